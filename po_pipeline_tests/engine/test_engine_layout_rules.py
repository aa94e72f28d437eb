"""Layout rules found missing on bench/holdout.py: OCR deskew, vertical CJK block labels,
captions under their values, Latin labels that must not split a token, party-block name
labels and bracket qualifiers, glued OCR words after an identifier, and invoice/PO synonyms."""

from __future__ import annotations

import math

import pytest
from layout import seg

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.ocr import deskew_boxes, skew_degrees
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment, Word, words_to_segments
from po_pipeline.engine.values import identifier_value, text_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


def _rotated_box(x: float, y: float, w: float, h: float, degrees: float) -> list[tuple]:
    a = math.radians(degrees)
    corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    return [
        (px * math.cos(a) - py * math.sin(a), px * math.sin(a) + py * math.cos(a))
        for px, py in corners
    ]


@pytest.mark.parametrize("degrees", [-3.0, -1.2, 1.0, 2.5])
def test_skewed_ocr_boxes_are_levelled(degrees: float) -> None:
    # A label at the left and its value 400 px to the right, on one line of a skewed scan.
    boxes = [_rotated_box(x, y, 250, 20, degrees) for x, y in ((50, 100), (450, 100), (50, 300))]
    assert skew_degrees(boxes) == pytest.approx(degrees, abs=0.01)
    level = deskew_boxes(boxes)
    assert level[0][0][1] == pytest.approx(level[1][0][1], abs=0.01)


def test_small_skew_and_few_boxes_are_left_alone() -> None:
    boxes = [_rotated_box(50, 100, 250, 20, 0.1)] * 3
    assert deskew_boxes(boxes) == [list(b) for b in boxes]
    assert skew_degrees([_rotated_box(50, 100, 250, 20, 2.0)]) == 0.0


def test_vertical_party_label_heads_its_block() -> None:
    # 数电发票: "购买方信息" and "销售方信息" set one character per line beside each block.
    words = [Word(ch, 37, 96 + 11 * k, 46, 105 + 11 * k) for k, ch in enumerate("购买方信息")]
    words += [Word(ch, 304, 96 + 11 * k, 313, 105 + 11 * k) for k, ch in enumerate("销售方信息")]
    words += [
        Word("名称：江苏远景新能源科技股份有限公司", 60, 100, 200, 109),
        Word("91110108MA01ABCD2X", 60, 134, 150, 143),
        Word("名称：广州华瑞化工材料有限公司", 327, 100, 460, 109),
        Word("91320594MA1N8XYZ4K", 327, 134, 420, 143),
    ]
    segments = words_to_segments(words, source="text")
    assert {"购买方信息", "销售方信息"} <= {s.text for s in segments}
    assert values(segments)["supplier"] == "广州华瑞化工材料有限公司"


def test_single_characters_apart_stay_apart() -> None:
    words = [Word("个", 200, 100, 209, 109), Word("个", 200, 140, 209, 149)]
    assert [s.text for s in words_to_segments(words, source="text")] == ["个", "个"]


def test_captions_under_values() -> None:
    page = [
        seg("4525490100", 42, 90, h=10.5),
        seg("P.O. Number", 40, 107, h=6.5),
        seg("03/12/2026", 232, 90, h=10.5),
        seg("Date", 230, 107, h=6.5),
        seg("Pinecrest Laboratory Products LLC", 42, 140, h=10.5),
        seg("Supplier", 40, 157, h=6.5),
        seg("1,000.00", 290, 400, h=10.5),
        seg("Subtotal", 230, 417, h=6.5),
        seg("80.00", 410, 400, h=10.5),
        seg("Tax", 345, 417, h=6.5),
        seg("1,080.00", 510, 400, h=10.5),
        seg("Total", 450, 417, h=6.5),
    ]
    assert values(page) == {
        "order_number": "4525490100",
        "supplier": "Pinecrest Laboratory Products LLC",
        "total": "1080.00",
    }


def test_same_size_line_above_is_not_a_caption_value() -> None:
    # A blank total under the tax line: same type size, so not a caption.
    page = [seg("Sales Tax", 300, 100), seg("80.00", 440, 100), seg("Total", 300, 120)]
    assert values(page)["total"] == ""


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("PO 4500012345", "order_number"),
        ("Your Order No. 77", "order_number"),
        ("Customer PO: 77", "order_number"),
        ("N° commande : CMD-1", "order_number"),
        ("Montant TTC 5,00 €", "total"),
        ("销售方信息", "supplier"),
        ("Supplier Information", "supplier"),
        ("Invoice No.: INV-1", None),
        ("购买方信息", None),
        ("Lieferantennr. 70023", None),
        ("Total Net Value excl. VAT 5.00", None),
        ("Montant HT 5,00 €", None),
    ],
)
def test_synonyms(text: str, field: str | None) -> None:
    match = matcher_for(SCHEMA).match(text)
    assert match is not None and match.entry.field == field


@pytest.mark.parametrize("text", ["PO323872", "PO-2026-017", "POLAND"])
def test_latin_label_does_not_split_a_token(text: str) -> None:
    assert matcher_for(SCHEMA).match(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("（卖方）：广州华瑞化工材料有限公司", "广州华瑞化工材料有限公司"),
        ("):广州华瑞化工材料有限公司", "广州华瑞化工材料有限公司"),
        ("名称：广州华瑞化工材料有限公司", "广州华瑞化工材料有限公司"),
        ("Name: Orion Fasteners Inc", "Orion Fasteners Inc"),
        ("Orion Fasteners Inc", "Orion Fasteners Inc"),
    ],
)
def test_party_name_after_qualifier_or_name_label(text: str, expected: str) -> None:
    assert text_value(text, matcher_for(SCHEMA)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [("PO182321Date", "PO182321"), ("PO182321", "PO182321"), ("4500A12", "4500A12")],
)
def test_word_glued_after_identifier_is_dropped(text: str, expected: str) -> None:
    assert identifier_value(text) == expected


def test_po_box_is_not_an_order_number() -> None:
    page = [seg("P.O. Box 4410", 50, 50), seg("PO Box 17", 50, 70)]
    assert values(page)["order_number"] == ""


@pytest.mark.parametrize("title", ["INVOICE", "TAX INVOICE", "Rechnung"])
def test_invoice_letterhead_names_the_supplier(title: str) -> None:
    page = [
        seg("Harbor Industrial Supply Co.", 40, 40, h=15),
        seg(title, 420, 40, h=22),
        seg("4100 Commerce Pkwy", 40, 60, h=8),
        seg("Invoice No.", 400, 80, h=8.5),
        seg("INV-10234", 470, 80, h=8.5),
        seg("Bill To", 40, 150, h=8),
        seg("Meridian Health Systems", 40, 163, h=9),
    ]
    assert values(page)["supplier"] == "Harbor Industrial Supply Co."


def test_purchase_order_letterhead_is_the_buyer_not_the_supplier() -> None:
    page = [
        seg("Meridian Health Systems", 40, 40, h=15),
        seg("PURCHASE ORDER", 420, 40, h=22),
        seg("PO Number: 4500012345", 400, 80, h=8.5),
    ]
    assert values(page)["supplier"] == ""


def test_labelled_seller_beats_the_letterhead() -> None:
    page = [
        seg("Meridian Health Systems", 40, 40, h=15),
        seg("INVOICE", 420, 40, h=22),
        seg("Seller: Orion Fasteners Inc", 40, 80, h=9),
    ]
    assert values(page)["supplier"] == "Orion Fasteners Inc"

"""Field rules on positioned segments: labels in four languages, value inline/right/below,
title-line numbers, grand total versus subtotal/tax/line amounts, supplier versus buyer."""

from __future__ import annotations

import pytest

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment, Word, words_to_segments
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
H = 10.0  # line height in points


def seg(text: str, x0: float, top: float, *, source: str = "text", score: float = 1.0) -> Segment:
    """A segment whose width follows its text, as a 10 pt font would set it."""
    width = sum(H if ord(ch) > 0x2E80 else 0.55 * H for ch in text)
    return Segment(text, x0, top, x0 + width, top + H, source, score)  # type: ignore[arg-type]


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


@pytest.mark.parametrize(
    ("text", "field", "kind"),
    [
        ("采购单号：PO-1", "order_number", "label"),
        ("P.O. No.: 4500", "order_number", "label"),
        ("Bestell-Nr. 77", "order_number", "label"),
        ("N° de commande : 12", "order_number", "label"),
        ("PURCHASE ORDER #4500012345", "order_number", "label"),
        ("采购订单 No. A-17", "order_number", "title"),
        ("供应商名称：甲", "supplier", "label"),
        ("Vendor: ACME", "supplier", "label"),
        ("Lieferant: Müller GmbH", "supplier", "label"),
        ("Fournisseur : Dupont SA", "supplier", "label"),
        ("Grand Total: 5", "total", "label"),
        ("Gesamtbetrag 5", "total", "label"),
        ("Total TTC 5", "total", "label"),
        ("Subtotal: 5", None, "distractor"),
        ("Sub-total 5", None, "distractor"),
        ("Total HT 5", None, "distractor"),
        ("Zwischensumme 5", None, "distractor"),
        ("小计：5", None, "distractor"),
        ("采购方：乙", None, "distractor"),
        ("Bill To: X", None, "distractor"),
        ("供应商编号：V-01", None, "distractor"),
        ("Vendor No: 9", None, "distractor"),
    ],
)
def test_label_matching(text: str, field: str | None, kind: str) -> None:
    match = matcher_for(SCHEMA).match(text)
    assert match is not None
    assert (match.entry.field, match.entry.kind) == (field, kind)


@pytest.mark.parametrize(
    "text", ["Order Noted", "Totally free", "上海教学设备有限公司", "PO-2026-017", "128.50"]
)
def test_non_labels_do_not_match(text: str) -> None:
    assert matcher_for(SCHEMA).match(text) is None


def test_values_inline_right_and_below() -> None:
    page = [
        seg("采购单号：PO-2026-001", 50, 50),
        seg("供应商", 50, 80),
        seg("上海教学设备有限公司", 150, 80),
        seg("合计金额", 300, 120),
        seg("¥1,280.00", 300, 140),
    ]
    assert values(page) == {
        "order_number": "PO-2026-001",
        "supplier": "上海教学设备有限公司",
        "total": "1280.00",
    }


def test_title_line_carries_order_number() -> None:
    page = [seg("PURCHASE ORDER #4500012345", 50, 40), seg("Supplier: ACME Tools Ltd", 50, 80)]
    assert values(page)["order_number"] == "4500012345"


def test_supplier_not_buyer() -> None:
    page = [
        seg("Bill To:", 50, 100),
        seg("Contoso Schools", 50, 115),
        seg("Vendor:", 300, 100),
        seg("ACME Tools Ltd", 300, 115),
        seg("买方：教学采购部", 50, 160),
        seg("Ship To:", 50, 190),
        seg("Warehouse 3", 50, 205),
    ]
    assert values(page)["supplier"] == "ACME Tools Ltd"


def test_buyer_only_document_has_no_supplier() -> None:
    page = [seg("采购方：教学采购部", 50, 50), seg("采购单号：PO-9", 50, 80)]
    assert values(page)["supplier"] == ""


@pytest.mark.parametrize(
    "rows",
    [
        # English: line "Total" column, subtotal, tax, shipping, then the grand total.
        [
            ("Subtotal", "1,000.00"),
            ("Tax (8%)", "80.00"),
            ("Shipping", "25.00"),
            ("Total", "$1,105.00"),
        ],
        [
            ("Sub-total:", "1,000.00"),
            ("VAT 10%:", "100.00"),
            ("Discount", "-5.00"),
            ("Grand Total:", "1,105.00"),
        ],
        [("小计", "1000.00"), ("税额", "80.00"), ("运费", "25.00"), ("价税合计", "¥1,105.00")],
        [
            ("Zwischensumme", "1.000,00 €"),
            ("MwSt. 19%", "190,00 €"),
            ("Gesamtbetrag", "1.105,00 €"),
        ],
        [("Total HT", "1 000,00 €"), ("TVA 20 %", "200,00 €"), ("Total TTC", "1 105,00 €")],
    ],
)
def test_grand_total_not_subtotal_tax_or_shipping(rows: list[tuple[str, str]]) -> None:
    page = [seg("Qty", 50, 100), seg("Unit Price", 150, 100), seg("Total", 300, 100)]
    page += [seg("2", 50, 115), seg("500.00", 150, 115), seg("1,000.00", 300, 115)]
    for i, (label, amount) in enumerate(rows):
        page += [seg(label, 200, 160 + 20 * i), seg(amount, 320, 160 + 20 * i)]
    assert values(page)["total"] == "1105.00"


def test_line_amount_column_is_never_the_total() -> None:
    # A "Total" column heading over line amounts, and no grand total filled in.
    page = [
        seg("Item", 50, 100),
        seg("Qty", 150, 100),
        seg("Unit Price", 200, 100),
        seg("Total", 300, 100),
    ]
    page += [seg("Pens", 50, 115), seg("3", 150, 115), seg("2.00", 200, 115), seg("6.00", 300, 115)]
    page += [seg("Total:", 200, 160)]
    assert values(page)["total"] == ""


@pytest.mark.parametrize("blank", ["合计金额：", "合计金额：________", "Total: ____"])
def test_blank_total_stays_blank(blank: str) -> None:
    page = [seg("数量", 50, 100), seg("单价", 150, 100), seg("金额", 250, 100)]
    page += [seg("6", 50, 115), seg("4.50", 150, 115), seg("27.00", 250, 115)]
    page += [seg(blank, 50, 150), seg("审批日期：2026-03-05", 50, 170)]
    assert values(page)["total"] == ""


def test_two_fields_on_one_segment_are_split() -> None:
    page = [seg("供应商：上海教学设备有限公司 采购方：教学采购部", 50, 50)]
    assert values(page)["supplier"] == "上海教学设备有限公司"


def test_ocr_score_lowers_confidence() -> None:
    clean = extract_page_fields([seg("供应商：甲公司", 50, 50)], SCHEMA)["supplier"]
    noisy = extract_page_fields([seg("供应商：甲公司", 50, 50, source="ocr", score=0.6)], SCHEMA)[
        "supplier"
    ]
    assert clean is not None and noisy is not None
    assert noisy.source == "ocr" and noisy.confidence < clean.confidence


def test_conflicting_candidates_lower_confidence() -> None:
    single = extract_page_fields([seg("Order No: 111", 50, 50)], SCHEMA)["order_number"]
    double = extract_page_fields(
        [seg("Order No: 111", 50, 50), seg("PO Number: 222", 50, 80)], SCHEMA
    )["order_number"]
    assert single is not None and double is not None
    assert double.confidence < single.confidence


def test_words_join_into_segments_by_gap() -> None:
    words = [
        Word("3", 100, 50, 105, 60),
        Word("500.00", 108, 50, 140, 60),  # a thin-space thousands group
        Word("供应商", 300, 50, 330, 60),  # far right: a separate column
    ]
    assert [s.text for s in words_to_segments(words, source="text")] == ["3 500.00", "供应商"]


@pytest.mark.parametrize(
    ("line", "supplier"),
    [
        ("Vendor: Acme Office Supply Inc.", "Acme Office Supply Inc."),
        ("供应商：甲公司。", "甲公司"),
        ("Supplier: Blue Ridge Co. ;", "Blue Ridge Co."),
    ],
)
def test_supplier_keeps_abbreviation_dot(line: str, supplier: str) -> None:
    assert values([seg(line, 50, 50)])["supplier"] == supplier


def test_bilingual_label_is_skipped() -> None:
    page = [
        seg("采购单号 / PO No.: PO-77", 50, 50),
        seg("供应商 Supplier: 甲公司", 50, 80),
        seg("合计 Total: ¥5.00", 50, 110),
    ]
    assert values(page) == {"order_number": "PO-77", "supplier": "甲公司", "total": "5.00"}

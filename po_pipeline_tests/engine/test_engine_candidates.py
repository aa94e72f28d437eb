"""Candidates and the trust features of the engine: every field lists its ranked candidates,
values that cannot be right never win, a contact person loses to a company, and the
extraction result and `po-pipeline extract` carry the top candidates with confidence."""

from __future__ import annotations

import io
import json

from click.testing import CliRunner
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.engine import extract as extract_module
from po_pipeline.engine import extract_pdf
from po_pipeline.engine.commands import extract
from po_pipeline.engine.rules import rank_page
from po_pipeline.engine.scored import TWIN_CAP
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
H = 10.0


def seg(text: str, x0: float, top: float) -> Segment:
    width = sum(H if ord(ch) > 0x2E80 else 0.55 * H for ch in text)
    return Segment(text, x0, top, x0 + width, top + H, "text", 1.0)


def test_every_distinct_value_is_a_candidate_best_first() -> None:
    ranked = rank_page([seg("Order No: 111", 50, 50), seg("PO Number: 222", 50, 80)], SCHEMA)[
        "order_number"
    ]
    assert [f.value for f in ranked] == ["111", "222"]
    assert all(f.method == "inline" for f in ranked)


def test_a_label_to_the_right_is_never_the_supplier() -> None:
    # "Vendor:" with the next field's label beside it, the vendor name on the line below.
    page = [seg("Vendor:", 50, 50), seg("Ship Via:", 120, 50), seg("Acme Ltd", 50, 64)]
    ranked = rank_page(page, SCHEMA)["supplier"]
    assert ranked and ranked[0].value == "Acme Ltd"
    assert all(f.value.casefold() != "ship via" for f in ranked)


def test_a_signature_caption_is_dropped_for_the_real_name() -> None:
    page = [
        seg("Supplier: Supplier acknowledgement", 50, 50),
        seg("供应商：上海明德纸业有限公司", 50, 300),
    ]
    ranked = rank_page(page, SCHEMA)["supplier"]
    assert [f.value for f in ranked] == ["上海明德纸业有限公司"]


def test_a_contact_person_loses_to_a_company() -> None:
    page = [seg("Vendor: John Miller", 50, 50), seg("Supplier: Northwind Traders Ltd", 50, 80)]
    ranked = rank_page(page, SCHEMA)["supplier"]
    assert ranked[0].value == "Northwind Traders Ltd"
    assert "John Miller" in [f.value for f in ranked]


def _pdf(lines: list[str]) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=1)
    canvas.setFont("Helvetica", 11)
    for i, text in enumerate(lines):
        canvas.drawString(60, 780 - 22 * i, text)
    canvas.save()
    return buffer.getvalue()


PDF_LINES = [
    "PURCHASE ORDER",
    "PO Number: 4500017788",
    "Order No: 4500017799",
    "Vendor: Blue Ridge Paper Co.",
    "Grand Total: USD 1,250.00",
]


def test_result_fields_carry_confidence_score_and_top_candidates() -> None:
    fields = extract_pdf(_pdf(PDF_LINES))["fields"]
    number = fields["order_number"]
    # Two numbers under equally plain labels: both are offered, the chosen one first, and
    # neither is sure enough to load without a person.
    assert {c["value"] for c in number["candidates"]} == {"4500017788", "4500017799"}
    assert number["candidates"][0] == {"value": number["value"], "confidence": number["confidence"]}
    assert number["confidence"] < SCHEMA.fields[0].threshold
    assert 0.0 <= number["confidence"] <= 1.0 and 0.0 < number["score"] <= 1.0
    assert fields["supplier"]["candidates"][0]["value"] == "Blue Ridge Paper Co."
    assert fields["total"]["value"] == "1250.00"


def test_a_scorer_sure_of_one_of_two_equally_labelled_numbers_is_capped(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # Without calibration the confidence is the scorer's own probability, which is sure of
    # the first of the two numbers: nothing on the page says which one is the order's, so
    # the field stays below every gate and a person picks.
    monkeypatch.setattr(extract_module, "load_calibrator", lambda version: None)
    number = extract_pdf(_pdf(PDF_LINES))["fields"]["order_number"]
    assert number["score"] > TWIN_CAP
    assert number["confidence"] == number["candidates"][0]["confidence"] == TWIN_CAP
    assert TWIN_CAP < min(spec.threshold for spec in SCHEMA.fields)
    # One plain label and one quotation number: no twin, the scorer's probability stands.
    alone = extract_pdf(_pdf([*PDF_LINES[:2], "Quotation No: 4500017799", *PDF_LINES[3:]]))
    assert alone["fields"]["order_number"]["confidence"] > TWIN_CAP


def test_extract_command_prints_candidates_per_field(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "po.pdf"
    path.write_bytes(_pdf(PDF_LINES))
    out = CliRunner().invoke(extract, [str(path)])
    assert out.exit_code == 0, out.output
    line = json.loads(out.output)
    assert set(line["candidates"]) == {"order_number", "supplier", "total"}
    assert {c["value"] for c in line["candidates"]["order_number"][:2]} == {
        "4500017788",
        "4500017799",
    }
    assert line["confidence"]["order_number"] == line["candidates"]["order_number"][0]["confidence"]


def test_a_name_keeps_the_characters_it_is_printed_with() -> None:
    # Labels are matched on the NFKC form; the value is returned as printed.
    ranked = rank_page([seg("供应商：德力仪器仪表（苏州）有限公司", 50, 50)], SCHEMA)["supplier"]
    assert ranked[0].value == "德力仪器仪表（苏州）有限公司"
    ranked = rank_page([seg("仕入先：㈱山田製作所", 50, 50)], SCHEMA)["supplier"]
    assert ranked[0].value == "㈱山田製作所"


def _order_page(*vendor_block: Segment) -> list[Segment]:
    return [
        seg("Boise Brewing Company", 50, 20),  # the buyer's letterhead, first on the page
        seg("PURCHASE ORDER", 300, 40),
        *vendor_block,
        seg("Ship To:", 300, 80),
        seg("Boise Brewing Company", 300, 94),
        seg("89 Harbor Way", 300, 108),
        seg("PO Number: 2909194", 500, 80),
    ]


def test_an_unlabelled_block_of_company_and_address_is_the_vendor() -> None:
    block = [
        seg("Pratt Plastics Inc.", 50, 80),
        seg("884 Main St", 50, 94),
        seg("Tulsa, OK 74152", 50, 108),
    ]
    ranked = rank_page(_order_page(*block), SCHEMA)["supplier"]
    assert [(f.value, f.method) for f in ranked] == [("Pratt Plastics Inc.", "block")]


def test_no_block_without_an_address_nor_the_buyer_named_twice() -> None:
    no_address = [seg("Pratt Plastics Inc.", 50, 80), seg("Quality first", 50, 94)]
    assert rank_page(_order_page(*no_address), SCHEMA)["supplier"] == []
    # Only the buyer's blocks: its letterhead and its ship-to name, both named twice.
    assert rank_page(_order_page(), SCHEMA)["supplier"] == []


def test_letter_spaced_cjk_labels_read_as_one_label() -> None:
    from po_pipeline.engine.segments import Word, words_to_segments

    # "名    称：…" set to fill a column, as VAT invoices print their party blocks.
    words = [
        Word("销售方", 54, 347, 84, 357),
        Word("名", 77 + 20, 349, 87 + 20, 359),
        Word("称:佛山万嘉精密机械有限公司", 104 + 20, 349, 254 + 20, 359),
    ]
    texts = [s.text for s in words_to_segments(words, source="text")]
    assert "名称:佛山万嘉精密机械有限公司" in texts


def _box(text: str, x0: float, top: float, x1: float, bottom: float) -> Segment:
    return Segment(text, x0, top, x1, bottom, "text", 1.0)


def test_a_vertical_party_label_glued_onto_its_rows_is_peeled_off() -> None:
    # 销/售/方/信/息 down the block's left edge, read by the text layer along the rows.
    page = [
        _box("销名称:上海积塔半导体有限公司", 302, 93, 460, 105),
        _box("售方", 302, 103, 312, 122),
        _box("信统一社会信用代码/纳税人识别号:91310115MA1H9HD02E", 302, 123, 560, 137),
        _box("息", 302, 133, 311, 142),
    ]
    ranked = rank_page(page, SCHEMA)["supplier"]
    assert ranked and ranked[0].value == "上海积塔半导体有限公司"


def test_a_vertical_label_names_the_block_rows_beside_it() -> None:
    # The name row starts a little above the label's first character.
    page = [
        _box("名称: 阿里云计算有限公司", 48, 295, 189, 304),
        _box("销售方", 29, 302, 38, 339),
        _box("纳税人识别号: 91330106673959654P", 48, 308, 238, 320),
    ]
    assert rank_page(page, SCHEMA)["supplier"][0].value == "阿里云计算有限公司"


def test_a_two_word_heading_ranks_behind_the_name_beside_its_label() -> None:
    page = [seg("Supplier Original", 300, 30), seg("Supplier Name:", 50, 80)]
    page.append(seg("Impress Newtex Composite Ltd", 50 + 8 * H, 80))
    ranked = rank_page(page, SCHEMA)["supplier"]
    assert [(f.value, f.method) for f in ranked] == [
        ("Impress Newtex Composite Ltd", "right"),
        ("Original", "inline_bare"),
    ]


def test_a_vendor_number_before_the_name_is_not_part_of_it() -> None:
    page = [seg("Señores", 50, 50), seg("1004691 - Chep USA Inc", 50, 64)]
    assert rank_page(page, SCHEMA)["supplier"][0].value == "Chep USA Inc"


def test_on_the_sellers_own_document_the_addressee_is_not_the_seller() -> None:
    # 注文請書: the seller's acknowledgement, addressed to the customer "… 御中".
    page = [
        _box("注文請書", 245, 47, 333, 69),
        _box("有限会社北斗技研", 42, 117, 154, 131),
        _box("御中", 168, 117, 196, 131),
        _box("株式会社光洋機材", 328, 115, 424, 127),
        _box("貴社注文番号", 45, 182, 99, 191),
        _box("2601-6065", 125, 182, 165, 191),
        *(_box(f"品目 {i}", 45, 220 + 12 * i, 90, 229 + 12 * i) for i in range(6)),
    ]
    ranked = rank_page(page, SCHEMA)["supplier"]
    assert ranked[0].value == "株式会社光洋機材"
    assert rank_page(page, SCHEMA)["order_number"][0].value == "2601-6065"

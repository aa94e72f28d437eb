"""An identifier's label inside an item table's row ("P.O 42.5", a cement grade) labels
nothing; a short decimal is never an order number; a party's label followed by a word for
"information" heads a block whose name is below it."""

from __future__ import annotations

import pytest
from layout import right, seg

from po_pipeline.engine.found import ocr_legal_form
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible

SCHEMA = load_schema()


def _cement_row(y: float, grade: str) -> list:
    return [
        seg("水泥", 60, y),
        seg(grade, 130, y),
        seg("吨", 260, y),
        right("8", 320, y),
        right("383.70", 420, y),
        right("3,069.60", 520, y),
    ]


def test_an_order_label_in_an_item_row_labels_nothing() -> None:
    head = [seg("工程物资订货单", 220, 40, h=18), seg("序号 物资名称 规格型号 单位", 60, 120)]
    in_row = extract_page_fields([*head, *_cement_row(140, "P.O 42.5R")], SCHEMA)
    assert in_row["order_number"] is None
    # The same text alone on its line is read as the label it looks like.
    alone = extract_page_fields([*head, seg("P.O 42.5R", 130, 140)], SCHEMA)
    assert alone["order_number"] is not None and alone["order_number"].value == "42.5R"


def test_an_order_label_with_its_colon_still_labels_in_a_row_of_figures() -> None:
    # A header grid may hold figures beside the order number; its colon says it is a label.
    page = [
        seg("PO No.: 4500012345", 60, 80),
        right("12", 320, 80),
        right("1,250.00", 420, 80),
        right("3,069.60", 520, 80),
    ]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is not None and found.value == "4500012345"


@pytest.mark.parametrize("value", ["42.5", "52,50", "7.25"])
def test_a_short_decimal_is_never_an_order_number(value: str) -> None:
    assert implausible("identifier", value) == "is a quantity or a measure"


@pytest.mark.parametrize("value", ["4500012345", "2026.0117", "PO-42.5", "1234.5"])
def test_numbers_that_may_name_an_order_are_not_taken_for_measures(value: str) -> None:
    assert implausible("identifier", value) == ""


@pytest.mark.parametrize(
    "heading", ["공급업체 정보", "仕入先情報", "Vendor Data", "Lieferant Angaben"]
)
def test_a_party_label_followed_by_information_heads_a_block(heading: str) -> None:
    match = matcher_for(SCHEMA).match(heading)
    assert match is not None and match.entry.field == "supplier"
    assert match.remainder == ""


def test_the_name_under_a_supplier_information_heading_is_the_supplier() -> None:
    page = [
        seg("구 매 주 문 서", 240, 40, h=18),
        seg("공급업체 정보", 60, 100),
        seg("업체명", 60, 116),
        seg("주식회사 영진기공", 110, 116),
        seg("사업자등록번호 365-24-12873", 60, 132),
        seg("발주처 정보", 320, 100),
        seg("상호", 320, 116),
        seg("동아오토모티브 주식회사", 360, 116),
    ]
    found = extract_page_fields(page, SCHEMA)["supplier"]
    assert found is not None and found.value == "주식회사 영진기공"


def test_a_party_label_with_another_word_keeps_it_as_its_value() -> None:
    match = matcher_for(SCHEMA).match("Supplier ACME Data Systems Ltd")
    assert match is not None and match.remainder.strip() == "ACME Data Systems Ltd"


def test_a_total_priced_at_a_trade_term_is_read_beside_its_label() -> None:
    page = [
        seg("PROFORMA INVOICE", 220, 40, h=18),
        seg("Total FOB Value", 320, 300),
        right("5,765.00", 560, 300),
        seg("Ocean Freight", 320, 314),
        right("3,100.00", 560, 314),
        seg("TOTAL CFR VALUE USD", 320, 328),
        right("USD 8,865.00", 560, 328),
    ]
    found = extract_page_fields(page, SCHEMA)["total"]
    assert found is not None and found.value == "8865.00"


@pytest.mark.parametrize("caption", ["Total Qty", "Total Weight", "Total Net"])
def test_a_total_of_something_else_gives_no_total(caption: str) -> None:
    page = [seg(caption, 320, 300), right("1,500.00", 560, 300)]
    assert extract_page_fields(page, SCHEMA)["total"] is None


@pytest.mark.parametrize(
    ("read", "name"),
    [
        ("Stalprofil Polska Sp. z 0.0.", "Stalprofil Polska Sp. z o.o."),
        ("Hengda C0., Ltd.", "Hengda Co., Ltd."),
        ("Zone 0.0.5 Trading", "Zone 0.0.5 Trading"),
    ],
)
def test_ocr_zeros_in_a_legal_form_are_read_as_letters(read: str, name: str) -> None:
    assert ocr_legal_form(read) == name

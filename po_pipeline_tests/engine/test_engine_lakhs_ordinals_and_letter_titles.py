"""Indian lakh grouping and a negative round-off in a total's sum; a number in its CJK ordinal
frame; a seller's title carrying its own number; "ORDER" alone as a letter order's title, and
a signature box's caption that is no title; a CJK title spaced out into segments of its own;
a label that runs on to its number's caption."""

from __future__ import annotations

import pytest
from layout import right, seg

from po_pipeline.engine.arithmetic import sum_totals
from po_pipeline.engine.money import find_money
from po_pipeline.engine.roles import title_kind
from po_pipeline.engine.rules import DocumentContext, extract_page_fields, page_view
from po_pipeline.engine.values import identifier_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Net Amount (Rs.) 4,17,596.00", "417596.00"),
        ("₹ 1,23,45,678", "12345678.00"),
        ("1,234,567.00", "1234567.00"),
        ("1.234,50 €", "1234.50"),
    ],
)
def test_lakhs_and_crores_are_read_whole(text: str, value: str) -> None:
    assert [m.text for m in find_money(text)] == [value]


def test_a_negative_round_off_takes_away_from_the_sum_of_the_total() -> None:
    page = [
        seg("Total Taxable Value", 300, 100),
        right("2,53,031.67", 560, 100),
        seg("Add: CGST @ 6%", 300, 114),
        right("15,181.90", 560, 114),
        seg("Add: SGST @ 6%", 300, 128),
        right("15,181.90", 560, 128),
        seg("Round Off", 300, 142),
        right("-0.47", 560, 142),
        seg("Amount payable", 300, 156),
        right("2,83,395.00", 560, 156),
    ]
    assert [str(t.value) for t in sum_totals(page)] == ["283395.00"]


@pytest.mark.parametrize(
    ("text", "value"), [("第084813号", "第084813号"), ("第2026-17號 令和8年", "第2026-17號")]
)
def test_a_number_in_its_ordinal_frame_is_kept_whole(text: str, value: str) -> None:
    assert identifier_value(text) == value


def test_an_order_number_in_its_ordinal_frame_is_found_beside_its_label() -> None:
    page = [seg("注 文 書", 250, 40, h=18), seg("発注番号", 380, 80), seg("第084813号", 440, 80)]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is not None and found.value == "第084813号"


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("Auftragsbestätigung Nr. A9243976", (True, False)),
        ("INVOICE No.: 2026/118", (True, False)),
        ("Ihre Auftragsbestätigung Nr. 123", (False, False)),
        ("Quotation No. Q-7731", (False, False)),  # a buyer's order cites the vendor's quote
        ("ORDER", (False, True)),
        ("Official Order", (False, True)),
        ("Order:", (False, False)),
        ("Supplier acknowledgement / date", (False, False)),
        ("PURCHASE ORDER / 采购订单", (False, True)),
    ],
)
def test_titles_with_their_number_and_captions_of_signature_boxes(
    title: str, kind: tuple[bool, bool]
) -> None:
    assert title_kind(title) == kind


def test_a_cited_order_label_runs_on_to_its_number_caption() -> None:
    page = [
        seg("Auftragsbestätigung Nr. AB-2026-76330", 40, 30, h=14),
        seg("Auftrags-Nr.:", 335, 139),
        seg("AB-2026-76330", 460, 139),
        seg("Ihre Bestellung Nr.:", 335, 162),
        seg("BE-36953", 460, 162),
    ]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is not None and found.value == "BE-36953"


def test_a_title_spaced_out_into_segments_of_its_own_still_names_the_paper() -> None:
    page = [
        seg("注文", 243, 39, h=16),
        seg("書", 331, 39, h=16),
        seg("注文番号：2511-2375", 458, 81),
        seg("丸和テクノ株式会社", 45, 117),
        seg("御中", 185, 117),
        seg("平和機材株式会社", 338, 119),
        seg("〒788-5033 愛知県名古屋市中区栄3-17-5", 338, 134),
    ]
    assert page_view(page, SCHEMA, DocumentContext()).kind == (0.0, 1.0)

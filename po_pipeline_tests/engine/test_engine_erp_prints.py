"""Layouts of ERP prints: a heading of two fields over two values ("P.O. Number / Date:"), a
number alone under the title or right of a bare "Number" caption under it, "n." before a
number, totals named after the order."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


@pytest.mark.parametrize("label", ["P.O. Number / Date:", "Order No./Date:", "PO Number / Date"])
def test_compound_heading_takes_the_first_value_right_of_it(label: str) -> None:
    page = [seg(label, 270, 55), seg("PO-00031046", 390, 55), seg("10/03/2017", 520, 55)]
    assert values(page)["order_number"] == "PO-00031046"


def test_compound_heading_with_values_in_the_same_segment() -> None:
    assert values([seg("Order No / Date: 4500012345 10/03/2017", 40, 80)])["order_number"] == (
        "4500012345"
    )


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("LETTERA D'ORDINE n. 568/2026 del 05.04.2026", "568/2026"),
        ("Bestellschein Nr. B25-94882 vom 17.02.2025", "B25-94882"),
    ],
)
def test_number_after_a_title_and_n_dot(line: str, expected: str) -> None:
    assert values([seg(line, 40, 60, h=14)])["order_number"] == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Total Order Amount (After Adjustments) 41515.22", "41515.22"),
        ("PURCHASE ORDER TOTAL: 504 1,956.02", "1956.02"),
        ("Total PO Amount 3,223.20", "3223.20"),
        ("PO Total 1,350.7200", "1350.72"),
    ],
)
def test_totals_named_after_the_order(line: str, expected: str) -> None:
    assert values([seg(line, 300, 700)])["total"] == expected


def test_a_bare_number_caption_under_the_title() -> None:
    page = [
        seg("Purchase order", 302, 122, h=16),
        seg("Number", 302, 147),
        seg("PO284256-1", 410, 147),
        seg("Date", 302, 159),
        seg("1/27/2021", 410, 159),
    ]
    assert values(page)["order_number"] == "PO284256-1"


def test_a_number_caption_without_a_title_above_is_no_order_number() -> None:
    page = [seg("Invoice", 302, 122, h=16), seg("Number", 302, 147), seg("INV-4411", 410, 147)]
    assert values(page)["order_number"] == ""

"""A seller's acknowledgement in Spanish (its title, its own sales-order number beside the
customer's order, the customer "Vendido a"), order numbers with a word of the paper's
script or an office's code inside them, and a quantity summed with its unit."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.money import find_money
from po_pipeline.engine.roles import role, title_kind
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.values import identifier_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("ACUSE DE PEDIDO", (True, False)),
        ("Acuse de recibo de pedido", (True, False)),
        # A drop-ship order cites the buyer's own sales order: no title of the seller's.
        ("Sales Order", (False, False)),
        ("PEDIDO", (False, True)),
    ],
)
def test_a_sellers_acknowledgement_is_the_sellers(title: str, kind: tuple[bool, bool]) -> None:
    assert title_kind(title) == kind


def test_the_party_a_seller_sold_to_is_the_buyer() -> None:
    assert role("Vendido a") == (0.0, 1.0)
    assert role("Vendu à :") == (0.0, 1.0)


@pytest.mark.parametrize(
    "caption",
    ["Su O.C. No.", "Orden de compra cliente"],
)
def test_the_customers_order_beats_the_sellers_sales_order(caption: str) -> None:
    page = [
        seg("Aceros del Bajío", 40, 30, h=14),
        seg("ACUSE DE PEDIDO", 40, 60, h=16),
        seg("Pedido de venta: P25-90385", 380, 60),
        seg("Vendido a", 45, 100),
        seg("Ensambles Bajío S.A. de C.V.", 45, 112),
        seg(caption, 320, 112),
        seg("OC-89030", 470, 112),
        seg("Cotización COT-64264", 320, 126),
    ]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is not None and found.value == "OC-89030"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("25車-0954", "25車-0954"),
        ("No. 26車-6712", "26車-6712"),
        ("2025年5月25日", "2025"),
        ("EE(M)/WO/3892/2025-26", "EE(M)/WO/3892/2025-26"),
        ("PO-123(A)", "PO-123"),
        ("4500012345(2)", "4500012345"),
    ],
)
def test_a_word_or_an_offices_code_inside_a_number_is_part_of_it(text: str, expected: str) -> None:
    assert identifier_value(text) == expected


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("组件合计容量：119.88 kWp", []),
        ("Net weight 12.5 kg", []),
        ("合计 1,234.50 元", ["1234.50"]),
        ("Total 2,400.00 EUR", ["2400.00"]),
    ],
)
def test_a_figure_with_a_unit_of_measure_is_no_amount(text: str, amounts: list[str]) -> None:
    assert [m.text for m in find_money(text)] == amounts

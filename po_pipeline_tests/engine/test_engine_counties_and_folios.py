"""An Irish county's "Co.", and more captions of the order's number, its total, a project and a
seller's paper: on a hand-set page through the whole engine (shipped models and calibration) and
on the checks and vocabulary that decide them."""

from __future__ import annotations

import pytest
from layout import SCHEMA, page_fields, right, seg

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.roles import title_kind
from po_pipeline.engine.segments import Segment
from po_pipeline.plausibility import implausible, label_set

MATCHER = matcher_for(SCHEMA)
LABELS = label_set(SCHEMA.label_words())


@pytest.mark.parametrize(
    "line",
    [
        "Athlone, Co. Laois",
        "Co. Dublin",
        "Ennis, Co. Clare, Ireland",
        "Swords, Co. Dublin K67 X2Y3",
    ],
)
def test_an_irish_county_is_an_address_line(line: str) -> None:
    """ "Co." before one of Ireland's counties is the county, not a company."""
    assert implausible("text", line) == "is an address line"


@pytest.mark.parametrize(
    "name", ["Quinlan & Co.", "Kerry & Co. Ltd", "Cork Co.", "Dunne & Co., Cork"]
)
def test_a_firm_with_co_stays_a_name(name: str) -> None:
    assert implausible("text", name) == ""


def _irish_order() -> list[Segment]:
    """A greyhound stadium's order: the vendor's block, its town and county under its street."""
    return [
        seg("Youghal Greyhound Stadium DAC", 34, 36, h=13),
        seg("Purchase Order", 458, 36, h=15),
        seg("Stadium Road, Youghal", 34, 54, h=7.6),
        seg("Requisition", 37, 92, h=7),
        seg("PO Number", 113, 92, h=7),
        seg("Date", 293, 92, h=7),
        seg("RQ80249", 37, 107, h=7.8),
        seg("9045537", 113, 107, h=7.8),
        seg("10/09/2025", 293, 107, h=7.8),
        seg("Deliver to", 39, 137, h=7.8),
        seg("Invoice to", 219, 137, h=7.8),
        seg("To", 400, 137, h=7.8),
        seg("Youghal Greyhound Stadium DAC - Track Store", 39, 148, h=7.8),
        seg("Accounts Payable", 219, 148, h=7.8),
        seg("Quinlan Feeds", 400, 149, h=8.4),
        seg("Contact: Eoin Lynch", 39, 159, h=7.8),
        seg("Youghal Greyhound Stadium DAC", 219, 159, h=7.8),
        seg("Unit 28 Industrial Estate", 400, 160, h=8.4),
        seg("Carlow, Co. Kildare", 400, 170, h=8.4),
        seg("Description Qty Amount", 50, 220),
        seg("Kibble 20 kg", 50, 236),
        right("3,076.18", 520, 236),
        seg("Subtotal", 300, 280),
        right("3,076.18", 520, 280),
        seg("VAT 23%", 300, 294),
        right("707.52", 520, 294),
        seg("Total", 300, 308),
        right("3,783.70", 520, 308),
    ]


def test_the_vendor_s_county_is_no_candidate() -> None:
    supplier = page_fields(_irish_order())["supplier"]
    assert "Quinlan Feeds" in [c["value"] for c in supplier["candidates"]]
    assert "Carlow, Co. Kildare" not in [c["value"] for c in supplier["candidates"]]


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("Totale IVA incl.", "total"),
        ("Folio OC", "order_number"),
        ("Folio de compra", "order_number"),
    ],
)
def test_more_captions_of_a_total_and_an_order_s_number(text: str, field: str) -> None:
    found = MATCHER.match(text)
    assert found is not None and found.entry.kind == "label" and found.entry.field == field


def test_a_project_s_caption_is_no_supplier() -> None:
    """ "Regata / progetto": a grid's caption, the regatta the order is for."""
    assert implausible("text", "Regata / progetto", labels=LABELS) == "is a label"


@pytest.mark.parametrize("title", ["供货确认函", "销售合同确认单", "供貨確認書"])
def test_a_supply_confirmation_is_the_seller_s_paper(title: str) -> None:
    assert title_kind(title) == (True, False)


@pytest.mark.parametrize("title", ["购销合同", "采购合同"])
def test_a_purchase_contract_is_not(title: str) -> None:
    assert title_kind(title)[0] is False


def test_sign_and_confirm_is_a_signature_caption() -> None:
    assert implausible("text", "簽認") == "is a signature or stamp caption"

"""What is left to pay after a prepayment, and a requisition's number beside the order's: on
hand-set pages through the whole engine (shipped models and calibration) and on the label
vocabulary that decides them."""

from __future__ import annotations

import pytest
from layout import SCHEMA, page_fields, right, seg

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.segments import Segment

MATCHER = matcher_for(SCHEMA)


def _order_with_prepayment(total: str, paid: str, left: str) -> list[Segment]:
    """A Dutch order whose total is followed by a prepayment and what is left to pay."""
    return [
        seg("Kwekerij Kaptein VOF", 50, 40, h=14),
        seg("Inkooporder", 400, 40, h=14),
        seg("Aan", 50, 90),
        seg("Ordernummer 20260140", 300, 90),
        seg("Coöperatie Van Egmond U.A.", 50, 104),
        seg("Industrieweg 123", 50, 118),
        seg("1940 XY Bovenkarspel", 50, 132),
        seg("Nr. Omschrijving Aantal Bedrag €", 50, 180),
        seg("1 Netjes voor bolbroei", 50, 196),
        right("1.765,92", 520, 196),
        seg("Totaal excl. btw", 300, 240),
        right("1.765,92", 520, 240),
        seg("Btw 21%", 300, 254),
        right("370,84", 520, 254),
        seg("Ordertotaal", 300, 268),
        right(total, 520, 268),
        seg(paid, 300, 282),
        seg("Te betalen", 300, 296),
        right(left, 520, 296),
    ]


@pytest.mark.parametrize("paid", ["Vooruitbetaald € 588,69", "Reeds voldaan € 588,69"])
def test_what_is_left_after_a_prepayment_is_no_total(paid: str) -> None:
    """ "Te betalen" names the total where nothing was paid; under a prepayment already made
    it is a balance, and the order's total is "Ordertotaal"."""
    fields = page_fields(_order_with_prepayment("2.136,76", paid, "1.548,07"))
    assert fields["total"]["value"] == "2136.76"
    assert "1548.07" not in [c["value"] for c in fields["total"]["candidates"]]


@pytest.mark.parametrize(
    "text",
    [
        "Vooruitbetaald",
        "Geleistete Vorauszahlung",
        "Bereits bezahlt",
        "Déjà versé",
        "已付定金",
        "前受金",
    ],
)
def test_a_prepayment_s_caption_is_never_a_value(text: str) -> None:
    found = MATCHER.match(text)
    assert found is not None and found.entry.kind == "distractor"


@pytest.mark.parametrize("text", ["Prepaid", "Prepayment", "Vorauszahlung"])
def test_a_grid_s_payment_terms_are_no_prepayment(text: str) -> None:
    """The bare words are what a header grid prints under "Freight" or "Payment": they would
    turn the page's "Balance Due" into a balance."""
    assert MATCHER.match(text) is None


def _colombian_order(number_caption: str) -> list[Segment]:
    return [
        seg("La Ceja Flowers C.I. S.A.S.", 50, 40, h=14),
        seg("Orden de Compra", 400, 40, h=14),
        seg("Señores", 50, 100),
        seg("Solicitud de pedido SP-7226", 300, 100),
        seg("Almacén Agrícola Cárdenas", 50, 114),
        seg("Fecha 05/11/2025", 300, 114),
        seg(f"{number_caption} OC-98938", 300, 128),
        seg("Calle 121 # 55-51, Medellín", 50, 128),
        seg("Cotización COT-4068", 300, 142),
    ]


@pytest.mark.parametrize("caption", ["No. Orden", "N° Orden"])
def test_the_order_s_number_beside_a_requisition_s(caption: str) -> None:
    """ "Solicitud de pedido" (the requisition the order answers) holds the word "pedido"
    but names no order; "No. Orden" does."""
    fields = page_fields(_colombian_order(caption))
    assert fields["order_number"]["value"] == "OC-98938"
    assert fields["order_number"]["confidence"] >= 0.99


@pytest.mark.parametrize(
    "text", ["Solicitud de pedido SP-7226", "Requisition REQ249795", "Bestellanforderung 4711"]
)
def test_a_requisition_s_caption_is_a_distractor(text: str) -> None:
    found = MATCHER.match(text)
    assert found is not None and found.entry.kind == "distractor"

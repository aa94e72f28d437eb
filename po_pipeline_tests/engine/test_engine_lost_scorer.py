"""A supplier scorer lost on a layout unlike any it was fitted on (an ERP's two-column order
whose vendor is labelled "Supplier" but has no legal form) gives every name a low
probability, and its best guess is the invoice address's "… Group - … Division". The name
the field rules chose by its label goes first then; its confidence stays under the gate, so
a person still reads it."""

from __future__ import annotations

import io

from reportlab.pdfgen import canvas

from po_pipeline.engine.extract import extract_reading
from po_pipeline.engine.reading import read_document
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
THRESHOLD = next(f.threshold for f in SCHEMA.fields if f.name == "supplier")


def _order() -> bytes:
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=(612, 792))
    c.setFont("Helvetica-Bold", 12)
    c.drawString(44, 700, "Purchase Order")
    c.drawString(147, 700, "771245")
    c.setFont("Helvetica", 9)
    rows = [
        (310, 697, "Payment Terms"),
        (400, 697, "NET 30"),
        (44, 681, "Revision Number"),
        (134, 681, "1"),
        (310, 681, "Supplier"),
        (400, 681, "PALLETRON WEST-DENVER"),
        (44, 671, "All Previous Revisions are no longer valid."),
        (400, 671, "114-2231-9087"),
        (400, 661, "PO BOX 55021"),
        (44, 650, "Order Date"),
        (134, 650, "03/11/2024"),
        (310, 650, "Address"),
        (400, 650, "DENVER, CO 80217-5021"),
        (44, 593, "Delivery Address"),
        (134, 593, "Ridgeway Poultry"),
        (310, 593, "Invoice Address"),
        (400, 593, "Ridgeway Poultry"),
        (134, 583, "1180 County Rd 9"),
        (400, 583, "Summit Group - Plains Division"),
        (134, 573, "Greeley, CO 80631"),
        (400, 573, "P.O. Box 2207"),
        (400, 563, "Loveland, CO 80539"),
        (44, 520, "Line"),
        (80, 520, "Item"),
        (300, 520, "Quantity"),
        (380, 520, "Unit Price"),
        (480, 520, "Total"),
        (44, 505, "1"),
        (80, 505, "PALLET, WOOD, 40IN X 48IN"),
        (300, 505, "400"),
        (380, 505, "2.7500"),
        (480, 505, "1,100.0000"),
        (380, 470, "PO Total"),
        (480, 470, "1,100.0000"),
    ]
    for x, y, text in rows:
        c.drawString(x, y, text)
    c.save()
    return out.getvalue()


def test_the_rules_labelled_name_goes_first_when_the_scorer_is_lost() -> None:
    result = extract_reading(read_document(_order()), SCHEMA, with_features=True)
    supplier = result["fields"]["supplier"]
    assert supplier["rules_pick"]["value"] == "PALLETRON WEST-DENVER"
    # The scorer's own probability of the name chosen: it is lost on this layout
    # (engine.scored.LOST_SCORER is 0.05).
    assert supplier["score"] < 0.05
    assert supplier["value"] == "PALLETRON WEST-DENVER"
    assert supplier["candidates"][0]["value"] == "PALLETRON WEST-DENVER"
    assert "Summit Group - Plains Division" in [c["value"] for c in supplier["candidates"]]
    # Still a person's to confirm.
    assert supplier["confidence"] < THRESHOLD

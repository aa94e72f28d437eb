"""A supplier scorer lost on a layout unlike any it was fitted on (an ERP's two-column order
whose vendor is labelled "Supplier" but has no legal form) gives every name a low
probability, and its best guess is the invoice address's "… Group - … Division". The name
the field rules chose by its label goes first then, doubted ("scorer_lost"): a person
confirms it."""

from __future__ import annotations

import io

from layout import seg
from reportlab.pdfgen import canvas

from po_pipeline.engine.calibration import load_calibrator
from po_pipeline.engine.extract import DOUBT_CAPS, extract_reading
from po_pipeline.engine.found import Found
from po_pipeline.engine.party_candidates import PartyCandidate
from po_pipeline.engine.reading import read_document
from po_pipeline.engine.scored import SCORER_LOST, scored_field
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
    # Neither method vouches for it: a person confirms it.
    assert supplier["confidence"] <= DOUBT_CAPS[SCORER_LOST] < THRESHOLD


class _Lost:
    """The scorer's probabilities as given: a scorer lost on the layout, every name low."""

    def probability(self, feats: dict[str, float]) -> float:
        return feats["p"]


def test_the_rules_name_is_doubted_however_sure_the_calibration_is() -> None:
    # A name addressed at the head of a buyer's paper, that the calibration alone would
    # trust (as it did two sole traders' names of fit19, 0.98 and 0.99).
    addressed = {"addressed": 1.0, "addressed_buyer_doc": 1.0, "buyer_doc": 1.0, "person": 1.0}
    addressed |= {"first_in_block": 1.0, "whole_line": 1.0, "right_addressed": 1.0, "y": 0.1}
    cands = [
        PartyCandidate("Summit Group - Plains Division", 0, seg("x", 400, 583), {"p": 0.02}),
        PartyCandidate("Ines Pinto", 0, seg("Ines Pinto", 40, 90), {"p": 0.01, **addressed}),
    ]
    rules = [Found("Ines Pinto", 0.8, [40, 90, 90, 99], "text", 90.0, "block")]
    spec = next(f for f in SCHEMA.fields if f.name == "supplier")
    calibrator = load_calibrator(SCHEMA.version)
    field, _, _ = scored_field(spec, cands, rules, _Lost(), calibrator, False, {})
    assert field is not None and field["value"] == "Ines Pinto"
    assert field["confidence"] == DOUBT_CAPS[SCORER_LOST]
    assert field["doubt"] == SCORER_LOST
    # Where the scorer is not lost, its own best name stands.
    cands[0].feats["p"] = 0.3
    field, _, _ = scored_field(spec, cands, rules, _Lost(), calibrator, False, {})
    assert field is not None and field["value"] == "Summit Group - Plains Division"
    assert "doubt" not in field

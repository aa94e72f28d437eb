"""A heading that hangs at the margin over an indented block ("To:" on its own line, the
vendor's name and address indented under it) announces the block, though the two do not
overlap (stop 41). A label whose value follows it on its own line is a field, not a
heading, and a heading far to the left of a block says nothing of it. "Purchased From" and
"Ordered From" head the vendor's block as "Vendor" does."""

from __future__ import annotations

from layout import seg, supplier_context

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.roles import role
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
THRESHOLD = next(f.threshold for f in SCHEMA.fields if f.name == "supplier")
VENDOR = "Northgate Tooling Inc."


def _order(heading: str, heading_x: float, vendor_x: float) -> list[Segment]:
    return [
        seg("PURCHASE ORDER", 356, 23, h=20),
        seg("Lakeside Plastics Corp.", 18, 52, h=8),
        seg("P.O. Number / Date:", 275, 55, h=7.5),
        seg("PO-00047120", 390, 54, h=9),
        seg("1200 Harbor Road", 18, 64, h=8),
        seg("Springfield, IL 62701", 18, 74, h=8),
        seg("Ordered By:", 275, 109, h=7.5),
        seg("Maria Lopez", 368, 109, h=9),
        seg(heading, heading_x, 149, h=8),
        seg("Ship to:", 316, 149, h=8),
        seg(VENDOR, vendor_x, 163, h=8),
        seg("LAKESIDE PLASTICS CORP.", 340, 163, h=8),
        seg("4450 W Belmont Ave", vendor_x, 175, h=8),
        seg("1200 HARBOR ROAD", 340, 175, h=8),
        seg("Chicago, IL 60641", vendor_x, 185, h=8),
        seg("Description", 128, 261, h=8),
        seg("Extended Price", 534, 261, h=8),
        seg("Guide shaft", 128, 272, h=8),
        seg("4,400.00", 558, 272, h=8),
        seg("Total:", 480, 320, h=8),
        seg("4,400.00", 558, 320, h=8),
    ]


def test_a_heading_hanging_left_of_an_indented_block_announces_it() -> None:
    feats = supplier_context(_order("To:", 22, 47), VENDOR)
    assert feats["above_addressed"] == 1.0
    assert feats["above_lines"] > 0


def test_the_vendor_under_a_hanging_heading_is_the_supplier_with_confidence() -> None:
    def supplier(heading: str, vendor_x: float) -> dict:
        page = [s for s in _order(heading, 10, vendor_x) if s.text]
        return extract_segments([page], SCHEMA)["fields"]["supplier"]

    # Without the heading the same block waits for a person; under it, it loads.
    assert supplier("", 47)["confidence"] < THRESHOLD
    for heading in ("To:", "Vendor:"):
        hanging = supplier(heading, 47)
        assert hanging["value"] == VENDOR
        assert hanging["confidence"] >= THRESHOLD


def test_a_heading_far_to_the_left_says_nothing_of_the_block() -> None:
    feats = supplier_context(_order("To:", 22, 120), VENDOR)
    assert feats["above_addressed"] == 0.0


def test_a_label_with_its_value_on_its_line_is_no_heading_for_the_line_below() -> None:
    page = [
        seg("Ordered By:", 275, 100, h=8),
        seg("Maria Lopez", 330, 100, h=8),
        seg(VENDOR, 330, 112, h=8),
    ]
    feats = supplier_context(page, VENDOR)
    assert feats["above_buyer"] == 0.0 and feats["above_lines"] == 0.0


def _purchased_from(heading: str) -> list[Segment]:
    return [
        seg("Castle Dairy Ltd.", 51, 40, h=12),
        seg("PURCHASE ORDER", 364, 40, h=14),
        seg("P.O. No.:", 364, 68, h=12),
        seg("4977", 451, 68, h=12),
        seg(heading, 34, 153, h=12),
        seg("Ship To", 290, 153, h=12),
        seg("Pallet Pool Holdings Inc.", 34, 167, h=12),
        seg("Castle Dairy Ltd.", 291, 167, h=12),
        seg("P.O. Box 4290, Stn. A", 35, 181, h=12),
        seg("1834 Shuswap Avenue", 291, 181, h=12),
        seg("Total Amount", 433, 400, h=12),
        seg("1,250.00", 506, 400, h=12),
    ]


def test_purchased_from_and_ordered_from_are_the_sellers_words() -> None:
    for heading in ("Purchased From", "Ordered From:", "Bought from"):
        assert role(heading) == (1.0, 0.0)
    assert role("Ship From") == (0.0, 0.0)  # a place, not a party


def test_the_block_under_purchased_from_is_the_supplier() -> None:
    for heading in ("Purchased From", "Ordered From"):
        page = _purchased_from(heading)
        assert supplier_context(page, "Pallet Pool Holdings Inc.")["above_seller"] == 1.0
        fields = extract_segments([page], SCHEMA)["fields"]
        assert fields["supplier"]["value"] == "Pallet Pool Holdings Inc."
        assert fields["supplier"]["confidence"] >= THRESHOLD

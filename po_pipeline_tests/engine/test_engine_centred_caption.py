"""A caption in a grid's left cell, centred on the block beside it rather than on its first
line ("SUPPLIER" beside the vendor's name, street and tax number; "DELIVER TO" beside the
buyer's own site), announces the block's first line (stop 43). A heading with lines of its
own under it announces those, not a block in the next column."""

from __future__ import annotations

from layout import seg, supplier_context

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
THRESHOLD = next(f.threshold for f in SCHEMA.fields if f.name == "supplier")
VENDOR = "Harbour Paints"
SITE = "Lakeside Hotels Ltd - Central store"


def _grid(vendor_caption: str, site_caption: str, *, vendor: str = VENDOR) -> list[Segment]:
    """Captions in a left column of cells, each centred on a two- or three-line block."""
    return [
        seg("Lakeside Hotels Ltd", 40, 40, h=12),
        seg("PURCHASE ORDER No. 2026-PO-4168", 330, 40, h=12),
        seg("12 Mill Lane, Leeds LS1 4AB", 40, 56, h=7),
        seg("BUYER", 70, 104, h=7),
        seg("Lakeside Hotels Ltd", 190, 96, h=9),
        seg("12 Mill Lane, Leeds LS1 4AB", 190, 108, h=7),
        seg(vendor_caption, 66, 150, h=7),
        seg(vendor, 190, 138, h=9),
        seg("4 Quay Street, Hull HU1 1AA", 190, 150, h=7),
        seg("VAT GB 123 4567 89 · Tel. 01482 000000", 190, 160, h=7),
        seg(site_caption, 52, 196, h=7),
        seg(SITE, 190, 190, h=9),
        seg("12 Mill Lane, Leeds LS1 4AB", 190, 202, h=7),
        seg("Description", 40, 260, h=8),
        seg("Amount", 520, 260, h=8),
        seg("Paint, white, 10 l", 40, 272, h=8),
        seg("439.44", 520, 272, h=8),
        seg("TOTAL", 420, 300, h=8),
        seg("560.52", 520, 300, h=8),
    ]


def test_a_caption_centred_on_a_block_announces_its_first_line() -> None:
    page = _grid("SUPPLIER", "DELIVER TO")
    vendor = supplier_context(page, VENDOR)
    assert vendor["left_seller"] == 1.0 and vendor["left_buyer"] == 0.0
    site = supplier_context(page, SITE)
    assert site["left_buyer"] == 1.0 and site["left_seller"] == 0.0


def test_a_heading_over_lines_of_its_own_announces_them_not_the_next_column() -> None:
    page = [
        seg("Lakeside Hotels Ltd", 40, 40, h=12),
        seg(VENDOR, 300, 100, h=9),
        seg("Deliver to:", 40, 112, h=8),
        seg("4 Quay Street, Hull HU1 1AA", 300, 112, h=8),
        seg("Lakeside Hotels Ltd", 40, 123, h=8),
        seg("VAT GB 123 4567 89", 300, 124, h=8),
    ]
    vendor = supplier_context(page, VENDOR)
    assert vendor["left_buyer"] == 0.0


def test_the_vendor_beside_its_centred_caption_is_the_supplier_with_confidence() -> None:
    def supplier(vendor: str, *captions: str) -> dict:
        return extract_segments([_grid(*captions, vendor=vendor)], SCHEMA)["fields"]["supplier"]

    captioned = supplier(VENDOR + " Ltd", "SUPPLIER", "DELIVER TO")
    assert captioned["value"] == VENDOR + " Ltd"
    assert captioned["confidence"] >= THRESHOLD
    assert supplier(VENDOR + " Ltd", "", "")["confidence"] < THRESHOLD
    # A vendor with no legal form: the buyer's own site, which has one, is never loaded as
    # the supplier once its caption names it a delivery address.
    for captions in (("SUPPLIER", "DELIVER TO"), ("FORNITORE", "DESTINAZIONE MERCE")):
        bare = supplier(VENDOR, *captions)
        assert bare["value"] != SITE
        assert all(c["confidence"] < THRESHOLD for c in bare["candidates"])

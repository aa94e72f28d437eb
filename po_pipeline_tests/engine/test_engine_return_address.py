"""A letter order for a window envelope (DIN 5008, Swiss and Austrian letters): a return
address line, the issuer's name and postcode, set small just above the vendor's block.
The block under it is addressed, as under "To:", so the vendor's name is no letterhead
even when it carries the page's first legal form and the issuer's name carries none."""

from __future__ import annotations

from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def _letter(return_line: bool) -> list:
    page = [
        seg("Stadtbibliothek Liestal", 58, 39, h=14),
        seg("Erwerbung und Katalogisierung", 58, 56, h=8.4),
        seg("Rösslitor Medien AG", 58, 130, h=9.4),
        seg("Vordergasse 67", 58, 142, h=9.4),
        seg("5619 Biel", 58, 154, h=9.4),
        seg("Bestellung Nr.", 326, 108, h=7.8),
        seg("E902627", 504, 108, h=8.2),
        seg("Datum", 326, 119, h=7.8),
        seg("18.05.2026", 496, 119, h=8.2),
        seg("Bestellung", 58, 200, h=12),
        seg("Pos. ISBN Titel Ex. Preis Netto", 58, 230),
        seg("1 978-3-132-88174-3 Die Geschichte der Schweiz 1 66.62 58.63", 58, 244),
        seg("Total CHF", 330, 280),
        seg("58.63", 500, 280),
        seg("Freundliche Grüsse", 58, 320),
        seg("Stadtbibliothek Liestal", 58, 334),
    ]
    if return_line:
        page.append(seg("Stadtbibliothek Liestal, 2673 Liestal", 58, 111, h=6.4))
    return page


def _supplier(return_line: bool) -> dict:
    out = extract_segments([_letter(return_line)], SCHEMA, with_features=True)
    return out["fields"]["supplier"]


def test_the_block_under_a_return_address_is_addressed() -> None:
    addressed, plain = _supplier(True), _supplier(False)
    assert addressed["value"] == plain["value"] == "Rösslitor Medien AG"
    # Addressed, not taken for the letterhead: more sure of the vendor.
    assert addressed["features"].get("cand_addressed") == 1.0
    assert not addressed["features"].get("cand_first_org")
    assert plain["features"]["cand_first_org"] == 1.0
    assert addressed["confidence"] > plain["confidence"]

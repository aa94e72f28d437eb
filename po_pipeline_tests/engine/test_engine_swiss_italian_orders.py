"""An Italian "Spett." (the abbreviation of "Spettabile") over the vendor's block, and
Switzerland's Italian limited company ("Sagl"): on the words that decide them and on a
hand-set page through the whole engine (shipped models and calibration)."""

from __future__ import annotations

from layout import page_fields, right, seg

from po_pipeline.engine.roles import addressed, role
from po_pipeline.engine.segments import Segment
from po_pipeline.plausibility import has_legal_form, implausible, looks_like_person


def test_spett_addresses_the_block_under_it() -> None:
    assert addressed("Spett.") == 1.0
    assert role("Spett.") == (1.0, 0.0)
    assert implausible("text", "Spett.") == "is a courtesy title, not a name"


def test_a_word_that_begins_like_it_is_no_heading() -> None:
    assert role("Spettacolo") == (0.0, 0.0)


def test_sagl_is_a_legal_form() -> None:
    assert has_legal_form("Gianola Tessili Sagl")
    assert has_legal_form("Rusconi S.a.g.l.")
    assert not looks_like_person("Gianola Tessili Sagl")


def _rowing_club_order() -> list[Segment]:
    """A rowing club's order in Ticino: "Spett." over the vendor's block, a grid at the right."""
    return [
        seg("Società Canottieri Melide 1901", 45, 34, h=15),
        seg("BUONO D'ORDINE", 431, 37, h=13.5),
        seg("Via Riviera 38, 6979 Lugano", 45, 54, h=7.6),
        seg("Spett.", 45, 90, h=7.8),
        seg("Ordine n.", 328, 90, h=8.2),
        seg("ORD-2026-972", 403, 90, h=9),
        seg("Gianola Tessili Sagl", 45, 102, h=8.8),
        seg("Consegna entro", 328, 103, h=8.2),
        seg("22.06.2026", 403, 103, h=8.5),
        seg("Via San Gottardo 40", 45, 113, h=8.8),
        seg("Data", 328, 115, h=8.2),
        seg("11.06.2026", 403, 115, h=8.5),
        seg("6646 Mendrisio", 45, 124, h=8.8),
        seg("Fatturare a", 45, 164, h=7.8),
        seg("Società Canottieri Melide 1901", 45, 176, h=8.2),
        seg("Descrizione Quantità Prezzo Importo", 45, 240, h=7.6),
        seg("Maglie da gara", 78, 255, h=7.6),
        right("1'553.63", 540, 255),
        seg("Totale merce", 299, 322, h=8.4),
        right("CHF 1'553.63", 540, 322),
        seg("IVA 8,1 %", 299, 335, h=8.4),
        right("125.84", 540, 335),
        seg("Totale IVA inclusa", 299, 361, h=9),
        right("CHF 1'679.47", 540, 361),
    ]


def test_the_vendor_under_spett_loads() -> None:
    """Sure enough to pass the shipped gate (the supplier's threshold is 0.97): before, the
    rules found no vendor under "Spett." and the name read as a person's."""
    supplier = page_fields(_rowing_club_order())["supplier"]
    assert supplier["value"] == "Gianola Tessili Sagl"
    assert supplier["confidence"] >= 0.97

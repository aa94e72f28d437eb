"""A postcode and its town under a street line, the other side's quotation cited in Italian
abbreviations ("Rif. Vs. preventivo"), a long title closed by "N. 22", a signature line for a
firm ("Pour Maison Renard SA – Benoît Renard") and "Alla cortese attenzione di" heading the
vendor's block."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.extract import DocumentContext, page_view
from po_pipeline.engine.party_candidates import page_candidates
from po_pipeline.engine.roles import addressed, document_kind, title_kind
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible, label_set

SCHEMA = load_schema()
SUPPLIER = next(f for f in SCHEMA.fields if f.name == "supplier")


def _order(caption: str, street: bool = True, town: str = "54341 Rimini") -> list:
    """An Italian beach club's order: its letterhead left, the vendor's block right."""
    block = [caption, "Stefano Galli Forniture per spiagge"]
    block += ["Via Roma 93"] if street else []
    block += [town, "P.IVA 08791873516"]
    return [
        seg("Lido Aurora S.r.l.", 40, 30, h=14),
        seg("Via del Faro 114 – 58700 Tropea", 40, 48, h=6.5),
        *[seg(t, 320, 40 + 11 * k) for k, t in enumerate(block)],
        seg("ORDINE DI ACQUISTO N. 22", 40, 110, h=12.5),
        seg("Rif. Vs. preventivo", 40, 136, h=6.5),
        seg("n. 321/47", 40, 150),
        seg("Totale documento € 41.250,27", 330, 300),
        seg("Timbro e firma del fornitore per accettazione", 320, 400),
    ]


def _names(page: list) -> set[str]:
    view = page_view(page, SCHEMA, DocumentContext())
    return {c.value for c in page_candidates(SUPPLIER, view, 0)}


@pytest.mark.parametrize(
    ("line", "town"),
    [
        ("54341 Rimini", "Rimini"),
        # The province's code in brackets is no legal form (Co, SA, AG are).
        ("22100 Como (CO)", "Como (CO)"),
        ("84100 Salerno (SA)", "Salerno (SA)"),
        ("92100 Agrigento (AG)", "Agrigento (AG)"),
    ],
)
def test_a_town_under_a_street_line_is_no_name(line: str, town: str) -> None:
    names = _names(_order("Spett.le", town=line))
    assert "Stefano Galli Forniture per spiagge" in names
    assert town not in names


def test_a_number_and_a_word_with_no_street_above_may_be_a_vendor_code_and_name() -> None:
    # An ERP prints its vendor number before the name ("846206 Torres e Hijos"): without a
    # street line above, the line is no town's.
    assert "Rimini" in _names(_order("Spett.le", street=False))


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Rif. Vs. preventivo", (False, False)),  # your quotation, cited
        ("Vs. preventivo", (False, False)),
        ("ORDINE DI ACQUISTO N. 22", (False, True)),
        ("Ordine n. 84", (False, True)),
        ("PREVENTIVO", (True, False)),
    ],
)
def test_title_kinds(text: str, kind: tuple[bool, bool]) -> None:
    assert title_kind(text) == kind


def test_the_order_is_the_buyers_paper() -> None:
    view = page_view(_order("Spett.le"), SCHEMA, DocumentContext())
    assert document_kind([view]) == (0.0, 1.0)


def test_a_cited_quotation_is_a_label() -> None:
    labels = label_set(SCHEMA.label_words())
    assert implausible("text", "Rif. Vs. preventivo", labels=labels) == "is a label"
    assert implausible("text", "Vs. preventivo", labels=labels) == "is a label"


@pytest.mark.parametrize(
    "text",
    [
        "Pour Maison Renard SA – Benoît Renard",
        "Pour Atelier du Chocolat Dumont – Nathalie Dumont",
        "For and on behalf of Halesworth Rovers FC",
    ],
)
def test_a_signature_line_for_a_firm_is_no_party(text: str) -> None:
    assert implausible("text", text) == "is a signature line, not the party's name"


@pytest.mark.parametrize(
    "text", ["Per Aarsleff A/S - Danmark", "Forsyth Tools Ltd", "Für Elise GmbH"]
)
def test_a_name_that_begins_like_one_is_kept(text: str) -> None:
    assert implausible("text", text) == ""


def test_alla_cortese_attenzione_addresses_the_block() -> None:
    assert addressed("Alla cortese attenzione di")
    assert addressed("All'attenzione di")

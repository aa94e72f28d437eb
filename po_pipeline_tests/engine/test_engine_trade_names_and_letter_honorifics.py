"""Vendors as small trades name themselves, and captions as letters print them, on small
PDFs and OCR-like segments: a firm named by its trade and its owner ("Talabartería Aráoz",
"Sattlerei Hofbauer") is no contact person, so the buyer's own company does not win over
it; a Taiwanese letter's honorific after the vendor ("…有限公司鈞鑒"); "Fatturare a" and
"Facturer à" over the buyer's accounts; a total's label
with its currency and tax ("Total NZD incl GST") over its figure; OCR's "s.r.I."; an
Italian street line; and an OCR caption whose next line's box starts inside its own."""

from __future__ import annotations

from typing import Any

import pytest
from layout import Line, page_pdf

from po_pipeline.engine.found import Found, ocr_legal_form, rank, schema_labels
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.nearby import from_label
from po_pipeline.engine.reading import read_pages
from po_pipeline.engine.roles import role
from po_pipeline.engine.rules import extract_page_fields, page_view
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import ADDRESS_LINE, implausible, looks_like_person, names_a_trade

SCHEMA = load_schema()
SPECS = {f.name: f for f in SCHEMA.fields}


def _rules(lines: list[Line]) -> dict[str, Any]:
    """What the field rules found on the page, field by field (value, or "")."""
    found = extract_page_fields(read_pages(page_pdf(lines))[0], SCHEMA)
    return {k: f.value if f is not None else "" for k, f in found.items()}


@pytest.mark.parametrize(
    "name",
    [
        "Talabartería Aráoz",
        "Sattlerei Hofbauer",
        "Brandstätter Futtermittel",
        "Falegnameria Pedroni",
        "Bottaio Malpighi",
        "Menuiserie Garnier",
        "Atelier Dubois",
        "Rapin Sports",
        "Etichettificio Rossi",
    ],
)
def test_a_firm_named_by_its_trade_is_no_person(name: str) -> None:
    assert names_a_trade(name)


@pytest.mark.parametrize(
    "name", ["John Miller", "Valerie Dubois", "Valeria Bianchi", "Maria Rossi", "Hans Gerber"]
)
def test_a_person_s_name_still_is_one(name: str) -> None:
    """The trade endings are long enough to pass over given names ("Valerie", "Valeria")."""
    assert looks_like_person(name) and not names_a_trade(name)


def _ranked(vendor: str) -> list[str]:
    """The field rules' supplier candidates, best first: the name under the vendor's caption
    (0.8), then the buyer's own company with its legal form (0.6)."""

    def found(value: str, confidence: float, top: float) -> Found:
        return Found(value, confidence, [44, top, 200, top + 10], "text", top, "below", value)

    candidates = [found(vendor, 0.8, 102), found("Estancia El Rincón S.R.L.", 0.6, 40)]
    return [f.value for f in rank(SPECS["supplier"], candidates, frozenset())]


@pytest.mark.parametrize("vendor", ["Talabartería Aráoz", "Sattlerei Hofbauer"])
def test_a_vendor_named_by_its_trade_keeps_its_place_against_a_company(vendor: str) -> None:
    assert _ranked(vendor)[0] == vendor


def test_a_person_where_the_vendor_belongs_still_gives_way_to_a_company() -> None:
    """The rule the trade words narrow: a contact person loses to a company-like name."""
    assert _ranked("Juan Pérez")[0] == "Estancia El Rincón S.R.L."


@pytest.mark.parametrize("honorific", ["鈞鑒", "台鑒", "钧鉴", "惠鑒"])
def test_a_chinese_letter_s_honorific_after_the_vendor_is_cut(honorific: str) -> None:
    lines = [
        (40, 40, "宏興資源回收股份有限公司", 15),
        (400, 40, "訂購單", 16),
        (40, 60, "台中市西屯區工業區一路88號 電話 04-2359-1234", 7.5),
        (40, 100, f"全順機電工程有限公司{honorific}", 10),
        (330, 100, "訂購單號：PO-1140523", 9),
        (40, 140, "1 打包帶 PP 15mm 捲 20 350 7,000", 8),
        (330, 180, "總計 NT$7,350", 9),
    ]
    assert _rules(lines)["supplier"] == "全順機電工程有限公司"


@pytest.mark.parametrize(
    "heading", ["Fatturare a", "Consegnare a", "Spedire a", "Destino", "Facturer à", "Livrer à"]
)
def test_an_imperative_heading_names_the_buyer_s_side(heading: str) -> None:
    """Italian, French and Spanish orders head the buyer's accounts and depot "Fatturare
    a", "Facturer à", "Destino": the blocks under them are the buyer's, not the vendor's."""
    assert role(heading) == (0.0, 1.0)
    if heading in ("Fatturare a", "Consegnare a", "Spedire a", "Destino"):
        found = matcher_for(SCHEMA).match(heading)
        assert found is not None and found.entry.field is None  # a distractor


@pytest.mark.parametrize(
    ("label", "figure", "total"),
    [
        ("Total NZD incl GST", "NZ$25,608.15", "25608.15"),
        ("Gesamt inkl. USt", "€ 9.202,09", "9202.09"),
    ],
)
def test_a_total_s_figure_under_its_label_with_currency_and_tax(
    label: str, figure: str, total: str
) -> None:
    lines = [
        (40, 40, "Fox Glacier Adventure Tourism Limited", 14),
        (40, 70, "Purchase Order PO9096", 10),
        (40, 120, "1 Dry bag 20 L 20 each 48.27 965.40", 8),
        (348, 160, "GST 15%", 8.6),
        (506, 160, "3,340.19", 8.6),
        (348, 177, label, 9.2),
        (483, 193, figure, 11.5),
        (348, 215, "Balance after deposit", 8.6),
        (506, 215, "1,000.00", 8.6),
    ]
    assert _rules(lines)["total"] == total


@pytest.mark.parametrize(
    ("read", "meant"),
    [
        ("Tipografia Rinaldi s.r.I.", "Tipografia Rinaldi s.r.l."),
        ("Cuénod Paragliding SàrI", "Cuénod Paragliding Sàrl"),
        ("Acme S.R.I.", "Acme S.R.I."),  # capitals: an L would not be read as I
    ],
)
def test_ocr_s_misread_legal_form_is_mended(read: str, meant: str) -> None:
    assert ocr_legal_form(read) == meant


@pytest.mark.parametrize(
    "line",
    ["Zona Artigianale 90", "Località Pontevecchio 12", "Impasse des Lilas 4", "Rua Augusta 27"],
)
def test_a_street_line_of_more_languages_is_no_name(line: str) -> None:
    assert implausible("text", line) == ADDRESS_LINE


def test_ocr_s_next_line_under_a_caption_starts_inside_its_box() -> None:
    """OCR's boxes stand 15 points tall on lines 10 points apart: the vendor's box starts
    inside "Fornitore"'s, and is the line under it, not one beside it."""

    def box(text: str, x0: float, top: float, x1: float) -> Segment:
        return Segment(text, x0, top, x1, top + 15.6, "ocr")

    segments = [
        box("Acetaia Giusti s.r.l.", 44, 32, 180),
        box("Fornitore", 44, 83, 98),
        box("Bottaio Zanasi s.n.c.", 44, 93, 152),
        box("Zona Artigianale 90", 43, 104, 135),
        box("56562 Empoli (RE)", 44, 116, 140),
    ]
    page = page_view(segments, SCHEMA)
    k = next(i for i, s in enumerate(segments) if s.text == "Fornitore")
    match = page.matches[k]
    assert match is not None and match.entry.field == "supplier"
    assert [f.value for f in from_label(SPECS["supplier"], page, k, match)] == [
        "Bottaio Zanasi s.n.c."
    ]


def test_the_total_with_tax_and_not_the_goods_subtotal() -> None:
    """A Taiwanese order sums its goods ("貨款小計"), takes a discount, adds freight, and
    states the total with tax ("含稅總計"): the last is the total."""
    lines = [
        (40, 40, "宏興資源回收股份有限公司", 15),
        (400, 40, "訂購單", 16),
        (40, 70, "訂購單號：1140704-14", 9),
        (40, 100, "1 剪斷機刀片 600mm SKD11 片 1 15,061 15,061", 8),
        (40, 114, "2 堆高機實心輪胎 6.50-10 條 1 5,398 5,398", 8),
        (300, 140, "貨款小計", 8),
        (500, 140, "20,459", 8),
        (300, 154, "折讓", 8),
        (500, 154, "-409", 8),
        (300, 168, "運送費", 8),
        (500, 168, "500", 8),
        (300, 182, "含稅總計", 8),
        (500, 182, "$20,550", 8),
    ]
    assert _rules(lines)["total"] == "20550.00"


@pytest.mark.parametrize(
    "caption",
    [
        "Port et emballage",
        "Frais de port et d'emballage",
        "Montant net",
        "Désignation",
        "Condición de pago",
    ],
)
def test_more_captions_of_french_and_spanish_orders_are_no_names(caption: str) -> None:
    found = matcher_for(SCHEMA).match(caption)
    assert found is not None and found.entry.field is None  # a distractor
    assert implausible("text", caption, labels=schema_labels(SCHEMA)) == "is a label"

"""The captions of an ERP print's reference panel ("Company code 2753", "Purchasing group
P55") are labels, never the supplier; a page's carried-over amount ("Carry-over 5,736.22") is
no total; OCR's capital I for the l of an Italian legal form ("S.r.I.", "F.Ili") is read as l."""

from __future__ import annotations

import pytest
from layout import right, seg

from po_pipeline.engine.found import ocr_legal_form, schema_labels
from po_pipeline.engine.party_candidates import page_candidates
from po_pipeline.engine.rules import extract_page_fields, page_view
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import implausible

SCHEMA = load_schema()
SUPPLIER = next(f for f in SCHEMA.fields if f.name == "supplier")

PANEL = [
    ("Purchase order no.", "5571381548"),
    ("Vendor number", "307885"),
    ("Purchasing group", "P55 / Michael Russell"),
    ("Scheduling agreement", "5504451764"),
    ("Company code", "2753"),
]


def _sap_page() -> list:
    page = [
        seg("Severn Chemical Company", 40, 40, h=16),
        seg("Purchase order", 400, 40, h=16),
        seg("Severn Chemical Company · 48 Industrial Pkwy · Boise, ID 83733", 40, 110, h=6),
        seg("Donovan Office Solutions Inc.", 40, 122),
        seg("6 Commerce Dr", 40, 134),
        seg("Raleigh, NC 27665", 40, 146),
    ]
    for k, (caption, value) in enumerate(PANEL):
        page += [seg(caption, 330, 110 + 14 * k), seg(value, 440, 110 + 14 * k)]
    return page


@pytest.mark.parametrize(
    "caption",
    ["Company code", "Purchasing group", "Purchasing organization", "Scheduling agreement"],
)
def test_an_erp_panels_caption_is_a_label(caption: str) -> None:
    assert implausible("text", caption, labels=schema_labels(SCHEMA)) == "is a label"


def test_an_erp_panels_captions_are_no_supplier_candidates() -> None:
    names = {c.value for c in page_candidates(SUPPLIER, page_view(_sap_page(), SCHEMA), 0)}
    assert "Donovan Office Solutions Inc." in names
    assert not names & {caption for caption, _ in PANEL}


@pytest.mark.parametrize("caption", ["Carry-over", "Carry over", "Carried over", "Brought forward"])
def test_a_carried_over_amount_is_no_total(caption: str) -> None:
    # The items above add up to it, as they do at the foot of every full page.
    page = [seg("Purchase order", 400, 40, h=16)]
    for k, amount in enumerate(["1,000.00", "2,000.00", "2,736.22"]):
        page += [seg(f"000{k + 1}0 Bearing, deep groove 6305-2RS", 40, 300 + 14 * k)]
        page += [right(amount, 560, 300 + 14 * k)]
    page += [seg(caption, 400, 342), right("5,736.22", 560, 342)]
    found = extract_page_fields(page, SCHEMA)["total"]
    assert found is None or found.value != "5736.22"


def test_the_total_after_a_carried_over_amount_is_the_total() -> None:
    page = [
        seg("Purchase order", 400, 40, h=16),
        seg("Brought forward", 320, 100),
        right("5,736.22", 560, 100),
        seg("00110 Hex flange bolt M10 1,000 EA 1.31", 40, 130),
        right("1,310.00", 560, 130),
        seg("Total USD", 320, 160),
        right("7,046.22", 560, 160),
    ]
    found = extract_page_fields(page, SCHEMA)["total"]
    assert found is not None and found.value == "7046.22"


@pytest.mark.parametrize(
    ("read", "name"),
    [
        ("F.lli Rossi S.r.I.", "F.lli Rossi S.r.l."),
        ("F.Ili Galli S.n.c.", "F.lli Galli S.n.c."),
        ("Ilva Serramenti S.r.l.", "Ilva Serramenti S.r.l."),
        ("S.r.I.A. Impianti S.p.A.", "S.r.I.A. Impianti S.p.A."),
    ],
)
def test_ocr_reads_the_l_of_an_italian_legal_form_as_a_capital_i(read: str, name: str) -> None:
    assert ocr_legal_form(read) == name

"""Classes read in blind18's misses (stop 35): a construction commitment (its vendor block
"CONTRACT COMPANY", the architect and owner beside it, its current value after change
orders and tax), a deposit already paid before what is left to pay, an attention line, a
form whose captions are numbered and bilingual (OCR may misread the translation), a tax
note between a total's label and its figure, Polish invoices quoting the buyer's order, and
Hong Kong's "合共"."""

from __future__ import annotations

import pytest
from layout import right, seg

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def field(segments: list[Segment], name: str) -> str:
    found = extract_page_fields(segments, SCHEMA)[name]
    return found.value if found else ""


def commitment(summary: list[tuple[str, str]]) -> list[Segment]:
    """A general contractor's purchase order: its letterhead, the vendor's block under
    "CONTRACT COMPANY", the project's beside it with its architect, an items table with its
    own total, and the contract summary below."""
    page = [
        seg("Marchetti & Delgado Construction, Inc.", 79, 28),
        seg("PURCHASE ORDER", 351, 28),
        seg("PO # 21432-055", 494, 44),
        seg("CONTRACT COMPANY", 37, 103),
        seg("PROJECT", 316, 103),
        seg("Hartwell Electrical Wholesale", 37, 114),
        seg("Pinecrest Elementary School Modernization", 316, 114),
        seg("616 N. Main St.", 37, 128),
        seg("Project #: 21432", 316, 128),
        seg("Olympia, WA 98310", 37, 138),
        seg("Owner: Riverside School District", 316, 149),
        seg("Architect: Abernathy + Partners", 316, 170),
        seg("Vendor Quote:", 306, 206),
        seg("5172-11", 398, 206),
        seg("#", 46, 273),
        seg("Description", 202, 273),
        seg("Amount", 543, 273),
        seg("1", 46, 287),
        seg("THHN #12 Cu, 500' reel", 202, 287),
        right("34,657.50", 578, 287),
        seg("2", 46, 300),
        seg("LED troffer 2x4, 4000K", 202, 300),
        right("980.04", 578, 300),
        seg("Total", 454, 327),
        right("35,637.54", 578, 327),
        seg("CONTRACT SUMMARY", 325, 439),
    ]
    for k, (label, amount) in enumerate(summary):
        page += [seg(label, 325, 457 + 16 * k), right(amount, 578, 457 + 16 * k)]
    return page


@pytest.mark.parametrize(
    ("summary", "total"),
    [
        (
            [
                ("Original PO Amount", "$35,637.54"),
                ("Sales Tax (7.25%)", "$2,583.72"),
                ("Total Commitment", "$38,221.26"),
            ],
            "38221.26",
        ),
        (
            [
                ("Original Contract Amount", "$35,637.54"),
                ("Approved Change Orders", "($772.35)"),
                ("Revised Contract Sum", "$34,865.19"),
                ("Billed to Date", "$10,000.00"),
                ("Balance to Finish", "$24,865.19"),
            ],
            "34865.19",
        ),
    ],
)
def test_a_commitments_value_after_change_orders_and_tax_is_its_total(
    summary: list[tuple[str, str]], total: str
) -> None:
    page = commitment(summary)
    assert field(page, "total") == total
    # The vendor is the block under "CONTRACT COMPANY", not the architect beside it, nor
    # the word after "Vendor" in "Vendor Quote:".
    assert field(page, "supplier") == "Hartwell Electrical Wholesale"


def test_the_project_and_its_parties_are_no_vendor() -> None:
    page = [
        seg("VENDOR", 36, 103),
        seg("PROJECT", 316, 103),
        seg("Kowalski Ready-Mix LLC", 36, 114),
        seg("Riverside Medical Office Building", 316, 114),
        seg("Owner: Clark Health Partners LLC", 316, 159),
    ]
    assert field(page, "supplier") == "Kowalski Ready-Mix LLC"
    matcher = matcher_for(SCHEMA)
    for text in ("Architect: Abernathy + Partners", "Owner: Clark Health Partners LLC"):
        m = matcher.match(text)
        assert m is not None and m.entry.kind == "distractor", text


def french_totals(*, deposit: bool) -> list[Segment]:
    page = [
        seg("Total HT", 381, 375),
        right("2 916,32", 560, 375),
        seg("Total TVA", 381, 385),
        right("441,01", 560, 385),
        seg("Total TTC", 381, 398),
        right("3 357,33 EUR", 560, 398),
    ]
    if deposit:
        page += [seg("Acompte versé", 381, 413), right("-1 007,20", 560, 413)]
    return page + [seg("Net à payer", 381, 426), right("2 350,13 EUR" if deposit else "", 560, 426)]


def test_what_is_left_to_pay_after_a_deposit_is_not_the_total() -> None:
    assert field(french_totals(deposit=True), "total") == "3357.33"


def test_without_a_deposit_the_amount_to_pay_is_still_read() -> None:
    page = [
        seg("Total HT", 381, 375),
        right("2 916,32", 560, 375),
        seg("Total TVA", 381, 385),
        right("441,01", 560, 385),
        seg("Net à payer", 381, 426),
        right("3 357,33 EUR", 560, 426),
    ]
    assert field(page, "total") == "3357.33"


@pytest.mark.parametrize(
    "text",
    ["À l'attention de Mme Leclerc", "A l'attention de M. Guérin", "All'attenzione di Sig. Rossi"],
)
def test_an_attention_line_names_a_person_not_a_party(text: str) -> None:
    m = matcher_for(SCHEMA).match(text)
    assert m is not None and m.entry.kind == "distractor"
    page = [
        seg("Fournisseur", 324, 77),
        seg("Cartonnages Caron & Fils", 324, 92),
        seg(text, 324, 106),
        seg("70 avenue de la Gare", 324, 118),
    ]
    assert field(page, "supplier") == "Cartonnages Caron & Fils"


@pytest.mark.parametrize("translation", ["訂單編號", "訂单编获"])
def test_numbered_bilingual_captions_over_their_values(translation: str) -> None:
    """A Hong Kong form numbers its captions and prints each in two languages; OCR may
    misread the Chinese one ("訂单编获" for 訂單編號)."""
    page = [
        seg("PURCHASE ORDER", 455, 51),
        seg("1. Supplier 供應商", 46, 99),
        seg(f"3. P.O. No. {translation}", 327, 99),
        seg("4. Date 日期", 442, 99),
        seg("永發電器有限公司", 52, 111),
        seg("PO/2026/0561", 329, 111),
        seg("14/05/2026", 444, 111),
        seg("Wing Fat Electrical Company Limited", 52, 124),
        seg("5. Quotation Ref. 報價單編號", 327, 138),
        seg("1374/26", 329, 150),
        seg("Sub-total 小計", 403, 468),
        right("62,097.60", 560, 468),
        seg("TOTAL 合共 HK$", 403, 488),
        right("62,097.60", 560, 486),
    ]
    assert field(page, "order_number") == "PO/2026/0561"
    assert field(page, "supplier") == "永發電器有限公司"
    assert field(page, "total") == "62097.60"


@pytest.mark.parametrize(
    ("text", "field_name"),
    [
        ("1. Supplier", "supplier"),
        ("(3) P.O. No.", "order_number"),
        ("10) Total:", "total"),
        # A numbered clause is no caption: nothing after its number starts a label.
        ("1. Please quote the P.O. No. on all invoices", None),
    ],
)
def test_a_forms_number_before_a_caption_is_passed_over(text: str, field_name: str | None) -> None:
    m = matcher_for(SCHEMA).match(text)
    assert (m.entry.field if m is not None and m.entry.kind == "label" else None) == field_name


def test_a_tax_note_between_a_totals_label_and_its_figure() -> None:
    page = [
        seg("% IVA", 84, 509),
        seg("Base imponible", 135, 509),
        seg("Total base imponible", 351, 509),
        right("12.365,72", 560, 509),
        seg("21 %", 89, 523),
        seg("12.365,72", 161, 523),
        seg("2.596,80", 259, 523),
        seg("Total IVA", 351, 523),
        right("2.596,80", 560, 523),
        seg("Total pedido (IVA incl.) 14.962,52 EUR", 351, 541),
    ]
    assert field(page, "total") == "14962.52"


@pytest.mark.parametrize(
    ("caption", "number"),
    [
        ("Nr zamówienia klienta:", "ZK/25/9981"),
        ("Dotyczy zamówienia nr:", "4500838466"),
        ("Państwa zamówienie nr:", "Z-355/06/2025"),
        ("Zamówienie nabywcy nr:", "ZAM/2025/0470"),
    ],
)
def test_a_polish_invoice_quotes_the_buyers_order(caption: str, number: str) -> None:
    page = [
        seg("Hurtownia Budowlana ELTECH s.c.", 45, 37),
        seg("FAKTURA nr 293/2025", 205, 81),
        seg("Sprzedawca:", 37, 114),
        seg("Nabywca:", 304, 114),
        seg("Hurtownia Budowlana ELTECH s.c.", 37, 128),
        seg("Spółdzielnia Mieszkaniowa „Tomex”", 304, 128),
        seg(caption, 43, 205),
        seg(number, 175, 205),
        seg("Dokument WZ:", 304, 205),
        seg("WZ/5952/11/2025", 422, 205),
    ]
    assert field(page, "order_number") == number


def test_a_numbered_caption_beside_a_label_is_no_value() -> None:
    """A grid of numbered captions over their values: the caption right of "3. PO Number"
    ("4. Quotation Ref.") is the next field, not the number "4"."""
    page = [
        seg("Purchase Order", 440, 32),
        seg("1. Purchase Request No.", 46, 81),
        seg("2. PO Date", 173, 81),
        seg("3. PO Number", 301, 81),
        seg("4. Quotation Ref.", 428, 81),
        seg("REQ-34343", 46, 92),
        seg("22/10/2025", 173, 92),
        seg("PO-KE-25-6213", 301, 92),
        seg("ITB-KE-2025-33", 428, 92),
    ]
    assert field(page, "order_number") == "PO-KE-25-6213"

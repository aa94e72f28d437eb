"""Purchasing vocabulary beyond the first languages: Czech, Polish, Portuguese, Swedish,
Danish, Norwegian, Finnish and Italian labels, local currency marks, a document series
before its number, and the line-item column heads of those languages."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.money import find_money
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import identifier_value, money_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Objednávka č.: 4549674668", "4549674668"),
        ("Nr zamówienia: ZK-729871", "ZK-729871"),
        ("N.º Encomenda: ENC25/1902", "ENC25/1902"),
        ("Beställningsnummer: 581744", "581744"),
        ("Ordrenr.: 45-2207", "45-2207"),
        ("Tilausnumero: TIL-88231", "TIL-88231"),
        ("Vs. Ordine N. 4542893829", "4542893829"),
        ("ZAMÓWIENIE nr ZK-729871", "ZK-729871"),
    ],
)
def test_order_number_labels_of_more_languages(line: str, expected: str) -> None:
    assert values([seg(line, 40, 80)])["order_number"] == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Att betala 1 302,00 SEK", "1302.00"),
        ("Total inkl. moms 12.450,00 kr", "12450.00"),
        ("Razem do zapłaty 1 234,50 zł", "1234.50"),
        ("Yhteensä 2 480,00 €", "2480.00"),
        ("TOTAL TVA comprise EUR 8.685,91", "8685.91"),
    ],
)
def test_total_labels_of_more_languages(line: str, expected: str) -> None:
    assert values([seg(line, 300, 700)])["total"] == expected


def test_a_belgian_total_excluding_vat_is_not_the_total() -> None:
    page = [seg("Total HTVA 7.178,44", 300, 680), seg("TOTAL TVA comprise EUR 8.685,91", 300, 700)]
    assert values(page)["total"] == "8685.91"


def test_the_supplier_under_a_czech_heading_not_the_buyer() -> None:
    page = [
        seg("Odběratel:", 40, 100),
        seg("Město Ostrava", 40, 114),
        seg("Dodavatel:", 300, 100),
        seg("Bohemia Tech Obaly s.r.o.", 300, 114),
    ]
    assert values(page)["supplier"] == "Bohemia Tech Obaly s.r.o."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("19 125,00 Kč", "19125.00"),
        ("1 302,00 SEK", "1302.00"),
        ("kr 1.234,50", "1234.50"),
        ("R 12 345,67", "12345.67"),
        ("Fr. 1'234.55", "1234.55"),
    ],
)
def test_local_currency_marks_make_an_amount_alone(text: str, expected: str) -> None:
    assert money_value(text, strict=True) == expected


@pytest.mark.parametrize("text", ["Nr 12345", "12 ft", "Entry 5"])
def test_a_word_ending_in_a_currency_letter_is_no_currency(text: str) -> None:
    assert not any(m.has_currency for m in find_money(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [("NE 2025/2900", "NE 2025/2900"), ("EF 2026/137", "EF 2026/137"), ("REF 12345", "")],
)
def test_a_document_series_before_its_number(text: str, expected: str) -> None:
    assert identifier_value(text) == expected


def test_a_line_item_column_head_is_not_the_total() -> None:
    """A Czech invoice: "Celkem" heads the line amounts and labels the grand total below."""
    page = [
        seg("Označení dodávky", 36, 321),
        seg("Počet m.j.", 236, 321),
        seg("Cena za m.j.", 286, 321),
        seg("Celkem", 527, 321),
        seg("Kartonová krabice 400 x 300 x 300", 36, 335),
        seg("8 295,88", 525, 335),
        seg("Celkem", 361, 492),
        seg("19 125,00 Kč", 495, 492),
    ]
    assert values(page)["total"] == "19125.00"


def test_an_address_line_beside_the_title_is_not_its_number() -> None:
    """A Belgian order: the title on the left, the supplier's postcode line far to its right;
    the number sits under "Bestelbon nr." in the header row below."""
    page = [
        seg("Nijverheidslaan 19", 347, 123),
        seg("BESTELBON", 36, 137, h=16),
        seg("3500 Hasselt", 347, 134),
        seg("Bestelbon nr.", 39, 176),
        seg("Datum", 144, 176),
        seg("588951", 39, 190),
        seg("08/11/2025", 144, 190),
    ]
    assert values(page)["order_number"] == "588951"

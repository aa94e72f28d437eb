"""A total's label may say that tax is included or name its currency in words ("TOTAL inc GST
AUD", "TOTAL EUROS"); an amount may carry a code beside its sign ("NZD $4,745.88"); a name
signed by a department ("Dpto. Comercial - Hidráulica Torres S.A.") is the company's; a
labelled name addressed with "御中" is the name without it; OCR's "Itée" is "ltée"; an amount
labelled as before tax ("Auftragssumme netto") is no total; a mark's dot may touch its figure
("kr.15.395,91"); a Swedish confirmation ("Bekräftelse av order") quotes the buyer's number
("Ert inköpsordernr")."""

from __future__ import annotations

from decimal import Decimal

import pytest
from layout import right, seg

from po_pipeline.engine.found import ocr_legal_form
from po_pipeline.engine.money import find_money, is_money_only
from po_pipeline.engine.party_candidates import page_candidates
from po_pipeline.engine.roles import role
from po_pipeline.engine.rules import extract_page_fields, page_view
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
SUPPLIER = next(f for f in SCHEMA.fields if f.name == "supplier")


@pytest.mark.parametrize(
    ("text", "value"),
    [("NZD $4,745.88", "4745.88"), ("AUD $ 1,234.50", "1234.50"), ("1.234,50 € EUR", "1234.50")],
)
def test_a_code_beside_its_sign_is_one_amount(text: str, value: str) -> None:
    assert is_money_only(text)
    [match] = find_money(text)
    assert match.value == Decimal(value) and match.has_currency


def _totals(caption: str, figure: str) -> list:
    # Freight alone before the total: the total is no sum of the amounts above it.
    return [
        seg("PURCHASE ORDER", 220, 40, h=18),
        seg("Freight", 320, 300),
        right("95.00", 560, 300),
        seg(caption, 320, 328),
        right(figure, 560, 328),
    ]


@pytest.mark.parametrize(
    ("caption", "figure"),
    [
        ("TOTAL inc GST AUD", "8,846.65"),
        ("Order Total incl GST", "NZD $8,846.65"),
        ("Total inc. HST", "8,846.65"),
    ],
)
def test_a_total_that_says_tax_is_included_is_the_total(caption: str, figure: str) -> None:
    found = extract_page_fields(_totals(caption, figure), SCHEMA)["total"]
    assert found is not None and found.value == "8846.65"


def test_a_total_in_a_strip_of_headers_names_its_currency_in_words() -> None:
    heads = ["Importe bruto", "Portes", "% IVA", "Cuota IVA", "TOTAL EUROS"]
    values = ["2.872,55", "42,36", "21", "585,14", "3.371,51 €"]
    page = [seg("CONFIRMACIÓN DE PEDIDO", 220, 40, h=18)]
    for k, (head, value) in enumerate(zip(heads, values)):
        page += [seg(head, 44 + 100 * k, 664), seg(value, 44 + 100 * k, 678)]
    found = extract_page_fields(page, SCHEMA)["total"]
    assert found is not None and found.value == "3371.51"


def test_a_total_of_a_quantity_with_tax_words_is_still_no_total() -> None:
    page = [seg("Total Qty", 320, 300), right("12", 560, 300)]
    assert extract_page_fields(page, SCHEMA)["total"] is None


def _names(lines: list) -> set[str]:
    return {c.value for c in page_candidates(SUPPLIER, page_view(lines, SCHEMA), 0)}


def test_a_company_signed_by_its_department_is_the_company() -> None:
    names = _names([seg("Dpto. Comercial - Hidráulica Torres S.A.", 40, 700)])
    assert "Hidráulica Torres S.A." in names
    assert not any(n.startswith("Dpto") for n in names)


def test_a_department_before_a_word_that_is_no_company_stays_whole() -> None:
    assert "Procurement" not in _names([seg("Department of Health - Procurement", 40, 700)])


def test_a_labelled_name_addressed_with_onchu_is_the_name() -> None:
    names = _names([seg("発注先 朝日商事株式会社 御中", 40, 120)])
    assert "朝日商事株式会社" in names
    assert not any("御中" in n for n in names)


def test_bill_to_in_spanish_names_the_buyer() -> None:
    assert role("Facturar a:") == (0.0, 1.0)


@pytest.mark.parametrize(
    ("read", "name"),
    [
        ("Morin & Fils Itée", "Morin & Fils ltée"),
        ("Acme Trading Itd", "Acme Trading ltd"),
        ("Itemized Supplies Inc.", "Itemized Supplies Inc."),
    ],
)
def test_ocr_reads_the_l_of_ltee_as_a_capital_i(read: str, name: str) -> None:
    assert ocr_legal_form(read) == name


def test_a_mark_whose_dot_touches_the_figure_is_one_amount() -> None:
    [match] = find_money("Total inkl. moms kr.15.395,91")
    assert match.value == Decimal("15395.91") and match.has_currency


def test_an_amount_before_tax_is_not_the_total_and_the_gross_one_is() -> None:
    page = [
        seg("Bestellung", 220, 40, h=18),
        seg("Auftragssumme netto", 318, 433),
        right("48.056,88", 560, 433),
        seg("zzgl. 19 % MwSt.", 318, 447),
        right("9.130,81", 560, 447),
        seg("Gesamtsumme brutto", 318, 461),
        right("57.187,69 €", 560, 461),
    ]
    found = extract_page_fields(page, SCHEMA)["total"]
    assert found is not None and found.value == "57187.69"
    net_only = extract_page_fields(page[:3], SCHEMA)["total"]
    assert net_only is None or net_only.method != "right"


def test_a_swedish_confirmation_gives_the_buyers_order_number() -> None:
    page = [
        seg("Mälardalensindustri Aktiebolag", 40, 40, h=14),
        seg("Bekräftelse av order", 360, 40, h=14),
        seg("Ordernr 213820", 320, 120),
        seg("Kundnr 36891", 320, 134),
        seg("Ert inköpsordernr 929119", 320, 148),
    ]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is not None and found.value == "929119"


@pytest.mark.parametrize("caption", ["Total net à payer", "Totale netto a pagare"])
def test_what_is_left_to_pay_is_the_total_though_it_says_net(caption: str) -> None:
    page = _totals(caption, "1 234,56 €")
    found = extract_page_fields(page, SCHEMA)["total"]
    assert found is not None and found.value == "1234.56"

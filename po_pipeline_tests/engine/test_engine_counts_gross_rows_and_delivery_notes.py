"""Classes read in blind16's misses (stop 33): a count after a total's label, a totals row
of net, tax and gross, a tax distractor that says the tax is included, a quoted order label
with its number sign, a delivery note's own number beside the buyer's order number (zh-Hant,
Hungarian), a paper's code before its number, and names glued to their courtesy or to the
paper's title."""

from __future__ import annotations

import pytest
from layout import right, seg

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.party_candidates import _name_before_title
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import identifier_value, text_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def field(segments: list[Segment], name: str) -> str:
    found = extract_page_fields(segments, SCHEMA)[name]
    return found.value if found else ""


@pytest.mark.parametrize(
    "label", ["Totale capi: 196", "Totale paia: 88", "Total pièces : 40", "Total unidades: 12"]
)
def test_a_count_after_a_total_label_is_not_the_total(label: str) -> None:
    page = [
        seg("Articolo Descrizione Prezzo Importo", 40, 160),
        seg(label, 38, 295),
        seg("Imponibile", 604, 295),
        right("€ 26.824,98", 820, 295),
        seg("IVA 22%", 604, 309),
        right("€ 5.901,50", 820, 309),
        seg("Totale ordine", 604, 322),
        right("€ 32.726,48", 820, 322),
    ]
    assert field(page, "total") == "32726.48"


@pytest.mark.parametrize(
    ("rest", "named"),
    [
        (" incl. VAT: 1,234.00", "1234.00"),
        (" con IVA: 1.234,00", "1234.00"),
        (": 1.234,00", "1234.00"),
    ],
)
def test_tax_included_after_a_total_label_still_names_the_total(rest: str, named: str) -> None:
    page = [seg("Item Price Amount", 40, 100), seg(f"Total{rest}", 300, 300)]
    assert field(page, "total") == named


def test_a_totals_row_of_net_tax_and_gross_gives_the_gross() -> None:
    page = [
        seg("ÁFA-kulcs", 40, 495),
        seg("Nettó", 147, 495),
        seg("ÁFA", 223, 495),
        seg("Bruttó", 293, 495),
        seg("Összesen", 41, 520),
        seg("312 460 Ft", 126, 520),
        seg("84 364 Ft", 199, 520),
        seg("396 824 Ft", 274, 520),
    ]
    assert field(page, "total") == "396824.00"
    # A row whose figures do not add up keeps its first figure.
    page[-1] = seg("12 000 Ft", 274, 520)
    assert field(page, "total") == "312460.00"


def test_a_tax_distractor_saying_the_tax_is_included_is_the_total() -> None:
    page = [
        seg("Imponibile", 612, 337),
        right("25.636,89", 820, 342),
        seg("IVA 22%", 612, 354),
        right("5.640,12", 820, 354),
        seg("Totale (IVA inclusa)", 612, 368),
        right("31.277,01 EUR", 820, 368),
    ]
    assert field(page, "total") == "31277.01"


@pytest.mark.parametrize("label", ["Votre commande n°", "Your order #"])
def test_a_quoted_label_with_its_number_sign_takes_the_number_right_of_it(label: str) -> None:
    page = [
        seg("BON DE LIVRAISON VALORISÉ", 332, 32),
        seg("N° client", 42, 194),
        seg("C67347", 125, 194),
        seg(label, 270, 194),
        seg("OA52769", 384, 194),
        seg("Notre référence", 270, 209),
        seg("CO71858399", 384, 209),
    ]
    assert field(page, "order_number") == "OA52769"


@pytest.mark.parametrize("label", ["貴公司訂單號碼:", "客戶單號:", "採購單號:", "訂單編號:"])
def test_a_delivery_notes_own_number_goes_behind_the_buyers_order(label: str) -> None:
    page = [
        seg("旭東機械有限公司", 286, 15),
        seg("出貨單", 318, 56),
        seg("客戶名稱:", 47, 85),
        seg("建盛五金股份有限公司", 99, 85),
        seg("單號:", 381, 85),
        seg("1140657901", 470, 85),
        seg(label, 381, 109),
        seg("2025-26023", 470, 109),
    ]
    assert field(page, "order_number") == "2025-26023"
    # On the buyer's own order, 單號 is the order's number.
    buyers = [seg("採購單", 318, 56), *page[2:6]]
    assert field(buyers, "order_number") == "1140657901"


def test_a_hungarian_invoice_quotes_the_buyers_order_number() -> None:
    page = [
        seg("Sorszám: CBZ-2025/786898", 401, 28),
        seg("SZÁMLA", 40, 33),
        seg("Az Ön rendelésszáma", 43, 223),
        seg("Szállítólevél száma", 172, 223),
        seg("BE55-7080", 43, 239),
        seg("DN4445334", 172, 239),
    ]
    assert field(page, "order_number") == "BE55-7080"


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("CMD 8662", "CMD 8662"),
        ("CMD 9364 / 01.06.2026", "CMD 9364"),
        ("OC 282-2026", "OC 282-2026"),
        ("542/2025/17.02.2025", "542/2025"),
        ("EUR 1234", ""),
        ("REF 12345", ""),
    ],
)
def test_a_papers_code_before_its_number_is_part_of_it(text: str, number: str) -> None:
    assert identifier_value(text) == number


@pytest.mark.parametrize(
    ("read", "name"),
    [
        ("Spett.leSartoria Brenta di Vitale & C. S.a.s.", "Sartoria Brenta di Vitale & C. S.a.s."),
        ("Pelletteria Fermano S.a.s.Spett.le", "Pelletteria Fermano S.a.s."),
    ],
)
def test_the_italian_courtesy_is_not_part_of_the_name(read: str, name: str) -> None:
    assert text_value(read, matcher_for(SCHEMA)) == name


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Atlantique Matériaux SA BON DE LIVRAISON VALORISÉ", "Atlantique Matériaux SA"),
        ("Kessler GmbH RECHNUNG", "Kessler GmbH"),
        ("Kessler GmbH Rechnung", ""),  # not the title in capitals: a name as printed
        ("BON DE LIVRAISON", ""),
    ],
)
def test_a_name_running_on_into_the_title_is_read_before_it(line: str, name: str) -> None:
    assert _name_before_title(line) == name

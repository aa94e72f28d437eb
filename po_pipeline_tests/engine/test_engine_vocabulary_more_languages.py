"""Purchasing vocabulary of more languages, end to end on small PDFs: the order number, the
supplier and the grand total found by each language's own labels (Slovak, Slovenian,
Croatian, Bulgarian, Ukrainian, Romanian, Estonian, Latvian, Icelandic, Greek, Brazilian
Portuguese contracts, Catalan, Korean subcontract orders, Kenyan English), and the captions
of other amounts and parties that are never taken for them."""

from __future__ import annotations

import io
from typing import Any

import pytest
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.engine import extract_pdf
from po_pipeline.engine.reading import read_pages
from po_pipeline.engine.rules import extract_page_fields, rank_page
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema
from po_pipeline.samples import FONT_NAME, register_cjk_font

Line = tuple[float, float, str]


def _pdf(lines: list[Line], *, size: float = 10) -> bytes:
    """One A4 page with each (x, y-from-top, text) set in the CJK font (it has Latin,
    Cyrillic, Greek and Hangul glyphs)."""
    register_cjk_font()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    for x, y, text in lines:
        canvas.setFont(FONT_NAME, size)
        canvas.drawString(x, 842 - y, text)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


SCHEMA = load_schema()
# How a value is found next to its own label: on its line, under it or right of it (not the
# sum of the amounts, a running header, the title's number or the party model's guess).
BY_LABEL = {"inline", "below", "right"}


def _fields(lines: list[Line]) -> dict[str, str]:
    result: dict[str, Any] = extract_pdf(_pdf(lines))
    return {k: v["value"] for k, v in result["fields"].items()}


def _segments(lines: list[Line]) -> list[Segment]:
    return read_pages(_pdf(lines))[0]


def _by_label(lines: list[Line]) -> dict[str, str]:
    """What the page's labels themselves announce, field by field ("" when no label does)."""
    found = extract_page_fields(_segments(lines), SCHEMA)
    return {k: f.value if f is not None and f.method in BY_LABEL else "" for k, f in found.items()}


def _total_candidates(lines: list[Line]) -> list[str]:
    return [f.value for f in rank_page(_segments(lines), SCHEMA)["total"]]


# Each order: a title, its number, the supplier's and the buyer's blocks, an item, the
# amounts before tax and the tax (distractors), and the total under the language's label.
ORDERS: dict[str, tuple[list[Line], dict[str, str]]] = {
    "sk": (
        [
            (60, 50, "OBJEDNÁVKA"),
            (60, 80, "Obj. č.: OBJ-2025-0412"),
            (60, 110, "Dodávateľ:"),
            (60, 124, "Tatra Komponenty s.r.o."),
            (60, 138, "Hlavná 12, 040 01 Košice"),
            (320, 110, "Odberateľ:"),
            (320, 124, "Považská strojáreň a.s."),
            (320, 138, "Priemyselná 5, 017 01 Považská Bystrica"),
            (60, 180, "Ložisko 6204-2RS   100 ks   4,50   450,00"),
            (320, 230, "Spolu bez DPH: 450,00 EUR"),
            (320, 246, "DPH 23 %: 103,50 EUR"),
            (320, 262, "Celkom s DPH: 553,50 EUR"),
        ],
        {
            "order_number": "OBJ-2025-0412",
            "supplier": "Tatra Komponenty s.r.o.",
            "total": "553.50",
        },
    ),
    "sl": (
        [
            (60, 50, "NAROČILNICA"),
            (60, 80, "Naročilo št.: NA-25-0193"),
            (60, 110, "Izvajalec:"),
            (60, 124, "Gradnje Novak d.o.o."),
            (60, 138, "Tržaška cesta 40, 1000 Ljubljana"),
            (320, 110, "Naročnik:"),
            (320, 124, "Občina Kranj"),
            (60, 180, "Sanacija strehe   1   12.000,00   12.000,00"),
            (320, 230, "Skupaj brez DDV: 12.000,00 EUR"),
            (320, 246, "DDV 22 %: 2.640,00 EUR"),
            (320, 262, "Skupaj z DDV: 14.640,00 EUR"),
        ],
        {"order_number": "NA-25-0193", "supplier": "Gradnje Novak d.o.o.", "total": "14640.00"},
    ),
    "bg": (
        [
            (60, 50, "ПОРЪЧКА"),
            (60, 80, "№ на поръчка: П-2025-118"),
            (60, 110, "Изпълнител:"),
            (60, 124, "Стройтех ЕООД"),
            (60, 138, "ул. Витоша 15, София"),
            (320, 110, "Възложител:"),
            (320, 124, "Община Пловдив"),
            (60, 180, "Ремонт на покрив   1   8 000,00   8 000,00"),
            (320, 230, "Данъчна основа: 8 000,00 лв."),
            (320, 246, "ДДС 20 %: 1 600,00 лв."),
            (320, 262, "Обща сума: 9 600,00 лв."),
        ],
        {"order_number": "П-2025-118", "supplier": "Стройтех ЕООД", "total": "9600.00"},
    ),
    "uk": (
        [
            (60, 50, "ЗАМОВЛЕННЯ ПОСТАЧАЛЬНИКУ"),
            (60, 80, "№ замовлення: ЗП-000457"),
            (60, 110, "Продавець:"),
            (60, 124, "ТОВ «Агромаш»"),
            (320, 110, "Покупець:"),
            (320, 124, "ПП «Зерноторг»"),
            (60, 180, "Підшипник 6305   20 шт   310,00   6 200,00"),
            (320, 230, "Разом без ПДВ: 6 200,00 грн"),
            (320, 246, "ПДВ 20 %: 1 240,00 грн"),
            (320, 262, "Разом з ПДВ: 7 440,00 грн"),
        ],
        {"order_number": "ЗП-000457", "supplier": "ТОВ «Агромаш»", "total": "7440.00"},
    ),
    "et": (
        [
            (60, 50, "OSTUTELLIMUS"),
            (60, 80, "Ostutellimuse nr: OT-2025-077"),
            (60, 110, "Müüja:"),
            (60, 124, "Balti Metall OÜ"),
            (60, 138, "Pärnu mnt 139, 11317 Tallinn"),
            (320, 110, "Ostja:"),
            (320, 124, "Tartu Mööbel AS"),
            (60, 180, "Terasleht 2 mm   40   25,00   1 000,00"),
            (320, 230, "Kokku ilma käibemaksuta: 1 000,00 EUR"),
            (320, 246, "Käibemaks 22%: 220,00 EUR"),
            (320, 262, "Tasuda: 1 220,00 EUR"),
        ],
        {"order_number": "OT-2025-077", "supplier": "Balti Metall OÜ", "total": "1220.00"},
    ),
    "lv": (
        [
            (60, 50, "PIRKUMA PASŪTĪJUMS"),
            (60, 80, "Pasūtījuma numurs: PP-2025/031"),
            (60, 110, "Pārdevējs:"),
            (60, 124, "SIA Baltijas Koks"),
            (320, 110, "Pasūtītājs:"),
            (320, 124, "AS Rīgas Mēbeles"),
            (60, 180, "Ozola dēlis   50   20,00   1 000,00"),
            (320, 230, "Kopā bez PVN: 1 000,00 EUR"),
            (320, 246, "PVN 21%: 210,00 EUR"),
            (320, 262, "Kopā apmaksai: 1 210,00 EUR"),
        ],
        {"order_number": "PP-2025/031", "supplier": "SIA Baltijas Koks", "total": "1210.00"},
    ),
    "is": (
        [
            (60, 50, "INNKAUPAPÖNTUN"),
            (60, 80, "Pöntunarnúmer: IP-2025-55"),
            (60, 110, "Seljandi:"),
            (60, 124, "Vélaverk ehf."),
            (320, 110, "Kaupandi:"),
            (320, 124, "Hafnarsjóður Reykjavíkur"),
            (60, 180, "Dæla 3 kW   2   150.000   300.000"),
            (320, 230, "Samtals án VSK: 300.000 kr."),
            (320, 246, "VSK 24%: 72.000 kr."),
            (320, 262, "Samtals með VSK: 372.000 kr."),
        ],
        {"order_number": "IP-2025-55", "supplier": "Vélaverk ehf.", "total": "372000.00"},
    ),
    "ro": (
        [
            (60, 50, "COMANDĂ DE ACHIZIȚIE"),
            (60, 80, "Nr. comenzii: CA-2025-0907"),
            (60, 110, "Vânzător:"),
            (60, 124, "Electro Prod S.R.L."),
            (320, 110, "Cumpărător:"),
            (320, 124, "Construct Vest S.A."),
            (60, 180, "Cablu CYY 3x2,5   500 m   4,00   2.000,00"),
            (320, 230, "Total fără TVA: 2.000,00 RON"),
            (320, 246, "TVA 19%: 380,00 RON"),
            (320, 262, "Valoare totală: 2.380,00 RON"),
        ],
        {"order_number": "CA-2025-0907", "supplier": "Electro Prod S.R.L.", "total": "2380.00"},
    ),
    "pt-BR contract": (
        [
            (60, 50, "CONTRATO DE FORNECIMENTO"),
            (60, 80, "Pedido de Compra nº 4500078812"),
            (60, 110, "CONTRATANTE: Prefeitura Municipal de Campinas"),
            (60, 126, "CONTRATADA: Construtora Alfa Ltda."),
            (60, 170, "Execução de pavimentação   1   250.000,00"),
            (320, 230, "Valor total dos produtos: 250.000,00"),
            (320, 246, "ISS: 12.500,00"),
            (320, 262, "Valor Global: R$ 262.500,00"),
        ],
        {
            "order_number": "4500078812",
            "supplier": "Construtora Alfa Ltda.",
            "total": "262500.00",
        },
    ),
    "ko subcontract": (
        [
            (60, 50, "하도급 발주서"),
            (60, 80, "발주서 No: HD-2025-0311"),
            (60, 110, "원사업자: (주)대한건설"),
            (60, 126, "수급사업자: (주)한빛설비"),
            (60, 170, "배관 공사   1식   40,000,000"),
            (320, 230, "공급가액: ₩40,000,000"),
            (320, 246, "부가세: ₩4,000,000"),
            (320, 262, "계약금액: ₩44,000,000"),
        ],
        {"order_number": "HD-2025-0311", "supplier": "(주)한빛설비", "total": "44000000.00"},
    ),
    "en-KE": (
        [
            (60, 50, "LOCAL PURCHASE ORDER"),
            (60, 80, "LPO No: LPO/2025/118"),
            (60, 110, "Supplier's Name: Kamau Hardware Ltd"),
            (60, 126, "Invoice Address: Nairobi Water Company, P.O. Box 30656"),
            (60, 170, "PVC pipe 4 inch   50   1,600.00   80,000.00"),
            (320, 230, "Total excluding VAT: 100,000.00"),
            (320, 246, "VAT 16%: 16,000.00"),
            (320, 262, "Amount Payable: KES 116,000.00"),
        ],
        {"order_number": "LPO/2025/118", "supplier": "Kamau Hardware Ltd", "total": "116000.00"},
    ),
    "hr": (
        [
            (60, 50, "NARUDŽBENICA"),
            (60, 80, "Narudžbenica broj: 2025-00417"),
            (60, 110, "Prodavatelj:"),
            (60, 124, "Metalprom d.o.o."),
            (320, 110, "Naručitelj:"),
            (320, 124, "Grad Split"),
            (60, 180, "Čelična cijev   10   200,00   2.000,00"),
            (320, 230, "Osnovica: 2.000,00 EUR"),
            (320, 246, "PDV 25%: 500,00 EUR"),
            (320, 262, "Ukupno s PDV-om: 2.500,00 EUR"),
        ],
        {"order_number": "2025-00417", "supplier": "Metalprom d.o.o.", "total": "2500.00"},
    ),
    "ca": (
        [
            (60, 50, "COMANDA"),
            (60, 80, "Número de comanda: CM-25-0088"),
            (60, 110, "Proveïdor:"),
            (60, 124, "Subministraments Vallès S.L."),
            (320, 110, "Client:"),
            (320, 124, "Ajuntament de Girona"),
            (60, 180, "Paper A4   20   3,50   70,00"),
            (320, 230, "Base imposable: 70,00 €"),
            (320, 246, "IVA 21%: 14,70 €"),
            (320, 262, "Import total: 84,70 €"),
        ],
        {
            "order_number": "CM-25-0088",
            "supplier": "Subministraments Vallès S.L.",
            "total": "84.70",
        },
    ),
}


@pytest.mark.parametrize("language", list(ORDERS))
def test_an_order_is_read_by_its_language_s_own_labels(language: str) -> None:
    lines, expected = ORDERS[language]
    assert _by_label(lines) == expected
    assert _fields(lines) == expected


def test_a_greek_order_confirmation_quotes_the_customer_s_order() -> None:
    """The seller's confirmation: its own number ("Αριθμός") and the buyer's order it
    confirms ("Αρ. Παραγγελίας Πελάτη"), which is the one to load."""
    lines = [
        (60, 40, "ΤΕΧΝΙΚΗ ΕΜΠΟΡΙΚΗ Α.Ε."),
        (60, 70, "ΕΠΙΒΕΒΑΙΩΣΗ ΠΑΡΑΓΓΕΛΙΑΣ"),
        (60, 100, "Αριθμός: ΕΠ-5521"),
        (60, 116, "Αρ. Παραγγελίας Πελάτη: ΠΑΡ-2025-0091"),
        (60, 150, "Πελάτης: Δήμος Πατρέων"),
        (60, 190, "Αντλία νερού   2   600,00   1.200,00"),
        (320, 230, "Σύνολο προ ΦΠΑ: 1.200,00 €"),
        (320, 246, "ΦΠΑ 24%: 288,00 €"),
        (320, 262, "Σύνολο με ΦΠΑ: 1.488,00 €"),
    ]
    fields = _fields(lines)
    assert fields["order_number"] == "ΠΑΡ-2025-0091"
    assert fields["total"] == "1488.00"
    assert _by_label(lines)["total"] == "1488.00"


def test_an_estonian_total_before_vat_is_not_the_total() -> None:
    """The total without VAT ("Kokku ilma käibemaksuta") starts with "Kokku", a total's
    label: the longer distractor keeps its amount out, and "Tasuda" (to pay) names the total."""
    lines = [
        (60, 50, "TELLIMUS"),
        (60, 80, "Tellimuse number: 2025-118"),
        (60, 110, "Tarnija: Eesti Pakend AS"),
        (320, 230, "Kokku ilma käibemaksuta: 5 000,00"),
        (320, 262, "Tasuda: 6 100,00"),
    ]
    assert "5000.00" not in _total_candidates(lines)
    assert _by_label(lines)["total"] == "6100.00"
    assert _fields(lines)["total"] == "6100.00"


def test_a_brazilian_goods_subtotal_is_not_the_total() -> None:
    """Beside "Valor total dos produtos" (the goods alone, a distractor now, and already
    left out for naming the goods), the contract's "Valor Global" is the total."""
    lines = [
        (60, 50, "PEDIDO DE COMPRA"),
        (60, 80, "Nº do Pedido de Compra: 77120"),
        (60, 110, "Fornecedor: Metalúrgica Sul Ltda."),
        (320, 230, "Valor total dos produtos: 10.000,00"),
        (320, 246, "Valor do IPI: 500,00"),
        (320, 262, "Valor Global: R$ 10.500,00"),
    ]
    assert "10000.00" not in _total_candidates(lines)
    assert _by_label(lines)["total"] == "10500.00"
    assert _fields(lines)["total"] == "10500.00"


@pytest.mark.parametrize(
    ("title", "before_tax", "total", "kept_out", "expected"),
    [
        ("NARUDŽBENICA", "Ukupno PDV: 500,00", "Sveukupno: 2.500,00", "500.00", "2500.00"),
        (
            "ΠΑΡΑΓΓΕΛΙΑ",
            "Σύνολο χωρίς ΦΠΑ: 1.200,00",
            "Γενικό Σύνολο: 1.488,00",
            "1200.00",
            "1488.00",
        ),
        ("PASŪTĪJUMS", "Kopā bez PVN: 1 000,00", "Kopā: 1 210,00", "1000.00", "1210.00"),
        ("ПОРЪЧКА", "Общо без ДДС: 8 000,00", "Сума за плащане: 9 600,00", "8000.00", "9600.00"),
        ("ЗАМОВЛЕННЯ", "Разом без ПДВ: 6 200,00", "Разом: 7 440,00", "6200.00", "7440.00"),
    ],
)
def test_an_amount_before_tax_under_a_total_s_label_is_kept_out(
    title: str, before_tax: str, total: str, kept_out: str, expected: str
) -> None:
    """The tax ("Ukupno PDV") or the amount before it ("Kopā bez PVN") under a caption that
    starts with a total's label: only the longer distractor keeps the amount out."""
    lines = [(60, 50, title), (320, 230, before_tax), (320, 262, total)]
    assert kept_out not in _total_candidates(lines)
    assert _fields(lines)["total"] == expected


def test_a_slovak_buyer_is_not_the_supplier() -> None:
    """The customer ("Odberateľ") set first: its name is no supplier's, "Dodávateľ" names
    the supplier. (The page's labels; the party model, which reads engine.roles, does not
    know the Slovak words yet and still prefers the first block end to end.)"""
    lines = [
        (60, 50, "OBJEDNÁVKA"),
        (60, 80, "Číslo objednávky: 4500012"),
        (60, 110, "Odberateľ:"),
        (60, 124, "Slovnaft Servis a.s."),
        (60, 160, "Dodávateľ:"),
        (60, 174, "Nitra Trade s.r.o."),
        (320, 262, "Celková suma: 1 200,00 EUR"),
    ]
    assert _by_label(lines) == {
        "order_number": "4500012",
        "supplier": "Nitra Trade s.r.o.",
        "total": "1200.00",
    }


@pytest.mark.parametrize("label", ["Order Ref.", "Our Order Ref.", "Order Reference:"])
def test_an_order_reference_is_the_order_number(label: str) -> None:
    lines = [
        (40, 40, "Castlehaven Hurling & Camogie Club"),
        (420, 40, "ORDER"),
        (330, 70, f"{label} GAA25-738"),
        (330, 84, "Your quote Quote 9291"),
        (330, 98, "Our account no. A4676"),
        (40, 130, "To"),
        (40, 144, "Kavanagh Hurley Makers Ltd"),
        (330, 400, "Total € 2,840.50"),
    ]
    assert _by_label(lines)["order_number"] == "GAA25-738"

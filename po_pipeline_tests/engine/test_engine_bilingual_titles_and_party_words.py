"""A title in two languages says whose paper it is; more languages' words for the seller's
and the buyer's side (a contract's CONTRATADA and CONTRATANTE, a Korean subcontract's
수급사업자 and 원사업자), more sellers' paper titles, and legal forms of Bulgaria, Taiwan and
Japan's foundries."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.roles import role, title_kind
from po_pipeline.engine.values import identifier_value
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import has_legal_form

SCHEMA = load_schema()


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        # Two languages, either order: the seller's in either makes it the seller's paper.
        ("TELLIMUSE KINNITUS / ORDER CONFIRMATION", (True, False)),
        ("ORDER CONFIRMATION | TILAUSVAHVISTUS", (True, False)),
        ("PURCHASE ORDER / 采购订单", (False, True)),
        ("OSTUTELLIMUS / PURCHASE ORDER", (False, True)),
        # Sellers' papers of more languages and countries.
        ("DELIVERY DOCKET", (True, False)),
        ("FAKTÚRA", (True, False)),
        ("ФАКТУРА", (True, False)),
        ("DOBAVNICA", (True, False)),
        ("GUIA DE REMESSA", (True, False)),
        ("REMITO", (True, False)),
        ("납 품 서", (True, False)),
        # Captions split by a slash stay captions.
        ("Date / Time", (False, False)),
        ("Invoice No. / Date", (False, False)),
        ("Supplier acknowledgement / date", (False, False)),
    ],
)
def test_the_title_says_whose_paper_it_is_in_either_language(
    title: str, kind: tuple[bool, bool]
) -> None:
    assert title_kind(title) == kind


@pytest.mark.parametrize(
    ("heading", "side"),
    [
        ("CONTRATADA:", (1.0, 0.0)),
        ("CONTRATANTE:", (0.0, 1.0)),
        ("Contratista", (1.0, 0.0)),
        ("수급사업자", (1.0, 0.0)),
        ("원사업자", (0.0, 1.0)),
        ("위탁자", (0.0, 1.0)),
        ("ДО ДОСТАВЧИКА:", (1.0, 0.0)),
        ("Възложител", (0.0, 1.0)),
        ("Dodávateľ:", (1.0, 0.0)),
        ("Odberateľ:", (0.0, 1.0)),
        ("Müüja", (1.0, 0.0)),
        ("Tellija:", (0.0, 1.0)),
        ("Pārdevējs", (1.0, 0.0)),
        ("Pircējs", (0.0, 1.0)),
    ],
)
def test_more_languages_name_the_sellers_and_the_buyers_side(
    heading: str, side: tuple[float, float]
) -> None:
    assert role(heading) == side


@pytest.mark.parametrize(
    ("name", "company"),
    [
        ("Търговска Техника ЕАД", True),
        ("„Кремък“ ЕТ", True),
        ("永順企業社", True),
        ("大發五金行", True),
        ("双葉鋳造所", True),
        ("丸山鉄工所", True),
        ("Maria Petrova", False),
    ],
)
def test_legal_forms_of_bulgaria_taiwan_and_japans_foundries(name: str, company: bool) -> None:
    assert has_legal_form(name) is company


def test_under_a_bilingual_confirmation_title_the_letterhead_is_the_supplier() -> None:
    """The customer's block under "Tellija:" is the buyer; the company heading the page
    issued the confirmation."""
    page = [
        seg("Kivisilla Tööriist OÜ", 60, 27, h=14),
        seg("TELLIMUSE KINNITUS / ORDER CONFIRMATION", 300, 27, h=14),
        seg("Pärnu mnt 12, 10148 Tallinn", 60, 44),
        seg("Tellija:", 40, 70),
        seg("Lõuna Ehitus AS", 40, 82),
        seg("Riia 5, 51010 Tartu", 40, 94),
        seg("Kuupäev", 320, 82),
        seg("12.03.2026", 480, 82),
        seg("Kood", 40, 200),
        seg("Nimetus", 100, 200),
        seg("Summa", 500, 200),
        seg("A-1", 40, 214),
        seg("Kruvikeeraja", 100, 214),
        seg("120,00", 500, 214),
        seg("Kivisilla Tööriist OÜ", 40, 790),
        seg("IBAN EE12 3456 7890 1234 5678", 300, 790),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    assert supplier["value"] == "Kivisilla Tööriist OÜ"


def test_a_contracts_contratada_is_the_supplier_not_the_contratante() -> None:
    page = [
        seg("CONTRATO DE FORNECIMENTO No CT-2026-88", 60, 40, h=14),
        seg("CONTRATANTE:", 60, 80),
        seg("Cerâmica Porto Alegre Ltda.", 160, 80),
        seg("CNPJ: 11.222.333/0001-44", 160, 92),
        seg("CONTRATADA:", 60, 130),
        seg("Minas Refratários S.A.", 160, 130),
        seg("CNPJ: 55.666.777/0001-88", 160, 142),
        seg("As partes acima qualificadas têm entre si justo e contratado o presente", 60, 180),
        seg("contrato, que se regerá pelas cláusulas seguintes.", 60, 192),
    ]
    supplier = extract_segments([page], SCHEMA)["fields"]["supplier"]
    assert supplier["value"] == "Minas Refratários S.A."


@pytest.mark.parametrize("label", ["Total Payable", "Total amount payable (SGD)"])
def test_what_is_payable_in_total_is_the_total(label: str) -> None:
    page = [
        seg("PURCHASE ORDER", 300, 30, h=16),
        seg("Sub-Total", 340, 375),
        seg("3,525.28", 523, 375),
        seg("GST (supplier not GST-registered)", 340, 387),
        seg("0.00", 540, 387),
        seg(label, 340, 401),
        seg("3,525.28", 523, 401),
    ]
    total = extract_segments([page], SCHEMA)["fields"]["total"]
    assert total["value"] == "3525.28"


@pytest.mark.parametrize(
    ("text", "number"),
    [("NOR-PO-39322", "NOR-PO-39322"), ("NRW-55", "NRW-55"), ("NO4711", "4711"), ("Nr 55", "55")],
)
def test_letters_after_no_begin_a_code_not_a_caption(text: str, number: str) -> None:
    assert identifier_value(text) == number

"""A seller's paper in more languages (its title, the buyer's order it cites, who took the
goods in), and values that a name or an order number cannot be."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.calibration import features
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.roles import title_kind
from po_pipeline.engine.rules import Found, extract_page_fields
from po_pipeline.engine.values import text_value
from po_pipeline.field_schema import load_schema
from po_pipeline.plausibility import has_legal_form, implausible

SCHEMA = load_schema()


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("RAČUN", (True, False)),
        ("UŽSAKYMO PATVIRTINIMAS", (True, False)),
        ("納 品 書", (True, False)),
        ("ĐƠN MUA HÀNG", (False, True)),
        ("采 购 订 单", (False, True)),
        # "PO" is the buyer's order named in the title, not Croatian "po" (per) citing it.
        ("PO ACKNOWLEDGEMENT", (True, False)),
        ("PO Confirmation", (True, False)),
        # A bank account and a quotation cited are not titles.
        ("Transakcijski račun", (False, False)),
        ("Theo báo giá BG-8166/25", (False, False)),
        # Argentina's boxed class letter before the title is no word of it.
        ("X NOTA DE PEDIDO - CONFIRMACIÓN", (True, False)),
        ("X NOTA DE PEDIDO", (False, True)),
    ],
)
def test_the_kind_of_a_paper_is_read_from_its_title(title: str, kind: tuple[bool, bool]) -> None:
    assert title_kind(title) == kind


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Po narudžbi br. PO-956218", "PO-956218"),
        ("Vaša narudžba br. 2025/610", "2025/610"),
        ("Pirkėjo užsakymo Nr. 2999013", "2999013"),
        ("Jūsų užsakymo Nr. NO-42004", "NO-42004"),
    ],
)
def test_a_sellers_paper_cites_the_buyers_order_in_more_languages(line: str, expected: str) -> None:
    page = [
        seg("RAČUN", 40, 30, h=18),
        seg("Račun br. 1200-P1-2", 300, 70),
        seg(line, 300, 84),
    ]
    found = extract_page_fields(page, SCHEMA)["order_number"]
    assert found is not None and found.value == expected


def test_a_korean_legal_form_in_brackets_stays_with_the_name() -> None:
    matcher = matcher_for(SCHEMA)
    assert text_value("(주)보광케미칼", matcher) == "(주)보광케미칼"
    assert text_value("(株)山田商事", matcher) == "(株)山田商事"
    assert text_value("(卖方) 东莞市瑞丰五金有限公司", matcher) == "东莞市瑞丰五金有限公司"


@pytest.mark.parametrize("value", ["4.240.500", "1,234,567", "12.345,60"])
def test_an_amount_in_thousands_groups_is_not_an_order_number(value: str) -> None:
    assert implausible("identifier", value) == "is an amount"


@pytest.mark.parametrize("value", ["4500.123.456", "2025/610", "PO-1.234", "123.456"])
def test_order_numbers_with_dots_are_still_order_numbers(value: str) -> None:
    assert implausible("identifier", value) == ""


@pytest.mark.parametrize(
    "value", ["Robu primio (Hotel Bellevue d.d.)", "Received by: Acme Ltd", "Prekes gavo UAB Eko"]
)
def test_who_took_the_goods_in_is_not_the_supplier(value: str) -> None:
    assert implausible("text", value) == "is a signature or stamp caption"


def test_a_norwegian_as_is_a_legal_form_but_the_word_as_is_not() -> None:
    assert has_legal_form("Polar Fôr AS") and has_legal_form("Equinor ASA")
    assert not has_legal_form("Paid as agreed")


@pytest.mark.parametrize(
    ("value", "source", "flag"),
    [("I0-25-2722", "ocr", 1.0), ("P07073143", "ocr", 1.0), ("I0-25-2722", "text", 0.0),
     ("4500123456", "ocr", 0.0), ("AB-2722", "ocr", 0.0)],
)  # fmt: skip
def test_an_ocr_reading_where_letters_meet_0_or_1_is_flagged(
    value: str, source: str, flag: float
) -> None:
    spec = next(f for f in SCHEMA.fields if f.name == "order_number")
    found = Found(value, 0.9, [0.0, 0.0, 1.0, 1.0], source, 0.0)
    feats = features(spec, [found], agreeing_pages=1, disagreeing_pages=0)
    assert feats["id_confusable"] == flag


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("八戸支店", "is a branch office, not a firm"),
        ("福山支店 御中", "is a branch office, not a firm"),
        ("大阪営業所", "is a branch office, not a firm"),
        ("ひかり医薬品販売株式会社 八戸支店", ""),  # the firm, with its branch
        ("株式会社八戸支店", ""),
    ],
)
def test_a_japanese_branch_office_alone_is_no_firm(text: str, why: str) -> None:
    """ "ひかり医薬品販売株式会社 / 八戸支店 御中": the addressed line is the firm's branch; the
    firm is the line above it."""
    assert implausible("text", text) == why


@pytest.mark.parametrize(
    ("text", "kind"),
    [("受訂廠商", "label"), ("收货门店", "distractor")],
)
def test_more_chinese_party_captions(text: str, kind: str) -> None:
    """A Taiwanese order form's 受訂廠商 (the vendor receiving the order) is the supplier's
    label; a chain's 收货门店 (the store receiving the goods) is the buyer's column."""
    match = matcher_for(SCHEMA).match(text)
    assert match is not None and match.entry.kind == kind
    if kind == "label":
        assert match.entry.field == "supplier"


@pytest.mark.parametrize(
    ("value", "form"),
    [("宁国市正大锻件厂", True), ("新華印刷廠", True), ("厂内自提", False), ("出厂价", False)],
)
def test_a_factory_ends_a_name_not_a_phrase_about_one(value: str, form: bool) -> None:
    assert has_legal_form(value) is form


@pytest.mark.parametrize(
    "value",
    [
        "Válvulas Saltillo S. de R.L. de C.V.",
        "Tubos Norte S. de R.L.",
        "Aceros Bajío S.A. de C.V.",
        "Agaves Mendoza S.P.R. de R.L.",  # a rural production company
    ],
)
def test_mexican_legal_forms(value: str) -> None:
    assert has_legal_form(value)


@pytest.mark.parametrize(
    ("value", "form"),
    [
        ("Haas Antriebstechnik GmbH & Co. KG", True),
        ("Brunner KG", True),
        # Kilograms are no Kommanditgesellschaft.
        ("Cera para sellado (kg)", False),
        ("Jute Bag 50 Kg capacity", False),
    ],
)
def test_a_kg_is_a_legal_form_in_capitals_only(value: str, form: bool) -> None:
    assert has_legal_form(value) is form

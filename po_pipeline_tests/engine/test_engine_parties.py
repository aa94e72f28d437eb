"""Who the supplier is, and which number is the order's, when the labels alone do not say:
a plain issuer name on an invoice, a label translated with its article, a contract that says
which party sells, a contract number, a Dutch "Aan:", a seal read by OCR."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.found import unglued
from po_pipeline.engine.rules import DocumentContext, extract_page_fields, rank_page
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def test_an_invoice_issuer_set_in_body_type_is_known_by_its_legal_form() -> None:
    page = [
        seg("Papelería Iberia, S.L.", 40, 30, h=9),
        seg("FACTURA", 440, 30, h=22),
        seg("Avda. de la Constitución, 600", 40, 43, h=8.5),
        seg("08018 Barcelona", 40, 54, h=8.5),
        seg("Tel. 97 417 26 99", 40, 76, h=8.5),
        seg("Cliente", 320, 74, h=8.5),
        seg("Hospital General de Sevilla S.A.", 320, 88, h=8.5),
    ]
    assert extract_page_fields(page, SCHEMA)["supplier"].value == "Papelería Iberia, S.L."


def test_a_translated_label_with_its_article_is_not_the_supplier() -> None:
    page = [
        seg("卖方 The Seller:", 50, 150),
        seg("佛山市瑞丰电气股份有限公司", 150, 150),
        seg("买方 The Buyer:", 50, 220),
        seg("Nordic Tool Supply AB", 150, 220),
    ]
    assert extract_page_fields(page, SCHEMA)["supplier"].value == "佛山市瑞丰电气股份有限公司"


def test_a_contract_says_which_of_its_parties_sells_even_on_a_later_page() -> None:
    """The sentence "乙方向甲方采购" says 乙方 buys from 甲方: 甲方 is the supplier,
    against the usual convention, and the signature page (page 2) follows page 1."""
    context = DocumentContext()
    page1 = [
        seg("立合約書人鴻昇五金有限公司(以下簡稱甲方)與全懋電子有限公司", 60, 120),
        seg("(以下簡稱乙方),茲因乙方", 360, 120),
        seg("向甲方採購下列物品,經雙方同意訂立本合約", 60, 140),
    ]
    rank_page(page1, SCHEMA, context)
    page2 = [seg("甲方:鴻昇五金有限公司", 55, 116), seg("乙方:全懋電子有限公司", 300, 116)]
    best = rank_page(page2, SCHEMA, context)["supplier"][0]
    assert best.value == "鴻昇五金有限公司"
    # Without the sentence, the usual convention (乙方 supplies) holds.
    assert rank_page(page2, SCHEMA)["supplier"][0].value == "全懋電子有限公司"


def test_a_contract_number_stands_for_a_missing_order_number() -> None:
    page = [seg("合約編號:114採字第825號", 400, 30), seg("合同号 Contract No.:265175-NO", 400, 60)]
    found = [f.value for f in rank_page(page, SCHEMA)["order_number"]]
    assert sorted(found) == ["114採字第825號", "265175-NO"]
    with_po = [*page, seg("PO No: 4500012345", 40, 90)]
    assert extract_page_fields(with_po, SCHEMA)["order_number"].value == "4500012345"


def test_aan_addresses_the_supplier_of_a_dutch_order() -> None:
    page = [
        seg("AZ Gent", 45, 37),
        seg("Aan:", 322, 111),
        seg("Veluwe Elektrotechniek NV", 322, 125),
        seg("BESTELBON", 45, 137, h=16),
        seg("Brusselsesteenweg 89", 322, 137),
    ]
    assert extract_page_fields(page, SCHEMA)["supplier"].value == "Veluwe Elektrotechniek NV"


def test_an_ocr_seal_read_after_a_company_name_is_dropped() -> None:
    from po_pipeline.engine.found import without_seal

    assert without_seal("大欣塑膠有限公司公膠大") == "大欣塑膠有限公司"
    assert without_seal("某某有限公司上海分公司") == "某某有限公司上海分公司"
    assert without_seal("上海有限公司驻京办") == "上海有限公司驻京办"
    ocr = Segment("供应商:大欣塑膠有限公司公膠大", 50, 50, 300, 60, "ocr", 0.95)
    text = Segment("供应商:大欣塑膠有限公司公膠大", 50, 50, 300, 60, "text")
    assert extract_page_fields([ocr], SCHEMA)["supplier"].value == "大欣塑膠有限公司"
    assert extract_page_fields([text], SCHEMA)["supplier"].value == "大欣塑膠有限公司公膠大"


@pytest.mark.parametrize(
    ("read", "name"),
    [
        # The seal's "之印" read among the name's characters.
        ("光洋精工株式会社式洋之株光", "光洋精工株式会社"),
        # A Japanese legal form first: the name ends where the seal's repeats begin.
        ("有限会社平和電機和限之平有", "有限会社平和電機"),
        ("有限会社三協製作所協限", "有限会社三協製作所"),
        ("株式会社共進グラフィックスグ共", "株式会社共進グラフィックス"),
        # A name whose last character is one of its own is kept whole.
        ("株式会社カネカ", "株式会社カネカ"),
        ("有限会社三協製作所", "有限会社三協製作所"),
    ],
)
def test_a_seal_read_after_a_japanese_name_is_dropped(read: str, name: str) -> None:
    from po_pipeline.engine.found import without_seal

    assert without_seal(read) == name


@pytest.mark.parametrize(
    ("read", "name"),
    [
        # A name too long for its box, printed into the next column's text.
        (
            "Coastal Hygiene Pty LimitedBottlebrush House - Loading dock",
            "Coastal Hygiene Pty Limited",
        ),
        ("Muster Papier GmbHEinkauf", "Muster Papier GmbH"),
        # Two legal forms run together are one.
        ("Shenzhen Abc Trading Co.Ltd", "Shenzhen Abc Trading Co.Ltd"),
        ("Müller GmbH & Co.Kg", "Müller GmbH & Co.Kg"),
        ("AGFA Imaging", "AGFA Imaging"),
    ],
)
def test_a_legal_form_run_into_the_next_columns_text_ends_the_name(read: str, name: str) -> None:
    assert unglued(read) == name
    page = [seg("Supplier", 40, 100), seg(read, 40, 114), seg("Total 12.00", 300, 300)]
    assert extract_page_fields(page, SCHEMA)["supplier"].value == name

"""Captions as forms print them in more ways, on small PDFs: a Japanese caption with its
polite prefix ("お取引先", "ご発注金額"), a Hong Kong heading in two languages ("送貨地址
Deliver to", "交貨地點 Delivery") over the buyer's own depot, the Spanish abbreviations
addressing the supplier ("Sr./Sres.:"), the payee of a Chinese seller's bank details
("收款单位"), a title whose number follows a few words saying what is ordered
("Bestellung Material und Bordverpflegung Nr. 45172562"), and a Chinese seller's own number
("我方单号"), which is not the customer's order."""

from __future__ import annotations

from typing import Any

import pytest
from layout import Line, page_pdf

from po_pipeline.engine import extract_pdf
from po_pipeline.engine.extract import extract_reading
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.reading import read_document, read_pages
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
BY_LABEL = {"inline", "below", "right"}


def _fields(lines: list[Line]) -> dict[str, str]:
    result: dict[str, Any] = extract_pdf(page_pdf(lines))
    return {k: v["value"] for k, v in result["fields"].items()}


def _party_features(lines: list[Line]) -> dict[str, dict[str, float]]:
    """The supplier's candidates and the features the party model saw for each."""
    found = extract_reading(read_document(page_pdf(lines)), SCHEMA, with_features=True)
    return {c["value"]: c["features"] for c in found["fields"]["supplier"]["party_candidates"]}


def _rules(lines: list[Line]) -> dict[str, Any]:
    """What the field rules found on the page, field by field, however they found it."""
    return extract_page_fields(read_pages(page_pdf(lines))[0], SCHEMA)


def _by_label(lines: list[Line]) -> dict[str, str]:
    found = _rules(lines)
    return {k: f.value if f is not None and f.method in BY_LABEL else "" for k, f in found.items()}


@pytest.mark.parametrize(
    ("caption", "label", "field"),
    [
        ("お取引先", "取引先", "supplier"),
        ("ご発注金額（税込）", "発注金額", "total"),
        ("御見積番号", "見積番号", None),
        ("お支払期日", "支払期日", None),
    ],
)
def test_a_polite_prefix_is_passed_over(caption: str, label: str, field: str | None) -> None:
    found = matcher_for(SCHEMA).match(caption)
    assert found is not None
    assert (found.entry.text, found.entry.field) == (label, field)


@pytest.mark.parametrize("text", ["御中", "御社", "おにぎり"])
def test_a_polite_word_is_no_caption(text: str) -> None:
    assert matcher_for(SCHEMA).match(text) is None


# A karaoke chain's order: the supplier boxed under "お取引先" at the left, the chain's own
# name, address and department at the right, as Japanese order forms set them.
JAPANESE = [
    (260, 40, "発 注 書", 18),
    (44, 80, "お取引先", 8),
    (52, 97, "大和業務用品", 11),
    (52, 116, "営業部 田中 健一 様", 8),
    (400, 106, "株式会社ソングパークアミューズメント", 11),
    (420, 122, "〒363-5435 埼玉県さいたま市大宮区桜木町1-6-1", 7.5),
    (420, 134, "TEL 052-4592-3229 FAX 06-9893-5198", 7.5),
    (44, 139, "下記のとおり発注いたします。", 8.5),
    (470, 146, "店舗運営部 中村 直樹", 8),
    (50, 167, "ご発注金額（税込）", 8.5),
    (150, 185, "¥102,240", 14),
    (82, 218, "発注No. 20251126-925", 8),
    (250, 218, "発注日 令和7年11月26日", 8),
    (44, 260, "1 除菌クリーナー 業務用 4L 3 本 1,631 4,893", 8),
    (44, 275, "2 冷凍フライドポテト 1kg×12 10 ケース 4,273 42,730", 8),
    (44, 290, "3 紙おしぼり 1000本 20 箱 2,305 46,100", 8),
    (380, 320, "小計 93,723", 8),
    (380, 335, "消費税（10%） 5,099", 8),
    (380, 350, "消費税（8%） 3,418", 8),
]


def test_the_supplier_under_a_polite_caption_is_the_vendor() -> None:
    """The caption names the vendor's box for the field rules and for the party model."""
    assert _by_label(JAPANESE) == {
        "order_number": "20251126-925",
        "supplier": "大和業務用品",
        "total": "102240.00",
    }
    vendor = _party_features(JAPANESE)["大和業務用品"]
    assert vendor.get("above_label") == 1.0
    assert vendor.get("above_seller") == 1.0


def test_a_heading_in_two_languages_names_the_buyer_s_block() -> None:
    """The minibus company's own depot under "送貨地址 Deliver to", on the same lines as
    the repair shop the order goes to: the depot is the buyer's."""
    found = matcher_for(SCHEMA).match("送貨地址 Deliver to")
    assert found is not None and found.remainder == ""
    lines = [
        (37, 40, "利達公共小型巴士有限公司", 15),
        (470, 40, "採購單", 16),
        (37, 58, "Lee Tat Public Light Bus Co. Ltd.", 9),
        (440, 60, "PURCHASE ORDER", 10),
        (37, 72, "九龍土瓜灣宏開道155號車廠 電話 2943 6283", 7.5),
        (57, 100, "日期 Date", 8),
        (143, 100, "採購單號 P.O. No.", 8),
        (267, 100, "報價單 Quotation", 8),
        (46, 116, "2026年6月14日", 8),
        (152, 116, "2026-00540", 8),
        (282, 116, "Q26-434", 8),
        (37, 142, "偉記汽車維修有限公司", 9.5),
        (308, 142, "送貨地址 Deliver to", 8),
        (37, 156, "Wai Kee Motor Service Co., Ltd.", 8),
        (308, 156, "利達公共小型巴士有限公司 — 柴灣車廠", 8),
        (37, 169, "葵涌工業大廈8樓B座", 8),
        (308, 169, "請於星期一至六 08:00-16:00 送貨", 8),
        (37, 182, "Tel 2263 9058", 8),
        (45, 214, "項目 貨品名稱 Description 單位 數量 單價 HK$ 金額 HK$", 8),
        (45, 232, "1 車頭燈膽 H4 個 2 52.14 104.28", 8),
        (45, 248, "2 偈油隔 Oil filter 個 12 136.48 1,637.76", 8),
        (330, 280, "總計 Total HK$ 1,742.04", 9),
    ]
    depot = _party_features(lines)["利達公共小型巴士有限公司 — 柴灣車廠"]
    assert depot.get("above_buyer") == 1.0


def test_a_traditional_delivery_caption_with_its_translation_heads_the_buyer_s_block() -> None:
    """ "交貨地點" is the distractor 交货地点 (點 folded as 点), and "Delivery" after it is its
    translation, not its value: the heading over the minibus company's own depot."""
    found = matcher_for(SCHEMA).match("交貨地點 Delivery")
    assert found is not None and found.entry.text == "交货地点"
    lines = [
        (35, 40, "泰豐運輸有限公司", 15),
        (470, 40, "採購單", 16),
        (35, 58, "Tai Fung Transport Co. Ltd.", 9),
        (35, 72, "九龍九龍灣青山道25號車廠 電話 3815 5652", 7.5),
        (440, 76, "No. P252697", 10),
        (35, 98, "日期 Date：28/07/2025 路線 Route：70K", 8),
        (35, 112, "報價單 Quotation：Q25-552", 8),
        (35, 149, "致 To", 8),
        (300, 149, "交貨地點 Delivery", 8),
        (35, 162, "偉記汽車維修車行", 9.5),
        (300, 162, "泰豐運輸有限公司 — 荃灣車廠", 9.5),
        (35, 176, "Wai Kee Motor Service Company", 8),
        (300, 176, "請於星期一至六 08:00-16:00 送貨", 8),
        (35, 189, "屯門汽車城8樓D座", 8),
        (45, 225, "項目 貨品名稱 Description 單位 數量 單價 HK$ 金額 HK$", 8),
        (45, 242, "1 偈油 15W-40 桶 6 668.11 4,008.66", 8),
        (330, 280, "總計 Total HK$ 4,008.66", 9),
    ]
    depot = _party_features(lines)["泰豐運輸有限公司 — 荃灣車廠"]
    assert depot.get("above_buyer") == 1.0


@pytest.mark.parametrize("caption", ["Sr./Sres.:", "Sres.:"])
def test_the_spanish_abbreviations_address_the_supplier(caption: str) -> None:
    lines = [
        (213, 40, "Hermandad de la Caridad", 14),
        (209, 56, "C/ Santa Ana 10 · 41381 Córdoba · Tel. 958 786 164", 7.5),
        (274, 76, "PEDIDO", 12),
        (53, 105, "Pedido nº Fecha Su presupuesto", 7.5),
        (53, 120, "26/167 27/03/2026 Presupuesto 9663", 8.5),
        (50, 148, caption, 8),
        (300, 148, "Lugar de entrega", 8),
        (50, 160, "Cerería Lozano", 9),
        (300, 160, "Casa Hermandad – almacén de enseres", 9),
        (50, 171, "C/ Alfarería 15", 9),
        (327, 380, "TOTAL PEDIDO 6.022,86 €", 9),
    ]
    assert _by_label(lines)["supplier"] == "Cerería Lozano"


def test_the_payee_of_a_seller_s_bank_details_is_the_supplier() -> None:
    lines = [
        (40, 40, "酒泉荃丰农业科技有限公司", 14),
        (40, 60, "确认单号 ZY-25060106", 8),
        (240, 80, "种子销售确认单", 14),
        (40, 104, "买方 绥化禾润家庭农场 客户订单号 NC-PO-4411", 8),
        (40, 130, "1 西瓜种子 8424 F1 500粒 袋 10 289.91 2,899.10", 8),
        (40, 160, "合计金额：¥2,899.10", 8),
        (40, 180, "收款单位：酒泉荃丰农业科技有限公司", 8),
        (40, 194, "开户银行：中国建设银行佛山分行 账号：7711 9034 2908 9685 339", 8),
    ]
    assert _by_label(lines)["supplier"] == "酒泉荃丰农业科技有限公司"


# A Swiss lake-steamer company's letter: its return address over the window, the supplier,
# references at the right, then the title with what is ordered before the number.
LETTER = [
    (294, 45, "Schifffahrtsgesellschaft Thunersee AG", 13.5),
    (393, 60, "Quai 20 · 6135 Thun · Tel. +41 41 180 19 84", 7.5),
    (337, 110, "Datum", 8),
    (480, 110, "18.04.2025", 8.5),
    (337, 122, "Lieferanten-Nr.", 8),
    (480, 122, "L62739", 8.5),
    (52, 134, "Gisler Motoren AG", 9.5),
    (337, 134, "Ihre Offerte", 8),
    (480, 134, "OF-60921", 8.5),
    (52, 146, "Hauptstrasse 5", 9.5),
    (52, 158, "8091 Rapperswil", 9.5),
    (55, 264, "Pos. Bezeichnung Menge Einheit Preis CHF Betrag CHF", 8),
    (55, 280, "1 Weingläser 19 cl (Karton 24) 1 Karton 109.94 109.94", 8),
    (330, 320, "Total CHF 118.85", 9),
]


@pytest.mark.parametrize(
    ("title", "number"),
    [
        ("Bestellung Material und Bordverpflegung Nr. 45172562", "45172562"),
        ("Purchase Order for Spare Parts No. 4711-22", "4711-22"),
    ],
)
def test_a_title_s_number_after_words_saying_what_is_ordered(title: str, number: str) -> None:
    found = _rules([*LETTER, (52, 194, title, 12.5)])["order_number"]
    assert found is not None and (found.value, found.method) == (number, "title")


@pytest.mark.parametrize(
    "title", ["Bestellung zu Angebot Nr. 47110815", "Purchase Order for Requisition No. 47110815"]
)
def test_a_caption_among_those_words_names_another_number(title: str) -> None:
    """The quotation's number, the requisition's, after the title: not the order's."""
    found = _rules([*LETTER, (52, 194, title, 12.5)])["order_number"]
    assert found is None or found.value != "47110815"


@pytest.mark.parametrize(
    "caption", ["我方单号：XS2026014026", "我方單號：XS2026014026", "我司单号 XS2026014026"]
)
def test_a_chinese_seller_s_own_number_is_no_order_number(caption: str) -> None:
    found = matcher_for(SCHEMA).match(caption)
    assert found is not None and found.entry.field is None  # a distractor
    lines = [
        (42, 40, "南阳天禾种业有限公司", 15),
        (42, 58, "地址：成都市新区星湖街634号", 7.5),
        (258, 90, "销售确认书", 16),
        (453, 95, caption, 8.5),
        (42, 115, "致：哈密富民生态农业有限公司", 9.5),
        (42, 147, "感谢贵方惠顾。兹确认贵方采购订单（编号：HZS-265640）所订种子如下：", 8.5),
        (47, 170, "1 辣椒种子 线椒F1 1000粒 袋 10 240.00 2,400.00", 8),
        (47, 200, "合计金额：¥2,400.00", 8),
    ]
    assert _fields(lines)["order_number"] != "XS2026014026"

"""A seller's paper titled outside the letterhead list, a ship-to's name beside its caption, a
requisition number with a letter before it, a qualified Chinese title with its number under it
and Switzerland's "Ihre Offerte": on hand-set pages through the field rules and the whole engine
(shipped models and calibration), and on the vocabulary and arithmetic that decide them."""

from __future__ import annotations

from decimal import Decimal

import pytest
from layout import SCHEMA, page_fields, right, seg

from po_pipeline.engine.arithmetic import amount_facts
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.money import find_money
from po_pipeline.engine.roles import title_kind
from po_pipeline.engine.rules import rank_page
from po_pipeline.engine.segments import Segment

MATCHER = matcher_for(SCHEMA)


def _ranked(page: list[Segment], field: str) -> list[tuple[str, str]]:
    return [(f.value, f.method) for f in rank_page(page, SCHEMA)[field]]


def _sales_confirmation() -> list[Segment]:
    """A seller's sales confirmation: its name set large over its address, the title "销售确认单"
    (the list of letterhead titles holds "销售确认书"), the customer after "致:"."""
    return [
        seg("常熟佳艺布艺软装有限公司", 200, 30, h=15),
        seg("深圳市高新区兴业大道466号 电话:0757-50977166", 150, 52, h=8),
        seg("销售确认单", 250, 72, h=16),
        seg("单号:XS25101682", 44, 100),
        seg("致:", 44, 116),
        seg("客户订单号:2025101684", 330, 116),
        seg("石家庄锦江酒店管理有限公司", 44, 130),
        seg("地址:东莞市相城区星湖街199号", 44, 144),
        seg("序号 品名 单位 数量 单价 金额", 44, 180),
        seg("1 铝百叶帘 m² 6.42 170.00", 44, 196),
        right("1,091.40", 540, 196),
        seg("订单总额(含税)", 380, 230),
        right("¥1,091.40", 540, 230),
        seg("供方(盖章):", 44, 300),
        seg("业务员:张杰", 44, 316),
    ]


def test_a_seller_s_paper_titled_outside_the_list_names_its_letterhead() -> None:
    page = _sales_confirmation()
    assert _ranked(page, "supplier") == [("常熟佳艺布艺软装有限公司", "letterhead")]
    assert page_fields(page)["supplier"]["value"] == "常熟佳艺布艺软装有限公司"


def test_a_buyer_s_order_still_has_no_letterhead_rule() -> None:
    """The same page titled as the buyer's order: its large name is the buyer's."""
    page = [
        s if s.text != "销售确认单" else seg("采购单", 250, 72, h=16) for s in _sales_confirmation()
    ]
    assert ("常熟佳艺布艺软装有限公司", "letterhead") not in _ranked(page, "supplier")


def test_a_ship_to_s_name_beside_its_caption_is_no_unlabelled_block() -> None:
    """A wedding planner's order: the vendor's block sits under the date line (so it has
    text over it), and the ship-to's name stands right of its caption "收货单位:" with its
    address under it. That name is the caption's value, not an unlabelled vendor block."""
    page = [
        seg("囍悦婚礼文化传播(合肥)有限公司", 44, 30, h=13),
        seg("地址:苏州市经济开发区创业路366号 电话:022-76667657", 44, 48, h=8),
        seg("采购单", 250, 70, h=16),
        seg("日期:2026-03-20 No. CG26032038", 44, 96),
        seg("大连金鼎婚庆用品有限公司", 44, 110),
        seg("联系人: 朱娜 18787073544", 44, 124),
        seg("地址: 常州市城阳区星湖街307号", 44, 138),
        seg("收货单位:", 44, 170),
        seg("合肥新世纪大酒店有限公司(宴会厅)", 100, 170),
        seg("收货地址:", 44, 184),
        seg("天津市新区兴业大道245号", 100, 184),
        seg("序号 道具名称 数量 单位 单价 金额", 44, 210),
        seg("1 婚礼地毯T台 8 套 370.11", 44, 226),
        right("2,960.88", 540, 226),
        seg("合计金额(含税)", 380, 260),
        right("¥2,960.88", 540, 260),
    ]
    assert all(method != "block" for _, method in _ranked(page, "supplier"))


def test_a_letter_glued_to_a_long_bare_number_is_no_currency() -> None:
    """ "R11407710", a requisition's number, is no amount in rand; "R 1 500,00" and
    "R12345.50" are."""
    [requisition] = find_money("請購單號 R11407710")
    assert not requisition.has_currency
    assert find_money("R 1 500,00")[0].has_currency
    assert find_money("R12345.50")[0].has_currency


def test_a_requisition_number_is_not_the_page_s_largest_figure() -> None:
    page = [
        seg("請購單號 R11407710", 44, 120),
        seg("小計 61,033", 400, 300),
        seg("稅額(5%) 3,052", 400, 314),
        seg("合計(含稅) 64,085", 400, 328),
    ]
    facts = amount_facts([page])
    assert facts.largest == Decimal("64085")
    assert facts.of(Decimal("64085"))["money_largest"] == 1.0


def _raw_materials_order(under: str) -> list[Segment]:
    return [
        seg("黑龍食品工業股份有限公司", 200, 30, h=14),
        seg("桃園市龜山區文化一路133號 TEL (07)7728-2607", 150, 47, h=7.2),
        seg("原物料採購單", 250, 64, h=16),
        seg(under, 254, 84, h=11),
        seg("採購日期:114/12/06", 481, 86, h=8.4),
        seg("供應商 信義糧行", 44, 110),
        seg("項次 品名 數量 單價 金額", 44, 160),
        seg("1 甘草片 100 453", 44, 176),
        right("45,300", 540, 176),
        seg("總金額", 400, 220),
        right("45,300", 540, 220),
    ]


def test_a_qualified_chinese_title_numbers_the_order_under_it() -> None:
    page = _raw_materials_order("No. 20251206009")
    assert _ranked(page, "order_number")[0] == ("20251206009", "title_below")
    assert page_fields(page)["order_number"]["value"] == "20251206009"


def test_a_qualified_title_over_an_unmarked_line_stays_a_heading() -> None:
    """Nothing marked as a number under it: the title is no label."""
    page = _raw_materials_order("桃園廠")
    assert _ranked(page, "order_number") == []


@pytest.mark.parametrize("text", ["Ihre Offerte OF-89872", "Unsere Offerte", "Facturation"])
def test_a_swiss_offer_and_a_bill_to_heading_are_distractors(text: str) -> None:
    found = MATCHER.match(text)
    assert found is not None and found.entry.kind == "distractor"


def test_a_chilean_sales_note_is_a_seller_s_title() -> None:
    assert title_kind("Nota de venta – confirmación de orden de compra") == (True, False)
    assert title_kind("NOTA DE VENTA") == (True, False)


def _sales_note(title: str) -> list[Segment]:
    """A Chilean seller's sales note: its name large, its title, the customer after
    "Señor(es)", the total's label naming the paper with its figure under it."""
    return [
        seg("Comercial Colchagua SpA", 40, 30, h=15),
        seg("Av. España 2623, Curicó · Fono +56 72 262 2325", 40, 50, h=7.8),
        seg(title, 40, 80, h=11),
        seg("Señor(es)", 40, 110, h=8),
        seg("Sociedad Agrícola La Esperanza Ltda.", 130, 110, h=8),
        seg("Su Orden de Compra N°", 330, 110, h=8),
        seg("OC 48131", 440, 110, h=8),
        seg("RUT 85.898.794-K", 40, 124, h=8),
        seg("Dirección Fundo Las Palmas, Monte Patria", 40, 138, h=8),
        seg("Código Descripción Cant. Precio unit. Total", 40, 170, h=8),
        seg("R-1906 Instalación y puesta en marcha 10 146.042", 40, 184, h=8),
        right("1.460.420", 540, 184),
        seg("Monto neto $ 1.460.420", 380, 220, h=8),
        seg("IVA 19% $ 277.480", 380, 234, h=8),
        seg("Total nota de venta", 380, 248, h=8),
        seg("$ 1.737.900", 460, 262, h=8),
    ]


def test_on_a_seller_s_paper_the_addressee_is_the_customer() -> None:
    """ "Señor(es)" addresses the paper: on a buyer's order the vendor, on the seller's
    sales note the customer. The seller is its letterhead."""
    assert _ranked(_sales_note("NOTA DE VENTA"), "supplier") == [
        ("Comercial Colchagua SpA", "letterhead")
    ]


def test_on_a_buyer_s_order_the_addressee_is_the_vendor() -> None:
    ranked = _ranked(_sales_note("ORDEN DE COMPRA"), "supplier")
    assert ranked[0][0] == "Sociedad Agrícola La Esperanza Ltda."


def test_a_total_named_after_the_sales_note_is_the_total() -> None:
    """ "Total nota de venta" over its figure, not the net amount above it."""
    assert page_fields(_sales_note("NOTA DE VENTA"))["total"]["value"] == "1737900.00"

"""A Chinese official file number as an order's number, a contract's number beside the
order's own, a vendor block with no heading whose details are captioned rows, family firms
as company names, and a payment deducted under an order's total: on hand-set pages through
the field rules and the whole engine (shipped models and calibration), and on the value
parsers that decide them."""

from __future__ import annotations

import pytest
from layout import SCHEMA, page_fields, right, seg

from po_pipeline.engine.rules import FALLBACK_BEHIND, _deducted_from_total, page_view, rank_page
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import identifier_value
from po_pipeline.plausibility import has_legal_form


def _ranked(page: list[Segment], field: str) -> list[tuple[str, str, float]]:
    return [(f.value, f.method, f.confidence) for f in rank_page(page, SCHEMA)[field]]


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("No. QXJ[2026]110号", "QXJ[2026]110号"),
        ("QXJ［2025］093号", "QXJ[2025]093号"),  # full-width brackets, as NFKC reads them
        ("财库〔2019〕10号", "财库〔2019〕10号"),
        ("HT(2025)12号 附件", "HT(2025)12号"),
    ],
)
def test_a_chinese_file_number_keeps_its_bracketed_year(text: str, number: str) -> None:
    assert identifier_value(text) == number


def _weather_bureau_order(*, order_label: bool = True) -> list[Segment]:
    """A weather bureau's order: its name over the title, the number at the right under a
    label, the buyer's panel captioned "需方:" and the vendor's beside it with no heading,
    its details in captioned rows ("联系人:", "地址:")."""
    page = [
        seg("青海省大气探测技术保障中心", 323, 29, h=15),
        seg("地址:无锡市滨海新区星湖街268号", 323, 48, h=7.4),
        seg("采购订单", 389, 66, h=16),
        seg("申购单号:申购2025-075", 705, 64, h=8.2),
        seg("下单日期:2025-11-08", 714, 75, h=8.2),
        seg("需方:", 51, 117, h=8),
        seg("青海省大气探测技术保障中心", 116, 116, h=9),
        seg("烟台天瑞电子科技股份有限公司", 434, 116, h=9),
        seg("经办人:", 51, 130, h=8),
        seg("杨建华", 116, 130, h=8.4),
        seg("联系人:", 434, 130, h=8),
        seg("吴娜", 499, 130, h=8.4),
        seg("收货单位:", 51, 144, h=8),
        seg("长春区域自动站运维中心", 116, 144, h=8.4),
        seg("地址:", 434, 144, h=8),
        seg("成都市高新区滨江大道269号", 499, 144, h=8.4),
        seg("序号 名称 规格型号 数量 单价 金额", 57, 200, h=7.8),
        seg("1 温湿度传感器 HMP155 2 8,150.00", 57, 216, h=7.8),
        right("16,300.00", 800, 216),
        seg("合计金额:", 600, 240, h=8),
        right("16,300.00", 800, 240),
    ]
    if order_label:
        page.append(seg("订单编号:QXJ[2025]093号", 698, 86, h=8.2))
    return page


def test_a_file_number_under_its_label_is_the_order_s_number() -> None:
    page = _weather_bureau_order()
    assert _ranked(page, "order_number")[0][:2] == ("QXJ[2025]093号", "inline")
    assert page_fields(page)["order_number"]["value"] == "QXJ[2025]093号"


def test_a_vendor_block_with_captioned_detail_rows_and_no_heading() -> None:
    """The name beside the buyer's captioned panel, with "联系人:" and "地址:" rows under it
    whose values are a person and an address: the vendor's block, though no line under the
    name is an address by itself. Without those rows it is a name alone, no block."""
    page = _weather_bureau_order()
    assert ("烟台天瑞电子科技股份有限公司", "block") in [r[:2] for r in _ranked(page, "supplier")]
    bare = [s for s in page if s.x0 < 430 or s.top < 110 or s.top > 150 or s.top == 116]
    assert "block" not in [r[1] for r in _ranked(bare, "supplier")]


def _pig_farm_order(*, order_label: bool = True) -> list[Segment]:
    """A pig farm's order: the order's number and a contract's number, each after its own
    label, in one header grid."""
    page = [
        seg("绥化康牧生猪养殖专业合作社", 38, 29, h=14),
        seg("采购订单", 266, 74, h=16),
        seg("日期:2026-06-03", 225, 100, h=8.4),
        seg("请购单号:REQ265451", 401, 100, h=8.4),
        seg("供应商:德阳牧原兽药有限公司", 38, 115, h=8.4),
        seg("合同号:HT2026048", 401, 115, h=8.4),
        seg("序号 货品名称 数量 含税单价 含税金额", 44, 153, h=7.8),
        seg("1 负压风机 1 1,261.19", 44, 171, h=7.8),
        right("1,261.19", 560, 171),
        seg("合计:", 440, 200, h=8),
        right("1,261.19", 560, 200),
    ]
    if order_label:
        page.append(seg("订货单号:CG2026-5327", 38, 100, h=8.4))
    return page


def test_a_contract_s_number_behind_the_order_s_own_is_no_equal_rival() -> None:
    ranked = _ranked(_pig_farm_order(), "order_number")
    (first, method, confidence), *rest = ranked
    assert first == "CG2026-5327"
    contract = next(c for v, _, c in rest if v == "HT2026048")
    assert contract == pytest.approx(confidence * FALLBACK_BEHIND, abs=0.001)


def test_a_contract_s_number_alone_keeps_its_confidence() -> None:
    """With no order number labelled, the contract's number stands for it, undemoted."""
    ranked = _ranked(_pig_farm_order(order_label=False), "order_number")
    assert ranked[0][:2] == ("HT2026048", "fallback")
    assert ranked[0][2] >= 0.9


@pytest.mark.parametrize(
    "name",
    [
        "Société Michaud et Fils",
        "Brown & Sons",
        "Müller & Söhne",
        "Montoya e Hijos",
        "Bianchi & Figli",
    ],
)
def test_a_family_firm_is_a_company(name: str) -> None:
    assert has_legal_form(name)


@pytest.mark.parametrize("text", ["Jean Fils", "sons and daughters", "Marc Sons"])
def test_fils_or_sons_alone_is_no_company(text: str) -> None:
    assert not has_legal_form(text)


def _totals_box(deduction: str, caption: str = "Prepayment") -> list[Segment]:
    """An order's totals, with a payment deducted under its total and the balance last."""
    return [
        seg("PURCHASE ORDER", 250, 40, h=16),
        seg("PO Number: CR-2025-0147", 40, 80),
        seg("Vendor: Ruggiero Marine & Boom Supply Inc.", 40, 96),
        seg("Item Qty Unit price Amount", 40, 140),
        seg("Bog harvesting boom 2 2,256.96", 40, 156),
        right("4,513.92", 560, 156),
        seg("Subtotal", 400, 200),
        right("4,513.92", 560, 200),
        seg("Sales Tax 7%", 400, 214),
        right("476.47", 560, 214),
        seg("Order Total", 400, 228),
        right("$4,990.39", 560, 228),
        seg(caption, 400, 242),
        right(deduction, 560, 242),
        seg("Balance Due", 400, 256),
        right("2,495.19", 560, 256),
    ]


@pytest.mark.parametrize("deduction", ["-2,495.20", "(2,495.20)"])
def test_a_payment_deducted_under_the_total_leaves_the_balance_no_total(deduction: str) -> None:
    """Whatever its caption, a negative amount under the total is a payment deducted from
    it: the balance under it is what is left to pay, not the order's total."""
    ranked = _ranked(_totals_box(deduction), "total")
    assert ranked[0][0] == "4990.39"
    assert "2495.19" not in [v for v, _, _ in ranked]
    assert page_fields(_totals_box(deduction))["total"]["value"] == "4990.39"


@pytest.mark.parametrize(
    ("deduction", "caption"), [("2,495.20", "Prepayment"), ("-0.02", "Rounding")]
)
def test_a_positive_amount_or_a_rounding_under_the_total_deducts_nothing(
    deduction: str, caption: str
) -> None:
    view = page_view(_totals_box(deduction, caption), SCHEMA)
    k = next(i for i, s in enumerate(view.segments) if s.text == caption)
    assert not _deducted_from_total(view.segments, view.matches, k, SCHEMA)

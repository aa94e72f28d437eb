"""A seller's name on its own order confirmation bears the letterhead's marks (the tallest
line, printed again under the signature, beside the bank account and in the footer), which
on a buyer's paper make the buyer's name. When the scorer is sure of it and the field rules
chose it too, it is trusted on a seller's paper, and only there."""

from __future__ import annotations

import io

from reportlab.pdfgen import canvas

from po_pipeline.engine.calibration import SELLER_SURE_FLOOR, load_calibrator
from po_pipeline.engine.extract import extract_pdf
from po_pipeline.field_schema import load_schema
from po_pipeline.pipeline.validation import Accepted, Gate, validate_result
from po_pipeline.samples import register_cjk_font

SCHEMA = load_schema()
SELLER = "佛山市南海恒通厨房设备有限公司"


def _confirmation() -> bytes:
    font = register_cjk_font()
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=(595, 842))
    c.setFont(font, 18)
    c.drawString(40, 790, SELLER)
    c.setFont(font, 9)
    c.drawString(40, 774, "地址：佛山市南海区桂城街道南海大道北88号  电话：0757-8623 4471")
    c.setFont(font, 16)
    c.drawString(230, 740, "订单确认书")
    c.setFont(font, 10)
    rows = [
        (40, 710, "客户名称：杭州西湖餐饮管理有限公司"),
        (40, 694, "客户订单号：HZ-CG-2026-0418"),
        (340, 710, "确认单号：QR20260418"),
        (340, 694, "日期：2026-04-18"),
        (40, 650, "设备名称"),
        (300, 650, "数量"),
        (460, 650, "金额"),
        (40, 632, "商用电磁大炒炉"),
        (300, 632, "2"),
        (460, 632, "23,600.00"),
        (40, 616, "四门冷藏冷冻柜"),
        (300, 616, "1"),
        (460, 616, "8,900.00"),
        (340, 580, "合计金额（含税）"),
        (460, 580, "32,500.00"),
        (40, 560, "大写：人民币叁万贰仟伍佰元整"),
        (40, 544, "收款单位：" + SELLER),
        (40, 520, "供方（盖章）：" + SELLER),
        (340, 520, "需方确认（签章）："),
    ]
    for x, y, text in rows:
        c.drawString(x, y, text)
    c.setFont(font, 8)
    c.drawString(40, 60, SELLER + "  开户行：中国工商银行佛山南海支行")
    c.save()
    return out.getvalue()


def test_a_sellers_name_the_scorer_is_sure_of_loads_from_its_confirmation() -> None:
    result = extract_pdf(_confirmation())
    supplier = result["fields"]["supplier"]
    assert supplier["value"] == SELLER
    assert supplier["confidence"] >= SELLER_SURE_FLOOR
    loaded = validate_result(result, Gate.from_schema(SCHEMA))
    assert isinstance(loaded, Accepted)
    assert (loaded.order_number, loaded.supplier) == ("HZ-CG-2026-0418", SELLER)


def _sure_name(**more: float) -> dict[str, float]:
    """A name the scorer is sure of, that the rules chose too, with the letterhead's marks
    that the calibration holds against a name."""
    return {
        "party_p": 0.995,
        "party_margin": 0.99,
        "rules_agree": 1.0,
        "rule_score": 0.6,
        "cand_occurrences": 1.0,
        "cand_in_footer": 1.0,
        "cand_tallest": 1.0,
        "cand_after_label": 1.0,
        **more,
    }


def test_the_floor_holds_on_a_sellers_paper_only_and_only_when_both_methods_agree() -> None:
    calibrator = load_calibrator(SCHEMA.version)
    assert calibrator is not None
    model = calibrator.fields["supplier"]
    seller = _sure_name(cand_seller_doc=1.0)
    assert model.probability(seller) < SELLER_SURE_FLOOR  # what the calibration alone says
    assert calibrator.confidence("supplier", seller) == SELLER_SURE_FLOOR
    # On a buyer's paper the same marks make the buyer's letterhead: no floor.
    buyer = _sure_name(cand_buyer_doc=1.0)
    assert calibrator.confidence("supplier", buyer) == model.probability(buyer)
    # The rules chose another name, or the scorer is less sure: no floor.
    for weaker in (
        _sure_name(cand_seller_doc=1.0, rules_agree=0.0),
        _sure_name(cand_seller_doc=1.0, party_p=0.9),
        _sure_name(cand_seller_doc=1.0, party_margin=0.5),
    ):
        assert calibrator.confidence("supplier", weaker) == model.probability(weaker)

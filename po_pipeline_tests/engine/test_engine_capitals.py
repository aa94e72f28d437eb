"""大写 (Chinese capital-numeral) totals: parsing, and how they weigh on the total's figure:
agreeing raises confidence, disagreeing lowers it (figure kept), capitals alone are used."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.engine import extract_pdf
from po_pipeline.engine.capitals import capital_value
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema
from po_pipeline.samples import FONT_NAME, register_cjk_font


@pytest.mark.parametrize(
    ("text", "loose", "strict"),
    [
        ("人民币壹佰贰拾捌元伍角", "128.50", "128.50"),
        ("人民币壹佰贰拾捌元伍角整", "128.50", "128.50"),
        ("壹佰贰拾捌元伍角陆分", "128.56", "128.56"),
        ("壹拾万零叁佰元零伍分", "100300.05", "100300.05"),
        ("贰仟圆整", "2000.00", "2000.00"),
        ("壹萬貳仟參佰圓整", "12300.00", "12300.00"),  # traditional forms
        ("拾元", "10.00", "10.00"),
        ("伍角", "0.50", "0.50"),
        ("零角伍分", "0.05", "0.05"),
        ("零元整", "0.00", "0.00"),
        ("壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元捌角玖分", "123456789.89", "123456789.89"),
        ("(大写) 人民币：叁佰壹拾伍元整", "315.00", "315.00"),
        ("合计(大写)：人民币壹佰贰拾捌元伍角整", "128.50", ""),  # a label: not an amount alone
        ("壹佰元 ¥100.00", "100.00", ""),
        ("一百二十八元", "", ""),  # everyday numerals are not 大写
        ("128元", "", ""),
        ("壹佰贰拾捌", "", ""),  # no 元/角/分: a count, not an amount
        ("佰元", "", ""),  # a unit without a digit
        ("第贰页", "", ""),
        ("零拾零元", "", ""),  # malformed: cn2an raises KeyError, not ValueError
    ],
)
def test_capital_value(text: str, loose: str, strict: str) -> None:
    assert capital_value(text, strict=False) == loose
    assert capital_value(text, strict=True) == strict


def _segments(*lines: tuple[float, float, str]) -> list[Segment]:
    return [
        Segment(text=t, x0=x, top=y, x1=x + 10 * len(t), bottom=y + 10, source="text")
        for x, y, t in lines
    ]


NUMBER = (50, 40, "采购单号：PO-2026-300")
FIGURE = (50, 100, "合计金额：¥128.50")


@pytest.mark.parametrize(
    ("lines", "value", "confidence"),
    [
        # No capitals: the figure as before.
        ([NUMBER, FIGURE], "128.50", 0.95),
        # Capitals agree: half the remaining doubt goes.
        ([NUMBER, FIGURE, (50, 120, "合计(大写)：人民币壹佰贰拾捌元伍角整")], "128.50", 0.975),
        ([NUMBER, (50, 100, "合计：人民币壹佰贰拾捌元伍角  ¥128.50")], "128.50", 0.975),
        (
            [
                (50, 100, "合计金额（大写）："),
                (200, 100, "壹佰贰拾捌元伍角"),
                (350, 100, "¥128.50"),
            ],
            "128.50",
            0.95,  # the figure right of the label (0.9), confirmed
        ),
        # Capitals disagree: the figure stays, with half the confidence.
        ([NUMBER, FIGURE, (50, 120, "合计(大写)：人民币壹佰贰拾元伍角整")], "128.50", 0.475),
        # Capitals only: used, with moderate confidence.
        ([NUMBER, (50, 120, "合计(大写)：人民币壹佰贰拾捌元伍角整")], "128.50", 0.617),
        ([NUMBER, (50, 100, "大写金额"), (50, 115, "人民币壹佰贰拾捌元伍角")], "128.50", 0.52),
        # A subtotal in capitals says nothing about the total.
        ([NUMBER, FIGURE, (50, 120, "小计(大写)：壹佰元整")], "128.50", 0.95),
        ([NUMBER, (50, 120, "小计(大写)：壹佰元整")], None, None),
    ],
    ids=[
        "figure-only",
        "agree-below",
        "agree-same-line",
        "agree-columns",
        "disagree",
        "capitals-only-inline",
        "capitals-only-below",
        "subtotal-capitals-ignored",
        "subtotal-capitals-only",
    ],
)
def test_capitals_cross_check_the_total(
    lines: list[tuple[float, float, str]], value: str | None, confidence: float | None
) -> None:
    found = extract_page_fields(_segments(*lines), load_schema())["total"]
    if value is None:
        assert found is None
        return
    assert found is not None
    assert (found.value, found.confidence) == (value, pytest.approx(confidence, abs=1e-3))


def test_capitals_only_order_end_to_end() -> None:
    register_cjk_font()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    canvas.setFont(FONT_NAME, 11)
    for y, text in [
        (60, "采购单号：PO-2026-301"),
        (90, "供应商：上海明德纸业有限公司"),
        (120, "小计：300.00"),
        (140, "合计金额（大写）：人民币叁佰叁拾玖元整"),
    ]:
        canvas.drawString(60, 842 - y, text)
    canvas.save()
    total = extract_pdf(buffer.getvalue())["fields"]["total"]
    assert total["value"] == "339.00"
    assert 0.5 <= total["score"] < 0.7
    assert total["source"] == "text"

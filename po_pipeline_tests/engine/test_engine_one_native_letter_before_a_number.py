"""One character of the page's own script right before a long number is part of the number as
printed ("採114090652", "発77753"): on the value reader and on a hand-set page through the
whole engine (shipped models and calibration)."""

from __future__ import annotations

import pytest
from layout import page_fields, seg

from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import identifier_value


@pytest.mark.parametrize("text", ["採114090652", "発77753", "採114-546"])
def test_one_native_letter_before_the_number(text: str) -> None:
    assert identifier_value(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "号20260101",  # a caption's last character: the number is after it
        "金1234567円",  # a sum of money
        "約123456",  # about so many
        "採1234",  # four digits: a short code
    ],
)
def test_no_number_of_one_native_letter(text: str) -> None:
    assert identifier_value(text) != text


def _taiwanese_order() -> list[Segment]:
    """A puppet troupe's order: the number beside its caption, a quotation's below it."""
    return [
        seg("明華布袋戲團", 36, 31, h=14),
        seg("訂購單", 482, 34, h=15.5),
        seg("臺南市北區民生路200號", 36, 48, h=7.4),
        seg("採購單號", 54, 88, h=8.2),
        seg("採114090652", 107, 88, h=8.2),
        seg("日期", 323, 88, h=8.2),
        seg("114年9月6日", 369, 88, h=8.2),
        seg("報價單號", 54, 106, h=8.2),
        seg("報價114721", 107, 106, h=8.2),
        seg("廠商:", 40, 137, h=7.5),
        seg("巧藝舞台工程有限公司", 83, 136, h=8.5),
        seg("統一編號: 74449294", 40, 151, h=7.9),
    ]


def test_the_order_s_number_with_its_native_letter() -> None:
    number = page_fields(_taiwanese_order())["order_number"]
    assert number["value"] == "採114090652"

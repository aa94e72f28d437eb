"""Rules found missing on bench/holdout3.py: totals and numbers stated in running text, party
labels resolved by their bracketed role (甲方（供方）), header-row/value-row summary tables,
a barcode caption as the number of last resort, a name before a suffix label (… 御中),
e-mail addresses dropped from party names, a neighbour with its own caption never taken as
a name, and schema 2026.5 synonyms (廠商, 注文番号, Total inkl. MWST)."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.inline import barcode_caption, resolve_roles, running_value
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.rules import extract_page_fields
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import text_value
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
MATCHER = matcher_for(SCHEMA)


def values(segments: list[Segment]) -> dict[str, str]:
    return {k: (v.value if v else "") for k, v in extract_page_fields(segments, SCHEMA).items()}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "二、合同价款：本合同总金额为人民币 ¥12,345.00 元（大写：壹万贰仟叁佰肆拾伍元整）",
            "12345.00",
        ),
        (
            "二、合同总价款人民币（大写）柒万壹仟叁佰陆拾贰元肆角壹分（¥71,362.41），已含运费。",
            "71362.41",
        ),
        ("The total amount of this order is USD 4,250.00 including freight.", "4250.00"),
        # Percentages of the price, a figure before the total word, a sentence in between.
        ("甲方于合同签订后7日内支付合同总价的30%作为预付款，余款70%验收后支付。", ""),
        ("交货后30日内付款，合同总价不含安装费。另付 ¥500.00 运输费", ""),
        ("Total quantity 25 pcs, weight 12.50 kg", ""),
        ("The total amount is payable by 01.03.2026 to our account", ""),
        ("Subtotals are shown per page; see page 2 for 1,234.00", ""),
    ],
)
def test_running_total(text: str, expected: str) -> None:
    assert running_value(text, MATCHER, field="total", money=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Final Details for Order #112-4417781-5532019", "112-4417781-5532019"),
        ("RE: Purchase Order #4575776659", "4575776659"),
        ("Please reference the PO number on all invoices.", ""),
        ("This Purchase Order is subject to our terms of 2026.", ""),
        ("Send invoices to PO Box 1180, Reno", ""),
    ],
)
def test_running_order_number(text: str, expected: str) -> None:
    assert running_value(text, MATCHER, field="order_number", money=False) == expected


@pytest.mark.parametrize(
    ("texts", "supplier"),
    [
        (
            ["甲方（供方）：江苏恒远机电设备有限公司", "乙方（需方）：上海浦江医疗器械有限公司"],
            "江苏恒远机电设备有限公司",
        ),
        (
            [
                "甲方（采购方）：上海浦江医疗器械有限公司",
                "乙方（供货方）：江苏恒远机电设备有限公司",
            ],
            "江苏恒远机电设备有限公司",
        ),
        (
            [
                "甲方（买受人）：上海浦江医疗器械有限公司",
                "乙方（出卖人）：江苏恒远机电设备有限公司",
            ],
            "江苏恒远机电设备有限公司",
        ),
        # The signature block repeats the bare label: it follows the role given above.
        (
            [
                "甲方（供方）：江苏恒远机电设备有限公司",
                "乙方（需方）：上海浦江医疗器械有限公司",
                "乙方（盖章）：上海浦江医疗器械有限公司",
            ],
            "江苏恒远机电设备有限公司",
        ),
    ],
)
def test_party_role_from_qualifier(texts: list[str], supplier: str) -> None:
    page = [seg(t, 60, 100 + 40 * k) for k, t in enumerate(texts)]
    assert values(page)["supplier"] == supplier


def test_qualifier_that_is_not_a_role_keeps_the_label() -> None:
    matches = resolve_roles(
        [MATCHER.match("小计（大写）：壹佰元整")], MATCHER, frozenset({"supplier"})
    )
    assert matches[0] is not None and matches[0].entry.field is None  # still 小计, not 大写


@pytest.mark.parametrize(
    ("heads", "cells", "total"),
    [
        (
            ["Subtotal", "Tax", "Freight", "Total"],
            ["1,000.00", "72.50", "45.00", "1,117.50"],
            "1117.50",
        ),
        (
            ["Subtotal", "Discount", "Sales Tax", "Total Due"],
            ["900.00", "-27.00", "63.29", "936.29"],
            "936.29",
        ),
        # Cell counts differ (a blank cell): no positional pairing, the old rule stands.
        (["Subtotal", "Tax", "Freight", "Total"], ["1,000.00", "45.00", "1,045.00"], "1045.00"),
    ],
)
def test_summary_row_values_pair_by_position(
    heads: list[str], cells: list[str], total: str
) -> None:
    page = []
    for k, h in enumerate(heads):
        page.append(seg(h, 150 + 100 * k, 500))
    for k, c in enumerate(cells):
        right = 150 + 100 * (k + 1 + len(heads) - len(cells)) - 4
        page.append(Segment(c, right - 5.5 * len(c), 515, right, 525, "text"))
    assert values(page)["total"] == total


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("*PO-88123*", "PO-88123"),
        ("*4500123456*", "4500123456"),
        ("*URGENT*", ""),
        ("** Note **", ""),
    ],
)
def test_barcode_caption(text: str, expected: str) -> None:
    assert barcode_caption(text) == expected


def test_barcode_only_without_a_labelled_number() -> None:
    page = [seg("*PO-88123*", 400, 60), seg("PO No: 4711-A", 50, 100)]
    assert values(page)["order_number"] == "4711-A"
    assert values(page[:1])["order_number"] == "PO-88123"


@pytest.mark.parametrize(
    ("texts", "supplier"),
    [
        (["株式会社山田製作所　御中", "注文番号：665601"], "株式会社山田製作所"),
        (["株式会社山田製作所", "御中"], "株式会社山田製作所"),
        # On the supplier's own invoice (請求書) the addressee is the buyer.
        (["請求書", "東京精工株式会社 御中"], ""),
    ],
)
def test_suffix_label(texts: list[str], supplier: str) -> None:
    page = [seg(texts[0], 50, 90, h=13)]
    if len(texts) > 1:
        x, top = (50 + 13 * 10, 90) if texts[1] == "御中" else (300, 60)
        page.append(seg(texts[1], x, top, h=13))
    assert values(page)["supplier"] == supplier


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Brightline Fasteners Inc. <orders@brightline.com>", "Brightline Fasteners Inc."),
        ("'Redwood Lab Supply Co.' <sales@redwood.com>", "Redwood Lab Supply Co."),
        ("sales@redwood.com", ""),
    ],
)
def test_email_address_is_not_a_name(text: str, expected: str) -> None:
    assert text_value(text, MATCHER) == expected


def test_neighbour_with_its_own_caption_is_not_the_name() -> None:
    page = [
        seg("Vendor", 50, 110),
        seg("Order date: 2026-03-09", 330, 110),
        seg("Brightline Fasteners Inc.", 50, 124),
    ]
    assert values(page)["supplier"] == "Brightline Fasteners Inc."


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("廠商：宏昇電子有限公司", "supplier"),
        ("廠商名稱：宏昇電子有限公司", "supplier"),
        ("注文番号：665601", "order_number"),
        ("発注番号：665601", "order_number"),
        ("Total inkl. MWST", "total"),
        ("ご注文金額", "total"),
        ("廠商編號：V1234", None),
        ("Total exkl. MWST", None),
    ],
)
def test_schema_2026_5_labels(text: str, field: str | None) -> None:
    m = MATCHER.match(text)
    assert m is not None and m.entry.field == field


@pytest.mark.parametrize(
    ("texts", "supplier"),
    [
        (
            [("FROM", 38, 109), ("BILL TO", 318, 109), ("Redwood Lab Supply Co.", 38, 124)],
            "Redwood Lab Supply Co.",
        ),
        # Without a buyer's heading beside it, "From" may head the buyer's own block.
        ([("FROM", 38, 109), ("Redwood Lab Supply Co.", 38, 124)], ""),
        # An e-mail's "From:" line is the sender, not a block heading.
        ([("From: Jamie Ortega <j@x.org>", 38, 109), ("Bill To", 318, 109)], ""),
    ],
)
def test_from_heading_needs_a_buyer_heading_beside_it(
    texts: list[tuple[str, float, float]], supplier: str
) -> None:
    assert values([seg(t, x, y) for t, x, y in texts])["supplier"] == supplier

"""Three ways a grand total is captioned on real orders:

- a template's mark before the caption, a block element or a geometric shape ("▌Total
  Amount:", "■ 合計金額", "► Vendor"), is passed over as a form's numbering is;
- "Balance Due" is what is left to pay: the order's total where nothing was paid before it,
  a running balance (never the total) below a deposit or the payments received;
- the caption alone on its line, its figure on the next line at the amounts' side, set no
  smaller than the caption ("Gesamtbetrag CHF" over a right-aligned "CHF 33'009.80").
"""

from __future__ import annotations

import pytest
from layout import page_fields, right, seg

from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()


def _order(totals: list[Segment]) -> list[Segment]:
    return [
        seg("Harbor Fasteners Inc.", 40, 26, h=14),
        seg("PURCHASE ORDER", 420, 25, h=15),
        seg("PO Number: 4500217733", 400, 60),
        seg("Vendor:", 40, 96),
        seg("Keystone Bearing Supply LLC", 90, 96),
        seg("Description", 40, 200),
        seg("Amount", 500, 200),
        seg("Hex bolts M12 x 80, box of 50", 40, 216),
        right("1,250.00", 560, 216),
        seg("Flange nuts M12, box of 100", 40, 230),
        right("800.00", 560, 230),
        *totals,
    ]


@pytest.mark.parametrize("mark", ["▌", "■ ", "► ", "• ", "◆"])
def test_a_templates_mark_before_the_total_caption_is_passed_over(mark: str) -> None:
    page = _order([seg("Shipping Type:", 300, 300), seg(f"{mark}Total Amount:", 370, 302)])
    page.append(right("$ 2,050.00", 560, 302))
    assert page_fields(page)["total"]["value"] == "2050.00"
    m = matcher_for(SCHEMA).match(f"{mark}Total Amount:")
    assert m is not None and m.entry.field == "total"


def test_a_mark_before_an_order_numbers_caption_is_passed_over_too() -> None:
    m = matcher_for(SCHEMA).match("■ 発注番号：HN-2207")
    assert m is not None and m.entry.field == "order_number"
    # A mark is no label's start on its own, and a form's number may still follow it.
    assert matcher_for(SCHEMA).match("■ Hex bolts") is None
    numbered = matcher_for(SCHEMA).match("▌3) Order No. 58213")
    assert numbered is not None and numbered.entry.field == "order_number"


def test_balance_due_is_the_total_where_nothing_was_paid_before_it() -> None:
    page = _order([seg("BALANCE DUE", 400, 260), right("$2,050.00", 560, 260)])
    assert page_fields(page)["total"]["value"] == "2050.00"


def test_balance_due_below_a_deposit_is_no_total() -> None:
    page = _order(
        [
            seg("Total", 400, 260),
            right("2,050.00", 560, 260),
            seg("Deposit Received", 400, 274),
            right("-500.00", 560, 274),
            seg("Balance Due", 400, 288),
            right("1,550.00", 560, 288),
        ]
    )
    total = page_fields(page)["total"]
    assert total["value"] == "2050.00"
    assert "1550.00" not in [c["value"] for c in total["candidates"]]


@pytest.mark.parametrize(
    ("caption", "figure", "total"),
    [
        ("Gesamtbetrag CHF", "CHF 33'009.80", "33009.80"),
        ("Total PO Value", "$2,100.60", "2100.60"),
        ("Total TVAC", "6 034,52 €", "6034.52"),
        ("采购总额", "¥4,876.95", "4876.95"),
    ],
)
def test_a_totals_figure_on_the_line_under_its_caption_at_the_amounts_side(
    caption: str, figure: str, total: str
) -> None:
    page = _order([seg(caption, 330, 300, h=10), right(figure, 560, 314)])
    page[-1] = Segment(figure, page[-1].x0, 314, 560, 325, "text")  # a size larger
    assert page_fields(page)["total"]["value"] == total


def test_a_smaller_figure_or_one_past_another_caption_is_not_the_totals() -> None:
    # Set smaller than the caption: a note's figure, not the total's.
    small = _order([seg("Total PO Value", 330, 300, h=12), right("$2,100.60", 560, 315)])
    small[-1] = Segment("$2,100.60", small[-1].x0, 315, 560, 321, "text")
    assert page_fields(small)["total"]["value"] == ""
    # Another caption on the total's line, over the figure: the figure is that one's.
    other = _order(
        [
            seg("Total PO Value", 330, 300),
            seg("Deposit", 450, 300),
            right("$2,100.60", 560, 314),
        ]
    )
    assert page_fields(other)["total"]["value"] == ""

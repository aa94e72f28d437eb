"""A CJK title letter-spaced across its line ("訂　購　單 NO:114061640") comes out of the
reading in pieces ("訂購" | "單"); pieces that keep their letters' spacing and together spell
a label are that label again, and the number printed after the title is the order's."""

from __future__ import annotations

import pytest
from layout import seg

from po_pipeline.engine.extract import extract_segments
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.spaced import join_spaced_labels
from po_pipeline.field_schema import load_schema

SCHEMA = load_schema()
H = 15.0  # the title's type size; an ideographic space as wide as a letter


def _spaced(text: str, x0: float, top: float, gap: float = H) -> Segment:
    """Letters `gap` apart, as the reading joins them: one segment."""
    width = len(text) * H + (len(text) - 1) * gap
    return Segment(text, x0, top, x0 + width, top + H, "text")


def _order(title: list[Segment]) -> list[Segment]:
    return [
        seg("福利機車材料行", 242, 30, h=14),
        *title,
        seg("訂購日期:114/06/16", 469, 93),
        seg("廠商名稱", 60, 116),
        seg("協和機車零件股份有限公司", 113, 116),
        seg("聯絡電話", 324, 135),
        seg("(04)4333-2185", 377, 135),
        seg("品名", 81, 185),
        seg("數量", 343, 185),
        seg("金額", 505, 185),
        seg("輪胎", 47, 221),
        seg("6", 366, 221),
        seg("10,440", 524, 221),
        seg("總計", 383, 426),
        seg("NT$45,950", 506, 426),
    ]


def test_a_letter_spaced_title_gives_the_number_after_it() -> None:
    # "訂　購　單　NO：114061640": the reading joined 訂 and 購, not 單.
    title = [_spaced("訂購", 197, 73), _spaced("單", 257, 73), seg("NO:114061640", 287, 73, h=H)]
    number = extract_segments([_order(title)], SCHEMA)["fields"]["order_number"]
    assert number["value"] == "114061640"
    threshold = next(f.threshold for f in SCHEMA.fields if f.name == "order_number")
    assert number["confidence"] >= threshold


@pytest.mark.parametrize(
    ("pieces", "texts"),
    [
        # Four letters in two pieces, and in three.
        ([_spaced("采购", 100, 50), _spaced("订单", 160, 50)], ["采购订单"]),
        ([_spaced("采购", 100, 50), _spaced("订", 160, 50), _spaced("单", 190, 50)], ["采购订单"]),
        # Not the letters' spacing: a heading and a cell further along stay apart.
        ([_spaced("訂購", 197, 73), _spaced("單", 290, 73)], ["訂購", "單"]),
        # Together no label: left as read.
        ([_spaced("交貨", 100, 50), _spaced("期", 160, 50)], ["交貨", "期"]),
    ],
)
def test_join_spaced_labels(pieces: list[Segment], texts: list[str]) -> None:
    joined = join_spaced_labels(pieces, matcher_for(SCHEMA))
    assert [s.text for s in joined] == texts

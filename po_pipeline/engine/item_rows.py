"""Tables whose captions run along one row and whose values sit in the row under them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from po_pipeline.engine.money import is_money_only
from po_pipeline.engine.segments import Segment

# An item table's row carries its quantity, unit price and amount: this many figures.
ITEM_ROW_FIGURES = 3


def in_item_row(segments: Sequence[Segment], i: int) -> bool:
    """The segment sits in a row of an item table: the line carries at least three figures
    besides it (a cement grade "P.O 42.5" in a row "水泥 | P.O 42.5 | 吨 | 8 | 383.70 |
    3,069.60" is a specification, not an order's label)."""
    seg = segments[i]
    figures = (
        j for j, s in enumerate(segments) if j != i and s.same_line(seg) and is_money_only(s.text)
    )
    return sum(1 for _ in figures) >= ITEM_ROW_FIGURES


def row_aligned_below(
    segments: Sequence[Segment], i: int, *, is_label: Callable[[int], bool]
) -> int | None:
    """In a header row of captions ("Subtotal | Tax | Freight | Total") over a row of values,
    the value in the caption's own position, or in its column when cells are blank
    (right-aligned figures sit closer to the next caption than to their own)."""
    seg = segments[i]
    row = sorted(
        (j for j, s in enumerate(segments) if s.same_line(seg)),
        key=lambda j: segments[j].x0,
    )
    if len(row) < 3 or sum(is_label(j) for j in row) < 2:
        return None
    under = [
        j
        for j, s in enumerate(segments)
        if s.top >= seg.bottom - 0.3 * seg.height and s.top - seg.bottom <= 3.0 * seg.height
    ]
    if not under:
        return None
    first = min(under, key=lambda j: segments[j].top)
    values = sorted(
        (j for j in under if segments[j].same_line(segments[first])),
        key=lambda j: segments[j].x0,
    )
    if len(values) == len(row):
        return values[row.index(i)]
    # Cells left blank: the value whose centre lies in the caption's column, which runs from
    # the caption to the next one.
    k = row.index(i)
    left = seg.x0 - seg.height
    right = segments[row[k + 1]].x0 if k + 1 < len(row) else float("inf")
    inside = [j for j in values if left <= (segments[j].x0 + segments[j].x1) / 2 < right]
    return inside[0] if len(inside) == 1 else None

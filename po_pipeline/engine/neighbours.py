"""What stands next to a segment: the value right of it on its line, under it, or above it
when it is a caption set under its value (engine.nearby reads a label's value from these)."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from po_pipeline.engine.found import (
    CAPTION_HEIGHT_RATIO,
    CONF_ABOVE,
    CONF_BELOW,
    CONF_RIGHT,
    Found,
    Page,
    candidate,
)
from po_pipeline.engine.item_rows import row_aligned_below
from po_pipeline.engine.labels import normalise
from po_pipeline.engine.roles import NAME_CAPTION
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import NAME_LABEL, money_is_strong
from po_pipeline.field_schema import FieldSpec

# Column heads of a line-item table (quantity, price), in the languages read: a money label
# in such a row heads line amounts.
_LINE_ITEM_HEAD = re.compile(
    r"(?i)^(?:qty|quantity|menge|anzahl|quantité|qté|quantità|q\.?tà|cantidad|cant\."
    r"|quantidade|qtd|aantal|antal|antall|mängd|määrä|ilość|počet|množství|unit\s+price"
    r"|price|preis|einzelpreis|prix|prezzo|precio|preço|prijs|eenheidsprijs|pris|à-pris"
    r"|enhetspris|stykpris|hinta|yksikköhinta|cena|数量|數量|单价|單價|単価)(?:\W|$)"
)
# A neighbour that opens with its own caption ("Order date: …") is another field's value.
_OWN_CAPTION = re.compile(r"^[^\W\d_]+(?:[ .][^\W\d_]+){0,3}\s*[:：]\s*\S")
# A bare number caption under the title, its value right of it: "Purchase order" over
# "Number  PO284256-1", "Date  1/27/2021".
NUMBER_CAPTION = re.compile(
    r"^(?:number|no|nr|n[°º]|#|numéro|nummer|número|numero|numer|番号|编号|編號|号码|號碼)"
    r"\s*[.:：]?$",
    re.IGNORECASE,
)
# A code of the other side's books: one token with a digit ("P9986", "10023", "V-0042").
_CODE = re.compile(r"[\w\-/.]*\d[\w\-/.]*")
# What a total right of its label loses when its row reads like a summary table's column
# totals (three figures or more, none the sum of two before it).
SUMMARY_ROW_DOUBT = 0.2


def right_of(spec: FieldSpec, page: Page, i: int, *, past_caption: bool = False) -> Found | None:
    """The value right of segment i on its line; past a bare number caption when
    `past_caption` (a title, then "No.", then the number: "订货单   No. 5281858")."""
    seg = page.segments[i]
    row = (
        _vertical_block(page, i)
        if _is_vertical(seg)
        else sorted(
            (
                j
                for j, s in enumerate(page.segments)
                if j != i and s.same_line(seg) and s.x0 >= seg.x1 - 2
            ),
            key=lambda j: page.segments[j].x0,
        )
    )
    weak: Found | None = None
    for j in row:
        other = page.segments[j]
        if page.is_label(j):
            break
        if past_caption and NUMBER_CAPTION.match(normalise(other.text).strip()):
            past_caption = False
            continue
        if (
            spec.type == "text"
            and j == row[0]
            and NAME_CAPTION.match(normalise(other.text).strip())
        ):
            continue  # "甲方 | 单位名称 | 太原宏发…": a party's label, its name's caption, the name
        far = other.x0 - seg.x1 > 30 * seg.height
        if (
            spec.type == "text"
            and _OWN_CAPTION.match(other.text)
            and not NAME_LABEL.match(other.text)
        ):
            break
        if far and spec.type != "money":
            break
        value = page.value(spec, other.text, strict=spec.type == "money")
        if not value:
            if spec.type == "money":
                continue
            break
        conf = CONF_RIGHT - (0.05 if far else 0.0)
        if spec.type == "money" and not page.capitals:
            figures = _row_figures(spec, page, row[row.index(j) :])
            gross = _gross_of_row(figures)
            if gross is None and len(figures) >= 3:
                # Three or more figures that no net and tax add up across: the column totals
                # of a summary table (an Indian HSN summary: taxable value, tax, tax again),
                # where the first is rarely the grand total.
                conf -= SUMMARY_ROW_DOUBT
            other = gross or _past_net_column(page, figures, other)
            value = page.value(spec, other.text, strict=True) or value
        if spec.type != "money" or page.capitals or money_is_strong(other.text):
            return candidate(value, conf, other, method="right")
        weak = weak or candidate(value, conf - 0.1, other, method="right_weak")
    return weak


def _row_figures(spec: FieldSpec, page: Page, row: list[int]) -> list[tuple[Decimal, Segment]]:
    """The figures right of a label on its row, up to the next label."""
    figures: list[tuple[Decimal, Segment]] = []
    for j in row:
        if page.is_label(j):
            break
        value = page.value(spec, page.segments[j].text, strict=True)
        if value:
            figures.append((Decimal(value.replace(",", "")), page.segments[j]))
    return figures


def _gross_of_row(figures: list[tuple[Decimal, Segment]]) -> Segment | None:
    """A totals row right of its label that reads net, tax and gross ("Összesen | 312 460 Ft
    | 84 364 Ft | 396 824 Ft"): the rightmost figure that two before it on the row add up to.
    The first figure is then the net alone. A gross is the row's largest figure: two taxes
    that add up to the tax ("422.15 | 422.15 | 844.30") are no gross."""
    largest = max((v for v, _ in figures), default=Decimal(0))
    for k in range(len(figures) - 1, 1, -1):
        total = figures[k][0]
        if total < largest:
            continue
        before = [v for v, _ in figures[:k]]
        if any(a + b == total for i, a in enumerate(before) for b in before[i + 1 :]):
            return figures[k][1]
    return None


def _past_net_column(page: Page, figures: list[tuple[Decimal, Segment]], first: Segment) -> Segment:
    """A totals row under its table's column heads ("合计 | 3,619.66 | 4,090.21" under
    "不含税金额 | 含税金额"): a figure whose column is headed by a distractor (an amount net of
    tax) is passed for the next larger figure whose column is not (a gross is never less
    than its net)."""
    if len(figures) < 2 or figures[0][1] is not first or not _distractor_column(page, first):
        return first
    net = figures[0][0]
    return next(
        (seg for v, seg in figures[1:] if v >= net and not _distractor_column(page, seg)), first
    )


def _distractor_column(page: Page, seg: Segment) -> bool:
    """Whether the nearest words above `seg` in its column (past the figures of the rows
    between) are a distractor label."""
    above = sorted(
        (
            k
            for k, s in enumerate(page.segments)
            if s.bottom <= seg.top + 1 and min(s.x1, seg.x1) - max(s.x0, seg.x0) > 0
        ),
        key=lambda k: -page.segments[k].top,
    )
    for k in above:
        text = normalise(page.segments[k].text).strip()
        if not text or not any(ch.isalpha() for ch in text):
            continue  # a figure of an item row
        match = page.matches[k]
        return match is not None and match.entry.kind == "distractor"
    return False


def _is_vertical(seg: Segment) -> bool:
    """A label set one character per line ("销/售/方" beside its party block)."""
    return len(seg.text) >= 2 and seg.height >= 2.5 * (seg.x1 - seg.x0)


def _vertical_block(page: Page, i: int) -> list[int]:
    """The rows of the block a vertical label stands beside, top to bottom: segments just
    right of it that start between a line above its top and its bottom."""
    seg = page.segments[i]
    char = seg.x1 - seg.x0
    return sorted(
        (
            j
            for j, s in enumerate(page.segments)
            if j != i
            and seg.x1 - 2 <= s.x0 <= seg.x1 + 6 * char
            and seg.top - 1.5 * char <= s.top < seg.bottom
        ),
        key=lambda j: (page.segments[j].top, page.segments[j].x0),
    )


def below_index(page: Page, i: int) -> int | None:
    """The nearest segment under segment i, starting within about a line of it. OCR's boxes
    are taller than its lines are apart, so the next line's box may start inside the
    caption's: a box starting past the caption's middle is under it."""
    seg = page.segments[i]
    under = [
        j
        for j, s in enumerate(page.segments)
        if j != i
        and s.top >= min(seg.bottom - 0.3 * seg.height, seg.top + 0.55 * seg.height)
        and s.top - seg.bottom <= 3.0 * seg.height
        and s.x_overlaps(seg, slack=seg.height)
    ]
    if not under:
        return None
    # The first line under it; on that line, the segment nearest its left edge.
    first = min(page.segments[k].top for k in under)
    line = [k for k in under if page.segments[k].top <= first + 0.3 * seg.height]
    return min(line, key=lambda k: abs(page.segments[k].x0 - seg.x0))


def value_below(spec: FieldSpec, page: Page, i: int) -> Found | None:
    if spec.type == "money" and _in_line_item_header(page, i):
        return None
    j = row_aligned_below(page.segments, i, is_label=page.is_label)
    if j is None:
        j = below_index(page, i)
    if j is not None and spec.type == "text" and _code_line(page, j):
        j = below_index(page, j)  # "PROVEEDOR" over "No. Proveedor: P9986", then the name
    if j is None or page.is_label(j):
        return None
    other = page.segments[j]
    if spec.type == "text" and NAME_CAPTION.match(normalise(other.text).strip()):
        # A block's heading over "업체명 | 주식회사 영진기공": the name is right of its caption.
        beside = right_of(spec, page, j)
        return replace(beside, confidence=CONF_BELOW, method="below") if beside else None
    value = page.value(spec, other.text, strict=True)
    return candidate(value, CONF_BELOW, other, method="below") if value else None


# A total's caption over its figure at the amounts' side: the figure at least nine-tenths of the
# caption's height (a caption set a size larger than the column's figures is still a caption).
MONEY_CORNER_HEIGHT_RATIO = 1 / 0.9


def corner_value(spec: FieldSpec, page: Page, i: int) -> Found | None:
    """A caption in a box's top corner, its value set larger under it at the box's other
    side ("订单号" over a right-aligned "25110289"): the nearest larger segment starting right
    of the caption within a line and a half under it (a line of the larger of the two), nothing
    else between the two. A
    total's figure may be set no larger than its caption ("Gesamtbetrag CHF" over a
    right-aligned "CHF 33'009.80" in the amounts' column), but never smaller. Nearest is
    leftmost: a line of another column further right ("担当:高橋" beside the letterhead) may
    start a little higher than the caption's value."""
    seg = page.segments[i]
    h = seg.height
    ratio = CAPTION_HEIGHT_RATIO if spec.type == "identifier" else MONEY_CORNER_HEIGHT_RATIO
    under = [
        j
        for j, s in enumerate(page.segments)
        if j != i
        and s.x0 > seg.x1
        and seg.bottom - 0.3 * h <= s.top <= seg.bottom + 1.5 * max(h, s.height)
        and h <= ratio * s.height
    ]
    if not under:
        return None
    j = min(under, key=lambda k: (page.segments[k].x0, page.segments[k].top))
    other = page.segments[j]
    for k, s in enumerate(page.segments):
        if k in (i, j):
            continue
        if s.same_line(seg) and s.x1 > seg.x1 and s.x0 < other.x1:
            return None  # another caption or value on the caption's line, over the value
        if s.same_line(other) and s.x1 > seg.x0 - h and s.x0 < other.x0:
            return None  # something on the value's line between the caption and it
    if page.is_label(j):
        return None
    value = page.value(spec, other.text, strict=True)
    return candidate(value, CONF_BELOW, other, method="below") if value else None


def _code_line(page: Page, j: int) -> bool:
    """A party's number in the other side's books, caption and value on one line, opening
    its block ("No. Proveedor: P9986", "Vendor No.: 10023")."""
    m = page.matches[j]
    return (
        m is not None
        and m.entry.kind == "distractor"
        and m.explicit_separator
        and bool(_CODE.fullmatch(m.remainder.strip(" :：")))
    )


def above_caption(spec: FieldSpec, page: Page, i: int) -> Found | None:
    """The value a caption sits under: the nearest larger-type segment just above, starting
    within the caption's column (up to the next segment on the caption's line)."""
    seg = page.segments[i]
    right_edge = min(
        (
            s.x0
            for j, s in enumerate(page.segments)
            if j != i and s.same_line(seg) and s.x0 > seg.x1
        ),
        default=float("inf"),
    )
    over = [
        j
        for j, s in enumerate(page.segments)
        if j != i
        and s.bottom <= seg.top + 0.3 * seg.height
        and seg.top - s.bottom <= 1.5 * seg.height
        and seg.x0 - seg.height <= s.x0 < right_edge
        and seg.height <= CAPTION_HEIGHT_RATIO * s.height
    ]
    if not over:
        return None
    j = max(over, key=lambda k: page.segments[k].bottom)
    if page.is_label(j):
        return None
    value = page.value(spec, page.segments[j].text, strict=True)
    return candidate(value, CONF_ABOVE, page.segments[j], method="above") if value else None


def _in_line_item_header(page: Page, i: int) -> bool:
    seg = page.segments[i]
    return any(
        j != i and other.same_line(seg) and _LINE_ITEM_HEAD.match(normalise(other.text).strip())
        for j, other in enumerate(page.segments)
    )

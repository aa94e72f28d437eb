"""Where a name candidate sits on its page: what announces it (its left neighbour on the
line, the nearest heading above it in its column, an honorific after it) and its placement
(page, height, margin, type size). engine.party_candidates builds the candidates from these."""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass

from po_pipeline.engine.found import Page
from po_pipeline.engine.labels import normalise
from po_pipeline.engine.roles import (
    ADDRESS_SUFFIX,
    NAME_CAPTION,
    SENDER_LINE,
    addresses_next,
    role,
)
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import text_value
from po_pipeline.plausibility import has_legal_form

__all__ = ["Placement", "context"]

# Lines of a block above a name that are still "its" block; beyond, a heading says nothing.
_ABOVE_LINES = 6


def _heading_like(seg: Segment, page: Page, i: int) -> bool:
    """A heading or caption for the lines below it. A label that carries its value on its
    own line ("Kính gửi: Công ty …", "Vendor: Acme Ltd") is a field, not a heading."""
    norm = normalise(seg.text).strip()
    m = page.matches[i]
    if (
        m is not None
        and text_value(m.remainder, page.matcher)
        and norm[-1:] not in ":："
        and not _translated_heading(m.remainder)
    ):
        return False
    return m is not None or norm.endswith((":", "：")) or (len(norm) <= 40 and any(role(norm)))


# A caption's translation after it: a few Latin words, no figure ("交貨地點 Delivery").
_LATIN_WORDS = re.compile(r"[A-Za-z][A-Za-z.'&/ -]{2,30}")


def _translated_heading(rest: str) -> bool:
    """What follows a caption is its translation naming a party's side, not a value:
    "交貨地點 Delivery", "收貨人 Consignee"."""
    rest = rest.strip(" :：")
    return bool(_LATIN_WORDS.fullmatch(rest)) and any(role(rest)) and not has_legal_form(rest)


def _own_value(page: Page, j: int) -> bool:
    """Segment j is a label that carries its value after it ("Vendor: CHEP USA")."""
    m = page.matches[j]
    return m is not None and m.explicit_separator and bool(text_value(m.remainder, page.matcher))


def _hanging_heading(page: Page, column: Segment) -> tuple[int, Segment] | None:
    """A short heading on the line just above a block, hanging to the left of its indented
    lines ("To:" at the margin, the vendor's name and address indented under it), with
    nothing after it on its line over the block: the block's heading, though the two do not
    overlap."""
    h = column.height
    for j in sorted(page.in_band(column.top - h, column.top + 0.3 * h)):  # in page order
        s = page.segments[j]
        if not (
            s.bottom <= column.top + 0.3 * h
            and column.top - s.bottom <= h
            and s.x1 <= column.x0 + 4
            and column.x0 - s.x1 <= 3 * h
            and len(normalise(s.text).strip()) <= 20
            and _heading_like(s, page, j)
        ):
            continue
        line = (page.segments[k] for k in page.in_band(s.top, s.bottom) if k != j)
        after = (t for t in line if t.same_line(s) and t.x0 >= s.x1 - 1)
        if all(t.x0 > column.x1 for t in after):
            return j, s
    return None


def _block_bottom(page: Page, seg: Segment) -> float | None:
    """The bottom of the block whose first line is seg (the lines under it that start where
    it starts, at the pitch of its first two lines), or None when seg is not a block's first
    line or has no line under it. The pitch, not the gap, parts a grid's rows: on a scan the
    boxes of lines read taller than their type, and the gap between rows shrinks."""
    h = seg.height

    def aligned(s: Segment) -> bool:
        return abs(s.x0 - seg.x0) <= 2 * h

    def below(line: Segment) -> Segment | None:
        return next(
            (
                s
                for j in page.in_band(line.top + 0.5 * h, line.bottom + h)
                if (s := page.segments[j]).top > line.top + 0.5 * h
                and s.top - line.bottom <= 0.8 * h
                and aligned(s)
            ),
            None,
        )

    first = below(seg)
    if first is None:
        return None
    pitch = first.top - seg.top
    if any(
        (s := page.segments[j]).top < seg.top - 0.5 * h
        and seg.top - s.bottom <= 0.8 * h
        and aligned(s)
        and seg.top - s.top <= 1.5 * pitch
        for j in page.in_band(seg.top - 2 * h, seg.top)
    ):
        return None  # a line close above at the block's pitch: seg is not its first line
    last, lines = first, 1
    while (
        lines < _ABOVE_LINES
        and (nxt := below(last)) is not None
        and nxt.top - last.top <= 1.5 * pitch
    ):
        last, lines = nxt, lines + 1
    return last.bottom


def _centred_caption(page: Page, seg: Segment) -> int | None:
    """A caption to the left of a block of lines, centred on the block rather than on its
    first line ("FORNITORE" in a grid's left cell beside the vendor's name, street and tax
    number): a short heading-like line with nothing between it and the block, and no lines
    of its own under it (a heading over a block of its own announces that block). Only one:
    on a scan the rows of a grid can read as one block, and then two captions beside it say
    nothing of which row is whose."""
    bottom = _block_bottom(page, seg)
    if bottom is None:
        return None
    best: int | None = None
    for j in page.in_band(seg.top, bottom):
        s = page.segments[j]
        centre = (s.top + s.bottom) / 2
        if not (
            s.x1 <= seg.x0 + 1
            and seg.bottom < centre < bottom
            and s.top >= seg.top - 0.3 * seg.height
            and s.bottom <= bottom + 0.3 * seg.height
            and len(normalise(s.text).strip()) <= 40
            and _heading_like(s, page, j)
            and not _own_value(page, j)
        ):
            continue
        between = (
            t
            for k in page.in_band(s.top, s.bottom)
            if (t := page.segments[k]) is not s
            and t.same_line(s)
            and t.x0 >= s.x1 - 1
            and t.x1 <= seg.x0 + 1
        )
        own_lines = (
            t
            for k in page.in_band(s.bottom, s.bottom + s.height)
            if (t := page.segments[k]) is not s
            and t.top >= s.bottom - 0.3 * s.height
            and t.top - s.bottom <= s.height
            and t.x_overlaps(s)
        )
        if any(between) or any(own_lines):
            continue
        if best is not None:
            return None
        best = j
    return best


def context(page: Page, i: int, field: str) -> dict[str, float]:
    """What announces segment i: its left neighbour on the line, and the nearest heading
    above it in its column (`*_label`: a label of `field`; `*_other`: any other label)."""
    seg = page.segments[i]
    segs = page.segments
    out = dict.fromkeys(
        (
            "left_seller",
            "left_buyer",
            "left_label",
            "left_other",
            "left_caption",
            "left_addressed",
            "right_addressed",
            "above_seller",
            "above_buyer",
            "above_label",
            "above_other",
            "above_addressed",
            "above_lines",
            "first_in_block",
            "gap_above",
        ),
        0.0,
    )
    left = [(j, segs[j]) for j in page.on_line(i) if segs[j].x1 <= seg.x0 + 1]
    # A row's caption: the block's heading stands above the caption, not above the value
    # ("BÊN BÁN:" over "Tên công ty | Công ty …", "供方" over "名称 | …").
    column = seg
    nearest = max(left, key=lambda js: js[1].x1) if left else None
    if nearest is None and (j := _centred_caption(page, seg)) is not None:
        nearest = (j, segs[j])
    # "Vendor: CHEP USA | Ship To: MIMI Farms Inc.": a label with its own value on the left
    # is another field, not this name's caption.
    if nearest is not None and not _own_value(page, nearest[0]):
        j, s = nearest
        sell, buy = role(s.text)
        out["left_seller"], out["left_buyer"] = sell, buy
        out["left_addressed"] = addresses_next(s.text)
        m = page.matches[j]
        if m is not None:
            out["left_label" if m.entry.field == field else "left_other"] = 1.0
        left_text = normalise(s.text).strip()
        out["left_caption"] = float(
            left_text.endswith((":", "：")) or bool(NAME_CAPTION.match(left_text))
        )
        if NAME_CAPTION.match(left_text):
            column = s
    # "株式会社山田商事 | 御中": the honorific after a name addresses the name.
    nearest = page.nearest_right(i, slack=1)
    if nearest is not None:
        out["right_addressed"] = float(bool(ADDRESS_SUFFIX.fullmatch(normalise(nearest.text))))
    above = sorted(
        (
            (j, s)
            for j, s in enumerate(segs)
            if s.bottom <= column.top + 0.3 * column.height
            and s.x_overlaps(column, slack=4)
            and s is not column
        ),
        key=lambda js: -js[1].bottom,
    )
    hanging = _hanging_heading(page, column)
    if hanging is not None and (not above or above[0][1].bottom <= hanging[1].bottom):
        above.insert(0, hanging)
    lines = 0
    last_top = column.top
    for k, (j, s) in enumerate(above):
        gap = (last_top - s.bottom) / seg.height
        if k == 0:
            out["gap_above"] = min(max(gap, 0.0), 6.0) / 6
        if gap > 3.0 or lines >= _ABOVE_LINES:
            break
        if k == 0 and _return_address(s, page):
            # An envelope's window: the line under the sender's return address is addressed.
            out["above_addressed"] = 1.0
        lines += 1
        last_top = s.top
        if _heading_like(s, page, j):
            sell, buy = role(s.text)
            m = page.matches[j]
            out["above_seller"], out["above_buyer"] = sell, buy
            out["above_addressed"] = max(out["above_addressed"], addresses_next(s.text))
            if m is not None:
                out["above_label" if m.entry.field == field else "above_other"] = 1.0
            out["above_lines"] = lines / _ABOVE_LINES
            break
    out["first_in_block"] = float(
        not above or out["gap_above"] > 0.3 or (out["above_lines"] > 0 and lines == 1)
    )
    return out


def _return_address(seg: Segment, page: Page) -> bool:
    """A sender's return address over an envelope's window, in the top half of the page: a
    company's name, then its address run together ("Firma GmbH · Straße 1 · 12345 Ort")."""
    m = SENDER_LINE.match(normalise(seg.text).strip())
    if m is None or not has_legal_form(m.group(1)):
        return False
    return seg.top < 0.5 * max(s.bottom for s in page.segments)


@dataclass(frozen=True)
class Placement:
    """A page's measures, against which a candidate's segment is placed."""

    usual: float  # the median segment height
    tallest: float
    width: float
    depth: float

    @classmethod
    def of(cls, page: Page) -> Placement:
        heights = [s.height for s in page.segments]
        return cls(
            statistics.median(heights),
            max(heights),
            max(s.x1 for s in page.segments) or 1.0,
            max(s.bottom for s in page.segments) or 1.0,
        )

    def features(self, seg: Segment, index: int) -> dict[str, float]:
        """Where the segment sits (page, height on it, left margin), how big its type is,
        and how it was read."""
        return {
            "page": min(index, 3) / 3,
            "y": seg.top / self.depth,
            "x": seg.x0 / self.width,
            "height": min(seg.height / self.usual, 4.0) / 4,
            "tallest": float(seg.height >= 0.95 * self.tallest),
            "ocr": float(seg.source == "ocr"),
            "ocr_score": seg.score,
        }

"""Party labels set vertically beside their block ("购/买/方/信/息" down the left edge of a VAT
invoice's buyer block) whose characters the text layer glued onto the rows they sit beside:
'购名称:龙腾…', '买方', '信统一社会信用代码…', '息'. Read along the rows, the label is lost
and the rows start with a stray character. Peeling the column back off gives the label as one
tall segment beside the rows ('购买方信息'), and the rows their own text ('名称:龙腾…')."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from po_pipeline.engine.labels import LabelMatcher
from po_pipeline.engine.segments import Segment

# How far apart (in line heights) the pieces of one column may start, top to bottom.
_MAX_STEP = 2.5


def _cjk(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def _narrow(seg: Segment) -> bool:
    """A segment one character wide: itself part of a vertical column."""
    per_char = seg.height / max(len(seg.text), 1)
    return all(_cjk(ch) for ch in seg.text) and seg.x1 - seg.x0 <= 1.3 * per_char


def peel_vertical_labels(segments: Sequence[Segment], matcher: LabelMatcher) -> list[Segment]:
    """Segments with every glued vertical party label peeled off into a segment of its own;
    the input unchanged when the column's characters spell no schema label."""
    out = list(segments)
    for start in sorted(segments, key=lambda s: s.top):
        if start not in out or not start.text or not _cjk(start.text[0]) or _narrow(start):
            continue
        column = _column(out, start)
        label = "".join(s.text if _narrow(s) else s.text[0] for s in column)
        match = matcher.match(label)
        if len(column) < 2 or match is None or match.entry.field is None and len(label) < 3:
            continue
        if match.end < len(label) - 2:
            continue  # the column spells more than the label: not a label column
        char_w = (start.x1 - start.x0) / max(len(start.text), 1)
        tall = Segment(
            text=label,
            x0=start.x0,
            top=column[0].top,
            x1=start.x0 + char_w,
            bottom=column[-1].bottom,
            source=start.source,
            score=min(s.score for s in column),
        )
        rest = [_peeled(s, char_w) for s in column if not _narrow(s) and len(s.text) > 1]
        out = [s for s in out if all(s is not c for c in column)] + [tall, *rest]
    return out


def _column(segments: Sequence[Segment], start: Segment) -> list[Segment]:
    """`start` and the segments below it that begin at its left edge, each within a few
    lines of the previous one."""
    column = [start]
    below = sorted(
        (s for s in segments if s.top > start.top and abs(s.x0 - start.x0) <= 0.3 * start.height),
        key=lambda s: s.top,
    )
    for seg in below:
        if seg.top - column[-1].top > _MAX_STEP * start.height or not _cjk(seg.text[0]):
            break
        column.append(seg)
    return column


def _peeled(seg: Segment, char_w: float) -> Segment:
    printed = seg.printed[1:] if seg.printed else ""
    return replace(seg, text=seg.text[1:].lstrip(), printed=printed, x0=seg.x0 + char_w)

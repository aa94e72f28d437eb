"""CJK titles and labels letter-spaced across their line ("訂　購　單", "采 购 订 单"): the
reading joins a lone character to the next (engine.segments.join_letter_spaced), so a title
of three or four characters comes out in pieces ("訂購" | "單", "采购" | "订单"), none of them a
label, and the order number printed after the title is left without one. Pieces that keep
the spacing of their letters and together spell a whole label are joined back into it."""

from __future__ import annotations

from collections.abc import Sequence

from po_pipeline.engine.labels import LabelMatcher
from po_pipeline.engine.segments import Segment, is_cjk

# How far off the letters' own spacing the gap between two pieces may be, in line heights.
_SPACING_SLACK = 0.5
# The widest gap between two pieces of one spaced label, in line heights.
_MAX_GAP = 3.0


def _piece(seg: Segment) -> str:
    """The piece's letters, without the colon that may close the label; "" when it is not
    CJK letters alone."""
    text = seg.text.rstrip(":：")
    return text if text and all(is_cjk(ch) for ch in text) else ""


def _letter_gap(seg: Segment, letters: int) -> float | None:
    """The gap between the letters of a piece of several, each as wide as the line is tall."""
    if letters < 2:
        return None
    return (seg.x1 - seg.x0 - letters * seg.height) / (letters - 1)


def _next_piece(pieces: Sequence[Segment], seg: Segment, spacing: float | None) -> Segment | None:
    """The piece right of `seg` on its line at its letters' spacing (any gap up to _MAX_GAP
    when `seg` is one letter), or None. `pieces` are the page's CJK pieces (`_piece`)."""
    right = [
        o
        for o in pieces
        if 0 <= o.x0 - seg.x1 <= _MAX_GAP * seg.height
        and (spacing is None or abs(o.x0 - seg.x1 - spacing) <= _SPACING_SLACK * seg.height)
        and o is not seg
        and o.same_line(seg)
    ]
    return min(right, key=lambda o: o.x0) if right else None


def _run(pieces: Sequence[Segment], first: Segment) -> list[Segment]:
    """`first` and the pieces after it that keep one spacing, up to a closing colon."""
    run = [first]
    spacing = _letter_gap(first, len(_piece(first)))
    while run[-1].text == _piece(run[-1]):  # a closing colon ends the label
        nxt = _next_piece(pieces, run[-1], spacing)
        if nxt is None:
            break
        spacing = nxt.x0 - run[-1].x1 if spacing is None else spacing
        run.append(nxt)
    return run


def _joined(pieces: Sequence[Segment]) -> Segment:
    first, last = pieces[0], pieces[-1]
    return Segment(
        text="".join(p.text for p in pieces),
        printed="".join(p.printed or p.text for p in pieces),
        x0=first.x0,
        top=min(p.top for p in pieces),
        x1=last.x1,
        bottom=max(p.bottom for p in pieces),
        source=first.source,
        score=min(p.score for p in pieces),
        overprinted=tuple(w for p in pieces for w in p.overprinted),
    )


def join_spaced_labels(segments: Sequence[Segment], matcher: LabelMatcher) -> list[Segment]:
    """`segments` with each run of letter-spaced pieces that spells a whole label joined into
    one segment (the longest such run from its first piece), in the first piece's place; the
    input unchanged, in its order, when none does."""
    out = list(segments)
    pieces = [s for s in out if _piece(s)]
    i = 0
    while i < len(out):
        run = _run(pieces, out[i]) if _piece(out[i]) else []
        for k in range(len(run), 1, -1):
            letters = "".join(_piece(p) for p in run[:k])
            found = matcher.match(letters)
            if found is not None and found.end == len(letters):
                out[i] = _joined(run[:k])
                out = [o for o in out if all(o is not p for p in run[1:k])]
                pieces = [s for s in out if _piece(s)]
                break
        i += 1
    return out

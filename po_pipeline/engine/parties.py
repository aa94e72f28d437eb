"""Party names without a label of their own: an invoice's letterhead, a FROM block."""

from __future__ import annotations

from po_pipeline.engine.found import Found, Page, blankish, candidate
from po_pipeline.engine.labels import SEPARATORS, normalise
from po_pipeline.engine.nearby import value_below
from po_pipeline.engine.schema import FieldSpec

CONF_LETTERHEAD = 0.6


def letterhead_page(spec: FieldSpec, page: Page) -> bool:
    titles = {normalise(t).casefold().replace(" ", "") for t in spec.letterhead_titles}
    return any(normalise(s.text).casefold().replace(" ", "") in titles for s in page.segments)


def letterhead(spec: FieldSpec, page: Page) -> Found | None:
    """On a page titled as the supplier's own document (an invoice), the issuer's name: the
    largest text above the first label, set larger than the page's usual type."""
    titles = {normalise(t).casefold().replace(" ", "") for t in spec.letterhead_titles}
    compact = [normalise(s.text).casefold().replace(" ", "") for s in page.segments]
    if not any(c in titles for c in compact):
        return None
    first_label = min(
        (
            s.top
            for s, m, c in zip(page.segments, page.matches, compact)
            if m is not None and c not in titles  # "TAX INVOICE" starts with "Tax"
        ),
        default=float("inf"),
    )
    heights = sorted(s.height for s in page.segments)
    usual = heights[len(heights) // 2]
    head = [
        s
        for s, c in zip(page.segments, compact)
        if s.bottom <= first_label and c not in titles and s.height >= 1.3 * usual
    ]
    for seg in sorted(head, key=lambda s: (-s.height, s.top)):
        value = page.value(spec, seg.text)
        if value:
            return candidate(value, CONF_LETTERHEAD, seg, method="letterhead")
    return None


def counterpart(spec: FieldSpec, page: Page) -> Found | None:
    """Under a heading such as "FROM" set beside another party's heading ("BILL TO"), the
    first line of its block. Alone, "From" may head either party, so it needs the pair."""
    headings = {normalise(h).casefold() for h in spec.counterpart_headings}
    for i, seg in enumerate(page.segments):
        if normalise(seg.text).strip(SEPARATORS).casefold() not in headings:
            continue
        beside = any(
            m is not None and m.entry.kind == "distractor" and blankish(m.remainder)
            for s, m in zip(page.segments, page.matches)
            if s is not seg and s.same_line(seg)
        )
        if beside and not letterhead_page(spec, page):
            return value_below(spec, page, i)
    return None

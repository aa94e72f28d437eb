"""Every ID-like token on a document that could be the order number, with what surrounds it.

The field rules find the order number by its label. On a layout they were not written for
the label sits where they do not look (beside the title, in a boxed header grid, in a table
header above the number) and they find nothing, or another number. This module takes the
route of engine.party_candidates (issue 8, item 4): every token that has a digit is a
candidate, read the way the rules read a number (engine.values.identifier_value), and
described by its shape and by what announces it: the text before it in its segment, its
left neighbour on the line and the nearest segment above it in its column, each sorted into
kinds of number by general purchasing vocabulary (an order's, a quotation's, an invoice's,
a customer's, an item's, a phone…) and by the schema's own labels. A learned model
(engine.party_model's trees, shipped as `id_model.json`) scores them; the best one is the
order number, with its probability as the evidence for the confidence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from po_pipeline.engine.found import CAPTION_HEIGHT_RATIO, Found, Page
from po_pipeline.engine.id_tokens import KINDS, numbers_in, shape
from po_pipeline.engine.labels import normalise
from po_pipeline.engine.party_candidates import PartyCandidate
from po_pipeline.engine.party_context import Placement
from po_pipeline.engine.roles import title_kind
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import FieldSpec
from po_pipeline.plausibility import implausible

__all__ = ["document_candidates", "page_candidates"]

_SIDES = ("same", "left", "above", "column")
_COLUMN_KINDS = ("order", "number", "quote", "invoice", "party", "reference", "item", "date")
_MAX_ID = 32
# A price or an amount ("12.50", "1234,00"): no order number of 8,100 generated ones is.
_PRICE = re.compile(r"\d+[.,]\d\d")
# Tokens a page may offer: past this many the rest are an item table's numbers.
_MAX_PER_PAGE = 160


def _kinds(text: str, prefix: str) -> dict[str, float]:
    norm = normalise(text).strip()
    short = len(norm) <= 60
    return {f"{prefix}_{k}": float(short and bool(p.search(norm))) for k, p in KINDS.items()}


def _label_flags(page: Page, i: int, prefix: str, field: str) -> dict[str, float]:
    m = page.matches[i]
    return {
        f"{prefix}_label": float(m is not None and m.entry.field == field),
        f"{prefix}_other": float(m is not None and m.entry.field not in (None, field)),
        f"{prefix}_distractor": float(m is not None and m.entry.kind == "distractor"),
    }


def _neighbours(page: Page, i: int, field: str) -> dict[str, float]:
    """What announces segment i from outside it: its left neighbour on the line, the nearest
    segment above it, the caption of its column (a grid's or a table's header), and how
    many numbers share its line."""
    seg = page.segments[i]
    segs = page.segments
    out: dict[str, float] = {}
    line = page.on_line(i)
    left = [j for j in line if segs[j].x1 <= seg.x0 + 1]
    j = max(left, key=lambda k: segs[k].x1) if left else None
    out.update(_kinds(segs[j].text, "left") if j is not None else _kinds("", "left"))
    out.update(_label_flags(page, j, "left", field) if j is not None else _no_label("left"))
    out["left_gap"] = min((seg.x0 - segs[j].x1) / seg.height, 20.0) / 20 if j is not None else 1.0
    over = _above(page, seg)
    above = [k for k in over if seg.top - segs[k].bottom < 4 * seg.height]
    k = max(above, key=lambda a: segs[a].bottom) if above else None
    caption_under = _caption_under(page, seg) if page.captions_under else None
    if caption_under is not None:
        # A form that sets its captions under their values: its caption announces it.
        k = caption_under
    out.update(_kinds(segs[k].text, "above") if k is not None else _kinds("", "above"))
    out.update(_label_flags(page, k, "above", field) if k is not None else _no_label("above"))
    out["above_gap"] = (
        min(max(seg.top - segs[k].bottom, 0.0) / seg.height, 4.0) / 4 if k is not None else 1.0
    )
    # The caption of its column: the nearest segment above without a digit (a table's
    # or a grid's header, rows of values apart).
    caption = [
        a
        for a in over
        if not any(ch.isdigit() for ch in segs[a].text)
        and seg.top - segs[a].bottom < 12 * seg.height
    ]
    c = max(caption, key=lambda a: segs[a].bottom) if caption else None
    c = caption_under if caption_under is not None else c
    for kind in _COLUMN_KINDS:
        out[f"column_{kind}"] = (
            float(bool(KINDS[kind].search(normalise(segs[c].text)))) if c is not None else 0.0
        )
    out.update(_label_flags(page, c, "column", field) if c is not None else _no_label("column"))
    # Numbers on the same line: an item row carries several (quantity, price, amount).
    out["line_numbers"] = (
        min(
            sum(1 for j in line if any(ch.isdigit() for ch in segs[j].text)),
            6,
        )
        / 6
    )
    return out


def _above(page: Page, seg: Segment) -> list[int]:
    """The segments above `seg` that share some of its width."""
    return [
        k
        for k, s in enumerate(page.segments)
        if s.bottom <= seg.top + 0.3 * seg.height and s.x_overlaps(seg, slack=2)
    ]


def _caption_under(page: Page, seg: Segment) -> int | None:
    """The smaller-type caption just under `seg` in its column, if any."""
    under = [
        k
        for k, s in enumerate(page.segments)
        if s.top >= seg.bottom - 0.3 * s.height
        and s.top - seg.bottom <= 1.5 * s.height
        and s.x_overlaps(seg, slack=2)
        and s.height <= CAPTION_HEIGHT_RATIO * seg.height
        and page.matches[k] is not None
    ]
    return min(under, key=lambda k: page.segments[k].top) if under else None


def _no_label(prefix: str) -> dict[str, float]:
    return {f"{prefix}_label": 0.0, f"{prefix}_other": 0.0, f"{prefix}_distractor": 0.0}


def page_candidates(spec: FieldSpec, page: Page, index: int) -> list[PartyCandidate]:
    """The numbers on one page that could be the order number, one per token."""
    segs = page.segments
    if not segs:
        return []
    placement = Placement.of(page)
    titles = [s for s in segs if any(title_kind(normalise(s.text).strip()))]
    out: list[PartyCandidate] = []
    for i, seg in enumerate(segs):
        text = normalise(seg.text)
        tokens = [
            (at, v)
            for at, v in numbers_in(text)
            if len(v) <= _MAX_ID
            and len(v) >= 3
            and not _PRICE.fullmatch(v)
            and not implausible(spec.type, v, labels=page.labels)
        ]
        if not tokens:
            continue
        around = _neighbours(page, i, spec.name)
        m = page.matches[i]
        for n, (at, value) in enumerate(tokens):
            before = text[:at]
            feats = {
                **placement.features(seg, index),
                "title_line": float(any(t.same_line(seg) for t in titles)),
                "first_token": float(n == 0),
                "tokens_before": min(n, 4) / 4,
                "prefix_chars": min(len(before.strip()), 40) / 40,
                "prefix_colon": float(bool(re.search(r"[:：#№]\s*$", before))),
                "after_label": float(m is not None and m.end <= at and n == 0),
                **_label_flags(page, i, "same", spec.name),
                **_kinds(before[-40:], "same"),
                **shape(value),
                **around,
            }
            out.append(PartyCandidate(value, index, seg, feats, pages={index}))
            if len(out) >= _MAX_PER_PAGE:
                return out
    return out


def document_candidates(
    pages: Sequence[Page], per_page: Sequence[list[PartyCandidate]], rules: Sequence[Found]
) -> list[PartyCandidate]:
    """One candidate per distinct value over the document (its most telling sighting), with
    how often and on how many pages it occurs, whether the field rules chose it, and the
    document's kind (a seller's paper quotes the buyer's number as "your order")."""
    merged: dict[str, PartyCandidate] = {}
    for cands in per_page:
        for c in cands:
            have = merged.get(c.value)
            if have is None:
                merged[c.value] = c
                continue
            have.occurrences += 1
            have.pages |= c.pages
            if _weight(c.feats) > _weight(have.feats):
                have.feats, have.seg, have.page = c.feats, c.seg, c.page
    for f in rules:  # a rule's pick that no token gives whole (read over two segments)
        if f.value not in merged:
            seg = Segment(f.value, *f.bbox, source=f.source)
            merged[f.value] = PartyCandidate(
                f.value, 0, seg, {"joined": 1.0, **shape(f.value)}, pages={0}
            )
    ranks = {f.value: k for k, f in reversed(list(enumerate(rules)))}
    seller_doc, buyer_doc = pages[0].kind if pages else (0.0, 0.0)
    n = len(merged)
    out = []
    for c in merged.values():
        rank = ranks.get(c.value)
        rule = rules[rank] if rank is not None else None
        c.feats.update(
            occurrences=min(c.occurrences - 1, 4) / 4,
            on_pages=min(len(c.pages) - 1, 3) / 3,
            rule_first=float(rank == 0),
            rule_pool=float(rank is not None),
            rule_score=rule.confidence if rule else 0.0,
            rule_quoted=float(bool(rule and rule.quoted)),
            seller_doc=seller_doc,
            buyer_doc=buyer_doc,
            candidates=min(n, 80) / 80,
        )
        out.append(c)
    return out


def _weight(feats: dict[str, float]) -> float:
    return sum(feats.get(f"{side}_{k}", 0.0) for side in _SIDES for k in ("label", "order"))

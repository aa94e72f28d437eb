"""Field rules over positioned segments: find a label, then its value inline, right or below."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from po_pipeline.engine.found import CONF_BELOW, Found, Page, best_of, candidate
from po_pipeline.engine.inline import barcode_caption, before_suffix, resolve_roles, running_value
from po_pipeline.engine.labels import matcher_for
from po_pipeline.engine.nearby import from_label
from po_pipeline.engine.parties import counterpart, letterhead, letterhead_page
from po_pipeline.engine.schema import FieldSchema, FieldSpec
from po_pipeline.engine.segments import Segment

__all__ = ["Found", "cross_check", "extract_page_fields"]

# A value stated in running text, or only under a barcode, is less sure than a labelled one.
CONF_RUNNING, CONF_BARCODE = 0.6, 0.55
# A total written only in 大写 is used, but less surely than a figure would be.
CAPITAL_ONLY_FACTOR = 0.65


def extract_page_fields(
    segments: Sequence[Segment], schema: FieldSchema
) -> dict[str, Found | None]:
    """The best value for every schema field on one page (None when not found)."""
    matcher = matcher_for(schema)
    parties = frozenset(f.name for f in schema.fields if f.type == "text")
    matches = resolve_roles([matcher.match(s.text) for s in segments], matcher, parties)
    page = Page(segments, matches, matcher, schema)
    found: dict[str, Found | None] = {}
    for spec in schema.fields:
        found[spec.name] = best_of(spec, _candidates(spec, page) + _unlabelled(spec, page))
        if found[spec.name] is None and spec.type == "identifier":
            found[spec.name] = _barcode(page)
        if found[spec.name] is None and spec.letterhead_titles:
            found[spec.name] = letterhead(spec, page)
        if found[spec.name] is None and spec.fallback_labels and not letterhead_page(spec, page):
            found[spec.name] = best_of(spec, _candidates(spec, page, fallback=True))
        if found[spec.name] is None and spec.counterpart_headings:
            found[spec.name] = counterpart(spec, page)
        if spec.type == "money":
            capitals = best_of(spec, _candidates(spec, replace(page, capitals=True)))
            found[spec.name] = cross_check(found[spec.name], capitals)
    return found


def cross_check(figure: Found | None, capital: Found | None) -> Found | None:
    """Weigh a total's figure against its 大写 writing: agreeing halves the doubt, disagreeing
    halves the confidence (the figure stays; validation decides), capitals alone are used."""
    if capital is None:
        return figure
    if figure is None:
        return replace(capital, confidence=round(capital.confidence * CAPITAL_ONLY_FACTOR, 3))
    if figure.value == capital.value:
        return replace(figure, confidence=round(1 - (1 - figure.confidence) / 2, 3))
    return replace(figure, confidence=round(figure.confidence / 2, 3))


def _candidates(spec: FieldSpec, page: Page, *, fallback: bool = False) -> list[Found]:
    found: list[Found] = []
    for i, m in enumerate(page.matches):
        if m is None or m.entry.field != spec.name:
            continue
        if (m.entry.kind == "fallback") != fallback:
            continue
        if fallback and not m.explicit_separator:
            continue  # "To" opens sentences too; only "To:" addresses a party
        if m.entry.kind == "title" and spec.type != "identifier":
            continue
        found += from_label(spec, page, i, m)
    return found


def _unlabelled(spec: FieldSpec, page: Page) -> list[Found]:
    """Values announced inside a sentence, or by a suffix label after them."""
    found: list[Found] = []
    if page.capitals:
        return found
    suffixes = () if letterhead_page(spec, page) else spec.suffix_labels
    for k, (seg, m) in enumerate(zip(page.segments, page.matches)):
        if suffixes:
            name = before_suffix(page.segments, k, suffixes)
            value = page.value(spec, name) if name else ""
            if value:
                found.append(candidate(value, CONF_BELOW, seg))
        if m is not None or spec.type == "text" or not any(ch.isdigit() for ch in seg.text):
            continue
        value = running_value(seg.text, page.matcher, field=spec.name, money=spec.type == "money")
        if value:
            found.append(candidate(value, CONF_RUNNING, seg))
    return found


def _barcode(page: Page) -> Found | None:
    """With no labelled number, the human-readable caption of a barcode ("*PO-88123*")."""
    for seg in page.segments:
        value = barcode_caption(seg.text)
        if value:
            return candidate(value, CONF_BARCODE, seg)
    return None

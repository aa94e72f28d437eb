"""Field rules over positioned segments: find a label, then its value inline, right or below."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from po_pipeline.engine.capitals import capital_value
from po_pipeline.engine.inline import barcode_caption, before_suffix, resolve_roles, running_value
from po_pipeline.engine.labels import SEPARATORS, LabelMatch, LabelMatcher, matcher_for, normalise
from po_pipeline.engine.money import CURRENCY
from po_pipeline.engine.schema import FieldSchema, FieldSpec
from po_pipeline.engine.segments import Segment, Source
from po_pipeline.engine.tables import row_aligned_below
from po_pipeline.engine.values import NAME_LABEL, is_blank, money_is_strong, value_for

# Column headers of a line-item table: a money label in such a row heads line amounts.
LINE_ITEM_HEADERS = frozenset(
    "数量 单价 qty quantity unitprice price menge einzelpreis quantité prixunitaire".split()
)
CONF_INLINE, CONF_RIGHT, CONF_BELOW, CONF_TITLE, CONF_ABOVE = 0.95, 0.9, 0.8, 0.7, 0.7
CONF_LETTERHEAD = 0.6
# A value stated in running text, or only under a barcode, is less sure than a labelled one.
CONF_RUNNING, CONF_BARCODE = 0.6, 0.55
# A neighbour that opens with its own caption ("Order date: …") is another field's value.
_OWN_CAPTION = re.compile(r"^[^\W\d_]+(?:[ .][^\W\d_]+){0,3}\s*[:：]\s*\S")
# A number under a title is marked as one: "#PO10234", "No. 4711", "№ 17".
_NUMBER_MARK = re.compile(r"^\s*(?:#|№|n[o°º]\s*[.:]|nr\s*[.:])", re.IGNORECASE)
# A caption under its value (forms: the value on a rule, the caption small beneath) is set
# at most this fraction of the value's height.
CAPTION_HEIGHT_RATIO = 0.85
# A total written only in 大写 is used, but less surely than a figure would be.
CAPITAL_ONLY_FACTOR = 0.65


@dataclass(frozen=True)
class Found:
    value: str
    confidence: float
    bbox: list[float]
    source: Source
    top: float


@dataclass(frozen=True)
class _Page:
    segments: Sequence[Segment]
    matches: Sequence[LabelMatch | None]
    matcher: LabelMatcher
    schema: FieldSchema
    # Read money fields from 大写 capitals instead of figures.
    capitals: bool = False

    def value(self, spec: FieldSpec, text: str, *, strict: bool = False) -> str:
        if self.capitals and spec.type == "money":
            return capital_value(text, strict=strict)
        return value_for(spec.type, text, self.matcher, strict=strict)

    def is_label(self, i: int) -> bool:
        m = self.matches[i]
        if m is None:
            return False
        if m.entry.kind == "distractor" or m.explicit_separator or _blankish(m.remainder):
            return True
        if m.entry.kind == "fallback":
            return False
        spec = next((f for f in self.schema.fields if f.name == m.entry.field), None)
        return spec is not None and value_for(spec.type, m.remainder, self.matcher) != ""


def _blankish(remainder: str) -> bool:
    """Only separators, a unit in brackets, or a currency word after the label."""
    text = re.sub(r"[(（][^)）]{0,24}[)）]", "", normalise(remainder))
    # A bracket left open by a label inside brackets: "合计金额（大写）" matched up to "大写".
    text = text.strip(SEPARATORS + "()（）")
    text = re.sub(rf"^\s*{CURRENCY}\s*", "", text, flags=re.IGNORECASE)
    return is_blank(text.strip(SEPARATORS))


def extract_page_fields(
    segments: Sequence[Segment], schema: FieldSchema
) -> dict[str, Found | None]:
    """The best value for every schema field on one page (None when not found)."""
    matcher = matcher_for(schema)
    parties = frozenset(f.name for f in schema.fields if f.type == "text")
    matches = resolve_roles([matcher.match(s.text) for s in segments], matcher, parties)
    page = _Page(segments, matches, matcher, schema)
    found: dict[str, Found | None] = {}
    for spec in schema.fields:
        found[spec.name] = _best(spec, _candidates(spec, page) + _unlabelled(spec, page))
        if found[spec.name] is None and spec.type == "identifier":
            found[spec.name] = _barcode(page)
        if found[spec.name] is None and spec.letterhead_titles:
            found[spec.name] = _letterhead(spec, page)
        if found[spec.name] is None and spec.fallback_labels and not _letterhead_page(spec, page):
            found[spec.name] = _best(spec, _candidates(spec, page, fallback=True))
        if found[spec.name] is None and spec.counterpart_headings:
            found[spec.name] = _counterpart(spec, page)
        if spec.type == "money":
            capitals = _best(spec, _candidates(spec, replace(page, capitals=True)))
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


def _candidates(spec: FieldSpec, page: _Page, *, fallback: bool = False) -> list[Found]:
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
        found += _from_label(spec, page, i, m)
    return found


def _unlabelled(spec: FieldSpec, page: _Page) -> list[Found]:
    """Values announced inside a sentence, or by a suffix label after them."""
    found: list[Found] = []
    if page.capitals:
        return found
    suffixes = () if _letterhead_page(spec, page) else spec.suffix_labels
    for k, (seg, m) in enumerate(zip(page.segments, page.matches)):
        if suffixes:
            name = before_suffix(page.segments, k, suffixes)
            value = page.value(spec, name) if name else ""
            if value:
                found.append(_found(value, CONF_BELOW, seg))
        if m is not None or spec.type == "text" or not any(ch.isdigit() for ch in seg.text):
            continue
        value = running_value(seg.text, page.matcher, field=spec.name, money=spec.type == "money")
        if value:
            found.append(_found(value, CONF_RUNNING, seg))
    return found


def _counterpart(spec: FieldSpec, page: _Page) -> Found | None:
    """Under a heading such as "FROM" set beside another party's heading ("BILL TO"), the
    first line of its block. Alone, "From" may head either party, so it needs the pair."""
    headings = {normalise(h).casefold() for h in spec.counterpart_headings}
    for i, seg in enumerate(page.segments):
        if normalise(seg.text).strip(SEPARATORS).casefold() not in headings:
            continue
        beside = any(
            m is not None and m.entry.kind == "distractor" and _blankish(m.remainder)
            for s, m in zip(page.segments, page.matches)
            if s is not seg and s.same_line(seg)
        )
        if beside and not _letterhead_page(spec, page):
            return _below(spec, page, i)
    return None


def _barcode(page: _Page) -> Found | None:
    """With no labelled number, the human-readable caption of a barcode ("*PO-88123*")."""
    for seg in page.segments:
        value = barcode_caption(seg.text)
        if value:
            return _found(value, CONF_BARCODE, seg)
    return None


def _from_label(spec: FieldSpec, page: _Page, i: int, m: LabelMatch) -> list[Found]:
    seg = page.segments[i]
    title = m.entry.kind == "title"
    m = _skip_translated_label(page.matcher, m)
    if not _blankish(m.remainder):
        value = page.value(spec, m.remainder)
        if not value:
            return []
        return [_found(value, CONF_TITLE if title else CONF_INLINE, seg)]
    right = _right_of(spec, page, i)
    if right is not None:
        return [right]
    if title:
        below = _numbered_below(spec, page, i)
        return [below] if below is not None else []
    if m.explicit_separator and re.search(r"[_＿]{2,}", m.remainder):
        return []  # "Total: ______" is an explicitly empty blank
    below = _below(spec, page, i)
    if below is None and not m.explicit_separator:
        below = _above_caption(spec, page, i)
    return [below] if below is not None else []


def _skip_translated_label(matcher: LabelMatcher, m: LabelMatch) -> LabelMatch:
    """Bilingual forms repeat the label ("供应商 Supplier: X"): step over the translation."""
    for _ in range(3):
        inner = matcher.match(m.remainder.lstrip(SEPARATORS + "/|"))
        if inner is None or inner.entry.field != m.entry.field:
            break
        offset = len(m.remainder) - len(m.remainder.lstrip(SEPARATORS + "/|"))
        m = LabelMatch(entry=m.entry, end=m.end + offset + inner.end, text=m.text)
    return m


def _right_of(spec: FieldSpec, page: _Page, i: int) -> Found | None:
    seg = page.segments[i]
    row = sorted(
        (
            j
            for j, s in enumerate(page.segments)
            if j != i and s.same_line(seg) and s.x0 >= seg.x1 - 2
        ),
        key=lambda j: page.segments[j].x0,
    )
    weak: Found | None = None
    for j in row:
        other = page.segments[j]
        if page.is_label(j):
            break
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
        if spec.type != "money" or page.capitals or money_is_strong(other.text):
            return _found(value, conf, other)
        weak = weak or _found(value, conf - 0.1, other)
    return weak


def _numbered_below(spec: FieldSpec, page: _Page, i: int) -> Found | None:
    """Under a title ("Purchase Order"), a number marked as one ("#PO10234", "No. 4711")."""
    j = _below_index(page, i)
    if j is None or not _NUMBER_MARK.match(normalise(page.segments[j].text)):
        return None
    value = page.value(spec, page.segments[j].text)
    return _found(value, CONF_TITLE, page.segments[j]) if value else None


def _below_index(page: _Page, i: int) -> int | None:
    """The nearest segment under segment i, starting within about a line of it."""
    seg = page.segments[i]
    under = [
        j
        for j, s in enumerate(page.segments)
        if j != i
        and s.top >= seg.bottom - 0.3 * seg.height
        and s.top - seg.bottom <= 3.0 * seg.height
        and s.x_overlaps(seg, slack=seg.height)
    ]
    if not under:
        return None
    return min(under, key=lambda k: (page.segments[k].top, abs(page.segments[k].x0 - seg.x0)))


def _below(spec: FieldSpec, page: _Page, i: int) -> Found | None:
    if spec.type == "money" and _in_line_item_header(page, i):
        return None
    j = row_aligned_below(page.segments, i, is_label=page.is_label)
    if j is None:
        j = _below_index(page, i)
    if j is None or page.is_label(j):
        return None
    other = page.segments[j]
    value = page.value(spec, other.text, strict=True)
    return _found(value, CONF_BELOW, other) if value else None


def _above_caption(spec: FieldSpec, page: _Page, i: int) -> Found | None:
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
    return _found(value, CONF_ABOVE, page.segments[j]) if value else None


def _letterhead_page(spec: FieldSpec, page: _Page) -> bool:
    titles = {normalise(t).casefold().replace(" ", "") for t in spec.letterhead_titles}
    return any(normalise(s.text).casefold().replace(" ", "") in titles for s in page.segments)


def _letterhead(spec: FieldSpec, page: _Page) -> Found | None:
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
            return _found(value, CONF_LETTERHEAD, seg)
    return None


def _in_line_item_header(page: _Page, i: int) -> bool:
    seg = page.segments[i]
    for j, other in enumerate(page.segments):
        m = page.matches[j]
        if (
            j != i
            and m is not None
            and other.same_line(seg)
            and m.entry.compact in LINE_ITEM_HEADERS
        ):
            return True
    return False


def _found(value: str, confidence: float, seg: Segment) -> Found:
    return Found(
        value=value,
        confidence=confidence * seg.score,
        bbox=seg.bbox,
        source=seg.source,
        top=seg.top,
    )


def _best(spec: FieldSpec, candidates: list[Found]) -> Found | None:
    if not candidates:
        return None
    # Totals come last on a page (after subtotals and line items); numbers and names first.
    position = (lambda f: f.top) if spec.type == "money" else (lambda f: -f.top)
    ranked = sorted(candidates, key=lambda f: (round(f.confidence, 2), position(f)), reverse=True)
    best = ranked[0]
    rivals = [
        f for f in ranked[1:] if f.value != best.value and f.confidence >= best.confidence - 0.1
    ]
    if rivals:
        # Two plausible, different answers: keep the better one but say we are less sure.
        best = Found(best.value, round(best.confidence * 0.75, 3), best.bbox, best.source, best.top)
    return best

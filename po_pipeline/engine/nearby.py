"""A labelled value by position: inline after its label, right of it, below, or above a caption."""

from __future__ import annotations

import re
from dataclasses import replace

from po_pipeline.engine.found import (
    CONF_ABOVE,
    CONF_BELOW,
    CONF_INLINE,
    CONF_RIGHT,
    CONF_TITLE,
    Found,
    Page,
    blankish,
    candidate,
)
from po_pipeline.engine.labels import SEPARATORS, LabelMatch, LabelMatcher, normalise
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.tables import row_aligned_below
from po_pipeline.engine.values import NAME_LABEL, money_is_strong
from po_pipeline.field_schema import FieldSpec
from po_pipeline.plausibility import ARTICLE, has_legal_form

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
# A number under a title is marked as one: "#PO10234", "No. 4711", "№ 17".
_NUMBER_MARK = re.compile(r"^\s*(?:#|№|n[o°º]\s*[.:]|n[°º]\s|nr\s*[.:]|nr\s)", re.IGNORECASE)
# ... or a number alone on its line, long enough not to be an extension or a count
# ("Purchase Order" / "4509367961").
_BARE_NUMBER_DIGITS = 6
CONF_TITLE_BARE = CONF_TITLE - 0.1
# A bare number caption under the title, its value right of it: "Purchase order" over
# "Number  PO284256-1", "Date  1/27/2021".
_NUMBER_CAPTION = re.compile(
    r"^(?:number|no|nr|n[°º]|#|numéro|nummer|número|numero|numer|番号|编号|編號|号码|號碼)"
    r"\s*[.:：]?$",
    re.IGNORECASE,
)
# A heading of two fields, whose values stand side by side: "P.O. Number / Date:".
_COMPOUND_REST = re.compile(r"^[\s.]*/\s*[^\W\d_]+\.?(?:\s+[^\W\d_]+\.?)?\s*(?:[:：]|$)")
# A number's caption after a label that names the paper: "Ihre Bestellung Nr.:", "Your order
# no.". The label runs on to it, and the value stands beside or below.
_NUMBER_TAIL = re.compile(
    r"^\s*(?:nr|no|n[º°]|#|num(?:ber|mer|éro|ero)?)\b\.?(?=\s*(?:[:：#]|$))", re.IGNORECASE
)
# A label of one short word set without ':' before a number and then words is a phrase: "Số
# 205 Trần Phú" (a house number), "No 5 Rue …", not "PO 4500012345" or "PO 4711 dated 3/5".
_SHORT_LABEL = 3
_WORDS_AFTER = re.compile(r"^\s*\S+\s+[^\W\d_]+[,.]?\s+[^\W\d_]+")
# A caption under its value (forms: the value on a rule, the caption small beneath) is set
# at most this fraction of the value's height.
CAPTION_HEIGHT_RATIO = 0.85
# A name right after its label with no ':' and no legal form: maybe a two-word heading.
CONF_INLINE_BARE = 0.6


# A percentage right after a total's label: what follows is a share of it (a deposit, a
# retention), not the total. "(incl. 19% VAT)" is not matched: a word comes first.
_SHARE_OF = re.compile(r"^[\s:：]*(?:的|之)?\s*\d{1,3}(?:[.,]\d+)?\s*[%％]")


def from_label(spec: FieldSpec, page: Page, i: int, m: LabelMatch) -> list[Found]:
    seg = page.segments[i]
    title = m.entry.kind == "title"
    m = skip_translated_label(page.matcher, m)
    compound = _COMPOUND_REST.match(m.remainder) or _NUMBER_TAIL.match(m.remainder)
    if compound:
        m = LabelMatch(entry=m.entry, end=m.end + compound.end(), text=m.text)
    # Header cells run together ("Votre bon de commandeDate de commande No client"): the
    # label is followed by the next one, and its value stands below it.
    headers = not blankish(m.remainder) and page.matcher.match(m.remainder.strip()) is not None
    if not blankish(m.remainder) and not headers:
        if spec.type == "money" and _SHARE_OF.match(m.remainder):
            return []  # "总金额的5%(¥1,189.56)", "Total: 30 % of it": a share, not the total
        value = page.value(spec, m.remainder)
        if not value and title:
            # "采购订单(含税)": a title with a note, its number beside or under it.
            return _beside_or_under_title(spec, page, i)
        if not value:
            return []
        if (
            spec.type == "identifier"
            and not m.explicit_separator
            and len(m.entry.text) <= _SHORT_LABEL
            and _WORDS_AFTER.match(m.remainder)
            and page.matcher.match(m.remainder.split(maxsplit=1)[1]) is None
        ):
            return []
        if title:
            return [candidate(value, CONF_TITLE, seg, method="title")]
        if spec.type == "text" and not m.explicit_separator and not has_legal_form(value):
            # "Supplier Original", "VENDOR ROUTE": a heading of two words, not a name set
            # after its label; anything found beside or below the label ranks first.
            return [candidate(value, CONF_INLINE_BARE, seg, method="inline_bare")]
        return [candidate(value, CONF_INLINE, seg, method="inline")]
    if title:
        return _beside_or_under_title(spec, page, i)
    right = _right_of(spec, page, i)
    if right is not None:
        return [right]
    if m.explicit_separator and re.search(r"[_＿]{2,}", m.remainder):
        return []  # "Total: ______" is an explicitly empty blank
    below = value_below(spec, page, i)
    if below is None and not m.explicit_separator:
        below = _above_caption(spec, page, i)
    return [below] if below is not None else []


def _beside_or_under_title(spec: FieldSpec, page: Page, i: int) -> list[Found]:
    right = _right_of(spec, page, i, past_caption=True)
    if right is not None and _title_number(right.line):
        return [right]
    below = _numbered_below(spec, page, i)
    return [below] if below is not None else []


def skip_translated_label(matcher: LabelMatcher, m: LabelMatch) -> LabelMatch:
    """Bilingual forms repeat the label ("供应商 Supplier: X", "卖方 The Seller: X"): step
    over the translation, with its article."""
    for _ in range(3):
        rest = m.remainder.lstrip(SEPARATORS + "/|")
        article = ARTICLE.match(rest)
        if article:
            rest = rest[article.end() :]
        inner = matcher.match(rest)
        if inner is None or inner.entry.field != m.entry.field:
            break
        offset = len(m.remainder) - len(rest)
        m = LabelMatch(entry=m.entry, end=m.end + offset + inner.end, text=m.text)
    return m


def _right_of(spec: FieldSpec, page: Page, i: int, *, past_caption: bool = False) -> Found | None:
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
        if past_caption and _NUMBER_CAPTION.match(normalise(other.text).strip()):
            past_caption = False
            continue
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
            return candidate(value, conf, other, method="right")
        weak = weak or candidate(value, conf - 0.1, other, method="right_weak")
    return weak


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


def _numbered_below(spec: FieldSpec, page: Page, i: int) -> Found | None:
    """Under a title ("Purchase Order"), a number marked as one ("#PO10234", "No. 4711"), a
    number alone on its line, or a bare "Number" caption with the number right of it; else
    a marked number towards the right margin on the lines just under the title."""
    j = _below_index(page, i)
    found = _number_at(spec, page, j) if j is not None else None
    return found or _marked_number_right_below(spec, page, i)


def _number_at(spec: FieldSpec, page: Page, j: int) -> Found | None:
    text = normalise(page.segments[j].text).strip()
    if _NUMBER_CAPTION.match(text):
        right = _right_of(spec, page, j)
        return replace(right, method="title_caption") if right is not None else None
    value = page.value(spec, text)
    if not value:
        return None
    if _NUMBER_MARK.match(text):
        return candidate(value, CONF_TITLE, page.segments[j], method="title_below")
    if value == text and sum(ch.isdigit() for ch in value) >= _BARE_NUMBER_DIGITS:
        return candidate(value, CONF_TITLE_BARE, page.segments[j], method="title_bare")
    return None


def _marked_number_right_below(spec: FieldSpec, page: Page, i: int) -> Found | None:
    """A number marked as one ("No. 4500310105") set on the lines just under a title but
    towards the right margin, where nothing stands directly under the title."""
    seg = page.segments[i]
    marked = [
        j
        for j, s in enumerate(page.segments)
        if j != i
        and s.x0 >= seg.x0
        and seg.bottom - 0.3 * seg.height <= s.top <= seg.bottom + 2.0 * seg.height
        and _NUMBER_MARK.match(normalise(s.text))
    ]
    for j in sorted(marked, key=lambda k: page.segments[k].top):
        value = page.value(spec, normalise(page.segments[j].text))
        if value:
            return candidate(value, CONF_TITLE_BARE, page.segments[j], method="title_below")
    return None


def _title_number(line: str) -> bool:
    """Beside a title, only a number marked as one, or standing alone, is the title's: an
    address line further along ("3500 Hasselt") is not."""
    text = normalise(line).strip()
    return bool(_NUMBER_MARK.match(text)) or not re.search(r"\s", text)


def _below_index(page: Page, i: int) -> int | None:
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
    # The first line under it; on that line, the segment nearest its left edge.
    first = min(page.segments[k].top for k in under)
    line = [k for k in under if page.segments[k].top <= first + 0.3 * seg.height]
    return min(line, key=lambda k: abs(page.segments[k].x0 - seg.x0))


def value_below(spec: FieldSpec, page: Page, i: int) -> Found | None:
    if spec.type == "money" and _in_line_item_header(page, i):
        return None
    j = row_aligned_below(page.segments, i, is_label=page.is_label)
    if j is None:
        j = _below_index(page, i)
    if j is None or page.is_label(j):
        return None
    other = page.segments[j]
    value = page.value(spec, other.text, strict=True)
    return candidate(value, CONF_BELOW, other, method="below") if value else None


def _above_caption(spec: FieldSpec, page: Page, i: int) -> Found | None:
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

"""Party names without a label of their own: an invoice's letterhead, a FROM block."""

from __future__ import annotations

from po_pipeline.engine.found import Found, Page, blankish, candidate
from po_pipeline.engine.labels import SEPARATORS, normalise
from po_pipeline.engine.neighbours import value_below
from po_pipeline.engine.roles import title_kind
from po_pipeline.engine.segments import Segment
from po_pipeline.field_schema import FieldSpec
from po_pipeline.plausibility import has_legal_form, implausible

CONF_LETTERHEAD = 0.6
# The issuer's name set no larger than the body: known only by its legal form.
CONF_LETTERHEAD_PLAIN = 0.5
CONF_BLOCK = 0.5


def letterhead_page(spec: FieldSpec, page: Page) -> bool:
    """Whether a line of the page is one of the field's `letterhead_titles` (the party
    scorer's feature; `seller_titled` also reads a seller's title set large)."""
    titles = _listed_titles(spec)
    return any(_compact(s.text) in titles for s in page.segments)


def _listed_titles(spec: FieldSpec) -> set[str]:
    return {_compact(t) for t in spec.letterhead_titles}


def _compact(text: str) -> str:
    return normalise(text).casefold().replace(" ", "")


def _usual_height(page: Page) -> float:
    """The page's body type: the median height of its lines."""
    heights = sorted(s.height for s in page.segments)
    return heights[len(heights) // 2]


def letterhead(spec: FieldSpec, page: Page) -> Found | None:
    """On a page titled as the supplier's own document (an invoice, a sales confirmation:
    `_seller_titles`), the issuer's name: the largest text above the first label, set larger
    than the page's usual type."""
    if not page.segments:
        return None
    titled = _seller_titles(spec, page)
    if not any(titled):
        return None
    first_label = min(
        (
            s.top
            for s, m, t in zip(page.segments, page.matches, titled)
            if m is not None and not t  # "TAX INVOICE" starts with "Tax"
        ),
        default=float("inf"),
    )
    usual = _usual_height(page)
    head = [
        s
        for s, t in zip(page.segments, titled)
        if s.bottom <= first_label and not t and s.height >= 1.3 * usual
    ]
    for seg in sorted(head, key=lambda s: (-s.height, s.top)):
        if _addressed(spec, page, seg):
            continue  # "…株式会社 御中": the customer the document is addressed to
        value = page.value(spec, seg.text)
        if value:
            return candidate(value, CONF_LETTERHEAD, seg, method="letterhead")
    # No larger type: the topmost company name (it carries a legal form) above the labels.
    plain = [
        s
        for s, t in zip(page.segments, titled)
        if s.bottom <= first_label and not t and not _addressed(spec, page, s)
    ]
    for seg in sorted(plain, key=lambda s: (s.top, s.x0)):
        value = page.value(spec, seg.text)
        if value and has_legal_form(value):
            return candidate(value, CONF_LETTERHEAD_PLAIN, seg, method="letterhead")
    return None


def seller_titled(spec: FieldSpec, page: Page) -> bool:
    """Whether a title on the page names it the seller's paper (`_seller_titles`)."""
    return any(_seller_titles(spec, page))


def _seller_titles(spec: FieldSpec, page: Page) -> list[bool]:
    """Per segment, whether it is the title of a seller's paper: one of the field's
    `letterhead_titles`, or, on a page whose kind is a seller's paper, a line set at least
    1.3 times the page's usual type that roles.title_kind reads as a seller's title
    ("销售确认单", as "销售确认书" is listed; not the caption "Supplier acknowledgement")."""
    if not page.segments:
        return []
    titles = _listed_titles(spec)
    usual = _usual_height(page)
    return [
        _compact(s.text) in titles
        or (
            page.seller_paper
            and s.height >= 1.3 * usual
            and title_kind(normalise(s.text).strip())[0]
        )
        for s in page.segments
    ]


def _addressed(spec: FieldSpec, page: Page, seg: Segment) -> bool:
    """The name carries an addressee's suffix (御中, 様, 殿), in itself or just after it."""
    suffixes = tuple(normalise(x) for x in spec.suffix_labels)
    if not suffixes:
        return False
    if normalise(seg.text).rstrip().endswith(suffixes):
        return True
    return any(
        o is not seg and o.same_line(seg) and o.x0 >= seg.x1 - 2
        and normalise(o.text).strip().startswith(suffixes)
        and o.x0 - seg.x1 <= 3 * seg.height
        for o in page.segments
    )  # fmt: skip


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
        if beside and not seller_titled(spec, page):
            return value_below(spec, page, i)
    return None


def unlabelled_block(spec: FieldSpec, page: Page) -> Found | None:
    """On an order (not the seller's own letterhead page), a party block with no heading
    whose first line is a company and whose next lines are its address: the vendor the
    order is addressed to. A name that appears twice on the page (letterhead and ship-to)
    is the buyer's, and the letterhead itself (the page's first line, or larger type) is
    never taken."""
    if seller_titled(spec, page) or not page.segments:
        return None
    usual = _usual_height(page)
    first_top = min(s.top for s in page.segments)
    texts = [normalise(s.text).strip() for s in page.segments]
    for i, seg in enumerate(page.segments):
        name = texts[i]
        if (
            page.matches[i] is not None
            or seg.top <= first_top + 0.5 * seg.height
            or seg.height > 1.25 * usual
            or not has_legal_form(name)
            or implausible("text", name, labels=page.labels)
            or texts.count(name) > 1
        ):
            continue
        if (
            _heading_above(page.segments, seg)
            or _caption_left(page, seg)
            or not _address_below(page, i)
        ):
            continue
        value = page.value(spec, seg.text)
        if value:
            return candidate(value, CONF_BLOCK, seg, method="block")
    return None


def _aligned(a: Segment, b: Segment) -> bool:
    return abs(a.x0 - b.x0) <= 0.5 * a.height


def _heading_above(segments: list[Segment] | tuple[Segment, ...], seg: Segment) -> bool:
    """Any text set just above the line, in its column (a heading such as "Ship To:")."""
    return any(
        o is not seg
        and 0 <= seg.top - o.bottom <= 1.2 * seg.height
        and o.x_overlaps(seg, slack=-1.0)
        for o in segments
    )


def _caption_left(page: Page, seg: Segment) -> bool:
    """A caption just left of the line, on it, with nothing after it ("收货单位：| 合肥…酒店"):
    the name is that caption's value (a ship-to, a bill-to), no block without a heading."""
    return any(
        o is not seg
        and o.same_line(seg)
        and o.x1 <= seg.x0 + 0.5 * seg.height
        and seg.x0 - o.x1 <= 3 * seg.height
        and m is not None
        and blankish(m.remainder)
        for o, m in zip(page.segments, page.matches)
    )


def _address_below(page: Page, i: int) -> bool:
    """The next one to three lines of the block, aligned with it, hold an address or phone,
    themselves or as the value of a caption that starts the line ("地址：| 成都市…")."""
    seg = page.segments[i]
    below = sorted(
        (o for o in page.segments if _aligned(seg, o) and 0 < o.top - seg.top <= 4.5 * seg.height),
        key=lambda o: o.top,
    )
    below = [_captioned(page, o) or o for o in below[:3]]
    reasons = {implausible("text", normalise(o.text), labels=page.labels) for o in below}
    return bool(reasons & {"is an address line", "is a phone or fax number"}) or any(
        any(ch.isdigit() for ch in o.text) and "," in o.text for o in below
    )


def _captioned(page: Page, seg: Segment) -> Segment | None:
    """For a bare caption, the text just right of it on its line: its value."""
    m = next((m for o, m in zip(page.segments, page.matches) if o is seg), None)
    if m is None or not blankish(m.remainder):
        return None
    right = [
        o for o in page.segments
        if o is not seg and o.same_line(seg) and 0 <= o.x0 - seg.x1 <= 6 * seg.height
    ]  # fmt: skip
    return min(right, key=lambda o: o.x0, default=None)

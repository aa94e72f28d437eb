"""Field rules over positioned segments: find a label, then its value inline, right or below."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from po_pipeline.engine.arithmetic import Sums, split_sums
from po_pipeline.engine.columns import peel_vertical_labels
from po_pipeline.engine.found import CONF_BELOW, Found, Page, candidate, rank, schema_labels
from po_pipeline.engine.inline import (
    barcode_caption,
    before_suffix,
    buys_from,
    contract_roles,
    resolve_roles,
    running_value,
)
from po_pipeline.engine.item_rows import in_item_row
from po_pipeline.engine.labels import CJK, LabelMatch, LabelMatcher, matcher_for, normalise
from po_pipeline.engine.money import best_money, format_money
from po_pipeline.engine.nearby import NUMBER_MARK, from_label, skip_translated_label
from po_pipeline.engine.parties import (
    counterpart,
    letterhead,
    seller_titled,
    unlabelled_block,
)
from po_pipeline.engine.roles import addressed, document_kind, title_kind
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.spaced import join_spaced_labels
from po_pipeline.field_schema import FieldSchema, FieldSpec

__all__ = [
    "DocumentContext",
    "Found",
    "cross_check",
    "extract_page_fields",
    "page_view",
    "rank_page",
    "rank_view",
]

# A value stated in running text, or only under a barcode, is less sure than a labelled one.
CONF_RUNNING, CONF_BARCODE = 0.6, 0.55
# A total written only in 大写 is used, but less surely than a figure would be.
CAPITAL_ONLY_FACTOR = 0.65
# An unlabelled amount that the amounts before it add up to (engine.arithmetic).
CONF_SUM = 0.6
# What a fallback label's number keeps behind a labelled one (`_behind`).
FALLBACK_BEHIND = 0.5


def extract_page_fields(
    segments: Sequence[Segment], schema: FieldSchema
) -> dict[str, Found | None]:
    """The best value for every schema field on one page (None when not found)."""
    ranked = rank_page(segments, schema)
    return {name: found[0] if found else None for name, found in ranked.items()}


@dataclass
class DocumentContext:
    """What one page tells the next: a contract's "甲方向乙方采购" (buyer, seller), and
    whether the document is a statement of account."""

    buys_from: tuple[str, str] | None = None
    statement: bool = False


def rank_page(
    segments: Sequence[Segment], schema: FieldSchema, context: DocumentContext | None = None
) -> dict[str, list[Found]]:
    """Every field's candidates on one page, best first, one per distinct value. Rules are
    tried in order of trust; a later rule only adds candidates behind the earlier ones.
    `context` carries what earlier pages of the document said."""
    return rank_view(page_view(segments, schema, context))


def page_view(
    segments: Sequence[Segment], schema: FieldSchema, context: DocumentContext | None = None
) -> Page:
    """The page as the rules read it: its segments and the label each one starts with."""
    context = context if context is not None else DocumentContext()
    matcher = matcher_for(schema)
    segments = join_spaced_labels(peel_vertical_labels(segments, matcher), matcher)
    parties = frozenset(f.name for f in schema.fields if f.type == "text")
    labelled = [_label_or_title(matcher, segments, k) for k in range(len(segments))]
    matches = resolve_roles(labelled, matcher, parties)
    context.buys_from = context.buys_from or buys_from(segments)
    for party in parties:
        matches = contract_roles(matches, matcher, context.buys_from, supplier=party)
    # A page that carries an account's history (or follows one that did): its balance labels
    # name what is left to pay, from the first such line down ("Acompte versé" above "Net à
    # payer"). A deposit noted only under the sum payable leaves that sum the order's, and a
    # deposit of nothing ("Voorschot 0,00 EUR") leaves it too.
    accounts = [
        segments[k].top - 0.5 * segments[k].height
        for k, m in enumerate(matches)
        if m is not None
        and any(m.entry.text in spec.account_labels for spec in schema.fields)
        and not _nothing_paid(segments, k, m)
    ] + [
        segments[k].top - 0.5 * segments[k].height
        for k in range(len(segments))
        if _deducted_from_total(segments, matches, k, schema)
        or _paid_from_total(segments, matches, k, schema)
    ]
    from_top = float("-inf") if context.statement else min(accounts, default=None)
    if from_top is not None:
        matches = [
            _balance_as_distractor(m, schema) if segments[k].top >= from_top else m
            for k, m in enumerate(matches)
        ]
    context.statement = context.statement or bool(accounts)
    identifiers = frozenset(f.name for f in schema.fields if f.type == "identifier")
    matches = [
        None if _item_cell(segments, k, m, identifiers) else m for k, m in enumerate(matches)
    ]
    page = Page(segments, matches, matcher, schema, labels=schema_labels(schema))
    kind = document_kind([page])
    if kind == (1.0, 0.0):
        # On the seller's own paper a bare document number ("单号:XS260312202" heading its
        # confirmation's pages) is the seller's, not the customer's order's.
        matches = [
            _distractor(m) if m is not None and m.entry.text in _PAPER_OWN_NUMBER else m
            for m in matches
        ]
    return replace(page, matches=matches, kind=kind)


# An amount written negative: "-2,495.20", "−33 251,36", "(1,200.00)".
_NEGATIVE = re.compile(r"^[-−–]\s?\D{0,4}\d|^\(\D{0,4}\d[\d.,' ]*\)$")


def _deducted_from_total(
    segments: Sequence[Segment], matches: Sequence[LabelMatch | None], k: int, schema: FieldSchema
) -> bool:
    """A captioned line right under the order's total (its label within three lines above,
    in its column) whose amount, right of the caption on its line, is negative and at least
    1: a payment deducted from the total ("Order Total $4,990.39 / Prepayment -2,495.20 /
    Balance Due 2,495.19"; "Total a pagar $39,148.88 / Menos anticipo pagado -11,744.66 /
    Saldo 27,404.22"), as a deposit's account line is, whatever its caption. Not a
    rounding's cents."""
    seg, m = segments[k], matches[k]
    if (m is not None and m.entry.kind != "distractor") or any(ch.isdigit() for ch in seg.text):
        return False
    right = _right_of(segments, seg)
    text = normalise(right[0].text).strip() if right else ""
    amount = best_money(text.lstrip("-−– ").strip("()"))
    if not _NEGATIVE.match(text) or amount is None or amount.value < 1:
        return False
    return bool(_total_labels_above(segments, matches, seg, schema, lines=3))


def _total_labels_above(
    segments: Sequence[Segment],
    matches: Sequence[LabelMatch | None],
    seg: Segment,
    schema: FieldSchema,
    *,
    lines: int,
) -> list[tuple[Segment, LabelMatch]]:
    """The labels of an amount field within `lines` lines above `seg`, in its column."""
    money = {f.name for f in schema.fields if f.type == "money"}
    return [
        (t, o)
        for t, o in zip(segments, matches)
        if o is not None
        and o.entry.field in money
        and o.entry.kind == "label"
        and 0 < seg.top - t.top <= lines * seg.height
        and abs(t.x0 - seg.x0) <= 2 * seg.height
    ]


# A discount taken off a sum: what is left under it is still the order's total.
_DISCOUNT = re.compile(
    r"(?i)discount|rebate|rabatt|nachlass|remise|rabais|escompte|descuento|bonificaci|sconto"
    r"|korting|desconto|skonto|折扣|折让|折讓|优惠|優惠|値引|割引"
)


def _paid_from_total(
    segments: Sequence[Segment], matches: Sequence[LabelMatch | None], k: int, schema: FieldSchema
) -> bool:
    """A captioned line under the order's total (its label within five lines above, in its
    column, its amount beside it or under it) whose amount, taken from the total, leaves the
    amount on a line right under it: a payment made on account, however it is worded ("TOTAL
    €11,416.65 / Paid on account (30%) €3,425.00 / Balance due €7,991.65"; "Total Payable
    $4,767.35 / Less paid in advance (40%) $1,906.94 / Balance due $2,860.41"). The sum shows
    the deduction when the caption's words are not known, and the line under it is then a
    balance, no total."""
    seg, m = segments[k], matches[k]
    if (m is not None and m.entry.kind != "distractor") or _DISCOUNT.search(seg.text):
        return False
    right = _right_of(segments, seg)
    paid = best_money(normalise(right[0].text)) if right else None
    if paid is None or paid.value < 1:
        return False
    h = seg.height
    labels = _total_labels_above(segments, matches, seg, schema, lines=5)
    if not labels:
        return False
    top = min(t.top for t, _ in labels) - 0.5 * h
    totals = {found.value for _, o in labels if (found := best_money(o.remainder))} | {
        found.value
        for s in segments
        if s.x0 >= seg.x1 and top <= s.top < seg.top - 0.5 * h
        if (found := best_money(normalise(s.text)))
    }
    balances = {
        found.value
        for s in segments
        if s.x0 >= seg.x1 and 0.5 * h < s.top - seg.top <= 2.5 * h
        if (found := best_money(normalise(s.text)))
    }
    return any(0 < total - paid.value in balances for total in totals)


def _nothing_paid(segments: Sequence[Segment], k: int, m: LabelMatch) -> bool:
    """The amount on an account line, after its label or right of it on its line, is zero."""
    amount = best_money(m.remainder)
    if amount is None:
        amount = best_money(" ".join(s.text for s in _right_of(segments, segments[k])))
    return amount is not None and amount.value == 0


def _right_of(segments: Sequence[Segment], seg: Segment) -> list[Segment]:
    """The segments after `seg` on its line, left to right."""
    return sorted((s for s in segments if s.same_line(seg) and s.x0 >= seg.x1), key=lambda s: s.x0)


def _label_or_title(
    matcher: LabelMatcher, segments: Sequence[Segment], k: int
) -> LabelMatch | None:
    """The label a segment starts with; else a buyer's CJK title that words before it
    qualify, with a number beside it, in the segment or right of it on its line ("药剂采购订单
    | No. CG-250812-20"), or a number marked as one right under it ("原物料採購單" / "No.
    20251206009"), as the title. Such a title alone, nothing numbered beside or under it, is
    left a heading: the parties' scorer would read it as another field's label above the
    names under it."""
    found = matcher.match(segments[k].text)
    if found is not None:
        return found
    title = matcher.title_within(segments[k].text)
    if title is None or title_kind(title.text[: title.end].strip()) != (False, True):
        return None
    seg = segments[k]
    beside = any(ch.isdigit() for ch in title.remainder) or any(
        s.same_line(seg) and s.x0 >= seg.x1 and any(ch.isdigit() for ch in s.text) for s in segments
    )
    under = any(
        -0.3 * seg.height <= s.top - seg.bottom <= seg.height
        and s.x_overlaps(seg, slack=0.0)
        and NUMBER_MARK.match(normalise(s.text))
        and any(ch.isdigit() for ch in s.text)
        for s in segments
    )
    return title if beside or under else None


def _item_cell(
    segments: Sequence[Segment], k: int, m: LabelMatch | None, identifiers: frozenset[str]
) -> bool:
    """An identifier's label without its colon, in a row of an item table, is part of an
    item's description ("P.O 42.5", a cement grade), not a label."""
    return (
        m is not None
        and m.entry.field in identifiers
        and not m.explicit_separator
        and in_item_row(segments, k)
    )


# A document's number with no word for whose paper it numbers: the paper's own.
_PAPER_OWN_NUMBER = frozenset({"单号", "单据号", "单据编号"})


def _balance_as_distractor(m: LabelMatch | None, schema: FieldSchema) -> LabelMatch | None:
    """On a statement, "Total Due" is the account's running balance: no field's value."""
    if m is None or m.entry.field is None:
        return m
    spec = next(f for f in schema.fields if f.name == m.entry.field)
    return _distractor(m) if m.entry.text in spec.balance_labels else m


def _distractor(m: LabelMatch) -> LabelMatch:
    """The label read as a distractor: it names no field's value."""
    return replace(m, entry=replace(m.entry, field=None, kind="distractor"))


def rank_view(page: Page) -> dict[str, list[Found]]:
    found: dict[str, list[Found]] = {}
    for spec in page.schema.fields:
        candidates = _candidates(spec, page) + _unlabelled(spec, page)
        # The page's arithmetic, read once for the labelled totals and the sums rule.
        sums = split_sums(page.segments) if spec.type == "money" else Sums([], [])
        if sums.sub:
            candidates = _without_subtotals(candidates, page, sums)
        ranked = _ranked(spec, page, candidates)
        for fallback in _fallbacks(spec, page, sums):
            ranked = _behind(ranked, _ranked(spec, page, fallback()), demote=bool(ranked))
        if spec.type == "money":
            capitals = _ranked(spec, page, _candidates(spec, replace(page, capitals=True)))
            ranked = cross_check(ranked, capitals[0] if capitals else None)
        found[spec.name] = ranked
    return found


def _without_subtotals(candidates: list[Found], page: Page, sums: Sums) -> list[Found]:
    """A labelled total that the figures above it add up to and that a charge follows is
    the goods' subtotal whatever its label says (engine.arithmetic.Sums), when another
    total stands below it: a labelled one that is no such subtotal, or a sum that no
    distractor labels (`_sums`: not a balance or a deposit). It is then no candidate. With
    nothing below, what followed it was no charge of it."""

    def subtotal(f: Found) -> bool:
        return any(
            format_money(a.value) == f.value and abs(a.seg.top - f.top) <= a.seg.height / 2
            for a in sums.sub
        )

    marked = [(f, f.method != "sum" and subtotal(f)) for f in candidates]
    below = [f.top for f, sub in marked if not sub] + [f.top for f in _sums(page, sums)]
    return [f for f, sub in marked if not sub or not any(top > f.top + 1 for top in below)]


def _ranked(spec: FieldSpec, page: Page, candidates: list[Found]) -> list[Found]:
    return rank(spec, candidates, page.labels)


def _behind(ranked: list[Found], more: list[Found], *, demote: bool = False) -> list[Found]:
    """`more` after `ranked`, without values already there. With `demote`, a number that
    only a fallback label gives (a contract's, "合同号: HT2026048") behind one the page
    labels as the order's ("订货单号: CG2026-5327") is no equal rival of it: it keeps
    FALLBACK_BEHIND of its confidence."""
    more = [f for f in more if all(f.value != r.value for r in ranked)]
    if demote:
        more = [
            replace(f, confidence=round(f.confidence * FALLBACK_BEHIND, 3))
            if f.method == "fallback"
            else f
            for f in more
        ]
    return ranked + more


def _fallbacks(spec: FieldSpec, page: Page, sums: Sums) -> list[Callable[[], list[Found]]]:
    """Rules of last resort, in order: a barcode caption, the sum of the amounts above, the
    letterhead, fallback labels ('To:', a contract's number), FROM, and an unlabelled address
    block (for the party field that has FROM headings: the vendor)."""
    rules: list[Callable[[], list[Found]]] = []
    if spec.type == "identifier":
        rules.append(lambda: _listed(_barcode(page)))
    if spec.type == "money" and not _label_left_blank(spec, page):
        rules.append(lambda: _sums(page, sums))
    if spec.letterhead_titles:
        rules.append(lambda: _listed(letterhead(spec, page)))
    if spec.fallback_labels and not seller_titled(spec, page):
        rules.append(lambda: _listed(*_candidates(spec, page, fallback=True), method="fallback"))
    if spec.counterpart_headings:
        rules.append(lambda: _listed(counterpart(spec, page), method="counterpart"))
    if spec.type == "text" and spec.counterpart_headings:
        rules.append(lambda: _listed(unlabelled_block(spec, page)))
    return rules


def _listed(*found: Found | None, method: str = "") -> list[Found]:
    return [replace(f, method=method or f.method) for f in found if f is not None]


def cross_check(ranked: list[Found], capital: Found | None) -> list[Found]:
    """Weigh a total's figure against its 大写 writing (or its English words): agreeing halves
    the doubt; disagreeing halves the confidence (the figure stays; validation decides) and
    puts first another figure that agrees, if there is one; capitals alone are used."""
    if capital is None:
        return ranked
    if not ranked:
        factor = CAPITAL_ONLY_FACTOR
        return [replace(capital, confidence=round(capital.confidence * factor, 3))]
    figure = ranked[0]
    if figure.value == capital.value:
        agreed = replace(figure, confidence=round(1 - (1 - figure.confidence) / 2, 3))
        return [agreed, *ranked[1:]]
    doubted = replace(figure, confidence=round(figure.confidence / 2, 3))
    other = next((f for f in ranked[1:] if f.value == capital.value), None)
    if other is not None:
        # Another figure that the capitals (or words) agree with goes first and the first
        # one, which they contradict, is halved; a quarter of the doubt goes, not half, since
        # the figures disagreed.
        agreed = replace(other, confidence=round(1 - (1 - other.confidence) * 0.75, 3))
        return [agreed, doubted, *[f for f in ranked[1:] if f is not other]]
    return _behind([doubted, *ranked[1:]], [replace(capital, method="capitals")])


# What the other labelled values of a page that quotes the buyer's order keep of their score.
QUOTED_OTHERS = 0.8
_REFERENCE = re.compile(r"(?i)\bref|referen|référ|riferim")
# A label naming a paper's number without saying which paper: on a seller's paper, its own.
_GENERIC_NUMBER = re.compile(r"^(?:单号|單號|单据号|單據號|单据编号|單據編號|编号|編號)$")


def _candidates(spec: FieldSpec, page: Page, *, fallback: bool = False) -> list[Found]:
    found: list[Found] = []
    quoted: list[Found] = []
    generic: list[tuple[bool, Found]] = []  # (a bare number's label, what it found)
    for i, m in enumerate(page.matches):
        if m is None or m.entry.field != spec.name:
            continue
        if (m.entry.kind == "fallback") != fallback:
            continue
        if fallback and not _separated(page, i, skip_translated_label(page.matcher, m)):
            continue  # "To" opens sentences too; only "To:" addresses a party
        if m.entry.kind == "title" and spec.type != "identifier":
            continue
        if spec.type == "text" and addressed(m.entry.text) and seller_titled(spec, page):
            continue  # "Señor(es):" on a seller's paper: the customer it is addressed to
        if m.entry.text not in spec.quoted_labels and not _quoted_caption_left(spec, page, i):
            own = from_label(spec, page, i, m)
            found += own
            generic += [(bool(_GENERIC_NUMBER.match(m.entry.text)), f) for f in own]
        elif page.seller_paper or not _REFERENCE.search(m.entry.text):
            # "Your reference" names the buyer's order only on the seller's paper; on the
            # buyer's ("Uw referentie: OFF-2166") it is the vendor's quotation.
            quoted += [replace(f, quoted=True) for f in from_label(spec, page, i, m)]
    if quoted and page.buyer_paper:
        # The buyer's own order rarely quotes itself: what such a label finds goes behind.
        quoted = [replace(f, confidence=round(f.confidence * QUOTED_OTHERS, 3)) for f in quoted]
        return found + quoted
    if quoted:
        # "Your order: PO-881" beside "Order no.: VO-952": the page is the seller's, and its
        # other order numbers are its own.
        found = [replace(f, confidence=round(f.confidence * QUOTED_OTHERS, 3)) for f in found]
    elif page.seller_paper and any(not g for g, _ in generic) and any(g for g, _ in generic):
        # A seller's delivery note: "單號" numbers the paper itself, "採購單號" the buyer's
        # order it delivers; the paper's own number goes behind.
        found = [
            replace(f, confidence=round(f.confidence * QUOTED_OTHERS, 3)) if g else f
            for g, f in generic
        ]
    return quoted + found


_CJK_CHAR = re.compile(f"[{CJK}]")


def _separated(page: Page, i: int, m: LabelMatch) -> bool:
    """The label is followed by its colon, in its own segment or, in a form whose colons
    stand in a column apart from the labels ("To 致   : 新輝…"), opening the value on its
    right; or it is a caption, with its translation and nothing else ("To 致")."""
    if m.explicit_separator:
        return True
    if m.remainder.strip():
        return False
    if m.entry.text.isascii() and _CJK_CHAR.search(m.text[: m.end]):
        return True
    nearest = page.nearest_right(i, slack=2)
    return nearest is not None and nearest.text.lstrip().startswith((":", "："))


def _quoted_caption_left(spec: FieldSpec, page: Page, i: int) -> bool:
    """A labelled number in a cell whose caption, just left of it on its line, quotes another
    party's order: "客户订单 | PO#448212" (the buyer's customer's order), "Your order | PO 12"."""
    seg = page.segments[i]
    left = [
        j
        for j, s in enumerate(page.segments)
        if j != i and s.same_line(seg) and s.x1 <= seg.x0 + 1 and seg.x0 - s.x1 <= 4 * seg.height
    ]
    if not left:
        return False
    j = max(left, key=lambda k: page.segments[k].x1)
    m = page.matches[j]
    return m is not None and m.entry.text in spec.quoted_labels and not m.remainder.strip(" .:：#")


def _unlabelled(spec: FieldSpec, page: Page) -> list[Found]:
    """Values announced inside a sentence, or by a suffix label after them."""
    found: list[Found] = []
    if page.capitals:
        return found
    suffixes = () if seller_titled(spec, page) else spec.suffix_labels
    for k, (seg, m) in enumerate(zip(page.segments, page.matches)):
        if suffixes:
            name = before_suffix(page.segments, k, suffixes)
            value = page.value(spec, name) if name else ""
            if value:
                found.append(candidate(value, CONF_BELOW, seg, method="suffix"))
        if (m is not None and m.entry.kind != "distractor") or spec.type == "text":
            continue
        if m is not None and m.entry.text in spec.account_labels:
            continue  # "Acconto versato € 2.598,81 – saldo € 6.063,88": what is left to pay
        # After a distractor that opens the line, a sentence may still name the field ("No
        # PO, No Pay: invoices must quote order number 4500…"); inside it, never ("生产工单号").
        text = m.remainder if m is not None else seg.text
        if not any(ch.isdigit() for ch in text):
            continue
        value = running_value(text, page.matcher, field=spec.name, money=spec.type == "money")
        if value:
            found.append(candidate(value, CONF_RUNNING, seg, method="running"))
    return found


# The labels of a total written in English words.
_IN_WORDS = re.compile(r"(?i)\bin words\b")


def _label_left_blank(spec: FieldSpec, page: Page) -> bool:
    """The page labels the field and leaves it empty ("Total: ____", or the label alone on
    its line): it states no value, so none is looked for elsewhere. A column heading
    ("Qty | Price | Total") has neighbours on its line and says nothing of the kind, nor
    does the label of the total written in words ("Amount in words: Uganda Shillings …")."""

    def alone(i: int) -> bool:
        seg = page.segments[i]
        return not any(o is not seg and o.same_line(seg) for o in page.segments)

    return any(
        m is not None
        and m.entry.field == spec.name
        and m.entry.kind == "label"
        and (m.explicit_separator or alone(i))
        and not _IN_WORDS.search(m.entry.text)
        and not from_label(spec, page, i, m)
        for i, m in enumerate(page.matches)
    )


def _sums(page: Page, sums: Sums) -> list[Found]:
    """Amounts the figures above them (or left of them) add up to, lowest on the page first;
    not a subtotal, a carried-forward page total or anything else a distractor labels, in
    the amount's own segment or to its left on its row, nor one that a charge follows (tax,
    freight, a discount: the grand total is then another figure, or none)."""
    distractors = [
        s for s, m in zip(page.segments, page.matches) if m and m.entry.kind == "distractor"
    ]
    found: list[Found] = []
    for total in sums.grand:
        seg = total.seg
        if any(d is seg or (d.same_line(seg) and d.x1 <= seg.x0 + 1) for d in distractors):
            continue
        found.append(candidate(format_money(total.value), CONF_SUM, seg, method="sum"))
    return found


def _barcode(page: Page) -> Found | None:
    """With no labelled number, the human-readable caption of a barcode ("*PO-88123*")."""
    for seg in page.segments:
        value = barcode_caption(seg.text)
        if value:
            return candidate(value, CONF_BARCODE, seg, method="barcode")
    return None

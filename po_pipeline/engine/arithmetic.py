"""A total by its arithmetic: the amount that the amounts printed before it add up to.

Whatever the language or the label, a grand total is usually the sum of what stands above it
in its column (line amounts, or net plus tax) or to its left on its row ("Net 2.390,84 ·
VAT 502,08 · Total 2.892,92"). An amount that equals such a sum to the cent is rarely a
coincidence, so when no label announces the total, the lowest such amount on the page is
offered as a candidate (method "sum"), behind every labelled one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import NamedTuple

from po_pipeline.engine.labels import normalise
from po_pipeline.engine.money import MoneyMatch, find_money
from po_pipeline.engine.segments import Segment

# How many amounts above a total may add up to it: line items, a subtotal, tax and charges.
MAX_TERMS = 60
# Rows between a total and the amounts of its column above it: beyond, another table.
MAX_ROW_GAP = 6.0
CENT = Decimal("0.01")


@dataclass(frozen=True)
class Amount:
    value: Decimal
    seg: Segment
    # Where the figure itself sits in its segment, estimated from its characters.
    x0: float
    x1: float
    # A grouped, decimal or currency-marked figure: a quantity (48, 186) is none of these.
    money_like: bool

    def overlaps(self, other: Amount) -> bool:
        return min(self.x1, other.x1) >= max(self.x0, other.x0)


# A minus before a money-like figure, not inside a word, number or date: "Round Off -0.47",
# "Discount − 120.00", "Chiết khấu -3.502.026" (dong, yen and won have no cents but group
# their thousands), also before its currency sign ("账扣返利 -¥10.31", "Discount -$5.00").
# Such a figure takes away from the sum below it.
_MINUS = re.compile(r"(?<![\w.,/])[-−–]\s?(?=\d|[$€£¥￥₩₹]\s?\d)")


def amounts(segments: Sequence[Segment]) -> list[Amount]:
    """Every amount on the page but zero, in reading order; a money-like one after a minus
    is negative."""
    found: list[Amount] = []
    for seg in segments:
        text = normalise(seg.text)
        per_char = (seg.x1 - seg.x0) / max(len(text), 1)
        minus_ends = {m.end() for m in _MINUS.finditer(text)}
        # Blank the signs out (same length, so positions hold) for the money reader.
        unsigned = _MINUS.sub(lambda m: " " * len(m.group(0)), text)
        for m in find_money(unsigned):
            money_like = _money_like(m, text)
            value = -m.value if m.start in minus_ends and money_like else m.value
            if value:
                x0, x1 = seg.x0 + m.start * per_char, seg.x0 + m.end * per_char
                found.append(Amount(value, seg, x0, x1, money_like))
    return sorted(found, key=lambda a: (a.seg.top, a.x0))


def _money_like(match: MoneyMatch, text: str) -> bool:
    number = text[match.start : match.end]
    grouped = any(sep in number for sep in ",.' \u00a0\u202f") and match.value >= 1000
    return match.has_currency or match.has_decimals or grouped


def sum_totals(segments: Sequence[Segment]) -> list[Amount]:
    """Money-like amounts equal to the sum of at least two amounts before them: in their
    column directly above (one per row, contiguous rows), or on their own row to the left.
    Lowest on the page first; on one row, the rightmost first: a totals row under net, tax
    and gross columns ("Razem: 51 122,62 59 583,64") ends with the gross."""
    return _sums_among(amounts(segments))


class Sums(NamedTuple):
    """A page's `sum_totals`, split by `_charged_after`: the grand totals, and the subtotals
    that a charge follows, whatever their label says ("Total brutto 1'017.32 / ./. Skonto 3 %
    -30.52 / … / Vergabesumme inkl. MWST 1'063.55")."""

    grand: list[Amount]
    sub: list[Amount]


def split_sums(segments: Sequence[Segment]) -> Sums:
    """The page's amounts read once for the sums and the charges under them."""
    found = amounts(segments)
    sums = Sums([], [])
    for total in _sums_among(found):
        (sums.sub if _charged_after(total, found, segments) else sums.grand).append(total)
    return sums


def _sums_among(found: Sequence[Amount]) -> list[Amount]:
    totals: list[Amount] = []
    for k, total in enumerate(found):
        if not total.money_like or total.value < 0:
            continue
        if _row_sum(total, found[:k]) or (
            not _priced_row(total, found[:k], totals)
            and _column_sum(total, found[:k])
            and not _unit_price(total, found)
        ):
            totals.append(total)
    rows: list[list[Amount]] = []
    for a in sorted(totals, key=lambda a: -a.seg.top):
        if rows and rows[-1][0].seg.same_line(a.seg):
            rows[-1].append(a)
        else:
            rows.append([a])
    return [a for row in rows for a in sorted(row, key=lambda a: -a.x0)]


# A charge printed after a subtotal that changes the grand total: tax, freight, packaging,
# a discount; German accounting's "./." (less), "abzgl." and "zzgl."; a charge marked "(+)".
# General vocabulary of the languages the product reads.
_CHARGE = re.compile(
    r"(?i)\b(?:tax|vat|gst|hst|pst|mwst|ust|mehrwertsteuer|umsatzsteuer|tva|iva|btw|moms"
    r"|freight|shipping|delivery\s+(?:charges?|fees?|costs?)|carriage|postage|handling"
    r"|packing|packaging|fracht|versand\w*|porto|verpackung\w*|transport\w*|port"
    r"|(?<!à la )(?<!a la )livraison"
    r"|spedizione|trasporto|envío|envio|flete|portes?|verzend\w*|vracht|discount|rebate|rabatt|remise|sconto|descuento|desconto"
    r"|korting|skonto|abzgl|abzüglich|zzgl|zuzüglich|frete|embalagem|seguro|imposto|icms|ipi)\b"
    # A charge marked as added: "(+) Frete", "(+) Seguro" (Brazil's order and invoice forms).
    r"|\(\+\)|\./\.|税|運費|运费|運輸費|运输费|送料"
    r"|折扣|优惠|優惠|折让|折讓|返利|値引|割引|배송비|운임|할인|부가세"
)
# A charge said to be inside the amount above it: "darin enthalten 19 % MwSt.", "其中税额".
_INCLUDED = re.compile(
    r"(?i)\b(?:incl|inkl|included|including|inclus\w*|compris\w*|enthalten|darin|incluid[oa]s?"
    r"|inclus[oa]|incluso|inbegrepen)\b|其中|已含|内消費税|うち消費税|内税"
)
# Rows below a subtotal in which a charge is looked for.
CHARGE_ROWS = 3


def _charged_after(total: Amount, found: Sequence[Amount], segments: Sequence[Segment]) -> bool:
    """A charge that changes the total follows `total` in its column on the next rows
    ("商品合计 22,386.11 / 运费 120.00 / 优惠 -670.00"; "Warenwert netto 1.224,63 / zzgl. 19 %
    MwSt. 232,68"), not said to be included: `total` is a subtotal, whatever it adds up. A
    charge whose amount stands on `total`'s own row is counted in it ("Total 24.99 5.00 29.99
    / TVA 20 % 5.00"), not added. The rows are the totals block's: a gap ends it (a footer's
    "N° de TVA FR 604 219 388 61" is no charge). `found`: the page's amounts."""
    own_row = {a.value for a in found if a.seg.same_line(total.seg) and a.x1 <= total.x0 + 1}
    rows: list[Amount] = []
    lowest = total.seg.bottom
    for a in found:
        if a.seg.top <= total.seg.top or a.seg.same_line(total.seg) or not a.money_like:
            continue
        if not a.overlaps(total) or (rows and rows[-1].seg.same_line(a.seg)):
            continue
        if a.seg.top - lowest > MAX_ROW_GAP * a.seg.height:
            break  # a gap: what follows belongs to something else
        rows.append(a)
        lowest = a.seg.bottom
    for a in rows[:CHARGE_ROWS]:
        label = _label_of(a, segments)
        if _CHARGE.search(label) and not _INCLUDED.search(label) and a.value not in own_row:
            return True
    return False


def _label_of(amount: Amount, segments: Sequence[Segment]) -> str:
    """The words before an amount: in its own segment, else the nearest segment to its left."""
    text = normalise(amount.seg.text)
    share = (amount.x0 - amount.seg.x0) / max(amount.seg.x1 - amount.seg.x0, 1)
    own = text[: max(int(share * len(text)), 0)]
    if own.strip(" :：-"):
        return own
    left = [s for s in segments if s.same_line(amount.seg) and s.x1 <= amount.seg.x0 + 1]
    return normalise(max(left, key=lambda s: s.x1).text) if left else ""


def _priced_row(total: Amount, before: Sequence[Amount], sums: Sequence[Amount]) -> bool:
    """A money-like figure left of it on its row: a unit price, so `total` is a line amount.
    A figure that adds up its own column is no price: a totals row under net and gross
    columns sums both."""
    return any(
        a.money_like and a.seg.same_line(total.seg) and not any(a is s for s in sums)
        for a in before
    )


def _unit_price(total: Amount, found: Sequence[Amount]) -> bool:
    """A quantity on its row times it is a figure right of it: a line's unit price ("dz 100
    124,57 12.457,00"), whatever the prices above it in its column add up to."""
    row = [a for a in found if a.seg.same_line(total.seg) and a is not total]
    amounts = [a.value for a in row if a.money_like and a.x0 >= total.x1 - 1]
    counts = [a.value for a in row if not a.money_like and a.x1 <= total.x0 + 1 and a.value > 1]
    return any(abs(q * total.value - v) <= CENT * max(q, 1) for q in counts for v in amounts)


def _column_sum(total: Amount, before: Sequence[Amount]) -> bool:
    """The amounts right above `total` in its column, read upwards, add up to it; one of
    them at least money-like."""
    rows: list[Amount] = []
    for a in sorted(before, key=lambda a: -a.seg.top):
        if a.seg.same_line(total.seg) or not a.overlaps(total):
            continue
        if rows and rows[-1].seg.same_line(a.seg):
            continue  # one figure per row
        rows.append(a)
    running, lowest, money, some_money = Decimal(0), total.seg.top, True, False
    for terms, a in enumerate(rows[:MAX_TERMS], start=1):
        if lowest - a.seg.bottom > MAX_ROW_GAP * a.seg.height:
            break  # a gap: the rows above belong to something else
        running += a.value
        lowest = a.seg.top
        money = money and a.money_like
        some_money = some_money or a.money_like
        # Counts alone add up to a count: "500 / 500 / 1,000" in a quantity column.
        if terms >= 2 and some_money and abs(running - total.value) <= _tolerance(money):
            return True
        if running > total.value + CENT:
            return False
    return False


def _row_sum(total: Amount, before: Sequence[Amount]) -> bool:
    """Two amounts to its left on its row (net and tax) add up to it."""
    row = [a for a in before if a.seg.same_line(total.seg) and a.x1 <= total.x0 + 1]
    return any(
        abs(a.value + b.value - total.value) <= _tolerance(a.money_like and b.money_like)
        for i, a in enumerate(row)
        for b in row[i + 1 :]
    )


def _tolerance(money_like: bool) -> Decimal:
    """A cent of rounding between amounts; none when a term is a count or a code: 8 + 3 is
    no 10.99 (a line number and a figure of its description beside the line's price)."""
    return CENT if money_like else Decimal(0)


@dataclass(frozen=True)
class AmountFacts:
    """What a document's amounts say about a total, whatever its label: a grand total is
    usually what the amounts before it add up to, the largest money-like figure, and
    stated more than once (in the totals block, a summary, a payment line)."""

    sums: frozenset[Decimal] = frozenset()
    largest: Decimal | None = None
    seen: tuple[Decimal, ...] = ()

    def of(self, value: Decimal) -> dict[str, float]:
        return {
            "money_sum": float(value in self.sums),
            "money_largest": float(self.largest is not None and value >= self.largest),
            # Its size against the document's largest figure: a count or a line amount is a
            # small share of it, whatever the currency.
            "money_share": float(min(max(value / self.largest, 0), 1)) if self.largest else 0.0,
            "money_repeated": float(sum(abs(v - value) <= CENT for v in self.seen) >= 2),
        }


def amount_facts(pages: Sequence[Sequence[Segment]]) -> AmountFacts:
    per_page = [amounts(segments) for segments in pages]
    found = [a for page in per_page for a in page]
    sums = {t.value for page in per_page for t in _sums_among(page)}
    sums.update(v for page in per_page for v in _column_totals(page))
    money = [a.value for a in found if a.money_like]
    return AmountFacts(
        sums=frozenset(sums),
        largest=max(_not_reduced(money) or money, default=None),
        seen=tuple(a.value for a in found),
    )


def _not_reduced(values: Sequence[Decimal]) -> list[Decimal]:
    """The figures but those a deduction stated on the page was taken from, to give another
    of them: a subtotal before its discount ("货款小计 ¥6,354.94 / 优惠 -¥500.00 / 订单总额
    ¥5,854.94") is no grand total, however much larger than the one it leads to."""
    have = set(values)
    cuts = {v for v in values if v < 0}
    return [
        v
        for v in values
        if not any(v + d + e in have and v + d + e > 0 for d in cuts for e in (0, CENT, -CENT))
    ]


def _column_totals(found: Sequence[Amount]) -> set[Decimal]:
    """What the money-like figures of each column add up to, from any of its rows down (two
    rows or more): a total printed away from its column ("合计金额 ¥206.40" in a box beside
    the line amounts, or in a header grid above them, in the same column) is one of them."""
    columns: list[list[Amount]] = []
    for a in found:
        if not a.money_like:
            continue
        column = next((c for c in columns if c[0].overlaps(a)), None)
        if column is None:
            columns.append([a])
        elif not column[-1].seg.same_line(a.seg):
            column.append(a)
    out: set[Decimal] = set()
    for column in columns:
        for start in range(len(column) - 1):
            running = Decimal(0)
            for terms, a in enumerate(column[start : start + MAX_TERMS], start=1):
                running += a.value
                if terms >= 2:
                    out.add(running)
    return out

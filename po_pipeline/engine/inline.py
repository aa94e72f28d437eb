"""Values found without a label at the start of their segment: a total or number stated in
running text ("本合同总金额为人民币 ¥12,345.00 元", "Final details for Order #112-…"), a
barcode's human-readable caption ("*PO-88123*"), a name before a suffix label ("… 御中"),
and party labels whose bracketed qualifier names the role ("甲方（供方）")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from po_pipeline.engine.labels import (
    CJK,
    SEPARATORS,
    LabelEntry,
    LabelMatch,
    LabelMatcher,
    compact_with_index,
    fold,
    normalise,
)
from po_pipeline.engine.money import find_money
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import identifier_value

# Between a total word and its amount in a sentence: connecting words ("为人民币", "of this
# order is USD") or the 大写 writing, but no other figure and no end of sentence.
MAX_RUNNING_GAP = 40
_SENTENCE_END = re.compile(r"[。；;!?！？]|\.\s|\d")
# "due 01.03.2026": the "amount" 01.03 is the start of a date.
_DATE_TAIL = re.compile(r"[./-]\d")
# Code 39 captions print the encoded text between start/stop asterisks.
_BARCODE_CAPTION = re.compile(r"^\*\s*([A-Z0-9][A-Z0-9\-./]{2,30})\s*\*$")
_QUALIFIER = re.compile(r"\s*[(（]([^)）]{1,12})[)）]")


def running_value(text: str, matcher: LabelMatcher, *, field: str, money: bool) -> str:
    """The value a field label announces in the middle of a sentence, or ""."""
    norm = normalise(text)
    for m in _inner_matches(norm, matcher, field):
        remainder = m.remainder
        if money:
            amount = next(
                (a for a in find_money(remainder) if a.has_currency or a.has_decimals), None
            )
            gap = remainder[: amount.start] if amount else ""
            if (
                amount
                and len(gap) <= MAX_RUNNING_GAP
                and not _SENTENCE_END.search(gap)
                and not _DATE_TAIL.match(remainder[amount.end :])
            ):
                return amount.text
        elif (
            m.explicit_separator
            or m.entry.compact.endswith(("#", "no", "number"))
            or (m.entry.kind == "title")
        ):
            value = identifier_value(remainder)
            if value and remainder.lstrip(SEPARATORS).startswith(value[:1]):
                return value
    return ""


def _inner_matches(norm: str, matcher: LabelMatcher, field: str) -> list[LabelMatch]:
    """Matches of `field` labels starting inside `norm` at a word start (longest label wins,
    so a distractor such as "Total Quantity" hides the "Total" it begins with)."""
    compact, index = compact_with_index(norm)
    found = []
    for hit in _label_starts(matcher, field).finditer(compact, 1):
        pos = index[hit.start()]
        before = norm[pos - 1]
        if norm[pos].isascii() and before.isascii() and before.isalnum():
            continue  # inside a word: "subtotal", "repo"
        m = matcher.match(norm[pos:])
        if m is None or m.entry.field != field or _inside_longer(norm, pos, matcher, field):
            continue
        found.append(m)
    return found


def _inside_longer(norm: str, pos: int, matcher: LabelMatcher, field: str) -> bool:
    """Whether a longer distractor or another field's label, begun a few CJK characters
    before `pos`, covers it: "单号" inside "请购单号" (a requisition's number) or "报价单号"."""
    for start in range(max(0, pos - 4), pos):
        if not _CJK_CHAR.match(norm[start]):
            continue
        m = matcher.match(norm[start:])
        if (
            m is not None
            and start + m.end > pos + 1
            and (m.entry.kind == "distractor" or m.entry.field != field)
        ):
            return True
    return False


_CJK_CHAR = re.compile(rf"[{CJK}]")


_STARTS: dict[tuple[int, str], tuple[LabelMatcher, re.Pattern[str]]] = {}


def _label_starts(matcher: LabelMatcher, field: str) -> re.Pattern[str]:
    """One pattern finding every position where a label of `field` begins (a lookahead, so
    overlapping labels all count); built once per matcher."""
    key = (id(matcher), field)
    cached = _STARTS.get(key)
    if cached is None or cached[0] is not matcher:
        words = sorted(
            {
                e.compact
                for e in matcher.entries
                if e.field == field and e.kind in ("label", "title")
            },
            key=len,
            reverse=True,
        )
        pattern = re.compile("(?=(?:" + "|".join(map(re.escape, words)) + "))")
        cached = _STARTS[key] = (matcher, pattern)
    return cached[1]


def barcode_caption(text: str) -> str:
    """The number under a barcode, printed "*PO-88123*"; "" for anything else."""
    m = _BARCODE_CAPTION.match(normalise(text).strip())
    if m is None or not any(ch.isdigit() for ch in m.group(1)):
        return ""
    return m.group(1).rstrip("-./")


def before_suffix(segments: Sequence[Segment], i: int, suffixes: Sequence[str]) -> str:
    """The text before a suffix label that ends segment i ("山田製作所 御中" -> "山田製作所"),
    or, when the suffix stands apart, the segment just left of it on its line."""
    norm = normalise(segments[i].text).strip()
    for suffix in suffixes:
        s = normalise(suffix)
        if not norm.endswith(s):
            continue
        if len(norm) > len(s):
            return norm[: -len(s)].strip(SEPARATORS)
        seg = segments[i]
        left = [
            o
            for o in segments
            if o is not seg and o.same_line(seg) and 0 <= seg.x0 - o.x1 <= 3 * seg.height
        ]
        return max(left, key=lambda o: o.x1).text if left else ""
    return ""


def resolve_roles(
    matches: Sequence[LabelMatch | None], matcher: LabelMatcher, party_fields: frozenset[str]
) -> list[LabelMatch | None]:
    """A party label qualified by a role in brackets takes the role: "甲方（供方）" announces
    the supplier, "乙方（需方）" the buyer. The page's later bare uses of the same label
    ("乙方（盖章）" at the signatures) follow the role it was given."""

    def is_party(entry: LabelEntry) -> bool:
        return entry.kind == "distractor" or entry.field in party_fields

    out = list(matches)
    roles: dict[str, LabelEntry] = {}
    for k, m in enumerate(matches):
        if m is None or not is_party(m.entry):
            continue
        q = _QUALIFIER.match(m.remainder)
        inner = matcher.match(q.group(1)) if q else None
        if q is None or inner is None or not is_party(inner.entry):
            continue
        if inner.remainder.strip(SEPARATORS):
            continue  # the bracket says more than a role
        roles.setdefault(m.entry.compact, inner.entry)
        out[k] = LabelMatch(entry=inner.entry, end=m.end + q.end(), text=m.text)
    for k, m in enumerate(matches):
        if m is not None and out[k] is m and m.entry.compact in roles:
            out[k] = LabelMatch(entry=roles[m.entry.compact], end=m.end, text=m.text)
    return out


# A contract names its parties 甲方 and 乙方 and says who buys from whom: "甲方向乙方采购…"
# (the first buys from the second). Traditional forms are folded first (labels.fold).
_BUYS_FROM = re.compile(r"(甲方|乙方)向(甲方|乙方)(?:采购|购买|订购|订货|购进|进货)")


def buys_from(segments: Sequence[Segment]) -> tuple[str, str] | None:
    """(buyer, seller) as the contract's sentence names them, e.g. ("甲方", "乙方")."""
    said = _BUYS_FROM.search(fold("".join(normalise(s.text) for s in segments)))
    if said is None or said.group(1) == said.group(2):
        return None
    return said.group(1), said.group(2)


def contract_roles(
    matches: Sequence[LabelMatch | None],
    matcher: LabelMatcher,
    parties: tuple[str, str] | None,
    *,
    supplier: str,
) -> list[LabelMatch | None]:
    """甲方/乙方 take the roles the contract's sentence gives them (`parties`: buyer, seller):
    the party bought from is the `supplier` field's party, the other a buyer (distractor)."""
    as_supplier = next(
        (e for e in matcher.entries if e.field == supplier and e.kind == "label"), None
    )
    as_buyer = next(
        (e for e in matcher.entries if e.kind == "distractor" and e.compact == "买方"), None
    )
    if parties is None or as_supplier is None or as_buyer is None:
        return list(matches)
    role = {parties[1]: as_supplier, parties[0]: as_buyer}
    return [
        LabelMatch(entry=role[m.entry.compact], end=m.end, text=m.text)
        if m is not None and m.entry.compact in role
        else m
        for m in matches
    ]

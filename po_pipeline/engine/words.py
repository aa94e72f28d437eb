"""Amounts written in English words: "Rupees Seventeen Thousand Seven Hundred Thirty Only",
"SAY US DOLLARS ONE THOUSAND TWO HUNDRED AND CENTS FIFTY ONLY" -> Decimal("1200.50").

Indian, Gulf, Hong Kong and Chinese export papers write the total a second time in words,
as Chinese ones do in 大写 capitals (engine.capitals), and for the same reason. The engine
reads both the same way: to cross-check the figure, or as the value when only words are
written. The Indian scales (lakh, crore) and the Western ones (million, billion) are read.
A line counts only when it is nothing but the amount: a currency word or "Only" must stand
with the number words, and no other word may ("Net thirty days" is not an amount).
"""

from __future__ import annotations

import re
from decimal import Decimal

from po_pipeline.engine.labels import normalise

__all__ = ["words_value"]

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
    " fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_NUMBER = {w: i for i, w in enumerate(_ONES)} | {w: 20 + 10 * i for i, w in enumerate(_TENS)}
_NUMBER["fourty"] = 40  # a common misspelling on generated papers
_SCALE = {
    "thousand": 10**3,
    "lakh": 10**5,
    "lakhs": 10**5,
    "lac": 10**5,
    "lacs": 10**5,
    "million": 10**6,
    "crore": 10**7,
    "crores": 10**7,
    "billion": 10**9,
}
_NUMBER_WORDS = frozenset(_NUMBER) | frozenset(_SCALE) | {"hundred"}
# The hundredth part of the currency: "and Ninety Paise", "and Cents Fifty".
_MINOR = frozenset({"paise", "paisa", "cents", "cent", "fils", "halalas", "halala", "pence"})
_CURRENCY = frozenset(
    {
        "rupees", "rupee", "inr", "rs", "usd", "us", "u", "s", "dollars", "dollar", "eur",
        "euros", "euro", "gbp", "pounds", "pound", "sterling", "aed", "dirhams", "dirham",
        "sar", "riyals", "riyal", "qar", "hkd", "hk", "hong", "kong", "sgd", "singapore",
        "myr", "ringgit", "rm", "rmb", "cny", "yuan", "renminbi", "aud", "australian",
        "cad", "canadian", "nzd", "new", "zealand", "taka", "bdt", "lkr", "npr",
    }
)  # fmt: skip
_FILLER = frozenset({"and", "only", "say", "the", "sum", "of", "total", "amount"})
_TOKEN = re.compile(r"[a-z]+")


def _number(words: list[str]) -> int | None:
    total = current = 0
    for w in words:
        if w in _NUMBER:
            current += _NUMBER[w]
        elif w == "hundred":
            current = (current or 1) * 100
        elif w in _SCALE:
            total += (current or 1) * _SCALE[w]
            current = 0
        else:
            return None
    return total + current


def _runs(tokens: list[str]) -> list[list[str]]:
    """The runs of number words, "and" allowed inside a run ("One Hundred and Five")."""
    runs: list[list[str]] = []
    run: list[str] = []
    for k, w in enumerate(tokens):
        inside = w == "and" and run and k + 1 < len(tokens) and tokens[k + 1] in _NUMBER_WORDS
        if w in _NUMBER_WORDS:
            run.append(w)
        elif not inside:
            if run:
                runs.append(run)
            run = []
    if run:
        runs.append(run)
    return runs


def words_value(text: str) -> str:
    """The amount `text` writes in English words as "1200.50", or "" when it is not only
    an amount in words."""
    tokens = _TOKEN.findall(normalise(text).lower())
    if not any(w in _NUMBER_WORDS for w in tokens):
        return ""
    if not any(w in _CURRENCY or w == "only" for w in tokens):
        return ""
    if any(w not in _NUMBER_WORDS | _MINOR | _CURRENCY | _FILLER for w in tokens):
        return ""
    minor_at = next((k for k, w in enumerate(tokens) if w in _MINOR), None)
    minor = 0
    major_tokens = tokens
    if minor_at is not None:
        before, after = tokens[:minor_at], tokens[minor_at + 1 :]
        after_runs = _runs(after)
        if after_runs and after[0] in _NUMBER_WORDS:  # "and Cents Fifty"
            minor_words = after_runs[0]
            major_tokens = before
        else:  # "and Ninety Paise": the number words back to the "and" before them
            start = len(before)
            while start and before[start - 1] in _NUMBER_WORDS:
                start -= 1
            if start == len(before):
                return ""
            minor_words = before[start:]
            major_tokens = before[:start] + after
        value = _number(minor_words)
        if value is None or value >= 100:
            return ""
        minor = value
    runs = _runs(major_tokens)
    if len(runs) > 1 or (not runs and not minor):
        return ""
    major = _number(runs[0]) if runs else 0
    if major is None:
        return ""
    return f"{Decimal(major) + Decimal(minor) / 100:.2f}"

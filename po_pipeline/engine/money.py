"""Money strings to plain two-place decimals ("1.234,50 €" -> "1234.50")."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

# The ISO codes read, in capitals (the engine's other rules import them: a code before a
# number is a currency, never a paper's code).
ISO_CODES = (
    "USD|RMB|CNY|EUR|GBP|CHF|JPY|HKD|MOP|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|AUD|CAD|NZD|SGD|MYR"
    "|ZAR|INR|PKR|LKR|BDT|MXN|BRL|TWD|KRW|TRY|RUB|UAH|KZT|BGN|RSD|VND|IDR|THB|PHP|AED|SAR|QAR"
    "|KWD|OMR|BHD|EGP|MAD|NGN|KES|ILS|CLP|PEN|COP|ARS|UYU|AZN|GEL|MKD|ALL|JMD|TTD|GHS|BAM"
    "|MDL|AMD|BYN|UZS|TND|DZD|JOD|XOF|XAF|UGX|TZS|RWF|ETB|ZMW|MWK|BWP|NAD|MZN|MUR|NPR|MMK|KHR"
    "|MNT|KGS|BOB|PYG|GTQ|DOP|CRC|XCD|FJD|LYD|IQD"
)
# Codes that are also words ("mop", "mad", "gel", "all") count in capitals only.
_WORD_CODES = frozenset({"MOP", "MAD", "ISK", "GEL", "ALL", "BAM"})
_CASED_CODES = "|".join(c for c in ISO_CODES.split("|") if c not in _WORD_CODES)
# Signs, ISO codes and the local marks of the currencies read (Kč, zł, kr, RM, R, Fr., TL,
# руб., Ft, đ, Rp, 원, S/, тг, դրամ, сом, soʻm, TSh); a code or mark is a word of its own,
# so "Nr 12" or "Entry 5" carries no currency.
CURRENCY = (
    r"(?:[¥￥$€£₹₩₺₽₫₸₴₪฿₾₼₮]|US\$|HK\$|NT\$|A\$|C\$|S\$|NZ\$|R\$|元|圆|円|S/"
    rf"|(?<![^\W\d_])(?:{_CASED_CODES}"
    r"|Kč|zł|kr|RM|R|Fr|руб|р|грн|лв|ден|đ|đồng|VNĐ|lei|원|тг|теңге|դրամ|դր|сом|сўм|soʻm|so'm"
    r"|төгрөг|TSh"
    rf"|(?-i:Ft|TL|Rp|Dhs|SR|{'|'.join(sorted(_WORD_CODES))}))\.?(?![^\W\d_]))"
)
# Grouped thousands (1,234 / 1.234 / 1 234 / 1'234), lakhs and crores as India groups them
# (4,17,596.00 / 1,23,45,678) or a plain run of digits; 1-2 decimals, or 4 where an ERP prints
# zeros past the cents ("1,350.7200").
_DECIMALS = r"[.,](?:\d{2}00|\d{1,2})"
_NUMBER = (
    # Not inside another figure; a mark's own dot may touch it ("kr.15.395,91").
    r"(?:(?<![\d.,/-])|(?<=kr\.)|(?<=fr\.)|(?<=kč\.)|(?<=zł\.))"
    rf"(?:\d{{1,2}}(?:,\d{{2}})+,\d{{3}}(?:\.\d{{1,2}})?(?![\d,])"
    rf"|\d{{1,3}}(?:[ \u00a0\u202f'’,.]\d{{3}})+(?:{_DECIMALS})?|\d+(?:{_DECIMALS})?)"
    r"(?![\d]|[-/]\d)"
)
_TAIL = re.compile(r"[.,](\d{2})00$|[.,](\d{1,2})$")
_MONEY_RE = re.compile(
    # A code may stand beside its sign: "NZD $4,745.88", "1.234,50 € EUR".
    rf"(?P<pre>(?:{CURRENCY}\s*){{1,2}})?(?P<num>{_NUMBER})(?P<post>(?:\s*{CURRENCY}){{1,2}})?"
    # A rate is no amount: per cent, per mille ("按订单金额0.5‰扣款") or per ten thousand.
    r"(?P<pct>\s*[%‰‱])?",
    re.IGNORECASE,
)
TWO_PLACES = Decimal("0.01")
# A unit of measure right after a figure makes it a quantity ("合计容量：119.88 kWp", "12.5 kg").
_UNIT = re.compile(
    r"\s*(?:[kKM]Wp?h?|kg|m[²³23]|km|mm|cm|pcs|件|个|個|吨|噸|公斤|千克|平方米|立方米)(?![^\W\d_])"
)


@dataclass(frozen=True)
class MoneyMatch:
    value: Decimal
    start: int
    end: int
    has_currency: bool
    has_decimals: bool

    @property
    def text(self) -> str:
        return format_money(self.value)


def _to_decimal(num: str) -> Decimal | None:
    digits = num
    decimals = ""
    tail = _TAIL.search(num)
    if tail:
        digits, decimals = num[: tail.start()], tail.group(1) or tail.group(2)
    digits = re.sub(r"[^\d]", "", digits)
    if not digits:
        return None
    try:
        return Decimal(f"{digits}.{decimals or '0'}")
    except InvalidOperation:
        return None


def find_money(text: str) -> list[MoneyMatch]:
    """Every amount in `text`, skipping rates (%, ‰, ‱); trailing '.' of a sentence is ignored."""
    text = unicodedata.normalize("NFKC", text)
    found: list[MoneyMatch] = []
    for m in _MONEY_RE.finditer(text):
        if m.group("pct") or (not m.group("post") and _UNIT.match(text, m.end())):
            continue
        value = _to_decimal(m.group("num"))
        if value is None:
            continue
        found.append(
            MoneyMatch(
                value=value,
                start=m.start(),
                end=m.end(),
                has_currency=bool(m.group("post") or (m.group("pre") and not _id_prefix(m))),
                has_decimals=bool(_TAIL.search(m.group("num"))),
            )
        )
    return found


# A single letter set close before a run of five digits or more, ungrouped and without
# cents, is an identifier's prefix ("請購單號 R11407710", a requisition), not the rand's mark.
_ID_PREFIX = re.compile(r"[A-Za-z]")
_ID_DIGITS = re.compile(r"\d{5,}")


def _id_prefix(m: re.Match[str]) -> bool:
    return bool(_ID_PREFIX.fullmatch(m.group("pre")) and _ID_DIGITS.fullmatch(m.group("num")))


def best_money(text: str) -> MoneyMatch | None:
    """The amount a total label most likely announces: currency or decimals beat bare integers."""
    matches = find_money(text)
    if not matches:
        return None
    strong = [m for m in matches if m.has_currency or m.has_decimals]
    return (strong or matches)[0]


def format_money(value: Decimal) -> str:
    return str(value.quantize(TWO_PLACES, rounding=ROUND_HALF_UP))


# A yen amount closed by a dash, as Japanese papers print a sum so nothing can be added after
# it ("¥25,066-"): the amount alone.
_YEN_CLOSED = re.compile(r"^(¥\s?\d[\d,]*)[-―—–]$")


def is_money_only(text: str) -> bool:
    """True when the text is an amount and nothing else (besides currency and punctuation)."""
    text = _YEN_CLOSED.sub(r"\1", unicodedata.normalize("NFKC", text).strip())
    matches = find_money(text)
    if len(matches) != 1:
        return False
    rest = text[: matches[0].start] + text[matches[0].end :]
    # A short note in brackets says what the amount is: "（税込）", "(incl. VAT)", "(USD)".
    rest = re.sub(r"[(（][^)）]{0,12}[)）]", "", rest)
    # The same sum in capitals after it: "6,925.53 大写：陆仟玖佰贰拾伍元伍角叁分".
    rest = _IN_CAPITALS.sub("", rest)
    return rest.strip(" :：()（）*=") == ""


# Chinese capital numerals, after their caption, closing an amount's cell.
_IN_CAPITALS = re.compile(
    r"[(（]?\s*(?:大写|大寫)\s*[:：]?\s*[人民币幣¥￥]*"
    r"[零壹贰貳叁參肆伍陆陸柒捌玖拾佰仟万萬亿億元圆圓角分整正]+\s*[)）]?\s*$"
)

"""Chinese capital-numeral amounts (大写): "人民币壹佰贰拾捌元伍角整" -> Decimal("128.50").

Orders and invoices write the total twice, in figures and in 大写, because the capitals are
hard to alter. The engine uses them to cross-check the figure, or as the value when only the
capitals are written. cn2an parses the yuan part (units, 万/亿 sections, 零); 角 and 分 are
one digit each and read here, since cn2an rejects "元零伍分" and "伍角" alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from po_pipeline.engine.labels import normalise
from po_pipeline.engine.money import format_money

# Traditional forms fold to the simplified capitals cn2an reads.
_FOLD = str.maketrans(
    {"貳": "贰", "參": "叁", "陸": "陆", "萬": "万", "億": "亿", "圓": "圆", "〇": "零"}
)
_DIGIT = {c: i for i, c in enumerate("零壹贰叁肆伍陆柒捌玖")}
_D = "零壹贰叁肆伍陆柒捌玖"
_CAPITAL_RE = re.compile(
    rf"(?:(?P<yuan>[{_D}拾佰仟万亿]+)[元圆])?(?:零?(?P<jiao>[{_D}])角)?(?:零?(?P<fen>[{_D}])分)?"
    r"[整正]?"
)
# What may stand beside an amount written alone: currency word, "(大写)", brackets, separators.
_AROUND = re.compile(r"人民币|RMB|CNY|大写|金额|[\s:：()（）\[\]【】]", re.I)


@dataclass(frozen=True)
class CapitalAmount:
    value: Decimal
    start: int
    end: int

    @property
    def text(self) -> str:
        return format_money(self.value)


def find_capital(text: str) -> CapitalAmount | None:
    """The first 大写 amount in `text` (it needs 元/角/分 to count), or None."""
    text = normalise(text).translate(_FOLD)
    for match in _CAPITAL_RE.finditer(text):
        if not (match.group("yuan") or match.group("jiao") or match.group("fen")):
            continue
        value = _parse(match)
        if value is not None:
            return CapitalAmount(value=value, start=match.start(), end=match.end())
    return None


def capital_value(text: str, *, strict: bool) -> str:
    """The 大写 amount in `text` as "128.50"; `strict`: nothing but the amount is written."""
    text = normalise(text).translate(_FOLD)
    found = find_capital(text)
    if found is None:
        return ""
    if strict and _AROUND.sub("", text[: found.start] + text[found.end :]):
        return ""
    return found.text


def _parse(match: re.Match[str]) -> Decimal | None:
    yuan = 0
    if match.group("yuan"):
        import cn2an  # imported on first use: most pages carry no capitals

        try:
            yuan = int(cn2an.cn2an(match.group("yuan"), "normal"))
        except (ValueError, KeyError, IndexError):
            # cn2an raises KeyError or IndexError, not only ValueError, on some malformed
            # numerals ("拾佰"); an unreadable capital is no capital, never a failed job.
            return None
    jiao = _DIGIT[match.group("jiao")] if match.group("jiao") else 0
    fen = _DIGIT[match.group("fen")] if match.group("fen") else 0
    return Decimal(yuan) + Decimal(jiao) / 10 + Decimal(fen) / 100

"""Found values, the page view the field rules read, and how candidates are ranked."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from po_pipeline.engine.capitals import capital_value
from po_pipeline.engine.labels import SEPARATORS, LabelMatch, LabelMatcher, normalise
from po_pipeline.engine.money import CURRENCY
from po_pipeline.engine.schema import FieldSchema, FieldSpec
from po_pipeline.engine.segments import Segment, Source
from po_pipeline.engine.values import is_blank, value_for

CONF_INLINE, CONF_RIGHT, CONF_BELOW, CONF_TITLE, CONF_ABOVE = 0.95, 0.9, 0.8, 0.7, 0.7


@dataclass(frozen=True)
class Found:
    value: str
    confidence: float
    bbox: list[float]
    source: Source
    top: float


@dataclass(frozen=True)
class Page:
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
        if m.entry.kind == "distractor" or m.explicit_separator or blankish(m.remainder):
            return True
        if m.entry.kind == "fallback":
            return False
        spec = next((f for f in self.schema.fields if f.name == m.entry.field), None)
        return spec is not None and value_for(spec.type, m.remainder, self.matcher) != ""


def blankish(remainder: str) -> bool:
    """Only separators, a unit in brackets, or a currency word after the label."""
    text = re.sub(r"[(（][^)）]{0,24}[)）]", "", normalise(remainder))
    # A bracket left open by a label inside brackets: "合计金额（大写）" matched up to "大写".
    text = text.strip(SEPARATORS + "()（）")
    text = re.sub(rf"^\s*{CURRENCY}\s*", "", text, flags=re.IGNORECASE)
    return is_blank(text.strip(SEPARATORS))


def candidate(value: str, confidence: float, seg: Segment) -> Found:
    return Found(
        value=value,
        confidence=confidence * seg.score,
        bbox=seg.bbox,
        source=seg.source,
        top=seg.top,
    )


def best_of(spec: FieldSpec, candidates: list[Found]) -> Found | None:
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

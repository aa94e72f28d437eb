"""Found values, the page view the field rules read, and how candidates are ranked."""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from po_pipeline.engine.capitals import capital_value
from po_pipeline.engine.labels import (
    SEPARATORS,
    LabelMatch,
    LabelMatcher,
    normalise,
    numbered_caption,
)
from po_pipeline.engine.money import CURRENCY
from po_pipeline.engine.segments import Segment, Source
from po_pipeline.engine.values import is_blank, value_for
from po_pipeline.engine.words import words_value
from po_pipeline.field_schema import FieldSchema, FieldSpec
from po_pipeline.plausibility import (
    has_legal_form,
    implausible,
    label_set,
    looks_like_person,
    names_a_trade,
)

CONF_INLINE, CONF_RIGHT, CONF_BELOW, CONF_TITLE, CONF_ABOVE = 0.95, 0.9, 0.8, 0.7, 0.7


@dataclass(frozen=True)
class Found:
    value: str
    # The rule's score: how sure the rule that found it is, times the OCR score. The
    # calibrated probability that the value is right comes later (engine.calibration).
    confidence: float
    bbox: list[float]
    source: Source
    top: float
    # Which rule found it (engine.calibration.METHODS: inline, right, below, title, block,
    # letterhead, …): a feature of the calibration model.
    method: str = ""
    # The segment's text as printed (values are read from its NFKC form).
    line: str = ""
    # Found by a label that quotes the buyer's own number on a seller's paper ("Your order").
    quoted: bool = False


@dataclass(frozen=True)
class Page:
    segments: Sequence[Segment]
    matches: Sequence[LabelMatch | None]
    matcher: LabelMatcher
    schema: FieldSchema
    # Compact forms of every label and distractor: a candidate equal to one is no value.
    labels: frozenset[str] = frozenset()
    # Read money fields from 大写 capitals instead of figures.
    capitals: bool = False
    # (seller's paper, buyer's order) as the page's title says (roles.document_kind).
    kind: tuple[float, float] = (0.0, 0.0)

    @property
    def seller_paper(self) -> bool:
        return bool(self.kind[0])

    @property
    def buyer_paper(self) -> bool:
        """The buyer's order alone: no title of a seller's paper beside it."""
        return bool(self.kind[1] and not self.kind[0])

    def value(self, spec: FieldSpec, text: str, *, strict: bool = False) -> str:
        if self.capitals and spec.type == "money":
            return capital_value(text, strict=strict) or words_value(text)
        return value_for(spec.type, text, self.matcher, strict=strict)

    @functools.cached_property
    def captions_under(self) -> bool:
        """Whether the page sets its captions under their values (a form of ruled lines,
        each value on its line, the caption small beneath it), not over them: most bare
        captions between two larger-type values sit closer to the one above."""
        under = over = 0
        for i, seg in enumerate(self.segments):
            m = self.matches[i]
            if m is not None and m.remainder.strip(" .:：#"):
                continue  # a label with its value beside it
            if any(ch.isdigit() for ch in seg.text) or not any(ch.isalpha() for ch in seg.text):
                continue
            above, below = _caption_neighbours(self, i)
            if above is None or below is None:
                continue  # only a caption between two values tells which one is its own
            if above < CAPTION_NEAR * below:
                under += 1
            elif below < CAPTION_NEAR * above:
                over += 1
        return under >= CAPTIONS_UNDER_MIN and under >= 3 * over

    @functools.cached_property
    def _by_top(self) -> tuple[list[float], list[int], float]:
        """The segments' tops in ascending order, their indices in that order, and the
        tallest segment's height: a window of the page's lines is a bisection away."""
        order = sorted(range(len(self.segments)), key=lambda j: self.segments[j].top)
        tops = [self.segments[j].top for j in order]
        return tops, order, max((s.height for s in self.segments), default=0.0)

    def in_band(self, top: float, bottom: float) -> list[int]:
        """The indices of every segment that may reach into the band from `top` to `bottom`
        (its top within the band, or above it by at most the tallest segment's height), in
        the order of their tops: the candidates for a neighbour above, below or on a line,
        without a pass over the whole page."""
        tops, order, tallest = self._by_top
        return order[bisect.bisect_left(tops, top - tallest) : bisect.bisect_right(tops, bottom)]

    def on_line(self, i: int) -> list[int]:
        """The indices of the other segments on segment i's line (`Segment.same_line`), in
        page order: those of its band only are compared, not the whole page."""
        seg = self.segments[i]
        return [
            j
            for j in sorted(self.in_band(seg.top, seg.bottom))
            if self.segments[j] is not seg and self.segments[j].same_line(seg)
        ]

    def nearest_right(self, i: int, *, slack: float) -> Segment | None:
        """The segment that follows segment i on its line (starting at most `slack` points
        left of its end), if any."""
        seg = self.segments[i]
        right = [s for s in (self.segments[j] for j in self.on_line(i)) if s.x0 >= seg.x1 - slack]
        return min(right, key=lambda s: s.x0) if right else None

    def is_label(self, i: int) -> bool:
        m = self.matches[i]
        if m is None:
            return numbered_caption(self.segments[i].text)
        if m.entry.kind == "distractor" or m.explicit_separator or blankish(m.remainder):
            return True
        if m.entry.kind == "fallback":
            return False
        spec = next((f for f in self.schema.fields if f.name == m.entry.field), None)
        return spec is not None and value_for(spec.type, m.remainder, self.matcher) != ""


# A caption is its value's when it is this much closer to it than to the value across.
CAPTION_NEAR = 0.75
# Captions that must sit under their values before a page counts as set that way.
CAPTIONS_UNDER_MIN = 3
# A caption is set at most this fraction of its value's height (engine.neighbours too).
CAPTION_HEIGHT_RATIO = 0.85


def _caption_neighbours(page: Page, i: int) -> tuple[float | None, float | None]:
    """The gaps from caption i to the nearest segment over it and under it in its column,
    within a line and a half of it; None where that segment is missing, a label, or set no
    larger than the caption."""
    seg = page.segments[i]
    reach = 1.5 * seg.height
    gaps: list[float | None] = []
    slack = 0.3 * seg.height
    # Only segments within reach of the caption can be its neighbours.
    window = page.in_band(seg.top - reach, seg.bottom + reach)
    for side in (-1, 1):
        near = [
            (seg.top - s.bottom if side < 0 else s.top - seg.bottom, j)
            for j, s in ((j, page.segments[j]) for j in window)
            if j != i
            and s.x_overlaps(seg, slack=2)
            and (s.bottom <= seg.top + slack if side < 0 else s.top >= seg.bottom - slack)
        ]
        near = [(g, j) for g, j in near if g <= reach]
        if not near:
            gaps.append(None)
            continue
        gap, j = min(near)
        big = seg.height <= CAPTION_HEIGHT_RATIO * page.segments[j].height
        gaps.append(max(gap, 0.0) if big and page.matches[j] is None else None)
    return gaps[0], gaps[1]


def as_printed(value: str, line: str) -> str:
    """`value` (read from the NFKC form of `line`) in the characters `line` prints it with;
    `value` itself when it cannot be found there character for character."""
    folded: list[str] = []
    starts: list[int] = []
    for i, ch in enumerate(line):
        for part in normalise(ch):
            folded.append(part)
            starts.append(i)
    at = "".join(folded).find(value)
    if at < 0 or not value:
        return value
    end = at + len(value)
    last = starts[end - 1] + 1
    # A character whose NFKC form is several ("㈱" -> "(株)") must be taken whole.
    if end < len(starts) and starts[end] == starts[end - 1]:
        return value
    if at > 0 and starts[at] == starts[at - 1]:
        return value
    return line[starts[at] : last]


# OCR reads the red company seal stamped over a name as a few more characters after it,
# taken from the name itself or the seal's "之印" ("大欣塑膠有限公司公膠大", "光洋精工株式会社
# 式洋之株光"): such a tail after the company word goes.
_SEAL_TAIL = re.compile(r"^(.+?(?:公司|会社|會社))([\u3040-\u30ff\u4e00-\u9fff]{1,6})$")
_SEAL_WORDS = frozenset("之印章")
# A Japanese name after its legal form ("有限会社平和電機和限之平有"): the seal's tail is the
# shortest name that leaves two to six characters, all of them read before or the seal's.
_FORM_FIRST = re.compile(r"^(?:株式会社|有限会社|合同会社)[\u3040-\u30ff\u4e00-\u9fff]+$")


def without_seal(name: str) -> str:
    m = _SEAL_TAIL.match(name)
    if m is not None and set(m.group(2)) <= set(m.group(1)) | _SEAL_WORDS:
        return m.group(1)
    if m is None and _FORM_FIRST.match(name):
        for cut in range(max(6, len(name) - 6), len(name) - 1):
            if set(name[cut:]) <= set(name[:cut]) | _SEAL_WORDS:
                return name[:cut]
    return name  # "…有限公司驻京办": an office of the company, not a seal


# A Latin legal form run into a capitalised word with no space between ("Pty LimitedBottlebrush
# House", "Muster GmbHEinkauf"): a name in a box too narrow for it, printed into the next
# column's text. The legal form ends the name.
_GLUED = re.compile(
    r"^(.*\S\s+(?:Limited|Ltd\.?|Inc\.?|LLC|Corp\.?|Corporation|Company|Co\.|PLC|plc|GmbH|AG|KG"
    r"|S\.A\.|S\.L\.|SpA|S\.p\.A\.|S\.r\.l\.|B\.V\.|N\.V\.|SARL|SAS))(?=[A-Z][a-z])"
    # …but not into a second legal form: "Co.Ltd", "GmbH & Co.KG" are one.
    r"(?!Ltd|Limited|Inc|Corp|Company|GmbH|Kg|Llc|Plc)"
)


def unglued(name: str) -> str:
    m = _GLUED.match(name)
    return m.group(1) if m else name


def printed_name(value: str, line: str, source: str) -> str:
    """A name as its line prints it ("德力仪器（苏州）有限公司" keeps its full-width brackets),
    ended at a legal form run into the next column's text; read by OCR, without a seal read
    after it and with its legal form's misread glyphs mended. The field rules' names and the
    scorer's candidates alike."""
    name = unglued(as_printed(value, line))
    return ocr_legal_form(without_seal(name)) if source == "ocr" else name


# OCR reads the o of a legal form as a zero ("Sp. z 0.0." for Polish "z o.o.", "C0., Ltd") and
# its l as a capital I ("Itée" for Québec's "ltée", "Itd", Italian "S.r.I." or "s.r.I." and
# "F.Ili" for "S.r.l." and "F.lli", the brothers' firm).
_OCR_LEGAL_FORM = (
    (re.compile(r"(?<=\bz )0\.\s?0\.(?!\d)"), "o.o."),
    (re.compile(r"\bC0\.(?=,?\s)"), "Co."),
    (re.compile(r"\bI(?=t[ée]e\b|td\b)"), "l"),
    (re.compile(r"\b([Ss])\.r\.I(?=\.(?!\w)|$)"), r"\1.r.l"),
    # The Swiss "Sàrl" likewise: "SàrI".
    (re.compile(r"\b(S[àa]r)I\b"), r"\1l"),
    (re.compile(r"\bF\.Ili\b"), "F.lli"),
    # Turkish forms lose their cedilla or read it as a sign: "Ltd. Sti.", "A.$.", "A.§.".
    (re.compile(r"(?<=\bLtd\. )Sti\.(?!\w)"), "Şti."),
    (re.compile(r"\bA\.[$§]\.(?!\w)"), "A.Ş."),
    (re.compile(r"(?<=\bTic\. )A\.S\.(?!\w)"), "A.Ş."),
)


def ocr_legal_form(name: str) -> str:
    for pattern, letters in _OCR_LEGAL_FORM:
        name = pattern.sub(letters, name)
    return name


@functools.lru_cache(maxsize=8)
def schema_labels(schema: FieldSchema) -> frozenset[str]:
    """Every word the schema knows as a label, for telling labels from values."""
    return label_set(schema.label_words())


def blankish(remainder: str) -> bool:
    """Only separators, a unit in brackets, or a currency word after the label."""
    text = re.sub(r"[(（][^)）]{0,24}[)）]", "", normalise(remainder))
    # A bracket left open by a label inside brackets: "合计金额（大写）" matched up to "大写".
    # A comma before the unit: "Усього до сплати, грн:", "Total, EUR".
    text = text.strip(SEPARATORS + "()（）,，")
    text = re.sub(rf"^\s*{CURRENCY}\s*", "", text, flags=re.IGNORECASE)
    return is_blank(text.strip(SEPARATORS))


def candidate(value: str, confidence: float, seg: Segment, *, method: str) -> Found:
    return Found(
        value=value,
        confidence=confidence * seg.score,
        bbox=seg.bbox,
        source=seg.source,
        top=seg.top,
        method=method,
        line=seg.printed or seg.text,
    )


def rank(spec: FieldSpec, candidates: list[Found], labels: frozenset[str]) -> list[Found]:
    """Candidates best first, one per distinct value, without values that cannot be right.
    The best is marked down when a different value scores nearly as well."""
    kept = [f for f in candidates if not implausible(spec.type, f.value, labels=labels)]
    if spec.type == "text":
        kept = [replace(f, value=printed_name(f.value, f.line, f.source)) for f in kept]
    # Totals come last on a page (after subtotals and line items); numbers and names first.
    position = (lambda f: f.top) if spec.type == "money" else (lambda f: -f.top)
    ranked: list[Found] = []
    for f in sorted(kept, key=lambda f: (round(f.confidence, 2), position(f)), reverse=True):
        if all(f.value != r.value for r in ranked):
            ranked.append(f)
    if (
        spec.type == "text"
        and ranked
        and looks_like_person(ranked[0].value)
        and not names_a_trade(ranked[0].value)
    ):
        # A contact person where a company is expected: a company-like rival wins. A firm
        # named by its trade and its owner ("Sattlerei Hofbauer") is no contact person.
        company = next((f for f in ranked[1:] if has_legal_form(f.value)), None)
        if company is not None:
            ranked.remove(company)
            ranked.insert(0, company)
    if len(ranked) > 1 and ranked[1].confidence >= ranked[0].confidence - 0.1:
        # Two plausible, different answers: keep the better one but say we are less sure.
        ranked[0] = replace(ranked[0], confidence=round(ranked[0].confidence * 0.75, 3))
    return ranked

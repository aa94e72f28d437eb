"""Positioned text segments: the one structure the text layer and OCR both produce."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

Source = Literal["text", "ocr"]


@dataclass(frozen=True)
class Word:
    """A run of glyphs without a space; coordinates in PDF points, origin top-left."""

    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    score: float = 1.0
    # The glyphs as printed; `text` is their NFKC form, which labels are matched on.
    printed: str = ""
    # Two of its glyphs are drawn over each other (engine.textlayer: text run into its
    # neighbour's cell): the word as read mixes two texts.
    overprinted: bool = False


@dataclass(frozen=True)
class Segment:
    """A phrase on one line (label, value or both); coordinates in PDF points, top-left."""

    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    source: Source
    score: float = 1.0
    # The glyphs as printed (full-width brackets, ㈱…); `text` is their NFKC form. Empty
    # when they are the same.
    printed: str = ""
    # Its words whose glyphs are drawn over each other (Word.overprinted), as read.
    overprinted: tuple[str, ...] = ()

    @property
    def height(self) -> float:
        return max(self.bottom - self.top, 1.0)

    @property
    def bbox(self) -> list[float]:
        return [round(self.x0, 1), round(self.top, 1), round(self.x1, 1), round(self.bottom, 1)]

    def same_line(self, other: Segment) -> bool:
        overlap = min(self.bottom, other.bottom) - max(self.top, other.top)
        return overlap >= 0.5 * min(self.height, other.height)

    def x_overlaps(self, other: Segment, *, slack: float = 0.0) -> bool:
        return min(self.x1, other.x1) + slack >= max(self.x0, other.x0)


def _cluster_lines(words: Sequence[Word]) -> list[list[Word]]:
    lines: list[list[Word]] = []
    for word in sorted(words, key=lambda w: (w.top + w.bottom) / 2):
        centre = (word.top + word.bottom) / 2
        height = max(word.bottom - word.top, 1.0)
        if lines:
            last = lines[-1]
            last_centre = sum((w.top + w.bottom) / 2 for w in last) / len(last)
            if abs(centre - last_centre) <= 0.45 * height:
                last.append(word)
                continue
        lines.append([word])
    return lines


def _needs_space(left: str, right: str) -> bool:
    # Chinese and Japanese are set without spaces; words of every other script (Latin,
    # Cyrillic, Greek, Hangul) and digits need one to stay apart ("АО «Уралснаб»").
    return not (_unspaced(left[-1:]) and _unspaced(right[:1]))


def _unspaced(ch: str) -> bool:
    """A character of a script written without spaces between words: CJK ideographs, kana,
    their punctuation and full-width forms, but not Hangul."""
    if not ch or ord(ch) < 0x2E80:
        return False
    code = ord(ch)
    return not (0xAC00 <= code <= 0xD7AF or 0x3130 <= code <= 0x318F)


def words_to_segments(
    words: Iterable[Word], *, source: Source, gap_em: float = 0.9
) -> list[Segment]:
    """Join words on one line into segments; a gap wider than `gap_em` line heights splits them."""
    segments: list[Segment] = []
    for line in _cluster_lines(list(words)):
        line.sort(key=lambda w: w.x0)
        run: list[Word] = [line[0]]
        for word in line[1:]:
            prev = run[-1]
            height = max(prev.bottom - prev.top, word.bottom - word.top, 1.0)
            if word.x0 - prev.x1 > gap_em * height:
                segments.append(_merge(run, source))
                run = [word]
            else:
                run.append(word)
        segments.append(_merge(run, source))
    return sort_reading_order(join_letter_spaced(join_vertical(segments)))


def _single_cjk(seg: Segment) -> bool:
    return len(seg.text) == 1 and ord(seg.text) >= 0x2E80


def is_cjk(ch: str) -> bool:
    """A CJK ideograph or a kana: the letters a letter-spaced label is set in."""
    return "\u4e00" <= ch <= "\u9fff" or "\u3040" <= ch <= "\u30ff"


def _label_rest(text: str) -> bool:
    """The second half of a letter-spaced label: one CJK character, alone or before ':'."""
    return bool(text) and is_cjk(text[0]) and (len(text) == 1 or text[1] in ":：")


def join_letter_spaced(segments: Sequence[Segment]) -> list[Segment]:
    """Join a lone CJK character to the CJK text just right of it on its line: labels are
    letter-spaced to fill a column ("名    称：…", "合    计"), and read apart they are no
    label at all."""
    out = sorted(segments, key=lambda s: (s.top, s.x0))
    i = 0
    while i < len(out):
        seg = out[i]
        if len(seg.text) == 1 and is_cjk(seg.text):
            right = [
                o
                for o in out
                if o is not seg
                and o.same_line(seg)
                and 0 <= o.x0 - seg.x1 <= 5.0 * seg.height
                and _label_rest(o.text)
            ]
            if right:
                nxt = min(right, key=lambda o: o.x0)
                joined = Segment(
                    text=seg.text + nxt.text,
                    printed=(seg.printed or seg.text) + (nxt.printed or nxt.text),
                    x0=seg.x0,
                    top=min(seg.top, nxt.top),
                    x1=nxt.x1,
                    bottom=max(seg.bottom, nxt.bottom),
                    source=seg.source,
                    score=min(seg.score, nxt.score),
                    overprinted=seg.overprinted + nxt.overprinted,
                )
                out = [o for o in out if o is not seg and o is not nxt]
                out.insert(i, joined)
                continue  # the joined segment may be one letter-spaced label of several
        i += 1
    return out


def join_vertical(segments: Sequence[Segment]) -> list[Segment]:
    """Join CJK characters set one per line in a column ("销/售/方" beside a party block on a
    VAT invoice) into one tall segment, so the column reads as the label it is."""
    singles = sorted((s for s in segments if _single_cjk(s)), key=lambda s: (s.x0, s.top))
    if len(singles) < 2:
        return list(segments)
    columns: list[list[Segment]] = []
    for seg in sorted(singles, key=lambda s: s.top):
        column = next(
            (
                c
                for c in columns
                if abs(c[-1].x0 - seg.x0) <= 0.3 * seg.height
                and 0 <= seg.top - c[-1].bottom <= 1.2 * seg.height
            ),
            None,
        )
        if column is None:
            columns.append([seg])
        else:
            column.append(seg)
    joined = [c for c in columns if len(c) >= 2]
    used = {id(s) for c in joined for s in c}
    merged = [
        Segment(
            text="".join(s.text for s in c),
            printed="".join(s.printed or s.text for s in c),
            x0=min(s.x0 for s in c),
            top=c[0].top,
            x1=max(s.x1 for s in c),
            bottom=c[-1].bottom,
            source=c[0].source,
            score=min(s.score for s in c),
            overprinted=tuple(w for s in c for w in s.overprinted),
        )
        for c in joined
    ]
    return [s for s in segments if id(s) not in used] + merged


def _merge(run: Sequence[Word], source: Source) -> Segment:
    text = run[0].text
    printed = run[0].printed or run[0].text
    for prev, word in zip(run, run[1:]):
        gap = word.x0 - prev.x1
        height = max(prev.bottom - prev.top, 1.0)
        sep = " " if gap > 0.12 * height and _needs_space(prev.text, word.text) else ""
        text += sep + word.text
        printed += sep + (word.printed or word.text)
    return Segment(
        text=text,
        printed=printed if printed != text else "",
        x0=min(w.x0 for w in run),
        top=min(w.top for w in run),
        x1=max(w.x1 for w in run),
        bottom=max(w.bottom for w in run),
        source=source,
        score=min(w.score for w in run),
        overprinted=tuple(w.text for w in run if w.overprinted),
    )


def sort_reading_order(segments: Iterable[Segment]) -> list[Segment]:
    """Top-to-bottom, then left-to-right within a line."""
    ordered = sorted(segments, key=lambda s: (s.top, s.x0))
    lines: list[list[Segment]] = []
    for seg in ordered:
        if lines and lines[-1][0].same_line(seg):
            lines[-1].append(seg)
        else:
            lines.append([seg])
    return [seg for line in lines for seg in sorted(line, key=lambda s: s.x0)]

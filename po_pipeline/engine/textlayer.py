"""Segments from a page's text layer (pdfplumber word positions)."""

from __future__ import annotations

import unicodedata

import pdfplumber.page
from pdfminer.layout import LTChar, LTComponent, LTContainer, LTImage
from pdfplumber.page import fix_fontname_bytes
from pdfplumber.utils import extract_words

from po_pipeline.engine.segments import Segment, Word, words_to_segments

# A page counts as "text" only if it carries this many real characters.
MIN_TEXT_CHARS = 10
# A page mostly covered by an image with little text is a scan with a stamp or header.
SCAN_IMAGE_COVERAGE = 0.5
SCAN_MAX_CHARS = 60
# Glyphs turned more than ~3 degrees (tan) from the baseline are not part of the form's lines.
MAX_TILT = 0.05
# A glyph drawn again within this share of its size (at most DOUBLE_MAX_PT points) of the
# same glyph in the same font is one glyph printed twice: fake bold or an overprint.
DOUBLE_SHARE = 0.25
DOUBLE_MAX_PT = 1.0
# Two different glyphs of a word that share more than this share of the narrower one's width
# are drawn over each other: a long name run into the next cell's text ("SAS" under "Cirque"
# reads "SACSirque"). Kerning overlaps glyphs by far less.
OVERPRINT_SHARE = 0.5


def _clean(text: str) -> str:
    return unicodedata.normalize("NFKC", text).strip()


def text_layer(page: pdfplumber.page.Page) -> tuple[list[Segment] | None, float]:
    """Segments from the text layer (None when the page needs OCR instead), and the share
    of the page its images cover."""
    # Watermarks and rubber stamps are set at an angle across the form: their glyphs would
    # join whatever line they cross ("COPY" over "Gross Total"), so only level text counts.
    # (When most text is turned, the page itself is: keep it all.)
    chars, images = _page_objects(page)
    tilted = sum(abs(m[1]) > MAX_TILT * abs(m[0]) for m in (c["matrix"] for c in chars))
    if 0 < tilted < 0.5 * len(chars):
        chars = [c for c in chars if _level(c)]
    # Fake bold draws each glyph twice, a fraction of a point apart: read as drawn, every
    # letter doubles ("PPrriiccee") and a label no longer reads as one.
    doubled = _doubled(chars)
    if doubled:
        chars = [c for c in chars if id(c) not in doubled]
    raw_words = extract_words(
        chars, x_tolerance=1.5, y_tolerance=2.0, keep_blank_chars=False, return_chars=True
    )
    left, top = _origin(page, raw_words)
    words = [
        Word(
            text=_clean(w["text"]),
            x0=w["x0"] - left,
            top=w["top"] - top,
            x1=w["x1"] - left,
            bottom=w["bottom"] - top,
            printed=w["text"].strip(),
            overprinted=_overprinted(w["chars"]),
        )
        for w in raw_words
        if _clean(w["text"])
    ]
    chars = sum(len(w.text) for w in words)
    # Fonts without a ToUnicode map come out as "(cid:123)": unreadable, so OCR the page.
    cid_chars = sum(len(w.text) for w in words if "(cid:" in w.text)
    readable = chars - cid_chars
    coverage = _image_coverage(page, images)
    if readable < MIN_TEXT_CHARS or cid_chars > 0.3 * max(chars, 1):
        return None, coverage
    if readable < SCAN_MAX_CHARS and coverage >= SCAN_IMAGE_COVERAGE:
        return None, coverage
    return words_to_segments(words, source="text"), coverage


def _page_objects(page: pdfplumber.page.Page) -> tuple[list[dict], list[dict]]:
    """The page's glyphs and images as `page.chars` and `page.images` give them, with only
    the keys read here (and by pdfplumber's word extraction). pdfplumber turns every object
    of the layout into a dict of all its attributes, rules and colours too: about a third
    of reading a text page, for keys nothing here reads (bench/README.md, stop 53)."""
    height = page.height
    mb_x0, mb_top = page.mediabox[:2]
    doctop = page.initial_doctop
    chars: list[dict] = []
    images: list[dict] = []

    def walk(objs: list[LTComponent]) -> None:
        for obj in objs:
            if isinstance(obj, LTChar):
                top = (height - obj.y1) + mb_top
                fontname = obj.fontname
                if isinstance(fontname, bytes):
                    fontname = fix_fontname_bytes(fontname)
                chars.append(
                    {
                        "object_type": "char",
                        "text": obj.get_text(),
                        "x0": obj.x0 + mb_x0,
                        "x1": obj.x1 + mb_x0,
                        "top": top,
                        "bottom": (height - obj.y0) + mb_top,
                        "doctop": doctop + top,
                        "upright": obj.upright,
                        "fontname": fontname,
                        "size": obj.size,
                        "matrix": obj.matrix,
                    }
                )
            elif isinstance(obj, LTImage):
                images.append(
                    {
                        "x0": obj.x0 + mb_x0,
                        "x1": obj.x1 + mb_x0,
                        "top": (height - obj.y1) + mb_top,
                        "bottom": (height - obj.y0) + mb_top,
                    }
                )
            if isinstance(obj, LTContainer):
                walk(obj._objs)  # a figure's (Form XObject's) own objects, as pdfplumber walks them

    walk(page.layout._objs)
    return chars, images


def _origin(page: pdfplumber.page.Page, words: list[dict]) -> tuple[float, float]:
    """The page's top-left corner in pdfplumber's coordinates, so that positions count from
    the page as it is shown. A media box that does not start at (0, 0) moves them by its
    corner; one whose y runs negative ("0 0 612 -792", as some generators write it) puts
    the words a page's height below the box pdfplumber reports: the corner is then that
    box's bottom."""
    x0, top, _, bottom = (float(v) for v in page.bbox)
    height = float(page.height)

    def inside(origin: float) -> int:
        return sum(origin - 1 <= w["top"] and w["bottom"] <= origin + height + 1 for w in words)

    return x0, (bottom if inside(bottom) > inside(top) else top)


def _doubled(chars: list[dict]) -> set[int]:
    """ids of the chars that repeat an earlier one: the same text, font and size, at the
    same place within a quarter of its size (at most a point)."""
    seen: dict[tuple, list[tuple[float, float]]] = {}
    doubled: set[int] = set()
    for char in chars:
        key = (char["text"], char.get("fontname"), char.get("size"), char.get("upright"))
        at = (char["top"], char["x0"])
        tolerance = min(DOUBLE_SHARE * float(char.get("size") or 0), DOUBLE_MAX_PT)
        places = seen.setdefault(key, [])
        if any(abs(at[0] - y) <= tolerance and abs(at[1] - x) <= tolerance for y, x in places):
            doubled.add(id(char))
        else:
            places.append(at)
    return doubled


def _overprinted(chars: list[dict]) -> bool:
    """Whether two neighbouring glyphs of a word overlap by more than OVERPRINT_SHARE of the
    narrower one (marks that sit on a letter, as combining accents do, do not count)."""
    prev: tuple[float, float] | None = None
    for char in chars:
        x0, x1, text = char["x0"], char["x1"], char["text"]
        if x1 <= x0 or not text.strip() or unicodedata.combining(text[0]):
            continue
        if prev is not None:
            overlap = min(prev[1], x1) - max(prev[0], x0)
            if overlap > OVERPRINT_SHARE * min(prev[1] - prev[0], x1 - x0):
                return True
        prev = (x0, x1)
    return False


def _level(obj: dict) -> bool:
    if obj.get("object_type") != "char":
        return True
    a, b = obj["matrix"][0], obj["matrix"][1]
    return abs(b) <= MAX_TILT * abs(a)


def _image_coverage(page: pdfplumber.page.Page, images: list[dict]) -> float:
    area = max(float(page.width) * float(page.height), 1.0)
    covered = 0.0
    for image in images:
        covered += max(0.0, float(image["x1"]) - float(image["x0"])) * max(
            0.0, float(image["bottom"]) - float(image["top"])
        )
    return min(covered / area, 1.0)

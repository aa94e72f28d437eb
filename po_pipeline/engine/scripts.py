"""Which CJK script a document is written in, and characters foreign to it.

OCR reads some Traditional Chinese and Japanese characters as their Simplified Chinese
forms (鴻 as 鸿, 貴 as 贵, 熱 as 热): the name then looks right to a person skimming it, yet
it is not the name printed. A character that the document's own script has no code for,
in Big5 or Shift-JIS, is such a misreading, and the value is doubted (engine.extract).

OCR also confuses Japanese characters that look alike across its scripts: タ read as the
kanji 夕, り as the katakana リ, ー as 一, エ as 工. The name read then has a character of the
wrong script among its neighbours ("朝日夕オル店", "みどリタオル店"); a value with such a
character is doubted too (`kana_lookalike`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from enum import Enum

__all__ = ["Script", "document_script", "foreign_glyphs", "kana_lookalike"]

# A document is Japanese when kana are at least this share of its CJK characters (and at
# least MIN_KANA of them): a Chinese order may quote a Japanese brand, not pages of kana.
KANA_SHARE = 0.1
MIN_KANA = 10
# Traditional when there are at least MIN_TRADITIONAL characters only Big5 has, and at least
# this share of those only GB2312 has. OCR reads many a Traditional character in its
# Simplified form: on the generated scans of Taiwan and Hong Kong orders (334) the ratio ran
# from 0.97 to 36, a tenth of them under 2; Simplified Chinese pages, scanned or not (3,048),
# never had five characters only Big5 has.
TRADITIONAL_RATIO = 0.8
MIN_TRADITIONAL = 5


class Script(Enum):
    JAPANESE = "ja"
    TRADITIONAL = "zh-Hant"
    OTHER = ""


@functools.cache
def _encodes(char: str, codec: str) -> bool:
    try:
        char.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


def _han(char: str) -> bool:
    return "\u3400" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff"


def _kana(char: str) -> bool:
    return "\u3041" <= char <= "\u30ff" and char != "\u30fb"  # not the middle dot


def _traditional(char: str) -> bool:
    """In Big5 (Taiwan's, with Microsoft's additions), or in Hong Kong's supplement
    without being a GB2312 (Simplified) character: HKSCS also codes some simplified forms."""
    return _encodes(char, "cp950") or (_encodes(char, "big5hkscs") and not _encodes(char, "gb2312"))


def document_script(texts: Iterable[str]) -> Script:
    """The script of a document's text (its segments' texts)."""
    kana = han = only_big5 = only_gb = 0
    for text in texts:
        for char in text:
            if _kana(char):
                kana += 1
            elif _han(char):
                han += 1
                traditional, simplified = _traditional(char), _encodes(char, "gb2312")
                only_big5 += traditional and not simplified
                only_gb += simplified and not traditional
    if kana >= MIN_KANA and kana >= KANA_SHARE * (kana + han):
        return Script.JAPANESE
    if only_big5 >= MIN_TRADITIONAL and only_big5 >= TRADITIONAL_RATIO * only_gb:
        return Script.TRADITIONAL
    return Script.OTHER


def foreign_glyphs(value: str, script: Script) -> bool:
    """Whether `value` holds a Han character that a document in `script` would not print:
    one Shift-JIS has no code for in a Japanese document, one Big5 (or HKSCS) has no code
    for in a Traditional Chinese one."""
    if script is Script.JAPANESE:
        return any(_han(c) and not _encodes(c, "cp932") for c in value)
    if script is Script.TRADITIONAL:
        return any(_han(c) and not _traditional(c) for c in value)
    return False


# Characters OCR reads for one of another Japanese script, by the script they are confused
# with. Kanji that look like katakana: 夕 and 卜 are next to never printed beside katakana;
# the others are (工業 after a katakana name: "ホンダ工業"), so only between two katakana.
_HAN_AMONG_KATAKANA_ANYWHERE = frozenset("夕卜")
_HAN_BETWEEN_KATAKANA = frozenset("口力二八工")
# Katakana that look like hiragana and kanji; hiragana that look like katakana.
_KATAKANA_LIKE_HIRAGANA = frozenset("リヘベペ")
_KATAKANA_LIKE_HAN = frozenset("ロエカニハトタ")
_HIRAGANA_LIKE_KATAKANA = frozenset("りへべぺ")


def _katakana(char: str) -> bool:
    return "\u30a1" <= char <= "\u30fa" or char == "\u30fc"  # with the long-vowel mark ー


def _hiragana(char: str) -> bool:
    return "\u3041" <= char <= "\u3096"


def kana_lookalike(value: str) -> bool:
    """Whether `value` holds a character OCR confuses across Japanese scripts, standing
    where the script it looks like belongs: a kanji that looks like katakana beside
    katakana, a katakana after hiragana or alone among kanji, a hiragana after katakana,
    a 一 (one) after katakana where the long-vowel mark ー stands. A name may print such a
    character rightly (やまとリネン): the value is then doubted, not changed."""
    padded = f" {value} "
    for before, char, after in zip(padded, padded[1:], padded[2:]):
        if char in _HAN_AMONG_KATAKANA_ANYWHERE and (_katakana(before) or _katakana(after)):
            return True
        if char in _HAN_BETWEEN_KATAKANA and _katakana(before) and _katakana(after):
            return True
        if char == "一" and _katakana(before) and not _han(after):
            return True
        if char in _KATAKANA_LIKE_HIRAGANA and _hiragana(before) and before != "の":
            return True
        if char in _HIRAGANA_LIKE_KATAKANA and _katakana(before) and not _hiragana(after):
            return True
        kana_beside = _kana(before) or _kana(after)
        if char in _KATAKANA_LIKE_HAN and not kana_beside and (_han(before) or _han(after)):
            return True
    return False

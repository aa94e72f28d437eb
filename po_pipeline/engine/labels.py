"""Label matching: which schema label (or distractor) a segment starts with."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Literal

from po_pipeline.field_schema import FieldSchema
from po_pipeline.plausibility import fold_letter, has_legal_form

LabelKind = Literal["label", "title", "fallback", "distractor"]
# Dropped when comparing labels, so "P.O. No.:" matches "PO No" and "供应商 ：" matches "供应商".
_IGNORED = set(" \t\u00a0\u3000.:：·_-–—/\\()（）[]【】'’\"※")
# Kana, CJK ideographs and Hangul.
CJK = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
# CJK words set close: a CJK title and the words that qualify it.
_CJK_WORDS = re.compile(f"[{CJK}]+")
SEPARATORS = " \t\u00a0\u3000.:：#№-–—_|*"
# A party's label followed only by a word for "information" heads a block ("공급업체 정보",
# "仕入先情報", "Vendor Data"): the party's name is below or beside a name caption.
_BLOCK_HEADING = re.compile(
    r"[\s:：]*(?:정보|情報|信息|资料|資料|详情|詳情|informations?|info|details|data|angaben"
    r"|daten|informationen|coordonnées|información|datos|dados|dati|informazioni|gegevens"
    r"|bilgileri|bilgisi|информация|данные|údaje|uppgifter|oplysninger|tiedot)[\s:：]*$",
    re.IGNORECASE,
)
# A template's mark before a caption, block elements and geometric shapes ("▌Total Amount:",
# "■ 発注番号", "► Vendor"): passed over as a form's numbering is.
_SECTION_MARK = re.compile(r"[\u2580-\u259f\u25a0-\u25ff\u2022\u2023\u27a4]+\s*")
# A Japanese polite prefix (お, ご, 御) before a caption written in kanji or katakana.
_HONORIFIC = re.compile(r"[おご御](?=[\u30a0-\u30ff\u3400-\u9fff])")
# A form's numbering before a field's label: "1. Supplier", "3) Order No.", "(10) Total".
_FORM_NUMBER = re.compile(r"(?:\d{1,2}[.)]|[(（]\d{1,2}[)）])\s+")
# A numbered caption however it goes on ("4. Quotation Ref.", "(7) Required Delivery
# Date"): a form's field, never a value.
_NUMBERED_CAPTION = re.compile(_FORM_NUMBER.pattern + r"[^\W\d_]{2,}")


def numbered_caption(text: str) -> bool:
    head = text.lstrip()[:1]
    if not (head.isdigit() or head in "(（"):
        return False  # most segments: no need to normalise them
    return _NUMBERED_CAPTION.match(normalise(text).strip()) is not None


# A Latin label's Chinese or Japanese translation after it, a few characters that OCR may
# have misread ("P.O. No. 訂单编获" for 訂單編號, "Supplier 供應商"): part of the label.
_TRANSLATION = re.compile(r"[\s.:：]*([\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]{1,6})[\s:：]*$")


# Words in brackets after a label that say what it asks for: "To (name and address)".
_GLOSS = re.compile(r"\s*[(（]([^()（）\d]{2,40})[)）]")


def _translation(norm: str, end: int) -> re.Match[str] | None:
    found = _TRANSLATION.match(norm, end)
    return found if found and not has_legal_form(found.group(1)) else None


# Traditional characters of label words folded to simplified: Hong Kong and Taiwan forms
# print 採購單號 / 供應商 / 總計, and OCR often reads a traditional form half-simplified.
_FOLD = str.maketrans(
    "採購單號碼編訂貨應商總計額價稅數項銷買賣貨開發廠規類機構稱務證聯繫電話傳額與額實際結帳戶營業約"
    "請驗據幣運費標條處組統給貿倉庫負責簽蓋確認換銀報點",
    "采购单号码编订货应商总计额价税数项销买卖货开发厂规类机构称务证联系电话传额与额实际结帐户营业约"
    "请验据币运费标条处组统给贸仓库负责签盖确认换银报点",
)


@dataclass(frozen=True)
class LabelEntry:
    text: str
    compact: str
    field: str | None  # None for distractors
    kind: LabelKind


@dataclass(frozen=True)
class LabelMatch:
    entry: LabelEntry
    end: int  # index in the NFKC text just after the label
    text: str  # the NFKC-normalised segment text

    @property
    def remainder(self) -> str:
        return self.text[self.end :]

    @property
    def explicit_separator(self) -> bool:
        """The label is followed by ':' / '：' / '#' (it announces a value)."""
        return bool(re.match(r"[\s.]*[:：#]", self.remainder))


def normalise(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def fold(text: str) -> str:
    """Traditional forms of label words folded to simplified, one character for one."""
    return text.translate(_FOLD)


def compact_with_index(text: str) -> tuple[str, list[int]]:
    """Text folded for label comparison, with each kept character's index in `text`."""
    chars: list[str] = []
    index: list[int] = []
    # One-for-one character folding keeps indices into the original text valid.
    for i, ch in enumerate(fold(text)):
        if ch in _IGNORED:
            continue
        if ch == "°" and chars and chars[-1] == "n":
            ch = "o"  # the degree sign printed for the numero sign: "N° de Orden" is "No. de orden"
        chars.append(fold_letter(ch))
        index.append(i)
    return "".join(chars), index


@dataclass(frozen=True)
class LabelMatcher:
    entries: tuple[LabelEntry, ...]
    # Fields whose labels may head a block ("Supplier Information"): the parties.
    block_fields: frozenset[str] = frozenset()

    def match(self, text: str) -> LabelMatch | None:
        """The longest label that `text` starts with, honouring Latin word boundaries; a
        template's mark ("▌Total Amount") and a form's number ("1. Supplier 供應商", "(3)
        P.O. No.") before it are passed over."""
        norm = normalise(text).strip()
        start = mark.end() if (mark := _SECTION_MARK.match(norm)) else 0
        found = self._match_at(norm, start)
        if found is None and (number := _FORM_NUMBER.match(norm, start)):
            found = self._match_at(norm, number.end())
        if found is None and _HONORIFIC.match(norm, start):
            # Japanese forms set a polite prefix before their captions: "お取引先" is the
            # label 取引先, "ご発注金額" the label 発注金額, "御見積番号" the distractor 見積番号.
            found = self._match_at(norm, start + 1)
            if found is not None and not _CJK_WORDS.match(found.entry.compact):
                found = None
        return found

    def _match_at(self, norm: str, start: int, *, translation: bool = True) -> LabelMatch | None:
        compact, index = compact_with_index(norm[start:])
        index = [start + i for i in index]
        if not compact:
            return None
        for entry in self._by_first.get(compact[0], ()):
            if not compact.startswith(entry.compact):
                continue
            if len(entry.compact) == 1 and entry.text.casefold() != norm[index[0]].casefold():
                continue  # a one-letter label keeps its accent: "À" is not the "A" of a logo
            end = index[len(entry.compact) - 1] + 1
            if _splits_word(norm, end, short=len(entry.compact) <= 2, long=len(entry.compact) >= 6):
                continue
            if _name_not_abbreviation(entry.text, norm[start:end], norm[end:]):
                continue
            heading = _BLOCK_HEADING.match(norm, end) if entry.field in self.block_fields else None
            if heading is None and entry.text.isascii() and translation:
                heading = _translation(norm, end)
                if heading and re.search("[:：]", norm[end : heading.start(1)]):
                    # After a colon, Chinese is the value ("Supplier: 德記蔬菜批發") unless
                    # it is the label's own translation ("Supplier: 供應商:")
                    own = self._match_at(norm, heading.start(1), translation=False)
                    heading = heading if own and own.entry.field == entry.field else None
            elif heading is None and entry.field is not None:
                # "供應商 Supplier: …", "訂單編號 Order No.: …": the label, then its translation
                translated = self._match_at(norm, end, translation=False)
                if translated is not None and translated.entry.field == entry.field:
                    end = translated.end
            elif heading is None and not entry.text.isascii():
                # "送貨地址 Deliver to", "收貨地址 Ship to": a distractor's caption and its
                # translation, alone on their line, are one heading.
                translated = self._match_at(norm, end, translation=False)
                if (
                    translated is not None
                    and translated.entry.field is None
                    and translated.entry.text.isascii()
                    and not translated.remainder.strip(" :：")
                ):
                    end = translated.end
            end = heading.end() if heading else end
            gloss = _GLOSS.match(norm, end)
            if (
                gloss
                and not norm[gloss.end() :].strip(" :：")
                and not has_legal_form(gloss.group(1))
            ):
                # "Kepada (Nama dan Alamat Pembekal)": a caption's gloss, with no value after it
                # (in "甲方(出卖人):…" the words in brackets say which party the value is)
                end = gloss.end()
            return LabelMatch(entry=entry, end=end, text=norm)
        return None

    def title_within(self, text: str) -> LabelMatch | None:
        """A CJK title label after CJK words that qualify it, set close ("药剂采购订单 No. 5":
        what is bought, or who buys): the first one. Latin titles are left out: a Romance
        language's words before the title name another paper ("Solicitud de pedido" is a
        requisition). Whether the words make it a title is the caller's to judge
        (roles.title_kind)."""
        norm = normalise(text).strip()
        if not _CJK_WORDS.match(norm):
            return None  # no CJK words open the text
        compact, index = compact_with_index(norm)
        for entry in self._cjk_titles:
            at = compact.find(entry.compact, 1)
            if at < 0 or not _CJK_WORDS.fullmatch(norm[: index[at]]):
                continue
            return LabelMatch(entry=entry, end=index[at + len(entry.compact) - 1] + 1, text=norm)
        return None

    @cached_property
    def _cjk_titles(self) -> tuple[LabelEntry, ...]:
        return tuple(
            e for e in self.entries if e.kind == "title" and _CJK_WORDS.fullmatch(e.compact)
        )

    @cached_property
    def _by_first(self) -> dict[str, tuple[LabelEntry, ...]]:
        """The entries by their first compact character, longest first as in `entries`: a
        segment is compared with the few labels that can start it, not with all of them."""
        groups: dict[str, list[LabelEntry]] = {}
        for entry in self.entries:
            if entry.compact:
                groups.setdefault(entry.compact[0], []).append(entry)
        return {k: tuple(v) for k, v in groups.items()}

    def find_inner_label(self, text: str) -> int | None:
        """Position of a second 'Label:' inside text (two fields set on one line), if any."""
        norm = normalise(text)
        for m in re.finditer(r"\s+", norm):
            match = self.match(norm[m.end() :])
            if match is not None and match.explicit_separator:
                return m.start()
        return None


def _splits_word(text: str, end: int, *, short: bool = False, long: bool = False) -> bool:
    if end >= len(text) or end == 0:
        return False
    left, right = text[end - 1], text[end]
    if long and right.isdigit():
        return False  # a scan ran a long label into its value: "Kundens ordernr4564815398"
    # "PO" must not match the start of "PO323872": a Latin label ends where a token does.
    # "PO-2026-017" and "PO.2026.2171" are one token too; "Order No.123" is a label and its
    # number, so a dot continues only a label of two letters.
    if (right in "-/_" or (short and right == ".")) and end + 1 < len(text):
        right = text[end + 1]
    if left.islower() and right.isupper():
        return False  # two header cells run together: "Votre bon de commandeDate de …"
    return _spaced_letter(left) and (_spaced_letter(right) or right.isdigit())


def _name_not_abbreviation(label: str, printed: str, rest: str) -> bool:
    """A capitals' abbreviation ("PO") printed in small letters and followed by a word is a
    name's first word: "Po Kee Cleaning Supplies Limited", not the label "PO" and a value."""
    letters = [ch for ch in label if ch.isalpha()]
    if not 2 <= len(letters) <= 3 or not label.isascii() or not label.isupper():
        return False
    return not printed.isupper() and bool(re.match(r"\s+[^\W\d_]", rest))


def _spaced_letter(ch: str) -> bool:
    """A letter of a script that spaces its words (Latin, Greek, Cyrillic): "Заказ" must
    not match the start of "Заказчик". Chinese and Japanese labels run into their values."""
    return ch.isalpha() and ord(ch) < 0x2000


@lru_cache(maxsize=32)
def matcher_for(schema: FieldSchema) -> LabelMatcher:
    entries: list[LabelEntry] = []
    for spec in schema.fields:
        entries += [
            LabelEntry(t, compact_with_index(normalise(t))[0], spec.name, "label")
            for t in (*spec.labels, *spec.quoted_labels)
        ]
        entries += [
            LabelEntry(t, compact_with_index(normalise(t))[0], spec.name, "title")
            for t in spec.title_labels
        ]
        entries += [
            LabelEntry(t, compact_with_index(normalise(t))[0], spec.name, "fallback")
            for t in spec.fallback_labels
        ]
    # An account's history ("Previous Balance") is never a field's value either.
    accounts = [t for spec in schema.fields for t in spec.account_labels]
    entries += [
        LabelEntry(t, compact_with_index(normalise(t))[0], None, "distractor")
        for t in (*schema.distractors, *accounts)
    ]
    # Longest first, so "Subtotal" beats "Total" and "供应商编号" beats "供应商".
    entries.sort(key=lambda e: (-len(e.compact), e.kind != "distractor"))
    parties = frozenset(spec.name for spec in schema.fields if spec.type == "text")
    return LabelMatcher(entries=tuple(entries), block_fields=parties)

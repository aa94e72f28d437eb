"""A labelled value by position: inline after its label, right of it, below, or above a
caption (engine.neighbours), and a title's number beside or under it."""

from __future__ import annotations

import re
from dataclasses import replace

from po_pipeline.engine.found import CONF_INLINE, CONF_TITLE, Found, Page, blankish, candidate
from po_pipeline.engine.labels import SEPARATORS, LabelMatch, LabelMatcher, normalise
from po_pipeline.engine.money import ISO_CODES
from po_pipeline.engine.neighbours import (
    NUMBER_CAPTION,
    above_caption,
    below_index,
    corner_value,
    right_of,
    value_below,
)
from po_pipeline.engine.values import ORDER_ABBREVIATED, identifier_value
from po_pipeline.field_schema import FieldSpec
from po_pipeline.plausibility import ARTICLE, has_legal_form

# A number under a title is marked as one: "#PO10234", "No. 4711", "№ 17".
NUMBER_MARK = re.compile(r"^\s*(?:#|№|n[o°º]\s*[.:]|n[°º]\s|nr\s*[.:]|nr\s)", re.IGNORECASE)
# ... or a number alone on its line, long enough not to be an extension or a count
# ("Purchase Order" / "4509367961").
_BARE_NUMBER_DIGITS = 6
CONF_TITLE_BARE = CONF_TITLE - 0.1
# A heading of two fields, whose values stand side by side: "P.O. Number / Date:".
_COMPOUND_REST = re.compile(r"^[\s.]*/\s*[^\W\d_]+\.?(?:\s+[^\W\d_]+\.?)?\s*(?:[:：]|$)")
# A number's caption after a label that names the paper: "Ihre Bestellung Nr.:", "Your order
# no.". The label runs on to it, and the value stands beside or below.
_NUMBER_TAIL = re.compile(
    r"^\s*(?:(?:nr|no|nº|num(?:ber|mer|éro|ero)?)\b|n°|n\.[oº°]\b|#)\.?(?=\s*(?:[:：#]|$))",
    re.IGNORECASE,
)
# A title, then one capitalised word saying what is ordered, then the number, nothing more:
# "Bestellung Hüttenversorgung 495/63". A word that numbers a version or a page of the paper
# ("Revision 2", "Seite 1") is no such word.
_TITLE_QUALIFIER = re.compile(r"^[\s:：]*(?P<word>[^\W\d_]{4,})\s+(?P<number>\S+)\s*$")
# A title, a few words saying what is ordered, then a number's caption and the number, to the
# end of the line: "Bestellung Material und Bordverpflegung Nr. 45172562", "Purchase Order
# for Spare Parts No. 4711". A year may be one of the words ("Bestellung Saison 2026 Nr. …").
_YEAR = re.compile(r"(?:19|20)\d\d")
_TITLE_WORDS_NUMBER = re.compile(
    rf"^[\s:：]*(?P<words>(?:(?:[^\W\d_][\w.&'’/-]*|{_YEAR.pattern})\s+){{1,5}}?)"
    r"(?:nr|no|n°|nº|núm|num|#)\.?\s*[:：]?\s*(?P<number>\S+)\s*$",
    re.IGNORECASE,
)
_VERSION_WORD = re.compile(
    r"(?i)^(?:revision|amendment|version|change|copy|page|seite|blatt|änderung|nachtrag|kopie"
    r"|révision|avenant|copie|página|revisión|pagina|revisione|versie|wijziging)$"
)
# A label of one short word set without ':' before a number and then words is a phrase: "Số
# 205 Trần Phú" (a house number), "No 5 Rue …", not "PO 4500012345" or "PO 4711 dated 3/5".
_SHORT_LABEL = 3
_WORDS_AFTER = re.compile(r"^\s*\S+\s+[^\W\d_]+[,.]?\s+[^\W\d_]+")
# A total's label may run on with a few words naming the paper, after a preposition, before
# its figure, which stands right of it or below: "VALOR TOTAL DA OF | R$ 12.146,88", "Total
# of this order", "Total de la commande". Words that name another amount (a quantity, tax, a
# discount, a deposit, freight, the goods alone) do not; nor do bare words ("Total Taxable
# Value").
# An elided article runs into its word: "Importo complessivo dell'ordine", "Totale dell’ordine".
_PAPER_QUALIFIER = re.compile(
    r"^[\s:：]*(?:(?:of|for|da|do|das|dos|de|del|della|dello|des|du|der|van|voor|för|af"
    r"|dla|za|na)\s+|(?:dell|dall|d|l)['’]\s*)(?:(?:[dl]['’])?[^\W\d_]{1,12}\.?\s*){1,3}"
    r"[:：]?\s*$"
    # Or the paper's name set right after it, with nothing more: "TOTAL ORDER", "Total PO",
    # "Total pedido", "Total nota de venta" (Chile's sales note), "Total O.C." (an orden de
    # compra's).
    r"|^[\s:：]*(?:purchase\s+)?(?:orders?|po|p\.\s?o\.?|(?-i:OC|O\.\s?C\.?)|pedido|encomenda|commande"
    r"|bestellung|ordine|orden|bestelling|nota\s+de\s+venta)\s*[:：]?\s*$",
    re.IGNORECASE,
)
_PAPER = re.compile(
    r"\b(?:orders?|po|pedido|encomenda|ordem|commande|bestellung|auftrag[s]?|ordine|orden"
    r"|bestelling|opdracht|zamówienia|objednávky|documento?|invoice|factura|fatura|facture"
    r"|rechnung|fattura|nota\s+de\s+venta|(?-i:OF|AF|AC|OC))\b|(?-i:\bO\.\s?C\.)",
    re.IGNORECASE,
)
_OTHER_AMOUNT = re.compile(
    r"\b(?:qty|quantity|pcs|pieces|items?|weight|units?|menge|anzahl|stück|colli|cartons?"
    r"|boxes|pallets?|hours|volume|kg|tax(?:es)?|vat|gst|hst|iva|tva|mwst|ust|btw|moms|mva|kdv"
    r"|dph|thuế|discounts?|rabatt|remise|descuento|sconto|korting|deposit|advance|paid|net"
    r"|netto|freight|shipping|fracht|frete|flete|port|trasporto|transport|retention|goods"
    r"|products?|produtos|productos|prodotti|merchandise|marchandises|mercadorias|waren"
    r"|services|serviços|servicios|lines"
    # Counts of pieces, pairs, parcels and lines in more languages: "Totale capi: 196".
    r"|capi|pezzi|paia|pz|quantità|articoli|quantité|pièces|colis|articles|cantidad|unidades"
    r"|piezas|bultos|artículos|quantidade|peças|volumes|aantal|stuks|positionen|artikel"
    r"|darab|db|sztuk|szt|ks|kusů|adet|antal|stk)\b",
    re.IGNORECASE,
)
_TAX_WORD = re.compile(
    r"\b(?:tax(?:es)?|vat|gst|hst|iva|tva|mwst|ust|btw|moms|mva|kdv|dph|thuế)\b", re.IGNORECASE
)
_WITH_TAX = re.compile(
    r"(?:\b(?:con|mit|avec|com|met|with|and|und|et|e|y|incl\w*|inkl\w*|inclus\w*|includ\w*"
    r"|compris\w*|ttc|brutto|gross)\b|\+)",
    re.IGNORECASE,
)
# The words between a total's label and its figure on the label's line.
_WORDS_BEFORE_FIGURE = re.compile(r"^[^\d$€£¥₹]*")
# A name right after its label with no ':' and no legal form: maybe a two-word heading.
CONF_INLINE_BARE = 0.6


# A percentage right after a total's label: what follows is a share of it (a deposit, a
# retention), not the total. "(incl. 19% VAT)" is not matched: a word comes first.
_SHARE_OF = re.compile(r"^[\s:：]*(?:的|之)?\s*\d{1,3}(?:[.,]\d+)?\s*[%％]")


# What an amount's label may say of it before its figure: the trade term it is priced at,
# that tax is included, and its currency ("Total CIF Value", "TOTAL CFR VALUE USD", "Total
# Amount (EUR)", "TOTAL inc GST AUD", "Gesamtsumme brutto", "TOTAL EUROS"); Belgium's "TVAC"
# (TVA comprise) as France's "TTC".
_TAXES = r"(?:GST|VAT|HST|tax(?:es)?|MwSt|USt|IVA|BTW|TVA|moms|mva|alv|ÁFA|DPH|PVM|PDV|KDV)"
_TAX_INCLUDED = (
    rf"[(（]?\s*(?:(?:inc|incl|including|inclusive\s+of|inkl|con|com|avec|met|mit)\.?\s*"
    rf"{_TAXES}\b\.?(?:\s*inclus[ao]?\b|\s*incluid[ao]\b|\s*inbegrepen\b)?"
    rf"|{_TAXES}\s+(?:inclus[aoe]?|incluid[ao]|inclusive|included|inbegrepen|inbegriffen"
    r"|compris[e]?|incl\.?)(?!\w)|brutto\b|gross\b|TTC\b|TVAC\b)\s*[)）]?"
)
# An amount's label that says tax is left out names a net amount, not the grand total:
# "Auftragssumme netto", "I alt ekskl. moms", "Total HT", Belgium's "Total HTVA".
_NET_OF_TAX = re.compile(
    r"^\s*[(（]?\s*(?:net(?:to|t)?|excl|exkl|ekskl|eksl|excluding|exclusive\s+of|ex\.?\s*(?:GST|VAT)"
    r"|HT|HTVA|hors\s+taxes?|sans\s+TVA|sin\s+IVA|senza\s+IVA|ohne\s+MwSt|zonder\s+BTW)\b"
    r"|^\s*[(（]?\s*(?:不含税|未税|税抜|税別)",
    re.IGNORECASE,
)
_AMOUNT_QUALIFIER = re.compile(
    r"^\s*(?:(?:FOB|CIF|CFR|C&F|CNF|CPT|CIP|DAP|DPU|DDP|EXW|FCA|FAS)\b\s*)?"
    rf"(?:(?:value|amount|price|sum)\b\s*)?(?:payable\b\s*)?(?:{_TAX_INCLUDED}\s*)?"
    rf"(?:[(（]?(?:{ISO_CODES}"
    r"|(?:in\s+|en\s+)?(?:euros?|dollars?|pesos|reais|francs?|pounds?|yen|yuan))[)）]?"
    r"|(?:HK|US|NT|NZ|S|A|C|R)?[$€£¥₹])?"
    # Or the currency first, then that tax is included: "Total NZD incl GST".
    rf"(?:\s*{_TAX_INCLUDED})?\s*[:：]?\s*$",
    re.IGNORECASE,
)
# That tax is included, said between a total's label and its figure on one line: "Total
# pedido (IVA incl.) 14.962,52 EUR", "Total (incl. GST): $1,200.00".
_TAX_INCLUDED_BEFORE_FIGURE = re.compile(
    rf"^\s*{_TAX_INCLUDED}\s*[:：]?\s*(?=[\d$€£¥₹]|[A-Z]{{3}}\s*\d)", re.IGNORECASE
)


def from_label(spec: FieldSpec, page: Page, i: int, m: LabelMatch) -> list[Found]:
    seg = page.segments[i]
    title = m.entry.kind == "title"
    if spec.type == "identifier" and _abbreviated_cell(spec, page, i, m):
        # "Your Order No." over "P/O 1181": the cell holds the number as printed.
        return [candidate(identifier_value(seg.text), CONF_INLINE, seg, method="inline")]
    m = skip_translated_label(page.matcher, m)
    compound = _COMPOUND_REST.match(m.remainder) or _NUMBER_TAIL.match(m.remainder)
    if spec.type == "money" and _NET_OF_TAX.match(m.remainder):
        return []  # "Auftragssumme netto": before tax, not the total
    if spec.type == "money" and _names_other_amount(m.remainder):
        return []  # "Totale capi: 196", "Total weight: 120 kg": a count or another amount
    if spec.type == "money" and not blankish(m.remainder):
        compound = (
            compound
            or _AMOUNT_QUALIFIER.match(m.remainder)
            or _TAX_INCLUDED_BEFORE_FIGURE.match(m.remainder)
        )
        if not compound and _paper_qualifier(page, m.remainder):
            compound = _PAPER_QUALIFIER.match(m.remainder)
    if compound:
        m = LabelMatch(entry=m.entry, end=m.end + compound.end(), text=m.text)
    # Header cells run together ("Votre bon de commandeDate de commande No client"): the
    # label is followed by the next one, and its value stands below it.
    headers = not blankish(m.remainder) and page.matcher.match(m.remainder.strip()) is not None
    if not blankish(m.remainder) and not headers:
        if spec.type == "money" and _SHARE_OF.match(m.remainder):
            return []  # "总金额的5%(¥1,189.56)", "Total: 30 % of it": a share, not the total
        value = page.value(spec, m.remainder)
        if not value and title and spec.type == "identifier":
            value = _qualified_title_number(spec, page, m.remainder)
        if not value and title:
            # "采购订单(含税)": a title with a note, its number beside or under it.
            return _beside_or_under_title(spec, page, i)
        if not value:
            return []
        if (
            spec.type == "identifier"
            and not m.explicit_separator
            and len(m.entry.text) <= _SHORT_LABEL
            and _WORDS_AFTER.match(m.remainder)
            and page.matcher.match(m.remainder.split(maxsplit=1)[1]) is None
        ):
            return []
        if title:
            return [candidate(value, CONF_TITLE, seg, method="title")]
        if spec.type == "text" and not m.explicit_separator and not has_legal_form(value):
            # "Supplier Original", "VENDOR ROUTE": a heading of two words, not a name set
            # after its label; anything found beside or below the label ranks first.
            return [candidate(value, CONF_INLINE_BARE, seg, method="inline_bare")]
        return [candidate(value, CONF_INLINE, seg, method="inline")]
    if title:
        return _beside_or_under_title(spec, page, i)
    right = right_of(spec, page, i)
    if right is not None:
        return [right]
    if m.explicit_separator and re.search(r"[_＿]{2,}", m.remainder):
        return []  # "Total: ______" is an explicitly empty blank
    if page.captions_under and not m.explicit_separator:
        # A form that sets its captions under their values: the value is the line above.
        above = above_caption(spec, page, i)
        if above is not None:
            return [above]
    below = value_below(spec, page, i)
    if below is None and spec.type in ("identifier", "money"):
        below = corner_value(spec, page, i)
    if below is None and not m.explicit_separator:
        below = above_caption(spec, page, i)
    return [below] if below is not None else []


def _abbreviated_cell(spec: FieldSpec, page: Page, i: int, m: LabelMatch) -> bool:
    """The segment is the order's abbreviation and its number, no colon between ("P/O 1181"),
    in the cell under a caption of the same field: a grid's value, not a label and its value."""
    seg = page.segments[i]
    if m.explicit_separator or not ORDER_ABBREVIATED.fullmatch(normalise(seg.text).strip()):
        return False
    return any(
        o is not None
        and o.entry.field == spec.name
        and blankish(o.remainder)
        and 0 < seg.top - s.top <= 2.5 * seg.height
        and s.x_overlaps(seg, slack=0.0)
        for s, o in zip(page.segments, page.matches)
    )


def _qualified_title_number(spec: FieldSpec, page: Page, rest: str) -> str:
    """The number after a title's qualifying word, when it is the whole of what follows it
    (`_TITLE_QUALIFIER`); else ""."""
    found = _TITLE_QUALIFIER.match(rest)
    if found is None:
        return _title_words_number(spec, page, rest)
    word, number = found.group("word"), found.group("number")
    if not word[0].isupper() or _VERSION_WORD.match(word) or page.matcher.match(word):
        return ""
    if _YEAR.fullmatch(number):
        return ""  # "Bestellung Saison 2026": the season's year, not the order's number
    return _whole_number(spec, page, number)


def _title_words_number(spec: FieldSpec, page: Page, rest: str) -> str:
    """The number after a title's qualifying words and a number's caption
    (`_TITLE_WORDS_NUMBER`), when no word there starts another caption ("Bestellung zu
    Angebot Nr. 4711" cites the quotation); else ""."""
    found = _TITLE_WORDS_NUMBER.match(rest)
    if found is None:
        return ""
    words = found.group("words")
    starts = [0] + [w.end() for w in re.finditer(r"\s+", words)]
    if any(page.matcher.match(rest[found.start("words") + k :]) for k in starts):
        return ""
    return _whole_number(spec, page, found.group("number"))


def _whole_number(spec: FieldSpec, page: Page, number: str) -> str:
    """`number` when the field reads all of it as its value, four characters or more."""
    value = page.value(spec, number)
    return value if value == number and len(value) >= 4 else ""


def _names_other_amount(rest: str) -> bool:
    """Words after a total's label, before its figure, that make it another amount's label:
    a count, a weight, tax, a discount ("Totale capi:", "Total pieces 12"). That tax is
    included ("Total incl. VAT:") does not."""
    words = re.sub(_TAX_INCLUDED, " ", _WORDS_BEFORE_FIGURE.match(rest).group(0), flags=re.I)
    if _WITH_TAX.search(words):  # "Total con IVA", "Totale IVA inclusa", "Total + VAT"
        words = _TAX_WORD.sub(" ", words)
    return _OTHER_AMOUNT.search(words) is not None


def _paper_qualifier(page: Page, rest: str) -> bool:
    """A few words after a total's label that name the paper, not another amount or label."""
    return (
        _PAPER_QUALIFIER.match(rest) is not None
        and _PAPER.search(rest) is not None
        and not _OTHER_AMOUNT.search(rest)
        and page.matcher.match(rest.strip()) is None
    )


def _beside_or_under_title(spec: FieldSpec, page: Page, i: int) -> list[Found]:
    right = right_of(spec, page, i, past_caption=True)
    if right is not None and _title_number(right.line):
        return [right]
    below = _numbered_below(spec, page, i)
    return [below] if below is not None else []


def skip_translated_label(matcher: LabelMatcher, m: LabelMatch) -> LabelMatch:
    """Bilingual forms repeat the label ("供应商 Supplier: X", "卖方 The Seller: X"): step
    over the translation, with its article."""
    for _ in range(3):
        rest = m.remainder.lstrip(SEPARATORS + "/|")
        article = ARTICLE.match(rest)
        if article:
            rest = rest[article.end() :]
        inner = matcher.match(rest)
        if inner is None or inner.entry.field != m.entry.field:
            break
        offset = len(m.remainder) - len(rest)
        m = LabelMatch(entry=m.entry, end=m.end + offset + inner.end, text=m.text)
    return m


def _numbered_below(spec: FieldSpec, page: Page, i: int) -> Found | None:
    """Under a title ("Purchase Order"), a number marked as one ("#PO10234", "No. 4711"), a
    number alone on its line, or a bare "Number" caption with the number right of it; else
    a marked number towards the right margin on the lines just under the title."""
    j = below_index(page, i)
    found = _number_at(spec, page, j) if j is not None else None
    return found or _marked_number_right_below(spec, page, i)


def _number_at(spec: FieldSpec, page: Page, j: int) -> Found | None:
    text = normalise(page.segments[j].text).strip()
    if NUMBER_CAPTION.match(text):
        right = right_of(spec, page, j)
        return replace(right, method="title_caption") if right is not None else None
    value = page.value(spec, text)
    if not value:
        return None
    if NUMBER_MARK.match(text):
        return candidate(value, CONF_TITLE, page.segments[j], method="title_below")
    if value == text and sum(ch.isdigit() for ch in value) >= _BARE_NUMBER_DIGITS:
        return candidate(value, CONF_TITLE_BARE, page.segments[j], method="title_bare")
    return None


def _marked_number_right_below(spec: FieldSpec, page: Page, i: int) -> Found | None:
    """A number marked as one ("No. 4500310105") set on the lines just under a title but
    towards the right margin, where nothing stands directly under the title."""
    seg = page.segments[i]
    marked = [
        j
        for j, s in enumerate(page.segments)
        if j != i
        and s.x0 >= seg.x0
        and seg.bottom - 0.3 * seg.height <= s.top <= seg.bottom + 2.0 * seg.height
        and NUMBER_MARK.match(normalise(s.text))
    ]
    for j in sorted(marked, key=lambda k: page.segments[k].top):
        value = page.value(spec, normalise(page.segments[j].text))
        if value:
            return candidate(value, CONF_TITLE_BARE, page.segments[j], method="title_below")
    return None


def _title_number(line: str) -> bool:
    """Beside a title, only a number marked as one, or standing alone, is the title's: an
    address line further along ("3500 Hasselt") is not."""
    text = normalise(line).strip()
    return bool(NUMBER_MARK.match(text)) or not re.search(r"\s", text)

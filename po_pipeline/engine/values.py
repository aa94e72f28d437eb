"""Turning the text after a label into a field value, per field type."""

from __future__ import annotations

import re

from po_pipeline.engine.labels import SEPARATORS, LabelMatcher, normalise
from po_pipeline.engine.money import ISO_CODES, best_money, find_money, is_money_only
from po_pipeline.field_schema import FieldType
from po_pipeline.plausibility import COURTESY_TITLE, has_legal_form

# "No." / "Nr" / "#" before the number, but not the letters of a number: "NO-42004",
# "NOR-PO-39322". A sign in small letters run into a number in capitals is the sign:
# "nrIO-2026-9487" (a scan lost the space).
_ID_PREFIX = re.compile(
    r"^(?:(?:no|nr|number|num)(?![-_/]|[^\W\d_])|(?-i:[Nn][or])(?=[A-Z]{2})|n°|nº"
    r"|n\.[oº°](?![a-z])|n(?=\.)|#)\s*[.:：#]?\s*",
    re.IGNORECASE,
)
# Latin, Greek, Cyrillic and Georgian letters may be part of a number ("ЦБ-000123",
# "123/ĐĐH-ABC", "შ-49581").
_ID_CHAR = r"A-Za-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u10a0-\u10ff\u1e00-\u1eff"
# "&" between two letters belongs to the number ("F&B-2511-906", "R&D/2026/55"), and so
# does an office's code in brackets inside it ("EE(M)/WO/3892/2025-26"), not one after it.
_ID_TOKEN = re.compile(
    rf"[{_ID_CHAR}](?:[{_ID_CHAR}\-_/.]|(?<=[A-Za-z])&(?=[A-Za-z])"
    rf"|(?<=[A-Za-z0-9])\([A-Za-z0-9]{{1,4}}\)(?=[{_ID_CHAR}/\-]))*[{_ID_CHAR}]|[0-9]"
)
# Taiwanese file numbers: year, office word, 字第, number, 號 ("114採字第825號").
_DOCKET = re.compile(r"^[0-9A-Za-z\u4e00-\u9fff]{1,8}字第[0-9A-Za-z-]{1,12}[號号]")
# A number in its ordinal frame, as Japanese and Chinese print it: "第084813号", "第2026-17號".
_ORDINAL = re.compile(r"^第[0-9A-Za-z][0-9A-Za-z-]{0,15}[号號]")
# A Chinese official file number: the issuer's code, the year in brackets, the serial and 号
# ("QXJ[2025]093号", "财库〔2019〕10号"): the brackets are inside the number, not after it.
_FILE_NUMBER = re.compile(r"^[0-9A-Za-z\u4e00-\u9fff]{1,8}[\[〔【(]\d{4}[\]〕】)]\d{1,6}[号號]")
# A document series before its year/number, as certified invoicing software prints it
# ("NE 2025/2900", "EF 2026/137", "FT A/123"): the series is part of the number.
_SERIES = re.compile(r"^[A-Z]{2,3} [A-Z0-9]{1,6}/\d{1,8}(?![\w/])")
# A word of the paper's own script before the number, as Korean, Chinese and Japanese forms
# print it ("발주-25-0100", "采购-2025-0012", "注文-88123").
# One such character may stand right before the number ("採114-546", "発26-6311"), when the
# number itself runs on past a hyphen or a slash, or is five digits or more ("採114090652",
# "発77753"). Not an ordinal's 第, a count's 共 or 约, a caption's 号, nor a sum's 金 or 元.
_NATIVE_PREFIX = re.compile(
    r"^[\uac00-\ud7a3\u4e00-\u9fff\u3040-\u30ff]{1,4}-(?=\d)[0-9A-Za-z][0-9A-Za-z\-/]*[0-9A-Za-z]"
    r"|^(?![第共约約])[\u4e00-\u9fff\u3040-\u30ff]\d[0-9A-Za-z]*[-/][0-9A-Za-z\-/]*[0-9A-Za-z](?![\w/])"
    r"|^(?![第共约約号號金元円])[\u4e00-\u9fff\u3040-\u30ff]\d{5,}(?![\w/.,])"
)
# A word of the paper's own script between a number's year and its serial, as Japanese and
# Chinese series print it ("25車-0954", "2026采-0117"): a date never takes a hyphen there.
_NATIVE_INFIX = re.compile(
    r"^[0-9A-Za-z]{1,6}[\u4e00-\u9fff\u3040-\u30ff]{1,2}-\d[0-9A-Za-z\-/]*[0-9A-Za-z](?![\w/])"
)
# A paper's code in capitals, a space, then its number ("CMD 8662", "ODL 242069", "OC
# 282-2026"): the code is part of the number as printed.
_CODED = re.compile(
    rf"^(?!(?:{ISO_CODES}"
    r"|TEL|FAX|TVA|VAT|IVA|CUI|NIP|NIF|CIF|KVK|BTW|UID|ABN|GST|REF|ART|POS|PAG|CAP|ZIP)\b)"
    r"[A-Z]{2,4} (?=\d)[0-9][0-9A-Za-z\-/]*[0-9A-Za-z](?![\w/]|\.\w)"
)
# A form's series letter, a space, then its serial number, as pre-printed order books number
# their leaves ("No. A 939605"): the letter is part of the number as printed.
_SERIES_LETTER = re.compile(r"^[A-Z] \d{4,}(?![\w/.,])")
# The order's own abbreviation printed before its number, as a form's cell holds it ("Notre
# commande | Cde 7070", "Your Order No. | P/O 1181"): part of the number as printed.
ORDER_ABBREVIATED = re.compile(r"^(?:Cde|Cmde|P/O)\.? \d[0-9A-Za-z\-/]*(?<![-/])(?![\w/.,])")
# An amount's cents after its grouped whole part: the token before them is no number.
_AMOUNT_RUNS_ON = re.compile(r",\d{1,2}(?![\d,.])")
# A number and its date joined by a slash ("542/2025/17.02.2025"): the date is not the number's.
_DATED = re.compile(r"/\d{1,2}\.\d{1,2}\.\d{4}$")
# Taiwan dates its papers by the Republic's years ("114/10/06" is 6 October 2025).
_DATE = re.compile(
    r"^\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$"
    r"|^1[0-4]\d([/.])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])$"
)
_BLANK = re.compile(r"^[\s_＿.…\-—–]*$")
# OCR drops the space before the next field's label: "PO182321Date" is "PO182321", "Date".
_GLUED_WORD = re.compile(r"^(.*\d)[A-Z][a-z]{2,}$")
# A qualifier in brackets after a party label, "供方（卖方）：", or the bracket OCR left of it.
# "(株)" / "(有)" open a Japanese company's name, "(주)" / "(유)" a Korean one: a legal form,
# not a qualifier.
_QUALIFIER = re.compile(r"^(?:[(（](?![株有合資名주유][)）])[^)）]{0,12}[)）]|[)）])[\s:：]*")
# Inside a party block the name has its own generic label: "名称：…", "Name: …".
NAME_LABEL = re.compile(
    r"^(?:(?:名称|单位名称|公司名称|company name|company|name|firma|raison sociale|наименование"
    r"|название|unvan[ıi]?|firma unvanı|επωνυμία|cégnév|tên công ty|tên đơn vị|nama perusahaan"
    r"|회사명|업체명)\s*[:：]|상호(?:\s*\(법인명\))?\s*[:：]?)\s*",
    re.IGNORECASE,
)
# A name's caption with no colon, run into the name it heads ("Razão social Souza Embalagens").
_NAME_CAPTION_BARE = re.compile(
    r"^(?i:razão social|razón social|raison sociale|ragione sociale|company name|firmenname)\s+"
    r"(?=[A-ZÀ-Ý])"
)
# A Chinese name's caption with no colon, run into the name it heads.
_CJK_NAME_CAPTION = re.compile(
    r"^(?:单位名称|公司名称|單位名稱|公司名稱|名称|名稱)(?=[\u4e00-\u9fff])"
)
# A long name run on into the next cell's caption for a name ("ΑΙΓΑΙΟ Ε.Π.Ε. Επωνυμία",
# "Nord Logistik GmbH Firma"): cut when what is left has a legal form.
_CAPTION_AFTER = re.compile(
    r"\s+(?:company name|name|firma|firmenname|raison sociale|ragione sociale|denominazione"
    r"|razão social|razón social|επωνυμία|nazwa|cégnév|unvan[ıi]?|наименование|название)$",
    re.IGNORECASE,
)
# A paper's title begun on the letterhead's line, the rest of it on the next ("Orchid
# Equipment (S) Pte Ltd ORDER" over "ACKNOWLEDGEMENT"): cut when what is left has a legal form.
_TITLE_WORD_AFTER = re.compile(
    r"\s+(?:ORDER|PURCHASE|SALES|INVOICE|QUOTATION|DELIVERY|BESTELLUNG|AUFTRAG|COMMANDE"
    r"|PEDIDO|ORDEN|ORDINE|BESTELLING)$"
)
# The title of the company's representative after its name, and the person, if named: a
# letter addressed to its head ("삼호산업 주식회사 대표이사 귀하", "株式会社山田商事 代表取締役
# 山田 太郎 様"): the company is the party.
_REPRESENTATIVE_AFTER = re.compile(
    r"\s*(?:대표이사|대표자|代表取締役(?:社長)?|取締役社長|代表者|代表社員|法定代表人|法人代表"
    r"|总经理|總經理|董事长|董事長)(?:\s*[:：]?\s*\S{1,12}){0,2}$"
)
# A contract's gloss after a party's name, how the contract will call it: "盛通标准件厂（以下简称
# “供方”）", "Acme Ltd (hereinafter the \"Seller\")", "Huber GmbH, nachfolgend Auftragnehmer".
_GLOSS_WORDS = (
    r"(?:以下简称|以下簡稱|以下称|以下稱|下称|下稱|简称|簡稱|以下|이하"
    r"|(?i:hereinafter|hereafter|herein\s+after|nachfolgend|im\s+folgenden|ci-après|ci-dessous"
    r"|en\s+adelante|en\s+lo\s+sucesivo|di\s+seguito|in\s+seguito|hierna|doravante))"
)
_GLOSS_AFTER = re.compile(
    rf"\s*(?:[(（]\s*(?:{_GLOSS_WORDS}|(?i:the|le|la|el|il|der|die)\s*[\"“”„«'‘’])[^)）]*[)）]"
    rf"|[,，]\s*{_GLOSS_WORDS}.*)$"
)
# A German addressee line, the order's words before the firm's name: "Auftragserteilung an
# Jura Holzbau GmbH", "an Meier Elektro AG".
_ADDRESSED_TO = re.compile(
    r"^(?:(?i:auftrag(?:serteilung)?|bestellung|beauftragung|vergabe)\s+)?an\s+(?=[A-ZÄÖÜ0-9])"
)
# The German word for a firm before its name in an address ("An Firma Mayrhofer GmbH"): not
# part of the name, when what follows has a legal form.
_FIRM_WORD = re.compile(r"^(?:Firma|Fa\.)\s+(?=[A-ZÄÖÜ0-9])")
# A name runs on into its tax number, registration or address: "ООО «Альфа», ИНН 7701…".
_REGISTRATION = re.compile(
    r",\s*(?:ИНН|КПП|ОГРН|ОКПО|БИН|УНП|(?:код\s+)?(?:ЄДРПОУ|ЕДРПОУ)|ІПН|РНОКПП"
    r"|VKN|TCKN|Vergi|NPWP|MST|Α\.?\s?Φ\.?\s?Μ|Adószám|GSTIN|GST"
    r"|VAT|TRN|CUIT|R\.?U\.?T|RUC|NIT|CNPJ|CPF|NIP|REGON|IČO|DIČ|P\.?\s?IVA|SIRET|SIREN|CIF|NIF"
    r"|USt|UID|KvK|tel|тел|адрес)\b.*$",
    re.IGNORECASE,
)


# An Italian firm's legal form as OCR reads it, its small L for a capital I: "S.r.I.s.".
_OCR_SRL = re.compile(r"\bS\.r\.[I1]\.(?=s\.|[\s,]|$)")
# A dot read twice between two letters ("S.L..U."): no name prints one so; an ellipsis ("...")
# is left alone.
_DOUBLED_DOT = re.compile(r"(?<=[^\W\d_])\.\.(?=[^\W\d_])")
# An ERP's vendor number before the name: "1004691 - Chep USA", "905 - CENTRO TEX LIMITED",
# or set apart by a space alone when it has four digits or more ("846206 Torres e Hijos").
_VENDOR_CODE = re.compile(r"^(?:[A-Z]?\d{3,}\s*[-–]\s+(?=\S)|[A-Z]?\d{4,}\s+(?=[^\W\d]))")
# A courtesy title before the name (plausibility.COURTESY_TITLE): "M/s. Shree Sai Packaging".
_COURTESY = re.compile(rf"^(?:{COURTESY_TITLE})\s*[:：]?\s*(?=\w)", re.IGNORECASE)
# The Italian "Spett.le" (to the esteemed) that OCR glued after the name it addresses.
_COURTESY_AFTER = re.compile(r"(?<=\S)\s*Spett\.?\s?le\.?$", re.IGNORECASE)
_EMAIL = re.compile(r"\s*<?[\w.+-]+@[\w-]+(?:\.[\w-]+)+>?")
_QUOTES = "'\"‘’“”"


# A number's prefix made only of glyphs OCR confuses across letters and digits (0/O, 1/I/l),
# with both kinds read: "I0-987369", "1O-103134"; or a number of digits whose only letters
# are such glyphs, from its start: "IO585010", "1O585010" and "I0217250" are one print.
_AMBIGUOUS_PREFIX = re.compile(
    r"^(?:(?=[0O1Il]*[OIl])(?=[0O1Il]*[01])[0O1Il]{2,4}(?=[-/ .])"
    r"|(?=[0O1Il])(?=[\dOIl]*[OIl])(?=[\dOIl]*\d)[\dOIl]+$)"
)


def ambiguous_glyphs(value: str) -> bool:
    """Whether an OCR reading of `value` cannot tell its prefix's letters from its digits."""
    return bool(_AMBIGUOUS_PREFIX.match(value))


def is_blank(text: str) -> bool:
    """Nothing filled in: empty, or only underscores/dots left for handwriting."""
    return bool(_BLANK.match(text))


def identifier_value(text: str) -> str:
    text = normalise(text).strip(SEPARATORS)
    text = _ID_PREFIX.sub("", text).strip(SEPARATORS)
    framed = _DOCKET.match(text) or _ORDINAL.match(text) or _FILE_NUMBER.match(text)
    if framed:
        return framed.group(0)
    series = (
        _SERIES.match(text)
        or _NATIVE_PREFIX.match(text)
        or _NATIVE_INFIX.match(text)
        or _CODED.match(text)
        or _SERIES_LETTER.match(text)
        or ORDER_ABBREVIATED.match(text)
    )
    if series:
        return series.group(0)
    match = _ID_TOKEN.match(text)
    if not match:
        return ""
    if _AMOUNT_RUNS_ON.match(text, match.end()) and re.fullmatch(r"[\d.]+", match.group(0)):
        return ""  # the whole of an amount with its cents: "24.742" of "24.742,90 €"
    token = _DATED.sub("", match.group(0)).rstrip("./-")
    glued = _GLUED_WORD.match(token)
    if glued:
        token = glued.group(1)
    if not any(ch.isdigit() for ch in token) or _DATE.match(token):
        return ""
    return token


def text_value(text: str, matcher: LabelMatcher) -> str:
    # Keep a trailing "." : company names end in "Inc." / "Co." / "Ltd.".
    text = normalise(text).lstrip(SEPARATORS).rstrip(SEPARATORS.replace(".", ""))
    text = _QUALIFIER.sub("", text).lstrip(SEPARATORS)
    # An e-mail header's party: "'Acme Ltd' <orders@acme.com>" names Acme Ltd.
    text = _EMAIL.sub("", text).strip()
    if len(text) > 1 and text[0] in _QUOTES and text[-1] in _QUOTES:
        text = text.strip(_QUOTES + " ")  # but 'ООО "Техснаб"' keeps its closing quote
    text = _NAME_CAPTION_BARE.sub("", NAME_LABEL.sub("", text))
    caption = _CJK_NAME_CAPTION.match(text)
    if caption and has_legal_form(text[caption.end() :]):
        text = text[caption.end() :]  # a scan ran the caption into the name: "名称黄岩市…有限公司"
    gloss = _GLOSS_AFTER.search(text)
    if gloss and gloss.start() > 1:
        text = text[: gloss.start()]
    text = _ADDRESSED_TO.sub("", text)
    firm = _FIRM_WORD.match(text)
    if firm and has_legal_form(text[firm.end() :]):
        text = text[firm.end() :]
    for tail in (_CAPTION_AFTER, _TITLE_WORD_AFTER, _REPRESENTATIVE_AFTER):
        after = tail.search(text)
        if after and has_legal_form(text[: after.start()]):
            text = text[: after.start()]
    text = _REGISTRATION.sub("", text)
    text = _DOUBLED_DOT.sub(".", _OCR_SRL.sub("S.r.l.", _VENDOR_CODE.sub("", text)))
    text = _COURTESY_AFTER.sub("", _COURTESY.sub("", text))
    cut = matcher.find_inner_label(text)
    if cut is not None:
        text = text[:cut]
    text = (
        re.split(r"\s{3,}|\s*[_＿]{3,}\s*$", text)[0]
        .lstrip(SEPARATORS)
        .rstrip(SEPARATORS.replace(".", "") + ",;，；。")
    )
    if not text or is_blank(text):
        return ""
    # A bare number, date or amount is not a company name.
    if is_money_only(text) or _DATE.match(text) or not any(ch.isalpha() for ch in text):
        return ""
    return text


def money_value(text: str, *, strict: bool) -> str:
    """`strict`: the text must be an amount alone (values found away from their label)."""
    text = normalise(text).strip()
    if strict and not is_money_only(text):
        return ""
    match = best_money(text)
    return match.text if match else ""


def value_for(
    field_type: FieldType, text: str, matcher: LabelMatcher, *, strict: bool = False
) -> str:
    if field_type == "identifier":
        return identifier_value(text)
    if field_type == "money":
        return money_value(text, strict=strict)
    return text_value(text, matcher)


def money_is_strong(text: str) -> bool:
    """Has a currency sign or decimals: a deliberate amount, not a count."""
    return any(m.has_currency or m.has_decimals for m in find_money(text))

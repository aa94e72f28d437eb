"""The numbers a segment's text holds, read the way the field rules read a number
(engine.values.identifier_value), their shape, and the kinds of number that the words around
them announce (general purchasing vocabulary, not any one document's words)."""

from __future__ import annotations

import re

from po_pipeline.engine.values import identifier_value

# Where a number may begin, after a non-word: a Latin, Greek or Cyrillic letter or a digit,
# the 第 of an ordinal frame ("第084813号"), or one character of the page's script before a
# digit ("採114-546": engine.values reads whether it is a number).
_START = re.compile(
    r"(?<![\w/.\-])(?:[A-Za-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]|第(?=\d)"
    r"|[\u4e00-\u9fff\u3040-\u30ff](?=\d))"
)
# Kinds of number, by the words that announce them. General purchasing vocabulary of the
# languages the product reads, not any one document's words.
KINDS: dict[str, re.Pattern[str]] = {
    "order": re.compile(
        r"(?i)\b(?:p\.?\s?o|order|bestell\w*|auftrag\w*|commande|pedido|orden|ordine|ordem"
        r"|encomenda|bestelling|zamówieni\w*|objednáv\w*|beställning|ordre|tilaus|sipariş"
        r"|заказ\w*|замовлення|παραγγελ\w*|megrendel\w*|narudžb\w*|purchase)"
        r"|订单|訂單|订购|訂購|采购|採購|订货|訂貨|注文|発注|주문|발주"
    ),
    "number": re.compile(
        r"(?i)(?:\b(?:no|nr|nº|n°|number|num|numéro|nummer|número|numero|numer|číslo|nro)\b"
        r"|#|№)|号|號|编号|編號|番号|번호"
    ),
    "quote": re.compile(
        r"(?i)\b(?:quot\w*|quote|angebot\w*|offerte|offert\w*|devis|oferta|presupuesto"
        r"|preventivo|orçamento|teklif|rfq)\b|报价|報價|見積|견적"
    ),
    "invoice": re.compile(
        r"(?i)\b(?:invoice|rechnung\w*|facture|factura|fattura|factuur|faktura|fatura|lasku)\b"
        r"|发票|發票|請求書|세금계산서"
    ),
    "party": re.compile(
        r"(?i)\b(?:customer|client\w*|kunde\w*|cliente|klant\w*|account|acct|debitor\w*"
        r"|kreditor\w*|vendor|supplier|lieferant\w*|fournisseur|proveedor|fornitore"
        r"|leverancier|dostawc\w*)\b|客户|客戶|顧客|得意先|仕入先|供应商|供應商|거래처"
    ),
    "reference": re.compile(
        r"(?i)\b(?:ref\w*|contract\w*|vertrag\w*|contrat|contrato|contratto|project\w*"
        r"|projekt\w*|projet|proyecto|progetto|tender|job|cost\s+cent\w*|kostenstelle)\b"
        r"|合同|契約|계약|项目|項目"
    ),
    "request": re.compile(
        r"(?i)\b(?:requisition|request\w*|anforderung|bedarf\w*|demande|solicitud|richiesta"
        r"|pr)\b|申请|請購|请购|申购|申購|購買依頼"
    ),
    "delivery": re.compile(
        r"(?i)\b(?:deliver\w*|shipment|shipping|tracking|awb|lieferschein|livraison|entrega"
        r"|consegna|ddt|waybill|carrier)\b|送货|送貨|发货|發貨|納品|出荷|운송"
    ),
    "item": re.compile(
        r"(?i)\b(?:item|article|artikel\w*|part|sku|material|mat|pos|position|qty|quantity"
        r"|menge|model|style|ean|upc|hs)\b|品号|品號|料号|料號|物料|型号|型號|规格|規格|品番|품번"
    ),
    "tax": re.compile(
        r"(?i)\b(?:vat|tax|ust\w*|uid|tva|iva|nip|ičo|dič|siret|siren|gst\w*|abn|ein|cnpj"
        r"|kvk|hrb|registr\w*|steuer\w*|regon)\b|税号|稅號|税务|稅務|登録番号|사업자"
    ),
    "bank": re.compile(
        r"(?i)\b(?:iban|bic|swift|konto\w*|bank\w*|banco|banque|routing|sort\s+code)\b"
        r"|银行|銀行|账号|帳號|账户|帳戶|口座"
    ),
    "contact": re.compile(
        r"(?i)\b(?:tel\w*|phone|fax|mobile?|handy|cell|téléphone|teléfono|telefono)\b"
        r"|电话|電話|传真|傳真|手机|手機|携帯|전화"
    ),
    "date": re.compile(
        r"(?i)\b(?:date|datum|fecha|data|dated|due|fällig\w*|termin)\b|日期|日付|날짜|年|月"
    ),
    "postal": re.compile(r"(?i)\b(?:zip|postal|post\s*code|plz|cep|cap)\b|邮编|郵編|〒"),
}


# An international phone number, whatever groups it is printed in: "+44 20 7946 0958".
_DIALLED = re.compile(r"\+\s?\d[\d\s().\-/]{6,}\d")


def numbers_in(text: str) -> list[tuple[int, str]]:
    """(where it starts, value) for each number a segment's text holds, read as the rules
    read the text after a label. Numbers of a phone line are none: a phone or fax caption
    before them, or a number dialled from abroad."""
    out: list[tuple[int, str]] = []
    dialled = [m.span() for m in _DIALLED.finditer(text)]
    seen_end = 0
    for m in _START.finditer(text):
        if m.start() < seen_end or any(a <= m.start() < b for a, b in dialled):
            continue
        if KINDS["contact"].search(text[max(m.start() - 25, 0) : m.start()]):
            continue
        value = identifier_value(text[m.start() :])
        if not value:
            continue
        at = text.find(value, m.start())
        if at < 0 or at > m.start() + 12:
            continue
        seen_end = at + len(value)
        out.append((at, value))
    return out


def shape(value: str) -> dict[str, float]:
    n = len(value)
    digits = sum(ch.isdigit() for ch in value)
    letters = sum(ch.isalpha() for ch in value)
    return {
        "chars": min(n, 24) / 24,
        "digit_share": digits / n,
        "letters": min(letters, 6) / 6,
        "separators": min(sum(ch in "-/_." for ch in value), 4) / 4,
        "all_digits": float(digits == n),
        "letter_prefix": float(value[0].isalpha()),
        "year": float(bool(re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", value))),
        "cjk": float(any("\u3040" <= ch <= "\u9fff" for ch in value)),
        "short": float(digits <= 2),
    }

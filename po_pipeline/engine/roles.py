"""Which side of a purchase a piece of text is on: the words of a heading or caption that
announce the seller's side or the buyer's, the words that address a paper to someone, and
the titles of the papers each side issues (a seller's invoice or confirmation, a buyer's
order). General purchasing vocabulary of the languages the product reads, not any one
document's words; engine.party_candidates describes every name by them, and the rules
read a page's kind (its title) from here."""

from __future__ import annotations

import re
from collections.abc import Sequence

from po_pipeline.engine.found import Page
from po_pipeline.engine.labels import CJK, normalise
from po_pipeline.engine.segments import Segment

__all__ = [
    "ADDRESS_SUFFIX",
    "BUYER_DOC",
    "NAME_CAPTION",
    "SELLER_DOC",
    "addressed",
    "addresses_next",
    "document_kind",
    "role",
    "title_kind",
]

# An accented vowel of a pattern also matches its plain letter: Greek capitals drop the tonos
# ("ΠΕΛΑΤΗΣ" is "πελάτης"), and capitals in French, Spanish or Italian often drop accents
# ("ALBARAN", "DESTINATION"). A class keeps both ("[άα]"); inside a class the plain letter is
# added to it.
_PLAIN = dict(
    zip(
        "άέήίόύώϊϋΐΰáéíóúàèìòùâêîôûãõ",
        "αεηιουωιυιυaeiouaeiouaeiouao",
        strict=True,
    )
)


def _tolerant(pattern: str) -> str:
    out: list[str] = []
    in_class = escaped = False
    for ch in pattern:
        if escaped:
            out.append(ch)
            escaped = False
            continue
        if ch == "\\":
            escaped = True
        elif ch == "[" and not in_class:
            in_class = True
        elif ch == "]" and in_class:
            in_class = False
        plain = _PLAIN.get(ch)
        if plain is None:
            out.append(ch)
        elif in_class:
            out.append(ch + plain)
        else:
            out.append(f"[{ch}{plain}]")
    return "".join(out)


def _compile(pattern: str) -> re.Pattern[str]:
    return re.compile(_tolerant(pattern))


# Words of a heading or caption that announce the seller's side of an order, and the
# buyer's side (the buyer, whoever is billed, whatever is delivered where). General
# purchasing vocabulary of the languages the product reads, not any one document's words.
# The Italian "Spettabile" (to the esteemed), abbreviated "Spett.le" or "Spett.": heads the
# block a paper is addressed to.
_SPETT = r"spett(?:\.?\s*le|(?=\.))"
_SELLER = _compile(
    r"(?i)\b(?:vendor|supplier|seller|sold\s+by|(?:purchased|ordered|bought)\s+from|messrs"
    r"|fournisseur|vendeur|titulaire"
    rf"|fornitore|ditta(?:\s+fornitrice)?|affidatario|{_SPETT}|lieferant|auftragnehmer"
    r"|verkäufer|anbieter|proveedor|vendedor|señores|sres|srs|fornecedor|leverancier|verkoper"
    r"|dostawca|sprzedawca|wykonawca|dodavatel|prodávající|zhotovitel|leverantör|leverandør"
    r"|toimittaja|opdrachtnemer|поставщик\w*|продав[её]ц|исполнител\w*|tedarikçi|satıcı"
    r"|προμηθευτ\w*|πωλητ\w*|ανάδοχος|szállító|eladó|vállalkozó|nhà cung cấp|bên bán|pemasok"
    r"|penjual|rekanan|penyedia|furnizor|постачальник|доставчик|dobavljač|dobavitelj|prodavatelj"
    r"|isporučitelj|pardavėjas|tiekėjas|tiekėjo|dodávateľ|predávajúci|zhotoviteľ|müüja|tarnija"
    r"|pārdevējs|piegādātājs|myyjä|prodajalec|izvajalec|vânzător|prestator|продавач"
    r"|изпълнител|доставчик\w*|contratad[ao]|contratista|pembekal|վաճառող|մատակարար"
    r"|жеткізуші|сатушы|нийлүүлэгч|yetkazib\s+beruvchi|mgavi|msambazaji)\b|^from\b"
    r"|供应|供應|供货|供貨|供方|卖方|賣方|销售方|銷售方|销方|出卖人|厂商|廠商|承揽方"
    r"|仕入先|発注先|取引先|受注者|売主|販売元|공급자|공급업체|공급처|공급사|수주자|판매자"
    # A subcontract's parties: the subcontractor supplies, the prime contractor orders.
    r"|수급사업자|수급인|수탁자"
)
# Honorifics set after the name a paper is addressed to: Japanese 御中, 様, 殿, Korean 귀중,
# 귀하, and a Chinese letter's 台照, 钧启, 钧鉴 (respectfully to) and their kin.
_HONORIFICS = "御中|様|殿|台照|钧启|鈞啟|钧鉴|鈞鑒|台鉴|台鑒|惠鉴|惠鑒|大鉴|大鑒|귀중|귀하"
# Words that address a document to someone: on an order, the vendor; on an invoice or a
# delivery note, the buyer. Which of the two is for the document's kind to say.
_ADDRESSED = _compile(
    # A form's box number may come first: "1. Kepada".
    r"(?i)^(?:\(?\d{1,2}[.)]\s*)?(?:to|til|till|an|aan|à|a|para|attn|attention|z\.\s*hd\.?"
    rf"|messrs|{_SPETT}|señores|sres|srs|exm[oa]s?|ilm[oa]s?"
    r"|sehr\s+geehrte|кому|προς|sayın|kính\s+gửi|kepada|yth|címzett"
    # "Alla cortese attenzione di" over the block it is for.
    r"|alla\s+(?:cortese\s+)?attenzione|all['’]\s?attenzione|à\s+l['’]attention"
    r"|a\s+la\s+atenci[oó]n)\b|^수신|^(?:señor|sr)\(es\)"
    # Chinese "致：" and Japanese "宛先：" head the addressee ("致 To: 福星木業有限公司").
    r"|^(?:致|宛先)(?=[\s:：]|$)"
    # An honorific after the name it addresses ("…株式会社 御中", "…有限公司鈞鑒").
    rf"|(?:{_HONORIFICS})\s*$"
)
# A sender's line: its name, then its address, in one line run together with middle dots
# or bars ("Hoffmann & Schäfer AG · Am Hafen 14 · 33602 Bielefeld"), as printed over the
# window of an envelope: the issuer of the paper, whatever its kind.
SENDER_LINE = re.compile(r"^(.{2,80}?)\s*[·•|]\s*\S.*\d")
ADDRESS_SUFFIX = re.compile(rf"\s*(?:{_HONORIFICS})\s*$")
# A department of a company, then the company: "Dpto. Comercial - Hidráulica Torres S.A.",
# "Abt. Einkauf – Müller GmbH".
DEPARTMENT = re.compile(
    r"^((?:dpto|depto|departamento|dept|department|d[ée]partement|abt|abteilung|servicio"
    r"|service|ufficio|afdeling)\.?(?:\s+[^\W\d_][\w.]*){0,3})\s*[-–—]\s*(\S.*)$",
    re.IGNORECASE,
)
_BUYER = _compile(
    r"(?i)\b(?:buyer|purchaser|customer|client|bill(?:ed)?\s*to|billing|invoice\s+to"
    r"|ship(?:ped)?\s*to|deliver(?:y|ed)?(?:\s+to|\s+address)?|consignee|sold\s+to"
    r"|vendido\s+a|vendu\s+à|venduto\s+a|verkauft\s+an"
    r"|requisitioner|requested\s+by|ordered\s+by|acheteur|facturation|livraison"
    r"|destinataire|donneur\s+d'ordre|käufer|besteller|auftraggeber|rechnungs\w*"
    r"|liefer(?:adresse|anschrift|ort)|empfänger|comprador|facturación|facturar\s+a|entrega"
    r"|faturamento|cobrança|solicitante|committente|amministrazione|fatturazione"
    # The imperative headings of Italian and French orders: "Fatturare a", "Facturer à".
    r"|fatturare\s+a|consegnare\s+a|spedire\s+a|factur(?:er|ez)\s+à|livr(?:er|ez)\s+à|destino"
    r"|consegna|destinazione|ordinante|stazione\s+appaltante|koper|klant|factuur\w*"
    r"|aflever\w*|lever(?:adres|ing)|zamawiający|nabywca|odbiorca|płatnik|dostawa|odběratel"
    r"|kupující|objednatel|příjemce|köpare|beställare|leveransadress|fakturaadress|køber|kjøper"
    r"|bestiller|leveringsadresse|fakturaadresse|tilaaja|ostaja|toimitusosoite|laskutusosoite"
    r"|intestatario|cliente|adquirente|morada|opdrachtgever|afnemer|bezorg\w*|покупател\w*"
    r"|заказчик\w*|плательщик\w*|грузополучател\w*|получател\w*|alıcı|müşteri|teslimat"
    r"|αγοραστ\w*|παραλ[ηή]πτ\w*|πελάτ\w*|megrendelő|vevő|vásárló|számlázási|szállítási"
    r"|bên mua|người mua|pembeli|pemesan|pengiriman|penagihan|cumpărător|покупець|замовник"
    r"|kupac|naručitelj|naročnik|pirkėjas|pirkėjo|užsakovas|gavėjas"
    r"|leveringssted|leveringsadresse|mottaker|odberateľ|objednávateľ|kupujúci|ostja|tellija"
    r"|klient|pircējs|pasūtītājs|kupec|beneficiar|купувач|възложител|contratante|գնորդ"
    r"|պատվիրատու|тапсырыс\s+беруші|сатып\s+алушы|захиалагч|buyurtmachi)\b"
    r"|买方|買方|采购方|採購方|购方|購方|需方|收货|收貨|发票抬头|發票抬頭|购买方|購買方"
    r"|注文者|発注者|発注元|買主|納入先|納品先|請求先|送付先|客户|客戶|收件|定作方|委托方"
    r"|订货单位|訂貨單位|공급받는자|발주처|발주자|구매자|납품장소|납품처|원사업자|위탁자|도급인"
    r"|买受人|買受人"
)
# A caption for a name, set alone: "Razão social", "Company name", "名称".
NAME_CAPTION = _compile(
    r"(?i)^(?:company\s+name|name|firma|firmenname|raison\s+sociale|dénomination"
    r"|ragione\s+sociale|denominazione|razão\s+social|razon\s+social|razón\s+social"
    r"|наименование|название|unvan[ıi]?|firma\s+unvanı|firma\s+adı|επωνυμία|cégnév|név"
    r"|tên\s+công\s+ty|tên\s+đơn\s+vị|nama\s+perusahaan|상호|회사명|업체명"
    r"|denominación|bedrijfsnaam|nazwa(?:\s+firmy)?|名称|单位名称|公司名称|名稱|單位名稱|会社名"
    r"|社名|商号)\s*[:：]?$"
)
# Titles of documents the seller issues (its name heads them, the buyer is addressed) and of
# documents the buyer issues (the reverse).
SELLER_DOC = _compile(
    r"(?i)\b(?:invoice|delivery\s+note|packing\s+(?:slip|list)|confirmation|acknowledge?ment"
    r"|quotation|quote|pro\s*forma|rechnung|lieferschein|bestätigung|angebot|facture"
    r"|bon\s+de\s+livraison|confirmation|devis|factura|albarán|confirmación|presupuesto"
    r"|fattura|ddt|documento\s+di\s+trasporto|conferma|preventivo|factuur|pakbon"
    r"|orderbevestiging|offerte|faktura|potwierdzenie|oferta|nota\s+fiscal|romaneio"
    r"|orçamento|confirmação|confirmacao|confirmare|orderbekräftelse|ordrebekræftelse"
    r"|ordrebekreftelse|bekräftelse|bekræftelse|bekreftelse|tilausvahvistus|lasku"
    r"|fatura|potvrzení|dodací\s+list|följesedel|følgeseddel|сч[её]т|сч[её]т-фактура|накладная"
    r"|\w*bestätigung|\w*bevestiging|\w*rechnung|\w*lieferschein|onay\w*|proforma|pro-forma"
    r"|подтверждение|підтвердження|təsdiqi?|irsaliye|teklif|τιμολόγιο|προσφορά|számla|szállítólevél|árajánlat"
    r"|visszaigazolás|hóa\s+đơn|phiếu\s+giao\s+hàng|báo\s+giá|faktur|surat\s+jalan|penawaran"
    r"|račun|otpremnica|potvrda\s+narudžbe|ponuda|patvirtinimas|sąskaita(?:[-\s]faktūra)?"
    r"|važtaraštis|pasiūlymas|docket|dispatch\s+note|kinnitus|saateleht|arve|faktúra|фактура"
    r"|потвърждение|стокова\s+разписка|dobavnica|potrditev|lähete|vahvistus|rēķins|pavadzīme"
    r"|apstiprinājums|δελτίο\s+αποστολής|επιβεβαίωση|nota\s+de\s+entrega|guia\s+de\s+remessa"
    r"|remito|guía\s+de\s+despacho|bolla\s+di\s+consegna|leverbon|bordereau\s+de\s+livraison"
    r"|nota\s+de\s+venta|potvrdenie|προτιμολόγιο|bolla\s+di\s+accompagnamento"
    r"|accusé\s+de\s+(?:réception\s+de\s+)?commande|acuse\s+de\s+(?:recibo\s+(?:de\s+)?)?pedido)\b"
    r"|发票|發票|送货单|送貨單|发货单|發貨單|出货单|出貨單|销货单|銷貨單|交货单|交貨單"
    r"|销售确认|銷售確認|订单确认|訂單確認|订单回复|訂單回復|订单回覆|訂單回覆"
    # A supply confirmation and a sales contract, the seller's papers: "供货确认函",
    # "销售合同确认单".
    r"|供货确认|供貨確認|销售合同|銷售合同"
    r"|报价单|報價單|納品書|請求書|見積書|送り状|出荷案内|거래명세서|세금계산서|견적서"
    r"|請書|受注確認|注文確認|受注書|납품서|주문확인서|수주확인서|발주확인서|청구서|송장"
)
BUYER_DOC = _compile(
    r"(?i)\b(?:purchase\s+order|order\s+form|purchase\s+requisition|\w*bestellung|bestellschein"
    r"|\w*auftrag|abruf|bon\s+de\s+commande|commande|orden\s+de\s+compra|pedido|ordine"
    r"|ordinativo|buono\s+d'ordine|inkooporder|bestelbon|bestelling|zamówienie"
    r"|ordem\s+de\s+compra|encomenda|objednávka|inköpsorder|beställning|indkøbsordre"
    r"|innkjøpsordre|bestilling|ostotilaus|tilaus|заказ|заявка|sipariş|satın\s*alma"
    r"|παραγγελία|megrendelés|rendelés|đơn\s+đặt\s+hàng|đơn\s+hàng|pesanan|comandă|замовлення"
    r"|поръчка|narudžbenica|naročilnica|narudžba|đơn\s+mua\s+hàng"
    r"|užsakymas|pirkimo\s+užsakymas|(?:ostu)?tellimus|pasūtījums"
    r"|urdhër\s+(?:për\s+)?blerje|porosi(?:\s+blerjeje)?|innkaupapöntun|pöntun"
    r"|comanda(?:\s+de\s+compra)?|нарачка|შეკვეთა|work\s+order|supply\s+order|պատվեր"
    r"|тапсырыс|захиалга|xarid\s+buyurtmasi|agizo\s+la\s+(?:ununuzi|bidhaa))\b"
    r"|納入指示書|订购合同|訂購合同|采购订单|採購訂單|采购单|採購單|订购单|訂購單|订货单|訂貨單|注文書|発注書|発注票"
    r"|발주서|주문서|구매주문서"
)


def role(text: str) -> tuple[float, float]:
    norm = normalise(text).strip()
    if len(norm) > 60:  # a sentence, not a heading
        return 0.0, 0.0
    return float(bool(_SELLER.search(norm))), float(bool(_BUYER.search(norm)))


def addressed(text: str) -> float:
    norm = normalise(text).strip()
    return float(len(norm) <= 60 and bool(_ADDRESSED.search(norm)))


def addresses_next(text: str) -> float:
    """Whether a line addresses what follows it ("To:", "Kính gửi", "수신"). An honorific
    after a name ("山田商事 御中") addresses that name, not the next one on the line."""
    return 0.0 if ADDRESS_SUFFIX.search(normalise(text)) else addressed(text)


# The seller's sentence confirming the buyer's order ("Confirmamos su pedido según el
# siguiente detalle", "We confirm your order as follows"): whoever writes it sells, whatever
# the paper's title says ("Nota de pedido").
_CONFIRMS_YOUR_ORDER = re.compile(
    r"(?i)\b(?:we\s+(?:hereby\s+)?(?:confirm|acknowledge)(?:\s+receipt\s+of)?\s+your\s+(?:purchase\s+)?order"
    r"|confirmamos\s+(?:su|vuestro|el\s+)?\s*pedido|confirmamos\s+(?:a\s+)?sua\s+encomenda"
    r"|nous\s+(?:vous\s+)?confirmons\s+(?:votre|la\s+bonne\s+réception\s+de\s+votre)\s+commande"
    r"|wir\s+bestätigen\s+(?:Ihnen\s+)?(?:den\s+Eingang\s+)?Ihre[rn]?\s+(?:Bestellung|Auftrag)"
    r"|confermiamo\s+(?:il\s+)?(?:vostro|vs\.?)\s+ordine|bevestigen\s+wij\s+uw\s+(?:bestelling|order))"
    r"|感谢贵方订购|感謝貴方訂購|现将订单内容确认如下|現將訂單內容確認如下"
)


# A caption citing the buyer's order as the reader's ("Su Orden de Compra N°", "Your Order
# No.", "Votre commande", "Ihre Bestellung"): the seller writes to its customer. (A buyer
# cites the seller's quotation so: "Su cotización", "Your quote".)
_YOUR_ORDER = re.compile(
    r"(?i)^(?:su|your|votre|ihre?|vostr[oa]|vs\.|uw|sua|seu)\s+(?:orden\s+de\s+compra|order"
    r"|purchase\s+order|p\.?\s?o\.?|commande|bestellung|auftrag|ordine|bestelling|encomenda"
    r"|pedido)\b.{0,20}$"
)


def document_kind(pages: Sequence[Page]) -> tuple[float, float]:
    """Whether the first page's title is a seller's document (invoice, delivery note,
    confirmation) or a buyer's (purchase order). A title is a short line in the upper 70% of
    the text (a short order's title may sit below its middle) whose kind word is not
    a field's caption ("Invoice No.", "Sipariş Tarihi"), not an address ("Invoice to",
    "Fatura adresi"), not the other side's paper cited ("Your quote", "Ihre Bestellung",
    "Ref. Penawaran") and not inside a sentence ("60 days from invoice"). A line naming
    both ("Order Confirmation", "Sipariş Onay Formu") is the seller's; when
    both kinds head the page, the taller title wins."""
    tallest = {"seller": 0.0, "buyer": 0.0}
    confirms = False
    for page in pages:
        if not page.segments:
            continue
        depth = max(s.bottom for s in page.segments)
        texts = [normalise(s.text).strip() for s in page.segments]
        lines = [(text, s.top, s.height) for text, s in zip(texts, page.segments)]
        for text, top, height in lines + _spaced_out(page.segments, texts):
            if top > depth * 0.7:
                continue
            if _CONFIRMS_YOUR_ORDER.search(text) or _YOUR_ORDER.match(text):
                return 1.0, 0.0  # "Confirmamos su pedido…": the seller writes, whatever the title
            seller, buyer = title_kind(text)
            side = "seller" if seller else "buyer" if buyer else None
            if side:
                tallest[side] = max(tallest[side], height)
            if seller and BUYER_DOC.search(text):
                confirms = True
    seller, buyer = tallest["seller"], tallest["buyer"]
    # Titles of both kinds about as tall: a seller's title naming the buyer's paper it answers
    # ("Confirmación de pedido" beside "NOTA DE PEDIDO") makes the paper the seller's.
    if seller > buyer * 1.1 or (confirms and buyer <= seller * 1.1):
        buyer = 0.0
    elif buyer > seller * 1.1:
        seller = 0.0
    return float(seller > 0), float(buyer > 0)


# "ORDER" or "Official Order" alone on its line, or with its number ("OFFICIAL ORDER P/67089"):
# the buyer's title of a letter order. The word alone heads nothing else ("Order:" is a
# caption, "Order Confirmation" the seller's).
_ORDER_ALONE = re.compile(
    r"(?i)^(?:official\s+)?order(?:\s+(?:nr|n\.?[oº°]|#)?\.?\s*[\w/.\-]*\d[\w/.\-]*)?$"
)
_SHORT_CJK = re.compile(rf"[{CJK}]{{1,3}}")


def _spaced_out(
    segments: Sequence[Segment], texts: Sequence[str]
) -> list[tuple[str, float, float]]:
    """A CJK title set so wide that its characters fall into segments of their own ("注文",
    "書"): each run of such short segments side by side on a line, joined, with its top and
    height. `texts` are the segments' normalised texts."""
    out: list[tuple[str, float, float]] = []
    run: list[tuple[Segment, str]] = []
    for seg, text in [*zip(segments, texts), (None, "")]:
        short = seg is not None and bool(_SHORT_CJK.fullmatch(text))
        if short and run and run[-1][0].same_line(seg) and seg.x0 >= run[-1][0].x1:
            run.append((seg, text))
            continue
        if len(run) >= 2:
            joined = "".join(t for _, t in run)
            tops, heights = [s.top for s, _ in run], [s.height for s, _ in run]
            out.append((joined, min(tops), max(heights)))
        run = [(seg, text)] if short else []
    return out


# What follows a kind word that is a caption or an address, not a title; "/ date", "- date" or
# "& date" ends a signature box's caption ("Supplier acknowledgement / date").
_CAPTION_TAIL = re.compile(
    r"(?i)^\s*(?:[/&\-–—]\s*(?:date|datum|fecha|data|sign\w*|stamp)"
    r"|n[oº°r]\b|n[º°]|nr\b|no\.|#|№|num\w*|ref\w*|id\b|code|date|datum|fecha|data"
    r"|tarih\w*|numaras\w*|[:：]|号|编号|編號|番号|番號|日期|编码|번호"
    # "Invoice to" is an address, "Pedido a Proveedor" (an order to a supplier) a title.
    r"|(?:to|an|à|a|para)\b(?!\s+(?:supplier|vendor|fornecedor|proveedor|fornitore|fournisseur"
    r"|lieferant))|per\b|via\b|addr\w*|adres\w*|indirizzo|direcci[oó]n|endereço)"
)
# What precedes a kind word that cites the other side's paper, or a caption before it ("Rif.
# Vs. preventivo": the reference of your quotation, in Italian's abbreviations).
_CITED = re.compile(
    r"(?i)(?:\b(?:your|our|uw|onze|ihre?|unsere?|votre|vos|notre|su|sus|vostr[aoi]|vs|ns|seu|sua"
    r"|voss[ao]|noss[ao]|[vns]/"
    r"|nuestr[ao]|ref|rif|re|per|as\s+per|according\s+to|gemäß|gem|selon|según|secondo"
    r"|betreff|betr|objet|oggetto|asunto|subject|theo|(?-i:[Pp]o)|pagal|jūsų|vaš[aeu]?|deres|ert?"
    r"|transakcijski|žiro|tekući"
    r"|pirkėjo)\.?\s*$)|[:：]"
)


def title_kind(text: str) -> tuple[bool, bool]:
    """Whether a line (NFKC, stripped) is the title of a seller's paper, or else of a
    buyer's: short, and its kind word neither a caption, an address nor the other side's
    paper cited."""
    # A title set letter-spaced: "納 品 書", "采 购 订 单".
    text = _SPACED_CJK.sub("", text)
    # Argentina's class letter in its box before the title ("X NOTA DE PEDIDO"): not a word.
    text = _CLASS_LETTER.sub("", text)
    # Letter-spaced Latin beside it ("O R D E R C O N F I R M A T I O N 주 문 확 인 서") is
    # its ornament: the rest says what the paper is.
    text = _SPACED_LATIN.sub("", text).strip() or text
    # A title in two languages ("TELLIMUSE KINNITUS / ORDER CONFIRMATION") or two names
    # ("BOLLA DI ACCOMPAGNAMENTO - DDT") is a title in each; "Supplier acknowledgement / date"
    # is a caption.
    parts = _BILINGUAL.split(text) if len(text) <= 80 else [text]
    if len(parts) > 1:
        kinds = [title_kind(part) for part in parts]
        if all(any(kind) for kind in kinds):
            seller = any(s for s, _ in kinds)
            return seller, not seller
    if len(text) > 40:
        return False, False
    seller = any(_is_title(text, m) or _numbered_title(text, m) for m in SELLER_DOC.finditer(text))
    buyer = not seller and (
        bool(_ORDER_ALONE.match(text)) or any(_is_title(text, m) for m in BUYER_DOC.finditer(text))
    )
    return seller, buyer


_BILINGUAL = re.compile(r"\s+[/|\-–—]\s+")
_CLASS_LETTER = re.compile(r"^[ABCEMRX]\s+(?=\w\w)")


_SPACED_CJK = re.compile(rf"(?<=[{CJK}])\s+(?=[{CJK}])")
_SPACED_LATIN = re.compile(r"(?<!\S)(?:[A-Za-z] ){3,}[A-Za-z](?!\S)")
_UNSPACED = re.compile(rf"[{CJK}]")


# A seller's title that carries its own number, alone on its line: "Auftragsbestätigung Nr.
# A9243976", "INVOICE No. 2026/118". Not a quotation's: a buyer's order cites one so
# ("Quotation No. Q-7731").
_OWN_NUMBER = re.compile(
    r"(?i)^\s*(?:nr|n\.?[oº°]|#)\.?\s*[:：]?\s*(?:[a-z]{1,4}\s)?[\w][\w/.\-]*\d[\w/.\-]*$"
)
# The same number closing a longer title: "Encomenda a Fornecedor N.º NE A/1378", "ORDINE DI
# ACQUISTO N. 22".
_NUMBER_END = re.compile(
    r"(?i)\s(?:nr|n\.?[oº°]|n\.|#)\.?\s*[:：]?\s*(?:[a-z]{1,4}\s)?[\w][\w/.\-]*\d[\w/.\-]*$"
)
# A quotation's word and its number alone, as a reference grid cites it ("Offerte 176132").
_CITED_OFFER = re.compile(r"^\s*(?:nr|n\.?[oº°]|#)?\.?\s*[:：]?\s*[\w/.\-]*\d[\w/.\-]*$", re.I)
_OFFER = re.compile(
    r"(?i)quot|angebot|devis|presupuesto|preventivo|offerte|oferta|orçamento|teklif|προσφορά"
    r"|árajánlat|báo\s+giá|penawaran|ponuda|pasiūlymas|报价|報價|見積|견적"
)


# A colon after the kind word's caption ("Pedido cliente: 123"): the line is a caption and
# its value, not a title.
_LATER_COLON = re.compile(r"^[^:：]{0,30}[:：]\s*\S")


def _numbered_title(text: str, m: re.Match[str]) -> bool:
    return (
        not text[: m.start()].strip()
        and not _OFFER.match(m.group(0))
        and bool(_OWN_NUMBER.match(text[m.end() :]))
    )


def _is_title(text: str, m: re.Match[str]) -> bool:
    before, after = text[: m.start()], text[m.end() :]
    if _CITED.search(before) or _CAPTION_TAIL.match(after):
        return False
    if _LATER_COLON.search(after):
        return False  # a caption of more words, then its value: "Παραγγελία Πελάτη Νο: 4848"
    if _OFFER.match(m.group(0)) and _CITED_OFFER.match(after):
        return False  # a buyer's order cites the quotation it follows
    if not _UNSPACED.search(m.group(0)):
        after = _NUMBER_END.sub("", after)
        return len(before.split()) <= 2 and len(after.split()) <= 3
    # Chinese, Japanese and Korean titles: no spaces between the words.
    return len(before.strip()) <= 10 and len(after.strip()) <= 10

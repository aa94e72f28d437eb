"""Every name on a document that could be the supplier, with what surrounds it.

The field rules find the supplier by its label; on a layout they were not written for they
find nothing, or the wrong party. This module takes the other route (issue 8, item 4): it
lists every organisation-like name on the document, the rules' picks among them, and
describes each by its content (legal form, a person's name, digits), where it sits (page,
height on the page, type size, first line of a block) and what announces it: the words of
the heading or caption left of it or above it, sorted into the seller's side (Vendor,
Fornecedor, 供方, 仕入先…) and the buyer's (Bill to, Faturamento, 收货, 請求先…). A learned
model (engine.party_model) scores them; the best one is the supplier, with its score as
the confidence.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field

from po_pipeline.engine.found import Found, Page, as_printed, without_seal
from po_pipeline.engine.labels import normalise
from po_pipeline.engine.parties import letterhead_page
from po_pipeline.engine.segments import Segment
from po_pipeline.engine.values import text_value
from po_pipeline.field_schema import FieldSpec
from po_pipeline.plausibility import has_legal_form, implausible, looks_like_person

__all__ = [
    "PartyCandidate",
    "Placement",
    "document_features",
    "document_kind",
    "page_candidates",
    "title_kind",
]

# Words of a heading or caption that announce the seller's side of an order, and the
# buyer's side (the buyer, whoever is billed, whatever is delivered where). General
# purchasing vocabulary of the languages the product reads, not any one document's words.
_SELLER = re.compile(
    r"(?i)\b(?:vendor|supplier|seller|sold\s+by|messrs|fournisseur|vendeur|titulaire"
    r"|fornitore|ditta(?:\s+fornitrice)?|affidatario|spett\.?\s*le|lieferant|auftragnehmer"
    r"|verkäufer|anbieter|proveedor|vendedor|señores|fornecedor|leverancier|verkoper"
    r"|dostawca|sprzedawca|wykonawca|dodavatel|prodávající|zhotovitel|leverantör|leverandør"
    r"|toimittaja|opdrachtnemer|поставщик\w*|продав[её]ц|исполнител\w*|tedarikçi|satıcı"
    r"|προμηθευτ\w*|πωλητ\w*|ανάδοχος|szállító|eladó|vállalkozó|nhà cung cấp|bên bán|pemasok"
    r"|penjual|rekanan|penyedia|furnizor|постачальник|доставчик|dobavljač|dobavitelj)\b|^from\b"
    r"|供应|供應|供货|供貨|供方|卖方|賣方|销售方|銷售方|销方|出卖人|厂商|廠商|承揽方"
    r"|仕入先|発注先|受注者|売主|販売元|공급자|공급업체|공급처|공급사|수주자|판매자"
)
# Words that address a document to someone: on an order, the vendor; on an invoice or a
# delivery note, the buyer. Which of the two is for the document's kind to say.
_ADDRESSED = re.compile(
    r"(?i)^(?:to|an|aan|à|a|para|attn|attention|z\.\s*hd\.?|messrs|spett\.?\s*le|señores"
    r"|sehr\s+geehrte|кому|προς|sayın|kính\s+gửi|kepada|yth|címzett)\b|^수신"
    r"|(?:御中|様|殿|台照|钧启|鈞啟|귀중|귀하)\s*$"
)
_ADDRESS_SUFFIX = re.compile(r"\s*(?:御中|様|殿|台照|귀중|귀하)\s*$")
_BUYER = re.compile(
    r"(?i)\b(?:buyer|purchaser|customer|client|bill(?:ed)?\s*to|billing|invoice\s+to"
    r"|ship(?:ped)?\s*to|deliver(?:y|ed)?(?:\s+to|\s+address)?|consignee|sold\s+to"
    r"|requisitioner|requested\s+by|ordered\s+by|acheteur|facturation|livraison"
    r"|destinataire|donneur\s+d'ordre|käufer|besteller|auftraggeber|rechnungs\w*"
    r"|liefer(?:adresse|anschrift|ort)|empfänger|comprador|facturación|entrega"
    r"|faturamento|cobrança|solicitante|committente|amministrazione|fatturazione"
    r"|consegna|destinazione|ordinante|stazione\s+appaltante|koper|klant|factuur\w*"
    r"|aflever\w*|lever(?:adres|ing)|zamawiający|nabywca|odbiorca|płatnik|dostawa|odběratel"
    r"|kupující|objednatel|příjemce|köpare|beställare|leveransadress|fakturaadress|køber|kjøper"
    r"|bestiller|leveringsadresse|fakturaadresse|tilaaja|ostaja|toimitusosoite|laskutusosoite"
    r"|intestatario|cliente|adquirente|morada|opdrachtgever|afnemer|bezorg\w*|покупател\w*"
    r"|заказчик\w*|плательщик\w*|грузополучател\w*|получател\w*|alıcı|müşteri|teslimat"
    r"|αγοραστ\w*|παραλ[ηή]πτ\w*|πελάτ\w*|megrendelő|vevő|vásárló|számlázási|szállítási"
    r"|bên mua|người mua|pembeli|pemesan|pengiriman|penagihan|cumpărător|покупець|замовник"
    r"|kupac|naručitelj|naročnik)\b"
    r"|买方|買方|采购方|採購方|购方|購方|需方|收货|收貨|发票抬头|發票抬頭|购买方|購買方"
    r"|注文者|発注者|発注元|買主|納入先|納品先|請求先|送付先|客户|客戶|收件|定作方|委托方"
    r"|订货单位|訂貨單位|공급받는자|발주처|발주자|구매자|납품장소|납품처"
)
# A caption for a name, set alone: "Razão social", "Company name", "名称".
_NAME_CAPTION = re.compile(
    r"(?i)^(?:company\s+name|name|firma|firmenname|raison\s+sociale|dénomination"
    r"|ragione\s+sociale|denominazione|razão\s+social|razon\s+social|razón\s+social"
    r"|наименование|название|unvan[ıi]?|firma\s+unvanı|firma\s+adı|επωνυμία|cégnév|név"
    r"|tên\s+công\s+ty|tên\s+đơn\s+vị|nama\s+perusahaan|상호|회사명|업체명"
    r"|denominación|bedrijfsnaam|nazwa(?:\s+firmy)?|名称|单位名称|公司名称|名稱|單位名稱|会社名"
    r"|社名|商号)\s*[:：]?$"
)
# Titles of documents the seller issues (its name heads them, the buyer is addressed) and of
# documents the buyer issues (the reverse).
_SELLER_DOC = re.compile(
    r"(?i)\b(?:invoice|delivery\s+note|packing\s+(?:slip|list)|confirmation|acknowledge?ment"
    r"|quotation|quote|pro\s*forma|rechnung|lieferschein|bestätigung|angebot|facture"
    r"|bon\s+de\s+livraison|confirmation|devis|factura|albarán|confirmación|presupuesto"
    r"|fattura|ddt|documento\s+di\s+trasporto|conferma|preventivo|factuur|pakbon"
    r"|orderbevestiging|offerte|faktura|potwierdzenie|oferta|nota\s+fiscal|romaneio"
    r"|orçamento|confirmação|confirmacao|confirmare|orderbekräftelse|ordrebekræftelse|ordrebekreftelse|tilausvahvistus|lasku"
    r"|fatura|potvrzení|dodací\s+list|följesedel|følgeseddel|сч[её]т|сч[её]т-фактура|накладная"
    r"|\w*bestätigung|\w*bevestiging|\w*rechnung|\w*lieferschein|onay\w*|proforma|pro-forma"
    r"|подтверждение|irsaliye|teklif|τιμολόγιο|προσφορά|számla|szállítólevél|árajánlat"
    r"|visszaigazolás|hóa\s+đơn|phiếu\s+giao\s+hàng|báo\s+giá|faktur|surat\s+jalan|penawaran)\b"
    r"|发票|發票|送货单|送貨單|发货单|發貨單|出货单|出貨單|销售确认|銷售確認|订单确认|訂單確認"
    r"|报价单|報價單|納品書|請求書|見積書|送り状|出荷案内|거래명세서|세금계산서|견적서"
    r"|請書|受注確認|注文確認|受注書"
)
_BUYER_DOC = re.compile(
    r"(?i)\b(?:purchase\s+order|order\s+form|purchase\s+requisition|bestellung|bestellschein"
    r"|auftrag|bon\s+de\s+commande|commande|orden\s+de\s+compra|pedido|ordine"
    r"|ordinativo|buono\s+d'ordine|inkooporder|bestelbon|bestelling|zamówienie"
    r"|ordem\s+de\s+compra|encomenda|objednávka|inköpsorder|beställning|indkøbsordre"
    r"|innkjøpsordre|bestilling|ostotilaus|tilaus|заказ|заявка|sipariş|satın\s*alma"
    r"|παραγγελία|megrendelés|rendelés|đơn\s+đặt\s+hàng|đơn\s+hàng|pesanan|comandă|замовлення"
    r"|поръчка|narudžbenica|naročilnica)\b"
    r"|采购订单|採購訂單|采购单|採購單|订购单|訂購單|订货单|訂貨單|注文書|発注書|発注票"
    r"|발주서|주문서|구매주문서"
)
# Lines of a block above a name that are still "its" block; beyond, a heading says nothing.
_ABOVE_LINES = 6
_MAX_NAME = 80


@dataclass
class PartyCandidate:
    """One distinct name: its value, where it was seen first, and its features."""

    value: str
    page: int
    seg: Segment
    feats: dict[str, float]
    occurrences: int = 1
    pages: set[int] = field(default_factory=set)


def _role(text: str) -> tuple[float, float]:
    norm = normalise(text).strip()
    if len(norm) > 60:  # a sentence, not a heading
        return 0.0, 0.0
    return float(bool(_SELLER.search(norm))), float(bool(_BUYER.search(norm)))


def _addressed(text: str) -> float:
    norm = normalise(text).strip()
    return float(len(norm) <= 60 and bool(_ADDRESSED.search(norm)))


def _heading_like(seg: Segment, page: Page, i: int) -> bool:
    norm = normalise(seg.text).strip()
    return (
        page.matches[i] is not None
        or norm.endswith((":", "："))
        or (len(norm) <= 40 and any(_role(norm)))
    )


def _values(seg: Segment, page: Page, i: int) -> list[tuple[str, str, str]]:
    """(value, how it was read, the caption before it in the segment)."""
    norm = normalise(seg.text).strip()
    m = page.matches[i]
    out: list[tuple[str, str, str]] = []
    if m is not None:
        rest = m.remainder
        caption = norm[: m.end]
        value = text_value(rest, page.matcher) if rest.strip(" :：") else ""
        if value:
            out.append((value, "after_label", caption))
        return out
    colon = re.match(r"^([^:：]{1,30})[:：]\s*(\S.*)$", norm)
    if colon:
        value = text_value(colon.group(2), page.matcher)
        if value:
            out.append((value, "after_caption", colon.group(1)))
        return out
    suffix = _ADDRESS_SUFFIX.search(norm)
    if suffix:  # "株式会社山田商事 御中": the name, addressed
        value = text_value(norm[: suffix.start()], page.matcher)
        if value:
            out.append((value, "line", suffix.group(0).strip()))
        return out
    value = text_value(norm, page.matcher)
    if value:
        out.append((value, "line", ""))
    return out


def _context(page: Page, i: int, field: str) -> dict[str, float]:
    """What announces segment i: its left neighbour on the line, and the nearest heading
    above it in its column (`*_label`: a label of `field`; `*_other`: any other label)."""
    seg = page.segments[i]
    segs = page.segments
    out = dict.fromkeys(
        (
            "left_seller",
            "left_buyer",
            "left_label",
            "left_other",
            "left_caption",
            "left_addressed",
            "above_seller",
            "above_buyer",
            "above_label",
            "above_other",
            "above_addressed",
            "above_lines",
            "first_in_block",
            "gap_above",
        ),
        0.0,
    )
    left = [
        (j, s)
        for j, s in enumerate(segs)
        if s is not seg and s.same_line(seg) and s.x1 <= seg.x0 + 1
    ]
    if left:
        j, s = max(left, key=lambda js: js[1].x1)
        sell, buy = _role(s.text)
        out["left_seller"], out["left_buyer"] = sell, buy
        out["left_addressed"] = _addressed(s.text)
        m = page.matches[j]
        if m is not None:
            out["left_label" if m.entry.field == field else "left_other"] = 1.0
        out["left_caption"] = float(normalise(s.text).strip().endswith((":", "：")))
    above = sorted(
        (
            (j, s)
            for j, s in enumerate(segs)
            if s.bottom <= seg.top + 0.3 * seg.height and s.x_overlaps(seg, slack=4)
        ),
        key=lambda js: -js[1].bottom,
    )
    lines = 0
    last_top = seg.top
    for k, (j, s) in enumerate(above):
        gap = (last_top - s.bottom) / seg.height
        if k == 0:
            out["gap_above"] = min(max(gap, 0.0), 6.0) / 6
        if gap > 3.0 or lines >= _ABOVE_LINES:
            break
        lines += 1
        last_top = s.top
        if _heading_like(s, page, j):
            sell, buy = _role(s.text)
            m = page.matches[j]
            out["above_seller"], out["above_buyer"] = sell, buy
            out["above_addressed"] = _addressed(s.text)
            if m is not None:
                out["above_label" if m.entry.field == field else "above_other"] = 1.0
            out["above_lines"] = lines / _ABOVE_LINES
            break
    out["first_in_block"] = float(
        not above or out["gap_above"] > 0.3 or (out["above_lines"] > 0 and lines == 1)
    )
    return out


@dataclass(frozen=True)
class Placement:
    """A page's measures, against which a candidate's segment is placed."""

    usual: float  # the median segment height
    tallest: float
    width: float
    depth: float

    @classmethod
    def of(cls, page: Page) -> Placement:
        heights = [s.height for s in page.segments]
        return cls(
            statistics.median(heights),
            max(heights),
            max(s.x1 for s in page.segments) or 1.0,
            max(s.bottom for s in page.segments) or 1.0,
        )

    def features(self, seg: Segment, index: int) -> dict[str, float]:
        """Where the segment sits (page, height on it, left margin), how big its type is,
        and how it was read."""
        return {
            "page": min(index, 3) / 3,
            "y": seg.top / self.depth,
            "x": seg.x0 / self.width,
            "height": min(seg.height / self.usual, 4.0) / 4,
            "tallest": float(seg.height >= 0.95 * self.tallest),
            "ocr": float(seg.source == "ocr"),
            "ocr_score": seg.score,
        }


def page_candidates(spec: FieldSpec, page: Page, index: int) -> list[PartyCandidate]:
    """The names on one page that could be the party `spec` names, one per segment value."""
    segs = page.segments
    if not segs:
        return []
    placement = Placement.of(page)
    out: list[PartyCandidate] = []
    for i, seg in enumerate(segs):
        for value, how, caption in _values(seg, page, i):
            value = as_printed(value, seg.printed or seg.text)
            if seg.source == "ocr":
                value = without_seal(value)
            if (
                len(value) < 2
                or len(value) > _MAX_NAME
                or implausible(spec.type, value, labels=page.labels)
            ):
                continue
            sell, buy = _role(caption)
            own_sell, own_buy = _role(value)
            m = page.matches[i]
            feats = {
                **placement.features(seg, index),
                "legal_form": float(has_legal_form(value)),
                "person": float(looks_like_person(value)),
                "words": min(len(value.split()), 8) / 8,
                "chars": min(len(value), 60) / 60,
                "digits": sum(ch.isdigit() for ch in value) / len(value),
                "cjk": float(any("\u3040" <= ch <= "\u9fff" for ch in value)),
                "upper": sum(ch.isupper() for ch in value)
                / max(sum(ch.isalpha() for ch in value), 1),
                "comma": float("," in value or "，" in value),
                "whole_line": float(how == "line"),
                "after_label": float(how == "after_label"),
                "after_caption": float(how == "after_caption"),
                "same_seller": sell,
                "same_buyer": buy,
                "same_addressed": _addressed(caption) if caption else 0.0,
                "own_seller": own_sell,
                "own_buyer": own_buy,
                "own_caption": float(bool(_NAME_CAPTION.match(normalise(value).strip()))),
                "own_doc_title": float(bool(_SELLER_DOC.search(value) or _BUYER_DOC.search(value))),
                "same_label": float(m is not None and m.entry.field == spec.name),
                "same_other": float(m is not None and m.entry.field != spec.name),
            }
            feats.update(_context(page, i, spec.name))
            out.append(PartyCandidate(value, index, seg, feats, pages={index}))
    return out


def document_features(
    spec: FieldSpec,
    pages: Sequence[Page],
    per_page: Sequence[list[PartyCandidate]],
    rules: Sequence[Found],
) -> list[PartyCandidate]:
    """One candidate per distinct value over the document, with document features: how
    often and on how many pages it occurs, and whether the document is the seller's own
    (an invoice, a delivery note) or the buyer's (an order). The rules' picks join the
    candidates, but which rule found a name is not a feature: on a layout whose roles are
    the reverse of the ones the rules expect, trusting it made the model sure and wrong."""
    merged: dict[str, PartyCandidate] = {}
    # Every sighting of a name, however it is cased: a PO's letterhead ("Acme Corp.") that
    # is also the ship-to ("ACME CORP") is the buyer's.
    sides: dict[str, tuple[float, float]] = {}
    for cands in per_page:
        for c in cands:
            seller, buyer = sides.get(_key(c.value), (0.0, 0.0))
            sides[_key(c.value)] = (
                max(seller, *(c.feats[f"{k}_seller"] for k in _SIGHTINGS)),
                max(buyer, *(c.feats[f"{k}_buyer"] for k in _SIGHTINGS)),
            )
    issuers = _issuers(per_page)
    for cands in per_page:
        for c in cands:
            have = merged.get(c.value)
            if have is None:
                merged[c.value] = c
            else:
                have.occurrences += 1
                have.pages |= c.pages
                # Keep the more telling context: a labelled sighting beats a bare one.
                if _context_weight(c.feats) > _context_weight(have.feats):
                    have.feats, have.seg, have.page = c.feats, c.seg, c.page
    # A rule's pick that no segment gives whole (a name joined over two lines) stands too.
    for f in rules:
        if f.value not in merged:
            seg = Segment(f.value, *f.bbox, source=f.source)
            merged[f.value] = PartyCandidate(
                f.value, 0, seg, _bare_features(f.value, f.source), pages={0}
            )
    senders = _sender_lines(pages[:1])
    seller_issued = float(any(letterhead_page(spec, p) for p in pages[:1]))
    seller_doc, buyer_doc = pages[0].kind if pages else (0.0, 0.0)
    n = len(merged)
    out = []
    for c in merged.values():
        addressed = max(
            c.feats.get(k, 0.0) for k in ("same_addressed", "left_addressed", "above_addressed")
        )
        ever_seller, ever_buyer = sides.get(_key(c.value), (0.0, 0.0))
        first_org, in_footer = issuers.get(_key(c.value), (0.0, 0.0))
        sender = float(_key(c.value) in senders)
        issuer = max(first_org, in_footer, sender)
        c.feats.update(
            ever_seller=ever_seller,
            ever_buyer=ever_buyer,
            addressed=addressed,
            addressed_seller_doc=addressed * seller_doc,
            addressed_buyer_doc=addressed * buyer_doc,
            occurrences=min(c.occurrences - 1, 4) / 4,
            on_pages=min(len(c.pages) - 1, 3) / 3,
            seller_issued=seller_issued,
            sender_line=sender,
            first_org=first_org,
            in_footer=in_footer,
            issuer_seller_doc=issuer * seller_doc,
            issuer_buyer_doc=issuer * buyer_doc,
            seller_doc=seller_doc,
            buyer_doc=buyer_doc,
            candidates=min(n, 40) / 40,
        )
        out.append(c)
    return out


_SIGHTINGS = ("same", "left", "above")
# The band at the foot of a page where a company prints its register, tax and bank details.
_FOOTER = 0.88


def _issuers(per_page: Sequence[list[PartyCandidate]]) -> dict[str, tuple[float, float]]:
    """What marks a name as the paper's issuer, by name key: the first name with a legal
    form from the top of the first page (its letterhead), and a sighting in the foot of a
    page (its register and bank details). On an order the issuer is the buyer; on an
    invoice or a confirmation, the seller: the document's kind says which (the
    `issuer_*_doc` features)."""
    out: dict[str, tuple[float, float]] = {}
    first = sorted(
        (c for c in per_page[0] if c.feats["legal_form"]) if per_page else (),
        key=lambda c: c.seg.top,
    )
    if first:
        out[_key(first[0].value)] = (1.0, 0.0)
    for cands in per_page:
        for c in cands:
            if c.feats["y"] < _FOOTER:
                continue
            # A footer runs the name and its details together: "Name · NIF … · IBAN …".
            m = _SENDER_LINE.match(normalise(c.value).strip())
            name = m.group(1) if m else c.value
            if has_legal_form(name):
                out[_key(name)] = (out.get(_key(name), (0.0, 0.0))[0], 1.0)
    return out


# A sender's line: its name, then its address, in one line run together with middle dots
# or bars ("Hoffmann & Schäfer AG · Am Hafen 14 · 33602 Bielefeld"), as printed over the
# window of an envelope: the issuer of the paper, whatever its kind.
_SENDER_LINE = re.compile(r"^(.{2,80}?)\s*[·•|]\s*\S.*\d")


def _sender_lines(pages: Sequence[Page]) -> set[str]:
    out = set()
    for page in pages:
        for seg in page.segments:
            m = _SENDER_LINE.match(normalise(seg.text).strip())
            if m:
                out.add(_key(m.group(1)))
    return out


def _key(value: str) -> str:
    """A name as compared across its sightings: letters and digits, case folded."""
    return "".join(ch for ch in normalise(value).casefold() if ch.isalnum())


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
    for page in pages:
        if not page.segments:
            continue
        depth = max(s.bottom for s in page.segments)
        for seg in page.segments:
            text = normalise(seg.text).strip()
            if seg.top > depth * 0.7:
                continue
            seller, buyer = title_kind(text)
            side = "seller" if seller else "buyer" if buyer else None
            if side:
                tallest[side] = max(tallest[side], seg.height)
    seller, buyer = tallest["seller"], tallest["buyer"]
    if seller > buyer * 1.1:
        buyer = 0.0
    elif buyer > seller * 1.1:
        seller = 0.0
    return float(seller > 0), float(buyer > 0)


# What follows a kind word that is a caption or an address, not a title.
_CAPTION_TAIL = re.compile(
    r"(?i)^\s*(?:n[oº°r]\b|n[º°]|nr\b|no\.|#|№|num\w*|ref\w*|id\b|code|date|datum|fecha|data"
    r"|tarih\w*|numaras\w*|[:：]|号|编号|編號|番号|番號|日期|编码|번호"
    r"|to\b|an\b|à\b|a\b|para\b|per\b|via\b|addr\w*|adres\w*|indirizzo|direcci[oó]n|endereço)"
)
# What precedes a kind word that cites the other side's paper, or a caption before it.
_CITED = re.compile(
    r"(?i)(?:\b(?:your|our|uw|onze|ihre?|unsere?|votre|vos|notre|su|sus|vostr[aoi]|seu|sua"
    r"|nuestr[ao]|ref|re|per|as\s+per|according\s+to|gemäß|gem|selon|según|secondo"
    r"|betreff|betr|objet|oggetto|asunto|subject)\.?\s*$)|[:：]"
)


def title_kind(text: str) -> tuple[bool, bool]:
    """Whether a line (NFKC, stripped) is the title of a seller's paper, or else of a
    buyer's: short, and its kind word neither a caption, an address nor the other side's
    paper cited."""
    if len(text) > 40:
        return False, False
    seller = any(_is_title(text, m) for m in _SELLER_DOC.finditer(text))
    buyer = not seller and any(_is_title(text, m) for m in _BUYER_DOC.finditer(text))
    return seller, buyer


_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _is_title(text: str, m: re.Match[str]) -> bool:
    before, after = text[: m.start()], text[m.end() :]
    if _CITED.search(before) or _CAPTION_TAIL.match(after):
        return False
    if not _UNSPACED.search(m.group(0)):
        return len(before.split()) <= 2 and len(after.split()) <= 3
    # Chinese, Japanese and Korean titles: no spaces between the words.
    return len(before.strip()) <= 10 and len(after.strip()) <= 10


def _context_weight(feats: dict[str, float]) -> float:
    return sum(
        feats[k]
        for k in (
            "same_label",
            "same_seller",
            "left_label",
            "left_seller",
            "above_label",
            "above_seller",
        )
    )


def _bare_features(value: str, source: str) -> dict[str, float]:
    return {
        "ocr": float(source == "ocr"),
        "legal_form": float(has_legal_form(value)),
        "person": float(looks_like_person(value)),
        "words": min(len(value.split()), 8) / 8,
        "chars": min(len(value), 60) / 60,
        "digits": sum(ch.isdigit() for ch in value) / max(len(value), 1),
        "cjk": float(any("\u3040" <= ch <= "\u9fff" for ch in value)),
        "joined": 1.0,
    }

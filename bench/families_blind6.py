"""Ten more layout families for a sixth blind, frozen test split: purchase orders and the
papers that quote them from Germany, Austria or Switzerland (a seller's Proforma-Rechnung),
Italy (a seller's courtesy copy of its FatturaPA e-invoice), the Netherlands or Flanders (a
seller's orderbevestiging), the United States (a distributor's sales order acknowledgment),
Japan (a seller's qualified invoice, 適格請求書), China (a hospital's consumables order to its
distribution company), Macau (a hotel's, resort's or school's bilingual purchase order),
Morocco, Côte d'Ivoire or Senegal (a bon de commande), Costa Rica or the Dominican Republic (an
ERP's orden de compra) and Australia or the United Kingdom (a purchase order sent as an e-mail
and printed from the mail client).

`FAMILIES` maps a family name (all start with `blind6_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py, families_cjk.py and families_blind2.py to families_blind5.py, whose pools
and drawing helpers they reuse. They were written blind: drawn with reportlab and checked only
by reading their own text layer back and looking at rendered pages, never run through the
extraction engine, its validation or its calibration, and no engine output on them was looked
at (nor the engine's source or vocabulary). They are plain text-layer PDFs (base, DejaVu and
Liberation fonts, WenQuanYi for Chinese and Japanese); bench/families.py may scan a share of
them later. Families that print 'Page 1 of N' draw twice from the same rng state so that N is
right. Five are issued by the seller and quote the buyer's order; five are the buyer's.

de (the seller's letterhead, the buyer in the DIN window - at times abroad -, an info column of
Belegnummer / Proforma-Nr., Datum, Kunden-Nr., 'Ihre Bestellung' / 'Ihre Bestell-Nr.' / 'Ihr
Auftrag' with its date, Unser Angebot, Unsere AB-Nr. and Seite 1 von N; Pos. 10, 20, … with
Rabatt; 'Übertrag' or 'Zwischensumme' carried over pages; Warenwert netto, Verpackung, Fracht,
MwSt. 19 % / USt. 20 % / MWST 8.1 % or a tax-free intra-EU or export delivery, Gesamtbetrag /
Endbetrag / Rechnungsbetrag in € or CHF (1'234.50, rounded to 5 Rappen), at times 'Anzahlung
30 % bei Bestellung' and a Restbetrag; footer with bank, IBAN, USt-IdNr. / UID / FN), it (the
XML's courtesy print: Cedente/prestatore (fornitore) and Cessionario/committente (cliente)
boxes with Denominazione:, P.IVA and REA; Tipologia documento / Numero documento / Data
documento / Codice destinatario; 'Dati ordine acquisto' with Id documento, Data, Num. linea,
CIG, CUP or Codice commessa; Dati DDT; lines with %IVA and SC 10,00%; RIEPILOGHI IVA E TOTALI,
Totale documento, and a payment row whose Importo is the taxable amount alone under split
payment (scissione dei pagamenti) for public buyers; figures as 1234.50 or 1.234,50), nl
(ORDERBEVESTIGING / Opdrachtbevestiging / BESTELBEVESTIGING with a grid of the seller's
Ordernummer / Onze referentie, Orderdatum, Klantnummer, 'Uw ordernummer' / 'Uw referentie' /
'Uw inkoopordernr.' / 'Uw bestelbon nr.', Verkoper, Leverdatum; Afleveradres; Korting %;
'Transport' carried over pages; Orderkosten, Verzendkosten, Totaal excl. BTW, BTW 21%, Totaal
incl. BTW / Totaalbedrag, at times Aanbetaling and Restant bij levering; KvK, BTW and IBAN in
the seller's column; 'Voor akkoord'), en-US (SALES ORDER ACKNOWLEDGMENT / ORDER CONFIRMATION
with the distributor's own ORDER NO., SOLD TO with a customer number, SHIP TO, a strip of
CUSTOMER P.O. NO. / YOUR ORDER NO., SHIP VIA, F.O.B., TERMS, SALESPERSON, TAKEN BY, REQ. DATE,
QUOTE # and JOB; two-line items with ORDERED / SHIP / B/O; '*** CONTINUED ON NEXT PAGE ***'
with SUBTOTAL CARRIED FORWARD and BROUGHT FORWARD; MERCHANDISE TOTAL, FREIGHT (EST.), SALES
TAX, ORDER TOTAL, at times LESS DEPOSIT and BALANCE DUE), ja (請求書 / 御請求書 / 適格請求書:
the buyer 御中, 請求日, 請求書番号 and 登録番号 T…, the seller's name, address and 担当 with a
square seal image, ご請求金額 (税込) - 差引ご請求額 when a 前受金 is deducted -, a grid of 件名,
貴社注文番号 / ご注文番号 / 御社発注No. / 注文No., 納品日, 納品書番号, お支払期限 and at times
お取引先コード; ※ on reduced-rate lines; 税率区分 table of 10 % and 8 % bases and taxes; 小計,
消費税, 合計 in ¥ / ￥ / 円; 【お振込先】), zh-Hans (a hospital's 医用耗材采购订单 in landscape:
订单编号 beside the provincial platform's 平台订单号 and 采购平台, 配送企业 with its 企业编码,
采购库房, 收货地址; every line with 平台产品编码, 生产企业 - the manufacturers - and 注册证号;
本页小计 and 累计 on every page of a long order, 订单总金额 and 合计金额（大写）; 两票制 notes;
采购员 / 库管员 / 科室负责人 / 配送企业确认（签章） and the hospital's seal), zh-Hant (a Macau
buyer's 採購訂單 / 訂購單 PURCHASE ORDER or NOTA DE ENCOMENDA with bilingual cells - 訂單編號
P.O. No., 請購單號 P.R. No., 供應商編號 Vendor Code, 報價單號 Quotation No., 成本中心 -, 供應商
Vendor with its Chinese name over its English or Portuguese one, 送貨地址 Deliver To, two-line
Chinese / English items, 小計 Sub-total / 折扣 Discount / 運費 Delivery / 總額 Grand Total in
MOP or HKD, the sum in Chinese capitals at times, four approval lines), fr (a Moroccan BON DE
COMMANDE with ICE / IF / RC / Patente in dirhams - 1 234,56 DH -, TVA 20 / 14 / 10 %, or an
Ivorian / Senegalese one with NCC or NINEA and RCCM in francs CFA without decimals, TVA 18 %;
Demande d'achat, Réf. devis, the Fournisseur / Doit box, Report over pages, Total HT, Remise,
Net HT, Total TTC, 'Arrêté le présent bon de commande à la somme de …', an AIRSI note), es
(ORDEN DE COMPRA N.º … from a Costa Rican buyer with cédula jurídica, IVA 13 % and exempt lines,
in colones - ₡ / ¢ / CRC - or US$, or a Dominican one with RNC, NCF requerido, ITBIS 18 % in
RD$; Proveedor / Señores: and Entregar en / Facturar a; Solicitud and Cotización numbers;
'Son: … CON 41/100') and en-AU / en-GB (an e-mail printed from web mail - date, 'Gmail -
subject', the print URL and 1/2 - or from a desktop client with From / Sent / To / Cc / Subject
/ Attachments; the PO number in the subject and the body, 'Supplier: …', Deliver to, a small
table, Subtotal (ex GST / VAT), GST 10 % or VAT 20 %, Total; the buyer's signature block and
disclaimer; below it the supplier's quoted message with its quote number, at times a quote
value, and the rep's signature naming the supplier with its ABN or VAT number).

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
seller's papers the customer's order they quote - Ihre Bestellung, the Id documento of the
Dati ordine acquisto, Uw ordernummer / referentie, CUSTOMER P.O. NO., 貴社注文番号 -, never the
seller's proforma, invoice, confirmation or sales order number, nor quotation, requisition,
platform, DDT, delivery-note, contract, CIG or customer numbers); supplier the selling party's
name exactly as printed (the issuer of a seller's paper, the Denominazione of the Cedente, the
配送企业 - never a 生产企业 -, the Macau vendor's Chinese name, the Fournisseur, the Proveedor,
the e-mail's 'Supplier:'; never the buyer, ship-to, bill-to, the hospital, a platform, a contact
person or a PO's letterhead); total the grand total as "1234.50" (tax included; the Totale
documento even where split payment lowers the amount paid; before deposits, advances and
balances - Anzahlung, Aanbetaling, LESS DEPOSIT, 前受金; whole yen and francs CFA as
"1234.00"; "" when the document deliberately states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind2 import kv_right, logo, tax  # noqa: E402
from families_blind3 import es_words, paged  # noqa: E402
from families_blind4 import (  # noqa: E402
    figures,
    net_of,
    nrows,
    of,
    room,
    signs,
    two_pass,
)
from families_blind5 import fr_words, label_pairs  # noqa: E402
from families_cjk import (  # noqa: E402
    CITIES,
    GREY,
    HK_BRANDS,
    JA_ITEMS,
    SHADE,
    Pdf,
    a_date,
    daxie,
    fdate,
    ja_addr,
    ja_firm,
    ja_tel,
    make_lines,
    mobile,
    person,
    rel,
    zh_tel,
)
from families_cjk import no_total as cjk_no_total  # noqa: E402
from families_latin import (  # noqa: E402
    FIRST,
    LAST,
    NOTE,
    Doc,
    block,
    cents,
    cols,
    digits,
    frame,
    items,
    pick,
    result,
)
from families_latin import party as lparty  # noqa: E402
from families_latin import person as lperson  # noqa: E402
from families_latin2 import firm as l2firm  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]

# --------------------------------------------------------------------------- shared helpers


def ddate(dt: date) -> str:
    return dt.strftime("%d.%m.%Y")


def mail_of(name: str, box: str, tld: str) -> str:
    """box@stem.tld from the first long word of a company name."""
    import unicodedata

    words = [w for w in name.replace("&", " ").split() if len(w) > 2 and w[0].isalpha()]
    word = unicodedata.normalize("NFKD", (words or ["info"])[0]).encode("ascii", "ignore")
    stem = "".join(ch for ch in word.decode().lower() if ch.isalnum()) or "info"
    return f"{box}@{stem}.{tld}"


def fitsize(d: Doc, s: str, size: float, w: float, b: bool = True) -> float:
    """The largest size up to `size` at which `s` fits in `w` points."""
    while size > 6 and d.width(s, size, b) > w:
        size -= 0.5
    return size


def hcols(d: Doc, x: float, y: float, spec: list, size: float = 7.6, fill: float = 0.86) -> float:
    """A shaded column heading row for hand-drawn tables; returns the y under it."""
    tw = sum(c[2] for c in spec)
    d.box(x, y, tw, size + 8, fill=fill, stroke=False)
    for _key, lab, cw, al in spec:
        tx = {"l": x + 3, "r": x + cw - 3, "c": x + cw / 2}[al]
        d.t(tx, y + size + 3, lab, size, b=True, al=al, maxw=cw - 4)
        x += cw
    return y + size + 10


def hrow(d: Doc, x: float, y: float, spec: list, r: dict, size: float = 8) -> None:
    for key, _lab, cw, al in spec:
        s = str(r.get(key, ""))
        if s:
            tx = {"l": x + 3, "r": x + cw - 3, "c": x + cw / 2}[al]
            d.t(tx, y + size, s, size, al=al, maxw=cw - 5)
        x += cw


# --------------------------------------------------------------------------- de proforma

DE_BANKS = (
    "Commerzbank|Deutsche Bank|Sparkasse {C}|Volksbank {C} eG|HypoVereinsbank|"
    "Kreissparkasse {C}|Postbank"
)
CH_BANKS = "UBS Switzerland AG|Zürcher Kantonalbank|Raiffeisenbank {C}|PostFinance AG"
AT_BANKS = "Erste Bank|Raiffeisenlandesbank|Oberbank AG|BAWAG P.S.K.|Hypo {C}"
DE_FOREIGN = (
    "Stadtwerke {C} GmbH|Brauerei {C} AG|{C} Maschinenbau GmbH|Kantonsspital {C}|"
    "{C} Lebensmittel GmbH|Stahlbau {C} AG|Kliniken {C} gGmbH"
)


def iban(rng: random.Random, cc: str) -> str:
    n = {"DE": 18, "AT": 16, "CH": 17}[cc]
    raw = cc + digits(rng, "#" * (n + 2))
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


@two_pass
def blind6_de_proforma_rechnung(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A German, Austrian or Swiss seller's Proforma-Rechnung (A4, the seller's letterhead),
    sent for prepayment or customs against the buyer's order."""
    region = pick(rng, "de|de|at|ch")
    d, m, x2, w, _, dt = frame(rng, A4, "helv|times|libsans|dejavu|djcond", 46, 62, totals=False)
    pages = of(npages)
    if region == "at":
        sup, sadr = l2firm(rng, "at", "sup")
    else:
        sup, sadr = lparty(rng, region, "sup")
    bregion = pick(rng, "de|ch|at|de") if region != "ch" else pick(rng, "ch|de")
    if bregion == "at":
        buyer, badr = l2firm(rng, "at", "buy")
    else:
        _n, badr = lparty(rng, bregion, "buy")
        city = badr[1].split(" ", 1)[1]
        buyer = pick(rng, DE_FOREIGN).format(C=city)
    ch = region == "ch"
    fm = figures("'", ".") if ch else figures(".", ",")
    cur = "CHF" if ch else "EUR"
    ft = figures("'", ".", sym="CHF") if ch else figures(".", ",", sym="€", pre=False)
    po = pick(
        rng,
        f"45{rng.randint(10**7, 10**8 - 1)}|BE-{dt.year}-{rng.randint(1, 9999):04d}|"
        f"{rng.randint(100000, 999999)}|PO{rng.randint(10**5, 10**6 - 1)}|"
        f"B{dt:%y}/{rng.randint(100, 9999)}",
    )
    po_dt = dt - timedelta(days=rng.randint(1, 20))
    pf = pick(
        rng,
        f"PF-{dt.year}-{rng.randint(1, 9999):05d}|PR{dt:%y}{rng.randint(1000, 9999)}|"
        f"{rng.randint(700000, 799999)}",
    )
    ab = f"AB{rng.randint(100000, 999999)}"
    knr = digits(rng, pick(rng, "#####|K-#####|1####"))
    ang = pick(rng, f"AN-{dt.year}-{rng.randint(100, 9999)}|{rng.randint(200000, 299999)}")
    rep = lperson(rng, "de")
    tel = digits(
        rng, "+41 ## ### ## ##" if ch else "+43 ### ######" if region == "at" else "0### #####-#"
    )
    tld = {"de": "de", "at": "at", "ch": "ch"}[region]
    title = pick(rng, "Proforma-Rechnung|PROFORMA-RECHNUNG|Pro-forma-Rechnung|Proformarechnung")
    # letterhead
    if rng.random() < 0.5:
        x = logo(d, m, 30, sup, 30, 0.25)
        d.t(x, 46, sup, 15, b=True)
        d.t(x, 58, f"{sadr[0]} · {sadr[1]}", 7.5, grey=0.3)
    else:
        d.t(x2, 42, sup, 16, b=True, al="r")
        d.t(x2, 55, f"{sadr[0]} · {sadr[1]} · Tel. {tel}", 7.5, al="r", grey=0.3)
    # window
    d.t(m, 118, f"{sup} · {sadr[0]} · {sadr[1]}", 6.3, grey=0.25, maxw=250)
    d.line(m, 121, m + 250, 121, 0.3)
    win = [buyer, pick(rng, "Einkauf|Abt. Einkauf|z. Hd. Einkauf|Zentraleinkauf"), *badr]
    if bregion != region:
        win.append({"de": "DEUTSCHLAND", "at": "ÖSTERREICH", "ch": "SCHWEIZ"}[bregion])
    d.lines(m, 128, win, 9.5)
    info = [
        (f"{title.split('-')[0].title()}-Nr." if rng.random() < 0.5 else "Belegnummer", pf),
        ("Datum", ddate(dt)),
        ("Kunden-Nr.", knr),
        (pick(rng, "Ihre Bestellung|Ihre Bestell-Nr.|Ihre Bestellnummer|Ihr Auftrag"), po),
        ("vom", ddate(po_dt)),
        ("Unser Angebot", ang),
        (pick(rng, "Unsere AB-Nr.|Auftragsnummer|Unser Auftrag"), ab),
        ("Bearbeiter", rep),
        ("Telefon", tel),
        ("Seite", f"1 von {pages}"),
    ]
    if rng.random() < 0.4:
        info[3], info[4] = (
            (info[3][0], f"{po} vom {ddate(po_dt)}"),
            (
                "USt-IdNr. Kunde",
                digits(
                    rng,
                    "DE#########"
                    if bregion == "de"
                    else "ATU########"
                    if bregion == "at"
                    else "CHE-###.###.### MWST",
                ),
            ),
        )
    kv_right(d, x2 - 82, x2 - 76, 100, info, 8)
    y = 262
    d.t(m, y, f"{title} {pf}", 13, b=True)
    y += 16
    intro = pick(
        rng,
        f"Sehr geehrte Damen und Herren,\nvielen Dank für Ihre Bestellung {po} vom "
        f"{ddate(po_dt)}. Wie vereinbart erhalten Sie vorab unsere Proforma-Rechnung. Die "
        "Lieferung erfolgt nach Zahlungseingang.|Gemäß Ihrer Bestellung vom "
        f"{ddate(po_dt)} berechnen wir Ihnen vorab wie folgt (Zahlung per Vorkasse):|"
        "Proforma-Rechnung für Zollzwecke und Vorauszahlung. Dies ist keine Rechnung im "
        "Sinne des Umsatzsteuergesetzes.",
    )
    for para in intro.split("\n"):
        y = d.para(m, y, para, 8.8, w)
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Artikel-Nr.", 12, "l"),
        ("desc", "Bezeichnung", 40, "l"),
        ("qty", "Menge", 7, "r"),
        ("unit", "ME", 5, "c"),
        ("price", "Einzelpreis", 11, "r"),
        ("disc", "Rabatt", 7, "r"),
        ("amount", f"Gesamt {cur}", 13, "r"),
    ]
    c = cols(spec, w)
    bottom = d.h - 88
    n = nrows(rng, y + 10, bottom, 14, 190, top2=130, p2=0.3, p3=0.06, most=10)
    rows = items(rng, "de", n, fm)
    for r in rows:
        r["pos"] = str(int(r["pos"]) * 10)
        if rng.random() < 0.25:
            pc = rng.choice([5, 10, 15, 20])
            r["disc"] = f"{pc},0 %" if not ch else f"{pc}.0%"
            r["amt"] = cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])

    flines = [
        [sup, *sadr],
        [f"Tel. {tel}", mail_of(sup, "info", tld), f"www.{mail_of(sup, 'x', tld)[2:]}"],
        [
            pick(rng, (CH_BANKS if ch else AT_BANKS if region == "at" else DE_BANKS)).format(
                C=sadr[1].split(" ", 1)[1]
            ),
            f"IBAN {iban(rng, region.upper())}",
            "UID CHE-" + digits(rng, "###.###.###") + " MWST"
            if ch
            else ("UID ATU" + digits(rng, "########") + " · FN " + digits(rng, "######a"))
            if region == "at"
            else "USt-IdNr. DE" + digits(rng, "#########"),
        ],
    ]

    def foot(p: int) -> None:
        cw = w / 3
        d.line(m, d.h - 62, x2, d.h - 62, 0.4)
        for i, col in enumerate(flines):
            d.lines(m + i * cw, d.h - 58, col, 6.4)

    def head(p: int) -> float:
        d.t(m, 40, sup, 9, b=True)
        d.t(x2, 40, f"{title} {pf} · Ihre Bestellung {po} · Seite {p} von {pages}", 7.5, al="r")
        d.line(m, 46, x2, 46, 0.4)
        return 60

    carry = pick(rng, "Übertrag|Zwischensumme|Übertrag")
    y = paged(
        d,
        m,
        y + 8,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=(carry, "Übertrag" if carry != "Zwischensumme" else "Zwischensumme"),
        fm=fm,
        size=8,
        lead=14,
        shade=0.88,
        rules=rng.random() < 0.5,
    )
    net = net_of(rows)
    pack = Decimal(rng.choice([0, 0, 1250, 1890, 2500, 4500])) / 100
    ship = Decimal(rng.choice([0, 0, 0, 1990, 3500, 8900, 12500])) / 100
    if ch:
        rate = Decimal("8.1")
    elif bregion != region and rng.random() < 0.7:
        rate = Decimal(0)
    else:
        rate = Decimal(20) if region == "at" else Decimal(19)
    base = net + pack + ship
    vat = tax(base, rate)
    total = base + vat
    if ch:
        total = (total * 20).quantize(Decimal(1), ROUND_HALF_UP) / 20
    out = [("Warenwert netto", fm(net), False)]
    if pack:
        out.append(("Verpackung", fm(pack), False))
    if ship:
        out.append((pick(rng, "Fracht|Versandkosten|Frachtkosten"), fm(ship), False))
    if pack or ship:
        out.append(("Nettobetrag", fm(base), False))
    if rate:
        pct = f"{rate}".replace(".", ",") if not ch else f"{rate}"
        out.append(
            (
                f"{'MWST' if ch else 'zzgl. MwSt.' if region == 'de' else 'USt.'} {pct} %",
                fm(vat),
                False,
            )
        )
    else:
        out.append(("MwSt. 0 %", fm(Decimal(0)), False))
    out.append(
        (
            pick(rng, f"Gesamtbetrag {cur}|Endbetrag|Rechnungsbetrag|Gesamtsumme {cur}"),
            ft(total),
            True,
        )
    )
    y = room(d, y, 20 + len(out) * 14 + 120, head, foot)
    y = d.summary(x2 - 210, x2 - 4, y + 8, out, 8.8, box_last=True) + 6
    if not rate:
        y = (
            d.para(
                m,
                y,
                pick(
                    rng,
                    "Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 "
                    "Nr. 1b UStG.|Steuerfreie Ausfuhrlieferung. Reverse Charge - Steuerschuldnerschaft "
                    "des Leistungsempfängers.",
                ),
                7.8,
                w,
            )
            + 2
        )
    dep = rng.random() < 0.45
    if dep:
        share = rng.choice([30, 50])
        adv = cents(total * share / 100)
        y = d.summary(
            x2 - 210,
            x2 - 4,
            y + 2,
            [
                (f"Anzahlung {share} % bei Bestellung", ft(adv), False),
                ("Restbetrag vor Versand", ft(total - adv), False),
            ],
            8.2,
        )
        pay = f"Bitte überweisen Sie die Anzahlung von {ft(adv)} unter Angabe der Belegnummer {pf}."
    else:
        pay = (
            f"Zahlungsbedingung: Vorkasse. Bitte überweisen Sie {ft(total)} unter Angabe von "
            f"{pf} auf unser unten genanntes Konto. Die Ware wird nach Zahlungseingang versandt."
        )
    y = d.para(m, y + 10, pay, 8.2, w)
    extra = [
        f"Lieferbedingung: {pick(rng, 'EXW|FCA|DAP|frei Haus|ab Werk')}"
        f" {pick(rng, 'Incoterms 2020|')}".rstrip(),
        f"Voraussichtlicher Liefertermin: KW {rng.randint(2, 52)}/{dt.year}",
        f"Ursprungsland: {'Schweiz' if ch else 'Österreich' if region == 'at' else 'Deutschland'}"
        f" · Gesamtgewicht ca. {rng.randint(3, 480)} kg",
    ]
    y = d.lines(m, y + 4, extra[: rng.randint(2, 3)], 8)
    y = room(d, y, 50, head, foot)
    d.t(m, y + 22, "Mit freundlichen Grüßen" if not ch else "Freundliche Grüsse", 8.5)
    d.t(m, y + 36, sup, 8.5, b=True)
    d.t(m, y + 48, rep, 8.5)
    foot(d.pages)
    return result(d, "de", "invoice", po, sup, total)


# --------------------------------------------------------------------------- it e-invoice

IT_PA = "Comune di {C}|Azienda Ospedaliera di {C}|Università degli Studi di {C}|ASL {C}|Istituto Comprensivo {C} 1"
IT_BANKS = "Intesa Sanpaolo S.p.A.|UniCredit S.p.A.|Banco BPM S.p.A.|BPER Banca S.p.A.|Banca Sella"


def it_piva(rng: random.Random) -> str:
    return digits(rng, "0##########")


@two_pass
def blind6_it_fattura_cortesia(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An Italian seller's courtesy copy of its FatturaPA e-invoice (A4), as the usual style
    sheets print the XML, quoting the buyer's order in the Dati ordine acquisto rows."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|libsans|dejavu|djcond", 28, 40, totals=False)
    pages = of(npages)
    sup, sadr = lparty(rng, "it", "sup")
    pa = rng.random() < 0.45
    if pa:
        _b, badr = lparty(rng, "it", "buy")
        city = badr[1].split(" ", 1)[1].split(" (")[0]
        buyer = pick(rng, IT_PA).format(C=city)
    else:
        buyer, badr = lparty(rng, "it", "buy")
        while "Comune" in buyer or "Universit" in buyer or "Ospedal" in buyer:
            buyer, badr = lparty(rng, "it", "buy")
    raw = rng.random() < 0.45  # figures as in the XML (1234.50), else 1.234,50
    fm = figures("", ".") if raw else figures(".", ",")
    fd = (
        (lambda x: x.isoformat())
        if raw or rng.random() < 0.4
        else (lambda x: x.strftime("%d-%m-%Y"))
    )
    po = pick(
        rng,
        f"{rng.randint(1, 9999)}|OA-{dt.year}-{rng.randint(1, 99999):05d}|"
        f"45{rng.randint(10**7, 10**8 - 1)}|{rng.randint(1, 999)}/{dt.year}|"
        f"ORD{rng.randint(10**5, 10**6 - 1)}",
    )
    po_dt = dt - timedelta(days=rng.randint(3, 40))
    inv = pick(
        rng,
        f"{rng.randint(1, 999)}/PA|{rng.randint(1, 2999)}|FT/{dt.year}/{rng.randint(1, 9999):04d}|"
        f"{rng.randint(1, 999)}/{dt:%y}",
    )
    ddt = f"{rng.randint(1, 3999)}"
    cig = digits(rng, "@########@") if pa else ""
    sp, bp = it_piva(rng), it_piva(rng)
    title = pick(
        rng,
        "FATTURA ELETTRONICA|Copia di cortesia - Fattura elettronica|Documento di cortesia|FATTURA",
    )
    d.t(m, 34, title, 11, b=True)
    d.t(x2, 34, f"Versione {'FPA12' if pa else 'FPR12'}", 8, al="r", grey=0.4)
    show = rng.random() < 0.3
    if npages > 1 or show:
        d.t(x2, 46, f"Pag. 1 di {pages}", 7.5, al="r", grey=0.4)
    bw = (w - 12) / 2
    ced = [
        f"Identificativo fiscale ai fini IVA: IT{sp}",
        f"Codice fiscale: {sp if rng.random() < 0.7 else digits(rng, '0##########')}",
        f"Denominazione: {sup}",
        "Regime fiscale: RF01 (ordinario)",
        f"Indirizzo: {sadr[0]}",
        f"Comune: {sadr[1].split(' ', 1)[1]}  Cap: {sadr[1].split(' ')[0]}",
        "Nazione: IT",
        f"Telefono: 0{rng.randint(2, 9)} {rng.randint(1000000, 9999999)}",
        f"Email: {mail_of(sup, pick(rng, 'amministrazione|info|fatture'), 'it')}",
        f"Iscrizione REA: {pick(rng, 'MI|TO|BO|VR|PD|FI')}-{rng.randint(100000, 999999)}",
    ]
    ces = [
        f"Codice fiscale: {bp if not pa else digits(rng, '8##########')}",
        f"Denominazione: {buyer}",
        f"Indirizzo: {badr[0]}",
        f"Comune: {badr[1].split(' ', 1)[1]}  Cap: {badr[1].split(' ')[0]}",
        "Nazione: IT",
    ]
    if not pa:
        ces.insert(0, f"Identificativo fiscale ai fini IVA: IT{bp}")
        ces.append(f"Pec: {mail_of(buyer, 'amministrazione', 'legalmail.it')}")
    y0 = 58
    d.box(m, y0, bw, 14, fill=0.88)
    d.t(m + 4, y0 + 10, "Cedente/prestatore (fornitore)", 8, b=True)
    d.box(m + bw + 12, y0, bw, 14, fill=0.88)
    d.t(m + bw + 16, y0 + 10, "Cessionario/committente (cliente)", 8, b=True)
    ya = d.lines(m + 4, y0 + 18, ced, 7.6)
    yb = d.lines(m + bw + 16, y0 + 18, ces, 7.6)
    y = max(ya, yb) + 10
    td = pick(rng, "TD01 fattura|TD01 fattura|TD24 fattura differita")
    dest = digits(rng, "@@#@#@") if pa else pick(rng, "0000000|" + digits(rng, "@@@@###"))
    widths = [w * 0.3, w * 0.1, w * 0.2, w * 0.2, w * 0.2]
    y = (
        d.grid(
            m,
            y,
            widths,
            [
                "Tipologia documento",
                "Art. 73",
                "Numero documento",
                "Data documento",
                "Codice destinatario",
            ],
            [td, "", inv, fd(dt), dest],
            8,
        )
        + 8
    )
    if rng.random() < 0.5:
        d.t(m, y + 8, "Causale", 7.5, b=True)
        d.t(
            m + 40,
            y + 8,
            pick(
                rng,
                "Fornitura materiale come da Vs. ordine|Vendita merci|"
                "Fornitura di beni come da contratto",
            ),
            7.5,
        )
        y += 14
    spec = [
        ("code", pick(rng, "Cod. art.|Codice|Articolo"), 10, "l"),
        ("desc", "Descrizione", 34, "l"),
        ("qty", "Quantità", 8, "r"),
        ("price", "Prezzo unit.", 12, "r"),
        ("unit", "UM", 4.5, "c"),
        ("disc", "Sc./Magg.", 12, "r"),
        ("iva", "%IVA", 6, "r"),
        ("amount", "Prezzo totale", 13.5, "r"),
    ]
    c = cols(spec, w)
    bottom = d.h - 40
    n = nrows(rng, y + 50, bottom, 13, 230, top2=60, p2=0.25, p3=0.05, most=11)
    rows = items(rng, "it", n, fm)
    rate = Decimal(pick(rng, "22|22|22|10|4")) if rng.random() < 0.3 else Decimal(22)
    for r in rows:
        r["iva"] = f"{rate:.2f}" if raw else f"{rate},00"
        if rng.random() < 0.2:
            pc = rng.choice([5, 10, 15, 20])
            r["disc"] = f"SC {pc},00%" if not raw else f"SC {pc}.00%"
            r["amt"] = cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])
        r["price"] = fm(r["p"]) if rng.random() < 0.7 else f"{r['p']:.5f}" if raw else r["price"]
    labs, vals = ["Id documento", "Data"], [po, fd(po_dt)]
    if rng.random() < 0.5:
        labs.append("Num. linea")
        vals.append(str(rng.randint(1, 3)))
    if pa:
        labs += ["CIG", "CUP"] if rng.random() < 0.4 else ["CIG"]
        vals += [cig, digits(rng, "@##@########")][: len(labs) - len(vals)]
    elif rng.random() < 0.4:
        labs.append("Codice commessa/convenzione")
        vals.append(f"COM-{rng.randint(100, 999)}")
    d.t(
        m, y + 8, pick(rng, "Dati ordine acquisto|Dati relativi all'ordine d'acquisto"), 7.5, b=True
    )
    y = d.grid(m, y + 11, [w / len(labs)] * len(labs), labs, vals, 7.6) + 6
    if rng.random() < 0.6:
        d.t(m, y + 8, "Dati DDT", 7.5, b=True)
        y = (
            d.grid(
                m,
                y + 11,
                [w / 4] * 2,
                ["Numero DDT", "Data DDT"],
                [ddt, fd(dt - timedelta(days=rng.randint(0, 6)))],
                7.6,
            )
            + 6
        )
    refs: list[dict] = []
    rows = refs + rows

    def head(p: int) -> float:
        d.t(m, 30, f"Fattura {inv} del {fd(dt)} - {sup}", 8, b=True)
        d.t(x2, 30, f"Pag. {p} di {pages}", 7.5, al="r", grey=0.4)
        return 40

    y = paged(d, m, y, c, rows, bottom=bottom, head=head, size=7.2, lead=13, shade=0.88, grid=True)
    imp = net_of(rows[len(refs) :])
    spese = Decimal(rng.choice([0, 0, 0, 1000, 1500, 2500])) / 100
    base = imp + spese
    iv = tax(base, rate)
    total = base + iv
    split = pa and rng.random() < 0.8
    need = 170
    y = room(d, y, need, head)
    d.t(m, y + 16, "RIEPILOGHI IVA E TOTALI", 8.5, b=True)
    esig = (
        "S (scissione dei pagamenti)"
        if split
        else pick(rng, "I (esigibilità immediata)|D (esigibilità differita)")
    )
    ww = [w * 0.36, w * 0.1, w * 0.14, w * 0.08, w * 0.16, w * 0.16]
    y = (
        d.grid(
            m,
            y + 22,
            ww,
            [
                "esigibilità iva / riferimenti normativi",
                "%IVA",
                "Spese accessorie",
                "Arr.",
                "Totale imponibile",
                "Totale imposta",
            ],
            [
                esig,
                f"{rate:.2f}" if raw else f"{rate},00",
                fm(spese) if spese else "",
                "",
                fm(base),
                fm(iv),
            ],
            7.6,
        )
        + 6
    )
    y = (
        d.grid(
            m,
            y,
            [w * 0.2, w * 0.25, w * 0.15, w * 0.4],
            ["Importo bollo", "Sconto/Maggiorazione", "Arr.", "Totale documento"],
            ["", "", "", fm(total)],
            7.6,
        )
        + 6
    )
    due = base if split else total
    d.t(m, y + 9, "Modalità pagamento", 7, b=True)
    y = d.grid(
        m,
        y + 12,
        [w * 0.3, w * 0.4, w * 0.15, w * 0.15],
        ["Modalità pagamento", "IBAN / Istituto finanziario", "Data scadenza", "Importo"],
        [
            "MP05 Bonifico",
            f"IT{rng.randint(10, 99)}{pick(rng, 'A|B|C|X')}0{digits(rng, '#' * 21)}"
            f" - {pick(rng, IT_BANKS)}",
            fd(dt + timedelta(days=rng.choice([30, 60, 90]))),
            fm(due),
        ],
        7.4,
    )
    if split:
        y = d.para(
            m,
            y + 6,
            "Operazione soggetta a scissione dei pagamenti ai sensi dell'art. "
            "17-ter del D.P.R. 633/1972: l'IVA è versata dal cessionario.",
            7.2,
            w,
        )
    d.t(
        m,
        d.h - 22,
        "Documento privo di valenza fiscale ai sensi dell'art. 21 D.P.R. 633/72. "
        "L'originale è disponibile nell'area riservata dell'Agenzia delle Entrate.",
        6.3,
        grey=0.4,
        maxw=w,
    )
    return result(d, "it", "invoice", po, sup, total)


# --------------------------------------------------------------------------- nl / be confirmation

NL_COND = (
    "Op al onze aanbiedingen en overeenkomsten zijn onze algemene voorwaarden van toepassing, "
    "gedeponeerd bij de Kamer van Koophandel.|Op al onze leveringen zijn de METAALUNIE-"
    "voorwaarden van toepassing.|Op deze overeenkomst zijn de FME-voorwaarden van toepassing; "
    "een exemplaar wordt op verzoek kosteloos toegezonden."
)


@two_pass
def blind6_nl_orderbevestiging(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Dutch or Flemish seller's orderbevestiging (A4) quoting the customer's order."""
    be = rng.random() < 0.35
    region = "be" if be else "nl"
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|libsans|dejavu|times|djcond", 40, 56)
    pages = of(npages)
    sup, sadr = lparty(rng, region, "sup")
    buyer, badr = lparty(rng, region, "buy")
    fm = figures(".", ",")
    ft = figures(".", ",", sym="€")
    po = pick(
        rng,
        f"{rng.randint(10**5, 10**6 - 1)}|IO-{dt.year}-{rng.randint(1, 99999):05d}|"
        f"PO{rng.randint(10**6, 10**7 - 1)}|{rng.randint(2, 4)}{rng.randint(10**6, 10**7 - 1)}|"
        f"{pick(rng, 'BB|BST|INK')}{dt:%y}-{rng.randint(100, 9999)}",
    )
    ob = pick(
        rng,
        f"{rng.randint(20000, 89999)}|VO{dt:%y}{rng.randint(1000, 99999)}|"
        f"OB-{rng.randint(100000, 999999)}",
    )
    knr = digits(rng, pick(rng, "#####|D####|1#####"))
    contact = lperson(rng, "nl")
    seller_rep = lperson(rng, "nl")
    tld = "be" if be else "nl"
    tel = digits(rng, "0# ### ## ##" if be else "0## ### ####")
    # letterhead: name left (or a logo), the seller's details in a right column
    if rng.random() < 0.5:
        x = logo(d, m, 34, sup, 32, rng.choice([0.15, 0.3, 0.45]))
        d.t(x, 54, sup, fitsize(d, sup, 14, x2 - 160 - x), b=True)
    else:
        d.t(m, 52, sup, fitsize(d, sup, 17, x2 - 160 - m), b=True)
    det = [
        *sadr,
        f"T {tel}",
        mail_of(sup, pick(rng, "verkoop|info|orders"), tld),
        f"KvK {digits(rng, '########')}" if not be else f"RPR {pick(rng, 'Gent|Antwerpen|Leuven')}",
        f"BTW NL{digits(rng, '#########')}B01"
        if not be
        else f"BTW BE 0{digits(rng, '###.###.###')}",
        f"IBAN {'NL' if not be else 'BE'}{digits(rng, '##')} "
        + (
            f"{pick(rng, 'RABO|INGB|ABNA')} 0{digits(rng, '### ### ###')}"
            if not be
            else digits(rng, "#### #### ####")
        ),
    ]
    d.lines(x2 - 150, 34, det, 7.2)
    y = 132
    attn = pick(rng, f"T.a.v. de afdeling Inkoop|T.a.v. {contact}|T.a.v. crediteurenadministratie|")
    win = [buyer, *([attn] if attn else []), *badr]
    d.lines(m, y, win, 9.5)
    ship = [
        buyer,
        pick(rng, "Magazijn|Centraal magazijn|Goederenontvangst|Technische dienst"),
        *lparty(rng, region, "buy")[1],
    ]
    if rng.random() < 0.7:
        block(
            d, m + w * 0.55, y - 12, "Afleveradres:", ship, style="plain", size=8.3, b_first=False
        )
    title = pick(
        rng,
        "ORDERBEVESTIGING|Orderbevestiging|BESTELBEVESTIGING"
        if be
        else "ORDERBEVESTIGING|Orderbevestiging|Opdrachtbevestiging",
    )
    d.t(m, 228, title, 16, b=True)
    ref_lab = pick(
        rng,
        "Uw bestelbon nr.|Uw referentie|Uw bestelling"
        if be
        else "Uw ordernummer|Uw referentie|Uw inkoopordernr.|Uw bestelnummer",
    )
    cells = [
        (pick(rng, "Ordernummer|Onze referentie|Ordernr."), ob),
        ("Orderdatum", dt.strftime(pick(rng, "%d-%m-%Y|%d/%m/%Y|%d.%m.%Y"))),
        ("Klantnummer", knr),
        (ref_lab, po),
        ("Verkoper", seller_rep),
        (
            "Leverdatum",
            pick(
                rng,
                f"week {rng.randint(2, 52)}|"
                f"{(dt + timedelta(days=rng.randint(5, 30))):%d-%m-%Y}|z.s.m.",
            ),
        ),
    ]
    if rng.random() < 0.4:
        cells[0], cells[3] = cells[3], cells[0]
    ww = [w * f for f in (0.16, 0.15, 0.14, 0.21, 0.18, 0.16)]
    y = d.grid(m, 240, ww, [c_[0] for c_ in cells], [c_[1] for c_ in cells], 8) + 6
    extra = [
        f"Uw contactpersoon: {contact}",
        f"Leveringsconditie: {pick(rng, 'Franco huis|Af magazijn|DAP|Franco boven € 250,-')}",
        f"Betalingsconditie: {pick(rng, '30 dagen netto|14 dagen netto|60 dagen na factuurdatum|Vooruitbetaling')}",
    ]
    y = d.lines(m, y, extra[: rng.randint(1, 3)], 8)
    y = d.para(
        m,
        y + 4,
        pick(
            rng,
            "Hartelijk dank voor uw order. Hierbij bevestigen wij u "
            "de volgende artikelen:|Wij danken u voor uw opdracht en bevestigen deze als volgt:|"
            "Naar aanleiding van uw bestelling bevestigen wij u het volgende:",
        ),
        8.6,
        w,
    )
    spec = [
        ("code", "Artikelnr.", 12, "l"),
        ("desc", "Omschrijving", 43, "l"),
        ("qty", "Aantal", 7, "r"),
        ("unit", "Eenh.", 6, "c"),
        ("price", "Prijs", 11, "r"),
        ("disc", "Korting", 8, "r"),
        ("amount", "Bedrag", 13, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 60
    n = nrows(rng, y + 8, bottom, 14, 190, top2=80, p2=0.22, p3=0.04, most=10)
    rows = items(rng, "nl", n, fm)
    for r in rows:
        if rng.random() < 0.25:
            pc = rng.choice([5, 10, 12, 15, 25])
            r["disc"] = f"{pc}%"
            r["amt"] = cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 40, f"{title} {ob} - {buyer}", 8.5, b=True)
        d.t(x2, 40, f"Pagina {p} van {pages}", 8, al="r")
        d.line(m, 46, x2, 46, 0.4)
        return 58

    def foot(p: int) -> None:
        d.t(x2, d.h - 26, f"Pagina {p} van {pages}", 7.5, al="r", grey=0.3)

    y = paged(
        d,
        m,
        y + 8,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=("Transport", "Transport") if not nt else None,
        fm=fm,
        size=8,
        lead=14,
        shade=0.9,
        rules=rng.random() < 0.6,
    )
    total = None
    y = room(d, y, 170, head, foot)
    if nt:
        y = d.para(m, y + 12, NOTE["nl"], 8.5, w)
    else:
        sub = net_of(rows)
        cost = Decimal(rng.choice([0, 0, 0, 995, 1250, 1500, 2450])) / 100
        ship = Decimal(rng.choice([0, 0, 2500, 4950, 8500])) / 100
        base = sub + cost + ship
        rate = Decimal(21)
        vat = tax(base, rate)
        total = base + vat
        out = [("Subtotaal", fm(sub), False)]
        if cost:
            out.append(("Orderkosten", fm(cost), False))
        if ship:
            out.append((pick(rng, "Verzendkosten|Transportkosten|Vracht"), fm(ship), False))
        out += [
            ("Totaal excl. BTW", fm(base), False),
            ("BTW 21%", fm(vat), False),
            (pick(rng, "Totaal incl. BTW|Totaalbedrag|Totaal te betalen|TOTAAL"), ft(total), True),
        ]
        y = d.summary(
            x2 - 200,
            x2 - 4,
            y + 8,
            out,
            8.8,
            box_last=rng.random() < 0.6,
            shade=0.9 if rng.random() < 0.4 else None,
        )
        if rng.random() < 0.25:
            adv = cents(total * rng.choice([25, 30, 50]) / 100)
            y = d.summary(
                x2 - 200,
                x2 - 4,
                y + 2,
                [
                    ("Aanbetaling", f"-{fm(adv)}", False),
                    ("Restant bij levering", fm(total - adv), False),
                ],
                8,
            )
    y = room(d, y, 100, head, foot)
    y = d.para(
        m,
        y + 14,
        "Wij verzoeken u deze orderbevestiging te controleren. Eventuele "
        "afwijkingen graag binnen twee werkdagen aan ons melden; daarna gaan wij ervan "
        "uit dat u akkoord bent.",
        7.8,
        w,
    )
    y = d.para(m, y + 4, pick(rng, NL_COND), 7, w, grey=0.35)
    d.t(m, y + 22, "Met vriendelijke groet,", 8.6)
    d.t(m, y + 34, sup, 8.6, b=True)
    d.t(m, y + 46, f"{seller_rep}, binnendienst verkoop", 8.3)
    if rng.random() < 0.5:
        d.sign(x2 - 180, y + 46, 180, "Voor akkoord (handtekening klant)")
    if d.pages > 1 or npages > 1:
        foot(d.pages)
    return result(d, "nl", "order_confirmation", po, sup, total)


# --------------------------------------------------------------------------- us acknowledgment

US_DIST = (
    "{X} Supply Co.|{X} Industrial Distributors, Inc.|{L} Electric Supply, Inc.|"
    "{L} & {L2} Mill Supply LLC|{X} Fluid Power, Inc.|{X} Safety & Supply Corp.|"
    "{L} Brothers Distribution, Inc."
)


@two_pass
def blind6_us_sales_order_ack(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A US distributor's sales order acknowledgment (Letter) quoting the customer's PO."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|mono|libsans|times|libnarrow", 30, 42)
    pages = of(npages)
    _s, sadr = lparty(rng, "us", "sup")
    l1, l2 = rng.sample(LAST["en"].split("|"), 2)
    stem = pick(
        rng,
        "Midwest|Great Lakes|Keystone|Bayou|Piedmont|Tri-State|Heartland|Coastal|"
        "Frontier|Capitol|Valley|Summit",
    )
    sup = pick(rng, US_DIST).format(X=stem, L=l1, L2=l2)
    buyer, badr = lparty(rng, "us", "buy")
    fm = figures(",", ".")
    ft = figures(",", ".", sym="$", gap="")
    po = pick(
        rng,
        f"{rng.randint(10**5, 10**6 - 1)}|PO-{rng.randint(10**4, 10**5 - 1)}|"
        f"{rng.randint(10, 99)}-{rng.randint(1000, 9999)}|P{rng.randint(10**6, 10**7 - 1)}|"
        f"{pick(rng, 'MAINT|OPS|FAC')}-{rng.randint(100, 9999)}|{dt:%m%d}{pick(rng, 'JS|KM|RB|TL')}",
    )
    so = pick(
        rng,
        f"S{rng.randint(10**6, 10**7 - 1)}.001|{rng.randint(10**6, 10**7 - 1)}|"
        f"SO-{rng.randint(10**5, 10**6 - 1)}",
    )
    cust = digits(rng, pick(rng, "######|C#####|@@@###"))
    quote = digits(rng, pick(rng, "Q######|QT-#####|######"))
    rep = lperson(rng, "en")
    taker = pick(rng, FIRST["en"]).upper()[:1] + pick(rng, LAST["en"]).upper()[:6]
    phone = digits(rng, "(###) ###-####")
    title = pick(
        rng, "SALES ORDER ACKNOWLEDGMENT|ORDER ACKNOWLEDGEMENT|ORDER CONFIRMATION|SALES ORDER"
    )
    bx = x2 - 200
    d.t(m, 40, sup, fitsize(d, sup, 15, bx - m - 10), b=True)
    d.lines(
        m,
        46,
        [
            *sadr,
            f"Phone {phone}   Fax {digits(rng, '(###) ###-####')}",
            f"www.{mail_of(sup, 'x', 'com')[2:]}",
        ],
        7.8,
    )
    d.box(bx, 28, 200, 64)
    d.box(bx, 28, 200, 16, fill=0.15)
    d.t(bx + 100, 40, title, fitsize(d, title, 9.5, 190), b=True, al="c", grey=1)
    d.kv(
        bx + 6,
        50,
        [("ORDER NO.", so), ("ORDER DATE", dt.strftime("%m/%d/%Y")), ("PAGE", f"1 OF {pages}")],
        72,
        8,
    )
    ship = [
        buyer,
        pick(rng, "Attn: Receiving|Maintenance Stores|Dock 3|Attn: Plant Engineering"),
        *lparty(rng, "us", "buy")[1],
    ]
    y1 = block(
        d,
        m,
        106,
        f"SOLD TO:  {cust}",
        [buyer, "Accounts Payable", *badr],
        style="box",
        w=w / 2 - 8,
        size=8.3,
    )
    y2 = block(d, m + w / 2 + 8, 106, "SHIP TO:", ship, style="box", w=w / 2 - 8, size=8.3)
    y = max(y1, y2) + 6
    po_lab = pick(rng, "CUSTOMER P.O. NO.|CUSTOMER PO #|YOUR ORDER NO.|CUST P/O")
    cells = [
        (po_lab, po),
        ("SHIP VIA", pick(rng, "UPS GROUND|OUR TRUCK|FEDEX 2DAY|BEST WAY|CUST PICKUP|LTL")),
        ("F.O.B.", pick(rng, "ORIGIN|DESTINATION|SHIP POINT")),
        ("TERMS", pick(rng, "NET 30|2% 10 NET 30|NET 45|C.O.D.|NET 10TH PROX")),
        ("SALESPERSON", rep.upper()),
        ("TAKEN BY", taker),
        ("REQ. DATE", (dt + timedelta(days=rng.randint(2, 21))).strftime("%m/%d/%y")),
    ]
    if rng.random() < 0.35:
        cells.insert(2, cells.pop(0))
    ww = [w * f for f in (0.17, 0.14, 0.12, 0.15, 0.17, 0.11, 0.14)]
    y = d.grid(m, y, ww, [c_[0] for c_ in cells], [c_[1] for c_ in cells], 7.6, shade=0.9) + 4
    extra = [
        f"QUOTE #: {quote}",
        f"JOB: {pick(rng, 'LINE 4 REBUILD|BLDG C HVAC|SHUTDOWN 2025|STOCK')}",
        f"CONTACT: {lperson(rng, 'en').upper()} {digits(rng, '(###) ###-####')}",
    ]
    d.t(m, y + 9, "    ".join(extra[: rng.randint(1, 3)]), 7.6)
    y += 16
    spec = [
        ("pos", "LN", 4, "c"),
        ("desc", "ITEM NUMBER / DESCRIPTION", 41, "l"),
        ("qty", "ORDERED", 8, "r"),
        ("ship", "SHIP", 7, "r"),
        ("bo", "B/O", 6, "r"),
        ("unit", "UM", 5, "c"),
        ("price", "UNIT PRICE", 12, "r"),
        ("amount", "EXTENSION", 13, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 70
    n = nrows(rng, y, bottom, 24, 170, top2=80, p2=0.3, p3=0.08, most=8)
    rows = items(rng, "en", n, fm)
    for r in rows:
        q = int(r["qty"])
        bo = rng.choice([0, 0, 0, 0, q // 2, q]) if q > 1 else 0
        r["ship"], r["bo"] = str(q - bo), str(bo)
        r["item"] = digits(rng, pick(rng, "@@@-#####|###-####-@@|@#####-##|@@@@####"))
        r["desc"] = r["desc"].upper()
        if nt:
            r["price"] = r["amount"] = ""

    def head(p: int) -> float:
        d.t(m, 34, f"{sup}  -  {title}", 8.5, b=True)
        d.kv(x2 - 160, 26, [("ORDER NO.", so), (po_lab, po), ("PAGE", f"{p} OF {pages}")], 90, 7.6)
        d.line(m, 62, x2, 62, 0.6)
        return 72

    y = hcols(d, m, y, c, 7.2)
    run = Decimal(0)
    for r in rows:
        if y + 26 > bottom:
            d.line(m, y + 2, x2, y + 2, 0.5)
            if not nt:
                d.t(x2 - 4, y + 14, f"SUBTOTAL CARRIED FORWARD  {fm(run)}", 8, b=True, al="r")
            d.t(m, y + 14, "*** CONTINUED ON NEXT PAGE ***", 8, b=True)
            d.new_page()
            y = head(d.pages)
            if not nt:
                d.t(x2 - 4, y + 8, f"BROUGHT FORWARD  {fm(run)}", 8, b=True, al="r")
                y += 14
            y = hcols(d, m, y, c, 7.2)
        x = m
        for key, _lab, cw, al in c:
            val = r["item"] if key == "desc" else str(r.get(key, ""))
            tx = {"l": x + 3, "r": x + cw - 3, "c": x + cw / 2}[al]
            d.t(tx, y + 9, val, 8, al=al, b=key == "desc", maxw=cw - 4)
            if key == "desc":
                d.t(tx, y + 19, r["desc"], 7.6, maxw=cw - 4)
            x += cw
        run += r["amt"]
        y += 24
    d.line(m, y, x2, y, 0.6)
    total = None
    y = room(d, y, 150, head)
    if nt:
        y = d.para(
            m,
            y + 12,
            "PRICING PER CUSTOMER CONTRACT - NOT EXTENDED ON THIS ACKNOWLEDGMENT.",
            8.5,
            w,
        )
    else:
        sub = net_of(rows)
        frt = Decimal(rng.choice([0, 0, 2500, 4875, 12000, 18550])) / 100
        rate = Decimal(pick(rng, "0|0|6|7|7.25|8.25|8.875"))
        tx_ = tax(sub + frt, rate)
        total = sub + frt + tx_
        out = [
            ("MERCHANDISE TOTAL", fm(sub), False),
            ("FREIGHT (EST.)" if frt else "FREIGHT", fm(frt), False),
            (f"SALES TAX {rate}%" if rate else "SALES TAX (EXEMPT)", fm(tx_), False),
            (pick(rng, "ORDER TOTAL|TOTAL|TOTAL ORDER AMOUNT"), ft(total), True),
        ]
        y = d.summary(x2 - 210, x2 - 4, y + 6, out, 8.6, box_last=True)
        if rng.random() < 0.3:
            dep = cents(total * rng.choice([25, 50]) / 100)
            y = d.summary(
                x2 - 210,
                x2 - 4,
                y + 2,
                [
                    (f"LESS DEPOSIT (CK #{rng.randint(1000, 9999)})", f"({fm(dep)})", False),
                    ("BALANCE DUE", ft(total - dep), True),
                ],
                8.2,
            )
        if not rate:
            d.t(m, y - 10, f"TAX EXEMPT CERT. ON FILE: {digits(rng, '##-#######')}", 7.5)
    y = room(d, y, 70, head)
    y = d.para(
        m,
        y + 12,
        "Please review this acknowledgment carefully. Notify us within 48 "
        "hours of any discrepancy; otherwise the order will be processed as shown. "
        "Back-ordered items will ship when available unless cancelled. Special-order "
        "items are non-cancellable and non-returnable.",
        7.4,
        w,
    )
    d.t(m, y + 14, f"Thank you for your order!   Questions? Call {rep} at {phone}.", 7.8, b=True)
    return result(d, "en", "order_confirmation", po, sup, total)


# --------------------------------------------------------------------------- ja invoice

JA_BANKS = "三菱UFJ銀行 みずほ銀行 三井住友銀行 りそな銀行 横浜銀行 静岡銀行 福岡銀行".split()
JA_BRANCH = "本店営業部 新宿支店 梅田支店 名古屋支店 横浜駅前支店 大宮支店 博多支店".split()
KANA = {
    "東邦": "トウホウ",
    "三協": "サンキョウ",
    "北斗": "ホクト",
    "朝日": "アサヒ",
    "丸和": "マルワ",
    "大和": "ダイワ",
    "新光": "シンコウ",
    "中央": "チュウオウ",
    "平和": "ヘイワ",
    "昭栄": "ショウエイ",
    "光洋": "コウヨウ",
    "千代田": "チヨダ",
}


def yen6(v: Decimal, style: str) -> str:
    q = v.quantize(Decimal(1), ROUND_HALF_UP)
    return {"y": f"¥{q:,}", "Y": f"￥{q:,}", "yd": f"￥{q:,}-", "en": f"{q:,}円"}[style]


def blind6_ja_seikyusho(rng: random.Random) -> tuple[bytes, dict]:
    """A Japanese seller's per-order 請求書 as a qualified invoice (A4) quoting the buyer's
    注文番号."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(36, 50)
    wd = pdf.w - 2 * m
    dt = a_date(rng)
    buyer = ja_firm(rng)
    sup = ja_firm(rng, buyer.name)
    ys = pick(rng, "y|Y|yd|en")
    ds = pick(rng, "cn|reiwa|slash")
    fd = lambda x: fdate(x, ds)
    po = pick(
        rng,
        f"PO-{dt:%y%m}-{rng.randint(1, 9999):04d}|{rng.randint(10**6, 10**7 - 1)}|"
        f"H{dt:%y}{rng.randint(10000, 99999)}|{rng.randint(100, 999)}-{rng.randint(10000, 99999)}|"
        f"発{dt:%y%m}{rng.randint(100, 999)}",
    )
    inv = pick(
        rng,
        f"{dt:%y%m}-{rng.randint(1, 999):04d}|No.{rng.randint(10**5, 10**6 - 1)}|"
        f"INV{dt:%Y%m}{rng.randint(10, 99)}",
    )
    reg = "T" + digits(rng, "#############")
    title = pick(rng, "請求書|御請求書|請 求 書|適格請求書")
    pdf.text(pdf.w / 2, 56, title, 22, align="c", bold=True, space=4 if len(title) < 4 else 1)
    pdf.line(pdf.w / 2 - 90, 64, pdf.w / 2 + 90, 64, lw=1.2)
    rx = pdf.w - m
    pdf.text(rx, 88, f"請求日　{fd(dt)}", 9, align="r")
    pdf.text(rx, 102, f"請求書番号　{inv}", 9, align="r")
    pdf.text(rx, 116, f"登録番号　{reg}", 9, align="r")
    # buyer
    bx = m
    pdf.text(bx, 100, ja_addr(rng), 8.5, colour=GREY)
    bname = f"{buyer.name}　{pick(rng, '御中|御中|購買部 御中|資材課 御中')}"
    pdf.text(bx, 122, bname, 14, bold=True)
    pdf.line(bx, 128, bx + wd * 0.5, 128, lw=0.8)
    if rng.random() < 0.5:
        pdf.text(bx, 144, f"{pick(rng, '購買部|資材部|総務部')}　{person(rng, 'ja')} 様", 9.5)
    # seller
    sx = m + wd * 0.58
    pdf.text(sx, 150, sup.name, 12, bold=True)
    ad = ja_addr(rng)
    pdf.text(sx, 166, ad, 8.3, maxw=rx - sx)
    pdf.text(sx, 179, f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}", 8.3)
    pdf.text(sx, 192, f"担当：{person(rng, 'ja')}", 8.3)
    if rng.random() < 0.75:
        pdf.stamp(
            rx - 26,
            166,
            sup.name.replace("株式会社", "株式会社")[:8] + "之印",
            rng,
            shape="square",
            r=24,
        )
    y = 214
    pdf.text(m, y, "下記のとおりご請求申し上げます。", 9.5)
    lines = make_lines(rng, JA_ITEMS, rng.randint(2, 12), 200, 32000, whole=True)
    lines.sort(key=lambda ln: ln.rate, reverse=True)
    base10 = sum((ln.amount for ln in lines if ln.rate == 10), Decimal(0))
    base8 = sum((ln.amount for ln in lines if ln.rate == 8), Decimal(0))
    ship = Decimal(rng.choice([0, 0, 0, 800, 1200, 1500, 2000]))
    base10 += ship
    tax10 = (base10 * Decimal("0.10")).quantize(Decimal(1), rounding="ROUND_DOWN")
    tax8 = (base8 * Decimal("0.08")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = base10 + base8 + tax10 + tax8
    adv = Decimal(0)
    if rng.random() < 0.2:
        adv = (total * Decimal(rng.choice([30, 50])) / 100).quantize(Decimal(-3), ROUND_HALF_UP)
    due = total - adv
    # amount box
    y += 12
    pdf.rect(m, y, wd * 0.5, 30, stroke=GREY, lw=1)
    pdf.rect(m, y, wd * 0.17, 30, fill=SHADE, stroke=None)
    pdf.text(
        m + wd * 0.085,
        y + 19,
        "ご請求金額" if not adv else "差引ご請求額",
        10,
        align="c",
        bold=True,
    )
    pdf.text(m + wd * 0.5 - 8, y + 21, f"{yen6(due, ys)}（税込）", 15, align="r", bold=True)
    y += 46
    pk = pick(rng, "貴社注文番号|ご注文番号|御社発注No.|注文No.|貴社発注番号")
    info = [
        [
            "件名",
            pick(
                rng,
                f"{pick(rng, '設備保全用部材|事務用品|梱包資材|工場消耗品')}納入の件|"
                f"{dt.month}月納品分（注文番号 {po}）|部品代",
            ),
        ],
        [pk, po],
        ["納品日", fd(dt - timedelta(days=rng.randint(1, 12)))],
        ["納品書番号", f"D{rng.randint(10**5, 10**6 - 1)}"],
        [
            "お支払期限",
            fd(
                date(dt.year + (dt.month == 12), dt.month % 12 + 1, 1)
                + timedelta(days=rng.choice([29, 30]))
            ),
        ],
    ]
    if rng.random() < 0.4:
        info.insert(2, ["お取引先コード", f"{rng.randint(10000, 99999)}"])
    w2 = [wd * 0.17, wd * 0.33]
    y = pdf.grid(m, y, w2, info, row_h=17, size=8.8, head=0, shade_cols=[0], align="ll") + 12
    body = []
    for i, ln in enumerate(lines):
        name = ln.name + ("　※" if ln.rate == 8 else "")
        body.append(
            [
                str(i + 1),
                name,
                ln.spec,
                f"{ln.qty:,}",
                ln.unit,
                f"{ln.price:,.0f}",
                f"{ln.amount:,.0f}",
            ]
        )
    if ship:
        body.append(
            [str(len(lines) + 1), "運賃・梱包費", "", "1", "式", f"{ship:,.0f}", f"{ship:,.0f}"]
        )
    head = ["No.", "品名", "規格・型式", "数量", "単位", "単価", "金額"]
    widths = rel(wd, [6, 30, 22, 9, 7, 12, 14])
    filler = [[""] * 7 for _ in range(max(0, rng.choice([0, 3, 6]) - len(body) // 3))]
    y = pdf.grid(m, y, widths, [head, *body, *filler], row_h=17, size=8.5, align="cllrcrr") + 8
    sx = m + wd * 0.48
    summ = [["小計（税抜）", f"{base10 + base8:,.0f}"]]
    summ.append(["消費税（10%）", f"{tax10:,.0f}"])
    if base8:
        summ.append(["消費税（8%）", f"{tax8:,.0f}"])
    summ.append([pick(rng, "合計|合計金額|税込合計"), yen6(total, ys)])
    if adv:
        summ += [["前受金", f"-{adv:,.0f}"], ["差引ご請求額", yen6(due, ys)]]
    y1 = pdf.grid(
        sx, y, [wd * 0.3, wd * 0.22], summ, row_h=17, size=9, head=0, shade_cols=[0], align="lr"
    )
    brk = [
        ["税率区分", "対象金額（税抜）", "消費税額"],
        ["10%対象", f"{base10:,.0f}", f"{tax10:,.0f}"],
    ]
    if base8:
        brk.append(["8%対象（軽減）", f"{base8:,.0f}", f"{tax8:,.0f}"])
    y2 = pdf.grid(
        m, y, [wd * 0.16, wd * 0.15, wd * 0.12], brk, row_h=16, size=8, head=1, align="lrr"
    )
    y = max(y1, y2) + 14
    if base8:
        pdf.text(m, y, "※印は軽減税率（8%）対象品目です。", 8.5)
        y += 14
    bank = f"{rng.choice(JA_BANKS)}　{rng.choice(JA_BRANCH)}　{pick(rng, '普通|当座')}　{rng.randint(10**6, 10**7 - 1)}"
    stem = next((k for k in KANA if k in sup.name), "")
    holder = (
        f"カ）{KANA.get(stem, 'トウホウ')}{pick(rng, 'セイコウ|シヨウジ|サンギヨウ|コウギヨウ')}"
    )
    pdf.text(m, y + 4, "【お振込先】", 9, bold=True)
    pdf.text(m, y + 19, bank, 9)
    pdf.text(m, y + 33, f"口座名義　{holder}", 9)
    pdf.text(
        m, y + 49, "※振込手数料は貴社にてご負担くださいますようお願い申し上げます。", 8, colour=GREY
    )
    y += 64
    if rng.random() < 0.6:
        pdf.rect(m, y, wd, 40, stroke=GREY)
        pdf.text(m + 6, y + 13, "備考", 8.5, bold=True)
        pdf.text(
            m + 6,
            y + 28,
            pick(
                rng,
                f"{pk} {po} 分の納品代金となります。|"
                "毎度格別のお引き立てを賜り厚く御礼申し上げます。|"
                "本請求書は適格請求書として発行しております。",
            ),
            8.5,
        )
    return pdf.done("ja", "invoice", po, sup.name, total)


# --------------------------------------------------------------------------- zh hospital order

# name | specs (/) | unit | price range in yuan
MED_ITEMS = [
    row.split("|")
    for row in """一次性使用无菌注射器|1ml/5ml/10ml/20ml|支|0.3-2
一次性使用输液器（带针）|0.7mm/0.55mm|套|1-6
医用外科口罩|17.5cm×9.5cm 挂耳式|只|0.2-1
一次性使用医用橡胶检查手套|M号/L号/S号|盒|18-45
医用脱脂纱布块|8cm×10cm-8P|包|2-9
中心静脉导管包|双腔 7Fr 20cm/单腔 5Fr|套|90-420
一次性使用吸痰管|F12/F14|根|0.8-4
医用胶带|1.25cm×9.1m|卷|2-12
一次性使用导尿包|F16 双腔|套|12-60
医用棉签|10cm×50支|包|1-5
一次性使用静脉留置针|22G/24G/20G|支|3-25
可吸收性外科缝线|3-0 带针 75cm/4-0 带针|根|18-95
医用电极片|成人 50×48mm|片|0.4-2
血糖试纸|50片装/25片装|盒|38-110
一次性使用真空采血管|2ml EDTA-K2/5ml 促凝|支|0.4-2.5
医用透明质酸钠凝胶|2ml|支|80-460
一次性使用气管插管|7.0#/7.5#/8.0#|根|12-70
敷料贴（无菌）|10cm×15cm|片|1-8
一次性使用手术衣|L/XL 加强型|件|9-38
骨科接骨板|锁定 6孔/8孔|块|600-3800""".splitlines()
]
MED_BRANDS = "康宁 华仁 瑞康 洁瑞 维力 安瑞 惠泰 恒康 康德莱 泰安 普益 迈瑞达".split()
DIST_BRANDS = "国药 华润 九州 瑞康 鹭燕 英特 柳药 海王 重药 南药".split()


def med_firm(rng: random.Random, kind: str) -> str:
    city = rng.choice(CITIES)[0]
    if kind == "mfr":
        return f"{pick(rng, '江苏|山东|浙江|广东|河南|上海')}{rng.choice(MED_BRANDS)}" + pick(
            rng, "医疗器械有限公司|医疗用品股份有限公司|生物科技有限公司|医疗科技股份有限公司"
        )
    return f"{city}{rng.choice(DIST_BRANDS)}" + pick(
        rng,
        "医药有限公司|医疗器械有限公司|医药物流有限公司|医疗供应链管理有限公司|医药股份有限公司",
    )


@two_pass
def blind6_zh_yiyuan_peisong(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Chinese hospital's consumables order to its distribution company (A4 landscape), with
    the manufacturer of every line, a page subtotal and running sum on every page."""
    register_cjk_font()
    from reportlab.lib.pagesizes import landscape

    pdf = Pdf(landscape(A4))
    m = rng.uniform(26, 36)
    wd = pdf.w - 2 * m
    pages = of(npages)
    none = cjk_no_total(rng)
    dt = a_date(rng)
    city = rng.choice(CITIES)[0]
    hosp = pick(
        rng,
        f"{city}市第{pick(rng, '一|二|三|四')}人民医院|{city}市中医医院|"
        f"{city}市妇幼保健院|{city}大学附属医院|{city}市{pick(rng, '东|西|南|北')}区人民医院",
    )
    sup = med_firm(rng, "dist")
    po = pick(
        rng,
        f"DD{dt:%Y%m%d}{rng.randint(1, 9999):04d}|HC{dt:%y%m}{rng.randint(10000, 99999)}|"
        f"YY-{dt.year}-{rng.randint(1, 99999):05d}|{dt:%Y%m%d}{rng.randint(100, 999)}",
    )
    plat_no = f"{rng.randint(3, 9)}{rng.randint(10**12, 10**13 - 1)}"
    prov = pick(rng, "江苏省|浙江省|山东省|广东省|湖北省|四川省")
    plat = f"{prov}{pick(rng, '医药集中采购平台|药械集中采购平台|医用耗材阳光采购平台')}"
    code = f"PS{rng.randint(10000, 99999)}"
    title = pick(rng, "医用耗材采购订单|医用耗材配送订单|耗材采购单（配送通知）|卫生材料采购订单")
    store = pick(rng, "耗材库|设备科二级库|总务库房|中心供应室|手术室二级库")
    fds = pick(rng, "cn|iso|slash")
    pdf.text(pdf.w / 2, 34, hosp, 14, align="c", bold=True)
    pdf.text(pdf.w / 2, 56, title, 16, align="c", bold=True, space=2)
    pdf.text(pdf.w - m, 56, f"第 1 页 共 {pages} 页", 8.5, align="r", colour=GREY)
    w6 = rel(wd, [10, 24, 10, 22, 10, 24])
    grid = [
        ["订单编号", po, "下单日期", fdate(dt, fds), "平台订单号", plat_no],
        ["配送企业", sup, "企业编码", code, "采购平台", plat],
        [
            "采购库房",
            store,
            "要求到货",
            fdate(dt + timedelta(days=rng.randint(1, 5)), fds),
            "收货地址",
            f"{hosp}{pick(rng, '门诊楼负一层|后勤楼一楼|住院部B区')}",
        ],
        [
            "采购员",
            f"{person(rng)}  {zh_tel(rng)}",
            "联系人",
            f"{person(rng)}  {mobile(rng)}",
            "结算方式",
            pick(rng, "货到票到90天|月结180天|按医保回款结算"),
        ],
    ]
    if rng.random() < 0.3:
        grid[0][4:], grid[1][:2] = grid[1][:2], grid[0][4:]
    y = (
        pdf.grid(m, 66, w6, grid, row_h=18, size=8.5, head=0, shade_cols=[0, 2, 4], align="llllll")
        + 8
    )
    head = [
        "序号",
        "平台产品编码",
        "产品名称",
        "规格型号",
        "单位",
        "生产企业",
        "注册证号",
        "数量",
        "单价(元)",
        "金额(元)",
    ]
    widths = rel(wd, [4, 11, 16, 11, 4, 18, 13, 6, 8, 9])
    bottom = pdf.h - 70
    row_h = 17
    first = int((bottom - y - 24) // row_h)
    r_ = rng.random()
    n = first + rng.randint(2, 14) if r_ < 0.35 else rng.randint(3, max(3, first - 9))
    mfrs = [med_firm(rng, "mfr") for _ in range(rng.randint(2, 5))]
    body, amts = [], []
    for i in range(n):
        name, specs, unit, pr = rng.choice(MED_ITEMS)
        lo, hi = (float(x) for x in pr.split("-"))
        price = Decimal(str(round(rng.uniform(lo, hi), 2)))
        qty = (
            rng.choice([1, 2, 5, 10, 20, 50, 100, 200]) if hi < 50 else rng.choice([1, 2, 3, 5, 10])
        )
        amt = price * qty
        amts.append(amt)
        mf = rng.choice(mfrs)
        regno = f"{pick(rng, '苏|浙|鲁|粤|国')}械注准{dt.year - rng.randint(1, 8)}{rng.randint(2, 3)}{rng.randint(10, 66)}{rng.randint(1000, 9999)}"
        body.append(
            [
                str(i + 1),
                f"C{rng.randint(10**10, 10**11 - 1)}",
                name,
                rng.choice(specs.split("/")),
                unit,
                mf,
                regno,
                str(qty),
                "" if none else f"{price:,.2f}",
                "" if none else f"{amt:,.2f}",
            ]
        )
    total = None if none else sum(amts, Decimal(0))

    def on_page() -> float:
        pdf.text(m, 30, f"{hosp}  {title}", 10, bold=True)
        pdf.text(
            pdf.w - m, 30, f"订单编号：{po}    第 {pdf.pages} 页 共 {pages} 页", 8.5, align="r"
        )
        return 42

    done = 0
    while True:
        fit_ = max(1, int((bottom - y) / row_h) - 1)
        chunk = body[done : done + fit_]
        y = pdf.grid(m, y, widths, [head, *chunk], row_h=row_h, size=7.8, align="cllllllrrr")
        page_sum = sum(amts[done : done + len(chunk)], Decimal(0))
        done += len(chunk)
        if not none and (done < len(body) or pdf.pages > 1):
            pdf.text(
                pdf.w - m,
                y + 14,
                f"本页小计：{page_sum:,.2f}    累计：{sum(amts[:done], Decimal(0)):,.2f}",
                8.5,
                align="r",
            )
            y += 14
        if done >= len(body):
            break
        pdf.text(m, y + 14, "（接下页）", 8.5, colour=GREY)
        pdf.new_page()
        y = on_page()
    if y + 120 > pdf.h - 24:
        pdf.new_page()
        y = on_page()
    if none:
        pdf.text(m, y + 20, "※ 单价以省平台挂网中标价为准，按实际验收数量结算，本单不列金额。", 9)
    else:
        pdf.text(pdf.w - m, y + 22, f"订单总金额：¥{total:,.2f}", 11, align="r", bold=True)
        pdf.text(m, y + 22, f"合计金额（大写）：{daxie(total)}", 9.5)
    y += 40
    notes = [
        "1. 配送企业须按要求到货时间送达，随货同行单须注明订单编号、产品批号及有效期。",
        "2. 严格执行“两票制”，发票开具单位须与配送企业一致，发票备注栏注明订单编号。",
        "3. 产品须与平台挂网信息一致，未经同意不得替换生产企业或规格。",
    ]
    for k, t in enumerate(notes[: rng.randint(2, 3)]):
        pdf.text(m, y + k * 13, t, 8.2, maxw=wd)
    y += 3 * 13 + 14
    cols4 = [m, m + wd * 0.25, m + wd * 0.5, m + wd * 0.72]
    for x, lab in zip(cols4, ["采购员：", "库管员：", "科室负责人：", "配送企业确认（签章）："]):
        pdf.text(x, y + 6, lab, 9)
    if rng.random() < 0.5:
        pdf.stamp(m + wd * 0.4, y - 4, hosp, rng, caption="采购专用章", r=30)
    return pdf.done("zh-Hans", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- Macau hotel order

MO_BUYERS = [
    ("澳門{X}酒店有限公司", "{E} Hotel (Macau) Limited"),
    ("{X}娛樂度假村股份有限公司", "{E} Resorts (Macau) S.A."),
    ("澳門{X}飲食集團有限公司", "{E} Catering Group (Macau) Limited"),
    ("{X}國際學校", "{E} International School of Macao"),
    ("{X}綜合醫院", "{E} General Hospital"),
]
MO_STEMS = [
    ("金沙灣", "Golden Bay"),
    ("濠江", "Ho Kong"),
    ("南灣", "Nam Van"),
    ("路氹星輝", "Cotai Starlight"),
    ("氹仔海景", "Taipa Seaview"),
    ("皇朝", "Dynasty"),
]
MO_TRADES = [
    ("貿易", "Trading", "Comércio"),
    ("食品", "Food Supplies", "Produtos Alimentares"),
    ("酒店用品", "Hotel Supplies", "Artigos de Hotelaria"),
    ("清潔用品", "Cleaning Supplies", "Produtos de Limpeza"),
    ("工程", "Engineering", "Engenharia"),
    ("電器", "Electrical", "Material Eléctrico"),
]
MO_STREETS = [
    "澳門宋玉生廣場",
    "澳門水坑尾街",
    "氹仔布拉干薩街",
    "澳門巴素打爾古街",
    "澳門黑沙環新街",
    "路氹連貫公路",
    "澳門提督馬路",
]
# zh-Hant | English | unit | price range
MO_ITEMS = [
    r.split("|")
    for r in """浴巾 70×140cm 白色|Bath towel 70x140cm white|條 PC|38-95
床單 King Size 300針|Bed sheet king size 300TC|條 PC|120-380
洗手液 5公升|Hand soap refill 5L|桶 CAN|45-160
廚房用紙 2層|Kitchen towel 2-ply|箱 CTN|88-240
一次性手套 M碼|Disposable gloves size M|盒 BOX|18-65
咖啡豆 1公斤|Coffee beans 1kg|包 BAG|150-420
礦泉水 500毫升×24|Mineral water 500ml x 24|箱 CTN|38-95
LED燈管 T8 18W|LED tube T8 18W|支 PC|22-68
清潔劑 多用途 5公升|All-purpose cleaner 5L|桶 CAN|55-190
垃圾袋 36×48吋|Garbage bag 36x48 in|包 PKT|28-80
客房拖鞋|Guest room slippers|對 PR|4-15
冷凍雞翼 2公斤|Frozen chicken wings 2kg|包 BAG|60-130
影印紙 A4 80克|Copy paper A4 80gsm|箱 CTN|150-260
冷氣機濾網|Air-con filter|個 PC|35-220""".splitlines()
]


@two_pass
def blind6_mo_caigoudan(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Macau hotel's, resort's, caterer's, school's or hospital's bilingual purchase order
    (A4, zh-Hant with English or Portuguese labels) in patacas or Hong Kong dollars."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(30, 42)
    wd = pdf.w - 2 * m
    pages = of(npages)
    none = cjk_no_total(rng)
    dt = a_date(rng)
    (bz, be), (xz, xe) = rng.choice(MO_BUYERS), rng.choice(MO_STEMS)
    buyer, buyer_en = bz.format(X=xz), be.format(E=xe)
    (b_zh, b_en), (t_zh, t_en, t_pt) = rng.choice(HK_BRANDS), rng.choice(MO_TRADES)
    sup = f"{b_zh}{t_zh}" + pick(rng, "有限公司|有限公司|（澳門）有限公司|一人有限公司")
    sup_2 = pick(
        rng,
        f"{b_en} {t_en} Company Limited|{b_en} {t_en} Co., Ltd.|"
        f"Companhia de {t_pt} {b_en}, Limitada",
    )
    pt = rng.random() < 0.3
    hkd = rng.random() < 0.35
    cur = "HKD" if hkd else "MOP"
    sym = pick(rng, "HK$|HKD ") if hkd else pick(rng, "MOP$|MOP |$")

    def fm(v: Decimal) -> str:
        return f"{v.quantize(Decimal('0.01'), ROUND_HALF_UP):,.2f}"

    po = pick(
        rng,
        f"PO{dt:%y}{rng.randint(10**5, 10**6 - 1)}|P{rng.randint(10**6, 10**7 - 1)}|"
        f"{xe.split()[0][:3].upper()}-{dt:%y%m}-{rng.randint(1, 9999):04d}|"
        f"MO/PO/{dt.year}/{rng.randint(1, 9999):04d}",
    )
    pr = f"PR{rng.randint(10**5, 10**6 - 1)}"
    fds = pick(rng, "hk|slash|cn")
    L = lambda zh, en, ptg="": f"{zh} {ptg if pt and ptg else en}"  # noqa: E731
    pdf.text(m, 40, buyer, 13, bold=True)
    pdf.text(m, 55, buyer_en, 9)
    pdf.text(
        m,
        68,
        f"{rng.choice(MO_STREETS)}{rng.randint(1, 300)}號  電話 Tel: (853) 28{rng.randint(10**5, 10**6 - 1)}",
        7.8,
        colour=GREY,
    )
    title_zh = pick(rng, "採購訂單|訂購單|採購單")
    title_x = "NOTA DE ENCOMENDA" if pt else "PURCHASE ORDER"
    pdf.text(pdf.w - m, 42, title_zh, 18, align="r", bold=True, space=2)
    pdf.text(pdf.w - m, 58, title_x, 10, align="r")
    pdf.text(
        pdf.w - m, 72, f"第 1 頁 / 共 {pages} 頁  Page 1 of {pages}", 7.8, align="r", colour=GREY
    )
    y = 84
    dept = pick(
        rng,
        "餐飲部 F&B|客房部 Housekeeping|工程部 Engineering|總務部 Administration|"
        "廚房 Kitchen|醫務部 Medical",
    )
    grid = [
        [L("訂單編號", "P.O. No.", "N.º Encomenda"), po, L("日期", "Date", "Data"), fdate(dt, fds)],
        [
            L("請購單號", "P.R. No.", "N.º Requisição"),
            pr,
            L("部門", "Department", "Departamento"),
            dept,
        ],
        [
            L("供應商編號", "Vendor Code", "Cód. Fornecedor"),
            f"V{rng.randint(1000, 99999)}",
            L("貨幣", "Currency", "Moeda"),
            cur,
        ],
        [
            L("交貨日期", "Delivery Date", "Data de Entrega"),
            fdate(dt + timedelta(days=rng.randint(2, 20)), fds),
            L("付款條件", "Payment Terms", "Pagamento"),
            pick(rng, "月結30天 Net 30|60 days|C.O.D. 貨到付款|月結60天"),
        ],
        [
            L("成本中心", "Cost Center", "Centro de Custo"),
            f"{rng.randint(1000, 9999)}-{rng.randint(10, 99)}",
            L("報價單號", "Quotation No.", "N.º Cotação"),
            f"Q{rng.randint(10000, 99999)}",
        ],
    ]
    if rng.random() < 0.35:
        grid.insert(1, grid.pop(0))
    y = (
        pdf.grid(
            m,
            y,
            rel(wd, [20, 28, 20, 32]),
            grid,
            row_h=17,
            size=8,
            head=0,
            shade_cols=[0, 2],
            align="llll",
        )
        + 10
    )
    half = (wd - 12) / 2
    pdf.rect(m, y, half, 18, fill=SHADE, stroke=None)
    pdf.text(m + 5, y + 13, L("供應商", "Vendor", "Fornecedor"), 9, bold=True)
    pdf.rect(m + half + 12, y, half, 18, fill=SHADE, stroke=None)
    pdf.text(m + half + 17, y + 13, L("送貨地址", "Deliver To", "Local de Entrega"), 9, bold=True)
    vend = [
        sup,
        *([sup_2] if rng.random() < 0.75 else []),
        f"{rng.choice(MO_STREETS)}{rng.randint(1, 300)}號{rng.randint(1, 20)}樓{pick(rng, 'A|B|C|D')}座",
        f"電話 Tel: (853) {rng.choice([28, 66, 62])}{rng.randint(10**5, 10**6 - 1)}   傳真 Fax: (853) 28{rng.randint(10**5, 10**6 - 1)}",
        f"聯絡人 Attn: {person(rng, 'zh-Hant')}",
    ]
    yv = y + 32
    for k, t in enumerate(vend):
        pdf.text(m + 5, yv + k * 14, t, 9.5 if k == 0 else 8.3, bold=k == 0, maxw=half - 8)
    ship = [
        buyer,
        pick(rng, "收貨部 Receiving Dock|中央倉庫 Central Store|廚房後門 Kitchen Back Door"),
        f"{rng.choice(MO_STREETS)}{rng.randint(1, 300)}號",
        f"收貨人 Receiver: {person(rng, 'zh-Hant')}",
    ]
    for k, t in enumerate(ship):
        pdf.text(m + half + 17, yv + k * 14, t, 8.3, maxw=half - 8)
    y = yv + max(len(vend), len(ship)) * 14 + 4
    head = [
        "項目\nItem",
        "貨品編號\nCode",
        "貨品描述\nDescription",
        "單位\nUnit",
        "數量\nQty",
        "單價\nUnit Price",
        f"金額 ({cur})\nAmount",
    ]
    widths = rel(wd, [6, 12, 42, 9, 8, 11, 12])
    bottom = pdf.h - 50
    row_h = 26
    first = int((bottom - y - 30) // row_h)
    n = (
        first + rng.randint(1, 8)
        if rng.random() < 0.22
        else rng.randint(2, max(2, min(10, first - 6)))
    )
    body, amts = [], []
    for i in range(n):
        zh, en, unit, prr = rng.choice(MO_ITEMS)
        lo, hi = (int(x) for x in prr.split("-"))
        price = Decimal(rng.randint(lo * 10, hi * 10)) / 10
        qty = rng.choice([2, 4, 5, 6, 10, 12, 20, 24, 30, 50, 100])
        amts.append(price * qty)
        body.append(
            [
                str(i + 1),
                f"{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
                f"{zh}\n{en}",
                unit,
                str(qty),
                "" if none else fm(price),
                "" if none else fm(price * qty),
            ]
        )

    def on_page() -> float:
        pdf.text(m, 32, f"{buyer}  {title_zh} {title_x}", 9, bold=True)
        pdf.text(pdf.w - m, 32, f"P.O. No. {po}   第 {pdf.pages} 頁 / 共 {pages} 頁", 8, align="r")
        return 44

    done = 0
    while True:
        fit_ = max(1, int((bottom - y) / row_h) - 1)
        chunk = body[done : done + fit_]
        y = pdf.grid(m, y, widths, [head, *chunk], row_h=row_h, size=8, align="ccllcrr")
        done += len(chunk)
        if done >= len(body):
            break
        pdf.text(pdf.w - m, y + 14, "續下頁 Continued on next page", 8, align="r", colour=GREY)
        pdf.new_page()
        y = on_page()
    total = None
    if y + 200 > pdf.h - 20:
        pdf.new_page()
        y = on_page()
    if none:
        pdf.text(
            m,
            y + 18,
            "價格按年度供貨合約計算 Prices as per annual supply contract - amount not stated.",
            8.5,
        )
        y += 26
    else:
        sub = sum(amts, Decimal(0))
        disc = (
            Decimal(0)
            if rng.random() < 0.7
            else (sub * rng.choice([3, 5, 8]) / 100).quantize(Decimal("0.01"))
        )
        deliv = Decimal(0) if rng.random() < 0.75 else Decimal(rng.choice([50, 80, 150, 200]))
        total = sub - disc + deliv
        rows = [["小計 Sub-total", f"{sym}{fm(sub)}"]]
        if disc:
            rows.append(["折扣 Discount", f"-{sym}{fm(disc)}"])
        if deliv:
            rows.append(["運費 Delivery", f"{sym}{fm(deliv)}"])
        rows.append([L("總額 Grand Total", f"({cur})", ""), f"{sym}{fm(total)}"])
        y = (
            pdf.grid(
                pdf.w - m - 240,
                y + 6,
                [120, 120],
                rows,
                row_h=18,
                size=9,
                head=0,
                shade_cols=[0],
                align="lr",
            )
            + 8
        )
        if rng.random() < 0.5:
            pdf.text(
                m, y + 6, f"{'港幣' if hkd else '澳門元'}（大寫）：{daxie(total, trad=True)}", 8.5
            )
            y += 16
    y += 8
    pdf.text(m, y + 6, "條款 Terms:", 8, bold=True)
    terms = [
        "1. 發票及送貨單必須註明本訂單編號。Invoice and delivery note must quote this P.O. number.",
        "2. 本訂單須經授權簽署方為有效。This order is valid only when duly authorised.",
    ]
    for k, t in enumerate(terms):
        pdf.text(m, y + 20 + k * 12, t, 7.5, maxw=wd)
    y += 60
    labs = [
        "申請人\nRequested by",
        "部門主管\nDept. Head",
        "採購經理\nPurchasing Manager",
        "財務總監\nDirector of Finance",
    ]
    cw = wd / 4
    for k, lab in enumerate(labs):
        x = m + k * cw
        pdf.line(x + 4, y + 26, x + cw - 10, y + 26, lw=0.5)
        for j, part in enumerate(lab.split("\n")):
            pdf.text(x + 4, y + 38 + j * 11, part, 8)
    return pdf.done("zh-Hant", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- fr Maghreb / West Africa

AF = {
    "ma": {
        "sup": "{S} {X}|Sté {S} {X} SARL|{X} {S} SARL AU|Ets {L} {S}|{S} du {X} S.A.",
        "sect": "Fournitures Industrielles|Équipements|Quincaillerie|Matériel Électrique|"
        "Bureautique|Hygiène et Nettoyage|Emballages",
        "stems": "Atlas|Souss|Rif|Oriental|Sebou|Bouregreg|Tafilalet|Anfa",
        "last": "Benali|El Amrani|Tazi|Bennani|Alaoui|Berrada|Chraibi|El Idrissi",
        "buy": "Office Régional de {C}|Commune de {C}|Centre Hospitalier Provincial de {C}|"
        "{C} Agro Industries S.A.|Société des Eaux de {C}|Université de {C}",
        "cities": "Casablanca|Rabat|Fès|Tanger|Agadir|Meknès|Oujda|Kénitra",
        "streets": "## Bd Mohammed V|Zone Industrielle Lot ##|## Rue Ibn Sina|Quartier Industriel, "
        "Rue ##|## Avenue Hassan II",
        "phone": "05 22 ## ## ##|05 37 ## ## ##|06 ## ## ## ##",
    },
    "ci": {
        "sup": "{S} {X} SARL|Ets {L} et Fils|{X} {S} SA|{S} de l'{X} SARL|Groupe {L} {S}",
        "sect": "Fournitures Générales|Équipements Industriels|Quincaillerie|Matériel Électrique|"
        "Informatique et Bureautique|Produits d'Entretien",
        "stems": "Lagune|Ébrié|Sahel|Baobab|Téranga|Comoé|Bandama|Atlantique",
        "last": "Koné|Traoré|Diallo|Kouassi|Ndiaye|Coulibaly|Yao|Sow|Diop",
        "buy": "Mairie de {C}|Centre Hospitalier Régional de {C}|{C} Agro-Industrie SA|"
        "Société de Distribution d'Eau de {C}|Port Autonome de {C}",
        "cities": "Abidjan|Bouaké|Yamoussoukro|San-Pédro|Dakar|Thiès|Saint-Louis|Korhogo",
        "streets": "Zone Industrielle de Yopougon, Lot ##|Rue des Jardins, ##|Boulevard de la "
        "République, ##|Km # Route de Rufisque|Plateau, Avenue ##",
        "phone": "+225 27 ## ## ## ##|+221 33 ### ## ##|+225 07 ## ## ## ##",
    },
}


def af_firm(rng: random.Random, reg: str, role: str) -> tuple[str, list[str]]:
    r = AF[reg]
    city = pick(rng, r["cities"])
    lines = [digits(rng, pick(rng, r["streets"])), city.upper() if rng.random() < 0.3 else city]
    if role == "buy":
        name = pick(rng, r["buy"]).format(C=city)
    else:
        name = pick(rng, r["sup"]).format(
            S=pick(rng, r["sect"]), X=pick(rng, r["stems"]), L=pick(rng, r["last"])
        )
    return name, lines


@two_pass
def blind6_ma_ci_bon_commande(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Moroccan buyer's bon de commande in dirhams, or an Ivorian or Senegalese one in francs
    CFA (A4)."""
    reg = pick(rng, "ma|ma|ci")
    ma = reg == "ma"
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu|libsans|djserif", 36, 50)
    pages = of(npages)
    sup, sadr = af_firm(rng, reg, "sup")
    buyer, badr = af_firm(rng, reg, "buy")
    if ma:
        fm = figures(pick(rng, " |.| "), ",")
        unit_cur = pick(rng, "DH|MAD|Dhs")
        ft = lambda v: f"{fm(v)} {unit_cur}"  # noqa: E731
    else:
        fm = figures(pick(rng, " |.| "), ",", places=0)
        ft = lambda v: f"{fm(v)} FCFA"  # noqa: E731
    po = pick(
        rng,
        f"BC-{dt.year}/{rng.randint(1, 9999):04d}|{rng.randint(1, 999):03d}/{dt.year}|"
        f"BC{dt:%y}{rng.randint(10000, 99999)}|{rng.randint(1, 9999)}/DA/{dt.year}|"
        f"N°{rng.randint(100, 9999)}-{dt:%m}-{dt:%y}",
    )
    if po.startswith("N°"):
        po = po[2:]
    da = f"DA-{dt.year}-{rng.randint(1, 999):03d}"
    devis = f"{pick(rng, 'DEV|D|PROF')}-{rng.randint(100, 9999)}"
    # letterhead
    d.t(m, 42, buyer, fitsize(d, buyer, 14, w * 0.6), b=True)
    sn = badr[1].title() in ("Dakar", "Thiès", "Saint-Louis")
    ph = (
        AF["ma"]["phone"]
        if ma
        else "+221 33 ### ## ##|+221 77 ### ## ##"
        if sn
        else "+225 27 ## ## ## ##|+225 07 ## ## ## ##"
    )
    d.lines(m, 48, [*badr, f"Tél. : {digits(rng, pick(rng, ph))}"], 7.8)
    ids = (
        [
            f"ICE : {digits(rng, '00#############')}",
            f"IF : {digits(rng, '########')}",
            f"RC : {digits(rng, '#####')}  Patente : {digits(rng, '########')}",
        ]
        if ma
        else [
            f"NINEA : {digits(rng, '#########')}"
            if sn
            else f"NCC : {digits(rng, '#######')} {pick(rng, 'A|B|F|H|K')}",
            f"RCCM : {'SN-DKR' if sn else 'CI-ABJ'}-"
            f"{dt.year - rng.randint(2, 20)}-B-{rng.randint(1000, 99999)}",
        ]
    )
    d.lines(x2 - 170, 30, ids, 7.2)
    d.box(m + w * 0.2, 100, w * 0.6, 30, fill=0.92)
    lab = pick(rng, "BON DE COMMANDE N°|BON DE COMMANDE N° :|BON DE COMMANDE")
    ttl = f"{lab} {po}" if "N°" in lab else lab
    d.t(m + w / 2, 120, ttl, fitsize(d, ttl, 14, w * 0.58), b=True, al="c")
    y = 142
    if "N°" not in lab:
        d.t(m + w / 2, y + 4, f"Numéro : {po}", 10, b=True, al="c")
        y += 12
    left = [
        ("Date :", dt.strftime(pick(rng, "%d/%m/%Y|%d-%m-%Y|%d.%m.%Y"))),
        ("Demande d'achat :", da),
        ("Réf. devis :", f"{devis} du {(dt - timedelta(days=rng.randint(3, 25))):%d/%m/%Y}"),
        ("Délai de livraison :", pick(rng, "15 jours|immédiat|30 jours|8 jours ouvrables")),
        (
            "Mode de paiement :",
            pick(
                rng,
                "Virement à 60 jours|Chèque à 30 jours|Virement à réception"
                " de facture|Effet à 90 jours",
            ),
        ),
    ]
    y1 = label_pairs(d, m, y + 8, left, 110, 8.5, w * 0.53, b_label=True)
    fbox = [
        sup,
        *sadr,
        (
            f"ICE : {digits(rng, '00#############')}"
            if ma
            else f"NINEA : {digits(rng, '#########')}"
            if sn
            else f"NCC : {digits(rng, '#######')} {pick(rng, 'A|B|F|H|K')}"
        ),
        f"Tél. : {digits(rng, pick(rng, AF[reg]['phone']))}",
    ]
    y2 = block(
        d,
        m + w * 0.55,
        y + 6,
        pick(rng, "Fournisseur :|FOURNISSEUR|Doit :"),
        fbox,
        style="box",
        w=w * 0.45,
        size=8.4,
    )
    y = max(y1, y2) + 6
    d.t(
        m,
        y + 8,
        f"Lieu de livraison : {buyer}, {pick(rng, 'Magasin central|Service Technique|Entrepôt')}, "
        f"{badr[1]}",
        8.2,
        maxw=w,
    )
    y += 16
    spec = [
        ("pos", "N°", 5, "c"),
        ("code", "Réf.", 11, "l"),
        ("desc", "Désignation", 44, "l"),
        ("unit", "Unité", 7, "c"),
        ("qty", "Qté", 7, "r"),
        ("price", "P.U. HT", 12, "r"),
        ("amount", "Montant HT", 14, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 60
    n = nrows(rng, y, bottom, 15, 230, top2=70, p2=0.18, p3=0.03, most=10)
    scale = 1 if ma else 100
    rows = items(rng, "fr", n, fm)
    for r in rows:
        if scale != 1:
            r["p"] = (r["p"] * 60 / 10).quantize(Decimal(1), ROUND_HALF_UP) * 10
            r["amt"] = r["p"] * int(r["qty"])
        else:
            r["p"] = cents(r["p"] * 10)
            r["amt"] = cents(r["p"] * int(r["qty"]))
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 36, f"{buyer} - Bon de commande {po}", 8.5, b=True)
        d.t(x2, 36, f"Page {p}/{pages}", 8, al="r")
        return 48

    def foot(p: int) -> None:
        d.t(x2, d.h - 24, f"Page {p}/{pages}", 7.5, al="r", grey=0.35)

    y = paged(
        d,
        m,
        y,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        size=8,
        lead=15,
        shade=0.88,
        grid=True,
        carry=("Report", "Report") if not nt else None,
        fm=fm,
    )
    total = None
    y = room(d, y, 200, head, foot)
    if nt:
        y = d.para(
            m,
            y + 12,
            "Prix selon convention annuelle ; le montant sera arrêté à la livraison.",
            8.5,
            w,
        )
    else:
        ht = net_of(rows)
        rem = Decimal(0)
        if rng.random() < 0.3:
            rem = (
                cents(ht * rng.choice([2, 3, 5, 10]) / 100)
                if ma
                else (ht * rng.choice([2, 5]) / 100).quantize(Decimal(1))
            )
        base = ht - rem
        rate = Decimal(pick(rng, "20|20|20|14|10")) if ma else Decimal(18)
        tv = tax(base, rate) if ma else (base * rate / 100).quantize(Decimal(1), ROUND_HALF_UP)
        total = base + tv
        out = [("Total HT", fm(ht), False)]
        if rem:
            out += [("Remise", f"- {fm(rem)}", False), ("Net HT", fm(base), False)]
        out += [(f"TVA {rate} %", fm(tv), False), ("Total TTC", ft(total), True)]
        y = d.summary(x2 - 200, x2 - 4, y + 6, out, 8.8, boxed=True, shade=0.9)
        n_, c_ = int(total), int((total - int(total)) * 100)
        words = fr_words(n_)
        words = words[0].upper() + words[1:]
        if ma:
            txt = f"{words} dirhams" + (f" et {fr_words(c_)} centimes" if c_ else "") + " TTC"
        else:
            txt = f"{words} francs CFA TTC"
        y = d.para(m, y + 10, f"Arrêté le présent bon de commande à la somme de : {txt}.", 8.6, w)
        if not ma and rng.random() < 0.4:
            y = d.para(
                m,
                y + 2,
                "Retenue à la source (AIRSI) appliquée au règlement selon la "
                "réglementation en vigueur.",
                7.6,
                w,
            )
    y = room(d, y, 110, head, foot)
    y = d.para(
        m,
        y + 10,
        "La facture doit être établie en trois exemplaires et rappeler le "
        "numéro du présent bon de commande. Toute livraison non conforme sera refusée.",
        7.6,
        w,
    )
    signs(
        d,
        m,
        w,
        y + 60,
        [
            "Le Responsable des Achats",
            "Visa du Contrôle de Gestion",
            pick(rng, "Le Directeur Général|L'Ordonnateur|Le Directeur"),
        ],
        size=7.8,
    )
    d.t(m, y + 80, "Cachet et signature du fournisseur (pour acceptation)", 7.5, grey=0.3)
    if d.pages > 1:
        foot(d.pages)
    return result(d, "fr", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- es Costa Rica / DR

CR_SUP = (
    "Distribuidora {X} S.A.|{S} {X} S.A.|Comercializadora {L} y Asociados S.A.|"
    "{S} del {X} S.R.L.|Importadora {L} S.A.|Grupo {X} {S} S.A."
)
CR_SECT = (
    "Ferretería|Suministros Industriales|Eléctricos|Equipos Médicos|Papelería|Empaques|Químicos"
)
CR_STEM = {
    "cr": "Central|Pacífico|Valle|Tico|Irazú|Arenal|Guanacaste|Heredia",
    "do": "Cibao|Caribe|Quisqueya|Ozama|del Este|Yaque|Antillana|Cotuí",
}
CR_LAST = "Rojas|Vargas|Jiménez|Mora|Solano|Peña|Batista|De los Santos|Almonte|Castillo"
CR_BUY = {
    "cr": "Hospital {X}|Municipalidad de {C}|Cooperativa de Productores de {C} R.L.|"
    "Hotel {X} Resort S.A.|Instituto Tecnológico de {C}|Bananera {X} S.A.",
    "do": "Clínica {X}|Ayuntamiento de {C}|Hotel {X} Beach Resort|Industrias {X} S.A.S.|"
    "Universidad {X}|Central Azucarera {X} S.A.",
}
CR_CITY = {
    "cr": "San José|Alajuela|Cartago|Heredia|Liberia|Puntarenas|Limón",
    "do": "Santo Domingo|Santiago de los Caballeros|La Romana|Punta Cana|San Pedro de Macorís|Puerto Plata",
}
CR_STREET = {
    "cr": "De la iglesia católica ### m norte|Zona Industrial de Pavas, bodega ##|"
    "Avenida #, calles ## y ##|Parque Empresarial Forum, edificio #",
    "do": "Av. 27 de Febrero No. ###|Calle ## No. ##, Ens. Naco|Av. Winston Churchill No. ###|"
    "Autopista Duarte Km ##|Zona Franca Industrial, Nave ##",
}


def cr_firm(rng: random.Random, reg: str, role: str) -> tuple[str, list[str]]:
    city = pick(rng, CR_CITY[reg])
    lines = [digits(rng, pick(rng, CR_STREET[reg])), city]
    if role == "buy":
        return pick(rng, CR_BUY[reg]).format(X=pick(rng, CR_STEM[reg]), C=city), lines
    return pick(rng, CR_SUP).format(
        X=pick(rng, CR_STEM[reg]), S=pick(rng, CR_SECT), L=pick(rng, CR_LAST)
    ), lines


@two_pass
def blind6_cr_do_orden_compra(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Costa Rican (colones or dollars, IVA 13 %) or Dominican (RD$, ITBIS 18 %) buyer's
    orden de compra as an ERP prints it (Letter or A4)."""
    reg = pick(rng, "cr|do")
    cr = reg == "cr"
    d, m, x2, w, nt, dt = frame(
        rng, letter if rng.random() < 0.6 else A4, "helv|dejavu|libsans|djcond", 30, 44
    )
    pages = of(npages)
    sup, sadr = cr_firm(rng, reg, "sup")
    buyer, badr = cr_firm(rng, reg, "buy")
    usd = cr and rng.random() < 0.35
    if cr and not usd:
        fm = figures(pick(rng, " |.|,"), pick(rng, ",|,|."))
        if fm(Decimal("1234.5")) in ("1,234,50", "1.234.50"):
            fm = figures(" ", ",")
        sym = pick(rng, "₡|¢|CRC ") if d.reg.startswith("DejaVu") else pick(rng, "¢|CRC ")
    elif usd:
        fm, sym = figures(",", "."), "US$"
    else:
        fm, sym = figures(",", "."), pick(rng, "RD$|RD$ |DOP ")
    ft = lambda v: f"{sym}{fm(v)}"  # noqa: E731
    po = pick(
        rng,
        f"OC-{rng.randint(1000, 99999):05d}|{dt.year}-{rng.randint(1, 9999):04d}|"
        f"OC{dt:%y}{rng.randint(1000, 9999)}|PO-{rng.randint(10**5, 10**6 - 1)}|"
        f"{rng.randint(10000, 99999)}",
    )
    ced = (
        f"3-101-{rng.randint(100000, 999999)}"
        if cr
        else f"{rng.randint(1, 4)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}-{rng.randint(1, 9)}"
    )
    bced = (
        f"3-{pick(rng, '101|002|007')}-{rng.randint(100000, 999999)}"
        if cr
        else f"1-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}-{rng.randint(1, 9)}"
    )
    idlab = "Cédula jurídica" if cr else "RNC"
    x = logo(d, m, 28, buyer, 36, 0.3) if rng.random() < 0.6 else m
    d.t(x, 40, buyer, fitsize(d, buyer, 13, x2 - 200 - x), b=True)
    d.lines(
        x,
        46,
        [
            f"{badr[0]}, {badr[1]}",
            f"{idlab}: {bced}   Tel. {digits(rng, '####-####' if cr else '(809) ###-####')}",
        ],
        7.6,
    )
    d.t(
        x2,
        40,
        pick(rng, "ORDEN DE COMPRA|Orden de Compra|ORDEN DE COMPRA LOCAL"),
        15,
        b=True,
        al="r",
    )
    d.t(x2, 56, f"N.º {po}" if rng.random() < 0.5 else f"No. {po}", 12, b=True, al="r")
    d.t(x2, 70, f"Página 1 de {pages}", 7.5, al="r", grey=0.35)
    y = 84
    bw = w / 2 - 6
    prov = [
        sup,
        *sadr,
        f"{idlab}: {ced}",
        f"Contacto: {pick(rng, FIRST['es'])} {pick(rng, CR_LAST)}",
        f"Tel. {digits(rng, '####-####' if cr else '(829) ###-####')}",
    ]
    y1 = block(
        d, m, y, pick(rng, "Proveedor|PROVEEDOR|Señores:"), prov, style="bar", w=bw, size=8.2
    )
    ent = [
        buyer,
        pick(rng, "Bodega central|Almacén general|Recepción de mercancías|Cocina central"),
        *cr_firm(rng, reg, "buy")[1],
    ]
    y2 = block(
        d,
        m + bw + 12,
        y,
        pick(rng, "Entregar en|LUGAR DE ENTREGA|Facturar a"),
        ent,
        style="bar",
        w=bw,
        size=8.2,
    )
    y = max(y1, y2) + 8
    cells = [
        ("Fecha", dt.strftime("%d/%m/%Y")),
        ("Solicitud No.", f"SC-{rng.randint(1000, 9999)}"),
        ("Cotización No.", f"{pick(rng, 'COT|Q|P')}-{rng.randint(100, 99999)}"),
        ("Moneda", "USD" if usd else "CRC" if cr else "DOP"),
        ("Condición de pago", pick(rng, "Crédito 30 días|Contado|Crédito 45 días|Crédito 60 días")),
        ("Comprador", f"{pick(rng, FIRST['es'])} {pick(rng, CR_LAST)}"),
    ]
    if not cr:
        cells.insert(4, ("NCF requerido", pick(rng, "B01 Crédito Fiscal|B01|B15 Gubernamental")))
        cells.pop(1)
    y = (
        d.grid(
            m,
            y,
            [w / len(cells)] * len(cells),
            [c_[0] for c_ in cells],
            [c_[1] for c_ in cells],
            7.8,
        )
        + 8
    )
    tlab = "IVA" if cr else "ITBIS"
    spec = [
        ("pos", "Lín.", 5, "c"),
        ("code", "Código", 11, "l"),
        ("desc", "Descripción", 40, "l"),
        ("qty", "Cant.", 7, "r"),
        ("unit", "U.M.", 6, "c"),
        ("price", "Precio unit.", 12, "r"),
        ("tx", f"{tlab}%", 7, "r"),
        ("amount", "Total línea", 13, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 60
    n = nrows(rng, y, bottom, 14, 220, top2=70, p2=0.2, p3=0.04, most=10)
    rows = items(rng, "es", n, fm)
    mult = 1 if usd or not cr else 520
    if not cr:
        mult = 58
    rate = Decimal(13) if cr else Decimal(18)
    for r in rows:
        if mult != 1:
            r["p"] = cents(r["p"] * mult)
            r["amt"] = cents(r["p"] * int(r["qty"]))
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])
        r["ex"] = cr and rng.random() < 0.12
        r["tx"] = "0" if r["ex"] else f"{rate}"

    def head(p: int) -> float:
        d.t(m, 34, f"{buyer} - Orden de compra {po}", 8.5, b=True)
        d.t(x2, 34, f"Página {p} de {pages}", 8, al="r")
        return 46

    y = paged(
        d,
        m,
        y,
        c,
        rows,
        bottom=bottom,
        head=head,
        size=7.8,
        lead=14,
        shade=0.85,
        zebra=0.95 if rng.random() < 0.4 else None,
    )
    total = None
    y = room(d, y, 170, head)
    if nt:
        y = d.para(
            m,
            y + 12,
            "Precios según contrato de suministro vigente; el monto se "
            "determina al recibir la mercadería.",
            8.5,
            w,
        )
    else:
        sub = net_of(rows)
        disc = cents(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.25 else Decimal(0)
        taxable = sum((r["amt"] for r in rows if not r["ex"]), Decimal(0))
        taxable = cents(taxable * (sub - disc) / sub) if sub else taxable
        tv = tax(taxable, rate)
        total = sub - disc + tv
        out = [("Subtotal", fm(sub), False)]
        if disc:
            out.append(("Descuento", f"-{fm(disc)}", False))
        out += [
            (f"{tlab} {rate}%", fm(tv), False),
            (pick(rng, "Total|TOTAL GENERAL|Total orden"), ft(total), True),
        ]
        y = d.summary(x2 - 200, x2 - 4, y + 6, out, 8.8, box_last=True)
        n_ = int(total)
        c_ = int((total - n_) * 100)
        cur_w = "DÓLARES" if usd else "COLONES" if cr else "PESOS DOMINICANOS"
        y = d.para(m, y + 6, f"Son: {es_words(n_)} {cur_w} CON {c_:02d}/100", 8.2, w)
        if not cr and rng.random() < 0.35:
            y = d.para(
                m,
                y + 2,
                "Nota: se aplicará la retención del 30 % del ITBIS según la "
                "Norma 02-05 cuando corresponda.",
                7.4,
                w,
                grey=0.3,
            )
    y = room(d, y, 110, head)
    y = d.para(
        m,
        y + 8,
        "Favor indicar el número de esta orden de compra en la factura "
        + ("electrónica" if cr else "con NCF")
        + " y en la guía de despacho. "
        "No se recibirá mercadería sin orden de compra.",
        7.6,
        w,
    )
    signs(
        d,
        m,
        w,
        y + 54,
        ["Elaborado por", "Aprobado por", "Recibido conforme (proveedor)"],
        [f"{pick(rng, FIRST['es'])} {pick(rng, CR_LAST)}", "", ""],
        7.8,
    )
    return result(d, "es", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en e-mail order


@two_pass
def blind6_en_email_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An Australian or British purchase order sent as an e-mail and printed to PDF from a
    web mail or desktop mail client, over the supplier's quoted reply (A4 or Letter)."""
    uk = rng.random() < 0.45
    region = "uk" if uk else "au"
    d, m, x2, w, nt, dt = frame(
        rng, A4 if uk or rng.random() < 0.7 else letter, "helv|libsans|dejavu|libserif", 36, 50
    )
    pages = of(npages)
    sup, sadr = lparty(rng, "uk", "sup") if uk else l2firm(rng, "au", "sup")
    buyer, badr = lparty(rng, "uk", "buy") if uk else l2firm(rng, "au", "buy")
    fm = figures(",", ".")
    cur = "£" if uk else "$"
    ft = lambda v: f"{cur}{fm(v)}"  # noqa: E731
    tlab, rate = ("VAT", Decimal(20)) if uk else ("GST", Decimal(10))
    po = pick(
        rng,
        f"PO{rng.randint(10**4, 10**5 - 1)}|{rng.randint(10**5, 10**6 - 1)}|"
        f"PO-{dt.year}-{rng.randint(1, 9999):04d}|{pick(rng, 'MNT|WKS|FAC|ICT')}"
        f"{rng.randint(1000, 9999)}|4500{rng.randint(10**5, 10**6 - 1)}",
    )
    quote = pick(
        rng,
        f"Q{rng.randint(10**4, 10**5 - 1)}|QU-{rng.randint(1000, 9999)}|"
        f"{rng.randint(100000, 999999)}",
    )
    bf, bl = pick(rng, FIRST["en"]), pick(rng, LAST["en"])
    rf, rl = pick(rng, FIRST["en"]), pick(rng, LAST["en"])
    bdom = mail_of(
        buyer, "x", "gov.uk" if "Council" in buyer and uk else "co.uk" if uk else "com.au"
    )[2:]
    sdom = mail_of(sup, "x", "co.uk" if uk else "com.au")[2:]
    bmail = f"{bf.lower()}.{bl.lower()}@{bdom}"
    smail = f"{rf.lower()}.{rl.lower()}@{sdom}"
    cc = f"accounts.payable@{bdom}"
    subj = pick(
        rng,
        f"Purchase Order {po}|PO {po} - {sup}|Order confirmation - PO# {po}|"
        f"RE: Quote {quote} - PO {po}|Official order {po}",
    )
    from datetime import datetime

    sent = datetime(dt.year, dt.month, dt.day, rng.randint(7, 17), rng.randint(0, 59))
    when = sent.strftime(pick(rng, "%A, %d %B %Y %H:%M|%d %B %Y at %H:%M|%a %d/%m/%Y %I:%M %p"))
    gmail = rng.random() < 0.5

    def chrome(p: int) -> None:
        if gmail:
            d.t(
                m,
                20,
                (sent + timedelta(minutes=rng.randint(5, 300))).strftime("%d/%m/%Y, %H:%M"),
                7,
                grey=0.3,
            )
            d.t(d.w / 2, 20, f"Gmail - {subj}", 7, al="c", grey=0.3, maxw=w * 0.6)
            d.t(
                m,
                d.h - 14,
                "https://mail.google.com/mail/u/0/?ik="
                + digits(rng, "@#@#@#@#@#")
                + "&view=pt&search=all",
                6.5,
                grey=0.3,
            )
            d.t(x2, d.h - 14, f"{p}/{pages}", 7, al="r", grey=0.3)
        else:
            d.t(x2, d.h - 16, f"Page {p} of {pages}", 7, al="r", grey=0.3)

    def head(p: int) -> float:
        chrome(p)
        return 46

    chrome(1)
    if gmail:
        d.t(m, 44, "Gmail", 15, b=True, grey=0.35)
        d.t(x2, 44, f"{bf} {bl} <{bmail}>", 8, al="r")
        d.line(m, 52, x2, 52, 0.6)
        d.t(m, 72, subj, 12.5, b=True, maxw=w)
        d.line(m, 80, x2, 80, 0.3)
        d.t(m, 96, f"{bf} {bl} <{bmail}>", 8.6, b=True)
        d.t(x2, 96, when, 7.8, al="r")
        y = d.lines(m, 101, [f"To: {rf} {rl} <{smail}>", f"Cc: {cc}"], 8)
    else:
        d.t(m, 48, f"{bf} {bl}", 14, b=True)
        d.line(m, 56, x2, 56, 1.2)
        pairs = [
            ("From:", f"{bf} {bl} <{bmail}>"),
            ("Sent:", when),
            ("To:", f"'{rf} {rl}' <{smail}>"),
            ("Cc:", cc),
            ("Subject:", subj),
        ]
        if rng.random() < 0.5:
            pairs.append(("Attachments:", f"PO_{po}.pdf; Delivery instructions.docx"))
        y = d.kv(m, 62, pairs, 70, 8.6, b_label=True)
    y += 14
    body = [
        f"Hi {rf},",
        "",
        pick(
            rng,
            f"Thanks for the quote ({quote}). Please accept this email as our official "
            f"purchase order {po} for the items below.|"
            f"Please supply the following as per your quote {quote}. Our purchase order "
            f"number is {po} - please quote it on all delivery dockets and invoices.|"
            f"We are happy to proceed. Purchase order no. {po} is raised against your "
            f"quote {quote} as follows.",
        ),
    ]
    for para in body:
        y = d.para(m, y, para, 9.2, w) if para else y + 6
    y = d.lines(
        m,
        y + 6,
        [
            f"Supplier: {sup}",
            f"Deliver to: {buyer}, {', '.join(site_lines(rng, region))}",
            f"Required by: {(dt + timedelta(days=rng.randint(3, 21))).strftime('%d/%m/%Y')}",
        ],
        8.8,
    )
    spec = [
        ("qty", "Qty", 7, "r"),
        ("code", "Your code", 14, "l"),
        ("desc", "Description", 49, "l"),
        ("price", f"Unit ex {tlab}", 15, "r"),
        ("amount", f"Total ({cur})", 15, "r"),
    ]
    c = cols(spec, w * 0.94, nt)
    bottom = d.h - 46
    n = nrows(rng, y + 8, bottom, 14, 330, top2=46, p2=0.12, p3=0.02, most=8)
    rows = items(rng, "en", n, fm)
    y = paged(
        d,
        m,
        y + 8,
        c,
        rows,
        bottom=bottom,
        head=head,
        size=8.2,
        lead=14,
        shade=0.92,
        grid=rng.random() < 0.6,
    )
    total = None
    y = room(d, y, 80, head)
    if nt:
        y = d.para(
            m,
            y + 10,
            "Pricing as per our supply agreement - please invoice at contract rates.",
            9,
            w,
        )
    else:
        sub = net_of(rows)
        frt = Decimal(rng.choice([0, 0, 2500, 4500, 9500])) / 100
        tv = tax(sub + frt, rate)
        total = sub + frt + tv
        out = [(f"Subtotal (ex {tlab})", fm(sub), False)]
        if frt:
            out.append(("Freight", fm(frt), False))
        out += [
            (f"{tlab} {rate}%", fm(tv), False),
            (pick(rng, f"Total (inc {tlab})|Total order value|PO Total"), ft(total), True),
        ]
        y = d.summary(m + w * 0.94 - 210, m + w * 0.94 - 4, y + 4, out, 8.8)
    y = room(d, y, 150, head)
    tail = pick(
        rng,
        "Please confirm receipt and an ETA.|Could you please confirm stock "
        "availability and lead time?|Please send the order acknowledgement to "
        "this address.",
    )
    y = d.para(m, y + 10, tail, 9.2, w)
    ph = digits(rng, "01### ######" if uk else "(0#) #### ####")
    sig = [
        "Kind regards," if uk else "Cheers,",
        "",
        f"{bf} {bl}",
        pick(rng, "Procurement Officer|Purchasing Coordinator|Facilities Manager|Buyer"),
        buyer,
        f"{badr[0]}, {badr[1]}",
        f"T: {ph}  |  E: {bmail}",
    ]
    y = d.lines(m, y + 8, sig, 8.8)
    y = d.para(
        m,
        y + 6,
        "This email and any attachments are confidential and intended solely "
        "for the addressee. If you have received it in error please notify the sender and "
        "delete it.",
        6.6,
        w,
        grey=0.4,
    )
    # the supplier's quoted message
    y = room(d, y, 150, head)
    d.line(m, y + 10, x2, y + 10, 0.4)
    q_when = (sent - timedelta(days=rng.randint(1, 9), minutes=rng.randint(0, 500))).strftime(
        "%A, %d %B %Y %H:%M"
    )
    y = d.kv(
        m,
        y + 16,
        [
            ("From:", f"{rf} {rl} <{smail}>"),
            ("Sent:", q_when),
            ("To:", f"{bf} {bl} <{bmail}>"),
            ("Subject:", f"Quote {quote}"),
        ],
        62,
        8,
    )
    qv = cents(net_of(rows) * Decimal(rng.choice(["1", "1.04", "0.97"])))
    q_text = (
        f"Hi {bf}, please find attached our quotation {quote} as requested. Prices are "
        f"valid for 30 days and exclude {tlab}"
        + (f"; quote value {ft(qv)} ex {tlab}." if not nt and rng.random() < 0.5 else ".")
        + " Let me know if you have any questions."
    )
    y = d.para(m + 8, y + 6, q_text, 8.4, w - 8, grey=0.2)
    qsig = [
        f"{rf} {rl}",
        pick(rng, "Account Manager|Internal Sales|Sales Representative"),
        sup,
        f"{sadr[0]}, {sadr[1]}",
        f"ABN {digits(rng, '## ### ### ###')}"
        if not uk
        else f"VAT Reg. No. GB {digits(rng, '### #### ##')}",
        f"P: {digits(rng, '01### ######' if uk else '(0#) #### ####')}   W: www.{sdom}",
    ]
    y = d.lines(m + 8, y + 6, qsig, 8, lead=10.4)
    return result(d, "en", "purchase_order", po, sup, total)


def site_lines(rng: random.Random, region: str) -> list[str]:
    if region == "uk":
        return lparty(rng, "uk", "buy")[1]
    return l2firm(rng, "au", "buy")[1]


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind6_de_proforma_rechnung,
        blind6_it_fattura_cortesia,
        blind6_nl_orderbevestiging,
        blind6_us_sales_order_ack,
        blind6_ja_seikyusho,
        blind6_zh_yiyuan_peisong,
        blind6_mo_caigoudan,
        blind6_ma_ci_bon_commande,
        blind6_cr_do_orden_compra,
        blind6_en_email_po,
    )
}

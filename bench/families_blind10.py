# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten more layout families for a tenth blind, frozen test split: purchase orders and the
papers that quote them, from trades and countries the earlier splits leave out.

Seven are issued by the buyer to the vendor the order is addressed to; three are the seller's
papers quoting the buyer's order. Languages: sv, nb, de (Switzerland), ko, zh-Hant (Taiwan),
vi, es (Mexico), ja, hr, lt.

- blind10_sv_sagverk_bestallning (sv, buyer): a Swedish sawmill's or forest company's order
  to a forestry-machine, saw-blade or hydraulics dealer; a Swedish business letter with the
  vendor's address on the right, a boxed header grid, or a dark band; our and your
  references, the vendor's quotation, the requisition and our customer number at the vendor,
  both organisation and VAT numbers, bank giro; 25 % VAT, rounding to whole kronor; carried
  sums over pages; at times the totals as the last rows of the item table.
- blind10_nb_havbruk_innkjop (nb, buyer): a Norwegian salmon farm's purchase order to a net,
  mooring, feed or equipment supplier; a portrait letterhead, a landscape ERP print or a
  typewriter-style print with dashed rules; the farm site and its licence number as delivery
  place, e-invoicing address, framework-agreement and offer numbers, organisation numbers
  with MVA; line discounts, freight and an environmental fee, 25 % VAT; page totals.
- blind10_de_ch_uhren_bestellung (de-CH, buyer): a Swiss watch manufacturer's order to a
  component maker (dials, hands, crowns, glasses, movements); Swiss letter with the address
  window right or left, or a boxed form; the order number in a bold subject line or a grid,
  the vendor's offer, our supplier number, both UID numbers; CHF as 1'234.55, 8.1 % VAT,
  rounding to five Rappen; carried sums over pages; two signatories.
- blind10_ko_joseon_baljuseo (ko, buyer): a Korean shipyard's or marine-engineering firm's
  order for outfitting materials; title centred over a two-party grid (buyer and vendor with
  business registration numbers, representatives, addresses), or a letter-style order to the
  vendor; hull number, quotation and purchase-request numbers, an approval box with names;
  whole won, 10 % VAT, the total in Korean words; at times the totals as the last table rows.
- blind10_zh_tw_danche_caigou (zh-Hant, buyer): a Taiwanese bicycle maker's purchase order
  for frame and drivetrain parts; ROC or western dates; centred title over a two-column info
  table, a letterhead with the vendor's contact block, or a slip with a boxed number area;
  unified business numbers of both, requisition, quotation and vendor codes; whole NT$,
  5 % business tax or tax-inclusive prices; page subtotals over pages.
- blind10_vi_may_mac_dat_hang (vi, buyer): a Vietnamese garment factory's order for fabric
  and trims; the national motto beside the letterhead, an order number with slashes, the
  parties as buyer (A) and seller (B) with tax codes, representatives and bank accounts,
  the garment brand's own PO as a reference; whole dong, 8 % or 10 % VAT, the amount in
  words, an advance payment stated under the total; both parties' signature blocks.
- blind10_es_mx_empacadora_oc (es-MX, buyer): a Mexican avocado or berry packer's purchase
  order for packaging, chemicals and spare parts; a folio box at the right, RFC of both
  parties, quotation and requisition numbers, bill-to and deliver-to; 16 % IVA with retained
  taxes at times, amount in words in pesos, an advance and a balance under the total; page
  subtotals over pages.
- blind10_ja_insatsu_nouhinsho (ja, seller): a Japanese printing company's delivery note to
  a customer quoting the customer's order number; the customer with its honorific top left,
  the issuer with its seal and qualified-invoice registration number right; its own note and
  slip numbers and the customer code; whole yen with 10 % tax, or (about one in four)
  quantities only, stating no value.
- blind10_hr_racun_veletrgovina (hr, seller): a Croatian food and beverage wholesaler's
  invoice-delivery note to a hotel or restaurant quoting the customer's order number; the
  fiscal invoice number, fiscalisation codes, both OIBs, IBAN and payment reference, VAT at
  25 %, 13 % and 5 %, and an open-items balance box beside the totals; over pages at times.
- blind10_lt_baldai_patvirtinimas (lt, seller): a Lithuanian furniture maker's order
  confirmation to a retailer quoting the retailer's order number; its own confirmation and
  offer numbers, company and VAT codes of both, the delivery week and Incoterms; 21 % VAT or
  a reverse-charge note for EU buyers, an advance to pay stated under the total.

`FAMILIES` maps a family name (all start with `blind10_`) to draw(rng) -> (pdf bytes, meta),
as in families_blind8.py, whose drawing helpers they reuse. They were written blind: drawn
with reportlab and checked only by reading their own text layer back and looking at rendered
pages, never run through the extraction engine, its validation or its calibration. They are
plain text-layer PDFs (base, DejaVu and Liberation fonts, WenQuanYi for Chinese, Japanese and
Korean). Every family draws twice from the same rng state so that 'page 1 of N' is right.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
seller's papers the customer's order they quote, never the seller's own numbers); supplier
the selling party's name exactly as printed; total the grand total as "1234.50" (tax
included; whole won, dong, NT$ and yen as "1234.00"; "" when the document states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind2 import kv_right, logo, rappen  # noqa: E402
from families_blind3 import es_words  # noqa: E402
from families_blind4 import (  # noqa: E402
    KO_STEM,
    KO_TRADE,
    UNI,
    VIET,
    figures,
    ko_addr,
    ko_brn,
    ko_tel,
    ko_who,
    ko_words,
    net_of,
    nrows,
    of,
    room,
    two_pass,
    vi_words,
    whole,
)
from families_blind5 import page_foot  # noqa: E402
from families_blind6 import fitsize, mail_of  # noqa: E402
from families_blind7 import hdr_grid, split_addr  # noqa: E402
from families_blind8 import band, crest, fill, mk_rows, paged8  # noqa: E402
from families_cjk import (  # noqa: E402
    a_date,
    fdate,
    ja_addr,
    ja_firm,
    ja_tel,
    person,
    tw_addr,
    tw_firm,
    tw_tel,
)
from families_latin import FONTS, Doc, block, cents, cols, digits, frame, pick, result  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
RED = Color(0.82, 0.1, 0.1)

# --------------------------------------------------------------------------- shared helpers


def cjk_doc(rng: random.Random, size: tuple[float, float] = A4) -> tuple:
    """A Doc drawn in the registered CJK font (regular and 'bold' alike): (doc, margin, right
    edge, width)."""
    name = register_cjk_font()
    FONTS.setdefault("cjk10", (name, name))
    d = Doc(size, "cjk10")
    m = rng.uniform(30, 44)
    return d, m, d.w - m, d.w - 2 * m


def name_of(rng: random.Random, tpl: str, stems: str, sur: str = "") -> str:
    l1, l2 = rng.sample(sur.split("|"), 2) if sur else ("", "")
    return pick(rng, tpl).format(X=pick(rng, stems), L=l1, L2=l2)


def in_table(rows: list[dict], out: list[tuple[str, str, bool]], key: str = "desc") -> None:
    """The totals as the last rows of the item table (label in `key`, figure in amount)."""
    rows.append({"_fill": 0.93})
    rows[-1].update(amt=Decimal(0))
    for lab, val, b in out:
        rows.append({key: lab, "amount": val, "_b": b, "amt": Decimal(0)})


def seal(d: Doc, x: float, y: float, text: str, s: float = 42) -> None:
    """A red square seal with up to four characters of `text`."""
    c = d.c
    c.setStrokeColor(RED)
    c.setLineWidth(1.6)
    c.rect(x, d.h - y - s, s, s, stroke=1, fill=0)
    c.setFillColor(RED)
    chars = [ch for ch in text if ch.strip()][:4] or ["印"]
    fs = s * 0.38
    for i, ch in enumerate(chars):
        cx = x + s * (0.72 if i < 2 else 0.28)
        cy = y + s * (0.42 if i % 2 == 0 else 0.85)
        c.setFont(d.reg, fs)
        c.drawCentredString(cx, d.h - cy, ch)
    c.setStrokeGray(0)
    c.setFillGray(0)


def table10(
    d: Doc,
    rng: random.Random,
    x: float,
    y: float,
    spec: list,
    rows: list[dict],
    head: Callable[[int], float],
    foot: Callable[[int], None],
    mode: str,
    labels: tuple[str, str],
    fm: Callable[[Decimal], str],
    size: float = 7.8,
) -> float:
    return paged8(
        d,
        x,
        y,
        spec,
        rows,
        bottom=d.h - 58,
        head=head,
        foot=foot,
        mode=mode,
        labels=labels,
        fm=fm,
        size=size,
        lead=size * 1.75,
        shade=rng.choice([0.86, 0.92, None]),
        grid=rng.random() < 0.45,
        rules=True,
    )


# --------------------------------------------------------------------------- sv sawmill

SV_BUY = "{X} Såg AB|{X} Skog & Trä AB|{X} Trävaru AB|Skogsbolaget {X} AB|{X} Timber AB"
SV_BSTEM = "Norrfors|Älvdalens|Hälsinge|Bergslagens|Ångermanlands|Storsjö|Vindelälvens|Klarälvens"
SV_SUP = (
    "{X} Maskin AB|{L}s Skogsmaskiner AB|{X} Hydraulik AB|{X} Sågblad & Verktyg AB|"
    "{L} & {L2} Industriservice AB|{X} Lager & Transmission AB"
)
SV_SSTEM = "Nordic|Umeå|Dala|Jämtlands|Väster|Mälardalens|Gävle|Bottenvikens"
SV_SUR = "Lindqvist|Berglund|Sjöberg|Nyström|Åkesson|Hedlund|Forsberg|Öberg|Lundgren|Ekström"
SV_ITEMS = [
    ("BS-1401", "Bandsågblad 140 x 1,1 mm, stellit", "st", 900, 2400),
    ("KD-3815", 'Sågkedja 3/8" 1,5 mm, 84 drivlänkar', "st", 260, 520),
    ("SV-750", "Svärd 75 cm, skördare", "st", 1400, 2900),
    ("HS-1220", 'Hydraulslang 1/2" 2 m med kopplingar', "st", 380, 890),
    ("HO-208", "Hydraulolja bio, fat 208 l", "fat", 7800, 11800),
    ("KL-6312", "Kullager 6312-2RS", "st", 240, 610),
    ("FP-1270", "Filterpaket skördare, 500 h", "sats", 1900, 3600),
    ("TB-800", "Transportband 800 mm, löpmeter", "m", 950, 1650),
    ("KO-20", "Kedjeolja, dunk 20 l", "dunk", 420, 760),
    ("AH-10", "Arbetshandskar, skärskydd kl. 3, stl 10", "par", 95, 240),
    ("FO-75", "Frekvensomriktare 7,5 kW", "st", 8900, 15800),
    ("SP-330", "Spånsug, filterstrumpa 330 mm", "st", 310, 690),
    ("VB-40", "V-rem SPB 4000", "st", 180, 420),
]
SV_CITY = "Sundsvall|Östersund|Hudiksvall|Mora|Lycksele|Skellefteå|Torsby|Kramfors|Bollnäs"


@two_pass
def blind10_sv_sagverk_bestallning(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Swedish sawmill's order to a forestry-machine or saw-blade dealer."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|libsans|dejavu|times|djcond", 34, 52, totals=False)
    nt = rng.random() < 0.07
    pages = of(npages)
    buyer = name_of(rng, SV_BUY, SV_BSTEM)
    sup = name_of(rng, SV_SUP, SV_SSTEM, SV_SUR)
    bcity, scity = rng.sample(SV_CITY.split("|"), 2)
    badr = (
        f"{pick(rng, 'Sågverksvägen|Industrivägen|Timmervägen|Brukets väg')} {rng.randint(1, 40)}"
    )
    bpost = f"{rng.randint(80, 98)}{rng.randint(1, 9)} {rng.randint(10, 99)} {bcity}"
    sadr = f"{pick(rng, 'Verkstadsgatan|Maskinvägen|Företagsvägen|Hamngatan')} {rng.randint(1, 60)}"
    spost = f"{rng.randint(80, 98)}{rng.randint(1, 9)} {rng.randint(10, 99)} {scity}"
    fm = figures(" ", ",")
    ft = figures(" ", ",", sym="kr", pre=False) if rng.random() < 0.5 else fm
    po = fill(rng, f"{dt:%y}-#####|45########|IO{dt:%y}####|B-######|######")
    offer = fill(rng, "OF-#####|#####-##|Off. ####")
    req = fill(rng, "R######|REK-####")
    kundnr = fill(rng, "#####|K-####")
    orgb, orgs = (digits(rng, "556###-####") for _ in range(2))
    our_ref = f"{pick(rng, 'Anna|Lars|Johan|Maria|Erik|Karin|Per')} {pick(rng, SV_SUR)}"
    your_ref = f"{pick(rng, 'Mats|Sofia|Henrik|Eva|Niklas|Lena')} {pick(rng, SV_SUR)}"
    fd = lambda x: x.strftime(pick(rng, "%Y-%m-%d|%Y-%m-%d|%d/%m/%Y|%d.%m.%Y"))
    dd = dt + timedelta(days=rng.randint(5, 30))
    tel = fill(rng, "0##-## ## ##|0##-### ## ##")
    title = pick(rng, "BESTÄLLNING|Beställning|INKÖPSORDER|Inköpsorder|ORDER")
    po_lab = pick(rng, "Beställningsnr|Ordernr|Inköpsorder nr|Vårt ordernr|Beställning nr")
    v = rng.randrange(3)
    sup_rows = [sup, sadr, spost]
    if v == 0:  # Swedish business letter: vendor address on the right
        x = logo(d, m, 28, buyer, 30, 0.25) if rng.random() < 0.6 else m
        d.t(x, 42, buyer, fitsize(d, buyer, 14, 230), b=True)
        d.t(x, 54, f"{badr}, {bpost}", 7.4, grey=0.3)
        d.t(x2 - 170, 36, title, 14, b=True)
        ya = kv_right(
            d,
            x2 - 100,
            x2 - 94,
            48,
            [(po_lab, po), ("Datum", fd(dt)), ("Sida", f"1 ({pages})")],
            7.8,
        )
        y = max(ya, 108)
        d.lines(x2 - 200, y + 4, sup_rows, 9.5, b_first=True)
        refs = [
            ("Vår referens", our_ref),
            ("Er referens", your_ref),
            ("Er offert", offer),
            ("Rekvisition", req),
            ("Vårt kundnr hos er", kundnr),
            ("Önskat lev.datum", fd(dd)),
            ("Leveransvillkor", pick(rng, "Fritt vårt lager|DAP|Fritt verk")),
            ("Betalningsvillkor", pick(rng, "30 dagar netto|45 dagar netto|20 dagar")),
        ]
        y = d.kv(m, y + 4, refs[: rng.randint(5, 8)], 92, 7.8, b_label=False) + 8
        d.t(m, y + 9, "Leveransadress:", 8, b=True)
        y = (
            d.lines(
                m + 80,
                y,
                [f"{buyer}, {pick(rng, 'Sågverket|Godsmottagning|Verkstaden')}, {badr}, {bpost}"],
                8,
            )
            + 6
        )
    else:
        if v == 1:
            x = crest(d, m, 24, buyer, 17, 0.3)
            d.t(x, 40, buyer, fitsize(d, buyer, 14, 250), b=True)
            d.t(x, 52, f"{badr} · {bpost} · Tel {tel}", 7.3, grey=0.3)
            d.t(x2, 44, title, 15, b=True, al="r")
            y = 70
        else:
            band(d, 0, 0, d.w, 58, rng.choice([0.15, 0.25, 0.35]))
            d.t(m, 30, buyer, fitsize(d, buyer, 15, w * 0.55), b=True, grey=1)
            d.t(m, 45, f"{badr}, {bpost}", 7.3, grey=0.9)
            d.t(x2, 34, title, 14, b=True, al="r", grey=1)
            y = 72
        cells = [
            (po_lab, po),
            ("Orderdatum", fd(dt)),
            ("Leveransdatum", fd(dd)),
            ("Er offert", offer),
            ("Vår referens", our_ref),
            ("Kundnr", kundnr),
            ("Rekv.nr", req),
            ("Sida", f"1 av {pages}"),
        ]
        if rng.random() < 0.4:
            cells[0], cells[3] = cells[3], cells[0]
        y = hdr_grid(d, m, y, w, cells, 4, 8) + 10
        bw = (w - 16) / 2
        st = pick(rng, "box|bar|under")
        ya = block(
            d,
            m,
            y,
            pick(rng, "Leverantör|Till|Säljare"),
            [*sup_rows, f"Att: {your_ref}"],
            style=st,
            w=bw,
            size=8.2,
        )
        yb = block(
            d,
            m + bw + 16,
            y,
            pick(rng, "Leveransadress|Levereras till"),
            [buyer, pick(rng, "Sågverket, port 3|Godsmottagning|Centralförrådet"), badr, bpost],
            style=st,
            w=bw,
            size=8.2,
            b_first=False,
        )
        y = max(ya, yb) + 4
        y = (
            d.lines(
                m,
                y,
                [
                    f"Faktura till: {buyer}, FE {rng.randint(100, 999)}, Box {rng.randint(100, 9999)}, 105 69 Stockholm (e-faktura: Peppol 0007:{orgb.replace('-', '')})"
                ],
                7.4,
            )
            + 4
        )
    spec = [
        ("pos", "Rad", 4, "c"),
        ("code", pick(rng, "Art.nr|Artikelnr|Er art.nr"), 10, "l"),
        ("desc", pick(rng, "Benämning|Beskrivning|Artikel"), 36, "l"),
        ("qty", pick(rng, "Antal|Kvantitet"), 9, "r"),
        ("unit", pick(rng, "Enhet|Enh"), 6, "c"),
        ("price", pick(rng, "À-pris|Pris/enhet|Styckpris"), 11, "r"),
        ("amount", pick(rng, "Belopp|Summa|Radsumma"), 12, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 170, p2=0.3, p3=0.1, most=12)
    rows = mk_rows(rng, SV_ITEMS, n, fm, [1, 1, 2, 2, 3, 4, 5, 6, 10, 12], dear=3000)

    def head(p: int) -> float:
        d.t(m, 32, buyer, 9, b=True)
        d.t(x2, 32, f"{po_lab} {po}   Sida {p} ({pages})", 7.8, al="r")
        d.line(m, 38, x2, 38, 0.5)
        return 50

    foot_text = f"{buyer} · Org.nr {orgb} · Momsreg.nr SE{orgb.replace('-', '')}01 · Bankgiro {digits(rng, '###-####')} · Tel {tel}"

    def foot(p: int) -> None:
        page_foot(d, foot_text, 6.5)

    net = net_of(rows)
    frt = Decimal(rng.choice([0, 0, 0, 450, 850, 1250]))
    moms = cents((net + frt) * Decimal("0.25"))
    raw = net + frt + moms
    total = whole(raw)
    out = [(pick(rng, "Summa exkl. moms|Nettosumma|Summa netto"), fm(net), False)]
    if frt:
        out.append(("Frakt", fm(frt), False))
    out.append(("Moms 25 %", fm(moms), False))
    if total != raw:
        out.append(("Öresavrundning", fm(total - raw), False))
    out.append(
        (pick(rng, "Totalt SEK|Att betala|Summa inkl. moms|Ordersumma SEK"), ft(total), True)
    )
    intab = not nt and rng.random() < 0.3
    mode = "" if nt or intab else pick(rng, "carry|carry|page|")
    if intab:
        in_table(rows, out)
    labels = ("Att transportera", "Transport") if mode == "carry" else ("Summa sida", "")
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, labels, fm)
    y = room(d, y, 150, head, foot)
    if nt:
        y = d.para(
            m,
            y + 8,
            "Priser enligt gällande avtal och er offert. Ordern är inte prissatt; ange priser i orderbekräftelsen.",
            8,
            w,
        )
    elif not intab:
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.6, box_last=rng.random() < 0.5) + 4
    notes = [
        f"Orderbekräftelse skickas till {mail_of(buyer, 'inkop', 'se')} inom 3 dagar.",
        "Ange vårt ordernummer på följesedel och faktura.",
        "Leverans vardagar 07.00-15.00. Ring chauffören 30 minuter före ankomst.",
        f"Er referens: {your_ref}. Leverantörens org.nr {orgs}.",
    ]
    for t_ in rng.sample(notes, rng.randint(2, 4)):
        y = d.para(m, y + 2, t_, 7.5, w)
    y = room(d, y, 60, head, foot)
    d.sign(m, y + 40, 170, f"{pick(rng, 'Beställare|Inköpare|Attesterad av')}: {our_ref}", 7.4)
    if rng.random() < 0.5:
        d.sign(x2 - 170, y + 40, 170, pick(rng, "Godkänd av|Attest"), 7.4)
    foot(d.pages)
    return result(d, "sv", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- nb fish farm

NB_BUY = "{X} Laks AS|{X} Sjømat AS|{X} Havbruk AS|{X} Fiskeoppdrett AS|{X} Seafood AS"
NB_BSTEM = "Vesterålen|Hitra|Frøya|Senja|Nordfjord|Sunnmøre|Lofoten|Helgeland|Namdal|Salten"
NB_SUP = (
    "{X} Notbøteri AS|{X} Marine AS|{L} Akvaservice AS|{X} Fôr AS|{X} Fortøyning AS|"
    "{L} & {L2} Havbruksutstyr AS"
)
NB_SSTEM = "Nordvest|Kyst|Fjord|Havbruk|Aqua|Mørenot|Polar|Vestkyst|Trøndelag"
NB_SUR = "Johansen|Hansen|Olsen|Nilsen|Berg|Haugen|Solberg|Strand|Vik|Myklebust|Hagen"
NB_ITEMS = [
    ("NOT-160", "Not 160 m omkrets, 40 m dyp, lin 22 mm", "stk", 68000, 140000),
    ("KJ-32", "Fortøyningskjetting 32 mm, stud-link", "m", 240, 420),
    ("BOY-800", "Bøye 800 l, PE, med bøyering", "stk", 3900, 7800),
    ("LS-30", "Lusskjørt 30 m x 10 m", "stk", 14000, 26000),
    ("FOR-9", "Fôr 9 mm, storsekk 500 kg", "sekk", 9800, 14500),
    ("PE-110", "Slange PE 110 mm SDR 11", "m", 95, 180),
    ("OKS-01", "Oksygenmåler med sensor og kabel 15 m", "stk", 8900, 16500),
    ("LOD-3T", "Lodd betong 3000 kg", "stk", 6200, 9800),
    ("TAU-36", "Tau 36 mm, polysteel", "m", 38, 75),
    ("SJ-120", "Sjakkel 120 t, galvanisert", "stk", 2100, 4600),
    ("VAR-40", "Arbeidsvest flyte, str L", "stk", 890, 1650),
    ("DLF-20", "Dødfiskhåv, komplett", "stk", 2400, 5200),
]
NB_SITES = "Storholmen|Kvaløya|Langskjæret|Hestøy|Skorpa|Brattvika|Gjæslingan|Måsøy"


@two_pass
def blind10_nb_havbruk_innkjop(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Norwegian salmon farm's purchase order to a net, mooring or feed supplier."""
    v = rng.randrange(3)
    size = landscape(A4) if v == 1 else A4
    fonts = "mono" if v == 2 else "helv|libsans|dejavu|djcond|libserif"
    d, m, x2, w, _, dt = frame(rng, size, fonts, 30, 46, totals=False)
    nt = rng.random() < 0.07
    pages = of(npages)
    buyer = name_of(rng, NB_BUY, NB_BSTEM)
    sup = name_of(rng, NB_SUP, NB_SSTEM, NB_SUR)
    site = rng.choice(NB_SITES.split("|"))
    lok = digits(rng, "#####")
    orgb, orgs = (digits(rng, "9## ### ###") for _ in range(2))
    fm = figures(" ", ",") if rng.random() < 0.7 else figures(".", ",")
    ft = (lambda x: f"kr {fm(x)}") if rng.random() < 0.4 else fm
    po = fill(rng, "PO#######|4500######|IO-{y}-####|{y}#####".replace("{y}", f"{dt:%y}"))
    avtale = fill(rng, "RA-####|Avtale ####-##|FA{y}-###".replace("{y}", f"{dt:%y}"))
    tilbud = fill(rng, "T-#####|Tilbud ######|Q######")
    levnr = fill(rng, "L#####|1#####")
    our = f"{pick(rng, 'Kari|Ola|Ingrid|Magnus|Silje|Tor|Marte')} {pick(rng, NB_SUR)}"
    fd = lambda x: x.strftime(pick(rng, "%d.%m.%Y|%d.%m.%y|%Y-%m-%d"))
    dd = dt + timedelta(days=rng.randint(7, 40))
    tel = digits(rng, "+47 ## ## ## ##")
    title = pick(rng, "INNKJØPSORDRE|Innkjøpsordre|BESTILLING|Bestilling|Ordre")
    po_lab = pick(rng, "Bestillingsnr|Innkjøpsordre nr|PO-nr|Ordrenummer|Vårt ordrenr")
    badr = f"{pick(rng, 'Havnevegen|Sjøgata|Industrivegen|Kaivegen')} {rng.randint(1, 30)}"
    bpost = f"{rng.randint(6000, 9990)} {pick(rng, 'Frøya|Hitra|Sortland|Finnsnes|Måløy|Ålesund|Brønnøysund')}"
    sadr = f"{pick(rng, 'Notveien|Verftsgata|Industriveien|Havnegata')} {rng.randint(1, 80)}"
    spost = (
        f"{rng.randint(5000, 9990)} {pick(rng, 'Ålesund|Bergen|Tromsø|Kristiansund|Bodø|Florø')}"
    )
    sup_rows = [sup, sadr, spost, f"Org.nr {orgs} MVA"]
    dl_rows = [
        f"Lokalitet {site} (lok.nr {lok})",
        pick(rng, "Levering til fôrflåte|Levering med brønnbåt / arbeidsbåt|Kai: " + badr),
        f"Kontakt: {our}, {tel}",
    ]
    info = [
        (po_lab, po),
        ("Dato", fd(dt)),
        (pick(rng, "Ønsket levert|Leveringsdato|Leveres innen"), fd(dd)),
        (pick(rng, "Rammeavtale|Avtalenr"), avtale),
        (pick(rng, "Deres tilbud|Tilbud nr"), tilbud),
        (pick(rng, "Leverandørnr|Lev.nr"), levnr),
        ("Vår ref.", our),
        ("Side", f"1 av {pages}"),
    ]
    if rng.random() < 0.3:
        info[0], info[4] = info[4], info[0]
    if v == 2:
        d.t(m, 34, buyer.upper(), 12, b=True)
        d.t(m, 46, f"{badr}, {bpost}   Org.nr {orgb} MVA   Tlf {tel}", 7.6)
        d.t(x2, 34, title.upper(), 12, b=True, al="r")
        d.line(m, 54, x2, 54, 0.6, dash=[3, 2])
        y = d.kv(m, 62, info, 118, 8, b_label=False) + 6
        y2 = block(d, x2 - 220, 62, "Til:", sup_rows, style="plain", w=220, size=8.2)
        y = max(y, y2) + 4
        y = block(d, m, y, "Leveringssted:", dl_rows, style="side", w=w, size=8) + 4
    else:
        if rng.random() < 0.5:
            x = crest(d, m, 22, buyer, 16, 0.2)
        else:
            x = logo(d, m, 22, buyer, 30, 0.15)
        d.t(x, 38, buyer, fitsize(d, buyer, 14, 260), b=True)
        d.t(x, 50, f"{badr}, {bpost} · Org.nr {orgb} MVA", 7.3, grey=0.3)
        d.t(x2, 40, title, 15, b=True, al="r")
        y = 66
        if v == 1:
            bw = (w - 32) / 3
            st = pick(rng, "box|bar")
            ya = block(d, m, y, pick(rng, "Leverandør|Til"), sup_rows, style=st, w=bw, size=8)
            yb = block(
                d, m + bw + 16, y, "Leveringssted", dl_rows, style=st, w=bw, size=8, b_first=False
            )
            yc = d.kv(m + 2 * bw + 34, y + 2, info[:7], 86, 7.8, b_label=True)
            y = max(ya, yb, yc) + 6
        else:
            y = hdr_grid(d, m, y, w, info, 4, 8) + 8
            bw = (w - 16) / 2
            ya = block(
                d, m, y, pick(rng, "Leverandør|Til"), sup_rows, style="under", w=bw, size=8.2
            )
            yb = block(
                d,
                m + bw + 16,
                y,
                "Leveringssted",
                dl_rows,
                style="under",
                w=bw,
                size=8.2,
                b_first=False,
            )
            y = max(ya, yb) + 4
    y = (
        d.lines(
            m,
            y,
            [
                f"Faktura sendes som EHF til org.nr {orgb} ({buyer}). Merk faktura med {po_lab.lower()}."
            ],
            7.4,
        )
        + 4
    )
    disc = rng.random() < 0.5
    spec = [
        ("pos", "Linje", 6, "c"),
        ("code", pick(rng, "Varenr|Art.nr|Deres varenr"), 12, "l"),
        ("desc", pick(rng, "Beskrivelse|Varetekst|Vare"), 38, "l"),
        ("qty", "Antall", 7, "r"),
        ("unit", "Enhet", 6, "c"),
        ("price", pick(rng, "Pris|Enhetspris|Pris pr. enh."), 13, "r"),
    ]
    if disc:
        spec.append(("disc", "Rabatt %", 9, "r"))
    spec.append(("amount", pick(rng, "Beløp|Sum|Linjesum"), 12, "r"))
    c = cols(spec, w, nt)
    bottom = d.h - 58
    n = nrows(rng, y + 10, bottom, 13.6, 160, p2=0.3, p3=0.1, most=10)
    rows = mk_rows(rng, NB_ITEMS, n, fm, [1, 2, 4, 6, 10, 20, 50, 100], dear=3000)
    for r in rows:
        if disc and rng.random() < 0.4:
            pc = rng.choice([5, 10, 12, 15])
            r["disc"] = str(pc)
            r["amt"] = cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer} · {title} {po}", 8.5, b=True)
        d.t(x2, 30, f"Side {p} av {pages}", 7.8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 48

    def foot(p: int) -> None:
        page_foot(
            d, f"{buyer} · {badr}, {bpost} · Tlf {tel} · {mail_of(buyer, 'innkjop', 'no')}", 6.5
        )

    mode = "" if nt else pick(rng, "page|page|carry|")
    labels = ("Sum denne side", "") if mode == "page" else ("Overføres", "Overført")
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, labels, fm, 7.6)
    net = net_of(rows)
    frt = Decimal(rng.choice([0, 0, 1850, 3200, 4500]))
    env = Decimal(rng.choice([0, 0, 0, 250, 480]))
    mva = cents((net + frt + env) * Decimal("0.25"))
    total = net + frt + env + mva
    y = room(d, y, 130, head, foot)
    if nt:
        y = d.para(m, y + 8, "Priser iht. rammeavtale. Ordren er ikke priset.", 8, w) + 4
    else:
        out = [(pick(rng, "Sum eks. mva|Netto|Sum ekskl. MVA"), fm(net), False)]
        if frt:
            out.append(("Frakt", fm(frt), False))
        if env:
            out.append(("Miljøgebyr", fm(env), False))
        out.append(("MVA 25 %", fm(mva), False))
        out.append(
            (
                pick(rng, "Totalt inkl. mva|Å betale NOK|Ordresum inkl. MVA|Total NOK"),
                ft(total),
                True,
            )
        )
        y = (
            d.summary(
                x2 - 230,
                x2 - 4,
                y + 8,
                out,
                8.5,
                box_last=rng.random() < 0.5,
                shade=rng.choice([None, 0.9]),
            )
            + 4
        )
    for t_ in rng.sample(
        [
            "Ordrebekreftelse med leveringsdato sendes innen 2 virkedager.",
            "Leveranse må avtales med driftsleder på lokaliteten minst 24 timer før.",
            "Sertifikat for not og fortøyning (NS 9415) skal følge leveransen.",
            f"Spørsmål: {our}, tlf {tel}.",
        ],
        rng.randint(2, 4),
    ):
        y = d.para(m, y + 2, "- " + t_, 7.5, w)
    y = room(d, y, 50, head, foot)
    d.sign(m, y + 36, 180, f"Bestilt av: {our}", 7.4)
    foot(d.pages)
    return result(d, "nb", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- de-CH watches

CH_BUY = "{X} Uhren AG|Uhrenfabrik {X} AG|{X} Watch AG|Montres {X} SA|{X} Horlogerie AG"
CH_BSTEM = "Jura|Bellevue|Lindenhof|Aaretal|Weissenstein|Bözingen|Pieterlen|Lengnau|Seeland"
CH_SUP = (
    "{X} Zifferblätter AG|{L} Präzisionsteile AG|{L} & Co. AG|{X} Galvanik GmbH|"
    "Décolletage {L} SA|{X} Saphirglas AG|{L} Zeiger GmbH"
)
CH_SSTEM = "Grenchner|Bieler|Emmentaler|Tavanner|Solothurner|Oberaargauer|Bucheggberger"
CH_SUR = "Gerber|Moser|Schaller|Kohler|Zaugg|Marti|Brunner|Grossenbacher|Hänni|Stauffer"
CH_ITEMS = [
    ("ZB-3001", "Zifferblatt 30,0 mm, opalin silber, Indexe appliziert", "Stk", 18, 65),
    ("ZG-1120", "Zeigersatz Dauphine, rhodiniert", "Satz", 6, 24),
    ("KR-0600", "Krone Ø 6,0 mm, verschraubt, Edelstahl", "Stk", 9, 28),
    ("SG-3051", "Saphirglas 30,5 x 1,8 mm, beidseitig entspiegelt", "Stk", 14, 45),
    ("GB-3160", "Gehäuseboden Edelstahl 316L, Sichtboden", "Stk", 22, 70),
    ("FS-2000", "Federsteg 20 mm, Doppelflansch", "Stk", 0.4, 1.6),
    ("OR-1205", "Dichtung O-Ring 12,0 x 0,5", "Stk", 0.2, 0.9),
    ("WK-2824", "Werk 2824-2 Elaboré, reguliert", "Stk", 160, 290),
    ("BD-2018", "Lederband 20/18 mm, schwarz, Dornschliesse", "Stk", 12, 38),
    ("LU-0050", "Leuchtmasse Typ C3, appliziert (Lohnarbeit)", "Stk", 2, 7),
]


@two_pass
def blind10_de_ch_uhren_bestellung(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Swiss watch manufacturer's order to a component maker."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|libsans|times|libserif|dejavu", 40, 56, totals=False)
    nt = rng.random() < 0.07
    pages = of(npages)
    buyer = name_of(rng, CH_BUY, CH_BSTEM)
    sup = name_of(rng, CH_SUP, CH_SSTEM, CH_SUR)
    bplace = pick(
        rng, "2540 Grenchen|2504 Biel/Bienne|8200 Schaffhausen|2543 Lengnau BE|4500 Solothurn"
    )
    splace = pick(
        rng, "2540 Grenchen|2720 Tramelan|3400 Burgdorf|2710 Tavannes|4900 Langenthal|2502 Biel"
    )
    badr = f"{pick(rng, 'Uhrenstrasse|Bielstrasse|Industriestrasse|Schmelzistrasse')} {rng.randint(1, 60)}"
    sadr = f"{pick(rng, 'Allmendstrasse|Gewerbestrasse|Rue du Jura|Solothurnstrasse')} {rng.randint(1, 90)}"
    uidb, uids = (digits(rng, "CHE-###.###.###") for _ in range(2))
    fm = figures("'", ".")
    ft = figures("'", ".", sym="CHF") if rng.random() < 0.5 else fm
    po = fill(rng, "45########|B{y}-#####|EK-######|{y}/####".replace("{y}", f"{dt:%y}"))
    offer = fill(rng, "OF-{y}-####|A######|Off. Nr. ####".replace("{y}", f"{dt:%y}"))
    lnr = fill(rng, "7####|L-####")
    kd = fill(rng, "K#####|#####")
    ours = f"{pick(rng, 'Reto|Nadia|Beat|Corinne|Urs|Sandra|Lukas')} {pick(rng, CH_SUR)}"
    months = (
        "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()
    )
    fdl = f"{dt.day}. {months[dt.month - 1]} {dt.year}"
    fd = lambda x: x.strftime("%d.%m.%Y")
    dd = dt + timedelta(days=rng.randint(14, 70))
    tel = digits(rng, "+41 32 ### ## ##")
    v = rng.randrange(3)
    sup_rows = [sup, sadr, splace]
    if rng.random() < 0.5:
        sup_rows.insert(
            1, pick(rng, "Verkauf|z. Hd. Frau Hänni|z. Hd. Herrn Moser|Auftragsbearbeitung")
        )
    lab_po = pick(rng, "Bestellung Nr.|Bestellung|Bestell-Nr.|Unsere Bestellung Nr.")
    if v < 2:  # Swiss letter: window right (v0) or left (v1)
        d.t(m, 40, buyer, fitsize(d, buyer, 15, 260), b=True)
        d.t(m, 52, f"{badr} · {bplace} · Tel. {tel}", 7.4, grey=0.35)
        wx = x2 - 210 if v == 0 else m
        d.t(wx, 118, f"{buyer} · {badr} · {bplace}", 6.2, grey=0.3, maxw=210)
        d.line(wx, 121, wx + 200, 121, 0.3)
        d.lines(wx, 126, sup_rows, 9.5)
        rx = m if v == 0 else x2 - 170
        pairs = [
            ("Ihre Offerte", offer),
            ("Lieferanten-Nr.", lnr),
            ("Unsere Kd.-Nr. bei Ihnen", kd),
            ("Sachbearbeiter", ours),
            ("Telefon", tel),
        ]
        d.kv(rx, 112, pairs[: rng.randint(3, 5)], 96 if v == 0 else 92, 7.4, b_label=False)
        y = 212
        d.t(
            x2 if rng.random() < 0.5 else m,
            y,
            f"{pick(rng, 'Grenchen|Biel|Lengnau|Solothurn')}, {fdl}",
            8.5,
            al="r" if v == 0 else "l",
        )
        y += 22
        d.t(m, y, f"{lab_po} {po}", 12.5, b=True)
        y += 14
        if rng.random() < 0.6:
            d.t(m, y, f"Seite 1 von {pages}", 7.5, grey=0.4)
        y = (
            d.para(
                m,
                y + 6,
                "Sehr geehrte Damen und Herren, gestützt auf Ihre Offerte bestellen wir zu den bekannten Konditionen:",
                8.6,
                w,
            )
            + 4
        )
    else:
        x = logo(d, m, 26, buyer, 34, 0.1)
        d.t(x, 42, buyer, fitsize(d, buyer, 14, 250), b=True)
        d.t(x, 54, f"{badr}, {bplace}", 7.4, grey=0.35)
        d.t(x2, 44, "BESTELLUNG", 16, b=True, al="r")
        y = 74
        cells = [
            (lab_po, po),
            ("Datum", fd(dt)),
            ("Liefertermin", fd(dd)),
            ("Ihre Offerte", offer),
            ("Lieferanten-Nr.", lnr),
            ("Seite", f"1/{pages}"),
        ]
        if rng.random() < 0.35:
            cells[0], cells[3] = cells[3], cells[0]
        y = hdr_grid(d, m, y, w, cells, 3, 8) + 10
        bw = (w - 16) / 2
        ya = block(d, m, y, "Lieferant", sup_rows, style="box", w=bw, size=8.4)
        yb = block(
            d,
            m + bw + 16,
            y,
            "Lieferadresse",
            [buyer, "Wareneingang Werk 2", badr, bplace],
            style="box",
            w=bw,
            size=8.4,
            b_first=False,
        )
        y = max(ya, yb) + 6
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", pick(rng, "Artikel-Nr.|Ihre Art.-Nr.|Teile-Nr."), 11, "l"),
        ("desc", pick(rng, "Bezeichnung|Beschreibung"), 38, "l"),
        ("qty", "Menge", 8, "r"),
        ("unit", "ME", 5, "c"),
        ("price", pick(rng, "Preis/ME|Einzelpreis|Preis CHF"), 10, "r"),
        ("amount", pick(rng, "Betrag CHF|Total|Betrag"), 12, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 60, 13.6, 200, p2=0.28, p3=0.1, most=9)
    rows = mk_rows(rng, CH_ITEMS, n, fm, [50, 100, 200, 250, 500, 1000, 2000], dear=100)

    def head(p: int) -> float:
        d.t(m, 32, f"{buyer} – {lab_po} {po}", 8.5, b=True)
        d.t(x2, 32, f"Seite {p}/{pages}", 7.8, al="r")
        d.line(m, 38, x2, 38, 0.5)
        return 52

    def foot(p: int) -> None:
        page_foot(d, f"{buyer} · {badr} · {bplace} · UID {uidb} MWST", 6.6)

    mode = "" if nt else pick(rng, "carry|carry|")
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, ("Übertrag", "Übertrag"), fm)
    net = net_of(rows)
    pack = Decimal(rng.choice([0, 0, 35, 48, 85]))
    mwst = cents((net + pack) * Decimal("0.081"))
    raw = net + pack + mwst
    total = rappen(raw)
    y = room(d, y, 170, head, foot)
    if nt:
        y = (
            d.para(
                m,
                y + 8,
                "Preise gemäss Rahmenvertrag; diese Bestellung ist nicht bewertet.",
                8.4,
                w,
            )
            + 4
        )
    else:
        out = [(pick(rng, "Total netto|Warenwert|Zwischentotal"), fm(net), False)]
        if pack:
            out.append(("Verpackung / Versand", fm(pack), False))
        out.append((pick(rng, "MWST 8.1 %|MwSt. 8,1 %|zzgl. MWST 8.1%"), fm(mwst), False))
        if total != raw:
            out.append(("Rundung", fm(total - raw), False))
        out.append(
            (pick(rng, "Total CHF|Bestelltotal inkl. MWST|Gesamttotal CHF"), ft(total), True)
        )
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.6, box_last=rng.random() < 0.6) + 4
    conds = [
        ("Lieferbedingungen", pick(rng, "Franko Domizil, verzollt|DAP Grenchen|ab Werk, unfrei")),
        (
            "Zahlungsbedingungen",
            pick(rng, "30 Tage netto|60 Tage netto|10 Tage 2 %, 30 Tage netto"),
        ),
        ("Liefertermin", fd(dd)),
        ("Prüfung", "Erstmuster mit Prüfbericht, AQL 0,65"),
    ]
    y = d.kv(m, y + 8, conds[: rng.randint(2, 4)], 110, 8, b_label=False) + 6
    y = (
        d.para(
            m,
            y,
            f"Bitte senden Sie uns die Auftragsbestätigung innert 3 Arbeitstagen an {mail_of(buyer, 'einkauf', 'ch')}. Vermerken Sie die Bestellnummer auf Lieferschein und Rechnung.",
            8,
            w,
        )
        + 8
    )
    y = room(d, y, 70, head, foot)
    d.t(m, y + 8, f"Freundliche Grüsse\n{buyer}".split("\n")[0], 8.6)
    d.t(m, y + 20, buyer, 8.6, b=True)
    d.sign(m, y + 58, 150, ours, 7.5)
    d.sign(m + 190, y + 58, 150, pick(rng, "Leiter Einkauf|Geschäftsleitung|Logistik"), 7.5)
    foot(d.pages)
    return result(d, "de", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- ko shipyard

KO_YARD = "{X}조선(주)|{X}중공업 주식회사|(주){X}해양|{X}조선해양(주)|{X}마린텍(주)"
KO_YSTEM = "한진|대선|세광|동해|남해|거제|서남|영도|통영|목포"
KO_ITEMS = [
    ("P-SCH40-100", "강관 SCH40 100A (6M)", "EA", 85000, 160000),
    ("FL-10K-80", "플랜지 JIS 10K 80A SS400", "EA", 12000, 28000),
    ("BV-50", "볼 밸브 50A 청동 10K", "EA", 45000, 98000),
    ("CB-FRCV", "케이블 FR-CV 3C x 6SQ", "M", 4200, 8800),
    ("PT-EP20", "도료 에폭시 프라이머 20L", "CAN", 98000, 180000),
    ("WR-7016", "용접봉 E7016 4.0mm (20kg)", "BOX", 62000, 110000),
    ("AG-75", "앵글 75x75x9t (6M)", "EA", 52000, 88000),
    ("GK-80", "가스켓 논아스베스토스 80A", "EA", 2500, 6800),
    ("IN-GW50", "보온재 글라스울 50T", "ROLL", 38000, 72000),
    ("LD-SS", "수직 사다리 STS304 (3M)", "SET", 420000, 880000),
    ("VT-150", "통풍통 150A 아연도금", "EA", 96000, 210000),
]


@two_pass
def blind10_ko_joseon_baljuseo(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Korean shipyard's order for outfitting materials (A4)."""
    d, m, x2, w = cjk_doc(rng)
    pages = of(npages)
    nt = rng.random() < 0.05
    dt = a_date(rng)
    buyer = name_of(rng, KO_YARD, KO_YSTEM)
    st, tr = rng.choice(KO_STEM), rng.choice(KO_TRADE)
    sup = pick(rng, "(주){S}{T}|{S}{T}(주)|{S}{T} 주식회사|주식회사 {S}{T}").format(S=st, T=tr)
    fm = figures(",", ".", 0)
    ft = pick(rng, "won|sym|plain")
    fmt = {"won": lambda x: f"{fm(x)}원", "sym": lambda x: f"￦{fm(x)}", "plain": fm}[ft]
    po = fill(rng, f"PO{dt:%y%m}-####|{dt:%Y}-MP-#####|45########|P{dt:%y}#####")
    hull = fill(rng, "H.####|S###|H####")
    quote = fill(rng, "Q-{y}-####|견적 ######".replace("{y}", f"{dt:%y}"))
    pr = fill(rng, "PR-{y}######|구매요청 #####".replace("{y}", f"{dt:%y}"))
    fd = lambda x: x.strftime(pick(rng, "%Y-%m-%d|%Y.%m.%d|%Y년 %m월 %d일"))
    dd = dt + timedelta(days=rng.randint(10, 45))
    who_b, who_s = ko_who(rng), ko_who(rng)
    title = pick(rng, "발 주 서|발주서|구매발주서|자재 발주서")
    po_lab = pick(rng, "발주번호|발주 No.|P/O No.|주문번호")
    v = rng.randrange(3)
    bparty = [
        ("상호", buyer),
        ("등록번호", ko_brn(rng)),
        ("대표자", ko_who(rng, False)),
        ("주소", f"경상남도 거제시 장평{rng.randint(1, 5)}로 {rng.randint(10, 300)}"),
        ("전화", ko_tel(rng)),
    ]
    sparty = [
        ("상호", sup),
        ("등록번호", ko_brn(rng)),
        ("대표자", ko_who(rng, False)),
        ("주소", ko_addr(rng)),
        ("전화", ko_tel(rng)),
        ("담당자", who_s),
    ]
    d.t(d.w / 2 if v != 2 else m, 50, title, 20, b=True, al="c" if v != 2 else "l")
    if v != 2:
        d.line(d.w / 2 - 60, 56, d.w / 2 + 60, 56, 1.2)
    # approval box
    if rng.random() < 0.6:
        ax = x2 - 150
        for i, lab in enumerate(["담당", "팀장", "임원"]):
            d.box(ax + i * 50, 24, 50, 12, fill=0.9)
            d.t(ax + i * 50 + 25, 33, lab, 7, al="c")
            d.box(ax + i * 50, 36, 50, 26)
            if i < 2:
                d.t(ax + i * 50 + 25, 52, ko_who(rng, False), 7.5, al="c", grey=0.3)
    y = 76
    info = [
        (po_lab, po),
        ("발주일자", fd(dt)),
        ("납기일자", fd(dd)),
        ("호선", hull),
        ("견적번호", quote),
        ("구매요청번호", pr),
    ]
    if v == 2:  # letter to the vendor
        d.t(m, y + 12, f"{sup} 귀중", 13, b=True)
        d.t(m, y + 28, f"참조: {who_s} / {sparty[4][1]}", 8.5)
        y = kv_right(d, x2 - 120, x2 - 114, y, info, 8.2) + 6
        y = max(y, y + 4)
        y = (
            d.para(
                m,
                y + 4,
                "귀사의 무궁한 발전을 기원합니다. 아래와 같이 발주하오니 납기 내 납품하여 주시기 바랍니다.",
                9,
                w,
            )
            + 4
        )
        d.t(m, y + 10, f"발주처: {buyer}  ({bparty[1][1]})  담당 {who_b}  {bparty[4][1]}", 8.4)
        y += 20
    else:
        y = hdr_grid(d, m, y, w, info, 3, 8.4) + 8
        bw = w / 2
        left, right = (bparty, sparty) if v == 0 else (sparty, bparty)
        for k, (lab, party) in enumerate(
            [
                ("발 주 처" if v == 0 else "공 급 자", left),
                ("공 급 자" if v == 0 else "발 주 처", right),
            ]
        ):
            x = m + k * bw
            d.box(x, y, 18, 90, fill=0.9)
            for j, ch in enumerate(lab.replace(" ", "")):
                d.t(x + 9, y + 20 + j * 14, ch, 9, al="c")
            for j, (kk, vv) in enumerate(party):
                d.box(x + 18, y + j * 15, 48, 15)
                d.box(x + 66, y + j * 15, bw - 66, 15)
                d.t(x + 42, y + j * 15 + 11, kk, 7.6, al="c")
                d.t(
                    x + 70,
                    y + j * 15 + 11,
                    vv,
                    7.8 if kk != "주소" else 6.8,
                    maxw=bw - 72 if kk != "상호" else None,
                )
        y += 96
    spec = [
        ("pos", "No", 4, "c"),
        ("code", pick(rng, "자재코드|품번|코드"), 13, "l"),
        ("desc", pick(rng, "품명 및 규격|품명/규격|품목"), 34, "l"),
        ("unit", "단위", 6, "c"),
        ("qty", "수량", 7, "r"),
        ("price", "단가", 11, "r"),
        ("amount", pick(rng, "공급가액|금액"), 13, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 170, p2=0.28, p3=0.1, most=10)
    rows = mk_rows(rng, KO_ITEMS, n, fm, [1, 2, 5, 10, 20, 50, 100], dear=300000)
    for r in rows:
        r["p"] = whole(r["p"])
        r["amt"] = r["p"] * int(r["qty"])
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 30, f"{title.replace(' ', '')}  {po_lab}: {po}", 8.5)
        d.t(x2, 30, f"{p} / {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(d, f"{buyer}  자재구매팀  {bparty[4][1]}  - {p} / {pages} -", 6.8)

    net = net_of(rows)
    vat = whole(net / 10)
    total = net + vat
    out = [
        ("공급가액", fm(net), False),
        ("부가세(10%)", fm(vat), False),
        (pick(rng, "합계금액|합 계|총 금액"), fmt(total), True),
    ]
    intab = not nt and rng.random() < 0.35
    if intab:
        in_table(rows, out)
    mode = "" if nt or intab else pick(rng, "page||")
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, ("페이지 소계", ""), fm, 7.8)
    y = room(d, y, 150, head, foot)
    if nt:
        y = d.para(m, y + 8, "단가는 연간 단가계약에 따름 (금액 별도 통보)", 8.5, w)
    else:
        if not intab:
            y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.8, box_last=True) + 4
        y = d.para(m, y + 6, f"일금 {ko_words(int(total))}원정 (￦{fm(total)}) / 부가세 포함", 9, w)
    terms = [
        ("납품장소", pick(rng, "당사 제2안벽 자재창고|선행의장 야드|본사 자재부 창고")),
        ("인도조건", "현장도착도 (운반비 공급자 부담)"),
        ("결제조건", pick(rng, "납품 후 익월 말 현금|전자어음 60일|월말 마감 30일")),
        ("검수", "당사 품질검사 합격품에 한함, 성적서 첨부"),
        ("담당자", f"{who_b} / {bparty[4][1]}"),
    ]
    y = d.kv(m, y + 8, terms[: rng.randint(3, 5)], 60, 8, b_label=True) + 10
    y = room(d, y, 70, head, foot)
    d.t(x2 - 60, y + 12, fd(dt), 8.5, al="r")
    d.t(x2 - 60, y + 30, f"{buyer} (인)", 10, al="r")
    seal(d, x2 - 48, y + 10, "구매인", 38)
    if rng.random() < 0.5:
        d.t(m, y + 30, f"수주 확인: {sup}  ______ (인)", 8.5)
    foot(d.pages)
    return result(d, "ko", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- zh-Hant bicycles

TW_BIKE_FORMS = "{b}自行車股份有限公司|{b}車業股份有限公司|{b}運動器材股份有限公司|{b}輪業有限公司"
TW_BIKE = "巨祥 美力 太平洋 亞獵士 愛地雅 台灣速克 合騏 利奇".split()
TW_ITEMS = [
    ("FR-700C", "鋁合金車架 700C 54cm", "支", 2400, 5200),
    ("FK-CB", "碳纖維前叉 1-1/8~1.5", "支", 1800, 4200),
    ("BR-HD", "油壓碟煞卡鉗 前後組", "組", 1200, 3600),
    ("SL-11", "變速把手 11速 左右組", "組", 1500, 4200),
    ("CN-11", "鏈條 11S 116節", "條", 380, 950),
    ("RM-29", "輪圈 29吋 雙層 32孔", "個", 650, 1800),
    ("SP-20", "不鏽鋼輻條 2.0mm 290L", "支", 4, 12),
    ("HB-318", "鋁合金車手把 31.8mm 720mm", "支", 280, 760),
    ("SP-272", "座管 27.2mm 350mm", "支", 190, 520),
    ("TR-28", "外胎 700x28C 防刺", "條", 240, 680),
    ("BR-6001", "培林 6001-2RS", "個", 18, 45),
]


@two_pass
def blind10_zh_tw_danche_caigou(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Taiwanese bicycle maker's purchase order for frame and drivetrain parts."""
    d, m, x2, w = cjk_doc(rng)
    pages = of(npages)
    nt = rng.random() < 0.05
    dt = a_date(rng)
    b = rng.choice(TW_BIKE)
    buyer = pick(rng, TW_BIKE_FORMS).format(b=b)
    sup = tw_firm(rng, avoid=b).name
    fm = figures(",", ".", 0)
    fmt = (lambda x: f"NT${fm(x)}") if rng.random() < 0.5 else fm
    ds = pick(rng, "roc|rocs|slash|iso")
    fd = lambda x: fdate(x, ds)
    roc = dt.year - 1911
    po = fill(rng, f"PO{roc}{dt:%m}####|P{dt:%y%m%d}##|{roc}-#####|A1-{dt:%y}#####")
    req = fill(rng, f"PR{roc}{dt:%m}###|請{dt:%y}####")
    quote = fill(rng, "Q######|報{y}###".replace("{y}", f"{dt:%y}"))
    vcode = fill(rng, "V####|A#####")
    ubn_b, ubn_s = digits(rng, "########"), digits(rng, "########")
    who_b, who_s = person(rng, "zh-Hant"), person(rng, "zh-Hant")
    dd = dt + timedelta(days=rng.randint(7, 45))
    title = pick(rng, "採 購 單|採購單|訂購單|採購訂單")
    po_lab = pick(rng, "採購單號|單號|訂單編號|採購單編號")
    taxin = rng.random() < 0.3
    v = rng.randrange(3)
    badr, btel = tw_addr(rng), tw_tel(rng)
    saddr, stel = tw_addr(rng), tw_tel(rng)
    if v == 0:
        d.t(d.w / 2, 40, buyer, 15, al="c")
        d.t(d.w / 2, 54, f"{badr}  TEL:{btel}  統一編號:{ubn_b}", 7.6, al="c", grey=0.3)
        d.t(d.w / 2, 80, title, 18, al="c")
        d.t(x2, 80, f"第1頁/共{pages}頁", 8, al="r")
        y = 92
        rws = [
            ("廠商名稱", sup, po_lab, po),
            ("廠商代號", vcode, "採購日期", fd(dt)),
            ("聯絡人", who_s, "交貨日期", fd(dd)),
            ("電話", stel, "請購單號", req),
            ("統一編號", ubn_s, "報價單號", quote),
            ("地址", saddr, "交貨地點", f"本公司{pick(rng, '一廠|二廠|組裝線倉庫')}"),
        ]
        cw = [60, w / 2 - 60, 60, w / 2 - 60]
        for r_ in rws:
            x = m
            for k, val in enumerate(r_):
                d.box(x, y, cw[k], 16, fill=0.92 if k % 2 == 0 else None)
                d.t(x + 3, y + 11.5, val, 8, maxw=None if val in (sup, po) else cw[k] - 5)
                x += cw[k]
            y += 16
        y += 8
    else:
        x = m
        if v == 1:
            d.box(m, 24, 34, 34, fill=0.2, stroke=False)
            d.t(m + 17, 46, b[:1], 16, al="c", grey=1)
            x = m + 42
        d.t(x, 38, buyer, 14)
        d.t(x, 52, f"{badr}  TEL:{btel}  FAX:{tw_tel(rng)}", 7.4, grey=0.3)
        d.t(x2, 42, title, 17, al="r")
        d.line(m, 62, x2, 62, 1)
        y = 72
        ya = block(
            d,
            m,
            y,
            "致：" if v == 1 else "供應商",
            [sup, f"聯絡人：{who_s}", f"TEL：{stel}", f"地址：{saddr}", f"統編：{ubn_s}"],
            style="plain" if v == 1 else "box",
            w=w * 0.52,
            size=8.4,
        )
        pairs = [
            (po_lab, po),
            ("日期", fd(dt)),
            ("交期", fd(dd)),
            ("請購單號", req),
            ("報價單號", quote),
            ("廠商代號", vcode),
            ("頁次", f"1/{pages}"),
        ]
        if rng.random() < 0.3:
            pairs[0], pairs[3] = pairs[3], pairs[0]
        if v == 2:
            d.box(x2 - 170, y, 170, len(pairs) * 12.4 + 8, lw=1.2)
        yb = d.kv(x2 - 164, y + 4, pairs, 58, 8, b_label=False)
        y = max(ya, yb) + 8
        y = (
            d.lines(
                m,
                y,
                [f"交貨地點：{buyer}{pick(rng, '一廠|二廠|組裝線倉庫')}（{badr}）  採購：{who_b}"],
                8,
            )
            + 4
        )
    spec = [
        ("pos", "項次", 5, "c"),
        ("code", pick(rng, "料號|品號|物料編號"), 12, "l"),
        ("desc", pick(rng, "品名規格|品名/規格|品名"), 36, "l"),
        ("qty", "數量", 8, "r"),
        ("unit", "單位", 5, "c"),
        ("price", "單價" + ("(含稅)" if taxin else ""), 10, "r"),
        ("amount", "金額", 12, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 160, p2=0.3, p3=0.1, most=10)
    rows = mk_rows(rng, TW_ITEMS, n, fm, [20, 50, 100, 200, 300, 500, 1000], dear=2000)
    for r in rows:
        r["p"] = whole(r["p"])
        r["amt"] = r["p"] * int(r["qty"])
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer}  {title.replace(' ', '')}  {po_lab}：{po}", 8.3)
        d.t(x2, 30, f"第{p}頁/共{pages}頁", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(d, f"{buyer}  統一編號 {ubn_b}  本採購單經廠商回簽後生效", 6.8)

    mode = "" if nt else pick(rng, "page|page|")
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, ("本頁小計", ""), fm, 7.8)
    net = net_of(rows)
    if taxin:
        total, tax = net, Decimal(0)
    else:
        tax = whole(net * Decimal("0.05"))
        total = net + tax
    y = room(d, y, 140, head, foot)
    if nt:
        y = d.para(m, y + 8, "單價依年度議價單，本單不列金額。", 8.5, w)
    else:
        out = (
            [("合計", fm(net), False)]
            if taxin
            else [("未稅合計", fm(net), False), ("營業稅 5%", fm(tax), False)]
        )
        out.append((pick(rng, "總計|總計(含稅)|含稅總金額"), fmt(total), True))
        y = d.summary(x2 - 200, x2 - 4, y + 8, out, 8.8, box_last=True) + 4
    for t_ in [
        "1. 請於交期內交貨，逾期每日扣款千分之三。",
        "2. 送貨單及發票請註明本公司採購單號。",
        f"3. 本單如有疑問請洽採購 {who_b}（分機 {rng.randint(100, 399)}）。",
    ][: rng.randint(2, 3)]:
        y = d.para(m, y + 2, t_, 7.8, w)
    y = room(d, y, 60, head, foot)
    sw = (w - 40) / 3
    for i, lab in enumerate(["核准", "審核", "採購"]):
        d.sign(m + i * (sw + 20), y + 38, sw, lab, 8)
    if rng.random() < 0.5:
        d.t(x2, y + 56, f"廠商回簽：{sup}", 8, al="r")
    foot(d.pages)
    return result(d, "zh-Hant", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- vi garments

VI_STEM = (
    "Phú Thịnh|Hòa Bình|Tân Phát|Minh Long|Việt Tiến|Thành Công|An Khang|Đại Nam|Hưng Yên|Sao Mai"
)
VI_BUY = "Công ty TNHH May mặc {X}|Công ty Cổ phần Dệt may {X}|Công ty TNHH Thời trang {X}|Công ty TNHH May xuất khẩu {X}"
VI_SUP = (
    "Công ty TNHH Vải {X}|Công ty TNHH Phụ liệu May {X}|Công ty Cổ phần Sợi {X}|"
    "Công ty TNHH Thương mại Dệt {X}|Công ty TNHH Bao bì {X}"
)
VI_ITEMS = [
    ("VK-6535", "Vải kaki 65/35 khổ 1m5, màu be", "m", 38000, 62000),
    ("CH-402", "Chỉ may 40/2, cuộn 5000 m", "cuộn", 22000, 38000),
    ("NU-18L", "Nút nhựa 4 lỗ 18L", "gross", 30000, 65000),
    ("DK-5", "Dây kéo số 5, 20 cm, răng nhựa", "sợi", 2500, 6000),
    ("NH-DT", "Nhãn dệt cổ áo 2 x 5 cm", "cái", 350, 900),
    ("VL-PE", "Vải lót polyester 190T khổ 1m5", "m", 12000, 21000),
    ("TC-5L", "Thùng carton 5 lớp 60 x 40 x 40", "thùng", 18000, 32000),
    ("TU-PE", "Túi PE dán miệng 30 x 40", "kg", 42000, 58000),
    ("KE-SP", "Keo dựng mex giấy khổ 1m", "m", 9000, 16000),
    ("DT-25", "Dây thun dệt bản 25 mm", "m", 3500, 7000),
]
VI_CITY = "KCN Tân Tạo, Q. Bình Tân, TP. Hồ Chí Minh|KCN Phố Nối A, Hưng Yên|KCN Sóng Thần, Bình Dương|KCN Hòa Khánh, Đà Nẵng|KCN Quang Minh, Hà Nội"


@two_pass
def blind10_vi_may_mac_dat_hang(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Vietnamese garment factory's order for fabric and trims."""
    d, m, x2, w, nt, dt = frame(rng, A4, VIET, 36, 50)
    nt = nt and rng.random() < 0.5
    pages = of(npages)
    bstem, sstem = rng.sample(VI_STEM.split("|"), 2)
    buyer = pick(rng, VI_BUY).format(X=bstem)
    sup = pick(rng, VI_SUP).format(X=sstem)
    short = "".join(w_[0] for w_ in bstem.split()).upper().replace("Đ", "D")
    fm = figures(".", ",", 0)
    ft = pick(rng, "d|vnd|plain")
    fmt = {"d": lambda x: f"{fm(x)} đ", "vnd": lambda x: f"{fm(x)} VNĐ", "plain": fm}[ft]
    po = fill(
        rng,
        f"###/{dt.year}/ĐĐH-{short}|ĐH{dt:%y%m}-###|PO-{short}-{dt:%y}####|##/{dt:%m}/{dt.year}-{short}",
    )
    brand_po = fill(rng, "45########|PO# ######|BR-######")
    style = fill(rng, "ST-####|M##-###|@@####")
    quote = fill(rng, "BG-####/{y}|Báo giá số ###".replace("{y}", f"{dt:%y}"))
    mst_b, mst_s = digits(rng, "03########"), digits(rng, "0#########")
    bad, sad = rng.sample(VI_CITY.split("|"), 2)
    bad = f"Lô {digits(rng, '@#-#')}, {bad}"
    sad = f"Số {rng.randint(1, 300)} đường số {rng.randint(1, 30)}, {sad}"
    tel_b, tel_s = digits(rng, "028 #### ####"), digits(rng, "0## #### ###")
    rep_b = f"{pick(rng, 'Ông|Bà')} {pick(rng, 'Nguyễn|Trần|Lê|Phạm|Hoàng|Võ')} {pick(rng, 'Văn|Thị|Minh|Đức')} {pick(rng, 'Hùng|Lan|Tuấn|Hạnh|Dũng|Thảo')}"
    rep_s = f"{pick(rng, 'Ông|Bà')} {pick(rng, 'Đặng|Bùi|Đỗ|Huỳnh|Phan|Vũ')} {pick(rng, 'Văn|Thị|Quốc|Ngọc')} {pick(rng, 'Nam|Hoa|Phúc|Mai|Bình|Yến')}"
    fd = lambda x: x.strftime(pick(rng, "%d/%m/%Y|%d/%m/%Y|%d-%m-%Y"))
    dd = dt + timedelta(days=rng.randint(7, 30))
    rate = Decimal(pick(rng, "8|10|10"))
    v = rng.randrange(3)
    # letterhead with the national motto on the right
    d.t(m, 36, buyer.upper() if v == 0 else buyer, fitsize(d, buyer.upper(), 10.5, w * 0.5), b=True)
    d.t(m, 48, f"Địa chỉ: {bad}", 7.2, maxw=w * 0.5)
    d.t(m, 58, f"MST: {mst_b}   ĐT: {tel_b}", 7.2)
    mx = x2 - w * 0.22
    d.t(mx, 36, "CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM", 8.2, b=True, al="c")
    d.t(mx, 48, "Độc lập - Tự do - Hạnh phúc", 8.2, b=True, al="c")
    d.line(mx - 50, 52, mx + 50, 52, 0.5)
    d.t(
        mx,
        66,
        f"{pick(rng, 'TP. Hồ Chí Minh|Bình Dương|Hưng Yên|Hà Nội|Đà Nẵng')}, ngày {dt.day:02d} tháng {dt.month:02d} năm {dt.year}",
        7.6,
        al="c",
    )
    d.t(
        d.w / 2,
        96,
        pick(rng, "ĐƠN ĐẶT HÀNG|ĐƠN ĐẶT HÀNG|PHIẾU ĐẶT HÀNG|ĐƠN MUA HÀNG"),
        16,
        b=True,
        al="c",
    )
    po_lab = pick(rng, "Số|Số đơn hàng|Số:|Mã đơn hàng")
    d.t(d.w / 2, 110, f"{po_lab.rstrip(':')}: {po}", 9, al="c")
    y = 124
    if rng.random() < 0.6:
        d.t(m, y + 9, f"Kính gửi: {sup}", 9.5, b=True)
        y += 16
    a_rows = [
        ("Tên công ty", buyer),
        ("Địa chỉ", bad),
        ("Mã số thuế", mst_b),
        ("Đại diện", f"{rep_b} - Giám đốc"),
    ]
    b_rows = [
        ("Tên công ty", sup),
        ("Địa chỉ", sad),
        ("Mã số thuế", mst_s),
        ("Điện thoại", tel_s),
        (
            "Tài khoản",
            f"{digits(rng, '############')} tại {pick(rng, 'Vietcombank|BIDV|Techcombank|ACB|VietinBank')}",
        ),
        ("Đại diện", f"{rep_s} - {pick(rng, 'Giám đốc|Trưởng phòng kinh doanh')}"),
    ]
    order = [("BÊN MUA (Bên A):", a_rows), ("BÊN BÁN (Bên B):", b_rows)]
    if v == 2:
        order.reverse()
    for lab, rws in order:
        d.t(m, y + 9, lab, 9, b=True)
        y = d.kv(m + 12, y + 13, rws, 78, 8, b_label=False) + 4
    refs = [
        ("Đơn hàng của khách", f"{brand_po} / Mã hàng {style}"),
        ("Theo báo giá", quote),
        ("Ngày giao hàng", fd(dd)),
        ("Địa điểm giao hàng", f"Kho nguyên phụ liệu - {bad}"),
    ]
    y = d.kv(m, y + 2, refs[: rng.randint(2, 4)], 100, 8, b_label=True) + 4
    y = d.para(m, y, "Bên A đặt mua của Bên B các mặt hàng sau:", 8.4, w) + 2
    spec = [
        ("pos", "STT", 4, "c"),
        ("code", pick(rng, "Mã hàng|Mã NPL|Mã vật tư"), 10, "l"),
        ("desc", pick(rng, "Tên hàng, quy cách|Tên hàng hóa|Diễn giải"), 32, "l"),
        ("unit", "ĐVT", 6, "c"),
        ("qty", "Số lượng", 8, "r"),
        ("price", "Đơn giá", 11, "r"),
        ("amount", "Thành tiền", 17, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 200, p2=0.25, p3=0.08, most=9)
    rows = mk_rows(rng, VI_ITEMS, n, fm, [50, 100, 200, 500, 1000, 1500, 3000], dear=50000)
    for r in rows:
        r["p"] = whole(r["p"] / 100) * 100
        r["amt"] = r["p"] * int(r["qty"])
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer} - Đơn đặt hàng số {po}", 8)
        d.t(x2, 30, f"Trang {p}/{pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(d, f"Trang {p}/{pages}", 7)

    net = net_of(rows)
    vat = whole(net * rate / 100)
    total = net + vat
    out = [
        ("Cộng tiền hàng", fm(net), False),
        (f"Thuế GTGT {rate}%", fm(vat), False),
        (pick(rng, "Tổng cộng tiền thanh toán|Tổng cộng|Tổng giá trị đơn hàng"), fmt(total), True),
    ]
    intab = not nt and rng.random() < 0.4
    if intab:
        in_table(rows, out)
    mode = "" if nt or intab else pick(rng, "carry|")
    y = table10(
        d,
        rng,
        m,
        y + 4,
        c,
        rows,
        head,
        foot,
        mode,
        ("Chuyển trang sau", "Trang trước chuyển sang"),
        fm,
        7.8,
    )
    y = room(d, y, 190, head, foot)
    if nt:
        y = d.para(
            m,
            y + 8,
            "Đơn giá theo hợp đồng nguyên tắc đã ký; giá trị đơn hàng sẽ được xác nhận sau.",
            8.4,
            w,
        )
    else:
        if not intab:
            y = d.summary(x2 - 240, x2 - 4, y + 8, out, 8.6) + 2
        y = d.para(m, y + 4, f"Số tiền viết bằng chữ: {vi_words(int(total))} đồng.", 8.4, w) + 2
        if rng.random() < 0.5:
            adv = whole(total * Decimal("0.3"))
            y = (
                d.para(
                    m,
                    y,
                    f"Bên A tạm ứng 30% giá trị đơn hàng: {fm(adv)} đ; phần còn lại {fm(total - adv)} đ thanh toán trong 30 ngày sau khi nhận đủ hàng và hóa đơn.",
                    8.2,
                    w,
                )
                + 2
            )
    for t_ in rng.sample(
        [
            "Hàng giao đúng quy cách, màu sắc theo mẫu duyệt (approved swatch).",
            "Bên B gửi kèm phiếu kiểm tra chất lượng và hóa đơn GTGT.",
            "Giao hàng trễ quá 3 ngày Bên A có quyền hủy đơn hàng.",
        ],
        2,
    ):
        y = d.para(m, y + 2, "- " + t_, 8, w)
    y = room(d, y, 90, head, foot)
    cw = w / 2
    sides = [("ĐẠI DIỆN BÊN BÁN", sup, rep_s), ("ĐẠI DIỆN BÊN MUA", buyer, rep_b)]
    if v == 1:
        sides.reverse()
    for k, (lab, firm_, rep) in enumerate(sides):
        cx = m + cw * k + cw / 2
        d.t(cx, y + 18, lab, 9, b=True, al="c")
        d.t(cx, y + 30, "(Ký, ghi rõ họ tên, đóng dấu)", 7, al="c", grey=0.35)
        if firm_ == sup and rng.random() < 0.5:
            d.t(cx, y + 44, firm_, 7, al="c", grey=0.3)
        d.t(cx, y + 84, rep.split(" ", 1)[1], 8.6, b=True, al="c")
    foot(d.pages)
    return result(d, "vi", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- es-MX packer

MX_BUY = "Empacadora {X}, S.A. de C.V.|Agrícola {X} S.P.R. de R.L.|Frutas Finas {X}, S.A. de C.V.|Aguacates {X} S.A. de C.V."
MX_BSTEM = "del Valle|Tancítaro|Los Altos|Uruapan|Sierra Verde|San Juan|El Cerrito|Jalisco Sur"
MX_SUP = (
    "{X} Empaques, S.A. de C.V.|Cartonera {X}, S.A. de C.V.|Agroquímicos {L} S.A. de C.V.|"
    "Refaccionaria {L} S. de R.L. de C.V.|{X} Industrial S.A. de C.V.|{L} y {L2} Comercial, S.A. de C.V."
)
MX_SSTEM = "Bajío|Occidente|Tarasca|Pacífico|Morelia|Altiplano|Guadalajara"
MX_SUR = "Ramírez|Hernández|Zavala|Ochoa|Villaseñor|Cervantes|Mendoza|Barragán|Pulido"
MX_ITEMS = [
    ("CJ-10K", "Caja de cartón 10 kg, impresa 2 tintas", "pza", 9, 18),
    ("CH-AG", "Charola plástica para aguacate 4 kg", "pza", 4, 9),
    ("ET-PLU", "Etiqueta PLU autoadherible, rollo 5,000", "rollo", 180, 420),
    ("CE-CAR", "Cera para fruta a base de carnauba, 20 L", "cubeta", 1400, 2600),
    ("FU-IMZ", "Fungicida poscosecha imazalil, 1 L", "lt", 650, 1200),
    ("TA-120", "Tarima de madera 120 x 100, tratada NIMF-15", "pza", 140, 260),
    ("FL-ST", 'Fleje plástico 1/2", rollo 3,000 m', "rollo", 680, 1150),
    ("BA-RD", "Banda transportadora de rodillos, refacción", "pza", 3200, 7800),
    ("GU-NI", "Guante de nitrilo, caja 100", "caja", 160, 310),
    ("ES-ES", "Esquinero de cartón 2 m", "pza", 6, 14),
]


@two_pass
def blind10_es_mx_empacadora_oc(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Mexican avocado or berry packer's purchase order for packaging and supplies."""
    size = letter if rng.random() < 0.7 else A4
    d, m, x2, w, _, dt = frame(rng, size, "helv|libsans|dejavu|djcond|times", 30, 46, totals=False)
    nt = rng.random() < 0.07
    pages = of(npages)
    buyer = name_of(rng, MX_BUY, MX_BSTEM)
    sup = name_of(rng, MX_SUP, MX_SSTEM, MX_SUR)
    fm = figures(",", ".")
    ft = (lambda x: f"${fm(x)} MXN") if rng.random() < 0.5 else (lambda x: f"$ {fm(x)}")
    folio = fill(rng, "OC-#####|{y}-####|E#-######|######".replace("{y}", f"{dt:%y}"))
    quote = fill(rng, "COT-####|Cot. #####|Q-######")
    req = fill(rng, "REQ-####|RQ#####")
    prov = fill(rng, "P-####|PRV###")
    rfc_b = digits(rng, "@@@######@@#")
    rfc_s = digits(rng, "@@@######@#@")
    months = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
    fd = lambda x: (
        x.strftime("%d/%m/%Y")
        if rng.random() < 0.6
        else f"{x.day} de {months[x.month - 1]} de {x.year}"
    )
    dd = dt + timedelta(days=rng.randint(3, 21))
    bcity = pick(rng, "Uruapan, Mich.|Tancítaro, Mich.|Zapotlán el Grande, Jal.|Peribán, Mich.")
    scity = pick(rng, "Morelia, Mich.|Guadalajara, Jal.|Zamora, Mich.|León, Gto.|Celaya, Gto.")
    badr = f"Carretera {pick(rng, 'Uruapan-Pátzcuaro|Uruapan-Tancítaro|Federal 15')} km {rng.randint(2, 40)}, {bcity}, C.P. {digits(rng, '6####')}"
    sadr = f"Av. {pick(rng, 'Industrial|Periférico|Camelinas|Lázaro Cárdenas')} {rng.randint(100, 4900)}, Col. {pick(rng, 'Industrial|Centro|Las Águilas|El Colli')}, {scity}, C.P. {digits(rng, '5####')}"
    tel_b, tel_s = digits(rng, "452 ### ####"), digits(rng, "443 ### ####")
    comp = f"{pick(rng, 'Ing.|Lic.|C.P.')} {pick(rng, 'Alejandra|Jorge|Mariana|Rodrigo|Luis|Gabriela')} {pick(rng, MX_SUR)}"
    v = rng.randrange(3)
    title = pick(rng, "ORDEN DE COMPRA|Orden de Compra|ORDEN DE COMPRA")
    po_lab = pick(rng, "Folio|No. de Orden|Orden No.|OC No.|Folio OC")
    # header
    if v == 2:
        band(d, 0, 0, d.w, 60, rng.choice([0.18, 0.3]))
        d.t(m, 30, buyer, fitsize(d, buyer, 14, w * 0.6), b=True, grey=1)
        d.t(m, 45, f"RFC {rfc_b} · {badr}", 6.8, grey=0.9, maxw=w * 0.62)
        d.t(x2, 36, title, 13, b=True, al="r", grey=1)
        y = 72
    else:
        x = crest(d, m, 22, buyer, 18, 0.35) if v == 0 else logo(d, m, 22, buyer, 34, 0.3)
        d.t(x, 36, buyer, fitsize(d, buyer, 13, w * 0.5), b=True)
        d.t(x, 48, f"RFC: {rfc_b}", 7.4, grey=0.3)
        d.t(x, 58, badr, 6.8, grey=0.3, maxw=w * 0.5)
        d.t(x2, 30, title, 14, b=True, al="r")
        y = 66
    bx = x2 - 160
    d.box(bx, 36 if v != 2 else y, 160, 42)
    d.box(bx, 36 if v != 2 else y, 160, 14, fill=0.88)
    by = 36 if v != 2 else y
    d.t(bx + 80, by + 10.5, po_lab, 8, b=True, al="c")
    d.t(bx + 80, by + 33, folio, 13, b=True, al="c")
    y = max(y, by + 50)
    pairs = [
        ("Fecha", fd(dt)),
        ("Fecha de entrega", fd(dd)),
        ("Cotización", quote),
        ("Requisición", req),
        ("No. proveedor", prov),
        ("Condiciones de pago", pick(rng, "Crédito 30 días|Contado|Crédito 45 días")),
        ("Hoja", f"1 de {pages}"),
    ]
    bw = (w - 16) / 2
    st = pick(rng, "box|bar|under")
    ya = block(
        d,
        m,
        y,
        "Proveedor",
        [
            sup,
            f"RFC: {rfc_s}",
            *split_addr(d, sadr, 8, bw - 10),
            f"Tel. {tel_s}",
            f"Atención: {pick(rng, 'Sr.|Sra.')} {pick(rng, 'Ortega|Navarro|Salgado|Prieto')}",
        ],
        style=st,
        w=bw,
        size=8,
    )
    yb = d.kv(m + bw + 16, y + 2, pairs, 96, 7.8, b_label=True)
    y = max(ya, yb) + 6
    ya = block(
        d,
        m,
        y,
        pick(rng, "Facturar a|Datos de facturación"),
        [buyer, f"RFC: {rfc_b}", "Uso CFDI: G01 Adquisición de mercancías", "Método de pago: PPD"],
        style=st,
        w=bw,
        size=7.8,
        b_first=False,
    )
    yb = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "Entregar en|Lugar de entrega"),
        [
            pick(rng, "Almacén de materiales|Empaque, andén 2|Planta empacadora"),
            *split_addr(d, badr, 7.8, bw - 10),
            f"Recibe: {comp}",
        ],
        style=st,
        w=bw,
        size=7.8,
        b_first=False,
    )
    y = max(ya, yb) + 6
    spec = [
        ("pos", "Part.", 5, "c"),
        ("code", pick(rng, "Código|Clave|Artículo"), 10, "l"),
        ("desc", pick(rng, "Descripción|Concepto"), 38, "l"),
        ("qty", "Cantidad", 8, "r"),
        ("unit", "Unidad", 7, "c"),
        ("price", pick(rng, "P. Unitario|Precio Unit.|Precio"), 11, "r"),
        ("amount", "Importe", 12, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 180, p2=0.3, p3=0.05, most=10)
    rows = mk_rows(rng, MX_ITEMS, n, fm, [10, 20, 50, 100, 500, 1000, 2000, 5000], dear=500)

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer} · {title} {po_lab} {folio}", 8.3, b=True)
        d.t(x2, 30, f"Hoja {p} de {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(
            d,
            f"{buyer} · Tel. {tel_b} · compras@{mail_of(buyer.split(',')[0], 'x', 'mx').split('@')[1]}",
            6.6,
        )

    mode = "" if nt else pick(rng, "page||")
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, ("Subtotal hoja", ""), fm, 7.8)
    net = net_of(rows)
    iva = cents(net * Decimal("0.16"))
    ret = cents(net * Decimal("0.0125")) if rng.random() < 0.2 else Decimal(0)
    total = net + iva - ret
    y = room(d, y, 170, head, foot)
    if nt:
        y = d.para(
            m,
            y + 8,
            "Precios según lista vigente del proveedor; favor de confirmar importe antes de surtir.",
            8.4,
            w,
        )
    else:
        out = [("Subtotal", fm(net), False), ("IVA 16%", fm(iva), False)]
        if ret:
            out.append(("Retención ISR 1.25%", "-" + fm(ret), False))
        out.append((pick(rng, "Total|Total a pagar|TOTAL"), ft(total), True))
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.8, box_last=True) + 2
        if rng.random() < 0.5:
            adv = cents(total * Decimal("0.3"))
            y = (
                d.summary(
                    x2 - 220,
                    x2 - 4,
                    y,
                    [
                        ("Anticipo 30%", fm(adv), False),
                        ("Saldo contra entrega", fm(total - adv), False),
                    ],
                    7.8,
                )
                + 2
            )
        pesos = int(total)
        letra = f"{es_words(pesos).upper()} PESOS {int((total - pesos) * 100):02d}/100 M.N."
        y = d.para(m, y + 4, f"Importe con letra: ({letra})", 7.8, w)
    for t_ in rng.sample(
        [
            "Favor de anexar copia de esta orden a su factura (CFDI 4.0) y mencionar el folio.",
            "Horario de recepción: lunes a sábado de 8:00 a 14:00 h.",
            "Material fuera de especificación será devuelto con cargo al proveedor.",
            f"Comprador: {comp}, tel. {tel_b}.",
        ],
        3,
    ):
        y = d.para(m, y + 2, "• " + t_, 7.6, w)
    y = room(d, y, 60, head, foot)
    sw = (w - 40) / 3
    for i, lab in enumerate(["Elaboró", "Autorizó", "Acepta proveedor"]):
        d.sign(m + i * (sw + 20), y + 40, sw, lab, 7.6)
    foot(d.pages)
    return result(d, "es", "purchase_order", folio, sup, None if nt else total)


# --------------------------------------------------------------------------- ja printer's delivery note

JA_PRINT = "株式会社{b}印刷|{b}印刷株式会社|{b}プリント株式会社|株式会社{b}グラフィックス|{b}製版印刷株式会社"
JA_PSTEM = "大洋 共進 光文 精興 朝陽 文化 日進 新栄 東洋 北星".split()
JA_PITEMS = [
    ("P-1001", "会社案内パンフレット A4 8P 4/4色", "部", 45, 160),
    ("P-1102", "名刺 両面カラー 100枚入", "箱", 900, 2400),
    ("P-1203", "封筒 長3 1色 クラフト", "枚", 8, 22),
    ("P-1304", "チラシ B5 片面カラー コート90kg", "枚", 3, 12),
    ("P-1405", "ポスター B2 4色 マットコート", "枚", 120, 480),
    ("P-1506", "カタログ A4 24P 無線綴じ", "冊", 180, 620),
    ("P-1607", "ショップカード 91x55 両面", "枚", 6, 18),
    ("P-1708", "伝票 複写3枚 50組綴 ナンバリング", "冊", 650, 1500),
    ("P-1809", "デザイン・版下作成費", "式", 15000, 80000),
]


@two_pass
def blind10_ja_insatsu_nouhinsho(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Japanese printing company's delivery note quoting the customer's order number."""
    d, m, x2, w = cjk_doc(rng)
    pages = of(npages)
    nt = rng.random() < 0.3
    dt = a_date(rng)
    b = rng.choice(JA_PSTEM)
    sup = pick(rng, JA_PRINT).format(b=b)
    cust = ja_firm(rng, avoid=b).name
    fm = figures(",", ".", 0)
    fy = (lambda x: f"¥{fm(x)}-") if rng.random() < 0.5 else (lambda x: f"{fm(x)}円")
    ds = pick(rng, "cn|slash|reiwa")
    fd = lambda x: fdate(x, ds)
    own = fill(rng, f"D{dt:%y%m}-####|No.######|{dt:%Y%m%d}-##")
    slip = fill(rng, "######|DN-#####")
    po = fill(rng, f"PO-{dt:%y}#####|45########|{dt:%y}-####-##|HC######|注{dt:%y}-####")
    ccode = fill(rng, "####|C-#####")
    reg = "T" + digits(rng, "#############")
    job = fill(rng, "J-#####|受注######")
    po_lab = pick(rng, "貴社注文番号|ご注文番号|御注文No.|貴社発注No.|注文番号")
    title = pick(rng, "納 品 書|納品書|納品書（控）|納品書")
    saddr, stel = ja_addr(rng), ja_tel(rng)
    v = rng.randrange(3)
    d.t(d.w / 2 if v != 2 else m, 48, title, 20, b=True, al="c" if v != 2 else "l")
    if v != 2:
        d.line(d.w / 2 - 70, 54, d.w / 2 + 70, 54, 1.2)
    d.kv(
        x2 - 150,
        30,
        [("No.", own), ("納品日", fd(dt)), ("頁", f"{1}/{pages}")],
        44,
        8,
        b_label=False,
    )
    y = 80
    # customer left
    d.t(m, y + 14, f"{cust}　御中", 13)
    d.line(m, y + 18, m + w * 0.5, y + 18, 0.8)
    if rng.random() < 0.5:
        d.t(
            m,
            y + 32,
            f"{pick(rng, '総務部|営業企画部|販売促進課|広報室')}　{person(rng, 'ja')} 様",
            8.5,
        )
    info = [(po_lab, po), ("得意先コード", ccode), ("伝票番号", slip), ("受注番号", job)]
    info = info[: rng.randint(2, 4)]
    if rng.random() < 0.3:
        rng.shuffle(info)
    yk = d.kv(m, y + 40, info, 80, 8.2, b_label=False)
    # issuer right with seal
    ix = x2 - 190
    d.t(ix, y + 14, sup, 11)
    d.lines(ix, y + 20, [saddr, f"TEL {stel}  FAX {ja_tel(rng)}", f"登録番号 {reg}"], 7.6)
    seal(d, x2 - 44, y + 2, sup.replace("株式会社", "")[:4], 40)
    y = max(yk, y + 70) + 6
    d.t(m, y + 10, "下記の通り納品いたしました。", 9)
    y += 18
    if not nt:
        total_box_y = y
        y += 30
    spec = [
        ("pos", "No", 4, "c"),
        ("code", pick(rng, "品番|商品コード"), 10, "l"),
        ("desc", pick(rng, "品名・仕様|品名|商品名／仕様"), 38, "l"),
        ("qty", "数量", 8, "r"),
        ("unit", "単位", 5, "c"),
        ("price", "単価", 10, "r"),
        ("amount", "金額", 12, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 150, p2=0.25, p3=0.08, most=9)
    rows = mk_rows(rng, JA_PITEMS, n, fm, [100, 200, 300, 500, 1000, 2000, 5000], dear=700)
    for r in rows:
        r["p"] = whole(r["p"])
        r["amt"] = r["p"] * int(r["qty"])
        r["price"], r["amount"] = fm(r["p"]), fm(r["amt"])
    net = net_of(rows)
    tax = (net * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = net + tax
    if not nt:
        d.box(m, total_box_y, 220, 24, lw=1)
        d.box(m, total_box_y, 80, 24, fill=0.88)
        d.t(m + 40, total_box_y + 16, pick(rng, "合計金額|御納品金額|税込合計"), 9, al="c")
        d.t(m + 214, total_box_y + 16, fy(total), 12, al="r")
        d.t(m + 228, total_box_y + 16, "（税込）", 8)

    def head(p: int) -> float:
        d.t(m, 30, f"{title.replace(' ', '')}  No.{own}  {cust} 御中", 8.3)
        d.t(x2, 30, f"{p}/{pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(d, f"{sup}  {stel}", 6.8)

    mode = "" if nt else pick(rng, "page||")
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, ("頁小計", ""), fm, 7.8)
    y = room(d, y, 110, head, foot)
    if nt:
        qty = sum(int(r["qty"]) for r in rows)
        y = d.summary(x2 - 200, x2 - 4, y + 8, [("合計数量", f"{qty:,}", True)], 9) + 4
        y = d.para(m, y + 4, "※金額は別途ご請求書にてご案内いたします。", 8.4, w)
    else:
        out = [
            ("小計", fm(net), False),
            ("消費税（10%）", fm(tax), False),
            (pick(rng, "合計|総合計|合計金額"), fy(total), True),
        ]
        y = d.summary(x2 - 200, x2 - 4, y + 8, out, 9, box_last=True) + 4
    y = (
        d.para(
            m,
            y + 6,
            pick(
                rng,
                "備考：納品物に不備がございましたら7日以内にご連絡ください。|備考：残部は次回分納となります。|備考：校了データは当社にて1年間保管いたします。",
            ),
            8,
            w,
        )
        + 8
    )
    y = room(d, y, 60, head, foot)
    if rng.random() < 0.6:
        d.box(x2 - 120, y, 120, 50)
        d.box(x2 - 120, y, 120, 13, fill=0.9)
        d.t(x2 - 60, y + 10, "受領印", 8, al="c")
    foot(d.pages)
    return result(d, "ja", "delivery_note", po, sup, None if nt else total)


# --------------------------------------------------------------------------- hr wholesaler invoice

HR_SUP = "{X} d.o.o.|{X} trgovina d.o.o.|{X} veletrgovina d.o.o.|{L} i sinovi d.o.o.|{X} d.d."
HR_SSTEM = "Jadran-Opskrba|Dalmacija Food|Kvarner Promet|Istra Gastro|Mediteran Distribucija|Slavonija Delikatese|Zagorka Promet"
HR_SUR = "Horvat|Kovačević|Babić|Marić|Jurić|Novak|Vuković|Knežević|Perić|Matić"
HR_BUY = "Hotel {X} d.d.|{X} turizam d.o.o.|Restoran {X} j.d.o.o.|{X} Resort d.o.o.|Kamp {X} d.o.o."
HR_BSTEM = "Lungomare|Bellevue|Adriatic|Sveti Jakov|Punta|Vila Dubrava|Marjan|Kaštela"
HR_ITEMS = [
    ("10231", "Maslinovo ulje ekstra djevičansko 5 l", "kom", 38, 62, 5),
    ("10455", "Brašno T-550, 25 kg", "vreća", 16, 24, 5),
    ("11020", "Pršut dalmatinski, komad", "kg", 18, 29, 13),
    ("11204", "Sir paški, zreli", "kg", 24, 39, 13),
    ("12001", "Mineralna voda 0,5 l, paket 12", "pak", 5, 9, 13),
    ("12310", "Vino graševina 0,75 l", "kom", 6, 14, 25),
    ("12444", "Pivo lager 0,5 l, gajba 20", "gajba", 18, 28, 25),
    ("13002", "Kava u zrnu 1 kg", "kom", 14, 26, 25),
    ("13310", "Salvete papirnate 33 x 33, 500 kom", "pak", 4, 9, 25),
    ("13520", "Deterdžent za suđe profesionalni 10 l", "kom", 22, 45, 25),
    ("14010", "Riža dugog zrna 5 kg", "kom", 8, 14, 5),
    ("14120", "Sladoled vanilija 5 l", "kom", 15, 24, 13),
]


@two_pass
def blind10_hr_racun_veletrgovina(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Croatian food and beverage wholesaler's invoice quoting the customer's order."""
    d, m, x2, w, _, dt = frame(rng, A4, UNI, 32, 48, totals=False)
    pages = of(npages)
    sup = name_of(rng, HR_SUP, HR_SSTEM, HR_SUR)
    cust = name_of(rng, HR_BUY, HR_BSTEM)
    fm = figures(".", ",")
    ft = pick(rng, "eur|sym|plain")
    fmt = {"eur": lambda x: f"{fm(x)} EUR", "sym": lambda x: f"{fm(x)} €", "plain": fm}[ft]
    inv = f"{rng.randint(1, 4999)}-{pick(rng, 'VP1|P1|1|SKL1')}-{rng.randint(1, 3)}"
    po = fill(rng, f"NAR-{dt:%y}-####|#####|{dt.year}/###|PO-######|N{dt:%y}####")
    otp = fill(rng, "OTP-#####|######")
    oib_s, oib_c = digits(rng, "###########"), digits(rng, "###########")
    cnum = fill(rng, "K-####|#####")
    jir = "-".join(
        "".join(rng.choice("0123456789abcdef") for _ in range(k)) for k in (8, 4, 4, 4, 12)
    )
    zki = "".join(rng.choice("0123456789abcdef") for _ in range(32))
    iban = "HR" + digits(rng, "## ####### ##########").replace(" ", "")
    pnb = f"HR01 {digits(rng, '####-##')}"
    fd = lambda x: x.strftime(pick(rng, "%d.%m.%Y.|%d.%m.%Y"))
    due = dt + timedelta(days=rng.choice([15, 30, 45]))
    city = pick(rng, "Split|Zadar|Rijeka|Pula|Zagreb|Dubrovnik|Poreč")
    ccity = pick(rng, "Makarska|Opatija|Rovinj|Hvar|Šibenik|Cavtat|Crikvenica")
    sadr = f"{pick(rng, 'Poljička cesta|Industrijska ulica|Ulica Domovinskog rata|Zagrebačka cesta')} {rng.randint(1, 120)}, {digits(rng, '2####')} {city}"
    cadr = f"{pick(rng, 'Obala kralja Tomislava|Šetalište|Ulica Ivana Gundulića|Put Lungomara')} {rng.randint(1, 60)}, {digits(rng, '5####')} {ccity}"
    tel = digits(rng, "+385 21 ### ###")
    title = pick(rng, "RAČUN – OTPREMNICA|RAČUN|Račun br.|R-1 RAČUN")
    po_lab = pick(
        rng, "Broj narudžbe kupca|Vaša narudžba br.|Narudžbenica kupca|Po narudžbi br.|Narudžba"
    )
    v = rng.randrange(3)
    if v == 0:
        x = logo(d, m, 24, sup, 36, 0.15)
        d.t(x, 38, sup, fitsize(d, sup, 14, 260), b=True)
        d.t(x, 50, sadr, 7.4, grey=0.3)
        d.t(x, 60, f"OIB {oib_s} · Tel {tel}", 7.4, grey=0.3)
        y = 86
    elif v == 1:
        band(d, 0, 0, d.w, 56, rng.choice([0.2, 0.32]))
        d.t(m, 28, sup, fitsize(d, sup, 15, w * 0.6), b=True, grey=1)
        d.t(m, 43, f"{sadr} · OIB {oib_s}", 7.2, grey=0.9)
        y = 72
    else:
        d.t(x2, 36, sup, fitsize(d, sup, 13, 280), b=True, al="r")
        d.t(x2, 48, sadr, 7.4, al="r", grey=0.3)
        d.t(x2, 58, f"OIB: {oib_s} · IBAN: {iban}", 7.2, al="r", grey=0.3)
        d.line(m, 66, x2, 66, 1)
        y = 80
    bw = w * 0.48
    cy = block(
        d,
        m if v != 2 else x2 - bw,
        y,
        pick(rng, "Kupac|Kupac / Primatelj|Naručitelj"),
        [cust, cadr, f"OIB: {oib_c}", f"Šifra kupca: {cnum}"],
        style=pick(rng, "box|plain|under"),
        w=bw,
        size=8.4,
    )
    rx = x2 - 210 if v != 2 else m
    d.t(rx, y + 12, f"{title} {inv}", 12, b=True)
    pairs = [
        ("Datum računa", fd(dt)),
        ("Datum isporuke", fd(dt)),
        ("Dospijeće", fd(due)),
        (po_lab, po),
        ("Otpremnica", otp),
        ("Način plaćanja", pick(rng, "Transakcijski račun|Virman")),
        ("Stranica", f"1/{pages}"),
    ]
    if rng.random() < 0.4:
        pairs.insert(0, pairs.pop(3))
    ky = d.kv(rx, y + 20, pairs, 100, 7.8, b_label=False)
    y = max(cy, ky) + 8
    spec = [
        ("pos", "R.br.", 5, "c"),
        ("code", "Šifra", 8, "l"),
        ("desc", pick(rng, "Naziv artikla|Opis|Artikl"), 36, "l"),
        ("unit", "JM", 6, "c"),
        ("qty", "Količina", 8, "r"),
        ("price", pick(rng, "Cijena|Jed. cijena"), 10, "r"),
        ("tc", "PDV %", 8, "c"),
        ("amount", pick(rng, "Iznos|Vrijednost"), 12, "r"),
    ]
    c = cols(spec, w, False)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 220, p2=0.28, p3=0.08, most=10)
    pool = [t[:5] for t in HR_ITEMS]
    rates = {t[0]: t[5] for t in HR_ITEMS}
    rows = mk_rows(rng, pool, n, fm, [1, 2, 3, 5, 6, 10, 12, 20, 24], dear=100)
    base: dict[int, Decimal] = {}
    for r in rows:
        rt = rates[r["code"]]
        r["tc"] = str(rt)
        base[rt] = base.get(rt, Decimal(0)) + r["amt"]

    def head(p: int) -> float:
        d.t(m, 30, f"{sup} · Račun {inv}", 8.3, b=True)
        d.t(x2, 30, f"Stranica {p}/{pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(
            d,
            f"{sup} · {sadr} · OIB {oib_s} · IBAN {iban} · Temeljni kapital 2.654,46 EUR uplaćen u cijelosti",
            6.2,
        )

    mode = pick(rng, "carry||")
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, ("Prijenos", "Donos"), fm, 7.7)
    net = net_of(rows)
    taxes = [(rt, bs, cents(bs * rt / 100)) for rt, bs in sorted(base.items())]
    total = net + sum(t[2] for t in taxes)
    y = room(d, y, 190, head, foot)
    out = [("Iznos bez PDV-a", fm(net), False)]
    for rt, bs, tx in taxes:
        out.append((f"PDV {rt} % (osnovica {fm(bs)})", fm(tx), False))
    out.append((pick(rng, "Ukupno za platiti|UKUPNO|Sveukupno|Za platiti"), fmt(total), True))
    ys = d.summary(x2 - 250, x2 - 4, y + 8, out, 8.5, box_last=True)
    if rng.random() < 0.6:
        prev = cents(Decimal(rng.randint(20000, 900000)) / 100)
        d.box(m, y + 10, 190, 44)
        d.t(m + 4, y + 21, "Stanje otvorenih stavki na dan računa", 7.2, b=True)
        d.t(m + 4, y + 34, f"Prethodni saldo: {fm(prev)}", 7.4)
        d.t(m + 4, y + 46, f"Ukupni dug s ovim računom: {fm(prev + total)}", 7.4)
    y = max(ys, y + 58) + 6
    y = (
        d.para(
            m,
            y,
            f"Plaćanje na IBAN {iban}, model i poziv na broj: {pnb}. Molimo da pri plaćanju navedete broj računa.",
            7.8,
            w,
        )
        + 2
    )
    y = d.para(m, y, f"JIR: {jir}", 7.2, w)
    y = d.para(m, y, f"ZKI: {zki}", 7.2, w)
    y = (
        d.para(
            m,
            y,
            f"Vrijeme izdavanja: {fd(dt)} {rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}  Operater: {pick(rng, 'Ivana|Marko|Ana|Tomislav')} {pick(rng, HR_SUR)}",
            7.2,
            w,
        )
        + 6
    )
    y = room(d, y, 60, head, foot)
    d.sign(m, y + 36, 160, "Robu izdao", 7.4)
    d.sign(m + 190, y + 36, 160, f"Robu primio ({cust})", 7.4)
    foot(d.pages)
    return result(d, "hr", "invoice", po, sup, total)


# --------------------------------------------------------------------------- lt furniture confirmation

LT_SUP = "UAB „{X}“|UAB {X} baldai|{X} baldai, UAB|AB „{X}“|UAB „{X} Furniture“"
LT_SSTEM = "Medienos meistrai|Ąžuolo namai|Dzūkijos baldai|Žalgirio medis|Baltijos interjeras|Šiaurės stalius|Kauno medžio gaminiai"
LT_BUY = [
    ("{X} Möbel GmbH", "DE", "Hauptstraße {n}, {p} Hamburg, Vokietija", 0),
    ("{X} Interiør AS", "NO", "Storgata {n}, {p} Oslo, Norvegija", -1),
    ("{X} Huonekalu Oy", "FI", "Teollisuuskatu {n}, {p} Tampere, Suomija", 0),
    ("UAB {X} prekyba", "LT", "Savanorių pr. {n}, LT-{p} Vilnius", 21),
    ("SIA {X} Mēbeles", "LV", "Brīvības iela {n}, LV-{p} Rīga, Latvija", 0),
]
LT_BSTEM = "Nordhaus|Hjem|Koti|Baltic Home|Woodline|Casa Nord|Skandi"
LT_ITEMS = [
    ("ST-180", "Ąžuolinis valgomojo stalas 180 x 90, aliejuotas", "vnt.", 380, 720),
    ("KD-01", "Kėdė, ąžuolas, minkšta sėdynė", "vnt.", 85, 160),
    ("KM-3", "Komoda su 3 stalčiais, beržas", "vnt.", 210, 420),
    ("LN-120", "Lentyna sieninė 120 cm", "vnt.", 45, 95),
    ("LV-160", "Lova 160 x 200, ąžuolo masyvas", "vnt.", 520, 980),
    ("NS-02", "Naktinė spintelė, 1 stalčius", "vnt.", 70, 140),
    ("SP-200", "Spinta 2 durų, 200 cm", "vnt.", 460, 890),
    ("SU-01", "Suolas prieškambariui", "vnt.", 90, 190),
    ("PK-TR", "Pakavimas ir transporto padėklas", "kompl.", 25, 60),
]


@two_pass
def blind10_lt_baldai_patvirtinimas(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Lithuanian furniture maker's order confirmation quoting the retailer's order."""
    d, m, x2, w, _, dt = frame(rng, A4, UNI, 36, 52, totals=False)
    pages = of(npages)
    sup = name_of(rng, LT_SUP, LT_SSTEM)
    btpl, cc, badr, rate = rng.choice(LT_BUY)
    cust = btpl.format(X=pick(rng, LT_BSTEM))
    badr = badr.format(n=rng.randint(1, 140), p=digits(rng, "#####"))
    fm = figures(" ", ",")
    fmt = (lambda x: f"{fm(x)} €") if rng.random() < 0.5 else (lambda x: f"{fm(x)} EUR")
    own = fill(rng, f"UP-{dt:%y}-####|OC{dt:%y}#####|PAT-######")
    po = fill(rng, f"PO-{dt:%y}####|#######|{cc}-#####|B{dt:%y}-###")
    offer = fill(rng, "PAS-####|KP-{y}-###".replace("{y}", f"{dt:%y}"))
    ccode = fill(rng, "K####|####")
    kod_s = digits(rng, "30#######")
    pvm_s = "LT" + digits(rng, "1000########")
    pvm_c = f"{cc}{digits(rng, '#########')}"
    scity = pick(rng, "Kaunas|Alytus|Panevėžys|Šiauliai|Ukmergė|Marijampolė")
    sadr = f"{pick(rng, 'Pramonės pr.|Gamyklų g.|Veiverių g.|Vilniaus g.')} {rng.randint(1, 120)}, LT-{digits(rng, '#####')} {scity}"
    week = (dt + timedelta(days=rng.randint(21, 60))).isocalendar()[1]
    fd = lambda x: x.strftime("%Y-%m-%d")
    title = pick(rng, "UŽSAKYMO PATVIRTINIMAS|Užsakymo patvirtinimas|UŽSAKYMO PATVIRTINIMAS")
    po_lab = pick(
        rng, "Jūsų užsakymo Nr.|Kliento užsakymas Nr.|Pirkėjo užsakymo Nr.|Jūsų užsakymas"
    )
    v = rng.randrange(3)
    if v == 0:
        x = crest(
            d,
            m,
            22,
            sup.replace("UAB", "").replace("AB", "").replace("„", "").replace("“", "").strip(),
            18,
            0.25,
        )
        d.t(x, 38, sup, fitsize(d, sup, 14, 260), b=True)
        d.t(x, 50, sadr, 7.3, grey=0.3)
        d.t(x2, 40, title, 13.5, b=True, al="r")
        d.t(x2, 54, f"Nr. {own}", 10, al="r")
        y = 76
    elif v == 1:
        d.t(d.w / 2, 40, sup, fitsize(d, sup, 15, w), b=True, al="c")
        d.t(d.w / 2, 52, f"{sadr} · Įm. k. {kod_s} · PVM k. {pvm_s}", 7.2, al="c", grey=0.3)
        d.line(m, 60, x2, 60, 0.8)
        d.t(d.w / 2, 80, f"{title} Nr. {own}", 13, b=True, al="c")
        y = 92
    else:
        band(d, 0, 0, d.w, 54, 0.22)
        d.t(m, 30, sup, fitsize(d, sup, 15, w * 0.55), b=True, grey=1)
        d.t(x2, 30, title, 12, b=True, al="r", grey=1)
        d.t(x2, 44, f"Nr. {own}", 9, al="r", grey=1)
        y = 70
    bw = (w - 16) / 2
    cy = block(
        d,
        m,
        y,
        pick(rng, "Pirkėjas|Klientas|Užsakovas"),
        [cust, *split_addr(d, badr, 8.2, bw), f"PVM k. {pvm_c}", f"Kliento kodas: {ccode}"],
        style=pick(rng, "box|under|bar"),
        w=bw,
        size=8.2,
    )
    pairs = [
        ("Data", fd(dt)),
        (po_lab, po),
        ("Pasiūlymo Nr.", offer),
        ("Pristatymo savaitė", f"{dt.year} m. {week} sav."),
        (
            "Pristatymo sąlygos",
            pick(rng, "FCA Kaunas (Incoterms 2020)|DAP pirkėjo sandėlis|EXW gamykla"),
        ),
        (
            "Apmokėjimas",
            pick(
                rng, "30 % avansas, likutis prieš pakrovimą|30 d. nuo sąskaitos|100 % išankstinis"
            ),
        ),
        ("Puslapis", f"1 iš {pages}"),
    ]
    if rng.random() < 0.35:
        pairs[1], pairs[2] = pairs[2], pairs[1]
    ky = d.kv(m + bw + 16, y + 2, pairs, 96, 7.8, b_label=True)
    y = max(cy, ky) + 8
    y = d.para(m, y, "Dėkojame už užsakymą. Patvirtiname šias prekes ir sąlygas:", 8.4, w) + 2
    spec = [
        ("pos", "Nr.", 4, "c"),
        ("code", "Kodas", 8, "l"),
        ("desc", pick(rng, "Prekės pavadinimas|Aprašymas|Prekė"), 38, "l"),
        ("qty", "Kiekis", 7, "r"),
        ("unit", "Mato vnt.", 9, "c"),
        ("price", pick(rng, "Kaina|Vnt. kaina"), 10, "r"),
        ("amount", pick(rng, "Suma|Suma be PVM"), 12, "r"),
    ]
    c = cols(spec, w, False)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 200, p2=0.28, p3=0.08, most=9)
    rows = mk_rows(rng, LT_ITEMS, n, fm, [2, 4, 6, 8, 10, 12, 20, 24, 40], dear=400)

    def head(p: int) -> float:
        d.t(m, 30, f"{sup} · {title} Nr. {own}", 8.3, b=True)
        d.t(x2, 30, f"Puslapis {p} iš {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    acct = digits(rng, "LT## #### #### #### ####")

    def foot(p: int) -> None:
        page_foot(
            d, f"{sup} · Įmonės kodas {kod_s} · PVM mokėtojo kodas {pvm_s} · A. s. {acct}", 6.4
        )

    net = net_of(rows)
    rt = Decimal(21) if rate == 21 else Decimal(0)
    pvm = cents(net * rt / 100)
    total = net + pvm
    out = [("Suma be PVM", fm(net), False)]
    out.append((f"PVM {rt} %" if rt else "PVM 0 %", fm(pvm), False))
    out.append((pick(rng, "Iš viso su PVM|Bendra suma|Iš viso mokėti|Viso"), fmt(total), True))
    intab = rng.random() < 0.3
    if intab:
        in_table(rows, out)
    mode = "" if intab else pick(rng, "carry|page|")
    labels = (
        ("Perkelta", "Perkelta iš ankstesnio psl.") if mode == "carry" else ("Puslapio suma", "")
    )
    y = table10(d, rng, m, y + 4, c, rows, head, foot, mode, labels, fm, 7.8)
    y = room(d, y, 170, head, foot)
    if not intab:
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.6, box_last=rng.random() < 0.6) + 2
    if rate <= 0:
        y = (
            d.para(
                m,
                y + 4,
                "PVM neskaičiuojamas: atvirkštinis apmokestinimas (PVM įstatymo 49 str.; Direktyvos 2006/112/EB 138 str.)."
                if rate == 0
                else "Eksportas už ES ribų, PVM 0 % (PVM įstatymo 41 str.).",
                7.8,
                w,
            )
            + 2
        )
    if rng.random() < 0.5:
        adv = cents(total * Decimal("0.3"))
        y = (
            d.para(
                m,
                y + 2,
                f"Avansas 30 %: {fm(adv)} EUR, mokėti iki {fd(dt + timedelta(days=7))}. Likutis {fm(total - adv)} EUR prieš pakrovimą.",
                8,
                w,
            )
            + 2
        )
    y = (
        d.para(
            m,
            y + 4,
            "Prašome patikrinti patvirtinimą ir per 2 darbo dienas pranešti apie neatitikimus; kitu atveju užsakymas laikomas suderintu.",
            7.8,
            w,
        )
        + 8
    )
    y = room(d, y, 60, head, foot)
    d.sign(m, y + 36, 180, f"Patvirtino: {sup}", 7.4)
    d.sign(x2 - 180, y + 36, 180, "Pirkėjo parašas", 7.4)
    foot(d.pages)
    return result(d, "lt", "order_confirmation", po, sup, total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind10_sv_sagverk_bestallning,
        blind10_nb_havbruk_innkjop,
        blind10_de_ch_uhren_bestellung,
        blind10_ko_joseon_baljuseo,
        blind10_zh_tw_danche_caigou,
        blind10_vi_may_mac_dat_hang,
        blind10_es_mx_empacadora_oc,
        blind10_ja_insatsu_nouhinsho,
        blind10_hr_racun_veletrgovina,
        blind10_lt_baldai_patvirtinimas,
    )
}

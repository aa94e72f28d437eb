"""Ten purchase-paperwork families for the blind split written after blind15 (`blind16_*`).

Seven are orders issued by the buyer to the vendor they are addressed to; three are sellers'
papers quoting the buyer's order (a French valued delivery note, a Taiwanese continuous-form
delivery note and a Hungarian invoice). Languages: en (UK), de (Switzerland), fr, es, it, hu,
ro, zh-Hans, zh-Hant and ja.

- blind16_en_uk_sidebar_po (en, purchase_order): a UK housing association's, academy trust's
  or hospice's order with a tinted sidebar holding the order number, date, requisition,
  raiser, cost centre, nominal code, quote reference, supplier account, page and the
  invoice address; the supplier with or without a caption, a deliver-to block with a contact,
  lines with VAT codes (S / R / Z), a VAT analysis, net / VAT / order total in GBP, terms and
  an authorised-by line; continued over pages at times.
- blind16_de_ch_spital_bestellung (de, purchase_order): a Swiss hospital's or care home's
  Bestellung with the address window on the right, an info block (Bestell-Nr., Lieferanten-
  Nr., Ihre Offerte, Kostenstelle, Sachbearbeitung), lines with a grey second line (MWST
  rate, Liefertermin), Rabatt, "Übertrag" over pages, MWST 8.1 / 2.6 %, freight, a 5-Rappen
  "Rundung" and the total in CHF as 1'234.55, delivery and invoice addresses, a letter close.
- blind16_fr_bon_livraison_valorise (fr, delivery_note): a French wholesaler's valued BON DE
  LIVRAISON quoting the client's order (votre commande / bon de commande client) beside its
  own ARC number and the client number, livraison and facturation blocks, ordered, delivered
  and back-ordered quantities, remises, "À reporter" / "Report", Total HT, TVA 20 %, Total TTC
  in 1 234,56 €, an éco-participation "dont" line, reserves and receipt boxes.
- blind16_es_universidad_pedido (es, purchase_order): a Spanish university's pedido with a
  boxed PROVEEDOR block, the number in a framed box over a grid (expediente, orgánica,
  aplicación presupuestaria, proyecto), solicitante, the supplier's presupuesto and place of
  delivery, lines with IVA 21 / 4 %, base imponible, the total in 1.234,56 € with "Son: ..."
  in words, a FACe / DIR3 note and two signatures.
- blind16_it_moda_ordine_taglie (it, purchase_order): a fashion house's landscape ordine to a
  shoe, knitwear, garment or leather-goods maker, with a size-run grid per article and colour
  (pairs / pieces per size), season, sample and offer references, totals of pieces,
  imponibile, IVA 22 % and the order total, "segue" over pages and an acceptance line.
- blind16_zh_gaoxiao_shiyan_caigou (zh-Hans, purchase_order): a university lab's landscape
  采购订单 for reagents and consumables; a grid of 订单编号, 请购单号, 经费卡号, 项目编号,
  合同编号, the supplier and the receiving teacher; lines with 货号, 品牌, CAS号, 本页小计 over
  pages and a 合计 row, 运费 / 优惠, 订单总额 with 大写, four signature captions and at times
  the supplier's seal.
- blind16_tw_chuhuodan_lianxu (zh-Hant, delivery_note): a Taiwanese supplier's 出貨單 /
  送貨單 / 銷貨單 on tinted continuous-form paper with sprocket holes; the customer and its
  code, the seller's own 單號, 發票號碼 and the customer's order number, whole NT$ lines,
  "承下頁" over pages, 合計（未稅）/ 營業稅 5 % / 總計 (or a tax-included total), the sum in
  traditional capitals and the receipt captions.
- blind16_ja_hacchu_kingaku_waku (ja, purchase_order): a maker's 発注書 / 注文書 to a parts
  supplier (御中), with the buyer's square seal, approval boxes with personal seals, a framed
  ご発注金額 (税込) near the top, 件名, 納入場所, 支払条件, 御見積No., lines with 図番 and
  納期, 小計 / 出精値引 / 消費税 / 合計 in whole yen and a 備考 box.
- blind16_hu_szamla_rendelesszam (hu, invoice): a Hungarian SZÁMLA with Eladó / Szállító and
  Vevő boxes (adószám, cégjegyzékszám, bankszámla, vevőkód), payment and date grids, the
  customer's order number beside the delivery-note number, lines with VTSZ, net, ÁFA 27 / 18
  / 5 % and gross, an ÁFA summary, the amount payable in whole forint and "azaz ... forint".
- blind16_ro_comanda_achizitie (ro, purchase_order): a Romanian company's COMANDĂ with its CUI,
  register number and IBAN, number and date in a box, the supplier under "Către", the offer it
  follows, lines in lei with TVA 19 or 21 %, total fără TVA / TVA / total de plată, delivery
  and payment terms, the referat de necesitate and framework-contract numbers and three
  signatures.

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta) using the drawing helpers of
families_latin.py and families_cjk.py and of earlier blind modules. They were written blind:
drawn with reportlab and checked only by reading their own text layer back and looking at
rendered pages, never run through the extraction engine. Families that print "page 1 of N"
draw twice from the same rng state.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
sellers' papers the customer's order number they quote, never the seller's delivery-note,
invoice, ARC, customer or statement numbers), never requisition, quotation, offer, file,
project, contract or budget numbers; supplier the selling party's name exactly as printed
(never the buyer, a ship-to, bill-to or contact person); total the grand total as "1234.50"
(tax included; the rounded amount where a paper rounds; whole NT$, yen and forint as
"1234.00"). Every document states its total.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, en, finish, grouped, twice  # noqa: E402
from families_blind14 import ACCENTS, es_words, eu, light, rgb_box, rgb_text  # noqa: E402
from families_blind15 import kgrid, lgrid, sp  # noqa: E402
from families_latin2 import snug  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
CENT = Decimal("0.01")
ONE = Decimal(1)
GREY = Color(0.4, 0.4, 0.4)


def ch(v: Decimal) -> str:
    """1'234.55 (Swiss apostrophe thousands)."""
    return grouped(v, "'", ".")


def r2(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def r0(v: Decimal) -> Decimal:
    return v.quantize(ONE, rounding=ROUND_HALF_UP)


def price(rng: random.Random, lo: float, hi: float, whole: bool = False) -> Decimal:
    p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
    return r0(p) if whole else p


def qty_for(rng: random.Random, hi: float) -> int:
    if hi >= 800:
        return rng.choice([1, 1, 1, 2, 3])
    if hi >= 100:
        return rng.choice([1, 2, 2, 3, 4, 5, 6, 10])
    return rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 20, 24, 25, 40, 50, 100])


def take(rng: random.Random, pool: list, n: int) -> list:
    return rng.sample(pool, n) if n <= len(pool) else rng.choices(pool, k=n)


def wrapped(d: la.Doc, x: float, y: float, s: str, size: float, w: float, **kw) -> float:
    """Running text from baseline-top `y` (as la.Doc.para) with optional bold / grey."""
    from reportlab.lib.utils import simpleSplit  # noqa: PLC0415

    font = d.bold if kw.get("b") else d.reg
    for part in simpleSplit(s, font, size, w):
        d.t(x, y + size, part, size, b=kw.get("b", False), grey=kw.get("grey", 0.0))
        y += size * 1.3
    return y


# --------------------------------------------------------------------------- 1 UK sidebar

UK_BUY = (
    "{C} Housing Association|{C} & District Housing Trust|{X} Homes Group|"
    "{C} Community Housing Ltd|{X} Learning Trust|{C} Academies Trust|St {S} Hospice|"
    "{X} Living|{C} Diocesan Multi Academy Trust|{X} Care Homes Ltd"
)
UK_STEMS = "Pennine|Severn Vale|Wessex|Fenland|Weald|Cotswold|Solent|Tyne|Mercia|Chiltern"
UK_SAINTS = "Catherine's|Luke's|Michael's|Barnabas|Margaret's|Helena"
UK_CITIES = "Leeds|Bristol|Leicester|Norwich|Derby|Exeter|Swindon|Ipswich|Carlisle|Hereford"
UK_TRADES = (
    "Building Supplies|Plumbing & Heating|Electrical Wholesale|Roofing Supplies|Joinery|"
    "Decorating Centre|Fire Safety|Grounds Maintenance|Office Supplies|Catering Equipment"
)
UK_ITEMS = [
    ("Combi boiler 30kW incl. flue kit", "EA", 780, 1450, 20),
    ("Thermostatic radiator valve pack", "EA", 9, 22, 20),
    ("Loft insulation roll 200mm x 5.6m", "ROLL", 18, 32, 0),
    ("Cavity wall insulation - installation", "JOB", 450, 1200, 0),
    ("Double glazed uPVC window 1200x1050", "EA", 280, 520, 20),
    ("Fire door FD30 with intumescent strips", "EA", 190, 380, 20),
    ("Smoke alarm, mains with 10yr backup", "EA", 18, 40, 20),
    ("Emulsion paint, trade white 10L", "TIN", 28, 55, 20),
    ("Kitchen base unit 600mm, carcass only", "EA", 45, 110, 20),
    ("LED bulkhead light IP65 14W", "EA", 16, 38, 20),
    ("Children's car seat (foster placement)", "EA", 60, 140, 5),
    ("Mobility scooter battery pack", "EA", 70, 160, 5),
    ("Solar PV panel 410W incl. fitting", "EA", 240, 420, 0),
    ("Grab rail 450mm, white", "EA", 8, 19, 20),
    ("Grounds maintenance - monthly visit", "VISIT", 120, 380, 20),
    ("Gas safety inspection (CP12)", "EA", 55, 95, 20),
    ("Door entry fob, programmed", "EA", 4, 9, 20),
    ("Laminate flooring 8mm, pack 2.13m2", "PACK", 16, 34, 20),
    ("Classroom chair, polypropylene size 5", "EA", 17, 36, 20),
    ("Catering sundries (monthly order)", "LOT", 150, 600, 20),
]


def _uk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    acc = rng.choice(ACCENTS)
    sb = rng.uniform(140, 165)
    x0, r = sb + rng.uniform(20, 28), d.w - rng.uniform(30, 40)
    w = r - x0
    city = la.pick(rng, UK_CITIES)
    buyer = la.pick(rng, UK_BUY).format(C=city, X=la.pick(rng, UK_STEMS), S=la.pick(rng, UK_SAINTS))
    sup, sadr = la.party(rng, "uk", "sup", UK_TRADES)
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, "PO######|P0#####|##########|PUR-######|4100#####"))
    req = la.digits(rng, la.pick(rng, "REQ######|R-#####|##########"))
    quote = la.digits(rng, la.pick(rng, "Q#####|QU-####-##|EST/####|#####"))
    supno = la.digits(rng, la.pick(rng, "S#####|V####|SUP####"))
    raiser = la.person(rng, "en")
    cc = la.digits(rng, la.pick(rng, "C### Repairs|CC## Planned Works|#### Estates|D## Facilities"))
    nominal = la.digits(rng, "5###")
    sym = rng.random() < 0.7
    fm = (lambda v: f"£{en(v)}") if sym else en
    page = [1]
    vat_codes = {20: "S", 5: "R", 0: "Z"}
    sidebar_labels = la.pick(rng, "Order No.|Purchase Order No.|Order Number")

    def sidebar() -> None:
        rgb_box(d, 0, 0, sb, d.h, light(acc, 0.86))
        rgb_box(d, 0, 0, sb, 96, acc)
        y = 28
        for part in _split(buyer, d, 11.5, sb - 24):
            rgb_text(d, 12, y, part, 11.5, (1, 1, 1))
            y += 14
        rgb_text(
            d,
            12,
            86,
            la.pick(rng, "Procurement|Finance & Procurement|Purchasing"),
            7.5,
            (1, 1, 1),
            b=False,
        )
        rows = [
            (sidebar_labels, po),
            ("Order Date", la.dfmt(dt, "dmy")),
            ("Requisition", req),
            ("Raised By", raiser),
            ("Cost Centre", cc),
            ("Nominal Code", nominal),
            ("Your Quote Ref", quote),
            ("Supplier Account", supno),
            ("Page", f"{page[0]} of {of}" if of else str(page[0])),
        ]
        y = 118
        for k, (lab, val) in enumerate(rows):
            d.t(12, y, lab.upper(), 6.8, b=True, grey=0.35)
            d.t(12, y + 12, val, 10.5 if k == 0 else 8.6, b=k == 0, maxw=sb - 20)
            y += 28
        y += 10
        d.t(12, y, "INVOICES TO", 6.8, b=True, grey=0.35)
        y = d.lines(
            12,
            y + 4,
            [
                "Accounts Payable",
                *([buyer] if len(buyer) <= 26 else []),
                f"PO Box {rng.randint(100, 999)}",
                f"{city} {la.digits(rng, '@@# #@@')}",
            ],
            7.6,
        )
        d.t(12, y + 10, f"ap@{la.pick(rng, UK_STEMS).lower().split()[0]}.org.uk", 7.4)
        d.para(
            12,
            d.h - 110,
            "Invoices without a valid order number will be returned unpaid. One order per invoice.",
            6.8,
            sb - 22,
            grey=0.25,
        )

    sidebar()
    title = la.pick(rng, "PURCHASE ORDER|Official Purchase Order|OFFICIAL ORDER")
    d.t(r, 46, title, 17, b=True, al="r")
    # supplier address, no heading or a small one
    y = 78
    lab = la.pick(rng, "|Supplier|To")
    if lab:
        d.t(x0, y, lab, 7.5, b=True, grey=0.35)
        y += 4
    d.t(x0, y + 12, sup, snug(d, [sup], w * 0.55 - 12, 10), b=True)
    y = d.lines(x0, y + 16, [*sadr, f"Tel {la.phone(rng, 'uk')}"], 8.6)
    # deliver to
    dx = x0 + w * 0.55
    site = la.pick(rng, "Main Depot|Estates Office|Site Office|Reception|Stores")
    drows = [
        f"{site}, {la.digits(rng, la.pick(rng, '## Station Road|Unit #, Mill Lane|# Wharf Road'))}",
        f"{city} {la.digits(rng, '@@# #@@')}",
        f"Contact: {la.person(rng, 'en')}",
        f"Required by: {la.dfmt(dt + timedelta(days=rng.randint(5, 30)), 'dmy')}",
    ]
    d.t(dx, 78, "Deliver To", 7.5, b=True, grey=0.35)
    d.lines(dx, 84, drows, 8.3)
    y = max(y, 150) + 14
    note = la.pick(
        rng,
        "Please supply the following in accordance with our terms and conditions.|"
        "Further to your quotation, please supply and deliver:|",
    )
    if note:
        d.t(x0, y, note, 8.2)
        y += 10
    n = rng.randint(2, 48) if rng.random() < 0.3 else rng.randint(2, 18)
    rows = []
    for i, (desc, unit, lo, hi, rate) in enumerate(take(rng, UK_ITEMS, n)):
        p = price(rng, lo, hi)
        q = qty_for(rng, hi)
        amt = r2(p * q)
        rows.append(
            {
                "pos": str(i + 1),
                "desc": desc,
                "qty": str(q),
                "unit": unit,
                "price": en(p),
                "amount": en(amt),
                "vat": vat_codes[rate],
                "amt": amt,
                "rate": rate,
            }
        )
    spec = [
        ("pos", "#", 4, "c"),
        ("desc", "Description", 40, "l"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UoM", 7, "c"),
        ("price", "Unit Price", 11, "r"),
        ("vat", "VAT", 5, "c"),
        ("amount", "Net", 12, "r"),
    ]
    cols = la.cols(spec, w)
    bottom = d.h - 60

    def cont(i: int) -> float:
        d.t(r, bottom + 14, "Continued on next page", 7.5, grey=0.3, al="r")
        d.new_page()
        page[0] += 1
        sidebar()
        d.t(r, 46, f"{title} {po} (continued)", 11, b=True, al="r")
        return 66

    y = d.table(
        x0, y, cols, rows, size=7.8, lead=15, shade=0.9, rules=True, bottom=bottom, cont=cont
    )
    by: dict[int, Decimal] = {}
    for row in rows:
        by[row["rate"]] = by.get(row["rate"], Decimal(0)) + row["amt"]
    vat = {k: r2(v * k / 100) for k, v in by.items()}
    net = sum(by.values(), Decimal(0))
    total = net + sum(vat.values(), Decimal(0))
    if y + 190 > bottom:
        y = cont(len(rows))
    y += 10
    # VAT analysis on the left, totals on the right
    d.t(x0, y + 8, "VAT analysis", 7.5, b=True)
    ay = y + 12
    for k in sorted(by, reverse=True):
        d.t(x0, ay + 9, f"{vat_codes[k]}  {k}%", 7.4)
        d.t(x0 + 90, ay + 9, en(by[k]), 7.4, al="r")
        d.t(x0 + 150, ay + 9, en(vat[k]), 7.4, al="r")
        ay += 11
    tl = la.pick(rng, "Order Total|Total Order Value|Gross Total|Total (GBP)")
    sums = [
        (la.pick(rng, "Total Net|Net Total|Goods Total"), fm(net), False),
        (la.pick(rng, "Total VAT|VAT"), fm(sum(vat.values(), Decimal(0))), False),
        (tl, fm(total) if sym else f"{en(total)} GBP", True),
    ]
    y = d.summary(r - 180, r, y, sums, 9, box_last=True)
    y = max(y, ay) + 18
    terms = (
        f"This order is placed subject to {buyer}'s standard terms and conditions of purchase. "
        "The order number must be quoted on all invoices, delivery notes and correspondence. "
        "Goods will not be accepted without a delivery note."
    )
    y = d.para(x0, y, terms, 7.4, w, grey=0.2) + 26
    d.sign(x0, y, 170, f"Authorised by: {la.person(rng, 'en')}", 7.5)
    d.t(
        x0,
        y + 20,
        la.pick(
            rng, "Head of Procurement|Finance Director|Property Services Manager|Business Manager"
        ),
        7.2,
        grey=0.3,
    )
    d.sign(x0 + w * 0.55, y, w * 0.45, "Date", 7.5)
    return finish(d, "en", "purchase_order", po, sup, total)


def _split(s: str, d: la.Doc, size: float, w: float) -> list[str]:
    from reportlab.lib.utils import simpleSplit  # noqa: PLC0415

    return simpleSplit(s, d.bold, size, w)


def blind16_en_uk_sidebar_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _uk)


# --------------------------------------------------------------------------- 2 CH hospital

CH_CITIES = [
    ("St. Gallen", "9007"),
    ("Luzern", "6000"),
    ("Aarau", "5001"),
    ("Baden", "5404"),
    ("Winterthur", "8401"),
    ("Chur", "7000"),
    ("Frauenfeld", "8501"),
    ("Olten", "4600"),
    ("Thun", "3600"),
    ("Zug", "6300"),
    ("Schaffhausen", "8208"),
    ("Biel", "2502"),
]
CH_BUY = (
    "Kantonsspital {C}|Spital {C} AG|Psychiatrische Dienste {C}|Spitalregion {C}|"
    "Alters- und Pflegezentrum {C}|Gesundheitszentrum {C} AG|Klinik {C} AG"
)
CH_DEPT = "Einkauf|Zentraleinkauf|Beschaffung & Logistik|Einkauf / Logistik|Supply Chain Management"
CH_TRADES = "Medizintechnik|Laborbedarf|Spitalbedarf|Hygienetechnik|Haustechnik|Bürobedarf"
CH_ITEMS = [
    ("Untersuchungshandschuhe Nitril M, Pkg à 200", "Pkg", 9, 19, "8.1"),
    ("Infusionsbesteck mit Rückschlagventil", "Stk", 1, 4, "8.1"),
    ("Kompressen Vlies steril 10x10 cm, à 2", "Pkg", 0.3, 1.2, "8.1"),
    ("Desinfektionsmittel Hände 1000 ml", "Fl", 8, 16, "8.1"),
    ("Paracetamol 500 mg Tabl. 100 Stk", "Pkg", 4, 12, "2.6"),
    ("NaCl 0,9 % Infusionslösung 500 ml", "Fl", 2, 5, "2.6"),
    ("Spritzen 10 ml Luer-Lock, à 100", "Box", 18, 38, "8.1"),
    ("Bettwäsche-Set Spital, weiss", "Set", 22, 48, "8.1"),
    ("Patientenhemd Einweg, à 50", "Ktn", 45, 95, "8.1"),
    ("Druckerpapier A4 80 g, 5x500 Bl.", "Ktn", 24, 39, "8.1"),
    ("Blutdruckmessgerät Oberarm, digital", "Stk", 60, 180, "8.1"),
    ("Pipettenspitzen 1000 µl, à 1000", "Box", 25, 70, "8.1"),
    ("Wartung Sterilisator (Pauschale)", "Pausch", 800, 2600, "8.1"),
    ("Verbandmaterial Elastikbinde 8 cm", "Stk", 1, 3, "8.1"),
    ("Reinigungsmittel Flächen 5 l", "Kan", 18, 42, "8.1"),
    ("Lebensmittel: Mineralwasser 1,5 l, Pack à 6", "Pack", 3, 7, "2.6"),
    ("Stethoskop Dual Head", "Stk", 70, 210, "8.1"),
    ("Rollstuhl faltbar, Sitzbreite 46 cm", "Stk", 380, 950, "8.1"),
]


def _ch(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(46, 62)
    r = d.w - rng.uniform(36, 46)
    w = r - m
    city, plz = rng.choice(CH_CITIES)
    buyer = la.pick(rng, CH_BUY).format(C=city)
    dept = la.pick(rng, CH_DEPT)
    sup, sadr = la.party(rng, "ch", "sup", CH_TRADES)
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, "45########|BE-######|#######|B##-#####"))
    offer = la.digits(rng, la.pick(rng, "OF-######|########|Q##-####"))
    kred = la.digits(rng, la.pick(rng, "######|K#####|7#####"))
    ks = la.digits(
        rng, la.pick(rng, "##### Pflege|#### Labor|##### Notfall|#### OPS|##### Technik")
    )
    clerk = la.person(rng, "de")
    uid = la.digits(rng, "CHE-###.###.###")
    page = [1]
    # letterhead
    d.t(m, 48, buyer, 14, b=True)
    d.t(m, 62, dept, 9)
    street = la.digits(rng, la.pick(rng, "Spitalstrasse ##|Tellstrasse #|Kantonsstrasse ##"))
    d.t(m, 74, f"{street} · {plz} {city}", 8, grey=0.3)
    d.t(m, 85, f"Tel. {la.digits(rng, '+41 ## ### ## ##')} · {uid} MWST", 8, grey=0.3)
    # window on the right
    wx = d.w - rng.uniform(250, 262)
    d.t(wx, 140, f"{buyer} · {dept} · Postfach · {plz} {city}", 6.2, grey=0.3, maxw=r - wx)
    d.line(wx, 142.5, r, 142.5, 0.3)
    attn = (
        [f"z.Hd. {la.pick(rng, 'Herr|Frau')} {la.person(rng, 'de')}"] if rng.random() < 0.5 else []
    )
    d.lines(wx, 150, [sup, *attn, *sadr], 9.5, b_first=False)
    # info block on the left
    info = [
        ("Bestell-Nr.", po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Lieferanten-Nr.", kred),
        ("Ihre Offerte", f"{offer} vom {la.dfmt(dt - timedelta(days=rng.randint(3, 30)), 'dot')}"),
        ("Kostenstelle", ks),
        ("Sachbearbeitung", clerk),
        ("Telefon", la.digits(rng, "+41 ## ### ## ##")),
    ]
    show_no_in_info = rng.random() < 0.6
    if not show_no_in_info:
        info = info[1:]
    d.kv(m, 120, info, 82, 8)
    y = 262
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Nr.")
    d.t(m, y, f"{title} {po}" if rng.random() < 0.7 or not show_no_in_info else title, 14, b=True)
    if of > 1:
        d.t(r, y, f"Seite 1/{of}", 8.5, al="r")
    y += 12
    d.t(m, y + 10, "Sehr geehrte Damen und Herren", 9)
    d.t(
        m,
        y + 24,
        la.pick(
            rng,
            "Gemäss unseren Allgemeinen Einkaufsbedingungen bestellen wir:|"
            "Wir bestellen zu den vereinbarten Konditionen:|"
            "Besten Dank für Ihre Offerte. Wir bestellen:",
        ),
        9,
    )
    y += 34
    n = rng.randint(2, 16) if rng.random() < 0.65 else rng.randint(17, 34)
    rows, items = [], []
    for i, (desc, unit, lo, hi, rate) in enumerate(take(rng, CH_ITEMS, n)):
        p = price(rng, lo, hi)
        q = qty_for(rng, hi)
        disc = rng.choice([0, 0, 0, 5, 10, 12]) if rng.random() < 0.5 else 0
        amt = r2(p * q * (100 - disc) / 100)
        items.append((amt, rate))
        pos = str((i + 1) * 10)
        rows.append(
            {
                "pos": pos,
                "code": la.digits(rng, la.pick(rng, "######|@@-#####|#######")),
                "desc": desc,
                "qty": str(q),
                "unit": unit,
                "price": ch(p),
                "disc": f"{disc}%" if disc else "",
                "amount": ch(amt),
                "amt": amt,
            }
        )
        rows.append(
            {
                "desc": f"MWST {rate}%  ·  Liefertermin "
                f"{la.dfmt(dt + timedelta(days=rng.randint(3, 40)), 'dot')}",
                "amt": Decimal(0),
                "_sub": True,
            }
        )
    spec = [
        ("pos", "Pos.", 5, "l"),
        ("code", "Art.-Nr.", 10, "l"),
        ("desc", "Bezeichnung", 38, "l"),
        ("qty", "Menge", 7, "r"),
        ("unit", "ME", 6, "l"),
        ("price", "Preis CHF", 10, "r"),
        ("disc", "Rabatt", 7, "r"),
        ("amount", "Betrag CHF", 11, "r"),
    ]
    cols = la.cols(spec, w)
    bottom = d.h - 70

    def foot() -> None:
        d.line(m, d.h - 42, r, d.h - 42, 0.3)
        d.t(m, d.h - 32, f"{buyer} · {street} · {plz} {city} · {uid} MWST", 6.5, grey=0.35)

    def cont(i: int) -> float:
        carried = sum((x["amt"] for x in rows[:i]), Decimal(0))
        d.t(r, bottom + 12, f"Übertrag CHF {ch(carried)}", 8.5, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"{buyer} · Bestellung {po}", 9, b=True)
        d.t(r, 46, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 8.5, al="r")
        d.t(r, 64, f"Übertrag CHF {ch(carried)}", 8.5, b=True, al="r")
        return 74

    y = _ch_table(d, m, y, cols, rows, bottom, cont)
    sub = sum((a for a, _ in items), Decimal(0))
    freight = Decimal(rng.choice([0, 0, 0, 15, 25, 35, 48])) if rng.random() < 0.5 else Decimal(0)
    by: dict[str, Decimal] = {}
    for a, rate in items:
        by[rate] = by.get(rate, Decimal(0)) + a
    if freight:
        by["8.1"] = by.get("8.1", Decimal(0)) + freight
    taxes = {k: r2(v * Decimal(k) / 100) for k, v in by.items()}
    exact = sub + freight + sum(taxes.values(), Decimal(0))
    total = (exact * 20).quantize(ONE, rounding=ROUND_HALF_UP) / 20
    total = total.quantize(CENT)
    lines = [(la.pick(rng, "Total Positionen|Zwischentotal|Warenwert netto"), ch(sub), False)]
    if freight:
        lines.append(("Fracht / Verpackung", ch(freight), False))
    for k in sorted(taxes, key=Decimal, reverse=True):
        lines.append((f"MWST {k}% von {ch(by[k])}", ch(taxes[k]), False))
    if total != exact:
        lines.append(("Rundung", ch(total - exact), False))
    tl = la.pick(rng, "Total CHF inkl. MWST|Bestelltotal CHF|Gesamttotal CHF|Total inkl. MWST")
    lines.append((tl, ch(total), True))
    if y + 20 * len(lines) + 130 > bottom:
        y = cont(len(rows))
    y = d.summary(r - 230, r, y + 8, lines, 8.8, box_last=rng.random() < 0.5) + 14
    deliv = la.pick(
        rng,
        "Zentrallager, Anlieferung Rampe 2|Warenannahme Haus B, UG|"
        "Apotheke, Anlieferung über Notfallzufahrt|Technischer Dienst, Werkstatt",
    )
    y = (
        d.kv(
            m,
            y,
            [
                ("Lieferadresse", f"{buyer}, {deliv}, {plz} {city}"),
                ("Rechnungsadresse", f"{buyer}, Kreditorenbuchhaltung, Postfach, {plz} {city}"),
                (
                    "Zahlungsbedingungen",
                    la.pick(rng, "30 Tage netto|60 Tage netto|10 Tage 2 %, 30 Tage netto"),
                ),
            ],
            118,
            8,
            b_label=True,
        )
        + 6
    )
    y = (
        d.para(
            m,
            y,
            "Bitte geben Sie die Bestell-Nr. auf Lieferschein und Rechnung an. "
            "Rechnungen ohne Bestell-Nr. werden retourniert.",
            8,
            w,
            grey=0.2,
        )
        + 14
    )
    d.t(m, y, "Freundliche Grüsse", 9)
    d.t(m, y + 14, buyer, 9, b=True)
    d.t(m, y + 40, clerk, 9)
    d.t(m, y + 51, dept, 8, grey=0.3)
    foot()
    return finish(d, "de", "purchase_order", po, sup, total)


def _ch_table(
    d: la.Doc,
    x: float,
    y: float,
    cols: list,
    rows: list[dict],
    bottom: float,
    cont: Callable[[int], float],
) -> float:
    """Item rows, each with a small grey second line; a new page never splits a pair."""
    tw = sum(c[2] for c in cols)

    def head(y: float) -> float:
        d.line(x, y, x + tw, y, 0.9)
        d._cells(x, y, cols, {c[0]: c[1] for c in cols}, 8, 14, True)
        d.line(x, y + 14, x + tw, y + 14, 0.6)
        return y + 16

    y = head(y)
    for i, row in enumerate(rows):
        if row.get("_sub"):
            d.t(x + cols[0][2] + cols[1][2] + 3, y + 8, row["desc"], 6.8, grey=0.4)
            y += 12
            continue
        if y + 26 > bottom:
            y = head(cont(i))
        d._cells(x, y, cols, row, 8, 13, False)
        y += 12
    d.line(x, y + 2, x + tw, y + 2, 0.6)
    return y + 4


def blind16_de_ch_spital_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ch)


# --------------------------------------------------------------------------- 3 FR valued BL

FR_SELL = (
    "{X} Distribution|Comptoir {X}|{L} Fournitures Industrielles|Établissements {L}|"
    "{X} Matériaux|{L} & Cie|Groupe {L} Négoce|{X} Équipement"
)
FR_STEMS = "Rhodanien|Atlantique|du Forez|Alpin|Lorrain|Dauphinois|Normand|de l'Ouest|Occitan"
FR_LAST = "Bertin|Chauvet|Ferrand|Guérin|Lemaire|Marchand|Perrot|Renaud|Vidal|Barbier"
FR_FORMS = " SAS| SARL| SA| SAS| SASU"
FR_CUST = (
    "Menuiserie {L}|Entreprise {L} & Fils|Garage {L} SARL|Clinique du {P}|Lycée {Y}|"
    "Mairie de {C}|Boulangerie {L}|Camping du {P}|EHPAD Les {T}|{L} Bâtiment SARL"
)
FR_PLACE = "Parc|Lac|Val|Château|Moulin|Pont"
FR_TREES = "Tilleuls|Glycines|Marronniers|Charmilles|Peupliers"
FR_YS = "Jean Moulin|Victor Hugo|Marie Curie|Louis Pasteur|Jules Ferry"
FR_ITEMS = [
    ("Vis à bois tête fraisée 5x50, boîte de 200", "BTE", 6, 15),
    ("Cheville nylon 8 mm, sachet de 100", "SAC", 3, 9),
    ("Disque à tronçonner métal 125 mm", "U", 1, 4),
    ("Mastic silicone sanitaire blanc 310 ml", "U", 4, 11),
    ("Gants de manutention T9, la paire", "PR", 2, 7),
    ("Plaque de plâtre BA13 2500x1200", "U", 6, 12),
    ("Câble R2V 3G2,5 couronne 100 m", "CR", 70, 140),
    ("Disjoncteur divisionnaire 20 A", "U", 8, 19),
    ("Peinture acrylique mate blanche 15 L", "SEAU", 45, 110),
    ("Tube cuivre écroui 14/16, barre 4 m", "BARRE", 22, 40),
    ("Raccord à sertir laiton 16 mm", "U", 2, 6),
    ("Perceuse-visseuse 18 V avec 2 batteries", "U", 120, 290),
    ("Papier d'essuyage industriel, bobine", "BOB", 12, 30),
    ("Lampe LED E27 9 W (lot de 10)", "LOT", 18, 40),
    ("Sac gravats 80 L (paquet de 20)", "PAQ", 9, 20),
    ("Échelle alu 3 plans 3x8 marches", "U", 210, 420),
    ("Produit dégraissant sols 5 L", "BIDON", 14, 32),
    ("Radiateur électrique 1500 W à inertie", "U", 180, 430),
]


def _fr_bl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(30, 42)
    r = d.w - m
    w = r - m
    acc = rng.choice(ACCENTS)
    l1, l2 = rng.sample(FR_LAST.split("|"), 2)
    sup = la.pick(rng, FR_SELL).format(X=la.pick(rng, FR_STEMS), L=l1) + la.pick(rng, FR_FORMS)
    sup = sup.replace("& Cie SAS", "& Cie").replace("& Cie SASU", "& Cie")
    city, sadr = la.place(rng, "fr")
    ccity, cadr = la.place(rng, "fr")
    cust = la.pick(rng, FR_CUST).format(
        L=l2, P=la.pick(rng, FR_PLACE), Y=la.pick(rng, FR_YS), C=ccity, T=la.pick(rng, FR_TREES)
    )
    dt = la.day(rng)
    odt = dt - timedelta(days=rng.randint(1, 20))
    bl = la.digits(rng, la.pick(rng, "BL##-######|BL#######|L########|######"))
    po = la.digits(
        rng, la.pick(rng, "BC-####-###|CDE######|##/####|####-##|OA#####|BC#######|CH###-##")
    )
    arc = la.digits(rng, la.pick(rng, "CO########|ARC-######|C#######"))
    client = la.digits(rng, la.pick(rng, "C#####|41######|CL-####"))
    page = [1]
    fr = lambda v: f"{sp(v)} €"  # noqa: E731
    # letterhead
    style = rng.randrange(3)
    if style == 0:
        rgb_box(d, m, 30, 46, 46, acc)
        rgb_text(
            d, m + 23, 60, "".join(x[0] for x in sup.split()[:2]).upper(), 16, (1, 1, 1), al="c"
        )
        tx = m + 56
    else:
        tx = m
    size = snug(d, [sup], r - tx - 200, 15)
    if style == 2:
        rgb_text(d, tx, 46, sup, size, acc)
    else:
        d.t(tx, 46, sup, size, b=True)
    d.lines(
        tx,
        52,
        [
            f"{sadr[0]} - {sadr[1]}",
            f"Tél. {la.phone(rng, 'fr')} - {la.email(rng, l1, 'fr', 'contact')}",
        ],
        7.8,
    )
    title = la.pick(rng, "BON DE LIVRAISON|Bon de livraison|BON DE LIVRAISON VALORISÉ")
    d.t(r, 44, title, 15, b=True, al="r")
    d.t(r, 60, f"N° {bl}", 11, b=True, al="r")
    d.t(r, 73, f"du {la.dfmt(dt, 'dmy')}", 8.5, al="r")
    # addresses
    y = 104
    bw = w / 2 - 8
    deliv_site = la.pick(rng, "Chantier|Atelier|Dépôt|Site|Magasin")
    site_adr = la.place(rng, "fr")[1]
    blocks = [
        (
            la.pick(rng, "Adresse de livraison|Livré à|Lieu de livraison"),
            [
                cust,
                f"{deliv_site} : {site_adr[0]}",
                site_adr[1],
                f"Contact : {la.person(rng, 'fr')}",
            ],
        ),
        (la.pick(rng, "Client|Adresse de facturation|Facturé à"), [cust, *cadr]),
    ]
    if rng.random() < 0.5:
        blocks.reverse()
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (bw + 16)
        la.block(d, x, y, lab, rows, style=la.pick(rng, "box|bar|under"), w=bw, size=8.5)
    y += 86
    refs = [
        [
            "N° client",
            client,
            la.pick(
                rng,
                "Votre commande n°|Votre réf. commande|Réf. commande client|Bon de commande client",
            ),
            po,
        ],
        [
            "Date commande",
            la.dfmt(odt, "dmy"),
            la.pick(rng, "Notre n° de commande|N° ARC|Notre référence"),
            arc,
        ],
        [
            "Commercial",
            la.person(rng, "fr"),
            "Transporteur",
            la.pick(rng, "Nos soins|Geodis|DB Schenker|Enlèvement client|Heppner"),
        ],
    ]
    if rng.random() < 0.5:
        refs[0], refs[1] = refs[1], refs[0]
    y = lgrid(d, m, y, [w * 0.16, w * 0.28, w * 0.22, w * 0.34], refs, h=15, size=8) + 12
    n = rng.randint(2, 14) if rng.random() < 0.7 else rng.randint(15, 40)
    rows, ht, eco = [], Decimal(0), Decimal(0)
    for pick_ in take(rng, FR_ITEMS, n):
        desc, unit, lo, hi = pick_
        p = price(rng, lo, hi)
        q = qty_for(rng, hi)
        back = rng.choice([0] * 6 + [1, 2, q]) if q > 1 else 0
        back = min(back, q - 1) if back else 0
        liv = q - back
        disc = rng.choice([0, 0, 0, 5, 10, 15, 20])
        amt = r2(p * liv * (100 - disc) / 100)
        ht += amt
        rows.append(
            {
                "ref": la.digits(rng, la.pick(rng, "@@####|######|@###-##")),
                "desc": desc,
                "qc": str(q),
                "ql": str(liv),
                "rel": str(back) if back else "",
                "price": sp(p),
                "disc": f"{disc}" if disc else "",
                "amount": sp(amt),
                "amt": amt,
            }
        )
        if "Radiateur" in desc or "Perceuse" in desc:
            eco += Decimal("0.50") * liv if "Perceuse" in desc else Decimal("2.00") * liv
    spec = [
        ("ref", "Référence", 10, "l"),
        ("desc", "Désignation", 37, "l"),
        ("qc", "Qté cdée", 8, "r"),
        ("ql", "Qté livrée", 9, "r"),
        ("rel", "Reliquat", 8, "r"),
        ("price", "P.U. HT", 10, "r"),
        ("disc", "Rem. %", 7, "r"),
        ("amount", "Montant HT", 12, "r"),
    ]
    cols = la.cols(spec, w)
    bottom = d.h - 64

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 26,
            f"{sup} - SIRET {la.digits(rng, '### ### ### #####')} - "
            f"TVA {la.digits(rng, 'FR## #########')}",
            6.5,
            al="c",
            grey=0.35,
        )
        d.t(r, d.h - 40, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7.5, al="r")

    def cont(i: int) -> float:
        carried = sum((x["amt"] for x in rows[:i]), Decimal(0))
        d.t(r, bottom + 10, f"À reporter : {fr(carried)}", 8.5, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{sup} - {title} N° {bl}", 9, b=True)
        d.t(r, 60, f"Report : {fr(carried)}", 8.5, b=True, al="r")
        return 70

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=7.6,
        lead=14,
        shade=0.88,
        grid=rng.random() < 0.5,
        bottom=bottom,
        cont=cont,
    )
    port = Decimal(rng.choice([0, 0, 12, 18, 25, 35])) if ht < 600 else Decimal(0)
    base = ht + port
    tva = r2(base * Decimal("0.2"))
    total = base + tva
    srows = [("Total HT marchandises", fr(ht), False)]
    if port:
        srows.append(("Frais de port HT", fr(port), False))
    if port or rng.random() < 0.5:
        srows.append(("Total HT", fr(base), False))
    srows.append((f"TVA 20 % sur {sp(base)}", fr(tva), False))
    srows.append((la.pick(rng, "Total TTC|Montant TTC|Net à payer TTC|TOTAL TTC"), fr(total), True))
    if y + 190 > bottom:
        y = cont(len(rows))
    y0 = y + 10
    d.t(m, y0 + 8, f"Nombre de colis : {rng.randint(1, 12)}   Poids : {rng.randint(3, 400)} kg", 8)
    if any(x["rel"] for x in rows):
        d.t(m, y0 + 20, "Les reliquats seront livrés dès réception.", 7.8, grey=0.3)
    if eco:
        d.t(m, y0 + 32, f"dont éco-participation : {fr(eco)}", 7.8)
    y = d.summary(r - 210, r, y0, srows, 8.8, shade=0.9, box_last=True) + 16
    y = max(y, y0 + 50)
    bw = w / 2 - 8
    d.box(m, y, bw, 70)
    d.t(m + 5, y + 11, "Réserves à la livraison :", 8, b=True)
    d.box(m + bw + 16, y, bw, 70)
    d.t(
        m + bw + 21,
        y + 11,
        la.pick(
            rng,
            "Reçu conforme le ___/___/____, cachet et signature du client|"
            "Bon pour réception - signature et cachet client",
        ),
        7.6,
        b=True,
        maxw=bw - 10,
    )
    d.t(m + bw + 21, y + 62, "Nom du réceptionnaire :", 7.4, grey=0.3)
    d.t(
        m,
        y + 84,
        la.pick(
            rng,
            "Toute réclamation doit être formulée sur le présent bon à la livraison.|"
            "Marchandises voyageant aux risques du destinataire. La facture suivra.",
        ),
        7.2,
        grey=0.3,
    )
    foot()
    return finish(d, "fr", "delivery_note", po, sup, total)


def blind16_fr_bon_livraison_valorise(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr_bl)


# --------------------------------------------------------------------------- 4 ES university

ES_UNIS = (
    "Universidad de {C}|Universidad Politécnica de {C}|Universitat de {C}|"
    "Universidad Pública de {C}"
)
ES_ROOMS = "Edificio A, planta 2|Laboratorio 1.14|Almacén general|Conserjería"
ES_CITIES = "Salamanca|Zaragoza|Valladolid|Murcia|Oviedo|Cádiz|Jaén|Burgos|Lleida|Girona|Navarra"
ES_UNITS = (
    "Departamento de Química Orgánica|Instituto de Biotecnología|Facultad de Ciencias|"
    "Escuela de Ingenierías Industriales|Servicio de Bibliotecas|Departamento de Física Aplicada|"
    "Centro de Investigación en Agroalimentación"
)
ES_SELL = (
    "{S} {L}{F}|{L} Científica{F}|Suministros de Laboratorio {X}{F}|{X} Lab{F}|"
    "Distribuciones {L} e Hijos{F}|Papelería {L}{F}|Informática {X}{F}"
)
ES_LAST = "Iglesias|Ferrer|Serrano|Cabrera|Medina|Prieto|Herrera|Pascual|Vidal|Soler"
ES_STEMS = "Iberlab|Hispanolab|Norte|Levantina|Duero|Ebro|Bética|Astur"
ES_SECT = "Instrumentación|Reactivos|Material Científico|Equipos Técnicos"
ES_ITEMS = [
    ("Puntas de pipeta 200 µl, caja 1000 uds.", 18, 45, 21),
    ("Guantes de nitrilo talla M, caja 100", 5, 12, 21),
    ("Etanol absoluto PA 2,5 L", 25, 60, 21),
    ("Matraz Erlenmeyer 250 ml borosilicato", 3, 9, 21),
    ("Placas Petri estériles 90 mm, paquete 20", 4, 11, 21),
    ("Libro: Fundamentos de Química Analítica", 40, 90, 4),
    ('Portátil 14" i7 16 GB 512 GB SSD', 850, 1450, 21),
    ('Monitor 27" QHD', 190, 380, 21),
    ("Papel A4 80 g, caja 5 paquetes", 17, 28, 21),
    ("Centrífuga de sobremesa 24 tubos", 1200, 3600, 21),
    ("Suscripción anual base de datos científica", 300, 1800, 21),
    ("Tóner compatible negro alta capacidad", 35, 95, 21),
    ("Servicio de mantenimiento de autoclave", 250, 900, 21),
    ("Cubetas espectrofotómetro PS, 100 uds.", 9, 25, 21),
    ("Kit de extracción de ADN, 50 reacciones", 180, 420, 21),
    ("Sillas de oficina ergonómicas", 120, 310, 21),
]


def _apoc(s: str) -> str:
    if s.endswith("veintiuno"):
        return s[:-9] + "veintiún"
    return s[:-3] + "un" if s.endswith("uno") else s


def blind16_es_universidad_pedido(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu"))
    m = rng.uniform(32, 44)
    r = d.w - m
    w = r - m
    city = la.pick(rng, ES_CITIES)
    uni = la.pick(rng, ES_UNIS).format(C=city)
    unit = la.pick(rng, ES_UNITS)
    l1 = la.pick(rng, ES_LAST)
    sup = la.pick(rng, ES_SELL).format(
        S=la.pick(rng, ES_SECT),
        L=l1,
        X=la.pick(rng, ES_STEMS),
        F=la.pick(rng, " S.L.| S.A.|, S.L.| S.L.U."),
    )
    scity, sadr = la.place(rng, "es")
    dt = la.day(rng)
    po = la.digits(
        rng, la.pick(rng, f"{dt.year}/######|PED-{dt.year}-#####|########|{dt.year % 100}P#####")
    )
    exp = la.digits(rng, la.pick(rng, f"{dt.year}/CM/#####|CM-####/{dt.year}|EXP{dt.year}-####"))
    organ = la.digits(rng, "##.##.##")
    appl = la.digits(rng, la.pick(rng, "##.##.##.###@ 220.00|###.### 629.01|##.## 541A 220.99"))
    proj = la.digits(rng, la.pick(rng, "PID2023-######@@-I00|PROY-###/####|@@####-##|"))
    offer = la.digits(rng, la.pick(rng, "PRES-#####|P######|OF/####/##"))
    cif = la.digits(rng, la.pick(rng, "B########|A########|B-########"))
    # header band
    band = rng.choice([0.9, 0.82, None])
    if band is not None:
        d.box(m, 30, w, 44, fill=band, stroke=False)
    d.t(m + 8, 48, uni.upper() if rng.random() < 0.5 else uni, 13, b=True)
    d.t(
        m + 8,
        64,
        la.pick(
            rng,
            "Servicio de Gestión Económica - Sección de Compras|"
            "Vicegerencia de Asuntos Económicos|Unidad de Contratación",
        ),
        8.5,
    )
    # supplier (left) and numbers (right)
    y = 90
    bw = w * 0.52
    d.box(m, y, bw, 104, lw=0.9)
    d.box(m, y, bw, 15, fill=0.88, lw=0.9)
    d.t(
        m + 5,
        y + 11,
        la.pick(rng, "PROVEEDOR|DATOS DEL PROVEEDOR|EMPRESA ADJUDICATARIA"),
        8,
        b=True,
    )
    size = snug(d, [sup], bw - 12, 10)
    d.t(m + 6, y + 32, sup, size, b=True)
    d.lines(
        m + 6,
        y + 38,
        [f"CIF: {cif}", *sadr, f"Tel. {la.phone(rng, 'es')}", la.email(rng, l1, "es", "pedidos")],
        8,
    )
    rx = m + bw + 10
    rw = r - rx
    d.box(rx, y, rw, 40, lw=1.3)
    d.t(rx + 6, y + 12, la.pick(rng, "Nº PEDIDO|PEDIDO Nº|Nº DE PEDIDO"), 8, b=True, grey=0.3)
    d.t(rx + rw - 8, y + 32, po, 15, b=True, al="r")
    grid = [
        ["Fecha", la.dfmt(dt, "dmy")],
        ["Nº Expediente", exp],
        ["Orgánica", f"{organ} {unit}"],
        ["Aplicación presup.", appl],
    ]
    if proj:
        grid.append(["Proyecto", proj])
    lgrid(d, rx, y + 44, [rw * 0.36, rw * 0.64], grid, h=12.5, size=7.4, labels=(0,))
    y += 44 + 12.5 * 5 + 10
    y = max(y, 204)
    who = la.person(rng, "es")
    d.kv(
        m,
        y,
        [
            ("Solicitante:", f"{who} ({unit})"),
            (
                "Presupuesto/oferta:",
                f"{offer} de {la.dfmt(dt - timedelta(days=rng.randint(2, 25)), 'dmy')}",
            ),
            (
                "Lugar de entrega:",
                f"{unit}, {la.pick(rng, ES_ROOMS)} - {city}",
            ),
        ],
        98,
        8,
    )
    y += 50
    n = rng.randint(1, 14)
    rows, by = [], {}
    for desc, lo, hi, rate in take(rng, ES_ITEMS, n):
        p = price(rng, lo, hi)
        q = qty_for(rng, hi)
        amt = r2(p * q)
        by[rate] = by.get(rate, Decimal(0)) + amt
        rows.append(
            {
                "qty": str(q),
                "desc": desc,
                "ref": la.digits(rng, "@@-#####"),
                "price": eu(p),
                "vat": f"{rate} %",
                "amount": eu(amt),
            }
        )
    spec = [
        ("qty", "Cant.", 6, "r"),
        ("desc", "Descripción", 46, "l"),
        ("ref", "Ref. proveedor", 12, "l"),
        ("price", "Precio unit.", 11, "r"),
        ("vat", "IVA", 6, "c"),
        ("amount", "Importe", 12, "r"),
    ]
    y = d.table(m, y, la.cols(spec, w), rows, size=7.8, lead=14, shade=0.88, grid=True)
    base = sum(by.values(), Decimal(0))
    taxes = {k: r2(v * k / 100) for k, v in by.items()}
    total = base + sum(taxes.values(), Decimal(0))
    srows = [("Base imponible", f"{eu(base)} €", False)]
    for k in sorted(taxes, reverse=True):
        srows.append((f"IVA {k} %", f"{eu(taxes[k])} €", False))
    tl = la.pick(rng, "TOTAL PEDIDO|IMPORTE TOTAL (IVA incluido)|TOTAL")
    srows.append((tl, f"{eu(total)} €", True))
    y = d.summary(r - 220, r, y + 6, srows, 8.8, boxed=rng.random() < 0.4, box_last=True) + 8
    euros, cts = int(total), int((total - int(total)) * 100)
    words = f"{_apoc(es_words(euros))} euros" + (
        f" con {_apoc(es_words(cts))} céntimos" if cts else ""
    )
    y = d.para(m, y, f"Son: {words[0].upper()}{words[1:]}.", 8, w) + 6
    dir3 = [la.digits(rng, "U0#######") for _ in range(3)]
    note = la.pick(
        rng,
        (
            "La factura electrónica se presentará a través de FACe indicando el número de pedido "
            f"y los códigos DIR3: Oficina contable {dir3[0]}, Órgano gestor {dir3[1]}, "
            f"Unidad tramitadora {dir3[2]}.|"
            "Las facturas deberán hacer referencia a este número de pedido y al expediente. "
            "El plazo de pago será de 30 días desde la conformidad."
        ),
    )
    y = d.para(m, y, note, 7.6, w, grey=0.2) + 30
    sw = w / 2 - 20
    d.sign(m, y + 30, sw, la.pick(rng, "Vº Bº El/La responsable del gasto|El/La Gerente"), 7.6)
    d.t(m, y + 50, la.person(rng, "es"), 7.6, grey=0.3)
    d.sign(m + w / 2 + 20, y + 30, sw, "Conforme, el proveedor (firma y sello)", 7.6)
    return finish(d, "es", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- 5 IT size runs

IT_BRAND = (
    "{X} S.p.A.|Maison {L} S.r.l.|{L} Moda S.p.A.|{X} Fashion Group S.p.A.|Atelier {L} S.r.l."
)
IT_BSTEM = "Aurora|Vela|Orsolina|Ferrante|Lunaria|Brera|Corso Nove|Altea|Sestiere"
IT_LAST = "Baldini|Cattaneo|Donati|Fabbri|Gentile|Marchetti|Pellegrini|Sartori|Testa|Vitale"
IT_MAKER = {
    "shoe": "Calzaturificio {L}|Calzaturificio {X}|{L} Calzature",
    "knit": "Maglificio {L}|Maglificio {X}|{L} Maglieria",
    "wear": "Confezioni {L}|Camiceria {X}|{L} Abbigliamento|Sartoria Industriale {X}",
    "bag": "Pelletteria {L}|Pelletteria {X}|{L} Pelle",
}
IT_MSTEM = "Riviera|Brenta|Marche|Valdarno|Fermano|Euganea|Lariana|Sannita"
IT_SIZES = {
    "shoe": [
        ["35", "36", "37", "38", "39", "40", "41"],
        ["39", "40", "41", "42", "43", "44", "45", "46"],
    ],
    "knit": [["XS", "S", "M", "L", "XL", "XXL"]],
    "wear": [["38", "40", "42", "44", "46", "48"], ["44", "46", "48", "50", "52", "54", "56"]],
    "bag": [["U"]],
}
IT_ART = {
    "shoe": (
        "Décolleté pelle|Mocassino vitello|Sneaker in pelle|"
        "Stivaletto chelsea|Sandalo con tacco|Derby in camoscio"
    ),
    "knit": (
        "Maglia girocollo cashmere|Cardigan lana merino|"
        "Dolcevita in seta e lana|Polo in cotone piquet|Gilet in alpaca"
    ),
    "wear": (
        "Camicia popeline|Blazer monopetto|Pantalone chino|"
        "Abito in lino|Gonna a pieghe|Giacca in velluto"
    ),
    "bag": (
        "Borsa a spalla in pelle|Tote bag in canvas|"
        "Pochette in vernice|Zaino in nylon|Portafoglio in vitello"
    ),
}
IT_PRICE = {"shoe": (38, 140), "knit": (28, 160), "wear": (22, 120), "bag": (45, 260)}
IT_COLOURS = (
    "Nero|Bianco ottico|Blu navy|Cammello|Bordeaux|Grigio melange|Cuoio|Verde salvia|Ecru|Tabacco"
)


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(28, 38)
    r = d.w - m
    w = r - m
    kind = rng.choice(list(IT_MAKER))
    l1, l2, l3 = rng.sample(IT_LAST.split("|"), 3)
    buyer = la.pick(rng, IT_BRAND).format(X=la.pick(rng, IT_BSTEM), L=l1)
    sup = la.pick(rng, IT_MAKER[kind]).format(L=l2, X=la.pick(rng, IT_MSTEM))
    sup += la.pick(rng, " S.r.l.| S.r.l.| S.n.c.| S.p.A.| S.r.l.| di {L} & C. S.a.s.").format(L=l3)
    bcity, badr = la.place(rng, "it")
    scity, sadr = la.place(rng, "it")
    dt = la.day(rng)
    season = la.pick(
        rng,
        f"PE {dt.year + 1}|AI {dt.year}-{(dt.year + 1) % 100}|"
        f"FW{dt.year % 100}|SS{(dt.year + 1) % 100}",
    )
    po = la.digits(rng, la.pick(rng, "OP/####|ODA-#####|####/P|PR######|{s}-###"))
    po = po.replace("{s}", season.replace(" ", "").split("-")[0])
    sample = la.digits(rng, la.pick(rng, "CAMP-####|C###/##|MOD ####"))
    offer = la.digits(rng, la.pick(rng, "OFF. ###/##|####"))
    piva = la.digits(rng, "IT###########")
    page = [1]
    sizes = rng.choice(IT_SIZES[kind])
    # header
    spaced = rng.random() < 0.4
    bname = " ".join(buyer.upper()) if spaced and len(buyer) < 22 else buyer
    d.t(m, 44, bname, 15 if not spaced else 12, b=True)
    d.t(m, 58, f"{badr[0]} - {badr[1]} - P.IVA {piva}", 7.8, grey=0.3)
    bx = r - 250
    d.box(bx, 26, 250, 48, lw=1.2)
    d.t(
        bx + 8,
        40,
        la.pick(rng, "ORDINE DI ACQUISTO|ORDINE DI PRODUZIONE|ORDINE FORNITORE"),
        10.5,
        b=True,
    )
    d.t(bx + 8, 58, f"N. {po}", 12, b=True)
    d.t(bx + 242, 58, f"del {la.dfmt(dt, 'dmy')}", 9, al="r")
    d.t(bx + 8, 70, f"Pagina {page[0]} di {of}" if of else f"Pagina {page[0]}", 7.5, grey=0.3)
    y = 88
    fw = 240
    d.t(m, y, "Spett.le", 8.5)
    sz = snug(d, [sup], fw, 10.5)
    d.t(m, y + 14, sup, sz, b=True)
    d.lines(m, y + 18, [*sadr, f"P.IVA {la.digits(rng, 'IT###########')}"], 8.2)
    grid = [
        ["Stagione", season, "Linea", la.pick(rng, "Donna|Uomo|Main line|Capsule|Outlet")],
        ["Rif. campionario", sample, "Vs. offerta", offer],
        [
            "Consegna richiesta",
            la.dfmt(dt + timedelta(days=rng.randint(40, 120)), "dmy"),
            "Resa",
            la.pick(rng, "Franco ns. magazzino|Franco fabbrica|DAP ns. sede"),
        ],
        ["Pagamento", la.pick(rng, "RiBa 60 gg d.f.f.m.|Bonifico 90 gg d.f.|RiBa 30/60 gg f.m.")],
    ]
    gx = m + fw + 30
    lgrid(d, gx, y, [90, 120, 80, r - gx - 290], grid, h=15, size=7.8)
    y += 76
    n = rng.randint(2, 12) if rng.random() < 0.6 else rng.randint(13, 30)
    arts = IT_ART[kind].split("|")
    lo, hi = IT_PRICE[kind]
    rows, pieces = [], 0
    for _ in range(n):
        art = rng.choice(arts)
        p = price(rng, lo, hi)
        peak = rng.randrange(len(sizes))
        per = [max(0, int(rng.gauss(12 - 3 * abs(k - peak), 3))) for k in range(len(sizes))]
        if not sum(per):
            per[peak] = rng.randint(6, 24)
        tot = sum(per)
        pieces += tot
        amt = r2(p * tot)
        row = {
            "art": la.digits(rng, "##@####"),
            "desc": art,
            "col": la.pick(rng, IT_COLOURS),
            "tot": str(tot),
            "price": eu(p),
            "amount": eu(amt),
            "amt": amt,
        }
        for k, v in enumerate(per):
            row[f"s{k}"] = str(v) if v else ""
        rows.append(row)
    spec = [
        ("art", "Articolo", 9, "l"),
        ("desc", "Descrizione", 22, "l"),
        ("col", "Colore", 11, "l"),
    ]
    spec += [(f"s{k}", z, 4.2, "c") for k, z in enumerate(sizes)]
    spec += [
        ("tot", "Tot." if kind != "shoe" else "Paia", 5, "r"),
        ("price", "Prezzo", 8, "r"),
        ("amount", "Importo", 10, "r"),
    ]
    cols = la.cols(spec, w)
    bottom = d.h - 46

    def foot() -> None:
        d.t(
            m,
            d.h - 24,
            f"{buyer} - Ufficio Acquisti - {la.email(rng, l1, 'it', 'acquisti')}",
            6.8,
            grey=0.35,
        )

    def cont(i: int) -> float:
        d.t(r, bottom + 10, "segue ./.", 8, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 36, f"{buyer} - Ordine N. {po} del {la.dfmt(dt, 'dmy')}", 9, b=True)
        d.t(r, 36, f"Pagina {page[0]} di {of}" if of else f"Pagina {page[0]}", 8, al="r")
        return 48

    y = d.table(
        m, y, cols, rows, size=7.6, lead=15, shade=0.86, grid=True, bottom=bottom, cont=cont
    )
    base = sum((x["amt"] for x in rows), Decimal(0))
    iva = r2(base * Decimal("0.22"))
    total = base + iva
    if y + 120 > bottom:
        y = cont(len(rows))
    eur = rng.random() < 0.5
    f_ = (lambda v: f"€ {eu(v)}") if eur else eu  # noqa: E731
    d.t(m, y + 16, f"Totale {'paia' if kind == 'shoe' else 'capi'}: {pieces}", 9, b=True)
    srows = [
        ("Imponibile", f_(base), False),
        ("IVA 22%", f_(iva), False),
        (
            la.pick(rng, "Totale ordine|TOTALE ORDINE|Totale documento|Totale (IVA inclusa)"),
            f_(total) if eur else f"{eu(total)} EUR",
            True,
        ),
    ]
    d.summary(r - 200, r, y + 6, srows, 8.8, box_last=True)
    note = la.pick(
        rng,
        (
            "Le etichette di composizione e i cartellini sono forniti dal committente.|"
            "Tolleranza sulle quantità +/- 3% per taglia. "
            "Ogni collo deve riportare il numero d'ordine.|"
            "Non sono ammesse consegne parziali senza nostra autorizzazione scritta."
        ),
    )
    d.para(m, y + 30, note, 7.6, w - 240, grey=0.2)
    sy = y + 86
    d.sign(m, sy, 200, f"Ufficio Acquisti - {la.person(rng, 'it')}", 7.5)
    d.sign(m + 240, sy, 220, "Timbro e firma del fornitore per accettazione", 7.5)
    foot()
    return finish(d, "it", "purchase_order", po, sup, total)


def blind16_it_moda_ordine_taglie(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


# --------------------------------------------------------------------------- 6 zh lab order

ZH_UNI = "{c}大学|{c}理工大学|{c}医科大学|{c}农业大学|{c}师范大学|{c}科技学院"
ZH_UNI_CITY = "江南|华东|西南|东海|中原|岭南|燕山|湘江|闽江|长江"
ZH_COLL = "化学化工学院|生命科学学院|材料科学与工程学院|药学院|环境科学与工程学院|食品学院"
ZH_LAB = (
    "催化与能源材料课题组|分子生物学实验室|有机合成课题组|纳米材料实验室|"
    "细胞生物学平台|分析测试中心"
)
ZH_LAB_SUP = (
    "{c}{b}生物科技有限公司|{c}{b}科学仪器有限公司|{b}试剂（{c}）有限公司|{c}市{b}实验器材有限公司|"
    "{c}{b}化学试剂有限公司|{c}{b}生化科技有限责任公司"
)
ZH_LAB_ITEMS = cj._table("""
无水乙醇|国药|AR 500ml|64-17-5|瓶|15|40
乙腈|默克|HPLC 4L|75-05-8|瓶|180|420
甲醇|安谱|色谱纯 4L|67-56-1|瓶|120|300
氯化钠|西陇|AR 500g|7647-14-5|瓶|12|30
二甲基亚砜|阿拉丁|99.9% 500ml|67-68-5|瓶|60|180
氢氧化钠|国药|AR 500g|1310-73-2|瓶|15|35
乙酸乙酯|麦克林|AR 500ml|141-78-6|瓶|18|45
离心管|Corning|50ml 500支/箱|-|箱|150|380
移液器吸头|Axygen|200μl 1000支/盒|-|盒|20|60
丁腈手套|英科|M 100只/盒|-|盒|25|60
培养皿|耐思|90mm 10个/包|-|包|15|50
针式过滤器|津腾|0.22μm 100个/盒|-|盒|120|300
色谱柱|Agilent|C18 4.6x250mm 5μm|-|支|1800|4800
胎牛血清|Gibco|500ml|-|瓶|1200|3600
DMEM培养基|赛默飞|500ml|-|瓶|60|140
Taq DNA聚合酶|生工|500U|-|支|180|450
称量纸|国产|100x100mm 500张|-|包|8|20
""")


def _zh_lab(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(26, 36)
    wd, right = pdf.w - 2 * m, pdf.w - m
    uni = cj.pick(rng, ZH_UNI).format(c=cj.pick(rng, ZH_UNI_CITY))
    coll = cj.pick(rng, ZH_COLL)
    lab = cj.pick(rng, ZH_LAB)
    city, brand = rng.choice(cj.CITIES)[0], rng.choice(cj.BRANDS)[0]
    sup = cj.pick(rng, ZH_LAB_SUP).format(c=city, b=brand)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n4}|{Y}{m}{n5}|SY-{Y}-{n5}|DD{y}{m}{d}{n3}")
    req = cj.number(rng, d, "QG{Y}{m}{n4}|SQ-{y}{n5}")
    card = cj.number(rng, d, "{Y}KY{n4}|{n8}|KJ{y}{n5}")
    proj = cj.number(rng, d, "{n8}|NSFC-{n8}|{Y}YFA{n7}|")
    contract = cj.number(rng, d, "HT-{Y}-{n4}|") if rng.random() < 0.4 else ""
    teacher = cj.person(rng)
    page = [1]
    ds = cj.pick(rng, "cn|iso|slash")

    def foot() -> None:
        label = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 16, label, 8, align="c", colour=GREY)

    pdf.text(pdf.w / 2, 34, uni, 15, align="c", bold=True)
    pdf.text(
        pdf.w / 2,
        56,
        cj.pick(rng, "实验耗材采购订单|科研物资采购单|采购订单（科研经费）"),
        14,
        align="c",
        bold=True,
    )
    pdf.text(right, 56, f"{coll}", 9, align="r")
    y = 66
    hdr = [
        ["订单编号", po, "下单日期", cj.fdate(d, ds), "请购单号", req],
        ["经费卡号", card, "项目编号", proj or "—", "合同编号", contract or "—"],
        ["供应商", sup, "联系人", cj.person(rng), "电话", cj.zh_tel(rng)],
        [
            "收货人",
            f"{teacher}（{lab}）",
            "收货地址",
            f"{cj.pick(rng, '本部校区|新校区|东校区')}{cj.pick(rng, '化学楼|生科楼|实验楼|材料楼')}"
            f"{cj.pick(rng, 'A|B|C')}{rng.randint(101, 699)}",
            "手机",
            cj.mobile(rng),
        ],
    ]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [9, 22, 9, 26, 9, 25]),
            hdr,
            h=18,
            size=8.8,
            labels=(0, 2, 4),
            fill=cj.SHADE,
            align="llllll",
        )
        + 8
    )
    n = rng.randint(3, 14) if rng.random() < 0.6 else rng.randint(15, 46)
    body, amounts = [], []
    for i, (name, brand, spec, cas, unit, lo, hi) in enumerate(take(rng, ZH_LAB_ITEMS, n)):
        p = price(rng, int(lo), int(hi))
        q = rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 10, 20]) if int(hi) < 500 else rng.choice([1, 1, 2])
        amt = r2(p * q)
        amounts.append(amt)
        code = cj.number(rng, d, "{n6}|A{n6}|M{n5}|{n4}-{n3}|{n5}-500ML")
        body.append(
            [
                str(i + 1),
                code,
                name,
                brand,
                spec,
                cas if cas != "-" else "",
                unit,
                str(q),
                cj.money(p),
                cj.money(amt),
                "",
            ]
        )
    hd = [
        "序号",
        "货号",
        "品名",
        "品牌",
        "规格",
        "CAS号",
        "单位",
        "数量",
        "单价(元)",
        "金额(元)",
        "备注",
    ]
    widths = cj.rel(wd, [4, 11, 14, 8, 14, 9, 5, 5, 9, 10, 9])
    rh = 17
    i = 0
    while True:
        cap = max(1, int((pdf.h - 50 - y) / rh) - 2)
        last = len(body) - i <= cap and y + rh * (len(body) - i + 2) + 150 < pdf.h - 30
        chunk = body[i : i + (cap if not last else len(body) - i)]
        if len(body) - i <= cap and not last:
            chunk = body[i : i + max(1, len(body) - i - 2)]
        extra = []
        if i + len(chunk) < len(body):
            sub = sum(amounts[i : i + len(chunk)], Decimal(0))
            extra = [["", "", "本页小计", "", "", "", "", "", "", cj.money(sub), ""]]
        else:
            extra = [
                [
                    "",
                    "",
                    "合计",
                    "",
                    "",
                    "",
                    "",
                    str(sum(int(b[7]) for b in body)),
                    "",
                    cj.money(sum(amounts, Decimal(0))),
                    "",
                ]
            ]
        y = pdf.grid(m, y, widths, [hd, *chunk, *extra], row_h=rh, size=8, align="cllllccrrrl")
        i += len(chunk)
        if i >= len(body):
            break
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 30, f"{uni} 采购订单（续）  订单编号：{po}", 9.5, bold=True)
        y = 40
    sub = sum(amounts, Decimal(0))
    freight = Decimal(rng.choice([0, 0, 0, 10, 15, 20, 30]))
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100)
    total = sub + freight - off
    y += 18
    x2 = m + wd * 0.55
    pdf.text(m, y, "说明：以上价格均为含税价（增值税13%），含运输及配送到实验室。", 8.5)
    pdf.text(
        m,
        y + 16,
        f"发票抬头：{uni}    纳税人识别号：{cj.credit_code(rng).replace('91', '12', 1)}",
        8.5,
    )
    pdf.text(m, y + 32, f"经费负责人：{teacher}", 8.5)
    srow = [("商品金额", cj.money(sub))]
    if freight:
        srow.append(("运费", cj.money(freight)))
    if off:
        srow.append(("优惠金额", f"-{cj.money(off)}"))
    srow.append((cj.pick(rng, "订单总额|订单金额合计|应付总额"), f"¥{cj.money(total)}"))
    yy = cj.sums(pdf, right, y, srow, 9.5, label_w=110)
    pdf.text(x2 - 30, yy + 2, f"大写：人民币{cj.daxie(total)}", 9)
    sy = max(yy, y + 40) + 36
    sw = wd / 4
    for k, cap in enumerate(["课题负责人（签字）", "采购经办人", "学院审核", "供应商确认（盖章）"]):
        pdf.text(m + k * sw, sy, f"{cap}：", 9)
        pdf.line(m + k * sw + 8, sy + 22, m + (k + 1) * sw - 20, sy + 22, lw=0.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 3.4 * sw, sy + 4, sup, rng, caption="合同专用章", r=34)
    foot()
    return cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)


def blind16_zh_gaoxiao_shiyan_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh_lab)


# --------------------------------------------------------------------------- 7 TW form DN

TW_ITEMS = cj._table("""
六角螺絲|M8x30 不銹鋼304|PCS|2|8
軸承|6204ZZ|PCS|45|120
氣壓缸|SC50x100|支|1200|3200
電磁閥|4V210-08 DC24V|個|380|950
PU氣管|8mm x 100M|捲|650|1400
鋁擠型|40x40 L=1000|支|180|420
電源供應器|24V 10A|台|900|2400
光電開關|E3Z-D61|個|650|1500
紙箱|五層AB楞 60x40x40|個|28|65
棧板|塑膠 1200x1000|片|550|1100
切削油|水溶性 18L|桶|1800|3600
工作手套|PU塗掌 L|打|120|260
端子台|TB-2506|個|35|90
膠帶|OPP 48mm x 100M|箱|600|1200
""")
TW_PAPERS = [None, Color(1, 0.93, 0.93), Color(1, 1, 0.88), Color(0.9, 0.95, 1)]
TW_INKS = [Color(0.1, 0.45, 0.3), Color(0.15, 0.3, 0.6), Color(0.55, 0.2, 0.2)]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    size = (684.0, 396.0) if rng.random() < 0.7 else (684.0, 792.0 / 3 * 2)
    copy = rng.randrange(len(TW_PAPERS))
    pdf = cj.Pdf(size, paper=TW_PAPERS[copy])
    ink = rng.choice(TW_INKS)
    side = 36
    m = side + rng.uniform(10, 16)
    right = pdf.w - m
    wd = right - m
    firm = cj.tw_firm(rng)
    sup = firm.name
    buyer = cj.tw_firm(rng, avoid=sup).name
    d = cj.a_date(rng)
    ds = cj.pick(rng, "roc|rocs|slash")
    dn = cj.number(rng, d, "S{roc}{m}{d}{n3}|SH{y}{m}{n4}|{roc}{m}{n5}")
    po = cj.number(rng, d, "PO{y}{m}{n4}|{roc}{m}{d}{n2}|P{n7}|{Y}-{n5}|A{n2}-{roc}{m}{n3}")
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    inv = f"{rng.choice(letters)}{rng.choice(letters)}-{rng.randint(10**7, 10**8 - 1)}"
    cust_code = cj.number(rng, d, "C{n4}|{n5}|A{n3}")
    po_label = cj.pick(rng, "客戶訂單號|貴公司訂單號碼|客戶單號|採購單號|訂單編號")
    page = [1]
    incl = rng.random() < 0.3

    def chrome() -> None:
        for x in (side / 2, pdf.w - side / 2):
            yy = 18.0
            while yy < pdf.h:
                pdf.c.setFillColor(cj.white)
                pdf.c.setStrokeColor(Color(0.6, 0.6, 0.6))
                pdf.c.setLineWidth(0.5)
                pdf.c.circle(x, pdf.h - yy, 5.5, stroke=1, fill=1)
                yy += 36
        for x in (side, pdf.w - side):
            pdf.c.setDash([2, 2])
            pdf.line(x, 0, x, pdf.h, lw=0.3, colour=Color(0.6, 0.6, 0.6))
            pdf.c.setDash([])
        labels = ["第一聯 存根聯", "第二聯 客戶聯", "第三聯 會計聯", "第四聯 簽收聯"]
        pdf.vtext(pdf.w - side - 7, 60, labels[copy], 7, colour=ink)

    chrome()
    pdf.text(pdf.w / 2, 26, sup, 14, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        38,
        f"{cj.tw_addr(rng)}  電話：{cj.tw_tel(rng)}  傳真：{cj.tw_tel(rng)}",
        7,
        align="c",
        colour=ink,
    )
    pdf.text(pdf.w / 2, 48, f"統一編號：{rng.randint(10**7, 10**8 - 1)}", 7, align="c", colour=ink)
    title = cj.pick(rng, "出貨單|送貨單|銷貨單|出貨單（兼請款單）")
    pdf.text(pdf.w / 2, 66, title, 13, align="c", bold=True, colour=ink, space=4)
    y = 80
    lw = wd * 0.55
    left = [
        ("客戶名稱", buyer),
        ("客戶代號", cust_code),
        ("送貨地址", cj.tw_addr(rng)),
        ("聯 絡 人", f"{cj.person(rng, 'zh-Hant')}  {cj.tw_tel(rng)}"),
    ]
    right_ = [
        ("單　　號", dn),
        ("出貨日期", cj.fdate(d, ds)),
        (po_label, po),
        ("發票號碼", inv),
        ("頁　　次", f"{page[0]}/{of}" if of else str(page[0])),
    ]
    if rng.random() < 0.5:
        right_[2], right_[3] = right_[3], right_[2]
    for k, (lab, val) in enumerate(left):
        pdf.text(m, y + 11 + k * 12, f"{lab}：", 8, colour=ink)
        pdf.text(m + 52, y + 11 + k * 12, val, 8.5, maxw=lw - 56)
    rx = m + lw + 10
    for k, (lab, val) in enumerate(right_):
        pdf.text(rx, y + 11 + k * 11, f"{lab}：", 8, colour=ink)
        pdf.text(rx + 64, y + 11 + k * 11, val, 8.5)
    y += 66
    n = rng.randint(2, 7) if rng.random() < 0.6 else rng.randint(8, 22)
    body, amounts = [], []
    for i, (name, spec, unit, lo, hi) in enumerate(take(rng, TW_ITEMS, n)):
        p = Decimal(rng.randint(int(lo), int(hi)))
        q = (
            rng.choice([1, 2, 4, 5, 10, 12, 20, 50, 100])
            if int(hi) < 200
            else rng.choice([1, 2, 3, 4])
        )
        amt = p * q
        amounts.append(amt)
        code = cj.number(rng, d, "{n3}-{n4}|A{n5}|{n2}{n4}")
        body.append(
            [str(i + 1), code, f"{name} {spec}", str(q), unit, cj.whole(p), cj.whole(amt), ""]
        )
    hd = ["序", "品號", "品名 / 規格", "數量", "單位", "單價", "金額", "備註"]
    widths = cj.rel(wd - 12, [4, 11, 32, 7, 6, 9, 11, 10])
    rh = 15
    tail = 74
    i = 0
    while True:
        cap = max(1, int((pdf.h - 22 - y) / rh) - 1)
        room = max(0, int((pdf.h - 22 - tail - y) / rh) - 1)
        if len(body) - i <= room:
            chunk = body[i:]
        else:
            chunk = body[i : i + min(cap, max(1, len(body) - i - 1))]
        y = pdf.grid(
            m,
            y,
            widths,
            [hd, *chunk],
            row_h=rh,
            size=8,
            align="cllrcrrl",
            head_fill=None,
            colour=ink,
        )
        i += len(chunk)
        if i >= len(body):
            break
        pdf.text(right - 12, y + 12, "（承下頁）", 8, align="r", colour=ink)
        pdf.new_page()
        page[0] += 1
        chrome()
        pdf.text(m, 26, f"{sup}　{title}（續）", 10, bold=True, colour=ink)
        pdf.text(
            right - 12,
            26,
            f"單號：{dn}　頁次：{page[0]}/{of}" if of else f"單號：{dn}",
            8,
            align="r",
        )
        pdf.text(m, 40, f"{po_label}：{po}", 8)
        y = 48
    sub = sum(amounts, Decimal(0))
    tax = Decimal(0) if incl else r0(sub * Decimal("0.05"))
    total = sub + tax
    y += 4
    sx = m + (wd - 12) * 0.62
    rows = [] if incl else [("合計（未稅）", cj.whole(sub)), ("營業稅 5%", cj.whole(tax))]
    rows.append(
        ("總計（含稅）" if incl else cj.pick(rng, "總計|總　計|合計金額"), f"NT${cj.whole(total)}")
    )
    for k, (lab, val) in enumerate(rows):
        pdf.text(sx, y + 11 + k * 12, lab, 8.5, colour=ink, bold=k == len(rows) - 1)
        pdf.text(m + wd - 14, y + 11 + k * 12, val, 8.8, align="r", bold=k == len(rows) - 1)
    pdf.text(m, y + 11, f"新台幣：{cj.daxie(total, trad=True)}", 8.5)
    pdf.text(
        m,
        y + 24,
        cj.pick(rng, "貨品請當面點清，如有瑕疵請於七日內通知。|本單經客戶簽收後即為請款依據。"),
        7,
        colour=ink,
    )
    sy = y + 14 + 12 * len(rows) + 10
    caps = ["客戶簽收", "送貨人", "倉管", "業務"]
    for k, cap in enumerate(caps):
        x = m + k * (wd - 12) / 4
        pdf.text(x, sy, f"{cap}：", 8, colour=ink)
        pdf.line(x + 42, sy + 2, x + (wd - 12) / 4 - 10, sy + 2, lw=0.4, colour=ink)
    return cfinish(pdf, "zh-Hant", "delivery_note", po, sup, total)


def blind16_tw_chuhuodan_lianxu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 8 JA amount box

JA_PARTS = cj._table("""
ボールねじ|BSS1510-350|本|18000|46000
リニアガイド|SSR20XW2UU+480L|組|22000|58000
カップリング|MCO20-8-10|個|2800|7600
タイミングベルト|S5M-450-15|本|1200|3800
エアシリンダ|CDQ2B32-25DZ|個|6800|16500
近接センサ|E2E-X5ME1|個|3200|7800
ブラケット（加工品）|SS400 黒染め|個|1500|9800
シャフト（加工品）|S45C φ20×300 焼入研磨|本|4200|12800
制御盤改造工事|一式|式|85000|380000
配線材|KIV 2sq 黒 100m|巻|3800|7200
ステンレスカバー|SUS304 t1.5 曲げ加工|枚|6800|24000
六角穴付ボルト|M6×20 SUS 100本入|箱|900|2400
""")


def blind16_ja_hacchu_kingaku_waku(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.ja_firm(rng)
    sup = cj.ja_firm(rng, avoid=buyer.name).name
    d = cj.a_date(rng)
    ds = cj.pick(rng, "cn|slash|reiwa")
    po = cj.number(rng, d, "{y}{m}-{n4}|H{Y}{m}{n3}|PO-{n6}|{n2}-{n5}|{n7}")
    quote = cj.number(rng, d, "見{n5}|Q-{y}{m}{n3}|{n6}")
    proj = cj.pick(
        rng, "第2工場 組立ライン改造|検査装置 更新|治具製作 （型式 K-{n}）|保全部品 定期補充"
    ).replace("{n}", str(rng.randint(100, 999)))
    title = cj.pick(rng, "発　注　書|注　文　書|発注書")
    pdf.text(pdf.w / 2, 50, title, 20, align="c", bold=True)
    tw_ = cj.stringWidth(title, cj.FONT_NAME, 20)
    pdf.line(pdf.w / 2 - tw_ / 2 - 10, 56, pdf.w / 2 + tw_ / 2 + 10, 56, lw=0.8)
    pdf.line(pdf.w / 2 - tw_ / 2 - 10, 59, pdf.w / 2 + tw_ / 2 + 10, 59, lw=0.8)
    pdf.text(right, 30, f"注文番号：{po}" if rng.random() < 0.5 else f"No. {po}", 9.5, align="r")
    pdf.text(right, 43, f"発行日：{cj.fdate(d, ds)}", 9, align="r")
    y = 88
    pdf.text(m, y, f"{sup}　御中", 14)
    pdf.line(m, y + 5, m + wd * 0.5, y + 5, lw=0.8)
    pdf.text(m, y + 24, "下記の通り発注いたします。", 9.5)
    pdf.text(m, y + 38, "納期厳守にてお願い申し上げます。", 9.5)
    # buyer block and approval boxes on the right
    bx = m + wd * 0.58
    cj.kv(
        pdf,
        bx,
        y - 4,
        [
            buyer.name,
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}  FAX {cj.ja_tel(rng)}",
            f"担当：{cj.pick(rng, '購買課|資材部|生産管理課')} {cj.person(rng, 'ja')}",
        ],
        8.6,
        1.55,
        maxw=right - bx,
    )
    if rng.random() < 0.7:
        pdf.stamp(right - 26, y + 6, buyer.name, rng, shape="square", r=24)
    ay = y + 48
    bw_ = 44
    caps = rng.choice(["承認|確認|担当", "部長|課長|担当", "承認|審査|作成", "承認|担当"]).split(
        "|"
    )
    for k, cap in enumerate(caps):
        x = right - (len(caps) - k) * bw_
        pdf.rect(x, ay, bw_, 14, fill=cj.SHADE)
        pdf.text(x + bw_ / 2, ay + 10.5, cap, 8, align="c")
        pdf.rect(x, ay + 14, bw_, 40)
        if rng.random() < 0.75:
            sur = cj.person(rng, "ja").split()[0]
            pdf.stamp(x + bw_ / 2, ay + 34, sur, rng, shape="hanko", r=15)
    y = ay + 64
    # amount box
    body, sub = [], Decimal(0)
    for i, (name, spec, unit, lo, hi) in enumerate(take(rng, JA_PARTS, rng.randint(1, 13))):
        p = Decimal(rng.randint(int(lo) // 10, int(hi) // 10) * 10)
        q = rng.choice([1, 1, 2, 2, 4, 5, 10]) if unit != "式" else 1
        amt = p * q
        sub += amt
        dr = cj.number(rng, d, "D-{n5}|{n3}-{n4}-A|") if "加工" in name else ""
        body.append(
            [
                str(i + 1),
                name,
                spec,
                dr,
                str(q),
                unit,
                cj.whole(p),
                cj.whole(amt),
                cj.fdate(cj.later(rng, d, 7, 45), "slash")[5:],
            ]
        )
    disc = Decimal(rng.choice([0, 0, 0, 1000, 5000, 10000])) if sub > 50000 else Decimal(0)
    tax = ((sub - disc) * Decimal("0.1")).quantize(ONE, rounding=ROUND_DOWN)
    total = sub - disc + tax
    ys = rng.randrange(3)
    pdf.rect(m, y, wd * 0.55, 34, lw=1.4)
    pdf.rect(m, y, 110, 34, fill=cj.SHADE, lw=1.4)
    pdf.text(m + 55, y + 15, cj.pick(rng, "ご発注金額|発注金額|注文金額"), 10, align="c", bold=True)
    pdf.text(m + 55, y + 28, "（消費税込）", 7.5, align="c")
    pdf.text(m + wd * 0.55 - 10, y + 24, cj.yen(total, ys), 16, align="r", bold=True)
    y += 46
    info = [
        ["件名", proj],
        [
            "納入場所",
            cj.pick(
                rng, "弊社 第2工場 資材受入口|弊社本社工場|ご指定場所（別途連絡）|弊社 技術センター"
            ),
        ],
        ["支払条件", cj.pick(rng, "月末締め翌月末 振込|月末締め翌々月10日 手形|検収後60日 振込")],
        ["御見積No.", quote, "有効期限", cj.fdate(cj.later(rng, d, 20, 60), "slash")],
    ]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [14, 40, 14, 32]),
            info,
            h=17,
            size=8.8,
            labels=(0, 2),
            fill=cj.SHADE,
        )
        + 10
    )
    hd = ["No.", "品名", "型式・仕様", "図番", "数量", "単位", "単価", "金額", "納期"]
    widths = cj.rel(wd, [4, 17, 22, 10, 6, 5, 10, 12, 8])
    y = pdf.grid(m, y, widths, [hd, *body], row_h=18, size=8.2, align="clllrcrrc")
    srows = [("小計", cj.whole(sub))]
    if disc:
        srows.append(("出精値引", f"-{cj.whole(disc)}"))
    srows.append(("消費税（10%）", cj.whole(tax)))
    srows.append(("合計", cj.yen(total, ys)))
    x0 = m + sum(widths[:6])
    for k, (lab, val) in enumerate(srows):
        last = k == len(srows) - 1
        pdf.rect(x0, y, widths[6], 18, fill=cj.SHADE)
        pdf.rect(x0 + widths[6], y, widths[7] + widths[8], 18)
        pdf.text(x0 + widths[6] / 2, y + 12.5, lab, 8.2, align="c", bold=last)
        pdf.text(right - 4, y + 12.5, val, 8.6, align="r", bold=last)
        y += 18
    y += 14
    pdf.rect(m, y, wd, 56)
    pdf.text(m + 6, y + 14, "備考", 9, bold=True)
    notes = cj.pick(
        rng,
        "納品書・請求書には必ず注文番号をご記入ください。|"
        "検査成績書を添付のこと。図面は別途送付いたします。|"
        "本注文書受領後、注文請書をご返送ください。",
    )
    pdf.text(m + 6, y + 30, notes, 8.5)
    return cfinish(pdf, "ja", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- 9 HU invoice

HU_ONES = ["", "egy", "kettő", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc"]
HU_TENS = [
    "",
    "tíz",
    "húsz",
    "harminc",
    "negyven",
    "ötven",
    "hatvan",
    "hetven",
    "nyolcvan",
    "kilencven",
]


def _hu_group(n: int, final: bool) -> str:
    h, t, u = n // 100, n // 10 % 10, n % 10
    out = ""
    if h:
        out += ("" if h == 1 else "két" if h == 2 else HU_ONES[h]) + "száz"
    unit = ("kettő" if final else "két") if u == 2 else HU_ONES[u]
    if t == 1 and u:
        out += "tizen" + unit
    elif t == 2 and u:
        out += "huszon" + unit
    else:
        out += HU_TENS[t] + unit
    return out


def hu_words(n: int) -> str:
    """An amount in Hungarian words: 2345 -> kétezer-háromszáznegyvenöt."""
    if n == 0:
        return "nulla"
    parts = []
    for div, name in ((10**6, "millió"), (1000, "ezer")):
        g = n // div % 1000
        if g:
            parts.append(
                ("" if g == 1 and div == 1000 and n < 2000 else _hu_group(g, False) or "egy") + name
            )
    if n % 1000:
        parts.append(_hu_group(n % 1000, True))
    return ("-" if n > 2000 else "").join(parts)


HU_STEMS = "Dunamenti|Alföldi|Tisza|Balaton|Mátra|Bakony|Pannon|Hungaro|Zemplén|Őrség"
HU_LAST = "Kovács|Szabó|Tóth|Varga|Horváth|Kiss|Molnár|Németh|Farkas|Balogh"
HU_SELL = "{X} {S} Kft.|{L} és Társa {S} Kft.|{X} {S} Zrt.|{L} {S} Bt.|{X}-{S} Kft."
HU_SECT = (
    "Kereskedelmi|Építőanyag|Irodatechnikai|Gépipari|Vegyiáru|Elektro|Csavar- és Kötéstechnikai"
)
HU_BUY = (
    "{X} Ipari Park Kft.|{X} Élelmiszeripari Zrt.|{C} Megyei Jogú Város Önkormányzata|"
    "{X} Logisztika Kft.|{L} Agro Kft."
)
HU_CITY = [
    ("Győr", "9027"),
    ("Debrecen", "4031"),
    ("Szeged", "6728"),
    ("Pécs", "7630"),
    ("Kecskemét", "6000"),
    ("Miskolc", "3527"),
    ("Székesfehérvár", "8000"),
    ("Budapest", "1117"),
]
HU_STREET = "Ipari út|Fő utca|Szent István körút|Kossuth Lajos utca|Rákóczi út|Határ út"
HU_ITEMS = [
    ("Hatlapfejű csavar M8x40 horganyzott (100 db)", "csom", 1800, 4200, 27, "7318"),
    ("Nitril védőkesztyű L (100 db)", "doboz", 2400, 5200, 27, "4015"),
    ("Fénymásolópapír A4 80 g (500 lap)", "csom", 1700, 2900, 27, "4802"),
    ("Beltéri falfesték fehér 10 l", "vödör", 9800, 21000, 27, "3209"),
    ("Csemperagasztó flexibilis 25 kg", "zsák", 4200, 8900, 27, "3214"),
    ("Villanyszerelési munkadíj", "óra", 8500, 14500, 27, ""),
    ("Szállítási díj", "alkalom", 9000, 25000, 27, ""),
    ("UHT tej 1,5% 1 l (12 db)", "karton", 4800, 7200, 18, "0401"),
    ("Szakkönyv: Ipari karbantartás", "db", 5900, 12900, 5, "4901"),
    ("Ipari takarítószer 5 l", "kanna", 3900, 8200, 27, "3402"),
    ("LED fénycső T8 18 W", "db", 1200, 3400, 27, "8539"),
    ("Raklap EUR 1200x800 (használt)", "db", 3500, 6500, 27, "4415"),
    ("Hegesztőhuzal SG2 1,0 mm 15 kg", "tekercs", 16000, 29000, 27, "7217"),
]


def _hu_firm(rng: random.Random, tpl: str, sect: str) -> str:
    return tpl.format(
        X=la.pick(rng, HU_STEMS),
        L=la.pick(rng, HU_LAST),
        S=la.pick(rng, sect),
        C=rng.choice(HU_CITY)[0],
    )


def _hu_adr(rng: random.Random) -> list[str]:
    city, zipc = rng.choice(HU_CITY)
    return [f"{zipc} {city}", f"{la.pick(rng, HU_STREET)} {rng.randint(1, 120)}."]


def blind16_hu_szamla_rendelesszam(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(A4, "dejavu")
    m = rng.uniform(32, 42)
    r = d.w - m
    w = r - m
    sup = _hu_firm(rng, la.pick(rng, HU_SELL), HU_SECT)
    buyer = _hu_firm(rng, la.pick(rng, HU_BUY), HU_SECT)
    dt = la.day(rng)
    inv = la.digits(
        rng, la.pick(rng, f"@@@-{dt.year}/######|SZ{dt.year}-#####|E-@@@-{dt.year}-####")
    )
    po = la.digits(rng, la.pick(rng, "MR-####/####|####/####|PO#######|R-######|BE##-####"))
    if "/####" in po and rng.random() < 0.5:
        po = po.split("/")[0] + f"/{dt.year}"
    dn = la.digits(rng, la.pick(rng, "SZL-######|####/SZL|DN#######"))
    cust = la.digits(rng, la.pick(rng, "V#####|######"))
    ft = lambda v: f"{grouped(v, ' ', ',', 0)} Ft"  # noqa: E731
    d.t(m, 50, la.pick(rng, "SZÁMLA|Számla|SZÁMLA (eredeti)"), 22, b=True)
    d.t(r, 36, f"Sorszám: {inv}", 10, b=True, al="r")
    d.t(r, 50, la.pick(rng, "Eredeti példány|1. példány|Oldal: 1/1"), 8, al="r", grey=0.3)
    y = 66
    bw = w / 2 - 6
    for k, (lab, name, extra) in enumerate(
        [
            (
                la.pick(rng, "Eladó|Szállító|Kibocsátó"),
                sup,
                [
                    f"Adószám: {la.digits(rng, '########-#-##')}",
                    f"Cégjegyzékszám: {la.digits(rng, '##-##-######')}",
                    f"Bankszámla: {la.digits(rng, '########-########-########')}",
                ],
            ),
            (
                "Vevő",
                buyer,
                [
                    f"Adószám: {la.digits(rng, '########-#-##')}",
                    f"Vevőkód: {cust}",
                ],
            ),
        ]
    ):
        x = m + k * (bw + 12)
        d.box(x, y, bw, 104, lw=0.8)
        d.t(x + 6, y + 12, lab, 8, b=True, grey=0.35)
        sz = snug(d, [name], bw - 12, 10)
        d.t(x + 6, y + 28, name, sz, b=True)
        d.lines(x + 6, y + 33, [*_hu_adr(rng), *extra], 7.8)
    y += 114
    pay = la.pick(rng, "Átutalás|Átutalás|Készpénz|Bankkártya")
    perf = dt - timedelta(days=rng.randint(0, 5))
    due = dt + timedelta(days=rng.choice([8, 15, 30, 45]))
    y = (
        d.grid(
            m,
            y,
            [w / 4] * 4,
            ["Fizetési mód", "Teljesítés dátuma", "Számla kelte", "Fizetési határidő"],
            [
                pay,
                la.dfmt(perf, "iso").replace("-", ". ") + ".",
                la.dfmt(dt, "iso").replace("-", ". ") + ".",
                la.dfmt(due, "iso").replace("-", ". ") + ".",
            ],
            8.5,
        )
        + 4
    )
    po_lab = la.pick(rng, "Megrendelés száma|Vevői rendelésszám|Az Ön rendelésszáma|Rendelésszám")
    refs = [po_lab, "Szállítólevél száma", "Üzletkötő", "Pénznem"]
    vals = [po, dn, la.pick(rng, "Kovács Anna|Tóth Gábor|Varga Péter|Nagy Eszter"), "HUF"]
    y = d.grid(m, y, [w / 4] * 4, refs, vals, 8.5) + 10
    n = rng.randint(1, 14)
    rows, by = [], {}
    for desc, unit, lo, hi, rate, code in take(rng, HU_ITEMS, n):
        p = Decimal(rng.randint(lo // 10, hi // 10) * 10)
        q = rng.choice([1, 2, 3, 4, 5, 6, 10, 12, 20]) if hi < 10000 else rng.choice([1, 1, 2, 3])
        net = p * q
        vat = r0(net * rate / 100)
        b_ = by.setdefault(rate, [Decimal(0), Decimal(0)])
        b_[0] += net
        b_[1] += vat
        g = lambda v: grouped(v, " ", ",", 0)  # noqa: E731
        rows.append(
            {
                "desc": desc,
                "code": code,
                "qty": str(q),
                "unit": unit,
                "price": g(p),
                "net": g(net),
                "rate": f"{rate}%",
                "vat": g(vat),
                "gross": g(net + vat),
            }
        )
    spec = [
        ("desc", "Megnevezés", 30, "l"),
        ("code", "VTSZ/SZJ", 9, "l"),
        ("qty", "Menny.", 7, "r"),
        ("unit", "Me.", 7, "l"),
        ("price", "Egységár", 10, "r"),
        ("net", "Nettó érték", 11, "r"),
        ("rate", "ÁFA", 5, "r"),
        ("vat", "ÁFA érték", 10, "r"),
        ("gross", "Bruttó érték", 11, "r"),
    ]
    y = d.table(m, y, la.cols(spec, w), rows, size=7.2, lead=14, shade=0.88, grid=True)
    y += 12
    d.t(m, y + 8, "ÁFA-összesítő", 8.5, b=True)
    srows = [{"k": "ÁFA-kulcs", "n": "Nettó", "v": "ÁFA", "g": "Bruttó", "_b": True}]
    tn = tv = Decimal(0)
    for k in sorted(by, reverse=True):
        nt, vt = by[k]
        tn += nt
        tv += vt
        srows.append({"k": f"{k}%", "n": ft(nt), "v": ft(vt), "g": ft(nt + vt)})
    srows.append({"k": "Összesen", "n": ft(tn), "v": ft(tv), "g": ft(tn + tv), "_b": True})
    total = tn + tv
    scols = la.cols(
        [("k", "", 10, "l"), ("n", "", 14, "r"), ("v", "", 12, "r"), ("g", "", 14, "r")], w * 0.55
    )
    y2 = y + 12
    for row in srows:
        d._cells(m, y2, scols, row, 7.8, 13, bool(row.get("_b")))
        y2 += 13
    d.line(m, y2, m + w * 0.55, y2, 0.4)
    bx = m + w * 0.6
    d.box(bx, y + 10, r - bx, 46, fill=0.92, lw=1.1)
    d.t(
        bx + 8,
        y + 26,
        la.pick(rng, "Fizetendő végösszeg:|Fizetendő összesen:|Végösszeg:"),
        9.5,
        b=True,
    )
    d.t(r - 8, y + 46, ft(total), 15, b=True, al="r")
    y = max(y2, y + 60) + 12
    d.t(m, y, f"azaz {hu_words(int(total))} forint", 8.5)
    y += 18
    d.para(
        m,
        y,
        "Kérjük, átutaláskor a közleményben tüntesse fel a számla sorszámát. "
        "Késedelmes fizetés esetén a Ptk. szerinti késedelmi kamatot számítjuk fel.",
        7.4,
        w,
        grey=0.25,
    )
    d.t(
        d.w / 2,
        d.h - 30,
        f"A számla a(z) {la.pick(rng, 'Számlázz.hu|Billingo|NAV Online Számla|ProgramX')} "
        "rendszerrel készült és a NAV felé adatszolgáltatásra került.",
        6.6,
        al="c",
        grey=0.4,
    )
    return finish(d, "hu", "invoice", po, sup, total)


# --------------------------------------------------------------------------- 10 RO PO

RO_STEMS = "Carpați|Dunărea|Transilvania|Moldova|Banat|Olt|Mureș|Someș|Bucegi|Ceahlău"
RO_LAST = "Popescu|Ionescu|Dumitrescu|Stan|Gheorghiu|Munteanu|Constantinescu|Rusu|Marin|Tudor"
RO_SELL = (
    "{X} Distribuție|{L} Industrial|{X} Echipamente|{L} & Fiii|{X} Construct|Electro {X}|{X} Tools"
)
RO_BUY = (
    "{X} Manufacturing|{X} Agro|{L} Mobila|{X} Auto Parts|{X} Food Industries|"
    "Fabrica de Conserve {X}"
)
RO_CITY = [
    ("Cluj-Napoca", "CJ", "400"),
    ("Timișoara", "TM", "300"),
    ("Brașov", "BV", "500"),
    ("Iași", "IS", "700"),
    ("Sibiu", "SB", "550"),
    ("Oradea", "BH", "410"),
    ("Pitești", "AG", "110"),
    ("Constanța", "CT", "900"),
]
RO_STREET = (
    "Str. Fabricii|Bd. Independenței|Calea Turzii|Str. Industriilor|Str. Gării|Șos. Bucureștilor"
)
RO_ITEMS = [
    ("Rulment 6205-2RS", "buc", 18, 45),
    ("Ulei hidraulic HLP 46, bidon 20 l", "bidon", 190, 380),
    ("Mănuși de protecție nitril, mărimea 9", "per", 6, 15),
    ("Disc debitare metal 230 mm", "buc", 9, 22),
    ("Cablu CYY-F 3x2,5 mm²", "m", 5, 11),
    ("Vopsea epoxidică gri 20 kg", "kg", 28, 55),
    ("Palet lemn EUR 1200x800", "buc", 45, 85),
    ("Folie stretch 500 mm x 300 m", "rola", 38, 75),
    ("Senzor inductiv M18 PNP", "buc", 120, 310),
    ("Servicii mentenanță preventivă linie 2", "serv", 1500, 6500),
    ("Hârtie copiator A4 80 g/mp", "top", 19, 32),
    ("Echipament de lucru (salopetă) mărimea L", "buc", 85, 160),
    ("Filtru aer compresor", "buc", 140, 390),
    ("Electrozi sudură rutilici 3,25 mm, 5 kg", "pach", 70, 140),
]


def _ro_name(rng: random.Random, tpl: str) -> str:
    name = tpl.format(X=la.pick(rng, RO_STEMS), L=la.pick(rng, RO_LAST))
    return la.pick(rng, "S.C. {n} S.R.L.|{n} S.R.L.|{n} SRL|S.C. {n} S.A.|{n} S.A.").format(n=name)


def _ro_adr(rng: random.Random) -> tuple[str, list[str]]:
    city, jud, zipc = rng.choice(RO_CITY)
    return city, [
        f"{la.pick(rng, RO_STREET)} nr. {rng.randint(1, 180)}",
        f"{zipc}{rng.randint(100, 999)} {city}, jud. {jud}",
    ]


def blind16_ro_comanda_achizitie(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu"))
    m = rng.uniform(34, 46)
    r = d.w - m
    w = r - m
    buyer = _ro_name(rng, la.pick(rng, RO_BUY))
    sup = _ro_name(rng, la.pick(rng, RO_SELL))
    bcity, badr = _ro_adr(rng)
    _, sadr = _ro_adr(rng)
    dt = la.day(rng)
    rate = Decimal(21) if dt >= date(2025, 8, 1) else Decimal(19)
    po = la.digits(rng, la.pick(rng, "####|CA-#####|###/{y}|PO{y}-####|CMD ####")).replace(
        "{y}", str(dt.year)
    )
    offer = la.digits(rng, la.pick(rng, "OF-####|####/##|#####"))
    ref = la.digits(rng, la.pick(rng, "###/##|####"))
    contract = (
        la.digits(rng, "CC-##/{y}").replace("{y}", str(dt.year)) if rng.random() < 0.5 else ""
    )
    cui = la.digits(rng, "RO########")
    ds = la.dfmt(dt, "dot")
    # buyer header
    d.t(m, 44, buyer, 12, b=True)
    d.lines(
        m,
        50,
        [
            f"CUI: {cui}   Nr. Reg. Com.: J{rng.randint(1, 52):02d}/"
            f"{rng.randint(100, 9999)}/{rng.randint(1995, 2020)}",
            f"{badr[0]}, {badr[1]}",
            f"IBAN: RO{rng.randint(10, 99)} {la.pick(rng, 'BTRL|RNCB|BRDE|INGB')} "
            f"{la.digits(rng, '#### #### #### ####')}",
            f"Tel.: {la.digits(rng, '02## ### ###')}   E-mail: achizitii@"
            f"{la.pick(rng, RO_STEMS).lower().replace('ș', 's').replace('ă', 'a')}.ro",
        ],
        7.8,
    )
    bx = r - 170
    d.box(bx, 100, 170, 40, lw=1.1)
    if rng.random() < 0.5:
        d.t(bx + 8, 116, f"Nr. comandă: {po}", 9.5, b=True)
        d.t(bx + 8, 131, f"Data: {ds}", 9)
    else:
        d.t(bx + 8, 116, "Nr. / Data", 7.5, grey=0.35)
        d.t(bx + 8, 131, f"{po} / {ds}", 10.5, b=True)
    title = la.pick(rng, "COMANDĂ DE ACHIZIȚIE|COMANDĂ FURNIZOR|NOTĂ DE COMANDĂ|COMANDĂ")
    d.t(m, 126, title, 14, b=True)
    y = 156
    lab = la.pick(rng, "Către:|Furnizor:|Către furnizorul:")
    d.t(m, y, lab, 9, b=True)
    sx = m + max(80, d.width(lab, 9, True) + 10)
    sz = snug(d, [sup], w * 0.6, 10.5)
    d.t(sx, y, sup, sz, b=True)
    attn = la.pick(rng, "dl. Andrei|dna Elena|dl. Mihai|dna Ioana|dl. Radu|dna Cristina")
    y = (
        d.lines(
            sx,
            y + 4,
            [
                f"CUI: {la.digits(rng, 'RO########')}",
                *sadr,
                f"În atenția: {attn} {la.pick(rng, RO_LAST)}",
            ],
            8.2,
        )
        + 10
    )
    intro = (
        f"Vă rugăm să ne livrați următoarele produse / servicii, conform ofertei dumneavoastră "
        f"nr. {offer} din {la.dfmt(dt - timedelta(days=rng.randint(2, 20)), 'dot')}:"
    )
    y = d.para(m, y, intro, 8.5, w) + 14
    n = rng.randint(1, 15)
    rows, base, vat = [], Decimal(0), Decimal(0)
    for i, (desc, unit, lo, hi) in enumerate(take(rng, RO_ITEMS, n)):
        p = price(rng, lo, hi)
        q = qty_for(rng, hi)
        val = r2(p * q)
        t = r2(val * rate / 100)
        base += val
        vat += t
        rows.append(
            {
                "pos": str(i + 1),
                "code": la.digits(rng, "@@-####"),
                "desc": desc,
                "unit": unit,
                "qty": str(q),
                "price": eu(p),
                "amount": eu(val),
                "vat": eu(t),
            }
        )
    spec = [
        ("pos", "Nr.", 5, "c"),
        ("code", "Cod", 8, "l"),
        ("desc", "Denumire produs / serviciu", 36, "l"),
        ("unit", "U.M.", 6, "c"),
        ("qty", "Cant.", 6, "r"),
        ("price", "Preț unitar", 12, "r"),
        ("amount", "Valoare", 12, "r"),
        ("vat", f"TVA {rate}%", 9, "r"),
    ]
    d.t(r, y - 3, "Prețuri și valori în lei, fără TVA", 7, al="r", grey=0.35)
    y = d.table(m, y, la.cols(spec, w), rows, size=7.4, lead=15, shade=0.87, grid=True)
    total = base + vat
    cur = la.pick(rng, "lei|RON|lei")
    srows = [
        ("Total fără TVA", f"{eu(base)} {cur}", False),
        (f"TVA {rate}%", f"{eu(vat)} {cur}", False),
        (
            la.pick(rng, "TOTAL DE PLATĂ (cu TVA)|TOTAL GENERAL|Total comandă cu TVA"),
            f"{eu(total)} {cur}",
            True,
        ),
    ]
    y = d.summary(r - 230, r, y + 6, srows, 8.8, box_last=True) + 12
    conds = [
        (
            "Termen de livrare:",
            la.pick(
                rng, "5 zile lucrătoare|10 zile de la confirmare|imediat|conform graficului anexat"
            ),
        ),
        (
            "Loc de livrare:",
            f"{buyer}, {la.pick(rng, 'depozit materii prime|poarta 2|magazie centrală')}, {bcity}",
        ),
        (
            "Termen de plată:",
            la.pick(rng, "30 de zile de la data facturii|45 de zile|60 de zile de la recepție"),
        ),
        ("Referat de necesitate:", f"nr. {ref}"),
    ]
    if contract:
        conds.append(("Contract cadru:", contract))
    y = d.kv(m, y, conds, 118, 8) + 8
    y = (
        d.para(
            m,
            y,
            "Vă rugăm să menționați numărul comenzii pe factură și pe avizul de însoțire a mărfii "
            "și să confirmați primirea comenzii în termen de 24 de ore.",
            7.6,
            w,
            grey=0.25,
        )
        + 34
    )
    sw = w / 3 - 12
    for k, cap in enumerate(
        ["Director general", la.pick(rng, "Director economic|Viză CFP"), "Întocmit"]
    ):
        x = m + k * (sw + 18)
        d.t(x + sw / 2, y, cap, 8, b=True, al="c")
        d.t(
            x + sw / 2,
            y + 12,
            f"{la.pick(rng, 'Andrei|Elena|Mihai|Ioana|Radu|Cristina|Sorin|Gabriela')} "
            f"{la.pick(rng, RO_LAST)}",
            8,
            al="c",
        )
        d.line(x + 10, y + 40, x + sw - 10, y + 40, 0.4)
    return finish(d, "ro", "purchase_order", po, sup, total)


FAMILIES: dict[str, Draw] = {
    "blind16_en_uk_sidebar_po": blind16_en_uk_sidebar_po,
    "blind16_de_ch_spital_bestellung": blind16_de_ch_spital_bestellung,
    "blind16_fr_bon_livraison_valorise": blind16_fr_bon_livraison_valorise,
    "blind16_es_universidad_pedido": blind16_es_universidad_pedido,
    "blind16_it_moda_ordine_taglie": blind16_it_moda_ordine_taglie,
    "blind16_zh_gaoxiao_shiyan_caigou": blind16_zh_gaoxiao_shiyan_caigou,
    "blind16_tw_chuhuodan_lianxu": blind16_tw_chuhuodan_lianxu,
    "blind16_ja_hacchu_kingaku_waku": blind16_ja_hacchu_kingaku_waku,
    "blind16_hu_szamla_rendelesszam": blind16_hu_szamla_rendelesszam,
    "blind16_ro_comanda_achizitie": blind16_ro_comanda_achizitie,
}

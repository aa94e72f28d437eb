"""Ten more layout families for an eighth blind, frozen test split: purchase orders and the
papers that quote them, from trades and countries the earlier splits leave out.

Meant to become the blind split after families_blind7.py. Until a later session wires it into
bench/families.py's `split_of`, `all_families()` includes these families only when the
environment variable PO_BENCH_BLIND8=1 is set (otherwise they would be generated into the
`fit` corpus of `make train`); generate them with
`PO_BENCH_BLIND8=1 python bench/families.py OUT --only blind8_`.

Eight are issued by the buyer to the vendor the order is addressed to; two are the seller's
papers quoting the buyer's order. Languages: en (two), de, fr, pl, it, zh-Hans, ja, cs, fi.

- blind8_en_hotel_po (en, buyer): a hotel's purchase order from its materials-control system
  to a food, linen or engineering supplier (UK, Ireland, Australia); round crest or dark band
  letterheads, a boxed header grid or a label column with the requisition / market-list
  number, the hotel's account number at the supplier and the outlet and cost centre; the
  operating company as bill-to, the hotel's receiving bay as ship-to; per-line tax codes
  (zero-rated food), VAT or GST per rate on its base, discounts, carriage; page totals or
  carried-forward sums over pages; amount in words at times; signature lines.
- blind8_en_defence_supply_po (en, buyer): a defence ministry's (UK, Canada, Australia) or
  NATO agency's numbered-box order form (call-off, contract or task order) to a contractor;
  the framework / standing-offer number beside the order number, demand number, CAGE code,
  consignee code, a depot to deliver to and a paying office; NSN item lines; the security
  marking at head and foot; VAT / HST / GST or an exemption; page totals or carried sums.
- blind8_de_agrar_genossenschaft (de, buyer): a German or Austrian agricultural
  co-operative's order to a fertiliser, seed, feed or crop-protection producer (DIN letter
  with a window); the producer's offer, the co-operative's contract and vendor numbers in
  the information block; 7 % / 19 % (or 13 % / 20 %) VAT per rate, freight; at times a
  drop shipment to a member's farm; the co-operative register footer.
- blind8_fr_labo_reactifs (fr, buyer): a French public research unit's (CNRS, Inserm,
  university) order to a reagent vendor from its finance system; legal-commitment,
  framework-contract, quotation and budget-line numbers in a boxed grid, invoicing through
  the public e-invoicing portal with the establishment's SIRET, delivery to a building and
  room; line discounts, carriage, dry-ice charges, 20 % VAT, the sum in words; carried sums
  over pages.
- blind8_pl_kopalnia_zamowienie (pl, buyer): a Polish mining company's order to a supplier
  of mining equipment and consumables; framework-agreement, tender-procedure and
  requisition numbers, tax and statistical ids of both parties, a mine warehouse to deliver
  to, 23 % VAT, the gross total in words; carried sums or page sums over pages.
- blind8_it_lavorazione_cmt (it, buyer): an Italian fashion house's cut-make-trim work order
  to a garment workshop; per model and colour a size grid of quantities, the piece price for
  the work, the transport document that sent the client's materials, season code, 22 % VAT.
- blind8_zh_kuangye_caigou (zh-Hans, buyer): a Chinese mining group's purchase order from
  its ERP; contract, requisition and supplier codes, the using mine and its warehouse, the
  consignee, tax-inclusive prices at 13 %, page subtotals over pages, the total in figures
  and in capitals, the buyer's contract seal.
- blind8_ja_ryokan_hacchu (ja, buyer): a Japanese inn's or hotel's order to a food or amenity
  wholesaler; the order amount box, reduced-rate (8 %) items marked beside 10 % items with
  tax per rate, the vendor's quotation and account codes, the inn's square seal; over pages
  at times.
- blind8_cs_dodaci_list (cs, seller): a Czech seller's delivery note quoting the customer's
  order; its own note and job numbers, the carrier, both parties' company ids, a site as
  final recipient; priced with 21 % VAT or (about one in five) quantities only, stating no
  value.
- blind8_fi_lasku (fi, seller): a Finnish seller's invoice to a city, school or joint
  municipal authority quoting the customer's order number; invoice, customer and bank
  reference numbers, due date, VAT at 25,5 % and 14 %, an invoicing fee, and the bank
  transfer form at the foot repeating payee, payer and amount.

`FAMILIES` maps a family name (all start with `blind8_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py, families_cjk.py and families_blind2.py to families_blind7.py, whose pools
and drawing helpers they reuse. They were written blind: drawn with reportlab and checked only
by reading their own text layer back and looking at rendered pages, never run through the
extraction engine, its validation or its calibration, and no engine output on them was looked
at (nor the engine's source or vocabulary). They are plain text-layer PDFs (base, DejaVu and
Liberation fonts, WenQuanYi for Chinese and Japanese); bench/families.py may scan a share of
them later. Families that print 'Page 1 of N' draw twice from the same rng state so that N is
right (their layout never depends on N).

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
seller's papers the customer's order they quote, never the seller's own delivery-note,
invoice, job or customer numbers, nor quotation, requisition, contract, framework, tender,
commitment, demand or bank reference numbers); supplier the selling party's name exactly as
printed (the vendor a buyer's order is addressed to, the issuer of a seller's paper; never the
buyer, its operator, ship-to, bill-to or paying office, a member farm, a carrier, a site or a
contact person); total the grand total as "1234.50" (tax included; whole yen as "1234.00";
"" when the document deliberately states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind2 import kv_right, logo  # noqa: E402
from families_blind4 import UNI, figures, net_of, nrows, of, room, two_pass  # noqa: E402
from families_blind5 import en_words, fr_words, label_pairs, page_foot  # noqa: E402
from families_blind6 import fitsize, mail_of  # noqa: E402
from families_blind7 import hdr_grid, split_addr  # noqa: E402
from families_cjk import (  # noqa: E402
    GREY,
    RED,
    SHADE,
    Pdf,
    a_date,
    daxie,
    fdate,
    ja_firm,
    ja_tel,
    mobile,
    person,
    rel,
    zh_addr,
    zh_firm,
    zh_tel,
)
from families_latin import (  # noqa: E402
    Doc,
    Fmt,
    block,
    cents,
    cols,
    digits,
    frame,
    pick,
    result,
)

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]

# --------------------------------------------------------------------------- shared helpers


def paged8(
    d: Doc,
    x: float,
    y: float,
    spec: list,
    rows: list[dict],
    *,
    bottom: float,
    head: Callable[[int], float],
    foot: Callable[[int], None] | None = None,
    mode: str = "",
    labels: tuple[str, str] = ("", ""),
    fm: Fmt | None = None,
    **kw,
) -> float:
    """A table over pages. mode 'carry': the running sum at the foot of a page (labels[0])
    and at the head of the next (labels[1]); mode 'page': the sum of the page's own rows at
    its foot (labels[0]); '' none."""
    tw = sum(c[2] for c in spec)
    state = {"page": 1, "start": 0}

    def cont(i: int) -> float:
        if mode == "carry" and fm:
            run = net_of(rows[:i])
            d.t(x + tw - 3, bottom + 12, f"{labels[0]}  {fm(run)}", 8.3, b=True, al="r")
        elif mode == "page" and fm:
            run = net_of(rows[state["start"] : i])
            d.t(x + tw - 3, bottom + 12, f"{labels[0]}  {fm(run)}", 8.3, b=True, al="r")
        state["start"] = i
        if foot:
            foot(state["page"])
        d.new_page()
        state["page"] += 1
        yy = head(state["page"])
        if mode == "carry" and fm:
            d.t(x + tw - 3, yy + 10, f"{labels[1]}  {fm(net_of(rows[:i]))}", 8.3, b=True, al="r")
            yy += 16
        return yy

    yy = d.table(x, y, spec, rows, bottom=bottom, cont=cont, **kw)
    if mode == "page" and fm and state["page"] > 1:
        run = net_of(rows[state["start"] :])
        d.t(x + tw - 3, yy + 10, f"{labels[0]}  {fm(run)}", 8.3, b=True, al="r")
        yy += 16
    return yy


def mk_rows(
    rng: random.Random, pool: list[tuple], n: int, fm: Fmt, qtys: list[int], dear: float = 400
) -> list[dict]:
    """Item rows from a pool of (code, description, unit, low, high) tuples, each item once
    until the pool is used up; items dearer than `dear` come in ones and twos."""
    out = []
    for i, (code, desc, unit, lo, hi) in enumerate(cycle(rng, pool, n)):
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        q = rng.choice([1, 1, 2, 3, 4] if p > dear else qtys)
        amt = cents(p * q)
        out.append(
            {
                "pos": str(i + 1),
                "code": code,
                "desc": desc,
                "unit": unit,
                "qty": str(q),
                "p": p,
                "amt": amt,
                "price": fm(p),
                "amount": fm(amt),
            }
        )
    return out


def cycle(rng: random.Random, pool: list, n: int) -> list:
    """n items of `pool`, each once (in random order) before any repeats."""
    out: list = []
    while len(out) < n:
        out += rng.sample(pool, len(pool))
    return out[:n]


def crest(d: Doc, x: float, y: float, name: str, r: float = 16, shade: float = 0.2) -> float:
    """A round emblem: two rings and the initials; returns the x right of it."""
    c = d.c
    c.setLineWidth(1.4)
    c.setStrokeGray(shade)
    c.circle(x + r, d.h - y - r, r, stroke=1, fill=0)
    c.setLineWidth(0.5)
    c.circle(x + r, d.h - y - r, r - 3, stroke=1, fill=0)
    c.setStrokeGray(0)
    ini = "".join(w[0] for w in name.split() if w[:1].isupper() and w not in ("The",))[:2]
    d.t(x + r, y + r + r * 0.22, ini or "X", r * 0.62, b=True, al="c", grey=shade)
    return x + 2 * r + 8


def band(d: Doc, x: float, y: float, w: float, h: float, shade: float) -> None:
    d.box(x, y, w, h, fill=shade, stroke=False)
    d.c.setFillGray(0)


def fill(rng: random.Random, tpl: str, **kw: str) -> str:
    """A '|'-separated template picked and filled, '#' digits and '@' letters drawn."""
    return digits(rng, pick(rng, tpl).format(**kw))


def amt_en(v: Decimal) -> str:
    return f"{en_words(int(v))} and {int((v - int(v)) * 100):02d}/100"


# --------------------------------------------------------------------------- en hotel


HOTEL_ITEMS = {
    "food": [
        ("FB1021", "Beef fillet, whole, trimmed", "kg", 28, 46),
        ("FB1044", "Chicken supreme, skin on, 200 g", "kg", 8, 14),
        ("FB1102", "Salmon side, Scottish, pin-boned", "kg", 16, 27),
        ("FB1210", "Free range eggs, large, tray of 30", "tray", 6, 11),
        ("FB1305", "Double cream, 2 L", "ea", 6, 10),
        ("FB1333", "Unsalted butter, 10 x 250 g", "case", 18, 32),
        ("FB1401", "Mixed salad leaves, 1 kg", "kg", 6, 12),
        ("FB1418", "Heritage tomatoes", "kg", 4, 9),
        ("FB1502", "Arborio rice, 5 kg", "bag", 11, 19),
        ("FB1610", "Extra virgin olive oil, 5 L", "tin", 28, 55),
        ("FB1712", "Croissant, butter, frozen (x60)", "case", 24, 42),
        ("FB1820", "Espresso beans, 1 kg", "bag", 16, 30),
        ("FB1903", "Orange juice, fresh, 2 L", "ea", 4, 8),
        ("FB1950", "Sparkling water 750 ml (x12)", "case", 9, 18),
    ],
    "hk": [
        ("HK2010", "Bath towel 700 g/m2, white", "ea", 7, 15),
        ("HK2022", "Duvet cover, king, 300 TC", "ea", 24, 48),
        ("HK2040", "Guest amenity kit (shampoo, gel, lotion)", "set", 1.2, 3.5),
        ("HK2101", "Toilet tissue, 2-ply, 36 rolls", "case", 18, 34),
        ("HK2155", "Glass cleaner concentrate, 5 L", "ea", 9, 21),
        ("HK2204", "Bin liners, 90 L, roll of 25", "roll", 3, 7),
        ("HK2230", "Slippers, closed toe, white", "pair", 0.8, 2.2),
        ("HK2301", "Dishwasher detergent, 20 L", "drum", 38, 76),
        ("HK2333", "Pillow, hollowfibre, 48 x 74", "ea", 8, 19),
    ],
    "eng": [
        ("EN3010", "LED lamp GU10 5 W, warm white", "ea", 2, 6),
        ("EN3044", "Air filter G4 592 x 592 x 48", "ea", 9, 22),
        ("EN3102", "Pool chlorine granules, 25 kg", "tub", 70, 140),
        ("EN3150", "Door closer, size 2-4", "ea", 35, 90),
        ("EN3222", "Silicone sealant, white, 310 ml", "ea", 4, 9),
    ],
}
HOTEL_NAMES = (
    "The {X} Hotel|{X} Grand Hotel|The {X} Hotel & Spa|{X} Park Hotel|{X} Bay Resort|"
    "The {X} House Hotel|{X} Harbour Hotel"
)
HOTEL_STEMS = (
    "Kensington|Belvedere|Ashford|Merrion|Carrington|Lakeside|Harcourt|Whitehall|Bellevue|"
    "Rosewood Quay|Silverstrand|Highgate|Mayfield|Clarendon"
)
HOTEL_OPS = "{X} Hospitality Ltd|{X} Hotel Management Ltd|{X} Hotels Group plc|{X} Leisure Ltd"
OPS_STEMS = "Cardinal|Meridian|Castlegate|Norland|Evergreen|Kingsbridge"
HOTEL_SUP = {
    "food": "{X} Fine Foods Ltd|{L} & {L2} Wholesale Ltd|{X} Fresh Produce Ltd|"
    "{L} Food Service Ltd|"
    "{X} Dairies Ltd|{L} Butchers (Wholesale) Ltd",
    "hk": "{X} Linen Services Ltd|{L} Hygiene Supplies Ltd|{X} Hospitality Supplies Ltd|"
    "{L} & {L2} Cleaning Products Ltd",
    "eng": "{X} Building Supplies Ltd|{L} Electrical Wholesale Ltd|{X} Pool & Leisure Ltd",
}
SUP_STEMS = "Riverside|Greenfield|Northern|Westcountry|Liffey|Atlantic|Pennine|Coastal|Harvest"
SUP_SUR = "Hughes|O'Brien|Mackay|Fitzgerald|Thornton|Whelan|Barclay|Doyle|Pearce|Kavanagh"
HOTEL_REG = [
    (
        "uk",
        "£",
        "GBP",
        "{n} Park Lane, London W1K #@@|{n} Princes Street, Edinburgh EH2 #@@|"
        "{n} The Esplanade, Brighton BN1 #@@|{n} Deansgate, Manchester M3 #@@",
    ),
    (
        "ie",
        "€",
        "EUR",
        "{n} St Stephen's Green, Dublin 2, D02 @###|{n} Eyre Square, Galway, "
        "H91 @###|{n} South Mall, Cork, T12 @###",
    ),
    (
        "au",
        "$",
        "AUD",
        "{n} George Street, Sydney NSW 2000|{n} Collins Street, Melbourne VIC "
        "3000|{n} Esplanade, Cairns QLD 4870",
    ),
]
SUP_ADDR = {
    "uk": "Unit {n}, {X} Trading Estate, Slough SL1 #@@|{n} Wharf Road, Enfield EN3 #@@|"
    "Unit {n}, Lea Valley Park, Edmonton N18 #@@|{n} Station Road, Leeds LS12 #@@",
    "ie": "Unit {n}, Ballymount Industrial Estate, Dublin 12|{n} Fonthill Business Park, "
    "Dublin 22|Unit {n}, Parkmore West, Galway",
    "au": "{n} Botany Road, Alexandria NSW 2015|{n} Fairbank Road, Clayton South VIC 3169|"
    "{n} Kingsford Smith Drive, Eagle Farm QLD 4009",
}
TEL = {"uk": "+44 20 #### ####", "ie": "+353 1 ### ####", "au": "+61 2 #### ####"}


@two_pass
def blind8_en_hotel_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A hotel's purchase order from its materials-control system to a food, linen or
    engineering supplier (UK, Ireland or Australia)."""
    reg, sym, cur, haddr = rng.choice(HOTEL_REG)
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|libsans|dejavu|times|libserif|djcond", 30, 46)
    pages = of(npages)
    hotel = pick(rng, HOTEL_NAMES).format(X=pick(rng, HOTEL_STEMS))
    ops = pick(rng, HOTEL_OPS).format(X=pick(rng, OPS_STEMS))
    dept = rng.choice(["food", "food", "hk", "eng"])
    l1, l2 = rng.sample(SUP_SUR.split("|"), 2)
    sup = pick(rng, HOTEL_SUP[dept]).format(X=pick(rng, SUP_STEMS), L=l1, L2=l2)
    fm = figures(",", ".")
    ft = figures(",", ".", sym=sym, gap="") if rng.random() < 0.6 else fm
    n3 = str(rng.randint(1, 299))
    had = fill(rng, haddr, n=n3)
    sad = fill(rng, SUP_ADDR[reg], n=str(rng.randint(1, 90)), X=pick(rng, SUP_STEMS))
    code = "".join(w[0] for w in hotel.replace("The ", "").split()[:2]).upper()
    po = fill(
        rng,
        f"{code}-PO-{dt:%y}-#####|PO{code}#######|{dt:%y}{code}/####|#######|P{dt:%y}-{code}-####",
    )
    req = fill(rng, "RQ-######|REQ {}-####|MR#####".replace("{}", f"{dt:%y}"))
    acct = fill(rng, "SUP-#####|V####|ACC ######")
    outlet = pick(
        rng,
        {
            "food": "Main Kitchen|Banqueting|Pastry|Restaurant|Room Service",
            "hk": "Housekeeping|Laundry|Spa",
            "eng": "Engineering|Maintenance|Pool Plant",
        }[dept],
    )
    cost = f"{rng.randint(1, 9)}{rng.randint(100, 999)}-{rng.randint(10, 99)}"
    ddt = dt + timedelta(days=rng.randint(1, 6))
    dstyle = pick(rng, "%d/%m/%Y|%d-%b-%Y|%d %B %Y|%d.%m.%Y")
    fd = lambda x: x.strftime(dstyle)
    buyer_p = f"{pick(rng, 'Aoife|Daniel|Priya|Tom|Sinead|Marco|Hannah|Ravi')} {pick(rng, SUP_SUR)}"
    tel = digits(rng, TEL[reg])
    mail = mail_of(hotel.replace("The ", ""), pick(rng, "purchasing|stores|procurement"), "com")
    v = rng.randrange(3)
    title = pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER|Official Order")
    # ---- letterhead
    if v == 0:
        cx = d.w / 2
        crest(d, cx - 18, 22, hotel, 18, rng.choice([0.15, 0.3, 0.45]))
        d.t(cx, 76, hotel, fitsize(d, hotel, 16, w * 0.7), b=True, al="c")
        d.t(cx, 88, f"{had}  ·  T {tel}", 7.4, al="c", grey=0.3)
        d.t(cx, 110, title, 13, b=True, al="c")
        y = 122
    elif v == 1:
        x = crest(d, m, 24, hotel, 17, 0.25)
        d.t(x, 38, hotel, fitsize(d, hotel, 14, w * 0.5), b=True)
        d.t(x, 50, had, 7.3, grey=0.3, maxw=w * 0.55)
        d.t(x, 60, f"Tel {tel}  ·  {mail}", 7.3, grey=0.3)
        d.t(x2, 40, title, 15, b=True, al="r")
        d.t(x2, 54, f"Page 1 of {pages}", 7.5, al="r")
        d.line(m, 72, x2, 72, 0.9)
        y = 82
    else:
        band(d, 0, 0, d.w, 64, float(pick(rng, "0.12|0.2|0.3")))
        d.t(m, 30, hotel, fitsize(d, hotel, 15, w * 0.55), b=True, grey=1)
        d.t(m, 46, f"{had}  ·  {tel}", 7.3, grey=0.9, maxw=w * 0.6)
        d.t(x2, 36, title, 14, b=True, al="r", grey=1)
        y = 78
    po_lab = pick(rng, "PO Number|P.O. No.|Order No.|Purchase Order No.|PO #")
    cells = [
        (po_lab, po),
        (pick(rng, "Order Date|Date|PO Date"), fd(dt)),
        (pick(rng, "Delivery Date|Required By|Deliver On"), fd(ddt)),
        (pick(rng, "Requisition|Req. No.|Market List"), req),
        (pick(rng, "Supplier Acc.|Our Account No.|Vendor Code"), acct),
        (pick(rng, "Department|Outlet|Cost Centre"), f"{outlet} ({cost})"),
    ]
    if v != 1:
        cells.append(("Page", f"1 of {pages}"))
    if rng.random() < 0.35:
        cells[0], cells[3] = cells[3], cells[0]
    if rng.random() < 0.55:
        per = rng.choice([3, 4])
        y = hdr_grid(d, m, y, w, cells, per, 8) + 10
        ya = y
    else:
        ya = kv_right(d, x2 - 110, x2 - 104, y + 2, [(k + ":", val) for k, val in cells], 7.8)
        ya = max(ya, y)
    bw = (w - 16) / 2
    st = pick(rng, "box|bar|under|plain")
    sup_rows = [sup, *split_addr(d, sad, 8, bw - 10)]
    if rng.random() < 0.6:
        sup_rows.append(f"Tel {digits(rng, TEL[reg])}")
    inv_rows = [ops, f"on behalf of {hotel}", *split_addr(d, had, 8, bw - 10)]
    dl_rows = [
        hotel,
        pick(rng, "Goods Receiving|Receiving Bay (rear entrance)|Loading Dock|Stores"),
        *split_addr(d, had, 8, bw - 10),
    ]
    if ya == y:  # grid above: vendor and deliver-to side by side
        yb = block(d, m, y, pick(rng, "Supplier|Vendor|To"), sup_rows, style=st, w=bw, size=8)
        yc = block(
            d,
            m + bw + 16,
            y,
            pick(rng, "Deliver To|Delivery Address|Ship To"),
            dl_rows,
            style=st,
            w=bw,
            size=8,
            b_first=False,
        )
        y = max(yb, yc) + 6
        if rng.random() < 0.6:
            y = d.lines(
                m, y, [pick(rng, "Invoice To:|Bill To:|Send invoices to:")], 8, b_first=True
            )
            y = d.lines(m, y, [", ".join(inv_rows[:2]) + ", " + had], 7.6) + 4
    else:
        yb = block(d, m, y, pick(rng, "Supplier|Vendor|To"), sup_rows, style=st, w=bw, size=8)
        y = max(yb, ya) + 6
        yc = block(
            d,
            m,
            y,
            pick(rng, "Invoice To|Bill To"),
            inv_rows,
            style=st,
            w=bw,
            size=7.8,
            b_first=False,
        )
        yd = block(
            d,
            m + bw + 16,
            y,
            pick(rng, "Deliver To|Delivery Address"),
            dl_rows,
            style=st,
            w=bw,
            size=7.8,
            b_first=False,
        )
        y = max(yc, yd) + 6
    # ---- lines
    taxrate = {"uk": Decimal(20), "ie": Decimal(23), "au": Decimal(10)}[reg]
    spec = [
        ("pos", "#", 4, "c"),
        ("code", pick(rng, "Item Code|Article|Code"), 9, "l"),
        ("desc", pick(rng, "Description|Item Description|Article"), 36, "l"),
        ("unit", pick(rng, "Unit|UOM|Pack"), 7, "c"),
        ("qty", pick(rng, "Qty|Quantity|Ordered"), 7, "r"),
        ("price", pick(rng, "Unit Price|Price|Cost"), 10, "r"),
        ("tc", pick(rng, "Tax|VAT|Tax Code"), 6, "c"),
        ("amount", pick(rng, "Total|Line Total|Net Value|Amount"), 11, "r"),
    ]
    if reg == "au":
        spec[6] = ("tc", pick(rng, "GST|Tax"), 6, "c")
    c = cols(spec, w, nt)
    bottom = d.h - 56
    n = nrows(rng, y + 10, bottom, 14, 190, top2=80, p2=0.3, p3=0.12, most=14)
    pool = HOTEL_ITEMS[dept]
    if n > len(pool):  # a long order spans the departments' lists
        pool = [it for k in ("food", "hk", "eng") for it in HOTEL_ITEMS[k]]
    rows = mk_rows(rng, pool, n, fm, [1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 40])
    rates: dict[Decimal, Decimal] = {}
    for r in rows:
        rate = Decimal(0) if r["code"].startswith("FB") else taxrate
        r["tc"] = ("S" if rng.random() < 0.7 else f"{taxrate}%") if rate else pick(rng, "Z|0%")
        r["rate"] = rate
        rates[rate] = rates.get(rate, Decimal(0)) + r["amt"]

    def head(p: int) -> float:
        d.t(m, 32, hotel, 9, b=True)
        d.t(x2, 32, f"{po_lab} {po}  ·  Page {p} of {pages}", 7.8, al="r")
        d.line(m, 38, x2, 38, 0.5)
        return 50

    ftext = pick(
        rng,
        f"{ops} · Registered office: {had}|Please quote our order number on all delivery "
        "notes and invoices.|Goods received Mon-Fri 07:00-14:00 only. Deliveries without a "
        "valid PO number will be refused.",
    )

    def foot(p: int) -> None:
        page_foot(d, ftext, 6.6)

    mode = "" if nt else pick(rng, "page|carry|page|")
    labels = (
        (pick(rng, "Page Total|Page total|Total this page"), "")
        if mode == "page"
        else (pick(rng, "Carried forward|Total c/f"), pick(rng, "Brought forward|Total b/f"))
    )
    y = paged8(
        d,
        m,
        y + 4,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        mode=mode,
        labels=labels,
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.5,
        rules=True,
    )
    net = net_of(rows)
    disc = (
        cents(net * Decimal(rng.choice([2, 2.5, 3, 5])) / 100) if rng.random() < 0.2 else Decimal(0)
    )
    frt = Decimal(rng.choice([0, 0, 0, 1500, 2500, 4950])) / 100
    taxes = []
    for rate, base in sorted(rates.items()):
        if disc:
            base -= cents(base * disc / net)
        taxes.append((rate, base, cents(base * rate / 100)))
    ftax = cents(frt * taxrate / 100)
    total = net - disc + frt + sum(t[2] for t in taxes) + ftax
    y = room(d, y, 150, head, foot)
    if not nt:
        out = [(pick(rng, "Sub Total|Subtotal|Net Total|Goods Total"), fm(net), False)]
        if disc:
            out.append(
                (
                    pick(rng, "Less trade discount|Discount|Settlement discount"),
                    f"-{fm(disc)}",
                    False,
                )
            )
        if frt:
            out.append((pick(rng, "Delivery charge|Carriage|Freight"), fm(frt), False))
        tname = "GST" if reg == "au" else "VAT"
        for rate, base, tx in taxes:
            out.append(
                (f"{tname} {rate}% on {fm(base)}", fm(tx + (ftax if rate == taxrate else 0)), False)
            )
        if frt and taxrate not in rates:
            out.append((f"{tname} {taxrate}% on {fm(frt)}", fm(ftax), False))
        out.append(
            (
                f"{pick(rng, 'Total|Order Total|PO Total|Grand Total|Total incl. ' + tname)} {cur}",
                ft(total),
                True,
            )
        )
        y = d.summary(x2 - 230, x2 - 4, y + 8, out, 8.4, box_last=rng.random() < 0.6) + 4
        if rng.random() < 0.3:
            y = d.para(m, y + 2, f"Amount in words: {amt_en(total)} {cur}", 7.6, w) + 2
    else:
        y = d.para(
            m,
            y + 8,
            "Prices as per the current contract price list. This order is not valued; "
            "the supplier's delivery note must show the contract prices.",
            8,
            w,
        )
    notes = [
        "Deliveries must be accompanied by a delivery note quoting this PO number.",
        "Chilled goods must arrive at 0-5 °C; frozen goods at -18 °C or below. Temperature "
        "will be checked on receipt.",
        "Substitutions are not accepted without prior approval by the purchasing office.",
        f"Queries: {buyer_p}, {mail}, {tel}.",
    ]
    y = d.lines(m, y + 8, [pick(rng, "Notes|Conditions|Instructions to Supplier")], 8, b_first=True)
    for t_ in rng.sample(notes, rng.randint(2, 4)):
        y = d.para(m, y, f"- {t_}", 7.4, w)
    y = room(d, y, 60, head, foot)
    sw = (w - 40) / 3
    signs = [
        f"Ordered by: {buyer_p}",
        pick(
            rng,
            "Approved: Financial Controller|Authorised by (Head of Department)|"
            "Approved by General Manager",
        ),
        "Received by (Stores)",
    ][: rng.choice([2, 3])]
    for i, lab in enumerate(signs):
        d.sign(m + i * (sw + 20), y + 36, sw, lab, 7.2)
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- en defence supply

DEF_ITEMS = [
    ("5305-99-123-4567", "Screw, cap, hexagon head M10 x 30, steel, zinc", "EA", 0.4, 2),
    ("6135-99-661-2211", "Battery, non-rechargeable, BA-3090 equivalent", "EA", 3, 9),
    ("8415-99-978-5010", "Gloves, combat, leather, size 9", "PR", 18, 45),
    ("8465-99-132-0044", "Rucksack, 90 L, MTP pattern", "EA", 95, 240),
    ("2540-99-747-3310", "Mirror, rear view, vehicle, left hand", "EA", 40, 130),
    ("2530-99-220-7790", "Brake pad set, front axle, utility vehicle", "SE", 60, 190),
    ("6545-99-140-8802", "First aid kit, individual, IFAK", "KT", 38, 95),
    ("7520-99-011-4412", "Notebook, waterproof, A6, 50 sheets", "EA", 3, 9),
    ("6230-99-765-1001", "Flashlight, headband, LED, red/white", "EA", 14, 42),
    ("8340-99-355-6029", "Tent peg, aluminium, 25 cm", "EA", 0.8, 3),
    ("4240-99-912-4410", "Ear defenders, electronic, level dependent", "EA", 120, 320),
    ("9150-99-224-1035", "Lubricating oil, OMD-113, 5 L", "CN", 22, 55),
    ("5820-99-404-7722", "Antenna, whip, VHF, 1.2 m", "EA", 150, 480),
    ("8470-99-550-2044", "Body armour cover, size 180/104", "EA", 85, 210),
]
DEF_BUY = [
    (
        "uk",
        "GBP",
        "£",
        20,
        "Ministry of Defence|Defence Equipment & Support|Ministry of Defence - Army Command",
        "Abbey Wood, Bristol BS34 8JH, United Kingdom",
    ),
    (
        "ca",
        "CAD",
        "$",
        13,
        "Department of National Defence|National Defence - Materiel Group",
        "101 Colonel By Drive, Ottawa, ON K1A 0K2, Canada",
    ),
    (
        "au",
        "AUD",
        "$",
        10,
        "Department of Defence|Department of Defence - Estate and Infrastructure Group",
        "Russell Offices, R1, Canberra ACT 2600, Australia",
    ),
    (
        "nato",
        "EUR",
        "€",
        0,
        "NATO Support and Procurement Agency|NSPA",
        "11, rue de la Gare, L-8325 Capellen, Luxembourg",
    ),
]
DEF_SUP = (
    "{X} Defence Systems Ltd|{L} Tactical Ltd|{X} Technologies Inc.|{L} & {L2} Engineering "
    "Ltd|{X} Outdoor Equipment Pty Ltd|{X} Industries Ltd|{L} Mil-Spec Supplies Inc."
)
DEF_STEMS = "Sentinel|Ironbridge|Northstar|Bastion|Caledon|Redoubt|Vanguard|Kestrel|Garrison"
DEF_SUR = "Ashworth|MacLeod|Fournier|Brennan|Stewart|Hollis|Carver|Pemberton|Lachance|Munro"
DEF_ADDR = (
    "Unit #, Aston Way, Leyland PR26 #@@, United Kingdom|## Industrial Drive, Kanata, ON K2K #@#,"
    " Canada|## Hargrave Street, Salisbury SA 5108, Australia|Zone Industrielle ##, L-#### "
    "Foetz, Luxembourg|## Airport Road, Prestwick KA9 #@@, United Kingdom"
)


@two_pass
def blind8_en_defence_supply_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A defence ministry's or NATO agency's numbered-box order form to a contractor."""
    reg, cur, sym, vat, bnames, baddr = rng.choice(DEF_BUY)
    size = letter if reg == "ca" and rng.random() < 0.5 else A4
    d, m, x2, w, _, dt = frame(
        rng, size, "helv|libsans|times|djcond|libnarrow", 28, 40, totals=False
    )
    pages = of(npages)
    buyer = pick(rng, bnames)
    l1, l2 = rng.sample(DEF_SUR.split("|"), 2)
    sup = pick(rng, DEF_SUP).format(X=pick(rng, DEF_STEMS), L=l1, L2=l2)
    fm = figures(",", ".")
    contract = fill(
        rng, "DEFSTAN/####/##|W####-##-####/###|CON-####-@@-####|SBPMAN-##-####|DE&S/####"
    ).replace("DEFSTAN", "DEFSTAN" if reg == "uk" else "FWK")
    po = fill(
        rng,
        f"######|PO-####-#####|#######-##|TO-###-####|CO/##/####|{dt:%y}-######",
    )
    demand = fill(rng, "DMD ######|REQN @####-####|#####@###")
    cage = digits(rng, "@####" if rng.random() < 0.5 else "####@")
    dodaac = digits(rng, "@@####")
    mark = pick(
        rng,
        {
            "uk": "OFFICIAL|OFFICIAL-SENSITIVE COMMERCIAL",
            "ca": "UNCLASSIFIED|PROTECTED A",
            "au": "OFFICIAL|OFFICIAL: Sensitive",
        }.get(reg, "NATO UNCLASSIFIED"),
    )
    dstyle = pick(rng, "%d %b %Y|%Y-%m-%d|%d/%m/%Y|%d-%b-%y")
    fd = lambda x: x.strftime(dstyle).upper() if "%b" in dstyle else x.strftime(dstyle)
    officer = (
        f"{pick(rng, 'Sgt|Capt|Mr|Ms|Lt|Maj')} {pick(rng, 'J.|A.|R.|K.|S.')} {pick(rng, DEF_SUR)}"
    )
    depot = pick(
        rng,
        "Defence Distribution Depot, Bldg {n}, Bicester|Base Logistics Depot, Shed {n}|"
        "Central Receiving, Bldg {n}, CFB Petawawa|Joint Logistics Unit, Warehouse {n}|"
        "Receiving Section, Dock {n}",
    ).format(n=rng.randint(1, 60))
    sadr = digits(rng, pick(rng, DEF_ADDR))
    dom = {"uk": "gov.uk", "ca": "forces.gc.ca", "au": "defence.gov.au"}.get(reg, "nspa.nato.int")
    d.t(d.w / 2, 20, mark, 8, b=True, al="c")
    v = rng.randrange(3)
    title = pick(
        rng,
        "ORDER FOR SUPPLIES|CONTRACT ORDER|PURCHASE ORDER|TASK ORDER / PURCHASE ORDER|"
        "CALL-OFF ORDER",
    )
    if v == 0:
        x = crest(d, m, 30, buyer, 19, 0.1)
        d.t(x, 44, buyer, fitsize(d, buyer, 12, w * 0.5), b=True)
        d.t(x, 56, baddr, 7.2, grey=0.3, maxw=w * 0.55)
        d.t(x2, 46, title, fitsize(d, title, 14, w * 0.42), b=True, al="r")
        d.t(x2, 60, f"Page 1 of {pages}", 7.5, al="r")
        y = 78
    else:
        d.box(m, 30, w, 38, lw=1.0)
        d.t(m + w / 2, 47, title, 13, b=True, al="c")
        d.t(m + w / 2, 61, f"{buyer}  -  {baddr}", 7.3, al="c", maxw=w - 10)
        d.t(x2 - 4, 40, f"Page 1 of {pages}", 7, al="r")
        y = 74
    po_lab = pick(rng, "Order Number|Purchase Order No.|Order No.|PO Number|Call-off Order No.")
    k = 1
    cells = []
    for lab, val in [
        (
            pick(rng, "Contract No.|Framework Agreement|Contract Number|Standing Offer No."),
            contract,
        ),
        (po_lab, po),
        (pick(rng, "Date of Order|Order Date|Date Issued"), fd(dt)),
        (pick(rng, "Requisition / Demand No.|Demand No.|Requisition No."), demand),
        (pick(rng, "Contractor CAGE Code|CAGE/NCAGE|Supplier NCAGE"), cage),
        (pick(rng, "Priority|Priority Code"), pick(rng, "03|06|13|Routine|Urgent")),
        (pick(rng, "Consignee Code|Unit Code|Ship-to Code"), dodaac),
        (
            pick(rng, "Delivery By|Required Delivery Date|RDD"),
            fd(dt + timedelta(days=rng.randint(14, 90))),
        ),
    ]:
        cells.append((f"{k}. {lab}" if v != 2 else lab, val))
        k += 1
    if rng.random() < 0.3:
        cells[0], cells[1] = cells[1], cells[0]
    y = hdr_grid(d, m, y, w, cells, rng.choice([4, 4, 3]), 8) + 8
    nb = lambda i: f"{i}. " if v != 2 else ""
    bw = (w - 12) / 3
    st = pick(rng, "box|box|bar")
    ya = block(
        d,
        m,
        y,
        nb(k) + pick(rng, "Contractor|Supplier|Issued To|Vendor"),
        [sup, *split_addr(d, sadr, 7.8, bw - 10), f"Tel {digits(rng, '+44 #### ######')}"],
        style=st,
        w=bw,
        size=7.8,
    )
    yb = block(
        d,
        m + bw + 6,
        y,
        nb(k + 1) + pick(rng, "Ship To / Consignee|Deliver To|Consignee"),
        [depot, *split_addr(d, baddr, 7.8, bw - 10)],
        style=st,
        w=bw,
        size=7.8,
        b_first=False,
    )
    yc = block(
        d,
        m + 2 * (bw + 6),
        y,
        nb(k + 2) + pick(rng, "Invoice To|Payment Office|Paying Office"),
        [
            pick(rng, "Defence Business Services|Accounts Payable|Finance Branch"),
            buyer,
            pick(
                rng, "Invoices via the e-procurement portal|Quote the order number on every invoice"
            ),
        ],
        style=st,
        w=bw,
        size=7.8,
        b_first=False,
    )
    y = max(ya, yb, yc) + 6
    y = (
        d.lines(
            m,
            y,
            [f"{nb(k + 3)}Issuing Officer: {officer}  ·  {mail_of(buyer, 'commercial', dom)}"],
            7.6,
        )
        + 4
    )
    spec = [
        ("pos", "Item", 4, "c"),
        ("code", pick(rng, "NSN|NSN / Part No.|Stock No."), 13, "l"),
        ("desc", pick(rng, "Description|Nomenclature|Supplies / Services"), 33, "l"),
        ("unit", pick(rng, "U/I|Unit|UoI"), 5, "c"),
        ("qty", "Qty", 6, "r"),
        ("price", pick(rng, "Unit Price|Unit Cost"), 10, "r"),
        ("amount", pick(rng, "Amount|Total Price|Extended"), 11, "r"),
    ]
    c = cols(spec, w)
    bottom = d.h - 56
    n = nrows(rng, y + 10, bottom, 14, 210, top2=80, p2=0.25, p3=0.12, most=10)
    rows = mk_rows(rng, DEF_ITEMS, n, fm, [1, 2, 5, 10, 20, 25, 50, 100, 200, 500], dear=60)
    for r in rows:
        r["pos"] = f"{int(r['pos']):04d}"
    mode = pick(rng, "carry|page|")

    def head(p: int) -> float:
        d.t(d.w / 2, 20, mark, 8, b=True, al="c")
        d.t(m, 40, f"{title}  {po_lab}: {po}", 8.4, b=True)
        d.t(x2, 40, f"Page {p} of {pages}", 7.8, al="r")
        d.line(m, 46, x2, 46, 0.6)
        return 56

    def foot(p: int) -> None:
        d.t(d.w / 2, d.h - 16, mark, 8, b=True, al="c")
        d.t(
            d.w / 2,
            d.h - 28,
            f"{buyer} · {pick(rng, 'Form P-102 (Rev. 3)|DEFFORM 57|Form 10-4')}",
            6.4,
            al="c",
            grey=0.35,
        )

    y = paged8(
        d,
        m,
        y + 2,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        mode=mode,
        labels=(
            (pick(rng, "Page total|Page Total|Total this page"), "")
            if mode == "page"
            else (pick(rng, "Carried forward|Total c/f"), pick(rng, "Brought forward|Total b/f"))
        ),
        fm=fm,
        size=7.6,
        lead=14,
        shade=0.85,
        grid=True,
        rules=True,
    )
    net = net_of(rows)
    frt = Decimal(rng.choice([0, 0, 8500, 15000, 32000])) / 100
    tx = cents((net + frt) * vat / 100)
    total = net + frt + tx
    y = room(d, y, 170, head, foot)
    out = [(pick(rng, "Total Items|Sub-total|Total Supplies"), fm(net), False)]
    if frt:
        out.append((pick(rng, "Transportation|Freight / Carriage|Delivery"), fm(frt), False))
    if reg == "nato":
        out.append(("VAT exempt (Art. 151 Dir. 2006/112/EC)", fm(Decimal(0)), False))
    else:
        out.append(
            ({"uk": f"VAT {vat}%", "ca": f"HST {vat}%", "au": f"GST {vat}%"}[reg], fm(tx), False)
        )
    out.append(
        (
            f"{pick(rng, 'Total Order Value|TOTAL|Total Amount of Order|Grand Total')} ({cur})",
            f"{sym}{fm(total)}" if rng.random() < 0.5 else fm(total),
            True,
        )
    )
    y = d.summary(x2 - 240, x2 - 4, y + 8, out, 8.2, boxed=rng.random() < 0.5, box_last=True) + 6
    if rng.random() < 0.4:
        y = d.para(m, y, f"Total in words: {amt_en(total)} {cur}", 7.6, w) + 2
    terms = [
        f"This order is placed under and subject to the terms of contract {contract}.",
        "Deliveries to be accompanied by a Certificate of Conformity and a packing note quoting "
        "the order number and NSN.",
        "Marking and packaging to DEF STAN 81-041 / STANAG 4281.",
        "The Contractor shall not subcontract any part of this order without written consent.",
        "Payment: 30 days from receipt of a valid invoice.",
    ]
    y = d.lines(
        m,
        y + 4,
        [nb(k + 4) + pick(rng, "Conditions|Special Instructions|Remarks")],
        7.8,
        b_first=True,
    )
    for t_ in rng.sample(terms, rng.randint(2, 4)):
        y = d.para(m + 8, y, f"- {t_}", 7.2, w - 8)
    y = room(d, y, 70, head, foot)
    sw = (w - 30) / 2
    d.box(m, y + 6, w, 56, lw=0.6)
    d.t(
        m + 4,
        y + 16,
        nb(k + 5)
        + pick(
            rng,
            "Authorised Signature (Commercial Officer)|Contracting Officer|"
            "Signature of Ordering Officer",
        ),
        7.2,
        b=True,
    )
    d.sign(m + 6, y + 48, sw, f"{officer}   Date: {fd(dt)}", 7)
    d.t(
        m + sw + 24,
        y + 16,
        nb(k + 6) + pick(rng, "Contractor acceptance|Acknowledgement of receipt"),
        7.2,
        b=True,
    )
    d.sign(m + sw + 26, y + 48, sw - 4, "Name / Signature / Date", 7)
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- de agri co-op

AGRAR_ITEMS = [
    ("10-4711", "Kalkammonsalpeter 27 % N + 4 % MgO, lose", "t", 290, 420, 19),
    ("10-4720", "Harnstoff 46 % N, granuliert, BigBag 600 kg", "t", 380, 560, 19),
    ("10-4802", "NPK 15-15-15, Sackware 25 kg", "t", 520, 690, 19),
    ("10-4910", "Kohlensaurer Kalk 85, lose", "t", 32, 58, 19),
    ("20-1102", "Winterweizen Z-Saatgut, Sorte RGT Reform, 50 kg", "Sack", 48, 75, 7),
    ("20-1140", "Wintergerste Z-Saatgut, Sorte KWS Higgins, 50 kg", "Sack", 44, 68, 7),
    ("20-1301", "Silomais, Einheit 50.000 Korn", "EH", 95, 160, 7),
    ("20-1410", "Winterraps Hybrid, Einheit 1,5 Mio. Korn", "EH", 160, 260, 7),
    ("30-2205", "Milchleistungsfutter 18/3, lose", "t", 330, 450, 7),
    ("30-2240", "Mineralfutter Rind, 25 kg", "Sack", 18, 34, 7),
    ("40-3001", "Herbizid, Kanister 5 l", "Kan.", 90, 240, 19),
    ("40-3010", "Fungizid, Kanister 5 l", "Kan.", 140, 310, 19),
    ("50-5120", "Stretchfolie Silage 750 mm x 1500 m, grün", "Rolle", 70, 110, 19),
    ("50-5140", "Rundballennetz 1,23 m x 3000 m", "Rolle", 120, 190, 19),
]
AGRAR_BUY = (
    "Raiffeisen Warengenossenschaft {C} eG|Raiffeisen-Genossenschaft {C} eG|"
    "Agrargenossenschaft {C} eG|Landhandel {C} eG|Raiffeisen Lagerhaus {C} eGen|"
    "Bäuerliche Bezugs- und Absatzgenossenschaft {C} eG"
)
AGRAR_CITIES = (
    "Oldenburg=26121 Oldenburg|Ostholstein=23701 Eutin|Uelzen=29525 Uelzen|"
    "Hohenlohe=74653 Künzelsau|Wetterau=61169 Friedberg|Rottal=84347 Pfarrkirchen|"
    "Mühlviertel=A-4240 Freistadt|Weinviertel=A-2130 Mistelbach|Altmark=39576 Stendal"
)
AGRAR_SUP = (
    "{X} Düngemittel GmbH|{L} Saaten GmbH & Co. KG|{X} Mischfutterwerke GmbH|"
    "{L} Agrarhandel AG|{X} Pflanzenschutz GmbH|{L} & {L2} Landtechnik GmbH|{X} Saatzucht eG"
)
AGRAR_STEMS = "Nordland|Weser|Elbe-Saat|Donau|Hanse Agro|Börde|Emsland|Innviertel|Lausitz"
AGRAR_SUR = "Meyer|Brüning|Hollmann|Wieting|Sievers|Lüdemann|Aigner|Pichler|Rohlfs|Kamps"
AGRAR_STREETS = "Raiffeisenstraße #|Am Bahnhof ##|Hafenstraße ##|Industriestraße ##|Siloweg #"


def blind8_de_agrar_genossenschaft(rng: random.Random) -> tuple[bytes, dict]:
    """An agricultural co-operative's order to a fertiliser, seed or feed producer (DIN letter
    with a window, or a form), at times delivered straight to a member's farm."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|libsans|dejavu|libserif", 48, 62)
    city, plz = pick(rng, AGRAR_CITIES).split("=")
    at = plz.startswith("A-")
    buyer = pick(rng, AGRAR_BUY).format(C=city)
    if not at:
        buyer = buyer.replace(" eGen", " eG")
    l1, l2 = rng.sample(AGRAR_SUR.split("|"), 2)
    sup = pick(rng, AGRAR_SUP).format(X=pick(rng, AGRAR_STEMS), L=l1, L2=l2)
    badr = [digits(rng, pick(rng, AGRAR_STREETS)), plz]
    sadr = [
        digits(rng, pick(rng, "Werkstraße ##|Im Gewerbegebiet #|Hafenweg ##|Düngerstraße #")),
        digits(rng, pick(rng, "49### Vechta|31### Hameln|4#### Linz|94### Straubing|06### Halle")),
    ]
    fm = figures(".", ",")
    ft = pick(rng, "eur|sym|none")
    fmt_t = {
        "eur": figures(".", ",", sym="EUR", pre=False),
        "sym": figures(".", ",", sym="€", pre=False),
        "none": fm,
    }[ft]
    po = fill(
        rng,
        f"EK-{dt.year}-#####|B {dt:%y}/####|45########|{dt:%y}-EK-####|####/{dt:%y}",
    )
    angebot = fill(rng, "AN-#####|Angebot ####/##|Q######")
    kontrakt = fill(rng, f"K-{dt.year}-###|Kontrakt ####|VK-####")
    lief_nr = fill(rng, "7####|L-####|K####")
    member = (
        f"{pick(rng, 'Landwirt|Betrieb|Hof')} "
        f"{pick(rng, 'Heinrich|Johann|Klaus|Maria|Anton|Gerd')} {pick(rng, AGRAR_SUR)}"
    )
    contact = (
        f"{pick(rng, 'Frau|Herr')} {pick(rng, 'Tanja|Jens|Birgit|Uwe|Sandra|Florian')} "
        f"{pick(rng, AGRAR_SUR)}"
    )
    tel = digits(rng, "0#### ###-##" if not at else "+43 7### ####-#")
    dstr = dt.strftime("%d.%m.%Y")
    # letterhead
    if rng.random() < 0.5:
        d.c.setFillGray(0.35)
        d.c.circle(m + 14, d.h - 44, 14, stroke=0, fill=1)
        d.c.setFillGray(1)
        d.c.rect(m + 6, d.h - 46, 16, 4, stroke=0, fill=1)
        d.c.rect(m + 12, d.h - 54, 4, 20, stroke=0, fill=1)
        d.c.setFillGray(0)
        d.t(m + 36, 46, buyer, fitsize(d, buyer, 13, w * 0.75), b=True)
        d.t(m + 36, 58, f"{badr[0]} · {badr[1]} · Telefon {tel}", 7.5, grey=0.3)
    else:
        d.t(x2, 40, buyer, fitsize(d, buyer, 14, w * 0.8), b=True, al="r")
        d.t(x2, 54, f"{badr[0]} · {badr[1]}", 8, al="r", grey=0.3)
        d.line(m, 62, x2, 62, 1.1)
    d.t(m, 112, f"{buyer} · {badr[0]} · {badr[1]}", 6.2, grey=0.3, maxw=240)
    win = [
        sup,
        pick(rng, f"z. Hd. {contact}|Verkauf Innendienst|Auftragsannahme|Disposition"),
        *sadr,
    ]
    d.lines(m, 122, win, 9.5)
    po_lab = pick(rng, "Bestell-Nr.|Bestellnummer|Unsere Bestellung|Bestellung Nr.|Einkaufs-Nr.")
    info = [
        (po_lab, po),
        ("Datum", dstr),
        (pick(rng, "Ihr Angebot|Ihr Angebot vom|Angebots-Nr."), angebot),
        (pick(rng, "Kontrakt|Kontrakt-Nr.|Rahmenkontrakt"), kontrakt),
        (pick(rng, "Lieferanten-Nr.|Unsere Lief.-Nr. für Sie|Kreditor"), lief_nr),
        (pick(rng, "Sachbearbeiter|Ansprechpartner|Bearbeiter"), contact.split(" ", 1)[1]),
        ("Telefon", tel),
    ]
    if rng.random() < 0.35:
        info[0], info[2] = info[2], info[0]
    kv_right(d, x2 - 96, x2 - 90, 116, info, 7.8)
    y = 228
    title = pick(rng, "Bestellung|BESTELLUNG|Bestellung / Lieferabruf|Auftrag")
    d.t(m, y, f"{title} {po}" if rng.random() < 0.5 else title, 12.5, b=True)
    y += 12
    streck = rng.random() < 0.45
    intro = pick(
        rng,
        "Sehr geehrte Damen und Herren,\nwir bestellen zu den vereinbarten Konditionen:|"
        "Sehr geehrte Damen und Herren,\nhiermit bestellen wir gemäß Ihrem Angebot verbindlich:|"
        "Wir bestellen bei Ihnen wie folgt:",
    )
    for ln in intro.split("\n"):
        y = d.para(m, y, ln, 9, w) + 1
    y += 4
    rows = []
    for i_, (code, desc, unit, lo, hi, rate) in enumerate(
        cycle(rng, AGRAR_ITEMS, rng.randint(1, 7))
    ):
        p_ = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        q = (
            Decimal(rng.choice([1, 2, 5, 10, 12, 24, 25, 40]))
            if unit == "t"
            else Decimal(rng.choice([2, 4, 8, 10, 20, 30, 40, 60]))
        )
        amt = cents(p_ * q)
        rows.append(
            {
                "pos": str(i_ + 1),
                "code": code,
                "desc": desc,
                "unit": unit,
                "qty": f"{q:.0f}" if unit != "t" else f"{q:.3f}".replace(".", ","),
                "p": p_,
                "amt": amt,
                "price": fm(p_),
                "amount": fm(amt),
                "rate": rate,
                "mw": f"{rate} %",
            }
        )
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", pick(rng, "Art.-Nr.|Artikel|Ihre Art.-Nr."), 10, "l"),
        ("desc", pick(rng, "Bezeichnung|Artikelbezeichnung|Beschreibung"), 38, "l"),
        ("qty", "Menge", 9, "r"),
        ("unit", pick(rng, "ME|Einh."), 6, "c"),
        ("price", pick(rng, "Preis/ME|Einzelpreis|EP netto"), 11, "r"),
        ("mw", "USt", 6, "c"),
        ("amount", pick(rng, "Gesamt|Betrag netto|Gesamtpreis"), 12, "r"),
    ]
    c = cols(spec, w, nt)
    y = d.table(m, y, c, rows, size=7.8, lead=14, shade=0.88, grid=rng.random() < 0.4, rules=True)
    net = net_of(rows)
    byrate: dict[int, Decimal] = {}
    for r in rows:
        byrate[r["rate"]] = byrate.get(r["rate"], Decimal(0)) + r["amt"]
    fr_ = Decimal(rng.choice([0, 0, 0, 8500, 14500])) / 100
    if fr_:
        byrate[19 if not at else 20] = byrate.get(19 if not at else 20, Decimal(0)) + fr_
    if at:  # Austria: 20 % and 13 % (seeds, feed 13 %)
        byrate = {(20 if k == 19 else 13): v for k, v in byrate.items()}
    taxes = {k: cents(v * k / 100) for k, v in byrate.items()}
    total = net + fr_ + sum(taxes.values())
    if not nt:
        out = [(pick(rng, "Summe netto|Warenwert netto|Nettobetrag"), fm(net), False)]
        if fr_:
            out.append((pick(rng, "Fracht|Frachtkosten|Zustellung"), fm(fr_), False))
        for k in sorted(taxes):
            out.append((f"{pick(rng, 'zzgl. USt|MwSt.|Umsatzsteuer')} {k} %", fm(taxes[k]), False))
        out.append(
            (pick(rng, "Gesamtbetrag|Bestellwert brutto|Gesamtsumme|Endbetrag"), fmt_t(total), True)
        )
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.6, box_last=rng.random() < 0.5) + 6
    else:
        y = (
            d.para(
                m,
                y + 8,
                "Preise gemäß Kontrakt; die Abrechnung erfolgt nach Tagespreis bei "
                "Lieferung. Ein Bestellwert wird nicht ausgewiesen.",
                8.4,
                w,
            )
            + 4
        )
    kw = dt.isocalendar()[1] + rng.randint(1, 6)
    ldg = [
        (
            pick(rng, "Liefertermin|Lieferzeit|Anlieferung"),
            f"KW {kw if kw <= 52 else kw - 52} / {dt.year if kw <= 52 else dt.year + 1}",
        ),
        (
            "Lieferbedingung",
            pick(
                rng,
                "frei Lager|frei Hof, abgeladen|ab Werk, Abholung durch uns|frei Empfangsstation",
            ),
        ),
        ("Zahlung", pick(rng, "30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto|lt. Kontrakt")),
    ]
    if streck:
        ldg.insert(
            0,
            (
                pick(rng, "Lieferanschrift|Streckenlieferung an|Lieferung direkt an"),
                f"{member}, {digits(rng, pick(rng, 'Dorfstraße ##|Hofweg #|Am Feld ##'))}, "
                f"{digits(rng, pick(rng, '2#### Moorhusen|9#### Oberau|A-4### Sankt Oswald'))}",
            ),
        )
    else:
        ldg.insert(
            0,
            (
                "Lieferanschrift",
                f"{buyer}, {pick(rng, 'Lager|Silo|Getreidelager')} {city}, {badr[0]}",
            ),
        )
    y = label_pairs(d, m, y + 4, ldg, 92, 8.4, w)
    y = d.para(
        m,
        y + 6,
        pick(
            rng,
            "Bitte geben Sie unsere Bestellnummer auf Lieferschein und "
            "Rechnung an.|Bitte bestätigen Sie diese Bestellung umgehend per E-Mail.|"
            "Wiegescheine sind der Lieferung beizufügen.",
        ),
        8.4,
        w,
    )
    y = d.lines(m, y + 10, ["Mit freundlichen Grüßen", buyer], 9, b_first=False)
    d.sign(m, y + 30, 150, f"i. A. {contact.split(' ', 1)[1]}", 7.5)
    d.sign(m + 200, y + 30, 150, pick(rng, "Geschäftsführung|Warenbereichsleiter|Vorstand"), 7.5)
    foot = [
        f"{buyer} · Sitz {city} · "
        + (
            "Firmenbuch FN ######@ · LG Linz"
            if at
            else "Genossenschaftsregister GnR ### · Amtsgericht " + city
        ),
        f"Vorstand: {pick(rng, AGRAR_SUR)}, {pick(rng, AGRAR_SUR)} · Aufsichtsratsvorsitzender: "
        f"{pick(rng, AGRAR_SUR)} · USt-IdNr. {'ATU' if at else 'DE'}{digits(rng, '########')}",
    ]
    for k, t_ in enumerate(foot):
        d.t(d.w / 2, d.h - 34 + k * 9, digits(rng, t_), 6.4, al="c", grey=0.35)
    return result(d, "de", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- fr lab reagents

LABO_ITEMS = [
    ("A9418-100G", "Albumine de sérum bovin, fraction V", "flacon 100 g", 90, 260),
    ("T8787-50ML", "Triton X-100, pour biologie moléculaire", "50 ml", 30, 80),
    ("11668019", "Lipofectamine 2000, réactif de transfection", "1,5 ml", 480, 900),
    ("E0554S", "Enzyme de restriction EcoRI-HF", "10 000 U", 70, 160),
    ("K1622", "Kit d'extraction ARN, colonnes", "kit 50 prép.", 280, 560),
    ("P4333", "Pénicilline-Streptomycine 100X", "100 ml", 25, 60),
    ("41966-029", "Milieu DMEM, glucose 4,5 g/l", "carton 10 x 500 ml", 120, 240),
    ("F7524-500ML", "Sérum de veau fœtal, qualifié", "500 ml", 380, 720),
    ("C-1000-96", "Plaques PCR 96 puits, jupe complète", "carton 25", 95, 210),
    ("PIP-200-Y", "Cônes de pipette 200 µl, racks", "carton 960", 45, 110),
    ("AB-12345", "Anticorps monoclonal anti-GAPDH, souris", "100 µg", 240, 480),
    ("E8751-1EA", "Kit ELISA IL-6 humaine", "kit 96 tests", 390, 780),
    ("GE-1730", "Gel d'agarose, qualité standard", "500 g", 140, 300),
    ("N-2000", "Azote liquide, livraison en Dewar", "litre", 1, 3),
]
LABO_UNITS = (
    "UMR {n} - Laboratoire de Biologie Cellulaire|Unité Inserm U{n} - Immunologie|"
    "Institut de Génomique Fonctionnelle (UMR {n})|Laboratoire de Chimie Moléculaire, "
    "UMR {n}|Centre de Recherche en Cancérologie, U{n}"
)
LABO_TUTELLE = (
    "Centre National de la Recherche Scientifique|Inserm|Université de {C}|"
    "CNRS - Délégation {C}|Université {C} - Faculté des Sciences"
)
LABO_CITIES = "Lyon|Montpellier|Toulouse|Strasbourg|Bordeaux|Grenoble|Nantes|Lille|Marseille"
LABO_SUP = (
    "{X} Scientific SAS|{X} Biotech France SARL|Laboratoires {L} SA|{L} Diagnostics SAS|"
    "{X} Life Sciences France|{X} Chimie SAS|Dominique {L} Réactifs SARL"
)
LABO_STEMS = "Eurobio|Biosciences Alpha|Nordic|Genopole|Labo Sud|Alpha Cell|Sigmalab|Bioclair"
LABO_SUR = "Mercier|Garnier|Rolland|Perrot|Gauthier|Chauvin|Marchand|Brunet|Leclerc|Arnaud"


@two_pass
def blind8_fr_labo_reactifs(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A French public research unit's order to a reagent or lab-supply vendor, printed from
    the establishment's finance system (A4), over pages at times."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|libsans|dejavu|djcond", 30, 44)
    pages = of(npages)
    city = pick(rng, LABO_CITIES)
    tut = pick(rng, LABO_TUTELLE).format(C=city)
    unit = pick(rng, LABO_UNITS).format(
        n=rng.randint(5000, 5999) if "UMR" in LABO_UNITS else rng.randint(1000, 1299)
    )
    l1, l2 = rng.sample(LABO_SUR.split("|"), 2)
    sup = pick(rng, LABO_SUP).format(X=pick(rng, LABO_STEMS), L=l1)
    fm = figures("\u00a0" if rng.random() < 0.5 else " ", ",")
    ft = figures(" ", ",", sym="€", pre=False) if rng.random() < 0.5 else fm
    po = fill(rng, f"BC{dt:%y}######|{dt.year}-BC-#####|########|DA{dt:%y}-#####|4500######")
    eng = fill(rng, "EJ ########|Engagement 10########|N° EJ 2######")
    marche = fill(rng, f"{dt.year - 1}-MAPA-###|Marché n° {dt.year - 2}/####|AO-####-##")
    eotp = fill(rng, "EOTP ANR-##-@@@@-####|CF ####|OTP ##@###-##")
    devis = fill(rng, "DV######|Devis Q-#####|#######")
    demandeur = (
        f"{pick(rng, 'Dr|Pr|M.|Mme')} {pick(rng, 'Claire|Julien|Sophie|Hugo|Inès|Thomas')} "
        f"{pick(rng, LABO_SUR)}"
    )
    gest = f"{pick(rng, 'Nadia|Paul|Émilie|Karim|Laure')} {pick(rng, LABO_SUR)}"
    siret = digits(rng, "### ### ### #####")
    dstyle = pick(rng, "%d/%m/%Y|%d.%m.%Y|%Y-%m-%d")
    fd = lambda x: x.strftime(dstyle)
    addr = digits(
        rng,
        pick(
            rng,
            "## avenue des Sciences|### rue de la Recherche|# allée de l'Université|"
            "Campus ##, bâtiment @",
        ),
    )
    cp = {
        "Lyon": "69007",
        "Montpellier": "34090",
        "Toulouse": "31400",
        "Strasbourg": "67000",
        "Bordeaux": "33076",
        "Grenoble": "38000",
        "Nantes": "44000",
        "Lille": "59000",
        "Marseille": "13009",
    }[city]
    v = rng.randrange(3)
    title = pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE|Bon de commande fournisseur")
    po_lab = pick(rng, "N° de commande|Commande n°|N° bon de commande|Référence commande")
    # header
    x = logo(d, m, 24, tut, 30, rng.choice([0.1, 0.3])) if v != 1 else m
    d.t(x, 36, tut, fitsize(d, tut, 11, w * 0.5), b=True)
    d.t(x, 48, unit, 8, maxw=w * 0.55)
    d.t(x, 58, f"{addr} - {cp} {city.upper()}", 7.4, grey=0.3)
    if v == 2:
        d.box(x2 - 190, 24, 190, 44, lw=1)
        d.t(x2 - 95, 40, title, 12, b=True, al="c")
        d.t(x2 - 95, 58, f"{po_lab} {po}", 9, b=True, al="c")
    else:
        d.t(x2, 38, title, 15, b=True, al="r")
    d.t(x2, 74 if v == 2 else 52, f"Page 1/{pages}", 7.5, al="r")
    y = 84
    cells = [
        (po_lab, po),
        (pick(rng, "Date de commande|Date|Émise le"), fd(dt)),
        (pick(rng, "N° d'engagement juridique|N° EJ|Engagement"), eng.split()[-1]),
        (pick(rng, "Marché|Référence marché|Accord-cadre"), marche.split()[-1]),
        (pick(rng, "Votre devis|Réf. devis|Devis fournisseur"), devis.split()[-1]),
        (pick(rng, "Imputation|Centre financier / EOTP|Ligne budgétaire"), eotp),
    ]
    if v == 2:
        cells.pop(0)
    if rng.random() < 0.35 and v != 2:
        cells[0], cells[2] = cells[2], cells[0]
    y = hdr_grid(d, m, y, w, cells, 3, 8) + 10
    bw = (w - 16) / 2
    st = pick(rng, "box|bar|under")
    sup_rows = [
        sup,
        *split_addr(
            d,
            digits(
                rng,
                pick(
                    rng,
                    "ZA de Courtabœuf, ## avenue du Québec, 91140 Villebon-sur-Yvette|"
                    "## rue Jacques Monod, 67400 Illkirch|"
                    "Parc d'activités, ## rue Lavoisier, 38330 Montbonnot",
                ),
            ),
            8,
            bw - 10,
        ),
        f"Tél. {digits(rng, '0# ## ## ## ##')}",
    ]
    if rng.random() < 0.5:
        sup_rows.append(f"Code fournisseur : {digits(rng, '1######')}")
    ya = block(
        d, m, y, pick(rng, "Fournisseur|Titulaire|Destinataire"), sup_rows, style=st, w=bw, size=8
    )
    liv = [
        unit.split(" - ")[0].split(",")[0],
        f"Bâtiment {pick(rng, 'A|B|C|D4|Bio 2')}, pièce {rng.randint(100, 450)}",
        f"{addr}",
        f"{cp} {city}",
        f"À l'attention de {demandeur}",
    ]
    yb = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "Adresse de livraison|Livraison|Lieu de livraison"),
        liv,
        style=st,
        w=bw,
        size=8,
        b_first=False,
    )
    y = max(ya, yb) + 4
    fact = (
        f"{pick(rng, 'Facturation|Adresse de facturation|Factures à adresser')} : {tut}, "
        f"service facturier, via Chorus Pro - SIRET {siret}"
    )
    y = d.para(m, y, fact, 7.6, w) + 2
    y = (
        d.para(
            m,
            y,
            f"Demandeur : {demandeur} · Gestionnaire : {gest} · {mail_of(tut, 'commandes', 'fr')}",
            7.6,
            w,
        )
        + 4
    )
    spec = [
        ("pos", "Lig.", 4, "c"),
        ("code", pick(rng, "Référence|Réf. catalogue|Réf. fournisseur"), 11, "l"),
        ("desc", pick(rng, "Désignation|Libellé|Désignation article"), 32, "l"),
        ("unit", pick(rng, "Conditionnement|Cond.|Unité"), 12, "l"),
        ("qty", "Qté", 5, "r"),
        ("price", pick(rng, "PU HT|Prix unit. HT|P.U. HT"), 9, "r"),
        ("disc", pick(rng, "Remise|Rem."), 5, "r"),
        ("amount", pick(rng, "Montant HT|Total HT"), 10, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 50
    n = nrows(rng, y + 10, bottom, 14, 200, top2=80, p2=0.3, p3=0.1, most=12)
    rows = mk_rows(rng, LABO_ITEMS, n, fm, [1, 1, 1, 2, 2, 3, 4, 5, 10])
    rem = rng.choice([0, 5, 10, 12, 15, 20]) if rng.random() < 0.6 else 0
    for r in rows:
        if rem and not r["code"].startswith("N-"):
            r["disc"] = f"{rem} %"
            r["amt"] = cents(r["amt"] * (100 - rem) / 100)
            r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 34, f"{tut} - {unit.split(' - ')[0]}", 8.4, b=True, maxw=w * 0.6)
        d.t(x2, 34, f"{po_lab} {po} - Page {p}/{pages}", 8, al="r")
        d.line(m, 40, x2, 40, 0.5)
        return 52

    def foot(p: int) -> None:
        page_foot(
            d,
            pick(
                rng,
                "Le numéro de commande doit figurer sur le bon de livraison et la "
                "facture.|Document généré par l'application de gestion financière.|"
                f"{tut} - SIRET {siret}",
            ),
            6.6,
        )

    y = paged8(
        d,
        m,
        y,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        mode="" if nt else pick(rng, "carry|carry|"),
        labels=(
            pick(rng, "À reporter|Total à reporter|Sous-total à reporter"),
            pick(rng, "Report|Report de la page précédente"),
        ),
        fm=fm,
        size=7.6,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.5,
        rules=True,
    )
    net = net_of(rows)
    port = Decimal(rng.choice([0, 0, 1500, 2500, 4500])) / 100
    glace = Decimal(rng.choice([0, 0, 0, 3500, 4800])) / 100
    ht = net + port + glace
    tva = cents(ht * Decimal(20) / 100)
    total = ht + tva
    y = room(d, y, 150, head, foot)
    if not nt:
        out = [(pick(rng, "Total HT articles|Sous-total HT|Montant HT"), fm(net), False)]
        if port:
            out.append((pick(rng, "Frais de port|Frais de livraison|Port"), fm(port), False))
        if glace:
            out.append(
                (
                    pick(rng, "Frais de carboglace|Emballage isotherme / glace carbonique"),
                    fm(glace),
                    False,
                )
            )
        if port or glace:
            out.append(("Total HT", fm(ht), False))
        out.append(("TVA 20 %", fm(tva), False))
        out.append(
            (pick(rng, "Total TTC|Montant TTC|Net à payer TTC|Montant total TTC"), ft(total), True)
        )
        y = (
            d.summary(
                x2 - 220,
                x2 - 4,
                y + 8,
                out,
                8.4,
                box_last=True,
                shade=0.9 if rng.random() < 0.4 else None,
            )
            + 4
        )
        if rng.random() < 0.4:
            cts = int((total - int(total)) * 100)
            y = (
                d.para(
                    m,
                    y + 2,
                    f"Arrêté le présent bon de commande à la somme de {fr_words(int(total))} euros"
                    + (f" et {fr_words(cts)} centimes" if cts else "")
                    + " TTC.",
                    7.8,
                    w,
                )
                + 2
            )
    else:
        y = d.para(
            m,
            y + 8,
            "Prix selon le bordereau de prix unitaires du marché ; montant "
            "non valorisé sur ce bon.",
            8,
            w,
        )
    cond = [
        "Livraison du lundi au vendredi, 9h-12h / 14h-16h30 ; produits sous chaîne du froid à "
        "remettre en main propre.",
        "La présente commande est soumise aux clauses du marché référencé ci-dessus.",
        "Paiement à 30 jours par virement administratif à réception de la facture déposée sur "
        "Chorus Pro.",
        "Tout retard de livraison doit être signalé au demandeur.",
    ]
    y = d.lines(
        m,
        y + 6,
        [pick(rng, "Conditions|Observations|Informations complémentaires")],
        8,
        b_first=True,
    )
    for t_ in rng.sample(cond, rng.randint(2, 4)):
        y = d.para(m, y, f"- {t_}", 7.3, w)
    y = room(d, y, 60, head, foot)
    d.sign(
        m,
        y + 36,
        160,
        pick(rng, "Le directeur de l'unité|Le responsable scientifique|L'ordonnateur"),
        7.2,
    )
    d.sign(m + 220, y + 36, 160, f"Visa du gestionnaire : {gest}", 7.2)
    foot(d.pages)
    return result(d, "fr", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- pl mining

PL_U = (
    "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście "
    "trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście"
).split()
PL_T = (
    "- - dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt "
    "osiemdziesiąt dziewięćdziesiąt"
).split()
PL_H = "- sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset".split()


def pl3(n: int) -> list[str]:
    out = []
    if n >= 100:
        out.append(PL_H[n // 100])
    r = n % 100
    if r >= 20:
        out.append(PL_T[r // 10])
        if r % 10:
            out.append(PL_U[r % 10])
    elif r:
        out.append(PL_U[r])
    return out


def pl_form(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def pl_words(n: int) -> str:
    """'dwanaście tysięcy trzysta czterdzieści pięć'."""
    if n == 0:
        return "zero"
    out: list[str] = []
    mln, th, rest = n // 10**6, n // 1000 % 1000, n % 1000
    if mln:
        out += (pl3(mln) if mln > 1 else []) + [pl_form(mln, "milion", "miliony", "milionów")]
    if th:
        out += (pl3(th) if th > 1 else []) + [pl_form(th, "tysiąc", "tysiące", "tysięcy")]
    out += pl3(rest)
    return " ".join(out)


PL_ITEMS = [
    ("1100234", "Lina stalowa 32 mm, 6x36 WS-IWRC, zgodna z PN-EN 12385", "m", 38, 95),
    ("1200411", "Kabel górniczy oponowy OnGcekżo-G 3x95+3x25/3+4x2,5", "m", 120, 260),
    ("1300102", "Stojak hydrauliczny SHC-25, komplet", "szt.", 2400, 5200),
    ("1300560", "Siatka okładzinowa zgrzewana, arkusz 1,0 x 3,0 m", "szt.", 45, 110),
    ("1400017", "Olej hydrauliczny HV 46, beczka 208 l", "beczka", 1700, 3100),
    ("1400230", "Emulsja do obudów zmechanizowanych, kanister 20 l", "kan.", 240, 480),
    ("1500320", "Przenośnik taśmowy - taśma EP 1000/4, szer. 1000 mm", "m", 310, 640),
    ("1500901", "Krążnik 133 x 380 mm, łożysko 6305", "szt.", 85, 190),
    ("1600004", "Kotwa stropowa prętowa 22 mm x 2,4 m", "szt.", 28, 64),
    ("1700011", "Aparat ucieczkowy tlenowy, 60 min", "szt.", 1800, 3600),
    ("1700450", "Lampa nahełmna LED z akumulatorem", "szt.", 520, 980),
    ("1800200", "Rękawice robocze wzmacniane, rozm. 10", "para", 9, 24),
    ("1900305", "Ząb urabiający kombajnu, węglik spiekany", "szt.", 95, 230),
]
PL_BUY = (
    "{X} Spółka Węglowa S.A.|Zakład Górniczy {X} Sp. z o.o.|{X} Kopalnie Surowców Mineralnych S.A.|"
    "Przedsiębiorstwo Górnicze {X} S.A.|Kopalnia Wapienia {X} S.A."
)
PL_STEMS = (
    "Śląska|Beskidzka|Karbonia|Dolnośląska|Jaworzno-Wschód|Górnośląska|Bogdanka-Zachód|Kielecka"
)
PL_SUP = (
    "{L} Sp. z o.o.|{X} Technika Górnicza Sp. z o.o.|Przedsiębiorstwo Handlowe {L} Sp.j.|"
    "{X} Hydraulika S.A.|Zakład Produkcyjny {L} i {L2} Sp. z o.o.|{X} BHP Sp. z o.o."
)
PL_SUP_STEMS = "Montex|Hydromet|Sigma-Mining|Elgór|Karbotech|Ferro-Śląsk|Stalprofil|Technopol"
PL_SUR = (
    "Nowak|Kowalczyk|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|Dąbrowski|Kozłowski"
)
PL_CITIES = (
    "Katowice=40-0##|Rybnik=44-2##|Jastrzębie-Zdrój=44-3##|Lubin=59-3##|Bełchatów=97-4##|"
    "Gliwice=44-1##"
)


@two_pass
def blind8_pl_kopalnia_zamowienie(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Polish mining company's order to a supplier of mining equipment and consumables,
    from its ERP (A4), with the gross total in words; over pages at times."""
    d, m, x2, w, nt, dt = frame(rng, A4, UNI, 30, 44)
    pages = of(npages)
    buyer = pick(rng, PL_BUY).format(X=pick(rng, PL_STEMS))
    l1, l2 = rng.sample(PL_SUR.split("|"), 2)
    sup = pick(rng, PL_SUP).format(X=pick(rng, PL_SUP_STEMS), L=l1, L2=l2)
    bcity, bpc = pick(rng, PL_CITIES).split("=")
    scity, spc = pick(rng, PL_CITIES).split("=")
    badr = [
        digits(
            rng,
            pick(
                rng,
                "ul. Górnicza ##|ul. Powstańców Śląskich ##|ul. Kopalniana #|al. Korfantego ###",
            ),
        ),
        f"{digits(rng, bpc)} {bcity}",
    ]
    sadr = [
        digits(
            rng, pick(rng, "ul. Przemysłowa ##|ul. Fabryczna #|ul. Hutnicza ##|ul. Składowa ##")
        ),
        f"{digits(rng, spc)} {scity}",
    ]
    fm = figures(" " if rng.random() < 0.6 else ".", ",")
    ft = (
        figures(" ", ",", sym="zł", pre=False)
        if rng.random() < 0.5
        else figures(" ", ",", sym="PLN", pre=False)
    )
    po = fill(
        rng,
        f"ZAM/{dt.year}/#####|Z-{dt:%y}-######|45########|ZZ/###/{dt:%m}/{dt.year}|{dt.year}/ZK/####",
    )
    umowa = fill(
        rng, f"UR/{dt.year - 1}/###|Umowa ramowa nr ##/{dt.year - 1}/ZP|DZP/###/{dt.year - 1}"
    )
    post = fill(rng, f"PN-###/{dt.year}|ZP/PN/##/{dt.year - 1}|Postępowanie ###/{dt.year}/ZZ")
    zap = fill(rng, "ZAP-######|ZP######|###/KW/{y}".replace("{y}", f"{dt:%y}"))
    nip_b, nip_s = digits(rng, "###-###-##-##"), digits(rng, "###-###-##-##")
    regon = digits(rng, "#########")
    kontakt = (
        f"{pick(rng, 'Anna|Piotr|Katarzyna|Tomasz|Agnieszka|Marcin|Joanna')} {pick(rng, PL_SUR)}"
    )
    dstyle = pick(rng, "%d.%m.%Y|%Y-%m-%d|%d-%m-%Y")
    fd = lambda x: x.strftime(dstyle)
    mag = pick(
        rng,
        "Magazyn Główny|Magazyn Materiałów Technicznych nr {n}|Skład Przykopalniany|"
        "Magazyn Ruch {n}",
    ).format(n=rng.randint(1, 6))
    v = rng.randrange(3)
    title = pick(rng, "ZAMÓWIENIE|Zamówienie|ZAMÓWIENIE ZAKUPU|Zamówienie do dostawcy")
    po_lab = pick(rng, "Zamówienie nr|Nr zamówienia|Numer zamówienia|Nr zam.")
    if v == 0:
        band(d, m, 26, 6, 40, 0.2)
        d.t(m + 12, 40, buyer, fitsize(d, buyer, 13, w * 0.6), b=True)
        d.t(m + 12, 52, f"{badr[0]}, {badr[1]}", 7.6, grey=0.3)
        d.t(m + 12, 62, f"NIP {nip_b} · REGON {regon}", 7.2, grey=0.3)
        d.t(x2, 40, title, 14, b=True, al="r")
        d.t(x2, 54, f"{po_lab} {po}", 9.5, b=True, al="r")
        d.t(x2, 66, f"Strona 1 z {pages}", 7.4, al="r")
        y = 82
        cells = [
            (pick(rng, "Data zamówienia|Data wystawienia|Data"), fd(dt)),
            (pick(rng, "Umowa|Nr umowy ramowej|Podstawa"), umowa),
            (pick(rng, "Nr postępowania|Postępowanie"), post.split()[-1]),
            (pick(rng, "Nr zapotrzebowania|Zapotrzebowanie"), zap),
            (
                pick(rng, "Termin dostawy|Termin realizacji"),
                fd(dt + timedelta(days=rng.randint(10, 60))),
            ),
            (pick(rng, "Nr dostawcy|Kod dostawcy"), digits(rng, "2#####")),
        ]
        y = hdr_grid(d, m, y, w, cells, 3, 8) + 10
    else:
        x = logo(d, m, 26, buyer, 32, 0.25)
        d.t(x, 40, buyer, fitsize(d, buyer, 12, w * 0.55), b=True)
        d.t(x, 52, f"{badr[0]}, {badr[1]}", 7.6, grey=0.3)
        d.t(x, 62, f"NIP {nip_b}", 7.2, grey=0.3)
        d.t(x2, 36, f"{bcity}, {fd(dt)}", 8.5, al="r")
        y = 86
        d.t(
            d.w / 2,
            y,
            f"{title} {po_lab.replace('Zamówienie ', '')} {po}" if v == 1 else title,
            13,
            b=True,
            al="c",
        )
        y += 10
        pairs = [
            (po_lab + ":", po) if v == 2 else ("Strona:", f"1 z {pages}"),
            (pick(rng, "Umowa:|Na podstawie umowy:"), umowa),
            (pick(rng, "Nr postępowania:|Postępowanie:"), post.split()[-1]),
            (pick(rng, "Zapotrzebowanie:|Nr zapotrzebowania:"), zap),
            ("Termin dostawy:", fd(dt + timedelta(days=rng.randint(10, 60)))),
        ]
        if v == 2:
            pairs.append(("Strona:", f"1 z {pages}"))
        y = kv_right(d, x2 - 120, x2 - 114, y + 6, pairs, 7.8) + 4
    bw = (w - 16) / 2
    st = pick(rng, "box|bar|under")
    ya = block(
        d,
        m,
        y,
        pick(rng, "Dostawca|Wykonawca|Sprzedający"),
        [sup, *sadr, f"NIP {nip_s}"],
        style=st,
        w=bw,
        size=8.2,
    )
    yb = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "Miejsce dostawy|Adres dostawy|Odbiorca"),
        [buyer, mag, *badr],
        style=st,
        w=bw,
        size=8.2,
        b_first=False,
    )
    y = max(ya, yb) + 4
    y = (
        d.para(
            m,
            y,
            f"{pick(rng, 'Płatnik|Nabywca|Fakturę wystawić na')}: {buyer}, {badr[0]}, "
            f"{badr[1]}, NIP {nip_b} · "
            f"{pick(rng, 'Osoba kontaktowa|Prowadzący|Zamawiający')}: {kontakt}, "
            f"tel. {digits(rng, '32 ### ## ##')}",
            7.6,
            w,
        )
        + 4
    )
    spec = [
        ("pos", "Lp.", 4, "c"),
        ("code", pick(rng, "Indeks|Nr materiału|Kod"), 9, "l"),
        ("desc", pick(rng, "Nazwa materiału|Nazwa towaru / usługi|Opis"), 36, "l"),
        ("qty", "Ilość", 7, "r"),
        ("unit", "J.m.", 6, "c"),
        ("price", pick(rng, "Cena jedn. netto|Cena netto"), 11, "r"),
        ("amount", pick(rng, "Wartość netto|Wartość"), 12, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 52
    n = nrows(rng, y + 10, bottom, 14, 200, top2=80, p2=0.28, p3=0.1, most=10)
    rows = mk_rows(rng, PL_ITEMS, n, fm, [1, 2, 4, 5, 10, 20, 50, 100, 200], dear=1000)
    for r in rows:
        if r["p"] > 1000 and int(r["qty"]) > 10:
            r["qty"] = str(rng.choice([1, 2, 4, 6]))
            r["amt"] = cents(r["p"] * int(r["qty"]))
            r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 34, buyer, 8.6, b=True)
        d.t(x2, 34, f"{po_lab} {po} · Strona {p} z {pages}", 7.8, al="r")
        d.line(m, 40, x2, 40, 0.5)
        return 52

    pmode = "" if nt else pick(rng, "carry|page|")
    ftext = (
        f"{buyer} · {badr[0]}, {badr[1]} · Sąd Rejonowy w "
        f"{pick(rng, 'Katowicach|Gliwicach|Wrocławiu|Łodzi')}, KRS {digits(rng, '0000######')}"
    )

    def foot(p: int) -> None:
        page_foot(d, ftext, 6.4)

    y = paged8(
        d,
        m,
        y,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        mode=pmode,
        labels=(
            (pick(rng, "Suma strony|Razem na stronie|Wartość strony"), "")
            if pmode == "page"
            else (
                pick(rng, "Do przeniesienia|Suma do przeniesienia"),
                pick(rng, "Z przeniesienia|Przeniesienie"),
            )
        ),
        fm=fm,
        size=7.6,
        lead=14,
        shade=0.86,
        grid=True,
        rules=True,
    )
    net = net_of(rows)
    vat = cents(net * 23 / 100)
    total = net + vat
    y = room(d, y, 150, head, foot)
    if not nt:
        out = [
            (pick(rng, "Razem netto|Wartość netto|Suma netto"), fm(net), False),
            (pick(rng, "VAT 23%|Podatek VAT 23%|VAT (23%)"), fm(vat), False),
            (
                pick(
                    rng, "Razem brutto|Wartość brutto|Do zapłaty brutto|Wartość zamówienia brutto"
                ),
                ft(total),
                True,
            ),
        ]
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.6, box_last=True) + 4
        gr = int((total - int(total)) * 100)
        y = d.para(m, y + 2, f"Słownie: {pl_words(int(total))} złotych {gr:02d}/100", 8, w) + 4
    else:
        y = (
            d.para(
                m,
                y + 8,
                "Ceny zgodnie z umową ramową - wartość zamówienia nie jest podawana.",
                8.2,
                w,
            )
            + 4
        )
    warunki = [
        "Dostawa na koszt i ryzyko Dostawcy do miejsca wskazanego w zamówieniu.",
        "Do dostawy należy dołączyć atesty, deklaracje zgodności oraz dopuszczenia do stosowania w "
        "podziemnych zakładach górniczych.",
        "Numer zamówienia należy podać na fakturze i dokumencie WZ.",
        "Termin płatności: 60 dni od daty doręczenia prawidłowo wystawionej faktury.",
        "Kary umowne zgodnie z umową ramową.",
    ]
    y = d.lines(m, y + 4, [pick(rng, "Warunki realizacji|Uwagi|Warunki dostawy")], 8, b_first=True)
    for t_ in rng.sample(warunki, rng.randint(2, 4)):
        y = d.para(m, y, f"- {t_}", 7.3, w)
    y = room(d, y, 60, head, foot)
    for k, lab in enumerate(
        [
            pick(rng, "Sporządził|Wystawił"),
            pick(rng, "Zatwierdził|Kierownik Działu Zakupów"),
            pick(rng, "Członek Zarządu|Prokurent"),
        ]
    ):
        d.sign(m + k * (w / 3), y + 36, w / 3 - 20, lab, 7.2)
    foot(d.pages)
    return result(d, "pl", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- it CMT order

CMT_MODELS = [
    ("Giacca", "giacca monopetto sfoderata", 18, 38),
    ("Pantalone", "pantalone chino con pinces", 9, 19),
    ("Camicia", "camicia popeline collo francese", 7, 15),
    ("Abito", "abito donna scollo a V", 16, 34),
    ("Gonna", "gonna midi a pieghe", 8, 17),
    ("Cappotto", "cappotto doppiopetto in lana", 28, 55),
    ("Maglia", "maglia girocollo cashmere (confezione e rimaglio)", 11, 24),
    ("Blusa", "blusa in seta con fiocco", 10, 21),
]
CMT_BUY = (
    "{X} Fashion S.p.A.|Manifattura {X} S.r.l.|Maison {X} S.r.l.|{X} Group S.p.A.|"
    "Atelier {X} S.r.l.|{X} Milano S.r.l."
)
CMT_STEMS = "Aurelia|Brera|Vittoria|Solferino|Ginevra|Serravalle|Tornabuoni|Bellosguardo|Visconti"
CMT_SUP = (
    "Confezioni {L} S.r.l.|Laboratorio {X} di {L} & C. s.n.c.|Maglificio {X} S.r.l.|"
    "{L} Confezioni s.a.s.|Camiceria {L} S.r.l.|Sartoria Industriale {X} S.r.l."
)
CMT_SUP_STEMS = "Adriatica|del Brenta|Val Vibrata|Cilento|Murgia|Valdarno|Carpigiana|Lario"
CMT_SUR = "Ferraro|Marchetti|Santoro|De Luca|Barbieri|Palumbo|Benedetti|Fabbri|Caruso|Orlando"
CMT_CITIES = (
    "Carpi (MO)=41012|Prato (PO)=59100|Barletta (BT)=76121|Treviso (TV)=31100|"
    "Nereto (TE)=64015|Empoli (FI)=50053|Como (CO)=22100|Martina Franca (TA)=74015"
)
SIZES = [
    ["XS", "S", "M", "L", "XL"],
    ["38", "40", "42", "44", "46", "48"],
    ["46", "48", "50", "52", "54"],
]
COLOURS = "nero|blu navy|cammello|grigio melange|bianco ottico|verde bosco|bordeaux|écru"


def blind8_it_lavorazione_cmt(rng: random.Random) -> tuple[bytes, dict]:
    """An Italian fashion house's work order to a garment workshop (cut-make-trim on
    materials supplied by the client), with size breakdowns per model and colour."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|libsans|dejavu|libserif|djcond", 30, 42)
    buyer = pick(rng, CMT_BUY).format(X=pick(rng, CMT_STEMS))
    l1, l2 = rng.sample(CMT_SUR.split("|"), 2)
    sup = pick(rng, CMT_SUP).format(X=pick(rng, CMT_SUP_STEMS), L=l1)
    scity, scap = pick(rng, CMT_CITIES).split("=")
    bcity, bcap = pick(
        rng, "Milano (MI)=20121|Firenze (FI)=50123|Bologna (BO)=40121|Vicenza (VI)=36100"
    ).split("=")
    sadr = [
        digits(
            rng,
            pick(
                rng,
                "Via dell'Artigianato, ##|Via Emilia Est, ###|Zona Industriale, lotto ##|"
                "Via Roma, ##",
            ),
        ),
        f"{scap} {scity}",
    ]
    badr = [
        digits(
            rng,
            pick(rng, "Via della Moda, ##|Corso Venezia, ##|Viale Certosa, ###|Via Tornabuoni, #"),
        ),
        f"{bcap} {bcity}",
    ]
    fm = figures(".", ",")
    ft = figures(".", ",", sym="€", pre=True) if rng.random() < 0.5 else fm
    season = f"{pick(rng, 'PE|AI|SS|FW')}{(dt.year + rng.choice([0, 1])) % 100}"
    po = fill(rng, f"OL-{dt.year}-####|{season}/###|ODL ######|{dt:%y}LAV####|OP-#####")
    mat_lab = (
        "Materiali forniti in conto lavorazione con|Tessuti e accessori inviati con|"
        "Materiale consegnato con"
    )
    ddt_mat = fill(rng, f"DDT ####/{dt:%y}|DDT n. ###|Bolla ####")
    piva_b, piva_s = digits(rng, "IT0##########"), digits(rng, "IT0##########")
    contatto = f"{pick(rng, 'Giulia|Matteo|Francesca|Stefano|Elena|Davide')} {pick(rng, CMT_SUR)}"
    v = rng.randrange(3)
    title = pick(
        rng,
        "ORDINE DI LAVORAZIONE|Ordine di lavorazione conto terzi|ORDINE DI CONFEZIONE|"
        "Ordine di produzione a terzi",
    )
    po_lab = pick(rng, "N. ordine|Ordine n.|Numero ordine|Rif. ordine")
    if v == 0:
        d.t(d.w / 2, 44, buyer.upper(), fitsize(d, buyer.upper(), 17, w * 0.8), b=True, al="c")
        d.line(d.w / 2 - 60, 52, d.w / 2 + 60, 52, 0.6)
        d.t(d.w / 2, 64, f"{badr[0]} - {badr[1]} - P.IVA {piva_b}", 7.2, al="c", grey=0.3)
        y = 84
    else:
        x = logo(d, m, 24, buyer, 34, 0.1)
        d.t(x, 38, buyer, fitsize(d, buyer, 13, w * 0.5), b=True)
        d.t(x, 50, f"{badr[0]}, {badr[1]}", 7.4, grey=0.3)
        d.t(x, 60, f"P.IVA {piva_b} · Ufficio Produzione", 7.4, grey=0.3)
        y = 76
    d.t(m, y, title, 12.5, b=True)
    if v == 2:
        d.t(x2, y, f"{po_lab} {po} del {dt:%d/%m/%Y}", 10, b=True, al="r")
        y += 14
    else:
        y += 8
        cells = [
            (po_lab, po),
            (pick(rng, "Data|Data ordine|Del"), dt.strftime("%d/%m/%Y")),
            (pick(rng, "Stagione|Collezione"), season),
            (
                pick(rng, "Consegna prevista|Data consegna|Consegna entro"),
                (dt + timedelta(days=rng.randint(20, 60))).strftime("%d/%m/%Y"),
            ),
            (pick(rng, "Cod. fornitore|Codice terzista"), digits(rng, "F####")),
        ]
        if rng.random() < 0.35:
            cells[0], cells[2] = cells[2], cells[0]
        y = hdr_grid(d, m, y, w, cells, 5, 8) + 10
    bw = (w - 16) / 2
    st = pick(rng, "box|under|bar")
    ya = block(
        d,
        m,
        y,
        pick(rng, "Spett.le Laboratorio|Terzista|Fornitore|Spett.le"),
        [sup, *sadr, f"P.IVA {piva_s}"],
        style=st,
        w=bw,
        size=8.2,
    )
    dest = [
        buyer,
        pick(rng, "Magazzino prodotti finiti|Controllo qualità|Magazzino spedizioni"),
        *badr,
    ]
    yb = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "Consegna a|Destinazione merce|Luogo di consegna"),
        dest,
        style=st,
        w=bw,
        size=8.2,
        b_first=False,
    )
    y = max(ya, yb) + 6
    y = (
        d.para(
            m,
            y,
            f"{pick(rng, mat_lab)} "
            f"{ddt_mat} del {(dt - timedelta(days=rng.randint(1, 9))).strftime('%d/%m/%Y')}. "
            f"Referente: {contatto}, "
            f"{mail_of(buyer, pick(rng, 'produzione|ufficio.tecnico'), 'it')}",
            7.8,
            w,
        )
        + 6
    )
    sizes = rng.choice(SIZES)
    nmod = rng.randint(1, 4)
    total_net = Decimal(0)
    lines = []
    for art, desc, lo, hi in cycle(rng, CMT_MODELS, nmod):
        model = f"{art[:2].upper()}{digits(rng, '####')}"
        col = pick(rng, COLOURS)
        qs = [rng.choice([0, 10, 20, 30, 40, 50, 60]) for _ in sizes]
        if sum(qs) == 0:
            qs[len(qs) // 2] = 30
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        amt = cents(price * sum(qs))
        total_net += amt
        lines.append((model, f"{art} - {desc}", col, qs, price, amt))
    # the size grid
    sw_ = 26
    wfix = w - sw_ * len(sizes)
    widths = (
        [wfix * 0.15, wfix * 0.37, wfix * 0.14]
        + [sw_] * len(sizes)
        + [wfix * 0.08, wfix * 0.12, wfix * 0.14]
    )
    if nt:
        widths = [wfix * 0.18, wfix * 0.52, wfix * 0.18] + [sw_] * len(sizes) + [wfix * 0.12]
    heads = (
        [
            pick(rng, "Modello|Articolo|Cod. mod."),
            pick(rng, "Descrizione|Capo"),
            pick(rng, "Colore|Variante"),
        ]
        + sizes
        + [pick(rng, "Tot. capi|Q.tà|Pezzi")]
    )
    if not nt:
        heads += [pick(rng, "Prezzo lav.|€/capo|Prezzo cad."), pick(rng, "Importo|Totale")]
    x = m
    hh = 16
    d.box(m, y, w, hh, fill=0.85)
    for wd_, h_ in zip(widths, heads):
        d.t(x + wd_ / 2, y + 11, h_, 7.2, b=True, al="c", maxw=wd_ - 3)
        x += wd_
    y += hh
    for model, desc, col, qs, price, amt in lines:
        cells_ = [model, desc, col] + [str(q) if q else "" for q in qs] + [str(sum(qs))]
        if not nt:
            cells_ += [fm(price), fm(amt)]
        x = m
        for j, (wd_, cv) in enumerate(zip(widths, cells_)):
            d.box(x, y, wd_, 18, lw=0.4)
            al = "l" if j < 3 else "r" if j >= 3 + len(sizes) else "c"
            tx = {"l": x + 3, "r": x + wd_ - 3, "c": x + wd_ / 2}[al]
            d.t(tx, y + 12, cv, 7.4, al=al, maxw=wd_ - 4)
            x += wd_
        y += 18
    y += 6
    piece_total = sum(sum(ln[3]) for ln in lines)
    d.t(
        m, y + 8, f"{pick(rng, 'Totale capi|Totale pezzi|Capi totali')}: {piece_total}", 8.4, b=True
    )
    iva = cents(total_net * 22 / 100)
    total = total_net + iva
    if not nt:
        out = [
            (pick(rng, "Imponibile|Totale imponibile|Totale lavorazione"), fm(total_net), False),
            ("IVA 22%", fm(iva), False),
            (pick(rng, "Totale ordine|Totale documento|Totale IVA inclusa"), ft(total), True),
        ]
        y = d.summary(x2 - 210, x2 - 4, y, out, 8.6, box_last=True) + 8
    else:
        y = (
            d.para(
                m,
                y + 18,
                "Prezzi di lavorazione come da listino concordato per la stagione; "
                "importo non indicato nel presente ordine.",
                8,
                w,
            )
            + 6
        )
    cond = [
        "Il laboratorio è responsabile del materiale ricevuto in conto lavorazione fino alla "
        "riconsegna dei capi finiti.",
        "Le eventuali eccedenze di tessuto e accessori devono essere restituite con DDT di reso.",
        "Il controllo qualità verrà effettuato presso il nostro magazzino; i capi difettosi "
        "saranno resi per rilavorazione.",
        "Pagamento: 60 gg d.f.f.m. a mezzo bonifico bancario.",
        "Indicare il numero dell'ordine su DDT e fattura.",
    ]
    y = d.lines(
        m, y + 4, [pick(rng, "Condizioni|Note|Condizioni di lavorazione")], 8.2, b_first=True
    )
    for t_ in rng.sample(cond, rng.randint(2, 4)):
        y = d.para(m, y, f"- {t_}", 7.4, w)
    d.sign(
        m,
        y + 40,
        170,
        pick(rng, "Ufficio Produzione|Il Responsabile di Produzione|Per " + buyer),
        7.2,
    )
    d.sign(
        x2 - 190,
        y + 40,
        190,
        pick(rng, "Timbro e firma del laboratorio per accettazione|Per accettazione (il terzista)"),
        7.2,
    )
    d.t(
        d.w / 2,
        d.h - 24,
        f"{buyer} · {badr[0]}, {badr[1]} · "
        f"Cap. soc. € {rng.choice([10, 50, 100, 500])}.000,00 i.v. · "
        f"REA {pick(rng, 'MI|FI|BO|VI')}-{digits(rng, '######')}",
        6.4,
        al="c",
        grey=0.35,
    )
    return result(d, "it", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- zh mining PO

KY_ITEMS = [
    ("液压支架密封件", "DKB-200×180", "套", 180, 620),
    ("矿用阻燃输送带", "PVG1250S B=1000mm", "米", 380, 760),
    ("矿用隔爆型三相异步电动机", "YBK3-250M-4 55kW", "台", 16000, 32000),
    ("截齿", "U92/U95 硬质合金", "把", 85, 210),
    ("锚杆", "Φ20×2400 左旋无纵筋", "根", 26, 58),
    ("钢丝绳", "6×19S+FC Φ26", "米", 32, 78),
    ("刮板链", "Φ30×108 C级", "米", 460, 980),
    ("矿用本安型手机", "KT158-S", "部", 1200, 2600),
    ("乳化液", "MDT 5%浓缩型 200L", "桶", 1900, 3400),
    ("托辊", "Φ133×380 轴承6305", "个", 70, 160),
    ("劳保手套", "加厚帆布 双层", "副", 4, 12),
    ("自救器", "ZYX45 隔绝式压缩氧", "台", 900, 1800),
    ("矿灯", "KL5LM(A) LED", "盏", 260, 520),
    ("齿轮油", "L-CKD 320 170kg", "桶", 3200, 5600),
]
KY_BUY = (
    "{c}{b}矿业集团有限公司|{c}{b}煤业股份有限公司|{b}矿业（{c}）有限公司|"
    "{c}{b}能源集团有限责任公司"
)
KY_STEMS = "晋能 兖新 鄂尔多 陕投 淮海 龙煤 皖北 平朔 神东 金川 紫峰 铜陵".split()
KY_CITIES = "太原 鄂尔多斯 榆林 大同 淮南 鸡西 长治 包头 徐州 邯郸".split()
KY_MINES = "一号井 二矿 东区煤矿 选煤厂 露天矿 洗选中心 北翼采区".split()


@two_pass
def blind8_zh_kuangye_caigou(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Chinese mining group's purchase order from its ERP to a supplier (A4), with the
    contract, requisition and supplier codes, a mine warehouse to deliver to, page
    subtotals over pages, the total in capitals."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(30, 42)
    wd = pdf.w - 2 * m
    rx = pdf.w - m
    pages = of(npages)
    dt = a_date(rng)
    buyer = pick(rng, KY_BUY).format(c=rng.choice(KY_CITIES), b=rng.choice(KY_STEMS))
    sup = zh_firm(rng).name
    mine = rng.choice(KY_MINES)
    po = fill(
        rng, f"CG{dt:%Y%m}#####|PO-{dt:%y}-######|45########|KY{dt:%y}CG####|{dt:%Y}-CGDD-#####"
    )
    ht = fill(rng, f"HT-{dt.year}-WZ-###|KYHT{dt:%y}####|{dt.year}HT#####")
    qg = fill(rng, f"QG{dt:%y%m}####|PR-######|请购{dt:%y}-###")
    gys = fill(rng, "V######|GYS####|10######")
    ds = pick(rng, "cn|iso|cn0|slash")
    fd = lambda x: fdate(x, ds)
    po_lab = pick(rng, "订单编号|采购订单号|订单号|采购单号")
    title = pick(rng, "采购订单|采 购 订 单|物资采购订单|采购订货单")
    v = rng.randrange(3)
    # header
    if v == 0:
        pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True)
        pdf.text(pdf.w / 2, 64, title, 18, align="c", bold=True, space=1 if " " in title else 3)
        pdf.line(pdf.w / 2 - 70, 70, pdf.w / 2 + 70, 70, lw=1.2)
        pdf.line(pdf.w / 2 - 70, 73, pdf.w / 2 + 70, 73, lw=0.5)
        pdf.text(rx, 88, f"第 1 页 共 {pages} 页", 8, align="r")
        y = 96
    else:
        pdf.rect(m, 26, 36, 36, fill=RED, stroke=None)
        pdf.text(
            m + 18,
            50,
            buyer[2:4] if buyer[0] not in "晋兖鄂陕淮龙皖平神金紫铜" else buyer[:2],
            13,
            align="c",
            colour=SHADE,
            bold=True,
        )
        pdf.text(m + 46, 42, buyer, 13, bold=True)
        pdf.text(m + 46, 57, f"{zh_addr(rng)}　电话：{zh_tel(rng)}", 7.8, colour=GREY)
        pdf.text(rx, 44, title, 17, align="r", bold=True, space=1 if " " in title else 2)
        pdf.text(rx, 58, f"第1页/共{pages}页", 8, align="r")
        pdf.line(m, 68, rx, 68, lw=1)
        y = 78
    info = [
        [po_lab, po, "订单日期", fd(dt)],
        [
            pick(rng, "合同编号|采购合同号|框架协议号"),
            ht,
            pick(rng, "请购单号|需求计划号|申请单号"),
            qg,
        ],
        [pick(rng, "供应商|供方|供应商名称"), sup, pick(rng, "供应商编码|供方代码"), gys],
        [
            pick(rng, "需求单位|使用单位|需方单位"),
            f"{buyer}{mine}",
            pick(rng, "交货日期|要求到货日期|交货期"),
            fd(dt + timedelta(days=rng.randint(7, 45))),
        ],
        [
            pick(rng, "交货地点|收货地点"),
            f"{mine}{pick(rng, '中心库|材料库|机电库|物资供应站')}",
            pick(rng, "收货人|联系人"),
            f"{person(rng)} {mobile(rng)}",
        ],
        [pick(rng, "采购员|采购经办人|业务员"), person(rng), "币种", "人民币"],
    ]
    if rng.random() < 0.3:
        info[0], info[1] = info[1], info[0]
    y = (
        pdf.grid(
            m,
            y,
            rel(wd, [13, 40, 13, 34]),
            info,
            row_h=17,
            size=8.3,
            head=0,
            shade_cols=[0, 2],
            align="llll",
        )
        + 8
    )
    head = [
        "序号",
        "物料编码",
        "物料名称",
        "规格型号",
        "单位",
        "数量",
        "含税单价",
        "税率",
        "含税金额",
    ]
    widths = rel(wd, [5, 12, 19, 19, 6, 8, 11, 6, 14])
    n_first = int((pdf.h - 60 - y) // 18) - 1
    n = (
        rng.randint(n_first + 3, n_first + 30)
        if rng.random() < 0.3
        else rng.randint(1, max(2, n_first - 9))
    )
    multi = n > n_first  # page subtotals; never from npages (both passes must agree)
    body, amts = [], []
    for k, (name, spec, unit, lo, hi) in enumerate(cycle(rng, KY_ITEMS, n)):
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        q = (
            rng.choice([1, 2, 4, 5, 10, 20, 50, 100, 200])
            if hi < 1000
            else rng.choice([1, 1, 2, 3, 4])
        )
        amt = price * q
        amts.append(amt)
        body.append(
            [
                str(k + 1),
                f"{rng.randint(10**7, 10**8 - 1)}",
                name,
                spec,
                unit,
                f"{q:,}",
                f"{price:,.2f}",
                "13%",
                f"{amt:,.2f}",
            ]
        )
    total = sum(amts, Decimal(0))
    net = (total / Decimal("1.13")).quantize(Decimal("0.01"), ROUND_HALF_UP)
    tax = total - net
    bottom = pdf.h - 56
    done = 0
    sub_lab = pick(rng, "本页小计|本页合计|小计")
    while True:
        fit_ = max(1, int((bottom - y) / 18) - 2)
        chunk = body[done : done + fit_]
        y = pdf.grid(m, y, widths, [head, *chunk], row_h=18, size=7.8, align="cllllrrcr")
        done += len(chunk)
        if multi:
            sub = sum(amts[done - len(chunk) : done], Decimal(0))
            pdf.text(m + 4, y + 13, sub_lab, 8.2, bold=True)
            pdf.text(rx - 3, y + 13, f"{sub:,.2f}", 8.2, align="r")
            y += 18
        if done >= len(body):
            break
        pdf.text(rx, y + 10, "（续下页）", 8, align="r", colour=GREY)
        pdf.text(
            pdf.w / 2, pdf.h - 24, f"第 {pdf.pages} 页 共 {pages} 页", 7.5, align="c", colour=GREY
        )
        pdf.new_page()
        pdf.text(m, 34, f"{buyer}　{title.replace(' ', '')}（续）", 9.5, bold=True)
        pdf.text(rx, 34, f"{po_lab}：{po}　第{pdf.pages}页/共{pages}页", 8, align="r")
        y = 46
    if y + 190 > pdf.h - 30:
        pdf.text(
            pdf.w / 2, pdf.h - 24, f"第 {pdf.pages} 页 共 {pages} 页", 7.5, align="c", colour=GREY
        )
        pdf.new_page()
        pdf.text(m, 34, f"{buyer}　{title.replace(' ', '')}（续）", 9.5, bold=True)
        pdf.text(rx, 34, f"{po_lab}：{po}　第{pdf.pages}页/共{pages}页", 8, align="r")
        y = 46
    sums_ = [
        ["不含税金额", f"{net:,.2f}", "税额（13%）", f"{tax:,.2f}"],
        [
            pick(rng, "价税合计（小写）|订单总金额|合计金额（小写）"),
            f"¥{total:,.2f}",
            pick(rng, "价税合计（大写）|大写金额|合计（大写）"),
            daxie(total),
        ],
    ]
    y = (
        pdf.grid(
            m,
            y + 4,
            rel(wd, [15, 25, 15, 45]),
            sums_,
            row_h=18,
            size=8.5,
            head=0,
            shade_cols=[0, 2],
            align="lrll",
        )
        + 10
    )
    terms = [
        "1. 供方须按订单约定的规格、数量及交货期送货，送货单须注明本订单编号。",
        "2. 矿用产品须随货提供煤矿矿用产品安全标志证书（MA证）及合格证。",
        "3. 结算方式：货到验收合格并收到增值税专用发票后60日内付款。",
        f"4. 发票抬头：{buyer}，税号 {rng.randint(10**17, 10**18 - 1)}。",
        "5. 本订单未尽事宜按双方签订的采购合同执行。",
    ]
    pdf.text(m, y + 4, pick(rng, "订单条款：|备注：|说明："), 9, bold=True)
    y += 18
    for t_ in terms[: rng.randint(3, 5)]:
        pdf.text(m, y, t_, 7.8, maxw=wd)
        y += 13
    y += 10
    cw = wd / 4
    pdf.grid(
        m,
        y,
        [cw] * 4,
        [["编制", "审核", "批准", "供方确认（盖章）"], ["", "", "", ""]],
        row_h=22,
        size=8,
    )
    if rng.random() < 0.6:
        pdf.stamp(m + cw * 2.5, y + 20, buyer[:12], rng, caption="合同专用章", r=34)
    pdf.text(pdf.w / 2, pdf.h - 24, f"第 {pdf.pages} 页 共 {pages} 页", 7.5, align="c", colour=GREY)
    return pdf.done("zh-Hans", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- ja ryokan order

RYO_ITEMS = [
    ("黒毛和牛 サーロイン", "A4 ブロック", "kg", 9000, 16000, 8),
    ("本まぐろ 中トロ", "柵 約500g", "kg", 7000, 14000, 8),
    ("活あわび", "1個 120g前後", "個", 900, 1800, 8),
    ("ずわい蟹", "ボイル 1杯 600g", "杯", 3500, 7000, 8),
    ("地元産 コシヒカリ", "10kg", "袋", 4200, 6800, 8),
    ("京湯葉", "平湯葉 10枚入", "パック", 700, 1400, 8),
    ("季節の野菜盛り合わせ", "業務用", "ケース", 2500, 5200, 8),
    ("日本酒 純米吟醸", "1.8L", "本", 2600, 4800, 10),
    ("ビール 中瓶", "500ml×20本", "ケース", 5200, 7600, 10),
    ("客室用 アメニティセット", "歯ブラシ・くし・綿棒", "セット", 35, 90, 10),
    ("浴衣", "大人用 M", "枚", 1800, 3200, 10),
    ("入浴剤", "業務用 2kg", "袋", 1200, 2600, 10),
    ("割り箸", "天削 杉 100膳", "パック", 280, 650, 10),
    ("おしぼり", "業務用 タオル 100本", "箱", 1800, 3600, 10),
]
RYO_NAMES = "旅館 {s}|{s}温泉ホテル|湯宿 {s}|{s}リゾート&スパ|料理旅館 {s}|株式会社{s}観光ホテル"
RYO_STEMS = "花月 松風 翠山 月見荘 白樺 雪乃 鶴乃湯 山水 海音 桜井".split()
RYO_AREAS = "箱根町 草津町 別府市 由布市 下呂市 熱海市 伊東市 城崎町 有馬町 登別市".split()


@two_pass
def blind8_ja_ryokan_hacchu(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Japanese inn's or hotel's order to a food or amenity wholesaler (A4), with the
    reduced food tax rate marked per line and tax per rate."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(32, 44)
    wd = pdf.w - 2 * m
    rx = pdf.w - m
    pages = of(npages)
    dt = a_date(rng)
    inn = pick(rng, RYO_NAMES).format(s=rng.choice(RYO_STEMS))
    sup = ja_firm(rng).name
    area = rng.choice(RYO_AREAS)
    po = fill(rng, f"HC{dt:%y%m}-####|{dt:%Y%m%d}-###|No.######|R{dt:%y}-#####|発注{dt:%y}####")
    mitsu = fill(rng, "見積No.#####|Q-####|M######")
    tor = fill(rng, "T#####|取引先CD ####|####")
    reg_no = f"T{rng.randint(10**12, 10**13 - 1)}"
    ds = pick(rng, "cn|reiwa|slash")
    fd = lambda x: fdate(x, ds)
    po_lab = pick(rng, "発注番号|発注No.|注文番号|伝票番号")
    title = pick(rng, "発注書|注文書|発 注 書|御注文書")
    v = rng.randrange(3)
    tanto = person(rng, "ja")
    pdf.text(pdf.w / 2, 46, title, 19, align="c", bold=True, space=3 if " " not in title else 1)
    pdf.line(pdf.w / 2 - 70, 54, pdf.w / 2 + 70, 54, lw=1)
    info = [
        [po_lab, po],
        ["発注日", fd(dt)],
        ["納品日", fd(dt + timedelta(days=rng.randint(1, 5)))],
    ]
    show_page = rng.random() < 0.4
    if npages > 1 or show_page:
        info.append(["頁", f"1 / {pages}"])
    if rng.random() < 0.4:
        info.insert(2, [pick(rng, "貴社見積番号|御見積No."), mitsu])
    if rng.random() < 0.3:
        info[0], info[1] = info[1], info[0]
    gx = rx - wd * 0.4
    gy = 64
    pdf.grid(
        gx, gy, [wd * 0.14, wd * 0.26], info, row_h=16, size=8.4, head=0, shade_cols=[0], align="ll"
    )
    pdf.text(m, 84, f"{sup}　{pick(rng, '御中|御中|殿')}", 13, bold=True, maxw=wd * 0.55)
    pdf.line(m, 90, m + wd * 0.55, 90, lw=0.8)
    if rng.random() < 0.5:
        pdf.text(m, 104, f"{pick(rng, '取引先コード|お取引先番号')}：{tor}", 8.5)
    # room for the page row whether printed or not, so both passes lay out alike
    by = gy + 16 * (len(info) + (0 if npages > 1 or show_page else 1)) + 18
    pdf.text(gx, by, inn, 11.5, bold=True)
    pdf.text(
        gx,
        by + 14,
        f"〒{rng.randint(100, 899)}-{rng.randint(0, 9999):04d} "
        f"{area}{rng.randint(1, 999)}-{rng.randint(1, 30)}",
        7.8,
    )
    pdf.text(gx, by + 27, f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}", 7.8)
    pdf.text(gx, by + 40, f"{pick(rng, '調理部|購買担当|総務部 購買課|料飲部')}　{tanto}", 7.8)
    if rng.random() < 0.6:
        pdf.stamp(rx - 20, by + 12, inn.replace("株式会社", "")[:6], rng, shape="square", r=20)
    y = max(by + 54, 130)
    pdf.text(
        m,
        y,
        pick(
            rng,
            "下記のとおり発注いたします。|下記の通りご注文申し上げます。|毎度ありがとうございます。下記の通り発注致します。",
        ),
        9.5,
    )
    y += 10
    body, lines = [], []
    n_first = int((pdf.h - 60 - y - 60) // 18) - 1
    n = (
        rng.randint(n_first + 3, n_first + 25)
        if rng.random() < 0.22
        else rng.randint(2, min(12, n_first - 8))
    )
    for k, (name, spec, unit, lo, hi, rate) in enumerate(cycle(rng, RYO_ITEMS, n)):
        price = Decimal(rng.randrange(lo, hi, 10))
        q = rng.choice([1, 2, 3, 5, 10]) if price > 2000 else rng.choice([5, 10, 20, 50, 100, 200])
        amt = price * q
        lines.append((amt, rate))
        mark = "※" if rate == 8 else ""
        body.append(
            [str(k + 1), f"{name}{mark}", spec, f"{q:,}", unit, f"{price:,.0f}", f"{amt:,.0f}"]
        )
    net8 = sum((a for a, r in lines if r == 8), Decimal(0))
    net10 = sum((a for a, r in lines if r == 10), Decimal(0))
    t8 = (net8 * Decimal("0.08")).quantize(Decimal(1), ROUND_DOWN)
    t10 = (net10 * Decimal("0.10")).quantize(Decimal(1), ROUND_DOWN)
    total = net8 + net10 + t8 + t10
    ys = rng.randrange(3)
    yen = lambda x: [f"¥{x:,.0f}", f"￥{x:,.0f}-", f"{x:,.0f}円"][ys]
    if v != 2:
        pdf.rect(m, y, wd * 0.52, 28, stroke=GREY, lw=1)
        pdf.rect(m, y, wd * 0.17, 28, fill=SHADE, stroke=None)
        pdf.text(
            m + wd * 0.085,
            y + 18,
            pick(rng, "ご発注金額|合計金額|発注金額（税込）"),
            9.3,
            align="c",
            bold=True,
        )
        pdf.text(
            m + wd * 0.52 - 8,
            y + 19,
            f"{yen(total)}" + ("（税込）" if rng.random() < 0.6 else ""),
            13,
            align="r",
            bold=True,
        )
        y += 40
    if v == 1:
        extra = [
            [
                pick(rng, "納品場所|納入場所"),
                pick(rng, "本館 厨房（裏口搬入）|別館 調理場|本館 リネン室|売店倉庫"),
            ],
            ["納品時間", pick(rng, "午前8時〜10時|14時まで|朝9時必着")],
            ["お支払", pick(rng, "月末締め翌月末払い|20日締め翌月10日払い")],
        ]
        y = (
            pdf.grid(
                m,
                y,
                [wd * 0.16, wd * 0.84],
                extra,
                row_h=16,
                size=8.4,
                head=0,
                shade_cols=[0],
                align="ll",
            )
            + 8
        )
    head = ["No.", "品名", "規格・入数", "数量", "単位", "単価", "金額"]
    widths = rel(wd, [5, 32, 22, 8, 8, 11, 14])
    bottom = pdf.h - 60
    done = 0
    while True:
        fit_ = max(1, int((bottom - y) / 18) - 1)
        chunk = body[done : done + fit_]
        y = pdf.grid(m, y, widths, [head, *chunk], row_h=18, size=8.2, align="cllrcrr")
        done += len(chunk)
        if done >= len(body):
            break
        pdf.text(rx, y + 14, "（次頁へ続く）", 8.5, align="r", colour=GREY)
        pdf.new_page()
        pdf.text(m, 34, f"{inn}　{title.replace(' ', '')}（続き）", 9.5, bold=True)
        pdf.text(rx, 34, f"{po_lab} {po}　{pdf.pages} / {pages}", 8.5, align="r")
        y = 48
    if y + 160 > pdf.h - 30:
        pdf.new_page()
        pdf.text(m, 34, f"{inn}　{title.replace(' ', '')}（続き）", 9.5, bold=True)
        pdf.text(rx, 34, f"{po_lab} {po}　{pdf.pages} / {pages}", 8.5, align="r")
        y = 48
    y += 8
    summ = [["小計", f"{net8 + net10:,.0f}"]]
    if net8:
        summ.append([pick(rng, "8%対象|軽減税率8%対象"), f"{net8:,.0f}"])
        summ.append(["消費税（8%）", f"{t8:,.0f}"])
    if net10:
        summ.append(["10%対象", f"{net10:,.0f}"])
        summ.append(["消費税（10%）", f"{t10:,.0f}"])
    summ.append([pick(rng, "合計|総合計|合計金額（税込）"), yen(total)])
    y1 = pdf.grid(
        m + wd * 0.55,
        y,
        [wd * 0.22, wd * 0.23],
        summ,
        row_h=17,
        size=8.6,
        head=0,
        shade_cols=[0],
        align="lr",
    )
    notes = [
        "※印は軽減税率（8%）対象品目です。",
        "納品書には必ず発注番号をご記入ください。",
        f"請求書は適格請求書（登録番号 {reg_no} 等）でお願いいたします。"
        if rng.random() < 0.5
        else "請求書は月末締めにてご送付ください。",
        "生鮮品は当日朝の仕入れ品をお願いします。",
    ]
    ny = y + 10
    pdf.text(m, ny, "備考", 9, bold=True)
    ny += 14
    for t_ in notes[: rng.randint(2, 4)]:
        pdf.text(m, ny, t_, 7.8, maxw=wd * 0.52)
        ny += 13
    y = max(y1, ny) + 16
    if rng.random() < 0.6:
        cw = wd * 0.1
        pdf.grid(
            rx - cw * 3, y, [cw] * 3, [["承認", "確認", "担当"], ["", "", ""]], row_h=24, size=7.6
        )
    return pdf.done("ja", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- cs delivery note

CZ_ITEMS = [
    ("EL-10235", "Kabel CYKY-J 3x2,5 mm², buben", "m", 18, 34),
    ("EL-20411", "Jistič PL6-B16/1", "ks", 90, 180),
    ("EL-30102", "Rozvodnice nástěnná 36 modulů", "ks", 1400, 2900),
    ("VZ-11020", "Potrubí PPR 25x3,5 PN16, tyč 4 m", "ks", 70, 140),
    ("VZ-11088", 'Kulový ventil 1" mosaz', "ks", 240, 520),
    ("ST-40051", "Sádrokartonová deska 12,5 mm, 1250x2000", "ks", 150, 260),
    ("ST-40077", "Profil CW 50, 4 m", "ks", 85, 150),
    ("ST-40120", "Minerální vata 100 mm, balík", "bal", 520, 980),
    ("NR-50012", "Vrták SDS-plus 10x160 mm", "ks", 60, 140),
    ("NR-50104", "Hmoždinka 8x40 s vrutem, bal. 100 ks", "bal", 120, 260),
    ("OO-60001", "Rukavice pracovní máčené, vel. 10", "pár", 28, 65),
    ("OO-60020", "Přilba ochranná bílá", "ks", 180, 390),
]
CZ_SUP = (
    "{X} s.r.o.|{L} a syn, s.r.o.|{X} CZ a.s.|Elektro {L} s.r.o.|{X} stavebniny s.r.o.|"
    "{L} & {L2} spol. s r.o."
)
CZ_STEMS = "Moravia|Bohemia Elektro|Vltava|Haná|Stavmat|Krkonoše|Elmont|Kovotrade|Technoplast"
CZ_SUR = "Novák|Svoboda|Dvořák|Černý|Procházka|Kučera|Veselý|Horák|Němec|Pokorný"
CZ_BUY = (
    "{X} stavby s.r.o.|Pozemní stavby {L} a.s.|Město {C}|"
    "Základní škola {C}, příspěvková organizace|"
    "{X} Facility a.s.|Nemocnice {C} a.s."
)
CZ_CITIES = (
    "Brno=602 00|Olomouc=779 00|Ostrava=702 00|Plzeň=301 00|Pardubice=530 02|Zlín=760 01|"
    "Jihlava=586 01"
)
CARRIERS = (
    "PPL CZ s.r.o.|TOPTRANS EU a.s.|Geis CZ s.r.o.|vlastní doprava|DPD CZ s.r.o.|osobní odběr"
)


def blind8_cs_dodaci_list(rng: random.Random) -> tuple[bytes, dict]:
    """A Czech seller's delivery note quoting the customer's order; priced (with VAT) or,
    at times, quantities only."""
    d, m, x2, w, _, dt = frame(rng, A4, UNI, 30, 44, totals=False)
    l1, l2 = rng.sample(CZ_SUR.split("|"), 2)
    sup = pick(rng, CZ_SUP).format(X=pick(rng, CZ_STEMS), L=l1, L2=l2)
    bcity, bpsc = pick(rng, CZ_CITIES).split("=")
    scity, spsc = pick(rng, CZ_CITIES).split("=")
    buyer = pick(rng, CZ_BUY).format(
        X=pick(rng, "Metrostav Jih|Stavokomplet|Domov|Inprost|Bytservis"),
        L=pick(rng, CZ_SUR),
        C=bcity,
    )
    badr = [
        digits(rng, pick(rng, "Masarykova ##|Nádražní ###|Komenského #|Průmyslová ##")),
        f"{bpsc} {bcity}",
    ]
    sadr = [
        digits(rng, pick(rng, "Průmyslová ##|Hradecká ###|Skladová #|U Stadionu ##")),
        f"{spsc} {scity}",
    ]
    priced = rng.random() < 0.78
    fm = figures(" " if rng.random() < 0.6 else ".", ",")
    ft = (
        figures(" ", ",", sym="Kč", pre=False)
        if rng.random() < 0.6
        else figures(" ", ",", sym="CZK", pre=False)
    )
    po = fill(rng, f"OBJ-{dt.year}-####|{dt:%y}OV#####|####/{dt.year}|O{dt:%y}-###|45########")
    dl = fill(rng, f"DL{dt:%y}######|DL-{dt.year}-#####|{dt:%y}10####")
    zak = fill(rng, f"ZAK-{dt:%y}-####|Z{dt:%y}#####|SO-######")
    ico_s, ico_b = digits(rng, "########"), digits(rng, "########")
    stavba = pick(
        rng,
        f"Stavba: {pick(rng, 'Bytový dům Lesná|Rekonstrukce ZŠ|Hala C2|Polyfunkční dům Centrum')}|"
        "Středisko: Údržba|Akce: Oprava střechy|",
    )
    df = dt.strftime(pick(rng, "%d.%m.%Y|%d. %m. %Y"))
    v = rng.randrange(3)
    title = pick(rng, "DODACÍ LIST|Dodací list|DODACÍ LIST č.|Dodací list - daňový doklad není")
    if title.startswith("Dodací list - "):
        title = "Dodací list"
    if title.endswith("č.") and v != 1:
        title = f"{title} {dl}"
    # seller's letterhead
    if v == 0:
        x = logo(d, m, 24, sup, 32, rng.choice([0.15, 0.35]))
        d.t(x, 38, sup, fitsize(d, sup, 13, w * 0.5), b=True)
        d.t(x, 50, f"{sadr[0]}, {sadr[1]}", 7.6, grey=0.3)
        d.t(x, 60, f"IČO: {ico_s}  DIČ: CZ{ico_s}", 7.4, grey=0.3)
        d.t(x2, 40, title, 15, b=True, al="r")
        if dl not in title:
            d.t(x2, 56, dl, 11, b=True, al="r")
        y = 76
    else:
        d.t(m, 40, title + (f" {dl}" if v == 1 else ""), 15, b=True)
        d.line(m, 48, x2, 48, 1.0)
        y = 58
    bw = (w - 16) / 2
    st = pick(rng, "box|box|under")
    ya = (
        block(
            d,
            m,
            y,
            pick(rng, "Dodavatel|Dodavatel (prodávající)"),
            [
                sup,
                *sadr,
                f"IČO: {ico_s}",
                f"DIČ: CZ{ico_s}",
                f"Tel.: {digits(rng, '+420 ### ### ###')}",
            ],
            style=st,
            w=bw,
            size=8,
            b_first=True,
        )
        if v != 0
        else y
    )
    yb = block(
        d,
        m + (bw + 16 if v != 0 else 0),
        y,
        pick(rng, "Odběratel|Odběratel (kupující)|Zákazník"),
        [buyer, *badr, f"IČO: {ico_b}"],
        style=st,
        w=bw,
        size=8,
    )
    y = max(ya, yb) + 6
    if v == 0:
        yc = block(
            d,
            m + bw + 16,
            76,
            pick(rng, "Místo dodání|Konečný příjemce|Adresa dodání"),
            [buyer, stavba or "Sklad", *badr],
            style=st,
            w=bw,
            size=8,
            b_first=False,
        )
        y = max(y, yc + 6)
    po_lab = pick(
        rng,
        "Vaše objednávka č.|Číslo objednávky|Objednávka odběratele|Vaše obj. č.|"
        "Na základě objednávky",
    )
    pairs = [
        (pick(rng, "Číslo dodacího listu|Dodací list č.|Č. DL"), dl),
        (pick(rng, "Datum vystavení|Datum|Vystaveno dne"), df),
        (po_lab, po),
        (pick(rng, "Naše zakázka|Zakázka č.|Číslo zakázky"), zak),
        (pick(rng, "Způsob dopravy|Doprava|Dopravce"), pick(rng, CARRIERS)),
    ]
    if rng.random() < 0.4:
        pairs[2], pairs[3] = pairs[3], pairs[2]
    y = hdr_grid(d, m, y, w, pairs, rng.choice([5, 3]), 7.8) + 10
    if stavba and v != 0:
        y = d.lines(m, y, [stavba], 8.2) + 4
    spec = [
        ("pos", "Poř.", 4, "c"),
        ("code", pick(rng, "Kód zboží|Katalogové č.|Kód"), 10, "l"),
        ("desc", pick(rng, "Název zboží|Označení dodávky|Popis"), 38, "l"),
        ("qty", pick(rng, "Množství|Počet"), 8, "r"),
        ("unit", "MJ", 5, "c"),
        ("price", pick(rng, "Cena/MJ bez DPH|Jedn. cena"), 11, "r"),
        ("amount", pick(rng, "Celkem bez DPH|Cena celkem"), 12, "r"),
    ]
    c = cols(spec, w, not priced)
    n = rng.randint(2, 16)
    rows = mk_rows(rng, CZ_ITEMS, n, fm, [1, 2, 4, 5, 10, 20, 25, 50, 100], dear=1000)
    y = d.table(m, y, c, rows, size=7.8, lead=14, shade=0.86, grid=rng.random() < 0.5, rules=True)
    net = net_of(rows)
    dph = cents(net * 21 / 100)
    total = net + dph
    if priced:
        out = [
            (pick(rng, "Celkem bez DPH|Základ DPH 21 %|Mezisoučet"), fm(net), False),
            (pick(rng, "DPH 21 %|DPH 21%"), fm(dph), False),
            (pick(rng, "Celkem s DPH|Celková hodnota dodávky s DPH|Celkem"), ft(total), True),
        ]
        y = d.summary(x2 - 230, x2 - 4, y + 8, out, 8.6, box_last=True) + 6
        y = (
            d.para(
                m,
                y,
                pick(
                    rng,
                    "Zboží bude fakturováno samostatným daňovým dokladem.|"
                    "Dodací list není daňovým dokladem.|Faktura bude zaslána e-mailem.",
                ),
                7.6,
                w,
            )
            + 4
        )
    else:
        qn = sum(int(r["qty"]) for r in rows)
        y = (
            d.para(
                m,
                y + 8,
                f"Celkem položek: {len(rows)}, celkem kusů/MJ: {qn}. Ceny dle "
                "platného ceníku - budou uvedeny na faktuře.",
                8,
                w,
            )
            + 4
        )
    y = d.para(
        m,
        y + 4,
        pick(
            rng,
            "Zboží převzato v pořádku, bez zjevných vad.|Reklamace zjevných "
            "vad je nutno uplatnit při převzetí zboží.|"
            "Obaly (palety) zůstávají majetkem dodavatele.",
        ),
        7.6,
        w,
    )
    y += 30
    sw = (w - 40) / 3
    for k, lab in enumerate(
        [
            f"Vystavil: {pick(rng, 'Jana|Petr|Lucie|Martin')} {pick(rng, CZ_SUR)}",
            pick(rng, "Předal (řidič)|Expedoval"),
            pick(rng, "Převzal (jméno, podpis, razítko)|Za odběratele převzal"),
        ]
    ):
        d.sign(m + k * (sw + 20), y + 20, sw, lab, 7.2)
    d.t(
        d.w / 2,
        d.h - 28,
        f"{sup} · {sadr[0]}, {sadr[1]} · IČO {ico_s} · zapsaná v obchodním rejstříku "
        f"vedeném Krajským soudem v {pick(rng, 'Brně|Ostravě|Plzni|Hradci Králové')}, "
        f"oddíl C, vložka {rng.randint(1000, 99999)}",
        6.2,
        al="c",
        grey=0.35,
    )
    return result(d, "cs", "delivery_note", po, sup, total if priced else None)


# --------------------------------------------------------------------------- fi invoice

FI_ITEMS = [
    ("1001", "Koulukalusteiden asennustyö", "h", 48, 72, "25,5"),
    ("1020", "Oppilastuoli, säädettävä", "kpl", 85, 160, "25,5"),
    ("1033", "Oppilaspöytä 70x50, korkeussäädettävä", "kpl", 140, 260, "25,5"),
    ("2004", "Kopiopaperi A4 80 g, 5 riisin laatikko", "ltk", 22, 38, "25,5"),
    ("2051", "Tussitaulun puhdistusaine 1 l", "kpl", 6, 14, "25,5"),
    ("3002", "Hedelmät, koulun välipala", "kg", 2, 5, "14"),
    ("3010", "Ruisleipä, viipaloitu 500 g", "kpl", 1.5, 3.5, "14"),
    ("3044", "Maito, rasvaton, 1 l", "l", 0.8, 1.6, "14"),
    ("4005", "Siivousaine, yleispuhdistus 5 l", "kan", 14, 32, "25,5"),
    ("4010", "Käsipyyhepaperi, 2-krs, säkki", "skk", 28, 55, "25,5"),
    ("5001", "Kannettava tietokone, opetuskäyttö", "kpl", 480, 890, "25,5"),
    ("5020", "Kuulokkeet mikrofonilla", "kpl", 18, 45, "25,5"),
]
FI_SUP = "{X} Oy|{L} Oy Ab|{X} Tukku Oy|Oy {L} Ab|{X} Palvelut Oy|{L} & Co Oy"
FI_STEMS = (
    "Kalustetalo Pohjola|Koulutarvike|Savon Tukku|Järvi-Suomen Toimisto|Lapin Hankinta|"
    "Hämeen Kaluste|Itämeren Tuote"
)
FI_SUR = "Virtanen|Korhonen|Mäkinen|Nieminen|Mäkelä|Hämäläinen|Laine|Heikkinen|Koskinen|Järvinen"
FI_BUY = (
    "{G} kaupunki|{G} kaupunki, Kasvatus ja opetus|{G} seudun koulutuskuntayhtymä|"
    "{G} seurakuntayhtymä|{X} koulu, {G} kaupunki"
)
FI_CITIES = (
    "Tampere=33100|Oulu=90100|Jyväskylä=40100|Kuopio=70100|Lahti=15110|Pori=28100|Joensuu=80100"
)


def fi_ref(base: str) -> str:
    """A Finnish bank reference: the base digits and the 7-3-1 check digit."""
    weights = [7, 3, 1]
    s_ = sum(int(ch) * weights[i % 3] for i, ch in enumerate(reversed(base)))
    return base + str((10 - s_ % 10) % 10)


def blind8_fi_lasku(rng: random.Random) -> tuple[bytes, dict]:
    """A Finnish seller's invoice to a municipality or school quoting the customer's order
    number, with a bank transfer form at the foot."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|libsans|dejavu|times|djcond", 34, 48, totals=False)
    l1, l2 = rng.sample(FI_SUR.split("|"), 2)
    sup = pick(rng, FI_SUP).format(X=pick(rng, FI_STEMS), L=l1)
    city, pc = pick(rng, FI_CITIES).split("=")
    gen = {
        "Tampere": "Tampereen",
        "Oulu": "Oulun",
        "Jyväskylä": "Jyväskylän",
        "Kuopio": "Kuopion",
        "Lahti": "Lahden",
        "Pori": "Porin",
        "Joensuu": "Joensuun",
    }[city]
    buyer = pick(rng, FI_BUY).format(
        G=gen, X=pick(rng, "Kalevan|Hervannan|Tuiran|Keskustan|Harjun")
    )
    sadr = [
        digits(rng, pick(rng, "Teollisuustie ##|Tukkutie #|Kauppakatu ##|Konepajankatu #")),
        digits(rng, pick(rng, "00### Helsinki|33### Tampere|40### Jyväskylä|20### Turku")),
    ]
    badr = [
        digits(rng, pick(rng, "PL ###|Hallituskatu ##|Koulukatu #|Puistokatu ##")),
        f"{pc} {city.upper()}",
    ]
    fm = figures(" ", ",")
    ft = figures(" ", ",", sym="€", pre=False) if rng.random() < 0.5 else fm
    po = fill(rng, f"45########|PO-######|####-####|T#######|{dt:%y}-#####")
    inv = fill(rng, f"{dt:%y}#####|#####|L{dt:%y}-####")
    ref = fi_ref(digits(rng, "1#######"))
    asno = fill(rng, "####|AS-####|1#####")
    yt_s = digits(rng, "#######-#")
    iban = "FI" + digits(rng, "## #### #### #### ##")
    bic = pick(rng, "NDEAFIHH|OKOYFIHH|DABAFIHH|HELSFIHH|AABAFI22")
    due = dt + timedelta(days=rng.choice([14, 21, 30]))
    fd = lambda x: x.strftime("%d.%m.%Y")
    orderer = f"{pick(rng, 'Anna|Mikko|Laura|Jukka|Sanna|Timo')} {pick(rng, FI_SUR)}"
    v = rng.randrange(3)
    # letterhead (seller)
    if v == 0:
        band(d, 0, 0, d.w, 8, 0.25)
        d.t(m, 44, sup, fitsize(d, sup, 15, w * 0.5), b=True)
        d.t(m, 56, f"{sadr[0]}, {sadr[1]}", 7.8, grey=0.3)
    else:
        x = logo(d, m, 26, sup, 30, rng.choice([0.2, 0.4]))
        d.t(x, 40, sup, fitsize(d, sup, 13, w * 0.45), b=True)
        d.t(x, 52, f"{sadr[0]}, {sadr[1]} · Y-tunnus {yt_s}", 7.4, grey=0.3)
    d.t(x2, 42, pick(rng, "LASKU|Lasku|LASKU / FAKTURA"), 16, b=True, al="r")
    y = 76
    d.lines(m, y + 14, [buyer, *(["Ostolaskut"] if rng.random() < 0.5 else []), *badr], 9.5)
    if rng.random() < 0.5:
        d.t(m, y + 4, pick(rng, "Laskutusosoite|Maksaja|Asiakas"), 7, grey=0.4)
    po_lab = pick(rng, "Tilausnumeronne|Ostotilaus|Tilausnro|Viitteenne|Tilaajan tilausnumero")
    pairs = [
        (pick(rng, "Laskun päivämäärä|Päiväys|Laskun pvm"), fd(dt)),
        (pick(rng, "Laskun numero|Laskunro"), inv),
        (pick(rng, "Asiakasnumero|Asiakasnro"), asno),
        (po_lab, po),
        (pick(rng, "Tilaaja|Yhteyshenkilönne|Tilaajan yhteyshenkilö"), orderer),
        (pick(rng, "Maksuehto|Maksuehdot"), pick(rng, "14 pv netto|21 päivää netto|30 pv netto")),
        ("Eräpäivä", fd(due)),
        ("Viitenumero", ref),
        (pick(rng, "Viivästyskorko|Huomautusaika"), pick(rng, "8,0 %|korkolain mukainen|8 pv")),
    ]
    if rng.random() < 0.4:
        pairs[3], pairs[4] = pairs[4], pairs[3]
    kv_right(d, x2 - 96, x2 - 90, y, pairs, 7.8)
    y = y + len(pairs) * 7.8 * 1.45 + 14
    if rng.random() < 0.5:
        y = (
            d.lines(
                m,
                y,
                [
                    f"{pick(rng, 'Toimitusosoite|Toimitus')}: {buyer}, "
                    f"{pick(rng, 'Keskuskeittiö|Koulun varasto|Opettajainhuone')}, "
                    f"{badr[0]}, {badr[1]}"
                ],
                7.8,
            )
            + 4
        )
    spec = [
        ("code", pick(rng, "Tuote|Tuotenro|Koodi"), 7, "l"),
        ("desc", pick(rng, "Nimike|Tuotteen nimi|Selite"), 38, "l"),
        ("qty", pick(rng, "Määrä|Kpl"), 7, "r"),
        ("unit", "Yks.", 6, "c"),
        ("price", pick(rng, "À-hinta|A-hinta|Yks.hinta"), 10, "r"),
        ("alv", "Alv %", 7, "r"),
        ("amount", pick(rng, "Veroton|Yhteensä|Veroton yht."), 11, "r"),
    ]
    c = cols(spec, w)
    n = rng.randint(1, 12)
    rows = []
    for code, desc, unit, lo, hi, alv in cycle(rng, FI_ITEMS, n):
        p_ = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        q = (
            rng.choice([1, 2, 4, 5, 10, 12, 20, 30])
            if hi < 100
            else rng.choice([1, 2, 4, 6, 8, 25])
        )
        amt = cents(p_ * q)
        rows.append(
            {
                "code": code,
                "desc": desc,
                "unit": unit,
                "qty": str(q),
                "p": p_,
                "amt": amt,
                "price": fm(p_),
                "amount": fm(amt),
                "alv": alv,
            }
        )
    y = d.table(m, y, c, rows, size=7.8, lead=14, shade=0.88, grid=False, rules=rng.random() < 0.7)
    byrate: dict[str, Decimal] = {}
    for r in rows:
        byrate[r["alv"]] = byrate.get(r["alv"], Decimal(0)) + r["amt"]
    lask = Decimal(rng.choice([0, 0, 500, 900, 1490])) / 100
    if lask:
        byrate["25,5"] = byrate.get("25,5", Decimal(0)) + lask
    taxes = {k: cents(v_ * Decimal(k.replace(",", ".")) / 100) for k, v_ in byrate.items()}
    net = net_of(rows) + lask
    total = net + sum(taxes.values())
    out = []
    if lask:
        out.append((pick(rng, "Laskutuslisä|Toimituskulut|Rahti"), fm(lask), False))
    out.append((pick(rng, "Veroton yhteensä|Yhteensä ilman alv:tä|Veroton summa"), fm(net), False))
    for k in sorted(taxes, key=lambda z: Decimal(z.replace(",", "."))):
        out.append((f"Alv {k} % ({fm(byrate[k])})", fm(taxes[k]), False))
    out.append(
        (pick(rng, "Maksettava yhteensä|Yhteensä EUR|Laskun loppusumma|Yhteensä"), ft(total), True)
    )
    y = d.summary(x2 - 230, x2 - 4, y + 8, out, 8.6, box_last=True) + 6
    y = d.para(
        m,
        y + 4,
        pick(
            rng,
            f"Kiitos tilauksestanne! Maksaessanne käyttäkää viitenumeroa {ref}.|"
            "Huomautukset laskusta 8 päivän kuluessa.|Tilaus toimitettu osatoimituksena.",
        ),
        7.8,
        w,
    )
    # the bank transfer form
    gy = d.h - 200
    gw = w
    d.line(m, gy - 8, x2, gy - 8, 0.4, dash=[2, 2])
    rowsg = [
        ("Saajan tilinumero", f"{bic}   {iban}", 0.6),
        ("Saaja", f"{sup}", 0.6),
        ("Maksaja", f"{buyer}, {badr[0]}, {badr[1]}", 0.6),
    ]
    hh = 26
    for k, (lab, val, _) in enumerate(rowsg):
        d.box(m, gy + k * hh, gw * 0.6, hh, lw=0.6)
        d.t(m + 3, gy + k * hh + 8, lab, 6.2, grey=0.3)
        d.t(m + 8, gy + k * hh + 20, val, 8.4, maxw=gw * 0.6 - 12)
    rx_ = m + gw * 0.6
    for k, (lab, val) in enumerate(
        [("Viitenumero", ref), ("Eräpäivä", fd(due)), ("Euro", fm(total))]
    ):
        d.box(rx_, gy + k * hh, gw * 0.4, hh, lw=0.6)
        d.t(rx_ + 3, gy + k * hh + 8, lab, 6.2, grey=0.3)
        d.t(rx_ + gw * 0.4 - 6, gy + k * hh + 20, val, 9, b=k == 2, al="r")
    d.t(
        m,
        gy + 3 * hh + 14,
        "Virtuaaliviivakoodi: 4"
        + digits(rng, "#" * 15)
        + f"{int(total * 100):08d}"
        + "000"
        + ref.zfill(20)
        + f"{due:%y%m%d}",
        6.6,
        grey=0.3,
    )
    d.t(
        d.w / 2,
        d.h - 22,
        f"{sup} · Y-tunnus {yt_s} · Kotipaikka {pick(rng, 'Helsinki|Tampere|Turku|Jyväskylä')}"
        f" · {mail_of(sup, 'laskutus', 'fi')}",
        6.4,
        al="c",
        grey=0.35,
    )
    return result(d, "fi", "invoice", po, sup, total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind8_en_hotel_po,
        blind8_en_defence_supply_po,
        blind8_de_agrar_genossenschaft,
        blind8_fr_labo_reactifs,
        blind8_pl_kopalnia_zamowienie,
        blind8_it_lavorazione_cmt,
        blind8_zh_kuangye_caigou,
        blind8_ja_ryokan_hacchu,
        blind8_cs_dodaci_list,
        blind8_fi_lasku,
    )
}

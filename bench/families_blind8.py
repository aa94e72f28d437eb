"""DOCSTRING"""

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
from families_blind7 import hdr_grid, mk_rows, split_addr  # noqa: E402
from families_cjk import (  # noqa: E402
    GREY,
    RED,
    SHADE,
    Pdf,
    a_date,
    daxie,
    fdate,
    ja_addr,
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
    "food": "{X} Fine Foods Ltd|{L} & {L2} Wholesale Ltd|{X} Fresh Produce Ltd|{L} Food Service Ltd|"
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
    cc = {"food": "Kitchen / F&B", "hk": "Housekeeping", "eng": "Engineering"}[dept]
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
    pool = HOTEL_ITEMS[dept] if dept != "food" or rng.random() < 0.8 else HOTEL_ITEMS["hk"]
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
    ("uk", "GBP", "£", 20, "Ministry of Defence|Defence Equipment & Support|Ministry of Defence - "
     "Army Command", "Abbey Wood, Bristol BS34 8JH, United Kingdom"),
    ("ca", "CAD", "$", 13, "Department of National Defence|National Defence - Materiel Group",
     "101 Colonel By Drive, Ottawa, ON K1A 0K2, Canada"),
    ("au", "AUD", "$", 10, "Department of Defence|Department of Defence - Estate and "
     "Infrastructure Group", "Russell Offices, R1, Canberra ACT 2600, Australia"),
    ("nato", "EUR", "€", 0, "NATO Support and Procurement Agency|NSPA", "11, rue de la Gare, "
     "L-8325 Capellen, Luxembourg"),
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
    d, m, x2, w, _, dt = frame(rng, size, "helv|libsans|times|djcond|libnarrow", 28, 40, totals=False)
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
        "######|PO-####-#####|#######-##|TO-###-####|CO/##/####|" f"{dt:%y}-######",
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
    officer = f"{pick(rng, 'Sgt|Capt|Mr|Ms|Lt|Maj')} {pick(rng, 'J.|A.|R.|K.|S.')} {pick(rng, DEF_SUR)}"
    depot = pick(
        rng,
        "Defence Distribution Depot, Bldg {n}, Bicester|Base Logistics Depot, Shed {n}|"
        "Central Receiving, Bldg {n}, CFB Petawawa|Joint Logistics Unit, Warehouse {n}|"
        "Receiving Section, Dock {n}",
    ).format(n=rng.randint(1, 60))
    sadr = digits(rng, pick(rng, DEF_ADDR))
    d.t(d.w / 2, 20, mark, 8, b=True, al="c")
    v = rng.randrange(3)
    title = pick(rng, "ORDER FOR SUPPLIES|CONTRACT ORDER|PURCHASE ORDER|TASK ORDER / PURCHASE ORDER|"
                 "CALL-OFF ORDER")
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
        (pick(rng, "Contract No.|Framework Agreement|Contract Number|Standing Offer No."), contract),
        (po_lab, po),
        (pick(rng, "Date of Order|Order Date|Date Issued"), fd(dt)),
        (pick(rng, "Requisition / Demand No.|Demand No.|Requisition No."), demand),
        (pick(rng, "Contractor CAGE Code|CAGE/NCAGE|Supplier NCAGE"), cage),
        (pick(rng, "Priority|Priority Code"), pick(rng, "03|06|13|Routine|Urgent")),
        (pick(rng, "Consignee Code|Unit Code|Ship-to Code"), dodaac),
        (pick(rng, "Delivery By|Required Delivery Date|RDD"), fd(dt + timedelta(days=rng.randint(14, 90)))),
    ]:
        cells.append((f"{k}. {lab}" if v != 2 else lab, val))
        k += 1
    if rng.random() < 0.3:
        cells[0], cells[1] = cells[1], cells[0]
    y = hdr_grid(d, m, y, w, cells, rng.choice([4, 4, 3]), 8) + 8
    bw = (w - 12) / 3
    st = pick(rng, "box|box|bar")
    ya = block(
        d, m, y, f"{k}. " + pick(rng, "Contractor|Supplier|Issued To|Vendor"),
        [sup, *split_addr(d, sadr, 7.8, bw - 10), f"Tel {digits(rng, '+44 #### ######')}"],
        style=st, w=bw, size=7.8,
    )
    yb = block(
        d, m + bw + 6, y, f"{k + 1}. " + pick(rng, "Ship To / Consignee|Deliver To|Consignee"),
        [depot, *split_addr(d, baddr, 7.8, bw - 10)], style=st, w=bw, size=7.8, b_first=False,
    )
    yc = block(
        d, m + 2 * (bw + 6), y, f"{k + 2}. " + pick(rng, "Invoice To|Payment Office|Paying Office"),
        [pick(rng, "Defence Business Services|Accounts Payable|Finance Branch"), buyer,
         pick(rng, "Invoices via the e-procurement portal|Quote the order number on every invoice")],
        style=st, w=bw, size=7.8, b_first=False,
    )
    y = max(ya, yb, yc) + 6
    y = d.lines(m, y, [f"{k + 3}. Issuing Officer: {officer}  ·  "
                       f"{mail_of(buyer, 'commercial', {'uk': 'gov.uk', 'ca': 'forces.gc.ca', 'au': 'defence.gov.au'}.get(reg, 'nspa.nato.int'))}"], 7.6) + 4
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
    rows = mk_rows(rng, DEF_ITEMS, n, fm, [1, 2, 5, 10, 20, 25, 50, 100, 200, 500])
    for r in rows:
        r["pos"] = f"{int(r['pos']):04d}"

    def head(p: int) -> float:
        d.t(d.w / 2, 20, mark, 8, b=True, al="c")
        d.t(m, 40, f"{title}  {po_lab}: {po}", 8.4, b=True)
        d.t(x2, 40, f"Page {p} of {pages}", 7.8, al="r")
        d.line(m, 46, x2, 46, 0.6)
        return 56

    def foot(p: int) -> None:
        d.t(d.w / 2, d.h - 16, mark, 8, b=True, al="c")
        d.t(d.w / 2, d.h - 28, f"{buyer} · {pick(rng, 'Form P-102 (Rev. 3)|DEFFORM 57|Form 10-4')}",
            6.4, al="c", grey=0.35)

    y = paged8(
        d, m, y + 2, c, rows, bottom=bottom, head=head, foot=foot,
        mode=pick(rng, "carry|page|"), labels=("Page total" if rng.random() < 0.5 else "Carried forward", "Brought forward"),
        fm=fm, size=7.6, lead=14, shade=0.85, grid=True, rules=True,
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
        out.append(({"uk": f"VAT {vat}%", "ca": f"HST {vat}%", "au": f"GST {vat}%"}[reg], fm(tx), False))
    out.append((f"{pick(rng, 'Total Order Value|TOTAL|Total Amount of Order|Grand Total')} ({cur})",
                f"{sym}{fm(total)}" if rng.random() < 0.5 else fm(total), True))
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
    y = d.lines(m, y + 4, [f"{k + 4}. " + pick(rng, "Conditions|Special Instructions|Remarks")], 7.8, b_first=True)
    for t_ in rng.sample(terms, rng.randint(2, 4)):
        y = d.para(m + 8, y, f"- {t_}", 7.2, w - 8)
    y = room(d, y, 70, head, foot)
    sw = (w - 30) / 2
    d.box(m, y + 6, w, 56, lw=0.6)
    d.t(m + 4, y + 16, f"{k + 5}. " + pick(rng, "Authorised Signature (Commercial Officer)|Contracting Officer|"
                                          "Signature of Ordering Officer"), 7.2, b=True)
    d.sign(m + 6, y + 48, sw, f"{officer}   Date: {fd(dt)}", 7)
    d.t(m + sw + 24, y + 16, f"{k + 6}. " + pick(rng, "Contractor acceptance|Acknowledgement of receipt"), 7.2, b=True)
    d.sign(m + sw + 26, y + 48, sw - 4, "Name / Signature / Date", 7)
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, total)


FAMILIES: dict[str, Draw] = {f.__name__: f for f in (blind8_en_hotel_po, blind8_en_defence_supply_po)}

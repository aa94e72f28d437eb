"""Ten purchase-paperwork families for the blind split written after blind15 (`blind16_*`).

DOCSTRING

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta) using the drawing helpers of
families_latin.py and families_cjk.py and of earlier blind modules. They were written blind:
drawn with reportlab and checked only by reading their own text layer back and looking at
rendered pages, never run through the extraction engine. Families that print "page 1 of N"
draw twice from the same rng state.

TRUTH
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, en, finish, grouped, twice  # noqa: E402
from families_blind14 import ACCENTS, eu, es_words, light, rgb_box, rgb_text  # noqa: E402
from families_blind15 import bars, kgrid, lgrid, sp  # noqa: E402
from families_latin2 import bar, snug  # noqa: E402

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
    buyer = la.pick(rng, UK_BUY).format(
        C=city, X=la.pick(rng, UK_STEMS), S=la.pick(rng, UK_SAINTS)
    )
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
        rgb_text(d, 12, 86, la.pick(rng, "Procurement|Finance & Procurement|Purchasing"), 7.5,
                 (1, 1, 1), b=False)
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
        y = d.lines(12, y + 4, [
            "Accounts Payable",
            *([buyer] if len(buyer) <= 26 else []),
            f"PO Box {rng.randint(100, 999)}",
            f"{city} {la.digits(rng, '@@# #@@')}",
        ], 7.6)
        d.t(12, y + 10, f"ap@{la.pick(rng, UK_STEMS).lower().split()[0]}.org.uk", 7.4)
        d.para(12, d.h - 110, "Invoices without a valid order number will be returned "
               "unpaid. One order per invoice.", 6.8, sb - 22, grey=0.25)

    sidebar()
    title = la.pick(rng, "PURCHASE ORDER|Official Purchase Order|OFFICIAL ORDER")
    d.t(r, 46, title, 17, b=True, al="r")
    # supplier address, no heading or a small one
    y = 78
    lab = la.pick(rng, "|Supplier|To")
    if lab:
        d.t(x0, y, lab, 7.5, b=True, grey=0.35)
        y += 4
    d.t(x0, y + 12, sup, 10, b=True)
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
        rows.append({
            "pos": str(i + 1), "desc": desc, "qty": str(q), "unit": unit,
            "price": en(p), "amount": en(amt), "vat": vat_codes[rate], "amt": amt, "rate": rate,
        })
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

    y = d.table(x0, y, cols, rows, size=7.8, lead=15, shade=0.9, rules=True, bottom=bottom,
                cont=cont)
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
    d.t(x0, y + 20, la.pick(rng, "Head of Procurement|Finance Director|Property Services "
                        "Manager|Business Manager"), 7.2, grey=0.3)
    d.sign(x0 + w * 0.55, y, w * 0.45, "Date", 7.5)
    return finish(d, "en", "purchase_order", po, sup, total)


def _split(s: str, d: la.Doc, size: float, w: float) -> list[str]:
    from reportlab.lib.utils import simpleSplit  # noqa: PLC0415

    return simpleSplit(s, d.bold, size, w)


def blind16_en_uk_sidebar_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _uk)


FAMILIES: dict[str, Draw] = {
    "blind16_en_uk_sidebar_po": blind16_en_uk_sidebar_po,
}

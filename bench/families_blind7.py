"""Ten more layout families for a seventh blind, frozen test split: purchase orders and the
papers that quote them, from trades and countries the earlier splits leave out.

Eight are issued by the buyer to the vendor the order is addressed to; two are the seller's
papers quoting the buyer's order. Languages: en (two), de, fr, es, it, nl, sv, ja, zh-Hans.

- blind7_en_ship_chandler_po (en, buyer): a ship manager's or owner's order to a ship chandler
  for a vessel calling at a port (Singapore, Rotterdam, Piraeus, Houston, Fujairah, ...), sent
  from a fleet-management system or the office's own form; provisions, bonded, deck and engine
  stores by catalogue code; the vessel, its IMO number, the port agent and the master beside
  the vendor; launch and delivery charges, discounts, in USD, EUR or SGD; often over pages.
- blind7_en_airline_mro_po (en, buyer): an airline's or MRO shop's order for aircraft parts,
  repairs or exchanges (US letter or A4); part and serial numbers, condition codes, required
  release certificates, the aircraft registration and work order, vendor quote references,
  a core value that is not charged, freight; boxed grids or a field column.
- blind7_de_druckauftrag (de, buyer): an agency's, publisher's or firm's print order to a
  printing house (DIN letter with a window, or a form); each job with its specification
  (format, extent, run, paper, colours, finishing), the end client and its delivery address
  as distractors, the printer's quotation, net, VAT, gross, a cash-discount note.
- blind7_fr_centrale_reappro (fr, buyer): a French retail chain's replenishment order from
  its purchasing central or warehouse to a food or drinks producer; EAN codes, case sizes,
  gross and net purchase prices, a delivery slot at the warehouse dock, mixed VAT rates
  (5,5 % and 20 %), carried sums over pages.
- blind7_es_subcontrata_obra (es, buyer): a Spanish contractor's (or joint venture's) order to
  a subcontractor for a building site; budget chapters and measured items, the site code and
  name, the offer and framework numbers, VAT at 21 % or reverse charge for construction
  work, a retention and an advance stated beside the total, the sum in words.
- blind7_it_ordine_farmacia (it, buyer): an Italian pharmacy's order to a pharmaceutical
  wholesaler or producer, printed from the pharmacy software; ministerial product codes,
  public prices beside net prices, free goods, VAT at 10 % and 22 %, carried sums.
- blind7_nl_universiteit_inkooporder (nl, at times bilingual nl/en; buyer): a Dutch
  university's, university hospital's or college's purchase order from its ERP; cost
  centre, project and contract numbers, the requester and the budget holder, a central
  invoice address, a delivery address in a faculty building, page numbering.
- blind7_ja_daigaku_chumonsho (ja, buyer): a Japanese national university's order to a
  vendor; the vendor's quotation number, a contract and a research-grant number, the budget
  code, the delivery room, the inspector, the university's seal; yen with 10 % tax.
- blind7_zh_songhuodan (zh-Hans, seller): a Chinese supplier's delivery note on
  continuous-form paper, quoting the customer's purchase order; the note's own number in
  red, the customer's material codes, the amount in capitals, carbon-copy legends, the
  seller's seal, signature lines.
- blind7_sv_orderbekraftelse (sv, seller): a Swedish seller's order confirmation quoting the
  customer's order; both parties' reference persons, delivery and payment terms, freight and
  handling fees, 25 % VAT, rounding to whole kronor, the company's registration footer;
  over pages at times.

`FAMILIES` maps a family name (all start with `blind7_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py, families_cjk.py and families_blind2.py to families_blind6.py, whose pools
and drawing helpers they reuse. They were written blind: drawn with reportlab and checked only
by reading their own text layer back and looking at rendered pages, never run through the
extraction engine, its validation or its calibration, and no engine output on them was looked
at (nor the engine's source or vocabulary). They are plain text-layer PDFs (base, DejaVu and
Liberation fonts, WenQuanYi for Chinese and Japanese); bench/families.py may scan a share of
them later. Families that print 'Page 1 of N' draw twice from the same rng state so that N is
right.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
seller's papers the customer's order they quote, never the seller's own delivery-note or
confirmation number, nor quotation, requisition, contract, framework, site, work-order,
project, grant or customer numbers); supplier the selling party's name exactly as printed
(the vendor a buyer's order is addressed to, the issuer of a seller's paper; never the buyer,
its ship-to, bill-to or invoice address, an agent, an end client, a vessel or a contact
person); total the grand total as "1234.50" (tax included; before retentions, advances and
deposits; whole yen as "1234.00"; "" when the document deliberately states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind import firm as bfirm  # noqa: E402
from families_blind import sv_items  # noqa: E402
from families_blind import who as bwho  # noqa: E402
from families_blind2 import kv_right, logo, tax  # noqa: E402
from families_blind3 import es_words, paged  # noqa: E402
from families_blind4 import figures, net_of, nrows, of, room, two_pass  # noqa: E402
from families_blind5 import en_words, page_foot  # noqa: E402
from families_blind6 import ddate, fitsize, mail_of  # noqa: E402
from families_cjk import (  # noqa: E402
    CITIES,
    GREY,
    JA_BRANDS,
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
    items,
    pick,
    result,
)
from families_latin import party as lparty  # noqa: E402
from families_latin import person as lperson  # noqa: E402
from families_latin2 import snug  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]

# --------------------------------------------------------------------------- shared helpers


def hdr_grid(
    d: Doc, x: float, y: float, w: float, cells: list[tuple[str, str]], per: int, size: float = 8
) -> float:
    """Label/value cells in rows of `per` boxes (label small on top, value under it)."""
    cw = w / per
    hh = size * 2.6 + 6
    for i, (lab, val) in enumerate(cells):
        cx, cy = x + (i % per) * cw, y + (i // per) * hh
        d.box(cx, cy, cw, hh, lw=0.5)
        d.t(cx + 3, cy + size, lab, size - 1.6, b=True, grey=0.3, maxw=cw - 5)
        d.t(cx + 3, cy + size * 2.2 + 2, val, size, maxw=cw - 5)
    return y + ((len(cells) + per - 1) // per) * hh


def split_addr(d: Doc, s: str, size: float, w: float) -> list[str]:
    """An address broken at its commas into lines that fit `w` points."""
    out: list[str] = []
    for part in s.split(", "):
        if out and d.width(out[-1] + ", " + part, size) <= w - 4:
            out[-1] += ", " + part
        else:
            out.append(part)
    return out


def mk_rows(rng: random.Random, pool: list[tuple], n: int, fm: Fmt, qtys: list[int]) -> list[dict]:
    """Item rows from a pool of (code, description, unit, low, high) tuples."""
    out = []
    for i in range(n):
        code, desc, unit, lo, hi = rng.choice(pool)
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        q = rng.choice(qtys)
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


# --------------------------------------------------------------------------- en ship chandler

SHIP_STORES = [
    ("000101", "Beef striploin, frozen, boneless", "KG", 9, 18),
    ("000215", "Chicken leg quarters, frozen", "KG", 2, 5),
    ("000431", "Rice, long grain, 25 kg bag", "BAG", 18, 40),
    ("000517", "Flour, all purpose, 25 kg", "BAG", 14, 30),
    ("000612", "Potatoes, fresh", "KG", 0.6, 1.8),
    ("000655", "Onions, fresh", "KG", 0.5, 1.6),
    ("000780", "Eggs, fresh, tray of 30", "TRAY", 3, 8),
    ("000912", "Milk UHT 1 L, carton of 12", "CTN", 9, 18),
    ("001044", "Coffee, roasted beans 1 kg", "KG", 8, 22),
    ("001102", "Mineral water 1.5 L x 6", "PACK", 2, 5),
    ("150110", "Toilet paper 2-ply, roll", "ROLL", 0.3, 0.9),
    ("174203", "Detergent, powder, 20 kg", "DRUM", 28, 70),
    ("190112", "Coverall, cotton, size XL", "PCE", 12, 30),
    ("232201", "Paint roller 9 in, with frame", "PCE", 4, 12),
    ("250103", "Rope polypropylene 24 mm x 220 m", "COIL", 180, 420),
    ("330127", "Wire rope grease, 18 kg pail", "PAIL", 60, 140),
    ("450145", "Marine paint, antifouling, 20 L", "TIN", 140, 380),
    ("510311", "Hose clamp 40-60 mm, stainless", "PCE", 0.8, 3),
    ("550508", "Lube oil SAE 40, 209 L drum", "DRUM", 520, 980),
    ("612114", "Hex bolt M16 x 80, galvanised", "PCE", 0.9, 3),
    ("651242", "Welding electrode E6013 3.2 mm, 5 kg", "PKT", 12, 28),
    ("750123", "Cable tie 300 mm, pack of 100", "PKT", 3, 9),
    ("790204", "Fluorescent tube 18 W", "PCE", 2, 6),
    ("810502", "First aid kit refill, type B", "SET", 45, 160),
]
SHIP_MGR = (
    "{X} Shipmanagement Pte Ltd|{X} Ship Management Ltd|{X} Tankers GmbH & Co. KG|"
    "{X} Maritime S.A.|{X} Bulk Carriers Inc.|{X} Shipping Co. Ltd|{X} Marine Services AS"
)
SHIP_STEMS = "Aegean|Nordic|Straits|Oceanic|Blue Anchor|Meridian|Polaris|Seabird|Castor|Trident"
CHANDLER = (
    "{X} Ship Supply B.V.|{L} Marine Stores Pte Ltd|{X} Ship Chandlers Ltd|{L} & {L2} "
    "Ship Suppliers S.A.|{X} Marine Provisions LLC|{L} Ship Supply GmbH|{X} Ship Stores Pte Ltd"
)
CHANDLER_STEMS = "Harbour|Quayside|Seaport|Dockside|Maasvlakte|Keppel|Pier|Portside|Jurong|Atlas"
SURN = "Vermeulen|Tan|Papadakis|Larsen|Hendriks|Lim|Georgiou|Olsen|Novak|Ong|Kraus|Silva"
PORTS = [
    ("Singapore", "SGD", "{n} Pandan Loop, Singapore 128{d}", "Singapore"),
    ("Rotterdam", "EUR", "Waalhaven Z.z. {n}, 3089 JH Rotterdam", "Netherlands"),
    ("Piraeus", "EUR", "Akti Miaouli {n}, 185 38 Piraeus", "Greece"),
    ("Houston", "USD", "{n}0 Clinton Drive, Houston, TX 770{d}", "USA"),
    ("Fujairah", "USD", "Plot {n}, Fujairah Free Zone, Fujairah", "U.A.E."),
    ("Antwerp", "EUR", "Noorderlaan {n}, 2030 Antwerpen", "Belgium"),
    ("Hamburg", "EUR", "Am Sandtorkai {n}, 20457 Hamburg", "Germany"),
]
OFFICES = [
    "{n} Anson Road, #1{d}-0{d}, Singapore 079{d}{d}{d}",
    "{n} Akti Miaouli, 185 35 Piraeus, Greece",
    "Ballindamm {n}, 20095 Hamburg, Germany",
    "Strandveien {n}, 1366 Lysaker, Norway",
    "{n} Leadenhall Street, London EC3A 3BP, United Kingdom",
    "Arch. Makariou III {n}, 3105 Limassol, Cyprus",
]
VESSELS = "Nordic Star|Aegean Spirit|Castor Trader|Polaris Bay|Seabird Venture|Blue Marlin|"\
    "Meridian Glory|Trident Pioneer|Ocean Harmony|Cape Aurora|Stella Maris|Atlantic Dawn"


def _fill(rng: random.Random, s: str) -> str:
    return s.format(n=rng.randint(1, 99), d=rng.randint(1, 9))


def shipfirm(rng: random.Random, tpl: str, stems: str) -> str:
    l1, l2 = rng.sample(SURN.split("|"), 2)
    return pick(rng, tpl).format(X=pick(rng, stems), L=l1, L2=l2)


@two_pass
def blind7_en_ship_chandler_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A ship manager's purchase order to a ship chandler for a vessel in port (A4 or letter)."""
    size = A4 if rng.random() < 0.8 else letter
    d, m, x2, w, nt, dt = frame(rng, size, "helv|libsans|dejavu|djcond|times", 32, 48)
    pages = of(npages)
    buyer = shipfirm(rng, SHIP_MGR, SHIP_STEMS)
    sup = shipfirm(rng, CHANDLER, CHANDLER_STEMS)
    while sup.split()[0] == buyer.split()[0]:
        sup = shipfirm(rng, CHANDLER, CHANDLER_STEMS)
    port, cur, saddr, country = rng.choice(PORTS)
    cur = cur if rng.random() < 0.6 else "USD"
    fm = figures(",", ".")
    agent = shipfirm(rng, "{X} Shipping Agency|{L} Maritime Agencies|{X} Port Services", CHANDLER_STEMS)
    vessel = f"{pick(rng, 'MV|M/V|MT|M/T')} {pick(rng, VESSELS)}"
    imo = f"IMO {rng.randint(9200000, 9899999)}"
    code = "".join(wd[0] for wd in vessel.split()[1:]).upper() + pick(rng, "S|T|B")
    po = pick(
        rng,
        f"{code}-{dt:%y}-{rng.randint(1, 999):03d}-P|PO/{dt.year}/{rng.randint(1, 99999):05d}|"
        f"SPO{dt:%y}{rng.randint(10000, 99999)}|{code}{rng.randint(100, 999)}/{dt:%y}|"
        f"{rng.randint(4000000, 4999999)}",
    )
    req = f"{code}-REQ-{dt:%y}-{rng.randint(1, 299):03d}"
    quote = pick(rng, f"Q{rng.randint(10000, 99999)}|QT-{dt:%y}{rng.randint(1000, 9999)}|"
                      f"{rng.randint(100000, 999999)}")
    eta = dt + timedelta(days=rng.randint(2, 12))
    style = pick(rng, "%d-%b-%Y|%d.%m.%Y|%d/%m/%Y|%Y-%m-%d")
    fdt = (lambda x: x.strftime(style))
    purch = f"{pick(rng, 'Capt.|Mr.|Ms.|')} {pick(rng, 'Andreas|Wei Ming|Nikos|Ingrid|Pieter|Rajan|Maria|Tomasz')} " \
            f"{pick(rng, SURN)}".strip()
    master = f"Capt. {pick(rng, 'R.|A.|K.|D.|M.')} {pick(rng, SURN)}"
    tel = digits(rng, pick(rng, "+65 6### ####|+30 210 ### ####|+49 40 ### ###-#|+47 ## ## ## ##|"
                                "+44 20 #### ####|+357 25 ######"))
    dom = mail_of(buyer, "purchasing", pick(rng, "com|gr|sg|de|no"))
    variant = rng.randrange(3)
    # ---- letterhead
    if variant == 0:
        d.box(0, 0, d.w, 70, fill=float(pick(rng, "0.15|0.25|0.35")), stroke=False)
        d.t(m, 34, buyer, fitsize(d, buyer, 15, w * 0.6), b=True, al="l", grey=1)
        d.t(m, 52, _fill(rng, rng.choice(OFFICES)) + f"  ·  Tel {tel}", 7.5, grey=0.9)
        d.t(x2, 40, pick(rng, "PURCHASE ORDER|Purchase Order|ORDER"), 16, b=True, al="r", grey=1)
        d.t(x2, 56, f"Page 1 of {pages}", 7.5, al="r", grey=0.9)
        y = 86
    else:
        x = logo(d, m, 28, buyer, 36, rng.choice([0.2, 0.35, 0.5])) if variant == 1 else m
        d.t(x, 44, buyer, fitsize(d, buyer, 14, x2 - 170 - x), b=True)
        d.t(x, 56, _fill(rng, rng.choice(OFFICES)), 7.5, grey=0.3)
        d.t(x, 66, f"Tel {tel}  ·  {dom}", 7.5, grey=0.3)
        d.t(x2, 42, pick(rng, "PURCHASE ORDER|Purchase Order|Stores Order|PROVISIONS ORDER"), 15,
            b=True, al="r")
        d.t(x2, 56, f"Page 1 of {pages}", 7.5, al="r", grey=0.3)
        d.line(m, 76, x2, 76, 1.0)
        y = 88
    # ---- number grid
    po_lab = pick(rng, "PO No.|Order No.|Purchase Order No.|P.O. Number|Order Ref.")
    cells = [
        (po_lab, po),
        (pick(rng, "Date|Order Date|PO Date"), fdt(dt)),
        (pick(rng, "Requisition No.|Req. Ref.|Requisition"), req),
        (pick(rng, "Your Quotation|Quote Ref.|Supplier Quote"), quote),
        ("Vessel", vessel),
        ("IMO No.", imo.split()[1]),
        (pick(rng, "Port|Port of Delivery|Delivery Port"), port),
        (pick(rng, "ETA|Vessel ETA|Expected Arrival"), fdt(eta)),
    ]
    if rng.random() < 0.5:
        cells.append((pick(rng, "Account Code|Budget Code"), f"{rng.randint(4000, 4999)}.{rng.randint(10, 99)}"))
        cells.append(("Currency", cur))
    if rng.random() < 0.4:
        cells[0], cells[4] = cells[4], cells[0]
    per = 4 if rng.random() < 0.6 else 5
    y = hdr_grid(d, m, y, w, cells, per, 8.2) + 10
    # ---- vendor / deliver to
    bw = (w - 14) / 2
    sup_lab = pick(rng, "Vendor|Supplier|To (Supplier)|Supplier / Chandler")
    sadr = [_fill(rng, saddr), country]
    if rng.random() < 0.5:
        sadr.append(f"Attn: {pick(rng, 'Sales Dept.|Order Desk|Mr. ' + pick(rng, SURN))}")
    dest = [f"Master, {vessel}", f"c/o {agent}", f"{port} - {pick(rng, 'Anchorage|Berth ' + str(rng.randint(1, 40)) + '|Terminal ' + pick(rng, 'A|B|C|4|7'))}"]
    st = pick(rng, "box|bar|plain")
    ya = block(d, m, y, sup_lab, [sup, *sadr], style=st, w=bw, size=8.4)
    yb = block(d, m + bw + 14, y, pick(rng, "Deliver To|Delivery Address|Ship To"), dest,
               style=st, w=bw, size=8.4, b_first=False)
    y = max(ya, yb) + 6
    inv = [f"{buyer} as managers for the owners of {vessel}", _fill(rng, rng.choice(OFFICES))]
    if rng.random() < 0.6:
        y = d.lines(m, y, [pick(rng, "Invoice To:|Invoices to:|Bill To:")] , 8.2, b_first=True)
        y = d.lines(m, y, inv, 8) + 4
    if rng.random() < 0.5:
        y = d.lines(m, y, [f"Agent: {agent}, {port}  ·  Master: {master}"], 8) + 2
    # ---- lines
    spec = [
        ("pos", "No.", 4, "c"),
        ("code", pick(rng, "IMPA|Code|IMPA Code"), 8, "l"),
        ("desc", "Description", 36, "l"),
        ("unit", "Unit", 6, "c"),
        ("qty", "Qty", 6, "r"),
        ("price", f"Price {cur}" if rng.random() < 0.5 else "Unit Price", 11, "r"),
        ("disc", "Disc.", 6, "r"),
        ("amount", pick(rng, "Amount|Total|Net Amount"), 11, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 58
    n = nrows(rng, y + 10, bottom, 14, 200, top2=110, p2=0.35, p3=0.12, most=14)
    rows = mk_rows(rng, SHIP_STORES, n, fm, [1, 2, 4, 5, 6, 10, 12, 20, 24, 25, 40, 50])
    dpc = rng.choice([0, 0, 2, 3, 5]) if rng.random() < 0.5 else 0
    for r in rows:
        if dpc:
            r["disc"] = f"{dpc}%"
            r["amt"] = cents(r["amt"] * (100 - dpc) / 100)
            r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 34, buyer, 9, b=True)
        d.t(x2, 34, f"{po_lab} {po}  ·  {vessel}  ·  Page {p} of {pages}", 7.8, al="r")
        d.line(m, 40, x2, 40, 0.5)
        return 54

    def foot(p: int) -> None:
        page_foot(d, pick(rng, "Our PO number must be quoted on all invoices and delivery notes.|"
                               "Generated by fleet procurement system - no signature required.|"
                               f"{buyer} · {dom}"), 6.8)

    carry = None if nt else (pick(rng, "Carried forward|Total c/f|Sub-total c/f"),
                             pick(rng, "Brought forward|Total b/f|Sub-total b/f"))
    y = paged(d, m, y + 4, c, rows, bottom=bottom, head=head, foot=foot, carry=carry, fm=fm,
              size=7.8, lead=14, shade=0.85, grid=rng.random() < 0.5, rules=True)
    net = net_of(rows)
    launch = Decimal(rng.choice([0, 0, 15000, 25000, 35000])) / 100
    deliv = Decimal(rng.choice([0, 0, 7500, 12000])) / 100
    ex_disc = cents(net * Decimal(rng.choice([2, 3])) / 100) if rng.random() < 0.25 else Decimal(0)
    total = net + launch + deliv - ex_disc
    y = room(d, y, 160, head, foot)
    if not nt:
        out = [(pick(rng, "Sub Total|Subtotal|Goods Total"), fm(net), False)]
        if ex_disc:
            out.append(("Less discount", f"-{fm(ex_disc)}", False))
        if launch:
            out.append((pick(rng, "Launch hire|Boat service|Launch charges"), fm(launch), False))
        if deliv:
            out.append((pick(rng, "Delivery charges|Transport to vessel|Truck delivery"), fm(deliv), False))
        if rng.random() < 0.4:
            out.append((pick(rng, "VAT 0% (ship stores)|GST 0% (zero-rated)|Tax exempt"), fm(Decimal(0)), False))
        out.append((f"{pick(rng, 'Total|Order Total|Grand Total|Total Order Value')} {cur}", fm(total), True))
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.6, box_last=True) + 4
        if rng.random() < 0.4:
            y = d.para(m, y + 2, f"Amount in words: {cur} {en_words(int(total))} and "
                       f"{int((total - int(total)) * 100):02d}/100 only", 7.8, w) + 2
    else:
        y = d.para(m, y + 8, "Prices as per the vendor's agreed fleet price list; the order "
                   "value will be confirmed by the vendor's delivery note.", 8, w)
    terms = [
        f"Delivery: on board {vessel} at {port}, ETA {fdt(eta)} (subject to change, please "
        f"liaise with the agent {agent}).",
        "Delivery receipt must be signed and stamped by the Master or Chief Officer.",
        f"Invoices quoting our order number to be sent to {dom} within 30 days.",
        "Any price difference to the quotation must be notified before delivery.",
    ]
    y = d.lines(m, y + 8, [pick(rng, "Terms & Instructions|Remarks|Notes")], 8.2, b_first=True)
    for t_ in terms[: rng.randint(2, 4)]:
        y = d.para(m, y, f"- {t_}", 7.6, w)
    y = room(d, y, 60, head, foot)
    sw = (w - 40) / 3
    for i, lab in enumerate([f"Purchaser: {purch}", pick(rng, "Approved by (Superintendent)|Approved: Technical Superintendent|Authorised Signatory"),
                             "Vendor acknowledgement"][: rng.choice([2, 3])]):
        d.sign(m + i * (sw + 20), y + 38, sw, lab, 7.4)
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- en airline MRO

AERO_PARTS = [
    ("2314-A-0015", "Filter element, hydraulic", "EA", 180, 650),
    ("066-50008-0411", "Weather radar receiver/transmitter", "EA", 18000, 52000),
    ("3214-6781-02", "Brake assembly, main wheel", "EA", 9000, 26000),
    ("D23189000-5", "Actuator, flap", "EA", 6500, 21000),
    ("MS29513-228", "O-ring, packing preformed", "EA", 0.5, 4),
    ("NAS1149F0363P", "Washer, flat", "EA", 0.2, 1.5),
    ("BACB30LH3-4", "Bolt, hex head", "EA", 2, 12),
    ("C20105-2", "Fuel pump, boost", "EA", 7000, 24000),
    ("822-1338-003", "Transponder, mode S", "EA", 9000, 31000),
    ("4310-201-3", "Valve, pressure regulating", "EA", 3500, 14000),
    ("AN960C10L", "Washer, thin", "EA", 0.1, 0.9),
    ("3618452-2", "Starter generator", "EA", 12000, 38000),
    ("MIL-PRF-23699", "Turbine oil, 1 US qt can (case of 24)", "CS", 180, 420),
    ("SR-111-4", "Sealant, fuel tank, 6 oz cartridge", "CTG", 45, 120),
    ("1152682-2", "Temperature sensor, EGT", "EA", 900, 4200),
    ("RPR-LABOUR", "Repair/overhaul per vendor quote (test & teardown)", "LOT", 800, 9000),
]
AIRLINES = (
    "{X} Airways|{X} Air Cargo Ltd|{X} Airlines|{X} Aviation Services Ltd|{X} Air|"
    "{X} Regional Airlines|{X} Technics GmbH"
)
AIR_STEMS = "Lakeland|Coastal|Boreal|Tasman|Celtic|Alpine|Skyward|Bluebird|Northwind|Sunstate"
AERO_VENDORS = (
    "{X} Aerospace Inc.|{L} Aviation Parts LLC|{X} Aero Components Ltd|{L} Avionics, Inc.|"
    "{X} Aircraft Spares B.V.|{L} Aero Repair Services Corp."
)
AERO_STEMS = "Precision|Pacific|Summit|Keystone|Vector|Apex|Falcon|Meridian|Horizon|Atlas"
AERO_SUR = "Whitfield|Navarro|Keller|Okafor|Lindgren|Brennan|Castellano|Hayes|Duval|Mercer"
AIR_BASES = [
    ("us", "Hangar {n}, {n}00 Airport Road, Spokane, WA 992{d}{d}", "USD"),
    ("us", "{n}{d} Aviation Way, Building {d}, Memphis, TN 381{d}{d}", "USD"),
    ("eu", "Hangar {d}, Dublin Airport, Co. Dublin, K67 {d}X{d}{d}, Ireland", "USD"),
    ("eu", "Flughafen, Halle {d}, 70629 Stuttgart, Germany", "EUR"),
    ("eu", "Technical Base, Hangar {n}, Shannon Airport, V14 {d}EE{d}, Ireland", "USD"),
    ("ca", "{n}{d} Aviation Blvd, Winnipeg, MB R3H 0{d}Y", "USD"),
]
VEND_ADDR = [
    "{n}{d}0 NW {n}th Street, Miami, FL 331{d}{d}, USA",
    "{n}{d} Industrial Park Dr, Wichita, KS 672{d}{d}, USA",
    "Unit {n}, Aerospace Boulevard, Farnborough GU14 6XL, United Kingdom",
    "Fokkerweg {n}, 1438 AN Oude Meer, Netherlands",
    "{n}{d} Gateway Blvd, Phoenix, AZ 850{d}{d}, USA",
]


@two_pass
def blind7_en_airline_mro_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An airline's or MRO shop's purchase order for aircraft parts or a component repair."""
    reg_, base, cur = rng.choice(AIR_BASES)
    size = letter if reg_ in ("us", "ca") else A4
    d, m, x2, w, _, dt = frame(rng, size, "helv|libsans|dejavu|libnarrow|times", 30, 44,
                               totals=False)
    pages = of(npages)
    buyer = pick(rng, AIRLINES).format(X=pick(rng, AIR_STEMS))
    l1, l2 = rng.sample(AERO_SUR.split("|"), 2)
    sup = pick(rng, AERO_VENDORS).format(X=pick(rng, AERO_STEMS), L=l1)
    fm = figures(",", ".")
    ft = figures(",", ".", sym="$" if cur == "USD" else "€", gap="")
    if cur == "EUR" and rng.random() < 0.5:
        ft = figures(",", ".", sym="EUR")
    kind = pick(rng, "AOG|CRITICAL|ROUTINE|ROUTINE|STOCK|ROUTINE")
    otype = pick(rng, "PURCHASE|PURCHASE|PURCHASE|REPAIR|EXCHANGE")
    po = pick(
        rng,
        f"{rng.randint(100000, 899999)}|PO{rng.randint(10**6, 10**7 - 1)}|"
        f"{pick(rng, 'AOG|RO|PO|EX')}-{rng.randint(10000, 99999)}|"
        f"{dt:%y}{rng.randint(10000, 99999)}|P{rng.randint(100000, 999999)}-{rng.randint(1, 9):02d}",
    )
    wo = f"WO-{rng.randint(100000, 999999)}"
    quote = pick(rng, f"Q-{rng.randint(10000, 99999)}|{rng.randint(1000000, 9999999)}|"
                      f"SQ{dt:%y}-{rng.randint(1000, 9999)}")
    rfq = f"RFQ{rng.randint(100000, 999999)}"
    tail = pick(rng, f"EI-{digits(rng, '@@@')}|N{rng.randint(100, 999)}{digits(rng, '@@')}|"
                     f"D-A{digits(rng, '@@@')}|C-G{digits(rng, '@@@')}")
    vcode = f"V{rng.randint(10000, 99999)}"
    buyer_p = f"{pick(rng, 'Sarah|Kevin|Aoife|Daniel|Megan|Liam|Stefan|Claire')} {pick(rng, 'Byrne|Walsh|Fischer|Turner|Moran|Price|Grant')}"
    style = pick(rng, "%m/%d/%Y|%d-%b-%Y|%Y-%m-%d|%d/%m/%Y" if size == letter else "%d-%b-%Y|%d.%m.%Y|%Y-%m-%d|%d/%m/%Y")
    fd = (lambda x: x.strftime(style).upper() if "%b" in style else x.strftime(style))
    badr = _fill(rng, base)
    # ---- header
    v = rng.randrange(3)
    x = logo(d, m, 26, buyer, 32, rng.choice([0.1, 0.3, 0.45])) if v != 2 else m
    d.t(x, 40, buyer, fitsize(d, buyer, 14, w * 0.5), b=True)
    d.t(x, 52, badr, 7.3, grey=0.3, maxw=w * 0.55)
    d.t(x, 62, f"{pick(rng, 'Purchasing|Material Management|Technical Procurement|Stores & Logistics')}"
        f"  ·  {mail_of(buyer, pick(rng, 'purchasing|aog|procurement'), pick(rng, 'com|aero|ie'))}",
        7.3, grey=0.3)
    title = pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER")
    if otype != "PURCHASE" and rng.random() < 0.7:
        title = f"{otype} ORDER"
    d.t(x2, 40, title, 15, b=True, al="r")
    if kind in ("AOG", "CRITICAL"):
        tw = d.width(kind, 10, True) + 14
        d.box(x2 - tw, 48, tw, 15, fill=0.1, stroke=False)
        d.t(x2 - tw / 2, 59, kind, 10, b=True, al="c", grey=1)
    po_lab = pick(rng, "PO Number|P.O. No.|Order Number|PO #|Purchase Order No.")
    y = 80
    if v == 0:
        cells = [(po_lab, po), ("Order Date", fd(dt)), ("Priority", kind), ("Order Type", otype.title()), ("Page", f"1 of {pages}"),
                 ("Vendor Code", vcode), (pick(rng, "Vendor Quote|Your Quote Ref.|Quote No."), quote),
                 ("A/C Reg.", tail), (pick(rng, "Work Order|W/O"), wo)]
        y = hdr_grid(d, m, y, w, cells, rng.choice([3, 3, 5]), 8.2) + 10
    else:
        pairs = [(po_lab + ":", po), ("Date:", fd(dt)), ("Priority:", kind),
                 (pick(rng, "Your Ref.:|Quote:|Vendor Quote:"), quote), ("RFQ:", rfq),
                 ("Aircraft:", tail), ("Work Order:", wo), ("Page:", f"1 of {pages}")]
        if rng.random() < 0.4:
            pairs[0], pairs[3] = pairs[3], pairs[0]
        y = kv_right(d, x2 - 96, x2 - 90, 72, pairs, 8) + 4
        y = max(y, 100)
    bw = (w - 20) / 3
    sadr = [*split_addr(d, _fill(rng, rng.choice(VEND_ADDR)), 8, bw),
            f"Tel {digits(rng, '+1 (###) ###-####')}"]
    st = pick(rng, "box|bar|under")
    ya = block(d, m, y, pick(rng, "Vendor|Supplier|Vendor / Repair Station|To"), [sup, *sadr],
               style=st, w=bw, size=8, b_first=True)
    yb = block(d, m + bw + 10, y, pick(rng, "Ship To|Deliver To|Consignee"),
               [buyer, pick(rng, "Main Stores|Receiving Dept.|Line Maintenance Stores"),
                *split_addr(d, badr, 8, bw)],
               style=st, w=bw, size=8, b_first=False)
    yc = block(d, m + 2 * bw + 20, y, pick(rng, "Bill To|Invoice To|Send Invoices To"),
               [buyer, "Accounts Payable", mail_of(buyer, "ap.invoices", "com")],
               style=st, w=bw, size=8, b_first=False)
    y = max(ya, yb, yc) + 6
    strip = [("Ship Via", pick(rng, "FedEx Priority|DHL Express|Customer account|Best way AOG|UPS Red")),
             ("Incoterms", pick(rng, "EXW|FCA|CPT|DAP")), ("Terms", pick(rng, "Net 30|Net 45|Net 60|Prepaid")),
             ("Buyer", buyer_p), ("Currency", cur)]
    y = d.grid(m, y, [w / 5] * 5, [s[0] for s in strip], [s[1] for s in strip], 7.6) + 8
    spec = [
        ("pos", "Ln", 3, "c"),
        ("code", "Part Number", 14, "l"),
        ("desc", "Description", 27, "l"),
        ("cond", "Cond", 5, "c"),
        ("qty", "Qty", 5, "r"),
        ("unit", "UM", 4, "c"),
        ("price", "Unit Price", 11, "r"),
        ("amount", pick(rng, "Extended|Ext. Price|Line Total"), 12, "r"),
        ("cert", "Cert", 9, "c"),
    ]
    c = cols(spec, w)
    bottom = d.h - 50
    n = nrows(rng, y + 10, bottom, 14, 260, top2=70, p2=0.14, p3=0.04, most=8)
    rows = mk_rows(rng, AERO_PARTS, n, fm, [1, 1, 1, 2, 2, 4, 5, 10, 25, 50])
    for r in rows:
        r["cond"] = pick(rng, "NE|NS|OH|SV|AR" if otype != "REPAIR" else "AR|OH|SV|RP")
        r["cert"] = pick(rng, "EASA F1|8130-3|Dual|CofC")
        if r["p"] > 400:
            q = rng.choice([1, 1, 1, 2])
            r["qty"], r["amt"] = str(q), r["p"] * q
            r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer} - {title.title()}", 8.5, b=True)
        d.t(x2, 30, f"{po_lab} {po}   Page {p} of {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.6)
        return 48

    y = paged(d, m, y, c, rows, bottom=bottom, head=head, size=7.4, lead=14, shade=0.82,
              grid=True)
    net = net_of(rows)
    freight = Decimal(rng.choice([0, 0, 8500, 14500, 32000, 65000])) / 100
    fee = Decimal(rng.choice([0, 0, 0, 25000, 45000])) / 100 if "AOG" in (kind, otype) or otype == "EXCHANGE" else Decimal(0)
    st_rate = Decimal(0)
    if reg_ == "us" and rng.random() < 0.35:
        st_rate = Decimal(pick(rng, "6.5|7|8.9|9.25"))
    stax = tax(net + fee, st_rate)
    total = net + freight + fee + stax
    y = room(d, y, 200, head)
    out = [(pick(rng, "Subtotal|Parts Total|Merchandise"), fm(net), False)]
    if fee:
        out.append((pick(rng, "AOG handling fee|Exchange fee|Expedite fee"), fm(fee), False))
    if freight:
        out.append((pick(rng, "Freight (est.)|Freight|Shipping & Handling"), fm(freight), False))
    if st_rate:
        out.append((f"Sales Tax {st_rate}%", fm(stax), False))
    elif rng.random() < 0.4:
        out.append(("Tax", pick(rng, "Exempt|0.00|N/A"), False))
    out.append((pick(rng, "TOTAL|Order Total|Total PO Value|PO TOTAL") + f" ({cur})", ft(total), True))
    ys = d.summary(x2 - 200, x2 - 4, y + 8, out, 8.6, box_last=True)
    notes = []
    if otype == "EXCHANGE" or rng.random() < 0.25:
        core = cents(Decimal(rng.randint(2000, 40000)))
        notes.append(f"Core value {ft(core)} - not invoiced if the unserviceable core is returned "
                     f"within {rng.choice([15, 30])} days.")
    notes += [
        f"All parts to be supplied with {pick(rng, 'EASA Form 1 or FAA 8130-3 dual release|an FAA 8130-3 tag|EASA Form 1')}"
        " and full traceability to the last operator.",
        "Shelf-life items: at least 80 % of shelf life remaining on receipt.",
        f"Quote our PO number and the A/C registration {tail} on all shipping documents and invoices.",
        "Vendor to confirm by return the ship date and AWB number.",
    ]
    yy = d.lines(m, y + 8, [pick(rng, "Quality Requirements|Notes|Special Instructions")], 8.2, b_first=True)
    for t_ in notes[: rng.randint(2, len(notes))]:
        yy = d.para(m, yy, f"• {t_}", 7.4, w - 240)
    y = max(ys, yy) + 10
    y = room(d, y, 56, head)
    d.sign(m, y + 36, 170, f"Authorized by: {buyer_p}", 7.4)
    if rng.random() < 0.6:
        d.sign(m + 210, y + 36, 170, pick(rng, "Quality approval|Approved (Materials Manager)"), 7.4)
    page_foot(d, f"{buyer} - this order is subject to our general purchasing conditions "
                 "for aviation material, available on request.", 6.6)
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- de print order

DRUCK_SUP = (
    "Druckerei {L} GmbH|{X} Druck GmbH & Co. KG|{L} Druck + Medien GmbH|Offsetdruck {L} e.K.|"
    "{L} & {L2} Druckhaus GmbH|Druckhaus {X} GmbH|{X} Print Services GmbH"
)
DRUCK_BUY = (
    "{L} Kommunikation GmbH|{X} Werbeagentur GmbH|Verlag {L} GmbH|{L} & {L2} Design GbR|"
    "{X} Marketing Services GmbH|Agentur {L} für Gestaltung"
)
DRUCK_STEMS = "Rhein-Main|Elbe|Nordsee|Spree|Isar|Neckar|Weser|Pfalz|Ostsee|Harz"
DRUCK_SUR = "Brenner|Lindner|Kaiser|Hartwig|Seidel|Voigt|Roth|Albers|Pohl|Kuhn|Franke|Reuter"
DRUCK_CLIENTS = (
    "Stadtwerke {C} GmbH|Sparkasse {C}|Klinikum {C}|{C} Marketing e.V.|Brauerei {C} AG|"
    "Tourismusverband {C}|Volksbank {C} eG"
)
PRODUCTS = [
    ("Imagebroschüre", "DIN A4 hoch, 210 x 297 mm", "{u} Seiten + 4 Seiten Umschlag",
     "Inhalt 135 g/m² Bilderdruck matt, Umschlag 300 g/m² Chromokarton", "4/4-farbig Euroskala",
     "Rückendrahtheftung, 2 Klammern", 8, 48),
    ("Flyer", "DIN lang, 99 x 210 mm", "6 Seiten, Wickelfalz", "170 g/m² Bilderdruck glänzend",
     "4/4-farbig", "Falzen, Dispersionslack", 1, 1),
    ("Geschäftsausstattung Briefbogen", "DIN A4", "1 Seite", "100 g/m² Offset, FSC",
     "2/0-farbig (HKS 43 + Schwarz)", "—", 1, 1),
    ("Plakat", "DIN A1, 594 x 841 mm", "1 Seite", "135 g/m² Bilderdruck matt",
     "4/0-farbig", "plano, gerollt", 1, 1),
    ("Geschäftsbericht", "DIN A4 hoch", "{u} Seiten + Umschlag", "Inhalt 150 g/m² Naturpapier, "
     "Umschlag 350 g/m² Karton", "4/4-farbig + Sonderfarbe", "Klebebindung (PUR)", 32, 120),
    ("Mailing-Postkarte", "DIN A6, 148 x 105 mm", "2 Seiten", "300 g/m² Bilderdruck matt",
     "4/4-farbig", "Cellophanierung einseitig matt", 1, 1),
    ("Katalog", "210 x 280 mm", "{u} Seiten", "Inhalt 90 g/m² LWC, Umschlag 250 g/m²",
     "4/4-farbig", "Rückendrahtheftung, Ösenheftung", 24, 96),
    ("Aufkleber", "rund Ø 80 mm", "—", "Haftpapier weiß glänzend", "4/0-farbig",
     "gestanzt, auf Bogen", 1, 1),
]


def _dfill(rng: random.Random, tpl: str) -> str:
    l1, l2 = rng.sample(DRUCK_SUR.split("|"), 2)
    return pick(rng, tpl).format(L=l1, L2=l2, X=pick(rng, DRUCK_STEMS))


def blind7_de_druckauftrag(rng: random.Random) -> tuple[bytes, dict]:
    """An agency's or publisher's print order to a printing house (A4 letter or form)."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|libsans|dejavu|djcond|libserif", 50, 66)
    sup = _dfill(rng, DRUCK_SUP)
    buyer = _dfill(rng, DRUCK_BUY)
    while buyer.split()[0] == sup.split()[0] or buyer.split()[-2:] == sup.split()[-2:]:
        buyer = _dfill(rng, DRUCK_BUY)
    _s, sadr = lparty(rng, "de", "sup")
    _b, badr = lparty(rng, "de", "buy")
    _c, cadr = lparty(rng, "de", "buy")
    client = pick(rng, DRUCK_CLIENTS).format(C=cadr[1].split(" ", 1)[1])
    fm = figures(".", ",")
    ft = pick(rng, "eur|sym|none")
    fmt_t = {"eur": figures(".", ",", sym="EUR", pre=False), "sym": figures(".", ",", sym="€", pre=False),
             "none": fm}[ft]
    po = pick(
        rng,
        f"DA-{dt.year}-{rng.randint(1, 999):03d}|{dt:%y}{rng.randint(1000, 9999)}|"
        f"B{rng.randint(10000, 99999)}|{rng.randint(100, 999)}/{dt:%y}|PA{dt:%y%m}-{rng.randint(1, 99):02d}",
    )
    job = pick(rng, f"Job {rng.randint(1000, 9999)}|J-{dt:%y}-{rng.randint(100, 999)}|"
                    f"{digits(rng, '@@@')}-{rng.randint(100, 999)}")
    offer = pick(rng, f"{rng.randint(20000, 99999)}|A-{dt.year}-{rng.randint(100, 9999)}|"
                      f"ANG{rng.randint(100000, 999999)}")
    offer_dt = dt - timedelta(days=rng.randint(2, 25))
    kd = f"{rng.randint(10000, 99999)}"
    contact = lperson(rng, "de")
    sup_contact = f"{pick(rng, 'Frau|Herrn')} {lperson(rng, 'de')}"
    tel = digits(rng, "0### #####-##")
    mail = mail_of(buyer, pick(rng, "einkauf|produktion|herstellung"), "de")
    variant = rng.randrange(2)
    # letterhead of the buyer
    if rng.random() < 0.5:
        x = logo(d, m, 34, buyer, 30, rng.choice([0.1, 0.25, 0.4]))
        d.t(x, 52, buyer, fitsize(d, buyer, 14, w * 0.55), b=True)
    else:
        d.t(x2, 46, buyer, fitsize(d, buyer, 15, w * 0.6), b=True, al="r")
        d.line(x2 - 160, 52, x2, 52, 1.2)
    d.t(m, 118 if variant == 0 else 96, f"{buyer} · {badr[0]} · {badr[1]}", 6.3, grey=0.3, maxw=250)
    y0 = 128 if variant == 0 else 106
    win = [sup, pick(rng, f"z. Hd. {sup_contact}|Auftragsannahme|Abt. Arbeitsvorbereitung|{sup_contact}"), *sadr]
    d.lines(m, y0, win, 9.5)
    ord_lab = pick(rng, "Auftrags-Nr.|Bestell-Nr.|Unsere Auftragsnummer|Druckauftrag Nr.|Bestellnummer")
    info = [
        (ord_lab, po),
        ("Datum", ddate(dt)),
        (pick(rng, "Ihr Angebot|Ihr Angebot Nr.|Angebot"), f"{offer} vom {ddate(offer_dt)}"),
        (pick(rng, "Job-Nr.|Projekt|Unsere Job-Nr."), job),
        (pick(rng, "Kunden-Nr. bei Ihnen|Ihre Kd.-Nr.|Kd.-Nr."), kd),
        ("Ansprechpartner", contact),
        ("Telefon", tel),
        ("E-Mail", mail),
    ]
    if rng.random() < 0.35:
        info.insert(4, ("Endkunde", client))
    if rng.random() < 0.4:
        info[0], info[2] = info[2], info[0]
    kv_right(d, x2 - 100, x2 - 94, y0 - 6, info, 7.8)
    y = y0 + 130
    title = pick(rng, "Druckauftrag|DRUCKAUFTRAG|Auftrag Drucksachen|Bestellung|Auftragserteilung")
    d.t(m, y, f"{title} {po}" if rng.random() < 0.6 else title, 13, b=True)
    y += 14
    intro = pick(
        rng,
        f"Sehr geehrte Damen und Herren,\nauf Grundlage Ihres Angebots {offer} vom "
        f"{ddate(offer_dt)} erteilen wir Ihnen folgenden Auftrag:|Sehr geehrte Damen und "
        "Herren,\nvielen Dank für Ihr Angebot. "
        f"Hiermit beauftragen wir Sie im Namen und für Rechnung unseres Kunden {client} "
        "mit der Herstellung folgender Drucksachen:|Wir bestellen zu den Konditionen Ihres "
        "Angebots wie folgt:",
    )
    for para in intro.split("\n"):
        y = d.para(m, y, para, 8.8, w)
    # jobs
    n = rng.choice([1, 1, 2, 2, 3])
    prods = rng.sample(PRODUCTS, n)
    net = Decimal(0)
    amts = []
    head_row = rng.random() < 0.5
    if head_row:
        d.box(m, y + 4, w, 14, fill=0.88, stroke=False)
        d.t(m + 4, y + 14, "Pos.", 8, b=True)
        d.t(m + 40, y + 14, pick(rng, "Leistung|Beschreibung|Artikel / Spezifikation"), 8, b=True)
        d.t(x2 - 4, y + 14, "Preis netto", 8, b=True, al="r")
        y += 20
    else:
        y += 8

    def head(p: int) -> float:
        d.t(m, 40, f"{buyer} · {title} {po} · Seite {p}", 7.5, grey=0.3)
        return 56

    flines = [f"{buyer} · {badr[0]} · {badr[1]}",
              f"HRB {rng.randint(1000, 99999)} · USt-IdNr. DE{digits(rng, '#########')} · "
              f"Geschäftsführung: {lperson(rng, 'de')}"]

    def dfoot(p: int) -> None:
        d.lines(m, d.h - 40, flines, 6.5)

    for i, (prod, fmt_, ext, paper, colors, fin, lo, hi) in enumerate(prods):
        u = rng.randrange(lo, hi + 1, 4) if hi > lo else 0
        run = rng.choice([250, 500, 1000, 2500, 5000, 10000, 20000, 50000])
        per_copy = Decimal(rng.randint(2, 35)) / 100
        price = cents(Decimal(rng.randint(80, 900)) + run * per_copy * (1 + u // 24))
        amts.append(price)
        net += price
        spec = [
            ("Format", fmt_),
            ("Umfang", ext.format(u=u)),
            ("Auflage", f"{run:,} Exemplare".replace(",", ".")),
            ("Papier", paper),
            ("Farbigkeit", colors),
            ("Verarbeitung", fin),
            ("Druckdaten", pick(rng, "PDF/X-4 per Upload bis " + ddate(dt + timedelta(days=3)) +
                                "|PDF/X-3 folgt per WeTransfer|Daten liegen vor")),
            ("Proof", pick(rng, "Digitalproof vorab|Softproof genügt|Andruck erforderlich")),
            ("Liefertermin", ddate(dt + timedelta(days=rng.randint(7, 21)))),
        ]
        need = 12 * (len(spec) + 3)
        y = room(d, y, need, head, dfoot)
        d.t(m + 4, y + 10, f"{i + 1}", 9, b=True)
        d.t(m + 40, y + 10, f"{prod}", 9.5, b=True)
        d.t(x2 - 4, y + 10, fm(price) + (" €" if ft != "none" else ""), 9.5, al="r")
        y += 14
        for k, v in spec:
            d.t(m + 40, y + 8, f"{k}:", 8, grey=0.25)
            d.t(m + 120, y + 8, v, 8, maxw=x2 - m - 200)
            y += 11
        if rng.random() < 0.35:
            lad = f"{client}, {cadr[0]}, {cadr[1]}"
            d.t(m + 40, y + 8, "Lieferanschrift:", 8, grey=0.25)
            d.t(m + 120, y + 8, lad, 8, maxw=x2 - m - 200)
            y += 11
        d.line(m, y + 4, x2, y + 4, 0.3)
        y += 10
    vat = tax(net, Decimal(19))
    total = net + vat
    y = room(d, y, 170, head, dfoot)
    if not nt:
        out = [(pick(rng, "Summe netto|Nettobetrag|Auftragswert netto"), fm(net), False),
               ("zzgl. 19 % MwSt.", fm(vat), False),
               (pick(rng, "Gesamtbetrag brutto|Auftragssumme|Gesamtsumme|Endbetrag"), fmt_t(total), True)]
        y = d.summary(x2 - 230, x2 - 4, y + 6, out, 9, box_last=rng.random() < 0.5) + 6
        if rng.random() < 0.5:
            sk = cents(total * Decimal(2) / 100)
            y = d.para(m, y, f"Zahlung: 14 Tage abzüglich 2 % Skonto ({fm(sk)} €) oder 30 Tage netto.",
                       8, w) + 2
    else:
        y = d.para(m, y + 8, "Preise gemäß Ihrem Angebot; Abrechnung nach tatsächlicher Auflage.", 8.5, w)
    notes = [
        "Mehr- oder Minderlieferungen bis 5 % der Auflage werden anteilig berechnet.",
        f"Bitte geben Sie die Nummer {po} auf Lieferschein und Rechnung an.",
        "Bitte senden Sie uns 10 Belegexemplare je Position.",
        "Die Rechnung stellen Sie bitte an uns, nicht an den Endkunden.",
    ]
    for t_ in notes[: rng.randint(1, 4)]:
        y = d.para(m, y + 2, t_, 8, w)
    y = room(d, y, 70, head, dfoot)
    d.t(m, y + 20, "Mit freundlichen Grüßen", 8.8)
    d.t(m, y + 32, buyer, 8.8, b=True)
    d.sign(m, y + 62, 150, contact, 7.6)
    if rng.random() < 0.5:
        d.sign(m + 220, y + 62, 170, "Auftragsbestätigung (Datum, Unterschrift)", 7.6)
    dfoot(d.pages)
    return result(d, "de", "purchase_order", po, sup, None if nt else total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind7_en_ship_chandler_po,
        blind7_en_airline_mro_po,
        blind7_de_druckauftrag,
    )
}

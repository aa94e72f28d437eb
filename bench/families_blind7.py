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
from datetime import timedelta
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
from families_latin import party as lparty  # noqa: E402
from families_latin import person as lperson  # noqa: E402

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
VESSELS = (
    "Nordic Star|Aegean Spirit|Castor Trader|Polaris Bay|Seabird Venture|Blue Marlin|"
    "Meridian Glory|Trident Pioneer|Ocean Harmony|Cape Aurora|Stella Maris|Atlantic Dawn"
)


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
    agent = shipfirm(
        rng, "{X} Shipping Agency|{L} Maritime Agencies|{X} Port Services", CHANDLER_STEMS
    )
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
    quote = pick(
        rng,
        f"Q{rng.randint(10000, 99999)}|QT-{dt:%y}{rng.randint(1000, 9999)}|"
        f"{rng.randint(100000, 999999)}",
    )
    eta = dt + timedelta(days=rng.randint(2, 12))
    style = pick(rng, "%d-%b-%Y|%d.%m.%Y|%d/%m/%Y|%Y-%m-%d")
    fdt = lambda x: x.strftime(style)
    purch = (
        f"{pick(rng, 'Capt.|Mr.|Ms.|')} "
        f"{pick(rng, 'Andreas|Wei Ming|Nikos|Ingrid|Pieter|Rajan|Maria|Tomasz')} "
        f"{pick(rng, SURN)}".strip()
    )
    master = f"Capt. {pick(rng, 'R.|A.|K.|D.|M.')} {pick(rng, SURN)}"
    tel = digits(
        rng,
        pick(
            rng,
            "+65 6### ####|+30 210 ### ####|+49 40 ### ###-#|+47 ## ## ## ##|"
            "+44 20 #### ####|+357 25 ######",
        ),
    )
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
        d.t(
            x2,
            42,
            pick(rng, "PURCHASE ORDER|Purchase Order|Stores Order|PROVISIONS ORDER"),
            15,
            b=True,
            al="r",
        )
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
        cells.append(
            (
                pick(rng, "Account Code|Budget Code"),
                f"{rng.randint(4000, 4999)}.{rng.randint(10, 99)}",
            )
        )
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
    dest = [
        f"Master, {vessel}",
        f"c/o {agent}",
        f"{port} - "
        + pick(rng, f"Anchorage|Berth {rng.randint(1, 40)}|Terminal {pick(rng, 'A|B|C|4|7')}"),
    ]
    st = pick(rng, "box|bar|plain")
    ya = block(d, m, y, sup_lab, [sup, *sadr], style=st, w=bw, size=8.4)
    yb = block(
        d,
        m + bw + 14,
        y,
        pick(rng, "Deliver To|Delivery Address|Ship To"),
        dest,
        style=st,
        w=bw,
        size=8.4,
        b_first=False,
    )
    y = max(ya, yb) + 6
    inv = [f"{buyer} as managers for the owners of {vessel}", _fill(rng, rng.choice(OFFICES))]
    if rng.random() < 0.6:
        y = d.lines(m, y, [pick(rng, "Invoice To:|Invoices to:|Bill To:")], 8.2, b_first=True)
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

    ftext = pick(
        rng,
        "Our PO number must be quoted on all invoices and delivery notes.|"
        "Generated by fleet procurement system - no signature required.|"
        f"{buyer} · {dom}",
    )

    def foot(p: int) -> None:
        page_foot(d, ftext, 6.8)

    carry = (
        None
        if nt
        else (
            pick(rng, "Carried forward|Total c/f|Sub-total c/f"),
            pick(rng, "Brought forward|Total b/f|Sub-total b/f"),
        )
    )
    y = paged(
        d,
        m,
        y + 4,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=carry,
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.85,
        grid=rng.random() < 0.5,
        rules=True,
    )
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
            out.append(
                (pick(rng, "Delivery charges|Transport to vessel|Truck delivery"), fm(deliv), False)
            )
        if rng.random() < 0.4:
            out.append(
                (
                    pick(rng, "VAT 0% (ship stores)|GST 0% (zero-rated)|Tax exempt"),
                    fm(Decimal(0)),
                    False,
                )
            )
        out.append(
            (
                f"{pick(rng, 'Total|Order Total|Grand Total|Total Order Value')} {cur}",
                fm(total),
                True,
            )
        )
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.6, box_last=True) + 4
        if rng.random() < 0.4:
            y = (
                d.para(
                    m,
                    y + 2,
                    f"Amount in words: {cur} {en_words(int(total))} and "
                    f"{int((total - int(total)) * 100):02d}/100 only",
                    7.8,
                    w,
                )
                + 2
            )
    else:
        y = d.para(
            m,
            y + 8,
            "Prices as per the vendor's agreed fleet price list; the order "
            "value will be confirmed by the vendor's delivery note.",
            8,
            w,
        )
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
    for i, lab in enumerate(
        [
            f"Purchaser: {purch}",
            pick(
                rng,
                "Approved by (Superintendent)|Approved: Technical Superintendent|"
                "Authorised Signatory",
            ),
            "Vendor acknowledgement",
        ][: rng.choice([2, 3])]
    ):
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
    d, m, x2, w, _, dt = frame(
        rng, size, "helv|libsans|dejavu|libnarrow|times", 30, 44, totals=False
    )
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
        f"{dt:%y}{rng.randint(10000, 99999)}|"
        f"P{rng.randint(100000, 999999)}-{rng.randint(1, 9):02d}",
    )
    wo = f"WO-{rng.randint(100000, 999999)}"
    quote = pick(
        rng,
        f"Q-{rng.randint(10000, 99999)}|{rng.randint(1000000, 9999999)}|"
        f"SQ{dt:%y}-{rng.randint(1000, 9999)}",
    )
    rfq = f"RFQ{rng.randint(100000, 999999)}"
    tail = pick(
        rng,
        f"EI-{digits(rng, '@@@')}|N{rng.randint(100, 999)}{digits(rng, '@@')}|"
        f"D-A{digits(rng, '@@@')}|C-G{digits(rng, '@@@')}",
    )
    vcode = f"V{rng.randint(10000, 99999)}"
    buyer_p = (
        f"{pick(rng, 'Sarah|Kevin|Aoife|Daniel|Megan|Liam|Stefan|Claire')} "
        f"{pick(rng, 'Byrne|Walsh|Fischer|Turner|Moran|Price|Grant')}"
    )
    style = pick(
        rng,
        "%m/%d/%Y|%d-%b-%Y|%Y-%m-%d|%d/%m/%Y"
        if size == letter
        else "%d-%b-%Y|%d.%m.%Y|%Y-%m-%d|%d/%m/%Y",
    )
    fd = lambda x: x.strftime(style).upper() if "%b" in style else x.strftime(style)
    badr = _fill(rng, base)
    # ---- header
    v = rng.randrange(3)
    x = logo(d, m, 26, buyer, 32, rng.choice([0.1, 0.3, 0.45])) if v != 2 else m
    d.t(x, 40, buyer, fitsize(d, buyer, 14, w * 0.5), b=True)
    d.t(x, 52, badr, 7.3, grey=0.3, maxw=w * 0.55)
    d.t(
        x,
        62,
        f"{pick(rng, 'Purchasing|Material Management|Technical Procurement|Stores & Logistics')}"
        f"  ·  {mail_of(buyer, pick(rng, 'purchasing|aog|procurement'), pick(rng, 'com|aero|ie'))}",
        7.3,
        grey=0.3,
    )
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
        cells = [
            (po_lab, po),
            ("Order Date", fd(dt)),
            ("Priority", kind),
            ("Order Type", otype.title()),
            ("Page", f"1 of {pages}"),
            ("Vendor Code", vcode),
            (pick(rng, "Vendor Quote|Your Quote Ref.|Quote No."), quote),
            ("A/C Reg.", tail),
            (pick(rng, "Work Order|W/O"), wo),
        ]
        y = hdr_grid(d, m, y, w, cells, rng.choice([3, 3, 5]), 8.2) + 10
    else:
        pairs = [
            (po_lab + ":", po),
            ("Date:", fd(dt)),
            ("Priority:", kind),
            (pick(rng, "Your Ref.:|Quote:|Vendor Quote:"), quote),
            ("RFQ:", rfq),
            ("Aircraft:", tail),
            ("Work Order:", wo),
            ("Page:", f"1 of {pages}"),
        ]
        if rng.random() < 0.4:
            pairs[0], pairs[3] = pairs[3], pairs[0]
        y = kv_right(d, x2 - 96, x2 - 90, 72, pairs, 8) + 4
        y = max(y, 100)
    bw = (w - 20) / 3
    sadr = [
        *split_addr(d, _fill(rng, rng.choice(VEND_ADDR)), 8, bw - 10),
        f"Tel {digits(rng, '+1 (###) ###-####')}",
    ]
    st = pick(rng, "box|bar|under")
    ya = block(
        d,
        m,
        y,
        pick(rng, "Vendor|Supplier|Vendor / Repair Station|To"),
        [sup, *sadr],
        style=st,
        w=bw,
        size=8,
        b_first=True,
    )
    yb = block(
        d,
        m + bw + 10,
        y,
        pick(rng, "Ship To|Deliver To|Consignee"),
        [
            buyer,
            pick(rng, "Main Stores|Receiving Dept.|Line Maintenance Stores"),
            *split_addr(d, badr, 8, bw - 10),
        ],
        style=st,
        w=bw,
        size=8,
        b_first=False,
    )
    yc = block(
        d,
        m + 2 * bw + 20,
        y,
        pick(rng, "Bill To|Invoice To|Send Invoices To"),
        [buyer, "Accounts Payable", mail_of(buyer, "ap.invoices", "com")],
        style=st,
        w=bw,
        size=8,
        b_first=False,
    )
    y = max(ya, yb, yc) + 6
    strip = [
        ("Ship Via", pick(rng, "FedEx Priority|DHL Express|Customer account|Best way AOG|UPS Red")),
        ("Incoterms", pick(rng, "EXW|FCA|CPT|DAP")),
        ("Terms", pick(rng, "Net 30|Net 45|Net 60|Prepaid")),
        ("Buyer", buyer_p),
        ("Currency", cur),
    ]
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

    y = paged(d, m, y, c, rows, bottom=bottom, head=head, size=7.4, lead=14, shade=0.82, grid=True)
    net = net_of(rows)
    freight = Decimal(rng.choice([0, 0, 8500, 14500, 32000, 65000])) / 100
    fee = (
        Decimal(rng.choice([0, 0, 0, 25000, 45000])) / 100
        if "AOG" in (kind, otype) or otype == "EXCHANGE"
        else Decimal(0)
    )
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
    out.append(
        (pick(rng, "TOTAL|Order Total|Total PO Value|PO TOTAL") + f" ({cur})", ft(total), True)
    )
    ys = d.summary(x2 - 200, x2 - 4, y + 8, out, 8.6, box_last=True)
    notes = []
    if otype == "EXCHANGE" or rng.random() < 0.25:
        core = cents(Decimal(rng.randint(2000, 40000)))
        notes.append(
            f"Core value {ft(core)} - not invoiced if the unserviceable core is returned "
            f"within {rng.choice([15, 30])} days."
        )
    notes += [
        "All parts to be supplied with "
        f"{pick(rng, 'EASA Form 1 or FAA 8130-3 dual release|an FAA 8130-3 tag|EASA Form 1')}"
        " and full traceability to the last operator.",
        "Shelf-life items: at least 80 % of shelf life remaining on receipt.",
        f"Quote our PO number and the A/C registration {tail} on all shipping documents "
        "and invoices.",
        "Vendor to confirm by return the ship date and AWB number.",
    ]
    yy = d.lines(
        m, y + 8, [pick(rng, "Quality Requirements|Notes|Special Instructions")], 8.2, b_first=True
    )
    for t_ in notes[: rng.randint(2, len(notes))]:
        yy = d.para(m, yy, f"• {t_}", 7.4, w - 240)
    y = max(ys, yy) + 10
    y = room(d, y, 56, head)
    d.sign(m, y + 36, 170, f"Authorized by: {buyer_p}", 7.4)
    if rng.random() < 0.6:
        d.sign(
            m + 210, y + 36, 170, pick(rng, "Quality approval|Approved (Materials Manager)"), 7.4
        )
    page_foot(
        d,
        f"{buyer} - this order is subject to our general purchasing conditions "
        "for aviation material, available on request.",
        6.6,
    )
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
    (
        "Imagebroschüre",
        "DIN A4 hoch, 210 x 297 mm",
        "{u} Seiten + 4 Seiten Umschlag",
        "Inhalt 135 g/m² Bilderdruck matt, Umschlag 300 g/m² Chromokarton",
        "4/4-farbig Euroskala",
        "Rückendrahtheftung, 2 Klammern",
        8,
        48,
    ),
    (
        "Flyer",
        "DIN lang, 99 x 210 mm",
        "6 Seiten, Wickelfalz",
        "170 g/m² Bilderdruck glänzend",
        "4/4-farbig",
        "Falzen, Dispersionslack",
        1,
        1,
    ),
    (
        "Geschäftsausstattung Briefbogen",
        "DIN A4",
        "1 Seite",
        "100 g/m² Offset, FSC",
        "2/0-farbig (HKS 43 + Schwarz)",
        "—",
        1,
        1,
    ),
    (
        "Plakat",
        "DIN A1, 594 x 841 mm",
        "1 Seite",
        "135 g/m² Bilderdruck matt",
        "4/0-farbig",
        "plano, gerollt",
        1,
        1,
    ),
    (
        "Geschäftsbericht",
        "DIN A4 hoch",
        "{u} Seiten + Umschlag",
        "Inhalt 150 g/m² Naturpapier, Umschlag 350 g/m² Karton",
        "4/4-farbig + Sonderfarbe",
        "Klebebindung (PUR)",
        32,
        120,
    ),
    (
        "Mailing-Postkarte",
        "DIN A6, 148 x 105 mm",
        "2 Seiten",
        "300 g/m² Bilderdruck matt",
        "4/4-farbig",
        "Cellophanierung einseitig matt",
        1,
        1,
    ),
    (
        "Katalog",
        "210 x 280 mm",
        "{u} Seiten",
        "Inhalt 90 g/m² LWC, Umschlag 250 g/m²",
        "4/4-farbig",
        "Rückendrahtheftung, Ösenheftung",
        24,
        96,
    ),
    (
        "Aufkleber",
        "rund Ø 80 mm",
        "—",
        "Haftpapier weiß glänzend",
        "4/0-farbig",
        "gestanzt, auf Bogen",
        1,
        1,
    ),
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
    fmt_t = {
        "eur": figures(".", ",", sym="EUR", pre=False),
        "sym": figures(".", ",", sym="€", pre=False),
        "none": fm,
    }[ft]
    po = pick(
        rng,
        f"DA-{dt.year}-{rng.randint(1, 999):03d}|{dt:%y}{rng.randint(1000, 9999)}|"
        f"B{rng.randint(10000, 99999)}|{rng.randint(100, 999)}/{dt:%y}|"
        f"PA{dt:%y%m}-{rng.randint(1, 99):02d}",
    )
    job = pick(
        rng,
        f"Job {rng.randint(1000, 9999)}|J-{dt:%y}-{rng.randint(100, 999)}|"
        f"{digits(rng, '@@@')}-{rng.randint(100, 999)}",
    )
    offer = pick(
        rng,
        f"{rng.randint(20000, 99999)}|A-{dt.year}-{rng.randint(100, 9999)}|"
        f"ANG{rng.randint(100000, 999999)}",
    )
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
    win = [
        sup,
        pick(rng, f"z. Hd. {sup_contact}|Auftragsannahme|Abt. Arbeitsvorbereitung|{sup_contact}"),
        *sadr,
    ]
    d.lines(m, y0, win, 9.5)
    ord_lab = pick(
        rng, "Auftrags-Nr.|Bestell-Nr.|Unsere Auftragsnummer|Druckauftrag Nr.|Bestellnummer"
    )
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

    flines = [
        f"{buyer} · {badr[0]} · {badr[1]}",
        f"HRB {rng.randint(1000, 99999)} · USt-IdNr. DE{digits(rng, '#########')} · "
        f"Geschäftsführung: {lperson(rng, 'de')}",
    ]

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
            (
                "Druckdaten",
                pick(
                    rng,
                    "PDF/X-4 per Upload bis "
                    + ddate(dt + timedelta(days=3))
                    + "|PDF/X-3 folgt per WeTransfer|Daten liegen vor",
                ),
            ),
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
        out = [
            (pick(rng, "Summe netto|Nettobetrag|Auftragswert netto"), fm(net), False),
            ("zzgl. 19 % MwSt.", fm(vat), False),
            (
                pick(rng, "Gesamtbetrag brutto|Auftragssumme|Gesamtsumme|Endbetrag"),
                fmt_t(total),
                True,
            ),
        ]
        y = d.summary(x2 - 230, x2 - 4, y + 6, out, 9, box_last=rng.random() < 0.5) + 6
        if rng.random() < 0.5:
            sk = cents(total * Decimal(2) / 100)
            y = (
                d.para(
                    m,
                    y,
                    f"Zahlung: 14 Tage abzüglich 2 % Skonto ({fm(sk)} €) oder 30 Tage netto.",
                    8,
                    w,
                )
                + 2
            )
    else:
        y = d.para(
            m, y + 8, "Preise gemäß Ihrem Angebot; Abrechnung nach tatsächlicher Auflage.", 8.5, w
        )
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


# --------------------------------------------------------------------------- fr replenishment

FR_GOODS = [
    ("Biscuits sablés pur beurre 150 g", 12, 0.9, 1.6, "5.5"),
    ("Galettes bretonnes 250 g", 10, 1.4, 2.4, "5.5"),
    ("Yaourt nature 4 x 125 g", 6, 0.8, 1.3, "5.5"),
    ("Camembert AOP 250 g", 6, 2.1, 3.4, "5.5"),
    ("Beurre doux 250 g", 20, 1.6, 2.6, "5.5"),
    ("Confiture fraise extra 370 g", 6, 1.7, 2.9, "5.5"),
    ("Compote pomme 4 x 100 g", 12, 1.1, 1.9, "5.5"),
    ("Petits pois extra-fins 4/4", 12, 0.9, 1.6, "5.5"),
    ("Cassoulet au confit 840 g", 6, 3.8, 5.9, "5.5"),
    ("Jus de pomme 1 L", 6, 0.9, 1.8, "5.5"),
    ("Eau minérale 6 x 1,5 L", 1, 1.6, 2.9, "5.5"),
    ("Bière blonde 6 x 25 cl", 4, 3.1, 5.2, "20"),
    ("Cidre brut 75 cl", 6, 1.9, 3.4, "20"),
    ("Vin rouge AOP 75 cl", 6, 3.5, 8.9, "20"),
    ("Pastis 70 cl", 6, 11.5, 16.8, "20"),
    ("Liquide vaisselle 750 ml", 12, 0.9, 1.7, "20"),
    ("Papier toilette 12 rouleaux", 4, 3.2, 5.1, "20"),
]
FR_SUP = (
    "Biscuiterie {L}|Laiterie {X} SAS|Brasserie {L} SAS|Conserverie {X}|Vergers {X} SCA|"
    "Maison {L} SAS|Fromagerie {L} et Fils|Distillerie {L}|Les Délices {X} SARL|Hygiène {X} SAS"
)
FR_BUY = (
    "{X} Distribution SAS|Centrale d'achats {X}|SCA {X} Ouest|{X} Supply Chain SAS|"
    "{X} Hypermarchés SA|Groupement {X} SA"
)
FR_CHAINS = "Maxicoop|Intermag|Proxima|Marché Plus|Atlantimarché|Hyperval|Provimarché"
FR_STEMS = "de Bretagne|du Val de Loire|des Alpes|d'Aquitaine|du Jura|de Provence|Normande|du Nord"
FR_SUR = "Le Gall|Bertrand|Guillot|Chauvin|Marchand|Lemoine|Roussel|Picard|Leroux|Barbier"


def _frname(rng: random.Random, tpl: str, stems: str) -> str:
    return pick(rng, tpl).format(L=pick(rng, FR_SUR), X=pick(rng, stems))


@two_pass
def blind7_fr_centrale_reappro(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A French retail chain's replenishment order to a food or drinks producer (A4)."""
    d, m, x2, w, _, dt = frame(
        rng, A4, "helv|libsans|dejavu|djcond|libnarrow|mono", 26, 40, totals=False
    )
    pages = of(npages)
    chain = pick(rng, FR_CHAINS)
    buyer = pick(rng, FR_BUY).format(X=chain)
    sup = _frname(rng, FR_SUP, FR_STEMS)
    _s, sadr = lparty(rng, "fr", "sup")
    _b, badr = lparty(rng, "fr", "buy")
    wadr = lparty(rng, "fr", "buy")[1]
    wcity = wadr[1].split(" ", 1)[1]
    fm = figures(" ", ",") if rng.random() < 0.6 else figures(".", ",")
    f3 = lambda v: f"{v:.3f}".replace(".", ",")
    ft = figures(" ", ",", sym="€", pre=False) if rng.random() < 0.6 else fm
    po = pick(
        rng,
        f"{rng.randint(10**7, 10**8 - 1)}|CDE{dt:%y}{rng.randint(100000, 999999)}|"
        f"{wcity[:3].upper()}{rng.randint(100000, 999999)}|{dt:%y%m%d}{rng.randint(100, 999)}|"
        f"C-{rng.randint(100000, 999999)}",
    )
    fourn = f"{rng.randint(10000, 99999)}"
    gln = "30" + digits(rng, "###########")
    contrat = pick(
        rng, f"AC-{dt.year}-{rng.randint(100, 999)}|CA{dt.year}/{rng.randint(1000, 9999)}"
    )
    appro = lperson(rng, "fr")
    liv = dt + timedelta(days=rng.randint(2, 9))
    slot = f"{rng.choice([5, 6, 7, 8, 9, 10, 13, 14])}h{pick(rng, '00|30')}"
    quai = rng.randint(1, 40)
    dfs = pick(rng, "%d/%m/%Y|%d/%m/%y|%d.%m.%Y")
    fd = lambda x: x.strftime(dfs)
    title = pick(
        rng,
        "BON DE COMMANDE|COMMANDE FOURNISSEUR|Commande de réapprovisionnement|"
        "COMMANDE D'ACHAT|Bon de commande marchandises",
    )
    num_lab = pick(rng, "N° de commande|N° commande|Commande n°|Numéro de commande|Réf. commande")
    # header
    if rng.random() < 0.5:
        d.box(m, 26, w, 40, fill=0.92, stroke=False)
        d.t(m + 8, 44, chain.upper(), 17, b=True)
        d.t(m + 8, 58, buyer, 8)
        d.t(x2 - 8, 44, title, 13, b=True, al="r")
        d.t(x2 - 8, 58, f"Page 1 / {pages}", 7.5, al="r")
        y = 78
    else:
        x = logo(d, m, 24, chain, 34, 0.15)
        d.t(x, 40, buyer, 12, b=True)
        d.t(x, 52, f"{badr[0]} - {badr[1]}", 7.5, grey=0.3)
        d.t(x2, 38, title, 13, b=True, al="r")
        d.t(x2, 52, f"Page 1 / {pages}", 7.5, al="r")
        y = 68
    cells = [
        (num_lab, po),
        (pick(rng, "Date de commande|Date cde|Émise le"), fd(dt)),
        (pick(rng, "Livraison prévue|Date de livraison|Livrer le"), fd(liv)),
        (pick(rng, "Rendez-vous|Créneau RDV|Heure RDV"), f"{slot} - quai {quai}"),
        (pick(rng, "Code fournisseur|Votre code|N° fournisseur"), fourn),
        ("GLN livraison", gln),
        (pick(rng, "Accord annuel|Contrat n°|Convention"), contrat),
        (pick(rng, "Approvisionneur|Acheteur|Gestionnaire"), appro),
    ]
    if rng.random() < 0.4:
        cells[0], cells[4] = cells[4], cells[0]
    y = hdr_grid(d, m, y, w, cells, 4, 8) + 8
    bw = (w - 12) / 2
    st = pick(rng, "box|bar|under")
    ya = block(
        d,
        m,
        y,
        pick(rng, "Fournisseur|Destinataire de la commande|Fournisseur :"),
        [sup, *sadr, f"Tél. {digits(rng, '0# ## ## ## ##')}"],
        style=st,
        w=bw,
        size=8.2,
    )
    yb = block(
        d,
        m + bw + 12,
        y,
        pick(rng, "Adresse de livraison|Livrer à|Lieu de livraison"),
        [
            f"{chain} - Entrepôt {pick(rng, 'frais|sec|PGC|boissons')} de {wcity}",
            *wadr,
            f"Quai {quai} - RDV obligatoire",
        ],
        style=st,
        w=bw,
        size=8.2,
        b_first=False,
    )
    y = max(ya, yb) + 4
    if rng.random() < 0.6:
        y = (
            d.lines(
                m,
                y,
                [
                    f"{pick(rng, 'Facturation :|Adresse de facturation :|Factures à :')} "
                    f"{buyer} - Service comptabilité fournisseurs, {badr[0]}, {badr[1]}"
                ],
                7.6,
            )
            + 4
        )
    spec = [
        ("ean", "EAN", 15, "l"),
        ("code", pick(rng, "Réf. F.|Code|Réf."), 8, "l"),
        ("desc", "Désignation", 31, "l"),
        ("pcb", "PCB", 4.5, "r"),
        ("col", "Colis", 5, "r"),
        ("qty", "UVC", 5.5, "r"),
        ("price", pick(rng, "PA brut|Prix brut"), 8, "r"),
        ("disc", "Rem.", 5.5, "r"),
        ("net", pick(rng, "PA net|Prix net"), 8, "r"),
        ("amount", pick(rng, "Montant HT|Total HT|Valeur HT"), 10, "r"),
        ("tva", "TVA", 4.5, "r"),
    ]
    c = cols(spec, w)
    bottom = d.h - 46
    n = nrows(rng, y + 10, bottom, 13, 190, top2=70, p2=0.35, p3=0.15, most=16)
    rows = []
    for _ in range(n):
        desc, pcb, lo, hi, rate = rng.choice(FR_GOODS)
        colis = rng.choice([2, 4, 5, 8, 10, 12, 20, 24, 30, 48, 60])
        uvc = pcb * colis
        pb = Decimal(rng.randint(int(lo * 1000), int(hi * 1000))) / 1000
        rem = rng.choice([0, 0, 0, 2, 3, 5, 8])
        pn = (pb * (100 - rem) / 100).quantize(Decimal("0.001"), ROUND_HALF_UP)
        amt = cents(pn * uvc)
        rows.append(
            {
                "ean": "3" + digits(rng, "############"),
                "code": digits(rng, "######"),
                "desc": desc,
                "pcb": str(pcb),
                "col": str(colis),
                "qty": str(uvc),
                "price": f3(pb),
                "disc": f"{rem} %" if rem else "",
                "net": f3(pn),
                "amount": fm(amt),
                "tva": rate.replace(".", ","),
                "amt": amt,
                "rate": rate,
                "colis": colis,
            }
        )

    def head(p: int) -> float:
        d.t(m, 26, f"{chain} - {title} {po}", 8.5, b=True)
        d.t(x2, 26, f"{fourn} - {sup}   Page {p} / {pages}", 7.5, al="r")
        d.line(m, 31, x2, 31, 0.5)
        return 40

    ftext = (
        f"{buyer} - SAS au capital de {rng.randint(1, 90) * 100000:,} € - RCS "
        f"{pick(rng, 'Nantes|Rennes|Lyon|Lille|Bordeaux')} {digits(rng, '### ### ###')}"
    ).replace(",", " ")

    def foot(p: int) -> None:
        page_foot(d, ftext, 6.4)

    carry = (
        pick(rng, "À reporter|Report à la page suivante|Total page"),
        pick(rng, "Report|Reporté"),
    )
    y = paged(
        d,
        m,
        y,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=carry,
        fm=fm,
        size=6.9,
        lead=13,
        shade=0.85,
        zebra=0.95 if rng.random() < 0.5 else None,
        rules=rng.random() < 0.5,
    )
    net = net_of(rows)
    bases: dict[str, Decimal] = {}
    for r in rows:
        bases[r["rate"]] = bases.get(r["rate"], Decimal(0)) + r["amt"]
    taxes = {k: tax(v, Decimal(k)) for k, v in bases.items()}
    total = net + sum(taxes.values(), Decimal(0))
    y = room(d, y, 150, head, foot)
    info = [
        f"Nombre de lignes : {len(rows)}",
        f"Total colis : {sum(r['colis'] for r in rows)}",
        f"Palettes : {max(1, sum(r['colis'] for r in rows) // rng.choice([40, 60, 80]))}",
        f"Poids brut estimé : {rng.randint(80, 9000)} kg",
    ]
    d.lines(m, y + 8, info[: rng.randint(2, 4)], 7.8)
    out = [(pick(rng, "Total HT|Montant total HT|Total marchandises HT"), fm(net), False)]
    for k in sorted(bases, key=Decimal):
        out.append((f"TVA {k.replace('.', ',')} % sur {fm(bases[k])}", fm(taxes[k]), False))
    out.append(
        (pick(rng, "Total TTC|Montant TTC|Net à payer TTC|Total commande TTC"), ft(total), True)
    )
    y = d.summary(x2 - 230, x2 - 4, y + 6, out, 8.4, box_last=True) + 6
    cond = [
        "Toute livraison hors rendez-vous pourra être refusée.",
        "Le numéro de commande doit figurer sur le bon de livraison, les étiquettes palettes "
        "(SSCC) et la facture.",
        f"DLUO/DLC minimale à réception : {pick(rng, '2/3|3/4|70 %')} de la durée de vie totale.",
        "Prix nets conformes à l'accord annuel ; toute différence fera l'objet d'une "
        "demande d'avoir.",
    ]
    for t_ in cond[: rng.randint(2, 4)]:
        y = d.para(m, y + 1, t_, 7.4, w)
    foot(d.pages)
    return result(d, "fr", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- es subcontract order

OBRA_ITEMS = {
    "Estructura": [
        ("m3", "Hormigón HA-25/B/20/IIa en losas, vertido con bomba", 85, 125),
        ("kg", "Acero B500S en barras corrugadas, elaborado y colocado", 0.9, 1.6),
        ("m2", "Encofrado de madera en forjados, incluso desencofrado", 18, 32),
    ],
    "Albañilería": [
        ("m2", "Fábrica de ladrillo perforado 1/2 pie, recibido con mortero", 22, 38),
        ("m2", "Tabique de placa de yeso laminado 15+48+15 mm", 24, 42),
        ("ml", "Recibido de cercos y premarcos", 6, 14),
    ],
    "Instalaciones": [
        ("ud", "Punto de luz sencillo, incluso mecanismo", 28, 55),
        ("ml", "Tubería multicapa Ø20 mm para fontanería", 7, 15),
        ("ud", "Cuadro general de mando y protección vivienda", 380, 720),
        ("ud", "Split de climatización 3,5 kW instalado", 850, 1450),
    ],
    "Cubiertas": [
        ("m2", "Impermeabilización bicapa con lámina asfáltica LBM-40", 18, 34),
        ("m2", "Aislamiento XPS 80 mm en cubierta invertida", 12, 22),
    ],
    "Pinturas": [
        ("m2", "Pintura plástica lisa en paramentos verticales, 2 manos", 4, 9),
        ("m2", "Esmalte sintético sobre carpintería metálica", 9, 18),
    ],
    "Varios": [
        ("PA", "Partida alzada de medios auxiliares y limpieza de obra", 600, 2400),
        ("ud", "Ensayo de estanqueidad de cubierta", 250, 600),
    ],
}
ES_SUB = (
    "Instalaciones {L} S.L.|Estructuras {X} S.L.|Pinturas {L} e Hijos S.L.|"
    "{X} Impermeabilizaciones S.L.|Montajes Eléctricos {L} S.L.|Albañilería {L} y {L2} S.L.|"
    "Climatización {X} S.A."
)
ES_CON = (
    "Construcciones {L} S.A.|{X} Obras y Servicios S.L.|UTE {L} - {X}|Edificaciones {X} S.A.|"
    "Grupo Constructor {L} S.L."
)
ES_STEMS = "Cantábrica|Levantina|Sureste|Ibérica|Mediterránea|Atlántica|Castellana|Norte"
ES_SUR = "Gutiérrez|Herrero|Iglesias|Prieto|Calvo|Lozano|Vidal|Cabrera|Campos|Vega|Santos"
OBRAS = (
    "Edificio de {n} viviendas, garajes y trasteros en {C}|Rehabilitación de fachada del CEIP "
    "{S} de {C}|Nave logística en el Polígono {S}, {C}|Residencia de mayores de {n} plazas en {C}|"
    "Urbanización de la parcela {d}.{n} del sector {S}, {C}"
)


def _esname(rng: random.Random, tpl: str) -> str:
    l1, l2 = rng.sample(ES_SUR.split("|"), 2)
    return pick(rng, tpl).format(L=l1, L2=l2, X=pick(rng, ES_STEMS))


def cif(rng: random.Random) -> str:
    return digits(rng, pick(rng, "B########|A########|U########|B-########"))


def euros_letra(v: Decimal) -> str:
    n = int(v)
    c = int((v - n) * 100)
    return f"{es_words(n)} EUROS" + (f" CON {es_words(c)} CÉNTIMOS" if c else "")


@two_pass
def blind7_es_subcontrata_obra(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Spanish contractor's order to a subcontractor for a building site (A4)."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|times|libsans|dejavu|libserif", 36, 52, totals=False)
    pages = of(npages)
    con = _esname(rng, ES_CON)
    sub = _esname(rng, ES_SUB)
    while sub.split()[-2] == con.split()[-2]:
        sub = _esname(rng, ES_SUB)
    _a, cadr = lparty(rng, "es", "buy")
    _b, sadr = lparty(rng, "es", "sup")
    _c, oadr = lparty(rng, "es", "buy")
    ocity = oadr[1].split(" ", 1)[1]
    obra = pick(rng, OBRAS).format(
        n=rng.randint(12, 140),
        C=ocity,
        d=rng.randint(1, 9),
        S=pick(rng, "San Roque|Los Olivos|El Prado|La Estrella|Miralba"),
    )
    ocode = pick(
        rng,
        f"OB-{rng.randint(1000, 9999)}|{dt:%y}{rng.randint(100, 999)}|"
        f"O.{rng.randint(100, 999)}/{dt:%y}",
    )
    fm = figures(".", ",")
    ft = figures(".", ",", sym="€", pre=False)
    po = pick(
        rng,
        f"PC-{dt.year}-{rng.randint(1, 9999):04d}|{ocode}-{rng.randint(1, 99):02d}|"
        f"{rng.randint(10000, 99999)}|P{dt:%y}/{rng.randint(100, 9999)}|"
        f"SUB-{rng.randint(100, 999)}/{dt.year}",
    )
    oferta = pick(
        rng,
        f"{rng.randint(100, 999)}/{dt:%y}|OF-{rng.randint(1000, 9999)}|"
        f"Presupuesto {rng.randint(1000, 9999)}",
    )
    marco = f"CM-{dt.year - rng.randint(0, 1)}-{rng.randint(10, 99)}"
    jefe = lperson(rng, "es")
    enc = lperson(rng, "es")
    fdt = dt.strftime(pick(rng, "%d/%m/%Y|%d-%m-%Y"))
    isp = rng.random() < 0.45
    ret = rng.choice([0, 5, 5, 10])
    ant = rng.choice([0, 0, 0, 10, 15])
    # header
    v = rng.randrange(2)
    if v == 0:
        x = logo(d, m, 30, con, 36, rng.choice([0.2, 0.35]))
        d.t(x, 46, con, fitsize(d, con, 14, w * 0.55), b=True)
        d.t(x, 58, f"{cadr[0]} · {cadr[1]} · CIF {cif(rng)}", 7.3, grey=0.3)
    else:
        d.t(m, 44, con, fitsize(d, con, 15, w * 0.6), b=True)
        d.line(m, 50, x2, 50, 1.5)
        d.t(
            m,
            62,
            f"{cadr[0]} · {cadr[1]} · CIF {cif(rng)} · Tel. {digits(rng, '9## ### ###')}",
            7.3,
            grey=0.3,
        )
    title = pick(
        rng,
        "PEDIDO A SUBCONTRATISTA|ORDEN DE PEDIDO|PEDIDO DE OBRA|Pedido de subcontratación|"
        "HOJA DE PEDIDO",
    )
    num_lab = pick(rng, "Nº Pedido|Pedido nº|Número de pedido|Nº de orden|N.º pedido")
    d.t(x2, 46 if v == 0 else 40, title, 12.5, b=True, al="r")
    d.t(x2, 84, f"Hoja 1 de {pages}", 7.5, al="r", grey=0.3)
    y = 92
    cells = [
        (num_lab, po),
        ("Fecha", fdt),
        (pick(rng, "Código obra|Cód. obra|Obra nº"), ocode),
        (pick(rng, "Su oferta|Ref. presupuesto|Oferta nº"), oferta),
    ]
    if rng.random() < 0.5:
        cells.append((pick(rng, "Contrato marco|Contrato nº"), marco))
    if rng.random() < 0.4:
        cells[0], cells[2] = cells[2], cells[0]
    y = (
        d.grid(
            m,
            y,
            [w / len(cells)] * len(cells),
            [c_[0] for c_ in cells],
            [c_[1] for c_ in cells],
            8.2,
        )
        + 8
    )
    y = d.lines(m, y, [f"Obra: {obra}"], 8.6, b_first=True)
    y = d.lines(m, y, [f"Emplazamiento: {oadr[0]}, {oadr[1]}  ·  Jefe de obra: {jefe}"], 8) + 4
    bw = (w - 12) / 2
    st = pick(rng, "box|bar|side")
    ya = block(
        d,
        m,
        y,
        pick(rng, "Subcontratista|Proveedor|Empresa subcontratada|Señores:"),
        [sub, *sadr, f"CIF {cif(rng)}", f"Nº REA {digits(rng, '##########-##')}"],
        style=st if st != "side" else "box",
        w=bw,
        size=8.2,
    )
    yb = block(
        d,
        m + bw + 12,
        y,
        pick(rng, "Facturar a|Datos de facturación"),
        [
            con,
            *cadr,
            pick(rng, "Indicar código de obra y nº de pedido|Adjuntar certificación firmada"),
        ],
        style=st if st != "side" else "box",
        w=bw,
        size=8.2,
        b_first=False,
    )
    y = max(ya, yb) + 6
    y = (
        d.para(
            m,
            y,
            pick(
                rng,
                "Por la presente les confirmamos el encargo de los trabajos que se "
                "detallan, conforme a su oferta y a las condiciones generales de subcontratación "
                "de esta empresa:|Les rogamos procedan a la ejecución de las siguientes "
                "unidades de "
                "obra a los precios unitarios indicados:",
            ),
            8.4,
            w,
        )
        + 2
    )
    spec = [
        ("code", "Código", 9, "l"),
        ("desc", pick(rng, "Descripción|Concepto|Unidad de obra"), 45, "l"),
        ("unit", "Ud.", 5, "c"),
        ("qty", pick(rng, "Medición|Cantidad"), 9, "r"),
        ("price", "Precio", 10, "r"),
        ("amount", "Importe", 12, "r"),
    ]
    c = cols(spec, w)
    bottom = d.h - 54
    n = nrows(rng, y + 10, bottom, 14, 250, top2=70, p2=0.22, p3=0.06, most=10)
    chaps = rng.sample(list(OBRA_ITEMS), rng.randint(1, 3))
    rows = []
    seen: dict[int, int] = {}
    for i in range(n):
        ch_i = min(i * len(chaps) // max(n, 1), len(chaps) - 1)
        unit, desc, lo, hi = rng.choice(OBRA_ITEMS[chaps[ch_i]])
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        hi_q = {"kg": 2500000, "m3": 30000, "m2": 150000, "ml": 60000}.get(unit, 3000)
        q = (
            Decimal(rng.randint(1, 30))
            if unit in ("ud", "PA")
            else (Decimal(rng.randint(500, hi_q)) / 100)
        )
        if unit == "PA":
            q = Decimal(1)
        amt = cents(p * q)
        qs = f"{q:,.2f}".replace(",", "\0").replace(".", ",").replace("\0", ".")
        seen[ch_i] = seen.get(ch_i, 0) + 1
        rows.append(
            {
                "code": f"{list(OBRA_ITEMS).index(chaps[ch_i]) + 1:02d}.{seen[ch_i]:02d}",
                "desc": desc,
                "unit": unit,
                "qty": qs,
                "price": fm(p),
                "amount": fm(amt),
                "amt": amt,
            }
        )

    def head(p: int) -> float:
        d.t(m, 34, f"{con} · {title} {po}", 8, b=True)
        d.t(x2, 34, f"Obra {ocode} · Hoja {p} de {pages}", 7.5, al="r")
        d.line(m, 40, x2, 40, 0.5)
        return 52

    carry = (
        pick(rng, "Suma y sigue|Suma y sigue|Sigue"),
        pick(rng, "Suma anterior|Sumas anteriores"),
    )
    y = paged(
        d,
        m,
        y,
        c,
        rows,
        bottom=bottom,
        head=head,
        carry=carry,
        fm=fm,
        size=7.6,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.5,
    )
    base = net_of(rows)
    vat = Decimal(0) if isp else tax(base, Decimal(21))
    total = base + vat
    y = room(d, y, 190, head)
    out = [(pick(rng, "Base imponible|Importe ejecución|Total base"), fm(base), False)]
    if isp:
        out.append(("IVA (inversión del sujeto pasivo)", fm(Decimal(0)), False))
    else:
        out.append(("IVA 21 %", fm(vat), False))
    out.append((pick(rng, "TOTAL PEDIDO|Importe total|TOTAL|Total pedido"), ft(total), True))
    y = d.summary(x2 - 230, x2 - 4, y + 8, out, 8.8, box_last=True) + 4
    if ret:
        d.t(
            m,
            y + 10,
            f"Retención en garantía {ret} % sobre certificaciones: "
            f"{ft(cents(base * ret / 100))} (a devolver a la recepción de la obra)",
            7.8,
        )
        y += 14
    if ant:
        d.t(
            m,
            y + 10,
            f"Anticipo a cuenta {ant} %: {ft(cents(total * ant / 100))}, a descontar "
            "de la primera certificación",
            7.8,
        )
        y += 14
    if rng.random() < 0.6:
        y = (
            d.para(
                m,
                y + 4,
                f"Asciende el presente pedido a la cantidad de {euros_letra(total)}.",
                8,
                w,
            )
            + 2
        )
    if isp:
        y = d.para(
            m,
            y,
            "Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º f) "
            "de la Ley 37/1992 del IVA.",
            7.4,
            w,
        )
    cond = [
        "Forma de pago: certificaciones mensuales a origen, pago por confirming a 60 días.",
        "El subcontratista deberá estar inscrito en el REA y acreditar el alta en el Libro de "
        "Subcontratación de la obra antes del inicio de los trabajos.",
        "Toda factura deberá indicar el número de pedido y el código de obra.",
        f"Plazo de ejecución: {rng.randint(2, 20)} semanas desde la firma.",
    ]
    for t_ in cond[: rng.randint(2, 4)]:
        y = d.para(m, y + 1, "- " + t_, 7.4, w)
    y = room(d, y, 70, head)
    d.sign(m, y + 54, 180, f"Por {con} - {enc}", 7.4)
    d.sign(
        x2 - 200,
        y + 54,
        200,
        f"Conforme, el subcontratista ({pick(rng, 'firma y sello|sello y fecha')})",
        7.4,
    )
    return result(d, "es", "purchase_order", po, sub, total)


# --------------------------------------------------------------------------- it pharmacy order

FARMACI = [
    ("PARACETAMOLO 500MG 20CPR", 2.1, 5.5, "10"),
    ("IBUPROFENE 400MG 12CPR RIV", 3.5, 8.9, "10"),
    ("AMOXICILLINA/AC CLAV 875/125 12CPR", 5.9, 11.8, "10"),
    ("OMEPRAZOLO 20MG 14CPS GASTRORES", 3.9, 7.9, "10"),
    ("ATORVASTATINA 20MG 30CPR RIV", 5.5, 10.9, "10"),
    ("RAMIPRIL 5MG 28CPR", 3.2, 6.1, "10"),
    ("METFORMINA 850MG 40CPR", 2.4, 4.9, "10"),
    ("CETIRIZINA 10MG 20CPR RIV", 3.9, 8.4, "10"),
    ("BETAMETASONE CREMA 30G 0,1%", 4.2, 9.5, "10"),
    ("SOLUZIONE FISIOLOGICA 10X5ML", 1.9, 4.2, "10"),
    ("CEROTTI ASSORTITI 40PZ", 2.9, 6.9, "22"),
    ("CREMA SOLARE SPF50 200ML", 9.5, 19.9, "22"),
    ("INTEGRATORE MAGNESIO POTASSIO 20BUST", 6.9, 15.9, "22"),
    ("TERMOMETRO DIGITALE FLESSIBILE", 4.9, 12.9, "22"),
    ("SALVIETTE DETERGENTI NEONATO 72PZ", 2.5, 5.9, "22"),
    ("LATTE IN POLVERE 1 800G", 17.5, 28.9, "10"),
    ("SPRAY NASALE ACQUA MARINA 100ML", 5.5, 11.9, "22"),
]
IT_FARM_SUR = "Bianchi|Ferraro|Santoro|Marchetti|Gentile|Leone|Longo|Martinelli|Vitale|Serra"
IT_GROSS = (
    "{X} Distribuzione Farmaceutica S.r.l.|Cooperativa Farmacisti {X} Soc. Coop.|"
    "{X} Farmaceutici S.p.A.|Farmagroup {X} S.r.l.|{L} Farma Distribuzione S.p.A.|"
    "Laboratori {L} S.p.A."
)
IT_STEMS = "Adriatica|Padana|Tirrenica|Lombarda|Veneta|Emiliana|Ligure|Salentina|Sabina"


@two_pass
def blind7_it_ordine_farmacia(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An Italian pharmacy's order to a wholesaler or producer, as its software prints it."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|mono|libsans|dejavu|djcond|libnarrow", 28, 42)
    pages = of(npages)
    _p, padr = lparty(rng, "it", "buy")
    pcity = padr[1].split(" ", 1)[1].split(" (")[0]
    tit = f"{pick(rng, 'Dott.|Dott.ssa')} {lperson(rng, 'it')}"
    pharm = pick(
        rng,
        f"Farmacia {pick(rng, IT_FARM_SUR)}|Farmacia Comunale {pcity} n. {rng.randint(1, 9)}|"
        f"Farmacia {pick(rng, 'San Marco|Centrale|della Stazione|Santa Chiara|al Duomo')}"
        f"{pick(rng, '| S.n.c.| S.a.s.| del ' + tit)}",
    )
    l1 = pick(rng, IT_FARM_SUR)
    sup = pick(rng, IT_GROSS).format(X=pick(rng, IT_STEMS), L=l1)
    _s, sadr = lparty(rng, "it", "sup")
    raw = rng.random() < 0.3
    fm = figures("", ",") if raw else figures(".", ",")
    ft = (
        figures(".", ",", sym="€")
        if rng.random() < 0.5
        else figures(".", ",", sym="EUR", pre=False)
    )
    po = pick(
        rng,
        f"{rng.randint(1, 999)}|{rng.randint(1, 9999)}/{dt.year}|"
        f"ORD{rng.randint(10**5, 10**6 - 1)}|"
        f"{dt:%y}-{rng.randint(1, 9999):04d}|{rng.randint(10**6, 10**7 - 1)}",
    )
    cli = f"{rng.randint(10000, 99999)}"
    asl = (
        f"{pick(rng, 'ASL|ATS|AUSL|ASP')} {rng.randint(101, 320)} - "
        f"cod. {rng.randint(10000, 99999)}"
    )
    piva = digits(rng, "0##########")
    fd = dt.strftime(pick(rng, "%d/%m/%Y|%d-%m-%Y|%d/%m/%y"))
    tipo = pick(
        rng, "Ordine diretto|Ordine a grossista|Transfer order|Ordine mensile|Ordine urgente"
    )
    num_lab = pick(rng, "Ordine n.|ORDINE N.|N. ordine|Numero ordine|Ordine fornitore n.")
    # header: pharmacy
    if rng.random() < 0.5:
        d.box(m, 26, 26, 26, fill=0.25, stroke=False)
        d.box(m + 9, 30, 8, 18, fill=1, stroke=False)
        d.box(m + 4, 35, 18, 8, fill=1, stroke=False)
        x = m + 34
    else:
        x = m
    d.t(x, 38, pharm, fitsize(d, pharm, 13, w * 0.55), b=True)
    d.t(x, 50, f"{padr[0]} - {padr[1]}", 7.6, grey=0.3)
    d.t(x, 60, f"Titolare: {tit} · P.IVA {piva} · Tel. {digits(rng, '0## ######')}", 7.6, grey=0.3)
    d.t(x2, 38, f"{num_lab} {po}" if rng.random() < 0.5 else tipo.upper(), 12, b=True, al="r")
    d.t(x2, 50, f"del {fd}", 8.5, al="r")
    d.t(x2, 62, f"Pag. 1 di {pages}", 7.5, al="r", grey=0.3)
    y = 76
    bw = (w - 12) / 2
    st = pick(rng, "box|bar|plain")
    ya = block(
        d,
        m,
        y,
        pick(rng, "Spett.le|Fornitore|Destinatario ordine|Al fornitore"),
        [sup, *sadr, f"Fax {digits(rng, '0## ######')} · {mail_of(sup, 'ordini', 'it')}"],
        style=st,
        w=bw,
        size=8.2,
    )
    cells = [
        (num_lab, po),
        ("Data", fd),
        (pick(rng, "Cod. cliente|Vs. cod. cliente|Codice cliente"), cli),
        ("Tipo", tipo),
        (pick(rng, "Consegna|Giro consegna"), pick(rng, "Mattino|Pomeriggio|Urgente 2h|Giro 2")),
        ("ASL", asl),
    ]
    if rng.random() < 0.4:
        cells[0], cells[2] = cells[2], cells[0]
    yb = kv_right(d, m + bw + 90, m + bw + 96, y + 2, cells, 7.8)
    y = max(ya, yb) + 8
    spec = [
        ("code", pick(rng, "Minsan|Cod. AIC|Codice|Cod. prod."), 10, "l"),
        ("desc", "Descrizione", 34, "l"),
        ("qty", "Q.tà", 5, "r"),
        ("omg", pick(rng, "Omaggio|Sc. merce|Omaggi"), 7.5, "r"),
        ("pub", pick(rng, "Prezzo pubbl.|P. pubblico|Pr. al pubbl."), 9, "r"),
        ("disc", "Sconto", 6.5, "r"),
        ("price", pick(rng, "Prezzo netto|Costo netto|Pr. netto"), 9, "r"),
        ("iva", "IVA", 4.5, "r"),
        ("amount", pick(rng, "Imponibile|Importo|Tot. netto"), 10, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 48
    n = nrows(rng, y + 10, bottom, 13, 210, top2=64, p2=0.3, p3=0.1, most=18)
    rows = []
    for _ in range(n):
        desc, lo, hi, iva = rng.choice(FARMACI)
        pub = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        sc = (
            rng.choice([25, 30, 33, 35, 38, 40])
            if iva == "22"
            else rng.choice([8, 10, 12, 15, 20, 25])
        )
        net = cents(pub / (1 + Decimal(iva) / 100) * (100 - sc) / 100)
        q = rng.choice([1, 2, 3, 5, 6, 10, 12, 20])
        amt = cents(net * q)
        rows.append(
            {
                "code": "0" + digits(rng, "########"),
                "desc": desc,
                "qty": str(q),
                "omg": str(rng.choice([1, 2])) if rng.random() < 0.12 else "",
                "pub": fm(pub),
                "disc": f"{sc}%",
                "price": fm(net),
                "iva": f"{iva}%",
                "amount": fm(amt),
                "amt": amt,
                "rate": iva,
                "pubv": pub * q,
            }
        )

    def head(p: int) -> float:
        d.t(m, 28, f"{pharm} - {num_lab} {po} del {fd}", 8, b=True)
        d.t(x2, 28, f"Pag. {p} di {pages}", 7.5, al="r")
        d.line(m, 33, x2, 33, 0.4)
        return 42

    carry = None if nt else (pick(rng, "Riporto|A riportare|Totale pagina"), "Riporto")
    y = paged(
        d,
        m,
        y,
        c,
        rows,
        bottom=bottom,
        head=head,
        carry=carry,
        fm=fm,
        size=7,
        lead=13,
        shade=0.88,
        rules=rng.random() < 0.6,
        zebra=0.94 if rng.random() < 0.3 else None,
    )
    bases: dict[str, Decimal] = {}
    for r in rows:
        bases[r["rate"]] = bases.get(r["rate"], Decimal(0)) + r["amt"]
    taxes = {k: tax(v, Decimal(k)) for k, v in bases.items()}
    net = net_of(rows)
    total = net + sum(taxes.values(), Decimal(0))
    y = room(d, y, 170, head)
    info = [
        f"N. righe: {len(rows)}",
        f"Pezzi: {sum(int(r['qty']) for r in rows)}",
        f"Valore al pubblico: {fm(sum((r['pubv'] for r in rows), Decimal(0)))}",
    ]
    yinfo = d.lines(m, y + 8, info, 7.8)
    if not nt:
        if rng.random() < 0.5:
            ks = sorted(bases, key=int)
            labs = [x for k in ks for x in (f"Imponibile {k}%", f"IVA {k}%")] + ["Totale ordine"]
            vals = [x for k in ks for x in (fm(bases[k]), fm(taxes[k]))] + [ft(total)]
            gw = (w * 0.62) / len(labs)
            y = d.grid(x2 - gw * len(labs), y + 8, [gw] * len(labs), labs, vals, 7.6) + 6
        else:
            out = [("Totale imponibile", fm(net), False)]
            for k in sorted(bases, key=int):
                out.append((f"IVA {k}% su {fm(bases[k])}", fm(taxes[k]), False))
            out.append(
                (
                    pick(rng, "TOTALE ORDINE|Totale ordine IVA incl.|Totale documento"),
                    ft(total),
                    True,
                )
            )
            y = d.summary(x2 - 210, x2 - 4, y + 6, out, 8.4, box_last=True) + 6
    else:
        y = d.para(
            m,
            y + 44,
            "Prezzi e sconti come da condizioni commerciali in essere; l'importo "
            "sarà determinato in fattura.",
            8,
            w,
        )
    y = max(y, yinfo) + 8
    notes = [
        "Merce soggetta a controllo della temperatura: consegnare con catena del freddo "
        "ove previsto.",
        "Per i farmaci stupefacenti allegare il buono acquisto ministeriale.",
        "Si prega di riportare il numero d'ordine sul DDT e sulla fattura elettronica.",
    ]
    for t_ in notes[: rng.randint(1, 3)]:
        y = d.para(m, y, t_, 7.4, w)
    y = room(d, y, 50, head)
    d.sign(x2 - 180, y + 36, 180, f"Il titolare - {tit}", 7.4)
    return result(d, "it", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- nl university PO

NL_UNI = [
    ("Universiteit {C}", "{C} University"),
    ("Hogeschool {X}", "{X} University of Applied Sciences"),
    ("Universitair Medisch Centrum {C}", "University Medical Center {C}"),
    ("Technische Universiteit {C}", "{C} University of Technology"),
]
NL_UNI_CITIES = "Twente|Tilburg|Maastricht|Leiden|Groningen|Delft|Nijmegen|Wageningen"
NL_HS = "Windesheim|Saxion|Avans|Fontys|Inholland|Zuyd|Rijn IJssel"
NL_FAC = (
    "Faculteit Natuurwetenschappen|Faculteit Geneeskunde|Instituut voor Biologie|"
    "Faculty of Engineering Technology|Facilitair Bedrijf|ICT-dienst|Universiteitsbibliotheek"
)
NL_BLDG = "Gebouw Zuid|Huygensgebouw|Gorlaeus|Zernikeborg|Horstring|Ravelijn|Linnaeusborg|Carré"
UNI_ITEMS = [
    ("Pipetpunten 200 µl, rek à 96 (10 rekken)", "doos", 25, 70),
    ("Nitril handschoenen maat M (doos 100)", "doos", 5, 12),
    ("Ethanol 96% 2,5 l", "fles", 18, 45),
    ("Centrifugebuizen 50 ml, steriel (500 st.)", "doos", 90, 210),
    ('Laptop 14" i7 16 GB / 512 GB SSD', "st", 950, 1650),
    ('Monitor 27" QHD', "st", 240, 420),
    ("Licentie statistische software, 1 jaar", "st", 120, 900),
    ("Microscoop-objectief 40x plan", "st", 650, 2400),
    ("Kantoorstoel ergonomisch", "st", 310, 690),
    ("Vakliteratuur (boek)", "st", 35, 140),
    ("Onderhoudscontract zuurkast, jaarlijks", "st", 450, 1800),
    ("Vloeibare stikstof, levering dewar 180 l", "lev", 160, 380),
]


@two_pass
def blind7_nl_universiteit_inkooporder(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Dutch university's, university hospital's or college's purchase order (A4, ERP)."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|libsans|dejavu|djcond|times", 34, 50)
    pages = of(npages)
    (nl_t, en_t) = rng.choice(NL_UNI)
    cx = pick(rng, NL_UNI_CITIES)
    hs = pick(rng, NL_HS)
    uni = nl_t.format(C=cx, X=hs)
    uni_en = en_t.format(C=cx, X=hs)
    sup, sadr = lparty(rng, "nl" if rng.random() < 0.75 else "be", "sup")
    bi = rng.random() < 0.4
    fm = figures(".", ",")
    ft = figures(".", ",", sym="€") if rng.random() < 0.6 else figures(".", ",", sym="EUR")
    L = lambda nl, en: f"{nl} / {en}" if bi else nl  # noqa: E731
    po = pick(
        rng,
        f"45{rng.randint(10**7, 10**8 - 1)}|PO{rng.randint(10**6, 10**7 - 1)}|"
        f"{rng.randint(2, 3)}{rng.randint(10**6, 10**7 - 1)}|"
        f"IO-{dt.year}-{rng.randint(1, 99999):05d}",
    )
    kp = f"{rng.randint(10000, 99999)}"
    proj = pick(
        rng,
        f"WBS {digits(rng, '#.####.##')}|Project {rng.randint(100000, 999999)}|"
        f"NWO-{rng.randint(10000, 99999)}",
    )
    contract = pick(
        rng,
        f"EA-{dt.year - 1}-{rng.randint(10, 99)}|C{rng.randint(1000, 9999)}|"
        f"Raamovereenkomst {rng.randint(100, 999)}",
    )
    levnr = f"{rng.randint(100000, 999999)}"
    aanv = lperson(rng, "nl")
    bh = lperson(rng, "nl")
    fds = pick(rng, "%d-%m-%Y|%d/%m/%Y|%Y-%m-%d")
    fd = lambda x: x.strftime(fds)
    fac = pick(rng, NL_FAC)
    bldg = pick(rng, NL_BLDG)
    # header
    v = rng.randrange(3)
    if v == 0:
        d.t(m, 44, uni, fitsize(d, uni, 16, w * 0.6), b=True)
        if bi:
            d.t(m, 56, uni_en, 8, grey=0.35)
    else:
        d.box(m, 28, 6, 36, fill=0.15, stroke=False)
        d.t(
            m + 12,
            44,
            uni.upper() if v == 1 else uni,
            fitsize(d, uni.upper(), 13, w * 0.55),
            b=True,
        )
        d.t(m + 12, 58, fac, 8, grey=0.3)
    title = L(pick(rng, "Inkooporder|INKOOPORDER|Bestelling|Bestelorder"), "Purchase Order")
    d.t(x2, 44, title, 13, b=True, al="r")
    d.t(x2, 58, L(f"Pagina 1 van {pages}", f"Page 1 of {pages}"), 7.5, al="r", grey=0.3)
    y = 84
    d.t(
        m,
        y - 6,
        f"{uni} · Postbus {rng.randint(100, 9999)} · {digits(rng, '#### @@')} {cx}",
        6.3,
        grey=0.35,
    )
    win = [
        sup,
        pick(rng, "T.a.v. orderverwerking|T.a.v. verkoop binnendienst|Afdeling verkoop|"),
        *sadr,
    ]
    d.lines(m, y, [x for x in win if x], 9.2)
    num = L(pick(rng, "Inkoopordernummer|Ordernummer|Bestelnummer|PO-nummer"), "PO number")
    pairs = [
        (num, po),
        (L("Orderdatum", "Date"), fd(dt)),
        (L("Leveranciersnummer", "Supplier no."), levnr),
        (L("Contractnummer", "Contract"), contract),
        (L("Kostenplaats", "Cost centre"), kp),
        (L("Project", "Project"), proj),
        (L("Aanvrager", "Requester"), aanv),
        (L("Budgethouder", "Budget holder"), bh),
    ]
    if rng.random() < 0.35:
        pairs[0], pairs[3] = pairs[3], pairs[0]
    ky = kv_right(d, x2 - 110, x2 - 104, y - 4, pairs, 7.4 if bi else 7.8)
    y = max(ky, y + 60) + 10
    bw = (w - 12) / 2
    st = pick(rng, "box|bar|under")
    ya = block(
        d,
        m,
        y,
        L("Afleveradres", "Delivery address"),
        [
            uni,
            fac,
            f"{bldg}, kamer {rng.randint(1, 5)}.{rng.randint(10, 99)}",
            pick(rng, "Drienerlolaan|Einsteinweg|Nijenborgh|Heyendaalseweg|Droevendaal")
            + f" {rng.randint(1, 300)}",
            f"{digits(rng, '#### @@')} {cx}",
            f"t.a.v. {aanv}",
        ],
        style=st,
        w=bw,
        size=8,
        b_first=False,
    )
    yb = block(
        d,
        m + bw + 12,
        y,
        L("Factuuradres", "Invoice address"),
        [
            uni,
            pick(
                rng,
                "Financiële administratie|Crediteurenadministratie|Shared Service Center Finance",
            ),
            f"Postbus {rng.randint(100, 9999)}",
            f"{digits(rng, '#### @@')} {cx}",
            mail_of(uni.split()[-1], pick(rng, "facturen|invoices|crediteuren"), "nl"),
        ],
        style=st,
        w=bw,
        size=8,
        b_first=False,
    )
    y = max(ya, yb) + 6
    spec = [
        ("pos", L("Regel", "Line"), 5, "c"),
        ("code", L("Artikelnr.", "Item"), 10, "l"),
        ("desc", L("Omschrijving", "Description"), 38, "l"),
        ("qty", L("Aantal", "Qty"), 7, "r"),
        ("unit", L("Eenh.", "UoM"), 6, "c"),
        ("price", L("Prijs", "Price"), 10, "r"),
        ("btw", "BTW", 5, "r"),
        ("amount", L("Bedrag", "Amount"), 11, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 56
    n = nrows(rng, y + 10, bottom, 14, 220, top2=64, p2=0.25, p3=0.06, most=9)
    rows = []
    for i in range(n):
        desc, unit, lo, hi = rng.choice(UNI_ITEMS)
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        q = rng.choice([1, 1, 2, 3, 5, 10]) if hi > 200 else rng.choice([1, 2, 4, 5, 10, 20])
        rate = "9" if "boek" in desc else "21"
        amt = cents(p * q)
        rows.append(
            {
                "pos": str((i + 1) * 10),
                "code": digits(rng, pick(rng, "######|@@-#####|#######")),
                "desc": desc,
                "qty": str(q),
                "unit": unit,
                "price": fm(p),
                "btw": f"{rate}%",
                "amount": fm(amt),
                "amt": amt,
                "rate": rate,
            }
        )
    ftext = L(
        "Vermeld altijd het inkoopordernummer op uw factuur; facturen zonder geldig "
        "ordernummer worden geretourneerd.",
        "Always quote the PO number on your invoice.",
    )

    def head(p: int) -> float:
        d.t(m, 34, f"{uni} - {title}", 8.5, b=True)
        d.t(
            x2,
            34,
            f"{num} {po} · " + L(f"Pagina {p} van {pages}", f"Page {p} of {pages}"),
            7.6,
            al="r",
        )
        d.line(m, 40, x2, 40, 0.5)
        return 52

    def foot(p: int) -> None:
        page_foot(d, ftext, 6.6)

    y = paged(
        d,
        m,
        y,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        size=7.6,
        lead=14,
        shade=0.87,
        grid=rng.random() < 0.4,
        rules=True,
    )
    bases: dict[str, Decimal] = {}
    for r in rows:
        bases[r["rate"]] = bases.get(r["rate"], Decimal(0)) + r["amt"]
    taxes = {k: tax(v, Decimal(k)) for k, v in bases.items()}
    net = net_of(rows)
    total = net + sum(taxes.values(), Decimal(0))
    y = room(d, y, 160, head, foot)
    if not nt:
        out = [(L("Totaal excl. BTW", "Total excl. VAT"), fm(net), False)]
        for k in sorted(bases, key=int):
            out.append((f"BTW {k}%", fm(taxes[k]), False))
        out.append(
            (L(pick(rng, "Totaal incl. BTW|Totaalbedrag|Ordertotaal"), "Total"), ft(total), True)
        )
        y = d.summary(x2 - 230, x2 - 4, y + 8, out, 8.6, box_last=rng.random() < 0.6) + 6
    else:
        y = (
            d.para(
                m,
                y + 8,
                "Levering op nacalculatie volgens het geldende contract; geen orderbedrag vermeld.",
                8.2,
                w,
            )
            + 4
        )
    cond = [
        "Op deze order zijn de "
        + pick(
            rng,
            f"Algemene Inkoopvoorwaarden van {uni}|inkoopvoorwaarden VSNU 2019|"
            "ARVODI-2018|ARIV-2018",
        )
        + " van toepassing.",
        "Leveringen uitsluitend op werkdagen tussen 8.00 en 16.00 uur bij het centrale magazijn of "
        "het afleveradres.",
        "Wij ontvangen uw factuur bij voorkeur als e-factuur (UBL/Peppol).",
    ]
    for t_ in cond[: rng.randint(1, 3)]:
        y = d.para(m, y, t_, 7.4, w)
    y = room(d, y, 50, head, foot)
    d.t(
        m,
        y + 16,
        L("Inkoper", "Buyer")
        + f": {lperson(rng, 'nl')} · {mail_of(uni.split()[-1], 'inkoop', 'nl')}",
        7.8,
    )
    if rng.random() < 0.5:
        d.t(
            m,
            y + 28,
            L("Digitaal geaccordeerd door budgethouder", "Approved electronically")
            + f" {bh} op {fd(dt)}",
            7.6,
            grey=0.3,
        )
    foot(d.pages)
    return result(d, "nl", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- ja university order

JA_UNIS = "北陸|東海|瀬戸内|みちのく|信州|九州西部|北海道東|山陰|房総|阿武隈"
JA_BUKYOKU = (
    "理学研究科|工学研究院|医学部附属病院|農学部|薬学研究科|総合情報基盤センター|附属図書館|"
    "先端科学研究所"
)
JA_LAB = [
    ("マイクロピペット", "10-100µL", "エッペンドルフ", "本", 30000, 65000),
    ("ピペットチップ", "200µL 96本×10ラック", "ワトソン", "箱", 3000, 9000),
    ("遠沈管", "50mL 500本入", "コーニング", "箱", 12000, 28000),
    ("ニトリル手袋", "Mサイズ 100枚入", "アズワン", "箱", 900, 2200),
    ("エタノール(99.5)", "500mL", "富士フイルム和光", "本", 1200, 3500),
    ("ノートパソコン", "14型 Core i7 16GB", "—", "台", 150000, 260000),
    ("液晶モニター", "27型 WQHD", "—", "台", 30000, 60000),
    ("専門書", "洋書", "—", "冊", 3000, 15000),
    ("試薬瓶", "褐色 1L", "柴田科学", "本", 800, 2500),
    ("電子天秤", "0.1mg / 220g", "エー・アンド・デイ", "台", 180000, 420000),
    ("超低温フリーザー保守点検", "年間契約", "—", "式", 80000, 250000),
    ("液化窒素", "180L 容器", "—", "本", 12000, 30000),
    ("PCR用プレート", "96穴 50枚入", "サーモフィッシャー", "箱", 9000, 24000),
    ("トナーカートリッジ", "黒 大容量", "キヤノン", "本", 9000, 24000),
]
JA_YEN = ["¥{v}", "￥{v}-", "{v}円", "￥{v}"]


@two_pass
def blind7_ja_daigaku_chumonsho(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Japanese national university's order form to a vendor (A4)."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(34, 46)
    wd = pdf.w - 2 * m
    rx = pdf.w - m
    pages = of(npages)
    dt = a_date(rng)
    uni = f"国立大学法人{pick(rng, JA_UNIS)}大学"
    dept = pick(rng, JA_BUKYOKU)
    sup = ja_firm(rng).name
    ys = rng.choice(JA_YEN)
    yen = lambda v: ys.format(v=f"{v:,.0f}")
    ds = pick(rng, "cn|reiwa|slash")
    fd = lambda x: fdate(x, ds)
    po = pick(
        rng,
        f"{dt:%y}{rng.randint(100000, 999999)}|発{dt:%y}-{rng.randint(1, 9999):04d}|"
        f"P{rng.randint(10**7, 10**8 - 1)}|{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}|"
        f"R{dt.year - 2018}-{rng.randint(10000, 99999)}",
    )
    keiyaku = f"契{dt:%y}-{rng.randint(100, 999)}"
    mitsu = pick(
        rng,
        f"M{rng.randint(10**5, 10**6 - 1)}|見{dt:%y%m}-{rng.randint(10, 999)}|"
        f"Q{rng.randint(1000, 9999)}",
    )
    kaken = f"{dt.year % 100 - rng.randint(0, 2)}K{rng.randint(10000, 99999):05d}"
    po_lab = pick(rng, "発注番号|注文番号|発注No.|注文書番号")
    title = pick(rng, "発注書|注文書|発 注 書|物品発注書|注 文 書")
    pdf.text(pdf.w / 2, 52, title, 20, align="c", bold=True, space=3 if " " not in title else 1)
    pdf.line(pdf.w / 2 - 80, 60, pdf.w / 2 + 80, 60, lw=1)
    y0 = 84
    grid_right = [[po_lab, po], ["発注日", fd(dt)]]
    if rng.random() < 0.6:
        grid_right.append(["契約番号", keiyaku])
    show_page = rng.random() < 0.3
    if npages > 1 or show_page:
        grid_right.append(["頁", f"1 / {pages}"])
    if rng.random() < 0.3:
        grid_right[0], grid_right[1] = grid_right[1], grid_right[0]
    pdf.grid(
        rx - wd * 0.38,
        y0 - 10,
        [wd * 0.14, wd * 0.24],
        grid_right,
        row_h=16,
        size=8.5,
        head=0,
        shade_cols=[0],
        align="ll",
    )
    # vendor
    pdf.text(m, y0 + 20, f"{sup}　{pick(rng, '御中|御中|殿')}", 13, bold=True)
    pdf.line(m, y0 + 26, m + wd * 0.5, y0 + 26, lw=0.8)
    if rng.random() < 0.5:
        pdf.text(m, y0 + 40, f"営業担当　{person(rng, 'ja')} 様", 9)
    # buyer
    bx = m + wd * 0.55
    by = y0 + 70
    pdf.text(bx, by, uni, 11, bold=True)
    pdf.text(bx, by + 15, dept, 9)
    pdf.text(bx, by + 28, ja_addr(rng), 7.8, maxw=rx - bx)
    pdf.text(
        bx,
        by + 41,
        f"発注担当　{pick(rng, '財務部調達課|契約係|会計係|購買係')}　{person(rng, 'ja')}",
        8.2,
    )
    pdf.text(bx, by + 54, f"TEL {ja_tel(rng)}（内線 {rng.randint(2000, 8999)}）", 8.2)
    if rng.random() < 0.7:
        pdf.stamp(rx - 24, by + 20, f"{uni[6:]}契約担当役之印"[:9], rng, shape="square", r=22)
    y = by + 12
    pdf.text(
        m,
        y,
        "下記のとおり発注いたします。" if rng.random() < 0.6 else "下記のとおり注文します。",
        9.5,
    )
    y += 16
    lines_ = []
    n_first = int((pdf.h - 60 - (y + 150)) // 18)
    r_ = rng.random()
    n = rng.randint(n_first + 3, n_first + 20) if r_ < 0.2 else rng.randint(1, min(10, n_first - 8))
    for _ in range(n):
        name, spec, maker, unit, lo, hi = rng.choice(JA_LAB)
        price = Decimal(rng.randrange(lo, hi, 10))
        q = 1 if hi > 100000 else rng.choice([1, 2, 3, 5, 10, 20])
        lines_.append([name, spec, maker, str(q), unit, price, price * q])
    net = sum((ln[6] for ln in lines_), Decimal(0))
    vat = (net * Decimal("0.10")).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = net + vat
    amount_box = rng.random() < 0.6
    if amount_box:
        pdf.rect(m, y, wd * 0.5, 28, stroke=GREY, lw=1)
        pdf.rect(m, y, wd * 0.16, 28, fill=SHADE, stroke=None)
        pdf.text(
            m + wd * 0.08,
            y + 18,
            pick(rng, "発注金額|合計金額|ご注文金額"),
            9.5,
            align="c",
            bold=True,
        )
        pdf.text(m + wd * 0.5 - 8, y + 19, f"{yen(total)}（税込）", 13, align="r", bold=True)
        y += 40
    y = max(y, by + 66)
    info = [
        ["件名", pick(rng, f"{dept}用 研究用消耗品|実験器具一式|{dept} 備品購入|図書購入")],
        [
            pick(rng, "納入場所|納品場所"),
            f"{pick(rng, '総合研究棟|理学部1号館|工学部2号館|附属病院 中央診療棟')} "
            f"{rng.randint(1, 8)}階 {rng.randint(101, 899)}号室",
        ],
        [pick(rng, "納入期限|納期"), fd(dt + timedelta(days=rng.randint(7, 45)))],
        [pick(rng, "貴社見積番号|見積書番号|御見積No."), mitsu],
        [
            "予算科目",
            pick(
                rng,
                f"科学研究費助成事業（課題番号 {kaken}）|運営費交付金|"
                f"受託研究費 {rng.randint(100, 999)}-{rng.randint(10, 99)}",
            ),
        ],
        ["検収担当", f"{person(rng, 'ja')}（{pick(rng, '教授|准教授|助教|技術職員')}）"],
        ["支払条件", pick(rng, "検収後、翌月末払い|検収月の翌月末日払い|請求書受理後30日以内")],
    ]
    if rng.random() < 0.5:
        info.pop(4 if rng.random() < 0.5 else 6)
    y = (
        pdf.grid(
            m,
            y,
            [wd * 0.16, wd * 0.84],
            info,
            row_h=17,
            size=8.6,
            head=0,
            shade_cols=[0],
            align="ll",
        )
        + 10
    )
    head = ["No.", "品名", "規格・型番", "メーカー", "数量", "単位", "単価", "金額"]
    widths = rel(wd, [5, 25, 21, 15, 7, 6, 10, 11])
    body = [
        [str(i + 1), ln[0], ln[1], ln[2], ln[3], ln[4], f"{ln[5]:,.0f}", f"{ln[6]:,.0f}"]
        for i, ln in enumerate(lines_)
    ]
    bottom = pdf.h - 60

    def on_page() -> float:
        pdf.text(m, 34, f"{uni}　{title.replace(' ', '')}（続き）", 9.5, bold=True)
        pdf.text(rx, 34, f"{po_lab} {po}　{pdf.pages} / {pages} 頁", 8.5, align="r")
        return 48

    done = 0
    while True:
        fit_ = max(1, int((bottom - y) / 18) - 1)
        chunk = body[done : done + fit_]
        y = pdf.grid(m, y, widths, [head, *chunk], row_h=18, size=8.2, align="clllrcrr")
        done += len(chunk)
        if done >= len(body):
            break
        pdf.text(rx, y + 14, "（次頁へ続く）", 8.5, align="r", colour=GREY)
        pdf.new_page()
        y = on_page()
    if y + 170 > pdf.h - 30:
        pdf.new_page()
        y = on_page()
    y += 8
    summ = [
        ["小計", yen(net) if rng.random() < 0.3 else f"{net:,.0f}"],
        [pick(rng, "消費税（10%）|消費税等|消費税額（10%）"), f"{vat:,.0f}"],
        [pick(rng, "合計|合計金額|総合計（税込）"), yen(total)],
    ]
    y1 = pdf.grid(
        m + wd * 0.55,
        y,
        [wd * 0.2, wd * 0.25],
        summ,
        row_h=18,
        size=9,
        head=0,
        shade_cols=[0],
        align="lr",
    )
    notes = [
        "1. 納品時には納品書を添付し、発注番号を必ず記載してください。",
        "2. 請求書は検収完了後に下記宛てに送付してください。",
        f"　 請求書送付先：{uni} 財務部経理課　{ja_addr(rng)}",
        "3. 適格請求書発行事業者の登録番号を請求書に記載してください。",
    ]
    ny = y + 10
    for t_ in notes[: rng.choice([1, 3, 4])]:
        pdf.text(m, ny, t_, 7.6, maxw=wd * 0.53)
        ny += 13
    y = max(y1, ny) + 18
    if rng.random() < 0.6:
        cw = wd / 4
        heads = ["契約担当", "予算責任者", "発注担当", "検収"]
        pdf.grid(rx - cw * 2.4, y, [cw * 0.6] * 4, [heads, ["", "", "", ""]], row_h=22, size=7.5)
    return pdf.done("ja", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- zh delivery note

SH_ITEMS = [
    ("不锈钢六角螺栓", "M8×30 A2-70", "只", 0.3, 1.2),
    ("深沟球轴承", "6205-2RS", "套", 6, 18),
    ("铝型材", "4040 L=1000", "根", 25, 60),
    ("PU气管", "Φ8×5 100米/卷", "卷", 60, 140),
    ("瓦楞纸箱", "五层 600×400×400", "个", 3, 9),
    ("缠绕膜", "500mm×2.5kg", "卷", 18, 40),
    ("电磁阀", "4V210-08 DC24V", "个", 28, 75),
    ("接近开关", "LJ12A3-4-Z/BX", "个", 9, 25),
    ("劳保手套", "浸胶 12双/打", "打", 18, 45),
    ("注塑件外壳", "ABS 黑色 K-302", "件", 1.5, 6),
    ("PCB板", "FR-4 1.6mm 双面", "片", 4, 18),
    ("冷轧钢板", "SPCC 1.0×1250×2500", "张", 160, 320),
    ("开关电源", "24V 10A", "台", 55, 130),
    ("包装泡棉", "EPE 10mm", "卷", 35, 90),
    ("电缆", "RVV 3×1.5", "米", 2, 6),
]
PAPERS = [(683.1, 396.9), (683.1, 396.9), (683.1, 510.2), (609.4, 396.9)]


def blind7_zh_songhuodan(rng: random.Random) -> tuple[bytes, dict]:
    """A Chinese supplier's delivery note on continuous-form paper quoting the customer's
    purchase order (one page)."""
    register_cjk_font()
    size = rng.choice(PAPERS)
    pdf = Pdf(size)
    m = rng.uniform(24, 36)
    side = 22 if rng.random() < 0.75 else 0  # the copy legend at the right edge
    wd = pdf.w - 2 * m - side
    rx = m + wd
    dt = a_date(rng)
    sup = zh_firm(rng)
    buyer = zh_firm(rng, sup.name)
    none = rng.random() < 0.05
    po = pick(
        rng,
        f"PO{dt:%Y%m%d}{rng.randint(1, 999):03d}|CG{dt:%y%m}{rng.randint(1000, 9999)}|"
        f"{rng.randint(4500000000, 4509999999)}|"
        f"{buyer.key.upper()[:3]}-PO-{dt:%y}{rng.randint(1000, 9999)}|"
        f"{dt:%Y}-{rng.randint(1, 9999):04d}",
    )
    no = f"{rng.randint(0, 9999999):07d}"
    so = f"SO{dt:%y%m}{rng.randint(100, 999)}"
    ht = f"HT-{dt.year}-{rng.randint(1, 999):03d}"
    kh = f"C{rng.randint(1000, 9999)}"
    fds = pick(rng, "cn|iso|slash")
    po_lab = pick(rng, "客户订单号|订单编号|采购单号|PO号|贵司订单号|客户PO")
    # header
    pdf.text(pdf.w / 2 - side / 2, 30, sup.name, 14 if pdf.w > 650 else 12.5, align="c", bold=True)
    pdf.text(
        pdf.w / 2 - side / 2,
        43,
        f"地址：{zh_addr(rng)}　电话：{zh_tel(rng)}　传真：{zh_tel(rng)}",
        7.5,
        align="c",
        colour=GREY,
    )
    title = pick(rng, "送 货 单|送货单|发 货 单|送货清单|出库送货单")
    pdf.text(pdf.w / 2 - side / 2, 64, title, 16, align="c", bold=True, space=2)
    pdf.text(rx, 64, f"No. {no}", 12, align="r", colour=RED)
    y = 74
    left = [
        ["客户名称", buyer.name],
        ["收货地址", zh_addr(rng)],
        ["联 系 人", f"{person(rng)}　{mobile(rng)}"],
    ]
    right = [["送货日期", fdate(dt, fds)], [po_lab, po]]
    if rng.random() < 0.5:
        right.append([pick(rng, "合同编号|合同号"), ht])
    else:
        right.append([pick(rng, "客户编码|客户代码"), kh])
    if rng.random() < 0.35:
        right.append(["销售单号", so])
        left.append(["备　　注", pick(rng, "请验收后签回单|易碎品 轻拿轻放|分批交货 第2批|")])
    if rng.random() < 0.3:
        right[0], right[1] = right[1], right[0]
    style = rng.randrange(2)
    if style == 0:
        for i, (k, v) in enumerate(left):
            pdf.text(m, y + 12 + i * 14, f"{k}：{v}", 8.8, maxw=wd * 0.6)
        for i, (k, v) in enumerate(right):
            pdf.text(m + wd * 0.64, y + 12 + i * 14, f"{k}：{v}", 8.8, maxw=wd * 0.36)
        y += 16 + 14 * max(len(left), len(right))
    else:
        rows_ = []
        for i in range(max(len(left), len(right))):
            a = left[i] if i < len(left) else ["", ""]
            b = right[i] if i < len(right) else ["", ""]
            rows_.append([*a, *b])
        y = (
            pdf.grid(
                m,
                y,
                rel(wd, [11, 47, 12, 30]),
                rows_,
                row_h=16,
                size=8.3,
                head=0,
                shade_cols=[0, 2],
                align="llll",
            )
            + 6
        )
    head = ["序号", "物料编码", "品名", "规格型号", "单位", "数量", "单价", "金额", "备注"]
    widths = rel(wd, [5, 12, 16, 18, 6, 8, 9, 11, 10])
    n_slots = rng.choice([5, 6, 8]) if pdf.h < 450 else rng.choice([8, 10])
    row_h = 17
    n_slots = min(n_slots, int((pdf.h - y - 110) // row_h))
    n = rng.randint(1, n_slots)
    body, amts = [], []
    for i in range(n):
        name, spec, unit, lo, hi = rng.choice(SH_ITEMS)
        price = Decimal(str(round(rng.uniform(lo, hi), 2 if hi < 10 else 1)))
        q = (
            rng.choice([10, 20, 50, 100, 200, 500, 1000])
            if hi < 10
            else rng.choice([1, 2, 5, 10, 20, 50])
        )
        amt = price * q
        amts.append(amt)
        body.append(
            [
                str(i + 1),
                f"{buyer.key[:2].upper()}{rng.randint(10**6, 10**7 - 1)}",
                name,
                spec,
                unit,
                f"{q:,}",
                "" if none else f"{price:,.2f}",
                "" if none else f"{amt:,.2f}",
                pick(rng, "|||含税|样品|补货"),
            ]
        )
    body += [[""] * 9 for _ in range(n_slots - n)]
    total = sum(amts, Decimal(0))
    y = pdf.grid(m, y, widths, [head, *body], row_h=row_h, size=8, align="clllcrrrl")
    qty_sum = sum(int(r[5].replace(",", "")) for r in body if r[5])
    if none:
        tot_row = [["合计", f"数量合计：{qty_sum:,}　　（价格以对账单为准）"]]
    else:
        tot_row = [
            ["合计", f"人民币（大写）：{daxie(total)}　　{pick(rng, '¥|￥|小写：¥')}{total:,.2f}"]
        ]
    y = pdf.grid(
        m,
        y,
        [widths[0] + widths[1], wd - widths[0] - widths[1]],
        tot_row,
        row_h=18,
        size=8.6,
        head=0,
        align="cl",
    )
    y += 16
    sigs = ["制单：" + person(rng), "送货人：", "收货人（签字）：", "收货单位（盖章）："]
    for i, s_ in enumerate(sigs):
        pdf.text(m + i * wd / 4, y, s_, 8.6)
    pdf.text(
        m,
        y + 16,
        pick(
            rng,
            "温馨提示：请当面点清货物数量，如有异议请于三日内提出，逾期视为验收合格。|"
            "注：货物签收后请将回单联交送货人带回。|本单经双方签字后作为结算依据。",
        ),
        7.4,
        colour=GREY,
        maxw=wd,
    )
    if rng.random() < 0.75:
        pdf.stamp(
            m + wd * 0.16,
            y - 8,
            sup.name,
            rng,
            caption=pick(rng, "发货专用章|销售专用章|业务专用章"),
            r=30,
        )
    if side:
        legend = pick(
            rng,
            "①存根（白）②客户（红）③回单（黄）④财务（蓝）|第一联存根　第二联客户　第三联回单|"
            "白联：存根　红联：客户　黄联：回单",
        )
        pdf.vtext(pdf.w - m - side / 2 + 6, 80, legend.replace("　", ""), 7.2, colour=GREY)
    return pdf.done("zh-Hans", "delivery_note", po, sup.name, None if none else total)


# --------------------------------------------------------------------------- sv order confirmation


def sek(v: Decimal) -> Decimal:
    """Rounded to whole kronor (öresavrundning)."""
    return v.quantize(Decimal(1), ROUND_HALF_UP)


@two_pass
def blind7_sv_orderbekraftelse(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Swedish seller's order confirmation quoting the customer's order (A4)."""
    d, m, x2, w, _, dt = frame(
        rng, A4, "helv|libsans|dejavu|djcond|times|libserif", 40, 56, totals=False
    )
    pages = of(npages)
    sup, sadr, _ = bfirm(rng, "se", "sup")
    buyer, badr, _ = bfirm(rng, "se", "buy")
    fm = figures(" ", ",")
    ft = pick(rng, "sek|kr|none")
    fmt_t = {
        "sek": figures(" ", ",", sym="SEK"),
        "kr": figures(" ", ",", sym="kr", pre=False),
        "none": fm,
    }[ft]
    po = pick(
        rng,
        f"{rng.randint(10**5, 10**6 - 1)}|IO{dt:%y}-{rng.randint(1000, 99999)}|"
        f"45{rng.randint(10**6, 10**7 - 1)}|"
        f"{buyer.split()[0][:3].upper()}-{rng.randint(1000, 9999)}|"
        f"PO{rng.randint(10**5, 10**6 - 1)}",
    )
    ob = pick(
        rng,
        f"{rng.randint(200000, 299999)}|OB{rng.randint(10**5, 10**6 - 1)}|"
        f"{dt:%y}{rng.randint(10000, 99999)}",
    )
    knr = f"{rng.randint(10000, 99999)}"
    er_ref = bwho(rng, "se")
    var_ref = bwho(rng, "se")
    tel = digits(rng, "0##-### ## ##")
    dfs = pick(rng, "%Y-%m-%d|%Y-%m-%d|%d/%m/%Y")
    fd = lambda x: x.strftime(dfs)
    title = pick(rng, "ORDERBEKRÄFTELSE|Orderbekräftelse|ORDERERKÄNNANDE|Bekräftelse av order")
    # letterhead
    if rng.random() < 0.55:
        x = logo(d, m, 36, sup, 34, rng.choice([0.2, 0.35, 0.5]))
        d.t(x, 56, sup, fitsize(d, sup, 15, w * 0.5), b=True)
    else:
        d.t(m, 54, sup, fitsize(d, sup, 17, w * 0.55), b=True)
    d.t(x2, 50, title, 14, b=True, al="r")
    d.t(x2, 64, f"Sida 1 ({pages})" if rng.random() < 0.5 else f"Sida 1 av {pages}", 8, al="r")
    y = 112
    d.lines(
        m,
        y,
        [
            buyer,
            pick(rng, "Inköpsavdelningen|Ekonomiavdelningen|Att: " + er_ref + "|Centralförrådet"),
            *badr,
        ],
        9.5,
    )
    ref_lab = pick(rng, "Ert ordernr|Er beställning|Ert inköpsordernr|Ert ordernummer|Er order")
    pairs = [
        (pick(rng, "Ordernr|Vårt ordernr|Ordernummer"), ob),
        ("Orderdatum", fd(dt)),
        ("Kundnr", knr),
        (ref_lab, po),
        ("Er referens", er_ref),
        ("Vår referens", var_ref),
        (
            "Leveransdatum",
            pick(
                rng,
                f"{fd(dt + timedelta(days=rng.randint(3, 30)))}|v. {rng.randint(2, 52)}|Snarast",
            ),
        ),
    ]
    if rng.random() < 0.35:
        pairs.insert(
            4,
            (
                "Godsmärkning",
                pick(
                    rng,
                    f"Projekt {rng.randint(100, 999)}|Förråd {rng.randint(1, 9)}|"
                    f"{er_ref.split()[0]}",
                ),
            ),
        )
    if rng.random() < 0.35:
        pairs[0], pairs[3] = pairs[3], pairs[0]
    if rng.random() < 0.5:
        kv_right(d, x2 - 88, x2 - 82, y - 6, pairs, 8)
        y += 96
    else:
        y += 74
        y = (
            d.grid(
                m,
                y,
                [w / len(pairs)] * len(pairs),
                [p_[0] for p_ in pairs],
                [p_[1] for p_ in pairs],
                7.8,
            )
            + 6
        )
    terms = [
        (
            "Leveransvillkor",
            pick(
                rng, "Fritt vårt lager|DAP Incoterms 2020|Fritt kund, fraktfritt över 5 000 kr|FCA"
            ),
        ),
        ("Leveranssätt", pick(rng, "DHL Freight|Schenker|PostNord|Egen bil|Hämtas")),
        (
            "Betalningsvillkor",
            pick(rng, "30 dagar netto|20 dagar netto|10 dagar 2 %, 30 dagar netto|Förskott"),
        ),
    ]
    y = d.lines(m, y, [f"{k}: {v}" for k, v in terms[: rng.randint(2, 3)]], 8.2) + 2
    if rng.random() < 0.6:
        _n, dadr, _c = bfirm(rng, "se", "buy")
        y = d.lines(m, y, [f"Leveransadress: {buyer}, {dadr[0]}, {dadr[1]}"], 8.2) + 2
    y = d.para(
        m,
        y + 4,
        pick(
            rng,
            "Tack för er order! Vi bekräftar härmed följande:|Vi tackar för "
            "beställningen och bekräftar leverans enligt nedan.|"
            "Härmed bekräftas er order enligt nedan.",
        ),
        8.8,
        w,
    )
    spec = [
        ("code", "Artikelnr", 12, "l"),
        ("desc", "Benämning", 40, "l"),
        ("qty", "Antal", 7, "r"),
        ("unit", "Enh", 5, "c"),
        ("price", "À-pris", 11, "r"),
        ("disc", "Rab %", 6, "r"),
        ("amount", "Belopp", 13, "r"),
    ]
    c = cols(spec, w)
    bottom = d.h - 92
    n = nrows(rng, y + 10, bottom, 14, 210, top2=72, p2=0.25, p3=0.07, most=10)
    rows = sv_items(rng, n, fm)
    for r in rows:
        if rng.random() < 0.3:
            pc = rng.choice([5, 10, 15, 20, 25])
            r["disc"] = str(pc)
            r["amt"] = cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])
    orgnr = digits(rng, "55####-####")
    flines = [
        [sup, *sadr],
        [f"Tel {tel}", mail_of(sup, pick(rng, "order|info|kundservice"), "se")],
        [
            f"Org.nr {orgnr}",
            f"Momsreg.nr SE{orgnr.replace('-', '')}01",
            "Styrelsens säte: " + sadr[1].split(" ")[-1],
        ],
        [
            f"Bankgiro {digits(rng, '###-####')}",
            f"Plusgiro {digits(rng, '## ## ##-#')}"
            if rng.random() < 0.5
            else "F-skattebevis finns",
        ],
    ]

    def foot(p: int) -> None:
        cw = w / 4
        d.line(m, d.h - 64, x2, d.h - 64, 0.4)
        for i, col in enumerate(flines):
            d.lines(m + i * cw, d.h - 60, col, 6.4)

    def head(p: int) -> float:
        d.t(m, 40, f"{sup} - {title}", 8.5, b=True)
        d.t(x2, 40, f"{ref_lab} {po} · Sida {p} av {pages}", 7.8, al="r")
        d.line(m, 46, x2, 46, 0.4)
        return 60

    carry = (pick(rng, "Transport|Att transportera|Summa sida"), "Transport")
    y = paged(
        d,
        m,
        y + 4,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        carry=carry,
        fm=fm,
        size=8,
        lead=14,
        shade=0.88,
        rules=rng.random() < 0.6,
    )
    net = net_of(rows)
    frakt = Decimal(rng.choice([0, 0, 19500, 29500, 49500, 89000])) / 100
    exp = Decimal(rng.choice([0, 0, 4900, 7500])) / 100
    base = net + frakt + exp
    moms = tax(base, Decimal(25))
    raw_total = base + moms
    total = sek(raw_total)
    rnd = total - raw_total
    y = room(d, y, 170, head, foot)
    out = [(pick(rng, "Summa artiklar|Nettobelopp|Varuvärde"), fm(net), False)]
    if frakt:
        out.append(("Frakt", fm(frakt), False))
    if exp:
        out.append((pick(rng, "Expeditionsavgift|Fakturaavgift|Småorderavgift"), fm(exp), False))
    out.append((pick(rng, "Summa exkl. moms|Totalt exkl. moms"), fm(base), False))
    out.append(("Moms 25 %", fm(moms), False))
    if rnd:
        out.append(("Öresavrundning", fm(rnd), False))
    out.append(
        (
            pick(rng, "Totalt att betala|Summa inkl. moms|Ordervärde inkl. moms|Totalt SEK"),
            fmt_t(total),
            True,
        )
    )
    y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.8, box_last=True) + 6
    if rng.random() < 0.25:
        fs = cents(total * Decimal(30) / 100)
        y = (
            d.para(
                m,
                y,
                f"Förskottsbetalning 30 % ({fm(fs)} kr) faktureras vid orderbekräftelse, "
                "resterande vid leverans.",
                8,
                w,
            )
            + 2
        )
    y = d.para(
        m,
        y + 4,
        "Vänligen kontrollera orderbekräftelsen. Eventuella avvikelser måste meddelas "
        "oss inom två arbetsdagar. Leverans sker enligt NL 17 / våra allmänna leveransvillkor.",
        7.8,
        w,
    )
    y = room(d, y, 50, head, foot)
    d.t(m, y + 20, "Med vänlig hälsning", 8.6)
    d.t(m, y + 32, f"{var_ref}, {sup}", 8.6)
    foot(d.pages)
    return result(d, "sv", "order_confirmation", po, sup, total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind7_en_ship_chandler_po,
        blind7_en_airline_mro_po,
        blind7_de_druckauftrag,
        blind7_fr_centrale_reappro,
        blind7_es_subcontrata_obra,
        blind7_it_ordine_farmacia,
        blind7_nl_universiteit_inkooporder,
        blind7_ja_daigaku_chumonsho,
        blind7_zh_songhuodan,
        blind7_sv_orderbekraftelse,
    )
}

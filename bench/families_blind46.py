# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind45 (`blind46_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-ZA, de-DE, fr-CA, it-IT and pt-BR.

- blind46_zh_minsu_buchao_caigou: a Chinese guesthouse's order for bedding and guest amenities
  (the guesthouse's name and a coloured rule, the order number in an outlined box at the top
  right, the supplier under 致 / 供货商 or unlabelled as the first line of a panel beside the
  deliver-to panel, an unruled list with hairlines, 金额合计 or 合计金额 with 大写, at times a
  deposit already paid and the balance, a booking-season remark).
- blind46_zh_cizhuan_xiaoshou_querendan: a ceramic-tile maker's sales-order confirmation to a
  fit-out contractor (the seller's letterhead with its credit code, 销售确认书 with the seller's
  own 销售单号 in a ruled grid beside the customer's 采购单号 / 订单号 and a project name, lines
  priced per m² with boxes and pieces, 货款合计 / 运费 / 订单总额, 13 % VAT included, a
  deposit percentage and the balance, bank data, seals of both sides).
- blind46_tw_jichehang_lingjian_dinggou: a Taiwanese scooter shop's order for parts (訂購單 with
  its number beside the title or in a boxed grid, 廠商 with 統一編號 and the shop's 送貨地址, ROC
  dates, part-number lines in whole NT$, 未稅 / 營業稅 5% / 總計 or 應付金額, a return-policy
  remark, 經辦 / 主管 / 廠商簽收 boxes).
- blind46_ja_sento_shizai_hacchusho: a Japanese super-sentō's order for bath supplies (注文書
  or 発注書 centred, the supplier with 御中 at the top left, a ruled box at the right with
  注文番号 / 発注日 / 見積番号, the bath company and its 施設 with a square seal, a grid of 納品
  場所 and 納期, 小計 / 消費税 10% / 合計金額 rows or the total in a box above the lines).
- blind46_en_us_fairgrounds_event_po: a US county fair's order for event rentals (PURCHASE
  ORDER with the number beside it or a small boxed grid, "Vendor" / "To:" and "Ship To" blocks
  in either order, event, fund / account, requisition and quote numbers, subtotal, nonprofit
  discount, delivery and setup, sales tax or a tax-exemption line, "ORDER TOTAL" / "TOTAL
  ORDER" / "Total PO Amount" or "Amount Due", at times a deposit and the balance).
- blind46_en_za_sugar_mill_spares_po: a South African sugar mill's order for engineering spares
  (the mill's letterhead with VAT and company registration numbers, a key / value box or a
  label-over-value grid with requisition, cost centre, vendor account and buyer, the supplier
  under "To" or "Supplier" or unlabelled, stock-code lines with discounts, VAT 15 %, "Total PO
  Value" / "PO TOTAL" / "TOTAL (INCL. VAT)" at times with its amount on the line below, Rand in
  three printed forms, B-BBEE and order-number clauses).
- blind46_de_imkerei_glaeser_bestellung: a German beekeeping business's order for honey jars and
  hive material (a DIN letter: the sender line, the supplier unlabelled in the window, the
  order data at the right, Betreff with the order number or not, MwSt 7 % / 19 %, Gesamtbetrag
  / Bestellsumme / Endbetrag, at times with the amount on the line below, a Skonto line,
  "Mit freundlichen Grüßen", bank and tax numbers in the footer).
- blind46_fr_ca_deneigement_pieces_bon_commande: a Quebec snow-removal contractor's parts order
  (BON DE COMMANDE with its number beside the title or in a box, Fournisseur and Expédier à in
  either order, the municipal snow contract, quotation and vendor-account numbers, TPS 5 % and
  TVQ 9,975 % with their registration numbers, Total de la commande / Montant total, a deposit
  and the Solde at times, 1 234,56 $).
- blind46_it_rsa_ausili_ordine: an Italian care home's order for care aids and consumables
  (Spett.le and the supplier at the right or left, the order with N. and del, the preventivo,
  CIG and centro di costo numbers, IVA 4 % on aids for the disabled and 22 % on the rest,
  Totale ordine / Totale documento with the amount beside or below, per accettazione caption).
- blind46_pt_br_lavanderia_industrial_insumos: a Brazilian industrial laundry's order for
  chemicals (a label-over-value header grid with Pedido nº under its heading beside cotação,
  emissão and centro de custo, Fornecedor with CNPJ / IE, IPI added and ICMS included, frete,
  "Valor total do pedido" / "Total geral" / "Saldo a pagar", instalments 30/60/90 with amounts).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, contract, project, cost-centre,
vendor-account or the seller's own sales-order number; on the seller's confirmation the
customer's order number); the supplier exactly as printed on its own first line (the vendor, or
the seller of a confirmation; never 御中, 致 or "Spett.le"); the grand total as "1234.50" (whole
NT$ and yen as "1234.00"; after discounts, incl. tax, before deposits; "" when the document
states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2  # noqa: E402
from families_blind19 import ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def en2(v: Decimal) -> str:
    return grouped(v)


def lsums(
    d: la.Doc,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str, bool]],
    size: float,
    below: bool = False,
) -> float:
    """Total rows, label at xl and figure right at xr; with `below` the last (bold) row's
    figure sits on the line under its label."""
    lead = size * 1.55
    for i, (lab, val, b) in enumerate(rows):
        last = i == len(rows) - 1
        if last:
            d.line(xl - 4, y + 2, xr, y + 2, 0.8)
            y += 3
        d.t(xl, y + size, lab, size + (0.6 if last else 0), b=b)
        if last and below:
            y += lead
        d.t(xr, y + size, val, size + (1.2 if last else 0), b=b, al="r")
        y += lead
    return y


def footer(
    d: la.Doc, m: float, left: str, page: int, of: int, word: str = "Page", sep: str = "of"
) -> None:
    d.t(m, d.h - 22, left, 6.8, grey=0.4)
    s = f"{word} {page} {sep} {of}" if of else f"{word} {page}"
    d.t(d.w - m, d.h - 22, s, 7, al="r", grey=0.4)


# --------------------------------------------------------------------------- 1 en-US county fair's event-rental order

US_COUNTY = "Cass|Hardin|Shelby|Marion|Lincoln|Douglas|Boone|Clay|Greene|Warren|Madison|Butler|Logan|Polk|Adair|Custer".split(
    "|"
)
US_BUY = [
    "{c} County Fair Association",
    "{c} County Fairgrounds & Expo Center",
    "{c} County Agricultural Society",
    "Greater {c} Rodeo & Fair Board",
    "{c} County 4-H Fair, Inc.",
]
US_STEM = "Prairie|Heartland|Big Sky|Tri-State|Midwest|Red Barn|Frontier|Lone Oak|Cornerstone|Blue Ribbon|Cimarron|Homestead".split(
    "|"
)
US_SURN = (
    "Hollis|Dawson|Brandt|Kessler|Yoder|McCall|Ortega|Lindqvist|Haney|Pruitt|Swenson|Garza".split(
        "|"
    )
)
US_FIRST = "Dale|Connie|Ray|Tammy|Curtis|Jolene|Wade|Marla|Hank|Denise|Travis|Becky".split("|")
US_SUP_FORMED = [
    "{s} Tent & Event Rentals, LLC",
    "{s} Livestock Equipment, Inc.",
    "{s} Portable Sanitation Co.",
    "{s} Bleacher Systems Inc.",
    "{s} Arena Services LLC",
    "{s} Party & Event Supply Corp.",
]
US_SUP_BARE = ["{p}'s Arena Dirt & Hauling", "{p} Sound & Stage", "{p} Fence Panels & Gates"]
US_STATE = [
    ("IA", "515"),
    ("NE", "402"),
    ("KS", "785"),
    ("MO", "573"),
    ("OK", "405"),
    ("SD", "605"),
    ("MN", "507"),
]
US_ITEMS = [
    ("Grandstand bleacher rental, 10-row aluminum", "wk", 850, 1600),
    ("Livestock panel 12 ft, galvanized", "ea", 95, 180),
    ("Frame tent 40x80 incl. sidewalls", "ea", 2400, 4200),
    ("Portable restroom unit, weekly service", "unit", 120, 210),
    ("ADA restroom unit", "unit", 180, 290),
    ("Hand wash station", "ea", 65, 120),
    ("Arena footing sand, screened", "ton", 28, 45),
    ("Pipe gate 10 ft", "ea", 140, 260),
    ("Bucking chute set, rental", "set", 1800, 3200),
    ("Folding table 8 ft", "ea", 9, 16),
    ("Crowd barricade, steel 8 ft", "ea", 12, 22),
    ("Generator 20 kW w/ fuel", "day", 210, 380),
    ("Light tower, towable", "day", 140, 260),
    ("Wristbands, Tyvek, numbered", "box", 45, 90),
    ("Hay, small square bales", "bale", 7, 12),
    ("Wood shavings, compressed bag", "bag", 6, 10),
    ("PA system w/ announcer booth", "event", 650, 1400),
    ("Golf cart rental", "day", 55, 95),
]


def _us(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, rng.choice(["helv", "helv", "times", "dejavu"]))
    m = rng.uniform(36, 48)
    right = d.w - m
    wd = right - m
    bottom = d.h - 70
    county = rng.choice(US_COUNTY)
    st, area = rng.choice(US_STATE)
    buyer = rng.choice(US_BUY).format(c=county)
    sup = bare_or(rng, US_SUP_FORMED, US_SUP_BARE, 0.2).format(
        s=rng.choice(US_STEM), p=rng.choice(US_SURN)
    )
    dt = la.day(rng)
    yr = dt.year
    po = rng.choice(
        [
            f"{yr}-{rng.randint(1, 999):04d}",
            f"FAIR{yr % 100}-{rng.randint(100, 999)}",
            f"PO {rng.randint(10000, 39999)}",
            f"{rng.randint(2100, 9800)}",
        ]
    )
    req = f"R-{rng.randint(1000, 9999)}"
    quote = rng.choice([f"Q{rng.randint(10000, 99999)}", f"EST-{rng.randint(100, 999)}"])
    fund = f"{rng.choice([100, 210, 215, 400])}-{rng.randint(1000, 9999)}-{rng.randint(5000, 5999)}"
    vno = f"V{rng.randint(1000, 9999):05d}"
    stated = stated_of(rng)
    money = (lambda v: f"${en2(v)}") if rng.random() < 0.6 else en2
    page = [1]
    beside = rng.random() < 0.5
    town = f"{rng.choice(['Fairview', 'Harlan', 'Red Oak', 'Clarinda', 'Beloit', 'Sidney'])}, {st} {rng.randint(50000, 69999)}"

    def top() -> float:
        d.t(m, 52, buyer, 15, b=True)
        d.lines(
            m,
            58,
            [
                f"{rng.randint(100, 4999)} Fairgrounds Rd.",
                town,
                f"({area}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
            ],
            8,
        )
        if beside:
            t = rng.choice(
                ["PURCHASE ORDER {po}", "PURCHASE ORDER No. {po}", "PURCHASE ORDER #{po}"]
            ).format(po=po)
            ts = min(14, 14 * (wd - d.width(buyer, 15, True) - 24) / d.width(t, 14, True))
            d.t(right, 52, t, ts, b=True, al="r")
            d.t(right, 68, f"Date: {la.dfmt(dt, 'us')}", 9, al="r")
            return 104
        d.t(right, 52, "PURCHASE ORDER", 16, b=True, al="r")
        labs = ["P.O. Number", "Date", "Requisition"]
        vals = [po, la.dfmt(dt, "us"), req]
        ws = [80, 70, 66]
        return d.grid(right - sum(ws), 62, ws, labs, vals, 8.5) + 14

    def brk() -> float:
        footer(d, m, f"{buyer} - P.O. {po}", page[0], of)
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer}", 10, b=True)
        d.t(right, 42, f"Purchase Order {po} (continued)", 9, al="r")
        return 56

    y = top()
    vlab = rng.choice(["Vendor", "VENDOR", "To:", "Vendor:"])
    vb = [
        sup,
        f"{rng.randint(10, 9999)} {rng.choice(['Hwy 30', 'County Rd 12', 'Industrial Pkwy', 'Main St.'])}",
        f"{rng.choice(['Ames', 'Grand Island', 'Salina', 'Joplin', 'Enid', 'Mankato'])}, {st} {rng.randint(50000, 69999)}",
        f"Phone ({area}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
    ]
    if rng.random() < 0.5:
        vb.append(f"Vendor #: {vno}")
    sb = [
        buyer,
        rng.choice(
            ["Livestock Barn, Gate 3", "Grandstand Arena", "Exhibit Hall B", "North Lot, Gate 1"]
        ),
        town,
        f"Attn: {rng.choice(US_FIRST)} {rng.choice(US_SURN)}, Fair Manager",
    ]
    slab = rng.choice(["Ship To", "SHIP TO:", "Deliver To"])
    xs = [m, m + wd / 2 + 10]
    if rng.random() < 0.3:
        xs.reverse()
    d.t(xs[0], y, vlab, 8.5, b=True)
    d.lines(xs[0], y + 4, vb, 8.8, b_first=True)
    d.t(xs[1], y, slab, 8.5, b=True)
    d.lines(xs[1], y + 4, sb, 8.8)
    y += 4 + 13 * max(len(vb), len(sb)) + 10
    info = [("Event", f"{yr} {county} County Fair"), ("Fund / Acct", fund), ("Quote #", quote)]
    if beside:
        info.insert(1, ("Requisition", req))
    rng.shuffle(info)
    cw = wd / len(info)
    for k, (a, b) in enumerate(info):
        d.t(m + k * cw, y + 8, a, 7, grey=0.35)
        d.t(m + k * cw, y + 19, b, 8.6)
    y += 32
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8], [26, 32])
    lines = more_lines(
        rng, US_ITEMS, n, [1, 2, 4, 6, 10, 20, 40], ["(extra)", "(backup)", "(week 2)"], big=600
    )
    order = rng.choice(["qudpa", "dqupa", "nqudpa"])
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cell = {
            "n": str(i),
            "q": f"{q:,.0f}",
            "u": it[1],
            "d": it[0],
            "p": en2(p) if stated else "",
            "a": en2(a) if stated else "",
        }
        rows.append(([cell[k] for k in order], a))
    hd = {
        "n": "Line",
        "q": "Qty",
        "u": "Unit",
        "d": "Description",
        "p": "Unit Price",
        "a": "Amount",
    }
    wt = {"n": 6, "q": 7, "u": 7, "d": 48, "p": 14, "a": 15}
    al = {"n": "c", "q": "r", "u": "c", "d": "l", "p": "r", "a": "r"}
    ws = [wd * wt[k] / sum(wt[c] for c in order) for k in order]
    y = ltable(
        d,
        m,
        y,
        ws,
        [hd[k] for k in order],
        rows,
        "".join(al[k] for k in order),
        size=8.4,
        rowh=16,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    sub = sum((a for *_, a in lines), ZERO)
    if y + 130 > bottom:
        y = brk()
    y += 12
    if stated:
        rows_ = [("Subtotal", money(sub), False)]
        tot = sub
        if rng.random() < 0.3:
            disc = r2(sub * Decimal("0.10"))
            rows_.append(("Nonprofit discount (10%)", f"-{money(disc)}", False))
            tot -= disc
        if rng.random() < 0.6:
            fr = Decimal(rng.choice([75, 150, 225, 350, 480]))
            rows_.append(
                (
                    rng.choice(["Delivery & setup", "Freight / delivery", "Setup & teardown"]),
                    money(fr),
                    False,
                )
            )
            tot += fr
        if rng.random() < 0.5:
            rate = rng.choice(["6.0", "7.0", "5.5", "7.5"])
            tax = r2(tot * Decimal(rate) / 100)
            rows_.append((f"Sales tax ({rate}%)", money(tax), False))
            tot += tax
        else:
            rows_.append(("Sales tax (exempt)", money(ZERO), False))
        dep = rng.random() < 0.2
        lab = rng.choice(
            ["ORDER TOTAL", "TOTAL ORDER", "Total PO Amount", "Order Total"]
            + ([] if dep else ["Amount Due", "AMOUNT DUE"])
        )
        rows_.append((lab, money(tot), True))
        y = lsums(d, right - 210, right, y, rows_, 9)
        if dep:
            dp = r2(tot * Decimal(rng.choice([25, 50])) / 100)
            d.t(
                right - 210,
                y + 10,
                f"Deposit paid w/ order (check #{rng.randint(1000, 9999)})",
                7.8,
            )
            d.t(right, y + 10, f"-{money(dp)}", 7.8, al="r")
            d.t(right - 210, y + 22, "Balance on completion", 7.8)
            d.t(right, y + 22, money(tot - dp), 7.8, al="r")
            y += 30
    else:
        d.t(
            m,
            y + 8,
            f"Pricing per vendor quote {quote}; not to exceed amount approved by the Fair Board.",
            8.4,
        )
        y += 20
    if rng.random() < 0.5:
        d.t(
            m,
            y + 12,
            f"Tax-exempt organization - Exemption Cert. #{rng.randint(100000, 999999)}",
            7.6,
            grey=0.35,
        )
        y += 14
    terms = [
        "Please reference the P.O. number on all invoices and delivery tickets.",
        "Invoices to: Fair Office, Attn: Treasurer. Net 30 after event close.",
        "Vendor must carry general liability insurance naming the Fair as additional insured.",
    ]
    for t in terms:
        if y + 14 > bottom:
            y = brk()
        d.t(m, y + 12, t, 7.6)
        y += 11
    if y + 60 > bottom:
        y = brk()
    y += 44
    d.sign(m, y, 160, "Authorized Signature - Fair Manager")
    d.sign(m + 200, y, 150, "Treasurer")
    if rng.random() < 0.5:
        d.sign(right - 150, y, 150, "Vendor Acceptance / Date")
    footer(d, m, f"{buyer} - P.O. {po}", page[0], of)
    out = finish(d, "en", "purchase_order", po, sup, tot if stated else ZERO)
    return out if stated else none_meta(out)


def blind46_en_us_fairgrounds_event_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us)


# --------------------------------------------------------------------------- 2 en-ZA sugar mill's engineering spares order

ZA_MILL = "Umzimkulu|Felixton|Noodsberg|Darnall|Pongola|Malelane|Eston|Komati|Gledhow|Sezela|Amatikulu|Maidstone".split(
    "|"
)
ZA_BUY = [
    "{m} Sugar Mill (Pty) Ltd",
    "{m} Sugar Milling Company (Pty) Ltd",
    "{m} Cane Growers Co-operative Ltd",
    "{m} Sugar Estates Limited",
]
ZA_STEM = "Zululand|Natal|Lowveld|Coastal|Ukhozi|Msunduzi|Highveld|Protea|Tugela|Drakensberg|Sunbelt|Indlovu".split(
    "|"
)
ZA_SUP_FORMED = [
    "{s} Bearings & Transmission (Pty) Ltd",
    "{s} Engineering Supplies CC",
    "{s} Pumps & Valves (Pty) Ltd",
    "{s} Industrial Hydraulics (Pty) Ltd",
    "{s} Chain & Sprocket CC",
    "{s} Electrical Wholesalers (Pty) Ltd",
]
ZA_SUP_BARE = ["{p} Hydraulics", "{p} Welding & Fabrication", "{p} Rewinds"]
ZA_SURN = (
    "Naidoo|Pillay|van Wyk|Dlamini|Botha|Mkhize|Govender|Pretorius|Ndlovu|Steyn|Moodley|Zulu".split(
        "|"
    )
)
ZA_TOWN = [
    ("Durban", "4001", "031"),
    ("Pietermaritzburg", "3201", "033"),
    ("Empangeni", "3880", "035"),
    ("Richards Bay", "3900", "035"),
    ("Nelspruit", "1200", "013"),
    ("Stanger", "4450", "032"),
]
ZA_ITEMS = [
    ("Spherical roller bearing 22320 EK C3", "EA", 4800, 9200),
    ("Plummer block SNL 520-617", "EA", 2100, 3900),
    ("Cane carrier chain, 152 mm pitch", "M", 1450, 2600),
    ("Mill roller shell scraper tip", "EA", 380, 820),
    ("Centrifugal pump mech. seal 65 mm", "EA", 3600, 7400),
    ("Gate valve DN150 PN16 cast steel", "EA", 5200, 9800),
    ("V-belt SPC 4500", "EA", 260, 540),
    ('Hydraulic hose 1" 4SH per metre', "M", 190, 380),
    ("Hardfacing electrode 4.0 mm (5 kg)", "PKT", 690, 1250),
    ("Gearbox oil ISO VG 320 (20 L)", "PAIL", 1450, 2350),
    ("Motor 37 kW 4-pole IE3", "EA", 28000, 46000),
    ("Cane knife 610 mm", "EA", 850, 1650),
    ("Boiler tube 63.5 x 3.6 mm", "LEN", 1600, 2900),
    ("Contactor 95 A 400 V", "EA", 2400, 4100),
    ("Steam trap TD52 DN25", "EA", 1900, 3300),
    ("Grease EP2 lithium (18 kg)", "PAIL", 980, 1750),
]


def _za(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, rng.choice(["helv", "helv", "dejavu"]))
    m = rng.uniform(34, 46)
    right = d.w - m
    wd = right - m
    bottom = d.h - 74
    mill = rng.choice(ZA_MILL)
    buyer = rng.choice(ZA_BUY).format(m=mill)
    town, pc, area = rng.choice(ZA_TOWN)
    st, spc, sarea = rng.choice(ZA_TOWN)
    sup = bare_or(rng, ZA_SUP_FORMED, ZA_SUP_BARE, 0.15).format(
        s=rng.choice(ZA_STEM), p=rng.choice(ZA_SURN)
    )
    dt = la.day(rng)
    po = rng.choice(
        [
            f"45{rng.randint(10000000, 99999999)}",
            f"PO{rng.randint(100000, 999999)}",
            f"{mill[:3].upper()}-PO-{rng.randint(10000, 99999)}",
        ]
    )
    req = rng.choice([f"PR{rng.randint(100000, 999999)}", f"10{rng.randint(100000, 999999)}"])
    cc = f"{rng.choice(['MILL', 'BOIL', 'FACT', 'WSHP'])}-{rng.randint(100, 999)}"
    vacc = f"{rng.choice(['S', 'V', ''])}{rng.randint(10000, 99999)}"
    quote = f"{rng.choice(['QT', 'Q', 'QUO'])}{rng.randint(1000, 99999)}"
    stated = stated_of(rng)
    sty = rng.randrange(3)

    def money(v: Decimal) -> str:
        q = f"{r2(v):,.2f}"
        return [f"R {q.replace(',', ' ')}", f"R{q}", f"R {grouped(v, ' ', ',')}"][sty]

    def num(v: Decimal) -> str:
        return money(v)[1:].strip()

    page = [1]
    d.t(m, 50, buyer, 14.5, b=True)
    d.lines(
        m,
        56,
        [
            f"Private Bag X{rng.randint(1, 999)}, {town}, {pc}",
            f"Tel: {area} {rng.randint(100, 999)} {rng.randint(1000, 9999)}   Fax: {area} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            f"VAT Reg. No. 4{rng.randint(100000000, 999999999)}   Co. Reg. {rng.randint(1950, 2015)}/{rng.randint(100000, 999999):06d}/07",
        ],
        7.8,
    )
    title = rng.choice(["PURCHASE ORDER", "OFFICIAL PURCHASE ORDER", "ORDER"])
    tx, ta = rng.choice([(right, "r"), (right, "r"), (d.w / 2, "c")])
    d.t(tx, 102, title, 15, b=True, al=ta)
    y = 122
    grid = rng.random() < 0.35
    olab = rng.choice(["Order No.", "PO Number", "Purchase Order No", "Order Number"])
    pairs = [
        (olab, po),
        ("Order Date", la.dfmt(dt, rng.choice(["dmy", "iso"]))),
        ("Requisition No.", req),
        ("Cost Centre", cc),
        ("Vendor Acc.", vacc),
        ("Your Quote", quote),
    ]
    first = pairs[0]
    rest = pairs[1:]
    rng.shuffle(rest)
    k = rng.randrange(3)
    pairs = [*rest[:k], first, *rest[k:]]
    if grid:
        pairs = pairs[:5]
        ws = [wd / 5] * 5
        y = d.grid(m, y, ws, [a for a, _ in pairs], [b for _, b in pairs], 8.6)
        y += 14
        y0 = y
    else:
        bx = right - 200
        d.box(bx, y - 4, 200, len(pairs) * 8.6 * 1.4 + 8)
        d.kv(bx + 6, y, pairs, 82, 8.6)
        y0 = y
    vlab = rng.choice(["To", "TO:", "Supplier", "SUPPLIER", ""])
    vb = [
        sup,
        f"{rng.randint(1, 250)} {rng.choice(['Jan Smuts Ave', 'Umgeni Rd', 'Old Main Rd', 'Sarnia Rd', 'Cato Ridge Ind.'])}",
        f"{st}, {spc}",
        f"Tel {sarea} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        f"Attn: {rng.choice(['Sipho', 'Anand', 'Riaan', 'Thandi', 'Priya'])} {rng.choice(ZA_SURN)}",
    ]
    yy = y0
    if vlab:
        d.t(m, yy + 8, vlab, 8.5, b=True)
        yy += 12
    yy = d.lines(m, yy, vb, 9, b_first=True)
    if grid:
        d.t(m + wd / 2 + 10, y0 + 8, "Deliver To", 8.5, b=True)
        d.lines(
            m + wd / 2 + 10,
            y0 + 12,
            [buyer, "Mill Stores - Receiving Bay", f"{mill}, KwaZulu-Natal"],
            9,
        )
    y = max(yy, y0 + len(pairs) * 12 + 8) + 12
    if not grid:
        d.t(m, y + 8, f"Deliver to: Mill Stores, {mill} - receiving hours 07:00-15:30", 8.2)
        y += 18

    def brk() -> float:
        footer(d, m, f"{buyer} - {olab} {po}", page[0], of)
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{title} {po} - continued", 10, b=True)
        d.t(right, 44, buyer, 8.5, al="r")
        return 58

    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 9], [34, 42])
    lines = more_lines(
        rng,
        ZA_ITEMS,
        n,
        [1, 2, 2, 4, 6, 10, 12, 20],
        ["(spare)", "(critical)", "(off-crop)"],
        big=20000,
    )
    has_disc = rng.random() < 0.45
    rows = []
    net_sum = ZERO
    step = rng.choice([1, 10])
    for i, (it, q, p, a) in enumerate(lines, 1):
        dp = Decimal(rng.choice([0, 5, 7.5, 10])) if has_disc else ZERO
        net = r2(a * (100 - dp) / 100)
        net_sum += net
        code = f"{rng.randint(10, 99)}-{rng.randint(100000, 999999)}"
        cells = [
            str(i * step),
            code,
            it[0],
            f"{q:,.0f}",
            it[1],
            num(p) if stated else "",
            (f"{dp:g}" if has_disc else ""),
            num(net) if stated else "",
        ]
        rows.append((cells, net))
    heads = [
        "Item",
        "Stock Code",
        "Description",
        "Qty",
        "UOM",
        "Unit Price",
        "Disc %",
        "Nett Amount",
    ]
    wts = [6, 12, 40, 6, 7, 12, 7, 14]
    if not has_disc:
        heads.pop(6)
        wts.pop(6)
        rows = [(c[:6] + c[7:], a) for c, a in rows]
    ws = [wd * w / sum(wts) for w in wts]
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        "lllrcrrr" if has_disc else "lllrcrr",
        size=8,
        rowh=16,
        bottom=bottom,
        brk=brk,
    )
    vat = r2(net_sum * Decimal("0.15"))
    tot = net_sum + vat
    if y + 110 > bottom:
        y = brk()
    y += 12
    if stated:
        lab = rng.choice(["Total PO Value", "PO TOTAL", "TOTAL (INCL. VAT)", "Total Order Value"])
        y = lsums(
            d,
            right - 220,
            right,
            y,
            [
                ("Sub-Total (excl. VAT)", money(net_sum), False),
                ("VAT @ 15%", money(vat), False),
                (lab, money(tot), True),
            ],
            9,
            below=rng.random() < 0.35,
        )
        if rng.random() < 0.4:
            d.t(m, y + 10, "Settlement discount: 2.5% if paid within 30 days of statement.", 7.8)
            y += 14
    else:
        d.t(m, y + 10, f"Prices as per contract / quotation {quote}. Invoice at agreed rates.", 8.4)
        y += 18
    for t in [
        f"Our order number {po} must appear on all delivery notes and tax invoices.",
        "Supplier to provide valid B-BBEE certificate and tax clearance pin.",
        "Goods delivered without an official order will not be accepted.",
    ]:
        if y + 14 > bottom:
            y = brk()
        d.t(m, y + 12, t, 7.6)
        y += 11
    if y + 50 > bottom:
        y = brk()
    y += 40
    d.sign(m, y, 150, f"Buyer: {rng.choice(['S.', 'R.', 'T.', 'P.'])} {rng.choice(ZA_SURN)}")
    d.sign(m + 190, y, 150, "Authorised: Engineering Manager")
    footer(d, m, f"{buyer} - {olab} {po}", page[0], of)
    out = finish(d, "en", "purchase_order", po, sup, tot)
    return out if stated else none_meta(out)


def blind46_en_za_sugar_mill_spares_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _za)


# --------------------------------------------------------------------------- 3 de-DE beekeeping order for jars and hive material

DE_TOWN = [
    ("Celle", "29221"),
    ("Uelzen", "29525"),
    ("Soltau", "29614"),
    ("Bad Segeberg", "23795"),
    ("Fulda", "36037"),
    ("Bamberg", "96047"),
    ("Lüneburg", "21335"),
    ("Ansbach", "91522"),
    ("Marburg", "35037"),
    ("Kempten", "87435"),
]
DE_SURN = "Brinkmann|Oltmanns|Haberkorn|Siebert|Rademacher|Kuhlmann|Wendland|Bienert|Hofmeister|Stratmann|Lindner|Gerdes".split(
    "|"
)
DE_FIRST = "Jens|Anke|Klaus|Sabine|Torsten|Heike|Uwe|Birgit|Frank|Meike".split("|")
DE_BUY = [
    "Imkerei {s}",
    "Imkerverein {t} e.V.",
    "{t}er Honighaus GmbH",
    "Bienenzuchtgenossenschaft {t} eG",
    "Heide-Imkerei {s} GbR",
]
DE_SUP_FORMED = [
    "{s} Imkereibedarf GmbH",
    "Glashandel {s} e.K.",
    "{s} Bienenzucht-Technik GmbH & Co. KG",
    "{s} Verpackungen GmbH",
    "Wabenwerk {s} GmbH",
]
DE_SUP_BARE = ["Holzwerkstatt {s}", "Imkereibedarf {s}", "Etikettendruck {s}"]
DE_ITEMS = [
    ("DIB-Glas 500 g mit Deckel", "Stk", "19", 0.42, 0.68),
    ("DIB-Glas 250 g mit Deckel", "Stk", "19", 0.36, 0.55),
    ("Twist-off-Deckel TO 82, gold", "Stk", "19", 0.09, 0.16),
    ("Gewährverschluss DIB, Rolle 1000", "Rolle", "19", 18, 29),
    ("Zander-Rähmchen, gedrahtet", "Stk", "19", 0.85, 1.45),
    ("Mittelwände Zander, Bio-Wachs (kg)", "kg", "19", 24, 36),
    ("Futtersirup 14 kg Eimer", "Eimer", "7", 14, 22),
    ("Futterteig 2,5 kg", "Btl", "7", 4.2, 6.8),
    ("Beutenzarge Zander, Kiefer", "Stk", "19", 19, 32),
    ("Varroa-Windel, Kunststoff", "Stk", "19", 4.5, 8.9),
    ("Imkerschleier mit Jacke, Gr. L", "Stk", "19", 29, 55),
    ("Honigeimer 12,5 kg mit Deckel", "Stk", "19", 2.1, 3.8),
    ("Etiketten Honig, 500 Stk", "Pkg", "19", 16, 28),
    ("Kartons für 12 Gläser", "Stk", "19", 0.65, 1.15),
    ("Oxalsäure-Dihydrat-Lösung 3,5 %", "Fl", "19", 7, 12),
]


def _de(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, rng.choice(["helv", "times", "dejavu"]))
    m = rng.uniform(56, 70)
    right = d.w - rng.uniform(44, 56)
    wd = right - m
    bottom = d.h - 80
    t1, pc1 = rng.choice(DE_TOWN)
    t2, pc2 = rng.choice(DE_TOWN)
    s1, s2 = rng.sample(DE_SURN, 2)
    buyer = rng.choice(DE_BUY).format(s=s1, t=t1)
    sup = bare_or(rng, DE_SUP_FORMED, DE_SUP_BARE, 0.2).format(s=s2)
    dt = la.day(rng)
    po = rng.choice(
        [
            f"B-{dt.year}-{rng.randint(1, 400):03d}",
            f"{dt.year % 100}{rng.randint(1000, 9999)}",
            f"BE{rng.randint(10000, 99999)}",
            f"{rng.randint(100, 999)}/{dt.year}",
        ]
    )
    ang = f"{rng.choice(['AN', 'A-', ''])}{rng.randint(20000, 89999)}"
    kdnr = f"{rng.randint(10000, 99999)}"
    stated = stated_of(rng)
    page = [1]
    eur = rng.choice([lambda v: f"{eu(v)} €", lambda v: f"{eu(v)} EUR", lambda v: f"€ {eu(v)}"])
    street = f"{rng.choice(['Heideweg', 'Am Bienenstand', 'Lindenallee', 'Dorfstraße', 'Mühlenweg'])} {rng.randint(1, 60)}"
    d.t(right, 46, buyer, 14, b=True, al="r")
    d.t(right, 60, f"{street} · {pc1} {t1}", 8, al="r", grey=0.3)
    d.t(m, 132, f"{buyer} · {street} · {pc1} {t1}", 6.6, grey=0.35)
    d.line(m, 135, m + 230, 135, 0.3)
    va = [
        sup,
        f"{rng.choice(['Industriestraße', 'Gewerbering', 'Hauptstraße', 'Am Hafen'])} {rng.randint(1, 120)}",
        f"{pc2} {t2}",
    ]
    if rng.random() < 0.3:
        va.insert(1, f"z. Hd. {rng.choice(['Herrn', 'Frau'])} {rng.choice(DE_SURN)}")
    d.lines(m, 142, va, 10)
    info = [
        ("Bestell-Nr.", po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihr Angebot", ang),
        ("Kunden-Nr.", kdnr),
        ("Ansprechpartner", f"{rng.choice(DE_FIRST)} {s1}"),
        ("Telefon", f"0{rng.randint(4000, 9999)} {rng.randint(10000, 999999)}"),
    ]
    if rng.random() < 0.3:
        info[0] = (rng.choice(["Bestellnummer", "Unsere Bestellung"]), po)
    bx = right - 210
    d.kv(bx, 136, info, 90, 8.2)
    y = 236
    betreff = rng.random() < 0.6
    subj = (
        f"Bestellung Nr. {po}"
        if betreff
        else rng.choice(["Bestellung", "Bestellung Imkereibedarf", "Auftrag"])
    )
    d.t(m, y, subj, 11.5, b=True)
    y += 22
    y = (
        d.para(
            m,
            y,
            f"Sehr geehrte Damen und Herren,\nwir bestellen gemäß Ihrem Angebot {ang} zur Lieferung bis {la.dfmt(dt + timedelta(days=rng.randint(7, 30)), 'dot')} frei Haus:".replace(
                "\n", " "
            ),
            9.2,
            wd,
        )
        + 8
    )

    def brk() -> float:
        footer(d, m, f"{buyer} · Bestellung {po}", page[0], of, "Seite", "von")
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"Bestellung {po} – Fortsetzung", 10, b=True)
        d.t(right, 50, buyer, 8.5, al="r")
        return 64

    n = n_lines(rng, [2, 3, 4, 5, 6, 8], [26, 32])
    lines = more_lines(
        rng,
        DE_ITEMS,
        n,
        [1, 2, 5, 10, 24, 50, 100, 200, 500],
        ["(Nachbestellung)", "(Reserve)", "(Muster)"],
    )
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rows.append(
            (
                [
                    str(i),
                    f"{q:,.0f}".replace(",", "."),
                    it[1],
                    it[0],
                    f"{it[2]} %",
                    eu(p) if stated else "",
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    ws = [wd * w / 100 for w in [6, 9, 8, 43, 8, 12, 14]]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Pos.", "Menge", "Einh.", "Artikel", "MwSt", "Einzelpreis", "Gesamt"],
        rows,
        "rrllrrr",
        size=8.2,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    net = sum((a for *_, a in lines), ZERO)
    v7 = sum((a for it, _, _, a in lines if it[2] == "7"), ZERO)
    rab = ZERO
    rows_ = [("Warenwert netto", eur(net), False)]
    if rng.random() < 0.3:
        rab = r2(net * Decimal("0.03"))
        rows_.append(("abzgl. 3 % Vereinsrabatt", f"-{eur(rab)}", False))
    ship = Decimal(rng.choice([0, 0, "6.90", "14.50", "39.00"]))
    if ship:
        rows_.append(("Versandkosten", eur(ship), False))
    base7 = r2(v7 * (1 - rab / net)) if net else ZERO
    base19 = net - rab + ship - base7
    t7 = r2(base7 * Decimal("0.07"))
    t19 = r2(base19 * Decimal("0.19"))
    if t7:
        rows_.append(("zzgl. 7 % MwSt", eur(t7), False))
    rows_.append(("zzgl. 19 % MwSt", eur(t19), False))
    tot = net - rab + ship + t7 + t19
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        rows_.append(
            (
                rng.choice(["Gesamtbetrag", "Bestellsumme", "Endbetrag", "Gesamtsumme brutto"]),
                eur(tot),
                True,
            )
        )
        y = lsums(d, right - 200, right, y, rows_, 8.8, below=rng.random() < 0.4)
        if rng.random() < 0.4:
            d.t(
                m,
                y + 10,
                f"Zahlung: 14 Tage 2 % Skonto ({eur(r2(tot * Decimal('0.02')))}), 30 Tage netto.",
                8,
            )
            y += 14
    else:
        d.t(m, y + 10, f"Preise gemäß Ihrem Angebot {ang}; Abrechnung nach Lieferschein.", 8.6)
        y += 18
    if y + 80 > bottom:
        y = brk()
    y = d.para(
        m,
        y + 10,
        "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Lebensmittelechte Verpackungen bitte mit Konformitätserklärung liefern.",
        8.4,
        wd,
    )
    d.t(m, y + 20, "Mit freundlichen Grüßen", 9)
    d.t(m, y + 50, f"{rng.choice(DE_FIRST)} {s1}", 9)
    d.t(m, y + 62, buyer, 8.2, grey=0.3)
    d.line(m, d.h - 44, right, d.h - 44, 0.3)
    d.t(
        m,
        d.h - 34,
        f"{buyer} · St.-Nr. {rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)} · IBAN DE{rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(10, 99)}",
        6.6,
        grey=0.4,
    )
    footer(d, m, "", page[0], of, "Seite", "von")
    out = finish(d, "de", "purchase_order", po, sup, tot)
    return out if stated else none_meta(out)


def blind46_de_imkerei_glaeser_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de)


# --------------------------------------------------------------------------- 4 fr-CA snow-removal contractor's parts order

QC_TOWN = [
    ("Saint-Jérôme", "J7Z"),
    ("Drummondville", "J2C"),
    ("Rimouski", "G5L"),
    ("Granby", "J2G"),
    ("Saint-Hyacinthe", "J2S"),
    ("Victoriaville", "G6P"),
    ("Joliette", "J6E"),
    ("Sherbrooke", "J1H"),
    ("Lévis", "G6V"),
    ("Alma", "G8B"),
]
QC_SURN = "Tremblay|Gagnon|Bouchard|Côté|Pelletier|Lavoie|Bergeron|Thibault|Girard|Beaulieu|Paradis|Lachance".split(
    "|"
)
QC_BUY = [
    "Déneigement {s} inc.",
    "Les Entreprises {s} ltée",
    "Excavation {s} & Fils inc.",
    "Transport et Déneigement {s} inc.",
    "Groupe {s} Déneigement inc.",
]
QC_SUP_FORMED = [
    "Équipements {s} inc.",
    "Pièces Lourdes {s} ltée",
    "Hydraulique {s} inc.",
    "Distribution {s} Chasse-Neige inc.",
    "Acier {s} et associés ltée",
]
QC_SUP_BARE = ["Soudure {s}", "Garage {s} Mécanique", "Atelier {s}"]
QC_ITEMS = [
    ("Lame de chasse-neige 11 pi, acier", "ch.", 3900, 6800),
    ("Couteau carbure 5/8 x 6, section 3 pi", "ch.", 210, 390),
    ("Sabot d'usure ajustable", "paire", 140, 260),
    ("Vérin hydraulique 3 x 10 po", "ch.", 380, 690),
    ("Boyau hydraulique 1/2 po (pi)", "pi", 6, 11),
    ("Chaîne de pneu 11R22.5, ensemble", "ens.", 420, 760),
    ("Convoyeur d'épandeur, maillon", "ch.", 28, 55),
    ("Moteur de vis d'épandeur", "ch.", 1100, 1900),
    ("Gyrophare DEL ambre", "ch.", 120, 260),
    ("Ressort de déclenchement", "ch.", 35, 70),
    ("Huile hydraulique AW32 (20 L)", "chaud.", 75, 120),
    ("Boulon de soc 5/8 x 2 1/2, gr. 8", "bte", 45, 85),
    ("Bande d'usure polyuréthane 10 pi", "ch.", 260, 480),
    ("Tige de balai de trottoir", "ch.", 18, 34),
]


def _qc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, rng.choice(["helv", "times", "dejavu"]))
    m = rng.uniform(36, 50)
    right = d.w - m
    wd = right - m
    bottom = d.h - 72
    (t1, p1), (t2, p2) = rng.sample(QC_TOWN, 2)
    s1, s2 = rng.sample(QC_SURN, 2)
    buyer = rng.choice(QC_BUY).format(s=s1)
    sup = bare_or(rng, QC_SUP_FORMED, QC_SUP_BARE, 0.2).format(s=s2)
    dt = la.day(rng)
    po = rng.choice(
        [
            f"BC-{rng.randint(1000, 9999)}",
            f"{dt.year}-{rng.randint(100, 999)}",
            f"{rng.randint(10000, 59999)}",
            f"DN{dt.year % 100}{rng.randint(1000, 9999)}",
        ]
    )
    soum = f"{rng.choice(['S', 'SOUM-', 'Q'])}{rng.randint(1000, 99999)}"
    contrat = f"{rng.choice(['TP', 'DN', 'CT'])}-{dt.year}-{rng.randint(1, 99):02d}"
    vacc = f"{s2[:3].upper()}{rng.randint(100, 999)}"
    stated = stated_of(rng)
    page = [1]

    def money(v: Decimal) -> str:
        return f"{grouped(v, ' ', ',')} $"

    d.t(m, 50, buyer, 14, b=True)
    d.lines(
        m,
        56,
        [
            f"{rng.randint(10, 3999)}, rang {rng.choice(['Saint-Joseph', 'du Nord', 'Sainte-Marie', '3'])}",
            f"{t1} (Québec) {p1} {rng.randint(1, 9)}{rng.choice('ABCEGHJK')}{rng.randint(1, 9)}",
            f"Tél. : {rng.choice(['450', '819', '418'])} {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
        ],
        8,
    )
    beside = rng.random() < 0.55
    if beside:
        tt = rng.choice(
            ["BON DE COMMANDE No {po}", "BON DE COMMANDE N° {po}", "BON DE COMMANDE # {po}"]
        ).format(po=po)
        ts = min(13.5, 13.5 * (wd - d.width(buyer, 14, True) - 24) / d.width(tt, 13.5, True))
        d.t(right, 52, tt, ts, b=True, al="r")
        d.t(right, 66, f"Date : {la.dfmt(dt, 'long_fr')}", 8.8, al="r")
        y = 100
    else:
        d.t(right, 52, "BON DE COMMANDE", 15, b=True, al="r")
        d.box(right - 170, 60, 170, 44)
        d.kv(
            right - 164,
            64,
            [
                (rng.choice(["No de commande", "Commande no", "N° B.C."]), po),
                ("Date", la.dfmt(dt, "iso")),
            ],
            80,
            8.6,
        )
        y = 116
    flab = rng.choice(["Fournisseur", "FOURNISSEUR", "À :", "Vendeur"])
    fb = [
        sup,
        f"{rng.randint(10, 2999)}, boul. {rng.choice(['Industriel', 'Laurier', 'des Entreprises', 'Saint-Joseph'])}",
        f"{t2} (Québec) {p2} {rng.randint(1, 9)}{rng.choice('ABCEGHJK')}{rng.randint(1, 9)}",
        f"Tél. : {rng.choice(['450', '819', '418'])} {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
    ]
    eb = [
        buyer,
        rng.choice(
            ["Garage principal, porte 2", "Cour arrière - entrepôt de sel", "Atelier mécanique"]
        ),
        f"{t1} (Québec)",
    ]
    xs = [m, m + wd / 2 + 10]
    if rng.random() < 0.35:
        xs.reverse()
    d.t(xs[0], y, flab, 8.5, b=True)
    d.lines(xs[0], y + 4, fb, 8.8, b_first=True)
    d.t(xs[1], y, rng.choice(["Expédier à", "Livrer à", "EXPÉDIER À"]), 8.5, b=True)
    d.lines(xs[1], y + 4, eb, 8.8)
    y += 4 + 13 * len(fb) + 10
    refs = [
        ("Votre soumission", soum),
        ("Contrat municipal", f"{contrat} (Ville de {t1})"),
        ("No compte fourn.", vacc),
        ("Acheteur", f"{rng.choice(['M.', 'Mme'])} {s1}"),
    ]
    rng.shuffle(refs)
    cw = wd / 4
    for k, (a, b) in enumerate(refs):
        d.t(m + k * cw, y + 8, a, 7, grey=0.35)
        d.t(m + k * cw, y + 19, b, 8.2, maxw=cw - 6)
    y += 32

    def brk() -> float:
        footer(d, m, f"{buyer} - Bon de commande {po}", page[0], of, "Page", "de")
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} (suite)", 10, b=True)
        d.t(right, 44, buyer, 8.5, al="r")
        return 58

    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8], [28, 34])
    lines = more_lines(
        rng,
        QC_ITEMS,
        n,
        [1, 2, 4, 6, 10, 25, 50],
        ["(rechange)", "(flotte B)", "(urgence)"],
        big=1000,
    )
    rows = [
        (
            [
                f"{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
                it[0],
                f"{q:,.0f}".replace(",", " "),
                it[1],
                grouped(p, " ", ",") if stated else "",
                grouped(a, " ", ",") if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    ws = [wd * w / 100 for w in [13, 44, 8, 8, 13, 14]]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["No pièce", "Description", "Qté", "Unité", "Prix unit.", "Montant"],
        rows,
        "llrcrr",
        size=8.2,
        rowh=16,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    if y + 130 > bottom:
        y = brk()
    y += 12
    tot = sub
    if stated:
        rows_ = [("Sous-total", money(sub), False)]
        if rng.random() < 0.3:
            rem = r2(sub * Decimal("0.05"))
            rows_.append(("Escompte volume 5 %", f"-{money(rem)}", False))
            tot -= rem
        if rng.random() < 0.5:
            tr = Decimal(rng.choice([85, 125, 190, 275]))
            rows_.append(("Transport", money(tr), False))
            tot += tr
        tps = r2(tot * Decimal("0.05"))
        tvq = r2(tot * Decimal("0.09975"))
        rows_ += [("TPS (5 %)", money(tps), False), ("TVQ (9,975 %)", money(tvq), False)]
        tot = tot + tps + tvq
        dep = rng.random() < 0.2
        rows_.append(
            (
                rng.choice(["Total de la commande", "TOTAL", "Montant total", "Total commande"]),
                money(tot),
                True,
            )
        )
        y = lsums(d, right - 220, right, y, rows_, 8.8)
        if dep:
            dp = r2(tot * Decimal("0.3"))
            d.t(right - 220, y + 10, "Acompte versé (30 %)", 8)
            d.t(right, y + 10, f"-{money(dp)}", 8, al="r")
            d.t(right - 220, y + 22, "Solde à la livraison", 8)
            d.t(right, y + 22, money(tot - dp), 8, al="r")
            y += 28
    else:
        d.t(m, y + 10, f"Prix selon votre soumission {soum}; facturer au prix convenu.", 8.6)
        y += 18
    d.t(
        m,
        y + 14,
        f"No TPS : {rng.randint(100000000, 999999999)} RT0001   No TVQ : {rng.randint(1000000000, 1299999999)} TQ0001",
        7.4,
        grey=0.35,
    )
    y += 20
    for t in [
        "Indiquer notre numéro de commande sur toute facture et bon de livraison.",
        "Livraison avant le 15 novembre - saison hivernale.",
    ]:
        if y + 14 > bottom:
            y = brk()
        d.t(m, y + 12, t, 7.8)
        y += 11
    if y + 50 > bottom:
        y = brk()
    y += 40
    d.sign(m, y, 170, "Autorisé par")
    d.sign(m + 220, y, 170, "Accusé de réception du fournisseur")
    footer(d, m, f"{buyer} - Bon de commande {po}", page[0], of, "Page", "de")
    out = finish(d, "fr", "purchase_order", po, sup, tot)
    return out if stated else none_meta(out)


def blind46_fr_ca_deneigement_pieces_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _qc)


# --------------------------------------------------------------------------- 5 it-IT care home's order for aids and consumables

IT_TOWN = [
    ("Cremona", "26100", "CR"),
    ("Lodi", "26900", "LO"),
    ("Rovigo", "45100", "RO"),
    ("Treviso", "31100", "TV"),
    ("Asti", "14100", "AT"),
    ("Macerata", "62100", "MC"),
    ("Arezzo", "52100", "AR"),
    ("Vercelli", "13100", "VC"),
    ("Rieti", "02100", "RI"),
]
IT_SURN = "Bianchi|Ferrari|Galli|Marchetti|Fontana|Barbieri|Lombardi|Moretti|Santoro|Rinaldi|Caruso|Pellegrini".split(
    "|"
)
IT_FIRST = "Giulia|Marco|Elena|Paolo|Chiara|Luca|Silvia|Andrea".split("|")
IT_BUY = [
    "RSA Villa {n} S.r.l.",
    "Fondazione {n} Onlus",
    "Casa di Riposo {n} - ASP",
    "Cooperativa Sociale {n} a r.l.",
    "Residenza {n} S.p.A.",
]
IT_NAME = "Serena|San Giuseppe|Il Glicine|Santa Chiara|Le Querce|Don Gnocchi|Villa dei Pini|Sant'Anna|Il Sorriso".split(
    "|"
)
IT_SUP_FORMED = [
    "{s} Sanitaria S.r.l.",
    "Ortopedia {s} S.n.c.",
    "{s} Medical S.p.A.",
    "{s} Forniture Ospedaliere S.r.l.",
    "Farmaceutici {s} S.r.l.",
]
IT_SUP_BARE = ["Sanitaria {s} di {f} {s}", "Ortopedia {s}"]
IT_ITEMS = [
    ("Letto articolato elettrico 3 snodi", "pz", "4", 680, 1250),
    ("Materasso antidecubito ad aria", "pz", "4", 220, 480),
    ("Carrozzina pieghevole ad autospinta", "pz", "4", 190, 420),
    ("Sollevatore elettrico per pazienti", "pz", "4", 1400, 2600),
    ("Deambulatore con ruote", "pz", "4", 55, 120),
    ("Pannoloni mutandina tg. M (cf. 14)", "cf", "22", 7.5, 12.5),
    ("Traverse assorbenti 60x90 (cf. 30)", "cf", "22", 6.2, 10.4),
    ("Guanti nitrile senza polvere (cf. 100)", "cf", "22", 4.8, 8.9),
    ("Crema barriera all'ossido di zinco", "tubo", "22", 3.2, 6.5),
    ("Cuscino antidecubito in gel", "pz", "4", 45, 95),
    ("Sedia comoda con WC", "pz", "4", 85, 190),
    ("Salviette detergenti (cf. 72)", "cf", "22", 2.1, 4.2),
    ("Termometro a infrarossi", "pz", "22", 24, 48),
    ("Addensante per liquidi 225 g", "bar", "22", 9, 16),
]


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, rng.choice(["helv", "times", "dejavu"]))
    m = rng.uniform(40, 54)
    right = d.w - m
    wd = right - m
    bottom = d.h - 74
    (t1, c1, pr1), (t2, c2, pr2) = rng.sample(IT_TOWN, 2)
    buyer = rng.choice(IT_BUY).format(n=rng.choice(IT_NAME))
    s2 = rng.choice(IT_SURN)
    sup = bare_or(rng, IT_SUP_FORMED, IT_SUP_BARE, 0.2).format(s=s2, f=rng.choice(IT_FIRST))
    dt = la.day(rng)
    po = rng.choice(
        [
            f"{rng.randint(1, 999)}/{dt.year}",
            f"OA-{dt.year}-{rng.randint(1, 999):04d}",
            f"{rng.randint(100, 9999)}",
            f"ORD{dt.year % 100}/{rng.randint(10, 999)}",
        ]
    )
    prev = f"{rng.randint(100, 9999)}/{dt.year % 100}"
    cig = f"Z{rng.randint(10, 99)}{''.join(rng.choice('0123456789ABCDEF') for _ in range(7))}"
    cdc = rng.choice(
        ["Nucleo Alzheimer", "Nucleo A - 1° piano", "Centro diurno", "Infermeria", "Fisioterapia"]
    )
    stated = stated_of(rng)
    page = [1]
    eur = rng.choice([lambda v: f"€ {eu(v)}", lambda v: f"{eu(v)} €", lambda v: f"EUR {eu(v)}"])
    d.t(m, 50, buyer, 14, b=True)
    d.lines(
        m,
        56,
        [
            f"Via {rng.choice(['Garibaldi', 'dei Mille', 'Roma', 'Mazzini', 'San Rocco'])} {rng.randint(1, 120)} - {c1} {t1} ({pr1})",
            f"P.IVA {rng.randint(10000000000, 99999999999)} - Tel. 0{rng.randint(100, 999)} {rng.randint(100000, 999999)}",
        ],
        7.8,
    )
    sp_right = rng.random() < 0.65
    sx = right - 220 if sp_right else m
    ox = m if sp_right else right - 220
    y = 104
    sb = [
        sup,
        f"Via {rng.choice(['Emilia', 'Industria', 'Artigianato', 'Matteotti'])} {rng.randint(1, 200)}",
        f"{c2} {t2} ({pr2})",
    ]
    if rng.random() < 0.5:
        sb.append(f"P.IVA {rng.randint(10000000000, 99999999999)}")
    d.t(sx, y + 8, rng.choice(["Spett.le", "Spett.le Ditta", "Fornitore:"]), 8.6)
    d.lines(sx, y + 12, sb, 9.2, b_first=True)
    title = rng.choice(["ORDINE DI ACQUISTO", "ORDINE FORNITORE", "BUONO D'ORDINE"])
    d.t(ox, y + 12, title, 13, b=True)
    d.kv(
        ox,
        y + 20,
        [
            (rng.choice(["N.", "Ordine n.", "Numero"]), po),
            ("del", la.dfmt(dt, "dmy")),
            ("Rif. preventivo", prev),
            ("CIG", cig),
            ("Centro di costo", cdc),
        ],
        74,
        8.4,
    )
    y += 100
    d.t(
        m,
        y,
        f"Consegna: {buyer} - magazzino, {c1} {t1} - entro il {la.dfmt(dt + timedelta(days=rng.randint(5, 30)), 'dmy')}",
        8.4,
    )
    y += 12

    def brk() -> float:
        footer(d, m, f"{buyer} - Ordine {po}", page[0], of, "Pagina", "di")
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Segue ordine n. {po}", 10, b=True)
        d.t(right, 44, buyer, 8.5, al="r")
        return 58

    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8], [28, 34])
    n = n if n < 20 else n + 14
    lines = more_lines(
        rng,
        IT_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 40, 60],
        ["(reparto B)", "(scorta)", "(tg. L)"],
        big=600,
    )
    rows = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                eu(p) if stated else "",
                f"{it[2]}%",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * w / 100 for w in [6, 44, 7, 8, 13, 8, 14]]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Pos.", "Descrizione", "U.M.", "Q.tà", "Prezzo unit.", "IVA", "Importo"],
        rows,
        "rlcrrcr",
        size=8.2,
        rowh=16,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    imp4 = sum((a for it, _, _, a in lines if it[2] == "4"), ZERO)
    imp22 = sum((a for it, _, _, a in lines if it[2] == "22"), ZERO)
    iva4, iva22 = r2(imp4 * Decimal("0.04")), r2(imp22 * Decimal("0.22"))
    tot = imp4 + imp22 + iva4 + iva22
    if y + 130 > bottom:
        y = brk()
    y += 12
    if stated:
        rows_ = [("Imponibile", eur(imp4 + imp22), False)]
        if iva4:
            rows_.append(("IVA 4% (ausili disabili)", eur(iva4), False))
        if iva22:
            rows_.append(("IVA 22%", eur(iva22), False))
        rows_.append(
            (
                rng.choice(["Totale ordine", "TOTALE DOCUMENTO", "Totale", "Importo totale"]),
                eur(tot),
                True,
            )
        )
        y = lsums(d, right - 220, right, y, rows_, 8.8, below=rng.random() < 0.4)
    else:
        d.t(m, y + 10, f"Prezzi come da preventivo n. {prev}.", 8.6)
        y += 18
    for t in [
        f"Pagamento: bonifico 60 gg d.f.f.m. - CIG {cig} da riportare in fattura.",
        "Indicare il numero d'ordine su DDT e fattura elettronica (codice destinatario).",
    ]:
        if y + 14 > bottom:
            y = brk()
        d.t(m, y + 12, t, 7.8)
        y += 11
    if y + 50 > bottom:
        y = brk()
    y += 40
    d.sign(
        m, y, 160, rng.choice(["Il Direttore Sanitario", "L'Economo", "Il Responsabile Acquisti"])
    )
    d.sign(right - 170, y, 170, "Per accettazione (timbro e firma fornitore)")
    footer(d, m, f"{buyer} - Ordine {po}", page[0], of, "Pagina", "di")
    out = finish(d, "it", "purchase_order", po, sup, tot)
    return out if stated else none_meta(out)


def blind46_it_rsa_ausili_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


# --------------------------------------------------------------------------- 6 pt-BR industrial laundry's chemicals order

BR_CITY = [
    ("Campinas", "SP"),
    ("Joinville", "SC"),
    ("Londrina", "PR"),
    ("Uberlândia", "MG"),
    ("Goiânia", "GO"),
    ("Caxias do Sul", "RS"),
    ("Ribeirão Preto", "SP"),
    ("Feira de Santana", "BA"),
]
BR_NAME = "Alvorada|Brisa|Cristal|Horizonte|Lavitá|Nova Era|Pérola|Primavera|Real|Vale Verde|Aurora|Estrela".split(
    "|"
)
BR_BUY = [
    "Lavanderia {n} Ltda.",
    "{n} Lavanderia Industrial Eireli",
    "{n} Higienização Têxtil S.A.",
    "Lavanderia Hospitalar {n} Ltda.",
]
BR_SUP_FORMED = [
    "{n} Química Ltda.",
    "{n} Produtos de Limpeza Ltda. - ME",
    "Distribuidora {n} Eireli",
    "{n} Indústria Química S.A.",
    "{n} Saneantes Ltda.",
]
BR_SUP_BARE = ["Casa {s}", "{s} Representações"]
BR_SURN = "Oliveira|Souza|Ribeiro|Carvalho|Almeida|Pereira|Barbosa|Teixeira|Moreira|Cardoso".split(
    "|"
)
BR_ITEMS = [
    ("Detergente alcalino líquido 50 L", "BB", 280, 520),
    ("Umectante 50 L", "BB", 240, 460),
    ("Alvejante clorado 12% 50 L", "BB", 160, 290),
    ("Neutralizante ácido 20 L", "GL", 95, 180),
    ("Amaciante concentrado 50 L", "BB", 210, 390),
    ("Peróxido de hidrogênio 35% 50 kg", "BB", 230, 410),
    ("Sabão em pó industrial 25 kg", "SC", 140, 260),
    ("Removedor de gordura 20 L", "GL", 110, 210),
    ("Goma para passadoria 5 L", "GL", 38, 70),
    ("Sacos hamper 90x110 (cento)", "CT", 55, 95),
    ("Etiqueta termocolante (rolo)", "RL", 70, 140),
    ("Bomba dosadora peristáltica", "UN", 650, 1400),
]


def _br(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(landscape(A4) if land else A4, rng.choice(["helv", "dejavu"]))
    m = rng.uniform(32, 44)
    right = d.w - m
    wd = right - m
    bottom = d.h - 70
    (c1, u1), (c2, u2) = rng.sample(BR_CITY, 2)
    n1, n2 = rng.sample(BR_NAME, 2)
    buyer = rng.choice(BR_BUY).format(n=n1)
    sup = bare_or(rng, BR_SUP_FORMED, BR_SUP_BARE, 0.15).format(n=n2, s=rng.choice(BR_SURN))
    dt = la.day(rng)
    po = rng.choice(
        [
            f"{rng.randint(1000, 99999)}",
            f"PC-{dt.year}/{rng.randint(100, 9999)}",
            f"{dt.year}{rng.randint(1000, 9999)}",
        ]
    )
    cot = f"COT-{rng.randint(100, 9999)}"
    cc = rng.choice(["Lavagem", "Processo úmido", "Manutenção", "Passadoria"])
    stated = stated_of(rng)
    page = [1]

    def cnpj() -> str:
        return f"{rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}/0001-{rng.randint(10, 99)}"

    def brl(v: Decimal) -> str:
        return f"R$ {eu(v)}"

    d.t(m, 48, buyer, 14, b=True)
    d.t(m, 62, f"CNPJ {cnpj()}  -  {c1}/{u1}", 8, grey=0.3)
    d.t(
        right,
        50,
        rng.choice(["PEDIDO DE COMPRA", "ORDEM DE COMPRA", "PEDIDO DE COMPRAS"]),
        15,
        b=True,
        al="r",
    )
    y = 78
    labs = [
        rng.choice(["Pedido nº", "Nº do Pedido", "Pedido"]),
        "Emissão",
        "Cotação",
        "Cond. pagto",
        "Centro de custo",
    ]
    vals = [po, dt.strftime("%d/%m/%Y"), cot, "30/60/90 dd", cc]
    order = [0, 1, 2, 3, 4]
    rng.shuffle(order)
    ws = [wd / 5] * 5
    y = d.grid(m, y, ws, [labs[i] for i in order], [vals[i] for i in order], 8.6) + 12
    flab = rng.choice(["Fornecedor", "FORNECEDOR", "Fornecedor:"])
    fb = [
        sup,
        f"Rua {rng.choice(['das Indústrias', 'XV de Novembro', 'Sete de Setembro', 'Dom Pedro II'])}, {rng.randint(10, 3000)} - {c2}/{u2}",
        f"CNPJ {cnpj()}   IE {rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}",
        f"Contato: {rng.choice(['Sr.', 'Sra.'])} {rng.choice(BR_SURN)} - ({rng.randint(11, 99)}) {rng.randint(3000, 3999)}-{rng.randint(1000, 9999)}",
    ]
    eb = [
        buyer,
        f"Av. {rng.choice(['Brasil', 'das Nações', 'Industrial'])}, {rng.randint(10, 3000)}",
        f"{c1}/{u1}",
        "Recebimento: seg. a sex., 7h-16h",
    ]
    d.t(m, y + 8, flab, 8.5, b=True)
    d.lines(m, y + 12, fb, 8.6, b_first=True)
    d.t(
        m + wd / 2 + 10,
        y + 8,
        rng.choice(["Local de entrega", "Entregar em", "Faturar e entregar"]),
        8.5,
        b=True,
    )
    d.lines(m + wd / 2 + 10, y + 12, eb, 8.6)
    y += 12 + 11.2 * 4 + 12

    def brk() -> float:
        footer(d, m, f"{buyer} - Pedido {po}", page[0], of, "Página", "de")
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Pedido de compra {po} - continuação", 10, b=True)
        return 58

    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8], [36, 44] if not land else [22, 28])
    lines = more_lines(
        rng, BR_ITEMS, n, [1, 2, 4, 5, 10, 20, 30], ["(filial)", "(reposição)", "(teste)"]
    )
    ipi_r = Decimal(rng.choice([0, 5, 3.25]))
    rows = [
        (
            [
                str(i),
                f"{rng.randint(10000, 99999)}",
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                eu(p) if stated else "",
                f"{ipi_r:g}%".replace(".", ","),
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * w / 100 for w in [5, 9, 40, 6, 7, 12, 7, 14]]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["It.", "Código", "Descrição", "Un.", "Qtde", "Vlr. unit.", "IPI", "Vlr. total"],
        rows,
        "rllcrrrr",
        size=8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    mer = sum((a for *_, a in lines), ZERO)
    ipi = r2(mer * ipi_r / 100)
    fre = Decimal(rng.choice([0, 0, 120, 250, "380.50"]))
    desc = r2(mer * Decimal("0.03")) if rng.random() < 0.3 else ZERO
    tot = mer + ipi + fre - desc
    if y + 140 > bottom:
        y = brk()
    y += 12
    if stated:
        rows_ = [("Valor das mercadorias", brl(mer), False)]
        if desc:
            rows_.append(("Desconto (3%)", f"-{brl(desc)}", False))
        if ipi:
            rows_.append(("Valor do IPI", brl(ipi), False))
        rows_.append(("Frete (CIF)" if fre else "Frete (FOB)", brl(fre), False))
        rows_.append(
            (
                rng.choice(
                    ["Valor total do pedido", "TOTAL GERAL", "Total do pedido", "Saldo a pagar"]
                ),
                brl(tot),
                True,
            )
        )
        y = lsums(d, right - 240, right, y, rows_, 8.8)
        d.t(m, y - 40, f"ICMS incluso no preço ({rng.choice([12, 18])}%)", 7.6, grey=0.35)
        if rng.random() < 0.6:
            p3 = r2(tot / 3)
            parc = [p3, p3, tot - 2 * p3]
            s = "   ".join(f"{k * 30} dias: {brl(v)}" for k, v in zip((1, 2, 3), parc))
            d.t(m, y + 10, f"Parcelas: {s}", 7.8)
            y += 14
    else:
        d.t(m, y + 10, f"Preços conforme cotação {cot}.", 8.6)
        y += 18
    for t in [
        "Mencionar o número do pedido na NF-e (campo xPed). Enviar FISPQ de todos os produtos.",
        "Mercadoria em desacordo com o pedido será devolvida.",
    ]:
        if y + 14 > bottom:
            y = brk()
        d.t(m, y + 12, t, 7.6)
        y += 11
    if y + 50 > bottom:
        y = brk()
    y += 40
    for k, lab in enumerate(["Comprador", "Aprovação - Gerência", "De acordo - Fornecedor"]):
        d.sign(m + k * wd / 3, y, wd / 3 - 24, lab)
    footer(d, m, f"{buyer} - Pedido {po}", page[0], of, "Página", "de")
    out = finish(d, "pt", "purchase_order", po, sup, tot)
    return out if stated else none_meta(out)


def blind46_pt_br_lavanderia_industrial_insumos(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _br)


# --------------------------------------------------------------------------- 7 zh-Hans guesthouse's bedding and amenities order

MS_CITY = (
    "大理 丽江 桂林 阳朔 黄山 婺源 莫干山 厦门 青岛 三亚 西塘 平遥 凤凰 腾冲 北海 乌镇".split()
)
MS_B = "云栖 半山 拾光 山舍 隐庐 花间 听风 木子 青檐 栖迟 漫时光 归园".split()
MS_BUY = ["{c}{b}民宿", "{c}{b}客栈", "{c}{b}酒店管理有限公司", "{c}{b}文旅发展有限公司"]
MS_SUP_FORMED = [
    "{c}{b}纺织品有限公司",
    "{c}{b}酒店用品有限公司",
    "{c}{b}家纺科技有限公司",
    "{c}{b}洗涤用品有限公司",
]
MS_SUP_BARE = ["{c}{b}床上用品店", "{c}{b}酒店用品批发部", "{b}布草商行"]
MS_SB = "南通 高阳 绍兴 广州 潍坊 义乌 扬州 湖州".split()
MS_SB_B = "恒泰 锦绣 雅居 佳梦 洁云 舒雅 华纺 宏达".split()
MS_ITEMS = [
    ("纯棉床单", "60支 贡缎 1.8m床", "条", 68, 128),
    ("被套", "60支 全棉 220×240", "条", 98, 168),
    ("枕套", "48×74cm 全棉", "个", 18, 35),
    ("羽绒被芯", "白鹅绒 90% 冬被", "条", 420, 880),
    ("枕芯", "羽丝绒 48×74", "个", 38, 76),
    ("浴巾", "32股 全棉 80×160", "条", 45, 88),
    ("面巾", "32股 35×75", "条", 15, 28),
    ("地巾", "50×80 加厚", "条", 22, 42),
    ("一次性拖鞋", "无纺布 100双/箱", "箱", 65, 120),
    ("洗发沐浴套装", "300ml 挤压瓶", "套", 28, 56),
    ("浴袍", "华夫格 均码", "件", 85, 160),
    ("床垫保护垫", "防水 1.8m", "条", 75, 140),
    ("布草车", "不锈钢 三层", "台", 380, 760),
]


def _ms(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1 = rng.choice(MS_CITY)
    buyer = rng.choice(MS_BUY).format(c=c1, b=rng.choice(MS_B))
    sup = bare_or(rng, MS_SUP_FORMED, MS_SUP_BARE, 0.25).format(
        c=rng.choice(MS_SB), b=rng.choice(MS_SB_B)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n2}|MS-{y}{m}-{n3}|{Y}{m}{n4}|BC{y}{n5}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|QT{Y}{n4}")
    store = f"MD{rng.randint(1, 40):03d}"
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|单号")
    ink = rng.choice([Color(0.45, 0.3, 0.15), Color(0.15, 0.4, 0.35), Color(0.25, 0.25, 0.5)])

    def foot() -> None:
        s_ = f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　采购订单（续）　{po_lab}：{po}", 9, colour=ink)
        return 48

    pdf.text(m, 44, buyer, 16, bold=True, colour=ink)
    pdf.line(m, 54, right, 54, lw=1.2, colour=ink)
    title = cj.pick(rng, "采购订单|布草采购单|客房用品订购单")
    pdf.text(m, 80, title, 15, bold=True)
    bw = 150
    pdf.rect(right - bw, 64, bw, 36, stroke=ink, lw=0.9)
    pdf.text(right - bw + 6, 77, po_lab, 8, colour=GREY)
    pdf.text(right - 6, 94, po, 11, align="r", bold=True)
    pdf.text(
        m,
        96,
        f"下单日期：{cj.fdate(d, rng.choice(['cn', 'iso', 'slash']))}　门店编号：{store}",
        8.4,
    )
    y = 116
    slab = rng.choice(["致：", "供货商：", "供应商", ""])
    sp = [
        sup,
        f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}",
        f"地址：{cj.zh_addr(rng)}",
        f"报价单号：{qt}",
    ]
    dp = [
        f"收货人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"收货地址：{c1}{rng.choice(['古城', '景区', '老街', '湖畔'])}{rng.randint(1, 99)}号 {buyer}",
        f"要求到货：{cj.fdate(cj.later(rng, d, 5, 20), 'cn')}（旺季前）",
    ]
    xs = [m, m + wd / 2 + 8]
    if rng.random() < 0.35:
        xs.reverse()
    yy = y
    if slab:
        pdf.text(xs[0], yy, slab, 8.6, colour=GREY)
        yy += 14
    pdf.text(xs[0], yy, sup, 10, bold=True, maxw=wd / 2 - 12)
    for k, ln in enumerate(sp[1:]):
        pdf.text(xs[0], yy + 15 + 13 * k, ln, 8, maxw=wd / 2 - 12)
    pdf.text(xs[1], y, "收货信息", 8.6, colour=GREY)
    for k, ln in enumerate(dp):
        pdf.text(xs[1], y + 14 + 13 * k, ln, 8, maxw=wd / 2 - 12)
    y += 80
    nb = n_lines(rng, [1, 2, 3, 4, 5, 6, 8], [30, 38])
    lines = more_lines(
        rng, MS_ITEMS, nb, [2, 4, 6, 10, 20, 30, 50, 100], ["（加大）", "（灰色）", "（备用）"]
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                cj.money(p) if stated else "",
                cj.money(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 18, 30, 7, 9, 13, 15]),
        ["序号", "品名", "规格", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "clllrrr",
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tot = sub
    if y + 100 > bottom:
        y = brk()
    y += 16
    if stated:
        rows_ = []
        if rng.random() < 0.3:
            off = Decimal(rng.choice([50, 100, 200]))
            rows_.append(("优惠", f"-¥{cj.money(off)}"))
            tot -= off
        if rng.random() < 0.4:
            fr = Decimal(rng.choice([30, 60, 120]))
            rows_.append(("运费", f"¥{cj.money(fr)}"))
            tot += fr
        if rows_:
            rows_.insert(0, ("货款小计", f"¥{cj.money(sub)}"))
        for lab, v in rows_:
            pdf.text(right - 200, y, lab, 8.6)
            pdf.text(right, y, v, 8.6, align="r")
            y += 15
        lab = cj.pick(rng, "金额合计|合计金额|订单总额|总计")
        pdf.text(right - 200, y + 2, f"{lab}（含税）" if rng.random() < 0.5 else lab, 10, bold=True)
        pdf.text(right, y + 2, f"¥{cj.money(tot)}", 11, align="r", bold=True, colour=ink)
        y += 18
        pdf.text(m, y, f"人民币（大写）：{cj.daxie(tot)}", 8.6)
        y += 16
        if rng.random() < 0.25:
            dep = r2(tot * Decimal("0.3"))
            pdf.text(
                m,
                y,
                f"已付定金：¥{cj.money(dep)}　　尾款：¥{cj.money(tot - dep)}（到货验收后结清）",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y, f"单价按报价单 {qt} 执行，金额以实际送货数量结算。", 8.6)
        y += 18
    for t in [
        "备注：1. 布草须经高温预洗，无异味、无线头；2. 送货单请注明订单编号；3. 质量问题7日内包退换。"
    ]:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y + 4, t, 7.8, colour=GREY)
        y += 16
    if y + 50 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"采购人：{cj.person(rng)}", 8.6)
    pdf.text(m + wd / 3, y, "审核：", 8.6)
    pdf.text(m + 2 * wd / 3, y, "供货方确认：", 8.6)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, tot)
    return out if stated else none_meta(out)


def blind46_zh_minsu_buchao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ms)


# --------------------------------------------------------------------------- 8 zh-Hans tile maker's sales-order confirmation

CZ_CITY = "佛山 肇庆 淄博 晋江 夹江 高安 景德镇 临沂 清远 江门".split()
CZ_B = "金意 宏宇 新明珠 欧雅 恒达 华鹏 嘉俊 东鹏源 汇亚 冠珠源 蒙娜 亚细".split()
CZ_SELL_FORMED = [
    "{c}{b}陶瓷有限公司",
    "{c}市{b}建材有限公司",
    "{c}{b}陶瓷股份有限公司",
    "{b}瓷砖（{c}）有限公司",
]
CZ_SELL_BARE = ["{c}{b}瓷砖经营部", "{c}{b}陶瓷商行"]
CZ_BUY = [
    "{c}{b}装饰工程有限公司",
    "{c}{b}建筑装饰设计有限公司",
    "{c}{b}家居装饰有限公司",
    "{c}{b}置业有限公司",
]
CZ_BC = "杭州 南京 武汉 合肥 长沙 郑州 成都 西安".split()
CZ_BB = "筑美 尚品 华居 金螳 瑞家 锦程 名匠 宜家园".split()
CZ_ITEMS = [
    ("柔光大理石瓷砖", "800×800mm", 4, 0.64, 58, 98),
    ("通体大理石岩板", "900×1800mm", 2, 1.62, 128, 210),
    ("仿古砖", "600×600mm", 4, 1.44, 42, 76),
    ("木纹砖", "200×1200mm", 6, 1.44, 55, 95),
    ("抛釉地砖", "750×1500mm", 2, 2.25, 78, 130),
    ("哑光墙砖", "400×800mm", 5, 1.6, 36, 62),
    ("防滑地砖", "300×300mm", 11, 0.99, 28, 48),
    ("花片腰线", "80×300mm", 20, 0.48, 65, 120),
]


def _cz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    seller = bare_or(rng, CZ_SELL_FORMED, CZ_SELL_BARE, 0.15).format(
        c=rng.choice(CZ_CITY), b=rng.choice(CZ_B)
    )
    bc = rng.choice(CZ_BC)
    cust = rng.choice(CZ_BUY).format(c=bc, b=rng.choice(CZ_BB))
    d = cj.a_date(rng)
    so = cj.number(rng, d, "XS{Y}{m}{n4}|SO-{y}{m}{n3}|{Y}XS{n5}")
    po = cj.number(rng, d, "CG-{Y}-{n4}|PO{y}{m}{n3}|{Y}{m}{d}{n2}|ZS{y}{n4}")
    stated = stated_of(rng)
    page = [1]
    red = Color(0.7, 0.1, 0.1)

    def foot() -> None:
        s_ = f"{page[0]}/{of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 24, f"第{s_}页", 7.4, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{seller}　销售确认书（续）　销售单号：{so}", 8.8)
        return 48

    pdf.text(pdf.w / 2, 42, seller, 16, align="c", bold=True, colour=red)
    pdf.text(
        pdf.w / 2,
        56,
        f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}　统一社会信用代码：{cj.credit_code(rng)}",
        7.4,
        align="c",
        colour=GREY,
    )
    pdf.line(m, 62, right, 62, lw=1.2, colour=red)
    pdf.text(
        pdf.w / 2,
        86,
        cj.pick(rng, "销售确认书|订单确认书|销售订单确认单"),
        16,
        align="c",
        bold=True,
    )
    plab = cj.pick(rng, "客户订单号|贵司采购单号|采购订单号|客户PO号")
    rows = [
        ["销售单号", so, "确认日期", cj.fdate(d, rng.choice(["cn", "iso"]))],
        ["客户名称", cust, plab, po],
        [
            "项目名称",
            f"{bc}{rng.choice(['滨江', '云境', '悦府', '天玺'])}{rng.choice(['花园', '公馆', '大厦'])}精装修工程",
            "业务员",
            cj.person(rng),
        ],
        [
            "交货地点",
            f"{cj.zh_addr(rng)}（工地）",
            "交货日期",
            cj.fdate(cj.later(rng, d, 10, 40), "cn"),
        ],
    ]
    if rng.random() < 0.4:
        rows[0], rows[1] = rows[1], rows[0]
    y = kgrid(pdf, m, 100, cj.rel(wd, [13, 37, 14, 36]), rows, h=19, size=8.4, fill=PALE) + 12
    nb = n_lines(rng, [1, 2, 3, 4, 5, 6], [30, 36] if not land else [20, 24])
    lines = more_lines(
        rng, CZ_ITEMS, nb, [20, 40, 60, 120, 200, 300], ["（A级）", "（二批）", "（补货）"]
    )
    body = []
    sub = ZERO
    for i, (it, q, p, _a) in enumerate(lines, 1):
        area = r2(q * Decimal(str(it[3])))
        amt = r2(area * p)
        sub += amt
        body.append(
            (
                [
                    str(i),
                    f"{rng.choice('ABCDEFGHJK')}{rng.randint(1000, 9999)}",
                    it[0],
                    it[1],
                    "优等品",
                    str(it[2]),
                    f"{q:,.0f}",
                    f"{area:,.2f}",
                    cj.money(p) if stated else "",
                    cj.money(amt) if stated else "",
                ],
                amt,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 9, 16, 12, 8, 7, 8, 11, 11, 13]),
        [
            "序号",
            "型号",
            "品名",
            "规格",
            "等级",
            "片/箱",
            "箱数",
            "面积(m²)",
            "单价(元/m²)",
            "金额(元)",
        ],
        body,
        "cllccrrrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    fr = Decimal(rng.choice([0, 0, 800, 1500, 2600]))
    tot = sub + fr
    if y + 120 > bottom:
        y = brk()
    y += 16
    if stated:
        pdf.text(right - 220, y, "货款合计", 8.6)
        pdf.text(right, y, f"¥{cj.money(sub)}", 8.6, align="r")
        y += 15
        pdf.text(right - 220, y, "运费" if fr else "运费（送货上门，免运费）", 8.6)
        pdf.text(right, y, f"¥{cj.money(fr)}", 8.6, align="r")
        y += 17
        lab = cj.pick(rng, "订单总额|合计金额|总金额")
        pdf.text(right - 220, y, f"{lab}（含13%增值税）", 9.6, bold=True)
        pdf.text(right, y, f"¥{cj.money(tot)}", 10.4, align="r", bold=True)
        y += 16
        pdf.text(m, y, f"大写：{cj.daxie(tot)}", 8.6)
        y += 16
        pct = rng.choice([30, 50])
        dep = r2(tot * pct / 100)
        pdf.text(
            m,
            y,
            f"付款方式：确认后3日内支付{pct}%定金（¥{cj.money(dep)}），余款¥{cj.money(tot - dep)}于发货前付清。",
            8.2,
        )
        y += 16
    else:
        pdf.text(m, y, "单价按年度供货协议执行，总价以实际发货数量结算。", 8.6)
        y += 18
    bank, acct = cj.bank(rng)
    for t in [
        f"收款账户：{seller}　开户行：{bank}　账号：{acct}",
        "说明：同一批次色号、尺码保证一致；破损率超过0.5%部分免费补发。",
    ]:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 14
    if y + 70 > bottom:
        y = brk()
    y += 26
    pdf.text(m, y, f"供方（盖章）：{seller}", 8.6)
    pdf.text(m + wd / 2 + 10, y, f"需方确认（盖章）：{cust}", 8.6, maxw=wd / 2 - 10)
    if rng.random() < 0.7:
        pdf.stamp(m + 120, y + 4, seller, rng, caption="销售专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, seller, tot)
    return out if stated else none_meta(out)


def blind46_zh_cizhuan_xiaoshou_querendan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cz)


# --------------------------------------------------------------------------- 9 zh-Hant (Taiwan) scooter shop's parts order

TW_B = "順發 大豐 永興 金旺 全勝 宏昌 建成 新光 福利 協和 正大 三陽".split()
TW_PLACE = "台中市北屯區 彰化縣員林市 嘉義市東區 台南市永康區 高雄市三民區 屏東縣屏東市 桃園市中壢區 新竹市東區 宜蘭縣羅東鎮".split()
TW_BUY = ["{b}機車行", "{b}車業有限公司", "{b}機車材料行", "{b}重機工坊"]
TW_SUP_FORMED = [
    "{b}機車零件股份有限公司",
    "{b}實業有限公司",
    "{b}輪胎股份有限公司",
    "{b}潤滑油有限公司",
    "{b}企業社",
]
TW_SUP_BARE = ["{b}輪胎行", "{b}零件批發"]
TW_ITEMS = [
    ("機油", "10W-40 0.8L", "瓶", 150, 260),
    ("齒輪油", "80W-90 120ml", "瓶", 45, 80),
    ("輪胎", "110/70-12 晴雨胎", "條", 850, 1450),
    ("輪胎", "120/70-12 熱熔胎", "條", 1100, 1800),
    ("煞車皮", "前碟 陶瓷", "組", 180, 380),
    ("電瓶", "YTX7A-BS", "顆", 850, 1500),
    ("火星塞", "CR7HSA", "支", 70, 150),
    ("傳動皮帶", "125cc 原廠規", "條", 380, 720),
    ("普利珠", "13g×6", "組", 160, 320),
    ("空氣濾清器", "JET 125", "個", 120, 260),
    ("煞車油", "DOT4 500ml", "罐", 140, 240),
    ("LED大燈泡", "H4 6000K", "組", 450, 980),
    ("內胎", "3.00-10", "條", 120, 220),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    b1, b2 = rng.sample(TW_B, 2)
    buyer = rng.choice(TW_BUY).format(b=b1)
    sup = bare_or(rng, TW_SUP_FORMED, TW_SUP_BARE, 0.2).format(b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n3}|{roc}{m}{d}{n2}|A{y}{m}{n4}|{n6}")
    vno = f"V{rng.randint(100, 999)}"
    stated = stated_of(rng)
    page = [1]
    beside = rng.random() < 0.5
    blue = Color(0.1, 0.2, 0.5)

    def foot() -> None:
        s_ = f"第 {page[0]} 頁 / 共 {of} 頁" if of else f"第 {page[0]} 頁"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　訂購單（續）　單號 {po}", 9)
        return 48

    pdf.text(pdf.w / 2, 42, buyer, 16, align="c", bold=True, colour=blue)
    pdf.text(
        pdf.w / 2,
        56,
        f"{rng.choice(TW_PLACE)}{rng.choice(['中山路', '民族路', '建國路', '中正路'])}{rng.randint(1, 300)}號　電話：{cj.tw_tel(rng)}　統一編號：{rng.randint(10000000, 99999999)}",
        7.6,
        align="c",
        colour=GREY,
    )
    if beside:
        pdf.text(
            pdf.w / 2,
            84,
            f"訂　購　單　{cj.pick(rng, 'No.|單號：|NO：')}{po}",
            15,
            align="c",
            bold=True,
        )
        y = 100
        pdf.text(right, y, f"訂購日期：{cj.fdate(d, rng.choice(['roc', 'rocs']))}", 8.6, align="r")
        y += 10
        rows = [
            ["廠商名稱", sup, "廠商編號", vno],
            ["統一編號", f"{rng.randint(10000000, 99999999)}", "聯絡電話", cj.tw_tel(rng)],
            [
                "送貨地址",
                f"{rng.choice(TW_PLACE)}{rng.randint(1, 300)}號（本店）",
                "交貨日期",
                cj.fdate(cj.later(rng, d, 2, 14), "rocs"),
            ],
        ]
    else:
        pdf.text(pdf.w / 2, 84, "訂　購　單", 16, align="c", bold=True)
        y = 96
        rows = [
            ["訂購單號", po, "訂購日期", cj.fdate(d, rng.choice(["roc", "rocs"]))],
            ["廠商名稱", sup, "廠商編號", vno],
            ["聯絡人", cj.person(rng, "zh-Hant"), "聯絡電話", cj.tw_tel(rng)],
            [
                "送貨地址",
                f"{rng.choice(TW_PLACE)}{rng.randint(1, 300)}號（本店）",
                "報價單號",
                f"Q{rng.randint(10000, 99999)}",
            ],
        ]
        if rng.random() < 0.4:
            rows[0], rows[1] = rows[1], rows[0]
    y = kgrid(pdf, m, y, cj.rel(wd, [13, 39, 13, 35]), rows, h=19, size=8.6, fill=PALE) + 12
    nb = n_lines(rng, [1, 2, 3, 4, 5, 6, 8, 10], [30, 38])
    lines = more_lines(
        rng,
        TW_ITEMS,
        nb,
        [1, 2, 4, 6, 10, 12, 20, 24],
        ["（原廠）", "（副廠）", "（急件）"],
        places=0,
    )
    body = [
        (
            [
                f"{rng.choice('KTSH')}{rng.randint(10000, 99999)}",
                it[0],
                it[1],
                f"{q:,.0f}",
                it[2],
                w0(p) if stated else "",
                w0(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    order = rng.choice([[0, 1, 2, 3, 4, 5, 6], [1, 2, 0, 3, 4, 5, 6], [0, 1, 2, 4, 3, 5, 6]])
    heads = ["料號", "品名", "規格", "數量", "單位", "單價", "金額"]
    wts = [13, 18, 25, 9, 8, 12, 15]
    aln = "lllrcrr"
    body = [([c[k] for k in order], a) for c, a in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [wts[k] for k in order]),
        [heads[k] for k in order],
        body,
        "".join(aln[k] for k in order),
        rowh=18,
        size=8.2,
        bottom=bottom,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.05"))
    tot = sub + tax
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        lab = cj.pick(rng, "總計|應付金額|合計金額|含稅總計")
        rws = [
            ["未稅合計", f"NT${w0(sub)}"],
            ["營業稅 5%", f"NT${w0(tax)}"],
            [lab, f"NT${w0(tot)}"],
        ]
        y = (
            kgrid(
                pdf,
                right - 200,
                y,
                [80, 120],
                rws,
                h=18,
                size=8.8,
                labels=(0,),
                fill=PALE,
                align="lr",
            )
            + 10
        )
        if rng.random() < 0.5:
            pdf.text(m, y, f"新臺幣（大寫）：{cj.daxie(tot, trad=True)}", 8.4)
            y += 16
    else:
        pdf.text(m, y + 10, "單價依雙方議定價格，金額以出貨單為準。", 8.6)
        y += 24
    for t in [
        "備註：1. 請於送貨單註明本訂購單號。 2. 不良品七日內退換，請附原包裝。 3. 月結 30 天，開立三聯式發票。"
    ]:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y + 4, t, 7.8, colour=GREY, maxw=wd)
        y += 16
    if y + 60 > bottom:
        y = brk()
    y += 10
    kgrid(
        pdf,
        m,
        y,
        cj.rel(wd, [1, 1, 1, 1]),
        [["負責人", "經辦", "主管", "廠商簽收"], ["", "", "", ""]],
        h=22,
        size=8.4,
        labels=(0, 1, 2, 3),
        fill=PALE,
    )
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, tot)
    return out if stated else none_meta(out)


def blind46_tw_jichehang_lingjian_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 10 ja super-sentō's order for bath supplies

JA_B = "湯楽 天然 極楽 やまと 千歳 さくら 花園 潮騒 七福 みどり 朝日 富士見".split()
JA_SB = "東洋 丸和 日進 大和 三和 中央 協栄 北斗 昭和 光陽".split()
JA_BUY = ["株式会社{b}温泉", "{b}の湯 株式会社", "有限会社{b}浴場", "株式会社{b}スパリゾート"]
JA_SUP_FORMED = [
    "{b}化学工業株式会社",
    "株式会社{b}リネン",
    "{b}ボイラー工業株式会社",
    "{b}衛生材料株式会社",
    "株式会社{b}商事",
]
JA_SUP_BARE = ["{b}商店", "{b}タオル店"]
JA_ITEMS = [
    ("業務用シャンプー", "18L 詰替", "缶", 4800, 8800),
    ("業務用ボディソープ", "18L 詰替", "缶", 4200, 7800),
    ("次亜塩素酸ナトリウム", "12% 20kg", "缶", 2200, 3900),
    ("入浴剤 ゆず", "業務用 10kg", "箱", 6800, 12000),
    ("フェイスタオル", "260匁 白 名入れ", "枚", 120, 260),
    ("バスタオル", "1000匁 館内用", "枚", 680, 1280),
    ("ろ過用ろ材", "アンスラサイト 25kg", "袋", 5400, 9800),
    ("サウナストーン", "20kg", "箱", 6500, 11000),
    ("館内着", "作務衣 Mサイズ", "着", 1800, 3200),
    ("ボイラー用ガスケット", "100A", "枚", 900, 2400),
    ("残留塩素測定試薬", "DPD 100回分", "箱", 2600, 4800),
    ("ヘアドライヤー", "業務用 1200W", "台", 8800, 15800),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    b1, b2 = rng.sample(JA_B, 2)
    buyer = rng.choice(JA_BUY).format(b=b1)
    fac = f"{rng.choice(['スーパー銭湯', '天然温泉', '健康ランド'])} {b1}{rng.choice(['の湯', '湯', ''])} {rng.choice(['本店', '駅前店', 'バイパス店', ''])}".strip()
    sup = bare_or(rng, JA_SUP_FORMED, JA_SUP_BARE, 0.2).format(b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}{m}-{n3}|H{y}{m}{n4}|{n6}|{y}-{n4}")
    mitsu = cj.number(rng, d, "M{y}{n4}|見{n5}")
    stated = stated_of(rng)
    page = [1]
    ys = rng.randrange(3)

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title}（続き）　注文番号 {po}", 9)
        return 48

    title = cj.pick(rng, "注文書|発注書|注　文　書")
    pdf.text(pdf.w / 2, 48, title, 18, align="c", bold=True)
    pdf.text(m, 90, f"{sup}　{rng.choice(['御中', '御中', '殿'])}", 12, bold=True)
    pdf.line(m, 95, m + 240, 95, lw=0.8)
    if rng.random() < 0.5:
        pdf.text(m, 110, f"ご担当：{cj.person(rng, 'ja')} 様", 8.4)
    lab = cj.pick(rng, "注文番号|発注番号|注文No.")
    rws = [
        [lab, po],
        ["発注日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))],
        ["見積番号", mitsu],
    ]
    kgrid(pdf, right - 190, 66, [70, 120], rws, h=17, size=8.4, labels=(0,), fill=PALE)
    bx = right - 190
    pdf.text(bx, 132, buyer, 10, bold=True)
    pdf.text(bx, 146, fac, 8.4)
    pdf.text(bx, 159, cj.ja_addr(rng), 7.6)
    pdf.text(bx, 171, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6)
    if rng.random() < 0.7:
        pdf.stamp(right - 44, 150, buyer, rng, shape="rect", r=22)
    pdf.text(m, 140, "下記の通り注文いたします。", 9)
    lines = more_lines(
        rng,
        JA_ITEMS,
        n_lines(rng, [1, 2, 3, 4, 5, 6, 8], [30, 38]),
        [1, 2, 3, 5, 10, 20, 50, 100],
        ["（予備）", "（別館用）", "（色違い）"],
        places=0,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.10"))
    tot = sub + tax
    y = 184
    boxed = stated and rng.random() < 0.45
    if boxed:
        pdf.rect(m, y, 250, 26, stroke=black, lw=1)
        pdf.text(
            m + 8,
            y + 17,
            cj.pick(rng, "ご注文金額（税込）|合計金額|発注金額（税込）"),
            9.6,
            bold=True,
        )
        pdf.text(m + 242, y + 18, cj.yen(tot, ys), 12, align="r", bold=True)
        y += 36
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [13, 37, 13, 37]),
            [
                ["納品場所", f"{fac} 機械室前", "納期", cj.fdate(cj.later(rng, d, 3, 20), "cn")],
                ["支払条件", "月末締め翌月末払い", "施設コード", f"S{rng.randint(10, 99)}"],
            ],
            h=18,
            size=8.2,
            fill=PALE,
        )
        + 10
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}",
                it[2],
                w0(p) if stated else "",
                w0(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 26, 22, 8, 7, 14, 17]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=8.2,
        bottom=bottom,
        brk=brk,
    )
    if y + 90 > bottom:
        y = brk()
    if stated:
        rws = [
            ["小計", cj.yen(sub, ys)],
            ["消費税（10%）", cj.yen(tax, ys)],
            [cj.pick(rng, "合計|合計金額|総合計"), cj.yen(tot, ys)],
        ]
        y = (
            kgrid(
                pdf,
                right - 200,
                y + 6,
                [90, 110],
                rws,
                h=18,
                size=8.8,
                labels=(0,),
                fill=PALE,
                align="lr",
            )
            + 10
        )
    else:
        pdf.text(m, y + 14, f"単価はお見積書（{mitsu}）のとおり。金額は納品書にて確定。", 8.6)
        y += 24
    for t in ["備考：納品書・請求書には必ず注文番号をご記載ください。薬剤は SDS を添付願います。"]:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY, maxw=wd)
        y += 16
    if y + 50 > bottom:
        y = brk()
    kgrid(
        pdf,
        right - 180,
        y + 8,
        [60, 60, 60],
        [["担当", "承認", "受付"], ["", "", ""]],
        h=20,
        size=8,
        labels=(0, 1, 2),
        fill=PALE,
    )
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, tot)
    return out if stated else none_meta(out)


def blind46_ja_sento_shizai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind46_zh_minsu_buchao_caigou,
        blind46_zh_cizhuan_xiaoshou_querendan,
        blind46_tw_jichehang_lingjian_dinggou,
        blind46_ja_sento_shizai_hacchusho,
        blind46_en_us_fairgrounds_event_po,
        blind46_en_za_sugar_mill_spares_po,
        blind46_de_imkerei_glaeser_bestellung,
        blind46_fr_ca_deneigement_pieces_bon_commande,
        blind46_it_rsa_ausili_ordine,
        blind46_pt_br_lavanderia_industrial_insumos,
    )
}

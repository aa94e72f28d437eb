"""Twelve more layout families for the `fit` split: a US general contractor's subcontract PO,
an NHS trust or council order, a South African PO, a Spanish retail chain's pedido a
proveedor, an Italian manufacturer's ordine d'acquisto, a French industrial group's commande
d'achat, a German Abruf zum Rahmenvertrag, a Flemish supplier's factuur quoting the buyer's
bestelbon, a small Chinese company's 采购单, a Hong Kong bilingual PO, a Taiwanese 採購單 and a
Japanese manufacturer's 注文書.

`FAMILIES` maps a family name (all start with `fit5_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py, families_cjk.py and families_blind2.py, whose pools and drawing helpers
they reuse. They were written blind: drawn with reportlab and checked only by reading their
own text layer back and looking at rendered pages, never run through the extraction engine,
its validation or its calibration, and no engine output on them was looked at. They are
plain text-layer PDFs; bench/families.py may scan a share of them later.

en-US (a general contractor's PO to a subcontractor or material vendor: the contractor's
letterhead with its licence number, PO # in a boxed header grid beside job no. and cost code
or beside the title, Vendor / Subcontractor block left and Job / Project block right naming
the owner's company, ship-to the jobsite, the superintendent, proposal and prime-contract
numbers, Total Commitment / PO Total then Less Retainage 10 % and the net, at times a page
carried forward), en-GB (an NHS trust or council order: the supplier unlabelled in the
envelope window under its supplier number, Order Number over barcode bars, Deliver to a ward
or department, Invoice to shared services, Requisitioner and Authorised by, VAT 20 % and zero
by line, Total Value / Order Total (GBP)), en-ZA (Supplier Details box with VAT no. and B-BBEE
level, Delivery Address at a mine or depot, VAT 15 %, Grand Total / Total (ZAR), R 12 345,67 or
R12,345.67), es-ES (a retail chain's pedido a proveedor: Proveedor: code + name, Nº Pedido,
Almacén de entrega, EAN lines with IVA 21 % and 10 %, recargo de equivalencia for small
shops, Total pedido), it (Ns. Ordine N. beside Vs. Offerta N., Fornitore box right under
Spett.le, Destinazione merce, IVA 22 %, Totale ordine / Totale documento, A riportare over two
pages), fr-FR (Commande d'achat: N° Commande in a table header row with the value below beside
Votre devis n°, Fournisseur with SIRET and TVA intracom., livraison and facturation blocks,
Total TTC, accusé de réception), de-DE (Abruf zum Rahmenvertrag: the Lieferant in the window,
Bestellnummer beside Rahmenvertrag-Nr. and Ihre Lieferantennummer, Übertrag over two pages,
Gesamtwert netto, MwSt 19 %, Gesamtbetrag, contract call-off figures), nl-BE (a factuur from
the supplier: its letterhead, Klant in the window, Uw bestelbon nr. among factuurnummer,
klantnummer and leveringsbon, BTW 21 % / 6 %, Te betalen, a gestructureerde mededeling and a
voorschot now and then), zh-Hans (a small company's 采购单 / 订货单 grid: 供货单位, NO. in red,
联系人 and 电话 cells, 合计 and 人民币大写, 备注, 制单 / 审核 / 采购 cells), zh-Hant (Hong Kong:
PURCHASE ORDER 採購訂單, Supplier 供應商, P.O. No. 訂單編號, Deliver To 送貨地址, Total Amount
總額 HK$, For and on behalf of the buyer; Taiwan: 採購單 with 廠商名稱, 統一編號 of both parties,
請購單號 and 案號, 營業稅 5 %, 總計(含稅) in 新臺幣, ROC dates) and ja (a manufacturer's
注文書: 仕入先 御中, 注文番号 beside 見積番号, 納入場所, 小計 / 消費税(10%) / 合計金額, a 注文請書
tear-off naming the vendor again).

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
invoice the customer's order number); supplier the selling party's name exactly as printed
(never the buyer, ship-to, bill-to, a contact person or the letterhead of a PO; for the
invoice its issuer; without honorifics such as Spett.le or 御中 printed apart from it); total
the grand total as "1234.50" (tax included where stated; before retainage, deposits or
balances; "" when the document deliberately states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import black
from reportlab.lib.pagesizes import A4, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind2 import (  # noqa: E402
    firm,
    footer,
    goods,
    initials,
    kv_right,
    logo,
    slug,
    tax,
    tel,
    who,
)
from families_cjk import (  # noqa: E402
    GREY,
    RED,
    SHADE,
    TW_ITEMS,
    ZH_ITEMS,
    Pdf,
    a_date,
    cells,
    daxie,
    en_words,
    fdate,
    heads,
    hk_firm,
    hk_tel,
    ja_addr,
    ja_firm,
    ja_tel,
    kv,
    later,
    make_lines,
    mobile,
    number,
    rel,
    tw_addr,
    tw_firm,
    tw_tel,
    whole,
    yen,
    zh_addr,
    zh_firm,
    zh_tel,
)
from families_cjk import money as cmoney  # noqa: E402
from families_cjk import no_total as cjk_no_total  # noqa: E402
from families_cjk import person as cperson  # noqa: E402
from families_latin import (  # noqa: E402
    NOTE,
    Doc,
    Fmt,
    block,
    cents,
    cols,
    dfmt,
    digits,
    email,
    frame,
    money,
    party,
    phone,
    pick,
    place,
    result,
)
from families_latin import person as lperson  # noqa: E402
from families_latin2 import plan, snug  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]

# --------------------------------------------------------------------------- content

# Regions the other modules lack, as in families_blind2.REG: supplier name templates ({L}/{L2}
# surnames, {S} sector, {X} regional stem, {F} legal form), buyers ({C} city), streets and
# cities as "name=postal line" ('#' a digit, '@' a letter), phone patterns, first and last names.
REG5: dict[str, dict[str, str]] = {
    "za": {
        "tpl": "{X} {S}{F}|{L} {S}{F}|{L} & {L2} {S}{F}|{X} {S}{F}",
        "last": "Naidoo|Botha|Van der Merwe|Pillay|Nkosi|Dlamini|Pretorius|Mokoena|Venter|"
        "Govender|Steyn",
        "sect": "Industrial Supplies|Engineering Supplies|Mining Consumables|Electrical "
        "Wholesalers|Hydraulics|Safety & PPE|Packaging|Fasteners|Bearings & Transmission|"
        "Office Supplies|Pump Services",
        "stems": "Highveld|Karoo|Drakensberg|Vaal|Limpopo|Boland|Lowveld|Zululand|Gauteng|"
        "Waterberg|Namaqua",
        "forms": " (Pty) Ltd| (Pty) Ltd| CC| (Pty) Ltd.| Ltd",
        "buy": "{X} Mining (Pty) Ltd|{C} Metropolitan Municipality|{X} Foods (Pty) Ltd|"
        "{L} Construction (Pty) Ltd|{X} Packaging Ltd|{X} Water Board|{X} Platinum (Pty) Ltd",
        "cities": "Johannesburg=Johannesburg, 2###|Pretoria=Pretoria, 0###|Durban=Durban, "
        "4###|Cape Town=Cape Town, 7###|Gqeberha=Gqeberha, 6###|Rustenburg=Rustenburg, 0###|"
        "Polokwane=Polokwane, 0###|Bloemfontein=Bloemfontein, 9###|Germiston=Germiston, 14##",
        "streets": "## Main Reef Road|### Jan Smuts Avenue|## Voortrekker Road|Unit #, ## "
        "Electron Street|### Sydney Road|## Commissioner Street|Stand ###, ## Nobel Street",
        "phone": "+27 11 ### ####|011 ### ####|021 ### ####|031 ### ####|012 ### ####",
        "first": "Thabo|Sipho|Lerato|Johan|Pieter|Nomvula|Ayesha|Riaan|Zanele|Kagiso",
        "lastp": "Nkosi|Botha|Naidoo|Mokoena|Pretorius|Dlamini|Venter|Khumalo|Smit|Govender",
    },
    "gc": {  # US general contractors and their subcontractors / material vendors
        "tpl": "{X} Concrete, Inc.|{L} Drywall & Acoustics LLC|{X} Steel Erectors, Inc.|"
        "{L} Electric Co.|{X} Mechanical Contractors, Inc.|{L} Lumber & Supply|"
        "{X} Ready Mix LLC|{L} Rebar Supply, Inc.|{L} & {L2} Masonry, Inc.|{X} Glass & Glazing"
        " LLC|{L} Excavating, Inc.|{X} Fire Protection LLC|{L} Roofing Co.",
        "last": "Kowalski|Delgado|Brennan|Hargrove|Castillo|McKenna|Lindqvist|Okafor|Rourke|"
        "Whitfield|Novak",
        "sect": "",
        "stems": "Tri-State|Summit|Cornerstone|Bedrock|Keystone|Mesa|Blue Ridge|Great Plains|"
        "Ironwood|Pinnacle|Granite Peak",
        "forms": "",
        "buy": "{L} Construction, Inc.|{L} & {L2} Builders, LLC|{X} General Contractors, Inc.|"
        "{L} Brothers Construction Co.|{X} Builders Group LLC|{X} Construction Services, Inc.",
        "cities": "Columbus=Columbus, OH 432##|Tulsa=Tulsa, OK 741##|Boise=Boise, ID 837##|"
        "Raleigh=Raleigh, NC 276##|Fresno=Fresno, CA 937##|Madison=Madison, WI 537##|"
        "Omaha=Omaha, NE 681##|Spokane=Spokane, WA 992##",
        "streets": "#### Industrial Pkwy|### Commerce Dr|## Contractors Way|#### W Main St|"
        "### Enterprise Blvd, Suite ###|#### County Road ##",
        "phone": "(###) 555-####",
        "first": "Mike|Dave|Karen|Luis|Jen|Tom|Angela|Ray|Brett|Dana",
        "lastp": "Sullivan|Ortiz|Hansen|Brooks|Nguyen|Walsh|Reyes|Becker|Larson|Coleman",
    },
}


def firm5(rng: random.Random, region: str, role: str) -> tuple[str, list[str]]:
    """A company name and two address lines from REG5, else as families_blind2.firm."""
    if region not in REG5:
        name, lines, _ = firm(rng, region, role)
        return name, lines
    r = REG5[region]
    city, line = pick(rng, r["cities"]).split("=")
    lines = [digits(rng, pick(rng, r["streets"])).strip(), digits(rng, line)]
    l1, l2 = rng.sample(r["last"].split("|"), 2)
    fill = {"C": city, "L": l1, "L2": l2, "X": pick(rng, r["stems"])}
    if role == "buy":
        return pick(rng, r["buy"]).format(**fill), lines
    fill["S"] = pick(rng, r["sect"]) if r["sect"] else ""
    fill["F"] = pick(rng, r["forms"]) if r["forms"] else ""
    return pick(rng, r["tpl"]).format(**fill), lines


def who5(rng: random.Random, region: str) -> str:
    if region in REG5:
        return f"{pick(rng, REG5[region]['first'])} {pick(rng, REG5[region]['lastp'])}"
    return who(rng, region)


def tel5(rng: random.Random, region: str) -> str:
    return digits(rng, pick(rng, REG5[region]["phone"])) if region in REG5 else tel(rng, region)


def barcode(d: Doc, x: float, y: float, w: float, h: float, rng: random.Random) -> None:
    """Bars that look like a Code 39 label (drawn, not read)."""
    cx = x
    while cx < x + w - 3:
        bw = rng.choice([0.8, 0.8, 1.6, 2.4])
        d.box(cx, y, bw, h, fill=0, stroke=False)
        cx += bw + rng.choice([0.8, 1.6, 1.6, 2.4])


def carried(
    d: Doc,
    rows: list[dict],
    x2: float,
    bottom: float,
    fm: Fmt,
    labels: tuple[str, str],
    header: Callable[[int], float],
    foot: Callable[[int], None] | None = None,
    show: bool = True,
) -> Callable[[int], float]:
    """A `cont` for Doc.table that prints the page's running sum (labels[0], e.g. 'Carried
    forward') at the foot, starts a page, draws header(page) and the sum brought forward
    (labels[1]) under it; `show` False leaves the sums out."""

    def cont(i: int) -> float:
        run = sum((r["amt"] for r in rows[:i] if "amt" in r), Decimal(0))
        if show:
            d.t(x2 - 90, bottom + 13, labels[0], 8, b=True, al="r")
            d.t(x2 - 3, bottom + 13, fm(run), 8, b=True, al="r")
        if foot is not None:
            foot(d.pages)
        d.new_page()
        y = header(d.pages)
        if show:
            d.t(x2 - 90, y + 9, labels[1], 8, b=True, al="r")
            d.t(x2 - 3, y + 9, fm(run), 8, b=True, al="r")
            y += 14
        return y

    return cont


def room(d: Doc, y: float, need: float, top: float = 50) -> float:
    """y, or the top of a new page when `need` points no longer fit under y."""
    if y + need <= d.h - 24:
        return y
    d.new_page()
    return top


def dom5(name: str) -> str:
    """A mail domain stem without stray hyphens: 'Brenner & Söhne GmbH' -> 'brenner'."""
    parts = [p for p in slug(name.replace("&", " ")).split("-") if p]
    return "-".join(parts[:2]) or "info"


def net_of(rows: list[dict]) -> Decimal:
    return sum((r["amt"] for r in rows), Decimal(0))


# --------------------------------------------------------------------------- en-US

GC_ITEMS = [
    ("Ready-mix concrete 4000 PSI, 3/4in aggregate", "CY", 145, 210, 8, 120),
    ("#5 rebar, grade 60, 20 ft", "EA", 14, 24, 40, 600),
    ('5/8" Type X gypsum board 4x12', "SHT", 16, 28, 50, 900),
    ("2x6x16 SPF #2 kiln dried", "EA", 9, 18, 40, 500),
    ('3-5/8" metal stud 20 ga, 10 ft', "EA", 5, 11, 100, 1200),
    ("CMU 8x8x16 standard block", "EA", 2, 4, 400, 4000),
    ("Furnish and install storm drain, labor and material", "LS", 6000, 48000, 1, 1),
    ("Structural steel erection per drawings S-101 to S-401", "LS", 20000, 140000, 1, 1),
    ("Electrical rough-in, building A", "LS", 9000, 65000, 1, 1),
    ("Fire sprinkler system, design-build", "LS", 12000, 90000, 1, 1),
    ("Excavation and backfill", "CY", 9, 22, 200, 3000),
    ("Mobilization", "LS", 1500, 9000, 1, 1),
    ("Pump truck rental", "HR", 180, 260, 4, 16),
    ("Storefront glazing system", "SF", 38, 75, 200, 1800),
    ("TPO roofing 60 mil, fully adhered", "SQ", 420, 680, 20, 200),
    ("Temporary fencing, 6 ft panels (per month)", "LF", 2, 5, 200, 1500),
]
GC_PROJECTS = (
    "{X} Medical Office Building|{C} Elementary School Modernization|{X} Commons Phase 2|"
    "{L} Residence Remodel|Hampton Inn & Suites {C}|{X} Distribution Center|"
    "{C} Fire Station No. #|{X} Self Storage Expansion|{C} Public Library Addition"
)
GC_OWNERS = (
    "{X} Medical Properties LLC|{C} Unified School District|{L} Family Holdings LP|"
    "{X} Hospitality Group, Inc.|City of {C}|{X} Logistics Partners LLC|{X} Storage Partners "
    "LLC|{C} Public Library Foundation"
)


def fit5_us_construction_subcontract_po(rng: random.Random) -> tuple[bytes, dict]:
    """General contractor's purchase order / subcontract PO (Letter): the contractor's
    letterhead (an initials logo at times) with its contractor's licence number; PURCHASE
    ORDER, SUBCONTRACT PURCHASE ORDER or MATERIAL PURCHASE ORDER, the number in a boxed header
    grid (PO # / PO No. / P.O. Number beside Date, Job No., Cost Code, Page) or beside the
    title with the grid holding the rest; the vendor under Vendor: / Subcontractor: / To: at
    the left with its phone, fax, e-mail and contact, a vendor number at times; the Job: /
    Project: block at the right naming the project, the owner's company and the jobsite, the
    superintendent and a project manager; proposal / quote, prime contract and change order
    numbers; Item / Cost Code / Description / Qty / Unit / Unit Price / Amount lines; Subtotal,
    sales tax, delivery, Total Commitment / PO Total / Total PO Amount, then Less Retainage
    (10 %) and the net payable; long orders carry forward to page 2; the vendor's acceptance
    block and the contractor's authorized signature."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|helv|times|dejavu", 34, 48)
    fm, fd = money("en"), money("en", "$")
    gc, gadr = firm5(rng, "gc", "buy")
    sup, sadr = firm5(rng, "gc", "sup")
    city = place(rng, "us")[0]
    fill = {
        "X": pick(rng, REG5["gc"]["stems"]),
        "C": city,
        "L": pick(rng, REG5["gc"]["last"]),
    }
    project = digits(rng, pick(rng, GC_PROJECTS).format(**fill))
    owner = pick(rng, GC_OWNERS).format(**fill)
    job = digits(rng, pick(rng, "##-###|2#-####|J####|###"))
    po = rng.choice(
        [
            f"{job}-{rng.randint(1, 99):03d}",
            digits(rng, "PO-#####"),
            f"{job}-PO-{rng.randint(1, 60):02d}",
            digits(rng, "#####"),
            f"{job}.{rng.randint(1, 40):03d}",
        ]
    )
    cost = digits(rng, pick(rng, "03-3000|05-1200|09-2116|26-0500|31-2300|##-####"))
    # letterhead
    lx = m
    if rng.random() < 0.5:
        lx = logo(d, m, 28, gc, 36, rng.choice([0.15, 0.35, 0.55]))
    d.t(lx, 40, gc, snug(d, [gc], w * 0.55 - (lx - m), 14), b=True)
    lic = digits(rng, pick(rng, "Contractor Lic. #######|CSLB Lic. No. ######|License #@##-####"))
    d.lines(lx, 45, [f"{gadr[0]}, {gadr[1]}", f"Tel {tel5(rng, 'gc')}  ·  {lic}"], 8)
    title = pick(rng, "PURCHASE ORDER|SUBCONTRACT PURCHASE ORDER|MATERIAL PURCHASE ORDER")
    beside = rng.random() < 0.3
    plab = pick(rng, "PO #|PO No.|P.O. Number|Purchase Order #")
    if beside:
        head = f"{title}  {pick(rng, 'No.|#|')} {po}".replace("  ", " ").replace(" # ", " #")
        d.t(x2, 40, head, snug(d, [head], w * 0.5, 14), b=True, al="r")
    else:
        d.t(x2, 40, title, snug(d, [title], w * 0.45, 14), b=True, al="r")
    cells = [
        ("Date", dfmt(dt, pick(rng, "us|usl|mon"))),
        ("Job No.", job),
        ("Cost Code", cost),
        ("Required", dfmt(dt + timedelta(rng.randint(5, 40)), "us")),
    ]
    rng.shuffle(cells)
    if not beside:
        cells.insert(rng.choice([0, 0, 1]), (plab, po))
    widths = [w / len(cells)] * len(cells)
    y = (
        d.grid(
            m,
            70,
            widths,
            [c[0] for c in cells],
            [c[1] for c in cells],
            9,
            shade=rng.choice([0.85, 0.9, None]),
        )
        + 14
    )
    # vendor left, job right
    vlab = pick(rng, "Vendor:|Vendor:|Subcontractor:|To:")
    vend = [sup, *sadr, f"Phone: {tel5(rng, 'gc')}"]
    if rng.random() < 0.6:
        vend.append(f"Fax: {tel5(rng, 'gc')}")
    if rng.random() < 0.6:
        vend.append(f"Email: {email(rng, sup, 'us', pick(rng, 'estimating|orders|office'))}")
    if rng.random() < 0.6:
        vend.append(f"Contact: {who5(rng, 'gc')}")
    bw = w * 0.48
    style = pick(rng, "bar|box|plain|side")
    sz = snug(d, vend, bw - 12, 8.5)
    y1 = block(d, m, y, vlab, vend, style=style, w=bw, size=sz)
    if rng.random() < 0.4:
        d.t(m, y1 + 8, digits(rng, "Vendor No. V####"), 7.5, grey=0.3)
        y1 += 10
    jl = pick(rng, "Job:|Project:|Job / Project:")
    site = place(rng, "us")[1]
    jobl = [f"{job} {project}" if rng.random() < 0.5 else project]
    jobl += [f"Owner: {owner}", *site]
    if rng.random() < 0.7:
        jobl.append(f"Superintendent: {who5(rng, 'gc')} {tel5(rng, 'gc')}")
    y2 = block(d, x2 - bw, y, jl, jobl, style=style, w=bw, size=snug(d, jobl, bw - 12, 8.5))
    y = max(y1, y2) + 10
    refs = [
        (pick(rng, "Proposal #|Quote No.|Your Quote #"), digits(rng, pick(rng, "Q-####|#####"))),
        ("Prime Contract", digits(rng, pick(rng, "PC-####-##|####"))),
        ("Ship To", pick(rng, "Jobsite|Jobsite - call super 24 hrs ahead|Our yard")),
        ("Project Manager", who5(rng, "gc")),
        ("Terms", pick(rng, "Net 30|Net 30, 10% retainage|Paid when paid|2% 10th prox")),
    ]
    if rng.random() < 0.3:
        refs.insert(2, ("Change Order", digits(rng, "CO-0#")))
    rng.shuffle(refs)
    refs = refs[: rng.randint(3, len(refs))]
    y = (
        d.grid(
            m,
            y,
            [w / len(refs)] * len(refs),
            [r[0] for r in refs],
            [r[1] for r in refs],
            8,
            shade=0.92,
        )
        + 12
    )
    lead, bottom = 14.0, d.h - 58
    n, pages = plan(rng, y, bottom, lead, 250, 0.25, 9)
    rows = []
    for i in range(n):
        desc, unit, lo, hi, qlo, qhi = rng.choice(GC_ITEMS)
        qty = rng.randint(qlo, qhi)
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        if unit == "LS":
            price = Decimal(rng.randint(lo, hi))
        amt = cents(price * qty)
        rows.append(
            {
                "pos": str(i + 1),
                "cc": digits(rng, "##-####") if rng.random() < 0.6 else cost,
                "desc": desc,
                "qty": f"{qty:,}",
                "unit": unit,
                "price": fm(price),
                "amount": fm(amt),
                "amt": amt,
            }
        )
    spec = [
        ("pos", "Item", 5, "c"),
        ("cc", "Cost Code", 10, "l"),
        ("desc", "Description", 45, "l"),
        ("qty", "Qty", 8, "r"),
        ("unit", "Unit", 6, "c"),
        ("price", "Unit Price", 12, "r"),
        ("amount", "Amount", 14, "r"),
    ]

    def header(p: int) -> float:
        d.t(m, 38, gc, 10, b=True)
        d.t(x2, 38, f"{plab} {po} - Page {p} of {pages}", 9, b=True, al="r")
        d.line(m, 44, x2, 44, 0.8)
        return 54

    def foot(p: int) -> None:
        footer(d, f"Page {p} of {pages}")

    cont = carried(
        d, rows, x2, bottom, fm, ("Carried forward", "Brought forward"), header, foot, show=not nt
    )
    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        size=7.8,
        lead=lead,
        shade=0.85,
        grid=rng.random() < 0.6,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(
            m,
            y + 10,
            "Unit prices per the attached schedule; quantities as measured "
            "in place. No commitment value is stated on this order.",
            8.5,
            w,
        )
    else:
        sub = net_of(rows)
        out = [("Subtotal", fm(sub), False)]
        material = all(r["unit"] != "LS" for r in rows)
        stax = Decimal(0)
        if material and rng.random() < 0.6:
            rate = Decimal(pick(rng, "5.5|6|7.25|7.5|8.25"))
            stax = tax(sub, rate)
            out.append((f"Sales Tax {rate}%", fm(stax), False))
        dlv = Decimal(rng.randint(75, 650)) if rng.random() < 0.3 else Decimal(0)
        if dlv:
            out.append(("Delivery", fm(dlv), False))
        total = sub + stax + dlv
        tl = pick(rng, "Total Commitment|PO Total|Total PO Amount|TOTAL")
        out.append((tl, fd(total), True))
        ret = cents(total / 10)
        retain = rng.random() < 0.7
        if retain and rng.random() < 0.6:
            out.append(("Less Retainage (10%)", f"({fm(ret)})", False))
            out.append(
                (pick(rng, "Net Payable|Amount Payable Less Retainage"), fm(total - ret), False)
            )
        if len(out) == 2 and rng.random() < 0.5:
            out = out[1:]
        y = d.summary(x2 - 200, x2 - 4, y + 6, out, 9, box_last=False)
        if retain and len(out) < 5:
            y = d.para(
                m,
                y + 8,
                f"Retainage: 10% of each progress payment will be withheld "
                f"until final completion and acceptance by {owner}.",
                7.5,
                w * 0.7,
            )
    y = d.para(
        m,
        y + 10,
        f"Deliver to the jobsite of {project}. Reference PO {po} and job "
        f"{job} on all delivery tickets and invoices. Certified payroll and lien waivers "
        "required with each pay application.",
        7.5,
        w,
        grey=0.25,
    )
    sy = room(d, max(y + 26, d.h - 120), 66)
    d.box(m, sy, w, 62)
    d.t(
        m + 6,
        sy + 12,
        pick(rng, "ACCEPTED BY VENDOR|SUBCONTRACTOR ACCEPTANCE|VENDOR ACKNOWLEDGEMENT"),
        8,
        b=True,
    )
    d.t(m + 6, sy + 23, f"{sup} agrees to furnish the above per the terms of this order.", 7.5)
    d.sign(m + 8, sy + 50, 170, "Signature / Title")
    d.sign(m + 200, sy + 50, 90, "Date")
    d.t(m + w * 0.62, sy + 23, f"For {gc}:", 7.5)
    d.sign(m + w * 0.62, sy + 50, w * 0.36, f"Authorized by: {who5(rng, 'gc')}")
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en-GB

NHS_BUY = (
    "{C} Teaching Hospitals NHS Foundation Trust|{C} and District NHS Trust|{C} City Council|"
    "{C} Borough Council|{C} Community Healthcare NHS Trust|NHS {C} Integrated Care Board|"
    "University Hospitals of {C} NHS Trust"
)
NHS_SITES = "{C} Royal Infirmary|{C} General Hospital|St Luke's Hospital|{C} Civic Centre|Depot"
NHS_WARDS = (
    "Ward 23 (Cardiology)|Pharmacy Stores|Main Theatres, Level 2|Pathology Reception|"
    "Estates Workshop|Ward 14 - Maternity|Children's Outpatients|Central Stores, Bay 4|"
    "Facilities Management|Highways Depot|Library Services|ICT Service Desk"
)
NHS_ITEMS = [
    ("Examination gloves nitrile, medium (box 100)", "BOX", 4, 9, "S"),
    ("Sterile dressing pack, small", "EA", 1, 3, "S"),
    ("Sharps container 7 litre", "EA", 3, 7, "S"),
    ("Disposable aprons, white (roll 200)", "ROLL", 6, 14, "S"),
    ("Hand sanitiser gel 500 ml", "EA", 2, 6, "S"),
    ("Incontinence pads, large (pack 28)", "PK", 8, 16, "Z"),
    ("Wheelchair, self-propelled, standard", "EA", 140, 420, "Z"),
    ("Copier paper A4 80 gsm (box 5 reams)", "BOX", 16, 28, "S"),
    ("Toner cartridge, black, high yield", "EA", 45, 160, "S"),
    ("Office chair, ergonomic, mesh back", "EA", 90, 260, "S"),
    ("LED panel 600 x 600, 36 W", "EA", 18, 45, "S"),
    ("Grit salt, brown (25 kg bag)", "BAG", 5, 11, "S"),
    ("Hi-vis vest, class 2, yellow", "EA", 2, 6, "S"),
    ("Children's books (zero rated)", "EA", 5, 14, "Z"),
    ("Engineer call-out and repair, labour", "HR", 45, 85, "S"),
]


def fit5_uk_nhs_trust_po(rng: random.Random) -> tuple[bytes, dict]:
    """NHS trust or council purchase order printed from an ERP (A4): a blue NHS-style mark
    or crest and the body's name top right with its procurement address and VAT number; the
    supplier unlabelled in the envelope window at the left (its name first, then the address
    and postcode, a supplier number above or below at times); at the right Order Number over
    barcode bars (or the number in a box under ORDER NUMBER), then Order Date, Requisition
    No., Your Ref. / Quote, Contract Ref. and Page; Deliver to a ward or department of a
    hospital site with its contact, Invoice to the shared services provider (NHS Shared
    Business Services Ltd, a payables team) with its address and e-mail; Requisitioner and
    Authorised by persons with phones; Line / Item Code / Description / Qty / UOM / Unit Price
    / Net / VAT code lines (S 20 %, Z 0 %); Total Net, Total VAT, Total Value / Order Total
    (GBP) / Total Order Value; the No PO No Pay notice; two pages when long."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|dejavu|times", 36, 50)
    fm = money("en")
    fp = money("en", "£") if rng.random() < 0.6 else fm
    city, badr = place(rng, "uk")
    buyer = pick(rng, NHS_BUY).format(C=city)
    nhs = "NHS" in buyer
    sup, sadr = party(rng, "uk", "sup")
    code = pick(rng, "RXH|RTH|RBA|RWD|T4F|REF|RJ1") if nhs else pick(rng, "PO|CC|BC")
    po = rng.choice(
        [
            f"{code}{rng.randint(10**6, 10**7 - 1)}",
            f"{code}-{rng.randint(10**5, 10**6 - 1)}",
            f"{code}{rng.randint(1, 99999999):08d}",
            f"{rng.randint(10**7, 10**8 - 1)}",
        ]
    )
    # letterhead right
    if nhs:
        d.box(x2 - 58, 26, 58, 24, fill=0.2, stroke=False)
        d.t(x2 - 29, 44, "NHS", 17, b=True, al="c", grey=1)
        ny = 64
    else:
        d.c.circle(x2 - 20, d.h - 40, 16)
        d.t(x2 - 20, 43, initials(buyer), 7, b=True, al="c")
        ny = 68
    bs = snug(d, [buyer], w * 0.55, 11)
    d.t(x2, ny, buyer, bs, b=True, al="r")
    lines = [
        pick(
            rng,
            "Procurement Department|Procurement Services|Supplies Department|Corporate Procurement",
        ),
        f"{badr[0]}, {badr[1]}",
        digits(rng, "VAT Reg. No. GB ### #### ##"),
    ]
    d.lines(x2, ny + 3, lines, 7.5, al="r")
    d.t(m, 44, pick(rng, "PURCHASE ORDER|OFFICIAL ORDER|Purchase Order"), 16, b=True)
    # supplier in the window, no label
    wy = 132
    snum = digits(rng, pick(rng, "Supplier No: ######|Supplier: ####|Vendor No. ######"))
    vend = [sup, *sadr]
    if rng.random() < 0.5:
        vend.insert(1, pick(rng, "Sales Ledger|Customer Services|Accounts Department"))
    if rng.random() < 0.35:
        d.t(m + 8, wy - 4, snum, 7.5, grey=0.3)
    d.lines(m + 8, wy, vend, snug(d, vend, w * 0.45, 10), lead=12.5)
    yl = wy + len(vend) * 12.5 + 6
    if rng.random() < 0.5:
        d.t(m + 8, yl + 6, f"Tel: {phone(rng, 'uk')}   {email(rng, sup, 'uk', 'sales')}", 7.5)
        yl += 12
    # order number and refs right
    rx = m + w * 0.56
    rw = x2 - rx
    ds = pick(rng, "dmy|long_en|mon")
    if rng.random() < 0.6:
        d.t(rx, 108, pick(rng, "Order Number|ORDER NUMBER|Purchase Order No."), 8, b=True)
        barcode(d, rx, 112, min(rw, 150), 24, rng)
        d.t(rx, 148, po, 11, b=True)
    else:
        d.t(rx, 108, pick(rng, "ORDER NUMBER|Order No."), 8, b=True)
        d.box(rx, 112, rw, 22)
        d.t(rx + rw / 2, 127, po, 12, b=True, al="c")
        if rng.random() < 0.5:
            barcode(d, rx + 10, 138, rw - 20, 10, rng)
    refs = [
        ("Order Date", dfmt(dt, ds)),
        ("Requisition No.", digits(rng, pick(rng, "REQ######|#######|R-#####"))),
        (pick(rng, "Your Ref.|Quote Ref.|Supplier Ref."), digits(rng, pick(rng, "Q####|####/@@"))),
        ("Contract Ref.", digits(rng, pick(rng, "CR-####|NHSSC ####|DPS-###"))),
        ("Currency", "GBP"),
    ]
    if rng.random() < 0.4:
        refs.insert(1, ("Supplier No.", snum.split()[-1]))
    rng.shuffle(refs)
    yr = d.kv(rx, 158, refs[: rng.randint(3, len(refs))], 82, 8)
    y = max(yl, yr) + 14
    # deliver to / invoice to
    bw = w / 2 - 8
    site = pick(rng, NHS_SITES).format(C=city)
    ward = pick(rng, NHS_WARDS)
    dlv = [
        buyer if rng.random() < 0.5 else site,
        ward,
        site if rng.random() < 0.5 else "",
        *place(rng, "uk")[1],
        f"Contact: {lperson(rng, 'en')} ext. {rng.randint(1000, 9999)}",
    ]
    dlv = [s for s in dlv if s]
    if nhs:
        inv = [
            pick(rng, "NHS Shared Business Services Ltd|Accounts Payable"),
            f"{buyer} {pick(rng, 'Payables|Accounts Payable')}",
        ]
    else:
        inv = [pick(rng, "Payments Team|Accounts Payable|Creditor Payments"), buyer]
    inv += [
        f"PO Box {rng.randint(100, 9999)}",
        place(rng, "uk")[1][1],
        f"{pick(rng, 'invoices|ap|payables')}@{dom5(buyer)}.nhs.uk"
        if nhs
        else f"invoices@{dom5(buyer)}.gov.uk",
    ]
    style = pick(rng, "bar|box|under")
    y1 = block(
        d,
        m,
        y,
        pick(rng, "Deliver to:|Delivery Address|Deliver To"),
        dlv,
        style=style,
        w=bw,
        size=snug(d, dlv, bw - 12, 8.5),
        b_first=False,
    )
    y2 = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "Invoice to:|Invoice Address|Send Invoices To"),
        inv,
        style=style,
        w=bw,
        size=snug(d, inv, bw - 12, 8.5),
        b_first=False,
    )
    y = max(y1, y2) + 8
    role = pick(rng, "Ward Manager|Budget Holder|Head of Service|Procurement Manager")
    ppl = [
        ("Requisitioner:", f"{lperson(rng, 'en')}  {phone(rng, 'uk')}"),
        ("Authorised by:", f"{lperson(rng, 'en')}, {role}"),
    ]
    y = d.kv(m, y, ppl, 72, 8) + 8
    lead, bottom = 13.5, d.h - 60
    n, pages = plan(rng, y, bottom, lead, 230, 0.22, 10)
    rows = []
    for i in range(n):
        desc, uom, lo, hi, vc = rng.choice(NHS_ITEMS)
        qty = rng.choice([1, 1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50])
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        amt = cents(price * qty)
        rows.append(
            {
                "pos": str(i + 1),
                "code": digits(rng, pick(rng, "@@@###|FTR###|#######")),
                "desc": desc,
                "qty": str(qty),
                "unit": uom,
                "price": fm(price),
                "amount": fm(amt),
                "vat": vc if rng.random() < 0.5 else ("20%" if vc == "S" else "0%"),
                "amt": amt,
                "vc": vc,
            }
        )
    spec = [
        ("pos", "Line", 5, "c"),
        ("code", "Item Code", 11, "l"),
        ("desc", "Description", 42, "l"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UOM", 7, "c"),
        ("price", "Unit Price", 11, "r"),
        ("amount", "Net", 12, "r"),
        ("vat", "VAT", 6, "c"),
    ]

    def header(p: int) -> float:
        d.t(m, 38, buyer, 9, b=True)
        d.t(x2, 38, f"Order Number {po}   Page {p} of {pages}", 9, b=True, al="r")
        d.line(m, 44, x2, 44, 0.6)
        return 54

    def foot(p: int) -> None:
        footer(d, f"Page {p} of {pages}")

    cont = carried(
        d,
        rows,
        x2,
        bottom,
        fm,
        ("Sub-total this page", "Sub-total brought forward"),
        header,
        foot,
        show=not nt and rng.random() < 0.6,
    )
    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        size=7.8,
        lead=lead,
        shade=0.88,
        grid=rng.random() < 0.4,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(
            m,
            y + 10,
            "Call-off under the framework agreement: prices as per contract; "
            "no order value is shown.",
            8.5,
            w,
        )
    else:
        net = net_of(rows)
        vat = sum((tax(r["amt"], Decimal(20)) for r in rows if r["vc"] == "S"), Decimal(0))
        carr = Decimal(rng.randint(5, 40)) if rng.random() < 0.2 else Decimal(0)
        if carr:
            vat += tax(carr, Decimal(20))
        total = net + carr + vat
        out = [(pick(rng, "Total Net|Net Total|Goods Total"), fm(net), False)]
        if carr:
            out.append(("Carriage", fm(carr), False))
        out.append((pick(rng, "Total VAT|VAT|VAT Amount"), fm(vat), False))
        out.append(
            (
                pick(rng, "Total Value|Order Total (GBP)|Total Order Value|TOTAL (GBP)"),
                fp(total),
                True,
            )
        )
        y = d.summary(x2 - 190, x2 - 4, y + 6, out, 9, box_last=rng.random() < 0.5)
    y = d.para(
        m,
        y + 12,
        pick(rng, "NO PO, NO PAY: |") + f"Invoices must quote order number "
        f"{po} and be sent to the invoice address above, not to the delivery address. "
        "This order is placed under the buyer's terms and conditions of purchase unless "
        "a contract states otherwise.",
        7.2,
        w,
        grey=0.25,
    )
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en-ZA


def rand(v: Decimal, style: str) -> str:
    """Rand: 'sp' R 12 345,67, 'en' R12,345.67, 'enr' R 12,345.67."""
    if style == "sp":
        return "R " + money("fr")(v)
    return ("R " if style == "enr" else "R") + money("en")(v)


def fit5_za_po(rng: random.Random) -> tuple[bytes, dict]:
    """South African purchase order (A4): the buyer's letterhead with company registration
    number, VAT number and its own B-BBEE level; PURCHASE ORDER with a reference box (PO Number
    / Order No., Date, Requisition No., Quotation Ref., Buyer, Account No.); a Supplier Details
    box laid out as label: value lines (Supplier Name / Supplier, Vendor Code, Address, VAT No.,
    B-BBEE Level, Contact, Tel, E-mail) or as a bare block under the heading, beside a Delivery
    Address box naming a mine, plant or depot of the buyer with its receiving contact;
    Item / Description / Qty / Unit Price / Disc % / Excl. VAT lines; Total Excl. VAT /
    Sub Total, Delivery, VAT @ 15 %, Grand Total / Total (ZAR) / Total Incl. VAT in R 12 345,67
    or R12,345.67; the approval signatures and a supplier acceptance; Page 1 of 2 now and
    then."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 34, 48)
    style = pick(rng, "sp|en|enr")
    fm = (lambda v: money("fr")(v)) if style == "sp" else money("en")
    buyer, badr = firm5(rng, "za", "buy")
    sup, sadr = firm5(rng, "za", "sup")
    po = rng.choice(
        [
            digits(rng, "45########"),
            f"PO{rng.randint(10**5, 10**6 - 1)}",
            f"PO-{dt.year}-{rng.randint(1, 9999):05d}",
            digits(rng, "7#######"),
            f"{pick(rng, 'JHB|DBN|CPT|RST')}/PO/{rng.randint(1000, 99999)}",
        ]
    )
    lx = logo(d, m, 28, buyer, 38, rng.choice([0.2, 0.4])) if rng.random() < 0.6 else m
    d.t(lx, 40, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 13), b=True)
    bl = [
        f"{badr[0]}, {badr[1]}",
        digits(rng, "Reg. No. 20##/######/07") + "   " + digits(rng, "VAT No. 4#########"),
        f"Tel {tel5(rng, 'za')}   B-BBEE Level {rng.randint(1, 4)} Contributor",
    ]
    y0 = d.lines(lx, 45, bl, 7.5)
    d.t(x2, 42, pick(rng, "PURCHASE ORDER|PURCHASE ORDER|Purchase Order"), 17, b=True, al="r")
    plab = pick(rng, "PO Number|PO Number|Order No.|P.O. No.")
    refs = [
        (plab, po),
        ("Date", dfmt(dt, pick(rng, "dmy|iso|long_en"))),
        ("Requisition No.", digits(rng, pick(rng, "REQ#####|10######"))),
        ("Quotation Ref.", digits(rng, pick(rng, "QU####|Q-#####|#####"))),
        ("Buyer", who5(rng, "za")),
    ]
    if rng.random() < 0.4:
        refs.append(("Account No.", digits(rng, "@@@###")))
    head, rest = refs[:1], refs[1:]
    rng.shuffle(rest)
    refs = head + rest if rng.random() < 0.6 else rest[:2] + head + rest[2:]
    rx = x2 - 200
    if rng.random() < 0.5:
        d.box(rx - 6, 52, 206, len(refs) * 12.5 + 8)
    yr = d.kv(rx, 56, refs, 84, 8.5)
    y = max(y0, yr) + 16
    bw = w / 2 - 8
    vat = digits(rng, "4#########")
    lvl = rng.choice(["1", "2", "3", "4", "Non-compliant", "1 (EME)", "2 (QSE)"])
    cont = who5(rng, "za")
    labelled = rng.random() < 0.55
    if labelled:
        rows_ = [
            (pick(rng, "Supplier Name:|Supplier:|Name:"), sup),
            ("Vendor Code:", digits(rng, "V#####")),
            ("Address:", sadr[0]),
            ("", sadr[1]),
            ("VAT No.:", vat),
            ("B-BBEE Level:", lvl),
            ("Contact:", cont),
            ("Tel:", tel5(rng, "za")),
        ]
        if rng.random() < 0.5:
            rows_.append(("E-mail:", email(rng, sup, "us", "sales")[:-4] + ".co.za"))
        bh = 22 + len(rows_) * 11.6
        d.box(m, y, bw, bh)
        d.box(m, y, bw, 15, fill=0.85)
        d.t(m + 5, y + 11, "Supplier Details", 9, b=True)
        lw = 70
        sz = snug(d, [sup], bw - lw - 10, 8.2)
        for i, (k, v) in enumerate(rows_):
            d.t(m + 5, y + 28 + i * 11.6, k, 8, b=True)
            d.t(m + 5 + lw, y + 28 + i * 11.6, v, sz if v == sup else 8, b=v == sup)
        y1 = y + bh
    else:
        vend = [
            sup,
            *sadr,
            f"VAT No. {vat}",
            f"B-BBEE Level: {lvl}",
            f"Attn: {cont}",
            f"Tel {tel5(rng, 'za')}",
        ]
        y1 = block(
            d, m, y, "Supplier Details", vend, style="box", w=bw, size=snug(d, vend, bw - 12, 8.2)
        )
    site = pick(rng, "Stores|Main Warehouse|Shaft 3 Stores|Plant Receiving|Depot|Workshop")
    dl = [
        f"{buyer} - {site}" if rng.random() < 0.5 else buyer,
        *firm5(rng, "za", "buy")[1],
        f"Receiving: {who5(rng, 'za')} {tel5(rng, 'za')}",
        pick(rng, "Deliveries Mon-Fri 07:00-15:00|Site induction required|Gate 2"),
    ]
    y2 = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "Delivery Address|Deliver To|Ship To"),
        dl,
        style="box",
        w=bw,
        size=snug(d, dl, bw - 12, 8.2),
        b_first=False,
    )
    y = max(y1, y2) + 12
    lead, bottom = 13.5, d.h - 56
    n, pages = plan(rng, y, bottom, lead, 240, 0.2, 11)
    rows = goods(rng, "en", n, fm)
    disc_col = rng.random() < 0.4
    for r in rows:
        if disc_col and rng.random() < 0.35:
            pc = rng.choice([5, 10, 12.5])
            r["amt"] = cents(r["amt"] * Decimal(str(100 - pc)) / 100)
            r["amount"] = fm(r["amt"])
            r["disc"] = f"{pc}%"
    spec = [
        ("pos", "Item", 5, "c"),
        ("code", "Code", 11, "l"),
        ("desc", "Description", 44, "l"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UOM", 6, "c"),
        ("price", "Unit Price", 12, "r"),
    ]
    if disc_col:
        spec.append(("disc", "Disc %", 7, "r"))
    spec.append(("amount", pick(rng, "Excl. VAT|Amount|Total Excl."), 13, "r"))

    def header(p: int) -> float:
        d.t(m, 38, buyer, 9.5, b=True)
        d.t(x2, 38, f"{plab}: {po}  ·  Page {p} of {pages}", 9, b=True, al="r")
        d.line(m, 44, x2, 44, 0.7)
        return 54

    def foot(p: int) -> None:
        footer(d, f"Page {p} of {pages}")

    cont_ = carried(
        d, rows, x2, bottom, fm, ("Carried forward", "Brought forward"), header, foot, show=not nt
    )
    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        size=7.8,
        lead=lead,
        shade=0.86,
        grid=rng.random() < 0.5,
        bottom=bottom,
        cont=cont_,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, "Prices as per the supply agreement - no order value stated.", 8.5, w)
    else:
        sub = net_of(rows)
        dlv = Decimal(rng.randint(150, 1800)) if rng.random() < 0.3 else Decimal(0)
        v = tax(sub + dlv, Decimal(15))
        total = sub + dlv + v
        out = [(pick(rng, "Total Excl. VAT|Sub Total|Subtotal"), fm(sub), False)]
        if dlv:
            out.append(("Delivery", fm(dlv), False))
        out.append((pick(rng, "VAT @ 15%|VAT 15%|VAT (15%)"), fm(v), False))
        out.append(
            (pick(rng, "Grand Total|Total (ZAR)|Total Incl. VAT|TOTAL"), rand(total, style), True)
        )
        y = d.summary(
            x2 - 200, x2 - 4, y + 6, out, 9, box_last=True, shade=rng.choice([None, 0.88])
        )
    y = d.para(
        m,
        y + 12,
        f"Please quote PO number {po} on all delivery notes and tax invoices. "
        "Invoices without a valid PO number and the supplier's VAT number will not be "
        "processed. Payment 30 days from statement.",
        7.3,
        w,
        grey=0.25,
    )
    sy = room(d, max(y + 30, d.h - 112), 80)
    d.sign(m, sy, 150, f"Prepared by: {who5(rng, 'za')}")
    d.sign(m + 175, sy, 150, f"Approved by: {who5(rng, 'za')}")
    if rng.random() < 0.6:
        d.t(m, sy + 34, f"Supplier acceptance - for and on behalf of {sup}:", 8, b=True)
        d.sign(m, sy + 64, 170, "Signature")
        d.sign(m + 190, sy + 64, 100, "Date")
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- es-ES

ES_CHAINS = (
    "Supermercados {X}, S.A.|Hipermercados {C}, S.L.|Distribuciones {X} Retail, S.A.|"
    "Cash & Carry {C}, S.L.|Grupo {X} Alimentación, S.A.|Ferreterías {X}, S.L."
)
ES_SHOPS = "Autoservicio {L}|Comercial {L} e Hijos|Ultramarinos {L}|Droguería {L}"
ES_STEMS = "Levante|Cantábrico|Iberia|Mediterráneo|Sierra|Guadalquivir|Ebro|Meseta"
ES_SUR = "García|Martínez|López|Navarro|Romero|Torres|Domínguez|Vázquez|Castillo|Ortega"
# description, units per case, price range per unit (euros), IVA (10 food, 21 other), RE
ES_RETAIL = [
    ("Aceite de oliva virgen extra 1 L", 12, (4, 9), 10),
    ("Arroz redondo 1 kg", 10, (1, 2), 10),
    ("Atún claro en aceite pack 3x80 g", 24, (2, 5), 10),
    ("Galletas María 800 g", 12, (1, 3), 10),
    ("Café molido natural 250 g", 24, (2, 4), 10),
    ("Agua mineral 1,5 L pack 6", 4, (1, 3), 10),
    ("Detergente líquido 40 lavados", 6, (5, 11), 21),
    ("Lejía con detergente 2 L", 8, (1, 2), 21),
    ("Papel higiénico 12 rollos", 6, (3, 7), 21),
    ("Champú familiar 750 ml", 12, (2, 5), 21),
    ("Bolsas de basura 30 L (rollo 25)", 20, (1, 2), 21),
    ("Pilas alcalinas AA blíster 4", 24, (2, 6), 21),
    ("Vino tinto crianza D.O. 75 cl", 6, (3, 9), 21),
    ("Cerveza lata 33 cl pack 12", 2, (5, 9), 21),
]
RE = {10: Decimal("1.4"), 21: Decimal("5.2")}


def fit5_es_pedido_retail(rng: random.Random) -> tuple[bytes, dict]:
    """Spanish retail chain's (or small shop's) pedido a proveedor (A4): the chain's name, CIF
    and central address top left, PEDIDO A PROVEEDOR / PEDIDO DE COMPRA / HOJA DE PEDIDO at the
    right with Nº Pedido / Número de pedido / Pedido nº and the dates (Fecha pedido, Fecha
    entrega, Fecha de servicio) in a box or grid; the supplier as 'Proveedor: 004512 -
    name' on one line (its code before the name), or under a Proveedor heading with Cód.
    proveedor apart, its CIF, address, phone and comercial; Almacén de entrega / Plataforma
    with the chain's warehouse and dock hours; Sección, Comprador, condiciones de pago;
    EAN / Código / Descripción / Cajas / Uds./caja / Unidades / Precio / Dto. / Importe / IVA
    lines; Base imponible by rate, IVA 10 % and 21 %, recargo de equivalencia 1,4 % / 5,2 %
    for a small shop, Total pedido / Importe total in 1.234,56 €; the order carries to a
    second page with Suma y sigue now and then."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 32, 46)
    fm = money("de")
    fe = money("de", "€", pre=False)
    fill = {"X": pick(rng, ES_STEMS), "L": pick(rng, ES_SUR)}
    city, badr = place(rng, "es")
    fill["C"] = city
    shop = rng.random() < 0.25
    buyer = pick(rng, ES_SHOPS if shop else ES_CHAINS).format(**fill)
    sup, sadr = party(rng, "es", "sup")
    scode = digits(rng, pick(rng, "00####|######|P#####"))
    po = rng.choice(
        [
            digits(rng, "45########"),
            f"{dt.year}/{rng.randint(1, 99999):06d}",
            f"PC{dt.year % 100}-{rng.randint(1, 99999):05d}",
            digits(rng, "#######"),
        ]
    )
    d.t(m, 40, buyer, snug(d, [buyer], w * 0.55, 14), b=True)
    cif = digits(rng, pick(rng, "CIF: A########|CIF: B########|NIF: ########@"))
    y0 = d.lines(m, 46, [*badr, cif, f"Tel. {phone(rng, 'es')}"], 7.8)
    title = pick(rng, "PEDIDO A PROVEEDOR|PEDIDO DE COMPRA|HOJA DE PEDIDO")
    d.t(x2, 40, title, 15, b=True, al="r")
    plab = pick(rng, "Nº Pedido|Número de pedido|Pedido nº|Nº de pedido")
    ds = pick(rng, "dmy|dmy|dash|long_es")
    refs = [
        (plab, po),
        ("Fecha pedido", dfmt(dt, ds)),
        (
            pick(rng, "Fecha entrega|Fecha de servicio|Entrega prevista"),
            dfmt(dt + timedelta(rng.randint(2, 12)), "dmy"),
        ),
    ]
    if rng.random() < 0.5:
        refs.append(("Sección", pick(rng, "Alimentación seca|Droguería|Bebidas|Bazar|Perfumería")))
    if rng.random() < 0.5:
        refs.append(("Comprador", lperson(rng, "es")))
    if rng.random() < 0.5:
        refs.insert(1, ("Nº oferta prov.", digits(rng, pick(rng, "OF-####|####/##"))))
    if rng.random() < 0.5:
        y = (
            d.grid(
                m,
                max(y0, 70) + 8,
                [w / len(refs)] * len(refs),
                [r[0] for r in refs],
                [r[1] for r in refs],
                8.5,
                shade=rng.choice([0.85, 0.92]),
            )
            + 14
        )
    else:
        xl = x2 - 190
        d.box(xl - 6, 50, 196, len(refs) * 12 + 8)
        y = max(y0, d.kv(xl, 54, refs, 92, 8.5)) + 14
    bw = w / 2 - 8
    one_line = rng.random() < 0.5
    if one_line:
        sep = pick(rng, " - | |  ")
        lab = pick(rng, "Proveedor:|PROVEEDOR:|Proveedor")
        sline = f"{lab} {scode}{sep}{sup}"
        sz = snug(d, [sline], w * 0.62, 10)
        d.t(m, y + 10, sline, sz, b=True)
        rest = [
            f"{sadr[0]}, {sadr[1]}",
            digits(rng, pick(rng, "CIF B########|CIF A########")) + f"   Tel. {phone(rng, 'es')}",
        ]
        if rng.random() < 0.6:
            rest.append(f"Comercial: {lperson(rng, 'es')}")
        y1 = d.lines(m + 8, y + 14, rest, 8)
        rx = m + w * 0.64
    else:
        vend = [sup, *sadr, digits(rng, "CIF B########"), f"Tel. {phone(rng, 'es')}"]
        if rng.random() < 0.5:
            vend.append(f"Att.: {lperson(rng, 'es')}")
        y1 = block(
            d,
            m,
            y,
            "Proveedor",
            vend,
            style=pick(rng, "bar|box|under"),
            w=bw,
            size=snug(d, vend, bw - 10, 8.5),
        )
        d.t(m + bw - 4, y + 9, f"Cód. proveedor {scode}", 7.5, al="r")
        rx = m + bw + 16
    alm = pick(rng, "Plataforma logística|Almacén central|Almacén regional|Tienda")
    wh = [
        f"{alm} {pick(rng, ES_STEMS)}" if not shop else buyer,
        *place(rng, "es")[1],
        pick(
            rng, "Muelle 3 - horario de 6:00 a 14:00|Recepción de 7 a 13 h|Cita previa obligatoria"
        ),
    ]
    if not shop and rng.random() < 0.5:
        wh.insert(0, buyer)
    ww = x2 - rx
    y2 = block(
        d,
        rx,
        y,
        pick(rng, "Almacén de entrega|Lugar de entrega|Entregar en"),
        wh,
        style="bar" if one_line else "box",
        w=ww,
        size=snug(d, wh, ww - 10, 8),
        b_first=False,
    )
    y = max(y1, y2) + 12
    lead, bottom = 13.0, d.h - 54
    n, pages = plan(rng, y, bottom, lead, 230, 0.22, 13)
    rows = []
    for _ in range(n):
        desc, upc, (lo, hi), iva = rng.choice(ES_RETAIL)
        cases = rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 20])
        units = cases * upc
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        dto = rng.choice([0, 0, 0, 2, 3, 5, 8])
        amt = cents(price * units * (100 - dto) / 100)
        rows.append(
            {
                "ean": digits(rng, "84#########") + str(rng.randint(0, 9)),
                "code": digits(rng, "######"),
                "desc": desc,
                "cj": str(cases),
                "upc": str(upc),
                "qty": str(units),
                "price": money("de")(price)
                if rng.random() < 0.5
                else f"{price:.3f}".replace(".", ","),
                "dto": f"{dto}" if dto else "",
                "amount": fm(amt),
                "iva": f"{iva}%",
                "amt": amt,
                "rate": iva,
            }
        )
    spec = [
        ("ean", "EAN", 15, "l"),
        ("code", "Código", 9, "l"),
        ("desc", "Descripción", 36, "l"),
        ("cj", "Cajas", 6, "r"),
        ("upc", "Uds/caja", 7, "r"),
        ("qty", "Unidades", 8, "r"),
        ("price", "Precio", 9, "r"),
        ("dto", "Dto %", 6, "r"),
        ("amount", "Importe", 11, "r"),
        ("iva", "IVA", 6, "c"),
    ]
    if rng.random() < 0.4:
        spec = [c for c in spec if c[0] != "ean"]

    def header(p: int) -> float:
        d.t(m, 38, f"{title} {po}", 9.5, b=True)
        d.t(x2, 38, f"Hoja {p} de {pages}", 8.5, al="r")
        d.line(m, 44, x2, 44, 0.6)
        return 54

    def foot(p: int) -> None:
        footer(d, f"Hoja {p} de {pages}")

    cont = carried(
        d, rows, x2, bottom, fm, ("Suma y sigue", "Suma anterior"), header, foot, show=not nt
    )
    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        size=7.2,
        lead=lead,
        shade=0.86,
        grid=rng.random() < 0.5,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(
            m,
            y + 10,
            "Precios según tarifa vigente pactada con el proveedor; este pedido no indica importe.",
            8.5,
            w,
        )
    else:
        bases: dict[int, Decimal] = {}
        for r in rows:
            bases[r["rate"]] = bases.get(r["rate"], Decimal(0)) + r["amt"]
        re_on = shop and rng.random() < 0.8
        out = []
        total = Decimal(0)
        for rate in sorted(bases):
            b = bases[rate]
            iv = tax(b, Decimal(rate))
            out.append((f"Base imponible {rate}%", fm(b), False))
            out.append((f"IVA {rate}%", fm(iv), False))
            total += b + iv
            if re_on:
                rq = cents(b * RE[rate] / 100)
                out.append(
                    (f"Recargo equivalencia {str(RE[rate]).replace('.', ',')}%", fm(rq), False)
                )
                total += rq
        out.append((pick(rng, "Total pedido|TOTAL PEDIDO|Importe total|Total"), fe(total), True))
        if rng.random() < 0.5:
            out.insert(0, ("Total bruto", fm(net_of(rows)), False))
        y = d.summary(x2 - 210, x2 - 4, y + 6, out, 8.5, box_last=True)
    y = d.para(
        m,
        y + 12,
        "Indiquen nuestro número de pedido en albaranes y facturas. La "
        "mercancía se recibirá en palés europeos etiquetados (GS1-128). Pedido sujeto a "
        "nuestras condiciones generales de compra.",
        7.2,
        w,
        grey=0.25,
    )
    foot(d.pages)
    return result(d, "es", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- it

IT_MAKERS = (
    "{L} Meccanica S.p.A.|Officine {L} S.r.l.|{X} Impianti S.p.A.|{L} Automation S.r.l.|"
    "Fonderia {X} S.p.A.|{L} Macchine Agricole S.r.l.|{X} Valvole S.p.A."
)
IT_SUR = "Brambilla|Zanetti|Ferraris|Bonfanti|Cattaneo|Pellegrini|Benedetti|Fumagalli|Sartori"
IT_STEMS = "Adriatica|Padana|Orobica|Euganea|Lariana|Friulana|Appenninica|Salentina"


def fit5_it_ordine_fornitore_industria(rng: random.Random) -> tuple[bytes, dict]:
    """Italian manufacturer's ordine d'acquisto / ordine fornitore (A4): the maker's
    letterhead with P.IVA, capitale sociale and REA; the Fornitore box at the right (Spett.le on
    its own line above the name at times, codice fornitore, P.IVA, address, the supplier's
    referente), the title and a reference grid at the left or across: Ns. Ordine N. / Numero
    ordine / Ordine n° with Data, Vs. Offerta N. with its date, Vs. Codice cliente (our number
    at the supplier), Commessa, Pagamento (Ri.Ba. 60 gg d.f.f.m., bonifico), Resa / Porto;
    Destinazione merce (a plant of the buyer, Stabilimento di …) and Fatturazione blocks;
    Pos. / Codice / Descrizione / U.M. / Quantità / Prezzo unitario / Sconto / Importo /
    Consegna lines, at times with 'sconto 10+5'; Totale merce, Spese di trasporto,
    Imponibile, IVA 22 %, Totale ordine / Totale documento in € 1.234,56; A riportare / Riporto
    over two pages; the buyer's Ufficio Acquisti signature and the supplier's 'per
    accettazione' line naming it."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 34, 48)
    fm = money("de")
    fe = rng.choice([money("de", "€"), money("de", "€", pre=False), money("de", "EUR")])
    city, badr = place(rng, "it")
    buyer = pick(rng, IT_MAKERS).format(L=pick(rng, IT_SUR), X=pick(rng, IT_STEMS))
    sup, sadr = party(rng, "it", "sup")
    po = rng.choice(
        [
            f"{rng.randint(1, 9999)}/{dt.year % 100}",
            f"OA{dt.year % 100}-{rng.randint(1, 9999):05d}",
            f"{dt.year}/OF/{rng.randint(1, 2999):04d}",
            digits(rng, "2#####"),
            f"ACQ-{rng.randint(10000, 99999)}",
        ]
    )
    offer = rng.choice(
        [f"{rng.randint(1, 999)}/{dt.year % 100}", digits(rng, "OFF-####"), digits(rng, "####")]
    )
    d.t(m, 40, buyer, snug(d, [buyer], w * 0.5, 14), b=True)
    bl = [
        f"{badr[0]} - {badr[1]}",
        f"Tel. {phone(rng, 'it')} - acquisti@{dom5(buyer)}.it",
        digits(rng, "P.IVA e C.F. 0##########"),
        f"Cap. Soc. € {rng.choice(['100.000,00', '1.500.000,00', '520.000,00 i.v.'])} - "
        f"REA {badr[1][-3:-1]} {rng.randint(100000, 999999)}",
    ]
    y0 = d.lines(m, 46, bl, 7.5)
    # Fornitore box right
    bx, bw = m + w * 0.52, w * 0.48
    fy = max(y0 + 10, 92)
    spett = rng.random() < 0.6
    vend = ([pick(rng, "Spett.le|Spett.le Ditta|Spettabile")] if spett else []) + [sup, *sadr]
    vend.append(digits(rng, "P.IVA 0##########"))
    if rng.random() < 0.5:
        vend.append(f"Rif.: {lperson(rng, 'it')}")
    d.box(bx, fy, bw, 16 + len(vend) * 11.5 + 6)
    d.t(bx + 5, fy + 11, pick(rng, "Fornitore|FORNITORE|Fornitore:"), 8, b=True)
    d.t(bx + bw - 5, fy + 11, digits(rng, "Cod. forn. F####"), 7, al="r", grey=0.3)
    sz = snug(d, vend, bw - 14, 9)
    for i, s in enumerate(vend):
        d.t(bx + 8, fy + 28 + i * 11.5, s, sz, b=s == sup)
    yb = fy + 22 + len(vend) * 11.5
    title = pick(rng, "ORDINE D'ACQUISTO|ORDINE FORNITORE|ORDINE DI ACQUISTO|Ordine d'acquisto")
    d.t(m, fy + 14, title, 14, b=True)
    plab = pick(rng, "Ns. Ordine N.|Numero ordine|Ordine n°|N. Ordine")
    ds = pick(rng, "dmy|dot|long_it")
    refs = [
        (plab, po),
        ("Data", dfmt(dt, ds)),
        (
            pick(rng, "Vs. Offerta N.|Vs. offerta n°|Rif. Vs. offerta"),
            f"{offer} del {dfmt(dt - timedelta(rng.randint(3, 30)), 'dmy')}",
        ),
        ("Vs. Codice cliente", digits(rng, "C#####")),
        (
            "Pagamento",
            pick(
                rng,
                "Ri.Ba. 60 gg d.f.f.m.|Bonifico 30 gg d.f.|Ri.Ba. 90 gg f.m.|"
                "Bonifico 60 gg d.f.f.m. giorno 10",
            ),
        ),
        ("Resa", pick(rng, "Franco destino|Franco partenza|Porto franco|DAP stabilimento")),
    ]
    if rng.random() < 0.5:
        refs.insert(3, ("Commessa", digits(rng, pick(rng, "C##-###|####"))))
    if rng.random() < 0.5:
        refs[0], refs[1] = refs[1], refs[0]
    yr = d.kv(m, fy + 26, refs, 92, 8.3)
    y = max(yb, yr) + 12
    dest = [
        buyer if rng.random() < 0.5 else f"Stabilimento di {city}",
        pick(rng, "Magazzino ricevimento merci|Reparto montaggio|Stabilimento 2"),
        *place(rng, "it")[1],
        pick(rng, "Orario: 8:00-12:00 / 13:30-16:30|Scarico con muletto a cura nostra"),
    ]
    y1 = block(
        d,
        m,
        y,
        pick(rng, "Destinazione merce|Luogo di consegna|Consegnare a"),
        dest,
        style=pick(rng, "bar|under"),
        w=w / 2 - 8,
        size=8,
        b_first=False,
    )
    fatt = [buyer, "Amministrazione - Contabilità fornitori", *badr]
    if rng.random() < 0.5:
        fatt.append(f"Codice SDI {digits(rng, '@@@@###')}")
    y2 = block(
        d,
        m + w / 2 + 8,
        y,
        pick(rng, "Fatturazione|Intestazione fattura"),
        fatt,
        style=pick(rng, "bar|under"),
        w=w / 2 - 8,
        size=8,
        b_first=False,
    )
    y = max(y1, y2) + 12
    lead, bottom = 13.0, d.h - 56
    n, pages = plan(rng, y, bottom, lead, 230, 0.28, 11)
    rows = goods(rng, "it", n, fm)
    for r in rows:
        r["cons"] = dfmt(dt + timedelta(rng.randint(7, 45)), "dmy")
        if rng.random() < 0.3:
            sc = pick(rng, "10|5|10+5|20+10|3")
            f = Decimal(1)
            for p in sc.split("+"):
                f *= (100 - Decimal(p)) / 100
            r["sc"], r["amt"] = sc, cents(r["amt"] * f)
            r["amount"] = fm(r["amt"])
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Codice", 11, "l"),
        ("desc", "Descrizione", 38, "l"),
        ("unit", "U.M.", 5, "c"),
        ("qty", "Quantità", 8, "r"),
        ("price", "Prezzo unit.", 11, "r"),
        ("sc", "Sconto %", 8, "c"),
        ("amount", "Importo", 12, "r"),
        ("cons", "Consegna", 10, "c"),
    ]
    if rng.random() < 0.4:
        spec = [c for c in spec if c[0] != "cons"]
    if nt:
        spec = [c for c in spec if c[0] != "sc"]

    def header(p: int) -> float:
        d.t(m, 38, buyer, 9.5, b=True)
        d.t(x2, 38, f"{title} {plab} {po} - Pag. {p}/{pages}", 8.5, b=True, al="r")
        d.line(m, 44, x2, 44, 0.6)
        return 54

    def foot(p: int) -> None:
        footer(d, f"Pagina {p} di {pages}")

    cont = carried(
        d,
        rows,
        x2,
        bottom,
        fm,
        ("A riportare", "Riporto"),
        header,
        foot,
        show=not nt and rng.random() < 0.7,
    )
    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        size=7.5,
        lead=lead,
        shade=0.87,
        grid=rng.random() < 0.5,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, NOTE["it"], 8.5, w)
    else:
        merce = net_of(rows)
        tr = Decimal(rng.randint(25, 300)) if rng.random() < 0.3 else Decimal(0)
        imp = merce + tr
        iva = tax(imp, Decimal(22))
        total = imp + iva
        out = [("Totale merce", fm(merce), False)]
        if tr:
            out.append(("Spese di trasporto", fm(tr), False))
        out += [("Imponibile", fm(imp), False), ("IVA 22%", fm(iva), False)]
        out.append(
            (pick(rng, "Totale ordine|Totale documento|TOTALE ORDINE|Totale"), fe(total), True)
        )
        if rng.random() < 0.3:
            out = [o for o in out if o[0] != "Imponibile"]
        if rng.random() < 0.5:
            cast = [("Aliquota", "22%"), ("Imponibile", fm(imp)), ("Imposta", fm(iva))]
            d.grid(m, y + 6, [60, 90, 80], [c[0] for c in cast], [c[1] for c in cast], 8, 0.9)
        y = d.summary(x2 - 190, x2 - 4, y + 6, out, 9, box_last=True)
    y = d.para(
        m,
        y + 12,
        f"Si prega di restituire copia del presente ordine firmata per "
        f"accettazione e di citare il Ns. ordine n. {po} su DDT e fatture. Merce "
        "viaggiante a rischio del fornitore salvo diverso accordo.",
        7.3,
        w,
        grey=0.25,
    )
    sy = room(d, max(y + 34, d.h - 100), 60)
    d.sign(m, sy, 180, f"Ufficio Acquisti - {lperson(rng, 'it')}")
    lab = pick(
        rng,
        f"Per accettazione: {sup} (timbro e firma)|Timbro e firma del fornitore per accettazione",
    )
    d.sign(x2 - 230, sy, 230, lab, 7)
    foot(d.pages)
    return result(d, "it", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- fr-FR

FR_GROUPS = (
    "{X} Industries SAS|Groupe {L} SA|{L} Aéronautique SAS|{X} Composites SAS|"
    "Forges de {C} SA|{L} Emballages Industriels SAS|{X} Agroalimentaire SA"
)
FR_SUR = "Marchand|Lemoine|Garnier|Boucher|Carpentier|Masson|Vidal|Renaud|Barbier|Leroux"
FR_STEMS = "Atlantique|Rhône-Alpes|Vosges|Aquitaine|Picardie|Jura|Bourgogne|Savoie"


def fit5_fr_commande_industrie(rng: random.Random) -> tuple[bytes, dict]:
    """French industrial group's commande d'achat (A4): the group's logo and name with the
    site (Usine de …), SIRET, TVA, capital; COMMANDE D'ACHAT / BON DE COMMANDE ACHAT; a ruled
    table header row N° Commande | Date | Acheteur | Votre devis n° | Page with the values in
    the row below (columns shuffled, the devis at times first); the Fournisseur block (code
    fournisseur, name, address, SIRET, TVA intracom. FR…, Tél., interlocuteur) in a frame or
    under a bar, beside Adresse de livraison (the group's site, quai, horaires) and Adresse de
    facturation (the group's shared accounting centre, at times a company of its own);
    Rép. / Réf. / Désignation / Qté / U / P.U. HT / Remise / Montant HT / Délai lines; Total HT,
    Remise, Frais de port, TVA 20 %, Total TTC (or Net à payer TTC) in 1 234,56 € / EUR; the
    conditions and an accusé de réception à retourner box naming the supplier; two pages with
    Report / À reporter now and then."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 34, 48)
    fm = money("fr")
    fe = rng.choice([money("fr", "€", pre=False), money("fr", "EUR", pre=False)])
    city, badr = place(rng, "fr")
    buyer = pick(rng, FR_GROUPS).format(L=pick(rng, FR_SUR), X=pick(rng, FR_STEMS), C=city)
    sup, sadr = party(rng, "fr", "sup")
    po = rng.choice(
        [
            digits(rng, "CA######"),
            f"{dt.year}-{rng.randint(1, 99999):05d}",
            digits(rng, "45########"),
            f"CDE{dt.year % 100}{rng.randint(1, 9999):04d}",
            f"{pick(rng, 'LYO|NAN|TLS|STR')}-{rng.randint(100000, 999999)}",
        ]
    )
    devis = digits(rng, pick(rng, "DEV-#####|D####-##|#####|Devis ####"))
    lx = logo(d, m, 28, buyer, 36, rng.choice([0.25, 0.45])) if rng.random() < 0.6 else m
    d.t(lx, 40, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 13), b=True)
    bl = [
        f"{pick(rng, 'Usine de|Site de|Établissement de')} {city} - {badr[0]}, {badr[1]}",
        digits(rng, "SIRET ### ### ### #####") + "  -  " + digits(rng, "TVA FR## #########"),
        f"SAS au capital de {rng.choice(['1 200 000', '450 000', '8 000 000'])} €"
        if "SAS" in buyer
        else f"SA au capital de {rng.choice(['2 500 000', '15 000 000'])} €",
    ]
    y0 = d.lines(lx, 45, bl, 7.3)
    title = pick(rng, "COMMANDE D'ACHAT|BON DE COMMANDE ACHAT|Commande d'achat|COMMANDE")
    d.t(x2, 40, title, 15, b=True, al="r")
    y = max(y0, 80) + 8
    ds = pick(rng, "dmy|long_fr|dot")
    refs = [
        ("po", pick(rng, "N° Commande|N° de commande|Commande n°|Numéro")),
        ("dt", "Date"),
        ("ach", "Acheteur"),
        ("dv", pick(rng, "Votre devis n°|Votre offre|Réf. devis fournisseur")),
        ("pg", "Page"),
    ]
    if rng.random() < 0.4:
        refs.insert(3, ("cf", "Code fournisseur"))
    head, rest = refs[0], refs[1:]
    rng.shuffle(rest)
    refs = [head, *rest] if rng.random() < 0.6 else [*rest[:1], head, *rest[1:]]
    acheteur = lperson(rng, "fr")
    vals = {
        "po": po,
        "dt": dfmt(dt, ds),
        "ach": acheteur,
        "dv": devis,
        "pg": "1",
        "cf": digits(rng, "F#####"),
    }
    widths = {"po": 1.2, "dt": 1.0, "ach": 1.2, "dv": 1.1, "pg": 0.5, "cf": 1.0}
    tw = sum(widths[k] for k, _ in refs)
    spec_r = [(k, h, w * widths[k] / tw, "l") for k, h in refs]
    y = (
        d.table(
            m, y, spec_r, [vals], shade=rng.choice([0.88, None]), size=8.5, grid=rng.random() < 0.6
        )
        + 14
    )
    # parties: fournisseur left, livraison + facturation right
    bw = w / 2 - 8
    vend = [
        sup,
        *sadr,
        digits(rng, "SIRET ### ### ### #####"),
        digits(rng, "TVA intracom. FR## #########"),
        f"Tél. {phone(rng, 'fr')}",
    ]
    if rng.random() < 0.6:
        vend.append(f"Interlocuteur : {lperson(rng, 'fr')}")
    style = pick(rng, "box|bar|under")
    y1 = block(
        d,
        m,
        y,
        pick(rng, "Fournisseur|FOURNISSEUR|Fournisseur :"),
        vend,
        style=style,
        w=bw,
        size=snug(d, vend, bw - 12, 8.3),
    )
    liv = [
        buyer if rng.random() < 0.6 else f"{buyer.split()[0]} {city}",
        pick(rng, "Magasin central - Quai 2|Réception marchandises|Bâtiment C, porte 4"),
        *place(rng, "fr")[1],
        pick(rng, "Livraison du lundi au vendredi, 7h-15h|Horaires : 8h-12h / 13h30-16h"),
    ]
    fac = [
        pick(
            rng,
            f"{buyer}|{buyer.split()[0]} Services Partagés SAS|Centre de Services "
            f"Comptables {buyer.split()[0]}",
        ),
        "Comptabilité fournisseurs",
        f"BP {rng.randint(10, 999)}",
        place(rng, "fr")[1][1],
        f"factures@{dom5(buyer)}.fr",
    ]
    x3 = m + bw + 16
    y2 = block(
        d,
        x3,
        y,
        pick(rng, "Adresse de livraison|Livrer à"),
        liv,
        style=style,
        w=bw,
        size=snug(d, liv, bw - 12, 8),
        b_first=False,
    )
    y2 = block(
        d,
        x3,
        y2 + 6,
        pick(rng, "Adresse de facturation|Facturer à"),
        fac,
        style=style,
        w=bw,
        size=snug(d, fac, bw - 12, 8),
        b_first=False,
    )
    y = max(y1, y2) + 10
    lead, bottom = 13.0, d.h - 56
    n, pages = plan(rng, y, bottom, lead, 240, 0.22, 10)
    rows = goods(rng, "fr", n, fm)
    for r in rows:
        r["delai"] = dfmt(dt + timedelta(rng.randint(7, 60)), "dmy")
        if rng.random() < 0.25:
            pc = rng.choice([5, 10, 15])
            r["rem"], r["amt"] = f"{pc} %", cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])
    spec = [
        ("pos", "Rep.", 5, "c"),
        ("code", "Réf.", 11, "l"),
        ("desc", "Désignation", 38, "l"),
        ("qty", "Qté", 6, "r"),
        ("unit", "U", 5, "c"),
        ("price", "P.U. HT", 11, "r"),
        ("rem", "Remise", 7, "c"),
        ("amount", "Montant HT", 12, "r"),
        ("delai", "Délai", 10, "c"),
    ]

    def header(p: int) -> float:
        d.t(m, 38, f"{buyer} - {title}", 9.5, b=True)
        d.t(x2, 38, f"N° {po}   Page {p}/{pages}", 9, b=True, al="r")
        d.line(m, 44, x2, 44, 0.6)
        return 54

    def foot(p: int) -> None:
        footer(d, f"Page {p}/{pages}")

    cont = carried(
        d,
        rows,
        x2,
        bottom,
        fm,
        ("À reporter", "Report"),
        header,
        foot,
        show=not nt and rng.random() < 0.6,
    )
    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        size=7.5,
        lead=lead,
        shade=0.87,
        grid=rng.random() < 0.5,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, NOTE["fr"], 8.5, w)
    else:
        ht = net_of(rows)
        rem = cents(ht * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.2 else Decimal(0)
        port = Decimal(rng.randint(20, 250)) if rng.random() < 0.35 else Decimal(0)
        base = ht - rem + port
        tva = tax(base, Decimal(20))
        total = base + tva
        out = [("Total HT", fm(ht), False)]
        if rem:
            out.append(("Remise commerciale", f"-{fm(rem)}", False))
        if port:
            out.append(("Frais de port", fm(port), False))
        if rem or port:
            out.append(("Net HT", fm(base), False))
        out.append((pick(rng, "TVA 20 %|TVA 20,00 %|Montant TVA (20 %)"), fm(tva), False))
        out.append((pick(rng, "Total TTC|TOTAL TTC|Net à payer TTC|Montant TTC"), fe(total), True))
        y = d.summary(x2 - 200, x2 - 4, y + 6, out, 9, box_last=True, shade=rng.choice([None, 0.9]))
    cond = pick(rng, "45 jours fin de mois|60 jours date de facture|30 jours fin de mois le 10")
    y = d.para(
        m,
        y + 12,
        f"Conditions de paiement : {cond}. Le numéro de commande {po} doit "
        "figurer sur les bons de livraison et les factures. Nos conditions générales "
        "d'achat s'appliquent.",
        7.3,
        w,
        grey=0.25,
    )
    sy = room(d, max(y + 20, d.h - 118), 80)
    d.box(m, sy, w, 70)
    d.t(
        m + 6,
        sy + 12,
        pick(
            rng,
            "ACCUSÉ DE RÉCEPTION DE COMMANDE À RETOURNER|Accusé de "
            "réception (à nous retourner sous 48 h)",
        ),
        8,
        b=True,
    )
    d.t(m + 6, sy + 24, f"Le fournisseur {sup} accepte la présente commande et ses délais.", 7.5)
    d.sign(m + 8, sy + 58, 160, "Date, cachet et signature")
    d.t(m + w * 0.6, sy + 24, f"L'acheteur : {acheteur}", 7.5)
    d.sign(m + w * 0.6, sy + 58, w * 0.38, "Visa responsable achats")
    foot(d.pages)
    return result(d, "fr", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- de-DE

DE_MITTEL = (
    "{L} Maschinenbau GmbH|{L} Antriebstechnik GmbH & Co. KG|{X} Fördertechnik GmbH|"
    "{L} Stanztechnik GmbH|{L} & Söhne Werkzeugbau GmbH|{X} Kunststoffwerk GmbH|"
    "{L} Gerätebau KG"
)
DE_SUR = "Brenner|Kessler|Lindner|Ostermann|Pfeiffer|Reuter|Seidel|Thiele|Ullrich|Winkler"
DE_STEMS = "Sauerland|Hohenlohe|Westerwald|Eifel|Oberlausitz|Emsland|Vogtland|Ostalb"


def fit5_de_rahmenabruf(rng: random.Random) -> tuple[bytes, dict]:
    """A German Mittelstand company's Abruf zum Rahmenvertrag / Abrufbestellung / Bestellung
    (A4, DIN 5008 like): the buyer's name and logo top right, the sender line over the window,
    the supplier in the window (under a small 'Lieferant' caption at times, or bare), the
    Informationsblock at the right: Bestellnummer / Bestell-Nr. / Abruf-Nr., Datum,
    Rahmenvertrag-Nr. / Rahmenauftrag, Ihre Lieferantennummer / Lieferanten-Nr., Ihr Angebot
    vom, Ansprechpartner, Telefon, E-Mail; the letter line 'Abruf Nr. … zum Rahmenvertrag …'
    and a salutation; Lieferanschrift (Werk, Tor, Warenannahme) and Rechnungsanschrift;
    Pos. / Material-Nr. / Bezeichnung / Menge / ME / Preis je ME / Gesamt / Liefertermin
    (KW or date) lines; Übertrag at the page break; Gesamtwert netto, Verpackung / Fracht,
    zzgl. 19 % MwSt., Gesamtbetrag / Bestellwert brutto; the call-off status (abgerufen bisher,
    Restmenge / Restwert of the contract); the footer with Geschäftsführer, HRB, USt-IdNr.
    and bank."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 50, 60)
    m2 = rng.uniform(30, 42)
    x2 = d.w - m2
    w = x2 - m
    fm = money("de")
    fe = rng.choice([money("de", "EUR", pre=False), money("de", "€", pre=False)])
    city, badr = place(rng, "de")
    buyer = pick(rng, DE_MITTEL).format(L=pick(rng, DE_SUR), X=pick(rng, DE_STEMS))
    sup, sadr = party(rng, "de", "sup")
    po = rng.choice(
        [
            digits(rng, "45########"),
            f"B{dt.year % 100}-{rng.randint(1, 99999):05d}",
            f"{rng.randint(100000, 999999)}",
            f"AB-{dt.year}-{rng.randint(1, 9999):04d}",
        ]
    )
    rv = rng.choice(
        [
            digits(rng, "46########"),
            f"RV-{dt.year - 1}-{rng.randint(1, 99):03d}",
            digits(rng, "RV####"),
        ]
    )
    lnr = digits(rng, pick(rng, "7#####|K####|######"))
    # letterhead
    lx = x2 - 180
    if rng.random() < 0.6:
        logo(d, x2 - 40, 24, buyer, 40, rng.choice([0.2, 0.5]))
    hx = lx if rng.random() < 0.5 else m
    d.t(hx, 44, buyer, snug(d, [buyer], 170, 11), b=True)
    d.lines(hx, 49, [badr[0], badr[1], f"Telefon {phone(rng, 'de')}"], 7.5)
    sender = f"{buyer} · {badr[0]} · {badr[1]}"
    d.t(m, 118, sender, snug(d, [sender], 240, 6.5))
    d.line(m, 121, m + 240, 121, 0.3)
    wy = 132
    win = [sup, *sadr]
    if rng.random() < 0.4:
        win.insert(
            1,
            pick(
                rng,
                "Vertrieb Innendienst|Auftragsbearbeitung|z. Hd. Herrn "
                + lperson(rng, "de").split()[1],
            ),
        )
    if rng.random() < 0.4:
        d.t(m, wy - 1, "Lieferant", 6.5, grey=0.35)
        wy += 4
    d.lines(m, wy, win, snug(d, win, 240, 10), lead=12.5)
    title = pick(rng, "Abruf zum Rahmenvertrag|Abrufbestellung|Bestellung|Lieferabruf")
    plab = pick(rng, "Bestellnummer|Bestell-Nr.|Abruf-Nr.|Bestellnummer")
    info = [
        (plab, po),
        ("Datum", dfmt(dt, pick(rng, "dot|dot|long_de"))),
        (pick(rng, "Rahmenvertrag-Nr.|Rahmenauftrag|Kontrakt-Nr."), rv),
        (pick(rng, "Ihre Lieferantennummer|Lieferanten-Nr.|Ihre Lief.-Nr."), lnr),
        ("Ihr Angebot", f"{digits(rng, 'A-####')} vom {dfmt(dt - timedelta(90), 'dot')}"),
        ("Ansprechpartner", lperson(rng, "de")),
        ("Telefon", phone(rng, "de")),
        ("E-Mail", f"einkauf@{dom5(buyer)}.de"),
    ]
    if rng.random() < 0.5:
        info[0], info[2] = info[2], info[0]
    if rng.random() < 0.4:
        info.pop(4)
    ix = x2 - 185
    kv_right(d, ix + 78, ix + 84, 124, info, 7.8)
    y = 250
    d.t(m, y, f"{title} {po}" if rng.random() < 0.5 else title, 12, b=True)
    y += 10
    if title.startswith("Abruf") or title == "Lieferabruf":
        intro = f"zu unserem Rahmenvertrag {rv} rufen wir hiermit folgende Positionen ab:"
    else:
        intro = "wir bestellen zu unseren Einkaufsbedingungen wie folgt:"
    y = d.para(m, y + 6, pick(rng, "Sehr geehrte Damen und Herren,|Guten Tag,"), 9, w)
    y = d.para(m, y + 2, intro, 9, w) + 4
    la = [
        buyer if rng.random() < 0.5 else f"{buyer.split()[0]} Werk {rng.randint(2, 4)}",
        pick(rng, "Warenannahme Tor 3|Wareneingang Halle 2|Lager Ost, Rampe 1"),
        *place(rng, "de")[1],
    ]
    ra = [buyer, "Kreditorenbuchhaltung", "Postfach " + digits(rng, "## ## ##"), badr[1]]
    bw = w / 2 - 8
    y1 = block(d, m, y, "Lieferanschrift:", la, style="plain", w=bw, size=8, b_first=False)
    y2 = block(
        d, m + bw + 16, y, "Rechnungsanschrift:", ra, style="plain", w=bw, size=8, b_first=False
    )
    y = max(y1, y2) + 10
    lead, bottom = 13.0, d.h - 72
    n, pages = plan(rng, y, bottom, lead, 230, 0.3, 9)
    rows = goods(rng, "de", n, fm)
    kw = rng.random() < 0.5
    for r in rows:
        lt = dt + timedelta(rng.randint(7, 70))
        r["lt"] = f"KW {lt.isocalendar()[1]:02d}/{lt.year}" if kw else dfmt(lt, "dot")
        r["code"] = digits(rng, pick(rng, "1##-###-##|#######|M-#####"))
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Material-Nr.", 12, "l"),
        ("desc", "Bezeichnung", 38, "l"),
        ("qty", "Menge", 7, "r"),
        ("unit", "ME", 5, "c"),
        ("price", "Preis/ME", 11, "r"),
        ("amount", "Gesamt", 12, "r"),
        ("lt", "Liefertermin", 12, "c"),
    ]
    for r in rows:
        r["pos"] = str(int(r["pos"]) * 10)

    def header(p: int) -> float:
        d.t(m, 40, f"{title} {po}", 9.5, b=True)
        d.t(x2, 40, f"Seite {p} von {pages}", 8.5, al="r")
        d.t(m, 52, sup, 8)
        d.line(m, 58, x2, 58, 0.6)
        return 66

    gf = f"Geschäftsführer: {lperson(rng, 'de')}"
    hrb = f"Amtsgericht {city} HRB {rng.randint(1000, 29999)}"
    ust = digits(rng, "USt-IdNr. DE#########")
    iban = digits(rng, "IBAN DE## #### #### #### #### ##")

    def foot(p: int) -> None:
        fy = d.h - 50
        d.line(m, fy, x2, fy, 0.4)
        d.t(m, fy + 9, f"{buyer} · {badr[0]} · {badr[1]}", 6.5, grey=0.3)
        d.t(m, fy + 17, f"{gf} · {hrb} · {ust}", 6.5, grey=0.3)
        d.t(m, fy + 25, iban, 6.5, grey=0.3)
        d.t(x2, fy + 25, f"Seite {p} von {pages}", 6.5, al="r", grey=0.3)

    cont = carried(
        d,
        rows,
        x2,
        bottom,
        fm,
        ("Übertrag", "Übertrag"),
        header,
        foot,
        show=not nt and rng.random() < 0.75,
    )
    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        size=7.5,
        lead=lead,
        shade=0.88,
        grid=rng.random() < 0.3,
        rules=True,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, NOTE["de"], 8.5, w)
    else:
        net = net_of(rows)
        fr = Decimal(rng.randint(15, 180)) if rng.random() < 0.35 else Decimal(0)
        base = net + fr
        mw = tax(base, Decimal(19))
        total = base + mw
        out = [(pick(rng, "Gesamtwert netto|Warenwert netto|Summe netto"), fm(net), False)]
        if fr:
            out.append((pick(rng, "Fracht / Verpackung|Versandkosten"), fm(fr), False))
            out.append(("Nettobetrag", fm(base), False))
        out.append((pick(rng, "zzgl. 19 % MwSt.|MwSt. 19 %|zzgl. 19% USt."), fm(mw), False))
        out.append(
            (
                pick(rng, "Gesamtbetrag|Gesamtbetrag brutto|Bestellwert brutto|Endbetrag"),
                fe(total),
                True,
            )
        )
        y = d.summary(x2 - 200, x2 - 4, y + 6, out, 9, box_last=True)
        if title != "Bestellung" and rng.random() < 0.7:
            vol = cents(net * rng.randint(4, 12))
            done_ = cents(vol * Decimal(rng.randint(20, 70)) / 100)
            st = [
                f"Rahmenvertrag {rv}: Vertragswert {fe(vol)}",
                f"bisher abgerufen (inkl. dieses Abrufs): {fm(done_ + net)} netto",
                f"Restwert: {fm(vol - done_ - net)} netto",
            ]
            y = d.lines(m, y + 6, st, 7.5)
    y = d.para(
        m,
        y + 10,
        f"Bitte bestätigen Sie diesen {pick(rng, 'Abruf|Auftrag')} innerhalb "
        f"von 3 Werktagen unter Angabe unserer Bestellnummer {po}. Es gelten unsere "
        "Allgemeinen Einkaufsbedingungen.",
        7.5,
        w,
        grey=0.2,
    )
    sy = room(d, y + 26, 76, 70)
    d.t(m, sy, "Mit freundlichen Grüßen", 9)
    d.t(m, sy + 14, f"{buyer} - Einkauf", 8.5)
    foot(d.pages)
    return result(d, "de", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- nl-BE


def ogm(rng: random.Random) -> str:
    """A Belgian structured communication +++123/4567/89012+++ (mod-97 check digits)."""
    n = rng.randint(10**8, 10**10 - 1)
    check = n % 97 or 97
    s = f"{n:010d}{check:02d}"
    return f"+++{s[:3]}/{s[3:7]}/{s[7:]}+++"


def fit5_be_nl_factuur(rng: random.Random) -> tuple[bytes, dict]:
    """Flemish supplier's factuur quoting the customer's bestelbon (A4): the seller's
    letterhead (the truth: name, an initials logo at times, address, BTW BE 0…, RPR,
    telephone, e-mail, website), FACTUUR; the customer in the window at the right (Klant /
    Aan, at times bare) with its BTW number; a reference block or ruled row: Factuurnummer,
    Factuurdatum, Vervaldag, Klantnummer, Uw bestelbon nr. / Uw bestelling / Uw referentie (the
    order number), Leveringsbon nr., Onze ref. / Ordernummer (the seller's own order number);
    at times Leverancier and Klant blocks side by side under it; Art.nr. / Omschrijving / Aantal
    / Eenheidsprijs / Korting / BTW / Bedrag lines with 21 % and at times 6 %; a BTW summary
    (Tarief / Maatstaf van heffing / BTW), Totaal excl. BTW, Totaal BTW, Totaal incl. BTW /
    Te betalen / Totaal te betalen in € 1.234,56, now and then a voorschot paid with the Saldo
    te betalen after it; the payment line with IBAN, BIC and the gestructureerde mededeling
    +++123/4567/89012+++; the algemene voorwaarden; two pages with Over te dragen / Overdracht
    when long."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 36, 50)
    fm = money("de")
    fe = rng.choice([money("de", "€"), money("de", "€", pre=False), money("de", "EUR")])
    sup, sadr = party(rng, "be", "sup")
    buyer, badr = party(rng, "be", "buy")
    if rng.random() < 0.4:
        buyer, badr = party(rng, "be", "sup")
        while buyer == sup:
            buyer, badr = party(rng, "be", "sup")
    po = rng.choice(
        [
            f"BB/{dt.year % 100}/{rng.randint(1, 9999):04d}",
            digits(rng, "45########"),
            f"{dt.year}-{rng.randint(1, 9999):04d}",
            digits(rng, "PO######"),
            f"BST{rng.randint(10000, 99999)}",
        ]
    )
    inv_no = rng.choice(
        [
            f"{dt.year}/{rng.randint(1, 9999):05d}",
            digits(rng, "F2#######"),
            f"{dt.year % 100}{rng.randint(10000, 99999)}",
        ]
    )
    lx = m
    if rng.random() < 0.5:
        lx = logo(d, m, 26, sup, 38, rng.choice([0.15, 0.35, 0.55]))
    d.t(lx, 40, sup, snug(d, [sup], w * 0.55 - (lx - m), 14), b=True)
    bl = [
        f"{sadr[0]}, {sadr[1]}",
        f"Tel. {phone(rng, 'be')}  ·  {email(rng, sup, 'be', 'info')}",
        digits(rng, "BTW BE 0###.###.###") + f"  ·  RPR {sadr[1].split()[-1]}",
    ]
    y0 = d.lines(lx, 46, bl, 7.5)
    d.t(x2, 42, pick(rng, "FACTUUR|Factuur|FACTUUR"), 18, b=True, al="r")
    # customer in the window, right
    kx = m + w * 0.55
    klab = pick(rng, "Klant|Aan|Factuuradres|")
    kl = [buyer, *badr, digits(rng, "BTW BE 0###.###.###")]
    if rng.random() < 0.4:
        kl.insert(1, pick(rng, "t.a.v. de boekhouding|Dienst Aankoop|t.a.v. " + lperson(rng, "nl")))
    ky = 118
    if klab:
        d.t(kx, ky - 4, klab, 7.5, grey=0.35)
    yk = d.lines(kx, ky, kl, snug(d, kl, x2 - kx, 9.5), lead=12)
    ds = pick(rng, "dmy|dot|dash")
    due = dt + timedelta(rng.choice([14, 30, 30, 60]))
    plab = pick(rng, "Uw bestelbon nr.|Uw bestelling nr.|Uw referentie|Uw bestelbon|Uw ref.")
    refs = [
        ("Factuurnummer", inv_no),
        ("Factuurdatum", dfmt(dt, ds)),
        ("Vervaldag", dfmt(due, ds)),
        ("Klantnummer", digits(rng, pick(rng, "K#####|####|C-####"))),
        (plab, po),
    ]
    if rng.random() < 0.6:
        refs.append(("Leveringsbon nr.", digits(rng, pick(rng, "LB######|L####/##"))))
    if rng.random() < 0.4:
        refs.append((pick(rng, "Onze ref.|Ordernummer|Ons order nr."), digits(rng, "VO######")))
    head, rest = refs[:2], refs[2:]
    rng.shuffle(rest)
    refs = head + rest
    y = max(y0, yk, 120) + 16
    if rng.random() < 0.5:
        yr = d.kv(m, 118, refs, 92, 8.3)
        y = max(y, yr + 14)
    else:
        k = min(len(refs), 5)
        y = (
            d.table(
                m,
                y,
                [(str(i), h, w / k, "l") for i, (h, _) in enumerate(refs[:k])],
                [{str(i): v for i, (_, v) in enumerate(refs[:k])}],
                shade=0.9,
                size=8.3,
                grid=True,
            )
            + 6
        )
        if len(refs) > k:
            y = d.kv(m, y, refs[k:], 92, 8) + 4
        y += 8
    if rng.random() < 0.35:
        bw = w / 2 - 8
        lv = [sup, *sadr, digits(rng, "BTW BE 0###.###.###")]
        kk = [buyer, *badr]
        y1 = block(d, m, y, "Leverancier", lv, style="bar", w=bw, size=8)
        y2 = block(d, m + bw + 16, y, "Klant", kk, style="bar", w=bw, size=8)
        y = max(y1, y2) + 10
    lead, bottom = 13.0, d.h - 56
    n, pages = plan(rng, y, bottom, lead, 250, 0.2, 10)
    rows = goods(rng, "nl", n, fm)
    six = rng.random() < 0.35
    for r in rows:
        r["rate"] = 6 if six and rng.random() < 0.4 else 21
        r["btw"] = f"{r['rate']}%"
        if rng.random() < 0.2:
            pc = rng.choice([5, 10, 15])
            r["kort"], r["amt"] = f"{pc}%", cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])
    spec = [
        ("code", "Art.nr.", 11, "l"),
        ("desc", "Omschrijving", 42, "l"),
        ("qty", "Aantal", 7, "r"),
        ("price", "Eenheidsprijs", 12, "r"),
        ("kort", "Korting", 7, "c"),
        ("btw", "BTW", 6, "c"),
        ("amount", "Bedrag", 13, "r"),
    ]

    def header(p: int) -> float:
        d.t(m, 38, sup, 9.5, b=True)
        d.t(x2, 38, f"Factuur {inv_no} - pagina {p}/{pages}", 8.5, al="r")
        d.line(m, 44, x2, 44, 0.6)
        return 54

    def foot(p: int) -> None:
        footer(d, f"Pagina {p}/{pages}")

    cont = carried(
        d,
        rows,
        x2,
        bottom,
        fm,
        ("Over te dragen", "Overdracht"),
        header,
        foot,
        show=rng.random() < 0.7,
    )
    y = d.table(
        m,
        y,
        cols(spec, w, False),
        rows,
        size=7.6,
        lead=lead,
        shade=0.88,
        grid=rng.random() < 0.4,
        bottom=bottom,
        cont=cont,
    )
    bases: dict[int, Decimal] = {}
    for r in rows:
        bases[r["rate"]] = bases.get(r["rate"], Decimal(0)) + r["amt"]
    vat = {k: tax(v, Decimal(k)) for k, v in bases.items()}
    excl = net_of(rows)
    total = excl + sum(vat.values(), Decimal(0))
    if rng.random() < 0.6:
        summ = [("Tarief", "Maatstaf van heffing", "BTW")]
        summ += [(f"{k}%", fm(bases[k]), fm(vat[k])) for k in sorted(bases)]
        ty = y + 8
        for i, (a, b, c) in enumerate(summ):
            d.t(m, ty + 10 + i * 11, a, 7.8, b=i == 0)
            d.t(m + 150, ty + 10 + i * 11, b, 7.8, b=i == 0, al="r")
            d.t(m + 220, ty + 10 + i * 11, c, 7.8, b=i == 0, al="r")
    out = [("Totaal excl. BTW", fm(excl), False)]
    if len(vat) > 1 and rng.random() < 0.5:
        out += [(f"BTW {k}%", fm(vat[k]), False) for k in sorted(vat)]
    else:
        out.append(("Totaal BTW", fm(sum(vat.values(), Decimal(0))), False))
    dep = rng.random() < 0.2
    if dep:
        adv = cents(total * Decimal(rng.choice([20, 30, 50])) / 100)
        out.append((pick(rng, "Totaal incl. BTW|Factuurbedrag"), fe(total), True))
        out.append(("Voorschot betaald", f"-{fm(adv)}", False))
        out.append(("Saldo te betalen", fe(total - adv), False))
    else:
        out.append(
            (pick(rng, "Totaal incl. BTW|Te betalen|Totaal te betalen|TOTAAL"), fe(total), True)
        )
    y = d.summary(x2 - 200, x2 - 4, y + 8, out, 9, box_last=not dep)
    iban = digits(rng, "BE## #### #### ####")
    bic = pick(rng, "GEBABEBB|KREDBEBB|BBRUBEBB|GKCCBEBB")
    pay = (
        f"Gelieve het {pick(rng, 'saldo|bedrag')} te betalen vóór {dfmt(due, 'dmy')} op "
        f"rekening {iban} (BIC {bic}) met vermelding van de gestructureerde mededeling "
        f"{ogm(rng)}."
    )
    y = d.para(m, y + 14, pay, 8, w)
    y = d.para(
        m,
        y + 6,
        "Op al onze facturen zijn onze algemene verkoopsvoorwaarden van "
        "toepassing. Klachten dienen binnen de 8 dagen na factuurdatum schriftelijk te "
        "gebeuren.",
        7,
        w,
        grey=0.3,
    )
    foot(d.pages)
    return result(d, "nl", "invoice", po, sup, total)


# --------------------------------------------------------------------------- zh-Hans


def fit5_zh_caigou_dan_shouxie(rng: random.Random) -> tuple[bytes, dict]:
    """A small company's 采购单 / 订货单 printed as a ruled form (A4, or A5 landscape): the
    buyer's name over the title, NO. 0012345 in red at the top right (or 单号 / 编号 in the
    first grid row); a grid of label cells: 供货单位 / 供应商名称 / 供方 with the supplier,
    联系人 and 电话 cells beside or under it, 采购单位 / 订货单位 (the buyer) with its own
    联系人, 订货日期, 交货日期, 送货地址 naming the buyer's warehouse, 报价单号 at times; the
    item grid 序号 / 品名 / 规格型号 / 单位 / 数量 / 单价 / 金额 / 备注 padded with empty rows,
    合计 as its last row, 合计人民币（大写） with the 小写 figure, at times 不含税金额 / 税额 /
    价税合计 or a 预付款 line; 备注 with terms; 制单 / 审核 / 采购 / 供货方签字 cells; long
    orders go on to a second page with 本页小计."""
    register_cjk_font()
    small = rng.random() < 0.3
    pdf = Pdf((595.3, 419.5) if small else A4)
    m, d = rng.uniform(26, 36) if small else rng.uniform(34, 52), a_date(rng)
    wd = pdf.w - 2 * m
    buyer, none = zh_firm(rng), cjk_no_total(rng)
    sup = zh_firm(rng, buyer.name)
    while sup.name == buyer.name:
        sup = zh_firm(rng, buyer.name)
    order = number(rng, d, "{n7}|00{n5}|{Y}{m}{d}{n3}|CG{y}{m}{d}-{n2}|DH{n6}")
    title = pick(rng, "采购单|订货单|采 购 单|订 货 单|采购订单")
    ds = pick(rng, "cn|iso|dot|slash")
    top = 30 if small else 44
    pdf.text(pdf.w / 2, top, buyer.name, 12 if small else 14, align="c", bold=True)
    pdf.text(pdf.w / 2, top + 24, title, 17 if small else 20, align="c", bold=True)
    pdf.line(pdf.w / 2 - 60, top + 29, pdf.w / 2 + 60, top + 29, lw=0.8)
    red_no = rng.random() < 0.6
    no_lab = pick(rng, "NO.|No.|NO:|№")
    if red_no:
        pdf.text(pdf.w - m, top + 22, f"{no_lab} {order}", 12, align="r", colour=RED)
    else:
        pdf.text(pdf.w - m, top + 22, f"{pick(rng, '单号|编号|单据号')}：{order}", 10, align="r")
    fs = 8.5 if small else 9.5
    rh = 16 if small else 20
    slab = pick(rng, "供货单位|供应商名称|供方|供货商")
    blab = pick(rng, "采购单位|订货单位|需方")
    sc, bc = cperson(rng), cperson(rng)
    stel = pick(rng, f"{zh_tel(rng)}|{mobile(rng)}")
    six = rng.random() < 0.5 and not small
    if six:
        widths = rel(wd, [12, 34, 9, 12, 9, 24])
        grid = [
            [slab, sup.name, "联系人", sc, "电话", stel],
            [blab, buyer.name, "联系人", bc, "电话", mobile(rng)],
            [
                "订货日期",
                fdate(d, ds),
                "交货",
                fdate(later(rng, d), ds),
                "付款",
                pick(rng, "月结30天|现结|货到付款|月结60天"),
            ],
        ]
    else:
        widths = rel(wd, [14, 40, 12, 34])
        grid = [
            [slab, sup.name, "联系人", sc],
            ["地址", zh_addr(rng), "电话", stel],
            [blab, buyer.name, "联系人", f"{bc} {mobile(rng)}"],
            ["订货日期", fdate(d, ds), "交货日期", fdate(later(rng, d), ds)],
        ]
        if rng.random() < 0.5:
            grid[0], grid[2] = grid[2], grid[0]
            grid[1], grid[2] = grid[2], grid[1]
    if rng.random() < 0.3:
        quote = ["报价单号", number(rng, d, "BJ{y}{m}{n3}|Q-{n5}")]
        quote += ["合同号", number(rng, d, "HT{y}-{n3}")] + (["", ""] if six else [])
        grid.append(quote)
    y = pdf.grid(
        m,
        top + 40,
        widths,
        grid,
        head=0,
        row_h=rh,
        size=fs,
        shade_cols=(0, 2, 4) if six else (0, 2),
    )
    where = f"{buyer.name}{pick(rng, '仓库|一号厂房|生产部|办公室')}（{zh_addr(rng)}）"
    y = pdf.grid(
        m,
        y,
        [widths[0], wd - widths[0]],
        [["送货地址", where]],
        head=0,
        row_h=rh,
        size=fs,
        shade_cols=(0,),
    )
    head = heads("序号|品名|规格型号|单位|数量|单价|金额|备注")
    iw = rel(wd, [6, 18, 18, 7, 8, 11, 14, 18])
    bottom = pdf.h - (84 if small else 120)
    first = int((bottom - y - 12) // rh) - 3
    two = rng.random() < (0.12 if small else 0.22)
    n = first + rng.randint(2, 8) if two else rng.randint(2, max(2, min(first - 1, 10)))
    lines = make_lines(rng, ZH_ITEMS, n, 3, 2500)
    rate = rng.choice([13, 13, 0, 0])
    body = cells(lines, "#nsuqpa-")
    if none:
        body = [r[:5] + ["", "", r[7]] for r in body]
    total = sum((ln.amount for ln in lines), Decimal(0))
    pages = 2 if two else 1

    def foot(k: int) -> None:
        pdf.text(pdf.w - m, pdf.h - 16, f"第{k}页 共{pages}页", 8, align="r", colour=GREY)

    if two:
        chunk = body[:first]
        y = pdf.grid(m, y + 8, iw, [head, *chunk], row_h=rh, size=fs, align="cllcrrrl")
        sub = sum((ln.amount for ln in lines[:first]), Decimal(0))
        pdf.grid(
            m,
            y,
            [sum(iw[:6]), iw[6], iw[7]],
            [["本页小计", cmoney(sub), ""]],
            head=0,
            row_h=rh,
            size=fs,
            align="crl",
        )
        foot(1)
        pdf.new_page()
        pdf.text(m, 34, f"{title.replace(' ', '')}（续）　{slab}：{sup.name}", 9.5)
        pdf.text(pdf.w - m, 34, f"{no_lab} {order}", 10, align="r", colour=RED if red_no else black)
        rest = body[first:]
        y = 44
    else:
        rest = body
        y += 8
    pad = 0 if two else rng.randint(0, 4)
    blank = [[str(len(body) + k + 1) if rng.random() < 0.3 else ""] + [""] * 7 for k in range(pad)]
    y = pdf.grid(m, y, iw, [head, *rest, *blank], row_h=rh, size=fs, align="cllcrrrl")
    qty = sum(ln.qty for ln in lines)
    tot_row = ["合　计", "", "", "", str(qty), "", "" if none else cmoney(total), ""]
    y = pdf.grid(m, y, iw, [tot_row], head=0, row_h=rh, size=fs, align="cllcrrrl")
    grand = total
    if not none:
        words = f"人民币{daxie(total)}" if rng.random() < 0.7 else daxie(total)
        cap = pick(rng, "合计人民币（大写）|合计金额（大写）|大写金额")
        y = pdf.grid(
            m,
            y,
            [sum(iw[:2]), sum(iw[2:6]), sum(iw[6:])],
            [[cap, words, f"¥{cmoney(total)}"]],
            head=0,
            row_h=rh,
            size=fs,
            align="clr",
        )
        if rate and rng.random() < 0.5:
            net = (total / (1 + Decimal(rate) / 100)).quantize(Decimal("0.01"), ROUND_HALF_UP)
            pdf.text(
                m,
                y + 14,
                f"其中：不含税金额 {cmoney(net)}　税额（{rate}%）"
                f"{cmoney(total - net)}　价税合计 {cmoney(total)}",
                fs,
            )
            y += 16
    else:
        pdf.text(m, y + 14, "金额：按月度对账单结算，本单不列示金额。", fs)
        y += 16
    notes = [
        pick(rng, "含税价，开13%增值税专用发票|以上单价不含税|含运费送货上门|价格含税含运"),
        pick(rng, "送货时请附送货单并注明本单号|质量问题包退换|请按交期准时送货"),
    ]
    if not none and rng.random() < 0.3:
        dep = (total * Decimal("0.3")).quantize(Decimal("0.01"), ROUND_HALF_UP)
        notes.append(f"预付款30%：¥{cmoney(dep)}，余款货到付清")
    y = pdf.grid(
        m,
        y,
        [iw[0] + iw[1], wd - iw[0] - iw[1]],
        [["备　注", "；".join(notes)]],
        head=0,
        row_h=rh + 4,
        size=fs - 0.5,
        align="cl",
    )
    sig = [
        f"制单：{cperson(rng)}",
        f"审核：{cperson(rng) if rng.random() < 0.5 else ''}",
        f"采购：{bc}",
        pick(rng, "供货方签字：|供应商确认：|收单人："),
    ]
    yy = y + (20 if small else 30)
    if yy > pdf.h - 20:
        yy = pdf.h - 18
    for k, s_ in enumerate(sig):
        pdf.text(m + k * wd / 4, yy, s_, fs)
    if rng.random() < 0.4:
        pdf.stamp(m + wd * 0.12, yy - 30, buyer.name, rng, caption="采购专用章", r=34)
    foot(pages)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else grand)


# --------------------------------------------------------------------------- zh-Hant (HK)

HK_ITEMS_EN = [
    ("A4 影印紙 80gsm", "A4 copy paper 80gsm", "箱 CTN", 150, 260),
    ("碳粉盒 (黑色)", "Toner cartridge, black", "個 PC", 380, 1200),
    ("LED 光管 T8 18W", "LED tube T8 18W", "支 PC", 35, 90),
    ("不銹鋼螺絲 M6x20", "Stainless screw M6x20", "盒 BOX", 40, 120),
    ("安全鞋 (鋼頭)", "Safety shoes, steel toe", "對 PR", 280, 650),
    ("工作手套", "Work gloves", "打 DOZ", 45, 110),
    ("電線 2.5mm² 100米", "Cable 2.5mm2 100m", "卷 ROLL", 520, 980),
    ("封箱膠紙 48mm", "Packing tape 48mm", "箱 CTN", 160, 320),
    ("消毒搓手液 500ml", "Hand sanitiser 500ml", "支 BTL", 25, 60),
    ("冷氣機保養服務", "Air-conditioner servicing", "次 JOB", 600, 3500),
    ("辦公椅", "Office chair", "張 PC", 650, 2400),
    ("水泵維修", "Water pump repair", "項 LOT", 1200, 8000),
]
HK_PLACES = (
    "九龍觀塘鴻圖道|新界葵涌葵昌路|香港柴灣利眾街|九龍長沙灣長順街|新界荃灣沙咀道|"
    "香港黃竹坑道|九龍新蒲崗大有街"
)
HK_PLACES_EN = (
    "Hung To Road, Kwun Tong, Kowloon|Kwai Cheong Road, Kwai Chung, N.T.|Lee Chung Street, "
    "Chai Wan, H.K.|Cheung Shun Street, Cheung Sha Wan, Kowloon|Sha Tsui Road, Tsuen Wan, N.T."
)


def fit5_hk_po_bilingual(rng: random.Random) -> tuple[bytes, dict]:
    """Hong Kong bilingual purchase order (A4): the buyer's Chinese and English names, address,
    Tel / Fax / e-mail as letterhead; PURCHASE ORDER 採購訂單 (stacked or on one line); Supplier
    供應商 block with the supplier's Chinese and English names (at times only one of them;
    the truth is the Chinese name where both are printed), address, Tel, Fax and Attn 聯絡人;
    at the right P.O. No. 訂單編號 with Date 日期, Quotation No. 報價單編號, Requisition No.
    請購單編號, Payment Terms 付款條件, Delivery Date 交貨日期, Page 頁數; Deliver To 送貨地址
    naming the buyer's warehouse or site with its contact; Item 項目 / Description 貨品說明 /
    Qty 數量 / Unit 單位 / Unit Price 單價 / Amount 金額 lines; Sub-total 小計, Less: Discount
    折扣, Delivery Charge 運費, Total Amount 總額 HK$ (or Grand Total 總計), the amount in
    English words, at times Deposit 訂金 and Balance 餘額; remarks; For and on behalf of the
    buyer over a red company chop and Authorised Signature(s); a Supplier Acknowledgement
    供應商確認 naming the supplier now and then; two pages when long."""
    register_cjk_font()
    pdf = Pdf(A4)
    m, d = rng.uniform(34, 48), a_date(rng)
    wd = pdf.w - 2 * m
    buyer, none = hk_firm(rng), cjk_no_total(rng)
    sup = hk_firm(rng, buyer.name)
    while sup.name == buyer.name:
        sup = hk_firm(rng, buyer.name)
    order = number(rng, d, "PO{y}{m}{n4}|HK-PO-{n5}|P{Y}-{n4}|{n6}|PO/{y}/{n4}")
    ds = pick(rng, "hk|hk|en|cn")
    # letterhead
    centre = rng.random() < 0.5
    hx, al = (pdf.w / 2, "c") if centre else (m, "l")
    pdf.text(hx, 40, buyer.name, 15, align=al, bold=True)
    pdf.text(hx, 56, buyer.en, 11, align=al, bold=True)
    flat = f"{rng.randint(2, 25)}/F, Unit {rng.choice('ABCDEF')}, {rng.randint(1, 200)} "
    addr = flat + pick(rng, HK_PLACES_EN)
    pdf.text(hx, 70, addr, 8, align=al, colour=GREY)
    pdf.text(
        hx,
        81,
        f"Tel 電話: {hk_tel(rng)}   Fax 傳真: {hk_tel(rng)}   "
        f"Email: purchasing@{buyer.en.split()[0].lower()}.com.hk",
        8,
        align=al,
        colour=GREY,
    )
    pdf.line(m, 90, pdf.w - m, 90, lw=1)
    one = rng.random() < 0.5
    if one:
        pdf.text(pdf.w / 2, 116, "PURCHASE ORDER 採購訂單", 17, align="c", bold=True)
    else:
        pdf.text(pdf.w / 2, 112, "採 購 訂 單", 17, align="c", bold=True)
        pdf.text(pdf.w / 2, 128, "PURCHASE ORDER", 11, align="c", bold=True)
    y = 144
    which = rng.choices(["both", "zh", "en"], [0.6, 0.2, 0.2])[0]
    truth = sup.en if which == "en" else sup.name
    names = {"both": [sup.name, sup.en], "zh": [sup.name], "en": [sup.en]}[which]
    slab = pick(rng, "Supplier 供應商|Supplier 供應商：|To 致：|Vendor 供應商")
    lines_ = [
        *names,
        f"{rng.randint(1, 200)} {pick(rng, HK_PLACES_EN)}",
        f"Tel: {hk_tel(rng)}   Fax: {hk_tel(rng)}",
        f"Attn 聯絡人: {cperson(rng, 'zh-Hant')}",
    ]
    if rng.random() < 0.5:
        lines_.insert(len(names), f"{pick(rng, HK_PLACES)}{rng.randint(1, 200)}號")
    bw = wd * 0.52
    boxed = rng.random() < 0.6
    if boxed:
        pdf.rect(m, y, bw, 22 + len(lines_) * 14, lw=0.6)
        pdf.rect(m, y, bw, 16, fill=SHADE, stroke=None)
    pdf.text(m + 5, y + 12, slab, 9.5, bold=True)
    kv(pdf, m + 8, y + 32, lines_, 9.2, 1.55, maxw=bw - 16)
    yl = y + 26 + len(lines_) * 14
    rx = m + wd * 0.58
    plab = pick(rng, "P.O. No. 訂單編號|P.O. No. 訂單號碼|PO Number 採購單號")
    refs = [
        (plab, order),
        ("Date 日期", fdate(d, ds)),
        (
            pick(rng, "Quotation No. 報價單編號|Your Ref. 貴司報價"),
            number(rng, d, "Q{y}{n4}|QT-{n5}|{n5}"),
        ),
        ("Requisition No. 請購單編號", number(rng, d, "PR{y}{n4}|R-{n4}")),
        ("Payment Terms 付款條件", pick(rng, "30 days 30天|C.O.D. 貨到付款|60 days 月結60天")),
        ("Delivery Date 交貨日期", fdate(later(rng, d), ds)),
    ]
    head_, rest = refs[:1], refs[1:]
    rng.shuffle(rest)
    refs = head_ + rest[: rng.randint(3, 5)]
    if rng.random() < 0.35:
        refs = refs[1:2] + refs[:1] + refs[2:]
    yr = y + 10
    for lab, val in refs:
        pdf.text(rx, yr, lab, 8.3)
        pdf.text(pdf.w - m, yr, val, 9, align="r", bold=lab == plab)
        yr += 15
    y = max(yl, yr) + 10
    site = pick(rng, "倉庫 Warehouse|地盤 Site Office|寫字樓 Office|門市 Shop")
    dl = [
        f"{buyer.en} - {site}" if rng.random() < 0.6 else f"{buyer.name} {site}",
        f"{rng.randint(1, 200)} {pick(rng, HK_PLACES_EN)}",
        f"Contact 聯絡人: {cperson(rng, 'zh-Hant')}  {hk_tel(rng)}",
    ]
    pdf.text(m, y + 4, "Deliver To 送貨地址:", 9.5, bold=True)
    y = kv(pdf, m + 110, y + 4, dl, 9, 1.5, maxw=wd - 116) + 4
    head = heads(
        "Item 項目|Description 貨品說明|Qty 數量|Unit 單位|Unit Price 單價|Amount 金額 (HK$)"
    )
    widths = rel(wd, [9, 40, 9, 11, 14, 17])
    rows = []
    items_ = []
    row_h = 19
    bottom = pdf.h - 70
    first = int((bottom - y - 8) // row_h) - 2
    two = rng.random() < 0.22
    n = first + rng.randint(2, 7) if two else rng.randint(2, max(2, min(first - 9, 9)))
    for i in range(n):
        zh, en, unit, lo, hi = rng.choice(HK_ITEMS_EN)
        qty = rng.choice([1, 1, 2, 3, 4, 5, 10, 12, 20, 50])
        if unit.endswith(("JOB", "LOT")):
            qty = 1
        price = Decimal(rng.randint(lo, hi))
        if rng.random() < 0.4:
            price += Decimal(rng.choice([50, 90, 25])) / 100
        amt = price * qty
        items_.append(amt)
        desc = f"{zh} {en}" if rng.random() < 0.6 else en
        rows.append([str(i + 1), desc, str(qty), unit, cmoney(price), "" if none else cmoney(amt)])
    net = sum(items_, Decimal(0))
    pages = 2 if two else 1
    if two:
        y = pdf.grid(m, y + 6, widths, [head, *rows[:first]], row_h=row_h, size=8.5, align="clrcrr")
        pdf.text(pdf.w - m, y + 14, "Continued on next page 續下頁", 8.5, align="r")
        pdf.text(pdf.w / 2, pdf.h - 24, "Page 1 of 2 第1頁 共2頁", 8, align="c", colour=GREY)
        pdf.new_page()
        pdf.text(m, 40, f"{buyer.en}  PURCHASE ORDER 採購訂單", 10, bold=True)
        pdf.text(pdf.w - m, 40, f"{plab}: {order}", 9.5, align="r")
        y = pdf.grid(m, 52, widths, [head, *rows[first:]], row_h=row_h, size=8.5, align="clrcrr")
    else:
        y = pdf.grid(m, y + 6, widths, [head, *rows], row_h=row_h, size=8.5, align="clrcrr")
    total = None
    if none:
        pdf.text(
            m,
            y + 20,
            "Price as per agreed rate card 價格按協議價目表計算 - total to be "
            "confirmed on delivery.",
            9,
        )
        y += 30
    else:
        disc = Decimal(rng.choice([0, 0, 0, 100, 200, 500])) if net > 2000 else Decimal(0)
        dlv = Decimal(rng.choice([0, 0, 150, 300, 500]))
        total = net - disc + dlv
        out = [("Sub-total 小計", f"HK${cmoney(net)}")]
        if disc:
            out.append(("Less: Discount 折扣", f"-HK${cmoney(disc)}"))
        if dlv:
            out.append(("Delivery Charge 運費", f"HK${cmoney(dlv)}"))
        tl = pick(rng, "Total Amount 總額|Grand Total 總計|TOTAL 合計")
        out.append((tl, f"HK${cmoney(total)}"))
        yy = y + 18
        for i, (lab, val) in enumerate(out):
            last = i == len(out) - 1
            pdf.text(pdf.w - m - 120, yy, lab, 9.5, align="r", bold=last)
            pdf.text(pdf.w - m, yy, val, 9.5, align="r", bold=last)
            yy += 16
        if rng.random() < 0.6:
            words = en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS")
            pdf.text(m, yy + 4, words, 8, maxw=wd)
            yy += 16
        if rng.random() < 0.3:
            dep = (total * Decimal("0.3")).quantize(Decimal("0.01"), ROUND_HALF_UP)
            pdf.text(
                m,
                yy + 4,
                f"Deposit 訂金 (30%): HK${cmoney(dep)}    Balance 餘額: HK${cmoney(total - dep)}",
                8.5,
            )
            yy += 16
        y = yy
    rem = pick(
        rng,
        "Please quote our P.O. No. on all delivery notes and invoices. "
        "請於送貨單及發票上註明本公司訂單編號。|Goods must be delivered between 9:00am "
        "and 5:00pm. 請於辦公時間內送貨。",
    )
    y = kv(pdf, m, y + 14, [f"Remarks 備註: {rem}"], 8, 1.5, maxw=wd)
    sy = max(y + 30, pdf.h - 150)
    if sy + 110 > pdf.h:
        pdf.new_page()
        pages += 1
        sy = 80
    pdf.text(pdf.w - m - 200, sy, "For and on behalf of 代表", 8.5)
    pdf.text(pdf.w - m - 200, sy + 14, buyer.en, 9.5, bold=True, maxw=200)
    pdf.stamp(pdf.w - m - 90, sy + 52, buyer.name, rng, shape="rect", r=40)
    pdf.line(pdf.w - m - 200, sy + 82, pdf.w - m, sy + 82)
    pdf.text(pdf.w - m - 200, sy + 94, "Authorised Signature(s) 授權簽署", 8)
    if rng.random() < 0.5:
        pdf.text(m, sy, "Supplier Acknowledgement 供應商確認", 8.5, bold=True)
        pdf.text(m, sy + 14, f"Confirmed by 確認: {truth}", 8.5, maxw=wd * 0.45)
        pdf.line(m, sy + 82, m + 180, sy + 82)
        pdf.text(m, sy + 94, "Signature & Company Chop 簽署及公司印章", 8)
    if pages == 2:
        pdf.text(pdf.w / 2, pdf.h - 24, "Page 2 of 2 第2頁 共2頁", 8, align="c", colour=GREY)
    return pdf.done("zh-Hant", "purchase_order", order, truth, total)


# --------------------------------------------------------------------------- zh-Hant (TW)

TW_AGENCIES = (
    "臺中市立{p}國民中學|新北市政府{u}|國立{p}大學|{p}區戶政事務所|臺南市立{p}國民小學|"
    "桃園市政府{u}|國立{p}高級中學|{p}鄉公所"
)
TW_PLACES_S = "大安 光華 中正 明德 信義 中山 仁愛 民生 復興 建國".split()
TW_UNITS = "工務局 環境保護局 教育局 消防局 社會局".split()


def fit5_tw_gov_caigou(rng: random.Random) -> tuple[bytes, dict]:
    """Taiwanese 採購單 / 訂購單 / 物品採購單 from a public body (a school, a bureau, a district
    office) or a company (A4): the buyer's name and 統一編號 over the title; 採購單號 /
    訂購單號 / 單號 at the right or in the first grid row, beside 請購單號 and 案號 (the tender
    case number) and the ROC date (民國114年3月5日 or 114/03/05); a grid of 廠商名稱 (the
    supplier) with its 統一編號, 負責人, 聯絡人, 電話, 地址, then 採購單位 / 需求單位 (the buyer)
    with its own 統一編號 and 承辦人, 交貨地點 (the buyer's 總務處 or warehouse) and 交貨期限; the
    item grid 項次 / 品名 / 規格 / 單位 / 數量 / 單價 / 複價 / 備註 in whole NT$; 小計 (未稅),
    營業稅 5 %, 總計（含稅） and 新臺幣 大寫 … 元整, or 合計(含稅) with the tax stated as included;
    預算科目 at times; the 承辦人 / 單位主管 / 會計 / 機關首長 stamp row and the 廠商簽章 cell;
    long orders on two pages with 本頁小計."""
    register_cjk_font()
    pdf = Pdf(A4)
    m, d = rng.uniform(34, 50), a_date(rng)
    wd = pdf.w - 2 * m
    gov = rng.random() < 0.6
    none = cjk_no_total(rng)
    sup = tw_firm(rng)
    if gov:
        buyer = pick(rng, TW_AGENCIES).format(p=rng.choice(TW_PLACES_S), u=rng.choice(TW_UNITS))
    else:
        buyer = tw_firm(rng, sup.name).name
        while buyer == sup.name:
            buyer = tw_firm(rng, sup.name).name
    order = number(
        rng, d, "{roc}{m}{d}{n3}|P{roc}-{n4}|{roc}採購字第{n4}號|PO{roc}{m}{n4}|{roc}{m}-{n3}"
    )
    req = number(rng, d, "R{roc}{m}{n4}|請{roc}-{n3}|{roc}{m}{d}{n2}")
    case = number(rng, d, "{roc}A{n3}|{roc}-{n2}-{n3}|TC{roc}{n4}")
    ds = pick(rng, "roc|roc|rocs")
    ban_b, ban_s = str(rng.randint(10000000, 99999999)), str(rng.randint(10000000, 99999999))
    pdf.text(pdf.w / 2, 42, buyer, 15, align="c", bold=True)
    pdf.text(
        pdf.w / 2,
        58,
        f"統一編號：{ban_b}　電話：{tw_tel(rng)}　地址：{tw_addr(rng)}",
        8.2,
        align="c",
        colour=GREY,
        maxw=wd,
    )
    title = pick(rng, "採　購　單|訂　購　單|物品採購單|採購訂單")
    pdf.text(pdf.w / 2, 90, title, 20, align="c", bold=True)
    nlab = pick(rng, "採購單號|訂購單號|單號|採購編號")
    at_top = rng.random() < 0.5
    if at_top:
        pdf.text(pdf.w - m, 90, f"{nlab}：{order}", 9.5, align="r")
        pdf.text(m, 90, f"日期：{fdate(d, ds)}", 9.5)
    y = 104
    slab = pick(rng, "廠商名稱|廠商名稱|供應廠商|廠　　商")
    grid = []
    if not at_top:
        grid.append([nlab, order, "採購日期", fdate(d, ds)])
    grid.append(
        ["請購單號", req, "案　　號", case]
        if rng.random() < 0.6
        else ["案　　號", case, "請購單號", req]
    )
    sup_rows = [
        [slab, sup.name, "統一編號", ban_s],
        ["聯絡人", cperson(rng, "zh-Hant"), "電　　話", tw_tel(rng)],
        ["廠商地址", tw_addr(rng), "傳　　真", tw_tel(rng)],
    ]
    buy_rows = [
        [pick(rng, "採購單位|需求單位|訂購單位"), buyer, "統一編號", ban_b],
        ["承辦人", cperson(rng, "zh-Hant"), "分　　機", str(rng.randint(100, 899))],
        [
            "交貨地點",
            pick(rng, f"{buyer}總務處|{buyer}倉庫|本校總務處|指定地點"),
            "交貨期限",
            fdate(later(rng, d), ds),
        ],
    ]
    if rng.random() < 0.4:
        sup_rows.insert(
            1, ["負責人", cperson(rng, "zh-Hant"), "廠商代號", f"V{rng.randint(10000, 99999)}"]
        )
    grid += buy_rows + sup_rows if rng.random() < 0.35 else sup_rows + buy_rows
    if gov and rng.random() < 0.5:
        grid.append(
            [
                "預算科目",
                pick(rng, "業務費-一般事務費|設備及投資-其他設備|材料及用品費"),
                "付款方式",
                pick(rng, "驗收後30日內付款|月結|分期付款"),
            ]
        )
    widths = rel(wd, [13, 40, 12, 35])
    y = pdf.grid(m, y, widths, grid, head=0, row_h=19, size=9, shade_cols=(0, 2), align="llll")
    head = heads("項次|品名|規格|單位|數量|單價|複價|備註")
    iw = rel(wd, [6, 20, 20, 7, 8, 12, 14, 13])
    row_h = 18
    bottom = pdf.h - 60
    first = int((bottom - y - 14) // row_h) - 1
    two = rng.random() < 0.2
    n = first + rng.randint(2, 8) if two else rng.randint(2, max(2, min(first - 9, 10)))
    lines = make_lines(rng, TW_ITEMS, n, 30, 6000, whole=True)
    body = cells(lines, "#nsuqpa-", whole)
    if none:
        body = [r[:5] + [r[5], "", ""] for r in body]
    net = sum((ln.amount for ln in lines), Decimal(0))
    pages = 2 if two else 1
    if two:
        y = pdf.grid(m, y + 12, iw, [head, *body[:first]], row_h=row_h, size=8.8, align="cllcrrrl")
        sub = sum((ln.amount for ln in lines[:first]), Decimal(0))
        pdf.grid(
            m,
            y,
            [sum(iw[:6]), iw[6], iw[7]],
            [["本頁小計", whole(sub), ""]],
            head=0,
            row_h=row_h,
            size=8.8,
            align="crl",
        )
        pdf.text(pdf.w / 2, pdf.h - 22, "第1頁／共2頁", 8, align="c", colour=GREY)
        pdf.new_page()
        pdf.text(m, 40, f"{title.replace('　', '')}（續）", 11, bold=True)
        pdf.text(pdf.w - m, 40, f"{nlab}：{order}", 9.5, align="r")
        y = pdf.grid(m, 50, iw, [head, *body[first:]], row_h=row_h, size=8.8, align="cllcrrrl")
    else:
        y = pdf.grid(m, y + 12, iw, [head, *body], row_h=row_h, size=8.8, align="cllcrrrl")
    total = None
    if none:
        pdf.text(m, y + 18, "※ 本案採單價決標，總價依實際驗收數量計算。", 9.5)
        y += 26
    else:
        incl = rng.random() < 0.3
        if incl:
            total = net
            rows = [[pick(rng, "合計(含稅)|總價(含稅)|總計(含稅)"), f"新臺幣 {whole(total)} 元"]]
        else:
            vat = (net * Decimal("0.05")).quantize(Decimal(1), ROUND_HALF_UP)
            total = net + vat
            rows = [
                [pick(rng, "小計(未稅)|合計(未稅)|小計"), whole(net)],
                ["營業稅 5%", whole(vat)],
                [pick(rng, "總計(含稅)|總計（含稅）|總　計"), f"NT${whole(total)}"],
            ]
        y = pdf.grid(
            m + sum(iw[:5]),
            y,
            [iw[5] + iw[6] * 0.4, iw[6] * 0.6 + iw[7]],
            rows,
            head=0,
            row_h=row_h,
            size=9,
            align="cr",
            shade_cols=(0,),
        )
        pdf.text(m, y + 18, f"總價新臺幣（大寫）：{daxie(total, trad=True)}", 9.5)
        y += 26
    notes = [
        "一、廠商請於發票上註明本採購單號及統一編號。",
        f"二、交貨驗收合格後，{pick(rng, '檢附發票及本單影本請款|依約辦理付款')}。",
        "三、逾期交貨每日按總價千分之一計罰。",
    ]
    y = kv(pdf, m, y + 14, notes, 8.5, 1.55)
    sy = max(y + 8, pdf.h - 118)
    if sy + 80 > pdf.h - 10:
        pdf.new_page()
        pages += 1
        sy = 60
    caps = heads("承辦人|單位主管|會計|機關首長" if gov else "經辦|主管|會計|總經理")
    caps.append("廠商簽章")
    y = pdf.grid(m, sy, [wd / 5] * 5, [caps], row_h=18, size=9)
    pdf.grid(m, y, [wd / 5] * 5, [[""] * 5], head=0, row_h=46)
    if pages == 2:
        pdf.text(pdf.w / 2, pdf.h - 22, "第2頁／共2頁", 8, align="c", colour=GREY)
    return pdf.done("zh-Hant", "purchase_order", order, sup.name, total)


# --------------------------------------------------------------------------- ja

JA_PARTS = [
    ("ブラケット", "SS400 t3.2 曲げ加工", "個", 180, 1800),
    ("シャフト", "S45C φ20×150 焼入れ", "本", 900, 6500),
    ("カバー", "SPCC t1.0 粉体塗装", "個", 350, 2800),
    ("プレート", "A5052 t5 アルマイト", "枚", 600, 4200),
    ("スペーサー", "SUS304 φ12×8", "個", 40, 320),
    ("樹脂ギヤ", "POM m1.0 z30", "個", 120, 900),
    ("ハーネス", "UL1007 AWG22 L=300", "本", 250, 1600),
    ("プリント基板", "FR-4 2層 実装込み", "枚", 1800, 12000),
    ("六角穴付ボルト", "M6×20 SUS", "本", 8, 40),
    ("ベアリング", "6204ZZ", "個", 300, 1200),
    ("ダイカスト筐体", "ADC12 切削仕上げ", "個", 2200, 9800),
    ("ゴムパッキン", "NBR 70° φ40", "個", 30, 260),
]


def fit5_ja_seizou_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    """A manufacturer's 注文書 to a parts vendor (A4): 注文書 / 注 文 書 / 発注書（注文書）
    centred; 注文番号, 注文日 (令和 or slash dates) and at times 見積番号 (the vendor's
    quotation) at the right; the vendor at the left as 「… 御中」 under a 仕入先 / 取引先 caption
    at times, with its 仕入先コード; the buyer's name, address, TEL / FAX, 購買部 and 担当 at
    the right over a red 角印; 下記の通り注文いたします; a grid of 納入場所 (the buyer's plant
    and warehouse), 納期, 支払条件, 検査方法; No. / 品番 / 品名 / 仕様 / 数量 / 単位 / 単価 /
    金額 / 納期 lines (図番 at times); 小計 / 消費税（10%） / 合計金額 under the table, with a
    ご注文金額（税込） box at the top now and then; 備考; at times a 注文請書 tear-off below a
    切り取り線 addressed to the buyer (「… 御中」) with the 注文番号, the 合計金額 and the vendor's
    name to sign and seal; long orders on two pages with 次頁へ続く."""
    register_cjk_font()
    pdf = Pdf(A4)
    m, d = rng.uniform(36, 50), a_date(rng)
    wd = pdf.w - 2 * m
    sup, none = ja_firm(rng), cjk_no_total(rng)
    buyer = ja_firm(rng, sup.name)
    while buyer.name == sup.name:
        buyer = ja_firm(rng, sup.name)
    order = number(rng, d, "{y}{m}-{n4}|PO-{Y}{m}-{n3}|{n7}|H{y}{m}{d}{n2}|注{y}-{n4}")
    quote = number(rng, d, "M{y}-{n4}|見{n5}|Q{n6}")
    ys = rng.randrange(3)
    ds = pick(rng, "reiwa|cn|slash")
    title = pick(rng, "注　文　書|注文書|発注書（注文書）|注 文 書")
    pdf.text(pdf.w / 2, 50, title, 20, align="c", bold=True)
    refs = [f"注文番号：{order}", f"注文日：{fdate(d, ds)}"]
    if rng.random() < 0.6:
        refs.insert(rng.choice([1, 2]), f"{pick(rng, '見積番号|貴社見積No.|御見積番号')}：{quote}")
    if rng.random() < 0.3:
        refs.append("ページ：1/1")
    kv(pdf, pdf.w - m, 76, refs, 9, 1.6, align="r")
    y = 130
    cap = pick(rng, "仕入先|取引先|発注先|")
    if cap:
        pdf.text(m, y - 20, cap, 8.5, colour=GREY)
    hon = pick(rng, "御中|御中|殿")
    pdf.text(m, y, f"{sup.name}　{hon}", 14, maxw=wd * 0.52)
    pdf.line(m, y + 6, m + wd * 0.52, y + 6, lw=0.8)
    if rng.random() < 0.6:
        pdf.text(m, y + 20, f"仕入先コード：{rng.randint(10000, 99999)}", 8.5, colour=GREY)
    bx = m + wd * 0.6
    iss = [
        ja_addr(rng),
        f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}",
        f"{pick(rng, '購買部|資材部|調達課')}　担当：{cperson(rng, 'ja')}",
    ]
    pdf.text(bx, y - 8, buyer.name, 12, bold=True, maxw=pdf.w - m - bx - 30)
    kv(pdf, bx, y + 8, iss, 8, 1.6, maxw=pdf.w - m - bx - 10)
    pdf.stamp(pdf.w - m - 22, y + 10, buyer.name, rng, shape="square", r=22)
    y += 40
    pdf.text(m, y, "下記の通り注文いたします。", 9.5)
    row_h = 18
    head = heads("No.|品番|品名|仕様|数量|単位|単価|金額|納期")
    iw = rel(wd, [5, 12, 14, 20, 7, 6, 10, 13, 12])
    box_amt = rng.random() < 0.4
    grid = [
        [
            "納入場所",
            f"{buyer.name} {pick(rng, '本社工場|第二工場|物流センター')}"
            f"{pick(rng, ' 資材倉庫| 受入検査場|')}",
        ],
        ["納　　期", f"{fdate(later(rng, d), ds)}" + pick(rng, "|（分納可）| 必着")],
        ["支払条件", pick(rng, "月末締め翌月末払い|20日締め翌月10日払い|検収後30日以内振込")],
    ]
    if rng.random() < 0.5:
        grid.append(["検査方法", pick(rng, "受入検査（抜取）|全数検査|成績書添付")])
    gy = y + 12
    gw = wd * (0.6 if box_amt else 1.0)
    y = pdf.grid(
        m, gy, [72, gw - 72], grid, head=0, shade_cols=(0,), row_h=row_h, size=9, align="ll"
    )
    bottom = pdf.h - 60
    first = int((bottom - y - 14) // row_h) - 1
    two = rng.random() < 0.2
    tear = rng.random() < 0.45
    room_ = 260 if tear else 150
    n = (
        first + rng.randint(2, 8)
        if two
        else rng.randint(2, max(2, min(10, int((bottom - room_ - y) // row_h) - 2)))
    )
    rows, amts = [], []
    for i in range(n):
        name, spec, unit, lo, hi = rng.choice(JA_PARTS)
        qty = (
            rng.choice([10, 20, 50, 100, 200, 300, 500, 1000])
            if hi < 2000
            else rng.choice([1, 2, 5, 10, 20, 50])
        )
        price = Decimal(rng.randint(lo, hi))
        if rng.random() < 0.3 and hi < 1000:
            price += Decimal(rng.choice([5, 50])) / 100
        amt = (price * qty).quantize(Decimal(1), ROUND_HALF_UP)
        amts.append(amt)
        pn = f"{rng.choice('ABCDKT')}{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
        due = later(rng, d, 10, 60)
        rows.append(
            [
                str(i + 1),
                pn,
                name,
                spec,
                f"{qty:,}",
                unit,
                "" if none else (f"{price:,.2f}" if price % 1 else whole(price)),
                "" if none else whole(amt),
                f"{due.month}/{due.day}",
            ]
        )
    sub = sum(amts, Decimal(0))
    ctax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub + ctax
    if box_amt:
        bxx = m + gw + 10
        bw_ = wd - gw - 10
        pdf.rect(bxx, gy, bw_, row_h * 2, fill=SHADE, stroke=None)
        pdf.rect(bxx, gy, bw_, row_h * 4)
        pdf.text(bxx + bw_ / 2, gy + 14, "ご注文金額（税込）", 9, align="c")
        fig = "別途" if none else yen(total, ys)
        pdf.text(bxx + bw_ - 6, gy + row_h * 3 + 6, fig, 13, align="r", bold=True)
    pages = 2 if two else 1
    if two:
        y = pdf.grid(m, y + 10, iw, [head, *rows[:first]], row_h=row_h, size=8.3, align="clllrcrrc")
        pdf.text(pdf.w - m, y + 14, "次頁へ続く", 9, align="r")
        pdf.new_page()
        pdf.text(m, 40, f"{title.replace('　', '').replace(' ', '')}（2/2）", 11, bold=True)
        pdf.text(pdf.w - m, 40, f"注文番号：{order}", 9.5, align="r")
        pdf.text(m, 56, f"{sup.name}　{hon}", 9.5)
        y = pdf.grid(m, 64, iw, [head, *rows[first:]], row_h=row_h, size=8.3, align="clllrcrrc")
    else:
        y = pdf.grid(m, y + 10, iw, [head, *rows], row_h=row_h, size=8.3, align="clllrcrrc")
    if not none:
        figs = [
            ["小　　計", whole(sub)],
            ["消費税（10%）", whole(ctax)],
            [pick(rng, "合計金額|合　　計|総合計"), yen(total, ys)],
        ]
        y = pdf.grid(
            m + sum(iw[:6]),
            y,
            [iw[6] + iw[7] * 0.3, iw[7] * 0.7 + iw[8]],
            figs,
            head=0,
            row_h=row_h,
            size=9,
            align="cr",
            shade_cols=(0,),
        )
    else:
        pdf.text(m, y + 16, "金額：単価契約につき別途精算", 9.5)
        y += 20
    note = pick(
        rng,
        "納品書・請求書には必ず注文番号をご記入ください。|検査成績書を添付のこと。|"
        "梱包は弊社指定の通い箱を使用してください。",
    )
    pdf.rect(m, y + 10, wd, 30)
    pdf.text(m + 6, y + 29, f"備考：{note}", 8.8, maxw=wd - 12)
    y += 44
    if tear:
        ty = max(y + 14, pdf.h - 210)
        if ty + 190 > pdf.h:
            pdf.new_page()
            pages += 1
            ty = 60
        pdf.line(m - 10, ty, pdf.w - m + 10, ty, lw=0.5, colour=GREY)
        pdf.text(pdf.w / 2, ty + 10, "- - - - 切り取り線 - - - -", 7, align="c", colour=GREY)
        pdf.text(pdf.w / 2, ty + 34, "注　文　請　書", 16, align="c", bold=True)
        pdf.text(m, ty + 60, f"{buyer.name}　御中", 11)
        pdf.text(m, ty + 80, "下記の通りご注文をお請けいたします。", 9)
        amt_txt = "別途精算" if none else f"{yen(total, ys)}（税込）"
        kv(
            pdf,
            m,
            ty + 100,
            [f"注文番号：{order}", f"合計金額：{amt_txt}", f"注文日：{fdate(d, ds)}"],
            9,
            1.6,
        )
        bx2 = m + wd * 0.55
        kv(
            pdf,
            bx2,
            ty + 100,
            [
                "請書日：　　年　　月　　日",
                "住　所：",
                f"会社名：{sup.name}",
                "代表者：　　　　　　　　　　印",
            ],
            9,
            1.8,
            maxw=pdf.w - m - bx2,
        )
    return pdf.done("ja", "purchase_order", order, sup.name, None if none else total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        fit5_us_construction_subcontract_po,
        fit5_uk_nhs_trust_po,
        fit5_za_po,
        fit5_es_pedido_retail,
        fit5_it_ordine_fornitore_industria,
        fit5_fr_commande_industrie,
        fit5_de_rahmenabruf,
        fit5_be_nl_factuur,
        fit5_zh_caigou_dan_shouxie,
        fit5_hk_po_bilingual,
        fit5_tw_gov_caigou,
        fit5_ja_seizou_chumonsho,
    )
}

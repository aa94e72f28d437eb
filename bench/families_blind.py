"""Ten layout families of purchase orders, an invoice and an order confirmation for a blind,
frozen test split: en-US, en-IN, de, fr, es, sv, zh-Hans (two), zh-Hant and ja.

`FAMILIES` maps a family name (all start with `blind_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py and families_cjk.py, whose pools and drawing helpers they reuse. They
were written blind: drawn with reportlab and checked only by reading their own text layer back
and looking at rendered pages, never run through the extraction engine, its validation or its
calibration, and no engine output on them was looked at. They are plain text-layer PDFs;
bench/families.py may scan a share of them later.

en-US (a blanket-release PO from a plant: the number beside the title, in a boxed grid or
under P.O. No. in a reference row; the vendor block followed at once by SHIP VIA / F.O.B. /
FAX), en-IN (a GST purchase order: To, M/s., PO No. of the Indian ABC/PUR/24-25/0417 shape
beside indent and quotation numbers, CGST+SGST or IGST, Round Off, the total in words with
lakh and crore), de (an SAP-style Bestellung: Pos. 00010 items over two lines with a price per
100 and conditions under them, a framework contract and call-off number, at times only the
Gesamtnettowert), fr (a seller's facture quoting the buyer's bon de commande, Total TTC then
Acompte and Net à payer), es (a Spanish hospital/public pedido with DIR3 codes and an
expediente number, IVA by rate and the total in words), sv (an inköpsorder with Vår/Er
referens, Sida 1 (2), öresavrundning), zh-Hans (a 采购订单 whose vendor block sits under a bare
供应商 heading with 交货地点 right after it and 价税合计 as the table's last row, 预付款/尾款; a
landscape 委外加工订单 for a subcontractor, 受托方 in a party grid, 生产工单号 and 图号 beside the
order number), zh-Hant (a Taiwan 訂單確認書 from the seller with 貴公司採購單號, 民國 dates,
NT$ integers, 已收訂金 and 尾款) and ja (a 注文書 with 仕入先 in a labelled box, the number under
発注番号 in a header row, 様/殿 after the name, 注文請書 request).

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
invoice and the confirmation the customer's order number); supplier the selling party's name
exactly as printed (never the buyer, ship-to, bill-to or a contact person; without honorifics
such as M/s., 様, 殿 or 御中, which are printed beside it); total the grand total as "1234.50"
(tax included where stated; the rounded figure where the document rounds it; before any
deposit or balance; "" when the document deliberately states none).
"""

from __future__ import annotations

import random
import sys
import unicodedata
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_cjk import (  # noqa: E402
    GREY,
    JA_ITEMS,
    RED,
    SHADE,
    TW_ITEMS,
    ZH_ITEMS,
    Pdf,
    a_date,
    cells,
    daxie,
    fdate,
    heads,
    ja_addr,
    ja_firm,
    ja_tax,
    ja_tel,
    kv,
    later,
    make_lines,
    mobile,
    number,
    paged,
    person,
    rel,
    total_of,
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
from families_latin import (  # noqa: E402
    DESC,
    NOTE,
    UNITS,
    Doc,
    Fmt,
    block,
    cents,
    cols,
    dfmt,
    digits,
    email,
    frame,
    items,
    line_discounts,
    money,
    party,
    phone,
    pick,
    place,
    result,
    sum_rows,
    sums,
)
from families_latin import person as lperson  # noqa: E402
from families_latin2 import bar, plan, snug  # noqa: E402

CJK_DOC = tuple[bytes, dict]

# --------------------------------------------------------------------------- content

# Regions the Latin modules lack: supplier name templates ({L}/{L2} surnames, {S} sector,
# {X} regional stem, {F} legal form), buyers ({C} city), streets and cities as "name=postal
# line" ('#' a digit, '@' a letter), phone patterns, first and last names.
REG: dict[str, dict[str, str]] = {
    "in": {
        "tpl": "{L} {S}{F}|{X} {S}{F}|Shree {X} {S}{F}|{L} & Sons{F}|{X} {S}",
        "last": "Sharma|Patel|Agarwal|Mehta|Kulkarni|Reddy|Iyer|Joshi|Desai|Bansal|Malhotra",
        "sect": "Engineering Works|Industries|Enterprises|Polymers|Fasteners|Electricals|"
        "Tools & Hardware|Packaging|Hydraulics|Safety Solutions|Auto Components",
        "stems": "Sai|Ganesh|Bharat|Deccan|Sahyadri|Kaveri|Narmada|Hindustan|Mahalaxmi|Om",
        "forms": " Pvt. Ltd.| Private Limited| LLP| Pvt Ltd",
        "buy": "{C} Auto Components Pvt. Ltd.|{C} Forgings Limited|{C} Pharma Pvt. Ltd.|"
        "{C} Municipal Corporation|{C} Textiles Ltd.|{C} Agro Foods Pvt. Ltd.",
        "streets": "Plot No. ##, MIDC Bhosari|Survey No. ###/#, Sector ##|Shed No. #, "
        "Industrial Estate|##, GIDC Phase II|Unit ##, Peenya Industrial Area|"
        "Gat No. ###, Chakan Road",
        "cities": "Pune=Pune - 411 0##, Maharashtra=27|Chennai=Chennai - 600 0##, Tamil Nadu=33|"
        "Ahmedabad=Ahmedabad - 382 4##, Gujarat=24|Bengaluru=Bengaluru - 560 0##, "
        "Karnataka=29|Faridabad=Faridabad - 121 00#, Haryana=06|"
        "Nashik=Nashik - 422 0##, Maharashtra=27|Coimbatore=Coimbatore - 641 0##, "
        "Tamil Nadu=33",
        "phone": "+91 98### #####|020-2###-####|+91 44 2### ####",
        "first": "Rajesh|Priya|Amit|Sunita|Vikram|Anjali|Suresh|Deepa|Rahul|Kavita|Sanjay",
        "lastp": "Sharma|Patil|Iyer|Reddy|Nair|Gupta|Desai|Kulkarni|Mehta|Joshi|Verma",
    },
    "se": {
        "tpl": "{L} {S}{F}|{X} {S}{F}|{L} & {L2}{F}|{X}{S2}{F}",
        "last": "Lindqvist|Johansson|Bergström|Nilsson|Sandberg|Holm|Engström|Lundgren|Ek|Ström",
        "sect": "Industriservice|Verktyg|Elgrossist|Förpackningar|Hydraulik|Laboratorieteknik|"
        "Kontorsmaterial|Fästelement|Skyddsutrustning",
        "s2": "teknik|verken|industri|el",
        "stems": "Norrlands|Mälardalens|Västkust|Bergslagens|Skåne|Norden|Göta|Svea|Vänern",
        "forms": " AB| AB| Aktiebolag| HB",
        "buy": "{C} kommun|Region {C}|{C} Energi AB|{C} Vatten AB|{C}s universitet|{C} Bostäder AB",
        "streets": "Industrigatan ##|Storgatan #|Verkstadsvägen ##|Hamngatan ##|Box ###|"
        "Fabriksgatan #",
        "cities": "Västerås=7## ## Västerås|Örebro=70# ## Örebro|Linköping=58# ## Linköping|"
        "Umeå=90# ## Umeå|Gävle=80# ## Gävle|Jönköping=55# ## Jönköping|"
        "Borås=50# ## Borås",
        "phone": "0##-## ## ##|0##-### ## ##|+46 ## ### ## ##",
        "first": "Anna|Erik|Maria|Lars|Karin|Johan|Sofia|Per|Eva|Mikael|Linnea",
        "lastp": "Andersson|Karlsson|Nilsson|Eriksson|Larsson|Olsson|Persson|Svensson|Lind",
    },
}
# The families_latin.py catalogue (same order) in Swedish.
DESC_SV = (
    "Sexkantskruv M8x40 förzinkad, 100 st/ask|Nitrilhandskar, stl L (100/ask)|"
    "Kopieringspapper A4 80 g, 5 paket|Skyddsglasögon, klara|Buntband 300 mm svart "
    '(100 st)|Kulventil 1" mässing|LED-panel 600 x 600, 40 W|Tonerkassett svart, hög '
    "kapacitet|Sträckfilm 500 mm x 300 m|Kullager 6204-2RS|HSS-borrsats, 19 delar|"
    'Dvärgbrytare 1P 16 A|Wellpappkartong 400 x 300 x 300|Hydraulslang 1/2" x 2 m|'
    "Centrifugalpump 0,75 kW|Kalibrering på plats (tjänst)"
)
UNITS_SV = "st|ask|fp|krt"  # one per unit of UNITS["en"]
HSN = [
    "7318",
    "4015",
    "4802",
    "9004",
    "3926",
    "8481",
    "9405",
    "8443",
    "3920",
    "8482",
    "8207",
    "8536",
    "4819",
    "4009",
    "8413",
    "9987",
]  # per item of the catalogue


def firm(rng: random.Random, region: str, role: str) -> tuple[str, list[str], str]:
    """A company name, two address lines and the region's state code ('' where none):
    role 'sup' (seller) or 'buy'."""
    r = REG[region]
    city, line, *code = pick(rng, r["cities"]).split("=")
    lines = [digits(rng, pick(rng, r["streets"])), digits(rng, line)]
    if role == "buy":
        return pick(rng, r["buy"]).format(C=city), lines, "".join(code)
    l1, l2 = rng.sample(r["last"].split("|"), 2)
    name = pick(rng, r["tpl"]).format(
        L=l1,
        L2=l2,
        S=pick(rng, r["sect"]),
        S2=pick(rng, r.get("s2", "")),
        X=pick(rng, r["stems"]),
        F=pick(rng, r["forms"]),
    )
    return name, lines, "".join(code)


def who(rng: random.Random, region: str) -> str:
    return f"{pick(rng, REG[region]['first'])} {pick(rng, REG[region]['lastp'])}"


def tel(rng: random.Random, region: str) -> str:
    return digits(rng, pick(rng, REG[region]["phone"]))


def inr(v: Decimal) -> str:
    """Indian grouping: 1,23,45,678.50."""
    s = f"{cents(v):.2f}"
    whole_part, frac = s.split(".")
    neg = whole_part.startswith("-")
    whole_part = whole_part.lstrip("-")
    head, tail = whole_part[:-3], whole_part[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    out = ",".join(groups + [tail]) if groups else tail
    return f"{'-' if neg else ''}{out}.{frac}"


_EN = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_EN_T = "- - twenty thirty forty fifty sixty seventy eighty ninety".split()


def _en99(n: int) -> str:
    if n < 20:
        return _EN[n]
    return _EN_T[n // 10] + (f"-{_EN[n % 10]}" if n % 10 else "")


def _en999(n: int) -> str:
    out = [f"{_EN[n // 100]} hundred"] if n >= 100 else []
    if n % 100:
        out.append(_en99(n % 100))
    return " ".join(out)


def rupees(v: Decimal) -> str:
    """'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Paise Fifty Only'."""
    n = int(cents(v) * 100)
    r, p = n // 100, n % 100
    parts = []
    for div, name in ((10**7, "crore"), (10**5, "lakh"), (10**3, "thousand")):
        if r >= div:
            parts.append(f"{_en999(r // div)} {name}")
            r %= div
    if r or not parts:
        parts.append(_en999(r) if r else "zero")
    words = " ".join(parts)
    paise = f" and Paise {_en99(p).title()}" if p else ""
    return f"Rupees {words.title()}{paise} Only"


_ES = (
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce "
    "quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés "
    "veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve"
).split()
_ES_T = "- - - treinta cuarenta cincuenta sesenta setenta ochenta noventa".split()
_ES_C = (
    "- ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos "
    "ochocientos novecientos"
).split()


def _es999(n: int, apocope: bool = False) -> str:
    if n == 100:
        return "cien"
    out = [_ES_C[n // 100]] if n >= 100 else []
    r = n % 100
    if r:
        w = _ES[r] if r < 30 else _ES_T[r // 10] + (f" y {_ES[r % 10]}" if r % 10 else "")
        if apocope and w.endswith("uno"):
            w = w[:-1]
        w = "veintiún" if apocope and r == 21 else w
        out.append(w)
    return " ".join(out)


def en_letras(v: Decimal) -> str:
    """'mil doscientos treinta y cuatro euros con cincuenta céntimos'."""
    n = int(cents(v) * 100)
    e, c = n // 100, n % 100
    words = []
    if e >= 10**6:
        k = e // 10**6
        words.append("un millón" if k == 1 else f"{_es999(k, True)} millones")
        e %= 10**6
    if e >= 1000:
        k = e // 1000
        words.append("mil" if k == 1 else f"{_es999(k, True)} mil")
        e %= 1000
    if e or not words:
        words.append(_es999(e, True) if e else "cero")
    out = " ".join(words) + " euros"
    return out + (f" con {_es999(c)} céntimos" if c else "")


def sv_items(rng: random.Random, n: int, fm: Fmt) -> list[dict]:
    """Item rows as families_latin.items, in Swedish."""
    rows = items(rng, "en", n, fm)
    en_desc, en_units = DESC["en"].split("|"), UNITS["en"].split("|")
    for r in rows:
        r["desc"] = DESC_SV.split("|")[en_desc.index(r["desc"])]
        r["unit"] = UNITS_SV.split("|")[en_units.index(r["unit"])]
    return rows


def rate_s(k: Decimal) -> str:
    """A tax rate the French way: 20, 5,5."""
    s = f"{k:f}"
    return (s.rstrip("0").rstrip(".") if "." in s else s).replace(".", ",")


def slug(name: str) -> str:
    """A mail domain stem from a company name: 'Västerås Energi AB' -> 'vasterasenergi'."""
    word = "".join(w for w in name.split()[:2] if w not in ("AB", "kommun", "Region"))
    word = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()
    return "".join(ch for ch in word.lower() if ch.isalnum()) or "info"


def footer_page(d: Doc, n: int, pages: int, text: str = "Page {n} of {p}") -> None:
    d.t(d.w / 2, d.h - 22, text.format(n=n, p=pages), 7, al="c", grey=0.35)


# --------------------------------------------------------------------------- en-US


def blind_us_release_po(rng: random.Random) -> tuple[bytes, dict]:
    """US plant's release against a blanket agreement (Letter): buyer letterhead (with an
    initials logo at times) left; the number beside the title (PURCHASE ORDER 208280-X1572-1),
    else in a boxed header grid or under P.O. No. in a reference row, always among the blanket
    agreement, release, requisition and quote numbers; the vendor block under VENDOR / Vendor /
    SUPPLIER / To (bar, side or plain) or unlabelled, followed at once by SHIP VIA / F.O.B. /
    FAX / vendor number fields; Ship To (at times c/o a logistics company) and Bill To blocks
    with the buyer's name; buyer and requester contacts; a part table with REV and NEED DATE
    that may run onto page 2 (Page n of 2, PO number repeated); totals either as the table's
    last row or as Merchandise Subtotal / Freight / Sales Tax / PO Total-style labels, with a
    blanket balance (released to date, remaining) beside them; buyer authorisation and a
    supplier acknowledgement box."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|times|helv", 32, 46)
    fm, fd = money("en"), money("en", "$")
    (sup, sadr), (buyer, badr) = party(rng, "us", "sup"), party(rng, "us", "buy")
    plant = pick(rng, "Plant 2|Plant 3|Main Plant|Assembly Plant|North Campus|Facilities")
    po = rng.choice(
        [
            digits(rng, "######-@####-#"),
            digits(rng, "45########"),
            f"{digits(rng, 'PO######')}-R{rng.randint(1, 12):02d}",
            f"{digits(rng, 'BPA####')}-{rng.randint(1, 40):03d}",
        ]
    )
    rel_no = str(rng.randint(1, 24))
    bpa = digits(rng, pick(rng, "BA-#####|CTR-####-##|MSA-####"))
    req = digits(rng, pick(rng, "REQ-######|R######"))
    quote = digits(rng, pick(rng, "Q######|QT-#####"))
    where = pick(rng, "title|title|grid|row")
    ds = pick(rng, "us|usl|mon")
    buyer_p, req_p = lperson(rng, "en"), lperson(rng, "en")
    initials = "".join(s[0] for s in buyer.split()[:2] if s[0].isalpha()).upper()
    logo = rng.random() < 0.5
    if logo:
        d.box(m, 24, 36, 36, fill=0.25, stroke=False)
        d.t(m + 18, 47, initials, 12, b=True, al="c", grey=1)
    lx = m + (44 if logo else 0)
    title = "PURCHASE ORDER" + (f" {po}" if where == "title" else "")
    tsize = 15 if where == "title" else 17
    room = x2 - d.width(title, tsize, True) - lx - 16
    d.t(lx, 36, buyer, snug(d, [buyer], room, 12), b=True)
    d.t(lx, 48, f"{plant} · {badr[0]} · {badr[1]}", 7.5, maxw=room)
    d.t(lx, 58, f"Tel {phone(rng, 'us')} · {email(rng, buyer, 'us', 'purchasing')}", 7.5, maxw=room)
    d.t(x2, 40, title, tsize, b=True, al="r")
    d.t(
        x2,
        53,
        pick(rng, "Blanket Release|Release Against Blanket Agreement|Scheduled Release"),
        8,
        al="r",
        grey=0.3,
    )
    d.line(m, 68, x2, 68, 1.2)
    y = 78
    if where == "row":
        refs = [
            ("po", pick(rng, "P.O. No.|PO #|Order Number")),
            ("dt", "Order Date"),
            ("rel", "Release"),
            ("bpa", "Blanket Agreement"),
            ("req", "Requisition No."),
        ]
        if rng.random() < 0.4:
            refs[0], refs[1] = refs[1], refs[0]
        vals = {"po": po, "dt": dfmt(dt, ds), "rel": rel_no, "bpa": bpa, "req": req}
        y = d.table(m, y, [(k, h, w / 5, "l") for k, h in refs], [vals], shade=0.9, size=8.5)
    else:
        cells_ = [
            ("ORDER DATE", dfmt(dt, ds)),
            ("RELEASE NO.", rel_no),
            ("BLANKET AGREEMENT", bpa),
            ("REQUISITION", req),
            ("YOUR QUOTE", quote),
        ]
        if where == "grid":
            cells_.insert(rng.choice([0, 0, 2]), ("P.O. NUMBER", po))
            cells_.pop()
        y = d.grid(m, y, [w / 5] * 5, [c[0] for c in cells_], [c[1] for c in cells_], 8.5)
    y += 12
    bw = w / 2 - 10
    vend = [sup] + sadr + ([f"Attn: {lperson(rng, 'en')}"] if rng.random() < 0.5 else [])
    vstyle = pick(rng, "bar|side|plain|under|none")
    if vstyle == "none":
        y1 = d.lines(m, y, vend, snug(d, vend, bw, 9), b_first=True)
    else:
        lab = pick(rng, "VENDOR|Vendor|SUPPLIER|To") + ("" if vstyle == "bar" else ":")
        gap = d.width(lab, 8.5, True) + 8 if vstyle == "side" else 6
        y1 = block(d, m, y, lab, vend, style=vstyle, w=bw, size=snug(d, vend, bw - gap, 8.5))
    after = [
        (
            "SHIP VIA:",
            pick(rng, "UPS Ground|FedEx Freight|Best Way|Customer Truck|LTL - Prepaid & Add"),
        ),
        ("F.O.B.:", pick(rng, "Destination|Origin|Shipping Point")),
        ("FAX:", phone(rng, "us")),
        ("VENDOR NO.:", digits(rng, "V#####")),
    ]
    if rng.random() < 0.5:
        after[0], after[2] = after[2], after[0]
    y1 = d.kv(m, y1 + 5, after[: rng.randint(2, 4)], 72, 8)
    ship = [buyer, pick(rng, "Attn: Receiving, Dock 4|Receiving - Bldg 2|Stores Dept.")]
    if rng.random() < 0.3:
        ship = [
            f"c/o {pick(rng, 'Keystone|Summit|Pioneer|Lakeshore')} Logistics LLC",
            f"for {buyer}",
        ]
    ship += place(rng, "us")[1]
    bill = ["Accounts Payable", buyer] + badr + [f"Invoices: {email(rng, buyer, 'us', 'ap')}"]
    y2 = block(
        d, m + w / 2 + 10, y, "SHIP TO:", ship, w=bw, style="plain", size=snug(d, ship, bw, 8.5)
    )
    y2 = block(
        d,
        m + w / 2 + 10,
        y2 + 6,
        "BILL TO:",
        bill,
        w=bw,
        style="plain",
        size=snug(d, bill, bw, 8.5),
        b_first=False,
    )
    y = max(y1, y2) + 8
    d.t(m, y + 8, f"Buyer: {buyer_p}   Tel {phone(rng, 'us')}   Requested by: {req_p}", 8)
    spec = [
        ("pos", "LINE", 5, "c"),
        ("code", "PART NUMBER", 13, "l"),
        ("rev", "REV", 4, "c"),
        ("desc", "DESCRIPTION", 34, "l"),
        ("qty", "QTY", 6, "r"),
        ("unit", "UOM", 5, "c"),
        ("need", "NEED DATE", 10, "c"),
        ("price", "UNIT PRICE", 10, "r"),
        ("amount", "EXTENDED", 12, "r"),
    ]
    if rng.random() < 0.4:
        spec[4], spec[5] = spec[5], spec[4]
    if rng.random() < 0.3:
        spec.insert(3, spec.pop(6))
    lastrow = not nt and rng.random() < 0.3
    top, bottom, lead = y + 18, d.h - 52, 13.0
    n, pages = plan(rng, top, bottom, lead, 250, 0.3)
    footer_page(d, 1, pages)
    rows = items(rng, "en", n, fm)
    for r in rows:
        r["rev"] = pick(rng, "A|B|C|-|01")
        r["need"] = dfmt(dt + timedelta(rng.randint(7, 60)), "us" if ds != "mon" else "mon")
    total = sum((r["amt"] for r in rows), Decimal(0))
    page = [1]

    def cont(i: int) -> float:
        d.t(x2, bottom + 12, "Continued on next page", 7.5, al="r", grey=0.3)
        d.new_page()
        page[0] += 1
        footer_page(d, page[0], pages)
        d.t(m, 40, buyer, 10, b=True)
        d.t(x2, 40, f"P.O. {po}   Release {rel_no}", 10, b=True, al="r")
        d.line(m, 48, x2, 48, 0.8)
        return 60

    body = list(rows)
    if lastrow:
        body.append(
            {
                "desc": pick(rng, "TOTAL ORDER VALUE|PO TOTAL|ORDER TOTAL"),
                "amount": fd(total),
                "_b": True,
                "_fill": 0.88,
            }
        )
    y = d.table(
        m,
        top,
        cols(spec, w, nt),
        body,
        size=7.5,
        lead=lead,
        shade=0.82,
        grid=rng.random() < 0.5,
        bottom=bottom,
        cont=cont,
    )
    if nt:
        y = d.para(m, y + 10, NOTE["en"], 8.5, w)
    elif not lastrow:
        s = sums(rng, rows, "0|0|6|7.25|8.25", ship=0.5, disc=0.1)
        taxl = "" if not s.rate else "Sales Tax {r}%"
        tl = pick(rng, "PO Total|Total Order Value|Order Total|Grand Total (USD)")
        out = sum_rows(s, f"Merchandise Subtotal|Discount|Freight|{taxl}|{tl}", fm, fd)
        total = s.total
        y3 = d.summary(x2 - 190, x2 - 4, y + 6, out, 8.5, box_last=True)
        if not s.rate:
            d.t(m, y + 18, digits(rng, "Tax exempt - certificate no. ##-#######"), 7.5)
        if rng.random() < 0.6:
            cap = cents(total * rng.choice([4, 5, 8, 10]) + rng.randint(0, 5000))
            done = cents(total * rng.randint(1, 3))
            d.kv(
                m,
                y + 28,
                [
                    ("Blanket value:", fd(cap)),
                    ("Released to date (incl. this):", fd(done + total)),
                    ("Remaining on agreement:", fd(cap - done - total)),
                ],
                140,
                7.5,
                b_label=False,
            )
        y = max(y3, y + 70)
    if lastrow:
        y += 6
    y = d.para(
        m,
        y + 10,
        f"This release is issued under blanket agreement {bpa} and its terms. "
        "Our P.O. number and release number must appear on all invoices, packing lists "
        "and bills of lading. Notify the buyer of any delay at once.",
        7,
        w,
        grey=0.3,
    )
    by = max(y + 12, d.h - 160)
    role = pick(rng, "Buyer|Senior Buyer|Purchasing Manager")
    d.t(m, by + 10, f"Authorized by: {buyer_p}, {role}", 8)
    d.box(m, by + 20, w, 90)
    d.t(
        m + 6,
        by + 33,
        pick(rng, "SUPPLIER ACKNOWLEDGEMENT|Supplier acknowledgement|VENDOR ACCEPTANCE"),
        9,
        b=True,
    )
    d.para(
        m + 6,
        by + 39,
        "Sign and return within 2 working days to confirm price, quantity "
        "and need dates. Shipment against this release constitutes acceptance.",
        7.5,
        w - 12,
    )
    d.sign(m + 10, by + 92, 190, "Accepted by (signature)")
    d.sign(m + 220, by + 92, 170, "Printed name and title")
    d.sign(m + 410, by + 92, min(110, w - 420), "Date")
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- en-IN

TERMS_IN = [
    "Delivery: within {days} days from the date of this PO, at our stores, freight {frt}.",
    "Payment: {pay}.",
    "Please quote our PO No. and date on your tax invoice, e-way bill and delivery challan.",
    "Material must be accompanied by a test certificate; rejected material will be returned "
    "at your cost.",
    "Tax invoice must show our GSTIN and the HSN code of every item.",
    "Subject to {city} jurisdiction only.",
]


def blind_in_gst_po(rng: random.Random) -> tuple[bytes, dict]:
    """Indian purchase order under GST (A4): the buyer's letterhead centred with GSTIN and
    CIN, a boxed title; the vendor under 'To,' (at times 'M/s.' before the name) with its
    GSTIN and a Kind Attn. line, the Delivery Address label right below it; PO No. of the
    ABC/PUR/24-25/0417 shape with PO Date, Indent No., Your Quotation No. and Ref. dated at the
    right (as label: value lines or a boxed two-column grid); items with HSN/SAC and Disc %;
    Sub Total, Packing & Forwarding, CGST + SGST (same state) or IGST, Freight, Round Off and a
    Grand Total / Total PO Value / Net Amount in whole rupees (1,23,457.00), the amount in
    words with lakh and crore; an advance against proforma in the terms; For <buyer>
    Authorised Signatory, Prepared/Checked by, and the supplier's acceptance."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 30, 44)
    fm = inr
    sup, sadr, sst = firm(rng, "in", "sup")
    buyer, badr, bst = firm(rng, "in", "buy")
    fy = (
        f"{dt.year % 100:02d}-{dt.year % 100 + 1:02d}"
        if dt.month > 3
        else f"{dt.year % 100 - 1:02d}-{dt.year % 100:02d}"
    )
    abbr = "".join(s[0] for s in buyer.split()[:3] if s[0].isalpha()).upper()
    po = rng.choice(
        [
            f"{abbr}/PUR/{fy}/{rng.randint(1, 2999):04d}",
            f"PO/{fy}/{rng.randint(1, 9999):05d}",
            digits(rng, "45########"),
            f"{abbr}-PO-{rng.randint(100, 9999)}",
        ]
    )
    gst = lambda st: f"{st}{digits(rng, '@@@@@####@#Z#')}"  # noqa: E731
    bgst, sgst = gst(bst), gst(sst)
    d.t(d.w / 2, 40, buyer, snug(d, [buyer], w, 15), b=True, al="c")
    d.t(d.w / 2, 53, f"{badr[0]}, {badr[1]}", 8, al="c", maxw=w)
    d.t(
        d.w / 2,
        64,
        f"GSTIN: {bgst}   CIN: {digits(rng, 'U#####MH####PTC######')}   Tel: {tel(rng, 'in')}",
        7.5,
        al="c",
        maxw=w,
    )
    d.line(m, 72, x2, 72, 1)
    tt = pick(rng, "PURCHASE ORDER|PURCHASE ORDER|PURCHASE ORDER (LOCAL)")
    d.box(d.w / 2 - 90, 80, 180, 20, fill=0.9)
    d.t(d.w / 2, 94, tt, 11, b=True, al="c")
    y = 112
    lw = w * 0.56
    to = ["To,"]
    mrs = rng.random() < 0.45
    vend = [f"M/s. {sup}" if mrs else sup] + sadr + [f"GSTIN: {sgst}"]
    if rng.random() < 0.5:
        vend.append(f"Tel: {tel(rng, 'in')}")
    d.t(m, y + 9, to[0], 9, b=True)
    yv = d.lines(m + 4, y + 13, vend, snug(d, vend, lw - 14, 9), b_first=True)
    att = f"Kind Attn.: {pick(rng, 'Mr.|Ms.')} {who(rng, 'in')}"
    yv = d.lines(m + 4, yv + 2, [att], 8.5)
    dl = pick(rng, "Delivery Address:|Delivery At:|Ship To:")
    site = [
        f"{buyer} - {pick(rng, 'Plant II|Unit 3|Central Stores|Warehouse')}",
        ", ".join(firm(rng, "in", "buy")[1]),
    ]
    d.t(m, yv + 12, dl, 8.5, b=True)
    yv = d.lines(m + 4, yv + 16, site, snug(d, site, lw - 14, 8.5))
    refs = [
        ("PO No.", po),
        ("PO Date", dfmt(dt, pick(rng, "dash|dmy|mon"))),
        ("Indent No.", digits(rng, "IND/####")),
        ("Your Quotation No.", digits(rng, pick(rng, "QTN/####|Q-#####|SQ####"))),
        ("Quotation Date", dfmt(dt - timedelta(rng.randint(3, 20)), "dash")),
        ("Vendor Code", digits(rng, "V####")),
        ("Delivery Date", dfmt(dt + timedelta(rng.randint(10, 45)), "dash")),
    ]
    if rng.random() < 0.4:
        refs[0], refs[1] = refs[1], refs[0]
    rx = m + lw
    if rng.random() < 0.5:
        yr = y
        for k, v in refs:
            d.box(rx, yr, 92, 15, fill=0.92)
            d.box(rx + 92, yr, x2 - rx - 92, 15)
            d.t(rx + 3, yr + 10.5, k, 7.5, b=True)
            d.t(rx + 95, yr + 10.5, v, 8, maxw=x2 - rx - 97)
            yr += 15
    else:
        yr = d.kv(rx + 6, y + 4, [(k + ":", v) for k, v in refs], 92, 8.5)
    y = max(yv, yr) + 12
    spec = [
        ("pos", "S.No.", 5, "c"),
        ("code", "Item Code", 11, "l"),
        ("desc", "Description", 34, "l"),
        ("hsn", "HSN/SAC", 8, "c"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UOM", 5, "c"),
        ("price", "Rate", 10, "r"),
        ("disc", "Disc %", 6, "r"),
        ("amount", "Amount", 12, "r"),
    ]
    if rng.random() < 0.4:
        spec.insert(3, spec.pop(1))
    top, bottom, lead = y, d.h - 50, 14.0
    n, pages = plan(rng, top, bottom, lead, 330, 0.2, 10)
    en = DESC["en"].split("|")
    rows = items(rng, "en", n, fm)
    for r in rows:
        r["hsn"] = HSN[en.index(r["desc"])]
        r["unit"] = pick(rng, "Nos|Nos|Nos|Set|Box")
        r["price"] = fm(r["p"])
        pc = rng.choice([0, 0, 0, 2, 5, 10])
        r["disc"] = str(pc) if pc else "-"
        r["amt"] = cents(r["p"] * int(r["qty"]) * (100 - pc) / 100)
        r["amount"] = fm(r["amt"])

    def cont(i: int) -> float:
        d.t(x2, bottom + 12, "contd...", 8, al="r")
        d.new_page()
        d.t(m, 40, buyer, 10, b=True)
        d.t(x2, 40, f"PO No.: {po}", 9, b=True, al="r")
        d.line(m, 48, x2, 48, 0.6)
        return 60

    y = d.table(
        m,
        top,
        cols(spec, w, nt),
        rows,
        size=7.5,
        lead=lead,
        grid=True,
        shade=0.85,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(
            m,
            y + 10,
            "Rates as per rate contract; order value not stated. Taxes extra as applicable.",
            8.5,
            w,
        )
    else:
        sub = sum((r["amt"] for r in rows), Decimal(0))
        pf = cents(sub * Decimal("0.02")) if rng.random() < 0.3 else Decimal(0)
        frt = Decimal(rng.randint(5, 60) * 100) if rng.random() < 0.4 else Decimal(0)
        rate = Decimal(pick(rng, "18|18|12|28"))
        taxable = sub + pf + frt
        out = [("Sub Total", fm(sub), False)]
        out += [("Packing & Forwarding @ 2%", fm(pf), False)] if pf else []
        out += [("Freight", fm(frt), False)] if frt else []
        if sst == bst:
            half = cents(taxable * rate / 200)
            out += [
                (f"CGST @ {rate / 2:g}%", fm(half), False),
                (f"SGST @ {rate / 2:g}%", fm(half), False),
            ]
            tax = 2 * half
        else:
            tax = cents(taxable * rate / 100)
            out.append((f"IGST @ {rate}%", fm(tax), False))
        exact = taxable + tax
        total = exact.quantize(Decimal(1), ROUND_HALF_UP)
        ro = total - exact
        if ro:
            out.append(("Round Off", ("+" if ro > 0 else "") + fm(ro), False))
        cur = pick(rng, "|Rs. |INR ")
        out.append(
            (
                pick(rng, "Grand Total|Total PO Value|Net Amount|Total Amount (INR)"),
                cur + fm(total),
                True,
            )
        )
        yt = d.summary(x2 - 200, x2 - 4, y + 4, out, 8.5, boxed=True, shade=0.9)
        d.t(m, y + 16, "Amount in words:", 8, b=True)
        d.para(m, y + 20, rupees(total), 8, x2 - 230 - m)
        y = yt
    y += 10
    terms = [
        t.format(
            days=rng.choice([7, 15, 21, 30]),
            frt=pick(rng, "paid|to pay|extra"),
            pay=pick(
                rng,
                "30% advance against proforma invoice, balance within 30 "
                "days of receipt|within 45 days from receipt of material|"
                "100% against delivery",
            ),
            city=badr[1].split(" ")[0],
        )
        for t in TERMS_IN
    ]
    d.t(m, y + 9, "Terms & Conditions:", 8.5, b=True)
    y += 12
    for i, t in enumerate(terms[: rng.randint(4, 6)]):
        y = d.para(m + 10, y, f"{i + 1}. {t}", 7.5, w - 10)
    sy = max(y + 44, d.h - 96)
    d.t(x2, sy - 32, f"For {buyer}", 8.5, b=True, al="r")
    d.t(x2, sy + 10, "Authorised Signatory", 8, al="r")
    for k, cap in enumerate(["Prepared by", "Checked by", "Approved by"]):
        d.t(m + k * 90, sy + 10, cap, 7.5)
    d.t(
        m,
        sy + 32,
        "We accept the order on the above terms: ______________________ "
        "(Supplier's signature & seal)",
        7.5,
    )
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- de


def blind_de_sap_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    """German ERP (SAP-style) Bestellung: the buyer's name and a rule at the top, the number
    beside the title ('Bestellung 4500012345') or in a boxed grid (Bestellnummer, Datum,
    Lieferantennummer, Ihr Angebot, Rahmenvertrag, Abruf); the supplier under 'Lieferant' (or
    'An'), the next label 'Lieferanschrift' right after its lines (another site of the buyer),
    Rechnungsanschrift with the invoice-checking office; Einkäufer and Anforderer with phone and
    mail; items in Pos. 00010 steps over two or three lines (material, text, quantity, price
    per 1 or per 100 ST, net value; Liefertermin and a Rabatt condition below); over a page,
    each page headed 'Bestellung <nr> Seite n von m' (long orders run to three pages).
    Totals: Gesamtnettowert ohne MwSt (the only total for a third of the orders), or
    Nettowert, MwSt 19 %/7 % and Gesamtbetrag; the AEB clause, a request for an
    Auftragsbestätigung and a register/bank footer."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|dejavu|times", 40, 54)
    fm = money("de")
    (sup, sadr), (buyer, badr) = party(rng, "de", "sup"), party(rng, "de", "buy")
    po = rng.choice(
        [
            digits(rng, "45########"),
            digits(rng, "43########"),
            f"BE-{dt.year}-{rng.randint(1, 99999):05d}",
        ]
    )
    frame_no, call = digits(rng, "55########"), rng.randint(1, 30)
    where = pick(rng, "title|grid")
    when = dfmt(dt, "dot")
    einkauf, anf = lperson(rng, "de"), lperson(rng, "de")
    netonly = not nt and rng.random() < 0.35
    cur = pick(rng, "EUR|EUR|€")

    def head(page: int, pages: int) -> float:
        d.t(m, 36, buyer, snug(d, [buyer], w * 0.55, 13), b=True)
        d.t(m, 47, f"{badr[0]} · {badr[1]}", 7.5, grey=0.3)
        if page > 1:
            d.t(x2, 36, f"Bestellung {po}", 10, b=True, al="r")
            d.t(x2, 47, f"Seite {page} von {pages}", 8, al="r")
            d.line(m, 54, x2, 54, 0.8)
            return 68
        d.line(m, 54, x2, 54, 0.8)
        return 0

    head(1, 1)
    if where == "title":
        d.t(m, 82, f"Bestellung {po}", 16, b=True)
        d.t(x2, 82, f"vom {when}", 10, al="r")
        refs = [
            ("Lieferantennr.", digits(rng, "7#####")),
            (
                "Ihr Angebot",
                f"{digits(rng, 'AN-#####')} v. {dfmt(dt - timedelta(rng.randint(4, 20)), 'dot')}",
            ),
            ("Rahmenvertrag", frame_no),
            ("Abruf-Nr.", str(call)),
        ]
        y = d.grid(m, 92, [w / 4] * 4, [r[0] for r in refs], [r[1] for r in refs], 8.5)
    else:
        d.t(m, 82, pick(rng, "Bestellung|BESTELLUNG|Bestellung (Abruf)"), 16, b=True)
        refs = [
            ("Bestellnummer", po),
            ("Datum", when),
            ("Lieferantennr.", digits(rng, "7#####")),
            ("Rahmenvertrag", frame_no),
            ("Abruf-Nr.", str(call)),
            ("Ihr Angebot", digits(rng, "AN-#####")),
        ]
        if rng.random() < 0.4:
            refs[0], refs[1] = refs[1], refs[0]
        y = d.grid(m, 92, [w / 6] * 6, [r[0] for r in refs], [r[1] for r in refs], 8.5)
    y += 14
    bw = w / 2 - 10
    vend = (
        [sup]
        + sadr
        + ([f"z. Hd. {pick(rng, 'Herrn|Frau')} {lperson(rng, 'de')}"] if rng.random() < 0.4 else [])
    )
    lab = pick(rng, "Lieferant|Lieferant:|An:|Auftragnehmer")
    y1 = block(d, m, y, lab, vend, style=pick(rng, "plain|under"), w=bw, size=snug(d, vend, bw, 9))
    dl = [buyer, pick(rng, "Werk 2, Tor 3|Zentrallager, Rampe 4|Wareneingang Halle B")] + place(
        rng, "de"
    )[1]
    y1 = block(
        d,
        m,
        y1 + 6,
        pick(rng, "Lieferanschrift:|Lieferadresse:|Anlieferung:"),
        dl,
        style="plain",
        w=bw,
        size=snug(d, dl, bw, 8.5),
        b_first=False,
    )
    inv = [
        buyer,
        pick(rng, "Rechnungsprüfung|Kreditorenbuchhaltung"),
        f"Postfach {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        badr[1],
    ]
    y2 = block(
        d,
        m + w / 2 + 10,
        y,
        "Rechnungsanschrift:",
        inv,
        style="plain",
        w=bw,
        size=snug(d, inv, bw, 8.5),
        b_first=False,
    )
    y2 = d.kv(
        m + w / 2 + 10,
        y2 + 6,
        [
            ("Einkäufer/in:", einkauf),
            ("Telefon:", phone(rng, "de")),
            ("E-Mail:", email(rng, buyer, "de", "einkauf")),
            ("Anforderer:", anf),
            ("Lieferbedingung:", pick(rng, "DAP frei Verwendungsstelle|frei Haus|FCA")),
            ("Zahlungsbed.:", pick(rng, "30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto")),
        ],
        92,
        8,
    )
    y = max(y1, y2) + 10
    y = (
        d.para(
            m,
            y,
            "Wir bestellen zu den Bedingungen des o. g. Rahmenvertrags und unseren "
            "Allgemeinen Einkaufsbedingungen:",
            8.5,
            w,
        )
        + 4
    )
    xs = [m, m + w * 0.1, m + w * 0.46, m + w * 0.6, m + w * 0.68, m + w * 0.86, x2]
    hdr = ["Pos.", "Material / Bezeichnung", "Menge", "ME", "Preis", "Nettowert"]

    def header(yy: float) -> float:
        d.box(m, yy, w, 14, fill=0.88, stroke=False)
        for i, h in enumerate(hdr):
            al = "r" if i in (2, 4, 5) else "l"
            d.t(xs[i + 1] - 3 if al == "r" else xs[i] + 2, yy + 10, h, 8, b=True, al=al)
        return yy + 18

    n = rng.randint(2, 14) if rng.random() < 0.7 else rng.randint(15, 48)  # long: 2-3 pages
    rows = items(rng, "de", n, fm)
    line_discounts(rng, rows, fm, "{p}")
    bottom, pages_est = d.h - 70, 1
    # Pages first: each item takes 2 or 3 lines of 11 points.
    hts = [33.0 if "disc" in r else 24.0 for r in rows]
    yy, pages_est = y + 18, 1
    for h in hts:
        if yy + h > bottom:
            pages_est, yy = pages_est + 1, 86
        yy += h
    if yy + 150 > d.h - 40:
        pages_est += 1
    d.t(x2, d.h - 30, f"Seite 1 von {pages_est}", 7.5, al="r", grey=0.3)
    y = header(y)
    page = 1
    for i, (r, h) in enumerate(zip(rows, hts)):
        if y + h > bottom:
            d.t(x2, bottom + 12, "Fortsetzung auf der nächsten Seite", 7.5, al="r", grey=0.3)
            d.new_page()
            page += 1
            y = header(head(page, pages_est))
        per = r["p"] < 25 and int(r["qty"]) < 100 and rng.random() < 0.4
        qty = int(r["qty"]) * (100 if per else 1)  # per 100: the price stays per 100 ST
        price = fm(r["p"]) + (" / 100 ST" if per else "")
        unit = "ST" if per else r["unit"]
        full = cents(r["p"] * int(r["qty"]))
        d.t(m + 2, y + 9, f"{(i + 1) * 10:05d}", 8.5)
        d.t(xs[1], y + 9, r["code"], 8.5, b=True)
        d.t(xs[3] - 3, y + 9, f"{qty:,}".replace(",", "."), 8.5, al="r")
        d.t(xs[3] + 2, y + 9, unit, 8.5)
        d.t(xs[5] - 3, y + 9, price, 8.5, al="r")
        d.t(x2 - 3, y + 9, fm(full), 8.5, al="r")
        d.t(xs[1], y + 20, r["desc"], 8, maxw=xs[3] - xs[1] - 30)
        when_i = dfmt(dt + timedelta(rng.randint(10, 50)), "dot")
        d.t(xs[3] + 2, y + 20, f"Liefertermin: Tag {when_i}", 7.5, grey=0.3)
        if "disc" in r:
            d.t(xs[3] + 2, y + 29, f"Rabatt {r['disc']},00 %", 7.5, grey=0.3)
            d.t(x2 - 3, y + 29, "-" + fm(full - r["amt"]), 7.5, al="r", grey=0.3)
        d.line(m, y + h - 1, x2, y + h - 1, 0.3)
        y += h
    if y + 150 > d.h - 40:
        d.new_page()
        page += 1
        y = head(page, pages_est)
    total = None
    if nt:
        y = d.para(m, y + 10, NOTE["de"], 8.5, w)
    else:
        net = sum((r["amt"] for r in rows), Decimal(0))
        if netonly:
            total = net
            out = [(f"Gesamtnettowert ohne MwSt. {cur}", fm(net), True)]
        else:
            s = sums(rng, rows, "19|19|7", ship=0.3, disc=0.0)
            total = s.total
            lab = "Nettowert||Fracht/Verpackung|zzgl. {r} % MwSt.|" + pick(
                rng, f"Gesamtbetrag {cur}|Bestellwert brutto {cur}|Endbetrag {cur}"
            )
            out = sum_rows(s, lab, fm, None, "de")
        d.line(m, y + 4, x2, y + 4, 0.8)
        y = d.summary(x2 - 250, x2 - 4, y + 8, out, 9)
    y = d.para(
        m,
        y + 14,
        "Bitte senden Sie uns innerhalb von 3 Werktagen eine "
        "Auftragsbestätigung unter Angabe unserer Bestellnummer. Die Bestellnummer ist "
        "auf allen Lieferscheinen und Rechnungen anzugeben. Es gelten ausschließlich "
        "unsere Allgemeinen Einkaufsbedingungen.",
        7.5,
        w,
        grey=0.25,
    )
    d.t(m, y + 22, f"{buyer}", 8.5, b=True)
    d.t(
        m,
        y + 34,
        f"i. A. {einkauf}, Einkauf - dieses Dokument wurde maschinell erstellt und "
        "ist ohne Unterschrift gültig.",
        7.5,
    )
    d.line(m, d.h - 54, x2, d.h - 54, 0.4)
    city = badr[1].split(" ", 1)[1]
    d.t(
        m,
        d.h - 44,
        f"Sitz: {city} · Amtsgericht {city} HRB {digits(rng, '#####')} · USt-IdNr. "
        f"{digits(rng, 'DE#########')} · IBAN {digits(rng, 'DE## #### #### #### #### ##')}",
        6.5,
        grey=0.3,
        maxw=w - 60,
    )
    return result(d, "de", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- fr


def blind_fr_facture_commande(rng: random.Random) -> tuple[bytes, dict]:
    """French seller's facture quoting the customer's order: the seller's letterhead (legal
    form and capital, SIRET, RCS, TVA intracommunautaire) left, FACTURE with its own number,
    date and échéance in a box at the right; the customer under Client / Facturé à / Adressé à
    (with 'À l'attention de' a buyer-side person) and a Livré à block; the customer's order
    number in a reference grid ('Votre commande'), a ruled reference row ('Réf. commande
    client') or the opening sentence ('Suivant votre bon de commande n° … du …'), beside the
    code client, bon de livraison, devis and our ARC numbers; items with a TVA code column
    (20 % and at times 5,5 % or 10 % lines); Total HT, remise, frais de port, a TVA summary by
    rate, Total TTC, then at times an acompte and Net à payer / Reste à payer; late-payment
    clauses and the seller's IBAN with 'Titulaire' naming it again."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|times|dejavu", 34, 48, totals=False)
    fm, fe = money("fr"), money("fr", "€", pre=False)
    (sup, sadr), (buyer, badr) = party(rng, "fr", "sup"), party(rng, "fr", "buy")
    po = rng.choice(
        [
            f"BC-{dt.year}-{rng.randint(1, 99999):05d}",
            digits(rng, "45########"),
            f"CA/{dt.year}/{rng.randint(1, 9999):04d}",
            digits(rng, "PO######"),
            digits(rng, "######"),
        ]
    )
    inv = rng.choice(
        [
            f"F{dt.year}-{rng.randint(1, 99999):05d}",
            digits(rng, "FA######"),
            f"{dt.year % 100}{rng.randint(1, 12):02d}{rng.randint(1, 9999):04d}",
        ]
    )
    ordered = dt - timedelta(rng.randint(5, 40))
    dst = pick(rng, "dmy|long_fr|dmy")
    form = pick(
        rng,
        "SAS au capital de 50 000 €|SARL au capital de 8 000 €|SA au capital de "
        "1 200 000 €|SAS au capital de 150 000 €",
    )
    rcs = f"RCS {sadr[1].split(' ', 1)[1]} B {digits(rng, '### ### ###')}"
    siret = digits(rng, "### ### ### #####")
    tva = f"FR{digits(rng, '## #########')}"
    room = w - d.width("FACTURE", 20, True) - 30
    y = d.lines(m, 30, [sup], snug(d, [sup], room, 15), b_first=True)
    y = d.lines(
        m,
        y + 1,
        [form]
        + sadr
        + [
            f"Tél. {phone(rng, 'fr')} · {email(rng, sup, 'fr', 'contact')}",
            f"SIRET {siret} · TVA {tva}",
        ],
        7.5,
    )
    d.t(x2, 44, "FACTURE", 20, b=True, al="r")
    d.box(x2 - 170, 54, 170, 44)
    ech = dt + timedelta(rng.choice([30, 45, 60]))
    d.kv(
        x2 - 164,
        58,
        [("N°", inv), ("Date", dfmt(dt, dst)), ("Échéance", dfmt(ech, "dmy"))],
        52,
        8.5,
    )
    y = max(y, 100) + 12
    cx, bw = m + w * 0.52, w * 0.48
    client = [
        buyer,
        pick(rng, "Service comptabilité fournisseurs|Direction des achats|Service financier"),
    ] + badr
    if rng.random() < 0.6:
        client.insert(1, f"À l'attention de {pick(rng, 'Mme|M.')} {lperson(rng, 'fr')}")
    y2 = block(
        d,
        cx,
        y,
        pick(rng, "Client :|Facturé à :|Adressé à :"),
        client,
        w=bw,
        style=pick(rng, "box|plain"),
        size=snug(d, client, bw - 12, 9),
    )
    liv = [buyer, pick(rng, "Magasin central|Quai de réception n° 2|Atelier maintenance")] + place(
        rng, "fr"
    )[1]
    y1 = block(
        d,
        m,
        y + 6,
        pick(rng, "Livré à :|Adresse de livraison :"),
        liv,
        w=w * 0.45,
        size=snug(d, liv, w * 0.45, 8.5),
        b_first=False,
    )
    y = max(y1, y2) + 14
    refs = [
        ("Code client", digits(rng, "C#####")),
        ("Votre commande", po),
        ("Date commande", dfmt(ordered, "dmy")),
        ("Bon de livraison", digits(rng, "BL######")),
        ("Notre réf.", digits(rng, "ARC-#####")),
        ("Devis", digits(rng, "DE-#####")),
    ]
    mode = pick(rng, "grid|grid|row|text")
    if mode == "grid":
        if rng.random() < 0.5:
            refs[0], refs[1] = refs[1], refs[0]
        y = d.grid(m, y, [w / 6] * 6, [r[0] for r in refs], [r[1] for r in refs], 8)
    elif mode == "row":
        refs[1] = (pick(rng, "Réf. cde client|Votre cde n°|N° commande"), po)
        spec = [(k, k, w / 6, "l") for k, _ in refs]
        y = d.table(m, y, spec, [{k: v for k, v in refs}], shade=None, size=8)
    else:
        keep = [r for r in refs if r[0] not in ("Votre commande", "Date commande")]
        y = d.grid(m, y, [w / 4] * 4, [r[0] for r in keep], [r[1] for r in keep], 8)
        y = d.para(
            m,
            y + 10,
            f"Suivant votre bon de commande n° {po} du "
            f"{dfmt(ordered, dst)}, nous avons le plaisir de vous facturer :",
            9,
            w,
        )
    spec = [
        ("code", "Référence", 12, "l"),
        ("desc", "Désignation", 38, "l"),
        ("qty", "Qté", 6, "r"),
        ("price", "P.U. HT", 11, "r"),
        ("disc", "Remise", 7, "r"),
        ("amount", "Montant HT", 13, "r"),
        ("tva", "TVA", 5, "c"),
    ]
    rows = items(rng, "fr", rng.randint(2, 10), fm)
    line_discounts(rng, rows, fm, "{p} %")
    mixed = rng.random() < 0.35
    low = pick(rng, "5.5|10")
    for r in rows:
        r["rate"] = Decimal(low) if mixed and rng.random() < 0.35 else Decimal(20)
        r["tva"] = "2" if r["rate"] != 20 else "1"
    y = d.table(
        m,
        y + 10,
        cols(spec, w),
        rows,
        size=8,
        lead=14,
        shade=0.88,
        zebra=0.95 if rng.random() < 0.5 else None,
    )
    ht = sum((r["amt"] for r in rows), Decimal(0))
    rem = cents(ht * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.2 else Decimal(0)
    port = Decimal(rng.randint(900, 6500)) / 100 if rng.random() < 0.45 else Decimal(0)
    bases: dict[Decimal, Decimal] = {}
    for r in rows:
        bases[r["rate"]] = bases.get(r["rate"], Decimal(0)) + r["amt"]
    if rem or port:  # spread over the 20 % base, as the shipping and discount carry 20 %
        bases[Decimal(20)] = bases.get(Decimal(20), Decimal(0)) - rem + port
    taxes = {k: cents(v * k / 100) for k, v in bases.items()}
    ttc = ht - rem + port + sum(taxes.values())
    out = [("Total HT", fm(ht), False)]
    out += [("Remise commerciale", "-" + fm(rem), False)] if rem else []
    out += [("Frais de port HT", fm(port), False)] if port else []
    if rem or port:
        out.append(("Total HT net", fm(ht - rem + port), False))
    for k in sorted(taxes):
        out.append((f"TVA {rate_s(k)} %", fm(taxes[k]), False))
    out.append((pick(rng, "Total TTC|TOTAL TTC|Montant TTC"), fe(ttc), True))
    if rng.random() < 0.4:
        acompte = cents(ttc * Decimal(pick(rng, "0.3|0.4|0.5")))
        out += [
            (f"Acompte versé le {dfmt(ordered + timedelta(3), 'dmy')}", "-" + fe(acompte), False),
            (pick(rng, "Net à payer|Reste à payer|NET À PAYER"), fe(ttc - acompte), True),
        ]
    else:
        out.append(("Net à payer", fe(ttc), False))
    yb = y + 10
    tv = [("Code", 32), ("Base HT", 62), ("Taux", 36), ("TVA", 56)]
    tx = m
    trow = []
    for k in sorted(taxes):
        trow.append(
            {
                "Code": "1" if k == 20 else "2",
                "Base HT": fm(bases[k]),
                "Taux": f"{rate_s(k)} %",
                "TVA": fm(taxes[k]),
            }
        )
    d.table(tx, yb, [(k, k, wd, "r") for k, wd in tv], trow, size=7.5, shade=0.9, grid=True)
    y = d.summary(x2 - 236, x2 - 4, y + 8, out, 9, box_last=True)
    due = pick(
        rng, "30 jours fin de mois|45 jours fin de mois|à 30 jours date de facture|à réception"
    )
    y = d.para(
        m,
        y + 16,
        f"Conditions de règlement : {due}, par virement. En cas de "
        "retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et "
        "indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte pour "
        "paiement anticipé.",
        7.5,
        w,
        grey=0.25,
    )
    d.box(m, y + 8, w * 0.62, 40)
    d.lines(
        m + 6,
        y + 12,
        [
            f"Titulaire : {sup}",
            digits(rng, "IBAN FR76 #### #### #### #### #### ###"),
            f"BIC {pick(rng, 'BNPAFRPPXXX|CRLYFRPP|AGRIFRPP|SOGEFRPP')}",
        ],
        7.5,
    )
    d.line(m, d.h - 40, x2, d.h - 40, 0.4)
    d.t(
        d.w / 2,
        d.h - 30,
        f"{sup} - {form} - {rcs} - SIRET {siret} - TVA {tva}",
        6.5,
        al="c",
        grey=0.3,
        maxw=w,
    )
    return result(d, "fr", "invoice", po, sup, ttc)


# --------------------------------------------------------------------------- es

SERVICIOS = "Mantenimiento|Farmacia|Laboratorio|Suministros|Informática|Bloque Quirúrgico"


def blind_es_pedido_dir3(rng: random.Random) -> tuple[bytes, dict]:
    """Spanish hospital or public-sector pedido de compra (A4): the buyer's letterhead with an
    initials mark and CIF left, a boxed PEDIDO grid at the right (Nº Pedido, Fecha, Ejercicio,
    Página) or the number beside the title; PROVEEDOR in a shaded bar (name, NIF, address,
    Tel./Fax), then Lugar de entrega / Dirección de entrega at once, and Facturar a with the
    buyer's name and DIR3 codes (Oficina contable, Órgano gestor, Unidad tramitadora);
    Nº Expediente, Nº Contrato, Solicitud and Oferta numbers beside the order's; the
    requesting service and person; items with % Dto. and % IVA (21 % and 10 %); Base imponible
    and Cuota by rate, TOTAL PEDIDO / Importe total (IVA incluido) and the amount in words
    (Son: … euros con … céntimos); Conforme el proveedor and the purchasing signature. Long
    orders run onto a second page."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 32, 46)
    fm, fe = money("de"), money("de", "€", pre=False)
    (sup, sadr), (buyer, badr) = party(rng, "es", "sup"), party(rng, "es", "buy")
    year = dt.year
    po = rng.choice(
        [
            f"{year}/{rng.randint(1, 99999):06d}",
            f"P{year % 100}-{rng.randint(1, 9999):05d}",
            digits(rng, "45########"),
            f"PED-{year}-{rng.randint(1, 9999):04d}",
        ]
    )
    exp = pick(
        rng,
        f"EXP-{year}-{rng.randint(1, 999):03d}|PA {rng.randint(1, 99)}/{year}|"
        f"CONTR/{year}/{rng.randint(1, 999):04d}",
    )
    where = pick(rng, "grid|grid|title")
    ds = pick(rng, "dmy|dmy|long_es")
    initials = "".join(s[0] for s in buyer.split() if s[0].isupper())[:3]
    d.box(m, 26, 34, 34, fill=0.3, stroke=False)
    d.t(m + 17, 47, initials, 11, b=True, al="c", grey=1)
    gx = x2 - 200
    name_w = gx - m - 50
    d.t(m + 42, 36, buyer, snug(d, [buyer], name_w, 12), b=True)
    d.t(m + 42, 47, f"{badr[0]} · {badr[1]}", 7.5, maxw=name_w)
    cif = digits(rng, "CIF Q#######@")
    d.t(m + 42, 57, f"{cif} · Tel. {phone(rng, 'es')}", 7.5)
    if where == "grid":
        d.box(gx, 24, 200, 18, fill=0.2, stroke=False)
        d.t(
            gx + 100,
            37,
            pick(rng, "PEDIDO DE COMPRA|PEDIDO|ORDEN DE PEDIDO"),
            11,
            b=True,
            al="c",
            grey=1,
        )
        y = d.grid(
            gx,
            42,
            [70, 60, 40, 30],
            ["Nº Pedido", "Fecha", "Ejercicio", "Pág."],
            [po, dfmt(dt, "dmy"), str(year), "1"],
            8,
            shade=0.9,
        )
    else:
        t = f"PEDIDO Nº {po}"
        d.t(x2, 40, t, 13, b=True, al="r")
        d.t(x2, 54, f"Fecha: {dfmt(dt, ds)}", 8.5, al="r")
        y = 60
    y = max(y, 66) + 12
    bw = w / 2 - 8
    y1 = bar(d, m, y, bw, pick(rng, "PROVEEDOR|Proveedor|DATOS DEL PROVEEDOR"))
    vend = (
        [sup, digits(rng, "NIF B########")]
        + sadr
        + [f"Tel. {phone(rng, 'es')} · Fax {phone(rng, 'es')}"]
    )
    y1 = d.lines(m + 3, y1, vend, snug(d, vend, bw - 6, 8.5), b_first=True)
    ent = (
        [f"{buyer} - {pick(rng, 'Almacén General|Servicio de ' + pick(rng, SERVICIOS))}"]
        + place(rng, "es")[1]
        + [f"Horario: {pick(rng, 'L-V 8:00 a 14:00|L-J 8:00 a 15:00')}"]
    )
    d.t(m, y1 + 12, pick(rng, "Lugar de entrega:|Dirección de entrega:|Entregar en:"), 8.5, b=True)
    y1 = d.lines(m + 3, y1 + 16, ent, snug(d, ent, bw - 6, 8.5))
    y2 = bar(d, m + w / 2 + 8, y, bw, "FACTURAR A")
    fac = [buyer] + badr + [cif]
    y2 = d.lines(m + w / 2 + 11, y2, fac, snug(d, fac, bw - 6, 8.5), b_first=False)
    dir3 = [
        ("Oficina contable:", digits(rng, "GE000####")),
        ("Órgano gestor:", digits(rng, "A########")),
        ("Unidad tramitadora:", digits(rng, "GE000####")),
    ]
    y2 = d.kv(m + w / 2 + 11, y2 + 4, dir3, 90, 7.5)
    y = max(y1, y2) + 10
    refs = [
        ("Nº Expediente:", exp),
        ("Nº Solicitud:", digits(rng, "SOL-######")),
        ("Su oferta nº:", digits(rng, pick(rng, "OF-#####|####/##"))),
        ("Servicio solicitante:", pick(rng, SERVICIOS)),
        ("Solicitado por:", f"{pick(rng, 'Dr.|Dra.|D.|Dña.')} {lperson(rng, 'es')}"),
        ("Plazo de entrega:", pick(rng, "15 días naturales|7 días|30 días desde pedido")),
    ]
    if where == "title" and rng.random() < 0.5:
        refs.insert(0, ("Nº Pedido:", po))
    half = (len(refs) + 1) // 2
    y = max(d.kv(m, y, refs[:half], 98, 8), d.kv(m + w / 2 + 8, y, refs[half:], 98, 8)) + 10
    spec = [
        ("code", "Código", 11, "l"),
        ("desc", "Descripción", 40, "l"),
        ("qty", "Cantidad", 8, "r"),
        ("price", "Precio unit.", 11, "r"),
        ("disc", "Dto. %", 7, "r"),
        ("iva", "IVA %", 6, "r"),
        ("amount", "Importe", 12, "r"),
    ]
    if rng.random() < 0.4:
        spec.insert(0, spec.pop(1))
    top, bottom, lead = y, d.h - 56, 13.5
    n, pages = plan(rng, top, bottom, lead, 260, 0.25)
    rows = items(rng, "es", n, fm)
    line_discounts(rng, rows, fm, "{p}")
    for r in rows:
        r["rate"] = Decimal(pick(rng, "21|21|21|10"))
        r["iva"] = str(r["rate"])
    page = [1]

    def cont(i: int) -> float:
        d.t(x2, bottom + 12, "Sigue en la página siguiente", 7.5, al="r", grey=0.3)
        d.new_page()
        page[0] += 1
        d.t(m, 40, buyer, 10, b=True)
        d.t(x2, 40, f"Pedido {po} - Pág. {page[0]}/{pages}", 9, b=True, al="r")
        d.line(m, 48, x2, 48, 0.6)
        return 60

    y = d.table(
        m,
        top,
        cols(spec, w, nt),
        rows,
        size=7.5,
        lead=lead,
        shade=0.85,
        grid=True,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, NOTE["es"], 8.5, w)
    else:
        bases: dict[Decimal, Decimal] = {}
        for r in rows:
            bases[r["rate"]] = bases.get(r["rate"], Decimal(0)) + r["amt"]
        out = []
        for k in sorted(bases, reverse=True):
            out += [
                (f"Base imponible {k} %", fm(bases[k]), False),
                (f"Cuota IVA {k} %", fm(cents(bases[k] * k / 100)), False),
            ]
        total = sum((v + cents(v * k / 100) for k, v in bases.items()), Decimal(0))
        out.append((pick(rng, "TOTAL PEDIDO|Importe total (IVA incluido)|TOTAL"), fe(total), True))
        yt = d.summary(x2 - 220, x2 - 4, y + 6, out, 8.5, box_last=True, shade=0.9)
        yw = d.para(m, y + 10, f"Son: {en_letras(total)}.", 8, x2 - 240 - m)
        y = max(yt, yw)
    y = d.para(
        m,
        y + 12,
        "Indique el número de pedido y los códigos DIR3 en la factura "
        "electrónica (FACe). No se aceptarán entregas sin albarán.",
        7.5,
        w,
        grey=0.25,
    )
    sy = max(y + 60, d.h - 90)
    d.sign(m, sy, 200, f"El/La Responsable de Compras: {lperson(rng, 'es')}")
    d.sign(x2 - 220, sy, 220, "Conforme el proveedor (firma y sello)")
    return result(d, "es", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- sv


def blind_sv_inkopsorder(rng: random.Random) -> tuple[bytes, dict]:
    """Swedish inköpsorder / beställning (A4): the buyer's name top left, INKÖPSORDER or
    BESTÄLLNING with 'Sida 1 (2)' top right and a reference column under it (Ordernummer,
    Orderdatum, Vår referens and Er referens - a buyer-side and a supplier-side person -,
    Leveransvillkor, Betalningsvillkor, Godsmärkning), the number at times beside the title
    instead; the supplier unlabelled in the address position (first line the company) or under
    'Leverantör', Leveransadress right below it and a Fakturaadress block (Peppol/Svefaktura,
    referenskod) with the buyer's name; items Rad / Artikelnr / Benämning / Antal / Enhet /
    À-pris / Rabatt / Belopp with 12 345,50 figures; Summa exkl. moms, Moms 25 %, an
    öresavrundning line and Totalt SEK / Ordervärde inkl. moms / Att betala in whole kronor;
    an order-confirmation request, an attestation line and an org.nr / bankgiro footer."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|dejavu|times", 40, 56)
    fm, fk = money("fr"), money("fr", pick(rng, "SEK|kr"), pre=False)
    sup, sadr, _ = firm(rng, "se", "sup")
    buyer, badr, _ = firm(rng, "se", "buy")
    po = rng.choice(
        [
            digits(rng, "4#######"),
            f"IO-{dt.year}-{rng.randint(1, 99999):05d}",
            digits(rng, "######"),
            f"{dt.year % 100}{rng.randint(1, 9999):04d}",
        ]
    )
    ours, theirs = who(rng, "se"), who(rng, "se")
    beside = rng.random() < 0.3
    title = pick(rng, "INKÖPSORDER|BESTÄLLNING|Inköpsorder|Beställning")
    d.t(m, 42, buyer, snug(d, [buyer], w * 0.5, 14), b=True)
    d.t(m, 54, f"{badr[0]}, {badr[1]}", 8, grey=0.3, maxw=w * 0.5)
    tx = m + w * 0.56
    d.t(tx, 42, f"{title} {po}" if beside else title, 13 if beside else 15, b=True)
    refs = [
        ("Orderdatum", dfmt(dt, "iso")),
        ("Vår referens", ours),
        ("Er referens", theirs),
        ("Leveransvillkor", pick(rng, "DAP Incoterms 2020|Fritt levererat|FCA")),
        ("Betalningsvillkor", pick(rng, "30 dagar netto|30 dgr|20 dagar netto")),
        ("Leveransdatum", dfmt(dt + timedelta(rng.randint(7, 40)), "iso")),
        ("Godsmärkning", f"{pick(rng, 'Projekt|Avd.|Kst')} {digits(rng, '####')}"),
    ]
    if not beside:
        refs.insert(rng.choice([0, 0, 1]), ("Ordernummer", po))
    y = 64
    for k, v in refs:
        d.t(tx, y + 7, k, 6.5, grey=0.35)
        d.t(tx, y + 16, v, 8.5, maxw=x2 - tx)
        y += 19
    yr = y
    bw = w * 0.5
    vend = [sup] + sadr
    if rng.random() < 0.5:
        y1 = d.lines(m, 96, vend, snug(d, vend, bw, 10), b_first=True)
    else:
        y1 = block(
            d, m, 84, "Leverantör", vend, style="under", w=bw - 20, size=snug(d, vend, bw, 9.5)
        )
    dl = [buyer, pick(rng, "Centralförrådet|Godsmottagningen, port 2|Driftavdelningen")] + firm(
        rng, "se", "buy"
    )[1]
    y1 = block(
        d,
        m,
        y1 + 14,
        "Leveransadress",
        dl,
        style="plain",
        w=bw,
        size=snug(d, dl, bw, 8.5),
        b_first=False,
    )
    fa = [buyer, "Fakturor via Peppol/Svefaktura", f"Referenskod: {digits(rng, '@@####')}"]
    y1 = block(
        d,
        m,
        y1 + 8,
        "Fakturaadress",
        fa,
        style="plain",
        w=bw,
        size=snug(d, fa, bw, 8.5),
        b_first=False,
    )
    y = max(y1, yr) + 14
    spec = [
        ("pos", "Rad", 5, "c"),
        ("code", "Artikelnr", 12, "l"),
        ("desc", "Benämning", 38, "l"),
        ("qty", "Antal", 7, "r"),
        ("unit", "Enhet", 7, "c"),
        ("price", "À-pris", 11, "r"),
        ("disc", "Rabatt", 7, "r"),
        ("amount", "Belopp", 13, "r"),
    ]
    bottom, lead = d.h - 62, 14.0
    n, pages = plan(rng, y, bottom, lead, 200, 0.25, 11)
    d.t(x2, 56, f"Sida 1 ({pages})", 8, al="r")
    rows = sv_items(rng, n, fm)
    line_discounts(rng, rows, fm, "{p} %")

    def cont(i: int) -> float:
        d.t(x2, bottom + 12, "forts.", 8, al="r")
        d.new_page()
        d.t(m, 42, buyer, 11, b=True)
        d.t(m + w * 0.56, 42, f"{title} {po}", 11, b=True)
        d.t(x2, 56, f"Sida 2 ({pages})", 8, al="r")
        return 70

    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        size=8,
        lead=lead,
        shade=None,
        rules=True,
        zebra=0.94 if rng.random() < 0.5 else None,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(m, y + 10, "Priser enligt gällande ramavtal; ordervärde anges inte.", 8.5, w)
    else:
        s = sums(rng, rows, "25", ship=0.35, disc=0.1)
        rounded = s.total.quantize(Decimal(1), ROUND_HALF_UP)
        tl = pick(rng, "Totalt|Ordervärde inkl. moms|Att betala|Summa inkl. moms")
        out = sum_rows(s, "Summa exkl. moms|Rabatt|Frakt|Moms {r} %|X", fm)[:-1]
        if rounded != s.total:
            out.append(("Öresavrundning", fm(rounded - s.total), False))
        out.append((tl, fk(rounded), True))
        total = rounded
        d.line(m, y + 2, x2, y + 2, 0.8)
        y = d.summary(x2 - 200, x2 - 4, y + 6, out, 8.5)
    y = d.para(
        m,
        y + 14,
        f"Orderbekräftelse önskas inom två arbetsdagar till "
        f"inkop@{slug(buyer)}.se. Ange alltid vårt ordernummer och "
        "vår referens på följesedel och faktura.",
        8,
        w,
    )
    d.t(m, y + 24, f"Attesterad av: {who(rng, 'se')}", 8.5)
    d.t(m + w / 2, y + 24, f"Beställare: {ours}", 8.5)
    d.line(m, d.h - 50, x2, d.h - 50, 0.4)
    foot = [
        f"{buyer}",
        f"Org.nr {digits(rng, '2#####-####')}",
        f"Momsreg.nr SE{digits(rng, '##########')}01",
        digits(rng, "Bankgiro ###-####"),
    ]
    for i, f in enumerate(foot):
        d.t(m + i * w / 4, d.h - 40, f, 6.5, grey=0.3, maxw=w / 4 - 6)
    return result(d, "sv", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- zh-Hans


def blind_zh_caigou_gongyingshang(rng: random.Random) -> CJK_DOC:
    """采购订单 under the buyer's letterhead (Chinese and English names, address at the right):
    the number beside the title (订单编号 on the title's line), under it as No., or in a
    head-over-value grid with 订单日期/合同号/请购单号; the vendor block under a bare 供应商 /
    供应商： / 供 应 商 heading with the name unlabelled on the next line and address, contact and
    phone lines beneath, then at once 交货地点 / 收货地址 and a buyer-side 收货人; 合同号,
    报价单号, 请购单号, 币种, 付款方式 and 采购员 at the right; a 税率 column and 含税 prices, 合计
    (quantity and amount) as the table's last row, 续下页 / 第 n 页 when the lines run over;
    价税合计 in 大写 and 小写 with 不含税金额 and 税额, at times a 预付款 and 尾款; terms, the
    buyer's 采购专用章 and 供应商确认（签章）."""
    pdf, m, d = Pdf(), rng.uniform(36, 52), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, zh_firm(rng), cjk_no_total(rng)
    sup, clerk = zh_firm(rng, buyer.name), person(rng)
    key = buyer.key[:3].upper()
    order = number(rng, d, "PO{Y}{m}{d}{n3}|CGDD-{y}{m}-{n4}|4500{n6}|" + key + "-PO-{y}{n4}")
    contract = number(rng, d, "HT-{Y}-{n3}|KJXY{y}{n4}")
    req, quote = number(rng, d, "PR{y}{m}{n4}|QG-{n5}"), number(rng, d, "BJ{y}{n5}|QT-{n4}")
    ds = pick(rng, "cn|iso|slash")
    where = pick(rng, "side|side|under|grid")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(3, 26), 5, 3000)
    rates = [13 if rng.random() < 0.85 else 9 for _ in lines]
    total = total_of(lines)
    pdf.text(m, 42, buyer.name, 14, bold=True, maxw=wd * 0.58)
    pdf.text(m, 55, buyer.en, 7.5, colour=GREY, maxw=wd * 0.58)
    addr = [f"地址：{zh_addr(rng)}", f"电话：{zh_tel(rng)}", f"传真：{zh_tel(rng)}"]
    kv(pdf, pdf.w - m, 36, addr, 7.5, 1.5, align="r")
    pdf.line(m, 64, pdf.w - m, 64, lw=1.2)
    title = pick(rng, "采购订单|采 购 订 单|采购订单（含税）")
    refs = [
        ("订单日期", fdate(d, ds)),
        ("合同号", contract),
        ("请购单号", req),
        ("报价单号", quote),
        ("币　　种", "人民币"),
        ("付款方式", pick(rng, "月结30天|月结60天|货到票到60天|预付30%，余款货到30天内")),
    ]
    if where == "side":
        pdf.text(m, 94, title, 18, bold=True)
        pdf.text(pdf.w - m, 94, f"订单编号：{order}", 11, align="r", bold=True)
        y = 108
    elif where == "under":
        pdf.text(pdf.w / 2, 94, title, 19, align="c", bold=True)
        pdf.text(pdf.w - m, 112, f"No. {order}", 10.5, align="r")
        y = 122
    else:
        pdf.text(pdf.w / 2, 94, title, 19, align="c", bold=True)
        grid = [("订单编号", order)] + refs[:3]
        if rng.random() < 0.5:
            grid[0], grid[1] = grid[1], grid[0]
        y = (
            pdf.grid(
                m,
                104,
                rel(wd, [1, 1, 1, 1]),
                [[g[0] for g in grid], [g[1] for g in grid]],
                row_h=18,
                size=9,
            )
            + 10
        )
        refs = refs[3:]
    half = wd * 0.55
    head = pick(rng, "供应商|供应商：|供 应 商")
    pdf.text(m, y + 12, head, 10.5, bold=True)
    pdf.line(m, y + 17, m + half - 16, y + 17, lw=0.6)
    vend = [
        sup.name,
        f"地址：{zh_addr(rng)}",
        f"联系人：{person(rng)}　{mobile(rng)}",
        f"电话：{zh_tel(rng)}　传真：{zh_tel(rng)}",
    ]
    if rng.random() < 0.3:
        vend.insert(1, f"供应商编码：{number(rng, d, 'S{n5}|GYS-{n4}')}")
    pdf.text(m, y + 33, vend[0], 11, bold=True, maxw=half - 16)
    y1 = kv(pdf, m, y + 49, vend[1:], 9, 1.65, maxw=half - 16)
    recv = pick(rng, "交货地点|收货地址|送货地址")
    y1 = kv(
        pdf,
        m,
        y1 + 2,
        [f"{recv}：{zh_addr(rng)}（{buyer.name}）", f"收货人：{person(rng)}　{mobile(rng)}"],
        9,
        1.65,
        maxw=half - 16,
    )
    if rng.random() < 0.5:
        refs.append(("采 购 员", clerk))
    y2 = kv(pdf, m + half, y + 12, [f"{k}：{v}" for k, v in refs], 9, 1.7, maxw=wd - half)
    y = max(y1, y2) + 4
    head_row = heads("序号|物料编码|物料名称|规格型号|单位|数量|税率|含税单价|含税金额|交货日期")
    codes_ = [number(rng, d, "1{n2}.{n3}.{n4}") for _ in lines]
    body = []
    for r, c, t in zip(cells(lines, "#nsuqpa"), codes_, rates):
        body.append([r[0], c, *r[1:5], f"{t}%", r[5], r[6], fdate(later(rng, d), "iso")[5:]])
    widths = rel(wd, [5, 12, 14, 14, 6, 7, 6, 11, 12, 9])
    page = {"n": 1}

    def on_page() -> float:
        page["n"] += 1
        pdf.text(m, 40, f"{buyer.name}　采购订单（续）", 10, bold=True)
        pdf.text(pdf.w - m, 40, f"订单编号：{order}　第 {page['n']} 页", 9, align="r")
        return 56

    def note(yy: float, i: int) -> None:
        pdf.text(pdf.w - m, yy + 14, "（续下页）", 9, align="r")

    y = paged(
        pdf,
        m,
        y,
        widths,
        head_row,
        body,
        bottom=pdf.h - 60,
        on_page=on_page,
        note=note,
        row_h=18,
        size=8.5,
        align="cllllrcrrc",
    )
    qty = sum(ln.qty for ln in lines)
    row = ["合　计", str(qty), "", "", "" if none else cmoney(total), ""]
    y = pdf.grid(
        m,
        y,
        [sum(widths[:5]), widths[5], widths[6], widths[7], widths[8], widths[9]],
        [row],
        head=0,
        align="crcrrc",
        row_h=18,
        size=9,
    )
    if y > pdf.h - 230:
        pdf.new_page()
        y = on_page()
    if none:
        pdf.text(m, y + 20, "订单金额：按实际交货数量结算，单价以本订单为准。", 9.5)
        y += 28
    else:
        net = sum((ln.amount / (1 + Decimal(t) / 100) for ln, t in zip(lines, rates)), Decimal(0))
        net = net.quantize(Decimal("0.01"), ROUND_HALF_UP)
        pdf.text(m, y + 20, f"价税合计（大写）：人民币{daxie(total)}", 9.5)
        pdf.text(pdf.w - m, y + 20, f"（小写）¥{cmoney(total)}", 9.5, align="r", bold=True)
        pdf.text(m, y + 38, f"其中：不含税金额 ¥{cmoney(net)}　税额 ¥{cmoney(total - net)}", 9)
        y += 42
        if rng.random() < 0.35:
            pct = rng.choice([20, 30, 50])
            dep = (total * pct / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
            pdf.text(
                m,
                y + 14,
                f"预付款（{pct}%）：¥{cmoney(dep)}　　尾款：¥{cmoney(total - dep)}"
                "（货到验收合格后支付）",
                9,
            )
            y += 18
    invoice = pick(rng, "13%增值税专用发票|增值税专用发票（税率按明细）")
    terms = f"""备注：
        1. 请严格按照订单约定的规格、数量及交货日期交货，送货单须注明本订单编号。
        2. 发票：请开具{invoice}，随货或月底前寄达。
        3. 如不能按期交货，请提前三天书面通知采购员{clerk}。
        4. 供应商收到订单后请于24小时内签字盖章回传。"""
    y = kv(pdf, m, y + 22, terms, 8.5, 1.6)
    sy = max(y + 24, pdf.h - 120)
    pdf.text(m, sy, f"采购员：{clerk}　　审核：　　　批准：", 9.5)
    pdf.text(m, sy + 30, "采购方（盖章）：", 9.5)
    pdf.stamp(m + 110, sy + 24, buyer.name, rng, caption="采购专用章", r=36)
    pdf.text(m + wd * 0.55, sy, "供应商确认（签章）：", 9.5)
    pdf.text(m + wd * 0.55, sy + 30, "日期：　　年　　月　　日", 9.5)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else total)


def blind_zh_weiwai_jiagong(rng: random.Random) -> CJK_DOC:
    """委外加工订单 on landscape A4 from a factory to its subcontractor: the buyer's name top
    left, the title centred and a red No. at the right (or 订单号 in a grid below the title)
    beside 生产工单号, 委外申请单号 and a 框架协议号; the parties in a four-column grid, the
    buyer as 委托方/定作方/发包方 and the supplier as 受托方/加工方/承揽方 (sides swapped at
    times), each with 地址, 联系人, 电话; 发料方式 (甲方供料 or 包工包料), 交货地点 and 结算方式
    on one line; a wide table with 图号, 加工单价, 加工费, 材料费, 金额 and 交期 whose long
    lists run onto a second or third page (本页小计, 第 n 页 共 m 页); 加工费合计 / 材料费合计 /
    订单总金额（含税）in 大写 too; 委托方（签章） with the buyer's seal and a blank
    受托方确认（签章）."""
    pdf, m, d = Pdf(landscape(A4)), rng.uniform(30, 42), a_date(rng)
    wd, buyer, none = pdf.w - 2 * m, zh_firm(rng), cjk_no_total(rng)
    sup = zh_firm(rng, buyer.name)
    order = number(rng, d, "WW{Y}{m}{d}{n3}|WX-{y}{m}-{n4}|OS{y}{n5}")
    mo = number(rng, d, "MO{y}{m}{n4}|SCGD-{n6}")
    apply_no = number(rng, d, "WR{y}{n4}|WWSQ-{n5}")
    lines = make_lines(rng, ZH_ITEMS, rng.randint(4, 34), 2, 400)
    mats = [
        Decimal(0) if rng.random() < 0.5 else Decimal(rng.randint(200, 9000)) / 100 * ln.qty
        for ln in lines
    ]
    proc = total_of(lines)
    mat = sum(mats, Decimal(0))
    total = proc + mat
    ds = pick(rng, "cn|iso|slash")
    page = {"n": 1, "of": 1}

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 18,
            f"第 {page['n']} 页 共 {page['of']} 页",
            8,
            align="c",
            colour=GREY,
        )

    pdf.text(m, 36, buyer.name, 12, bold=True, maxw=wd * 0.35)
    pdf.text(m, 49, f"地址：{zh_addr(rng)}　电话：{zh_tel(rng)}", 7.5, colour=GREY)
    title = pick(rng, "委外加工订单|委外加工单|外协加工订单")
    pdf.text(pdf.w / 2, 44, title, 19, align="c", bold=True)
    red_no = rng.random() < 0.6
    if red_no:
        pdf.text(pdf.w - m, 40, f"No. {order}", 12, align="r", colour=RED)
        refs = [f"生产工单号：{mo}", f"委外申请单号：{apply_no}"]
        kv(pdf, pdf.w - m, 55, refs, 8, 1.5, align="r")
        y = 74
    else:
        row = [["订单号", order, "订单日期", fdate(d, ds), "生产工单号", mo, "申请单号", apply_no]]
        y = (
            pdf.grid(
                m,
                58,
                rel(wd, [8, 14, 8, 12, 9, 13, 8, 13]),
                row,
                head=0,
                shade_cols=(0, 2, 4, 6),
                row_h=18,
                size=8.5,
            )
            + 6
        )
    buy_lab = pick(rng, "委托方|定作方|发包方")
    sup_lab = pick(rng, "受托方|加工方|承揽方")
    ours = [buy_lab + "（甲方）", buyer.name, sup_lab + "（乙方）", sup.name]
    rows = [ours]
    for lab, a, b in (
        ("地　　址", zh_addr(rng), zh_addr(rng)),
        ("联 系 人", f"{person(rng)} {mobile(rng)}", f"{person(rng)} {mobile(rng)}"),
        ("电　　话", zh_tel(rng), zh_tel(rng)),
    ):
        rows.append([lab, a, lab, b])
    if rng.random() < 0.35:  # the supplier first
        rows = [[r[2], r[3], r[0], r[1]] for r in rows]
    y = pdf.grid(
        m, y, rel(wd, [12, 38, 12, 38]), rows, head=0, shade_cols=(0, 2), row_h=17, size=8.5
    )
    terms = [
        f"订单日期：{fdate(d, ds)}" if red_no else f"框架协议号：{number(rng, d, 'KJ-{Y}-{n3}')}",
        f"发料方式：{pick(rng, '甲方供料|乙方包工包料|部分供料')}",
        f"交货地点：{buyer.name}{pick(rng, '成品仓|二号仓库|装配车间')}",
        f"结算方式：{pick(rng, '月结30天|月结60天|验收合格后45天')}",
    ]
    x = m
    for t in terms:
        pdf.text(x, y + 14, t, 8.5, maxw=wd / 4 - 8)
        x += wd / 4
    y += 22
    head_row = heads("序号|物料编码|产品名称|规格/图号|单位|数量|加工单价|加工费|材料费|金额|交期")
    body = []
    for i, (ln, mt) in enumerate(zip(lines, mats)):
        dwg = number(rng, d, "DWG-{n5}|TH{n4}-{n2}")
        body.append(
            [
                str(i + 1),
                number(rng, d, "3{n2}-{n5}"),
                ln.name,
                f"{ln.spec} / {dwg}",
                ln.unit,
                str(ln.qty),
                cmoney(ln.price),
                cmoney(ln.amount),
                cmoney(mt) if mt else "-",
                cmoney(ln.amount + mt),
                fdate(later(rng, d, 10, 40), "iso"),
            ]
        )
    widths = rel(wd, [4, 10, 12, 18, 5, 6, 8, 9, 8, 10, 9])

    def on_page() -> float:
        page["n"] += 1
        foot()
        pdf.text(m, 36, f"{title}（续）", 11, bold=True)
        pdf.text(pdf.w - m, 36, f"订单号：{order}", 9.5, align="r")
        return 48

    def note(yy: float, i: int) -> None:
        if not none:
            sub = sum((ln.amount + mt for ln, mt in zip(lines[:i], mats[:i])), Decimal(0))
            pdf.text(pdf.w - m, yy + 13, f"本页小计：{cmoney(sub)}", 8.5, align="r")

    bottom = pdf.h - 40
    # The page count first, as paged() will break the table (17-point rows under a head row).
    take = min(len(body), max(1, int((bottom - y) / 17) - 1))
    left, end = len(body) - take, y + 17 * (take + 1)
    while left > 0:
        take = min(left, max(1, int((bottom - 48) / 17) - 1))
        page["of"], left, end = page["of"] + 1, left - take, 48 + 17 * (take + 1)
    page["of"] += end > pdf.h - 150
    foot()
    y = paged(
        pdf,
        m,
        y,
        widths,
        head_row,
        body,
        bottom=bottom,
        on_page=on_page,
        note=note,
        row_h=17,
        size=8,
        align="ccllcrrrrrc",
    )
    if y > pdf.h - 150:
        pdf.new_page()
        y = on_page()
    if none:
        pdf.text(
            m, y + 18, "订单总金额：按实际加工数量结算，单价以本订单为准（含13%增值税）。", 9.5
        )
    else:
        out = [f"加工费合计：¥{cmoney(proc)}", f"材料费合计：¥{cmoney(mat)}"]
        for k, t in enumerate(out):
            pdf.text(m + k * 170, y + 18, t, 9.5)
        lab = pick(rng, "订单总金额（含税）|合计金额（含13%税）|订单总额")
        pdf.text(pdf.w - m, y + 18, f"{lab}：¥{cmoney(total)}", 10.5, align="r", bold=True)
        pdf.text(m, y + 36, f"大写：人民币{daxie(total)}", 9.5)
    y += 44
    notes = pick(
        rng,
        "乙方应按图纸及工艺要求加工，不良品由乙方承担返工费用。|"
        "甲方所供材料损耗率不得超过2%，超出部分从加工费中扣除。",
    )
    pdf.text(m, y + 10, f"备注：{notes}", 8.5)
    sy = min(y + 44, pdf.h - 50)
    pdf.text(m, sy, f"{buy_lab}（签章）：{buyer.name}", 9.5)
    pdf.stamp(m + 160, sy - 6, buyer.name, rng, caption=pick(rng, "合同专用章|采购专用章"), r=32)
    pdf.text(m + wd * 0.5, sy, f"{sup_lab}确认（签章）：", 9.5)
    pdf.text(m + wd * 0.8, sy, "日期：　　年　　月　　日", 9.5)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else total)


# --------------------------------------------------------------------------- zh-Hant


def blind_tw_dingdan_queren(rng: random.Random) -> CJK_DOC:
    """Taiwan 訂單確認書 from the seller: its letterhead centred (統一編號, address, TEL/FAX),
    the title; the customer as 客戶名稱 with a 聯絡人 先生/小姐, 電話 and 送貨地址 at the left; a
    grid at the right with the seller's own 確認單號 (or 本公司訂單號) and the customer's order
    number under 貴公司採購單號 / 客戶訂單號碼 / 貴司PO No. (the truth), 民國 dates, 預定交期 and
    業務; NT$ whole-dollar lines, 未稅合計 / 營業稅 5% / 含稅總計 (or tax-inclusive prices and
    總計), 新台幣大寫, at times 已收訂金 and 尾款; 注意事項, the seller's 業務 and 主管, a red
    square company seal, and 客戶確認回簽 with 大小章."""
    pdf, m, d = Pdf(), rng.uniform(40, 54), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, tw_firm(rng), cjk_no_total(rng)
    buyer = tw_firm(rng, sup.name)
    while buyer.name == sup.name:
        buyer = tw_firm(rng, sup.name)
    po = number(rng, d, "PO{roc}{m}{d}{n3}|{roc}{m}{n4}|P{n7}|33{n2}-{roc}{m}{d}{n3}")
    ours = number(rng, d, "SO{roc}{m}{n4}|OC-{n6}|2{n2}-{roc}{m}{d}{n3}")
    ds = pick(rng, "roc|rocs|slash")
    lines = make_lines(rng, TW_ITEMS, rng.randint(2, 12), 20, 9000, whole=True)
    incl = rng.random() < 0.35
    sub = total_of(lines)
    tax = Decimal(0) if incl else (sub * Decimal("0.05")).quantize(Decimal(1), ROUND_HALF_UP)
    total = sub + tax
    pdf.text(pdf.w / 2, 44, sup.name, 17, align="c", bold=True)
    ban = f"{rng.randint(10000000, 99999999)}"
    pdf.text(pdf.w / 2, 58, f"統一編號：{ban}　地址：{tw_addr(rng)}", 8, align="c", colour=GREY)
    pdf.text(pdf.w / 2, 69, f"TEL：{tw_tel(rng)}　FAX：{tw_tel(rng)}", 8, align="c", colour=GREY)
    pdf.line(m, 76, pdf.w - m, 76, lw=1.3)
    pdf.line(m, 79, pdf.w - m, 79, lw=0.4)
    title = pick(rng, "訂單確認書|訂購確認單|銷貨訂單確認書")
    pdf.text(pdf.w / 2, 106, title, 19, align="c", bold=True, space=2)
    y = 122
    half = wd * 0.52
    contact = f"{person(rng, 'zh-Hant')} {pick(rng, '先生|小姐|經理')}"
    cust = [
        f"客戶名稱：{buyer.name}",
        f"聯 絡 人：{contact}",
        f"電　　話：{tw_tel(rng)}",
        f"送貨地址：{tw_addr(rng)}",
        f"統一編號：{rng.randint(10000000, 99999999)}",
    ]
    y1 = kv(pdf, m, y + 12, cust, 9.5, 1.75, maxw=half - 10)
    po_lab = pick(rng, "貴公司採購單號|客戶訂單號碼|貴司PO No.|客戶採購單號")
    grid = [
        [pick(rng, "確認單號|本公司訂單號"), ours],
        [po_lab, po],
        ["訂單日期", fdate(d, ds)],
        ["預定交期", fdate(later(rng, d, 7, 30), ds)],
        ["業　　務", person(rng, "zh-Hant")],
    ]
    if rng.random() < 0.4:
        grid[0], grid[1] = grid[1], grid[0]
    y2 = pdf.grid(
        m + half, y, [86, wd - half - 86], grid, head=0, shade_cols=(0,), row_h=18, size=9
    )
    y = max(y1, y2) + 10
    pdf.text(m, y + 4, "茲確認 貴公司訂購下列貨品，內容如下：", 9.5)
    price_lab = "單價(含稅)" if incl else "單價"
    head_row = heads(f"項次|品號|品名規格|數量|單位|{price_lab}|金額|交期")
    body = []
    for i, ln in enumerate(lines):
        code = number(rng, d, "{n2}-{n4}-{n2}|A{n5}")
        body.append(
            [
                str(i + 1),
                code,
                f"{ln.name} {ln.spec}",
                str(ln.qty),
                ln.unit,
                whole(ln.price),
                whole(ln.amount),
                fdate(later(rng, d, 7, 30), "rocs"),
            ]
        )
    widths = rel(wd, [5, 13, 30, 7, 6, 11, 13, 12])
    y = pdf.grid(m, y + 14, widths, [head_row, *body], align="cllrcrrc", row_h=18, size=8.5)
    if none:
        pdf.text(m, y + 20, "金額：依實際出貨數量計價，單價如上（未稅）。", 9.5)
        y += 28
    else:
        rows = (
            [["總　　計", f"NT${whole(total)}"]]
            if incl
            else [
                ["未稅合計", whole(sub)],
                ["營業稅 5%", whole(tax)],
                [pick(rng, "含稅總計|總計|合計金額"), f"NT${whole(total)}"],
            ]
        )
        y = pdf.grid(
            m + sum(widths[:5]),
            y,
            [widths[5], widths[6] + widths[7]],
            rows,
            head=0,
            align="cr",
            shade_cols=(0,),
            row_h=18,
            size=9,
        )
        pdf.text(m, y + 18, f"新台幣（大寫）：{daxie(total, trad=True)}", 9.5)
        y += 24
        if rng.random() < 0.4:
            dep = (total * Decimal("0.3")).quantize(Decimal(1), ROUND_HALF_UP)
            pdf.text(
                m,
                y + 16,
                f"已收訂金：NT${whole(dep)}　尾款：NT${whole(total - dep)}"
                "（交貨時以即期支票或匯款付清）",
                9,
            )
            y += 20
    notes = f"""注意事項：
        1. 本確認書請於三日內簽章回傳，逾期未回視同確認。
        2. 交貨方式：{pick(rng, "本公司送貨到廠|貨運寄送，運費由本公司負擔|客戶自取")}。
        3. 付款條件：{pick(rng, "月結30天|月結60天|貨到付款|開立60天期票")}。
        4. 如有規格變更，請以書面通知本公司業務人員。"""
    y = kv(pdf, m, y + 24, notes, 8.5, 1.6)
    sy = max(y + 30, pdf.h - 130)
    pdf.text(m, sy, f"業務：{person(rng, 'zh-Hant')}　主管：{person(rng, 'zh-Hant')}", 9.5)
    pdf.stamp(m + 200, sy - 4, sup.name, rng, shape="square", r=30)
    pdf.rect(m + wd * 0.55, sy - 16, wd * 0.45, 80)
    pdf.text(m + wd * 0.55 + 6, sy - 2, "客戶確認回簽（請蓋公司大小章）：", 9)
    pdf.text(m + wd * 0.55 + 6, sy + 54, "日期：　　年　　月　　日", 9)
    return pdf.done("zh-Hant", "order_confirmation", po, sup.name, None if none else total)


# --------------------------------------------------------------------------- ja


def blind_ja_shiiresaki_chumon(rng: random.Random) -> CJK_DOC:
    """注文書 / 発注書 / 購買注文書: the title centred; a header row under it with 発注番号 /
    発注日 / 納期 / 納入場所 / 支払条件 over their values (or 注文番号 and 注文日 at the top right
    instead); the supplier under a small shaded 仕入先 caption with 様 / 殿 / 御中 after the name,
    its address, TEL/FAX and ご担当 below, then 納入場所 / 納品先 at once when not in the header
    row; the buyer at the right with 登録番号, 担当 and a red 角印; 見積番号 and 工事番号 beside
    the order's; 行 / 品番 / 品名・仕様 / 数量 / 単位 / 単価 / 金額 lines over one or two pages
    (次頁へ続く); 小計 / 消費税（10%） / 発注金額合計（税込） under the table, or 合計（税込）
    as its last row; a request for the 注文請書 and a 受注確認欄 to sign and seal."""
    pdf, m, d = Pdf(), rng.uniform(38, 52), a_date(rng)
    wd, sup, none = pdf.w - 2 * m, ja_firm(rng), cjk_no_total(rng)
    buyer = ja_firm(rng, sup.name)
    while buyer.name == sup.name:
        buyer = ja_firm(rng)
    order = number(rng, d, "P{y}{m}{d}-{n3}|{n8}|HC-{Y}-{n5}|{y}{m}-{n4}")
    ys, ds = rng.randrange(3), pick(rng, "cn|reiwa|slash")
    lines = make_lines(rng, JA_ITEMS[:-3], rng.randint(3, 24), 100, 30000, whole=True)
    sub, tax = ja_tax(lines, 10)
    total = sub + tax
    title = pick(rng, "注　文　書|発　注　書|購買注文書")
    pdf.text(pdf.w / 2, 52, title, 20, align="c", bold=True)
    in_row = rng.random() < 0.6
    place_ = pick(rng, "弊社本社工場|弊社第二倉庫|弊社物流センター|別紙指定場所")
    if in_row:
        hr = [
            heads("発注番号|発注日|納期|納入場所|支払条件"),
            [
                order,
                fdate(d, ds),
                fdate(later(rng, d), ds),
                place_,
                pick(rng, "月末締め翌月末払い|検収後30日以内|20日締め翌月10日払い"),
            ],
        ]
        y = pdf.grid(m, 66, rel(wd, [20, 18, 18, 22, 22]), hr, row_h=18, size=8.5) + 12
    else:
        kv(
            pdf,
            pdf.w - m,
            70,
            [f"注文番号：{order}", f"注文日：{fdate(d, ds)}"],
            9.5,
            1.6,
            align="r",
        )
        y = 100
    pdf.rect(m, y, 52, 16, fill=SHADE, stroke=None)
    pdf.text(m + 26, y + 11.5, "仕入先", 9, align="c")
    suffix = pick(rng, "様|殿|御中|様")
    half = wd * 0.52
    pdf.text(m, y + 38, f"{sup.name}　{suffix}", 13.5, maxw=half)
    pdf.line(m, y + 44, m + half, y + 44, lw=0.8)
    vend = [
        ja_addr(rng),
        f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}",
        f"ご担当：{person(rng, 'ja')} 様",
    ]
    y1 = kv(pdf, m, y + 60, vend, 8.5, 1.6, maxw=half)
    if not in_row:
        y1 = kv(
            pdf,
            m,
            y1 + 2,
            [f"{pick(rng, '納入場所|納品先')}：{place_}", f"納　　期：{fdate(later(rng, d), ds)}"],
            9,
            1.6,
        )
    bx = m + wd * 0.58
    issuer = [
        buyer.name,
        ja_addr(rng),
        f"TEL {ja_tel(rng)}",
        f"登録番号：T{rng.randint(10**12, 10**13 - 1)}",
        f"担当：{person(rng, 'ja')}",
    ]
    pdf.text(bx, y + 14, issuer[0], 11, bold=True, maxw=pdf.w - m - bx)
    kv(pdf, bx, y + 30, issuer[1:3], 8, 1.6, maxw=pdf.w - m - bx - 58)
    kv(pdf, bx, y + 55.6, issuer[3:], 8, 1.6, maxw=pdf.w - m - bx)
    pdf.stamp(pdf.w - m - 30, y + 26, buyer.name, rng, shape="square", r=26)
    extra = [f"見積番号：{number(rng, d, 'Q{y}{m}-{n3}|MT{n6}')}"]
    if rng.random() < 0.5:
        extra.append(f"工事番号：{number(rng, d, 'K{y}-{n4}|PJ{n5}')}")
    y2 = kv(pdf, bx, y + 100, extra, 8.5, 1.6)
    y = max(y1, y2) + 6
    pdf.text(m, y + 8, "下記の通り注文いたします。", 10)
    head_row = heads("行|品番|品名・仕様|数量|単位|単価|金額")
    body = []
    for i, ln in enumerate(lines):
        code = number(rng, d, "{n3}-{n4}|AB{n5}")
        body.append(
            [
                str(i + 1),
                code,
                f"{ln.name}　{ln.spec}",
                str(ln.qty),
                ln.unit,
                whole(ln.price),
                whole(ln.amount),
            ]
        )
    widths = rel(wd, [5, 13, 38, 8, 7, 13, 16])
    last_row = not none and rng.random() < 0.35
    page = {"n": 1}

    def on_page() -> float:
        page["n"] += 1
        pdf.text(m, 40, f"{title.replace('　', '')}（続き）　{order}", 10, bold=True)
        pdf.text(pdf.w - m, 40, f"{page['n']}頁", 9, align="r")
        return 54

    def note(yy: float, i: int) -> None:
        pdf.text(pdf.w - m, yy + 14, "次頁へ続く", 9, align="r")

    y = paged(
        pdf,
        m,
        y + 18,
        widths,
        head_row,
        body,
        bottom=pdf.h - 70,
        on_page=on_page,
        note=note,
        row_h=18,
        size=8.5,
        align="cllrcrr",
    )
    if last_row:
        rows = [["消費税（10%）", whole(tax)], ["合計（税込）", yen(total, ys)]]
        y = pdf.grid(m, y, [sum(widths[:6]), widths[6]], rows, head=0, align="rr", row_h=18, size=9)
    if y > pdf.h - 200:
        pdf.new_page()
        y = on_page()
    if none:
        pdf.text(m, y + 20, "金額：別途見積書の単価により精算いたします。", 9.5)
        y += 28
    elif not last_row:
        lab = pick(rng, "発注金額合計（税込）|合計金額（税込）|ご注文金額合計")
        rows = [["小　計", whole(sub)], ["消費税（10%）", whole(tax)], [lab, yen(total, ys)]]
        y = pdf.grid(
            pdf.w - m - 250,
            y + 10,
            [130, 120],
            rows,
            head=0,
            align="cr",
            shade_cols=(0,),
            row_h=19,
            size=9,
        )
    y = kv(
        pdf,
        m,
        y + 24,
        [
            "備考：本注文書受領後、3営業日以内に注文請書をご返送ください。",
            "納品書・請求書には必ず発注番号をご記入ください。",
        ],
        8.5,
        1.6,
    )
    sy = max(y + 10, pdf.h - 130)
    pdf.rect(m, sy, wd, 70)
    pdf.text(m + 6, sy + 16, "受注確認欄（受注者記入）", 9, bold=True)
    pdf.text(m + 6, sy + 40, "上記注文をお請けいたします。　　年　　月　　日", 9)
    pdf.text(m + wd * 0.55, sy + 58, "受注者　記名捺印", 9)
    pdf.rect(pdf.w - m - 56, sy + 14, 46, 46, dash=(2, 2))
    return pdf.done("ja", "purchase_order", order, sup.name, None if none else total)


FAMILIES: dict[str, Callable[[random.Random], tuple[bytes, dict]]] = {
    f.__name__: f
    for f in (
        blind_us_release_po,
        blind_in_gst_po,
        blind_de_sap_bestellung,
        blind_fr_facture_commande,
        blind_es_pedido_dir3,
        blind_sv_inkopsorder,
        blind_zh_caigou_gongyingshang,
        blind_zh_weiwai_jiagong,
        blind_tw_dingdan_queren,
        blind_ja_shiiresaki_chumon,
    )
}

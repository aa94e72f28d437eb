# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Eight purchase-order families for the `fit` split whose vendors mostly print no legal form (`fit6_*`).

- fit6_en_us_distributor_po: a US company's PO on Letter (PO box top right, the vendor inline
  as "Vendor: NAME" with "Ship To:" on the same line, or a boxed Vendor | Ship To grid; sales
  tax, freight, requisition and quote numbers).
- fit6_en_uk_window_order: a UK firm's official order on A4 (the supplier unlabelled in the
  envelope window under the letterhead, or under a "To:" heading; supplier account number,
  carriage, VAT 20%).
- fit6_en_ca_hanging_vendor_po: a Canadian purchase order (the heading "Vendor" / "Ordered
  From" at the left margin with the block indented to its right, Ship To and Bill To hanging
  the same way; GST/HST/PST, CAD).
- fit6_en_au_supplier_heading_po: an Australian or New Zealand order (a heading on its own
  line, "Supplier" / "Purchased From" / "Ordered From", the block indented under it with an
  Attn line; ABN, GST 10% or 15%).
- fit6_en_in_po_to_block: an Indian purchase order ("To," the supplier block under it, GSTIN,
  quotation and indent references, CGST + SGST or IGST, Rs.).
- fit6_en_ie_za_vendor_grid_po: an Irish or South African order (a boxed grid of Purchased
  From | Deliver To | Invoice To with the vendor code, VAT 23% or 15%, EUR or R).
- fit6_de_bestellung_ohne_rechtsform: a German Bestellung (the Lieferant in the DIN window with
  a return-address line, or "Lieferant:" inline beside "Lieferanschrift:", or under a heading;
  Angebot and Lieferantennummer, MwSt 19%).
- fit6_zh_caigou_dan_shanghang: a Chinese 采购单 (the supplier a 商行 / 经营部 / 门市部 /
  工作室 or a bare trade name after 供应商 / 供货单位 / 致, inline or in a grid; 合计 and 大写).

Drawn with reportlab from the passed-in rng only, written without running the extraction
engine. About seven vendors in ten print no legal form (trade names, short names in capitals,
names ending in a country or region word); the buyer, bill-to and ship-to parties carry one
about half of the time. Truth as in the other modules: the buyer's order number as printed,
the supplier exactly as printed, the grand total as "1234.50" ("" when the document states
none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, twice  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, de, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind27 import PALE, lines_of  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
FONTS = "helv|helv|times|libsans|libnarrow|dejavu"

# --------------------------------------------------------------------------- names

STEMS = "Northline|Bayside|Kestrel|Harbour|Delta|Marlow|Redgate|Ironbark|Summit|Bluewater|Copperleaf|Granite|Foxhollow|Westbrook|Pioneer|Tidewater|Ridgeback|Lakeshore|Falcon|Cedar Point|Meridian|Keystone|Silverline|Oakmont|Brightwell|Crestview|Harrow|Alder|Wexcombe|Stonebridge|Eastgate|Millbrook|Clearwater|Highfield|Riverbend|Sandpiper|Blackwood|Thornbury|Fairhaven|Greystone"
TRADES = "Pallets|Fasteners|Office Supply|Hydraulics|Packaging|Electrical|Safety Supply|Industrial Supply|Tools|Print & Signs|Plumbing Supplies|Bearings|Janitorial|Lab Supplies|Steel|Timber|Paints|Fluid Power|Labels|Welding Supplies|Catering Supplies|Uniforms|Filtration|Pumps|Fire Protection|Workwear|Hardware|Cable & Wire|Air Tools|Material Handling"
BRANDS = "KESTREL|VANTEX|OMNIFLO|TRUEFIX|AXIOM|PROWELD|BRISKO|ZENTRA|CLEARPAK|DURAGRIP|HEXON|MAXLIFT|QUANTA|RAPIDCO|SOLIS|TEKRA|NOVAPAC|FIXALL|CORVEX|STRATA|ULTRASEAL|BOLTMASTER|PAKWELL|LUMEN|FLOWTECH|GRIPLINE|NORDEX|ARCWELD|TOOLPRO|SAFEGUARD"
SURNAMES = "Hollis|Brennan|Okafor|Whitcombe|Delaney|Marsh|Patel|Novak|Fraser|Quinlan|Harding|Kowalski|Lindqvist|Ferreira|McAllister|Dunmore|Ashby|Rourke|Chandler|Vance"
FIRST = "James|Sarah|Michael|Priya|David|Emma|Liam|Aisha|Robert|Claire|Daniel|Megan|Thomas|Nicole|Sean|Grace|Peter|Fiona|Mark|Zanele|Rahul|Olivia|Connor|Hannah"
BUY_KIND = "{S} Manufacturing|{S} Foods|{S} Logistics|{S} Health Services|{S} Hotels|{S} Construction|{S} Engineering|{S} Plastics|{S} Dairy|{S} Brewing Company|{S} Property Services|{S} Facilities|{S} Cabinetry|{S} Coatings|{S} Marine"
BUY_STEM = "Hollis|Greenfield|Ardmore|Pinecrest|Bellwood|Carrick|Linden|Mapleton|Rosehill|Kingsbury|Waverley|Sutton Vale|Ashgrove|Oakridge|Fernlea|Glenwood|Larchmont|Brookdale|Hawthorn|Westfield"


@dataclass
class Region:
    key: str
    forms: list[str]  # legal forms
    geo: list[str]  # country / region words closing a trade name
    ccy: str
    harbour: bool  # British spelling
    streets: list[str]
    towns: list[str]  # "Town, ST" or "Town"
    post: str  # la.digits pattern
    phone: str  # la.digits pattern
    tld: str
    extra: dict = field(default_factory=dict)


def _r(*a, **kw) -> Region:
    return Region(*a, **kw)


REGIONS = {
    "us": _r(
        "us",
        ["Inc.", "LLC", "Corp.", "Co.", "Inc", "Company"],
        ["USA", "America", "North America", "Midwest", "West", "Southeast"],
        "USD",
        False,
        [
            "Industrial Pkwy",
            "Commerce Dr",
            "W Main St",
            "Airport Rd",
            "Enterprise Blvd",
            "Lakeview Ave",
            "N Market St",
            "Distribution Way",
        ],
        [
            "Columbus, OH",
            "Tulsa, OK",
            "Reno, NV",
            "Allentown, PA",
            "Greenville, SC",
            "Spokane, WA",
            "Fort Wayne, IN",
            "Boise, ID",
            "Chattanooga, TN",
            "Des Moines, IA",
        ],
        "#####",
        "(###) ###-####",
        "com",
    ),
    "uk": _r(
        "uk",
        ["Ltd", "Limited", "Ltd.", "PLC", "LLP"],
        ["UK", "Europe", "GB", "Midlands", "Northern", "Scotland"],
        "GBP",
        True,
        [
            "Riverside Industrial Estate",
            "Brunel Way",
            "Station Road",
            "Mill Lane",
            "Kingsway Business Park",
            "Orchard Trading Estate",
            "Canal Street",
            "Pottery Road",
        ],
        [
            "Leicester",
            "Swindon",
            "Wakefield",
            "Preston",
            "Ipswich",
            "Telford",
            "Stockport",
            "Falkirk",
            "Newport",
            "Peterborough",
        ],
        "@@# #@@",
        "01### ######",
        "co.uk",
    ),
    "ca": _r(
        "ca",
        ["Inc.", "Ltd.", "Corp.", "Limited", "Ltée"],
        ["Canada", "North America", "West", "Atlantic", "Ontario"],
        "CAD",
        False,
        [
            "Industrial Ave",
            "Boundary Rd",
            "Mountain Rd",
            "Rue Saint-Paul",
            "Dundas St W",
            "Kingsway",
            "Bayview Dr",
            "Commerce Pl",
        ],
        [
            "Mississauga, ON",
            "Burnaby, BC",
            "Laval, QC",
            "Edmonton, AB",
            "Moncton, NB",
            "Saskatoon, SK",
            "Winnipeg, MB",
            "Halifax, NS",
            "Kelowna, BC",
            "London, ON",
        ],
        "@#@ #@#",
        "(###) ###-####",
        "ca",
    ),
    "au": _r(
        "au",
        ["Pty Ltd", "Pty. Ltd.", "Pty Limited", "Ltd"],
        ["Australia", "Pacific", "Aust", "Asia Pacific", "NZ"],
        "AUD",
        True,
        [
            "Frankston-Dandenong Rd",
            "Kingsford Smith Dr",
            "Ipswich Rd",
            "Hume Hwy",
            "Enterprise St",
            "Boundary Rd",
            "Ballarat Rd",
            "Export Dr",
        ],
        [
            "DANDENONG SOUTH VIC",
            "EAGLE FARM QLD",
            "WETHERILL PARK NSW",
            "WELSHPOOL WA",
            "WINGFIELD SA",
            "HUME ACT",
            "DERWENT PARK TAS",
            "BERRIMAH NT",
        ],
        "####",
        "(0#) #### ####",
        "com.au",
    ),
    "in": _r(
        "in",
        ["Pvt. Ltd.", "Private Limited", "Pvt Ltd", "LLP", "Ltd."],
        ["India", "Bharat", "South", "Asia", "(India)"],
        "INR",
        False,
        [
            "MIDC Bhosari",
            "Peenya Industrial Area",
            "Ambattur Industrial Estate",
            "GIDC Vatva",
            "Phase II, Okhla",
            "Sector 63",
            "Jeedimetla IDA",
            "Naroda GIDC",
        ],
        [
            "Pune",
            "Bengaluru",
            "Chennai",
            "Ahmedabad",
            "New Delhi",
            "Noida",
            "Hyderabad",
            "Coimbatore",
        ],
        "######",
        "+91 ##### #####",
        "in",
    ),
    "ie": _r(
        "ie",
        ["Ltd", "Limited", "DAC", "Teoranta", "Unlimited Company"],
        ["Ireland", "Europe", "Éire", "West", "Munster"],
        "EUR",
        True,
        [
            "Ballycoolin Business Park",
            "Kilbarry Industrial Estate",
            "Dock Road",
            "Parkmore West",
            "Northwood Avenue",
            "Raheen Business Park",
            "Mahon Industrial Estate",
            "Greenhills Road",
        ],
        ["Dublin 15", "Cork", "Limerick", "Galway", "Waterford", "Athlone", "Sligo", "Dundalk"],
        "@## @#@#",
        "+353 # ### ####",
        "ie",
    ),
    "za": _r(
        "za",
        ["(Pty) Ltd", "CC", "(Pty) Limited", "Ltd", "Pty Ltd"],
        ["SA", "Africa", "South Africa", "Gauteng", "Cape"],
        "ZAR",
        True,
        [
            "Main Reef Road",
            "Voortrekker Road",
            "Old Pretoria Road",
            "Jet Park Road",
            "Stella Street",
            "Epping Avenue",
            "Electron Avenue",
            "Aberdein Street",
        ],
        [
            "Germiston",
            "Midrand",
            "Epping, Cape Town",
            "Pinetown",
            "Gqeberha",
            "Centurion",
            "Bloemfontein",
            "Polokwane",
        ],
        "####",
        "0## ### ####",
        "co.za",
    ),
}
REGIONS["nz"] = _r(
    "nz",
    ["Limited", "Ltd"],
    ["NZ", "New Zealand", "Pacific", "Aotearoa"],
    "NZD",
    True,
    ["Great South Road", "Hutt Road", "Carlyle Street", "Vickery Street", "Wairau Road"],
    [
        "Penrose, Auckland 1061",
        "Petone, Lower Hutt 5012",
        "Sockburn, Christchurch 8042",
        "Te Rapa, Hamilton 3200",
    ],
    "",
    "(0#) ### ####",
    "co.nz",
)


def trade(rng: random.Random, reg: Region) -> str:
    t = la.pick(rng, TRADES)
    return t if reg.harbour else t.replace("Harbour", "Harbor")


def stem(rng: random.Random, reg: Region) -> str:
    s = la.pick(rng, STEMS)
    return s if reg.harbour else s.replace("Harbour", "Harbor")


def vendor_name(rng: random.Random, reg: Region) -> str:
    """About seven in ten without a legal form: a trade name, a short name in capitals, a name
    closing with a country or region word; else a trade name and a legal form."""
    if rng.random() < 0.3:
        base = la.pick(
            rng,
            f"{stem(rng, reg)} {trade(rng, reg)}|{la.pick(rng, SURNAMES)} {trade(rng, reg)}|{la.pick(rng, BRANDS).title()} {trade(rng, reg)}|{stem(rng, reg)}",
        )
        return f"{base} {rng.choice(reg.forms)}"
    k = rng.random()
    if k < 0.26:  # short, in capitals
        return la.pick(
            rng,
            f"{la.pick(rng, BRANDS)}|{la.pick(rng, BRANDS)}|{la.digits(rng, '@@')} {la.pick(rng, 'TOOLS|SUPPLY|PACK|STEEL|PUMPS|PRINT|SAFETY')}|{stem(rng, reg).upper().replace(' ', '')[:10]}",
        )
    if k < 0.5:
        return f"{stem(rng, reg)} {trade(rng, reg)}"
    if k < 0.64:
        return f"{stem(rng, reg)} {trade(rng, reg)}".upper()
    if k < 0.8:  # a country or region word at the end
        s = f"{la.pick(rng, f'{stem(rng, reg)} {trade(rng, reg)}|{la.pick(rng, BRANDS).title()}|{stem(rng, reg)}')} {rng.choice(reg.geo)}"
        return s.upper() if rng.random() < 0.4 else s
    if k < 0.9:
        sn = la.pick(rng, SURNAMES)
        return la.pick(
            rng,
            f"{stem(rng, reg)} {trade(rng, reg)} Group|{sn} & Sons|{sn} Bros.|{sn}'s {trade(rng, reg)}|{sn} {trade(rng, reg)}|{sn} & {la.pick(rng, SURNAMES)}",
        )
    return la.pick(
        rng,
        f"{la.pick(rng, BRANDS)} {trade(rng, reg)}|{la.pick(rng, BRANDS).title()} {trade(rng, reg)}|{la.pick(rng, BRANDS)} Direct",
    )


def org_name(rng: random.Random, reg: Region) -> str:
    """A buyer, bill-to or ship-to party: a legal form about half of the time."""
    s = la.pick(rng, BUY_KIND).format(S=la.pick(rng, BUY_STEM))
    return f"{s} {rng.choice(reg.forms)}" if rng.random() < 0.5 else s


def person(rng: random.Random) -> str:
    return f"{la.pick(rng, FIRST)} {la.pick(rng, SURNAMES)}"


def address(rng: random.Random, reg: Region) -> list[str]:
    street = f"{rng.randint(2, 9800)} {rng.choice(reg.streets)}"
    town = rng.choice(reg.towns)
    if reg.key == "uk":
        return [
            f"Unit {rng.randint(1, 40)}, {rng.choice(reg.streets)}",
            town,
            la.digits(rng, reg.post),
        ]
    if reg.key == "ie":
        return [
            f"Unit {rng.randint(1, 60)}, {rng.choice(reg.streets)}",
            town,
            la.digits(rng, reg.post),
        ]
    if reg.key == "in":
        return [
            f"Plot No. {rng.randint(1, 480)}, {rng.choice(reg.streets)}",
            f"{town} - {la.digits(rng, reg.post)}",
        ]
    if reg.key == "nz":
        return [street, town]
    if reg.key in ("za", "au"):
        return [
            street,
            f"{town} {la.digits(rng, reg.post)}"
            if reg.key == "au"
            else f"{town}, {la.digits(rng, reg.post)}",
        ]
    return [street, f"{town} {la.digits(rng, reg.post)}"]


def domain(name: str, reg: Region) -> str:
    w = "".join(ch for ch in name.split()[0].lower() if ch.isalpha()) or "trade"
    return f"{w}.{reg.tld}"


@dataclass
class Party:
    name: str
    lines: list[str]
    code: str = ""
    attn: str = ""
    contact: str = ""


def vendor_party(rng: random.Random, reg: Region) -> Party:
    name = vendor_name(rng, reg)
    p = Party(name, address(rng, reg))
    if rng.random() < 0.45:
        p.code = la.digits(rng, la.pick(rng, "#####|V-#####|######|V####|SUP-####"))
    if rng.random() < 0.4:
        p.attn = person(rng)
    r = rng.random()
    if r < 0.35:
        p.contact = f"Tel: {la.digits(rng, reg.phone)}"
    elif r < 0.65:
        p.contact = la.pick(
            rng,
            f"{la.pick(rng, 'sales|orders|info|accounts')}@{domain(name, reg)}|Ph {la.digits(rng, reg.phone)}  Email: {la.pick(rng, 'sales|orders')}@{domain(name, reg)}",
        )
    return p


def org_party(rng: random.Random, reg: Region, name: str = "") -> Party:
    return Party(name or org_name(rng, reg), address(rng, reg))


# --------------------------------------------------------------------------- drawing the parties


def block_lines(p: Party, code_label: str, code_beside: bool, attn: str = "Attn:") -> list[str]:
    out = [p.name + (f"      {code_label} {p.code}" if p.code and code_beside else "")]
    if p.attn:
        out.append(f"{attn} {p.attn}")
    out += p.lines
    if p.code and not code_beside:
        out.append(f"{code_label} {p.code}")
    if p.contact:
        out.append(p.contact)
    return out


def draw_block(
    d: la.Doc,
    x: float,
    y: float,
    rows: list[str],
    size: float,
    bold_first: bool = True,
    maxw: float | None = None,
) -> float:
    """Lines from top y, the first (the name, a code perhaps beside it) bold; `maxw` clips
    the lines after the first (never the name)."""
    lead = size * 1.32
    for i, s in enumerate(rows):
        if i == 0 and bold_first and "      " in s:
            name, code = s.split("      ", 1)
            d.t(x, y + size, name, size, b=True)
            d.t(x + d.width(name, size, True) + 14, y + size, code, size - 0.6)
        else:
            d.t(x, y + size + i * lead, s, size, b=bold_first and i == 0, maxw=maxw if i else None)
    return y + len(rows) * lead


def block_w(d: la.Doc, rows: list[str], size: float) -> float:
    return max(
        d.width(s.replace("      ", "   "), size, i == 0) + (12 if "      " in s else 0)
        for i, s in enumerate(rows)
    )


def spread(x: float, w: float, first: float, n: int) -> list[float]:
    """Column starts: the first column at least `first` wide, the rest sharing what is left."""
    c0 = min(max(w / (1 + n), first), w * 0.64)
    rest = (w - c0) / n if n else 0
    return [x] + [x + c0 + k * rest for k in range(n)]


def parties(
    d: la.Doc,
    rng: random.Random,
    style: str,
    x: float,
    y: float,
    w: float,
    vend: Party,
    others: list[tuple[str, Party]],
    *,
    vlabel: str,
    code_label: str = "Vendor #:",
    attn: str = "Attn:",
    size: float = 8.4,
) -> float:
    """The vendor and the other parties (ship-to, bill-to) in one of the arrangements:
    inline (label and name on one line, the next party's label and name to its right),
    heading (label on its own line, the block indented under it), hanging (the label at the
    margin, the block to its right), grid (boxed columns with shaded heads), window (no label,
    the vendor alone; the others to the right). Returns the y below."""
    beside = rng.random() < 0.5
    vrows = block_lines(vend, code_label, beside, attn)
    n = len(others)
    if style == "inline":
        labs = [vlabel, *(lab for lab, _ in others)]
        lab_w = max(d.width(s, size, True) for s in labs) + 6
        rows = block_lines(vend, code_label, False, attn)
        xs = spread(x, w, lab_w + block_w(d, rows, size) + 20, n)
        d.t(x, y + size, vlabel, size, b=True)
        d.t(x + lab_w, y + size, vend.name, size, b=True)
        bot = draw_block(d, x + lab_w, y + size * 1.32, rows[1:], size, False)
        for k, (lab, p) in enumerate(others, 1):
            ox = xs[k]
            cw = (xs[k + 1] if k < n else x + w) - ox - lab_w - 6
            ow = d.width(lab, size, True) + 6
            d.t(ox, y + size, lab, size, b=True)
            d.t(ox + ow, y + size, p.name, size, maxw=cw + lab_w - ow)
            bot = max(
                bot,
                draw_block(d, ox + ow, y + size * 1.32, p.lines, size, False, maxw=cw + lab_w - ow),
            )
        return bot + 6
    if style == "grid":
        hh = size + 7
        rows = [vrows, *([p.name, *p.lines] for _, p in others)]
        xs = [*spread(x, w, block_w(d, vrows, size) + 16, n), x + w]
        body = max(len(r) for r in rows) * size * 1.32 + 10
        for k, lab in enumerate([vlabel, *(lab for lab, _ in others)]):
            cw = xs[k + 1] - xs[k]
            d.box(xs[k], y, cw, hh, fill=0.85)
            d.box(xs[k], y + hh, cw, body)
            d.t(xs[k] + 5, y + hh - 4.5, lab.rstrip(":").upper(), size - 0.8, b=True)
            if k == 0:
                draw_block(d, xs[k] + 6, y + hh + 4, rows[k], size)
            else:
                d.t(xs[k] + 6, y + hh + 4 + size, rows[k][0], size, maxw=cw - 10)
                draw_block(
                    d, xs[k] + 6, y + hh + 4 + size * 1.32, rows[k][1:], size, False, maxw=cw - 10
                )
        return y + hh + body + 8
    if style == "heading":
        ind = rng.choice([10, 14, 18, 24])
        xs = [*spread(x, w, ind + block_w(d, vrows, size) + 20, n), x + w]
        d.t(x, y + size, vlabel, size + 0.6, b=True)
        bot = draw_block(d, x + ind, y + size * 1.6, vrows, size)
        for k, (lab, p) in enumerate(others, 1):
            cw = xs[k + 1] - xs[k] - ind - 6
            d.t(xs[k], y + size, lab, size + 0.6, b=True)
            d.t(xs[k] + ind, y + size * 2.6, p.name, size, maxw=cw)
            bot = max(
                bot, draw_block(d, xs[k] + ind, y + size * 2.92, p.lines, size, False, maxw=cw)
            )
        return bot + 8
    if style == "hanging":
        labs = [vlabel, *(lab for lab, _ in others)]
        lw = max(d.width(s, size, True) for s in labs) + 12
        if n >= 2 and rng.random() < 0.5:  # vendor over ship-to, bill-to at the right
            d.t(x, y + size, vlabel, size, b=True)
            b1 = draw_block(d, x + lw, y, vrows, size)
            lab, p = others[0]
            xr = max(x + w / 2 + 10, x + lw + block_w(d, vrows, size) + 20)
            d.t(x, b1 + 8 + size, lab, size, b=True)
            b1 = draw_block(
                d, x + lw, b1 + 8, [p.name, *p.lines], size, False, maxw=xr - x - lw - 10
            )
            b2 = y
            for lab, p in others[1:]:
                d.t(xr, b2 + size, lab, size, b=True)
                cw = x + w - xr - lw
                d.t(xr + lw, b2 + size, p.name, size, maxw=cw)
                b2 = draw_block(d, xr + lw, b2 + size * 1.32, p.lines, size, False, maxw=cw) + 8
            return max(b1, b2) + 8
        xs = [*spread(x, w, lw + block_w(d, vrows, size) + 20, n), x + w]
        d.t(x, y + size, vlabel, size, b=True)
        bot = draw_block(d, x + lw, y, vrows, size)
        for k, (lab, p) in enumerate(others, 1):
            cw = xs[k + 1] - xs[k] - lw - 6
            d.t(xs[k], y + size, lab, size, b=True)
            d.t(xs[k] + lw, y + size, p.name, size, maxw=cw)
            bot = max(
                bot, draw_block(d, xs[k] + lw, y + size * 1.32, p.lines, size, False, maxw=cw)
            )
        return bot + 8
    # window: the vendor alone at the top left, the others at the right
    bot = draw_block(d, x, y, vrows, size + 0.8)
    xr = max(x + w * 0.55, x + block_w(d, vrows, size + 0.8) + 24)
    cw = x + w - xr
    yr = y
    for lab, p in others:
        d.t(xr, yr + size - 0.4, lab, size - 0.4, b=True)
        d.t(xr, yr + size * 2.35, p.name, size - 0.4, maxw=cw)
        yr = draw_block(d, xr, yr + size * 2.7, p.lines, size - 0.4, False, maxw=cw) + 6
    return max(bot, yr) + 8


# --------------------------------------------------------------------------- items and sums

ITEMS = [
    ("PAL-4840", "Pallet, hardwood 48 x 40 in, 4-way entry", "EA", 9, 24),
    ("FAS-M10", "Hex bolt M10 x 40 zinc plated, box of 100", "BX", 12, 38),
    ("FAS-SS8", "Stainless self-tapping screw 8g x 25, pack of 500", "PK", 18, 55),
    ("HYD-0612", "Hydraulic hose assembly 1/2 in, 1.2 m", "EA", 28, 96),
    ("HYD-CYL", "Hydraulic cylinder 50 bore x 300 stroke", "EA", 240, 780),
    ("PKG-STR", "Stretch wrap 500 mm x 300 m, 23 micron", "RL", 14, 32),
    ("PKG-BOX3", "Shipping carton RSC 400 x 300 x 300, bundle of 25", "BDL", 22, 58),
    ("PKG-TAPE", "Packing tape 48 mm x 75 m, clear (36 rolls)", "CTN", 38, 92),
    ("OFF-A4", "Copy paper 80 gsm, 5 reams per carton", "CTN", 24, 48),
    ("OFF-TNR", "Toner cartridge, black, high yield", "EA", 65, 210),
    ("OFF-CHR", "Task chair, mesh back, adjustable arms", "EA", 140, 420),
    ("SAF-GLV", "Cut-resistant gloves level C, size 9 (12 pairs)", "DZ", 36, 96),
    ("SAF-HV", "Hi-vis vest class 2, L/XL", "EA", 6, 18),
    ("SAF-ESS", "Safety glasses, clear anti-fog", "EA", 4, 14),
    ("ELE-CBL", "Cable 2.5 mm2 twin & earth, 100 m drum", "DRM", 95, 240),
    ("ELE-LED", "LED high bay 150 W, 5000 K", "EA", 110, 320),
    ("BRG-6205", "Ball bearing 6205-2RS", "EA", 6, 19),
    ("BRG-UCP", "Pillow block bearing UCP208", "EA", 28, 74),
    ("JAN-TWL", "Hand towel, interleaved, 4000 sheets", "CTN", 26, 58),
    ("JAN-DEG", "Degreaser concentrate 20 L", "DRM", 48, 130),
    ("WLD-WIR", "MIG wire ER70S-6 0.9 mm, 15 kg spool", "SP", 42, 96),
    ("WLD-ROD", "Welding electrodes E6013 3.2 mm, 5 kg", "PK", 24, 62),
    ("TLS-DRL", "Cordless drill 18 V kit, 2 batteries", "EA", 160, 420),
    ("TLS-BIT", "HSS drill bit set, 25 piece", "SET", 28, 90),
    ("LAB-PIP", "Pipette tips 1000 ul, racked (960)", "PK", 32, 88),
    ("FLT-AIR", "Panel air filter 592 x 592 x 48, G4", "EA", 9, 26),
    ("PMP-SUB", "Submersible drainage pump 0.75 kW", "EA", 280, 690),
    ("LBL-TH", "Thermal labels 100 x 150 mm, 1000 per roll", "RL", 12, 34),
    ("SVC-CAL", "Calibration service, torque wrenches", "LOT", 180, 650),
    ("FRE-EXT", "Fire extinguisher 4.5 kg dry powder", "EA", 48, 120),
    ("MHE-TRK", "Hand pallet truck 2500 kg", "EA", 320, 780),
    ("PNT-EPX", "Epoxy floor paint, safety yellow, 4 L", "TIN", 55, 140),
]
QTYS = [1, 1, 2, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50, 100]


def n_lines(rng: random.Random) -> int:
    return rng.choice([1, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 16, 22, 30, 40])


def order_no(rng: random.Random) -> str:
    return la.digits(
        rng, la.pick(rng, "PO-######|4500######|PO#####|P######|####-##|PO-20##-####|######|P0####")
    )


def other_refs(rng: random.Random, n: int) -> list[tuple[str, str]]:
    refs = [
        (
            la.pick(rng, "Requisition No.|Req #|Requisition|PR No."),
            la.digits(rng, la.pick(rng, "REQ-#####|PR######|R-####")),
        ),
        (
            la.pick(rng, "Quote Ref.|Quotation No.|Your Quote|Quote #"),
            la.digits(rng, la.pick(rng, "Q-#####|QT######|#####/@@|SQ####")),
        ),
        (
            la.pick(rng, "Contract No.|Blanket Agreement|Contract Ref."),
            la.digits(rng, la.pick(rng, "C-####-###|BA-#####|CTR####")),
        ),
        (
            la.pick(rng, "Job No.|Project|Cost Centre"),
            la.digits(rng, la.pick(rng, "J####|P-###-##|CC-####")),
        ),
    ]
    return rng.sample(refs, n)


WORDS = {
    "en": {
        "page": "Page {p} of {n}|Page {p}",
        "po": "PO {po}",
        "cont": "PO No. {po}  (continued)",
        "sub": "Subtotal|Sub-Total|Net Amount|Merchandise Total|Goods Total",
        "freight": "Freight|Shipping & Handling|Freight/Delivery|Delivery Charge",
        "none": "Pricing per agreed schedule; the order value is confirmed on the vendor's invoice.|Prices to be confirmed by the vendor before dispatch. No total is stated on this order.|Call-off against the blanket agreement at contract rates; value per delivery.",
        "left": "Authorized Signature|Authorised Signature|Approved By|Purchasing Manager",
        "right": "Vendor Acknowledgement|Accepted by Vendor (sign and return)|Supplier acknowledgement|Vendor acceptance - signature & date",
        "heads": "Line|Ln|#|Item;Part No.|Item Code|SKU|Code;Description;Qty;UOM|Unit|U/M;Unit Price|Price|Rate;Amount|Extended|Ext. Price|Total",
    },
    "de": {
        "page": "Seite {p} von {n}|Seite {p}",
        "po": "Bestellung {po}",
        "cont": "Bestellung {po}  (Fortsetzung)",
        "sub": "Nettobetrag|Summe netto|Warenwert netto|Zwischensumme",
        "freight": "Fracht und Verpackung|Versandkosten|Frachtpauschale",
        "none": "Abrechnung nach Aufwand zu den Preisen des Rahmenvertrags; ein Gesamtbetrag wird nicht ausgewiesen.|Preise gemäß Ihrem Angebot; der Bestellwert ergibt sich aus den gelieferten Mengen.",
        "left": "Unterschrift Einkauf|i. A. Einkauf|Freigabe Einkauf",
        "right": "Auftragsbestätigung Lieferant (Datum, Unterschrift)|Bestätigt durch den Lieferanten",
        "heads": "Pos.;Artikel-Nr.|Art.-Nr.|Ihre Art.-Nr.;Bezeichnung|Artikelbezeichnung;Menge;ME|Einheit;Einzelpreis|E-Preis;Gesamt|Gesamtpreis|Betrag",
    },
}


def sums_rows(
    rng: random.Random,
    net: Decimal,
    taxes: list[tuple[str, Decimal]],
    freight: Decimal,
    fmt: Callable[[Decimal], str],
    total_label: str,
    w: dict,
) -> tuple[list[tuple[str, str, bool]], Decimal]:
    rows = [
        (
            la.pick(rng, w["sub"]),
            fmt(net),
            False,
        )
    ]
    base = net
    if freight:
        rows.append(
            (
                la.pick(rng, w["freight"]),
                fmt(freight),
                False,
            )
        )
        base += freight
    tax_sum = ZERO
    for lab, rate in taxes:
        t = r2(base * rate)
        tax_sum += t
        rows.append((lab, fmt(t), False))
    total = base + tax_sum
    rows.append((total_label, fmt(total), True))
    return rows, total


def pct(rate: Decimal) -> str:
    return f"{(rate * 100).normalize():f}"


def body_rows(
    lines: list[tuple], fmt: Callable[[Decimal], str], line_step: int = 1
) -> list[tuple[list[str], Decimal]]:
    return [
        ([str(i * line_step), it[0], it[1], f"{q:,.0f}", it[2], fmt(p), fmt(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]


def signatures(d: la.Doc, rng: random.Random, m: float, r: float, y: float, w: dict) -> None:
    d.sign(m, y, 170, la.pick(rng, w["left"]), 7.2)
    if rng.random() < 0.6:
        d.sign(r - 190, y, 190, la.pick(rng, w["right"]), 7.2)


def footer(d: la.Doc, m: float, r: float, page: int, of: int, po: str, w: dict) -> None:
    full, bare = w["page"].split("|")
    d.t(r, d.h - 22, (full if of else bare).format(p=page, n=of), 7, al="r", grey=0.35)
    d.t(m, d.h - 22, w["po"].format(po=po), 7, grey=0.35)


# --------------------------------------------------------------------------- shared page flow (table, sums, terms, signatures)


def flow(
    d: la.Doc,
    rng: random.Random,
    *,
    m: float,
    y: float,
    po: str,
    lines: list[tuple],
    fmt: Callable[[Decimal], str],
    taxes: list[tuple[str, Decimal]],
    freight: Decimal,
    total_label: str,
    stated: bool,
    of: int,
    terms: list[str],
    cont_title: str,
    heads: list[str] | None = None,
    lang: str = "en",
) -> Decimal:
    """The item table over pages, the sums (or a line saying there are none), the terms and
    the signature lines; returns the grand total."""
    w = WORDS[lang]
    r = d.w - m
    wd = r - m
    bottom = d.h - 44
    page = [1]

    def brk() -> float:
        footer(d, m, r, page[0], of, po, w)
        d.new_page()
        page[0] += 1
        d.t(m, 40, cont_title, 9.5, b=True)
        d.t(r, 40, w["cont"].format(po=po), 8.6, al="r")
        d.line(m, 46, r, 46, 0.6)
        return 56

    ws = [wd * f for f in (0.06, 0.13, 0.43, 0.07, 0.07, 0.11, 0.13)]
    step = rng.choice([1, 1, 10])
    y = ltable(
        d,
        m,
        y,
        ws,
        heads or [la.pick(rng, h) for h in w["heads"].split(";")],
        body_rows(lines, fmt, step),
        "cllrcrr",
        size=7.4,
        rowh=rng.choice([13.5, 14, 15]),
        bottom=bottom - 24,
        brk=brk,
        grid=rng.random() < 0.45,
    )
    net = sum((a for *_, a in lines), ZERO)
    rows, total = sums_rows(rng, net, taxes, freight, fmt, total_label, w)
    if y + 20 + 15 * len(rows) > bottom:
        y = brk()
    y += 8
    if stated:
        y = d.summary(
            r - 210,
            r - 4,
            y,
            rows,
            8.4,
            box_last=rng.random() < 0.6,
            shade=0.88 if rng.random() < 0.4 else None,
        )
    else:
        y = wrapped(d, m, y, la.pick(rng, w["none"]), 8, wd * 0.7)
    y += 10
    for t in terms:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7, wd, grey=0.3)
    y += 34
    if y + 30 > bottom:
        y = brk() + 30
    signatures(d, rng, m, r, y, w)
    footer(d, m, r, page[0], of, po, w)
    return total


TERMS_EN = [
    "Our purchase order number must appear on all invoices, packing slips, bills of lading and correspondence.",
    "Deliveries accepted Monday to Friday between 7:00 and 15:30. Goods remain subject to inspection and rejection.",
    "Please acknowledge this order within 48 hours, confirming price and delivery date.",
    "Do not substitute or back-order without written approval from Purchasing.",
    "Invoices to be emailed to accounts payable; statements are not required.",
    "Terms and conditions of purchase printed overleaf apply unless otherwise agreed in writing.",
]


def terms_en(rng: random.Random, pay: str) -> list[str]:
    return [f"Payment terms: {pay}.", *rng.sample(TERMS_EN, rng.randint(1, 3))]


# --------------------------------------------------------------------------- 1 en-US distributor PO (inline vendor or a boxed grid)


def _us(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = REGIONS["us"]
    d = la.Doc(letter, la.pick(rng, FONTS))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    buyer = org_party(rng, reg)
    vend = vendor_party(rng, reg)
    ship = org_party(
        rng,
        reg,
        la.pick(
            rng, f"{buyer.name}|{buyer.name} - Warehouse {rng.randint(1, 9)}|{org_name(rng, reg)}"
        ),
    )
    dt = a_day(rng)
    po = order_no(rng)
    stated = stated_of(rng)
    y = 48
    d.t(m, y, buyer.name, rng.choice([14, 15, 16]), b=True)
    y = d.lines(
        m,
        y + 4,
        [
            ", ".join(buyer.lines),
            f"Phone {la.digits(rng, reg.phone)}  |  purchasing@{domain(buyer.name, reg)}",
        ],
        7.8,
    )
    d.t(r, 48, la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER"), 16, b=True, al="r")
    kv = (
        [("PO Number:", po), ("Date:", f"{dt:%m/%d/%Y}")]
        + other_refs(rng, rng.randint(1, 3))
        + [("Ordered By:", person(rng))]
    )
    bx = r - 190
    yk = 62
    for lab, val in kv:
        d.t(bx, yk, lab, 8, b=True)
        d.t(r, yk, val, 8.4, al="r", b=lab == "PO Number:")
        yk += 11.5
    y = max(y, yk) + 12
    style = rng.choices(["inline", "grid", "heading"], [5, 4, 1])[0]
    others = [(la.pick(rng, "Ship To:|Ship To|Deliver To:"), ship)]
    if rng.random() < 0.4:
        others.append(
            (
                la.pick(rng, "Bill To:|Invoice To:"),
                org_party(rng, reg, buyer.name if rng.random() < 0.5 else ""),
            )
        )
    vl = (
        la.pick(rng, "Vendor:|Supplier:|Purchased From:|Vendor:")
        if style != "heading"
        else la.pick(rng, "Vendor|Purchased From|Ordered From|To:")
    )
    y = parties(
        d,
        rng,
        style,
        m,
        y,
        wd,
        vend,
        others,
        vlabel=vl,
        code_label=la.pick(rng, "Vendor #:|Vendor No.|Vendor ID:"),
    )
    ship_via = la.pick(
        rng, "UPS Ground|FedEx Freight|Best Way|Vendor Truck|Will Call|LTL Prepaid & Add"
    )
    y = (
        d.grid(
            m,
            y,
            [wd / 5] * 5,
            ["Ship Via", "F.O.B.", "Terms", "Required By", "Buyer"],
            [
                ship_via,
                la.pick(rng, "Destination|Origin|Shipping Point"),
                la.pick(rng, "Net 30|Net 45|2% 10 Net 30|Net 60"),
                f"{dt + timedelta(days=rng.randint(5, 40)):%m/%d/%Y}",
                person(rng),
            ],
            size=7.8,
        )
        + 8
    )
    lines = lines_of(rng, ITEMS, n_lines(rng), QTYS, big=150)
    rate = Decimal(rng.choice(["0.06", "0.0725", "0.08", "0.0875", "0.05", "0"]))
    taxes = [(f"Sales Tax {pct(rate)}%", rate)] if rate else []
    freight = r2(Decimal(rng.randint(0, 40000)) / 100) if rng.random() < 0.5 else ZERO
    total = flow(
        d,
        rng,
        m=m,
        y=y,
        po=po,
        lines=lines,
        fmt=us,
        taxes=taxes,
        freight=freight,
        total_label=la.pick(rng, "TOTAL|Total|PO Total|Order Total (USD)"),
        stated=stated,
        of=of,
        terms=terms_en(rng, "Net 30"),
        cont_title=buyer.name,
    )
    out = finish(d, "en", "purchase_order", po, vend.name, total)
    return out if stated else none_meta(out)


def fit6_en_us_distributor_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us)


# --------------------------------------------------------------------------- 2 en-GB official order (supplier in the window, or under "To:")


def _uk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = REGIONS["uk"]
    d = la.Doc(A4, la.pick(rng, FONTS))
    m = rng.uniform(40, 56)
    r = d.w - m
    wd = r - m
    buyer = org_party(rng, reg)
    vend = vendor_party(rng, reg)
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "PO######|OR/#####|#######|ORD-######|P/####/##"))
    stated = stated_of(rng)
    centred = rng.random() < 0.4
    if centred:
        d.t(d.w / 2, 50, buyer.name, 15, b=True, al="c")
        d.t(d.w / 2, 63, "  ·  ".join(buyer.lines), 7.6, al="c")
        d.t(
            d.w / 2,
            73,
            f"Tel {la.digits(rng, reg.phone)}   VAT Reg. No. GB {la.digits(rng, '### #### ##')}",
            7.2,
            al="c",
            grey=0.3,
        )
    else:
        d.t(r, 50, buyer.name, 14, b=True, al="r")
        d.lines(
            r,
            54,
            [
                *buyer.lines,
                f"Tel {la.digits(rng, reg.phone)}",
                f"VAT Reg. No. GB {la.digits(rng, '### #### ##')}",
            ],
            7.6,
            al="r",
        )
    y = 118
    title = la.pick(rng, "OFFICIAL ORDER|PURCHASE ORDER|Purchase Order|ORDER")
    window = rng.random() < 0.6
    if window:
        d.t(m, y - 10, f"{buyer.name}, {buyer.lines[0]}", 6, grey=0.35)
        d.line(m, y - 7, m + 230, y - 7, 0.3)
        rows = block_lines(vend, la.pick(rng, "Supplier No.|Account No.|Supplier Code:"), False)
        yv = draw_block(d, m, y, rows, 9)
    else:
        d.t(m, y, la.pick(rng, "To:|To|Supplier:|Order placed with:"), 8.6, b=True)
        rows = block_lines(vend, la.pick(rng, "Supplier No.|Our account no."), rng.random() < 0.5)
        yv = draw_block(d, m + rng.choice([12, 16, 20]), y + 12, rows, 9)
    bx = r - 200
    d.t(bx, y, title, 13, b=True)
    kv = (
        [("Order No.", po), ("Date", f"{dt:%d/%m/%Y}" if rng.random() < 0.6 else f"{dt:%d %B %Y}")]
        + other_refs(rng, rng.randint(1, 2))
        + [(la.pick(rng, "Ordered By|Requisitioner|Contact"), person(rng))]
    )
    yk = d.kv(bx, y + 10, kv, 80, 8.2)
    y = max(yv, yk) + 16
    dl = org_party(
        rng, reg, la.pick(rng, f"{buyer.name}|{org_name(rng, reg)}|Goods Inwards, {buyer.name}")
    )
    d.t(m, y + 8, la.pick(rng, "Deliver to:|Delivery Address:|Please deliver to:"), 8.2, b=True)
    d.t(m + 100, y + 8, ", ".join([dl.name, *dl.lines]), 8.2, maxw=wd - 100)
    y += 14
    if rng.random() < 0.5:
        d.t(m, y + 8, "Invoice to:", 8.2, b=True)
        d.t(m + 100, y + 8, f"Accounts Payable, {buyer.name}, {buyer.lines[0]}", 8.2, maxw=wd - 100)
        y += 14
    y += 8
    lines = lines_of(rng, ITEMS, n_lines(rng), QTYS, big=150)
    freight = r2(Decimal(rng.randint(800, 9500)) / 100) if rng.random() < 0.5 else ZERO
    total = flow(
        d,
        rng,
        m=m,
        y=y,
        po=po,
        lines=lines,
        fmt=us,
        taxes=[("VAT @ 20%", Decimal("0.20"))],
        freight=freight,
        total_label=la.pick(rng, "TOTAL|Total (GBP)|Order Total|Total inc. VAT"),
        stated=stated,
        of=of,
        terms=terms_en(rng, la.pick(rng, "30 days end of month|30 days from invoice|60 days")),
        cont_title=f"{buyer.name} - {title.title()}",
        heads=["Line", "Our Ref", "Description", "Qty", "Unit", "Price £", "Net £"],
    )
    out = finish(d, "en", "purchase_order", po, vend.name, total)
    return out if stated else none_meta(out)


def fit6_en_uk_window_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _uk)


# --------------------------------------------------------------------------- 3 en-CA hanging headings at the margin


def _ca(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = REGIONS["ca"]
    d = la.Doc(rng.choice([letter, letter, A4]), la.pick(rng, FONTS))
    m = rng.uniform(36, 48)
    r = d.w - m
    wd = r - m
    buyer = org_party(rng, reg)
    vend = vendor_party(rng, reg)
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "PO-#####|#####|CA-PO-######|P-######|PO######"))
    stated = stated_of(rng)
    d.box(m, 34, wd, 46, fill=0.9, stroke=False)
    d.t(m + 10, 54, buyer.name, 14, b=True)
    d.t(m + 10, 68, "  |  ".join(buyer.lines) + f"  |  {la.digits(rng, reg.phone)}", 7.6)
    d.t(
        r - 10,
        54,
        la.pick(rng, "PURCHASE ORDER|Purchase Order / Bon de commande|PURCHASE ORDER"),
        12,
        b=True,
        al="r",
    )
    d.t(r - 10, 68, f"No. {po}", 10, b=True, al="r")
    y = 96
    refs = [("PO Date", f"{dt:%Y-%m-%d}"), ("Ordered By", person(rng))] + other_refs(rng, 2)
    y = d.grid(m, y, [wd / 4] * 4, [k for k, _ in refs], [v for _, v in refs], size=7.8) + 14
    ship = org_party(rng, reg, la.pick(rng, f"{buyer.name}|{org_name(rng, reg)}"))
    bill = org_party(rng, reg, buyer.name if rng.random() < 0.6 else "")
    style = rng.choices(["hanging", "inline", "window"], [6, 2, 2])[0]
    vl = (
        la.pick(rng, "Vendor|Ordered From|Supplier|Vendor:")
        if style == "hanging"
        else la.pick(rng, "Vendor:|Supplier:|Purchased From:")
    )
    others = [
        (la.pick(rng, "Ship To|Ship To:|Deliver To"), ship),
        (la.pick(rng, "Bill To|Bill To:|Invoice To"), bill),
    ]
    y = parties(
        d,
        rng,
        style,
        m,
        y,
        wd,
        vend,
        others[: rng.choice([1, 2, 2])],
        vlabel=vl,
        code_label=la.pick(rng, "Vendor #:|Vendor No.|Supplier ID"),
    )
    prov = rng.choice(["ON", "NS", "NB", "BC", "QC", "AB"])
    if prov in ("ON", "NS", "NB"):
        rate = {"ON": "0.13", "NS": "0.15", "NB": "0.15"}[prov]
        taxes = [(f"HST {pct(Decimal(rate))}%", Decimal(rate))]
    elif prov == "BC":
        taxes = [("GST 5%", Decimal("0.05")), ("PST 7%", Decimal("0.07"))]
    elif prov == "QC":
        taxes = [("GST/TPS 5%", Decimal("0.05")), ("QST/TVQ 9.975%", Decimal("0.09975"))]
    else:
        taxes = [("GST 5%", Decimal("0.05"))]
    lines = lines_of(rng, ITEMS, n_lines(rng), QTYS, big=150)
    freight = r2(Decimal(rng.randint(2500, 30000)) / 100) if rng.random() < 0.45 else ZERO
    total = flow(
        d,
        rng,
        m=m,
        y=y,
        po=po,
        lines=lines,
        fmt=us,
        taxes=taxes,
        freight=freight,
        total_label=la.pick(rng, "TOTAL CAD|Total (CAD)|PO Total|TOTAL"),
        stated=stated,
        of=of,
        terms=terms_en(rng, la.pick(rng, "Net 30|Net 45|2% 15, Net 30")),
        cont_title=buyer.name,
    )
    out = finish(d, "en", "purchase_order", po, vend.name, total)
    return out if stated else none_meta(out)


def fit6_en_ca_hanging_vendor_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ca)


# --------------------------------------------------------------------------- 4 en-AU / en-NZ heading on its own line, block indented under it


def _au(rng: random.Random, of: int) -> tuple[bytes, dict]:
    nz = rng.random() < 0.3
    reg = REGIONS["nz" if nz else "au"]
    d = la.Doc(A4, la.pick(rng, FONTS))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    buyer = org_party(rng, reg)
    vend = vendor_party(rng, reg)
    if vend.attn == "" and rng.random() < 0.5:
        vend.attn = person(rng)
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "PO######|#######|PO-#####|@@-PO-#####|####/##"))
    stated = stated_of(rng)
    y = 46
    d.t(m, y, buyer.name, 15, b=True)
    idl = (
        f"NZBN {la.digits(rng, '94290########')}"
        if nz
        else f"ABN {la.digits(rng, '## ### ### ###')}"
    )
    y = d.lines(m, y + 4, [", ".join(buyer.lines), f"{idl}   Ph {la.digits(rng, reg.phone)}"], 7.8)
    d.line(m, y + 4, r, y + 4, 1.0)
    y += 20
    d.t(m, y, la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER"), 15, b=True)
    kv = [
        ("Order No:", po),
        ("Order Date:", f"{dt:%d/%m/%Y}"),
        (la.pick(rng, "Ordered By:|Requested By:|Buyer:"), person(rng)),
    ] + other_refs(rng, rng.randint(0, 2))
    yk = d.kv(r - 200, y - 10, kv, 80, 8.2)
    y = max(y + 10, yk) + 8
    style = rng.choices(["heading", "grid", "hanging"], [6, 2, 2])[0]
    vl = (
        la.pick(rng, "Supplier|Purchased From|Ordered From|Supplier:|To")
        if style != "grid"
        else la.pick(rng, "Supplier|Vendor")
    )
    ship = org_party(rng, reg, la.pick(rng, f"{buyer.name}|{org_name(rng, reg)}"))
    y = parties(
        d,
        rng,
        style,
        m,
        y,
        wd,
        vend,
        [(la.pick(rng, "Deliver To|Delivery Address|Ship To"), ship)],
        vlabel=vl,
        code_label=la.pick(rng, "Supplier No:|Acct:|Supplier Code:"),
    )
    lines = lines_of(rng, ITEMS, n_lines(rng), QTYS, big=150)
    gst = Decimal("0.15" if nz else "0.10")
    freight = r2(Decimal(rng.randint(1500, 18000)) / 100) if rng.random() < 0.4 else ZERO
    total = flow(
        d,
        rng,
        m=m,
        y=y,
        po=po,
        lines=lines,
        fmt=us,
        taxes=[(f"GST {pct(gst)}%", gst)],
        freight=freight,
        total_label=la.pick(rng, "TOTAL (inc GST)|Total incl. GST|ORDER TOTAL|Total"),
        stated=stated,
        of=of,
        terms=terms_en(
            rng, la.pick(rng, "30 days EOM|14 days|Net 30 days|20th of the month following")
        ),
        cont_title=buyer.name,
    )
    out = finish(d, "en", "purchase_order", po, vend.name, total)
    return out if stated else none_meta(out)


def fit6_en_au_supplier_heading_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _au)


# --------------------------------------------------------------------------- 5 en-IN "To," the supplier block, GSTIN, CGST + SGST or IGST

IN_FIRM = "{p}{g} Enterprises|{p}{g} Traders|{p}{g} Engineering Works|{p}{g} Industries|{p}{g} Agencies|{p}{g} Hardware Stores|{p}{g} Sales Corporation|{p}{g} Steel Centre|{p}{g} Packaging|{g} Electricals|{g} Tools & Tackles|{p}{g} Fabricators"
IN_GOD = "Balaji|Ganesh|Sai|Laxmi|Durga|Om|Krishna|Mahalaxmi|Shiv Shakti|Jai Ambe|Siddhivinayak|Venkateswara|Annapurna|Navkar"
IN_STATES = [
    ("Maharashtra", "27"),
    ("Karnataka", "29"),
    ("Tamil Nadu", "33"),
    ("Gujarat", "24"),
    ("Delhi", "07"),
    ("Uttar Pradesh", "09"),
    ("Telangana", "36"),
]


def gstin(rng: random.Random, code: str) -> str:
    return code + la.digits(rng, "@@@@@####@#Z#")


def _in(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = REGIONS["in"]
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans|dejavu|libserif"))
    m = rng.uniform(38, 50)
    r = d.w - m
    wd = r - m
    buyer = org_party(rng, reg)
    vend = vendor_party(rng, reg)
    if rng.random() < 0.5:
        vend.name = la.pick(rng, IN_FIRM).format(
            p=la.pick(rng, "Shree |Sri |New |||"), g=la.pick(rng, IN_GOD)
        )
        if rng.random() < 0.3:
            vend.name += " " + rng.choice(reg.forms)
    st, code = rng.choice(IN_STATES)
    vst, vcode = rng.choice([(st, code), (st, code), rng.choice(IN_STATES)])
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "PO/####/##-##|@@@/PUR/###|PO-#####|####|PUR/##-##/####"))
    stated = stated_of(rng)
    d.t(d.w / 2, 46, buyer.name.upper() if rng.random() < 0.5 else buyer.name, 15, b=True, al="c")
    d.t(d.w / 2, 59, ", ".join([*buyer.lines, st]), 7.8, al="c")
    d.t(
        d.w / 2,
        70,
        f"GSTIN: {gstin(rng, code)}   Ph: {la.digits(rng, reg.phone)}   E-mail: purchase@{domain(buyer.name, reg)}",
        7.4,
        al="c",
    )
    d.line(m, 76, r, 76, 1.0)
    d.t(
        d.w / 2,
        94,
        la.pick(rng, "PURCHASE ORDER|PURCHASE ORDER|WORK ORDER / PURCHASE ORDER"),
        12.5,
        b=True,
        al="c",
    )
    y = 112
    d.t(m, y, f"{la.pick(rng, 'PO No.|P.O. No.|Order No.')}: {po}", 9, b=True)
    d.t(r, y, f"Date: {dt:%d.%m.%Y}" if rng.random() < 0.5 else f"Date: {dt:%d-%b-%Y}", 9, al="r")
    y += 18
    rows = block_lines(
        vend, la.pick(rng, "Vendor Code:|Supplier Code:|Vendor No."), False, "Kind Attn:"
    )
    rows.insert(len(rows) - (1 if vend.contact else 0), f"GSTIN: {gstin(rng, vcode)}")
    style = rng.choices(["to", "box", "inline"], [6, 3, 2])[0]
    if style == "to":
        d.t(m, y + 9, la.pick(rng, "To,|To|To:"), 9, b=True)
        yv = draw_block(d, m + rng.choice([0, 12, 18]), y + 13, rows, 8.8)
    elif style == "box":
        d.box(m, y, wd * 0.52, len(rows) * 11.6 + 22)
        d.t(
            m + 5,
            y + 10,
            la.pick(rng, "Supplier Details|Vendor Details|Name & Address of Supplier"),
            7.6,
            b=True,
            grey=0.3,
        )
        yv = draw_block(d, m + 6, y + 14, rows, 8.8) + 10
    else:
        d.t(m, y + 9, "Supplier:", 9, b=True)
        d.t(m + 54, y + 9, vend.name, 9, b=True)
        yv = draw_block(d, m + 54, y + 13, rows[1:], 8.6, False)
    xr = m + wd * 0.56
    refs = [
        ("Your Quotation No.", la.digits(rng, "Q/###/##-##")),
        ("Quotation Date", f"{dt - timedelta(days=rng.randint(3, 30)):%d.%m.%Y}"),
        ("Indent No.", la.digits(rng, "IND-####")),
        (
            "Ordered By",
            la.pick(rng, "Mr. |Ms. |")
            + la.pick(rng, "Rahul|Priya|Suresh|Anita|Vikram|Deepa")
            + " "
            + la.pick(rng, "Kulkarni|Iyer|Sharma|Reddy|Patil|Menon|Shah"),
        ),
        ("Delivery", la.pick(rng, "Within 2 weeks|Ex-stock|Within 30 days|As per schedule")),
    ]
    yk = d.kv(xr, y + 2, rng.sample(refs, rng.randint(3, 5)), 90, 7.8)
    y = max(yv, yk) + 8
    ship = org_party(
        rng, reg, la.pick(rng, f"{buyer.name}|{buyer.name} (Unit II)|{org_name(rng, reg)}")
    )
    d.t(m, y + 8, la.pick(rng, "Delivery Address:|Ship To:|Consignee:"), 8.2, b=True)
    d.t(m + 90, y + 8, ", ".join([ship.name, *ship.lines]), 8.2, maxw=wd - 90)
    y += 18
    y = wrapped(
        d,
        m,
        y,
        f"Sub: Purchase order for supply of {la.pick(rng, 'consumables|spares|packing material|safety items|tools and tackles|electrical items')}.",
        8.4,
        wd,
        b=True,
    )
    y = wrapped(
        d,
        m,
        y + 2,
        "Dear Sir/Madam, with reference to your above quotation and subsequent discussions, we are pleased to place our order on you for the supply of the following items, subject to the terms and conditions below.",
        8,
        wd,
    )
    y += 6
    lines = lines_of(rng, ITEMS, n_lines(rng), QTYS, big=150)
    lines = [(it, q, r2(p * 60), r2(q * r2(p * 60))) for it, q, p, _a in lines]
    taxes = (
        [("CGST @ 9%", Decimal("0.09")), ("SGST @ 9%", Decimal("0.09"))]
        if vcode == code
        else [("IGST @ 18%", Decimal("0.18"))]
    )
    freight = Decimal(rng.choice([0, 0, 500, 1200, 2500])).quantize(Decimal("0.01"))
    total = flow(
        d,
        rng,
        m=m,
        y=y,
        po=po,
        lines=lines,
        fmt=us,
        taxes=taxes,
        freight=freight,
        total_label=la.pick(
            rng, "Grand Total (Rs.)|GRAND TOTAL|Total Amount (INR)|Total Order Value Rs."
        ),
        stated=stated,
        of=of,
        terms=[
            f"Payment: {la.pick(rng, '30 days from receipt of material|45 days after delivery|100% against delivery|Advance 30%, balance on delivery')}.",
            "Please mention our PO No. and GSTIN on your tax invoice and delivery challan.",
            f"Warranty: {rng.choice([6, 12, 18])} months from the date of supply. Prices are firm till completion of the order.",
            f"For {buyer.name}",
        ],
        cont_title=buyer.name,
        heads=["S.No.", "Item Code", "Description", "Qty", "Unit", "Rate (Rs.)", "Amount (Rs.)"],
    )
    out = finish(d, "en", "purchase_order", po, vend.name, total)
    return out if stated else none_meta(out)


def fit6_en_in_po_to_block(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _in)


# --------------------------------------------------------------------------- 6 en-IE / en-ZA boxed Purchased From | Deliver To grid


def _ieza(rng: random.Random, of: int) -> tuple[bytes, dict]:
    za = rng.random() < 0.5
    reg = REGIONS["za" if za else "ie"]
    d = la.Doc(A4, la.pick(rng, FONTS))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    buyer = org_party(rng, reg)
    vend = vendor_party(rng, reg)
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "PO#####|######|PO-##-#####|@@/PO/####|P#######"))
    stated = stated_of(rng)
    d.box(m, 34, 34, 34, fill=0.25, stroke=False)
    d.t(
        m + 17,
        57,
        "".join(w[0] for w in buyer.name.split()[:2]).upper(),
        13,
        b=True,
        al="c",
        grey=1,
    )
    d.t(m + 44, 46, buyer.name, 13.5, b=True)
    vat_id = (
        f"VAT No. {la.digits(rng, '4##########')}"
        if za
        else f"VAT No. IE{la.digits(rng, '#######@')}"
    )
    d.lines(
        m + 44, 50, [", ".join(buyer.lines), f"{vat_id}   Tel {la.digits(rng, reg.phone)}"], 7.6
    )
    d.t(r, 46, la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER FORM"), 14, b=True, al="r")
    d.t(r, 62, f"No. {po}" if rng.random() < 0.6 else po, 11, b=True, al="r")
    y = 90
    refs = [
        ("Order Date", f"{dt:%d/%m/%Y}"),
        (
            la.pick(rng, "Your Ref|Quote Ref"),
            la.digits(rng, la.pick(rng, "Q####|QT-#####|##/####")),
        ),
        (la.pick(rng, "Requisition|Req. No."), la.digits(rng, "R#####")),
        ("Buyer", person(rng)),
    ]
    if vend.code and rng.random() < 0.5:
        refs.insert(1, ("Supplier Acc.", vend.code))
        vend.code = ""
    y = (
        d.grid(
            m, y, [wd / len(refs)] * len(refs), [k for k, _ in refs], [v for _, v in refs], size=7.8
        )
        + 12
    )
    deliver = org_party(
        rng, reg, la.pick(rng, f"{buyer.name}|{org_name(rng, reg)}|Stores - {buyer.name}")
    )
    others = [(la.pick(rng, "Deliver To|Delivery Address|Ship To"), deliver)]
    if rng.random() < 0.6:
        others.append(
            (
                la.pick(rng, "Invoice To|Bill To|Invoices To"),
                org_party(rng, reg, buyer.name if rng.random() < 0.5 else ""),
            )
        )
    style = rng.choices(["grid", "inline", "heading"], [6, 2, 2])[0]
    vl = la.pick(rng, "Purchased From|Supplier|Vendor|Ordered From")
    if style == "inline":
        vl += ":"
    y = parties(
        d,
        rng,
        style,
        m,
        y,
        wd,
        vend,
        others,
        vlabel=vl,
        code_label=la.pick(rng, "Supplier No.|Acc No:|Vendor Code:"),
    )
    lines = lines_of(rng, ITEMS, n_lines(rng), QTYS, big=150)
    if za:
        lines = [(it, q, r2(p * 17), r2(q * r2(p * 17))) for it, q, p, _a in lines]
    rate = Decimal("0.15" if za else "0.23")
    freight = r2(Decimal(rng.randint(2500, 25000)) / 100) if rng.random() < 0.4 else ZERO
    ccy = "ZAR" if za else "EUR"
    total = flow(
        d,
        rng,
        m=m,
        y=y,
        po=po,
        lines=lines,
        fmt=us,
        taxes=[(f"VAT {pct(rate)}%", rate)],
        freight=freight,
        total_label=la.pick(
            rng, f"TOTAL ({ccy})|Total incl. VAT|ORDER TOTAL|Total {'R' if za else 'EUR'}"
        ),
        stated=stated,
        of=of,
        terms=terms_en(
            rng, la.pick(rng, "30 days from statement|60 days|30 days nett|End of month following")
        ),
        cont_title=buyer.name,
    )
    out = finish(d, "en", "purchase_order", po, vend.name, total)
    return out if stated else none_meta(out)


def fit6_en_ie_za_vendor_grid_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ieza)


# --------------------------------------------------------------------------- 7 de Bestellung, the Lieferant in the window or inline

DE_SURN = "Meyer|Hartmann|Schulz|Wagner|Lorenz|Krüger|Vogel|Brandt|Neumann|Köhler|Seidel|Franke|Winkler|Albrecht|Böhm|Haas"
DE_TRADE = "Schrauben|Elektro|Werkzeug|Hydraulik|Kabel|Beschläge|Bürobedarf|Verpackung|Arbeitsschutz|Druckluft|Stahlhandel|Lager und Antriebe|Farben|Reinigungsbedarf"
DE_TRADE2 = "Industriebedarf|Werkzeughandel|Elektrotechnik|Verpackungen|Befestigungstechnik|Schweißtechnik|Büroservice|Antriebstechnik|Technischer Handel|Fördertechnik"
DE_FORMS = ["GmbH", "GmbH & Co. KG", "AG", "e.K.", "KG", "OHG", "GmbH"]
DE_TOWNS = [
    "Bielefeld",
    "Kassel",
    "Würzburg",
    "Heilbronn",
    "Osnabrück",
    "Chemnitz",
    "Paderborn",
    "Ulm",
    "Siegen",
    "Erfurt",
    "Regensburg",
    "Oldenburg",
]
DE_STREETS = [
    "Industriestraße",
    "Gewerbering",
    "Am Hafen",
    "Hauptstraße",
    "Robert-Bosch-Straße",
    "Daimlerstraße",
    "Im Gewerbepark",
    "Carl-Zeiss-Weg",
]
DE_BUY = "{s} Maschinenbau|Stadtwerke {t}|{t}er Brauerei|{s} Kunststofftechnik|Klinikum {t}|{s} Metallbau|{s} Logistik|Zweckverband Wasser {t}|{s} Fahrzeugtechnik"
DE_ITEMS = [
    ("100245", "Sechskantschraube DIN 933 M10x40 8.8 verzinkt, VE 100", "Pck", 8, 24),
    ("100377", "Scheibe DIN 125 A 10,5 verzinkt, VE 500", "Pck", 6, 18),
    ("200118", "Hydraulikschlauch 2SN DN12, 1200 mm, Armatur DKOL", "Stk", 24, 68),
    ("200341", "Kugellager 6205-2RS C3", "Stk", 5, 16),
    ("300912", "Mantelleitung NYM-J 3x1,5 mm², 100 m Ring", "Ring", 48, 95),
    ("300457", "LED-Hallenstrahler 150 W, 4000 K", "Stk", 90, 260),
    ("400021", "Kopierpapier A4 80 g/m², 5 x 500 Blatt", "Krt", 19, 34),
    ("400388", "Toner schwarz, hohe Reichweite", "Stk", 55, 190),
    ("500143", "Schnittschutzhandschuhe Kat. II, Gr. 9, 12 Paar", "Pck", 28, 75),
    ("500276", "Sicherheitsschuhe S3, Gr. 43", "Paar", 55, 135),
    ("600510", "Stretchfolie 500 mm x 300 m, 23 µm", "Rolle", 12, 28),
    ("600622", "Faltkarton 400 x 300 x 300, VE 25", "VE", 18, 45),
    ("700034", "Akku-Bohrschrauber 18 V, 2 Akkus, Koffer", "Stk", 140, 380),
    ("700155", "Drehmomentschlüssel 40-200 Nm", "Stk", 85, 210),
    ("800207", "Druckluftschlauch PU 8x5 mm, 50 m", "Rolle", 35, 80),
    ("800319", "Wartungseinheit G 1/2, Filterregler", "Stk", 60, 150),
    ("900046", "Industriereiniger 10 l Kanister", "Kan", 22, 58),
    ("900150", "Epoxid-Bodenfarbe RAL 7035, 10 kg", "Gebinde", 75, 160),
]


def de_vendor(rng: random.Random) -> str:
    sn = la.pick(rng, DE_SURN)
    k = rng.random()
    if k < 0.3:
        base = la.pick(
            rng,
            f"{sn} {la.pick(rng, DE_TRADE2)}|{la.pick(rng, DE_TRADE)} {sn}|{la.pick(rng, BRANDS).title()} {la.pick(rng, DE_TRADE2)}",
        )
        return f"{base} {rng.choice(DE_FORMS)}"
    if k < 0.5:
        return f"{la.pick(rng, DE_TRADE)} {sn}"
    if k < 0.65:
        return f"{sn} {la.pick(rng, DE_TRADE2)}"
    if k < 0.8:
        return la.pick(rng, BRANDS)
    if k < 0.9:
        return f"{la.pick(rng, DE_TRADE)} {la.pick(rng, 'Nord|Süd|West|Ost|Rhein-Main|Deutschland|Europa')}"
    return la.pick(
        rng,
        f"{sn} & {la.pick(rng, DE_SURN)}|{la.pick(rng, DE_TRADE)}-Center {rng.choice(DE_TOWNS)}|{sn} {la.pick(rng, DE_TRADE)}".upper()
        + f"|{sn} & Söhne",
    )


def de_addr(rng: random.Random) -> list[str]:
    return [
        f"{rng.choice(DE_STREETS)} {rng.randint(1, 140)}",
        f"{la.digits(rng, '#####')} {rng.choice(DE_TOWNS)}",
    ]


def _de(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|libsans|dejavu|times"))
    m = rng.uniform(56, 70)
    r = d.w - rng.uniform(36, 50)
    wd = r - m
    t = rng.choice(DE_TOWNS)
    bname = la.pick(rng, DE_BUY).format(s=la.pick(rng, DE_SURN), t=t)
    if rng.random() < 0.5:
        bname += " " + rng.choice(["GmbH", "AG", "GmbH & Co. KG", "SE"])
    badr = de_addr(rng)
    vend = Party(de_vendor(rng), de_addr(rng))
    if rng.random() < 0.5:
        vend.code = la.digits(rng, la.pick(rng, "7####|K-#####|######"))
    if rng.random() < 0.4:
        vend.attn = f"{la.pick(rng, 'Herrn|Frau')} {la.pick(rng, DE_SURN)}"
    if rng.random() < 0.4:
        vend.contact = f"Tel. 0{la.digits(rng, '### ######')}"
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "45########|B-######|BE######|####/##|EK-#####"))
    stated = stated_of(rng)
    d.t(r, 48, bname, 14, b=True, al="r")
    d.lines(
        r,
        52,
        [
            *badr,
            f"Telefon 0{la.digits(rng, '### ####-0')}",
            f"einkauf@{''.join(ch for ch in bname.split()[0].lower() if ch.isascii() and ch.isalpha())}.de",
        ],
        7.6,
        al="r",
    )
    y = 140
    style = rng.choices(["window", "inline", "heading"], [6, 2, 2])[0]
    ship = Party(
        la.pick(
            rng,
            f"{bname}|{bname}, Wareneingang Tor {rng.randint(1, 6)}|{la.pick(rng, DE_BUY).format(s=la.pick(rng, DE_SURN), t=rng.choice(DE_TOWNS))}",
        ),
        de_addr(rng),
    )
    kv = [
        ("Bestellnummer", po),
        ("Datum", f"{dt:%d.%m.%Y}"),
        ("Ihr Angebot", la.digits(rng, "AN-######")),
        ("Lieferantennr.", vend.code or la.digits(rng, "7####")),
        ("Besteller", f"{la.pick(rng, 'Herr|Frau')} {la.pick(rng, DE_SURN)}"),
        ("Bedarfsanforderung", la.digits(rng, "BANF ########")),
    ]
    kv = kv[:2] + rng.sample(kv[2:], rng.randint(2, 4))
    if style == "window":
        d.t(m, y - 12, f"{bname} · {badr[0]} · {badr[1]}", 6, grey=0.35)
        d.line(m, y - 9, m + 240, y - 9, 0.3)
        yv = draw_block(d, m, y, block_lines(vend, "Lieferanten-Nr.", False, "z. Hd."), 9.4, True)
        yk = d.kv(r - 190, y - 4, kv, 86, 8)
        y = max(yv, yk, 250) + 6
        d.t(m, y + 8, "Lieferanschrift:", 8.2, b=True)
        d.t(m + 78, y + 8, ", ".join([ship.name, *ship.lines]), 8.2, maxw=wd - 78)
        y += 20
        title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Nr. " + po)
    else:
        title = la.pick(rng, "Bestellung|BESTELLUNG|Auftrag / Bestellung")
        d.t(m, 112, title, 15, b=True)
        yk = d.kv(r - 190, 100, kv, 86, 8)
        y = max(yk, 130) + 8
        y = parties(
            d,
            rng,
            style,
            m,
            y,
            wd,
            vend,
            [("Lieferanschrift:" if style == "inline" else "Lieferanschrift", ship)],
            vlabel="Lieferant:"
            if style == "inline"
            else la.pick(rng, "Lieferant|An|Auftragnehmer"),
            code_label="Lieferanten-Nr.",
            attn="z. Hd.",
        )
    if style == "window":
        d.t(m, y + 6, title, 13, b=True)
        y += 16
    y = wrapped(
        d,
        m,
        y + 4,
        "Sehr geehrte Damen und Herren, wir bestellen zu den umseitigen Einkaufsbedingungen wie folgt:",
        8.4,
        wd,
    )
    y += 4
    lines = lines_of(rng, DE_ITEMS, n_lines(rng), QTYS, big=150)
    freight = r2(Decimal(rng.randint(900, 9500)) / 100) if rng.random() < 0.35 else ZERO
    total = flow(
        d,
        rng,
        m=m,
        y=y,
        po=po,
        lines=lines,
        fmt=de,
        taxes=[("zzgl. 19 % MwSt.", Decimal("0.19"))],
        freight=freight,
        total_label=la.pick(rng, "Gesamtbetrag EUR|Bestellsumme brutto|Gesamtsumme|Endbetrag EUR"),
        stated=stated,
        of=of,
        terms=[
            f"Zahlungsbedingungen: {la.pick(rng, '14 Tage 2 % Skonto, 30 Tage netto|30 Tage netto|60 Tage netto')}. Lieferbedingung: {la.pick(rng, 'frei Haus|DAP Werk|frei Verwendungsstelle')}.",
            "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Bitte senden Sie uns eine Auftragsbestätigung.",
            f"Liefertermin: {dt + timedelta(days=rng.randint(7, 40)):%d.%m.%Y}",
        ],
        cont_title=bname,
        lang="de",
    )
    out = finish(d, "de", "purchase_order", po, vend.name, total)
    return out if stated else none_meta(out)


def fit6_de_bestellung_ohne_rechtsform(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de)


# --------------------------------------------------------------------------- 8 zh-Hans 采购单, the supplier a 商行 / 经营部 / bare trade name

ZH_CITY6 = [
    "东莞",
    "佛山",
    "温州",
    "台州",
    "嘉兴",
    "泉州",
    "常州",
    "绍兴",
    "中山",
    "昆山",
    "义乌",
    "江门",
]
ZH_B6 = "鑫源 宏达 永盛 恒丰 金利 顺发 联兴 德隆 华美 汇通 瑞丰 佳和 万顺 正泰 广源 新亿".split()
ZH_SUP6 = "{c}{b}五金商行|{b}办公用品经营部|{c}市{b}劳保用品门市部|{b}设计工作室|{b}五金机电|{c}{b}电子商行|{b}文具店|{b}建材|{c}{b}包装材料经营部|{b}水暖器材门市部|{b}标识广告工作室|{b}机电设备商行|{b}|{c}{b}印刷厂"
ZH_SUP6_LTD = (
    "{c}{b}贸易有限公司|{c}{b}科技有限公司|{b}（{c}）实业有限公司|{c}市{b}包装制品有限公司"
)
ZH_BUY6 = "{c}{b}电子科技有限公司|{c}{b}精密五金有限公司|{c}{b}家具制造有限公司|{c}市第{n}中学|{c}{b}大酒店|{b}物业服务中心|{c}市{b}幼儿园|{c}{b}餐饮管理中心"
ZH_ITEMS6 = [
    ("", "A4复印纸 70g 500张/包 5包/箱", "箱", 95, 150),
    ("", "中性笔 0.5mm 黑色 12支/盒", "盒", 10, 24),
    ("", "文件夹 A4 双夹", "个", 4, 12),
    ("", "打印机硒鼓 HP 88A", "个", 85, 320),
    ("", "劳保手套 尼龙浸胶 12双/打", "打", 18, 45),
    ("", "安全帽 ABS 白色", "顶", 15, 38),
    ("", "不锈钢内六角螺丝 M6×20 100只/包", "包", 12, 30),
    ("", "电线 BV 2.5平方 100米/卷", "卷", 160, 260),
    ("", "LED 平板灯 600×600 40W", "套", 65, 140),
    ("", "PPR 水管 25mm 4米", "根", 12, 28),
    ("", "纸箱 五层 40×30×30cm", "个", 3, 8),
    ("", "缠绕膜 50cm 3kg/卷", "卷", 22, 45),
    ("", "亚克力标识牌 定制 30×20cm", "块", 35, 120),
    ("", "灭火器 4kg 干粉", "具", 65, 120),
    ("", "拖把 平板旋转 含2布", "套", 25, 60),
    ("", "洗手液 500ml", "瓶", 8, 22),
]


def zh_sup6(rng: random.Random) -> str:
    pat = cj.pick(rng, ZH_SUP6_LTD if rng.random() < 0.3 else ZH_SUP6)
    return pat.format(c=rng.choice(ZH_CITY6), b=rng.choice(ZH_B6))


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    city = rng.choice(ZH_CITY6)
    buyer = cj.pick(rng, ZH_BUY6).format(
        c=city, b=rng.choice(ZH_B6), n=rng.choice("一二三四五六七八")
    )
    if "有限公司" not in buyer and rng.random() < 0.3:
        buyer = f"{city}{rng.choice(ZH_B6)}实业有限公司"
    sup = zh_sup6(rng)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n3}|PO{y}{m}{n4}|CG-{Y}-{n4}|{Y}{m}{n4}|DD{y}{n5}")
    page = [1]
    stated = stated_of(rng)
    title = cj.pick(rng, "采购单|采购订单|订货单|采 购 单")

    def foot() -> None:
        s = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(pdf.w / 2, pdf.h - 24, s, 7.4, align="c", colour=cj.Color(0.4, 0.4, 0.4))

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"{title}（续）  单号：{po}", 9.4, bold=True)
        return 50

    y = 50
    pdf.text(pdf.w / 2, y, buyer, 14, align="c", bold=True)
    pdf.text(pdf.w / 2, y + 24, title, 16, align="c", bold=True, space=2 if " " not in title else 0)
    y += 44
    person = cj.person(rng)
    tel = cj.mobile(rng)
    addr = f"{city}{cj.pick(rng, '市南城区|市松山湖|市高新区|市经济开发区')}{cj.pick(rng, '工业大道|科技路|创业路|园区二路')}{rng.randint(1, 300)}号"
    style = rng.choices(["inline", "grid", "to"], [4, 4, 2])[0]
    lab = cj.pick(rng, "供应商|供货单位|供货商|卖方")
    if style == "inline":
        pdf.text(m, y, f"{lab}：{sup}", 9.6)
        pdf.text(m + wd * 0.58, y, f"采购单号：{po}", 9.6)
        y += 16
        pdf.text(m, y, f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}", 8.8)
        pdf.text(m + wd * 0.58, y, f"日期：{cj.fdate(d, rng.choice(['cn', 'iso', 'slash']))}", 8.8)
        y += 16
        pdf.text(m, y, f"收货地址：{addr}", 8.8, maxw=wd * 0.56)
        pdf.text(m + wd * 0.58, y, f"采购员：{person}", 8.8)
        y += 10
    elif style == "grid":
        ws = cj.rel(wd, [10, 36, 10, 24])
        rows = [
            [lab, sup, "订单编号", po],
            [
                "联系人",
                f"{cj.person(rng)}  {cj.mobile(rng)}",
                "下单日期",
                cj.fdate(d, rng.choice(["cn", "iso"])),
            ],
            ["送货地址", addr, "采购员", f"{person} {tel}"],
        ]
        for row in rows:
            y = crow(pdf, m, y, ws, row, "llll", h=18, size=8.4)
        y += 4
    else:
        pdf.text(m, y, f"致：{sup}", 10.5, bold=True)
        pdf.text(right, y, f"单号：{po}", 9.6, align="r")
        y += 16
        pdf.text(m + 24, y, f"联系人：{cj.person(rng)}　{cj.mobile(rng)}", 8.8)
        pdf.text(right, y, f"日期：{cj.fdate(d, 'cn')}", 8.8, align="r")
        y += 16
        pdf.text(m, y, "兹向贵方订购下列货物，请按要求按时送货，送货单请注明本单号。", 8.8)
        y += 10
    if rng.random() < 0.5:
        pdf.text(
            m,
            y + 12,
            f"报价单号：{cj.number(rng, d, 'BJ{y}{m}{n3}|Q{n5}')}　　请购单号：{cj.number(rng, d, 'QG{y}{n4}|PR{n5}')}",
            8,
        )
        y += 16
    y += 6
    lines = lines_of(
        rng,
        ZH_ITEMS6,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 28, 36]),
        [1, 2, 2, 5, 10, 10, 20, 50],
        big=150,
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a), ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [5, 38, 6, 8, 11, 13, 10])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["序号", "品名及规格", "单位", "数量", "单价(元)", "金额(元)", "备注"],
        body,
        "clcrrrl",
        rowh=16,
        size=7.8,
        bottom=bottom - 40,
        brk=brk,
        hh=17,
        fill=PALE,
    )
    total = sum((a for *_, a in lines), ZERO)
    if y + 80 > bottom:
        y = brk()
    if stated:
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:5]), ws[5], ws[6]],
            [cj.pick(rng, "合计|合计（含税）|总计"), cj.money(total), ""],
            "rrl",
            h=17,
            size=8.4,
            bold=True,
        )
        y = crow(
            pdf,
            m,
            y,
            [wd],
            [f"合计金额（大写）：{cj.daxie(total)}　　（小写）¥{cj.money(total)}"],
            "l",
            h=17,
            size=8.2,
        )
    else:
        pdf.text(
            m, y + 14, "注：单价按双方约定价格结算，本单不列合计金额，以实际送货数量为准。", 8.2
        )
        y += 16
    y += 18
    for t in [
        f"1. 交货日期：{cj.fdate(cj.later(rng, d, 3, 20), 'cn')}前送达，{cj.pick(rng, '含税含运费|含运费不含税|含13%增值税专用发票')}。",
        f"2. 付款方式：{cj.pick(rng, '货到验收合格后30天内付款|月结30天|现结|货到付款')}。",
        "3. 请供应商收到本单后签字回传确认。",
    ]:
        pdf.text(m, y, t, 8)
        y += 13
    y += 24
    if y + 30 > bottom:
        y = brk() + 20
    cw = wd / 3
    for k, s in enumerate(["制单：", "审核：", "供应商确认（签章）："]):
        pdf.text(m + k * cw, y, s, 8.6)
    if rng.random() < 0.5:
        pdf.stamp(m + cw * 1.5, y - 6, buyer, rng, caption="采购专用章", r=30)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit6_zh_caigou_dan_shanghang(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        fit6_en_us_distributor_po,
        fit6_en_uk_window_order,
        fit6_en_ca_hanging_vendor_po,
        fit6_en_au_supplier_heading_po,
        fit6_en_in_po_to_block,
        fit6_en_ie_za_vendor_grid_po,
        fit6_de_bestellung_ohne_rechtsform,
        fit6_zh_caigou_dan_shanghang,
    )
}

"""Ten more layout families for a second blind, frozen test split: purchase orders from
Canada, a US university, Switzerland, Belgium, Portugal, China (two) and Japan, an Italian
order confirmation and a Czech supplier invoice quoting the buyer's order.

`FAMILIES` maps a family name (all start with `blind2_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py and families_cjk.py, whose pools and drawing helpers they reuse. They
were written blind: drawn with reportlab and checked only by reading their own text layer back
and looking at rendered pages, never run through the extraction engine, its validation or its
calibration, and no engine output on them was looked at. They are plain text-layer PDFs;
bench/families.py may scan a share of them later.

en-CA (a small business's PO printed from accounting software: Vendor and Ship To boxes side
by side, Date / P.O. No. cells or a stacked Order No. / Date / Page column, a job site under
Ship To, GST/HST/PST by province), en-US (a state university's PO: the vendor in the envelope
window, at times under its vendor ID, the number in a boxed head row, a 'P.O. Number / Date:'
column or a PO NUMBER box, chartfield funding strings, NIGP codes, tax exempt, the total as the
table's last row or a PO TOTAL box, a vendor acknowledgement), de-CH (a Swiss Bestellung as a
letter: the supplier unlabelled in the right-hand window under a P.P. franking line, a
reference column at the left, CHF 1'234.55 rounded to five Rappen, MWST 8.1 %), fr-BE (a
commune or CPAS bon de commande: N° beside the title, engagement, article budgétaire and
marché numbers, Fournisseur beside Service demandeur in a two-column grid, Total TVAC, the
Collège's two signatures), it (a seller's conferma d'ordine: Vs. ordine in a reference row or
the opening sentence beside the seller's own number, Spett.le customer, castelletto IVA,
Totale documento then Acconto and Saldo, the seller's IBAN), pt-PT (a nota de encomenda:
stacked N.º / Data / Fornecedor / Página labels, Exmos. Senhores window or a Fornecedor box,
IVA summary by rate, the certified-software line), cs (a faktura - daňový doklad: Dodavatel
and Odběratel side by side, Objednávka č. among variable symbol and delivery-note numbers,
rekapitulace DPH, zaokrouhlení, at times zálohy paid before the amount due), zh-Hans (an ERP
采购订单 print whose header is a block of label：value fields with 供应商 among 部门 and 业务员,
价税合计 columns and 合计 as the last row; an e-procurement platform's 订单详情 in banded
sections with 供应商信息, 收货信息, 商品总额 / 运费 / 优惠 / 订单总额 and an approval log) and ja
(a 工事注文書 from a general contractor to its 請負者, 注文金額 with 出精値引 and 消費税, the
内訳明細 at times on a second page, a 注文請書 request).

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
invoice and the confirmation the customer's order number); supplier the selling party's name
exactly as printed (never the buyer, ship-to, bill-to, a contact person or the letterhead of a
PO; without honorifics such as Exmos. Senhores, Spett.le, 御中 or 殿, printed apart from it);
total the grand total as "1234.50" (tax included where stated; the rounded figure where the
document rounds it; before any deposit or balance; "" when the document deliberately states
none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_cjk import (  # noqa: E402
    CITIES,
    GREY,
    RED,
    SHADE,
    ZH_ITEMS,
    Pdf,
    a_date,
    band,
    credit_code,
    daxie,
    fdate,
    heads,
    ja_addr,
    ja_firm,
    ja_tel,
    kv,
    later,
    make_lines,
    mobile,
    number,
    person,
    rel,
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
    money,
    party,
    phone,
    pick,
    place,
    result,
)
from families_latin import person as lperson  # noqa: E402
from families_latin2 import plan, snug  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]

# --------------------------------------------------------------------------- content

# Regions the other modules lack: supplier name templates ({L}/{L2} surnames, {S} sector,
# {X} regional stem, {F} legal form), buyers ({C} city), streets and cities as "name=postal
# line" ('#' a digit, '@' a letter), phone patterns, first and last names.
REG: dict[str, dict[str, str]] = {
    "ca": {
        "tpl": "{X} {S}{F}|{L} {S}{F}|{L} & {L2} {S}{F}|{X} {S}",
        "last": "MacDonald|Tremblay|Singh|Campbell|Fraser|Nguyen|Kowalchuk|Sinclair|Chen|Boyd",
        "sect": "Building Supply|Lumber|Industrial Supply|Distributors|Plumbing & Heating|"
        "Equipment Rentals|Electrical Supply|Fasteners|Paint & Coatings|Safety Supply",
        "stems": "Maple Leaf|Northern|Great Lakes|Prairie|Coast Mountain|Red River|Fundy|"
        "Muskoka|Rideau|Okanagan|Shield|Polar",
        "forms": " Ltd.| Inc.| Ltd| Limited| Corp.",
        "buy": "{X} Landscaping Ltd.|{L} Renovations Inc.|{X} Dental Group|{L} Brewing Co.|"
        "{X} Property Management Ltd.|{L} Electric Ltd.|{X} Home Builders Inc.|"
        "{L} Mechanical Ltd.",
        # city = postal line = province tax key
        "cities": "Mississauga=Mississauga ON  L5T 1@#=ON|Kingston=Kingston ON  K7K 6@#=ON|"
        "Barrie=Barrie ON  L4N 9@#=ON|Burnaby=Burnaby BC  V5C 4@#=BC|Kelowna=Kelowna BC  "
        "V1Y 7@#=BC|Red Deer=Red Deer AB  T4N 1@#=AB|Calgary=Calgary AB  T2E 7@#=AB|"
        "Winnipeg=Winnipeg MB  R3H 0@#=MB|Moncton=Moncton NB  E1C 4@#=NB",
        "streets": "#### Dundas St E, Unit #|## Industrial Ave|### King St W|"
        "#### 8th Street NE|## Commerce Crescent|### Main Street N|#### Wolfe Ave, Bay #",
        "phone": "(905) ###-####|(604) ###-####|(403) ###-####|(204) ###-####|(506) ###-####",
        "first": "Jennifer|Ryan|Priya|Marc|Heather|Kevin|Amanda|Darren|Nicole|Sean",
        "lastp": "MacLeod|Gagnon|Wilson|Patel|Thompson|Roy|Martin|Kim|Anderson|Hughes",
    },
    "pt": {
        "tpl": "{L} & {L2}, Lda.|{S} {X}, Lda.|{S} {L}, S.A.|{X} {S}, Unipessoal Lda.|"
        "{L}, {S}, Lda.",
        "last": "Ferreira|Carvalho|Gonçalves|Rodrigues|Martins|Sousa|Fernandes|Pinto|Teixeira|"
        "Moreira|Lopes",
        "sect": "Comércio de Ferragens|Material Elétrico|Embalagens|Equipamentos Industriais|"
        "Papelaria|Hidráulica|Parafusaria|Segurança no Trabalho|Rolamentos",
        "stems": "Atlântico|Lusitana|do Minho|do Douro|Ibérica|do Tejo|Algarvia|Beira Alta",
        "forms": "",
        "buy": "Câmara Municipal de {C}|Conservas {C}, S.A.|Hospital de {C}, E.P.E.|"
        "Têxteis {C}, Lda.|Universidade de {C}|Serviços Municipalizados de {C}",
        "cities": "Braga=4700-### Braga|Aveiro=3800-### Aveiro|Leiria=2400-### Leiria|"
        "Setúbal=2900-### Setúbal|Guimarães=4800-### Guimarães|Viseu=3500-### Viseu|"
        "Coimbra=3000-### Coimbra",
        "streets": "Rua da Indústria, ##|Av. da República, ###|Zona Industrial, Lote ##|"
        "Rua Dr. António José de Almeida, ##|Parque Empresarial, Pav. #|Estrada Nacional ###, "
        "km #",
        "phone": "+351 2## ### ###|2## ### ###|9## ### ###",
        "first": "João|Ana|Pedro|Marta|Rui|Sofia|Nuno|Catarina|Tiago|Inês|Miguel",
        "lastp": "Silva|Santos|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Martins|Sousa|Almeida",
    },
    "cz": {
        "tpl": "{L} {S}{F}|{X} {S}{F}|{S} {L}{F}|{X}{F}",
        "last": "Novák|Svoboda|Dvořák|Černý|Procházka|Kučera|Veselý|Horák|Němec|Marek|Pokorný",
        "sect": "Elektro|Technické potřeby|Obaly|Nářadí|Průmyslové zásobování|Hydraulika|"
        "Kancelářské potřeby|Spojovací materiál|Ložiska",
        "stems": "Moravia Trade|Bohemia Tech|Vltava|Labe|Šumava|Beskydy|Krkonoše|Haná|Polabí",
        "forms": " s.r.o.| s.r.o.| a.s.| spol. s r.o.",
        "buy": "Město {C}|Technické služby {C} s.r.o.|Nemocnice {C} a.s.|{C}ská strojírna a.s.|"
        "Vodárna {C} a.s.|Dopravní podnik města {C} a.s.",
        "cities": "Brno=6## 00 Brno|Olomouc=779 00 Olomouc|Plzeň=301 00 Plzeň|"
        "Zlín=760 01 Zlín|Pardubice=530 02 Pardubice|Jihlava=586 01 Jihlava|"
        "Liberec=460 01 Liberec|Ostrava=702 00 Ostrava",
        "streets": "Průmyslová ###/##|Masarykova ##|Hlavní ###|Nádražní ##|Tovární ####/#|"
        "Brněnská ###",
        "phone": "+420 ### ### ###|### ### ###",
        "first": "Jan|Petra|Martin|Lucie|Tomáš|Jana|Pavel|Eva|Jiří|Kateřina|Lukáš",
        "lastp": "Novák|Svobodová|Dvořák|Černá|Procházka|Kučerová|Veselý|Horáková|Marek",
    },
    "wal": {
        "tpl": "{L} {S}{F}|Établissements {L}{F}|{S} {X}{F}|{L} & {L2}{F}",
        "last": "Dubois|Lambert|Dupont|Renard|Simon|Leclercq|Lejeune|Hubert|Collignon|Jacquet",
        "sect": "Fournitures Industrielles|Électricité|Quincaillerie|Bureautique|Matériaux|"
        "Outillage|Signalisation|Chauffage|Produits d'entretien",
        "stems": "Meuse|Ardenne|Condroz|Sambre|Hainaut|Brabant Wallon|Famenne|Gaume",
        "forms": " SA| SRL| SRL| SPRL| SC",
        "buy": "Commune de {C}|CPAS de {C}|Ville de {C}|Zone de police {C}|"
        "Intercommunale {X} de {C}|Centre culturel de {C}",
        "cities": "Namur=5000 Namur|Wavre=1300 Wavre|Liège=4000 Liège|Mons=7000 Mons|"
        "Charleroi=6000 Charleroi|Arlon=6700 Arlon|Tournai=7500 Tournai|Ciney=5590 Ciney",
        "streets": "Rue de Fer ##|Avenue des Combattants ###|Chaussée de Louvain ###|"
        "Rue du Parc Industriel #|Zoning des Hauts-Sarts, Rue ## |Place Saint-Aubain #",
        "phone": "+32 ## ## ## ##|0## ## ## ##|04 ### ## ##",
        "first": "Marie|Jean-Luc|Isabelle|Olivier|Nathalie|Pierre|Sophie|Benoît|Anne|Christophe",
        "lastp": "Dubois|Lambert|Martin|Renard|Simon|Leclercq|Hubert|Collignon|Maes|Dumont",
    },
}

# The families_latin.py catalogue (same order) in Portuguese (of Portugal) and Czech.
DESC_PT = (
    "Parafuso sextavado M8x40 zincado, cx. 100 un.|Luvas de nitrilo, tamanho L (cx. 100)|"
    "Papel de fotocópia A4 80 g, 5 resmas|Óculos de proteção incolores|Abraçadeiras "
    '300 mm pretas (emb. 100)|Válvula de esfera 1" latão|Painel LED 600 x 600, 40 W|'
    "Tinteiro/toner preto, alta capacidade|Filme estirável 500 mm x 300 m|Rolamento de "
    "esferas 6204-2RS|Jogo de brocas HSS, 19 peças|Disjuntor 1P 16 A|Caixa de cartão "
    '400 x 300 x 300|Mangueira hidráulica 1/2" x 2 m|Bomba centrífuga 0,75 kW|'
    "Serviço de calibração no local"
)
UNITS_PT = "UN|CX|EMB|CX"
DESC_CS = (
    "Šroub šestihranný M8x40 pozink, bal. 100 ks|Rukavice nitrilové vel. L (100 ks)|"
    "Papír kopírovací A4 80 g, 5 balíků|Brýle ochranné čiré|Stahovací pásky 300 mm černé|"
    'Kulový ventil 1" mosaz|LED panel 600 x 600, 40 W|Toner černý, vysoká výtěžnost|'
    "Fólie stretch 500 mm x 300 m|Ložisko kuličkové 6204-2RS|Sada vrtáků HSS, 19 ks|"
    "Jistič 1P B16|Kartonová krabice 400 x 300 x 300|Hydraulická hadice 1/2\" x 2 m|"
    "Odstředivé čerpadlo 0,75 kW|Kalibrace na místě (služba)"
)
UNITS_CS = "ks|bal|bal|kar"


def firm(rng: random.Random, region: str, role: str) -> tuple[str, list[str], str]:
    """A company name, two address lines and the city's extra key ('' where none): role 'sup'
    (seller) or 'buy'; regions of families_latin.py are drawn there."""
    if region not in REG:
        name, lines = party(rng, region, role)
        return name, lines, ""
    r = REG[region]
    city, line, *extra = pick(rng, r["cities"]).split("=")
    lines = [digits(rng, pick(rng, r["streets"])).strip(), digits(rng, line)]
    l1, l2 = rng.sample(r["last"].split("|"), 2)
    fill = {"C": city, "L": l1, "L2": l2, "S": pick(rng, r["sect"]), "X": pick(rng, r["stems"])}
    if role == "buy":
        return pick(rng, r["buy"]).format(**fill), lines, "".join(extra)
    forms = r["forms"]
    fill["F"] = pick(rng, forms) if forms else ""
    return pick(rng, r["tpl"]).format(**fill), lines, "".join(extra)


def who(rng: random.Random, region: str) -> str:
    if region not in REG:
        return lperson(rng, {"us": "en", "ch": "de", "it": "it"}.get(region, region))
    return f"{pick(rng, REG[region]['first'])} {pick(rng, REG[region]['lastp'])}"


def tel(rng: random.Random, region: str) -> str:
    return digits(rng, pick(rng, REG[region]["phone"])) if region in REG else phone(rng, region)


def goods(rng: random.Random, lang: str, n: int, fm: Fmt) -> list[dict]:
    """Item rows as families_latin.items, also in Portuguese and Czech."""
    rows = items(rng, "en" if lang in ("pt", "cs") else lang, n, fm)
    if lang in ("pt", "cs"):
        en_desc, en_units = DESC["en"].split("|"), UNITS["en"].split("|")
        desc, units = (DESC_PT, UNITS_PT) if lang == "pt" else (DESC_CS, UNITS_CS)
        for r in rows:
            r["desc"] = desc.split("|")[en_desc.index(r["desc"])]
            r["unit"] = units.split("|")[en_units.index(r["unit"])]
    return rows


def rappen(v: Decimal) -> Decimal:
    """Rounded to five Rappen, as Swiss totals are."""
    return (v * 20).quantize(Decimal(1), ROUND_HALF_UP) / 20


def tax(v: Decimal, rate: Decimal) -> Decimal:
    return cents(v * rate / 100)


def rate_s(k: Decimal, comma: bool = False) -> str:
    s = f"{k.normalize():f}"
    return s.replace(".", ",") if comma else s


def initials(name: str) -> str:
    return "".join(w[0] for w in name.split() if w[0].isalpha() and w[0].isupper())[:3]


def logo(d: Doc, x: float, y: float, name: str, size: float = 34, shade: float = 0.2) -> float:
    """A square logo mark with the initials; returns the x right of it."""
    d.box(x, y, size, size, fill=shade, stroke=False)
    ini = initials(name) or name[:2].upper()
    d.t(x + size / 2, y + size / 2 + size * 0.12, ini, size * 0.34, b=True, al="c", grey=1)
    return x + size + 8


def rows_for(rng: random.Random, two: bool, top: float, bottom: float, lead: float,
             tail: float, most: int = 12) -> int:
    """Item rows for a table from `top`: more than page 1 holds when `two` (drawn before the
    header, so that 'Page 1 of 2' can be printed there), else few enough that `tail` points of
    totals and signatures still fit under them."""
    first = int((bottom - top - lead - 2) // lead)
    if two:
        return first + rng.randint(2, 9)
    return rng.randint(2, max(2, min(most, int((bottom - tail - top - lead - 2) // lead))))


def slug(name: str) -> str:
    """A mail domain stem: 'CPAS de Namur' -> 'cpas-namur'."""
    import unicodedata

    keep = [w for w in name.split() if w.lower() not in ("de", "du", "des", "la", "le", "of")]
    word = "-".join(keep[:2]).lower()
    word = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()
    return "".join(ch for ch in word if ch.isalnum() or ch == "-") or "info"


def footer(d: Doc, text: str, size: float = 7) -> None:
    d.t(d.w / 2, d.h - 20, text, size, al="c", grey=0.35)


def kv_right(d: Doc, xl: float, xv: float, y: float, pairs: list[tuple[str, str]],
             size: float = 8.5, b_value: bool = False) -> float:
    """A stacked column of labels right-aligned at xl with their values left-aligned at xv."""
    lead = size * 1.45
    for i, (k, v) in enumerate(pairs):
        d.t(xl, y + i * lead + size, k, size, b=True, al="r")
        d.t(xv, y + i * lead + size, v, size, b=b_value)
    return y + len(pairs) * lead


# --------------------------------------------------------------------------- en-CA

CA_TAX = {
    "ON": [("HST", "13")],
    "NB": [("HST", "15")],
    "BC": [("GST", "5"), ("PST", "7")],
    "MB": [("GST", "5"), ("RST", "7")],
    "AB": [("GST", "5")],
}


def blind2_ca_smallbiz_po(rng: random.Random) -> tuple[bytes, dict]:
    """Canadian small business's purchase order from accounting software (Letter): the
    buyer's name, address, phone and GST/HST number top left (an initials logo at times),
    'Purchase Order' at the right over either Date / P.O. No. cells (QuickBooks-like) or a
    stacked Order No. / Order Date / Ship Date / Page column with its values in a column to the
    right (Sage-like); Vendor (or Supplier / To) and Ship To boxes side by side, Ship To holding
    the buyer's name again (in capitals at times) with a job site and a site contact, the
    vendor's contact under its address; a Terms / Ship Via / Expected / Job / Quote strip; items
    Item / Description / Qty / Rate / Amount or with a tax-code column; a two-page order now and
    then (Page 1 of 2); totals as Subtotal, Freight, GST/HST/PST by province and Total (CAD),
    or a bare Total; a memo, 'Authorized by' and the vendor's confirmation request."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|helv|times|dejavu", 36, 50)
    fm = money("en")
    buyer, badr, prov = firm(rng, "ca", "buy")
    sup, sadr, _ = firm(rng, "ca", "sup")
    while sup == buyer:
        sup, sadr, _ = firm(rng, "ca", "sup")
    po = rng.choice(
        [
            str(rng.randint(1001, 4999)),
            f"PO-{rng.randint(1001, 9999)}",
            f"PO{rng.randint(100, 999):05d}",
            f"{dt.year}-{rng.randint(1, 399):03d}",
        ]
    )
    sage = rng.random() < 0.45
    ds = pick(rng, "iso|usl|mon|dmy" if sage else "us|iso|usl")
    lx = m
    if rng.random() < 0.5:
        lx = logo(d, m, 30, buyer, 38, rng.choice([0.15, 0.3, 0.45]))
    d.t(lx, 42, buyer, snug(d, [buyer], w * 0.55 - (lx - m), 13), b=True)
    bl = badr + [f"Tel {tel(rng, 'ca')}   {email(rng, buyer, 'us', 'office')[:-4]}.ca"]
    if rng.random() < 0.7:
        bl.append(digits(rng, "GST/HST No. #####  ####  RT0001"))
    y0 = d.lines(lx, 47, bl, 8)
    title = pick(rng, "Purchase Order|Purchase Order|PURCHASE ORDER")
    d.t(x2, 46, title, 19, b=True, al="r", grey=rng.choice([0, 0, 0.35]))
    pages = 2 if rng.random() < 0.18 else 1
    if sage:
        refs = [
            ("Order No.:", po),
            ("Order Date:", dfmt(dt, ds)),
            ("Ship Date:", dfmt(dt + timedelta(rng.randint(3, 30)), ds)),
            ("Page:", f"1 of {pages}"),
        ]
        if rng.random() < 0.4:
            refs.insert(2, ("Vendor No.:", digits(rng, "V-####")))
        yr = kv_right(d, x2 - 78, x2 - 72, 58, refs, 8.5)
    else:
        cw = 72
        d.grid(x2 - 2 * cw, 56, [cw, cw], ["Date", "P.O. No."], [dfmt(dt, ds), po], 9,
               shade=rng.choice([0.88, 0.8, None]))
        yr = 56 + 2 * 17
    y = max(y0, yr) + 16
    bw = w / 2 - 8
    vlab = pick(rng, "Vendor|Vendor|Supplier|To")
    vend = [sup] + sadr
    if rng.random() < 0.6:
        vend.append(f"Attn: {who(rng, 'ca')}")
    for _ in range(30):  # a job site in the buyer's province, whose tax applies
        _, site_lines, site_prov = firm(rng, "ca", "buy")
        if site_prov == prov:
            break
    ship_name = buyer.upper() if rng.random() < 0.35 else buyer
    ship = [ship_name]
    if rng.random() < 0.6:
        job = pick(rng, "Residence|Townhomes Ph. 2|Clinic Reno|Warehouse Fit-Up|Condo Unit 4")
        ship.append(f"Job site: {pick(rng, REG['ca']['lastp'])} {job}")
    ship += site_lines
    ship.append(f"Site contact: {who(rng, 'ca')} {tel(rng, 'ca')}")
    hs = 9.0
    rows_n = max(len(vend), len(ship))
    bh = 15 + rows_n * 11.5 + 8
    for k, (lab, rows) in enumerate([(vlab, vend), ("Ship To", ship)]):
        bx = m + k * (bw + 16)
        d.box(bx, y, bw, bh)
        d.box(bx, y, bw, 15, fill=0.88)
        d.t(bx + 5, y + 11, lab, hs, b=True)
        d.lines(bx + 6, y + 19, rows, snug(d, rows, bw - 12, 8.5), b_first=True, lead=11.5)
    y += bh + 10
    strip = [
        ("Terms", pick(rng, "Net 30|Net 15|Due on receipt|2% 10, Net 30|COD")),
        ("Ship Via", pick(rng, "Our truck|Vendor delivery|Purolator|Will call|Day & Ross")),
        ("Expected", dfmt(dt + timedelta(rng.randint(3, 30)), ds)),
        ("Rep", "".join(w_[0] for w_ in who(rng, "ca").split())),
        ("Job / Project", digits(rng, pick(rng, "J-####|####-##|P###"))),
        ("Your Quote #", digits(rng, pick(rng, "Q######|#####|QT-####"))),
    ]
    rng.shuffle(strip)
    strip = strip[: rng.randint(3, 5)]
    y = d.grid(m, y, [w / len(strip)] * len(strip), [s[0] for s in strip],
               [s[1] for s in strip], 8.5, shade=0.9) + 12
    taxes = [(n_, Decimal(r_)) for n_, r_ in CA_TAX[prov]]
    codes = {"ON": "H", "NB": "H", "BC": "GP", "MB": "GP", "AB": "G"}[prov]
    if sage:
        spec = [
            ("code", "Item No.", 12, "l"),
            ("qty", "Quantity", 9, "r"),
            ("unit", "Unit", 6, "c"),
            ("desc", "Description", 40, "l"),
            ("tx", "Tax", 5, "c"),
            ("price", "Unit Price", 12, "r"),
            ("amount", "Amount", 13, "r"),
        ]
    else:
        spec = [
            ("code", "Item", 13, "l"),
            ("desc", "Description", 45, "l"),
            ("qty", "Qty", 8, "r"),
            ("price", "Rate", 12, "r"),
            ("amount", "Amount", 13, "r"),
        ]
    top, bottom, lead = y, d.h - 56, 14.0
    rows = goods(rng, "en", rows_for(rng, pages == 2, top, bottom, lead, 190, 14), fm)
    for r in rows:
        r["tx"] = codes
    page = [1]

    def cont(i: int) -> float:
        footer(d, f"Page {page[0]} of {pages}")
        d.new_page()
        page[0] += 1
        d.t(m, 40, buyer, 10, b=True)
        d.t(x2, 40, f"Purchase Order {po} (continued)", 9.5, b=True, al="r")
        d.line(m, 47, x2, 47, 0.6)
        return 58

    y = d.table(m, top, cols(spec, w, nt), rows, size=8, lead=lead, shade=0.88,
                grid=rng.random() < 0.5, rules=True, bottom=bottom, cont=cont)
    sub = sum((r["amt"] for r in rows), Decimal(0))
    total = None
    if nt:
        y = d.para(m, y + 10, "Pricing as per our standing account - no order total shown.", 8.5,
                   w)
    else:
        frt = Decimal(rng.randint(25, 250)) if rng.random() < 0.35 else Decimal(0)
        base = sub + frt
        tx = [(n_, r_, tax(base, r_)) for n_, r_ in taxes]
        total = base + sum((t[2] for t in tx), Decimal(0))
        cur = pick(rng, "$|CAD $|$")
        if rng.random() < 0.25:
            out = [(pick(rng, "Total|TOTAL"), f"{cur}{fm(total)}", True)]
        else:
            out = [("Subtotal", fm(sub), False)]
            if frt:
                out.append(("Freight", fm(frt), False))
            for n_, r_, v in tx:
                lab = f"{n_} ({prov}) @ {r_}%" if n_ == "HST" else f"{n_} {r_}%"
                out.append((lab, fm(v), False))
            out.append((pick(rng, "Total|Total (CAD)|Total Order"), f"{cur}{fm(total)}", True))
        y = d.summary(x2 - 180, x2 - 4, y + 6, out, 9, box_last=True)
    memo = pick(
        rng,
        "Please deliver to the job site between 7 am and 3 pm. Call the site contact 1 hour "
        "ahead.|Backorders to ship when available; please advise if substitutions are needed."
        "|Include our P.O. number on your packing slip and invoice.",
    )
    y = d.para(m, y + 12, f"Memo: {memo}", 8, w * 0.6)
    sy = max(y + 30, d.h - 110)
    d.sign(m, sy, 190, f"Authorized by: {who(rng, 'ca')}")
    ap = email(rng, buyer, "us", "ap")[:-4] + ".ca"
    d.t(m, sy + 30, f"Please confirm receipt of this order to {ap}", 7.5, grey=0.3)
    footer(d, f"Page {page[0]} of {pages}")
    return result(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- en-US

UNIV = (
    "{S} State University|University of {S}|{C} Community College District|"
    "{S} State University - {C} Campus|{C} Technical College"
)
STATES = "Ohio|Kansas|Oregon|Iowa|Nevada|Idaho|Delaware|New Mexico"
DEPTS = (
    "Department of Chemistry|College of Engineering|Facilities Management|Athletics|"
    "University Libraries|School of Nursing|Information Technology Services|Dining Services"
)


def blind2_us_university_po(rng: random.Random) -> tuple[bytes, dict]:
    """State university or college purchase order (Letter): Procurement Services letterhead
    centred or left, with a round seal mark; the number in a boxed head row (PO NUMBER / PO DATE
    / REQUISITION / BUYER / PAGE over values), in a stacked 'P.O. Number / Date:' column at the
    right (with Vendor No.: and Page:) or in a PO NUMBER box with 'this number must appear on
    all invoices'; the vendor in the envelope window under VENDOR: or unlabelled, at times with
    its vendor ID on the line above the name, a remit-to address below it now and then; SHIP TO
    the university's central receiving with the department and an end user, BILL TO /
    INVOICE TO accounts payable; F.O.B., freight, payment terms, bid and cooperative contract
    numbers, the tax-exempt number; items with NIGP commodity codes and a chartfield funding
    line; totals as the table's last row (TOTAL) or Merchandise / Shipping & Handling / PO TOTAL
    under it; the director's electronic signature and a vendor acknowledgement naming the
    vendor. Long orders run onto a second page."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|times|dejavu|mono", 34, 46)
    fm, fd = money("en"), money("en", "$")
    city, badr = place(rng, "us")
    univ = pick(rng, UNIV).format(S=pick(rng, STATES), C=city)
    sup, sadr = party(rng, "us", "sup")
    yy = dt.year % 100 if dt.month < 7 else dt.year % 100 + 1  # fiscal year from July
    po = rng.choice(
        [
            digits(rng, "P0######"),
            f"PO{yy}-{rng.randint(1, 29999):06d}",
            digits(rng, "45########"),
            f"U{rng.randint(10**8, 10**9 - 1)}",
            digits(rng, "B#######"),
        ]
    )
    req = digits(rng, pick(rng, "REQ00######|R#######|RQ######"))
    vid = digits(rng, pick(rng, "0000######|V000####|#######"))
    bid = digits(rng, pick(rng, "RFQ-##-###|IFB ##-####|Bid ####-##"))
    contract = digits(rng, pick(rng, "Contract ##-###-##|E&I Contract CNR0####|"
                                     "Sourcewell ######-@@@|NASPO #####"))
    buyer_p, end_user = lperson(rng, "en"), lperson(rng, "en")
    dept = pick(rng, DEPTS)
    where = pick(rng, "row|stack|box")
    two = rng.random() < 0.22
    pages = 2 if two else 1
    ds = pick(rng, "us|us|usl|iso")
    # letterhead
    centred = rng.random() < 0.5
    if centred:
        d.box(d.w / 2 - 16, 22, 32, 32, fill=None)
        d.t(d.w / 2, 42, initials(univ), 8, b=True, al="c")
        d.t(d.w / 2, 68, univ.upper(), snug(d, [univ.upper()], w, 13), b=True, al="c")
        d.t(d.w / 2, 80, f"Procurement Services · {badr[0]} · {badr[1]}", 8, al="c")
        d.t(d.w / 2, 91, f"Phone {phone(rng, 'us')} · purchasing@{email(rng, univ, 'us', 'x')[2:-4]}"
            ".edu", 7.5, al="c")
        y = 100
    else:
        d.c.circle(m + 18, d.h - 42, 17)
        d.t(m + 18, 45, initials(univ), 7.5, b=True, al="c")
        d.t(m + 44, 38, univ, snug(d, [univ], w * 0.5, 12), b=True)
        d.lines(m + 44, 43, ["Procurement Services", *badr], 8)
        y = 96
    title = "PURCHASE ORDER"
    if where == "box":
        bx = x2 - 190
        d.t(bx, 36 if not centred else 118, title, 15, b=True)
        by = 44 if not centred else 124
        d.box(bx, by, 190, 34)
        d.t(bx + 5, by + 10, "PO NUMBER", 7, b=True)
        d.t(bx + 95, by + 27, po, 12, b=True, al="c")
        d.t(bx, by + 44, "This number must appear on all invoices, packages and", 6.5)
        d.t(bx, by + 52, "correspondence related to this order.", 6.5)
        y = max(y, by + 58)
    elif not centred:
        d.t(x2, 40, title, 16, b=True, al="r")
    else:
        d.t(d.w / 2, y + 16, title, 14, b=True, al="c")
        y += 20
    y += 8
    if where == "row":
        heads_ = ["PO NUMBER", "PO DATE", "REQUISITION", "BUYER", "PAGE"]
        vals = [po, dfmt(dt, ds), req, buyer_p, f"1 of {pages}"]
        ws = [w * 0.22, w * 0.18, w * 0.22, w * 0.24, w * 0.14]
        y = d.grid(m, y, ws, heads_, vals, 8.5, shade=0.85) + 14
    # vendor in the window (left) and the stacked references (right)
    wy = max(y, 132)
    vend = [sup] + sadr
    vstyle = pick(rng, "label|label|bare|id")
    vx = m + 14
    if vstyle == "label":
        d.t(m, wy - 4, "VENDOR:", 7.5, b=True)
    elif vstyle == "id":
        vend.insert(0, f"Vendor ID: {vid}")
    if rng.random() < 0.5:
        vend.append(f"Attn: {lperson(rng, 'en')}")
    y1 = d.lines(vx, wy, vend, snug(d, vend, w * 0.46, 9.5), b_first=vstyle != "id", lead=12)
    if vstyle == "id":
        d.t(vx, wy + 12 + 9.5, sup, snug(d, [sup], w * 0.46, 9.5), b=True)
    if rng.random() < 0.3:
        ra = ["REMIT TO:", f"{sup}", f"P.O. Box {rng.randint(1000, 99999)}",
              place(rng, "us")[1][1]]
        y1 = d.lines(vx, y1 + 6, ra, 7.5)
    xl = x2 - 80
    refs = []
    if where == "stack":
        refs.append(("P.O. Number / Date:", f"{po} / {dfmt(dt, 'us')}"))
        refs.append(("Vendor No.:", vid))
        refs.append(("Page:", f"1 of {pages}"))
    else:
        refs.append(("Vendor No.:", vid))
    refs += [
        ("Requisition:", req) if where != "row" else ("Department:", dept[:26]),
        ("Bid/Quote Ref.:", bid),
        ("Contract:", contract.replace("Contract ", "")),
        ("Tax Exempt No.:", digits(rng, "##-#######")),
    ]
    if where == "box":
        refs.insert(0, ("PO Date:", dfmt(dt, ds)))
    xl = x2 - max(d.width(v, 8.5) for _, v in refs) - 6
    y2 = kv_right(d, xl, xl + 6, wy - 8, refs, 8.5)
    y = max(y1, y2) + 14
    bw = w / 2 - 8
    ship = [univ, "Central Receiving", f"Attn: {dept}, {end_user}",
            place(rng, "us")[1][0], badr[1]]
    bill = ["Accounts Payable", univ, f"P.O. Box {rng.randint(1000, 9999)}", badr[1],
            f"ap@{email(rng, univ, 'us', 'x')[2:-4]}.edu"]
    y3 = block(d, m, y, "SHIP TO:", ship, style="bar", w=bw, size=snug(d, ship, bw, 8.5))
    y4 = block(d, m + bw + 16, y, pick(rng, "BILL TO:|INVOICE TO:"), bill, style="bar", w=bw,
               size=snug(d, bill, bw, 8.5))
    y = max(y3, y4) + 8
    terms = [
        ("F.O.B.", pick(rng, "Destination|Destination, Prepaid|Origin")),
        ("FREIGHT", pick(rng, "Prepaid|Prepay & Add|Included")),
        ("PAYMENT TERMS", pick(rng, "Net 30|Net 45|1% 10 Net 30")),
        ("SHIP VIA", pick(rng, "Best Way|UPS Ground|FedEx|Vendor Truck")),
        ("DELIVER BY", dfmt(dt + timedelta(rng.randint(10, 45)), "us")),
    ]
    y = d.grid(m, y, [w / 5] * 5, [t[0] for t in terms], [t[1] for t in terms], 8, 0.9) + 10
    spec = [
        ("pos", "LINE", 5, "c"),
        ("nigp", "NIGP", 8, "c"),
        ("desc", "DESCRIPTION", 41, "l"),
        ("qty", "QTY", 7, "r"),
        ("unit", "UOM", 6, "c"),
        ("price", "UNIT COST", 12, "r"),
        ("amount", "EXTENDED COST", 14, "r"),
    ]
    lastrow = not nt and rng.random() < 0.45
    top, bottom, lead = y, d.h - 50, 13.5
    rows = items(rng, "en", rows_for(rng, two, top, bottom, lead, 200, 10), fm)
    for r in rows:
        r["nigp"] = digits(rng, "###-##")
    total = sum((r["amt"] for r in rows), Decimal(0))
    ship_c = Decimal(0)
    if not lastrow and not nt and rng.random() < 0.4:
        ship_c = Decimal(rng.randint(1500, 19000)) / 100
    body = list(rows)
    if lastrow:
        body.append({"desc": pick(rng, "TOTAL|PO TOTAL|ORDER TOTAL"), "amount": fd(total),
                     "_b": True, "_fill": 0.88})
    page = [1]

    def cont(i: int) -> float:
        footer(d, f"Page {page[0]} of {pages}")
        d.new_page()
        page[0] += 1
        d.t(m, 38, univ, 9.5, b=True)
        d.t(x2, 38, f"PURCHASE ORDER {po}", 10, b=True, al="r")
        d.t(x2, 49, f"Page {page[0]} of {pages}", 8, al="r")
        d.line(m, 54, x2, 54, 0.8)
        return 64

    y = d.table(m, top, cols(spec, w, nt), body, size=7.5, lead=lead, shade=0.85,
                grid=True, bottom=bottom, cont=cont)
    cf = digits(rng, "Fund ##### · Dept ###### · Acct ###### · Program ##")
    d.t(m, y + 11, f"Funding: {cf}", 7, grey=0.25)
    y += 14
    if nt:
        y = d.para(m, y + 6, NOTE["en"], 8.5, w)
        total_out = None
    elif lastrow:
        total_out = total
    else:
        total_out = total + ship_c
        out = [("Merchandise Total", fm(total), False)]
        if ship_c:
            out.append(("Shipping & Handling", fm(ship_c), False))
        out.append((pick(rng, "PO TOTAL|TOTAL|Order Total"), fd(total_out), True))
        y = d.summary(x2 - 190, x2 - 4, y + 2, out, 9, box_last=True)
    y = d.para(
        m, y + 10,
        f"This order is issued under {univ}'s standard terms and conditions and, where cited, "
        f"{contract}. The university is exempt from state sales and federal excise taxes. "
        "Send invoices to Accounts Payable only; do not ship to Accounts Payable.",
        7, w * 0.98, grey=0.25)
    sy = max(y + 26, d.h - 134)
    d.t(m, sy, pick(rng, "/s/ |Electronically signed: |") + lperson(rng, "en"), 9)
    d.sign(m, sy + 4, 200, pick(rng, "Director of Procurement Services|Chief Procurement "
                                     "Officer|Authorized Purchasing Agent"))
    d.t(m + 230, sy - 4, f"Buyer: {buyer_p} · {phone(rng, 'us')}", 8)
    d.box(m, sy + 26, w, 72)
    d.t(m + 6, sy + 38, "VENDOR ACKNOWLEDGEMENT", 8, b=True)
    d.t(m + 6, sy + 50, f"Vendor: {sup} - accepts this order, its prices and its delivery "
        "date.", 7.5)
    d.sign(m + 10, sy + 76, 180, "Signature")
    d.sign(m + 210, sy + 76, 150, "Name / Title")
    d.sign(m + 380, sy + 76, min(110, w - 390), "Date")
    footer(d, f"Page {page[0]} of {pages}")
    return result(d, "en", "purchase_order", po, sup, total_out)



# --------------------------------------------------------------------------- de-CH

CH_BUY = (
    "{C} Maschinenbau AG|Spital {C} AG|Stadt {C}|Elektrizitätswerk {C} AG|"
    "Verkehrsbetriebe {C} AG|Gemeinde {C}|{C} Medtech AG|Alterszentrum {C}"
)
CH_PLACES = (
    "Winterthur=8400 Winterthur|Aarau=5000 Aarau|St. Gallen=9000 St. Gallen|Luzern=6003 "
    "Luzern|Thun=3600 Thun|Chur=7000 Chur|Olten=4600 Olten|Frauenfeld=8500 Frauenfeld|"
    "Zug=6300 Zug|Baden=5400 Baden"
)
CH_STREETS = "Bahnhofstrasse ##|Industriestrasse #|Zürcherstrasse ###|Werkstrasse ##|Postfach"
CH_MONTHS = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember"


def ch_place(rng: random.Random) -> tuple[str, list[str]]:
    city, line = pick(rng, CH_PLACES).split("=")
    street = digits(rng, pick(rng, CH_STREETS.replace("|Postfach", "")))
    return city, [street, line]


def blind2_ch_bestellung_brief(rng: random.Random) -> tuple[bytes, dict]:
    """Swiss Bestellung in letter form (A4): the buyer's logo and name top left; the supplier
    unlabelled in the right-hand address window (Swiss letters have it at the right) under a
    'P.P. CH-8400 Winterthur  Post CH AG' franking line or a sender line, now and then under a
    small 'Lieferant' caption, with 'z.Hd.' a contact; at the left of the window a stacked
    reference column (Bestell-Nr., Datum, Lieferanten-Nr., Ihre Offerte, Unser Zeichen,
    Sachbearbeiter/in, Telefon) whose values stand in a column of their own; place and long
    date, the title 'Bestellung' or 'Bestellung Nr. …'; a salutation quoting the offer; Pos. /
    Artikel-Nr. / Bezeichnung / Menge / ME / Preis / Rabatt % / Betrag CHF lines; Total netto,
    Rabatt, Fracht und Verpackung, MWST 8.1 %, Rundungsdifferenz and Total CHF inkl. MWST
    (1'234.55, rounded to five Rappen); Lieferadresse (the buyer's name in capitals at times)
    and Rechnungsadresse side by side; terms, 'Freundliche Grüsse' with two signers, the
    buyer's UID and IBAN in the foot; Seite 1/2 when long."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|helv|times|dejavu", 42, 56)
    fm = money("ch")
    cur = pick(rng, "CHF |CHF |Fr. ")
    fd = lambda v: f"{cur}{fm(v)}"  # noqa: E731
    bcity, badr = ch_place(rng)
    buyer = pick(rng, CH_BUY).format(C=bcity)
    sup = party(rng, "ch", "sup")[0]
    sadr = ch_place(rng)[1]
    po = rng.choice(
        [
            digits(rng, "45########"),
            f"B{dt.year % 100}-{rng.randint(1, 9999):05d}",
            f"{dt.year}-{rng.randint(100, 2999)}",
            digits(rng, "BE######"),
        ]
    )
    two = rng.random() < 0.2
    pages = 2 if two else 1
    lx = logo(d, m, 30, buyer, 36, rng.choice([0.15, 0.35]))
    d.t(lx, 44, buyer, snug(d, [buyer], w * 0.6, 13), b=True)
    d.t(lx, 56, f"{pick(rng, 'Einkauf|Beschaffung|Materialwirtschaft')} · {badr[0]} · "
        f"{badr[1]}", 7.5, grey=0.3)
    wx = m + w * 0.56  # the window at the right
    wy = 132
    if rng.random() < 0.6:
        d.t(wx, wy - 12, f"P.P. CH-{badr[1]}", 7.5, b=True)
        d.t(x2, wy - 12, "Post CH AG", 6.5, al="r")
        d.line(wx, wy - 8, x2, wy - 8, 0.5)
    else:
        d.t(wx, wy - 10, f"{buyer}, {badr[0]}, {badr[1]}", 6, maxw=x2 - wx)
        d.line(wx, wy - 7, x2, wy - 7, 0.3)
    vend = [sup]
    if rng.random() < 0.3:
        vend.append(pick(rng, "Verkauf Innendienst|Auftragsbearbeitung|Kundendienst"))
    if rng.random() < 0.5:
        vend.append(f"z.Hd. {pick(rng, 'Herrn|Frau')} {lperson(rng, 'de')}")
    vend += sadr
    if rng.random() < 0.2:
        d.t(wx, wy + 4, "Lieferant", 7, grey=0.35)
        wy += 8
    d.lines(wx, wy + 2, vend, snug(d, vend, x2 - wx, 10), lead=13)
    sb, us = lperson(rng, "de"), "".join(p[0] for p in lperson(rng, "de").split())
    where = pick(rng, "refs|title|both")
    refs = [
        ("Datum", dfmt(dt, "dot")),
        ("Lieferanten-Nr.", digits(rng, "#####")),
        ("Ihre Offerte", digits(rng, pick(rng, "OF-#####|########|Q##-####"))),
        ("Unser Zeichen", f"{us}/{pick(rng, 'ek|mw|be')}"),
        ("Sachbearbeiter/in", sb),
        ("Telefon", digits(rng, "+41 ## ### ## ##")),
    ]
    if where != "title":
        refs.insert(rng.choice([0, 0, 1]), ("Bestell-Nr.", po))
    ry = 124
    lw_ = max(d.width(k, 8) for k, _ in refs) + 10
    for i, (k, v) in enumerate(refs):
        d.t(m, ry + i * 12, k, 8, grey=0.3)
        d.t(m + lw_, ry + i * 12, v, 8, b=k == "Bestell-Nr.")
    y = max(ry + len(refs) * 12, 210) + 14
    when = f"{bcity}, {dt.day}. {CH_MONTHS.split()[dt.month - 1]} {dt.year}"
    right = rng.random() < 0.5
    d.t(x2 if right else m, y, when, 9, al="r" if right else "l")
    title = f"Bestellung Nr. {po}" if where != "refs" else pick(rng, "Bestellung|BESTELLUNG")
    d.t(m, y + 24, title, 14, b=True)
    offer = refs[[k for k, _ in refs].index("Ihre Offerte")][1]
    y = d.para(m, y + 40, "Sehr geehrte Damen und Herren", 9, w)
    y = d.para(m, y + 4, f"Gestützt auf Ihre Offerte {offer} bestellen wir zu unseren "
               "Einkaufsbedingungen wie folgt:", 9, w)
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Artikel-Nr.", 12, "l"),
        ("desc", "Bezeichnung", 38, "l"),
        ("qty", "Menge", 7, "r"),
        ("unit", "ME", 5, "c"),
        ("price", "Preis", 11, "r"),
        ("disc", "Rab. %", 7, "r"),
        ("amount", f"Betrag {cur.strip()}", 13, "r"),
    ]
    top, bottom, lead = y + 8, d.h - 60, 14.0
    rows = goods(rng, "de", rows_for(rng, two, top, bottom, lead, 290, 9), fm)
    for k_, r in enumerate(rows):
        r["pos"] = str((k_ + 1) * 10)
        r["unit"] = pick(rng, "Stk|Stk|Pak|Set")
        pc = rng.choice([0, 0, 0, 5, 10, 15])
        r["disc"] = f"{pc}.0" if pc else ""
        r["amt"] = cents(r["p"] * int(r["qty"]) * (100 - pc) / 100)
        r["amount"] = fm(r["amt"])
    page = [1]

    def cont(i: int) -> float:
        footer(d, f"Seite {page[0]}/{pages}")
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} · Bestellung {po}", 9, b=True)
        d.t(x2, 40, f"Seite {page[0]}", 8, al="r")
        d.line(m, 46, x2, 46, 0.5)
        return 58

    y = d.table(m, top, cols(spec, w, nt), rows, size=8, lead=lead, shade=0.9, rules=False,
                bottom=bottom, cont=cont)
    d.line(m, y, x2, y, 0.6)
    total = None
    if nt:
        y = d.para(m, y + 8, NOTE["de"].replace("ß", "ss"), 8.5, w)
    else:
        sub = sum((r["amt"] for r in rows), Decimal(0))
        disc = cents(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.2 else Decimal(0)
        frt = Decimal(rng.choice([0, 0, 25, 35, 48, 60, 85]))
        base = sub - disc + frt
        vat = tax(base, Decimal("8.1"))
        exact = base + vat
        total = rappen(exact)
        out = [("Total netto exkl. MWST", fm(sub), False)]
        if disc:
            out.append(("Rabatt", "-" + fm(disc), False))
        if frt:
            out.append(("Fracht und Verpackung", fm(frt), False))
        out.append((f"MWST 8.1 % auf {fm(base)}", fm(vat), False))
        if total != exact:
            out.append(("Rundungsdifferenz", ("+" if total > exact else "") + fm(total - exact),
                        False))
        lab = pick(rng, "Total inkl. MWST|Bestelltotal|Gesamttotal inkl. MWST|Total")
        out.append((lab, fd(total), True))
        y = d.summary(x2 - 230, x2 - 4, y + 6, out, 8.5, box_last=rng.random() < 0.6)
    y += 10
    bw = w / 2 - 10
    dcity, dl = ch_place(rng)
    dname = buyer.upper() if rng.random() < 0.4 else buyer
    deliv = [dname, pick(rng, "Warenannahme, Rampe 2|Lager West|Magazin Werk 2|Zentrallager"),
             *dl]
    inv = [buyer, pick(rng, "Kreditorenbuchhaltung|Finanzen / Kreditoren|Rechnungswesen"),
           f"Postfach, {badr[1]}", email(rng, buyer, "ch", "kreditoren")]
    y1 = block(d, m, y, "Lieferadresse", deliv, w=bw, size=8.5, style="under")
    y2 = block(d, m + bw + 20, y, "Rechnungsadresse", inv, w=bw, size=8.5, style="under",
               b_first=False)
    y = max(y1, y2) + 8
    terms = [
        f"Liefertermin: {dfmt(dt + timedelta(rng.randint(7, 40)), 'dot')}",
        f"Lieferbedingungen: {pick(rng, 'franko Domizil, verzollt|DAP, verzollt|ab Werk')}",
        f"Zahlungsbedingungen: {pick(rng, '30 Tage netto|60 Tage netto|10 Tage 2 %, 30 Tage')}",
        "Bitte bestätigen Sie uns diese Bestellung mit Angabe des Liefertermins. Die "
        "Bestellnummer ist auf Lieferschein und Rechnung anzugeben.",
    ]
    for t in terms:
        y = d.para(m, y, t, 8, w)
    sy = max(y + 12, d.h - 132)
    d.t(m, sy, "Freundliche Grüsse", 9)
    d.t(m, sy + 13, buyer, 9, b=True)
    d.t(m, sy + 46, sb, 8.5)
    d.t(m, sy + 57, "Einkauf", 8, grey=0.3)
    d.t(m + 200, sy + 46, lperson(rng, "de"), 8.5)
    d.t(m + 200, sy + 57, "Leitung Beschaffung", 8, grey=0.3)
    bank = pick(rng, "Zürcher Kantonalbank|UBS Switzerland AG|PostFinance AG|Raiffeisenbank")
    foot = (f"UID {digits(rng, 'CHE-###.###.###')} MWST · {bank} · IBAN "
            f"{digits(rng, 'CH## #### #### #### #### #')}")
    d.t(m, d.h - 32, foot, 6.5, grey=0.35)
    footer(d, f"Seite {page[0]}/{pages}")
    return result(d, "de", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- fr-BE


def blind2_be_bon_commande_cpas(rng: random.Random) -> tuple[bytes, dict]:
    """Belgian (Walloon) commune, CPAS or intercommunale bon de commande (A4): a logo mark,
    the administration's name, its service, address and N° BCE top left; BON DE COMMANDE at
    the right with the number beside it or under it as N° : …; a boxed grid of Exercice, N°
    d'engagement, Article budgétaire, Marché / procédure and Date; a two-column party grid,
    FOURNISSEUR (name, address, TVA BE 0…, Tél., the vendor's contact) beside SERVICE DEMANDEUR
    (the requesting service and its contact person), sides swapped at times; Lieu de livraison
    and the invoicing address (the administration in capitals, Peppol/Mercurius); Réf. /
    Désignation / Qté / Unité / P.U. HTVA / TVA / Total HTVA lines with 21 % and at times 6 %;
    Total HTVA, TVA by rate, Montant total TVAC in 1.234,56 € (or EUR 1 234,56); the decision
    of the Collège, two signatures (Directeur général and Bourgmestre / Président) and the
    Directeur financier's visa; Page 1/2 when long."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 36, 50)
    st = pick(rng, "de|de|fr")
    fm = money(st)
    fd = money(st, "€", pre=False) if rng.random() < 0.7 else money(st, "EUR")
    buyer, badr, _ = firm(rng, "wal", "buy")
    sup, sadr, _ = firm(rng, "wal", "sup")
    year = dt.year
    po = rng.choice(
        [
            f"{year}/{rng.randint(1, 9999):05d}",
            f"BC/{year}/{rng.randint(1, 2999):04d}",
            f"{year % 100}-{rng.randint(1000, 9999)}",
            f"BC{year}{rng.randint(1, 99999):05d}",
        ]
    )
    eng = f"E/{year}/{rng.randint(1, 9999):04d}"
    art = digits(rng, "###/###-##")
    marche = digits(rng, pick(rng, "MP-####-##|PNSPP ####/##|Marché stock ###"))
    service = pick(rng, "Service des Travaux|Service Informatique|Service Achats|"
                        "Maison de repos|Service Propreté publique|Crèche communale")
    two = rng.random() < 0.2
    pages = 2 if two else 1
    lx = logo(d, m, 28, buyer, 40, rng.choice([0.2, 0.4]))
    d.t(lx, 40, buyer, snug(d, [buyer], w * 0.5, 13), b=True)
    bl = [pick(rng, "Service Marchés publics|Service des Achats|Cellule Achats"),
          f"{badr[0]} - {badr[1]}", f"N° BCE {digits(rng, '0###.###.###')}"]
    d.lines(lx, 45, bl, 7.5)
    beside = rng.random() < 0.5
    if beside:
        d.t(x2, 44, f"BON DE COMMANDE N° {po}", snug(d, [f"BON DE COMMANDE N° {po}"], w * 0.45,
                                                      14), b=True, al="r")
    else:
        d.t(x2, 40, "BON DE COMMANDE", 15, b=True, al="r")
        d.t(x2, 56, f"N° : {po}", 11, b=True, al="r")
    d.t(x2, 70, f"{badr[1].split(' ', 1)[1]}, le {dfmt(dt, 'long_fr')}", 8.5, al="r")
    y = 88
    grid = [
        ("Exercice", str(year)),
        ("N° d'engagement", eng),
        ("Article budgétaire", art),
        ("Marché / procédure", marche),
        ("Date", dfmt(dt, "dmy")),
    ]
    if rng.random() < 0.5:
        grid = grid[:4]
    y = d.grid(m, y, [w / len(grid)] * len(grid), [g[0] for g in grid], [g[1] for g in grid],
               8.5) + 12
    vend = [sup, *sadr, f"TVA {digits(rng, 'BE 0###.###.###')}",
            f"Tél. {tel(rng, 'wal')}"]
    if rng.random() < 0.6:
        vend.append(f"Contact : {who(rng, 'wal')}")
    contact = who(rng, "wal")
    mailbox = ".".join(contact.lower().split()).replace("é", "e").replace("è", "e")
    req = [service, f"Personne de contact : {contact}", f"Tél. {tel(rng, 'wal')}",
           f"{mailbox}@{slug(buyer)}.be"]
    sides = [("FOURNISSEUR", vend), ("SERVICE DEMANDEUR", req)]
    if rng.random() < 0.3:
        sides.reverse()
    bw = w / 2
    hh = 16
    rows_n = max(len(vend), len(req))
    bh = hh + rows_n * 11.5 + 8
    for k, (lab, rows) in enumerate(sides):
        bx = m + k * bw
        d.box(bx, y, bw, hh, fill=0.85)
        d.box(bx, y + hh, bw, bh - hh)
        d.t(bx + bw / 2, y + 11.5, lab, 9, b=True, al="c")
        d.lines(bx + 6, y + hh + 4, rows, snug(d, rows, bw - 12, 8.5), b_first=True, lead=11.5)
    y += bh + 10
    dl = [pick(rng, "Atelier communal|Dépôt des Travaux|Maison de repos « Les Tilleuls »|"
                    "Administration centrale, accueil"), *firm(rng, "wal", "buy")[1]]
    fac = [buyer.upper(), pick(rng, "Service Finances|Directeur financier|Comptabilité"),
           *badr, "Factures électroniques via Peppol / Mercurius"]
    y1 = block(d, m, y, "Lieu de livraison :", dl, w=bw - 10, size=8.5, b_first=False)
    y2 = block(d, m + bw, y, "Adresse de facturation :", fac, w=bw - 10, size=8.5)
    y = max(y1, y2) + 10
    spec = [
        ("code", "Réf.", 11, "l"),
        ("desc", "Désignation", 41, "l"),
        ("qty", "Qté", 7, "r"),
        ("unit", "Unité", 7, "c"),
        ("price", "P.U. HTVA", 12, "r"),
        ("vat", "TVA", 6, "c"),
        ("amount", "Total HTVA", 14, "r"),
    ]
    top, bottom, lead = y, d.h - 54, 13.5
    rows = items(rng, "fr", rows_for(rng, two, top, bottom, lead, 230, 9), fm)
    six = rng.random() < 0.25
    for r in rows:
        r["vat"] = "6 %" if six and rng.random() < 0.3 else "21 %"
        r["unit"] = pick(rng, "pce|pce|boîte|lot")
    page = [1]

    def cont(i: int) -> float:
        footer(d, f"Page {page[0]}/{pages}")
        d.new_page()
        page[0] += 1
        d.t(m, 40, buyer, 9.5, b=True)
        d.t(x2, 40, f"Bon de commande {po} - suite", 9.5, b=True, al="r")
        d.line(m, 46, x2, 46, 0.5)
        return 58

    y = d.table(m, top, cols(spec, w, nt), rows, size=8, lead=lead, shade=0.85, grid=True,
                bottom=bottom, cont=cont)
    total = None
    if nt:
        y = d.para(m, y + 8, NOTE["fr"], 8.5, w)
    else:
        out = []
        htva = sum((r["amt"] for r in rows), Decimal(0))
        out.append(("Total HTVA", fm(htva), False))
        vat = Decimal(0)
        for rate in ("21", "6"):
            base = sum((r["amt"] for r in rows if r["vat"] == f"{rate} %"), Decimal(0))
            if base:
                v = tax(base, Decimal(rate))
                vat += v
                out.append((f"TVA {rate} %", fm(v), False))
        total = htva + vat
        lab = pick(rng, "Montant total TVAC|Total TVAC|TOTAL TVA comprise|Total à payer TVAC")
        out.append((lab, fd(total), True))
        y = d.summary(x2 - 200, x2 - 4, y + 6, out, 9, boxed=rng.random() < 0.5, shade=0.9)
    y += 8
    notes = [
        f"Délai de livraison : {rng.choice([10, 15, 20, 30])} jours ouvrables.",
        "Le numéro du bon de commande doit obligatoirement figurer sur la facture.",
        f"Commande passée en exécution de la décision du Collège du "
        f"{dfmt(dt - timedelta(rng.randint(5, 30)), 'dmy')}.",
    ]
    for t in notes:
        y = d.para(m, y, t, 8, w)
    sy = max(y + 40, d.h - 110)
    cpas = buyer.startswith("CPAS")
    roles = [pick(rng, "Le Directeur général|La Directrice générale"),
             "La Présidente" if cpas and rng.random() < 0.5 else
             ("Le Président" if cpas else pick(rng, "Le Bourgmestre|La Bourgmestre"))]
    d.t(m, sy - 28, pick(rng, "Par le Collège :|Pour le Conseil de l'action sociale :|"
                             "Par ordonnance :"), 8.5, b=True)
    for k, role in enumerate(roles):
        x = m + k * (w / 3)
        d.t(x, sy - 14, role + ",", 8.5)
        d.t(x, sy + 20, who(rng, "wal"), 8.5)
    d.box(x2 - w / 3 + 10, sy - 26, w / 3 - 10, 56)
    d.t(x2 - w / 3 + 16, sy - 14, "Visa du Directeur financier", 7.5, b=True)
    footer(d, f"Page {page[0]}/{pages}")
    return result(d, "fr", "purchase_order", po, sup, total)


FAMILIES: dict[str, Draw] = {f.__name__: f for f in (
    blind2_ca_smallbiz_po, blind2_us_university_po, blind2_ch_bestellung_brief,
    blind2_be_bon_commande_cpas)}

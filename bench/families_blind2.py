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
from datetime import datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_cjk import (  # noqa: E402
    CITIES,
    GREY,
    JA_BRANDS,
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
from families_latin2 import snug  # noqa: E402

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
        "tpl": "{L} & {L2}, Lda.|{S} {X}, Lda.|{S} {L}, S.A.|{S} {X}, Unipessoal Lda.|"
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
        "buy": "Město {C}|Technické služby {C} s.r.o.|Nemocnice {C} a.s.|Strojírna {C} a.s.|"
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
    'Jistič 1P B16|Kartonová krabice 400 x 300 x 300|Hydraulická hadice 1/2" x 2 m|'
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


def initials(name: str) -> str:
    return "".join(w[0] for w in name.split() if w[0].isalpha() and w[0].isupper())[:3]


def logo(d: Doc, x: float, y: float, name: str, size: float = 34, shade: float = 0.2) -> float:
    """A square logo mark with the initials; returns the x right of it."""
    d.box(x, y, size, size, fill=shade, stroke=False)
    ini = initials(name) or name[:2].upper()
    d.t(x + size / 2, y + size / 2 + size * 0.12, ini, size * 0.34, b=True, al="c", grey=1)
    return x + size + 8


def rows_for(
    rng: random.Random,
    two: bool,
    top: float,
    bottom: float,
    lead: float,
    tail: float,
    most: int = 12,
) -> int:
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


def kv_right(
    d: Doc,
    xl: float,
    xv: float,
    y: float,
    pairs: list[tuple[str, str]],
    size: float = 8.5,
    b_value: bool = False,
) -> float:
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
        d.grid(
            x2 - 2 * cw,
            56,
            [cw, cw],
            ["Date", "P.O. No."],
            [dfmt(dt, ds), po],
            9,
            shade=rng.choice([0.88, 0.8, None]),
        )
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
    y = (
        d.grid(
            m,
            y,
            [w / len(strip)] * len(strip),
            [s[0] for s in strip],
            [s[1] for s in strip],
            8.5,
            shade=0.9,
        )
        + 12
    )
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

    y = d.table(
        m,
        top,
        cols(spec, w, nt),
        rows,
        size=8,
        lead=lead,
        shade=0.88,
        grid=rng.random() < 0.5,
        rules=True,
        bottom=bottom,
        cont=cont,
    )
    sub = sum((r["amt"] for r in rows), Decimal(0))
    total = None
    if nt:
        y = d.para(m, y + 10, "Pricing as per our standing account - no order total shown.", 8.5, w)
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
    contract = digits(
        rng, pick(rng, "Contract ##-###-##|E&I Contract CNR0####|Sourcewell ######-@@@|NASPO #####")
    )
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
        d.t(
            d.w / 2,
            91,
            f"Phone {phone(rng, 'us')} · purchasing@{email(rng, univ, 'us', 'x')[2:-4]}.edu",
            7.5,
            al="c",
        )
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
    elif vstyle == "id":  # the vendor ID on the line above the name
        d.t(vx, wy + 9.5, f"Vendor ID: {vid}", 9.5)
        wy += 12
    if rng.random() < 0.5:
        vend.append(f"Attn: {lperson(rng, 'en')}")
    y1 = d.lines(vx, wy, vend, snug(d, vend, w * 0.46, 9.5), b_first=True, lead=12)
    if rng.random() < 0.3:
        ra = ["REMIT TO:", f"{sup}", f"P.O. Box {rng.randint(1000, 99999)}", place(rng, "us")[1][1]]
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
    ship = [univ, "Central Receiving", f"Attn: {dept}, {end_user}", place(rng, "us")[1][0], badr[1]]
    bill = [
        "Accounts Payable",
        univ,
        f"P.O. Box {rng.randint(1000, 9999)}",
        badr[1],
        f"ap@{email(rng, univ, 'us', 'x')[2:-4]}.edu",
    ]
    y3 = block(d, m, y, "SHIP TO:", ship, style="bar", w=bw, size=snug(d, ship, bw, 8.5))
    y4 = block(
        d,
        m + bw + 16,
        y,
        pick(rng, "BILL TO:|INVOICE TO:"),
        bill,
        style="bar",
        w=bw,
        size=snug(d, bill, bw, 8.5),
    )
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
        body.append(
            {
                "desc": pick(rng, "TOTAL|PO TOTAL|ORDER TOTAL"),
                "amount": fd(total),
                "_b": True,
                "_fill": 0.88,
            }
        )
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

    y = d.table(
        m,
        top,
        cols(spec, w, nt),
        body,
        size=7.5,
        lead=lead,
        shade=0.85,
        grid=True,
        bottom=bottom,
        cont=cont,
    )
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
        m,
        y + 10,
        f"This order is issued under {univ}'s standard terms and conditions and, where cited, "
        f"{contract}. The university is exempt from state sales and federal excise taxes. "
        "Send invoices to Accounts Payable only; do not ship to Accounts Payable.",
        7,
        w * 0.98,
        grey=0.25,
    )
    sy = max(y + 26, d.h - 134)
    d.t(m, sy, pick(rng, "/s/ |Electronically signed: |") + lperson(rng, "en"), 9)
    d.sign(
        m,
        sy + 4,
        200,
        pick(
            rng,
            "Director of Procurement Services|Chief Procurement "
            "Officer|Authorized Purchasing Agent",
        ),
    )
    d.t(m + 230, sy - 4, f"Buyer: {buyer_p} · {phone(rng, 'us')}", 8)
    d.box(m, sy + 26, w, 72)
    d.t(m + 6, sy + 38, "VENDOR ACKNOWLEDGEMENT", 8, b=True)
    d.t(
        m + 6,
        sy + 50,
        f"Vendor: {sup} - accepts this order, its prices and its delivery date.",
        7.5,
    )
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
    d.t(
        lx,
        56,
        f"{pick(rng, 'Einkauf|Beschaffung|Materialwirtschaft')} · {badr[0]} · {badr[1]}",
        7.5,
        grey=0.3,
    )
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
    y = d.para(
        m,
        y + 4,
        f"Gestützt auf Ihre Offerte {offer} bestellen wir zu unseren "
        "Einkaufsbedingungen wie folgt:",
        9,
        w,
    )
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Artikel-Nr.", 12, "l"),
        ("desc", "Bezeichnung", 36, "l"),
        ("qty", "Menge", 9, "r"),
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

    y = d.table(
        m,
        top,
        cols(spec, w, nt),
        rows,
        size=8,
        lead=lead,
        shade=0.9,
        rules=False,
        bottom=bottom,
        cont=cont,
    )
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
            out.append(
                ("Rundungsdifferenz", ("+" if total > exact else "") + fm(total - exact), False)
            )
        lab = pick(rng, "Total inkl. MWST|Bestelltotal|Gesamttotal inkl. MWST|Total")
        out.append((lab, fd(total), True))
        y = d.summary(x2 - 230, x2 - 4, y + 6, out, 8.5, box_last=rng.random() < 0.6)
    y += 10
    bw = w / 2 - 10
    dcity, dl = ch_place(rng)
    dname = buyer.upper() if rng.random() < 0.4 else buyer
    deliv = [dname, pick(rng, "Warenannahme, Rampe 2|Lager West|Magazin Werk 2|Zentrallager"), *dl]
    inv = [
        buyer,
        pick(rng, "Kreditorenbuchhaltung|Finanzen / Kreditoren|Rechnungswesen"),
        f"Postfach, {badr[1]}",
        email(rng, buyer, "ch", "kreditoren"),
    ]
    y1 = block(d, m, y, "Lieferadresse", deliv, w=bw, size=8.5, style="under")
    y2 = block(
        d, m + bw + 20, y, "Rechnungsadresse", inv, w=bw, size=8.5, style="under", b_first=False
    )
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
    foot = (
        f"UID {digits(rng, 'CHE-###.###.###')} MWST · {bank} · IBAN "
        f"{digits(rng, 'CH## #### #### #### #### #')}"
    )
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
    service = pick(
        rng,
        "Service des Travaux|Service Informatique|Service Achats|"
        "Maison de repos|Service Propreté publique|Crèche communale",
    )
    two = rng.random() < 0.2
    pages = 2 if two else 1
    lx = logo(d, m, 28, buyer, 40, rng.choice([0.2, 0.4]))
    d.t(lx, 40, buyer, snug(d, [buyer], w * 0.52 - (lx - m), 13), b=True)
    bl = [
        pick(rng, "Service Marchés publics|Service des Achats|Cellule Achats"),
        f"{badr[0]} - {badr[1]}",
        f"N° BCE {digits(rng, '0###.###.###')}",
    ]
    d.lines(lx, 45, bl, 7.5)
    beside = rng.random() < 0.5
    if beside:
        d.t(
            x2,
            44,
            f"BON DE COMMANDE N° {po}",
            snug(d, [f"BON DE COMMANDE N° {po}"], w * 0.45, 14),
            b=True,
            al="r",
        )
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
    y = (
        d.grid(m, y, [w / len(grid)] * len(grid), [g[0] for g in grid], [g[1] for g in grid], 8.5)
        + 12
    )
    vend = [sup, *sadr, f"TVA {digits(rng, 'BE 0###.###.###')}", f"Tél. {tel(rng, 'wal')}"]
    if rng.random() < 0.6:
        vend.append(f"Contact : {who(rng, 'wal')}")
    contact = who(rng, "wal")
    mailbox = ".".join(contact.lower().split()).replace("é", "e").replace("è", "e")
    req = [
        service,
        f"Personne de contact : {contact}",
        f"Tél. {tel(rng, 'wal')}",
        f"{mailbox}@{slug(buyer)}.be",
    ]
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
    dl = [
        pick(
            rng,
            "Atelier communal|Dépôt des Travaux|Maison de repos « Les Tilleuls »|"
            "Administration centrale, accueil",
        ),
        *firm(rng, "wal", "buy")[1],
    ]
    fac = [
        buyer.upper(),
        pick(rng, "Service Finances|Directeur financier|Comptabilité"),
        *badr,
        "Factures électroniques via Peppol / Mercurius",
    ]
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

    y = d.table(
        m,
        top,
        cols(spec, w, nt),
        rows,
        size=8,
        lead=lead,
        shade=0.85,
        grid=True,
        bottom=bottom,
        cont=cont,
    )
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
    roles = [
        pick(rng, "Le Directeur général|La Directrice générale"),
        "La Présidente"
        if cpas and rng.random() < 0.5
        else ("Le Président" if cpas else pick(rng, "Le Bourgmestre|La Bourgmestre")),
    ]
    d.t(
        m,
        sy - 28,
        "Pour le Conseil de l'action sociale :"
        if cpas
        else pick(rng, "Par le Collège :|Par ordonnance :"),
        8.5,
        b=True,
    )
    for k, role in enumerate(roles):
        x = m + k * (w / 3)
        d.t(x, sy - 14, role + ",", 8.5)
        d.t(x, sy + 20, who(rng, "wal"), 8.5)
    d.box(x2 - w / 3 + 10, sy - 26, w / 3 - 10, 56)
    d.t(x2 - w / 3 + 16, sy - 14, "Visa du Directeur financier", 7.5, b=True)
    footer(d, f"Page {page[0]}/{pages}")
    return result(d, "fr", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- it

IT_CUST = (
    "{C} Alimentari S.p.A.|Officine Meccaniche {C} S.r.l.|{C} Plast S.r.l.|"
    "Cantine Riunite di {C} S.c.a.r.l.|Ceramiche {C} S.p.A.|Tecnoimpianti {C} S.r.l.|"
    "Azienda Ospedaliera di {C}|Comune di {C}"
)
IT_BANKS = "Intesa Sanpaolo|UniCredit|Banco BPM|BPER Banca|Credit Agricole Italia|Banca Sella"


def sconto(rng: random.Random) -> tuple[str, Decimal]:
    """An Italian line discount: '', '10', '10+5' (compounded) and its net factor."""
    k = rng.random()
    if k < 0.5:
        return "", Decimal(1)
    a = rng.choice([5, 10, 15, 20, 30])
    if k < 0.8:
        return str(a), Decimal(100 - a) / 100
    b = rng.choice([3, 5, 10])
    return f"{a}+{b}", Decimal(100 - a) / 100 * Decimal(100 - b) / 100


def blind2_it_conferma_ordine(rng: random.Random) -> tuple[bytes, dict]:
    """Italian seller's conferma d'ordine (A4): the seller's letterhead (sede legale, Tel.,
    PEC, P.IVA e C.F., REA, capitale sociale) left or centred; a small grid with the seller's
    own document number (Conferma d'ordine N. / Data / Pag.); the customer at the right under
    Spett.le (or Cliente / Intestatario) with its P.IVA, a Destinazione merce block with another
    site; the customer's order number under Vs. Ordine N. / Rif. Vs. ordine in a reference row
    beside Cod. Cliente, Agente, Pagamento, Porto and Vettore, or in the opening sentence ('Con
    riferimento al Vs. ordine n. … del …') with only a Vs. Rif. person in the row; Codice /
    Descrizione / U.M. / Q.tà / Prezzo / Sconto (10+5) / Importo / C.IVA lines; a castelletto
    IVA (22 %, at times 10 %) beside Totale merce, Spese di trasporto, Totale imponibile, Totale
    IVA and TOTALE DOCUMENTO, then at times Acconto versato and Saldo; the seller's IBAN, a
    request to sign for acceptance, 'Distinti saluti' and the seller's name again."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|times|dejavu", 34, 48, totals=False)
    fm = money("de")
    fd = money("de", "€") if rng.random() < 0.6 else money("de", "EUR", pre=False)
    sup, sadr = party(rng, "it", "sup")
    ccity, cadr = place(rng, "it")
    cust = pick(rng, IT_CUST).format(C=ccity)
    ours = (
        f"{dt.year}/{rng.randint(1, 2999):04d}" if rng.random() < 0.5 else digits(rng, "CO-#####")
    )
    po = rng.choice(
        [
            digits(rng, "45########"),
            f"{rng.randint(1, 999)}/{dt.year}",
            f"OA-{dt.year % 100}-{rng.randint(1, 9999):04d}",
            digits(rng, "ODA######"),
            f"{rng.randint(100, 9999)}",
        ]
    )
    po_date = dt - timedelta(rng.randint(1, 12))
    two = rng.random() < 0.15
    pages = 2 if two else 1
    centred = rng.random() < 0.4
    piva = digits(rng, "###########")
    head = [
        f"Sede legale: {sadr[0]} - {sadr[1]}",
        f"Tel. {phone(rng, 'it')} - {email(rng, sup, 'it', 'info')} - PEC: "
        f"{email(rng, sup, 'it', 'amministrazione')[:-3]}@pec.it",
        f"P.IVA e C.F. {piva} - REA {sadr[1][-3:-1]}-{rng.randint(100000, 999999)} - Cap. Soc. "
        f"€ {rng.choice(['10.000,00', '50.000,00', '100.000,00'])} i.v.",
    ]
    if centred:
        d.t(d.w / 2, 42, sup, snug(d, [sup], w, 16), b=True, al="c")
        for k, t in enumerate(head):
            d.t(d.w / 2, 55 + k * 10, t, 7.5, al="c", maxw=w)
    else:
        lx = logo(d, m, 26, sup, 36, 0.3)
        d.t(lx, 40, sup, snug(d, [sup], w - (lx - m), 15), b=True)
        for k, t in enumerate(head):
            d.t(lx, 52 + k * 9.5, t, 7, maxw=x2 - lx)
    d.line(m, 88, x2, 88, 0.8)
    y = 100
    d.t(m, y + 12, "CONFERMA D'ORDINE", 14, b=True)
    lw = w * 0.5
    y1 = d.grid(
        m,
        y + 20,
        [lw * 0.4, lw * 0.35, lw * 0.25],
        ["Numero", "Data", "Pag."],
        [ours, dfmt(dt, "dmy"), f"1 di {pages}"],
        8.5,
    )
    dest = [
        cust if rng.random() < 0.4 else f"{cust} - {pick(rng, 'Stabilimento 2|Magazzino')}",
        *place(rng, "it")[1],
    ]
    y1 = block(
        d,
        m,
        y1 + 10,
        pick(rng, "Destinazione merce:|Luogo di consegna:"),
        dest,
        w=lw,
        size=8.5,
        b_first=False,
    )
    cx = m + w * 0.56
    clab = pick(rng, "Spett.le|Spett.le|Cliente|Intestatario")
    d.t(cx, y + 12, clab, 8, grey=0.3)
    cl = [cust, *cadr, f"P.IVA {digits(rng, '###########')}"]
    y2 = d.lines(cx, y + 18, cl, snug(d, cl, x2 - cx, 10), b_first=True, lead=13)
    y = max(y1, y2) + 12
    in_text = rng.random() < 0.35
    contact = lperson(rng, "it")
    refs = [
        ("Cod. Cliente", digits(rng, "C#####")),
        ("Agente", lperson(rng, "it")),
        ("Pagamento", pick(rng, "RB 60 gg d.f.f.m.|Bonifico 30 gg d.f.|RiBa 90 gg f.m.")),
        ("Porto", pick(rng, "Franco|Assegnato|Franco con addebito")),
        ("Vettore", pick(rng, "Mittente|BRT|GLS|Destinatario")),
    ]
    if in_text:
        refs.insert(1, ("Vs. Rif.", contact))
    else:
        lab = pick(rng, "Vs. Ordine N.|Rif. Vs. ordine|Vostro ordine n.")
        refs.insert(rng.choice([0, 1]), (lab, po))
        refs.insert(2, ("Data ordine", dfmt(po_date, "dmy")))
    refs = refs[:6]
    y = (
        d.grid(
            m,
            y,
            [w / len(refs)] * len(refs),
            [r_[0] for r_ in refs],
            [r_[1] for r_ in refs],
            8,
            shade=0.88,
        )
        + 10
    )
    if in_text:
        y = (
            d.para(
                m,
                y,
                f"Con riferimento al Vs. ordine n. {po} del {dfmt(po_date, 'dmy')}, "
                "Vi confermiamo la fornitura alle condizioni di seguito indicate.",
                9,
                w,
            )
            + 4
        )
    spec = [
        ("code", "Codice", 11, "l"),
        ("desc", "Descrizione", 38, "l"),
        ("unit", "U.M.", 5, "c"),
        ("qty", "Q.tà", 7, "r"),
        ("price", "Prezzo", 10, "r"),
        ("disc", "Sconto", 8, "c"),
        ("amount", "Importo", 12, "r"),
        ("iva", "C.IVA", 6, "c"),
    ]
    top, bottom, lead = y, d.h - 54, 13.5
    rows = items(rng, "it", rows_for(rng, two, top, bottom, lead, 250, 10), fm)
    ten = rng.random() < 0.2
    for r in rows:
        r["disc"], f = sconto(rng)
        r["amt"] = cents(r["p"] * int(r["qty"]) * f)
        r["amount"] = fm(r["amt"])
        r["iva"] = "10" if ten and rng.random() < 0.3 else "22"
    page = [1]

    def cont(i: int) -> float:
        d.t(x2, bottom + 12, "segue ...", 7.5, al="r")
        footer(d, f"Pag. {page[0]} di {pages}")
        d.new_page()
        page[0] += 1
        d.t(m, 40, sup, 9.5, b=True)
        d.t(x2, 40, f"Conferma d'ordine {ours} - Vs. ordine {po}", 9, al="r")
        d.line(m, 46, x2, 46, 0.5)
        return 58

    y = d.table(
        m,
        top,
        cols(spec, w),
        rows,
        size=7.5,
        lead=lead,
        shade=0.88,
        rules=True,
        bottom=bottom,
        cont=cont,
    )
    merce = sum((r["amt"] for r in rows), Decimal(0))
    trasp = Decimal(rng.choice([0, 0, 15, 25, 40, 60]))
    bases: dict[str, Decimal] = {}
    for r in rows:
        bases[r["iva"]] = bases.get(r["iva"], Decimal(0)) + r["amt"]
    bases["22"] = bases.get("22", Decimal(0)) + trasp
    ivas = {k: tax(v, Decimal(k)) for k, v in bases.items() if v}
    imp = merce + trasp
    total = imp + sum(ivas.values(), Decimal(0))
    y += 10
    castel = [["Cod.", "Aliquota", "Imponibile", "Imposta"]]
    for k in sorted(ivas, reverse=True):
        castel.append([k, f"{k}%", fm(bases[k]), fm(ivas[k])])
    cw = [w * 0.07, w * 0.1, w * 0.15, w * 0.13]
    yy = y
    for r_i, row in enumerate(castel):
        x = m
        for c_i, cell in enumerate(row):
            d.box(x, yy, cw[c_i], 14, fill=0.88 if r_i == 0 else None)
            d.t(
                x + cw[c_i] - 3 if c_i > 1 else x + 3,
                yy + 10,
                cell,
                7.5,
                b=r_i == 0,
                al="r" if c_i > 1 else "l",
            )
            x += cw[c_i]
        yy += 14
    out = [("Totale merce", fm(merce), False)]
    if trasp:
        out.append(("Spese di trasporto", fm(trasp), False))
    out += [
        ("Totale imponibile", fm(imp), False),
        ("Totale IVA", fm(sum(ivas.values(), Decimal(0))), False),
        (pick(rng, "TOTALE DOCUMENTO|Totale documento|TOTALE ORDINE"), fd(total), True),
    ]
    ys = d.summary(x2 - 190, x2 - 4, y, out, 8.5, box_last=True)
    if rng.random() < 0.3:
        acc = cents(total * Decimal(rng.choice([20, 30, 50])) / 100)
        ys = d.summary(
            x2 - 190,
            x2 - 4,
            ys + 2,
            [("Acconto versato", "-" + fm(acc), False), ("Saldo", fd(total - acc), False)],
            8,
        )
    y = max(ys, yy) + 10
    bank = pick(rng, IT_BANKS)
    iban = digits(rng, "IT## @ ##### ##### ############")
    y = d.para(m, y, f"Coordinate bancarie: {bank} - IBAN {iban} - intestato a {sup}", 7.5, w)
    y = d.para(
        m,
        y + 4,
        "Consegna prevista: "
        + pick(
            rng,
            f"settimana {rng.randint(2, 50)}|"
            f"entro il {dfmt(dt + timedelta(rng.randint(10, 40)), 'dmy')}|da concordare",
        ),
        8,
        w,
    )
    y = d.para(
        m,
        y + 2,
        "Vi preghiamo di restituirci copia della presente firmata per "
        "accettazione. Per quanto non espressamente indicato valgono le nostre "
        "condizioni generali di vendita.",
        7.5,
        w,
        grey=0.25,
    )
    sy = max(y + 30, d.h - 104)
    d.t(m, sy, "Distinti saluti", 8.5)
    d.t(m, sy + 12, sup, 8.5, b=True)
    d.t(m, sy + 24, f"Ufficio commerciale - {lperson(rng, 'it')}", 8)
    d.box(x2 - 200, sy - 10, 200, 56)
    d.t(x2 - 194, sy + 2, "Timbro e firma del Cliente per accettazione", 7.5)
    footer(d, f"Pag. {page[0]} di {pages}")
    return result(d, "it", "order_confirmation", po, sup, total)


# --------------------------------------------------------------------------- pt-PT


def blind2_pt_nota_encomenda(rng: random.Random) -> tuple[bytes, dict]:
    """Portuguese nota de encomenda / encomenda a fornecedor / requisição externa (A4): the
    buyer's logo and name with NIF and address top left; at the right a stacked column of
    labels (N.º Encomenda:, Data:, N.º Fornecedor:, Requisição interna:, V/ Proposta:, Página:)
    with the values in a column of their own, or the number beside the title; the supplier in
    the window under 'Exmo.(s) Senhor(es)' or in a Fornecedor box with its NIF, the buyer's
    contact; Local de entrega and Morada de faturação (the buyer's name again); Artigo /
    Descrição / Qtd. / Un. / Preço Unit. / Desc. / IVA / Valor lines (23 %, at times 6 % or
    13 %); a quadro resumo de IVA (Taxa / Incidência / Valor IVA) beside Mercadoria, Descontos,
    Portes, Total s/ IVA, IVA and Total (EUR) in 1.234,56 € or 1 234,56 EUR; prazo and
    condições de pagamento; two signatures and the supplier's confirmation naming it; the
    'Processado por programa certificado n.º …/AT' line and Página 1 de 2 when long."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 36, 50)
    st = pick(rng, "de|fr")
    fm = money(st)
    fd = money(st, "€", pre=False) if rng.random() < 0.6 else money(st, "EUR", pre=False)
    buyer, badr, _ = firm(rng, "pt", "buy")
    sup, sadr, _ = firm(rng, "pt", "sup")
    po = rng.choice(
        [
            f"NE {dt.year}/{rng.randint(1, 2999)}",
            f"ENC{dt.year % 100}/{rng.randint(1, 9999):04d}",
            f"{rng.randint(1, 9999):05d}/{dt.year}",
            f"EF {dt.year}/{rng.randint(100, 999)}",
        ]
    )
    title = pick(
        rng, "NOTA DE ENCOMENDA|Nota de Encomenda|ENCOMENDA A FORNECEDOR|REQUISIÇÃO EXTERNA"
    )
    two = rng.random() < 0.2
    pages = 2 if two else 1
    lx = logo(d, m, 28, buyer, 38, rng.choice([0.2, 0.45]))
    d.t(lx, 42, buyer, snug(d, [buyer], w * 0.5 - (lx - m), 13), b=True)
    d.lines(lx, 47, [*badr, f"NIF {digits(rng, '5## ### ###')}  ·  Tel. {tel(rng, 'pt')}"], 7.5)
    beside = rng.random() < 0.35
    if beside:
        t_ = f"{title} {po}"
        d.t(x2, 44, t_, snug(d, [t_], w * 0.48, 14), b=True, al="r")
    else:
        d.t(x2, 44, title, 14, b=True, al="r")
    refs = [] if beside else [("N.º Encomenda:", po)]
    refs += [
        ("Data:", dfmt(dt, pick(rng, "dmy|iso|dash"))),
        ("N.º Fornecedor:", digits(rng, pick(rng, "F####|2211####|####"))),
        ("Requisição interna:", digits(rng, "RI ####/##")),
        ("V/ Proposta:", digits(rng, pick(rng, "ORC ####|PROP-#####|##/####"))),
        ("Página:", f"1 de {pages}"),
    ]
    if rng.random() < 0.4:
        refs = refs[:-1]
    xv = x2 - max(d.width(v, 8.5) for _, v in refs)
    y0 = kv_right(d, xv - 6, xv, 56, refs, 8.5)
    y = max(y0, 98) + 16
    window = rng.random() < 0.6
    vend = [sup, *sadr, f"NIF {digits(rng, '5## ### ###')}"]
    if rng.random() < 0.5:
        vend.append(f"A/C: {who(rng, 'pt')}")
    if window:
        wx = m + w * 0.52
        d.t(wx, y + 8, pick(rng, "Exmo.(s) Senhor(es)|Exmos. Senhores"), 8.5)
        y1 = d.lines(wx, y + 14, vend, snug(d, vend, x2 - wx, 9.5), b_first=True, lead=12)
        contact = [
            f"Contacto: {who(rng, 'pt')}",
            f"Tel.: {tel(rng, 'pt')}",
            f"E-mail: compras@{slug(buyer)}.pt",
        ]
        y2 = block(d, m, y, "Os nossos contactos", contact, w=w * 0.45, size=8, b_first=False)
        y = max(y1, y2) + 14
    else:
        bw = w * 0.5
        y1 = block(d, m, y, "Fornecedor", vend, style="box", w=bw, size=snug(d, vend, bw - 12, 9))
        contact = [
            f"Contacto: {who(rng, 'pt')}",
            f"Tel.: {tel(rng, 'pt')}",
            f"E-mail: compras@{slug(buyer)}.pt",
        ]
        y2 = d.lines(m + bw + 14, y + 6, contact, 8)
        y = max(y1, y2) + 12
    bw = w / 2 - 10
    dl = [
        buyer.upper() if rng.random() < 0.3 else buyer,
        pick(rng, "Armazém Central|Receção de Mercadorias|Serviço de Aprovisionamento"),
        *firm(rng, "pt", "buy")[1],
    ]
    fa = [buyer, *badr]
    y1 = block(d, m, y, "Local de entrega:", dl, w=bw, size=8.5, style="under", b_first=False)
    y2 = block(
        d, m + bw + 20, y, "Morada de faturação:", fa, w=bw, size=8.5, style="under", b_first=False
    )
    y = max(y1, y2) + 10
    spec = [
        ("code", "Artigo", 11, "l"),
        ("desc", "Descrição", 38, "l"),
        ("qty", "Qtd.", 7, "r"),
        ("unit", "Un.", 5, "c"),
        ("price", "Preço Unit.", 11, "r"),
        ("disc", "Desc.", 6, "r"),
        ("iva", "IVA", 6, "c"),
        ("amount", "Valor", 12, "r"),
    ]
    top, bottom, lead = y, d.h - 60, 13.5
    rows = goods(rng, "pt", rows_for(rng, two, top, bottom, lead, 250, 10), fm)
    low = rng.random() < 0.25
    for r in rows:
        pc = rng.choice([0, 0, 0, 5, 10])
        r["disc"] = f"{pc}%" if pc else ""
        r["amt"] = cents(r["p"] * int(r["qty"]) * (100 - pc) / 100)
        r["amount"] = fm(r["amt"])
        r["iva"] = rng.choice(["6%", "13%"]) if low and rng.random() < 0.3 else "23%"
    page = [1]

    def cont(i: int) -> float:
        d.t(x2, bottom + 12, "Continua na página seguinte", 7, al="r")
        footer(d, f"Página {page[0]} de {pages}")
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - {title.title()} {po}", 9, b=True)
        d.line(m, 46, x2, 46, 0.5)
        return 58

    y = d.table(
        m,
        top,
        cols(spec, w, nt),
        rows,
        size=7.5,
        lead=lead,
        shade=0.88,
        grid=True,
        bottom=bottom,
        cont=cont,
    )
    total = None
    if nt:
        y = d.para(
            m,
            y + 8,
            "Preços conforme acordo de fornecimento em vigor; o valor da encomenda não é indicado.",
            8.5,
            w,
        )
    else:
        merc = sum((r["amt"] for r in rows), Decimal(0))
        portes = Decimal(rng.choice([0, 0, 0, 12, 25, 35]))
        bases: dict[str, Decimal] = {}
        for r in rows:
            bases[r["iva"]] = bases.get(r["iva"], Decimal(0)) + r["amt"]
        if portes:
            bases["23%"] = bases.get("23%", Decimal(0)) + portes
        ivas = {k: tax(v, Decimal(k[:-1])) for k, v in bases.items()}
        iva = sum(ivas.values(), Decimal(0))
        total = merc + portes + iva
        yq = d.t(m, y + 16, "Quadro resumo de IVA", 8, b=True)
        qy = y + 20
        cw = [w * 0.09, w * 0.14, w * 0.13]
        for r_i, row in enumerate(
            [["Taxa", "Incidência", "Valor IVA"]]
            + [[k, fm(bases[k]), fm(ivas[k])] for k in sorted(bases, key=lambda s_: -int(s_[:-1]))]
        ):
            x = m
            for c_i, cell in enumerate(row):
                d.box(x, qy, cw[c_i], 13, fill=0.9 if r_i == 0 else None)
                d.t(x + cw[c_i] - 3, qy + 9.5, cell, 7.5, al="r", b=r_i == 0)
                x += cw[c_i]
            qy += 13
        del yq
        out = [("Mercadoria", fm(merc), False)]
        if portes:
            out.append(("Portes", fm(portes), False))
        out += [
            ("Total s/ IVA", fm(merc + portes), False),
            ("IVA", fm(iva), False),
            (pick(rng, "Total (EUR)|Total da Encomenda|Total c/ IVA|TOTAL"), fd(total), True),
        ]
        y = max(d.summary(x2 - 180, x2 - 4, y + 6, out, 8.5, box_last=True), qy)
    y += 8
    for t in [
        f"Prazo de entrega: {rng.choice([5, 8, 10, 15, 30])} dias úteis.",
        f"Condições de pagamento: {pick(rng, '30|60|90')} dias após receção da fatura.",
        "Mencionar obrigatoriamente o n.º desta encomenda na guia de remessa e na fatura.",
    ]:
        y = d.para(m, y, t, 8, w)
    sy = max(y + 36, d.h - 120)
    d.sign(m, sy, 150, "O Responsável de Compras")
    d.sign(m + 180, sy, 150, "Aprovado por")
    d.box(m, sy + 22, w, 44)
    d.t(m + 6, sy + 34, "Confirmação do fornecedor", 8, b=True)
    d.t(m + 6, sy + 46, f"{sup} confirma a receção e aceitação desta encomenda.", 7.5)
    d.t(
        m + 6,
        sy + 59,
        "Data: ____/____/______     Assinatura e carimbo: ______________________",
        7.5,
    )
    d.t(
        m,
        d.h - 32,
        f"Processado por programa certificado n.º {rng.randint(100, 2999)}/AT",
        6.5,
        grey=0.35,
    )
    footer(d, f"Página {page[0]} de {pages}")
    return result(d, "pt", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- cs


def qr(d: Doc, x: float, y: float, size: float, rng: random.Random) -> None:
    """A QR-code-like square of modules (not a real code: QR Platba is drawn, not read)."""
    n = 25
    u = size / n
    for i in range(n):
        for j in range(n):
            finder = (
                min(i, j) < 7 and max(i, j) < 7 or (i < 7 and j >= n - 7) or (j < 7 and i >= n - 7)
            )
            if finder:
                ii, jj = i % (n - 7) if i >= n - 7 else i, j % (n - 7) if j >= n - 7 else j
                on = ii in (0, 6) or jj in (0, 6) or (2 <= ii <= 4 and 2 <= jj <= 4)
            else:
                on = rng.random() < 0.5
            if on:
                d.box(x + j * u, y + i * u, u, u, fill=0, stroke=False)


def kc(v: Decimal) -> str:
    return money("fr")(v)


def blind2_cz_faktura_objednavka(rng: random.Random) -> tuple[bytes, dict]:
    """Czech supplier invoice, FAKTURA - DAŇOVÝ DOKLAD č. … (A4), quoting the buyer's order:
    Dodavatel (or Prodávající) and Odběratel (Kupující) side by side in two boxes - the seller
    left with IČO, DIČ, its commercial-register line and bank account, the buyer right with IČO
    and DIČ, sides swapped now and then -, a Konečný příjemce / Místo dodání block with another
    company or site; variabilní and konstantní symbol, Datum vystavení / DUZP / splatnosti and
    Forma úhrady; the order as 'Objednávka č.: … ze dne …' (or Číslo objednávky / Vaše
    objednávka) among the delivery note (Dodací list) and contract numbers; Označení dodávky /
    Počet m.j. / Cena za m.j. / DPH % / Bez DPH / DPH / Celkem lines; Rekapitulace DPH v Kč (21
    % and 12 %), Zaokrouhlení and Celkem k úhradě in whole koruny (12 345,00 Kč), or Celkem then
    Uhrazeno zálohou and the smaller amount still due; a QR Platba square, Vystavil and
    Převzal; Strana 1 z 2 when long."""
    d, m, x2, w, _, dt = frame(rng, A4, "dejavu", 30, 44, totals=False)
    fm = kc
    sup, sadr, _ = firm(rng, "cz", "sup")
    buyer, badr, _ = firm(rng, "cz", "buy")
    inv = (
        f"{dt.year}{rng.randint(1, 99999):05d}" if rng.random() < 0.6 else digits(rng, "FV########")
    )
    po = rng.choice(
        [
            f"OBJ-{dt.year}-{rng.randint(1, 999):04d}",
            f"{rng.randint(1, 999)}/{dt.year}",
            digits(rng, "45########"),
            f"O{dt.year % 100}{rng.randint(1, 9999):05d}",
            f"{rng.randint(1000, 99999)}",
        ]
    )
    po_date = dt - timedelta(rng.randint(3, 25))
    two = rng.random() < 0.15
    pages = 2 if two else 1
    t_ = pick(rng, "FAKTURA - DAŇOVÝ DOKLAD|Faktura - daňový doklad|FAKTURA")
    d.t(m, 42, t_, 15, b=True)
    d.t(x2, 42, f"č. {inv}", 14, b=True, al="r")
    d.line(m, 50, x2, 50, 1.2)
    y = 60
    bw = w / 2
    ico_s, ico_b = digits(rng, "########"), digits(rng, "########")
    lab_s, lab_b = (
        ("Dodavatel:", "Odběratel:") if rng.random() < 0.75 else ("Prodávající:", "Kupující:")
    )
    soud = pick(
        rng,
        "Krajského soudu v Brně|Městského soudu v Praze|Krajského soudu v Ostravě|"
        "Krajského soudu v Plzni",
    )
    sl = [
        sup,
        *sadr,
        f"IČO: {ico_s}   DIČ: CZ{ico_s}",
        f"Zapsáno v OR vedeném u {soud},",
        f"oddíl C, vložka {rng.randint(1000, 99999)}",
    ]
    bl = [buyer, *badr, f"IČO: {ico_b}   DIČ: CZ{ico_b}"]
    boxes = [(lab_s, sl), (lab_b, bl)]
    swap = rng.random() < 0.2
    if swap:
        boxes.reverse()
    bh = 20 + 12 * max(len(sl), len(bl)) + 6
    for k, (lab, rows) in enumerate(boxes):
        bx = m + k * bw
        d.box(bx, y, bw, bh)
        d.t(bx + 5, y + 11, lab, 8, b=True, grey=0.3)
        fit_ = snug(d, rows[:1], bw - 12, 10.5)
        d.t(bx + 6, y + 27, rows[0], fit_, b=True)
        d.lines(bx + 6, y + 31, rows[1:], snug(d, rows[1:], bw - 12, 8.5), lead=11.5)
    y += bh
    acct = f"{rng.randint(100000, 9999999999)}/{pick(rng, '0100|0300|0800|2010|5500')}"
    bank = pick(rng, "Komerční banka, a.s.|Česká spořitelna, a.s.|ČSOB, a.s.|Fio banka, a.s.")
    pay = [
        ("Bankovní účet:", acct),
        ("Banka:", bank),
        ("IBAN:", digits(rng, "CZ## #### #### #### #### ####")),
        ("Variabilní symbol:", inv.lstrip("FV")),
        ("Konstantní symbol:", "0308"),
    ]
    dates = [
        ("Datum vystavení:", dfmt(dt, "dot")),
        ("Datum zdanit. plnění:", dfmt(dt - timedelta(rng.randint(0, 5)), "dot")),
        ("Datum splatnosti:", dfmt(dt + timedelta(rng.choice([14, 14, 30, 60])), "dot")),
        ("Forma úhrady:", pick(rng, "Převodem|Převodním příkazem|Bankovním převodem")),
    ]
    olab = pick(rng, "Objednávka č.:|Číslo objednávky:|Vaše objednávka:|Objednávka:")
    orders = [
        (olab, po),
        ("ze dne:", dfmt(po_date, "dot")),
        ("Dodací list č.:", digits(rng, "DL##-#####")),
    ]
    if rng.random() < 0.3:
        orders.append(("Smlouva č.:", digits(rng, "SML/####/##")))
    left, right = (pay, dates + orders) if not swap else (dates + orders, pay)
    y1 = y + 6
    for k_, v in left:
        d.t(m + 6, y1 + 9, k_, 8)
        d.t(m + 110, y1 + 9, v, 8, b=v == po)
        y1 += 11.5
    y2 = y + 6
    for k_, v in right:
        d.t(m + bw + 6, y2 + 9, k_, 8)
        d.t(m + bw + 112, y2 + 9, v, 8, b=v == po)
        y2 += 11.5
    y = max(y1, y2) + 4
    if rng.random() < 0.5:
        kp = [
            pick(rng, "Konečný příjemce:|Místo dodání:|Místo určení:"),
            f"{buyer} - {pick(rng, 'provozovna|sklad|středisko')} "
            f"{pick(rng, REG['cz']['cities']).split('=')[0]}",
            firm(rng, "cz", "buy")[1][0],
        ]
        kx = m + (0 if swap else bw) + 6  # under the buyer's box
        d.t(kx, y + 9, kp[0], 8, b=True)
        d.t(kx, y + 20, kp[1], 8, maxw=bw - 12)
        d.t(kx, y + 31, kp[2], 8)
        y += 36
    d.line(m, y + 2, x2, y + 2, 0.8)
    y = (
        d.para(
            m,
            y + 8,
            pick(
                rng,
                "Fakturujeme Vám za dodané zboží dle Vaší objednávky:|"
                "Fakturujeme Vám:|Na základě Vaší objednávky Vám fakturujeme "
                "dodávku zboží:",
            ),
            8.5,
            w,
        )
        + 2
    )
    spec = [
        ("desc", "Označení dodávky", 36, "l"),
        ("qty", "Počet m.j.", 10, "r"),
        ("price", "Cena za m.j.", 11, "r"),
        ("vat", "Sazba", 7, "c"),
        ("net", "Bez DPH", 12, "r"),
        ("tax", "DPH", 10, "r"),
        ("amount", "Celkem", 12, "r"),
    ]
    top, bottom, lead = y, d.h - 56, 13.0
    rows = goods(rng, "cs", rows_for(rng, two, top, bottom, lead, 250, 10), fm)
    twelve = rng.random() < 0.25
    for r in rows:
        rate = 12 if twelve and rng.random() < 0.35 else 21
        r["vat"] = str(rate)
        r["qty"] = f"{r['qty']} {r['unit']}"
        r["net"] = fm(r["amt"])
        r["t"] = tax(r["amt"], Decimal(rate))
        r["tax"] = fm(r["t"])
        r["amount"] = fm(r["amt"] + r["t"])
    page = [1]

    def cont(i: int) -> float:
        footer(d, f"Strana {page[0]} z {pages}")
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Faktura č. {inv}", 9.5, b=True)
        d.t(x2, 40, sup, 9, al="r")
        d.line(m, 46, x2, 46, 0.5)
        return 58

    y = d.table(
        m,
        top,
        cols(spec, w),
        rows,
        size=7.5,
        lead=lead,
        shade=0.88,
        rules=True,
        bottom=bottom,
        cont=cont,
    )
    net = sum((r["amt"] for r in rows), Decimal(0))
    vat = sum((r["t"] for r in rows), Decimal(0))
    exact = net + vat
    whole_kc = rng.random() < 0.75
    total = exact.quantize(Decimal(1), ROUND_HALF_UP) if whole_kc else exact
    y += 10
    d.t(m, y + 8, "Rekapitulace DPH v Kč:", 8, b=True)
    ry = y + 12
    cw = [w * 0.1, w * 0.13, w * 0.11, w * 0.13]
    recap = [["Sazba", "Základ v Kč", "DPH v Kč", "Celkem s DPH"]]
    for rate in ("21", "12"):
        b_ = sum((r["amt"] for r in rows if r["vat"] == rate), Decimal(0))
        t_ = sum((r["t"] for r in rows if r["vat"] == rate), Decimal(0))
        if b_:
            recap.append([f"{rate} %", fm(b_), fm(t_), fm(b_ + t_)])
    for r_i, row in enumerate(recap):
        x = m
        for c_i, cell in enumerate(row):
            d.box(x, ry, cw[c_i], 13, fill=0.9 if r_i == 0 else None)
            d.t(x + cw[c_i] - 3, ry + 9.5, cell, 7.5, al="r", b=r_i == 0)
            x += cw[c_i]
        ry += 13
    out = [("Celkem bez DPH", fm(net), False), ("DPH celkem", fm(vat), False)]
    if total != exact:
        out.append(("Zaokrouhlení", fm(total - exact), False))
    if rng.random() < 0.2:
        dep = Decimal(rng.choice([20, 30, 50])) * total / 100
        dep = dep.quantize(Decimal(1), ROUND_HALF_UP)
        out += [
            ("Celkem", f"{fm(total)} Kč", True),
            ("Uhrazeno zálohou", f"-{fm(dep)} Kč", False),
            (pick(rng, "Zbývá uhradit|Celkem k úhradě"), f"{fm(total - dep)} Kč", False),
        ]
    else:
        out.append((pick(rng, "Celkem k úhradě|CELKEM K ÚHRADĚ|Celkem"), f"{fm(total)} Kč", True))
    ys = d.summary(x2 - 200, x2 - 4, y + 4, out, 8.5, box_last=False)
    y = max(ys, ry) + 12
    if rng.random() < 0.7:
        qr(d, m, y, 62, rng)
        d.t(m + 31, y + 72, "QR Platba", 7, al="c")
    sy = max(y + 84, d.h - 100)
    d.t(m, sy, f"Vystavil: {who(rng, 'cz')}, tel. {tel(rng, 'cz')}", 8)
    d.t(m, sy + 12, f"E-mail: fakturace@{slug(sup)}.cz", 8)
    d.sign(m + w * 0.55, sy + 20, w * 0.45, "Převzal (razítko a podpis odběratele)")
    d.t(
        m,
        d.h - 32,
        "Dodavatel je plátcem DPH. Při prodlení s úhradou účtujeme úrok z "
        "prodlení dle platných předpisů.",
        6.5,
        grey=0.35,
    )
    footer(d, f"Strana {page[0]} z {pages}")
    return result(d, "cs", "invoice", po, sup, total)


# --------------------------------------------------------------------------- zh-Hans


def split_rows(rng: random.Random, two: bool, first: int, later_: int, tail: int, most: int) -> int:
    """How many table rows: more than the first page's `first` when `two` (but with `tail`
    rows' room left on page 2), else few enough that `tail` rows still fit on page 1."""
    if two:
        return first + rng.randint(1, max(1, min(10, later_ - tail - 1)))
    return rng.randint(2, max(2, min(most, first - tail)))


def blind2_zh_erp_ziduan(rng: random.Random) -> tuple[bytes, dict]:
    """采购订单 printed from an ERP (U8 / Kingdee style), landscape or portrait: the buyer's
    name and the title centred, then a header of label：value fields three to a row -
    订单编号 / 单据编号, 订单日期, 业务类型, 供应商 / 供货单位 / 供方 (at times after a
    供应商编码 field), 部门, 业务员, 币种, 汇率, 税率, 付款条件, 采购类型, 合同号, 请购单号 - in
    a shuffled order, with rules under the rows at times; an item table with 存货编码 /
    存货名称 / 规格型号 / 主计量 / 数量 / 原币含税单价 / 原币单价 / 原币金额 / 原币税额 /
    原币价税合计 / 计划到货日期 whose last row is 合计;
    long orders go on over a second page with the header fields repeated in brief and 续下页;
    at times 价税合计（大写）; 制单人 / 审核人 / 打印日期 and 第1页/共2页 at the foot."""
    land = rng.random() < 0.6
    pdf = Pdf(landscape(A4) if land else A4)
    m, d = rng.uniform(28, 42), a_date(rng)
    wd = pdf.w - 2 * m
    sup, none = zh_firm(rng), cjk_no_total(rng)
    buyer = zh_firm(rng, sup.name)
    while buyer.name == sup.name:
        buyer = zh_firm(rng, sup.name)
    order = number(rng, d, "CG{Y}{m}{d}{n3}|PO{y}{m}{n5}|0000{n6}|CGDD-{Y}-{n5}|POORD{n6}")
    rate = rng.choice([13, 13, 13, 9])
    ds = pick(rng, "iso|iso|slash|cn0")
    title = pick(rng, "采购订单|采购订单|采 购 订 单")
    pdf.text(pdf.w / 2, 34, buyer.name, 12, align="c", bold=True)
    pdf.text(pdf.w / 2, 58, title, 17, align="c", bold=True, space=3)
    sup_lab = pick(rng, "供应商|供应商|供货单位|供方")
    no_lab = pick(rng, "订单编号|单据编号|订单号")
    fields = [
        (no_lab, order),
        (pick(rng, "订单日期|单据日期"), fdate(d, ds)),
        ("业务类型", pick(rng, "普通采购|普通采购|受托代销")),
        ("部门", pick(rng, "采购部|供应部|设备部|物资部")),
        (pick(rng, "业务员|采购员"), person(rng)),
        ("币种", "人民币"),
        ("汇率", "1"),
        ("税率", f"{rate}.00"),
        ("付款条件", pick(rng, "月结30天|月结60天|货到票到30天|预付30%")),
        ("采购类型", pick(rng, "生产采购|办公采购|维修备件|工程采购")),
    ]
    if rng.random() < 0.6:
        fields.append(("合同号", number(rng, d, "HT{Y}-{n4}|CGHT{y}{m}{n3}")))
    if rng.random() < 0.5:
        fields.append(("请购单号", number(rng, d, "QG{y}{m}{n4}|PR{n6}")))
    head, rest = fields[:2], fields[2:]
    rng.shuffle(rest)
    # The supplier takes a row of its own (two thirds of the width) beside one more field.
    sup_row = [(sup_lab, sup.name), rest.pop()]
    if rng.random() < 0.35:
        sup_row = [("供应商编码", number(rng, d, "01.{n2}.{n4}|G{n5}")), *sup_row[:1]]
        sup_row = [sup_row[1], sup_row[0]]
    rows3 = [head + [rest.pop()]]
    rows3.insert(rng.choice([0, 1]), sup_row)
    while rest:
        rows3.append([rest.pop() for _ in range(min(3, len(rest)))])
    fs = 9.5
    y = 80
    ruled = rng.random() < 0.5
    for row in rows3:
        x = m
        for lab, val in row:
            wide = lab == sup_lab
            span = wd * (2 / 3 if wide else 1 / 3)
            pdf.text(x, y + 11, f"{lab}：{val}", fs, maxw=span - 8)
            x += span
        if ruled:
            pdf.line(m, y + 15, pdf.w - m, y + 15, lw=0.3, colour=GREY)
        y += 18
    y += 6
    lines = []
    if land:
        cols_ = (
            "序号|存货编码|存货名称|规格型号|主计量|数量|原币含税单价|原币单价|原币金额|"
            "原币税额|原币价税合计|计划到货日期"
        )
        widths = rel(wd, [4, 9, 12, 11, 5, 6, 9, 8, 9, 8, 10, 9])
    else:
        cols_ = "序号|存货编码|存货名称|规格型号|单位|数量|含税单价|金额|税额|价税合计|到货日期"
        widths = rel(wd, [4, 9, 11, 12, 5, 6, 9, 9, 8, 10, 10])
    row_h = 17
    bottom = pdf.h - 56
    first = int((bottom - y) // row_h) - 1
    later_ = int((bottom - 60) // row_h) - 1
    two = rng.random() < 0.2
    n = split_rows(rng, two, first, later_, 5, 16)
    lines = make_lines(rng, ZH_ITEMS, n, 3, 2500)
    body = []
    tot = {"q": 0, "net": Decimal(0), "tax": Decimal(0), "gross": Decimal(0)}
    for i, ln in enumerate(lines):
        gross = cents(ln.price * ln.qty)
        net = cents(gross / (1 + Decimal(rate) / 100))
        tx = gross - net
        excl = (ln.price / (1 + Decimal(rate) / 100)).quantize(Decimal("0.0001"))
        tot["q"] += ln.qty
        tot["net"] += net
        tot["tax"] += tx
        tot["gross"] += gross
        due = fdate(later(rng, d, 5, 40), "iso")
        code = number(rng, d, "0{n2}.{n2}.{n4}|{n8}|WL{n6}")
        if land:
            body.append(
                [
                    str(i + 1),
                    code,
                    ln.name,
                    ln.spec,
                    ln.unit,
                    str(ln.qty),
                    f"{ln.price:.2f}",
                    f"{excl:.4f}",
                    f"{net:.2f}",
                    f"{tx:.2f}",
                    f"{gross:.2f}",
                    due,
                ]
            )
        else:
            body.append(
                [
                    str(i + 1),
                    code,
                    ln.name,
                    ln.spec,
                    ln.unit,
                    str(ln.qty),
                    f"{ln.price:.2f}",
                    f"{net:.2f}",
                    f"{tx:.2f}",
                    f"{gross:.2f}",
                    due,
                ]
            )
    total = tot["gross"]
    if none:
        body = [r[:6] + ["" for _ in r[6:-1]] + r[-1:] for r in body]
    tail = ["合计", "", "", "", "", str(tot["q"])]
    if land:
        tail += ["", "", f"{tot['net']:.2f}", f"{tot['tax']:.2f}", f"{total:.2f}", ""]
    else:
        tail += ["", f"{tot['net']:.2f}", f"{tot['tax']:.2f}", f"{total:.2f}", ""]
    if none:
        tail = tail[:6] + [""] * (len(tail) - 6)
    align = "cllllrrrrrrc" if land else "clllcrrrrrc"
    pages = 2 if two else 1
    maker, checker = person(rng), person(rng)
    printed = (
        f"{fdate(later(rng, d, 0, 3), 'iso')} {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}"
    )

    def foot(k: int) -> None:
        yy = pdf.h - 30
        pdf.text(m, yy, f"制单人：{maker}　　审核人：{checker}　　打印日期：{printed}", 8.5)
        pdf.text(pdf.w - m, yy, f"第{k}页/共{pages}页", 8.5, align="r")

    chunk = body[:first] if two else body
    y = pdf.grid(
        m,
        y,
        widths,
        [heads(cols_), *chunk] + ([] if two else [tail]),
        row_h=row_h,
        size=8,
        align=align,
    )
    if two:
        pdf.text(pdf.w - m, y + 12, "续下页", 8.5, align="r")
        foot(1)
        pdf.new_page()
        pdf.text(m, 34, f"{title.replace(' ', '')}（续）", 11, bold=True)
        pdf.text(pdf.w / 2, 34, f"{sup_lab}：{sup.name}", 9, align="c")
        pdf.text(pdf.w - m, 34, f"{no_lab}：{order}", 9.5, align="r")
        y = pdf.grid(
            m, 46, widths, [heads(cols_), *body[first:], tail], row_h=row_h, size=8, align=align
        )
    if none:
        pdf.text(m, y + 16, "金额：按框架协议价格结算，本单不列示金额。", 9.5)
    elif rng.random() < 0.5:
        pdf.text(m, y + 16, f"价税合计（大写）：{daxie(total)}　　（小写）：¥{cmoney(total)}", 9.5)
    remark = pick(rng, "请按期交货，送货单上注明订单号。|发票随货同行。|质量按国标验收。|")
    pdf.text(m, y + 34, f"备注：{remark}", 9)
    foot(pages)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, None if none else total)


ZH_BRANDS = "得力 晨光 公牛 正泰 德力西 施耐德 史丹利 世达 齐心 欧姆龙 西门子 台达".split()
PLATFORMS = (
    "{c}市政府采购电子卖场|企业采购商城|阳光采购服务平台|{c}国资委集中采购平台|"
    "高校物资采购平台|电子商城（企业购）"
)


def blind2_zh_pingtai_dingdan(rng: random.Random) -> tuple[bytes, dict]:
    """订单详情 printed from an e-procurement platform (政府采购电子卖场, 企业采购商城, 高校物资
    平台): a grey bar with the platform's name and 打印时间, the title, then banded sections -
    订单信息 (订单编号, 下单时间, 订单状态, 采购方式, 采购单位 (the buyer), 采购人 and phone, a
    预算编号 / 项目编号 / 采购计划号), 供应商信息 / 供货商信息 (供应商名称 (the truth),
    统一社会信用代码, 联系人, 联系电话, 地址), 收货信息 (收货单位 the buyer's sub-unit,
    收货人, 收货地址, 期望到货日期), in varying order; 商品清单 with 商品编号, 品牌, 单价(元)
    and 小计(元); 金额信息 as 商品总额 /
    运费 / 优惠金额 / 订单总额 (or 应付总额, 订单金额), at times with 大写; an 审批记录 table of
    approvers; 第 n 页 共 m 页 when long."""
    pdf, m, d = Pdf(), rng.uniform(32, 44), a_date(rng)
    wd = pdf.w - 2 * m
    sup, none = zh_firm(rng), cjk_no_total(rng)
    buyer = zh_firm(rng, sup.name)
    while buyer.name == sup.name:
        buyer = zh_firm(rng, sup.name)
    if rng.random() < 0.5:
        city = rng.choice(CITIES)[0]
        buyer_name = pick(
            rng,
            f"{city}市第一人民医院|{city}大学|{city}市公安局|{city}市实验中学|"
            f"{city}市人民政府办公室",
        )
    else:
        buyer_name = buyer.name
    order = number(rng, d, "{Y}{m}{d}{n8}|CG{Y}{m}{d}{n6}|DD{y}{m}{n7}|{n16}")
    plat = pick(rng, PLATFORMS).format(c=rng.choice(CITIES)[0])
    pdf.rect(0, 0, pdf.w, 30, fill=SHADE, stroke=None)
    pdf.text(m, 20, plat, 10, bold=True)
    stamp_t = (
        f"{fdate(later(rng, d, 0, 5), 'iso')} {rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}"
    )
    pdf.text(pdf.w - m, 20, f"打印时间：{stamp_t}", 8, align="r", colour=GREY)
    pdf.text(
        pdf.w / 2, 62, pick(rng, "订单详情|采购订单|订单详情（采购单）"), 17, align="c", bold=True
    )
    y = 78
    half = wd / 2
    hh, mm, ss = rng.randint(8, 20), rng.randint(0, 59), rng.randint(0, 59)
    t0 = f"{fdate(d, 'iso')} {hh:02d}:{mm:02d}:{ss:02d}"
    no_lab = pick(rng, "订单编号|订单号|采购订单号")
    info = [
        (no_lab, order),
        ("下单时间", t0),
        ("订单状态", pick(rng, "已确认|待发货|已发货|已完成|待收货")),
        ("采购方式", pick(rng, "网上超市|直购|竞价|定点采购")),
        ("采购单位", buyer_name),
        ("采购人", person(rng)),
        ("联系电话", mobile(rng)),
        (pick(rng, "预算编号|项目编号|采购计划号"), number(rng, d, "YS{Y}{n5}|{Y}-JH-{n4}|XM{n8}")),
    ]
    sup_lab = pick(rng, "供应商信息|供货商信息|供应商")
    vend = [
        ("供应商名称", sup.name),
        ("统一社会信用代码", credit_code(rng)),
        ("联系人", person(rng)),
        ("联系电话", zh_tel(rng)),
        ("地址", zh_addr(rng)),
    ]
    unit = pick(rng, "后勤管理处|资产管理处|办公室|信息中心|总务科|实验室管理中心")
    recv = [
        ("收货单位", f"{buyer_name}{unit}"),
        ("收货人", person(rng)),
        ("联系电话", mobile(rng)),
        ("期望到货", fdate(later(rng, d, 2, 15), "iso")),
        ("收货地址", zh_addr(rng)),
    ]

    def section(y: float, title: str, pairs: list[tuple[str, str]]) -> float:
        y = band(pdf, m, y, wd, title)
        k = 0
        while k < len(pairs):
            lab, val = pairs[k]
            full = pdf_w(f"{lab}：{val}") > half - 12 or lab in ("地址", "收货地址")
            if full:
                pdf.text(m + 6, y + 10, f"{lab}：{val}", 9.5, maxw=wd - 12)
                k += 1
            else:
                pdf.text(m + 6, y + 10, f"{lab}：{val}", 9.5)
                if k + 1 < len(pairs):
                    l2, v2 = pairs[k + 1]
                    if pdf_w(f"{l2}：{v2}") <= half - 12 and l2 not in ("地址", "收货地址"):
                        pdf.text(m + half + 6, y + 10, f"{l2}：{v2}", 9.5)
                        k += 1
                k += 1
            y += 17
        return y + 6

    def pdf_w(t: str) -> float:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        from po_pipeline.samples import FONT_NAME

        return stringWidth(t, FONT_NAME, 9.5)

    secs = [("订单信息", info), (sup_lab, vend), ("收货信息", recv)]
    if rng.random() < 0.4:
        secs[1], secs[2] = secs[2], secs[1]
    for t, pairs in secs:
        y = section(y, t, pairs)
    y = band(pdf, m, y, wd, "商品清单")
    head = heads("序号|商品编号|商品名称|规格型号|品牌|单位|数量|单价(元)|小计(元)")
    widths = rel(wd, [5, 13, 17, 17, 8, 6, 7, 12, 14])
    row_h, bottom = 18, pdf.h - 50
    first = int((bottom - y) // row_h) - 1
    later_ = int((bottom - 56) // row_h) - 1
    two = first < 6 or rng.random() < 0.2
    tail_rows = 13  # amounts and approvals, in rows of the table's height
    n = (
        split_rows(rng, two, min(first, 30), later_, tail_rows, 10)
        if first > 2
        else rng.randint(2, 10)
    )
    lines = make_lines(rng, ZH_ITEMS, n, 2, 1800)
    body = []
    for i, ln in enumerate(lines):
        amt = cents(ln.price * ln.qty)
        body.append(
            [
                str(i + 1),
                number(rng, d, "{n10}|SKU{n7}|{n12}"),
                ln.name,
                ln.spec,
                rng.choice(ZH_BRANDS),
                ln.unit,
                str(ln.qty),
                cmoney(ln.price),
                cmoney(amt),
            ]
        )
    goods_ = sum((cents(ln.price * ln.qty) for ln in lines), Decimal(0))
    pages = 2 if two else 1

    def foot(k: int) -> None:
        pdf.text(pdf.w / 2, pdf.h - 22, f"第 {k} 页 共 {pages} 页", 8, align="c", colour=GREY)

    if two:
        k = max(0, min(first, len(body) - 1))
        if k:
            y = pdf.grid(m, y, widths, [head, *body[:k]], row_h=row_h, size=8, align="cllllcrrr")
        foot(1)
        pdf.new_page()
        pdf.text(m, 34, f"{no_lab}：{order}", 9, colour=GREY)
        y = pdf.grid(m, 46, widths, [head, *body[k:]], row_h=row_h, size=8, align="cllllcrrr")
    else:
        y = pdf.grid(m, y, widths, [head, *body], row_h=row_h, size=8, align="cllllcrrr")
    y += 10
    y = band(pdf, m, y, wd, "金额信息")
    total = None
    if none:
        pdf.text(m + 6, y + 10, "订单金额：以供应商最终结算单为准（协议价）。", 9.5)
        y += 24
    else:
        frt = Decimal(rng.choice([0, 0, 0, 10, 15, 20, 50]))
        off = Decimal(rng.choice([0, 0, 0, 5, 10, 20, 30, 50])) if goods_ > 100 else Decimal(0)
        total = goods_ + frt - off
        rows = [("商品总额", f"¥{cmoney(goods_)}"), ("运费", f"¥{cmoney(frt)}")]
        if off:
            rows.append(("优惠金额", f"-¥{cmoney(off)}"))
        lab = pick(rng, "订单总额|应付总额|订单金额|订单总金额")
        for k_, (l_, v_) in enumerate(rows):
            pdf.text(pdf.w - m - 120, y + 10 + k_ * 16, f"{l_}：", 9.5, align="r")
            pdf.text(pdf.w - m - 6, y + 10 + k_ * 16, v_, 9.5, align="r")
        yy = y + 10 + len(rows) * 16 + 4
        pdf.text(pdf.w - m - 120, yy, f"{lab}：", 11, align="r", bold=True)
        pdf.text(pdf.w - m - 6, yy, f"¥{cmoney(total)}", 12, align="r", bold=True, colour=RED)
        if rng.random() < 0.5:
            pdf.text(m + 6, yy, f"大写：人民币{daxie(total)}", 9.5)
        y = yy + 12
    y = band(pdf, m, y + 4, wd, "审批记录")
    steps = [["审批节点", "审批人", "审批意见", "审批时间"]]
    nodes = ["部门负责人", "资产管理处", "财务审核", "分管领导", "采购中心"]
    when = datetime(d.year, d.month, d.day, 9) - timedelta(days=rng.randint(2, 4))
    for node in sorted(rng.sample(nodes, 3), key=nodes.index):
        when += timedelta(minutes=rng.randint(20, 1500))
        steps.append(
            [node, person(rng), pick(rng, "同意|同意|同意采购|已审核"), f"{when:%Y-%m-%d %H:%M}"]
        )
    pdf.grid(m, y, rel(wd, [22, 18, 30, 30]), steps, row_h=16, size=8.5, align="cccc")
    foot(pages)
    return pdf.done("zh-Hans", "purchase_order", order, sup.name, total)


# --------------------------------------------------------------------------- ja

KOJI_ITEMS = [
    ("共通仮設工事", "養生・清掃片付け", "式"),
    ("解体撤去工事", "既存内装材撤去", "式"),
    ("給排水衛生設備工事", "配管・器具取付", "式"),
    ("空調設備工事", "ルームエアコン 4.0kW", "台"),
    ("電気設備工事", "幹線・分電盤更新", "式"),
    ("内装工事", "LGS下地・PB張り", "㎡"),
    ("塗装工事", "EP塗装 2回塗り", "㎡"),
    ("床仕上工事", "長尺塩ビシート", "㎡"),
    ("建具工事", "アルミ建具交換", "箇所"),
    ("防水工事", "ウレタン塗膜防水", "㎡"),
    ("産業廃棄物処分費", "混合廃棄物 4t車", "台"),
    ("足場工事", "枠組足場 架払い", "㎡"),
    ("現場管理費", "", "式"),
    ("法定福利費", "", "式"),
]
JA_SUP_TRADES = "設備工業|電設|建装|塗装工業|管工|内装|防水工業|空調サービス".split("|")
JA_SITE = (
    "邸新築工事|ビル改修工事|工場空調更新工事|店舗内装工事|倉庫屋根改修工事|社宅外壁改修工事".split(
        "|"
    )
)


def blind2_ja_koji_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    """工事注文書 from a general contractor (元請) to a subcontractor (A4, landscape at
    times): 注文番号 and 発行日 top right; the subcontractor as 「… 御中」 (or 殿) top left,
    at times after a 請負者 caption, then 下記の通り注文いたします; the contractor at the right
    with address, 代表取締役, 担当 and a red 角印; a label/value grid of 工事名称, 工事場所,
    工期 (from ～ to), 注文金額 (税込) with うち消費税額, 支払条件 (現金 / 手形 shares),
    見積番号 and 工事番号; a 内訳明細 of 工種 with 式 / ㎡ / 台 units, 小計, 出精値引 (a
    round-down discount), 消費税（10%） and 合計 - on a second page (内訳明細書, 注文番号
    repeated) when the first has no room; the 注文請書 request and the 工事請負約款; a 請負者
    acceptance box to fill in."""
    land = rng.random() < 0.5
    pdf = Pdf(landscape(A4) if land else A4)
    m, d = rng.uniform(36, 50), a_date(rng)
    wd = pdf.w - 2 * m
    b1, b2 = rng.sample(JA_BRANDS, 2)
    sup = pick(
        rng,
        f"株式会社{b1}{rng.choice(JA_SUP_TRADES)}|{b1}{rng.choice(JA_SUP_TRADES)}"
        f"株式会社|有限会社{b1}{rng.choice(JA_SUP_TRADES)}",
    )
    buyer = pick(rng, f"{b2}建設株式会社|株式会社{b2}工務店|{b2}建設工業株式会社|株式会社{b2}組")
    none = cjk_no_total(rng)
    order = number(rng, d, "K-{Y}-{n4}|{y}{m}-{n4}|C{n7}|注{y}-{n3}")
    ds = pick(rng, "reiwa|cn|slash")
    ys = rng.randrange(3)
    pdf.text(
        pdf.w / 2,
        46,
        pick(rng, "注　文　書|工事注文書|注 文 書（工事）"),
        20,
        align="c",
        bold=True,
        space=2,
    )
    kv(pdf, pdf.w - m, 40, [f"注文番号：{order}", f"発行日：{fdate(d, ds)}"], 9, 1.6, align="r")
    y = 84
    half = wd * (0.5 if land else 0.55)
    if rng.random() < 0.4:
        pdf.text(m, y, "請負者", 8.5, colour=GREY)
        y += 6
    hon = pick(rng, "御中|御中|殿")
    pdf.text(m, y + 16, f"{sup}　{hon}", 14, maxw=half)
    pdf.line(m, y + 22, m + half, y + 22, lw=0.8)
    pdf.text(m, y + 42, "下記の通り注文いたします。", 9.5)
    bx = m + wd * (0.62 if land else 0.58)
    iss = [
        f"{ja_addr(rng)}",
        f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}",
        f"代表取締役　{person(rng, 'ja')}",
        f"担当：{person(rng, 'ja')}（工事部）",
    ]
    pdf.text(bx, y + 8, "注文者", 8, colour=GREY)
    pdf.text(bx, y + 24, buyer, 12, bold=True, maxw=pdf.w - m - bx - 40)
    kv(pdf, bx, y + 40, iss, 8, 1.6, maxw=pdf.w - m - bx - 50)
    pdf.stamp(pdf.w - m - 24, y + 40, buyer, rng, shape="square", r=24)
    y += 92 if land else 104
    # the breakdown
    picks = rng.sample(KOJI_ITEMS[:-2], rng.randint(2, 7)) + [
        it for it in KOJI_ITEMS[-2:] if rng.random() < 0.6
    ]
    rows = []
    for name, spec, unit in picks:
        if unit == "式":
            qty, price = 1, Decimal(rng.randint(30, 900) * 1000)
        elif unit == "㎡":
            qty, price = rng.randint(20, 400), Decimal(rng.randint(12, 80) * 100)
        else:
            qty, price = rng.randint(1, 12), Decimal(rng.randint(20, 300) * 1000)
        rows.append((name, spec, qty, unit, price, price * qty))
    sub = sum((r[5] for r in rows), Decimal(0))
    cut = sub % 10000 if rng.random() < 0.7 else Decimal(0)
    if cut == 0 and rng.random() < 0.5:
        cut = Decimal(rng.choice([10000, 20000, 50000]))
    net = sub - cut
    ctax = (net * Decimal("0.1")).quantize(Decimal(1), ROUND_HALF_UP)
    total = net + ctax
    start = later(rng, d, 5, 30)
    kwork = rng.choice(JA_SITE)
    grid = [
        ["工事名称", f"（仮称）{pick(rng, '田中|山本|中央|北斗|緑町')}{kwork}"],
        ["工事場所", ja_addr(rng)],
        ["工　　期", f"{fdate(start, ds)}　～　{fdate(later(rng, start, 30, 120), ds)}"],
        [
            "注文金額",
            "別途精算（単価契約）"
            if none
            else f"{yen(total, ys)}（税込）　うち消費税額 {yen(ctax, ys)}",
        ],
        [
            "支払条件",
            pick(
                rng,
                "月末締め翌月末払い　現金100%|20日締め翌月10日払い　現金70%・手形30%"
                "（120日）|出来高払い　月末締め翌々月10日",
            ),
        ],
        ["見積番号", number(rng, d, "M{y}-{n4}|見{n5}")],
    ]
    if rng.random() < 0.6:
        grid.append(["工事番号", number(rng, d, "{y}-{n3}|KJ{n5}")])
    y = pdf.grid(
        m, y, [wd * 0.16, wd * 0.84], grid, head=0, shade_cols=(0,), row_h=20, size=9.5, align="cl"
    )
    head = heads("名称|仕様・摘要|数量|単位|単価|金額")
    body = [[n_, s_, str(q), u, whole(p), whole(a)] for n_, s_, q, u, p, a in rows]
    sums_ = [["", "小　計", "", "", "", whole(sub)]]
    if cut:
        sums_.append(["", "出精値引", "", "", "", f"-{whole(cut)}"])
    sums_ += [
        ["", "消費税（10%）", "", "", "", whole(ctax)],
        ["", "合　計", "", "", "", yen(total, ys)],
    ]
    if none:
        body = [r[:4] + [r[4], ""] for r in body]
        sums_ = []
    widths = rel(wd, [26, 28, 9, 7, 14, 16])
    need = 22 + 18 * (1 + len(body) + len(sums_)) + 110
    pages = 1
    if y + need > pdf.h - 40:
        pdf.text(m, y + 18, "内訳は別紙「内訳明細書」のとおり。", 9.5)
        y += 24
        y = _ja_foot(pdf, m, wd, y, rng)
        pdf.new_page()
        pages = 2
        pdf.text(pdf.w / 2, 44, "内 訳 明 細 書", 15, align="c", bold=True)
        pdf.text(pdf.w - m, 44, f"注文番号：{order}", 9, align="r")
        pdf.text(m, 44, f"{sup}　{hon}", 9.5)
        y = pdf.grid(m, 60, widths, [head, *body, *sums_], row_h=18, size=9, align="llrcrr")
    else:
        pdf.text(m, y + 16, "内訳明細", 10, bold=True)
        y = pdf.grid(m, y + 22, widths, [head, *body, *sums_], row_h=18, size=9, align="llrcrr")
        _ja_foot(pdf, m, wd, y, rng)
    del pages
    return pdf.done("ja", "purchase_order", order, sup, None if none else total)


def _ja_foot(pdf: Pdf, m: float, wd: float, y: float, rng: random.Random) -> float:
    """The notes and the subcontractor's acceptance box under a 工事注文書."""
    y = kv(
        pdf,
        m,
        y + 18,
        [
            "1. 本注文書受領後7日以内に注文請書をご提出ください。",
            f"2. 本工事は{pick(rng, '当社工事請負約款|建設工事標準下請契約約款')}"
            "によるものとします。",
        ],
        8.5,
        1.6,
    )
    bw = min(300, wd * 0.5)
    bx = pdf.w - m - bw
    pdf.rect(bx, y - 4, bw, 58)
    pdf.text(bx + 6, y + 10, "請負者（住所・会社名・代表者）", 8.5)
    pdf.text(pdf.w - m - 8, y + 46, "印", 9, align="r", colour=GREY)
    return y + 60


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind2_ca_smallbiz_po,
        blind2_us_university_po,
        blind2_ch_bestellung_brief,
        blind2_be_bon_commande_cpas,
        blind2_it_conferma_ordine,
        blind2_pt_nota_encomenda,
        blind2_cz_faktura_objednavka,
        blind2_zh_erp_ziduan,
        blind2_zh_pingtai_dingdan,
        blind2_ja_koji_chumonsho,
    )
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the `fit` split on where the vendor stands (`fit7_*`), in
German, Spanish, Italian and Simplified Chinese, and one each French or Dutch and Polish or Czech.

- fit7_de_bestellung_adressraster: a German Bestellung under a letterhead with a large logo
  word; a two-column grid of captioned boxes (Lieferant, Rechnungsanschrift, Lieferanschrift,
  Bestelldaten) in any order, or the supplier as an unlabelled address block beside "Ihr
  Zeichen / Lieferantennr." data with the invoice and delivery boxes below; MwSt 19 % / 7 %.
- fit7_de_ch_at_auftrag_an: a Swiss (CHF, MWST 8.1 %, 1'234.50) or Austrian (EUR, USt 20 %)
  order form for a building or facility job; the vendor named only in the subject line
  "Bestellung an <Firma>" / "Auftrag an <Firma>", or in a boxed "Auftragnehmer" block beside the
  "Auftraggeber" (the buyer); Bauleitung, Objekt, Offerte numbers, a two-party signature row.
- fit7_es_pedido_proveedor_derecha: a Spanish "Pedido de compra" (the buyer's data and CIF at
  the left, a framed PROVEEDOR block at the right, "Datos de entrega" and "Forma de pago"
  boxes side by side, presupuesto / solicitud numbers, IVA 21 % / 10 %, the Registro Mercantil
  line of the buyer in the footer).
- fit7_es_latam_orden_senores: a Colombian, Peruvian, Ecuadorian or Guatemalan "Orden de
  compra" whose header is a ruled form grid ("Señores:", at times holding only a department
  while "Razón social del proveedor" holds the company; NIT / RUC rows; cotización and
  solicitud numbers), IVA / IGV, COP whole pesos, S/, US$ or Q, an Elaboró / Revisó / Aprobó row.
- fit7_it_ordine_spettle_finestra: an Italian "Ordine" as a letter: the buyer's letterhead with
  a monogram at the top (no tax number there), the supplier addressed "Spett.le" in a window
  at the right (on its own line, glued to the name, or "Spett.le Ditta"), the buyer's P.IVA,
  REA and capitale sociale only in the footer; a shipping and an invoicing party in the text.
- fit7_it_ordine_acquisto_modulo: an Italian "Ordine di acquisto" form: the supplier only as
  a cell under "Fornitore | Cod. fornitore | P.IVA" (a row of headed cells or a label column),
  "Destinatario merce" and "Intestatario fattura" boxes naming other companies, RdA / offer /
  commessa numbers, spese di trasporto, IVA 22 %.
- fit7_zh_erp_caigou_midu: a Chinese ERP 采购订单 print with a dense ruled header grid of
  three label / value pairs a row (订单编号, 单据状态, 供应商名称 or 供应商 or 供货单位 across
  three cells, 供应商编码, 采购员, 收货仓库, 结算方式, 请购单号, 合同号); the supplier a 有限公司
  or a 经营部 / 店 / 厂 / 商行; per-line tax columns, 价税合计 and 大写; portrait or landscape.
- fit7_zh_dinghuo_hetong_gaizhang: a 订货合同 / 购销合同 with 买方 / 卖方 or 需方 / 供方 lines
  under the title (either party first), a clause text with a prepayment amount, and a
  signature block repeating both parties with 盖章, their banks and tax numbers, red seals.
  Truth convention: the contract is the buyer's order, so the order number is the contract's
  own number (合同编号 / 合同号 / 编号) as printed; 项目编号, 报价单号 and 请购单号 beside it are
  distractors; kind "contract".
- fit7_fr_nl_legende_verticale: a French or Belgian bon de commande, or a Dutch or Flemish
  bestelbon / inkooporder, whose party blocks (Fournisseur / Leverancier, livraison /
  aflevering, facturation / facturatie) carry their heading turned on its side in a shaded
  band, or only as a small caption above an unlabelled block; TVA / btw, devis / offerte and
  demande d'achat / aanvraag numbers.
- fit7_pl_cs_dostawca_odbiorca: a Polish "Zamówienie" or a Czech "Objednávka" with the
  Dostawca / Dodavatel and Zamawiający / Odběratel blocks side by side in either order (NIP /
  REGON, IČO / DIČ), a delivery place, offer / requisition / framework numbers, netto / VAT 23 %
  / brutto in PLN or bez DPH / DPH 21 % / s DPH in CZK.

Drawn with reportlab from the passed-in rng only, written without running or reading the
extraction engine. About half the vendors print a legal form (GmbH, AG, S.L., S.A.S., S.r.l.,
有限公司, B.V., sp. z o.o., s.r.o. …), half do not (sole traders, shops, workshops, trade
names); the buyer, bill-to and ship-to parties carry one about half of the time. Truth as in
the other modules: the buyer's order number as printed (never a requisition, quotation,
contract or job number, but for the contracts above); the supplier exactly as printed (the
vendor's name line, without "Spett.le" or "Firma"); the grand total as "1234.50" (whole
pesos as "1234.00"; before deposits; "" when the document states none, about one document in
eleven).
"""

from __future__ import annotations

import random
import sys
import unicodedata
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, rgb_box, rgb_text, twice  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
WEST = "helv|helv|times|libsans|libserif|dejavu|libnarrow"
UNI = "dejavu|libsans|libserif|djserif|djcond"
NS = [1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 17, 21, 26, 32]
INKS = [
    (0.12, 0.3, 0.55),
    (0.55, 0.1, 0.12),
    (0.1, 0.42, 0.3),
    (0.25, 0.25, 0.28),
    (0.7, 0.38, 0.05),
    (0.2, 0.2, 0.5),
]
PALE = Color(0.92, 0.92, 0.92)
GREY = Color(0.4, 0.4, 0.4)


def eu(v: Decimal) -> str:
    """1.234,56"""
    return grouped(v, ".", ",")


def chf(v: Decimal) -> str:
    """1'234.56"""
    return grouped(v, "'", ".")


def sp(v: Decimal) -> str:
    """1 234,56 (fr, pl, cs)"""
    return grouped(v, " ", ",")


def us(v: Decimal) -> str:
    return grouped(v)


def fold(s: str) -> str:
    """A web-domain word: lower case, accents dropped, letters only."""
    s = unicodedata.normalize("NFKD", s.lower().replace("ß", "ss").replace("ł", "l"))
    return "".join(ch for ch in s if ch.isascii() and ch.isalpha())


def formed_or_bare(rng: random.Random, formed: list[str], bare: list[str]) -> str:
    """Half the vendors with a legal form, half without."""
    return rng.choice(formed if rng.random() < 0.5 else bare)


def maybe_form(rng: random.Random, name: str, form: str) -> str:
    """A buyer / bill-to / ship-to name with its legal form about half the time."""
    return f"{name}{form}" if rng.random() < 0.5 else name


def lines_of(rng: random.Random, pool: list[tuple], n: int, places: int = 2) -> list[tuple]:
    """n order lines (repeats allowed, in another spec): (desc, unit, rate, qty, price, amount)."""
    out = []
    for _ in range(n):
        name, specs, unit, rate, lo, hi = rng.choice(pool)
        spec = rng.choice(specs.split("|")) if specs else ""
        k = 10**places
        p = Decimal(rng.randint(int(lo * k), int(hi * k))) / k
        few = [1, 1, 2, 3, 4] if hi >= 300 else [1, 2, 3, 4, 5, 6, 8, 10, 12, 20, 25, 50, 100]
        q = Decimal(rng.choice(few))
        out.append((f"{name} {spec}".strip(), unit, rate, q, p, r2(q * p)))
    return out


def qty(q: Decimal, sep: str = ".") -> str:
    return f"{q:,.0f}".replace(",", sep)


def capbox(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    cap: str,
    rows: list[str],
    *,
    size: float = 8.4,
    lead: float = 11.0,
    h: float | None = None,
    bold_first: bool = True,
    ink: tuple | None = None,
) -> float:
    """A framed box with a caption strip and text lines; the first line is never cut."""
    hh = h or 13 + len(rows) * lead + 7
    d.box(x, y, w, hh)
    if ink is not None:
        rgb_box(d, x, y, w, 13, ink)
        rgb_text(d, x + 4, y + 9.4, cap, 7.2, (1, 1, 1))
    else:
        d.box(x, y, w, 13, fill=0.86)
        d.t(x + 4, y + 9.4, cap, 7.2, b=True)
    for i, s in enumerate(rows):
        first = i == 0
        d.t(
            x + 5,
            y + 13 + (i + 1) * lead - 1,
            s,
            size,
            b=bold_first and first,
            maxw=None if first else w - 10,
        )
    return y + hh


def vtext(
    d: la.Doc,
    x: float,
    y: float,
    s: str,
    size: float,
    *,
    b: bool = True,
    grey: float = 0.0,
    rgb: tuple | None = None,
) -> None:
    """Text turned a quarter (reading upwards), centred on (x, y) measured from the top."""
    c = d.c
    c.saveState()
    c.translate(x, d.h - y)
    c.rotate(90)
    c.setFont(d.bold if b else d.reg, size)
    if rgb is not None:
        c.setFillColorRGB(*rgb)
    else:
        c.setFillGray(grey)
    c.drawCentredString(0, -size * 0.35, s)
    c.restoreState()


def ltot(
    d: la.Doc,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str, bool]],
    size: float,
    rng: random.Random,
) -> float:
    return d.summary(
        xl,
        xr,
        y,
        rows,
        size,
        box_last=rng.random() < 0.5,
        shade=0.88 if rng.random() < 0.3 else None,
    )


# --------------------------------------------------------------------------- 1 de Bestellung with a grid of captioned address boxes

DE_L = "Brückner|Hofmann|Seidel|Kretschmer|Albers|Lindner|Franke|Böhm|Winter|Haas|Pfeiffer|Sommer|Ludwig|Engel|Jäger|Roth|Keller|Vogt|Stein|Otto|Kaiser|Busch".split(
    "|"
)
DE_X = "Harz|Taunus|Eifel|Lahn|Altmühl|Vogtland|Oderland|Allgäu|Werra|Rhön|Saale|Ems|Nordsee|Mosel".split(
    "|"
)
DE_F = (
    "Jürgen|Katrin|Uwe|Sandra|Frank|Heike|Dirk|Silke|Bernd|Nicole|Ralf|Anke|Tobias|Melanie".split(
        "|"
    )
)
DE_SUP_F = [
    "{L} GmbH",
    "{L} & {L2} GmbH & Co. KG",
    "{X}-Industriebedarf GmbH",
    "{L} Antriebstechnik GmbH",
    "{X} Verpackungen AG",
    "{L} Werkzeugbau GmbH",
    "{L} Hydraulik KG",
    "{L} Elektrogroßhandel e.K.",
    "{X}-Metall GmbH",
    "{L} Logistik GmbH & Co. KG",
    "{X} Schleiftechnik UG (haftungsbeschränkt)",
]
DE_SUP_B = [
    "Elektro {L}",
    "Schlosserei {L}",
    "{L} Haustechnik",
    "Gebr. {L}",
    "{X} Druck & Medien",
    "Holzbau {L}",
    "Malerwerkstatt {L}",
    "{L} Gabelstapler-Service",
    "Reinigungsdienst {L}",
    "{F} {L} Industrievertretungen",
    "Werkzeughandel {L}",
    "{L} Arbeitsschutz",
    "{X}-Kältetechnik {L}",
]
DE_SECTOR = "Kunststofftechnik|Maschinenbau|Fördertechnik|Feinkost|Gerätebau|Medizintechnik|Oberflächentechnik|Landtechnik".split(
    "|"
)
DE_BRAND = ["{X}PLAST", "{X}TEC", "{X}FORM", "{X}WERK", "{X}MED", "{X}LINE"]
DE_CITY = [
    ("Göttingen", "37073"),
    ("Paderborn", "33098"),
    ("Ulm", "89073"),
    ("Würzburg", "97070"),
    ("Chemnitz", "09111"),
    ("Oldenburg", "26122"),
    ("Heilbronn", "74072"),
    ("Koblenz", "56068"),
    ("Rostock", "18055"),
    ("Siegen", "57072"),
    ("Fulda", "36037"),
    ("Landshut", "84028"),
]
DE_STR = "Carl-Zeiss-Straße|Im Gewerbegebiet|Max-Planck-Ring|Hafenstraße|An der Autobahn|Siemensstraße|Dieselstraße|Am Bahndamm|Wiesenweg|Mühlenstraße|Industriepark Nord".split(
    "|"
)
DE_ITEMS = [
    ("Rillenkugellager", "6205-2RS|6306-ZZ|6004-2Z|6201-2RS", "Stk.", 19, 3.5, 18),
    ("Zylinderschraube ISO 4762", "M6x20 (VE 100)|M8x30 (VE 100)|M10x40 (VE 50)", "VE", 19, 6, 24),
    ("Hydraulikschlauch 2SN", "DN10, 1.000 mm|DN12, 1.500 mm|DN16, 2.000 mm", "Stk.", 19, 28, 75),
    ("Granulat PP natur", "Sack 25 kg|Oktabin 1.000 kg", "Sack", 19, 38, 60),
    ("Stretchfolie 23 my", "500 mm x 300 m|450 mm x 270 m", "Rolle", 19, 9, 16),
    ("Schutzbrille EN 166", "klar|getönt", "Stk.", 19, 4.2, 11),
    ("Arbeitshandschuh Nitril", "Gr. 8|Gr. 9|Gr. 10", "Paar", 19, 1.8, 4.5),
    ("Kühlschmierstoff", "Kanister 20 l|Fass 208 l", "Geb.", 19, 85, 690),
    ("Zahnriemen HTD", "8M-1200-30|5M-600-15|8M-960-20", "Stk.", 19, 22, 95),
    ("Servicetechniker, Arbeitsstunde", "", "Std.", 19, 68, 95),
    ("Anfahrtspauschale", "", "psch.", 19, 45, 120),
    (
        "Etiketten Thermotransfer",
        "100 x 50 mm, Rolle 1.000|70 x 35 mm, Rolle 2.000",
        "Rolle",
        19,
        12,
        26,
    ),
    ("Kaffee ganze Bohne", "1 kg|500 g", "Pck.", 7, 9, 21),
    ("Druckluftfilter-Element", "Typ A 0,01 µm|Typ B 1 µm", "Stk.", 19, 45, 160),
    ("Palettenregal-Traverse", "2.700 mm|3.600 mm", "Stk.", 19, 55, 120),
    ("Frequenzumrichter", "2,2 kW|4,0 kW|7,5 kW", "Stk.", 19, 320, 980),
    ("Wartung Kompressoranlage", "lt. Angebot", "psch.", 19, 450, 1400),
]


def _de_raster(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, WEST))
    m = rng.uniform(40, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 72
    l1, l2, l3 = rng.sample(DE_L, 3)
    x1, x2 = rng.sample(DE_X, 2)
    sup = formed_or_bare(rng, DE_SUP_F, DE_SUP_B).format(L=l1, L2=l2, X=x1, F=rng.choice(DE_F))
    brand = rng.choice(DE_BRAND).format(X=x2.upper())
    sector = rng.choice(DE_SECTOR)
    buyer = maybe_form(rng, f"{brand.title()} {sector}", la.pick(rng, " GmbH| GmbH & Co. KG| AG"))
    city, plz = rng.choice(DE_CITY)
    bstreet = f"{rng.choice(DE_STR)} {rng.randint(1, 90)}"
    scity, splz = rng.choice([c for c in DE_CITY if c[0] != city])
    sstreet = f"{rng.choice(DE_STR)} {rng.randint(1, 140)}"
    ink = rng.choice(INKS)
    dt = a_day(rng)
    dd = f"{dt:%d.%m.%Y}"
    po = la.digits(
        rng,
        rng.choice(["45########", "BE-{y}-#####", "B######", "EK/{y}/####", "####{y}"]).replace(
            "{y}", f"{dt:%y}"
        ),
    )
    banf = la.digits(rng, rng.choice(["BANF 10######", "BAF-####", "1#######"]))
    anfrage = la.digits(rng, rng.choice(["AF-{y}-###", "ANF####"]).replace("{y}", f"{dt:%y}"))
    offer = la.digits(
        rng, rng.choice(["AN-#####", "ANG ####/{y}", "Q#######"]).replace("{y}", f"{dt:%y}")
    )
    vendno = la.digits(rng, rng.choice(["7#####", "K-####", "30####"]))
    person = f"{rng.choice(DE_F)} {l3}"
    tel = f"0{la.digits(rng, '### ####')}-{rng.randint(10, 99)}"
    web = brand.lower()
    page = [1]
    stated = stated_of(rng)
    mode_a = rng.random() < 0.68
    # bill-to: the buyer, a holding or a shared-service centre; ship-to: a plant, a warehouse or a site
    bill = rng.choice(
        [
            [
                buyer,
                "Kreditorenbuchhaltung",
                f"Postfach {rng.randint(1000, 9999)}",
                f"{plz} {city}",
            ],
            [
                maybe_form(rng, f"{brand.title()} Holding", " GmbH"),
                "Rechnungseingang",
                bstreet,
                f"{plz} {city}",
            ],
            [
                maybe_form(rng, f"{x2} Shared Services", " GmbH"),
                f"z. Hd. Rechnungsprüfung, {rng.choice(DE_STR)} {rng.randint(1, 50)}",
                f"{plz} {city}",
            ],
        ]
    )
    if rng.random() < 0.5:
        bill.append(f"E-Mail: rechnung@{web}.de")
    ship = rng.choice(
        [
            [
                buyer,
                f"Werk {rng.randint(2, 4)} – Wareneingang Tor {rng.randint(1, 6)}",
                f"{rng.choice(DE_STR)} {rng.randint(1, 60)}",
                f"{plz} {city}",
            ],
            [
                maybe_form(rng, f"{rng.choice(DE_L)} Kontraktlogistik", " GmbH"),
                f"für {brand.title()}, Halle {rng.randint(1, 9)}",
                f"{rng.choice(DE_STR)} {rng.randint(1, 60)}",
                f"{splz} {scity}",
            ],
            [
                f"Baustelle Erweiterung Halle {rng.randint(2, 9)}",
                f"c/o {maybe_form(rng, rng.choice(DE_L) + ' Bau', ' GmbH')}",
                f"{rng.choice(DE_STR)}",
                f"{plz} {city}",
            ],
        ]
    )
    ship.append(f"Anlieferung Mo–Fr {rng.choice(['6–14', '7–15', '8–16'])} Uhr")
    supl = [sup]
    if rng.random() < 0.4:
        supl.append(f"z. Hd. {la.pick(rng, 'Herrn|Frau')} {rng.choice(DE_L)}")
    supl += [sstreet, f"{splz} {scity}"]
    if rng.random() < 0.5:
        supl.append(f"Tel. 0{la.digits(rng, '### ######')}")
    if mode_a and rng.random() < 0.5:
        supl.append(f"Lieferanten-Nr.: {vendno}")

    fcols = [
        [buyer, bstreet, f"{plz} {city}"],
        [
            f"Sitz: {city}",
            f"Amtsgericht {city} HRB {rng.randint(1000, 39999)}",
            f"Geschäftsführer: {rng.choice(DE_F)} {rng.choice(DE_L)}",
        ],
        [f"USt-IdNr. DE{la.digits(rng, '#########')}", f"Tel. {tel}", f"www.{web}.de"],
        [
            la.pick(rng, "Sparkasse|Volksbank|Commerzbank") + f" {city}",
            f"IBAN DE{la.digits(rng, '## #### #### #### #### ##')}",
            "BIC " + la.pick(rng, "NOLADE21XXX|GENODEF1XXX|COBADEFFXXX"),
        ],
    ]

    def foot() -> None:
        fy = d.h - 52
        d.line(m, fy - 8, r, fy - 8, 0.4)
        cw = wd / 4
        for k, blk in enumerate(fcols):
            for j, s in enumerate(blk):
                d.t(m + k * cw, fy + 2 + j * 7.6, s, 5.6, grey=0.35, maxw=cw - 4)
        s = f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}"
        d.t(r, fy - 12, s, 7, al="r", grey=0.3)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        rgb_text(d, m, 40, brand, 13, ink)
        d.t(r, 40, f"Bestellung {po} vom {dd} – Fortsetzung", 8.5, al="r")
        d.line(m, 48, r, 48, 0.5)
        return 60

    # letterhead: a logo word (with an emblem at times) and the contact lines opposite
    big = rng.uniform(24, 34)
    left = rng.random() < 0.6
    ww = d.width(brand, big, True)
    emb = rng.random() < 0.6
    wx = (m + (big * 0.95 if emb else 0)) if left else r - ww
    top = 34
    if emb:
        ex = wx - big * 0.95
        rgb_box(d, ex, top, big * 0.78, big * 0.78, ink)
        rgb_text(d, ex + big * 0.39, top + big * 0.62, brand[0], big * 0.6, (1, 1, 1), al="c")
    rgb_text(d, wx, top + big * 0.74, brand, big, ink)
    d.t(
        wx,
        top + big * 0.74 + 12,
        f"{sector} · {la.pick(rng, 'seit 1961|seit 1987|Made in Germany|Qualität aus ' + city)}",
        7.4,
        grey=0.35,
    )
    cx, cal = (r, "r") if left else (m, "l")
    contact = [
        buyer,
        bstreet,
        f"{plz} {city}",
        f"Tel. {tel}",
        f"Fax 0{la.digits(rng, '### ####')}-{rng.randint(10, 99)}",
        f"einkauf@{web}.de",
    ]
    for j, s in enumerate(contact):
        d.t(cx, 36 + j * 9.5, s, 7.8 if j else 8.6, b=j == 0, al=cal)
    y = 112
    title = la.pick(rng, "Bestellung|BESTELLUNG|Einkaufsbestellung|Bestellschein")
    with_no = rng.random() < 0.3
    d.t(m, y, f"{title} Nr. {po}" if with_no else title, 15, b=True)
    if not with_no:
        d.t(r, y, f"{dd}", 9, al="r")
    y += 14
    gap = 12
    cw = (wd - gap) / 2
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Bestellung Nr.")
    data = [
        (po_lab, po),
        ("Bestelldatum", dd),
        (la.pick(rng, "BANF-Nr.|Bedarfsmeldung|Anforderungs-Nr."), banf),
        ("Ihr Angebot", f"{offer}"),
        ("Anfrage-Nr.", anfrage),
        ("Einkäufer/in", person),
        ("Telefon", tel),
    ]
    data[2:5] = rng.sample(data[2:5], 3)
    if not mode_a or rng.random() < 0.5:
        data.insert(2, ("Lieferanten-Nr.", vendno))
    cap_ink = ink if rng.random() < 0.45 else None
    if mode_a:
        slots = [
            ("Lieferant", supl),
            ("Rechnungsanschrift", bill),
            ("Lieferanschrift", ship),
            ("Bestelldaten", None),
        ]
        if rng.random() < 0.3:
            slots[0] = (la.pick(rng, "Lieferant|Lieferant / Auftragnehmer|Lieferer"), supl)
        order = rng.sample(range(4), 4) if rng.random() < 0.6 else [0, 3, 1, 2]
        slots = [slots[k] for k in order]
        hrow = [
            13 + max(len(s[1]) if s[1] else len(data), len(t[1]) if t[1] else len(data)) * 11 + 7
            for s, t in (slots[0:2], slots[2:4])
        ]
        for k, (cap, rows) in enumerate(slots):
            bx = m + (k % 2) * (cw + gap)
            by = y + (0 if k < 2 else hrow[0] + 8)
            if rows is None:
                capbox(d, bx, by, cw, cap, [], h=hrow[k // 2], ink=cap_ink)
                for j, (lab, val) in enumerate(data):
                    d.t(bx + 5, by + 13 + (j + 1) * 11 - 1, lab, 7.6, grey=0.3)
                    d.t(bx + 92, by + 13 + (j + 1) * 11 - 1, val, 8.2, b=lab == po_lab)
            else:
                capbox(
                    d,
                    bx,
                    by,
                    cw,
                    cap,
                    rows,
                    h=hrow[k // 2],
                    bold_first=rows is supl or rng.random() < 0.5,
                    ink=cap_ink,
                )
        y += hrow[0] + hrow[1] + 8
    else:
        # the supplier only as an address block, its data in "Ihr Zeichen" rows opposite
        sy = y + 8
        for j, s in enumerate(supl):
            d.t(m, sy + 10 + j * 12, s, 10 if j == 0 else 9.4, b=j == 0 and rng.random() < 0.5)
        info = [
            (
                "Ihr Zeichen",
                la.pick(rng, "vk|VK-|") + la.digits(rng, "##/") + la.pick(rng, "ms|hb|tk"),
            ),
            ("Ihr Angebot vom", f"{(dt - timedelta(days=rng.randint(2, 30))):%d.%m.%Y}"),
            ("Lieferantennr.", vendno),
            ("Unser Zeichen", f"{l3[:2].upper()}/{la.pick(rng, 'EK|Eink|ek')}"),
            (po_lab, po),
            ("Datum", dd),
            ("Sachbearbeiter/in", person),
            ("Durchwahl", tel[-6:]),
        ]
        ix = m + wd * 0.56
        for j, (lab, val) in enumerate(info):
            d.t(ix, sy + 10 + j * 11, lab + ":", 7.6, grey=0.3)
            d.t(ix + 88, sy + 10 + j * 11, val, 8.2, b=lab == po_lab)
        y = sy + max(len(supl) * 12, len(info) * 11) + 14
        hb = 13 + max(len(bill), len(ship)) * 11 + 7
        capbox(d, m, y, cw, "Rechnungsanschrift", bill, h=hb, ink=cap_ink, bold_first=False)
        capbox(d, m + cw + gap, y, cw, "Lieferanschrift", ship, h=hb, ink=cap_ink, bold_first=False)
        y += hb
    y += 14
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng,
                f"Wir bestellen zu unseren Allgemeinen Einkaufsbedingungen und gemäß Ihrem Angebot {offer}:|Bitte liefern Sie die folgenden Positionen zu den vereinbarten Konditionen:|Hiermit bestellen wir verbindlich:",
            ),
            8.8,
            wd,
        )
        + 4
    )
    lines = lines_of(rng, DE_ITEMS, rng.choice(NS))
    step = rng.choice([1, 1, 10])
    body = [
        ([str(i * step), la.digits(rng, "###-####"), desc, qty(q), unit, eu(p), eu(a)], a)
        for i, (desc, unit, _rt, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.12, 0.42, 0.08, 0.07, 0.12, 0.13)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "Preis €", "Betrag €"],
        body,
        "cllrlrr",
        size=7.8,
        rowh=rng.choice([14, 15, 16, 18]),
        bottom=bottom - 16,
        brk=brk,
        grid=rng.random() < 0.4,
        hrgb=ink if rng.random() < 0.35 else None,
    )
    net = sum((ln[5] for ln in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 0, 12.5, 19.9, 35, 60]))
    n19 = sum((ln[5] for ln in lines if ln[2] == 19), ZERO) + freight
    n7 = sum((ln[5] for ln in lines if ln[2] == 7), ZERO)
    t19, t7 = r2(n19 * Decimal("0.19")), r2(n7 * Decimal("0.07"))
    total = net + freight + t19 + t7
    if y + 100 > bottom:
        y = brk()
    y += 6
    if stated:
        rows = [("Warenwert netto", eu(net), False)]
        if freight:
            rows.append(("Fracht und Verpackung", eu(freight), False))
        if n19:
            rows.append((f"MwSt. 19 % auf {eu(n19)}", eu(t19), False))
        if n7:
            rows.append((f"MwSt. 7 % auf {eu(n7)}", eu(t7), False))
        rows.append(
            (
                la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Gesamtsumme EUR|Endbetrag"),
                f"{eu(total)} €" if rng.random() < 0.6 else eu(total),
                True,
            )
        )
        y = ltot(d, r - 230, r - 4, y, rows, 8.6, rng)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Abrechnung zu den Preisen des Rahmenvertrags RV-{la.digits(rng, '####')} nach tatsächlich gelieferter Menge; ein Bestellwert wird nicht ausgewiesen.",
            8.4,
            wd,
        )
    y += 10
    terms = [
        (
            "Liefertermin",
            la.pick(
                rng,
                f"KW {(dt + timedelta(days=rng.randint(7, 40))).isocalendar()[1]}|{(dt + timedelta(days=rng.randint(5, 40))):%d.%m.%Y}|schnellstmöglich",
            ),
        ),
        (
            "Lieferbedingung",
            la.pick(
                rng,
                "frei Haus|DAP Lieferanschrift (Incoterms 2020)|frei Verwendungsstelle, verpackt",
            ),
        ),
        (
            "Zahlung",
            la.pick(
                rng,
                "30 Tage netto|14 Tage 3 % Skonto, 45 Tage netto|60 Tage netto nach Rechnungseingang",
            ),
        ),
    ]
    for lab, val in terms:
        if y > bottom - 14:
            y = brk()
        d.t(m, y + 8, lab + ":", 8, b=True)
        d.t(m + 90, y + 8, val, 8)
        y += 11
    y += 8
    y = (
        wrapped(
            d,
            m,
            y,
            f"Bitte senden Sie uns die Auftragsbestätigung innerhalb von 3 Arbeitstagen an einkauf@{web}.de und geben Sie auf Lieferschein und Rechnung stets unsere Bestellnummer an.",
            8,
            wd,
        )
        + 26
    )
    if y + 40 > bottom:
        y = brk() + 26
    sw = (wd - 40) / 2
    d.sign(m, y, sw, f"Einkauf – {person}")
    d.sign(
        m + sw + 40,
        y,
        sw,
        f"Freigabe – {rng.choice(DE_F)} {rng.choice(DE_L)}, {la.pick(rng, 'Leitung Einkauf|Werkleitung|Geschäftsführung')}",
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_de_bestellung_adressraster(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de_raster)


# --------------------------------------------------------------------------- 2 de-CH / de-AT order form: "Bestellung an <Firma>" or an Auftragnehmer box

ALP = {
    "ch": {
        "L": "Meier|Keller|Brunner|Baumann|Frei|Gerber|Widmer|Zürcher|Moser|Steiner|Bachmann|Hess|Koller|Furrer|Graf|Wyss".split(
            "|"
        ),
        "X": "Tössthal|Seeland|Emmental|Rigi|Linth|Thurgau|Jura|Pilatus|Aare|Säntis".split("|"),
        "F": "Urs|Beat|Daniela|Reto|Sandra|Marco|Corinne|Thomas|Monika|Roger".split("|"),
        "formed": [
            "{L} AG",
            "{L} Haustechnik AG",
            "{L} + {L2} AG",
            "{X} Holzbau GmbH",
            "{L} Elektro AG",
            "{X} Reinigungen GmbH",
            "{L} Storen & Rolladen GmbH",
            "{X} Gebäudetechnik AG",
        ],
        "bare": [
            "Schreinerei {L}",
            "Malergeschäft {L}",
            "{F} {L} Gartenbau",
            "Sanitär {L}",
            "{L} Bedachungen",
            "Plattenleger {F} {L}",
            "Gipsergeschäft {L}",
            "{L} Elektroinstallationen",
            "Zimmerei {L} & Söhne",
        ],
        "buy": [
            "Gemeinde {C}",
            "Wohnbaugenossenschaft {X}",
            "Alterszentrum {X}",
            "{L} Immobilien|{L} Immobilien AG",
            "Schulgemeinde {C}",
            "Hotel {X}|{X} Hotel AG",
            "Stiftung Wohnheim {X}",
        ],
        "cities": [
            ("Winterthur", "8400"),
            ("Luzern", "6003"),
            ("St. Gallen", "9000"),
            ("Aarau", "5000"),
            ("Thun", "3600"),
            ("Chur", "7000"),
            ("Zug", "6300"),
            ("Baden", "5400"),
            ("Olten", "4600"),
            ("Frauenfeld", "8500"),
        ],
        "streets": "Bahnhofstrasse|Industriestrasse|Zürcherstrasse|Dorfstrasse|Gewerbestrasse|Seestrasse|Hauptstrasse|Werkstrasse".split(
            "|"
        ),
        "rate": Decimal("8.1"),
        "fmt": chf,
        "ccy": "CHF",
        "tax": "MWST",
        "offer": "Offerte",
        "your": "Ihre Offerte",
        "per": "Gemäss",
        "uid": "CHE-###.###.### MWST",
        "tel": "0## ### ## ##",
    },
    "at": {
        "L": "Gruber|Huber|Bauer|Wagner|Pichler|Steiner|Moser|Mayer|Hofer|Leitner|Berger|Fuchs|Eder|Fischer|Schwarz|Haider".split(
            "|"
        ),
        "X": "Mühlviertel|Pinzgau|Wachau|Ennstal|Innviertel|Lavanttal|Salzkammergut|Waldviertel|Montafon".split(
            "|"
        ),
        "F": "Josef|Andrea|Markus|Birgit|Franz|Elisabeth|Christian|Martina|Gerhard|Karin".split(
            "|"
        ),
        "formed": [
            "{L} GmbH",
            "{L} Ges.m.b.H.",
            "{L} & Co KG",
            "{X} Bau GmbH",
            "{L} Installationen GmbH",
            "{L} & {L2} OG",
            "{L} Elektrotechnik e.U.",
            "{X} Haustechnik GmbH & Co KG",
        ],
        "bare": [
            "Tischlerei {L}",
            "Installateur {L}",
            "Malermeister {F} {L}",
            "Spenglerei {L}",
            "Fliesen {L}",
            "Dachdeckerei {L}",
            "{F} {L} Elektro",
            "Baumeister {L}",
            "Glaserei {L}",
        ],
        "buy": [
            "Marktgemeinde {C}",
            "{X} Wohnbau|{X} Wohnbau GmbH",
            "Gemeinnützige Siedlungsgenossenschaft {X}",
            "{L} Hotelbetriebs GmbH|Hotel {L}",
            "Stadtgemeinde {C}",
            "{X} Immobilienverwaltung|{X} Immobilienverwaltung GmbH",
        ],
        "cities": [
            ("Linz", "4020"),
            ("Graz", "8010"),
            ("Wels", "4600"),
            ("Salzburg", "5020"),
            ("Innsbruck", "6020"),
            ("St. Pölten", "3100"),
            ("Klagenfurt", "9020"),
            ("Dornbirn", "6850"),
            ("Steyr", "4400"),
        ],
        "streets": "Hauptplatz|Linzer Straße|Gewerbepark|Wiener Straße|Bahnhofstraße|Industriezeile|Kirchengasse|Römerstraße".split(
            "|"
        ),
        "rate": Decimal(20),
        "fmt": eu,
        "ccy": "EUR",
        "tax": "USt.",
        "offer": "Angebot",
        "your": "Ihr Angebot",
        "per": "Gemäß",
        "uid": "ATU########",
        "tel": "0### ######",
    },
}
ALP_ITEMS = [
    (
        "Lieferung und Montage",
        "Einbauschrank Eiche furniert|Küchenabdeckung Granit|Fensterbank Naturstein|Brandschutztüre EI30",
        "Stk.",
        0,
        380,
        2400,
    ),
    (
        "Malerarbeiten Wände und Decken",
        "2 Anstriche, weiss|Dispersionsfarbe, matt",
        "m²",
        0,
        12,
        26,
    ),
    ("Regiestunde Facharbeiter", "", "Std.", 0, 78, 112),
    ("Regiestunde Hilfsarbeiter", "", "Std.", 0, 58, 82),
    ("Demontage und Entsorgung", "Altmaterial|Bodenbelag|Sanitärapparate", "psch.", 0, 240, 1200),
    ("Bodenbelag Vinyl", "Klick, Eiche hell|vollflächig verklebt", "m²", 0, 38, 72),
    ("Fliesen verlegen", "30x60 cm, inkl. Kleber|Mosaik Dusche", "m²", 0, 55, 110),
    (
        "Elektroinstallation",
        "Steckdose UP 3-fach|LED-Deckenleuchte inkl. Anschluss|Unterverteilung erweitern",
        "Stk.",
        0,
        45,
        780,
    ),
    ("Gerüst stellen und abbauen", "bis 12 m", "m²", 0, 9, 18),
    ("Kleinmaterial und Befestigung", "", "psch.", 0, 80, 350),
    ("Wärmepumpe Service", "Jahreswartung|Störungsbehebung", "psch.", 0, 290, 880),
    ("Rollladen-Motor", "inkl. Programmierung|Funk", "Stk.", 0, 210, 480),
    ("Kran- und Transportkosten", "", "psch.", 0, 150, 900),
]


def _alp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c = "ch" if rng.random() < 0.6 else "at"
    a = ALP[c]
    fm = a["fmt"]
    d = la.Doc(A4, la.pick(rng, WEST))
    m = rng.uniform(42, 60)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    l1, l2, l3, l4 = rng.sample(a["L"], 4)
    x1, x2 = rng.sample(a["X"], 2)
    (city, plz), (scity, splz) = rng.sample(a["cities"], 2)
    sup = formed_or_bare(rng, a["formed"], a["bare"]).format(
        L=l1, L2=l2, X=x1, F=rng.choice(a["F"])
    )
    buyer = rng.choice(rng.choice(a["buy"]).split("|")).format(C=city, X=x2, L=l3)
    bstreet = f"{rng.choice(a['streets'])} {rng.randint(1, 80)}"
    sstreet = f"{rng.choice(a['streets'])} {rng.randint(1, 120)}"
    ink = rng.choice(INKS)
    dt = a_day(rng)
    dd = f"{dt:%d.%m.%Y}"
    po = la.digits(
        rng,
        rng.choice(["B-{y}-###", "{Y}/0###", "BE ####", "A{y}####", "####-{y}"])
        .replace("{y}", f"{dt:%y}")
        .replace("{Y}", f"{dt:%Y}"),
    )
    offer = la.digits(
        rng, rng.choice(["OF-{y}-####", "###.{y}", "Nr. ####", "AN####"]).replace("{y}", f"{dt:%y}")
    )
    proj = la.digits(rng, rng.choice(["P-####", "Proj. ###.##", "KST ####"]))
    person = f"{rng.choice(a['F'])} {l4}"
    tel = la.digits(rng, a["tel"])
    objekt = la.pick(
        rng,
        f"Sanierung Schulhaus {x2}|Umbau Wohnung 3. OG, {bstreet}|Neubau Werkhof {city}|Renovation Zimmer 101–124|Instandsetzung Tiefgarage {bstreet}|Ersatz Heizungsanlage, Haus B",
    )
    architect = maybe_form(
        rng, f"{rng.choice(a['L'])} Architekten", la.pick(rng, " AG| GmbH| ZT GmbH")
    )
    page = [1]
    stated = stated_of(rng)
    subject_mode = rng.random() < 0.5
    po_lab = la.pick(rng, "Bestell-Nr.|Bestellung Nr.|Auftrag Nr.|Bestellnummer")

    def foot() -> None:
        fy = d.h - 40
        d.line(m, fy - 9, r, fy - 9, 0.4)
        d.t(
            m,
            fy,
            f"{buyer} · {bstreet} · {plz} {city} · Tel. {tel} · UID {uid}",
            6.2,
            grey=0.35,
            maxw=wd - 70,
        )
        s = f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}"
        d.t(r, fy, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} – {po_lab} {po} – Fortsetzung", 8.5, b=True)
        return 58

    uid = la.digits(rng, a["uid"])
    # header: the buyer's name at the left, a form box with the order number at the right
    y = 40
    big = rng.uniform(13, 17)
    while d.width(buyer, big, True) > wd - 186:
        big -= 0.5
    rgb_text(d, m, y + big, buyer, big, ink)
    d.t(m, y + big + 12, f"{bstreet}, {plz} {city}", 8, grey=0.3)
    d.t(
        m,
        y + big + 22,
        f"Tel. {tel} · {la.pick(rng, 'verwaltung|bau|einkauf|info')}@{x2.lower().replace('ü', 'ue').replace('ö', 'oe').replace('ä', 'ae')}.{c}",
        8,
        grey=0.3,
    )
    bw = 170
    bx = r - bw
    d.box(bx, y - 4, bw, 58, lw=1.2)
    rgb_box(d, bx, y - 4, bw, 18, ink)
    rgb_text(
        d,
        bx + bw / 2,
        y + 9,
        la.pick(
            rng,
            "BESTELLUNG|Bestellung|AUFTRAG"
            if c == "at"
            else "BESTELLUNG|Bestellung|ARBEITSAUFTRAG",
        ),
        10.5,
        (1, 1, 1),
        al="c",
    )
    d.t(bx + 6, y + 30, po_lab, 7.5, grey=0.3)
    d.t(bx + bw - 6, y + 30, po, 10, b=True, al="r")
    d.t(bx + 6, y + 46, "Datum", 7.5, grey=0.3)
    d.t(bx + bw - 6, y + 46, dd, 9, al="r")
    y = 118
    refs = [
        ("Objekt", objekt),
        (a["your"], f"{offer} vom {(dt - timedelta(days=rng.randint(4, 40))):%d.%m.%Y}"),
        ("Projekt / Kostenstelle", proj),
        ("Bauleitung", f"{architect}, {rng.choice(a['F'])} {rng.choice(a['L'])}"),
        ("Sachbearbeitung", f"{person}, Tel. {tel}"),
    ]
    refs[1:4] = rng.sample(refs[1:4], 3)
    if subject_mode:
        verb = la.pick(rng, "Bestellung an|Bestellung an|Auftrag an|Auftragserteilung an")
        d.t(m, y + 6, f"{verb} {sup}", rng.uniform(12, 14.5), b=True)
        y += 12
        if rng.random() < 0.7:
            d.t(
                m,
                y + 8,
                f"{sstreet}, {splz} {scity}"
                + (f" · Tel. {la.digits(rng, a['tel'])}" if rng.random() < 0.5 else ""),
                8.4,
                grey=0.25,
            )
            y += 12
        d.line(m, y + 4, r, y + 4, 0.8)
        y += 16
    else:
        gap = 14
        cw = (wd - gap) / 2
        ag = [buyer, bstreet, f"{plz} {city}", f"UID {uid}"]
        an = [sup, sstreet, f"{splz} {scity}"]
        if rng.random() < 0.5:
            an.append(f"Kontakt: {rng.choice(a['F'])} {rng.choice(a['L'])}")
        if rng.random() < 0.5:
            an.append(f"Tel. {la.digits(rng, a['tel'])}")
        h = 13 + max(len(ag), len(an)) * 11 + 7
        pair = [("Auftraggeber", ag), ("Auftragnehmer", an)]
        if rng.random() < 0.5:
            pair.reverse()
        boxed_ink = ink if rng.random() < 0.5 else None
        if rng.random() < 0.65:
            for k, (cap, rows) in enumerate(pair):
                capbox(
                    d, m + k * (cw + gap), y, cw, cap, rows, h=h, ink=boxed_ink, size=8.8, lead=11.5
                )
            y += h + 14
        else:
            # stacked rows with the caption in a label column
            for cap, rows in pair:
                hh = len(rows) * 11 + 8
                d.box(m, y, wd, hh)
                d.box(m, y, 100, hh, fill=0.9)
                d.t(m + 6, y + 13, cap + ":", 8.6, b=True)
                for j, s in enumerate(rows):
                    d.t(m + 108, y + 13 + j * 11, s, 8.8, b=j == 0)
                y += hh
            y += 14
        if rng.random() < 0.5:
            refs.insert(
                2,
                (
                    "Rechnungsadresse",
                    f"{maybe_form(rng, f'{x2} Liegenschaften', ' AG' if c == 'ch' else ' GmbH')}, Postfach, {plz} {city}",
                ),
            )
    for lab, val in refs:
        d.t(m, y + 8, lab + ":", 8.2, b=True)
        d.t(m + 118, y + 8, val, 8.4, maxw=wd - 118)
        y += 12
    y += 8
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng,
                f"Gestützt auf {a['your']} {offer} erteilen wir Ihnen folgenden Auftrag:|Wir beauftragen Sie mit den nachstehenden Arbeiten und Lieferungen zu den vereinbarten Preisen:|{a['per']} Besprechung vor Ort bestellen wir:",
            ),
            8.8,
            wd,
        )
        + 4
    )
    lines = lines_of(rng, ALP_ITEMS, rng.choice(NS))
    ws = [wd * f for f in (0.07, 0.49, 0.1, 0.08, 0.12, 0.14)]
    body = [
        ([str(i), desc, qty(q, "'" if c == "ch" else "."), unit, fm(p), fm(am)], am)
        for i, (desc, unit, _rt, q, p, am) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Pos.", "Beschreibung", "Menge", "Einh.", f"Preis {a['ccy']}", f"Betrag {a['ccy']}"],
        body,
        "clrlrr",
        size=8,
        rowh=rng.choice([15, 16, 18]),
        bottom=bottom - 16,
        brk=brk,
        grid=rng.random() < 0.5,
        carry=("Übertrag", "Übertrag", fm, 1, 5) if rng.random() < 0.5 else None,
    )
    net = sum((ln[5] for ln in lines), ZERO)
    disc = r2(net * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100)
    tax = r2((net - disc) * a["rate"] / 100)
    total = net - disc + tax
    if y + 90 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            (
                la.pick(
                    rng,
                    "Zwischensumme|Summe netto" if c == "at" else "Zwischentotal|Total exkl. MWST",
                ),
                fm(net),
                False,
            )
        ]
        if disc:
            rows += [("abzüglich Rabatt", f"-{fm(disc)}", False), ("Netto", fm(net - disc), False)]
        rows.append(
            (
                f"{a['tax']} {str(a['rate']).replace('.', ',') if c == 'at' else a['rate']} %",
                fm(tax),
                False,
            )
        )
        lab = (
            la.pick(rng, "Total inkl. MWST|Bestellsumme|Gesamttotal")
            if c == "ch"
            else la.pick(rng, "Gesamtsumme brutto|Auftragssumme|Gesamtbetrag")
        )
        rows.append((f"{lab} {a['ccy']}", fm(total), True))
        y = ltot(d, r - 240, r - 4, y, rows, 8.8, rng)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Abrechnung nach effektivem Aufwand gemäss Einheitspreisen der Offerte; Kostendach nach Absprache mit der Bauleitung."
            if c == "ch"
            else "Abrechnung nach tatsächlichem Aufwand zu den Einheitspreisen des Angebots; eine Auftragssumme wird nicht festgelegt.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Ausführung: {la.pick(rng, 'KW ' + str((dt + timedelta(days=rng.randint(10, 50))).isocalendar()[1]) + '|nach Absprache mit der Bauleitung|ab ' + f'{(dt + timedelta(days=rng.randint(7, 30))):%d.%m.%Y}')}",
        f"Zahlung: {la.pick(rng, '30 Tage netto|10 Tage 2 % Skonto, 30 Tage netto|45 Tage nach Rechnungseingang')}",
        "Rechnungen bitte zweifach und unter Angabe der Bestellnummer und des Objekts einreichen.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 8.2, wd)
    y += 30
    if y + 50 > bottom:
        y = brk() + 30
    sw = (wd - 40) / 2
    d.t(m, y - 16, "Ort, Datum: " + f"{city}, {dd}", 8)
    d.sign(m, y, sw, "Für den Auftraggeber")
    d.t(m, y + 20, f"{buyer} – {person}", 7.6, grey=0.3)
    d.sign(
        m + sw + 40,
        y,
        sw,
        la.pick(
            rng,
            "Für den Auftragnehmer (Bestätigung)|Auftrag angenommen: Stempel / Unterschrift Unternehmer",
        ),
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_de_ch_at_auftrag_an(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _alp)


# --------------------------------------------------------------------------- 3 es-ES pedido de compra with the PROVEEDOR block at the right

ES_L = "García|Martínez|López|Sánchez|Pérez|Gómez|Fernández|Ruiz|Jiménez|Moreno|Álvarez|Romero|Navarro|Torres|Domínguez|Gil|Serrano|Molina|Ortega|Castro".split(
    "|"
)
ES_F = "José|María|Antonio|Carmen|Javier|Laura|Manuel|Elena|Francisco|Lucía|Pablo|Marta|Sergio|Nuria".split(
    "|"
)
ES_X = "Ebro|Levante|Cantábrica|Mediterránea|Ibérica|Tajo|Guadalquivir|Montseny|Moncayo|Atlántica|Duero|Sierra Nevada".split(
    "|"
)
ES_SUP_F = [
    "Suministros {X}, S.L.",
    "{L} y {L2}, S.A.",
    "Comercial {L} S.L.U.",
    "{X} Industrial, S.A.",
    "Distribuciones {X} S.L.",
    "Talleres {L} Hermanos, S.L.",
    "{X} Embalajes, S.L.",
    "Hijos de {F} {L}, S.A.",
    "Electricidad {L} S.C.",
    "{X} Limpiezas S. Coop.",
]
ES_SUP_B = [
    "Ferretería {L}",
    "{F} {L} {L2}",
    "Imprenta {X}",
    "Talleres {L}",
    "Cerrajería {F} {L}",
    "Distribuciones {L}",
    "Frutas y Verduras {F}",
    "Fontanería {L} e Hijos",
    "Suministros Eléctricos {L}",
    "Papelería {X}",
]
ES_BUY = [
    ("Hotel {X}", "Explotaciones Hoteleras {X}"),
    ("Bodegas {L}", "Bodegas {L}"),
    ("Conservas {X}", "Conservas {X}"),
    ("Clínica {X}", "Centro Médico {X}"),
    ("Grupo {L}", "Construcciones {L}"),
    ("{X} Logística", "{X} Logística"),
]
ES_CITY = [
    ("Zaragoza", "50014", "Zaragoza"),
    ("Valencia", "46015", "Valencia"),
    ("Sevilla", "41011", "Sevilla"),
    ("Bilbao", "48013", "Bizkaia"),
    ("Murcia", "30009", "Murcia"),
    ("Valladolid", "47012", "Valladolid"),
    ("Alicante", "03008", "Alicante"),
    ("Logroño", "26006", "La Rioja"),
    ("Santander", "39011", "Cantabria"),
    ("Granada", "18015", "Granada"),
    ("Lleida", "25005", "Lleida"),
]
ES_STR = "C/ Mayor|Avda. de la Constitución|Polígono Industrial El Segre, parcela|C/ de la Industria|Ctra. Nacional II, km|Avda. de Madrid|C/ Alcalde Sainz de Baranda|Pol. Ind. Cogullada, nave".split(
    "|"
)
ES_ITEMS = [
    ("Sábana bajera 90x190", "blanca|algodón 200 hilos", "ud.", 21, 6.5, 14),
    ("Detergente industrial", "garrafa 20 l|saco 10 kg", "ud.", 21, 22, 58),
    ("Cartón ondulado caja", "400x300x300 mm|600x400x400 mm", "ud.", 21, 0.45, 1.9),
    ("Aceite de oliva virgen extra", "garrafa 5 l|caja 12x1 l", "ud.", 10, 24, 62),
    ("Tóner compatible", "negro|cian|magenta", "ud.", 21, 18, 65),
    ("Guantes de nitrilo", "caja 100 uds. talla M|caja 100 uds. talla L", "caja", 21, 4.5, 9.8),
    ("Mano de obra oficial 1ª", "", "h", 21, 24, 38),
    ("Tubo multicapa", "16x2 mm rollo 100 m|20x2 mm rollo 100 m", "rollo", 21, 95, 170),
    ("Etiquetas adhesivas", "rollo 1.000 uds.|100x150 mm", "rollo", 21, 9, 24),
    ("Café en grano", "bolsa 1 kg", "ud.", 10, 12, 21),
    ("Pintura plástica", "blanco mate 15 l|exterior 4 l", "ud.", 21, 28, 79),
    ("Mantenimiento climatización", "revisión trimestral|carga de gas", "servicio", 21, 180, 690),
    ("Palé europeo", "1200x800 usado|1200x800 nuevo", "ud.", 21, 6, 14),
    ("Agua mineral", "caja 24x0,5 l|garrafa 8 l", "ud.", 10, 3.2, 7.5),
]


def _es(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, WEST))
    m = rng.uniform(36, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    l1, l2, l3 = rng.sample(ES_L, 3)
    x1, x2 = rng.sample(ES_X, 2)
    sup = formed_or_bare(rng, ES_SUP_F, ES_SUP_B).format(L=l1, L2=l2, X=x1, F=rng.choice(ES_F))
    trade, legal = rng.choice(ES_BUY)
    trade, legal = trade.format(X=x2, L=l3), legal.format(X=x2, L=l3)
    buyer = legal + la.pick(rng, ", S.L.|, S.A.| S.L.|, S.L.U.") if rng.random() < 0.6 else legal
    (city, cp, prov), (scity, scp, sprov) = rng.sample(ES_CITY, 2)
    cif = la.digits(rng, rng.choice(["B########", "A########", "B-########"]))
    scif = (
        la.digits(rng, "########") + rng.choice("TRWAGMYFPDXBNJZSQVHLCKE")
        if sup.count(" ") == 2 and "," not in sup
        else la.digits(rng, "B########")
    )
    ink = rng.choice(INKS)
    dt = a_day(rng)
    dd = f"{dt:%d/%m/%Y}"
    po = la.digits(
        rng,
        rng.choice(["PC-{y}/#####", "{Y}-PED-####", "P{y}######", "#####/{y}", "OC{Y}####"])
        .replace("{y}", f"{dt:%y}")
        .replace("{Y}", f"{dt:%Y}"),
    )
    presup = la.digits(
        rng, rng.choice(["PRES-####", "P{y}-###", "Oferta ####"]).replace("{y}", f"{dt:%y}")
    )
    solic = la.digits(
        rng, rng.choice(["SOL-{y}-####", "SC####", "RQ-#####"]).replace("{y}", f"{dt:%y}")
    )
    vcode = la.digits(rng, rng.choice(["400###", "P####", "4000####"]))
    person = f"{rng.choice(ES_F)} {rng.choice(ES_L)}"
    tel = la.digits(rng, "9## ### ###")
    web = fold(x2)
    page = [1]
    stated = stated_of(rng)
    reg = f"Inscrita en el Registro Mercantil de {prov}, Tomo {rng.randint(800, 4999)}, Folio {rng.randint(1, 220)}, Hoja {prov[:2].upper()}-{rng.randint(1000, 99999)}"

    def foot() -> None:
        fy = d.h - 40
        d.line(m, fy - 9, r, fy - 9, 0.4)
        d.t(m, fy, f"{buyer} · CIF {cif} · {reg}", 5.8, grey=0.35, maxw=wd - 60)
        d.t(r, fy, f"Pág. {page[0]}" + (f" de {of}" if of else ""), 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"Pedido {po} (continuación)", 9, b=True)
        d.t(r, 42, trade, 8.5, al="r", grey=0.3)
        return 58

    # buyer at the left: a logo word (its trade name), then the legal data
    y = 38
    if rng.random() < 0.5:
        rgb_box(d, m, y, 6, 22, ink)
        rgb_text(d, m + 12, y + 16, trade.upper(), rng.uniform(13, 17), ink)
    else:
        rgb_text(d, m, y + 16, trade, rng.uniform(15, 19), ink)
    yl = y + 32
    for j, s in enumerate(
        [
            buyer,
            f"CIF: {cif}",
            f"{rng.choice(ES_STR)} {rng.randint(1, 60)}",
            f"{cp} {city} ({prov})",
            f"Tel. {tel} · compras@{web}.es",
        ]
    ):
        d.t(m, yl + j * 10.5, s, 8.2, b=j == 0 and rng.random() < 0.6)
    # PROVEEDOR at the right
    px = m + wd * rng.uniform(0.52, 0.56)
    pw = r - px
    prow = [
        sup,
        f"{'NIF' if scif[0].isdigit() else 'CIF'}: {scif}",
        f"{rng.choice(ES_STR)} {rng.randint(1, 120)}",
        f"{scp} {scity} ({sprov})",
    ]
    if rng.random() < 0.5:
        prow.append(f"Att.: {rng.choice(ES_F)} {rng.choice(ES_L)}")
    if rng.random() < 0.5:
        prow.append(f"Tel. {la.digits(rng, '9## ## ## ##')}")
    style = rng.random()
    if style < 0.5:
        capbox(
            d,
            px,
            y,
            pw,
            la.pick(rng, "PROVEEDOR|Proveedor|DATOS DEL PROVEEDOR"),
            prow,
            ink=ink if rng.random() < 0.5 else None,
            size=8.6,
            lead=11.5,
        )
    elif style < 0.8:
        d.t(px, y + 8, "PROVEEDOR:", 7.4, b=True, grey=0.3)
        d.box(px, y + 12, pw, len(prow) * 11.5 + 8, lw=1.0)
        for j, s in enumerate(prow):
            d.t(px + 6, y + 24 + j * 11.5, s, 8.8, b=j == 0)
    else:
        # corner marks instead of a frame
        hh = len(prow) * 11.5 + 22
        for cx_, cy_, dx, dy in (
            (px, y, 1, 1),
            (r, y, -1, 1),
            (px, y + hh, 1, -1),
            (r, y + hh, -1, -1),
        ):
            d.line(cx_, cy_, cx_ + 12 * dx, cy_, 0.8)
            d.line(cx_, cy_, cx_, cy_ + 12 * dy, 0.8)
        d.t(px + 8, y + 12, "Proveedor", 7.2, grey=0.35)
        for j, s in enumerate(prow):
            d.t(px + 8, y + 26 + j * 11.5, s, 9, b=j == 0)
    y = max(yl + 5 * 10.5, y + len(prow) * 11.5 + 30) + 12
    # title and the order data strip
    d.t(
        m,
        y + 12,
        la.pick(rng, "PEDIDO DE COMPRA|Pedido de compra|PEDIDO A PROVEEDOR|HOJA DE PEDIDO"),
        15,
        b=True,
    )
    y += 22
    po_lab = la.pick(rng, "Nº pedido|Nº de pedido|Pedido nº|Número de pedido")
    labels = [po_lab, "Fecha", "Su presupuesto", "Nº solicitud", "Cód. proveedor", "Departamento"]
    vals = [po, dd, presup, solic, vcode, la.pick(rng, "Compras|Mantenimiento|Cocina|Almacén|Obra")]
    perm = [0, 1] + rng.sample([2, 3, 4, 5], 4)
    ws = [wd / 6] * 6
    y = d.grid(m, y, ws, [labels[k] for k in perm], [vals[k] for k in perm], size=8.4) + 10
    # Datos de entrega / Forma de pago
    gap = 12
    cw = (wd - gap) / 2
    ship_name = rng.choice(
        [
            buyer,
            trade,
            maybe_form(rng, f"Almacenes Logísticos del {rng.choice(ES_X)}", ", S.L."),
            f"Obra: {la.pick(rng, 'Residencial Las Lomas|Nave industrial fase II|Reforma planta 2ª')}",
        ]
    )
    ent = [
        f"Entregar en: {ship_name}",
        f"{rng.choice(ES_STR)} {rng.randint(1, 99)}, {cp} {city}",
        f"Fecha de entrega: {(dt + timedelta(days=rng.randint(3, 30))):%d/%m/%Y}",
        f"Horario: {la.pick(rng, 'L-V 8:00 a 14:00|L-J 7:30-15:00|mañanas')}",
        f"Contacto: {person} · {tel}",
    ]
    pay = [
        la.pick(
            rng,
            "Transferencia a 60 días f.f.|Confirming a 90 días|Recibo domiciliado a 30 días|Pagaré a 60 días",
        ),
        f"Días de pago: {la.pick(rng, '10 y 25|5|15 y 30')}",
        la.pick(rng, "Portes pagados|Portes debidos|Entrega DAP (Incoterms 2020)"),
        f"Facturar a: {buyer}",
    ]
    h = 13 + max(len(ent), len(pay)) * 11 + 7
    blocks = [("Datos de entrega", ent), ("Forma de pago", pay)]
    if rng.random() < 0.3:
        blocks.reverse()
    for k, (cap, rows) in enumerate(blocks):
        capbox(d, m + k * (cw + gap), y, cw, cap, rows, h=h, bold_first=False, size=8, lead=11)
    y += h + 12
    lines = lines_of(rng, ES_ITEMS, rng.choice(NS))
    dto = rng.random() < 0.4
    body = []
    for desc, unit, rt, q, p, am in lines:
        dp = Decimal(rng.choice([0, 0, 5, 10])) if dto else ZERO
        am2 = r2(am * (100 - dp) / 100)
        cells = (
            [la.digits(rng, "#####"), desc, qty(q), unit, eu(p)]
            + ([f"{dp:.0f}" if dp else ""] if dto else [])
            + [f"{rt}%", eu(am2)]
        )
        body.append((cells, am2, rt))
    heads = (
        ["Código", "Descripción", "Cant.", "Ud.", "Precio €"]
        + (["Dto. %"] if dto else [])
        + ["IVA", "Importe €"]
    )
    fr = (0.1, 0.4, 0.08, 0.07, 0.11) + ((0.07,) if dto else ()) + (0.07, 0.13)
    ws = [wd * f / sum(fr) for f in fr]
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        [(c_, a_) for c_, a_, _ in body],
        "llrlr" + ("c" if dto else "") + "cr",
        size=7.8,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 14,
        brk=brk,
        hrgb=ink if rng.random() < 0.5 else None,
        grid=rng.random() < 0.3,
        carry=("Suma y sigue", "Suma anterior", eu, 1, len(heads) - 1)
        if rng.random() < 0.5
        else None,
    )
    base = {}
    for _c, a_, rt in body:
        base[rt] = base.get(rt, ZERO) + a_
    portes = Decimal(rng.choice([0, 0, 0, 12, 18, 25]))
    if portes:
        base[21] = base.get(21, ZERO) + portes
    taxes = {rt: r2(b * rt / 100) for rt, b in base.items()}
    total = sum(base.values(), ZERO) + sum(taxes.values(), ZERO)
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Suma importes", eu(sum((a_ for _c, a_, _r in body), ZERO)), False)]
        if portes:
            rows.append(("Portes", eu(portes), False))
        for rt in sorted(base, reverse=True):
            rows.append((f"Base imponible {rt} %", eu(base[rt]), False))
            rows.append((f"IVA {rt} %", eu(taxes[rt]), False))
        rows.append(
            (
                la.pick(rng, "TOTAL PEDIDO|Total pedido|TOTAL (IVA incluido)|Importe total"),
                f"{eu(total)} €",
                True,
            )
        )
        y = ltot(d, r - 230, r - 4, y, rows, 8.6, rng)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Precios según tarifa vigente; el importe se facturará según las cantidades realmente servidas.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Es imprescindible indicar nuestro número de pedido en albaranes y facturas; la mercancía sin pedido no será recepcionada.",
        f"Las facturas se remitirán a administracion@{web}.es en formato PDF.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd)
    y += 34
    if y + 40 > bottom:
        y = brk() + 34
    sw = (wd - 40) / 2
    d.sign(
        m,
        y,
        sw,
        f"Aprobado: {person} – {la.pick(rng, 'Dpto. de Compras|Dirección|Jefe de Mantenimiento')}",
    )
    d.sign(m + sw + 40, y, sw, "Conforme proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_es_pedido_proveedor_derecha(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es)


# --------------------------------------------------------------------------- 4 es-LatAm orden de compra with a "Señores:" form grid

LAT = {
    "co": {
        "cities": "Bogotá D.C.|Medellín|Cali|Barranquilla|Bucaramanga|Pereira|Manizales".split("|"),
        "id": "NIT",
        "idf": lambda rng: (
            f"{rng.randint(800, 901)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.randint(0, 9)}"
        ),
        "pid": lambda rng: (
            f"C.C. {rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}"
        ),
        "formed": [
            "{X} S.A.S.",
            "Distribuidora {X} S.A.S.",
            "{L} & Cía. S. en C.",
            "Ferreléctricos {X} Ltda.",
            "Inversiones {L} {L2} S.A.S.",
            "{X} Industrial S.A.",
        ],
        "tax": ("IVA", Decimal(19)),
        "fmt": lambda v: "$ " + grouped(v, ".", ",", 0),
        "places": 0,
        "scale": 4000,
        "addr": "Calle {n} # {a}-{b}|Carrera {n} # {a}-{b}|Avenida {n} # {a}-{b}|Transversal {n} # {a}-{b}",
    },
    "pe": {
        "cities": "Lima|Arequipa|Trujillo|Chiclayo|Piura|Cusco|Callao".split("|"),
        "id": "RUC",
        "idf": lambda rng: f"20{rng.randint(100000000, 999999999)}",
        "pid": lambda rng: f"RUC 10{rng.randint(100000000, 999999999)}",
        "formed": [
            "{X} S.A.C.",
            "Corporación {X} S.A.",
            "{L} Ingenieros E.I.R.L.",
            "Negociaciones {L} S.R.L.",
            "Importaciones {X} S.A.C.",
            "Comercial {L} {L2} E.I.R.L.",
        ],
        "tax": ("IGV", Decimal(18)),
        "fmt": lambda v: "S/ " + grouped(v),
        "places": 2,
        "scale": 3.7,
        "addr": "Av. {s} {n}|Jr. {s} {n}|Calle {s} {n}, Urb. Los Pinos|Mz. {a} Lt. {b}, Parque Industrial",
    },
    "ec": {
        "cities": "Quito|Guayaquil|Cuenca|Ambato|Manta|Loja".split("|"),
        "id": "RUC",
        "idf": lambda rng: (
            f"{rng.choice(['17', '09', '01', '18'])}{rng.randint(10000000, 99999999)}001"
        ),
        "pid": lambda rng: (
            f"RUC {rng.choice(['17', '09', '01'])}{rng.randint(10000000, 99999999)}001"
        ),
        "formed": [
            "{X} S.A.",
            "{X} Cía. Ltda.",
            "Comercializadora {L} Cía. Ltda.",
            "Importadora {X} S.A.",
            "{L} & Asociados Cía. Ltda.",
        ],
        "tax": ("IVA", Decimal(15)),
        "fmt": lambda v: "$ " + grouped(v),
        "places": 2,
        "scale": 1,
        "addr": "Av. {s} N{a}-{b} y Calle {n}|Calle {s} {n} y Av. Principal|Km {a} vía a la Costa",
    },
    "gt": {
        "cities": "Ciudad de Guatemala|Mixco|Quetzaltenango|Escuintla|Antigua Guatemala".split("|"),
        "id": "NIT",
        "idf": lambda rng: f"{rng.randint(1000000, 9999999)}-{rng.randint(0, 9)}",
        "pid": lambda rng: f"NIT {rng.randint(1000000, 9999999)}-{rng.choice('0123456789K')}",
        "formed": [
            "{X}, S.A.",
            "Distribuidora {X}, S.A.",
            "{L} y Compañía Limitada",
            "Agroinsumos {X}, S.A.",
        ],
        "tax": ("IVA", Decimal(12)),
        "fmt": lambda v: "Q " + grouped(v),
        "places": 2,
        "scale": 7.7,
        "addr": "{n} Avenida {a}-{b}, Zona {z}|{n} Calle {a}-{b}, Zona {z}|Km {a}.5 Carretera al Pacífico",
    },
}
LAT_L = "Rodríguez|Gómez|Vargas|Ramírez|Castillo|Herrera|Mendoza|Rojas|Quispe|Flores|Cárdenas|Salazar|Ortiz|Peña|Villalobos|Cabrera|Acosta|Guerrero".split(
    "|"
)
LAT_F = "Carlos|Luz Marina|Jorge|Diana|Andrés|Paola|Luis Fernando|Gloria|Édgar|Natalia|Wilson|Sandra|Fredy|Yolanda".split(
    "|"
)
LAT_X = "Andina|Del Pacífico|Suramericana|Cordillera|Los Andes|Del Valle|Amazonas|Central|Norteña|El Dorado|Tropical|Sol Naciente".split(
    "|"
)
LAT_BARE = [
    "Ferretería {X}",
    "{F} {L} {L2}",
    "Distribuciones {L}",
    "Comercial {X}",
    "Taller Industrial {L}",
    "Papelería {X}",
    "Variedades {F}",
    "Almacén {X}",
    "Servicios Técnicos {L}",
]
LAT_BUY = [
    "Clínica {X}|Clínica {X} S.A.",
    "Constructora {L}|Constructora {L} S.A.S.",
    "Colegio {X}",
    "Agroindustrial {X}|Agroindustrial {X} S.A.",
    "Hotel {X}",
    "Transportes {L}|Transportes {L} Ltda.",
    "Universidad {X}",
    "Lácteos {X}|Lácteos {X} S.A.",
]
LAT_ITEMS = [
    ("Cemento gris", "bulto 42,5 kg|bulto 50 kg", "bulto", 0, 6.5, 9.8),
    ("Varilla corrugada", '3/8" x 6 m|1/2" x 6 m', "und", 0, 4.2, 9.5),
    ("Resma papel bond", "carta 75 g|oficio 75 g", "resma", 0, 3.8, 6.2),
    ("Guantes de carnaza", "largos|cortos", "par", 0, 2.1, 5.5),
    ("Aceite hidráulico", "ISO 68, caneca 5 gal|ISO 46, tambor 55 gal", "und", 0, 38, 420),
    ("Tóner", "HP 85A|Brother TN-660|Ricoh MP 2014", "und", 0, 32, 95),
    ("Botas de seguridad", "punta de acero talla 40|punta de acero talla 42", "par", 0, 28, 55),
    (
        "Mantenimiento preventivo",
        "aire acondicionado 24.000 BTU|planta eléctrica",
        "servicio",
        0,
        85,
        420,
    ),
    ("Tubería PVC presión", '1/2" x 6 m|2" x 6 m', "und", 0, 3.5, 18),
    ("Detergente multiusos", "galón|caneca 5 gal", "und", 0, 4.5, 22),
    ("Cable eléctrico THHN", "#12 AWG rollo 100 m|#10 AWG rollo 100 m", "rollo", 0, 38, 75),
    ("Pintura esmalte", "galón blanco|cuñete 5 gal", "und", 0, 14, 65),
    ("Mano de obra instalación", "", "global", 0, 120, 650),
]


def _lat(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c = rng.choice(["co", "co", "pe", "pe", "ec", "gt"])
    a = LAT[c]
    fm = a["fmt"]
    d = la.Doc(A4, la.pick(rng, WEST))
    m = rng.uniform(32, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    l1, l2, l3 = rng.sample(LAT_L, 3)
    x1, x2 = rng.sample(LAT_X, 2)
    sup = rng.choice(a["formed"] if rng.random() < 0.5 else LAT_BARE).format(
        L=l1, L2=l2, X=x1, F=rng.choice(LAT_F)
    )
    buyer = rng.choice(rng.choice(LAT_BUY).split("|")).format(L=l3, X=x2)
    city, scity = rng.sample(a["cities"], 2)

    def addr() -> str:
        return rng.choice(a["addr"].split("|")).format(
            n=rng.randint(2, 120),
            a=rng.randint(1, 99),
            b=rng.randint(1, 99),
            s=rng.choice(["Los Incas", "Bolívar", "Sucre", "Colón", "Amazonas", "Grau", "Reforma"]),
            z=rng.randint(1, 18),
        )

    bid = a["idf"](rng)
    formed = sup != sup.split(" S.")[0] or any(
        k in sup for k in ("Ltda", "E.I.R.L", "S.R.L", "Limitada", "S. en C")
    )
    sid = a["idf"](rng) if formed or rng.random() < 0.5 else a["pid"](rng).split(" ", 1)[1]
    dt = a_day(rng)
    dd = f"{dt:%d/%m/%Y}"
    po = la.digits(
        rng,
        rng.choice(["OC-{Y}-#####", "{n}", "OC ####", "#####-{Y}", "OC{y}-####"])
        .replace("{Y}", f"{dt:%Y}")
        .replace("{y}", f"{dt:%y}")
        .replace("{n}", f"{rng.randint(1, 9999):06d}"),
    )
    cot = la.digits(rng, rng.choice(["COT-####", "#####", "CT-{y}-###"]).replace("{y}", f"{dt:%y}"))
    sol = la.digits(rng, rng.choice(["SP-####", "REQ-#####", "SOL ####"]))
    ink = rng.choice(INKS)
    page = [1]
    stated = stated_of(rng)
    person = f"{rng.choice(LAT_F)} {rng.choice(LAT_L)}"

    def foot() -> None:
        fy = d.h - 32
        d.t(m, fy, f"{buyer} · {a['id']} {bid} · {addr_b} · {city}", 6.4, grey=0.35, maxw=wd - 80)
        d.t(r, fy, f"Página {page[0]}" + (f" de {of}" if of else ""), 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"ORDEN DE COMPRA No. {po} — continuación", 9, b=True)
        return 54

    addr_b = addr()
    # header: buyer centred or left, the number box at the right
    y = 36
    bw = 150
    d.box(r - bw, y, bw, 50, lw=1.2)
    rgb_box(d, r - bw, y, bw, 17, ink)
    rgb_text(d, r - bw / 2, y + 12, "ORDEN DE COMPRA", 10, (1, 1, 1), al="c")
    po_lab = la.pick(rng, "No.|N°|Nro.")
    d.t(r - bw / 2, y + 38, f"{po_lab} {po}", 12, b=True, al="c")
    hx = m
    d.t(hx, y + 14, buyer, rng.uniform(13, 16), b=True)
    d.t(hx, y + 27, f"{a['id']}: {bid}", 8.4)
    d.t(hx, y + 38, f"{addr_b} · {city}", 8, grey=0.3)
    d.t(
        hx,
        y + 49,
        f"Tel. {la.digits(rng, '(#) ### ####')} · compras@{x2.lower().replace(' ', '').replace('í', 'i').replace('é', 'e')}.com",
        8,
        grey=0.3,
    )
    y = 100
    # the form grid: left label/value pairs about the vendor, right the order data
    twist = (
        rng.random() < 0.3
    )  # "Señores:" holds a department; the company is in "Razón social del proveedor"
    rs_only = not twist and rng.random() < 0.3
    if twist:
        left = [
            (
                "Señores:",
                la.pick(rng, "Departamento Comercial|Área de Ventas|Gerencia|Atención al cliente"),
            ),
            ("Razón social del proveedor:", sup),
        ]
    elif rs_only:
        left = [("Razón social del proveedor:", sup)]
    else:
        left = [("Señores:", sup)]
    left += [
        (f"{a['id']}:", sid),
        ("Dirección:", addr()),
        ("Ciudad:", scity),
        ("Teléfono:", la.digits(rng, "(#) ### ####")),
        ("Contacto:", f"{rng.choice(LAT_F)} {rng.choice(LAT_L)}"),
    ]
    if rng.random() < 0.4:
        left.append(("Correo:", f"ventas@{''.join(ch for ch in l1.lower() if ch.isascii())}.com"))
    right = [
        ("Fecha:", dd),
        ("Cotización No.:", cot),
        ("Solicitud No.:", sol),
        ("Centro de costo:", la.pick(rng, "Mantenimiento|Obra 12|Administración|Cocina|Planta")),
        ("Plazo de entrega:", la.pick(rng, "8 días|inmediato|15 días hábiles|según programación")),
        ("Moneda:", {"co": "COP", "pe": "PEN", "ec": "USD", "gt": "GTQ"}[c]),
    ]
    right[1:4] = rng.sample(right[1:4], 3)
    n = max(len(left), len(right))
    rh = rng.choice([14, 15, 16])
    lw1 = 118 if (twist or rs_only) else 70
    ws = [lw1, wd * 0.6 - lw1, 88, wd * 0.4 - 88]
    for k in range(n):
        ll, lv = left[k] if k < len(left) else ("", "")
        rl, rv = right[k] if k < len(right) else ("", "")
        yy = y + k * rh
        d.box(m, yy, ws[0], rh, fill=0.9)
        d.box(m + ws[0] + ws[1], yy, ws[2], rh, fill=0.9)
        d.box(m + ws[0], yy, ws[1], rh)
        d.box(m + ws[0] + ws[1] + ws[2], yy, ws[3], rh)
        d.t(m + 3, yy + rh - 4.5, ll, 7.4, b=True)
        d.t(
            m + ws[0] + 4,
            yy + rh - 4.5,
            lv,
            8.4,
            b=lv == sup,
            maxw=None if lv == sup else ws[1] - 8,
        )
        d.t(m + ws[0] + ws[1] + 3, yy + rh - 4.5, rl, 7.4, b=True)
        d.t(m + ws[0] + ws[1] + ws[2] + 4, yy + rh - 4.5, rv, 8.4, maxw=ws[3] - 8)
    y += n * rh + 12
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng,
                "Sírvanse suministrar los siguientes artículos / servicios:|Favor despachar lo siguiente, de acuerdo con su cotización:|Por medio de la presente solicitamos:",
            ),
            8.6,
            wd,
        )
        + 4
    )
    lines = lines_of(rng, LAT_ITEMS, rng.choice(NS))
    if a["scale"] != 1:
        sc = Decimal(str(a["scale"]))

        def scaled(p: Decimal) -> Decimal:
            if a["places"] == 0:  # whole pesos, to the hundred
                return (p * sc / 100).quantize(Decimal(1)) * 100
            return r2(p * sc)

        lines = [(ds, u, rt, q, scaled(p), r2(q * scaled(p))) for ds, u, rt, q, p, _am in lines]
    body = [
        ([str(i), la.digits(rng, "##-####"), ds, u, qty(q), fm(p), fm(am)], am)
        for i, (ds, u, _rt, q, p, am) in enumerate(lines, 1)
    ]
    wsi = [wd * f for f in (0.05, 0.1, 0.39, 0.08, 0.09, 0.14, 0.15)]
    y = ltable(
        d,
        m,
        y,
        wsi,
        ["Ítem", "Código", "Descripción", "Unidad", "Cantidad", "Valor unitario", "Valor total"],
        body,
        "cllcrrr",
        size=7.8,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 14,
        brk=brk,
        grid=rng.random() < 0.6,
        hrgb=ink if rng.random() < 0.4 else None,
    )
    sub = sum((ln[5] for ln in lines), ZERO)
    disc = (sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100).quantize(
        Decimal(1) if a["places"] == 0 else Decimal("0.01")
    )
    tname, trate = a["tax"]
    tax = ((sub - disc) * trate / 100).quantize(Decimal(1) if a["places"] == 0 else Decimal("0.01"))
    total = sub - disc + tax
    if y + 90 > bottom:
        y = brk()
    y += 6
    if stated:
        rows = [("Subtotal", fm(sub), False)]
        if disc:
            rows.append(("Descuento", fm(disc), False))
        rows.append((f"{tname} {trate}%", fm(tax), False))
        rows.append((la.pick(rng, "TOTAL|TOTAL ORDEN|Valor total|TOTAL A PAGAR"), fm(total), True))
        y = ltot(d, r - 220, r - 4, y, rows, 8.8, rng)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Valores según lista de precios acordada; se liquidará contra remisión de lo efectivamente entregado.",
            8.4,
            wd,
        )
    y += 10
    ship = rng.choice(
        [
            buyer,
            maybe_form(rng, f"Bodega {rng.choice(LAT_X)}", " S.A.S." if c == "co" else " S.A."),
            f"Obra {la.pick(rng, 'Torre 2|Edificio Mirador|Sede Norte')}",
        ]
    )
    bill = rng.choice(
        [buyer, maybe_form(rng, f"Inversiones {l3}", " S.A.S." if c == "co" else " S.A.")]
    )
    for lab, val in [
        ("Lugar de entrega:", f"{ship} — {addr()}, {city}"),
        ("Facturar a:", f"{bill} — {a['id']} {a['idf'](rng)}"),
        (
            "Forma de pago:",
            la.pick(
                rng, "Crédito 30 días|Contado contra entrega|Crédito 45 días|Transferencia 60 días"
            ),
        ),
        ("Observaciones:", "Favor citar el número de esta orden en la factura y la remisión."),
    ]:
        if y > bottom - 14:
            y = brk()
        d.t(m, y + 8, lab, 8, b=True)
        d.t(m + 100, y + 8, val, 8, maxw=wd - 100)
        y += 12
    y += 14
    if y + 50 > bottom:
        y = brk() + 14
    cells = ["Elaboró", "Revisó", "Aprobó", "Recibido proveedor"]
    cw = wd / 4
    for k, cap in enumerate(cells):
        d.box(m + k * cw, y, cw, 44)
        d.t(m + k * cw + 4, y + 10, cap, 7.4, b=True)
        if k == 0:
            d.t(m + 4, y + 38, person, 7.4)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_es_latam_orden_senores(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _lat)


# --------------------------------------------------------------------------- 5 it ordine as a letter, the supplier "Spett.le" in the window

IT_L = "Rossi|Bianchi|Colombo|Ferrari|Esposito|Romano|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Costa|Fontana|Rinaldi|Caruso|Moretti|Barbieri|Lombardi|Galli|Mariani".split(
    "|"
)
IT_F = "Marco|Giulia|Luca|Francesca|Alessandro|Chiara|Davide|Elena|Matteo|Silvia|Paolo|Roberta|Stefano|Valentina".split(
    "|"
)
IT_X = "Adriatica|Padana|Tirrena|Euganea|Brianza|Del Garda|Lariana|Appennino|Dolomiti|Ligure|Sannio|Etna".split(
    "|"
)
IT_SUP_F = [
    "{L} S.r.l.",
    "{L} & C. S.n.c.",
    "{X} Forniture S.p.A.",
    "{L} {L2} S.a.s. di {F} {L}",
    "{X} Imballaggi S.r.l.",
    "Officine {L} S.r.l.",
    "{X} Utensileria S.r.l.s.",
    "F.lli {L} S.n.c.",
    "{L} Group S.p.A.",
    "Cooperativa {X} Soc. Coop.",
]
IT_SUP_B = [
    "Ferramenta {L}",
    "Tipografia {X}",
    "{F} {L}",
    "Officina Meccanica {L}",
    "Elettroforniture {L}",
    "Colorificio {X}",
    "Autoricambi {L}",
    "Idraulica {F} {L}",
    "Cartoleria {X}",
    "Vivai {L}",
]
IT_BUY = [
    "{X} Meccanica|{X} Meccanica S.r.l.",
    "Caseificio {L}|Caseificio {L} S.r.l.",
    "Hotel {X}|Hotel {X} S.r.l.",
    "{L} Arredamenti|{L} Arredamenti S.p.A.",
    "Cantina {X}|Cantina {X} Soc. Agr. Coop.",
    "Studio Dentistico {L}",
    "{X} Plastica|{X} Plastica S.p.A.",
]
IT_CITY = [
    ("Bergamo", "24126", "BG"),
    ("Brescia", "25124", "BS"),
    ("Modena", "41122", "MO"),
    ("Vicenza", "36100", "VI"),
    ("Treviso", "31100", "TV"),
    ("Parma", "43122", "PR"),
    ("Lecco", "23900", "LC"),
    ("Padova", "35129", "PD"),
    ("Novara", "28100", "NO"),
    ("Pesaro", "61122", "PU"),
    ("Bari", "70126", "BA"),
    ("Torino", "10156", "TO"),
]
IT_STR = "Via Roma|Via dell'Industria|Via G. Marconi|Viale Europa|Via dell'Artigianato|Via Enrico Fermi|Zona Industriale, Via|Via Cesare Battisti|Corso Italia".split(
    "|"
)
IT_ITEMS = [
    ("Cuscinetto a sfere", "6205 2RS|6308 ZZ|6002 2Z", "pz", 22, 3.2, 19),
    ("Vite TCEI UNI 5931", "M8x25 (conf. 100)|M10x40 (conf. 50)", "conf", 22, 7, 26),
    ("Olio idraulico ISO 46", "fusto 200 l|tanica 20 l", "pz", 22, 65, 540),
    ("Nastro adesivo imballo", "50 mm x 66 m avana|50 mm x 132 m trasparente", "rot", 22, 0.9, 2.8),
    ("Carta per fotocopie A4", "80 g/m², risma 500 ff.", "ris", 22, 3.4, 5.2),
    ("Guanti in nitrile", "taglia M (conf. 100)|taglia L (conf. 100)", "conf", 22, 4.9, 9.5),
    ("Manodopera tecnico specializzato", "", "ore", 22, 32, 48),
    ("Diritto di chiamata", "", "nr", 22, 35, 70),
    ("Cartone ondulato doppia onda", "600x400x400|400x300x250", "pz", 22, 0.7, 2.4),
    ("Latte intero fresco", "lt 1", "lt", 10, 0.95, 1.35),
    ("Mozzarella per pizzeria", "filone 1 kg", "kg", 10, 5.2, 7.8),
    ("Pellet in legno", "sacco 15 kg", "sac", 22, 4.8, 7.2),
    (
        "Manutenzione impianto di condizionamento",
        "semestrale|straordinaria",
        "a corpo",
        22,
        220,
        1200,
    ),
    ("Pannello truciolare nobilitato", "18 mm 2800x2070 bianco|18 mm rovere", "pz", 22, 38, 72),
    ("Detergente sgrassatore", "tanica 5 kg|tanica 10 kg", "pz", 22, 9, 26),
]


def _it_name(rng: random.Random) -> tuple[str, str, str]:
    l1, l2, l3 = rng.sample(IT_L, 3)
    x1, x2 = rng.sample(IT_X, 2)
    f = rng.choice(IT_F)
    sup = formed_or_bare(rng, IT_SUP_F, IT_SUP_B).format(L=l1, L2=l2, X=x1, F=f)
    buyer = rng.choice(rng.choice(IT_BUY).split("|")).format(L=l3, X=x2)
    return sup, buyer, x2


def piva(rng: random.Random) -> str:
    return f"{rng.randint(0, 4):02d}{rng.randint(100000000, 999999999)}"


def _it_spett(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, WEST))
    m = rng.uniform(50, 64)
    r = d.w - m
    wd = r - m
    bottom = d.h - 74
    sup, buyer, x2 = _it_name(rng)
    legal = (
        buyer
        if any(k in buyer for k in ("S.r.l.", "S.p.A.", "Coop."))
        else buyer
        + la.pick(rng, " S.r.l.| di " + rng.choice(IT_F) + " " + rng.choice(IT_L) + "| S.a.s.")
    )
    (city, cap, pr), (scity, scap, spr) = rng.sample(IT_CITY, 2)
    bstreet = f"{rng.choice(IT_STR)} {rng.randint(1, 90)}"
    ink = rng.choice(INKS)
    dt = a_day(rng)
    dd = f"{dt:%d/%m/%Y}"
    po = la.digits(
        rng,
        rng.choice(["{Y}/####", "ORD-{y}-###", "###/{y}", "OA{y}#####", "A-####"])
        .replace("{y}", f"{dt:%y}")
        .replace("{Y}", f"{dt:%Y}"),
    )
    offer = la.digits(
        rng, rng.choice(["###/{y}", "OFF-####", "PR ####"]).replace("{y}", f"{dt:%y}")
    )
    rda = la.digits(
        rng, rng.choice(["RdA ####", "RDA-{y}-###", "Rich. n. ###"]).replace("{y}", f"{dt:%y}")
    )
    person = f"{rng.choice(IT_F)} {rng.choice(IT_L)}"
    web = fold(buyer.split()[0] + x2)
    page = [1]
    stated = stated_of(rng)
    pi = piva(rng)
    foot_lines = [
        f"{legal} – Sede legale: {bstreet}, {cap} {city} ({pr})",
        f"P.IVA e C.F. {pi} – R.E.A. {pr}-{rng.randint(100000, 499999)} – Cap. Soc. € {rng.choice(['10.000,00', '50.000,00 i.v.', '100.000,00 i.v.', '1.200.000,00 i.v.'])}",
    ]

    def foot() -> None:
        fy = d.h - 48
        d.line(m, fy - 9, r, fy - 9, 0.4)
        for j, s in enumerate(foot_lines):
            d.t(d.w / 2, fy + j * 8.5, s, 6.4, al="c", grey=0.3)
        d.t(r, fy - 13, f"pag. {page[0]}" + (f"/{of}" if of else ""), 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Segue ordine n. {po} del {dd}", 9, b=True)
        return 62

    # letterhead at the top, centred or left, with a monogram
    big = rng.uniform(16, 21)
    centred = rng.random() < 0.5
    mono = "".join(w[0] for w in buyer.split()[:2]).upper()
    if centred:
        cx = d.w / 2
        d.c.setFillColorRGB(*ink)
        d.c.circle(cx, d.h - 46, 15, stroke=0, fill=1)
        rgb_text(d, cx, 51, mono, 12, (1, 1, 1), al="c")
        rgb_text(d, cx, 82, buyer, big, ink, al="c")
        d.t(
            cx,
            95,
            f"{bstreet} – {cap} {city} ({pr}) – Tel. 0{la.digits(rng, '## ######')} – www.{web}.it",
            7.4,
            al="c",
            grey=0.3,
        )
        d.line(m, 103, r, 103, 0.6)
    else:
        d.c.setFillColorRGB(*ink)
        d.c.circle(m + 17, d.h - 56, 17, stroke=0, fill=1)
        rgb_text(d, m + 17, 61, mono, 13, (1, 1, 1), al="c")
        rgb_text(d, m + 44, 56, buyer, big, ink)
        d.t(m + 44, 69, f"{bstreet} – {cap} {city} ({pr})", 7.6, grey=0.3)
        d.t(m + 44, 79, f"Tel. 0{la.digits(rng, '## ######')} – acquisti@{web}.it", 7.6, grey=0.3)
        d.line(m, 92, r, 92, 0.6)
    # the window at the right, the order data at the left
    wx = d.w - rng.uniform(250, 270)
    wy = rng.uniform(130, 146)
    glue = rng.random()
    win = []
    if glue < 0.25:
        win.append(f"Spett.le {sup}")
        bold = False
    elif glue < 0.35:
        win += ["Spett.le Ditta", sup]
        bold = True
    else:
        win += [la.pick(rng, "Spett.le|Spett.le|Spett. le|Alla cortese attenzione di"), sup]
        bold = True
    if rng.random() < 0.4:
        win.append(
            f"c.a. {la.pick(rng, 'Sig.|Sig.ra|Sig.')} {rng.choice(IT_L)}"
            if rng.random() < 0.7
            else "c.a. Ufficio commerciale"
        )
    win += [f"{rng.choice(IT_STR)} {rng.randint(1, 140)}", f"{scap} {scity} ({spr})"]
    if rng.random() < 0.3:
        win.append(la.pick(rng, "via PEC|Invio a mezzo e-mail|Anticipato via e-mail"))
    for j, s in enumerate(win):
        is_name = s == sup
        d.t(wx, wy + j * 12.5, s, 10, b=is_name and bold and rng.random() < 0.6)
    po_lab = la.pick(rng, "Ordine n.|Ordine nr.|N. ordine|Ordine di acquisto n.")
    data = [
        (po_lab, po),
        ("Data", dd),
        ("Vs. offerta", f"{offer} del {(dt - timedelta(days=rng.randint(3, 30))):%d/%m/%Y}"),
        ("Ns. rif.", rda),
        ("Cod. fornitore", la.digits(rng, "F####")),
    ]
    data[2:] = rng.sample(data[2:], 3)
    for j, (lab, val) in enumerate(data):
        d.t(m, wy + j * 12, lab, 8, grey=0.3)
        d.t(m + 80, wy + j * 12, val, 8.6, b=lab == po_lab)
    y = max(wy + len(win) * 12.5, wy + len(data) * 12) + 24
    d.t(
        m,
        y,
        f"{city}, {dt.day} {['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'][dt.month - 1]} {dt.year}",
        9,
    )
    y += 20
    subj = la.pick(
        rng,
        f"Oggetto: ordine n. {po}|Oggetto: ordine di fornitura|OGGETTO: ORDINE MATERIALE – Vs. offerta {offer}|Oggetto: conferimento ordine",
    )
    d.t(m, y, subj, 9.6, b=True)
    y += 14
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng,
                "Con la presente Vi ordiniamo quanto segue, alle condizioni concordate:|Facendo seguito alla Vs. offerta, Vi preghiamo di fornirci il seguente materiale:|Vi trasmettiamo il nostro ordine per la fornitura di:",
            ),
            9,
            wd,
        )
        + 4
    )
    lines = lines_of(rng, IT_ITEMS, rng.choice(NS))
    body = [
        ([str(i), desc, unit, qty(q), eu(p), str(rt), eu(am)], am)
        for i, (desc, unit, rt, q, p, am) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.45, 0.08, 0.09, 0.12, 0.07, 0.13)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Pos.", "Descrizione", "U.M.", "Q.tà", "Prezzo €", "IVA", "Importo €"],
        body,
        "cllrrcr",
        size=8,
        rowh=rng.choice([15, 16, 18]),
        bottom=bottom - 14,
        brk=brk,
        grid=rng.random() < 0.4,
        carry=("A riportare", "Riporto", eu, 1, 6) if rng.random() < 0.5 else None,
    )
    base = {}
    for ln in lines:
        base[ln[2]] = base.get(ln[2], ZERO) + ln[5]
    trasp = Decimal(rng.choice([0, 0, 15, 25, 40]))
    if trasp:
        base[22] = base.get(22, ZERO) + trasp
    taxes = {rt: r2(b * rt / 100) for rt, b in base.items()}
    imp = sum(base.values(), ZERO)
    total = imp + sum(taxes.values(), ZERO)
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Totale merce", eu(sum((ln[5] for ln in lines), ZERO)), False)]
        if trasp:
            rows.append(("Spese di trasporto", eu(trasp), False))
        rows.append(("Imponibile", eu(imp), False))
        for rt in sorted(taxes, reverse=True):
            rows.append((f"IVA {rt}%", eu(taxes[rt]), False))
        rows.append(
            (
                la.pick(rng, "Totale ordine|TOTALE ORDINE €|Totale complessivo|Totale documento"),
                eu(total),
                True,
            )
        )
        y = ltot(d, r - 220, r - 4, y, rows, 8.8, rng)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prezzi come da listino concordato; l'importo sarà determinato in base alle quantità effettivamente consegnate.",
            8.6,
            wd,
        )
    y += 10
    ship = rng.choice(
        [
            f"nostro magazzino di {bstreet}, {city}",
            f"c/o {maybe_form(rng, 'Logistica ' + rng.choice(IT_X), ' S.r.l.')}, {rng.choice(IT_STR)} {rng.randint(1, 60)}, {scity}",
            f"cantiere di {rng.choice(IT_STR)} {rng.randint(1, 60)}, {city}",
        ]
    )
    for t in [
        f"Consegna: {la.pick(rng, 'entro 15 gg|entro il ' + f'{(dt + timedelta(days=rng.randint(7, 40))):%d/%m/%Y}' + '|pronta')}, franco {ship}.",
        f"Pagamento: {la.pick(rng, 'bonifico 60 gg d.f.f.m.|Ri.Ba. 30/60 gg d.f.|rimessa diretta 30 gg')}; fattura elettronica intestata a {legal}, codice SDI {la.digits(rng, '@@@@@@@')}.",
        "Vi preghiamo di restituirci copia del presente ordine firmata per accettazione e di citare il numero d'ordine in DDT e fattura.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 8.4, wd) + 2
    y += 10
    if y + 70 > bottom:
        y = brk()
    d.t(m, y + 8, "Distinti saluti.", 9)
    d.t(r - 170, y + 24, legal, 8.4, maxw=170)
    d.t(
        r - 170,
        y + 36,
        la.pick(rng, "Ufficio Acquisti|Il Responsabile Acquisti|L'Amministratore"),
        8.4,
    )
    d.sign(r - 170, y + 62, 170, person)
    if rng.random() < 0.5:
        d.sign(m, y + 62, 170, "Timbro e firma per accettazione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_it_ordine_spettle_finestra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it_spett)


# --------------------------------------------------------------------------- 6 it ordine di acquisto as a form: Fornitore | Cod. fornitore | P.IVA

IT_TERZI = ["Galvanica {X}", "Verniciatura {L}", "Trasporti {L}", "Magazzini {X}", "Stampaggio {L}"]


def _it_form(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, WEST))
    m = rng.uniform(30, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    sup, buyer, x2 = _it_name(rng)
    (city, cap, pr), (scity, scap, spr) = rng.sample(IT_CITY, 2)
    bstreet = f"{rng.choice(IT_STR)} {rng.randint(1, 90)}"
    ink = rng.choice(INKS)
    dt = a_day(rng)
    dd = f"{dt:%d/%m/%Y}" if rng.random() < 0.7 else f"{dt:%d.%m.%y}"
    po = la.digits(
        rng,
        rng.choice(["OA/{y}/#####", "{Y}-OA-####", "####", "OF{y}-####", "PO-######"])
        .replace("{y}", f"{dt:%y}")
        .replace("{Y}", f"{dt:%Y}"),
    )
    rda = la.digits(
        rng, rng.choice(["RDA/{y}/####", "R####", "RdA ###"]).replace("{y}", f"{dt:%y}")
    )
    offer = la.digits(rng, rng.choice(["###/{y}", "OFF####", "Q-####"]).replace("{y}", f"{dt:%y}"))
    commessa = la.digits(
        rng, rng.choice(["C{y}-###", "COMM. ####", "J####"]).replace("{y}", f"{dt:%y}")
    )
    vcode = la.digits(rng, rng.choice(["F0####", "40####", "#####"]))
    spi = piva(rng)
    pi = piva(rng)
    person = f"{rng.choice(IT_F)} {rng.choice(IT_L)}"
    page = [1]
    stated = stated_of(rng)
    terzo = maybe_form(
        rng,
        rng.choice(IT_TERZI).format(X=rng.choice(IT_X), L=rng.choice(IT_L)),
        la.pick(rng, " S.r.l.| S.n.c.| S.p.A."),
    )
    fatt = rng.choice(
        [
            buyer,
            maybe_form(rng, f"{buyer.split()[0]} Holding", " S.p.A."),
            maybe_form(rng, f"{x2} Servizi Amministrativi", " S.r.l."),
        ]
    )
    form_code = f"Mod. ACQ-{rng.randint(1, 9):02d} rev. {rng.randint(1, 6)}"

    def foot() -> None:
        fy = d.h - 30
        d.t(m, fy, f"{buyer} – P.IVA {pi} – {form_code}", 6.4, grey=0.4)
        d.t(r, fy, f"Pagina {page[0]}" + (f" di {of}" if of else ""), 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"ORDINE DI ACQUISTO N. {po} del {dd} (segue)", 9, b=True)
        return 54

    # buyer at top-left, the title bar and the number box at the right
    y = 34
    d.t(m, y + 12, buyer, rng.uniform(12, 15), b=True)
    d.t(m, y + 24, f"{bstreet} – {cap} {city} ({pr})", 7.6, grey=0.3)
    d.t(m, y + 34, f"P.IVA {pi} – Tel. 0{la.digits(rng, '## #######')}", 7.6, grey=0.3)
    bw = 160
    d.box(r - bw, y, bw, 44, lw=1)
    po_lab = la.pick(rng, "N. ordine|Numero|Ordine N.|N°")
    d.t(r - bw + 5, y + 12, po_lab, 7.2, grey=0.35)
    d.t(r - 5, y + 14, po, 11, b=True, al="r")
    d.line(r - bw, y + 22, r, y + 22, 0.5)
    d.t(r - bw + 5, y + 35, "Data", 7.2, grey=0.35)
    d.t(r - 5, y + 36, dd, 9.5, al="r")
    y = 88
    rgb_box(d, m, y, wd, 20, ink)
    rgb_text(
        d,
        m + 6,
        y + 14,
        la.pick(rng, "ORDINE DI ACQUISTO|ORDINE A FORNITORE|ORDINE DI ACQUISTO MATERIALI"),
        11,
        (1, 1, 1),
    )
    y += 28
    vertical = rng.random() < 0.4
    flabel = la.pick(rng, "Fornitore|Fornitore|Ragione sociale fornitore")
    saddr = f"{rng.choice(IT_STR)} {rng.randint(1, 150)} – {scap} {scity} ({spr})"
    if not vertical:
        ws = [wd * 0.52, wd * 0.2, wd * 0.28]
        y = lrow(
            d,
            m,
            y,
            ws,
            [flabel, "Cod. fornitore", "P.IVA"],
            "lll",
            h=14,
            size=7.4,
            b=True,
            fill=0.86,
        )
        y = lrow(
            d,
            m,
            y,
            ws,
            [sup, vcode, ("IT" if rng.random() < 0.5 else "") + spi],
            "lll",
            h=18,
            size=9.4,
        )
        y = lrow(
            d,
            m,
            y,
            [wd * 0.72, wd * 0.28],
            [f"Indirizzo: {saddr}", f"Tel. 0{la.digits(rng, '## #######')}"],
            "ll",
            h=15,
            size=8,
        )
    else:
        lw_ = 110
        for lab, val, h in [
            (flabel, sup, 18),
            ("Cod. fornitore", vcode, 15),
            ("P.IVA", spi, 15),
            ("Indirizzo", saddr, 15),
            (
                "Referente",
                f"{rng.choice(IT_F)} {rng.choice(IT_L)} – {la.pick(rng, 'ordini|commerciale|vendite')}@{''.join(ch for ch in sup.split()[0].lower() if ch.isalpha())}.it",
                15,
            ),
        ]:
            d.box(m, y, lw_, h, fill=0.9, stroke=False)
            y = lrow(d, m, y, [lw_, wd * 0.62 - lw_], [lab, ""], "ll", h=h, size=7.6, b=True)
            d.t(m + lw_ + 4, y - h / 2 + 3.4, val, 9.2 if lab == flabel else 8.2)
        # the order references at the right of the supplier table
        rx = m + wd * 0.62 + 10
        refs = [
            ("Rif. RdA", rda),
            ("Vs. offerta", offer),
            ("Commessa", commessa),
            ("Buyer", person),
        ]
        for j, (lab, val) in enumerate(refs):
            d.t(rx, y - 71 + j * 18, lab, 7, grey=0.35)
            d.t(rx, y - 71 + j * 18 + 9, val, 8.6)
    y += 10
    gap = 10
    cw = (wd - gap) / 2
    dest = rng.choice(
        [
            [
                buyer,
                f"Magazzino {la.pick(rng, 'centrale|ricambi|materie prime')}",
                bstreet,
                f"{cap} {city} ({pr})",
            ],
            [
                terzo,
                f"(c/o terzista per {buyer})",
                f"{rng.choice(IT_STR)} {rng.randint(1, 80)}",
                f"{scap} {scity} ({spr})",
            ],
            [
                f"Cantiere {la.pick(rng, 'Residenza Aurora|Capannone B|Scuola primaria')}",
                f"{rng.choice(IT_STR)} {rng.randint(1, 80)}",
                f"{cap} {city}",
            ],
        ]
    )
    inte = [
        fatt,
        f"{bstreet} – {cap} {city}",
        f"P.IVA {pi if fatt == buyer else piva(rng)}",
        f"SDI {la.digits(rng, '@@@@@@@')} – PEC amministrazione@pec.{x2.lower().replace(' ', '')}.it",
    ]
    h = 13 + max(len(dest), len(inte)) * 11 + 6
    blocks = [("Destinatario merce", dest), ("Intestatario fattura", inte)]
    if rng.random() < 0.4:
        blocks.reverse()
    for k, (cp_, rows) in enumerate(blocks):
        capbox(d, m + k * (cw + gap), y, cw, cp_, rows, h=h, size=8, bold_first=rng.random() < 0.5)
    y += h + 8
    conds = [
        ("Pagamento", la.pick(rng, "B.B. 60 gg d.f.f.m.|Ri.Ba. 90 gg d.f.|R.D. 30 gg")),
        ("Resa", la.pick(rng, "Franco destino|Franco ns. stabilimento|Porto assegnato|DAP")),
        ("Trasporto a cura", la.pick(rng, "Fornitore|Vettore|Destinatario")),
        ("Consegna richiesta", f"{(dt + timedelta(days=rng.randint(5, 45))):%d/%m/%Y}"),
    ]
    if not vertical:
        conds = [("Rif. RdA", rda), ("Vs. offerta", offer), ("Commessa", commessa)] + conds
    ws = [wd / len(conds)] * len(conds)
    y = d.grid(m, y, ws, [c_[0] for c_ in conds], [c_[1] for c_ in conds], size=8) + 10
    lines = lines_of(rng, IT_ITEMS, rng.choice(NS))
    disc = rng.random() < 0.5
    body = []
    for i, (desc, unit, rt, q, p, am) in enumerate(lines, 1):
        sc = Decimal(rng.choice([0, 0, 5, 10, 15])) if disc else ZERO
        a2 = r2(am * (100 - sc) / 100)
        cells = (
            [str(i * 10), la.digits(rng, "@@-#####"), desc, unit, qty(q), eu(p)]
            + ([f"{sc:.0f}" if sc else ""] if disc else [])
            + [eu(a2), f"{(dt + timedelta(days=rng.randint(5, 45))):%d/%m}"]
        )
        body.append((cells, a2, rt))
    heads = (
        ["Pos", "Codice", "Descrizione", "UM", "Q.tà", "Prezzo"]
        + (["Sc.%"] if disc else [])
        + ["Importo", "Cons."]
    )
    fr = (0.05, 0.11, 0.38, 0.06, 0.07, 0.1) + ((0.06,) if disc else ()) + (0.12, 0.08)
    ws = [wd * f / sum(fr) for f in fr]
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        [(c_, a_) for c_, a_, _ in body],
        "cllcrr" + ("c" if disc else "") + "rc",
        size=7.6,
        rowh=rng.choice([14, 15, 16]),
        bottom=bottom - 14,
        brk=brk,
        grid=True,
        hrgb=ink if rng.random() < 0.3 else None,
    )
    merce = sum((a_ for _c, a_, _r in body), ZERO)
    trasp = Decimal(rng.choice([0, 0, 20, 35, 60]))
    base = {}
    for _c, a_, rt in body:
        base[rt] = base.get(rt, ZERO) + a_
    if trasp:
        base[22] = base.get(22, ZERO) + trasp
    taxes = {rt: r2(b * rt / 100) for rt, b in base.items()}
    total = merce + trasp + sum(taxes.values(), ZERO)
    if y + 60 > bottom:
        y = brk()
    y += 8
    if stated:
        labs = (
            ["Totale merce", "Spese di trasporto", "Imponibile"]
            + [f"IVA {rt}%" for rt in sorted(taxes, reverse=True)]
            + [la.pick(rng, "TOTALE ORDINE|Totale documento|Totale ordine €")]
        )
        vals = (
            [eu(merce), eu(trasp), eu(merce + trasp)]
            + [eu(taxes[rt]) for rt in sorted(taxes, reverse=True)]
            + [eu(total)]
        )
        if rng.random() < 0.5:
            ws = [wd / len(labs)] * len(labs)
            y = d.grid(m, y, ws, labs, vals, size=8.4) + 8
            d.box(m + sum(ws[:-1]), y - 8 - 17.5, ws[-1], 17.5, lw=1.6)
        else:
            y = ltot(
                d,
                r - 220,
                r - 4,
                y,
                [(lb, v, k == len(labs) - 1) for k, (lb, v) in enumerate(zip(labs, vals))],
                8.6,
                rng,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Ordine aperto a consegne ripartite: prezzi unitari come da listino concordato, importo secondo le quantità effettivamente richiamate.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Citare il numero d'ordine su DDT e fattura. La merce deve essere accompagnata da certificato di conformità ove previsto.",
        "Il fornitore è tenuto a restituire copia del presente ordine firmata per accettazione entro 5 giorni.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd)
    y += 12
    if y + 50 > bottom:
        y = brk()
    cw3 = wd / 3
    for k, lab in enumerate(
        ["Emesso da", "Approvato da", "Per accettazione (timbro e firma del fornitore)"]
    ):
        d.box(m + k * cw3, y, cw3, 44)
        d.t(m + k * cw3 + 4, y + 10, lab, 7.2, b=True, maxw=cw3 - 8)
        if k == 0:
            d.t(m + 4, y + 36, person, 8)
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_it_ordine_acquisto_modulo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it_form)


# --------------------------------------------------------------------------- 7 zh-Hans ERP 采购订单 with a dense header grid

ZH_C = [
    "苏州",
    "宁波",
    "东莞",
    "佛山",
    "无锡",
    "合肥",
    "郑州",
    "成都",
    "青岛",
    "厦门",
    "天津",
    "长沙",
]
ZH_Q = ["宝安区", "萧山区", "南海区", "江宁区", "相城区", "长安镇", "龙岗区", "黄岛区", "滨江区"]
ZH_B = "华丰 金瑞 永祥 宏达 鑫盛 嘉诚 恒泰 众鑫 利源 德润 盛通 远航 汇丰 联发 泰和 新宇".split()
ZH_SUP_F = [
    "{c}{b}包装材料有限公司",
    "{c}市{b}机电设备有限公司",
    "{b}（{c}）化工有限公司",
    "{c}{b}电子科技有限公司",
    "{c}{b}贸易有限公司",
    "{c}{b}五金制品有限公司",
    "{b}新材料股份有限公司",
    "{c}{b}劳保用品有限公司",
]
ZH_SUP_B = [
    "{c}市{q}{b}五金经营部",
    "{c}{b}劳保用品店",
    "{c}{q}{b}塑料制品厂",
    "{b}办公用品商行",
    "{c}{b}电器经营部",
    "{q}{b}纸箱厂",
    "{c}市{b}轴承店",
    "{c}{q}{b}机械配件经营部",
    "{b}标准件厂",
    "{c}{b}化工经营部",
]
ZH_BUY = [
    "{c}{b}精密制造有限公司",
    "{c}{b}电器股份有限公司",
    "{c}{b}食品有限公司",
    "{c}{b}汽车零部件有限公司",
    "{c}{b}家居用品有限公司",
    "{c}{b}医疗器械有限公司",
]
ZH_ITEMS = [
    ("瓦楞纸箱", "五层 600×400×400|三层 400×300×250", "个", 1.8, 6.5),
    ("PE缠绕膜", "50cm×20μm|45cm×23μm", "卷", 28, 46),
    ("不锈钢六角螺栓", "M10×40 A2-70|M8×25 A2-70", "千个", 180, 420),
    ("深沟球轴承", "6205-2RS|6003ZZ|6308-2Z", "个", 4.5, 28),
    ("工业酒精", "95% 20L|99% 25L", "桶", 95, 180),
    ("防静电手套", "S|M|L", "双", 1.2, 3.6),
    ("ABS塑料粒子", "PA-757 本色|HI-121H", "千克", 11, 16),
    ("铜芯电缆", "YJV 3×4mm²|RVV 2×1.5mm²", "米", 3.2, 18),
    ("A4复印纸", "70g 500张/包|80g 500张/包", "箱", 105, 160),
    ("液压油", "46# 18L|68# 200L", "桶", 210, 2600),
    ("气缸", "SC63×100|MAL25×50", "个", 85, 320),
    ("标签纸", "100×50mm 1000张/卷", "卷", 9, 18),
    ("切削液", "半合成 18L", "桶", 320, 560),
    ("劳保鞋", "防砸防刺穿 42码|防砸防刺穿 40码", "双", 65, 138),
]


def kvgrid(
    pdf: cj.Pdf,
    x: float,
    y: float,
    wd: float,
    rows: list[list[tuple[str, str, int]]],
    *,
    lw: float,
    h: float,
    size: float,
    fill: Color,
) -> float:
    """A ruled grid of label / value cells, three pairs a row; a pair may span more slots."""
    slot = wd / 3
    for row in rows:
        cx = x
        for lab, val, span in row:
            w = slot * span
            pdf.rect(cx, y, lw, h, fill=fill, lw=0.5)
            pdf.rect(cx + lw, y, w - lw, h, lw=0.5)
            pdf.text(cx + 3, y + h / 2 + size * 0.36, lab, size - 0.6, maxw=lw - 5)
            pdf.text(cx + lw + 4, y + h / 2 + size * 0.36, val, size, maxw=w - lw - 8)
            cx += w
        y += h
    return y


def _zh_erp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.4
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(24, 36)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 34
    c1, c2 = rng.sample(ZH_C, 2)
    b1, b2 = rng.sample(ZH_B, 2)
    sup = formed_or_bare(rng, ZH_SUP_F, ZH_SUP_B).format(c=c1, b=b1, q=rng.choice(ZH_Q))
    buyer = rng.choice(ZH_BUY).format(c=c2, b=b2)
    d = cj.a_date(rng)
    ds = rng.choice(["iso", "slash", "cn0"])
    po = cj.number(
        rng, d, "PO{Y}{m}{d}{n4}|CGDD-{Y}{m}-{n5}|CG{y}{m}{n5}|POR{Y}{n6}|{Y}{m}{d}-{n3}"
    )
    qg = cj.number(rng, d, "QG{Y}{m}{n4}|PR{y}{m}{d}{n3}|REQ-{n6}")
    ht = cj.number(rng, d, "HT-{Y}-{n4}|KJ{Y}{n3}|CGHT{y}{n4}") if rng.random() < 0.8 else ""
    vcode = cj.number(rng, d, "V{n5}|GYS{n4}|20{n4}")
    fill = rng.choice([PALE, Color(0.9, 0.94, 0.98), Color(0.95, 0.95, 0.88)])
    page = [1]
    stated = stated_of(rng)
    printed = (
        f"{d:%Y-%m-%d} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    )
    buyer_p = cj.person(rng)
    sup_lab = cj.pick(rng, "供应商名称|供应商|供货单位|供应商全称")
    po_lab = cj.pick(rng, "订单编号|采购订单号|单据编号|订单号")

    def top(first: bool) -> float:
        pdf.text(m, 22, f"打印时间：{printed}　打印人：{buyer_p}", 7, colour=GREY)
        s = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, 22, s, 7.5, align="r", colour=GREY)
        pdf.text(pdf.w / 2, 44, buyer, 13 if first else 10, align="c", bold=True)
        pdf.text(
            pdf.w / 2,
            68 if first else 62,
            "采 购 订 单" if first else f"采购订单（续）　{po_lab}：{po}",
            17 if first else 10,
            align="c",
            bold=first,
        )
        if first:
            pdf.line(pdf.w / 2 - 56, 72, pdf.w / 2 + 56, 72, lw=0.8)
            pdf.line(pdf.w / 2 - 56, 74.5, pdf.w / 2 + 56, 74.5, lw=0.5)
        return 84 if first else 72

    def brk() -> float:
        pdf.new_page()
        page[0] += 1
        return top(False)

    y = top(True)
    wh = cj.pick(rng, "原材料仓|五金仓|包材仓|成品仓|一号仓库|辅料仓")
    rows = [
        [
            (po_lab, po, 1),
            ("订单日期", cj.fdate(d, ds), 1),
            ("单据状态", cj.pick(rng, "已审核|已审核|已批准|执行中"), 1),
        ],
        [(sup_lab, sup, 2), ("供应商编码", vcode, 1)],
        [
            ("采购员", buyer_p, 1),
            ("采购部门", cj.pick(rng, "采购部|供应链部|物控部|采购中心"), 1),
            ("收货仓库", wh, 1),
        ],
        [
            ("结算方式", cj.pick(rng, "月结30天|月结60天|电汇|承兑汇票|货到付款"), 1),
            ("币　　种", "人民币", 1),
            ("税　　率", "13%", 1),
        ],
        [
            ("请购单号", qg, 1),
            ("合同号", ht, 1),
            ("交货日期", cj.fdate(cj.later(rng, d, 3, 30), ds), 1),
        ],
        [
            ("供方联系人", cj.person(rng), 1),
            ("联系电话", cj.mobile(rng), 1),
            ("传　　真", cj.zh_tel(rng), 1),
        ],
    ]
    ship = rng.choice(
        [
            f"{buyer}{wh}",
            f"{cj.pick(rng, c2 + b2 + '物流有限公司|' + c2 + '顺安仓储|第三方仓（' + rng.choice(ZH_B) + '物流）')}",
            f"{buyer}二厂",
        ]
    )
    rows.append(
        [("收货地址", f"{cj.zh_addr(rng)}　{ship}　收货人：{cj.person(rng)} {cj.mobile(rng)}", 3)]
    )
    mid = rows[1:6]
    rng.shuffle(mid)
    rows = [rows[0], *mid, rows[6]]
    lw = rng.choice([56, 62, 70])
    y = kvgrid(pdf, m, y, wd, rows, lw=lw, h=rng.choice([17, 18, 20]), size=8, fill=fill) + 8
    lines = []
    for _ in range(rng.choice(NS)):
        name, specs, unit, lo, hi = rng.choice(ZH_ITEMS)
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        q = Decimal(
            rng.choice([1, 2, 5, 10, 20, 50, 100, 200, 500] if hi < 100 else [1, 2, 3, 5, 10])
        )
        incl = r2(q * p)
        net = r2(incl / Decimal("1.13"))
        lines.append(
            (
                cj.number(rng, d, "1.01.{n4}|WL{n6}|3{n7}"),
                name,
                rng.choice(specs.split("|")),
                unit,
                q,
                p,
                net,
                incl - net,
                incl,
            )
        )
    body = []
    for i, (code, name, spec, unit, q, p, net, tax, incl) in enumerate(lines, 1):
        if land:
            cells = [
                str(i),
                code,
                name,
                spec,
                unit,
                f"{q:,.0f}",
                cj.money(p),
                "13%",
                cj.money(net),
                cj.money(tax),
                cj.money(incl),
                cj.fdate(cj.later(rng, d, 3, 30), "iso"),
            ]
        else:
            cells = [
                str(i),
                code,
                f"{name} {spec}",
                unit,
                f"{q:,.0f}",
                cj.money(p),
                cj.money(net),
                cj.money(tax),
                cj.money(incl),
            ]
        body.append((cells, incl))
    if land:
        heads = [
            "行号",
            "物料编码",
            "物料名称",
            "规格型号",
            "单位",
            "数量",
            "含税单价",
            "税率",
            "不含税金额",
            "税额",
            "价税合计",
            "交货日期",
        ]
        ws = cj.rel(wd, [4, 9, 13, 14, 4, 6, 8, 5, 9, 8, 9, 9])
        al = "cllllrrcrrrc"
    else:
        heads = [
            "行号",
            "物料编码",
            "物料名称/规格",
            "单位",
            "数量",
            "含税单价",
            "金额",
            "税额",
            "价税合计",
        ]
        ws = cj.rel(wd, [5, 11, 26, 5, 7, 10, 11, 10, 12])
        al = "cllcrrrrr"
    rowh = rng.choice([16, 17, 19])
    sub = ("本页小计", cj.money, 2, len(heads) - (2 if land else 1)) if rng.random() < 0.6 else None
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        al,
        rowh=rowh,
        size=7.4,
        bottom=bottom - 20,
        brk=brk,
        sub=sub,
        fill=fill,
        hh=18,
    )
    total = sum((ln[8] for ln in lines), ZERO)
    tnet = sum((ln[6] for ln in lines), ZERO)
    ttax = total - tnet
    if y + 3 * rowh + 70 > bottom:
        y = brk() + 6
    if stated:
        qsum = sum((ln[4] for ln in lines), ZERO)
        cells = [""] * len(heads)
        cells[2] = "合　计"
        cells[5 if land else 4] = f"{qsum:,.0f}"
        cells[-4 if land else -3] = cj.money(tnet)
        cells[-3 if land else -2] = cj.money(ttax)
        cells[-2 if land else -1] = cj.money(total)
        y = crow(pdf, m, y, ws, cells, al, h=rowh, size=7.6, bold=True, fill=fill)
        y = crow(
            pdf,
            m,
            y,
            [wd * 0.7, wd * 0.3],
            [f"价税合计（大写）：{cj.daxie(total)}", f"（小写）¥{cj.money(total)}"],
            "lr",
            h=rowh + 2,
            size=8,
        )
    else:
        y = crow(
            pdf,
            m,
            y,
            [wd],
            ["本单为框架订单，按实际入库数量及上表单价结算，不列合计金额。"],
            "l",
            h=rowh + 2,
            size=8,
        )
    y += 14
    notes = [
        "备注：1. 送货单须注明本订单编号及物料编码，发票随货或月结时提供13%增值税专用发票；",
        "2. 来料需附出厂检验报告，IQC检验不合格按我司《供应商质量协议》处理；",
        f"3. 请于收到订单后24小时内回签确认，逾期未回视为接受。本订单对应请购单 {qg}。",
    ]
    for t in notes:
        if y > bottom - 40:
            y = brk() + 6
        y = pdf.para(m, y, t, 7.6, wd, lead=1.5)
    y += 22
    if y + 30 > bottom:
        y = brk() + 20
    cw = wd / 4
    for k, lab in enumerate(["制单人：", "审核人：", "批准人：", "供应商确认（签字盖章）："]):
        pdf.text(m + k * cw, y, lab + (buyer_p if k == 0 else ""), 8)
    if rng.random() < 0.5:
        pdf.stamp(m + cw * 2 + 40, y - 6, buyer, rng, caption="采购专用章", r=30)
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_zh_erp_caigou_midu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh_erp)


# --------------------------------------------------------------------------- 8 zh-Hans 订货合同 / 购销合同 with both parties under the title and a sealed signature block

HT_ITEMS = [
    ("冷轧钢板", "1.0×1250×2500 SPCC|1.5×1250×2500 SPCC", "吨", 4300, 5600),
    ("镀锌方管", "40×40×2.0|50×50×2.5", "吨", 4600, 5900),
    ("PP再生料", "注塑级 黑色|拉丝级 本色", "吨", 5200, 7600),
    ("铝合金型材", "6063-T5 80×80|6061-T6 40×40", "吨", 19800, 23500),
    ("变频电机", "YVF2-132M-4 7.5kW|YVF2-160M-4 11kW", "台", 2600, 5200),
    ("配电柜", "GGD 800A|XL-21 动力柜", "台", 6800, 18500),
    ("包装纸箱", "七层 1200×1000×800|五层 600×400×450", "个", 6.5, 38),
    ("橡胶密封圈", "Φ120×5.3 氟胶|Φ80×3.55 丁腈", "只", 1.8, 12),
    ("不锈钢水箱", "SUS304 5m³|SUS304 10m³", "套", 9800, 21000),
    ("钢丝绳", "6×37+FC Φ16|6×19+IWS Φ12", "米", 9, 26),
    ("LED工矿灯", "150W IP65|200W IP65", "盏", 168, 360),
    ("叉车轮胎", "6.50-10 实心|28×9-15 实心", "条", 480, 1100),
]


def _zh_ht(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(44, 58)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    c1, c2 = rng.sample(ZH_C, 2)
    b1, b2 = rng.sample(ZH_B, 2)
    sup = formed_or_bare(
        rng,
        ZH_SUP_F + ["{c}{b}钢材贸易有限公司", "{c}{b}机电设备安装有限公司"],
        ZH_SUP_B + ["{c}{q}{b}钢材经营部", "{c}{b}五金机电店", "{c}{b}包装厂"],
    ).format(c=c1, b=b1, q=rng.choice(ZH_Q))
    buyer = rng.choice(ZH_BUY + ["{c}{b}建设工程有限公司", "{c}{b}置业有限公司"]).format(c=c2, b=b2)
    d = cj.a_date(rng)
    ds = rng.choice(["cn", "cn0", "iso"])
    no = cj.number(rng, d, "DH{Y}{m}{n3}|GX-{Y}-{n4}|{Y}DHHT{n4}|HT{y}{m}{d}{n2}|XS{Y}{n5}")
    extra = rng.sample(
        [
            ("项目编号", cj.number(rng, d, "XM-{Y}-{n3}|P{y}{n4}")),
            ("报价单号", cj.number(rng, d, "BJ{y}{m}{n3}|QT-{n5}")),
            ("请购单号", cj.number(rng, d, "QG-{Y}{n4}|PR{n6}")),
        ],
        rng.choice([0, 1, 1, 2]),
    )
    roles = ("买方", "卖方") if rng.random() < 0.5 else ("需方", "供方")
    page = [1]
    stated = stated_of(rng)
    title = cj.pick(rng, "订货合同|购销合同|产品购销合同|订货合同书|产品订货合同")
    no_lab = cj.pick(rng, "合同编号|合同编号|合同号|编　　号")
    place = cj.pick(rng, f"{c2}|{c2}市|需方所在地|{c2}市{rng.choice(ZH_Q)}")

    def foot() -> None:
        s = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 22, s, 7.5, align="c", colour=GREY)
        pdf.text(right, pdf.h - 22, f"{no_lab.replace('　', '')}：{no}", 7, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        return 50

    y = 58
    pdf.text(
        pdf.w / 2, y, title, rng.uniform(18, 22), align="c", bold=True, space=rng.choice([0, 2, 4])
    )
    y += 24
    refs = [(no_lab, no), *extra, ("签订日期", cj.fdate(d, ds)), ("签订地点", place)]
    parties = [(roles[0], buyer), (roles[1], sup)]
    if rng.random() < 0.3:
        parties.reverse()
    suffix = rng.random() < 0.4
    if rng.random() < 0.5:
        # references at the right, parties at the left
        rx = m + wd * 0.6
        for j, (lab, val) in enumerate(refs):
            pdf.text(rx, y + j * 14, f"{lab}：{val}", 8.4, bold=lab == no_lab)
        for j, (role, name) in enumerate(parties):
            pdf.text(
                m,
                y + 6 + j * 22,
                f"{role}：{name}" + (f"（以下简称“{role}”）" if suffix else ""),
                9.6,
                maxw=wd * 0.58,
            )
        y += max(len(refs) * 14, 50) + 10
    else:
        pdf.text(m, y, "　".join(f"{lab}：{val}" for lab, val in refs[:2]), 8.4, maxw=wd)
        if len(refs) > 2:
            pdf.text(m, y + 13, "　".join(f"{lab}：{val}" for lab, val in refs[2:]), 8.4, maxw=wd)
        y += 34
        for role, name in parties:
            pdf.text(
                m,
                y,
                f"{role}：{name}" + (f"（以下简称“{role}”）" if suffix else ""),
                10,
                bold=rng.random() < 0.4,
            )
            y += 18
        y += 4
    y = (
        pdf.para(
            m,
            y,
            f"根据《中华人民共和国民法典》及有关法律法规，{roles[0]}、{roles[1]}双方本着平等互利的原则，经友好协商，就{roles[0]}向{roles[1]}订购下列产品事宜达成如下条款，共同遵守：",
            8.6,
            wd,
            lead=1.6,
        )
        + 4
    )
    pdf.text(m, y + 6, "一、产品名称、规格、数量及价格：", 9, bold=True)
    y += 12
    lines = []
    for _ in range(rng.choice(NS[:-3])):
        name, specs, unit, lo, hi = rng.choice(HT_ITEMS)
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        if p > 100:
            p = p.quantize(Decimal(1))
        q = Decimal(
            rng.choice([1, 2, 3, 5, 8, 10, 12, 20])
            if hi >= 1000
            else rng.choice([50, 100, 200, 500, 1000, 2000])
        )
        lines.append((name, rng.choice(specs.split("|")), unit, q, p, r2(q * p)))
    if stated:
        heads = ["序号", "产品名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）", "备注"]
        ws = cj.rel(wd, [5, 15, 22, 6, 8, 12, 14, 9])
        body = [
            (
                [
                    str(i),
                    n_,
                    s_,
                    u_,
                    f"{q_:,.0f}",
                    cj.money(p_),
                    cj.money(a_),
                    cj.pick(rng, "含税|含税含运|"),
                ],
                a_,
            )
            for i, (n_, s_, u_, q_, p_, a_) in enumerate(lines, 1)
        ]
        al = "clllrrrl"
    else:
        heads = ["序号", "产品名称", "规格型号", "单位", "暂定数量", "单价（元）", "备注"]
        ws = cj.rel(wd, [5, 18, 26, 6, 10, 13, 12])
        body = [
            ([str(i), n_, s_, u_, f"{q_:,.0f}", cj.money(p_), "含税"], a_)
            for i, (n_, s_, u_, q_, p_, a_) in enumerate(lines, 1)
        ]
        al = "clllrrl"
    rowh = rng.choice([17, 18, 20])
    y = ctable(
        pdf, m, y, ws, heads, body, al, rowh=rowh, size=7.8, bottom=bottom - 20, brk=brk, hh=18
    )
    total = sum((ln[5] for ln in lines), ZERO)
    if stated:
        if y + rowh + 4 > bottom:
            y = brk()
        y = crow(
            pdf,
            m,
            y,
            [wd * 0.66, wd * 0.34],
            [f"合计人民币（大写）：{cj.daxie(total)}", f"¥{cj.money(total)}"],
            "lr",
            h=rowh + 2,
            size=8.4,
            bold=True,
        )
    y += 8
    dep_pct = rng.choice([0, 20, 30, 30, 50])
    pay = (
        f"{roles[0]}于本合同签订后{rng.choice([3, 5, 7])}个工作日内预付合同总额的{dep_pct}%，即人民币{cj.money(r2(total * dep_pct / 100))}元；余款于货到验收合格并收到{roles[1]}开具的13%增值税专用发票后{rng.choice([30, 60, 90])}日内付清。"
        if stated and dep_pct
        else f"货到验收合格，{roles[1]}开具13%增值税专用发票后，{roles[0]}于{rng.choice([30, 45, 60])}日内按实际供货数量结算付款。"
    )
    clauses = [
        f"二、质量标准：按国家标准或行业标准执行，{roles[1]}随货提供产品合格证及材质证明；质保期为验收合格之日起{rng.choice([12, 18, 24])}个月。",
        f"三、交货时间、地点及方式：{cj.fdate(cj.later(rng, d, 7, 45), ds)}前送达{cj.pick(rng, roles[0] + '指定仓库|' + buyer + '厂区|' + roles[0] + '项目现场')}（{cj.zh_addr(rng)}），运费由{roles[1]}承担。",
        "四、包装标准：按行业通用包装，包装物不回收。",
        f"五、结算方式及期限：{pay}",
        f"六、违约责任：{roles[1]}逾期交货的，每逾期一日按逾期部分货款的0.5%支付违约金；{roles[0]}逾期付款的，按同期LPR承担利息。",
        f"七、解决争议的方式：协商不成的，向{roles[0]}所在地人民法院提起诉讼。",
        "八、本合同一式两份，双方各执一份，经双方签字盖章后生效，传真件及扫描件具有同等法律效力。",
    ]
    for t in clauses:
        if y > bottom - 30:
            y = brk()
        y = pdf.para(m, y + 4, t, 8.4, wd, lead=1.55)
    # the signature block repeating both parties
    sig = []
    for role, name in parties:
        bank, acct = cj.bank(rng)
        sig.append(
            (
                role,
                name,
                [
                    f"地　　址：{cj.zh_addr(rng)}",
                    f"法定代表人：{cj.person(rng)}",
                    f"委托代理人：{cj.person(rng)}",
                    f"电　　话：{cj.zh_tel(rng)}",
                    f"开户银行：{bank}",
                    f"账　　号：{acct}",
                    f"税　　号：{cj.credit_code(rng)}",
                ],
            )
        )
    hh = 24 + 8 * 13 + 8
    y += 14
    if y + hh > bottom:
        y = brk()
    cw = wd / 2
    boxed = rng.random() < 0.6
    for k, (role, name, rows) in enumerate(sig):
        x = m + k * cw
        if boxed:
            pdf.rect(x, y, cw, hh, lw=0.6)
        lab = cj.pick(rng, f"{role}（盖章）|{role}（签章）|{role}单位（盖章）")
        pdf.text(x + 6, y + 16, f"{lab}：", 8.6, bold=True)
        pdf.text(x + 6, y + 30, name, 8.8, maxw=cw - 12)
        for j, s in enumerate(rows):
            pdf.text(x + 6, y + 46 + j * 13, s, 7.6, maxw=cw - 12)
        pdf.text(x + 6, y + 46 + len(rows) * 13, f"日　　期：{cj.fdate(d, ds)}", 7.6)
        if rng.random() < 0.75:
            pdf.stamp(
                x + cw * 0.62,
                y + 36,
                name,
                rng,
                caption=cj.pick(rng, "合同专用章|合同专用章|"),
                r=34,
            )
    y += hh
    foot()
    out = cfinish(pdf, "zh-Hans", "contract", no, sup, total)
    return out if stated else none_meta(out)


def fit7_zh_dinghuo_hetong_gaizhang(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh_ht)


# --------------------------------------------------------------------------- 9 fr / nl order whose party blocks carry their heading on its side or as a small caption

FN = {
    "fr": {
        "L": "Lefèvre|Moreau|Garnier|Rousseau|Fontaine|Chevalier|Mercier|Girard|Bonnet|Dupuis|Lambert|Fournier|Gauthier|Perrin".split(
            "|"
        ),
        "F": "Julien|Céline|Nicolas|Sophie|Olivier|Nathalie|Thierry|Isabelle|Mathieu|Camille".split(
            "|"
        ),
        "X": "Armor|Provence|Val de Loire|Alsace|Atlantique|Dauphiné|Picardie|Cévennes|Morvan|Jura".split(
            "|"
        ),
        "formed": [
            "{X} Distribution SAS",
            "{L} SARL",
            "Établissements {L} SA",
            "{L} & Fils SAS",
            "{X} Emballages SARL",
            "{L} Frères SNC",
            "{X} Industrie SASU",
            "{L} Électricité EURL",
        ],
        "bare": [
            "Menuiserie {L}",
            "Quincaillerie {X}",
            "{F} {L}",
            "Imprimerie du {X}",
            "Plomberie {L}",
            "{L} Froid Service",
            "Atelier {L}",
            "Les Jardins de {F}",
            "Transports {L}",
        ],
        "buy": [
            "Clinique du {X}|Clinique du {X} SAS",
            "Mairie de {C}",
            "{X} Agroalimentaire|{X} Agroalimentaire SA",
            "Lycée professionnel {L}",
            "Hôtel {L}|Hôtel {L} SARL",
            "Coopérative {X}",
        ],
        "cities": [
            ("Rennes", "35000"),
            ("Nantes", "44300"),
            ("Angers", "49000"),
            ("Dijon", "21000"),
            ("Grenoble", "38000"),
            ("Reims", "51100"),
            ("Limoges", "87000"),
            ("Annecy", "74000"),
            ("Liège", "4000"),
            ("Namur", "5000"),
            ("Charleroi", "6000"),
        ],
        "street": "rue de la République|avenue Jean Jaurès|rue des Landes|route de Lyon|rue du Commerce|boulevard Pasteur|allée du Moulin".split(
            "|"
        ),
        "tax": "TVA",
        "rate": Decimal(20),
        "fmt": lambda v: f"{sp(v)} €",
        "cap": ("FOURNISSEUR", "LIVRAISON", "FACTURATION"),
        "cap2": ("Fournisseur", "Adresse de livraison", "Adresse de facturation"),
        "title": "BON DE COMMANDE|Bon de commande|COMMANDE D'ACHAT",
        "po": "Commande n°|N° de commande|Bon de commande n°",
        "refs": [
            ("Votre devis", "DEV-####"),
            ("Demande d'achat", "DA-{y}-####"),
            ("Code fournisseur", "F#####"),
            ("Acheteur", None),
        ],
        "heads": ["Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "Montant HT"],
        "tot": ("Total HT", "Total TTC|Net à payer TTC|Montant TTC"),
        "id": "SIRET {a} {b} {c} {d}",
        "none": "Commande ouverte : facturation selon les quantités réellement livrées, aux prix du contrat.",
        "sign": ("L'acheteur", "Bon pour accord du fournisseur (date, cachet, signature)"),
        "ship_alt": ["Entrepôt {X} Logistique|Entrepôt {X} Logistique SAS", "Chantier {C}"],
        "bill_alt": ["Service comptabilité fournisseurs", "{X} Gestion|{X} Gestion SAS"],
    },
    "nl": {
        "L": "de Vries|Jansen|van Dijk|Bakker|Visser|Smit|Meijer|de Boer|Mulder|Peeters|Claes|Maes|Willems|Hendriks".split(
            "|"
        ),
        "F": "Jeroen|Sanne|Pieter|Lotte|Bram|Eva|Koen|Femke|Tom|Inge".split("|"),
        "X": "Kempen|Veluwe|Zeeland|Rijnmond|Twente|Westhoek|Brabant|Haven|Polder|Maasland".split(
            "|"
        ),
        "formed": [
            "{X} Techniek B.V.",
            "{L} & Zn. B.V.",
            "{L} Groothandel BV",
            "{X} Verpakkingen NV",
            "{L} Installatie bv",
            "{X} Logistics B.V.",
            "Bouwbedrijf {L} BV",
            "{L} V.O.F.",
        ],
        "bare": [
            "Installatiebedrijf {L}",
            "Schildersbedrijf {L}",
            "{L} Techniek",
            "Drukkerij {X}",
            "{F} {L}",
            "IJzerhandel {L}",
            "Tuincentrum {X}",
            "Klusbedrijf {F}",
            "Loodgieter {L}",
        ],
        "buy": [
            "Zorggroep {X}",
            "Gemeente {C}",
            "{X} Food|{X} Food B.V.",
            "Scholengemeenschap {X}",
            "Hotel {L}|Hotel {L} BV",
            "Woonstichting {X}",
        ],
        "cities": [
            ("Utrecht", "3542 AB"),
            ("Eindhoven", "5651 GH"),
            ("Zwolle", "8013 NC"),
            ("Breda", "4817 ZK"),
            ("Antwerpen", "2030"),
            ("Gent", "9000"),
            ("Hasselt", "3500"),
            ("Groningen", "9723 JA"),
        ],
        "street": "Industrieweg|Kerkstraat|Stationsplein|Havenstraat|Nijverheidslaan|Ambachtsweg|Molenstraat".split(
            "|"
        ),
        "tax": "btw",
        "rate": Decimal(21),
        "fmt": lambda v: f"€ {eu(v)}",
        "cap": ("LEVERANCIER", "AFLEVERADRES", "FACTUURADRES"),
        "cap2": ("Leverancier", "Afleveradres", "Factuuradres"),
        "title": "BESTELBON|Bestelbon|INKOOPORDER|Inkooporder",
        "po": "Bestelbon nr.|Inkoopordernummer|Ordernummer|Bestelnummer",
        "refs": [
            ("Uw offerte", "OFF-####"),
            ("Aanvraagnummer", "AV{y}####"),
            ("Leveranciersnr.", "L#####"),
            ("Inkoper", None),
        ],
        "heads": ["Art.nr.", "Omschrijving", "Aantal", "Eenheid", "Prijs excl.", "Bedrag excl."],
        "tot": ("Totaal excl. btw", "Totaal incl. btw|Te betalen|Totaalbedrag"),
        "id": "KvK {a}{b}{c}",
        "none": "Raamorder: facturatie op basis van de werkelijk geleverde aantallen tegen contractprijzen.",
        "sign": (
            "Voor akkoord opdrachtgever",
            "Voor akkoord leverancier (datum, stempel, handtekening)",
        ),
        "ship_alt": ["Magazijn {X}|Magazijn {X} B.V.", "Bouwplaats {C}"],
        "bill_alt": ["Crediteurenadministratie", "{X} Shared Services|{X} Shared Services B.V."],
    },
}
FN_ITEMS = {
    "fr": [
        ("Cartouche d'encre", "noir|couleur", "u", 18, 62),
        ("Gants de protection", "taille 9|taille 10", "paire", 2.4, 8.9),
        ("Ramette papier A4", "80 g", "u", 3.8, 5.9),
        ("Main-d'œuvre technicien", "", "h", 42, 68),
        ("Carton double cannelure", "600x400x400", "u", 0.9, 2.6),
        ("Produit d'entretien", "bidon 5 L", "u", 9, 24),
        ("Lampe LED", "tube T8 120 cm|spot GU10", "u", 4.5, 19),
        ("Déplacement forfaitaire", "", "forfait", 35, 90),
        ("Palette bois", "1200x800", "u", 8, 16),
        ("Huile hydraulique", "fût 208 L|bidon 20 L", "u", 85, 720),
        ("Dalle de plafond", "600x600 carton 16", "carton", 38, 70),
    ],
    "nl": [
        ("Inktcartridge", "zwart|kleur", "st", 18, 62),
        ("Werkhandschoenen", "maat 9|maat 10", "paar", 2.4, 8.9),
        ("Kopieerpapier A4", "80 g", "pak", 3.8, 5.9),
        ("Arbeidsuren monteur", "", "uur", 48, 72),
        ("Golfkarton doos", "600x400x400", "st", 0.9, 2.6),
        ("Reinigingsmiddel", "can 5 l", "st", 9, 24),
        ("LED-buis", "T8 120 cm|GU10 spot", "st", 4.5, 19),
        ("Voorrijkosten", "", "post", 35, 90),
        ("Europallet", "1200x800", "st", 8, 16),
        ("Hydraulische olie", "vat 208 l|can 20 l", "st", 85, 720),
        ("Systeemplafondplaat", "600x600 doos 16", "doos", 38, 70),
    ],
}


def _fn(rng: random.Random, of: int) -> tuple[bytes, dict]:
    lang = "fr" if rng.random() < 0.5 else "nl"
    a = FN[lang]
    fm = a["fmt"]
    d = la.Doc(A4, la.pick(rng, WEST))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    l1, l2, l3 = rng.sample(a["L"], 3)
    x1, x2, x3 = rng.sample(a["X"], 3)
    (city, pc), (scity, spc) = rng.sample(a["cities"], 2)
    sup = formed_or_bare(rng, a["formed"], a["bare"]).format(L=l1, X=x1, F=rng.choice(a["F"]))
    buyer = rng.choice(rng.choice(a["buy"]).split("|")).format(L=l2, X=x2, C=city)
    bstreet = (
        f"{rng.randint(1, 120)} {rng.choice(a['street'])}"
        if lang == "fr"
        else f"{rng.choice(a['street'])} {rng.randint(1, 120)}"
    )
    sstreet = (
        f"{rng.randint(1, 120)} {rng.choice(a['street'])}"
        if lang == "fr"
        else f"{rng.choice(a['street'])} {rng.randint(1, 120)}"
    )
    be = pc.isdigit() and len(pc) == 4
    rate = Decimal(21) if be else a["rate"]
    ink = rng.choice(INKS)
    dt = a_day(rng)
    dd = f"{dt:%d/%m/%Y}" if lang == "fr" else f"{dt:%d-%m-%Y}"
    po = la.digits(
        rng,
        rng.choice(["BC{y}-#####", "{Y}/####", "CMD-######", "IO{y}####", "#######"])
        .replace("{y}", f"{dt:%y}")
        .replace("{Y}", f"{dt:%Y}"),
    )
    person = f"{rng.choice(a['F'])} {l3}"
    page = [1]
    stated = stated_of(rng)
    style = rng.random()  # < 0.55: headings on their side in a band; else a small caption above
    coloured = rng.random() < 0.5
    web = fold(x2)

    def foot() -> None:
        fy = d.h - 34
        d.line(m, fy - 9, r, fy - 9, 0.4)
        d.t(m, fy, f"{buyer} · {bstreet} · {pc} {city} · {bid}", 6.4, grey=0.35, maxw=wd - 60)
        d.t(r, fy, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{po_lab} {po} – {'suite' if lang == 'fr' else 'vervolg'}", 9, b=True)
        return 56

    bid = (
        ("TVA BE 0" if lang == "fr" else "Ondernemingsnr. BE 0") + la.digits(rng, "###.###.###")
        if be
        else la.digits(
            rng,
            a["id"].format(a="###", b="###", c="###", d="#####")
            if lang == "fr"
            else a["id"].format(a="####", b="####", c=""),
        )
    )
    title = la.pick(rng, a["title"])
    po_lab = la.pick(rng, a["po"])
    if lang == "nl":
        po_lab = la.pick(
            rng,
            "Bestelbon nr.|Bestelnummer"
            if title.lower() == "bestelbon"
            else "Inkoopordernummer|Ordernummer|Inkooporder nr.",
        )
    upper = rng.random() < 0.5
    # buyer letterhead left, title and number right
    y = 36
    rgb_text(d, m, y + 14, buyer, rng.uniform(13, 17), ink)
    for j, s in enumerate(
        [
            bstreet,
            f"{pc} {city}",
            f"Tél. 0{la.digits(rng, '# ## ## ## ##')}"
            if lang == "fr"
            else f"T 0{la.digits(rng, '## ### ## ##')}",
            f"{'achats' if lang == 'fr' else 'inkoop'}@{web}.{'fr' if lang == 'fr' and not be else 'be' if be else 'nl'}",
        ]
    ):
        d.t(m, y + 28 + j * 10, s, 8, grey=0.3)
    d.t(r, y + 14, title, 15, b=True, al="r")
    d.t(r, y + 32, f"{po_lab} {po}", 10.5, b=True, al="r")
    d.t(r, y + 45, dd, 9, al="r")
    y = 112
    supl = [sup, sstreet, f"{spc} {scity}"]
    if rng.random() < 0.5:
        supl.append(
            f"{'À l’att. de' if lang == 'fr' else 'T.a.v.'} {rng.choice(a['F'])} {rng.choice(a['L'])}"
        )
    if rng.random() < 0.4:
        supl.append(f"{'Tél.' if lang == 'fr' else 'Tel.'} 0{la.digits(rng, '# ## ## ## ##')}")
    ship_name = rng.choice(
        [buyer, rng.choice(rng.choice(a["ship_alt"]).split("|")).format(X=x3, C=city)]
    )
    ship = [
        ship_name,
        f"{rng.randint(1, 60)} {rng.choice(a['street'])}"
        if lang == "fr"
        else f"{rng.choice(a['street'])} {rng.randint(1, 60)}",
        f"{pc} {city}",
    ]
    bill_name = rng.choice([buyer, rng.choice(rng.choice(a["bill_alt"]).split("|")).format(X=x2)])
    bill = [
        bill_name,
        f"{'BP' if lang == 'fr' else 'Postbus'} {rng.randint(100, 9999)}",
        f"{pc} {city}",
    ]
    caps = a["cap"]
    blocks = [(caps[0], supl), (caps[1], ship), (caps[2], bill)]
    arrangement = rng.random()
    if arrangement < 0.5:
        # three in a row, the supplier's first or last
        if rng.random() < 0.4:
            blocks = blocks[1:] + blocks[:1]
        gap = 10
        bw = (wd - 2 * gap) / 3
        slots = [(m + k * (bw + gap), y, bw) for k in range(3)]
    else:
        # the supplier's block wide at the right or left, the other two stacked
        gap = 14
        bw1 = wd * 0.5 - gap / 2
        sx = m if rng.random() < 0.5 else m + bw1 + gap
        ox = m + bw1 + gap if sx == m else m
        hstack = 13 + 3 * 11 + 6
        slots = [(sx, y, bw1), (ox, y, bw1), (ox, y + hstack + 6, bw1)]
    n = max(len(b[1]) for b in blocks)
    hbox = max(13 + n * 11.5 + 6, 2 * (13 + 3 * 11 + 6) + 6 if arrangement >= 0.5 else 0)
    low = y
    for k, (cap, rows) in enumerate(blocks):
        bx, by, bw = slots[k]
        bh = hbox if (arrangement < 0.5 or k == 0) else 13 + 3 * 11 + 6
        if style < 0.55:
            band = 15
            d.box(bx, by, bw, bh, lw=0.6)
            if coloured:
                rgb_box(d, bx, by, band, bh, ink)
                vtext(d, bx + band / 2, by + bh / 2, cap, 6.8, rgb=(1, 1, 1))
            else:
                d.box(bx, by, band, bh, fill=0.85)
                vtext(d, bx + band / 2, by + bh / 2, cap, 6.8)
            for j, s in enumerate(rows):
                d.t(
                    bx + band + 6,
                    by + 14 + j * 11.5,
                    s,
                    8.8 if j == 0 else 8.2,
                    b=j == 0 and k == blocks.index((caps[0], supl)) and rng.random() < 0.7,
                    maxw=None if j == 0 else bw - band - 10,
                )
        else:
            cap2 = dict(zip(caps, a["cap2"]))[cap]
            d.t(bx, by + 7, cap2.upper() if upper else cap2, 6.2, grey=0.45)
            d.line(bx, by + 10, bx, by + 12 + len(rows) * 11.5, 1.2)
            for j, s in enumerate(rows):
                d.t(
                    bx + 6,
                    by + 20 + j * 11.5,
                    s,
                    9 if j == 0 else 8.2,
                    maxw=None if j == 0 else bw - 10,
                )
            bh = 12 + len(rows) * 11.5
        low = max(low, by + bh)
    y = low + 14
    refs = []
    for lab, pat in a["refs"]:
        refs.append(
            (lab, person if pat is None else la.digits(rng, pat.replace("{y}", f"{dt:%y}")))
        )
    refs.append(
        (
            "Livraison souhaitée" if lang == "fr" else "Gewenste leverdatum",
            f"{(dt + timedelta(days=rng.randint(5, 30))):%d/%m/%Y}",
        )
    )
    rng.shuffle(refs)
    ws = [wd / len(refs)] * len(refs)
    y = (
        d.grid(
            m,
            y,
            ws,
            [x[0] for x in refs],
            [x[1] for x in refs],
            size=8,
            shade=0.9 if rng.random() < 0.6 else None,
        )
        + 12
    )
    lines = lines_of(
        rng, [(n_, s_, u_, 0, lo, hi) for n_, s_, u_, lo, hi in FN_ITEMS[lang]], rng.choice(NS)
    )
    body = [
        (
            [
                la.digits(rng, "@####"),
                ds,
                qty(q, " " if lang == "fr" else "."),
                u,
                sp(p) if lang == "fr" else eu(p),
                sp(am) if lang == "fr" else eu(am),
            ],
            am,
        )
        for ds, u, _rt, q, p, am in lines
    ]
    wsi = [wd * f for f in (0.11, 0.45, 0.09, 0.09, 0.12, 0.14)]
    y = ltable(
        d,
        m,
        y,
        wsi,
        a["heads"],
        body,
        "llrlrr",
        size=7.9,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 14,
        brk=brk,
        grid=rng.random() < 0.4,
        hrgb=ink if rng.random() < 0.4 else None,
        carry=(
            ("Report", "Report", sp, 1, 5) if lang == "fr" else ("Transport", "Transport", eu, 1, 5)
        )
        if rng.random() < 0.4
        else None,
    )
    net = sum((ln[5] for ln in lines), ZERO)
    port = Decimal(rng.choice([0, 0, 0, 9.5, 15, 25]))
    tax = r2((net + port) * rate / 100)
    total = net + port + tax
    if y + 90 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            (
                a["tot"][0]
                if not port
                else ("Marchandises HT" if lang == "fr" else "Goederen excl. btw"),
                fm(net),
                False,
            )
        ]
        if port:
            rows += [
                ("Frais de port" if lang == "fr" else "Verzendkosten", fm(port), False),
                (a["tot"][0], fm(net + port), False),
            ]
        rows.append((f"{a['tax']} {rate} %", fm(tax), False))
        rows.append((la.pick(rng, a["tot"][1]), fm(total), True))
        y = ltot(d, r - 220, r - 4, y, rows, 8.8, rng)
    else:
        y = wrapped(d, m, y, a["none"], 8.4, wd)
    y += 10
    notes = (
        [
            "Merci de rappeler le numéro de commande sur le bon de livraison et la facture.",
            f"Paiement : {la.pick(rng, '45 jours fin de mois|30 jours date de facture|à réception de facture')}. Facture à adresser au service comptabilité.",
        ]
        if lang == "fr"
        else [
            "Vermeld ons bestelnummer op pakbon en factuur.",
            f"Betaling: {la.pick(rng, '30 dagen na factuurdatum|60 dagen netto|binnen 14 dagen')}. Facturen bij voorkeur per e-mail (pdf).",
        ]
    )
    for t in notes:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 8, wd)
    y += 30
    if y + 40 > bottom:
        y = brk() + 30
    sw = (wd - 40) / 2
    d.sign(m, y, sw, f"{a['sign'][0]} – {person}")
    d.sign(m + sw + 40, y, sw, a["sign"][1])
    foot()
    out = finish(d, lang, "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_fr_nl_legende_verticale(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fn)


# --------------------------------------------------------------------------- 10 pl Zamówienie / cs Objednávka with the two parties side by side

PC = {
    "pl": {
        "L": "Nowak|Kowalski|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|Woźniak|Dąbrowski|Kozłowski|Mazur|Krawczyk|Piotrowski".split(
            "|"
        ),
        "F": "Piotr|Anna|Tomasz|Katarzyna|Marcin|Agnieszka|Paweł|Magdalena|Krzysztof|Joanna".split(
            "|"
        ),
        "X": "Polmet|Elbud|Tech-Pol|Agromax|Instal-Serwis|Drewex|Mazovia|Wisłomet|Karpaty|Bałtyk|Sudety|Warta".split(
            "|"
        ),
        "formed": [
            "{X} Sp. z o.o.",
            "{X} sp. z o.o. sp.k.",
            "{L} i Wspólnicy Sp. j.",
            "{X} S.A.",
            "Przedsiębiorstwo {X} Sp. z o.o.",
            "{X} Polska Sp. z o.o.",
            "Zakłady {X} S.A.",
        ],
        "bare": [
            "P.H.U. {X} {F} {L}",
            "F.H.U. {X}",
            "Zakład Ślusarski {F} {L}",
            "Hurtownia {X}",
            "{F} {L} Usługi Transportowe",
            "Drukarnia {X}",
            "Firma Handlowa {X}",
            "Usługi Elektryczne {F} {L}",
            "{X} {F} {L}",
        ],
        "buy": [
            "Szpital Powiatowy w {W}",
            "Gmina {C}",
            "{X} Logistyka|{X} Logistyka Sp. z o.o.",
            "Spółdzielnia Mleczarska {X}",
            "{X} Meble|{X} Meble Sp. z o.o.",
            "Zespół Szkół nr {n} w {W}",
        ],
        "cities": [
            ("Kraków", "30-", "Krakowie"),
            ("Poznań", "60-", "Poznaniu"),
            ("Wrocław", "50-", "Wrocławiu"),
            ("Łódź", "90-", "Łodzi"),
            ("Lublin", "20-", "Lublinie"),
            ("Rzeszów", "35-", "Rzeszowie"),
            ("Gdańsk", "80-", "Gdańsku"),
            ("Kielce", "25-", "Kielcach"),
        ],
        "street": "ul. Przemysłowa|ul. Długa|ul. Fabryczna|al. Jana Pawła II|ul. Składowa|ul. Kolejowa|ul. Polna".split(
            "|"
        ),
        "caps": ("DOSTAWCA", "ZAMAWIAJĄCY", "Dostawca", "Zamawiający"),
        "alt": ("SPRZEDAWCA", "NABYWCA"),
        "ids": lambda rng: [
            f"NIP: {la.digits(rng, '###-###-##-##')}"
            if rng.random() < 0.5
            else f"NIP {la.digits(rng, '##########')}",
            f"REGON: {la.digits(rng, '#########')}",
        ],
        "title": "ZAMÓWIENIE|Zamówienie|ZAMÓWIENIE NA DOSTAWĘ|ZLECENIE ZAKUPU",
        "po": "nr|Nr|NR",
        "refs": [
            ("Oferta nr", "OF/####/{y}"),
            ("Zapotrzebowanie nr", "ZP-{y}-###"),
            ("Umowa ramowa nr", "UR/{Y}/##"),
        ],
        "heads": [
            "Lp.",
            "Nazwa towaru / usługi",
            "J.m.",
            "Ilość",
            "Cena netto",
            "VAT %",
            "Wartość netto",
        ],
        "rate": 23,
        "ccy": "zł",
        "tot": ("Razem netto", "VAT 23%", "Razem brutto|Wartość zamówienia brutto|Do zapłaty"),
        "place": "Miejsce dostawy",
        "pay": "Termin płatności: {n} dni od daty otrzymania faktury, przelewem.",
        "none": "Rozliczenie według faktycznie dostarczonych ilości po cenach z umowy ramowej.",
        "sign": (
            "Sporządził(a)",
            "Zatwierdził(a)",
            "Potwierdzenie przyjęcia zamówienia (pieczęć i podpis Dostawcy)",
        ),
        "date": lambda dt, c: f"{c}, dnia {dt:%d.%m.%Y} r.",
    },
    "cs": {
        "L": "Novák|Svoboda|Dvořák|Černý|Procházka|Kučera|Veselý|Horák|Němec|Pokorný|Marek|Růžička|Beneš|Fiala".split(
            "|"
        ),
        "F": "Jan|Petra|Martin|Lucie|Tomáš|Kateřina|Jiří|Eva|Pavel|Lenka".split("|"),
        "X": "Strojtechna|Elektromont|Agrostav|Moravia|Vltava|Šumava|Krkonoše|Hanácká|Kovo|Polabí|Beskyd|Labe".split(
            "|"
        ),
        "formed": [
            "{X} s.r.o.",
            "{X}, spol. s r.o.",
            "{X} a.s.",
            "{L} & syn s.r.o.",
            "{X} v.o.s.",
            "{X} CZ s.r.o.",
            "Stavby {X} a.s.",
        ],
        "bare": [
            "{F} {L}",
            "Truhlářství {L}",
            "Elektro {L}",
            "Instalatérství {F} {L}",
            "Tiskárna {X}",
            "Velkoobchod {X}",
            "Autodoprava {F} {L}",
            "Zámečnictví {L}",
            "Kovovýroba {L}",
        ],
        "buy": [
            "Nemocnice {C}|Nemocnice {C}, a.s.",
            "Město {C}",
            "{X} Logistika|{X} Logistika s.r.o.",
            "Základní škola {C}",
            "{X} Potraviny|{X} Potraviny a.s.",
            "Domov pro seniory {X}",
        ],
        "cities": [
            ("Brno", "602 00", "Brně"),
            ("Ostrava", "702 00", "Ostravě"),
            ("Plzeň", "301 00", "Plzni"),
            ("Olomouc", "779 00", "Olomouci"),
            ("Zlín", "760 01", "Zlíně"),
            ("Pardubice", "530 02", "Pardubicích"),
            ("Liberec", "460 01", "Liberci"),
            ("Jihlava", "586 01", "Jihlavě"),
        ],
        "street": "Průmyslová|Masarykova|Nádražní|Husova|Tovární|Palackého|Okružní".split("|"),
        "caps": ("DODAVATEL", "ODBĚRATEL", "Dodavatel", "Odběratel"),
        "alt": ("PRODÁVAJÍCÍ", "KUPUJÍCÍ"),
        "ids": lambda rng: [
            f"IČO: {la.digits(rng, '########')}",
            f"DIČ: CZ{la.digits(rng, '########')}",
        ],
        "title": "OBJEDNÁVKA|Objednávka|OBJEDNÁVKA ZBOŽÍ|OBJEDNÁVKA SLUŽEB",
        "po": "č.|číslo|č.",
        "refs": [
            ("Číslo nabídky", "NAB-{Y}-###"),
            ("Číslo poptávky", "PP{y}####"),
            ("Rámcová smlouva č.", "RS/{Y}/##"),
        ],
        "heads": [
            "Pol.",
            "Název zboží / služby",
            "MJ",
            "Množství",
            "Cena za MJ",
            "DPH %",
            "Celkem bez DPH",
        ],
        "rate": 21,
        "ccy": "Kč",
        "tot": ("Celkem bez DPH", "DPH 21 %", "Celkem s DPH|Celková cena vč. DPH|Celkem k úhradě"),
        "place": "Místo dodání",
        "pay": "Splatnost faktury: {n} dní ode dne doručení, bankovním převodem.",
        "none": "Fakturace dle skutečně dodaného množství za ceny rámcové smlouvy.",
        "sign": ("Vystavil", "Schválil", "Potvrzení objednávky dodavatelem (razítko a podpis)"),
        "date": lambda dt, c: f"V {c} dne {dt.day}. {dt.month}. {dt.year}",
    },
}
PC_ITEMS = {
    "pl": [
        ("Rękawice robocze", "rozm. 9|rozm. 10", "para", 2.5, 9),
        ("Papier ksero A4", "80 g, ryza", "ryza", 14, 22),
        ("Toner", "czarny|kolorowy", "szt.", 95, 420),
        ("Kabel YDY", "3x2,5 mm² krążek 100 m|3x1,5 mm² krążek 100 m", "krąg", 180, 390),
        ("Roboczogodzina serwisu", "", "godz.", 90, 160),
        ("Środek czyszczący", "kanister 5 l", "szt.", 28, 75),
        ("Karton klapowy", "600x400x400", "szt.", 2.8, 7.5),
        ("Paleta EUR", "nowa|używana", "szt.", 28, 65),
        ("Olej hydrauliczny HL 46", "beczka 208 l", "szt.", 1900, 2400),
        ("Olej hydrauliczny HL 46", "kanister 20 l", "szt.", 190, 290),
        ("Transport", "", "usł.", 120, 480),
    ],
    "cs": [
        ("Pracovní rukavice", "vel. 9|vel. 10", "pár", 25, 90),
        ("Kancelářský papír A4", "80 g, balík", "bal", 95, 160),
        ("Toner", "černý|barevný", "ks", 900, 3800),
        ("Kabel CYKY", "3x2,5 buben 100 m|3x1,5 buben 100 m", "ks", 1600, 3900),
        ("Servisní hodina technika", "", "hod", 650, 1100),
        ("Čisticí prostředek", "kanystr 5 l", "ks", 190, 520),
        ("Kartonová krabice", "600x400x400", "ks", 22, 60),
        ("Paleta EUR", "nová|použitá", "ks", 220, 480),
        ("Hydraulický olej HM 46", "sud 208 l", "ks", 13500, 17000),
        ("Hydraulický olej HM 46", "kanystr 20 l", "ks", 1500, 2100),
        ("Doprava", "", "km", 22, 38),
    ],
}


def _pc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    lang = "pl" if rng.random() < 0.55 else "cs"
    a = PC[lang]
    d = la.Doc(A4, la.pick(rng, UNI))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    l1, l2, l3 = rng.sample(a["L"], 3)
    x1, x2, x3 = rng.sample(a["X"], 3)
    (city, pc, loc), (scity, spc, _sloc) = rng.sample(a["cities"], 2)
    if lang == "pl":
        pc, spc = pc + la.digits(rng, "###"), spc + la.digits(rng, "###")
    sup = formed_or_bare(rng, a["formed"], a["bare"]).format(L=l1, X=x1, F=rng.choice(a["F"]))
    buyer = rng.choice(rng.choice(a["buy"]).split("|")).format(
        L=l2, X=x2, C=city, W=loc, n=rng.randint(1, 12)
    )
    bstreet = f"{rng.choice(a['street'])} {rng.randint(1, 140)}"
    sstreet = f"{rng.choice(a['street'])} {rng.randint(1, 140)}"
    ink = rng.choice(INKS)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            ["ZAM/{Y}/####", "Z-{y}-#####", "####/{Y}", "OBJ-{Y}-####", "O{y}#####"]
            if lang == "cs"
            else ["ZAM/{Y}/####", "Z-{y}-#####", "####/{Y}", "ZZ/##/{Y}", "DZ-####/{y}"]
        )
        .replace("{y}", f"{dt:%y}")
        .replace("{Y}", f"{dt:%Y}"),
    )
    if lang == "cs" and po.startswith("ZAM"):
        po = po.replace("ZAM", "OBJ")
    person = f"{rng.choice(a['F'])} {l3}"
    page = [1]
    stated = stated_of(rng)
    fm = sp

    def foot() -> None:
        fy = d.h - 34
        d.line(m, fy - 9, r, fy - 9, 0.4)
        d.t(m, fy, foot_line, 6.2, grey=0.35, maxw=wd - 60)
        d.t(
            r,
            fy,
            f"{'Strona' if lang == 'pl' else 'Strana'} {page[0]}" + (f"/{of}" if of else ""),
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(
            m,
            42,
            f"{title} {po_lab} {po} ({'ciąg dalszy' if lang == 'pl' else 'pokračování'})",
            9,
            b=True,
        )
        return 56

    bids = a["ids"](rng)
    foot_line = f"{buyer} · {bstreet}, {pc} {city} · {bids[0]} · " + (
        f"Sąd Rejonowy, KRS {la.digits(rng, '0000######')}"
        if lang == "pl"
        else f"zapsaná v obchodním rejstříku, oddíl C, vložka {rng.randint(1000, 99999)}"
    )
    title = la.pick(rng, a["title"])
    po_lab = la.pick(rng, a["po"])
    # top: buyer's name small at the left, place and date at the right, the title with the number
    y = 38
    d.t(m, y, buyer, 10.5, b=True)
    d.t(r, y, a["date"](dt, city if lang == "pl" else loc), 9, al="r")
    y += 30
    inline = rng.random() < 0.6
    if inline:
        d.t(d.w / 2, y, f"{title} {po_lab} {po}", 15, b=True, al="c")
    else:
        d.t(m, y, title, 16, b=True)
        d.box(r - 160, y - 16, 160, 22, lw=1)
        d.t(r - 154, y - 1, f"{'Numer' if lang == 'pl' else 'Číslo'}:", 8, grey=0.35)
        d.t(r - 6, y - 1, po, 10.5, b=True, al="r")
    y += 18
    refs = [
        (lab, la.digits(rng, pat.replace("{y}", f"{dt:%y}").replace("{Y}", f"{dt:%Y}")))
        for lab, pat in rng.sample(a["refs"], rng.choice([1, 2, 3]))
    ]
    d.t(m, y, " · ".join(f"{lab} {val}" for lab, val in refs), 8, grey=0.25)
    y += 14
    # the two parties side by side, in either order
    supl = [sup, sstreet, f"{spc} {scity}", *a["ids"](rng)]
    if rng.random() < 0.5:
        supl.append(
            f"{'tel.' if lang == 'pl' else 'tel.'} +{'48' if lang == 'pl' else '420'} {la.digits(rng, '### ### ###')}"
        )
    buyl = [buyer, bstreet, f"{pc} {city}", *bids]
    if rng.random() < 0.5:
        buyl.append(f"{'Osoba kontaktowa' if lang == 'pl' else 'Vyřizuje'}: {person}")
    alt = rng.random() < 0.2
    capS, capB = a["alt"] if alt else a["caps"][:2]
    if rng.random() < 0.4:
        capS, capB = capS.title(), capB.title()
    pair = [(capS, supl), (capB, buyl)]
    if rng.random() < 0.5:
        pair.reverse()
    gap = 16
    cw = (wd - gap) / 2
    n = max(len(supl), len(buyl))
    style = rng.random()
    h = 13 + n * 11.5 + 7
    for k, (cap, rows) in enumerate(pair):
        x = m + k * (cw + gap)
        if style < 0.4:
            capbox(
                d,
                x,
                y,
                cw,
                cap,
                rows,
                h=h,
                ink=ink if rng.random() < 0.5 else None,
                size=8.6,
                lead=11.5,
            )
        elif style < 0.75:
            d.t(x, y + 9, cap + ("" if cap.isupper() else ":"), 9, b=True)
            d.line(x, y + 12, x + cw, y + 12, 0.8)
            for j, s in enumerate(rows):
                d.t(x, y + 25 + j * 11.5, s, 9 if j == 0 else 8.4, b=j == 0)
        else:
            d.box(x, y, cw, h, lw=0.9)
            d.t(x + 6, y + 11, cap + ":", 7.4, grey=0.4)
            for j, s in enumerate(rows):
                d.t(x + 6, y + 24 + j * 11.5, s, 9 if j == 0 else 8.4)
    y += h + 12
    place = rng.choice(
        [
            buyer,
            maybe_form(
                rng,
                f"Magazyn {x3}" if lang == "pl" else f"Sklad {x3}",
                " Sp. z o.o." if lang == "pl" else " s.r.o.",
            ),
            f"{'Budowa' if lang == 'pl' else 'Stavba'}: {rng.choice(a['street'])} {rng.randint(1, 40)}",
        ]
    )
    d.t(m, y + 8, a["place"] + ":", 8.4, b=True)
    d.t(
        m + 110,
        y + 8,
        f"{place}, {pc} {city}"
        if ":" in place
        else f"{place}, {rng.choice(a['street'])} {rng.randint(1, 90)}, {pc} {city}",
        8.4,
        maxw=wd - 110,
    )
    y += 13
    d.t(m, y + 8, ("Termin dostawy:" if lang == "pl" else "Termín dodání:"), 8.4, b=True)
    d.t(m + 110, y + 8, f"{(dt + timedelta(days=rng.randint(5, 40))):%d.%m.%Y}", 8.4)
    y += 20
    lines = lines_of(
        rng,
        [(n_, s_, u_, a["rate"], lo, hi) for n_, s_, u_, lo, hi in PC_ITEMS[lang]],
        rng.choice(NS),
    )
    body = [
        ([str(i), ds, u, qty(q, " "), fm(p), str(rt), fm(am)], am)
        for i, (ds, u, rt, q, p, am) in enumerate(lines, 1)
    ]
    wsi = [wd * f for f in (0.06, 0.42, 0.07, 0.09, 0.14, 0.07, 0.15)]
    y = ltable(
        d,
        m,
        y,
        wsi,
        a["heads"],
        body,
        "cllrrcr",
        size=7.8,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 14,
        brk=brk,
        grid=rng.random() < 0.6,
        hrgb=ink if rng.random() < 0.35 else None,
        carry=(
            ("Z przeniesienia", "Z przeniesienia", fm, 1, 6)
            if lang == "pl"
            else ("Převod", "Převod", fm, 1, 6)
        )
        if rng.random() < 0.4
        else None,
    )
    net = sum((ln[5] for ln in lines), ZERO)
    tax = r2(net * a["rate"] / 100)
    total = net + tax
    if y + 80 > bottom:
        y = brk()
    y += 8
    if stated:
        ccy = a["ccy"] if rng.random() < 0.6 else ("PLN" if lang == "pl" else "CZK")
        rows = [
            (a["tot"][0], f"{fm(net)} {ccy}", False),
            (a["tot"][1], f"{fm(tax)} {ccy}", False),
            (la.pick(rng, a["tot"][2]), f"{fm(total)} {ccy}", True),
        ]
        y = ltot(d, r - 230, r - 4, y, rows, 8.8, rng)
    else:
        y = wrapped(d, m, y, a["none"], 8.4, wd)
    y += 10
    for t in [
        a["pay"].format(n=rng.choice([14, 21, 30, 60])),
        (
            "Prosimy o potwierdzenie zamówienia i podawanie jego numeru na fakturze i dokumencie WZ."
            if lang == "pl"
            else "Prosíme o potvrzení objednávky a uvedení jejího čísla na faktuře a dodacím listu."
        ),
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 8.2, wd)
    y += 34
    if y + 40 > bottom:
        y = brk() + 34
    cw3 = (wd - 40) / 3
    for k, lab in enumerate(a["sign"]):
        d.sign(m + k * (cw3 + 20), y, cw3, lab, 6.8)
    d.t(m, y - 4, person, 8)
    foot()
    out = finish(d, lang, "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit7_pl_cs_dostawca_odbiorca(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pc)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        fit7_de_bestellung_adressraster,
        fit7_de_ch_at_auftrag_an,
        fit7_es_pedido_proveedor_derecha,
        fit7_es_latam_orden_senores,
        fit7_it_ordine_spettle_finestra,
        fit7_it_ordine_acquisto_modulo,
        fit7_zh_erp_caigou_midu,
        fit7_zh_dinghuo_hetong_gaizhang,
        fit7_fr_nl_legende_verticale,
        fit7_pl_cs_dostawca_odbiorca,
    )
}

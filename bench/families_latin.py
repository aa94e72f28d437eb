"""Sixteen layout families of Latin-script purchase orders, order confirmations and invoices
(en, de, fr, es, it, nl) with ground truth, for a frozen evaluation split.

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta); bench/families.py writes
the set (`python bench/families.py OUT_DIR`). Every family draws one document per
call from its rng: random parties, numbers, items and amounts, and layout variations (margins,
fonts, column order, currency marks, date formats). The documents carry the distractors real
paperwork carries: buyer/ship-to/bill-to blocks beside the vendor block, contact persons,
quotation/requisition/customer/invoice numbers, subtotals, tax, freight, discounts, deposits,
running balances, carried-forward sums, signature and acknowledgement blocks.

Truth: order_number as printed (the buyer's PO reference on invoices and confirmations);
supplier the selling party's name as printed; total the grand total as "1234.50" ("" when the
document deliberately states none).
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

Draw = Callable[[random.Random], tuple[bytes, dict]]
Col = tuple[str, str, float, str]  # key, header, width, align (l/r/c)
Fmt = Callable[[Decimal], str]
CENT = Decimal("0.01")
FONTS = {
    "helv": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "mono": ("Courier", "Courier-Bold"),
    "dejavu": ("DejaVuSans", "DejaVuSans-Bold"),
}
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")

# --------------------------------------------------------------------------- drawing


def _dejavu() -> bool:
    if "DejaVuSans" in pdfmetrics.getRegisteredFontNames():
        return True
    if not (DEJAVU / "DejaVuSans-Bold.ttf").exists():
        return False
    pdfmetrics.registerFont(TTFont("DejaVuSans", str(DEJAVU / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", str(DEJAVU / "DejaVuSans-Bold.ttf")))
    return True


def fit(s: str, font: str, size: float, w: float) -> str:
    if stringWidth(s, font, size) <= w:
        return s
    while s and stringWidth(s + "…", font, size) > w:
        s = s[:-1]
    return s.rstrip() + "…"


class Doc:
    """A reportlab canvas addressed from the top-left corner, in points."""

    def __init__(self, size: tuple[float, float], font: str) -> None:
        self.w, self.h = size
        self._buf = io.BytesIO()
        self.c = Canvas(self._buf, pagesize=size, invariant=1)
        self.reg, self.bold = FONTS[font if font != "dejavu" or _dejavu() else "helv"]
        self.pages = 1

    def t(
        self,
        x: float,
        y: float,
        s: str,
        size: float = 9.0,
        *,
        b: bool = False,
        al: str = "l",
        grey: float = 0.0,
        maxw: float | None = None,
    ) -> None:
        font = self.bold if b else self.reg
        if maxw is not None:
            s = fit(s, font, size, maxw)
        self.c.setFont(font, size)
        self.c.setFillGray(grey)
        c = self.c
        {"l": c.drawString, "r": c.drawRightString, "c": c.drawCentredString}[al](x, self.h - y, s)

    def width(self, s: str, size: float, b: bool = False) -> float:
        return stringWidth(s, self.bold if b else self.reg, size)

    def box(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: float | None = None,
        stroke: bool = True,
        lw: float = 0.6,
    ) -> None:
        self.c.setLineWidth(lw)
        if fill is not None:
            self.c.setFillGray(fill)
        self.c.rect(x, self.h - y - h, w, h, stroke=int(stroke), fill=int(fill is not None))

    def line(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        lw: float = 0.6,
        dash: list[float] | None = None,
    ) -> None:
        self.c.setLineWidth(lw)
        self.c.setDash(dash or [])
        self.c.line(x1, self.h - y1, x2, self.h - y2)
        self.c.setDash([])

    def lines(
        self,
        x: float,
        y: float,
        rows: list[str],
        size: float = 9.0,
        *,
        b_first: bool = False,
        al: str = "l",
        lead: float | None = None,
    ) -> float:
        """Text lines from top `y`; returns the y below them."""
        lead = lead or size * 1.3
        for i, s in enumerate(rows):
            self.t(x, y + i * lead + size, s, size, b=b_first and i == 0, al=al)
        return y + len(rows) * lead

    def kv(
        self,
        x: float,
        y: float,
        pairs: list[tuple[str, str]],
        lw: float,
        size: float = 8.5,
        *,
        b_label: bool = True,
        b_value: bool = False,
    ) -> float:
        lead = size * 1.4
        for i, (k, v) in enumerate(pairs):
            self.t(x, y + i * lead + size, k, size, b=b_label)
            self.t(x + lw, y + i * lead + size, v, size, b=b_value)
        return y + len(pairs) * lead

    def para(
        self, x: float, y: float, text: str, size: float, w: float, grey: float = 0.0
    ) -> float:
        """Wrapped running text from top `y`; returns the y below it."""
        for s in simpleSplit(text, self.reg, size, w):
            self.t(x, y + size, s, size, grey=grey)
            y += size * 1.3
        return y

    def grid(
        self,
        x: float,
        y: float,
        widths: list[float],
        labels: list[str],
        values: list[str],
        size: float = 8.0,
        shade: float | None = 0.88,
    ) -> float:
        """A boxed header grid: labels in one row of cells, values in the row below."""
        hh = size + 8
        for w, lab, val in zip(widths, labels, values):
            self.box(x, y, w, hh, fill=shade)
            self.box(x, y + hh, w, hh)
            self.t(x + 3, y + hh - 5, lab, size - 1.5, b=True, maxw=w - 5)
            self.t(x + 3, y + 2 * hh - 5, val, size, maxw=w - 5)
            x += w
        return y + 2 * hh

    def table(
        self,
        x: float,
        y: float,
        cols: list[Col],
        rows: list[dict],
        *,
        size: float = 8.0,
        lead: float = 13.0,
        shade: float | None = 0.85,
        grid: bool = False,
        rules: bool = True,
        zebra: float | None = None,
        bottom: float | None = None,
        cont: Callable[[int], float] | None = None,
    ) -> float:
        """Header and rows; before a row would pass `bottom`, cont(i) starts a new page and
        returns the y to continue at (the column header is drawn again)."""
        tw = sum(c[2] for c in cols)

        def head(y: float) -> float:
            if shade is not None:
                self.box(x, y, tw, lead + 2, fill=shade, stroke=grid)
            self.line(x, y, x + tw, y, 0.8)
            self.line(x, y + lead + 2, x + tw, y + lead + 2, 0.8)
            self._cells(x, y, cols, {c[0]: c[1] for c in cols}, size, lead + 2, True)
            return y + lead + 2

        def verticals(top: float, bot: float) -> None:
            cx = x
            for c in cols:
                self.line(cx, top, cx, bot, 0.5)
                cx += c[2]
            self.line(cx, top, cx, bot, 0.5)
            self.line(x, bot, x + tw, bot, 0.5)

        top, y = y, head(y)
        for i, r in enumerate(rows):
            if bottom is not None and cont is not None and y + lead > bottom:
                if grid:
                    verticals(top, y)
                top = cont(i)
                y = head(top)
            fill = r.get("_fill", zebra if i % 2 else None)
            if fill is not None:
                self.box(x, y, tw, lead, fill=fill, stroke=False)
            self._cells(x, y, cols, r, size, lead, bool(r.get("_b")))
            y += lead
            if rules or grid:
                self.line(x, y, x + tw, y, 0.3)
        if grid:
            verticals(top, y)
        return y

    def _cells(
        self, x: float, y: float, cols: list[Col], r: dict, size: float, h: float, b: bool
    ) -> None:
        for key, _, w, al in cols:
            s = str(r.get(key, ""))
            if s:
                tx = {"l": x + 3, "r": x + w - 3, "c": x + w / 2}[al]
                self.t(tx, y + (h + size) / 2 - 1.5, s, size, b=b, al=al, maxw=w - 5)
            x += w

    def summary(
        self,
        xl: float,
        xr: float,
        y: float,
        rows: list[tuple[str, str, bool]],
        size: float = 9.0,
        *,
        box_last: bool = False,
        shade: float | None = None,
        boxed: bool = False,
    ) -> float:
        """Totals: labels left at xl, figures right-aligned at xr."""
        lead = size * 1.55
        for i, (label, val, b) in enumerate(rows):
            last = i == len(rows) - 1
            if boxed or (last and (box_last or shade is not None)):
                self.box(
                    xl - 4,
                    y,
                    xr - xl + 8,
                    lead,
                    fill=shade if last else None,
                    stroke=boxed or box_last,
                )
            self.t(xl, y + lead - 0.3 * size - 1, label, size, b=b)
            self.t(xr, y + lead - 0.3 * size - 1, val, size, b=b, al="r")
            y += lead
        return y

    def sign(self, x: float, y: float, w: float, label: str, size: float = 7.5) -> None:
        self.line(x, y, x + w, y, 0.5)
        self.t(x, y + size + 2, label, size)

    def new_page(self) -> None:
        self.c.showPage()
        self.pages += 1

    def done(self) -> bytes:
        self.c.showPage()
        self.c.save()
        return self._buf.getvalue()


def block(
    d: Doc,
    x: float,
    y: float,
    label: str,
    rows: list[str],
    *,
    style: str = "plain",
    w: float = 200.0,
    size: float = 8.5,
    b_first: bool = True,
) -> float:
    """A party block under a heading: bar (shaded strip), box, side (label left of the first
    line), under (underlined), plain, or none (no heading)."""
    lead = size * 1.3
    if style == "bar":
        d.box(x, y, w, size + 6, fill=0.85, stroke=False)
        d.t(x + 3, y + size + 2, label, size, b=True)
        y += size + 9
    elif style == "box":
        d.box(x, y, w, (len(rows) + 1) * lead + 10)
        d.box(x, y, w, lead + 3, fill=0.9)
        d.t(x + 4, y + size + 2.5, label, size, b=True)
        return d.lines(x + 5, y + lead + 6, rows, size, b_first=b_first) + 6
    elif style == "side":
        d.t(x, y + size, label, size, b=True)
        return d.lines(x + d.width(label, size, True) + 6, y, rows, size, b_first=b_first)
    elif style in ("plain", "under"):
        d.t(x, y + size, label, size, b=True)
        if style == "under":
            d.line(x, y + size + 2.5, x + w, y + size + 2.5, 0.4)
        y += lead + 3
    return d.lines(x, y, rows, size, b_first=b_first)


def cols(spec: list[Col], width: float, no_prices: bool = False) -> list[Col]:
    """Scale relative widths to `width`; without prices the description takes their room."""
    if no_prices:
        spec = [c for c in spec if c[0] not in ("price", "amount", "disc")]
    total = sum(c[2] for c in spec)
    return [(k, h, w * width / total, a) for k, h, w, a in spec]


# --------------------------------------------------------------------------- content


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def num(v: Decimal, st: str) -> str:
    s = f"{cents(v):,.2f}"
    return {
        "en": s,
        "de": s.translate(str.maketrans(",.", ".,")),
        "plain": f"{cents(v):.2f}",
        "fr": s.replace(",", " ").replace(".", ","),
        "ch": s.replace(",", "'"),
    }[st]


def money(st: str, sym: str = "", pre: bool = True, sp: bool | None = None) -> Fmt:
    """A formatter: style en 1,234.50 / de 1.234,50 / fr 1 234,50 / ch 1'234.50, with an
    optional currency mark before or after."""
    gap = " " if sp or (sp is None and (sym.isalpha() or not pre)) else ""
    if not sym:
        return lambda v: num(v, st)
    return (lambda v: f"{sym}{gap}{num(v, st)}") if pre else (lambda v: f"{num(v, st)}{gap}{sym}")


def pct(rate: Decimal, st: str) -> str:
    s = f"{rate.normalize():f}"
    return s if st in ("en", "ch") else s.replace(".", ",")


def pick(rng: random.Random, options: str) -> str:
    return rng.choice(options.split("|"))


def digits(rng: random.Random, pattern: str) -> str:
    """'#' becomes a digit (not 0 when it starts a number), '@' an upper-case letter."""
    out = []
    for ch in pattern:
        if ch == "#":
            ch = str(rng.randint(0 if out and out[-1].isdigit() else 1, 9))
        elif ch == "@":
            ch = rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ")
        out.append(ch)
    return "".join(out)


LANG = {
    "us": "en",
    "uk": "en",
    "de": "de",
    "ch": "de",
    "fr": "fr",
    "es": "es",
    "mx": "es",
    "it": "it",
    "nl": "nl",
    "be": "nl",
}
TLD = {
    "us": "com",
    "uk": "co.uk",
    "de": "de",
    "ch": "ch",
    "fr": "fr",
    "es": "es",
    "mx": "com.mx",
    "it": "it",
    "nl": "nl",
    "be": "be",
}
FORMS = {
    "us": " Inc.|, Inc.| LLC| Corp.| Co.",
    "uk": " Ltd| Limited| Ltd.",
    "de": " GmbH| GmbH & Co. KG| AG| KG",
    "ch": " AG| GmbH| AG",
    "fr": " SAS| SARL| S.A.",
    "es": " S.L.| S.A.|, S.L.",
    "it": " S.r.l.| S.p.A.| S.n.c.",
    "nl": " B.V.| BV",
    "mx": " S.A. de C.V.|, S.A. de C.V.| S. de R.L. de C.V.",
    "be": " NV| BV| BVBA",
}
# Supplier names: templates | surnames | sectors | regional stems.
SUP = {
    "en": (
        "{X} {S}{F}|{L} & {L2} {S}{F}|{L} {S}{F}|{X} {S}{F}",
        "Miller|Hartley|Donovan|Whitaker|Barnes|Kowalski|Fletcher|Sullivan|Pratt|Holloway",
        "Industrial Supply|Packaging|Electric Supply|Fastener|Lab Products|Office Solutions|"
        "Metal Works|Controls|Safety Products|Plastics|Hydraulics|Tool & Die|Janitorial Supply",
        "Brightwater|Keystone|Summit|Pioneer|Cascade|Ironwood|Harborview|Northgate|"
        "Granite State|Lakeshore|Redstone|Silverline|Copperfield|Tri-County",
    ),
    "de": (
        "{L} {S}{F}|{L} & {L2}{F}|{X} {S}{F}",
        "Hoffmann|Schneider|Becker|Krüger|Wagner|Schäfer|Brandt|Vogel|Lorenz|Hartmann|Keller",
        "Industrietechnik|Elektrotechnik|Metallbau|Antriebstechnik|Verpackungen|Laborbedarf|"
        "Bürobedarf|Werkzeugbau|Hydraulik|Kunststofftechnik|Messtechnik|Arbeitsschutz",
        "Rheintal|Alpenland|Nordwest|Elbtal|Schwarzwald|Bodensee|Hanse|Mainfranken|Allgäu",
    ),
    "fr": (
        "{S} {L}{F}|Établissements {L}|{L} & Fils{F}|{X} {S}{F}",
        "Dupont|Lefèvre|Moreau|Girard|Rousseau|Fontaine|Chevalier|Mercier|Faure|Perrin",
        "Fournitures|Emballages|Électricité|Quincaillerie|Outillage|Équipements|Bureautique|"
        "Hydraulique|Plasturgie",
        "Atlantique|Provence|Alpes|Rhône|Normandie|Armor|Loire",
    ),
    "es": (
        "{S} {L}{F}|{L} e Hijos{F}|{S} {X}{F}",
        "García|Martínez|López|Navarro|Romero|Torres|Domínguez|Vázquez|Castillo|Ortega",
        "Suministros Industriales|Distribuciones|Ferretería|Papelería|Electricidad|"
        "Maquinaria|Embalajes|Hidráulica",
        "Iberia|Levante|Cantábrico|Castilla|Bajío|Pacífico",
    ),
    "it": (
        "{L} {S}{F}|{S} {X}{F}|F.lli {L}{F}",
        "Rossi|Bianchi|Ferrari|Colombo|Ricci|Marino|Galli|Conti|Mancini|Lombardi|Moretti",
        "Forniture Industriali|Meccanica|Imballaggi|Elettroforniture|Utensileria|Carpenteria|"
        "Idraulica|Materie Plastiche",
        "Adriatica|Padana|Tirrenica|Lombarda|Veneta|Emiliana",
    ),
    "nl": (
        "{L} {S}{F}|{X} {S}{F}|{L} & {L2}{F}",
        "Van der Berg|De Vries|Jansen|Bakker|Visser|Smit|Meijer|De Boer|Mulder|Peeters|Maes",
        "Technische Handel|Verpakkingen|Installatietechniek|Kantoorartikelen|Elektrotechniek|"
        "Bevestigingstechniek|Laboratoriumbenodigdheden|Hydrauliek",
        "Holland|Noord|Brabant|Delta|Rijnmond|Veluwe|Vlaanderen|Kempen",
    ),
}
BUY = {
    "us": "City of {C}|{C} Regional Medical Center|{C} Unified School District|"
    "{C} Aerospace Corp.|{C} Foods, Inc.|{C} Brewing Company",
    "uk": "{C} City Council|{C} NHS Foundation Trust|University of {C}|{C} Engineering Ltd",
    "de": "Stadtwerke {C} GmbH|Klinikum {C}|Landratsamt {C}|Universität {C}|Wohnbau {C} eG",
    "ch": "Kantonsspital {C}|Gemeinde {C}|{C} Pharma AG",
    "fr": "Mairie de {C}|Centre Hospitalier de {C}|Université de {C}|Transports de {C} SA",
    "es": "Ayuntamiento de {C}|Hospital General de {C}|Universidad de {C}|Conservas {C} S.A.",
    "mx": "Municipio de {C}|Hospital Regional de {C}|Grupo Industrial {C} S.A. de C.V.",
    "it": "Comune di {C}|Azienda Ospedaliera di {C}|Università degli Studi di {C}|"
    "{C} Alimentari S.p.A.",
    "nl": "Gemeente {C}|Ziekenhuis {C}|Hogeschool {C}|Zorggroep {C}|Waterschap {C}",
    "be": "Stad {C}|AZ {C}|Hogeschool {C}|Brouwerij {C} NV",
}
# Streets | cities as "name=postal line" ('#' digit, '@' letter).
ADDR = {
    "us": (
        "# Commerce Dr|## Industrial Pkwy|### Main St|#### Enterprise Blvd|## Harbor Way|"
        "### Lincoln Hwy",
        "Columbus=Columbus, OH 432##|Dayton=Dayton, OH 454##|Fresno=Fresno, "
        "CA 937##|Tulsa=Tulsa, OK 741##|Albany=Albany, NY 122##|Madison=Madison, WI 537##|"
        "Raleigh=Raleigh, NC 276##|Boise=Boise, ID 837##",
    ),
    "uk": (
        "Unit #, Riverside Park|## Station Road|### High Street|## Mill Lane|# Wharf Road",
        "Leeds=Leeds LS# #@@|Bristol=Bristol BS# #@@|Leicester=Leicester LE# #@@|"
        "Reading=Reading RG# #@@|Derby=Derby DE# #@@|Norwich=Norwich NR# #@@",
    ),
    "de": (
        "Industriestraße ##|Hauptstraße #|Am Hafen ##|Gewerbepark #|Siemensstraße ##|"
        "Robert-Bosch-Str. #",
        "Stuttgart=70565 Stuttgart|Dortmund=44137 Dortmund|"
        "Nürnberg=90402 Nürnberg|Bremen=28195 Bremen|Leipzig=04109 Leipzig|"
        "Freiburg=79098 Freiburg|Bielefeld=33602 Bielefeld|Regensburg=93047 Regensburg",
    ),
    "ch": (
        "Industriestrasse ##|Bahnhofstrasse #|Zürcherstrasse ###",
        "Volketswil=8604 "
        "Volketswil|Basel=4052 Basel|Bern=3008 Bern|Baar=6340 Baar|Winterthur=8400 Winterthur",
    ),
    "fr": (
        "## rue des Tanneurs|# avenue Jean Jaurès|ZI des Berges, lot ##|## boulevard Gambetta|"
        "# rue de la République",
        "Lyon=69007 Lyon|Toulouse=31000 Toulouse|Nantes=44000 "
        "Nantes|Strasbourg=67000 Strasbourg|Lille=59000 Lille|Rennes=35000 Rennes",
    ),
    "es": (
        "Calle Mayor, ##|Avda. de la Constitución, ###|Pol. Ind. Las Arenas, nave #|"
        "Calle Alcalá, ###",
        "Madrid=28013 Madrid|Barcelona=08018 Barcelona|Valencia=46002 "
        "Valencia|Sevilla=41001 Sevilla|Zaragoza=50001 Zaragoza|Bilbao=48001 Bilbao",
    ),
    "mx": (
        "Av. Constitución ###, Col. Centro|Blvd. Díaz Ordaz ####, Col. Santa María|"
        "Calle Morelos ##, Col. Industrial",
        "Monterrey=C.P. 64000 Monterrey, N.L.|"
        "Guadalajara=C.P. 44100 Guadalajara, Jal.|Querétaro=C.P. 76000 Querétaro, Qro.|"
        "Puebla=C.P. 72000 Puebla, Pue.",
    ),
    "it": (
        "Via Roma, ##|Via Giuseppe Garibaldi, #|Viale dell'Industria, ##|Via dei Mille, ##",
        "Milano=20121 Milano (MI)|Torino=10121 Torino (TO)|Bologna=40121 Bologna (BO)|"
        "Verona=37121 Verona (VR)|Padova=35121 Padova (PD)|Firenze=50123 Firenze (FI)",
    ),
    "nl": (
        "Industrieweg ##|Stationsplein #|Kanaalweg ##|Havenstraat ##|Energieweg #",
        "Utrecht=3542 AD Utrecht|Eindhoven=5611 ZT Eindhoven|Rotterdam=3011 AA Rotterdam|"
        "Groningen=9711 LM Groningen|Arnhem=6811 KP Arnhem",
    ),
    "be": (
        "Nijverheidslaan ##|Kortrijksesteenweg ###|Industriepark #|Brusselsesteenweg ##",
        "Gent=9000 Gent|Antwerpen=2000 Antwerpen|Leuven=3000 Leuven|Brugge=8000 Brugge|"
        "Hasselt=3500 Hasselt",
    ),
}
PHONE = {
    "us": "(###) 555-####",
    "uk": "01## ### ####",
    "de": "0### #####-#",
    "ch": "+41 ## ### ## ##",
    "fr": "0# ## ## ## ##",
    "es": "9# ### ## ##",
    "mx": "(##) #### ####",
    "it": "0# #### ####",
    "nl": "0## ### ####",
    "be": "0# ### ## ##",
}
FIRST = {
    "en": "John|Mary|Robert|Linda|Michael|Susan|David|Karen|James|Lisa|Brian|Angela",
    "de": "Thomas|Sabine|Michael|Andrea|Stefan|Claudia|Jürgen|Petra|Markus|Katrin",
    "fr": "Claire|Philippe|Nathalie|Laurent|Isabelle|Julien|Sophie|Nicolas|Céline",
    "es": "María|José|Carmen|Antonio|Lucía|Javier|Elena|Manuel|Laura|Francisco",
    "it": "Giuseppe|Maria|Marco|Francesca|Luca|Chiara|Andrea|Paola|Alessandro",
    "nl": "Jan|Anja|Pieter|Marieke|Dirk|Sanne|Bart|Eva|Koen|Lotte",
}
LAST = {
    "en": "Miller|Johnson|Carter|Brooks|Hughes|Foster|Bennett|Perry|Coleman|Russell",
    "de": "Müller|Schmidt|Weber|Fischer|Meyer|Wolf|Neumann|Schwarz|Zimmermann|Braun",
    "fr": "Martin|Dubois|Laurent|Lefebvre|Michel|Roux|Fournier|Lambert|Bonnet",
    "es": "Fernández|González|Rodríguez|Sánchez|Pérez|Gómez|Ruiz|Jiménez|Moreno",
    "it": "Russo|Esposito|Romano|Greco|Bruno|Gallo|Costa|Fontana|Rinaldi",
    "nl": "de Jong|Jansen|de Wit|van Leeuwen|Dekker|Bos|Vos|Hendriks|Willems",
}
MONTHS = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero "
    "marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre "
    "novembre dicembre",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
}
# Item catalogue: price range, then the description in each language (same order).
PRICES = [
    (8, 45),
    (6, 18),
    (14, 45),
    (3, 15),
    (4, 20),
    (12, 85),
    (25, 120),
    (45, 180),
    (15, 40),
    (4, 30),
    (25, 90),
    (6, 40),
    (1, 4),
    (30, 140),
    (300, 1800),
    (150, 900),
]
DESC = {
    "en": "Hex bolt M8 x 40 zinc plated, box of 100|Nitrile exam gloves, size L (100/bx)|Copy "
    "paper A4 80 gsm, 5 reams|Safety glasses, clear lens|Cable ties 300 mm black (pk/100)|"
    'Ball valve 1" brass, full port|LED panel 600 x 600, 40 W|Toner cartridge, black, high '
    "yield|Stretch film 500 mm x 300 m|Ball bearing 6204-2RS|HSS drill bit set, 19 pcs|"
    'Circuit breaker 1P 16 A|Shipping carton 400 x 300 x 300|Hydraulic hose assy 1/2" x '
    "2 m|Centrifugal pump 0.75 kW|On-site calibration service",
    "de": "Sechskantschraube M8x40 verzinkt, 100 Stk.|Nitril-Untersuchungshandschuhe Gr. L|"
    "Kopierpapier A4 80 g/m², 5 Pakete|Schutzbrille, klar|Kabelbinder 300 mm schwarz|"
    'Kugelhahn 1" Messing|LED-Panel 620 x 620 mm, 40 W|Tonerkartusche schwarz, XL|'
    "Stretchfolie 500 mm x 300 m|Rillenkugellager 6204-2RS|HSS-Bohrersatz 19-tlg.|"
    "Leitungsschutzschalter B16 1-polig|Faltkarton 400 x 300 x 300 mm|Hydraulikschlauch "
    "DN12, 2 m|Kreiselpumpe 0,75 kW|Kalibrierung vor Ort (Dienstleistung)",
    "fr": "Vis tête hex. M8x40 zinguée, boîte de 100|Gants d'examen nitrile, taille L|Papier A4 "
    "80 g, carton de 5 ramettes|Lunettes de protection incolores|Colliers de serrage 300 "
    'mm|Vanne à boisseau sphérique 1" laiton|Dalle LED 600 x 600, 40 W|Cartouche de toner '
    "noir, haute capacité|Film étirable 500 mm x 300 m|Roulement à billes 6204-2RS|Coffret "
    "forets HSS 19 pièces|Disjoncteur 1P 16 A|Carton d'expédition 400 x 300 x 300|Flexible"
    ' hydraulique 1/2" x 2 m|Pompe centrifuge 0,75 kW|Étalonnage sur site (prestation)',
    "es": "Tornillo hexagonal M8x40 zincado, caja 100|Guantes de nitrilo, talla L|Papel A4 80 "
    "g, caja 5 paquetes|Gafas de seguridad incoloras|Bridas 300 mm negras (bolsa 100)|"
    'Válvula de bola 1" latón|Panel LED 600 x 600, 40 W|Cartucho de tóner negro, alta '
    "capacidad|Film estirable 500 mm x 300 m|Rodamiento de bolas 6204-2RS|Juego de brocas"
    " HSS, 19 piezas|Interruptor magnetotérmico 1P 16 A|Caja de cartón 400 x 300 x 300|"
    'Manguera hidráulica 1/2" x 2 m|Bomba centrífuga 0,75 kW|Servicio de calibración',
    "it": "Vite TE M8x40 zincata, conf. 100 pz|Guanti in nitrile, taglia L|Carta A4 80 g, "
    "scatola 5 risme|Occhiali di protezione incolori|Fascette 300 mm nere (conf. 100)|"
    'Valvola a sfera 1" ottone|Pannello LED 600 x 600, 40 W|Toner nero alta capacità|'
    "Film estensibile 500 mm x 300 m|Cuscinetto a sfere 6204-2RS|Set punte HSS 19 pezzi|"
    "Interruttore magnetotermico 1P 16 A|Scatola in cartone 400 x 300 x 300|Tubo "
    'idraulico 1/2" x 2 m|Pompa centrifuga 0,75 kW|Servizio di taratura in sede',
    "nl": "Zeskantbout M8x40 verzinkt, doos 100 st.|Nitril onderzoekshandschoenen, maat L|"
    "Kopieerpapier A4 80 g, doos 5 pakken|Veiligheidsbril, helder|Kabelbinders 300 mm "
    'zwart|Kogelkraan 1" messing|LED-paneel 600 x 600, 40 W|Tonercartridge zwart, hoge '
    "capaciteit|Rekfolie 500 mm x 300 m|Kogellager 6204-2RS|HSS-borenset, 19-delig|"
    'Installatieautomaat 1P 16 A|Verzenddoos 400 x 300 x 300|Hydraulische slang 1/2" x '
    "2 m|Centrifugaalpomp 0,75 kW|Kalibratie op locatie (dienst)",
}
UNITS = {
    "en": "EA|BX|PK|CS",
    "de": "Stk|Pck|Ktn",
    "fr": "U|Bte|Lot",
    "es": "ud.|caja|paq.",
    "it": "pz|cf|nr",
    "nl": "st|doos|pak",
}
NOTE = {
    "en": "Pricing per blanket agreement on file - no order value stated.",
    "de": "Preise gemäß Rahmenvertrag, ein Bestellwert wird nicht ausgewiesen.",
    "fr": "Prix selon contrat-cadre en vigueur ; montant de la commande non indiqué.",
    "es": "Precios según contrato marco vigente; no se indica importe del pedido.",
    "it": "Prezzi come da contratto quadro in essere; importo dell'ordine non indicato.",
    "nl": "Prijzen volgens raamovereenkomst; er wordt geen orderbedrag vermeld.",
}


def place(rng: random.Random, region: str) -> tuple[str, list[str]]:
    streets, cities = ADDR[region]
    city, line = rng.choice(cities.split("|")).split("=")
    return city, [digits(rng, pick(rng, streets)), digits(rng, line)]


def party(rng: random.Random, region: str, role: str, trade: str = "") -> tuple[str, list[str]]:
    """A company name and two address lines; role 'sup' (seller, optionally in one of the
    '|'-separated `trade`s) or 'buy'."""
    city, lines = place(rng, region)
    if role == "buy":
        return pick(rng, BUY[region]).format(C=city), lines
    tpl, last, sect, stems = SUP[LANG[region]]
    sect = trade or sect
    l1, l2 = rng.sample(last.split("|"), 2)
    name = pick(rng, tpl).format(
        L=l1, L2=l2, S=pick(rng, sect), X=pick(rng, stems), F=pick(rng, FORMS[region])
    )
    return name, lines


def person(rng: random.Random, lang: str) -> str:
    return f"{pick(rng, FIRST[lang])} {pick(rng, LAST[lang])}"


def phone(rng: random.Random, region: str) -> str:
    return digits(rng, PHONE[region])


def email(rng: random.Random, name: str, region: str, box: str) -> str:
    import unicodedata

    word = (
        unicodedata.normalize(
            "NFKD", name.split()[0] if len(name.split()[0]) > 3 else "".join(name.split()[:2])
        )
        .encode("ascii", "ignore")
        .decode()
    )
    return f"{box}@{''.join(ch for ch in word.lower() if ch.isalnum())}.{TLD[region]}"


def day(rng: random.Random) -> date:
    return date(2025, 1, 6) + timedelta(days=rng.randint(0, 540))


def dfmt(dt: date, style: str) -> str:
    """us 03/14/2026, usl March 14, 2026, iso, dmy 14/03/2026, dot 14.03.2026, dash 14-03-2026,
    mon 14-Mar-26, or long_<lang> 14 mars 2026 (es: 14 de marzo de 2026)."""
    if style.startswith("long_"):
        lang = style[5:]
        month = MONTHS[lang].split()[dt.month - 1]
        of = " de " if lang == "es" else " "
        return f"{dt.day}{of}{month}{of}{dt.year}"
    return dt.strftime(
        {
            "us": "%m/%d/%Y",
            "usl": "%B %d, %Y",
            "iso": "%Y-%m-%d",
            "dmy": "%d/%m/%Y",
            "dot": "%d.%m.%Y",
            "dash": "%d-%m-%Y",
            "mon": "%d-%b-%y",
        }[style]
    )


def items(rng: random.Random, lang: str, n: int, fm: Fmt) -> list[dict]:
    out = []
    for i in range(n):
        k = rng.randrange(len(PRICES))
        lo, hi = PRICES[k]
        qty = (
            rng.randint(100, 2000)
            if k == 12
            else 1
            if k >= 14
            else rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 20, 24, 25, 50])
        )
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        amt = cents(price * qty)
        out.append(
            {
                "pos": str(i + 1),
                "code": digits(rng, pick(rng, "@#####|###-####|##.###.##")),
                "desc": DESC[lang].split("|")[k],
                "qty": str(qty),
                "unit": pick(rng, UNITS[lang]),
                "price": fm(price),
                "amount": fm(amt),
                "p": price,
                "amt": amt,
            }
        )
    return out


def line_discounts(rng: random.Random, rows: list[dict], fm: Fmt, label: str) -> None:
    """Give about a third of the lines a percentage discount (label e.g. '{p}%')."""
    for r in rows:
        if rng.random() < 0.3:
            pc = rng.choice([3, 5, 10, 15])
            r["disc"], r["amt"] = label.format(p=pc), cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])


@dataclass
class Sums:
    sub: Decimal
    disc: Decimal
    ship: Decimal
    rate: Decimal
    tax: Decimal
    total: Decimal


def sums(
    rng: random.Random, rows: list[dict], rates: str, *, ship: float = 0.4, disc: float = 0.15
) -> Sums:
    sub = sum((r["amt"] for r in rows), Decimal(0))
    rate = Decimal(pick(rng, rates))
    dc = cents(sub * rng.choice([2, 3, 5, 10]) / 100) if rng.random() < disc else Decimal(0)
    sh = Decimal(rng.randint(1200, 24000)) / 100 if rng.random() < ship else Decimal(0)
    tax = cents((sub - dc + sh) * rate / 100)
    return Sums(sub, dc, sh, rate, tax, sub - dc + sh + tax)


def sum_rows(
    s: Sums, lab: str, fm: Fmt, ft: Fmt | None = None, st: str = "en"
) -> list[tuple[str, str, bool]]:
    """Totals rows; `lab` is 'subtotal|discount|shipping|tax {r}|total'."""
    sub, disc, ship, tax, total = lab.split("|")
    out = [(sub, fm(s.sub), False)]
    if s.disc:
        out.append((disc, "-" + fm(s.disc), False))
    if s.ship:
        out.append((ship, fm(s.ship), False))
    if tax:
        out.append((tax.format(r=pct(s.rate, st)), fm(s.tax), False))
    return out + [(total, (ft or fm)(s.total), True)]


def no_total(rng: random.Random) -> bool:
    return rng.random() < 0.035


def result(
    d: Doc, lang: str, kind: str, po: str, sup: str, total: Decimal | None
) -> tuple[bytes, dict]:
    truth = {"order_number": po, "supplier": sup, "total": "" if total is None else f"{total:.2f}"}
    return d.done(), {"lang": lang, "pages": d.pages, "kind": kind, "truth": truth}


def frame(
    rng: random.Random,
    size: tuple[float, float],
    fonts: str,
    lo: float = 34,
    hi: float = 54,
    *,
    totals: bool = True,
) -> tuple[Doc, float, float, float, bool, date]:
    """A document in one of `fonts` with a random margin: (doc, margin, right edge, width,
    no-total flag, order date)."""
    d = Doc(size, pick(rng, fonts))
    m = rng.uniform(lo, hi)
    return d, m, d.w - m, d.w - 2 * m, totals and no_total(rng), day(rng)


# --------------------------------------------------------------------------- families


def lat_us_grid_boxed(rng: random.Random) -> tuple[bytes, dict]:
    """US form: labels/values header grid, VENDOR and SHIP TO bars, ruled grid, boxed total."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|times")
    fm, ft = money("en", "$" if rng.random() < 0.3 else ""), money("en", "$")
    (sup, sadr), (buyer, badr) = party(rng, "us", "sup"), party(rng, "us", "buy")
    po = rng.choice(
        [digits(rng, "######"), f"PO-{dt.year}-{rng.randint(1, 9999):04d}", digits(rng, "P######")]
    )
    y = d.lines(m, 34, [buyer], 14, b_first=True)
    y = d.lines(m, y, badr + [f"Phone {phone(rng, 'us')}"], 8.5)
    d.t(x2, 50, "PURCHASE ORDER", 18, b=True, al="r")
    d.t(
        x2,
        62,
        "This P.O. number must appear on all invoices, packing slips and cartons.",
        6.5,
        al="r",
    )
    cells = [
        ("P.O. NUMBER", po),
        ("DATE", dfmt(dt, pick(rng, "us|usl|mon"))),
        ("REQUISITION NO.", digits(rng, "R-#####")),
        ("SHIP VIA", pick(rng, "UPS Ground|FedEx Ground|Best Way|LTL Freight|Will Call")),
        ("F.O.B.", pick(rng, "Destination|Shipping Point")),
        ("TERMS", pick(rng, "Net 30|Net 45|2% 10, Net 30")),
    ]
    if rng.random() < 0.5:
        cells[:3] = [cells[1], cells[2], cells[0]]
    y = d.grid(m, y + 14, [w / 6] * 6, [c[0] for c in cells], [c[1] for c in cells], 8)
    vend = [sup] + sadr + [f"Phone: {phone(rng, 'us')}", f"Fax: {phone(rng, 'us')}"]
    if rng.random() < 0.6:
        vend.append(f"E-mail: {email(rng, sup, 'us', 'orders')}")
    y1 = block(d, m, y + 14, "VENDOR", vend, style="bar", w=w / 2 - 8)
    d.t(m + w / 2 - 12, y + 22.5, digits(rng, "Vendor No. V#####"), 7, al="r")
    dock = [buyer, f"Attn: Receiving, Dock {rng.randint(1, 9)}"] + place(rng, "us")[1]
    y2 = block(d, m + w / 2 + 8, y + 14, "SHIP TO", dock, style="bar", w=w / 2 - 8)
    y = max(y1, y2) + 8
    d.t(m, y + 9, f"Buyer: {person(rng, 'en')}     Phone: {phone(rng, 'us')}", 8.5)
    spec = [
        ("qty", "QTY", 8, "r"),
        ("unit", "UNIT", 7, "c"),
        ("code", "ITEM NO.", 13, "l"),
        ("desc", "DESCRIPTION", 44, "l"),
        ("price", "UNIT PRICE", 13, "r"),
        ("amount", "EXTENDED", 15, "r"),
    ]
    rows = items(rng, "en", rng.randint(2, 9), fm)
    y = d.table(m, y + 20, cols(spec, w, nt), rows, grid=True, size=8)
    if nt:
        d.t(m, y + 16, NOTE["en"], 8.5, b=True)
    else:
        s = sums(rng, rows, "0|6|7.25|8.25", disc=0.1)
        lab = "SUBTOTAL|DISCOUNT|FREIGHT|SALES TAX {r}%|" + pick(rng, "TOTAL|Grand Total (USD)")
        d.summary(x2 - 170, x2 - 4, y + 4, sum_rows(s, lab, fm, ft), 8.5, boxed=True, shade=0.9)
    d.para(
        m,
        d.h - 120,
        "Please notify the buyer immediately if you are unable to ship "
        "complete by the date requested. Goods are subject to inspection on arrival.",
        6.5,
        w,
    )
    d.sign(m, d.h - 70, 220, "Authorized Signature")
    d.sign(m + 260, d.h - 70, 110, "Date")
    return result(d, "en", "purchase_order", po, sup, None if nt else s.total)


APPAREL = (
    "Men's pique polo|Women's fleece zip jacket|Unisex crew tee|Kids' pullover hoodie|"
    "Women's chino short|Men's rain shell|Knit beanie|Men's cargo pant"
)


def lat_us_title_number(rng: random.Random) -> tuple[bytes, dict]:
    """Apparel PO: number beside the title, VENDOR field next to SHIP VIA/FAX/Style Number,
    size-run table, Total Order Value, supplier acknowledgement box."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|helv|mono", 32, 44)
    fm = money("en", "$" if rng.random() < 0.5 else "")
    sup, sadr = party(rng, "us", "sup", "Apparel|Garment|Knitwear|Textile Mills|Sportswear")
    brand = (
        f"{pick(rng, 'Northbound|Trailhead|Blue Harbor|Copper Creek')} "
        f"{pick(rng, 'Outfitters|Clothing Co.|Brands')}" + pick(rng, "|, Inc.| LLC")
    )
    po = digits(rng, pick(rng, "######-@####-#|####-@###|PO######-##"))
    head = f"PURCHASE ORDER {po}" if rng.random() < 0.7 else f"PURCHASE ORDER  #{po}"
    d.t(m, 48, head, 16, b=True)
    bl = place(rng, "us")[1]
    d.lines(x2, 30, [brand] + bl, 8, b_first=True, al="r")
    d.line(m, 70, x2, 70, 1.2)
    left = (
        [("VENDOR:", sup)]
        + [("", a) for a in sadr]
        + [("ATTN:", person(rng, "en")), ("PHONE:", phone(rng, "us"))]
    )
    right = [
        ("ORDER DATE:", dfmt(dt, "us")),
        ("SHIP VIA:", pick(rng, "Ocean|Air|Truck|UPS")),
        ("FAX:", phone(rng, "us")),
        ("START SHIP:", dfmt(dt + timedelta(30), "us")),
        ("CANCEL DATE:", dfmt(dt + timedelta(60), "us")),
        ("TERMS:", "Net 60"),
        ("SEASON:", pick(rng, "SP|FA|HO") + str(dt.year)[2:]),
    ]
    if rng.random() < 0.5:
        right[1], right[2] = right[2], right[1]
    style = digits(rng, "@@-####") if rng.random() < 0.5 else ""  # one style per order
    if style:
        right.insert(1, ("STYLE NUMBER:", style))
        left.append(("DESCR.:", pick(rng, APPAREL)))
    d.kv(m, 80, left, 62, 8.5)
    y = d.kv(m + w * 0.56, 80, right, 78, 8.5) + 8
    dc = pick(rng, "Distribution Center|DC East|Fulfillment Ctr")
    d.kv(m, y, [("Delivery Address:", f"{brand} {dc}, {', '.join(place(rng, 'us')[1])}")], 90, 8)
    spec = [
        ("code", "Style Number", 12, "l"),
        ("desc", "Description", 24, "l"),
        ("color", "Color", 11, "l"),
        ("S", "S", 5, "r"),
        ("M", "M", 5, "r"),
        ("L", "L", 5, "r"),
        ("XL", "XL", 5, "r"),
        ("qty", "Units", 7, "r"),
        ("price", "Unit Cost", 10, "r"),
        ("amount", "Amount", 12, "r"),
    ]
    if style:
        spec = spec[2:]
    rows, units = [], 0
    for _ in range(rng.randint(2, 8)):
        run = {k: rng.choice([0, 6, 12, 24, 36, 48, 72]) for k in ("S", "M", "L", "XL")}
        q = sum(run.values()) or 12
        p = Decimal(rng.randint(350, 3800)) / 100
        units += q
        rows.append(
            {
                **{k: str(v) for k, v in run.items()},
                "code": digits(rng, "@@-####"),
                "desc": pick(rng, APPAREL),
                "color": pick(rng, "Navy|Black|Heather Grey|Olive|Red|White"),
                "qty": str(q),
                "price": fm(p),
                "amount": fm(p * q),
                "amt": cents(p * q),
            }
        )
    y = d.table(m, y + 24, cols(spec, w, nt), rows, shade=0.8, grid=True, size=7.5)
    total = sum((r["amt"] for r in rows), Decimal(0))
    d.kv(m, y + 8, [("TOTAL UNITS:", f"{units:,}")], 70, 8.5)
    if nt:
        d.t(m, y + 30, NOTE["en"], 8)
    else:
        d.t(x2 - 150, y + 16, "Total Order Value:", 9.5, b=True, al="r")
        d.t(x2 - 4, y + 16, money("en", "$")(total) + pick(rng, "| USD"), 9.5, b=True, al="r")
    by = d.h - 150
    d.box(m, by, w, 92)
    d.t(m + 6, by + 13, "SUPPLIER ACKNOWLEDGEMENT", 9, b=True)
    d.para(
        m + 6,
        by + 18,
        "By signing below the vendor accepts this order including price, "
        "quantities and ship window. Sign and return within 48 hours.",
        7.5,
        w - 12,
    )
    d.sign(m + 10, by + 70, 200, "Vendor signature")
    d.sign(m + 250, by + 70, 130, "Print name")
    d.sign(m + 410, by + 70, 90, "Date")
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


def lat_uk_letterhead(rng: random.Random) -> tuple[bytes, dict]:
    """UK official order: buyer letterhead centred, Supplier / Deliver to / Invoice to, the
    order number under a reference table header, VAT and Grand Total (GBP)."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu")
    fm = money("en", "£" if rng.random() < 0.25 else "")
    (sup, sadr), (buyer, badr) = party(rng, "uk", "sup"), party(rng, "uk", "buy")
    po = rng.choice(
        [digits(rng, "PO######"), f"{rng.randint(1, 999999):06d}", digits(rng, "@@@/##/####")]
    )
    d.t(d.w / 2, 46, buyer, 15, b=True, al="c")
    d.t(d.w / 2, 60, " · ".join(badr) + f" · Tel {phone(rng, 'uk')}", 8, al="c")
    d.t(d.w / 2, 71, digits(rng, "VAT Reg. No. GB ### #### ##"), 7, al="c", grey=0.3)
    d.line(m, 80, x2, 80, 0.8)
    d.t(m, 102, pick(rng, "OFFICIAL PURCHASE ORDER|PURCHASE ORDER|OFFICIAL ORDER"), 13, b=True)
    vend = [sup] + sadr + [f"Tel: {phone(rng, 'uk')}", f"Email: {email(rng, sup, 'uk', 'sales')}"]
    y1 = block(
        d,
        m,
        114,
        pick(rng, "Supplier:|Supplier:|To:"),
        vend,
        w=w / 2 - 10,
        style=pick(rng, "plain|under"),
    )
    y2 = block(
        d,
        m + w / 2,
        114,
        "Deliver to:",
        [buyer, pick(rng, "Goods In|Stores|Estates")] + place(rng, "uk")[1],
        w=w / 2,
    )
    y2 = block(d, m + w / 2, y2 + 6, "Invoice to:", ["Accounts Payable", buyer] + badr, w=w / 2)
    refs = [
        ("po", pick(rng, "Order Number|P.O. No.|PO #")),
        ("dt", "Order Date"),
        ("q", "Your Quote No."),
        ("acc", "Account No."),
        ("req", "Required By"),
    ]
    if rng.random() < 0.5:
        refs[0], refs[1] = refs[1], refs[0]
    vals = {
        "po": po,
        "dt": dfmt(dt, pick(rng, "dmy|long_en")),
        "q": digits(rng, "Q-#####"),
        "acc": digits(rng, "@@@###"),
        "req": dfmt(dt + timedelta(14), "dmy"),
    }
    y = d.table(
        m, max(y1, y2) + 14, [(k, h, w / 5, "l") for k, h in refs], [vals], shade=None, size=8.5
    )
    spec = [
        ("pos", "Line", 6, "c"),
        ("code", "Product Code", 16, "l"),
        ("desc", "Description", 42, "l"),
        ("qty", "Qty", 7, "r"),
        ("price", "Unit Price", 13, "r"),
        ("amount", "Net Amount", 14, "r"),
    ]
    rows = items(rng, "en", rng.randint(2, 10), fm)
    y = d.table(m, y + 18, cols(spec, w, nt), rows, shade=0.9, size=8.5, lead=14)
    if nt:
        d.t(m, y + 18, NOTE["en"], 8.5)
    else:
        s = sums(rng, rows, "20|20|0|5", disc=0)
        total_lab = pick(rng, "Grand Total (GBP)|Order Total|Total (inc. VAT)")
        d.summary(
            x2 - 190,
            x2 - 3,
            y + 6,
            sum_rows(s, f"Net Total||Carriage|VAT @ {{r}}%|{total_lab}", fm, money("en", "£")),
            9,
            shade=0.88,
        )
    d.t(m, d.h - 112, f"Authorised by: {person(rng, 'en')}, Procurement Officer", 8.5)
    d.para(
        m,
        d.h - 90,
        "Please quote our order number on all invoices, delivery notes and "
        "correspondence. Invoices without a valid order number will be returned unpaid. "
        "Goods are supplied under our standard terms and conditions.",
        7,
        w,
        grey=0.3,
    )
    return result(d, "en", "purchase_order", po, sup, None if nt else s.total)


def lat_en_two_page(rng: random.Random) -> tuple[bytes, dict]:
    """Two pages, header (PO #, Page n of 2) repeated; Vendor / Bill To / Ship To columns;
    zebra rows; PO Total on page 2."""
    d, m, x2, w, nt, dt = frame(rng, rng.choice([A4, letter]), "helv|times", 30, 44)
    fm = money("en")
    (sup, sadr), (buyer, badr) = party(rng, "us", "sup"), party(rng, "us", "buy")
    po = rng.choice(
        [
            f"{rng.randint(10, 99)}-{rng.randint(1, 99999):05d}",
            digits(rng, "4#########"),
            f"PO{dt.year % 100}{rng.randint(1, 9999):04d}",
        ]
    )

    def header(page: int) -> float:
        d.t(m, 40, buyer, 13, b=True)
        d.t(m, 52, ", ".join(badr), 7.5)
        d.t(x2, 38, "PURCHASE ORDER", 13, b=True, al="r")
        d.kv(
            x2 - 140, 46, [("PO #", po), ("Date", dfmt(dt, "us")), ("Page", f"{page} of 2")], 50, 8
        )
        d.line(m, 92, x2, 92, 1)
        return 100

    y = header(1)
    cw = w * 0.3
    vend = [sup] + sadr + [digits(rng, "Vendor ID: 1#####"), f"Tel {phone(rng, 'us')}"]
    y1 = block(d, m, y, "Vendor", vend, style="under", w=w - 2 * cw - 10, size=8)
    y2 = block(
        d,
        x2 - 2 * cw,
        y,
        "Bill To",
        [buyer, "Accounts Payable"] + badr,
        style="under",
        w=cw - 10,
        size=8,
    )
    y3 = block(d, x2 - cw, y, "Ship To", [buyer] + place(rng, "us")[1], style="under", w=cw, size=8)
    y = d.kv(
        m,
        max(y1, y2, y3) + 8,
        [
            ("Buyer:", person(rng, "en")),
            ("Customer No.:", digits(rng, "C-####")),
            ("Quote No.:", digits(rng, "SQ######")),
        ],
        70,
        8,
    )
    spec = [
        ("pos", "Line", 5, "c"),
        ("code", "Part Number", 13, "l"),
        ("desc", "Description", 40, "l"),
        ("due", "Due Date", 11, "c"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UOM", 6, "c"),
        ("price", "Unit Cost", 10, "r"),
        ("amount", "Ext. Cost", 12, "r"),
    ]
    bottom, lead = d.h - 60, 12.5
    rows = items(rng, "en", int((bottom - y - 14) // lead) + rng.randint(3, 10), fm)
    for r in rows:
        r["due"] = dfmt(dt + timedelta(rng.choice([14, 21, 30])), "us")

    def cont(i: int) -> float:
        d.t(x2, bottom + 18, "Continued on next page", 7.5, al="r", grey=0.3)
        d.new_page()
        return header(2) + 6

    y = d.table(
        m,
        y + 12,
        cols(spec, w, nt),
        rows,
        size=7.5,
        lead=lead,
        zebra=0.93,
        shade=0.8,
        bottom=bottom,
        cont=cont,
    )
    if nt:
        d.t(m, y + 18, NOTE["en"], 8)
        y += 30
    else:
        s = sums(rng, rows, "0|5.5|6.25|8", disc=0)
        y = d.summary(
            x2 - 160,
            x2 - 4,
            y + 6,
            sum_rows(
                s,
                "Subtotal||Freight|Tax|PO Total",
                fm,
                money("en", "", sp=False) if rng.random() < 0.5 else money("en", "USD"),
            ),
            8.5,
            box_last=True,
        )
    y = d.para(
        m,
        y + 14,
        "Terms and conditions: Acceptance of this order constitutes agreement "
        "to the buyer's terms and conditions printed on our website. Partial shipments "
        "require prior approval.",
        7,
        w * 0.6,
    )
    d.sign(m, y + 40, 200, "Authorized Signature")
    return result(d, "en", "purchase_order", po, sup, None if nt else s.total)


def lat_en_landscape_ledger(rng: random.Random) -> tuple[bytes, dict]:
    """Landscape small print: dark title band, unlabelled vendor address in the window, wide
    ledger table whose last row is the Order Total."""
    d, m, x2, w, nt, dt = frame(rng, landscape(letter), "helv|helv|times", 28, 40)
    fm = money("en")
    (sup, sadr), (buyer, badr) = party(rng, "us", "sup"), party(rng, "us", "buy")
    po = rng.choice(
        [
            digits(rng, "#######"),
            f"{buyer.split()[0][:3].upper()}-{dt.year}-{rng.randint(1, 99999):05d}",
        ]
    )
    d.box(m, 24, w, 26, fill=0.25, stroke=False)
    d.t(m + 8, 42, "PURCHASE ORDER", 14, b=True, grey=1)
    d.t(x2 - 8, 42, buyer, 11, b=True, al="r", grey=1)
    d.t(m, 62, " | ".join(badr + [phone(rng, "us")]), 7)
    y1 = d.lines(m + 12, 84, [sup] + sadr + [f"Attn: {person(rng, 'en')}"], 8.5, b_first=True)
    y2 = block(
        d,
        m + w * 0.34,
        80,
        "Ship To:",
        [buyer, pick(rng, "Central Stores|Warehouse B|Plant 2")] + place(rng, "us")[1],
        w=150,
        size=8,
    )
    kv = [
        ("Order Number", po),
        ("Revision", "0"),
        ("Order Date", dfmt(dt, pick(rng, "us|iso"))),
        ("Buyer", person(rng, "en")),
        ("Requisition", digits(rng, "#####")),
        ("Ship Via", pick(rng, "Best Way|UPS Ground|Prepaid & Add")),
        ("Payment Terms", "Net 30"),
        ("Currency", "USD"),
    ]
    d.box(x2 - 230, 74, 230, len(kv) * 10.5 + 10, fill=0.95)
    y3 = d.kv(x2 - 224, 79, kv, 80, 7.5)
    spec = [
        ("pos", "Line", 4, "c"),
        ("code", "Item", 10, "l"),
        ("desc", "Description", 32, "l"),
        ("req", "Req. No.", 8, "l"),
        ("due", "Need By", 9, "c"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UOM", 5, "c"),
        ("price", "Unit Price", 11, "r"),
        ("amount", "Ext. Price", 12, "r"),
    ]
    rows = items(rng, "en", rng.randint(3, 11), fm)
    for r in rows:
        r["req"], r["due"] = digits(rng, "#####"), dfmt(dt + timedelta(rng.randint(7, 40)), "us")
    if not nt:
        s = sums(rng, rows, "0|7.25|8.5", ship=0.5, disc=0)
        extra = [("Subtotal", s.sub), ("Sales Tax", s.tax), ("Freight", s.ship)]
        rows += [{"price": k, "amount": fm(v), "_fill": 0.94} for k, v in extra if v]
        rows.append(
            {
                "price": "Order Total",
                "amount": money("en", "USD", pre=False)(s.total),
                "_b": True,
                "_fill": 0.82,
            }
        )
    y = d.table(
        m,
        max(y1, y2, y3) + 14,
        cols(spec, w, nt),
        rows,
        size=7,
        lead=11,
        shade=0.75,
        grid=rng.random() < 0.5,
    )
    if nt:
        d.t(m, y + 14, NOTE["en"], 7.5, b=True)
    d.para(
        m,
        d.h - 70,
        "Packing lists and invoices must show the order number and line "
        "number. Deliveries accepted Mon-Fri 7:00-15:00.",
        6.5,
        w / 2,
    )
    d.sign(x2 - 220, d.h - 50, 220, "Authorized by")
    return result(d, "en", "purchase_order", po, sup, None if nt else s.total)


def lat_en_invoice_balance(rng: random.Random) -> tuple[bytes, dict]:
    """Seller's invoice: letterhead is the supplier, Customer PO in the header, account summary
    with Previous Balance and TOTAL DUE, detachable remittance stub."""
    d, m, x2, w, _, dt = frame(rng, letter, "helv|times|dejavu", totals=False)
    cur = rng.random() < 0.5
    fm, ft = money("en", "$" if cur else ""), money("en", "$")
    (sup, sadr), (buyer, badr) = party(rng, "us", "sup"), party(rng, "us", "buy")
    po = rng.choice(
        [
            digits(rng, "PO-#####"),
            digits(rng, "#######"),
            f"{rng.randint(10, 99)}-{rng.randint(1, 9999):04d}",
        ]
    )
    inv = digits(rng, pick(rng, "INV-######|######|@#######"))
    y = d.lines(m, 34, [sup], rng.choice([15, 17]), b_first=True)
    d.lines(m, y, sadr + [f"Tel {phone(rng, 'us')}", f"www.{email(rng, sup, 'us', 'x')[2:]}"], 8)
    d.t(x2, 50, "INVOICE", 22, b=True, al="r", grey=0.35)
    kv = [
        ("Invoice No.", inv),
        ("Invoice Date", dfmt(dt, "us")),
        ("Customer No.", digits(rng, "######")),
        (pick(rng, "Customer PO|P.O. Number|Your PO #"), po),
        ("Terms", "Net 30"),
        ("Due Date", dfmt(dt + timedelta(30), "us")),
        ("Sales Rep", person(rng, "en")),
    ]
    y = d.kv(x2 - 190, 64, kv, 85, 8)
    y1 = block(
        d, m, y + 10, "BILL TO", [buyer, "Accounts Payable"] + badr, style="bar", w=w / 2 - 10
    )
    y2 = block(d, m + w / 2, y + 10, "SHIP TO", [buyer] + place(rng, "us")[1], style="bar", w=w / 2)
    spec = [
        ("code", "Item", 12, "l"),
        ("desc", "Description", 44, "l"),
        ("qty", "Ordered", 9, "r"),
        ("ship", "Shipped", 9, "r"),
        ("price", "Unit Price", 12, "r"),
        ("amount", "Amount", 14, "r"),
    ]
    rows = items(rng, "en", rng.randint(2, 8), fm)
    for r in rows:
        r["ship"] = r["qty"]
    y = d.table(m, max(y1, y2) + 14, cols(spec, w), rows, shade=0.85, size=8)
    s = sums(rng, rows, "0|6|7", ship=0.6, disc=0)
    y3 = d.summary(
        x2 - 170,
        x2 - 4,
        y + 6,
        sum_rows(s, "Subtotal||Shipping & Handling|Sales Tax|Invoice Total", fm, ft),
        8.5,
        box_last=True,
    )
    prev = Decimal(rng.choice([0, rng.randint(20000, 900000)])) / 100
    paid = prev if rng.random() < 0.5 else cents(prev / 2)
    due = prev - paid + s.total
    d.box(m, y + 8, 220, 74)
    d.t(m + 6, y + 20, "ACCOUNT SUMMARY", 8, b=True)
    d.summary(
        m + 6,
        m + 214,
        y + 24,
        [
            ("Previous Balance", fm(prev), False),
            ("Payments Received", f"({fm(paid)})", False),
            ("Current Invoice", fm(s.total), False),
            ("TOTAL DUE", ft(due), True),
        ],
        8,
    )
    sy = max(y3, y + 90) + 30
    d.line(m, sy, x2, sy, 0.6, dash=[4, 3])
    d.t(m, sy + 10, "Please detach and return this portion with your payment.", 7, grey=0.3)
    d.kv(m, sy + 18, [("Remit to:", sup), ("", sadr[0]), ("", sadr[1])], 50, 8)
    d.kv(
        x2 - 200,
        sy + 18,
        [("Invoice No.", inv), ("Amount Due", ft(due)), ("Amount Enclosed", "______________")],
        90,
        8,
    )
    return result(d, "en", "invoice", po, sup, s.total)


def lat_en_order_ack_ch(rng: random.Random) -> tuple[bytes, dict]:
    """Swiss seller's order acknowledgement in English: letterhead right, customer address in
    the window, Your order no. among references, CHF 1'234.50, rounding, advance payment."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|dejavu", 45, 60)
    fm = money("ch")
    (sup, sadr), (buyer, badr) = party(rng, "ch", "sup"), party(rng, pick(rng, "uk|de|us"), "buy")
    po = rng.choice(
        [
            f"PO-{dt.year}-{rng.randint(1, 9999):04d}",
            digits(rng, "45########"),
            digits(rng, "@@/##/####"),
        ]
    )
    d.lines(
        x2,
        34,
        [sup] + sadr + [f"Phone {phone(rng, 'ch')}", digits(rng, "VAT CHE-###.###.### MWST")],
        8,
        b_first=True,
        al="r",
    )
    d.t(m, 118, f"{sup} · {sadr[0]} · {sadr[1]}", 6, grey=0.3)
    d.lines(m, 128, [buyer, f"Attn. {person(rng, 'en')}"] + badr, 9)
    ab = digits(rng, pick(rng, "AB-##-#####|OC######"))
    d.t(m, 232, f"{pick(rng, 'Order Acknowledgement|Order Confirmation')} {ab}", 13, b=True)
    d.kv(
        m,
        244,
        [
            ("Your order no.", po),
            ("Your order date", dfmt(dt, "dot")),
            ("Your reference", person(rng, "en")),
        ],
        90,
        8.5,
    )
    y = d.kv(
        m + w / 2 + 10,
        244,
        [
            ("Customer no.", digits(rng, "1####")),
            ("Our quotation", digits(rng, "Q-##-####")),
            ("Date", dfmt(dt + timedelta(2), "dot")),
            ("Delivery", f"week {rng.randint(2, 50)}, {pick(rng, 'DAP|FCA|EXW')}"),
        ],
        80,
        8.5,
    )
    y = d.para(
        m,
        y + 8,
        "Thank you for your order, which we confirm on the basis of our "
        "general terms of sale as follows:",
        8.5,
        w,
    )
    spec = [
        ("pos", "Pos", 5, "c"),
        ("code", "Article no.", 13, "l"),
        ("desc", "Description", 42, "l"),
        ("qty", "Qty", 7, "r"),
        ("unit", "Unit", 6, "c"),
        ("price", "Price CHF", 12, "r"),
        ("amount", "Amount CHF", 14, "r"),
    ]
    rows = items(rng, "en", rng.randint(2, 9), fm)
    y = d.table(m, y + 8, cols(spec, w, nt), rows, shade=None, size=8, lead=14)
    if nt:
        y = d.para(m, y + 10, NOTE["en"], 8.5, w)
    else:
        s = sums(rng, rows, "8.1", ship=0.5, disc=0.2)
        out = sum_rows(s, "Total net|Discount|Packing & freight|VAT {r}%|Total CHF", fm, st="ch")
        final = (s.total * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20
        if final != s.total and rng.random() < 0.7:
            out.insert(-1, ("Rounding", fm(final - s.total), False))
            out[-1] = ("Total CHF", fm(final), True)
            s.total = final
        y = d.summary(x2 - 190, x2 - 3, y + 6, out, 9)
        d.line(x2 - 194, y + 2, x2 + 1, y + 2, 0.6)
        d.line(x2 - 194, y + 4, x2 + 1, y + 4, 0.6)
        adv = cents(s.total * Decimal("0.3"))
        y = d.para(
            m,
            y + 16,
            f"Payment terms: 30% advance payment (CHF {fm(adv)}) on receipt of "
            "this confirmation, balance 30 days net after delivery.",
            8,
            w,
        )
    d.para(
        m,
        y + 10,
        "Bank: " + digits(rng, "UBS Switzerland AG, IBAN CH## #### #### #### #### #"),
        8,
        w,
    )
    d.para(
        m,
        d.h - 60,
        "Please check this confirmation carefully. Deviations must be reported "
        "within 3 days, otherwise the confirmation is deemed accepted.",
        7,
        w,
        grey=0.3,
    )
    return result(d, "en", "order_confirmation", po, sup, None if nt else s.total)


def de_footer(d: Doc, m: float, w: float, rng: random.Random, name: str, adr: list[str]) -> None:
    """Three small columns at the foot of a German business letter."""
    city = adr[1].split(" ", 1)[1]
    cols3 = [
        [name] + adr,
        [
            f"Sparkasse {city}",
            digits(rng, "IBAN DE## #### #### #### #### ##"),
            digits(rng, "BIC @@@@DE##@@@"),
        ],
        [
            f"Amtsgericht {city} HRB {rng.randint(1000, 99999)}",
            f"Geschäftsführung: {person(rng, 'de')}",
            digits(rng, "USt-IdNr. DE#########"),
        ],
    ]
    d.line(m, d.h - 58, m + w, d.h - 58, 0.4)
    for i, c in enumerate(cols3):
        d.lines(m + i * w / 3, d.h - 54, c, 6, lead=7.5)


def lat_de_din_window(rng: random.Random) -> tuple[bytes, dict]:
    """German Bestellung in DIN 5008 letter form: supplier unlabelled in the address window
    under the buyer's return line, reference block at the right, Gesamtbetrag, bank footer."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 56, 66)
    eur = pick(rng, "€|EUR|")
    fm = money("de")
    (sup, sadr), (buyer, badr) = party(rng, "de", "sup"), party(rng, "de", "buy")
    po = rng.choice(
        [
            digits(rng, "45########"),
            f"BE-{dt.year}-{rng.randint(1, 9999):04d}",
            f"{dt.year}/{rng.randint(1, 99999):05d}",
        ]
    )
    d.lines(x2, 36, [buyer] + badr, 9, b_first=True, al="r")
    if rng.random() < 0.4:  # an ERP print labels the block instead of a return line
        d.t(m, 126, "Lieferant:", 8, b=True)
    else:
        d.t(m, 124, f"{buyer} · {badr[0]} · {badr[1]}", 6.5)
        d.line(m, 126, m + 240, 126, 0.3)
    att = [f"z. Hd. {person(rng, 'de')}"] if rng.random() < 0.4 else []
    d.lines(m, 136, [sup] + att + sadr, 10)
    lab = pick(rng, "Bestell-Nr.|Bestellnummer|Unsere Bestellung")
    refs = [
        (lab, po),
        ("Datum", dfmt(dt, "dot")),
        (pick(rng, "Ihr Angebot|Angebot Nr."), digits(rng, "ANG-#####")),
        ("Lieferanten-Nr.", digits(rng, "7####")),
        ("Ansprechpartner", person(rng, "de")),
        ("Telefon", phone(rng, "de")),
        ("E-Mail", email(rng, buyer, "de", "einkauf")),
    ]
    d.kv(x2 - 200, 130, refs, 78, 8, b_label=False)
    subject = "Bestellung" + (f" Nr. {po}" if rng.random() < 0.5 else "")
    d.t(m, 262, subject, 12, b=True)
    y = d.lines(
        m,
        276,
        [
            "Sehr geehrte Damen und Herren,",
            "wir bestellen hiermit zu unseren Allgemeinen Einkaufsbedingungen:",
        ],
        9,
    )
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("qty", "Menge", 8, "r"),
        ("unit", "ME", 6, "l"),
        ("code", "Artikel-Nr.", 13, "l"),
        ("desc", "Bezeichnung", 40, "l"),
        ("price", "Einzelpreis", 13, "r"),
        ("amount", "Gesamtpreis", 15, "r"),
    ]
    rows = items(rng, "de", rng.randint(2, 8), fm)
    y = d.table(
        m,
        y + 8,
        cols(spec, w, nt),
        rows,
        shade=None if rng.random() < 0.5 else 0.9,
        size=8,
        lead=14,
    )
    if nt:
        y = d.para(m, y + 8, NOTE["de"], 8.5, w)
    else:
        s = sums(rng, rows, "19|19|7", ship=0.3, disc=0.1)
        tot = pick(rng, "Gesamtbetrag|Gesamtsumme|Bestellwert brutto")
        y = d.summary(
            x2 - 200,
            x2 - 3,
            y + 6,
            sum_rows(
                s,
                f"Nettobetrag|Rabatt|Fracht|zzgl. {{r}} % MwSt.|{tot} {eur}".rstrip(),
                fm,
                st="de",
            ),
            9,
        )
    y = d.kv(
        m,
        y + 12,
        [
            ("Lieferanschrift:", f"{buyer}, {', '.join(place(rng, 'de')[1])}"),
            ("Liefertermin:", f"KW {rng.randint(2, 50)}/{dt.year}"),
            ("Zahlung:", pick(rng, "30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto")),
        ],
        80,
        8.5,
    )
    d.lines(
        m,
        y + 14,
        [
            "Bitte senden Sie uns eine Auftragsbestätigung.",
            "",
            "Mit freundlichen Grüßen",
            "",
            person(rng, "de"),
            "Einkauf",
        ],
        9,
    )
    de_footer(d, m, w, rng, buyer, badr)
    return result(d, "de", "purchase_order", po, sup, None if nt else s.total)


def lat_de_ab_two_page(rng: random.Random) -> tuple[bytes, dict]:
    """Seller's Auftragsbestätigung over two pages: line discounts, Übertrag carried from page
    1 to 2, Endbetrag and a Skonto amount after it."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|dejavu", 46, 58)
    fm = money("de")
    (sup, sadr), (buyer, badr) = party(rng, "de", "sup"), party(rng, "de", "buy")
    po = rng.choice(
        [
            digits(rng, "45########"),
            digits(rng, "B-######"),
            f"{dt.year % 100}-{rng.randint(1, 99999):05d}",
        ]
    )
    ab = digits(rng, "AB#######")
    d.t(m, 48, sup, rng.choice([15, 17]), b=True)
    d.t(m, 60, " · ".join(sadr + [f"Tel. {phone(rng, 'de')}"]), 7.5, grey=0.3)
    d.t(m, 118, f"{sup} · {sadr[0]} · {sadr[1]}", 6)
    d.lines(m, 128, [buyer, pick(rng, "Einkauf|Zentraleinkauf|Materialwirtschaft")] + badr, 9.5)
    d.t(x2 - 190, 124, "Auftragsbestätigung", 12, b=True)
    ref = [
        ("Nummer", ab),
        ("Datum", dfmt(dt + timedelta(2), "dot")),
        ("Kunden-Nr.", digits(rng, "D#####")),
    ]
    if rng.random() < 0.5:
        ref.append(("Ihre Bestellung", f"{po} vom {dfmt(dt, 'dot')}"))
    else:
        ref += [("Ihre Bestell-Nr.", po), ("Bestelldatum", dfmt(dt, "dot"))]
    d.kv(
        x2 - 190,
        134,
        ref + [("Bearbeiter", person(rng, "de")), ("Seite", "1 von 2")],
        72,
        8,
        b_label=False,
    )
    y = d.para(
        m,
        236,
        "Vielen Dank für Ihren Auftrag, den wir zu unseren Lieferungs- und "
        "Zahlungsbedingungen wie folgt bestätigen:",
        9,
        w,
    )
    spec = [
        ("pos", "Pos", 5, "c"),
        ("code", "Artikel", 12, "l"),
        ("desc", "Bezeichnung", 37, "l"),
        ("qty", "Menge", 8, "r"),
        ("unit", "ME", 5, "l"),
        ("price", "Preis/ME", 11, "r"),
        ("disc", "Rabatt", 8, "r"),
        ("amount", "Betrag EUR", 13, "r"),
    ]
    bottom, lead = d.h - 80, 13.0
    rows = items(rng, "de", int((bottom - y - 24) // lead) + rng.randint(3, 9), fm)
    line_discounts(rng, rows, fm, "{p},0 %")

    def cont(i: int) -> float:
        carried = fm(sum((r["amt"] for r in rows[:i]), Decimal(0)))
        if not nt:
            d.t(x2 - 3, bottom + 14, f"Übertrag: {carried}", 8.5, b=True, al="r")
        d.new_page()
        d.t(m, 40, f"{sup} · Auftragsbestätigung {ab} · Seite 2 von 2", 7.5, grey=0.3)
        if not nt:
            d.t(x2 - 3, 64, f"Übertrag von Seite 1: {carried}", 8.5, b=True, al="r")
        return 74

    y = d.table(
        m, y + 8, cols(spec, w, nt), rows, size=7.8, lead=lead, shade=0.9, bottom=bottom, cont=cont
    )
    if nt:
        y = d.para(m, y + 10, NOTE["de"], 8.5, w)
    else:
        s = sums(rng, rows, "19", ship=0.6, disc=0)
        tot = pick(rng, "Endbetrag EUR|Gesamtbetrag|Auftragswert brutto")
        y = d.summary(
            x2 - 225,
            x2 - 3,
            y + 6,
            sum_rows(s, f"Warenwert||Fracht und Verpackung|zzgl. {{r}} % USt.|{tot}", fm, st="de"),
            9,
            box_last=True,
        )
        y = d.para(
            m,
            y + 10,
            f"Bei Zahlung innerhalb von 10 Tagen abzüglich 2 % Skonto: "
            f"{fm(cents(s.total * Decimal('0.98')))} EUR, sonst 30 Tage netto.",
            8.5,
            w,
        )
    d.para(
        m,
        y + 8,
        f"Liefertermin: KW {rng.randint(2, 50)} · Lieferung frei Haus · Es gelten "
        "unsere Allgemeinen Geschäftsbedingungen.",
        8.5,
        w,
    )
    de_footer(d, m, w, rng, sup, sadr)
    return result(d, "de", "order_confirmation", po, sup, None if nt else s.total)


def lat_fr_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    """Bon de commande: N° under the title, boxed Fournisseur block, delivery and invoicing
    addresses, Total HT / TVA / Total TTC in 1 234,56 €, two signature boxes."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu")
    fm = money("fr", "€" if rng.random() < 0.4 else "", pre=False)
    (sup, sadr), (buyer, badr) = party(rng, "fr", "sup"), party(rng, "fr", "buy")
    po = rng.choice(
        [
            f"BC-{dt.year}-{rng.randint(1, 99999):05d}",
            digits(rng, "BC##-####"),
            digits(rng, "CMD######"),
        ]
    )
    y = d.lines(m, 36, [buyer], 13, b_first=True)
    y = d.lines(
        m, y, badr + [f"Tél. {phone(rng, 'fr')}", digits(rng, "SIRET ### ### ### #####")], 8
    )
    d.t(x2, 50, "BON DE COMMANDE", 17, b=True, al="r")
    d.t(x2, 68, f"N° {po}", 12, b=True, al="r")
    d.t(x2, 82, pick(rng, "Date : |Le ") + dfmt(dt, pick(rng, "dmy|long_fr")), 9, al="r")
    vend = (
        [sup]
        + sadr
        + [f"Tél. : {phone(rng, 'fr')}"]
        + ([f"Fax : {phone(rng, 'fr')}"] if rng.random() < 0.5 else [])
        + [f"E-mail : {email(rng, sup, 'fr', 'commandes')}"]
    )
    yb = block(d, m + w * 0.52, y + 16, "Fournisseur", vend, style="box", w=w * 0.48)
    ya = block(
        d,
        m,
        y + 16,
        "Adresse de livraison",
        [buyer, pick(rng, "Service Magasin|Réception marchandises|Services techniques")]
        + place(rng, "fr")[1],
        style="under",
        w=w * 0.45,
    )
    ya = block(
        d,
        m,
        ya + 8,
        "Adresse de facturation",
        [buyer, "Service Comptabilité"] + badr,
        style="under",
        w=w * 0.45,
    )
    y = d.kv(
        m,
        max(ya, yb) + 12,
        [
            ("Suivi par :", f"{person(rng, 'fr')}, service Achats"),
            ("Réf. devis :", digits(rng, "DEV-####-###")),
            ("Code fournisseur :", digits(rng, "F#####")),
        ],
        100,
        8.5,
    )
    spec = [
        ("code", "Réf.", 12, "l"),
        ("desc", "Désignation", 44, "l"),
        ("qty", "Qté", 7, "r"),
        ("price", "P.U. HT", 13, "r"),
        ("disc", "Remise", 8, "r"),
        ("amount", "Montant HT", 15, "r"),
    ]
    rows = items(rng, "fr", rng.randint(2, 8), fm)
    line_discounts(rng, rows, fm, "{p} %")
    y = d.table(m, y + 10, cols(spec, w, nt), rows, shade=0.82, grid=True, size=8)
    if nt:
        y = d.para(m, y + 8, NOTE["fr"], 8.5, w)
    else:
        s = sums(rng, rows, "20|20|5.5", ship=0.5, disc=0.2)
        y = d.summary(
            x2 - 180,
            x2 - 4,
            y + 8,
            sum_rows(
                s,
                "Total HT|Remise|Frais de port|TVA {r} %|Total TTC",
                fm,
                money("fr", pick(rng, "€|EUR"), pre=False),
                st="fr",
            ),
            9,
            boxed=True,
            shade=0.88,
        )
    by = max(y + 20, d.h - 170)
    for i, lab in enumerate(
        ["Le Responsable Achats", "Bon pour accord - cachet et signature du fournisseur"]
    ):
        d.box(m + i * (w / 2 + 5), by, w / 2 - 5, 80)
        d.t(m + i * (w / 2 + 5) + 5, by + 12, lab, 8, b=True)
    d.para(
        m,
        d.h - 70,
        "Nos conditions générales d'achat s'appliquent. Le numéro de commande doit "
        "figurer sur le bon de livraison et la facture.",
        7,
        w,
        grey=0.3,
    )
    return result(d, "fr", "purchase_order", po, sup, None if nt else s.total)


def lat_fr_two_page_grid(rng: random.Random) -> tuple[bytes, dict]:
    """Commande d'achat over two pages, boxed reference grid (N° de commande ... Page)
    repeated, FOURNISSEUR and LIVRAISON blocks, deposit line after Total TTC."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times", 30, 42)
    fm = money("fr")
    (sup, sadr), (buyer, badr) = party(rng, "fr", "sup"), party(rng, "fr", "buy")
    po = rng.choice(
        [
            f"CA{dt.year % 100}{rng.randint(1, 99999):05d}",
            digits(rng, "#######"),
            f"{dt.year}-CA-{rng.randint(1, 9999):04d}",
        ]
    )
    buyer_p, devis, code = person(rng, "fr"), digits(rng, "D##-###"), digits(rng, "FRN####")

    def header(page: int) -> float:
        d.t(m, 40, buyer, 12, b=True)
        d.t(m, 51, f"{badr[0]}, {badr[1]}", 7.5)
        d.t(x2, 44, "COMMANDE D'ACHAT", 14, b=True, al="r")
        labels = ["N° de commande", "Date", "Acheteur", "Devis n°", "Code fournisseur", "Page"]
        vals = [po, dfmt(dt, "dmy"), buyer_p, devis, code, f"{page}/2"]
        return d.grid(m, 62, [w * f for f in (0.2, 0.14, 0.24, 0.14, 0.18, 0.1)], labels, vals, 8.5)

    y = header(1)
    vend = [sup] + sadr + [f"Tél. {phone(rng, 'fr')}", f"{email(rng, sup, 'fr', 'contact')}"]
    y1 = block(d, m, y + 12, "FOURNISSEUR", vend, w=w / 2 - 10, style="under")
    y2 = block(
        d,
        m + w / 2,
        y + 12,
        "LIVRAISON",
        [buyer, "Quai n° " + str(rng.randint(1, 6))] + place(rng, "fr")[1],
        w=w / 2,
        style="under",
    )
    spec = [
        ("pos", "Ligne", 6, "c"),
        ("code", "Article", 12, "l"),
        ("desc", "Désignation", 42, "l"),
        ("qty", "Qté", 7, "r"),
        ("unit", "Unité", 7, "c"),
        ("price", "Prix unitaire", 12, "r"),
        ("amount", "Montant HT", 14, "r"),
    ]
    bottom, lead = d.h - 50, 13.5
    y = max(y1, y2) + 12
    rows = items(rng, "fr", int((bottom - y - 16) // lead) + rng.randint(3, 9), fm)

    def cont(i: int) -> float:
        d.new_page()
        return header(2) + 10

    y = d.table(
        m,
        y,
        cols(spec, w, nt),
        rows,
        grid=True,
        shade=0.88,
        size=7.8,
        lead=lead,
        bottom=bottom,
        cont=cont,
    )
    if nt:
        y = d.para(m, y + 10, NOTE["fr"], 8.5, w)
    else:
        s = sums(rng, rows, "20", ship=0.4, disc=0)
        cur = money("fr", "EUR", pre=False)
        y = d.summary(
            x2 - 190,
            x2 - 4,
            y + 8,
            sum_rows(
                s,
                f"Montant HT||Frais de port|TVA {{r}} %|{pick(rng, 'Montant TTC|Total TTC')}",
                fm,
                cur,
                st="fr",
            ),
            9,
            shade=0.9,
        )
        deposit = cur(cents(s.total * Decimal("0.3")))
        y = d.kv(m, y + 8, [("Acompte à la commande (30 %) :", deposit)], 160, 8.5)
    d.para(
        m,
        y + 14,
        "Conditions de paiement : 45 jours fin de mois. Livraison franco de port. "
        "Merci de rappeler le numéro de commande sur toutes vos factures.",
        8,
        w,
    )
    d.sign(x2 - 200, y + 80, 200, "Signature de l'acheteur")
    return result(d, "fr", "purchase_order", po, sup, None if nt else s.total)


def lat_es_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    """Mexican orden de compra (Letter): centred letterhead with RFC, boxed No. at the right,
    Proveedor beside Facturar a / Entregar en, IVA 16 %, three signatures."""
    d, m, x2, w, nt, dt = frame(rng, letter, "helv|times")
    fm = money("en", "$" if rng.random() < 0.5 else "")
    (sup, sadr), (buyer, badr) = party(rng, "mx", "sup"), party(rng, "mx", "buy")
    po = rng.choice(
        [
            digits(rng, "OC-######"),
            digits(rng, "#####"),
            f"OC{dt.year % 100}-{rng.randint(1, 9999):04d}",
        ]
    )
    d.t(m, 44, buyer, 12, b=True)
    d.lines(m, 50, badr + [digits(rng, "RFC @@@######@@#")], 7.5)
    d.box(x2 - 170, 30, 170, 58)
    d.box(x2 - 170, 30, 170, 18, fill=0.2)
    d.t(x2 - 85, 43, "ORDEN DE COMPRA", 10, b=True, al="c", grey=1)
    d.t(x2 - 85, 64, f"No. {po}", 12, b=True, al="c")
    d.t(x2 - 85, 80, f"Fecha: {dfmt(dt, pick(rng, 'dmy|long_es'))}", 8, al="c")
    vend = (
        [sup]
        + sadr
        + [
            digits(rng, "RFC: @@@######@@#"),
            f"Tel. {phone(rng, 'mx')}",
            f"Correo: {email(rng, sup, 'mx', 'ventas')}",
        ]
    )
    y1 = block(d, m, 108, "Proveedor:", vend, style=pick(rng, "side|bar"), w=w / 2 - 10, size=8)
    y2 = block(d, m + w / 2 + 10, 108, "Facturar a:", [buyer] + badr, w=w / 2 - 10, size=8)
    y2 = block(
        d,
        m + w / 2 + 10,
        y2 + 6,
        "Entregar en:",
        [pick(rng, "Almacén General|Planta 2|Recepción")] + place(rng, "mx")[1],
        w=w / 2 - 10,
        size=8,
    )
    y = max(y1, y2) + 10
    kv = [
        ("Solicitante:", person(rng, "es")),
        ("Comprador:", person(rng, "es")),
        ("Requisición No.:", digits(rng, "REQ-####")),
        ("Cotización:", digits(rng, "COT-###")),
        ("Condiciones de pago:", pick(rng, "Crédito 30 días|Contado|Crédito 60 días")),
        ("Moneda:", "MXN"),
    ]
    d.kv(m, y, kv[:3], 80, 8)
    y = d.kv(m + w / 2 + 10, y, kv[3:], 100, 8)
    spec = [
        ("pos", "Partida", 7, "c"),
        ("qty", "Cantidad", 8, "r"),
        ("unit", "Unidad", 7, "c"),
        ("code", "Código", 12, "l"),
        ("desc", "Descripción", 38, "l"),
        ("price", "Precio Unitario", 13, "r"),
        ("amount", "Importe", 14, "r"),
    ]
    rows = items(rng, "es", rng.randint(2, 9), fm)
    y = d.table(m, y + 10, cols(spec, w, nt), rows, shade=0.8, grid=True, size=7.8)
    if nt:
        y = d.para(m, y + 8, NOTE["es"], 8.5, w)
    else:
        s = sums(rng, rows, "16", ship=0.3, disc=0.2)
        y = d.summary(
            x2 - 170,
            x2 - 4,
            y + 6,
            sum_rows(
                s,
                "Subtotal|Descuento|Flete|IVA {r}%|Total",
                fm,
                money("en", "$") if rng.random() < 0.5 else lambda v: f"${num(v, 'en')} MXN",
            ),
            9,
            boxed=True,
            shade=0.85,
        )
    sy = max(y + 70, d.h - 90)
    for i, lab in enumerate(["Elaboró", "Autorizó", "Acepto proveedor (firma y sello)"]):
        d.sign(m + i * w / 3, sy, w / 3 - 20, lab)
    return result(d, "es", "purchase_order", po, sup, None if nt else s.total)


def lat_es_factura(rng: random.Random) -> tuple[bytes, dict]:
    """Spanish factura: seller letterhead with CIF, reference grid with Su pedido, Cliente box,
    tax summary grid (Base imponible | % IVA | Cuota | Total factura), due-date instalments."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|dejavu", totals=False)
    fm = money("de")
    eur = money("de", "€", pre=False)
    (sup, sadr), (buyer, badr) = party(rng, "es", "sup"), party(rng, "es", "buy")
    po = rng.choice(
        [
            digits(rng, "PED-####"),
            digits(rng, "45########"),
            f"OC-{dt.year % 100}/{rng.randint(1, 999):03d}",
        ]
    )
    y = d.lines(m, 30, [sup], rng.choice([9, 12, 14]), b_first=True)
    d.lines(
        m,
        y,
        sadr
        + [
            digits(rng, "CIF B########"),
            f"Tel. {phone(rng, 'es')} · {email(rng, sup, 'es', 'administracion')}",
        ],
        8.5,
    )
    d.t(x2, 50, "FACTURA", 22, b=True, al="r")
    inv = f"F{dt.year}/{rng.randint(1, 9999):04d}"
    y = block(
        d,
        x2 - 230,
        70,
        "Cliente",
        [buyer] + badr + [digits(rng, "CIF: @########")],
        style="box",
        w=230,
    )
    labels = [
        "Nº Factura",
        "Fecha",
        "Nº Cliente",
        pick(rng, "Su pedido|Pedido cliente|Ref. pedido"),
        "Albarán",
    ]
    vals = [inv, dfmt(dt, "dmy"), digits(rng, "C####"), po, digits(rng, "A-#####")]
    y = d.grid(m, y + 14, [w / 5] * 5, labels, vals, 8.5, shade=0.9)
    spec = [
        ("code", "Código", 12, "l"),
        ("desc", "Concepto", 46, "l"),
        ("qty", "Cantidad", 11, "r"),
        ("price", "Precio", 12, "r"),
        ("disc", "Dto.", 7, "r"),
        ("amount", "Importe", 14, "r"),
    ]
    rows = items(rng, "es", rng.randint(2, 10), fm)
    line_discounts(rng, rows, fm, "{p}")
    y = d.table(m, y + 14, cols(spec, w), rows, shade=None, size=8, lead=14)
    s = sums(rng, rows, "21|21|10", ship=0.3, disc=0)
    base = s.sub + s.ship
    y = d.kv(m, y + 8, [("Portes:", eur(s.ship))], 60, 8) if s.ship else y + 8
    y = d.grid(
        x2 - 330,
        y + 8,
        [90, 50, 90, 100],
        ["Base imponible", "% IVA", "Cuota IVA", "TOTAL FACTURA"],
        [fm(base), pct(s.rate, "de"), fm(s.tax), eur(s.total)],
        9,
    )
    half = cents(s.total / 2)
    d.kv(
        m,
        y + 16,
        [
            ("Vencimientos:", f"{dfmt(dt + timedelta(30), 'dmy')}  {eur(half)}"),
            ("", f"{dfmt(dt + timedelta(60), 'dmy')}  {eur(s.total - half)}"),
            ("Forma de pago:", "Transferencia bancaria"),
            ("IBAN:", digits(rng, "ES## #### #### ## ##########")),
        ],
        80,
        8,
    )
    d.para(
        m,
        d.h - 50,
        f"{sup} - Inscrita en el Registro Mercantil de "
        f"{sadr[1].split(' ', 1)[1]}, Tomo {rng.randint(1000, 40000)}, Folio "
        f"{rng.randint(1, 200)}, Hoja {digits(rng, '@-######')}.",
        6.5,
        w,
        grey=0.35,
    )
    return result(d, "es", "invoice", po, sup, s.total)


def lat_it_ordine(rng: random.Random) -> tuple[bytes, dict]:
    """Ordine di acquisto: buyer letterhead, Spett.le / Fornitore block at the right, number
    and date in the subject line, boxed terms grid, Totale ordine, per accettazione."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|dejavu", 40, 56)
    fm = money("de")
    (sup, sadr), (buyer, badr) = party(rng, "it", "sup"), party(rng, "it", "buy")
    po = rng.choice(
        [
            f"{dt.year % 100}/{rng.randint(1, 9999):04d}",
            f"OA-{dt.year}-{rng.randint(1, 99999):05d}",
            digits(rng, "#####"),
        ]
    )
    d.lines(
        m,
        36,
        [buyer] + badr + [digits(rng, "P.IVA IT###########"), f"Tel. {phone(rng, 'it')}"],
        8,
        b_first=True,
    )
    label = pick(rng, "Spett.le|Fornitore:")
    vend = (
        [sup]
        + sadr
        + [
            digits(rng, "P.IVA ###########"),
            f"Tel. {phone(rng, 'it')}",
            f"{email(rng, sup, 'it', 'ordini')}",
        ]
    )
    y = block(d, m + w * 0.55, 96, label, vend, style="plain", w=w * 0.45, size=8.5)
    title = pick(rng, "ORDINE DI ACQUISTO|ORDINE FORNITORE|ORDINE")
    y = d.lines(
        m, y + 16, [f"{title} N. {po} del {dfmt(dt, pick(rng, 'dmy|dot'))}"], 11.5, b_first=True
    )
    labels = ["Vs. offerta n.", "Cod. fornitore", "Pagamento", "Resa", "Consegna entro"]
    vals = [
        digits(rng, "OFF-####"),
        digits(rng, "F####"),
        pick(rng, "Bonifico 60 gg d.f.f.m.|RiBa 30 gg|Bonifico 90 gg"),
        pick(rng, "Franco destino|Franco partenza"),
        dfmt(dt + timedelta(21), "dmy"),
    ]
    y = d.grid(
        m, y + 8, [w * f for f in (0.17, 0.15, 0.28, 0.2, 0.2)], labels, vals, 8.5, shade=None
    )
    y = d.kv(
        m,
        y + 8,
        [
            ("Luogo di consegna:", f"{buyer} - {', '.join(place(rng, 'it')[1])}"),
            ("Riferimento:", person(rng, "it")),
        ],
        95,
        8,
    )
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Codice", 12, "l"),
        ("desc", "Descrizione", 40, "l"),
        ("unit", "U.M.", 5, "c"),
        ("qty", "Q.tà", 7, "r"),
        ("price", "Prezzo unit.", 12, "r"),
        ("disc", "Sconto", 7, "r"),
        ("amount", "Importo", 13, "r"),
    ]
    rows = items(rng, "it", rng.randint(2, 9), fm)
    line_discounts(rng, rows, fm, "{p}%")
    y = d.table(m, y + 10, cols(spec, w, nt), rows, shade=0.88, size=8, lead=14)
    if nt:
        y = d.para(m, y + 8, NOTE["it"], 8.5, w)
    else:
        s = sums(rng, rows, "22|22|10", ship=0.4, disc=0.1)
        y = d.summary(
            x2 - 190,
            x2 - 4,
            y + 8,
            sum_rows(
                s,
                f"Imponibile|Sconto|Spese di trasporto|IVA {{r}}%|"
                f"{pick(rng, 'Totale ordine|Totale|Totale documento')}",
                fm,
                money("de", pick(rng, "€|EUR"), sp=True),
                st="it",
            ),
            9,
            shade=0.9,
        )
    sy = max(y + 60, d.h - 110)
    d.sign(m, sy, 180, "L'Ufficio Acquisti")
    d.sign(x2 - 230, sy, 230, "Per accettazione (timbro e firma del fornitore)")
    d.para(
        m,
        d.h - 56,
        "Si prega di restituire copia del presente ordine firmata per "
        "accettazione. Indicare il numero d'ordine su DDT e fattura.",
        7,
        w,
        grey=0.3,
    )
    return result(d, "it", "purchase_order", po, sup, None if nt else s.total)


def lat_nl_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    """Dutch inkooporder: buyer letterhead right, Leverancier bar with KvK/BTW, reference
    block, zebra rows, Totaal in € 1.234,56, voor akkoord."""
    d, m, x2, w, nt, dt = frame(rng, A4, "dejavu|helv")
    fm = money("de", "€" if rng.random() < 0.4 else "", sp=True)
    (sup, sadr), (buyer, badr) = party(rng, "nl", "sup"), party(rng, "nl", "buy")
    po = rng.choice(
        [
            f"IO-{dt.year}-{rng.randint(1, 9999):04d}",
            digits(rng, "#######"),
            digits(rng, "PO######"),
        ]
    )
    d.lines(x2, 34, [buyer] + badr + [f"T {phone(rng, 'nl')}"], 8, b_first=True, al="r")
    d.t(m, 52, "INKOOPORDER", 18, b=True)
    vend = (
        [sup]
        + sadr
        + [
            digits(rng, "KvK ########"),
            digits(rng, "BTW NL#########B01"),
            f"T {phone(rng, 'nl')}",
            email(rng, sup, "nl", "verkoop"),
        ]
    )
    y1 = block(d, m, 90, "Leverancier", vend, style="bar", w=w * 0.45, size=8.5)
    refs = [
        ("Ordernummer", po),
        ("Orderdatum", dfmt(dt, pick(rng, "dash|long_nl"))),
        ("Uw offerte", digits(rng, "OFF####")),
        ("Leveranciersnr.", digits(rng, "L#####")),
        ("Contactpersoon", person(rng, "nl")),
        ("Kostenplaats", digits(rng, "KP-###")),
    ]
    if rng.random() < 0.5:
        refs[0], refs[1] = refs[1], refs[0]
    y2 = d.kv(m + w * 0.55, 90, refs, 90, 8.5)
    y2 = block(
        d, m + w * 0.55, y2 + 8, "Afleveradres", [buyer] + place(rng, "nl")[1], w=w * 0.45, size=8.5
    )
    spec = [
        ("pos", "Regel", 7, "c"),
        ("code", "Artikelnr.", 12, "l"),
        ("desc", "Omschrijving", 39, "l"),
        ("qty", "Aantal", 8, "r"),
        ("unit", "Eenheid", 10, "c"),
        ("price", "Prijs", 11, "r"),
        ("amount", "Bedrag", 13, "r"),
    ]
    rows = items(rng, "nl", rng.randint(2, 10), fm)
    y = d.table(
        m, max(y1, y2) + 16, cols(spec, w, nt), rows, shade=0.75, zebra=0.93, rules=False, size=8
    )
    if nt:
        y = d.para(m, y + 8, NOTE["nl"], 8.5, w)
    else:
        s = sums(rng, rows, "21|21|9", ship=0.3, disc=0.2)
        y = d.summary(
            x2 - 180,
            x2 - 4,
            y + 8,
            sum_rows(
                s,
                "Subtotaal|Korting|Verzendkosten|BTW {r}%|Totaal",
                fm,
                money("de", "€", sp=True),
                st="nl",
            ),
            9,
            shade=0.85,
        )
    d.para(
        m,
        y + 14,
        "Vermeld ons ordernummer op pakbon en factuur. Op deze order zijn onze "
        "algemene inkoopvoorwaarden van toepassing.",
        8,
        w,
    )
    d.sign(m, y + 80, 200, "Voor akkoord leverancier (handtekening)")
    d.sign(x2 - 200, y + 80, 200, "Namens inkoop")
    return result(d, "nl", "purchase_order", po, sup, None if nt else s.total)


def lat_nl_be_bestelbon(rng: random.Random) -> tuple[bytes, dict]:
    """Belgian bestelbon over two pages: supplier under 'Aan' at the right, the number under
    a ruled table header, column header only repeated on page 2, Totaal incl. BTW in EUR."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times", 36, 50)
    fm = money("de")
    (sup, sadr), (buyer, badr) = party(rng, "be", "sup"), party(rng, "be", "buy")
    po = rng.choice(
        [
            f"BB/{dt.year % 100}/{rng.randint(1, 9999):04d}",
            digits(rng, "######"),
            f"{dt.year}-{rng.randint(1, 9999):04d}",
        ]
    )
    d.lines(
        m,
        36,
        [buyer] + badr + [digits(rng, "BTW BE 0###.###.###"), f"Tel. {phone(rng, 'be')}"],
        8.5,
        b_first=True,
    )
    vend = [sup] + sadr + [f"Tel. {phone(rng, 'be')}"]
    y = block(d, m + w * 0.55, 110, "Aan:", vend, style=pick(rng, "plain|side"), w=w * 0.45)
    d.t(m, 150, "BESTELBON", 16, b=True)
    heads = [
        ("po", "Bestelbon nr."),
        ("dt", "Datum"),
        ("lev", "Leveranciersnr."),
        ("by", "Besteller"),
        ("ld", "Gewenste leverdatum"),
    ]
    vals = {
        "po": po,
        "dt": dfmt(dt, "dmy"),
        "lev": digits(rng, "####"),
        "by": person(rng, "nl"),
        "ld": dfmt(dt + timedelta(14), "dmy"),
    }
    y = d.table(
        m, max(y, 160) + 12, [(k, h, w / 5, "l") for k, h in heads], [vals], shade=None, size=8.5
    )
    spec = [
        ("code", "Art.nr.", 12, "l"),
        ("desc", "Omschrijving", 46, "l"),
        ("qty", "Aantal", 9, "r"),
        ("price", "Eenheidsprijs", 14, "r"),
        ("amount", "Totaal", 14, "r"),
    ]
    bottom, lead = d.h - 60, 13.0
    rows = items(rng, "nl", int((bottom - y - 30) // lead) + rng.randint(3, 9), fm)

    def cont(i: int) -> float:
        d.t(d.w / 2, d.h - 30, "Pagina 1/2", 7.5, al="c")
        d.new_page()
        return 46

    y = d.table(
        m,
        y + 16,
        cols(spec, w, nt),
        rows,
        shade=0.9,
        size=8,
        lead=lead,
        rules=False,
        bottom=bottom,
        cont=cont,
    )
    d.line(m, y, x2, y, 0.6)
    if nt:
        y = d.para(m, y + 8, NOTE["nl"], 8.5, w)
    else:
        s = sums(rng, rows, "21|6", ship=0.3, disc=0)
        y = d.summary(
            x2 - 190,
            x2 - 4,
            y + 8,
            sum_rows(
                s,
                "Totaal excl. BTW||Transportkosten|BTW {r}%|"
                f"{pick(rng, 'Totaal incl. BTW|Te betalen|Totaal')}",
                fm,
                money("de", "EUR", pre=False),
                st="nl",
            ),
            9,
            box_last=True,
        )
    d.para(
        m,
        y + 14,
        "Gelieve het bestelbonnummer te vermelden op alle leveringsbonnen en "
        "facturen. Leveringen enkel op werkdagen tussen 8 en 16 uur.",
        8,
        w,
    )
    d.sign(m, y + 80, 180, "Voor akkoord, de aankoopdienst")
    d.t(d.w / 2, d.h - 30, "Pagina 2/2", 7.5, al="c")
    return result(d, "nl", "purchase_order", po, sup, None if nt else s.total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        lat_us_grid_boxed,
        lat_us_title_number,
        lat_uk_letterhead,
        lat_en_two_page,
        lat_en_landscape_ledger,
        lat_en_invoice_balance,
        lat_en_order_ack_ch,
        lat_de_din_window,
        lat_de_ab_two_page,
        lat_fr_bon_commande,
        lat_fr_two_page_grid,
        lat_es_orden_compra,
        lat_es_factura,
        lat_it_ordine,
        lat_nl_inkooporder,
        lat_nl_be_bestelbon,
    )
}

"""DOCSTRING"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind2 import kv_right, logo, qr, tax  # noqa: E402
from families_blind3 import es_words, paged  # noqa: E402
from families_blind4 import (  # noqa: E402
    UNI,
    figures,
    net_of,
    nrows,
    of,
    room,
    signs,
    two_pass,
)
from families_blind5 import en_words, fr_words, label_pairs, page_foot  # noqa: E402
from families_cjk import (  # noqa: E402
    CITIES,
    GREY,
    JA_ITEMS,
    SHADE,
    ZH_SUR,
    Pdf,
    a_date,
    credit_code,
    daxie,
    fdate,
    ja_addr,
    ja_firm,
    ja_tel,
    make_lines,
    mobile,
    person,
    rel,
    zh_addr,
    zh_firm,
    zh_tel,
)
from families_cjk import no_total as cjk_no_total  # noqa: E402
from families_latin import (  # noqa: E402
    FIRST,
    LAST,
    NOTE,
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
from families_latin2 import firm as l2firm  # noqa: E402
from families_latin2 import snug  # noqa: E402
from reportlab.lib.colors import Color  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]

# --------------------------------------------------------------------------- shared helpers


def ddate(dt: date) -> str:
    return dt.strftime("%d.%m.%Y")


def mail_of(name: str, box: str, tld: str) -> str:
    """box@stem.tld from the first long word of a company name."""
    import unicodedata

    words = [w for w in name.replace("&", " ").split() if len(w) > 2 and w[0].isalpha()]
    word = unicodedata.normalize("NFKD", (words or ["info"])[0]).encode("ascii", "ignore")
    stem = "".join(ch for ch in word.decode().lower() if ch.isalnum()) or "info"
    return f"{box}@{stem}.{tld}"


def hcols(d: Doc, x: float, y: float, spec: list, size: float = 7.6, fill: float = 0.86) -> float:
    """A shaded column heading row for hand-drawn tables; returns the y under it."""
    tw = sum(c[2] for c in spec)
    d.box(x, y, tw, size + 8, fill=fill, stroke=False)
    for _key, lab, cw, al in spec:
        tx = {"l": x + 3, "r": x + cw - 3, "c": x + cw / 2}[al]
        d.t(tx, y + size + 3, lab, size, b=True, al=al, maxw=cw - 4)
        x += cw
    return y + size + 10


def hrow(d: Doc, x: float, y: float, spec: list, r: dict, size: float = 8) -> None:
    for key, _lab, cw, al in spec:
        s = str(r.get(key, ""))
        if s:
            tx = {"l": x + 3, "r": x + cw - 3, "c": x + cw / 2}[al]
            d.t(tx, y + size, s, size, al=al, maxw=cw - 5)
        x += cw


# --------------------------------------------------------------------------- de proforma

DE_BANKS = (
    "Commerzbank|Deutsche Bank|Sparkasse {C}|Volksbank {C} eG|HypoVereinsbank|"
    "Kreissparkasse {C}|Postbank"
)
CH_BANKS = "UBS Switzerland AG|Zürcher Kantonalbank|Raiffeisenbank {C}|PostFinance AG"
AT_BANKS = "Erste Bank|Raiffeisenlandesbank|Oberbank AG|BAWAG P.S.K.|Hypo {C}"
DE_FOREIGN = (
    "Stadtwerke {C} GmbH|Brauerei {C} AG|{C} Maschinenbau GmbH|Kantonsspital {C}|"
    "{C} Lebensmittel GmbH|Stahlbau {C} AG|Kliniken {C} gGmbH"
)


def iban(rng: random.Random, cc: str) -> str:
    n = {"DE": 18, "AT": 16, "CH": 17}[cc]
    raw = cc + digits(rng, "#" * (n + 2))
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


@two_pass
def blind6_de_proforma_rechnung(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A German, Austrian or Swiss seller's Proforma-Rechnung (A4, the seller's letterhead),
    sent for prepayment or customs against the buyer's order."""
    region = pick(rng, "de|de|at|ch")
    d, m, x2, w, _, dt = frame(rng, A4, "helv|times|libsans|dejavu|djcond", 46, 62, totals=False)
    pages = of(npages)
    if region == "at":
        sup, sadr = l2firm(rng, "at", "sup")
    else:
        sup, sadr = lparty(rng, region, "sup")
    bregion = pick(rng, "de|ch|at|de") if region != "ch" else pick(rng, "ch|de")
    if bregion == "at":
        buyer, badr = l2firm(rng, "at", "buy")
    else:
        _n, badr = lparty(rng, bregion, "buy")
        city = badr[1].split(" ", 1)[1]
        buyer = pick(rng, DE_FOREIGN).format(C=city)
    ch = region == "ch"
    fm = figures("'", ".") if ch else figures(".", ",")
    cur = "CHF" if ch else "EUR"
    ft = figures("'", ".", sym="CHF") if ch else figures(".", ",", sym="€", pre=False)
    po = pick(
        rng,
        f"45{rng.randint(10**7, 10**8 - 1)}|BE-{dt.year}-{rng.randint(1, 9999):04d}|"
        f"{rng.randint(100000, 999999)}|PO{rng.randint(10**5, 10**6 - 1)}|"
        f"B{dt:%y}/{rng.randint(100, 9999)}",
    )
    po_dt = dt - timedelta(days=rng.randint(1, 20))
    pf = pick(rng, f"PF-{dt.year}-{rng.randint(1, 9999):05d}|PR{dt:%y}{rng.randint(1000, 9999)}|"
                   f"{rng.randint(700000, 799999)}")
    ab = f"AB{rng.randint(100000, 999999)}"
    knr = digits(rng, pick(rng, "#####|K-#####|1####"))
    ang = pick(rng, f"AN-{dt.year}-{rng.randint(100, 9999)}|{rng.randint(200000, 299999)}")
    rep = lperson(rng, "de")
    tel = digits(rng, "+41 ## ### ## ##" if ch else "+43 ### ######" if region == "at" else
                 "0### #####-#")
    tld = {"de": "de", "at": "at", "ch": "ch"}[region]
    title = pick(rng, "Proforma-Rechnung|PROFORMA-RECHNUNG|Pro-forma-Rechnung|Proformarechnung")
    # letterhead
    if rng.random() < 0.5:
        x = logo(d, m, 30, sup, 30, 0.25)
        d.t(x, 46, sup, 15, b=True)
        d.t(x, 58, f"{sadr[0]} · {sadr[1]}", 7.5, grey=0.3)
    else:
        d.t(x2, 42, sup, 16, b=True, al="r")
        d.t(x2, 55, f"{sadr[0]} · {sadr[1]} · Tel. {tel}", 7.5, al="r", grey=0.3)
    # window
    d.t(m, 118, f"{sup} · {sadr[0]} · {sadr[1]}", 6.3, grey=0.25, maxw=250)
    d.line(m, 121, m + 250, 121, 0.3)
    win = [buyer, pick(rng, "Einkauf|Abt. Einkauf|z. Hd. Einkauf|Zentraleinkauf"), *badr]
    if bregion != region:
        win.append({"de": "DEUTSCHLAND", "at": "ÖSTERREICH", "ch": "SCHWEIZ"}[bregion])
    d.lines(m, 128, win, 9.5)
    info = [
        (f"{title.split('-')[0].title()}-Nr." if rng.random() < 0.5 else "Belegnummer", pf),
        ("Datum", ddate(dt)),
        ("Kunden-Nr.", knr),
        (pick(rng, "Ihre Bestellung|Ihre Bestell-Nr.|Ihre Bestellnummer|Ihr Auftrag"), po),
        ("vom", ddate(po_dt)),
        ("Unser Angebot", ang),
        (pick(rng, "Unsere AB-Nr.|Auftragsnummer|Unser Auftrag"), ab),
        ("Bearbeiter", rep),
        ("Telefon", tel),
        ("Seite", f"1 von {pages}"),
    ]
    if rng.random() < 0.4:
        info[3], info[4] = (info[3][0], f"{po} vom {ddate(po_dt)}"), ("USt-IdNr. Kunde", digits(
            rng, "DE#########" if bregion == "de" else "ATU########" if bregion == "at" else
            "CHE-###.###.### MWST"))
    kv_right(d, x2 - 82, x2 - 76, 100, info, 8)
    y = 262
    d.t(m, y, f"{title} {pf}", 13, b=True)
    y += 16
    intro = pick(
        rng,
        f"Sehr geehrte Damen und Herren,\nvielen Dank für Ihre Bestellung {po} vom "
        f"{ddate(po_dt)}. Wie vereinbart erhalten Sie vorab unsere Proforma-Rechnung. Die "
        "Lieferung erfolgt nach Zahlungseingang.|Gemäß Ihrer Bestellung vom "
        f"{ddate(po_dt)} berechnen wir Ihnen vorab wie folgt (Zahlung per Vorkasse):|"
        "Proforma-Rechnung für Zollzwecke und Vorauszahlung. Dies ist keine Rechnung im "
        "Sinne des Umsatzsteuergesetzes.",
    )
    for para in intro.split("\n"):
        y = d.para(m, y, para, 8.8, w)
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Artikel-Nr.", 12, "l"),
        ("desc", "Bezeichnung", 40, "l"),
        ("qty", "Menge", 7, "r"),
        ("unit", "ME", 5, "c"),
        ("price", "Einzelpreis", 11, "r"),
        ("disc", "Rabatt", 7, "r"),
        ("amount", f"Gesamt {cur}", 13, "r"),
    ]
    c = cols(spec, w)
    bottom = d.h - 88
    n = nrows(rng, y + 10, bottom, 14, 190, top2=130, p2=0.3, p3=0.06, most=10)
    rows = items(rng, "de", n, fm)
    for r in rows:
        r["pos"] = str(int(r["pos"]) * 10)
        if rng.random() < 0.25:
            pc = rng.choice([5, 10, 15, 20])
            r["disc"] = f"{pc},0 %" if not ch else f"{pc}.0%"
            r["amt"] = cents(r["amt"] * (100 - pc) / 100)
            r["amount"] = fm(r["amt"])

    flines = [
        [sup, *sadr],
        [f"Tel. {tel}", mail_of(sup, "info", tld), f"www.{mail_of(sup, 'x', tld)[2:]}"],
        [
            pick(rng, (CH_BANKS if ch else AT_BANKS if region == "at" else DE_BANKS))
            .format(C=sadr[1].split(" ", 1)[1]),
            f"IBAN {iban(rng, region.upper())}",
            "UID CHE-" + digits(rng, "###.###.###") + " MWST" if ch else
            ("UID ATU" + digits(rng, "########") + " · FN " + digits(rng, "######a"))
            if region == "at" else "USt-IdNr. DE" + digits(rng, "#########"),
        ],
    ]

    def foot(p: int) -> None:
        cw = w / 3
        d.line(m, d.h - 62, x2, d.h - 62, 0.4)
        for i, col in enumerate(flines):
            d.lines(m + i * cw, d.h - 58, col, 6.4)

    def head(p: int) -> float:
        d.t(m, 40, sup, 9, b=True)
        d.t(x2, 40, f"{title} {pf} · Ihre Bestellung {po} · Seite {p} von {pages}", 7.5, al="r")
        d.line(m, 46, x2, 46, 0.4)
        return 60

    carry = pick(rng, "Übertrag|Zwischensumme|Übertrag")
    y = paged(
        d, m, y + 8, c, rows, bottom=bottom, head=head, foot=foot,
        carry=(carry, "Übertrag" if carry != "Zwischensumme" else "Zwischensumme"), fm=fm,
        size=8, lead=14, shade=0.88, rules=rng.random() < 0.5,
    )
    net = net_of(rows)
    pack = Decimal(rng.choice([0, 0, 1250, 1890, 2500, 4500])) / 100
    ship = Decimal(rng.choice([0, 0, 0, 1990, 3500, 8900, 12500])) / 100
    if ch:
        rate = Decimal("8.1")
    elif bregion != region and rng.random() < 0.7:
        rate = Decimal(0)
    else:
        rate = Decimal(20) if region == "at" else Decimal(19)
    base = net + pack + ship
    vat = tax(base, rate)
    total = base + vat
    if ch:
        total = (total * 20).quantize(Decimal(1), ROUND_HALF_UP) / 20
    out = [("Warenwert netto", fm(net), False)]
    if pack:
        out.append(("Verpackung", fm(pack), False))
    if ship:
        out.append((pick(rng, "Fracht|Versandkosten|Frachtkosten"), fm(ship), False))
    if pack or ship:
        out.append(("Nettobetrag", fm(base), False))
    if rate:
        pct = f"{rate}".replace(".", ",") if not ch else f"{rate}"
        out.append((f"{'MWST' if ch else 'zzgl. MwSt.' if region == 'de' else 'USt.'} {pct} %",
                    fm(vat), False))
    else:
        out.append(("MwSt. 0 %", fm(Decimal(0)), False))
    out.append((pick(rng, f"Gesamtbetrag {cur}|Endbetrag|Rechnungsbetrag|Gesamtsumme {cur}"),
                ft(total), True))
    y = room(d, y, 20 + len(out) * 14 + 120, head, foot)
    y = d.summary(x2 - 210, x2 - 4, y + 8, out, 8.8, box_last=True) + 6
    if not rate:
        y = d.para(m, y, pick(rng, "Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 "
                   "Nr. 1b UStG.|Steuerfreie Ausfuhrlieferung. Reverse Charge - Steuerschuldnerschaft "
                   "des Leistungsempfängers."), 7.8, w) + 2
    dep = rng.random() < 0.45
    if dep:
        share = rng.choice([30, 50])
        adv = cents(total * share / 100)
        y = d.summary(x2 - 210, x2 - 4, y + 2, [
            (f"Anzahlung {share} % bei Bestellung", ft(adv), False),
            ("Restbetrag vor Versand", ft(total - adv), False)], 8.2)
        pay = f"Bitte überweisen Sie die Anzahlung von {ft(adv)} unter Angabe der Belegnummer {pf}."
    else:
        pay = (f"Zahlungsbedingung: Vorkasse. Bitte überweisen Sie {ft(total)} unter Angabe von "
               f"{pf} auf unser unten genanntes Konto. Die Ware wird nach Zahlungseingang versandt.")
    y = d.para(m, y + 10, pay, 8.2, w)
    extra = [
        f"Lieferbedingung: {pick(rng, 'EXW|FCA|DAP|frei Haus|ab Werk')}"
        f" {pick(rng, 'Incoterms 2020|')}".rstrip(),
        f"Voraussichtlicher Liefertermin: KW {rng.randint(2, 52)}/{dt.year}",
        f"Ursprungsland: {'Schweiz' if ch else 'Österreich' if region == 'at' else 'Deutschland'}"
        f" · Gesamtgewicht ca. {rng.randint(3, 480)} kg",
    ]
    y = d.lines(m, y + 4, extra[: rng.randint(2, 3)], 8)
    y = room(d, y, 50, head, foot)
    d.t(m, y + 22, "Mit freundlichen Grüßen" if not ch else "Freundliche Grüsse", 8.5)
    d.t(m, y + 36, sup, 8.5, b=True)
    d.t(m, y + 48, rep, 8.5)
    foot(d.pages)
    return result(d, "de", "invoice", po, sup, total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind6_de_proforma_rechnung,
    )
}

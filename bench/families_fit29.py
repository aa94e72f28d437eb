# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the fit split written after fit28 (`fit29_*`), in zh-Hans
(two), zh-Hant (Hong Kong), ja, en-US, en-ZA, de, fr-BE, es-MX and nl.

- fit29_zh_dungou_daoju_peijian_caigou: a tunnelling contractor's order for shield-machine
  cutters and spares (the contractor's letterhead, the order number beside the title, in a
  boxed label / value grid, in a header row with the value below, in a small box at the top
  right or in a label list beside the supplier panel; the supplier under 供应商 / 供方 / 卖方
  or unlabelled, the site's receiving panel, the project, tender and requisition numbers,
  prices tax-included or a 不含税 / 税额 / 价税合计 block, discount and freight, 大写, an
  advance-payment line, signatures and a seal).
- fit29_zh_youjifei_xiaoshou_queren: an organic-fertiliser seller's sales confirmation (the
  seller's letterhead first, its own sales-order number boxed or in the grid, the customer's
  block with the customer's purchase-order number, the contract and the quotation, lines, the
  total with its amount on the line below at times, 大写, a deposit and the balance, the
  seller's bank lines, 客户确认 signatures).
- fit29_hk_matou_diaoju_peijian_caigou: a Hong Kong container terminal operator's order for
  spreader and crane spares (bilingual 採購訂單 / PURCHASE ORDER, the supplier's Chinese name
  with its English name beneath, the P.O. number in a header row, a grid, a box or beside the
  title, the berth / work-order / quotation numbers, HK$ lines, discount, delivery, TOTAL, a
  deposit and the balance, amounts in English words at times).
- fit29_ja_tofu_ten_genryo_hacchusho: a tofu maker's order for soybeans, nigari and packs (発注書
  / 注文書, the supplier with 御中 at the top left, the shop at the right with a seal, the
  order number in a small box, a grid, a header row or beside the title, 8 % and 10 % tax
  lines, a big 合計金額 box whose amount sits below its label at times).
- fit29_en_us_cranberry_grower_po: a cranberry grower's order for harvest booms, sand and
  bog supplies (letter or A4, a letterhead left, centred, right or in a band; the PO number
  beside the title, in a boxed grid, a header row, a label / value grid or a right-hand data
  block; Vendor / Supplier / To / no label; ship-to and bill-to; sales tax or exempt; a
  deposit and balance).
- fit29_en_za_rooibos_processor_po: a rooibos tea processor's order for packaging and plant
  spares (the same range of header and party layouts, VAT 15 %, VAT and company
  registration numbers, amounts in words, a prepayment and balance due).
- fit29_de_goldschmiede_bedarf_bestellung: a goldsmith's workshop order for precious-metal
  semis, findings and tools (Bestellung with its number beside the title or in the data
  block, Lieferant / An / no label, Lieferanschrift and Rechnungsanschrift, 7 % and 19 % USt,
  Anzahlung and Restbetrag).
- fit29_fr_be_librairie_bd_bon_commande: a Belgian comic-book shop's order to a distributor
  (bon de commande, Fournisseur / À l'attention de / no label, numéro d'entreprise, TVA 6 % and
  21 %, remise libraire, Total TVAC, acompte and solde).
- fit29_es_mx_tortilleria_insumos_oc: a Mexican tortilla shop's order for corn, flour and
  machine parts (orden de compra, Proveedor / Sres. / no label, RFC lines, IVA 0 % and 16 %,
  the total in words "(… PESOS xx/100 M.N.)", anticipo and saldo).
- fit29_nl_rondvaart_rederij_inkooporder: an Amsterdam canal-cruise company's order for boat
  spares, catering and fuel (inkooporder with its number beside the title or in a grid,
  Leverancier / Aan / no label, afleveradres, 9 % and 21 % btw, KvK and btw-id, aanbetaling
  and restant).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, work order
or the seller's sales-order number; on the seller's confirmation the customer's order
number); the supplier exactly as printed on its own first line (the seller of a confirmation;
never 御中, "Attn" or a label); the grand total as "1234.50" (whole yen as "1234.00"; after
discounts, incl. tax, before deposits and prepayments; "" when the document states none, about
one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
BLUEY = Color(0.88, 0.92, 0.98)
RED = Color(0.8, 0.1, 0.1)
LFONTS = "helv|libsans|dejavu|times|djserif|djcond"


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    return rng.choice(big if rng.random() < p else small)


def sums(
    rng: random.Random,
    lines: list[tuple],
    rate_of: Callable[[tuple], int],
    pcts: list[int],
    freights: list[int],
    main: int,
    places: int = 2,
) -> dict:
    """Subtotal, discount (per rate), freight (at the main rate), tax bases and tax by rate."""
    q = Decimal(1) if places == 0 else Decimal("0.01")
    by: dict[int, Decimal] = {}
    for it, _, _, a in lines:
        by[rate_of(it)] = by.get(rate_of(it), ZERO) + a
    pct = rng.choice(pcts)
    disc = {k: (v * Decimal(pct) / 100).quantize(q, rounding=ROUND_DOWN) for k, v in by.items()}
    fr = Decimal(rng.choice(freights))
    base = {k: v - disc[k] for k, v in by.items()}
    if fr:
        base[main] = base.get(main, ZERO) + fr
    tax = {k: (b * Decimal(k) / 100).quantize(q, rounding=ROUND_DOWN) for k, b in base.items()}
    sub = sum(by.values(), ZERO)
    dsum = sum(disc.values(), ZERO)
    net = sum(base.values(), ZERO)
    return {
        "sub": sub,
        "pct": pct,
        "disc": dsum,
        "fr": fr,
        "net": net,
        "base": dict(sorted(base.items())),
        "tax": dict(sorted(tax.items())),
        "total": net + sum(tax.values(), ZERO),
    }


def fsz(d: la.Doc, s: str, size: float, w: float, b: bool = False) -> float:
    """The size at which `s` fits `w` (never truncated)."""
    wd = d.width(s, size, b)
    return size if wd <= w else size * w / wd


# --------------------------------------------------------------------------- Spanish amounts in words

_ES_U = "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve".split()
_ES_T = {
    3: "treinta",
    4: "cuarenta",
    5: "cincuenta",
    6: "sesenta",
    7: "setenta",
    8: "ochenta",
    9: "noventa",
}
_ES_H = "- ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos".split()


def _es_w(n: int) -> str:
    if n < 30:
        return _ES_U[n]
    if n < 100:
        t, u = divmod(n, 10)
        return _ES_T[t] + (f" y {_ES_U[u]}" if u else "")
    if n < 1000:
        h, rest = divmod(n, 100)
        return ("cien" if n == 100 else _ES_H[h]) + (f" {_es_w(rest)}" if rest else "")
    if n < 10**6:
        k, rest = divmod(n, 1000)
        head = "mil" if k == 1 else f"{_un(_es_w(k))} mil"
        return head + (f" {_es_w(rest)}" if rest else "")
    mi, rest = divmod(n, 10**6)
    head = "un millón" if mi == 1 else f"{_un(_es_w(mi))} millones"
    return head + (f" {_es_w(rest)}" if rest else "")


def _un(s: str) -> str:
    return s[:-1] if s.endswith("uno") else s


def es_words(v: Decimal) -> str:
    cents = int((v * 100).quantize(Decimal(1)))
    return f"({_un(_es_w(cents // 100)).upper()} PESOS {cents % 100:02d}/100 M.N.)"


# --------------------------------------------------------------------------- the Latin-script engine


def _blk(d: la.Doc, x: float, y: float, w: float, lab: str, rows: list[str], boxed: bool) -> float:
    """A party block: optional label, its first line bold (scaled, never cut), the rest."""
    y0 = y
    xi, wi = (x + 5, w - 10) if boxed else (x, w)
    if lab:
        d.t(xi, y + 9, lab, 7.6, b=True, grey=0.35)
        y += 12
    for i, s in enumerate(rows):
        if i == 0:
            d.t(xi, y + 9.4, s, fsz(d, s, 9.4, wi, True), b=True)
        else:
            d.t(xi, y + 9.4, s, 8.0, maxw=wi)
        y += 11.2
    if boxed:
        d.box(x, y0 - 2, w, y - y0 + 6, stroke=True, lw=0.5)
    return y + 6


def _kv(
    d: la.Doc, x: float, y: float, w: float, pairs: list[tuple[str, str]], size: float, right: bool
) -> float:
    kw = max(d.width(k, size, True) for k, _ in pairs) + 8
    for k, v in pairs:
        d.t(x, y + size, k, size, b=True)
        if right:
            d.t(x + w, y + size, v, size, al="r")
        else:
            d.t(x + kw, y + size, v, fsz(d, v, size, w - kw))
        y += size * 1.45
    return y


def _lat(rng: random.Random, of: int, S: dict) -> tuple[bytes, dict]:
    land = rng.random() < S.get("p_land", 0.16)
    paper = letter if S.get("letter") and rng.random() < 0.75 else A4
    d = la.Doc(landscape(paper) if land else paper, la.pick(rng, LFONTS))
    m = rng.uniform(34, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    po = S["po"]
    po_lab = rng.choice(S["po_labels"])
    stated = stated_of(rng)
    page = [1]
    num, money = S["num"], S["money"]
    mode = rng.choice(["beside", "kv", "grid", "hdrrow", "kvgrid"])
    footer = S["footer"]

    def foot() -> None:
        yy = d.h - 30 - 9 * (len(footer) - 1)
        d.line(m, yy - 10, r, yy - 10, 0.4)
        for s in footer:
            d.t(m, yy, s, 6.4, grey=0.35, maxw=wd - 60)
            yy += 9
        d.t(r, d.h - 30, S["pagefmt"](page[0], of), 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        s = S["cont"].format(lab=po_lab, po=po)
        d.t(m, 44, s, 9, b=True)
        return 58

    # letterhead and title
    head, hlines = S["head"], S["head_lines"]
    title = rng.choice(S["titles"])
    ttxt = S["beside"](rng, title, po) if mode == "beside" else title
    tsize = rng.uniform(13, 17)
    hs = rng.choice(["left", "centre", "right", "band"])
    if hs == "band":
        shade = rng.choice([0.82, 0.87, 0.92])
        d.box(m, 26, wd, 46, fill=shade, stroke=False)
        d.t(m + 8, 46, head, fsz(d, head, 14, wd * 0.5, True), b=True)
        d.t(m + 8, 61, " · ".join(hlines[:2]), 7.2, grey=0.2, maxw=wd * 0.5)
        d.t(r - 8, 54, ttxt, fsz(d, ttxt, tsize * 0.92, wd * 0.44, True), b=True, al="r")
        y = 84
    elif hs == "left":
        d.t(m, 46, head, fsz(d, head, 15, wd * 0.52, True), b=True)
        y = d.lines(m, 52, hlines, 7.6, lead=10)
        d.t(r, 46, ttxt, fsz(d, ttxt, tsize, wd * 0.44, True), b=True, al="r")
        y += 10
    elif hs == "right":
        d.t(r, 46, head, fsz(d, head, 15, wd * 0.6, True), b=True, al="r")
        y = d.lines(r, 52, hlines, 7.6, al="r", lead=10)
        d.line(m, y + 4, r, y + 4, 0.8)
        d.t(m, y + 26, ttxt, fsz(d, ttxt, tsize, wd, True), b=True)
        y += 38
    else:
        d.t(d.w / 2, 44, head, fsz(d, head, 16, wd, True), b=True, al="c")
        y = d.lines(d.w / 2, 50, hlines[:2], 7.6, al="c", lead=10)
        d.line(m, y + 4, r, y + 4, 0.5)
        d.t(d.w / 2, y + 26, ttxt, fsz(d, ttxt, tsize, wd, True), b=True, al="c")
        y += 38
    # the order data
    refs = list(S["refs"])
    rng.shuffle(refs)
    date_pair = (S["date_lab"], S["date"])
    kvs: list[tuple[str, str]] = []
    if mode in ("grid", "hdrrow", "kvgrid"):
        k_head = rng.choice([2, 3]) if not land else 4
        cells = [(po_lab, po), date_pair, *refs[:k_head]]
        rest = refs[k_head:]
        if rng.random() < 0.45:
            j = rng.randrange(1, len(cells))
            cells[0], cells[j] = cells[j], cells[0]
        if mode == "grid":
            ws = [wd / len(cells)] * len(cells)
            y = (
                d.grid(
                    m,
                    y,
                    ws,
                    [c[0] for c in cells],
                    [c[1] for c in cells],
                    8.4,
                    shade=rng.choice([0.88, 0.8, None]),
                )
                + 12
            )
        elif mode == "hdrrow":
            ws = [wd / len(cells)] * len(cells)
            fill = rng.choice([0.86, 0.92, None])
            vert = rng.random() < 0.6
            if not vert:
                d.line(m, y, r, y, 0.6)
            y = lrow(
                d,
                m,
                y,
                ws,
                [c[0] for c in cells],
                "l" * len(cells),
                h=16,
                size=7.6,
                b=True,
                fill=fill,
                vert=vert,
            )
            y = (
                lrow(
                    d, m, y, ws, [c[1] for c in cells], "l" * len(cells), h=17, size=8.6, vert=vert
                )
                + 12
            )
        else:
            if len(cells) % 2:
                cells.append(rest.pop(0) if rest else ("", ""))
            ws = [wd * f for f in (0.19, 0.31, 0.19, 0.31)]
            d.line(m, y, r, y, 0.4)
            for k in range(0, len(cells), 2):
                row = [cells[k][0], cells[k][1], cells[k + 1][0], cells[k + 1][1]]
                d.box(m, y, ws[0], 16, fill=0.9, stroke=False)
                d.box(m + ws[0] + ws[1], y, ws[2], 16, fill=0.9, stroke=False)
                y = lrow(d, m, y, ws, row, "llll", h=16, size=8.2)
            y += 12
        kvs = rest
    else:
        kvs = ([] if mode == "beside" else [(po_lab, po)]) + [date_pair] + refs
        if mode == "kv" and rng.random() < 0.35:
            kvs[0], kvs[1] = kvs[1], kvs[0]
    # parties
    sup_lab = rng.choice(S["sup_labels"])
    sup_rows = [S["sup"], *S["sup_lines"]]
    boxed = rng.random() < 0.4
    others = [(rng.choice(S["ship_labels"]), S["ship_rows"])]
    if rng.random() < 0.6:
        others.append((rng.choice(S["bill_labels"]), S["bill_rows"]))
    if kvs:
        cw = wd * 0.5 - 10
        kx = m + wd * 0.54
        left_sup = rng.random() < 0.75
        if left_sup:
            sy = _blk(d, m, y, cw, sup_lab, sup_rows, boxed)
        else:
            lab0, rows0 = others.pop(0)
            sy = _blk(d, m, y, cw, lab0, rows0, boxed)
            others.insert(0, (sup_lab, sup_rows))
        ky = _kv(d, kx, y + 2, r - kx, kvs, 8.2, rng.random() < 0.5)
        y = max(sy, ky) + 8
        n = len(others)
        cw2 = (wd - 14 * (n - 1)) / n
        yy = y
        for k, (lab, rows) in enumerate(others):
            yy = max(yy, _blk(d, m + k * (cw2 + 14), y, cw2, lab, rows, boxed))
        y = yy + 4
    else:
        blocks = [(sup_lab, sup_rows), *others]
        if rng.random() < 0.35:
            blocks.reverse()
        n = len(blocks)
        cw2 = (wd - 14 * (n - 1)) / n
        yy = y
        for k, (lab, rows) in enumerate(blocks):
            yy = max(yy, _blk(d, m + k * (cw2 + 14), y, cw2, lab, rows, boxed))
        y = yy + 4
    if rng.random() < 0.7:
        d.t(m, y + 8, S["contact"], 7.8, maxw=wd)
        y += 14
    if rng.random() < 0.5:
        y = wrapped(d, m, y, S["intro"], 8.4, wd) + 4
    y += 4
    # lines
    lines = S["lines"]
    multi = len(set(S["rate_of"](it) for it, *_ in lines)) > 1 or S.get("rate_col")
    body = []
    keep_price = stated or rng.random() < 0.5
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            it[0],
            S["qty"](q),
            it[1],
            num(p) if keep_price else "",
            num(a) if stated else "",
        ]
        if multi:
            cells.insert(5, f"{S['rate_of'](it)}%")
        body.append((cells, a))
    heads = list(S["heads"])
    fr_ = [0.06, 0.46, 0.08, 0.08, 0.14, 0.16]
    if multi:
        heads.insert(5, S["rate_head"])
        fr_ = [0.06, 0.42, 0.08, 0.08, 0.13, 0.08, 0.15]
    al = "llrcrrr" if multi else "llrcrr"
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in fr_],
        heads,
        body,
        al,
        size=rng.choice([7.6, 7.8, 8.2]),
        rowh=rng.choice([14.5, 15, 16]),
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.45,
        zebra=(0.95, 0.95, 0.95) if rng.random() < 0.2 else None,
    )
    t = S["sums"]
    total = t["total"]
    if y + (150 if stated else 60) > bottom:
        y = brk()
    y += 8
    xl = m + wd * (0.62 if land else 0.5)
    xr = r - 3
    if stated:
        rows_ = [(S["l_sub"], num(t["sub"]), False)]
        if t["disc"]:
            rows_.append((S["l_disc"].format(p=t["pct"]), f"-{num(t['disc'])}", False))
        if t["fr"]:
            rows_.append((S["l_freight"], num(t["fr"]), False))
        if t["disc"] or t["fr"] or rng.random() < 0.4:
            rows_.append((S["l_net"], num(t["net"]), False))
        for k, b in t["base"].items():
            if b or len(t["base"]) == 1:
                rows_.append((S["l_tax"](k, num(b)), num(t["tax"][k]), False))
        y = d.summary(xl, xr, y, rows_, 8.6, boxed=rng.random() < 0.25)
        lab = rng.choice(S["l_total"])
        if rng.random() < 0.35:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, lab, 9.4, b=True)
            d.t(xr, y + 29, money(total), 11.5, b=True, al="r")
            y += 38
        else:
            y = d.summary(
                xl,
                xr,
                y,
                [(lab, money(total), True)],
                9.4,
                box_last=rng.random() < 0.5,
                shade=0.88 if rng.random() < 0.4 else None,
            )
        if rng.random() < 0.35:
            dep = r2(total * Decimal(rng.choice([10, 20, 25, 30, 50])) / 100)
            y = d.summary(
                xl,
                xr,
                y + 2,
                [(S["l_dep"], f"-{num(dep)}", False), (S["l_bal"], num(total - dep), True)],
                8.4,
            )
        if S.get("words") and rng.random() < S.get("p_words", 0.5):
            y = wrapped(d, m, y + 4, S["words"](total), 7.8, wd)
    else:
        y = wrapped(d, m, y, S["no_total"], 8.4, wd)
    y += 10
    for s in S["notes"]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, s, 7.4, wd, grey=0.3)
    if y + 60 > bottom:
        y = brk()
    y += 34
    caps = S["signs"]
    k = len(caps)
    sw = (wd - 20 * (k - 1)) / k
    for i, c in enumerate(caps):
        d.sign(m + i * (sw + 20), y, sw, c)
    foot()
    out = finish(d, S["lang"], "purchase_order", po, S["sup"], total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 5 en-US cranberry grower

CB_N = "Pine Barrens|Wareham|Cape Cod|Carver|Plympton|Rochester Bog|Tomah|Cedar Swamp|Mill Pond|Red Brook|Kettle Hole|Black River".split(
    "|"
)
CB_BUY = [
    "{n} Cranberry Co.",
    "{n} Cranberry Farms, Inc.",
    "{n} Bog Company LLC",
    "{n} Growers Cooperative",
    "The {n} Cranberry Company",
]
CB_S = "Halvorsen|Medeiros|Tobey|Ruggiero|Lindqvist|Okafor|Brennan|Vanderpool|Kowalczyk|Ashby|Pacheco|Thibodeau".split(
    "|"
)
CB_SUP = [
    "{s} Equipment, Inc.",
    "{s} Ag Supply Co.",
    "{s} Sand & Gravel LLC",
    "{s} Irrigation Corp.",
    "{s} Marine & Boom Supply Inc.",
    "{s} Brothers Farm Service",
]
CB_SUP_BARE = ["{s} Welding", "{s} Farm & Garden", "{s} Pump Service"]
CB_F = "Dale|Marisol|Trent|Kathleen|Rory|Jolene|Wes|Priya|Casey|Ned".split("|")
CB_ITEMS = [
    ("Floating harvest boom, 100 ft section", "ea", 0, 1450, 2600),
    ("Water reel beater head, replacement", "ea", 0, 780, 1350),
    ("Bog sand, washed (per ton)", "ton", 0, 18, 34),
    ("Frost protection sprinkler head, brass", "ea", 0, 9.5, 22),
    ("PVC irrigation pipe 4 in. x 20 ft", "len", 0, 24, 48),
    ("Pump impeller 8 in. (Cornell)", "ea", 0, 420, 880),
    ("Chest waders, neoprene", "pr", 0, 95, 180),
    ("Bee hive rental, pollination (per hive)", "hive", 0, 55, 95),
    ("Ammonium sulfate 21-0-0, 50 lb bag", "bag", 0, 19, 34),
    ("Harvest trailer tire 11L-15", "ea", 0, 140, 260),
    ("Berry elevator belt, cleated 24 in.", "ft", 0, 38, 70),
    ("Flume gate boards, pressure treated", "set", 0, 85, 190),
    ("Diesel exhaust fluid, 2.5 gal", "jug", 0, 12, 22),
]


def _cb_cfg(rng: random.Random) -> dict:
    n = rng.choice(CB_N)
    buyer = rng.choice(CB_BUY).format(n=n)
    s = rng.choice(CB_S)
    sup = bare_or(rng, CB_SUP, CB_SUP_BARE, 0.25).format(s=s)
    dt = a_day(rng)
    st = rng.choice(
        [
            ("MA", "Carver", "023##"),
            ("MA", "Wareham", "025##"),
            ("WI", "Tomah", "546##"),
            ("NJ", "Chatsworth", "080##"),
            ("OR", "Bandon", "974##"),
        ]
    )
    po = la.digits(
        rng, rng.choice(["PO-#####", f"{dt:%y}-####", "#####", f"CB{dt:%y%m}-###", "P0#####"])
    )
    lines = more_lines(
        rng,
        CB_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38]),
        [1, 2, 4, 6, 10, 20, 40, 100],
        ["(spare)", "- Bog 7", "- north unit"],
        big=1000,
    )
    rate = rng.choice([0, 0, 6.25, 7, 6.625])
    exempt = rate == 0
    t = sums(rng, lines, lambda it: 0, [0, 0, 0, 2, 5], [0, 0, 0, 85, 150, 240], 0)
    if not exempt:
        tax = r2(t["net"] * Decimal(str(rate)) / 100)
        t["tax"] = {0: tax}
        t["total"] = t["net"] + tax
    who = f"{rng.choice(CB_F)} {rng.choice(CB_S)}"
    return {
        "lang": "en",
        "letter": True,
        "po": po,
        "po_labels": ["PO Number", "P.O. No.", "PO #", "Purchase Order No.", "Order No."],
        "head": buyer,
        "head_lines": [
            f"{rng.randint(10, 990)} {rng.choice(['Bog Road', 'Federal Furnace Rd', 'Cranberry Hwy', 'Main Street'])}, {st[1]}, {st[0]} {la.digits(rng, st[2])}",
            f"Tel ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}  Fax ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
            f"ap@{n.lower().replace(' ', '')}cranberry.com",
        ],
        "titles": ["PURCHASE ORDER", "Purchase Order", "PURCHASE ORDER FORM"],
        "beside": lambda rng, t_, p: rng.choice([f"{t_} {p}", f"{t_} No. {p}", f"{t_} # {p}"]),
        "date_lab": rng.choice(["Date", "PO Date", "Order Date"]),
        "date": la.dfmt(dt, rng.choice(["us", "usl"])),
        "refs": [
            ("Requisition", la.digits(rng, "REQ-####")),
            (rng.choice(["Your Quote", "Quote Ref."]), la.digits(rng, "Q#####")),
            ("Vendor ID", la.digits(rng, "V-####")),
            ("Job / Bog", f"{rng.choice(['Harvest', 'Frost', 'Renovation', 'Sanding'])} {dt.year}"),
            ("Ship Via", rng.choice(["Best Way", "Vendor truck", "UPS Ground", "Will call"])),
            ("Terms", rng.choice(["Net 30", "Net 45", "2% 10 Net 30"])),
        ],
        "sup_labels": ["Vendor", "Vendor:", "Supplier", "To:", "TO", ""],
        "sup": sup,
        "sup_lines": [
            f"{rng.randint(1, 900)} {rng.choice(['Industrial Dr', 'Route 58', 'Commerce Way', 'Depot St'])}",
            f"{rng.choice(['Middleborough, MA', 'Plymouth, MA', 'Wisconsin Rapids, WI', 'Hammonton, NJ', 'Coos Bay, OR'])} {la.digits(rng, '#####')}",
            f"Attn: {rng.choice(CB_F)} {rng.choice(CB_S)}  ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
        ],
        "ship_labels": ["Ship To", "SHIP TO:", "Deliver To"],
        "ship_rows": [
            f"{buyer} - {rng.choice(['Bog 12 pump house', 'Screenhouse', 'Equipment barn', 'Harvest staging yard'])}",
            f"{rng.randint(10, 990)} {rng.choice(['Tihonet Rd', 'Pine St', 'Bog Lane'])}, {st[1]}, {st[0]}",
            f"Contact: {rng.choice(CB_F)} (cell {la.digits(rng, '###-###-####')})",
        ],
        "bill_labels": ["Bill To", "Invoice To", "BILL TO:"],
        "bill_rows": [
            buyer,
            "Accounts Payable",
            f"PO Box {rng.randint(10, 999)}, {st[1]}, {st[0]} {la.digits(rng, st[2])}",
        ],
        "contact": f"Buyer: {who}, {rng.choice(['Farm Manager', 'Purchasing Agent', 'Operations Manager'])} · {who.split()[0].lower()}@{n.lower().replace(' ', '')}cranberry.com",
        "intro": "Please supply the following, referencing our PO number on all packing slips and invoices. Deliveries to bogs only Mon-Fri 7 am - 3 pm.",
        "lines": lines,
        "rate_of": lambda it: 0,
        "qty": lambda q: f"{q:,.0f}",
        "heads": ["#", "Description", "Qty", "Unit", "Unit Price", "Amount"],
        "rate_head": "Tax",
        "num": en2,
        "money": lambda v: f"${en2(v)}",
        "sums": t,
        "l_sub": "Subtotal",
        "l_disc": "Discount {p}%",
        "l_freight": rng.choice(["Freight", "Shipping & Handling", "Delivery"]),
        "l_net": "Net",
        "l_tax": (lambda k, b: "Sales Tax (exempt - agricultural)")
        if exempt
        else (lambda k, b: f"Sales Tax {rate}%"),
        "l_total": ["TOTAL", "Order Total", "PO Total", "Total Due", "Grand Total"],
        "l_dep": rng.choice(["Less: Deposit paid", "Prepayment"]),
        "l_bal": rng.choice(["Balance Due", "Balance on delivery"]),
        "no_total": "Pricing per vendor's current price list; invoice actual quantities delivered. Not to exceed the blanket amount on file.",
        "notes": [
            "Farm use - sales tax exemption certificate on file."
            if exempt
            else "Taxable delivery; vendor to collect and remit sales tax.",
            "All boom sections must be pressure tested before delivery. Invoices without a PO number will be returned unpaid.",
        ],
        "signs": rng.choice(
            [
                [f"Authorized by: {who}", "Vendor acknowledgement"],
                ["Purchasing Agent", "Farm Manager", "Accepted by Vendor"],
                ["Approved", "Received by"],
            ]
        ),
        "footer": [
            f"{buyer} · Federal EIN {la.digits(rng, '##-#######')} · Please send invoices to ap@{n.lower().replace(' ', '')}cranberry.com"
        ],
        "pagefmt": lambda p, of: f"Page {p} of {of}" if of else f"Page {p}",
        "cont": "{lab} {po} (continued)",
    }


def _cb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, _cb_cfg(rng))


def fit29_en_us_cranberry_grower_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cb)


# --------------------------------------------------------------------------- 6 en-ZA rooibos processor

RB_N = "Cederberg|Clanwilliam|Wupperthal|Citrusdal|Nieuwoudtville|Graafwater|Olifants River|Bushmans Kloof|Pakhuis|Elandsbaai".split(
    "|"
)
RB_BUY = [
    "{n} Rooibos (Pty) Ltd",
    "{n} Tea Estates (Pty) Ltd",
    "{n} Rooibos Processors CC",
    "{n} Organic Teas (Pty) Ltd",
]
RB_S = "Van der Merwe|Mokoena|Botha|Naidoo|Pretorius|Dlamini|Steyn|Jacobs|Fourie|Khumalo|Le Roux|Abrahams".split(
    "|"
)
RB_SUP = [
    "{s} Packaging (Pty) Ltd",
    "{s} Engineering CC",
    "{s} Industrial Supplies (Pty) Ltd",
    "{s} Labels & Print (Pty) Ltd",
    "{s} Conveyors (Pty) Ltd",
    "{s} & Seuns",
]
RB_SUP_BARE = ["{s} Engineering", "{s} Hardware", "{s} Bearings"]
RB_F = "Pieter|Thandi|Johan|Lerato|Anel|Sipho|Marike|Riaan|Nomsa|Francois".split("|")
RB_ITEMS = [
    ("Tea bag filter paper 125 mm roll", "roll", 15, 380, 720),
    ("Foil-lined kraft pouch 1 kg", "pcs", 15, 3.2, 6.4),
    ("Tagged tea envelopes (printed)", "1000", 15, 210, 420),
    ("Export cartons 5-ply", "pcs", 15, 14, 28),
    ("Sieve mesh 1.2 mm stainless", "m2", 15, 260, 540),
    ("Cutter knives for chopper", "set", 15, 1800, 3600),
    ("Conveyor belt PVC 600 mm", "m", 15, 420, 880),
    ("Steriliser steam valve DN25", "ea", 15, 1450, 2900),
    ("Bearing 6206-2RS", "ea", 15, 65, 140),
    ("Hessian bags 50 kg", "ea", 15, 12, 24),
    ("Food-grade lubricant 5 l", "tin", 15, 480, 950),
    ("Moisture analyser calibration", "job", 15, 1200, 2600),
]


def _rb_cfg(rng: random.Random) -> dict:
    n = rng.choice(RB_N)
    buyer = rng.choice(RB_BUY).format(n=n)
    sup = bare_or(rng, RB_SUP, RB_SUP_BARE, 0.25).format(s=rng.choice(RB_S))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO#####", f"RB{dt:%y}/####", "4500######", f"{dt.year}-#####", "OR-####"])
    )
    lines = more_lines(
        rng,
        RB_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 40]),
        [1, 2, 5, 10, 20, 50, 100, 500],
        ["(spare)", "- line 2", "- organic range"],
        big=1000,
    )
    t = sums(rng, lines, lambda it: 15, [0, 0, 0, 2.5, 5], [0, 0, 0, 350, 650, 1200], 15)
    sp = rng.choice([(" ", "."), (",", "."), (" ", ",")])
    num = lambda v: grouped(v, *sp)  # noqa: E731
    who = f"{rng.choice(RB_F)} {rng.choice(RB_S)}"
    vat_b = la.digits(rng, "4#########")
    return {
        "lang": "en",
        "po": po,
        "po_labels": [
            "Order No.",
            "PO Number",
            "Purchase Order No.",
            "Official Order No.",
            "P/O No.",
        ],
        "head": buyer,
        "head_lines": [
            f"Farm {rng.choice(['Kleinvlei', 'Rietfontein', 'Modderfontein', 'Boskloof'])}, {n} district, Western Cape, {la.digits(rng, '8###')}",
            f"Tel +27 27 {la.digits(rng, '### ####')} · VAT No. {vat_b}",
            f"Reg. No. {la.digits(rng, '20##/######/07')}",
        ],
        "titles": ["PURCHASE ORDER", "Purchase Order", "OFFICIAL ORDER"],
        "beside": lambda rng, t_, p: rng.choice([f"{t_} {p}", f"{t_} No. {p}", f"{t_}: {p}"]),
        "date_lab": rng.choice(["Date", "Order Date"]),
        "date": la.dfmt(dt, rng.choice(["dmy", "iso", "long_en"])),
        "refs": [
            ("Requisition", la.digits(rng, "RQ####")),
            ("Quotation", la.digits(rng, rng.choice(["QUO-#####", "Q####/##"]))),
            ("Supplier Acc.", la.digits(rng, "SUP###")),
            ("Cost Centre", rng.choice(["Processing", "Packing Hall", "Maintenance", "Export"])),
            ("Supplier VAT No.", la.digits(rng, "4#########")),
            ("Delivery", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")),
        ],
        "sup_labels": ["Supplier", "Supplier:", "To:", "Vendor", ""],
        "sup": sup,
        "sup_lines": [
            f"{rng.randint(1, 90)} {rng.choice(['Voortrekker Road', 'Marine Drive', 'Kuils River Rd', 'Stellenberg Rd'])}",
            f"{rng.choice(['Bellville', 'Epping Industria', 'Paarl', 'Montague Gardens', 'Parow'])}, {la.digits(rng, '7###')}",
            f"Attn: {rng.choice(RB_F)} · Tel 021 {la.digits(rng, '### ####')}",
        ],
        "ship_labels": ["Deliver To", "Delivery Address", "Ship To"],
        "ship_rows": [
            f"{buyer} - {rng.choice(['Processing yard', 'Packing hall', 'Stores'])}",
            f"{rng.choice(['R364', 'N7 off-ramp', 'Graafwater Rd'])}, {n}",
            f"Receiving: {rng.choice(RB_F)} {la.digits(rng, '08# ### ####')}",
        ],
        "bill_labels": ["Invoice To", "Bill To"],
        "bill_rows": [
            buyer,
            "Creditors Department",
            f"PO Box {rng.randint(10, 900)}, Clanwilliam, 8135",
        ],
        "contact": f"Buyer: {who}, {rng.choice(['Procurement Officer', 'Plant Manager', 'Financial Manager'])} · Tel 027 {la.digits(rng, '### ####')}",
        "intro": "Please supply and deliver the goods below. Quote our order number on your delivery note and tax invoice.",
        "lines": lines,
        "rate_of": lambda it: 15,
        "qty": lambda q: f"{q:,.0f}".replace(",", " "),
        "heads": ["Item", "Description", "Qty", "Unit", "Unit Price", "Amount"],
        "rate_head": "VAT",
        "num": num,
        "money": lambda v: rng.choice(["R ", "R"]) + num(v),
        "sums": t,
        "l_sub": "Subtotal (excl. VAT)",
        "l_disc": "Less discount {p}%",
        "l_freight": "Delivery / transport",
        "l_net": "Total excl. VAT",
        "l_tax": lambda k, b: f"VAT {k}%",
        "l_total": ["TOTAL (incl. VAT)", "Total Order Value", "Grand Total", "TOTAL DUE"],
        "l_dep": rng.choice(["Prepayment (EFT)", "Less: deposit paid"]),
        "l_bal": rng.choice(["Balance due", "Balance payable on delivery"]),
        "words": lambda v: "Amount in words: " + cj.en_words(v).replace("US DOLLARS", "RAND"),
        "p_words": 0.45,
        "no_total": "Prices as per quotation; the order value will be confirmed on the tax invoice against quantities delivered.",
        "notes": [
            "Food-safety: packaging must comply with R638 and be supplied with certificates of conformance.",
            "Our standard terms apply: 30 days from statement. Orders without an authorised signature are invalid.",
        ],
        "signs": rng.choice(
            [
                [f"Ordered by: {who}", "Authorised signatory"],
                ["Prepared by", "Approved by", "Supplier acknowledgement"],
            ]
        ),
        "footer": [
            f"{buyer} · Co. Reg. {la.digits(rng, '19##/######/07')} · VAT {vat_b} · Directors: {rng.choice(RB_S)}, {rng.choice(RB_S)}",
            "B-BBEE Level 4 contributor · Banking: FNB Clanwilliam",
        ],
        "pagefmt": lambda p, of: f"Page {p} of {of}" if of else f"Page {p}",
        "cont": "{lab} {po} - continued",
    }


def _rb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, _rb_cfg(rng))


def fit29_en_za_rooibos_processor_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rb)


# --------------------------------------------------------------------------- 7 de goldsmith's workshop

GS_N = "Brenner|Lichtenfeld|Hartmann|Goldhaus Kessler|Auerbach|Silbermann|Feldhaus|Reinhold|Vogt|Adamek".split(
    "|"
)
GS_BUY = [
    "Goldschmiede {n}",
    "{n} Schmuckmanufaktur GmbH",
    "Atelier {n} Goldschmiede",
    "Juwelier {n} e.K.",
    "{n} Trauringe GmbH",
]
GS_S = "Degussa|Allgaier|Heimerle|Scheufele|Pforzheimer|Wieland|Bauer|Engelhardt|Krauss|Rehm".split(
    "|"
)
GS_SUP = [
    "{s} Edelmetalle GmbH",
    "{s} Scheideanstalt GmbH & Co. KG",
    "{s} Goldschmiedebedarf GmbH",
    "{s} Werkzeuge KG",
    "{s} Halbzeuge AG",
]
GS_SUP_BARE = ["{s} Schmuckteile", "Edelmetallhandel {s}", "{s} Werkzeugbau"]
GS_F = "Katrin|Jürgen|Anja|Tobias|Sabine|Florian|Ute|Matthias|Lena|Ralf".split("|")
GS_ITEMS = [
    ("Feingold-Granulat 999,9 (je g)", "g", 19, 58, 92),
    ("Silberblech 925, 0,8 mm (je g)", "g", 19, 0.9, 1.4),
    ("Goldlot 585 gelb, mittel (je g)", "g", 19, 38, 60),
    ("Ringschienen-Rohling 750 WG", "Stk", 19, 180, 420),
    ("Karabinerverschluss 925, 12 mm", "Stk", 19, 2.8, 6.5),
    ("Krappenfassung 4er, 585 GG", "Stk", 19, 14, 32),
    ("Sägeblätter 2/0 (Gros)", "Pkg", 19, 14, 26),
    ("Polierpaste Hochglanz 1 kg", "Stk", 19, 22, 44),
    ("Fachbuch Edelsteinkunde", "Stk", 7, 38, 69),
    ("Ultraschallreiniger-Lösung 5 l", "Kan", 19, 28, 55),
    ("Zirkonia rund 2,0 mm (100 Stk)", "Pkg", 19, 9, 22),
    ("Zeitschrift Goldschmiede-Zeitung, Jahresabo", "Abo", 7, 89, 149),
    ("Flexwelle Handstück Ersatz", "Stk", 19, 160, 340),
]


def _gs_cfg(rng: random.Random) -> dict:
    n = rng.choice(GS_N)
    buyer = rng.choice(GS_BUY).format(n=n)
    sup = bare_or(rng, GS_SUP, GS_SUP_BARE, 0.25).format(s=rng.choice(GS_S))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"B-{dt.year}-###", "BE#####", f"{dt:%y}/####", f"{dt.year}-0###", "#####"]),
    )
    lines = more_lines(
        rng,
        GS_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38]),
        [1, 2, 5, 10, 20, 25, 50, 100],
        ["(Nachbestellung)", "rosé", "(Muster)"],
        big=300,
    )
    t = sums(rng, lines, lambda it: it[2], [0, 0, 0, 2, 3], [0, 0, 0, 8, 15, 24], 19)
    who = f"{rng.choice(GS_F)} {n.split()[-1]}"
    city = rng.choice(
        [
            ("75172", "Pforzheim"),
            ("63450", "Hanau"),
            ("80331", "München"),
            ("50667", "Köln"),
            ("20095", "Hamburg"),
            ("01067", "Dresden"),
        ]
    )
    street = f"{rng.choice(['Goldgasse', 'Marktplatz', 'Schmuckstraße', 'Lindenallee', 'Am Rathaus'])} {rng.randint(1, 60)}"
    return {
        "lang": "de",
        "po": po,
        "po_labels": ["Bestellnummer", "Bestell-Nr.", "Unsere Bestellung", "Bestellung Nr."],
        "head": buyer,
        "head_lines": [
            f"{street} · {city[0]} {city[1]}",
            f"Tel. 0{la.digits(rng, '### ######')} · Fax 0{la.digits(rng, '### ######')}",
            f"info@{n.lower().replace(' ', '')}-schmuck.de",
        ],
        "titles": ["Bestellung", "BESTELLUNG", "Materialbestellung"],
        "beside": lambda rng, t_, p: rng.choice([f"{t_} Nr. {p}", f"{t_} {p}", f"{t_} – Nr. {p}"]),
        "date_lab": "Datum",
        "date": rng.choice(
            [la.dfmt(dt, "dot"), f"{dt.day}. {la.MONTHS['de'].split()[dt.month - 1]} {dt.year}"]
        ),
        "refs": [
            ("Ihre Kundennummer", la.digits(rng, "KD-#####")),
            ("Ihr Angebot", la.digits(rng, rng.choice(["AN-####", "Angebot ######"]))),
            ("Auftrag / Kunde", la.digits(rng, "Kom. ####")),
            ("Lieferantennr.", la.digits(rng, "7####")),
            ("Liefertermin", la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dot")),
            ("Ansprechpartner", who),
        ],
        "sup_labels": ["Lieferant", "An", "Lieferant:", "", "Firma"],
        "sup": sup,
        "sup_lines": [
            f"{rng.choice(['Industriestraße', 'Kanzlerstraße', 'Westliche', 'Am Hauptbahnhof'])} {rng.randint(1, 200)}",
            f"{la.digits(rng, '7####')} {rng.choice(['Pforzheim', 'Hanau', 'Schwäbisch Gmünd', 'Idar-Oberstein'])}",
            f"USt-IdNr. DE{la.digits(rng, '#########')}",
        ],
        "ship_labels": ["Lieferanschrift", "Lieferadresse", "Anlieferung"],
        "ship_rows": [
            f"{buyer} – Werkstatt",
            f"{street} (Hofeingang)",
            f"{city[0]} {city[1]} · Werkstattleitung {rng.choice(GS_F)}",
        ],
        "bill_labels": ["Rechnungsanschrift", "Rechnung an"],
        "bill_rows": [
            buyer,
            "Buchhaltung",
            f"Postfach {la.digits(rng, '## ## ##')}, {city[0]} {city[1]}",
        ],
        "contact": f"Ansprechpartner: {who}, {rng.choice(['Goldschmiedemeister', 'Inhaberin', 'Werkstattleiter', 'Einkauf'])} · Tel. 0{la.digits(rng, '### ######')}",
        "intro": "Sehr geehrte Damen und Herren, wir bestellen zu Ihren Lieferbedingungen (versichert, Wertversand) wie folgt:",
        "lines": lines,
        "rate_of": lambda it: it[2],
        "qty": lambda q: f"{q:,.0f}".replace(",", "."),
        "heads": ["Pos.", "Artikel", "Menge", "Einh.", "Preis €", "Betrag €"],
        "rate_head": "USt",
        "num": eu,
        "money": lambda v: rng.choice([f"€ {eu(v)}", f"{eu(v)} €", f"EUR {eu(v)}"]),
        "sums": t,
        "l_sub": "Warenwert netto",
        "l_disc": "abzügl. {p} % Rabatt",
        "l_freight": rng.choice(["Wertversand / Versicherung", "Versandkosten"]),
        "l_net": "Summe netto",
        "l_tax": lambda k, b: f"zzgl. {k} % USt auf {b}",
        "l_total": ["Gesamtbetrag", "Bestellsumme brutto", "Endbetrag", "Gesamtsumme inkl. USt"],
        "l_dep": rng.choice(["abzügl. Anzahlung", "geleistete Vorauszahlung"]),
        "l_bal": rng.choice(["Restbetrag", "noch zu zahlen"]),
        "no_total": "Edelmetallpreise nach Tageskurs am Liefertag; Abrechnung nach Lieferung.",
        "notes": [
            "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Edelmetall mit Feingehaltsstempel und Herkunftsnachweis (RJC).",
            f"Zahlung: {rng.choice(['14 Tage 2 % Skonto, 30 Tage netto', '30 Tage netto', 'Bankeinzug'])}.",
        ],
        "signs": rng.choice(
            [
                ["Mit freundlichen Grüßen – " + who, "Auftragsbestätigung Lieferant"],
                ["Besteller", "Geschäftsführung", "Lieferant (Bestätigung)"],
            ]
        ),
        "footer": [
            f"{buyer} · {street} · {city[0]} {city[1]} · USt-IdNr. DE{la.digits(rng, '#########')} · AG {city[1]} HRB {la.digits(rng, '#####')}",
            f"Sparkasse {city[1]} · IBAN DE{la.digits(rng, '## #### #### #### #### ##')} · BIC {la.digits(rng, '@@@@DE@@XXX')}",
        ],
        "pagefmt": lambda p, of: f"Seite {p} von {of}" if of else f"Seite {p}",
        "cont": "Bestellung {po} – Fortsetzung",
    }


def _gs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, _gs_cfg(rng))


def fit29_de_goldschmiede_bedarf_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gs)


# --------------------------------------------------------------------------- 8 fr-BE comic-book shop

BD_N = "La Bulle d'Encre|Le Phylactère|Case Départ|L'Onomatopée|Planches & Cases|Le Neuvième Art|La Ligne Claire|Tintinophile|Bédéthèque du Sablon|Les Petits Mickeys".split(
    "|"
)
BD_BUY = ["Librairie {n}", "{n} SRL", "{n} SPRL", "Librairie BD {n} SRL"]
BD_S = "Dupuis|Lombard|Casterman|Dargaud|Delcourt|Glénat|Soleil|Futuropolis|Kana|Bamboo|Moulinsart|Lefrancq".split(
    "|"
)
BD_SUP = [
    "Diffusion {s} SA",
    "{s} Benelux SA",
    "Éditions {s} SA",
    "{s} Distribution SRL",
    "MDS Benelux – {s}",
]
BD_SUP_BARE = ["Comptoir {s}", "{s} Diffusion", "Grossiste {s}"]
BD_F = "Benoît|Chloé|Olivier|Marie|Jean-Luc|Sophie|Quentin|Élise|Gauthier|Laure".split("|")
BD_ITEMS = [
    ("Album cartonné – nouveauté série (T.{v})", "ex.", 6, 11.5, 15.9),
    ("Intégrale noir et blanc (T.{v})", "ex.", 6, 29, 45),
    ("Manga poche (vol. {v})", "ex.", 6, 6.9, 7.95),
    ("Roman graphique grand format", "ex.", 6, 19, 32),
    ("Tirage de tête numéroté et signé", "ex.", 6, 85, 180),
    ("Ex-libris sérigraphié", "ex.", 21, 9, 25),
    ("Figurine résine personnage", "pc", 21, 45, 140),
    ("Présentoir de comptoir", "pc", 21, 18, 40),
    ("Pochettes de protection album (100)", "paq.", 21, 12, 22),
    ("Affiche promotionnelle 60 × 80", "pc", 21, 2.5, 6),
    ("Coffret collector (3 albums)", "ex.", 6, 39, 69),
    ("Carnet de croquis facsimilé", "ex.", 6, 24, 38),
]


def _bd_cfg(rng: random.Random) -> dict:
    n = rng.choice(BD_N)
    buyer = rng.choice(BD_BUY).format(n=n)
    sup = bare_or(rng, BD_SUP, BD_SUP_BARE, 0.25).format(s=rng.choice(BD_S))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"BC{dt:%y}-###", f"CMD-{dt.year}-####", "BC######", f"{dt:%y}/####", "N°####"]
        ),
    )
    pool = [(it[0].replace("{v}", str(rng.randint(2, 40))), *it[1:]) for it in BD_ITEMS]
    lines = more_lines(
        rng,
        pool,
        n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [32, 40]),
        [1, 2, 3, 5, 6, 10, 12, 20],
        ["(réassort)", "(édition spéciale)", "(version NL)"],
    )
    t = sums(rng, lines, lambda it: it[2], [0, 0, 25, 30, 33], [0, 0, 0, 12, 18], 21)
    who = f"{rng.choice(BD_F)} {rng.choice(['Lambert', 'Dubois', 'Mertens', 'Lejeune', 'Hubert', 'Renard'])}"
    city = rng.choice(
        [
            ("1000", "Bruxelles"),
            ("4000", "Liège"),
            ("5000", "Namur"),
            ("6000", "Charleroi"),
            ("1348", "Louvain-la-Neuve"),
            ("7000", "Mons"),
        ]
    )
    bce = la.digits(rng, "0###.###.###")
    sep = rng.choice([fr2, eu])
    return {
        "lang": "fr",
        "po": po,
        "po_labels": [
            "N° de commande",
            "Bon de commande n°",
            "Commande n°",
            "N° BC",
            "Notre référence",
        ],
        "head": buyer,
        "head_lines": [
            f"{rng.choice(['Rue du Midi', 'Galerie du Roi', 'Rue de la Cathédrale', 'Place Saint-Lambert', 'Rue de Fer'])} {rng.randint(1, 120)}, {city[0]} {city[1]}",
            f"Tél. +32 {la.digits(rng, '# ### ## ##')} · TVA BE {bce}",
            f"commandes@{n.lower().replace(' ', '').replace(chr(39), '')[:14]}.be",
        ],
        "titles": ["BON DE COMMANDE", "Bon de commande", "COMMANDE LIBRAIRE"],
        "beside": lambda rng, t_, p: rng.choice([f"{t_} n° {p}", f"{t_} {p}", f"{t_} N° {p}"]),
        "date_lab": rng.choice(["Date", "Date de commande"]),
        "date": la.dfmt(dt, rng.choice(["dmy", "long_fr", "dot"])),
        "refs": [
            ("N° client", la.digits(rng, "CL-#####")),
            ("Code fournisseur", la.digits(rng, "F####")),
            (
                rng.choice(["Votre offre", "Réf. office"]),
                la.digits(rng, rng.choice(["OF-####", "Office ###/##"])),
            ),
            ("Livraison souhaitée", la.dfmt(dt + timedelta(days=rng.randint(3, 20)), "dmy")),
            (
                "Conditions",
                rng.choice(["30 jours fin de mois", "Virement à 30 jours", "Domiciliation"]),
            ),
            ("N° TVA fournisseur", f"BE {la.digits(rng, '0###.###.###')}"),
        ],
        "sup_labels": ["Fournisseur", "Fournisseur :", "À l'attention de", "Destinataire", ""],
        "sup": sup,
        "sup_lines": [
            f"{rng.choice(['Avenue Louise', 'Rue Destrée', 'Chaussée de Mons', 'Rue Royale'])} {rng.randint(1, 300)}",
            f"{la.digits(rng, '1###')} {rng.choice(['Marcinelle', 'Anderlecht', 'Wavre', 'Forest', 'Evere'])}",
            f"Service commerce – {rng.choice(BD_F)}",
        ],
        "ship_labels": ["Adresse de livraison", "Livrer à", "Lieu de livraison"],
        "ship_rows": [
            f"{buyer} – réserve",
            f"Entrée des livraisons, {city[0]} {city[1]}",
            f"Contact : {rng.choice(BD_F)} +32 4{la.digits(rng, '## ## ## ##')}",
        ],
        "bill_labels": ["Facturation", "Adresse de facturation"],
        "bill_rows": [buyer, f"Comptabilité – {city[0]} {city[1]}", f"BCE {bce}"],
        "contact": f"Acheteur : {who}, {rng.choice(['gérant', 'responsable des achats', 'libraire'])} · tél. +32 {la.digits(rng, '# ### ## ##')}",
        "intro": "Veuillez nous livrer les articles ci-dessous aux conditions libraire convenues. Merci de rappeler notre numéro de commande sur le bon de livraison et la facture.",
        "lines": lines,
        "rate_of": lambda it: it[2],
        "rate_col": True,
        "qty": lambda q: f"{q:,.0f}",
        "heads": ["Réf.", "Désignation", "Qté", "Unité", "P.U. HTVA", "Total HTVA"],
        "rate_head": "TVA",
        "num": sep,
        "money": lambda v: rng.choice([f"{sep(v)} €", f"€ {sep(v)}", f"EUR {sep(v)}"]),
        "sums": t,
        "l_sub": "Total brut HTVA",
        "l_disc": "Remise libraire {p} %",
        "l_freight": "Frais de port",
        "l_net": "Total HTVA",
        "l_tax": lambda k, b: f"TVA {k} % sur {b}",
        "l_total": ["Total TVAC", "TOTAL À PAYER", "Montant total TVAC", "Net à payer"],
        "l_dep": rng.choice(["Acompte versé", "Acompte (30 %)"]),
        "l_bal": rng.choice(["Solde", "Reste à payer"]),
        "no_total": "Prix de vente public conseillé moins la remise libraire convenue ; la facture fera foi.",
        "notes": [
            "Retours des invendus selon les conditions de l'office. Toute livraison incomplète doit être signalée.",
            "Paiement à 30 jours date de facture sur BE"
            + la.digits(rng, "## #### #### ####")
            + ".",
        ],
        "signs": rng.choice(
            [
                ["Pour la librairie – " + who, "Accusé de réception du fournisseur"],
                ["Commandé par", "Approuvé par", "Pour accord fournisseur"],
            ]
        ),
        "footer": [
            f"{buyer} · {city[0]} {city[1]} · N° d'entreprise BE {bce} · RPM {city[1]} · IBAN BE{la.digits(rng, '## #### #### ####')}"
        ],
        "pagefmt": lambda p, of: f"Page {p}/{of}" if of else f"Page {p}",
        "cont": "{lab} {po} (suite)",
    }


def _bd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, _bd_cfg(rng))


def fit29_fr_be_librairie_bd_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bd)


# --------------------------------------------------------------------------- 9 es-MX tortilla shop

TO_N = "La Guadalupana|El Maizal|Doña Chuy|La Esperanza|El Comal de Oro|San Judas|La Poblanita|Tres Hermanos|El Molino Azul|La Michoacana".split(
    "|"
)
TO_BUY = [
    "Tortillería {n}",
    "Tortillerías {n} S.A. de C.V.",
    "Molino y Tortillería {n}",
    "Grupo {n} S. de R.L. de C.V.",
]
TO_S = (
    "Maseca|Minsa|Verástegui|Celorio|Tortimex|Villaseñor|Olvera|Casarrubias|Zamudio|Bañuelos".split(
        "|"
    )
)
TO_SUP = [
    "Distribuidora {s} S.A. de C.V.",
    "{s} Maquinaria S.A. de C.V.",
    "Granos {s} S. de R.L. de C.V.",
    "Papelera {s} S.A.",
    "Refacciones {s} S.A. de C.V.",
]
TO_SUP_BARE = ["Abarrotes {s}", "Comercial {s}", "{s} e Hijos"]
TO_F = "Juan Carlos|Lupita|Ramiro|Maricela|Efraín|Rocío|Arturo|Yolanda|Omar|Leticia".split("|")
TO_ITEMS = [
    ("Maíz blanco grano (tonelada)", "ton", 0, 5200, 7400),
    ("Harina de maíz nixtamalizado 20 kg", "bulto", 0, 260, 380),
    ("Cal hidratada 25 kg", "bulto", 16, 95, 160),
    ("Papel estraza para tortilla (rollo)", "rollo", 16, 320, 520),
    ("Gas LP (litro)", "l", 16, 10.5, 13.5),
    ("Rodillo de tortilladora 40 cm", "pza", 16, 2400, 4800),
    ("Banda de horno (teflón)", "pza", 16, 1800, 3600),
    ("Cuchilla cortadora", "pza", 16, 380, 760),
    ("Molino de piedras (juego)", "jgo", 16, 1500, 3200),
    ("Bolsas para tortilla 1 kg (millar)", "mil", 16, 180, 320),
    ("Servilletas de tela bordadas", "pza", 16, 25, 55),
    ("Báscula digital 40 kg", "pza", 16, 1400, 2600),
]


def _to_cfg(rng: random.Random) -> dict:
    n = rng.choice(TO_N)
    buyer = rng.choice(TO_BUY).format(n=n)
    sup = bare_or(rng, TO_SUP, TO_SUP_BARE, 0.25).format(s=rng.choice(TO_S))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"OC-{dt.year}-###", f"{dt:%y}/####", "OC######", f"TOR{dt:%y}####", "####"]),
    )
    lines = more_lines(
        rng,
        TO_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38]),
        [1, 2, 3, 5, 10, 20, 40, 100],
        ["(sucursal 2)", "(urgente)", "(reposición)"],
        big=1000,
    )
    t = sums(rng, lines, lambda it: it[2], [0, 0, 0, 2, 3, 5], [0, 0, 0, 350, 800], 16)
    who = f"{rng.choice(TO_F)} {rng.choice(['Hernández', 'García', 'Martínez', 'López', 'Ramírez', 'Flores'])}"
    rfc = la.digits(rng, "@@@######@@#")
    city = rng.choice(
        [
            "Puebla, Pue.",
            "Toluca, Edo. Méx.",
            "Guadalajara, Jal.",
            "Morelia, Mich.",
            "Querétaro, Qro.",
            "Iztapalapa, CDMX",
        ]
    )
    return {
        "lang": "es",
        "po": po,
        "po_labels": [
            "No. de orden",
            "Orden de compra No.",
            "Folio OC",
            "O.C. No.",
            "Núm. de pedido",
        ],
        "head": buyer,
        "head_lines": [
            f"{rng.choice(['Av. Juárez', 'Calle 5 de Mayo', 'Av. Hidalgo', 'Calz. de Tlalpan'])} {rng.randint(10, 999)}, Col. {rng.choice(['Centro', 'San Miguel', 'La Paz', 'Obrera'])}, C.P. {la.digits(rng, '#####')}",
            f"{city} · Tel. {la.digits(rng, '(###) ### ####')}",
            f"RFC {rfc}",
        ],
        "titles": ["ORDEN DE COMPRA", "Orden de Compra", "PEDIDO A PROVEEDOR"],
        "beside": lambda rng, t_, p: rng.choice([f"{t_} No. {p}", f"{t_} {p}", f"{t_} Folio {p}"]),
        "date_lab": rng.choice(["Fecha", "Fecha de emisión"]),
        "date": la.dfmt(dt, rng.choice(["dmy", "long_es", "iso"])),
        "refs": [
            ("Requisición", la.digits(rng, "REQ-####")),
            ("Cotización", la.digits(rng, rng.choice(["COT-#####", "C####"]))),
            ("No. proveedor", la.digits(rng, "P-###")),
            (
                "Sucursal",
                rng.choice(["Matriz", "Sucursal Norte", "Sucursal Mercado", "Planta Molino"]),
            ),
            ("Condiciones", rng.choice(["Crédito 15 días", "Contado", "Crédito 30 días"])),
            ("Uso CFDI", rng.choice(["G01 Adquisición de mercancías", "I08 Otra maquinaria"])),
        ],
        "sup_labels": ["Proveedor", "Proveedor:", "Sres.:", "Razón social", ""],
        "sup": sup,
        "sup_lines": [
            f"{rng.choice(['Carretera Federal', 'Av. Industrial', 'Calle Ferrocarril', 'Blvd. Norte'])} {rng.randint(1, 900)}",
            f"{rng.choice(['Tlalnepantla', 'San Pedro Cholula', 'Zapopan', 'Celaya'])}, C.P. {la.digits(rng, '#####')}",
            f"RFC: {la.digits(rng, '@@@######@@#')} · At'n: {rng.choice(TO_F)}",
        ],
        "ship_labels": ["Entregar en", "Lugar de entrega", "Embarcar a"],
        "ship_rows": [
            f"{buyer} – {rng.choice(['Molino', 'Bodega', 'Sucursal Centro'])}",
            f"{rng.choice(['Calle Morelos', 'Av. Reforma', 'Privada Allende'])} {rng.randint(1, 300)}, {city}",
            f"Recibe: {rng.choice(TO_F)} · cel. {la.digits(rng, '## #### ####')}",
        ],
        "bill_labels": ["Facturar a", "Datos de facturación"],
        "bill_rows": [
            buyer,
            f"RFC {rfc} · Régimen 626",
            f"CP fiscal {la.digits(rng, '#####')} · Forma de pago 03",
        ],
        "contact": f"Comprador: {who}, {rng.choice(['Encargado de compras', 'Gerente', 'Administración'])} · compras@{n.lower().replace(' ', '')[:12]}.mx",
        "intro": "Favor de surtir el siguiente material conforme a su cotización. Indique el número de esta orden en su factura (CFDI 4.0).",
        "lines": lines,
        "rate_of": lambda it: it[2],
        "qty": lambda q: f"{q:,.0f}",
        "heads": ["Part.", "Descripción", "Cant.", "Unidad", "P. Unitario", "Importe"],
        "rate_head": "IVA",
        "num": en2,
        "money": lambda v: f"${en2(v)}",
        "sums": t,
        "l_sub": "Subtotal",
        "l_disc": "Descuento {p}%",
        "l_freight": "Flete",
        "l_net": "Base",
        "l_tax": lambda k, b: f"IVA {k}%" if k else "IVA 0% (tasa cero)",
        "l_total": ["TOTAL", "Total M.N.", "Importe total", "Total a pagar"],
        "l_dep": rng.choice(["Anticipo", "Menos anticipo pagado"]),
        "l_bal": rng.choice(["Saldo", "Saldo a la entrega"]),
        "words": es_words,
        "p_words": 0.7,
        "no_total": "Precios según cotización vigente; el importe se confirmará con la factura conforme a lo entregado.",
        "notes": [
            "La mercancía se recibe de lunes a sábado de 6:00 a 11:00 h. El maíz debe cumplir la NOM-187 y traer certificado de calidad.",
            "Facturas sin número de orden de compra no serán pagadas.",
        ],
        "signs": rng.choice(
            [
                ["Elaboró", "Autorizó", "Recibí proveedor (firma y sello)"],
                [f"Autoriza: {who}", "Acepto proveedor"],
            ]
        ),
        "footer": [f"{buyer} · RFC {rfc} · {city} · Documento sin validez fiscal"],
        "pagefmt": lambda p, of: f"Hoja {p} de {of}" if of else f"Hoja {p}",
        "cont": "{lab} {po} (continuación)",
    }


def _to(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, _to_cfg(rng))


def fit29_es_mx_tortilleria_insumos_oc(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _to)


# --------------------------------------------------------------------------- 10 nl canal-cruise company

RV_N = "Grachtenvaart|Amstelboot|Prinsengracht Cruises|Salonboot Jordaan|Blauwe Boot|Rederij Lampedusa|Canal Company|Sloepdelen|Rondvaart Centraal|De Ooievaar".split(
    "|"
)
RV_BUY = ["Rederij {n} B.V.", "{n} B.V.", "Rederij {n}", "{n} Holding B.V."]
RV_S = "Vetus|Jansen|Bakker|De Vries|Visser|Smit|Mulder|Bos|Van Dijk|Dekker|Hoekstra|Kramer".split(
    "|"
)
RV_SUP = [
    "{s} Scheepstechniek B.V.",
    "{s} Marine Supplies B.V.",
    "{s} Horecagroothandel B.V.",
    "{s} Brandstoffen B.V.",
    "Watersport {s} B.V.",
    "{s} & Zn.",
]
RV_SUP_BARE = ["Scheepswerf {s}", "{s} Bootonderdelen", "{s} Tuigerij"]
RV_F = "Sanne|Bram|Femke|Joris|Lotte|Daan|Eva|Ruben|Ingrid|Kees".split("|")
RV_ITEMS = [
    ("Schroefas-afdichting 35 mm", "st", 21, 85, 190),
    ("Elektromotor onderhoudsset 20 kW", "set", 21, 420, 880),
    ("Accu LiFePO4 48 V 100 Ah", "st", 21, 1450, 2600),
    ("Stootwil (fender) 20 x 60 cm", "st", 21, 38, 72),
    ("Reddingsvest 150N volwassene", "st", 21, 45, 90),
    ("Bolder-/meertouw 16 mm (per m)", "m", 21, 2.4, 4.8),
    ("Kussenhoezen salonboot", "st", 21, 28, 60),
    ("Stroopwafels (doos 200)", "doos", 9, 32, 55),
    ("Prosecco 0,75 l (doos 6)", "doos", 21, 48, 84),
    ("Kaasplank borrelpakket (10 p.)", "st", 9, 38, 70),
    ("Frisdrank blik 0,33 l (tray 24)", "tray", 9, 12, 19),
    ("Gasoil walstroom-aggregaat (liter)", "l", 21, 1.4, 1.9),
    ("Antifouling 2,5 l", "blik", 21, 95, 180),
]


def _rv_cfg(rng: random.Random) -> dict:
    n = rng.choice(RV_N)
    buyer = rng.choice(RV_BUY).format(n=n)
    sup = bare_or(rng, RV_SUP, RV_SUP_BARE, 0.25).format(s=rng.choice(RV_S))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"IO-{dt.year}-####", f"{dt.year}/0###", "PO######", f"RV{dt:%y}###", "#####"]),
    )
    lines = more_lines(
        rng,
        RV_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 40]),
        [1, 2, 4, 6, 10, 12, 20, 50, 200],
        ["(boot 4)", "(reserve)", "(salonboot)"],
        big=300,
    )
    t = sums(rng, lines, lambda it: it[2], [0, 0, 0, 2, 5], [0, 0, 0, 25, 45, 95], 21)
    who = f"{rng.choice(RV_F)} {rng.choice(RV_S)}"
    kvk = la.digits(rng, "########")
    return {
        "lang": "nl",
        "po": po,
        "po_labels": [
            "Inkoopordernummer",
            "Ordernummer",
            "Ons ordernr.",
            "Bestelnummer",
            "PO-nummer",
        ],
        "head": buyer,
        "head_lines": [
            f"{rng.choice(['Prins Hendrikkade', 'Damrak', 'Stadhouderskade', 'Oudezijds Voorburgwal'])} {rng.randint(1, 300)}, {la.digits(rng, '10## @@')} Amsterdam",
            f"T +31 20 {la.digits(rng, '### ####')} · inkoop@{n.lower().replace(' ', '')[:14]}.nl",
            f"KvK {kvk}",
        ],
        "titles": ["INKOOPORDER", "Inkooporder", "BESTELLING", "Inkoopopdracht"],
        "beside": lambda rng, t_, p: rng.choice([f"{t_} {p}", f"{t_} nr. {p}", f"{t_} – {p}"]),
        "date_lab": rng.choice(["Datum", "Orderdatum"]),
        "date": la.dfmt(dt, rng.choice(["dash", "long_nl", "dmy"])),
        "refs": [
            ("Uw offerte", la.digits(rng, rng.choice(["OFF-####", "Q#####"]))),
            ("Crediteurnr.", la.digits(rng, "2####")),
            ("Vaartuig", rng.choice(["MS Amstel", "Salonboot Jacoba", "MS Keizer", "Sloep 7"])),
            ("Kostenplaats", rng.choice(["Techniek", "Horeca aan boord", "Werf"])),
            ("Leverdatum", la.dfmt(dt + timedelta(days=rng.randint(2, 21)), "dash")),
            ("Projectnr.", la.digits(rng, "P-###")),
        ],
        "sup_labels": ["Leverancier", "Aan", "Leverancier:", "T.a.v.", ""],
        "sup": sup,
        "sup_lines": [
            f"{rng.choice(['Industrieweg', 'Havenstraat', 'Werfkade', 'Zeeburgerdijk'])} {rng.randint(1, 200)}",
            f"{la.digits(rng, '1### @@')} {rng.choice(['Zaandam', 'Haarlem', 'Almere', 'Purmerend', 'Amsterdam'])}",
            f"btw NL{la.digits(rng, '#########B01')}",
        ],
        "ship_labels": ["Afleveradres", "Leveren aan", "Bezorgadres"],
        "ship_rows": [
            f"{buyer} – {rng.choice(['steiger Centraal', 'werf Noord', 'opslag Westerdok'])}",
            f"{rng.choice(['De Ruijterkade', 'Westerdoksdijk', 'NDSM-plein'])} {rng.randint(1, 150)}, Amsterdam",
            f"Contact: {rng.choice(RV_F)} 06-{la.digits(rng, '########')}",
        ],
        "bill_labels": ["Factuuradres", "Factuur naar"],
        "bill_rows": [
            buyer,
            "Crediteurenadministratie",
            f"Postbus {rng.randint(100, 9999)}, {la.digits(rng, '10## @@')} Amsterdam",
        ],
        "contact": f"Inkoper: {who}, {rng.choice(['technisch manager', 'operationeel manager', 'inkoop'])} · T 06-{la.digits(rng, '########')}",
        "intro": "Hierbij bestellen wij onderstaande artikelen volgens uw offerte. Vermeld ons ordernummer op pakbon en factuur.",
        "lines": lines,
        "rate_of": lambda it: it[2],
        "qty": lambda q: f"{q:,.0f}".replace(",", "."),
        "heads": ["Nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "Bedrag €"],
        "rate_head": "Btw",
        "num": eu,
        "money": lambda v: rng.choice([f"€ {eu(v)}", f"EUR {eu(v)}", f"{eu(v)} €"]),
        "sums": t,
        "l_sub": "Subtotaal",
        "l_disc": "Korting {p}%",
        "l_freight": "Verzendkosten",
        "l_net": "Totaal excl. btw",
        "l_tax": lambda k, b: f"Btw {k}% over {b}",
        "l_total": ["Totaal incl. btw", "TOTAAL", "Orderbedrag incl. btw", "Totaalbedrag"],
        "l_dep": rng.choice(["Aanbetaling", "Reeds betaald (vooruitbetaling)"]),
        "l_bal": rng.choice(["Restant", "Nog te betalen"]),
        "no_total": "Prijzen volgens raamafspraak; facturering op basis van geleverde aantallen.",
        "notes": [
            "Levering aan boord alleen na afspraak met de schipper; lossen tussen 07.00 en 09.30 uur i.v.m. vaarschema.",
            "Betaling binnen 30 dagen na factuurdatum. Op deze order zijn onze inkoopvoorwaarden van toepassing.",
        ],
        "signs": rng.choice(
            [
                ["Voor akkoord – " + who, "Opdrachtbevestiging leverancier"],
                ["Besteld door", "Goedgekeurd (directie)", "Leverancier voor akkoord"],
            ]
        ),
        "footer": [
            f"{buyer} · KvK {kvk} · btw NL{la.digits(rng, '#########B01')} · IBAN NL{la.digits(rng, '##')} INGB {la.digits(rng, '#### #### ##')}"
        ],
        "pagefmt": lambda p, of: f"Pagina {p} van {of}" if of else f"Pagina {p}",
        "cont": "{lab} {po} (vervolg)",
    }


def _rv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, _rv_cfg(rng))


def fit29_nl_rondvaart_rederij_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rv)


# --------------------------------------------------------------------------- the CJK engine


def _cw(s: str, size: float) -> float:
    return cj.stringWidth(s, cj.FONT_NAME, size)


def _panel(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    rows: list[tuple[str, str]],
    col: str,
    boxed: bool,
    stack: bool,
) -> float:
    """A party panel: label / value rows (the first row's value, a company, on one line, never
    wrapped) or, stacked, the first label as a heading above the lines."""
    y0 = y
    xi, wi = x + 5, w - 10
    if stack:
        lab0, v0 = rows[0]
        if lab0:
            pdf.text(xi, y + 12, lab0, 8.2, colour=GREY)
            y += 14
        pdf.text(xi, y + 12, v0, 9.6, bold=True, maxw=wi)
        y += 15
        for lab, v in rows[1:]:
            s = f"{lab}{col}{v}" if lab else v
            for ln in cj.wrap(s, 8.2, wi):
                pdf.text(xi, y + 11, ln, 8.2)
                y += 12.5
    else:
        lw = min(max((_cw(lab + col, 8.2) for lab, _ in rows if lab), default=0) + 8, wi * 0.42)
        for k, (lab, v) in enumerate(rows):
            vx = xi + lw if lab else xi
            if lab:
                pdf.text(xi, y + 13, f"{lab}{col}", 8.2, colour=GREY, maxw=lw - 4)
            if k == 0:
                pdf.text(vx, y + 13, v, 9.2, bold=True, maxw=x + w - vx - 5)
                y += 15
            else:
                for ln in cj.wrap(v, 8.4, x + w - vx - 5):
                    pdf.text(vx, y + 13, ln, 8.4)
                    y += 13.5
    if boxed:
        pdf.rect(x, y0, w, y - y0 + 6, stroke=GREY, lw=0.5)
    return y + 8


def _cjk(rng: random.Random, of: int, S: dict) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 58
    po = S["po"]
    po_lab = rng.choice(S["po_labels"])
    stated = stated_of(rng)
    page = [1]
    col = S["colon"]
    money = S["money"]
    mode = rng.choice(["beside", "kgrid", "hdrrow", "box", "kv"])
    ink = rng.choice([black, Color(0.1, 0.3, 0.6), Color(0.55, 0.1, 0.15), Color(0.15, 0.35, 0.25)])
    fill = rng.choice([PALE, cj.SHADE, BLUEY])
    onchu = S.get("onchu", False)
    conf = S.get("conf", False)

    def foot() -> None:
        if S.get("footer"):
            pdf.line(m, pdf.h - 44, right, pdf.h - 44, lw=0.4, colour=GREY)
            pdf.text(m, pdf.h - 34, S["footer"], 6.8, colour=GREY, maxw=wd)
        pdf.text(pdf.w / 2, pdf.h - 20, S["pagefmt"](page[0], of), 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, S["cont"](po_lab, po), 8.8, bold=True)
        return 46

    title = rng.choice(S["titles"])
    date_pair = (S["date_lab"], S["date"])
    refs = list(S["refs"])
    rng.shuffle(refs)
    red_no = mode == "beside" and rng.random() < 0.5
    ttxt = f"{title}　{po_lab}{col}{po}" if mode == "beside" and not red_no else title
    hs = "left" if mode == "box" else rng.choice(["centre", "left"])
    # letterhead (the buyer, or the seller of a confirmation; none at the top for 御中 forms)
    if onchu:
        pdf.text(pdf.w / 2, 46, ttxt, 18, align="c", bold=True, colour=ink, maxw=wd * 0.7)
        pdf.line(pdf.w / 2 - 90, 52, pdf.w / 2 + 90, 52, lw=0.7, colour=ink)
        ty, y = 46, 62
    elif hs == "centre":
        pdf.text(pdf.w / 2, 40, S["head"], 15, align="c", bold=True, colour=ink, maxw=wd)
        yy = 40
        if S.get("head2"):
            pdf.text(pdf.w / 2, 54, S["head2"], 9.4, align="c", bold=True, maxw=wd)
            yy = 54
        for s in S["head_info"][:2]:
            yy += 11
            pdf.text(pdf.w / 2, yy, s, 7.4, align="c", colour=GREY, maxw=wd)
        pdf.line(m, yy + 5, right, yy + 5, lw=1.0, colour=ink)
        ty = yy + 28
        pdf.text(pdf.w / 2, ty, ttxt, 16, align="c", bold=True, maxw=wd * 0.8)
        y = ty + 12
    else:
        pdf.text(m, 40, S["head"], 14, bold=True, colour=ink, maxw=wd * 0.55)
        yy = 40
        if S.get("head2"):
            pdf.text(m, 53, S["head2"], 9, bold=True, maxw=wd * 0.55)
            yy = 53
        for s in S["head_info"]:
            yy += 11
            pdf.text(m, yy, s, 7.2, colour=GREY, maxw=wd * 0.55)
        if mode == "box":
            ty = yy + 30
            pdf.text(pdf.w / 2, ty, ttxt, 16, align="c", bold=True, maxw=wd * 0.8)
            y = ty + 12
        else:
            ty = 46
            pdf.text(right, ty, ttxt, 16, align="r", bold=True, colour=ink, maxw=wd * 0.42)
            if S.get("title2"):
                pdf.text(right, ty + 15, S["title2"], 9.5, align="r", bold=True)
            y = max(yy + 12, ty + 22)
    if red_no:
        s = rng.choice([f"No. {po}", f"{po_lab}{col}{po}"])
        if onchu or hs == "centre":
            pdf.text(right, ty, s, 10.5, align="r", colour=RED)
        else:
            pdf.text(right, y + 2, s, 10.5, align="r", colour=RED)
            y += 8
    if conf and mode != "box" and rng.random() < 0.6:
        # the seller's own order number, boxed at the right under the title (never the truth)
        bw = 170
        by = y - 4
        y += 44
        pdf.rect(right - bw, by, bw, 38, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, by + 14, S["so_lab"], 7.6, colour=GREY)
        pdf.text(right - 6, by + 14, S["so"], 9, align="r", bold=True)
        pdf.text(right - bw + 6, by + 31, date_pair[0], 7.6, colour=GREY)
        pdf.text(right - 6, by + 31, date_pair[1], 8.4, align="r")
        date_pair = None
    if mode == "box":
        bw = [66, 116]
        yy = 26
        rows = [(po_lab, po)] + ([date_pair] if date_pair and not conf else [])
        if conf and date_pair:
            rows.append(date_pair)
        for lab, v in rows:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, v], "cl", h=17, size=8.2, fill=None)
        date_pair = None if len(rows) > 1 else date_pair
    y += 6
    # order data
    kvs: list[tuple[str, str]] = []
    if mode in ("kgrid", "hdrrow"):
        cells = [(po_lab, po)] + ([date_pair] if date_pair else [])
        k_head = 4 - len(cells) + (1 if land else 0)
        cells += refs[:k_head]
        refs = refs[k_head:]
        if rng.random() < 0.4:
            j = rng.randrange(1, len(cells))
            cells[0], cells[j] = cells[j], cells[0]
        if mode == "kgrid":
            rows = [
                [*cells[k], *(cells[k + 1] if k + 1 < len(cells) else ("", ""))]
                for k in range(0, len(cells), 2)
            ]
            y = (
                kgrid(
                    pdf,
                    m,
                    y,
                    cj.rel(wd, [14, 36, 14, 36]),
                    rows,
                    h=18,
                    size=8.4,
                    ink=ink,
                    fill=fill,
                )
                + 10
            )
        else:
            ws = [wd / len(cells)] * len(cells)
            y = crow(
                pdf,
                m,
                y,
                ws,
                [c[0] for c in cells],
                "c" * len(cells),
                h=18,
                size=7.8,
                fill=fill,
                head=True,
            )
            y = crow(pdf, m, y, ws, [c[1] for c in cells], "c" * len(cells), h=19, size=8.6) + 10
    elif mode == "kv":
        kvs = [(po_lab, po)] + ([date_pair] if date_pair else []) + refs[:3]
        refs = refs[3:]
    elif date_pair:
        refs.insert(0, date_pair)
    # parties
    boxed = rng.random() < 0.6
    stack = rng.random() < 0.35
    other = list(S["other_panel"]) + refs[:2]
    if onchu:
        sz = min(12.5, wd * 0.5 / max(_cw(S["sup"], 1), 1))
        pdf.text(m, y + 16, S["sup"], sz, bold=True)
        pdf.text(m + _cw(S["sup"], sz) + 8, y + 16, rng.choice(S["onchu"]), 11)
        pdf.line(m, y + 21, m + max(_cw(S["sup"], sz) + 40, 220), y + 21, lw=0.6)
        yl = y + 38
        for s in S["sup_info"]:
            pdf.text(m, yl, s, 7.8, colour=GREY, maxw=wd * 0.5)
            yl += 12
        pdf.text(m, yl + 4, S["intro"], 8.6)
        yl += 14
        yr = y + 10
        pdf.text(right, yr + 6, S["head"], 11, align="r", bold=True, maxw=wd * 0.45)
        for s in S["head_info"]:
            yr += 12
            pdf.text(right, yr + 6, s, 7.6, align="r", colour=GREY, maxw=wd * 0.45)
        if rng.random() < 0.65:
            pdf.stamp(right - 16, y + 26, S["seal"], rng, shape="rect", r=18)
        y = max(yl, yr + 12) + 6
        if kvs:
            y = (
                kgrid(
                    pdf,
                    m,
                    y,
                    cj.rel(wd, [14, 36, 14, 36]),
                    [
                        [*kvs[k], *(kvs[k + 1] if k + 1 < len(kvs) else ("", ""))]
                        for k in range(0, len(kvs), 2)
                    ],
                    h=17,
                    size=8.2,
                    ink=ink,
                    fill=fill,
                )
                + 8
            )
        extra = [r_ for r_ in S["other_panel"][1:]] + refs[:2]
        if extra:
            y = (
                kgrid(
                    pdf,
                    m,
                    y,
                    cj.rel(wd, [14, 36, 14, 36]),
                    [
                        [*extra[k], *(extra[k + 1] if k + 1 < len(extra) else ("", ""))]
                        for k in range(0, len(extra), 2)
                    ],
                    h=17,
                    size=8,
                    ink=ink,
                    fill=fill,
                    labels=(0, 2),
                )
                + 8
            )
    else:
        sp = S.get("sup_panel")
        if sp is not None:
            sp = [(rng.choice(S["sup_labels"]), sp[0][1]), *sp[1:]]
        pw = (wd - 16) / 2
        if kvs:
            panels = [sp or other, None]
        else:
            panels = [sp, other] if sp is not None else [other, None]
            if sp is not None and rng.random() < 0.35:
                panels.reverse()
        ymax = y
        said = False
        for k, p in enumerate(panels):
            x = m + k * (pw + 16)
            if p is None:
                if kvs:
                    yy = y + 2
                    for lab, v in kvs:
                        pdf.text(x + 6, yy + 12, f"{lab}{col}", 8.2, colour=GREY)
                        pdf.text(right, yy + 12, v, 8.6, align="r", bold=lab == po_lab)
                        yy += 15
                    ymax = max(ymax, yy + 6)
                elif S.get("intro"):
                    pdf.text(x + 6, y + 14, S["intro"], 8.4, maxw=pw)
                    said = True
                continue
            ymax = max(ymax, _panel(pdf, x, y, pw, p, col, boxed, stack))
        y = ymax + 2
        if kvs and sp is not None:
            y = _panel(pdf, m, y, wd, other, col, boxed, False) + 2
        if S.get("intro") and not said and rng.random() < 0.6:
            pdf.text(m, y + 8, S["intro"], 8.6, maxw=wd)
            y += 16
    # total box above the table (its amount on the line below its label)
    lines = S["lines"]
    t = S["sums"]
    total = t["total"]
    if stated and S.get("topbox") and rng.random() < 0.5:
        pdf.rect(m, y, 230, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 230, 15, fill=fill, stroke=ink, lw=0.6)
        pdf.text(m + 6, y + 11, rng.choice(S["topbox"]), 8.4)
        pdf.text(m + 224, y + 34, money(total, True), 14, align="r", bold=True)
        y += 50
    body = [(S["cells"](i, it, q, p, a, stated), a) for i, (it, q, p, a) in enumerate(lines, 1)]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, S["ws"]),
        S["heads"],
        body,
        S["align"],
        rowh=S.get("rowh", 18),
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=fill,
        hh=S.get("hh", 18),
    )
    if y + (140 if stated else 50) > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [(S["l_sub"], money(t["sub"], False))]
        if t["disc"]:
            rows_.append((S["l_disc"], f"-{money(t['disc'], False)}"))
        if t["fr"]:
            rows_.append((S["l_fr"], money(t["fr"], False)))
        if any(t["tax"].values()):
            if t["disc"] or t["fr"] or len(t["tax"]) > 1:
                rows_.append((S["l_net"], money(t["net"], False)))
            for k, v in t["tax"].items():
                rows_.append((S["l_tax"](k), money(v, False)))
        tl = rng.choice(S["l_total"])
        style = rng.choice(["right", "right", "below", "full"])
        w2 = [130, 110]
        if style == "full" and S.get("daxie"):
            for lab, v in rows_:
                y = crow(pdf, m, y, [wd - w2[1], w2[1]], [lab, v], "rr", h=17, size=8.2)
            y = crow(
                pdf,
                m,
                y,
                cj.rel(wd, [16, 62, 22]),
                [tl, S["daxie"](total), money(total, True)],
                "clr",
                h=21,
                size=8.6,
                bold=True,
                fill=fill,
            )
        else:
            for lab, v in rows_:
                y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=17, size=8.2)
            if style == "below":
                y += 4
                pdf.text(right - sum(w2), y + 12, tl, 9.6, bold=True)
                pdf.text(right, y + 32, money(total, True), 13, align="r", bold=True, colour=ink)
                pdf.line(right - sum(w2), y + 37, right, y + 37, lw=0.8)
                y += 42
            else:
                y = crow(
                    pdf,
                    right - sum(w2),
                    y,
                    w2,
                    [tl, money(total, True)],
                    "lr",
                    h=20,
                    size=8.8,
                    bold=True,
                    fill=fill,
                )
            if S.get("daxie") and rng.random() < 0.8:
                pdf.text(m, y + 12, S["daxie"](total), 8.4, maxw=wd)
                y += 16
        if S.get("words") and rng.random() < 0.4:
            pdf.text(m, y + 12, S["words"](total), 7.6, maxw=wd)
            y += 16
        if S.get("taxnote"):
            pdf.text(m, y + 12, S["taxnote"], 7.8, colour=GREY, maxw=wd)
            y += 15
        if rng.random() < 0.45:
            pct = rng.choice([20, 30, 50])
            dep = (
                r2(total * pct / 100)
                if S.get("places", 2)
                else (total * pct / 100).quantize(Decimal(1))
            )
            for s in S["dep"](pct, money(dep, True), money(total - dep, True)):
                pdf.text(m, y + 12, s, 8.2, maxw=wd)
                y += 14
    else:
        pdf.text(m, y + 12, S["no_total"], 8.4, maxw=wd)
        y += 18
    y += 4
    for s in S["notes"]:
        for ln in cj.wrap(s, 7.8, wd):
            if y + 14 > bottom:
                y = brk()
            pdf.text(m, y + 10, ln, 7.8, colour=GREY)
            y += 12.5
    if y + 74 > bottom:
        y = brk()
    y += 34
    caps = S["signs"]
    sw = wd / len(caps)
    if S.get("seal_boxes") and rng.random() < 0.5:
        for k, lab in enumerate(S["seal_boxes"]):
            x = right - (len(S["seal_boxes"]) - k) * 44
            pdf.rect(x, y - 24, 44, 13, fill=fill, stroke=black)
            pdf.rect(x, y - 11, 44, 32, stroke=black)
            pdf.text(x + 22, y - 14, lab, 7.6, align="c")
    else:
        for k, lab in enumerate(caps):
            pdf.text(m + k * sw, y, lab, 8.2)
            pdf.line(m + k * sw, y + 14, m + (k + 1) * sw - 14, y + 14, lw=0.4, colour=GREY)
        if S.get("stamp") and rng.random() < 0.6:
            name, cap = S["stamp"]
            pdf.stamp(m + sw * rng.choice([0, 1]) + 90, y + 2, name, rng, caption=cap, r=32)
    foot()
    out = cfinish(
        pdf, S["lang"], "order_confirmation" if conf else "purchase_order", po, S["sup"], total
    )
    return out if stated else none_meta(out)


def _zh_money(v: Decimal, cur: bool) -> str:
    return f"¥{cj.money(v)}" if cur else cj.money(v)


# --------------------------------------------------------------------------- 1 zh-Hans tunnelling contractor's shield-machine spares

DG_CITY = "成都 重庆 武汉 深圳 南京 杭州 长沙 西安 昆明 福州 济南 合肥 贵阳 南昌".split()
DG_B = "中隧 华铁 城建 宏盾 铁建 鼎力 深基 锦程 安澜 远航".split()
DG_BUY = [
    "{c}{b}隧道工程有限公司",
    "{b}城轨建设（{c}）有限公司",
    "{c}{b}地下工程股份有限公司",
    "中铁{b}局集团{c}工程有限公司",
]
DG_SB = "盾研 掘进 锐岩 坚刃 恒力 金刚 北方 重工 华盾 精锐 宏达 科力".split()
DG_SUP = [
    "{c}{s}盾构装备有限公司",
    "{c}{s}刀具科技有限公司",
    "{s}掘进机械（{c}）有限公司",
    "{c}{s}液压密封件有限公司",
    "{c}{s}耐磨材料有限公司",
]
DG_SUP_BARE = ["{c}{s}机电经营部", "{s}刀具厂", "{c}市{s}工程配件商行"]
DG_ITEMS = [
    ("17寸单刃滚刀", "重型 刀圈H58", "把", 8800, 13500),
    ("中心双刃滚刀", "17寸", "把", 12000, 18000),
    ("切刀（刮刀）", "250宽 合金", "把", 1800, 3200),
    ("边刮刀", "弧形 硬质合金", "把", 2200, 3800),
    ("盾尾密封刷", "三道 钢丝刷", "块", 680, 1200),
    ("盾尾密封油脂", "HBW 200kg/桶", "桶", 4200, 6800),
    ("主轴承密封", "唇形 Φ3200", "套", 38000, 65000),
    ("管片螺栓", "M30×400 8.8级", "套", 38, 75),
    ("泡沫剂", "1000kg/桶", "桶", 5200, 8600),
    ("推进油缸密封包", "Φ220", "套", 1600, 2900),
    ("刀具螺栓", "M24 12.9级", "套", 65, 140),
    ("铰接密封", "橡胶 矩形", "米", 420, 860),
    ("注浆管", "DN50 耐磨", "根", 260, 520),
]


def _dg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c1, c2 = rng.sample(DG_CITY, 2)
    buyer = rng.choice(DG_BUY).format(c=c1, b=rng.choice(DG_B))
    sup = bare_or(rng, DG_SUP, DG_SUP_BARE, 0.2).format(c=c2, s=rng.choice(DG_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n4}|DG-{y}{m}{n3}|{Y}-SG-PO-{n4}|XM{y}CG{n4}|No.{n6}")
    lines = more_lines(
        rng,
        DG_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38]),
        [2, 4, 6, 10, 12, 20, 50, 100, 500],
        ["（备品）", "（加强型）", "（左线）"],
        big=10000,
    )
    excl = rng.random() < 0.5
    t = sums(
        rng,
        lines,
        lambda it: 13 if excl else 0,
        [0, 0, 0, 1, 2, 3],
        [0, 0, 0, 800, 1500, 3000],
        13 if excl else 0,
    )
    site = f"{rng.choice(['地铁', '轨道交通'])}{rng.randint(2, 19)}号线{rng.choice(['土建', '盾构区间'])}{rng.randint(1, 12)}标"
    S = {
        "lang": "zh-Hans",
        "po": po,
        "po_labels": ["订单编号", "采购单号", "采购订单号", "订单号", "合同订单号"],
        "colon": "：",
        "head": buyer,
        "head_info": [
            f"地址：{cj.zh_addr(rng)}",
            f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        ],
        "titles": ["采购订单", "物资采购订单", "盾构配件采购单", "采购订货单"],
        "date_lab": rng.choice(["下单日期", "日期", "订单日期"]),
        "date": cj.fdate(d, rng.choice(["cn", "iso", "slash", "cn0"])),
        "refs": [
            ("项目名称", site),
            ("请购单号", cj.number(rng, d, "QG{y}{m}{n3}|请购-{Y}-{n3}")),
            ("招标编号", cj.number(rng, d, "ZB-{Y}-{n3}|{Y}ZB{n4}")),
            ("框架合同号", cj.number(rng, d, "HT-{Y}-{n3}|KJ{Y}{n4}")),
            ("供应商编码", cj.number(rng, d, "V{n5}|GYS{n4}")),
        ],
        "sup_labels": ["供应商", "供方", "卖方", "供货单位", ""],
        "sup": sup,
        "sup_panel": [
            ("", sup),
            ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("地址", cj.zh_addr(rng)),
            ("税号", cj.credit_code(rng)),
        ],
        "other_panel": [
            (rng.choice(["收货单位", "需方", "买方"]), f"{buyer}{site}项目部"),
            ("收货地址", f"{cj.zh_addr(rng)}（{rng.choice(['始发井', '盾构井', '材料库'])}）"),
            ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ],
        "intro": "经询比价，现向贵司订购下列盾构配件，请按约定时间送达项目部。",
        "lines": lines,
        "sums": t,
        "cells": lambda i, it, q, p, a, st: [
            str(i),
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            cj.money(p) if st else "",
            cj.money(a) if st else "",
        ],
        "heads": [
            "序号",
            "物资名称",
            "规格型号",
            "单位",
            "数量",
            "单价（元）" if not excl else "不含税单价",
            "金额（元）",
        ],
        "ws": [5, 22, 22, 7, 9, 15, 17],
        "align": "cllcrrr",
        "money": _zh_money,
        "l_sub": "金额小计",
        "l_disc": "商务优惠",
        "l_fr": "运费",
        "l_net": "不含税合计",
        "l_tax": lambda k: f"增值税额（{k}%）",
        "l_total": ["价税合计", "合计金额", "订单总额"]
        if excl
        else ["合计金额", "金额合计", "订单总额（含税）"],
        "daxie": lambda v: f"人民币大写：{cj.daxie(v)}",
        "taxnote": "" if excl else "以上单价含13%增值税专用发票及运费。",
        "dep": lambda pct, dep, bal: [
            f"付款方式：合同签订后预付{pct}%（{dep}），到货验收合格后支付至95%，余款为质保金。"
        ],
        "no_total": "单价按框架协议执行，结算金额以项目部验收数量为准。",
        "notes": [
            "1. 滚刀须附出厂检测报告及刀圈硬度证明，包装上注明本订单编号。",
            f"2. 交货期：{cj.fdate(cj.later(rng, d, 5, 30), 'cn')}前送达工地，逾期按日0.5‰计违约金。",
            "3. 发票、送货单请注明订单编号及项目名称。",
        ],
        "signs": [
            "采购员：" + cj.person(rng),
            "项目经理：",
            "物资部负责人：",
            "供应商确认（签章）：",
        ],
        "stamp": (buyer, "物资采购专用章"),
        "footer": f"{buyer}　物资设备部",
        "pagefmt": lambda p, of: f"第 {p} 页 共 {of} 页" if of else f"第 {p} 页",
        "cont": lambda lab, p: f"采购订单（续）　{lab}：{p}",
    }
    return _cjk(rng, of, S)


def fit29_zh_dungou_daoju_peijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dg)


# --------------------------------------------------------------------------- 2 zh-Hans organic-fertiliser seller's sales confirmation

YF_CITY = "寿光 潍坊 临沂 驻马店 周口 石家庄 邯郸 南宁 昆明 赣州 盐城 宿迁".split()
YF_B = "沃土 丰源 绿康 禾美 金穗 农丰 田园 益农 润土 兴农 地力 万亩".split()
YF_SUP = [
    "{c}{b}生物肥业有限公司",
    "{c}{b}有机肥料有限公司",
    "{b}生态农业科技（{c}）有限公司",
    "{c}{b}肥业股份有限公司",
]
YF_SUP_BARE = ["{c}{b}肥料经营部", "{c}市{b}农资商行"]
YF_CUST = [
    "{c}{x}果业专业合作社",
    "{c}{x}农业开发有限公司",
    "{c}{x}茶业有限公司",
    "{c}{x}家庭农场",
    "{c}{x}蔬菜种植专业合作社",
]
YF_X = "红星 绿源 丰收 硕果 阳光 青山 碧水 金果 福田 康农".split()
YF_ITEMS = [
    ("生物有机肥", "有机质≥40% 40kg/袋", "吨", 780, 1250),
    ("商品有机肥", "羊粪发酵 40kg/袋", "吨", 560, 880),
    ("微生物菌剂", "有效活菌≥2亿/g 20kg", "袋", 65, 160),
    ("腐植酸水溶肥", "20L/桶", "桶", 120, 260),
    ("有机无机复混肥", "15-5-5 40kg", "吨", 1900, 2800),
    ("氨基酸叶面肥", "1L×12瓶", "箱", 150, 320),
    ("土壤调理剂", "钙镁硅 25kg", "吨", 900, 1600),
    ("海藻酸冲施肥", "10kg/桶", "桶", 85, 180),
    ("颗粒有机肥", "Φ3-5mm 40kg", "吨", 680, 1100),
    ("蚯蚓粪", "20kg/袋", "袋", 28, 55),
]


def _yf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c1, c2 = rng.sample(YF_CITY, 2)
    sup = bare_or(rng, YF_SUP, YF_SUP_BARE, 0.2).format(c=c1, b=rng.choice(YF_B))
    cust = rng.choice(YF_CUST).format(c=c2, x=rng.choice(YF_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n3}|PO-{y}{m}{d}{n2}|{Y}{m}{n4}|HZS-CG-{Y}-{n3}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO{Y}{n5}|QR-{Y}-{n4}")
    lines = more_lines(
        rng,
        YF_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38]),
        [1, 2, 5, 10, 20, 30, 50, 100],
        ["（春季）", "（定制配方）", "（散装）"],
        big=1000,
    )
    t = sums(rng, lines, lambda it: 0, [0, 0, 0, 2, 3], [0, 0, 0, 300, 600, 1200], 0)
    bank, acct = cj.bank(rng)
    S = {
        "lang": "zh-Hans",
        "conf": True,
        "po": po,
        "so": so,
        "so_lab": rng.choice(["销售单号", "确认单号", "本司单号"]),
        "po_labels": ["客户订单号", "贵司采购单号", "客户采购单号", "采购订单号", "客户PO号"],
        "colon": "：",
        "head": sup,
        "head_info": [
            f"地址：{cj.zh_addr(rng)}",
            f"销售热线：{cj.zh_tel(rng)}　肥料登记证：{rng.choice(['农肥', '鲁农肥', '豫农肥'])}（{d.year - rng.randint(1, 4)}）准字{rng.randint(1000, 9999)}号",
        ],
        "titles": ["销售确认书", "订单确认函", "销售合同确认单", "供货确认书"],
        "date_lab": rng.choice(["日期", "确认日期"]),
        "date": cj.fdate(d, rng.choice(["cn", "iso", "slash"])),
        "refs": [
            ("报价单号", cj.number(rng, d, "BJ-{y}{m}{n3}|报价{Y}{n3}")),
            ("合同编号", cj.number(rng, d, "HT{Y}{n4}|XSHT-{Y}-{n3}")),
            ("客户编号", cj.number(rng, d, "KH{n5}|C{n4}")),
            (rng.choice(["销售单号", "本司单号"]), so),
        ],
        "sup": sup,
        "other_panel": [
            (rng.choice(["客户名称", "购货单位", "需方"]), cust),
            ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("送货地址", f"{cj.zh_addr(rng)}（{rng.choice(['果园仓库', '基地', '合作社仓库'])}）"),
            ("交货日期", cj.fdate(cj.later(rng, d, 3, 20), "cn")),
        ],
        "intro": "感谢贵方订购，现将订单内容确认如下，请核对无误后签字盖章回传：",
        "lines": lines,
        "sums": t,
        "cells": lambda i, it, q, p, a, st: [
            str(i),
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            cj.money(p) if st else "",
            cj.money(a) if st else "",
        ],
        "heads": ["序号", "产品名称", "规格", "单位", "数量", "单价（元）", "金额（元）"],
        "ws": [5, 20, 25, 7, 9, 15, 17],
        "align": "cllcrrr",
        "money": _zh_money,
        "l_sub": "货款小计",
        "l_disc": "批量优惠",
        "l_fr": "运费",
        "l_net": "",
        "l_tax": lambda k: "",
        "l_total": ["合计金额", "订单总额", "总计金额", "金额合计"],
        "daxie": lambda v: f"大写：{cj.daxie(v)}",
        "taxnote": rng.choice(
            ["有机肥产品免征增值税，可开具增值税普通发票。", "以上价格含运费送到基地。", ""]
        ),
        "dep": lambda pct, dep, bal: [f"付款方式：预付定金{pct}%计{dep}，发货前付清余款{bal}。"],
        "no_total": "价格按报价单执行，最终以实际发货数量结算。",
        "notes": [
            f"收款单位：{sup}",
            f"开户银行：{bank}　账号：{acct}",
            "产品符合NY/T 525-2021标准，随货附检测报告；如有质量异议请于到货7日内提出。",
        ],
        "signs": [f"供方：{sup}", "业务员：" + cj.person(rng), "客户确认（签字盖章）："],
        "stamp": (sup, "合同专用章"),
        "footer": f"{sup}　销售部",
        "pagefmt": lambda p, of: f"第{p}页/共{of}页" if of else f"第{p}页",
        "cont": lambda lab, p: f"销售确认书（续）　{lab}：{p}",
    }
    return _cjk(rng, of, S)


def fit29_zh_youjifei_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yf)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong container terminal's crane spares

MT_BUY = [
    ("{x}貨櫃碼頭有限公司", "{e} Container Terminals Limited"),
    ("{x}港口服務有限公司", "{e} Port Services Limited"),
    ("{x}碼頭營運有限公司", "{e} Terminal Operations Ltd."),
]
MT_X = [
    ("亞洲", "Asia"),
    ("南灣", "South Bay"),
    ("葵青", "Kwai Tsing"),
    ("海港", "Harbour"),
    ("遠東", "Far East"),
    ("維港", "Victoria"),
]
MT_SB = [
    ("德昌", "Tak Cheong"),
    ("恒昌", "Hang Cheong"),
    ("宏利", "Wang Lee"),
    ("順發", "Shun Fat"),
    ("永興", "Wing Hing"),
    ("利達", "Lee Tat"),
    ("建業", "Kin Yip"),
    ("聯合", "United"),
]
MT_ST = [
    ("機械工程", "Engineering"),
    ("起重設備", "Lifting Equipment"),
    ("五金機械", "Hardware & Machinery"),
    ("電機", "Electrical"),
    ("液壓", "Hydraulics"),
]
MT_ITEMS = [
    ("吊具扭鎖", "Spreader twistlock", "個", 2800, 5200),
    ("吊具導板", "Flipper arm assembly", "套", 6800, 12000),
    ("鋼絲繩 Φ28", "Wire rope 28mm (per m)", "米", 120, 240),
    ("起升制動器片", "Hoist brake pads", "套", 1600, 3400),
    ("液壓油濾芯", "Hydraulic filter element", "個", 380, 760),
    ("接近開關", "Proximity sensor M30", "個", 420, 880),
    ("電纜捲筒滑環", "Cable reel slip ring", "套", 8800, 16000),
    ("車輪軸承", "Wheel bearing 22230", "個", 2600, 4800),
    ("航空障礙燈", "Aviation obstruction light", "盞", 1200, 2600),
    ("LED泛光燈 400W", "LED floodlight 400W", "盞", 1800, 3600),
    ("跨運車輪胎", "Straddle carrier tyre 16.00R25", "條", 14000, 22000),
    ("防撞緩衝塊", "Buffer block", "個", 950, 1900),
]


def _mt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    x, xe = rng.choice(MT_X)
    bz, be = rng.choice(MT_BUY)
    buyer, buyer_en = bz.format(x=x), be.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(MT_SB), rng.choice(MT_ST)
    if rng.random() < 0.8:
        sup, sup_en = (
            f"{sb}{st}有限公司",
            f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}",
        )
    else:
        sup, sup_en = f"{sb}{st}公司", f"{sbe} {ste} Company"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n4}|{Y}/PO/{n4}|HKT-{n6}|P{y}-{n5}")
    lines = more_lines(
        rng,
        MT_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38]),
        [1, 2, 4, 6, 8, 10, 20, 50],
        ["(QC 5)", "(RTG)", "(後備 spare)"],
        big=8000,
    )
    t = sums(rng, lines, lambda it: 0, [0, 0, 0, 3, 5, 8], [0, 0, 0, 300, 500, 800], 0)
    hkm = lambda v, cur: f"HK${v:,.2f}" if cur else f"{v:,.2f}"  # noqa: E731
    S = {
        "lang": "zh-Hant",
        "po": po,
        "po_labels": ["採購單號 P.O. No.", "訂單編號 Order No.", "P.O. No.", "採購訂單號碼"],
        "colon": "：",
        "head": buyer,
        "head2": buyer_en,
        "head_info": [
            f"香港新界葵涌{rng.choice(['貨櫃碼頭路', '青衣路', '葵喜街'])}{rng.randint(1, 99)}號{rng.choice(['行政大樓', '維修中心', '辦事處'])}　電話 {cj.hk_tel(rng)}",
            f"傳真 {cj.hk_tel(rng)}　purchasing@{xe.lower().replace(' ', '')}ct.com.hk",
        ],
        "titles": ["採購訂單", "採購單", "訂購單"],
        "title2": "PURCHASE ORDER",
        "date_lab": "日期 Date",
        "date": rng.choice([d.strftime("%d/%m/%Y"), cj.fdate(d, "cn"), d.strftime("%d-%b-%Y")]),
        "refs": [
            ("報價單 Quotation", cj.number(rng, d, "Q{y}{n4}|QT-{n5}")),
            ("工作單 W.O. No.", cj.number(rng, d, "WO{y}{n5}|WO-{n6}")),
            ("泊位 Berth", f"CT{rng.randint(1, 9)} / Berth {rng.randint(1, 24)}"),
            ("申請單 Requisition", cj.number(rng, d, "PR{y}{n4}|REQ-{n5}")),
            ("供應商編號 Vendor Code", cj.number(rng, d, "V{n5}|S-{n4}")),
        ],
        "sup_labels": ["供應商 Supplier", "致 To", "供應商", "Vendor 賣方", ""],
        "sup": sup,
        "sup_panel": [
            ("", sup),
            ("", sup_en),
            (
                "地址",
                f"{rng.choice(['觀塘', '柴灣', '屯門', '荃灣'])}{rng.choice(['工業大廈', '工業中心', '貿易廣場'])}{rng.randint(2, 22)}樓{rng.choice('ABCDEF')}室",
            ),
            ("Attn", f"{cj.person(rng, 'zh-Hant')}　Tel {cj.hk_tel(rng)}"),
        ],
        "other_panel": [
            (
                rng.choice(["送貨地址 Deliver to", "收貨 Ship to"]),
                f"{buyer}{rng.choice(['工程部倉庫', '維修工場', '中央倉'])}",
            ),
            (
                "聯絡 Contact",
                f"{cj.person(rng, 'zh-Hant')}（{rng.choice(['工程經理', '倉務主任', '採購主任'])}）{cj.hk_tel(rng)}",
            ),
            ("帳單 Bill to", f"{buyer_en} – Accounts Payable"),
        ],
        "intro": "請按以下條款供應貨品 Please supply the following goods:",
        "lines": lines,
        "sums": t,
        "cells": lambda i, it, q, p, a, st: [
            str(i),
            f"{it[0]}\n{it[1]}",
            it[2],
            f"{q:,.0f}",
            f"{p:,.2f}" if st else "",
            f"{a:,.2f}" if st else "",
        ],
        "heads": [
            "項目\nItem",
            "貨品名稱 Description",
            "單位\nUnit",
            "數量\nQty",
            "單價 HK$\nUnit Price",
            "金額 HK$\nAmount",
        ],
        "ws": [6, 46, 8, 9, 14, 17],
        "align": "clcrrr",
        "rowh": 24,
        "hh": 26,
        "money": hkm,
        "l_sub": "小計 Sub-total",
        "l_disc": "折扣 Discount",
        "l_fr": "運費 Delivery",
        "l_net": "",
        "l_tax": lambda k: "",
        "l_total": ["總數 TOTAL", "合計 Total HK$", "總額 Grand Total", "訂單總額 Order Total"],
        "words": lambda v: cj.en_words(v).replace("US DOLLARS", "HONG KONG DOLLARS"),
        "dep": lambda pct, dep, bal: [
            f"已付訂金 Deposit paid ({pct}%): {dep}",
            f"餘額 Balance on delivery: {bal}",
        ],
        "no_total": "價錢按報價單，以實際送貨數量結算 Price as per quotation; to be invoiced on quantities delivered.",
        "notes": [
            "1. 送貨單及發票請註明採購單號 Please quote our P.O. No. on all delivery notes and invoices.",
            "2. 貨品須附原廠證明書 Certificates of origin and test certificates required.",
            "3. 進入碼頭須預約 Terminal access by appointment only.",
        ],
        "signs": ["經手人 Prepared by", "批核 Approved by", "供應商確認 Supplier acknowledgement"],
        "footer": f"{buyer_en}　·　This is a computer generated purchase order.",
        "pagefmt": lambda p, of: f"Page {p} of {of}" if of else f"Page {p}",
        "cont": lambda lab, p: f"採購訂單（續 continued）{lab}：{p}",
    }
    return _cjk(rng, of, S)


def fit29_hk_matou_diaoju_peijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mt)


# --------------------------------------------------------------------------- 4 ja tofu maker's ingredients and packs

TF_SHOP = ["{p}豆腐店", "株式会社{p}とうふ", "{p}豆腐工房", "有限会社{p}食品", "とうふ処 {p}"]
TF_P = "大豆屋 森田 白川 豆乃 こばやし 杉本 雪花 まめ福 清水 湯葉匠 山城 川村".split()
TF_SB = "北海 丸大 東日本 信州 越後 関西 九州 中部 三河 常陸".split()
TF_ST = ["穀物", "食品資材", "包装資材", "商事", "容器", "産業"]
TF_ITEMS = [
    ("国産大豆 フクユタカ 30kg", "袋", 8, 5800, 9800),
    ("国産大豆 トヨマサリ 30kg", "袋", 8, 6200, 10500),
    ("にがり（塩化マグネシウム）20kg", "缶", 8, 3200, 5400),
    ("消泡剤 植物性 18kg", "缶", 8, 7800, 12000),
    ("豆腐パック 350g用", "ケース", 10, 2400, 3900),
    ("フィルム（シール用）", "巻", 10, 6800, 11000),
    ("油揚げ用 なたね油 16.5kg", "缶", 8, 5200, 7900),
    ("凝固剤 すまし粉 25kg", "袋", 8, 3600, 5600),
    ("ろ布（おから絞り用）", "枚", 10, 1800, 3400),
    ("保冷箱 発泡スチロール", "ケース", 10, 1600, 2800),
    ("ラベル（品質表示）", "巻", 10, 2200, 3800),
]


def _tf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    shop = rng.choice(TF_SHOP).format(p=rng.choice(TF_P))
    b, st = rng.choice(TF_SB), rng.choice(TF_ST)
    sup = rng.choice(
        [f"株式会社{b}{st}", f"{b}{st}株式会社", f"{b}{st}株式会社", f"有限会社{b}{st}", f"{b}{st}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|H{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}|T-{n4}")
    lines = more_lines(
        rng,
        TF_ITEMS,
        n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36]),
        [1, 2, 3, 5, 10, 20, 30],
        ["（追加）", "（有機）", "（小）"],
        places=0,
        big=5000,
    )
    t = sums(rng, lines, lambda it: it[2], [0, 0, 0, 0, 2], [0, 0, 0, 1100, 2200], 10, places=0)
    ds = rng.choice(["reiwa", "slash", "cn"])
    yen = rng.choice([lambda v: f"¥{v:,.0f}-", lambda v: f"{v:,.0f}円", lambda v: f"￥{v:,.0f}"])
    S = {
        "lang": "ja",
        "po": po,
        "po_labels": ["発注番号", "発注No.", "注文番号", "注文No."],
        "colon": "：",
        "onchu": ["御中", "御中", "様"],
        "seal": shop.replace("株式会社", "").replace("有限会社", "")[:4],
        "head": shop,
        "head_info": [
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"担当：{cj.person(rng, 'ja')}",
            f"登録番号 T{rng.randint(10**12, 10**13 - 1)}",
        ],
        "sup_info": [
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"営業担当：{cj.person(rng, 'ja')} 様",
        ],
        "titles": ["発 注 書", "発注書", "注文書", "御注文書"],
        "date_lab": rng.choice(["発注日", "注文日", "日付"]),
        "date": cj.fdate(d, ds),
        "refs": [
            ("納期", cj.fdate(cj.later(rng, d, 3, 20), ds)),
            ("納品場所", rng.choice(["本店工場", "第二工場", "配送センター"])),
            ("お見積No.", cj.number(rng, d, "見積{y}-{n3}|M{n5}")),
            ("取引先コード", cj.number(rng, d, "{n6}|S{n4}")),
            ("支払条件", rng.choice(["月末締め翌月末払い", "20日締め翌月10日払い"])),
        ],
        "sup": sup,
        "other_panel": [("", ""), ("納品先", f"{shop} {rng.choice(['工場', '本店', '作業場'])}")],
        "intro": "下記のとおり発注いたします。",
        "lines": lines,
        "sums": t,
        "places": 0,
        "topbox": ["合計金額（税込）", "ご発注金額（税込）", "発注金額合計"],
        "cells": lambda i, it, q, p, a, st: [
            str(i),
            it[0] + ("　※" if it[2] == 8 else ""),
            f"{int(q):,}",
            it[1],
            f"{p:,.0f}" if st else "",
            f"{a:,.0f}" if st else "",
        ],
        "heads": ["No.", "品名・規格", "数量", "単位", "単価", "金額"],
        "ws": [5, 50, 9, 8, 12, 16],
        "align": "clrcrr",
        "money": lambda v, cur: yen(v) if cur else f"{v:,.0f}",
        "l_sub": "小計",
        "l_disc": "値引",
        "l_fr": "運賃",
        "l_net": "税抜合計",
        "l_tax": lambda k: f"消費税（{k}%{'・軽減' if k == 8 else ''}）",
        "l_total": ["合計", "合計金額", "総合計", "ご発注金額"],
        "taxnote": "※印は軽減税率（8%）対象品目です。",
        "dep": lambda pct, dep, bal: [f"前払金（{pct}%）{dep}　残額 {bal}（納品後お支払い）"],
        "no_total": "単価はお見積書のとおり。数量確定後に金額をご連絡ください。",
        "notes": [
            "備考",
            "・大豆は遺伝子組換えでないこと（分別生産流通管理済）。産地証明を添付してください。",
            "・請求書には発注番号をご記入ください。",
        ],
        "signs": ["発注者印", "受注者確認印"],
        "seal_boxes": ["承認", "確認", "担当"],
        "footer": "",
        "pagefmt": lambda p, of: f"{p} / {of}" if of else f"{p}",
        "cont": lambda lab, p: f"発注書（続き）　{lab}：{p}",
    }
    return _cjk(rng, of, S)


def fit29_ja_tofu_ten_genryo_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tf)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit29_") and callable(fn)
}

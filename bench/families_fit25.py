# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind after fit24 (`fit25_*`), in zh-Hans (two),
zh-Hant (Taiwan), ja, en-US, en-AU, de-AT, fr-BE, it and pt-BR.

- fit25_zh_qinhang_yueqi_peijian_caigou: a Chinese music shop's order for instruments and
  parts (the shop's letterhead left or centred, the order number beside the title, in a label /
  value grid, in a header row with its value below or in a small box at the right, 供应商 /
  供方 / 卖方 or no label, the shop's receiving branch as a second panel, tax-inclusive lines,
  折扣 and 运费, 合计 with 大写, the amount at times under its label, a prepayment line).
- fit25_zh_fangshui_cailiao_xiaoshou_queren: a waterproofing-materials maker's sales
  confirmation (the seller's letterhead first with its own confirmation number boxed, the
  customer's purchase-order number in the customer grid, the building project and quotation
  numbers beside it, lines in 卷 / 桶 / 平方米, freight, 13 % VAT included, 大写, deposit and
  balance lines after the total, the seller's bank lines).
- fit25_tw_chongwu_meirong_yongpin_dinggou: a Taiwanese pet-grooming salon's order for
  shampoo, clippers and tables (訂購單 / 採購單, 統一編號 lines for both sides, the number
  beside the title or in a grid, 廠商 / 供應商 / 致, NT$ whole dollars, 未稅合計 / 營業稅 5 % /
  總計, a deposit line, a landscape variant).
- fit25_ja_sokuryo_kiki_shizai_hacchusho: a Japanese surveying firm's order for survey
  stakes, prisms and GNSS rental (発注書 / 注文書, the supplier with 御中 or under 発注先, the
  firm with a seal, the order number in a box, beside the title or in a header row, 件名 and
  見積 numbers, 小計 / 送料 / 消費税 10 % / 合計, a 合計金額 box at times with its amount on
  the line below).
- fit25_en_us_cider_mill_orchard_po: a US orchard and cider mill's purchase order (letter
  paper, the number beside the title, in a boxed grid, a header row or a data block, Vendor /
  Supplier / To or no label, Ship To and Bill To with their own companies, taxable and
  non-taxable lines, sales tax, shipping, a deposit and balance after the total).
- fit25_en_au_bowls_club_po: an Australian bowls club's order for bowls, greens care and bar
  stock (ABN lines, Supplier / To or none, Deliver to, ex-GST lines, freight, GST 10 %,
  Total inc. GST with its amount below at times, a landscape variant).
- fit25_de_at_therme_bestellung: an Austrian thermal spa's order for linen, pool chemicals and
  bistro goods (a window address with the sender line and at times "Firma", the order data at
  the right or in a grid, "Bestellung Nr." beside the title at times, 10 % and 20 % USt,
  Gesamtbetrag, an Anzahlung and Restbetrag at times).
- fit25_fr_be_serrurerie_bon_commande: a Belgian locksmith's order for cylinders, locks and
  safes (Fournisseur / À l'attention de / none, livraison / facturation blocks, n° d'entreprise
  and IBAN, a structured communication, Total HTVA / TVA 21 % / Total TVAC, an acompte and
  solde).
- fit25_it_marmista_ordine_utensili: an Italian marble workshop's order for diamond tools and
  resins (Spett.le / Fornitore / none, P.IVA and SDI lines, commessa and offerta numbers,
  Imponibile / IVA 22 % / Totale ordine, acconto and saldo, a header row or grid variant).
- fit25_pt_br_pizzaria_insumos_pedido: a Brazilian pizzeria chain's order for flour, cheese,
  boxes and firewood (CNPJ and IE lines, Fornecedor / none, Local de entrega, Valor dos
  produtos / Desconto / Frete / IPI / Valor total do pedido, ICMS as a note, sinal and saldo).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, customer
number or the seller's sales-order number; on the seller's confirmation the customer's order
number); the supplier exactly as printed on its own first line (the seller of a confirmation;
never 御中, "Firma", "Attn" or "To:"); the grand total as "1234.50" (whole yen and NT$ as
"1234.00"; after discounts, incl. tax and freight, before deposits and prepayments; "" when the
document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
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
RED = Color(0.8, 0.1, 0.1)
INKS = [Color(0.6, 0.1, 0.15), Color(0.1, 0.3, 0.6), Color(0.15, 0.35, 0.2), black]


def en2(v: Decimal) -> str:
    return grouped(v)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def w0(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


# --------------------------------------------------------------------------- shared latin drawing


def _fit(d: la.Doc, s: str, size: float, w: float, b: bool = False) -> float:
    """The largest size up to `size` at which `s` fits in `w` (never truncated)."""
    while size > 5.5 and d.width(s, size, b) > w:
        size -= 0.25
    return size


def _block(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    lab: str,
    rows: list[str],
    size: float,
    *,
    bold_first: bool = True,
    boxed: bool = False,
) -> float:
    """An address block from top `y`: an optional label, the first row bold and never cut."""
    yy = y + 3
    if lab:
        d.t(x + 4, yy + 8, lab, 7.6, b=True, grey=0.35)
        yy += 12
    for i, s in enumerate(rows):
        if i == 0:
            sz = _fit(d, s, size + 0.6, w - 8, bold_first)
            d.t(x + 4, yy + sz, s, sz, b=bold_first)
        else:
            d.t(x + 4, yy + size, s, size, maxw=w - 8)
        yy += size * 1.32
    if boxed:
        d.box(x, y, w, yy - y + 4)
    return yy + 4


def _kv(
    d: la.Doc, x: float, r: float, y: float, pairs: list[tuple[str, str]], size: float, right: bool
) -> float:
    """Label / value pairs from top `y`; values right-aligned at r or after the widest label."""
    kw = max(d.width(k, size - 0.4, True) for k, _ in pairs) + 8
    for k, v in pairs:
        d.t(x, y + size, k, size - 0.4, b=True)
        if right:
            d.t(r, y + size, v, size, al="r")
        else:
            d.t(x + kw, y + size, v, size)
        y += size * 1.45
    return y


def _lat(rng: random.Random, of: int, S: dict) -> tuple[bytes, dict]:
    """One latin purchase order drawn from a family's spec `S` (its names, labels, numbers,
    items and tax rules); the layout is chosen here per document."""
    land = rng.random() < S.get("land", 0.0)
    paper = S.get("paper", A4)
    d = la.Doc(landscape(paper) if land else paper, la.pick(rng, S["fonts"]))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    foot_lines = S["foot"]
    bottom = d.h - 52 - 9 * len(foot_lines)
    buyer, sup, po = S["buyer"], S["sup"], S["po"]
    po_lab = S["po_lab"]
    fm, cur = S["fm"], S["cur"]
    stated = stated_of(rng)
    page = [1]
    foot_rule = rng.random() < 0.6

    def foot() -> None:
        yy = d.h - 28 - 9 * (len(foot_lines) - 1)
        if foot_rule:
            d.line(m, yy - 10, r, yy - 10, 0.4)
        for s in foot_lines:
            d.t(m, yy, s, 6.4, grey=0.35, maxw=wd - 60)
            yy += 9
        d.t(r, d.h - 28, S["pg"](page[0], of), 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, S["cont"], 9, b=True)
        return 58

    # letterhead and title
    mode = rng.choice(S["modes"])
    lh = rng.choice(["l", "l", "r", "c"])
    title = S["title"]
    ttxt = f"{title} {S['nr']} {po}" if mode == "beside" else title
    tsz = _fit(d, ttxt, rng.uniform(13, 16), wd * 0.46, True)
    bsz = _fit(d, buyer, rng.uniform(12.5, 15.5), wd * 0.5, True)
    badr = S["badr"]
    if lh == "c":
        d.t(d.w / 2, 44, buyer, bsz, b=True, al="c")
        yb = d.lines(d.w / 2, 50, badr, 7.6, al="c", lead=10)
        tsz = _fit(d, ttxt, tsz, wd, True)
        d.t(d.w / 2, yb + 22, ttxt, tsz, b=True, al="c")
        y = yb + 34
    else:
        xb, al = (m, "l") if lh == "l" else (r, "r")
        d.t(xb, 46, buyer, bsz, b=True, al=al)
        yb = d.lines(xb, 52, badr, 7.6, al=al, lead=10)
        d.t(r if lh == "l" else m, 48, ttxt, tsz, b=True, al="r" if lh == "l" else "l")
        y = max(yb, 62) + 14
    if rng.random() < 0.35:
        d.line(m, y - 6, r, y - 6, rng.choice([0.4, 0.8, 1.4]))
    refs = list(S["refs"])
    if rng.random() < 0.3:
        rng.shuffle(refs)
    pairs = [] if mode == "beside" else [(po_lab, po)]
    pairs += refs
    if len(pairs) > 1 and mode != "beside" and rng.random() < 0.3:
        k = rng.randint(1, min(2, len(pairs) - 1))
        pairs[0], pairs[k] = pairs[k], pairs[0]
    size = rng.choice([8.2, 8.6, 9.0])
    sup_block = (S["sup_lab"], [sup, *S["sadr"]])
    others = list(S["others"])  # (label, rows) of ship-to / bill-to blocks
    sup_first = rng.random() < 0.72
    boxed = rng.random() < 0.35
    cw = (wd - 18) / 2
    if mode in ("grid", "row"):
        cells = pairs[:6]
        ws = [wd / len(cells)] * len(cells)
        if mode == "grid":
            y = d.grid(m, y, ws, [c[0] for c in cells], [c[1] for c in cells], size) + 12
        else:
            fill = rng.choice([0.88, 0.92, None])
            y = lrow(
                d,
                m,
                y,
                ws,
                [c[0] for c in cells],
                "l" * len(cells),
                h=16,
                size=7.4,
                b=True,
                fill=fill,
            )
            y = lrow(d, m, y, ws, [c[1] for c in cells], "l" * len(cells), h=17, size=8.4) + 12
        rest = pairs[6:]
        blocks = [sup_block, others[0]] if sup_first else [others[0], sup_block]
        yy = y
        for k, (lab, rows) in enumerate(blocks):
            yy = max(yy, _block(d, m + k * (cw + 18), y, cw, lab, rows, size, boxed=boxed))
        y = yy + 8
        later = others[1:]
        if rest:
            y = _kv(d, m, r, y, rest, size, False) + 6
    else:
        kx = m + wd * rng.uniform(0.54, 0.6)
        ky = y
        if mode == "box":
            bw = r - kx
            fillb = rng.choice([0.9, None])
            d.box(kx, ky, bw, 34, fill=fillb)
            d.t(kx + 6, ky + 11, po_lab, 7.6, b=True, grey=0.3)
            d.t(kx + bw - 6, ky + 28, po, _fit(d, po, 12, bw - 12, True), b=True, al="r")
            ky += 42
            pairs = [p for p in pairs if p[1] != po]
        ky = _kv(d, kx, r, ky, pairs, size, rng.random() < 0.5)
        if S.get("window") and sup_first and rng.random() < S["window"]:
            sy = max(y, 100)
            d.t(m, sy, f"{buyer} · {badr[0]}", 6.4, grey=0.35, maxw=wd * 0.5)
            d.line(
                m, sy + 3, m + min(wd * 0.5, d.width(f"{buyer} · {badr[0]}", 6.4) + 2), sy + 3, 0.3
            )
            rows = ["Firma", sup, *S["sadr"]] if rng.random() < 0.35 else [sup, *S["sadr"]]
            for i, s_ in enumerate(rows):
                sz = _fit(d, s_, 9.6, wd * 0.5, s_ == sup)
                d.t(m, sy + 12 + i * 12.5 + 9, s_, sz, b=s_ == sup)
            sy += 12 + len(rows) * 12.5 + 6
            later = others
        else:
            first = sup_block if sup_first else others[0]
            sy = _block(d, m, y, kx - m - 14, first[0], first[1], size, boxed=boxed)
            later = others if sup_first else [sup_block, *others[1:]]
        y = max(sy, ky) + 8
    if later:
        n = len(later)
        w_ = (wd - 18 * (n - 1)) / n
        yy = y
        for k, (lab, rows) in enumerate(later):
            yy = max(yy, _block(d, m + k * (w_ + 18), y, w_, lab, rows, size - 0.4, boxed=boxed))
        y = yy + 8
    if S.get("intro"):
        y = wrapped(d, m, y, S["intro"], 8.4, wd) + 6

    # items
    n = n_lines(rng, S["n"], S["n_big"])
    lines = more_lines(rng, S["items"], n, S["qtys"], S["tags"], big=S.get("bigp", 0))
    with_code = S.get("code") and rng.random() < 0.5
    with_rate = S.get("rate_col") and rng.random() < 0.7
    H = S["heads"]
    heads = (
        [H["pos"]]
        + ([H["code"]] if with_code else [])
        + [H["desc"], H["qty"], H["unit"], H["price"]]
    )
    fr = [0.06] + ([0.12] if with_code else []) + [0.0, 0.08, 0.08, 0.12]
    al = "l" + ("l" if with_code else "") + "lrcr"
    if with_rate:
        heads.append(H["rate"])
        fr.append(0.07)
        al += "r"
    heads.append(H["amount"])
    fr.append(0.14)
    al += "r"
    fr[fr.index(0.0)] = 1 - sum(fr)
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i)]
        if with_code:
            cells.append(la.digits(rng, S["code"]))
        cells += [it[0], S["qf"](q), it[1], fm(p) if stated else ""]
        if with_rate:
            cells.append(S["rate_txt"](it[2]))
        cells.append(fm(a) if stated else "")
        body.append((cells, a))
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in fr],
        heads,
        body,
        al,
        size=7.8,
        rowh=rng.choice([14, 15, 16]),
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
        zebra=(0.95, 0.95, 0.95) if rng.random() < 0.2 else None,
    )

    # sums
    sub = sum((a for *_, a in lines), ZERO)
    dpct = Decimal(rng.choice(S["disc"]))
    groups: dict = {}
    for it, _, _, a in lines:
        groups[it[2]] = groups.get(it[2], ZERO) + a
    after = {k: v - r2(v * dpct / 100) for k, v in groups.items()}
    disc = sub - sum(after.values())
    freight = Decimal(rng.choice(S["freight"])) if sub < S.get("free_over", 10**9) else ZERO
    if freight and S["freight_rate"] is not None:
        after[S["freight_rate"]] = after.get(S["freight_rate"], ZERO) + freight
    taxes = S["tax"](after)  # [(label, base, tax)]
    net = sum(after.values())
    total = net + sum(t for _, _, t in taxes) + (freight if S["freight_rate"] is None else ZERO)
    need = 16 * (5 + len(taxes)) + 50
    if y + need > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [(S["sub_lab"], cur(fm(sub)), False)]
        if disc:
            rows.append((S["disc_lab"].format(p=dpct), f"-{cur(fm(disc))}", False))
        if freight and S["freight_rate"] is not None:
            rows.append((S["freight_lab"], cur(fm(freight)), False))
        if (disc or freight) and S.get("net_lab") and rng.random() < 0.6:
            rows.append((S["net_lab"], cur(fm(net)), False))
        for lab, _, t in taxes:
            rows.append((lab, cur(fm(t)), False))
        if freight and S["freight_rate"] is None:
            rows.append((S["freight_lab"], cur(fm(freight)), False))
        tl = S["total_lab"]
        xl = m + wd * rng.uniform(0.52, 0.6)
        y = d.summary(xl, r - 3, y, rows, 8.6)
        if rng.random() < 0.35:
            d.box(
                xl - 4,
                y + 2,
                r - xl + 4,
                34,
                fill=rng.choice([0.9, 0.85]),
                stroke=rng.random() < 0.5,
            )
            d.t(xl, y + 14, tl, 9, b=True)
            d.t(r - 3, y + 30, cur(fm(total)), 11, b=True, al="r")
            y += 40
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(tl, cur(fm(total)), True)],
                9.2,
                box_last=rng.random() < 0.5,
                shade=0.88 if rng.random() < 0.4 else None,
            )
        if S.get("words") and rng.random() < 0.5:
            y = wrapped(d, m, y + 4, S["words"](total), 7.8, wd) + 2
        if S.get("dep") and rng.random() < 0.4:
            pct = Decimal(rng.choice([20, 25, 30, 50]))
            dep = r2(total * pct / 100)
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    (S["dep"].format(p=pct), f"-{cur(fm(dep))}", False),
                    (S["bal"], cur(fm(total - dep)), True),
                ],
                8.4,
            )
    else:
        y = wrapped(d, m, y, S["nototal"], 8.4, wd)
    y += 10
    for t in S["notes"]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    signs = S["signs"]
    sw = (wd - 20 * (len(signs) - 1)) / len(signs)
    for k, s_ in enumerate(signs):
        d.sign(m + k * (sw + 20), y, sw, s_, _fit(d, s_, 7.5, sw - 4))
    foot()
    out = finish(d, S["lang"], "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def _one_rate(rate: Decimal, lab: str) -> Callable[[dict], list]:
    def tax(after: dict) -> list:
        base = sum(after.values(), ZERO)
        return [(lab, base, r2(base * rate / 100))]

    return tax


def _rates(labs: dict) -> Callable[[dict], list]:
    """One tax line per rate key present (key -> printed label), in key order."""

    def tax(after: dict) -> list:
        return [
            (labs[k], after[k], r2(after[k] * Decimal(k) / 100))
            for k in sorted(after)
            if after[k] and Decimal(k)
        ]

    return tax


# --------------------------------------------------------------------------- 5 en-US orchard and cider mill

CM_N = "Hollow Creek|Stony Brook|Maple Ridge|Red Barn|Cedar Hill|Twin Pines|Old Orchard|Harvest Moon|Fox Run|Kettle Pond|Bear Hollow|Windy Knoll".split(
    "|"
)
CM_BUY = [
    "{n} Orchard & Cider Mill LLC",
    "{n} Farm Cidery, Inc.",
    "{n} Orchards LLC",
    "{n} Cider Company",
    "The {n} Apple Farm, LLC",
]
CM_A = "Whitaker|Delgado|Brennan|Kowalski|Ostrander|Haverford|Lindqvist|McAllister|Pruitt|Sorensen|Vance|Tillman|Ruggles|Ashby".split(
    "|"
)
CM_SUP_FORMED = [
    "{a} Press & Filtration, Inc.",
    "{a} Bottle Supply Co.",
    "{a} Orchard Equipment, LLC",
    "{a} Packaging Corp.",
    "{a} Brewing & Cider Supply Inc.",
    "{a} Label Company",
    "{a} & {b}, Inc.",
]
CM_SUP_BARE = ["{a} Brothers", "{a} Farm Supply", "{f} {a} Apiaries", "{a} & {b}"]
CM_F = "Dale|Marcy|Trent|Joanne|Wes|Kristin|Hank|Lorna|Casey|Tammy".split("|")
CM_STATES = [
    ("Hudson", "NY", "8.125"),
    ("Middlebury", "VT", "6"),
    ("Traverse City", "MI", "6"),
    ("Wenatchee", "WA", "8.4"),
    ("Hendersonville", "NC", "7"),
    ("Gettysburg", "PA", "6"),
    ("Sebastopol", "CA", "9.25"),
]
CM_ITEMS = [
    ("Press cloths, polyester, 36 x 36 in", "ea", "T", 18, 34),
    ("Apple bins, plastic, 20 bu", "ea", "T", 160, 245),
    ("Glass growlers 64 oz, amber (case of 6)", "cs", "T", 14, 26),
    ("Bottles 750 ml flint, crown finish (case 12)", "cs", "T", 11, 19),
    ("Crown caps 29 mm (box of 1,000)", "box", "T", 24, 42),
    ("Cider yeast, 500 g", "pkg", "T", 38, 72),
    ("Potassium metabisulfite, 5 lb", "pail", "T", 21, 36),
    ("Pressure-sensitive labels, 4-color (roll 1,000)", "roll", "T", 85, 160),
    ("Cider donut mix, 50 lb bag", "bag", "N", 48, 79),
    ("Cinnamon sugar, 25 lb", "bag", "N", 38, 66),
    ("Pollination hive rental (per colony)", "colony", "T", 95, 150),
    ("Picking bags, canvas", "ea", "T", 29, 55),
    ("Orchard ladders, 10 ft tripod", "ea", "T", 210, 340),
    ("Plate filter pads 40 x 40 cm (pack 100)", "pk", "T", 95, 180),
    ("Half-peck paper bags, printed (bundle 500)", "bdl", "T", 62, 110),
]


def _cm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(CM_N)
    buyer = rng.choice(CM_BUY).format(n=n)
    a1, a2 = rng.sample(CM_A, 2)
    sup = bare_or(rng, CM_SUP_FORMED, CM_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(CM_F))
    city, st, rate = rng.choice(CM_STATES)
    rate_d = Decimal(rate)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-#####", f"{dt:%y}-####", "#####", f"OC{dt:%y%m}-##", "P#######"])
    )
    who = lambda: f"{rng.choice(CM_F)} {rng.choice(CM_A)}"  # noqa: E731
    tel = lambda: la.digits(rng, "(###) ###-####")  # noqa: E731
    badr = [
        f"{rng.randint(100, 9900)} {rng.choice(['Orchard Rd', 'County Route 9', 'Cider Mill Ln', 'Ridge Rd', 'Farm Market Rd'])}",
        f"{city}, {st} {la.digits(rng, '#####')}",
        f"Tel {tel()}  ·  office@{n.lower().replace(' ', '')}orchard.com",
    ]
    refs = [
        ("Date", la.dfmt(dt, rng.choice(["us", "usl"]))),
        (la.pick(rng, "Requisition|Req. No."), la.digits(rng, "R-####")),
        (
            la.pick(rng, "Your Quote|Quote No.|Quote Ref."),
            la.digits(rng, rng.choice(["Q####", "QT-#####"])),
        ),
        ("Vendor ID", la.digits(rng, "V####")),
        ("Terms", la.pick(rng, "Net 30|Net 15|2% 10 Net 30|COD")),
    ]
    if rng.random() < 0.5:
        refs.append(("Ship Via", la.pick(rng, "UPS Ground|Best Way|Freight LTL|Vendor truck")))
    sadr = [
        f"{rng.randint(10, 9999)} {rng.choice(['Industrial Pkwy', 'Commerce Dr', 'Mill St', 'Route 20'])}",
        f"{rng.choice(['Rochester, NY', 'Yakima, WA', 'Grand Rapids, MI', 'Lancaster, PA', 'Fresno, CA', 'Burlington, VT'])} {la.digits(rng, '#####')}",
    ]
    if rng.random() < 0.6:
        sadr.append(f"Attn: {who()}  {tel()}")
    ship = (
        la.pick(rng, "Ship To|SHIP TO|Deliver To"),
        [
            rng.choice([buyer, f"{n} Farm Market", f"{rng.choice(CM_A)} Cold Storage, Inc."]),
            f"{rng.randint(100, 9900)} {rng.choice(['Packing House Rd', 'Barn Lane', 'Depot St'])}",
            f"{city}, {st}",
            f"Receiving: {who()}",
        ],
    )
    bill = (
        la.pick(rng, "Bill To|Invoice To|BILL TO"),
        [
            rng.choice([buyer, f"{n} Holdings, LLC", "Accounts Payable"]),
            f"PO Box {rng.randint(10, 999)}",
            f"{city}, {st} {la.digits(rng, '#####')}",
            f"ap@{n.lower().replace(' ', '')}orchard.com",
        ],
    )
    others = [ship, bill] if rng.random() < 0.6 else [ship]

    def tax(after: dict) -> list:
        base = after.get("T", ZERO)
        return [(f"Sales Tax ({rate}% on taxable)", base, r2(base * rate_d / 100))]

    S = dict(
        lang="en",
        paper=letter if rng.random() < 0.8 else A4,
        land=0.1,
        fonts="helv|libsans|dejavu|times|libserif",
        buyer=buyer,
        badr=badr,
        sup=sup,
        sadr=sadr,
        po=po,
        po_lab=la.pick(rng, "PO Number|PO #|P.O. No.|Purchase Order No."),
        title=la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER"),
        nr=rng.choice(["#", "No.", ""]),
        modes=["beside", "kv", "grid", "row", "box"],
        refs=refs,
        sup_lab=la.pick(rng, "Vendor|VENDOR|Supplier|To:||"),
        others=others,
        fm=en2,
        cur=lambda s: f"${s}",
        qf=lambda q: f"{q:,.0f}",
        n=[2, 3, 4, 5, 6, 7, 8, 9, 10],
        n_big=[34, 42],
        items=CM_ITEMS,
        qtys=[1, 2, 4, 5, 6, 10, 12, 20, 24, 50],
        tags=["- second lot", "- reorder", "- spare"],
        bigp=200,
        code="CM-####" if rng.random() < 0.5 else None,
        heads=dict(
            pos="Line",
            code="Item #",
            desc="Description",
            qty="Qty",
            unit="UOM",
            price="Unit Price",
            rate="Tax",
            amount="Extended",
        ),
        rate_col=True,
        rate_txt=lambda k: "Y" if k == "T" else "N",
        disc=[0, 0, 0, 2, 5],
        disc_lab="Discount ({p}%)",
        freight=[0, 0, 45, 85, 120, 175],
        freight_rate=None,
        freight_lab=la.pick(rng, "Shipping & Handling|Freight|Shipping"),
        sub_lab="Subtotal",
        net_lab="",
        tax=tax,
        total_lab=la.pick(rng, "TOTAL|Total|PO Total|Grand Total|Order Total"),
        dep=la.pick(rng, "Deposit paid ({p}%)|Less deposit ({p}%)"),
        bal=la.pick(rng, "Balance Due|Balance on delivery"),
        nototal="Pricing per vendor quote; final amount to be invoiced on actual quantities shipped.",
        notes=[
            "Please reference our PO number on all packing slips, bills of lading and invoices. Food-contact items must be certified food grade.",
            f"Deliveries accepted Mon-Sat 7am-3pm. Questions: {who()}, Cider Master, {tel()}.",
        ],
        signs=[
            f"Authorized by: {who()}, {rng.choice(['Owner', 'Farm Manager', 'Purchasing'])}",
            "Vendor acceptance (signature / date)",
        ],
        foot=[
            f"{buyer} · EIN {la.digits(rng, '##-#######')} · {st} sales tax permit {la.digits(rng, '########')} · This PO is subject to the terms printed on our website."
        ],
        pg=lambda k, o: f"Page {k} of {o}" if o else f"Page {k}",
        cont=f"Purchase Order {po} (continued)",
    )
    return _lat(rng, of, S)


def fit25_en_us_cider_mill_orchard_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cm)


# --------------------------------------------------------------------------- 6 en-AU bowls club

BW_N = "Yarrawonga|Bellbird|Kurrajong|Merimbula|Toowong|Glenelg|Wangaratta|Ballina|Corowa|Moama|Kiama|Dubbo City".split(
    "|"
)
BW_BUY = [
    "{n} Bowling Club Ltd",
    "{n} Bowls & Community Club Inc.",
    "{n} Bowls Club Limited",
    "{n} Sports & Bowling Club Ltd",
]
BW_A = "Hargreaves|McPhee|Donnelly|Tranter|Sutcliffe|Nguyen|Papadopoulos|Fitzgerald|Keogh|Lachlan|Rossi|Whitby".split(
    "|"
)
BW_SUP_FORMED = [
    "{a} Bowls Supplies Pty Ltd",
    "{a} Turf Care Pty Ltd",
    "{a} Hospitality Wholesale Pty Ltd",
    "{a} Sports Distributors Pty Ltd",
    "{a} Greens & Irrigation Pty Ltd",
    "{a} Beverages Pty. Ltd.",
]
BW_SUP_BARE = ["{a} Bowls Centre", "{a} Bros Turf", "{a} & Sons"]
BW_F = "Bruce|Sharon|Graham|Kylie|Wayne|Leanne|Craig|Deb|Shane|Narelle".split("|")
BW_ITEMS = [
    ("Lawn bowls set of 4, size 3 heavy", "set", 380, 620),
    ("Jacks, white, competition (box 10)", "box", 65, 110),
    ("Bowls mats, rubber", "ea", 22, 38),
    ("Greens fertiliser 20 kg", "bag", 48, 86),
    ("Top dressing sand (tonne)", "t", 75, 140),
    ("Wetting agent 20 L", "drum", 180, 320),
    ("Green rake, aluminium", "ea", 85, 150),
    ("Scoreboard, 21-end, rink", "ea", 140, 260),
    ("Ditch markers (set of 2)", "set", 18, 34),
    ("Club shirts, embroidered", "ea", 32, 58),
    ("Keg post-mix syrup 10 L", "bib", 85, 140),
    ("Pie warmer stock - sausage rolls (ctn 48)", "ctn", 52, 88),
    ("Rink boundary pegs (pack 50)", "pk", 38, 70),
]


def _bw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(BW_N)
    buyer = rng.choice(BW_BUY).format(n=n)
    a1, a2 = rng.sample(BW_A, 2)
    sup = bare_or(rng, BW_SUP_FORMED, BW_SUP_BARE, 0.3).format(a=a1)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO####", f"BC{dt:%y}-###", "#####", f"{dt.year}/###"]))
    st = rng.choice(["NSW", "VIC", "QLD", "SA"])
    pc = la.digits(
        rng, "2###" if st == "NSW" else "3###" if st == "VIC" else "4###" if st == "QLD" else "5###"
    )
    who = lambda: f"{rng.choice(BW_F)} {rng.choice(BW_A)}"  # noqa: E731
    abn_b = la.digits(rng, "## ### ### ###")
    badr = [
        f"{rng.randint(1, 120)} {rng.choice(['Bowler Street', 'Memorial Drive', 'Rink Road', 'Parkes Street'])}, {n} {st} {pc}",
        f"Ph (0{rng.choice('2378')}) {la.digits(rng, '#### ####')} · ABN {abn_b}",
    ]
    refs = [
        ("Date", la.dfmt(dt, "dmy")),
        (la.pick(rng, "Quote Ref|Your Quote"), la.digits(rng, rng.choice(["Q-####", "QU#####"]))),
        (la.pick(rng, "Account No.|Our Acct"), la.digits(rng, "BOW###")),
        (la.pick(rng, "Board Approval|Minute Ref"), la.digits(rng, f"BM{dt:%y}/##")),
    ]
    if rng.random() < 0.5:
        refs.append(("Required by", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")))
    sadr = [
        f"{rng.randint(1, 80)} {rng.choice(['Enterprise Drive', 'Industrial Ave', 'Boundary Road'])}",
        f"{rng.choice(['Albury', 'Geelong', 'Toowoomba', 'Wollongong', 'Mildura'])} {st} {pc}",
        f"ABN {la.digits(rng, '## ### ### ###')}",
    ]
    if rng.random() < 0.5:
        sadr.append(f"Attn: {who()}")
    others = [
        (
            la.pick(rng, "Deliver to|DELIVER TO|Delivery Address"),
            [
                rng.choice(
                    [
                        buyer,
                        f"{n} Bowling Club - Greenkeeper's Shed",
                        f"{rng.choice(BW_A)} Logistics Pty Ltd",
                    ]
                ),
                f"Gate 2, {rng.choice(['Rink Road', 'Memorial Drive'])}",
                f"Contact: {who()} (Head Greenkeeper)",
            ],
        ),
    ]
    if rng.random() < 0.5:
        others.append(
            (
                la.pick(rng, "Invoice to|Accounts"),
                [
                    f"{buyer} - Treasurer",
                    f"PO Box {rng.randint(10, 400)}, {n} {st} {pc}",
                    f"accounts@{n.lower().replace(' ', '')}bowls.com.au",
                ],
            )
        )
    S = dict(
        lang="en",
        land=0.2,
        fonts="helv|libsans|dejavu|djcond|times",
        buyer=buyer,
        badr=badr,
        sup=sup,
        sadr=sadr,
        po=po,
        po_lab=la.pick(rng, "Order No.|PO No.|Purchase Order|Order Number"),
        title=la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"),
        nr=rng.choice(["No.", "#", ""]),
        modes=["beside", "kv", "grid", "row", "box"],
        refs=refs,
        sup_lab=la.pick(rng, "Supplier|To|SUPPLIER|"),
        others=others,
        fm=en2,
        cur=lambda s: f"${s}",
        qf=lambda q: f"{q:,.0f}",
        n=[2, 3, 4, 5, 6, 7, 8, 10],
        n_big=[32, 40],
        items=BW_ITEMS,
        qtys=[1, 2, 4, 6, 8, 10, 12, 20],
        tags=["(spare)", "(junior)", "(green 2)"],
        bigp=300,
        code=None,
        heads=dict(
            pos="#",
            code="Code",
            desc="Description",
            qty="Qty",
            unit="Unit",
            price="Unit ex GST",
            rate="GST",
            amount="Amount ex GST",
        ),
        rate_col=False,
        rate_txt=str,
        disc=[0, 0, 0, 5, 10],
        disc_lab="Less club discount {p}%",
        freight=[0, 0, 35, 60, 95],
        freight_rate=10,
        freight_lab="Freight",
        sub_lab=la.pick(rng, "Subtotal (ex GST)|Sub-total|Total ex GST"),
        net_lab="Net ex GST",
        tax=_one_rate(Decimal(10), "GST 10%"),
        total_lab=la.pick(rng, "Total (inc GST)|TOTAL AUD|Order Total inc. GST|Total Payable"),
        dep=None,
        bal="",
        nototal="Pricing as per your quote; to be confirmed on the tax invoice. Please quote the order number.",
        notes=[
            "Deliveries to the greenkeeper's shed Monday-Friday before 2 pm; greens are closed on pennant days.",
            "Tax invoices must show our ABN and the order number. Payment 30 days end of month.",
        ],
        signs=[
            f"Authorised: {who()}, {rng.choice(['Secretary Manager', 'Treasurer', 'Greens Director'])}",
            f"Ordered by: {who()}",
        ],
        foot=[f"{buyer} · ABN {abn_b} · Liquor licence LIQC{la.digits(rng, '#######')}"],
        pg=lambda k, o: f"Page {k} of {o}" if o else f"Page {k}",
        cont=f"Order {po} - continued",
    )
    return _lat(rng, of, S)


def fit25_en_au_bowls_club_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bw)


# --------------------------------------------------------------------------- 7 de-AT thermal spa

TH_N = "Bad Waltersdorf|Loipersdorf|Geinberg|Bad Schallerbach|Laa|Stegersbach|Bad Gleichenberg|Lutzmannsburg|Bad Vöslau|Oberlaa|Bad Tatzmannsdorf|Fohnsdorf".split(
    "|"
)
TH_BUY = [
    "Therme {n} GmbH",
    "Thermalbad {n} Betriebs GmbH",
    "Thermenresort {n} GmbH & Co KG",
    "Heiltherme {n} GmbH",
]
TH_SN = "Pichler|Huber|Eder|Aigner|Schwaiger|Holzer|Strasser|Lechner|Hofer|Reiter|Kogler|Weinberger".split(
    "|"
)
TH_F = "Andreas|Sabine|Markus|Claudia|Thomas|Birgit|Wolfgang|Petra".split("|")
TH_SUP_FORMED = [
    "{n} Bäderchemie GmbH",
    "{n} Textil & Wäsche GmbH",
    "{n} Saunabedarf GmbH",
    "{n} Gastro-Großhandel GmbH",
    "{n} Wellness-Technik GmbH & Co KG",
    "{n} Hygiene Austria GmbH",
]
TH_SUP_BARE = ["Saunabedarf {n}", "{n} Wäscherei-Handel e.U.", "{f} {n} Naturkosmetik"]
TH_ITEMS = [
    ("Saunatuch 80 x 200 cm, Logo-Stickerei", "Stk", 20, 14, 26),
    ("Bademantel Waffelpiqué Gr. M/L", "Stk", 20, 24, 42),
    ("Chlorgranulat 56 % 25 kg", "Kübel", 20, 95, 160),
    ("pH-Minus flüssig 25 kg", "Kan", 20, 38, 64),
    ("Flockungsmittel 20 l", "Kan", 20, 42, 78),
    ("Aufgusskonzentrat Latschenkiefer 1 l", "Fl", 20, 18, 32),
    ("Saunahonig für Honigaufguss 1 kg", "Gl", 10, 12, 21),
    ("Bio-Apfelsaft naturtrüb 1 l (Kiste 6)", "Kiste", 10, 11, 18),
    ("Müsliriegel Bio (Karton 24)", "Ktn", 10, 19, 32),
    ("Badeschlapfen Einweg (100 Paar)", "Ktn", 20, 45, 78),
    ("Duschgel Spender 5 l", "Kan", 20, 22, 38),
    ("Wasserprobe Labor (Pauschale)", "Psch", 20, 120, 240),
]


def _th(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(TH_N)
    buyer = rng.choice(TH_BUY).format(n=n)
    sup = bare_or(rng, TH_SUP_FORMED, TH_SUP_BARE, 0.3).format(
        n=rng.choice(TH_SN), f=rng.choice(TH_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BE-{dt.year}-####", "45######", f"{dt:%y}/####", f"TH{dt:%y%m}##"])
    )
    plz = la.digits(rng, rng.choice(["8###", "4###", "7###", "2###"]))
    who = lambda: f"{rng.choice(TH_F)} {rng.choice(TH_SN)}"  # noqa: E731
    street = f"{rng.choice(['Thermenstraße', 'Kurhausplatz', 'Quellenweg', 'Thermenallee'])} {rng.randint(1, 40)}"
    badr = [
        f"{street}, {plz} {n}",
        f"Tel. +43 {la.digits(rng, '3### ####')} · einkauf@therme-{n.split()[-1].lower()}.at",
    ]
    df = rng.choice(["dot", "dot", "iso"])
    refs = [
        ("Datum", la.dfmt(dt, df)),
        (la.pick(rng, "Ihre Kundennummer|Kunden-Nr."), la.digits(rng, "######")),
        (
            la.pick(rng, "Ihr Angebot|Angebot vom"),
            la.digits(rng, rng.choice(["AN-#####", "ANG ####/##"])),
        ),
        ("Kostenstelle", la.pick(rng, "410 Saunawelt|420 Badebetrieb|600 Bistro|300 Housekeeping")),
        ("Liefertermin", la.dfmt(dt + timedelta(days=rng.randint(4, 21)), "dot")),
    ]
    if rng.random() < 0.5:
        refs.insert(2, ("Sachbearbeitung", who()))
    sadr = [
        f"{rng.choice(['Industriestraße', 'Gewerbepark', 'Hauptplatz', 'Wiener Straße'])} {rng.randint(1, 120)}",
        rng.choice(
            ["8020 Graz", "4600 Wels", "2700 Wiener Neustadt", "1230 Wien", "9020 Klagenfurt"]
        ),
    ]
    if rng.random() < 0.4:
        sadr.append(f"z. H. {who()}")
    others = [
        (
            la.pick(rng, "Lieferadresse|Anlieferung|Lieferung an"),
            [
                rng.choice(
                    [
                        buyer,
                        f"{buyer} – Technikzentrale",
                        f"Hotel {rng.choice(TH_SN)} GmbH (Thermenhotel)",
                    ]
                ),
                f"Warenannahme Rampe {rng.randint(1, 4)}, {street}",
                f"{plz} {n}",
            ],
        )
    ]
    if rng.random() < 0.4:
        others.append(
            (
                "Rechnungsadresse",
                [
                    f"{rng.choice(['Thermen Holding', 'Kurbetriebe'])} {n} GmbH",
                    "Buchhaltung",
                    f"{plz} {n}",
                ],
            )
        )
    S = dict(
        lang="de",
        land=0.1,
        fonts="helv|libsans|dejavu|times|djserif",
        buyer=buyer,
        badr=badr,
        sup=sup,
        sadr=sadr,
        po=po,
        po_lab=la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr."),
        title=la.pick(rng, "BESTELLUNG|Bestellung|Bestellschein"),
        nr="Nr.",
        modes=["beside", "kv", "kv", "grid", "box", "row"],
        window=0.7,
        refs=refs,
        sup_lab=la.pick(rng, "Lieferant|An|Lieferant:|"),
        others=others,
        intro=rng.choice(
            [
                "Sehr geehrte Damen und Herren, wir bestellen zu den vereinbarten Konditionen:",
                "",
                "Wir bestellen hiermit wie folgt:",
            ]
        ),
        fm=eu,
        cur=lambda s: f"{s} €",
        qf=lambda q: f"{q:,.0f}".replace(",", "."),
        n=[2, 3, 4, 5, 6, 7, 8, 9],
        n_big=[32, 40],
        items=TH_ITEMS,
        qtys=[1, 2, 5, 10, 20, 24, 50, 100],
        tags=["(Reserve)", "(Kinderbereich)", "(Gr. XL)"],
        code="Art. #####" if rng.random() < 0.5 else None,
        heads=dict(
            pos="Pos.",
            code="Art.-Nr.",
            desc="Bezeichnung",
            qty="Menge",
            unit="Einh.",
            price="EP netto",
            rate="USt",
            amount="GP netto",
        ),
        rate_col=True,
        rate_txt=lambda k: f"{k} %",
        disc=[0, 0, 0, 2, 3],
        disc_lab="abzgl. Rabatt {p} %",
        freight=[0, 0, 0, 35, 60],
        freight_rate=20,
        freight_lab="Fracht / Zustellung",
        sub_lab=la.pick(rng, "Summe netto|Warenwert netto|Zwischensumme"),
        net_lab="Nettobetrag",
        tax=_rates({10: "zzgl. 10 % USt", 20: "zzgl. 20 % USt"}),
        total_lab=la.pick(rng, "Gesamtbetrag|Gesamtsumme brutto|Bestellsumme inkl. USt|Endbetrag"),
        dep=la.pick(rng, "abzgl. Anzahlung {p} %|Anzahlung {p} %"),
        bal=la.pick(rng, "Restbetrag|Offener Betrag"),
        nototal="Preise laut Rahmenvereinbarung; die Abrechnung erfolgt nach tatsächlich gelieferter Menge.",
        notes=[
            "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Chemikalien nur mit Sicherheitsdatenblatt.",
            "Anlieferung Mo-Fr 6:00-9:00 Uhr (vor Badeöffnung). Zahlung 30 Tage netto oder 14 Tage 2 % Skonto.",
        ],
        signs=[
            f"{who()}, {rng.choice(['Technische Leitung', 'Einkauf', 'Saunaleitung', 'Geschäftsführung'])}",
            "Auftragsbestätigung Lieferant",
        ],
        foot=[
            f"{buyer} · FN {la.digits(rng, '######')}{rng.choice('abdfkmpstx')} · LG {rng.choice(['Graz', 'Linz', 'Eisenstadt', 'Wiener Neustadt'])} · UID ATU{la.digits(rng, '########')}",
            f"{rng.choice(['Raiffeisenbank', 'Steiermärkische Sparkasse', 'Oberbank'])} · IBAN AT{la.digits(rng, '## #### #### #### ####')}",
        ],
        pg=lambda k, o: f"Seite {k} von {o}" if o else f"Seite {k}",
        cont=f"Bestellung {po} – Fortsetzung",
    )
    if rng.random() < 0.5:
        S["cur"] = lambda s: f"€ {s}"
    return _lat(rng, of, S)


def fit25_de_at_therme_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _th)


# --------------------------------------------------------------------------- 8 fr-BE locksmith

SR_N = (
    "Dubois|Lambert|Martin|Dupont|Renard|Lejeune|Collard|Hubert|Leroy|Gilson|Mathieu|Delvaux".split(
        "|"
    )
)
SR_BUY = [
    "Serrurerie {n} SRL",
    "{n} Sécurité SRL",
    "Serrurerie-Quincaillerie {n}",
    "{n} Portes & Serrures SRL",
    "Atelier {n} Serrurerie SRL",
]
SR_SUP_FORMED = [
    "{n} Lock Distribution SA",
    "Quincaillerie {n} SRL",
    "{n} Systems Benelux SA",
    "{n} Coffres-forts SRL",
    "{n} Sécurité Distribution SA",
    "{n} & Fils SRL",
]
SR_SUP_BARE = ["Ets {n}", "{n} & Fils", "Quincaillerie {n}"]
SR_F = "Jean-Marc|Véronique|Olivier|Nathalie|Philippe|Isabelle|Didier|Sophie".split("|")
SR_CITY = [
    "4000 Liège",
    "5000 Namur",
    "6000 Charleroi",
    "7000 Mons",
    "1300 Wavre",
    "1400 Nivelles",
    "4800 Verviers",
    "6700 Arlon",
]
SR_ITEMS = [
    ("Cylindre européen 30/30 laiton, 3 clés", "pce", 18, 34),
    ("Cylindre haute sécurité 35/45 avec carte", "pce", 85, 160),
    ("Serrure multipoints 3 points, axe 35", "pce", 140, 260),
    ("Ferme-porte à bras compas, force 2-5", "pce", 45, 92),
    ("Clés brutes profil KA (sachet 50)", "sach.", 28, 55),
    ("Coffre-fort mural 30 l, serrure électronique", "pce", 210, 390),
    ("Blindage de porte acier 2 mm", "pce", 180, 320),
    ("Judas optique 200°", "pce", 9, 19),
    ("Cadenas laiton 50 mm (jeu de 4)", "jeu", 32, 58),
    ("Rosace de sécurité inox", "pce", 22, 44),
    ("Barre anti-panique 1 point", "pce", 150, 280),
    ("Gâche électrique 12 V", "pce", 38, 72),
]


def _sr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(SR_N)
    buyer = rng.choice(SR_BUY).format(n=n)
    sn = rng.choice([x for x in SR_N if x != n])
    sup = bare_or(rng, SR_SUP_FORMED, SR_SUP_BARE, 0.3).format(n=sn)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"BC{dt:%y}-###", f"{dt.year}/0###", "C-#####", f"{dt:%y}###"]))
    city = rng.choice(SR_CITY)
    who = lambda: f"{rng.choice(SR_F)} {rng.choice(SR_N)}"  # noqa: E731
    entr = la.digits(rng, "0###.###.###")
    badr = [
        f"{rng.choice(['Rue de la Station', 'Chaussée de Bruxelles', 'Rue Haute', 'Avenue des Combattants'])} {rng.randint(1, 200)}, {city}",
        f"Tél. 0{la.digits(rng, '# ### ## ##')} · Dépannage 24/7 : 04{la.digits(rng, '## ## ## ##')}",
    ]
    refs = [
        ("Date", la.dfmt(dt, rng.choice(["dmy", "dot"]))),
        (
            la.pick(rng, "Votre offre|Réf. offre"),
            la.digits(rng, rng.choice(["OF-#####", "####/##"])),
        ),
        (la.pick(rng, "N° client|Notre n° client"), la.digits(rng, "CL####")),
        (la.pick(rng, "Chantier|Dossier"), la.digits(rng, rng.choice(["CH-####", f"D{dt:%y}-##"]))),
        ("Livraison souhaitée", la.dfmt(dt + timedelta(days=rng.randint(3, 20)), "dmy")),
    ]
    sadr = [
        f"{rng.choice(['Zoning industriel', 'Rue de l’Industrie', 'Parc d’activités'])} {rng.randint(1, 60)}",
        rng.choice(
            ["1070 Anderlecht", "4040 Herstal", "7100 La Louvière", "5100 Jambes", "1480 Tubize"]
        ),
        f"TVA BE {la.digits(rng, '0###.###.###')}",
    ]
    if rng.random() < 0.5:
        sadr.insert(2, f"À l’attention de {who()}")
    others = [
        (
            la.pick(rng, "Adresse de livraison|Livraison|Livrer à"),
            [
                rng.choice(
                    [
                        buyer,
                        f"Copropriété Résidence {rng.choice(['Les Tilleuls', 'Le Parc', 'Meuse'])} (chantier)",
                        f"{rng.choice(SR_N)} Logistique SA",
                    ]
                ),
                f"{rng.choice(['Quai de la Batte', 'Rue Saint-Gilles', 'Boulevard d’Avroy'])} {rng.randint(1, 90)}",
                city,
            ],
        )
    ]
    if rng.random() < 0.5:
        others.append(
            (
                la.pick(rng, "Facturation|Adresse de facturation"),
                [buyer, "Service comptabilité", f"n° d’entreprise {entr}"],
            )
        )
    comm = f"+++{la.digits(rng, '###/####/#####')}+++"
    fm_ = eu if rng.random() < 0.6 else (lambda v: grouped(v, " ", ","))
    S = dict(
        lang="fr",
        land=0.15,
        fonts="helv|libsans|dejavu|times|libserif",
        buyer=buyer,
        badr=badr,
        sup=sup,
        sadr=sadr,
        po=po,
        po_lab=la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|Notre référence"),
        title=la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE"),
        nr=rng.choice(["n°", "N°", "nº"]),
        modes=["beside", "kv", "grid", "row", "box"],
        refs=refs,
        sup_lab=la.pick(rng, "Fournisseur|FOURNISSEUR|À l’attention de :|"),
        others=others,
        fm=fm_,
        cur=lambda s: f"{s} €",
        qf=lambda q: f"{q:,.0f}".replace(",", "."),
        n=[2, 3, 4, 5, 6, 7, 8, 9, 10],
        n_big=[32, 40],
        items=[(a, u, 21, lo, hi) for a, u, lo, hi in SR_ITEMS],
        qtys=[1, 2, 3, 4, 5, 6, 10, 12, 20],
        tags=["(finition nickel)", "(variante 40/40)", "(stock)"],
        bigp=150,
        code="Réf. ######" if rng.random() < 0.5 else None,
        heads=dict(
            pos="N°",
            code="Référence",
            desc="Désignation",
            qty="Qté",
            unit="Unité",
            price="P.U. HTVA",
            rate="TVA",
            amount="Total HTVA",
        ),
        rate_col=True,
        rate_txt=lambda k: f"{k} %",
        disc=[0, 0, 0, 3, 5, 10],
        disc_lab="Remise {p} %",
        freight=[0, 0, 0, 25, 45],
        freight_rate=21,
        freight_lab="Frais de port",
        sub_lab=la.pick(rng, "Sous-total HTVA|Total brut HTVA|Montant HTVA"),
        net_lab="Total HTVA",
        tax=_rates({21: "TVA 21 %"}),
        total_lab=la.pick(rng, "Total TVAC|TOTAL TVA COMPRISE|Montant total TVAC|Total à payer"),
        dep=la.pick(rng, "Acompte versé ({p} %)|Acompte {p} %"),
        bal=la.pick(rng, "Solde à payer|Reste dû"),
        nototal="Prix selon notre accord annuel ; le montant sera établi sur facture d’après les quantités livrées.",
        notes=[
            f"Merci de rappeler notre numéro de commande sur le bon de livraison et la facture. Paiement à 30 jours, communication {comm}.",
            "Les cylindres doivent être livrés avec leurs cartes de propriété. Toute livraison partielle doit être annoncée.",
        ],
        signs=[
            f"Pour {buyer} : {who()}, {rng.choice(['gérant', 'responsable atelier', 'administratrice'])}",
            "Accusé de réception fournisseur",
        ],
        foot=[
            f"{buyer} · n° d’entreprise BE {entr} · RPM {city.split()[1]} · IBAN BE{la.digits(rng, '## #### #### ####')} · BIC GEBABEBB"
        ],
        pg=lambda k, o: f"Page {k}/{o}" if o else f"Page {k}",
        cont=f"Bon de commande {po} (suite)",
    )
    return _lat(rng, of, S)


def fit25_fr_be_serrurerie_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sr)


# --------------------------------------------------------------------------- 9 it marble workshop

MM_N = "Carrara|Apuana|Botticino|Lessinia|Trani|Orosei|Custonaci|Valpolicella|Versilia|Biancone|Travertino Romano|Serpentino".split(
    "|"
)
MM_BUY = [
    "Marmi {n} S.r.l.",
    "{n} Graniti S.n.c. di {f} {s} & C.",
    "Laboratorio Marmi {n} di {f} {s}",
    "{n} Pietre S.r.l.",
    "Marmeria {n} S.a.s.",
]
MM_S = "Bertolucci|Lazzerini|Giannoni|Dell'Amico|Pucci|Baldini|Tonelli|Franchi|Mori|Ricci|Galli|Conti".split(
    "|"
)
MM_F = "Giovanni|Luca|Marco|Francesca|Paolo|Silvia|Roberto|Elena".split("|")
MM_SUP_FORMED = [
    "{s} Utensili Diamantati S.r.l.",
    "{s} Abrasivi S.p.A.",
    "Diamant {s} S.r.l.",
    "{s} Resine e Mastici S.r.l.",
    "{s} Forniture Lapidee S.r.l.",
]
MM_SUP_BARE = ["{f} {s} Utensileria", "Ferramenta {s}", "{s} & Figli"]
MM_CITY = [
    "54033 Carrara (MS)",
    "55045 Pietrasanta (LU)",
    "25082 Botticino (BS)",
    "37020 Sant'Ambrogio di Valpolicella (VR)",
    "76125 Trani (BT)",
    "08028 Orosei (NU)",
]
MM_ITEMS = [
    ("Disco diamantato Ø 350 mm taglio marmo", "pz", 85, 190),
    ("Mola a tazza diamantata grana 60", "pz", 45, 95),
    ("Fresa a candela Ø 20 mm per CNC", "pz", 60, 140),
    ("Filo diamantato per telaio (ml)", "ml", 38, 72),
    ("Resina epossidica per stuccatura 5 kg", "kit", 48, 96),
    ("Mastice solido paglierino 1 l", "lt", 9, 18),
    ("Lucidante per marmo in polvere 5 kg", "sacco", 32, 60),
    ("Ventosa doppia per lastre", "pz", 55, 110),
    ("Platorelli lucidatura serie 7 grane", "set", 70, 150),
    ("Cera antimacchia idrorepellente 5 l", "tan", 38, 74),
    ("Guanti antitaglio livello D (10 paia)", "conf", 35, 62),
    ("Punte a corona diamantate Ø 35 mm", "pz", 28, 56),
]


def _mm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(MM_N)
    s1, s2 = rng.sample(MM_S, 2)
    buyer = rng.choice(MM_BUY).format(n=n, f=rng.choice(MM_F), s=s1)
    sup = bare_or(rng, MM_SUP_FORMED, MM_SUP_BARE, 0.3).format(s=s2, f=rng.choice(MM_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"{dt.year}/###", f"OA-{dt:%y}-####", "ORD####", f"###/{dt:%y}"])
    )
    city = rng.choice(MM_CITY)
    who = lambda: f"{rng.choice(MM_F)} {rng.choice(MM_S)}"  # noqa: E731
    piva = la.digits(rng, "###########")
    badr = [
        f"Via {rng.choice(['Aurelia', 'del Marmo', 'Provinciale', 'delle Cave', 'Carriona'])} {rng.randint(1, 300)}, {city}",
        f"Tel. 0{la.digits(rng, '### ######')} · P.IVA {piva}",
    ]
    refs = [
        ("Data", la.dfmt(dt, rng.choice(["dmy", "dot"]))),
        (
            la.pick(rng, "Vs. offerta|Rif. offerta"),
            la.digits(rng, rng.choice(["OFF ####/##", "PR-#####"])),
        ),
        (
            la.pick(rng, "Commessa|Cantiere"),
            la.digits(rng, rng.choice([f"C{dt:%y}-###", "Comm. ####"])),
        ),
        (la.pick(rng, "Cod. fornitore|Vs. codice"), la.digits(rng, "F####")),
        ("Pagamento", la.pick(rng, "Ri.Ba. 60 gg d.f.f.m.|Bonifico 30 gg|Rimessa diretta")),
    ]
    sadr = [
        f"Via {rng.choice(['dell’Industria', 'Emilia', 'Roma', 'dei Mille'])} {rng.randint(1, 200)}",
        rng.choice(
            [
                "41049 Sassuolo (MO)",
                "20090 Assago (MI)",
                "50019 Sesto Fiorentino (FI)",
                "36100 Vicenza (VI)",
            ]
        ),
        f"P.IVA {la.digits(rng, '###########')}",
    ]
    if rng.random() < 0.4:
        sadr.append(f"Alla c.a. di {who()}")
    others = [
        (
            la.pick(rng, "Destinazione merce|Luogo di consegna|Consegna presso"),
            [
                rng.choice(
                    [buyer, f"{buyer} – Laboratorio 2", f"Segheria {rng.choice(MM_S)} S.r.l."]
                ),
                f"Località {rng.choice(['Torano', 'Miseglia', 'Avenza', 'Querceta'])}",
                city,
            ],
        )
    ]
    if rng.random() < 0.4:
        others.append(
            (
                "Fatturare a",
                [
                    buyer,
                    f"Cod. SDI {la.digits(rng, '@@@@@@@')}",
                    f"PEC amministrazione@pec.{s1.lower().replace(chr(39), '')}marmi.it",
                ],
            )
        )
    S = dict(
        lang="it",
        land=0.15,
        fonts="helv|libsans|dejavu|times|libserif",
        buyer=buyer,
        badr=badr,
        sup=sup,
        sadr=sadr,
        po=po,
        po_lab=la.pick(rng, "Ordine n.|N. ordine|Numero ordine|Ns. ordine"),
        title=la.pick(rng, "ORDINE DI ACQUISTO|Ordine a fornitore|ORDINE"),
        nr=rng.choice(["n.", "N.", "nr."]),
        modes=["beside", "kv", "grid", "row", "row", "box"],
        refs=refs,
        sup_lab=la.pick(rng, "Spett.le|Fornitore|FORNITORE|"),
        others=others,
        fm=eu,
        cur=lambda s: f"€ {s}",
        qf=lambda q: f"{q:,.0f}".replace(",", "."),
        n=[2, 3, 4, 5, 6, 7, 8, 9],
        n_big=[32, 40],
        items=[(a, u, 22, lo, hi) for a, u, lo, hi in MM_ITEMS],
        qtys=[1, 2, 3, 5, 6, 10, 12, 20, 25],
        tags=["(grana 120)", "(ricambio)", "(Ø 400)"],
        code="ART-####" if rng.random() < 0.5 else None,
        heads=dict(
            pos="Pos.",
            code="Codice",
            desc="Descrizione",
            qty="Q.tà",
            unit="U.M.",
            price="Prezzo unit.",
            rate="IVA",
            amount="Importo",
        ),
        rate_col=False,
        rate_txt=lambda k: f"{k}%",
        disc=[0, 0, 0, 3, 5, 10],
        disc_lab="Sconto {p}%",
        freight=[0, 0, 30, 55],
        freight_rate=22,
        freight_lab="Spese di trasporto",
        sub_lab=la.pick(rng, "Totale merce|Totale righe|Imponibile lordo"),
        net_lab="Imponibile",
        tax=_rates({22: "IVA 22%"}),
        total_lab=la.pick(rng, "Totale ordine|TOTALE ORDINE|Totale documento|Totale EUR"),
        dep=la.pick(rng, "Acconto versato ({p}%)|Acconto {p}%"),
        bal=la.pick(rng, "Saldo alla consegna|Netto a saldo"),
        nototal="Prezzi come da listino concordato; l’importo sarà determinato in fattura sulle quantità consegnate.",
        notes=[
            "Indicare il numero d’ordine su DDT e fattura elettronica. Merce franco nostro laboratorio salvo diverso accordo.",
            "Le schede di sicurezza delle resine devono accompagnare la prima consegna.",
        ],
        signs=[
            f"Il responsabile acquisti: {who()}",
            "Per accettazione (timbro e firma del fornitore)",
        ],
        foot=[
            f"{buyer} · P.IVA e C.F. {piva} · REA {rng.choice(['MS', 'LU', 'BS', 'VR'])}-{la.digits(rng, '######')} · Cap. soc. € {rng.choice(['10.000', '50.000', '100.000'])} i.v."
        ],
        pg=lambda k, o: f"Pag. {k} di {o}" if o else f"Pag. {k}",
        cont=f"Ordine {po} – segue",
    )
    return _lat(rng, of, S)


def fit25_it_marmista_ordine_utensili(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mm)


# --------------------------------------------------------------------------- 10 pt-BR pizzeria chain

PZ_N = "Forno Bello|Bella Napoli|Vesúvio|Dom Gennaro|Nonna Rosa|Brás|Mamma Mia|Lenha Viva|Capricciosa|Toscana|Margherita|Vila Itália".split(
    "|"
)
PZ_BUY = [
    "Pizzaria {n} Ltda.",
    "Rede {n} Pizzas Ltda.",
    "{n} Forno a Lenha Ltda. - ME",
    "{n} Alimentação e Pizzaria Eireli",
]
PZ_S = "Oliveira|Santos|Pereira|Almeida|Carvalho|Ribeiro|Gomes|Martins|Barbosa|Rocha|Dias|Moreira".split(
    "|"
)
PZ_SUP_FORMED = [
    "{s} Distribuidora de Alimentos Ltda.",
    "Laticínios {s} S.A.",
    "{s} Embalagens Ltda.",
    "Moinho {s} S.A.",
    "{s} Food Service Ltda.",
    "Comercial {s} de Frios Ltda.",
]
PZ_SUP_BARE = ["{s} Lenha e Carvão", "Comercial {s}", "Empório {s}"]
PZ_F = "Carlos|Fernanda|Rodrigo|Juliana|Marcelo|Patrícia|André|Camila".split("|")
PZ_CITY = [
    ("São Paulo", "SP", "0####-###"),
    ("Campinas", "SP", "13###-###"),
    ("Curitiba", "PR", "8####-###"),
    ("Belo Horizonte", "MG", "3####-###"),
    ("Porto Alegre", "RS", "9####-###"),
]
PZ_ITEMS = [
    ("Farinha de trigo tipo 00 - saco 25 kg", "sc", 0, 95, 160),
    ("Muçarela em peça 4 kg", "pç", 0, 110, 170),
    ("Molho de tomate pelado 2,5 kg", "lt", 0, 18, 32),
    ("Calabresa defumada 2,5 kg", "pct", 0, 55, 90),
    ("Azeite extra virgem 5 l", "gl", 0, 140, 230),
    ("Orégano desidratado 1 kg", "pct", 0, 38, 70),
    ("Caixa para pizza 35 cm (fardo 50)", "fd", 15, 68, 115),
    ("Lenha de eucalipto (m³)", "m³", 0, 150, 240),
    ("Pá para pizza inox 35 cm", "pç", 10, 85, 160),
    ("Papel manteiga rolo 30 cm", "rl", 15, 22, 40),
    ("Fermento biológico seco 500 g", "pct", 0, 16, 28),
    ("Catupiry bisnaga 1,5 kg", "bis", 0, 58, 92),
]


def _pz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(PZ_N)
    buyer = rng.choice(PZ_BUY).format(n=n)
    sup = bare_or(rng, PZ_SUP_FORMED, PZ_SUP_BARE, 0.3).format(s=rng.choice(PZ_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PC-#####", f"{dt.year}/####", "######", f"PED{dt:%y}####"]))
    city, uf, cep = rng.choice(PZ_CITY)
    who = lambda: f"{rng.choice(PZ_F)} {rng.choice(PZ_S)}"  # noqa: E731
    cnpj = la.digits(rng, "##.###.###/0001-##")
    badr = [
        f"{rng.choice(['Rua', 'Av.', 'Alameda'])} {rng.choice(['Augusta', 'dos Imigrantes', 'Sete de Setembro', 'Italianos', 'Brasil'])}, {rng.randint(10, 2500)} - {city}/{uf} - CEP {la.digits(rng, cep)}",
        f"CNPJ {cnpj} · IE {la.digits(rng, '###.###.###.###')} · Tel. ({la.digits(rng, '##')}) {la.digits(rng, '####-####')}",
    ]
    refs = [
        ("Emissão", la.dfmt(dt, "dmy")),
        (
            la.pick(rng, "Cotação nº|Ref. cotação"),
            la.digits(rng, rng.choice(["COT-####", "####/##"])),
        ),
        (la.pick(rng, "Cód. fornecedor|Fornecedor nº"), la.digits(rng, "#####")),
        (
            la.pick(rng, "Loja|Unidade"),
            la.pick(rng, "01 - Matriz|03 - Moema|05 - Centro|07 - Shopping"),
        ),
        ("Cond. pagamento", la.pick(rng, "28 dias - boleto|30/60 dias|À vista - PIX")),
        ("Previsão de entrega", la.dfmt(dt + timedelta(days=rng.randint(2, 12)), "dmy")),
    ]
    sadr = [
        f"{rng.choice(['Rod.', 'Rua', 'Av.'])} {rng.choice(['Anhanguera', 'Industrial', 'das Indústrias', 'Presidente Dutra'])}, km {rng.randint(10, 140)}"
        if rng.random() < 0.5
        else f"Rua {rng.choice(['do Comércio', 'Barão de Mauá', 'XV de Novembro'])}, {rng.randint(10, 999)}",
        f"{rng.choice(['Jundiaí/SP', 'Guarulhos/SP', 'Contagem/MG', 'São José dos Pinhais/PR'])}",
        f"CNPJ {la.digits(rng, '##.###.###/0001-##')}",
    ]
    if rng.random() < 0.4:
        sadr.append(f"A/C {who()} - vendas")
    others = [
        (
            la.pick(rng, "Local de entrega|Entregar em|Endereço de entrega"),
            [
                rng.choice(
                    [buyer, f"{n} - Cozinha Central", f"{rng.choice(PZ_S)} Armazéns Gerais Ltda."]
                ),
                f"Rua {rng.choice(['Tabapuã', 'Joaquim Floriano', 'da Mooca', 'Voluntários da Pátria'])}, {rng.randint(10, 999)}",
                f"{city}/{uf} · recebimento 7h-11h",
            ],
        )
    ]
    if rng.random() < 0.4:
        others.append(
            (
                "Faturamento",
                [
                    f"{n} Participações Ltda.",
                    f"CNPJ {la.digits(rng, '##.###.###/0001-##')}",
                    f"{city}/{uf}",
                ],
            )
        )
    icms = rng.choice([12, 18])
    S = dict(
        lang="pt",
        land=0.2,
        fonts="helv|libsans|dejavu|times|djcond",
        buyer=buyer,
        badr=badr,
        sup=sup,
        sadr=sadr,
        po=po,
        po_lab=la.pick(rng, "Pedido nº|Nº do pedido|Pedido de compra nº|Número do pedido"),
        title=la.pick(rng, "PEDIDO DE COMPRA|Pedido de Compra|ORDEM DE COMPRA"),
        nr=rng.choice(["nº", "Nº", "N."]),
        modes=["beside", "kv", "grid", "grid", "row", "box"],
        refs=refs,
        sup_lab=la.pick(rng, "Fornecedor|FORNECEDOR|Fornecedor:|"),
        others=others,
        fm=eu,
        cur=lambda s: f"R$ {s}",
        qf=lambda q: f"{q:,.0f}".replace(",", "."),
        n=[3, 4, 5, 6, 7, 8, 9, 10, 12],
        n_big=[34, 42],
        items=PZ_ITEMS,
        qtys=[1, 2, 3, 4, 5, 6, 10, 12, 20, 30],
        tags=["(sem lactose)", "(promoção)", "(loja 2)"],
        code="#####" if rng.random() < 0.5 else None,
        heads=dict(
            pos="Item",
            code="Código",
            desc="Descrição",
            qty="Qtd.",
            unit="Un.",
            price="Vl. unit. R$",
            rate="IPI",
            amount="Vl. total R$",
        ),
        rate_col=True,
        rate_txt=lambda k: f"{k}%",
        disc=[0, 0, 0, 2, 3, 5],
        disc_lab="Desconto ({p}%)",
        freight=[0, 0, 40, 80, 120],
        freight_rate=None,
        freight_lab="Frete",
        sub_lab=la.pick(rng, "Valor dos produtos|Total dos produtos|Subtotal"),
        net_lab="",
        tax=_rates({10: "IPI", 15: "IPI (embalagens)"}),
        total_lab=la.pick(rng, "Valor total do pedido|TOTAL DO PEDIDO|Total geral|Total R$"),
        dep=la.pick(rng, "Sinal pago ({p}%)|Entrada ({p}%)"),
        bal=la.pick(rng, "Saldo a pagar|Saldo na entrega"),
        nototal="Preços conforme tabela vigente do fornecedor; valores serão confirmados na nota fiscal.",
        notes=[
            f"ICMS incluso nos preços ({icms}%). Informar o número do pedido na NF-e e no boleto; NF-e sem o número do pedido será recusada.",
            "Laticínios e frios entregues refrigerados (0-5 °C) com validade mínima de 30 dias.",
        ],
        signs=[
            f"Comprador(a): {who()}",
            f"Aprovado: {who()} - {rng.choice(['Gerente de compras', 'Sócio-administrador', 'Gerente da loja'])}",
            "De acordo - fornecedor",
        ]
        if rng.random() < 0.5
        else [f"Comprador(a): {who()}", "De acordo - fornecedor"],
        foot=[
            f"{buyer} · CNPJ {cnpj} · {city}/{uf} · compras@{n.lower().replace(' ', '').replace('á', 'a').replace('ú', 'u')}.com.br"
        ],
        pg=lambda k, o: f"Página {k} de {o}" if o else f"Página {k}",
        cont=f"Pedido {po} (continuação)",
    )
    return _lat(rng, of, S)


def fit25_pt_br_pizzaria_insumos_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pz)


# --------------------------------------------------------------------------- shared CJK drawing


def _panel(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    rows: list[tuple[str, str]],
    bold: str,
    boxed: bool,
    lw_: float = 58,
) -> float:
    """Label：value rows in a (boxed) panel from top `y`; a row with no label is the party's
    name across the panel. Returns the y below."""
    yy = y
    for lab, val in rows:
        if not lab:
            sz = 10.0
            while sz > 6 and cj.stringWidth(val, cj.FONT_NAME, sz) > w - 12:
                sz -= 0.25
            pdf.text(x + 5, yy + 14, val, sz, bold=True)
            yy += 17
            continue
        pdf.text(x + 5, yy + 13, f"{lab}：", 8.0, colour=GREY)
        for ln in cj.wrap(val, 8.4, w - lw_ - 6) if val != bold else [val]:
            sz = 8.4
            if val == bold:
                sz = 9.0
                while sz > 6 and cj.stringWidth(val, cj.FONT_NAME, sz) > w - lw_ - 6:
                    sz -= 0.25
            pdf.text(x + lw_, yy + 13, ln, sz, bold=val == bold)
            yy += 14
        yy += 1
    if boxed:
        pdf.rect(x, y, w, yy - y + 4, stroke=GREY, lw=0.5)
    return yy + 4


def _cjk(rng: random.Random, of: int, S: dict) -> tuple[bytes, dict]:
    """One CJK order drawn from a family's spec `S`; the layout is chosen here per document."""
    land = rng.random() < S.get("land", 0.0)
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    po, po_lab, sup = S["po"], S["po_lab"], S["sup"]
    d = S["date"]
    ds = S["ds"]
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice(INKS)
    whole = S.get("whole", False)
    mon = (lambda v: w0(v)) if whole else cj.money
    cur = S["cur"]
    onchu = rng.random() < S.get("onchu", 0.0)
    mode = rng.choice(S["onchu_modes"] if onchu else S["modes"])

    def foot() -> None:
        pdf.text(
            pdf.w / 2 if rng_c else right,
            pdf.h - 26,
            S["pg"](page[0], of),
            7.4,
            align="c" if rng_c else "r",
            colour=GREY,
        )
        if S.get("foot"):
            pdf.text(
                m,
                pdf.h - 26,
                S["foot"],
                6.8,
                colour=GREY,
                maxw=wd - 90 if not rng_c else wd / 2 - 40,
            )

    rng_c = rng.random() < 0.5

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, S["cont"], 8.8, bold=True)
        return 46

    title = S["title"]
    head = S["head"]
    date_pair = (S["date_lab"], cj.fdate(d, ds))
    refs = list(S["refs"])
    y = 40
    if onchu:
        # ja: title on top, the supplier with 御中 at the left, the buyer at the right with its seal
        pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
        yy = 60
        if mode == "box":
            bw = [64, 110]
            for lab, val in [(po_lab, po), date_pair]:
                yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
        elif mode == "beside":
            pdf.text(
                right, 46, f"No. {po}", 10.5, align="r", colour=RED if rng.random() < 0.5 else black
            )
            pdf.text(right, 60, f"{date_pair[0]}：{date_pair[1]}", 8.4, align="r")
            yy = 66
        y = 84
        sz = 12.5
        while cj.stringWidth(sup, cj.FONT_NAME, sz) > wd * 0.5:
            sz -= 0.5
        pdf.text(m, y, sup, sz, bold=True)
        pdf.text(m + cj.stringWidth(sup, cj.FONT_NAME, sz) + 8, y, S["onchu_word"](rng), 11)
        pdf.line(m, y + 5, m + max(240, cj.stringWidth(sup, cj.FONT_NAME, sz) + 40), y + 5, lw=0.6)
        pdf.text(m, y + 20, S["onchu_intro"], 8.6)
        ry = max(yy, 92) + 14
        pdf.text(right, ry, head, 11, align="r", bold=True)
        for i, s_ in enumerate(S["head_adr"]):
            pdf.text(right, ry + 13 + i * 12, s_, 7.6, align="r", colour=GREY)
        ry += 13 + 12 * len(S["head_adr"])
        pdf.text(right, ry + 2, S["buyer_person"], 7.8, align="r")
        if rng.random() < 0.65:
            pdf.stamp(
                right - 18,
                ry - 22,
                head.replace("株式会社", "").replace("有限会社", "")[:4],
                rng,
                shape="rect",
                r=18,
            )
        y = max(y + 34, ry + 14)
        if mode == "hrow":
            cells = [(po_lab, po), date_pair, *refs[:3]]
            ws = [wd / len(cells)] * len(cells)
            y = crow(
                pdf,
                m,
                y,
                ws,
                [c[0] for c in cells],
                "c" * len(cells),
                h=17,
                size=7.8,
                fill=PALE,
                head=True,
            )
            y = crow(pdf, m, y, ws, [c[1] for c in cells], "c" * len(cells), h=18, size=8.4) + 10
            refs = refs[3:]
        if refs:
            ws = cj.rel(wd, [12, 38, 12, 38])
            rows = [
                [*refs[i], *refs[i + 1]] if i + 1 < len(refs) else list(refs[i])
                for i in range(0, len(refs), 2)
            ]
            y = kgrid(pdf, m, y, ws, rows, h=18, size=8, ink=ink, fill=PALE) + 8
    else:
        lh_c = rng.random() < 0.4 and not S.get("own")
        hs = rng.uniform(14, 16)
        while cj.stringWidth(head, cj.FONT_NAME, hs) > (wd if lh_c else wd * 0.6):
            hs -= 0.5
        if lh_c:
            pdf.text(pdf.w / 2, 40, head, hs, align="c", bold=True, colour=ink)
            for i, s_ in enumerate(S["head_adr"]):
                pdf.text(pdf.w / 2, 54 + i * 11, s_, 7.6, align="c", colour=GREY)
        else:
            pdf.text(m, 40, head, hs, bold=True, colour=ink)
            for i, s_ in enumerate(S["head_adr"]):
                pdf.text(m, 54 + i * 11, s_, 7.6, colour=GREY, maxw=wd * 0.6)
        y = 54 + 11 * len(S["head_adr"])
        if S.get("own"):
            bw = 170
            olab, oval = S["own"]
            pdf.rect(right - bw, 28, bw, 40, stroke=ink, lw=0.8)
            pdf.text(right - bw + 6, 42, olab, 7.6, colour=GREY)
            pdf.text(right - 6, 42, oval, 9, align="r", bold=True)
            pdf.text(right - bw + 6, 60, date_pair[0], 7.6, colour=GREY)
            pdf.text(right - 6, 60, date_pair[1], 8.6, align="r")
            y = max(y, 72)
        if rng.random() < 0.5:
            pdf.line(m, y, right, y, lw=rng.choice([0.5, 1.2]), colour=ink)
        y += 24
        ts = rng.uniform(15, 18)
        pdf.text(pdf.w / 2, y, title, ts, align="c", bold=True)
        if rng.random() < 0.5:
            tw_ = cj.stringWidth(title, cj.FONT_NAME, ts) / 2 + 8
            pdf.line(pdf.w / 2 - tw_, y + 5, pdf.w / 2 + tw_, y + 5, lw=0.7)
        if mode == "beside":
            pdf.text(
                right,
                y,
                f"{S['beside_lab']}{po}",
                10.5,
                align="r",
                colour=RED if rng.random() < 0.5 else ink,
                bold=True,
            )
            if not S.get("own"):
                pdf.text(m, y, f"{date_pair[0]}：{date_pair[1]}", 8.6)
        y += 12
        cells = [(po_lab, po)] if mode != "beside" else []
        if not S.get("own") and mode != "beside":
            cells.append(date_pair)
        cells += refs
        if mode != "beside" and len(cells) > 2 and rng.random() < 0.3:
            cells[0], cells[2] = cells[2], cells[0]
        if mode == "hrow":
            top = cells[:5]
            ws = [wd / len(top)] * len(top)
            y = crow(
                pdf,
                m,
                y,
                ws,
                [c[0] for c in top],
                "c" * len(top),
                h=17,
                size=7.8,
                fill=PALE,
                head=True,
            )
            y = crow(pdf, m, y, ws, [c[1] for c in top], "c" * len(top), h=18, size=8.4) + 10
            cells = cells[5:]
        elif mode == "box":
            bw = [70, 120]
            yy = y
            box_cells = [c for c in cells if c[1] == po] + [c for c in cells if c[1] != po][:1]
            for lab, val in box_cells:
                yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=17, size=8.2, fill=None)
            cells = [c for c in cells if c not in box_cells]
            y = yy + 8
        if cells:
            ws = cj.rel(wd, [13, 37, 13, 37])
            rows = [
                [*cells[i], *cells[i + 1]] if i + 1 < len(cells) else list(cells[i])
                for i in range(0, len(cells), 2)
            ]
            y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 8
        y += 4
        pw = (wd - 16) / 2
        sp = S["sup_rows"]
        if S["sup_lab"] and rng.random() < 0.75:
            sp = [(S["sup_lab"], sup), *sp]
        else:
            sp = [("", sup), *sp]
        op = S["other_rows"]
        panels = [sp, op] if rng.random() < S.get("sup_left", 0.65) else [op, sp]
        boxed = rng.random() < 0.7
        ymax = y
        for k, p in enumerate(panels):
            ymax = max(
                ymax, _panel(pdf, m + k * (pw + 16), y, pw, p, sup if p is sp else "", boxed)
            )
        y = ymax + 8

    # items
    n = n_lines(rng, S["n"], S["n_big"])
    lines = more_lines(
        rng, S["items"], n, S["qtys"], S["tags"], places=0 if whole else 2, big=S.get("bigp", 0)
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    mon(p) if stated else "",
                    mon(a) if stated else "",
                ],
                a,
            )
        )
    ws = cj.rel(wd, [5, 25, 22, 7, 8, 13, 16])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        S["heads"],
        body,
        "cllcrrr",
        rowh=rng.choice([17, 18, 19]),
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=rng.choice([PALE, cj.SHADE]),
    )
    sub = sum((a for *_, a in lines), ZERO)
    dpct = Decimal(rng.choice(S["disc"]))
    off = r2(sub * dpct / 100)
    if whole:
        off = off.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    fr = Decimal(rng.choice(S["freight"]))
    net = sub - off + fr
    tax = S["tax"](net)
    total = net + tax
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [(S["sub_lab"], mon(sub))]
        if off:
            rows.append((S["disc_lab"], f"-{mon(off)}"))
        if fr:
            rows.append((S["freight_lab"], mon(fr)))
        if tax:
            rows.append((S["tax_lab"], mon(tax)))
        tl = S["total_lab"]
        style = rng.choice(
            ["rows", "rows", "below", "wide"] if S.get("daxie") else ["rows", "rows", "below"]
        )
        if style == "wide":
            for lab, v in rows[1:]:
                pdf.text(right, y + 8, f"{lab}：{v}", 8.4, align="r")
                y += 14
            w2 = [sum(ws[:2]), sum(ws[2:6]), ws[6]]
            y = crow(
                pdf,
                m,
                y,
                w2,
                [tl, f"{S['daxie_lab']}{S['daxie'](total)}", f"{cur}{mon(total)}"],
                "clr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
        elif style == "below":
            for lab, v in rows:
                pdf.text(right - 130, y + 8, lab, 8.4)
                pdf.text(right, y + 8, v, 8.4, align="r")
                y += 14
            pdf.rect(right - 190, y + 2, 190, 38, stroke=ink, lw=0.8)
            pdf.rect(right - 190, y + 2, 190, 15, fill=PALE, stroke=ink, lw=0.5)
            pdf.text(right - 185, y + 13, tl, 8.6, bold=True)
            pdf.text(right - 6, y + 35, f"{cur}{mon(total)}", 13, align="r", bold=True)
            y += 46
            if S.get("daxie"):
                pdf.text(m, y + 6, f"{S['daxie_lab']}{S['daxie'](total)}", 8.4)
                y += 14
        else:
            w2 = [110, 116]
            for k, (lab, v) in enumerate([*rows, (tl, f"{cur}{mon(total)}")]):
                last = k == len(rows)
                y = crow(
                    pdf,
                    right - sum(w2),
                    y,
                    w2,
                    [lab, v],
                    "lr",
                    h=18,
                    size=8.6,
                    bold=last,
                    fill=PALE if last else None,
                )
            if S.get("daxie") and rng.random() < 0.7:
                pdf.text(m, y - 4, f"{S['daxie_lab']}{S['daxie'](total)}", 8.4)
        y += 8
        if S.get("incl_note"):
            pdf.text(m, y + 6, S["incl_note"](total), 7.8, colour=GREY)
            y += 14
        if S.get("dep") and rng.random() < S.get("dep_p", 0.5):
            pct = Decimal(rng.choice([20, 30, 50]))
            dep = r2(total * pct / 100)
            if whole:
                dep = dep.quantize(Decimal(1), rounding=ROUND_HALF_UP)
            pdf.text(
                m,
                y + 6,
                S["dep"].format(p=pct, d=f"{cur}{mon(dep)}", b=f"{cur}{mon(total - dep)}"),
                8.2,
            )
            y += 15
    else:
        pdf.text(m, y + 8, S["nototal"], 8.4)
        y += 16
    for t in S["notes"]:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 76 > bottom:
        y = brk()
    y += 30
    signs = S["signs"]
    sw = wd / len(signs)
    for k, lab in enumerate(signs):
        pdf.text(m + k * sw, y, lab, 8.4, maxw=sw - 8)
    if not onchu and rng.random() < 0.55:
        pdf.stamp(m + sw * 0.6, y - 6, head, rng, caption=S["stamp_cap"], r=32)
    foot()
    out = cfinish(pdf, S["lang"], S.get("kind", "purchase_order"), po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 1 zh-Hans music shop's instruments and parts order

QH_CITY = "长沙 武汉 成都 重庆 昆明 贵阳 南昌 福州 厦门 无锡 扬州 烟台 大连 沈阳".split()
QH_B = "和声 琴韵 知音 雅乐 天籁 悦音 弦歌 华韵 乐之声 金音 凤鸣 清音".split()
QH_BUY = ["{c}{b}琴行", "{c}{b}乐器有限公司", "{c}{b}艺术培训中心", "{c}市{b}琴行有限公司"]
QH_SB = "珠江 海伦 星海 鸿韵 敦煌 扬子 红棉 金鹰 百灵 京韵 吉音 美音".split()
QH_SUP_FORMED = [
    "{c}{s}乐器制造有限公司",
    "{s}钢琴（{c}）有限公司",
    "{c}{s}乐器配件有限公司",
    "{c}{s}文化用品有限公司",
    "{c}{s}民族乐器厂",
]
QH_SUP_BARE = ["{c}{s}乐器配件厂", "{s}乐器批发部", "{c}市{s}琴弦商行"]
QH_ITEMS = [
    ("钢琴琴弦", "低音缠弦 整套", "套", 680, 1500),
    ("民谣吉他", "41寸 云杉面单", "把", 580, 1600),
    ("吉他弦", "磷铜 012-053", "套", 28, 75),
    ("电子调音器", "夹式 LCD", "个", 35, 98),
    ("折叠谱架", "加厚 可升降", "个", 45, 120),
    ("钢琴凳", "实木 可调节", "张", 260, 680),
    ("尤克里里", "23寸 桃花心木", "把", 180, 460),
    ("古筝弦", "1-21号 整套", "套", 120, 260),
    ("二胡", "苏州 红木", "把", 900, 2600),
    ("琴包", "加棉 防水", "个", 60, 180),
    ("电子琴", "61键 力度感应", "台", 880, 1900),
    ("节拍器", "机械式", "个", 80, 220),
    ("小提琴松香", "深色 进口", "块", 25, 68),
]


def _qh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c1, c2 = rng.sample(QH_CITY, 2)
    buyer = rng.choice(QH_BUY).format(c=c1, b=rng.choice(QH_B))
    sup = bare_or(rng, QH_SUP_FORMED, QH_SUP_BARE, 0.25).format(c=c2, s=rng.choice(QH_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "QH-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|PO{Y}{n4}|{Y}-{m}-{n3}")
    refs = [
        (cj.pick(rng, "请购单号|申请单号"), cj.number(rng, d, "SQ{y}{m}{n3}|申购-{n4}")),
        (cj.pick(rng, "报价单号|供方报价"), cj.number(rng, d, "BJ{y}{n4}|Q-{n5}")),
        (cj.pick(rng, "到货日期|交货日期"), cj.fdate(cj.later(rng, d, 5, 30), "cn")),
        ("付款方式", cj.pick(rng, "月结30天|货到付款|预付30%")),
    ]
    if rng.random() < 0.5:
        refs.append(("门店编号", cj.number(rng, d, "MD{n2}|S{n3}")))
    total_lab = cj.pick(rng, "合计金额|金额合计|订单总额|合计（含税）")
    S = dict(
        lang="zh-Hans",
        land=0.2,
        po=po,
        po_lab=cj.pick(rng, "采购单号|订单编号|采购订单号|订单号"),
        beside_lab=rng.choice(["No.", "NO：", "单号："]),
        sup=sup,
        date=d,
        ds=rng.choice(["cn", "iso", "slash"]),
        date_lab=cj.pick(rng, "下单日期|采购日期|日期"),
        refs=refs,
        head=buyer,
        head_adr=[f"地址：{cj.zh_addr(rng)}", f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}"],
        title=cj.pick(rng, "采购订单|乐器采购单|采 购 单|订货单"),
        modes=["beside", "grid", "hrow", "box"],
        sup_lab=cj.pick(rng, "供应商|供方|卖方|供货单位"),
        sup_rows=[
            ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("地址", cj.zh_addr(rng)),
            ("税号", cj.credit_code(rng)),
        ],
        other_rows=[
            (
                cj.pick(rng, "需方|采购方|收货单位"),
                rng.choice(
                    [
                        buyer,
                        f"{buyer}{rng.choice(['河西店', '光谷店', '万达店'])}",
                        f"{c1}{rng.choice(['顺达', '安捷', '通和'])}仓储物流有限公司",
                    ]
                ),
            ),
            ("收货地址", cj.zh_addr(rng)),
            ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("采购员", cj.person(rng)),
        ],
        heads=["序号", "品名", "规格型号", "单位", "数量", "单价（元）", "金额（元）"],
        items=QH_ITEMS,
        n=[1, 2, 3, 4, 5, 6, 7, 8, 10],
        n_big=[30, 38],
        qtys=[1, 2, 3, 5, 6, 10, 12, 20],
        tags=["（升级款）", "（原木色）", "（黑色）"],
        bigp=800,
        cur="¥",
        disc=[0, 0, 0, 3, 5, 8],
        freight=[0, 0, 0, 50, 120, 200],
        tax=lambda v: ZERO,
        sub_lab="小计",
        disc_lab="优惠折扣",
        freight_lab="运费",
        tax_lab="",
        total_lab=total_lab,
        daxie=cj.daxie,
        daxie_lab="人民币（大写）：",
        incl_note=lambda t: (
            f"以上价格含13%增值税（不含税金额¥{cj.money(r2(t / Decimal('1.13')))}，税额¥{cj.money(t - r2(t / Decimal('1.13')))}），开具增值税专用发票。"
            if rng.random() < 0.5
            else "以上价格含税含运，开具13%增值税专用发票。"
        ),
        dep="付款方式：签约后预付{p}%计{d}，到货验收后支付余款{b}。",
        nototal="价格按年度供货协议执行，以实际到货数量结算。",
        notes=[
            "1. 乐器须附合格证，钢琴配件须原厂包装。",
            f"2. 送货单及发票请注明本采购单号；联系人：{cj.person(rng)} {cj.mobile(rng)}。",
            "3. 到货七日内验收，质量问题包退换。",
        ],
        signs=[
            "制单：" + cj.person(rng),
            "审核：" + cj.person(rng),
            "店长：",
            "供方确认（签章）：",
        ],
        stamp_cap="采购专用章",
        pg=lambda k, o: f"第 {k} 页 共 {o} 页" if o else f"第 {k} 页",
        foot=f"{buyer}　采购部",
        cont=f"采购订单（续页）　{po}",
    )
    return _cjk(rng, of, S)


def fit25_zh_qinhang_yueqi_peijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _qh)


# --------------------------------------------------------------------------- 2 zh-Hans waterproofing maker's sales confirmation

FS_CITY = "潍坊 寿光 唐山 廊坊 盐城 宿迁 岳阳 衡阳 咸阳 宝鸡 开封 新乡".split()
FS_B = "东方 宏源 科顺 雨盾 禹王 金雨 凯伦 卓宝 北新 蓝盾 固特 大禹".split()
FS_SUP = [
    "{c}{b}防水材料有限公司",
    "{c}{b}防水科技股份有限公司",
    "{b}建筑防水（{c}）有限公司",
    "{c}{b}新型建材有限公司",
]
FS_SUP_BARE = ["{c}{b}防水材料经营部", "{c}市{b}防水建材商行"]
FS_X = "中建 城投 宏达 泰和 华兴 锦程 鼎盛 恒通 建安 鸿业".split()
FS_CUST = [
    "{c}{x}建筑工程有限公司",
    "{c}{x}建设集团有限公司",
    "{c}{x}装饰工程有限公司",
    "{c}{x}房地产开发有限公司",
]
FS_ITEMS = [
    ("SBS改性沥青防水卷材", "4mm PY Ⅰ型 聚酯胎", "卷", 120, 210),
    ("自粘聚合物改性沥青卷材", "1.5mm N类", "平方米", 18, 32),
    ("聚氨酯防水涂料", "单组分 Ⅱ型 20kg", "桶", 260, 420),
    ("JS聚合物水泥防水涂料", "Ⅱ型 双组分", "组", 160, 280),
    ("高分子自粘胶膜卷材", "1.2mm 预铺反粘", "平方米", 32, 56),
    ("基层处理剂", "冷底子油 18kg", "桶", 110, 190),
    ("密封膏", "聚硫 双组分", "支", 18, 38),
    ("丁基胶带", "100mm×20m", "卷", 35, 68),
    ("止水带", "钢边橡胶 350×8", "米", 28, 52),
    ("防水保护层无纺布", "200g/㎡", "平方米", 2, 5),
]


def _fs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c1, c2 = rng.sample(FS_CITY, 2)
    sup = bare_or(rng, FS_SUP, FS_SUP_BARE, 0.2).format(c=c1, b=rng.choice(FS_B))
    cust = rng.choice(FS_CUST).format(c=c2, x=rng.choice(FS_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n4}|PO-{y}{m}{n3}|{Y}{m}{d}{n2}|WZ-CG-{Y}-{n3}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|QR-{Y}-{n4}|SO{Y}{n5}")
    own_lab = cj.pick(rng, "确认单号|销售单号|我司单号")
    proj = f"{c2}{rng.choice(['锦绣花园', '滨江壹号', '学府名苑', '产业园三期', '人民医院门诊楼'])}{rng.choice(['地下室', '屋面', '车库顶板'])}防水工程"
    refs = [
        ("客户名称", cust),
        ("项目名称", proj),
        (cj.pick(rng, "项目编号|工程编号"), cj.number(rng, d, "XM-{Y}-{n3}|GC{y}{n4}")),
        ("报价单号", cj.number(rng, d, "BJ{y}{m}{n3}|报价-{n4}")),
        ("交货日期", cj.fdate(cj.later(rng, d, 3, 20), "cn")),
    ]
    total_lab = cj.pick(rng, "合计金额|金额合计|订单总额|总计（含税）")
    bank, acct = cj.bank(rng)
    S = dict(
        lang="zh-Hans",
        kind="order_confirmation",
        land=0.1,
        po=po,
        po_lab=cj.pick(rng, "客户订单号|贵司采购单号|客户采购单号|需方订单号"),
        beside_lab="客户订单号：",
        sup=sup,
        date=d,
        ds=rng.choice(["cn", "iso", "slash"]),
        date_lab="日期",
        refs=refs,
        own=(own_lab, so),
        head=sup,
        head_adr=[
            f"地址：{cj.zh_addr(rng)}",
            f"销售热线：{cj.zh_tel(rng)}　统一社会信用代码：{cj.credit_code(rng)}",
        ],
        title=cj.pick(rng, "销售确认单|订单确认书|供货确认函"),
        modes=["grid", "grid", "hrow", "box", "beside"],
        sup_lab=cj.pick(rng, "供方|卖方|供货单位"),
        sup_rows=[
            ("业务员", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("开户行", bank),
            ("账号", acct),
        ],
        other_rows=[
            (cj.pick(rng, "需方|买方|订货单位"), cust),
            ("收货地址", f"{proj}现场"),
            ("现场联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ],
        sup_left=0.4,
        heads=["序号", "产品名称", "规格型号", "单位", "数量", "单价", "金额"],
        items=FS_ITEMS,
        n=[2, 3, 4, 5, 6, 7, 8],
        n_big=[30, 38],
        qtys=[10, 20, 50, 100, 200, 300, 500, 1000],
        tags=["（加厚）", "（耐根穿刺）", "（冬季型）"],
        cur="¥",
        disc=[0, 0, 0, 2, 3],
        freight=[0, 0, 300, 600, 1200],
        tax=lambda v: ZERO,
        sub_lab="货款小计",
        disc_lab="让利",
        freight_lab="运费",
        tax_lab="",
        total_lab=total_lab,
        daxie=cj.daxie,
        daxie_lab="大写：",
        incl_note=lambda t: "以上单价含13%增值税及运杂费，卸车由需方负责。",
        dep="付款方式：预付定金{p}%即{d}，余款{b}于发货前付清。",
        dep_p=0.7,
        nototal="单价按报价单执行，结算金额以实际送货签收数量为准。",
        notes=[
            f"收款单位：{sup}",
            f"开户银行：{bank}　账号：{acct}",
            "产品执行国家标准GB 18242，质保五年；请于两日内签字盖章回传，逾期视为确认。",
        ],
        signs=[f"供方：{sup}", "需方确认（签字盖章）："],
        stamp_cap="合同专用章",
        pg=lambda k, o: f"{k}/{o}" if o else f"{k}",
        foot=f"{sup}　{own_lab} {so}",
        cont=f"销售确认单（续）　{own_lab}：{so}",
    )
    return _cjk(rng, of, S)


def fit25_zh_fangshui_cailiao_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fs)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese pet-grooming salon's order

PG_X = "毛孩 汪喵 寵愛 萌寵 樂寵 毛小孩 幸福狗 貓日子 柴柴 阿金".split()
PG_BUY = ["{x}寵物美容工作室", "{x}寵物美容有限公司", "{x}寵物生活館", "{x}寵物精品美容"]
PG_B = "寶貝 佳寵 優寵 永豐 大成 德和 宏益 金旺 全安 祥瑞".split()
PG_SUP = [
    "{b}寵物用品有限公司",
    "{b}實業股份有限公司",
    "{b}國際貿易有限公司",
    "{b}寵物器材有限公司",
]
PG_SUP_BARE = ["{b}企業社", "{b}寵物用品行"]
PG_ITEMS = [
    ("低敏洗毛精", "5000ml 燕麥配方", "桶", 680, 1350),
    ("護毛素", "4000ml 深層修護", "桶", 620, 1200),
    ("美容直剪", "7吋 日本鋼", "支", 1800, 4200),
    ("電剪刀頭", "#10 1.5mm", "個", 650, 1200),
    ("大風量吹水機", "3.2HP 雙馬達", "台", 4800, 8800),
    ("電動升降美容桌", "120×60 附吊桿", "台", 12800, 22000),
    ("除蚤滴劑", "中型犬 3入", "盒", 420, 780),
    ("礦砂貓砂", "10L 無香", "包", 160, 280),
    ("寵物毛巾", "超細纖維 60×90", "條", 85, 160),
    ("耳道清潔液", "120ml", "瓶", 180, 350),
    ("指甲剪", "大型犬 防夾", "支", 220, 450),
    ("寵物香水", "250ml 嬰兒爽身", "瓶", 260, 520),
]


def _pg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    x = rng.choice(PG_X)
    buyer = rng.choice(PG_BUY).format(x=x)
    sup = bare_or(rng, PG_SUP, PG_SUP_BARE, 0.25).format(b=rng.choice(PG_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n3}|{roc}{m}{d}{n2}|P{Y}{n4}|{roc}-{n4}")
    ds = rng.choice(["roc", "rocs", "slash"])
    refs = [
        ("廠商編號", cj.number(rng, d, "V{n4}|S{n3}")),
        (cj.pick(rng, "報價單號|估價單號"), cj.number(rng, d, "Q{roc}{n3}|EST-{n4}")),
        ("交貨日期", cj.fdate(cj.later(rng, d, 3, 20), ds)),
        ("付款條件", cj.pick(rng, "月結30天|貨到付款|票期60天")),
    ]
    S = dict(
        lang="zh-Hant",
        land=0.25,
        po=po,
        po_lab=cj.pick(rng, "訂購單號|採購單號|單號|訂單編號"),
        beside_lab=rng.choice(["No.", "單號：", "NO."]),
        sup=sup,
        date=d,
        ds=ds,
        date_lab=cj.pick(rng, "訂購日期|採購日期|日期"),
        refs=refs,
        head=buyer,
        head_adr=[
            f"地址：{cj.tw_addr(rng)}",
            f"電話：{cj.tw_tel(rng)}　統一編號：{rng.randint(10000000, 99999999)}",
        ],
        title=cj.pick(rng, "訂購單|採購單|訂 購 單"),
        modes=["beside", "grid", "hrow", "box"],
        sup_lab=cj.pick(rng, "廠商|供應商|致|廠商名稱"),
        sup_rows=[
            ("聯絡人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"),
            ("統一編號", str(rng.randint(10000000, 99999999))),
            ("地址", cj.tw_addr(rng)),
        ],
        other_rows=[
            (
                cj.pick(rng, "送貨地點|交貨地點|收貨單位"),
                rng.choice(
                    [
                        buyer,
                        f"{buyer}{rng.choice(['二店', '信義店', '竹北店'])}",
                        f"{rng.choice(['順發', '大榮', '新竹'])}倉儲股份有限公司",
                    ]
                ),
            ),
            ("地址", cj.tw_addr(rng)),
            (
                "收貨人",
                f"{cj.person(rng, 'zh-Hant')}　09{rng.randint(10, 99)}-{rng.randint(100, 999)}-{rng.randint(100, 999)}",
            ),
            ("採購人員", cj.person(rng, "zh-Hant")),
        ],
        heads=["項次", "品名", "規格", "單位", "數量", "單價", "金額"],
        items=PG_ITEMS,
        n=[1, 2, 3, 4, 5, 6, 7, 8, 9],
        n_big=[30, 38],
        qtys=[1, 2, 3, 4, 6, 10, 12, 20],
        tags=["（大包裝）", "（貓用）", "（無香）"],
        bigp=4000,
        whole=True,
        cur="NT$",
        disc=[0, 0, 0, 5, 10],
        freight=[0, 0, 0, 150, 300],
        tax=lambda v: (v * Decimal("0.05")).quantize(Decimal(1), rounding=ROUND_HALF_UP),
        sub_lab=cj.pick(rng, "未稅合計|小計|合計（未稅）"),
        disc_lab="折讓",
        freight_lab="運費",
        tax_lab="營業稅 5%",
        total_lab=cj.pick(rng, "總計|含稅總計|應付總額|合計金額"),
        daxie=(lambda v: cj.daxie(v, trad=True)) if rng.random() < 0.5 else None,
        daxie_lab="新台幣（大寫）：",
        dep="已付訂金{d}（{p}%），尾款{b}於到貨驗收後付清。",
        dep_p=0.35,
        nototal="單價依報價單，金額以實際交貨數量計算。",
        notes=[
            "1. 請於送貨單及發票註明本訂購單號及本公司統一編號。",
            "2. 美容器材須附保固卡，保固期一年。",
            "3. 交貨時間：週二至週日 10:00-18:00。",
        ],
        signs=["負責人：", "採購：" + cj.person(rng, "zh-Hant"), "廠商簽回："],
        stamp_cap="",
        pg=lambda k, o: f"第 {k} 頁／共 {o} 頁" if o else f"第 {k} 頁",
        foot=f"{buyer}",
        cont=f"訂購單（續）　{po}",
    )
    return _cjk(rng, of, S)


def fit25_tw_chongwu_meirong_yongpin_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pg)


# --------------------------------------------------------------------------- 4 ja surveying firm's order for survey materials

SK_P = "北辰 東和 中部 信和 大地 創成 みどり 三和 昭和 協栄 日栄 光陽".split()
SK_BUY = ["株式会社{p}測量設計", "{p}測量株式会社", "有限会社{p}測量", "株式会社{p}コンサルタント"]
SK_SB = "トプコ 双葉 日本 東京 大阪 北海 九州 関東 太陽 明光".split()
SK_SUP = [
    "株式会社{s}測機",
    "{s}測器株式会社",
    "{s}計測機器販売株式会社",
    "株式会社{s}測量機械",
    "{s}測機",
]
SK_ITEMS = [
    ("木杭", "45×45×600 先端加工", "本", 120, 260),
    ("境界標（コンクリート）", "9×9×45 十字刻印", "本", 850, 1600),
    ("金属プレート", "真鍮 φ50 市名入", "枚", 420, 900),
    ("スタッフ（標尺）", "アルミ 5m 5段", "本", 8800, 16000),
    ("反射プリズム", "1素子 定数-30", "個", 28000, 52000),
    ("ピンポール", "2m 赤白", "本", 1800, 3600),
    ("木製三脚", "平面 5/8インチ", "台", 18000, 32000),
    ("野帳（レベルブック）", "SKETCH 10冊", "冊", 1800, 3200),
    ("測量スプレー", "蛍光ピンク 300ml", "本", 480, 880),
    ("GNSS受信機レンタル", "2周波 1週間", "式", 35000, 68000),
    ("光波距離計用バッテリー", "BT-L2 互換", "個", 9800, 18000),
    ("ミラーピン", "φ8 ステンレス 50本", "箱", 2400, 4800),
]


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    buyer = rng.choice(SK_BUY).format(p=rng.choice(SK_P))
    sup = rng.choice(SK_SUP).format(s=rng.choice(SK_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|SK{Y}{n4}|{Y}{m}{d}-{n2}|H-{n5}")
    ds = rng.choice(["reiwa", "slash", "cn"])
    refs = [
        (
            "件名",
            f"{rng.choice(['市道', '町道', '県道'])}{rng.randint(1, 300)}号線 {rng.choice(['用地測量', '境界確定測量', '路線測量', '基準点測量'])}",
        ),
        (cj.pick(rng, "お見積No.|見積番号"), cj.number(rng, d, "M{y}-{n3}|見積{n5}")),
        ("納期", cj.fdate(cj.later(rng, d, 5, 30), ds)),
        (cj.pick(rng, "納品場所|納入先"), cj.pick(rng, "本社倉庫|現場事務所|第二資材置場")),
        ("業務番号", cj.number(rng, d, "G{Y}-{n3}|第{n3}号")),
    ]
    tl = cj.pick(rng, "合計|合計金額|総合計|ご発注金額")
    S = dict(
        lang="ja",
        land=0.1,
        po=po,
        po_lab=cj.pick(rng, "発注番号|発注No.|注文番号|注文No."),
        beside_lab="No. ",
        sup=sup,
        date=d,
        ds=ds,
        date_lab=cj.pick(rng, "発注日|注文日|日付"),
        refs=refs,
        head=buyer,
        head_adr=[cj.ja_addr(rng), f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}"],
        buyer_person=f"担当：{cj.person(rng, 'ja')}（{rng.choice(['測量部', '技術部', '総務部'])}）",
        title=cj.pick(rng, "発　注　書|注文書|発注書|御注文書"),
        onchu=0.65,
        onchu_word=lambda r: r.choice(["御中", "御中", "様"]),
        onchu_intro=cj.pick(
            rng, "下記のとおり発注いたします。|下記の通り注文いたします。よろしくお願いいたします。"
        ),
        onchu_modes=["box", "box", "beside", "hrow"],
        modes=["beside", "grid", "hrow", "box"],
        sup_lab=cj.pick(rng, "発注先|仕入先|注文先"),
        sup_rows=[("ご担当", f"{cj.person(rng, 'ja')} 様"), ("TEL", cj.ja_tel(rng))],
        other_rows=[
            (cj.pick(rng, "発注者|注文者"), buyer),
            ("住所", cj.ja_addr(rng)),
            ("担当", cj.person(rng, "ja")),
        ],
        heads=["No.", "品名", "仕様", "単位", "数量", "単価", "金額"],
        items=SK_ITEMS,
        n=[1, 2, 3, 4, 5, 6, 7, 8],
        n_big=[30, 38],
        qtys=[1, 2, 3, 5, 10, 20, 50, 100],
        tags=["（予備）", "（黄）", "（現場B）"],
        bigp=8000,
        whole=True,
        cur="¥",
        disc=[0, 0, 0, 0, 5],
        freight=[0, 0, 0, 800, 1500],
        tax=lambda v: (v * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN),
        sub_lab="小計",
        disc_lab="値引き",
        freight_lab="送料",
        tax_lab="消費税（10%）",
        total_lab=tl,
        daxie=None,
        daxie_lab="",
        dep=None,
        nototal="単価はお見積書のとおり。数量確定後に金額をご連絡ください。",
        notes=[
            "・納品書・請求書には必ず発注番号をご記入ください。",
            "・境界標は公共測量仕様に準拠のこと。",
            "・GNSS受信機は検定書を添付してください。",
        ],
        signs=["承認", "確認", "担当", "受注者確認（社印）"],
        stamp_cap="",
        pg=lambda k, o: f"{k} / {o}" if o else f"{k}",
        foot=buyer,
        cont=f"発注書（続き）　{po}",
    )
    return _cjk(rng, of, S)


def fit25_ja_sokuryo_kiki_shizai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit25_") and callable(fn)
}

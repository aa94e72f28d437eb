# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for `fit` written blind at stop 64 (`fit27_*`), in zh-Hans
(two), zh-Hant (Taiwan), ja, en-AU, en-SG, de, fr-CH, es-AR and pt-PT.

- fit27_zh_taoci_yaolu_naihuo_caigou: a ceramics works' order for kiln refractories and kiln
  furniture (the works' name first, centred or at the left; the order number beside the title
  in red, in a label / value grid, in small boxes at the right, in a heading row with its
  value below, or in right-aligned lines; the supplier panel labelled 供应商 / 供方 / 卖方 / 致
  or bare, beside or after the buyer's panel; a 收货单位 that is a logistics company at times;
  prices incl. 13 % VAT with the tax share stated, discount and freight, 大写, a prepayment
  and balance, one or two pages, landscape at times).
- fit27_zh_shicai_xiaoshou_queren: a stone and slab seller's sales confirmation (the seller's
  letterhead first with its own sales-order number boxed or in a data line, the customer
  panel with the customer's purchase-order number among the project, contract and quotation
  numbers, square-metre lines, installation and transport, the total's amount at times on
  the line below its label, 大写, a deposit and a balance, bank lines, two signature panels).
- fit27_tw_yundong_zhongxin_qicai_dinggou: a Taiwanese sports centre's equipment order
  (訂購單 / 採購單, the supplier under 廠商 / 供應商 / 受訂廠商 or bare, 統一編號 numbers on
  both sides, ROC or western dates, whole-dollar NT$ lines, 未稅 / 營業稅 5 % / 總計, 新台幣
  大寫, a 訂金 line, 廠商簽回 captions).
- fit27_ja_doubutsu_byoin_shizai_hacchu: an animal hospital's order for veterinary supplies
  (発注書 / 注文書, the supplier with 御中 at the top left or under the hospital, the order
  number in a box, beside the title, or in a heading row; a 合計金額 box whose figure sits
  below its label at times; whole yen, 小計 / 値引 / 消費税10% / 合計, 承認 boxes).
- fit27_en_au_caravan_park_po: an Australian holiday park's order (PURCHASE ORDER with the
  number beside the title, in a label / value list, a boxed header grid, a heading row or a
  right data block; the supplier under Supplier / Vendor / To or bare; ABN lines, deliver-to
  and invoice-to blocks, subtotal / discount / freight / GST 10 % / Total incl. GST, a
  deposit paid and a balance).
- fit27_en_sg_preschool_supplies_po: a Singapore preschool operator's order for classroom
  and kitchen supplies (the same range of number positions, UEN and GST numbers, centre
  codes and requisitions near the number, GST 9 %, Grand Total with its figure on the line
  below at times, a landscape variant).
- fit27_de_stadttheater_buehnenbedarf_bestellung: a municipal theatre's order for stage
  materials (DIN-style window with a sender line and at times "Firma" over the name, or the
  letterhead first and the supplier at the right; Bestellung Nr. beside the title or in a
  data block or grid; Produktion, Kostenstelle and Angebot near it; 19 % and 7 % USt,
  Gesamtbetrag with its figure below at times, Anzahlung and Restbetrag).
- fit27_fr_ch_domaine_viticole_commande: a Valais wine estate's order for bottles, corks and
  cellar supplies (Bon de commande / Commande with the number in various places, Fournisseur
  or "A l'attention de" or no label, IDE / TVA numbers, TVA 8,1 %, an arrondi line, Total TTC
  CHF, acompte and solde).
- fit27_es_ar_yerbatera_insumos_oc: an Argentine yerba-mate mill's purchase order (ORDEN DE
  COMPRA with its number in a boxed grid, beside the title, or a heading row; Proveedor /
  Señor(es) / no label; CUIT and IIBB numbers, IVA 21 % and 10,5 %, percepción IIBB, TOTAL
  with its figure below at times, anticipo and saldo).
- fit27_pt_pastelaria_nota_encomenda: a Portuguese bakery-pastry chain's order for
  ingredients and packaging (NOTA DE ENCOMENDA with the number beside the title or in a data
  block, Fornecedor / Exmo.(s) Senhor(es) / no label, NIF numbers, IVA 6 %, 13 % and 23 %,
  Total a pagar / Total com IVA, adiantamento and valor em dívida).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract,
production, centre or the seller's sales-order number; on the seller's confirmation the
customer's order number); the supplier exactly as printed on its own first line (the seller
of the confirmation; never 御中, "Firma", "Attn" or a contact person); the grand total as
"1234.50" (whole yen and NT$ as "1234.00"; after discounts, incl. tax, before deposits and
prepayments; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape

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
from families_blind30 import bare_or, eu, more_lines, r05  # noqa: E402

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


def _sums(
    rng: random.Random,
    lines: list[tuple],
    rate_of: Callable[[tuple], Decimal],
    main: Decimal,
    discs: list[int],
    freights: list[int],
) -> dict:
    """Subtotal, a percentage discount taken off every rate's group, freight at the main
    rate, tax per rate and the total: the printed figures add up exactly."""
    sub = sum((a for *_, a in lines), ZERO)
    groups: dict[Decimal, Decimal] = {}
    for it, _, _, a in lines:
        groups[rate_of(it)] = groups.get(rate_of(it), ZERO) + a
    pct = Decimal(rng.choice(discs))
    bases = {k: r2(g * (100 - pct) / 100) for k, g in groups.items()}
    disc = sub - sum(bases.values(), ZERO)
    fr = Decimal(rng.choice(freights))
    bases[main] = bases.get(main, ZERO) + fr
    taxes = [(k, bases[k], r2(bases[k] * k / 100)) for k in sorted(bases) if k]
    net = sub - disc + fr
    total = net + sum((t for *_, t in taxes), ZERO)
    return {
        "sub": sub,
        "pct": pct,
        "disc": disc,
        "fr": fr,
        "net": net,
        "taxes": taxes,
        "total": total,
    }


# =========================================================================== latin engine


def _fs(d: la.Doc, s: str, size: float, w: float, b: bool = False) -> float:
    """The size at which `s` fits in `w` (never truncated: names and numbers stay whole)."""
    return min(size, size * w / max(d.width(s, size, b), 1.0))


def _kvblock(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    size: float,
    *,
    boxed: bool,
    right: bool,
    head: str = "",
) -> float:
    """Label / value lines in a column (values right-aligned or after the labels), at times
    boxed with a shaded heading; returns the y below."""
    top = y
    if head:
        d.box(x, y, w, 14, fill=0.86, stroke=boxed)
        d.t(x + 4, y + 10, head, size - 0.4, b=True)
        y += 16
    kw = max(d.width(k, size, True) for k, _ in pairs) + 8
    for k, v in pairs:
        d.t(x + 4, y + size + 1, k, size, b=True, maxw=kw)
        vs = _fs(d, v, size, w - kw - 8)
        if right:
            d.t(x + w - 4, y + size + 1, v, vs, al="r")
        else:
            d.t(x + 4 + kw, y + size + 1, v, vs)
        y += size * 1.55
    y += 4
    if boxed:
        d.box(x, top, w, y - top)
    return y


def _party(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    lab: str,
    rows: list[str],
    size: float,
    *,
    boxed: bool = False,
    grey: float = 0.35,
) -> float:
    top = y
    if lab:
        d.t(x + (4 if boxed else 0), y + 8, lab, 7.8, b=True, grey=grey)
        y += 11
    for i, s in enumerate(rows):
        sz = _fs(d, s, size + (0.6 if i == 0 else 0), w - 8, i == 0)
        d.t(x + (4 if boxed else 0), y + size + 1, s, sz, b=i == 0)
        y += size * 1.32
    y += 4
    if boxed:
        d.box(x, top - 3, w, y - top + 3)
    return y


def _lat(rng: random.Random, of: int, S: dict) -> tuple[bytes, dict]:
    L = S["L"]
    land = rng.random() < S.get("land", 0.15)
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, S["fonts"]))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    buyer, badr = S["buyer"](rng)
    sup, sadr = S["sup"](rng)
    dt = a_day(rng)
    po = S["po"](rng, dt)
    refs = S["refs"](rng, dt)
    stated = stated_of(rng)
    cur = S["cur"]
    page = [1]
    po_lab = la.pick(rng, L["po_lab"])
    title = la.pick(rng, L["title"])
    mode = rng.choice(["title", "kv", "grid", "row", "block"])
    ds = la.dfmt(dt, rng.choice(S["dstyle"]))
    foot_s = S["foot"](rng, buyer)
    size = rng.choice([8.2, 8.6, 9.0])

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(m, d.h - 36, foot_s, 6.4, grey=0.35, maxw=wd - 60)
        d.t(
            r,
            d.h - 36,
            L["page"].format(p=page[0], n=of) if of else str(page[0]),
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, L["cont"].format(t=title, po=po), 9, b=True)
        return 58

    lay = rng.choice(["left", "centre", "window"])
    tsize = rng.choice([13, 14, 15, 16])
    title_s = f"{title} {L['no']} {po}" if mode == "title" else title
    kv = [] if mode == "title" else [(po_lab, po)]
    kv.append((la.pick(rng, L["date"]), ds))
    kv += refs
    if mode != "title" and rng.random() < 0.3:
        k = rng.randrange(min(len(kv), 3))
        kv[0], kv[k] = kv[k], kv[0]
    sup_lab = la.pick(rng, L["sup_lab"])
    srows = [sup, *sadr]
    if rng.random() < 0.6:
        srows.append(f"{la.pick(rng, L['attn'])} {S['person'](rng)}")
    if lay == "window":
        # the supplier first, in a window, under the buyer's sender line
        d.t(r, 44, buyer, _fs(d, buyer, 13, wd * 0.5, True), b=True, al="r")
        d.lines(r, 50, badr, 7.6, al="r", lead=9.6)
        y0 = 50 + 9.6 * len(badr) + 12
        sw = min(250.0, wd * 0.48)
        d.t(m, y0, f"{buyer} · {badr[0]}", 6.2, grey=0.3, maxw=sw)
        d.line(m, y0 + 2, m + sw, y0 + 2, 0.3)
        if S.get("firma") and not sup_lab and rng.random() < 0.5:
            d.t(m, y0 + 14, S["firma"], size)
            y1 = _party(d, m, y0 + 16, sw, "", srows, size)
        else:
            y1 = _party(d, m, y0 + 6, sw, sup_lab, srows, size)
        kx = m + wd * 0.56
        if mode in ("kv", "block", "title"):
            y2 = _kvblock(
                d,
                kx,
                y0 - 4,
                r - kx,
                kv,
                7.8,
                boxed=mode == "block",
                right=rng.random() < 0.5,
                head=la.pick(rng, L["data"]) if mode == "block" else "",
            )
        else:
            y2 = y0
        y = max(y1, y2) + 14
        d.t(m, y + 4, title_s, _fs(d, title_s, tsize, wd, True), b=True)
        y += 18
    else:
        if lay == "left":
            d.t(m, 46, buyer, _fs(d, buyer, 14, wd * 0.48, True), b=True)
            yb = d.lines(m, 52, badr, 7.6, lead=9.6)
            d.t(r, 48, title_s, _fs(d, title_s, tsize, wd * 0.5, True), b=True, al="r")
            y = max(yb, 58) + 12
        else:
            d.t(d.w / 2, 42, buyer, 14, b=True, al="c")
            d.t(d.w / 2, 54, " · ".join(badr), 7.4, al="c", grey=0.3, maxw=wd)
            d.line(m, 60, r, 60, 0.8)
            d.t(d.w / 2, 80, title_s, _fs(d, title_s, tsize, wd, True), b=True, al="c")
            y = 92
        cw = wd * 0.47
        sup_right = rng.random() < 0.4
        sx, kx = (m + wd - cw, m) if sup_right else (m, m + wd - cw)
        boxed = rng.random() < 0.4
        y1 = _party(d, sx, y, cw, sup_lab, srows, size, boxed=boxed)
        if mode in ("kv", "block", "title"):
            y2 = _kvblock(
                d,
                kx,
                y - 3,
                cw,
                kv,
                7.8,
                boxed=mode == "block",
                right=rng.random() < 0.5,
                head=la.pick(rng, L["data"]) if mode == "block" else "",
            )
        else:
            y2 = y
        y = max(y1, y2) + 10
    if mode == "grid":
        kk = kv[:5]
        ws = [wd / len(kk)] * len(kk)
        y = d.grid(m, y, ws, [k for k, _ in kk], [v for _, v in kk], 8.2) + 10
    elif mode == "row":
        kk = kv[:5]
        ws = [wd / len(kk)] * len(kk)
        y = lrow(d, m, y, ws, [k for k, _ in kk], "lllll", h=15, size=7.4, b=True, fill=0.88)
        y = lrow(d, m, y, ws, [v for _, v in kk], "lllll", h=16, size=8.4) + 10
    # deliver-to / invoice-to blocks
    ship = S["ship"](rng, buyer)
    bill = S["bill"](rng, buyer)
    blocks = [(la.pick(rng, L["ship"]), ship)]
    if rng.random() < 0.7:
        blocks.append((la.pick(rng, L["bill"]), bill))
    if rng.random() < 0.3:
        blocks.reverse()
    bw = (wd - 16) / 2
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        yy = max(yy, _party(d, m + k * (bw + 16), y, bw, lab, rows, 7.8, grey=0.4))
    y = yy + 6
    if rng.random() < 0.5:
        y = wrapped(d, m, y, la.pick(rng, L["intro"]), 8.2, wd) + 4
    n = n_lines(rng, S["n_small"], S["n_big"])
    lines = more_lines(rng, S["items"], n, S["qtys"], S["tags"])
    mixed = len({S["rate"](it) for it, *_ in lines}) > 1 or S.get("rate_col", False)
    H = L["heads"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i * S.get("step", 1)), it[0], S["qty"](q), it[1], cur(p, False)]
        if mixed:
            cells.append(S["pct"](S["rate"](it)))
        cells.append(cur(a, False))
        body.append((cells, a))
    if not stated:
        body = [([*c_[:4], "", *c_[5:-1], ""], a) for c_, a in body]
    heads = [H[0], H[1], H[2], H[3], H[4]] + ([H[6]] if mixed else []) + [H[5]]
    fr_ = [0.06, 0.47, 0.08, 0.08, 0.14] + ([0.06] if mixed else []) + [0.15]
    tot = sum(fr_)
    y = ltable(
        d,
        m,
        y,
        [wd * f / tot for f in fr_],
        heads,
        body,
        "llrcr" + ("r" if mixed else "") + "r",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    s = _sums(rng, lines, S["rate"], S["main"], S["discs"], S["freights"])
    total = s["total"]
    rows = [(la.pick(rng, L["sub"]), cur(s["sub"]), False)]
    if s["disc"]:
        rows.append((L["disc"].format(p=s["pct"]), f"-{cur(s['disc'])}", False))
    if s["fr"]:
        rows.append((la.pick(rng, L["fr"]), cur(s["fr"]), False))
    if len(s["taxes"]) > 1 or s["disc"] or s["fr"]:
        rows.append((la.pick(rng, L["net"]), cur(s["net"]), False))
    for k, base, t in s["taxes"]:
        rows.append((L["tax"].format(r=S["pct"](k), b=cur(base)), cur(t), False))
    if S.get("extra"):
        ex = S["extra"](rng, s)
        for lab, v in ex:
            rows.append((lab, cur(v), False))
            total += v
    if S.get("round5"):
        rt = r05(total)
        if rt != total:
            rows.append((la.pick(rng, L["round"]), cur(rt - total), False))
            total = rt
    if y + 40 + 15 * len(rows) > bottom:
        y = brk()
    y += 8
    tlab = la.pick(rng, L["total"])
    need = max(
        d.width(a, 8.8, True) + d.width(b, 8.8, True)
        for a, b, _ in [*rows, (tlab, cur(total), True)]
    )
    xl = min(m + wd * rng.uniform(0.52, 0.6), r - need - 24)
    if stated:
        y = d.summary(xl, r - 3, y, rows, 8.6)
        style = rng.choice(["sum", "below", "band"])
        if style == "sum":
            y = d.summary(
                xl, r - 3, y, [(tlab, cur(total), True)], 9.4, box_last=rng.random() < 0.5
            )
        elif style == "below":
            d.line(xl - 4, y + 2, r, y + 2, 0.6)
            d.t(xl, y + 14, tlab, 9.4, b=True)
            d.t(r - 3, y + 30, cur(total), 12, b=True, al="r")
            y += 36
        else:
            d.box(m, y + 2, wd, 20, fill=0.86, stroke=False)
            d.t(m + 6, y + 15, tlab, 9.6, b=True)
            d.t(r - 6, y + 15, cur(total), 10.4, b=True, al="r")
            y += 26
        if rng.random() < 0.35:
            pct = rng.choice([20, 25, 30, 50])
            dep = r2(total * pct / 100)
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    (L["dep"].format(p=pct), f"-{cur(dep)}", False),
                    (la.pick(rng, L["bal"]), cur(total - dep), False),
                ],
                8.4,
            )
        if S.get("words") and rng.random() < 0.4:
            y = wrapped(d, m, y + 4, S["words"](total), 7.8, wd)
    else:
        y = wrapped(d, m, y, la.pick(rng, L["none"]), 8.4, wd)
    y += 10
    for t in S["notes"](rng):
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.3, wd, grey=0.3)
    contact = (
        f"{la.pick(rng, L['contact'])}: {S['person'](rng)}, {S['phone'](rng)}, {S['mail'](rng)}"
    )
    if y + 20 > bottom:
        y = brk()
    y = wrapped(d, m, y + 2, contact, 7.6, wd)
    caps = S["signs"](rng)
    if y + 50 > bottom:
        y = brk()
    y += 36
    sw = (wd - 20 * (len(caps) - 1)) / len(caps)
    for k, cap in enumerate(caps):
        d.line(m + k * (sw + 20), y, m + k * (sw + 20) + sw, y, 0.5)
        d.t(m + k * (sw + 20), y + 9, cap, _fs(d, cap, 7.2, sw))
    foot()
    out = finish(d, S["lang"], S.get("kind", "purchase_order"), po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 5 en-AU holiday park

AU_PARK_N = "Blue Wren|Sandy Cape|Koala Creek|Paperbark|Bellinger River|Cod Hole|Gumtree Flat|Ninety Mile|Lake Bolac|Whitsunday Palms|Banksia Bay|Emu Point".split(
    "|"
)
AU_PARK = [
    "{n} Holiday Park Pty Ltd",
    "{n} Caravan Park",
    "{n} Tourist Park Pty Ltd",
    "BIG4 {n} Holiday Park",
    "{n} Caravan & Camping Pty Ltd",
]
AU_SN = "Mackay|Dunstan|O'Rourke|Keogh|Pettigrew|Albury|Whitfield|Costa|Nguyen|Fitzroy|Kellaway|Burdett".split(
    "|"
)
AU_SUP_FORMED = [
    "{s} Pool & Spa Supplies Pty Ltd",
    "{s} Linen Services Pty Ltd",
    "{s} Cabins Pty Ltd",
    "{s} Hygiene Supplies Pty Ltd",
    "{s} Outdoor Furniture Pty Ltd",
    "{s} Gas & Plumbing Pty Ltd",
]
AU_SUP_BARE = ["{s} Mowers & Outdoor", "{s} Plumbing", "{s} Bros Cleaning Supplies"]
AU_TOWN = [
    ("Port Macquarie", "NSW", "2444"),
    ("Hervey Bay", "QLD", "4655"),
    ("Lakes Entrance", "VIC", "3909"),
    ("Victor Harbor", "SA", "5211"),
    ("Busselton", "WA", "6280"),
    ("St Helens", "TAS", "7216"),
    ("Ballina", "NSW", "2478"),
    ("Airlie Beach", "QLD", "4802"),
]
AU_FIRST = "Shane|Kylie|Darren|Tracey|Brett|Leanne|Wayne|Narelle|Cameron|Jodie".split("|")
AU_ITEMS = [
    ("Pool chlorine granules 25 kg", "tub", 10, 95, 160),
    ("Cabin bath towels, white 600gsm", "each", 10, 9.5, 18),
    ("Queen sheet set, poly-cotton", "set", 10, 34, 62),
    ("Camp kitchen BBQ hotplate replacement", "each", 10, 180, 340),
    ("LPG cylinder exchange 45 kg", "cyl", 10, 135, 185),
    ("Amenities block toilet roll (48 rolls)", "ctn", 10, 38, 58),
    ("Hand soap refill 5 L", "each", 10, 18, 32),
    ("Jumping pillow repair patch kit", "kit", 10, 240, 480),
    ("Powered site bollard RCD replacement", "each", 10, 120, 260),
    ("Outdoor setting, 6-seat aluminium", "set", 10, 420, 780),
    ("Kayak hire fleet - sit-on-top", "each", 10, 520, 890),
    ("Park map brochures (5000)", "lot", 10, 380, 720),
    ("Mower blades, 21 inch", "pair", 10, 22, 44),
]


def _au_num(rng: random.Random, p: str) -> str:
    return la.digits(rng, p)


def _au_buyer(rng: random.Random) -> tuple[str, list[str]]:
    t, s, pc = rng.choice(AU_TOWN)
    name = rng.choice(AU_PARK).format(n=rng.choice(AU_PARK_N))
    return name, [
        f"{rng.randint(1, 240)} {rng.choice(['Ocean Drive', 'Esplanade', 'Lakeside Road', 'Marine Parade'])}, {t} {s} {pc}",
        f"Ph (0{rng.choice('2378')}) {la.digits(rng, '#### ####')}  ABN {la.digits(rng, '## ### ### ###')}",
    ]


def _au_sup(rng: random.Random) -> tuple[str, list[str]]:
    t, s, pc = rng.choice(AU_TOWN)
    name = bare_or(rng, AU_SUP_FORMED, AU_SUP_BARE, 0.25).format(s=rng.choice(AU_SN))
    rows = [
        f"Unit {rng.randint(1, 20)}, {rng.randint(2, 80)} {rng.choice(['Trade St', 'Enterprise Cct', 'Industrial Dr', 'Cook Rd'])}",
        f"{t} {s} {pc}",
    ]
    if rng.random() < 0.6:
        rows.append(f"ABN {la.digits(rng, '## ### ### ###')}")
    return name, rows


AU = {
    "lang": "en",
    "fonts": "helv|libsans|dejavu|times",
    "land": 0.12,
    "buyer": _au_buyer,
    "sup": _au_sup,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["PO-#####", f"HP{dt:%y}####", "#####", f"PO{dt:%y%m}-###"])
    ),
    "refs": lambda rng, dt: rng.sample(
        [
            ("Requisition", la.digits(rng, "REQ-####")),
            ("Your quote", la.digits(rng, rng.choice(["Q#####", "QU-####"]))),
            ("Supplier no.", la.digits(rng, "V####")),
            ("Job / Site", la.digits(rng, rng.choice(["Cabin ##", "Site ###", "Amenities #"]))),
            ("Delivery by", la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dmy")),
        ],
        rng.randint(2, 4),
    ),
    "cur": lambda v, sym=True: f"${en2(v)}" if sym else en2(v),
    "dstyle": ["dmy", "dmy", "mon", "long_en"],
    "foot": lambda rng, b: (
        f"{b} · Please quote our order number on all invoices and delivery dockets · Invoices to accounts@{b.split()[0].lower()}park.com.au"
    ),
    "person": lambda rng: f"{rng.choice(AU_FIRST)} {rng.choice(AU_SN)}",
    "phone": lambda rng: la.digits(rng, "04## ### ###"),
    "mail": lambda rng: (
        la.digits(rng, rng.choice(["bookings@", "manager@", "ops@"])) + "park.com.au"
    ),
    "ship": lambda rng, b: [
        rng.choice([b, f"{b} - Maintenance Shed", "Coastal Freight Depot (hold for pick-up)"]),
        f"Gate code {la.digits(rng, '####')}, deliveries 8am-3pm weekdays",
        f"Contact: {rng.choice(AU_FIRST)} {rng.choice(AU_SN)} 04{la.digits(rng, '## ### ###')}",
    ],
    "bill": lambda rng, b: [
        rng.choice([b, "Holiday Parks Group Holdings Pty Ltd", f"{b} (Accounts Payable)"]),
        f"PO Box {rng.randint(10, 999)}",
        "accounts@parksgroup.com.au",
    ],
    "n_small": [2, 3, 4, 5, 6, 7, 8, 9, 10],
    "n_big": [32, 40],
    "items": AU_ITEMS,
    "qtys": [1, 2, 3, 4, 6, 10, 12, 20, 24],
    "tags": ["(cabin 7)", "(spare)", "(grey)"],
    "qty": lambda q: f"{q:,.0f}",
    "rate": lambda it: Decimal(it[2]),
    "main": Decimal(10),
    "pct": lambda k: f"{k:.0f}%",
    "discs": [0, 0, 0, 5, 10],
    "freights": [0, 0, 45, 85, 120],
    "notes": lambda rng: [
        "All goods supplied must comply with relevant Australian Standards. Chemicals must be delivered with current SDS.",
        rng.choice(
            [
                "Payment terms: 30 days end of month. A tax invoice is required for GST credits.",
                "Deliveries outside the stated hours will be refused. Park speed limit 8 km/h.",
            ]
        ),
    ],
    "signs": lambda rng: rng.sample(
        [
            f"Authorised by: {rng.choice(AU_FIRST)} {rng.choice(AU_SN)}, Park Manager",
            "Ordered by (Maintenance Supervisor)",
            "Supplier acknowledgement",
            "Approved - Operations Manager",
        ],
        rng.choice([2, 3]),
    ),
    "L": {
        "po_lab": "PO Number|Order No.|Purchase Order No.|PO #",
        "title": "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER",
        "no": "No.",
        "date": "Date|Order Date|Date Raised",
        "sup_lab": "Supplier|Vendor|To|To:|",
        "attn": "Attn:|Attention:",
        "data": "Order Details|Order Information",
        "ship": "Deliver To|Delivery Address|Ship To",
        "bill": "Invoice To|Bill To|Send Invoices To",
        "intro": "Please supply the following goods as per your quote and the conditions below.|Please supply and deliver the following:",
        "heads": ["Ln", "Description", "Qty", "Unit", "Unit Price", "Amount", "GST"],
        "sub": "Subtotal|Sub-total|Total ex GST",
        "disc": "Less discount {p}%",
        "fr": "Freight|Delivery",
        "net": "Net amount|Total excl. GST",
        "tax": "GST {r}",
        "round": "Rounding",
        "total": "Total incl. GST|TOTAL (AUD)|Order Total|Total Amount Payable",
        "dep": "Deposit paid ({p}%)",
        "bal": "Balance due|Balance on delivery",
        "none": "Pricing as per the current supply agreement; invoice the quantities delivered.|Value to be confirmed on delivery against the agreed rate schedule.",
        "contact": "Enquiries|Contact|Purchasing officer",
        "page": "Page {p} of {n}",
        "cont": "{t} {po} (continued)",
    },
}


def _au(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, AU)


def fit27_en_au_caravan_park_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _au)


# --------------------------------------------------------------------------- 6 en-SG preschool operator

SG_X = "Little Acorns|Sunbeam Kids|Kinderland Hill|Bright Sparrows|Tiny Explorers|Rainbow Bridge|Happy Tots|Maple Bear Hill|Starfruit|Pebble Lane".split(
    "|"
)
SG_BUY = ["{x} Preschool Pte. Ltd.", "{x} Education Pte Ltd", "{x} Learning Centre Pte. Ltd."]
SG_S = "Hock Seng|Kim Huat|Poh Kong|Sin Chew|Teck Leong|Ban Hin|Joo Chiat|Guan Hoe|Seng Heng|Chuan Lee|Eastern|Wah Lee".split(
    "|"
)
SG_SUP_FORMED = [
    "{s} Stationery Pte Ltd",
    "{s} Educational Supplies Pte. Ltd.",
    "{s} Trading Co. Pte Ltd",
    "{s} Furniture (S) Pte. Ltd.",
    "{s} Food Supplies Pte Ltd",
]
SG_SUP_BARE = ["{s} Trading", "{s} Enterprise", "{s} Book Centre"]
SG_ITEMS = [
    ("Washable crayons, jumbo (box of 12)", "box", 4.2, 7.8),
    ("A3 drawing paper 120gsm (ream)", "ream", 11, 19),
    ("Stackable preschool chair, blue", "pc", 28, 46),
    ("Activity table, half-round", "pc", 145, 260),
    ("Montessori pink tower set", "set", 68, 120),
    ("Children's picture books (assorted)", "pc", 8.9, 18.5),
    ("Nap mat, foldable", "pc", 22, 38),
    ("Wet wipes, fragrance free (80s)", "pkt", 2.1, 3.6),
    ("Hand sanitiser 500 ml", "btl", 4.5, 8.2),
    ("Brown rice 5 kg", "bag", 9.5, 15),
    ("Fresh milk 2 L", "btl", 5.2, 7.4),
    ("Playdough tubs (pack of 10)", "pack", 12, 21),
    ("Outdoor sand pit toys set", "set", 32, 58),
]


def _sg_buyer(rng: random.Random) -> tuple[str, list[str]]:
    x = rng.choice(SG_X)
    return rng.choice(SG_BUY).format(x=x), [
        f"Blk {rng.randint(100, 899)} {rng.choice(['Tampines Street 81', 'Bukit Batok West Ave 6', 'Sengkang East Way', 'Ang Mo Kio Ave 3', 'Punggol Field'])} #01-{rng.randint(10, 99)}, Singapore {la.digits(rng, '5#####')}",
        f"Tel +65 {la.digits(rng, '6### ####')}  UEN {la.digits(rng, '20########@')}",
    ]


def _sg_sup(rng: random.Random) -> tuple[str, list[str]]:
    name = bare_or(rng, SG_SUP_FORMED, SG_SUP_BARE, 0.25).format(s=rng.choice(SG_S))
    rows = [
        f"{rng.randint(1, 60)} {rng.choice(['Kallang Way', 'Toa Payoh Lorong 8', 'Sungei Kadut St 2', 'Bukit Merah View', 'Defu Lane 7'])} #0{rng.randint(1, 9)}-{rng.randint(10, 99)}",
        f"Singapore {la.digits(rng, '######')}",
    ]
    if rng.random() < 0.6:
        rows.append(f"GST Reg No. M{la.digits(rng, '#-#######-#')}")
    return name, rows


SG_NAMES = "Mdm Tan|Ms Lim|Mr Goh|Ms Nur Aisyah|Mr Rajesh|Ms Wong|Mrs Koh|Ms Priya".split("|")

SG = {
    "lang": "en",
    "fonts": "helv|libsans|dejavu",
    "land": 0.25,
    "buyer": _sg_buyer,
    "sup": _sg_sup,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["PO-######", f"PO{dt:%y%m}####", "LA/PO/#####", "45######"])
    ),
    "refs": lambda rng, dt: rng.sample(
        [
            ("Centre code", la.digits(rng, rng.choice(["CTR-##", "PS###"]))),
            ("PR No.", la.digits(rng, "PR-#####")),
            ("Quotation", la.digits(rng, "QT######")),
            ("Vendor code", la.digits(rng, "V#####")),
            ("Terms", la.pick(rng, "30 days|COD|14 days")),
            ("Delivery date", la.dfmt(dt + timedelta(days=rng.randint(2, 12)), "dmy")),
        ],
        rng.randint(2, 4),
    ),
    "cur": lambda v, sym=True: f"S${en2(v)}" if sym else en2(v),
    "dstyle": ["dmy", "mon", "dmy"],
    "foot": lambda rng, b: (
        f"{b} · Registered with ECDA · This is a computer-generated purchase order and requires no signature unless stated."
    ),
    "person": lambda rng: rng.choice(SG_NAMES),
    "phone": lambda rng: la.digits(rng, "+65 9### ####"),
    "mail": lambda rng: rng.choice(["procurement@", "admin@", "centre.ops@"]) + "preschool.com.sg",
    "ship": lambda rng, b: [
        rng.choice(
            [
                b,
                f"{b} ({rng.choice(['Punggol', 'Bishan', 'Clementi', 'Yishun'])} centre)",
                "Kidz Logistics Hub Pte Ltd",
            ]
        ),
        f"#{la.digits(rng, '0#-##')}, Singapore {la.digits(rng, '######')}",
        f"Receiving: {rng.choice(SG_NAMES)}, 8.30am - 11.30am",
    ],
    "bill": lambda rng, b: [
        rng.choice([b, "Finance Department", "Little Tree Education Group Pte. Ltd."]),
        f"{rng.randint(1, 90)} Science Park Drive #0{rng.randint(2, 6)}-{rng.randint(10, 40)}",
        "ap@preschoolgroup.com.sg",
    ],
    "n_small": [2, 3, 4, 5, 6, 7, 8, 9, 10, 12],
    "n_big": [32, 40],
    "items": SG_ITEMS,
    "qtys": [2, 4, 5, 6, 10, 12, 20, 24, 30],
    "tags": ["(K1)", "(N2)", "(refill)"],
    "qty": lambda q: f"{q:,.0f}",
    "rate": lambda it: Decimal(9),
    "main": Decimal(9),
    "pct": lambda k: f"{k:.0f}%",
    "discs": [0, 0, 0, 3, 5],
    "freights": [0, 0, 0, 25, 40],
    "notes": lambda rng: [
        "All items for children must meet SS/EN71 toy safety standards. Food items must carry at least 3 months' shelf life.",
        "Please state our PO number on the delivery order and invoice.",
    ],
    "signs": lambda rng: rng.sample(
        [
            f"Prepared by: {rng.choice(SG_NAMES)} (Centre Principal)",
            "Approved by: Operations Manager",
            "Vendor acknowledgement (sign & stamp)",
            "Received by",
        ],
        rng.choice([2, 3]),
    ),
    "L": {
        "po_lab": "PO No.|PO Number|Purchase Order No.|P.O. No.",
        "title": "PURCHASE ORDER|Purchase Order",
        "no": "No.",
        "date": "PO Date|Date|Order Date",
        "sup_lab": "Vendor|Supplier|To|",
        "attn": "Attn:|Contact:",
        "data": "PO Details|Order Info",
        "ship": "Deliver To|Delivery Address",
        "bill": "Bill To|Invoice To",
        "intro": "Please supply the following items in accordance with the terms stated.|Kindly deliver the following:",
        "heads": ["S/N", "Description", "Qty", "UOM", "Unit Price", "Amount (S$)", "GST"],
        "sub": "Subtotal|Sub Total",
        "disc": "Less: Discount {p}%",
        "fr": "Delivery charge|Transport",
        "net": "Total before GST|Net Total",
        "tax": "GST {r}",
        "round": "Rounding",
        "total": "Grand Total|Total Payable (SGD)|Total Amount|TOTAL (S$)",
        "dep": "Advance payment ({p}%)",
        "bal": "Balance payable|Balance due",
        "none": "Prices as per term contract; amount will be computed on delivered quantities.",
        "contact": "Contact person|For enquiries",
        "page": "Page {p} of {n}",
        "cont": "{t} {po} (cont'd)",
    },
}


def _sg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, SG)


def fit27_en_sg_preschool_supplies_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sg)


# --------------------------------------------------------------------------- 7 de municipal theatre

DE_CITY = "Heilbronn|Coburg|Detmold|Meiningen|Gießen|Hildesheim|Regensburg|Oldenburg|Trier|Görlitz|Bielefeld|Ingolstadt".split(
    "|"
)
DE_BUY = [
    "Stadttheater {c}",
    "Theater {c} GmbH",
    "Landestheater {c}",
    "Städtische Bühnen {c}",
    "Staatstheater {c}",
]
DE_SN = "Brandt|Kessler|Hoffmann|Lindner|Vogt|Seidel|Krämer|Ebert|Franke|Haas|Sauer|Pohl".split("|")
DE_SUP_FORMED = [
    "{s} Bühnentechnik GmbH",
    "{s} Theaterbedarf GmbH & Co. KG",
    "{s} Stoffe und Dekorationen GmbH",
    "{s} Holzhandel KG",
    "{s} Lichttechnik GmbH",
    "{s} Farben AG",
]
DE_SUP_BARE = ["{s} Theaterausstattung", "Malerbedarf {s}", "{s} & Söhne"]
DE_ITEMS = [
    ("Bühnenmolton schwarz B1, 300 cm breit", "lfm", 19, 9.5, 16),
    ("Sperrholz Pappel 12 mm, B1", "Platte", 19, 38, 62),
    ("Theaterfarbe Leimfarbe 5 kg", "Eimer", 19, 42, 78),
    ("Gaffa-Tape schwarz 50 mm", "Rolle", 19, 8.4, 14),
    ("LED-Profilscheinwerfer 150 W", "Stk", 19, 690, 1250),
    ("Nebelfluid 5 l", "Kan.", 19, 28, 46),
    ("Stahlseil 6 mm verzinkt", "m", 19, 2.1, 3.8),
    ("Textbücher Regie (Druck)", "Stk", 7, 6.5, 14),
    ("Notenmaterial Leihgebühr", "Satz", 7, 180, 420),
    ("Schminke Grundierung (Set)", "Set", 19, 34, 59),
    ("Perückentüll 1 m", "m", 19, 22, 38),
    ("Pyrotechnik-Zündmittel T2", "Pck", 19, 48, 85),
    ("Tanzboden PVC schwarz, Rolle 10 m", "Rolle", 19, 420, 690),
]


def _de_buyer(rng: random.Random) -> tuple[str, list[str]]:
    c = rng.choice(DE_CITY)
    return rng.choice(DE_BUY).format(c=c), [
        f"{rng.choice(['Theaterplatz', 'Schillerstraße', 'Am Stadtgraben', 'Goethestraße'])} {rng.randint(1, 40)}, {la.digits(rng, '#####')} {c}",
        f"Tel. 0{la.digits(rng, '### ######')} · einkauf@theater-{c.lower().replace('ö', 'oe').replace('ß', 'ss')}.de",
    ]


def _de_sup(rng: random.Random) -> tuple[str, list[str]]:
    name = bare_or(rng, DE_SUP_FORMED, DE_SUP_BARE, 0.25).format(s=rng.choice(DE_SN))
    return name, [
        f"{rng.choice(['Industriestraße', 'Gewerbering', 'Hafenstraße', 'Am Bahnhof'])} {rng.randint(1, 120)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Köln', 'Leipzig', 'Kassel', 'Nürnberg', 'Bremen', 'Mannheim'])}",
    ]


DE_FIRST = "Jana|Tobias|Miriam|Florian|Katrin|Sebastian|Anja|Lukas|Svenja|Henrik".split("|")

DE = {
    "lang": "de",
    "fonts": "helv|libsans|dejavu|times|djserif",
    "land": 0.1,
    "firma": "Firma",
    "buyer": _de_buyer,
    "sup": _de_sup,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["B-#####", f"{dt.year}-####", "4500######", f"BE{dt:%y}/####"])
    ),
    "refs": lambda rng, dt: rng.sample(
        [
            (
                "Produktion",
                rng.choice(
                    [
                        "Die Zauberflöte",
                        "Faust I",
                        "Der Besuch der alten Dame",
                        "Cabaret",
                        "Woyzeck",
                        "Die Fledermaus",
                    ]
                ),
            ),
            ("Kostenstelle", la.digits(rng, "KST ####")),
            ("Ihr Angebot", la.digits(rng, rng.choice(["AN-#####", "Nr. ####/##"]))),
            ("Lieferantennr.", la.digits(rng, "7####")),
            ("Liefertermin", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dot")),
            ("Bedarfsmeldung", la.digits(rng, "BM-####")),
        ],
        rng.randint(2, 4),
    ),
    "cur": lambda v, sym=True: f"{eu(v)} €" if sym else eu(v),
    "dstyle": ["dot", "dot", "long_de"],
    "foot": lambda rng, b: (
        f"{b} · Eigenbetrieb der Stadt · USt-IdNr. DE{la.digits(rng, '#########')} · IBAN DE{la.digits(rng, '## #### #### #### #### ##')} · Rechnungen bitte nur mit Bestellnummer"
    ),
    "person": lambda rng: f"{rng.choice(DE_FIRST)} {rng.choice(DE_SN)}",
    "phone": lambda rng: la.digits(rng, "0### ######-##"),
    "mail": lambda rng: rng.choice(["einkauf@", "werkstaetten@", "technik@"]) + "theater.de",
    "ship": lambda rng, b: [
        rng.choice([b, f"{b} – Werkstätten", "Kulissenlager Spedition Haller GmbH"]),
        f"Anlieferung Rampe {rng.randint(1, 4)}, Mo–Fr 7–14 Uhr",
        f"Ansprechpartner: {rng.choice(DE_FIRST)} {rng.choice(DE_SN)} (Bühnenmeister)",
    ],
    "bill": lambda rng, b: [
        rng.choice([b, "Stadtkasse – Kreditorenbuchhaltung", f"{b} – Verwaltungsdirektion"]),
        f"Postfach {la.digits(rng, '## ##')}",
    ],
    "n_small": [2, 3, 4, 5, 6, 7, 8, 9],
    "n_big": [30, 38],
    "items": DE_ITEMS,
    "qtys": [1, 2, 4, 5, 10, 12, 20, 25, 50],
    "tags": ["(Ersatz)", "(Probebühne)", "(weiß)"],
    "qty": lambda q: f"{q:,.0f}".replace(",", "."),
    "rate": lambda it: Decimal(it[2]),
    "main": Decimal(19),
    "rate_col": False,
    "pct": lambda k: f"{k:.0f} %",
    "discs": [0, 0, 0, 2, 3, 5],
    "freights": [0, 0, 0, 25, 49, 95],
    "notes": lambda rng: [
        "Alle Materialien müssen schwer entflammbar nach DIN 4102-B1 bzw. EN 13501-1 sein; Nachweise sind beizulegen.",
        "Es gelten unsere Allgemeinen Einkaufsbedingungen. Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an.",
    ],
    "signs": lambda rng: rng.sample(
        [
            f"{rng.choice(DE_FIRST)} {rng.choice(DE_SN)}, Technischer Direktor",
            "Einkauf / Verwaltungsleitung",
            "Auftragsbestätigung Lieferant (Datum, Unterschrift)",
            "Sachlich richtig: Werkstattleitung",
        ],
        rng.choice([2, 3]),
    ),
    "L": {
        "po_lab": "Bestellnummer|Bestell-Nr.|Bestellung Nr.|Unsere Bestellnr.",
        "title": "BESTELLUNG|Bestellung|Auftrag",
        "no": "Nr.",
        "date": "Datum|Bestelldatum",
        "sup_lab": "Lieferant|An|",
        "attn": "z. Hd.|Ansprechpartner:",
        "data": "Bestelldaten|Unsere Angaben",
        "ship": "Lieferanschrift|Lieferadresse|Anlieferung",
        "bill": "Rechnungsanschrift|Rechnung an",
        "intro": "Sehr geehrte Damen und Herren, wir bestellen zu den vereinbarten Bedingungen:|Bitte liefern Sie zu den Bedingungen Ihres Angebots:",
        "heads": ["Pos.", "Bezeichnung", "Menge", "ME", "Preis €", "Betrag €", "USt"],
        "sub": "Warenwert|Zwischensumme|Summe Positionen",
        "disc": "abzgl. {p} % Rabatt",
        "fr": "Fracht und Verpackung|Versandkosten",
        "net": "Nettobetrag|Summe netto",
        "tax": "zzgl. {r} USt auf {b}",
        "round": "Rundung",
        "total": "Gesamtbetrag|Bestellsumme brutto|Gesamtsumme inkl. USt|Endbetrag",
        "dep": "Anzahlung ({p} %)",
        "bal": "Restbetrag|Verbleibender Betrag",
        "none": "Abrechnung nach tatsächlichem Verbrauch zu den Preisen des Rahmenvertrags.|Preise gemäß Ihrem Angebot; der Betrag ergibt sich aus der Lieferung.",
        "contact": "Rückfragen an|Sachbearbeitung|Ansprechpartnerin",
        "page": "Seite {p} von {n}",
        "cont": "{t} {po} – Fortsetzung",
    },
}


def _de(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, DE)


def fit27_de_stadttheater_buehnenbedarf_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de)


# --------------------------------------------------------------------------- 8 fr-CH Valais wine estate

CH_DOM = "des Crêtes|du Mont d'Orge|de la Cure|des Chanoines|de Beudon|du Vieux-Pressoir|des Murgères|de Corin|Les Riches Terres|de la Combe".split(
    "|"
)
CH_BUY = ["Domaine {d}", "Cave {d} SA", "Domaine {d} Sàrl", "Maison {d} SA"]
CH_SN = "Bonvin|Roduit|Dorsaz|Favre|Crettenand|Zufferey|Papilloud|Germanier|Luisier|Rey|Clavien|Fumeaux".split(
    "|"
)
CH_SUP_FORMED = [
    "{s} Emballages SA",
    "Verrerie {s} SA",
    "{s} Bouchons Sàrl",
    "{s} Oenotechnique SA",
    "{s} & Fils SA",
    "Imprimerie {s} Sàrl",
]
CH_SUP_BARE = ["{s} Cavistes", "Tonnellerie {s}", "{s} Matériel viticole"]
CH_ITEMS = [
    ("Bouteilles Bourgogne 75 cl, feuille morte (palette)", "pal.", 980, 1450),
    ("Bouchons liège naturel 49x24 mm (1000 pces)", "carton", 290, 520),
    ("Capsules étain 29x60, impression 1 couleur (1000)", "carton", 140, 260),
    ("Étiquettes autocollantes millésime (1000)", "rouleau", 95, 180),
    ("Cartons 6 bouteilles avec croisillons", "pce", 1.6, 2.8),
    ("Levures sélectionnées 500 g", "sachet", 38, 62),
    ("Métabisulfite de potassium 1 kg", "kg", 9, 16),
    ("Fût de chêne 228 l, chauffe moyenne", "pce", 780, 1150),
    ("Sécateur électrique (batterie incluse)", "pce", 890, 1490),
    ("Piquets de vigne acier 1,8 m", "pce", 3.2, 5.4),
    ("Fil de palissage 2,2 mm (rouleau 500 m)", "rouleau", 48, 79),
    ("Filtres à plaques 40x40 (100)", "carton", 160, 280),
]


def _ch_buyer(rng: random.Random) -> tuple[str, list[str]]:
    return rng.choice(CH_BUY).format(d=rng.choice(CH_DOM)), [
        f"{rng.choice(['Route du Vignoble', 'Rue des Caves', 'Chemin des Vignes', 'Place du Village'])} {rng.randint(1, 60)}, {rng.choice(['1955 Chamoson', '1950 Sion', '1964 Conthey', '1920 Martigny', '3960 Sierre', '1912 Leytron'])}",
        f"Tél. 027 {la.digits(rng, '### ## ##')} · IDE CHE-{la.digits(rng, '###.###.###')} TVA",
    ]


def _ch_sup(rng: random.Random) -> tuple[str, list[str]]:
    name = bare_or(rng, CH_SUP_FORMED, CH_SUP_BARE, 0.25).format(s=rng.choice(CH_SN))
    return name, [
        f"{rng.choice(['Zone industrielle', 'Rue de l’Industrie', 'Avenue de la Gare', 'Chemin du Verney'])} {rng.randint(1, 40)}".replace(
            "’", "'"
        ),
        f"{rng.choice(['1030 Bussigny', '1260 Nyon', '2000 Neuchâtel', '1870 Monthey', '1110 Morges', '1700 Fribourg'])}",
    ]


CH_FIRST = "Sébastien|Valérie|Jean-Marc|Sandrine|Nicolas|Géraldine|Olivier|Mélanie".split("|")


def _chf(v: Decimal, sym: bool = True) -> str:
    s = grouped(v, "'", ".")
    return f"CHF {s}" if sym else s


CH = {
    "lang": "fr",
    "fonts": "helv|libsans|dejavu|times",
    "land": 0.12,
    "firma": "",
    "buyer": _ch_buyer,
    "sup": _ch_sup,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["BC-####", f"{dt.year}/###", f"CMD{dt:%y}-###", "#####"])
    ),
    "refs": lambda rng, dt: rng.sample(
        [
            ("Votre offre", la.digits(rng, rng.choice(["OF-#####", "Off. ####"]))),
            ("N° client", la.digits(rng, "C-#####")),
            ("Millésime", str(dt.year)),
            ("Livraison souhaitée", la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "dot")),
            ("Réf. interne", la.digits(rng, "VIN-###")),
        ],
        rng.randint(2, 4),
    ),
    "cur": _chf,
    "dstyle": ["dot", "dot", "long_fr"],
    "round5": True,
    "foot": lambda rng, b: (
        f"{b} · IDE CHE-{la.digits(rng, '###.###.###')} TVA · IBAN CH{la.digits(rng, '## #### #### #### #### #')} · Banque Cantonale du Valais"
    ),
    "person": lambda rng: f"{rng.choice(CH_FIRST)} {rng.choice(CH_SN)}",
    "phone": lambda rng: la.digits(rng, "079 ### ## ##"),
    "mail": lambda rng: rng.choice(["cave@", "commandes@", "info@"]) + "domaine.ch",
    "ship": lambda rng, b: [
        rng.choice([b, f"{b} – cave de vinification", "Entrepôt Transports Théier SA"]),
        f"Accès camion par le chemin des vignes, quai n° {rng.randint(1, 3)}",
        f"Réception: {rng.choice(CH_FIRST)} {rng.choice(CH_SN)}, caviste",
    ],
    "bill": lambda rng, b: [
        rng.choice([b, "Fiduciaire du Rhône SA (comptabilité)", f"{b} – administration"]),
        f"Case postale {rng.randint(10, 999)}",
    ],
    "n_small": [2, 3, 4, 5, 6, 7, 8],
    "n_big": [30, 38],
    "items": CH_ITEMS,
    "qtys": [1, 2, 3, 5, 10, 20, 50, 100, 500],
    "tags": ["(blanc)", "(rouge)", "(réserve)"],
    "qty": lambda q: f"{q:,.0f}".replace(",", "'"),
    "rate": lambda it: Decimal("8.1"),
    "main": Decimal("8.1"),
    "pct": lambda k: f"{k:.1f} %".replace(".", ","),
    "discs": [0, 0, 0, 2, 3, 5],
    "freights": [0, 0, 0, 60, 95, 150],
    "notes": lambda rng: [
        "Matériel destiné au contact alimentaire: certificat de conformité exigé. Livraison avant les vendanges impérative.",
        rng.choice(
            [
                "Paiement à 30 jours net. Merci de rappeler notre numéro de commande sur le bulletin de livraison et la facture.",
                "Toute modification de la commande doit être confirmée par écrit.",
            ]
        ),
    ],
    "signs": lambda rng: rng.sample(
        [
            f"{rng.choice(CH_FIRST)} {rng.choice(CH_SN)}, vigneron-encaveur",
            "Le responsable des achats",
            "Accusé de réception du fournisseur (timbre et signature)",
            "Visa de la direction",
        ],
        rng.choice([2, 3]),
    ),
    "L": {
        "po_lab": "N° de commande|Commande n°|Bon de commande n°|Notre référence de commande",
        "title": "BON DE COMMANDE|Commande|Bon de commande",
        "no": "n°",
        "date": "Date|Date de commande|Sion, le",
        "sup_lab": "Fournisseur|A l'attention de|",
        "attn": "A l'att. de|Contact:",
        "data": "Références|Données de commande",
        "ship": "Adresse de livraison|Livrer à",
        "bill": "Adresse de facturation|Facturer à",
        "intro": "Madame, Monsieur, nous vous prions de bien vouloir nous livrer les articles suivants:|Selon votre offre, nous commandons:",
        "heads": ["Pos.", "Désignation", "Qté", "Unité", "Prix unit.", "Montant", "TVA"],
        "sub": "Total marchandises|Sous-total|Total HT",
        "disc": "Rabais {p} %",
        "fr": "Port et emballage|Frais de transport",
        "net": "Total hors TVA|Montant net",
        "tax": "TVA {r} sur {b}",
        "round": "Arrondi|Arrondi 5 ct.",
        "total": "Total TTC|Total CHF|Montant total TVA incluse|TOTAL DE LA COMMANDE",
        "dep": "Acompte versé ({p} %)",
        "bal": "Solde à payer|Solde",
        "none": "Prix selon votre offre; le montant sera établi d'après les quantités livrées.",
        "contact": "Personne de contact|Renseignements",
        "page": "Page {p}/{n}",
        "cont": "{t} {po} (suite)",
    },
}


def _ch(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, CH)


def fit27_fr_ch_domaine_viticole_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ch)


# --------------------------------------------------------------------------- 9 es-AR yerba-mate mill

AR_N = "La Misionera|Don Aurelio|Santa Inés|El Guayubirá|Ñandutí|Los Lapachos|Tres Fronteras|Colonia Liebig|Oberá Verde|Apóstoles|San Javier|Taragüí Sur".split(
    "|"
)
AR_BUY = [
    "Yerbatera {n} S.A.",
    "Establecimiento {n} S.R.L.",
    "Molino Yerbatero {n} S.A.",
    "Cooperativa Yerbatera {n} Ltda.",
]
AR_SN = "Benítez|Krause|Sosa|Ramírez|Schmidt|Duarte|Ferreyra|Olivera|Zaremba|Acosta|Villalba|Giménez".split(
    "|"
)
AR_SUP_FORMED = [
    "Envases {s} S.A.",
    "{s} Films Flexibles S.R.L.",
    "Distribuidora {s} S.A.",
    "{s} Hermanos S.A.",
    "{s} Repuestos Industriales S.R.L.",
    "Transportes {s} S.A.",
]
AR_SUP_BARE = ["Ferretería {s}", "{s} Bolsas", "Maderera {s}"]
AR_ITEMS = [
    ("Bolsa laminada 1 kg impresa (millar)", "mil", 21, 48000, 86000),
    ("Bolsa laminada 500 g impresa (millar)", "mil", 21, 31000, 58000),
    ("Caja corrugada 10 x 1 kg", "u.", 21, 620, 1100),
    ("Film stretch 50 cm x 23 µ", "rollo", 21, 9800, 16500),
    ("Leña de eucalipto para secadero (m³)", "m³", 10.5, 14000, 26000),
    ("Rodamiento 6310 2RS", "u.", 21, 18000, 34000),
    ("Correa de transmisión B-68", "u.", 21, 7200, 13800),
    ("Tela de zaranda acero inox.", "m²", 21, 42000, 78000),
    ("Bolsa de arpillera para canchado 50 kg", "u.", 21, 1150, 2100),
    ("Servicio de flete Oberá - Posadas", "viaje", 21, 180000, 320000),
    ("Análisis bromatológico de laboratorio", "muestra", 21, 65000, 120000),
    ("Pallet de madera 1,00 x 1,20", "u.", 10.5, 9500, 16800),
]


def _ar_buyer(rng: random.Random) -> tuple[str, list[str]]:
    return rng.choice(AR_BUY).format(n=rng.choice(AR_N)), [
        f"Ruta Nacional {rng.choice(['12', '14', '105'])} km {rng.randint(5, 980)}, {rng.choice(['Apóstoles', 'Oberá', 'Gobernador Virasoro', 'Jardín América', 'Andresito'])}, {rng.choice(['Misiones', 'Corrientes'])}",
        f"CUIT 30-{la.digits(rng, '########')}-{rng.randint(0, 9)} · IVA Responsable Inscripto · Tel. (03758) {la.digits(rng, '##-####')}",
    ]


def _ar_sup(rng: random.Random) -> tuple[str, list[str]]:
    name = bare_or(rng, AR_SUP_FORMED, AR_SUP_BARE, 0.25).format(s=rng.choice(AR_SN))
    rows = [
        f"{rng.choice(['Av. Uruguay', 'Calle Félix de Azara', 'Av. López y Planes', 'Parque Industrial Lote'])} {rng.randint(100, 4800)}",
        f"{rng.choice(['Posadas', 'Rosario', 'Córdoba', 'San Martín, Bs. As.', 'Resistencia'])}",
    ]
    if rng.random() < 0.7:
        rows.append(f"CUIT 30-{la.digits(rng, '########')}-{rng.randint(0, 9)}")
    return name, rows


AR_FIRST = "Marcelo|Silvina|Gustavo|Carina|Daniel|Romina|Hernán|Analía|Fabián|Mariela".split("|")


def _ar_extra(rng: random.Random, s: dict) -> list[tuple[str, Decimal]]:
    if rng.random() < 0.45:
        return [("Percepción IIBB Misiones 3 %", r2(s["net"] * Decimal("0.03")))]
    return []


AR = {
    "lang": "es",
    "fonts": "helv|libsans|dejavu|times",
    "land": 0.15,
    "firma": "",
    "buyer": _ar_buyer,
    "sup": _ar_sup,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["OC-#####", "0001-000#####", f"OC {dt.year}-####", "######"])
    ),
    "refs": lambda rng, dt: rng.sample(
        [
            ("Solicitud de compra", la.digits(rng, "SC-####")),
            ("Cotización", la.digits(rng, rng.choice(["COT-####", "Presup. ####"]))),
            ("Cód. proveedor", la.digits(rng, "P-####")),
            (
                "Condición de pago",
                la.pick(rng, "Cta. cte. 30 días|Contado|Cheque 60 días|E-cheq 45 días"),
            ),
            ("Fecha de entrega", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")),
            ("Zafra", str(dt.year)),
        ],
        rng.randint(2, 4),
    ),
    "cur": lambda v, sym=True: f"$ {eu(v)}" if sym else eu(v),
    "dstyle": ["dmy", "dmy", "long_es"],
    "foot": lambda rng, b: (
        f"{b} · Ingresos Brutos {la.digits(rng, '###-######-#')} · Inicio de actividades {rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/19{rng.randint(60, 99)} · Agente de percepción IIBB"
    ),
    "person": lambda rng: f"{rng.choice(AR_FIRST)} {rng.choice(AR_SN)}",
    "phone": lambda rng: la.digits(rng, "(376) 15-###-####"),
    "mail": lambda rng: rng.choice(["compras@", "abastecimiento@", "planta@"]) + "yerbatera.com.ar",
    "ship": lambda rng, b: [
        rng.choice(
            [b, f"{b} – Planta de molienda", "Depósito Fiscal Logística del Alto Paraná S.A."]
        ),
        "Recepción de lunes a viernes de 7 a 15 h, presentar remito con N° de OC",
        f"Encargado de depósito: {rng.choice(AR_FIRST)} {rng.choice(AR_SN)}",
    ],
    "bill": lambda rng, b: [
        rng.choice([b, f"{b} – Administración", "Estudio Contable Ríos & Asoc."]),
        "Factura A a nombre de la empresa",
    ],
    "n_small": [2, 3, 4, 5, 6, 7, 8, 9],
    "n_big": [30, 38],
    "items": AR_ITEMS,
    "qtys": [1, 2, 3, 5, 10, 20, 50, 100],
    "tags": ["(Tradicional)", "(Suave)", "(con palo)"],
    "qty": lambda q: f"{q:,.0f}".replace(",", "."),
    "rate": lambda it: Decimal(str(it[2])),
    "main": Decimal(21),
    "pct": lambda k: (f"{k:.1f}" if k % 1 else f"{k:.0f}").replace(".", ",") + " %",
    "discs": [0, 0, 0, 3, 5, 10],
    "freights": [0, 0, 0, 45000, 85000],
    "extra": _ar_extra,
    "notes": lambda rng: [
        "Los precios se entienden en pesos argentinos, IVA discriminado. Indicar el número de esta orden de compra en remito y factura.",
        rng.choice(
            [
                "Los envases deben cumplir con el Código Alimentario Argentino y contar con certificado del proveedor.",
                "La mercadería que no cumpla las especificaciones será devuelta con cargo al proveedor.",
            ]
        ),
    ],
    "signs": lambda rng: rng.sample(
        [
            f"{rng.choice(AR_FIRST)} {rng.choice(AR_SN)}, Jefe de Compras",
            "Gerente de Planta",
            "Conformidad del proveedor (firma y aclaración)",
            "Autorizó: Gerencia General",
        ],
        rng.choice([2, 3]),
    ),
    "L": {
        "po_lab": "Orden de compra N°|N° de OC|OC N°|Orden N°",
        "title": "ORDEN DE COMPRA|Orden de Compra",
        "no": "N°",
        "date": "Fecha|Fecha de emisión",
        "sup_lab": "Proveedor|Señor(es):|Sres.|",
        "attn": "At.:|Contacto:",
        "data": "Datos de la orden|Referencias",
        "ship": "Lugar de entrega|Entregar en",
        "bill": "Facturar a|Datos de facturación",
        "intro": "Sírvase proveer los siguientes artículos según las condiciones indicadas:|Por la presente solicitamos a ustedes:",
        "heads": ["Ít.", "Descripción", "Cant.", "Unid.", "Precio unit.", "Importe", "IVA"],
        "sub": "Subtotal|Suma",
        "disc": "Bonificación {p} %",
        "fr": "Flete|Gastos de envío",
        "net": "Neto gravado|Subtotal neto",
        "tax": "IVA {r}",
        "round": "Redondeo",
        "total": "TOTAL|Total orden de compra|Importe total|TOTAL $",
        "dep": "Anticipo financiero ({p} %)",
        "bal": "Saldo a pagar|Saldo contra entrega",
        "none": "Precios según cotización vigente; el importe se liquidará según lo efectivamente entregado.",
        "contact": "Consultas|Comprador|Contacto",
        "page": "Hoja {p} de {n}",
        "cont": "{t} {po} (continuación)",
    },
}


def _ar(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, AR)


def fit27_es_ar_yerbatera_insumos_oc(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ar)


# --------------------------------------------------------------------------- 10 pt-PT bakery-pastry chain

PT_N = "Nata Dourada|Forno da Vila|Doce Alentejo|Pastelaria Aurora|Confeitaria Lusitana|Padaria do Largo|Pão de Ló do Minho|Tentação|Flor de Belém|Estrela do Mar".split(
    "|"
)
PT_BUY = ["{n}, Lda.", "{n} – Panificação, Lda.", "{n} Pastelarias, S.A.", "{n}, Unipessoal Lda."]
PT_SN = "Ferreira|Carvalho|Sousa|Pinto|Teixeira|Moreira|Correia|Mendes|Lopes|Marques|Fonseca|Cardoso".split(
    "|"
)
PT_SUP_FORMED = [
    "Moagem {s}, S.A.",
    "{s} & Filhos, Lda.",
    "Lacticínios {s}, Lda.",
    "{s} Embalagens, S.A.",
    "Açúcares {s}, Lda.",
    "{s} Equipamentos de Hotelaria, Lda.",
]
PT_SUP_BARE = ["Armazéns {s}", "Casa {s}", "{s} Ovos e Derivados"]
PT_ITEMS = [
    ("Farinha tipo 55 (saco 25 kg)", "saco", 6, 14, 22),
    ("Açúcar branco (saco 25 kg)", "saco", 23, 24, 36),
    ("Ovos classe M (caixa 180)", "cx", 6, 38, 56),
    ("Manteiga sem sal 10 kg", "bloco", 23, 68, 96),
    ("Massa folhada congelada 5 kg", "cx", 13, 22, 34),
    ("Canela em pó 1 kg", "kg", 23, 11, 18),
    ("Leite UHT meio-gordo (pack 6 L)", "pack", 6, 4.8, 6.9),
    ("Natas para culinária 1 L", "L", 23, 2.6, 4.1),
    ("Caixas para pastéis de nata (6 un., 100)", "cx", 23, 18, 29),
    ("Sacos de papel kraft (1000)", "cx", 23, 26, 42),
    ("Formas de alumínio para pastel (1000)", "cx", 23, 34, 58),
    ("Café em grão lote casa 1 kg", "kg", 23, 14, 21),
]


def _pt_buyer(rng: random.Random) -> tuple[str, list[str]]:
    return rng.choice(PT_BUY).format(n=rng.choice(PT_N)), [
        f"{rng.choice(['Rua Direita', 'Avenida da República', 'Largo do Pelourinho', 'Rua de Santa Catarina'])}, {rng.randint(1, 300)}, {la.digits(rng, '####-###')} {rng.choice(['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Évora', 'Aveiro'])}",
        f"NIF {la.digits(rng, '5########')} · Tel. 2{la.digits(rng, '## ### ###')}",
    ]


def _pt_sup(rng: random.Random) -> tuple[str, list[str]]:
    name = bare_or(rng, PT_SUP_FORMED, PT_SUP_BARE, 0.25).format(s=rng.choice(PT_SN))
    rows = [
        f"{rng.choice(['Zona Industrial', 'Rua do Comércio', 'Estrada Nacional 1', 'Parque Empresarial'])}, lote {rng.randint(1, 90)}",
        f"{la.digits(rng, '####-###')} {rng.choice(['Leiria', 'Santarém', 'Maia', 'Setúbal', 'Viseu'])}",
    ]
    if rng.random() < 0.6:
        rows.append(f"NIF {la.digits(rng, '5########')}")
    return name, rows


PT_FIRST = "João|Ana|Rui|Sofia|Paulo|Catarina|Nuno|Inês|Miguel|Rita".split("|")


def _pt_cur(v: Decimal, sym: bool = True) -> str:
    s = grouped(v, " ", ",")
    return f"{s} €" if sym else s


PT = {
    "lang": "pt",
    "fonts": "helv|libsans|dejavu|times",
    "land": 0.12,
    "firma": "",
    "buyer": _pt_buyer,
    "sup": _pt_sup,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["NE ####/" + str(dt.year), f"ENC-{dt:%y}-####", "NE-#####", "######"])
    ),
    "refs": lambda rng, dt: rng.sample(
        [
            ("Requisição interna", la.digits(rng, "RI-####")),
            ("Proposta n.º", la.digits(rng, rng.choice(["PROP-####", "####/##"]))),
            ("N.º fornecedor", la.digits(rng, "F####")),
            (
                "Loja",
                la.pick(rng, "Loja 02 – Baixa|Loja 05 – Alvalade|Fábrica central|Loja 07 – Foz"),
            ),
            ("Data de entrega", la.dfmt(dt + timedelta(days=rng.randint(1, 10)), "dmy")),
        ],
        rng.randint(2, 4),
    ),
    "cur": _pt_cur,
    "dstyle": ["dmy", "dash", "dmy"],
    "foot": lambda rng, b: (
        f"{b} · Capital social {rng.choice(['5 000', '50 000', '250 000'])} € · Matriculada na C.R.C. · NIF {la.digits(rng, '5########')} · IBAN PT50 {la.digits(rng, '#### #### ########### ##')}"
    ),
    "person": lambda rng: f"{rng.choice(PT_FIRST)} {rng.choice(PT_SN)}",
    "phone": lambda rng: la.digits(rng, "9## ### ###"),
    "mail": lambda rng: rng.choice(["compras@", "fabrico@", "geral@"]) + "pastelaria.pt",
    "ship": lambda rng, b: [
        rng.choice([b, f"{b} – Fábrica central", "Frigoríficos do Tejo, S.A. (armazém)"]),
        "Entregas entre as 6h00 e as 10h00; produtos refrigerados a 0–4 °C",
        f"Receção: {rng.choice(PT_FIRST)} {rng.choice(PT_SN)} (chefe de fabrico)",
    ],
    "bill": lambda rng, b: [
        rng.choice([b, f"{b} – Contabilidade", "Grupo Doce Portugal, SGPS, S.A."]),
        f"Apartado {rng.randint(10, 999)}",
    ],
    "n_small": [2, 3, 4, 5, 6, 7, 8, 9, 10],
    "n_big": [30, 38],
    "items": PT_ITEMS,
    "qtys": [1, 2, 4, 5, 10, 12, 20, 40],
    "tags": ["(bio)", "(sem glúten)", "(loja 2)"],
    "qty": lambda q: f"{q:,.0f}".replace(",", " "),
    "rate": lambda it: Decimal(it[2]),
    "main": Decimal(23),
    "pct": lambda k: f"{k:.0f}%",
    "discs": [0, 0, 0, 2, 3, 5],
    "freights": [0, 0, 0, 15, 25, 40],
    "notes": lambda rng: [
        "Os produtos alimentares devem ser acompanhados de ficha técnica e lote; validade mínima de 60 dias à data de entrega.",
        "Indicar o número desta nota de encomenda na guia de remessa e na fatura. Pagamento a 30 dias.",
    ],
    "signs": lambda rng: rng.sample(
        [
            f"{rng.choice(PT_FIRST)} {rng.choice(PT_SN)}, Gerente",
            "O responsável de compras",
            "Confirmação do fornecedor (carimbo e assinatura)",
            "Aprovado: Direção Financeira",
        ],
        rng.choice([2, 3]),
    ),
    "L": {
        "po_lab": "Nota de encomenda n.º|Encomenda n.º|N.º encomenda|N/ Encomenda",
        "title": "NOTA DE ENCOMENDA|Nota de Encomenda|ENCOMENDA A FORNECEDOR",
        "no": "n.º",
        "date": "Data|Data da encomenda",
        "sup_lab": "Fornecedor|Exmo.(s) Senhor(es)|",
        "attn": "A/C|Ao cuidado de",
        "data": "Dados da encomenda|Referências",
        "ship": "Local de entrega|Morada de entrega",
        "bill": "Faturar a|Dados de faturação",
        "intro": "Solicitamos o fornecimento dos artigos abaixo indicados, nas condições acordadas:|Agradecemos o fornecimento de:",
        "heads": ["N.º", "Designação", "Qtd.", "Un.", "Preço unit.", "Valor", "IVA"],
        "sub": "Total ilíquido|Subtotal|Soma",
        "disc": "Desconto comercial {p}%",
        "fr": "Portes|Transporte",
        "net": "Total sem IVA|Base tributável",
        "tax": "IVA {r} s/ {b}",
        "round": "Arredondamento",
        "total": "Total a pagar|TOTAL|Total com IVA|Total da encomenda",
        "dep": "Adiantamento ({p}%)",
        "bal": "Valor em dívida|Restante",
        "none": "Preços conforme tabela em vigor; o valor será apurado na fatura com base nas quantidades entregues.",
        "contact": "Contacto|Pessoa de contacto",
        "page": "Pág. {p}/{n}",
        "cont": "{t} {po} (continuação)",
    },
}


def _pt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _lat(rng, of, PT)


def fit27_pt_pastelaria_nota_encomenda(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pt)


# =========================================================================== CJK engine


def _cpanel(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    rows: list[tuple[str, str]],
    *,
    boxed: bool,
    bold_val: str,
    size: float = 8.4,
    lw: float = 56,
) -> float:
    """Label：value rows (label "" for a plain line), wrapped; returns the y below."""
    top = y
    y += 2
    for lab, val in rows:
        x0 = x + 5 if boxed else x
        if lab:
            pdf.text(x0, y + 11, f"{lab}：", size - 0.4, colour=GREY)
            vx = x0 + lw
        else:
            vx = x0
        for ln in cj.wrap(val, size, x + w - vx - 4):
            pdf.text(vx, y + 11, ln, size + (0.6 if val == bold_val else 0), bold=val == bold_val)
            y += 14
        y += 1
    y += 4
    if boxed:
        pdf.rect(x, top, w, y - top, stroke=GREY, lw=0.5)
    return y


def _cjk(rng: random.Random, of: int, S: dict) -> tuple[bytes, dict]:
    L = S["L"]
    conf = S.get("conf", False)
    land = rng.random() < S.get("land", 0.15)
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    buyer = S["buyer"](rng)
    sup = S["sup"](rng)
    d = cj.a_date(rng)
    po = S["po"](rng, d)
    refs = S["refs"](rng, d)
    stated = stated_of(rng)
    page = [1]
    whole = S.get("whole", False)
    mf = w0 if whole else cj.money
    sym = S["sym"]
    ink = rng.choice(INKS)
    po_lab = cj.pick(rng, L["po_lab"])
    title = cj.pick(rng, L["title"])
    dstr = cj.fdate(d, rng.choice(S["dstyle"]))
    mode = rng.choice(["grid", "box", "row", "right"] + ([] if conf else ["title"]))
    # the letterhead: the buyer's, or the seller's on a confirmation
    head_co = sup if conf else buyer
    other = buyer if conf else sup

    def foot() -> None:
        pdf.line(m, pdf.h - 40, right, pdf.h - 40, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 28, S["foot"](head_co), 7, colour=GREY, maxw=wd - 80)
        pdf.text(
            right,
            pdf.h - 28,
            L["page"].format(p=page[0], n=of) if of else str(page[0]),
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, L["cont"].format(t=title, lab=po_lab, po=po), 8.8, bold=True)
        return 46

    kv = [] if mode == "title" else [(po_lab, po)]
    kv.append((cj.pick(rng, L["date"]), dstr))
    kv += refs
    if mode != "title" and rng.random() < 0.3:
        k = rng.randrange(min(len(kv), 3))
        kv[0], kv[k] = kv[k], kv[0]
    style = (
        rng.choice(["centre", "left"]) if not S.get("ja") else rng.choice(["ja", "ja", "centre"])
    )
    y = 40
    if style == "centre":
        pdf.text(pdf.w / 2, 40, head_co, 15, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 53, S["hline"](rng), 7.4, align="c", colour=GREY, maxw=wd)
        pdf.text(pdf.w / 2, 76, title, 16, align="c", bold=True)
        pdf.line(pdf.w / 2 - 70, 81, pdf.w / 2 + 70, 81, lw=0.7)
        ty = 76
        y = 90
    elif style == "left":
        pdf.text(m, 40, head_co, 14, bold=True, colour=ink)
        pdf.text(m, 53, S["hline"](rng), 7.2, colour=GREY, maxw=wd * 0.6)
        pdf.line(m, 60, right, 60, lw=1.1, colour=ink)
        pdf.text(pdf.w / 2, 84, title, 16, align="c", bold=True)
        ty = 84
        y = 94
    else:  # ja: title first, supplier 御中 at the left, the buyer at the right
        pdf.text(pdf.w / 2, 44, title, 18, align="c", bold=True, colour=ink)
        ty = 44
        y = 60
    if mode == "title":
        pdf.text(right, ty, f"No. {po}", 11, align="r", colour=RED, bold=True)
        pdf.text(right, ty + 14, f"{kv[0][0]}：{kv[0][1]}", 8.2, align="r")
        kv = kv[1:]
        y = max(y, ty + 20)
    if mode == "box":
        bw = [64, 108]
        yy = y - 8 if style != "ja" else 54
        for lab, val in kv[:3]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8)
        kv = kv[3:]
        y = max(y, yy + 8)
    if mode == "right":
        yy = y
        for lab, val in kv[:4]:
            pdf.text(right, yy + 10, f"{lab}：{val}", 8.4, align="r")
            yy += 14
        kv = kv[4:]
        y = yy + 6
    if mode == "grid" and kv:
        rows = []
        for i in range(0, len(kv), 2):
            pair = kv[i : i + 2]
            rows.append([x for p in pair for x in p])
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [14, 36, 14, 36]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
        kv = []
    if mode == "row" and kv:
        kk = kv[:5]
        ws = [wd / len(kk)] * len(kk)
        y = crow(pdf, m, y, ws, [k for k, _ in kk], "c" * 5, h=17, size=7.8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, [v for _, v in kk], "c" * 5, h=18, size=8.4) + 8
        kv = kv[5:]
    # the parties
    pw = (wd - 18) / 2
    olab = cj.pick(rng, L["other_lab"])
    hlab = cj.pick(rng, L["head_lab"])
    orows = [(olab, other) if olab else ("", other)] + S["orows"](rng)
    hrows = [(hlab, head_co)] + S["hrows"](rng) + kv
    if S.get("ja") and style == "ja":
        # supplier with 御中 at the left, the buyer's block at the right with a seal
        pdf.text(m, y + 16, sup, 12.5, bold=True)
        pdf.text(
            m + cj.stringWidth(sup, cj.FONT_NAME, 12.5) + 8,
            y + 16,
            rng.choice(["御中", "御中", "様"]),
            11,
        )
        pdf.line(m, y + 21, m + pw, y + 21, lw=0.6)
        pdf.text(m, y + 36, L["intro"], 8.4)
        ry = y + 6
        pdf.text(right, ry + 10, buyer, 11, align="r", bold=True)
        for s in S["hrows_plain"](rng):
            ry += 13
            pdf.text(right, ry + 10, s, 7.6, align="r", colour=GREY)
        if rng.random() < 0.6:
            pdf.stamp(right - 18, ry - 4, buyer[:4], rng, shape="rect", r=17)
        yy = y + 44
        for lab, val in kv:
            pdf.text(m, yy + 10, f"{lab}：{val}", 8.2)
            yy += 13
        y = max(yy, ry + 16) + 6
    else:
        boxed = rng.random() < 0.6
        panels = [orows, hrows] if (rng.random() < 0.55) != conf else [hrows, orows]
        if rng.random() < 0.25:
            yy = y
            for p in panels:
                yy = _cpanel(pdf, m, yy, wd, p, boxed=boxed, bold_val=sup) + 4
            y = yy
        else:
            ymax = y
            for k, p in enumerate(panels):
                ymax = max(
                    ymax, _cpanel(pdf, m + k * (pw + 18), y, pw, p, boxed=boxed, bold_val=sup)
                )
            y = ymax
        y += 6
    # ship-to line with its own company
    pdf.text(m, y + 10, f"{cj.pick(rng, L['ship'])}：{S['ship'](rng, buyer)}", 8.2, maxw=wd)
    y += 16
    n = n_lines(rng, S["n_small"], S["n_big"])
    lines = more_lines(
        rng, S["items"], n, S["qtys"], S["tags"], places=0 if whole else 2, big=S.get("big", 0)
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
                    mf(p) if stated else "",
                    mf(a) if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 25, 22, 7, 9, 13, 16]),
        L["heads"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    q1 = Decimal(1) if whole else Decimal("0.01")
    disc = (sub * Decimal(rng.choice(S["discs"])) / 100).quantize(q1, rounding=ROUND_HALF_UP)
    fr = Decimal(rng.choice(S["freights"]))
    net = sub - disc + fr
    rate = S["rate"]
    rows: list[tuple[str, str]] = [(cj.pick(rng, L["sub"]), mf(sub))]
    if disc:
        rows.append((cj.pick(rng, L["disc"]), f"-{mf(disc)}"))
    if fr:
        rows.append((cj.pick(rng, L["fr"]), mf(fr)))
    if S["tax"] == "incl":
        total = net
        share = r2(total / (1 + rate / 100) * rate / 100)
        if rng.random() < 0.6:
            rows.append((L["share"].format(r=f"{rate:.0f}"), mf(share)))
    else:
        rnd = ROUND_DOWN if S["tax"] == "floor" else ROUND_HALF_UP
        tax = (net * rate / 100).quantize(q1, rounding=rnd)
        rows.append((L["tax"].format(r=f"{rate:.0f}"), mf(tax)))
        total = net + tax
    if y + 60 + 18 * len(rows) > bottom:
        y = brk()
    y += 6
    tlab = cj.pick(rng, L["total"])
    if stated:
        w2 = [110, 108]
        x2 = right - sum(w2)
        for lab, v in rows:
            y = crow(pdf, x2, y, w2, [lab, v], "lr", h=18, size=8.4)
        tstyle = rng.choice(["row", "below", "words"])
        if tstyle == "row":
            y = crow(
                pdf,
                x2,
                y,
                w2,
                [tlab, f"{sym}{mf(total)}"],
                "lr",
                h=20,
                size=8.8,
                bold=True,
                fill=PALE,
            )
        elif tstyle == "below":
            pdf.text(x2, y + 14, f"{tlab}：", 9.4, bold=True)
            pdf.text(right, y + 32, f"{sym}{mf(total)}", 13, align="r", bold=True, colour=ink)
            y += 38
        else:
            y = crow(
                pdf,
                m,
                y,
                [wd * 0.16, wd * 0.6, wd * 0.24],
                [
                    tlab,
                    f"{L['words']}{S['words'](total)}" if S.get("words") else "",
                    f"{sym}{mf(total)}",
                ],
                "clr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
        if S.get("words") and tstyle != "words" and rng.random() < 0.6:
            pdf.text(m, y + 12, f"{L['words']}{S['words'](total)}", 8.4)
            y += 16
        if rng.random() < 0.45:
            pct = rng.choice([20, 30, 50])
            dep = (total * pct / 100).quantize(q1, rounding=ROUND_HALF_UP)
            pdf.text(
                m,
                y + 12,
                L["dep"].format(p=pct, a=f"{sym}{mf(dep)}", b=f"{sym}{mf(total - dep)}"),
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 12, cj.pick(rng, L["none"]), 8.4)
        y += 18
    y += 4
    for t in L["notes"]:
        if y + 16 > bottom:
            y = brk()
        for ln in cj.wrap(t, 7.8, wd):
            pdf.text(m, y + 10, ln, 7.8, colour=GREY)
            y += 12
    if y + 74 > bottom:
        y = brk()
    y += 28
    caps = rng.sample(L["signs"], rng.choice([3, 4]))
    sw = wd / len(caps)
    for k, cap in enumerate(caps):
        pdf.text(m + k * sw, y, cap.format(p=S["person"](rng)), 8.2, maxw=sw - 8)
    if S.get("boxes") and rng.random() < 0.5:
        for k, lab in enumerate(["承認", "確認", "担当"]):
            x = right - (3 - k) * 42
            pdf.rect(x, y + 10, 42, 13, fill=PALE, stroke=black)
            pdf.rect(x, y + 23, 42, 28, stroke=black)
            pdf.text(x + 21, y + 20, lab, 7.4, align="c")
    elif rng.random() < 0.5:
        pdf.stamp(m + sw * 0.6, y + 6, head_co, rng, caption=L["seal"], r=32)
    foot()
    out = cfinish(
        pdf, S["lang"], "order_confirmation" if conf else "purchase_order", po, sup, total
    )
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 1 zh-Hans ceramics works' kiln refractories

TC_CITY = "景德镇 佛山 潮州 德化 淄博 醴陵 宜兴 唐山 邯郸 晋江 夹江 高安".split()
TC_B = "华瓷 青花 金窑 瓷都 玉泉 鼎盛 东陶 雅洁 恒洁 金意 宏宇 窑火".split()
TC_BUY = [
    "{c}{b}陶瓷有限公司",
    "{c}{b}瓷业股份有限公司",
    "{c}市{b}日用瓷厂",
    "{b}陶瓷（{c}）有限公司",
    "{c}{b}建陶有限公司",
]
TC_SB = "瑞泰 通达 鲁阳 金石 耐特 中钢 宏达 恒远 固莱 泰山 华耐 正兴".split()
TC_SUP_FORMED = [
    "{c}{s}耐火材料有限公司",
    "{c}{s}窑具有限公司",
    "{s}高温材料（{c}）有限公司",
    "{c}{s}陶瓷纤维股份有限公司",
    "{c}{s}热工设备有限公司",
]
TC_SUP_BARE = ["{c}{s}耐材经营部", "{c}市{s}窑具厂", "{s}耐火砖厂"]
TC_ITEMS = [
    ("碳化硅棚板", "500×450×12mm", "块", 180, 360),
    ("堇青石莫来石立柱", "Φ40×150", "根", 18, 42),
    ("氧化铝空心球砖", "230×114×65", "块", 26, 58),
    ("陶瓷纤维毯", "1260型 128kg/m³ 25mm", "卷", 320, 680),
    ("轻质莫来石砖", "JM-26", "块", 32, 68),
    ("辊棒", "Φ50×3200 95瓷", "根", 420, 860),
    ("高铝耐火浇注料", "CA-70 25kg/袋", "袋", 95, 180),
    ("窑车台面砖", "异型 含图纸", "套", 1800, 3600),
    ("热电偶", "S型 L=1200", "支", 980, 2200),
    ("燃烧器喷嘴", "天然气 DN25", "只", 380, 760),
    ("匣钵", "堇青石 280×280×80", "只", 45, 98),
    ("耐火泥浆", "高铝 25kg", "袋", 60, 120),
]


def _tc_buyer(rng: random.Random) -> str:
    return rng.choice(TC_BUY).format(c=rng.choice(TC_CITY), b=rng.choice(TC_B))


def _tc_sup(rng: random.Random) -> str:
    return bare_or(rng, TC_SUP_FORMED, TC_SUP_BARE, 0.25).format(
        c=rng.choice(TC_CITY), s=rng.choice(TC_SB)
    )


TC = {
    "lang": "zh-Hans",
    "land": 0.2,
    "buyer": _tc_buyer,
    "sup": _tc_sup,
    "po": lambda rng, d: cj.number(rng, d, "TC-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|{Y}-PO-{n4}|YL{Y}{n5}"),
    "refs": lambda rng, d: rng.sample(
        [
            ("请购单号", cj.number(rng, d, "QG{y}{m}{n3}|请购-{Y}-{n3}")),
            ("技改项目号", cj.number(rng, d, "JG-{Y}-{n2}|XM{Y}{n3}")),
            ("框架合同号", cj.number(rng, d, "HT{Y}-{n3}")),
            ("报价单号", cj.number(rng, d, "BJ{y}{m}{n3}")),
            ("供应商编码", cj.number(rng, d, "S{n5}")),
            ("交货日期", cj.fdate(cj.later(rng, d, 7, 40), "cn")),
        ],
        rng.randint(2, 4),
    ),
    "sym": "¥",
    "dstyle": ["cn", "iso", "slash", "cn0"],
    "hline": lambda rng: f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
    "foot": lambda co: f"{co}　采购部　发票及送货单须注明本订单编号",
    "person": lambda rng: cj.person(rng),
    "orows": lambda rng: [
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("税号", cj.credit_code(rng)),
    ][: rng.randint(2, 3)],
    "hrows": lambda rng: [
        ("采购员", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("电话", cj.zh_tel(rng)),
    ][: rng.randint(1, 2)],
    "ship": lambda rng, b: rng.choice(
        [
            f"{b}　{rng.choice(['二号窑炉车间', '原料仓库', '辊道窑工段'])}",
            f"{rng.choice(TC_CITY)}顺达物流有限公司（代收）　{cj.zh_addr(rng)}",
            f"{cj.zh_addr(rng)}　收货人 {cj.person(rng)} {cj.mobile(rng)}",
        ]
    ),
    "n_small": [1, 2, 3, 4, 5, 6, 7, 8, 10],
    "n_big": [30, 38],
    "items": TC_ITEMS,
    "qtys": [2, 4, 10, 20, 50, 100, 200],
    "tags": ["（备用）", "（加厚）", "（进口）"],
    "big": 1500,
    "discs": [0, 0, 0, 2, 3, 5],
    "freights": [0, 0, 0, 200, 350, 600],
    "tax": "incl",
    "rate": Decimal(13),
    "words": lambda v: cj.daxie(v),
    "L": {
        "po_lab": "订单编号|采购单号|订单号|采购订单号",
        "title": "采购订单|耐火材料采购单|窑具采购订单|采 购 单",
        "date": "下单日期|订单日期|日期",
        "other_lab": "供应商|供方|卖方|致|",
        "head_lab": "需方|采购方|买方",
        "ship": "收货地址|送货地点|收货单位",
        "heads": ["序号", "物料名称", "规格型号", "单位", "数量", "含税单价", "金额"],
        "sub": "小计|货款合计",
        "disc": "优惠折让|商务折扣",
        "fr": "运费|运杂费",
        "share": "其中增值税额（{r}%）",
        "tax": "增值税（{r}%）",
        "total": "合计金额|订单总金额|价税合计|总计",
        "words": "人民币（大写）：",
        "dep": "付款方式：预付{p}%货款{a}，货到验收合格后支付余款{b}。",
        "none": "单价按年度框架协议执行，结算金额以验收入库数量为准。|价格另行确认，以实际到货数量结算。",
        "notes": [
            "1. 耐火材料须附出厂检验报告（理化指标），不合格品无条件退换。",
            "2. 以上价格含13%增值税专用发票及运杂费；逾期交货每日按订单金额0.5‰扣款。",
        ],
        "signs": ["采购员：{p}", "审核：{p}", "批准：", "供应商确认（签章）：", "仓库验收："],
        "seal": "采购专用章",
        "page": "第 {p} 页 共 {n} 页",
        "cont": "{t}（续页）　{lab}：{po}",
    },
}


def _tc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _cjk(rng, of, TC)


def fit27_zh_taoci_yaolu_naihuo_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tc)


# --------------------------------------------------------------------------- 2 zh-Hans stone seller's sales confirmation

SC_CITY = "水头 云浮 麻城 莱州 五莲 惠安 崇左 桐城 平度 临沂".split()
SC_B = "华辉 鑫泰 金鹏 环球 东升 永鸿 石之源 万隆 广达 嘉华 中信 润石".split()
SC_SUP = [
    "{c}{b}石材有限公司",
    "{c}{b}石业股份有限公司",
    "{b}石材（{c}）有限公司",
    "{c}{b}大理石有限公司",
]
SC_SUP_BARE = ["{c}{b}石材经营部", "{c}市{b}石材厂"]
SC_CUST = [
    "{c}{x}装饰工程有限公司",
    "{c}{x}建筑工程有限公司",
    "{c}{x}房地产开发有限公司",
    "{c}{x}酒店管理有限公司",
    "{c}{x}园林景观工程有限公司",
]
SC_X = "金螳螂 亚厦 中装 华艺 广田 洪涛 名雕 尚品 宏润 建艺".split()
SC_ITEMS = [
    ("芝麻灰花岗岩", "600×600×20 火烧面", "m²", 68, 120),
    ("中国黑花岗岩", "800×400×30 荔枝面", "m²", 160, 280),
    ("雅士白大理石", "1200×600×20 抛光", "m²", 420, 780),
    ("金线米黄", "800×800×18 抛光", "m²", 260, 460),
    ("路沿石", "1000×300×150 芝麻白", "米", 58, 110),
    ("石材台面", "异形加工 含磨边", "米", 380, 720),
    ("人造石英石板", "3200×1600×15", "张", 1200, 2400),
    ("文化石", "蘑菇石 300×150", "m²", 85, 160),
    ("石材踏步", "1500×350×30 防滑槽", "块", 180, 320),
    ("石材护理剂", "5L 渗透型", "桶", 260, 420),
]


def _sc_sup(rng: random.Random) -> str:
    return bare_or(rng, SC_SUP, SC_SUP_BARE, 0.2).format(c=rng.choice(SC_CITY), b=rng.choice(SC_B))


def _sc_cust(rng: random.Random) -> str:
    return rng.choice(SC_CUST).format(c=rng.choice(cj.CITIES)[0], x=rng.choice(SC_X))


SC = {
    "lang": "zh-Hans",
    "conf": True,
    "land": 0.1,
    "buyer": _sc_cust,
    "sup": _sc_sup,
    "po": lambda rng, d: cj.number(
        rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{n3}|{Y}{m}{d}{n3}|ZS-CG-{Y}-{n3}"
    ),
    "refs": lambda rng, d: (
        [
            (
                cj.pick(rng, "销售单号|我司单号|销售订单号"),
                cj.number(rng, d, "XS{y}{m}{d}{n3}|SO-{Y}-{n4}"),
            )
        ]
        + rng.sample(
            [
                ("报价单号", cj.number(rng, d, "BJ-{y}{m}{n3}|报价{Y}{n3}")),
                (
                    "项目名称",
                    rng.choice(
                        ["滨江一号三期大堂", "万达广场外立面", "市民中心景观", "希尔顿酒店客房"]
                    ),
                ),
                ("合同编号", cj.number(rng, d, "HT-{Y}-{n4}")),
                ("交货日期", cj.fdate(cj.later(rng, d, 7, 30), "cn")),
            ],
            rng.randint(1, 3),
        )
    ),
    "sym": "¥",
    "dstyle": ["cn", "iso", "slash"],
    "hline": lambda rng: f"厂址：{cj.zh_addr(rng)}　销售热线：{cj.zh_tel(rng)}　{cj.mobile(rng)}",
    "foot": lambda co: f"{co}　本确认书经双方签章后生效，传真件有效",
    "person": lambda rng: cj.person(rng),
    "orows": lambda rng: [
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
    ][: rng.randint(1, 2)],
    "hrows": lambda rng: [
        ("业务员", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("开户行", " ".join(cj.bank(rng))),
    ][: rng.randint(1, 2)],
    "ship": lambda rng, b: rng.choice(
        [
            f"{b}项目工地　{cj.zh_addr(rng)}",
            f"{cj.zh_addr(rng)}（工地收货人 {cj.person(rng)} {cj.mobile(rng)}）",
            f"{rng.choice(cj.CITIES)[0]}安达物流园 {rng.randint(1, 30)}号库",
        ]
    ),
    "n_small": [2, 3, 4, 5, 6, 7, 8, 9],
    "n_big": [30, 38],
    "items": SC_ITEMS,
    "qtys": [10, 20, 36, 50, 80, 120, 200, 350],
    "tags": ["（A级）", "（背网）", "（现货）"],
    "discs": [0, 0, 0, 2, 3],
    "freights": [0, 0, 0, 800, 1500, 2600],
    "tax": "incl",
    "rate": Decimal(13),
    "words": lambda v: cj.daxie(v),
    "L": {
        "po_lab": "客户订单号|贵司采购单号|客户PO号|采购订单号",
        "title": "销售确认书|订单确认函|供货确认单|销售合同确认书",
        "date": "日期|确认日期",
        "other_lab": "客户名称|需方|买方|客户",
        "head_lab": "供方|卖方|销售方",
        "ship": "交货地点|送货地址",
        "heads": ["序号", "品名", "规格/表面处理", "单位", "数量", "单价", "金额"],
        "sub": "货款小计|小计",
        "disc": "优惠|让利",
        "fr": "运输及装卸费|运费",
        "share": "其中税额（{r}%）",
        "tax": "增值税（{r}%）",
        "total": "合计金额|确认总金额|总计（含税）|合同总价",
        "words": "大写：",
        "dep": "付款方式：签订后付定金{p}%计{a}，余款{b}于提货前付清。",
        "none": "单价按报价单执行，数量以现场实测面积为准，最终据实结算。",
        "notes": [
            "1. 天然石材存在色差、纹路差异属正常现象；板材厚度公差±1mm。",
            "2. 请贵司核对后签字盖章回传，逾期三日未回传视为确认。",
        ],
        "signs": ["业务员：{p}", "供方（签章）：", "需方确认（签字盖章）：", "制单：{p}"],
        "seal": "合同专用章",
        "page": "{p}/{n}",
        "cont": "{t}（续）　{lab}：{po}",
    },
}


def _sc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _cjk(rng, of, SC)


def fit27_zh_shicai_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sc)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwan sports centre

TW_CITY = "新北市 臺中市 高雄市 桃園市 臺南市 新竹市 嘉義市 宜蘭縣".split()
TW_BUY = [
    "{c}{a}國民運動中心",
    "{a}運動休閒股份有限公司",
    "{c}{a}游泳館",
    "{a}健身俱樂部股份有限公司",
]
TW_A = "板橋 三重 北屯 鳳山 中壢 永康 竹北 羅東 新莊 蘆洲".split()
TW_SB = "勝利 飛躍 健將 冠軍 凱達 新動 力霸 全民 奧林 鴻運 康健 大同".split()
TW_SUP = [
    "{s}體育用品股份有限公司",
    "{s}運動器材有限公司",
    "{s}健身器材股份有限公司",
    "{s}企業社",
    "{s}泳具有限公司",
]
TW_ITEMS = [
    ("羽球拍", "碳纖維 4U", "支", 1200, 2800),
    ("比賽用羽毛球", "12入/筒", "筒", 380, 620),
    ("跑步機皮帶", "適用T-600", "條", 4800, 8800),
    ("啞鈴組", "2.5~25kg 包膠", "組", 12000, 26000),
    ("瑜珈墊", "TPE 8mm", "片", 450, 980),
    ("泳池浮條", "水道繩 25m", "條", 6800, 12800),
    ("救生浮標", "紅色 硬質", "個", 900, 1600),
    ("籃球", "7號 合成皮", "顆", 680, 1350),
    ("桌球桌", "25mm 摺疊式", "張", 15800, 28000),
    ("重訓椅", "可調式", "張", 5200, 9800),
    ("運動地墊", "1m×1m×2cm", "片", 320, 560),
    ("氯錠", "90% 50kg", "桶", 5600, 8800),
]


def _tw_buyer(rng: random.Random) -> str:
    return rng.choice(TW_BUY).format(c=rng.choice(TW_CITY), a=rng.choice(TW_A))


def _tw_sup(rng: random.Random) -> str:
    return rng.choice(TW_SUP).format(s=rng.choice(TW_SB))


def _ban(rng: random.Random) -> str:
    return f"{rng.randint(10000000, 99999999)}"


TW = {
    "lang": "zh-Hant",
    "land": 0.2,
    "whole": True,
    "buyer": _tw_buyer,
    "sup": _tw_sup,
    "po": lambda rng, d: cj.number(rng, d, "PO{roc}{m}{n4}|{Y}{m}{d}-{n2}|SC-{n6}|P{roc}-{n4}"),
    "refs": lambda rng, d: rng.sample(
        [
            ("請購單號", cj.number(rng, d, "PR{roc}{m}{n3}")),
            ("報價單號", cj.number(rng, d, "Q{roc}{n4}")),
            ("廠商編號", cj.number(rng, d, "V{n4}")),
            ("統一編號", _ban(rng)),
            ("交貨日期", cj.fdate(cj.later(rng, d, 5, 30), "rocs")),
            ("付款條件", cj.pick(rng, "月結30天|貨到付款|月結60天")),
        ],
        rng.randint(2, 4),
    ),
    "sym": "NT$",
    "dstyle": ["roc", "rocs", "slash"],
    "hline": lambda rng: (
        f"{cj.tw_addr(rng)}　電話 {cj.tw_tel(rng)}　傳真 {cj.tw_tel(rng)}　統編 {_ban(rng)}"
    ),
    "foot": lambda co: f"{co}　請於發票及送貨單註明本採購單號碼",
    "person": lambda rng: cj.person(rng, "zh-Hant"),
    "orows": lambda rng: [
        ("聯絡人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"),
        ("地址", cj.tw_addr(rng)),
        ("統一編號", _ban(rng)),
    ][: rng.randint(2, 3)],
    "hrows": lambda rng: [
        ("採購人員", f"{cj.person(rng, 'zh-Hant')}　分機{rng.randint(100, 399)}"),
        ("電話", cj.tw_tel(rng)),
    ][: rng.randint(1, 2)],
    "ship": lambda rng, b: rng.choice(
        [
            f"{b}　{rng.choice(['B1器材室', '3F健身房', '游泳池機房'])}",
            f"{cj.tw_addr(rng)}（{cj.person(rng, 'zh-Hant')}收）",
            f"新竹物流股份有限公司 {rng.choice(['中壢', '五股', '大園'])}站 代收",
        ]
    ),
    "n_small": [2, 3, 4, 5, 6, 7, 8, 9, 10],
    "n_big": [30, 38],
    "items": TW_ITEMS,
    "qtys": [1, 2, 4, 5, 10, 12, 20, 30],
    "tags": ["（備品）", "（黑色）", "（兒童）"],
    "big": 5000,
    "discs": [0, 0, 0, 3, 5],
    "freights": [0, 0, 0, 300, 600, 1200],
    "tax": "round",
    "rate": Decimal(5),
    "words": lambda v: "新台幣" + cj.daxie(v, trad=True),
    "L": {
        "po_lab": "採購單號|訂購單號|單號|P.O. No.",
        "title": "訂購單|採購單|器材訂購單|採 購 單",
        "date": "訂購日期|日期|採購日期",
        "other_lab": "廠商|供應商|受訂廠商|致|",
        "head_lab": "訂購單位|採購單位|買方",
        "ship": "交貨地點|送貨地址",
        "heads": ["項次", "品名", "規格", "單位", "數量", "單價", "金額"],
        "sub": "未稅合計|小計|合計（未稅）",
        "disc": "折讓|優惠折扣",
        "fr": "運費|安裝運送費",
        "share": "內含營業稅（{r}%）",
        "tax": "營業稅（{r}%）",
        "total": "總計|含稅總計|總金額|應付總額",
        "words": "大寫：",
        "dep": "付款方式：訂金{p}%（{a}），驗收後付尾款{b}。",
        "none": "單價依年度合約，金額以實際交貨數量計算。|價格依報價單，實際金額以驗收為準。",
        "notes": [
            "一、交貨時請附保固書及產品檢驗合格證明，器材須符合國家標準。",
            "二、逾期交貨每日按總價千分之一計罰。",
        ],
        "signs": ["經辦：{p}", "主管：", "會計：", "廠商簽回（蓋章）：", "館長核准："],
        "seal": "採購專用章",
        "page": "第 {p} 頁／共 {n} 頁",
        "cont": "{t}（續）　{lab}：{po}",
    },
}


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _cjk(rng, of, TW)


def fit27_tw_yundong_zhongxin_qicai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 4 ja animal hospital

JA_P = "さくら あおば みなと ひだまり つばさ にじいろ 森の 川辺 かもめ ひまわり".split()
JA_BUY = [
    "{p}動物病院",
    "医療法人社団{p}会 {p}動物病院",
    "{p}どうぶつ病院",
    "株式会社{p}アニマルクリニック",
]
JA_SB = "共立 三和 日本 東和 大洋 フジ 明治 昭和 丸紅 中部".split()
JA_ST = ["獣医科器械", "動物用医薬品", "メディカル", "ペットフード販売", "医療器"]
JA_ITEMS = [
    ("輸液セット", "成犬用 20滴/mL", "箱", 2800, 5200),
    ("留置針", "24G 50本入", "箱", 3800, 7200),
    ("外科手袋", "7.0 滅菌 50双", "箱", 6800, 11000),
    ("療法食（腎臓ケア）", "猫用 2kg", "袋", 3200, 5600),
    ("ワクチン保冷剤", "500g", "個", 180, 420),
    ("ペットシーツ", "ワイド 100枚", "袋", 1400, 2400),
    ("エリザベスカラー", "Mサイズ", "個", 380, 760),
    ("縫合糸", "吸収性 3-0 12本", "箱", 9800, 16800),
    ("検査用採血管", "EDTA 100本", "箱", 2400, 4200),
    ("消毒用エタノール", "500mL", "本", 480, 880),
    ("麻酔回路", "小動物用", "本", 4800, 8800),
    ("キャリーケース", "中型 貸出用", "台", 3200, 6400),
]


def _ja_buyer(rng: random.Random) -> str:
    p = rng.choice(JA_P)
    return rng.choice(JA_BUY).format(p=p)


def _ja_sup(rng: random.Random) -> str:
    b, t = rng.choice(JA_SB), rng.choice(JA_ST)
    return rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    )


JA = {
    "lang": "ja",
    "ja": True,
    "boxes": True,
    "land": 0.1,
    "whole": True,
    "buyer": _ja_buyer,
    "sup": _ja_sup,
    "po": lambda rng, d: cj.number(rng, d, "{y}{m}-{n3}|H{Y}{n4}|{Y}{m}{d}-{n2}|AH-{n5}"),
    "refs": lambda rng, d: rng.sample(
        [
            ("お見積No.", cj.number(rng, d, "M{n5}|見積{y}-{n3}")),
            ("取引先コード", cj.number(rng, d, "T{n4}")),
            ("納期", cj.fdate(cj.later(rng, d, 3, 20), "cn")),
            ("納品場所", cj.pick(rng, "本院 薬品庫|分院 処置室|本院 1F受付")),
            ("登録番号", f"T{rng.randint(10**12, 10**13 - 1)}"),
        ],
        rng.randint(2, 4),
    ),
    "sym": "¥",
    "dstyle": ["reiwa", "slash", "cn"],
    "hline": lambda rng: f"{cj.ja_addr(rng)}　TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
    "hrows_plain": lambda rng: [
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"担当：{cj.person(rng, 'ja')}（院長）",
    ],
    "foot": lambda co: f"{co}　請求書には発注番号をご記入ください",
    "person": lambda rng: cj.person(rng, "ja"),
    "orows": lambda rng: [
        ("ご担当", f"{cj.person(rng, 'ja')} 様"),
        ("住所", cj.ja_addr(rng)),
        ("TEL", cj.ja_tel(rng)),
    ][: rng.randint(1, 3)],
    "hrows": lambda rng: [
        ("担当", cj.person(rng, "ja")),
        ("TEL", cj.ja_tel(rng)),
    ][: rng.randint(1, 2)],
    "ship": lambda rng, b: rng.choice(
        [
            f"{b}　{rng.choice(['本院 薬品庫', '分院 処置室'])}",
            f"{cj.ja_addr(rng)}（{b}）",
            f"ヤマト運輸 {rng.choice(['品川', '港北', '博多'])}センター留め",
        ]
    ),
    "n_small": [1, 2, 3, 4, 5, 6, 7, 8],
    "n_big": [28, 36],
    "items": JA_ITEMS,
    "qtys": [1, 2, 3, 5, 10, 12, 20],
    "tags": ["（小型犬用）", "（猫用）", "（大）"],
    "big": 8000,
    "discs": [0, 0, 0, 3, 5],
    "freights": [0, 0, 0, 800, 1200],
    "tax": "floor",
    "rate": Decimal(10),
    "L": {
        "po_lab": "発注番号|発注No.|注文番号|注文No.",
        "title": "発　注　書|発注書|注文書|御注文書",
        "date": "発注日|注文日|日付",
        "intro": "下記のとおり発注いたします。",
        "other_lab": "発注先|",
        "head_lab": "発注者|注文者",
        "ship": "納品先|納入場所",
        "heads": ["No.", "品名", "規格", "単位", "数量", "単価", "金額"],
        "sub": "小計|税抜合計",
        "disc": "値引|出精値引",
        "fr": "送料|運賃",
        "share": "内消費税（{r}%）",
        "tax": "消費税（{r}%）",
        "total": "合計|合計金額（税込）|ご発注金額|総合計",
        "words": "",
        "dep": "前払金{p}%（{a}）を発注時に支払済、残額{b}は納品後に支払います。",
        "none": "単価はお見積書のとおり。数量確定後に金額をご連絡ください。",
        "notes": [
            "・動物用医薬品は有効期限6か月以上のものを納品してください。",
            "・要冷蔵品はクール便にてお届けください。",
        ],
        "signs": ["発注担当：{p}", "院長：", "受領印：", "経理："],
        "seal": "",
        "page": "{p} / {n}",
        "cont": "{t}（続き）　{lab}：{po}",
    },
}


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    return _cjk(rng, of, JA)


def fit27_ja_doubutsu_byoin_shizai_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit27_") and callable(fn)
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind51 (`blind52_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-IE, en-ZA, de, fr-CA, it-CH and es-MX.

- blind52_zh_saosi_chang_yuanliao_caigou: a Chinese silk filature's order for cocoons, reeling
  spares and auxiliaries (the mill's name centred or at the left, the order number beside the
  title in red, in a label / value grid, in a header row with the value below, in a small box
  at the right or in a data block beside the supplier panel; supplier, consignee and invoice
  panels in either order, 13 % VAT included, discount and freight, 大写, a prepayment line, a
  seal, landscape at times).
- blind52_zh_nongji_xiaoshou_querendan: a farm-machinery dealer's sales confirmation to a
  co-operative or family farm (the dealer's letterhead first, its own sales-order number, the
  customer's purchase-order number in a grid, a header row or a data block, the customer and
  delivery panels, a trade-in allowance at times, the total's label with the amount on the line
  below at times, a deposit and balance, the dealer's bank lines).
- blind52_tw_budaixi_jutuan_caigou: a Taiwanese glove-puppet troupe's order for puppets, stage
  sets and sound gear (統一編號 of both sides, the order number in one of five places, the
  supplier under 廠商 / 供應商 / 致 or none, 未稅 subtotal, 營業稅 5 %, 總計 with 新臺幣大寫, a
  deposit).
- blind52_ja_tatami_ten_igusa_hacchu: a Japanese tatami maker's order for rush facings, cores
  and edging (発注書 / 注文書, the supplier with 御中 at the top left or in a panel, the shop
  with a seal, the order number in a box, beside the title or in a grid, a 合計金額 box whose
  amount sits on the line below its label at times, 小計 / 消費税 / 合計 in whole yen).
- blind52_en_ie_greyhound_stadium_po: an Irish greyhound stadium's order for kennel, track and
  hospitality supplies (the stadium's letterhead at the left, centre, right or on a band, the
  PO number beside the title, in a boxed header grid, a header row, label pairs or a data
  block, Supplier / Vendor / To or no label, deliver-to and invoice-to blocks, 13.5 % and 23 %
  VAT, a total on the line below its label at times, CRO and VAT numbers).
- blind52_en_za_ostrich_farm_po: a Little Karoo ostrich farm's order for feed, incubator parts
  and fencing (rand figures with spaces or commas, VAT 15 %, a discount, delivery, the amount
  in words at times, a deposit line, VAT and company registration numbers, landscape at times).
- blind52_de_tanzschule_bestellung: a German dance school's order for dance shoes, floor care
  and sound equipment (a window address with the sender line and at times "Firma", or a
  supplier block with "Lieferant", the order data at the right or in a grid, 19 % USt, Rabatt,
  Versand, Gesamtbetrag on the line below its label at times, HRB and USt-IdNr. in the footer).
- blind52_fr_ca_club_curling_bon_commande: a Quebec curling club's order for stones, brooms and
  ice upkeep (Fournisseur / À / no label, livrer à and facturer à blocks, TPS 5 % and TVQ
  9,975 % with their registration numbers, Total, a deposit and a balance).
- blind52_it_ch_societa_canottieri_ordine: a Ticino rowing club's order for oars, boat spares and
  club kit (Spettabile / Fornitore / no label, CHF figures with apostrophes, IVA 8,1 %, a
  discount, a five-centime rounding line, IDI numbers, Totale CHF on the line below at times).
- blind52_es_mx_arena_lucha_libre_oc: a Mexican wrestling arena's order for ring canvas, ropes,
  masks and lighting (Proveedor block or none, RFC of both sides, IVA 16 %, the amount in
  words with M.N., an advance payment and balance, landscape at times).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, event or
the seller's sales-order number; on the seller's confirmation the customer's order number);
the supplier exactly as printed on its own first line (the seller of a confirmation; never 御中,
"Firma", "Attn" or "To:"); the grand total as "1234.50" (whole yen as "1234.00"; after
discounts, incl. tax, before deposits and prepayments; "" when the document states none, about
one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import mx_words, r2, wrapped  # noqa: E402
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
INKS = [black, Color(0.6, 0.1, 0.15), Color(0.1, 0.3, 0.6), Color(0.15, 0.35, 0.25)]


def en2(v: Decimal) -> str:
    return grouped(v)


def sp2(v: Decimal, dec: str = ",") -> str:
    """12 345,67 (fr-CA, en-ZA with a comma or a point)."""
    return grouped(v, " ", dec)


def chf(v: Decimal) -> str:
    """1'234.55 (Switzerland)."""
    return grouped(v, "'", ".")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- shared latin drawer


def _rows(
    d: la.Doc,
    x: float,
    y: float,
    rows: list[str],
    size: float,
    w: float,
    *,
    bold: int = -1,
    al: str = "l",
    grey: float = 0.0,
) -> float:
    """Text lines from top `y` (row `bold` in bold and never cut, but set smaller to fit);
    returns the y below."""
    lead = size * 1.3
    for i, s in enumerate(rows):
        b = i == bold
        if b:
            d.t(x, y + size + i * lead, s, _fit(d, s, size, w), b=True, al=al)
        else:
            d.t(x, y + size + i * lead, s, size, al=al, grey=grey, maxw=w)
    return y + len(rows) * lead


def _fit(d: la.Doc, s: str, size: float, w: float, b: bool = True) -> float:
    """The size (at most `size`) at which `s` fits in `w`."""
    return min(size, size * w / max(d.width(s, size, b), 1))


def _lblock(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    lab: str,
    rows: list[str],
    size: float,
    *,
    box: bool = False,
    bold: int = 0,
    sender: str = "",
) -> float:
    """A party block: an optional caption, its lines (the first bold); returns the y below."""
    yy = y + (4 if box else 0)
    xx = x + (5 if box else 0)
    if sender:
        d.t(xx, yy + 6, sender, 6.2, grey=0.35, maxw=w - 6)
        d.line(xx, yy + 8.5, xx + min(w - 10, d.width(sender, 6.2) + 2), yy + 8.5, 0.3)
        yy += 13
    if lab:
        d.t(xx, yy + 8, lab, 7.8, b=True, grey=0.35)
        yy += 12
    yy = _rows(d, xx, yy, rows, size, w - 10, bold=bold)
    if box:
        d.box(x, y, w, yy - y + 4)
        yy += 4
    return yy


def _pairs(
    d: la.Doc, x: float, y: float, w: float, items: list[tuple[str, str]], size: float, shade: float
) -> float:
    """Ruled label | value cells, two pairs a row."""
    h = size + 9
    lw = max(d.width(k, size - 0.6, True) for k, _ in items) + 10
    vw = w / 2 - lw
    for i in range(0, len(items), 2):
        for j, (k, v) in enumerate(items[i : i + 2]):
            cx = x + j * w / 2
            d.box(cx, y, lw, h, fill=shade)
            d.box(cx + lw, y, vw, h)
            d.t(cx + 3, y + h / 2 + size * 0.35, k, size - 0.6, b=True)
            d.t(cx + lw + 4, y + h / 2 + size * 0.35, v, _fit(d, v, size, vw - 8, False))
        y += h
    return y


def lat_doc(rng: random.Random, of: int, c: dict) -> tuple[bytes, dict]:
    """One latin-script order from a family's content `c`, its layout drawn at random."""
    land = rng.random() < c.get("land", 0.18)
    d = la.Doc(
        landscape(A4) if land else A4, la.pick(rng, c.get("fonts", "helv|libsans|dejavu|times"))
    )
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    page = [1]
    po, po_lab = c["po"], c["po_lab"]
    stated = c["stated"]
    ruled = rng.random() < 0.5

    def foot() -> None:
        if ruled:
            d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(m, d.h - 36, c["foot"], 6.3, grey=0.35, maxw=wd - 60)
        d.t(r, d.h - 36, c["pg"](page[0], of), 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, c["cont"], 9, b=True)
        return 58

    # letterhead and title
    head, hl = c["head"], c["head_lines"]
    hs = rng.choice(["left", "left", "center", "band", "right"])
    mode = rng.choice(c.get("modes", ["beside", "grid", "kv", "headrow", "pairs"]))
    ttl = rng.choice(c["beside"]).format(t=c["title"], po=po) if mode == "beside" else c["title"]
    hsz = rng.uniform(13, 16)
    tsz = rng.uniform(12.5, 16)
    yh = 52 + len(hl) * 7.6 * 1.3
    if hs == "band":
        d.box(0, 0, d.w, yh + 8, fill=rng.choice([0.84, 0.9, 0.94]), stroke=False)
    if hs in ("left", "band"):
        d.t(m, 46, head, _fit(d, head, hsz, wd * 0.55), b=True)
        _rows(d, m, 52, hl, 7.6, wd * 0.55, grey=0.25)
        d.t(r, 48, ttl, _fit(d, ttl, tsz, wd * 0.42), b=True, al="r")
        y = max(yh, 66) + 16
    elif hs == "right":
        d.t(r, 46, head, _fit(d, head, hsz, wd * 0.55), b=True, al="r")
        _rows(d, r, 52, hl, 7.6, wd * 0.55, al="r", grey=0.25)
        d.t(m, 50, ttl, _fit(d, ttl, tsz, wd * 0.42), b=True)
        y = max(yh, 66) + 16
    else:
        d.t(d.w / 2, 44, head, _fit(d, head, hsz, wd), b=True, al="c")
        _rows(d, d.w / 2, 50, hl, 7.6, wd, al="c", grey=0.25)
        tw = d.width(ttl, tsz, True)
        d.t(d.w / 2, yh + 18, ttl, _fit(d, ttl, tsz, wd), b=True, al="c")
        if rng.random() < 0.6:
            d.line(d.w / 2 - tw / 2, yh + 22, d.w / 2 + tw / 2, yh + 22, 0.7)
        y = yh + 34

    # the order's data: in a band across the page, or in a block beside the supplier
    refs = list(c["refs"])
    kv: list[tuple[str, str]] = []
    if mode in ("grid", "headrow", "pairs"):
        items = [(po_lab, po), *refs]
        if rng.random() < 0.35:
            items[0], items[1] = items[1], items[0]
        size = rng.choice([7.8, 8.2, 8.6])
        need = [max(d.width(k, size - 1.5, True), d.width(v, size)) + 12 for k, v in items]
        take = len(items) if mode == "pairs" else 2
        if mode != "pairs":
            while take < len(items) and take < 6 and sum(need[: take + 1]) <= wd:
                take += 1
        kv = items[take:]
        band = items[:take]
        if mode == "pairs":
            y = _pairs(d, m, y, wd, band, size, rng.choice([0.86, 0.92]))
        else:
            ws = need[:take]
            ws = [w_ * wd / sum(ws) for w_ in ws]
            labels, vals = [k for k, _ in band], [v for _, v in band]
            if mode == "grid":
                y = d.grid(m, y, ws, labels, vals, size, shade=rng.choice([0.86, 0.92, None]))
            else:
                y = lrow(
                    d,
                    m,
                    y,
                    ws,
                    labels,
                    "l" * take,
                    h=15,
                    size=size - 0.8,
                    b=True,
                    fill=rng.choice([0.86, 0.9]),
                )
                y = lrow(d, m, y, ws, vals, "l" * take, h=16, size=size)
        y += 12
    else:
        kv = ([(po_lab, po)] if mode == "kv" else []) + refs

    # parties
    sup_lab = la.pick(rng, c["sup_labs"])
    srows = [c["sup"], *c["sup_lines"]]
    blocks = list(c["blocks"])
    boxed = rng.random() < 0.35
    psize = rng.choice([8.4, 8.8, 9.2])
    window = c.get("window") and rng.random() < 0.6
    if kv or window:
        sup_left = window or rng.random() < 0.7
        sw = wd * 0.48
        sx = m if sup_left else r - sw
        kx = m + wd * 0.56 if sup_left else m
        if window:
            y = max(y, 112)
            rows_ = ([c["firma"]] if c.get("firma") and rng.random() < 0.4 else []) + srows
            sy = _lblock(
                d, sx, y, sw, "", rows_, psize, bold=rows_.index(c["sup"]), sender=c["window"]
            )
        else:
            sy = _lblock(d, sx, y, sw, sup_lab, srows, psize, box=boxed)
        ky = y
        if kv:
            ks = rng.choice([7.8, 8.2])
            kw = max(d.width(k, ks, True) for k, _ in kv) + 8
            vw = (r if sup_left else m + wd * 0.44) - kx - kw
            for k, v in kv:
                d.t(kx, ky + 9, k, ks, b=True)
                d.t(
                    kx + kw,
                    ky + 9,
                    v,
                    ks + 0.3 if v != po else ks + 0.8,
                    b=v == po and rng.random() < 0.5,
                    maxw=None if v == po else vw,
                )
                ky += 12.5
        y = max(sy, ky) + 12
        cols = blocks
    else:
        cols = [(sup_lab, srows)] + blocks
        if rng.random() < 0.4:
            cols = cols[1:] + cols[:1]
    if cols:
        n = len(cols)
        gap = 14
        cw = (wd - gap * (n - 1)) / n
        yy = y
        for k, (lab, rows_) in enumerate(cols):
            bs = psize if rows_[0] == c["sup"] else psize - 0.6
            yy = max(
                yy,
                _lblock(
                    d,
                    m + k * (cw + gap),
                    y,
                    cw,
                    lab,
                    rows_,
                    bs,
                    box=boxed,
                    bold=0 if rows_[0] == c["sup"] or rng.random() < 0.5 else -1,
                ),
            )
        y = yy + 12
    if c.get("intro"):
        y = wrapped(d, m, y, c["intro"], 8.4, wd) + 6

    # the lines
    body = c["body"]
    if not stated:
        body = [
            ([("" if k in c["blank"] else s) for k, s in enumerate(cells)], a) for cells, a in body
        ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in c["fracs"]],
        c["heads"],
        body,
        c["align"],
        size=rng.choice([7.6, 7.8, 8.0]),
        rowh=rng.choice([14, 15, 16]),
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )

    # the totals
    srows_ = c["sum_rows"]
    after = c["after"]
    need = 15 * (len(srows_) + len(after) + 3) + (30 if c.get("words") else 0)
    if y + need > bottom:
        y = brk()
    y += 8
    xl = m + wd * rng.uniform(0.5, 0.6)
    if stated:
        tsize = rng.choice([8.4, 8.8])
        y = d.summary(xl, r - 3, y, [(a, b, False) for a, b in srows_], tsize)
        if rng.random() < 0.4:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, c["tot_lab"], 9.4, b=True)
            d.t(r - 3, y + 30, c["tot_val"], 11.5, b=True, al="r")
            y += 38
        else:
            shade = rng.choice([None, 0.88])
            y = d.summary(
                xl,
                r - 3,
                y,
                [(c["tot_lab"], c["tot_val"], True)],
                tsize + 0.6,
                box_last=rng.random() < 0.6,
                shade=shade,
            )
        if after:
            y = d.summary(xl, r - 3, y + 2, [(a, b, False) for a, b in after], 7.8)
        if c.get("words"):
            y = wrapped(d, m, y + 6, c["words"], 7.8, wd) + 2
    else:
        y = wrapped(d, m, y, c["no_total"], 8.4, wd)
    y += 10
    for t in c["notes"]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 48 > bottom:
        y = brk()
    y += 32
    signs = c["signs"]
    gap = 20
    sw = (wd - gap * (len(signs) - 1)) / len(signs)
    for k, s in enumerate(signs):
        d.sign(m + k * (sw + gap), y, sw, s)
    foot()
    out = finish(d, c["lang"], c["kind"], po, c["sup"], c["total"])
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- shared CJK drawer


def _cw(s: str, size: float) -> float:
    return cj.stringWidth(s, cj.FONT_NAME, size)


def _cpanel(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    rows: list[tuple[str, str]],
    size: float,
    *,
    style: str,
    box: bool,
    ink: Color,
    name: str,
    sep: str = "：",
) -> float:
    """A party: `label：value` rows (style "panel") or a caption over its lines (style "lines");
    the party's own name in bold."""
    yy = y + 4
    if style == "panel":
        lw = max(_cw(f"{k}{sep}", size - 0.4) for k, _ in rows) + 6
        for k, v in rows:
            pdf.text(x + 5, yy + size + 3, f"{k}{sep}", size - 0.4, colour=GREY)
            for ln in cj.wrap(v, size, w - lw - 10) if v != name else [v]:
                pdf.text(
                    x + 5 + lw, yy + size + 3, ln, size + (0.6 if v == name else 0), bold=v == name
                )
                yy += size * 1.6
            yy += 1
    else:
        cap = rows[0][0]
        if cap:
            pdf.text(x + 5, yy + size + 2, cap, size - 0.6, colour=ink, bold=True)
            yy += size * 1.6
        for k, (lab, v) in enumerate(rows):
            s_ = v if k == 0 or not lab else f"{lab}{sep}{v}"
            for ln in cj.wrap(s_, size, w - 10) if v != name else [v]:
                pdf.text(x + 5, yy + size + 3, ln, size + (0.8 if v == name else 0), bold=v == name)
                yy += size * 1.6
    if box:
        pdf.rect(x, y, w, yy - y + 5, stroke=GREY, lw=0.5)
    return yy + 5


def cj_doc(rng: random.Random, of: int, c: dict) -> tuple[bytes, dict]:
    """One CJK order from a family's content `c`, its layout drawn at random."""
    land = rng.random() < c.get("land", 0.2)
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    page = [1]
    po, po_lab = c["po"], c["po_lab"]
    stated = c["stated"]
    ink = rng.choice(INKS)
    sep = c.get("sep", "：")

    def foot() -> None:
        if c.get("foot"):
            pdf.text(m, pdf.h - 26, c["foot"], 6.8, colour=GREY, maxw=wd - 90)
        pdf.text(right, pdf.h - 26, c["pg"](page[0], of), 7.4, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, c["cont"], 8.8, bold=True)
        return 46

    head, hl = c["head"], c["head_lines"]
    hs = rng.choice(["center", "left", "left"])
    mode = rng.choice(c.get("modes", ["beside", "kgrid", "headrow", "box", "kv"]))
    title = c["title"]
    tsz = rng.uniform(15, 18)
    if hs == "center":
        pdf.text(pdf.w / 2, 40, head, 15, align="c", bold=True, colour=ink, maxw=wd)
        yy = 52
        for s_ in hl:
            pdf.text(pdf.w / 2, yy, s_, 7.4, align="c", colour=GREY, maxw=wd)
            yy += 10
        ty = yy + 18
        pdf.text(pdf.w / 2, ty, title, tsz, align="c", bold=True, space=rng.choice([0, 0, 3]))
        pdf.line(pdf.w / 2 - 90, ty + 5, pdf.w / 2 + 90, ty + 5, lw=0.7)
        if mode == "beside":
            pdf.text(
                right,
                ty,
                f"No. {po}" if po_lab == "No." else f"{po_lab}{sep}{po}",
                10.5,
                align="r",
                colour=RED if rng.random() < 0.6 else black,
            )
            pdf.text(m, ty, f"{c['date_lab']}{sep}{c['date']}", 8.4)
        y = ty + 14
    else:
        pdf.text(m, 42, head, 14, bold=True, colour=ink, maxw=wd * 0.6)
        yy = 54
        for s_ in hl:
            pdf.text(m, yy, s_, 7.4, colour=GREY, maxw=wd * 0.6)
            yy += 10
        pdf.text(right, 46, title, tsz, align="r", bold=True)
        if mode == "beside":
            pdf.text(
                right,
                64,
                f"No. {po}" if po_lab == "No." else f"{po_lab}{sep}{po}",
                10,
                align="r",
                colour=RED if rng.random() < 0.5 else black,
            )
            pdf.text(right, 77, f"{c['date_lab']}{sep}{c['date']}", 8, align="r")
            yy = max(yy, 82)
        y = yy + 8
    if rng.random() < 0.5:
        pdf.line(m, y - 4, right, y - 4, lw=1.0, colour=ink)
    refs = list(c["refs"])
    kv: list[tuple[str, str]] = []
    if mode == "box":
        bw = [rng.choice([58, 66]), max(108, _cw(po, 8.6) + 14)]
        yy = y
        for lab, val in [(po_lab, po), (c["date_lab"], c["date"])]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
        y = yy + 8
        kv = refs
    elif mode in ("kgrid", "headrow"):
        items = [(po_lab, po), (c["date_lab"], c["date"]), *refs]
        if rng.random() < 0.35:
            items[0], items[1] = items[1], items[0]
        if mode == "kgrid":
            if len(items) % 2:
                items = items[:-1] if len(items) > 3 else items
            rows = [
                [*items[i], *items[i + 1]] if i + 1 < len(items) else [*items[i]]
                for i in range(0, len(items), 2)
            ]
            y = (
                kgrid(
                    pdf,
                    m,
                    y,
                    cj.rel(wd, [13, 37, 13, 37]),
                    rows,
                    h=18,
                    size=8.2,
                    ink=ink,
                    fill=PALE,
                )
                + 10
            )
        else:
            items = items[:5]
            ws = cj.rel(wd, [max(_cw(k, 7.8), _cw(v, 8.4)) + 12 for k, v in items])
            y = crow(
                pdf,
                m,
                y,
                ws,
                [k for k, _ in items],
                "c" * len(items),
                h=18,
                size=7.8,
                fill=PALE,
                head=True,
            )
            y = crow(pdf, m, y, ws, [v for _, v in items], "c" * len(items), h=18, size=8.4) + 10
            kv = refs[3:]
    else:
        kv = ([(po_lab, po), (c["date_lab"], c["date"])] if mode == "kv" else []) + refs

    psize = rng.choice([8.2, 8.6])
    style = c.get("style") or rng.choice(["panel", "lines"])
    box = style == "panel" or rng.random() < 0.4
    sup_rows = c.get("sup_rows")
    blocks = list(c["blocks"])
    if sup_rows:
        sup_rows = [
            (
                la.pick(rng, c["sup_labs"]) if style == "panel" else la.pick(rng, c["sup_labs_l"]),
                c["sup"],
            ),
            *sup_rows,
        ]
    if c.get("honor") and sup_rows:
        # 御中 / 様 after the supplier's name at the top left
        yy = y + 14
        pdf.text(m, yy, c["sup"], 12, bold=True)
        pdf.text(m + _cw(c["sup"], 12) + 8, yy, c["honor"], 11)
        pdf.line(m, yy + 5, m + max(240, _cw(c["sup"], 12) + 40), yy + 5, lw=0.6)
        yy += 18
        for _, v in sup_rows[1:]:
            pdf.text(m, yy, v, 7.6, colour=GREY)
            yy += 11
        pdf.text(m, yy + 4, c.get("honor_line", ""), 8.6)
        ky = y + 4
        for k, v in kv:
            pdf.text(right - 200, ky + 9, f"{k}{sep}", 8, colour=GREY)
            pdf.text(right, ky + 9, v, 8.4, align="r")
            ky += 13
        y = max(yy + 12, ky + 6)
        kv = []
        sup_rows = None
    elif kv and sup_rows:
        left = rng.random() < 0.65
        pw = wd * 0.52
        sx = m if left else right - pw
        sy = _cpanel(
            pdf, sx, y, pw, sup_rows, psize, style=style, box=box, ink=ink, name=c["sup"], sep=sep
        )
        kx = m + wd * 0.58 if left else m
        kw = max(_cw(f"{k}{sep}", 8) for k, _ in kv) + 6
        ky = y + 4
        for k, v in kv:
            pdf.text(kx, ky + 10, f"{k}{sep}", 8, colour=GREY)
            pdf.text(
                kx + kw,
                ky + 10,
                v,
                8.6 if v == po else 8.2,
                bold=v == po,
                maxw=0 if v == po else (wd * 0.42 - kw),
            )
            ky += 14
        y = max(sy, ky) + 10
        sup_rows = None
    elif kv:
        blocks.append((kv[0][0], kv))
    cols = ([sup_rows] if sup_rows else []) + [b for _, b in blocks]
    if cols and rng.random() < 0.4:
        cols = cols[1:] + cols[:1]
    for i in range(0, len(cols), 3 if land else 2):
        row = cols[i : i + (3 if land else 2)]
        pw = (wd - 14 * (len(row) - 1)) / len(row)
        yy = y
        for k, rows_ in enumerate(row):
            st = style if rows_ is not kv else "panel"
            yy = max(
                yy,
                _cpanel(
                    pdf,
                    m + k * (pw + 14),
                    y,
                    pw,
                    rows_,
                    psize - 0.3,
                    style=st,
                    box=box,
                    ink=ink,
                    name=c["sup"],
                    sep=sep,
                ),
            )
        y = yy + 8
    if c.get("intro"):
        pdf.text(m, y + 8, c["intro"], 8.4)
        y += 16

    body = c["body"]
    if not stated:
        body = [
            ([("" if k in c["blank"] else s) for k, s in enumerate(cells)], a) for cells, a in body
        ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, c["fracs"]),
        c["heads"],
        body,
        c["align"],
        rowh=rng.choice([17, 18, 19]),
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=rng.choice([PALE, cj.SHADE, Color(0.88, 0.92, 0.96)]),
    )
    srows_, after = c["sum_rows"], c["after"]
    if y + 20 * (len(srows_) + len(after) + 3) + 30 > bottom:
        y = brk()
    y += 6
    if stated:
        ts = rng.choice(["rows", "rows", "below", "bar"] if c.get("words") else ["rows", "below"])
        if ts == "bar":
            w2 = cj.rel(wd, [22, 58, 20])
            for lab, v in srows_:
                y = crow(pdf, m, y, w2, [lab, "", v], "llr", h=18, size=8.2)
            y = crow(
                pdf,
                m,
                y,
                w2,
                [c["tot_lab"], f"{c['words_lab']}{c['words']}", c["tot_val"]],
                "llr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
        else:
            w2 = [rng.choice([100, 116]), rng.choice([100, 112])]
            for lab, v in srows_:
                y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=18, size=8.4)
            if ts == "rows":
                y = crow(
                    pdf,
                    right - sum(w2),
                    y,
                    w2,
                    [c["tot_lab"], c["tot_val"]],
                    "lr",
                    h=20,
                    size=8.8,
                    bold=True,
                    fill=PALE,
                )
            else:
                pdf.text(right - sum(w2), y + 14, f"{c['tot_lab']}{sep}", 9.6, bold=True)
                pdf.text(right, y + 32, c["tot_val"], 13, align="r", bold=True, colour=ink)
                pdf.line(right - sum(w2), y + 37, right, y + 37, lw=0.8)
                y += 40
            if c.get("words"):
                pdf.text(m, y + 12, f"{c['words_lab']}{c['words']}", 8.4, maxw=wd)
                y += 16
        y += 4
        for lab, v in after:
            pdf.text(m, y + 10, f"{lab}{sep}{v}", 8.2)
            y += 14
    else:
        pdf.text(m, y + 10, c["no_total"], 8.4, maxw=wd)
        y += 18
    y += 8
    for t in c["notes"]:
        for ln in cj.wrap(t, 7.8, wd):
            if y + 14 > bottom:
                y = brk()
            pdf.text(m, y + 8, ln, 7.8, colour=GREY)
            y += 12
    if y + 64 > bottom:
        y = brk()
    y += 28
    signs = c["signs"]
    sw = wd / len(signs)
    if c.get("seal_boxes") and rng.random() < 0.7:
        for k, lab in enumerate(signs):
            x = right - (len(signs) - k) * 44
            pdf.rect(x, y - 16, 44, 13, fill=PALE, stroke=black)
            pdf.rect(x, y - 3, 44, 32, stroke=black)
            pdf.text(x + 22, y - 6, lab, 7.6, align="c")
        signs = []
    for k, s_ in enumerate(signs):
        if rng.random() < 0.5 or k == 0:
            pdf.text(m + k * sw, y, s_, 8.2)
        else:
            pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
            pdf.text(m + k * sw, y + 11, s_, 7.6)
    if c.get("stamp") and rng.random() < 0.6:
        name, cap = c["stamp"]
        pdf.stamp(
            right - (200 if c.get("seal_boxes") else 70),
            y - 8,
            name,
            rng,
            caption=cap,
            r=32,
            shape=c.get("stamp_shape", "circle"),
        )
    foot()
    out = cfinish(pdf, c["lang"], c["kind"], po, c["sup"], c["total"])
    return out if stated else none_meta(out)


def zh_pg(p: int, of: int) -> str:
    return f"第 {p} 页 共 {of} 页" if of else f"第 {p} 页"


# --------------------------------------------------------------------------- 1 zh-Hans silk filature's cocoon and reeling-spares order

SS_CITY = "湖州 嘉兴 南充 宜宾 镇江 苏州 桐乡 安康 河池 宜州 海宁 盐城 阆中 乐山".split()
SS_B = "丝源 天蚕 锦丝 华丝 蚕都 金茧 绸韵 丝路 银桑 嘉蚕 云锦 凯丝".split()
SS_MILL = [
    "{c}{b}丝绸有限公司",
    "{c}{b}缫丝厂",
    "{c}{b}茧丝绸股份有限公司",
    "{b}丝业（{c}）有限公司",
]
SS_SB = "永盛 恒丰 宏达 新农 桑梓 长兴 德茂 富春 瑞丰 同心 润丰 金桑".split()
SS_SUP_FORMED = [
    "{c}{s}茧业有限公司",
    "{c}{s}纺织机械有限公司",
    "{c}{s}化工助剂有限公司",
    "{s}蚕茧专业合作社",
    "{c}{s}纺机配件有限公司",
]
SS_SUP_BARE = ["{c}{s}纺机配件经营部", "{s}茧站", "{c}市{s}五金商行"]
SS_ITEMS = [
    ("鲜茧（春茧）", "上车茧 一级", "公斤", 52, 68),
    ("干茧", "秋茧 解舒率≥70%", "公斤", 118, 156),
    ("自动缫丝机丝鞘", "D301 不锈钢", "只", 35, 80),
    ("集绪器瓷眼", "Φ0.8 氧化铝", "只", 6, 15),
    ("小䇲子", "铝合金 6角", "只", 18, 42),
    ("煮茧助剂", "渗透剂 25kg/桶", "桶", 320, 560),
    ("丝胶保护剂", "SR-2 25kg", "桶", 420, 780),
    ("络丝筒管", "纸管 Φ50×170", "只", 1.2, 3.5),
    ("绞丝包装纸", "牛皮纸 80g", "令", 160, 280),
    ("蒸汽疏水阀", "DN25 热动力式", "只", 260, 540),
    ("缫丝机传动皮带", "B型 B-1600", "条", 38, 85),
    ("纤度仪检测探头", "电子式 通用", "套", 2600, 4800),
    ("汽车运输费（茧站至厂）", "按车次", "车次", 600, 1200),
]


def _ss(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c1, c2 = rng.sample(SS_CITY, 2)
    mill = rng.choice(SS_MILL).format(c=c1, b=rng.choice(SS_B))
    sup = bare_or(rng, SS_SUP_FORMED, SS_SUP_BARE, 0.25).format(c=c2, s=rng.choice(SS_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n3}|SC-{y}{m}{n4}|{Y}{m}{d}-{n2}|CGD{Y}{n5}")
    req = cj.number(rng, d, "QG-{y}{m}{n3}|申购{Y}{n3}")
    ht = cj.number(rng, d, "HT{Y}-{n3}|收茧合同{Y}{n2}号")
    lot = cj.number(rng, d, "批次{y}{m}{n2}|LOT-{n4}")
    stated = stated_of(rng)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        SS_ITEMS,
        n,
        [2, 5, 10, 20, 50, 100, 500, 1200],
        ["（备用）", "（进口）", "（加厚）"],
        big=2000,
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 1, 2, 3])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 120, 200, 350]))
    total = sub - off + fr
    sum_rows = [("货款小计", f"¥{cj.money(sub)}")]
    if off:
        sum_rows.append(("折让", f"-{cj.money(off)}"))
    if fr:
        sum_rows.append(("运杂费", cj.money(fr)))
    if len(sum_rows) == 1 and rng.random() < 0.5:
        sum_rows = []
    after = []
    if rng.random() < 0.6:
        pct = rng.choice([20, 30])
        after.append(
            ("预付款", f"{pct}%，计¥{cj.money(r2(total * pct / 100))}，余款验收合格后30日内付清")
        )
    c = {
        "lang": "zh-Hans",
        "kind": "purchase_order",
        "head": mill,
        "head_lines": [
            f"地址：{cj.zh_addr(rng)}",
            f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        ],
        "title": cj.pick(rng, "采购订单|原辅料采购单|采购订货单|物资采购单"),
        "po": po,
        "po_lab": cj.pick(rng, "订单编号|采购单号|订单号|No."),
        "date_lab": cj.pick(rng, "下单日期|日期|订货日期"),
        "date": cj.fdate(d, rng.choice(["cn", "iso", "slash"])),
        "refs": rng.sample(
            [
                ("申购单号", req),
                (cj.pick(rng, "合同编号|框架合同号"), ht),
                ("茧批次", lot),
                ("交货日期", cj.fdate(cj.later(rng, d, 5, 30), "cn")),
            ],
            rng.choice([2, 3, 4]),
        ),
        "sup": sup,
        "sup_labs": "供应商|供方|卖方|供货单位",
        "sup_labs_l": "供应商|供货单位|致：|",
        "sup_rows": [
            ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("地址", cj.zh_addr(rng)),
            ("税号", cj.credit_code(rng)),
        ],
        "blocks": rng.sample(
            [
                (
                    "收货",
                    [
                        ("收货单位", f"{mill}（{rng.choice(['一', '二', '三'])}车间仓库）"),
                        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
                        ("地址", cj.zh_addr(rng)),
                    ],
                ),
                (
                    "开票",
                    [
                        ("开票单位", mill),
                        ("纳税人识别号", cj.credit_code(rng)),
                        ("开户行", cj.bank(rng)[0]),
                    ],
                ),
            ],
            rng.choice([1, 2]),
        ),
        "heads": ["序号", "品名", "规格", "单位", "数量", "单价（元）", "金额（元）"],
        "fracs": [5, 24, 22, 7, 10, 14, 16],
        "align": "cllcrrr",
        "blank": {5, 6},
        "body": body,
        "stated": stated,
        "sum_rows": sum_rows,
        "tot_lab": cj.pick(rng, "合计金额|订单总金额|金额合计（含税）|总计"),
        "tot_val": f"¥{cj.money(total)}",
        "words_lab": cj.pick(rng, "人民币大写：|大写金额：|合计人民币（大写）："),
        "words": cj.daxie(total),
        "after": after,
        "no_total": "鲜茧按实际收购过磅重量及当期茧价结算，金额以结算单为准。",
        "notes": [
            "1. 以上单价均含13%增值税，供方须开具增值税专用发票。",
            "2. 蚕茧须无霉烂、无农药污染，到厂后抽样检测上车率及解舒率，不合格按合同扣价。",
            "3. 送货单及发票上请注明本订单编号。",
        ],
        "signs": ["采购员：" + cj.person(rng), "仓库：", "厂长审批：", "供方确认（签章）："],
        "stamp": (mill, rng.choice(["采购专用章", "合同专用章"])),
        "foot": f"{mill}　供应部",
        "pg": zh_pg,
        "cont": f"{mill}　采购订单（续）　{po}",
        "total": total,
    }
    return cj_doc(rng, of, c)


def blind52_zh_saosi_chang_yuanliao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ss)


# --------------------------------------------------------------------------- 2 zh-Hans farm-machinery dealer's sales confirmation

NJ_CITY = "周口 驻马店 德州 聊城 菏泽 阜阳 宿州 绥化 佳木斯 松原 荆门 益阳 南阳 商丘".split()
NJ_B = "丰收 金穗 田园 沃野 农丰 绿源 春耕 禾丰 瑞农 大地 惠农 恒农".split()
NJ_SUP = [
    "{c}{b}农业机械有限公司",
    "{c}{b}农机销售有限公司",
    "{c}{b}农机装备有限公司",
    "{b}农机（{c}）有限公司",
]
NJ_SUP_BARE = ["{c}{b}农机经营部", "{c}市{b}农机配件门市部"]
NJ_CUST = [
    "{c}{x}农机专业合作社",
    "{c}{x}种植专业合作社",
    "{c}{x}家庭农场",
    "{c}{x}农业发展有限公司",
    "{c}{x}粮食种植合作社",
]
NJ_X = "五里铺 张庄 新集 大王庄 李楼 马店 前进 红旗 双河 高庄".split()
NJ_ITEMS = [
    ("旋耕机", "1GQN-230 配套90马力", "台", 8800, 13500),
    ("高速插秧机", "6行 2ZGQ-6", "台", 46000, 68000),
    ("植保无人机配件", "喷头组件 XR110", "套", 180, 420),
    ("收割机割刀总成", "4LZ-6.0 用", "套", 1600, 2800),
    ("拖拉机轮胎", "14.9-28 人字纹", "条", 1350, 2100),
    ("液压提升器油缸", "80×200", "只", 650, 1200),
    ("播种机排种器", "气吸式 单体", "个", 420, 860),
    ("秸秆粉碎还田机", "1JH-200", "台", 9800, 15800),
    ("柴油滤清器", "CX0814 原厂", "只", 28, 65),
    ("机油", "CI-4 15W-40 18L", "桶", 380, 560),
    ("三角带", "C-3150 农机专用", "条", 45, 98),
    ("安装调试及培训", "上门服务", "次", 300, 800),
]


def _nj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c1, c2 = rng.sample(NJ_CITY, 2)
    sup = bare_or(rng, NJ_SUP, NJ_SUP_BARE, 0.2).format(c=c1, b=rng.choice(NJ_B))
    cust = rng.choice(NJ_CUST).format(c=c2, x=rng.choice(NJ_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n3}|HZS-{y}{m}{n2}|{Y}{m}{d}{n2}|NC-CG-{Y}-{n3}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO{Y}{n5}|QR-{Y}-{n4}")
    bt = cj.number(rng, d, "补贴{Y}-{n5}|BT{Y}{n6}")
    stated = stated_of(rng)
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7], [30, 38], 0.12)
    lines = more_lines(
        rng, NJ_ITEMS, n, [1, 2, 4, 6, 10, 20], ["（加强型）", "（原厂）", "（2025款）"], big=5000
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    sub = sum((a for *_, a in lines), ZERO)
    trade = Decimal(rng.choice([0, 0, 0, 1500, 3000, 5000])) if sub > 20000 else ZERO
    ship = Decimal(rng.choice([0, 0, 200, 500]))
    total = sub - trade + ship
    sum_rows = [("货款合计", cj.money(sub))]
    if trade:
        sum_rows.append(("旧机折价抵扣", f"-{cj.money(trade)}"))
    if ship:
        sum_rows.append(("送货费", cj.money(ship)))
    after = []
    if rng.random() < 0.7:
        dep = r2(total * Decimal(rng.choice([10, 20, 30])) / 100)
        after = [
            ("定金", f"¥{cj.money(dep)}（签约后3日内支付）"),
            ("尾款", f"¥{cj.money(total - dep)}（提货前付清）"),
        ]
    bank, acct = cj.bank(rng)
    c = {
        "lang": "zh-Hans",
        "kind": "order_confirmation",
        "head": sup,
        "head_lines": [
            f"地址：{cj.zh_addr(rng)}",
            f"销售热线：{cj.zh_tel(rng)}　售后：{cj.mobile(rng)}",
        ],
        "title": cj.pick(rng, "销售确认单|订单确认书|销售合同确认单|供货确认函"),
        "po": po,
        "po_lab": cj.pick(rng, "客户订单号|贵方采购单号|客户PO号|采购订单号"),
        "date_lab": cj.pick(rng, "确认日期|日期|签订日期"),
        "date": cj.fdate(d, rng.choice(["cn", "iso", "slash"])),
        "refs": rng.sample(
            [
                ("销售单号", so),
                ("补贴申请编号", bt),
                ("业务员", cj.person(rng)),
                ("提货日期", cj.fdate(cj.later(rng, d, 3, 25), "cn")),
            ],
            rng.choice([2, 3, 4]),
        ),
        "modes": ["kgrid", "headrow", "kv", "box"],
        "sup": sup,
        "sup_rows": None,
        "blocks": [
            (
                "客户",
                [
                    (cj.pick(rng, "客户名称|购货单位|需方"), cust),
                    ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
                    ("地址", cj.zh_addr(rng)),
                ],
            ),
            *(
                [
                    (
                        "送货",
                        [
                            ("送货地点", f"{cust}机库"),
                            ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
                        ],
                    )
                ]
                if rng.random() < 0.6
                else []
            ),
        ],
        "intro": "感谢贵方惠顾，现将订购内容确认如下，请核对无误后签字盖章回传："
        if rng.random() < 0.6
        else "",
        "heads": ["序号", "产品名称", "型号规格", "单位", "数量", "单价", "金额"],
        "fracs": [5, 24, 24, 7, 9, 14, 17],
        "align": "cllcrrr",
        "blank": {5, 6},
        "body": body,
        "stated": stated,
        "sum_rows": sum_rows,
        "tot_lab": cj.pick(rng, "合计金额|应付总额|订单总额|价税合计"),
        "tot_val": f"¥{cj.money(total)}",
        "words_lab": cj.pick(rng, "大写：|人民币（大写）："),
        "words": cj.daxie(total),
        "after": after,
        "no_total": "价格以当期厂家指导价为准，提货时按实际配置结算。",
        "notes": [
            "1. 以上价格含13%增值税（农机产品按9%税率开票的除外），享受农机购置补贴的按补贴政策办理。",
            f"2. 收款单位：{sup}　开户银行：{bank}　账号：{acct}",
            "3. 整机三包期一年，易损件除外。",
        ],
        "signs": [f"供方：{sup}", "需方确认（签字盖章）：", f"业务员：{cj.person(rng)}"],
        "stamp": (sup, "合同专用章"),
        "foot": f"{sup}",
        "pg": lambda p, o: f"{p}/{o}" if o else f"{p}",
        "cont": f"销售确认单（续）　销售单号：{so}",
        "total": total,
    }
    return cj_doc(rng, of, c)


def blind52_zh_nongji_xiaoshou_querendan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nj)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese glove-puppet troupe's order

BD_TROUPE = [
    "{n}掌中劇團",
    "{n}布袋戲團",
    "{n}園掌中劇團",
    "財團法人{n}掌中戲文教基金會",
    "{n}閣掌中劇團",
]
BD_N = "五洲 新興 真五洲 小西園 亦宛然 長義 金光 天宏 雲林 明華 鳳凰 正義".split()
BD_SB = "順發 永昌 藝華 金鼎 聲寶 宏達 巧藝 新光 美聲 大展 興隆 德成".split()
BD_ST = [
    "戲偶雕刻社",
    "舞台工程有限公司",
    "音響器材行",
    "燈光音響股份有限公司",
    "刺繡工藝社",
    "木雕工作室",
    "戲服企業社",
]
BD_PLACE = "雲林縣虎尾鎮 雲林縣西螺鎮 嘉義市西區 臺南市北區 彰化縣鹿港鎮 臺中市豐原區 高雄市鳳山區 新北市三重區".split()
BD_ITEMS = [
    ("戲偶頭（樟木雕刻 生角）", "手工彩繪", "尊", 6800, 15000),
    ("戲偶服裝（刺繡蟒袍）", "金蔥刺繡", "套", 3200, 7800),
    ("彩樓 舞台框", "木作 雕花 貼金箔", "座", 48000, 96000),
    ("布景畫幕", "3.6m×1.8m 手繪", "幅", 4200, 9600),
    ("無線麥克風組", "UHF 雙頻", "組", 8500, 16800),
    ("喇叭音箱", "12吋 主動式", "對", 12000, 24000),
    ("LED 舞台燈", "RGBW 54顆", "盞", 2800, 5600),
    ("乾冰機", "3000W", "台", 9800, 18000),
    ("戲偶手靴、帽盔", "配件 各式", "件", 450, 1500),
    ("戲箱", "鋁框 附輪", "只", 3600, 6200),
    ("爆破煙火特效（室外演出）", "合法安全型", "組", 1800, 4200),
]


def _bd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    troupe = rng.choice(BD_TROUPE).format(n=rng.choice(BD_N))
    st = rng.choice(BD_ST)
    sup = f"{rng.choice(BD_SB)}{st}"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n3}|{roc}-{n4}|BD{y}{m}{n3}|採{roc}{m}{d}{n2}")
    qt = cj.number(rng, d, "報價{roc}{n3}|Q{y}{n4}")
    proj = cj.number(rng, d, "文化部補助{roc}-{n3}|演出案{roc}{n2}")
    stated = stated_of(rng)
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36], 0.13)
    lines = more_lines(
        rng,
        BD_ITEMS,
        n,
        [1, 2, 2, 4, 6, 10],
        ["（旦角）", "（淨角）", "（備品）"],
        places=0,
        big=20000,
    )
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", it[2], f"{p:,.0f}", f"{a:,.0f}"], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    net = sum((a for *_, a in lines), ZERO)
    tax = r2(net * Decimal("0.05")).quantize(Decimal(1))
    total = net + tax
    after = []
    if rng.random() < 0.5:
        dep = (total * Decimal(rng.choice(["0.3", "0.5"]))).quantize(Decimal(1))
        after = [("訂金", f"NT${dep:,.0f}（已付）"), ("尾款", f"NT${total - dep:,.0f}")]
    ban_b, ban_s = f"{rng.randint(10000000, 99999999)}", f"{rng.randint(10000000, 99999999)}"
    c = {
        "lang": "zh-Hant",
        "kind": "purchase_order",
        "head": troupe,
        "head_lines": [
            f"{rng.choice(BD_PLACE)}{rng.choice(['中山路', '民生路', '光復路', '中正路'])}{rng.randint(1, 300)}號　電話 {cj.tw_tel(rng)}",
            f"統一編號 {ban_b}",
        ],
        "title": cj.pick(rng, "採購單|訂購單|採購訂單|訂　購　單"),
        "po": po,
        "po_lab": cj.pick(rng, "採購單號|訂單編號|單號|No."),
        "date_lab": cj.pick(rng, "採購日期|訂購日期|日期"),
        "date": cj.fdate(d, rng.choice(["roc", "rocs", "slash"])),
        "refs": rng.sample(
            [
                ("報價單號", qt),
                ("計畫編號", proj),
                ("交貨日期", cj.fdate(cj.later(rng, d, 10, 60), "roc")),
                ("付款條件", cj.pick(rng, "月結30天|貨到付款|驗收後45天")),
            ],
            rng.choice([2, 3, 4]),
        ),
        "sup": sup,
        "sup_labs": "廠商|供應商|廠商名稱|受訂廠商",
        "sup_labs_l": "廠商|供應商|致：|",
        "sup_rows": [
            ("統一編號", ban_s),
            ("聯絡人", cj.person(rng, "zh-Hant")),
            ("電話", cj.tw_tel(rng)),
            ("地址", f"{rng.choice(BD_PLACE)}{rng.randint(1, 300)}號"),
        ],
        "blocks": rng.sample(
            [
                (
                    "交貨",
                    [
                        ("交貨地點", f"{troupe}排練場"),
                        (
                            "收貨人",
                            f"{cj.person(rng, 'zh-Hant')}　09{rng.randint(10, 89)}-{rng.randint(100, 999)}-{rng.randint(100, 999)}",
                        ),
                    ],
                ),
                ("發票", [("發票抬頭", troupe), ("統一編號", ban_b)]),
            ],
            rng.choice([0, 1, 2]),
        ),
        "heads": ["項次", "品名", "規格", "數量", "單位", "單價", "金額"],
        "fracs": [5, 28, 20, 8, 7, 14, 16],
        "align": "cllrcrr",
        "blank": {5, 6},
        "body": body,
        "stated": stated,
        "sum_rows": [
            (cj.pick(rng, "小計（未稅）|未稅金額|合計"), f"{net:,.0f}"),
            ("營業稅 5%", f"{tax:,.0f}"),
        ],
        "tot_lab": cj.pick(rng, "總計|含稅總計|總金額|應付總額"),
        "tot_val": f"NT${total:,.0f}",
        "words_lab": "新臺幣（大寫）：",
        "words": cj.daxie(total, trad=True),
        "after": after,
        "no_total": "單價依報價單，金額俟驗收後依實際數量結算。",
        "notes": [
            "一、請於交貨時檢附發票及送貨單，並註明本採購單號。",
            "二、戲偶雕刻須依提供之造型圖施作，驗收不符得要求修改。",
            "三、本案部分經費由政府補助，發票須開立本團抬頭。",
        ],
        "signs": ["承辦人：", "團長：", "會計：", "廠商簽認："],
        "stamp": (troupe, "發票專用章"),
        "foot": f"{troupe}",
        "pg": lambda p, o: f"第{p}頁 共{o}頁" if o else f"第{p}頁",
        "cont": f"{troupe} 採購單（續）{po}",
        "total": total,
    }
    return cj_doc(rng, of, c)


def blind52_tw_budaixi_jutuan_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bd)


# --------------------------------------------------------------------------- 4 ja tatami maker's rush and core order

TT_SHOP = ["{p}畳店", "有限会社{p}畳店", "株式会社{p}畳", "{p}畳工業株式会社", "畳処 {p}"]
TT_P = "山口 松本 井上 木村 大野 岡田 藤井 石川 森田 前田 小川 村上".split()
TT_SB = "八代 熊本 肥後 筑後 備後 岡山 九州 西日本 球磨 不知火".split()
TT_ST = ["い草", "畳材", "畳資材", "藺業"]
TT_ITEMS = [
    ("畳表（熊本産 特等）", "引目 5分 双目", "枚", 4800, 9800),
    ("畳表（国産 中級）", "一般品", "枚", 2400, 4200),
    ("和紙畳表", "セキスイ美草 色:銀白", "枚", 5600, 8800),
    ("畳床（建材床 III型）", "55mm 本間", "枚", 3800, 6500),
    ("畳床（稲わら床）", "特注品", "枚", 9800, 16000),
    ("畳縁", "柄物 1反50m", "反", 2800, 6400),
    ("縫糸", "ビニロン 1kg", "巻", 1800, 3200),
    ("防虫紙", "100m巻", "巻", 1600, 2900),
    ("薄畳（置き畳）", "縁無し 82cm角", "枚", 3200, 5800),
    ("い草ござ", "3畳用", "枚", 2200, 4600),
]


def _tt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    shop = rng.choice(TT_SHOP).format(p=rng.choice(TT_P))
    b, t = rng.choice(TT_SB), rng.choice(TT_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}商店", f"{b}{t}協同組合"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|T{Y}{n4}|{Y}{m}{d}-{n2}|発{n5}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}")
    genba = cj.pick(rng, "〇〇寺 本堂|市民会館 和室|旅館 客室|個人邸 座敷|公民館 大広間")
    ds = rng.choice(["reiwa", "slash", "cn"])
    stated = stated_of(rng)
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7], [28, 36], 0.13)
    lines = more_lines(
        rng,
        TT_ITEMS,
        n,
        [2, 4, 6, 8, 10, 12, 20, 30],
        ["（追加）", "（緑）", "（半畳）"],
        places=0,
        big=9000,
    )
    body = [
        ([str(i), it[0], it[1], f"{int(q):,}", it[2], f"{p:,.0f}", f"{a:,.0f}"], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub + tax
    yen = rng.choice([f"¥{total:,.0f}", f"{total:,.0f}円", f"￥{total:,.0f}-"])
    c = {
        "lang": "ja",
        "kind": "purchase_order",
        "head": shop,
        "head_lines": [cj.ja_addr(rng), f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}"],
        "title": cj.pick(rng, "発注書|注文書|発　注　書|御注文書"),
        "po": po,
        "po_lab": cj.pick(rng, "発注番号|発注No.|注文番号|No."),
        "date_lab": cj.pick(rng, "発注日|注文日|日付"),
        "date": cj.fdate(d, ds),
        "refs": rng.sample(
            [
                ("お見積No.", mitsu),
                ("納期", cj.fdate(cj.later(rng, d, 7, 30), ds)),
                ("現場", genba),
                ("担当", cj.person(rng, "ja")),
            ],
            rng.choice([2, 3]),
        ),
        "sup": sup,
        "sup_labs": "仕入先|発注先|注文先",
        "sup_labs_l": "発注先|仕入先|",
        "sup_rows": [("住所", cj.ja_addr(rng)), ("TEL", cj.ja_tel(rng))],
        "honor": rng.choice(["御中", "御中", "様"]) if rng.random() < 0.6 else "",
        "honor_line": "下記のとおり発注いたします。",
        "blocks": rng.sample(
            [
                ("納品", [("納品先", f"{shop} 作業場"), ("住所", cj.ja_addr(rng))]),
                ("請求", [("請求先", shop), ("登録番号", f"T{rng.randint(10**12, 10**13 - 1)}")]),
            ],
            rng.choice([0, 1, 2]),
        ),
        "heads": ["No.", "品名", "規格・仕様", "数量", "単位", "単価", "金額"],
        "fracs": [5, 28, 24, 8, 6, 13, 16],
        "align": "cllrcrr",
        "blank": {5, 6},
        "body": body,
        "stated": stated,
        "sum_rows": [("小計", f"{sub:,.0f}"), ("消費税（10%）", f"{tax:,.0f}")],
        "tot_lab": cj.pick(rng, "合計|合計金額|総合計|ご発注金額（税込）"),
        "tot_val": yen,
        "after": [],
        "no_total": "単価はお見積書のとおり。数量確定後に金額をご連絡ください。",
        "notes": [
            "・畳表は同一ロットにて揃えてください。",
            "・納品時に産地証明（熊本県産畳表表示票）を添付願います。",
            "・請求書には発注番号をご記入ください。",
        ],
        "signs": ["承認", "確認", "担当"],
        "seal_boxes": True,
        "stamp": (shop.replace("有限会社", "").replace("株式会社", "")[:4], ""),
        "stamp_shape": "rect",
        "foot": "",
        "pg": lambda p, o: f"{p} / {o}" if o else f"{p}",
        "cont": f"発注書（続き）　発注番号：{po}",
        "total": total,
    }
    if not c["honor"]:
        c["honor"] = None
    return cj_doc(rng, of, c)


def blind52_ja_tatami_ten_igusa_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tt)


# --------------------------------------------------------------------------- 5 en-IE greyhound stadium's kennel, track and hospitality order

GH_PLACE = "Shelbourne Park|Curraheen Park|Limerick|Mullingar|Dundalk|Youghal|Enniscorthy|Kilkenny|Lifford|Tralee|Thurles|Clonmel".split(
    "|"
)
GH_BUY = [
    "{p} Greyhound Stadium",
    "{p} Greyhound Stadium DAC",
    "{p} Racing Ltd",
    "{p} Stadium Company Limited",
]
GH_SN = "Brennan|Moloney|Fitzgerald|Kavanagh|Dunne|Hegarty|Lynch|O'Sullivan|Quinlan|Gallagher|Nolan|Costello".split(
    "|"
)
GH_FIRST = "Siobhán|Declan|Aoife|Ciarán|Niamh|Pádraig|Gráinne|Eoin|Orla|Colm".split("|")
GH_SUP_FORMED = [
    "{s} Kennel Supplies Ltd",
    "{s} Turf & Sand Ltd",
    "{s} Catering Equipment Ltd",
    "{s} Agri Feeds Ltd",
    "{s} & Sons Ltd",
    "{s} Veterinary Wholesale DAC",
    "{s} Electrical Contractors Ltd",
]
GH_SUP_BARE = ["{s} Feeds", "{s} Bros.", "{f} {s} Hardware"]
GH_ITEMS = [
    ("Greyhound racing feed 15 kg", "bag", 23.5, 19, 32),
    ("Kennel bedding, shredded paper bale", "bale", 23, 7.5, 14),
    ("Track sand, washed, per tonne", "t", 23, 38, 62),
    ("Hare drive cable and rollers service", "job", 23, 650, 1400),
    ("Starting trap hinges and springs (set)", "set", 23, 120, 260),
    ("Muzzles, racing, assorted sizes", "each", 23, 9, 18),
    ("Racing jackets (set of six colours)", "set", 23, 95, 180),
    ("Restaurant menu printing, A3 laminated", "each", 23, 3.2, 6.5),
    ("Catering: hot food for race night (per cover)", "cover", 13.5, 14, 26),
    ("Floodlight lamp replacement 1000 W", "each", 23, 85, 160),
    ("Kennel disinfectant 5 L", "can", 23, 22, 38),
    ("Photo-finish camera service visit", "visit", 23, 380, 780),
]


def _gh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    place = rng.choice(GH_PLACE)
    buyer = rng.choice(GH_BUY).format(p=place)
    s1 = rng.choice(GH_SN)
    sup = bare_or(rng, GH_SUP_FORMED, GH_SUP_BARE, 0.3).format(s=s1, f=rng.choice(GH_FIRST))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-#####", f"GS{dt:%y}/####", "#######", f"PUR{dt.year}-###", "45######"])
    )
    req = la.digits(rng, rng.choice(["REQ-####", "RQ#####"]))
    meet = la.digits(rng, rng.choice(["Race night ####", "Meeting M###"]))
    quote = la.digits(rng, rng.choice(["Q-#####", "QT####"]))
    acct = la.digits(rng, rng.choice(["ACC-####", "S#####"]))
    stated = stated_of(rng)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        GH_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 40, 120],
        ["- kennel block B", "- spare", "- Saturday"],
        big=600,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), f"{it[2]}%", en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    net = sum((a for *_, a in lines), ZERO)
    disc = r2(net * Decimal(rng.choice([0, 0, 0, 2.5, 5])) / 100)
    k = (net - disc) / net if net else Decimal(1)
    v23 = r2(sum((a for it, _, _, a in lines if it[2] == 23), ZERO) * k * Decimal("0.23"))
    v13 = r2(sum((a for it, _, _, a in lines if it[2] == 13.5), ZERO) * k * Decimal("0.135"))
    total = net - disc + v23 + v13
    sum_rows = [("Goods net", f"€{en2(net)}")]
    if disc:
        sum_rows.append(("Less discount", f"-€{en2(disc)}"))
    if v13:
        sum_rows.append(("VAT @ 13.5%", f"€{en2(v13)}"))
    if v23:
        sum_rows.append(("VAT @ 23%", f"€{en2(v23)}"))
    mgr = f"{rng.choice(GH_FIRST)} {rng.choice(GH_SN)}"
    eir = la.digits(rng, rng.choice(["D## @###", "T## @#@#", "V## @@##", "X## #@##"]))
    c = {
        "lang": "en",
        "kind": "purchase_order",
        "head": buyer,
        "head_lines": [
            f"Stadium Road, {place}, Eircode {eir}",
            f"Tel +353 {la.digits(rng, '## ### ####')} · accounts@{place.lower().replace(' ', '')}greyhounds.ie",
        ],
        "title": la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"),
        "beside": ["{t} {po}", "{t} No. {po}", "{t} #{po}"],
        "po": po,
        "po_lab": la.pick(rng, "PO Number|Order No.|Purchase Order No.|PO No."),
        "refs": rng.sample(
            [
                ("Date", la.dfmt(dt, rng.choice(["dmy", "long_en", "mon"]))),
                ("Requisition", req),
                ("Meeting", meet),
                ("Your quote", quote),
                ("Supplier account", acct),
                ("Required by", la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dmy")),
            ],
            rng.choice([3, 4, 5]),
        ),
        "sup": sup,
        "sup_labs": "Supplier|Vendor|To|Supplier:|",
        "sup_lines": [
            f"{rng.choice(['Unit', 'No.'])} {rng.randint(1, 40)} {rng.choice(['Business Park', 'Industrial Estate', 'Main Street'])}",
            f"{rng.choice(['Naas', 'Portlaoise', 'Athlone', 'Mallow', 'Ennis', 'Carlow'])}, Co. {rng.choice(['Kildare', 'Laois', 'Westmeath', 'Cork', 'Clare', 'Carlow'])}",
            f"Attn: {rng.choice(GH_FIRST)} {rng.choice(GH_SN)}",
            f"VAT IE{la.digits(rng, '#######@')}",
        ],
        "blocks": rng.sample(
            [
                (
                    "Deliver to",
                    [
                        f"{buyer} - {rng.choice(['Kennel Block', 'Track Store', 'Restaurant Stores', 'Gate 2'])}",
                        f"Contact: {mgr}",
                        la.digits(rng, "08# ### ####"),
                    ],
                ),
                ("Invoice to", ["Accounts Payable", buyer, f"CRO No. {la.digits(rng, '######')}"]),
            ],
            rng.choice([1, 2, 2]),
        ),
        "heads": ["Line", "Description", "Qty", "Unit", "Price €", "VAT", "Net €"],
        "fracs": [0.06, 0.46, 0.08, 0.08, 0.11, 0.08, 0.13],
        "align": "llrlrrr",
        "blank": {4, 6},
        "body": body,
        "stated": stated,
        "sum_rows": sum_rows,
        "tot_lab": la.pick(rng, "TOTAL (incl. VAT)|Order Total|Total PO Value|Total €"),
        "tot_val": f"€{en2(total)}",
        "after": [],
        "no_total": "Value to be confirmed against the agreed price list; invoice actual quantities delivered.",
        "notes": [
            "Please quote our purchase order number on all delivery dockets and invoices. Invoices without a PO number will be returned unpaid.",
            "Deliveries to the kennel block between 08:00 and 12:00 only; all feed to carry batch numbers and be within date.",
        ],
        "signs": [
            f"Authorised: {mgr}, {rng.choice(['Racing Manager', 'Stadium Manager', 'Kennel Supervisor', 'Financial Controller'])}",
            "Supplier acknowledgement",
        ],
        "foot": f"{buyer}. Registered in Ireland No. {la.digits(rng, '######')}. VAT No. IE{la.digits(rng, '#######@')}. Directors: {rng.choice(GH_FIRST)} {rng.choice(GH_SN)}, {rng.choice(GH_FIRST)} {rng.choice(GH_SN)}.",
        "pg": lambda p, o: f"Page {p} of {o}" if o else f"Page {p}",
        "cont": f"Purchase Order {po} - continued",
        "total": total,
    }
    return lat_doc(rng, of, c)


def blind52_en_ie_greyhound_stadium_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gh)


# --------------------------------------------------------------------------- 6 en-ZA ostrich farm's feed, incubator and fencing order

OS_FARM = [
    "{n} Ostrich Farm (Pty) Ltd",
    "{n} Volstruisplaas",
    "{n} Ostrich Ranch",
    "{n} Boerdery (Pty) Ltd",
    "{n} Show Farm CC",
]
OS_N = "Highgate|Safari|Cango|Rietvlei|Welgeluk|Schoemanshoek|Kruisrivier|Doornrivier|Matjiesrivier|De Hoek|Vlakteplaas|Buffelsdrift".split(
    "|"
)
OS_SN = "Botha|Van der Merwe|Nel|Pretorius|Kruger|Steyn|Du Plessis|Jacobs|Fourie|Marais|Visagie|Smit".split(
    "|"
)
OS_SUP_FORMED = [
    "{s} Feeds (Pty) Ltd",
    "{s} Agri Supplies (Pty) Ltd",
    "{s} Incubation Systems CC",
    "Karoo {s} Fencing (Pty) Ltd",
    "{s} Ko-op Bpk",
    "{s} Veterinary (Pty) Ltd",
]
OS_SUP_BARE = ["{s} Boerdery Voorrade", "{s} Hardware", "{s} & Seuns"]
OS_ITEMS = [
    ("Ostrich grower pellets 40 kg", "bag", 185, 265),
    ("Ostrich breeder ration 40 kg", "bag", 210, 310),
    ("Lucerne bales (small)", "bale", 85, 140),
    ("Incubator turning motor 220 V", "each", 1450, 2600),
    ("Hatcher trays, ostrich egg", "each", 320, 560),
    ("Egg candling lamp LED", "each", 480, 890),
    ("Bonnox fencing 1.8 m x 50 m", "roll", 1650, 2450),
    ("Droppers, steel Y-standard 2.4 m", "each", 48, 79),
    ("Electric fence energiser 12 J", "each", 4200, 6800),
    ("Vaccine (Newcastle), 1000 doses", "vial", 380, 620),
    ("Water troughs, concrete 500 L", "each", 950, 1500),
    ("Transport: Oudtshoorn delivery", "trip", 650, 1400),
]


def _os(rng: random.Random, of: int) -> tuple[bytes, dict]:
    nm = rng.choice(OS_N)
    farm = rng.choice(OS_FARM).format(n=nm)
    sup = bare_or(rng, OS_SUP_FORMED, OS_SUP_BARE, 0.3).format(s=rng.choice(OS_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO####", f"OF{dt:%y}-###", "#####", f"PO/{dt.year}/###", "ORD-####"])
    )
    req = la.digits(rng, rng.choice(["REQ###", "Req ####"]))
    quote = la.digits(rng, rng.choice(["QUO-####", "Q#####"]))
    acct = la.digits(rng, rng.choice(["ACC####", "OST###"]))
    stated = stated_of(rng)
    dec = rng.choice([",", "."])
    cm = rng.random() < 0.35

    def fm(v: Decimal) -> str:
        return en2(v) if cm else sp2(v, dec)

    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        OS_ITEMS,
        n,
        [1, 2, 5, 10, 20, 40, 60, 100],
        ["(camp 4)", "(spare)", "(breeding pens)"],
        big=1400,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", " "), it[1], fm(p), fm(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 5])) / 100)
    vat = r2((sub - disc) * Decimal("0.15"))
    total = sub - disc + vat
    sum_rows = [("Subtotal", f"R {fm(sub)}")]
    if disc:
        sum_rows.append(("Discount", f"-R {fm(disc)}"))
    sum_rows.append(("VAT 15%", f"R {fm(vat)}"))
    after = []
    if rng.random() < 0.4:
        dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
        after = [
            ("Deposit paid (EFT)", f"R {fm(dep)}"),
            ("Balance on delivery", f"R {fm(total - dep)}"),
        ]
    owner = f"{rng.choice(['Johan', 'Anita', 'Pieter', 'Elmarie', 'Gerrit', 'Marlene'])} {rng.choice(OS_SN)}"
    c = {
        "lang": "en",
        "kind": "purchase_order",
        "land": 0.25,
        "head": farm,
        "head_lines": [
            f"Farm {nm}, {rng.choice(['R328 Cango Road', 'Volmoed Road', 'R62 Calitzdorp Road', 'De Rust Road'])}, Oudtshoorn {la.digits(rng, '66##')}",
            f"Tel 044 {la.digits(rng, '### ####')} · Reg. No. {dt.year - rng.randint(5, 30)}/{la.digits(rng, '######')}/07 · VAT No. 4{la.digits(rng, '#########')}",
        ],
        "title": la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER|Official Order"),
        "beside": ["{t} {po}", "{t} No. {po}", "{t}: {po}"],
        "po": po,
        "po_lab": la.pick(rng, "Order No.|PO Number|P.O. No.|Order Number"),
        "refs": rng.sample(
            [
                ("Date", la.dfmt(dt, rng.choice(["dmy", "iso", "long_en"]))),
                ("Requisition", req),
                ("Quote Ref.", quote),
                ("Account No.", acct),
                ("Delivery", la.dfmt(dt + timedelta(days=rng.randint(2, 14)), "dmy")),
            ],
            rng.choice([3, 4, 5]),
        ),
        "sup": sup,
        "sup_labs": "Supplier|To|Vendor|Supplier Details|",
        "sup_lines": [
            f"{rng.randint(1, 80)} {rng.choice(['Voortrekker Road', 'Church Street', 'Industria Crescent', 'Langenhoven Street'])}",
            f"{rng.choice(['Oudtshoorn', 'George', 'Mossel Bay', 'Beaufort West', 'Worcester'])} {la.digits(rng, '6###')}",
            f"VAT Reg. 4{la.digits(rng, '#########')}",
            f"Contact: {rng.choice(['Mr', 'Mrs', 'Ms'])} {rng.choice(OS_SN)} · 0{la.digits(rng, '8# ### ####')}",
        ],
        "blocks": rng.sample(
            [
                (
                    "Deliver To",
                    [
                        f"{farm} - {rng.choice(['Incubation House', 'Feed Store', 'Breeding Camps', 'Workshop'])}",
                        f"Farm manager: {owner}",
                        "Gravel road 6 km, no trucks over 8 t",
                    ],
                ),
                (
                    "Invoice To",
                    [
                        farm,
                        "P.O. Box " + la.digits(rng, "###"),
                        f"Oudtshoorn {la.digits(rng, '66##')}",
                    ],
                ),
            ],
            rng.choice([1, 2]),
        ),
        "heads": ["#", "Description", "Qty", "Unit", "Unit Price (R)", "Amount (R)"],
        "fracs": [0.05, 0.5, 0.08, 0.09, 0.13, 0.15],
        "align": "llrlrr",
        "blank": {4, 5},
        "body": body,
        "stated": stated,
        "sum_rows": sum_rows,
        "tot_lab": la.pick(rng, "TOTAL (incl. VAT)|Total Due|Order Total|TOTAL"),
        "tot_val": f"R {fm(total)}",
        "after": after,
        "words": cj.en_words(total)
        .replace("US DOLLARS", "SOUTH AFRICAN RAND")
        .replace("CENTS", "CENTS")
        if rng.random() < 0.4
        else "",
        "no_total": "Prices as per your current price list; final amount on delivered quantities.",
        "notes": [
            "Deliveries Monday to Friday 07:00 - 15:00. Feed bags to show manufacture date and Act 36 registration number.",
            "Our order number must appear on your tax invoice. Payment 30 days from statement by EFT.",
        ],
        "signs": [
            f"Ordered by: {owner}",
            f"Approved: {rng.choice(['Owner', 'Farm Manager', 'Bookkeeper'])}",
            "Received by supplier",
        ],
        "foot": f"{farm} · Co. Reg. {dt.year - 12}/{la.digits(rng, '######')}/07 · Bank: {rng.choice(['ABSA', 'FNB', 'Standard Bank', 'Nedbank'])} Oudtshoorn",
        "pg": lambda p, o: f"Page {p}/{o}" if o else f"Page {p}",
        "cont": f"{farm} - Order {po} (continued)",
        "total": total,
    }
    return lat_doc(rng, of, c)


def blind52_en_za_ostrich_farm_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _os)


# --------------------------------------------------------------------------- 7 de dance school's shoes, floor-care and sound order

TS_SCHOOL = [
    "Tanzschule {n}",
    "Tanzschule {n} GmbH",
    "ADTV Tanzschule {n}",
    "Tanzschule {n} & Partner",
    "{n} Tanzsport GmbH & Co. KG",
]
TS_N = "Krüger|Lindner|Bartels|Seidel|Weißenfels|Hoffmann|Am Schlossgarten|Casino|Schrittmacher|Rosengarten|Walzerhaus|Engelhardt".split(
    "|"
)
TS_SN = (
    "Hauser|Brandt|Kessler|Vogt|Lorenz|Franke|Albrecht|Schuster|Ziegler|Haas|Möller|Keller".split(
        "|"
    )
)
TS_F = "Sabine|Thomas|Katrin|Jörg|Anja|Markus|Heike|Stefan|Petra|Uwe".split("|")
TS_SUP_FORMED = [
    "{s} Tanzschuhe GmbH",
    "{s} Parkett- und Bodenpflege GmbH",
    "{s} Veranstaltungstechnik GmbH",
    "{s} Ballettbedarf KG",
    "{s} Spiegel & Glas GmbH",
    "{s} Gastro-Großhandel GmbH & Co. KG",
]
TS_SUP_BARE = ["{s} Tanzbedarf", "Schuhhaus {s}", "{s} Audio e.K."]
TS_ITEMS = [
    ("Damen-Tanzschuh Standard, Satin, 5 cm Absatz", "Paar", 69, 119),
    ("Herren-Tanzschuh Latein, Lack", "Paar", 79, 139),
    ("Kinderballettschläppchen, Leder", "Paar", 12, 24),
    ("Parkettpflege-Emulsion, Kanister 10 l", "Kan.", 48, 89),
    ("Tanzflächenwachs (Slide), 1 kg", "Dose", 14, 29),
    ("Funk-Headset-Mikrofon, Trainerset", "Stk.", 290, 560),
    ("Aktivlautsprecher 12 Zoll", "Stk.", 420, 780),
    ("Wandspiegel 200 x 100 cm, montiert", "Stk.", 180, 340),
    ("Ballettstange, Wandmontage 3 m", "Stk.", 160, 320),
    ("Sektgläser für Abschlussball (Karton 36)", "Ktn.", 38, 72),
    ("Eintrittsbändchen, bedruckt (1000 St.)", "Pack", 45, 90),
    ("Diskokugel 40 cm mit Motor", "Stk.", 95, 190),
]


def _ts(rng: random.Random, of: int) -> tuple[bytes, dict]:
    school = rng.choice(TS_SCHOOL).format(n=rng.choice(TS_N))
    sup = bare_or(rng, TS_SUP_FORMED, TS_SUP_BARE, 0.3).format(s=rng.choice(TS_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"B-{dt.year}-###", "BE#####", f"{dt:%y}/####", "45######", f"TS{dt:%y}-###"]),
    )
    kd = la.digits(rng, "#####")
    ang = la.digits(rng, rng.choice(["AN-####", "Angebot ######"]))
    kurs = (
        rng.choice(
            ["Abschlussball", "Herbstkurs", "Frühjahrsball", "Kinderballett", "Discofox-Kurs"]
        )
        + f" {dt.year}"
    )
    stated = stated_of(rng)
    street = f"{rng.choice(['Schillerstraße', 'Am Markt', 'Lindenallee', 'Bahnhofstraße', 'Kaiserstraße'])} {rng.randint(1, 90)}"
    city = rng.choice(
        [
            "04109 Leipzig",
            "50667 Köln",
            "90402 Nürnberg",
            "28195 Bremen",
            "65183 Wiesbaden",
            "79098 Freiburg",
        ]
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        TS_ITEMS,
        n,
        [1, 2, 4, 5, 6, 10, 12, 20],
        ["(Gr. 38)", "(schwarz)", "(Saal 2)"],
        big=500,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    net = sum((a for *_, a in lines), ZERO)
    rab = r2(net * Decimal(rng.choice([0, 0, 3, 5, 10])) / 100)
    ship = Decimal(rng.choice([0, 0, "6.90", "9.90", "14.50"]))
    base = net - rab + ship
    ust = r2(base * Decimal("0.19"))
    total = base + ust
    sum_rows = [("Warenwert netto", f"{eu(net)} €")]
    if rab:
        sum_rows.append(("abzgl. Rabatt", f"-{eu(rab)} €"))
    if ship:
        sum_rows.append(("Versandkosten", f"{eu(ship)} €"))
    sum_rows.append(("zzgl. 19 % USt.", f"{eu(ust)} €"))
    who = f"{rng.choice(TS_F)} {rng.choice(TS_SN)}"
    c = {
        "lang": "de",
        "kind": "purchase_order",
        "fonts": "helv|libsans|dejavu|times|libserif",
        "land": 0.1,
        "head": school,
        "head_lines": [
            f"{street} · {city}",
            f"Tel. 0{la.digits(rng, '### ######')} · info@tanzschule-{rng.choice(TS_N).lower().replace(' ', '').replace('ü', 'ue').replace('ö', 'oe').replace('ß', 'ss').replace('&', '')}.de",
        ],
        "title": la.pick(rng, "Bestellung|BESTELLUNG|Auftrag|Bestellschein"),
        "beside": ["{t} Nr. {po}", "{t} {po}", "{t} – Nr. {po}"],
        "po": po,
        "po_lab": la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Auftragsnummer"),
        "refs": rng.sample(
            [
                ("Datum", la.dfmt(dt, "dot")),
                ("Ihre Kundennummer", kd),
                ("Ihr Angebot", ang),
                ("Veranstaltung", kurs),
                ("Ansprechpartner", who),
                ("Liefertermin", la.dfmt(dt + timedelta(days=rng.randint(5, 21)), "dot")),
            ],
            rng.choice([3, 4, 5]),
        ),
        "sup": sup,
        "sup_labs": "Lieferant|An|Lieferant:|",
        "window": f"{school} · {street} · {city}",
        "firma": "Firma",
        "sup_lines": [
            f"{rng.choice(['Industriestraße', 'Gewerbering', 'Hauptstraße', 'Im Gewerbepark'])} {rng.randint(1, 120)}",
            f"{la.digits(rng, '#####')} {rng.choice(['Pirmasens', 'Offenbach', 'Solingen', 'Hagen', 'Fürth', 'Kassel'])}",
        ],
        "blocks": rng.sample(
            [
                (
                    "Lieferanschrift",
                    [
                        f"{school} – {rng.choice(['Saal 1 / Hintereingang', 'Lager im Keller', 'Filiale Süd'])}",
                        f"{street}, {city}",
                    ],
                ),
                (
                    "Rechnungsanschrift",
                    [school, "Buchhaltung", f"USt-IdNr. DE{la.digits(rng, '#########')}"],
                ),
            ],
            rng.choice([0, 1, 2]),
        ),
        "intro": "Sehr geehrte Damen und Herren, wir bestellen hiermit zu den vereinbarten Konditionen:"
        if rng.random() < 0.5
        else "",
        "heads": ["Pos.", "Artikel / Bezeichnung", "Menge", "Einh.", "Einzelpreis €", "Gesamt €"],
        "fracs": [0.06, 0.5, 0.08, 0.08, 0.13, 0.15],
        "align": "llrcrr",
        "blank": {4, 5},
        "body": body,
        "stated": stated,
        "sum_rows": sum_rows,
        "tot_lab": la.pick(rng, "Gesamtbetrag|Gesamtsumme brutto|Bestellwert inkl. USt.|Endbetrag"),
        "tot_val": f"{eu(total)} €",
        "after": [],
        "no_total": "Preise laut Ihrem Angebot; die Abrechnung erfolgt nach tatsächlich gelieferter Menge.",
        "notes": [
            f"Zahlung: {la.pick(rng, '14 Tage 2 % Skonto, 30 Tage netto|30 Tage netto|per Lastschrift')}. Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an.",
            "Anlieferung Mo–Fr 10–14 Uhr; außerhalb der Kurszeiten. Tanzschuhe bitte in Originalkartons.",
        ],
        "signs": [
            f"{who}, {rng.choice(['Inhaberin', 'Inhaber', 'Tanzlehrer', 'Büroleitung'])}",
            "Auftragsbestätigung Lieferant (Datum, Unterschrift)",
        ],
        "foot": f"{school} · {street} · {city} · Amtsgericht {city.split()[1]} HRB {la.digits(rng, '#####')} · USt-IdNr. DE{la.digits(rng, '#########')} · IBAN DE{la.digits(rng, '## #### #### #### #### ##')}",
        "pg": lambda p, o: f"Seite {p} von {o}" if o else f"Seite {p}",
        "cont": f"Bestellung {po} – Fortsetzung",
        "total": total,
    }
    return lat_doc(rng, of, c)


def blind52_de_tanzschule_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ts)


# --------------------------------------------------------------------------- 8 fr-CA curling club's stones, brooms and ice-upkeep order

CU_CLUB = [
    "Club de curling {n}",
    "Club de curling {n} inc.",
    "Curling {n}",
    "Association de curling de {n}",
]
CU_N = "Victoria|Jacques-Cartier|Etchemin|Boucherville|Rivière-du-Loup|Chicoutimi|Laval-sur-le-Lac|Trois-Rivières|Sherbrooke|Rimouski|Valleyfield|Magog".split(
    "|"
)
CU_SN = "Tremblay|Gagnon|Bouchard|Gauthier|Morin|Lavoie|Fortin|Côté|Pelletier|Bélanger|Lévesque|Ouellet".split(
    "|"
)
CU_SUP_FORMED = [
    "Équipements de curling {s} inc.",
    "{s} Réfrigération ltée",
    "Glace {s} inc.",
    "Distributions sportives {s} inc.",
    "{s} & Fils ltée",
    "Entretien de patinoires {s} inc.",
]
CU_SUP_BARE = ["Quincaillerie {s}", "Atelier {s}", "{s} Sports"]
CU_ITEMS = [
    ("Pierres de curling granit Ailsa Craig (jeu de 8)", "jeu", 9800, 14500),
    ("Balais synthétiques tête remplaçable", "unité", 79, 149),
    ("Têtes de balai de rechange", "unité", 18, 32),
    ("Semelles de glisse Teflon", "unité", 25, 49),
    ("Eau déminéralisée pour pebble (20 L)", "bidon", 12, 22),
    ("Grattoir à glace (ice scraper) - lame", "unité", 420, 780),
    ("Peinture pour maisons (cibles) 4 L", "gallon", 65, 120),
    ("Affûtage des pierres (par jeu)", "jeu", 650, 1200),
    ("Tableau de pointage magnétique", "unité", 240, 480),
    ("Glycol pour système de réfrigération (208 L)", "baril", 680, 1100),
    ("Tuyau de pebble avec tête", "unité", 160, 290),
    ("Verres à bière logo du club (caisse de 24)", "caisse", 42, 78),
]


def _cu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    nm = rng.choice(CU_N)
    club = rng.choice(CU_CLUB).format(n=nm)
    sup = bare_or(rng, CU_SUP_FORMED, CU_SUP_BARE, 0.3).format(s=rng.choice(CU_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"BC-{dt.year}-###", "BC#####", f"{dt:%y}-####", "CC####", f"C{dt:%y}{dt:%m}##"]
        ),
    )
    soum = la.digits(rng, rng.choice(["Soumission #####", "S-####"]))
    tourn = rng.choice(
        [
            "Bonspiel d'ouverture",
            "Omnium du club",
            "Championnat régional",
            "Ligue du mardi",
            "Bonspiel des fêtes",
        ]
    )
    stated = stated_of(rng)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng, CU_ITEMS, n, [1, 2, 4, 6, 8, 12, 16, 24], ["(rouge)", "(jaune)", "(piste 3)"], big=5000
    )
    body = [
        ([la.digits(rng, "CU-###"), it[0], it[1], f"{q:,.0f}".replace(",", " "), sp2(p), sp2(a)], a)
        for it, q, p, a in lines
    ]
    ht = sum((a for *_, a in lines), ZERO)
    rem = r2(ht * Decimal(rng.choice([0, 0, 0, 5, 10])) / 100)
    tr = Decimal(rng.choice([0, 0, 45, 85, 150]))
    base = ht - rem + tr
    tps = r2(base * Decimal("0.05"))
    tvq = r2(base * Decimal("0.09975"))
    total = base + tps + tvq
    sum_rows = [("Sous-total", f"{sp2(ht)} $")]
    if rem:
        sum_rows.append(("Escompte", f"-{sp2(rem)} $"))
    if tr:
        sum_rows.append(("Transport", f"{sp2(tr)} $"))
    sum_rows += [("TPS 5 %", f"{sp2(tps)} $"), ("TVQ 9,975 %", f"{sp2(tvq)} $")]
    after = []
    if rng.random() < 0.35:
        dep = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
        after = [("Dépôt versé", f"{sp2(dep)} $"), ("Solde à payer", f"{sp2(total - dep)} $")]
    who = f"{rng.choice(['Marc', 'Julie', 'Sylvain', 'Nathalie', 'Guy', 'Chantal'])} {rng.choice(CU_SN)}"
    c = {
        "lang": "fr",
        "kind": "purchase_order",
        "head": club,
        "head_lines": [
            f"{rng.randint(10, 999)}, {rng.choice(['rue Principale', 'boulevard Laurier', 'rue du Curling', 'chemin du Lac'])}, {nm} (Québec) {la.digits(rng, '@#@ #@#')}",
            f"Tél. {la.digits(rng, '(###) ###-####')} · NEQ {la.digits(rng, '11########')}",
        ],
        "title": la.pick(rng, "BON DE COMMANDE|Bon de commande|Commande d'achat"),
        "beside": ["{t} n° {po}", "{t} {po}", "{t} no {po}"],
        "po": po,
        "po_lab": la.pick(rng, "N° de commande|Bon de commande n°|No de commande|N° BC"),
        "refs": rng.sample(
            [
                ("Date", la.dfmt(dt, rng.choice(["iso", "dmy", "long_fr"]))),
                ("Votre soumission", soum),
                ("Événement", tourn),
                ("Demandé par", who),
                ("Livraison prévue", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "iso")),
            ],
            rng.choice([3, 4]),
        ),
        "sup": sup,
        "sup_labs": "Fournisseur|À|Fournisseur :|",
        "sup_lines": [
            f"{rng.randint(10, 9999)}, {rng.choice(['rue Industrielle', 'boul. Industriel', 'rang Saint-Joseph', 'avenue du Parc'])}",
            f"{rng.choice(['Drummondville', 'Saint-Hyacinthe', 'Lévis', 'Granby', 'Joliette'])} (Québec) {la.digits(rng, '@#@ #@#')}",
            f"TPS {la.digits(rng, '#########')} RT0001 · TVQ {la.digits(rng, '##########')} TQ0001",
        ],
        "blocks": rng.sample(
            [
                (
                    "Livrer à",
                    [
                        f"{club} – {rng.choice(['salle des glaces', 'entrepôt', 'local d’entretien'])}",
                        f"Responsable : {who}",
                        "Accès par la porte de service (arrière)",
                    ],
                ),
                ("Facturer à", [club, "Trésorerie", f"Casier postal {la.digits(rng, '###')}"]),
            ],
            rng.choice([1, 2]),
        ),
        "heads": ["Code", "Description", "Unité", "Qté", "Prix unitaire $", "Montant $"],
        "fracs": [0.09, 0.47, 0.09, 0.08, 0.13, 0.14],
        "align": "llcrrr",
        "blank": {4, 5},
        "body": body,
        "stated": stated,
        "sum_rows": sum_rows,
        "tot_lab": la.pick(rng, "TOTAL|Total|Montant total|Total de la commande"),
        "tot_val": f"{sp2(total)} $",
        "after": after,
        "no_total": f"Prix selon la {soum.lower()}; le montant final sera établi à la livraison.",
        "notes": [
            "Veuillez indiquer notre numéro de bon de commande sur le bordereau de livraison et la facture.",
            "Livraison avant l’ouverture de la saison de glace; les pierres doivent être accompagnées du certificat d’affûtage.",
        ],
        "signs": [
            f"Autorisé par : {who}, {rng.choice(['président', 'trésorière', 'directeur des glaces', 'gérante'])}",
            "Accusé de réception du fournisseur",
        ],
        "foot": f"{club} · Organisme à but non lucratif · TPS {la.digits(rng, '#########')} RT0001 · TVQ {la.digits(rng, '##########')} TQ0001",
        "pg": lambda p, o: f"Page {p} de {o}" if o else f"Page {p}",
        "cont": f"{club} – bon de commande {po} (suite)",
        "total": total,
    }
    return lat_doc(rng, of, c)


def blind52_fr_ca_club_curling_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cu)


# --------------------------------------------------------------------------- 9 it-CH rowing club's oars, boat spares and kit order

CA_CLUB = [
    "Società Canottieri {n}",
    "Club Nautico {n}",
    "Canottieri {n} Lugano",
    "Rowing Club {n}",
    "Società Canottieri {n} 1901",
]
CA_N = "Ceresio|Audax|Locarno|Verbano|Riva San Vitale|Caslano|Melide|Ascona|Brissago|Morcote|Gandria|Capolago".split(
    "|"
)
CA_SN = "Bernasconi|Fontana|Rusconi|Pedrazzini|Bianchi|Mombelli|Ferrari|Lurati|Gianola|Poretti|Righetti|Zanetti".split(
    "|"
)
CA_SUP_FORMED = [
    "{s} Nautica SA",
    "{s} Sport Sagl",
    "Cantiere Nautico {s} SA",
    "{s} & Figli SA",
    "{s} Tessili Sagl",
    "{s} Rowing Equipment AG",
]
CA_SUP_BARE = ["Ferramenta {s}", "Officina {s}", "{s} Vele"]
CA_ITEMS = [
    ("Remi di coppia in carbonio (paio)", "paio", 720, 1180),
    ("Remo di punta in carbonio", "pz", 480, 760),
    ("Scalmo regolabile con perno", "pz", 85, 160),
    ("Carrello scorrevole con ruote", "pz", 140, 260),
    ("Pedaliera con scarpette (misura 42)", "pz", 190, 340),
    ("Riparazione scafo in vetroresina", "forfait", 450, 1400),
    ("Body da gara con logo del club", "pz", 78, 135),
    ("Giubbotto di salvataggio 50 N", "pz", 45, 89),
    ("Cinghie per cavalletti (set)", "set", 35, 68),
    ("Motore fuoribordo 6 CV - tagliando", "forfait", 260, 480),
    ("Cronometro StrokeCoach", "pz", 210, 380),
    ("Numeri di gara adesivi (serie)", "serie", 28, 55),
]


def _ca(rng: random.Random, of: int) -> tuple[bytes, dict]:
    nm = rng.choice(CA_N)
    club = rng.choice(CA_CLUB).format(n=nm)
    sup = bare_or(rng, CA_SUP_FORMED, CA_SUP_BARE, 0.3).format(s=rng.choice(CA_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"ORD-{dt.year}-###", "OA#####", f"{dt:%y}/###", f"SC{dt:%y}-####", "4#####"]),
    )
    off = la.digits(rng, rng.choice(["Offerta n. ####", "OF-#####"]))
    reg = (
        rng.choice(
            [
                "Regata del Ceresio",
                "Campionati svizzeri",
                "Coppa Lago Maggiore",
                "Stagione agonistica",
            ]
        )
        + f" {dt.year}"
    )
    socio = la.digits(rng, "C-####")
    stated = stated_of(rng)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        CA_ITEMS,
        n,
        [1, 2, 2, 4, 6, 8, 12, 20],
        ["(junior)", "(otto)", "(di riserva)"],
        big=700,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "'"), it[1], chf(p), chf(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    sub = sum((a for *_, a in lines), ZERO)
    sc = r2(sub * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    base = sub - sc
    iva = r2(base * Decimal("0.081"))
    raw = base + iva
    total = r05(raw)
    rnd = total - raw
    sum_rows = [("Totale merce", f"CHF {chf(sub)}")]
    if sc:
        sum_rows.append(("Sconto società", f"- {chf(sc)}"))
    sum_rows.append(("IVA 8,1 %", chf(iva)))
    if rnd:
        sum_rows.append(("Arrotondamento", f"{'+' if rnd > 0 else '-'} {chf(abs(rnd))}"))
    after = []
    if rng.random() < 0.3:
        dep = r05(total * Decimal("0.3"))
        after = [("Acconto versato", f"CHF {chf(dep)}"), ("Saldo", f"CHF {chf(total - dep)}")]
    who = f"{rng.choice(['Marco', 'Luca', 'Chiara', 'Sara', 'Paolo', 'Elena'])} {rng.choice(CA_SN)}"
    c = {
        "lang": "it",
        "kind": "purchase_order",
        "head": club,
        "head_lines": [
            f"{rng.choice(['Riva Caccia', 'Via Riviera', 'Lungolago', 'Via al Porto'])} {rng.randint(1, 40)}, {la.digits(rng, '69##')} {rng.choice(['Lugano', 'Locarno', 'Caslano', 'Melide', 'Ascona'])}",
            f"Tel. +41 91 {la.digits(rng, '### ## ##')} · segretariato@canottieri-{nm.lower().replace(' ', '')}.ch",
        ],
        "title": la.pick(rng, "ORDINE|Ordine d'acquisto|Ordinazione|BUONO D'ORDINE"),
        "beside": ["{t} n. {po}", "{t} {po}", "{t} nr. {po}"],
        "po": po,
        "po_lab": la.pick(rng, "Ordine n.|N. ordine|Numero d'ordine|Ns. ordine"),
        "refs": rng.sample(
            [
                ("Data", la.dfmt(dt, "dot")),
                ("Vs. offerta", off),
                ("Regata / progetto", reg),
                ("N. cliente", socio),
                ("Consegna entro", la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "dot")),
            ],
            rng.choice([3, 4]),
        ),
        "sup": sup,
        "sup_labs": "Spettabile|Fornitore|Spett.|",
        "sup_lines": [
            f"{rng.choice(['Via Cantonale', 'Via Industria', 'Zona artigianale', 'Via San Gottardo'])} {rng.randint(1, 90)}",
            f"{la.digits(rng, '6###')} {rng.choice(['Mendrisio', 'Bellinzona', 'Biasca', 'Stabio', 'Chiasso'])}",
            f"IDI CHE-{la.digits(rng, '###.###.###')} IVA",
        ],
        "blocks": rng.sample(
            [
                (
                    "Luogo di consegna",
                    [
                        f"{club} – {rng.choice(['darsena', 'rimessa barche', 'magazzino'])}",
                        f"Referente: {who}",
                    ],
                ),
                ("Fatturare a", [club, "Cassiere", f"IDI CHE-{la.digits(rng, '###.###.###')}"]),
            ],
            rng.choice([1, 2]),
        ),
        "heads": ["Pos.", "Descrizione", "Qtà", "Unità", "Prezzo CHF", "Importo CHF"],
        "fracs": [0.06, 0.5, 0.08, 0.09, 0.13, 0.14],
        "align": "llrcrr",
        "blank": {4, 5},
        "body": body,
        "stated": stated,
        "sum_rows": sum_rows,
        "tot_lab": la.pick(rng, "Totale CHF|TOTALE ORDINE|Totale IVA incl.|Importo totale"),
        "tot_val": f"CHF {chf(total)}",
        "after": after,
        "no_total": f"Prezzi come da {off.lower()}; l'importo sarà fatturato in base alle quantità consegnate.",
        "notes": [
            "Vogliate indicare il nostro numero d'ordine sulla bolla di consegna e sulla fattura. Pagamento a 30 giorni.",
            "Consegna alla darsena da lunedì a venerdì, ore 8-11; i remi devono essere regolati secondo la scheda allegata.",
        ],
        "signs": [
            f"Il presidente: {who}",
            f"Il responsabile tecnico: {rng.choice(['Marco', 'Chiara', 'Paolo'])} {rng.choice(CA_SN)}",
            "Per accettazione il fornitore",
        ],
        "foot": f"{club} · Associazione ai sensi dell'art. 60 CC · IBAN CH{la.digits(rng, '## #### #### #### #### #')} · Banca Stato del Cantone Ticino",
        "pg": lambda p, o: f"Pagina {p} di {o}" if o else f"Pagina {p}",
        "cont": f"Ordine {po} – seguito",
        "total": total,
    }
    return lat_doc(rng, of, c)


def blind52_it_ch_societa_canottieri_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ca)


# --------------------------------------------------------------------------- 10 es-MX wrestling arena's ring and show order

LL_ARENA = [
    "Arena {n}",
    "Arena {n} S.A. de C.V.",
    "Promociones {n} S. de R.L. de C.V.",
    "Coliseo {n}",
    "Empresa Mexicana de Lucha {n} S.A. de C.V.",
]
LL_N = "Azteca|Coliseo del Norte|Olímpico|Tijuana Fronteriza|Puebla|Monterrey|Naucalpan|Guadalajara|López Mateos|Acapulco|Pachuca|Neza".split(
    "|"
)
LL_SN = "Hernández|García|Martínez|López|González|Ramírez|Flores|Villalobos|Cervantes|Mendoza|Salinas|Ortega".split(
    "|"
)
LL_SUP_FORMED = [
    "Lonas y Cuerdas {s} S.A. de C.V.",
    "Máscaras {s} S. de R.L. de C.V.",
    "Iluminación Escénica {s} S.A. de C.V.",
    "Estructuras {s} S.A.P.I. de C.V.",
    "Distribuidora {s} S.A. de C.V.",
    "Uniformes Deportivos {s} S.A. de C.V.",
]
LL_SUP_BARE = ["Taller {s}", "Ferretería {s}", "Máscaras {s}"]
LL_ITEMS = [
    ("Lona para ring 6 x 6 m con logotipo", "pza", 8500, 14800),
    ("Cuerdas para ring forradas (juego de 3)", "jgo", 3200, 5600),
    ("Tensores para esquinero", "pza", 420, 780),
    ("Colchoneta de espuma alta densidad", "pza", 1800, 3200),
    ("Máscara de luchador bordada a mano", "pza", 900, 2400),
    ("Cabezal móvil LED 230 W", "pza", 6800, 11500),
    ("Máquina de humo 1500 W", "pza", 3200, 5900),
    ("Cinturón de campeonato (réplica)", "pza", 4500, 9800),
    ("Boletos impresos con folio (millar)", "millar", 650, 1200),
    ("Sillas plegables de ring side", "pza", 320, 540),
    ("Vasos cerveceros 1 L con logo (caja 100)", "caja", 780, 1350),
    ("Servicio de montaje y desmontaje", "servicio", 4500, 8800),
]


def _ll(rng: random.Random, of: int) -> tuple[bytes, dict]:
    nm = rng.choice(LL_N)
    arena = rng.choice(LL_ARENA).format(n=nm)
    sup = bare_or(rng, LL_SUP_FORMED, LL_SUP_BARE, 0.3).format(s=rng.choice(LL_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["OC-#####", f"OC{dt:%y}-####", "######", f"AL-{dt.year}-###", "45########"]),
    )
    req = la.digits(rng, rng.choice(["REQ-####", "SOL-#####"]))
    cot = la.digits(rng, rng.choice(["COT-####", "Cot. #####"]))
    func = (
        rng.choice(
            [
                "Función del viernes",
                "Aniversario de la arena",
                "Noche de campeonato",
                "Gira Bajío",
                "Súper Libre",
            ]
        )
        + f" {la.dfmt(dt + timedelta(days=rng.randint(7, 40)), 'dmy')}"
    )
    stated = stated_of(rng)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        LL_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 50],
        ["(color oro)", "(de repuesto)", "(rudo)"],
        big=6000,
    )
    body = [
        ([la.digits(rng, "LL-###"), it[0], f"{q:,.0f}", it[1], f"${en2(p)}", f"${en2(a)}"], a)
        for it, q, p, a in lines
    ]
    sub = sum((a for *_, a in lines), ZERO)
    dsc = r2(sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100)
    fl = Decimal(rng.choice([0, 0, 0, 850, 1500]))
    base = sub - dsc + fl
    iva = r2(base * Decimal("0.16"))
    total = base + iva
    sum_rows = [("Subtotal", f"${en2(sub)}")]
    if dsc:
        sum_rows.append(("Descuento", f"-${en2(dsc)}"))
    if fl:
        sum_rows.append(("Flete", f"${en2(fl)}"))
    sum_rows.append(("IVA 16%", f"${en2(iva)}"))
    after = []
    if rng.random() < 0.45:
        ant = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
        after = [("Anticipo", f"${en2(ant)}"), ("Saldo a la entrega", f"${en2(total - ant)}")]
    who = f"{rng.choice(['Lic.', 'Ing.', 'C.P.'])} {rng.choice(['Alejandro', 'Verónica', 'Jorge', 'Guadalupe', 'Ricardo'])} {rng.choice(LL_SN)}"
    rfc_b = la.digits(rng, "@@@" + f"{dt.year % 100 - rng.randint(3, 20):02d}" + "####@#")
    c = {
        "lang": "es",
        "kind": "purchase_order",
        "land": 0.25,
        "head": arena,
        "head_lines": [
            f"{rng.choice(['Calle Dr. Lavista', 'Av. Juárez', 'Calz. de Tlalpan', 'Av. Revolución'])} {rng.randint(10, 300)}, Col. {rng.choice(['Doctores', 'Centro', 'Obrera', 'Moderna'])}, C.P. {la.digits(rng, '0####')}",
            f"RFC: {rfc_b} · Tel. 55 {la.digits(rng, '#### ####')}",
        ],
        "title": la.pick(rng, "ORDEN DE COMPRA|Orden de Compra|PEDIDO A PROVEEDOR"),
        "beside": ["{t} No. {po}", "{t} {po}", "{t} Folio {po}"],
        "po": po,
        "po_lab": la.pick(rng, "No. de OC|Orden de compra No.|Folio OC|Número de orden"),
        "refs": rng.sample(
            [
                ("Fecha", la.dfmt(dt, rng.choice(["dmy", "long_es"]))),
                ("Requisición", req),
                ("Su cotización", cot),
                ("Evento", func),
                ("Condiciones", la.pick(rng, "Crédito 30 días|Contado|50% anticipo")),
                ("Uso CFDI", "G03 Gastos en general"),
            ],
            rng.choice([3, 4, 5]),
        ),
        "sup": sup,
        "sup_labs": "Proveedor|Proveedor:|Señores|",
        "sup_lines": [
            f"{rng.choice(['Calle', 'Av.', 'Privada'])} {rng.choice(['Morelos', 'Hidalgo', 'Zaragoza', 'Allende'])} {rng.randint(1, 900)}",
            f"{rng.choice(['Guadalajara, Jal.', 'Puebla, Pue.', 'León, Gto.', 'Naucalpan, Méx.', 'Monterrey, N.L.'])}",
            f"RFC: {la.digits(rng, '@@@' + '######' + '@#@')}",
            f"Atención: {rng.choice(['Sr.', 'Sra.'])} {rng.choice(LL_SN)}",
        ],
        "blocks": rng.sample(
            [
                (
                    "Entregar en",
                    [
                        f"{arena} – {rng.choice(['Andén de carga', 'Bodega de utilería', 'Puerta 3'])}",
                        f"Recibe: {rng.choice(['Sr.', 'Sra.'])} {rng.choice(LL_SN)}",
                    ],
                ),
                ("Facturar a", [arena, f"RFC {rfc_b}", "Régimen 601 · CFDI 4.0"]),
            ],
            rng.choice([1, 2]),
        ),
        "heads": ["Clave", "Descripción", "Cant.", "Unidad", "P. Unitario", "Importe"],
        "fracs": [0.09, 0.48, 0.08, 0.09, 0.12, 0.14],
        "align": "llrcrr",
        "blank": {4, 5},
        "body": body,
        "stated": stated,
        "sum_rows": sum_rows,
        "tot_lab": la.pick(rng, "TOTAL|Total M.N.|Total a pagar|Importe total"),
        "tot_val": f"${en2(total)}",
        "after": after,
        "words": ("Importe con letra: " + mx_words(total)) if rng.random() < 0.7 else "",
        "no_total": f"Precios según {cot}; el importe final se determinará con la factura (CFDI) de lo entregado.",
        "notes": [
            "Favor de indicar nuestro número de orden de compra en su factura CFDI 4.0 y en la remisión. Sin OC no se recibe mercancía.",
            "Entregas de lunes a viernes de 10:00 a 16:00 h; los días de función no se recibe material.",
        ],
        "signs": [
            f"Elaboró: {who}",
            f"Autorizó: {rng.choice(['Gerente de arena', 'Director de promociones', 'Administrador'])}",
            "Acuse de recibo del proveedor",
        ],
        "foot": f"{arena} · RFC {rfc_b} · Esta orden no es válida sin firma autorizada.",
        "pg": lambda p, o: f"Hoja {p} de {o}" if o else f"Hoja {p}",
        "cont": f"Orden de compra {po} (continuación)",
        "total": total,
    }
    return lat_doc(rng, of, c)


def blind52_es_mx_arena_lucha_libre_oc(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ll)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind52_") and callable(fn)
}

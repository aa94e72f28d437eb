# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind49 (`blind50_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-NZ, de-AT, fr-CH, it and es-AR.

- blind50_zh_hangpai_wurenji_peijian_caigou: a Chinese aerial-survey drone company's order for
  batteries, propellers and gimbals (the company's name centred or at the left, the order number
  beside the title in red, in a label / value grid, in a header row with its value below or in
  a right data block; supplier and buyer panels in either order, a 收货 block, project and
  requisition numbers, 小计 / 优惠 / 运费 / 13 % 税额 or tax-included prices, 大写, a prepayment).
- blind50_zh_jieqing_dengshi_xiaoshou_queren: a festival-lantern maker's sales confirmation to a
  shopping mall or scenic area (the seller's letterhead first, its own 销售单号 boxed at the
  right, the customer's block with the customer's 采购单号 and the quotation, installation
  fees, the 合计 with its amount at times on the line below, 大写, a deposit and a balance).
- blind50_tw_huishou_chang_dabao_haocai_dinggou: a Taiwanese recycling yard's order for baling
  wire, bulk bags and machine parts (訂購單 / 採購單, 統一編號 lines, the order number in a box
  grid, beside the title or in a header row, 廠商 / 供應商 / 致 or no label, NT$ whole dollars,
  未稅 / 營業稅 5 % / 含稅總計, 新台幣大寫 at times).
- blind50_ja_yugyosen_tsurigu_hacchusho: a Japanese fishing-charter boat's order for bait,
  tackle, ice and passenger lunches (発注書 / 注文書, the supplier with 御中 or 様 at the top
  left or under the title, the boat with a seal, the order number in a small box, in a grid
  or beside the title, 10 % and reduced 8 % lines, 合計金額 box with its amount below).
- blind50_en_us_roller_rink_skate_po: a US roller rink's order for rental skates, wheels, lights
  and snack-bar supplies (letterhead left, centred, or the vendor's window first; PO number
  beside the title, in a key / value list, a boxed header grid, a header row or a data box;
  Vendor / To / Supplier / no label, ship-to and bill-to companies, sales tax or exempt).
- blind50_en_nz_adventure_tourism_gear_po: a New Zealand adventure-tourism operator's order for
  ropes, harnesses and wetsuits (the same range of header placements, GST No., NZ$, 15 % GST,
  Total incl. GST with the amount at times below its label, a deposit and balance to pay).
- blind50_de_at_fiaker_geschirr_bestellung: a Viennese Fiaker (horse-carriage) firm's order for
  harness, feed and shoeing (Bestellung Nr. beside the title or in the data block, Lieferant /
  An / Firma or none, UID numbers, 20 % and 13 % USt, Gesamtbetrag, Anzahlung / Restbetrag).
- blind50_fr_ch_ecole_parapente_commande: a Swiss paragliding school's order for wings,
  harnesses and radios (Bon de commande / Commande, CHE-...TVA numbers, CHF 1'234.50, TVA 8,1 %,
  an Arrondi line to the 5 centimes, Total TTC, an acompte).
- blind50_it_acetaia_botti_ordine: an Italian balsamic-vinegar maker's order for casks, bottles
  and labels (Ordine d'acquisto / Ordine fornitore, P.IVA and codice fornitore, Spett.le or
  Fornitore or none, Imponibile / IVA 22 % (and 10 %) / Totale documento, acconto).
- blind50_es_ar_club_polo_orden_compra: an Argentine polo club's order for mallets, balls, tack
  and fodder (Orden de Compra N°, CUIT lines, Señores / Proveedor, IVA 21 % and 10,5 %, Total
  with "Son pesos ..." in words, anticipo and saldo).

All the Latin-script families share one layout engine (`_latin`) and the CJK ones another
(`_cjk`), each drawing per document: page size and orientation, font, which party comes first,
where the order number sits (beside the title, key / value list, boxed grid, header row with the
value below, data box), labels and synonyms, shading and ruling, one or two pages.

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract or the
seller's sales-order number; on the seller's confirmation the customer's order number); the
supplier exactly as printed on its own first line (the seller of a confirmation; never 御中,
"Firma", "Attn", "To:" or a contact person); the grand total as "1234.50" (whole yen / NT$ as
"1234.00"; after discounts, incl. tax, before deposits and prepayments; "" when the document
states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path
from types import SimpleNamespace as NS

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, LETTER, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind14 import es_words  # noqa: E402
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


def en2(v: Decimal) -> str:
    return grouped(v)


def ch2(v: Decimal) -> str:
    """1'234.50 (Switzerland)."""
    return grouped(v, "'", ".")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def rate_s(rate: Decimal, comma: bool) -> str:
    s = f"{rate.normalize():f}"
    return s.replace(".", ",") if comma else s


# --------------------------------------------------------------------------- the Latin-script engine


def fit_t(d: la.Doc, x: float, y: float, s: str, size: float, w: float, **kw) -> None:
    """Text that shrinks to fit `w` rather than being cut."""
    nat = d.width(s, size, kw.get("b", False))
    d.t(x, y, s, size * min(1.0, w / nat) if nat else size, **kw)


def _block(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    label: str,
    lines: list[str],
    *,
    size: float = 8.4,
    boxed: bool = False,
    shade: bool = False,
) -> float:
    """A party block from top `y`: an optional label, the first line bold; returns the y below."""
    lead = size * 1.3
    h = (len(lines) + (1 if label else 0)) * lead + 8
    if boxed or shade:
        d.box(x - 4, y - 2, w + 4, h, fill=0.93 if shade else None, stroke=boxed)
    yy = y
    if label:
        d.t(x, yy + size, label, size - 0.6, b=True, grey=0.35, maxw=w - 4)
        yy += lead
    for i, s in enumerate(lines):
        fit_t(d, x, yy + size, s, size + (0.6 if i == 0 else 0), w - 6, b=i == 0)
        yy += lead
    return y + h


def _kv(
    d: la.Doc, x: float, r: float, y: float, pairs: list[tuple[str, str]], size: float, box: bool
) -> float:
    """Label / value lines between x and r (values right-aligned), boxed and shaded at times."""
    lead = size * 1.45
    if box:
        d.box(x - 5, y - 2, r - x + 8, lead * len(pairs) + 6, fill=0.92, stroke=True)
    for k, v in pairs:
        d.t(x, y + size + 1, k, size, b=True, maxw=(r - x) * 0.5)
        d.t(r - 1, y + size + 1, v, size, al="r", maxw=(r - x) * 0.5)
        y += lead
    return y + 6


def _latin(rng: random.Random, of: int, c: NS) -> tuple[bytes, dict]:
    land = rng.random() < c.land
    size = landscape(A4) if land else (LETTER if c.letter and rng.random() < 0.7 else A4)
    d = la.Doc(size, la.pick(rng, c.fonts))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    stated = stated_of(rng)
    page = [1]
    po = c.po
    po_lab = la.pick(rng, c.po_labels)
    mode = rng.choice(["beside", "kv", "grid", "headrow", "block"])
    head = rng.choice(["left", "left", "center", "supfirst"])
    title = la.pick(rng, c.titles)
    date_pair = (la.pick(rng, c.date_labels), c.date_s)
    refs = list(c.refs)
    rng.shuffle(refs)
    refs = refs[: rng.randint(2, len(refs))]
    foot_line = c.foot

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(m, d.h - 36, foot_line, 6.4, grey=0.35, maxw=wd - 70)
        d.t(r, d.h - 36, c.pagef(page[0], of), 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, c.cont.format(po=po), 9, b=True, maxw=wd * 0.6)
        d.t(r, 44, c.buyer, 8, al="r", grey=0.3, maxw=wd * 0.38)
        return 58

    sup_lab = la.pick(rng, c.sup_labels)
    sup_block = [c.sup, *c.sup_lines]
    tsize = rng.uniform(13, 17)
    ttl = rng.choice(c.beside).format(t=title, po=po) if mode == "beside" else title
    # ---- letterhead, title
    sup_done = False
    if head == "left":
        fit_t(d, m, 48, c.buyer, 14.5, wd * 0.52, b=True)
        yb = m_lines(d, m, 54, c.buyer_lines, 7.6, wd * 0.5)
        fit_t(d, r, 50, ttl, tsize, wd * 0.46, b=True, al="r")
        y = max(yb, 72) + 12
    elif head == "center":
        fit_t(d, d.w / 2, 44, c.buyer, 15, wd, b=True, al="c")
        d.t(d.w / 2, 56, " · ".join(c.buyer_lines), 7.2, al="c", grey=0.3, maxw=wd)
        d.line(m, 62, r, 62, 0.9)
        fit_t(d, d.w / 2, 84, ttl, tsize, wd, b=True, al="c")
        y = 98
    else:
        fit_t(d, r, 42, c.buyer, 12.5, wd * 0.45, b=True, al="r")
        yb = 48
        for s in c.buyer_lines:
            d.t(r, yb + 7.4, s, 7.4, al="r", grey=0.3, maxw=wd * 0.45)
            yb += 9.6
        ys = _block(d, m, 34, wd * 0.45, sup_lab, sup_block, size=8.6, boxed=rng.random() < 0.4)
        sup_done = True
        y = max(ys, yb) + 14
        fit_t(d, m, y + tsize * 0.8, ttl, tsize, wd, b=True)
        y += tsize + 12
    # ---- the number and its neighbours
    pairs = [(po_lab, po), date_pair, *refs]
    if mode == "beside":
        pairs = [date_pair, *refs]
    left_blocks: list[tuple[str, list[str]]] = []
    if not sup_done:
        left_blocks.append((sup_lab, sup_block))
    ship = (la.pick(rng, c.ship_labels), c.ship_lines)
    bill = (la.pick(rng, c.bill_labels), c.bill_lines) if rng.random() < 0.55 else None
    rest = [ship] + ([bill] if bill else [])
    colw = wd * 0.46
    if mode in ("kv", "block", "beside"):
        swap = rng.random() < 0.3
        px, kx = (m + wd * 0.54, m) if swap else (m, m + wd * 0.54)
        items_l = left_blocks or [rest.pop(0)]
        yl = y
        boxed = rng.random() < 0.35
        for lab, ln in items_l:
            yl = _block(d, px + (4 if boxed else 0), yl, colw, lab, ln, boxed=boxed) + 4
        d_y = _kv(d, kx + 5, kx + colw - 3, y, pairs, 8.2, mode == "block")
        y = max(d_y, yl) + 8
    else:
        yl = y
        for lab, ln in left_blocks:
            yl = _block(d, m, yl, colw, lab, ln, boxed=rng.random() < 0.35)
        if left_blocks and rest:
            lab, ln = rest.pop(0)
            yl = max(yl, _block(d, m + wd * 0.54, y, colw, lab, ln))
        y = yl + 8
        pp = pairs[:5]
        if rng.random() < 0.4:
            pp[0], pp[1] = pp[1], pp[0]
        ws = [wd / len(pp)] * len(pp)
        if mode == "grid":
            y = (
                d.grid(
                    m,
                    y,
                    ws,
                    [k for k, _ in pp],
                    [v for _, v in pp],
                    8.4,
                    shade=rng.choice([0.88, 0.8, None]),
                )
                + 10
            )
        else:
            y = lrow(
                d, m, y, ws, [k for k, _ in pp], "l" * len(pp), h=16, size=7.6, b=True, fill=0.87
            )
            y = lrow(d, m, y, ws, [v for _, v in pp], "l" * len(pp), h=17, size=8.6) + 10
    if rest:
        n = len(rest)
        bw = (wd - 14 * (n - 1)) / n
        yr = y
        for k, (lab, ln) in enumerate(rest):
            yr = max(
                yr, _block(d, m + k * (bw + 14), y, bw, lab, ln, size=7.8, shade=rng.random() < 0.3)
            )
        y = yr + 6
    if c.intro and rng.random() < 0.6:
        y = wrapped(d, m, y, c.intro, 8.2, wd) + 4
    # ---- lines
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 38])
    lines = more_lines(rng, c.items, n, c.qtys, c.tags, places=c.places, big=c.big)
    codes = rng.random() < 0.4
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i)]
        if codes:
            cells.append(la.digits(rng, c.code_pat))
        cells += [it[0], c.qty(q), it[1], c.fm(p) if stated else "", c.fm(a) if stated else ""]
        body.append((cells, a))
    heads = list(c.heads)
    fr_ = [0.06, 0.5, 0.09, 0.09, 0.12, 0.14]
    al = "llrcrr"
    if codes:
        heads.insert(1, c.code_head)
        fr_ = [0.05, 0.12, 0.4, 0.08, 0.08, 0.12, 0.15]
        al = "lllrcrr"
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in fr_],
        heads,
        body,
        al,
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
        zebra=(0.95, 0.95, 0.95) if rng.random() < 0.3 else None,
    )
    # ---- sums
    sub = sum((a for *_, a in lines), ZERO)
    pct = Decimal(rng.choice(c.discs))
    groups: dict[Decimal, Decimal] = {}
    for it, _, _, a in lines:
        rt = c.rate_of(it)
        groups[rt] = groups.get(rt, ZERO) + a
    base = {rt: v - r2(v * pct / 100) for rt, v in groups.items()}
    disc = sub - sum(base.values(), ZERO)
    frt = Decimal(rng.choice(c.freights))
    if c.freight_taxed and frt:
        main = max(base, key=lambda k: base[k])
        base[main] += frt
    taxes = {rt: r2(v * rt / 100) for rt, v in sorted(base.items(), reverse=True)}
    total = sub - disc + frt + sum(taxes.values(), ZERO)
    rnd = ZERO
    if c.round5:
        t5 = (total * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20
        rnd, total = t5 - total, t5
    if y + 150 > bottom:
        y = brk()
    y += 8
    cur = c.cur
    if stated:
        rows_ = [(c.sub_lab, cur(sub), False)]
        if disc:
            rows_.append((c.disc_lab.format(p=pct), f"-{cur(disc)}", False))
            if rng.random() < 0.5:
                rows_.append((c.net_lab, cur(sub - disc), False))
        if frt:
            rows_.append((c.fr_lab, cur(frt), False))
        for rt, tx in taxes.items():
            rows_.append((c.tax_lab(rt, base[rt]), cur(tx), False))
        if rnd:
            rows_.append((c.rnd_lab, f"{'-' if rnd < 0 else ''}{cur(abs(rnd))}", False))
        tlab = la.pick(rng, c.total_labs)
        xl = m + wd * rng.uniform(0.5, 0.6)
        style = rng.choice(["row", "row", "below", "ruled"])
        if style == "ruled":
            ws2 = [r - xl - 90, 90]
            for k, (lab, v, _) in enumerate([*rows_, (tlab, cur(total), True)]):
                last = k == len(rows_)
                y = lrow(
                    d,
                    xl,
                    y,
                    ws2,
                    [lab, v],
                    "lr",
                    h=15,
                    size=8.4 if not last else 9.2,
                    b=last,
                    fill=0.88 if last else None,
                )
        else:
            y = d.summary(xl, r - 3, y, rows_, 8.6)
            if style == "below":
                d.box(xl - 4, y + 2, r - xl + 4, 34, fill=0.9, stroke=False)
                d.t(xl, y + 14, tlab, 9.2, b=True)
                d.t(r - 3, y + 30, cur(total), 11.5, b=True, al="r")
                y += 40
            else:
                y = d.summary(
                    xl,
                    r - 3,
                    y,
                    [(tlab, cur(total), True)],
                    9.4,
                    box_last=rng.random() < 0.5,
                    shade=0.88 if rng.random() < 0.4 else None,
                )
        if c.words is not None and rng.random() < 0.6:
            y = wrapped(d, m, y + 4, c.words(total), 8, wd) + 2
        if rng.random() < 0.35:
            dp = Decimal(rng.choice([20, 25, 30, 50]))
            dep = r2(total * dp / 100)
            y = d.summary(
                xl,
                r - 3,
                y + 4,
                [
                    (c.dep_lab.format(p=dp), f"-{cur(dep)}", False),
                    (c.bal_lab, cur(total - dep), False),
                ],
                8.2,
            )
    else:
        y = wrapped(d, m, y, c.no_total, 8.4, wd)
    y += 10
    for t in c.notes:
        if y + 16 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 50 > bottom:
        y = brk()
    y += 34
    caps = rng.sample(c.signs, min(len(c.signs), rng.choice([2, 3])))
    sw = (wd - 20 * (len(caps) - 1)) / len(caps)
    for k, cap in enumerate(caps):
        d.line(m + k * (sw + 20), y, m + k * (sw + 20) + sw, y, 0.5)
        fit_t(d, m + k * (sw + 20), y + 9.5, cap, 7.5, sw)
    foot()
    out = finish(d, c.lang, c.kind, po, c.sup, total)
    return out if stated else none_meta(out)


def m_lines(d: la.Doc, x: float, y: float, rows: list[str], size: float, w: float) -> float:
    for s in rows:
        d.t(x, y + size, s, size, grey=0.25, maxw=w)
        y += size * 1.3
    return y


# --------------------------------------------------------------------------- the CJK engine


def _panel(
    pdf: cj.Pdf, x: float, y: float, w: float, rows: list[tuple[str, str]], bold: str, box: bool
) -> float:
    """Label：value rows in a panel (wrapped values); returns the y below."""
    lw = 58
    hs = sum(14 * len(cj.wrap(v, 8.4, w - lw - 8)) + 1 for _, v in rows) + 6
    if box:
        pdf.rect(x, y, w, hs, stroke=GREY, lw=0.5)
    yy = y
    for lab, val in rows:
        if lab:
            pdf.text(x + 5, yy + 13, f"{lab}：", 8.2, colour=GREY, maxw=lw - 4)
        for ln in cj.wrap(val, 8.4, w - lw - 8):
            pdf.text(
                x + lw, yy + 13, ln, 9 if val == bold else 8.4, bold=val == bold, maxw=w - lw - 6
            )
            yy += 14
        yy += 1
    return y + hs


def _cjk(rng: random.Random, of: int, c: NS) -> tuple[bytes, dict]:
    land = rng.random() < c.land
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    stated = stated_of(rng)
    page = [1]
    po = c.po
    po_lab = cj.pick(rng, c.po_labels)
    ink = rng.choice([Color(0.6, 0.1, 0.15), Color(0.1, 0.3, 0.6), black, Color(0.15, 0.35, 0.2)])
    colon = "：" if rng.random() < 0.7 else " "
    title = cj.pick(rng, c.titles)
    refs = list(c.refs)
    rng.shuffle(refs)
    refs = refs[: rng.randint(2, len(refs))]

    def foot() -> None:
        pdf.line(m, pdf.h - 38, right, pdf.h - 38, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 26, c.foot, 7, colour=GREY, maxw=wd - 80)
        pdf.text(right, pdf.h - 26, c.pagef(page[0], of), 7.4, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, c.cont.format(t=title), 8.8, bold=True, maxw=wd * 0.55)
        pdf.text(right, 34, f"{po_lab}{colon}{po}", 8.8, align="r")
        return 46

    y = 0.0
    sup_rows = [(cj.pick(rng, c.sup_labels), c.sup), *c.sup_rows]
    buy_rows = [(c.buyer_label, c.buyer), *c.buyer_rows]
    if c.confirm:
        # the seller's letterhead first, its own sales-order number boxed at the right
        pdf.text(m, 40, c.sup, 15, bold=True, colour=ink, maxw=wd - 190)
        pdf.text(m, 54, c.sup_addr, 7.6, colour=GREY, maxw=wd - 190)
        pdf.text(m, 65, c.sup_tel, 7.6, colour=GREY, maxw=wd - 190)
        bw = 170
        pdf.rect(right - bw, 28, bw, 40, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, 42, c.so_label, 7.6, colour=GREY)
        pdf.text(right - 6, 42, c.so, 9, align="r", bold=True)
        pdf.text(right - bw + 6, 60, c.date_label, 7.6, colour=GREY)
        pdf.text(right - 6, 60, c.date_s, 8.6, align="r")
        pdf.line(m, 74, right, 74, lw=1.2, colour=ink)
        pdf.text(pdf.w / 2, 98, title, 16, align="c", bold=True)
        y = 110
        cust = [[c.buyer_label, c.buyer, po_lab, po]]
        rest = [[k, v] for k, v in c.buyer_rows] + [[k, v] for k, v in refs]
        while rest:
            a = rest.pop(0)
            b = rest.pop(0) if rest else ["", ""]
            cust.append([*a, *b])
        if rng.random() < 0.4 and len(cust) > 1:
            cust[0][2:], cust[1][2:] = cust[1][2:], cust[0][2:]
        if rng.random() < 0.5:
            y = (
                kgrid(
                    pdf,
                    m,
                    y,
                    cj.rel(wd, [14, 36, 14, 36]),
                    cust,
                    h=18,
                    size=8.2,
                    ink=ink,
                    fill=PALE,
                )
                + 8
            )
        else:
            pw = (wd - 18) / 2
            rows_l = [(c.buyer_label, c.buyer), *c.buyer_rows]
            rows_r = [(po_lab, po), *refs]
            y1 = _panel(pdf, m, y, pw, rows_l, c.buyer, True)
            y2 = _panel(pdf, m + pw + 18, y, pw, rows_r, "", rng.random() < 0.5)
            y = max(y1, y2) + 8
        if c.intro:
            pdf.text(m, y + 8, c.intro, 8.6, maxw=wd)
            y += 16
    else:
        head = rng.choice(c.heads_modes)
        mode = rng.choice(["beside", "kgrid", "headrow", "block", "smallbox"])
        if head == "center":
            pdf.text(pdf.w / 2, 40, c.buyer, 15, align="c", bold=True, colour=ink, maxw=wd)
            pdf.text(pdf.w / 2, 66, title, 16, align="c", bold=True)
            pdf.line(pdf.w / 2 - 80, 71, pdf.w / 2 + 80, 71, lw=0.7)
            ty = 66
            y = 80
        elif head == "left":
            pdf.text(m, 40, c.buyer, 14, bold=True, colour=ink, maxw=wd * 0.55)
            pdf.text(m, 54, c.buyer_addr, 7.4, colour=GREY, maxw=wd * 0.55)
            pdf.text(m, 65, c.buyer_tel, 7.4, colour=GREY, maxw=wd * 0.55)
            pdf.text(right, 44, title, 17, align="r", bold=True)
            ty = 62
            y = 78
        else:  # the supplier first, with its honorific, the buyer at the right
            pdf.text(pdf.w / 2, 44, title, 18, align="c", bold=True, colour=ink)
            y = 74
            pdf.text(m, y, c.sup, 12, bold=True, maxw=wd * 0.5)
            sw = min(cj.stringWidth(c.sup, cj.FONT_NAME, 12), wd * 0.5)
            if c.honor:
                pdf.text(m + sw + 6, y, rng.choice(c.honor), 11)
            pdf.line(m, y + 5, m + sw + 40, y + 5, lw=0.6)
            pdf.text(m, y + 20, c.greet, 8.6, maxw=wd * 0.5)
            ry = y - 8
            pdf.text(right, ry + 4, c.buyer, 11, align="r", bold=True, maxw=wd * 0.42)
            pdf.text(right, ry + 18, c.buyer_addr, 7.6, align="r", colour=GREY, maxw=wd * 0.42)
            pdf.text(right, ry + 30, c.buyer_tel, 7.6, align="r", colour=GREY, maxw=wd * 0.42)
            pdf.text(right, ry + 42, f"{c.person_label}：{c.person}", 7.8, align="r")
            if rng.random() < 0.65:
                pdf.stamp(
                    right - 20, ry + 16, c.seal, rng, shape=rng.choice(["rect", "circle"]), r=18
                )
            sup_rows = c.sup_rows
            ty = 44
            y = ry + 58
        pairs = [(po_lab, po), (c.date_label, c.date_s), *refs]
        if mode == "beside":
            if rng.random() < 0.5:
                pdf.text(right, ty, f"No. {po}", 11, align="r", colour=RED)
                po_lab = "No."
                colon = " "
            else:
                pdf.text(
                    right if head != "left" else m,
                    ty if head != "left" else 78,
                    f"{po_lab}{colon}{po}",
                    10,
                    align="r" if head != "left" else "l",
                    bold=True,
                )
                if head == "left":
                    y = 88
            pairs = [(c.date_label, c.date_s), *refs]
        if mode in ("kgrid", "headrow"):
            pp = pairs[:4] if mode == "kgrid" else pairs[:5]
            if rng.random() < 0.35:
                pp[0], pp[1] = pp[1], pp[0]
            if mode == "kgrid":
                rows = (
                    [[*pp[0], *pp[1]], [*pp[2], *pp[3]]]
                    if len(pp) == 4
                    else [[*pp[0], *pp[1]], [*pp[2]]]
                )
                y = (
                    kgrid(
                        pdf,
                        m,
                        y,
                        cj.rel(wd, [13, 37, 13, 37]),
                        rows,
                        h=18,
                        size=8.4,
                        ink=ink,
                        fill=PALE,
                    )
                    + 8
                )
            else:
                ws = cj.rel(wd, [1] * len(pp))
                y = crow(
                    pdf,
                    m,
                    y,
                    ws,
                    [k for k, _ in pp],
                    "c" * len(pp),
                    h=18,
                    size=7.8,
                    fill=PALE,
                    head=True,
                )
                y = crow(pdf, m, y, ws, [v for _, v in pp], "c" * len(pp), h=18, size=8.4) + 8
        elif mode in ("block", "smallbox"):
            bw = [66, 112]
            yy = y
            if mode == "smallbox":
                for k, v in pairs[:4]:
                    yy = crow(pdf, right - sum(bw), yy, bw, [k, v], "cl", h=16, size=8)
            else:
                for k, v in pairs[:5]:
                    pdf.text(right - sum(bw), yy + 11, f"{k}{colon}", 8, colour=GREY, maxw=bw[0])
                    pdf.text(right, yy + 11, v, 8.4, align="r", maxw=bw[1])
                    yy += 14
            # the supplier panel beside the data block
            y2 = (
                _panel(pdf, m, y, wd - sum(bw) - 24, sup_rows, c.sup, rng.random() < 0.5)
                if sup_rows
                else y
            )
            sup_rows = []
            y = max(yy, y2) + 10
        # the party panels
        pw = (wd - 18) / 2
        panels = [
            p_
            for p_ in ([sup_rows] if sup_rows else [])
            + [[*([] if head == "supfirst" else buy_rows), *c.ship_rows]]
        ]
        if len(panels) == 2 and rng.random() < 0.4:
            panels.reverse()
        ymax = y
        box = rng.random() < 0.6
        for k, p_ in enumerate(panels):
            w_ = pw if len(panels) == 2 else wd
            ymax = max(
                ymax,
                _panel(
                    pdf, m + k * (pw + 18), y, w_, p_, c.sup if p_ is sup_rows else c.buyer, box
                ),
            )
        y = ymax + 10
    # ---- lines
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(rng, c.items, n, c.qtys, c.tags, places=c.places, big=c.big)
    fm = lambda v: cj.money(v, c.places)  # noqa: E731
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        name = it[0] + ("※" if c.mark and c.rate_of(it) != c.main_rate else "")
        body.append(
            (
                [
                    str(i),
                    name,
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    fm(p) if stated else "",
                    fm(a) if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 26, 22, 7, 8, 13, 15]),
        c.heads,
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=rng.choice([PALE, cj.SHADE]),
    )
    # ---- sums
    sub = sum((a for *_, a in lines), ZERO)
    pct = Decimal(rng.choice(c.discs))
    groups: dict[Decimal, Decimal] = {}
    for it, _, _, a in lines:
        groups[c.rate_of(it)] = groups.get(c.rate_of(it), ZERO) + a
    q = Decimal(1) if c.places == 0 else Decimal("0.01")
    base = {rt: v - (v * pct / 100).quantize(q, rounding=ROUND_HALF_UP) for rt, v in groups.items()}
    disc = sub - sum(base.values(), ZERO)
    frt = Decimal(rng.choice(c.freights))
    if frt:
        base[c.main_rate] = base.get(c.main_rate, ZERO) + frt
    incl = c.incl and rng.random() < 0.5
    taxes = (
        {}
        if incl
        else {
            rt: (v * rt / 100).quantize(q, rounding=c.tax_round)
            for rt, v in sorted(base.items(), reverse=True)
        }
    )
    total = sub - disc + frt + sum(taxes.values(), ZERO)
    if y + 130 > bottom:
        y = brk()
    y += 6
    cur = c.cur
    if stated:
        sub_lab = c.sub_lab_ex if (c.sub_lab_ex and not incl and rng.random() < 0.5) else c.sub_lab
        rows_ = [(sub_lab, cur(sub))]
        if disc:
            rows_.append((c.disc_lab, f"-{cur(disc)}"))
        if frt:
            rows_.append((c.fr_lab, cur(frt)))
        for rt, tx in taxes.items():
            rows_.append((c.tax_lab(rt), cur(tx)))
        tlab = cj.pick(rng, c.total_labs)
        style = rng.choice(["rows", "below", "wide"] if c.words else ["rows", "below"])
        if style == "wide":
            w2 = [190, 90]
            for lab, v in rows_:
                y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=17, size=8.2)
            ws = cj.rel(wd, [18, 62, 20])
            y = crow(
                pdf,
                m,
                y,
                ws,
                [tlab, f"{c.words_lab}{c.words(total)}", f"{c.sym}{fm(total)}"],
                "clr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
        elif style == "rows":
            w2 = [150, 110]
            for k, (lab, v) in enumerate([*rows_, (tlab, f"{c.sym}{fm(total)}")]):
                last = k == len(rows_)
                y = crow(
                    pdf,
                    right - sum(w2),
                    y,
                    w2,
                    [lab, v],
                    "lr",
                    h=18,
                    size=8.6 if not last else 9.2,
                    bold=last,
                    fill=PALE if last else None,
                )
            if c.words and rng.random() < 0.5:
                pdf.text(m, y + 12, f"{c.words_lab}{c.words(total)}", 8.4, maxw=wd)
                y += 16
        else:
            for lab, v in rows_:
                pdf.text(right - 110, y + 10, lab, 8.4, align="r")
                pdf.text(right, y + 10, v, 8.6, align="r")
                y += 14
            pdf.rect(right - 230, y + 2, 230, 40, stroke=ink, lw=1)
            pdf.rect(right - 230, y + 2, 230, 15, fill=PALE, stroke=ink, lw=0.6)
            pdf.text(right - 224, y + 13, tlab, 8.6, bold=True)
            pdf.text(right - 6, y + 36, f"{c.sym}{fm(total)}{c.yen_tail}", 13, align="r", bold=True)
            y += 48
            if c.words and rng.random() < 0.5:
                pdf.text(m, y + 6, f"{c.words_lab}{c.words(total)}", 8.4, maxw=wd)
                y += 14
        if incl:
            pdf.text(m, y + 12, c.incl_note, 7.8, colour=GREY, maxw=wd)
            y += 14
        if c.mark and any(c.rate_of(it) != c.main_rate for it, *_ in lines):
            pdf.text(m, y + 12, c.mark, 7.6, colour=GREY, maxw=wd)
            y += 14
        if rng.random() < 0.45:
            dp = rng.choice([20, 30, 50])
            dep = (total * dp / 100).quantize(q, rounding=ROUND_HALF_UP)
            pdf.text(
                m,
                y + 12,
                c.dep_line(dp, f"{c.sym}{fm(dep)}", f"{c.sym}{fm(total - dep)}"),
                8.2,
                maxw=wd,
            )
            y += 16
    else:
        pdf.text(m, y + 10, c.no_total, 8.4, maxw=wd)
        y += 18
    y += 6
    for t in c.notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    caps = c.signs
    for k, lab in enumerate(caps):
        pdf.text(m + k * wd / len(caps), y, lab, 8.2, maxw=wd / len(caps) - 8)
    if c.confirm and rng.random() < 0.6:
        pdf.stamp(m + 110, y + 6, c.sup, rng, caption=c.seal_caption, r=34)
    elif not c.confirm and rng.random() < 0.4:
        pdf.stamp(right - 60, y - 4, c.buyer, rng, caption=c.seal_caption, r=32)
    foot()
    out = cfinish(pdf, c.loc, c.kind, po, c.sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 1 zh-Hans aerial-survey drone company

HP_CITY = "成都 重庆 武汉 长沙 昆明 贵阳 南昌 合肥 福州 济南 太原 兰州".split()
HP_B = "鹰眼 云翼 天穹 飞图 星测 翔宇 智航 远视 领航 凌空 青云 极目".split()
HP_BUY = [
    "{c}{b}航拍科技有限公司",
    "{c}{b}测绘地理信息有限公司",
    "{c}{b}无人机服务有限公司",
    "{b}遥感技术（{c}）有限公司",
]
HP_SB = "大疆 华科 飞马 中航 博瑞 天鹰 智翔 锐翼 通航 恒翔 中科 翼展".split()
HP_SUP_FORMED = [
    "{c}{s}智能装备有限公司",
    "{c}{s}无人机配件有限公司",
    "{s}电池科技（{c}）有限公司",
    "{c}{s}航空电子有限公司",
]
HP_SUP_BARE = ["{c}{s}无人机配件经营部", "{c}市{s}航模商行"]
HP_ITEMS = [
    ("智能飞行电池", "TB65 5880mAh", "块", 1800, 3200),
    ("螺旋桨", "2110s 快拆 一对", "对", 45, 120),
    ("遥控器", "RC Plus 带屏", "台", 4800, 8900),
    ("电池充电管家", "BS65 智能箱", "台", 2600, 4800),
    ("图传天线", "5.8G 增程", "套", 380, 880),
    ("机臂组件", "左前 含电机", "套", 1200, 2600),
    ("无刷电机", "3110 900KV", "个", 360, 780),
    ("桨叶保护罩", "碳纤维", "套", 180, 420),
    ("RTK定位模块", "网络RTK 含天线", "套", 6800, 12800),
    ("飞行器收纳箱", "防水拉杆箱", "个", 680, 1500),
    ("ND滤镜", "ND8/16/32/64 四片装", "套", 260, 690),
    ("存储卡", "256G V30", "张", 120, 320),
    ("降落伞模块", "自动开伞 含支架", "套", 1500, 3400),
]


def _zh_common(rng: random.Random) -> dict:
    return dict(
        land=0.2,
        pagef=lambda p, o: f"第 {p} 页 共 {o} 页" if o else f"第 {p} 页",
        places=2,
        heads=["序号", "名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"],
        mark="",
        main_rate=Decimal(13),
        rate_of=lambda it: Decimal(13),
        tax_round=ROUND_HALF_UP,
        cur=lambda v: cj.money(v),
        sym="¥",
        yen_tail="",
        words=cj.daxie,
        words_lab="人民币（大写）：",
        incl=True,
        incl_note="以上单价均含13%增值税，开具增值税专用发票。",
        tax_lab=lambda rt: f"税额（{rt}%）",
        sub_lab=cj.pick(rng, "小计|货款小计|金额小计"),
        sub_lab_ex="不含税金额",
        disc_lab=cj.pick(rng, "优惠折让|折扣|让利"),
        fr_lab=cj.pick(rng, "运费|运杂费|物流费"),
    )


def _hp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c1, c2 = rng.sample(HP_CITY, 2)
    buyer = rng.choice(HP_BUY).format(c=c1, b=rng.choice(HP_B))
    sup = bare_or(rng, HP_SUP_FORMED, HP_SUP_BARE, 0.25).format(c=c2, s=rng.choice(HP_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n3}|HP-PO-{y}{m}{n3}|{Y}{m}{d}{n2}|PO{Y}-{n4}")
    person = cj.person(rng)
    c = NS(
        **_zh_common(rng),
        loc="zh-Hans",
        kind="purchase_order",
        confirm=False,
        po=po,
        po_labels="订单编号|采购单号|采购订单号|订单号",
        titles="采购订单|采购合同订单|物资采购单|设备配件采购单",
        date_label=cj.pick(rng, "下单日期|订单日期|日期"),
        date_s=cj.fdate(d, rng.choice(["cn", "iso", "slash"])),
        refs=[
            (cj.pick(rng, "项目编号|航测项目号"), cj.number(rng, d, "XM-{Y}-{n3}|HC{Y}{n3}")),
            ("请购单号", cj.number(rng, d, "QG{y}{m}{n3}|RQ-{n5}")),
            ("报价单号", cj.number(rng, d, "BJ{y}{m}{n3}|Q-{n4}")),
            ("供应商编码", cj.number(rng, d, "GYS{n4}|V{n5}")),
            ("交货日期", cj.fdate(cj.later(rng, d, 5, 30), "cn")),
        ],
        foot=f"{buyer}　地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
        cont="{t}（续页）",
        buyer=buyer,
        buyer_label=cj.pick(rng, "需方|采购方|买方"),
        buyer_rows=[
            ("统一社会信用代码", cj.credit_code(rng)),
            ("联系人", f"{person}　{cj.mobile(rng)}"),
        ],
        buyer_addr=f"地址：{cj.zh_addr(rng)}",
        buyer_tel=f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        sup=sup,
        sup_labels="供应商|供方|卖方|供货单位|致",
        sup_rows=[
            ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("地址", cj.zh_addr(rng)),
            ("税号", cj.credit_code(rng)),
        ],
        sup_addr="",
        sup_tel="",
        so="",
        so_label="",
        intro="",
        heads_modes=["center", "center", "left", "supfirst"],
        honor=[],
        greet="请按以下要求供货：",
        person_label="采购员",
        person=person,
        seal=buyer,
        seal_caption="采购专用章",
        ship_rows=[
            ("收货地址", f"{cj.zh_addr(rng)}（{cj.pick(rng, '设备库房|外业基地|飞行保障部')}）"),
            ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ],
        items=HP_ITEMS,
        qtys=[1, 2, 2, 4, 6, 10, 20],
        tags=["（备用）", "（高原版）", "（加强型）"],
        big=4000,
        discs=[0, 0, 2, 3, 5],
        freights=[0, 0, 0, 50, 120, 200],
        total_labs="合计金额|金额合计|订单总金额|合计（含税）|价税合计",
        dep_line=lambda p, a, b: (
            f"付款方式：合同签订后预付{p}%（{a}），到货验收合格后支付余款{b}。"
        ),
        no_total="单价按年度框架协议执行，结算金额以验收入库数量为准。",
        notes=[
            "1. 电池须为原厂正品并附出厂检测报告，循环次数不超过5次。",
            "2. 发票、送货单请注明本订单编号，逾期交货每日按订单金额0.5‰扣款。",
        ],
        signs=["申请部门：飞行保障部", f"采购：{person}", "审核：", "供方确认（签字盖章）："],
    )
    return _cjk(rng, of, c)


def blind50_zh_hangpai_wurenji_peijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hp)


# --------------------------------------------------------------------------- 2 zh-Hans festival-lantern maker's sales confirmation

DL_CITY = "自贡 东莞 中山 扬州 开封 洛阳 泉州 嘉兴 潍坊 西安".split()
DL_B = "华彩 灯艺 锦华 盛世 红运 祥龙 瑞彩 光华 福灯 彩艺".split()
DL_SUP = [
    "{c}{b}灯饰文化有限公司",
    "{c}{b}彩灯制作有限公司",
    "{c}{b}节庆装饰工程有限公司",
    "{b}灯会文化（{c}）有限公司",
]
DL_SUP_BARE = ["{c}{b}彩灯厂", "{c}市{b}灯笼工艺部"]
DL_CUST = [
    "{c}{x}商业管理有限公司",
    "{c}{x}旅游开发有限公司",
    "{c}{x}酒店有限公司",
    "{c}{x}文化旅游集团有限公司",
    "{c}{x}购物中心有限公司",
]
DL_X = "万达 恒隆 银泰 古城 天街 大悦 曲江 龙湖 新天地 滨江".split()
DL_ITEMS = [
    ("LED红灯笼", "直径1.2米 植绒布", "对", 260, 680),
    ("六角宫灯", "红木框 手绘", "盏", 420, 980),
    ("中国结挂饰", "1.5米 含流苏", "个", 35, 95),
    ("LED铜线灯串", "10米 暖白", "条", 18, 48),
    ("发光拱门", "6×4米 定制造型", "座", 8600, 18000),
    ("生肖主题灯组", "2.5米 彩绘", "组", 6800, 15800),
    ("春联福字套装", "烫金 1.8米", "套", 22, 58),
    ("电子鞭炮", "1.6米 声光", "挂", 120, 320),
    ("流星雨树挂灯", "50cm 8管", "套", 45, 120),
    ("灯组安装服务", "含高空作业车", "项", 1200, 3600),
    ("仿真梅花灯", "1.8米", "棵", 380, 860),
    ("走马灯", "60cm 转动", "盏", 180, 460),
]


def _dl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    c1, c2 = rng.sample(DL_CITY, 2)
    sup = bare_or(rng, DL_SUP, DL_SUP_BARE, 0.2).format(c=c1, b=rng.choice(DL_B))
    cust = rng.choice(DL_CUST).format(c=c2, x=rng.choice(DL_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{n3}|{Y}{m}{d}{n3}|SY-CG-{Y}-{n3}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO-{Y}-{n4}|DH{Y}{n4}")
    bank, acct = cj.bank(rng)
    c = NS(
        **_zh_common(rng),
        loc="zh-Hans",
        kind="order_confirmation",
        confirm=True,
        po=po,
        po_labels="客户订单号|贵司采购单号|客户PO号|采购订单号",
        titles="销售订单确认书|订单确认函|供货确认单|销售确认单",
        date_label="日期",
        date_s=cj.fdate(d, rng.choice(["cn", "iso", "slash"])),
        refs=[
            ("报价单号", cj.number(rng, d, "BJ-{y}{m}{n3}|报价{Y}{n3}")),
            ("活动名称", cj.pick(rng, "春节灯会|元宵灯展|中秋游园会|国庆亮化")),
            ("交货日期", cj.fdate(cj.later(rng, d, 5, 25), "cn")),
            ("合同编号", cj.number(rng, d, "HT-{Y}-{n3}|DS{Y}{n4}")),
        ],
        foot=f"{sup}　开户银行：{bank}　账号：{acct}",
        cont="{t}（续）",
        buyer=cust,
        buyer_label=cj.pick(rng, "客户名称|需方|购货单位"),
        buyer_rows=[
            ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("送货地址", cj.zh_addr(rng)),
        ],
        buyer_addr="",
        buyer_tel="",
        sup=sup,
        sup_labels="供方",
        sup_rows=[],
        sup_addr=f"地址：{cj.zh_addr(rng)}",
        sup_tel=f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        so=so,
        so_label=cj.pick(rng, "销售单号|订单确认号|本司单号"),
        intro="感谢贵司订购，现将订单内容确认如下，请核对后签字盖章回传：",
        heads_modes=["center"],
        honor=[],
        greet="",
        person_label="",
        person="",
        seal=sup,
        seal_caption="合同专用章",
        ship_rows=[],
        items=DL_ITEMS,
        qtys=[2, 4, 10, 20, 50, 100, 200],
        tags=["（加大）", "（金色）", "（防水款）"],
        big=1000,
        discs=[0, 0, 0, 3, 5],
        freights=[0, 0, 300, 500, 800],
        total_labs="合计金额|金额合计|订单总额|总计金额|价税合计",
        dep_line=lambda p, a, b: f"付款方式：预付定金{p}%计{a}，余款{b}于安装验收后7日内付清。",
        no_total="价格按报价单执行，最终以实际送货安装数量结算。",
        notes=[
            f"收款单位：{sup}",
            f"开户银行：{bank}　账号：{acct}",
            "灯具质保一年，户外灯组含展期内免费维护。",
        ],
        signs=[f"供方：{sup}", "业务员：" + cj.person(rng), "客户确认（签字盖章）："],
    )
    c.fr_lab = cj.pick(rng, "运输安装费|运费|安装调试费")
    return _cjk(rng, of, c)


def blind50_zh_jieqing_dengshi_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dl)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwan recycling yard

HS_B = "綠能 永續 環宇 清源 再生 資源 益盛 鴻福 德昌 宏興 全順 金源".split()
HS_BUY = [
    "{b}資源回收股份有限公司",
    "{b}環保科技有限公司",
    "{b}資源回收場",
    "{b}廢棄物清除有限公司",
]
HS_SUP_FORMED = [
    "{b}五金機械有限公司",
    "{b}包裝材料股份有限公司",
    "{b}工業有限公司",
    "{b}實業有限公司",
    "{b}機電工程有限公司",
]
HS_SUP_BARE = ["{b}五金行", "{b}機械行", "{b}企業社"]
HS_ITEMS = [
    ("打包鐵線", "#12 捆裝 25kg", "捆", 680, 1200),
    ("PP打包帶", "15mm 2000m", "卷", 420, 780),
    ("太空包", "90×90×110cm 1噸", "個", 180, 360),
    ("油壓打包機油封組", "適用60噸機", "組", 3800, 7600),
    ("地磅校正", "30噸 年度", "次", 6000, 12000),
    ("堆高機實心輪胎", "6.50-10", "條", 4200, 7800),
    ("剪斷機刀片", "600mm SKD11", "片", 8800, 16500),
    ("耐切割手套", "5級 12雙", "打", 380, 820),
    ("分類籃", "PE 大型 附輪", "個", 1200, 2600),
    ("磁選機皮帶", "B800 橡膠", "條", 9600, 18000),
    ("抓斗鋼索", "Φ18 鍍鋅", "米", 95, 180),
    ("N95防塵口罩", "20入", "盒", 320, 580),
]


def _hs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    b1, b2 = rng.sample(HS_B, 2)
    buyer = rng.choice(HS_BUY).format(b=b1)
    sup = bare_or(rng, HS_SUP_FORMED, HS_SUP_BARE, 0.25).format(b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n3}|{roc}{m}{d}-{n2}|HS{Y}{n4}|P{y}{m}{n4}")
    person = cj.person(rng, "zh-Hant")
    ban = lambda: f"{rng.randint(10000000, 99999999)}"  # noqa: E731
    c = NS(
        loc="zh-Hant",
        kind="purchase_order",
        confirm=False,
        land=0.2,
        pagef=lambda p, o: f"第 {p} 頁／共 {o} 頁" if o else f"第 {p} 頁",
        po=po,
        po_labels="訂購單號|採購單號|單號|訂單編號",
        titles="訂購單|採購單|採購訂單|訂　購　單",
        date_label=cj.pick(rng, "訂購日期|日期|採購日期"),
        date_s=cj.fdate(d, rng.choice(["roc", "rocs", "slash"])),
        refs=[
            ("請購單號", cj.number(rng, d, "RQ{roc}{n4}|請{roc}-{n3}")),
            ("報價單號", cj.number(rng, d, "Q{roc}{m}{n3}|報{n5}")),
            ("廠商編號", cj.number(rng, d, "V{n4}|S-{n3}")),
            ("交貨日期", cj.fdate(cj.later(rng, d, 5, 25), "rocs")),
            ("付款條件", cj.pick(rng, "月結30天|月結60天|貨到付現|票期45天")),
        ],
        foot=f"{buyer}　統一編號：{ban()}　{cj.tw_addr(rng)}　電話：{cj.tw_tel(rng)}",
        cont="{t}（續）",
        buyer=buyer,
        buyer_label=cj.pick(rng, "訂購單位|買方|採購單位"),
        buyer_rows=[("統一編號", ban()), ("聯絡人", f"{person}　{cj.tw_tel(rng)}")],
        buyer_addr=f"地址：{cj.tw_addr(rng)}",
        buyer_tel=f"電話：{cj.tw_tel(rng)}　傳真：{cj.tw_tel(rng)}",
        sup=sup,
        sup_labels="廠商|供應商|廠商名稱|致|賣方",
        sup_rows=[
            ("統一編號", ban()),
            ("聯絡人", f"{cj.person(rng, 'zh-Hant')} 先生"),
            ("電話", cj.tw_tel(rng)),
            ("地址", cj.tw_addr(rng)),
        ],
        sup_addr="",
        sup_tel="",
        so="",
        so_label="",
        intro="",
        heads_modes=["center", "left", "supfirst"],
        honor=["台照", "鈞鑒"],
        greet="茲向貴公司訂購下列物品，請依約交貨：",
        person_label="承辦人",
        person=person,
        seal=buyer[:4],
        seal_caption="",
        ship_rows=[
            ("交貨地點", f"{cj.tw_addr(rng)}（{cj.pick(rng, '本場倉庫|二廠分類區|地磅站')}）"),
            ("收貨人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"),
        ],
        items=HS_ITEMS,
        qtys=[1, 2, 5, 10, 20, 50, 100],
        tags=["（加厚）", "（備品）", "（黑色）"],
        places=0,
        big=5000,
        heads=["項次", "品名", "規格", "單位", "數量", "單價", "金額"],
        mark="",
        main_rate=Decimal(5),
        rate_of=lambda it: Decimal(5),
        tax_round=ROUND_HALF_UP,
        cur=lambda v: cj.money(v, 0),
        sym=rng.choice(["NT$", "NT$ ", "$"]),
        yen_tail="",
        words=lambda v: cj.daxie(v, trad=True),
        words_lab="新台幣（大寫）：",
        incl=True,
        incl_note="以上價格均已含5%營業稅。",
        tax_lab=lambda rt: cj.pick(rng, "營業稅 5%|稅額 5%|營業稅"),
        sub_lab=cj.pick(rng, "小計|合計|貨款小計"),
        sub_lab_ex=cj.pick(rng, "未稅合計|合計（未稅）"),
        disc_lab=cj.pick(rng, "折讓|折扣|優惠"),
        fr_lab=cj.pick(rng, "運費|運送費"),
        discs=[0, 0, 0, 2, 5],
        freights=[0, 0, 0, 500, 800, 1500],
        total_labs="含稅總計|總計|總金額|合計（含稅）|應付總額",
        dep_line=lambda p, a, b: f"付款方式：訂金{p}% {a}，餘款 {b} 驗收後月結。",
        no_total="單價依報價單，實際金額以驗收數量計算。",
        notes=[
            "一、交貨時請附送貨單並註明本訂購單號，發票抬頭及統一編號如上。",
            "二、品質不符規格者得退貨，逾期交貨按日扣罰千分之三。",
        ],
        signs=["核准：", "主管：", f"承辦：{person}", "廠商簽認："],
    )
    c.tax_lab = (lambda lab: lambda rt: lab)(cj.pick(rng, "營業稅 5%|稅額 5%|營業稅"))
    return _cjk(rng, of, c)


def blind50_tw_huishou_chang_dabao_haocai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hs)


# --------------------------------------------------------------------------- 4 ja fishing-charter boat

YG_P = "大漁 幸福 勝栄 福丸 海神 豊漁 明神 宝生 恵比寿 長久 喜代 清栄".split()
YG_BUY = ["{p}丸", "第三{p}丸", "有限会社{p}釣船", "遊漁船 {p}丸", "株式会社{p}マリン"]
YG_SB = "湘南 房総 三浦 伊豆 駿河 紀州 瀬戸内 玄海 東京湾 相模".split()
YG_ST = ["釣具", "漁具", "フィッシング", "マリン商会", "釣餌"]
YG_ITEMS = [
    ("活きエビ（餌）", "1kg", "kg", 10, 1800, 3200),
    ("冷凍アミエビ", "3kg ブロック", "個", 10, 680, 1200),
    ("船仕掛け", "ハリス4号 6本針", "袋", 10, 380, 880),
    ("オモリ", "80号 鉛", "個", 10, 260, 520),
    ("貸竿", "船竿 2.1m", "本", 10, 9800, 18000),
    ("電動リール修理", "オーバーホール", "台", 10, 6500, 14000),
    ("救命胴衣", "桜マーク TypeA", "着", 10, 8800, 16500),
    ("クーラーボックス", "32L", "個", 10, 12000, 26000),
    ("砕氷", "業務用 10kg", "袋", 10, 380, 650),
    ("乗船客用弁当", "幕の内", "個", 8, 650, 980),
    ("ペットボトル茶", "500ml 24本", "箱", 8, 2200, 3200),
    ("船外機オイル", "2サイクル 4L", "缶", 10, 4200, 6800),
    ("集魚灯", "LED 12V", "個", 10, 14000, 28000),
]


def _yg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    buyer = rng.choice(YG_BUY).format(p=rng.choice(YG_P))
    b, t = rng.choice(YG_SB), rng.choice(YG_ST)
    sup = rng.choice([f"株式会社{b}{t}", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"])
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|H{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}")
    person = cj.person(rng, "ja")
    ds = rng.choice(["reiwa", "slash", "cn"])
    c = NS(
        loc="ja",
        kind="purchase_order",
        confirm=False,
        land=0.15,
        pagef=lambda p, o: f"{p} / {o}" if o else f"{p}",
        po=po,
        po_labels="発注番号|発注No.|注文番号|注文書番号",
        titles="発注書|注文書|御発注書|発　注　書",
        date_label=cj.pick(rng, "発注日|注文日|発行日"),
        date_s=cj.fdate(d, ds),
        refs=[
            ("お見積No.", cj.number(rng, d, "見積{y}-{n3}|M{n5}")),
            ("納期", cj.fdate(cj.later(rng, d, 3, 20), ds)),
            ("取引先コード", cj.number(rng, d, "T{n4}|{n6}")),
            ("出船予定", cj.pick(rng, "午前船|午後船|夜焚き便|仕立船")),
            ("登録番号", f"T{rng.randint(10**12, 10**13 - 1)}"),
        ],
        foot=f"{buyer}　{cj.ja_addr(rng)}　TEL {cj.ja_tel(rng)}",
        cont="{t}（続き）",
        buyer=buyer,
        buyer_label=cj.pick(rng, "発注者|注文者"),
        buyer_rows=[("担当", person), ("TEL", cj.ja_tel(rng))],
        buyer_addr=cj.ja_addr(rng),
        buyer_tel=f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        sup=sup,
        sup_labels="発注先|仕入先|宛先|取引先",
        sup_rows=[
            ("ご担当", f"{cj.person(rng, 'ja')} 様"),
            ("TEL", cj.ja_tel(rng)),
            ("住所", cj.ja_addr(rng)),
        ],
        sup_addr="",
        sup_tel="",
        so="",
        so_label="",
        intro="",
        heads_modes=["supfirst", "supfirst", "center", "left"],
        honor=["御中", "御中", "様"],
        greet="下記のとおり発注いたします。",
        person_label="担当",
        person=person,
        seal=buyer.replace("有限会社", "").replace("株式会社", "")[:4],
        seal_caption="",
        ship_rows=[
            ("納品場所", f"{cj.pick(rng, '港内 船揚場|事務所|第二桟橋 乗船受付')}"),
            ("受取", f"{cj.person(rng, 'ja')}（船長）"),
        ],
        items=YG_ITEMS,
        qtys=[1, 2, 5, 10, 20, 30, 50],
        tags=["（予備）", "（大）", "（夏季）"],
        places=0,
        big=9000,
        heads=["No.", "品名", "仕様", "単位", "数量", "単価", "金額"],
        mark="※は軽減税率（8%）対象",
        main_rate=Decimal(10),
        rate_of=lambda it: Decimal(it[3]),
        tax_round=ROUND_DOWN,
        cur=lambda v: cj.money(v, 0),
        sym=rng.choice(["¥", "￥"]),
        yen_tail=rng.choice(["", "-"]),
        words=None,
        words_lab="",
        incl=False,
        incl_note="",
        tax_lab=lambda rt: f"消費税（{rt}%）",
        sub_lab=cj.pick(rng, "小計|税抜合計"),
        sub_lab_ex="",
        disc_lab=cj.pick(rng, "値引|出精値引"),
        fr_lab=cj.pick(rng, "送料|配送料"),
        discs=[0, 0, 0, 3, 5],
        freights=[0, 0, 0, 800, 1500],
        total_labs="合計|合計金額（税込）|総合計|ご発注金額（税込）",
        dep_line=lambda p, a, b: f"前払金 {a}（{p}%）お支払済み／残額 {b} は月末締め翌月末払い。",
        no_total="単価はお見積書のとおり。数量確定後に金額をご連絡ください。",
        notes=[
            "・活き餌は出船前日16時までに納品のこと。",
            "・請求書には発注番号をご記入ください。",
            "・インボイス登録番号を請求書に記載願います。",
        ],
        signs=["承認", "確認", f"担当 {person}"],
    )
    return _cjk(rng, of, c)


def blind50_ja_yugyosen_tsurigu_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yg)


# --------------------------------------------------------------------------- 5 en-US roller rink

RR_N = "Starlight|Skateland|Rollerdrome|Moonlight|Funplex|Galaxy|Wheel World|Classic|Sk8 City|Retro Roll|Rainbow|Hollywood".split(
    "|"
)
RR_TOWN = [
    ("Dayton", "OH", "45"),
    ("Lubbock", "TX", "79"),
    ("Modesto", "CA", "95"),
    ("Fort Wayne", "IN", "46"),
    ("Spokane", "WA", "99"),
    ("Tulsa", "OK", "74"),
    ("Joliet", "IL", "60"),
    ("Macon", "GA", "31"),
    ("Albany", "NY", "12"),
    ("Boise", "ID", "83"),
]
RR_BUY = [
    "{n} Skate Center LLC",
    "{n} Roller Rink, Inc.",
    "{n} Family Skate & Fun Inc.",
    "{n} Skating Arena LLC",
]
RR_SN = "Kowalski|Brennan|Delgado|Whitaker|Lindqvist|Okafor|Hartman|Pruitt|Castellano|Baxter|Nguyen|Rosario".split(
    "|"
)
RR_SUP_FORMED = [
    "{a} Skate Supply Co.",
    "{a} Rink Distributors, Inc.",
    "{a} Wheels LLC",
    "{a} Amusement Supply Corp.",
    "{a} & {b} Concessions, Inc.",
    "{a} Pro Lighting LLC",
]
RR_SUP_BARE = ["{a} Roller Sports", "{a} Skate Shop", "{a} Bros. Wholesale"]
RR_ITEMS = [
    ("Rental quad skates, tan boot, sizes 1-13", "pair", 42, 78),
    ("Urethane wheels 62 mm 95A (set of 8)", "set", 24, 58),
    ("ABEC-7 bearings (16 pack)", "pack", 12, 28),
    ("Toe stops, adjustable", "pair", 6, 14),
    ("Skate walker / trainer", "each", 55, 95),
    ("Rink floor coating, 5 gal", "pail", 180, 320),
    ("Mirror ball 20 in. with motor", "each", 120, 240),
    ("LED moving head light", "each", 280, 620),
    ("Popcorn kernels, 50 lb", "bag", 38, 62),
    ("Fountain syrup 5 gal bag-in-box", "box", 78, 130),
    ("Birthday party pack (24 guests)", "pack", 18, 36),
    ("Skate sanitizer spray, case of 12", "case", 48, 84),
    ("Inline rental skates, adjustable", "pair", 48, 92),
    ("Locker padlocks, keyed alike", "each", 7, 15),
]


def _rr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    town, st, z = rng.choice(RR_TOWN)
    buyer = rng.choice(RR_BUY).format(n=rng.choice(RR_N))
    a1, a2 = rng.sample(RR_SN, 2)
    sup = bare_or(rng, RR_SUP_FORMED, RR_SUP_BARE, 0.3).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-#####", f"{dt:%y}-####", "######", f"RR{dt:%m%d}-##"]))
    rate = Decimal(rng.choice(["0", "6.25", "7", "7.25", "8.25", "8.875", "6"]))
    person = f"{la.pick(rng, 'Dana|Mike|Tasha|Jordan|Carlos|Amber|Trey|Kelly')} {rng.choice(RR_SN)}"
    adr = f"{rng.randint(100, 9800)} {la.pick(rng, 'Skyline Dr|Route 9|Main St|Commerce Pkwy|Airport Rd|Highland Ave')}"
    c = NS(
        lang="en",
        kind="purchase_order",
        land=0.15,
        letter=True,
        fonts="helv|libsans|times|djcond",
        po=po,
        po_labels="PO Number|P.O. No.|PO #|Purchase Order No.|Order Number",
        titles="PURCHASE ORDER|Purchase Order|PURCHASE ORDER FORM",
        beside=["{t} {po}", "{t} No. {po}", "{t} #{po}"],
        date_labels="Date|PO Date|Order Date|Date Issued",
        date_s=la.dfmt(dt, rng.choice(["us", "usl"])),
        refs=[
            ("Vendor No.", la.digits(rng, "V-####")),
            ("Quote Ref.", la.digits(rng, rng.choice(["Q-#####", "QT###-##"]))),
            ("Requisition", la.digits(rng, "REQ-####")),
            ("Ship Via", la.pick(rng, "UPS Ground|FedEx Freight|Vendor truck|Best way")),
            ("Terms", la.pick(rng, "Net 30|Net 15|2% 10 Net 30|Credit card")),
            ("Account", la.digits(rng, "#####")),
        ],
        foot=f"{buyer} · {adr}, {town}, {st} {z}{la.digits(rng, '###')} · EIN {la.digits(rng, '##-#######')} · Please reference our PO number on all invoices and packing slips.",
        pagef=lambda p, o: f"Page {p} of {o}" if o else f"Page {p}",
        cont="PO {po} (continued)",
        buyer=buyer,
        buyer_lines=[
            f"{adr}, {town}, {st} {z}{la.digits(rng, '###')}",
            f"Phone ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}  Fax ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
            f"office@{buyer.split()[0].lower()}skate.com",
        ],
        sup=sup,
        sup_lines=[
            f"{rng.randint(10, 9999)} {la.pick(rng, 'Industrial Blvd|Warehouse Row|Factory St|Enterprise Dr')}",
            f"{la.pick(rng, 'Lincoln, NE|Akron, OH|Reno, NV|Memphis, TN|Ogden, UT')} {la.digits(rng, '#####')}",
            f"Attn: {la.pick(rng, 'Sales Desk|Order Entry')} · {la.pick(rng, 'Rob|Lisa|Gene|Marla')} {rng.choice(RR_SN)}",
            f"Tel. ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
        ],
        sup_labels="Vendor|Vendor:|To:|Supplier|Sold By|",
        ship_labels="Ship To|Deliver To|Ship to:",
        ship_lines=[
            buyer,
            f"Attn: {person}, {la.pick(rng, 'Rink Manager|Operations Manager|Snack Bar Lead')}",
            f"{adr} (rear dock)",
            f"{town}, {st}",
        ],
        bill_labels="Bill To|Invoice To|Accounts Payable",
        bill_lines=[
            la.pick(
                rng,
                f"{rng.choice(RR_SN)} Family Entertainment Holdings LLC|{rng.choice(RR_SN)} Leisure Group, Inc.|Rink Management Services LLC",
            ),
            "Accounts Payable",
            f"PO Box {rng.randint(100, 9999)}, {town}, {st}",
            "ap@rinkholdings.com",
        ],
        intro="Please supply the following items in accordance with the terms stated on this order."
        if rng.random() < 0.5
        else "",
        items=RR_ITEMS,
        big=150,
        qtys=[1, 2, 4, 6, 10, 12, 20, 24, 50],
        tags=["(black)", "(youth)", "(spare)"],
        places=2,
        code_pat="SK-####",
        qty=lambda q: f"{q:,.0f}",
        fm=en2,
        heads=["#", "Description", "Qty", "UOM", "Unit Price", "Extended"],
        code_head="Item #",
        rate_of=lambda it: rate,
        discs=[0, 0, 0, 5, 10],
        freights=[0, 0, 45, 85, 150],
        freight_taxed=False,
        round5=False,
        cur=lambda v: f"${en2(v)}",
        sub_lab=la.pick(rng, "Subtotal|Sub-total|Merchandise Total"),
        disc_lab="Discount {p}%",
        net_lab="Net merchandise",
        fr_lab=la.pick(rng, "Freight|Shipping & Handling|Freight/Delivery"),
        tax_lab=lambda rt, b: (
            f"Sales Tax {rate_s(rt, False)}%" if rt else "Sales Tax (exempt, cert. on file)"
        ),
        rnd_lab="Rounding",
        total_labs="TOTAL|Total|PO Total|Order Total|Total Amount|GRAND TOTAL",
        words=None,
        dep_lab="Deposit paid ({p}%)",
        bal_lab="Balance due on delivery",
        no_total="Pricing per vendor quote; invoice at actual quantities shipped. Do not exceed quoted unit prices.",
        notes=[
            "1. Notify us immediately if you cannot ship by the requested date. 2. Partial shipments require prior approval.",
            f"Questions about this order: {person}, ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}.",
        ],
        signs=[
            "Authorized Signature (General Manager)",
            f"Purchasing Agent: {person}",
            "Vendor Acknowledgement",
            "Date Received",
        ],
    )
    return _latin(rng, of, c)


def blind50_en_us_roller_rink_skate_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rr)


# --------------------------------------------------------------------------- 6 en-NZ adventure tourism

AD_N = "Shotover|Kawarau|Nevis Ridge|Tongariro|Waitomo|Abel Tasman|Rangitata|Kaituna|Fox Glacier|Wanaka|Coromandel|Matakohe".split(
    "|"
)
AD_BUY = [
    "{n} Adventures Ltd",
    "{n} Canyoning Co Limited",
    "{n} Bungy Ltd",
    "{n} Jet Ltd",
    "{n} Adventure Tourism Limited",
]
AD_SN = "Tainui|McLeod|Fraser|Rangi|Harrington|Baird|Whitcombe|Te Paa|Sinclair|Morrow|Kerr|Paewai".split(
    "|"
)
AD_SUP_FORMED = [
    "{a} Rope & Rescue Ltd",
    "{a} Outdoor Wholesale Limited",
    "{a} Safety NZ Ltd",
    "{a} Marine Services Limited",
    "{a} & {b} Ltd",
]
AD_SUP_BARE = ["{a} Climbing", "{a} Marine", "{a} Wetsuits"]
AD_ITEMS = [
    ("Static kernmantle rope 11 mm x 100 m", "reel", 420, 780),
    ("Full body harness, adjustable", "each", 180, 340),
    ("Steel locking karabiners (pk 10)", "pack", 160, 290),
    ("Wetsuit 5 mm hire grade", "each", 190, 360),
    ("Canyoning helmet", "each", 75, 140),
    ("Descender / belay device", "each", 95, 190),
    ("Bungy cord set, custom weight range", "set", 2400, 4600),
    ("Life jacket PFD Type 402", "each", 110, 210),
    ("Dry bag 20 L", "each", 28, 55),
    ("Helmet camera mount kit", "kit", 35, 80),
    ("First aid kit, commercial operator", "kit", 120, 260),
    ("Jet boat impeller service", "job", 1800, 3600),
    ("Neoprene booties", "pair", 45, 90),
]


def _ad(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(AD_N)
    buyer = rng.choice(AD_BUY).format(n=n)
    a1, a2 = rng.sample(AD_SN, 2)
    sup = bare_or(rng, AD_SUP_FORMED, AD_SUP_BARE, 0.3).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO####", f"{dt.year}-###", "#####", "AT-####"]))
    town = la.pick(rng, "Queenstown|Rotorua|Taupō|Wānaka|Franz Josef|Nelson|Whitianga")
    person = f"{la.pick(rng, 'Hemi|Sophie|Liam|Aroha|Ben|Mereana|Jack|Olivia')} {rng.choice(AD_SN)}"
    gst = la.digits(rng, "###-###-###")
    c = NS(
        lang="en",
        kind="purchase_order",
        land=0.2,
        letter=False,
        fonts="helv|libsans|dejavu|libnarrow",
        po=po,
        po_labels="Order No.|PO Number|Purchase Order No.|Our Order No.|PO No.",
        titles="PURCHASE ORDER|Purchase Order|ORDER",
        beside=["{t} {po}", "{t} No. {po}", "{t} – {po}"],
        date_labels="Date|Order Date|Dated",
        date_s=la.dfmt(dt, rng.choice(["dmy", "long_en"])),
        refs=[
            ("Your Quote", la.digits(rng, rng.choice(["Q####", "QU-#####"]))),
            ("Supplier Code", la.digits(rng, "SUP###")),
            ("Season", f"{dt.year}/{str(dt.year + 1)[2:]}"),
            ("Cost Centre", la.pick(rng, "Canyon Ops|Jet Ops|Bungy Site|Retail")),
            ("Required By", la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "dmy")),
        ],
        foot=f"{buyer} · GST No. {gst} · NZBN 94290{la.digits(rng, '########')} · accounts@{n.lower().replace(' ', '')}.co.nz",
        pagef=lambda p, o: f"Page {p} of {o}" if o else f"Page {p}",
        cont="Purchase Order {po} – continued",
        buyer=buyer,
        buyer_lines=[
            f"{rng.randint(1, 300)} {la.pick(rng, 'Gorge Road|Lake Esplanade|Fenton Street|Ardmore Street|Camp Street')}, {town} {la.digits(rng, '9###')}",
            f"Ph 0{la.digits(rng, '3 ### ####')} · GST No. {gst}",
        ],
        sup=sup,
        sup_lines=[
            f"Unit {rng.randint(1, 20)}, {rng.randint(2, 90)} {la.pick(rng, 'Carbine Road|Show Place|Kaka Street|Gloucester Street')}",
            f"{la.pick(rng, 'Christchurch|Auckland|Hamilton|Dunedin|Tauranga')} {la.digits(rng, '####')}",
            f"Attn: {la.pick(rng, 'Trade Sales|Karen|Phil|Ana')}",
            f"GST {la.digits(rng, '##-###-###')}",
        ],
        sup_labels="To|Supplier|Supplier:|Vendor|",
        ship_labels="Deliver To|Delivery Address|Ship To",
        ship_lines=[
            la.pick(rng, f"{buyer}|{n} Base Building|{buyer} – Gear Store"),
            f"Attn: {person}, Operations Manager",
            f"{la.pick(rng, 'Gate 2|Rear of hangar|Jetty shed')}, {town}",
        ],
        bill_labels="Invoice To|Bill To",
        bill_lines=[
            la.pick(
                rng,
                f"{rng.choice(AD_SN)} Tourism Holdings Limited|Southern Adventure Group Ltd|{n} Group Limited",
            ),
            "Accounts Payable",
            f"PO Box {rng.randint(10, 999)}, {town}",
        ],
        intro="Please supply the goods below. All life-safety equipment must carry current certification."
        if rng.random() < 0.5
        else "",
        items=AD_ITEMS,
        big=500,
        qtys=[1, 2, 3, 4, 6, 8, 10, 12, 20],
        tags=["(size L)", "(orange)", "(kids)"],
        places=2,
        code_pat="AG-###",
        qty=lambda q: f"{q:,.0f}",
        fm=en2,
        heads=["Ln", "Description", "Qty", "Unit", "Unit Price", "Amount"],
        code_head="Code",
        rate_of=lambda it: Decimal(15),
        discs=[0, 0, 5, 7.5, 10],
        freights=[0, 0, 35, 60, 120],
        freight_taxed=True,
        round5=False,
        cur=(lambda sym: lambda v: f"{sym}{en2(v)}")(rng.choice(["$", "NZ$", "$"])),
        sub_lab=la.pick(rng, "Subtotal|Total excl. GST|Sub Total"),
        disc_lab="Less discount {p}%",
        net_lab="Net",
        fr_lab=la.pick(rng, "Freight|Courier|Freight & Handling"),
        tax_lab=None,
        rnd_lab="Rounding",
        total_labs="Total incl. GST|TOTAL (NZD)|Order Total|Total NZD incl GST|TOTAL",
        words=None,
        dep_lab="Less deposit paid ({p}%)",
        bal_lab="Balance to pay",
        no_total="Prices as per your quotation. Final invoice to reflect quantities delivered.",
        notes=[
            "All harness and rope items must be supplied with manufacturer certificates and batch numbers.",
            "Invoices must quote our order number; statements to accounts by the 20th.",
        ],
        signs=[
            "Authorised by (Operations Manager)",
            f"Ordered by: {person}",
            "Supplier acceptance",
            "Received by",
        ],
    )
    c.tax_lab = (lambda lab: lambda rt, b: lab)(rng.choice(["GST 15%", "Add GST 15%", "GST @ 15%"]))
    return _latin(rng, of, c)


def blind50_en_nz_adventure_tourism_gear_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ad)


# --------------------------------------------------------------------------- 7 de-AT Fiaker firm

FK_N = "Hofbauer|Pichler|Gruber|Wallner|Moser|Steiner|Leitner|Haider|Schwarz|Brandstätter|Aigner|Koller".split(
    "|"
)
FK_BUY = [
    "Fiakerunternehmen {n} e.U.",
    "{n} Fiaker GmbH",
    "Fiakerei {n} KG",
    "Wiener Fiaker {n} & Söhne OG",
]
FK_SUP_FORMED = [
    "Sattlerei {a} GmbH",
    "{a} Pferdebedarf GmbH",
    "Landesproduktenhandel {a} KG",
    "{a} Hufbeschlag & Schmiede e.U.",
    "{a} Agrar- und Futtermittel GmbH",
]
FK_SUP_BARE = ["Sattlerei {a}", "{a} Futtermittel", "Hufschmiede {a}"]
FK_ITEMS = [
    ("Kummetgeschirr Zweispänner, Leder schwarz", "Stk", 20, 1800, 3600),
    ("Zaumzeug mit Scheuklappen", "Stk", 20, 240, 480),
    ("Hafer gequetscht, 25 kg", "Sack", 13, 14, 24),
    ("Heu, Kleinballen", "Ballen", 13, 6, 11),
    ("Hufeisen handgeschmiedet, Paar", "Paar", 20, 28, 60),
    ("Pferdewindel (Kotsack) für Stadtbetrieb", "Stk", 20, 48, 95),
    ("Winterdecke 600 g", "Stk", 20, 120, 240),
    ("Lederpflege-Balsam 500 ml", "Dose", 20, 14, 28),
    ("Kutschenlaterne Messing", "Stk", 20, 180, 390),
    ("Mineralfutter 10 kg", "Kübel", 13, 32, 58),
    ("Fahrpeitsche", "Stk", 20, 45, 110),
    ("Einstreu Späne, Ballen 20 kg", "Ballen", 13, 9, 16),
]


def _fk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    buyer = rng.choice(FK_BUY).format(n=rng.choice(FK_N))
    a = rng.choice([x for x in FK_N if x not in buyer])
    sup = bare_or(rng, FK_SUP_FORMED, FK_SUP_BARE, 0.3).format(a=a)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"B-{dt.year}-###", f"{dt:%y}/####", "######", f"FK{dt:%y}##"]))
    uid = la.digits(rng, "ATU########")
    person = f"{la.pick(rng, 'Ing. |Mag. |')}{la.pick(rng, 'Karl|Johanna|Franz|Sabine|Thomas|Elisabeth')} {rng.choice(FK_N)}"
    sym_after = rng.random() < 0.5
    c = NS(
        lang="de",
        kind="purchase_order",
        land=0.15,
        letter=False,
        fonts="helv|libsans|djserif|times",
        po=po,
        po_labels="Bestellnummer|Bestell-Nr.|Unsere Bestellnr.|Bestellung Nr.",
        titles="BESTELLUNG|Bestellung|Auftrag|Bestellschein",
        beside=["{t} Nr. {po}", "{t} {po}", "{t} Nr. {po}"],
        date_labels="Datum|Bestelldatum|Wien, am",
        date_s=la.dfmt(dt, "dot"),
        refs=[
            ("Ihr Angebot", la.digits(rng, rng.choice(["AN-####", "Ang. ####/##"]))),
            ("Lieferantennr.", la.digits(rng, "7####")),
            ("Kundennr.", la.digits(rng, "K#####")),
            ("Liefertermin", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dot")),
            ("Sachbearbeiter", person),
        ],
        foot=f"{buyer} · {la.pick(rng, 'Stallungen Leopoldstadt|Standplatz Stephansplatz')} · UID {uid} · FN {la.digits(rng, '######')}{rng.choice('abdfghikmpstvwxyz')} · HG Wien · IBAN AT{la.digits(rng, '## #### #### #### ####')}",
        pagef=lambda p, o: f"Seite {p} von {o}" if o else f"Seite {p}",
        cont="Bestellung {po} – Fortsetzung",
        buyer=buyer,
        buyer_lines=[
            f"{la.pick(rng, 'Lammgasse|Rustenschacherallee|Ausstellungsstraße|Trabrennstraße')} {rng.randint(1, 60)}, 10{rng.choice(['2', '3', '4'])}0 Wien",
            f"Tel. +43 1 {la.digits(rng, '### ## ##')} · office@fiaker-wien.at",
        ],
        sup=sup,
        sup_lines=[
            f"{la.pick(rng, 'Hauptstraße|Industriezeile|Gewerbepark|Dorfplatz')} {rng.randint(1, 90)}",
            f"{la.digits(rng, '####')} {la.pick(rng, 'Tulln|Mistelbach|Wiener Neustadt|Gänserndorf|Amstetten|Stockerau')}",
            f"UID {la.digits(rng, 'ATU########')}",
        ],
        sup_labels="Lieferant|An|Lieferant:|Firma|",
        ship_labels="Lieferanschrift|Lieferadresse|Anlieferung",
        ship_lines=[
            la.pick(rng, f"{buyer}|Stallgemeinschaft Prater|Fiakerstallungen Favoriten"),
            f"{la.pick(rng, 'Stallgasse|Trabrennstraße|Laxenburger Straße')} {rng.randint(1, 60)}, Wien",
            f"Übernahme: {person}",
        ],
        bill_labels="Rechnungsanschrift|Rechnung an",
        bill_lines=[
            la.pick(
                rng,
                "Fiaker-Holding Wien GmbH|Wiener Pferdefuhrwerke Verwaltungs GmbH|Buchhaltung Fiakerei",
            ),
            f"Postfach {rng.randint(10, 999)}, 1010 Wien",
        ],
        intro="Wir bestellen zu den vereinbarten Konditionen wie folgt:"
        if rng.random() < 0.6
        else "",
        items=FK_ITEMS,
        big=300,
        qtys=[1, 2, 4, 5, 10, 20, 25, 40],
        tags=["(Gr. Warmblut)", "(braun)", "(Reserve)"],
        places=2,
        code_pat="A-####",
        qty=lambda q: f"{q:,.0f}".replace(",", "."),
        fm=eu,
        heads=["Pos.", "Bezeichnung", "Menge", "Einh.", "EP €", "GP €"],
        code_head="Art.-Nr.",
        rate_of=lambda it: Decimal(it[2]),
        discs=[0, 0, 2, 3, 5],
        freights=[0, 0, 0, 25, 45, 80],
        freight_taxed=True,
        round5=False,
        cur=(lambda v: f"{eu(v)} €") if sym_after else (lambda v: f"€ {eu(v)}"),
        sub_lab=la.pick(rng, "Summe netto|Zwischensumme|Warenwert netto"),
        disc_lab="abzgl. Rabatt {p} %",
        net_lab="Nettobetrag",
        fr_lab=la.pick(rng, "Fracht|Zustellung|Transportkosten"),
        tax_lab=(
            lambda long: (
                lambda rt, b: (
                    f"zzgl. {rate_s(rt, True)} % USt von {eu(b)}"
                    if long
                    else f"USt {rate_s(rt, True)} %"
                )
            )
        )(rng.random() < 0.4),
        rnd_lab="Rundung",
        total_labs="Gesamtbetrag|Gesamtsumme brutto|Bestellsumme|Gesamt inkl. USt|Endbetrag",
        words=None,
        dep_lab="Anzahlung {p} %",
        bal_lab="Restbetrag",
        no_total="Preise laut Ihrem Angebot; die Abrechnung erfolgt nach tatsächlicher Liefermenge.",
        notes=[
            "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Zahlung 14 Tage 2 % Skonto oder 30 Tage netto.",
            "Futtermittel nur mit Lieferschein und Chargennummer.",
        ],
        signs=[
            "Mit freundlichen Grüßen – Geschäftsführung",
            f"Einkauf: {person}",
            "Auftragsbestätigung Lieferant (Datum, Unterschrift)",
            "Stallmeister",
        ],
    )
    return _latin(rng, of, c)


def blind50_de_at_fiaker_geschirr_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fk)


# --------------------------------------------------------------------------- 8 fr-CH paragliding school

PP_N = "Les Diablerets|Verbier|Chamoson|La Dôle|Chasseral|Villeneuve|Leysin|Gruyère|Moléson|Salève Léman|Crans|Val-de-Ruz".split(
    "|"
)
PP_BUY = [
    "École de parapente {n} Sàrl",
    "{n} Parapente SA",
    "Association {n} Vol Libre",
    "Centre de vol libre {n} Sàrl",
]
PP_SN = "Rochat|Favre|Cuénod|Bovay|Monnier|Dubois|Perrin|Chappuis|Girardet|Schaller|Rapin|Vuilleumier".split(
    "|"
)
PP_SUP_FORMED = [
    "{a} Paragliding Sàrl",
    "{a} Sports Aériens SA",
    "Atelier {a} Voilerie Sàrl",
    "{a} & Fils SA",
    "{a} Radio-Com Sàrl",
]
PP_SUP_BARE = ["{a} Vol Libre", "Atelier {a}", "{a} Sports"]
PP_ITEMS = [
    ("Voile école EN-A, taille M", "pce", 2800, 4300),
    ("Sellette biplace avec secours", "pce", 1400, 2600),
    ("Parachute de secours carré", "pce", 780, 1300),
    ("Casque homologué EN 966", "pce", 120, 260),
    ("Radio VHF avec micro-casque", "pce", 220, 420),
    ("Révision et contrôle de voile", "forfait", 180, 320),
    ("Manche à air 2 m", "pce", 85, 160),
    ("Suspentes de rechange (jeu)", "jeu", 160, 340),
    ("Combinaison de vol", "pce", 190, 360),
    ("Variomètre GPS", "pce", 290, 620),
    ("Sac de portage 110 l", "pce", 120, 240),
    ("Mousquetons aluminium (paire)", "paire", 38, 85),
]


def _pp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(PP_N)
    buyer = rng.choice(PP_BUY).format(n=n)
    a1 = rng.choice(PP_SN)
    sup = bare_or(rng, PP_SUP_FORMED, PP_SUP_BARE, 0.3).format(a=a1)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC-{dt.year}-###", f"{dt:%y}.####", "C######", f"CMD{dt:%y}-##"])
    )
    person = f"{la.pick(rng, 'Mathieu|Céline|Yannick|Léa|Nicolas|Aurélie')} {rng.choice(PP_SN)}"
    ide = la.digits(rng, "CHE-###.###.###")
    cur_pre = rng.random() < 0.6
    c = NS(
        lang="fr",
        kind="purchase_order",
        land=0.2,
        letter=False,
        fonts="helv|libsans|dejavu|libserif",
        po=po,
        po_labels="N° de commande|Commande n°|Bon de commande n°|Notre n° de commande|Réf. commande",
        titles="BON DE COMMANDE|Bon de commande|COMMANDE|Commande fournisseur",
        beside=["{t} n° {po}", "{t} N° {po}", "{t} {po}"],
        date_labels="Date|Date de commande|Lieu et date",
        date_s=la.dfmt(dt, rng.choice(["dot", "long_fr"])),
        refs=[
            ("Votre offre", la.digits(rng, rng.choice(["OF-####", "Offre ####"]))),
            ("N° fournisseur", la.digits(rng, "F-####")),
            ("Saison", f"{dt.year}"),
            ("Délai de livraison", la.dfmt(dt + timedelta(days=rng.randint(10, 45)), "dot")),
            ("Notre réf.", person),
        ],
        foot=f"{buyer} · {ide} TVA · IBAN CH{la.digits(rng, '## #### #### #### #### #')} · Registre du commerce du canton de {la.pick(rng, 'Vaud|Valais|Fribourg|Neuchâtel')}",
        pagef=lambda p, o: f"Page {p}/{o}" if o else f"Page {p}",
        cont="Commande {po} (suite)",
        buyer=buyer,
        buyer_lines=[
            f"{la.pick(rng, 'Route du Col|Chemin de l’Envol|Place de la Gare|Rue du Téléphérique')} {rng.randint(1, 40)}, {la.digits(rng, '1###')} {n.split()[-1]}",
            f"Tél. +41 {la.digits(rng, '2# ### ## ##')} · info@{n.lower().replace(' ', '').replace('é', 'e').replace('è', 'e')}-parapente.ch",
            f"{ide} TVA",
        ],
        sup=sup,
        sup_lines=[
            f"{la.pick(rng, 'Rue de l’Industrie|Z.I. du Vivier|Chemin des Ateliers|Avenue de la Gare')} {rng.randint(1, 80)}",
            f"{la.digits(rng, '1###')} {la.pick(rng, 'Bulle|Sion|Yverdon-les-Bains|Monthey|Aigle|Martigny')}",
            f"À l’att. de {la.pick(rng, 'M. Pache|Mme Cretton|M. Blanc|service commandes')}",
            f"{la.digits(rng, 'CHE-###.###.###')} TVA",
        ],
        sup_labels="Fournisseur|Fournisseur :|À l’attention de|Destinataire|",
        ship_labels="Adresse de livraison|Livrer à|Lieu de livraison",
        ship_lines=[
            la.pick(rng, f"{buyer}|Décollage {n} – dépôt matériel|Atterrissage officiel {n}"),
            f"Contact : {person}, chef pilote",
            "Livraison du lundi au vendredi, 8 h – 11 h",
        ],
        bill_labels="Adresse de facturation|Facturer à",
        bill_lines=[
            la.pick(
                rng,
                f"Fiduciaire {rng.choice(PP_SN)} SA|{buyer} – comptabilité|Groupement des écoles romandes de vol libre",
            ),
            f"Case postale {rng.randint(10, 999)}",
            f"{la.digits(rng, '1###')} {la.pick(rng, 'Lausanne|Genève|Fribourg')}",
        ],
        intro="Nous vous prions de bien vouloir nous livrer le matériel suivant :"
        if rng.random() < 0.6
        else "",
        items=PP_ITEMS,
        big=500,
        qtys=[1, 2, 3, 4, 5, 6, 8, 10],
        tags=["(bleu)", "(taille L)", "(élève)"],
        places=2,
        code_pat="PG-####",
        qty=lambda q: f"{q:,.0f}".replace(",", "'"),
        fm=ch2,
        heads=["Pos.", "Désignation", "Qté", "Unité", "Prix unit.", "Montant"],
        code_head="Article",
        rate_of=lambda it: Decimal("8.1"),
        discs=[0, 0, 5, 8, 10],
        freights=[0, 0, 0, 18, 25, 45],
        freight_taxed=True,
        round5=True,
        cur=(lambda v: f"CHF {ch2(v)}") if cur_pre else (lambda v: f"{ch2(v)} CHF"),
        sub_lab=la.pick(rng, "Sous-total|Total HT|Montant net"),
        disc_lab="Rabais {p} %",
        net_lab="Total après rabais",
        fr_lab=la.pick(rng, "Port et emballage|Frais d’envoi|Transport"),
        tax_lab=None,
        rnd_lab="Arrondi",
        total_labs="Total TTC|TOTAL CHF|Montant total|Total de la commande|Total à payer",
        words=None,
        dep_lab="Acompte versé ({p} %)",
        bal_lab="Solde à la livraison",
        no_total="Prix selon votre offre ; la facture sera établie selon les quantités livrées.",
        notes=[
            "Merci d’indiquer notre numéro de commande sur le bulletin de livraison et la facture. Paiement à 30 jours net.",
            "Le matériel de sécurité doit être livré avec certificat EN et fiche de contrôle.",
        ],
        signs=[
            "Pour l’école : le chef pilote",
            f"Commandé par : {person}",
            "Confirmation du fournisseur (date et signature)",
            "Reçu par",
        ],
    )
    c.tax_lab = (lambda lab: lambda rt, b: lab)(
        rng.choice(["TVA 8,1 %", "TVA 8.1 %", "TVA (8,1 %)"])
    )
    return _latin(rng, of, c)


def blind50_fr_ch_ecole_parapente_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pp)


# --------------------------------------------------------------------------- 9 it balsamic-vinegar maker

AC_N = "Giusti|Malpighi|Ferrari|Bellei|Montanari|Bonfatti|Rinaldi|Corradini|Pedroni|Vecchi|Barbieri|Zanasi".split(
    "|"
)
AC_BUY = [
    "Acetaia {n} s.r.l.",
    "Antica Acetaia {n}",
    "Acetaia {n} di {f} & C. s.a.s.",
    "Acetaia Villa {n} Società Agricola s.s.",
]
AC_F = "Giorgio|Marco|Lucia|Paolo|Elena|Stefano".split("|")
AC_SUP_FORMED = [
    "Bottaio {a} s.n.c.",
    "Vetreria {a} S.p.A.",
    "{a} Packaging s.r.l.",
    "Tipografia {a} s.r.l.",
    "Tonnellerie {a} Italia s.r.l.",
]
AC_SUP_BARE = ["Bottaio {a}", "Falegnameria {a}", "Cartotecnica {a}"]
AC_ITEMS = [
    ("Botte in rovere 50 l", "pz", 22, 380, 680),
    ("Botte in ciliegio 30 l", "pz", 22, 320, 580),
    ("Barile in ginepro 15 l", "pz", 22, 260, 480),
    ("Bottiglietta 100 ml tipo consortile", "pz", 22, 1.8, 3.4),
    ("Tappo dosatore in sughero", "pz", 22, 0.6, 1.4),
    ("Astuccio in legno per 100 ml", "pz", 22, 6, 14),
    ("Etichette numerate DOP (rotolo 1000)", "rotolo", 22, 85, 160),
    ("Mosto cotto di uve Trebbiano", "kg", 10, 3, 6),
    ("Cartone export 6 bottiglie", "pz", 22, 1.2, 2.6),
    ("Manutenzione batteria di botti", "intervento", 22, 450, 900),
    ("Capsula in ceralacca", "pz", 22, 0.4, 0.9),
    ("Mosto d'uva Lambrusco", "kg", 10, 2.2, 4.5),
]


def _ac(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n1, n2 = rng.sample(AC_N, 2)
    buyer = rng.choice(AC_BUY).format(n=n1, f=rng.choice(AC_F))
    sup = bare_or(rng, AC_SUP_FORMED, AC_SUP_BARE, 0.3).format(a=n2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"OA-{dt.year}/###", f"{dt:%y}/####", "######", f"ORD{dt:%y}-###"])
    )
    person = f"{la.pick(rng, 'Dott.|Rag.|Sig.ra|Geom.')} {rng.choice(AC_F)} {rng.choice(AC_N)}"
    piva = la.digits(rng, "0##########")
    c = NS(
        lang="it",
        kind="purchase_order",
        land=0.2,
        letter=False,
        fonts="helv|libsans|times|djserif",
        po=po,
        po_labels="N. ordine|Ordine n.|Numero ordine|Ns. ordine n.|Rif. ordine",
        titles="ORDINE D'ACQUISTO|Ordine fornitore|ORDINE|Ordine di acquisto",
        beside=["{t} n. {po}", "{t} N° {po}", "{t} {po}"],
        date_labels="Data|Data ordine|Del",
        date_s=la.dfmt(dt, rng.choice(["dmy", "long_it"])),
        refs=[
            ("Vs. offerta", la.digits(rng, rng.choice(["OFF ####", "Prev. ###/##"]))),
            ("Cod. fornitore", la.digits(rng, "F#####")),
            ("Vs. P.IVA", la.digits(rng, "0##########")),
            ("Consegna entro", la.dfmt(dt + timedelta(days=rng.randint(10, 45)), "dmy")),
            ("Pagamento", la.pick(rng, "Bonifico 60 gg d.f.f.m.|RiBa 30/60|Rimessa diretta")),
        ],
        foot=f"{buyer} · P.IVA {piva} · REA MO-{la.digits(rng, '######')} · Cap. soc. € {la.pick(rng, '10.000,00|50.000,00 i.v.|20.000,00')} · PEC acetaia@pec.it",
        pagef=lambda p, o: f"Pag. {p} di {o}" if o else f"Pag. {p}",
        cont="Ordine {po} (segue)",
        buyer=buyer,
        buyer_lines=[
            f"{la.pick(rng, 'Via Vignolese|Strada Contrada|Via Emilia Est|Via Cavidole')} {rng.randint(1, 400)}, {la.digits(rng, '41###')} {la.pick(rng, 'Modena|Spilamberto|Castelvetro di Modena|Vignola|Reggio Emilia')}",
            f"Tel. 059 {la.digits(rng, '######')} · P.IVA {piva}",
        ],
        sup=sup,
        sup_lines=[
            f"{la.pick(rng, 'Via dell’Artigianato|Via Industria|Zona Artigianale|Via Roma')} {rng.randint(1, 120)}",
            f"{la.digits(rng, '#####')} {la.pick(rng, 'Sassuolo|Carpi|Fiorano Modenese|Empoli|Montebelluna')} ({la.pick(rng, 'MO|FI|TV|RE')})",
            f"P.IVA {la.digits(rng, '0##########')}",
            f"Alla c.a. {la.pick(rng, 'Ufficio vendite|Sig. Lugli|Sig.ra Neri')}",
        ],
        sup_labels="Spett.le|Fornitore|Spettabile|Fornitore:|",
        ship_labels="Destinazione merce|Luogo di consegna|Consegnare a",
        ship_lines=[
            la.pick(rng, f"{buyer}|Acetaia {n1} – sottotetto botti|Magazzino {n1} Logistica"),
            f"{la.pick(rng, 'Via Vignolese|Via Canale')} {rng.randint(1, 300)}, {la.pick(rng, 'Spilamberto|Vignola')}",
            f"Referente: {person}",
        ],
        bill_labels="Intestazione fattura|Fatturare a",
        bill_lines=[
            la.pick(rng, f"{n1} Holding s.r.l.|Consorzio Tutela {n1}|{buyer}"),
            f"Codice SDI {la.digits(rng, '@@@@@@@')}",
        ],
        intro="Con la presente Vi ordiniamo quanto segue, alle condizioni sotto riportate:"
        if rng.random() < 0.6
        else "",
        items=AC_ITEMS,
        big=200,
        qtys=[1, 2, 3, 5, 10, 50, 100, 500, 1000],
        tags=["(rovere francese)", "(serie oro)", "(export)"],
        places=2,
        code_pat="ART####",
        qty=lambda q: f"{q:,.0f}".replace(",", "."),
        fm=eu,
        heads=["Pos.", "Descrizione", "Q.tà", "U.M.", "Prezzo €", "Importo €"],
        code_head="Codice",
        rate_of=lambda it: Decimal(it[2]),
        discs=[0, 0, 3, 5, 10],
        freights=[0, 0, 0, 30, 60],
        freight_taxed=True,
        round5=False,
        cur=(lambda pre: (lambda v: f"€ {eu(v)}") if pre else (lambda v: f"{eu(v)} €"))(
            rng.random() < 0.6
        ),
        sub_lab=la.pick(rng, "Imponibile merce|Totale merce|Subtotale"),
        disc_lab="Sconto {p}%",
        net_lab="Imponibile netto",
        fr_lab=la.pick(rng, "Spese di trasporto|Trasporto|Spese di spedizione"),
        tax_lab=lambda rt, b: f"IVA {rate_s(rt, True)}% su {eu(b)}",
        rnd_lab="Arrotondamento",
        total_labs="Totale documento|TOTALE ORDINE|Totale ordine IVA inclusa|Totale|Importo totale",
        words=None,
        dep_lab="Acconto versato ({p}%)",
        bal_lab="Saldo alla consegna",
        no_total="Prezzi come da Vs. offerta; l'importo sarà determinato in fattura sulle quantità consegnate.",
        notes=[
            "Indicare il numero d'ordine su DDT e fattura elettronica. Merce resa franco ns. magazzino salvo diversa indicazione.",
            "Le botti devono essere fornite avvinate e con certificato di provenienza del legno.",
        ],
        signs=[
            "Il Responsabile Acquisti",
            f"Emesso da: {person}",
            "Timbro e firma del fornitore per accettazione",
            "Visto Amministrazione",
        ],
    )
    return _latin(rng, of, c)


def blind50_it_acetaia_botti_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ac)


# --------------------------------------------------------------------------- 10 es-AR polo club

PO_N = "La Aguada|El Rincón|Los Indios|La Dolfina|Santa María|El Paraíso|La Esperanza|San Jorge|Los Álamos|El Ombú|La Martina|Tres Lagunas".split(
    "|"
)
PO_BUY = [
    "Club de Polo {n}",
    "{n} Polo Club S.A.",
    "Estancia {n} S.R.L.",
    "Asociación Civil Polo {n}",
]
PO_SN = "Heguy|Pieres|Novillo|Cambiaso|Garrahan|Merlos|Castagnola|Zubía|Lalor|Aráoz|Ferrario|Gándara".split(
    "|"
)
PO_SUP_FORMED = [
    "Talabartería {a} S.R.L.",
    "{a} Polo S.A.",
    "Forrajera {a} S.R.L.",
    "Veterinaria {a} S.A.",
    "{a} Hnos. S.R.L.",
]
PO_SUP_BARE = ["Talabartería {a}", "Taquera {a}", "Forrajería {a}"]
PO_ITEMS = [
    ('Taco de polo de tipa 52"', "u.", "21", 85000, 160000),
    ("Bochas de polo (docena)", "docena", "21", 45000, 90000),
    ("Montura de polo completa", "u.", "21", 650000, 1200000),
    ("Vendas de descanso (juego x4)", "juego", "21", 28000, 56000),
    ("Cabezada con doble rienda", "u.", "21", 120000, 240000),
    ("Fardo de alfalfa", "fardo", "10.5", 9000, 16000),
    ("Avena en bolsa 40 kg", "bolsa", "10.5", 18000, 32000),
    ("Herraduras (par) y herraje", "par", "21", 14000, 28000),
    ("Casco de polo con visera", "u.", "21", 180000, 340000),
    ("Rodilleras de cuero", "par", "21", 95000, 180000),
    ("Arreglo de embocaduras", "servicio", "21", 35000, 70000),
    ("Maíz partido, bolsa 25 kg", "bolsa", "10.5", 11000, 19000),
]


def _ar_words(v: Decimal) -> str:
    cents = int(r2(v) * 100)
    return f"Son pesos {es_words(cents // 100)} con {cents % 100:02d}/100."


def _po(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n = rng.choice(PO_N)
    buyer = rng.choice(PO_BUY).format(n=n)
    sup = bare_or(rng, PO_SUP_FORMED, PO_SUP_BARE, 0.3).format(a=rng.choice(PO_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["0001-0000####", f"OC-{dt.year}-###", "#####", f"OC{dt:%y}/###"])
    )
    cuit = la.digits(rng, "30-########-#")
    person = (
        f"{la.pick(rng, 'Juan Cruz|Martina|Facundo|Josefina|Ignacio|Milagros')} {rng.choice(PO_SN)}"
    )
    c = NS(
        lang="es",
        kind="purchase_order",
        land=0.2,
        letter=False,
        fonts="helv|libsans|dejavu|times",
        po=po,
        po_labels="Orden de Compra N°|N° de OC|Nro. Orden|OC N°|Orden N°",
        titles="ORDEN DE COMPRA|Orden de Compra|NOTA DE PEDIDO",
        beside=["{t} N° {po}", "{t} Nº {po}", "{t} {po}"],
        date_labels="Fecha|Fecha de emisión|Buenos Aires,",
        date_s=la.dfmt(dt, rng.choice(["dmy", "long_es"])),
        refs=[
            ("Presupuesto", la.digits(rng, rng.choice(["P-####", "Pres. ####"]))),
            ("CUIT proveedor", la.digits(rng, "3#-########-#")),
            ("Cód. proveedor", la.digits(rng, "PR-###")),
            ("Temporada", f"Alta {dt.year}"),
            (
                "Condición de pago",
                la.pick(rng, "Contado|Cheque a 30 días|Transferencia 15 días|E-cheq 60 días"),
            ),
        ],
        foot=f"{buyer} · CUIT {cuit} · IVA Responsable Inscripto · Ing. Brutos {la.digits(rng, '###-######-#')}",
        pagef=lambda p, o: f"Hoja {p} de {o}" if o else f"Hoja {p}",
        cont="Orden de Compra {po} (continuación)",
        buyer=buyer,
        buyer_lines=[
            f"{la.pick(rng, 'Ruta 6 km|Camino Real km|Ruta 8 km|Ruta 2 km')} {rng.randint(10, 90)}, {la.pick(rng, 'General Rodríguez|Pilar|Cañuelas|Open Door|Luján')}, Prov. de Buenos Aires",
            f"Tel. +54 11 {la.digits(rng, '####-####')} · CUIT {cuit}",
        ],
        sup=sup,
        sup_lines=[
            f"{la.pick(rng, 'Av. Santa Fe|Calle Tucumán|Av. Rivadavia|Ruta 5 km')} {rng.randint(100, 4999)}",
            f"{la.pick(rng, 'CABA|San Antonio de Areco|Mercedes|Chivilcoy|Coronel Suárez')}",
            f"CUIT {la.digits(rng, '3#-########-#')}",
            f"Atención: {la.pick(rng, 'Sr. Ortiz|Sra. Quiroga|Ventas')}",
        ],
        sup_labels="Señores|Señores:|Proveedor|Sres.|",
        ship_labels="Lugar de entrega|Entregar en|Destino",
        ship_lines=[
            la.pick(rng, f"{buyer}|Caballerizas {n}|Haras {n} S.A."),
            f"{la.pick(rng, 'Palenque norte|Galpón de forraje|Caballeriza 3')}",
            f"Recibe: {person} (petisero mayor)",
        ],
        bill_labels="Facturar a|Razón social",
        bill_lines=[
            la.pick(rng, f"{n} Agropecuaria S.A.|Polo {n} Eventos S.R.L.|{buyer}"),
            f"CUIT {la.digits(rng, '30-########-#')}",
            "IVA Responsable Inscripto",
        ],
        intro="Sírvanse proveer los siguientes artículos según las condiciones indicadas:"
        if rng.random() < 0.6
        else "",
        items=PO_ITEMS,
        big=150000,
        qtys=[1, 2, 4, 6, 10, 12, 20, 40],
        tags=["(talle M)", "(juvenil)", "(repuesto)"],
        places=0,
        code_pat="#####",
        qty=lambda q: f"{q:,.0f}".replace(",", "."),
        fm=eu,
        heads=["Ítem", "Descripción", "Cant.", "Unidad", "P. unitario", "Importe"],
        code_head="Código",
        rate_of=lambda it: Decimal(it[2]),
        discs=[0, 0, 5, 10],
        freights=[0, 0, 0, 35000, 60000],
        freight_taxed=True,
        round5=False,
        cur=lambda v: f"$ {eu(v)}",
        sub_lab=la.pick(rng, "Subtotal|Neto gravado|Importe neto"),
        disc_lab="Bonificación {p}%",
        net_lab="Subtotal con bonificación",
        fr_lab=la.pick(rng, "Flete|Flete y acarreo|Envío"),
        tax_lab=lambda rt, b: f"IVA {rate_s(rt, True)}%",
        rnd_lab="Redondeo",
        total_labs="TOTAL|Total orden|Importe total|Total general|TOTAL $",
        words=_ar_words,
        dep_lab="Anticipo ({p}%)",
        bal_lab="Saldo a pagar contra entrega",
        no_total="Precios según presupuesto; se facturará por lo efectivamente entregado.",
        notes=[
            "Indicar el número de esta orden en remito y factura. Factura electrónica tipo A a nombre de la razón social indicada.",
            "No se recibirán entregas fuera del horario de 8 a 16 h.",
        ],
        signs=[
            "Firma y aclaración – Administración",
            f"Solicitó: {person}",
            "Conformidad del proveedor",
            "Recibí conforme",
        ],
    )
    return _latin(rng, of, c)


def blind50_es_ar_club_polo_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _po)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind50_") and callable(fn)
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind after fit29 (`fit30_*`), in zh-Hans (two),
zh-Hant (Taiwan), ja, en-IE, en-NZ, de-AT, fr-CH, it-IT and pt-BR.

- fit30_zh_fengzheng_chang_cailiao_caigou: a Weifang kite factory's order for rods, canopy
  fabric, lines and reels (the factory's name and the title, the order number beside the title,
  in red "No." at the right, a label / value grid, a header row with the values below or a
  boxed data block at the right; supplier and consignee panels side by side in either order or
  stacked label rows, the supplier under 供应商 / 供方 / 致 or no label; requisition, contract,
  quotation and supplier codes; lines with tax-included prices, discount and freight rows, the
  total at the table's foot, at the right or with its amount on the line below, 其中税额,
  大写, a deposit and the balance, signatures and a seal; landscape at times).
- fit30_zh_wutai_dengguang_xiaoshou_queren: a stage-lighting and sound seller's order
  confirmation (the seller's letterhead first, its own sales-order number boxed or in the grid,
  the customer (a theatre, hotel, school or tourism company) with the customer's purchase-order
  number and a contract / quotation number, lines, installation, 13 % VAT included, the total's
  amount at times below its label, 大写, a deposit and the balance, bank lines, 客户确认).
- fit30_tw_youxian_dianshi_qicai_dinggou: a Taiwan cable-TV operator's equipment order
  (訂購單 / 採購單, ROC or western dates, 統一編號 on both parties, the order number in a grid,
  a header row, beside the title or in a data block, 廠商 / 供應商 / 受文者 or no label, a
  delivery site and another company as consignee, NT$ whole amounts, 未稅合計 / 營業稅 5% /
  總計, 大寫 at times, 預付款, 核准 / 審核 / 經辦 boxes and 廠商簽認).
- fit30_ja_sento_biyohin_hacchusho: a Japanese public bath's order for bath supplies (発注書 /
  注文書, the supplier with 御中 at the left or under 発注先, the bath's block with a seal at the
  right, the order number in a small box, the title line or a grid, 見積番号 and 登録番号,
  whole-yen lines, 小計 / 値引 / 送料 / 消費税 / 合計, a total box whose amount sits below its
  label at times, 承認 / 確認 / 担当 boxes).
- fit30_en_ie_island_ferry_spares_po: an Irish island ferry company's order for marine spares
  and services (PURCHASE ORDER with the number beside the title, in a label / value list, a
  boxed grid, a header row or a framed data block; the vendor under Supplier / Vendor / To or
  no label; pier delivery and invoice-to blocks; vessel, requisition, quote and job numbers;
  VAT 23 % and 13.5 %, discount, carriage, a deposit and the balance).
- fit30_en_nz_campervan_fleet_po: a New Zealand campervan rental fleet's parts and linen order
  (the same range of number placements, fleet numbers and registration plates, GST 15 %, GST
  and NZBN numbers, a workshop deliver-to, Total incl. GST with its amount below at times,
  landscape often).
- fit30_de_at_fiaker_bestellung: a Viennese horse-carriage (Fiaker) business's order for feed,
  shoeing and harness work (a window address with the sender line and "Firma" at times, or
  Lieferant / An blocks, the order data at the right, "Bestellung Nr." beside the title, 13 %
  and 20 % USt, Gesamtbetrag with its amount on the line below at times, Anzahlung).
- fit30_fr_ch_club_curling_bon_commande: a Romandy curling club's order for stones, brooms,
  ice and bar supplies (bon de commande with the number in the title, a grid or a data block,
  Fournisseur / Livraison / Facturation, IDE / TVA numbers, CHF 1'234.55, TVA 8,1 % and
  2,6 %, a rounding line to 5 centimes, Total TTC, acompte and solde).
- fit30_it_acetaia_ordine_botti_bottiglie: a Modena balsamic-vinegar maker's order for casks,
  bottles and packaging (Spett.le or Fornitore above the supplier, a window at times, P.IVA,
  C.F., codice SDI, Vs. offerta, commessa; IVA 22 % and 10 %, sconto, trasporto, Totale
  ordine, acconto and saldo).
- fit30_pt_br_acaiteria_insumos_pedido: a Brazilian açaí chain's order for pulp, toppings and
  cups (Pedido de Compra with the number beside the title, in a grid or a header row, CNPJ
  and inscrição estadual, cotação and requisição numbers, IPI on packaging, ICMS shown as
  included, desconto and frete, Valor total do pedido, sinal and saldo).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, fleet,
vessel or the seller's sales-order number; on the seller's confirmation the customer's order
number); the supplier exactly as printed on its own first line (the seller of a confirmation;
never 御中, "Firma", "Spett.le", "Attn" or a contact); the grand total as "1234.50" (whole yen
and NT$ as "1234.00"; after discounts, incl. tax and rounding, before deposits and
prepayments; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date
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
from families_blind19 import crow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, chf, eu, more_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)
HEADS_RGB = [(0.15, 0.3, 0.45), (0.2, 0.35, 0.25), (0.4, 0.18, 0.18), (0.25, 0.25, 0.3)]


def en2(v: Decimal) -> str:
    return grouped(v)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def r0(v: Decimal) -> Decimal:
    return v.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def fit_t(d: la.Doc, x: float, y: float, s: str, size: float, w: float, **kw) -> None:
    """Text shrunk (never cut) to fit `w`."""
    wid = d.width(s, size, kw.get("b", False))
    if w and wid > w:
        size *= w / wid
    d.t(x, y, s, size, **kw)


def lgrid(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    size: float,
    shade: float | None,
    ruled: bool = True,
) -> float:
    """Labels in a row of cells, their values in the row below (boxed, or a plain header row
    with a rule under the labels)."""
    cw = w / len(pairs)
    hh = size + 8
    for i, (lab, val) in enumerate(pairs):
        cx = x + i * cw
        if ruled:
            d.box(cx, y, cw, hh, fill=shade)
            d.box(cx, y + hh, cw, hh)
        fit_t(d, cx + 3, y + hh - 5, lab, size - 1.2, cw - 6, b=True)
        fit_t(d, cx + 3, y + 2 * hh - 5, val, size, cw - 6)
    if not ruled:
        d.line(x, y + hh, x + w, y + hh, 0.8)
        d.line(x, y + 2 * hh + 2, x + w, y + 2 * hh + 2, 0.3)
    return y + 2 * hh + 2


def lpairs(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    size: float,
    *,
    boxed: bool = False,
    title: str = "",
    colon: str = "",
) -> float:
    """Label / value lines (in a framed box at times, with a shaded title strip)."""
    lead = size * 1.5
    lw = min(max(d.width(k + colon, size - 0.3, True) for k, _ in pairs) + 8, w * 0.5)
    h = lead * len(pairs) + 8 + (lead + 2 if title else 0)
    yy = y + 4
    if boxed:
        d.box(x, y, w, h)
        if title:
            d.box(x, y, w, lead + 2, fill=0.86)
            fit_t(d, x + 5, y + lead - 1, title, size + 0.6, w - 10, b=True)
            yy += lead + 2
    pad = 5 if boxed else 0
    for k, v in pairs:
        fit_t(d, x + pad, yy + size, k + colon, size - 0.3, lw - 4, b=True)
        fit_t(d, x + pad + lw, yy + size, v, size, w - lw - 2 * pad)
        yy += lead
    return y + h


def lblock(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    label: str,
    lines: list[str],
    size: float,
    style: str,
    bold_first: bool = True,
) -> float:
    """A party block: the label above, at the left of the first line, or none; returns the y
    below it."""
    lead = size * 1.32
    lx = x
    if label and style == "above":
        d.t(x, y + size - 1, label, size - 0.8, b=True, grey=0.35)
        y += lead
    elif label:
        d.t(x, y + size, label, size - 0.6, b=True, grey=0.35)
        lx = x + min(78, d.width(label, size - 0.6, True) + 8)
    for i, s in enumerate(lines):
        first = i == 0 and bold_first
        fit_t(d, lx, y + size, s, size + (0.8 if first else 0), x + w - lx, b=first)
        y += lead
    return y


# --------------------------------------------------------------------------- the latin engine (families 5-10)


def _lat(rng: random.Random, of: int, F: dict) -> tuple[bytes, dict]:
    def P(k: str) -> str:
        return la.pick(rng, F[k])

    land = rng.random() < F.get("land", 0.2)
    d = la.Doc(
        landscape(A4) if land else A4,
        la.pick(rng, F.get("fonts", "helv|libsans|dejavu|times|djserif|djcond")),
    )
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    dt = a_day(rng)
    buyer, baddr = F["buyer"](rng)
    sup, saddr = F["supplier"](rng)
    po = F["po"](rng, dt)
    refs = F["refs"](rng, dt)
    refs = rng.sample(refs, rng.randint(min(2, len(refs)), len(refs)))
    stated = stated_of(rng)
    money, num, pct_of = F["money"], F["num"], F["pct"]
    page = [1]
    po_lab = P("l_po")
    title = P("l_title")
    window = rng.random() < F.get("window", 0.0)
    where = rng.choice(
        ["beside", "kv", "kv", "block"] if window else ["beside", "kv", "grid", "row", "block"]
    )
    foot_txt = F["footer"](rng, buyer, baddr)
    size = rng.choice([8.0, 8.3, 8.6])
    people = [F["person"](rng) for _ in range(4)]

    def foot() -> None:
        y0 = d.h - 30 - 8.6 * len(foot_txt)
        d.line(m, y0 - 8, r, y0 - 8, 0.3)
        for i, s in enumerate(foot_txt):
            fit_t(d, m, y0 + i * 8.6, s, 6.3, wd - 60, grey=0.35)
        pg = F["page"].format(p=page[0], n=of) if of else F["page"].split(" ", 2)[0] + f" {page[0]}"
        d.t(r, d.h - 30, pg, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        fit_t(d, m, 44, F["cont"].format(po=po, b=buyer), 9, wd, b=True)
        d.line(m, 49, r, 49, 0.4)
        return 58

    def need(h: float, y: float) -> float:
        return brk() if y + h > bottom else y

    dated = (P("l_date"), F["date"](rng, dt))
    meta = [dated, *refs]
    if where != "beside":
        meta.insert(0 if rng.random() < 0.7 else 1, (po_lab, po))
    beside = P("beside").format(t=title, po=po)
    # ------------------------------------------------------------ letterhead and title
    hstyle = "left" if window else rng.choice(["left", "centre", "band", "right"])
    if hstyle == "left":
        fit_t(d, m, 46, buyer, rng.choice([14, 15.5]), wd * 0.52, b=True)
        y = d.lines(m, 51, baddr, 7.6, lead=9.8)
        if not window:
            fit_t(
                d, r - wd * 0.44, 46, beside if where == "beside" else title, 14, wd * 0.44, b=True
            )
            y = max(y, 56)
    elif hstyle == "right":
        d.t(r, 46, buyer, 14, b=True, al="r")
        y = d.lines(r, 51, baddr, 7.6, lead=9.8, al="r")
        fit_t(d, m, 46, beside if where == "beside" else title, 14, wd * 0.46, b=True)
    elif hstyle == "centre":
        d.t(d.w / 2, 44, buyer, 15, b=True, al="c")
        y = d.lines(d.w / 2, 49, [" · ".join(baddr)], 7.4, al="c")
        d.line(m, y + 4, r, y + 4, 0.8)
        d.t(d.w / 2, y + 24, beside if where == "beside" else title, 13.5, b=True, al="c")
        y += 30
    else:
        d.box(m, 28, wd, 30, fill=rng.choice([0.8, 0.86, 0.9]), stroke=False)
        fit_t(d, m + 8, 48, beside if where == "beside" else title, 14, wd * 0.5, b=True)
        fit_t(d, r - 8 - wd * 0.42, 47, buyer, 12, wd * 0.42, b=True)
        y = d.lines(r - 8, 62, baddr, 7.4, lead=9.4, al="r")
    y = max(y, 70) + 10
    # ------------------------------------------------------------ parties and order data
    slab = P("l_sup")
    lstyle = rng.choice(["above", "above", "side"])
    slines = [sup, *saddr]
    extra = F["sup_extra"](rng, sup)
    slines += rng.sample(extra, rng.randint(1, len(extra)))
    ship = F["shipto"](rng, buyer, baddr)
    bill = F["billto"](rng, buyer, baddr) if rng.random() < 0.55 else None
    psize = size + 0.4
    if window:
        wy = max(y, 108)
        s_ = f"{buyer} · {baddr[0]} · {baddr[-1]}"
        fit_t(d, m, wy, s_, 6.4, wd * 0.46, grey=0.35)
        d.line(m, wy + 3, m + wd * 0.46, wy + 3, 0.3)
        rows = ([F["firma"]] if F.get("firma") and rng.random() < 0.4 else []) + slines[:4]
        yy = wy + 8
        for s_ in rows:
            fit_t(d, m, yy + 9.4, s_, 9.4, wd * 0.46, b=s_ == sup)
            yy += 12.4
        ky = lpairs(d, m + wd * 0.56, wy - 10, wd * 0.44, meta, size, boxed=where == "block")
        y = max(yy, ky) + 14
        fit_t(d, m, y + 6, beside if where == "beside" else title, 13, wd, b=True)
        y += 16
        cols = [(P("l_ship"), ship)] + ([(P("l_bill"), bill)] if bill else [])
        cw = (wd - 20) / 2
        ny = y
        for k, (lab, ls) in enumerate(cols):
            ny = max(ny, lblock(d, m + k * (cw + 20), y, cw, lab, ls, size, "above"))
        y = ny + 8
    else:
        if where in ("grid", "row"):
            k = 6 if land else 5
            y = (
                lgrid(
                    d,
                    m,
                    y,
                    wd,
                    meta[:k],
                    size + 0.4,
                    rng.choice([0.86, 0.9, None]),
                    where == "grid",
                )
                + 12
            )
            meta = meta[k:]
        sfirst = rng.random() < 0.65
        if where in ("kv", "block"):
            lw_ = wd * 0.5
            a, b_ = (
                ((slab, slines), (P("l_ship"), ship))
                if sfirst
                else ((P("l_ship"), ship), (slab, slines))
            )
            ly = lblock(d, m, y, lw_ - 10, a[0], a[1], psize, lstyle)
            ky = lpairs(
                d,
                m + wd * 0.55,
                y,
                wd * 0.45,
                meta,
                size,
                boxed=where == "block",
                title=title if where == "block" and rng.random() < 0.4 else "",
                colon=rng.choice(["", ":"]),
            )
            y = max(ly, ky) + 10
            cols = [b_] + ([(P("l_bill"), bill)] if bill else [])
        else:
            cols = [(slab, slines), (P("l_ship"), ship)]
            if not sfirst:
                cols.reverse()
            if bill:
                cols.append((P("l_bill"), bill))
        ncol = len(cols)
        cw = (wd - 16 * (ncol - 1)) / ncol
        ny = y
        boxed = rng.random() < 0.3
        for k, (lab, ls) in enumerate(cols):
            x = m + k * (cw + 16)
            yb = lblock(
                d,
                x + (4 if boxed else 0),
                y + (3 if boxed else 0),
                cw - (8 if boxed else 0),
                lab,
                ls,
                psize if ls is slines else size,
                lstyle,
            )
            if boxed:
                d.box(x, y, cw, yb - y + 4)
            ny = max(ny, yb + 4)
        y = ny + 8
        if meta and where in ("grid", "row", "beside"):
            pairs = meta[:6] if where == "beside" else meta[:4]
            mw = min(wd, 150 * len(pairs))
            y = (
                lgrid(d, m, y, mw, pairs, size, None, False) + 8
                if where == "beside"
                else lpairs(d, m, y, wd * 0.6, pairs, size) + 6
            )
    if rng.random() < 0.6:
        y = wrapped(d, m, y, P("intro"), size + 0.2, wd) + 4
    # ------------------------------------------------------------ lines
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9], [28, 34, 40], 0.16)
    lines = more_lines(rng, F["items"], n, F["qtys"], F["tags"], big=F.get("big", 0))
    multi = len(F["rates"]) > 1
    H = F["h"]
    keys = (
        ["no"]
        + (["code"] if rng.random() < 0.4 else [])
        + ["desc", "qty", "unit", "price"]
        + (["rate"] if multi else [])
        + ["amt"]
    )
    fr_ = {
        "no": 0.05,
        "code": 0.1,
        "desc": 0.42,
        "qty": 0.07,
        "unit": 0.08,
        "price": 0.12,
        "rate": 0.07,
        "amt": 0.14,
    }
    tot_fr = sum(fr_[k] for k in keys)
    widths = [wd * fr_[k] / tot_fr for k in keys]
    heads = [la.pick(rng, H[k]) for k in keys]
    align = "".join(
        {
            "no": "l",
            "code": "l",
            "desc": "l",
            "qty": "r",
            "unit": "c",
            "price": "r",
            "rate": "r",
            "amt": "r",
        }[k]
        for k in keys
    )
    hide_price = not stated and rng.random() < 0.6
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cell = {
            "no": str(i),
            "code": la.digits(rng, F["code"]),
            "desc": it[0],
            "qty": F["qty"](q),
            "unit": it[1],
            "price": "" if hide_price else num(p),
            "rate": f"{pct_of(Decimal(str(it[2])))}{F.get('psep', '')}%",
            "amt": num(a) if stated else "",
        }
        body.append(([cell[k] for k in keys], a))
    carry = None
    if stated and rng.random() < 0.4:
        carry = (P("l_carry_f"), P("l_carry_b"), num, keys.index("desc"), len(keys) - 1)
    hrgb = rng.choice(HEADS_RGB) if rng.random() < 0.3 else None
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        body,
        align,
        size=size - 0.4,
        rowh=rng.choice([14, 15, 16]),
        bottom=bottom,
        brk=brk,
        hrgb=hrgb,
        zebra=(0.95, 0.95, 0.95) if rng.random() < 0.25 else None,
        grid=rng.random() < 0.5,
        carry=carry,
    )
    # ------------------------------------------------------------ totals
    groups: dict[Decimal, Decimal] = {}
    for it, _, _, a in lines:
        rt = Decimal(str(it[2]))
        groups[rt] = groups.get(rt, ZERO) + a
    sub = sum(groups.values(), ZERO)
    pc = rng.choice([0, 0, 0, 2, 3, 5, 10])
    bases = {rt: r2(g * (100 - pc) / 100) for rt, g in groups.items()}
    disc = sub - sum(bases.values(), ZERO)
    frt = Decimal(rng.choice(F["freights"]))
    std = Decimal(str(F["rates"][0]))
    if frt and F.get("freight_taxed", True):
        bases[std] = bases.get(std, ZERO) + frt
    taxes = {rt: r2(b * rt / 100) for rt, b in sorted(bases.items(), key=lambda kv: -kv[0]) if rt}
    raw = sub - disc + frt + sum(taxes.values(), ZERO)
    total = (raw * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20 if F.get("r05") else raw
    rnd = total - raw
    xl = r - min(270, wd * 0.52)
    xr = r - 3
    if stated:
        rows = [(P("l_sub"), money(sub), False)]
        if disc:
            rows.append((P("l_disc").format(p=pc), f"- {money(disc)}", False))
            if rng.random() < 0.5:
                rows.append((P("l_net"), money(sub - disc), False))
        if frt:
            rows.append((P("l_freight"), money(frt), False))
        tl = P("l_tax")
        show_base = multi and rng.random() < 0.5
        for rt, tx in taxes.items():
            lab = tl.format(r=pct_of(rt))
            if show_base:
                lab += F["on"].format(b=num(bases[rt]))
            rows.append((lab, money(tx), False))
        if F.get("info"):
            rows += F["info"](rng, sub - disc, money)
        if rnd:
            rows.append((F["l_round"], ("+ " if rnd > 0 else "- ") + money(abs(rnd)), False))
        tlab = P("l_total")
        tstyle = rng.choice(["row", "boxed", "below", "shade"])
        y = need(18 * (len(rows) + 5), y) + 8
        y = d.summary(xl, xr, y, rows, size + 0.4)
        if tstyle == "below":
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, tlab, size + 1.2, b=True)
            d.t(xr, y + 30, money(total), size + 3, b=True, al="r")
            y += 38
        else:
            y = d.summary(
                xl,
                xr,
                y + 2,
                [(tlab, money(total), True)],
                size + 1.2,
                box_last=tstyle == "boxed",
                shade=0.88 if tstyle == "shade" else None,
            )
        if rng.random() < 0.35:
            dp = rng.choice([20, 25, 30, 40, 50])
            dep = r2(total * dp / 100)
            y = d.summary(
                xl,
                xr,
                y + 6,
                [
                    (P("l_dep").format(p=dp), money(dep), False),
                    (P("l_bal"), money(total - dep), True),
                ],
                size,
            )
    else:
        y = need(40, y) + 8
        y = wrapped(d, m, y, P("nototal"), size + 0.2, wd)
    y += 10
    for t in rng.sample(F["terms"], rng.randint(2, len(F["terms"]))):
        y = need(24, y)
        y = wrapped(d, m, y, t.format(po=po, b=buyer), size - 0.8, wd, grey=0.25)
    y = need(64, y) + 36
    caps = F["sign"](rng, people)
    sw = (wd - 20 * (len(caps) - 1)) / len(caps)
    for k, cap in enumerate(caps):
        d.line(m + k * (sw + 20), y, m + k * (sw + 20) + sw, y, 0.5)
        fit_t(d, m + k * (sw + 20), y + size + 2, cap, size - 0.6, sw)
    foot()
    out = finish(d, F["lang"], "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def _dmy(rng: random.Random, dt: date) -> str:
    return la.dfmt(dt, rng.choice(["dmy", "long_en", "dmy"]))


def _plain_qty(q: Decimal) -> str:
    return f"{q:,.0f}"


def _eu_qty(q: Decimal) -> str:
    return f"{q:,.0f}".replace(",", ".")


def _int_pct(rt: Decimal) -> str:
    return f"{rt.normalize():f}"


def _comma_pct(rt: Decimal) -> str:
    return f"{rt.normalize():f}".replace(".", ",")


# --------------------------------------------------------------------------- 5 en-IE island ferry company's marine spares order

IE_ISLE = "Inishbofin|Arranmore|Cape Clear|Bere Island|Tory|Sherkin|Clare Island|Valentia|Inis Oírr|Whiddy|Inishturk|Heir Island".split(
    "|"
)
IE_PIER = [
    ("The Pier, Cleggan", "Co. Galway", "H91"),
    ("Burtonport Harbour", "Co. Donegal", "F94"),
    ("The Quay, Baltimore", "Co. Cork", "P81"),
    ("Roonagh Pier, Louisburgh", "Co. Mayo", "F28"),
    ("Castletownbere Harbour", "Co. Cork", "P75"),
    ("Rossaveal Harbour", "Co. Galway", "H91"),
    ("Knightstown Pier", "Co. Kerry", "V23"),
]
IE_BUY = [
    "{x} Island Ferries Ltd",
    "{x} Ferry Company DAC",
    "{x} Sea Link Ltd",
    "{x} Island Ferry Services Ltd",
    "{x} Marine Transport Ltd",
]
IE_L = "Murphy|Kelly|O'Sullivan|Walsh|O'Brien|Byrne|Ryan|O'Connor|Doyle|McCarthy|Gallagher|Doherty|Kennedy|Lynch|Quinn|Brennan|Coyne|Bonner|Conneely|Mac Giolla".split(
    "|"
)
IE_F = "Siobhán|Ciarán|Aoife|Pádraig|Niamh|Declan|Orla|Eoin|Gráinne|Seán|Máire|Colm".split("|")
IE_SUP_FORMED = [
    "{a} Marine Ltd",
    "{a} Chandlery Ltd",
    "{a} Engineering (Marine) Ltd",
    "{a} & {b} Diesel Services Ltd",
    "{a} Safety Equipment Ltd",
    "{a} Ropes & Fenders Ltd",
    "{a} Marine Electronics Ltd",
    "{a} Boatyard DAC",
]
IE_SUP_BARE = ["{a} Marine", "{f} {a} Boat Repairs", "{a} & Sons", "{a} Chandlery"]
IE_TOWNS = [
    "Killybegs, Co. Donegal",
    "Galway Docks, Galway",
    "Crosshaven, Co. Cork",
    "Kinsale, Co. Cork",
    "Howth, Co. Dublin",
    "Arklow, Co. Wicklow",
    "Dingle, Co. Kerry",
    "Westport, Co. Mayo",
]
IE_ITEMS = [
    ("Marine diesel engine service kit (filters, impellers)", "kit", 23, 380, 920),
    ("Lifejacket 275N SOLAS, auto-inflate", "each", 23, 95, 185),
    ("Mooring rope 24 mm polysteel, 220 m coil", "coil", 23, 260, 540),
    ("Fender, cylindrical 300 x 900 mm", "each", 23, 120, 260),
    ("Antifouling paint, 5 L", "tin", 23, 140, 230),
    ("Liferaft annual service (12-person)", "service", 13.5, 520, 980),
    ("Bilge pump 24 V 3700 GPH", "each", 23, 210, 430),
    ("Propeller shaft seal assembly", "each", 23, 180, 420),
    ("VHF DSC radio, fixed mount", "each", 23, 380, 760),
    ("Engine oil 15W-40, 205 L drum", "drum", 23, 690, 1150),
    ("Passenger ramp non-slip matting", "m", 23, 38, 72),
    ("Thermal ticket rolls 80 mm (box of 50)", "box", 23, 45, 90),
    ("Hull survey and dry-dock labour", "hour", 13.5, 65, 95),
    ("Gangway handrail repair (welding)", "job", 13.5, 450, 1200),
    ("Navigation light LED, masthead", "each", 23, 85, 190),
]


def _ie_buyer(rng: random.Random) -> tuple[str, list[str]]:
    pier, county, ek = rng.choice(IE_PIER)
    return rng.choice(IE_BUY).format(x=rng.choice(IE_ISLE)), [
        f"{pier}, {county}",
        f"Eircode {ek} {la.digits(rng, '@#@#')}",
        f"Tel +353 {la.digits(rng, '## ### ####')}",
    ]


def _ie_sup(rng: random.Random) -> tuple[str, list[str]]:
    a, b = rng.sample(IE_L, 2)
    name = bare_or(rng, IE_SUP_FORMED, IE_SUP_BARE, 0.25).format(a=a, b=b, f=rng.choice(IE_F))
    return name, [
        f"Unit {rng.randint(1, 30)}, {rng.choice(['Harbour Road', 'Fish Dock Road', 'Marina Business Park', 'Quay Street'])}",
        rng.choice(IE_TOWNS),
    ]


def _ie_person(rng: random.Random) -> str:
    return f"{rng.choice(IE_F)} {rng.choice(IE_L)}"


IE = {
    "lang": "en",
    "buyer": _ie_buyer,
    "supplier": _ie_sup,
    "person": _ie_person,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["PO-#####", f"IF{dt:%y}/####", "####", "P0######", f"FER-{dt.year}-###"])
    ),
    "refs": lambda rng, dt: [
        ("Requisition", la.digits(rng, rng.choice(["REQ-####", "RQ#####"]))),
        (
            "Vessel",
            f"MV {rng.choice(['Naomh Éanna', 'Realt na Maidine', 'Grace O Malley', 'Island Queen', 'Oileán Glas', 'Ocean Star'])}",
        ),
        ("Your quote", la.digits(rng, rng.choice(["Q-####", "QT####/##"]))),
        ("Job No.", la.digits(rng, "JB-###")),
        ("Supplier a/c", la.digits(rng, "S####")),
        ("Our VAT No.", la.digits(rng, "IE#######@")),
    ],
    "money": lambda v: f"€{en2(v)}",
    "num": en2,
    "pct": _int_pct,
    "qty": _plain_qty,
    "l_po": "PO No.|Order No.|Purchase Order No.|PO Number|Our Order No.",
    "l_title": "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER",
    "beside": "{t} No. {po}|{t} {po}|{t}: {po}",
    "l_date": "Date|Order Date|Date Raised",
    "date": _dmy,
    "footer": lambda rng, b, a: [
        f"{b} · Registered in Ireland No. {la.digits(rng, '######')} · VAT No. IE{la.digits(rng, '#######@')} · Directors: {_ie_person(rng)}, {_ie_person(rng)}",
        f"Bank: AIB · IBAN IE{la.digits(rng, '## AIBK 9#### ########')} · Please quote our order number on all invoices",
    ],
    "page": "Page {p} of {n}",
    "cont": "Purchase Order {po} (continued)",
    "l_sup": "Supplier|Vendor|To|To:|",
    "sup_extra": lambda rng, s: [
        f"Attn: {_ie_person(rng)}",
        f"Tel 0{la.digits(rng, '## ### ####')}",
        f"sales@{s.split()[0].lower().strip('&')}marine.ie",
        f"VAT IE{la.digits(rng, '#######@')}",
    ],
    "shipto": lambda rng, b, a: rng.choice(
        [
            [
                b,
                f"c/o Pier Master, {a[0]}",
                f"Contact: {_ie_person(rng)} 08{la.digits(rng, '# ### ####')}",
            ],
            [
                f"{rng.choice(IE_L)} Haulage Ltd (for {b})",
                f"Bonded Yard, {rng.choice(IE_TOWNS)}",
                "Mark for island crossing",
            ],
            [
                f"{b} - Workshop",
                f"Slipway Road, {a[0].split(', ')[-1]}",
                f"Skipper: {_ie_person(rng)}",
            ],
        ]
    ),
    "billto": lambda rng, b, a: [
        f"{b} - Accounts",
        a[0],
        "accounts@" + b.split()[0].lower().replace("í", "i") + "ferries.ie",
    ],
    "l_ship": "Deliver to|Ship to|Delivery address|Deliver to (pier)",
    "l_bill": "Invoice to|Bill to|Send invoices to",
    "intro": "Please supply the following in accordance with your quotation and our terms below.|Please supply and deliver the following goods/services:|Please supply the items below for our vessels. Sailings are weather dependent; phone the pier before delivery.",
    "items": IE_ITEMS,
    "qtys": [1, 1, 2, 2, 4, 6, 10, 12, 20],
    "tags": ["(spare)", "(2nd vessel)", "(winter refit)"],
    "big": 600,
    "rates": [23, 13.5],
    "h": {
        "no": "#|Line|Item",
        "code": "Part No.|Code|Ref",
        "desc": "Description|Item description|Details",
        "qty": "Qty|Quantity",
        "unit": "Unit|UOM",
        "price": "Unit Price|Price €|Rate",
        "rate": "VAT %|VAT",
        "amt": "Amount|Total €|Line Total|Net €",
    },
    "code": "@@-####",
    "l_carry_f": "Carried forward|Continued overleaf",
    "l_carry_b": "Brought forward|Balance b/f",
    "freights": [0, 0, 0, 25, 45, 85],
    "l_sub": "Subtotal|Goods total|Net amount",
    "l_disc": "Discount {p}%|Less discount {p}%|Trade discount {p}%",
    "l_net": "Net after discount|Net total",
    "l_freight": "Carriage|Delivery charge|Freight to pier",
    "l_tax": "VAT @ {r}%|VAT {r}%",
    "on": " on €{b}",
    "l_round": "Rounding",
    "l_total": "TOTAL|Order Total|Total incl. VAT|Total Order Value|Grand Total",
    "l_dep": "Deposit paid ({p}%)|Less prepayment ({p}%)|Paid on account ({p}%)",
    "l_bal": "Balance due|Balance payable|Amount outstanding",
    "nototal": "Pricing per agreed schedule of rates; please invoice the actual quantities supplied.|Prices as per your current price list. Value to be confirmed on invoice.",
    "terms": [
        "All goods to be delivered to the pier stated above; crossings are subject to weather and tide.",
        "Please quote order number {po} on all invoices and delivery dockets.",
        "Certificates of conformity are required for all safety equipment (SOLAS / MED).",
        "Goods remain subject to inspection on receipt. Payment 30 days from end of month.",
    ],
    "sign": lambda rng, p: rng.choice(
        [
            [
                f"Authorised by: {p[0]}, {rng.choice(['Operations Manager', 'Fleet Engineer', 'Managing Director'])}",
                "Supplier acknowledgement",
            ],
            [f"Ordered by: {p[1]}, Purchasing", f"Approved: {p[2]}, Master", "Received by"],
        ]
    ),
}


def fit30_en_ie_island_ferry_spares_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _lat(r, of, IE))


# --------------------------------------------------------------------------- 6 en-NZ campervan rental fleet's parts and linen order

NZ_X = "Southern Alps|Kōwhai|Tasman Bay|Aoraki|Kiwi Trail|Pōhutukawa|Remarkables|Coromandel Coast|Fiordland|Rangitoto|Tūī|Mataī".split(
    "|"
)
NZ_BUY = [
    "{x} Campervans Ltd",
    "{x} Motorhome Rentals Limited",
    "{x} Camper Hire NZ Ltd",
    "{x} Holiday Vans Limited",
    "{x} RV Rentals (2019) Ltd",
]
NZ_BASE = [
    "12 Orchard Road, Christchurch Airport 8053",
    "45 Kāpiti Road, Paraparaumu 5032",
    "8 Ascot Road, Māngere, Auckland 2022",
    "150 Glenda Drive, Frankton, Queenstown 9300",
    "23 Hanson Street, Mount Cook, Wellington 6021",
]
NZ_L = "Ngata|McKenzie|Tipene|Harrison|Walker|Te Rangi|Fraser|Paki|Anderson|Whaanga|Robertson|Tane|Henare|Campbell".split(
    "|"
)
NZ_F = "Aroha|Mikaere|Hayley|Tama|Brooke|Wiremu|Ngaire|Jared|Kiri|Liam|Mere|Corey".split("|")
NZ_SUP_FORMED = [
    "{a} Auto Parts Ltd",
    "{a} Caravan & RV Supplies Limited",
    "{a} Linen Services Ltd",
    "{a} Tyres Limited",
    "{a} Gas & Appliances Ltd",
    "{a} & {b} Auto Electrical Ltd",
    "{a} Upholstery (2015) Limited",
]
NZ_SUP_BARE = ["{a} Motors", "{a} Auto Electrical", "{f} {a} Upholstery", "{a} Glass"]
NZ_TOWNS = [
    "Hornby, Christchurch 8042",
    "Penrose, Auckland 1061",
    "Te Rapa, Hamilton 3200",
    "Onekawa, Napier 4110",
    "Sockburn, Christchurch 8042",
    "Seaview, Lower Hutt 5010",
]
NZ_ITEMS = [
    ("Compressor fridge 12 V, 90 L", "each", 15, 890, 1450),
    ("Gas regulator & hose kit (LPG)", "kit", 15, 65, 140),
    ("Leisure battery 120 Ah AGM", "each", 15, 380, 620),
    ("Solar panel 200 W flexible", "each", 15, 290, 540),
    ("Bedding pack (duvet, 2 pillows, linen)", "pack", 15, 145, 260),
    ("Kitchen kit (pots, crockery, 4 pax)", "kit", 15, 180, 320),
    ("Tyre 215/70R15C light truck", "each", 15, 210, 330),
    ("Awning fabric replacement 3.5 m", "each", 15, 420, 760),
    ("Grey water hose 10 m", "each", 15, 28, 55),
    ("Cassette toilet chemical 2 L", "bottle", 15, 24, 42),
    ("WOF inspection and repairs (labour)", "hour", 15, 95, 145),
    ("Windscreen chip repair", "job", 15, 65, 120),
    ("Wheel alignment, light commercial", "job", 15, 110, 180),
    ("Mattress 1,400 x 1,900 high-density foam", "each", 15, 340, 620),
    ("Road user charges (RUC) admin", "vehicle", 15, 12, 25),
]


def _nz_person(rng: random.Random) -> str:
    return f"{rng.choice(NZ_F)} {rng.choice(NZ_L)}"


def _nz_buyer(rng: random.Random) -> tuple[str, list[str]]:
    return rng.choice(NZ_BUY).format(x=rng.choice(NZ_X)), [
        rng.choice(NZ_BASE),
        f"Ph 0{la.digits(rng, '# ### ####')} · fleet@campers.co.nz",
        f"GST No. {la.digits(rng, '##-###-###')}",
    ]


def _nz_sup(rng: random.Random) -> tuple[str, list[str]]:
    a, b = rng.sample(NZ_L, 2)
    name = bare_or(rng, NZ_SUP_FORMED, NZ_SUP_BARE, 0.25).format(a=a, b=b, f=rng.choice(NZ_F))
    return name, [
        f"{rng.randint(1, 220)} {rng.choice(['Main South Road', 'Great South Road', 'Kahu Road', 'Railway Street', 'Carlyle Street'])}",
        rng.choice(NZ_TOWNS),
    ]


NZ = {
    "lang": "en",
    "land": 0.35,
    "buyer": _nz_buyer,
    "supplier": _nz_sup,
    "person": _nz_person,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["PO######", f"FL-{dt:%y}####", "#####", f"CV{dt:%y%m}-###", "PO-####-@"])
    ),
    "refs": lambda rng, dt: [
        ("Fleet No.", la.digits(rng, rng.choice(["CV-###", "MH###", "Van ##"]))),
        ("Rego", la.digits(rng, "@@@###")),
        ("Requisition", la.digits(rng, "RQ-#####")),
        ("Quote ref", la.digits(rng, rng.choice(["Q#####", "EST-####"]))),
        ("Cost centre", la.digits(rng, rng.choice(["###-Workshop", "FLT-##"]))),
        ("NZBN", la.digits(rng, "94290########")),
        ("Account", la.digits(rng, "A####")),
    ],
    "money": lambda v: f"${en2(v)}",
    "num": en2,
    "pct": _int_pct,
    "qty": _plain_qty,
    "l_po": "PO Number|Order No.|Purchase Order #|PO #|Order Ref",
    "l_title": "PURCHASE ORDER|Purchase Order|Workshop Purchase Order",
    "beside": "{t} #{po}|{t} {po}|{t} No. {po}",
    "l_date": "Date|Order date|Raised",
    "date": lambda rng, dt: la.dfmt(dt, rng.choice(["dmy", "long_en", "dash"])),
    "footer": lambda rng, b, a: [
        f"{b} · {a[0]} · NZBN {la.digits(rng, '94290########')} · GST {la.digits(rng, '##-###-###')}",
        "Invoices to accounts@campers.co.nz quoting the PO number. Payment 20th of the month following.",
    ],
    "page": "Page {p} of {n}",
    "cont": "Purchase Order {po} - continued",
    "l_sup": "Supplier|Vendor|To|Order from|",
    "sup_extra": lambda rng, s: [
        f"Attn: {_nz_person(rng)}",
        f"Ph 0{la.digits(rng, '# ### ####')}",
        f"GST {la.digits(rng, '###-###-###')}",
        f"orders@{s.split()[0].lower()}.co.nz",
    ],
    "shipto": lambda rng, b, a: rng.choice(
        [
            [f"{b} - Workshop", a[0], f"Receiving: {_nz_person(rng)}"],
            [
                f"{rng.choice(NZ_L)} Freight Ltd (for {b})",
                f"Depot {rng.randint(2, 9)}, {rng.choice(NZ_TOWNS)}",
                "Hold for collection",
            ],
            [
                f"{b} - Queenstown branch",
                "150 Glenda Drive, Frankton 9300",
                f"Branch manager: {_nz_person(rng)}",
            ],
        ]
    ),
    "billto": lambda rng, b, a: [
        f"{b}",
        "Accounts Payable",
        "PO Box " + str(rng.randint(100, 9999)) + ", Christchurch 8140",
    ],
    "l_ship": "Deliver to|Ship to|Delivery|Workshop delivery",
    "l_bill": "Invoice to|Bill to|Accounts",
    "intro": "Please supply the following for our rental fleet. Deliveries to the workshop between 7:30 am and 3:30 pm.|Please supply as per your quote:|Goods required before the start of the summer season.",
    "items": NZ_ITEMS,
    "qtys": [1, 2, 2, 4, 6, 8, 10, 12, 20, 24],
    "tags": ["(2nd batch)", "(Queenstown)", "(spare)"],
    "big": 500,
    "rates": [15],
    "h": {
        "no": "#|Ln|Item",
        "code": "SKU|Part #|Code",
        "desc": "Description|Item|Details",
        "qty": "Qty|Quantity",
        "unit": "Unit|UOM",
        "price": "Unit price|Price (excl)|Rate",
        "rate": "GST",
        "amt": "Amount|Line total|Total (excl)",
    },
    "code": "@@###-#",
    "l_carry_f": "Carried forward|Continued",
    "l_carry_b": "Brought forward|From previous page",
    "freights": [0, 0, 0, 18, 35, 60],
    "l_sub": "Subtotal|Total excl. GST|Net",
    "l_disc": "Discount {p}%|Fleet discount {p}%|Less {p}% trade",
    "l_net": "Net after discount|Subtotal after discount",
    "l_freight": "Freight|Delivery|Courier",
    "l_tax": "GST {r}%|GST @ {r}%|Add GST {r}%",
    "on": " on ${b}",
    "l_round": "Rounding",
    "l_total": "Total incl. GST|TOTAL (NZD)|Order Total|Total Payable|PO Total",
    "l_dep": "Deposit paid ({p}%)|Less paid in advance ({p}%)",
    "l_bal": "Balance to pay|Balance owing|Balance due",
    "nototal": "Charged at agreed fleet rates; invoice actual quantities and hours.|Prices per our fleet supply agreement. Please confirm pricing before dispatch.",
    "terms": [
        "Please quote {po} on your invoice and packing slip. Unreferenced invoices will be returned.",
        "All parts to be new and genuine or approved equivalent. Warranty per the Consumer Guarantees Act.",
        "Deliveries outside receiving hours will be refused.",
        "Certification required for gas and electrical work (gas certificate / EWOF).",
    ],
    "sign": lambda rng, p: rng.choice(
        [
            [
                f"Approved: {p[0]}, {rng.choice(['Fleet Manager', 'Workshop Manager', 'Operations Manager'])}",
                "Supplier acceptance",
            ],
            [f"Ordered by: {p[1]}", f"Authorised: {p[2]}, General Manager"],
        ]
    ),
}


def fit30_en_nz_campervan_fleet_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _lat(r, of, NZ))


# --------------------------------------------------------------------------- 7 de-AT Viennese Fiaker business's order for feed, shoeing and harness work

AT_N = "Hawelka|Pichler|Strobl|Wagenhofer|Eder|Lechner|Zach|Mayrhofer|Kollmann|Hödl|Stangl|Reisinger|Zöchling|Berger".split(
    "|"
)
AT_F = "Franz|Johanna|Karl|Anna|Josef|Leopold|Theresia|Markus|Christine|Rudolf|Herta|Georg".split(
    "|"
)
AT_BUY = [
    "Fiakerunternehmen {n}",
    "Fiaker {n} GmbH",
    "{n} Pferdekutschen e.U.",
    "Fiakerbetrieb {n} & Söhne KG",
    "Wiener Fiaker {n} OG",
]
AT_STALL = [
    ("Rabengasse 8", "1030 Wien"),
    ("Hasengasse 36", "1100 Wien"),
    ("Erdbergstraße 122", "1030 Wien"),
    ("Leopoldsgasse 14", "1020 Wien"),
    ("Hernalser Hauptstraße 71", "1170 Wien"),
]
AT_SUP_FORMED = [
    "{n} Futtermittel GmbH",
    "Sattlerei {n} GmbH",
    "{n} Landhandel GmbH & Co KG",
    "{n} Reitsport und Stallbedarf GmbH",
    "Wagnerei {n} e.U.",
    "{n} Agrarhandel GmbH",
]
AT_SUP_BARE = ["Sattlerei {n}", "Hufschmied {f} {n}", "Kutschenbau {n}", "Heuhandel {f} {n}"]
AT_ORTE = [
    "2320 Schwechat",
    "2100 Korneuburg",
    "3430 Tulln an der Donau",
    "2460 Bruck an der Leitha",
    "1220 Wien",
    "2700 Wiener Neustadt",
]
AT_ITEMS = [
    ("Heu, Kleinballen ca. 18 kg", "Ballen", 13, 7.5, 12.5),
    ("Stroh, Weizen, Quaderballen", "Ballen", 13, 32, 55),
    ("Hafer gequetscht 25 kg", "Sack", 13, 14, 24),
    ("Mineralfutter 20 kg", "Sack", 13, 38, 62),
    ("Hufbeschlag komplett (4 Eisen)", "Pferd", 20, 140, 210),
    ("Kummetgeschirr, Reparatur und Nähen", "Psch", 20, 180, 420),
    ("Kutschenrad Vollgummibereifung", "Stk", 20, 320, 640),
    ("Pferdewindel (Pooh-Bag) Ersatzbeutel", "Stk", 20, 18, 34),
    ("Fliegendecke mit Halsteil", "Stk", 20, 65, 120),
    ("Lederpflege Balsam 1 l", "Fl", 20, 14, 26),
    ("Winterdecke 145 cm", "Stk", 20, 95, 180),
    ("Einstreu Späne 24 kg", "Pkt", 20, 9, 15),
    ("Karotten für Pferde 25 kg", "Sack", 13, 11, 19),
    ("Fahrtenbuch / Tarifschild emailliert", "Stk", 20, 28, 60),
]


def _at_person(rng: random.Random) -> str:
    return f"{rng.choice(AT_F)} {rng.choice(AT_N)}"


def _at_buyer(rng: random.Random) -> tuple[str, list[str]]:
    st, plz = rng.choice(AT_STALL)
    return rng.choice(AT_BUY).format(n=rng.choice(AT_N)), [
        f"{st}, {plz}",
        f"Standplatz Stephansplatz · Tel. +43 1 {la.digits(rng, '### ## ##')}",
        f"UID ATU{la.digits(rng, '########')}",
    ]


def _at_sup(rng: random.Random) -> tuple[str, list[str]]:
    name = bare_or(rng, AT_SUP_FORMED, AT_SUP_BARE, 0.3).format(
        n=rng.choice(AT_N), f=rng.choice(AT_F)
    )
    return name, [
        f"{rng.choice(['Hauptstraße', 'Gewerbestraße', 'Feldgasse', 'Industriezeile'])} {rng.randint(1, 90)}",
        rng.choice(AT_ORTE),
    ]


AT = {
    "lang": "de",
    "window": 0.5,
    "firma": "Firma",
    "buyer": _at_buyer,
    "supplier": _at_sup,
    "person": _at_person,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice([f"B-{dt.year}-###", "BE#####", f"{dt:%y}/###", f"F{dt:%y}-####"])
    ),
    "refs": lambda rng, dt: [
        ("Ihre Kundennummer", la.digits(rng, "#####")),
        ("Ihr Angebot", la.digits(rng, rng.choice(["AN-####", "Ang. #####"]))),
        ("Lieferantennr.", la.digits(rng, "L-####")),
        ("Konzession", la.digits(rng, "Fiaker-Konz. ###/##")),
        ("Kostenstelle", rng.choice(["Stall", "Wagen", "Geschirr", "Futter"])),
        ("Sachbearbeitung", _at_person(rng)),
    ],
    "money": lambda v: rng_fmt_eur(v),
    "num": eu,
    "pct": _int_pct,
    "psep": " ",
    "qty": _eu_qty,
    "l_po": "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.",
    "l_title": "Bestellung|BESTELLUNG|Bestellschein|Auftrag",
    "beside": "{t} Nr. {po}|{t} {po}|{t} Nr.: {po}",
    "l_date": "Datum|Bestelldatum|Wien, am",
    "date": lambda rng, dt: la.dfmt(dt, rng.choice(["dot", "dot", "long_de"])),
    "footer": lambda rng, b, a: [
        f"{b} · {a[0]} · UID ATU{la.digits(rng, '########')} · FN {la.digits(rng, '######')}@ · HG Wien",
        f"Bank Austria · IBAN AT{la.digits(rng, '## #### #### #### ####')} · BIC BKAUATWW",
    ],
    "page": "Seite {p} von {n}",
    "cont": "Bestellung {po} – Fortsetzung",
    "l_sup": "Lieferant|An|An Firma|",
    "sup_extra": lambda rng, s: [
        f"z. H. {_at_person(rng)}",
        f"Tel. 0{la.digits(rng, '#### ####')}",
        f"UID ATU{la.digits(rng, '########')}",
    ],
    "shipto": lambda rng, b, a: rng.choice(
        [
            [f"{b} – Stallung", a[0], f"Stallmeister {_at_person(rng)}"],
            [
                f"Reitstall {rng.choice(AT_N)} (Einstellbetrieb)",
                f"Prater Hauptallee {rng.randint(2, 60)}, 1020 Wien",
                "Anlieferung nur vormittags",
            ],
        ]
    ),
    "billto": lambda rng, b, a: [b, "Buchhaltung", a[0]],
    "l_ship": "Lieferadresse|Anlieferung|Lieferung an",
    "l_bill": "Rechnungsadresse|Rechnung an",
    "intro": "Sehr geehrte Damen und Herren, wir bestellen zu den vereinbarten Bedingungen:|Wir bestellen zur Lieferung frei Stall:|Bitte liefern Sie uns laut Ihrem Angebot:",
    "items": AT_ITEMS,
    "qtys": [1, 2, 4, 5, 6, 10, 12, 20, 40],
    "tags": ["(Nachlieferung)", "(zweites Gespann)", "(Reserve)"],
    "big": 300,
    "rates": [20, 13],
    "h": {
        "no": "Pos.|Nr.",
        "code": "Art.-Nr.|Artikel",
        "desc": "Bezeichnung|Artikel / Leistung|Beschreibung",
        "qty": "Menge|Anz.",
        "unit": "Einh.|ME",
        "price": "Preis €|EP netto|Einzelpreis",
        "rate": "USt",
        "amt": "Betrag €|Gesamt netto|GP",
    },
    "code": "###-##",
    "l_carry_f": "Übertrag|Zwischensumme Übertrag",
    "l_carry_b": "Übertrag|Übertrag von Seite 1",
    "freights": [0, 0, 0, 35, 48, 75],
    "l_sub": "Summe netto|Zwischensumme|Nettobetrag",
    "l_disc": "Rabatt {p} %|abzgl. {p} % Rabatt",
    "l_net": "Netto nach Rabatt|Summe netto",
    "l_freight": "Frachtkosten|Zustellung|Transport",
    "l_tax": "zzgl. {r} % USt|USt {r} %|MwSt. {r} %",
    "on": " von {b}",
    "l_round": "Rundung",
    "l_total": "Gesamtbetrag|Gesamtsumme brutto|Bestellsumme inkl. USt|Endbetrag",
    "l_dep": "Anzahlung geleistet ({p} %)|abzgl. Akontozahlung ({p} %)",
    "l_bal": "Restbetrag|Offener Betrag",
    "nototal": "Preise laut Ihrem Angebot bzw. Preisliste; Verrechnung nach Lieferung.|Die Verrechnung erfolgt nach tatsächlichem Aufwand laut Rahmenvereinbarung.",
    "terms": [
        "Bitte geben Sie unsere Bestellnummer {po} auf Lieferschein und Rechnung an.",
        "Zahlung: 14 Tage 2 % Skonto, 30 Tage netto.",
        "Heu und Stroh staubarm, schimmelfrei, trocken gelagert. Anlieferung Mo–Fr 6–9 Uhr.",
        "Hufbeschlag nach Terminvereinbarung mit dem Stallmeister.",
    ],
    "sign": lambda rng, p: rng.choice(
        [
            [
                "Mit freundlichen Grüßen",
                f"{p[0]}, {rng.choice(['Geschäftsführung', 'Inhaber', 'Stallmeister'])}",
            ],
            [f"{p[1]}, Einkauf", "Auftragsbestätigung Lieferant (Datum, Unterschrift)"],
        ]
    ),
}


def rng_fmt_eur(v: Decimal) -> str:
    return f"€ {eu(v)}"


def fit30_de_at_fiaker_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _lat(r, of, AT))


# --------------------------------------------------------------------------- 8 fr-CH curling club's order for stones, brooms, ice and bar supplies

CH_X = "Lausanne-Olympique|Genève Trois-Chêne|Champéry|Neuchâtel-Sports|Villars|Morges|Sion-Valère|Fribourg|Leysin|La Chaux-de-Fonds|Yverdon|Nyon-La Côte".split(
    "|"
)
CH_BUY = [
    "Curling Club {x}",
    "Club de curling {x}",
    "Association Curling {x}",
    "{x} Curling SA",
    "Centre de curling {x} Sàrl",
]
CH_HALL = [
    ("Chemin du Viaduc 14", "1008 Prilly"),
    ("Route de Chêne 127", "1224 Chêne-Bougeries"),
    ("Rue de la Piscine 3", "1874 Champéry"),
    ("Avenue du Mail 11", "2000 Neuchâtel"),
    ("Route des Layeux 2", "1884 Villars-sur-Ollon"),
    ("Rue des Patinoires 6", "1950 Sion"),
]
CH_N = "Favre|Rochat|Bonvin|Pittet|Monnier|Chappuis|Jaquet|Berset|Rey|Vuilleumier|Python|Gaillard|Mottier|Perrin".split(
    "|"
)
CH_F = "Nicolas|Sandrine|Laurent|Céline|Yves|Valérie|Olivier|Anne-Claude|Raphaël|Nathalie|Pascal|Joëlle".split(
    "|"
)
CH_SUP_FORMED = [
    "{a} Sports d'hiver SA",
    "{a} Glace & Froid Sàrl",
    "{a} Equipements sportifs SA",
    "{a} & {b} Sàrl",
    "Atelier {a} Sàrl",
    "{a} Boissons SA",
    "{a} Peinture industrielle SA",
]
CH_SUP_BARE = ["{a} Sports", "Affûtage {a}", "{f} {a}, artisan", "Brasserie {a}"]
CH_LIEU = [
    "1020 Renens",
    "1400 Yverdon-les-Bains",
    "1205 Genève",
    "1700 Fribourg",
    "2300 La Chaux-de-Fonds",
    "1920 Martigny",
    "1110 Morges",
]
CH_ITEMS = [
    ("Pierres de curling, reconditionnement du jeu de 8", "jeu", 8.1, 1800, 3600),
    ("Balais de curling carbone, tête synthétique", "pce", 8.1, 85, 160),
    ("Têtes de balai de rechange", "pce", 8.1, 18, 32),
    ('Semelles glissantes (sliders) 1/4"', "pce", 8.1, 38, 75),
    ("Chronomètres de balayage", "pce", 8.1, 45, 95),
    ("Arrosoir à pebble inox", "pce", 8.1, 380, 720),
    ("Eaux minérales 6 x 1,5 l (buvette)", "carton", 2.6, 9, 16),
    ("Café en grains 1 kg (buvette)", "kg", 2.6, 18, 30),
    ("Affûtage des pierres (service)", "pce", 8.1, 65, 120),
    ("Peinture de glace blanche 20 kg", "seau", 8.1, 140, 260),
    ("Cercles (maisons) peints, jeu de 2", "jeu", 8.1, 600, 1200),
    ("Appuis de départ (hacks) caoutchouc", "paire", 8.1, 45, 90),
    ("Croissants surgelés (tournoi) carton 60", "carton", 2.6, 38, 65),
    ("Tableau d'affichage des scores", "pce", 8.1, 220, 480),
]


def _ch_person(rng: random.Random) -> str:
    return f"{rng.choice(CH_F)} {rng.choice(CH_N)}"


def _ch_buyer(rng: random.Random) -> tuple[str, list[str]]:
    st, lieu = rng.choice(CH_HALL)
    return rng.choice(CH_BUY).format(x=rng.choice(CH_X)), [
        f"{st}, {lieu}",
        f"Tél. +41 {la.digits(rng, '## ### ## ##')} · info@curling-club.ch",
    ]


def _ch_sup(rng: random.Random) -> tuple[str, list[str]]:
    a, b = rng.sample(CH_N, 2)
    name = bare_or(rng, CH_SUP_FORMED, CH_SUP_BARE, 0.25).format(a=a, b=b, f=rng.choice(CH_F))
    return name, [
        f"{rng.choice(['Rue de l’Industrie', 'Chemin des Artisans', 'Route de Lausanne', 'Z.I. Les Ducats'])} {rng.randint(1, 60)}",
        rng.choice(CH_LIEU),
    ]


def _ide(rng: random.Random) -> str:
    return la.digits(rng, "CHE-###.###.###")


CH = {
    "lang": "fr",
    "window": 0.35,
    "r05": True,
    "buyer": _ch_buyer,
    "supplier": _ch_sup,
    "person": _ch_person,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice([f"BC-{dt.year}-###", "CC####", f"{dt:%y}-0##", "Cde ####"])
    ),
    "refs": lambda rng, dt: [
        ("Votre offre", la.digits(rng, rng.choice(["OF-####", "Offre ####"]))),
        ("N° client", la.digits(rng, "#####")),
        ("N° IDE", _ide(rng) + " TVA"),
        (
            "Saison",
            f"{dt.year}/{dt.year + 1 - 2000}"
            if dt.month > 6
            else f"{dt.year - 1}/{dt.year - 2000}",
        ),
        ("Centre de coûts", rng.choice(["Glace", "Buvette", "Matériel", "Tournoi"])),
        ("Responsable", _ch_person(rng)),
    ],
    "money": lambda v: f"CHF {chf(v)}",
    "num": chf,
    "pct": _comma_pct,
    "psep": " ",
    "qty": lambda q: f"{q:,.0f}".replace(",", "'"),
    "l_po": "N° de commande|Commande n°|Bon n°|Notre commande",
    "l_title": "BON DE COMMANDE|Bon de commande|COMMANDE",
    "beside": "{t} n° {po}|{t} N° {po}|{t} {po}",
    "l_date": "Date|Date de commande|Lausanne, le",
    "date": lambda rng, dt: la.dfmt(dt, rng.choice(["dot", "long_fr", "dot"])),
    "footer": lambda rng, b, a: [
        f"{b} · {a[0]} · IDE {_ide(rng)} TVA",
        f"PostFinance · IBAN CH{la.digits(rng, '## #### #### #### #### #')} · Membre de Swiss Curling",
    ],
    "page": "Page {p} sur {n}",
    "cont": "Bon de commande {po} (suite)",
    "l_sup": "Fournisseur|Destinataire|À l'attention de|",
    "sup_extra": lambda rng, s: [
        f"À l'att. de {_ch_person(rng)}",
        f"Tél. 0{la.digits(rng, '## ### ## ##')}",
        f"IDE {_ide(rng)} TVA",
    ],
    "shipto": lambda rng, b, a: rng.choice(
        [
            [f"{b} – Halle de curling", a[0], f"Chef de glace : {_ch_person(rng)}"],
            [
                f"Patinoire {rng.choice(CH_X)} SA",
                f"Quai de livraison, {rng.choice(CH_LIEU)}",
                "Livraison le matin uniquement",
            ],
        ]
    ),
    "billto": lambda rng, b, a: [
        b,
        "Caissier du club",
        f"Case postale {rng.randint(10, 999)}, {a[0].split(', ')[-1]}",
    ],
    "l_ship": "Livraison|Adresse de livraison|À livrer à",
    "l_bill": "Facturation|Adresse de facturation",
    "intro": "Madame, Monsieur, nous vous prions de nous livrer :|Nous vous commandons, selon votre offre, les articles suivants :|Merci de livrer avant le début de la saison :",
    "items": CH_ITEMS,
    "qtys": [1, 2, 4, 6, 8, 10, 12, 16, 24],
    "tags": ["(juniors)", "(tournoi)", "(réserve)"],
    "big": 500,
    "rates": [8.1, 2.6],
    "h": {
        "no": "Pos.|N°",
        "code": "Réf.|Article",
        "desc": "Désignation|Description|Article",
        "qty": "Qté|Quantité",
        "unit": "Unité|U.",
        "price": "Prix unit.|P.U. CHF|Prix",
        "rate": "TVA",
        "amt": "Montant|Total CHF|Montant HT",
    },
    "code": "##.###",
    "l_carry_f": "À reporter|Report",
    "l_carry_b": "Report|Report de la page 1",
    "freights": [0, 0, 0, 15, 25, 40],
    "l_sub": "Total HT|Sous-total|Montant net",
    "l_disc": "Rabais {p} %|Remise {p} %|Rabais club {p} %",
    "l_net": "Net après rabais|Total HT net",
    "l_freight": "Frais de port|Transport|Livraison",
    "l_tax": "TVA {r} %|TVA {r} %|+ TVA {r} %",
    "on": " sur {b}",
    "l_round": "Arrondi",
    "l_total": "Total TTC|TOTAL CHF|Montant total|Total à payer",
    "l_dep": "Acompte versé ({p} %)|Acompte ({p} %)",
    "l_bal": "Solde dû|Reste à payer|Solde",
    "nototal": "Prix selon votre offre et tarif en vigueur ; facturation selon quantités livrées.|Les prix seront confirmés par votre confirmation de commande.",
    "terms": [
        "Merci de mentionner notre numéro de commande {po} sur le bulletin de livraison et la facture.",
        "Paiement à 30 jours net. Livraison franco halle.",
        "La glace est disponible pour les travaux le lundi de 6 h à 11 h.",
        "Toute modification doit être confirmée par écrit.",
    ],
    "sign": lambda rng, p: rng.choice(
        [
            [
                f"{p[0]}, {rng.choice(['Président', 'Responsable matériel', 'Chef de glace'])}",
                "Confirmation du fournisseur (date, signature)",
            ],
            [f"Pour le comité : {p[1]}", f"{p[2]}, caissier"],
        ]
    ),
}


def fit30_fr_ch_club_curling_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _lat(r, of, CH))


# --------------------------------------------------------------------------- 9 it-IT balsamic-vinegar maker's order for casks, bottles and packaging

IT_N = "Ferrarini|Bompani|Casolari|Cavedoni|Mazzoli|Vecchi|Rinaldi|Tassi|Baraldi|Fontanesi|Gibellini|Montanari|Bertoni|Zanasi".split(
    "|"
)
IT_F = "Giorgio|Francesca|Luca|Paola|Stefano|Chiara|Marco|Elena|Davide|Silvia|Roberto|Giulia".split(
    "|"
)
IT_BUY = [
    "Acetaia {n}",
    "Acetaia {n} S.r.l.",
    "{n} Aceto Balsamico S.a.s.",
    "Antica Acetaia {n} di {f} {n2} & C. S.n.c.",
    "Acetaia Comunale {n} Soc. Agr.",
]
IT_SEDE = [
    "Via Vignolese 1420, 41126 Modena (MO)",
    "Strada Statale 12 n. 55, 41058 Vignola (MO)",
    "Via Emilia Ovest 881, 41123 Modena (MO)",
    "Via Canaletto 40, 41030 Bomporto (MO)",
    "Via Statale 467, 42013 Casalgrande (RE)",
    "Via Chiesa 12, 41014 Castelvetro di Modena (MO)",
]
IT_SUP_FORMED = [
    "Bottaia {n} S.r.l.",
    "{n} Botti S.n.c.",
    "Vetreria {n} S.p.A.",
    "{n} Imballaggi S.r.l.",
    "Tipografia {n} S.r.l.",
    "{n} Tappi e Capsule S.r.l.",
    "{n} & {n2} Cartotecnica S.r.l.",
]
IT_SUP_BARE = ["Bottaio {f} {n}", "Falegnameria {n}", "{n} Mosti di {f} {n}"]
IT_CITTA = [
    "42100 Reggio Emilia (RE)",
    "40132 Bologna (BO)",
    "43122 Parma (PR)",
    "37135 Verona (VR)",
    "41012 Carpi (MO)",
    "25125 Brescia (BS)",
]
IT_ITEMS = [
    (
        "Batteria di botticelle (5 pz) rovere, ciliegio, gelso, castagno, ginepro",
        "set",
        22,
        1800,
        4200,
    ),
    ("Botte in rovere 50 l", "pz", 22, 420, 780),
    ("Bottiglia vetro extra-bianco 100 ml", "pz", 22, 0.55, 1.2),
    ("Tappo con sigillo di garanzia", "pz", 22, 0.08, 0.2),
    ("Astuccio in cartoncino con finestra", "pz", 22, 0.9, 2.1),
    ("Cassetta in legno per 3 bottiglie", "pz", 22, 6, 14),
    ("Mosto cotto di Trebbiano", "q.le", 10, 120, 240),
    ("Etichette adesive stampate (rotolo da 1000)", "rot.", 22, 45, 95),
    ("Cera d'api per sigillatura", "kg", 22, 18, 35),
    ("Manutenzione e ricerchiatura botti", "interv.", 22, 180, 450),
    ("Aceto di vino per rincalzo", "l", 10, 1.2, 2.6),
    ("Contagocce dosatore in vetro", "pz", 22, 0.6, 1.4),
]


def _it_person(rng: random.Random) -> str:
    return f"{rng.choice(IT_F)} {rng.choice(IT_N)}"


def _it_buyer(rng: random.Random) -> tuple[str, list[str]]:
    n, n2 = rng.sample(IT_N, 2)
    return rng.choice(IT_BUY).format(n=n, n2=n2, f=rng.choice(IT_F)), [
        rng.choice(IT_SEDE),
        f"Tel. 059 {la.digits(rng, '######')} · P.IVA {la.digits(rng, '0##########')}",
    ]


def _it_sup(rng: random.Random) -> tuple[str, list[str]]:
    n, n2 = rng.sample(IT_N, 2)
    name = bare_or(rng, IT_SUP_FORMED, IT_SUP_BARE, 0.25).format(n=n, n2=n2, f=rng.choice(IT_F))
    return name, [
        f"{rng.choice(['Via dell’Artigianato', 'Via Marconi', 'Via dell’Industria', 'Viale Europa'])} {rng.randint(1, 120)}",
        rng.choice(IT_CITTA),
    ]


IT = {
    "lang": "it",
    "window": 0.3,
    "buyer": _it_buyer,
    "supplier": _it_sup,
    "person": _it_person,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice([f"OA-{dt.year}/###", f"###/{dt:%y}", "ORD#####", f"{dt.year}-OF-###"])
    ),
    "refs": lambda rng, dt: [
        ("Vs. offerta n.", la.digits(rng, rng.choice(["###/##", "OFF-####"]))),
        ("Cod. fornitore", la.digits(rng, "F####")),
        ("P.IVA", la.digits(rng, "0##########")),
        ("Cod. SDI", la.digits(rng, "@@@@@@@")),
        ("Commessa", la.digits(rng, rng.choice(["Vendemmia ####", "COM-###"]))),
        ("Rif. richiesta", la.digits(rng, "RDA ####")),
    ],
    "money": lambda v: f"€ {eu(v)}",
    "num": eu,
    "pct": _int_pct,
    "qty": _eu_qty,
    "l_po": "N. ordine|Ordine n.|Numero ordine|Ns. ordine n.",
    "l_title": "ORDINE DI ACQUISTO|Ordine d'acquisto|ORDINE A FORNITORE|Buono d'ordine",
    "beside": "{t} n. {po}|{t} N° {po}|{t} {po}",
    "l_date": "Data|Data ordine|Modena,",
    "date": lambda rng, dt: la.dfmt(dt, rng.choice(["dmy", "long_it", "dmy"])),
    "footer": lambda rng, b, a: [
        f"{b} · {a[0]} · C.F. e P.IVA {la.digits(rng, '0##########')} · REA MO-{la.digits(rng, '######')}",
        f"BPER Banca · IBAN IT{la.digits(rng, '##@ ##### ##### ############')} · PEC amministrazione@pec.acetaia.it",
    ],
    "page": "Pagina {p} di {n}",
    "cont": "Ordine {po} – segue",
    "l_sup": "Spett.le|Fornitore|Spettabile ditta|",
    "sup_extra": lambda rng, s: [
        f"c.a. {_it_person(rng)}",
        f"Tel. 0{la.digits(rng, '## #######')}",
        f"P.IVA {la.digits(rng, '0##########')}",
    ],
    "shipto": lambda rng, b, a: rng.choice(
        [
            [f"{b} – Sottotetto acetaia", a[0], f"Ref. {_it_person(rng)}"],
            [
                f"Magazzino {rng.choice(IT_N)} Logistica S.r.l.",
                f"Via del Commercio {rng.randint(1, 40)}, 41122 Modena (MO)",
                "Scarico da lun. a ven. 8–12",
            ],
        ]
    ),
    "billto": lambda rng, b, a: [b, "Amministrazione", a[0]],
    "l_ship": "Luogo di consegna|Destinazione merce|Consegna presso",
    "l_bill": "Fatturare a|Intestazione fattura",
    "intro": "Con la presente Vi ordiniamo quanto segue, alle condizioni concordate:|Vi preghiamo di fornirci il seguente materiale:|Come da Vs. offerta, ordiniamo:",
    "items": IT_ITEMS,
    "qtys": [1, 2, 5, 10, 50, 100, 500, 1000, 2000],
    "tags": ["(riserva)", "(linea 25 anni)", "(campionatura)"],
    "big": 150,
    "rates": [22, 10],
    "h": {
        "no": "Pos.|N.|Riga",
        "code": "Codice|Cod. art.",
        "desc": "Descrizione|Articolo|Descrizione articolo",
        "qty": "Q.tà|Quantità",
        "unit": "U.M.",
        "price": "Prezzo un.|Prezzo €",
        "rate": "IVA",
        "amt": "Importo|Totale riga|Importo €",
    },
    "code": "@@-####",
    "l_carry_f": "A riportare|Totale a riportare",
    "l_carry_b": "Riporto|Da pagina precedente",
    "freights": [0, 0, 0, 30, 55, 90],
    "l_sub": "Imponibile|Totale imponibile|Totale merce",
    "l_disc": "Sconto {p}%|Sconto incondizionato {p}%",
    "l_net": "Imponibile netto|Totale al netto dello sconto",
    "l_freight": "Spese di trasporto|Trasporto",
    "l_tax": "IVA {r}%|IVA {r}%|Imposta {r}%",
    "on": " su {b}",
    "l_round": "Arrotondamento",
    "l_total": "Totale ordine|TOTALE DOCUMENTO|Totale IVA inclusa|Totale da pagare",
    "l_dep": "Acconto versato ({p}%)|Anticipo ({p}%)",
    "l_bal": "Saldo|Netto a pagare|Residuo da pagare",
    "nototal": "Prezzi come da listino concordato; l'importo sarà definito in fattura.|Prezzi da confermare con Vs. conferma d'ordine.",
    "terms": [
        "Indicare il numero d'ordine {po} su DDT e fattura elettronica.",
        "Pagamento: bonifico 60 gg d.f.f.m.",
        "Materiali a contatto con alimenti conformi al Reg. CE 1935/2004 (dichiarazione di conformità).",
        "Resa: franco ns. magazzino.",
    ],
    "sign": lambda rng, p: rng.choice(
        [
            [
                "Timbro e firma del fornitore per accettazione",
                f"{p[0]}, {rng.choice(['Titolare', 'Resp. acquisti', 'Mastro acetaio'])}",
            ],
            [f"L'ufficio acquisti: {p[1]}", "Per accettazione"],
        ]
    ),
}


def fit30_it_acetaia_ordine_botti_bottiglie(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _lat(r, of, IT))


# --------------------------------------------------------------------------- 10 pt-BR açaí chain's order for pulp, toppings and cups

BR_X = "Tropical Norte|Amazônia Viva|Pará Raiz|Boa Vista|Guaraná Mix|Maré Alta|Vitória Régia|Ilha do Marajó|Sabor do Tapajós|Beira-Rio".split(
    "|"
)
BR_BUY = [
    "Açaí {x} Ltda.",
    "{x} Açaiteria e Sorveteria Ltda. ME",
    "Rede {x} Açaí Franquias S.A.",
    "{x} Alimentos EIRELI",
    "Açaí {x} Comércio de Alimentos Ltda.",
]
BR_END = [
    "Rua Oscar Freire, 1020 – Jardins, São Paulo/SP – CEP 01426-001",
    "Av. Boa Viagem, 3400 – Boa Viagem, Recife/PE – CEP 51020-000",
    "Rua Visconde de Pirajá, 220 – Ipanema, Rio de Janeiro/RJ – CEP 22410-002",
    "Av. Nazaré, 512 – Nazaré, Belém/PA – CEP 66035-170",
    "SCLN 303 Bloco B, Loja 12 – Asa Norte, Brasília/DF – CEP 70735-520",
]
BR_N = "Silva|Santos|Oliveira|Souza|Pereira|Costa|Ferreira|Almeida|Carvalho|Ribeiro|Barbosa|Cardoso|Nascimento|Moraes".split(
    "|"
)
BR_F = (
    "Ana|Carlos|Fernanda|Rafael|Juliana|Marcos|Patrícia|Rodrigo|Camila|Luiz|Thiago|Larissa".split(
        "|"
    )
)
BR_SUP_FORMED = [
    "{a} Distribuidora de Polpas Ltda.",
    "{a} Frutas do Pará Ltda.",
    "Embalagens {a} Ltda.",
    "{a} & {b} Comércio de Descartáveis Ltda.",
    "Laticínios {a} S.A.",
    "{a} Granolas e Cereais Ltda.",
    "{a} Indústria de Plásticos Ltda.",
]
BR_SUP_BARE = ["{a} Embalagens", "Distribuidora {a}", "{f} {a} Polpas"]
BR_CID = [
    "Ananindeua/PA – CEP 67030-000",
    "Guarulhos/SP – CEP 07034-000",
    "Contagem/MG – CEP 32210-000",
    "Jaboatão dos Guararapes/PE – CEP 54330-000",
    "Duque de Caxias/RJ – CEP 25085-000",
]
BR_ITEMS = [
    ("Polpa de açaí médio, balde 10 kg", "bd", 0, 135, 220),
    ("Polpa de açaí zero açúcar, balde 10 kg", "bd", 0, 160, 260),
    ("Granola tradicional 1 kg", "pct", 0, 14, 26),
    ("Leite condensado 2,5 kg (bag)", "bag", 0, 38, 62),
    ("Leite em pó integral 1 kg", "pct", 0, 32, 48),
    ("Paçoca rolha (display 50 un)", "cx", 0, 18, 32),
    ("Copo descartável 500 ml com tampa (cx 500)", "cx", 10, 160, 280),
    ("Copo descartável 300 ml com tampa (cx 500)", "cx", 10, 120, 210),
    ("Colher descartável longa (pct 500)", "pct", 10, 22, 45),
    ("Tigela térmica 700 ml (cx 200)", "cx", 10, 190, 320),
    ("Sacola kraft personalizada (mil)", "mil", 10, 380, 620),
    ("Banana desidratada 1 kg", "pct", 0, 28, 46),
    ("Calda de morango 1,3 kg", "fr", 0, 16, 29),
]


def _br_person(rng: random.Random) -> str:
    return f"{rng.choice(BR_F)} {rng.choice(BR_N)}"


def _cnpj(rng: random.Random) -> str:
    return la.digits(rng, "##.###.###/0001-##")


def _br_buyer(rng: random.Random) -> tuple[str, list[str]]:
    return rng.choice(BR_BUY).format(x=rng.choice(BR_X)), [
        rng.choice(BR_END),
        f"CNPJ {_cnpj(rng)} · IE {la.digits(rng, '###.###.###.###')}",
        f"Tel. (11) {la.digits(rng, '9####-####')}",
    ]


def _br_sup(rng: random.Random) -> tuple[str, list[str]]:
    a, b = rng.sample(BR_N, 2)
    name = bare_or(rng, BR_SUP_FORMED, BR_SUP_BARE, 0.25).format(a=a, b=b, f=rng.choice(BR_F))
    return name, [
        f"{rng.choice(['Rod. BR-316, km', 'Av. Industrial,', 'Rua das Indústrias,', 'Estrada do Coqueiro,'])} {rng.randint(5, 2400)}",
        rng.choice(BR_CID),
    ]


def _br_info(rng: random.Random, base: Decimal, money: Callable[[Decimal], str]) -> list:
    if rng.random() < 0.5:
        return [("ICMS incluso (18%)", money(r2(base * Decimal("0.18"))), False)]
    return []


BR = {
    "lang": "pt",
    "land": 0.3,
    "freight_taxed": False,
    "info": _br_info,
    "buyer": _br_buyer,
    "supplier": _br_sup,
    "person": _br_person,
    "po": lambda rng, dt: la.digits(
        rng, rng.choice(["PC-######", f"{dt.year}/####", "######", f"PED-{dt:%y}-####"])
    ),
    "refs": lambda rng, dt: [
        ("Cotação nº", la.digits(rng, rng.choice(["COT-####", "####/##"]))),
        ("Cód. fornecedor", la.digits(rng, "F#####")),
        ("Requisição", la.digits(rng, "RC-#####")),
        (
            "Loja",
            rng.choice(
                ["Loja 03 – Jardins", "CD Central", "Quiosque Shopping", "Loja 07 – Centro"]
            ),
        ),
        ("Centro de custo", la.digits(rng, "CC-###")),
        (
            "Cond. pagamento",
            rng.choice(["28 dias", "30/60 dias", "À vista (PIX)", "21 dias boleto"]),
        ),
    ],
    "money": lambda v: f"R$ {eu(v)}",
    "num": eu,
    "pct": _int_pct,
    "qty": _eu_qty,
    "l_po": "Nº do pedido|Pedido nº|Número do pedido|Pedido",
    "l_title": "PEDIDO DE COMPRA|Pedido de Compra|ORDEM DE COMPRA|Pedido de Compras",
    "beside": "{t} nº {po}|{t} Nº {po}|{t} {po}",
    "l_date": "Data|Emissão|Data de emissão",
    "date": lambda rng, dt: dt.strftime("%d/%m/%Y"),
    "footer": lambda rng, b, a: [
        f"{b} · CNPJ {_cnpj(rng)} · {a[0]}",
        "Favor informar o número do pedido na NF-e (campo xPed) e no boleto. Mercadoria sujeita a conferência no recebimento.",
    ],
    "page": "Página {p} de {n}",
    "cont": "Pedido de Compra {po} (continuação)",
    "l_sup": "Fornecedor|Ao fornecedor|Razão social|",
    "sup_extra": lambda rng, s: [
        f"CNPJ {_cnpj(rng)}",
        f"Contato: {_br_person(rng)}",
        f"Tel. (91) {la.digits(rng, '9####-####')}",
        f"IE {la.digits(rng, '##.###.###-#')}",
    ],
    "shipto": lambda rng, b, a: rng.choice(
        [
            [
                f"{b} – Centro de Distribuição",
                f"Rua {rng.choice(['Guaicurus', 'do Porto', 'Tenente Silveira'])}, {rng.randint(10, 999)} – Galpão {rng.randint(1, 9)}",
                "Recebimento: seg. a sex. 7h às 15h",
            ],
            [
                f"{rng.choice(BR_N)} Logística Frigorificada Ltda.",
                rng.choice(BR_CID),
                f"A/C {_br_person(rng)}",
            ],
        ]
    ),
    "billto": lambda rng, b, a: [b, f"CNPJ {_cnpj(rng)}", a[0]],
    "l_ship": "Local de entrega|Entregar em|Endereço de entrega",
    "l_bill": "Faturar para|Dados para faturamento",
    "intro": "Solicitamos o fornecimento dos itens abaixo conforme cotação aprovada:|Favor fornecer os produtos relacionados abaixo:|Produtos congelados devem chegar a -18 °C. Favor fornecer:",
    "items": BR_ITEMS,
    "qtys": [2, 4, 5, 10, 12, 20, 30, 40, 60],
    "tags": ["(loja 2)", "(promoção)", "(reposição)"],
    "big": 300,
    "rates": [10, 0],
    "h": {
        "no": "Item|#",
        "code": "Código|Cód.",
        "desc": "Descrição|Produto|Descrição do produto",
        "qty": "Qtde|Quant.",
        "unit": "Un.|UN",
        "price": "Vl. unit.|Preço unit.",
        "rate": "IPI",
        "amt": "Vl. total|Total|Valor",
    },
    "code": "######",
    "l_carry_f": "A transportar|Subtotal a transportar",
    "l_carry_b": "Transporte|De transporte",
    "freights": [0, 0, 0, 80, 150, 240],
    "l_sub": "Valor dos produtos|Total dos produtos|Subtotal",
    "l_disc": "Desconto ({p}%)|Desconto {p}%",
    "l_net": "Produtos c/ desconto|Valor líquido",
    "l_freight": "Frete|Valor do frete",
    "l_tax": "IPI {r}%|Valor do IPI ({r}%)",
    "on": " s/ {b}",
    "l_round": "Arredondamento",
    "l_total": "Valor total do pedido|TOTAL DO PEDIDO|Total geral|Valor total",
    "l_dep": "Sinal pago ({p}%)|Adiantamento ({p}%)",
    "l_bal": "Saldo a pagar|Saldo",
    "nototal": "Preços conforme tabela vigente do fornecedor; valores finais na NF-e.|Valores a confirmar pelo fornecedor antes do faturamento.",
    "terms": [
        "Informar o nº do pedido {po} na nota fiscal. Notas sem o número do pedido serão devolvidas.",
        "Produtos congelados: temperatura máxima de -18 °C na entrega; laudo de análise quando solicitado.",
        "Pagamento via boleto ou PIX conforme condição acordada.",
        "Validade mínima de 80% do prazo no recebimento.",
    ],
    "sign": lambda rng, p: rng.choice(
        [
            [f"Comprador(a): {p[0]}", "De acordo do fornecedor (carimbo e assinatura)"],
            [
                f"Solicitante: {p[1]}",
                f"Aprovação: {p[2]}, {rng.choice(['Gerente de Compras', 'Diretor Financeiro', 'Sócio-administrador'])}",
            ],
        ]
    ),
}


def fit30_pt_br_acaiteria_insumos_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _lat(r, of, BR))


# --------------------------------------------------------------------------- the CJK engine (families 1-4)


def _cjk(rng: random.Random, of: int, F: dict) -> tuple[bytes, dict]:
    def P(k: str) -> str:
        return cj.pick(rng, F[k])

    loc = F["loc"]
    conf = F.get("conf", False)
    whole = loc in ("tw", "ja")
    land = rng.random() < F.get("land", 0.2)
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    d = cj.a_date(rng)
    buyer, baddr = F["buyer"](rng)
    sup, saddr = F["supplier"](rng)
    po = F["po"](rng, d)
    so = F["so"](rng, d) if conf else ""
    refs = F["refs"](rng, d)
    refs = rng.sample(refs, rng.randint(min(2, len(refs)), len(refs)))
    stated = stated_of(rng)
    ds = P("dstyle")
    page = [1]
    ink = rng.choice([Color(0.6, 0.1, 0.15), Color(0.1, 0.3, 0.6), black, Color(0.15, 0.35, 0.25)])
    po_lab = P("l_po")
    title = P("l_title")
    money = F["money"]
    colon = "：" if rng.random() < 0.8 else ":"
    head_party, head_addr = (sup, saddr) if conf else (buyer, baddr)
    where = rng.choice(
        ["grid", "row", "block"] if conf else ["red", "beside", "grid", "row", "block"]
    )
    if loc == "ja" and where == "red":
        where = "block"

    def foot() -> None:
        pg = F["page"].format(p=page[0], n=of) if of else F["page1"].format(p=page[0])
        pdf.text(pdf.w / 2, pdf.h - 24, pg, 7.6, align="c", colour=GREY)
        if conf:
            pdf.text(m, pdf.h - 36, f"{sup}　{cj.zh_tel(rng)}", 6.8, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        ref = (
            f"{F['so_lab']}{colon}{so}"
            if conf
            else f"{po_lab}{colon}{po}"
            if po_lab != "No."
            else f"No. {po}"
        )
        pdf.text(m, 34, f"{head_party}　{title}{F['cont']}", 8.8, bold=True, maxw=wd * 0.6)
        pdf.text(right, 34, ref, 8.8, align="r")
        pdf.line(m, 39, right, 39, lw=0.5)
        return 48

    def need(h: float, y: float) -> float:
        return brk() if y + h > bottom else y

    dlab = P("l_date")
    meta = [(dlab, cj.fdate(d, ds)), *refs]
    if not conf and where not in ("red", "beside"):
        meta.insert(0 if rng.random() < 0.75 else 1, (po_lab, po))
    if conf:
        meta.insert(0, (F["so_lab"], so))
    # ------------------------------------------------------------ letterhead and title
    hstyle = (
        rng.choice(["centre", "left"]) if loc != "ja" else rng.choice(["title", "title", "left"])
    )
    if hstyle == "centre":
        pdf.text(pdf.w / 2, 40, head_party, 15, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 54, "　".join(head_addr), 7.4, align="c", colour=GREY, maxw=wd)
        ty = 80
        pdf.text(pdf.w / 2, ty, title, 17, align="c", bold=True, space=rng.choice([0, 2, 4]))
        pdf.line(pdf.w / 2 - 70, ty + 5, pdf.w / 2 + 70, ty + 5, lw=0.7)
        y = ty + 14
    elif hstyle == "left":
        pdf.text(m, 40, head_party, 14, bold=True, colour=ink, maxw=wd * 0.55)
        for i, s in enumerate(head_addr):
            pdf.text(m, 54 + i * 11, s, 7.4, colour=GREY, maxw=wd * 0.55)
        ty = 44
        pdf.text(right, ty, title, 17, align="r", bold=True)
        y = max(60 + 11 * len(head_addr), 72)
    else:
        ty = 44
        pdf.text(pdf.w / 2, ty, title, 18, align="c", bold=True, colour=ink, space=3)
        y = 58
    if where == "red":
        pdf.text(right, ty if hstyle != "left" else ty + 16, f"No. {po}", 11, align="r", colour=RED)
        po_lab = "No."
    elif where == "beside":
        pdf.text(
            right,
            ty if hstyle != "left" else ty + 16,
            f"{po_lab}{colon}{po}",
            9.6,
            align="r",
            bold=True,
        )
    if where in ("red", "beside") and hstyle == "left":
        y = max(y, ty + 24)
    y += 6
    # ------------------------------------------------------------ data and parties
    slab = P("l_sup")
    spanel = [(slab, sup), *F["sup_rows"](rng)]
    cpanel = (
        F["cust_rows"](rng, buyer, baddr, po if conf else "", colon)
        if conf
        else F["ship_rows"](rng, buyer, baddr)
    )
    if where in ("grid", "row"):
        cells = meta[:4] if not land else meta[:6]
        meta = meta[len(cells) :]
        if where == "grid" and rng.random() < 0.6:
            rows = []
            for k in range(0, len(cells), 2):
                pair = cells[k : k + 2]
                rows.append([x for kv in pair for x in kv])
            ws = cj.rel(wd, [13, 37, 13, 37])
            y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 10
        else:
            ws = cj.rel(wd, [1] * len(cells))
            y = crow(
                pdf,
                m,
                y,
                ws,
                [k for k, _ in cells],
                "c" * len(cells),
                h=17,
                size=8,
                fill=PALE,
                head=True,
            )
            y = crow(pdf, m, y, ws, [v for _, v in cells], "c" * len(cells), h=18, size=8.6) + 10
    if loc == "ja" and not conf and rng.random() < 0.6:
        # 御中 form: the supplier top left, the bath's block at the right
        honor = rng.choice(["御中", "御中", "様"])
        lx = m
        if rng.random() < 0.35:
            pdf.text(m, y + 10, P("l_sup2"), 8, colour=GREY)
            y += 14
        pdf.text(lx, y + 12, sup, 12, bold=True, maxw=wd * 0.48)
        sw = min(cj.stringWidth(sup, cj.FONT_NAME, 12), wd * 0.48)
        pdf.text(lx + sw + 8, y + 12, honor, 11)
        pdf.line(m, y + 17, m + wd * 0.55, y + 17, lw=0.6)
        yy = y + 30
        for _, v in spanel[1:3]:
            pdf.text(m, yy, v, 7.8, colour=GREY, maxw=wd * 0.5)
            yy += 11
        pdf.text(m, yy + 4, F["intro"], 8.6)
        ry = y + 6
        if where == "block" or meta:
            bw = [64, 110]
            for k, v in meta[:5] if where == "block" else []:
                ry = crow(pdf, right - sum(bw), ry, bw, [k, v], "cl", h=16, size=8)
            if where == "block":
                meta = meta[5:]
            ry += 6
        for k, s in enumerate([buyer, *baddr]):
            pdf.text(
                right,
                ry + 10 + k * 11.5,
                s,
                10.5 if k == 0 else 7.6,
                align="r",
                bold=k == 0,
                maxw=wd * 0.45,
            )
        ry += 10 + 11.5 * (len(baddr) + 1)
        pdf.text(right, ry, f"担当{colon}{cj.person(rng, 'ja')}", 7.8, align="r")
        if rng.random() < 0.6:
            pdf.stamp(
                right - 20,
                ry - 30,
                buyer.replace("株式会社", "").replace("有限会社", "")[:4],
                rng,
                shape="rect",
                r=18,
            )
        y = max(yy + 14, ry + 10)
        if meta:
            pairs = meta[:4]
            ws = cj.rel(wd, [1] * len(pairs))
            y = crow(
                pdf,
                m,
                y,
                ws,
                [k for k, _ in pairs],
                "c" * len(pairs),
                h=16,
                size=7.8,
                fill=PALE,
                head=True,
            )
            y = crow(pdf, m, y, ws, [v for _, v in pairs], "c" * len(pairs), h=17, size=8.2) + 8
    else:
        panels = [
            spanel if not conf else cpanel,
            cpanel if not conf else F["ship_rows"](rng, buyer, baddr),
        ]
        if rng.random() < 0.4:
            panels.reverse()
        if where == "block" or (meta and where in ("red", "beside")):
            panels.append(meta[:6])
            meta = meta[6:]
        style = rng.choice(["boxed", "plain", "stack"])
        if style == "stack":
            rows = []
            for p in panels:
                for k in range(0, len(p), 2):
                    pair = p[k : k + 2]
                    rows.append([x for kv in pair for x in kv])
            ws = cj.rel(wd, [13, 37, 13, 37])
            y = kgrid(pdf, m, y, ws, rows, h=18, size=8, ink=ink, fill=PALE) + 10
        else:
            n_ = len(panels)
            pw = (wd - 12 * (n_ - 1)) / n_
            lw_ = 50 if n_ < 3 else 46
            ymax = y
            for k, p in enumerate(panels):
                x = m + k * (pw + 12)
                yy = y + 4
                for lab, val in p:
                    if lab:
                        pdf.text(x + 4, yy + 11, f"{lab}{colon}", 7.8, colour=GREY, maxw=lw_ - 4)
                    lines_ = cj.wrap(val, 8.4, pw - lw_ - 6) if val not in (sup, buyer) else [val]
                    for ln in lines_:
                        big = val in (sup, buyer)
                        pdf.text(
                            x + (lw_ if lab else 4),
                            yy + 11,
                            ln,
                            9 if big else 8.2,
                            bold=big,
                            maxw=pw - (lw_ if lab else 4) - 4,
                        )
                        yy += 13.5
                ymax = max(ymax, yy + 4)
            if style == "boxed":
                for k in range(n_):
                    pdf.rect(m + k * (pw + 12), y, pw, ymax - y, stroke=GREY, lw=0.5)
            y = ymax + 10
        if meta:
            pairs = meta[:4]
            ws = cj.rel(wd, [1] * len(pairs))
            y = crow(
                pdf,
                m,
                y,
                ws,
                [k for k, _ in pairs],
                "c" * len(pairs),
                h=16,
                size=7.8,
                fill=PALE,
                head=True,
            )
            y = crow(pdf, m, y, ws, [v for _, v in pairs], "c" * len(pairs), h=17, size=8.2) + 8
        if F.get("intro2") and rng.random() < 0.6:
            pdf.text(m, y + 8, P("intro2"), 8.6)
            y += 16
    # ------------------------------------------------------------ lines
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [30, 38], 0.16)
    lines = more_lines(
        rng, F["items"], n, F["qtys"], F["tags"], places=0 if whole else 2, big=F.get("big", 0)
    )
    fm = cj.whole if whole else cj.money
    body = []
    hide_price = not stated and rng.random() < 0.6
    extra_col = rng.random() < 0.5
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            "" if hide_price else fm(p),
            fm(a) if stated else "",
        ]
        if extra_col:
            cells.append(F["extra_val"](rng))
        body.append((cells, a))
    heads = [cj.pick(rng, h) for h in F["heads"]]
    ws = [5, 24, 20, 6, 8, 12, 14]
    align = "cllcrrr"
    if extra_col:
        heads.append(P("extra_head"))
        ws.append(11)
        align += "c"
    sub_opt = None
    if stated and rng.random() < 0.3:
        sub_opt = (P("l_pagesub"), fm, 1, 6)
    ws = cj.rel(wd, ws)
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        align,
        rowh=rng.choice([17, 18, 19]),
        size=7.8,
        bottom=bottom,
        brk=brk,
        sub=sub_opt,
        fill=PALE,
    )
    # ------------------------------------------------------------ totals
    sub = sum((a for *_, a in lines), ZERO)
    pc = rng.choice([0, 0, 0, 2, 3, 5])
    disc = (r0 if whole else r2)(sub * pc / 100)
    frt = Decimal(rng.choice(F["freights"]))
    net = sub - disc + frt
    if F["tax"] == "incl":
        tax = ZERO
        total = net
        incl_tax = r2(total / Decimal("1.13") * Decimal("0.13"))
    else:
        rate = F["rate"]
        tax = (net * rate / 100).quantize(
            Decimal(1), rounding=ROUND_DOWN if loc == "ja" else ROUND_HALF_UP
        )
        total = net + tax
        incl_tax = ZERO
    y = need(150, y)
    if stated:
        rows = [(P("l_sub"), fm(sub))]
        if disc:
            rows.append((P("l_disc").format(p=pc), f"-{fm(disc)}"))
        if frt:
            rows.append((P("l_freight"), fm(frt)))
        if tax:
            rows.append((P("l_tax"), fm(tax)))
        if len(rows) == 1 and rng.random() < 0.5:
            rows = []
        tlab = P("l_total")
        tstyle = rng.choice(["foot", "right", "below"])
        words = F.get("words") and rng.random() < F["words_p"]
        if tstyle == "foot":
            span = [sum(ws[:2]), sum(ws[2:-1]), ws[-1]]
            for lab, v in rows:
                y = crow(pdf, m, y, span, [lab, "", v], "lrr", h=18, size=8)
            mid = f"{F['words_lab']}{F['words'](total)}" if words else ""
            y = crow(
                pdf,
                m,
                y,
                span,
                [tlab, mid, money(total)],
                "llr",
                h=20,
                size=8.6,
                bold=True,
                fill=PALE,
            )
            words = False
        elif tstyle == "right":
            y += 6
            for lab, v in rows:
                pdf.text(right - 110, y + 10, lab, 8.6, align="r")
                pdf.text(right, y + 10, v, 8.6, align="r")
                y += 15
            pdf.line(right - 220, y + 2, right, y + 2, lw=0.7)
            pdf.text(right - 110, y + 16, tlab, 10, align="r", bold=True)
            pdf.text(right, y + 16, money(total), 10.4, align="r", bold=True)
            y += 24
        else:
            y += 6
            for lab, v in rows:
                pdf.text(right - 110, y + 10, f"{lab}", 8.6, align="r")
                pdf.text(right, y + 10, v, 8.6, align="r")
                y += 15
            bw = 210
            pdf.rect(right - bw, y + 2, bw, 44, stroke=ink, lw=0.9)
            pdf.rect(right - bw, y + 2, bw, 16, fill=PALE, stroke=ink, lw=0.5)
            pdf.text(right - bw + 6, y + 14, tlab, 8.8, bold=True)
            pdf.text(right - 6, y + 40, money(total), 14, align="r", bold=True, colour=ink)
            y += 54
        if words:
            pdf.text(m, y + 10, f"{F['words_lab']}{F['words'](total)}", 8.6)
            y += 16
        if incl_tax and rng.random() < 0.5:
            pdf.text(
                m,
                y + 10,
                F["incl_note"].format(t=fm(incl_tax), n=fm(total - incl_tax)),
                8,
                colour=GREY,
            )
            y += 14
        if rng.random() < 0.4:
            dp = rng.choice([20, 30, 50])
            dep = (r0 if whole else r2)(total * dp / 100)
            pdf.text(m, y + 10, P("l_dep").format(p=dp, d=money(dep), b=money(total - dep)), 8.4)
            y += 16
    else:
        pdf.text(m, y + 12, P("nototal"), 8.6)
        y += 20
    y += 4
    for t in F["terms"](rng, d, po):
        y = need(16, y)
        pdf.text(m, y + 10, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    y = need(80, y) + 26
    F["sign"](pdf, rng, m, right, wd, y, buyer, sup, ink)
    foot()
    out = cfinish(
        pdf, F["lang"], "order_confirmation" if conf else "purchase_order", po, sup, total
    )
    return out if stated else none_meta(out)


def _zh_sign(
    pdf: cj.Pdf,
    rng: random.Random,
    m: float,
    right: float,
    wd: float,
    y: float,
    buyer: str,
    sup: str,
    ink: Color,
) -> None:
    labs = rng.choice(
        [["制单：", "采购员：", "审核：", "批准："], ["采购：", "部门经理：", "总经理："]]
    )
    for k, lab in enumerate(labs):
        pdf.text(
            m + k * wd / len(labs), y, f"{lab}{cj.person(rng) if rng.random() < 0.6 else ''}", 8.4
        )
    cap = cj.pick(rng, "供应商确认（签章）：|供方确认（签字盖章）：|供应商回签：")
    pdf.text(m, y + 26, cap, 8.4)
    pdf.text(m + wd / 2 + 10, y + 26, f"需方（盖章）：{buyer}", 8.4, maxw=wd / 2 - 10)
    if rng.random() < 0.6:
        pdf.stamp(
            right - 70, y + 14, buyer, rng, caption=cj.pick(rng, "采购专用章|合同专用章"), r=32
        )


# --------------------------------------------------------------------------- 1 zh-Hans kite factory's materials order

KT_X = "鸢都 飞鸢 天韵 九天 凌云 青云 长空 鹏程 彩翼 乘风 逐浪 云霄".split()
KT_BUY = [
    "潍坊{x}风筝有限公司",
    "潍坊市{x}风筝制造有限公司",
    "{x}风筝工艺品（潍坊）有限公司",
    "潍坊{x}体育用品有限公司",
    "山东{x}风筝集团有限公司",
]
KT_C = "绍兴 常州 苏州 泉州 宁波 临沂 青岛 东莞 义乌 南通 威海 淄博".split()
KT_S = "恒泰 华纶 金丝 永兴 鑫达 瑞丰 宏发 博远 联创 东升 佳和 盛源".split()
KT_SUP_FORMED = [
    "{c}{s}纺织有限公司",
    "{c}{s}碳纤维制品有限公司",
    "{c}{s}线业有限公司",
    "{c}{s}五金制品有限公司",
    "{c}{s}彩印包装有限公司",
    "{s}复合材料（{c}）有限公司",
]
KT_SUP_BARE = ["{c}{s}布业商行", "{c}市{s}五金经营部", "{s}绳线厂"]
KT_ITEMS = [
    ("碳素风筝杆", "Φ6×1000mm 实心", "支", 2.8, 6.5),
    ("玻璃钢杆", "Φ4×800mm", "支", 0.9, 2.2),
    ("尼龙伞布", "40D 防泼水 幅宽1.5m", "米", 6.5, 12),
    ("涤纶伞布", "190T 多色", "米", 3.2, 6.8),
    ("风筝线", "凯夫拉 100m 50kg", "卷", 12, 28),
    ("铝合金线轮", "Φ20cm 带刹车", "个", 35, 85),
    ("塑料接头", "三通 Φ6", "只", 0.12, 0.45),
    ("热转印纸", "A3 100张", "包", 28, 55),
    ("彩色包装盒", "50×12×6cm 四色", "个", 1.8, 4.2),
    ("魔术贴", "20mm 黑", "米", 0.6, 1.5),
    ("涤纶缝纫线", "402 3000码", "个", 4.5, 9),
    ("风筝尾带", "PVC 10m", "条", 1.5, 3.8),
    ("不锈钢转环", "8字 3#", "只", 0.2, 0.6),
    ("竹篾", "毛竹 1.2m 精削", "把", 6, 14),
]


def _kt_buyer(rng: random.Random) -> tuple[str, list[str]]:
    return rng.choice(KT_BUY).format(x=rng.choice(KT_X)), [
        f"地址：潍坊市{rng.choice(['寒亭区', '奎文区', '潍城区', '坊子区'])}{rng.choice(['风筝路', '北海路', '民主街', '樱前街'])}{rng.randint(1, 999)}号",
        f"电话：0536-{rng.randint(2000000, 8999999)}",
    ]


def _kt_sup(rng: random.Random) -> tuple[str, list[str]]:
    c = rng.choice(KT_C)
    return bare_or(rng, KT_SUP_FORMED, KT_SUP_BARE, 0.22).format(c=c, s=rng.choice(KT_S)), [
        cj.zh_addr(rng)
    ]


KT = {
    "loc": "zh",
    "lang": "zh-Hans",
    "land": 0.25,
    "buyer": _kt_buyer,
    "supplier": _kt_sup,
    "po": lambda rng, d: cj.number(rng, d, "FZ-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|{Y}-PO-{n4}|YD{Y}{n5}"),
    "refs": lambda rng, d: [
        ("请购单号", cj.number(rng, d, "QG{y}{m}{n3}|请购-{Y}-{n3}")),
        ("合同编号", cj.number(rng, d, "HT-{Y}-{n3}|FZHT{y}{n4}")),
        ("报价单号", cj.number(rng, d, "BJ{y}{m}{n3}")),
        ("供应商编码", cj.number(rng, d, "GYS{n4}|V-{n5}")),
        ("生产批次", cj.number(rng, d, "春季订单{y}-{n2}|外贸单 WF{n4}")),
    ],
    "money": lambda v: f"¥{cj.money(v)}",
    "dstyle": "cn|iso|slash|cn0",
    "l_po": "订单编号|采购单号|订单号|采购订单号",
    "l_title": "采购订单|原材料采购单|采购订货单|物料采购订单",
    "l_date": "下单日期|日期|订单日期",
    "cont": "（续页）",
    "page": "第 {p} 页 共 {n} 页",
    "page1": "第 {p} 页",
    "l_sup": "供应商|供方|卖方|致|",
    "sup_rows": lambda rng: [
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("税号", cj.credit_code(rng)),
    ][: rng.randint(2, 3)],
    "ship_rows": lambda rng, b, a: rng.choice(
        [
            [
                ("需方", b),
                ("收货地址", f"{a[0][3:]}（原料仓）"),
                ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ],
            [
                ("收货单位", f"潍坊{rng.choice(['顺达', '通远', '安捷'])}仓储物流有限公司"),
                ("收货地址", "潍坊市寒亭区物流园B区7号库"),
                ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ],
            [
                ("采购方", b),
                ("开票信息", f"税号 {cj.credit_code(rng)}"),
                ("采购员", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ],
        ]
    ),
    "intro2": "现向贵司订购以下物料，请按期交货：|根据双方报价确认，订购如下：",
    "items": KT_ITEMS,
    "qtys": [50, 100, 200, 300, 500, 1000, 2000],
    "tags": ["（加急）", "（红色）", "（出口款）"],
    "big": 50,
    "heads": [
        "序号",
        "物料名称|品名|名称",
        "规格型号|规格",
        "单位",
        "数量",
        "含税单价|单价（元）",
        "金额（元）|含税金额|金额",
    ],
    "extra_head": "交货日期|备注",
    "extra_val": lambda rng: rng.choice(["", "", "分批交货", "见附图", "月底前"]),
    "l_pagesub": "本页小计",
    "freights": [0, 0, 0, 80, 150, 260],
    "tax": "incl",
    "l_sub": "货款小计|小计|物料金额",
    "l_disc": "优惠（{p}%）|折让{p}%",
    "l_freight": "运费|运杂费",
    "l_tax": "税额",
    "l_total": "合计金额|金额合计|订单总金额|合计（含税）|总计",
    "words": lambda v: cj.daxie(v),
    "words_p": 0.8,
    "words_lab": "人民币（大写）：",
    "incl_note": "以上价格含13%增值税，其中税额 ¥{t}，不含税金额 ¥{n}。",
    "l_dep": "付款方式：预付{p}%计{d}，到货验收合格后付清余款{b}。|订单确认后付定金{p}%（{d}），余款{b}月结。",
    "nototal": "单价按年度供货协议执行，结算金额以实际入库数量为准。|价格以供方报价单为准，按实际送货数量结算。",
    "terms": lambda rng, d, po: rng.sample(
        [
            "1. 交货期：" + cj.fdate(cj.later(rng, d, 7, 30), "cn") + "前送达，逾期按日扣款0.5‰。",
            "2. 送货单及发票请注明本订单编号。",
            "3. 面料须提供色卡确认，色差超标退货。",
            "4. 质量问题供方负责退换，费用由供方承担。",
        ],
        3,
    ),
    "sign": _zh_sign,
}


def fit30_zh_fengzheng_chang_cailiao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _cjk(r, of, KT))


# --------------------------------------------------------------------------- 2 zh-Hans stage-lighting seller's order confirmation

SL_C = "广州 番禺 佛山 深圳 杭州 宁波 中山 江门".split()
SL_B = "星耀 光影 炫彩 天韵 锐达 艺光 华彩 舞美 灵动 金鼎 声光 辉煌".split()
SL_SUP = [
    "{c}{b}舞台灯光设备有限公司",
    "{c}{b}演艺设备科技有限公司",
    "{b}灯光音响（{c}）有限公司",
    "{c}市{b}舞台设备股份有限公司",
]
SL_SUP_BARE = ["{c}{b}灯光音响经营部", "{c}市{b}舞台设备商行"]
SL_CC = "成都 南昌 长沙 贵阳 昆明 兰州 太原 济南 合肥 南宁".split()
SL_CX = "锦城 滨江 金沙 香樟 凤凰 龙城 星河 云顶".split()
SL_CUST = [
    "{c}大剧院管理有限公司",
    "{c}{x}文化旅游发展有限公司",
    "{c}{x}酒店管理有限公司",
    "{c}{x}演艺有限公司",
    "{c}市{x}实验中学",
    "{c}{x}会展中心有限公司",
]
SL_ITEMS = [
    ("LED帕灯", "54×3W 全彩 RGBW", "台", 380, 820),
    ("摇头光束灯", "230W 7R", "台", 2600, 5200),
    ("LED面光灯", "200W 暖白 调焦", "台", 1500, 3200),
    ("追光灯", "1200W 长射程", "台", 6800, 12800),
    ("灯光控制台", "2048通道", "台", 18000, 36000),
    ("DMX信号线", "3芯 卡侬 10m", "条", 45, 95),
    ("快挂钩", "铝合金", "只", 18, 38),
    ("安全绳", "钢丝 60cm", "条", 6, 15),
    ("全频音箱", "12寸 两分频", "只", 2200, 4800),
    ("功放", "2×800W", "台", 2800, 5600),
    ("数字调音台", "24路", "台", 9800, 22000),
    ("铝合金桁架", "300×300 2m", "节", 650, 1100),
    ("烟机", "1500W 遥控", "台", 880, 1900),
    ("安装调试", "现场2人1天", "项", 1500, 3500),
]


def _sl_sup(rng: random.Random) -> tuple[str, list[str]]:
    c = rng.choice(SL_C)
    return bare_or(rng, SL_SUP, SL_SUP_BARE, 0.2).format(c=c, b=rng.choice(SL_B)), [
        f"地址：{cj.zh_addr(rng)}",
        f"销售热线：{cj.zh_tel(rng)}　网址：www.{rng.choice(['xylight', 'gylighting', 'stagepro'])}.cn",
    ]


def _sl_cust(rng: random.Random) -> tuple[str, list[str]]:
    c = rng.choice(SL_CC)
    return rng.choice(SL_CUST).format(c=c, x=rng.choice(SL_CX)), [cj.zh_addr(rng)]


def _sl_sign(
    pdf: cj.Pdf,
    rng: random.Random,
    m: float,
    right: float,
    wd: float,
    y: float,
    buyer: str,
    sup: str,
    ink: Color,
) -> None:
    pdf.text(m, y, f"供方（卖方）：{sup}", 8.4, maxw=wd / 2 - 10)
    pdf.text(
        m + wd / 2 + 10, y, cj.pick(rng, "客户确认（签字盖章）：|需方确认回签：|买方签章："), 8.4
    )
    pdf.text(m, y + 18, f"业务代表：{cj.person(rng)}　{cj.mobile(rng)}", 8.4)
    pdf.text(m + wd / 2 + 10, y + 18, f"需方：{buyer}", 8.4, maxw=wd / 2 - 10)
    if rng.random() < 0.65:
        pdf.stamp(m + 130, y + 4, sup, rng, caption=cj.pick(rng, "合同专用章|销售专用章"), r=34)


SL = {
    "loc": "zh",
    "lang": "zh-Hans",
    "conf": True,
    "land": 0.15,
    "buyer": _sl_cust,
    "supplier": _sl_sup,
    "po": lambda rng, d: cj.number(
        rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{n3}|{Y}{m}{d}{n3}|JY-CG-{Y}-{n3}"
    ),
    "so": lambda rng, d: cj.number(rng, d, "XS{y}{m}{d}{n3}|SO-{Y}-{n4}|QR{Y}{n4}"),
    "so_lab": "销售单号",
    "refs": lambda rng, d: [
        ("报价单号", cj.number(rng, d, "BJ-{y}{m}{n3}|报价{Y}{n3}")),
        ("合同编号", cj.number(rng, d, "HT{Y}{n4}|XSHT-{y}-{n3}")),
        (
            "项目名称",
            rng.choice(["剧场灯光改造", "多功能厅音响", "年会舞台租赁转购", "礼堂舞台升级"]),
        ),
        ("交货日期", cj.fdate(cj.later(rng, d, 5, 30), "cn")),
    ],
    "money": lambda v: rng_yuan(v),
    "dstyle": "cn|iso|slash",
    "l_po": "客户订单号|贵司采购单号|客户PO号|采购订单号",
    "l_title": "销售订单确认书|订单确认函|销售确认单|供货确认书",
    "l_date": "日期|确认日期",
    "cont": "（续）",
    "page": "{p}/{n}",
    "page1": "{p}",
    "l_sup": "供方",
    "sup_rows": lambda rng: [],
    "cust_rows": lambda rng, b, a, po, colon: [
        ("客户名称", b),
        (cj.pick(rng, "客户订单号|贵司采购单号|客户PO号|采购订单号"), po),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
    ],
    "ship_rows": lambda rng, b, a: [
        ("送货地址", f"{a[0]}（{rng.choice(['后台装卸区', '舞台侧门', '物业仓库'])}）"),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        (
            "开票单位",
            b
            if rng.random() < 0.5
            else f"{b[:2]}{rng.choice(['城投', '文投', '教育'])}集团有限公司",
        ),
    ],
    "intro2": "感谢贵司订购，现将订单内容确认如下，请核对后签字回传：|兹确认贵司订单如下：",
    "items": SL_ITEMS,
    "qtys": [1, 2, 4, 6, 8, 10, 12, 20, 24],
    "tags": ["（备用）", "（二期）", "（副台）"],
    "big": 5000,
    "heads": [
        "序号",
        "产品名称|名称",
        "型号规格|规格",
        "单位",
        "数量",
        "单价|含税单价",
        "金额|小计",
    ],
    "extra_head": "品牌|备注",
    "extra_val": lambda rng: rng.choice(["", "国产", "含挂件", "三年质保"]),
    "l_pagesub": "本页小计",
    "freights": [0, 0, 0, 300, 500, 800],
    "tax": "incl",
    "l_sub": "产品小计|小计",
    "l_disc": "优惠{p}%|折扣（{p}%）",
    "l_freight": "运费及安装|物流费",
    "l_tax": "税额",
    "l_total": "合计金额|订单总额|总计金额|合同总价（含税）",
    "words": lambda v: cj.daxie(v),
    "words_p": 0.75,
    "words_lab": "大写：",
    "incl_note": "以上报价含13%增值税专用发票，税额 ¥{t}。",
    "l_dep": "付款方式：预付定金{p}%计{d}，余款{b}发货前付清。|定金{p}%：{d}；尾款：{b}（验收后7日内）。",
    "nototal": "价格按报价单执行，最终以实际送货数量结算。|单价以双方签字的报价单为准。",
    "terms": lambda rng, d, po: [
        f"收款单位：{cj.bank(rng)[0]}",
        "产品质保一年，终身维修；非人为损坏免费更换。",
        "请在3个工作日内签字盖章回传，逾期视为确认。",
    ],
    "sign": _sl_sign,
}


def rng_yuan(v: Decimal) -> str:
    return f"¥{cj.money(v)}"


def fit30_zh_wutai_dengguang_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _cjk(r, of, SL))


# --------------------------------------------------------------------------- 3 zh-Hant Taiwan cable-TV operator's equipment order

TV_P = "大屯 雙溪 玉山 鯉魚潭 鳳鳴 中興 海線 八卦山 阿里山 蘭潭 觀音山 合歡".split()
TV_BUY = [
    "{p}有線電視股份有限公司",
    "{p}數位有線電視股份有限公司",
    "{p}有線播送系統股份有限公司",
    "{p}寬頻電視股份有限公司",
]
TV_SUP_FORMED = [
    "{b}電訊器材股份有限公司",
    "{b}通信工程有限公司",
    "{b}光電科技股份有限公司",
    "{b}電子股份有限公司",
    "{b}纜線工業股份有限公司",
]
TV_SUP_BARE = ["{b}電子企業社", "{b}纜線行", "{b}通訊器材行"]
TV_ITEMS = [
    ("同軸電纜", "RG-6 四層遮蔽 305m", "捲", 1800, 3600),
    ("光纖主幹纜", "24芯 單模", "公尺", 28, 55),
    ("光接收機", "1GHz 雙向", "台", 4200, 8800),
    ("幹線放大器", "1GHz 39dB", "台", 6500, 12000),
    ("分歧器", "4路 5-1000MHz", "只", 85, 220),
    ("F接頭", "壓接式 RG-6 100入", "包", 320, 680),
    ("數位機上盒", "HD 含遙控器", "台", 1100, 1900),
    ("吊線", "鍍鋅鋼絞線 6mm", "公尺", 9, 18),
    ("電桿抱箍", "含螺栓", "組", 65, 150),
    ("UPS電池", "12V 100Ah", "顆", 3800, 6200),
    ("光纖熔接施工", "每芯計價", "芯", 150, 350),
    ("頭端設備保養", "季度保養", "次", 12000, 28000),
]


def _tv_buyer(rng: random.Random) -> tuple[str, list[str]]:
    return rng.choice(TV_BUY).format(p=rng.choice(TV_P)), [
        f"地址：{cj.tw_addr(rng)}",
        f"電話：{cj.tw_tel(rng)}　統一編號：{rng.randint(10000000, 99999999)}",
    ]


def _tv_sup(rng: random.Random) -> tuple[str, list[str]]:
    b = rng.choice(cj.TW_BRANDS)
    return bare_or(rng, TV_SUP_FORMED, TV_SUP_BARE, 0.2).format(b=b), [cj.tw_addr(rng)]


def _tv_words(v: Decimal) -> str:
    return "新台幣" + cj.daxie(v, trad=True)


def _tv_sign(
    pdf: cj.Pdf,
    rng: random.Random,
    m: float,
    right: float,
    wd: float,
    y: float,
    buyer: str,
    sup: str,
    ink: Color,
) -> None:
    labs = rng.choice([["核准", "審核", "經辦"], ["總經理", "主管", "採購", "請購"]])
    bw = 52
    for k, lab in enumerate(labs):
        x = right - (len(labs) - k) * bw
        pdf.rect(x, y - 14, bw, 14, fill=PALE, stroke=black)
        pdf.rect(x, y, bw, 34, stroke=black)
        pdf.text(x + bw / 2, y - 4, lab, 7.8, align="c")
    pdf.text(m, y + 4, cj.pick(rng, "廠商簽認：|供應商確認（簽章）：|廠商回簽："), 8.4)
    pdf.text(m, y + 26, f"採購人員：{cj.person(rng, 'zh-Hant')}　分機 {rng.randint(100, 899)}", 8)
    if rng.random() < 0.5:
        pdf.stamp(m + wd * 0.42, y + 14, buyer, rng, caption="採購專用章", r=30)


TV = {
    "loc": "tw",
    "lang": "zh-Hant",
    "land": 0.25,
    "buyer": _tv_buyer,
    "supplier": _tv_sup,
    "po": lambda rng, d: cj.number(
        rng, d, "PO{roc}{m}{n4}|{roc}{m}{d}{n3}|TV-{Y}-{n4}|P{y}{m}{n4}"
    ),
    "refs": lambda rng, d: [
        ("請購單號", cj.number(rng, d, "PR{roc}{m}{n3}|請{roc}-{n4}")),
        ("工程案號", cj.number(rng, d, "工{roc}-{n3}|EN{y}{n3}")),
        ("報價單號", cj.number(rng, d, "Q{y}{m}{n3}")),
        ("廠商代號", cj.number(rng, d, "V{n4}|S-{n4}")),
        ("廠商統編", f"{rng.randint(10000000, 99999999)}"),
        ("交貨日期", cj.fdate(cj.later(rng, d, 5, 25), "rocs")),
    ],
    "money": lambda v: rng_ntd(v),
    "dstyle": "roc|rocs|slash|roc",
    "l_po": "採購單號|訂購單號|單號|採購編號",
    "l_title": "採購單|訂購單|採購訂單|器材訂購單",
    "l_date": "採購日期|日期|訂購日期",
    "cont": "（續）",
    "page": "第 {p} 頁／共 {n} 頁",
    "page1": "第 {p} 頁",
    "l_sup": "廠商|供應商|受文者|廠商名稱|",
    "sup_rows": lambda rng: [
        ("聯絡人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"),
        ("傳真", cj.tw_tel(rng)),
        ("地址", cj.tw_addr(rng)),
    ][: rng.randint(2, 3)],
    "ship_rows": lambda rng, b, a: rng.choice(
        [
            [
                ("交貨地點", f"{b}　機房"),
                ("地址", cj.tw_addr(rng)),
                (
                    "收貨人",
                    f"{cj.person(rng, 'zh-Hant')}　09{rng.randint(10, 99)}-{rng.randint(100000, 999999)}",
                ),
            ],
            [
                ("收貨單位", f"{rng.choice(cj.TW_BRANDS)}工程行（代收）"),
                ("交貨地點", cj.tw_addr(rng)),
                ("聯絡人", cj.person(rng, "zh-Hant")),
            ],
            [
                ("發票抬頭", b),
                ("統一編號", f"{rng.randint(10000000, 99999999)}"),
                ("交貨地點", "本公司頭端機房"),
            ],
        ]
    ),
    "intro2": "茲向貴公司訂購下列器材，請依約定日期交貨：|請依下列品項及報價交貨：",
    "items": TV_ITEMS,
    "qtys": [1, 2, 5, 10, 20, 50, 100, 200],
    "tags": ["（備品）", "（二期）", "（偏鄉）"],
    "big": 3000,
    "heads": [
        "項次|序",
        "品名|品項",
        "規格|規格說明",
        "單位",
        "數量",
        "單價|未稅單價",
        "金額|複價|小計",
    ],
    "extra_head": "備註|用途",
    "extra_val": lambda rng: rng.choice(["", "", "幹線更新", "新社區", "汰換"]),
    "l_pagesub": "本頁小計",
    "freights": [0, 0, 0, 500, 800, 1200],
    "tax": "excl",
    "rate": Decimal(5),
    "l_sub": "未稅合計|小計|合計（未稅）",
    "l_disc": "折讓{p}%|議價折扣{p}%",
    "l_freight": "運費",
    "l_tax": "營業稅 5%|營業稅|稅額 5%",
    "l_total": "總計|含稅總計|總金額|合計（含稅）",
    "words": _tv_words,
    "words_p": 0.5,
    "words_lab": "金額大寫：",
    "incl_note": "",
    "l_dep": "付款條件：訂金{p}%（{d}）於簽約後支付，餘款{b}驗收後月結30天。|預付款{p}%：{d}；尾款：{b}。",
    "nototal": "單價依年度合約價，實際金額依驗收數量計算。|價格另依報價單，依實際交貨數量請款。",
    "terms": lambda rng, d, po: rng.sample(
        [
            "一、請款時請檢附發票及本採購單號。",
            "二、交貨逾期每日罰款千分之三。",
            "三、器材須附原廠保固書，保固一年。",
            "四、施工人員須投保意外險並遵守高空作業規定。",
        ],
        3,
    ),
    "sign": _tv_sign,
}


def rng_ntd(v: Decimal) -> str:
    return f"NT${cj.whole(v)}"


def fit30_tw_youxian_dianshi_qicai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _cjk(r, of, TV))


# --------------------------------------------------------------------------- 4 ja public bath's supplies order

ST_X = "松の 鶴の 桜 富士見 大黒 金春 梅の 亀の 朝日 清水 宝 稲荷".split()
ST_BUY = ["{x}湯", "株式会社{x}湯", "有限会社{x}湯", "スーパー銭湯 {x}の湯", "天然温泉 {x}湯"]
ST_SB = "大和 東洋 中央 三栄 日本 丸三 北陸 関西 朝日 昭和 光 共栄".split()
ST_ST = ["浴場設備", "リネン", "衛生資材", "商事", "燃料店", "ボイラー工業", "桶製作所"]
ST_ITEMS = [
    ("入浴剤（業務用）", "薬用 ゆず 2kg", "袋", 2400, 4200),
    ("湯桶", "樹脂 黄 関東型", "個", 380, 620),
    ("湯桶・腰掛セット", "ヒノキ", "組", 4800, 8800),
    ("フェイスタオル", "200匁 名入れ", "枚", 120, 260),
    ("バスタオル", "1000匁 白", "枚", 650, 1200),
    ("シャンプー", "詰替 10L", "本", 3800, 6800),
    ("ボディソープ", "詰替 10L", "本", 3200, 5600),
    ("塩素剤（浴槽用）", "顆粒 10kg", "缶", 5800, 9800),
    ("薪", "広葉樹 1束", "束", 450, 900),
    ("ボイラー点検", "年次点検一式", "式", 38000, 68000),
    ("脱衣カゴ", "籐風 大", "個", 980, 2200),
    ("下足札", "木製 番号入 100枚", "組", 8800, 16000),
    ("ロッカー鍵", "ゴムバンド付", "個", 280, 560),
    ("サウナマット", "綿 60×40", "枚", 380, 780),
]


def _st_buyer(rng: random.Random) -> tuple[str, list[str]]:
    return rng.choice(ST_BUY).format(x=rng.choice(ST_X)), [
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
    ]


def _st_sup(rng: random.Random) -> tuple[str, list[str]]:
    b, t = rng.choice(ST_SB), rng.choice(ST_ST)
    return rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    ), [cj.ja_addr(rng)]


def _st_sign(
    pdf: cj.Pdf,
    rng: random.Random,
    m: float,
    right: float,
    wd: float,
    y: float,
    buyer: str,
    sup: str,
    ink: Color,
) -> None:
    labs = rng.choice([["承認", "確認", "担当"], ["店主", "担当"], ["承認", "検収", "発注者"]])
    for k, lab in enumerate(labs):
        x = right - (len(labs) - k) * 44
        pdf.rect(x, y - 12, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 1, 44, 32, stroke=black)
        pdf.text(x + 22, y - 2, lab, 7.6, align="c")
    if rng.random() < 0.5:
        pdf.text(m, y + 6, "注文請書（受注者記入欄）", 8.4, bold=True)
        pdf.text(m, y + 22, "上記のとおりお請けいたします。　　年　　月　　日　　　　　　　印", 8)


ST = {
    "loc": "ja",
    "lang": "ja",
    "land": 0.15,
    "buyer": _st_buyer,
    "supplier": _st_sup,
    "po": lambda rng, d: cj.number(rng, d, "{y}{m}-{n3}|H{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}"),
    "refs": lambda rng, d: [
        ("見積番号", cj.number(rng, d, "見積{y}-{n3}|M{n5}")),
        ("取引先コード", cj.number(rng, d, "{n5}|T-{n4}")),
        ("登録番号", f"T{rng.randint(1000000000000, 9999999999999)}"),
        ("納期", cj.fdate(cj.later(rng, d, 5, 30), "slash")),
        ("納品場所", cj.pick(rng, "本店ボイラー室|脱衣所倉庫|裏口搬入口")),
    ],
    "money": lambda v: rng_yen(v),
    "dstyle": "reiwa|slash|cn",
    "l_po": "発注番号|発注No.|注文番号|注文No.",
    "l_title": "発注書|発　注　書|注文書|御注文書",
    "l_date": "発注日|注文日|日付",
    "cont": "（続き）",
    "page": "{p} / {n}",
    "page1": "{p}",
    "l_sup": "発注先|仕入先|御取引先|",
    "l_sup2": "発注先",
    "sup_rows": lambda rng: [
        ("担当", f"{cj.person(rng, 'ja')} 様"),
        ("TEL", cj.ja_tel(rng)),
        ("住所", cj.ja_addr(rng)),
    ][: rng.randint(2, 3)],
    "ship_rows": lambda rng, b, a: rng.choice(
        [
            [("発注者", b), ("住所", a[0]), ("担当", cj.person(rng, "ja"))],
            [
                ("納品先", f"{b}　{rng.choice(['別館', '2号店', '倉庫'])}"),
                ("住所", cj.ja_addr(rng)),
                ("受取", cj.person(rng, "ja")),
            ],
            [
                ("請求先", f"{rng.choice(['浴場組合', '本社経理部'])}（{b}）"),
                ("登録番号", f"T{rng.randint(1000000000000, 9999999999999)}"),
            ],
        ]
    ),
    "intro": "下記のとおり発注いたします。",
    "intro2": "下記のとおり発注いたします。|下記のとおり注文いたします。納期厳守にてお願いします。",
    "items": ST_ITEMS,
    "qtys": [1, 2, 3, 5, 10, 20, 30, 50, 100],
    "tags": ["（女湯）", "（男湯）", "（予備）"],
    "big": 10000,
    "heads": ["No.", "品名|品目", "仕様|規格", "単位", "数量", "単価", "金額"],
    "extra_head": "備考|納期",
    "extra_val": lambda rng: rng.choice(["", "", "至急", "分納可", "前回同様"]),
    "l_pagesub": "頁計",
    "freights": [0, 0, 0, 800, 1200, 2000],
    "tax": "excl",
    "rate": Decimal(10),
    "l_sub": "小計|税抜合計",
    "l_disc": "値引（{p}%）|お値引き",
    "l_freight": "送料|運賃",
    "l_tax": "消費税（10%）|消費税等|10%対象 消費税",
    "l_total": "合計|合計金額（税込）|ご発注金額|総合計",
    "words_p": 0,
    "incl_note": "",
    "l_dep": "前払金{p}%（{d}）を発注時にお振込みします。残額{b}は月末締め翌月末払い。|内金 {d}（{p}%）支払済、残金 {b}。",
    "nototal": "単価はお見積書のとおり。数量確定後に金額をご連絡ください。|金額は別途お見積りのとおりとします。",
    "terms": lambda rng, d, po: rng.sample(
        [
            "・請求書には発注番号をご記入ください。",
            "・納品は営業時間前（午前中）にお願いします。",
            "・タオル類は名入れ校正をFAXにてご確認ください。",
            "・入浴剤は成分表を添付のこと。",
        ],
        3,
    ),
    "sign": _st_sign,
}


def rng_yen(v: Decimal) -> str:
    return f"¥{v:,.0f}"


def fit30_ja_sento_biyohin_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, lambda r, of: _cjk(r, of, ST))


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit30_") and callable(fn)
}

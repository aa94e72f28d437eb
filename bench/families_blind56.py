# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind55 (`blind56_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-US, en-SG, de-DE, fr-BE, es-AR and nl-NL.

- blind56_zh_bingxue_jie_wuzi_caigou: an ice-and-snow festival operator's order for lighting,
  ice-carving tools and site materials (the operator's name left or centred, the order number
  in red beside the title, in a label / value grid, in a shaded header row with the values
  beneath or in two columns of lines; supplier and buyer panels side by side or stacked, with
  供应商 / 供方 / 致 or no label; prices with VAT included or a 税额 and 价税合计 line, 大写, a
  prepayment and the balance, requisition, project and framework-contract numbers).
- blind56_zh_shiyanshi_jiaju_xiaoshou_queren: a laboratory-furniture maker's sales
  confirmation (the seller's letterhead first with its own 销售单号 boxed at the right or in the
  grid, the customer's purchase-order number among quotation and project references, product
  lines, installation and freight, a 折让, 订单总额 with the amount at times below its label,
  大写, a 30 % deposit and the balance, the seller's bank lines, both parties' signatures).
- blind56_hk_yueju_tuan_xifu_caigou: a Hong Kong Cantonese-opera troupe's order for costumes,
  headdresses and stage goods (bilingual 採購單 / PURCHASE ORDER, the P.O. number in a header
  row, in red beside the title, in a grid or in lines at the right; the supplier under
  供應商 / To / 致 or no label with its English name beneath, the venue's deliver-to block, a
  show reference, HK$ lines, 折扣, 總額 / TOTAL, a deposit and the balance, words).
- blind56_ja_sento_biyouhin_hacchu: a Japanese public bath's order for bath supplies (注文書 /
  発注書, the supplier with 御中 or 様 at the top left, the bath at the right with a seal, the
  order number in a small box, beside the title or in a grid row, a big ご注文金額 box whose
  amount sits under its label at times, 値引, 小計 / 消費税 / 合計, a FAX line, delivery notes).
- blind56_en_us_roller_rink_po: an American roller-skating rink's order for rental skates,
  parts and concessions (letter size, PURCHASE ORDER with or without its number, a right-hand
  label / value block, a boxed grid or a shaded header row, the vendor under "Vendor", "To" or
  no label, ship-to and bill-to blocks, quote, requisition and vendor numbers, subtotal /
  discount / sales tax / shipping / TOTAL, a deposit and the balance due, words at times).
- blind56_en_sg_trampoline_park_po: a Singapore trampoline park's order for springs, mats and
  safety gear (portrait or landscape, a boxed header grid, a header row or lines, Vendor /
  Supplier / no label, deliver-to and bill-to, UEN and GST numbers, sub-total / discount /
  installation / GST 9 % / total, a 50 % deposit and the balance, "SAY SINGAPORE DOLLARS").
- blind56_de_hufschmiede_bestellung: a German farrier's order for shoes, nails and forge
  supplies (a DIN letter with the sender line, "Firma" above the name at times, the info block
  at the right with or without the Bestell-Nr., "Bestellung Nr." in the subject or a boxed
  grid, Rabatt, Versand, 19 % MwSt., the Gesamtbetrag at times on the line below its label,
  an Anzahlung and the Restbetrag, Steuernummer and IBAN in the footer).
- blind56_fr_be_ferme_pedagogique_bon_commande: a Belgian educational farm's order for feed,
  fencing and animal-care goods (BON DE COMMANDE with the number beside it, in a boxed grid or
  a right-hand block, Fournisseur / À l'attention de / no label, facturation and livraison
  blocks, 6 % and 21 % TVA, Total HTVA / TVAC, an acompte and the solde, BCE and IBAN).
- blind56_es_ar_club_rugby_orden_compra: an Argentine rugby club's order for kit, balls and
  field gear (Orden de Compra with a point-of-sale style number, the supplier under "Señores",
  "Proveedor" or no label, CUIT and IVA condition, a header row, a grid or lines, bonificación,
  IVA 21 %, percepción IIBB, TOTAL with the amount below at times, "Son pesos", an anticipo).
- blind56_nl_ijsbaan_inkooporder: a Dutch ice rink's order for rental skates, rink upkeep and
  catering goods (INKOOPORDER with its number beside the title, in a right-hand block, a grid
  or a header row, the supplier under "Leverancier", "Aan" or no label, afleveradres, 9 % and
  21 % btw, Totaal incl. btw or Te betalen, an aanbetaling and the restant, KvK and IBAN).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, show or
the seller's sales-order number; on the seller's confirmation the customer's order number);
the supplier exactly as printed on its own first line (the seller of a confirmation; never
御中, "Firma", "Señores", "Attn" or a contact person); the grand total as "1234.50" (whole yen
as "1234.00"; after discounts, incl. tax, before deposits and prepayments; "" when the
document states none, about one document in eleven).
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
from families_blind42 import ar_words  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (Belgium, French)."""
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def pct(rng: random.Random, opts: list[int]) -> Decimal:
    return Decimal(rng.choice(opts)) / 100


# --------------------------------------------------------------------------- shared drawing


def _wts(d: la.Doc, pairs: list[tuple[str, str]], size: float, w: float) -> list[float]:
    raw = [max(d.width(a, size - 1.2, True), d.width(b, size)) + 14 for a, b in pairs]
    k = w / sum(raw)
    return [x * k for x in raw]


def _refs(
    d: la.Doc, mode: str, x: float, y: float, w: float, pairs: list[tuple[str, str]], size=8.2
) -> float:
    """Reference pairs: a boxed label-over-value grid, a shaded header row with the values
    beneath, label / value lines (values right-aligned at x + w) or "label: value" lines."""
    n = len(pairs)
    if mode == "grid":
        ws = _wts(d, pairs, size, w)
        return d.grid(x, y, ws, [a for a, _ in pairs], [b for _, b in pairs], size)
    if mode == "row":
        ws = _wts(d, pairs, size, w)
        y = lrow(
            d,
            x,
            y,
            ws,
            [a for a, _ in pairs],
            "l" * n,
            h=size + 7,
            size=size - 0.6,
            b=True,
            fill=0.87,
            vert=False,
        )
        return lrow(d, x, y, ws, [b for _, b in pairs], "l" * n, h=size + 9, size=size, vert=False)
    for a, b in pairs:
        if mode == "kv":
            d.t(x, y + size + 1, a, size, b=True, grey=0.25)
            d.t(x + w, y + size + 1, b, size, al="r")
        else:
            d.t(x, y + size + 1, a if a.endswith(":") else f"{a}:", size, b=True)
            d.t(x + d.width(a + ": ", size, True) + 2, y + size + 1, b, size)
        y += size * 1.55
    return y


def _party(
    d: la.Doc, x: float, y: float, lab: str, rows: list[str], size=8.6, lead=11.2, box_w=0.0
) -> float:
    """A party block: an optional label line, then the rows (the first, the company, bold)."""
    top = y
    if lab:
        d.t(x + (4 if box_w else 0), y + 8, lab, 7.6, b=True, grey=0.35)
        y += 11
    y = d.lines(x + (4 if box_w else 0), y + 1, rows, size, b_first=True, lead=lead)
    if box_w:
        d.box(x, top - 3, box_w, y - top + 7, lw=0.5)
        y += 4
    return y


def _ltot(
    d: la.Doc,
    rng: random.Random,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str]],
    tlab: str,
    tval: str,
    size=8.8,
) -> float:
    """Summary rows, then the grand total: in the summary (boxed or shaded at times), or its
    label with the amount on the line below."""
    if rows:
        y = d.summary(xl, xr, y, [(a, b, False) for a, b in rows], size)
    s = rng.random()
    if s < 0.33:
        d.line(xl - 4, y + 2, xr + 3, y + 2, 0.8)
        d.t(xl, y + 14, tlab, size + 0.6, b=True)
        d.t(xr, y + 30, tval, size + 2.6, b=True, al="r")
        return y + 38
    return d.summary(
        xl,
        xr,
        y,
        [(tlab, tval, True)],
        size + 0.4,
        box_last=s < 0.66,
        shade=0.88 if s > 0.85 else None,
    )


def _crefs(
    pdf: cj.Pdf,
    mode: str,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    ink: Color,
    size=8.2,
) -> float:
    """Reference pairs on a cj page: a ruled label / value grid two pairs a row, a shaded
    header row with the values below, or "label：value" lines in two columns."""
    if mode == "grid":
        rows = [
            [*pairs[i], *(pairs[i + 1] if i + 1 < len(pairs) else ())]
            for i in range(0, len(pairs), 2)
        ]
        return kgrid(
            pdf, x, y, cj.rel(w, [14, 36, 14, 36]), rows, h=18, size=size, ink=ink, fill=PALE
        )
    if mode == "head":
        ws = cj.rel(w, [max(len(a), len(b) * 0.62) + 3 for a, b in pairs])
        n = len(pairs)
        y = crow(
            pdf,
            x,
            y,
            ws,
            [a for a, _ in pairs],
            "c" * n,
            h=17,
            size=size - 0.4,
            fill=PALE,
            head=True,
        )
        return crow(pdf, x, y, ws, [b for _, b in pairs], "c" * n, h=18, size=size)
    cw = w / 2
    for i, (a, b) in enumerate(pairs):
        xx = x + (i % 2) * cw
        pdf.text(xx, y + 11, f"{a}：{b}", size, maxw=cw - 8)
        if i % 2:
            y += 14
    return y + (14 if len(pairs) % 2 else 0) + 2


def _cpanel(
    pdf: cj.Pdf, x: float, y: float, w: float, lab: str, rows: list[str], *, box=True, size=8.4
) -> float:
    """A party panel: an optional small label, the rows (the first, the company, in bold);
    returns the y below."""
    wr = [(i, ln) for i, r in enumerate(rows) for ln in cj.wrap(r, size + 0.8, w - 12)]
    h = 8 + (14 if lab else 0) + 13.5 * len(wr)
    if box:
        pdf.rect(x, y, w, h, stroke=GREY, lw=0.5)
    yy = y + 4
    if lab:
        pdf.text(x + 6, yy + 10, lab, 7.8, colour=GREY)
        yy += 14
    for i, ln in wr:
        pdf.text(x + 6, yy + 10, ln, size + (1 if i == 0 else 0), bold=i == 0)
        yy += 13.5
    return y + h


# --------------------------------------------------------------------------- 1 zh-Hans ice-and-snow festival's materials order

BX_CITY = "哈尔滨 长春 吉林 牡丹江 齐齐哈尔 延吉 呼伦贝尔 沈阳 张家口 阿勒泰 伊春 佳木斯".split()
BX_B = "冰雪大世界 雪乡 冰灯艺术 雪博会 冰雪嘉年华 北国风光 林海雪原 冰城".split()
BX_BUY = [
    "{c}{b}运营管理有限公司",
    "{c}{b}文化旅游有限公司",
    "{c}{b}冰雪产业发展有限公司",
    "{c}市{b}旅游开发有限公司",
]
BX_SB = "北辰 冰晶 寒光 雪龙 鸿运 兴安 恒信 天诚 极光 润达 金鼎 宏远".split()
BX_SUP_FORMED = [
    "{c}{s}照明科技有限公司",
    "{c}{s}冰雪设备有限公司",
    "{c}{s}机电设备有限公司",
    "{s}光电（{c}）有限公司",
    "{c}{s}工程机械有限公司",
]
BX_SUP_BARE = ["{c}{s}灯饰商行", "{c}市{s}五金机电经营部", "{s}冰雕工具厂"]
BX_ITEMS = [
    ("LED冰灯灯带", "RGB 24V 5米/卷 防冻型", "卷", 85, 180),
    ("冰雕专用电锯", "链条式 1.8米导板", "台", 2600, 4800),
    ("冰铲", "平口 不锈钢", "把", 65, 140),
    ("冰凿套装", "6件 含齿凿", "套", 280, 560),
    ("造雪机喷嘴", "SN-3 黄铜", "只", 120, 260),
    ("低温电缆", "YZW 3×2.5 -40°C", "米", 9, 18),
    ("户外防水配电箱", "IP65 12回路", "台", 1200, 2600),
    ("LED投光灯", "200W 防冻 全彩", "台", 680, 1500),
    ("冰块着色剂", "食品级 1kg", "桶", 160, 320),
    ("防滑地垫", "橡胶 1×10米", "卷", 220, 480),
    ("冰滑梯护栏", "PE 1.2米 节段", "段", 150, 340),
    ("防寒手套", "加绒 防水", "副", 18, 45),
    ("低温柴油", "-35# 200L", "桶", 1500, 1900),
    ("雪地摩托履带", "含防滑钉", "套", 900, 2200),
]
BX_ZONE = "冰雕区 雪雕区 冰滑梯区 主塔 儿童乐园 入口广场".split()


def _bx(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(BX_CITY, 2)
    buyer = rng.choice(BX_BUY).format(c=c1, b=rng.choice(BX_B))
    sup = bare_or(rng, BX_SUP_FORMED, BX_SUP_BARE, 0.25).format(c=c2, s=rng.choice(BX_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "BX-CG{Y}{m}{n3}|CG{Y}{m}{d}{n2}|{Y}BXJ{n4}|PO-{y}{m}-{n3}")
    req = cj.number(rng, d, "SG{y}{m}{n3}|申购-{Y}-{n3}")
    proj = cj.number(rng, d, "XM-{Y}-{n3}|BXJ{Y}-{n2}")
    ht = cj.number(rng, d, "HT{Y}{n4}|KJ-{Y}-{n3}")
    stated = stated_of(rng)
    excl = rng.random() < 0.45
    ink = rng.choice([Color(0.1, 0.3, 0.6), Color(0.55, 0.1, 0.15), black])
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|采购订单号")
    mode = rng.choice(["red", "grid", "head", "lines"])
    title = cj.pick(rng, "物资采购订单|采购订单|冰雪节物资采购单|订货单")
    page = [1]

    def foot() -> None:
        s_ = f"第 {page[0]} 页／共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title}（续）", 8.6, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.6, align="r")
        return 46

    if rng.random() < 0.5:
        pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
        pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY)
        pdf.text(right, 46, title, 17, align="r", bold=True)
        y = 64
    else:
        pdf.text(pdf.w / 2, 40, buyer, 14, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 64, title, 17, align="c", bold=True)
        pdf.line(pdf.w / 2 - 70, 69, pdf.w / 2 + 70, 69, lw=0.7)
        y = 74
    date_s = cj.fdate(d, rng.choice(["cn", "iso", "slash"]))
    refs = [
        (po_lab, po),
        ("下单日期", date_s),
        ("申购单号", req),
        (cj.pick(rng, "项目编号|活动项目号"), proj),
        ("框架合同号", ht),
    ]
    if mode == "red":
        pdf.text(right, y + 12, f"No.{rng.choice(['', ' '])}{po}", 11.5, align="r", colour=RED)
        pdf.text(m, y + 12, f"日期：{date_s}", 8.6)
        y += 20
        rest = refs[2:]
        rng.shuffle(rest)
        y = _crefs(pdf, rng.choice(["grid", "lines"]), m, y, wd, rest, ink) + 8
        po_lab = "No."
    else:
        if rng.random() < 0.35:
            refs[0], refs[1] = refs[1], refs[0]
        y = _crefs(pdf, mode, m, y, wd, refs, ink) + 8
    sup_lab = rng.choice(["供应商", "供方", "致", "卖方", "供货单位", ""])
    sp = [
        sup,
        f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"地址：{cj.zh_addr(rng)}",
        f"税号：{cj.credit_code(rng)}",
    ]
    bp = [
        buyer,
        f"采购员：{cj.person(rng)}　{cj.mobile(rng)}",
        f"收货地点：{c1}{rng.choice(BX_B)}园区{rng.choice(['东门', '西门', '北门'])}物资库",
        f"开票税号：{cj.credit_code(rng)}",
    ]
    blab = cj.pick(rng, "需方|采购方|订货单位")
    panels = [(sup_lab, sp), (blab, bp)]
    if rng.random() < 0.35:
        panels.reverse()
    if rng.random() < 0.6:
        pw = (wd - 16) / 2
        ys = [
            _cpanel(pdf, m + k * (pw + 16), y, pw, lab, rows)
            for k, (lab, rows) in enumerate(panels)
        ]
        y = max(ys) + 10
    else:
        for lab, rows in panels:
            first = (
                f"{lab}：{rows[0]}"
                if lab and lab != "致"
                else (f"致：{rows[0]}" if lab else rows[0])
            )
            pdf.text(m, y + 11, first, 9.6, bold=True)
            pdf.text(m + wd * 0.5, y + 11, rows[1], 8.2)
            pdf.text(m, y + 25, rows[2], 8.2, colour=GREY)
            pdf.text(m + wd * 0.5, y + 25, rows[3], 8.2, colour=GREY)
            y += 34
        y += 4
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng,
        BX_ITEMS,
        n,
        [2, 4, 6, 10, 20, 50, 100, 200],
        ["（备用）", "（加长）", "（蓝光）"],
        big=2500,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i), it[0], it[1], rng.choice(BX_ZONE), it[2], f"{q:,.0f}"]
        cells += [cj.money(p), cj.money(a)] if stated else ["", ""]
        body.append((cells, a))
    pl = "（不含税）" if excl else "（含税）"
    heads = ["序号", "物资名称", "规格型号", "使用区域", "单位", "数量", f"单价{pl}", "金额（元）"]
    ws = cj.rel(wd, [5, 19, 21, 10, 6, 7, 15, 15])
    y = ctable(pdf, m, y, ws, heads, body, "cllcccrr", rowh=18, size=7.8, bottom=bottom, brk=brk)
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * pct(rng, [0, 0, 0, 2, 3, 5]))
    fr = Decimal(rng.choice([0, 0, 0, 200, 350, 600]))
    net = sub - off + fr
    tax = r2(net * Decimal("0.13")) if excl else ZERO
    total = net + tax
    if y + 140 > bottom:
        y = brk()
    tlab = (
        cj.pick(rng, "价税合计|合计金额|订单总额|总计")
        if excl
        else cj.pick(rng, "合计金额（含税）|订单总额|金额合计|总计")
    )
    if stated:
        w2 = [sum(ws[:6]), ws[6], ws[7]]
        extra = [("小计", cj.money(sub))]
        if off:
            extra.append(("优惠折让", f"-{cj.money(off)}"))
        if fr:
            extra.append(("运杂费", cj.money(fr)))
        if excl:
            extra.append(("增值税（13%）", cj.money(tax)))
        for lab, v in extra:
            y = crow(pdf, m, y, w2, ["", lab, v], "lcr", h=17, size=7.8)
        if rng.random() < 0.5:
            y = crow(
                pdf,
                m,
                y,
                w2,
                [f"人民币（大写）：{cj.daxie(total)}", tlab, f"¥{cj.money(total)}"],
                "lcr",
                h=20,
                size=8.2,
                bold=True,
                fill=PALE,
            )
            y += 6
        else:
            y += 10
            pdf.text(right - 200, y + 10, f"{tlab}：", 9.4, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            pdf.text(m, y + 28, f"大写：人民币{cj.daxie(total)}", 8.6)
            y += 38
        if rng.random() < 0.55:
            p_ = rng.choice([20, 30, 40])
            pre = r2(total * p_ / 100)
            pdf.text(
                m,
                y + 10,
                f"付款：合同签订后预付{p_}%即¥{cj.money(pre)}，验收合格后支付余款¥{cj.money(total - pre)}。",
                8.2,
            )
            y += 16
    else:
        y += 8
        pdf.text(m, y + 8, "单价按框架合同执行，结算金额以实际验收数量为准。", 8.4)
        y += 16
    for t in [
        "1. 所有电气物资须适应-35°C低温环境，提供3C认证及检测报告。",
        f"2. 交货期：{cj.fdate(cj.later(rng, d, 5, 25), 'cn')}前送达园区，逾期影响开园的按日扣款。",
        "3. 送货单、发票请注明本订单编号及使用区域。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    for k, lab in enumerate(["采购员：", "部门经理：", "分管副总：", "供应商确认（签章）："]):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + wd * 0.3, y - 4, buyer, rng, caption="采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_zh_bingxue_jie_wuzi_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bx)


# --------------------------------------------------------------------------- 2 zh-Hans lab-furniture maker's sales confirmation

SY_CITY = "苏州 无锡 常州 济南 青岛 合肥 武汉 长沙 成都 重庆 厦门 福州".split()
SY_B = "实朴 科仪 博瑞 华安 中科 利安 泰华 新锐 康桥 德研 赛飞 明谷".split()
SY_SUP = [
    "{c}{b}实验室设备有限公司",
    "{c}{b}实验室家具有限公司",
    "{c}{b}科教设备股份有限公司",
    "{b}实验室系统工程（{c}）有限公司",
]
SY_SUP_BARE = ["{c}{b}实验台厂", "{c}{b}实验室家具经营部"]
SY_CUST = [
    "{c}{x}生物医药有限公司",
    "{c}市疾病预防控制中心",
    "{c}{x}检测技术有限公司",
    "{c}{x}新材料科技有限公司",
    "{c}{x}食品质量检验研究院有限公司",
    "{c}{x}学院",
]
SY_X = "华测 谱尼 恒瑞 晶科 远大 同济 华东 康德 润和 凯普".split()
SY_ITEMS = [
    ("全钢中央实验台", "3000×1500×850 实芯理化板", "张", 6800, 12800),
    ("全钢边台", "1500×750×850 环氧树脂台面", "米", 1800, 3200),
    ("通风柜", "1500×850×2350 PP内衬", "台", 8800, 16500),
    ("试剂柜", "900×450×1800 钢制带通风口", "台", 1600, 3200),
    ("器皿柜", "900×500×1800 玻璃门", "台", 1400, 2800),
    ("万向抽气罩", "三节 铝合金 PP罩口", "套", 480, 980),
    ("紧急洗眼器", "台式 双口", "套", 260, 680),
    ("实验凳", "PU 可升降 带靠背", "张", 120, 280),
    ("天平台", "1200×600×800 防震大理石", "张", 2200, 4200),
    ("气瓶柜", "双瓶 带泄漏报警", "台", 3800, 7600),
    ("水槽组件", "PP水槽+三口鹅颈龙头", "套", 680, 1400),
    ("排风管道", "PP Φ250", "米", 85, 160),
]


def _sy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(SY_CITY, 2)
    sb = rng.choice(SY_B)
    sup = bare_or(rng, SY_SUP, SY_SUP_BARE, 0.2).format(c=c1, b=sb)
    cust = rng.choice(SY_CUST).format(c=c2, x=rng.choice(SY_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n4}|PO-{y}{m}-{n3}|{Y}-CG-{n4}|ZB{Y}{n5}|{Y}{m}{d}{n3}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO{Y}{n5}|QRD-{Y}-{n4}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|Q-{Y}-{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.05, 0.35, 0.5), Color(0.2, 0.2, 0.5), black])
    po_lab = cj.pick(rng, "客户订单号|贵方采购单号|客户PO号|采购订单编号|需方订单号")
    title = cj.pick(rng, "销售确认书|订单确认书|销售合同确认单|供货确认函")

    def foot() -> None:
        pdf.line(m, pdf.h - 40, right, pdf.h - 40, lw=0.4, colour=GREY)
        pdf.text(
            m,
            pdf.h - 28,
            f"{sup}　服务热线 400-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            7,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 28,
            f"{page[0]}/{of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）　销售单号：{so}", 8.8)
        return 46

    pdf.text(m, 40, sup, 15, bold=True, colour=ink)
    pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
    pdf.text(
        m, 65, f"电话：{cj.zh_tel(rng)}　统一社会信用代码：{cj.credit_code(rng)}", 7.6, colour=GREY
    )
    boxed = rng.random() < 0.5
    if boxed:
        bw = 160
        pdf.rect(right - bw, 28, bw, 40, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, 42, "销售单号", 7.6, colour=GREY)
        pdf.text(right - 6, 42, so, 9, align="r", bold=True)
        pdf.text(right - bw + 6, 60, "确认日期", 7.6, colour=GREY)
        pdf.text(right - 6, 60, cj.fdate(d, rng.choice(["cn", "iso", "slash"])), 8.6, align="r")
    pdf.line(m, 74, right, 74, lw=1.2, colour=ink)
    pdf.text(pdf.w / 2, 98, title, 16, align="c", bold=True)
    y = 110
    proj = f"{cust}实验室{rng.choice(['改造', '新建', '扩建'])}项目"
    refs = [("客户名称", cust), (po_lab, po), ("报价单号", qt)]
    if not boxed:
        refs += [("销售单号", so), ("日期", cj.fdate(d, "cn"))]
    refs += [("项目名称", proj), ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}")]
    if rng.random() < 0.4:
        refs[1], refs[2] = refs[2], refs[1]
    mode = rng.choice(["grid", "grid", "lines", "panel"])
    if mode == "panel":
        pw = (wd - 16) / 2
        ya = _cpanel(
            pdf,
            m,
            y,
            pw,
            cj.pick(rng, "买方|需方|客户"),
            [cust, f"{po_lab}：{po}", f"报价单号：{qt}", f"项目：{proj}"],
        )
        yb = _cpanel(
            pdf,
            m + pw + 16,
            y,
            pw,
            cj.pick(rng, "卖方|供方"),
            [
                sup,
                f"业务代表：{cj.person(rng)}　{cj.mobile(rng)}",
                f"销售单号：{so}",
                f"日期：{cj.fdate(d, 'iso')}",
            ],
        )
        y = max(ya, yb) + 10
    else:
        y = _crefs(pdf, mode, m, y, wd, refs, ink) + 8
    pdf.text(m, y + 8, "感谢贵方订购，现将订单内容确认如下，请核对无误后签字盖章回传：", 8.6)
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        SY_ITEMS,
        n,
        [1, 2, 3, 4, 6, 8, 10, 12, 20],
        ["（加宽）", "（耐腐蚀）", "（定制色）"],
        big=6000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                cj.money(p) if stated else "",
                cj.money(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 22, 28, 6, 8, 14, 17]),
        ["序号", "产品名称", "规格型号（mm）", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    inst = r2(sub * pct(rng, [0, 0, 3, 5])) if rng.random() < 0.6 else ZERO
    frt = Decimal(rng.choice([0, 0, 500, 800, 1200]))
    cut = Decimal(rng.choice([0, 0, 0, 200, 500, 1000])) if sub > 5000 else ZERO
    total = sub + inst + frt - cut
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = right - 230
        rows = [("产品金额合计", f"¥{cj.money(sub)}")]
        if inst:
            rows.append(("安装调试费", f"¥{cj.money(inst)}"))
        if frt:
            rows.append(("运输费", f"¥{cj.money(frt)}"))
        if cut:
            rows.append(("特别折让", f"-¥{cj.money(cut)}"))
        for lab, v in rows:
            pdf.text(xl, y + 10, lab, 8.6)
            pdf.text(right, y + 10, v, 8.6, align="r")
            y += 15
        tlab = cj.pick(rng, "订单总额|合计金额|总金额|确认总价")
        if rng.random() < 0.45:
            pdf.text(xl, y + 12, f"{tlab}（含13%增值税）：", 9.6, bold=True)
            pdf.text(right, y + 30, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 38
        else:
            pdf.line(xl, y + 2, right, y + 2, lw=0.8)
            pdf.text(xl, y + 16, f"{tlab}（含税）", 9.6, bold=True)
            pdf.text(right, y + 16, f"¥{cj.money(total)}", 10.4, align="r", bold=True)
            y += 24
        pdf.text(m, y + 8, f"金额大写：人民币{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.7:
            p_ = rng.choice([30, 40, 50])
            dep = r2(total * p_ / 100)
            pdf.text(
                m,
                y + 8,
                f"付款方式：签订后预付定金{p_}%计¥{cj.money(dep)}，安装验收合格后付清尾款¥{cj.money(total - dep)}。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "价格按报价单执行，最终金额以现场复尺后的实际数量结算。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"收款单位：{sup}",
        f"开户银行：{bank}　账号：{acct}",
        "质保期：验收合格之日起两年，终身维护。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, "卖方（盖章）：", 8.4)
    pdf.text(m + wd / 2 + 10, y, "买方确认（签字盖章）：", 8.4)
    pdf.text(m, y + 18, f"业务代表：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 2 + 10, y + 18, "日期：", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 120, y + 2, sup, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind56_zh_shiyanshi_jiaju_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sy)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong Cantonese-opera troupe's costume order

YJ_TROUPE = [
    ("{x}粵劇團", "{e} Cantonese Opera Troupe"),
    ("{x}劇藝社有限公司", "{e} Opera Arts Limited"),
    ("{x}粵劇研究社", "{e} Cantonese Opera Society"),
    ("{x}戲劇團", "{e} Theatre Troupe"),
]
YJ_X = [
    ("翠雲軒", "Chui Wan Hin"),
    ("麗聲", "Lai Sing"),
    ("錦鳳鳴", "Kam Fung Ming"),
    ("雅韻", "Nga Wan"),
    ("金鸞", "Kam Luen"),
    ("紫霞", "Tsz Ha"),
    ("慶雲", "Hing Wan"),
    ("梨園新秀", "Lei Yuen San Sau"),
]
YJ_SB = [
    ("錦華", "Kam Wah"),
    ("寶麗", "Po Lai"),
    ("永昌", "Wing Cheong"),
    ("福興", "Fuk Hing"),
    ("利華", "Lee Wah"),
    ("德興", "Tak Hing"),
    ("鴻運", "Hung Wan"),
    ("新光", "San Kwong"),
]
YJ_ST = [
    ("戲服", "Opera Costume"),
    ("刺繡", "Embroidery"),
    ("舞台燈光", "Stage Lighting"),
    ("戲劇用品", "Theatrical Supplies"),
]
YJ_ITEMS = [
    ("蟒袍 (手繡金線)", "Embroidered python robe", "件", 6800, 14800),
    ("大靠 (連靠旗)", "Armour costume with flags", "套", 9800, 18800),
    ("水袖 (白綢)", "Water sleeves, silk", "對", 180, 380),
    ("頭盔 (仿點翠)", "Headdress", "頂", 1200, 3600),
    ("厚底靴", "Platform boots", "對", 480, 980),
    ("髯口", "Opera beard", "副", 220, 560),
    ("油彩化妝品", "Greasepaint set", "盒", 160, 360),
    ("片子 (貼片)", "Hair pieces", "套", 320, 680),
    ("布景畫布 6x4米", "Backdrop canvas 6x4m", "幅", 2800, 5600),
    ("大鑼", "Gong, large", "面", 1800, 3800),
    ("追光燈燈泡", "Follow-spot lamp", "個", 680, 1400),
    ("戲服乾洗及修補", "Costume cleaning & repair", "件", 120, 280),
]
YJ_VENUE = ["高山劇場", "油麻地戲院", "沙田大會堂", "元朗劇院", "屯門大會堂", "葵青劇院"]


def _yj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    x, xe = rng.choice(YJ_X)
    tz, te = rng.choice(YJ_TROUPE)
    troupe, troupe_en = tz.format(x=x), te.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(YJ_SB), rng.choice(YJ_ST)
    form = rng.random()
    if form < 0.6:
        sup = f"{sb}{st}有限公司"
        sup_en = f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}"
    elif form < 0.85:
        sup = f"{sb}{st}公司"
        sup_en = f"{sbe} {ste} Company"
    else:
        sup = f"{sb}繡莊"
        sup_en = f"{sbe} Embroidery House"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n3}|{y}/P{n4}|YJ-{n5}|P{Y}-{n3}")
    qt = cj.number(rng, d, "Q{y}{n4}|QT-{n5}")
    show = cj.number(rng, d, "S{y}-{n2}|SHOW{n3}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["head", "red", "grid", "lines"])
    venue = rng.choice(YJ_VENUE)

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{troupe} 採購單 P.O. No. {po}（續 continued）", 8.6)
        return 46

    pdf.text(m, 42, troupe, 15, bold=True)
    pdf.text(m, 56, troupe_en, 9.4, bold=True)
    pdf.text(
        m,
        68,
        f"香港{rng.choice(['九龍', '新界', '港島'])}{rng.choice(['旺角', '油麻地', '荃灣', '北角', '西營盤'])}{rng.choice(['彌敦道', '上海街', '英皇道', '德輔道西'])}{rng.randint(1, 400)}號{rng.randint(2, 18)}樓　電話 {cj.hk_tel(rng)}　傳真 {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    y = 80
    date_s = d.strftime(rng.choice(["%d/%m/%Y", "%d-%m-%Y"]))
    pairs = [
        ("採購單號 P.O. No.", po),
        ("日期 Date", date_s),
        ("報價單 Quotation", qt),
        ("演出編號 Show Ref.", show),
        ("付款 Terms", cj.pick(rng, "月結30天|C.O.D.|30 days|貨到付款")),
    ]
    if mode == "red":
        pdf.text(right, 44, "採購單 PURCHASE ORDER", 13, align="r", bold=True)
        pdf.text(right, 62, f"No. {po}", 11, align="r", colour=RED)
        y = _crefs(pdf, "lines", m, y, wd, pairs[1:], black) + 6
    else:
        pdf.text(right, 44, "採購單", 16, align="r", bold=True)
        pdf.text(right, 60, "PURCHASE ORDER", 10, align="r", bold=True)
        if rng.random() < 0.5:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = _crefs(pdf, mode, m, y, wd, pairs, black) + 10
    sup_lab = rng.choice(["供應商 Supplier", "致 To", "供應商：", "To:", ""])
    sup_rows = [
        sup,
        sup_en,
        f"{rng.choice(['深水埗', '旺角', '觀塘', '土瓜灣'])}{rng.choice(['福華街', '通菜街', '鴻圖道', '馬頭角道'])}{rng.randint(2, 200)}號地下",
        f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}",
    ]
    dl_rows = [
        f"{venue}後台 (演出: {rng.choice(['帝女花', '紫釵記', '再世紅梅記', '牡丹亭驚夢', '鳳閣恩仇未了情'])})",
        f"收貨人 {cj.person(rng, 'zh-Hant')} {cj.hk_tel(rng)}",
        f"送貨日期 {cj.later(rng, d, 5, 30).strftime('%d/%m/%Y')} 上午十時前",
    ]
    pw = (wd - 20) / 2
    blocks = [(sup_lab, sup_rows, True), ("送貨地點 Deliver to", dl_rows, False)]
    if rng.random() < 0.3:
        blocks.reverse()
    ys = []
    for k, (lab, rows, bold0) in enumerate(blocks):
        xx = m + k * (pw + 20)
        yy = y
        if lab:
            pdf.text(xx, yy + 8, lab, 8, colour=GREY)
            yy += 14
        for i, s_ in enumerate(rows):
            pdf.text(
                xx, yy + 8, s_, 9.6 if (i == 0 and bold0) else 8.2, bold=i == 0 and bold0, maxw=pw
            )
            yy += 13
        ys.append(yy)
    y = max(ys) + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng, YJ_ITEMS, n, [1, 2, 4, 6, 8, 10, 12, 20], ["(武生用)", "(花旦用)", "(後備)"], big=5000
    )
    body = [
        (
            [
                str(i),
                f"{it[0]}\n{it[1]}",
                it[2],
                f"{q:,.0f}",
                f"{p:,.2f}" if stated else "",
                f"{a:,.2f}" if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 46, 8, 10, 14, 16]),
        [
            "項目\nItem",
            "貨品名稱 Description",
            "單位\nUnit",
            "數量\nQty",
            "單價 HK$\nUnit Price",
            "金額 HK$\nAmount",
        ],
        body,
        "clcrrr",
        rowh=24,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=26,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * pct(rng, [0, 0, 5, 8, 10]))
    dlv = Decimal(rng.choice([0, 0, 150, 300]))
    total = sub - disc + dlv
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows_.append(("折扣 Discount", f"-{disc:,.2f}"))
        if dlv:
            rows_.append(("運費 Delivery", f"{dlv:,.2f}"))
        tl = cj.pick(rng, "總額 TOTAL|合計 Total HK$|總數 Grand Total|應付總額 Total Amount")
        w2 = [130, 100]
        for lab, v in rows_:
            y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=18, size=8.4)
        if rng.random() < 0.35:
            y = crow(
                pdf, right - sum(w2), y, [sum(w2)], [tl], "l", h=16, size=8.6, bold=True, fill=PALE
            )
            y = crow(
                pdf,
                right - sum(w2),
                y,
                [sum(w2)],
                [f"HK${total:,.2f}"],
                "r",
                h=20,
                size=10,
                bold=True,
            )
        else:
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [tl, f"HK${total:,.2f}"],
                "lr",
                h=20,
                size=8.8,
                bold=True,
                fill=PALE,
            )
        if rng.random() < 0.5:
            y += 6
            pdf.text(m, y + 6, f"港幣{cj.daxie(total, trad=True)}", 8)
            y += 12
        elif rng.random() < 0.5:
            y += 6
            pdf.text(m, y + 6, cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS"), 7.6)
            y += 12
        if rng.random() < 0.5:
            dep = r2(total * pct(rng, [30, 50]))
            pdf.text(
                m,
                y + 10,
                f"已付訂金 Deposit paid: HK${dep:,.2f}　　餘額 Balance: HK${total - dep:,.2f}",
                8.2,
            )
            y += 14
    else:
        pdf.text(m, y + 10, "價錢按報價單，完成後按實際件數結算 Price as per quotation.", 8.4)
        y += 16
    y += 10
    for t in [
        "1. 戲服尺寸以劇團提供之度身紙為準 Sizes as per measurement sheets supplied.",
        "2. 送貨單及發票請註明採購單號 Please quote our P.O. No. on delivery note and invoice.",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.6, colour=GREY)
        y += 12
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw = wd / 3
    for k, lab in enumerate(
        ["經手人 Prepared by", "班主 Approved by", "供應商確認 Supplier acknowledgement"]
    ):
        pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_hk_yueju_tuan_xifu_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yj)


# --------------------------------------------------------------------------- 4 ja public bath's supplies order

ST_P = "松の 梅の 富士見 亀の 稲荷 大黒 宝 桜 朝日 鶴の 福の 清水".split()
ST_SHOP = ["{p}湯", "株式会社{p}湯", "有限会社{p}浴場", "銭湯 {p}湯"]
ST_SB = "大和 東洋 中央 三栄 丸高 北斗 関東 朝日 昭和 平和 富士 光陽".split()
ST_ST = ["浴場設備", "サニタリー", "商事", "衛生材料", "ボイラー工業"]
ST_ITEMS = [
    ("業務用シャンプー", "18L 詰替", "缶", 6800, 11800),
    ("ボディソープ", "18L 詰替", "缶", 5800, 9800),
    ("湯桶", "黄色 樹脂", "個", 380, 650),
    ("風呂椅子", "抗菌 高さ30cm", "個", 1200, 2600),
    ("薬湯入浴剤", "生薬ブレンド 10kg", "袋", 8800, 16800),
    ("貸しタオル", "名入れ 200匁", "枚", 180, 420),
    ("下足札", "木製 交換用", "個", 900, 1800),
    ("脱衣かご", "籐風 樹脂", "個", 1100, 2400),
    ("ろ過器カートリッジ", "φ120×500", "本", 4800, 9800),
    ("次亜塩素酸ナトリウム", "12% 20kg", "缶", 2800, 4800),
    ("スケール除去剤", "ボイラー用 20kg", "缶", 9800, 18800),
    ("ドライヤー", "業務用 1200W", "台", 8800, 16800),
    ("浴室用ペンキ", "壁画補修 4L", "缶", 6800, 12800),
]


def _st(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    shop = rng.choice(ST_SHOP).format(p=rng.choice(ST_P))
    b, t = rng.choice(ST_SB), rng.choice(ST_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}", f"{b}商店"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|S{Y}{n4}|{Y}{m}{d}-{n2}|H-{n5}|{n6}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}")
    kokyaku = cj.number(rng, d, "C{n4}|{n5}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "注文番号|発注No.|発注番号|注文No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.1, 0.3, 0.55), Color(0.45, 0.15, 0.2), black])
    title = cj.pick(rng, "注　文　書|注文書|発注書|御注文書")
    mode = rng.choice(["box", "beside", "grid"])

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 26,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace('　', '')}（続き）　{po_lab}：{po}", 8.8)
        return 46

    if rng.random() < 0.4:
        pdf.text(
            m,
            24,
            f"FAX送信　宛先FAX：{cj.ja_tel(rng)}　送信枚数：{of or 1}枚（本紙含む）",
            7.6,
            colour=GREY,
        )
    if mode == "beside":
        pdf.text(pdf.w / 2, 48, title, 18, align="c", bold=True, colour=ink)
        pdf.text(right, 48, f"No. {po}", 10, align="r")
        po_lab = "No."
        pdf.text(right, 62, f"発注日：{cj.fdate(d, ds)}", 8.2, align="r")
        yy = 66
    else:
        pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
        yy = 60
        if mode == "box":
            bw = [60, 100]
            for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
                yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
        else:
            pdf.text(right, 62, f"{cj.fdate(d, ds)}", 8.2, align="r")
            yy = 66
    y = 84
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(
        m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
    )
    pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
    if rng.random() < 0.5:
        pdf.text(m, y + 18, f"ご担当：{cj.person(rng, 'ja')} 様", 8.2)
        y += 12
    pdf.text(m, y + 20, "毎度ありがとうございます。下記のとおり注文いたします。", 8.6)
    ry = max(yy, 92) + 14
    pdf.text(right, ry + 4, shop, 11, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(right, ry + 42, f"担当：{cj.person(rng, 'ja')}（番台）", 7.8, align="r")
    if rng.random() < 0.65:
        pdf.stamp(
            right - 16,
            ry + 14,
            shop.replace("株式会社", "").replace("有限会社", "")[:4],
            rng,
            shape="rect",
            r=18,
        )
    y += 34
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        ST_ITEMS,
        n,
        [2, 3, 5, 10, 12, 20, 50, 100],
        ["（女湯用）", "（予備）", "（大）"],
        places=0,
        big=8000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    nebiki = (sub * pct(rng, [0, 0, 0, 3, 5])).quantize(Decimal(1), rounding=ROUND_DOWN)
    tax = ((sub - nebiki) * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = sub - nebiki + tax
    if stated and rng.random() < 0.6:
        pdf.rect(m, y, 240, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 240, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "ご注文金額（税込）|合計金額（税込）|注文金額合計"), 8.4
        )
        pdf.text(
            m + 234,
            y + 34,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 48
    y = max(y, ry + 52) + 4
    if mode == "grid":
        rows = [[po_lab, po, "納期", cj.fdate(cj.later(rng, d, 3, 20), ds), "お見積No.", mitsu]]
    else:
        rows = [
            [
                "納期",
                cj.fdate(cj.later(rng, d, 3, 20), ds),
                "納品場所",
                cj.pick(rng, "浴場裏口|ボイラー室|番台横倉庫"),
                "お見積No.",
                mitsu,
            ]
        ]
    rows.append(
        [
            "お客様コード",
            kokyaku,
            "お支払",
            cj.pick(rng, "月末締め翌月末払い|現金|振込"),
            "備考",
            "",
        ]
    )
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [11, 19, 10, 22, 10, 28]),
            rows,
            h=18,
            size=8,
            ink=ink,
            fill=PALE,
            labels=(0, 2, 4),
        )
        + 8
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{int(q):,}",
                it[2],
                f"{p:,.0f}" if stated else "",
                f"{a:,.0f}" if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 30, 23, 9, 6, 12, 15]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 100 > bottom:
        y = brk()
    y += 6
    if stated:
        w2 = [96, 104]
        rows2 = [("小計", f"{sub:,.0f}")]
        if nebiki:
            rows2.append(("値引", f"-{nebiki:,.0f}"))
        rows2.append(("消費税（10%）", f"{tax:,.0f}"))
        rows2.append((cj.pick(rng, "合計|合計金額|総合計|ご請求予定額"), f"¥{total:,.0f}"))
        for k, (l_, v) in enumerate(rows2):
            last = k == len(rows2) - 1
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [l_, v],
                "lr",
                h=18,
                size=8.6,
                bold=last,
                fill=PALE if last else None,
            )
    else:
        pdf.text(m, y + 10, "単価は前回納品時と同じ。金額は納品書にてご連絡ください。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・営業時間中（15時から24時）の納品はご遠慮ください。午前中に裏口へお願いします。",
        "・薬剤類は安全データシート（SDS）を添付してください。",
        "・請求書には注文番号をご記入ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t, 7.8)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 32, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    pdf.text(m, y + 24, "注文請書（受注確認）：受注者記名押印のうえ返送願います。", 7.8)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_ja_sento_biyouhin_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _st)


# --------------------------------------------------------------------------- 5 en-US roller-skating rink's order

RR_N = "Starlite|Moonglow|Route 66|Rollerdome|Galaxy|Sunset|Silver Wheels|Cascade|Skate Palace|Rollerland|Hi-Way|Twin Oaks".split(
    "|"
)
RR_BUY = [
    "{n} Skateland",
    "{n} Roller Rink, LLC",
    "{n} Skate Center, Inc.",
    "{n} Family Skate & Fun Center",
]
RR_A = "Hartwell|Kowalski|Delgado|Pruitt|Brannon|Lindqvist|Okafor|McAllister|Vance|Sorensen|Whitaker|Gallo".split(
    "|"
)
RR_SUP_FORMED = [
    "{a} Skate Supply Co.",
    "{a} Rink Products, Inc.",
    "{a} Wheels & Bearings LLC",
    "{a} Concession Distributors, Inc.",
    "{a} Floor Finishes Corp.",
    "{a} Amusement Supply LLC",
]
RR_SUP_BARE = ["{a} Brothers", "{a} Skate Shop", "{f} {a} Sales"]
RR_F = "Dale|Tammy|Curtis|Renee|Wade|Brenda|Travis|Lorraine|Duane|Kim".split("|")
RR_PLACE = [
    ("Amarillo", "TX", "7.25"),
    ("Dayton", "OH", "7.50"),
    ("Fort Wayne", "IN", "7.00"),
    ("Lansing", "MI", "6.00"),
    ("Macon", "GA", "8.00"),
    ("Wichita", "KS", "7.50"),
    ("Boise", "ID", "6.00"),
    ("Joplin", "MO", "8.60"),
]
RR_ITEMS = [
    ("Rental quad skates, tan boot, sizes 1-13 (pair)", "pr", 38, 72),
    ("Urethane wheels 62mm 95A (set of 8)", "set", 28, 64),
    ("ABEC-5 bearings (16 pack)", "pk", 14, 36),
    ("Adjustable toe stops", "pr", 6, 14),
    ("Skate floor finish, 5 gal", "pail", 145, 260),
    ("Mirror ball 20in with motor", "ea", 180, 420),
    ("LED moving-head light", "ea", 240, 690),
    ("Arcade tokens (1,000)", "bag", 85, 150),
    ("Popcorn kernels 50 lb", "bag", 38, 62),
    ("Nacho cheese sauce #10 can (6/cs)", "cs", 42, 68),
    ("Skate trainers / walkers", "ea", 45, 95),
    ("Helmets, youth, CPSC certified", "ea", 18, 36),
    ("Rail padding, 8 ft section", "ea", 110, 240),
    ("Floor resurfacing service, 12,000 sq ft", "job", 9000, 16000),
]


def _rr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|dejavu|times|libnarrow"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    n_ = rng.choice(RR_N)
    buyer = rng.choice(RR_BUY).format(n=n_)
    a1, a2 = rng.sample(RR_A, 2)
    sup = bare_or(rng, RR_SUP_FORMED, RR_SUP_BARE, 0.25).format(a=a1, f=rng.choice(RR_F))
    city, st, rate = rng.choice(RR_PLACE)
    rate = Decimal(rate)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-#####", f"{dt:%y}-####", "######", f"RR{dt:%m%y}-###", "P0####"])
    )
    quote = la.digits(rng, rng.choice(["Q-#####", "QT######", "Quote ####"]))
    req = la.digits(rng, rng.choice(["REQ-####", "R###"]))
    vid = la.digits(rng, rng.choice(["V-####", "VEN#####", "#####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "kv", "grid", "row"])
    po_lab = la.pick(rng, "PO Number|P.O. No.|PO #|Purchase Order No.")
    df = lambda x: la.dfmt(x, rng.choice(["us", "usl"]))  # noqa: E731
    addr = f"{rng.randint(100, 9999)} {rng.choice(['E. Kellogg Dr', 'S. Washington St', 'N. Main St', 'Industrial Blvd', 'W. 6th Ave'])}, {city}, {st} {la.digits(rng, '#####')}"

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · {addr} · Please reference our PO number on all invoices, packing slips and correspondence.",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} - Purchase Order {po} (continued)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            addr,
            f"Phone ({la.digits(rng, '###')}) {la.digits(rng, '###-####')} · Fax ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER")
    low = False
    if mode == "beside":
        s_ = f"{title} {rng.choice(['', 'No. ', '# '])}{po}"
        low = d.width(buyer, 15, True) + d.width(s_, 14, True) + 24 > wd
        ty = 84 if low else 48
        d.t(r, ty, s_, 14, b=True, al="r")
        d.t(r, ty + 14, f"Date: {df(dt)}", 8.4, al="r")
    else:
        d.t(r, 48, title, 16, b=True, al="r")
    y = 124 if low else 84
    refs = [
        (po_lab, po),
        ("Date", df(dt)),
        ("Your Quote", quote),
        ("Requisition", req),
        ("Vendor ID", vid),
    ]
    if mode == "beside":
        refs = refs[2:]
    if rng.random() < 0.3:
        rng.shuffle(refs)
    vlab = la.pick(rng, "Vendor|VENDOR:|To:|Supplier|")
    vrows = [
        sup,
        f"{rng.randint(10, 9000)} {rng.choice(['Commerce Pkwy', 'Route 9', 'Distribution Way', 'Elm St'])}",
        f"{rng.choice(['Columbus, OH', 'Nashville, TN', 'Omaha, NE', 'Tulsa, OK', 'Reno, NV'])} {la.digits(rng, '#####')}",
        f"Attn: {rng.choice(RR_F)} {rng.choice(RR_A)} · {la.digits(rng, '(###) ###-####')}",
    ]
    if mode in ("kv", "beside"):
        sy = _party(d, m, y, vlab, vrows, 8.8)
        ky = _refs(d, rng.choice(["kv", "colon"]), m + wd * 0.56, y, wd * 0.44, refs, 8.2)
        y = max(sy, ky) + 12
    else:
        y = _refs(d, mode, m, y, wd, refs, 8.2) + 12
        y = _party(d, m, y, vlab, vrows, 8.8) + 10
    cw = (wd - 16) / 2
    ship = [
        f"{buyer}",
        f"Receiving - {rng.choice(['Snack bar', 'Skate rental counter', 'Back dock'])}",
        addr,
    ]
    bill = ["Accounts Payable", buyer, f"ap@{n_.lower().replace(' ', '')}skate.com"]
    d.t(m, y + 8, la.pick(rng, "Ship To|SHIP TO|Deliver To"), 7.8, b=True, grey=0.35)
    d.lines(m, y + 12, ship, 8.2, lead=10.5)
    d.t(m + cw + 16, y + 8, la.pick(rng, "Bill To|Invoice To|BILL TO"), 7.8, b=True, grey=0.35)
    d.lines(m + cw + 16, y + 12, bill, 8.2, lead=10.5)
    y += 50
    y = (
        _refs(
            d,
            "row",
            m,
            y,
            wd,
            [
                ("Ship Via", la.pick(rng, "UPS Ground|FedEx Freight|Best Way|Will Call")),
                ("F.O.B.", la.pick(rng, "Destination|Origin")),
                ("Terms", la.pick(rng, "Net 30|Net 15|2% 10 Net 30|COD")),
                ("Required By", la.dfmt(dt + timedelta(days=rng.randint(7, 30)), "us")),
                ("Buyer", f"{rng.choice(RR_F)} {rng.choice(RR_A)}"),
            ],
            7.8,
        )
        + 8
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        RR_ITEMS,
        n,
        [2, 4, 6, 10, 12, 20, 24, 50],
        ["- size 4", "- black", "- (backorder ok)"],
        big=5000,
    )
    body = [
        (
            [
                la.digits(rng, "SK-####"),
                it[0],
                f"{q:,.0f}",
                it[1],
                en2(p) if stated else "",
                en2(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.47, 0.07, 0.07, 0.13, 0.15)],
        ["Item #", "Description", "Qty", "UOM", "Unit Price", "Ext. Price"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * pct(rng, [0, 0, 0, 5, 10]))
    tax = r2((sub - disc) * rate / 100)
    ship_c = Decimal(rng.choice([0, 0, 45, 85, 150, 275]))
    total = sub - disc + tax + ship_c
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", en2(sub))]
        if disc:
            rows.append(("Discount", f"-{en2(disc)}"))
        rows.append((f"Sales Tax ({rate}%)", en2(tax)))
        if ship_c:
            rows.append(("Shipping & Handling", en2(ship_c)))
        tl = la.pick(rng, "TOTAL|Total|PO Total|Order Total|Total Due")
        y = _ltot(d, rng, m + wd * 0.58, r - 3, y, rows, tl, f"${en2(total)}", 8.8)
        if rng.random() < 0.35:
            dep = r2(total * pct(rng, [25, 50]))
            y = d.summary(
                m + wd * 0.58,
                r - 3,
                y + 2,
                [
                    (
                        f"Less deposit paid (check #{la.digits(rng, '####')})",
                        f"({en2(dep)})",
                        False,
                    ),
                    ("Balance Due", f"${en2(total - dep)}", False),
                ],
                8.2,
            )
        if rng.random() < 0.3:
            y = wrapped(
                d, m, y + 4, cj.en_words(total).replace("SAY ", "Amount in words: "), 7.4, wd
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing per your quote {quote}; vendor to invoice actual quantities shipped.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Vendor must notify buyer of any substitutions or backorders before shipment. Food items must carry at least 90 days shelf life.",
        f"Our {st} sales tax permit is on file. Deliveries Tuesday-Thursday, 9am-2pm only; rink is closed to trucks during sessions.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Authorized by: {rng.choice(RR_F)} {rng.choice(RR_A)}, {rng.choice(['General Manager', 'Owner', 'Rink Operations Manager'])}",
    )
    d.sign(
        m + sw + 20, y, sw, la.pick(rng, "Vendor acknowledgement|Accepted by vendor (sign & date)")
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_en_us_roller_rink_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rr)


# --------------------------------------------------------------------------- 6 en-SG trampoline park's order

TP_X = "SkyLeap|Boing Boing|Air Zone|Rebound Republic|Hop Haven|Flyhigh|Kampong Jump|Springtime|Lion Leap|Orbit".split(
    "|"
)
TP_BUY = [
    "{x} Trampoline Park Pte. Ltd.",
    "{x} Bounce Pte Ltd",
    "{x} Jump Arena Pte. Ltd.",
    "{x} Leisure Pte. Ltd.",
]
TP_S = "Hock Seng|Teck Guan|Wah Hin|Soon Lee|Kim Huat|Ban Leong|Chuan Seng|Heng Fai|Jin Tai|Eastern Star".split(
    "|"
)
TP_SUP_FORMED = [
    "{s} Sports Equipment Pte Ltd",
    "{s} Safety Nets Pte. Ltd.",
    "{s} Foam Industries Pte Ltd",
    "{s} Engineering & Trading Pte. Ltd.",
    "{s} Print & Apparel (S) Pte Ltd",
]
TP_SUP_BARE = ["{s} Trading", "{s} Enterprise", "{s} Sports Supplies"]
TP_ITEMS = [
    ("Galvanised trampoline springs 8.5in (pack of 50)", "pk", 95, 180),
    ("Jumping mat, polypropylene, 2.4 x 1.5 m", "pc", 280, 520),
    ("Frame pad cover, PVC, 2.4 m", "pc", 120, 260),
    ("Foam pit cubes 20 cm (bag of 100)", "bag", 160, 320),
    ("Grip socks with logo, size M", "pr", 1.8, 3.6),
    ("Dodgeballs, foam, 7in", "pc", 6, 14),
    ("Safety netting, knotless (per sq m)", "sqm", 8, 18),
    ("Basketball hoop padding", "pc", 85, 190),
    ("Waiver kiosk tablet stand", "pc", 140, 320),
    ("Spring hook tool", "pc", 12, 28),
    ("Annual trampoline safety inspection", "lot", 1200, 2600),
    ("Tyvek wristbands (1000/box)", "box", 28, 55),
]


def _tp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(32, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    x = rng.choice(TP_X)
    buyer = rng.choice(TP_BUY).format(x=x)
    sup = bare_or(rng, TP_SUP_FORMED, TP_SUP_BARE, 0.25).format(s=rng.choice(TP_S))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-######", f"PO{dt:%y%m}###", "TP/PO/####", f"{dt:%Y}-PO-###"])
    )
    qref = la.digits(rng, rng.choice(["QUO-####", "Q#####"]))
    pr = la.digits(rng, rng.choice(["PR-#####", "PR####"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "PO No.|PO Number|Purchase Order No.|P.O. No.")
    uen = la.digits(rng, "20########") + rng.choice("CDEGHKMNRWZ")
    mode = rng.choice(["grid", "row", "kv", "beside"])

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · UEN {uen} · GST Reg. No. {uen} · This is a computer-generated document; no signature is required.",
            6.6,
            grey=0.4,
            maxw=wd - 50,
        )
        d.t(r, d.h - 30, f"{page[0]} of {of}" if of else f"{page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} - {po_lab} {po} (cont'd)", 9, b=True)
        return 54

    d.t(m, 46, buyer, 14, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.randint(1, 90)} {rng.choice(['Kallang Bahru', 'Tampines Street 92', 'Jurong East Ave 1', 'Upper Paya Lebar Rd', 'Turf Club Road'])} #0{rng.randint(1, 9)}-{rng.randint(10, 99)}, Singapore {la.digits(rng, '######')}",
            f"Tel +65 {la.digits(rng, '6### ####')} · ops@{x.lower().replace(' ', '')}.sg",
        ],
        7.8,
        lead=10,
    )
    low = False
    if mode == "beside":
        s_ = f"PURCHASE ORDER  {po}"
        low = d.width(buyer, 14, True) + d.width(s_, 14, True) + 24 > wd
        ty = 82 if low else 46
        d.t(r, ty, s_, 14, b=True, al="r")
        d.t(r, ty + 14, f"Date: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    else:
        d.t(r, 46, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 15, b=True, al="r")
    y = 122 if low else 82
    refs = [
        (po_lab, po),
        ("PO Date", la.dfmt(dt, rng.choice(["dmy", "mon"]))),
        ("Quotation Ref", qref),
        ("PR No.", pr),
        ("Delivery Date", la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dmy")),
        ("Terms", la.pick(rng, "30 days|COD|14 days")),
    ]
    if mode == "beside":
        refs = refs[2:]
    if rng.random() < 0.35:
        refs[0], refs[2] = refs[2], refs[0]
    cw = (wd - 18) / 2
    vlab = la.pick(rng, "Vendor|Supplier|Vendor:|")
    vrows = [
        sup,
        f"{rng.randint(1, 60)} {rng.choice(['Senoko Loop', 'Defu Lane 10', 'Sungei Kadut Ave', 'Woodlands Link'])}, Singapore {la.digits(rng, '######')}",
        f"Attn: {rng.choice(['Mr Tan', 'Ms Lim', 'Mr Goh', 'Ms Wong', 'Mr Ong'])}  Tel {la.digits(rng, '6### ####')}",
        f"GST Reg: {la.digits(rng, 'M#-#######-#')}",
    ]
    drows = [
        f"{x} @ {rng.choice(['Kallang Wave', 'Jurong Point', 'Tampines Hub', 'Orchard Central', 'Turf City'])}",
        f"#{la.digits(rng, '0#-##')}, Singapore {la.digits(rng, '######')}",
        "Loading bay B; call duty manager on arrival",
    ]
    if mode in ("kv", "beside"):
        sy = _party(d, m, y, vlab, vrows, 8.6)
        ky = _refs(d, rng.choice(["kv", "colon"]), m + wd * 0.55, y, wd * 0.45, refs, 8.2)
        y = max(sy, ky) + 10
        d.t(m, y + 8, "Deliver To", 7.8, b=True, grey=0.35)
        y = d.lines(m, y + 12, drows, 8.2, lead=10.5) + 8
    else:
        y = _refs(d, mode, m, y, wd, refs, 8.2) + 12
        blocks = [(vlab, vrows, True), ("Deliver To", drows, False)]
        if rng.random() < 0.3:
            blocks.reverse()
        yy = y
        for k, (lab, rows, isv) in enumerate(blocks):
            xx = m + k * (cw + 18)
            d.box(xx, y, cw, 66, lw=0.5)
            ty = y + 4
            if lab:
                d.t(xx + 5, ty + 7, lab, 7.6, b=True, grey=0.35)
                ty += 10
            yy = max(yy, d.lines(xx + 5, ty, rows, 8.2, b_first=isv, lead=10.6))
        y = max(yy, y + 66) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [32, 40])
    lines = more_lines(
        rng,
        TP_ITEMS,
        n,
        [2, 4, 5, 10, 20, 50, 100, 200],
        ["(kids zone)", "(spare)", "(blue)"],
        big=1000,
    )
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", en2(p) if stated else "", en2(a) if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.09, 0.12, 0.15)],
        ["S/N", "Description", "UOM", "Qty", "Unit Price", "Amount (S$)"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * pct(rng, [0, 0, 3, 5]))
    inst = Decimal(rng.choice([0, 0, 0, 180, 350, 600]))
    gst = r2((sub - disc + inst) * Decimal("0.09"))
    total = sub - disc + inst + gst
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Sub-Total", en2(sub))]
        if disc:
            rows.append(("Less: Discount", f"({en2(disc)})"))
        if inst:
            rows.append(("Delivery & Installation", en2(inst)))
        rows.append(("GST 9%", en2(gst)))
        tl = la.pick(rng, "Total Amount (S$)|Grand Total (SGD)|TOTAL|Total incl. GST")
        y = _ltot(d, rng, m + wd * 0.6, r - 3, y, rows, tl, f"S${en2(total)}", 8.8)
        if rng.random() < 0.4:
            y = wrapped(
                d, m, y + 4, cj.en_words(total).replace("US DOLLARS", "SINGAPORE DOLLARS"), 7.6, wd
            )
        if rng.random() < 0.35:
            dep = r2(total / 2)
            y = wrapped(
                d,
                m,
                y + 2,
                f"Payment: 50% deposit S${en2(dep)} upon confirmation; balance S${en2(total - dep)} upon completion of installation.",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per quotation {qref}; final amount based on quantities delivered.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "All equipment must comply with ASTM F2970 and be delivered with test certificates. Installation only outside operating hours (before 10am).",
        "Please quote our PO number on all delivery orders and tax invoices.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 28
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Approved by: {rng.choice(['Mr', 'Ms'])} {rng.choice(['Tan', 'Lee', 'Ng', 'Chua'])}, {rng.choice(['Park Manager', 'Operations Director', 'Purchasing Executive'])}",
    )
    d.sign(m + sw + 20, y, sw, "Supplier acknowledgement (sign & company stamp)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_en_sg_trampoline_park_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tp)


# --------------------------------------------------------------------------- 7 de-DE farrier's order (DIN letter)

HS_N = "Brandl|Kessler|Ohlendorf|Rieger|Wiesner|Kunkel|Hagedorn|Lorenz|Pfeiffer|Stolte|Bartels|Rehm".split(
    "|"
)
HS_F = "Jonas|Anke|Matthias|Svenja|Tobias|Heike|Florian|Birgit|Lars|Nicole".split("|")
HS_BUY = [
    "Hufbeschlagschmiede {n}",
    "Hufbeschlag {f} {n}",
    "{n} Hufbeschlag GmbH",
    "Lehrschmiede {n} e.K.",
]
HS_SUP_FORMED = [
    "{n} Hufbeschlag-Großhandel GmbH",
    "{n} Schmiedebedarf KG",
    "{n} Pferdesport & Beschlag GmbH",
    "{n} Werkzeugvertrieb GmbH & Co. KG",
]
HS_SUP_BARE = ["Schmiedebedarf {n}", "{n} Hufbedarf", "Eisenhandlung {n}"]
HS_CITY = [
    "33098 Paderborn",
    "27283 Verden (Aller)",
    "49377 Vechta",
    "24576 Bad Bramstedt",
    "48165 Münster",
    "84030 Landshut",
    "74564 Crailsheim",
]
HS_ITEMS = [
    ("Hufeisen vorn, Gr. 2, 22x8 mm (Paar)", "Paar", 7.5, 14),
    ("Hufnägel E-Kopf Gr. 5 (250 Stk)", "Pkg", 18, 32),
    ("Stollen M10 Widia (50 Stk)", "Pkg", 28, 54),
    ("Hufraspel 14 Zoll", "Stk", 32, 58),
    ("Hufmesser rechts", "Stk", 24, 46),
    ("Schmiedekohle Nuss, 25 kg", "Sack", 22, 38),
    ("Propan 33 kg (Füllung)", "Fl", 58, 84),
    ("Hufkitt 2-K, 180 ml", "Kart", 34, 62),
    ("Hufpolster Leder (Paar)", "Paar", 9, 18),
    ("Beschlagschürze Leder", "Stk", 88, 160),
    ("Klebebeschlag Kunststoff Gr. 1", "Stk", 14, 26),
    ("Gasesse 2-Brenner, Ersatzdüse", "Stk", 45, 90),
    ("Amboss 60 kg mit Horn", "Stk", 680, 1250),
]


def _hs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djserif"))
    m = rng.uniform(56, 66)
    r = d.w - rng.uniform(40, 52)
    wd = r - m
    bottom = d.h - 70
    nb = rng.choice(HS_N)
    buyer = rng.choice(HS_BUY).format(n=nb, f=rng.choice(HS_F))
    sup = bare_or(rng, HS_SUP_FORMED, HS_SUP_BARE, 0.3).format(
        n=rng.choice([x for x in HS_N if x != nb])
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"B-{dt.year}-###", "BE#####", f"{dt:%y}/###", f"{dt.year}-####", "####"])
    )
    kd = la.digits(rng, "K#####")
    ang = la.digits(rng, rng.choice(["AG-####", "Angebot #####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["info", "subject", "grid"])
    po_lab = la.pick(rng, "Bestell-Nr.|Bestellnummer|Unsere Bestellung")
    street = f"{rng.choice(['Am Reitplatz', 'Gestütsweg', 'Dorfstraße', 'Mühlenweg', 'Zum Turnierplatz'])} {rng.randint(1, 40)}"
    city = rng.choice(HS_CITY)

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(
            m,
            d.h - 40,
            f"{buyer} · {street} · {city} · Steuernummer {la.digits(rng, '###/###/#####')} · USt-IdNr. DE{la.digits(rng, '#########')}",
            6.6,
            grey=0.35,
            maxw=wd,
        )
        d.t(
            m,
            d.h - 31,
            f"Sparkasse · IBAN DE{la.digits(rng, '## #### #### #### #### ##')} · BIC {la.digits(rng, '@@@@DE##@@@')}",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 31,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 60

    if rng.random() < 0.5:
        d.t(r, 50, buyer, 14, b=True, al="r")
        d.t(r, 63, f"{street} · {city}", 7.8, al="r", grey=0.3)
        d.t(
            r,
            73,
            f"Tel. 0{la.digits(rng, '#### ######')} · Mobil 01{la.digits(rng, '## #######')}",
            7.6,
            al="r",
            grey=0.3,
        )
    else:
        d.t(m, 50, buyer, 14, b=True)
        d.t(m, 63, f"{street} · {city} · Tel. 0{la.digits(rng, '#### ######')}", 7.8, grey=0.3)
    d.t(m, 118, f"{buyer} · {street} · {city}", 6.4, grey=0.35, maxw=240)
    d.line(m, 121, m + 240, 121, 0.3)
    rows = ["Firma"] if rng.random() < 0.35 else []
    rows += [
        sup,
        *(
            [f"z. Hd. {rng.choice(['Herrn', 'Frau'])} {rng.choice(HS_N)}"]
            if rng.random() < 0.4
            else []
        ),
        f"{rng.choice(['Industriestraße', 'Gewerbering', 'Hansestraße', 'Am Hafen'])} {rng.randint(1, 120)}",
        rng.choice(HS_CITY),
    ]
    for i, s_ in enumerate(rows):
        d.t(m, 130 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    kv = [] if mode != "info" else [(po_lab, po)]
    kv += [
        ("Ihr Angebot", ang),
        ("Kunden-Nr.", kd),
        ("Lieferanten-Nr.", la.digits(rng, "L####")),
        ("Ansprechpartner", f"{rng.choice(HS_F)} {nb}"),
        ("Datum", la.dfmt(dt, "dot")),
    ]
    ky = 112
    for k, v in kv:
        d.t(m + wd * 0.6, ky, k, 7.8, grey=0.3)
        d.t(r, ky, v, 8.4, al="r", b=k == po_lab)
        ky += 12
    y = max(212, ky + 14)
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Beschlagmaterial")
    if mode == "subject":
        d.t(m, y, f"{title} Nr. {po}", 12.5, b=True)
        y += 10
    else:
        d.t(m, y, title, 12.5, b=True)
        y += 10
        if mode == "grid":
            y = (
                _refs(
                    d,
                    "grid",
                    m,
                    y + 4,
                    wd,
                    [
                        (po_lab, po),
                        ("Bestelldatum", la.dfmt(dt, "dot")),
                        ("Liefertermin", f"KW {rng.randint(2, 50)}"),
                        ("Versandart", la.pick(rng, "Spedition|Paketdienst|Abholung")),
                    ],
                    8.2,
                )
                + 6
            )
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, wir bestellen hiermit zu den Bedingungen Ihres Angebots {ang} folgende Artikel (Lieferung frei Haus an die Schmiede):",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        HS_ITEMS,
        n,
        [1, 2, 4, 5, 10, 12, 20, 25, 40],
        ["(hinten)", "(Gr. 3)", "(Pony)"],
        big=600,
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "###-####"),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p) if stated else "",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.12, 0.4, 0.08, 0.08, 0.12, 0.14)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einh.", "EP €", "GP €"],
        body,
        "lllrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    warenwert = sum((a for *_, a in lines), ZERO)
    rab = r2(warenwert * pct(rng, [0, 0, 3, 5, 10]))
    vers = Decimal(rng.choice(["0", "0", "9.90", "24.50", "45.00"]))
    net = warenwert - rab + vers
    mwst = r2(net * Decimal("0.19"))
    total = net + mwst
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Warenwert netto", f"{eu(warenwert)} €")]
        if rab:
            rows_.append(("abzgl. Rabatt", f"-{eu(rab)} €"))
        if vers:
            rows_.append(("Versandkosten", f"{eu(vers)} €"))
        if rab or vers:
            rows_.append(("Nettobetrag", f"{eu(net)} €"))
        rows_.append(("zzgl. 19 % MwSt.", f"{eu(mwst)} €"))
        tl = la.pick(rng, "Gesamtbetrag|Endbetrag|Bestellwert brutto|Gesamtsumme")
        y = _ltot(d, rng, m + wd * 0.55, r - 3, y, rows_, tl, f"{eu(total)} €", 8.6)
        if rng.random() < 0.25:
            anz = r2(total * pct(rng, [20, 30]))
            y = d.summary(
                m + wd * 0.55,
                r - 3,
                y + 2,
                [
                    ("bereits geleistete Anzahlung", f"-{eu(anz)} €", False),
                    ("Restbetrag", f"{eu(total - anz)} €", False),
                ],
                8.2,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise gemäß Ihrer aktuellen Händlerpreisliste; Abrechnung nach Lieferung.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Zahlung: {la.pick(rng, '14 Tage 2 % Skonto, 30 Tage netto|30 Tage netto|per Lastschrift')}. Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an.",
        "Bitte bestätigen Sie uns diese Bestellung mit Liefertermin.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 60 > bottom:
        y = brk()
    y += 22
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 34,
        f"{rng.choice(['', 'i. A. '])}{rng.choice(HS_F)} {nb}, {rng.choice(['Hufbeschlagschmiedemeister', 'Inhaber', 'Werkstattleitung'])}",
        8.4,
    )
    d.sign(m + wd * 0.55, y + 30, wd * 0.45, "Auftragsbestätigung Lieferant (Datum, Unterschrift)")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_de_hufschmiede_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hs)


# --------------------------------------------------------------------------- 8 fr-BE educational farm's order

FP_N = "Moulin d'Aye|Bois-Joly|Chant des Cailles|Grand Enclos|Petite Haie|Tilleul|Trèfle Blanc|Hérisson|Val d'Heure|Sart-Haguet".split(
    "|"
)
FP_BUY = [
    "Ferme pédagogique {n} ASBL",
    "La Ferme du {n} ASBL",
    "Ferme d'animation {n}",
    "{n} – Ferme pédagogique SRL",
]
FP_S = "Dethier|Lambotte|Collard|Piron|Gilson|Hubert|Lejeune|Renard|Dumont|Mathieu".split("|")
FP_SUP_FORMED = [
    "Aliments {n} SA",
    "{n} Agri SRL",
    "Clôtures {n} SRL",
    "Établissements {n} & Fils SRL",
    "Coopérative agricole {n} SC",
]
FP_SUP_BARE = ["Ets {n}", "Moulin {n}", "{n} Agrifourniture"]
FP_VILLE = [
    "5030 Gembloux",
    "6900 Marche-en-Famenne",
    "4920 Aywaille",
    "1300 Wavre",
    "7000 Mons",
    "5500 Dinant",
    "6700 Arlon",
]
FP_ITEMS = [
    ("Granulés chèvres et moutons, sac 25 kg", "sac", 6, 11, 18),
    ("Foin de prairie, balle 20 kg", "balle", 6, 6, 10),
    ("Paille de froment, petite balle", "balle", 6, 3.5, 6.5),
    ("Copeaux de litière, ballot 20 kg", "ballot", 21, 9, 16),
    ("Piquets de clôture châtaignier 1,80 m", "pièce", 21, 3.8, 7.5),
    ("Électrificateur de clôture 230 V", "pièce", 21, 180, 380),
    ("Abreuvoir à niveau constant 20 l", "pièce", 21, 45, 95),
    ("Brosses de pansage enfants (lot de 10)", "lot", 21, 28, 56),
    ("Seaux souples 15 l", "pièce", 21, 4.5, 9),
    ("Graines potager pédagogique (assortiment)", "lot", 6, 18, 36),
    ("Bottes enfants caoutchouc (paire)", "paire", 21, 9, 18),
    ("Pierre à lécher minérale 10 kg", "pièce", 6, 8, 15),
    ("Aliment volaille bio, sac 20 kg", "sac", 6, 14, 24),
]


def _fp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    farm = rng.choice(FP_BUY).format(n=rng.choice(FP_N))
    sup = bare_or(rng, FP_SUP_FORMED, FP_SUP_BARE, 0.3).format(n=rng.choice(FP_S))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC{dt:%y}-###", f"{dt.year}/###", "BC-####", f"FP{dt:%y}####"])
    )
    devis = la.digits(rng, rng.choice(["Devis n° ####", "OF-#####"]))
    subside = la.digits(rng, rng.choice(["Subside RW n° ####/##", "Projet FWB ###"]))
    stated = stated_of(rng)
    page = [1]
    dot = rng.random() < 0.4
    money = eu if dot else fr2
    mode = rng.choice(["beside", "grid", "block", "row"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|Réf. commande")
    ville = rng.choice(FP_VILLE)
    bce = la.digits(rng, "0###.###.###")

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{farm} · N° d'entreprise BE {bce} · RPM {ville.split(' ', 1)[1]} · IBAN BE{la.digits(rng, '## #### #### ####')} · Agrément ferme pédagogique n° {la.digits(rng, '###')}",
            6.4,
            grey=0.35,
            maxw=wd,
        )
        d.t(r, d.h - 27, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{farm} — {po_lab} {po} (suite)", 9, b=True)
        return 58

    d.t(m, 48, farm, 14.5, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Rue de la Ferme', 'Chemin des Prés', 'Rue du Moulin', 'Route de Namur'])} {rng.randint(1, 120)}, {ville}",
            f"Tél. 0{la.digits(rng, '## ## ## ##')} · accueil@{rng.choice(['fermepeda', 'fermedu', 'animferme'])}.be",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande")
    low = False
    if mode == "beside":
        s_ = f"{title} n° {po}"
        low = d.width(farm, 14.5, True) + d.width(s_, 13.5, True) + 24 > wd
        ty = 84 if low else 48
        d.t(r, ty, s_, 13.5, b=True, al="r")
        d.t(r, ty + 14, f"{ville.split(' ', 1)[1]}, le {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    else:
        d.t(r, 48, title, 15, b=True, al="r")
    y = 122 if low else 82
    refs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, "dmy")),
        ("Votre offre", devis),
        ("Financement", subside),
        ("Code fournisseur", la.digits(rng, "F###")),
    ]
    if mode == "beside":
        refs = refs[2:]
    elif rng.random() < 0.35:
        refs[0], refs[1] = refs[1], refs[0]
    flab = la.pick(rng, "Fournisseur|Fournisseur :|À l'attention de|")
    frows = [
        sup,
        f"{rng.choice(['Zoning industriel', 'Rue de la Station', 'Chaussée de Louvain', 'Rue du Commerce'])} {rng.randint(1, 200)}",
        rng.choice(FP_VILLE),
        f"TVA BE {la.digits(rng, '0###.###.###')}",
    ]
    if mode == "block":
        sy = _party(d, m, y, flab, frows, 8.6)
        ky = _refs(d, rng.choice(["kv", "colon"]), m + wd * 0.55, y, wd * 0.45, refs, 8.2)
        y = max(sy, ky) + 12
        blocks = []
    else:
        y = (
            _refs(
                d,
                "grid" if mode == "grid" else "row" if mode == "row" else "colon",
                m,
                y,
                wd,
                refs,
                8.2,
            )
            + 12
        )
        blocks = [(flab, frows, True)]
    blocks += [
        ("Adresse de facturation", [farm, "Service comptabilité", ville], False),
        (
            "Lieu de livraison",
            [
                f"Bergerie – {rng.choice(['entrée par la cour', 'hangar à foin', 'parking visiteurs'])}",
                f"Resp. animaux : {rng.choice(['Julie', 'Thomas', 'Manon', 'Arnaud'])} {rng.choice(FP_S)}",
                f"GSM 04{la.digits(rng, '## ## ## ##')}",
            ],
            False,
        ),
    ]
    if len(blocks) == 3 and rng.random() < 0.35:
        blocks = [blocks[1], blocks[2], blocks[0]]
    cw = (wd - 12 * (len(blocks) - 1)) / len(blocks)
    yy = y
    for k, (lab, rows, isf) in enumerate(blocks):
        xx = m + k * (cw + 12)
        ty = y
        if lab:
            d.t(xx, ty + 8, lab, 7.8, b=True, grey=0.35)
            d.line(xx, ty + 11, xx + cw, ty + 11, 0.4)
            ty += 15
        yy = max(yy, d.lines(xx, ty, rows, 8.4 if isf else 8.0, b_first=isf, lead=11))
    y = yy + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, FP_ITEMS, n, [1, 2, 3, 4, 5, 10, 20, 40], ["(bio)", "(réassort)", "(grand modèle)"]
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", " "),
                money(p) if stated else "",
                f"{it[2]} %",
                money(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.44, 0.09, 0.08, 0.12, 0.07, 0.14)],
        ["N°", "Désignation", "Unité", "Qté", "P.U. HTVA", "TVA", "Total HTVA"],
        body,
        "llcrrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    h6 = sum((a for it, _, _, a in lines if it[2] == 6), ZERO)
    h21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    rp = pct(rng, [0, 0, 0, 3, 5])
    r6, r21 = r2(h6 * rp), r2(h21 * rp)
    b6, b21 = h6 - r6, h21 - r21
    t6, t21 = r2(b6 * Decimal("0.06")), r2(b21 * Decimal("0.21"))
    total = b6 + b21 + t6 + t21
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HTVA", f"{money(h6 + h21)} €")]
        if rp:
            rows_.append((f"Remise {int(rp * 100)} %", f"- {money(r6 + r21)} €"))
            rows_.append(("Base HTVA", f"{money(b6 + b21)} €"))
        if h6:
            rows_.append(("TVA 6 %", f"{money(t6)} €"))
        if h21:
            rows_.append(("TVA 21 %", f"{money(t21)} €"))
        tl = la.pick(rng, "Total TVAC|TOTAL TVAC|Montant total TVAC|Total à payer")
        y = _ltot(d, rng, m + wd * 0.56, r - 3, y, rows_, tl, f"{money(total)} €", 8.8)
        if rng.random() < 0.4:
            ac = r2(total * pct(rng, [20, 30, 50]))
            y = wrapped(
                d,
                m + wd * 0.56 - 4,
                y + 4,
                f"Acompte versé : {money(ac)} €   Solde à payer : {money(total - ac)} €",
                7.8,
                wd * 0.44,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre offre {devis}; la facture sera établie sur base des quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Livraison en semaine entre 8 h et 11 h (pas de livraison pendant les visites scolaires). Aliments accompagnés de leur étiquette et n° de lot.",
        "Merci de rappeler notre numéro de commande sur le bon de livraison et la facture. Paiement à 30 jours date de facture.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Pour la ferme – {rng.choice(['Coordinatrice', 'Président du CA', 'Responsable animaux'])}",
    )
    d.sign(m + sw + 20, y, sw, "Pour accord du fournisseur (date, cachet)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_fr_be_ferme_pedagogique_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fp)


# --------------------------------------------------------------------------- 9 es-AR rugby club's kit and field-gear order

RG_N = "Los Aromos|Ceibo Azul|Tala Viejo|Ñandú|Pampa Alta|Las Acacias|Quebracho|Timbó|Chañar|Caldén|Algarrobo|Jacarandá".split(
    "|"
)
RG_BUY = [
    "{n} Rugby Club Asociación Civil",
    "Club Atlético {n}",
    "{n} Rugby & Hockey Club",
    "Asociación Civil {n} Rugby Club",
]
RG_S = (
    "Bustamante|Ferreyra|Larrañaga|Quiroga|Echeverría|Sosa|Godoy|Pereyra|Montenegro|Villalba".split(
        "|"
    )
)
RG_SUP_FORMED = [
    "{n} Deportes S.R.L.",
    "Indumentaria {n} S.A.",
    "{n} Hnos. S.A.",
    "Distribuidora {n} S.A.S.",
    "{n} Sport Textil S.R.L.",
]
RG_SUP_BARE = ["Casa {n}", "{n} Deportes", "Confecciones {n}"]
RG_LOC = [
    "San Isidro",
    "Tandil",
    "Rosario",
    "Córdoba",
    "Mendoza",
    "Paraná",
    "Bahía Blanca",
    "Tucumán",
]
RG_ITEMS = [
    ("Camiseta de juego sublimada, talles M a XXL", "u.", 14500, 26000),
    ("Short de rugby reforzado", "u.", 6800, 12500),
    ("Medias de juego con banda", "par", 2800, 5200),
    ("Pelota de rugby N° 5 match", "u.", 38000, 68000),
    ("Pelota de entrenamiento N° 4", "u.", 16000, 28000),
    ("Escudo de tackle", "u.", 95000, 165000),
    ("Protector de poste (juego x 2)", "juego", 180000, 320000),
    ("Conos de demarcación (x 50)", "bolsa", 12000, 24000),
    ("Cal para demarcar cancha, bolsa 25 kg", "bolsa", 4500, 8200),
    ("Botiquín de campo completo", "u.", 42000, 78000),
    ("Bidón de agua 20 l", "u.", 2200, 3800),
    ("Tee de pateo", "u.", 3500, 7800),
]


def _rg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    club = rng.choice(RG_BUY).format(n=rng.choice(RG_N))
    sup = bare_or(rng, RG_SUP_FORMED, RG_SUP_BARE, 0.3).format(n=rng.choice(RG_S))
    loc = rng.choice(RG_LOC)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["0001-000#####", "OC-####", f"OC {dt.year}/###", "000####", f"{dt:%y}-####"]),
    )
    pres = la.digits(rng, rng.choice(["Presup. N° ####", "P-#####"]))
    sol = la.digits(rng, rng.choice(["SI-###", "Sol. ####"]))
    cuit_c = la.digits(rng, "30-########-#")
    cuit_s = la.digits(rng, rng.choice(["30-########-#", "33-########-#", "20-########-#"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "row", "grid", "kv"])
    po_lab = la.pick(rng, "Orden de Compra N°|O.C. N°|N° de Orden|Nro. OC")

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{club} · CUIT {cuit_c} · IVA Exento / Responsable Inscripto · Personería Jurídica N° {la.digits(rng, '####')}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 32,
            f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{club} – Orden de Compra {po} (continuación)", 9, b=True)
        return 58

    d.t(m, 48, club, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Av. Libertador', 'Camino Real', 'Ruta 8 km', 'Calle 12', 'Av. de los Constituyentes'])} {rng.randint(100, 9000)}, {loc}",
            f"Tel. (0{la.digits(rng, '###')}) {la.digits(rng, '###-####')} · compras@{rng.choice(['clubrugby', 'rugbyclub', 'cacrugby'])}.org.ar",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "ORDEN DE COMPRA|Orden de Compra")
    low = False
    if mode == "beside":
        s_ = f"{title} N° {po}"
        low = d.width(club, 14, True) + d.width(s_, 13, True) + 24 > wd
        ty = 84 if low else 48
        d.t(r, ty, s_, 13, b=True, al="r")
        d.t(r, ty + 14, f"{loc}, {la.dfmt(dt, 'long_es')}", 8.4, al="r")
    else:
        d.t(r, 48, title, 15, b=True, al="r")
    y = 122 if low else 82
    refs = [
        (po_lab, po),
        ("Fecha", la.dfmt(dt, "dmy")),
        ("Presupuesto", pres),
        ("Solicitud interna", sol),
        ("Cód. proveedor", la.digits(rng, "PR-###")),
    ]
    if mode == "beside":
        refs = refs[2:]
    elif rng.random() < 0.35:
        refs[0], refs[2] = refs[2], refs[0]
    slab = la.pick(rng, "Señores:|Proveedor|Proveedor:|")
    srows = [
        sup,
        f"{rng.choice(['Av. Rivadavia', 'Av. Corrientes', 'Belgrano', 'San Martín', 'Av. Colón'])} {rng.randint(100, 9000)}",
        f"{rng.choice(['CABA', 'Lanús', 'Rosario', 'Córdoba', 'Mar del Plata'])} – CUIT {cuit_s}",
        f"IVA Responsable Inscripto · At. {rng.choice(['Sr.', 'Sra.'])} {rng.choice(RG_S)}",
    ]
    if mode == "kv" or mode == "beside":
        sy = _party(d, m, y, slab, srows, 8.6)
        ky = _refs(d, "kv" if mode == "kv" else "colon", m + wd * 0.56, y, wd * 0.44, refs, 8.2)
        y = max(sy, ky) + 10
    else:
        y = _refs(d, mode, m, y, wd, refs, 8.2) + 12
        y = _party(d, m, y, slab, srows, 8.6, box_w=wd * 0.55 if rng.random() < 0.5 else 0) + 8
    y = (
        wrapped(
            d,
            m,
            y,
            f"Lugar de entrega: Sede {rng.choice(['deportiva', 'social', 'Campo de deportes'])} – {loc}, utilería (Sr. {rng.choice(RG_S)}), lunes a viernes de 9 a 13 h. Condición de pago: {la.pick(rng, 'transferencia a 30 días|contado contra entrega|cheque a 30/60 días')}.",
            8,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        RG_ITEMS,
        n,
        [2, 4, 6, 10, 12, 20, 30, 45],
        ["(M19)", "(Primera)", "(suplente)"],
        places=0,
        big=150000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p) if stated else "",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.48, 0.08, 0.08, 0.14, 0.16)],
        ["Ítem", "Descripción", "Cant.", "Unid.", "Precio unit. $", "Importe $"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    bon = r2(sub * pct(rng, [0, 0, 5, 10]))
    neto = sub - bon
    iva = r2(neto * Decimal("0.21"))
    iibb = r2(neto * Decimal("0.03")) if rng.random() < 0.4 else ZERO
    total = neto + iva + iibb
    if y + 160 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", f"$ {eu(sub)}")]
        if bon:
            rows_ += [
                (f"Bonificación {int(bon * 100 / sub + Decimal('0.5'))} %", f"-$ {eu(bon)}"),
                ("Neto gravado", f"$ {eu(neto)}"),
            ]
        rows_.append(("IVA 21 %", f"$ {eu(iva)}"))
        if iibb:
            rows_.append(("Percepción IIBB 3 %", f"$ {eu(iibb)}"))
        tl = la.pick(rng, "TOTAL|Total O.C.|Importe total|TOTAL $")
        y = _ltot(d, rng, m + wd * 0.58, r - 3, y, rows_, tl, f"$ {eu(total)}", 8.8)
        if rng.random() < 0.6:
            y = wrapped(d, m, y + 4, f"Son pesos: {ar_words(total)}", 7.8, wd)
        if rng.random() < 0.3:
            ant = r2(total * pct(rng, [30, 50]))
            y = wrapped(
                d,
                m,
                y + 2,
                f"Anticipo abonado por transferencia: $ {eu(ant)} – Saldo a pagar contra entrega: $ {eu(total - ant)}",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d, m, y, f"Precios según {pres}; se facturará lo efectivamente entregado.", 8.4, wd
        )
    y += 10
    for t in [
        "La factura deberá emitirse a nombre del club, indicando el número de esta orden de compra. Talles según planilla adjunta.",
        "Mercadería sujeta a control de calidad en la recepción; se devolverá lo que no cumpla con lo solicitado.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 40) / 3
    for k, lab in enumerate(
        ["Tesorero", "Presidente / Subcomisión de Rugby", "Conformidad del proveedor"]
    ):
        d.sign(m + k * (sw + 20), y, sw, lab)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_es_ar_club_rugby_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rg)


# --------------------------------------------------------------------------- 10 nl-NL ice rink's order

IJ_N = "De Vlieter|Noorderhaven|Het Reigersbos|De Scherpe Schaats|De Wieken|Polderwind|Kroonenburg|De IJsvogel|Breeveld|Lindehof".split(
    "|"
)
IJ_BUY = [
    "IJsbaan {n} B.V.",
    "Stichting Kunstijsbaan {n}",
    "IJsstadion {n} B.V.",
    "Schaatsbaan {n}",
]
IJ_S = (
    "Van der Meulen|Bakker|De Boer|Hoekstra|Dijkstra|Postma|Veenstra|Smit|Wiersma|Kooistra".split(
        "|"
    )
)
IJ_SUP_FORMED = [
    "{n} Koeltechniek B.V.",
    "{n} Sport & Schaats B.V.",
    "{n} Horecagroothandel B.V.",
    "{n} Slijptechniek V.O.F.",
    "{n} Rinkservice B.V.",
]
IJ_SUP_BARE = ["{n} & Zn.", "Schaatsmakerij {n}", "{n} Techniek"]
IJ_PLAATS = [
    "8441 AB Heerenveen",
    "2316 XE Leiden",
    "3823 HM Amersfoort",
    "7511 JX Enschede",
    "9723 ZA Groningen",
    "5611 AV Eindhoven",
]
IJ_ITEMS = [
    ("Huurschaatsen noren, maat 36-46", "paar", 21, 42, 78),
    ("Slijpsteen schaatsslijpmachine", "stuk", 21, 68, 140),
    ("Dweilmachinemes 77 inch", "stuk", 21, 320, 560),
    ("Boardingkussen 2 m, PVC", "stuk", 21, 145, 260),
    ("Glycol koelvloeistof 25 l", "can", 21, 95, 180),
    ("Valhelm kinderen", "stuk", 21, 22, 45),
    ("Chocolademelkpoeder 1 kg", "zak", 9, 8, 14),
    ("Erwtensoep, emmer 10 l", "emmer", 9, 32, 55),
    ("Bekers 200 cc (1000 st.)", "doos", 21, 38, 65),
    ("IJsverf wit, 20 l", "emmer", 21, 120, 240),
    ("Onderhoud koelinstallatie", "uur", 21, 78, 110),
    ("Krentenbollen (30 st.)", "krat", 9, 9, 15),
]


def _ij(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond|times"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    baan = rng.choice(IJ_BUY).format(n=rng.choice(IJ_N))
    sup = bare_or(rng, IJ_SUP_FORMED, IJ_SUP_BARE, 0.3).format(n=rng.choice(IJ_S))
    plaats = rng.choice(IJ_PLAATS)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"IO-{dt.year}-###", "45######", f"{dt:%y}####", "PO#####", f"IJ{dt:%y}/###"]),
    )
    offerte = la.digits(rng, rng.choice(["OF-#####", "offerte ####"]))
    kost = la.digits(rng, rng.choice(["KP ####", "Kostenplaats ###"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "kv", "grid", "row"])
    po_lab = la.pick(rng, "Ordernummer|Inkoopordernr.|Bestelnummer|Ons ordernummer")
    kvk = la.digits(rng, "########")

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{baan} · KvK {kvk} · btw NL{la.digits(rng, '#########')}B01 · IBAN NL{la.digits(rng, '##')} {rng.choice(['RABO', 'INGB', 'ABNA'])} {la.digits(rng, '#### #### ##')}",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(
            r,
            d.h - 36,
            f"Pagina {page[0]} van {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{baan} – inkooporder {po} (vervolg)", 9, b=True)
        return 58

    left = rng.random() < 0.6
    d.t(m if left else r, 48, baan, 14, b=True, al="l" if left else "r")
    d.lines(
        m if left else r,
        54,
        [
            f"{rng.choice(['Stadionweg', 'IJsbaanpad', 'Sportlaan', 'Schaatsweg'])} {rng.randint(1, 80)}, {plaats}",
            f"T 0{la.digits(rng, '## ### ## ##')} · inkoop@{rng.choice(['ijsbaan', 'kunstijsbaan', 'schaatsbaan'])}-{rng.choice(['noord', 'stad', 'regio'])}.nl",
        ],
        7.8,
        al="l" if left else "r",
        lead=10,
    )
    title = la.pick(rng, "INKOOPORDER|Inkooporder|BESTELLING|Inkooporder / Bestelling")
    ty = 90 if not left else 48
    s_ = f"{title} {po}" if mode == "beside" else title
    low = left and d.width(baan, 14, True) + d.width(s_, 15, True) + 24 > wd
    if low:
        ty = 86
    d.t(r if left else m, ty, s_, 13 if mode == "beside" else 15, b=True, al="r" if left else "l")
    y = 100 if (low or not left) else 84
    refs = [
        (po_lab, po),
        ("Orderdatum", la.dfmt(dt, "dash")),
        ("Uw offerte", offerte),
        ("Kostenplaats", kost),
        ("Leverdatum", la.dfmt(dt + timedelta(days=rng.randint(3, 20)), "dash")),
    ]
    if mode == "beside":
        refs = refs[1:]
    slab = la.pick(rng, "Leverancier|Aan|Leverancier:|")
    srows = [
        sup,
        f"{rng.choice(['Industrieweg', 'Koelhuisstraat', 'Handelsweg', 'Nijverheidsstraat'])} {rng.randint(1, 150)}",
        rng.choice(IJ_PLAATS),
        f"t.a.v. {rng.choice(['dhr.', 'mevr.'])} {rng.choice(IJ_S)}",
    ]
    if mode in ("kv", "beside"):
        sy = _party(d, m, y, slab, srows, 8.8)
        ky = _refs(d, rng.choice(["kv", "colon"]), m + wd * 0.56, y, wd * 0.44, refs, 8.2)
        y = max(sy, ky) + 10
    else:
        y = _refs(d, mode, m, y, wd, refs, 8.2) + 12
        y = _party(d, m, y, slab, srows, 8.8) + 8
    y = (
        wrapped(
            d,
            m,
            y,
            f"Afleveradres: {baan}, {rng.choice(['machinekamer (achterzijde)', 'schaatsverhuur', 'horeca-ingang', 'magazijn bij de dweilmachine'])} – leveren vóór 10.00 uur, melden bij de baanmeester.",
            8,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, IJ_ITEMS, n, [1, 2, 4, 5, 6, 10, 12, 20, 40], ["(maat 38)", "(reserve)", "(extra)"]
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p) if stated else "",
                f"{it[2]}%",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.45, 0.08, 0.09, 0.12, 0.07, 0.13)],
        ["Regel", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "Btw", "Bedrag €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n9 = sum((a for it, _, _, a in lines if it[2] == 9), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    kp = pct(rng, [0, 0, 0, 2, 5])
    k9, k21 = r2(n9 * kp), r2(n21 * kp)
    b9, b21 = r2((n9 - k9) * Decimal("0.09")), r2((n21 - k21) * Decimal("0.21"))
    total = n9 - k9 + n21 - k21 + b9 + b21
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotaal excl. btw", f"€ {eu(n9 + n21)}")]
        if kp:
            rows_.append((f"Korting {int(kp * 100)}%", f"€ -{eu(k9 + k21)}"))
        if n9:
            rows_.append(("Btw 9%", f"€ {eu(b9)}"))
        if n21:
            rows_.append(("Btw 21%", f"€ {eu(b21)}"))
        tl = la.pick(rng, "Totaal incl. btw|Te betalen|Totaalbedrag|TOTAAL")
        y = _ltot(d, rng, m + wd * 0.57, r - 3, y, rows_, tl, f"€ {eu(total)}", 8.8)
        if rng.random() < 0.3:
            aan = r2(total * pct(rng, [25, 40]))
            y = d.summary(
                m + wd * 0.57,
                r - 3,
                y + 2,
                [
                    ("Aanbetaling voldaan", f"€ -{eu(aan)}", False),
                    ("Restant", f"€ {eu(total - aan)}", False),
                ],
                8.2,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens {offerte}; facturatie na levering op basis van de geleverde aantallen.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Werkzaamheden aan de koelinstallatie uitsluitend na sluitingstijd (na 22.00 uur) in overleg met de technische dienst.",
        "Vermeld ons ordernummer op pakbon en factuur; facturen zonder ordernummer worden retour gezonden. Betaling binnen 30 dagen.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Akkoord {rng.choice(['bedrijfsleider', 'hoofd technische dienst', 'inkoper'])}: {rng.choice(['J.', 'M.', 'S.', 'R.'])} {rng.choice(IJ_S)}",
    )
    d.sign(m + sw + 20, y, sw, "Voor akkoord leverancier (datum, handtekening)")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind56_nl_ijsbaan_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ij)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind56_") and callable(fn)
}

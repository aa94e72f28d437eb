# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind53 (`blind54_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-GB, en-CA, de-CH, fr-FR, es-ES and nl-BE.

- blind54_zh_hunqing_buzhi_wuliao_caigou: a wedding planner's order for staging, lighting and
  floral décor (the planner's letterhead, the order number beside the title, in a label / value
  grid, in a header row with its value below or in a data block at the right; the supplier and
  the receiving hotel in panels side by side or stacked, a wedding-theme column,
  quotation, requisition and project numbers, discount and installation, 大写, a deposit).
- blind54_zh_chuanglian_buyi_xiaoshou_queren: a curtain and soft-furnishing seller's sales
  confirmation to a hotel, school or hospital (the seller's letterhead first, its own sales
  and contract numbers boxed or under the title, the customer's purchase-order number in the
  customer grid or block, lines by room with areas, tax included or added at 13 %, 大写, a
  deposit received and the balance, the seller's bank lines, both parties' seals).
- blind54_tw_jiangyou_niangzao_yuanliao_dinggou: a Taiwanese soy-sauce brewery's order for
  beans, salt, bottles and cartons (採購單 / 訂購單, ROC dates, 統一編號 on both sides, the
  number at the top right, in a grid, in a red No. under the title or in a header row, NT$
  whole amounts, 未稅 / 營業稅 5 % / 總計, 新臺幣大寫, a deliver-to plant).
- blind54_ja_kimono_rental_komono_hacchu: a kimono-rental shop's order for accessories
  (発注書 / 注文書, the supplier with 御中 at the top left or under 発注先 below the shop, the
  order number in a small box, a grid or a header row, a ご注文金額 box with its amount below,
  小計 / 消費税 / 合計, invoice registration numbers, a delivery shop, an acceptance slip).
- blind54_en_gb_distillery_dry_goods_po: a Scotch distillery's order for casks, glass, closures
  and labels (PURCHASE ORDER with its number beside the title, in a right-hand block, a boxed
  grid or a header row; the supplier under Supplier / To / Vendor or with no label, a bonded
  warehouse to deliver to, excise and VAT numbers, net / VAT 20 % / total with its figure at
  times below the label, a deposit and balance).
- blind54_en_ca_snowmobile_club_grooming_po: a snowmobile club's order for trail-grooming
  parts, signs and fuel (the club's letterhead, the PO number in a grid, a header row, beside
  the title or in a block, Vendor / Ship To / Bill To, GST/HST and PST by province, trail
  grant and requisition numbers, a landscape variant).
- blind54_de_ch_schuetzenverein_bestellung: a Swiss shooting club's order for targets, hearing
  protection and prizes (a window address at the left or right with the sender line, the order
  data in a block, beside the title or a grid, CHF with apostrophes, MWST 8.1 %, rounding to
  five centimes, Total inkl. MWST with its figure at times below, signatures of the officers).
- blind54_fr_creperie_bon_commande: a crêperie's order for flour, dairy, cider and equipment
  (BON DE COMMANDE with its number beside it, a boxed grid, a header row or a right-hand
  block, Fournisseur / Livraison / Facturation blocks with the holding company to bill,
  TVA 5,5 % and 20 %, Total TTC, acompte and reste à payer, SIRET and APE).
- blind54_es_chiringuito_pedido: a beach bar's order for drinks, ice, fish and beach furniture
  (PEDIDO with its number in a header table, a grid, a block or beside the title, the supplier
  under Proveedor or none, IVA 10 % and 21 % bases, TOTAL PEDIDO with its figure at times below,
  entrega a cuenta and pendiente, NIF lines).
- blind54_nl_be_veldritploeg_bestelbon: a Belgian cyclo-cross team's order for tubulars, kit
  and nutrition (BESTELBON with its number beside the title, in a grid, a header row or a data
  block, the supplier under Leverancier / Aan or none, service-course delivery, btw 21 % and
  6 %, Totaal incl. btw, voorschot and saldo, ondernemingsnummer and IBAN).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, grant or
the seller's sales-order number; on the seller's confirmation the customer's order number);
the supplier exactly as printed on its own first line (the seller of a confirmation; never
御中, "Firma", "Attn" or "To:"); the grand total as "1234.50" (whole yen and NT$ as "1234.00";
after discounts, incl. tax, before deposits and prepayments; "" when the document states none,
about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
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
from families_blind30 import bare_or, chf, eu, more_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (France)."""
    return grouped(v, " ", ",")


def r0(v: Decimal) -> Decimal:
    return v.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def r05(v: Decimal) -> Decimal:
    """Rounded to five centimes (Switzerland)."""
    return (v * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def party(
    d: la.Doc,
    x: float,
    y: float,
    label: str,
    rows: list[str],
    size: float = 8.6,
    w: float = 0.0,
) -> float:
    """An address block from top `y`: an optional grey label, then the rows, the first bold; a
    row wider than `w` is set smaller to fit. Returns the y below."""
    if label:
        d.t(x, y + size - 0.5, label, size - 0.8, b=True, grey=0.35)
        y += size + 4
    lead = size * 1.32
    for i, s_ in enumerate(rows):
        sz = size
        if w and d.width(s_, sz, i == 0) > w:
            sz = max(5.0, sz * w / d.width(s_, sz, i == 0))
        d.t(x, y + size, s_, sz, b=i == 0)
        y += lead
    return y


def kv_right(
    d: la.Doc, x: float, r: float, y: float, pairs: list[tuple[str, str]], size: float
) -> float:
    """Labels at x, values right-aligned at r; returns the y below."""
    for k, v in pairs:
        d.t(x, y + size, k, size - 0.4, grey=0.3)
        d.t(r, y + size, v, size, al="r")
        y += size * 1.5
    return y


def kv_left(
    d: la.Doc, x: float, y: float, pairs: list[tuple[str, str]], size: float, maxw: float
) -> float:
    """Bold labels at x, values after the widest label; returns the y below."""
    kw = max(d.width(k, size, True) for k, _ in pairs) + 8
    for k, v in pairs:
        d.t(x, y + size, k, size, b=True)
        d.t(x + kw, y + size, v, size, maxw=maxw - kw)
        y += size * 1.45
    return y


def refs(
    d: la.Doc, mode: str, x: float, r: float, y: float, pairs: list[tuple[str, str]], size: float
) -> float:
    """Reference pairs as a boxed label-over-value grid ("grid") or a shaded header row with the
    values in the row below ("row"); returns the y below."""
    wd = r - x
    need = [max(d.width(k, size - 1.5, True), d.width(v, size)) + 12 for k, v in pairs]
    ws = [w * wd / sum(need) for w in need]
    if mode == "grid":
        return d.grid(x, y, ws, [k for k, _ in pairs], [v for _, v in pairs], size)
    h = size + 8
    y = lrow(
        d, x, y, ws, [k for k, _ in pairs], "l" * len(ws), h=h, size=size - 0.6, b=True, fill=0.86
    )
    d.line(x, y - h, r, y - h, 0.4)
    return lrow(d, x, y, ws, [v for _, v in pairs], "l" * len(ws), h=h, size=size)


def totals(
    d: la.Doc,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str]],
    tlab: str,
    tval: str,
    size: float,
    style: str,
) -> float:
    """The sub-rows, then the grand total: boxed, shaded, plain or with its figure on the line
    below its label ("below"); returns the y below."""
    if rows:
        y = d.summary(xl, xr, y, [(a, b, False) for a, b in rows], size)
    if style == "below":
        d.line(xl - 4, y + 2, xr + 4, y + 2, 0.8)
        d.t(xl, y + size + 5, tlab, size + 0.6, b=True)
        d.t(xr, y + 2 * size + 14, tval, size + 2.5, b=True, al="r")
        return y + 2 * size + 20
    return d.summary(
        xl,
        xr,
        y,
        [(tlab, tval, True)],
        size + 0.4,
        box_last=style == "box",
        shade=0.88 if style == "shade" else None,
    )


def csum(
    pdf: cj.Pdf, x: float, y: float, ws: list[float], rows: list[tuple[str, str]], size: float
) -> float:
    """Ruled label / amount rows on a cj page, the last bold and shaded."""
    for k, (lab, v) in enumerate(rows):
        last = k == len(rows) - 1
        y = crow(
            pdf, x, y, ws, [lab, v], "lr", h=18, size=size, bold=last, fill=PALE if last else None
        )
    return y


# --------------------------------------------------------------------------- 1 zh-Hans wedding planner's décor order

MT_CITY = "成都 重庆 长沙 武汉 杭州 南京 西安 昆明 厦门 合肥 贵阳 沈阳 大连 南昌".split()
MT_B = "缘定 囍悦 花嫁 金典 爱尚 一生 挚爱 良辰 伊人 喜洋洋 蜜月 花语".split()
MT_BUY = [
    "{c}{b}婚庆礼仪有限公司",
    "{c}{b}婚礼策划有限公司",
    "{b}婚礼文化传播（{c}）有限公司",
    "{c}市{b}婚庆服务中心",
]
MT_S = "星光 舞之韵 花之恋 华艺 金鼎 天幕 虹桥 艺美 盛典 蓝海 锦程 炫彩".split()
MT_SUP = [
    "{c}{s}舞美道具有限公司",
    "{c}{s}婚庆用品有限公司",
    "{c}{s}灯光音响设备有限公司",
    "{s}仿真花艺（{c}）有限公司",
    "{c}{s}展览器材有限公司",
]
MT_SUP_BARE = ["{c}{s}婚庆道具厂", "{c}市{s}婚庆用品商行", "{s}舞台灯光租赁部"]
MT_DECO = ["{c}{x}大酒店有限公司", "{c}{x}酒店管理有限公司", "{c}{x}庄园餐饮有限公司"]
MT_X = "金海湾 锦江 华美 御景 东方明珠 新世纪 江南 汇景".split()
MT_THEME = "森系草坪 水晶宴会厅 中式喜堂 海边仪式 城堡主题 星空主题 复古红金 白绿简约".split()
MT_ITEMS = [
    ("仿真花墙", "2.4×2.4m 玫瑰款", "面", 680, 1500),
    ("铁艺拱门", "烤漆 可拆装", "个", 450, 980),
    ("婚礼地毯T台", "12m 白色 含铺设", "套", 260, 640),
    ("纱幔", "雪纺 3×10m", "幅", 60, 160),
    ("帕灯", "LED 54×3W", "台", 180, 360),
    ("追光灯", "350W 光束", "台", 1200, 2600),
    ("烟雾机", "900W 遥控", "台", 520, 1100),
    ("冷焰火机", "650W 含燃料", "台", 380, 820),
    ("铝合金桁架", "300×300 每米", "米", 95, 210),
    ("路引花柱", "亚克力 1.2m", "根", 85, 190),
    ("签到台", "木质 定制logo", "张", 320, 760),
    ("亚克力水牌", "60×90cm 印刷", "块", 60, 150),
    ("泡泡机", "大功率 6孔", "台", 260, 520),
    ("LED背景屏", "P3.9 每平方米", "平方米", 380, 760),
]


def _mt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(MT_CITY, 2)
    buyer = rng.choice(MT_BUY).format(c=c1, b=rng.choice(MT_B))
    sup = bare_or(rng, MT_SUP, MT_SUP_BARE, 0.25).format(c=c2, s=rng.choice(MT_S))
    deco = rng.choice(MT_DECO).format(c=c1, x=rng.choice(MT_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "MS-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|{Y}{m}-{n4}|PO{Y}{n5}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|QT-{Y}-{n3}")
    proj = cj.number(rng, d, "HL-{Y}{m}{n3}|XM-{Y}-{n2}")
    req = cj.number(rng, d, "SQ{y}{m}{n3}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "row", "block"])
    po_lab = cj.pick(rng, "采购单号|订单编号|单号|采购订单号")
    ink = rng.choice([Color(0.2, 0.2, 0.45), Color(0.45, 0.1, 0.1), black])
    ds = rng.choice(["cn", "iso", "slash"])

    def foot() -> None:
        s_ = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 24, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"{buyer}　{cj.zh_tel(rng)}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"采购订单（续）　{po_lab}：{po}", 8.8, bold=True)
        return 46

    centred = rng.random() < 0.5
    if centred:
        pdf.text(pdf.w / 2, 40, buyer, 14, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            53,
            f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
            7.4,
            align="c",
            colour=GREY,
        )
    else:
        pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
        pdf.text(m, 53, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.4, colour=GREY)
    if mode == "block":
        yy = 38 if centred else 36
        for k, (lab, val) in enumerate([(po_lab, po), ("日期", cj.fdate(d, ds)), ("报价单号", qt)]):
            if centred:
                continue
            pdf.text(right, yy + k * 12, f"{lab}：{val}", 8.4, align="r", bold=k == 0)
    title = cj.pick(rng, "采购订单|婚庆物料采购单|采购单|布置物料订购单")
    ty = 80
    pdf.line(m, 60, right, 60, lw=0.8, colour=ink)
    pdf.text(pdf.w / 2, ty, title, 16, align="c", bold=True)
    y = ty + 10
    if mode == "beside":
        if rng.random() < 0.5:
            pdf.text(right, ty, f"No. {po}", 11, align="r", colour=RED)
            po_lab = "No."
        else:
            pdf.text(right, ty, f"{po_lab}：{po}", 9, align="r", bold=True)
        pdf.text(m, ty, f"日期：{cj.fdate(d, ds)}", 8.4)
    elif mode == "grid":
        rows = [
            [po_lab, po, "下单日期", cj.fdate(d, ds)],
            ["报价单号", qt, cj.pick(rng, "项目编号|婚礼项目"), proj],
        ]
        if rng.random() < 0.4:
            rows.reverse()
        y = kgrid(pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), rows, h=18, size=8.4, ink=ink, fill=PALE)
    elif mode == "row":
        heads = [po_lab, "下单日期", "请购单号", "报价单号", "付款方式"]
        vals = [po, cj.fdate(d, ds), req, qt, cj.pick(rng, "预付30%|月结30天|货到付款")]
        ws = cj.rel(wd, [22, 18, 18, 20, 22])
        y = crow(pdf, m, y, ws, heads, "ccccc", h=18, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.4)
    elif centred:
        pdf.text(
            right, ty + 16, f"{po_lab}：{po}　日期：{cj.fdate(d, ds)}", 8.6, align="r", bold=True
        )
        y += 10
    y += 10
    sup_lab = cj.pick(rng, "供应商：|供方：|乙方（供方）：|致：|")
    left = [
        (sup_lab, sup),
        ("联系人：", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址：", cj.zh_addr(rng)),
        ("税号：", cj.credit_code(rng)),
    ]
    rightp = [
        ("收货单位：", f"{deco}（宴会厅）"),
        ("收货地址：", f"{cj.zh_addr(rng)}　{rng.choice(MT_THEME)}婚礼现场"),
        ("收货人：", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("采购员：", f"{cj.person(rng)}（{buyer[:6]}）"),
    ]
    if mode != "grid":
        rightp.insert(3, ("婚礼项目：", proj))
    stacked = rng.random() < 0.3
    panels = [left, rightp] if rng.random() < 0.65 else [rightp, left]
    pw = wd if stacked else (wd - 16) / 2
    ymax = y
    yy0 = y
    for k, p in enumerate(panels):
        x = m if stacked else m + k * (pw + 16)
        yy = yy0
        lw = 56
        for lab, val in p:
            if lab:
                pdf.text(x + 4, yy + 12, lab, 8.2, colour=GREY)
            big = val in (sup, buyer)
            for ln in cj.wrap(val, 8.6, pw - lw - 8):
                pdf.text(x + (lw if lab else 4), yy + 12, ln, 9.4 if big else 8.4, bold=big)
                yy += 14
            yy += 1
        pdf.rect(x, yy0, pw, yy - yy0 + 4, stroke=GREY, lw=0.5)
        ymax = max(ymax, yy + 4)
        if stacked:
            yy0 = yy + 10
    y = ymax + 10
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 11], [30, 38] if not land else [22, 28])
    lines = more_lines(
        rng,
        MT_ITEMS,
        n,
        [1, 2, 2, 4, 6, 8, 10, 12],
        ["（备用）", "（加急）", "（定制款）"],
        big=800,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            it[0],
            it[1],
            rng.choice(MT_THEME),
            f"{q:,.0f}",
            it[2],
            cj.money(p) if stated else "",
            cj.money(a) if stated else "",
        ]
        if land:
            cells.append(rng.choice(["", "", "含搭建", "需彩排", "可回收"]))
        body.append((cells, a))
    heads = ["序号", "道具名称", "规格/参数", "婚礼场次", "数量", "单位", "单价", "金额"]
    wsp = [5, 20, 19, 12, 7, 7, 13, 15]
    if land:
        heads.append("备注")
        wsp.append(10)
    ws = cj.rel(wd, wsp)
    al = "cllcrcrr" + ("l" if land else "")
    y = ctable(pdf, m, y, ws, heads, body, al, rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE)
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 3, 5, 8])) / 100)
    inst = Decimal(rng.choice([0, 0, 500, 800, 1200, 2000]))
    total = sub - off + inst
    if y + 150 > bottom:
        y = brk()
    y += 8
    tlabel = cj.pick(rng, "合计金额（含税）|订单总金额|金额合计|含税总价")
    if stated:
        style = rng.choice(["foot", "box", "below"])
        rows = [("小计", cj.money(sub))]
        if off:
            rows.append(("优惠", f"-{cj.money(off)}"))
        if inst:
            rows.append(("搭建安装费", cj.money(inst)))
        if style == "foot":
            w2 = [sum(ws[:2]), sum(ws[2:-1]), ws[-1]]
            for lab, v in rows[1:]:
                y = crow(pdf, m, y - 8, w2, ["", lab, v], "lrr", h=18, size=8) + 8
            y = crow(
                pdf,
                m,
                y - 8,
                w2,
                [tlabel, f"人民币（大写）：{cj.daxie(total)}", f"¥{cj.money(total)}"],
                "clr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
            y += 6
        elif style == "box":
            y = csum(pdf, right - 230, y, [120, 110], [*rows, (tlabel, f"¥{cj.money(total)}")], 8.4)
            pdf.text(m, y + 12, f"大写：{cj.daxie(total)}", 8.6)
            y += 18
        else:
            for lab, v in rows:
                pdf.text(right - 200, y + 10, f"{lab}：", 8.4)
                pdf.text(right, y + 10, v, 8.4, align="r")
                y += 14
            pdf.text(right - 200, y + 12, f"{tlabel}：", 9.6, bold=True)
            pdf.text(right, y + 30, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            pdf.text(m, y + 30, f"（大写：{cj.daxie(total)}）", 8.4)
            y += 40
        if rng.random() < 0.6:
            pct = rng.choice([30, 40, 50])
            dep = r2(total * pct / 100)
            pdf.text(
                m,
                y + 10,
                f"付款方式：合同签订后预付{pct}%定金¥{cj.money(dep)}，婚礼结束验收后支付余款¥{cj.money(total - dep)}。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 10, "单价按双方确认的报价单执行，结算金额以现场验收数量为准。", 8.4)
        y += 18
    for t in [
        "1. 灯光音响设备须提供检测合格证明，仿真花及布艺须阻燃，质保一年。",
        f"2. 请于{cj.fdate(cj.later(rng, d, 7, 30), 'cn')}前送达，婚礼前一天配合现场搭建，逾期每日按订单金额0.5%扣款。",
        "3. 送货单、发票请注明本采购单号，发票抬头为采购方全称。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    labs = [
        "采购：",
        "策划总监：",
        "总经理审批：",
        cj.pick(rng, "供方确认（签章）：|供应商确认：|乙方签章："),
    ]
    for k, lab in enumerate(labs):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.4)
    if rng.random() < 0.55:
        pdf.stamp(m + wd / 2 + 20, y - 8, buyer, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_zh_hunqing_buzhi_wuliao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mt)


# --------------------------------------------------------------------------- 2 zh-Hans curtain seller's sales confirmation

CL_CITY = "广州 佛山 中山 江门 绍兴 嘉兴 湖州 常熟 临沂 保定 石家庄 太原".split()
CL_B = "雅居 锦绣 丽帘 美家 华帘 梦之窗 轩尼 欧雅 润泽 织美 帘客 佳艺".split()
CL_SUP = [
    "{c}{b}窗饰有限公司",
    "{c}{b}布艺软装有限公司",
    "{c}{b}遮阳科技有限公司",
    "{c}{b}窗帘布艺有限公司",
    "{b}家居软装（{c}）有限公司",
]
CL_SUP_BARE = ["{c}{b}窗帘布艺店", "{c}市{b}窗帘经营部"]
CL_CUST = [
    "{c}{x}大酒店有限公司",
    "{c}{x}酒店管理有限公司",
    "{c}市{x}实验学校",
    "{c}{x}医院",
    "{c}{x}置业有限公司",
    "{c}{x}养老服务中心",
]
CL_X = "金海湾 锦江 华美 御景 国际 东方明珠 新世纪 江南 汇景 凯悦".split()
CL_ROOM = "大堂 会议室A 会议室B 行政楼3F 客房8F 宴会厅 病区5F 图书馆 教学楼201 多功能厅".split()
CL_ITEMS = [
    ("遮光窗帘", "全遮光涤纶 含加工", "m²", 55, 150),
    ("纱帘", "雪尼尔 白色 2倍褶", "m²", 30, 80),
    ("电动轨道", "静音 含电机 遥控", "米", 260, 520),
    ("罗马杆", "铝合金 Φ28 含配件", "米", 45, 110),
    ("卷帘", "阳光面料 手拉", "m²", 90, 180),
    ("铝百叶帘", "25mm叶片", "m²", 110, 220),
    ("医用隔帘", "阻燃抗菌 含轨道", "m²", 120, 240),
    ("床旗", "定制 绣标", "条", 60, 150),
    ("布艺抱枕", "45×45 含芯", "个", 35, 90),
    ("蜂巢帘", "双层 遮光", "m²", 160, 320),
]


def _cl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(CL_CITY, 2)
    sup = bare_or(rng, CL_SUP, CL_SUP_BARE, 0.2).format(c=c1, b=rng.choice(CL_B))
    cust = rng.choice(CL_CUST).format(c=c2, x=rng.choice(CL_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n4}|PO-{y}{m}{n3}|{Y}{m}{d}{n2}|HQ-CG-{Y}-{n3}|ZC{Y}{n4}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n2}|SO{Y}{n4}|QR-{y}{m}{n3}")
    ht = cj.number(rng, d, "HT{Y}{n4}|{Y}-XSHT-{n3}")
    kh = cj.number(rng, d, "KH{n5}|C{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.55, 0.25, 0.1), Color(0.1, 0.35, 0.45), RED])
    taxinc = rng.random() < 0.55
    ds = rng.choice(["cn", "iso", "slash", "cn0"])

    def foot() -> None:
        pdf.line(m, pdf.h - 40, right, pdf.h - 40, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 28, f"{sup}　服务热线 {cj.zh_tel(rng)}", 7, colour=GREY)
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
        pdf.text(m, 34, f"{sup}　销售确认单（续）　{so}", 8.8)
        return 46

    head_c = rng.random() < 0.4
    if head_c:
        pdf.text(pdf.w / 2, 40, sup, 15, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            54,
            f"{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}　手机：{cj.mobile(rng)}",
            7.4,
            align="c",
            colour=GREY,
        )
    else:
        pdf.text(m, 40, sup, 15, bold=True, colour=ink)
        pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}", 7.4, colour=GREY)
        pdf.text(m, 65, f"电话：{cj.zh_tel(rng)}　税号：{cj.credit_code(rng)}", 7.4, colour=GREY)
    pdf.line(m, 72, right, 72, lw=1.1, colour=ink)
    title = cj.pick(rng, "销售确认单|订单确认书|销售合同确认函|供货确认单")
    pdf.text(pdf.w / 2, 96, title, 16, align="c", bold=True)
    boxed = not head_c and rng.random() < 0.6
    if boxed:
        bw = 150
        pdf.rect(right - bw, 24, bw, 40, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, 38, "销售单号", 7.6, colour=GREY)
        pdf.text(right - 6, 38, so, 8.8, align="r", bold=True)
        pdf.text(right - bw + 6, 56, "合同编号", 7.6, colour=GREY)
        pdf.text(right - 6, 56, ht, 8.4, align="r")
    else:
        pdf.text(right, 112, f"单号：{so}　日期：{cj.fdate(d, ds)}", 8.4, align="r")
    y = 110 if boxed else 120
    po_lab = cj.pick(rng, "客户订单号|贵方采购单号|采购订单编号|客户PO号|需方订单号")
    cmode = rng.choice(["grid", "panel", "grid"])
    if cmode == "grid":
        rows = [
            ["需方（客户）", cust, po_lab, po],
            ["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "客户编号", kh],
            [
                "安装地址",
                cj.zh_addr(rng),
                "确认日期" if boxed else "合同编号",
                cj.fdate(d, ds) if boxed else ht,
            ],
        ]
        if rng.random() < 0.4:
            rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [14, 38, 14, 34]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
    else:
        pw = (wd - 16) / 2
        pdf.text(m, y + 10, cj.pick(rng, "客户：|需方：|致："), 8.2, colour=GREY)
        yy = y + 24
        for k, s in enumerate(
            [cust, f"地址：{cj.zh_addr(rng)}", f"联系人：{cj.person(rng)} {cj.mobile(rng)}"]
        ):
            pdf.text(m, yy, s, 9.6 if k == 0 else 8.2, bold=k == 0, maxw=pw)
            yy += 14
        x2 = m + pw + 16
        y2 = y + 10
        for lab, v in [
            (po_lab, po),
            ("客户编号", kh),
            ("交货日期", cj.fdate(cj.later(rng, d, 7, 25), "cn")),
            ("业务员", cj.person(rng)),
        ]:
            pdf.text(x2, y2, f"{lab}：", 8.2, colour=GREY)
            pdf.text(x2 + 70, y2, v, 8.6, bold=lab == po_lab)
            y2 += 14
        y = max(yy, y2) + 4
    pdf.text(
        m,
        y + 8,
        cj.pick(
            rng,
            "感谢贵方惠顾，现将订单明细确认如下，请核对无误后签字盖章回传：|根据贵方采购订单，我司确认供货如下：",
        ),
        8.6,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [32, 40])
    pool = rng.sample(CL_ITEMS, min(n, len(CL_ITEMS)))
    lines = []
    for i in range(n):
        it = pool[i % len(pool)]
        if it[2] in ("m²", "米"):
            q = Decimal(rng.randint(150, 3200)) / 100
        else:
            q = Decimal(rng.choice([2, 4, 6, 10, 20, 40]))
        p = Decimal(rng.randint(it[3], it[4]))
        lines.append((it, rng.choice(CL_ROOM), q, p, r2(q * p)))
    body = [
        (
            [
                str(i),
                room,
                it[0],
                it[1],
                it[2],
                f"{q:,.2f}" if it[2] != "条" and it[2] != "个" else f"{q:,.0f}",
                cj.money(p) if stated else "",
                cj.money(a) if stated else "",
            ],
            a,
        )
        for i, (it, room, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 13, 14, 22, 6, 10, 12, 15]),
        ["序号", "位置", "品名", "面料/规格", "单位", "数量", "单价", "金额"],
        body,
        "cllcrrrr" if False else "cllccrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    inst = Decimal(rng.choice([0, 0, 200, 400, 600, 1000]))
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 5, 10])) / 100)
    net = sub - disc + inst
    tax = ZERO if taxinc else r2(net * Decimal("0.13"))
    total = net + tax
    if y + 140 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("货款小计", cj.money(sub))]
        if disc:
            rows.append(("优惠折扣", f"-{cj.money(disc)}"))
        if inst:
            rows.append(("测量安装费", cj.money(inst)))
        if not taxinc:
            rows.append(("不含税金额", cj.money(net)))
            rows.append(("增值税（13%）", cj.money(tax)))
        tl = cj.pick(rng, "价税合计|合计金额|总金额|订单总额") + ("（含税）" if taxinc else "")
        if rng.random() < 0.45:
            for lab, v in rows:
                pdf.text(right, y + 10, f"{lab}：¥{v}", 8.6, align="r")
                y += 14
            pdf.text(right - 190, y + 14, f"{tl}：", 9.6, bold=True)
            pdf.text(right, y + 32, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 42
        else:
            y = csum(pdf, right - 220, y, [120, 100], [*rows, (tl, f"¥{cj.money(total)}")], 8.4) + 4
        pdf.text(m, y + 8, f"人民币大写：{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.6:
            dep = r2(total * Decimal(rng.choice([30, 50])) / 100)
            pdf.text(
                m,
                y + 8,
                f"已收定金：¥{cj.money(dep)}　　尾款：¥{cj.money(total - dep)}（安装完毕验收后七日内付清）",
                8.4,
            )
            y += 16
        if taxinc:
            pdf.text(m, y + 8, "以上单价含13%增值税及运输费用。", 8, colour=GREY)
            y += 14
    else:
        pdf.text(m, y + 8, "面积以现场复尺为准，最终金额按实际安装面积结算。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"户名：{sup}",
        f"开户行：{bank}　账号：{acct}",
        "窗帘面料质保两年，电机质保三年；定制产品确认后不予退换。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 8, colour=GREY)
        y += 13
    if y + 62 > bottom:
        y = brk()
    y += 30
    pdf.text(
        m,
        y,
        f"供方（盖章）：{sup}" if rng.random() < 0.5 else "供方（盖章）：",
        8.4,
        maxw=wd / 2 - 10,
    )
    pdf.text(m + wd / 2 + 10, y, cj.pick(rng, "需方确认（签字盖章）：|客户确认：|需方签章："), 8.4)
    pdf.text(m, y + 18, f"业务员：{cj.person(rng)}　测量：{cj.person(rng)}", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + 130, y + 2, sup, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind54_zh_chuanglian_buyi_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cl)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese soy-sauce brewery's order

JY_X = "瑞春 大同 金蘭 丸莊 源發 西螺 黑龍 新和 豐味 古早 萬豐 蔭甕".split()
JY_BUY = [
    "{x}醬油股份有限公司",
    "{x}醬園股份有限公司",
    "{x}釀造廠股份有限公司",
    "{x}食品工業股份有限公司",
    "{x}醬油工坊",
]
JY_S = "永豐 台糧 聯華 正豐 信義 長興 福隆 順發 億成 嘉南 新光 振昌".split()
JY_SUP = [
    "{s}糧食貿易股份有限公司",
    "{s}玻璃工業股份有限公司",
    "{s}紙器股份有限公司",
    "{s}實業有限公司",
    "{s}包裝材料有限公司",
    "{s}鹽業股份有限公司",
]
JY_SUP_BARE = ["{s}商行", "{s}紙器行", "{s}糧行"]
JY_PLANT = ["西螺廠", "二林廠", "斗南廠", "新營廠", "員林廠"]
JY_ITEMS = [
    ("非基改黑豆", "台灣產 一級", "公斤", 78, 120),
    ("非基改黃豆", "加拿大產", "公斤", 28, 45),
    ("小麥", "澳洲 硬質", "公斤", 14, 22),
    ("天日鹽", "25kg/包", "包", 260, 420),
    ("玻璃瓶", "520ml 透明", "支", 6, 11),
    ("鋁蓋", "38mm 防盜", "個", 1, 3),
    ("瓶身標籤", "四色 上光", "張", 1, 3),
    ("外箱", "A浪 12入", "個", 12, 22),
    ("陶甕", "200斤 傳統", "個", 2800, 4800),
    ("種麴", "米麴菌 1kg", "包", 850, 1600),
    ("甘草片", "中藥級", "公斤", 320, 560),
    ("冰糖", "特級 50kg", "包", 1800, 2600),
]


def _jy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = rng.choice(JY_BUY).format(x=rng.choice(JY_X))
    sup = bare_or(rng, JY_SUP, JY_SUP_BARE, 0.25).format(s=rng.choice(JY_S))
    d = cj.a_date(rng)
    roc = d.year - 1911
    po = cj.number(rng, d, f"P{roc}{{m}}{{n4}}|{{Y}}{{m}}{{d}}{{n3}}|JY-{{y}}{{n4}}|PO{roc}-{{n4}}")
    req = cj.number(rng, d, f"R{roc}{{m}}{{n3}}|請-{{n4}}")
    qt = cj.number(rng, d, "Q{y}{n4}|報{n5}")
    vcode = cj.number(rng, d, "V{n4}|S-{n3}")
    ban_b, ban_s = f"{rng.randint(10000000, 99999999)}", f"{rng.randint(10000000, 99999999)}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["corner", "grid", "red", "row"])
    po_lab = cj.pick(rng, "採購單號|訂購單號|單號|採購編號")
    ds = rng.choice(["roc", "rocs", "slash"])
    ink = rng.choice([Color(0.35, 0.15, 0.05), Color(0.1, 0.25, 0.45), black])

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 22,
            f"第 {page[0]} 頁，共 {of} 頁" if of else f"第 {page[0]} 頁",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　採購單（續）　{po_lab}：{po}", 8.6)
        return 46

    pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        53,
        f"{cj.tw_addr(rng)}　TEL {cj.tw_tel(rng)}　FAX {cj.tw_tel(rng)}　統一編號 {ban_b}",
        7.2,
        align="c",
        colour=GREY,
    )
    title = cj.pick(rng, "採　購　單|訂購單|採購訂單|原物料採購單")
    pdf.text(pdf.w / 2, 76, title, 16, align="c", bold=True)
    y = 86
    if mode == "corner":
        pdf.text(right, 76, f"{po_lab}：{po}", 9, align="r", bold=True)
        pdf.text(m, 76, f"日期：{cj.fdate(d, ds)}", 8.4)
    elif mode == "red":
        pdf.text(pdf.w / 2, 92, f"No. {po}", 11, align="c", colour=RED)
        po_lab = "No."
        pdf.text(right, 92, f"採購日期：{cj.fdate(d, ds)}", 8.4, align="r")
        y = 100
    elif mode == "grid":
        rows = [[po_lab, po, "採購日期", cj.fdate(d, ds)], ["請購單號", req, "報價單號", qt]]
        y = kgrid(pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), rows, h=18, size=8.4, ink=ink, fill=PALE)
    else:
        heads = ["採購日期", po_lab, "請購單號", "廠商代號", "付款條件"]
        vals = [cj.fdate(d, ds), po, req, vcode, cj.pick(rng, "月結30天|月結60天|貨到付現|T/T")]
        if rng.random() < 0.5:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = cj.rel(wd, [20, 22, 20, 16, 22])
        y = crow(pdf, m, y, ws, heads, "ccccc", h=18, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.4)
    y += 10
    sup_lab = cj.pick(rng, "廠商名稱|供應商|受訂廠商|TO")
    plant = rng.choice(JY_PLANT)
    info = [
        (sup_lab, sup, "交貨地點", f"{buyer}{plant}"),
        ("統一編號", ban_s, "地址", cj.tw_addr(rng)),
        (
            "聯絡人",
            f"{cj.person(rng, 'zh-Hant')} {cj.tw_tel(rng)}",
            "收貨人",
            f"{cj.person(rng, 'zh-Hant')}（倉管）",
        ),
    ]
    if mode in ("corner", "red"):
        info.append(("報價單號", qt, "請購單號", req))
    rows = [list(r) for r in info]
    swap = rng.random() < 0.3
    if swap:
        rows = [[c, dd, a, b] for a, b, c, dd in rows]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [12, 38, 12, 38]),
            rows,
            h=18,
            size=8.2,
            ink=ink,
            fill=PALE,
            labels=(0, 2),
        )
        + 8
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36] if not land else [22, 26])
    lines = more_lines(
        rng,
        JY_ITEMS,
        n,
        [50, 100, 200, 500, 1000, 2000],
        ["（批次B）", "（有機）", "（試作）"],
        places=0,
        big=2000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                f"{p:,.0f}" if stated else "",
                f"{a:,.0f}" if stated else "",
                cj.fdate(cj.later(rng, d, 5, 30), "rocs"),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [5, 20, 17, 7, 10, 10, 14, 12])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["項次", "品名", "規格", "單位", "數量", "單價", "金額", "交期"],
        body,
        "cllcrrrc",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.05"))
    total = sub + tax
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        tl = cj.pick(rng, "總計|合計（含稅）|總金額|採購總額")
        if rng.random() < 0.5:
            w3 = [sum(ws[:5]), sum(ws[5:7]), ws[7]]
            for k, (lab, v) in enumerate(
                [
                    ("未稅合計", f"{sub:,.0f}"),
                    ("營業稅 5%", f"{tax:,.0f}"),
                    (tl, f"NT${total:,.0f}"),
                ]
            ):
                y = crow(
                    pdf,
                    m,
                    y - (8 if k == 0 else 0),
                    w3,
                    [lab, v, ""],
                    "rrl",
                    h=18,
                    size=8.4,
                    bold=k == 2,
                    fill=PALE if k == 2 else None,
                )
            y += 4
        else:
            y = (
                csum(
                    pdf,
                    right - 220,
                    y,
                    [110, 110],
                    [("小計", f"{sub:,.0f}"), ("稅額(5%)", f"{tax:,.0f}"), (tl, f"{total:,.0f}")],
                    8.4,
                )
                + 4
            )
        pdf.text(m, y + 10, f"新臺幣（大寫）：{cj.daxie(total, trad=True)}", 8.6)
        y += 18
    else:
        pdf.text(m, y + 10, "單價依年度合約價格，實際金額以驗收數量計算。", 8.4)
        y += 18
    for t in [
        "一、原物料須附檢驗報告（農藥殘留、重金屬），不合格品退貨並由廠商負擔運費。",
        "二、請款時請檢附發票及本採購單影本，發票請開立本公司統一編號。",
        "三、交貨時間：週一至週五 08:00-16:00，請事先聯絡收貨人。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 64 > bottom:
        y = brk()
    y += 16
    labs = ["核准", "審核", "採購", "廠商簽認"]
    bw = wd / 4
    for k, lab in enumerate(labs):
        pdf.rect(m + k * bw, y, bw, 14, fill=PALE, stroke=black)
        pdf.rect(m + k * bw, y + 14, bw, 32, stroke=black)
        pdf.text(m + k * bw + bw / 2, y + 10.5, lab, 7.8, align="c")
        if k == 2:
            pdf.text(m + k * bw + bw / 2, y + 34, cj.person(rng, "zh-Hant"), 8.4, align="c")
    if rng.random() < 0.5:
        pdf.stamp(m + 1.5 * bw, y + 30, buyer, rng, caption="採購專用章", r=24)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_tw_jiangyou_niangzao_yuanliao_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jy)


# --------------------------------------------------------------------------- 4 ja kimono-rental shop's accessories order

KM_P = "花かんざし 京彩 雅 桜小町 はんなり 夢館 和楽 紅葉 古都 藤娘 彩香 千代".split()
KM_SHOP = [
    "株式会社{p}",
    "きものレンタル{p}",
    "{p}呉服店",
    "着物レンタル {p} 株式会社",
    "有限会社{p}",
]
KM_B = "西陣 丸太 室町 堀川 京和 大黒 日進 桂 錦 五条 鞍馬 東山".split()
KM_T = ["和装", "織物", "和装小物", "帯", "呉服", "履物"]
KM_BR = "祇園店 嵐山店 清水店 浅草店 鎌倉店 金沢店".split()
KM_ITEMS = [
    ("半衿", "正絹 刺繍入", "枚", 800, 2400),
    ("帯締め", "組紐 平組", "本", 1200, 3800),
    ("帯揚げ", "綸子 ぼかし", "枚", 900, 2600),
    ("足袋", "ストレッチ 各サイズ", "足", 450, 980),
    ("草履", "カレンダー底 M", "足", 2800, 6800),
    ("巾着", "ちりめん 花柄", "個", 900, 2200),
    ("髪飾り", "つまみ細工", "個", 700, 2400),
    ("腰紐", "モスリン 5本組", "組", 500, 1200),
    ("伊達締め", "博多織", "本", 900, 2400),
    ("着物ハンガー", "伸縮式", "本", 350, 880),
    ("不織布カバー", "着物用 100枚", "箱", 3200, 6400),
    ("浴衣", "綿紅梅 仕立上り", "枚", 5800, 12800),
]


def _km(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    shop = rng.choice(KM_SHOP).format(p=rng.choice(KM_P))
    b, t = rng.choice(KM_B), rng.choice(KM_T)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}", f"{b}{t}株式会社"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}{d}-{n2}|KM-{n5}|H{Y}{m}{n3}|{n6}")
    mitsu = cj.number(rng, d, "見{y}-{n4}|M{n5}")
    tcode = cj.number(rng, d, "{n5}|T-{n4}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|注文No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    mode = rng.choice(["box", "grid", "row"])
    top_sup = rng.random() < 0.6
    ink = rng.choice([Color(0.5, 0.1, 0.25), Color(0.15, 0.3, 0.3), black])
    branch = rng.choice(KM_BR)

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
        pdf.text(m, 34, f"{cj.pick(rng, '発注書|注文書')}（続き）　{po_lab}：{po}", 8.8)
        return 46

    title = cj.pick(rng, "発　注　書|注　文　書|発注書|御注文書")
    pdf.text(pdf.w / 2, 44, title, 18, align="c", bold=True, colour=ink)
    yy = 58
    if mode == "box":
        bw = [60, 104]
        for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    y = 84
    reg = f"T{rng.randint(1000000000000, 9999999999999)}"
    shop_rows = [
        shop,
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"登録番号 {reg}",
        f"担当：{cj.person(rng, 'ja')}",
    ]
    if top_sup:
        pdf.text(m, y, sup, 12, bold=True)
        pdf.text(
            m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
        )
        pdf.line(m, y + 5, m + 240, y + 5, lw=0.6)
        pdf.text(m, y + 20, "下記のとおり発注いたします。", 8.6)
        ry = max(yy, 90) + 10
        for k, s in enumerate(shop_rows):
            pdf.text(
                right,
                ry + 4 + k * 12,
                s,
                10.5 if k == 0 else 7.6,
                align="r",
                bold=k == 0,
                colour=black if k == 0 else GREY,
            )
        if rng.random() < 0.6:
            pdf.stamp(
                right - 14,
                ry + 16,
                shop.replace("株式会社", "").replace("有限会社", "")[:4],
                rng,
                shape="rect",
                r=17,
            )
        y = max(y + 34, ry + 64)
    else:
        for k, s in enumerate(shop_rows[:4]):
            pdf.text(
                m,
                y + k * 12,
                s,
                10.5 if k == 0 else 7.6,
                bold=k == 0,
                colour=black if k == 0 else GREY,
            )
        y += 56
        pdf.text(m, y, cj.pick(rng, "発注先|仕入先|お取引先"), 8, colour=GREY)
        pdf.text(m, y + 16, sup, 11.5, bold=True)
        pdf.text(m, y + 30, f"{cj.ja_addr(rng)}　TEL {cj.ja_tel(rng)}", 7.6, colour=GREY)
        y = max(y + 42, yy + 6)
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        KM_ITEMS,
        n,
        [5, 10, 10, 20, 30, 50, 100],
        ["（白）", "（紺）", "（子供用）"],
        places=0,
        big=5000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub + tax
    if stated and rng.random() < 0.55:
        pdf.rect(m, y, 230, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(m + 6, y + 11, cj.pick(rng, "ご注文金額（税込）|合計金額（税込）|発注金額"), 8.4)
        pdf.text(
            m + 224,
            y + 34,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 48
    y += 4
    nouki = cj.fdate(cj.later(rng, d, 7, 30), ds)
    if mode == "grid":
        rows = [
            [po_lab, po, "発注日", cj.fdate(d, ds), "納期", nouki],
            ["納品先", f"{shop} {branch}", "お見積No.", mitsu, "取引先CD", tcode],
        ]
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [10, 24, 9, 18, 9, 30]),
                rows,
                h=18,
                size=8,
                ink=ink,
                fill=PALE,
                labels=(0, 2, 4),
            )
            + 8
        )
    elif mode == "row":
        heads = [po_lab, "発注日", "納期", "納品先", "お見積No."]
        vals = [po, cj.fdate(d, ds), nouki, branch, mitsu]
        ws = cj.rel(wd, [20, 20, 20, 18, 22])
        y = crow(pdf, m, y, ws, heads, "ccccc", h=16, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.4) + 8
    else:
        rows = [["納期", nouki, "納品先", f"{branch}", "お見積No.", mitsu]]
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [9, 20, 10, 24, 11, 26]),
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
        cj.rel(wd, [5, 27, 24, 9, 6, 12, 16]),
        ["No.", "品名", "仕様・色柄", "数量", "単位", "単価", "金額"],
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
        lab = cj.pick(rng, "合計|合計金額|総合計|税込合計")
        y = csum(
            pdf,
            right - 196,
            y,
            [92, 104],
            [("小計", f"{sub:,.0f}"), ("消費税（10%）", f"{tax:,.0f}"), (lab, f"¥{total:,.0f}")],
            8.6,
        )
    else:
        pdf.text(m, y + 10, "単価は別途お見積書のとおりとし、納品数量にて精算いたします。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t_ in [
        "・繁忙期（3～4月）前の納品をお願いいたします。",
        f"・納品先：{shop} {branch}（裏口よりお願いします）",
        "・請求書には発注番号と登録番号をご記載ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t_, 7.8)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 14
    if rng.random() < 0.5:
        pdf.line(m, y, right, y, lw=0.5, colour=GREY)
        pdf.text(pdf.w / 2, y + 4, "- - - - - 切り取り線 - - - - -", 6.8, align="c", colour=GREY)
        pdf.text(m, y + 22, "注文請書　上記のとおりご注文をお請けいたします。", 8.6, bold=True)
        pdf.text(right - 150, y + 40, "受注者印：", 8.2)
    else:
        for k, lab in enumerate(["承認", "確認", "担当"]):
            x = right - (3 - k) * 44
            pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
            pdf.rect(x, y + 13, 44, 32, stroke=black)
            pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_ja_kimono_rental_komono_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _km)


# --------------------------------------------------------------------------- 5 en-GB Scotch distillery's dry-goods order

DS_N = "Glenardoch|Strathmore|Ben Lomair|Kilbrannan|Auchenvey|Glen Torra|Inverlaig|Dalmore Bay|Craigellan|Lochandrum|Ardnish|Balvaird".split(
    "|"
)
DS_BUY = [
    "{n} Distillery Ltd",
    "The {n} Distilling Company Limited",
    "{n} Whisky Co. Ltd",
    "{n} Spirits plc",
]
DS_A = "MacLeod|Robertson|Buchanan|Fraser|Munro|Sinclair|Drummond|Cameron|Gillies|Ferguson|Urquhart|Paterson".split(
    "|"
)
DS_SUP_FORMED = [
    "{a} Cooperage Ltd",
    "{a} Glass Ltd",
    "{a} Print & Labels Ltd",
    "{a} Closures Limited",
    "{a} Maltings Ltd",
    "{a} & {b} Packaging Ltd",
    "{a} Process Engineering Ltd",
]
DS_SUP_BARE = ["{a} & {b}", "{f} {a} Coopers", "{a} Haulage"]
DS_F = "Hamish|Morag|Callum|Isla|Euan|Fiona|Angus|Kirsty|Ruaridh|Eilidh".split("|")
DS_TOWN = "Elgin|Dufftown|Keith|Rothes|Campbeltown|Oban|Perth|Dingwall|Forres|Aberlour".split("|")
DS_ITEMS = [
    ("Ex-bourbon barrel, 200 l, re-charred", "cask", 95, 180),
    ("Oloroso sherry butt, 500 l, seasoned", "cask", 780, 1400),
    ("Glass bottle 70 cl, flint, embossed", "bottle", 0.48, 0.95),
    ("Natural cork stopper, wooden head", "each", 0.32, 0.85),
    ("Front label, 4-colour, foil blocked", "1000", 85, 190),
    ("Gift tube, printed, 70 cl", "each", 1.1, 2.6),
    ("Shipper case, 6 x 70 cl", "each", 0.9, 1.8),
    ("Malted barley, Concerto, bulk", "tonne", 310, 420),
    ("Distiller's yeast, 25 kg", "bag", 95, 160),
    ("CIP caustic, 1000 l IBC", "IBC", 420, 760),
    ("Tasting glasses, branded (box of 48)", "box", 60, 140),
    ("Cask end stencilling and rack tickets", "job", 120, 380),
]


def _ds(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(38, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    n_ = rng.choice(DS_N)
    buyer = rng.choice(DS_BUY).format(n=n_)
    a1, a2 = rng.sample(DS_A, 2)
    sup = bare_or(rng, DS_SUP_FORMED, DS_SUP_BARE, 0.25).format(a=a1, b=a2, f=rng.choice(DS_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-######", f"GD{dt:%y}/####", "4500######", "#####", f"P{dt:%y%m}-###"])
    )
    req = la.digits(rng, rng.choice(["REQ-####", "PR#####"]))
    quote = la.digits(rng, rng.choice(["Q-#####", "QUO####", "SQ/####"]))
    vendor = la.digits(rng, "V####")
    exc = la.digits(rng, "GBWK#########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "block", "grid", "row"])
    po_lab = la.pick(rng, "PO Number|Order No.|Purchase Order No.|PO No.|Our Order Ref.")
    town = rng.choice(DS_TOWN)
    df = lambda x: la.dfmt(x, rng.choice(["long_en", "dmy"]))  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · Registered in Scotland SC{la.digits(rng, '######')} · VAT Reg. GB {la.digits(rng, '### #### ##')} · Excise ID {exc}",
            6.4,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 34,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} - {po_lab} {po} (continued)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Distillery Road', 'Mill of Towie', 'The Maltings', 'Burnside'])}, {town}, {la.digits(rng, '@@## #@@')}",
            f"Tel 01{la.digits(rng, '### ######')} · purchasing@{n_.lower().replace(' ', '')}.co.uk",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER")
    if mode == "beside":
        d.t(
            r,
            48,
            f"{title} {po}" if rng.random() < 0.5 else f"{title} No. {po}",
            14,
            b=True,
            al="r",
        )
        d.t(r, 62, f"Date: {df(dt)}", 8.4, al="r")
        y = 90
    else:
        d.t(r, 48, title, 15, b=True, al="r")
        y = 84
    refpairs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, "dmy")),
        ("Requisition", req),
        ("Your quote", quote),
        ("Supplier no.", vendor),
    ]
    if mode in ("grid", "row"):
        if rng.random() < 0.4:
            refpairs[0], refpairs[1] = refpairs[1], refpairs[0]
        y = refs(d, mode, m, r, y, refpairs, 8.4) + 12
    vlab = la.pick(rng, "Supplier|To|Vendor||Supplier:")
    sy = party(
        d,
        m,
        y,
        vlab,
        [
            sup,
            f"{rng.randint(1, 90)} {rng.choice(['Harbour Road', 'Industrial Estate', 'Station Brae', 'Cooperage Lane'])}",
            f"{rng.choice(DS_TOWN + ['Alloa', 'Livingston', 'Irvine'])} {la.digits(rng, '@@# #@@')}",
            f"Attn: {rng.choice(DS_F)} {rng.choice(DS_A)}",
        ],
        9,
        wd * 0.55 - 10,
    )
    kx = m + wd * 0.55
    if mode == "block":
        yy = kv_right(d, kx, r, y, refpairs, 8.4)
    elif mode == "beside":
        yy = kv_right(d, kx, r, y, refpairs[2:], 8.4)
    else:
        yy = kv_right(
            d,
            kx,
            r,
            y,
            [
                ("Buyer", f"{rng.choice(DS_F)} {rng.choice(DS_A)}"),
                ("Cost centre", la.digits(rng, "CC-###")),
            ],
            8.4,
        )
    y = max(sy, yy) + 10
    cw = (wd - 16) / 2
    wh = (
        f"{rng.choice(DS_A)} Bonded Warehousing Ltd"
        if rng.random() < 0.5
        else f"{buyer} - Bonded Warehouse No. {rng.randint(1, 6)}"
    )
    blocks = [
        (
            "Deliver to",
            [
                wh,
                f"Bond ref {la.digits(rng, 'GBWK#########')}",
                f"{rng.choice(DS_TOWN)} - goods in 08:00-15:00",
            ],
        ),
        ("Invoice to", ["Accounts Payable", buyer, f"ap@{n_.lower().replace(' ', '')}.co.uk"]),
    ]
    if rng.random() < 0.4:
        blocks.reverse()
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        yy = max(yy, party(d, m + k * (cw + 16), y, lab, rows, 8.2, cw))
    y = yy + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        DS_ITEMS,
        n,
        [1, 2, 4, 10, 20, 50, 100, 500, 1200],
        ["- second fill", "- spare", "- limited release"],
        big=700,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["Line", "Description", "Qty", "Unit", "Unit £", "Value £"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for *_, a in lines), ZERO)
    disc = r2(net * Decimal(rng.choice([0, 0, 0, 2, 5])) / 100)
    carr = Decimal(rng.choice([0, 0, 45, 85, 150]))
    base = net - disc + carr
    vat = r2(base * Decimal("0.2"))
    total = base + vat
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Goods net", f"£{en2(net)}")]
        if disc:
            rows.append(("Less discount", f"-£{en2(disc)}"))
        if carr:
            rows.append(("Carriage", f"£{en2(carr)}"))
        rows.append(("VAT @ 20%", f"£{en2(vat)}"))
        tl = la.pick(rng, "TOTAL ORDER VALUE|Order Total|Total (inc. VAT)|Grand Total")
        y = totals(
            d,
            m + wd * 0.56,
            r - 3,
            y,
            rows,
            tl,
            f"£{en2(total)}",
            8.6,
            rng.choice(["box", "plain", "below", "shade"]),
        )
        if rng.random() < 0.35:
            dep = r2(total * Decimal("0.25"))
            y = wrapped(
                d,
                m + wd * 0.56 - 4,
                y + 4,
                f"Deposit paid with order £{en2(dep)} - balance due £{en2(total - dep)}",
                7.8,
                wd * 0.44,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices as per the current supply agreement; please invoice the quantities delivered to bond.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Casks must be delivered to bond under duty suspension; all consignments to quote our order number and the bond reference on the delivery note.",
        "Dry goods to be palletised, shrink-wrapped and labelled with batch numbers. Terms: 30 days end of month.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Authorised: {rng.choice(DS_F)} {rng.choice(DS_A)}, {rng.choice(['Distillery Manager', 'Operations Director', 'Purchasing Manager', 'Warehouse Manager'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(rng, "Supplier acknowledgement|Accepted for and on behalf of the supplier"),
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_en_gb_distillery_dry_goods_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ds)


# --------------------------------------------------------------------------- 6 en-CA snowmobile club's trail-grooming order

SM_N = "Haliburton Highlands|Muskoka Ridge|Timmins Trail Blazers|Kawartha Lakes|Lac La Biche|Porcupine Hills|Revelstoke|Interlake|Nipigon Trail|Bancroft Ridge|Sundre Sledders|Lakeland".split(
    "|"
)
SM_BUY = [
    "{n} Snowmobile Club Inc.",
    "{n} Trail Association",
    "{n} Snowmobile Club",
    "{n} Sno-Riders Club Inc.",
]
SM_PROV = [
    ("ON", [("HST 13%", "0.13")]),
    ("BC", [("GST 5%", "0.05"), ("PST 7%", "0.07")]),
    ("AB", [("GST 5%", "0.05")]),
    ("MB", [("GST 5%", "0.05"), ("RST 7%", "0.07")]),
    ("SK", [("GST 5%", "0.05"), ("PST 6%", "0.06")]),
    ("NS", [("HST 15%", "0.15")]),
]
SM_TOWN = {
    "ON": ["Haliburton", "Huntsville", "Timmins", "Bancroft"],
    "BC": ["Revelstoke", "Prince George", "Smithers"],
    "AB": ["Lac La Biche", "Sundre", "Grande Prairie"],
    "MB": ["Gimli", "The Pas", "Dauphin"],
    "SK": ["Meadow Lake", "Nipawin", "Hudson Bay"],
    "NS": ["Truro", "Antigonish", "Kentville"],
}
SM_A = "Tremblay|MacDonald|Kowalchuk|Sinclair|Bouchard|Lindgren|Harper|Olsen|Patterson|Chartrand|Whitford|McKenzie".split(
    "|"
)
SM_SUP_FORMED = [
    "{a} Equipment Ltd.",
    "{a} Power Sports Inc.",
    "{a} Signs & Graphics Ltd.",
    "{a} Fuel Distributors Ltd.",
    "{a} Track Systems Inc.",
    "{a} Hydraulics Ltd.",
    "{a} Fabricating Inc.",
]
SM_SUP_BARE = ["{a} Small Engines", "{f} {a} Welding", "{a} Bros. Repair"]
SM_F = "Wayne|Darlene|Kyle|Brenda|Travis|Shelley|Curtis|Tammy|Dale|Jolene".split("|")
SM_ITEMS = [
    ("Groomer drag cutting bar, 10 ft", "ea", 1400, 2600),
    ("Track lug bolts, box of 50", "box", 85, 160),
    ("Trail sign - STOP, reflective 18 in", "ea", 28, 55),
    ("Trail sign - curve arrow, reflective", "ea", 22, 44),
    ("Cedar sign posts, 8 ft", "ea", 9, 18),
    ("Dyed diesel (groomer fuel)", "L", 1.29, 1.79),
    ("Hydraulic hose assembly, 3/4 in", "ea", 65, 140),
    ("LED light bar, 40 in", "ea", 180, 390),
    ("Chainsaw chain, 20 in loop", "ea", 32, 58),
    ("Groomer tractor service, shop rate", "hr", 110, 165),
    ("Trail permit decals, printed", "1000", 240, 480),
    ("Bridge decking, PT 2x6x12", "ea", 14, 26),
]


def _sm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(32, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    prov, taxes = rng.choice(SM_PROV)
    town = rng.choice(SM_TOWN[prov])
    buyer = rng.choice(SM_BUY).format(n=rng.choice(SM_N))
    a1 = rng.choice(SM_A)
    sup = bare_or(rng, SM_SUP_FORMED, SM_SUP_BARE, 0.25).format(a=a1, f=rng.choice(SM_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-####", f"{dt.year}-###", "SC#####", f"PO{dt:%y}-####", "####"])
    )
    grant = la.digits(rng, rng.choice([f"TG-{dt.year}-##", "Grant ####", "CAP-####"]))
    req = la.digits(rng, "REQ ###")
    quote = la.digits(rng, rng.choice(["Q####", "EST-#####"]))
    bn = la.digits(rng, "######### RT0001")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "row", "beside", "block"])
    po_lab = la.pick(rng, "PO #|PO Number|P.O. No.|Purchase Order #")

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · Not-for-profit corporation · GST/HST Reg. {bn} · Please quote the PO number on all invoices.",
            6.6,
            grey=0.4,
            maxw=wd - 60,
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
            f"PO Box {rng.randint(10, 999)}, {town}, {prov} {la.digits(rng, '@#@ #@#')}",
            f"Tel ({la.digits(rng, '###')}) {la.digits(rng, '###-####')} · trails@{buyer.split()[0].lower()}sledclub.ca",
        ],
        7.8,
        lead=10,
    )
    if mode == "beside":
        d.t(r, 46, f"PURCHASE ORDER {po_lab} {po}", 13, b=True, al="r")
        d.t(r, 60, f"Date: {la.dfmt(dt, 'mon')}", 8.4, al="r")
    else:
        d.t(r, 46, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 15, b=True, al="r")
    y = 82
    pairs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "mon"]))),
        ("Requested by", f"{rng.choice(SM_F)} {rng.choice(SM_A)}"),
        ("Trail grant", grant),
        ("Requisition", req),
        ("Vendor quote", quote),
    ]
    if mode in ("grid", "row"):
        if rng.random() < 0.4:
            pairs[0], pairs[2] = pairs[2], pairs[0]
        y = refs(d, mode, m, r, y, pairs, 8.4) + 12
    cw = (wd - 2 * 14) / 3
    vlab = la.pick(rng, "Vendor|Supplier|To|")
    blocks = [
        (
            vlab,
            [
                sup,
                f"{rng.randint(1, 9000)} {rng.choice(['Highway 35', 'Industrial Rd', 'Main St W', 'Range Road 212'])}",
                f"{rng.choice(SM_TOWN[prov])}, {prov} {la.digits(rng, '@#@ #@#')}",
                f"Attn: {rng.choice(SM_F)} {rng.choice(SM_A)}",
            ],
        ),
        (
            "Ship To",
            [
                rng.choice(
                    [
                        f"{buyer} - Grooming Shed",
                        f"{rng.choice(SM_A)} Marina Ltd. (c/o club)",
                        f"{rng.choice(SM_A)} Farms Ltd. - trailhead yard",
                    ]
                ),
                f"{rng.choice(['Lot 14 Con 6', 'Trailhead Rd', 'Hwy 118 staging area'])}",
                f"{town}, {prov}",
                f"Contact: {rng.choice(SM_F)} {la.digits(rng, '(###) ###-####')}",
            ],
        ),
        ("Bill To", [buyer, "Attn: Treasurer", f"PO Box {rng.randint(10, 999)}, {town}, {prov}"]),
    ]
    if rng.random() < 0.3:
        blocks = [blocks[1], blocks[0], blocks[2]]
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        yy = max(yy, party(d, m + k * (cw + 14), y, lab, rows, 8.3, cw))
    if mode == "block":
        yy = max(yy + 6, kv_right(d, m + wd * 0.55, r, yy + 6, pairs, 8.4))
    elif mode == "beside":
        yy = kv_left(d, m, yy + 6, pairs[2:], 8.2, wd)
    y = yy + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36] if not land else [22, 26])
    lines = more_lines(
        rng,
        SM_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 24],
        ["- spare", "- east loop", "- north district"],
        big=1000,
    )
    fuel = rng.random() < 0.3
    if fuel:
        it = SM_ITEMS[5]
        q = Decimal(rng.choice([800, 1200, 2000, 3000]))
        p = Decimal(rng.randint(129, 179)) / 100
        lines = [ln for ln in lines if ln[0] is not it] + [(it, q, p, r2(q * p))]
    body = [
        ([la.digits(rng, "ITM-####"), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.47, 0.08, 0.07, 0.12, 0.15)],
        ["Item", "Description", "Qty", "UOM", "Unit Price", "Amount"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 5, 10])) / 100)
    ship = Decimal(rng.choice([0, 0, 0, 75, 150, 225]))
    base = sub - disc + ship
    tx = [(lab, r2(base * Decimal(rate))) for lab, rate in taxes]
    total = base + sum((v for _, v in tx), ZERO)
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", en2(sub))]
        if disc:
            rows.append(("Club discount", f"-{en2(disc)}"))
        if ship:
            rows.append(("Freight", en2(ship)))
        rows += [(lab, en2(v)) for lab, v in tx]
        tl = la.pick(rng, "TOTAL (CAD)|Total|PO Total|Total Due CAD")
        y = totals(
            d,
            m + wd * 0.6,
            r - 3,
            y,
            rows,
            tl,
            f"${en2(total)}",
            8.6,
            rng.choice(["box", "plain", "below", "shade"]),
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Pricing per vendor quote; final amount on actual quantities delivered and hours worked.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Fuel deliveries to the grooming shed tank only; driver to record litres on the delivery ticket.",
        "Items funded under the provincial trail grant must be invoiced separately quoting the grant number.",
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
        f"Approved: {rng.choice(SM_F)} {rng.choice(SM_A)}, {rng.choice(['Trail Coordinator', 'President', 'Treasurer', 'Grooming Manager'])}",
    )
    d.sign(m + sw + 20, y, sw, "Vendor acceptance (signature / date)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_en_ca_snowmobile_club_grooming_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sm)


# --------------------------------------------------------------------------- 7 de-CH shooting club's order

SZ_ORT = "Wohlen|Sursee|Frutigen|Herisau|Langnau|Wil|Zofingen|Bülach|Einsiedeln|Stans|Burgdorf|Muri".split(
    "|"
)
SZ_BUY = [
    "Schützengesellschaft {o}",
    "Feldschützenverein {o}",
    "Sportschützen {o}",
    "Schützenverein {o}",
    "Militärschützen {o}",
]
SZ_SN = "Huber|Zürcher|Gerber|Rüegg|Kälin|Baumann|Amstutz|Wyss|Stucki|Egli|Burri|Marti".split("|")
SZ_F = "Urs|Beat|Ruedi|Monika|Reto|Silvia|Hansjörg|Brigitte|Thomas|Käthi".split("|")
SZ_SUP_FORMED = [
    "{n} Sportwaffen AG",
    "{n} Schiessbedarf GmbH",
    "{n} Scheiben + Druck AG",
    "{n} Gehörschutz GmbH",
    "{n} Pokale & Gravuren AG",
    "{n} Trefferanzeigen AG",
]
SZ_SUP_BARE = ["Büchsenmacherei {n}", "Büchsenmacherei {f} {n}", "Waffen {n}"]
SZ_ITEMS = [
    ("Scheiben A5, 10er-Wertung (100 Stk.)", "Pak", 38, 62),
    ("Scheiben B4, Feldschiessen (100 Stk.)", "Pak", 42, 70),
    ("Scheibenkleber weiss (1000 Stk.)", "Rolle", 9, 16),
    ("Gehörschutz Kapsel, passiv", "Stk", 24, 48),
    ("Schiessbrille mit Blende", "Stk", 85, 190),
    ("Reinigungsset Stgw 90", "Set", 28, 55),
    ("Zinnbecher graviert (Kranzresultat)", "Stk", 32, 68),
    ("Kranzabzeichen Feldschiessen", "Stk", 3.5, 7.5),
    ("Wartung elektronische Trefferanzeige", "Psch", 480, 1200),
    ("Kugelfang-Gummigranulat (Sack 25 kg)", "Sack", 45, 85),
    ("Wanderpreis Glocke mit Gravur", "Stk", 220, 480),
    ("Schützenjacke Leder, Massanfertigung", "Stk", 420, 780),
]


def _sz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djserif"))
    m = rng.uniform(46, 60)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    ort = rng.choice(SZ_ORT)
    club = rng.choice(SZ_BUY).format(o=ort)
    sup = bare_or(rng, SZ_SUP_FORMED, SZ_SUP_BARE, 0.3).format(
        n=rng.choice(SZ_SN), f=rng.choice(SZ_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"B-{dt.year}-##", f"{dt:%y}-0##", "SG-####", f"{dt.year}/###"])
    )
    offer = la.digits(rng, rng.choice(["OF-#####", "Offerte ####"]))
    kd = la.digits(rng, "K-#####")
    vnr = la.digits(rng, "#.##.###")
    uid = la.digits(rng, "CHE-###.###.###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "block", "grid", "block"])
    po_lab = la.pick(rng, "Bestell-Nr.|Bestellnummer|Unsere Bestellung|Auftrag Nr.")
    plz = la.digits(rng, "####")
    pres = f"{rng.choice(SZ_F)} {rng.choice(SZ_SN)}"

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{club} · Vereinsnummer SSV {vnr} · UID {uid} · Raiffeisenbank {ort} · IBAN CH{la.digits(rng, '## #### #### #### #### #')}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 36, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 60

    d.t(m, 50, club, 15, b=True)
    d.t(
        m,
        63,
        f"{pres}, {rng.choice(['Präsident', 'Materialwart', 'Schützenmeister'])} · {rng.choice(['Schützenweg', 'Dorfstrasse', 'Schiessstandstrasse'])} {rng.randint(1, 40)} · {plz} {ort} · Tel. 0{la.digits(rng, '## ### ## ##')}",
        7.4,
        grey=0.3,
    )
    win_right = rng.random() < 0.5
    ax = m + wd * 0.55 if win_right else m
    kx = m if win_right else m + wd * 0.58
    d.t(ax, 118, f"{club}, {plz} {ort}", 6.4, grey=0.35)
    d.line(ax, 121, ax + 200, 121, 0.3)
    rows = ["Firma"] if rng.random() < 0.3 else []
    rows += [
        sup,
        f"{rng.choice(['Industriestrasse', 'Bahnhofstrasse', 'Gewerbezone', 'Hauptstrasse'])} {rng.randint(1, 120)}",
        f"{la.digits(rng, '####')} {rng.choice(['Thun', 'Luzern', 'Aarau', 'Frauenfeld', 'Schwyz', 'Olten'])}",
    ]
    for i, s_ in enumerate(rows):
        d.t(ax, 136 + i * 12.5, s_, 9.4, b=s_ == sup)
    kv = [] if mode in ("beside", "grid") else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihre Offerte", offer),
        ("Kunden-Nr.", kd),
        ("Kontakt", pres),
    ]
    ky = 112
    kw = 160 if win_right else r - kx
    for k, v in kv:
        d.t(kx, ky, k, 8, grey=0.3)
        d.t(kx + kw, ky, v, 8.4, al="r", b=k == po_lab)
        ky += 12
    y = max(200, ky + 14)
    title = la.pick(rng, "Bestellung|BESTELLUNG|Materialbestellung")
    d.t(m, y, f"{title} Nr. {po}" if mode == "beside" else title, 12.5, b=True)
    y += 10
    if mode == "grid":
        y = (
            refs(
                d,
                "grid",
                m,
                r,
                y,
                [
                    (po_lab, po),
                    ("Datum", la.dfmt(dt, "dot")),
                    (
                        "Anlass",
                        la.pick(rng, "Feldschiessen|Endschiessen|Jubiläumsschiessen|Obligatorisch"),
                    ),
                    ("Lieferung bis", la.dfmt(dt + timedelta(days=rng.randint(7, 30)), "dot")),
                ],
                8.4,
            )
            + 8
        )
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, gestützt auf Ihre Offerte bestellen wir zur Lieferung an die Schiessanlage {rng.choice(['Allmend', 'Chrüzacher', 'Rütli', 'Moos'])}, c/o Gemeinde {ort} Werkhof:",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        SZ_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 30, 50],
        ["(Jungschützen)", "(Reserve)", "(Veteranen)"],
        big=400,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "'"), it[1], chf(p), chf(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.08, 0.13, 0.15)],
        ["Pos.", "Bezeichnung", "Menge", "Einh.", "Preis CHF", "Total CHF"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net = sum((a for *_, a in lines), ZERO)
    rab = r2(net * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    base = net - rab
    mw = r2(base * Decimal("0.081"))
    raw = base + mw
    total = r05(raw)
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total Positionen", chf(net))]
        if rab:
            rows_ += [("Vereinsrabatt", f"-{chf(rab)}"), ("Zwischentotal", chf(base))]
        rows_.append(("MWST 8.1 %", chf(mw)))
        if total != raw:
            rows_.append(("Rundung", f"{total - raw:+.2f}"))
        tl = la.pick(rng, "Total inkl. MWST|Gesamttotal CHF|Bestelltotal inkl. MWST|Total")
        y = totals(
            d,
            m + wd * 0.55,
            r - 3,
            y,
            rows_,
            tl,
            f"CHF {chf(total)}",
            8.6,
            rng.choice(["box", "below", "plain", "below"]),
        )
        if rng.random() < 0.25:
            y = wrapped(
                d,
                m + wd * 0.55 - 4,
                y + 4,
                f"Anzahlung gemäss Offerte: CHF {chf(r05(total * Decimal('0.3')))}",
                7.8,
                wd * 0.45,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise gemäss Ihrer Offerte; Verrechnung nach Lieferung und Kontrolle durch den Materialwart.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Lieferung bis spätestens 10 Tage vor dem Anlass. Rechnung bitte an den Kassier, mit unserer Bestellnummer.",
        "Zahlung innert 30 Tagen netto.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 56 > bottom:
        y = brk()
    y += 20
    d.t(m, y, "Freundliche Grüsse", 8.6)
    sw = (wd - 20) / 2
    d.sign(m, y + 36, sw, f"{pres}, Präsident")
    d.sign(
        m + sw + 20,
        y + 36,
        sw,
        f"{rng.choice(SZ_F)} {rng.choice(SZ_SN)}, {rng.choice(['Kassier', 'Materialwart', 'Schützenmeister'])}",
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_de_ch_schuetzenverein_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sz)


# --------------------------------------------------------------------------- 8 fr-FR crêperie's order

CR_N = "Ty Breizh|La Bigoudène|Le Blé Noir|Ar Men|Krampouezh|Les Mouettes|La Duchesse Anne|Le Goéland|Ti Krampouezh|La Korrigane|Le Menhir|La Pointe du Raz".split(
    "|"
)
CR_BUY = [
    "Crêperie {n}",
    "Crêperie {n} SARL",
    "SAS Crêperie {n}",
    "{n} – Crêperie bretonne",
    "EURL {n}",
]
CR_HOLD = ["Holding {s} SAS", "{s} Participations SARL", "SCI {s} – Gestion"]
CR_SN = "Le Goff|Le Gall|Kerhervé|Tanguy|Morvan|Guillou|Le Bihan|Quéré|Riou|Cadiou|Jaouen|Le Floch".split(
    "|"
)
CR_SUP_FORMED = [
    "Minoterie {n} SAS",
    "Moulin {n} SARL",
    "{n} Équipements CHR SAS",
    "Cidrerie {n} SARL",
    "Laiterie {n} SA",
    "Établissements {n} et Fils",
]
CR_SUP_BARE = ["Ferme {n}", "Moulin de {n}", "Cidrerie {n}"]
CR_ITEMS = [
    ("Farine de blé noir IGP Bretagne – sac 25 kg", "sac", "5,5", 38, 62),
    ("Farine de froment T65 – sac 25 kg", "sac", "5,5", 18, 29),
    ("Beurre demi-sel AOP – plaque 1 kg", "kg", "5,5", 8.2, 12.5),
    ("Œufs plein air calibre M – plateau 30", "plateau", "5,5", 6.5, 9.8),
    ("Caramel au beurre salé – seau 5 kg", "seau", "5,5", 42, 68),
    ("Jambon blanc supérieur – pièce 4 kg", "kg", "5,5", 9.5, 14),
    ("Emmental râpé – sac 1 kg", "kg", "5,5", 7.8, 11),
    ("Cidre brut fermier 75 cl", "bouteille", "20", 2.9, 4.8),
    ("Bolées à cidre en grès", "carton 12", "20", 28, 46),
    ("Billig électrique Ø 40 cm", "u", "20", 420, 780),
    ("Rozell et spanell (jeu)", "jeu", "20", 14, 28),
    ("Nappes papier gaufré 1 × 1 m", "carton 250", "20", 32, 55),
]


def _cr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    n_ = rng.choice(CR_N)
    buyer = rng.choice(CR_BUY).format(n=n_)
    hold = rng.choice(CR_HOLD).format(s=rng.choice(CR_SN))
    sup = bare_or(rng, CR_SUP_FORMED, CR_SUP_BARE, 0.3).format(n=rng.choice(CR_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"BC-{dt.year}-###", f"{dt:%y}{dt:%m}-##", "CMD#####", "N° ####"]).replace(
            "N° ", ""
        ),
    )
    devis = la.digits(rng, rng.choice(["DV-#####", "D####/##"]))
    client = la.digits(rng, "CL####")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "row", "block"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|Réf. commande")
    siret = la.digits(rng, "### ### ### #####")
    ville = rng.choice(
        ["Quimper", "Saint-Malo", "Concarneau", "Vannes", "Paris 14e", "Dinan", "Lorient"]
    )

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{buyer} · SIRET {siret} · APE 5610A · TVA FR{la.digits(rng, '## #########')}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(r, d.h - 34, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} — commande {po} (suite)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.randint(1, 60)} {rng.choice(['rue de Siam', 'quai Duguay-Trouin', 'place Terre-au-Duc', 'rue du Port'])}, {la.digits(rng, '#####')} {ville}",
            f"Tél. 02 {la.digits(rng, '## ## ## ##')} · contact@{n_.lower().replace(' ', '').replace('é', 'e').replace('è', 'e')}.bzh",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR")
    if mode == "beside":
        d.t(r, 48, f"{title} N° {po}", 13.5, b=True, al="r")
        d.t(r, 62, f"du {la.dfmt(dt, 'dmy')}", 8.6, al="r")
    else:
        d.t(r, 48, title, 15, b=True, al="r")
    y = 84
    pairs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, "dmy")),
        ("Votre devis", devis),
        ("Code client", client),
        ("Livraison souhaitée", la.dfmt(dt + timedelta(days=rng.randint(2, 12)), "dmy")),
    ]
    if mode in ("grid", "row"):
        if rng.random() < 0.4:
            pairs = [pairs[1], pairs[0], *pairs[2:]]
        y = refs(d, mode, m, r, y, pairs, 8.4) + 12
    cw = (wd - 2 * 12) / 3
    flab = la.pick(rng, "Fournisseur|Fournisseur :|À l'attention de|")
    blocks = [
        (
            flab,
            [
                sup,
                f"{rng.randint(1, 200)} {rng.choice(['ZA de Kerhuel', 'route de Brest', 'lieu-dit Kervern', 'rue de la Minoterie'])}",
                f"{la.digits(rng, '29###')} {rng.choice(['Pont-l’Abbé', 'Landerneau', 'Carhaix', 'Pleyben', 'Fouesnant'])}",
                f"Contact : {rng.choice(['M.', 'Mme'])} {rng.choice(CR_SN)}",
            ],
        ),
        (
            "Livraison",
            [
                f"{buyer} – {rng.choice(['cuisine', 'réserve', '2e salle'])}",
                f"{rng.randint(1, 40)} {rng.choice(['rue Kéréon', 'rue des Remparts', 'quai Saint-Louis'])}",
                f"{ville} – avant 10 h",
            ],
        ),
        (
            "Facturation",
            [
                hold,
                f"pour le compte de {buyer}",
                f"{la.digits(rng, '#####')} {rng.choice(['Rennes', 'Brest', 'Nantes'])}",
            ],
        ),
    ]
    if rng.random() < 0.35:
        blocks = [blocks[1], blocks[2], blocks[0]]
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        yy = max(yy, party(d, m + k * (cw + 12), y, lab, rows, 8.3, cw))
    if mode == "block":
        yy = kv_right(d, m + wd * 0.55, r, yy + 6, pairs, 8.4)
    y = yy + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        CR_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 30],
        ["(bio)", "(réserve)", "(2e livraison)"],
        big=400,
    )
    body = [
        ([it[0], it[1], f"{q:,.0f}".replace(",", " "), fr2(p), f"{it[2]} %", fr2(a)], a)
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.46, 0.1, 0.08, 0.12, 0.09, 0.15)],
        ["Désignation", "Unité", "Qté", "P.U. HT", "TVA", "Total HT"],
        body,
        "llrrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    h55 = sum((a for it, _, _, a in lines if it[2] == "5,5"), ZERO)
    h20 = sum((a for it, _, _, a in lines if it[2] == "20"), ZERO)
    rem = Decimal(rng.choice([0, 0, 0, 3, 5]))
    r55, r20 = r2(h55 * rem / 100), r2(h20 * rem / 100)
    b55, b20 = h55 - r55, h20 - r20
    t55, t20 = r2(b55 * Decimal("0.055")), r2(b20 * Decimal("0.2"))
    total = b55 + b20 + t55 + t20
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT", f"{fr2(h55 + h20)} €")]
        if rem:
            rows_ += [
                (f"Remise {rem} %", f"- {fr2(r55 + r20)} €"),
                ("Net HT", f"{fr2(b55 + b20)} €"),
            ]
        if t55:
            rows_.append(("TVA 5,5 %", f"{fr2(t55)} €"))
        if t20:
            rows_.append(("TVA 20 %", f"{fr2(t20)} €"))
        tl = la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Net à payer TTC")
        y = totals(
            d,
            m + wd * 0.56,
            r - 3,
            y,
            rows_,
            tl,
            f"{fr2(total)} €",
            8.6,
            rng.choice(["box", "plain", "below", "shade"]),
        )
        if rng.random() < 0.4:
            ac = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            y = wrapped(
                d,
                m + wd * 0.56 - 4,
                y + 4,
                f"Acompte versé : {fr2(ac)} € – Reste à payer : {fr2(total - ac)} €",
                7.8,
                wd * 0.44,
            )
    else:
        y = wrapped(
            d, m, y, f"Prix selon votre devis {devis} ; facturation au poids réel livré.", 8.4, wd
        )
    y += 10
    for t in [
        "Produits frais livrés sous température dirigée (0/+4 °C), DLC minimale 10 jours. Merci de rappeler notre numéro de commande sur le bon de livraison et la facture.",
        "Règlement à 30 jours fin de mois, par virement.",
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
        f"Bon pour commande – {rng.choice(['Gérant', 'Gérante', 'Chef de cuisine'])} {rng.choice(['Yann', 'Katell', 'Erwan', 'Maëlle'])} {rng.choice(CR_SN)}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng,
            "Accusé de réception du fournisseur (date, cachet)|Cachet et signature du fournisseur",
        ),
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_fr_creperie_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cr)


# --------------------------------------------------------------------------- 9 es-ES beach bar's order

CH_N = "El Espeto|La Caracola|Las Dunas|Mar de Nerja|El Pirata|La Ola|Bahía Azul|El Faro|Los Delfines|La Palmera|Cala Dorada|El Arenal".split(
    "|"
)
CH_BUY = [
    "Chiringuito {n} S.L.",
    "Beach Club {n} S.L.",
    "Chiringuito {n}",
    "Restauración Playa {n} S.L.",
    "Merendero {n} S.C.",
]
CH_PLAYA = [
    ("Marbella", "29"),
    ("Nerja", "29"),
    ("Benidorm", "03"),
    ("Sitges", "08"),
    ("Tarifa", "11"),
    ("Sant Josep de sa Talaia", "07"),
    ("Conil", "11"),
]
CH_SN = "Jiménez|Moreno|Ortega|Sánchez|Cortés|Romero|Vargas|Delgado|Molina|Fuentes|Herrera|Cabello".split(
    "|"
)
CH_SUP_FORMED = [
    "Distribuciones {n} S.L.",
    "Hielos {n} S.A.",
    "Bebidas {n} S.L.",
    "Mobiliario Playa {n} S.L.",
    "Pescados {n} e Hijos S.L.",
    "Suministros Hosteleros {n} S.L.U.",
]
CH_SUP_BARE = ["Pescados {n}", "Cervezas {n}", "Toldos {n}"]
CH_ITEMS = [
    ("Sardinas frescas para espetos", "kg", 10, 4.5, 8.9),
    ("Hielo en cubitos, saco 2 kg", "saco", 10, 0.9, 1.8),
    ("Patatas para freír, saco 10 kg", "saco", 10, 6, 11),
    ("Aceite de oliva virgen extra, 5 l", "garrafa", 10, 28, 46),
    ("Cerveza barril 30 l", "barril", 21, 62, 98),
    ("Tinto de verano, caja 24 latas", "caja", 21, 14, 24),
    ("Agua mineral 50 cl, pack 24", "pack", 10, 4.2, 7.5),
    ("Sombrilla de brezo 2 m", "ud.", 21, 38, 75),
    ("Hamaca de aluminio con cojín", "ud.", 21, 95, 180),
    ("Vasos compostables 50 cl (1000 uds.)", "caja", 21, 55, 95),
    ("Servilletas 30x30 (3000 uds.)", "caja", 21, 22, 38),
    ("Carbón vegetal de encina, saco 15 kg", "saco", 21, 16, 28),
]


def _ch(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    buyer = rng.choice(CH_BUY).format(n=rng.choice(CH_N))
    grupo = f"Grupo {rng.choice(CH_SN)} Hostelería S.L."
    town, cp = rng.choice(CH_PLAYA)
    sup = bare_or(rng, CH_SUP_FORMED, CH_SUP_BARE, 0.3).format(n=rng.choice(CH_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"PED-{dt.year}-###", f"{dt:%y}/####", "P-#####", f"CH{dt:%y}{dt:%m}##"])
    )
    prov = la.digits(rng, "43####")
    pres = la.digits(rng, rng.choice(["PRES-####", "Presupuesto ####"]))
    lic = la.digits(rng, "AUT-#####/##")
    cif = la.digits(rng, "B########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["row", "grid", "block", "beside"])
    po_lab = la.pick(rng, "Nº Pedido|Pedido nº|Número de pedido|Nº de pedido")

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · CIF {cif} · Autorización de ocupación del dominio público marítimo-terrestre {lic}",
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 32, f"Pág. {page[0]} de {of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (continuación)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"Paseo Marítimo, s/n – Playa de {rng.choice(['la Fontanilla', 'Burriana', 'Levante', 'los Lances', 'la Barrosa'])}",
            f"{cp}{la.digits(rng, '###')} {town} · Tel. {la.digits(rng, '6## ### ###')}",
            f"CIF: {cif}",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "PEDIDO|PEDIDO A PROVEEDOR|Hoja de pedido|ORDEN DE COMPRA")
    if mode == "beside":
        d.t(r, 50, f"{title} Nº {po}", 13, b=True, al="r")
        d.t(r, 64, f"Fecha: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    else:
        d.t(r, 50, title, 14, b=True, al="r")
    y = 96
    pairs = [
        (po_lab, po),
        ("Fecha", la.dfmt(dt, "dmy")),
        ("Nº proveedor", prov),
        ("Presupuesto", pres),
        ("Entrega", la.dfmt(dt + timedelta(days=rng.randint(1, 5)), "dmy")),
    ]
    if mode in ("grid", "row"):
        if rng.random() < 0.5:
            pairs[0], pairs[2] = pairs[2], pairs[0]
        y = refs(d, mode, m, r, y, pairs, 8.4) + 12
    plab = la.pick(rng, "Proveedor|Proveedor:|Sres.:|")
    sy = party(
        d,
        m,
        y,
        plab,
        [
            sup,
            f"{rng.choice(['Polígono Industrial', 'Calle', 'Avenida'])} {rng.choice(['La Estrella', 'del Mar', 'Andalucía', 'Mercamálaga'])}, {rng.randint(1, 80)}",
            f"{cp}{la.digits(rng, '###')} {rng.choice(['Málaga', 'Estepona', 'Alicante', 'Cádiz', 'Vilanova i la Geltrú'])}",
            f"NIF: {la.digits(rng, 'B########')}",
        ],
        9,
        wd * 0.55 - 10,
    )
    kx = m + wd * 0.55
    if mode == "block":
        yy = kv_right(d, kx, r, y, pairs, 8.4)
    else:
        yy = party(
            d,
            kx,
            y,
            "Facturar a",
            [
                grupo,
                f"NIF {la.digits(rng, 'B########')}",
                f"C/ {rng.choice(['Larios', 'Ancha', 'Real'])} {rng.randint(1, 60)}, {town}",
            ],
            8.4,
            r - kx,
        )
    y = max(sy, yy) + 8
    d.t(
        m,
        y + 8,
        f"Entregar en: {buyer} – acceso por rampa de {rng.choice(['servicio', 'carga', 'playa'])} antes de las 10:30 · Contacto: {rng.choice(['Paco', 'Lucía', 'Toni', 'Rocío'])} {la.digits(rng, '6## ### ###')}",
        8,
        maxw=wd,
    )
    y += 18
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        CH_ITEMS,
        n,
        [2, 4, 5, 10, 12, 20, 30, 50],
        ["(refuerzo agosto)", "(terraza)", "(reserva)"],
        big=150,
    )
    body = [
        (
            [
                la.digits(rng, "A-####"),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p),
                f"{it[2]} %",
                eu(a),
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.42, 0.08, 0.09, 0.11, 0.07, 0.13)],
        ["Código", "Descripción", "Cant.", "Ud.", "Precio €", "IVA", "Importe €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    b10 = sum((a for it, _, _, a in lines if it[2] == 10), ZERO)
    b21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    i10, i21 = r2(b10 * Decimal("0.1")), r2(b21 * Decimal("0.21"))
    total = b10 + b21 + i10 + i21
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = []
        if b10:
            rows_ += [("Base imponible 10 %", f"{eu(b10)} €"), ("IVA 10 %", f"{eu(i10)} €")]
        if b21:
            rows_ += [("Base imponible 21 %", f"{eu(b21)} €"), ("IVA 21 %", f"{eu(i21)} €")]
        tl = la.pick(rng, "TOTAL PEDIDO|Importe total|Total (IVA incluido)|TOTAL")
        y = totals(
            d,
            m + wd * 0.55,
            r - 3,
            y,
            rows_,
            tl,
            f"{eu(total)} €",
            8.6,
            rng.choice(["box", "plain", "below", "below"]),
        )
        if rng.random() < 0.35:
            ent = r2(total * Decimal(rng.choice(["0.2", "0.4"])))
            y = wrapped(
                d,
                m + wd * 0.55 - 4,
                y + 4,
                f"Entregado a cuenta: {eu(ent)} € · Pendiente: {eu(total - ent)} €",
                7.8,
                wd * 0.45,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según presupuesto {pres}; el pescado se factura por peso real entregado.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "El pescado fresco debe llegar en cajas con hielo y con su etiqueta de trazabilidad. Indiquen nuestro número de pedido en el albarán y en la factura.",
        "Forma de pago: transferencia a 30 días fecha factura.",
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
        f"Firmado: {rng.choice(['Encargado', 'Gerente', 'Jefe de cocina'])} – {rng.choice(['Manuel', 'Carmen', 'Javier', 'Nuria'])} {rng.choice(CH_SN)}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(rng, "Conforme proveedor (firma y sello)|Recibí y conforme del proveedor"),
    )
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_es_chiringuito_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ch)


# --------------------------------------------------------------------------- 10 nl-BE cyclo-cross team's order

VR_SP = "Deschacht|Vanthourenhout|Baloise|Pauwels|Crelan|Tormans|Alpecin|Kwadro|Van Eyck|Beobank|Lotto|Stevens".split(
    "|"
)
VR_BUY = [
    "{a}-{b} Cyclocross Team vzw",
    "Veldritploeg {a} bv",
    "Wielerclub {a} vzw",
    "{a} CX Team bv",
    "Cyclingteam {a}-{b} vzw",
]
VR_SN = "Van Damme|De Smet|Peeters|Claes|Verstraete|Goossens|Janssens|Maes|Wouters|Mertens|Desmet|Vermeulen".split(
    "|"
)
VR_SUP_FORMED = [
    "{n} Bikes bv",
    "Fietsen {n} bv",
    "{n} Textiel nv",
    "{n} Sportvoeding bv",
    "{n} Wheels bvba",
    "{n} Cycling Parts nv",
]
VR_SUP_BARE = ["Rijwielhandel {n}", "{n} Tubes", "Fietsatelier {n}"]
VR_ITEMS = [
    ("Tubular 33 mm modder", "st", 21, 65, 110),
    ("Tubular 33 mm droog / semi", "st", 21, 60, 105),
    ("Carbon wielset tubular", "set", 21, 980, 1900),
    ("Ketting 11-speed", "st", 21, 28, 55),
    ("Remblokken schijfrem (set)", "set", 21, 12, 26),
    ("Koerstrui lange mouw, ploegontwerp", "st", 21, 75, 140),
    ("Skinsuit veldrit, sublimatie", "st", 21, 140, 260),
    ("Regenjas ploegkleuren", "st", 21, 85, 160),
    ("Bidons 750 ml met logo (100 st)", "doos", 21, 160, 290),
    ("Energierepen (doos 24)", "doos", 6, 28, 42),
    ("Sportdrankpoeder 1 kg", "pot", 6, 18, 32),
    ("Hogedrukreiniger mobiel, benzine", "st", 21, 620, 1150),
    ("Tentpaviljoen 3 x 6 m bedrukt", "st", 21, 780, 1450),
]


def _vr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    a, b = rng.sample(VR_SP, 2)
    team = rng.choice(VR_BUY).format(a=a, b=b)
    sup = bare_or(rng, VR_SUP_FORMED, VR_SUP_BARE, 0.3).format(n=rng.choice(VR_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BB-{dt.year}-###", f"{dt:%y}-####", "CX#####", f"{dt.year}/0##"])
    )
    offer = la.digits(rng, rng.choice(["OFF-####", "Offerte #####"]))
    klant = la.digits(rng, "KL-####")
    onr = la.digits(rng, "0###.###.###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "row", "block"])
    po_lab = la.pick(rng, "Bestelbon nr.|Bestelnummer|Ons bestelnr.|Bestelling nr.")
    gem = rng.choice(["Oudenaarde", "Herentals", "Lille", "Hulst", "Diest", "Tielt", "Mol"])

    def foot() -> None:
        d.t(
            m,
            d.h - 36,
            f"{team} · Ondernemingsnummer BE {onr} · RPR Gent · IBAN BE{la.digits(rng, '## #### #### ####')} · BIC GEBABEBB",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 36,
            f"Pagina {page[0]}/{of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestelbon {po} (vervolg)", 9, b=True)
        return 58

    d.t(m, 48, team, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Kerkstraat', 'Stationsstraat', 'Industrielaan', 'Koers'])} {rng.randint(1, 120)}, {la.digits(rng, '####')} {gem}",
            f"Tel. +32 {la.digits(rng, '### ## ## ##')} · ploegleiding@{a.lower()}cx.be",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "BESTELBON|Bestelbon|BESTELLING")
    if mode == "beside":
        d.t(
            r,
            48,
            f"{title} {po}" if rng.random() < 0.5 else f"{title} nr. {po}",
            13.5,
            b=True,
            al="r",
        )
        d.t(r, 62, f"Datum: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    else:
        d.t(r, 48, title, 15, b=True, al="r")
    y = 84
    pairs = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, "dmy")),
        ("Uw offerte", offer),
        ("Klantnummer", klant),
        ("Gewenste levering", la.dfmt(dt + timedelta(days=rng.randint(5, 20)), "dmy")),
    ]
    if mode in ("grid", "row"):
        if rng.random() < 0.4:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = refs(d, mode, m, r, y, pairs, 8.4) + 12
    llab = la.pick(rng, "Leverancier|Aan|Leverancier:|")
    sy = party(
        d,
        m,
        y,
        llab,
        [
            sup,
            f"{rng.choice(['Nijverheidsstraat', 'Gentse Steenweg', 'Brugsesteenweg', 'Zoning Noord'])} {rng.randint(1, 200)}",
            f"{la.digits(rng, '####')} {rng.choice(['Roeselare', 'Kortrijk', 'Waregem', 'Geel', 'Aalst'])}",
            f"btw BE {la.digits(rng, '0###.###.###')}",
        ],
        9,
        wd * 0.55 - 10,
    )
    kx = m + wd * 0.55
    if mode == "block":
        yy = kv_right(d, kx, r, y, pairs, 8.4)
    else:
        yy = party(
            d,
            kx,
            y,
            "Leveringsadres",
            [
                rng.choice(
                    [
                        f"Service-course {team}",
                        f"{b} nv – magazijn",
                        f"Camperpark {rng.choice(VR_SN)} bv (t.a.v. mecanicien)",
                    ]
                ),
                f"{rng.choice(['Ambachtsstraat', 'Hoogstraat', 'Dorp'])} {rng.randint(1, 80)}",
                f"{la.digits(rng, '####')} {gem}",
                f"Mecanicien: {rng.choice(['Kurt', 'Jens', 'Bart', 'Niels'])} {rng.choice(VR_SN)}",
            ],
            8.4,
            r - kx,
        )
    y = max(sy, yy) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        VR_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 24],
        ["(reserve)", "(jeugdploeg)", "(WB-manche)"],
        big=600,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), f"{it[2]} %", eu(a_)], a_)
        for i, (it, q, p, a_) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a_) for c_, a_ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.08, 0.12, 0.07, 0.13)],
        ["Nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "btw", "Bedrag €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    e6 = sum((a_ for it, _, _, a_ in lines if it[2] == 6), ZERO)
    e21 = sum((a_ for it, _, _, a_ in lines if it[2] == 21), ZERO)
    kort = Decimal(rng.choice([0, 0, 0, 5, 10, 15]))
    k6, k21 = r2(e6 * kort / 100), r2(e21 * kort / 100)
    n6, n21 = e6 - k6, e21 - k21
    v6, v21 = r2(n6 * Decimal("0.06")), r2(n21 * Decimal("0.21"))
    total = n6 + n21 + v6 + v21
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotaal excl. btw", f"€ {eu(e6 + e21)}")]
        if kort:
            rows_ += [
                (f"Sponsorkorting {kort} %", f"- € {eu(k6 + k21)}"),
                ("Maatstaf van heffing", f"€ {eu(n6 + n21)}"),
            ]
        if n21:
            rows_.append(("btw 21 %", f"€ {eu(v21)}"))
        if n6:
            rows_.append(("btw 6 %", f"€ {eu(v6)}"))
        tl = la.pick(rng, "Totaal incl. btw|TOTAAL|Te betalen|Totaalbedrag")
        y = totals(
            d,
            m + wd * 0.55,
            r - 3,
            y,
            rows_,
            tl,
            f"€ {eu(total)}",
            8.6,
            rng.choice(["box", "plain", "below", "shade"]),
        )
        if rng.random() < 0.4:
            vs = r2(total * Decimal(rng.choice(["0.25", "0.3", "0.5"])))
            y = wrapped(
                d,
                m + wd * 0.55 - 4,
                y + 4,
                f"Voorschot betaald: € {eu(vs)} – Saldo: € {eu(total - vs)}",
                7.8,
                wd * 0.45,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens uw offerte {offer}; facturatie na levering op de service-course.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Levering vóór de eerste manche van de Superprestige; textiel in de maten volgens bijgevoegde maattabel.",
        "Gelieve ons bestelnummer op de leveringsbon en de factuur te vermelden. Betaling binnen 30 dagen.",
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
        f"{rng.choice(['Ploegleider', 'Penningmeester', 'Teammanager'])} {rng.choice(['Sven', 'Erwin', 'Tom', 'Sofie'])} {rng.choice(VR_SN)}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(rng, "Voor akkoord leverancier (datum, handtekening)|Handtekening leverancier"),
    )
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind54_nl_be_veldritploeg_bestelbon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _vr)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind54_") and callable(fn)
}

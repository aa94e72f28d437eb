# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for `fit` written blind by a helper (`fit23_*`), in zh-Hans
(two), zh-Hant (Taiwan), ja, en-US, en-PH, de, fr-BE, it and pt-BR.

- fit23_zh_ditie_cheliangduan_laobao_caigou: a metro operator's depot ordering PPE and tools
  (the operator's name centred or at the left with the title, the order number beside the title
  in red, in a label / value grid, in a header row with the value below or in a right-hand data
  block; supplier and buyer panels side by side or stacked in either order, the supplier under
  供应商 / 供方（乙方）/ 卖方 or no label; framework-contract, requisition and project numbers;
  不含税合计 / 折扣 / 税额 13 % / 价税合计 with 大写, its amount at times on the line below; a 5 %
  retention line; a landscape variant).
- fit23_zh_ranqi_tiaoya_biaoju_caigou: a city gas company's order for regulators and meters
  (a full-width boxed form grid holding the order number and the supplier's own cell, or a
  header row, or the number under the title; lines priced with tax, 税率 column, 不含税金额 /
  税额 / 订单总金额（含税）at times with the figure under its label, 大写, 预付款 / 到货款 /
  质保金 after the total).
- fit23_tw_yimei_zhensuo_haocai_dinggou: a Taiwanese aesthetic clinic's consumables order
  (訂購單, ROC dates, 統一編號 for both sides, the number beside the title / in a grid / in a
  header row / at the right, the supplier under 廠商名稱 / 供應商 / 受訂廠商 or no label, NT$
  whole dollars, 未稅合計 / 折讓 / 營業稅 5 % / 總計, an 訂金 already paid, 大寫 at times).
- fit23_ja_toshokan_soubi_shizai_hacchu: a Japanese library's book-processing supplies order
  (発注書 / 注文書 / 物品発注書, the supplier with 御中 or 様 at the top left or in a 発注先 grid
  cell, the library with a seal, the number in a small box, a header row or beside the title,
  a 合計金額 box whose amount sits on the line below its label, 小計 / 消費税 / 送料 / 合計,
  invoice registration numbers, 検収 boxes).
- fit23_en_us_makerspace_po: a community makerspace's order for filament, laser and CNC parts
  and lumber (letter or A4, landscape at times; PURCHASE ORDER with the number beside the
  title, in a boxed grid, a header row or a right-hand block; the vendor under Vendor /
  Supplier / To or none; Ship To and Bill To blocks; grant codes, requisitions, quotes, EIN;
  subtotal / discount / shipping / sales tax or tax-exempt / total, at times on the line
  below; a deposit and balance due).
- fit23_en_ph_rice_mill_sacks_parts_po: a Philippine rice mill's order for sacks and mill
  parts (TIN lines, P.O. No. in a boxed grid / beside the title / at the right, Supplier or
  "To" or no label, Deliver to the mill warehouse, VATable sales / VAT 12 % / Total Amount
  Due, the amount in words in pesos, an EWT note, Conforme and approval signatures).
- fit23_de_segelflugverein_ersatzteile_bestellung: a German gliding club's order for glider
  parts and airfield gear (DIN window address with a sender line and at times "Firma", the
  order data at the right or in a header row or in the subject line "Bestellung Nr.",
  Lieferanschrift at the airfield, 19 % MwSt, Gesamtbetrag at times on the line below, an
  Anzahlung, Vereinsregister in the footer).
- fit23_fr_be_atelier_vitrail_bon_commande: a Belgian stained-glass studio's order for glass,
  lead came and kiln supplies (BON DE COMMANDE with its number beside the title, in a grid,
  in a header row or a data block; Fournisseur / À l'attention de or no label; Total HTVA /
  remise / TVA 21 % / Total TVAC, an acompte, numéro d'entreprise and IBAN).
- fit23_it_coltelleria_conferma_ordine: an Italian cutlery maker's order confirmation (the
  seller's letterhead first, its own conferma number, the customer's order "Vs. ordine n."
  beside it in a grid, a header row or a data block, Spett.le customer and Destinazione
  merce blocks, Imponibile / sconto / IVA 22 % / Totale documento, an acconto, P.IVA, SDI).
- fit23_pt_br_fazenda_cafe_insumos_pedido: a Brazilian coffee farm's order for inputs and
  harvest gear (Pedido de Compra Nº beside the title, in a grid, a header row or a data
  block, Fornecedor with CNPJ / IE or no label, Local de entrega, Subtotal / Desconto /
  Frete / Valor total do pedido at times on the line below, an entrada and saldo).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, grant or
the seller's own confirmation number; on the seller's confirmation the customer's order
number); the supplier exactly as printed on its own first line (the seller of the
confirmation; never 御中, 様, "Firma", "Attn" or "To"); the grand total as "1234.50" (whole
yen and NT$ as "1234.00"; after discounts, incl. tax, before deposits, retentions and
prepayments); "" when the document states none, about one document in eleven.
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
ONE = Decimal(1)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)
INKS = [black, Color(0.1, 0.25, 0.55), Color(0.55, 0.1, 0.12), Color(0.1, 0.4, 0.3)]


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (Belgium, France)."""
    return grouped(v, " ", ",")


def w0(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


def whole(v: Decimal) -> Decimal:
    return v.quantize(ONE, rounding=ROUND_HALF_UP)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def pct_of(v: Decimal, pct: Decimal | int | str) -> Decimal:
    return r2(v * Decimal(pct) / 100)


def _weights(pairs: list[tuple[str, str]], w: float, width: Callable[[str], float]) -> list[float]:
    wts = [max(width(a), width(b)) + 12 for a, b in pairs]
    return [w * k / sum(wts) for k in wts]


def refs_la(
    d: la.Doc, x: float, y: float, w: float, pairs: list[tuple[str, str]], size: float, mode: str
) -> float:
    """Reference pairs on a la page in one of four ways: a boxed grid (labels over values), a
    header row with the values below, a label / right-aligned value block, label: value lines.
    Returns the y below."""
    labs, vals = [a for a, _ in pairs], [b for _, b in pairs]
    if mode in ("grid", "row"):
        ws = _weights(pairs, w, lambda s: d.width(s, size, True))
        if mode == "grid":
            return d.grid(x, y, ws, labs, vals, size)
        d.line(x, y, x + w, y, 0.6)
        y = lrow(d, x, y, ws, labs, "l" * len(ws), h=size + 8, size=size - 0.8, b=True, fill=0.88)
        return lrow(d, x, y, ws, vals, "l" * len(ws), h=size + 9, size=size)
    if mode == "right":
        for a, b in pairs:
            d.t(x, y + size, a, size, b=True)
            d.t(x + w, y + size, b, size, al="r")
            y += size * 1.45
        return y
    lw = max(d.width(a, size, True) for a in labs) + 8
    for a, b in pairs:
        d.t(x, y + size, a, size, b=True)
        d.t(x + lw, y + size, b, size, maxw=w - lw)
        y += size * 1.45
    return y


def refs_cj(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    size: float,
    mode: str,
    ink: Color = black,
    sep: str = "：",
) -> float:
    """The cj page's version of refs_la: a ruled label / value grid two pairs a row, a header
    row with the values below, a label / right-aligned value block, or label：value lines."""
    if mode == "grid":
        rows = []
        for i in range(0, len(pairs), 2):
            row = [pairs[i][0], pairs[i][1]]
            if i + 1 < len(pairs):
                row += [pairs[i + 1][0], pairs[i + 1][1]]
            rows.append(row)
        return kgrid(
            pdf, x, y, cj.rel(w, [15, 35, 15, 35]), rows, h=size + 10, size=size, ink=ink, fill=PALE
        )
    if mode == "row":
        ws = _weights(pairs, w, lambda s: cj.stringWidth(s, cj.FONT_NAME, size))
        n = len(pairs)
        y = crow(
            pdf,
            x,
            y,
            ws,
            [a for a, _ in pairs],
            "c" * n,
            h=size + 9,
            size=size - 0.4,
            fill=PALE,
            head=True,
        )
        return crow(pdf, x, y, ws, [b for _, b in pairs], "c" * n, h=size + 10, size=size)
    if mode == "right":
        for a, b in pairs:
            pdf.text(x, y + size, a, size, colour=GREY)
            pdf.text(x + w, y + size, b, size, align="r")
            y += size * 1.65
        return y
    for a, b in pairs:
        pdf.text(x, y + size, f"{a}{sep}{b}", size, maxw=w)
        y += size * 1.65
    return y


def total_la(
    d: la.Doc,
    rng: random.Random,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str, bool]],
    lab: str,
    val: str,
    size: float,
) -> float:
    """Summary rows, then the grand total: on its label's line, boxed or shaded at times, or
    with the figure on the line below the label."""
    if rows:
        y = d.summary(xl, xr, y, rows, size)
    if rng.random() < 0.4:
        d.line(xl - 4, y + 2, xr + 3, y + 2, 0.8)
        d.t(xl, y + 14, lab, size + 0.4, b=True)
        d.t(xr, y + 30, val, size + 2.4, b=True, al="r")
        return y + 36
    shade = 0.88 if rng.random() < 0.35 else None
    return d.summary(
        xl, xr, y, [(lab, val, True)], size + 0.4, box_last=rng.random() < 0.5, shade=shade
    )


def words_en(n: int) -> str:
    return cj._words(n)


# --------------------------------------------------------------------------- 1 zh-Hans metro depot's PPE and tools order

DT_CITY = "成都 武汉 西安 长沙 郑州 合肥 南昌 昆明 南宁 福州 厦门 无锡 苏州 宁波 青岛 济南".split()
DT_BUY = [
    "{c}地铁运营有限公司",
    "{c}轨道交通集团有限公司运营分公司",
    "{c}市域铁路运营有限公司",
    "{c}地铁集团有限公司",
]
DT_PLACE = "东湖 北郊 南站 龙泉 青山 白沙 西湖 滨江 天河 高新".split()
DT_DEPOT = "车辆段 停车场 综合维修基地 检修中心".split()
DT_S = "安达 盾力 恒盾 卫康 华安 鑫安 劲牛 凯博 东亚 众信 顺达 宏远".split()
DT_SUP = [
    "{c}{s}劳保用品有限公司",
    "{c}{s}安全防护用品有限公司",
    "{c}{s}五金工具有限公司",
    "{s}工业用品（{c}）有限公司",
    "{c}{s}电气设备有限公司",
]
DT_BARE = ["{c}{s}劳保用品商行", "{c}市{s}五金经营部", "{s}劳保店"]
DT_ITEMS = [
    ("防静电工作服", "涤棉 藏青 春秋款", "套", 120, 260),
    ("绝缘手套", "12kV 带电作业", "副", 65, 150),
    ("安全帽", "ABS V型 带下颏带", "顶", 18, 45),
    ("反光背心", "荧光黄 3M反光条", "件", 12, 35),
    ("劳保鞋", "防砸防穿刺 绝缘6kV", "双", 130, 280),
    ("扭力扳手", "预置式 40-200N·m", "把", 380, 860),
    ("数字万用表", "FLUKE 17B+", "台", 420, 760),
    ("强光头灯", "锂电 IP65", "个", 55, 140),
    ("防尘口罩", "KN95 头戴式 20只/盒", "盒", 28, 66),
    ("护目镜", "防冲击 防雾", "副", 16, 42),
    ("验电器", "声光 0.4-35kV", "支", 160, 360),
    ("耳塞", "3M 1100 200副/盒", "盒", 85, 160),
    ("工具包", "帆布 多袋", "个", 45, 110),
    ("接地线", "25mm² 三相 含线夹", "组", 320, 680),
]


def _dt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.22
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(DT_CITY, 2)
    buyer = rng.choice(DT_BUY).format(c=c1)
    depot = f"{rng.choice(DT_PLACE)}{rng.choice(DT_DEPOT)}"
    sup = bare_or(rng, DT_SUP, DT_BARE, 0.25).format(c=c2, s=rng.choice(DT_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DT-CG{Y}{m}{n4}|CGDD{y}{m}{d}{n3}|{Y}CG{n5}|YY-WZ-{Y}-{n4}")
    req = cj.number(rng, d, "QG{Y}{m}{n3}|XQ-{y}{n4}")
    ht = cj.number(rng, d, "KJXY-{Y}-{n3}|HT{Y}{n4}")
    proj = cj.number(rng, d, "{Y}-LB-{n2}|XM{y}{n3}")
    stated = stated_of(rng)
    mode = rng.choice(["title", "grid", "row", "block"])
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|采购单号")
    ink = rng.choice(INKS)
    ds = rng.choice(["cn", "iso", "slash", "cn0"])
    page = [1]

    def foot() -> None:
        s_ = f"第{page[0]}页／共{of}页" if of else f"第{page[0]}页"
        pdf.text(pdf.w / 2, pdf.h - 22, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　采购订单（续）", 8.6, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.6, align="r")
        return 44

    title = cj.pick(rng, "采购订单|物资采购订单|劳保用品采购订单|采 购 订 单")
    if mode == "block":
        pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
        pdf.text(m, 54, f"{depot}物资部　电话：{cj.zh_tel(rng)}", 7.8, colour=GREY)
        yb = refs_cj(
            pdf,
            right - 200,
            26,
            200,
            [(po_lab, po), ("下单日期", cj.fdate(d, ds)), ("框架协议号", ht)],
            8.4,
            "right",
        )
        pdf.text(pdf.w / 2, max(yb, 66) + 20, title, 16, align="c", bold=True)
        y = max(yb, 66) + 32
    else:
        if rng.random() < 0.5:
            pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
            pdf.text(pdf.w / 2, 66, title, 16, align="c", bold=True)
            pdf.line(pdf.w / 2 - 70, 71, pdf.w / 2 + 70, 71, lw=0.7)
        else:
            pdf.text(m, 42, buyer, 13, bold=True, colour=ink)
            pdf.text(m, 56, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY)
            pdf.text(right, 48, title, 17, align="r", bold=True)
        y = 80
        if mode == "title":
            pdf.text(right, 66 if y == 80 else 66, f"No. {po}", 11, align="r", colour=RED)
            po_lab = "No."
            pdf.text(m, 72, f"日期：{cj.fdate(d, ds)}", 8.4)
            y = 82
        elif mode == "grid":
            pairs = [
                (po_lab, po),
                ("订单日期", cj.fdate(d, ds)),
                ("请购单号", req),
                ("框架协议号", ht),
            ]
            if rng.random() < 0.4:
                pairs[0], pairs[2] = pairs[2], pairs[0]
            y = refs_cj(pdf, m, y, wd, pairs, 8.4, "grid", ink=ink) + 8
        else:
            pairs = [
                (po_lab, po),
                ("订单日期", cj.fdate(d, ds)),
                ("框架协议号", ht),
                ("请购单号", req),
                ("交货期", cj.fdate(cj.later(rng, d, 5, 25), ds)),
            ]
            if rng.random() < 0.4:
                pairs[0], pairs[1] = pairs[1], pairs[0]
            y = refs_cj(pdf, m, y, wd, pairs, 8.2, "row") + 8
    y += 4
    sup_lab = cj.pick(rng, "供应商|供方（乙方）|卖方|供货单位|")
    sp = [
        sup,
        f"地址：{cj.zh_addr(rng)}",
        f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"税号：{cj.credit_code(rng)}",
    ]
    bp = [
        buyer,
        f"收货地点：{depot}材料库（{cj.zh_addr(rng)}）",
        f"收货人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"纳税人识别号：{cj.credit_code(rng)}",
    ]
    if mode in ("title", "block"):
        bp.append(f"请购单号：{req}　项目编号：{proj}")
    else:
        bp.append(f"项目编号：{proj}")
    blab = cj.pick(rng, "采购方|需方（甲方）|买方|收货单位")
    panels = [(sup_lab, sp), (blab, bp)]
    if rng.random() < 0.4:
        panels.reverse()
    if rng.random() < 0.6:
        pw = (wd - 16) / 2
        ymax = y
        for k, (lab, rows) in enumerate(panels):
            x = m + k * (pw + 16)
            yy = y
            if lab:
                pdf.text(x, yy + 9, f"{lab}：", 8.4, colour=ink, bold=True)
                yy += 13
            for i, s_ in enumerate(rows):
                for ln in cj.wrap(s_, 9 if i == 0 else 8, pw - 4):
                    pdf.text(x, yy + 10, ln, 9 if i == 0 else 8, bold=i == 0)
                    yy += 13
            ymax = max(ymax, yy)
        y = ymax + 6
    else:
        for lab, rows in panels:
            pdf.rect(m, y, wd, 4 + 13 * len(rows) + (13 if lab else 0), stroke=GREY, lw=0.4)
            yy = y + 2
            if lab:
                pdf.text(m + 5, yy + 10, f"{lab}：", 8.2, colour=ink, bold=True)
                yy += 13
            for i, s_ in enumerate(rows):
                pdf.text(m + 5, yy + 10, s_, 9 if i == 0 else 8, bold=i == 0, maxw=wd - 10)
                yy += 13
            y = yy + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 40])
    lines = more_lines(
        rng, DT_ITEMS, n, [5, 10, 20, 30, 50, 100, 200], ["（加大）", "（冬季款）", "（女款）"]
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        code = f"WZ{rng.randint(10000000, 99999999)}"
        body.append(
            (
                [
                    str(i),
                    code,
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    ws = cj.rel(wd, [5, 13, 17, 22, 6, 8, 13, 16])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["序号", "物资编码", "物资名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcccrr",
        rowh=17,
        size=7.6,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = pct_of(sub, rng.choice([0, 0, 0, 2, 3, 5]))
    tax = pct_of(sub - off, 13)
    total = sub - off + tax
    if y + 120 > bottom:
        y = brk()
    if stated:
        rows = [("合计（不含税）", cj.money(sub))]
        if off:
            rows.append(("折扣", f"-{cj.money(off)}"))
        rows.append(("税额（13%）", cj.money(tax)))
        tl = cj.pick(rng, "价税合计|订单总金额|合计金额（含税）|总计")
        if rng.random() < 0.5:
            w2 = [sum(ws[:6]), ws[6], ws[7]]
            for lab, v in rows:
                y = crow(pdf, m, y, w2, ["", lab, v], "lrr", h=17, size=7.8)
            y = crow(
                pdf,
                m,
                y,
                w2,
                [f"人民币（大写）：{cj.daxie(total)}", tl, f"¥{cj.money(total)}"],
                "lrr",
                h=20,
                size=8.2,
                bold=True,
                fill=PALE,
            )
            y += 4
        else:
            y += 10
            for lab, v in rows:
                pdf.text(right - 110, y + 9, f"{lab}：", 8.4, align="r")
                pdf.text(right, y + 9, v, 8.4, align="r")
                y += 14
            if rng.random() < 0.5:
                pdf.text(right - 110, y + 11, f"{tl}：", 9.6, align="r", bold=True)
                pdf.text(right, y + 11, f"¥{cj.money(total)}", 10, align="r", bold=True)
                y += 16
            else:
                pdf.text(right - 180, y + 11, f"{tl}（含税）：", 9.6, bold=True)
                pdf.text(right, y + 29, f"¥{cj.money(total)}", 12, align="r", bold=True, colour=ink)
                y += 36
            pdf.text(m, y + 8, f"大写：{cj.daxie(total)}", 8.4)
            y += 14
        if rng.random() < 0.55:
            pdf.text(
                m,
                y + 9,
                f"质保金：合同总额的5%（¥{cj.money(pct_of(total, 5))}）于质保期满后无息支付。",
                8,
            )
            y += 14
    else:
        y += 8
        pdf.text(m, y + 8, f"单价按框架协议{ht}执行，结算金额以实际验收数量为准。", 8.4)
        y += 16
    for t in [
        "1. 劳保用品须符合国家标准并提供检测报告，绝缘工器具附出厂试验报告。",
        f"2. 送货时间：{cj.fdate(cj.later(rng, d, 5, 30), 'cn')}前送至{depot}，工作日8:30-16:30。",
        "3. 送货单、发票须注明本订单编号，否则不予受理。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 28
    for k, lab in enumerate(["采购员：", "部门负责人：", "分管领导：", "供应商确认（签章）："]):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k == 0 else ''}", 8.2)
    if rng.random() < 0.55:
        pdf.stamp(m + wd * 0.5, y - 6, buyer, rng, caption="物资采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_zh_ditie_cheliangduan_laobao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dt)


# --------------------------------------------------------------------------- 2 zh-Hans city gas company's regulator and meter order

RQ_CITY = "淄博 潍坊 烟台 盐城 扬州 镇江 嘉兴 湖州 金华 九江 宜昌 岳阳 柳州 遵义".split()
RQ_BUY = [
    "{c}港华燃气有限公司",
    "{c}华润燃气有限公司",
    "{c}市燃气集团有限公司",
    "{c}新奥燃气发展有限公司",
    "{c}中燃城市燃气有限公司",
]
RQ_S = "金卡 先锋 天信 贝特 春晖 正星 瑞星 汉威 鸿泰 新峰 通达 恒信".split()
RQ_SUP = [
    "{c}{s}燃气设备有限公司",
    "{c}{s}仪表有限公司",
    "{s}智能科技股份有限公司",
    "{c}{s}管道科技有限公司",
    "{s}调压器制造（{c}）有限公司",
]
RQ_BARE = ["{c}{s}燃气器材经营部", "{c}市{s}阀门商行"]
RQ_ITEMS = [
    ("RX100/0.4A 调压箱", "进口0.4MPa 出口2.5kPa", "台", 3800, 7200),
    ("楼栋调压箱", "RX50/0.4C", "台", 1900, 3600),
    ("膜式燃气表", "G2.5 铝壳 左进", "只", 150, 260),
    ("物联网智能燃气表", "G4 NB-IoT", "只", 420, 680),
    ("工商业罗茨流量计", "DN80 G100", "台", 8600, 15000),
    ("家用燃气报警器", "JT-AEC2363 联动切断", "只", 120, 240),
    ("PE燃气管", "SDR11 dn110", "米", 38, 62),
    ("钢塑转换接头", "dn63×DN50", "个", 95, 180),
    ("电熔三通", "dn110", "个", 120, 230),
    ("燃气专用球阀", "Q41F-16P DN50", "个", 260, 520),
    ("不锈钢波纹管", "DN15 2m", "根", 28, 60),
    ("阴极保护测试桩", "铸铁 含接线板", "套", 360, 720),
]


def _rq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(RQ_CITY, 2)
    buyer = rng.choice(RQ_BUY).format(c=c1)
    sup = bare_or(rng, RQ_SUP, RQ_BARE, 0.2).format(c=c2, s=rng.choice(RQ_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "RQ{Y}{m}{n4}|PO-{Y}-{n5}|45{n8}|CG{y}{m}{d}-{n2}")
    apply_no = cj.number(rng, d, "SQ{Y}{n4}|PR{y}{m}{n3}")
    ht = cj.number(rng, d, "RQHT-{Y}-{n3}|ZB{Y}{n4}")
    vcode = cj.number(rng, d, "V{n6}|GYS{n5}")
    stated = stated_of(rng)
    mode = rng.choice(["form", "form", "row", "under"])
    po_lab = cj.pick(rng, "订单号|采购订单号|订单编号|PO号")
    ink = rng.choice(INKS)
    ds = rng.choice(["cn", "iso", "slash"])
    page = [1]
    inc = rng.random() < 0.6

    def foot() -> None:
        pdf.text(m, pdf.h - 24, f"打印时间：{cj.fdate(d, 'iso')}　SRM系统生成", 7, colour=GREY)
        pdf.text(
            right,
            pdf.h - 24,
            f"{page[0]}/{of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"采购订单（续页）　{po_lab}：{po}", 8.6)
        return 44

    pdf.text(pdf.w / 2, 40, buyer, 14, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        62,
        cj.pick(rng, "采购订单|物资采购订单|采购订单（PURCHASE ORDER）"),
        15,
        align="c",
        bold=True,
    )
    y = 74
    if mode == "under":
        pdf.text(right, y + 6, f"{po_lab}：{po}", 9.4, align="r", bold=True)
        pdf.text(m, y + 6, f"订单日期：{cj.fdate(d, ds)}", 8.4)
        y += 16
    rows = []
    if mode == "form":
        rows.append([po_lab, po, "订单日期", cj.fdate(d, ds)])
    rows += [
        ["供应商名称", sup, "供应商编码", vcode],
        ["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "传真", cj.zh_tel(rng)],
        ["采购申请号", apply_no, "合同编号", ht],
        [
            "收货单位",
            f"{buyer}{rng.choice(['储运中心', '物资库', '管网运行部'])}",
            "收货人",
            f"{cj.person(rng)} {cj.mobile(rng)}",
        ],
    ]
    if mode == "form" and rng.random() < 0.35:
        rows[0], rows[1] = rows[1], rows[0]
    if mode == "row":
        pairs = [
            (po_lab, po),
            ("订单日期", cj.fdate(d, ds)),
            ("采购组织", f"{c1}物资采购中心"),
            ("币种", "CNY"),
        ]
        y = refs_cj(pdf, m, y, wd, pairs, 8.2, "row") + 6
    y = kgrid(pdf, m, y, cj.rel(wd, [14, 38, 13, 35]), rows, h=18, size=8.2, ink=ink, fill=PALE) + 8
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        RQ_ITEMS,
        n,
        [2, 5, 10, 20, 50, 100, 200],
        ["（防爆型）", "（加强型）", "（试点）"],
        big=3000,
    )
    body = [
        (
            [
                str(i * 10),
                f"{rng.randint(1000000, 9999999)}",
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                cj.money(p) if stated else "",
                "13%",
                cj.money(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [6, 11, 19, 19, 6, 8, 12, 7, 14])
    price_h = "含税单价" if inc else "单价"
    y = ctable(
        pdf,
        m,
        y,
        ws,
        [
            "行号",
            "物料编码",
            "物料名称",
            "规格型号",
            "单位",
            "数量",
            price_h,
            "税率",
            "含税金额" if inc else "金额",
        ],
        body,
        "cclllrrcr",
        rowh=17,
        size=7.4,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    fr = Decimal(rng.choice([0, 0, 0, 200, 500]))
    if inc:
        total = sub + fr
        net = r2(total / Decimal("1.13"))
        tax = total - net
    else:
        net = sub + fr
        tax = pct_of(net, 13)
        total = net + tax
    if y + 130 > bottom:
        y = brk()
    if stated:
        y += 8
        if fr:
            pdf.text(right, y + 8, f"运输费：{cj.money(fr)}", 8.4, align="r")
            y += 14
        pdf.text(
            right, y + 8, f"不含税金额：{cj.money(net)}　税额：{cj.money(tax)}", 8.4, align="r"
        )
        y += 16
        tl = cj.pick(rng, "订单总金额（含税）|合计金额|价税合计|订单金额合计")
        if rng.random() < 0.5:
            pdf.rect(m, y, wd, 34, stroke=ink, lw=0.7)
            pdf.text(m + 6, y + 13, f"{tl}（大写）：{cj.daxie(total)}", 8.8)
            pdf.text(m + 6, y + 27, f"{tl}（小写）：¥{cj.money(total)}", 8.8, bold=True)
            y += 40
        elif rng.random() < 0.5:
            pdf.text(right - 200, y + 10, f"{tl}：", 9.4, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 12.5, align="r", bold=True)
            pdf.text(m, y + 28, f"大写：{cj.daxie(total)}", 8.4)
            y += 36
        else:
            pdf.text(right, y + 10, f"{tl}：¥{cj.money(total)}", 10, align="r", bold=True)
            pdf.text(m, y + 10, f"人民币{cj.daxie(total)}", 8.4)
            y += 18
        if rng.random() < 0.7:
            a30 = pct_of(total, 30)
            pdf.text(
                m,
                y + 9,
                f"付款条件：预付款30%（¥{cj.money(a30)}），到货验收后付60%，质保金10%一年后支付。",
                8,
            )
            y += 14
    else:
        y += 8
        pdf.text(m, y + 8, f"价格按中标价格（合同{ht}）执行，结算以到货验收数量为准。", 8.4)
        y += 16
    for t in [
        "1. 燃气计量器具须附计量检定证书，调压设备须提供型式试验报告及产品合格证。",
        "2. 供应商应在收到订单后2个工作日内在SRM系统确认，逾期视为接受。",
        "3. 发票开具：增值税专用发票，发票备注栏注明订单号。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 26
    pdf.text(m, y, f"采购员：{cj.person(rng)}", 8.2)
    pdf.text(m + wd * 0.3, y, "审批：", 8.2)
    pdf.text(m + wd * 0.55, y, "供应商确认（签章）：", 8.2)
    pdf.text(m + wd * 0.55, y + 18, "日期：", 8.2)
    if rng.random() < 0.5:
        pdf.stamp(m + wd * 0.3 + 40, y - 4, buyer, rng, caption="合同专用章", r=30)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_zh_ranqi_tiaoya_biaoju_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rq)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese aesthetic clinic's consumables order

YM_X = "晶緻 美研 菁華 杏林 柔光 悅顏 采妍 極緻 芙莉 森美 璀璨 麗格".split()
YM_BUY = ["{x}醫美診所", "{x}皮膚科診所", "{x}整形外科診所", "{x}美學診所"]
YM_CITY = "台北市大安區 台北市信義區 新北市板橋區 台中市西屯區 高雄市苓雅區 桃園市中壢區 台南市東區".split()
YM_ROAD = "忠孝東路四段 敦化南路一段 文心路二段 中正路 民族一路 四維三路 府前路".split()
YM_S = "瑞通 康聯 昱晟 美德 宏碩 安昇 柏瑞 采康 聖展 捷醫 鼎峰 嘉信".split()
YM_SUP = [
    "{s}生技股份有限公司",
    "{s}醫療器材有限公司",
    "{s}國際貿易有限公司",
    "{s}醫材股份有限公司",
    "台灣{s}醫學科技有限公司",
]
YM_BARE = ["{s}醫材行", "{s}醫療器材行"]
YM_ITEMS = [
    ("玻尿酸填充劑", "1ml 含利多卡因", "支", 3200, 6800),
    ("皮秒雷射手具耗材", "532/1064nm", "組", 8500, 16000),
    ("音波拉提探頭", "4.5mm 1500發", "支", 12000, 26000),
    ("醫用修護面膜", "5片/盒", "盒", 280, 650),
    ("術後冷敷凝膠", "50ml", "條", 180, 420),
    ("無菌手套", "7.0 50雙/盒", "盒", 420, 880),
    ("注射針頭", "30G×13mm 100支", "盒", 260, 520),
    ("表面麻醉藥膏", "30g", "條", 350, 720),
    ("酒精棉片", "200片/盒", "盒", 65, 140),
    ("微針滾輪", "0.5mm 拋棄式", "支", 180, 420),
    ("防曬隔離乳", "SPF50 30ml 院內用", "瓶", 320, 680),
    ("拋棄式床單", "80×180cm 100張", "包", 480, 920),
]


def tw_ban(rng: random.Random) -> str:
    return f"{rng.randint(10000000, 99999999)}"


def _ym(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = rng.choice(YM_BUY).format(x=rng.choice(YM_X))
    sup = bare_or(rng, YM_SUP, YM_BARE, 0.2).format(s=rng.choice(YM_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n3}|{roc}{m}{d}{n2}|YM-{Y}-{n4}|A{y}{m}{n4}")
    qt = cj.number(rng, d, "Q{roc}{n4}|報{y}{m}{n3}")
    stated = stated_of(rng)
    mode = rng.choice(["title", "grid", "row", "right"])
    po_lab = cj.pick(rng, "訂購單號|單號|採購單號|訂單編號")
    ink = rng.choice(INKS)
    ds = rng.choice(["roc", "rocs", "slash"])
    page = [1]

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"第 {page[0]} 頁，共 {of} 頁" if of else f"第 {page[0]} 頁",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　訂購單（續）　{po_lab}：{po}", 8.6)
        return 44

    addr = (
        f"{rng.choice(YM_CITY)}{rng.choice(YM_ROAD)}{rng.randint(1, 300)}號{rng.randint(2, 12)}樓"
    )
    title = cj.pick(rng, "訂購單|訂 購 單|採購訂單|耗材訂購單")
    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            54,
            f"{addr}　電話 {cj.tw_tel(rng)}　統一編號 {tw_ban(rng)}",
            7.4,
            align="c",
            colour=GREY,
        )
        pdf.text(pdf.w / 2, 78, title, 16, align="c", bold=True)
        ty = 78
    else:
        pdf.text(m, 42, buyer, 14, bold=True, colour=ink)
        pdf.text(m, 56, addr, 7.4, colour=GREY)
        pdf.text(
            m,
            67,
            f"TEL {cj.tw_tel(rng)}　FAX {cj.tw_tel(rng)}　統編 {tw_ban(rng)}",
            7.4,
            colour=GREY,
        )
        pdf.text(right, 46, title, 17, align="r", bold=True)
        ty = 46
    y = max(ty, 67) + 10
    if mode == "title":
        pdf.text(right, ty + 18, f"{po_lab}：{po}", 10, align="r", bold=True)
        y = ty + 26
    elif mode == "right":
        y = (
            refs_cj(
                pdf,
                right - 180,
                ty + 8,
                180,
                [(po_lab, po), ("訂購日期", cj.fdate(d, ds)), ("報價單號", qt)],
                8.4,
                "right",
            )
            + 4
        )
    else:
        pairs = [
            (po_lab, po),
            ("訂購日期", cj.fdate(d, ds)),
            ("報價單號", qt),
            ("付款方式", cj.pick(rng, "月結30天|月結60天|貨到付款|電匯")),
        ]
        if rng.random() < 0.4:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = refs_cj(pdf, m, y, wd, pairs, 8.4, mode, ink=ink) + 8
    sup_lab = cj.pick(rng, "廠商名稱|供應商|受訂廠商|")
    srows = [
        sup,
        f"統一編號：{tw_ban(rng)}",
        f"聯絡人：{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}",
        f"地址：{cj.tw_addr(rng)}",
    ]
    brows = [
        f"送貨地址：{buyer}（{addr}）",
        f"收貨人：{cj.person(rng, 'zh-Hant')} 護理長",
        "醫療器材許可證字號請隨貨附上",
    ]
    pw = (wd - 16) / 2
    yy = y
    if sup_lab:
        pdf.text(m, yy + 9, f"{sup_lab}：", 8.2, colour=GREY)
        yy += 13
    for i, s_ in enumerate(srows):
        pdf.text(m, yy + 10, s_, 9.6 if i == 0 else 8.2, bold=i == 0, maxw=pw)
        yy += 13
    y2 = y
    pdf.text(m + pw + 16, y2 + 9, "交貨資訊", 8.2, colour=GREY)
    y2 += 13
    for s_ in [*brows, f"交貨日期：{cj.fdate(cj.later(rng, d, 3, 20), ds)}"]:
        for ln in cj.wrap(s_, 8.2, pw):
            pdf.text(m + pw + 16, y2 + 10, ln, 8.2)
            y2 += 13
    y = max(yy, y2) + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        YM_ITEMS,
        n,
        [1, 2, 3, 5, 10, 20],
        ["（大包裝）", "（試用）", "（新款）"],
        places=0,
        big=8000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                w0(p) if stated else "",
                w0(a) if stated else "",
                "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 24, 22, 6, 7, 12, 14, 10]),
        ["項次", "品名", "規格", "單位", "數量", "單價", "金額", "備註"],
        body,
        "cllcrrrl",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = whole(sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100)
    tax = whole((sub - disc) * Decimal("0.05"))
    total = sub - disc + tax
    if y + 110 > bottom:
        y = brk()
    y += 6
    if stated:
        rows = [("未稅合計", w0(sub))]
        if disc:
            rows.append(("折讓", f"-{w0(disc)}"))
        rows.append(("營業稅 5%", w0(tax)))
        tl = cj.pick(rng, "總計|含稅總計|合計金額(含稅)|總金額")
        rows.append((tl, f"NT${w0(total)}"))
        w2 = [96, 110]
        for k, (lab, v) in enumerate(rows):
            last = k == len(rows) - 1
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [lab, v],
                "lr",
                h=18,
                size=8.4,
                bold=last,
                fill=PALE if last else None,
            )
        yb = y
        if rng.random() < 0.45:
            pdf.text(m, yb - 8, f"新臺幣{cj.daxie(total, trad=True)}", 8.2)
        if rng.random() < 0.4:
            dep = whole(total * Decimal("0.3"))
            pdf.text(
                m, yb + 12, f"已付訂金：NT${w0(dep)}　尾款：NT${w0(total - dep)}（貨到月結）", 8.2
            )
            y += 16
    else:
        pdf.text(m, y + 10, f"單價依報價單 {qt} 辦理，金額以實際出貨數量為準。", 8.4)
        y += 16
    y += 10
    for t in [
        "1. 醫材須有衛福部許可證，效期須12個月以上。",
        "2. 請於送貨單及發票註明訂購單號，發票請開立二聯式/三聯式並載明統一編號。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.6, colour=GREY)
        y += 12
    if y + 50 > bottom:
        y = brk()
    y += 30
    sw = wd / 4
    for k, lab in enumerate(["院長", "主管", "採購經辦", "廠商簽收回傳"]):
        pdf.line(m + k * sw, y, m + k * sw + sw - 14, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.8)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_tw_yimei_zhensuo_haocai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ym)


# --------------------------------------------------------------------------- 4 ja library's book-processing supplies order

TK_LIB = [
    "{c}市立図書館",
    "{c}市立中央図書館",
    "学校法人{x}学園 {x}大学図書館",
    "{c}町立図書館",
    "{c}県立図書館",
]
TK_C = "府中 藤沢 高崎 松本 倉敷 佐世保 帯広 草津 浜松 津山 鎌倉 四日市".split()
TK_X = "光明 聖和 青葉 白鷺 東邦 桜丘 明倫 若葉".split()
TK_SB = "日本 図書 東京 関西 北辰 丸善 協和 大成 中部 誠文 文栄 三光".split()
TK_SUP = [
    "株式会社{b}ライブラリーサービス",
    "{b}図書館用品株式会社",
    "{b}事務機株式会社",
    "有限会社{b}図書装備",
    "株式会社{b}",
]
TK_ITEMS = [
    ("ブックコートフィルム", "幅30cm×50m 透明", "巻", 3800, 6200),
    ("バーコードラベル", "NW-7 2000枚", "箱", 5200, 9800),
    ("ICタグ", "ISO15693 1000枚", "箱", 42000, 68000),
    ("請求記号ラベル", "3段 白 1000枚", "袋", 1200, 2400),
    ("ブックエンド", "スチール L型 大", "個", 280, 620),
    ("ブックトラック", "両面3段 木製", "台", 48000, 86000),
    ("補修テープ", "ページ補修用 12mm", "巻", 650, 1300),
    ("貸出カード", "紙製 1000枚", "束", 2600, 4800),
    ("ブックポスト用袋", "不織布", "枚", 180, 420),
    ("展示用ブックスタンド", "アクリル A4", "個", 640, 1400),
    ("透明カバー", "新書判 100枚", "袋", 1600, 3200),
    ("除菌クリーナー", "書籍用 500ml", "本", 980, 1800),
]


def _tk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    x = rng.choice(TK_X)
    lib = rng.choice(TK_LIB).format(c=rng.choice(TK_C), x=x)
    sup = rng.choice(TK_SUP).format(b=rng.choice(TK_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}-{n4}|図{y}{m}-{n3}|No.{n6}|H{y}{m}{d}{n2}")
    mitsu = cj.number(rng, d, "M{y}{m}-{n3}|見積第{n4}号")
    keiyaku = cj.number(rng, d, "契{Y}-{n3}|K{n5}")
    stated = stated_of(rng)
    mode = rng.choice(["box", "row", "title", "grid"])
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|伝票番号")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice(INKS)
    page = [1]

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
        pdf.text(m, 34, f"発注書（続き）　{po_lab}：{po}", 8.6)
        return 46

    title = cj.pick(rng, "発　注　書|発注書|注文書|物品発注書")
    tx = pdf.w / 2
    pdf.text(tx, 46, title, 18, align="c", bold=True, colour=ink)
    if mode == "title":
        pdf.text(right, 46, f"No. {po}", 10, align="r")
        po_lab = "No."
        pdf.text(right, 60, f"発注日 {cj.fdate(d, ds)}", 8.4, align="r")
        yy = 64
    elif mode == "box":
        bw = [60, 104]
        yy = 58
        for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    else:
        yy = 58
    y = 84
    in_grid = mode == "grid" and rng.random() < 0.6
    if not in_grid:
        pdf.text(m, y, sup, 12, bold=True)
        pdf.text(
            m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
        )
        pdf.line(m, y + 5, m + max(240, cj.stringWidth(sup, cj.FONT_NAME, 12) + 30), y + 5, lw=0.6)
        pdf.text(m, y + 18, f"登録番号 T{rng.randint(10**12, 10**13 - 1)}", 7.4, colour=GREY)
        pdf.text(m, y + 32, "下記のとおり発注いたします。", 8.6)
    else:
        pdf.text(m, y, "下記のとおり発注いたします。", 8.6)
    ry = max(yy, 92) + 12
    pdf.text(right, ry + 4, lib, 10.5, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.4, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.4, align="r", colour=GREY
    )
    pdf.text(
        right,
        ry + 42,
        f"担当：{rng.choice(['資料係', '管理係', '整理課'])} {cj.person(rng, 'ja')}",
        7.8,
        align="r",
    )
    if rng.random() < 0.6:
        pdf.stamp(right - 14, ry + 12, "図書館印", rng, shape="rect", r=17)
    y = max(y + 44, ry + 52) + 4
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        TK_ITEMS,
        n,
        [1, 2, 3, 5, 10, 20],
        ["（予備）", "（分館用）", "（黄）"],
        places=0,
        big=30000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    ship = Decimal(rng.choice([0, 0, 0, 800, 1200, 1500]))
    tax = ((sub + ship) * Decimal("0.1")).quantize(ONE, rounding=ROUND_DOWN)
    total = sub + ship + tax
    if stated and rng.random() < 0.6:
        pdf.rect(m, y, 230, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(m + 6, y + 11, cj.pick(rng, "合計金額（税込）|ご注文金額（税込）|発注金額"), 8.4)
        pdf.text(
            m + 224,
            y + 34,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 48
    pairs = [
        ("納期", cj.fdate(cj.later(rng, d, 10, 45), ds)),
        ("納入場所", cj.pick(rng, "本館 整理室|分館 事務室|本館 搬入口")),
        ("見積番号", mitsu),
        ("予算科目", cj.pick(rng, "消耗品費|備品購入費|図書館運営費")),
    ]
    if mode in ("row", "grid"):
        pairs = [(po_lab, po), ("発注日", cj.fdate(d, ds)), *pairs]
        if in_grid:
            pairs.insert(2, ("発注先", sup))
        if mode == "row":
            pairs = pairs[:5]
    else:
        pairs.append(("契約番号", keiyaku))
    y = refs_cj(pdf, m, y, wd, pairs, 8, "grid" if mode == "grid" else "row", ink=ink) + 8
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
        cj.rel(wd, [5, 28, 24, 9, 7, 12, 15]),
        ["No.", "品名", "規格・仕様", "数量", "単位", "単価", "金額"],
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
        w2 = [92, 104]
        rows = [("小計", f"{sub:,.0f}")]
        if ship:
            rows.append(("送料", f"{ship:,.0f}"))
        rows += [
            ("消費税（10%）", f"{tax:,.0f}"),
            (cj.pick(rng, "合計|合計金額|総合計"), f"¥{total:,.0f}"),
        ]
        for k, (lab, v) in enumerate(rows):
            last = k == len(rows) - 1
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
    else:
        pdf.text(m, y + 10, "単価は単価契約のとおり。金額は納品数量により確定します。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・納品書・請求書には発注番号を必ずご記入ください。",
        "・適格請求書（インボイス）にてご請求ください。",
        "・搬入は開館前（9時まで）にお願いします。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t, 7.8)
        y += 13
    if y + 52 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["館長", "係長", "担当", "検収"]):
        xx = right - (4 - k) * 44
        pdf.rect(xx, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(xx, y + 13, 44, 32, stroke=black)
        pdf.text(xx + 22, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_ja_toshokan_soubi_shizai_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tk)


# --------------------------------------------------------------------------- 5 en-US community makerspace order

MK_X = "Forge City|Rust Belt|Iron Hive|Tinker Works|Quarry Lab|Bright Spark|Second Shift|Foundry Row|Harbor Build|Cedar Bench".split(
    "|"
)
MK_BUY = [
    "{x} Makerspace, Inc.",
    "{x} Community Workshop",
    "{x} Makers Guild",
    "The {x} Fab Lab Foundation",
]
MK_A = "Kowalski|Hendricks|Marlow|Delgado|Fitzgerald|Okafor|Brennan|Sato|Vasquez|Lindqvist|Pruitt|Caldwell".split(
    "|"
)
MK_SUP = [
    "{a} Industrial Supply Co.",
    "{a} Laser Systems LLC",
    "{a} Hardwoods, Inc.",
    "{a} Filament Corp.",
    "{a} Tool & Abrasives, Inc.",
    "{a} Electronics Distributing LLC",
]
MK_BARE = ["{a} Lumber", "{a} Bros. Hardware", "{a} Welding Supply"]
MK_ITEMS = [
    ("PLA filament 1.75 mm, 1 kg spool", "ea", 16, 28),
    ("PETG filament 1.75 mm, 1 kg spool", "ea", 19, 32),
    ("CO2 laser tube 80 W replacement", "ea", 420, 780),
    ("Baltic birch plywood 1/8 in. 12x20 sheet", "sheet", 3.2, 6.5),
    ("Cast acrylic sheet 1/8 in. 12x24", "sheet", 9, 18),
    ("Carbide end mill 1/4 in. 2-flute upcut", "ea", 14, 32),
    ("Hard maple 4/4 S2S, per board foot", "bf", 6.5, 11),
    ("Solder wire 63/37 0.8 mm, 1 lb", "roll", 24, 42),
    ("Arduino-compatible starter kit", "kit", 28, 55),
    ("Bandsaw blade 93-1/2 in. 1/4 in. 6 TPI", "ea", 18, 34),
    ("MIG wire ER70S-6 0.030, 11 lb spool", "spool", 38, 64),
    ("Safety glasses, clear, ANSI Z87.1", "box", 22, 44),
    ("Shop vacuum filter cartridge", "ea", 26, 48),
]


def _mk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    size = rng.choice([letter, letter, A4])
    land = rng.random() < 0.2
    d = la.Doc(landscape(size) if land else size, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(32, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    buyer = rng.choice(MK_BUY).format(x=rng.choice(MK_X))
    a1, a2 = rng.sample(MK_A, 2)
    sup = bare_or(rng, MK_SUP, MK_BARE, 0.25).format(a=a1)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-####", f"{dt.year}-###", "MS####", f"P{dt:%y%m}##", "#####"])
    )
    req = la.digits(rng, rng.choice(["REQ-####", "R-###"]))
    quote = la.digits(rng, rng.choice(["Q-#####", "QT######", "Quote ####"]))
    grant = la.digits(rng, rng.choice(["Grant CDBG-####", "NEA-##-####", "Fund ###"]))
    vend = la.digits(rng, "V####")
    ein = la.digits(rng, "##-#######")
    stated = stated_of(rng)
    mode = rng.choice(["beside", "grid", "row", "right"])
    po_lab = la.pick(rng, "PO #|PO Number|P.O. No.|Purchase Order #|Order No.")
    dstyle = rng.choice(["us", "usl", "us"])
    df = lambda x: la.dfmt(x, dstyle)  # noqa: E731
    page = [1]
    state = rng.choice(
        [
            ("OH", "Cleveland"),
            ("PA", "Pittsburgh"),
            ("MI", "Grand Rapids"),
            ("WI", "Milwaukee"),
            ("NY", "Buffalo"),
            ("OR", "Portland"),
        ]
    )
    rate = Decimal(rng.choice(["0", "0", "6", "7.25", "8", "5.5"]))

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} is a 501(c)(3) nonprofit · EIN {ein} · accounts@{buyer.split()[0].lower()}makers.org",
            6.8,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 30, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - {po_lab} {po} (continued)", 9, b=True)
        return 52

    d.t(m, 46, buyer, 15, b=True)
    y = d.lines(
        m,
        52,
        [
            f"{rng.randint(100, 4999)} {rng.choice(['Superior Ave', 'Penn Ave', 'Division St', 'Water St', 'Broadway'])}, {state[1]}, {state[0]} {la.digits(rng, '#####')}",
            f"({la.digits(rng, '###')}) {la.digits(rng, '###-####')} · shop@{a2.lower()}makers.org",
        ],
        7.8,
        lead=10,
    )
    tt = la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER")
    if mode == "beside":
        d.t(
            r,
            46,
            f"{tt} {'#' if rng.random() < 0.5 else 'No. '}{po}".replace("# ", "#"),
            14,
            b=True,
            al="r",
        )
        d.t(r, 60, f"Date: {df(dt)}", 8.6, al="r")
    else:
        d.t(r, 46, tt, 15, b=True, al="r")
    y += 10
    others = [("Requisition", req), ("Vendor Quote", quote), ("Grant / Fund", grant)]
    if mode == "right":
        ky = refs_la(
            d,
            m + wd * 0.6,
            60,
            wd * 0.4,
            [(po_lab, po), ("Date", df(dt)), *others[:2]],
            8.2,
            "right",
        )
        y = max(y, ky) + 6
    elif mode in ("grid", "row"):
        pairs = [
            (po_lab, po),
            ("Date", df(dt)),
            ("Vendor ID", vend),
            *others[:2],
            ("Terms", la.pick(rng, "Net 30|Net 15|Credit card|Due on receipt")),
        ]
        if rng.random() < 0.35:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = refs_la(d, m, y, wd, pairs, 8.2, mode) + 12
    vlab = la.pick(rng, "Vendor|Supplier|To|VENDOR|")
    cw = (wd - 24) / 3
    blocks = [
        (
            vlab,
            [
                sup,
                f"{rng.randint(10, 9999)} {rng.choice(['Industrial Pkwy', 'Commerce Dr', 'Mill St', 'Route 9'])}",
                f"{rng.choice(['Akron', 'Erie', 'Toledo', 'Dayton', 'Rochester'])}, {state[0]} {la.digits(rng, '#####')}",
                f"Attn: {rng.choice(['Mike', 'Dana', 'Luis', 'Tara'])} {a2}",
                f"Tel ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
            ],
        ),
        (
            "Ship To",
            [
                f"{buyer}",
                "Receiving - Loading Dock B",
                f"{rng.randint(100, 4999)} {rng.choice(['Lakeside Ave', 'Liberty Ave', 'Grand River Ave'])}",
                f"{state[1]}, {state[0]} {la.digits(rng, '#####')}",
            ],
        ),
        ("Bill To", ["Accounts Payable", buyer, f"ap@{a2.lower()}makers.org"]),
    ]
    if rng.random() < 0.3:
        blocks = [blocks[1], blocks[0], blocks[2]]
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 12)
        top = y
        if lab:
            d.t(xx, top + 8, lab, 8, b=True, grey=0.35)
            d.line(xx, top + 11, xx + cw, top + 11, 0.4)
            top += 14
        yy = max(yy, d.lines(xx, top, rows, 8.4, b_first=rows[0] == sup, lead=11))
    y = yy + 10
    if mode in ("beside", "right"):
        d.t(
            m,
            y + 8,
            f"Vendor ID: {vend}    Grant / Fund: {grant}    Ship via: {la.pick(rng, 'UPS Ground|FedEx|Vendor truck|Will call')}",
            8,
            grey=0.2,
        )
        y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng, MK_ITEMS, n, [1, 2, 4, 5, 10, 12, 20, 50], ["(black)", "(white)", "(spare)"], big=300
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "SKU-#####"),
                it[0],
                f"{q:,.0f}",
                it[1],
                en2(p) if stated else "",
                en2(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.12, 0.45, 0.07, 0.08, 0.11, 0.12)],
        ["#", "Item", "Description", "Qty", "Unit", "Unit Price", "Amount"],
        body,
        "lllrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = pct_of(sub, rng.choice([0, 0, 5, 10]))
    ship = Decimal(rng.choice([0, 0, 25, 45, 89.5])).quantize(Decimal("0.01"))
    tax = pct_of(sub - disc, rate)
    total = sub - disc + ship + tax
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", en2(sub), False)]
        if disc:
            rows_.append(("Nonprofit discount", f"-{en2(disc)}", False))
        if ship:
            rows_.append(("Shipping & handling", en2(ship), False))
        rows_.append((f"Sales tax {rate}%" if rate else "Sales tax (exempt)", en2(tax), False))
        lab = la.pick(rng, "TOTAL|PO Total|Grand Total|Total Due|ORDER TOTAL")
        xl = m + wd * (0.62 if not land else 0.7)
        y = total_la(d, rng, xl, r - 3, y, rows_, lab, f"${en2(total)}", 8.6)
        if rng.random() < 0.4:
            dep = pct_of(total, 50)
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Deposit paid (card)", f"-{en2(dep)}", False),
                    ("Balance due", en2(total - dep), False),
                ],
                8,
            )
        if not rate:
            y = wrapped(
                d,
                m,
                y + 2,
                "Tax exempt: Ohio/PA exemption certificate on file with vendor.",
                7.6,
                wd * 0.55,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing per vendor quote {quote}; invoice actual quantities shipped.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Please reference our PO number on all packing slips and invoices. Partial shipments accepted; back-orders must be confirmed by e-mail.",
        "Deliveries Tuesday-Saturday 10 am - 6 pm only; the shop is staffed by volunteers.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Authorized by: {rng.choice(['Jordan', 'Casey', 'Riley', 'Morgan'])} {rng.choice(MK_A)}, {rng.choice(['Shop Manager', 'Executive Director', 'Treasurer'])}",
    )
    d.sign(m + sw + 20, y, sw, "Vendor acceptance (signature / date)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_en_us_makerspace_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mk)


# --------------------------------------------------------------------------- 6 en-PH rice mill's sacks and parts order

RM_X = "Golden Grains|San Isidro|Masagana|Bigasan ng Bayan|Sta. Rosa|Palay King|Luzon Harvest|Gapan Valley|Silangan|Bulacan Premier".split(
    "|"
)
RM_BUY = [
    "{x} Rice Mill Corporation",
    "{x} Ricemill & Trading",
    "{x} Agri-Milling Corp.",
    "{x} Grains Processing, Inc.",
]
RM_PROV = [
    "Cabanatuan City, Nueva Ecija",
    "Gapan City, Nueva Ecija",
    "Tarlac City, Tarlac",
    "Baliuag, Bulacan",
    "Santiago City, Isabela",
    "Roxas City, Capiz",
]
RM_A = (
    "Villanueva|Dela Cruz|Santos|Reyes|Mendoza|Bautista|Garcia|Lim|Tan|Ocampo|Navarro|Aquino".split(
        "|"
    )
)
RM_SUP = [
    "{a} Industrial Sales Corp.",
    "{a} Packaging Corporation",
    "{a} Machinery & Parts, Inc.",
    "{a} Polysacks Manufacturing Corp.",
    "{a} Rubber Products, Inc.",
]
RM_BARE = ["{a} Hardware", "{a} Enterprises", "{a} Trading"]
RM_ITEMS = [
    ("Polypropylene sack 50 kg, printed", "pc", 6.5, 11),
    ("Polypropylene sack 25 kg, with liner", "pc", 5, 9),
    ("Rubber roll 10 in. husker", "pc", 2800, 4600),
    ("Whitening stone (polisher) set", "set", 9500, 16000),
    ("V-belt B-68", "pc", 380, 720),
    ("Bucket elevator cups, plastic", "pc", 48, 95),
    ("Sieve screen 2.0 mm", "pc", 1200, 2400),
    ("Bearing UCP 210", "pc", 950, 1800),
    ("Sack sewing thread (cone)", "cone", 160, 290),
    ("Moisture meter, grain", "unit", 6800, 12500),
    ("Conveyor belt 18 in., per meter", "m", 1400, 2600),
    ("Electric motor 5 HP, 3-phase", "unit", 18500, 29000),
]


def php_words(v: Decimal) -> str:
    c = int((v * 100).quantize(ONE, rounding=ROUND_HALF_UP))
    tail = f" AND {c % 100:02d}/100" if c % 100 else ""
    return f"{words_en(c // 100)} PESOS{tail} ONLY"


def _rm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    size = rng.choice([A4, letter])
    d = la.Doc(landscape(size) if land else size, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(32, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    buyer = rng.choice(RM_BUY).format(x=rng.choice(RM_X))
    prov = rng.choice(RM_PROV)
    a1, a2 = rng.sample(RM_A, 2)
    sup = bare_or(rng, RM_SUP, RM_BARE, 0.3).format(a=a1)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-####", f"{dt.year}-####", "#####", "RM-####-##"]))
    prf = la.digits(rng, rng.choice(["PRF-####", "PR No. ###"]))
    canvass = la.digits(rng, "CS-####")
    tin_b = la.digits(rng, "###-###-###-000")
    tin_s = la.digits(rng, "###-###-###-000")
    stated = stated_of(rng)
    mode = rng.choice(["grid", "beside", "right", "row"])
    po_lab = la.pick(rng, "P.O. No.|PO No.|P.O. Number|Purchase Order No.")
    page = [1]
    vat_inc = rng.random() < 0.5
    ph_ds = rng.choice(["us", "usl", "mon"])

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · TIN {tin_b} · NFA License No. {la.digits(rng, '##-####')}",
            6.8,
            grey=0.4,
        )
        d.t(
            r, d.h - 30, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{po_lab} {po} - continuation", 9, b=True)
        return 52

    d.t(d.w / 2, 42, buyer.upper() if rng.random() < 0.5 else buyer, 14, b=True, al="c")
    d.t(
        d.w / 2,
        55,
        f"Brgy. {rng.choice(['San Roque', 'Bitas', 'Sta. Arcadia', 'Pinagpanaan', 'Malabon'])}, {prov} · Tel. (044) {la.digits(rng, '###-####')} · TIN {tin_b}",
        7.6,
        al="c",
        grey=0.3,
    )
    tt = la.pick(rng, "PURCHASE ORDER|Purchase Order")
    y = 76
    if mode == "beside":
        d.t(
            d.w / 2, y, f"{tt} {po}" if rng.random() < 0.5 else f"{tt} No. {po}", 13, b=True, al="c"
        )
        d.t(r, y + 14, f"Date: {la.dfmt(dt, ph_ds)}", 8.4, al="r")
        y += 22
    else:
        d.t(d.w / 2, y, tt, 13, b=True, al="c")
        y += 10
    slab = la.pick(rng, "Supplier:|To:|SUPPLIER|")
    sy = y
    if slab:
        d.t(m, sy + 8, slab, 8, b=True)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.randint(1, 999)} {rng.choice(['Rizal Ave.', 'Maharlika Hi-way', 'Del Pilar St.', 'Ortigas Ave. Ext.'])}, {rng.choice(['Caloocan City', 'Valenzuela City', 'Cabanatuan City', 'Pasig City'])}",
            f"TIN: {tin_s}",
            f"Attention: {rng.choice(['Mr.', 'Ms.'])} {a2}",
        ],
        8.8,
        b_first=True,
        lead=11.2,
    )
    kx = m + wd * 0.56
    if mode == "right":
        ky = refs_la(
            d,
            kx,
            y,
            r - kx,
            [
                (po_lab, po),
                ("Date", la.dfmt(dt, ph_ds)),
                ("PRF No.", prf),
                ("Canvass Ref.", canvass),
            ],
            8.4,
            "kv",
        )
        y = max(sy, ky) + 8
    else:
        ky = refs_la(
            d,
            kx,
            y,
            r - kx,
            [
                ("Terms", la.pick(rng, "30 days PDC|COD|15 days|50% DP, balance on delivery")),
                ("Delivery", la.dfmt(dt + timedelta(days=rng.randint(3, 20)), ph_ds)),
            ],
            8.4,
            "kv",
        )
        y = max(sy, ky) + 8
        if mode != "beside":
            pairs = [
                (po_lab, po),
                ("Date", la.dfmt(dt, ph_ds)),
                ("PRF No.", prf),
                ("Canvass No.", canvass),
            ]
            if rng.random() < 0.4:
                pairs.reverse()
            y = refs_la(d, m, y, wd, pairs, 8.2, mode) + 10
        else:
            d.t(m, y + 8, f"PRF No.: {prf}     Canvass No.: {canvass}", 8, grey=0.2)
            y += 14
    d.t(m, y + 8, f"Deliver to: {buyer} warehouse, {prov} (Mon-Sat 7AM-4PM)", 8.2)
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        RM_ITEMS,
        n,
        [1, 2, 4, 6, 10, 500, 1000, 2000],
        ["(spare)", "(Brand A)", "(heavy duty)"],
        big=2000,
    )
    body = [
        ([str(i), f"{q:,.0f}", it[1], it[0], en2(p) if stated else "", en2(a) if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.09, 0.08, 0.49, 0.13, 0.15)],
        ["Item", "Qty", "Unit", "Description", "Unit Cost", "Amount"],
        body,
        "lrllrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = pct_of(sub, rng.choice([0, 0, 2, 5]))
    if vat_inc:
        total = sub - disc
        vatable = r2(total / Decimal("1.12"))
        vat = total - vatable
    else:
        vatable = sub - disc
        vat = pct_of(vatable, 12)
        total = vatable + vat
    if y + 140 > bottom:
        y = brk()
    y += 8
    xl = m + wd * (0.58 if not land else 0.66)
    if stated:
        rows_ = [("Total Sales" if vat_inc else "Subtotal", en2(sub), False)]
        if disc:
            rows_.append(("Less: Discount", f"({en2(disc)})", False))
        rows_ += [("VATable Sales", en2(vatable), False), ("VAT (12%)", en2(vat), False)]
        lab = la.pick(rng, "TOTAL AMOUNT DUE|Total Amount|GRAND TOTAL|Total PO Amount")
        y = total_la(d, rng, xl, r - 3, y, rows_, lab, f"PHP {en2(total)}", 8.6)
        y = wrapped(d, m, y + 4, f"Amount in words: {php_words(total)}", 7.8, wd, b=True)
        if rng.random() < 0.5:
            y = wrapped(
                d,
                m,
                y + 2,
                f"Less 1% EWT upon payment (PHP {en2(pct_of(vatable, 1))}), BIR Form 2307 to be issued.",
                7.4,
                wd,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per canvass {canvass}; final amount based on actual delivery receipt.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Please indicate our P.O. number on your delivery receipt and sales invoice. Sacks must be printed with our registered brand and net weight.",
        "Deliveries not conforming to specifications will be returned at supplier's expense.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 60 > bottom:
        y = brk()
    y += 30
    sw = (wd - 36) / 4
    for k, lab in enumerate(
        [
            f"Prepared by: {rng.choice(['Purchasing Clerk', 'Warehouseman'])}",
            "Checked by: Plant Manager",
            f"Approved by: {rng.choice(['President', 'General Manager'])}",
            "Conforme (Supplier)",
        ]
    ):
        d.sign(m + k * (sw + 12), y, sw, lab, 7)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_en_ph_rice_mill_sacks_parts_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rm)


# --------------------------------------------------------------------------- 7 de gliding club's parts order

SF_CLUB = [
    "Luftsportverein {o} e.V.",
    "Segelfluggruppe {o} e.V.",
    "Flugsportverein {o} e.V.",
    "Aero-Club {o} e.V.",
]
SF_O = "Hahnweide|Wasserkuppe-Rhön|Oerlinghausen|Hornberg|Lüsse|Eisenach-Kindel|Klix|Unterwössen|Grabenstetten|Porta Westfalica".split(
    "|"
)
SF_SN = "Schempp|Hofmann|Krause|Baumgärtner|Lindner|Seidel|Vogt|Hartmann|Eckert|Rößler|Jäger|Kühn".split(
    "|"
)
SF_SUP = [
    "{n} Flugzeugbau GmbH",
    "{n} Luftfahrtbedarf GmbH",
    "{n} Segelflugbedarf e.K.",
    "{n} Avionik GmbH & Co. KG",
    "{n} Flugzeugwerft GmbH",
]
SF_BARE = ["Flugzeugwerkstatt {n}", "{n} Fliegerbedarf", "Sattlerei {n}"]
SF_ITEMS = [
    ("Schleppseil Polyester 8 mm, 60 m", "Stk", 140, 260),
    ("Sollbruchstelle Nr. 3 (blau)", "Stk", 9, 18),
    ("Hauptrad-Reifen 5.00-5 6PR", "Stk", 95, 180),
    ("Spornrad komplett", "Stk", 65, 140),
    ("Flugfunkgerät 8,33 kHz", "Stk", 1400, 2600),
    ("FLARM-Antenne", "Stk", 75, 150),
    ("Rettungsfallschirm Packen und Prüfung", "Psch", 110, 190),
    ("Haubenreiniger Plexiglas 500 ml", "Fl", 12, 24),
    ("Windenseil Dyneema 5 mm, 1.000 m", "Rolle", 1800, 3200),
    ("Tektonic-Kupplung Wartungssatz", "Satz", 160, 320),
    ("Flächenschoner gepolstert", "Paar", 210, 420),
    ("Batterie 12 V 7,2 Ah LiFePO4", "Stk", 85, 160),
]


def _sf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(50, 64)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    o = rng.choice(SF_O)
    club = rng.choice(SF_CLUB).format(o=o)
    sup = bare_or(rng, SF_SUP, SF_BARE, 0.3).format(n=rng.choice(SF_SN))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"B{dt.year}-###", "LSV-####", f"{dt:%y}/###", "#####"]))
    kd = la.digits(rng, "KD-#####")
    ang = la.digits(rng, rng.choice(["AG-#####", "####/##"]))
    stated = stated_of(rng)
    mode = rng.choice(["right", "subject", "row", "right"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.")
    street = f"{rng.choice(['Am Flugplatz', 'Segelfluggelände', 'Fliegerweg', 'Zum Hangar'])} {rng.randint(1, 12)}"
    plz = f"{la.digits(rng, '#####')} {o.split('-')[0]}"
    page = [1]
    vr = la.digits(rng, "VR ####")

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(
            m,
            d.h - 40,
            f"{club} · {street} · {plz} · Amtsgericht {rng.choice(['Stuttgart', 'Fulda', 'Bielefeld', 'Traunstein'])} {vr} · gemeinnützig",
            6.6,
            grey=0.35,
            maxw=wd,
        )
        d.t(
            m,
            d.h - 31,
            f"Volksbank · IBAN DE{la.digits(rng, '## #### #### #### #### ##')} · 1. Vorsitzender: {rng.choice(['Jürgen', 'Petra', 'Uwe', 'Sabine'])} {rng.choice(SF_SN)}",
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

    d.t(r, 48, club, 13.5, b=True, al="r")
    d.t(r, 61, f"{street} · {plz} · Tel. {la.digits(rng, '0#### ######')}", 7.6, al="r", grey=0.3)
    d.t(
        r,
        72,
        f"technik@{o.lower().split('-')[0].replace('ü', 'ue').replace('ö', 'oe')}-segelflug.de",
        7.6,
        al="r",
        grey=0.3,
    )
    d.t(m, 118, f"{club} · {street} · {plz}", 6.4, grey=0.35)
    d.line(m, 121, m + 240, 121, 0.3)
    rows = ["Firma"] if rng.random() < 0.35 else []
    rows += [sup]
    if rng.random() < 0.4:
        rows.append(f"z. Hd. Herrn {rng.choice(SF_SN)}")
    rows += [
        f"{rng.choice(['Industriestraße', 'Flugplatzstraße', 'Gewerbering', 'Hauptstraße'])} {rng.randint(1, 120)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Kirchheim unter Teck', 'Poppenhausen', 'Bielefeld', 'Dahlem', 'Gersfeld'])}",
    ]
    for i, s_ in enumerate(rows):
        d.t(m, 128 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    kv = [] if mode in ("subject", "row") else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihre Kundennummer", kd),
        ("Ihr Angebot", ang),
        (
            "Ansprechpartner",
            f"{rng.choice(['Werkstattleiter', 'Technischer Leiter'])} {rng.choice(SF_SN)}",
        ),
    ]
    ky = refs_la(d, m + wd * 0.56, 104, wd * 0.44, kv, 8, "right")
    y = max(206, ky + 14)
    title = la.pick(
        rng, "Bestellung|BESTELLUNG|Bestellung Ersatzteile|Bestellung Flugbetriebsbedarf"
    )
    if mode == "subject":
        d.t(m, y, f"{title} Nr. {po}", 12, b=True)
        y += 10
    elif mode == "row":
        d.t(m, y, title, 12, b=True)
        y += 8
        y = (
            refs_la(
                d,
                m,
                y,
                wd,
                [
                    (po_lab, po),
                    ("Bestelldatum", la.dfmt(dt, "dot")),
                    (
                        "Kostenstelle",
                        la.pick(rng, "Werkstatt|Winde|Flugzeug D-K" + la.digits(rng, "@@@")),
                    ),
                    ("Lieferung bis", la.dfmt(dt + timedelta(days=rng.randint(7, 30)), "dot")),
                ],
                8.2,
                "row",
            )
            + 4
        )
    else:
        d.t(m, y, title, 12, b=True)
        y += 10
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, gemäß Ihrem Angebot {ang} bestellen wir zur Lieferung an unser Vereinsgelände (Werkstatt / Halle 2, Anlieferung Sa 9–17 Uhr oder nach Absprache):",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, SF_ITEMS, n, [1, 2, 3, 4, 5, 10, 20], ["(Ersatz)", "(für D-2)", "(Reserve)"], big=1000
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "##-####"),
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
        [wd * f for f in (0.06, 0.11, 0.43, 0.08, 0.08, 0.12, 0.12)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einh.", "EP €", "GP €"],
        body,
        "lllrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net = sum((a for *_, a in lines), ZERO)
    rab = pct_of(net, rng.choice([0, 0, 3, 5, 10]))
    ver = Decimal(rng.choice([0, 0, 9.9, 14.5, 25])).quantize(Decimal("0.01"))
    base = net - rab + ver
    mw = pct_of(base, 19)
    total = base + mw
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Warenwert netto", f"{eu(net)} €", False)]
        if rab:
            rows_.append(("abzgl. Vereinsrabatt", f"-{eu(rab)} €", False))
        if ver:
            rows_.append(("Versandkosten", f"{eu(ver)} €", False))
        rows_ += [
            ("Nettobetrag", f"{eu(base)} €", False),
            ("zzgl. 19 % MwSt.", f"{eu(mw)} €", False),
        ]
        lab = la.pick(rng, "Gesamtbetrag|Gesamtbetrag brutto|Bestellwert inkl. MwSt.|Endbetrag")
        y = total_la(d, rng, m + wd * 0.55, r - 3, y, rows_, lab, f"{eu(total)} €", 8.6)
        if rng.random() < 0.35:
            anz = pct_of(total, 30)
            y = wrapped(
                d,
                m + wd * 0.55 - 4,
                y + 4,
                f"Anzahlung lt. Angebot 30 %: {eu(anz)} € (bereits überwiesen), Restbetrag: {eu(total - anz)} €",
                7.8,
                wd * 0.45,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise gemäß Ihrem Angebot; die Abrechnung erfolgt nach tatsächlicher Lieferung.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Bitte Bestellnummer auf Lieferschein und Rechnung angeben. Luftfahrtteile nur mit EASA Form 1 bzw. Herstellerbescheinigung.",
        "Zahlung innerhalb 14 Tagen mit 2 % Skonto oder 30 Tage netto.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 52 > bottom:
        y = brk()
    y += 22
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 34,
        f"{rng.choice(['Karl', 'Heike', 'Thomas', 'Anja'])} {rng.choice(SF_SN)}, {rng.choice(['Technischer Leiter', 'Kassenwart', 'Werkstattleiter'])}",
        8.4,
    )
    if rng.random() < 0.5:
        d.sign(
            m + wd * 0.55, y + 30, wd * 0.45, "Auftragsbestätigung Lieferant (Datum, Unterschrift)"
        )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_de_segelflugverein_ersatzteile_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sf)


# --------------------------------------------------------------------------- 8 fr-BE stained-glass studio's supplies order

VT_SHOP = [
    "Atelier du Vitrail {n} SRL",
    "Vitraux {n}",
    "Atelier {n} – Vitrail et restauration",
    "{n} Verre d'Art SRL",
]
VT_N = "Saint-Aubain|Lumière de Meuse|Mosan|Les Grisailles|Sainte-Croix|Ourthe|Val-Dieu|Condroz|Hainaut Lumière|Sambre".split(
    "|"
)
VT_SN = "Dubois|Lambert|Dupont|Martin|Simon|Laurent|Renard|Leclercq|Hubert|Collignon|Piron|Gérard".split(
    "|"
)
VT_SUP = [
    "{n} Verres Spéciaux SA",
    "{n} Fournitures pour vitrail SRL",
    "Établissements {n} SA",
    "{n} Glas GmbH",
    "{n} & Fils SRL",
]
VT_BARE = ["Verrerie {n}", "Plomberie d'art {n}"]
VT_ITEMS = [
    ("Verre antique soufflé bouche, 60×90 cm", "feuille", 38, 92),
    ("Verre cathédrale martelé, 60×90 cm", "feuille", 14, 32),
    ("Verre opalescent, 30×30 cm", "feuille", 9, 22),
    ("Plomb en H 6 mm (barre 2 m)", "barre", 3.8, 7.5),
    ("Étain 60/40 bobine 500 g", "bobine", 19, 36),
    ("Grisaille noire 100 g", "pot", 14, 28),
    ("Jaune d'argent 50 g", "pot", 32, 64),
    ("Mastic à vitrail 1 kg", "pot", 11, 21),
    ("Coupe-verre à molette huile", "pièce", 24, 48),
    ("Cuivre adhésif 6 mm × 33 m", "rouleau", 9, 18),
    ("Plaque de cuisson fibre 50×50 cm", "pièce", 36, 72),
    ("Protection de vitrail polycarbonate", "m²", 65, 120),
]


def _vt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djserif"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    shop = rng.choice(VT_SHOP).format(n=rng.choice(VT_N))
    sup = bare_or(rng, VT_SUP, VT_BARE, 0.25).format(n=rng.choice(VT_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC-{dt.year}-###", f"{dt:%y}/0##", "C#####", f"V{dt:%y}-###"])
    )
    devis = la.digits(rng, rng.choice(["Devis ####", "OF-#####"]))
    chantier = rng.choice(
        [
            "Église Saint-Remacle",
            "Collégiale Sainte-Gertrude",
            "Chapelle Notre-Dame",
            "Hôtel de ville",
            "Maison Art nouveau",
        ]
    )
    stated = stated_of(rng)
    mode = rng.choice(["beside", "grid", "row", "block"])
    po_lab = la.pick(rng, "Bon de commande n°|N° de commande|Notre référence|Commande n°")
    ville = rng.choice(["Namur", "Liège", "Dinant", "Mons", "Tournai", "Huy", "Wavre", "Arlon"])
    bce = la.digits(rng, "0###.###.###")
    page = [1]

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{shop} · N° d'entreprise BE {bce} · RPM {ville} · IBAN BE{la.digits(rng, '## #### #### ####')} · BIC GEBABEBB",
            6.6,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} (suite)", 9, b=True)
        return 58

    d.t(m, 46, shop, 14, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.choice(['Rue du Vertbois', 'Quai de Meuse', 'Rue des Verriers', 'Place Saint-Lambert'])} {rng.randint(1, 120)}, {la.digits(rng, '####')} {ville}",
            f"Tél. +32 {la.digits(rng, '## ## ## ##')} · atelier@vitrail-{ville.lower()}.be",
        ],
        7.8,
        lead=10,
    )
    tt = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE")
    if mode == "beside":
        d.t(r, 48, f"{tt} {po}" if rng.random() < 0.5 else f"{tt} n° {po}", 13, b=True, al="r")
        d.t(r, 62, f"{ville}, le {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    else:
        d.t(r, 48, tt, 14, b=True, al="r")
    y = 84
    if mode in ("grid", "row"):
        pairs = [
            (po_lab, po),
            ("Date", la.dfmt(dt, "dmy")),
            ("Votre offre", devis),
            ("Chantier", chantier),
            ("Réf. client", la.digits(rng, "CL-####")),
        ]
        if rng.random() < 0.4:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = refs_la(d, m, y, wd, pairs, 8.2, mode) + 12
    flab = la.pick(rng, "Fournisseur|Fournisseur :|À l'attention de|")
    cw = wd * 0.46
    sx = r - cw if rng.random() < 0.5 else m
    ox = m if sx != m else r - cw
    sy = y
    if flab:
        d.t(sx, sy + 8, flab, 8, b=True, grey=0.35)
        sy += 12
    box = rng.random() < 0.5
    sy2 = d.lines(
        sx + (5 if box else 0),
        sy + (3 if box else 0),
        [
            sup,
            f"{rng.choice(['Zoning industriel', 'Rue de la Gare', 'Chaussée de Bruxelles', 'Avenue des Artisans'])} {rng.randint(1, 200)}",
            f"{la.digits(rng, '####')} {rng.choice(['Charleroi', 'Seraing', 'Jumet', 'Eupen', 'Verviers'])}",
            f"TVA BE {la.digits(rng, '0###.###.###')}",
        ],
        8.8,
        b_first=True,
        lead=11.5,
    )
    if box:
        d.box(sx, sy, cw, sy2 - sy + 4)
    if mode == "block":
        oy = refs_la(
            d,
            ox,
            y,
            cw,
            [
                (po_lab, po),
                ("Date", la.dfmt(dt, "dmy")),
                ("Votre devis", devis),
                ("Chantier", chantier),
            ],
            8.2,
            rng.choice(["kv", "right"]),
        )
    else:
        oy = d.lines(
            ox,
            y,
            [
                "Livraison :",
                f"{shop} – atelier",
                "Accès par la cour, lun.–ven. 8 h–16 h",
                f"Chantier : {chantier}" if mode == "beside" else f"Contact : {rng.choice(VT_SN)}",
            ],
            8.2,
            lead=11,
        )
    y = max(sy2, oy) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, VT_ITEMS, n, [1, 2, 3, 5, 6, 10, 20], ["(bleu cobalt)", "(rouge sélénium)", "(vert)"]
    )
    body = [
        (
            [
                la.digits(rng, "###-##"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", " "),
                fr2(p),
                fr2(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c[:4], "", ""], a) for c, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.09, 0.47, 0.1, 0.08, 0.12, 0.14)],
        ["Réf.", "Désignation", "Unité", "Qté", "P.U. HTVA", "Total HTVA"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = pct_of(ht, rng.choice([0, 0, 5, 10]))
    port = Decimal(rng.choice([0, 0, 18, 35]))
    base = ht - rem + port
    tva = pct_of(base, 21)
    total = base + tva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HTVA", f"{fr2(ht)} €", False)]
        if rem:
            rows_.append(("Remise", f"- {fr2(rem)} €", False))
        if port:
            rows_.append(("Frais de port", f"{fr2(port)} €", False))
        rows_.append(("TVA 21 %", f"{fr2(tva)} €", False))
        lab = la.pick(rng, "Total TVAC|TOTAL TVAC|Montant total TVAC|Total à payer")
        xl = m + wd * 0.56
        y = total_la(d, rng, xl, r - 3, y, rows_, lab, f"{fr2(total)} €", 8.6)
        if rng.random() < 0.45:
            ac = pct_of(total, rng.choice([20, 30]))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Acompte versé : {fr2(ac)} € – Solde à la livraison : {fr2(total - ac)} €",
                7.8,
                wd * 0.44,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre offre {devis} ; la facture sera établie sur les quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Merci de mentionner notre numéro de commande sur le bon de livraison et la facture. Verres emballés à plat, casse à charge du transporteur.",
        "Paiement à 30 jours date de facture.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m, y, sw, f"Pour l'atelier – {rng.choice(['maître verrier', 'gérante', 'chef d’atelier'])}"
    )
    d.sign(m + sw + 20, y, sw, "Accusé de réception du fournisseur")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_fr_be_atelier_vitrail_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _vt)


# --------------------------------------------------------------------------- 9 it cutlery maker's order confirmation (seller's letterhead first)

CT_N = "Maniago|Friul|Lama d'Oro|Coltellerie Riunite|Scarperia|Valcellina|Premana|Sardo|Tre Stelle|Aquila".split(
    "|"
)
CT_SUP = [
    "Coltelleria {n} S.r.l.",
    "{n} Coltelli S.p.A.",
    "Coltellerie {n} S.n.c.",
    "{n} Lame S.r.l.",
]
CT_BARE = ["Coltelleria {n}", "Forgia {n}"]
CT_CUST = [
    "Hotel {h} S.p.A.",
    "Ristorante {h} S.r.l.",
    "{h} Catering S.r.l.",
    "Grand Hotel {h} S.r.l.",
    "Macelleria {h} S.n.c.",
]
CT_H = "Bellavista|Miramare|Del Lago|Villa Flora|La Pergola|Dei Dogi|Ai Portici|Il Gabbiano|Sole d'Oro|Belvedere".split(
    "|"
)
CT_ITEMS = [
    ("Coltello da cucina 20 cm, acciaio X50CrMoV15", "pz", 22, 48),
    ("Coltello da pane 21 cm seghettato", "pz", 18, 36),
    ("Coltello da bistecca, manico olivo", "pz", 9, 22),
    ("Disossatore 14 cm flessibile", "pz", 14, 28),
    ("Mannaia 18 cm", "pz", 38, 72),
    ("Acciaino 30 cm", "pz", 16, 34),
    ("Set coltelli da tavola (6 pz)", "set", 45, 95),
    ("Forbici da cucina inox", "pz", 12, 26),
    ("Ceppo in legno di faggio", "pz", 28, 60),
    ("Affilatura e ripristino lame", "pz", 4.5, 9),
    ("Coltello da prosciutto 28 cm", "pz", 32, 64),
    ("Incisione logo su lama", "pz", 1.8, 4),
]


def _ct(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    sup = bare_or(rng, CT_SUP, CT_BARE, 0.2).format(n=rng.choice(CT_N))
    cust = rng.choice(CT_CUST).format(h=rng.choice(CT_H))
    dt = a_day(rng)
    od = dt - timedelta(days=rng.randint(1, 12))
    po = la.digits(
        rng,
        rng.choice([f"ORD-{od.year}-####", "#####", f"{od:%y}/###", f"PO{od:%y}####", "A-####"]),
    )
    conf = la.digits(rng, rng.choice([f"CO{dt:%y}-####", "OV ######", f"{dt.year}/####"]))
    cli = la.digits(rng, "C####")
    stated = stated_of(rng)
    mode = rng.choice(["grid", "row", "block", "text"])
    po_lab = la.pick(rng, "Vs. ordine n.|Vostro ordine n.|Rif. ordine cliente|Vs. rif. ordine")
    piva = la.digits(rng, "0##########")
    page = [1]

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{sup} · Via {rng.choice(['Battiferro', 'dei Fabbri', 'Roma', 'Udine'])} {rng.randint(1, 90)} · 33085 Maniago (PN) · P.IVA {piva} · REA PN-{la.digits(rng, '######')} · Cap. soc. € {rng.choice(['10.000', '50.000', '100.000'])} i.v.",
            6.4,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(
            m,
            d.h - 29,
            f"IBAN IT{la.digits(rng, '##@#####')}{la.digits(rng, '##############')} · Codice SDI {la.digits(rng, '@@@@@@@')}",
            6.4,
            grey=0.35,
        )
        d.t(r, d.h - 29, f"Pag. {page[0]}/{of}" if of else f"Pag. {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Conferma d'ordine {conf} – segue", 9, b=True)
        return 58

    d.t(m, 48, sup, 15, b=True)
    d.lines(
        m,
        54,
        [
            "Coltelleria artigiana dal 1921 · Maniago (PN)",
            f"Tel. 0427 {la.digits(rng, '######')} · ordini@{sup.split()[0].lower()}-coltelli.it",
        ],
        7.8,
        lead=10,
    )
    tt = la.pick(rng, "CONFERMA D'ORDINE|Conferma d'ordine|CONFERMA ORDINE CLIENTE")
    d.t(r, 48, tt, 13.5, b=True, al="r")
    d.t(r, 62, f"N. {conf} del {la.dfmt(dt, 'dmy')}", 8.6, al="r")
    y = 84
    cw = wd * 0.46
    cx = r - cw
    d.t(cx, y + 8, la.pick(rng, "Spett.le|Cliente|Spettabile"), 8, grey=0.35)
    cy = d.lines(
        cx,
        y + 12,
        [
            cust,
            f"Via {rng.choice(['Lungolago', 'Marina', 'Garibaldi', 'Mazzini'])} {rng.randint(1, 140)}",
            f"{la.digits(rng, '#####')} {rng.choice(['Riva del Garda', 'Sorrento', 'Rimini', 'Bellagio', 'Taormina'])}",
            f"P.IVA {la.digits(rng, '0##########')}",
        ],
        8.8,
        b_first=True,
        lead=11.5,
    )
    ky = d.lines(
        m,
        y + 12,
        [
            f"Codice cliente: {cli}",
            f"Agente: {rng.choice(['Rossi', 'Bianchi', 'Zanin', 'De Marco'])}",
            f"Pagamento: {la.pick(rng, 'Bonifico 30 gg d.f.|Ri.Ba. 60 gg f.m.|Anticipato')}",
        ],
        8,
        lead=11,
    )
    if mode == "block":
        ky = refs_la(
            d,
            m,
            ky + 4,
            cw,
            [(po_lab, po), ("Data vs. ordine", la.dfmt(od, "dmy")), ("Ns. conferma", conf)],
            8.2,
            "kv",
        )
    y = max(cy, ky) + 10
    if mode in ("grid", "row"):
        pairs = [
            ("N. conferma", conf),
            ("Data", la.dfmt(dt, "dmy")),
            (po_lab, po),
            ("Data ordine", la.dfmt(od, "dmy")),
            (
                "Consegna prevista",
                la.pick(
                    rng,
                    f"sett. {dt.isocalendar()[1] + 2}|entro 30 gg|{la.dfmt(dt + timedelta(days=21), 'dmy')}",
                ),
            ),
        ]
        if rng.random() < 0.5:
            pairs = [pairs[2], pairs[3], pairs[0], pairs[1], pairs[4]]
        y = refs_la(d, m, y, wd, pairs, 8.2, mode) + 10
    elif mode == "text":
        y = (
            wrapped(
                d,
                m,
                y,
                f"Con riferimento al Vostro ordine n. {po} del {la.dfmt(od, 'dmy')}, confermiamo quanto segue:",
                8.8,
                wd,
                b=True,
            )
            + 4
        )
    d.t(
        m,
        y + 8,
        f"Destinazione merce: {cust} – {la.pick(rng, 'cucina centrale|ingresso fornitori|magazzino economato')}",
        8,
        grey=0.2,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        CT_ITEMS,
        n,
        [2, 4, 6, 10, 12, 20, 24, 50],
        ["(manico nero)", "(personalizzato)", "(ricambio)"],
    )
    body = [
        (
            [
                la.digits(rng, "MN-####"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                eu(p),
                eu(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c[:4], "", ""], a) for c, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.48, 0.07, 0.08, 0.12, 0.15)],
        ["Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo €", "Importo €"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    merce = sum((a for *_, a in lines), ZERO)
    sc = pct_of(merce, rng.choice([0, 0, 5, 10, 15]))
    tr = Decimal(rng.choice([0, 0, 12, 25]))
    imp = merce - sc + tr
    iva = pct_of(imp, 22)
    total = imp + iva
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totale merce", f"€ {eu(merce)}", False)]
        if sc:
            rows_.append(("Sconto", f"-€ {eu(sc)}", False))
        if tr:
            rows_.append(("Spese di trasporto", f"€ {eu(tr)}", False))
        rows_ += [("Imponibile", f"€ {eu(imp)}", False), ("IVA 22%", f"€ {eu(iva)}", False)]
        lab = la.pick(rng, "Totale documento|TOTALE ORDINE|Totale|Totale IVA inclusa")
        y = total_la(d, rng, m + wd * 0.56, r - 3, y, rows_, lab, f"€ {eu(total)}", 8.6)
        if rng.random() < 0.4:
            acc = pct_of(total, 30)
            y = wrapped(
                d,
                m + wd * 0.56 - 4,
                y + 4,
                f"Acconto richiesto 30%: € {eu(acc)} – Saldo alla consegna: € {eu(total - acc)}",
                7.8,
                wd * 0.44,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prezzi come da listino in vigore; l'importo sarà determinato in fattura in base alla merce spedita.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Vi preghiamo di verificare la presente conferma e di segnalarci eventuali difformità entro 3 giorni; in mancanza la stessa si intende accettata.",
        "Merce resa franco destino; le incisioni personalizzate non sono rendibili.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"{sup} – Ufficio commerciale")
    d.sign(m + sw + 20, y, sw, "Timbro e firma del cliente per accettazione")
    foot()
    out = finish(d, "it", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit23_it_coltelleria_conferma_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ct)


# --------------------------------------------------------------------------- 10 pt-BR coffee farm's inputs order

FC_FARM = [
    "Fazenda {n} Ltda.",
    "Sítio {n}",
    "Cafés Especiais {n} Ltda.",
    "Agropecuária Fazenda {n} S.A.",
    "Fazenda {n}",
]
FC_N = "Santa Inês|Boa Vista|Serra Negra|São Benedito|Cachoeira|Bom Jardim|Três Barras|Monte Alegre|Recanto|Pedra Branca".split(
    "|"
)
FC_CITY = [
    "Três Pontas/MG",
    "Varginha/MG",
    "Carmo de Minas/MG",
    "Patrocínio/MG",
    "Franca/SP",
    "Garça/SP",
    "Venda Nova do Imigrante/ES",
]
FC_SN = "Andrade|Teixeira|Moreira|Carvalho|Ribeiro|Figueiredo|Pereira|Vilela|Junqueira|Prado|Rezende|Siqueira".split(
    "|"
)
FC_SUP = [
    "{n} Agropecuária Ltda.",
    "Casa do Adubo {n} Ltda.",
    "{n} Máquinas Agrícolas S.A.",
    "{n} Insumos Agrícolas Ltda.",
    "Cooperativa {n}",
]
FC_BARE = ["Agropecuária {n}", "{n} Sacaria", "Comercial {n}"]
FC_ITEMS = [
    ("Adubo NPK 20-05-20 (saco 50 kg)", "sc", 165, 240),
    ("Calcário dolomítico (t)", "t", 180, 290),
    ("Sacaria de juta 60 kg", "un", 6.5, 11),
    ("Big bag 1.000 kg", "un", 48, 85),
    ("Pano de derriça 4 x 6 m", "un", 38, 72),
    ("Peneira de abanação", "un", 45, 90),
    ("Lona terreiro 10 x 20 m", "un", 380, 690),
    ("Derriçadeira portátil", "un", 1800, 3200),
    ("Fungicida cúprico (kg)", "kg", 42, 78),
    ("Óleo 2 tempos 500 ml", "un", 18, 32),
    ("Luva de raspa", "par", 9, 18),
    ("Mangueira de irrigação 16 mm (rolo 100 m)", "rolo", 120, 230),
]


def _fc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.18
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    farm = rng.choice(FC_FARM).format(n=rng.choice(FC_N))
    city = rng.choice(FC_CITY)
    sup = bare_or(rng, FC_SUP, FC_BARE, 0.25).format(n=rng.choice(FC_SN))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"PC-{dt.year}/###", "#####", f"{dt:%y}###", "FZ-####"]))
    orc = la.digits(rng, rng.choice(["Orç. ####", "ORC-#####"]))
    safra = f"Safra {dt.year}/{str(dt.year + 1)[-2:]}"
    cnpj = lambda: la.digits(rng, "##.###.###/0001-##")  # noqa: E731
    stated = stated_of(rng)
    mode = rng.choice(["beside", "grid", "row", "block"])
    po_lab = la.pick(rng, "Pedido Nº|Nº do Pedido|Pedido de Compra nº|Número do pedido")
    page = [1]

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{farm} · CNPJ {cnpj()} · IE {la.digits(rng, '###.###.###/####')} · {city}",
            6.8,
            grey=0.4,
        )
        d.t(
            r,
            d.h - 30,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{po_lab} {po} (continuação)", 9, b=True)
        return 54

    d.t(m, 46, farm, 14.5, b=True)
    d.lines(
        m,
        52,
        [
            f"Estrada Municipal {la.digits(rng, '@@@-###')}, km {rng.randint(2, 30)} – Zona Rural – {city}",
            f"Tel. (35) {la.digits(rng, '9####-####')} · compras@{rng.choice(['fazenda', 'cafe', 'sitio'])}{rng.randint(1, 99)}.com.br",
        ],
        7.8,
        lead=10,
    )
    tt = la.pick(rng, "PEDIDO DE COMPRA|Pedido de Compra|ORDEM DE COMPRA")
    if mode == "beside":
        d.t(r, 46, f"{tt} Nº {po}", 13, b=True, al="r")
        d.t(r, 60, f"Emissão: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    else:
        d.t(r, 46, tt, 14, b=True, al="r")
    y = 82
    if mode in ("grid", "row"):
        pairs = [
            (po_lab, po),
            ("Emissão", la.dfmt(dt, "dmy")),
            ("Orçamento", orc),
            ("Safra", safra),
            ("Cond. pagamento", la.pick(rng, "30/60/90 dias|À vista|Boleto 28 dias|Na colheita")),
        ]
        if rng.random() < 0.4:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = refs_la(d, m, y, wd, pairs, 8.2, mode) + 12
    flab = la.pick(rng, "Fornecedor|FORNECEDOR|Fornecedor:|")
    cw = (wd - 18) / 2
    sy = y
    if flab:
        d.t(m, sy + 8, flab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Av. Rio Branco', 'Rua Coronel Alves', 'Rod. MG-167', 'Av. dos Cafeicultores'])}, {rng.randint(10, 2000)}",
            f"{rng.choice(FC_CITY)} · CEP {la.digits(rng, '#####-###')}",
            f"CNPJ {cnpj()} · IE {la.digits(rng, '###.###.###.####')}",
            f"Vendedor: {rng.choice(['João', 'Marcos', 'Ana', 'Cláudia'])} {rng.choice(FC_SN)}",
        ],
        8.6,
        b_first=True,
        lead=11,
    )
    x2 = m + cw + 18
    if mode == "block":
        oy = refs_la(
            d,
            x2,
            y,
            cw,
            [
                (po_lab, po),
                ("Data de emissão", la.dfmt(dt, "dmy")),
                ("Orçamento", orc),
                ("Safra", safra),
            ],
            8.2,
            "right",
        )
        oy = d.lines(
            x2,
            oy + 4,
            [f"Local de entrega: sede da {farm}", "Receber com o gerente, seg. a sáb. 7h–16h"],
            7.8,
            lead=10,
        )
    else:
        d.t(x2, y + 8, "Local de entrega", 8, b=True, grey=0.35)
        oy = d.lines(
            x2,
            y + 12,
            [
                farm,
                f"Tulha / almoxarifado – {city}",
                f"Recebedor: {rng.choice(['Sr.', 'Sra.'])} {rng.choice(FC_SN)} (gerente)",
                f"Orçamento {orc} · {safra}"
                if mode == "beside"
                else f"Transportadora: {la.pick(rng, 'FOB|CIF – fornecedor|Retira na loja')}",
            ],
            8.2,
            lead=11,
        )
    y = max(sy, oy) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        FC_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 50, 100, 200],
        ["(reposição)", "(talhão 4)", "(lote 2)"],
        big=1500,
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
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
        [wd * f for f in (0.06, 0.5, 0.07, 0.09, 0.13, 0.15)],
        ["Item", "Descrição", "Un.", "Qtde", "Vlr. unit. R$", "Vlr. total R$"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    desc = pct_of(sub, rng.choice([0, 0, 2, 3, 5]))
    frete = Decimal(rng.choice([0, 0, 0, 150, 280, 450]))
    total = sub - desc + frete
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total dos produtos", f"R$ {eu(sub)}", False)]
        if desc:
            rows_.append(("Desconto", f"- R$ {eu(desc)}", False))
        rows_.append(("Frete", f"R$ {eu(frete)}" if frete else "CIF (incluso)", False))
        lab = la.pick(rng, "Valor total do pedido|TOTAL DO PEDIDO|Total geral|Valor Total")
        xl = m + wd * (0.56 if not land else 0.66)
        y = total_la(d, rng, xl, r - 3, y, rows_, lab, f"R$ {eu(total)}", 8.6)
        if rng.random() < 0.4:
            ent = pct_of(total, 30)
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Entrada (30%): R$ {eu(ent)} · Saldo: R$ {eu(total - ent)} na entrega",
                7.8,
                r - xl + 4,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preços conforme orçamento {orc}; valor final conforme nota fiscal de entrega.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Favor mencionar o número deste pedido na nota fiscal (campo informações complementares). Produtos fitossanitários somente com receituário agronômico.",
        "ICMS conforme legislação vigente; insumos com diferimento quando aplicável.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 40) / 3
    for k, lab in enumerate(
        [
            "Comprador",
            f"Aprovado: {rng.choice(['Proprietário', 'Administrador', 'Gerente agrícola'])}",
            "De acordo – Fornecedor",
        ]
    ):
        d.sign(m + k * (sw + 20), y, sw, lab)
    foot()
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit23_pt_br_fazenda_cafe_insumos_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fc)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit23_") and callable(fn)
}

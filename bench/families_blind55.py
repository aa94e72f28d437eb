# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind54 (`blind55_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-GB, en-AU, de-CH, fr-FR, it-IT and es-ES.

- blind55_zh_qixiang_yiqi_beijian_caigou: a Chinese weather bureau's order for observing-station
  instrument spare parts (the bureau's name over the title, the order number beside the title in
  red, in a ruled label / value grid, in a boxed grid of labels above values or in a right-hand
  data block; the supplier under 供应商 / 供方 / 卖方 / 致 or with no label, before or after the
  buyer's panel, a 收货单位 station block, requisition, project and contract numbers, prices with
  or without 13 % VAT, 小计 / 折扣 / 运费 / 税额 / 合计 cells or a 订单总额 whose amount sits on
  the line below, 大写, a 预付款 and 余款 line, landscape at times).
- blind55_zh_yangzhu_shebei_chuanzhen_dinghuo: a pig farm's fax order for pen equipment and
  consumables (a fax header grid 致 / 发件 with both companies, telephone and fax numbers and the
  page count, or a plain ERP label grid; 单据编号 / 订单号 among 合同号 and 请购单号, per-line
  税率 9 % / 13 % and 含税金额, a 合计 row at the table's foot with 大写, 定金 paid ahead).
- blind55_tw_danji_chang_danhe_baocai_dinggou: a Taiwanese egg farm's order for egg trays,
  cartons and labels (採購單 / 訂購單, ROC dates, the number at the top right, beside the title
  or in a header row, a 廠商 grid with 統一編號 or plain 廠商 lines, whole NT$, 小計 / 營業稅 5% /
  總計 with the amount under its label at times, 新台幣大寫, 已付訂金, A4 landscape at times).
- blind55_ja_skijou_assetsusha_buhin_hacchu: a Japanese ski resort's order for piste-machine,
  lift and rental parts (発注書 / 注文書, the supplier with 御中 at the top left or in a 発注先
  cell, the order number in a box, beside the title or in a grid, a ご発注金額 box whose amount
  sits under its label, 小計 / 値引 / 消費税 / 合計, a 前払金 line, landscape at times).
- blind55_en_gb_lido_season_po: a British open-air lido's order for pool chemicals, lifeguard
  kit and kiosk stock (the order number beside the title, in a label / value block, a boxed
  grid or a heading row with its value below; the supplier under Vendor / Supplier / To or
  with no label, left or right; deliver-to and invoice-to blocks, Subtotal / Discount /
  Carriage / VAT 20 % / Total, a deposit and balance, the total's amount below its label).
- blind55_en_au_pearl_farm_po: a pearl farm's order for marine, dive and hatchery supplies
  (ABNs on both sides, the PO number in a right-hand block, boxed grid or title, Supplier /
  Vendor / To or no label, a barge deliver-to, freight, GST 10 %, Total inc GST or Amount
  payable, a deposit paid and balance, landscape at times).
- blind55_de_ch_tierheim_bedarf_bestellung: a Swiss animal shelter's order for feed, litter and
  veterinary supplies (a window address with a sender line, z. Hd. after the company, the order
  data at the right or a boxed grid, Bestellung Nr. beside the title at times, CHF 1'234.55,
  MWST 2.6 % and 8.1 %, a Rundung line, the Total's amount below its label at times).
- blind55_fr_miellerie_pots_bon_commande: a honey farm's order for jars, lids, hives and
  extraction kit (BON DE COMMANDE with the number beside it, in a framed box, a label-over-value
  grid or a heading row; Fournisseur / À l'attention de / Destinataire or none; livraison and
  facturation blocks, Total HT / remise / port / TVA 20 % / Total TTC, acompte and solde).
- blind55_it_prese_arrampicata_conferma_ordine: a climbing-holds maker's order confirmation to a
  climbing gym (the seller's letterhead first, its own Conferma d'ordine number, the customer's
  "Vs. ordine n." in a heading grid, in the title line or in a data block beside the offer and
  customer code, Spett.le customer block, imponibile / sconto / trasporto / IVA 22 % / Totale
  documento, acconto and saldo, IBAN).
- blind55_es_academia_flamenco_pedido: a Spanish flamenco school's order for shoes, shawls,
  castanets and cajones (PEDIDO with the number beside the title, in a header table, a label
  block or a boxed grid, Proveedor / Sres. / none, a second delivery address, Base imponible /
  IVA 21 % / TOTAL, an entrega a cuenta and pendiente, landscape at times).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, customer or
the seller's own confirmation number; on the seller's confirmation the customer's order
number); the supplier exactly as printed on its own first line (the seller of the
confirmation; never 御中, 致, "To", "Spett.le" or a contact person); the grand total as
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
from families_blind25 import above, stated_of  # noqa: E402
from families_blind30 import bare_or, chf, eu, more_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)
NAVY = Color(0.1, 0.2, 0.45)
GREEN = Color(0.1, 0.35, 0.2)


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (France)."""
    return grouped(v, " ", ",")


def w0(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def pct_of(v: Decimal, pct: int | str) -> Decimal:
    return r2(v * Decimal(str(pct)) / 100)


# --------------------------------------------------------------------------- shared drawing


def lmeta(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    style: str,
    size: float = 8.4,
) -> float:
    """The order data on a la page: "grid" (boxed labels over values), "rows" (a heading row
    with the values below), "kv" (label, value beside), "kvr" (value flush right), "boxed"
    (ruled rows, label cell shaded). Returns the y below."""
    if style in ("grid", "rows"):
        nat = [max(d.width(k, size - 1.5, True), d.width(v, size)) + 12 for k, v in pairs]
        while sum(nat) > w and len(pairs) > 2:
            pairs, nat = pairs[:-1], nat[:-1]
        ws = [n * w / sum(nat) for n in nat]
        if style == "grid":
            return d.grid(x, y, ws, [k for k, _ in pairs], [v for _, v in pairs], size)
        y = lrow(
            d,
            x,
            y,
            ws,
            [k for k, _ in pairs],
            "l" * len(ws),
            h=15,
            size=size - 1,
            b=True,
            fill=0.88,
        )
        return lrow(d, x, y, ws, [v for _, v in pairs], "l" * len(ws), h=17, size=size)
    if style == "boxed":
        kw = max(d.width(k, size, True) for k, _ in pairs) + 10
        for k, v in pairs:
            d.box(x, y, kw, 15, fill=0.9)
            d.box(x + kw, y, w - kw, 15)
            d.t(x + 4, y + 10.5, k, size, b=True)
            d.t(x + kw + 4, y + 10.5, v, size)
            y += 15
        return y
    kw = max(d.width(k, size, True) for k, _ in pairs) + 8
    for k, v in pairs:
        d.t(x, y + size, k, size, b=True)
        if style == "kvr":
            d.t(x + w, y + size, v, size, al="r")
        else:
            d.t(x + kw, y + size, v, size)
        y += size * 1.45
    return y


def ltotals(
    d: la.Doc,
    rng: random.Random,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str]],
    lab: str,
    amt: str,
    size: float = 8.8,
    below: float = 0.4,
) -> float:
    """Totals rows, then the grand total: on its own line, or its amount under its label."""
    y = d.summary(xl, xr, y, [(k, v, False) for k, v in rows], size)
    if rng.random() < below:
        d.line(xl - 4, y + 2, xr + 3, y + 2, 0.8)
        d.t(xl, y + 14, lab, size + 0.6, b=True)
        d.t(xr, y + 30, amt, size + 2.4, b=True, al="r")
        return y + 38
    shade = 0.88 if rng.random() < 0.5 else None
    return d.summary(
        xl, xr, y, [(lab, amt, True)], size + 0.4, box_last=rng.random() < 0.6, shade=shade
    )


def cmeta(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    style: str,
    ink: Color = black,
    size: float = 8.4,
) -> float:
    """The order data on a cj page: "kgrid" (ruled, two label / value pairs a row), "above"
    (boxed labels above values), "rows" (a heading row and the values row). Returns y below."""
    if style == "kgrid":
        rows = []
        for i in range(0, len(pairs), 2):
            row = [pairs[i][0], pairs[i][1]]
            if i + 1 < len(pairs):
                row += [pairs[i + 1][0], pairs[i + 1][1]]
            rows.append(row)
        return kgrid(
            pdf, x, y, cj.rel(w, [13, 37, 13, 37]), rows, h=18, size=size, ink=ink, fill=PALE
        )
    ws = cj.rel(w, [max(len(k), len(v) * 0.6) + 3 for k, v in pairs])
    if style == "above":
        return above(pdf, x, y, ws, [k for k, _ in pairs], [v for _, v in pairs], size=size, h=15)
    y = crow(
        pdf,
        x,
        y,
        ws,
        [k for k, _ in pairs],
        "c" * len(ws),
        h=17,
        size=size - 0.4,
        fill=PALE,
        head=True,
    )
    return crow(pdf, x, y, ws, [v for _, v in pairs], "c" * len(ws), h=18, size=size)


def ctotals(
    pdf: cj.Pdf,
    rng: random.Random,
    right: float,
    y: float,
    rows: list[tuple[str, str]],
    lab: str,
    amt: str,
    style: str,
    size: float = 8.6,
    ink: Color = black,
) -> float:
    """Totals on a cj page: "cells" (a ruled two-column block at the right), "below" (rows as
    text, then the label and the amount on the line under it), "line" (all right-aligned)."""
    if style == "cells":
        w2 = [110, 110]
        for k, v in rows:
            y = crow(pdf, right - 220, y, w2, [k, v], "lr", h=18, size=size)
        return crow(
            pdf, right - 220, y, w2, [lab, amt], "lr", h=20, size=size + 0.4, bold=True, fill=PALE
        )
    for k, v in rows:
        pdf.text(right - 120, y + 12, k, size, align="r", colour=GREY)
        pdf.text(right, y + 12, v, size, align="r")
        y += 15
    if style == "below":
        pdf.text(right - 200, y + 14, lab, size + 0.8, bold=True)
        pdf.text(right, y + 32, amt, size + 4, align="r", bold=True, colour=ink)
        pdf.line(right - 200, y + 37, right, y + 37, lw=0.6)
        return y + 42
    pdf.text(right, y + 15, f"{lab}{amt}", size + 1.6, align="r", bold=True, colour=ink)
    return y + 22


# --------------------------------------------------------------------------- 1 zh-Hans weather bureau's instrument spare-parts order

QX_CITY = "昆明 兰州 西宁 呼和浩特 银川 乌鲁木齐 拉萨 贵阳 南宁 福州 长春 哈尔滨 大连 烟台 宜宾 遵义".split()
QX_PROV = "云南 甘肃 青海 宁夏 新疆 贵州 广西 福建 吉林 黑龙江 四川 内蒙古".split()
QX_BUY = [
    "{c}市气象局",
    "{c}市气象台",
    "{p}省大气探测技术保障中心",
    "{c}{b}气象科技服务有限公司",
    "{c}市人工影响天气办公室",
    "{p}省气象技术装备中心",
]
QX_B = "华风 天瑞 云图 风云 睿象 晴空 天擎 瑞风 中科 北辰 远望 长天".split()
QX_SUP_FORMED = [
    "{c}{b}气象仪器有限公司",
    "{c}{b}环境监测技术有限公司",
    "{b}传感技术（{c}）有限公司",
    "{c}{b}电子科技股份有限公司",
    "{c}{b}雷达技术有限公司",
    "{c}{b}测控设备有限公司",
]
QX_SUP_BARE = ["{c}{b}仪器仪表经营部", "{c}市{b}电子器材商行", "{b}气象器材门市部"]
QX_ITEMS = [
    ("温湿度传感器", "HMP155 含防辐射罩", "支", 3800, 7600),
    ("翻斗式雨量传感器", "SL3-1 0.1mm", "台", 1600, 3200),
    ("风速传感器", "EL15-1C", "支", 1900, 3600),
    ("风向传感器", "EL15-2D", "支", 2100, 3900),
    ("数字气压传感器", "PTB330", "台", 9800, 16800),
    ("免维护蓄电池", "12V 100Ah", "块", 680, 1150),
    ("太阳能电池板", "单晶 150W", "块", 420, 860),
    ("数据采集器主板", "DZZ5 配套", "块", 5200, 9800),
    ("玻璃钢百叶箱", "大号 含支架", "套", 2600, 4800),
    ("探空气球", "750g 橡胶", "只", 46, 88),
    ("电源防雷器", "SPD 40kA", "只", 260, 620),
    ("地温传感器", "Pt100 铂电阻", "支", 380, 760),
    ("蒸发传感器", "AG2.0 超声波", "台", 4200, 7600),
    ("光纤收发器", "单模 千兆", "对", 320, 680),
    ("能见度仪镜头清洁套件", "CJY-1 专用", "套", 560, 1200),
]


def _qx(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    c1, c2 = rng.sample(QX_CITY, 2)
    buyer = rng.choice(QX_BUY).format(c=c1, p=rng.choice(QX_PROV), b=rng.choice(QX_B))
    sup = bare_or(rng, QX_SUP_FORMED, QX_SUP_BARE, 0.25).format(c=c2, b=rng.choice(QX_B))
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "QX-CG-{Y}{m}{n3}|CGDD{Y}{n4}|{Y}{m}{d}-{n2}|QXJ[{Y}]{n3}号|ZB-PO-{y}{n4}"
    )
    req = cj.number(rng, d, "SG{y}{m}{n3}|申购{Y}-{n3}")
    proj = cj.number(rng, d, "ZDZ-WH-{Y}-{n2}|XM{Y}{n3}")
    contract = cj.number(rng, d, "HT-{Y}-{n4}|KJXY{y}{n3}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([NAVY, Color(0.55, 0.1, 0.12), black])
    spot = rng.choice(["title", "kgrid", "above", "block"])
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|合同订单号")
    title = cj.pick(rng, "采购订单|仪器备件采购单|订货单|气象装备备件采购订单")

    def foot() -> None:
        s_ = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 26, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{buyer}　装备保障科　{cj.zh_tel(rng)}", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）", 9, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 44

    pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        54,
        f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
        7.4,
        align="c",
        colour=GREY,
    )
    pdf.text(pdf.w / 2, 78, title, 16, align="c", bold=True)
    y = 90
    date_s = cj.fdate(d, rng.choice(["cn", "iso", "slash", "cn0"]))
    pairs = [(po_lab, po), ("下单日期", date_s), ("申购单号", req), ("项目编号", proj)]
    if rng.random() < 0.5:
        pairs.append(("合同编号", contract))
    if rng.random() < 0.3:
        pairs[0], pairs[2] = pairs[2], pairs[0]
    if spot == "title":
        pdf.text(right, 78, f"No. {po}", 11.5, align="r", colour=RED, bold=True)
        pdf.text(m, 78, f"日期：{date_s}", 8.4)
        po_lab = "No."
    elif spot == "block":
        yy = 70
        for k, v in pairs[:3]:
            pdf.text(right, yy, f"{k}：{v}", 8.2, align="r")
            yy += 11
        y = max(y, yy + 2)
    else:
        y = cmeta(pdf, m, y, wd, pairs, spot, ink) + 8
    y += 4
    sup_lab = cj.pick(rng, "供应商|供方|卖方（乙方）|致|")
    sp = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("纳税人识别号", cj.credit_code(rng)),
    ]
    bp = [
        (cj.pick(rng, "采购方|需方|买方（甲方）"), buyer),
        ("经办人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        (
            "收货单位",
            f"{c1}{rng.choice(['国家基本气象站', '国家基准气候站', '探空站', '雷达站', '区域自动站运维中心'])}",
        ),
        ("收货地址", cj.zh_addr(rng)),
    ]
    if spot in ("title", "block"):
        bp.append(("项目编号", proj))
    panels = [sp, bp] if rng.random() < 0.55 else [bp, sp]
    pw = (wd - 16) / 2
    ymax = y
    boxed = rng.random() < 0.6
    for k, p in enumerate(panels):
        x = m + k * (pw + 16)
        yy = y + 4
        for lab, val in p:
            for i, ln in enumerate(cj.wrap(val, 8.4, pw - 74)):
                if i == 0 and lab:
                    pdf.text(x + 5, yy + 10, f"{lab}：", 8, colour=GREY)
                big = val in (sup, buyer)
                pdf.text(x + (70 if lab else 5), yy + 10, ln, 9 if big else 8.4, bold=big)
                yy += 13.5
        if boxed:
            pdf.rect(x, y, pw, yy - y + 4, stroke=GREY, lw=0.5)
        ymax = max(ymax, yy + 4)
    y = ymax + 10
    incl = rng.random() < 0.5
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 11], [30, 40])
    lines = more_lines(
        rng,
        QX_ITEMS,
        n,
        [1, 2, 2, 3, 4, 5, 6, 10, 20],
        ["（备件）", "（升级型）", "（进口）"],
        big=5000,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        code = f"{rng.choice(['QX', 'BJ', 'CG'])}{rng.randint(10000, 99999)}"
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
    pu = "含税单价" if incl else "单价（不含税）"
    heads = ["序号", "物料编码", "名称", "规格型号", "单位", "数量", pu, "金额（元）"]
    ws = cj.rel(wd, [5, 10, 19, 20, 6, 7, 14, 15])
    y = ctable(
        pdf, m, y, ws, heads, body, "cllcccrr", rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = pct_of(sub, rng.choice([0, 0, 0, 2, 3, 5]))
    fr = Decimal(rng.choice([0, 0, 0, 60, 120, 200]))
    net = sub - disc + fr
    tax = ZERO if incl else r2(net * Decimal("0.13"))
    total = net + tax
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("小计", cj.money(sub))]
        if disc:
            rows.append(("折扣优惠", f"-{cj.money(disc)}"))
        if fr:
            rows.append(("运杂费", cj.money(fr)))
        if not incl:
            rows.append(("税额（13%）", cj.money(tax)))
        style = rng.choice(["cells", "below", "line"])
        lab = cj.pick(rng, "合计|订单总额|价税合计|总金额")
        lab_s = lab if style == "cells" else f"{lab}（元）：" if style == "below" else f"{lab}：¥"
        amt = f"¥{cj.money(total)}" if style != "line" else cj.money(total)
        y = ctotals(pdf, rng, right, y, rows, lab_s, amt, style, ink=ink)
        y += 6
        pdf.text(m, y + 8, f"人民币大写：{cj.daxie(total)}", 8.6)
        y += 16
        if incl:
            pdf.text(m, y + 8, "以上单价均含13%增值税，开具增值税专用发票。", 8, colour=GREY)
            y += 14
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 50])
            pre = pct_of(total, pct)
            pdf.text(
                m,
                y + 8,
                f"预付款（{pct}%）：¥{cj.money(pre)}　　验收合格后支付余款：¥{cj.money(total - pre)}",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "单价执行年度框架协议价，结算金额以到货验收数量为准。", 8.6)
        y += 16
    for t in [
        "1. 仪器须附出厂检定证书，传感器须经省级计量检定合格。",
        f"2. 交货期：{cj.fdate(cj.later(rng, d, 10, 45), 'cn')}前送达收货单位，逾期按合同约定扣款。",
        "3. 发票、送货单上请注明本订单编号。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 76 > bottom:
        y = brk()
    y += 32
    for k, lab in enumerate(["采购员：", "科室负责人：", "分管局长："]):
        pdf.text(m + k * wd / 3, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.4)
    pdf.text(m, y + 24, cj.pick(rng, "供应商确认（签章）：|供方签字盖章：|乙方确认："), 8.4)
    if rng.random() < 0.55:
        pdf.stamp(right - 70, y - 4, buyer, rng, caption="采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_zh_qixiang_yiqi_beijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _qx)


# --------------------------------------------------------------------------- 2 zh-Hans pig farm's fax order for pen equipment

YZ_CITY = "驻马店 周口 南阳 衡阳 邵阳 德阳 内江 玉林 赣州 临沂 潍坊 铁岭 四平 绥化".split()
YZ_B = "牧原 正邦 新希 金旺 丰泽 润农 康牧 绿源 鑫牧 兴旺 天康 宏达".split()
YZ_BUY = [
    "{c}{b}牧业有限公司",
    "{c}{b}生猪养殖专业合作社",
    "{c}{b}农牧科技股份有限公司",
    "{c}{b}种猪场",
    "{b}农牧（{c}）有限公司",
]
YZ_SUP_FORMED = [
    "{c}{b}畜牧设备有限公司",
    "{c}{b}兽药有限公司",
    "{c}{b}养殖设备科技有限公司",
    "{b}环境控制设备（{c}）有限公司",
    "{c}{b}饲料机械股份有限公司",
]
YZ_SUP_BARE = ["{c}{b}畜牧器材经营部", "{c}市{b}兽药门市部", "{b}养殖器械商行"]
YZ_ITEMS = [
    ("不锈钢饮水碗", "保育猪 304", "个", 13, 18, 32),
    ("自动料线链条", "Φ60 塞盘", "米", 13, 28, 46),
    ("保温灯", "275W 红外", "只", 13, 9, 18),
    ("铸铁漏缝地板", "600×700", "块", 13, 85, 140),
    ("母猪限位栏", "2.2×0.65m 热镀锌", "套", 13, 420, 680),
    ("负压风机", "50寸 1.1kW", "台", 13, 980, 1600),
    ("水帘", "7090型 15cm厚", "平方米", 13, 95, 160),
    ("连续注射器", "5ml 不锈钢", "支", 13, 38, 75),
    ("猪耳标", "一体式 1000枚", "盒", 13, 120, 260),
    ("复合戊二醛消毒液", "5L", "桶", 9, 85, 150),
    ("母猪产床", "2.4×1.8m 含保温箱", "套", 13, 1800, 3200),
    ("饲料添加剂 预混料", "4% 20kg", "袋", 9, 160, 280),
    ("粪污刮板", "V型 链条式", "套", 13, 2600, 4800),
]


def _yz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(YZ_CITY, 2)
    b1, b2 = rng.sample(YZ_B, 2)
    buyer = rng.choice(YZ_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, YZ_SUP_FORMED, YZ_SUP_BARE, 0.25).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CGDD-{Y}{m}{d}-{n3}|PO{y}{m}{n4}|YZ{Y}{n5}|CG{Y}-{n4}")
    req = cj.number(rng, d, "QGD-{y}{m}{n3}|REQ{y}{n4}")
    ht = cj.number(rng, d, "HT{Y}{n3}|KJ-{Y}-{n2}")
    stated = stated_of(rng)
    page = [1]
    fax = rng.random() < 0.6
    po_lab = cj.pick(rng, "单据编号|订单号|采购单号|订货单号")
    ink = rng.choice([black, NAVY])

    def foot() -> None:
        s_ = f"{page[0]}/{of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　订货单（续）　{po_lab}：{po}", 8.6)
        return 44

    pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
    pdf.text(m, 54, f"{cj.zh_addr(rng)}　场部电话 {cj.zh_tel(rng)}", 7.4, colour=GREY)
    pdf.line(m, 60, right, 60, lw=1.1, colour=ink)
    y = 66
    if fax:
        pdf.text(
            pdf.w / 2,
            y + 20,
            cj.pick(rng, "传 真 订 货 单|传真订货单|订货传真"),
            16,
            align="c",
            bold=True,
        )
        y += 30
        rows = [
            ["致", sup, "发件", buyer],
            ["收件人", f"{cj.person(rng)} 经理", "发件人", f"{cj.person(rng)}（采购部）"],
            ["电话", cj.zh_tel(rng), "电话", cj.zh_tel(rng)],
            ["传真", cj.zh_tel(rng), "传真", cj.zh_tel(rng)],
            ["日期", cj.fdate(d, rng.choice(["cn", "iso"])), "页数", f"共{of or 1}页（含本页）"],
        ]
        y = kgrid(pdf, m, y, cj.rel(wd, [10, 40, 10, 40]), rows, h=17, size=8.2, fill=PALE)
        y += 8
        spot = rng.choice(["line", "line", "cells"])
        if spot == "line":
            pdf.text(m, y + 10, f"{po_lab}：{po}", 10, bold=True)
            pdf.text(right, y + 10, f"请购单号：{req}　合同号：{ht}", 8.2, align="r", colour=GREY)
            y += 18
        else:
            y = (
                cmeta(
                    pdf,
                    m,
                    y,
                    wd,
                    [
                        (po_lab, po),
                        ("请购单号", req),
                        ("合同号", ht),
                        ("付款方式", cj.pick(rng, "月结30天|款到发货|货到付款")),
                    ],
                    "rows",
                )
                + 8
            )
        pdf.text(
            m,
            y + 10,
            "贵公司好！现向贵司订购以下货物，请按要求安排发货，收到后请签字盖章回传确认。",
            8.4,
        )
        y += 18
    else:
        pdf.text(pdf.w / 2, y + 20, cj.pick(rng, "采购订单|订货单"), 16, align="c", bold=True)
        y += 30
        rows = [
            [f"{po_lab}：{po}", f"日期：{cj.fdate(d, 'iso')}", f"请购单号：{req}"],
            [
                f"{cj.pick(rng, '供应商|供货单位')}：{sup}",
                f"采购员：{cj.person(rng)}",
                f"合同号：{ht}",
            ],
            [
                f"收货地址：{cj.zh_addr(rng)}（{rng.choice(['一分场', '二分场', '种猪场', '育肥场'])}）",
                "",
                f"结算方式：{cj.pick(rng, '月结|电汇|承兑')}",
            ],
        ]
        if rng.random() < 0.4:
            rows[0][0], rows[0][2] = rows[0][2], rows[0][0]
        for row in rows:
            for k, s_ in enumerate(row):
                if s_:
                    pdf.text(
                        m + k * wd * 0.36 if k < 2 else m + wd * 0.7,
                        y + 10,
                        s_,
                        8.4,
                        maxw=wd * (0.68 if k == 0 and not row[1] else 0.35 if k < 2 else 0.3),
                    )
            y += 15
        y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 38])
    lines = more_lines(
        rng,
        YZ_ITEMS,
        n,
        [2, 5, 10, 20, 30, 50, 100],
        ["（加厚）", "（分娩舍）", "（保育舍）"],
        big=1500,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), f"{it[3]}%", cj.money(a)]
        if not stated:
            cells[5] = cells[7] = ""
        body.append((cells, a))
    ws = cj.rel(wd, [5, 22, 20, 7, 8, 12, 8, 15])
    heads = ["序号", "货品名称", "规格", "单位", "数量", "含税单价", "税率", "含税金额"]
    y = ctable(
        pdf, m, y, ws, heads, body, "cllcrrcr", rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE
    )
    total = sum((a for *_, a in lines), ZERO)
    qn = sum((q for _, q, _, _ in lines), ZERO)
    if y + 120 > bottom:
        y = brk()
    if stated:
        lab = cj.pick(rng, "合计|合　计|价税合计")
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:4]), ws[4], sum(ws[5:7]), ws[7]],
            [lab, f"{qn:,.0f}", "", cj.money(total)],
            "crrr",
            h=19,
            size=8.2,
            bold=True,
        )
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:4]), sum(ws[4:])],
            ["金额大写", f"人民币{cj.daxie(total)}（¥{cj.money(total)}）"],
            "cl",
            h=19,
            size=8.2,
        )
        y += 8
        if rng.random() < 0.55:
            dep = pct_of(total, rng.choice([10, 20, 30]))
            pdf.text(
                m,
                y + 8,
                f"已付定金：¥{cj.money(dep)}；尾款：¥{cj.money(total - dep)}，货到验收后七日内付清。",
                8.4,
            )
            y += 15
    else:
        y += 8
        pdf.text(m, y + 8, "价格按上月结算价执行，金额以实际到货数量结算。", 8.4)
        y += 15
    for t in [
        "1. 进场车辆须在场外洗消点清洗消毒并停放48小时，司机不得进入生产区。",
        "2. 兽药须有GMP批准文号，随货附检验报告。",
        "3. 送货单、发票请注明订单号，否则不予入库。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"采购主管：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 3, y, f"场长审批：{cj.person(rng)}", 8.4)
    pdf.text(m + 2 * wd / 3, y, "供方回签（盖章）：", 8.4)
    pdf.text(m, y + 20, f"回传传真：{cj.zh_tel(rng)}", 8)
    if rng.random() < 0.5:
        pdf.stamp(m + wd / 3 + 60, y - 2, buyer, rng, caption="合同专用章", r=30)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_zh_yangzhu_shebei_chuanzhen_dinghuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yz)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwan egg farm's packaging order

TW_N = "大成 福壽 禾鮮 金雞 鮮蛋家 天天 好蛋 綠野 永興 勤億 信豐 旭日".split()
TW_BUY = ["{n}畜牧場", "{n}蛋品股份有限公司", "{n}農牧有限公司", "{n}養雞場", "{n}牧場有限公司"]
TW_PL = "彰化縣芳苑鄉 屏東縣長治鄉 雲林縣元長鄉 嘉義縣鹿草鄉 臺南市柳營區 苗栗縣後龍鎮 南投縣名間鄉 高雄市燕巢區".split()
TW_SB = "東聯 正隆 永豐 華新 聯合 台興 和泰 長春 宏益 佳美 三豐 金鴻".split()
TW_SUP_FORMED = [
    "{b}紙業股份有限公司",
    "{b}塑膠工業有限公司",
    "{b}包裝材料股份有限公司",
    "{b}企業有限公司",
    "{b}印刷事業有限公司",
]
TW_SUP_BARE = ["{b}包裝材料行", "{b}企業社", "{b}紙器行"]
TW_ITEMS = [
    ("紙漿蛋盤", "30入 灰色", "片", 2, 4),
    ("PET透明蛋盒", "10入 附標籤位", "個", 3, 6),
    ("蛋品標籤貼紙", "60×40mm 彩色", "卷", 280, 520),
    ("瓦楞紙箱", "A楞 360入", "個", 18, 32),
    ("封箱膠帶", "48mm×90y", "箱", 520, 880),
    ("塑膠集蛋籃", "可堆疊 150入", "個", 85, 160),
    ("蛋品洗潔劑", "20公升", "桶", 950, 1600),
    ("噴碼機墨水", "食品級 紅色", "瓶", 1200, 2200),
    ("紙漿蛋盒", "6入 環保", "個", 2, 5),
    ("收縮膜", "PVC 450mm", "卷", 680, 1200),
    ("棧板", "塑膠 1100×1100", "片", 650, 1100),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.35
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = rng.choice(TW_BUY).format(n=rng.choice(TW_N))
    sup = bare_or(rng, TW_SUP_FORMED, TW_SUP_BARE, 0.25).format(b=rng.choice(TW_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "P{roc}{m}{n4}|{roc}{m}{d}-{n2}|PO-{Y}-{n4}|EG{y}{n5}")
    qt = cj.number(rng, d, "Q{roc}{n4}|報{roc}-{n3}")
    req = cj.number(rng, d, "R{roc}{m}{n3}")
    stated = stated_of(rng)
    page = [1]
    spot = rng.choice(["corner", "title", "row"])
    po_lab = cj.pick(rng, "採購單號|訂購單號|單號")
    title = cj.pick(rng, "採購單|訂購單|採 購 單|訂貨單")
    ds = rng.choice(["roc", "rocs"])
    ink = rng.choice([black, GREEN, NAVY])

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"第 {page[0]} 頁，共 {of} 頁" if of else f"第 {page[0]} 頁",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title}（續）", 8.8, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 44

    pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        53,
        f"{rng.choice(TW_PL)}{rng.choice(['中山路', '海埔路', '產業道路', '民生路'])}{rng.randint(1, 300)}號　TEL {cj.tw_tel(rng)}　統一編號 {rng.randint(10000000, 99999999)}",
        7.4,
        align="c",
        colour=GREY,
    )
    if spot == "title":
        pdf.text(pdf.w / 2, 76, f"{title}　No. {po}", 15, align="c", bold=True)
        po_lab = "No."
    else:
        pdf.text(pdf.w / 2, 76, title, 16, align="c", bold=True)
    y = 84
    if spot == "corner":
        yy = 72
        for k, v in [(po_lab, po), ("採購日期", cj.fdate(d, ds)), ("頁次", f"{page[0]}/{of or 1}")]:
            pdf.text(right - 120, yy, f"{k}：", 8.2, colour=GREY)
            pdf.text(right, yy, v, 8.6, align="r", bold=k == po_lab)
            yy += 12
        y = max(y, yy)
    elif spot == "row":
        y = (
            cmeta(
                pdf,
                m,
                y + 4,
                wd,
                [
                    (po_lab, po),
                    ("採購日期", cj.fdate(d, ds)),
                    ("請購單號", req),
                    ("報價單號", qt),
                    ("交貨日期", cj.fdate(cj.later(rng, d, 3, 20), ds)),
                ],
                "rows",
            )
            + 6
        )
    y += 6
    if rng.random() < 0.55:
        rows = [
            ["廠商名稱", sup, "統一編號", str(rng.randint(10000000, 99999999))],
            [
                "聯絡人",
                cj.person(rng, "zh-Hant"),
                "電話／傳真",
                f"{cj.tw_tel(rng)} / {cj.tw_tel(rng)}",
            ],
            [
                "地址",
                cj.tw_addr(rng),
                "付款條件",
                cj.pick(rng, "月結30天|月結60天|貨到付現|票期45天"),
            ],
        ]
        if spot != "row":
            rows.append(["報價單號", qt, "請購單號", req])
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [11, 39, 11, 39]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
        pdf.text(
            m,
            y + 8,
            f"送貨地點：{buyer} {rng.choice(['洗選場', '包裝廠', '二場'])}（{rng.choice(TW_PL)}）　收貨人：{cj.person(rng, 'zh-Hant')}",
            8.2,
        )
        y += 16
    else:
        lab = cj.pick(rng, "廠商：|供應商：|受文者：|")
        pw = wd * 0.5
        yy = y + 10
        if lab:
            pdf.text(m, yy, lab, 8.2, colour=GREY)
            yy += 13
        pdf.text(m, yy, sup, 10.4, bold=True)
        for s_ in [
            cj.tw_addr(rng),
            f"電話 {cj.tw_tel(rng)}　傳真 {cj.tw_tel(rng)}",
            f"聯絡人：{cj.person(rng, 'zh-Hant')} 先生／小姐",
        ]:
            yy += 12.5
            pdf.text(m, yy, s_, 8.2)
        y2 = y + 10
        for s_ in [
            f"報價單號：{qt}",
            f"請購單號：{req}",
            f"交貨日期：{cj.fdate(cj.later(rng, d, 3, 20), ds)}",
            f"送貨地點：{rng.choice(['洗選場', '包裝廠', '二場'])}",
        ]:
            pdf.text(m + pw + 20, y2, s_, 8.2)
            y2 += 12.5
        y = max(yy, y2) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 40] if not land else [22, 28])
    lines = more_lines(
        rng,
        TW_ITEMS,
        n,
        [100, 200, 500, 1000, 2000, 5000] if rng.random() < 0.5 else [5, 10, 20, 50],
        ["（特大）", "（客製）", "（白色）"],
        places=0,
        big=100,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            f"{rng.choice(['PK', 'LB', 'BX'])}-{rng.randint(100, 999)}",
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            w0(p),
            w0(a),
        ]
        if not stated:
            cells[6] = cells[7] = ""
        body.append((cells, a))
    ws = cj.rel(wd, [5, 10, 22, 20, 6, 10, 12, 15])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["項次", "料號", "品名", "規格", "單位", "數量", "單價", "金額"],
        body,
        "cllccrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.05")).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    total = sub + tax
    if y + 130 > bottom:
        y = brk()
    y += 6
    if stated:
        style = rng.choice(["cells", "below", "line"])
        lab = cj.pick(rng, "總計|合計金額|總金額")
        lab_s = (
            lab if style == "cells" else f"{lab}（含稅）：" if style == "below" else f"{lab}：NT$"
        )
        amt = f"NT${w0(total)}" if style != "line" else w0(total)
        y = ctotals(
            pdf,
            rng,
            right,
            y,
            [("小計", w0(sub)), ("營業稅 5%", w0(tax))],
            lab_s,
            amt,
            style,
            ink=ink,
        )
        y += 6
        pdf.text(m, y + 8, f"新台幣（大寫）：{cj.daxie(total, trad=True)}", 8.4)
        y += 15
        if rng.random() < 0.4:
            dep = (total * Decimal("0.3")).quantize(Decimal(1), rounding=ROUND_HALF_UP)
            pdf.text(m, y + 8, f"已付訂金：NT${w0(dep)}　　尚欠餘額：NT${w0(total - dep)}", 8.4)
            y += 15
    else:
        pdf.text(m, y + 10, "單價依報價單，金額以實際交貨數量計算。", 8.4)
        y += 18
    for t in [
        "一、蛋盒須符合食品用器具容器包裝衛生標準，請附檢驗報告。",
        "二、請於送貨單及發票上註明採購單號。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 16
    cw = wd / 4
    for k, lab in enumerate(["場長", "主管", "採購", "廠商簽回"]):
        pdf.rect(m + k * cw, y, cw, 14, fill=PALE, stroke=black)
        pdf.rect(m + k * cw, y + 14, cw, 30, stroke=black)
        pdf.text(m + k * cw + cw / 2, y + 10.5, lab, 8, align="c")
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_tw_danji_chang_danhe_baocai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 4 ja ski resort's parts order

SK_P = "白樺 八方 栂池 志賀 蔵王 安比 妙高 苗場 雫石 大雪 斑尾 戸狩".split()
SK_BUY = [
    "{p}スキー場",
    "株式会社{p}リゾート",
    "{p}高原開発株式会社",
    "{p}索道株式会社",
    "{p}観光開発株式会社",
]
SK_S = "北星 雪嶺 アルプ 信越 北日本 白山 大雪 ユキノ 高原 東北 ノース 日本".split()
SK_SUP = [
    "株式会社{s}商会",
    "{s}機械株式会社",
    "{s}スノーテック株式会社",
    "有限会社{s}整備",
    "{s}索道サービス株式会社",
    "{s}スポーツ",
]
SK_ITEMS = [
    ("圧雪車用スプロケット", "PB600 適合", "個", 68000, 125000),
    ("履帯グローサー", "アルミ 1台分", "式", 180000, 320000),
    ("油圧ホース", "3/4インチ 1.5m", "本", 6800, 12500),
    ("リフト搬器グリップ部品", "スプリング一式", "組", 42000, 78000),
    ("滑車ライナー", "Φ400 ゴム", "個", 8200, 15800),
    ("コース安全ネット", "H2m×30m", "張", 24000, 46000),
    ("竹ポール（標識用）", "2.5m", "本", 380, 720),
    ("レンタルスキー", "カービング 160cm", "台", 28000, 52000),
    ("レンタルヘルメット", "M/L", "個", 4800, 8800),
    ("ホットワックス", "ベース 1kg", "缶", 5200, 9600),
    ("灯油（ボイラー用）", "18L", "缶", 1900, 2600),
    ("エッジチューナー", "ファイル付", "台", 9800, 18000),
    ("パトロール用無線機", "簡易業務用", "台", 32000, 58000),
]


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    p_ = rng.choice(SK_P)
    buyer = rng.choice(SK_BUY).format(p=p_)
    sup = rng.choice(SK_SUP).format(s=rng.choice(SK_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|SK{Y}{n4}|No.{n5}|H-{y}{m}{d}-{n2}")
    mitsu = cj.number(rng, d, "見{y}{m}-{n3}|Q{n5}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|注文No.")
    spot = rng.choice(["box", "title", "grid"])
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([NAVY, Color(0.2, 0.35, 0.5), black])
    title = cj.pick(rng, "発　注　書|発注書|注文書|御注文書")

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
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
        return 44

    pdf.text(pdf.w / 2, 44, title, 18, align="c", bold=True, colour=ink)
    if spot == "title":
        pdf.text(right, 44, f"No. {po}", 10.5, align="r")
        po_lab = "No."
        pdf.text(right, 58, f"発注日 {cj.fdate(d, ds)}", 8.4, align="r")
    elif spot == "box":
        bw = [60, 104]
        yy = 56
        for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    y = 86
    in_cell = rng.random() < 0.35
    if in_cell:
        y = crow(pdf, m, y, [56, 210], ["発注先", f"{sup}　御中"], "cl", h=22, size=10)
        pdf.text(m, y + 14, "下記の通り発注いたします。", 8.6)
    else:
        pdf.text(m, y, sup, 12, bold=True)
        pdf.text(
            m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
        )
        pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
        pdf.text(m, y + 20, "下記のとおり注文いたします。ご手配よろしくお願いいたします。", 8.4)
    ry = 96
    pdf.text(right, ry + 4, buyer, 11, align="r", bold=True)
    pdf.text(
        right,
        ry + 18,
        f"〒{rng.randint(380, 999)}-{rng.randint(0, 9999):04d} {rng.choice(['長野県', '新潟県', '山形県', '北海道', '岩手県'])}{p_}高原{rng.randint(1, 3000)}",
        7.6,
        align="r",
        colour=GREY,
    )
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(
        right,
        ry + 42,
        f"{rng.choice(['索道課', '整備課', '営業課', 'レンタル課'])}　担当：{cj.person(rng, 'ja')}",
        7.8,
        align="r",
    )
    if rng.random() < 0.6:
        pdf.stamp(right - 14, ry + 16, buyer.replace("株式会社", "")[:4], rng, shape="rect", r=18)
    y = 128
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [26, 34] if not land else [20, 26])
    lines = more_lines(
        rng,
        SK_ITEMS,
        n,
        [1, 2, 3, 4, 5, 10, 20, 30],
        ["（予備）", "（第2リフト）", "（子供用）"],
        places=0,
        big=30000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    nebiki = (sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100).quantize(
        Decimal(100), rounding=ROUND_DOWN
    )
    tax = ((sub - nebiki) * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = sub - nebiki + tax
    if stated and rng.random() < 0.6:
        pdf.rect(m, y, 240, 42, stroke=ink, lw=1)
        pdf.rect(m, y, 240, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "ご発注金額（税込）|注文金額合計（税込）|合計金額"), 8.4
        )
        pdf.text(
            m + 234,
            y + 35,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 50
    y = max(y, ry + 54) + 2
    grid = [
        ("納期", cj.fdate(cj.later(rng, d, 7, 40), ds)),
        ("納品場所", cj.pick(rng, "山麓駅 整備工場|センターハウス|レンタルハウス|第1リフト乗り場")),
        ("お見積No.", mitsu),
        ("支払条件", cj.pick(rng, "月末締め翌月末払い|納品後30日|前払い")),
    ]
    if spot == "grid":
        grid.insert(0, (po_lab, po))
        grid.insert(1, ("発注日", cj.fdate(d, ds)))
    rows = [[a for kv in grid[i : i + 3] for a in kv] for i in range(0, len(grid), 3)]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [10, 23, 10, 23, 10, 24]),
            rows,
            h=18,
            size=8,
            ink=ink,
            fill=PALE,
            labels=(0, 2, 4),
        )
        + 8
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
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
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 30, 22, 8, 6, 13, 16]),
        ["No.", "品名", "型式・仕様", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 110 > bottom:
        y = brk()
    y += 6
    if stated:
        w2 = [96, 110]
        rws = [("小計", f"{sub:,.0f}")]
        if nebiki:
            rws.append(("お値引", f"-{nebiki:,.0f}"))
        rws += [
            ("消費税（10%）", f"{tax:,.0f}"),
            (cj.pick(rng, "合計|合計金額|総合計"), f"¥{total:,.0f}"),
        ]
        for k, (l_, v) in enumerate(rws):
            last = k == len(rws) - 1
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
        if rng.random() < 0.4:
            pre = (total * Decimal("0.3")).quantize(Decimal(1), rounding=ROUND_DOWN)
            pdf.text(
                m,
                y - 4,
                f"前払金 ¥{pre:,.0f}（発注時）　残金 ¥{total - pre:,.0f}（納品検収後）",
                8.2,
            )
    else:
        pdf.text(m, y + 10, "単価はお見積書のとおり。数量確定後、金額をご連絡ください。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・冬期は除雪状況により搬入時間をご相談ください。",
        "・部品には適合機種・製造番号を明記のこと。",
        "・請求書には必ず発注番号をご記載ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t, 7.8)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 10
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 30, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_ja_skijou_assetsusha_buhin_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- 5 en-GB lido's season order

LD_T = "Saltdean|Brockwell|Jesus Green|Tinside|Hathersage|Ilkley|Portishead|Stonehaven|Sandford Parks|Wycombe Rye|Charlton|Peterborough".split(
    "|"
)
LD_BUY = [
    "{t} Lido Ltd",
    "{t} Lido Community Interest Company",
    "{t} Open Air Pool Trust",
    "Friends of {t} Lido",
    "{t} Lido & Leisure Ltd",
]
LD_A = "Ashcroft|Brindley|Calloway|Denholm|Everard|Fothergill|Gresham|Hollis|Ingram|Kershaw|Lomax|Pritchard|Rowntree|Sutcliffe".split(
    "|"
)
LD_SUP_FORMED = [
    "{a} Pool Chemicals Ltd",
    "{a} Aquatic Supplies Limited",
    "{a} Leisure Equipment Ltd",
    "{a} Kiosk Foods Ltd",
    "{a} Lifesaving Supplies Ltd",
    "{a} & {b} Ltd",
]
LD_SUP_BARE = ["{a} & {b}", "{a} Pool Services", "{a} Deckchairs"]
LD_F = "Harriet|Owen|Fiona|Rhys|Tamsin|Callum|Imogen|Stuart|Bryony|Declan".split("|")
LD_ITEMS = [
    ("Sodium hypochlorite 14/15%, 25 L drum", "drum", 28, 46),
    ("pH reducer (sodium bisulphate) 25 kg", "tub", 38, 62),
    ("DPD test tablets No.1/No.3 (250)", "pack", 14, 26),
    ("Lane rope, wave-quelling, 25 m", "each", 240, 420),
    ("Rescue tube, lifeguard, orange", "each", 32, 58),
    ("Rescue spinal board with head blocks", "each", 260, 480),
    ("Filter sand 16/30 grade, 25 kg", "bag", 9, 16),
    ("Deckchair, hardwood, striped canvas", "each", 38, 72),
    ("Ice lollies, assorted (case of 24)", "case", 12, 22),
    ("Hot chocolate sachets (box of 100)", "box", 16, 28),
    ("First aid kit refill, BS 8599 large", "kit", 24, 45),
    ("Thermal pool cover repair, per m²", "m²", 18, 34),
    ("Swim caps, silicone, logo print", "each", 2.4, 4.8),
]


def _ld(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djserif"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    t = rng.choice(LD_T)
    buyer = rng.choice(LD_BUY).format(t=t)
    a1, a2 = rng.sample(LD_A, 2)
    sup = bare_or(rng, LD_SUP_FORMED, LD_SUP_BARE, 0.3).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-####", f"LIDO/{dt:%y}/###", "P#####", f"{dt.year}-####", "LPO####"])
    )
    quote = la.digits(rng, rng.choice(["Q-#####", "QT####"]))
    req = la.digits(rng, "REQ ####")
    acct = la.digits(rng, rng.choice(["ACC-####", "C####"]))
    stated = stated_of(rng)
    page = [1]
    spot = rng.choice(["title", "kv", "grid", "rows", "boxed"])
    po_lab = la.pick(rng, "PO Number|Order No.|Purchase Order No.|Our Order Ref.|PO No.")
    df = lambda x: la.dfmt(x, rng.choice(["long_en", "dmy", "mon"]))  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 38,
            f"{buyer} · Registered in England and Wales No. {la.digits(rng, '0#######')}",
            6.4,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            m,
            d.h - 30,
            f"VAT No. GB {la.digits(rng, '### #### ##')} · Registered charity No. {la.digits(rng, '11#####')}",
            6.4,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 36,
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
            f"The Pavilion, {rng.choice(['Lido Road', 'Park Lane', 'Promenade', 'Bath Street'])}, {t}",
            f"Tel 0{la.digits(rng, '#### ######')} · office@{t.lower().replace(' ', '')}lido.org.uk",
        ],
        7.8,
        lead=10,
    )
    if spot == "title":
        d.t(r, 48, f"PURCHASE ORDER {po}", 14, b=True, al="r")
        d.t(r, 62, f"Date: {df(dt)}", 8.4, al="r")
    else:
        d.t(r, 48, la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER"), 15, b=True, al="r")
    y = 86
    pairs = [
        (po_lab, po),
        ("Date", df(dt)),
        ("Your quote", quote),
        ("Requisition", req),
        ("Account", acct),
    ]
    if spot == "title":
        pairs = pairs[2:]
    if rng.random() < 0.3:
        pairs[0], pairs[1] = pairs[1], pairs[0]
    if spot in ("grid", "rows"):
        y = lmeta(d, m, y, wd, pairs, spot) + 12
    vlab = la.pick(rng, "Vendor|Supplier|To|To:|")
    blk = [
        sup,
        f"{rng.randint(1, 90)} {rng.choice(['Riverside Works', 'Station Road', 'Mill Lane', 'Unit 4, Kingsway'])}",
        f"{rng.choice(['Leeds', 'Bristol', 'Swindon', 'Preston', 'Ipswich'])} {la.digits(rng, '@@# #@@')}",
        f"Attn: {rng.choice(LD_F)} {rng.choice(LD_A)}",
    ]
    left_sup = rng.random() < 0.65
    sx = m if left_sup else m + wd * 0.52
    ox = m + wd * 0.52 if left_sup else m
    sy = y
    if vlab:
        d.t(sx, sy + 8, vlab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(sx, sy, blk, 9, b_first=True, lead=11.5)
    ky = y
    if spot in ("kv", "boxed", "title"):
        ky = lmeta(
            d,
            ox,
            y,
            wd * 0.46,
            pairs,
            "kvr" if spot == "kv" and rng.random() < 0.5 else "kv" if spot != "boxed" else "boxed",
        )
    else:
        d.t(ox, ky + 8, "Contact", 8, b=True, grey=0.35)
        ky = d.lines(
            ox,
            ky + 12,
            [
                f"{rng.choice(LD_F)} {rng.choice(LD_A)}, {rng.choice(['Pool Manager', 'Duty Manager', 'Kiosk Supervisor'])}",
                f"0{la.digits(rng, '7### ######')}",
            ],
            8.2,
            lead=10.5,
        )
    y = max(sy, ky) + 10
    cw = (wd - 16) / 2
    blocks = [
        (
            "Deliver to",
            [
                f"{buyer} - {rng.choice(['Plant Room', 'Kiosk', 'Lifeguard Store', 'Goods gate, rear car park'])}",
                "Deliveries Mon-Fri 07:00-09:30 only",
            ],
        ),
        (
            "Invoice to",
            ["Accounts Payable", buyer, f"accounts@{t.lower().replace(' ', '')}lido.org.uk"],
        ),
    ]
    if rng.random() < 0.4:
        blocks.reverse()
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 16)
        d.t(xx, y + 8, lab, 8, b=True, grey=0.35)
        yy = max(yy, d.lines(xx, y + 12, rows, 8.2, lead=10.5))
    y = yy + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng, LD_ITEMS, n, [1, 2, 4, 6, 10, 12, 20, 24, 50], ["- spare", "- junior", "- reorder"]
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:4], "", ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["Line", "Description", "Qty", "Unit", "Unit £", "Total £"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = pct_of(sub, rng.choice([0, 0, 5, 10]))
    carr = Decimal(rng.choice([0, 0, 0, "12.50", "25.00", "45.00"]))
    vat = r2((sub - disc + carr) * Decimal("0.2"))
    total = sub - disc + carr + vat
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", en2(sub))]
        if disc:
            rows_.append(("Less discount", f"-{en2(disc)}"))
        if carr:
            rows_.append(("Carriage", en2(carr)))
        rows_.append(("VAT @ 20%", en2(vat)))
        xl = m + wd * 0.56
        y = ltotals(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "TOTAL|Order Total|Total (inc. VAT)|Total due"),
            f"£{en2(total)}",
        )
        if rng.random() < 0.45:
            dep = pct_of(total, rng.choice([25, 50]))
            y = d.summary(
                xl,
                r - 3,
                y + 4,
                [
                    ("Deposit paid", f"£{en2(dep)}", False),
                    ("Balance on delivery", f"£{en2(total - dep)}", False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per your quotation {quote}; to be invoiced on actual quantities delivered.",
            8.4,
            wd,
        )
    y += 10
    for tx in [
        "Chemicals must be delivered with current safety data sheets and decanted only by our trained staff. Please quote our order number on all delivery notes and invoices.",
        "Payment 30 days from receipt of a valid VAT invoice.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, tx, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Authorised: {rng.choice(LD_F)} {rng.choice(LD_A)}, {rng.choice(['General Manager', 'Operations Manager', 'Chair of Trustees'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(rng, "Supplier acknowledgement|Accepted for the supplier (sign and date)"),
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_en_gb_lido_season_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ld)


# --------------------------------------------------------------------------- 6 en-AU pearl farm's order

PF_N = "Kimberley South Sea|Cygnet Bay|Roebuck|Dampier Creek|Eighty Mile|Coral Coast|Montgomery Reef|Cone Bay|Torres Strait|Darnley".split(
    "|"
)
PF_BUY = [
    "{n} Pearls Pty Ltd",
    "{n} Pearling Co. Pty Ltd",
    "{n} Aquaculture Pty Ltd",
    "{n} Pearl Farm Pty Ltd",
]
PF_S = "Broome|Pilbara|Nor'west|Saltwater|Tideline|Coastal|Seahorse|Mangrove|Outback|Southern Cross|Barrier|Port".split(
    "|"
)
PF_SUP_FORMED = [
    "{s} Marine Supplies Pty Ltd",
    "{s} Dive & Safety Pty Ltd",
    "{s} Ropes & Nets Pty Ltd",
    "{s} Marine Engineering Pty Ltd",
    "{s} Hatchery Supplies Pty Ltd",
]
PF_SUP_BARE = ["{s} Boat Repairs", "{s} Chandlery", "{s} Outboards"]
PF_ITEMS = [
    ("Pearl panel, 8-pocket, galvanised frame", "ea", 28, 48),
    ("Longline float, 300 mm", "ea", 14, 26),
    ("Polysteel rope 16 mm (220 m coil)", "coil", 180, 320),
    ("Regulator service (annual)", "ea", 140, 260),
    ("Wetsuit 3 mm, full length", "ea", 190, 340),
    ("Shell cleaning brush, nylon", "ea", 6, 12),
    ("Outboard service kit 150 hp", "kit", 260, 480),
    ("Diesel, marine (delivered to barge)", "L", 1.9, 2.6),
    ("Ice, 10 kg bags", "bag", 4.5, 8),
    ("Algae culture starter (hatchery)", "lot", 420, 880),
    ("Nucleus beads 7.0 bu (per 1000)", "1000", 950, 1600),
    ("X-ray film packs for shell checks", "pack", 85, 160),
    ("First aid kit, marine (offshore)", "ea", 160, 290),
]


def _pf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    nm = rng.choice(PF_N)
    buyer = rng.choice(PF_BUY).format(n=nm)
    sup = bare_or(rng, PF_SUP_FORMED, PF_SUP_BARE, 0.3).format(s=rng.choice(PF_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO#####", f"PF-{dt:%y}-####", "######", f"{dt.year}/###"]))
    quote = la.digits(rng, rng.choice(["QU-####", "Quote ####"]))
    job = la.digits(rng, rng.choice(["Lease WA-####", f"Season {dt.year}", "Hatchery run ##"]))
    stated = stated_of(rng)
    page = [1]
    spot = rng.choice(["block", "grid", "title", "boxed"])
    po_lab = la.pick(rng, "PO Number|Order Number|Purchase Order #|PO #")
    abn = la.digits(rng, "## ### ### ###")

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · ABN {abn} · Please quote the PO number on all invoices · accounts@{nm.split()[0].lower()}pearls.com.au",
            6.6,
            grey=0.4,
        )
        d.t(
            r, d.h - 30, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{po_lab} {po} - continued", 9, b=True)
        return 56

    d.box(0, 0, d.w, 22, fill=0.25, stroke=False)
    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        53,
        [
            f"{rng.randint(1, 40)} {rng.choice(['Port Drive', 'Dampier Terrace', 'Hamersley Street', 'Frederick Street'])}, Broome WA 6725",
            f"ABN {abn} · Ph (08) {la.digits(rng, '9### ####')}",
        ],
        7.8,
        lead=10,
    )
    ttl = la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER")
    d.t(r, 48, f"{ttl} {po}" if spot == "title" else ttl, 14, b=True, al="r")
    pairs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "long_en"]))),
        ("Quote ref", quote),
        ("Job / lease", job),
        ("Terms", la.pick(rng, "30 days EOM|14 days|COD")),
    ]
    if spot == "title":
        pairs = pairs[1:]
    y = 82
    if spot == "grid":
        y = lmeta(d, m, y, wd, pairs, "grid") + 12
    vlab = la.pick(rng, "Supplier|Vendor|To|")
    sy = y
    if vlab:
        d.t(m, sy + 8, vlab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.randint(1, 80)} {rng.choice(['Coghlan Street', 'Great Eastern Hwy', 'Port Road', 'Wharf Street'])}",
            f"{rng.choice(['Port Hedland WA 6721', 'Darwin NT 0800', 'Fremantle WA 6160', 'Cairns QLD 4870'])}",
            f"ABN {la.digits(rng, '## ### ### ###')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kx = m + wd * 0.55
    ky = y
    if spot in ("block", "boxed", "title"):
        ky = lmeta(
            d,
            kx,
            y,
            r - kx,
            pairs,
            "kvr" if spot == "block" else "boxed" if spot == "boxed" else "kv",
        )
    y = max(sy, ky) + 10
    d.t(m, y + 8, "Deliver to", 8, b=True, grey=0.35)
    y = (
        d.lines(
            m,
            y + 12,
            [
                f"{rng.choice(['MV', 'Barge', 'Vessel'])} {rng.choice(['Paspaley Star', 'Ningaloo', 'Kuri Bay', 'Jarrangbarnmi'])} via {rng.choice(['Broome Port wharf', 'Cable Beach boat ramp', 'farm base, Cone Bay'])} - contact skipper {la.digits(rng, '04## ### ###')}"
            ],
            8.2,
            lead=10.5,
        )
        + 8
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36] if not land else [20, 26])
    lines = more_lines(
        rng,
        PF_ITEMS,
        n,
        [1, 2, 4, 10, 20, 50, 100, 200],
        ["(spare)", "(second vessel)", "(heavy duty)"],
        big=400,
    )
    body = [
        ([la.digits(rng, "M-####"), it[0], f"{q:,.0f}", it[1], en2(p), "GST", en2(a)], a)
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:4], "", c_[5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.42, 0.08, 0.08, 0.12, 0.07, 0.13)],
        ["Code", "Description", "Qty", "UOM", "Unit $ ex", "Tax", "Amount $"],
        body,
        "llrlrcr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    frt = Decimal(rng.choice([0, 0, 85, 150, 240]))
    gst = r2((sub + frt) * Decimal("0.1"))
    total = sub + frt + gst
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal ex GST", f"${en2(sub)}")]
        if frt:
            rows_.append(("Freight", f"${en2(frt)}"))
        rows_.append(("GST 10%", f"${en2(gst)}"))
        xl = m + wd * 0.58
        y = ltotals(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "Total inc GST|TOTAL (AUD)|Amount payable|Order total inc. GST"),
            f"${en2(total)}",
        )
        if rng.random() < 0.4:
            dep = pct_of(total, rng.choice([20, 30, 50]))
            y = wrapped(
                d,
                m,
                y + 4,
                f"Deposit paid {la.dfmt(dt, 'dmy')}: ${en2(dep)}. Balance ${en2(total - dep)} payable 30 days EOM.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing as per {quote}. Final amount on invoice for quantities actually delivered to the vessel.",
            8.4,
            wd,
        )
    y += 10
    for tx in [
        "Goods for offshore delivery must be packed in waterproof crates and labelled with the vessel name.",
        "All invoices must quote our purchase order number or payment will be delayed.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, tx, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Approved by: {la.person(rng, 'en')}, {rng.choice(['Farm Manager', 'Operations Manager', 'Hatchery Manager'])}",
    )
    d.sign(m + sw + 20, y, sw, "Supplier acceptance")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_en_au_pearl_farm_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pf)


# --------------------------------------------------------------------------- 7 de-CH animal shelter's supplies order

TH_O = "Winterthur|Thun|Chur|Aarau|Frauenfeld|Olten|Wil SG|Zug|Schaffhausen|Solothurn|Burgdorf|Rapperswil".split(
    "|"
)
TH_BUY = [
    "Tierheim {o}",
    "Tierschutzverein {o} und Umgebung",
    "Stiftung Tierheim {o}",
    "Tierheim {o} – Tierschutzverein {o}",
]
TH_N = "Brunner|Keller|Wyss|Steiner|Gerber|Frei|Baumann|Huber|Moser|Zürcher|Bachmann|Lüthi".split(
    "|"
)
TH_SUP_FORMED = [
    "{n} Tiernahrung AG",
    "{n} Zoobedarf GmbH",
    "{n} Veterinärbedarf AG",
    "{n} & Co. AG",
    "{n} Heimtier-Service GmbH",
]
TH_SUP_BARE = ["Mühle {n}", "Futterhandel {n}", "{n} Streu + Futter"]
TH_F = "Reto|Sandra|Urs|Barbara|Beat|Nicole|Daniel|Corinne|Lukas|Monika".split("|")
TH_ITEMS = [
    ("Hundetrockenfutter Adult 15 kg", "Sack", "2.6", 42, 78),
    ("Katzentrockenfutter Sterilised 10 kg", "Sack", "2.6", 38, 69),
    ("Nassfutter Katze 85 g (Karton 24)", "Ktn", "2.6", 14, 26),
    ("Kaninchenheu 10 kg", "Ballen", "2.6", 12, 22),
    ("Katzenstreu klumpend 20 l", "Sack", "8.1", 9, 17),
    ("Hobelspäne entstaubt 24 kg", "Ballen", "8.1", 14, 24),
    ("Entwurmungstabletten (50 Stk.)", "Pkg", "8.1", 48, 95),
    ("Flohschutz Spot-on (Hund M)", "Pkg", "8.1", 26, 48),
    ("Transportbox Katze", "Stk", "8.1", 28, 54),
    ("Hundeleinen 2 m, Nylon", "Stk", "8.1", 7, 14),
    ("Desinfektionsmittel 5 l", "Kanister", "8.1", 32, 58),
    ("Einweghandschuhe Nitril (100)", "Box", "8.1", 8, 15),
]


def r05(v: Decimal) -> Decimal:
    return (v * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20


def _th(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djserif"))
    m = rng.uniform(42, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    o = rng.choice(TH_O)
    buyer = rng.choice(TH_BUY).format(o=o)
    sup = bare_or(rng, TH_SUP_FORMED, TH_SUP_BARE, 0.3).format(n=rng.choice(TH_N))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"B-{dt.year}-###", "TH####", f"{dt:%y}-####", "BE-#####"]))
    kd = la.digits(rng, "K-#####")
    off = la.digits(rng, rng.choice(["Offerte ####", "OF-#####"]))
    stated = stated_of(rng)
    page = [1]
    spot = rng.choice(["beside", "kv", "grid", "boxed"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.")
    street = f"{rng.choice(['Tierheimweg', 'Industriestrasse', 'Grundstrasse', 'Im Riet', 'Feldweg'])} {rng.randint(1, 80)}"
    plz = f"{rng.randint(1000, 9699)} {o}"
    uid = la.digits(rng, "CHE-###.###.###")

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(m, d.h - 38, f"{buyer} · {street}, {plz} · {uid} MWST", 6.4, grey=0.35, maxw=wd - 50)
        d.t(
            m,
            d.h - 30,
            f"PC {la.digits(rng, '##-######-#')} · IBAN CH{la.digits(rng, '## #### #### #### #### #')}",
            6.4,
            grey=0.35,
        )
        d.t(
            r, d.h - 38, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 60

    if rng.random() < 0.5:
        d.t(m, 50, buyer, 14, b=True)
        d.t(m, 63, f"{street} · {plz} · Tel. 0{la.digits(rng, '## ### ## ##')}", 7.6, grey=0.3)
    else:
        d.t(r, 50, buyer, 14, b=True, al="r")
        d.t(
            r,
            63,
            f"{street} · {plz} · Tel. 0{la.digits(rng, '## ### ## ##')}",
            7.6,
            al="r",
            grey=0.3,
        )
    d.t(m, 116, f"{buyer}, {street}, {plz}", 6.4, grey=0.35)
    d.line(m, 119, m + 240, 119, 0.3)
    rows = [sup]
    if rng.random() < 0.4:
        rows.append(f"z. Hd. {rng.choice(['Frau', 'Herrn'])} {rng.choice(TH_N)}")
    rows += [
        f"{rng.choice(['Gewerbestrasse', 'Bahnhofstrasse', 'Mühleweg', 'Zürcherstrasse'])} {rng.randint(1, 120)}",
        f"{rng.randint(1000, 9699)} {rng.choice(['Herzogenbuchsee', 'Dietikon', 'Sursee', 'Gossau SG', 'Lyss'])}",
    ]
    for i, s_ in enumerate(rows):
        d.t(m, 128 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    kv = [] if spot == "beside" else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Kundennummer", kd),
        ("Ihre Offerte", off),
        ("Kontakt", f"{rng.choice(TH_F)} {rng.choice(TH_N)}"),
    ]
    if spot in ("kv", "beside"):
        ky = lmeta(d, m + wd * 0.58, 108, wd * 0.42, kv, "kvr" if rng.random() < 0.5 else "kv", 8)
        y = max(200, ky + 14)
    else:
        y = 200
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Futter und Bedarf")
    d.t(m, y, f"{title} Nr. {po}" if spot == "beside" else title, 12.5, b=True)
    y += 8
    if spot in ("grid", "boxed"):
        y = lmeta(d, m, y + 2, wd if spot == "grid" else wd * 0.55, kv, spot, 8.2) + 8
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, wir bestellen gemäss Ihrer Offerte zur Lieferung bis {la.dfmt(dt + timedelta(days=rng.randint(3, 14)), 'dot')} an unsere Adresse (Anlieferung Mo–Fr 8–11 Uhr, Futterlager):",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        TH_ITEMS,
        n,
        [1, 2, 3, 4, 5, 6, 10, 12, 20],
        ["(Welpen)", "(Senior)", "(Nachbestellung)"],
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "'"), it[1], chf(p), f"{it[2]}%", chf(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:4], "", c_[5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.09, 0.11, 0.08, 0.12)],
        ["Pos.", "Artikel", "Menge", "Einh.", "Preis CHF", "MWST", "Betrag CHF"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    na = sum((a for it, _, _, a in lines if it[2] == "2.6"), ZERO)
    nb = sum((a for it, _, _, a in lines if it[2] == "8.1"), ZERO)
    va, vb = r2(na * Decimal("0.026")), r2(nb * Decimal("0.081"))
    raw = na + nb + va + vb
    total = r05(raw)
    rnd = total - raw
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total netto", chf(na + nb))]
        if na:
            rows_.append(("MWST 2,6 %" if rng.random() < 0.3 else "MWST 2.6 %", chf(va)))
        if nb:
            rows_.append(("MWST 8.1 %", chf(vb)))
        if rnd:
            rows_.append(("Rundung", chf(rnd)))
        y = ltotals(
            d,
            rng,
            m + wd * 0.55,
            r - 3,
            y,
            rows_,
            la.pick(rng, "Total CHF|Gesamttotal inkl. MWST|Bestellsumme CHF|Total"),
            f"CHF {chf(total)}",
            8.6,
            0.45,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäss {off} bzw. Ihrer gültigen Preisliste; Verrechnung nach Lieferung.",
            8.4,
            wd,
        )
    y += 10
    for tx in [
        "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Zahlung 30 Tage netto.",
        "Als gemeinnützige Organisation danken wir für Ihren Tierheim-Rabatt.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, tx, 7.8, wd, grey=0.2)
    if y + 56 > bottom:
        y = brk()
    y += 22
    d.t(m, y, "Freundliche Grüsse", 8.6)
    d.t(
        m,
        y + 30,
        f"{rng.choice(TH_F)} {rng.choice(TH_N)}, {rng.choice(['Tierheimleitung', 'Präsidentin Tierschutzverein', 'Einkauf / Tierpflege'])}",
        8.4,
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_de_ch_tierheim_bedarf_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _th)


# --------------------------------------------------------------------------- 8 fr-FR honey farm's jars and equipment order

ML_N = "des Cévennes|du Lubéron|de la Garrigue|des Vosges|du Morvan|des Landes|de Sologne|du Gâtinais|des Causses|de l'Aubrac".split(
    "|"
)
ML_BUY = [
    "Miellerie {n}",
    "Les Ruchers {n}",
    "GAEC du Rucher {n}",
    "EARL Apiculture {n}",
    "Le Miel {n} SARL",
]
ML_SN = (
    "Thomas|Guérin|Fabre|Michaud|Baron|Collet|Arnaud|Perret|Maillard|Leclerc|Vidal|Giraud".split(
        "|"
    )
)
ML_SUP_FORMED = [
    "{n} Apiculture SAS",
    "Verrerie {n} SA",
    "{n} Emballages SARL",
    "Établissements {n}",
    "{n} Matériel Apicole SARL",
    "Société {n} et Fils",
]
ML_SUP_BARE = ["Menuiserie {n}", "Cirerie {n}", "{n} Étiquettes"]
ML_ITEMS = [
    ("Pot verre 250 g TO 63 (palette 3 240)", "palette", 980, 1450),
    ("Pot verre 500 g TO 70 (carton 24)", "carton", 9, 15),
    ("Capsule TO 63 dorée (carton 1 000)", "carton", 48, 82),
    ("Cadre Dadant corps monté filé", "u", 1.6, 2.9),
    ("Cire gaufrée Dadant corps (kg)", "kg", 18, 29),
    ("Ruche Dadant 10 cadres complète", "u", 85, 140),
    ("Extracteur radiaire 20 cadres inox", "u", 1900, 3200),
    ("Maturateur inox 200 kg", "u", 420, 760),
    ("Étiquettes adhésives personnalisées (1 000)", "rouleau", 55, 110),
    ("Nourrisseur couvre-cadre 3 L", "u", 7, 13),
    ("Combinaison ventilée", "u", 79, 145),
    ("Enfumoir inox Ø 100", "u", 28, 52),
]


def _ml(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djserif"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    buyer = rng.choice(ML_BUY).format(n=rng.choice(ML_N))
    sup = bare_or(rng, ML_SUP_FORMED, ML_SUP_BARE, 0.3).format(n=rng.choice(ML_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC-{dt.year}-###", f"{dt:%y}{dt:%m}-##", "BC#####", f"CDE{dt:%y}###"])
    )
    devis = la.digits(rng, rng.choice(["DEV-#####", "Devis n° ####"]))
    cli = la.digits(rng, "C######")
    stated = stated_of(rng)
    page = [1]
    spot = rng.choice(["beside", "frame", "grid", "rows", "kv"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|Réf. commande")
    siret = la.digits(rng, "### ### ### #####")
    ville = rng.choice(
        ["Anduze", "Apt", "Mont-de-Marsan", "Romorantin", "Millau", "Gérardmer", "Avallon"]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · SIRET {siret} · TVA intracom. FR{la.digits(rng, '## #########')} · NAPIC {la.digits(rng, 'A########')}",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 36, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} (suite)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.randint(1, 60)} {rng.choice(['chemin des Abeilles', 'route du Moulin', 'lieu-dit Les Bruyères', 'rue de la Miellerie'])}, {la.digits(rng, '#####')} {ville}",
            f"Tél. 0{la.digits(rng, '# ## ## ## ##')} · contact@miel-{ville.lower().replace(' ', '')[:8]}.fr",
        ],
        7.8,
        lead=10,
    )
    ttl = la.pick(rng, "BON DE COMMANDE|Bon de commande")
    if spot == "beside":
        d.t(r, 48, f"{ttl} N° {po}", 13, b=True, al="r")
        d.t(r, 62, f"du {la.dfmt(dt, rng.choice(['dmy', 'long_fr']))}", 8.6, al="r")
    elif spot == "frame":
        d.t(r, 44, ttl, 13, b=True, al="r")
        d.box(r - 170, 52, 170, 34)
        d.t(r - 164, 63, po_lab, 7.6, grey=0.35)
        d.t(r - 6, 80, po, 11, b=True, al="r")
        d.t(r - 164, 80, la.dfmt(dt, "dmy"), 8)
    else:
        d.t(r, 48, ttl, 15, b=True, al="r")
    y = 96
    pairs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, "dmy")),
        ("Votre devis", devis),
        ("N° client", cli),
        ("Livraison souhaitée", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")),
    ]
    if spot in ("grid", "rows"):
        y = lmeta(d, m, y, wd, pairs, spot) + 12
    flab = la.pick(rng, "Fournisseur|À l'attention de|Destinataire|Fournisseur :|")
    cw = wd * 0.46
    sx = r - cw if rng.random() < 0.6 else m
    ox = m if sx != m else r - cw
    sy = y
    if flab:
        d.t(sx, sy + 8, flab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        sx,
        sy,
        [
            sup,
            f"{rng.randint(1, 200)} {rng.choice(['ZA du Pont', 'rue des Verriers', 'avenue de la Gare', 'ZI Les Combes'])}",
            f"{la.digits(rng, '#####')} {rng.choice(['Lyon', 'Reims', 'Orléans', 'Clermont-Ferrand', 'Dijon'])}",
            f"Contact : {rng.choice(['M.', 'Mme'])} {rng.choice(ML_SN)}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    oy = y
    if spot == "kv":
        oy = lmeta(d, ox, y, cw, pairs, "kv", 8.2)
    else:
        d.t(ox, oy + 8, "Livraison", 8, b=True, grey=0.35)
        oy = d.lines(
            ox,
            oy + 12,
            [
                f"{buyer} – miellerie",
                f"{rng.choice(['Hangar', 'Atelier', 'Quai'])} accessible semi-remorque",
                f"Responsable : {la.person(rng, 'fr')}",
            ],
            8.2,
            lead=10.5,
        )
        oy = d.lines(ox, oy + 4, ["Facturation : siège, service comptabilité"], 7.8, lead=10)
    y = max(sy, oy) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        ML_ITEMS,
        n,
        [1, 2, 5, 10, 20, 50, 100, 200],
        ["(hausse)", "(lot saison)", "(réassort)"],
        big=400,
    )
    body = [
        ([la.digits(rng, "A-####"), it[0], it[1], f"{q:,.0f}".replace(",", " "), fr2(p), fr2(a)], a)
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:4], "", ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.46, 0.09, 0.08, 0.12, 0.15)],
        ["Réf.", "Désignation", "Unité", "Qté", "P.U. HT", "Total HT"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = pct_of(ht, rng.choice([0, 0, 3, 5]))
    port = Decimal(rng.choice([0, 0, 35, 90, 180]))
    base = ht - rem + port
    tva = r2(base * Decimal("0.2"))
    total = base + tva
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT", f"{fr2(ht)} €")]
        if rem:
            rows_.append(("Remise", f"- {fr2(rem)} €"))
        if port:
            rows_.append(("Frais de port HT", f"{fr2(port)} €"))
        if rem or port:
            rows_.append(("Net HT", f"{fr2(base)} €"))
        rows_.append(("TVA 20 %", f"{fr2(tva)} €"))
        xl = m + wd * 0.55
        y = ltotals(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Net à payer"),
            f"{fr2(total)} €",
        )
        if rng.random() < 0.5:
            ac = pct_of(total, rng.choice([30, 40, 50]))
            y = d.summary(
                xl,
                r - 3,
                y + 4,
                [
                    ("Acompte versé", f"{fr2(ac)} €", False),
                    ("Solde à payer", f"{fr2(total - ac)} €", False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre devis {devis} ; la facture sera établie sur les quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    for tx in [
        "Pots et capsules conformes au contact alimentaire (certificat à joindre). Livraison sur palette filmée, prise de rendez-vous 48 h avant.",
        "Merci de rappeler notre numéro de commande sur le bon de livraison et la facture. Règlement à 30 jours.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, tx, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Bon pour commande – {la.person(rng, 'fr')}, {rng.choice(['gérant', 'apicultrice', 'co-gérant du GAEC'])}",
    )
    d.sign(m + sw + 20, y, sw, "Accusé de réception fournisseur (date, cachet)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_fr_miellerie_pots_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ml)


# --------------------------------------------------------------------------- 9 it climbing-holds maker's order confirmation

AR_N = "Verticale|Granito|Dolomia|Appiglio|Strapiombo|Falesia|Crux|Tacca|Boulderline|Monolite|Roccia Viva|Spigolo".split(
    "|"
)
AR_SELL = [
    "{n} Holds S.r.l.",
    "{n} Climbing S.r.l.",
    "{n} Prese d'Arrampicata S.n.c.",
    "{n} Pareti Artificiali S.p.A.",
    "{n} Sport Verticali S.r.l.",
]
AR_SELL_BARE = ["{n} Resine", "Officina {n}"]
AR_X = (
    "Blocco|Parete Nord|Climb Up|Vertical Lab|Sasso|Bside|Grip|Zona Boulder|Tetto|Manopola".split(
        "|"
    )
)
AR_CUST = [
    "ASD {x} Climbing",
    "Palestra di arrampicata {x} S.S.D. a r.l.",
    "{x} Boulder S.r.l.",
    "Circolo Arrampicata {x} ASD",
]
AR_ITEMS = [
    ("Set prese in resina poliuretanica M (10 pz)", "set", 85, 160),
    ("Set prese XL jug (5 pz)", "set", 140, 260),
    ("Volume in vetroresina 120x80", "pz", 280, 520),
    ("Materasso crash pad 200x200x40", "pz", 420, 780),
    ("Corda dinamica 10 mm 40 m", "pz", 110, 190),
    ("Rinvio express 12 cm", "pz", 14, 24),
    ("Magnesite in polvere 1 kg", "kg", 9, 16),
    ("Pannello betulla 18 mm con inserti", "pz", 95, 170),
    ("Bulloneria M10 brugola (conf. 100)", "conf.", 18, 34),
    ("Scarpette noleggio (paio)", "paio", 48, 85),
    ("Spazzola per prese in setola", "pz", 6, 12),
    ("Dinamometro per prese (verifica)", "pz", 260, 480),
]


def _ar(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(38, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    nm = rng.choice(AR_N)
    sup = bare_or(rng, AR_SELL, AR_SELL_BARE, 0.2).format(n=nm)
    cust = rng.choice(AR_CUST).format(x=rng.choice(AR_X))
    dt = a_day(rng)
    po_date = dt - timedelta(days=rng.randint(1, 10))
    po = la.digits(
        rng,
        rng.choice(
            ["##/####", f"ORD-{po_date.year}-###", f"{po_date.year}/0##", "PO####", "n. ##"]
        ),
    )
    if po.startswith("n. "):
        po = po[3:]
    co = la.digits(rng, rng.choice([f"CO/{dt.year}/####", f"OV-{dt:%y}####", "#####"]))
    off = la.digits(rng, rng.choice([f"OFF {dt.year}/###", "Offerta ####"]))
    codcli = la.digits(rng, "C####")
    stated = stated_of(rng)
    page = [1]
    spot = rng.choice(["grid", "title", "kv", "rows"])
    po_lab = la.pick(rng, "Vs. ordine n.|Vostro ordine n.|Rif. Vs. ordine|Vs. ordine d'acquisto")
    piva = la.digits(rng, "IT0##########")
    city = rng.choice(["Arco (TN)", "Lecco", "Bergamo", "Brescia", "Bolzano", "Torino", "Verona"])

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{sup} · P.IVA {piva} · REA {la.digits(rng, '@@-######')} · Cap. soc. € {rng.choice(['10.000', '50.000', '20.000'])},00 i.v.",
            6.4,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(
            m,
            d.h - 30,
            f"IBAN IT{la.digits(rng, '##@#####################')} · Banca {rng.choice(['Intesa Sanpaolo', 'UniCredit', 'BPER', 'Crédit Agricole Italia'])}",
            6.4,
            grey=0.35,
        )
        d.t(r, d.h - 38, f"Pag. {page[0]}/{of}" if of else f"Pag. {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Conferma d'ordine {co} – segue", 9, b=True)
        return 58

    d.t(m, 48, sup, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"Via {rng.choice(['dell’Artigianato', 'delle Industrie', 'Roma', 'San Martino'])} {rng.randint(1, 90)}, {la.digits(rng, '#####')} {city}",
            f"Tel. +39 0{la.digits(rng, '### ######')} · ordini@{nm.lower().replace(' ', '')}.it · P.IVA {piva}",
        ],
        7.8,
        lead=10,
    )
    ttl = la.pick(rng, "CONFERMA D'ORDINE|Conferma d'ordine|CONFERMA ORDINE CLIENTE")
    d.t(r, 48, ttl, 14, b=True, al="r")
    d.t(r, 62, f"n. {co} del {la.dfmt(dt, 'dmy')}", 8.6, al="r")
    y = 84
    if spot == "title":
        y = (
            wrapped(
                d,
                m,
                y,
                f"Con la presente confermiamo il {po_lab.replace('Vs.', 'vostro').replace('Rif. ', '').lower()} {po} del {la.dfmt(po_date, 'dmy')} alle condizioni sotto riportate.",
                9,
                wd,
                b=True,
            )
            + 6
        )
    clab = la.pick(rng, "Spett.le|Cliente|Destinatario|Spett.le Cliente")
    cw = wd * 0.46
    cx = r - cw if rng.random() < 0.6 else m
    ox = m if cx != m else r - cw
    d.t(cx, y + 8, clab, 8, b=True, grey=0.35)
    cy = d.lines(
        cx,
        y + 12,
        [
            cust,
            f"Via {rng.choice(['Verdi', 'Garibaldi', 'dei Mille', 'Industriale'])} {rng.randint(1, 120)}",
            f"{la.digits(rng, '#####')} {rng.choice(['Milano', 'Padova', 'Firenze', 'Trento', 'Genova'])}",
            f"C.F./P.IVA {la.digits(rng, '0##########')} · SDI {la.digits(rng, '@@@@@@#')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    pairs = [
        (po_lab, po),
        ("Data vs. ordine", la.dfmt(po_date, "dmy")),
        ("Ns. offerta", off),
        ("Cod. cliente", codcli),
        ("Pagamento", la.pick(rng, "Bonifico 30 gg d.f.|RiBa 60 gg f.m.|Bonifico anticipato 30%")),
    ]
    oy = y
    if spot == "kv":
        oy = lmeta(d, ox, y, cw, pairs, "kvr", 8.2)
    else:
        d.t(ox, oy + 8, "Destinazione merce", 8, b=True, grey=0.35)
        oy = d.lines(
            ox,
            oy + 12,
            [
                f"{cust} – sala boulder",
                f"consegna con sponda idraulica, {rng.choice(['mattina', 'dopo le 14:00'])}",
                f"Ref. {la.person(rng, 'it')} {la.digits(rng, '3## #######')}",
            ],
            8.2,
            lead=10.5,
        )
    y = max(cy, oy) + 10
    if spot in ("grid", "rows"):
        y = lmeta(d, m, y, wd, pairs, spot) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        AR_ITEMS,
        n,
        [1, 2, 4, 5, 10, 12, 20, 30],
        ["(colore giallo)", "(texture fine)", "(kids)"],
        big=400,
    )
    body = [
        ([la.digits(rng, "P-####"), it[0], it[1], f"{q:,.0f}".replace(",", "."), eu(p), eu(a)], a)
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:4], "", ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.47, 0.08, 0.08, 0.12, 0.15)],
        ["Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo €", "Importo €"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    gross = sum((a for *_, a in lines), ZERO)
    sc = pct_of(gross, rng.choice([0, 0, 5, 8, 10]))
    tr = Decimal(rng.choice([0, 0, 60, 120, 180]))
    imp = gross - sc + tr
    iva = r2(imp * Decimal("0.22"))
    total = imp + iva
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totale merce", eu(gross))]
        if sc:
            rows_.append(("Sconto", f"-{eu(sc)}"))
        if tr:
            rows_.append(("Spese di trasporto", eu(tr)))
        rows_ += [("Imponibile", eu(imp)), ("IVA 22%", eu(iva))]
        xl = m + wd * 0.56
        y = ltotals(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "Totale documento|TOTALE ORDINE|Totale €|Totale a pagare"),
            f"€ {eu(total)}",
        )
        if rng.random() < 0.5:
            acc = pct_of(total, 30)
            y = d.summary(
                xl,
                r - 3,
                y + 4,
                [
                    ("Acconto 30% alla conferma", f"€ {eu(acc)}", False),
                    ("Saldo alla consegna", f"€ {eu(total - acc)}", False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prezzi come da ns. offerta {off}; gli importi saranno fatturati sulle quantità effettivamente consegnate.",
            8.4,
            wd,
        )
    y += 10
    for tx in [
        f"Consegna prevista: settimana {rng.randint(2, 50)} – franco destino. Le prese sono conformi alla norma EN 12572-3.",
        "Vi preghiamo di restituire copia della presente firmata per accettazione entro 5 giorni; in mancanza la conferma si intende accettata.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, tx, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"{sup} – Ufficio commerciale ({la.person(rng, 'it')})")
    d.sign(m + sw + 20, y, sw, "Timbro e firma del cliente per accettazione")
    foot()
    out = finish(d, "it", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind55_it_prese_arrampicata_conferma_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ar)


# --------------------------------------------------------------------------- 10 es flamenco school's order

FL_N = "La Caña|Amor de Dios|El Duende|Triana|Soleá|Albaicín|Los Tarantos|La Bulería|Compás|Sacromonte|Alegrías|Candela".split(
    "|"
)
FL_BUY = [
    "Academia de Baile {n}",
    "Escuela de Flamenco {n} S.L.",
    "Centro de Danza {n}",
    "Asociación Cultural Flamenca {n}",
    "Estudio {n} Flamenco S.L.",
]
FL_S = (
    "Gallardo|Menkes|Begoña|Montoya|Vargas|Carmona|Heredia|Cortés|Amaya|Reyes|Moreno|Salazar".split(
        "|"
    )
)
FL_SUP_FORMED = [
    "Calzados {s} S.L.",
    "{s} Mantones y Abanicos S.L.",
    "Confecciones {s} S.A.",
    "Guitarras {s} S.L.",
    "Distribuciones Flamencas {s} S.L.",
    "{s} e Hijos, S.L.",
]
FL_SUP_BARE = ["Taller {s}", "Castañuelas {s}", "Casa {s}"]
FL_ITEMS = [
    ("Zapato de flamenco profesional, piel (par)", "par", 95, 165),
    ("Falda de ensayo, 4 capas", "ud.", 38, 69),
    ("Mantón de Manila bordado 140 cm", "ud.", 120, 260),
    ("Abanico de baile, madera", "ud.", 12, 28),
    ("Castañuelas de fibra, profesional", "par", 45, 90),
    ("Cajón flamenco con cuerdas", "ud.", 85, 160),
    ("Tarima portátil de madera 1x1 m", "ud.", 140, 260),
    ("Espejo de sala 2x1 m instalado", "ud.", 180, 320),
    ("Guitarra flamenca de estudio", "ud.", 320, 640),
    ("Clavos para zapato (bolsa 200)", "bolsa", 9, 16),
    ("Bata de cola (alquiler temporada)", "ud.", 150, 280),
    ("Flor de pelo y peineta", "ud.", 6, 14),
]


def _fl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.22
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    buyer = rng.choice(FL_BUY).format(n=rng.choice(FL_N))
    sup = bare_or(rng, FL_SUP_FORMED, FL_SUP_BARE, 0.3).format(s=rng.choice(FL_S))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"PED-{dt.year}-###", f"{dt:%y}/###", "P#####", f"AF{dt:%y}-####"])
    )
    prov = la.digits(rng, "PR-###")
    pres = la.digits(rng, rng.choice(["Presupuesto ####", "PRE-#####"]))
    curso = f"Curso {dt.year}/{str(dt.year + 1)[2:]}"
    stated = stated_of(rng)
    page = [1]
    spot = rng.choice(["beside", "rows", "kv", "boxed"])
    po_lab = la.pick(rng, "Nº Pedido|Pedido nº|Número de pedido|Nº de pedido")
    cif = la.digits(rng, "@########")
    city = rng.choice(["Sevilla", "Jerez de la Frontera", "Granada", "Córdoba", "Madrid", "Málaga"])

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · CIF {cif} · {city} · Inscrita en el Registro de Asociaciones / Mercantil nº {la.digits(rng, '#####')}",
            6.4,
            grey=0.4,
            maxw=wd - 50,
        )
        d.t(r, d.h - 30, f"Pág. {page[0]}/{of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.4)

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
            f"C/ {rng.choice(['Betis', 'Pureza', 'San Jacinto', 'Alameda', 'Feria'])} {rng.randint(1, 90)}, {la.digits(rng, '41###')} {city}",
            f"Tel. {la.digits(rng, '95# ### ###')} · CIF {cif}",
        ],
        7.8,
        lead=10,
    )
    ttl = la.pick(rng, "PEDIDO|Pedido de compra|HOJA DE PEDIDO|PEDIDO A PROVEEDOR")
    d.t(r, 50, f"{ttl} {po}" if spot == "beside" else ttl, 14, b=True, al="r")
    if spot == "beside":
        d.t(r, 64, la.dfmt(dt, rng.choice(["dmy", "long_es"])), 8.4, al="r")
    y = 88
    pairs = [
        (po_lab, po),
        ("Fecha", la.dfmt(dt, "dmy")),
        ("Nº proveedor", prov),
        ("Su presupuesto", pres),
        ("Forma de pago", la.pick(rng, "Transferencia 30 días|Contado|Recibo 60 días")),
    ]
    if rng.random() < 0.35:
        pairs[0], pairs[1] = pairs[1], pairs[0]
    if spot == "beside":
        pairs = [p for p in pairs if p[0] != po_lab]
    if spot == "rows":
        y = lmeta(d, m, y, wd, pairs, "rows") + 12
    plab = la.pick(rng, "Proveedor|Sres.:|Proveedor:|")
    cw = wd * 0.46
    px = r - cw if rng.random() < 0.55 else m
    ox = m if px != m else r - cw
    sy = y
    if plab:
        d.t(px, sy + 8, plab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        px,
        sy,
        [
            sup,
            f"{rng.choice(['C/', 'Avda.', 'Pol. Ind.'])} {rng.choice(['Sierpes', 'Cuna', 'La Isla', 'El Pino'])} {rng.randint(1, 90)}",
            f"{la.digits(rng, '#####')} {rng.choice(['Sevilla', 'Valverde del Camino', 'Madrid', 'Elche', 'Alcalá de Guadaíra'])}",
            f"NIF {la.digits(rng, '@########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    oy = y
    if spot in ("kv", "boxed", "beside"):
        oy = lmeta(d, ox, y, cw, pairs, "boxed" if spot == "boxed" else "kv", 8.2)
    else:
        d.t(ox, oy + 8, "Entregar en", 8, b=True, grey=0.35)
        oy = d.lines(
            ox,
            oy + 12,
            [
                f"{buyer} – sala {rng.randint(1, 4)}",
                f"C/ {rng.choice(['Castilla', 'Pagés del Corro', 'Trajano'])} {rng.randint(1, 60)}, {city}",
                f"Contacto: {la.person(rng, 'es')} ({rng.choice(['dirección', 'secretaría', 'profesora'])})",
            ],
            8.2,
            lead=10.5,
        )
    y = max(sy, oy) + 10
    y = (
        wrapped(
            d, m, y, f"Material para el {curso}. Tallas según hoja adjunta de alumnas.", 8.2, wd
        )
        + 4
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36] if not land else [20, 26])
    lines = more_lines(
        rng, FL_ITEMS, n, [1, 2, 4, 6, 10, 12, 20], ["(talla 36)", "(negro)", "(infantil)"], big=300
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:4], "", ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.08, 0.13, 0.15)],
        ["Lín.", "Artículo", "Cant.", "Ud.", "Precio €", "Importe €"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    dto = pct_of(sub, rng.choice([0, 0, 5, 10, 15]))
    portes = Decimal(rng.choice([0, 0, 0, 12, 25]))
    base = sub - dto + portes
    iva = r2(base * Decimal("0.21"))
    total = base + iva
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Suma", f"{eu(sub)} €")]
        if dto:
            rows_.append(("Descuento academia", f"-{eu(dto)} €"))
        if portes:
            rows_.append(("Portes", f"{eu(portes)} €"))
        rows_ += [("Base imponible", f"{eu(base)} €"), ("IVA 21%", f"{eu(iva)} €")]
        xl = m + wd * 0.56
        y = ltotals(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "TOTAL PEDIDO|Total pedido|Importe total|TOTAL"),
            f"{eu(total)} €",
        )
        if rng.random() < 0.45:
            ent = pct_of(total, rng.choice([20, 30, 50]))
            y = d.summary(
                xl,
                r - 3,
                y + 4,
                [
                    ("Entrega a cuenta", f"{eu(ent)} €", False),
                    ("Pendiente", f"{eu(total - ent)} €", False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {pres}; el importe se ajustará a las tallas y unidades servidas.",
            8.4,
            wd,
        )
    y += 10
    for tx in [
        "Indiquen nuestro número de pedido en albarán y factura. Los zapatos se entregarán por pares etiquetados con el nombre de cada alumna.",
        "Plazo de entrega: antes del inicio de los ensayos del festival de fin de curso.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, tx, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Conforme: {la.person(rng, 'es')}, {rng.choice(['directora', 'gerente', 'tesorera de la asociación'])}",
    )
    d.sign(m + sw + 20, y, sw, "Recibí proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind55_es_academia_flamenco_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fl)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind55_") and callable(fn)
}

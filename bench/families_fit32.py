# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind by a helper at stop 68 (`fit32_*`), in zh-Hans
(two), zh-Hant (Taiwan), ja, en-AU, en-IE, de-AT, fr-BE, it-IT and es-ES.

- fit32_zh_guangfu_dianzhan_yunwei_caigou: a solar-farm operator's order for O&M spare parts
  (the operator's letterhead, the order number beside the title in red, in a ruled label /
  value grid or in a header row with its value below, the supplier panel under 供应商 / 供方
  / 致 or with no label, the buyer's panel with the power station as ship-to, either first, a
  line grid with the station each part is for, prices with or without the 13 % VAT, 价税合计
  or 合计 with its amount at times on the line below, 大写, a prepayment and balance line,
  requisition, framework-agreement and supplier-code numbers, a landscape variant).
- fit32_zh_huojia_xiaoshou_queren: a warehouse-racking maker's sales confirmation (the seller's
  letterhead first with its own sales-order number boxed or in the grid, the customer's
  purchase-order number in the customer grid, in a right-hand data block or in the opening
  sentence, quotation and contract numbers, racking lines, installation and freight,
  discount, 合同总价 with 大写, a deposit and balance, the seller's bank lines and seal).
- fit32_tw_miaoyu_jinxiang_dinggou: a Taiwanese temple's order for joss paper, incense and
  lamp supplies (ROC dates, the order number in a boxed grid, beside the title, in a header
  row or in a right-hand data block, 廠商 / 供應商 / no label, 統一編號 lines, NT$ whole
  dollars, 未稅 / 營業稅 5 % / 總計 or prices with tax included, 新臺幣大寫, a deposit, a
  landscape variant, approval and supplier-signature captions).
- fit32_ja_sakagura_shizai_hacchusho: a sake brewery's order for bottles, labels and brewing
  supplies (注文書 / 発注書, the supplier with 御中 at the top left, the brewery with a seal
  at the right, the order number in a small box, top right or in the terms grid, the 10 % and
  reduced 8 % rates broken down, a 合計金額 box with its amount on the line below, 登録番号,
  見積 and 取引先 codes, 検印 boxes, a landscape variant).
- fit32_en_au_surf_club_rescue_equipment_po: an Australian surf life saving club's order for
  rescue gear (PURCHASE ORDER with the number beside the title, in a right-hand data block or
  a boxed grid, the supplier under Supplier / To / Vendor or none, deliver-to and bill-to
  blocks either side, ABNs, grant and season references, subtotal ex GST / discount / freight
  / GST 10 % / total inc GST with its amount below the label at times, deposit and balance).
- fit32_en_ie_stud_farm_supplies_po: an Irish stud farm's order for feed, bedding and yard
  supplies (the stud's letterhead left or centred, the PO number in a header row with its
  value below or beside the title, VAT at 0 %, 13.5 % and 23 % analysed, CRO and VAT numbers,
  Eircodes, the supplier left or right, Total EUR with its figure below, a landscape variant).
- fit32_de_at_orthopaedie_schuhtechnik_bestellung: a Viennese-region orthopaedic shoemaker's
  order for leather, cork and lasts (a window address with the sender line and at times
  "Firma" above the name, Bestellung Nr. beside the title, in the right data block or in a
  boxed grid, a Kommission / Versorgung number, Rabatt, Versand, 20 % USt, Gesamtbetrag with
  its amount below at times, an Anzahlung, "Mit freundlichen Grüßen").
- fit32_fr_be_friterie_bon_commande: a Belgian chip shop's order for potatoes, fat, sauces and
  packaging (BON DE COMMANDE with its number beside the title, in a boxed grid or a data
  block, the supplier under Fournisseur / Destinataire / À or none, TVA 6 % and 21 %, Total
  TVAC or Total à payer, an acompte and solde, numéro d'entreprise and IBAN).
- fit32_it_vetreria_murano_ordine_materie: a Murano glassworks' order for batch minerals,
  colours and refractories (ORDINE DI ACQUISTO N. ... del ... beside the title, in a grid or a
  data block, Spett.le above the supplier or the Fornitore label, P.IVA and C.F., commessa
  and offerta numbers, sconto, trasporto, IVA 22 %, Totale ordine / Totale documento, an
  acconto and saldo).
- fit32_es_estacion_esqui_pedido: a Spanish ski resort's order for snow-making and piste
  gear (a header table with the order number under its column heading, or beside the title,
  Proveedor / Sres. / none, temporada and supplier numbers, Suma / Dto. / Portes / Base
  imponible / IVA 21 % / TOTAL PEDIDO with its figure below at times, an anticipo, a
  landscape variant).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, grant,
commission or the seller's sales-order number; on the seller's confirmation the customer's
order number); the supplier exactly as printed on its own first line (the seller of a
confirmation; never 御中, "Firma", "Spett.le", "Attn" or "To:"); the grand total as "1234.50"
(whole yen and NT$ as "1234.00"; after discounts, incl. tax and freight, before deposits and
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
from families_blind30 import bare_or, eu, more_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)
FONTS = "helv|libsans|dejavu|times|djserif|djcond|libserif"


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50."""
    return grouped(v, " ", ",")


def w0(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def pct(v: Decimal, rate: str) -> Decimal:
    return r2(v * Decimal(rate) / 100)


def block(
    d: la.Doc,
    x: float,
    y: float,
    label: str,
    rows: list[str],
    size: float = 8.8,
    lead: float = 11.2,
) -> float:
    """An address block: an optional small label, then the name in bold and its lines."""
    if label:
        d.t(x, y + 7.6, label, 7.6, b=True, grey=0.35)
        y += 11
    return d.lines(x, y, rows, size, b_first=True, lead=lead)


def kvs(
    d: la.Doc,
    x: float,
    y: float,
    pairs: list[tuple[str, str]],
    r: float,
    size: float = 8.2,
    lead: float = 11.6,
    strong: str = "",
) -> float:
    """Label / value lines: the label at x, the value right-aligned at r."""
    for k, v in pairs:
        d.t(x, y + size, k, size, b=True)
        d.t(r, y + size, v, size + (0.6 if k == strong else 0), al="r", b=k == strong)
        y += lead
    return y


def ltotals(
    d: la.Doc,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str]],
    lab: str,
    val: str,
    size: float,
    below: bool,
    shade: float | None = None,
    box: bool = False,
) -> float:
    """Summary rows, then the grand total: on one line, or its label with the amount below."""
    if rows:
        y = d.summary(xl, xr, y, [(a, b, False) for a, b in rows], size)
    if below:
        d.line(xl - 4, y + 2, xr + 3, y + 2, 0.8)
        d.t(xl, y + 14, lab, size + 0.6, b=True)
        d.t(xr, y + 31, val, size + 2.6, b=True, al="r")
        return y + 38
    return d.summary(xl, xr, y, [(lab, val, True)], size + 0.4, box_last=box, shade=shade)


def cpanel(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    rows: list[tuple[str, str]],
    size: float,
    strong: tuple[str, ...],
    frame: bool,
    lw: float = 56,
) -> float:
    """A party panel of label：value lines (a label "" prints the value alone in bold)."""
    yy = y
    for lab, val in rows:
        if not lab:
            for ln in cj.wrap(val, size + 1, w - 10):
                pdf.text(x + 5, yy + 13, ln, size + 1, bold=True)
                yy += 14.5
            continue
        pdf.text(x + 5, yy + 13, f"{lab}：", size - 0.4, colour=GREY)
        for ln in cj.wrap(val, size, w - lw - 8):
            pdf.text(x + lw, yy + 13, ln, size + (0.4 if val in strong else 0), bold=val in strong)
            yy += 14
        yy += 1
    if frame:
        pdf.rect(x, y, w, yy - y + 5, stroke=GREY, lw=0.5)
    return yy + 5


# --------------------------------------------------------------------------- 1 zh-Hans solar-farm O&M spare-parts order

GF_CITY = "酒泉 格尔木 银川 榆林 张家口 乌兰察布 哈密 德州 盐城 宿迁 亳州 阜新 朝阳 吐鲁番".split()
GF_X = "晶阳 光耀 华能 旭日 天合 阳光 中电 金阳 恒光 骄阳 明辉 昊日".split()
GF_BUY = [
    "{c}{x}新能源发电有限公司",
    "{c}{x}光伏电力有限公司",
    "{x}新能源（{c}）有限公司",
    "{c}{x}清洁能源运维有限公司",
]
GF_SB = "正泰 德力 汇川 宏光 铭源 科陆 兆丰 安科 众联 瑞恒 鼎新 泰开".split()
GF_SUP = [
    "{c}{s}电气设备有限公司",
    "{s}光伏科技（{c}）有限公司",
    "{c}{s}电力器材有限公司",
    "{c}{s}智能科技股份有限公司",
    "{c}{s}电缆有限公司",
]
GF_SUP_BARE = ["{c}{s}电力器材经营部", "{c}市{s}五金机电商行", "{s}电气配件厂"]
GF_ST = ["一期", "二期", "农光互补", "渔光互补", "屋顶分布式", "牧光互补"]
GF_ITEMS = [
    ("组串式逆变器", "SUN2000-110KTL", "台", 16800, 24500),
    ("光伏组件", "550Wp 单晶双面", "块", 620, 880),
    ("MC4连接器", "1500V 公母对", "对", 6, 15),
    ("光伏直流电缆", "PV1-F 1×4mm²", "米", 3.2, 6.8),
    ("汇流箱熔断器", "gPV 15A 1500V", "只", 18, 42),
    ("直流断路器", "4P 250A", "只", 680, 1350),
    ("箱变测温仪", "PT100 智能型", "套", 420, 980),
    ("清洗机器人刷辊", "尼龙 1.2m", "根", 260, 560),
    ("避雷器", "YH5WZ-17/45", "只", 180, 420),
    ("通讯管理机", "RS485/4G", "台", 2600, 5800),
    ("组件压块", "中压块 铝合金", "个", 1.8, 4.5),
    ("电缆桥架盖板", "200×100 热镀锌", "米", 28, 65),
    ("红外热成像仪", "手持式 384×288", "台", 6800, 12500),
    ("绝缘手套", "12kV", "副", 85, 190),
]


def _gf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(GF_CITY, 2)
    buyer = rng.choice(GF_BUY).format(c=c1, x=rng.choice(GF_X))
    sup = bare_or(rng, GF_SUP, GF_SUP_BARE, 0.25).format(c=c2, s=rng.choice(GF_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "GF-CG{Y}{m}{n3}|YW{y}{m}{d}{n2}|CGDD-{Y}-{n4}|{Y}{m}{n4}|PO{y}{n5}")
    req = cj.number(rng, d, "QG-{y}{m}{n3}|XQ{Y}{n4}|SQ{y}{m}{d}{n2}")
    kj = cj.number(rng, d, "KJXY-{Y}-{n3}|HT{Y}{n3}|YWHT-{y}-{n2}")
    vcode = cj.number(rng, d, "V{n5}|GYS-{n4}|S{n6}")
    station = f"{c1}{rng.choice(['100MW', '50MW', '200MW', '20MW'])}{rng.choice(GF_ST)}光伏电站"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "grid", "head"])
    incl = rng.random() < 0.5
    po_lab = cj.pick(rng, "采购订单号|订单编号|采购单号|订单号")
    ink = rng.choice([Color(0.1, 0.3, 0.55), Color(0.55, 0.1, 0.1), black])
    below = rng.random() < 0.4

    def foot() -> None:
        s_ = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 22, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 22, f"{buyer}　采购部　{cj.zh_tel(rng)}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{po_lab}：{po}（续）", 8.8, bold=True)
        return 46

    title = cj.pick(rng, "采购订单|运维备品备件采购订单|物资采购单|备件采购订单")
    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            56,
            f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
            7.6,
            align="c",
            colour=GREY,
        )
    else:
        pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
        pdf.text(m, 56, f"{cj.zh_addr(rng)}　Tel {cj.zh_tel(rng)}", 7.6, colour=GREY)
    pdf.line(m, 63, right, 63, lw=1, colour=ink)
    pdf.text(pdf.w / 2, 86, title, 16, align="c", bold=True)
    y = 96
    if mode == "title":
        pdf.text(
            right,
            86,
            f"No. {po}" if rng.random() < 0.5 else f"{po_lab}：{po}",
            10.4,
            align="r",
            colour=RED,
        )
        pdf.text(m, 86, f"日期：{cj.fdate(d, rng.choice(['cn', 'iso', 'slash']))}", 8.4)
        if rng.random() < 0.5:
            pdf.text(m, y + 10, f"请购单号：{req}　框架协议：{kj}", 8, colour=GREY)
            y += 16
    elif mode == "grid":
        ws = cj.rel(wd, [14, 36, 14, 36])
        rows = [
            [po_lab, po, "下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))],
            ["请购单号", req, cj.pick(rng, "框架协议号|合同编号"), kj],
        ]
        if rng.random() < 0.4:
            rows.reverse()
        y = kgrid(pdf, m, y, ws, rows, h=18, size=8.4, ink=ink, fill=PALE)
    else:
        heads = [po_lab, "下单日期", "请购单号", "框架协议号", "供应商编码"]
        vals = [po, cj.fdate(d, "iso"), req, kj, vcode]
        if rng.random() < 0.4:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = cj.rel(wd, [22, 16, 20, 22, 20])
        y = crow(pdf, m, y, ws, heads, "ccccc", h=17, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.6)
    y += 10
    sup_lab = cj.pick(rng, "供应商|供方（乙方）|致|卖方|")
    sp = [(sup_lab, sup)] if sup_lab else [("", sup)]
    sp += [
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("税号", cj.credit_code(rng)),
    ]
    if mode != "head":
        sp.append(("供应商编码", vcode))
    bp = [
        (cj.pick(rng, "采购方|需方（甲方）|买方"), buyer),
        ("收货单位", station),
        (
            "收货地址",
            f"{c1}{rng.choice(['戈壁滩', '工业园', '沿海滩涂', '农场'])}{rng.randint(1, 30)}号 电站综合楼",
        ),
        ("收货人", f"{cj.person(rng)}（站长）　{cj.mobile(rng)}"),
    ]
    panels = [sp, bp] if rng.random() < 0.55 else [bp, sp]
    pw = (wd - 16) / 2
    frame = rng.random() < 0.6
    ymax = y
    for k, p in enumerate(panels):
        ymax = max(ymax, cpanel(pdf, m + k * (pw + 16), y, pw, p, 8.2, (sup, buyer), frame, 64))
    y = ymax + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng,
        GF_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 50, 100, 500],
        ["（备用）", "（加强型）", "（原厂）"],
        big=5000,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            f"WZ{rng.randint(100000, 999999)}",
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            cj.money(p) if stated else "",
            cj.money(a) if stated else "",
        ]
        body.append((cells, a))
    ws = cj.rel(wd, [5, 12, 19, 20, 6, 8, 13, 15])
    pl = "（含税）" if incl else "（不含税）"
    heads = ["序号", "物料编码", "物料名称", "规格型号", "单位", "数量", f"单价{pl}", f"金额{pl}"]
    y = ctable(
        pdf, m, y, ws, heads, body, "cllccrrr", rowh=18, size=7.6, bottom=bottom, brk=brk, fill=PALE
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = pct(sub, str(rng.choice([0, 0, 0, 2, 3, 5])))
    fr = Decimal(rng.choice([0, 0, 0, 200, 350, 800]))
    if incl:
        tax = ZERO
        total = sub - off + fr
    else:
        tax = pct(sub - off + fr, "13")
        total = sub - off + fr + tax
    if y + 175 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小计" if incl else "不含税金额小计", cj.money(sub))]
        if off:
            rows_.append(("优惠折让", f"-{cj.money(off)}"))
        if fr:
            rows_.append(("运费", cj.money(fr)))
        if not incl:
            rows_.append(("增值税（13%）", cj.money(tax)))
        tlab = (
            cj.pick(rng, "合计（含税）|订单总金额|合计金额")
            if incl
            else cj.pick(rng, "价税合计|含税总金额|订单总额（含税）")
        )
        w2 = [130, 110]
        x2 = right - sum(w2)
        for lab, v in rows_:
            y = crow(pdf, x2, y, w2, [lab, v], "lr", h=17, size=8.2)
        if below:
            pdf.rect(x2, y, sum(w2), 40, fill=PALE, stroke=black, lw=0.6)
            pdf.text(x2 + 4, y + 13, f"{tlab}：", 9, bold=True)
            pdf.text(
                right - 4, y + 33, f"¥{cj.money(total)}", 12.4, align="r", bold=True, colour=ink
            )
            y += 46
        else:
            y = (
                crow(
                    pdf,
                    x2,
                    y,
                    w2,
                    [tlab, f"¥{cj.money(total)}"],
                    "lr",
                    h=20,
                    size=9,
                    bold=True,
                    fill=PALE,
                )
                + 6
            )
        pdf.text(m, y + 8, f"人民币大写：{cj.daxie(total)}", 8.6)
        y += 16
        if incl:
            pdf.text(
                m, y + 8, "以上单价已含13%增值税，供方须开具增值税专用发票。", 7.8, colour=GREY
            )
            y += 14
        if rng.random() < 0.55:
            p_ = rng.choice([20, 30])
            pre = r2(total * p_ / 100)
            pdf.text(
                m,
                y + 8,
                f"付款：合同签订后预付{p_}%计¥{cj.money(pre)}，到货验收合格后支付余款¥{cj.money(total - pre)}。",
                8,
            )
            y += 15
    else:
        pdf.text(m, y + 10, f"单价执行框架协议（{kj}）价格，结算金额以到货验收数量为准。", 8.4)
        y += 18
    for t in [
        "1. 所供备件须为原厂正品，附合格证、检测报告，逆变器类设备须提供厂家质保书。",
        f"2. 交货期限：{cj.fdate(cj.later(rng, d, 7, 30), 'cn')}前送达电站库房，送货前一日联系收货人。",
        "3. 送货单及发票须注明本订单编号，否则不予入库结算。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    labs = ["采购员：", "运维部经理：", "分管领导：", "供应商确认（签章）："]
    for k, lab in enumerate(labs):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + wd / 2 + 40, y - 6, buyer, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_zh_guangfu_dianzhan_yunwei_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gf)


# --------------------------------------------------------------------------- 2 zh-Hans warehouse-racking maker's sales confirmation

HJ_CITY = "南京 无锡 昆山 嘉兴 金华 中山 江门 惠州 武汉 长沙 重庆 济南 天津 沈阳".split()
HJ_B = "力恒 金威 宏大 鼎力 恒特 久固 安达 联合 永固 新力 中储 三维".split()
HJ_SUP = [
    "{c}{b}货架制造有限公司",
    "{c}{b}仓储设备有限公司",
    "{b}物流装备（{c}）有限公司",
    "{c}{b}仓储科技股份有限公司",
]
HJ_SUP_BARE = ["{c}{b}货架厂", "{c}市{b}仓储设备经营部"]
HJ_CUST = [
    "{c}{x}供应链管理有限公司",
    "{c}{x}电子商务有限公司",
    "{c}{x}医药物流有限公司",
    "{c}{x}汽车零部件有限公司",
    "{c}{x}冷链食品有限公司",
]
HJ_X = "顺达 优选 海纳 众诚 惠通 嘉运 百川 瑞丰 东盛 新元".split()
HJ_ITEMS = [
    ("横梁式重型货架 主架", "2700×1000×4500 三层", "组", 1350, 2200),
    ("横梁式重型货架 副架", "2700×1000×4500 三层", "组", 980, 1600),
    ("中型货架", "2000×600×2000 四层", "组", 420, 760),
    ("阁楼平台", "钢格板 承重500kg/㎡", "㎡", 260, 420),
    ("驶入式货架", "贯通式 5层", "货位", 380, 620),
    ("钢制托盘", "1200×1000 川字", "个", 210, 360),
    ("防撞护角", "400mm 黄黑", "个", 45, 90),
    ("立柱护栏", "U型 1000mm", "套", 160, 320),
    ("网层板", "镀锌钢网 2700×1000", "片", 95, 180),
    ("限位挡杆", "后挡 1000mm", "根", 28, 60),
    ("货架标识牌", "磁性 库位标签", "张", 3, 8),
]


def _hj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    c1, c2 = rng.sample(HJ_CITY, 2)
    sup = bare_or(rng, HJ_SUP, HJ_SUP_BARE, 0.2).format(c=c1, b=rng.choice(HJ_B))
    cust = rng.choice(HJ_CUST).format(c=c2, x=rng.choice(HJ_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{d}-{n2}|{Y}CG{n5}|WL-PO-{n6}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO-{Y}-{n4}|HJ{Y}{n5}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|Q-{Y}-{n3}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|XSHT{y}{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.05, 0.35, 0.25), Color(0.1, 0.25, 0.6), RED])
    mode = rng.choice(["grid", "right", "sentence"])
    below = rng.random() < 0.45
    po_lab = cj.pick(rng, "客户订单号|贵司采购单号|客户PO号|采购订单号")

    def foot() -> None:
        pdf.line(m, pdf.h - 38, right, pdf.h - 38, lw=0.4, colour=GREY)
        pdf.text(
            m,
            pdf.h - 26,
            f"{sup}　全国服务热线 400-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            7,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 26,
            f"{page[0]}/{of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"销售确认书（续）　{sup}", 8.8)
        return 46

    centred = rng.random() < 0.4
    if centred:
        pdf.text(pdf.w / 2, 40, sup, 15.5, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            54,
            f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
            7.6,
            align="c",
            colour=GREY,
        )
        pdf.text(
            pdf.w / 2, 65, f"统一社会信用代码：{cj.credit_code(rng)}", 7.4, align="c", colour=GREY
        )
    else:
        pdf.text(m, 40, sup, 15, bold=True, colour=ink)
        pdf.text(m, 54, f"{cj.zh_addr(rng)}　电话 {cj.zh_tel(rng)}", 7.6, colour=GREY)
        pdf.text(m, 65, f"信用代码 {cj.credit_code(rng)}　ISO9001认证企业", 7.4, colour=GREY)
        bw = 170
        pdf.rect(right - bw, 26, bw, 40, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, 40, "销售单号", 7.6, colour=GREY)
        pdf.text(right - 6, 40, so, 9, align="r", bold=True)
        pdf.text(right - bw + 6, 58, "日期", 7.6, colour=GREY)
        pdf.text(right - 6, 58, cj.fdate(d, rng.choice(["cn", "iso", "slash"])), 8.6, align="r")
    pdf.line(m, 72, right, 72, lw=1.2, colour=ink)
    title = cj.pick(rng, "销售订单确认书|订单确认函|销售确认单|供货确认书")
    pdf.text(pdf.w / 2, 96, title, 16, align="c", bold=True)
    y = 108
    if mode == "grid":
        ws = cj.rel(wd, [14, 36, 14, 36])
        rows = [
            [cj.pick(rng, "客户名称|购货单位|需方"), cust, po_lab, po],
            ["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "报价单号", qt],
            [
                "安装地址",
                cj.zh_addr(rng),
                "销售单号" if centred else "合同编号",
                so if centred else ht,
            ],
        ]
        if rng.random() < 0.4:
            rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
        y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 8
        pdf.text(m, y + 8, "感谢贵司惠顾！现将订单内容确认如下，请核对后签字盖章回传：", 8.6)
        y += 16
    else:
        lx = m
        rx = m + wd * 0.56
        yl = cpanel(
            pdf,
            lx,
            y,
            wd * 0.52,
            [
                (cj.pick(rng, "客户名称|购货单位|致"), cust),
                ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
                (
                    "安装地址",
                    f"{cj.zh_addr(rng)}（{rng.choice(['一号仓', '新建仓库', '冷库二层', '中转仓'])}）",
                ),
            ],
            8.2,
            (cust,),
            False,
        )
        info = [("报价单号", qt), ("合同编号", ht)]
        if centred:
            info.insert(0, ("销售单号", so))
            info.append(("日期", cj.fdate(d, "cn")))
        if mode == "right":
            info.insert(rng.randint(0, 1), (po_lab, po))
        yr = y
        for k, v in info:
            pdf.text(rx, yr + 13, f"{k}：", 8, colour=GREY)
            pdf.text(right, yr + 13, v, 8.6, align="r", bold=k == po_lab)
            yr += 15
        y = max(yl, yr) + 4
        if mode == "sentence":
            s_ = f"贵司{cj.pick(rng, '采购订单|订单|采购单')}（编号：{po}）已收悉，现将供货内容确认如下，请核对后签字盖章回传："
        else:
            s_ = "感谢贵司订购，现将订单内容确认如下，请核对后签字回传："
        for ln in cj.wrap(s_, 8.6, wd):
            pdf.text(m, y + 10, ln, 8.6)
            y += 14
        y += 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng, HJ_ITEMS, n, [2, 4, 6, 10, 20, 40, 60, 120], ["（加高）", "（喷塑蓝）", "（二期）"]
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
        cj.rel(wd, [5, 25, 25, 7, 9, 13, 16]),
        ["序号", "产品名称", "规格（长×深×高）", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.6,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    inst = r2(sub * Decimal(rng.choice([0, 0, 5, 8])) / 100)
    fr = Decimal(rng.choice([0, 0, 500, 800, 1200]))
    off = Decimal(rng.choice([0, 0, 0, 200, 500, 1000])) if sub > 5000 else ZERO
    total = sub + inst + fr - off
    if y + 160 > bottom:
        y = brk()
    y += 8
    tlab = cj.pick(rng, "合同总价|合计金额|订单总额|总计")
    if stated:
        xl = right - 250
        for lab, v, on in [
            ("货款小计", sub, True),
            ("安装调试费", inst, inst > 0),
            ("运输费", fr, fr > 0),
            ("优惠", -off, off > 0),
        ]:
            if on:
                pdf.text(xl, y + 10, f"{lab}：", 8.4)
                pdf.text(
                    right, y + 10, f"{'-' if v < 0 else ''}¥{cj.money(abs(v))}", 8.6, align="r"
                )
                y += 15
        pdf.line(xl, y + 2, right, y + 2, lw=0.6)
        if below:
            pdf.text(xl, y + 16, f"{tlab}（含13%增值税）：", 9.4, bold=True)
            pdf.text(right, y + 34, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 42
        else:
            pdf.text(xl, y + 16, f"{tlab}（含税）：", 9.6, bold=True)
            pdf.text(right, y + 16, f"¥{cj.money(total)}", 11, align="r", bold=True)
            y += 24
        pdf.text(m, y + 8, f"大写金额：人民币{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.7:
            p_ = rng.choice([30, 40, 50])
            dep = r2(total * p_ / 100)
            pdf.text(
                m,
                y + 8,
                f"付款方式：签约后付定金{p_}%即¥{cj.money(dep)}，发货前付至90%，安装验收后付清尾款。",
                8.2,
            )
            y += 15
    else:
        pdf.text(m, y + 8, f"价格按报价单（{qt}）执行，最终按现场实际安装数量结算。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"收款单位：{sup}",
        f"开户银行：{bank}　账号：{acct}",
        "质保期：货架主体结构五年，油漆涂层两年；安装前需方须确认地坪承载。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 66 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"供方：{sup}", 8.4)
    pdf.text(m, y + 18, f"销售经理：{cj.person(rng)}　{cj.mobile(rng)}", 8.2)
    pdf.text(m + wd / 2 + 10, y, "需方确认（签字盖章）：", 8.4)
    pdf.text(m + wd / 2 + 10, y + 18, "日期：", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + 150, y + 2, sup, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit32_zh_huojia_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hj)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese temple's joss-paper and incense order

TW_CITY = [
    "臺中市",
    "彰化縣",
    "雲林縣",
    "嘉義縣",
    "臺南市",
    "高雄市",
    "屏東縣",
    "新北市",
    "宜蘭縣",
    "苗栗縣",
]
TW_X = "慈雲 朝天 奉天 鎮安 順天 清水 福德 龍山 紫雲 碧雲 安瀾 聖德".split()
TW_TEMPLE = ["財團法人{c}{x}宮", "{c}{x}宮管理委員會", "財團法人{c}{x}寺", "{x}宮"]
TW_SB = "金興 香林 瑞源 聖玄 天香 寶蓮 福隆 德興 長春 玉泉 合益 建昌".split()
TW_SUP = ["{b}香業有限公司", "{b}宗教文物股份有限公司", "{b}金紙有限公司", "{b}燈藝企業社"]
TW_SUP_BARE = ["{b}香舖", "{b}金紙行", "{b}佛具店"]
TW_ITEMS = [
    ("環保壽金", "大箱 1000支", "箱", 850, 1400),
    ("刈金", "中 50刀", "箱", 680, 1200),
    ("天金（天公金）", "頂極 30刀", "箱", 980, 1600),
    ("沉香線香", "尺三 1斤裝", "包", 320, 880),
    ("臥香（盤香）", "24小時 48入", "盒", 420, 760),
    ("平安燈燈座", "LED 壓克力", "座", 260, 520),
    ("光明燈燈片", "客製印名 100片", "組", 350, 680),
    ("香環", "大 8小時", "盒", 180, 360),
    ("疏文紙", "紅色 500張", "刀", 120, 260),
    ("電子蠟燭", "大紅 一對", "對", 480, 980),
    ("香爐炭", "無煙 10kg", "箱", 450, 820),
    ("壽桃塔模具", "不鏽鋼", "組", 1200, 2600),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    city = rng.choice(TW_CITY)
    temple = rng.choice(TW_TEMPLE).format(c=city, x=rng.choice(TW_X))
    sup = bare_or(rng, TW_SUP, TW_SUP_BARE, 0.35).format(b=rng.choice(TW_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{roc}{m}{n4}|PO-{roc}-{n3}|TP{roc}{m}{d}{n2}|{roc}-{n5}")
    req = cj.number(rng, d, "R{roc}{m}{n3}|請{roc}-{n3}")
    fahui = f"{d.year - 1911}年度{rng.choice(['中元普度', '祈安禮斗', '元宵光明燈', '媽祖聖誕', '謝平安'])}法會"
    ban_t, ban_s = f"{rng.randint(10000000, 99999999)}", f"{rng.randint(10000000, 99999999)}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "title", "head", "right"])
    incl = rng.random() < 0.35
    po_lab = cj.pick(rng, "訂購單號|採購單號|單號|訂單編號")
    ds = rng.choice(["roc", "rocs"])
    ink = rng.choice([Color(0.6, 0.1, 0.1), Color(0.45, 0.25, 0.05), black])

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 22,
            f"第 {page[0]} 頁／共 {of} 頁" if of else f"第 {page[0]} 頁",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{temple}　訂購單（續）　{po_lab}：{po}", 8.6)
        return 46

    pdf.text(pdf.w / 2, 40, temple, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        54,
        f"{cj.tw_addr(rng)}　電話 {cj.tw_tel(rng)}　統一編號 {ban_t}",
        7.4,
        align="c",
        colour=GREY,
    )
    title = cj.pick(rng, "訂 購 單|採 購 單|訂貨單|物品訂購單")
    pdf.text(pdf.w / 2, 80, title, 16, align="c", bold=True)
    y = 90
    if mode == "title":
        pdf.text(right, 80, f"{po_lab}：{po}", 9.6, align="r", colour=RED)
        pdf.text(m, 80, f"日期：{cj.fdate(d, ds)}", 8.4)
    elif mode == "grid":
        ws = cj.rel(wd, [13, 37, 13, 37])
        rows = [
            [po_lab, po, "訂購日期", cj.fdate(d, ds)],
            ["請購單號", req, "法會名稱", fahui],
        ]
        y = kgrid(pdf, m, y, ws, rows, h=18, size=8.4, ink=ink, fill=PALE)
    elif mode == "head":
        heads = ["訂購日期", po_lab, "請購單號", "法會 / 用途", "交貨日期"]
        vals = [cj.fdate(d, ds), po, req, fahui, cj.fdate(cj.later(rng, d, 5, 30), ds)]
        ws = cj.rel(wd, [16, 18, 16, 32, 18])
        y = crow(pdf, m, y, ws, heads, "ccccc", h=17, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.4)
    y += 10
    sup_lab = cj.pick(rng, "廠商|供應商|受訂廠商|")
    sp = [(sup_lab, sup) if sup_lab else ("", sup)]
    sp += [
        ("統一編號", ban_s),
        ("聯絡人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"),
        ("地址", cj.tw_addr(rng)),
    ]
    bp = [
        ("訂購單位", temple),
        ("送貨地點", f"本{temple[-1]}香客大樓倉庫（{rng.choice(['後殿', '廟埕左側', '金爐旁'])}）"),
        ("收貨人", f"{cj.person(rng, 'zh-Hant')}（總務）　{cj.tw_tel(rng)}"),
    ]
    if mode == "right":
        bp = [(po_lab, po), ("訂購日期", cj.fdate(d, ds)), ("請購單號", req), *bp]
    pw = (wd - 16) / 2
    panels = [sp, bp] if rng.random() < 0.6 else [bp, sp]
    frame = rng.random() < 0.5
    ymax = y
    for k, p in enumerate(panels):
        ymax = max(ymax, cpanel(pdf, m + k * (pw + 16), y, pw, p, 8.2, (sup, temple, po), frame))
    y = ymax + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, TW_ITEMS, n, [2, 4, 5, 10, 20, 30, 50], ["（特大）", "（環保）", "（金箔）"], places=0
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
        cj.rel(wd, [5, 24, 19, 6, 8, 11, 14, 13]),
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
    off = Decimal(rng.choice([0, 0, 0, 200, 500])) if sub > 3000 else ZERO
    if incl:
        tax = ZERO
        total = sub - off
    else:
        tax = ((sub - off) * Decimal("0.05")).quantize(Decimal(1), rounding=ROUND_HALF_UP)
        total = sub - off + tax
    if y + 145 > bottom:
        y = brk()
    y += 4
    if stated:
        rows_ = [("小計" if incl else "未稅合計", w0(sub))]
        if off:
            rows_.append(("折讓", f"-{w0(off)}"))
        if not incl:
            rows_.append(("營業稅 5%", w0(tax)))
        tlab = cj.pick(rng, "總計|合計金額|總金額（含稅）|應付總額")
        w2 = [110, 100]
        x2 = right - sum(w2)
        for lab, v in rows_:
            y = crow(pdf, x2, y, w2, [lab, v], "lr", h=17, size=8.4)
        if rng.random() < 0.35:
            pdf.rect(x2, y, sum(w2), 38, fill=PALE, stroke=black, lw=0.6)
            pdf.text(x2 + 4, y + 13, tlab, 9, bold=True)
            pdf.text(right - 4, y + 32, f"NT${w0(total)}", 12, align="r", bold=True)
            y += 44
        else:
            y = (
                crow(
                    pdf,
                    x2,
                    y,
                    w2,
                    [tlab, f"NT${w0(total)}"],
                    "lr",
                    h=20,
                    size=9,
                    bold=True,
                    fill=PALE,
                )
                + 6
            )
        pdf.text(
            m,
            y + 8,
            f"新臺幣（大寫）：{cj.daxie(total, trad=True)}" + ("（含稅）" if incl else ""),
            8.6,
        )
        y += 16
        if rng.random() < 0.45:
            dep = (total * Decimal("0.3")).quantize(Decimal(1), rounding=ROUND_HALF_UP)
            pdf.text(
                m,
                y + 8,
                f"已付訂金 NT${w0(dep)}，尾款 NT${w0(total - dep)} 於交貨驗收後以匯款支付。",
                8.2,
            )
            y += 15
    else:
        pdf.text(m, y + 10, "單價依去年度合約價，實際金額以送貨數量計算後另行請款。", 8.4)
        y += 18
    for t in [
        f"一、交貨期限：{cj.fdate(cj.later(rng, d, 5, 25), 'roc')}前送達，法會前三日不收貨。",
        "二、金紙須為環保紙漿製品，線香須附無毒檢驗報告。",
        "三、請款時請附本訂購單影本及統一發票。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 30
    for k, lab in enumerate(["承辦人", "總務組長", "主任委員", "廠商確認簽章"]):
        x = m + k * wd / 4
        pdf.text(x, y, f"{lab}：", 8.2)
        pdf.line(x + 46, y + 3, x + wd / 4 - 12, y + 3, lw=0.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_tw_miaoyu_jinxiang_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 4 ja sake brewery's bottles, labels and supplies order

SK_P = "菊正 白鷹 月桂 松竹 千歳 玉泉 鶴亀 雪嶺 朝霧 花泉 金剛 北雪".split()
SK_BUY = ["{p}酒造株式会社", "合名会社{p}酒造", "株式会社{p}酒造場", "{p}酒造合資会社"]
SK_SB = "東洋 日本 山村 大和 中央 三光 北陸 丸栄 新潟 関東 旭 信越".split()
SK_ST = ["硝子", "ラベル印刷", "資材商事", "包装", "紙器", "醸造機材"]
SK_ITEMS = [
    ("一升瓶（茶）", "1.8L 新瓶", "本", 10, 95, 160),
    ("四合瓶（透明）", "720ml スクリュー", "本", 10, 78, 130),
    ("王冠キャップ", "PP 金色 1000個", "箱", 10, 3200, 5600),
    ("表ラベル", "和紙 箔押し 5000枚", "巻", 10, 18000, 32000),
    ("化粧箱", "四合瓶用 1本入", "個", 10, 120, 240),
    ("酒袋（搾り袋）", "ナイロン 大", "枚", 10, 1800, 3400),
    ("段ボール箱", "一升瓶6本用", "枚", 10, 140, 260),
    ("酒造好適米 山田錦", "特等 30kg", "袋", 8, 14000, 21000),
    ("種麹", "吟醸用 500g", "缶", 8, 5200, 9800),
    ("酵母（協会901号）", "アンプル", "本", 8, 2600, 4800),
    ("ろ過用活性炭", "粉末 10kg", "袋", 10, 8800, 14500),
    ("首掛け", "限定品 1000枚", "束", 10, 6500, 12000),
]


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    brew = rng.choice(SK_BUY).format(p=rng.choice(SK_P))
    b, t = rng.choice(SK_SB), rng.choice(SK_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|SZ{Y}{n4}|{Y}{m}{d}-{n2}|{n6}|H-{n6}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}|Q{y}{m}{n2}")
    torihiki = cj.number(rng, d, "{n5}|T-{n4}")
    reg = f"T{rng.randint(1000000000000, 9999999999999)}"
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "注文番号|発注番号|発注No.|注文No.")
    mode = rng.choice(["box", "corner", "grid"])
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.15, 0.25, 0.45), Color(0.4, 0.15, 0.15), black])
    title = cj.pick(rng, "注　文　書|発　注　書|注文書|御注文書")

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
        return 46

    pdf.text(pdf.w / 2, 44, title, 18, align="c", bold=True, colour=ink)
    yr = 58
    if mode == "box":
        bw = [62, 104]
        for lab, val in [(po_lab, po), ("発行日", cj.fdate(d, ds))]:
            yr = crow(pdf, right - sum(bw), yr, bw, [lab, val], "cl", h=16, size=8.2)
    elif mode == "corner":
        pdf.text(
            right, 30, f"No. {po}" if po_lab.endswith("No.") else f"{po_lab} {po}", 9, align="r"
        )
        pdf.text(right, 62, cj.fdate(d, ds), 8.4, align="r")
        yr = 66
    else:
        pdf.text(right, 62, f"発行日 {cj.fdate(d, ds)}", 8.4, align="r")
        yr = 66
    y = 86
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(
        m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
    )
    pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
    pdf.text(m, y + 18, f"取引先コード：{torihiki}", 7.6, colour=GREY)
    pdf.text(
        m,
        y + 32,
        cj.pick(
            rng,
            "下記のとおり注文いたします。|毎度お引立てを賜り厚く御礼申し上げます。下記の通り発注致します。",
        ),
        8.4,
    )
    ry = max(yr, 76) + 10
    pdf.text(right, ry + 8, brew, 11, align="r", bold=True)
    pdf.text(right, ry + 21, cj.ja_addr(rng), 7.4, align="r", colour=GREY)
    pdf.text(
        right, ry + 32, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.4, align="r", colour=GREY
    )
    pdf.text(right, ry + 43, f"登録番号 {reg}", 7.2, align="r", colour=GREY)
    pdf.text(
        right,
        ry + 55,
        f"担当：{cj.pick(rng, '製造部|総務部|蔵元室')} {cj.person(rng, 'ja')}",
        7.8,
        align="r",
    )
    if rng.random() < 0.65:
        pdf.stamp(
            right - 18,
            ry + 20,
            brew.replace("株式会社", "").replace("合名会社", "")[:4],
            rng,
            shape="rect",
            r=18,
        )
    y += 44
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        SK_ITEMS,
        n,
        [10, 20, 50, 100, 200, 500, 1000],
        ["（純米用）", "（限定）", "（再版）"],
        places=0,
        big=5000,
    )
    s10 = sum((a for it, _, _, a in lines if it[3] == 10), ZERO)
    s8 = sum((a for it, _, _, a in lines if it[3] == 8), ZERO)
    t10 = (s10 * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN)
    t8 = (s8 * Decimal("0.08")).quantize(Decimal(1), rounding=ROUND_DOWN)
    sub = s10 + s8
    total = sub + t10 + t8
    if stated and rng.random() < 0.6:
        bw = 240
        pdf.rect(m, y, bw, 42, stroke=ink, lw=1)
        pdf.rect(m, y, bw, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "ご注文金額（税込）|合計金額（税込）|発注金額合計"), 8.4
        )
        pdf.text(
            m + bw - 6,
            y + 35,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 50
    y = max(y, ry + 62) + 4
    row = [
        "納期",
        cj.fdate(cj.later(rng, d, 7, 40), ds),
        "納入場所",
        cj.pick(rng, "本社蔵|第二蔵 瓶詰場|出荷倉庫"),
        "見積No.",
        mitsu,
    ]
    ws = cj.rel(wd, [9, 18, 10, 22, 10, 31])
    labels = (0, 2, 4)
    if mode == "grid":
        row = [po_lab, po, *row]
        ws = cj.rel(wd, [10, 15, 7, 15, 9, 18, 9, 17])
        labels = (0, 2, 4, 6)
    y = kgrid(pdf, m, y, ws, [row], h=18, size=7.8, ink=ink, fill=PALE, labels=labels) + 8
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
                "※" if it[3] == 8 else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 27, 22, 9, 6, 12, 15, 4]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額", "税"],
        body,
        "cllrcrrc",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        w2 = [120, 100]
        rows_ = [("小計", f"{sub:,.0f}")]
        if s10:
            rows_.append(("10%対象 消費税", f"{t10:,.0f}"))
        if s8:
            rows_.append(("8%対象（軽減）消費税", f"{t8:,.0f}"))
        rows_.append((cj.pick(rng, "合計|合計金額|総合計|税込合計"), f"¥{total:,.0f}"))
        for k, (l_, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [l_, v],
                "lr",
                h=18,
                size=8.4,
                bold=last,
                fill=PALE if last else None,
            )
        if s8:
            pdf.text(m, y - 4, "※印は軽減税率（8%）対象品目です。", 7.6, colour=GREY)
    else:
        pdf.text(m, y + 10, "単価はお見積書のとおり。数量確定後に金額をご連絡いたします。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t_ in [
        "・瓶詰日程の都合上、納期厳守でお願いいたします。",
        "・納品書・請求書には必ず注文番号をご記入ください。",
        "・酒米は等級検査証明書を添付のこと。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t_, 7.8)
        y += 13
    if y + 56 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["検印", "承認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 32, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    if rng.random() < 0.5:
        pdf.text(m, y + 12, "注文請書：上記のとおりお請けいたします。", 8)
        pdf.text(m, y + 34, "受注者（記名押印）＿＿＿＿＿＿＿＿＿＿", 8)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_ja_sakagura_shizai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- 5 en-AU surf life saving club's rescue equipment order

SL_B = "Mollymook|Kiama Downs|Werri Beach|Coolum Heads|Port Noarlunga|Scarborough North|Torquay Point|Yamba Bay|Wanda Dunes|Lennox Reef|Bulli Point|Sunshine Cove".split(
    "|"
)
SL_BUY = [
    "{b} Surf Life Saving Club Inc.",
    "{b} SLSC Inc",
    "{b} Surf Life Saving Club Ltd",
    "Surf Life Saving {b} Inc.",
]
SL_A = "Barrett|McAllister|Nguyen|Fitzroy|Callaghan|Delaney|Kowalski|Tranter|Hollis|Papadopoulos|Whitmore|O'Rourke".split(
    "|"
)
SL_F = "Jess|Brodie|Liam|Kirra|Matt|Sophie|Darcy|Chloe|Hamish|Tayla".split("|")
SL_SUP = [
    "{a} Marine Pty Ltd",
    "{a} Rescue Equipment Pty Ltd",
    "{a} First Aid Supplies Pty. Ltd.",
    "{a} Boardcraft Pty Ltd",
    "{a} & {b} Outboards Pty Ltd",
    "{a} Safety Australia Pty Limited",
]
SL_SUP_BARE = ["{a} Surf Co", "{a} Outboards", "{a} Boat Repairs"]
SL_ITEMS = [
    ("IRB hull 3.8 m, inflatable rescue boat", "each", 5200, 7900),
    ("Outboard 25 hp service kit (IRB)", "kit", 180, 360),
    ("Rescue tube, foam, high-vis", "each", 48, 85),
    ("Nipper rescue board 8'", "each", 640, 980),
    ("Patrol flags (red/yellow) set", "set", 65, 120),
    ("Oxygen cylinder C size, refill & test", "each", 45, 90),
    ("First aid kit refill – patrol", "kit", 70, 150),
    ("AED defibrillator pads, adult", "pair", 85, 160),
    ("Handheld UHF radio, waterproof", "each", 420, 690),
    ("Sunscreen SPF50+ 1 L pump", "each", 18, 32),
    ("Patrol rash vest, long sleeve", "each", 38, 62),
    ("Spinal board with straps", "each", 380, 720),
    ("Beach wheelchair hire (season)", "season", 450, 900),
]


def _sl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, FONTS))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    beach = rng.choice(SL_B)
    buyer = rng.choice(SL_BUY).format(b=beach)
    a1, a2 = rng.sample(SL_A, 2)
    sup = bare_or(rng, SL_SUP, SL_SUP_BARE, 0.3).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-####", f"SLSC{dt:%y}-###", "#####", f"{dt.year}/0###", "P######"])
    )
    grant = la.digits(rng, rng.choice(["CG-2025-###", "Grant ref SLS####", "CBF ####-##"]))
    quote = la.digits(rng, rng.choice(["Q####", "QU-#####", "Quote ######"]))
    acct = la.digits(rng, rng.choice(["ACC####", "C-####"]))
    abn_b, abn_s = la.digits(rng, "## ### ### ###"), la.digits(rng, "## ### ### ###")
    season = (
        f"{dt.year}/{str(dt.year + 1)[2:]}"
        if dt.month >= 7
        else f"{dt.year - 1}/{str(dt.year)[2:]}"
    )
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "kv", "grid"])
    po_lab = la.pick(rng, "PO Number|Order No.|Purchase Order No.|PO #")
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "long_en"]))  # noqa: E731
    below = rng.random() < 0.4

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · ABN {abn_b} · Affiliated with Surf Life Saving {rng.choice(['NSW', 'Queensland', 'SA', 'WA', 'Victoria'])} · accounts@{beach.lower().replace(' ', '')}slsc.com.au",
            6.6,
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
        d.t(m, 44, f"Purchase Order {po} (continued)", 9, b=True)
        return 58

    d.box(m, 28, wd, 5, fill=0.3, stroke=False)
    d.t(m, 52, buyer, 14, b=True)
    d.lines(
        m,
        57,
        [
            f"{rng.choice(['1', '2', '3A', '12'])} {rng.choice(['Marine Parade', 'The Esplanade', 'Ocean Street', 'Surf Road'])}, {beach} {rng.choice(['NSW', 'QLD', 'SA', 'VIC', 'WA'])} {la.digits(rng, '2###')}",
            f"Ph (0{rng.randint(2, 8)}) {la.digits(rng, '#### ####')} · ABN {abn_b}",
        ],
        7.8,
        lead=10,
    )
    if mode == "title":
        d.t(
            r,
            52,
            f"PURCHASE ORDER {po}" if rng.random() < 0.6 else f"PURCHASE ORDER No. {po}",
            13,
            b=True,
            al="r",
        )
        d.t(r, 66, f"Date: {df(dt)}", 8.4, al="r")
    else:
        d.t(r, 52, la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER"), 15, b=True, al="r")
    y = 90
    if mode == "grid":
        labels = [po_lab, "Order Date", "Supplier Acc.", "Your Quote", "Season"]
        vals = [po, la.dfmt(dt, "dmy"), acct, quote, season]
        if rng.random() < 0.4:
            labels[0], labels[1], vals[0], vals[1] = labels[1], labels[0], vals[1], vals[0]
        y = d.grid(m, y, [wd * f for f in (0.22, 0.17, 0.18, 0.22, 0.21)], labels, vals, 8.4) + 12
    vlab = la.pick(rng, "Supplier|To:|Vendor|")
    srows = [
        sup,
        f"{rng.randint(1, 200)} {rng.choice(['Industrial Drive', 'Boat Harbour Rd', 'Enterprise Cres', 'Pacific Hwy'])}",
        f"{rng.choice(['Wollongong', 'Maroochydore', 'Lonsdale', 'Geelong', 'Ballina', 'Osborne Park'])} {rng.choice(['NSW', 'QLD', 'SA', 'VIC', 'WA'])} {la.digits(rng, '####')}",
        f"ABN {abn_s}",
        f"Attn: {rng.choice(SL_F)} {rng.choice(SL_A)}",
    ]
    drows = [
        f"{buyer} – Gear Shed",
        f"{rng.choice(['Marine Parade', 'The Esplanade', 'Surf Road'])}, {beach}",
        f"Contact: {rng.choice(SL_F)} {rng.choice(SL_A)}, Gear Steward, 04{la.digits(rng, '## ### ###')}",
    ]
    cw = (wd - 20) / 2
    sfirst = rng.random() < 0.6
    xs, xo = (m, m + cw + 20) if sfirst else (m + cw + 20, m)
    y1 = block(d, xs, y, vlab, srows, 8.8)
    if mode == "kv":
        kv = [
            (po_lab, po),
            ("Date", la.dfmt(dt, "dmy")),
            ("Your quote", quote),
            ("Supplier acc.", acct),
            ("Grant / funding", grant),
        ]
        if rng.random() < 0.3:
            kv[0], kv[1] = kv[1], kv[0]
        y2 = kvs(d, xo, y, kv, xo + cw, 8.2, strong=po_lab)
        y = max(y1, y2) + 10
        y = block(d, m, y, "Deliver to", drows, 8.2, 10.5) + 8
    else:
        y2 = block(d, xo, y, la.pick(rng, "Deliver to|Ship to|Delivery address"), drows, 8.2, 10.5)
        y = max(y1, y2) + 8
        refs = f"Grant / funding: {grant}   ·   Patrol season {season}"
        if mode == "title":
            refs = f"Your quote: {quote}   ·   Supplier acc.: {acct}   ·   " + refs
        y = wrapped(d, m, y, refs, 7.8, wd, grey=0.25) + 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, SL_ITEMS, n, [1, 2, 4, 6, 10, 12, 20], ["– spare", "– junior", "– nippers"], big=2000
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p) if stated else "", en2(a) if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["#", "Description", "Qty", "Unit", "Unit $ ex GST", "Amount $"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = pct(sub, str(rng.choice([0, 0, 5, 10])))
    frt = Decimal(rng.choice([0, 0, 45, 85, 120, 250]))
    gst = pct(sub - disc + frt, "10")
    total = sub - disc + frt + gst
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal (ex GST)", f"${en2(sub)}")]
        if disc:
            rows_.append(("Less club discount", f"-${en2(disc)}"))
        if frt:
            rows_.append(("Freight", f"${en2(frt)}"))
        rows_.append(("GST 10%", f"${en2(gst)}"))
        lab = la.pick(rng, "TOTAL (inc GST)|Order Total AUD|Total Amount Payable|Total inc. GST")
        xl = m + wd * 0.56
        y = ltotals(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"${en2(total)}",
            8.6,
            below,
            shade=0.88 if rng.random() < 0.4 else None,
            box=rng.random() < 0.5,
        )
        if rng.random() < 0.4:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.5"])))
            y = kvs(
                d,
                xl,
                y + 2,
                [("Less deposit paid", f"${en2(dep)}"), ("Balance due", f"${en2(total - dep)}")],
                r - 3,
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing as per your quote {quote}; please invoice actual quantities supplied.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Please quote our PO number on all delivery dockets and tax invoices. Goods to be delivered before the start of the patrol season; the gear shed is open Sat-Sun 7 am to 5 pm.",
        "The club is a registered charity; this order is not valid unless signed by two authorised officers.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 46 > bottom:
        y = brk()
    y += 32
    sw = (wd - 40) / 3
    d.sign(
        m,
        y,
        sw,
        f"{rng.choice(SL_F)} {rng.choice(SL_A)}, {rng.choice(['Club Captain', 'Director of Lifesaving', 'President'])}",
    )
    d.sign(m + sw + 20, y, sw, f"{rng.choice(SL_F)} {rng.choice(SL_A)}, Treasurer")
    d.sign(m + 2 * (sw + 20), y, sw, "Supplier acknowledgement")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_en_au_surf_club_rescue_equipment_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sl)


# --------------------------------------------------------------------------- 6 en-IE stud farm's feed, bedding and yard supplies order

SF_X = "Ballyroe|Clonmore|Kilbrack|Rathmoy|Glenvale|Derrinlough|Ardcarn|Mountrath|Coolbeg|Tullaghmore|Knockanree|Castlefin".split(
    "|"
)
SF_BUY = [
    "{x} Stud Limited",
    "{x} Stud Farm Ltd",
    "{x} Bloodstock DAC",
    "The {x} Stud",
    "{x} House Stud Ltd",
]
SF_A = "Dunne|Kinsella|Moran|Fitzgerald|Halpin|Cullinan|Brennan|Nolan|Keogh|Lalor|Mulvey|Tierney".split(
    "|"
)
SF_F = "Siobhan|Ciaran|Aoife|Declan|Niamh|Padraig|Orla|Eoin|Maeve|Fergal".split("|")
SF_SUP = [
    "{a} Equine Nutrition Ltd",
    "{a} Agri Supplies DAC",
    "{a} & Sons Ltd",
    "{a} Saddlery Limited",
    "{a} Bedding Products Ltd",
    "{a} Fencing & Gates Ltd",
]
SF_SUP_BARE = ["{a} Farriery", "{a} Haulage", "{a} Co-op Stores"]
SF_ITEMS = [
    ("Stud cubes 14% protein, 25 kg", "bag", "0", 14, 21),
    ("Mare & foal mix, 20 kg", "bag", "0", 17, 26),
    ("Haylage, wrapped bale", "bale", "0", 38, 62),
    ("Wood shavings bedding, 20 kg", "bale", "23", 9, 14),
    ("Rubber stable mat 6 x 4 ft", "each", "23", 48, 85),
    ("Farrier visit – trimming (per horse)", "horse", "13.5", 30, 55),
    ("Foaling kit incl. navel spray", "kit", "23", 45, 95),
    ("Headcollar, foal, leather", "each", "23", 28, 55),
    ("Post & rail fencing, per metre", "m", "13.5", 22, 38),
    ("Paddock harrowing (contractor)", "acre", "13.5", 18, 32),
    ("Electrolyte supplement 5 kg", "tub", "23", 35, 68),
    ("Water trough 450 L", "each", "23", 210, 380),
]


def _sf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, FONTS))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    x = rng.choice(SF_X)
    buyer = rng.choice(SF_BUY).format(x=x)
    a1, a2 = rng.sample(SF_A, 2)
    sup = bare_or(rng, SF_SUP, SF_SUP_BARE, 0.3).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO####", f"{x[:3].upper()}-{dt:%y}###", "#####", f"PO/{dt.year}/###"])
    )
    req = la.digits(rng, rng.choice(["REQ-####", "YD###"]))
    acct = la.digits(rng, rng.choice(["A/C ####", "Cust ######"]))
    vat = la.digits(rng, "IE #######@")
    cro = la.digits(rng, "######")
    eir = la.digits(rng, "@## @#@#")
    county = rng.choice(
        ["Co. Kildare", "Co. Tipperary", "Co. Meath", "Co. Kilkenny", "Co. Limerick", "Co. Wexford"]
    )
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["row", "row", "title"])
    po_lab = la.pick(rng, "PO No.|Order Number|Purchase Order|Our Order No.")
    below = rng.random() < 0.5

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{buyer} · Registered in Ireland No. {cro} · VAT {vat} · Directors: {rng.choice(SF_F)} {rng.choice(SF_A)}, {rng.choice(SF_F)} {a2}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(r, d.h - 34, f"{page[0]} / {of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} – {po_lab} {po} – continued", 9, b=True)
        return 58

    centred = rng.random() < 0.5
    if centred:
        d.t(d.w / 2, 46, buyer, 15, b=True, al="c")
        d.t(
            d.w / 2,
            60,
            f"{x}, {county}, {eir} · Tel +353 {la.digits(rng, '4# ### ####')} · office@{x.lower()}stud.ie",
            7.8,
            al="c",
            grey=0.3,
        )
        tx, tal = (r, "r") if mode == "title" else (d.w / 2, "c")
        title = la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER FORM")
        d.t(tx, 86, f"{title} {po}" if mode == "title" else title, 12.5, b=True, al=tal)
        y = 98
    else:
        d.t(m, 46, buyer, 15, b=True)
        d.lines(
            m,
            52,
            [f"{x}, {county}, {eir}", f"Tel +353 {la.digits(rng, '4# ### ####')} · VAT {vat}"],
            7.8,
            lead=10,
        )
        d.t(r, 46, "PURCHASE ORDER" + (f" {po}" if mode == "title" else ""), 13, b=True, al="r")
        y = 84
    if mode == "title":
        d.t(r, y + 4, f"Date: {la.dfmt(dt, 'long_en')}", 8.4, al="r")
        y += 10
    cw = (wd - 20) / 2
    slab = la.pick(rng, "Supplier|To|Supplier:|")
    srows = [
        sup,
        f"{rng.choice(['Unit', 'Yard'])} {rng.randint(1, 30)}, {rng.choice(['Naas Road', 'Main Street', 'Business Park', 'Dublin Road'])}",
        f"{rng.choice(['Naas', 'Newbridge', 'Cashel', 'Thurles', 'Navan', 'Gorey'])}, {rng.choice(['Co. Kildare', 'Co. Tipperary', 'Co. Meath', 'Co. Wexford'])} {la.digits(rng, '@## @#@#')}",
    ]
    drows = [
        f"{buyer} – Yard Office",
        f"{x}, {county}",
        f"Stud Manager: {rng.choice(SF_F)} {rng.choice(SF_A)} 08{la.digits(rng, '# ### ####')}",
    ]
    sleft = rng.random() < 0.6
    xs, xo = (m, m + cw + 20) if sleft else (m + cw + 20, m)
    y1 = block(d, xs, y, slab, srows, 8.8)
    y2 = block(
        d, xo, y, la.pick(rng, "Deliver to|Delivery|Deliver To / Invoice To"), drows, 8.2, 10.5
    )
    y = max(y1, y2) + 10
    if mode == "row":
        heads = [po_lab, "Date", "Requisition", "Your Account", "Required by"]
        vals = [
            po,
            la.dfmt(dt, rng.choice(["dmy", "mon"])),
            req,
            acct,
            la.dfmt(dt + timedelta(days=rng.randint(3, 20)), "dmy"),
        ]
        if rng.random() < 0.4:
            heads = heads[1:2] + heads[:1] + heads[2:]
            vals = vals[1:2] + vals[:1] + vals[2:]
        ws = [wd * f for f in (0.22, 0.18, 0.18, 0.2, 0.22)]
        y = lrow(d, m, y, ws, heads, "lllll", h=15, size=7.6, b=True, fill=0.86)
        y = lrow(d, m, y, ws, vals, "lllll", h=17, size=8.8) + 12
    else:
        y = wrapped(d, m, y, f"Requisition {req} · Your account {acct}", 7.8, wd, grey=0.25) + 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 40])
    lines = more_lines(
        rng, SF_ITEMS, n, [1, 2, 4, 5, 10, 20, 40], ["(yearlings)", "(top yard)", "(extra)"]
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}",
                it[1],
                en2(p) if stated else "",
                f"{it[2]}%",
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
        [wd * f for f in (0.05, 0.49, 0.08, 0.08, 0.11, 0.08, 0.11)],
        ["Ln", "Description", "Qty", "Unit", "Price €", "VAT", "Net €"],
        body,
        "llrlrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    disc_p = rng.choice([0, 0, 2.5, 5])
    nets = {}
    for it, _, _, a in lines:
        nets[it[2]] = nets.get(it[2], ZERO) + a
    goods = sum(nets.values(), ZERO)
    disc = ZERO
    vats = {}
    for rate, v in nets.items():
        dv = r2(v * Decimal(str(disc_p)) / 100)
        disc += dv
        vats[rate] = pct(v - dv, rate)
    total = goods - disc + sum(vats.values(), ZERO)
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Goods (net)", f"€{en2(goods)}")]
        if disc:
            rows_.append((f"Discount {disc_p}%", f"-€{en2(disc)}"))
        for rate in sorted(vats, key=float):
            rows_.append((f"VAT @ {rate}%", f"€{en2(vats[rate])}"))
        lab = la.pick(rng, "Total EUR|Order Total €|TOTAL|Total incl. VAT")
        y = ltotals(
            d,
            m + wd * 0.58,
            r - 3,
            y,
            rows_,
            lab,
            f"€{en2(total)}",
            8.6,
            below,
            box=rng.random() < 0.5,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices as per the seasonal price list agreed; value to be confirmed on the delivery docket.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Deliveries to the yard office between 8 am and 4 pm, Monday to Friday; no deliveries during foaling hours without prior notice. All feed to carry batch numbers and a certificate of analysis.",
        "Please quote our order number on delivery dockets and invoices.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 46 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Ordered by: {rng.choice(SF_F)} {rng.choice(SF_A)}, {rng.choice(['Stud Manager', 'Yard Manager', 'Farm Manager'])}",
    )
    d.sign(m + sw + 20, y, sw, "Received by supplier (signature & date)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_en_ie_stud_farm_supplies_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sf)


# --------------------------------------------------------------------------- 7 de-AT orthopaedic shoemaker's leather, cork and lasts order

OS_N = "Hofbauer|Pichler|Steininger|Wallner|Mayrhofer|Gruber|Leitner|Schwarzl|Eder|Brunner|Huber|Kogler".split(
    "|"
)
OS_BUY = [
    "Orthopädie-Schuhtechnik {n} GmbH",
    "{n} Orthopädieschuhmacher e.U.",
    "Schuhhaus {n} – Orthopädische Maßschuhe",
    "Orthopädieschuhtechnik {n} & Partner OG",
]
OS_SUP = [
    "{n} Lederhandel GmbH",
    "{n} Orthopädiebedarf Ges.m.b.H.",
    "{n} & Co KG",
    "{n} Leisten GmbH",
    "Schuhbedarf {n} GmbH",
    "{n} Kork- und Schaumstoffe GmbH",
]
OS_SUP_BARE = ["Gerberei {n}", "{n} Korkwaren", "Leistenbau {n}"]
OS_F = "Andrea|Lukas|Martina|Florian|Sabine|Georg|Katharina|Stefan|Birgit|Thomas".split("|")
OS_ITEMS = [
    ("Rindbox-Oberleder schwarz, 1,4 mm", "m²", 38, 62),
    ("Ziegenfutterleder natur", "m²", 24, 42),
    ("Korkmehl-Platte 6 mm", "Platte", 18, 34),
    ("EVA-Platte Shore 35, 10 mm", "Platte", 14, 28),
    ("Kunststoffleisten nach Maß (Paar)", "Paar", 85, 160),
    ("Laufsohle Vibram Gummi, Gr. 42–46", "Paar", 16, 29),
    ("Fersenkappenmaterial thermoplastisch", "Platte", 22, 38),
    ("Kontaktkleber Renia 1 l", "Dose", 19, 32),
    ("Schnürsenkel gewachst 90 cm (100 Paar)", "Pkg.", 21, 40),
    ("Gipsbinden 10 cm (Karton)", "Ktn.", 45, 78),
    ("Trittspur-Schaum Fußabdruck", "Box", 58, 96),
    ("Schleifbänder K80 (10 Stk.)", "Pkg.", 26, 48),
]


def _os(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, FONTS))
    m = rng.uniform(40, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    n1, n2 = rng.sample(OS_N, 2)
    buyer = rng.choice(OS_BUY).format(n=n1)
    sup = bare_or(rng, OS_SUP, OS_SUP_BARE, 0.3).format(n=n2)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"B-{dt.year}-###", "BS#####", f"{dt:%y}/###", f"{dt.year}-0###", "E######"]),
    )
    kd = la.digits(rng, "K#####")
    ang = la.digits(rng, rng.choice(["AN-####", "Angebot #####", "A######"]))
    kom = la.digits(rng, rng.choice(["V-#####", "Versorgung ####/##", "KOM-####"]))
    uid = la.digits(rng, "ATU########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "info", "grid"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.")
    street = f"{rng.choice(['Mariahilfer Straße', 'Landstraßer Hauptstraße', 'Favoritenstraße', 'Hauptplatz', 'Wiener Straße'])} {rng.randint(1, 120)}"
    plz = rng.choice(
        [
            "1060 Wien",
            "1030 Wien",
            "1100 Wien",
            "2500 Baden",
            "3100 St. Pölten",
            "2700 Wiener Neustadt",
        ]
    )
    below = rng.random() < 0.5

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{buyer} · {street}, {plz} · UID {uid} · FN {la.digits(rng, '######')}@ · Vertragspartner aller Krankenkassen",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(
            m,
            d.h - 29,
            f"Raiffeisenbank · IBAN AT{la.digits(rng, '## #### #### #### ####')} · BIC RLNWATWW",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 29,
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
        d.t(r, 50, buyer, 13.5, b=True, al="r")
        d.t(
            r,
            63,
            f"{street} · {plz} · Tel. +43 {la.digits(rng, '1 ### ## ##')}",
            7.6,
            al="r",
            grey=0.3,
        )
    else:
        d.t(m, 50, buyer, 13.5, b=True)
        d.t(
            m,
            63,
            f"{street} · {plz} · Tel. +43 {la.digits(rng, '1 ### ## ##')} · office@{n1.lower()}-schuh.at",
            7.6,
            grey=0.3,
        )
    d.t(m, 110, f"{buyer}, {street}, {plz}", 6.4, grey=0.35, maxw=240)
    d.line(m, 113, m + 240, 113, 0.3)
    rows = []
    if rng.random() < 0.35:
        rows.append("Firma")
    rows += [
        sup,
        f"z. Hd. {rng.choice(['Frau', 'Herrn'])} {rng.choice(OS_N)}"
        if rng.random() < 0.4
        else f"{rng.choice(['Industriestraße', 'Gewerbepark', 'Lederergasse', 'Bahnhofstraße'])} {rng.randint(1, 90)}",
        f"{rng.choice(['4600 Wels', '8020 Graz', '6020 Innsbruck', '2340 Mödling', '4020 Linz'])}",
    ]
    for i, s_ in enumerate(rows):
        d.t(m, 120 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    ky = 104
    if mode != "grid":
        kv = [] if mode == "title" else [(po_lab, po)]
        kv += [
            ("Datum", la.dfmt(dt, "dot")),
            ("Ihre Kundennummer", kd),
            ("Ihr Angebot", ang),
            ("Kommission", kom),
            ("Sachbearbeitung", f"{rng.choice(OS_F)} {rng.choice(OS_N)}"),
        ]
        if rng.random() < 0.3:
            rng.shuffle(kv)
        ky = kvs(d, m + wd * 0.56, ky, kv, r, 8, 12, strong=po_lab)
    y = max(190, ky + 12)
    title = la.pick(rng, "Bestellung|BESTELLUNG|Materialbestellung")
    if mode == "title":
        d.t(m, y, f"{title} Nr. {po}", 12.5, b=True)
        y += 10
    elif mode == "grid":
        d.t(m, y, title, 12.5, b=True)
        y += 10
        labels = [po_lab, "Datum", "Kunden-Nr.", "Ihr Angebot", "Kommission"]
        vals = [po, la.dfmt(dt, "dot"), kd, ang, kom]
        y = (
            d.grid(
                m,
                y,
                [wd * f for f in (0.22, 0.16, 0.17, 0.22, 0.23)],
                labels,
                vals,
                8.4,
                shade=rng.choice([0.88, 0.93, None]),
            )
            + 6
        )
    else:
        d.t(m, y, title, 12.5, b=True)
        y += 10
    y = (
        wrapped(
            d,
            m,
            y,
            f"Sehr geehrte Damen und Herren, wir bestellen zur Lieferung bis {la.dfmt(dt + timedelta(days=rng.randint(4, 18)), 'dot')} an unsere Werkstätte:",
            8.6,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        OS_ITEMS,
        n,
        [1, 2, 3, 5, 6, 10, 12, 20],
        ["(braun)", "(Nachlieferung)", "(Kindergrößen)"],
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
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["Pos.", "Bezeichnung", "Menge", "Einh.", "EP €", "GP €"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    rab_p = rng.choice([0, 0, 3, 5])
    rab = pct(sub, str(rab_p))
    vers = Decimal(rng.choice([0, 0, "9.90", "14.50", "24.00"]))
    net = sub - rab + vers
    ust = pct(net, "20")
    total = net + ust
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Zwischensumme", f"€ {eu(sub)}")]
        if rab:
            rows_.append((f"abzgl. {rab_p} % Rabatt", f"– € {eu(rab)}"))
        if vers:
            rows_.append(("Versandkosten", f"€ {eu(vers)}"))
        rows_ += [("Nettobetrag", f"€ {eu(net)}"), ("zzgl. 20 % USt", f"€ {eu(ust)}")]
        lab = la.pick(rng, "Gesamtbetrag|Gesamtsumme brutto|Bestellwert inkl. USt|Endbetrag")
        xl = m + wd * 0.55
        y = ltotals(d, xl, r - 3, y, rows_, lab, f"€ {eu(total)}", 8.6, below, box=True)
        if rng.random() < 0.35:
            anz = r2(total * Decimal("0.3"))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Anzahlung lt. Vereinbarung: € {eu(anz)}, Restbetrag € {eu(total - anz)} nach Lieferung.",
                7.6,
                r - xl + 4,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise laut Ihrem Angebot {ang}; Verrechnung nach tatsächlicher Liefermenge.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Zahlung: {la.pick(rng, '30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto|Einzug')}. Bitte geben Sie unsere Bestellnummer und die Kommission auf Lieferschein und Rechnung an.",
        "Leder bitte mit Chargenangabe und chromfrei-Zertifikat liefern (Diabetikerversorgung).",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 56 > bottom:
        y = brk()
    y += 22
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 34,
        f"{rng.choice(OS_F)} {n1}, {rng.choice(['Orthopädieschuhmachermeister', 'Geschäftsführung', 'Werkstättenleitung'])}",
        8.4,
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_de_at_orthopaedie_schuhtechnik_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _os)


# --------------------------------------------------------------------------- 8 fr-BE chip shop's potatoes, fat, sauces and packaging order

FB_BUY = [
    "Friterie {n}",
    "Fritkot {n} SRL",
    "Friterie {n} SPRL",
    "Baraque à frites {n}",
    "Friterie-Snack {n} SRL",
]
FB_N = "Chez Martine|La Chaudière|Le Cornet d'Or|Saint-Lambert|Chez Pierrot|La Frite Dorée|Le Perron|Les Halles|Chez Fonske|La Place Verte|Du Marché|Chez Georgette".split(
    "|"
)
FB_SN = "Dubois|Lambert|Dupont|Lemaire|Collignon|Fontaine|Renard|Hubert|Gilson|Mathieu|Delvaux|Jacquemin".split(
    "|"
)
FB_SUP = [
    "{n} Pommes de terre SA",
    "Établissements {n} SRL",
    "{n} Distribution SA",
    "{n} Sauces SRL",
    "{n} Food Service SA",
    "{n} Emballages SRL",
]
FB_SUP_BARE = ["Maison {n}", "Boucherie {n}", "{n} Frères"]
FB_ITEMS = [
    ("Pommes de terre Bintje, sac 25 kg", "sac", "6", 11, 19),
    ("Graisse de bœuf blanc (carton 10 kg)", "carton", "6", 22, 34),
    ("Huile de friture végétale 10 l", "bidon", "6", 19, 31),
    ("Sauce andalouse seau 3 l", "seau", "6", 9, 16),
    ("Mayonnaise friterie seau 10 l", "seau", "6", 24, 38),
    ("Fricadelles (carton 48 pièces)", "carton", "6", 18, 28),
    ("Boulettes liégeoises (carton 40)", "carton", "6", 26, 42),
    ("Cornets à frites en papier (1000)", "carton", "21", 28, 46),
    ("Barquettes carton moyennes (500)", "carton", "21", 24, 40),
    ("Fourchettes en bois (5000)", "carton", "21", 32, 55),
    ("Bonbonne de gaz propane 33 kg", "pièce", "21", 55, 82),
    ("Sel fin (sac 25 kg)", "sac", "6", 9, 15),
]


def _fb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, FONTS))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    shop = rng.choice(FB_BUY).format(n=rng.choice(FB_N))
    sup = bare_or(rng, FB_SUP, FB_SUP_BARE, 0.3).format(n=rng.choice(FB_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC{dt:%y}-###", f"{dt.year}/###", "C-#####", f"F{dt:%y}{dt:%m}##"])
    )
    client = la.digits(rng, rng.choice(["CL-#####", "######"]))
    offre = la.digits(rng, rng.choice(["Offre ####", "OF-#####"]))
    tour = la.digits(rng, rng.choice(["Tournée ##", "T-##"]))
    bce = la.digits(rng, "0###.###.###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "grid", "kv"])
    po_lab = la.pick(rng, "Bon de commande n°|N° de commande|Commande n°|Réf. commande")
    fm = rng.choice([eu, fr2])
    ville = rng.choice(
        ["Liège", "Namur", "Charleroi", "Mons", "Tournai", "Arlon", "Verviers", "Wavre"]
    )
    below = rng.random() < 0.4

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{shop} · N° d'entreprise BE {bce} · RPM {ville} · IBAN BE{la.digits(rng, '## #### #### ####')} · BIC GEBABEBB",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} (suite)", 9, b=True)
        return 58

    d.t(m, 48, shop, 15, b=True)
    d.t(
        m,
        62,
        f"{rng.choice(['Place du Marché', 'Rue de la Station', 'Quai de la Batte', 'Avenue des Combattants'])} {rng.randint(1, 120)}, {la.digits(rng, '####')} {ville} · Tél. 0{la.digits(rng, '4## ## ## ##')}",
        7.6,
        grey=0.3,
    )
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR")
    d.t(r, 48, f"{title} {po}" if mode == "title" else title, 13, b=True, al="r")
    if mode == "title":
        d.t(r, 62, f"du {la.dfmt(dt, rng.choice(['dmy', 'long_fr']))}", 8.4, al="r")
    y = 82
    if mode == "grid":
        labels = [po_lab, "Date", "N° client", "Votre offre", "Tournée"]
        vals = [po, la.dfmt(dt, "dmy"), client, offre, tour]
        if rng.random() < 0.4:
            labels[0], labels[3], vals[0], vals[3] = labels[3], labels[0], vals[3], vals[0]
        y = d.grid(m, y, [wd * f for f in (0.24, 0.16, 0.18, 0.22, 0.2)], labels, vals, 8.4) + 12
    cw = (wd - 20) / 2
    slab = la.pick(rng, "Fournisseur|Destinataire|À :|")
    srows = [
        sup,
        f"{rng.choice(['Zoning industriel', 'Rue de l’Industrie', 'Chaussée de Namur', 'Route de Mons'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '####')} {rng.choice(['Gembloux', 'Fleurus', 'Herstal', 'Ath', 'Waremme'])}",
        f"TVA BE {la.digits(rng, '0###.###.###')}",
    ]
    sright = rng.random() < 0.5
    xs, xo = (m + cw + 20, m) if sright else (m, m + cw + 20)
    if sright:
        d.box(xs - 6, y - 2, cw + 6, 60 + (11 if slab else 0), stroke=True)
    y1 = block(d, xs, y + 2, slab, srows, 9)
    if mode == "kv":
        kv = [
            (po_lab, po),
            ("Date", la.dfmt(dt, "dmy")),
            ("N° client", client),
            ("Votre offre", offre),
            ("Livraison", la.dfmt(dt + timedelta(days=rng.randint(1, 6)), "dmy")),
        ]
        y2 = kvs(d, xo, y + 2, kv, xo + cw, 8.2, strong=po_lab)
    else:
        y2 = block(
            d,
            xo,
            y + 2,
            "Livrer à",
            [
                f"{shop}",
                f"Accès par l’arrière – {rng.choice(['avant 10 h', 'le mardi matin', 'entre 8 h et 11 h'])}",
                f"Contact : {rng.choice(['Martine', 'Didier', 'Fabienne', 'José'])} {rng.choice(FB_SN)} 04{la.digits(rng, '## ## ## ##')}",
            ],
            8.2,
            10.5,
        )
    y = max(y1, y2) + 14
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng, FB_ITEMS, n, [1, 2, 3, 4, 5, 6, 10, 20], ["(bio)", "(promo)", "(format pro)"]
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                fm(p) if stated else "",
                f"{it[2]} %",
                fm(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.09, 0.12, 0.07, 0.12)],
        ["N°", "Désignation", "Qté", "Unité", "P.U. HTVA", "TVA", "Total HTVA"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n6 = sum((a for it, _, _, a in lines if it[2] == "6"), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == "21"), ZERO)
    rem_p = rng.choice([0, 0, 2, 3])
    r6, r21 = pct(n6, str(rem_p)), pct(n21, str(rem_p))
    b6, b21 = n6 - r6, n21 - r21
    t6, t21 = pct(b6, "6"), pct(b21, "21")
    total = b6 + b21 + t6 + t21
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HTVA", f"{fm(n6 + n21)} €")]
        if rem_p:
            rows_.append((f"Remise {rem_p} %", f"- {fm(r6 + r21)} €"))
            rows_.append(("Base imposable", f"{fm(b6 + b21)} €"))
        if n6:
            rows_.append(("TVA 6 %", f"{fm(t6)} €"))
        if n21:
            rows_.append(("TVA 21 %", f"{fm(t21)} €"))
        lab = la.pick(rng, "Total TVAC|Montant total TVAC|Total à payer|TOTAL")
        xl = m + wd * 0.56
        y = ltotals(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"{fm(total)} €",
            8.6,
            below,
            shade=0.88 if rng.random() < 0.5 else None,
            box=rng.random() < 0.5,
        )
        if rng.random() < 0.35:
            ac = r2(total * Decimal(rng.choice(["0.2", "0.25"])))
            y = kvs(
                d,
                xl,
                y + 2,
                [("Acompte versé", f"{fm(ac)} €"), ("Solde à la livraison", f"{fm(total - ac)} €")],
                r - 3,
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre offre {offre} ; le montant sera établi sur base du bon de livraison.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Marchandises livrées en chaîne du froid pour les produits surgelés ; pommes de terre calibre 50+ sans germes. Veuillez mentionner notre numéro de commande sur le bon de livraison et la facture.",
        "Paiement à 30 jours date de facture. Toute réclamation doit être faite à la livraison.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 46 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m, y, sw, f"Pour la friterie – {rng.choice(['gérante', 'gérant', 'responsable achats'])}"
    )
    d.sign(m + sw + 20, y, sw, "Accusé de réception du fournisseur (date et cachet)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_fr_be_friterie_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fb)


# --------------------------------------------------------------------------- 9 it-IT Murano glassworks' batch, colour and refractory order

MV_N = "Barovier|Seguso|Toso|Venini|Ferro|Zanetti|Nason|Salviati|Moretti|Carlin|Bon|Vistosi".split(
    "|"
)
MV_BUY = [
    "Vetreria {n} S.r.l.",
    "{n} Vetri d'Arte S.n.c.",
    "Fornace {n} S.r.l.",
    "Vetreria Artistica {n} S.a.s.",
]
MV_SN = "Bianchi|Colombo|Galli|Fontana|Rizzo|Marchetti|Sartori|Lombardi|Ferrari|Conti|Greco|Villa".split(
    "|"
)
MV_SUP = [
    "{n} Minerali S.p.A.",
    "{n} Refrattari S.r.l.",
    "Colorificio {n} S.r.l.",
    "{n} & Figli S.n.c.",
    "{n} Forniture Vetrarie S.r.l.",
    "Chimica {n} S.p.A.",
]
MV_SUP_BARE = ["Ditta {n}", "{n} Attrezzature", "Officina {n}"]
MV_ITEMS = [
    ("Sabbia silicea lavata (big bag 1 t)", "t", 180, 320),
    ("Carbonato di sodio denso (sacco 25 kg)", "sacco", 14, 24),
    ("Nitrato di potassio (sacco 25 kg)", "sacco", 38, 62),
    ("Ossido di cobalto per colorazione (kg)", "kg", 85, 160),
    ("Foglia oro 24 kt (libretto 25 fogli)", "libretto", 48, 92),
    ("Crogiolo refrattario 300 kg", "pz", 1400, 2600),
    ("Mattoni refrattari sillimanite", "pz", 14, 28),
    ("Canna da soffio inox 1,5 m", "pz", 65, 120),
    ("Borsella in acciaio forgiato", "pz", 48, 95),
    ("Polvere di murrine assortite (kg)", "kg", 60, 110),
    ("Gas metano – manutenzione bruciatori", "intervento", 380, 760),
    ("Imballi in legno per lampadari", "pz", 45, 90),
]


def _mv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, FONTS))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    n1, n2 = rng.choice(MV_N), rng.choice(MV_SN)
    buyer = rng.choice(MV_BUY).format(n=n1)
    sup = bare_or(rng, MV_SUP, MV_SUP_BARE, 0.3).format(n=n2)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"OA/{dt.year}/###", f"{dt:%y}-####", "ODA######", f"{dt.year}-0###", "#####/V"]
        ),
    )
    offerta = la.digits(rng, rng.choice(["Off. n. ####", "OFF-#####", "Preventivo ###/##"]))
    commessa = la.digits(rng, rng.choice(["Commessa C-####", "Comm. ##/###", "LAMP-####"]))
    codfor = la.digits(rng, "F#####")
    piva = la.digits(rng, "0##########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "grid", "kv"])
    po_lab = la.pick(rng, "Ordine n.|N. ordine|Numero ordine|Ns. ordine")
    below = rng.random() < 0.45

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · Fondamenta dei Vetrai {rng.randint(1, 60)}, 30141 Murano (VE) · P.IVA {piva} · REA VE-{la.digits(rng, '######')} · Cap. soc. € {rng.choice(['10.000', '50.000', '100.000'])} i.v.",
            6.4,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 36, f"Pag. {page[0]}/{of}" if of else f"Pag. {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} – segue", 9, b=True)
        return 58

    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"Fondamenta dei Vetrai {rng.randint(1, 60)} · 30141 Murano (VE)",
            f"Tel. 041 {la.digits(rng, '### ####')} · P.IVA {piva} · C.F. {piva}",
            f"PEC {n1.lower()}@pec.it",
        ],
        7.6,
        lead=9.6,
    )
    y = 94
    if mode == "title":
        d.t(m, y + 10, f"ORDINE DI ACQUISTO N. {po} del {la.dfmt(dt, 'dmy')}", 12, b=True)
        y += 20
    else:
        d.t(r, 48, la.pick(rng, "ORDINE DI ACQUISTO|Ordine a fornitore|ORDINE"), 14, b=True, al="r")
    if mode == "grid":
        labels = [po_lab, "Data", "Cod. fornitore", "Vs. offerta", "Commessa"]
        vals = [po, la.dfmt(dt, "dmy"), codfor, offerta, commessa]
        if rng.random() < 0.4:
            labels, vals = labels[1:2] + labels[:1] + labels[2:], vals[1:2] + vals[:1] + vals[2:]
        y = d.grid(m, y, [wd * f for f in (0.2, 0.14, 0.18, 0.24, 0.24)], labels, vals, 8.4) + 12
    cw = (wd - 20) / 2
    spett = rng.random() < 0.5
    srows = [
        sup,
        f"{rng.choice(['Via dell’Industria', 'Via Fratelli Bandiera', 'Via Mestrina', 'Zona Artigianale'])} {rng.randint(1, 150)}",
        f"{la.digits(rng, '30###')} {rng.choice(['Marghera (VE)', 'Mestre (VE)', 'Treviso', 'Padova', 'Vicenza'])}",
        f"P.IVA {la.digits(rng, '0##########')}",
    ]
    xs, xo = (m + cw + 20, m) if rng.random() < 0.6 else (m, m + cw + 20)
    yy = y
    if spett:
        d.t(xs, yy + 9, "Spett.le", 9)
        yy += 12
        y1 = d.lines(xs, yy, srows, 9.2, b_first=True, lead=11.5)
    else:
        y1 = block(d, xs, yy, la.pick(rng, "Fornitore|Fornitore:|Destinatario"), srows, 9)
    if mode == "kv":
        kv = [
            (po_lab, po),
            ("Data ordine", la.dfmt(dt, "dmy")),
            ("Vs. offerta", offerta),
            ("Cod. fornitore", codfor),
            ("Commessa", commessa),
        ]
        if rng.random() < 0.3:
            kv[0], kv[2] = kv[2], kv[0]
        y2 = kvs(d, xo, y + 2, kv, xo + cw, 8.2, strong=po_lab)
    else:
        y2 = block(
            d,
            xo,
            y,
            "Luogo di consegna",
            [
                f"{buyer} – magazzino fornace",
                "Fondamenta Navagero, Murano (consegna via acqua)",
                f"Ref. {rng.choice(['Sig.', 'Sig.ra'])} {rng.choice(MV_SN)} – maestro vetraio",
            ],
            8.2,
            10.5,
        )
    y = max(y1, y2) + 12
    if mode == "title":
        y = (
            wrapped(
                d,
                m,
                y,
                f"Vs. offerta: {offerta} · Cod. fornitore: {codfor} · {commessa}",
                7.8,
                wd,
                grey=0.25,
            )
            + 6
        )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        MV_ITEMS,
        n,
        [1, 2, 3, 4, 5, 10, 20, 40],
        ["(blu cobalto)", "(rubino)", "(scorta)"],
        big=1000,
    )
    body = [
        (
            [
                la.digits(rng, "MP###"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                eu(p) if stated else "",
                eu(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.09, 0.48, 0.1, 0.08, 0.12, 0.13)],
        ["Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo €", "Importo €"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    sc_p = rng.choice([0, 0, 3, 5, 10])
    sc = pct(sub, str(sc_p))
    tr = Decimal(rng.choice([0, 0, 60, 120, 180]))
    imp = sub - sc + tr
    iva = pct(imp, "22")
    total = imp + iva
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totale merce", f"€ {eu(sub)}")]
        if sc:
            rows_.append((f"Sconto {sc_p}%", f"- € {eu(sc)}"))
        if tr:
            rows_.append(("Spese di trasporto (barca)", f"€ {eu(tr)}"))
        rows_ += [("Imponibile", f"€ {eu(imp)}"), ("IVA 22%", f"€ {eu(iva)}")]
        lab = la.pick(rng, "Totale ordine|TOTALE DOCUMENTO|Totale IVA inclusa|TOTALE EURO")
        xl = m + wd * 0.55
        y = ltotals(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"€ {eu(total)}",
            8.6,
            below,
            shade=0.9 if rng.random() < 0.5 else None,
            box=True,
        )
        if rng.random() < 0.35:
            acc = r2(total * Decimal("0.3"))
            y = kvs(
                d,
                xl,
                y + 2,
                [
                    ("Acconto 30% all'ordine", f"€ {eu(acc)}"),
                    ("Saldo a ricevimento merce", f"€ {eu(total - acc)}"),
                ],
                r - 3,
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prezzi come da Vs. offerta {offerta}; l'importo sarà determinato a consegna avvenuta.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Pagamento: {la.pick(rng, 'bonifico 60 gg d.f.f.m.|Ri.Ba. 30/60 gg|bonifico a 30 giorni')}. Riportare il numero d'ordine su DDT e fattura elettronica (codice SDI {la.digits(rng, '@@@@@@@')}).",
        "Le materie prime devono essere accompagnate da scheda di sicurezza e certificato di analisi.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 46 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m, y, sw, f"Il responsabile acquisti – {rng.choice(['Sig.', 'Sig.ra'])} {rng.choice(MV_SN)}"
    )
    d.sign(m + sw + 20, y, sw, "Per accettazione del fornitore (timbro e firma)")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_it_vetreria_murano_ordine_materie(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mv)


# --------------------------------------------------------------------------- 10 es-ES ski resort's snow-making and piste order

EQ_N = "Valle Blanco|Pico Nevado|Cerler Alto|Sierra Fría|Puerto Nieve|Los Neveros|La Covatilla Alta|Peña Helada|Valdenieve|Collado Blanco".split(
    "|"
)
EQ_BUY = [
    "Estación de Esquí {n} S.A.",
    "{n} Nieve S.L.",
    "Estaciones de Montaña {n} S.A.",
    "Explotaciones Turísticas {n} S.L.",
]
EQ_SN = "Arrieta|Bergua|Lacasa|Garcés|Urquiza|Sanz|Pardo|Laborda|Ibarz|Olivan|Mur|Escartín".split(
    "|"
)
EQ_SUP = [
    "{n} Innivación S.L.",
    "{n} Balizamiento S.A.",
    "Cables y Remontes {n} S.L.",
    "{n} Maquinaria de Nieve S.A.",
    "Suministros Industriales {n} S.L.",
    "{n} Seguridad Montaña S.L.U.",
]
EQ_SUP_BARE = ["Talleres {n}", "Ferretería {n}", "{n} Deportes de Invierno"]
EQ_ITEMS = [
    ("Cañón de nieve – boquilla de repuesto", "ud.", 45, 95),
    ("Red de protección tipo A (25 m)", "ud.", 380, 690),
    ("Jalón de balizamiento naranja 2 m", "ud.", 6, 12),
    ("Colchoneta de protección para poste", "ud.", 160, 320),
    ("Pinza de telesilla – revisión y ajuste", "ud.", 220, 480),
    ("Cadena para pisapistas (tramo)", "tramo", 850, 1600),
    ("Aceite hidráulico 208 l", "bidón", 480, 760),
    ("Cartel de pista homologado", "ud.", 70, 140),
    ("Sonda de nivel de nieve", "ud.", 540, 980),
    ("Chaleco de pistero con reflectante", "ud.", 48, 92),
    ("Forfait – soportes tarjetas RFID (500)", "caja", 380, 640),
    ("Sal para pistas (saco 25 kg)", "saco", 8, 15),
]


def _eq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, FONTS))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    est = rng.choice(EQ_N)
    buyer = rng.choice(EQ_BUY).format(n=est)
    sup = bare_or(rng, EQ_SUP, EQ_SUP_BARE, 0.3).format(n=rng.choice(EQ_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"PED-{dt.year}-###", f"{dt:%y}/####", "P######", f"EST{dt:%y}-###"])
    )
    prov = la.digits(rng, "4####")
    pres = la.digits(rng, rng.choice(["Presupuesto ####", "PRE-#####", "Oferta ###/##"]))
    temp = (
        f"Temporada {dt.year}/{str(dt.year + 1)[2:]}"
        if dt.month >= 6
        else f"Temporada {dt.year - 1}/{str(dt.year)[2:]}"
    )
    cif = la.digits(rng, "A########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["row", "row", "title"])
    po_lab = la.pick(rng, "Nº Pedido|Pedido nº|Número de pedido|Nº de pedido")
    below = rng.random() < 0.45

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · CIF {cif} · Inscrita en el Registro Mercantil de {rng.choice(['Huesca', 'Granada', 'León', 'Lleida', 'Salamanca'])}, tomo {la.digits(rng, '####')}, folio {la.digits(rng, '###')}",
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
        d.t(m, 44, f"Pedido {po} (continuación)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"Base de la estación, {rng.choice(['Ctra. de la estación', 'Camino del Puerto', 'Urbanización Pradera'])} km {rng.randint(1, 30)}",
            f"{la.digits(rng, '22###')} {rng.choice(['Benasque', 'Jaca', 'Monachil', 'Béjar', 'Vielha'])} · Tel. {la.digits(rng, '97# ### ###')}",
            f"CIF: {cif}",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "PEDIDO DE COMPRA|Pedido a proveedor|ORDEN DE PEDIDO")
    if mode == "title":
        d.t(r, 50, f"{title} Nº {po}", 12.5, b=True, al="r")
        d.t(r, 64, f"Fecha: {la.dfmt(dt, rng.choice(['dmy', 'long_es']))}", 8.4, al="r")
    else:
        d.t(r, 50, title, 14, b=True, al="r")
    y = 96
    cw = wd * 0.46
    pl = la.pick(rng, "Proveedor|Proveedor:|Sres.:|")
    srows = [
        sup,
        f"{rng.choice(['Polígono Industrial', 'C/ Mayor', 'Avda. de Francia', 'C/ de los Pirineos'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Huesca', 'Zaragoza', 'Granada', 'León', 'Lleida'])}",
        f"NIF: {la.digits(rng, '@########')}",
    ]
    sright = rng.random() < 0.6
    xs = r - cw if sright else m
    xo = m if sright else m + wd * 0.54
    if rng.random() < 0.5:
        d.box(xs - 6, y - 4, cw + 6, 60 + (11 if pl else 0), stroke=True)
    y1 = block(d, xs, y, pl, srows, 8.8)
    y2 = d.lines(
        xo,
        y,
        [
            f"Solicitado por: {rng.choice(['Jefe de pistas', 'Dpto. de innivación', 'Mantenimiento de remontes', 'Dirección técnica'])}",
            f"Entregar en: almacén de la cota {rng.choice(['1.500', '1.800', '2.100'])} ({rng.choice(['L-V 8-14 h', 'antes de las 10 h'])})",
            temp,
            f"Centro de coste: {la.digits(rng, 'CC-###')}",
        ],
        7.8,
        lead=11,
    )
    y = max(y1, y2) + 18
    if mode == "row":
        heads = [po_lab, "Fecha", "Nº Proveedor", "Su presupuesto", "Forma de pago"]
        vals = [
            po,
            la.dfmt(dt, "dmy"),
            prov,
            pres,
            la.pick(rng, "Transferencia 60 días|Confirming 90 días|Recibo 30 días"),
        ]
        if rng.random() < 0.4:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = [wd * f for f in (0.18, 0.14, 0.16, 0.22, 0.3)]
        y = lrow(d, m, y, ws, heads, "lllll", h=16, size=7.6, b=True, fill=0.88)
        y = lrow(d, m, y, ws, vals, "lllll", h=17, size=8.6) + 12
    else:
        y = (
            wrapped(d, m, y, f"Nº proveedor {prov} · Su presupuesto: {pres}", 7.8, wd, grey=0.25)
            + 6
        )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        EQ_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 50, 100],
        ["(pista roja)", "(zona debutantes)", "(repuesto)"],
        big=600,
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
        [wd * f for f in (0.06, 0.5, 0.08, 0.09, 0.12, 0.15)],
        ["Lín.", "Descripción", "Cant.", "Ud.", "Precio €", "Importe €"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    dto_p = rng.choice([0, 0, 5, 8, 10])
    dto = pct(sub, str(dto_p))
    portes = Decimal(rng.choice([0, 0, 35, 75, 140]))
    base = sub - dto + portes
    iva = pct(base, "21")
    total = base + iva
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Suma", f"{eu(sub)} €")]
        if dto:
            rows_.append((f"Dto. {dto_p}%", f"-{eu(dto)} €"))
        if portes:
            rows_.append(("Portes", f"{eu(portes)} €"))
        rows_ += [("Base imponible", f"{eu(base)} €"), ("IVA 21%", f"{eu(iva)} €")]
        lab = la.pick(rng, "TOTAL PEDIDO|Total pedido|Importe total|TOTAL")
        xl = m + wd * 0.56
        y = ltotals(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"{eu(total)} €",
            8.6,
            below,
            shade=0.9 if rng.random() < 0.4 else None,
            box=rng.random() < 0.5,
        )
        if rng.random() < 0.3:
            ant = r2(total * Decimal("0.4"))
            y = kvs(
                d,
                xl,
                y + 2,
                [("Anticipo (40%)", f"{eu(ant)} €"), ("Pendiente", f"{eu(total - ant)} €")],
                r - 3,
                8,
            )
    else:
        y = wrapped(
            d, m, y, f"Precios según {pres}; el importe se confirmará con el albarán.", 8.4, wd
        )
    y += 10
    for t in [
        "Indiquen nuestro número de pedido en albarán y factura. Las facturas sin número de pedido serán devueltas.",
        "Material con marcado CE y certificado conforme a la norma UNE-EN 1909 cuando aplique. Entrega antes de la apertura de temporada.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 46 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Conforme: {rng.choice(['Director de la estación', 'Jefe de compras', 'Responsable de explotación'])}",
    )
    d.sign(m + sw + 20, y, sw, "Recibí proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit32_es_estacion_esqui_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _eq)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit32_") and callable(fn)
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind by a helper (`fit17_*`), in zh-Hans (two),
zh-Hant (Taiwan), ja, en-US, en-ZA, de-DE, fr-CA, nl-BE and es-CL.

- fit17_zh_huanwei_zuoye_haocai: a mainland sanitation-services company's order for bins,
  brooms, refuse sacks and reflective workwear (letterhead, the order number either beside the
  title or in a ruled grid with the requisition number, the work zone and the service contract;
  the supplier under 供应商 / 致 or standing unlabelled in the first line of its block, beside
  the receiving depot; 13 % VAT included, freight and a discount, 合计金额 / 金额合计 with the
  figure on the same line or under it, 大写, a continued page with the title repeated, a seal).
- fit17_zh_dianti_peijian_dingdan_queren: an elevator-parts seller's 订单确认书 to a lift
  maintenance contractor (the seller's letterhead and its own 销售单号, the customer's
  采购单号 quoted in a reference grid with quotation and customer numbers, the customer and
  the installation site, door-operator and safety-gear lines, 含税总额, a 预付款 percentage and
  its sum, 尾款, the seller's bank details and seal).
- fit17_tw_shouyao_yinliao_dinggou: a Taiwanese bubble-tea chain's central-warehouse order for
  tea leaves, tapioca, syrups and cups (the chain centred, a boxed grid at the right with
  訂購單號 / 日期 / 請購單號 / 頁次, a 廠商 grid with 統一編號, whole NT$, 未稅 / 營業稅 5% /
  總計 or 應付金額, delivery by branch, sign-off cells).
- fit17_ja_hoikuen_hoiku_yohin_chumon: a Japanese nursery school's order for teaching materials,
  hygiene goods and snacks (注文書, the supplier with 御中 at the top left, the school's
  社会福祉法人 at the right with its seal, ご注文金額（税込） boxed above the items, 10 % and
  reduced 8 % lines, 10%対象 / 8%対象 breakdown, 合計, yen as ¥12,345 or 12,345円).
- fit17_en_us_food_bank_po: a US regional food bank's order for packaging and warehouse
  supplies on Letter (PURCHASE ORDER with the number beside the title or in a right-hand box,
  vendor under Vendor / To or unlabelled, ship-to warehouse and bill-to, grant / program code and
  requisition numbers, tax exempt, freight, "Total PO Value" / "TOTAL ORDER" / "Order Total",
  at times with the amount on the line below, an approvals block).
- fit17_en_za_security_uniform_po: a South African security company's order for uniforms,
  boots and radios (a header table whose columns hold order no., date, requisition, supplier
  account and cost centre, supplier and delivery boxes, B-BBEE and VAT numbers, VAT 15 %, rand in
  R 12 345,67 / R12,345.67, "Amount Due" or "Total (incl. VAT)", two authorisations).
- fit17_de_physiotherapie_praxisbedarf: a German physiotherapy practice's order for therapy
  equipment and consumables as a DIN letter (the vendor in the window, at times with "Firma"
  above, an info block with Bestellnummer, Kundennummer and Angebot, or "Bestellung Nr. …" as
  the subject line; Zwischensumme, Rabatt, Versand, MwSt. 19 %, Gesamtbetrag / Endbetrag).
- fit17_fr_ca_pourvoirie_bon_commande: a Québec outfitter's (pourvoirie) order for boats,
  motors, camp supplies and propane (a boxed grid with No de commande, date, soumission and
  projet, Fournisseur or À : blocks, Livrer à the base camp, TPS 5 % / TVQ 9,975 % with the
  buyer's numbers, "1 234,56 $", Total de la commande / Grand total / Montant total, a deposit).
- fit17_nl_be_jeugdherberg_beddengoed_bestelbon: a Flemish youth hostel's order for bedding and
  mattresses (BESTELBON with its number, Leverancier / Aan or unlabelled, lever- and
  factuuradres, ondernemingsnummer, btw 21 %, € 1.234,56, "Totaal incl. btw" or "Te betalen" /
  "Saldo", a previous-balance line at times, an ordering person's signature).
- fit17_es_cl_municipalidad_juegos_oc: a Chilean municipality's order for playground equipment
  and street furniture (Mercado Público style ID "1234-56-SE25" in the title or a grid beside
  the tender ID, the proveedor with RUT, whole pesos as $ 1.234.567, Neto / Descuento /
  Despacho / IVA 19 % / Total, "SON: … PESOS", the budget line and signatures).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth: the buyer's order number as
printed (never a requisition, quotation, tender, contract, project, customer or account
number, nor the seller's sales-order number; on the seller's confirmation the customer's
order number it quotes); the supplier exactly as printed on its own first line (the seller of
the confirmation; never 御中, "Firma" or "À :"); the grand total as "1234.50" (whole NT$, yen
and pesos as "1234.00"; after discounts, incl. tax, before deposits and prepayments; "" when
the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind14 import es_words  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def en2(v: Decimal) -> str:
    return grouped(v)


def eu2(v: Decimal) -> str:
    return grouped(v, ".", ",")


def fr2(v: Decimal) -> str:
    return grouped(v, " ", ",")


def clp(v: Decimal) -> str:
    return grouped(v, ".", ",", 0)


# --------------------------------------------------------------------------- 1 zh-Hans sanitation company's bins and workwear order

HW_CITY = (
    "南京 杭州 苏州 宁波 合肥 济南 郑州 长沙 南昌 福州 昆明 贵阳 石家庄 太原 洛阳 徐州".split()
)
HW_B = "洁城 净美 绿洲 清源 碧洁 城洁 美境 环宇 洁达 康洁 蓝天 净雅 洁美 新绿 明洁 清风".split()
HW_BUY = [
    "{c}{b}环境服务有限公司",
    "{c}{b}环卫工程有限公司",
    "{c}市{b}城市环境管理有限公司",
    "{c}{b}物业环境服务集团有限公司",
]
HW_SUP_FORMED = [
    "{c}{b}环保设备有限公司",
    "{c}{b}塑业有限公司",
    "{c}{b}劳保用品有限公司",
    "{c}{b}环卫设备制造有限公司",
    "{b}环保科技（{c}）有限公司",
]
HW_SUP_BARE = ["{c}{b}清洁用品商行", "{b}环卫用品经营部", "{c}市{b}劳保用品店"]
HW_ITEMS = [
    ("240L户外分类垃圾桶", "挂车型 带轮 绿/灰", "个", 120, 210),
    ("120L户外分类垃圾桶", "加厚 带盖", "个", 65, 120),
    ("不锈钢果皮箱", "双桶 分类", "台", 900, 1800),
    ("竹扫帚", "大号 1.5m", "把", 9, 18),
    ("塑料扫帚", "软毛 扫把套装", "把", 12, 26),
    ("加厚垃圾袋", "100×120cm 50只/捆", "捆", 28, 55),
    ("反光背心", "橙色 环卫标识", "件", 8, 20),
    ("环卫工作服", "春秋款 反光条", "套", 85, 160),
    ("分体雨衣", "反光 加厚", "套", 38, 75),
    ("劳保手套", "浸胶 12双/打", "打", 18, 36),
    ("保洁推车", "三桶 带挡板", "台", 320, 680),
    ("铁簸箕", "加厚 长柄", "个", 15, 32),
    ("环卫三轮车电瓶", "60V 32Ah", "组", 780, 1450),
    ("高压清洗机", "250bar 汽油机", "台", 3800, 7600),
    ("警示锥", "70cm 反光", "个", 22, 45),
    ("除雪铲", "推雪板 加宽", "把", 38, 80),
]


def _hw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(HW_CITY, 2)
    b1, b2 = rng.sample(HW_B, 2)
    buyer = rng.choice(HW_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, HW_SUP_FORMED, HW_SUP_BARE, 0.25).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HW-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|PO{Y}{n5}|{Y}-CG-{n4}")
    req = cj.number(rng, d, "QG{Y}{m}{n3}|REQ-{y}{n4}")
    con = cj.number(rng, d, "HWFW-{Y}-{n3}|ZB{y}{n4}|{c}环卫({Y}){n2}号".replace("{c}", c1))
    zone = cj.pick(rng, "城东片区|城西片区|高新区作业点|老城区一标段|滨江作业区|开发区二标段")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|采购订单号")
    title = cj.pick(rng, "采购订单|物资采购订单|环卫物资采购单")
    beside = rng.random() < 0.4

    def foot() -> None:
        s_ = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 26, s_, 7.6, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{buyer}　采购部", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(pdf.w / 2, 40, f"{title}（续页）", 12, align="c", bold=True)
        pdf.text(right, 56, f"{po_lab}：{po}", 8.6, align="r")
        pdf.text(m, 56, buyer, 8.6)
        return 66

    top = 44
    pdf.text(m, top, buyer, 14, bold=True)
    pdf.text(m, top + 14, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY)
    pdf.line(m, top + 21, right, top + 21, lw=1.0)
    y = top + 48
    if beside:
        pdf.text(pdf.w / 2, y, f"{title}　No. {po}", 16, align="c", bold=True)
    else:
        pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
    y += 14
    sup_style = rng.choice(["label", "zhi", "bare"])
    sw = wd * 0.5 - 8
    rx = m + wd * 0.5 + 8
    lines_s = [
        sup,
        f"地址：{cj.zh_addr(rng)}",
        f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}",
        f"税号：{cj.credit_code(rng)}",
    ]
    yy = y + 10
    if sup_style == "label":
        pdf.text(m, yy, f"供应商：{lines_s[0]}", 9.4, bold=True, maxw=sw)
        lines_s = lines_s[1:]
        yy += 14
    elif sup_style == "zhi":
        pdf.text(m, yy, "致：", 9, bold=True)
        yy += 14
    for k, s_ in enumerate(lines_s):
        pdf.text(
            m,
            yy,
            s_,
            9.2 if k == 0 and sup_style != "label" else 8,
            maxw=sw,
            bold=k == 0 and sup_style != "label",
        )
        yy += 13
    ry = y + 10
    pdf.text(rx, ry, "收货单位：" + buyer, 8.2, maxw=wd - (rx - m))
    ry += 13
    for s_ in [
        f"收货地址：{cj.zh_addr(rng)}（{zone}仓库）",
        f"收货人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"要求到货：{cj.fdate(cj.later(rng, d, 3, 20), 'cn')}",
    ]:
        pdf.text(rx, ry, s_, 8, maxw=wd - (rx - m))
        ry += 13
    y = max(yy, ry) + 6
    ws = cj.rel(wd, [13, 20, 13, 20, 13, 21])
    if beside:
        rows = [["下单日期", cj.fdate(d, "cn"), "请购单号", req, "作业片区", zone]]
    else:
        rows = [[po_lab, po, "下单日期", cj.fdate(d, rng.choice(["cn", "iso"])), "请购单号", req]]
    rows.append(
        [
            "服务合同",
            con,
            "采购员",
            cj.person(rng),
            "付款方式",
            cj.pick(rng, "月结30天|货到验收后付款|月结60天"),
        ]
    )
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, labels=(0, 2, 4), fill=PALE) + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9], [24, 30])
    lines = more_lines(
        rng,
        HW_ITEMS,
        n,
        [5, 10, 20, 30, 50, 100, 200],
        ["（备用）", "（二标段）", "（加厚款）"],
        big=1500,
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "按合同价", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 26, 22, 7, 10, 13, 16]),
        ["序号", "品名", "规格型号", "单位", "数量", "含税单价", "金额"],
        body,
        "cllcrrr",
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.3 else ZERO
    ship = Decimal(rng.choice([0, 0, 80, 150, 300])) if rng.random() < 0.4 else ZERO
    total = sub - disc + ship
    if y + 110 > bottom:
        y = brk()
    y += 16
    if stated:
        lab = cj.pick(rng, "合计金额|金额合计|订单总金额|价税合计")
        rx2 = right - 200
        for k_, v_ in [("货款小计", sub), ("优惠", -disc), ("运费", ship)]:
            if v_ or k_ == "货款小计":
                pdf.text(rx2, y, k_, 8.6)
                pdf.text(right, y, f"¥{cj.money(v_)}", 8.6, align="r")
                y += 14
        below = rng.random() < 0.35
        if below:
            pdf.text(rx2, y, f"{lab}（含13%增值税）：", 9.6, bold=True)
            y += 16
            pdf.text(right, y, f"¥{cj.money(total)}", 12, align="r", bold=True)
        else:
            pdf.text(rx2, y, lab, 9.6, bold=True)
            pdf.text(right, y, f"¥{cj.money(total)}", 11, align="r", bold=True)
        y += 18
        pdf.text(m, y, f"人民币（大写）：{cj.daxie(total)}", 8.8)
        y += 16
        pdf.text(
            m, y, "以上价格均含13%增值税及送货费用，供方须开具增值税专用发票。", 7.8, colour=GREY
        )
        y += 14
    else:
        pdf.text(m, y, f"单价按服务合同（{con}）附件执行，结算金额以验收数量为准。", 8.6)
        y += 18
    for t in [
        "1. 到货须附送货单，送货单注明本订单编号，数量以收货仓库签收为准。",
        "2. 垃圾桶颜色及分类标识须符合当地生活垃圾分类标准。",
        "3. 质量问题在收货后7日内提出，供方负责调换。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk() + 10
    y += 24
    pdf.text(m, y, f"采购方（盖章）：{buyer}", 8.4, maxw=wd / 2 - 10)
    pdf.text(m + wd / 2 + 10, y, "供应商确认（签字盖章）：", 8.4)
    pdf.text(m, y + 18, f"制单：{cj.person(rng)}　审核：{cj.person(rng)}", 8.2)
    pdf.text(m + wd / 2 + 10, y + 18, "日期：", 8.2)
    if rng.random() < 0.7:
        pdf.stamp(m + 110, y, buyer, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_zh_huanwei_zuoye_haocai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hw)


# --------------------------------------------------------------------------- 2 zh-Hans elevator-parts seller's order confirmation

DT_SELL = [
    "{c}{b}电梯配件有限公司",
    "{c}{b}电梯部件制造有限公司",
    "{b}机电设备（{c}）有限公司",
    "{c}{b}电梯科技股份有限公司",
]
DT_SELL_BARE = ["{c}{b}电梯配件经营部", "{c}市{b}电梯配件商行"]
DT_CUST = [
    "{c}{b}电梯工程有限公司",
    "{c}{b}电梯维保服务有限公司",
    "{c}市{b}机电安装有限公司",
    "{c}{b}物业设备维修有限公司",
]
DT_B = "通力 迅达 永升 华升 联升 安达 康力 申龙 快意 宏达 奥升 腾达 博林 恒升".split()
DT_ITEMS = [
    ("门机变频器", "VVVF 0.4kW", "台", 1800, 3200),
    ("门刀组件", "异步门刀 左开", "套", 260, 520),
    ("层门滑块", "尼龙 带铁芯", "只", 6, 15),
    ("限速器", "1.75m/s 双向", "台", 1600, 3800),
    ("安全钳", "渐进式 1.75m/s", "套", 1400, 2900),
    ("主板", "NICE3000+ 一体化", "块", 2600, 5200),
    ("外呼按钮", "圆形 不锈钢面板", "个", 35, 90),
    ("曳引钢丝绳", "8×19S+FC Φ10", "米", 9, 18),
    ("导靴靴衬", "滑动 16mm", "只", 8, 20),
    ("光幕", "二合一 17束", "套", 320, 680),
    ("编码器", "ERN1387 2048", "个", 900, 1900),
    ("制动器闸瓦", "摩擦片 配套", "副", 180, 420),
    ("应急照明电源", "5W 带电池", "台", 120, 260),
    ("五方对讲", "主机+分机", "套", 650, 1300),
    ("扶梯梳齿板", "铝合金 22齿", "块", 40, 95),
    ("扶梯扶手带", "黑色 橡胶 整条", "条", 2200, 4600),
]


def _dt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(HW_CITY, 2)
    b1, b2 = rng.sample(DT_B, 2)
    sell = bare_or(rng, DT_SELL, DT_SELL_BARE, 0.15).format(c=c1, b=b1)
    cust = rng.choice(DT_CUST).format(c=c2, b=b2)
    d = cj.a_date(rng)
    so = cj.number(rng, d, "XS{Y}{m}{n4}|SO-{y}{m}-{n3}|DD{Y}{n5}")
    po = cj.number(rng, d, "CG-{Y}{m}-{n3}|WB{y}{m}{n3}|PO{Y}{n4}|{Y}{m}{d}-{n2}")
    quote = cj.number(rng, d, "BJ{Y}{m}{n3}|QT-{y}{n4}")
    cust_no = cj.number(rng, d, "KH{n5}|C-{n4}")
    stated = stated_of(rng)
    ink = rng.choice([Color(0.1, 0.25, 0.55), Color(0.55, 0.1, 0.1), black])
    page = [1]

    def foot() -> None:
        s_ = f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"{sell}　订单确认书（续）", 9, bold=True)
        pdf.text(right, 40, f"销售单号：{so}", 8.4, align="r")
        return 52

    pdf.text(m, 44, sell, 15, bold=True, colour=ink)
    pdf.text(
        m,
        58,
        f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        7.4,
        colour=GREY,
    )
    pdf.line(m, 64, right, 64, lw=1.2, colour=ink)
    title = cj.pick(rng, "订单确认书|销售订单确认函|订货确认单")
    pdf.text(pdf.w / 2, 92, title, 17, align="c", bold=True)
    pdf.text(right, 110, f"销售单号：{so}", 8.6, align="r")
    pdf.text(m, 110, f"致：{cust}", 9.2, bold=True, maxw=wd - 150)
    y = 120
    ws = cj.rel(wd, [15, 35, 15, 35])
    po_lab = cj.pick(rng, "客户采购单号|贵司订单号|客户订单号|采购订单号")
    rows = [
        [po_lab, po, "确认日期", cj.fdate(cj.later(rng, d, 1, 3), "cn")],
        ["报价单号", quote, "客户编号", cust_no],
        ["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "业务员", cj.person(rng)],
        [
            "安装项目",
            cj.pick(rng, "{c}花园小区{n}栋|{c}中心医院门诊楼|{c}万达广场|{c}第三中学").format(
                c=c2, n=rng.randint(1, 12)
            ),
            "交货期",
            f"款到后{rng.choice([3, 5, 7, 15])}个工作日",
        ],
    ]
    if rng.random() < 0.4:
        rows[0], rows[1] = rows[1], rows[0]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 8
    pdf.text(m, y + 4, f"感谢贵司订购！现就贵司 {po} 号订单确认如下：", 8.4)
    y += 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [24, 30])
    lines = more_lines(
        rng, DT_ITEMS, n, [1, 2, 4, 5, 10, 20], ["（备件）", "（加急）", "（原厂）"], big=1000
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "另议", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 24, 24, 7, 9, 14, 16]),
        ["序号", "产品名称", "型号规格", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    total = sum((a for *_, a in lines), ZERO)
    if y + 120 > bottom:
        y = brk()
    y += 16
    if stated:
        lab = cj.pick(rng, "含税总额|订单总额|合计金额（含税）|总计")
        pdf.text(right - 210, y, lab, 9.4, bold=True)
        pdf.text(right, y, f"¥{cj.money(total)}", 10.6, align="r", bold=True)
        y += 16
        pdf.text(m, y, f"大写：{cj.daxie(total)}", 8.6)
        y += 16
        pct = rng.choice([30, 50, 100])
        if pct < 100:
            pdf.text(
                m,
                y,
                f"付款方式：预付{pct}%（¥{cj.money(r2(total * pct / 100))}），尾款¥{cj.money(total - r2(total * pct / 100))}发货前付清。",
                8.4,
            )
        else:
            pdf.text(m, y, "付款方式：款到发货。", 8.4)
        y += 16
    else:
        pdf.text(m, y, "价格待贵司确认技术参数后另行报价，本确认书仅确认型号及数量。", 8.4)
        y += 16
    bk, acct = cj.bank(rng)
    for t in [
        f"开户名称：{sell}",
        f"开户银行：{bk}",
        f"账　　号：{acct}",
        "以上价格含13%增值税，运费由卖方承担。请于收到本确认书后一个工作日内签字回传。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk() + 10
    y += 24
    pdf.text(m, y, f"卖方：{sell}", 8.4, maxw=wd / 2 - 10)
    pdf.text(m + wd / 2 + 10, y, "买方确认（盖章）：", 8.4)
    pdf.text(m, y + 18, f"经办人：{cj.person(rng)}", 8.2)
    pdf.text(m + wd / 2 + 10, y + 18, "日期：", 8.2)
    if rng.random() < 0.75:
        pdf.stamp(m + 120, y, sell, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sell, total)
    return out if stated else none_meta(out)


def fit17_zh_dianti_peijian_dingdan_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dt)


# --------------------------------------------------------------------------- 3 zh-Hant bubble-tea chain's central-warehouse order

TY_CHAIN = [
    "{b}茶飲股份有限公司",
    "{b}手搖飲連鎖有限公司",
    "{b}國際餐飲股份有限公司",
    "{b}茶坊企業社",
]
TY_B = "春茶 茶湯會 一沐 清心 日初 茶聚 午茶 青田 鮮茶道 九茶 大苑 茶貓".split()
TY_SUP_FORMED = [
    "{b}食品股份有限公司",
    "{b}茶業有限公司",
    "{b}包材股份有限公司",
    "{b}實業有限公司",
    "{b}食品原料行股份有限公司",
]
TY_SUP_BARE = ["{b}茶行", "{b}食品原料行", "{b}紙器行"]
TY_SB = "源順 永豐 福記 台茂 金泰 振發 聯發 新光 佳興 宏昌 大吉 協益".split()
TY_ITEMS = [
    ("四季春青茶", "600g/包", "包", 180, 320),
    ("阿薩姆紅茶", "600g/包", "包", 150, 280),
    ("茉莉綠茶", "600g/包", "包", 160, 300),
    ("黑糖粉圓", "3kg/包", "包", 120, 210),
    ("果糖", "25kg/桶", "桶", 650, 980),
    ("奶精粉", "1kg×12/箱", "箱", 900, 1500),
    ("鮮奶油", "1L×12/箱", "箱", 1300, 2100),
    ("百香果濃縮汁", "2.5kg/瓶", "瓶", 280, 480),
    ("椰果", "2.5kg/包", "包", 95, 160),
    ("700cc PP杯", "95口徑 1000入/箱", "箱", 950, 1600),
    ("封口膜", "95口徑 2000張/捲", "捲", 420, 780),
    ("粗吸管", "12mm 單支包 2500支/箱", "箱", 600, 1100),
    ("兩杯提袋", "PE 1000入", "箱", 520, 900),
    ("杯套", "牛皮紙 1000入", "箱", 680, 1200),
]


def _ty(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    b1 = rng.choice(TY_B)
    chain = rng.choice(TY_CHAIN).format(b=b1)
    sup = bare_or(rng, TY_SUP_FORMED, TY_SUP_BARE, 0.3).format(b=rng.choice(TY_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n4}|{Y}{m}{d}{n3}|TY-{roc}-{n5}|P{y}{m}{n4}")
    req = cj.number(rng, d, "RQ{roc}{m}{n3}|請{roc}{n4}")
    quote = cj.number(rng, d, "Q{y}{m}{n3}|報{roc}-{n3}")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["roc", "rocs", "slash"])
    swap = rng.random() < 0.5

    def head_box(y0: float) -> float:
        bw = 200
        rows = [
            ["訂購單號", po],
            ["訂購日期", cj.fdate(d, ds)],
            ["請購單號", req],
            ["頁　　次", f"{page[0]}/{of}" if of else str(page[0])],
        ]
        if swap:
            rows[1], rows[2] = rows[2], rows[1]
        return kgrid(
            pdf, right - bw, y0, [62, bw - 62], rows, h=16, size=8.4, labels=(0,), fill=PALE
        )

    def foot() -> None:
        pdf.text(m, pdf.h - 26, "第一聯：廠商　第二聯：倉管　第三聯：會計", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 42, f"{chain}　訂購單（續）", 11, bold=True)
        return head_box(30) + 10

    pdf.text(pdf.w / 2, 42, chain, 16, align="c", bold=True)
    pdf.text(
        pdf.w / 2,
        56,
        f"中央倉：{cj.tw_addr(rng)}　TEL {cj.tw_tel(rng)}　統一編號 {rng.randint(10000000, 99999999)}",
        7.6,
        align="c",
        colour=GREY,
    )
    title = cj.pick(rng, "訂購單|採購單|原物料訂購單")
    pdf.text(m, 88, title, 18, bold=True, space=3)
    y = head_box(70) + 10
    gw = wd - 0 if land else wd
    ws = cj.rel(gw, [12, 38, 12, 38])
    s_lab = cj.pick(rng, "廠商名稱|供應商|廠商")
    rows = [
        [s_lab, sup, "廠商編號", f"V{rng.randint(1000, 9999)}"],
        ["統一編號", str(rng.randint(10000000, 99999999)), "聯絡人", cj.person(rng, "zh-Hant")],
        ["電話", cj.tw_tel(rng), "傳真", cj.tw_tel(rng)],
        ["地址", cj.tw_addr(rng), "報價單號", quote],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=17, size=8.2, fill=PALE) + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [26, 34])
    lines = more_lines(
        rng, TY_ITEMS, n, [2, 4, 5, 10, 12, 20, 30], ["（門市）", "（新品）", "（夏季）"], places=0
    )
    shops = cj.pick(rng, "中央倉|台中門市|高雄門市|板橋門市|新竹門市")
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                w0(p),
                w0(a),
                shops if rng.random() < 0.3 else "中央倉",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "依合約", "", c[7]], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 22, 22, 6, 8, 11, 12, 12]),
        ["項次", "品名", "規格", "單位", "數量", "單價", "金額", "交貨地點"],
        body,
        "cllcrrrc",
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
    )
    net = sum((a for *_, a in lines), ZERO)
    tax = r0(net * Decimal("0.05"))
    total = net + tax
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        lab = cj.pick(rng, "總計|應付金額|合計金額（含稅）|訂購總額")
        rows2 = [
            ["未稅金額", f"NT${w0(net)}"],
            ["營業稅 5%", f"NT${w0(tax)}"],
            [lab, f"NT${w0(total)}"],
        ]
        kgrid(
            pdf,
            right - 230,
            y,
            [110, 120],
            rows2,
            h=18,
            size=8.8,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
        pdf.text(m, y + 14, f"新台幣（大寫）：{cj.daxie(total, trad=True)}", 8.4, maxw=wd - 250)
        y += 62
    else:
        pdf.text(m, y + 12, "單價依年度供貨合約，金額以實際驗收數量結算。", 8.4)
        y += 26
    for t in [
        "1. 請依指定日期送達，食品類原料須附檢驗報告及有效期限標示（效期需三分之二以上）。",
        "2. 發票抬頭請開立本公司，並註明訂購單號，每月25日結帳。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 10
    cells = ["核准", "主管", "採購", "廠商簽回"]
    cw = wd / 4
    for k, c in enumerate(cells):
        pdf.rect(m + k * cw, y, cw, 16, fill=PALE)
        pdf.text(m + k * cw + cw / 2, y + 11.5, c, 8.4, align="c")
        pdf.rect(m + k * cw, y + 16, cw, 30)
    if rng.random() < 0.6:
        pdf.stamp(m + 2.5 * cw, y + 30, chain, rng, caption="採購專用章", shape="oval", r=34)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_tw_shouyao_yinliao_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ty)


# --------------------------------------------------------------------------- 4 ja nursery school's teaching-material and snack order

HO_NAME = "ひまわり さくら たんぽぽ すみれ わかば あおば つくし ひかり こすもす みどり".split()
HO_CORP = "社会福祉法人 {h}会|社会福祉法人 {p}福祉会|学校法人 {p}学園".split("|")
HO_PLACE = "青葉 緑ヶ丘 桜台 中央 東山 西原 南町 北野".split()
HO_SUP_FORMED = [
    "株式会社{b}教材",
    "{b}保育用品株式会社",
    "株式会社{b}",
    "{b}商事株式会社",
    "有限会社{b}文具",
]
HO_SUP_BARE = ["{b}商店", "{b}文具店"]
HO_B = "こども堂 ひかり 三協 大和 東邦 朝日 丸和 光洋 千代田 昭栄".split()
HO_ITEMS = [
    ("折り紙 15cm", "100枚×10袋", "箱", 10, 900, 1800),
    ("クレヨン 16色", "園児用", "箱", 10, 380, 720),
    ("画用紙 八つ切", "白 100枚", "束", 10, 650, 1200),
    ("のり（でんぷん）", "詰替用 1kg", "個", 10, 480, 900),
    ("ペーパータオル", "200枚×40個", "ケース", 10, 2800, 4600),
    ("使い捨て手袋", "ニトリル M 100枚", "箱", 10, 480, 980),
    ("おむつ替えシート", "100枚入", "袋", 10, 900, 1600),
    ("消毒用アルコール", "5L", "本", 10, 1800, 3200),
    ("積み木セット", "木製 50ピース", "セット", 10, 4800, 9800),
    ("絵本", "季節の絵本 各種", "冊", 10, 900, 1600),
    ("ボールプール用ボール", "7cm 200個", "袋", 10, 2600, 4200),
    ("おやつ用せんべい", "ベビー 20袋", "ケース", 8, 1200, 2200),
    ("野菜ジュース", "125ml×24本", "ケース", 8, 1500, 2600),
    ("牛乳（給食用）", "200ml×40本", "ケース", 8, 3600, 5200),
    ("麦茶パック", "54袋入", "袋", 8, 280, 520),
]


def _ho(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    h = rng.choice(HO_NAME)
    pl = rng.choice(HO_PLACE)
    corp = rng.choice(HO_CORP).format(h=h, p=pl)
    school = f"{h}保育園" if rng.random() < 0.6 else f"{pl}{h}こども園"
    sup = bare_or(rng, HO_SUP_FORMED, HO_SUP_BARE, 0.2).format(b=rng.choice(HO_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HC-{y}{m}{n3}|{Y}{m}-{n3}|No.{n6}|H{y}-{n4}")
    po_disp = po
    est = cj.number(rng, d, "見{y}{m}{n3}|Q-{n5}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "注文番号|注文No.|発注番号")
    ys = rng.choice([0, 1, 2])

    def yen(v: Decimal) -> str:
        return [f"¥{w0(v)}", f"{w0(v)}円", f"￥{w0(v)}-"][ys]

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 26,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.6,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, "注文書（続き）", 11, bold=True)
        pdf.text(right, 40, f"{po_lab}：{po_disp}", 8.6, align="r")
        return 52

    pdf.text(pdf.w / 2, 48, cj.pick(rng, "注　文　書|注文書|御注文書"), 18, align="c", bold=True)
    kgrid(
        pdf,
        right - 180,
        62,
        [64, 116],
        [
            [po_lab, po_disp],
            ["注文日", cj.fdate(d, rng.choice(["reiwa", "cn", "slash"]))],
            ["見積番号", est],
        ],
        h=15,
        size=8,
        labels=(0,),
        fill=PALE,
    )
    pdf.text(m, 84, f"{sup}　{cj.pick(rng, '御中|御中|殿')}", 11.5, bold=True, maxw=wd - 200)
    pdf.line(m, 88, m + min(260, wd - 200), 88, lw=0.8)
    pdf.text(m, 102, "下記のとおり注文いたします。", 8.6)
    y0 = 118
    rx = right - 200
    for k, s_ in enumerate(
        [
            corp,
            school,
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"担当：{cj.person(rng, 'ja')}（園長）",
        ]
    ):
        pdf.text(rx, y0 + k * 12.5, s_, 8.6 if k < 2 else 7.8, bold=k == 1, maxw=200)
    if rng.random() < 0.7:
        pdf.stamp(right - 24, y0 + 18, school[:4], rng, shape="square", r=20)
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9], [24, 30])
    lines = more_lines(
        rng,
        HO_ITEMS,
        n,
        [1, 2, 3, 5, 10, 12],
        ["（年少）", "（年長）", "（予備）"],
        places=0,
        big=4000,
    )
    base10 = sum((a for it, _, _, a in lines if it[3] == 10), ZERO)
    base8 = sum((a for it, _, _, a in lines if it[3] == 8), ZERO)
    t10 = (base10 / 10).to_integral_value(rounding="ROUND_DOWN")
    t8 = (base8 * Decimal("0.08")).to_integral_value(rounding="ROUND_DOWN")
    net = base10 + base8
    total = net + t10 + t8
    y = y0 + 72
    if stated:
        pdf.rect(m, y, 250, 26, stroke=black, lw=1.0)
        pdf.rect(m, y, 95, 26, fill=PALE, stroke=black, lw=1.0)
        pdf.text(
            m + 47, y + 17, cj.pick(rng, "ご注文金額|合計金額|注文金額"), 9.4, align="c", bold=True
        )
        pdf.text(m + 245, y + 18, f"{yen(total)}（税込）", 12, align="r", bold=True)
        y += 36
    else:
        y += 6
    rows = [
        [
            "納入場所",
            f"{school}（{cj.pick(rng, '職員室|倉庫|給食室')}）",
            "納期",
            cj.fdate(cj.later(rng, d, 5, 20), "cn"),
        ],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|納品後30日以内|銀行振込"),
            "件名",
            cj.pick(rng, "保育教材・消耗品|給食・おやつ食材|衛生用品"),
        ],
    ]
    y = kgrid(pdf, m, y, cj.rel(wd, [12, 38, 12, 38]), rows, h=17, size=8, fill=PALE) + 10
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", it[2], w0(p), w0(a) + ("※" if it[3] == 8 else "")], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "別途", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 28, 22, 8, 8, 13, 16]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
    )
    if y + 110 > bottom:
        y = brk()
    y += 12
    if stated:
        rows3 = [("小計", yen(net)), ("消費税（10%）", yen(t10))]
        if base8:
            rows3.append(("消費税（8%）※軽減税率", yen(t8)))
        rows3.append((cj.pick(rng, "合計|合計金額|総合計"), yen(total)))
        for k, (a_, b_) in enumerate(rows3):
            last = k == len(rows3) - 1
            pdf.text(right - 220, y, a_, 9 if last else 8.4, bold=last)
            pdf.text(right, y, b_, 10 if last else 8.4, align="r", bold=last)
            y += 15
        if base8:
            pdf.text(m, y - 30, f"10%対象 {yen(base10)}　8%対象 {yen(base8)}", 7.8, colour=GREY)
            pdf.text(m, y - 16, "※印は軽減税率（8%）対象品目", 7.6, colour=GREY)
        y += 6
    else:
        pdf.text(m, y, "単価は年間単価契約によります。金額は納品書にてご請求ください。", 8.4)
        y += 16
    if y + 70 > bottom:
        y = brk()
    pdf.rect(m, y, wd, 48)
    pdf.text(m + 6, y + 13, "備考", 8.4, bold=True)
    pdf.text(
        m + 6,
        y + 28,
        "納品の際は本注文書の注文番号を納品書にご記載ください。食品は賞味期限60日以上のものをお願いします。",
        7.8,
        maxw=wd - 12,
    )
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_ja_hoikuen_hoiku_yohin_chumon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ho)


# --------------------------------------------------------------------------- shared Latin helpers


def tot(
    d: la.Doc,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str, bool]],
    size: float,
    below: bool = False,
) -> float:
    """Totals rows (label at xl, figure right at xr); with `below` the last row's figure stands
    on the line under its label. Returns the y below."""
    for i, (lab, val, b) in enumerate(rows):
        if i == len(rows) - 1:
            d.line(xl, y + 2, xr, y + 2, 0.6)
            y += 3
        if i == len(rows) - 1 and below:
            d.t(xl, y + size, lab, size, b=True)
            y += size * 1.45
            d.t(xr, y + size + 1, val, size + 1.5, b=True, al="r")
            y += size * 1.8
        else:
            d.t(xl, y + size, lab, size, b=b)
            d.t(xr, y + size, val, size + (1 if b else 0), b=b, al="r")
            y += size * 1.5
    return y


def plines(
    d: la.Doc, x: float, y: float, rows: list[str], size: float, label: str = "", w: float = 200
) -> float:
    """A party block: optional bold heading, the first line bold. Returns the y below."""
    if label:
        d.t(x, y + size, label, size - 0.6, b=True, grey=0.3)
        y += size * 1.5
    for k, r in enumerate(rows):
        d.t(x, y + size, r, size, b=k == 0, maxw=w)
        y += size * 1.32
    return y


# --------------------------------------------------------------------------- 5 en-US regional food bank's warehouse-supplies PO

FB_BUY = [
    "{c} Area Food Bank",
    "Second Harvest Food Bank of {r}",
    "Food Bank of {r}",
    "{c} Regional Food Bank, Inc.",
    "{r} Community Food Network",
]
FB_PL = [
    ("Dayton", "Miami Valley", "OH 454"),
    ("Fresno", "the Central Valley", "CA 937"),
    ("Tulsa", "Eastern Oklahoma", "OK 741"),
    ("Boise", "the Treasure Valley", "ID 837"),
    ("Albany", "the Capital Region", "NY 122"),
    ("Madison", "Southern Wisconsin", "WI 537"),
    ("Spokane", "the Inland Northwest", "WA 992"),
    ("Knoxville", "East Tennessee", "TN 379"),
]
FB_SUP_FORMED = [
    "{s} Packaging, Inc.",
    "{s} Pallet Company",
    "{s} Industrial Supply LLC",
    "{s} Paper & Packaging Co.",
    "{s} Material Handling, Inc.",
    "{s} Foodservice Distributors Corp.",
]
FB_SUP_BARE = ["{s} Pallets", "{s} Box & Crate", "{n}'s Propane"]
FB_S = "Buckeye|Heartland|Prairie|Summit|Keystone|Riverside|Great Plains|Liberty|Pioneer|Sierra|Cardinal|Evergreen".split(
    "|"
)
FB_N = "Miller|Hansen|Ortega|Kowalski|Brennan|Whitfield".split("|")
FB_ITEMS = [
    ("Pallet, 48x40 GMA grade A, recycled", "EA", 6, 14),
    ("Stretch film 18in x 1500ft, 80 ga", "RL", 18, 34),
    ("Corrugated box 18x12x10, 200# test", "BDL", 32, 58),
    ("Produce bag, 10 lb mesh (1,000/cs)", "CS", 45, 90),
    ("Hairnet, nylon 24in (1,000/cs)", "CS", 28, 55),
    ("Nitrile gloves, M (1,000/cs)", "CS", 38, 72),
    ("Bulk bin, 48x40x36 collapsible", "EA", 140, 290),
    ("Forklift propane cylinder 33 lb exchange", "EA", 28, 46),
    ("Label, direct thermal 4x6 (roll)", "RL", 9, 18),
    ("Packing tape 3in clear (36/cs)", "CS", 55, 95),
    ("Pallet jack, 5,500 lb manual", "EA", 380, 720),
    ("Shelf-stable meal box, empty printed", "BDL", 75, 160),
    ("Ice pack, reusable 24 oz", "CS", 48, 96),
    ("Dock bumper, molded rubber", "EA", 65, 140),
]


def _fb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    city, reg, zp = rng.choice(FB_PL)
    buyer = rng.choice(FB_BUY).format(c=city, r=reg)
    sup = bare_or(rng, FB_SUP_FORMED, FB_SUP_BARE, 0.2).format(
        s=rng.choice(FB_S), n=rng.choice(FB_N)
    )
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"{dt:%Y}-0###", "PO-#####", "######", f"FB{dt:%y}-####"]))
    req = la.digits(rng, rng.choice(["REQ-####", "R######"]))
    grant = la.digits(rng, rng.choice(["TEFAP-##", "USDA-LFPA-##", "CSFP-###", "Grant ####-##"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "P.O. Number|PO #|PO No.|Purchase Order #")
    style = rng.choice(["title", "box", "box"])

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} is a 501(c)(3) nonprofit. Tax-exempt: we do not pay sales tax. Show the PO number on all invoices, packing slips and boxes.",
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
        d.t(m, 44, f"{buyer} — Purchase Order {po} (continued)", 9, b=True)
        return 56

    d.t(m, 50, buyer, 15, b=True)
    d.lines(
        m,
        56,
        [
            f"{la.digits(rng, '####')} {rng.choice(['Distribution Way', 'Commerce Park Dr', 'Industrial Blvd', 'Harvest Ln'])}",
            f"{city}, {la.digits(rng, zp + '##')}",
            f"Tel ({la.digits(rng, '###')}) 555-{la.digits(rng, '####')} · EIN {la.digits(rng, '##-#######')}",
        ],
        8,
        lead=10.5,
    )
    if style == "title":
        d.t(r, 54, f"PURCHASE ORDER {po}", 15, b=True, al="r")
        d.t(r, 70, f"Date: {la.dfmt(dt, rng.choice(['us', 'usl']))}", 8.5, al="r")
        top = 100
    else:
        d.t(r, 50, "PURCHASE ORDER", 16, b=True, al="r")
        bw = 190
        d.grid(r - bw, 60, [bw * 0.55, bw * 0.45], [po_lab, "Date"], [po, la.dfmt(dt, "us")], 8.5)
        top = 104
    hw, hw2 = (wd - 24) * 0.4, (wd - 24) * 0.3
    vlab = la.pick(rng, "Vendor|To|Vendor:|")
    y1 = plines(
        d,
        m,
        top,
        [
            sup,
            f"{la.digits(rng, '####')} {rng.choice(['Route 9', 'Main St', 'Industrial Pkwy', 'Lakeview Ave'])}",
            f"{rng.choice(['Columbus, OH 432', 'Omaha, NE 681', 'Reno, NV 895', 'Akron, OH 443'])}{la.digits(rng, '##')}",
            f"Attn: {la.person(rng, 'en')}",
            f"Acct # {la.digits(rng, 'V#####')}",
        ],
        8.5,
        vlab,
        hw,
    )
    y2 = plines(
        d,
        m + hw + 12,
        top,
        [
            f"{buyer} Warehouse",
            f"Dock {rng.randint(1, 12)}, {la.digits(rng, '####')} Distribution Way",
            f"{city}, {la.digits(rng, zp + '##')}",
            "Receiving hours 7:00-14:30",
        ],
        8.5,
        "Ship To",
        hw2,
    )
    y3 = plines(
        d,
        m + hw + hw2 + 24,
        top,
        [buyer, "Attn: Accounts Payable", f"ap@{city.lower()}foodbank.org"],
        8.5,
        "Bill To",
        hw2,
    )
    y = max(y1, y2, y3) + 10
    labs = ["Requisition", "Program / Grant", "Buyer", "Terms", "Ship Via", "FOB"]
    vals = [
        req,
        grant,
        la.person(rng, "en"),
        la.pick(rng, "Net 30|Net 45|2% 10 Net 30"),
        la.pick(rng, "Best Way|Vendor Truck|UPS Freight|Will Call"),
        la.pick(rng, "Destination|Origin"),
    ]
    if style == "title" and rng.random() < 0.3:
        labs[0], vals[0] = po_lab, po
    y = d.grid(m, y, [wd / 6] * 6, labs, vals, 8) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        FB_ITEMS,
        n,
        [1, 2, 5, 10, 20, 40, 100],
        ["- rush", "- backorder fill", "- Site 2"],
        big=300,
    )
    body = [
        ([str(i), f"{q:,.0f}", it[1], la.digits(rng, "###-####"), it[0], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "contract", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.07, 0.06, 0.11, 0.45, 0.12, 0.14)],
        ["Ln", "Qty", "UOM", "Item #", "Description", "Unit Price", "Extended"],
        body,
        "lrllLrr".replace("L", "l"),
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([2, 5])) / 100) if rng.random() < 0.25 else ZERO
    frt = Decimal(rng.randint(45, 450)) if rng.random() < 0.5 else ZERO
    total = sub - disc + frt
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Subtotal", f"${en2(sub)}", False)]
        if disc:
            rows.append(("Nonprofit discount", f"-${en2(disc)}", False))
        rows.append(("Freight", f"${en2(frt)}", False))
        rows.append(("Sales tax", la.pick(rng, "Exempt|0.00|$0.00 (exempt)"), False))
        rows.append(
            (
                la.pick(rng, "Total PO Value|TOTAL ORDER|Order Total|PO Total|TOTAL"),
                f"${en2(total)}",
                True,
            )
        )
        y = tot(d, m + wd * 0.6, r - 3, y, rows, 8.8, rng.random() < 0.3)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing per vendor contract on file; this PO releases quantities only. Invoice against {grant} at contract rates.",
            8,
            wd,
        )
    y += 14
    if y + 70 > bottom:
        y = brk() + 10
    y = wrapped(
        d,
        m,
        y,
        "Deliveries must be on pallets, shrink-wrapped and labelled with the PO number. Food-contact items require a letter of guarantee.",
        7.4,
        wd,
        grey=0.3,
    )
    y += 34
    sw = (wd - 40) / 3
    for k, lab in enumerate(["Requested by", "Approved by (Director of Operations)", "Finance"]):
        d.sign(m + k * (sw + 20), y, sw, lab)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_en_us_food_bank_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fb)


# --------------------------------------------------------------------------- 6 en-ZA security company's uniform and equipment order

ZS_BUY = [
    "{x} Security Services (Pty) Ltd",
    "{x} Protection Services (Pty) Ltd",
    "{x} Guarding Solutions (Pty) Ltd",
    "{x} Risk Management (Pty) Ltd",
]
ZS_X = "Fidelity Shield|Blue Falcon|Ironclad|Sentinel|Bastion|Springbok|Lionsgate|Vanguard|Ubuntu|Amandla|Highveld|Protea".split(
    "|"
)
ZS_SUP_FORMED = [
    "{s} Uniforms (Pty) Ltd",
    "{s} Workwear CC",
    "{s} Radio Communications (Pty) Ltd",
    "{s} Protective Clothing (Pty) Ltd",
    "{s} Footwear (Pty) Ltd",
]
ZS_SUP_BARE = ["{s} Embroidery", "{s} Boots & Clothing", "{s} Two-Way Radio"]
ZS_S = "Jacaranda|Karoo|Umhlanga|Drakensberg|Boland|Namaqua|Tsitsikamma|Zululand|Limpopo|Kalahari|Vaal|Kwela".split(
    "|"
)
ZS_ITEMS = [
    ("Guard shirt, long sleeve, navy, embroidered logo", "EA", 95, 180),
    ("Combat trousers, navy, ripstop", "EA", 140, 260),
    ("Patrol boots, safety toe, black", "PR", 380, 720),
    ("Reflective vest, class 2, printed SECURITY", "EA", 35, 75),
    ("Rain suit, two-piece, navy", "EA", 160, 320),
    ("Beanie, knitted, navy", "EA", 25, 55),
    ("Two-way radio, UHF, with charger", "EA", 1450, 2900),
    ("Radio battery, Li-ion 2000 mAh", "EA", 320, 580),
    ("Torch, LED rechargeable", "EA", 180, 390),
    ("Duty belt with pouches", "EA", 220, 460),
    ("Parka jacket, padded, navy", "EA", 420, 780),
    ("Epaulettes, embroidered (pair)", "PR", 28, 60),
    ("Handheld metal detector", "EA", 980, 1900),
]


def _zs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    x1, x2 = rng.sample(ZS_X, 2)
    buyer = rng.choice(ZS_BUY).format(x=x1)
    sup = bare_or(rng, ZS_SUP_FORMED, ZS_SUP_BARE, 0.25).format(s=rng.choice(ZS_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO######", "PO-####", "#####", f"P{dt:%y}####"]))
    req = la.digits(rng, rng.choice(["REQ####", "RQ-#####"]))
    acc = la.digits(rng, rng.choice(["SUP###", "@@@###", "C0####"]))
    cc = la.digits(rng, rng.choice(["CC-###", "####-##"]))
    stated = stated_of(rng)
    page = [1]
    rs = rng.choice(["sp", "en", "spdot"])

    def rand(v: Decimal) -> str:
        return {
            "sp": f"R {grouped(v, ' ', ',')}",
            "en": f"R{grouped(v)}",
            "spdot": f"R {grouped(v, ' ', '.')}",
        }[rs]

    dirs = f"Directors: {la.person(rng, 'en')}, {la.person(rng, 'en')} · Reg. No. {la.digits(rng, '20##/######/07')} · PSIRA {la.digits(rng, '#######')}"

    def foot() -> None:
        d.t(m, d.h - 34, dirs, 6.6, grey=0.35)
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
        d.t(m, 44, f"{buyer} · Purchase Order {po} · continued", 9, b=True)
        return 56

    d.box(0, 0, d.w, 74, fill=0.18, stroke=False)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 15)
    d.c.drawString(m, d.h - 36, buyer)
    d.c.setFont(d.reg, 7.8)
    d.c.drawString(
        m,
        d.h - 50,
        f"{la.digits(rng, '##')} {rng.choice(['Rivonia Rd', 'Jan Smuts Ave', 'Voortrekker Rd', 'Main Reef Rd'])}, {rng.choice(['Sandton 2196', 'Randburg 2194', 'Bellville 7530', 'Durban 4001', 'Centurion 0157'])} · Tel 0{la.digits(rng, '## ### ####')}",
    )
    d.c.drawString(
        m,
        d.h - 62,
        f"VAT No. 4{la.digits(rng, '#########')} · B-BBEE Level {rng.randint(1, 4)} Contributor",
    )
    d.c.setFont(d.bold, 14)
    d.c.drawRightString(r, d.h - 40, la.pick(rng, "PURCHASE ORDER|OFFICIAL ORDER|ORDER"))
    d.c.setFillGray(0)
    y = 90
    cols_ = [
        ("Order No.", po),
        ("Order Date", la.dfmt(dt, rng.choice(["iso", "dmy"]))),
        ("Requisition No.", req),
        ("Supplier Acc.", acc),
        ("Cost Centre", cc),
    ]
    head = cols_[:1] + rng.sample(cols_[1:], 4)
    if rng.random() < 0.4:
        k = rng.randint(1, 3)
        head[0], head[k] = head[k], head[0]
    y = d.grid(m, y, [wd / 5] * 5, [h[0] for h in head], [h[1] for h in head], 8.2) + 12
    bw = (wd - 14) / 2
    sl = la.pick(rng, "Supplier|Vendor|")
    srows = [
        sup,
        f"{la.digits(rng, '##')} {rng.choice(['Industria Rd', 'Electron Ave', 'Main St'])}",
        rng.choice(["Germiston 1401", "Pinetown 3610", "Epping 7460", "Midrand 1685"]),
        f"Contact: {la.person(rng, 'en')}",
        f"Tel 0{la.digits(rng, '## ### ####')}",
        f"VAT No. 4{la.digits(rng, '#########')}",
    ]
    order = rng.random() < 0.7
    xa, xb = (m, m + bw + 14) if order else (m + bw + 14, m)
    ya = plines(d, xa, y, srows, 8.4, sl, bw)
    yb = plines(
        d,
        xb,
        y,
        [
            f"{buyer} — Stores",
            f"{la.digits(rng, '##')} Kerk St",
            rng.choice(["Pretoria 0002", "Benoni 1501", "Polokwane 0699"]),
            f"Attn: {la.person(rng, 'en')}",
        ],
        8.4,
        la.pick(rng, "Deliver To|Delivery Address"),
        bw,
    )
    y = max(ya, yb) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        ZS_ITEMS,
        n,
        [5, 10, 20, 24, 50, 60, 100],
        ["(size S-M)", "(size L-XL)", "(site 2)"],
        big=900,
    )
    body = [
        ([str(i), la.digits(rng, "@@-####"), it[0], f"{q:,.0f}", it[1], rand(p), rand(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "tender", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.11, 0.42, 0.07, 0.06, 0.14, 0.15)],
        ["#", "Code", "Description", "Qty", "Unit", "Unit Price", "Amount excl."],
        body,
        "lllrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([2.5, 5])) / 100) if rng.random() < 0.3 else ZERO
    deliv = Decimal(rng.choice([350, 450, 650])) if rng.random() < 0.35 else ZERO
    vat = r2((sub - disc + deliv) * Decimal("0.15"))
    total = sub - disc + deliv + vat
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Sub Total", rand(sub), False)]
        if disc:
            rows.append(("Less: Discount", "-" + rand(disc), False))
        if deliv:
            rows.append(("Delivery", rand(deliv), False))
        rows.append(("VAT @ 15%", rand(vat), False))
        rows.append(
            (
                la.pick(rng, "Total (incl. VAT)|Amount Due|TOTAL ORDER VALUE|Total Incl VAT"),
                rand(total),
                True,
            )
        )
        y = tot(d, m + wd * 0.58, r - 3, y, rows, 8.8, rng.random() < 0.25)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices as per the approved tender schedule; the supplier invoices at those prices on delivery.",
            8,
            wd,
        )
    y += 10
    for t in [
        "Goods to be delivered with a delivery note quoting our order number. No substitutions without written approval.",
        "Payment 30 days from statement. Invoices must be valid tax invoices under the VAT Act.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Authorised: {la.person(rng, 'en')} (Procurement)")
    d.sign(m + sw + 20, y, sw, "Financial Manager")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_en_za_security_uniform_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zs)


# --------------------------------------------------------------------------- 7 de-DE physiotherapy practice's equipment order (DIN letter)

PH_BUY = [
    "Physiotherapie {v} {n}",
    "Praxis für Physiotherapie {n} & {n2}",
    "Therapiezentrum {o} GmbH",
    "Reha- und Gesundheitszentrum {o} GbR",
    "Krankengymnastik {n}",
]
PH_V = "Anna|Jens|Katrin|Markus|Julia|Tobias|Sandra|Florian".split("|")
PH_N = "Möller|Schröder|Hahn|Kaiser|Berger|Lange|Franke|Roth|Sommer|Brandt|Vogt|Kuhn".split("|")
PH_O = [
    ("Münster", "48143"),
    ("Kassel", "34117"),
    ("Würzburg", "97070"),
    ("Rostock", "18055"),
    ("Ulm", "89073"),
    ("Heidelberg", "69117"),
    ("Oldenburg", "26122"),
    ("Erfurt", "99084"),
]
PH_SUP_FORMED = [
    "Reha-Technik {n} GmbH",
    "{n} Medizintechnik GmbH & Co. KG",
    "Therapiebedarf {n} e.K.",
    "{n} Praxisbedarf KG",
    "{n} Therapiesysteme GmbH",
]
PH_SUP_BARE = ["Sanitätshaus {n}", "Praxisausstattung {n}"]
PH_ITEMS = [
    ("Therapieliege 3-teilig, elektrisch höhenverstellbar", "Stk", 1450, 2900),
    ("Massageöl neutral, 5 l Kanister", "Stk", 28, 49),
    ("Kinesiologie-Tape 5 cm x 5 m, sortiert (6 Rollen)", "Pck", 24, 45),
    ("Therapieband 5,5 m, mittel", "Stk", 14, 29),
    ("Gymnastikball 65 cm", "Stk", 18, 36),
    ("Fango-Paraffin-Packung, 10 kg", "Ktn", 65, 120),
    ("Einmal-Liegenauflagen 50 cm x 50 m (6 Rollen)", "Ktn", 38, 69),
    ("Balance-Pad", "Stk", 32, 58),
    ("Hanteln Neopren 2 kg (Paar)", "Paar", 12, 24),
    ("Reizstromgerät 2-Kanal", "Stk", 890, 1650),
    ("Elektroden selbstklebend 5 x 5 cm (4 Stk)", "Pck", 6, 12),
    ("Lagerungskissen Halbrolle", "Stk", 22, 45),
    ("Händedesinfektion 1 l", "Fl", 6, 11),
    ("Flächendesinfektionstücher (Spenderdose)", "Dose", 8, 15),
]


def _ph(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(54, 70)
    r = d.w - rng.uniform(40, 56)
    wd = r - m
    bottom = d.h - 70
    o, plz = rng.choice(PH_O)
    n1, n2, n3 = rng.sample(PH_N, 3)
    buyer = rng.choice(PH_BUY).format(v=rng.choice(PH_V), n=n1, n2=n2, o=o)
    sup = bare_or(rng, PH_SUP_FORMED, PH_SUP_BARE, 0.2).format(n=n3)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"{dt:%Y}-0###", "B-#####", f"{dt:%y}/###", "PT-####"]))
    kd = la.digits(rng, rng.choice(["KD-#####", "######"]))
    ang = la.digits(rng, rng.choice(["AN-######", f"{dt:%Y}-A###"]))
    stated = stated_of(rng)
    page = [1]
    eur_style = rng.choice(["post", "pre"])
    street = f"{rng.choice(['Bahnhofstraße', 'Lindenallee', 'Marktplatz', 'Schillerstraße', 'Am Kurpark'])} {rng.randint(1, 60)}"

    def eur(v: Decimal) -> str:
        return f"{eu2(v)} €" if eur_style == "post" else f"EUR {eu2(v)}"

    f1 = f"{buyer} · {street} · {plz} {o} · St.-Nr. {la.digits(rng, '###/###/#####')}"
    f2 = f"IBAN DE{la.digits(rng, '## #### #### #### #### ##')} · {rng.choice(['Sparkasse ' + o, 'Volksbank ' + o, 'Deutsche Apotheker- und Ärztebank'])}"

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(m, d.h - 40, f1, 6.6, grey=0.35, maxw=wd)
        d.t(m, d.h - 31, f2, 6.6, grey=0.35)
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
        d.t(m, 50, f"Bestellung {po} vom {la.dfmt(dt, 'dot')} – Fortsetzung", 9, b=True)
        return 62

    d.t(r, 48, buyer, 13, b=True, al="r")
    d.t(r, 60, f"{street} · {plz} {o}", 8, al="r", grey=0.3)
    d.t(
        r,
        70,
        f"Tel. 0{la.digits(rng, '### ######')} · praxis@{n1.lower().replace('ö', 'oe').replace('ü', 'ue')}-physio.de",
        8,
        al="r",
        grey=0.3,
    )
    d.t(m, 128, f"{buyer} · {street} · {plz} {o}", 6.4, grey=0.3, maxw=240)
    d.line(m, 131, m + 240, 131, 0.3)
    win = [
        sup,
        f"{rng.choice(['Industriestraße', 'Gewerbepark', 'Im Technologiepark', 'Hansaring'])} {rng.randint(1, 90)}",
        rng.choice(
            ["32052 Herford", "72760 Reutlingen", "45127 Essen", "90402 Nürnberg", "22113 Hamburg"]
        ),
    ]
    if rng.random() < 0.25:
        win.insert(0, "Firma")
    if rng.random() < 0.3:
        win.insert(
            2 if win[0] == "Firma" else 1,
            f"z. Hd. {rng.choice(['Herrn', 'Frau'])} {rng.choice(PH_N)}",
        )
    yy = 144
    for ln in win:
        d.t(m, yy, ln, 9.5, b=ln == sup)
        yy += 12.5
    subj = rng.random() < 0.4
    info = [
        ("Datum", la.dfmt(dt, "dot")),
        ("Kundennummer", kd),
        ("Ihr Angebot", ang),
        ("Ansprechpartner", f"{rng.choice(PH_V)} {n1}"),
    ]
    if not subj:
        info.insert(0, (la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung"), po))
    iy = 128
    ix = r - 175
    for k_, v_ in info:
        d.t(ix, iy, k_ + ":", 8, grey=0.3)
        d.t(r, iy, v_, 8, al="r")
        iy += 11.5
    y = max(yy, iy) + 30
    d.t(
        m,
        y,
        f"Bestellung Nr. {po}"
        if subj
        else la.pick(rng, "Bestellung|Bestellung Praxisbedarf|Auftrag"),
        12,
        b=True,
    )
    y += 20
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren,\u00a0auf Grundlage Ihres Angebots {ang} bestellen wir zur Lieferung an unsere Praxis:",
        9,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        PH_ITEMS,
        n,
        [1, 2, 3, 5, 6, 10, 12],
        ["(Nachbestellung)", "(Filiale)", "(Farbe blau)"],
        big=500,
    )
    body = [
        ([str(i), la.digits(rng, "###.###"), it[0], f"{q:,.0f}", it[1], eu2(p), eu2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "lt. Angebot", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.11, 0.43, 0.07, 0.07, 0.12, 0.14)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einh.", "EP €", "Gesamt €"],
        body,
        "lllrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    net = sum((a for *_, a in lines), ZERO)
    rab = r2(net * Decimal(rng.choice([3, 5, 10])) / 100) if rng.random() < 0.35 else ZERO
    ver = Decimal(rng.choice(["6.90", "9.90", "14.50", "29.00"])) if rng.random() < 0.4 else ZERO
    vat = r2((net - rab + ver) * Decimal("0.19"))
    total = net - rab + ver + vat
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Zwischensumme netto", eur(net), False)]
        if rab:
            rows.append(("abzgl. Rabatt", "-" + eur(rab), False))
        if ver:
            rows.append(("Versandkosten", eur(ver), False))
        rows.append(("zzgl. MwSt. 19 %", eur(vat), False))
        rows.append(
            (
                la.pick(rng, "Gesamtbetrag|Endbetrag|Summe brutto|Bestellsumme brutto"),
                eur(total),
                True,
            )
        )
        y = tot(d, m + wd * 0.55, r - 3, y, rows, 8.8, rng.random() < 0.2)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Die Preise richten sich nach Ihrem Angebot {ang}; bitte stellen Sie den Gesamtbetrag mit der Lieferung in Rechnung.",
            8.6,
            wd,
        )
    y += 10
    for t in [
        f"Lieferung frei Haus bis {la.dfmt(dt + timedelta(days=rng.randint(7, 21)), 'dot')}, bitte vor 12 Uhr (Praxisbetrieb).",
        "Bitte geben Sie auf Lieferschein und Rechnung unsere Bestellnummer an.",
        "Mit freundlichen Grüßen",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y + 4, t, 8.6, wd)
    y += 26
    if y + 14 > bottom:
        y = brk() + 26
    d.sign(m, y, 180, f"{rng.choice(PH_V)} {n1}, Praxisinhaber/in")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_de_physiotherapie_praxisbedarf(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ph)


# --------------------------------------------------------------------------- 8 fr-CA outfitter's (pourvoirie) order with TPS / TVQ

PV_BUY = [
    "Pourvoirie du Lac-{x} inc.",
    "Pourvoirie {x} enr.",
    "Pourvoirie des {y} ltée",
    "Domaine {x} (pourvoirie) inc.",
]
PV_X = "Saint-Pierre|Duchesne|Mistassini|Tremblay|Kiamika|Nominingue|Sainte-Anne|Wapizagonke|Boisvert|Ouimet".split(
    "|"
)
PV_Y = "Trois-Lacs|Hauts-Plateaux|Grands-Brochets|Rapides|Épinettes".split("|")
PV_SUP_FORMED = [
    "Marine {n} inc.",
    "Équipements {n} ltée",
    "Propane {n} inc.",
    "Distribution {n} inc.",
    "Centre du sport {n} inc.",
]
PV_SUP_BARE = ["Quincaillerie {n}", "Atelier {n} enr.", "Literie {n}"]
PV_N = "Gagnon|Bouchard|Côté|Lavoie|Gauthier|Pelletier|Bélanger|Lévesque|Paquette|Fortin".split("|")
PV_ITEMS = [
    ("Chaloupe aluminium 14 pi", "unité", 1650, 2900),
    ("Moteur hors-bord 9,9 HP 4 temps", "unité", 3400, 4900),
    ("Gilet de sauvetage adulte homologué", "unité", 38, 79),
    ("Réservoir à essence portatif 25 L", "unité", 65, 120),
    ("Bouteille de propane 100 lb (remplissage)", "unité", 85, 140),
    ("Matelas mousse 4 po, housse vinyle", "unité", 95, 180),
    ("Poêle à bois de camp, acier", "unité", 480, 950),
    ("Ancre pliante 3,5 lb", "unité", 24, 48),
    ("Rames en bois 7 pi (paire)", "paire", 70, 130),
    ("Filet épuisette caoutchouc", "unité", 32, 65),
    ("Batterie marine décharge profonde", "unité", 180, 320),
    ("Bois de chauffage (corde)", "corde", 110, 190),
    ("Trousse de premiers soins camp", "unité", 65, 140),
]


def _pv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    buyer = rng.choice(PV_BUY).format(x=rng.choice(PV_X), y=rng.choice(PV_Y))
    sup = bare_or(rng, PV_SUP_FORMED, PV_SUP_BARE, 0.25).format(n=rng.choice(PV_N))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["BC-####", "#####", f"{dt:%Y}-###", "P####"]))
    soum = la.digits(rng, rng.choice(["S-####", "SOUM-#####", "Q######"]))
    proj = la.pick(rng, "Saison 2026|Ouverture pêche|Chalet no 7|Camp du lac Brûlé|Rénovation quai")
    stated = stated_of(rng)
    page = [1]
    pl = la.pick(rng, "No de commande|No commande|Bon de commande no|N° BC")

    def cad(v: Decimal) -> str:
        return f"{fr2(v)} $"

    taxl = f"TPS : {la.digits(rng, '#########')} RT0001 · TVQ : {la.digits(rng, '##########')} TQ0001 · Permis de pourvoirie no {la.digits(rng, '####')}"

    def foot() -> None:
        d.t(m, d.h - 32, taxl, 6.8, grey=0.35)
        d.t(
            r,
            d.h - 32,
            f"Page {page[0]} de {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} — Bon de commande {po} (suite)", 9, b=True)
        return 56

    d.t(m, 50, buyer, 14, b=True)
    d.lines(
        m,
        56,
        [
            f"{la.digits(rng, '###')}, chemin du Lac, {rng.choice(['Saint-Michel-des-Saints', 'La Tuque', 'Mont-Laurier', 'Chibougamau', 'Rivière-Rouge'])} (Québec) {la.digits(rng, 'J#@ #@#')}",
            f"Tél. : {la.digits(rng, '819 ###-####')} · info@pourvoirie.qc.ca",
        ],
        8,
        lead=10.5,
    )
    titled = rng.random() < 0.35
    if titled:
        d.t(r, 52, f"BON DE COMMANDE {po}", 14, b=True, al="r")
        d.t(r, 66, f"Date : {la.dfmt(dt, rng.choice(['iso', 'long_fr']))}", 8.5, al="r")
    else:
        d.t(r, 48, "BON DE COMMANDE", 14, b=True, al="r")
        d.grid(
            r - 200,
            56,
            [100, 100],
            [pl, "Date"],
            [po, la.dfmt(dt, rng.choice(["iso", "long_fr"]))],
            8.5,
        )
    y = 104
    bw = (wd - 16) / 2
    lab = la.pick(rng, "Fournisseur|À :|Fournisseur :|")
    srows = [
        sup,
        f"{la.digits(rng, '####')}, boul. {rng.choice(['Industriel', 'Saint-Joseph', 'des Laurentides', 'Talbot'])}",
        f"{rng.choice(['Joliette', 'Saint-Jérôme', 'Shawinigan', 'Roberval', 'Trois-Rivières'])} (Québec) {la.digits(rng, 'G#@ #@#')}",
        f"Représentant : {la.person(rng, 'fr')}",
        f"No fournisseur : {la.digits(rng, 'F####')}",
    ]
    ya = plines(d, m, y, srows, 8.6, lab, bw)
    yb = plines(
        d,
        m + bw + 16,
        y,
        [
            buyer,
            rng.choice(
                [
                    "Camp principal, km 42 chemin forestier",
                    "Base d'hydravion, lac principal",
                    "Entrepôt du village",
                ]
            ),
            "Transport : "
            + la.pick(rng, "camion du fournisseur|cueillette|hydravion (à nos frais)"),
            f"Contact : {la.person(rng, 'fr')}",
        ],
        8.6,
        "Livrer à",
        bw,
    )
    y = max(ya, yb) + 10
    labs = ["Soumission", "Projet", "Demandé par", "Conditions"]
    vals = [
        soum,
        proj,
        la.person(rng, "fr"),
        la.pick(rng, "Net 30 jours|Paiement à la livraison|2 % 10, net 30"),
    ]
    y = d.grid(m, y, [wd / 4] * 4, labs, vals, 8) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [28, 36])
    lines = more_lines(
        rng,
        PV_ITEMS,
        n,
        [1, 2, 3, 4, 6, 10, 12],
        ["(chalet 3)", "(rechange)", "(camp nord)"],
        big=1000,
    )
    body = [
        ([str(i), f"{q:,.0f}", it[1], it[0], fr2(p), fr2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:4], "selon soumission", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.08, 0.09, 0.49, 0.13, 0.15)],
        ["Ligne", "Qté", "Unité", "Description", "Prix unit.", "Montant"],
        body,
        "lrllrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    esc = r2(sub * Decimal(rng.choice([2, 5])) / 100) if rng.random() < 0.3 else ZERO
    tr = Decimal(rng.choice([75, 150, 225, 380])) if rng.random() < 0.45 else ZERO
    base = sub - esc + tr
    tps = r2(base * Decimal("0.05"))
    tvq = r2(base * Decimal("0.09975"))
    total = base + tps + tvq
    if y + 140 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Sous-total", cad(sub), False)]
        if esc:
            rows.append(("Escompte", "-" + cad(esc), False))
        if tr:
            rows.append(("Transport", cad(tr), False))
        rows += [("TPS (5 %)", cad(tps), False), ("TVQ (9,975 %)", cad(tvq), False)]
        rows.append(
            (la.pick(rng, "Total de la commande|Grand total|Montant total|TOTAL"), cad(total), True)
        )
        y = tot(d, m + wd * 0.58, r - 3, y, rows, 8.8, rng.random() < 0.25)
        if rng.random() < 0.35:
            dep = r2(total * Decimal(rng.choice([10, 25, 30])) / 100)
            d.t(m + wd * 0.58, y + 9, "Dépôt versé", 8.4)
            d.t(r - 3, y + 9, "-" + cad(dep), 8.4, al="r")
            d.t(m + wd * 0.58, y + 22, "Solde à la livraison", 8.4)
            d.t(r - 3, y + 22, cad(total - dep), 8.4, al="r")
            y += 28
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon la soumission {soum}; le montant sera confirmé sur la facture.",
            8.6,
            wd,
        )
    y += 12
    for t in [
        "Indiquer le numéro de bon de commande sur toutes les factures et bordereaux de livraison.",
        "Livraison avant l'ouverture de la saison; accès par chemin forestier, prévoir un camion 4x4.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.3)
    y += 30
    if y + 14 > bottom:
        y = brk() + 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, "Autorisé par (propriétaire)")
    d.sign(m + sw + 20, y, sw, "Accusé de réception du fournisseur")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_fr_ca_pourvoirie_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pv)


# --------------------------------------------------------------------------- 9 nl-BE youth hostel's bedding and mattress order

JH_BUY = ["Jeugdherberg {x} vzw", "Jeugdverblijf {x} vzw", "{x} Hostel vzw", "Jeugdherberg De {y}"]
JH_X = "Brugge|Gent|Kortrijk|Mechelen|Hasselt|Oostende|Leuven|Ieper|Genk|Aalst".split("|")
JH_Y = "Kempen|Voorkempen|Blauwe Vogel|Zeemeeuw|Heide|Vlasbloem".split("|")
JH_SUP_FORMED = [
    "{n} Textiel NV",
    "Beddenfabriek {n} BV",
    "{n} Linnen bv",
    "{n} Hotel Supplies NV",
    "{n} & Zonen BV",
]
JH_SUP_BARE = ["Slaapcomfort {n}", "{n} Matrassen", "Linnenhuis {n}"]
JH_N = "Vermeulen|Claes|Goossens|Wouters|De Smet|Peeters|Janssens|Maes|Lambrechts|Verhoeven".split(
    "|"
)
JH_ITEMS = [
    ("Matras koudschuim 90x200x16, brandvertragend (M3)", "st", 110, 240),
    ("Hoeslaken katoen 90x200, wit", "st", 7, 15),
    ("Dekbedovertrek 140x200 met kussensloop", "st", 14, 29),
    ("Dekbed synthetisch 140x200, wasbaar 60°", "st", 22, 48),
    ("Hoofdkussen 60x70, synthetisch", "st", 8, 19),
    ("Matrasbeschermer waterdicht 90x200", "st", 11, 24),
    ("Badhanddoek 70x140, 500 g/m²", "st", 6, 13),
    ("Stapelbed metaal 90x200, 2 slaapplaatsen", "st", 290, 560),
    ("Wolken deken 150x200", "st", 19, 39),
    ("Wasnetten groot", "st", 3, 8),
]


def _jh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    city = rng.choice(JH_X)
    buyer = rng.choice(JH_BUY).format(x=city, y=rng.choice(JH_Y))
    sup = bare_or(rng, JH_SUP_FORMED, JH_SUP_BARE, 0.25).format(n=rng.choice(JH_N))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"{dt:%Y}/0###", "BB-####", f"{dt:%y}-###", "#####"]))
    off = la.digits(rng, rng.choice(["OF-#####", "Offerte ####/##", "#######"]))
    bud = la.pick(rng, "Budgetpost 61/20 Inrichting|Budget renovatie slaapzalen|Kostenplaats 6100")
    stated = stated_of(rng)
    page = [1]
    es = rng.choice(["pre", "post"])
    ond = la.digits(rng, "0###.###.###")

    def eur(v: Decimal) -> str:
        return f"€ {eu2(v)}" if es == "pre" else f"{eu2(v)} EUR"

    fl = f"{buyer} · ondernemingsnummer BE {ond} · RPR {city} · IBAN BE{la.digits(rng, '## #### #### ####')}"

    def foot() -> None:
        d.t(m, d.h - 32, fl, 6.6, grey=0.35, maxw=wd - 60)
        d.t(
            r,
            d.h - 32,
            f"Pagina {page[0]}/{of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestelbon {po} – vervolg", 9, b=True)
        d.t(r, 44, buyer, 8, al="r")
        return 56

    d.t(m, 50, buyer, 14, b=True)
    d.lines(
        m,
        56,
        [
            f"{rng.choice(['Zuidstraat', 'Kerkplein', 'Langestraat', 'Groenplaats'])} {rng.randint(1, 90)}, {la.digits(rng, '#000')} {city}",
            f"tel. 0{la.digits(rng, '# ### ## ##')} · onthaal@jeugdherberg-{city.lower()}.be",
        ],
        8,
        lead=10.5,
    )
    beside = rng.random() < 0.45
    if beside:
        d.t(r, 54, f"BESTELBON nr. {po}", 14, b=True, al="r")
        d.t(r, 68, f"{city}, {la.dfmt(dt, 'dmy')}", 8.5, al="r")
    else:
        d.t(r, 54, la.pick(rng, "BESTELBON|Bestelbon|Bestelling"), 15, b=True, al="r")
    y = 96
    bw = (wd - 16) / 2
    lab = la.pick(rng, "Leverancier|Aan|Leverancier:|")
    ya = plines(
        d,
        m,
        y,
        [
            sup,
            f"{rng.choice(['Industrieweg', 'Ambachtsstraat', 'Kortrijksesteenweg', 'Textielstraat'])} {rng.randint(1, 200)}",
            rng.choice(
                ["8500 Kortrijk", "9200 Dendermonde", "2300 Turnhout", "8790 Waregem", "3600 Genk"]
            ),
            f"btw BE {la.digits(rng, '0###.###.###')}",
            f"t.a.v. {la.person(rng, 'nl')}",
        ],
        8.6,
        lab,
        bw,
    )
    rows_kv = [
        ("Datum", la.dfmt(dt, "dmy")),
        ("Uw offerte", off),
        ("Budget", bud),
        ("Besteld door", la.person(rng, "nl")),
    ]
    if not beside:
        rows_kv.insert(
            0, (la.pick(rng, "Bestelbonnummer|Bestelbon nr.|Ons bestelnummer|Bestelnummer"), po)
        )
    yy = y
    for k_, v_ in rows_kv:
        d.t(m + bw + 16, yy + 9, k_, 8.2, b=True)
        d.t(r, yy + 9, v_, 8.2, al="r", maxw=bw - 80)
        yy += 12.5
    y = max(ya, yy) + 8
    y1 = plines(
        d,
        m,
        y,
        [
            f"{buyer} – economaat",
            f"{rng.choice(['Zuidstraat', 'Kerkplein'])} {rng.randint(1, 90)}, {city}",
            "levering via zij-ingang, ma-vr 9-16u",
        ],
        8.2,
        "Leveringsadres",
        bw,
    )
    y2 = plines(
        d,
        m + bw + 16,
        y,
        [buyer, "boekhouding@" + f"jeugdherberg-{city.lower()}.be", f"ondernemingsnummer BE {ond}"],
        8.2,
        "Facturatieadres",
        bw,
    )
    y = max(y1, y2) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [30, 36])
    lines = more_lines(
        rng,
        JH_ITEMS,
        n,
        [4, 10, 12, 20, 24, 40, 60],
        ["(kamer 1-12)", "(bijbestelling)", "(blauw)"],
        big=250,
    )
    body = [
        ([f"{q:,.0f}".replace(",", "."), it[1], it[0], eu2(p), eu2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:3], "volgens offerte", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.08, 0.07, 0.55, 0.14, 0.16)],
        ["Aantal", "Eenh.", "Omschrijving", "Eenheidsprijs", "Bedrag"],
        body,
        "rllrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    kort = r2(sub * Decimal(rng.choice([5, 10, 12])) / 100) if rng.random() < 0.35 else ZERO
    trans = Decimal(rng.choice([45, 75, 120])) if rng.random() < 0.4 else ZERO
    vat = r2((sub - kort + trans) * Decimal("0.21"))
    total = sub - kort + trans + vat
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Totaal excl. btw", eur(sub), False)]
        if kort:
            rows.append(("Korting", "-" + eur(kort), False))
        if trans:
            rows.append(("Transportkosten", eur(trans), False))
        rows.append(("btw 21 %", eur(vat), False))
        lab_t = la.pick(rng, "Totaal incl. btw|Te betalen|Totaal bestelling|Saldo")
        if lab_t in ("Te betalen", "Saldo") and rng.random() < 0.5:
            rows.append(("Voorschot", eur(ZERO), False))
        rows.append((lab_t, eur(total), True))
        y = tot(d, m + wd * 0.58, r - 3, y, rows, 8.8, rng.random() < 0.25)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens uw offerte {off}; het bedrag wordt na levering gefactureerd.",
            8.6,
            wd,
        )
    y += 12
    for t in [
        "Alle matrassen en textiel moeten voldoen aan de brandveiligheidsnormen voor logies (attest bijvoegen).",
        "Vermeld ons bestelbonnummer op leveringsbon en factuur. Betaling binnen 30 dagen na factuurdatum.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.3)
    y += 30
    if y + 14 > bottom:
        y = brk() + 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Voor akkoord, {la.person(rng, 'nl')} (directeur)")
    d.sign(m + sw + 20, y, sw, "Handtekening leverancier voor ontvangst")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_nl_be_jeugdherberg_beddengoed_bestelbon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jh)


# --------------------------------------------------------------------------- 10 es-CL municipality's playground and street-furniture order

CL_COM = [
    "Maipú",
    "Puente Alto",
    "Temuco",
    "Rancagua",
    "Talca",
    "Chillán",
    "Los Ángeles",
    "Osorno",
    "Curicó",
    "Quilpué",
    "La Serena",
    "Valdivia",
]
CL_BUY = ["Ilustre Municipalidad de {c}", "Municipalidad de {c}", "I. Municipalidad de {c}"]
CL_SUP_FORMED = [
    "Juegos {x} SpA",
    "{x} Mobiliario Urbano Ltda.",
    "Comercial {x} Limitada",
    "Inversiones {x} S.A.",
    "Constructora {x} SpA",
    "{x} Equipamiento Deportivo E.I.R.L.",
]
CL_SUP_BARE = ["{x} Juegos Infantiles", "Maderas {x}"]
CL_X = "Andes|Pacífico|Cordillera|Austral|Araucanía|Valle Central|Bío Bío|Atacama|Los Lagos|Maule".split(
    "|"
)
CL_ITEMS = [
    ("Juego modular infantil 2 torres con resbalín", "UN", 3800000, 9200000, "49121510"),
    ("Columpio doble metálico con asientos de goma", "UN", 650000, 1400000, "49121510"),
    ("Balancín de resorte figura animal", "UN", 280000, 590000, "49121510"),
    ("Escaño de madera y fierro 1,8 m", "UN", 140000, 290000, "56101500"),
    ("Basurero doble poste galvanizado", "UN", 85000, 190000, "47121701"),
    ("Máquina de ejercicio al aire libre", "UN", 520000, 1150000, "49201600"),
    ("Piso de caucho amortiguante (m²)", "M2", 28000, 52000, "30161700"),
    ("Instalación y anclaje en terreno", "GL", 450000, 1800000, "72154000"),
    ("Letrero informativo plaza", "UN", 95000, 210000, "55121700"),
    ("Bebedero antivandálico", "UN", 380000, 720000, "48101900"),
]


def _cl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(rng.choice([A4, letter]), la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    com = rng.choice(CL_COM)
    buyer = rng.choice(CL_BUY).format(c=com)
    sup = bare_or(rng, CL_SUP_FORMED, CL_SUP_BARE, 0.15).format(x=rng.choice(CL_X))
    dt = a_day(rng)
    yy2 = f"{dt:%y}"
    unit = la.digits(rng, "####")
    po = f"{unit}-{rng.randint(10, 999)}-{rng.choice(['SE', 'CM', 'AG', 'SE'])}{yy2}"
    lic = f"{unit}-{rng.randint(10, 99)}-{rng.choice(['LE', 'LP', 'L1'])}{yy2}"
    dec = la.digits(rng, "Decreto Alcaldicio N° ####")
    stated = stated_of(rng)
    page = [1]

    def peso(v: Decimal) -> str:
        return f"$ {clp(v)}"

    fl = f"{buyer} · RUT 69.{la.digits(rng, '###.###')}-{rng.randint(0, 9)} · Dirección de Administración y Finanzas · Unidad de Compras"

    def foot() -> None:
        d.t(m, d.h - 32, fl, 6.8, grey=0.35, maxw=wd - 60)
        d.t(
            r,
            d.h - 32,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Orden de Compra {po} (continuación)", 9, b=True)
        return 56

    d.t(m, 48, buyer, 14, b=True)
    d.t(
        m, 61, "Dirección de Administración y Finanzas – Departamento de Adquisiciones", 8, grey=0.3
    )
    d.t(
        m,
        72,
        f"{rng.choice(['Av. Libertador', 'Calle Prat', 'Av. O’Higgins', 'Calle Arturo Prat'])} {rng.randint(100, 1999)}, {com}",
        8,
        grey=0.3,
    )
    beside = rng.random() < 0.45
    y = 96
    if beside:
        d.t(d.w / 2, y, f"ORDEN DE COMPRA N° {po}", 14, b=True, al="c")
        y += 12
        y = (
            d.grid(
                m,
                y,
                [wd / 4] * 4,
                ["Fecha de envío", "ID Licitación", "Estado", "Moneda"],
                [la.dfmt(dt, "dash"), lic, "Aceptada", "Peso chileno"],
                8,
            )
            + 12
        )
    else:
        d.t(d.w / 2, y, "ORDEN DE COMPRA", 15, b=True, al="c")
        y += 12
        y = (
            d.grid(
                m,
                y,
                [wd / 4] * 4,
                [
                    la.pick(rng, "ID Orden de Compra|N° Orden de Compra|Orden de Compra N°"),
                    "ID Licitación",
                    "Fecha de envío",
                    "Estado",
                ],
                [po, lic, la.dfmt(dt, "dash"), "Enviada a proveedor"],
                8,
            )
            + 12
        )
    bw = (wd - 16) / 2
    lab = la.pick(rng, "Proveedor|Señor(es)|Proveedor:|")
    ya = plines(
        d,
        m,
        y,
        [
            sup,
            f"RUT {rng.randint(76, 78)}.{la.digits(rng, '###.###')}-{rng.choice('0123456789K')}",
            f"{rng.choice(['Av. Vicuña Mackenna', 'Camino a Melipilla', 'Av. Pedro Montt', 'Calle Los Carrera'])} {rng.randint(100, 9999)}, {rng.choice(['Santiago', 'Concepción', 'San Bernardo', 'Quilicura', 'Temuco'])}",
            f"Contacto: {la.person(rng, 'es')}",
            f"Fono +56 9 {la.digits(rng, '#### ####')}",
        ],
        8.6,
        lab,
        bw,
    )
    yb = plines(
        d,
        m + bw + 16,
        y,
        [
            f"Dirección de Obras – {rng.choice(['Plaza', 'Parque', 'Villa'])} {rng.choice(['Los Aromos', 'El Bosque', 'San Martín', 'Las Rosas', 'Esperanza'])}",
            f"Comuna de {com}",
            f"Plazo de entrega: {rng.choice([30, 45, 60])} días corridos",
            f"{dec}",
            "Imputación: 31.02.004 Obras civiles",
        ],
        8.4,
        "Despachar a",
        bw,
    )
    y = max(ya, yb) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6], [28, 34])
    lines = more_lines(
        rng,
        CL_ITEMS,
        n,
        [1, 1, 2, 3, 4, 6, 10],
        ["(sector norte)", "(etapa 2)", "(reposición)"],
        places=0,
        big=500000,
    )
    body = [
        ([it[4], it[0], f"{q:,.0f}".replace(",", "."), it[1], clp(p), clp(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:4], "s/convenio", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.47, 0.07, 0.07, 0.13, 0.15)],
        ["Cód. ONU", "Producto / Servicio", "Cant.", "Unid.", "Precio unit.", "Total"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    neto = sum((a for *_, a in lines), ZERO)
    dsc = r0(neto * Decimal(rng.choice([2, 3, 5])) / 100) if rng.random() < 0.3 else ZERO
    desp = Decimal(rng.choice([85000, 120000, 250000])) if rng.random() < 0.35 else ZERO
    iva = r0((neto - dsc + desp) * Decimal("0.19"))
    total = neto - dsc + desp + iva
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Neto", peso(neto), False)]
        if dsc:
            rows.append(("Descuento", "-" + peso(dsc), False))
        if desp:
            rows.append(("Cargos por despacho", peso(desp), False))
        rows.append(("IVA 19%", peso(iva), False))
        rows.append(
            (la.pick(rng, "Total|Total OC|Monto Total|TOTAL ORDEN DE COMPRA"), peso(total), True)
        )
        y = tot(d, m + wd * 0.55, r - 3, y, rows, 8.8, rng.random() < 0.3)
        y = wrapped(d, m, y + 4, f"SON: {es_words(int(total)).upper()} PESOS", 7.8, wd)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Valores según convenio marco y {dec}; el monto se informa en la recepción conforme.",
            8.6,
            wd,
        )
    y += 12
    for t in [
        "La factura debe indicar el ID de la orden de compra y emitirse a nombre de la municipalidad. Pago a 30 días desde la recepción conforme.",
        "Los juegos deben cumplir la norma NCh 3451 y contar con certificado de instalación.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.3)
    y += 30
    if y + 14 > bottom:
        y = brk() + 30
    sw = (wd - 40) / 3
    for k, lab2 in enumerate(
        ["Jefe de Adquisiciones", "Director de Administración y Finanzas", "Alcalde(sa)"]
    ):
        d.sign(m + k * (sw + 20), y, sw, lab2)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit17_es_cl_municipalidad_juegos_oc(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cl)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit17_") and callable(fn)
}

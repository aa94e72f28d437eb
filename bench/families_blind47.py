# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind46 (`blind47_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-SG, de-AT, fr-FR, es-ES and nl-BE.

- blind47_zh_youleyuan_sheshi_beijian: a Chinese amusement park's order for ride spare parts
  (the park's name and the title with the order number beside it in red, or a label / value
  grid, the supplier and the park side by side in either order, a ruled item grid with the
  ride each part is for, the inspection-rectification project and requisition numbers, a
  合计金额 / 金额合计 row at the table's foot, discount and freight, 13 % VAT included, 大写, a
  30 % prepayment line, a seal).
- blind47_zh_xiaofang_qicai_xiaoshou_queren: a fire-equipment seller's order confirmation (the
  seller's letterhead first, its own sales-order number boxed at the right, the customer's
  block with the customer's purchase-order number and the quotation, lines, the total's label
  with its amount at times on the line below, a deposit, the seller's bank lines).
- blind47_hk_anlaoyuan_huli_yongpin: a Hong Kong elderly home's nursing-supplies order
  (bilingual 採購單 / PURCHASE ORDER, a header table whose column headings carry the P.O.
  number, the quotation and the licence number, the supplier under 供應商 / To with its
  English name beneath, HK$ lines, discount, 總數 / TOTAL, a deposit paid line).
- blind47_ja_wagashi_housou_shizai_hacchu: a Japanese confectioner's packaging order (発注書,
  the supplier with 御中 at the top left, the shop with a seal at the right, the order number
  in a small box, a big 合計金額 box whose amount sits on the line below the label, lines,
  小計 / 消費税 / 合計, delivery notes).
- blind47_en_gb_racecourse_raceday_po: a British racecourse's order for a race meeting
  (PURCHASE ORDER with or without its number beside the title, the vendor with no label, under
  "To" or "Vendor", deliver-to and invoice-to blocks, fixture, requisition and cost-centre
  references, net / VAT 20 % / TOTAL ORDER, Order Total or Total PO Value).
- blind47_en_sg_bubble_tea_outlet_ingredients_po: a Singapore bubble-tea chain's ingredient
  order (a boxed header grid with the PO number, outlet code and delivery slot, Vendor and
  Deliver To blocks, UEN and GST numbers, subtotal / discount / GST 9 % and Amount Due, Grand
  Total or Total Payable, a landscape variant).
- blind47_de_at_kaffeehaus_roesterei_bestellung: a Viennese coffee house's order to a roaster
  (a window address with the sender line and at times "Firma" above the name, the order data
  at the right, "Bestellung Nr." beside the title at times, 10 % and 20 % USt, the
  Gesamtbetrag's amount on the line below its label, "Mit freundlichen Grüßen").
- blind47_fr_cirque_chapiteau_bon_commande: a touring circus's order for big-top and rigging
  supplies (a boxed label-over-value grid with the order number, the quote, the tour and the
  supplier code, Fournisseur / Facturation / Livraison blocks, Total HT / remise / TVA 20 % /
  Total TTC, an acompte and a reste à payer, SIRET and APE in the footer).
- blind47_es_club_padel_pedido_material: a Spanish padel club's order for balls, rackets and
  court upkeep (a header table with the order number under its column heading beside the
  supplier number, Proveedor block, Base imponible / IVA 21 % / TOTAL PEDIDO or Importe
  total with its figure below, CIF lines).
- blind47_nl_be_ijssalon_grondstoffen_bestelbon: a Belgian ice-cream parlour's order for
  ingredients and cones (BESTELBON with its number beside the title or in the data block, the
  supplier under "Aan" or no label, 6 % and 21 % btw, Totaal incl. btw, Te betalen or Saldo
  when nothing was paid ahead, ondernemingsnummer and IBAN).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, fixture,
outlet or the seller's sales-order number; on the seller's confirmation the customer's order
number); the supplier exactly as printed on its own first line (the seller of a confirmation;
never 御中, "Firma" or "Attn"); the grand total as "1234.50" (whole yen as "1234.00"; after
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


def fr2(v: Decimal) -> str:
    """1 234,50 (France)."""
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- 1 zh-Hans amusement park's ride spare-parts order

YL_CITY = "珠海 常州 芜湖 郑州 西安 青岛 宁波 南宁 海口 绵阳 赣州 洛阳 荆州 襄阳 株洲 桂林".split()
YL_B = "欢乐谷 梦幻岛 童话湾 星海 方特 金沙 长隆湾 海之梦 奇幻森林 彩虹岛 冒险港 云霄".split()
YL_PARK = [
    "{c}{b}游乐园有限公司",
    "{c}{b}旅游发展有限公司",
    "{c}{b}主题乐园管理有限公司",
    "{b}文旅（{c}）有限公司",
]
YL_SB = "中山 金马 华侨 恒达 巨龙 飞翔 腾达 鑫源 宏泰 永安 盛世 凯旋 天翼 航宇 德力 力拓".split()
YL_SUP_FORMED = [
    "{c}{s}游乐设备有限公司",
    "{c}{s}机电设备有限公司",
    "{s}游艺机械（{c}）有限公司",
    "{c}{s}液压气动有限公司",
    "{c}{s}轴承销售有限公司",
]
YL_SUP_BARE = ["{c}{s}五金机电商行", "{c}市{s}游乐配件经营部", "{s}机械配件厂"]
YL_RIDES = "过山车 摩天轮 旋转木马 激流勇进 跳楼机 海盗船 大摆锤 碰碰车 小火车 空中飞椅".split()
YL_ITEMS = [
    ("聚氨酯行走轮", "Φ200×75 含轴承", "个", 680, 1500),
    ("侧导轮", "Φ125 PU", "个", 320, 760),
    ("安全压杠锁紧气缸", "SC63×125", "只", 1200, 2800),
    ("乘客安全带", "五点式 含锁扣", "套", 260, 680),
    ("变频器", "ABB ACS580 37kW", "台", 9800, 16500),
    ("接近开关", "M18 PNP 常开", "只", 85, 240),
    ("液压油", "L-HM46 200L", "桶", 2300, 3600),
    ("钢丝绳", "6×19-Φ16 镀锌", "米", 28, 62),
    ("制动片", "摩擦片 电磁制动器用", "片", 190, 460),
    ("LED装饰灯串", "RGB 24V 10米", "条", 120, 320),
    ("玻璃钢座舱修补料", "树脂+胶衣 套装", "套", 450, 980),
    ("回转支承", "011.30.1000 外齿", "套", 18000, 32000),
    ("滑环", "12路 导电滑环", "个", 2600, 5200),
    ("防撞缓冲垫", "聚氨酯 Φ100", "个", 95, 260),
]


def _yl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(YL_CITY, 2)
    park = rng.choice(YL_PARK).format(c=c1, b=rng.choice(YL_B))
    sup = bare_or(rng, YL_SUP_FORMED, YL_SUP_BARE, 0.25).format(c=c2, s=rng.choice(YL_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YL-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|{Y}-PO-{n4}|LY{Y}{n5}")
    req = cj.number(rng, d, "QG{y}{m}{n3}|请购-{Y}-{n3}")
    proj = cj.number(rng, d, "ZG-{Y}-{n2}|NJ{Y}{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|No.")
    red_no = rng.random() < 0.5
    ink = rng.choice([Color(0.6, 0.1, 0.15), Color(0.1, 0.3, 0.6), black])
    tlabel = cj.pick(rng, "合计金额|金额合计|订单总金额|合计（含税）")

    def foot() -> None:
        s_ = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{park}　设备备件采购单（续页）", 8.8, bold=True)
        pdf.text(
            right, 34, f"{po_lab} {po}" if po_lab == "No." else f"{po_lab}：{po}", 8.8, align="r"
        )
        return 46

    pdf.text(pdf.w / 2, 42, park, 15, align="c", bold=True, colour=ink)
    title = cj.pick(rng, "设备备件采购单|游乐设备配件采购订单|采购订单")
    pdf.text(pdf.w / 2, 66, title, 16, align="c", bold=True)
    pdf.line(pdf.w / 2 - 80, 71, pdf.w / 2 + 80, 71, lw=0.7)
    y = 80
    if red_no:
        pdf.text(right, 66, f"No. {po}", 11, align="r", colour=RED)
        po_lab = "No."
        pdf.text(m, 66, f"日期：{cj.fdate(d, rng.choice(['cn', 'iso']))}", 8.6)
    else:
        ws = cj.rel(wd, [13, 37, 13, 37])
        rows = [
            [po_lab, po, "下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))],
            ["请购单号", req, cj.pick(rng, "项目编号|整改项目号"), proj],
        ]
        y = kgrid(pdf, m, y, ws, rows, h=18, size=8.4, ink=ink, fill=PALE)
    y += 10
    pw = (wd - 18) / 2
    sup_lab = cj.pick(rng, "供应商|供方|卖方|供货单位")
    left = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("税号", cj.credit_code(rng)),
    ]
    rightp = [
        ("需方", park),
        ("收货地址", f"{cj.zh_addr(rng)}（园区设备部库房）"),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
    ]
    if red_no:
        rightp.append(("请购单号", req))
        rightp.append(("项目编号", proj))
    panels = [left, rightp] if rng.random() < 0.6 else [rightp, left]
    ymax = y
    for k, p in enumerate(panels):
        x = m + k * (pw + 18)
        yy = y
        pdf.rect(
            x,
            y,
            pw,
            4 + 15 * len(p) + 14 * sum(len(cj.wrap(v, 8.4, pw - 62)) - 1 for _, v in p),
            stroke=GREY,
            lw=0.5,
        )
        for lab, val in p:
            pdf.text(x + 5, yy + 13, f"{lab}：", 8.2, colour=GREY)
            for ln in cj.wrap(val, 8.4, pw - 62):
                pdf.text(
                    x + 58, yy + 13, ln, 8.8 if val in (sup, park) else 8.4, bold=val in (sup, park)
                )
                yy += 14
            yy += 1
        ymax = max(ymax, yy + 4)
    y = ymax + 10
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng,
        YL_ITEMS,
        n,
        [1, 2, 2, 4, 6, 8, 10, 20],
        ["（备用）", "（加强型）", "（进口）"],
        big=10000,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            it[0],
            it[1],
            rng.choice(YL_RIDES),
            it[2],
            f"{q:,.0f}",
            cj.money(p) if stated else "",
            cj.money(a) if stated else "",
        ]
        body.append((cells, a))
    heads = ["序号", "名称", "规格型号", "适用设备", "单位", "数量", "单价（元）", "金额（元）"]
    ws = cj.rel(wd, [5, 20, 21, 11, 6, 7, 13, 15])
    y = ctable(pdf, m, y, ws, heads, body, "cllccrrr", rowh=18, size=7.8, bottom=bottom, brk=brk)
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 80, 150, 300]))
    total = sub - off + fr
    if y + 120 > bottom:
        y = brk()
    if stated:
        extra = []
        if off:
            extra.append(["", "优惠折让", "", "", "", "", "", f"-{cj.money(off)}"])
        if fr:
            extra.append(["", "运费", "", "", "", "", "", cj.money(fr)])
        for cells in extra:
            y = crow(pdf, m, y, ws, cells, "cllccrrr", h=18, size=7.8)
        w2 = [sum(ws[:2]), sum(ws[2:7]), ws[7]]
        y = crow(
            pdf,
            m,
            y,
            w2,
            [tlabel, f"人民币（大写）：{cj.daxie(total)}", f"¥{cj.money(total)}"],
            "clr",
            h=20,
            size=8.4,
            bold=True,
            fill=PALE,
        )
        y += 6
        pdf.text(m, y + 8, "以上价格含13%增值税专用发票及运杂费。", 8, colour=GREY)
        y += 14
        if rng.random() < 0.6:
            pct = rng.choice([20, 30])
            pdf.text(
                m,
                y + 8,
                f"付款方式：订单确认后预付{pct}%（¥{cj.money(r2(total * pct / 100))}），货到验收合格后付清余款。",
                8.2,
            )
            y += 14
    else:
        y += 8
        pdf.text(m, y + 8, "单价按年度备件框架协议执行，结算金额以验收入库数量为准。", 8.4)
        y += 16
    for t in [
        "1. 备件须附合格证及特种设备相关检验资料，关键安全部件须提供材质证明。",
        f"2. 交货期：{cj.fdate(cj.later(rng, d, 7, 40), 'cn')}前送达，逾期每日按订单金额0.5‰扣款。",
        "3. 发票及送货单请注明本订单编号。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    for k, lab in enumerate(["申请部门：设备部", "采购：", "审核：", "总经理审批："]):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k in (1, 2) else ''}", 8.4)
    pdf.text(m, y + 22, "供方确认（签字盖章）：", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(right - 70, y - 6, park, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_zh_youleyuan_sheshi_beijian(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yl)


# --------------------------------------------------------------------------- 2 zh-Hans fire-equipment seller's order confirmation

XF_CITY = "佛山 东莞 泉州 温州 台州 绍兴 南通 徐州 淄博 保定 廊坊 漳州".split()
XF_B = "安盾 消安 卫士 天盾 金盾 平安 祥安 盾安 恒安 正消 安泰 赤焰".split()
XF_SUP = [
    "{c}{b}消防器材有限公司",
    "{c}{b}消防科技有限公司",
    "{c}{b}消防设备股份有限公司",
    "{b}消防工程（{c}）有限公司",
]
XF_SUP_BARE = ["{c}{b}消防器材经营部", "{c}市{b}消防器材商行"]
XF_CUST = [
    "{c}{x}物业服务有限公司",
    "{c}{x}实业有限公司",
    "{c}{x}商业管理有限公司",
    "{c}{x}电子科技有限公司",
    "{c}{x}仓储物流有限公司",
]
XF_X = "华润 万象 锦绣 龙湖 东方 中联 新城 德润 汇丰 美林".split()
XF_ITEMS = [
    ("手提式干粉灭火器", "MFZ/ABC4 4kg", "具", 48, 85),
    ("推车式干粉灭火器", "MFTZ/ABC35", "台", 520, 880),
    ("二氧化碳灭火器", "MT/5 5kg", "具", 260, 420),
    ("室内消火栓箱", "SG24A65 组合式", "套", 420, 860),
    ("消防水带", "8-65-25 衬里", "条", 95, 180),
    ("消防应急照明灯", "集中电源 3W", "只", 38, 96),
    ("安全出口指示灯", "LED 双面", "只", 32, 85),
    ("感烟火灾探测器", "JTY-GD 点型", "只", 55, 120),
    ("手动火灾报警按钮", "J-SAP 带电话插孔", "只", 68, 140),
    ("消防过滤式自救呼吸器", "TZL30", "个", 45, 98),
    ("闭式喷头", "ZSTX15-68℃", "只", 9, 22),
    ("灭火毯", "1.2×1.2m", "条", 25, 60),
]


def _xf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(XF_CITY, 2)
    sup = bare_or(rng, XF_SUP, XF_SUP_BARE, 0.2).format(c=c1, b=rng.choice(XF_B))
    cust = rng.choice(XF_CUST).format(c=c2, x=rng.choice(XF_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{n3}|{Y}{m}{d}{n3}|WY-CG-{Y}-{n3}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO-{Y}-{n4}|QR{Y}{n4}")
    qt = cj.number(rng, d, "BJ-{y}{m}{n3}|报价{Y}{n3}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([RED, Color(0.1, 0.3, 0.55)])
    below = rng.random() < 0.45
    tlabel = cj.pick(rng, "合计金额|金额合计|订单总额|总计金额")

    def foot() -> None:
        pdf.line(m, pdf.h - 40, right, pdf.h - 40, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 28, f"{sup}　销售热线 {cj.zh_tel(rng)}", 7, colour=GREY)
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
        pdf.text(m, 34, f"订单确认书（续）　销售单号：{so}", 8.8)
        return 46

    pdf.text(m, 40, sup, 15, bold=True, colour=ink)
    pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
    pdf.text(m, 65, f"电话：{cj.zh_tel(rng)}　消防产品认证：CCCF", 7.6, colour=GREY)
    bw = 160
    pdf.rect(right - bw, 28, bw, 40, stroke=ink, lw=0.8)
    pdf.text(right - bw + 6, 42, "销售单号", 7.6, colour=GREY)
    pdf.text(right - 6, 42, so, 9, align="r", bold=True)
    pdf.text(right - bw + 6, 60, "日期", 7.6, colour=GREY)
    pdf.text(right - 6, 60, cj.fdate(d, rng.choice(["cn", "iso", "slash"])), 8.6, align="r")
    pdf.line(m, 74, right, 74, lw=1.2, colour=ink)
    title = cj.pick(rng, "销售订单确认书|订单确认函|供货确认单")
    pdf.text(pdf.w / 2, 98, title, 16, align="c", bold=True)
    y = 110
    ws = cj.rel(wd, [14, 36, 14, 36])
    po_lab = cj.pick(rng, "客户订单号|贵司采购单号|客户PO号|采购订单号")
    rows = [
        ["客户名称", cust, po_lab, po],
        ["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "报价单号", qt],
        ["送货地址", cj.zh_addr(rng), "交货日期", cj.fdate(cj.later(rng, d, 3, 20), "cn")],
    ]
    if rng.random() < 0.4:
        rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 8
    pdf.text(m, y + 8, "感谢贵司订购，现将订单内容确认如下，请核对后签字回传：", 8.6)
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng, XF_ITEMS, n, [5, 10, 20, 30, 50, 100, 200], ["（含安装）", "（加厚）", "（新国标）"]
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], a) for c, a in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 26, 22, 7, 9, 13, 16]),
        ["序号", "产品名称", "型号规格", "单位", "数量", "单价", "金额"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    inst = Decimal(rng.choice([0, 0, 300, 500, 800]))
    total = sub + inst
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        if inst:
            pdf.text(right, y + 8, f"安装调试费：¥{cj.money(inst)}", 8.6, align="r")
            y += 16
        if below:
            pdf.text(right - 180, y + 10, f"{tlabel}（含税）：", 9.4, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 36
        else:
            pdf.text(
                right,
                y + 10,
                f"{tlabel}（含13%增值税）：¥{cj.money(total)}",
                10.4,
                align="r",
                bold=True,
            )
            y += 18
        pdf.text(m, y + 8, f"大写：{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.7:
            pct = rng.choice([30, 50])
            pdf.text(
                m,
                y + 8,
                f"付款方式：预付定金{pct}%计¥{cj.money(r2(total * pct / 100))}，余款发货前付清。",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "价格按报价单执行，最终以实际送货数量结算。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"收款单位：{sup}",
        f"开户银行：{bank}　账号：{acct}",
        "产品质保一年，灭火器按规定年检。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"供方：{sup}", 8.4)
    pdf.text(m + wd / 2 + 10, y, "客户确认（签字盖章）：", 8.4)
    pdf.text(m, y + 18, f"业务员：{cj.person(rng)}", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 120, y + 4, sup, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind47_zh_xiaofang_qicai_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _xf)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong elderly home's nursing-supplies order

HK_HOME = [
    ("{x}護老院", "{e} Care Home"),
    ("{x}安老院有限公司", "{e} Home for the Aged Limited"),
    ("{x}護理安老院", "{e} Nursing Home"),
    ("{x}老人院", "{e} Elderly Home"),
]
HK_X = [
    ("康寧", "Hong Ning"),
    ("頤安", "Yi On"),
    ("松柏", "Chung Pak"),
    ("福壽", "Fuk Sau"),
    ("慈恩", "Chi Yan"),
    ("樂怡", "Lok Yi"),
    ("恆康", "Hang Hong"),
    ("安泰", "On Tai"),
]
HK_SB = [
    ("永健", "Wing Kin"),
    ("康達", "Hong Tat"),
    ("利民", "Lee Man"),
    ("百利", "Pak Lee"),
    ("安信", "On Shun"),
    ("華康", "Wah Hong"),
    ("嘉寶", "Ka Po"),
    ("泰和", "Tai Wo"),
]
HK_ST = [
    ("醫療用品", "Medical Supplies"),
    ("醫療器材", "Medical Equipment"),
    ("護理用品", "Healthcare Products"),
    ("貿易", "Trading"),
]
HK_ITEMS = [
    ("成人紙尿片 (大碼)", "Adult diapers L 10pcs", "包", 42, 78),
    ("看護墊", "Underpads 60x90 30pcs", "包", 55, 95),
    ("即棄手套 (丁腈)", "Nitrile gloves M 100pcs", "盒", 28, 60),
    ("外科口罩", "Surgical masks 50pcs", "盒", 18, 45),
    ("濕紙巾 (護理用)", "Care wipes 80pcs", "包", 12, 28),
    ("傷口敷料", "Foam dressing 10x10", "盒", 160, 320),
    ("酒精搓手液", "Hand rub 500ml", "支", 22, 48),
    ("血糖試紙", "Glucose strips 50pcs", "盒", 110, 220),
    ("輪椅坐墊", "Gel cushion", "個", 260, 580),
    ("營養奶粉", "Nutrition powder 850g", "罐", 180, 290),
    ("增稠劑", "Thickener 300g", "罐", 120, 210),
    ("床邊護欄套", "Bed rail cover", "對", 150, 320),
    ("餵食針筒", "Feeding syringe 50ml", "盒", 65, 140),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    (x, xe) = rng.choice(HK_X)
    hz, he = rng.choice(HK_HOME)
    home, home_en = hz.format(x=x), he.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(HK_SB), rng.choice(HK_ST)
    if rng.random() < 0.8:
        sup = f"{sb}{st}有限公司"
        sup_en = f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}"
    else:
        sup = f"{sb}{st}公司"
        sup_en = f"{sbe} {ste} Company"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n3}|{y}/{n4}|HK-PO-{n5}|P{Y}{n4}")
    qt = cj.number(rng, d, "Q{y}{n4}|QT-{n5}")
    lic = cj.number(rng, d, "L{n4}|RCHE/{n4}")
    stated = stated_of(rng)
    page = [1]

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
        pdf.text(m, 34, f"{home} 採購單 P.O. No. {po}（續 continued）", 8.6)
        return 46

    pdf.text(m, 42, home, 15, bold=True)
    pdf.text(m, 56, home_en, 9.4, bold=True)
    pdf.text(
        m,
        68,
        f"香港{rng.choice(['九龍', '新界', '港島'])}{rng.choice(['荃灣', '觀塘', '沙田', '屯門', '北角', '深水埗'])}{rng.choice(['青山公路', '康寧道', '英皇道', '大埔道'])}{rng.randint(1, 400)}號地下　電話 {cj.hk_tel(rng)}　傳真 {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    pdf.text(right, 44, "採購單", 16, align="r", bold=True)
    pdf.text(right, 60, "PURCHASE ORDER", 10, align="r", bold=True)
    y = 80
    heads = [
        ("日期 Date", d.strftime("%d/%m/%Y")),
        ("採購單號 P.O. No.", po),
        ("報價單 Quotation", qt),
        ("院舍牌照 Licence", lic),
        ("付款 Terms", cj.pick(rng, "月結30天|C.O.D.|30 days")),
    ]
    if rng.random() < 0.5:
        heads[0], heads[1] = heads[1], heads[0]
    ws = cj.rel(wd, [17, 22, 20, 20, 21])
    y = crow(pdf, m, y, ws, [h for h, _ in heads], "ccccc", h=18, size=7.8, fill=PALE, head=True)
    y = crow(pdf, m, y, ws, [v for _, v in heads], "ccccc", h=18, size=8.4) + 12
    sup_lab = cj.pick(rng, "供應商 Supplier|致 To|供應商：|To:")
    pw = (wd - 20) / 2
    pdf.text(m, y + 8, sup_lab, 8, colour=GREY)
    yy = y + 22
    for i, s in enumerate(
        [
            sup,
            sup_en,
            f"{rng.choice(['葵涌', '長沙灣', '觀塘', '柴灣'])}{rng.choice(['工業大廈', '中心', '貿易廣場'])}{rng.randint(2, 22)}樓{rng.choice('ABCDEF')}室",
            f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}",
        ]
    ):
        pdf.text(m, yy, s, 9.6 if i == 0 else 8.2, bold=i == 0)
        yy += 13
    x2 = m + pw + 20
    pdf.text(x2, y + 8, "送貨地址 Deliver to", 8, colour=GREY)
    y2 = y + 22
    for s in [
        home,
        "貨物請送往院舍倉務室（星期一至六 09:00-17:00）",
        f"聯絡 {cj.person(rng, 'zh-Hant')} {cj.hk_tel(rng)}",
    ]:
        pdf.text(x2, y2, s, 8.2)
        y2 += 13
    y = max(yy, y2) + 6
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [32, 40])
    lines = more_lines(
        rng, HK_ITEMS, n, [2, 5, 10, 12, 20, 24, 40, 50], ["(加大)", "(特惠裝)", "(細碼)"]
    )
    body = [
        ([str(i), f"{it[0]}\n{it[1]}", it[2], f"{q:,.0f}", f"{p:,.2f}", f"{a:,.2f}"], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:4], "", ""], a) for c, a in body]
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
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 8])) / 100)
    dlv = Decimal(rng.choice([0, 0, 0, 50, 100])) if sub < 1500 else ZERO
    total = sub - disc + dlv
    if y + 110 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows_.append(("折扣 Discount", f"-{disc:,.2f}"))
        if dlv:
            rows_.append(("運費 Delivery", f"{dlv:,.2f}"))
        rows_.append(
            (cj.pick(rng, "總數 TOTAL|合計 Total HK$|總額 Grand Total"), f"HK${total:,.2f}")
        )
        w2 = [120, 100]
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
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
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.3"])))
            pdf.text(m, y - 4, f"已付訂金 Deposit paid: HK${dep:,.2f}", 8.2)
        if rng.random() < 0.4:
            pdf.text(m, y + 10, cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS"), 7.6)
            y += 14
    else:
        pdf.text(m, y + 10, "價錢按報價單，以實際送貨數量結算 Price as per quotation.", 8.4)
        y += 16
    y += 12
    for t in [
        "1. 送貨單及發票請註明採購單號 Please quote P.O. No. on delivery note and invoice.",
        "2. 貨品須有有效期不少於12個月 Expiry not less than 12 months.",
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
        ["經手人 Prepared by", "院長 Approved by", "供應商確認 Supplier acknowledgement"]
    ):
        pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_hk_anlaoyuan_huli_yongpin(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja wagashi shop's packaging order (発注書 with a big total box)

WG_SHOP = ["{p}本舗", "御菓子司 {p}", "株式会社{p}本舗", "{p}製菓株式会社", "和菓子処 {p}"]
WG_P = "松風 鶴屋 福寿堂 月光堂 菊屋 花月 亀屋 梅香堂 清月 桜庵 千鳥屋 藤乃屋".split()
WG_SB = "大和 東洋 中央 三栄 日本 丸三 北陸 関西 朝日 昭和 京都 山陽".split()
WG_ST = ["紙器", "包装資材", "パッケージ", "紙工", "印刷紙器"]
WG_ITEMS = [
    ("貼箱（羊羹10本入）", "天地蓋 金箔押し", "個", 85, 160),
    ("化粧箱（最中12個入）", "組立式 4色", "個", 48, 96),
    ("個包装フィルム", "脱酸素剤対応 幅120", "巻", 6800, 12000),
    ("脱酸素剤", "50cc 200個入", "袋", 980, 1800),
    ("掛け紙", "のし・短冊 各種", "枚", 6, 18),
    ("手提げ紙袋", "中 紐付 ロゴ入", "枚", 38, 82),
    ("菓子トレー", "PET 6穴", "枚", 9, 22),
    ("乾燥剤", "シリカゲル 2g", "袋", 1200, 2400),
    ("包装紙", "四六判 和柄", "枚", 14, 32),
    ("OPP袋", "120×180 1000枚", "束", 1600, 3200),
    ("シール（賞味期限）", "ロール 2000枚", "巻", 1400, 2800),
]


def _wg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    shop = rng.choice(WG_SHOP).format(p=rng.choice(WG_P))
    b, t = rng.choice(WG_SB), rng.choice(WG_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|H{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.45, 0.15, 0.2), Color(0.15, 0.3, 0.25), black])

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
        pdf.text(m, 34, f"発注書（続き）　{po_lab}：{po}", 8.8)
        return 46

    pdf.text(
        pdf.w / 2,
        46,
        cj.pick(rng, "発　注　書|発注書|御発注書"),
        18,
        align="c",
        bold=True,
        colour=ink,
    )
    bw = [58, 100]
    yy = 60
    for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
        yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    y = 82
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(
        m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
    )
    pdf.line(m, y + 5, m + 240, y + 5, lw=0.6)
    pdf.text(m, y + 20, "下記のとおり発注いたします。", 8.6)
    ry = max(yy, 92) + 16
    pdf.text(right, ry + 4, shop, 11, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(right, ry + 42, f"担当：{cj.person(rng, 'ja')}", 7.8, align="r")
    if rng.random() < 0.65:
        pdf.stamp(right - 16, ry + 14, shop.replace("株式会社", "")[:4], rng, shape="rect", r=18)
    y = y + 34
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        WG_ITEMS,
        n,
        [100, 200, 300, 500, 1000, 2000],
        ["（季節限定）", "（白）", "（小）"],
        places=0,
        big=5000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub + tax
    top_box = stated and rng.random() < 0.6
    if top_box:
        bx = m
        pdf.rect(bx, y, 230, 40, stroke=ink, lw=1)
        pdf.rect(bx, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            bx + 6, y + 11, cj.pick(rng, "合計金額（税込）|ご発注金額（税込）|発注金額合計"), 8.4
        )
        pdf.text(
            bx + 224,
            y + 34,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 48
    y = max(y, ry + 52) + 4
    rows = [
        [
            "納期",
            cj.fdate(cj.later(rng, d, 10, 45), ds),
            "納品場所",
            cj.pick(rng, "本店工場|製造所|配送センター"),
            "お見積No.",
            mitsu,
        ]
    ]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [10, 18, 10, 22, 10, 30]),
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
        cj.rel(wd, [5, 30, 23, 9, 6, 12, 15]),
        ["No.", "品名", "仕様", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 90 > bottom:
        y = brk()
    y += 6
    if stated:
        w2 = [92, 104]
        lab = cj.pick(rng, "合計|合計金額|総合計")
        for k, (l_, v) in enumerate(
            [("小計", f"{sub:,.0f}"), ("消費税（10%）", f"{tax:,.0f}"), (lab, f"¥{total:,.0f}")]
        ):
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [l_, v],
                "lr",
                h=18,
                size=8.6,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
    else:
        pdf.text(m, y + 10, "単価はお見積書のとおり。数量確定後に金額をご連絡ください。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・食品衛生法に適合した資材であること（証明書添付）。",
        "・版下は前回同様。色校正は不要です。",
        "・請求書には発注番号をご記入ください。",
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
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_ja_wagashi_housou_shizai_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _wg)


# --------------------------------------------------------------------------- 5 en-GB racecourse's race-meeting order

RC_C = "Kempsford|Ashdown|Harlow Park|Ribblesdale|Wetherfield|Camborne Downs|Foxley|Thornbury|Penrith Moor|Huntingdon Vale|Carrow Heath|Eastleigh".split(
    "|"
)
RC_BUY = [
    "{c} Racecourse Ltd",
    "{c} Racecourse Company Limited",
    "{c} Park Racing plc",
    "The {c} Racecourse Trust",
]
RC_A = "Whitlock|Brannigan|Fairley|Osgood|Pemberton|Harker|Dunmore|Ellison|Thackray|Prowse|Rendell|Galloway|Cresswell|Maddox".split(
    "|"
)
RC_SUP_FORMED = [
    "{a} Marquees Ltd",
    "{a} Event Hire Limited",
    "{a} Turf Services Ltd",
    "{a} & {b} Catering Equipment Ltd",
    "{a} Fencing Ltd",
    "{a} Hospitality Supplies Ltd",
    "{a} Print & Signage Ltd",
]
RC_SUP_BARE = ["{a} & {b}", "{a} Horseboxes", "{f} {a} Farriery", "{a} Portable Loos"]
RC_F = "Gareth|Sian|Neil|Karen|Toby|Lucy|Ewan|Paula|Dominic|Bethany".split("|")
RC_ITEMS = [
    ("Marquee hire 12 m x 30 m clearspan incl. flooring", "each", 3800, 7400),
    ("Plastic running rail hire, per furlong", "furlong", 180, 340),
    ("Divot mix (sand/soil/seed), bulk bag", "bag", 95, 165),
    ("Temporary grandstand seating, per seat", "seat", 6.5, 12),
    ("Portable toilet units, event hire", "unit", 65, 140),
    ("Hospitality tableware pack (100 covers)", "pack", 85, 190),
    ("Racecard printing, 40pp colour", "copy", 0.68, 1.45),
    ("Crowd barrier, steel, per panel", "panel", 4.5, 9),
    ("Stewards' radio hire (per handset)", "handset", 12, 28),
    ("Hay and straw for racecourse stables", "bale", 4.2, 7.8),
    ("Winners' enclosure floral display", "job", 380, 950),
    ("Photo-finish camera calibration", "visit", 650, 1400),
    ("Traffic management (marshals, signage)", "day", 900, 2200),
]


def _rc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(38, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    c = rng.choice(RC_C)
    buyer = rng.choice(RC_BUY).format(c=c)
    a1, a2 = rng.sample(RC_A, 2)
    sup = bare_or(rng, RC_SUP_FORMED, RC_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(RC_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO######", f"RC{dt:%y}-####", "#####", "PUR-#####", f"{dt.year}-0###"])
    )
    req = la.digits(rng, rng.choice(["REQ-#####", "Req ####"]))
    cc = la.digits(rng, rng.choice(["CC### Raceday Ops", "CC-#### Hospitality", "####/Grounds"]))
    fixture = f"{rng.choice(['Spring', 'Summer', 'Autumn', 'Boxing Day', 'Ladies Day', 'Family Raceday', 'Christmas'])} Meeting"
    stated = stated_of(rng)
    page = [1]
    beside = rng.random() < 0.5
    po_lab = la.pick(rng, "PO Number|Order No.|Purchase Order No.|PO No.")
    df = lambda x: la.dfmt(x, rng.choice(["long_en", "dmy"]))  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 36,
            f"{buyer}. Registered in England No. {la.digits(rng, '0#######')}. VAT Reg. GB {la.digits(rng, '### #### ##')}. Invoices quoting the PO number to accounts@{c.lower().replace(' ', '')}racecourse.co.uk",
            6.4,
            grey=0.35,
            maxw=wd,
        )
        d.t(
            r,
            d.h - 26,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Purchase Order {po} - continued", 9, b=True)
        return 58

    d.t(m, 50, buyer, 15, b=True)
    d.lines(
        m,
        56,
        [
            f"The Grandstand, {c}, {la.digits(rng, '@@# #@@')}",
            f"Tel 0{la.digits(rng, '#### ######')}",
        ],
        8,
        lead=10.5,
    )
    if beside:
        d.t(r, 50, f"PURCHASE ORDER {po}", 15, b=True, al="r")
        d.t(r, 64, f"Date: {df(dt)}", 8.6, al="r")
    else:
        d.t(r, 50, la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"), 15, b=True, al="r")
    y = 90
    vlab = la.pick(rng, "Vendor|To|Supplier|")
    sy = y
    if vlab:
        d.t(m, sy + 8, vlab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.randint(1, 90)} {rng.choice(['Mill Lane', 'Station Road', 'Church Street', 'Enterprise Way'])}",
            f"{rng.choice(['Newmarket', 'Malton', 'Lambourn', 'Hereford', 'Ludlow'])} {la.digits(rng, '@@# #@@')}",
            f"Attn: {rng.choice(RC_F)} {rng.choice(RC_A)}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kv = []
    if not beside:
        kv += [(po_lab, po), ("Date", df(dt))]
    kv += [
        ("Requisition", req),
        ("Cost centre", cc),
        ("Fixture", f"{fixture}, {df(dt + timedelta(days=rng.randint(10, 50)))}"),
    ]
    if rng.random() < 0.4:
        kv.append(("Your quote", la.digits(rng, "Q####")))
    if rng.random() < 0.3:
        rng.shuffle(kv)
    kx = m + wd * 0.5
    kw = max(d.width(k, 8, True) for k, _ in kv) + 8
    yy = y
    for k, v in kv:
        d.t(kx, yy + 8, k, 8, b=True)
        d.t(kx + kw, yy + 8, v, 8, maxw=r - kx - kw)
        yy += 12
    y = max(sy, yy) + 10
    cw = (wd - 16) / 2
    d.t(m, y + 8, "Deliver to", 8, b=True, grey=0.35)
    d.lines(
        m,
        y + 12,
        [
            f"{buyer} - {rng.choice(['Groundstaff Yard', 'Hospitality Stores', 'Stable Block', 'Gate C'])}",
            f"Contact: {rng.choice(RC_F)} {rng.choice(RC_A)} {la.digits(rng, '07### ######')}",
        ],
        8.2,
        lead=10.5,
    )
    d.t(m + cw + 16, y + 8, "Invoice to", 8, b=True, grey=0.35)
    d.lines(m + cw + 16, y + 12, ["Accounts Payable", buyer], 8.2, lead=10.5)
    y += 44
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        RC_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 40, 100],
        ["- second day", "- additional", "- spare"],
        big=2000,
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
        ["Line", "Description", "Qty", "Unit", "Price £", "Net £"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = r2(net * Decimal("0.2"))
    total = net + vat
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Net", f"£{en2(net)}", False),
            ("VAT @ 20%", f"£{en2(vat)}", False),
            (
                la.pick(rng, "TOTAL ORDER|Order Total|Total PO Value|Total (inc. VAT)"),
                f"£{en2(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.8, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Value to be confirmed against the agreed rate card after the meeting; please invoice actual quantities.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Goods and services are ordered on the Racecourse's standard terms. Contractors on site must hold public liability insurance of £5m and sign in at the Clerk of the Course's office.",
        "This order is not valid unless signed by an authorised signatory.",
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
        f"Authorised by: {rng.choice(RC_F)} {rng.choice(RC_A)}, {rng.choice(['Clerk of the Course', 'Head Groundsman', 'Hospitality Manager', 'General Manager'])}",
    )
    d.sign(m + sw + 20, y, sw, "Approved (Finance)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_en_gb_racecourse_raceday_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rc)


# --------------------------------------------------------------------------- 6 en-SG bubble-tea chain's ingredient order

BT_X = "Boba Bliss|Tea Kaki|Pearl Lab|Chatime Kopi|Milky Lane|Brew & Bubble|Oolong Street|Sago Story|Hoshi Tea|Tapioca Town".split(
    "|"
)
BT_BUY = ["{x} Pte. Ltd.", "{x} F&B Pte Ltd", "{x} Holdings Pte. Ltd."]
BT_S = "Tat Hin|Leong Seng|Sin Hock|Kian Huat|Golden Harvest|Asia Pacific|Jurong Fresh|Lim & Tan|Eng Soon|Orient Star|Hup Lee|Chye Seng".split(
    "|"
)
BT_SUP_FORMED = [
    "{s} Food Industries Pte Ltd",
    "{s} Trading Pte. Ltd.",
    "{s} Beverage Supplies Pte Ltd",
    "{s} (S) Pte. Ltd.",
    "{s} Packaging Sdn. Bhd.",
]
BT_SUP_BARE = ["{s} Trading", "{s} Enterprise", "{s} Provision Shop"]
BT_ITEMS = [
    ("Tapioca pearls (black sugar) 3kg", "ctn", 42, 68),
    ("Assam black tea leaves 600g", "pkt", 18, 32),
    ("Jasmine green tea leaves 600g", "pkt", 16, 29),
    ("Non-dairy creamer 1kg", "pkt", 6.5, 11),
    ("Fresh milk 1L (chilled)", "btl", 2.6, 3.9),
    ("Brown sugar syrup 2.5kg", "btl", 9.8, 16),
    ("Fructose syrup 25kg", "pail", 48, 72),
    ("Grass jelly 3kg", "can", 8, 14),
    ("Sealing film roll (custom print)", "roll", 38, 65),
    ("PP cups 700ml (1000pcs)", "ctn", 62, 98),
    ("Jumbo straws wrapped (2000pcs)", "ctn", 28, 46),
    ("Cheese foam powder 1kg", "pkt", 14, 24),
    ("Taro paste 1kg", "pkt", 9, 16),
    ("Lychee jelly 3.2kg", "jar", 12, 21),
]


def _bt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(32, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    x = rng.choice(BT_X)
    buyer = rng.choice(BT_BUY).format(x=x)
    sup = bare_or(rng, BT_SUP_FORMED, BT_SUP_BARE, 0.25).format(s=rng.choice(BT_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-######", f"PO{dt:%y%m}###", "BT/PO/#####", "4#######"]))
    outlet = la.digits(rng, rng.choice(["OUT-##", "SG###", "Outlet ##"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "PO No.|PO Number|Purchase Order No.")
    uen = la.digits(rng, "20########@")

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · UEN {uen} · GST Reg. No. {uen} · This is a computer-generated purchase order.",
            6.6,
            grey=0.4,
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
            f"{rng.randint(1, 90)} {rng.choice(['Ubi Avenue 1', 'Kaki Bukit Road 3', 'Tai Seng Street', 'Jalan Besar', 'Ang Mo Kio Ind. Park 2'])} #0{rng.randint(1, 9)}-{rng.randint(10, 99)}, Singapore {la.digits(rng, '######')}",
            f"Tel +65 {la.digits(rng, '6### ####')}  ·  purchasing@{x.lower().replace(' ', '').replace('&', '')}.sg",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 46, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 15, b=True, al="r")
    y = 82
    labels = [po_lab, "PO Date", "Outlet", "Delivery Date", "Time Slot", "Terms"]
    vals = [
        po,
        la.dfmt(dt, rng.choice(["dmy", "mon"])),
        outlet,
        la.dfmt(dt + timedelta(days=rng.randint(1, 6)), "dmy"),
        la.pick(rng, "7am - 10am|before 11am|2pm - 5pm"),
        la.pick(rng, "30 days|COD|14 days|60 days"),
    ]
    if rng.random() < 0.4:
        labels[0], labels[2] = labels[2], labels[0]
        vals[0], vals[2] = vals[2], vals[0]
    y = d.grid(m, y, [wd * f for f in (0.19, 0.16, 0.14, 0.17, 0.16, 0.18)], labels, vals, 8.4) + 12
    cw = (wd - 18) / 2
    blocks = [
        (
            "Vendor",
            [
                sup,
                f"{rng.randint(1, 60)} {rng.choice(['Senoko Loop', 'Defu Lane 10', 'Pandan Loop', 'Woodlands Link'])}",
                f"Singapore {la.digits(rng, '######')}",
                f"Attn: {rng.choice(['Mr Tan', 'Ms Lim', 'Mr Goh', 'Ms Wong', 'Mr Lee'])}  Tel {la.digits(rng, '6### ####')}",
            ],
        ),
        (
            "Deliver To",
            [
                f"{x} @ {rng.choice(['Tampines Mall', 'Jurong Point', 'Bugis Junction', 'Causeway Point', 'NEX'])}",
                f"#{la.digits(rng, '0#-##')}, Singapore {la.digits(rng, '######')}",
                "Loading bay, call outlet manager on arrival",
            ],
        ),
    ]
    if rng.random() < 0.3:
        blocks.reverse()
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 18)
        d.box(xx, y, cw, 64)
        d.t(xx + 5, y + 10, lab, 7.8, b=True, grey=0.35)
        yy = max(yy, d.lines(xx + 5, y + 13, rows, 8.4, b_first=rows[0] == sup, lead=11))
    y = max(yy, y + 64) + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [32, 40])
    lines = more_lines(
        rng, BT_ITEMS, n, [2, 4, 5, 6, 10, 12, 20, 24], ["(new batch)", "(promo)", "(less sugar)"]
    )
    body = [
        ([la.digits(rng, "RM-####"), it[0], it[1], f"{q:,.0f}", en2(p), en2(a)], a)
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.45, 0.08, 0.09, 0.12, 0.15)],
        ["Item Code", "Description", "UOM", "Qty", "Unit Price", "Amount (S$)"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 2, 5])) / 100)
    gst = r2((sub - disc) * Decimal("0.09"))
    total = sub - disc + gst
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", en2(sub), False)]
        if disc:
            rows.append(("Less: Discount", f"({en2(disc)})", False))
        rows += [
            ("GST 9%", en2(gst), False),
            (
                la.pick(rng, "Amount Due (S$)|Grand Total (SGD)|Total Payable S$|TOTAL"),
                f"S${en2(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.6, r - 3, y, rows, 8.8, shade=0.88 if rng.random() < 0.5 else None)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices as per the current supply agreement; amount will be computed on delivered quantities.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Chilled items must arrive at 0-4°C with temperature log. Goods with less than 3 months shelf life will be rejected.",
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
        f"Approved by: {rng.choice(['Ops Manager', 'Central Kitchen Lead', 'Purchasing Executive'])}",
    )
    d.sign(m + sw + 20, y, sw, "Vendor acknowledgement (sign & company stamp)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_en_sg_bubble_tea_outlet_ingredients_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bt)


# --------------------------------------------------------------------------- 7 de-AT Viennese coffee house's order to a roaster

KH_CAFE = [
    "Café {n}",
    "Kaffeehaus {n} GmbH",
    "Café-Konditorei {n}",
    "Café {n} Betriebs GmbH",
    "Wiener Kaffeehaus {n} KG",
]
KH_N = "Prückl|Sperlhof|Wallner|Hofbauer|Goldegg|Lindenhof|Eichinger|Riedl|Ambros|Mayerhofer|Zögernitz|Stadtpark".split(
    "|"
)
KH_SUP_FORMED = [
    "{n} Kaffeerösterei GmbH",
    "{n} Kaffee GmbH & Co KG",
    "Rösterei {n} e.U.",
    "{n} Gastro-Großhandel GmbH",
    "{n} & Söhne Kaffeeimport GmbH",
]
KH_SUP_BARE = ["Kaffeerösterei {n}", "Rösterei {f} {n}", "{n} Kaffee"]
KH_SN = (
    "Haslinger|Pölzl|Gruber|Steinacher|Wimmer|Leitner|Hochreiter|Fuchs|Brandstätter|Moser".split(
        "|"
    )
)
KH_F = "Johann|Maria|Stefan|Elisabeth|Florian|Theresa|Lukas|Katharina".split("|")
KH_ITEMS = [
    ("Melange-Mischung, Bohne 1 kg", "kg", 10, 16, 26),
    ("Espresso Arabica/Robusta 1 kg", "kg", 10, 18, 29),
    ("Entkoffeiniert, Bohne 500 g", "Pkg", 10, 9, 15),
    ("Hausmischung 'Alt-Wien' 1 kg", "kg", 10, 17, 27),
    ("Trinkschokolade 1 kg", "Pkg", 10, 12, 19),
    ("Würfelzucker Portionen 1000 Stk", "Ktn", 10, 14, 22),
    ("Kaffeeobers 10 % Portionen 240 Stk", "Ktn", 10, 16, 25),
    ("Melangeschale mit Untertasse", "Stk", 20, 7.5, 14),
    ("Wasserglas 0,125 l mit Tablett-Logo", "Stk", 20, 2.4, 4.8),
    ("Silbertablett klein", "Stk", 20, 18, 34),
    ("Entkalker für Siebträger 1 l", "Fl", 20, 9, 16),
    ("Service Siebträgermaschine (Pauschale)", "Psch", 20, 180, 320),
]


def _kh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(48, 62)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    cafe = rng.choice(KH_CAFE).format(n=rng.choice(KH_N))
    sup = bare_or(rng, KH_SUP_FORMED, KH_SUP_BARE, 0.3).format(
        n=rng.choice(KH_SN), f=rng.choice(KH_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"B-{dt.year}-###", "BE#####", f"{dt:%y}/###", f"{dt.year}-####"])
    )
    kd = la.digits(rng, "#####")
    ang = la.digits(rng, rng.choice(["AN-####", "Angebot #####"]))
    stated = stated_of(rng)
    page = [1]
    beside = rng.random() < 0.45
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung")
    street = f"{rng.choice(['Stubenring', 'Josefstädter Straße', 'Währinger Straße', 'Praterstraße', 'Neubaugasse'])} {rng.randint(1, 60)}"
    plz = rng.choice(["1010 Wien", "1080 Wien", "1090 Wien", "1020 Wien", "1070 Wien"])

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{cafe} · {street}, {plz} · UID ATU{la.digits(rng, '########')} · FN {la.digits(rng, '######')}@ · HG Wien",
            6.6,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 29,
            f"Erste Bank · IBAN AT{la.digits(rng, '## #### #### #### ####')} · BIC GIBAATWWXXX",
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

    d.t(r, 50, cafe, 15, b=True, al="r")
    d.t(
        r, 63, f"{street} · {plz} · Tel. +43 1 {la.digits(rng, '### ## ##')}", 7.6, al="r", grey=0.3
    )
    d.t(m, 118, f"{cafe}, {street}, {plz}", 6.6, grey=0.35)
    d.line(m, 121, m + 230, 121, 0.3)
    rows = []
    if rng.random() < 0.35:
        rows.append("Firma")
    rows += [
        sup,
        f"{rng.choice(['Industriestraße', 'Laxenburger Straße', 'Gewerbepark', 'Hauptstraße'])} {rng.randint(1, 120)}",
        f"{rng.choice(['2351 Wiener Neudorf', '1230 Wien', '3100 St. Pölten', '2700 Wiener Neustadt', '4020 Linz'])}",
    ]
    for i, s_ in enumerate(rows):
        d.t(m, 128 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihre Kundennummer", kd),
        ("Ihr Angebot", ang),
        ("Sachbearbeitung", f"{rng.choice(KH_F)} {rng.choice(KH_SN)}"),
    ]
    ky = 112
    for k, v in kv:
        d.t(m + wd * 0.58, ky, k, 8, grey=0.3)
        d.t(r, ky, v, 8.4, al="r", b=k == po_lab)
        ky += 12
    y = max(200, ky + 14)
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Kaffee und Zubehör")
    d.t(m, y, f"{title} Nr. {po}" if beside else title, 12.5, b=True)
    y += 10
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren,\nwir bestellen zur Lieferung frei Haus bis {la.dfmt(dt + timedelta(days=rng.randint(3, 14)), 'dot')} (Anlieferung Hintereingang, Mo–Fr 7–10 Uhr):".replace(
            "\n", " "
        ),
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        KH_ITEMS,
        n,
        [1, 2, 4, 5, 6, 10, 12, 20, 24],
        ["(Nachlieferung)", "(Filiale 2)", "(Muster)"],
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), f"{it[2]} %", eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.08, 0.12, 0.08, 0.12)],
        ["Pos.", "Artikel", "Menge", "Einh.", "Preis €", "USt", "Betrag €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n10 = sum((a for it, _, _, a in lines if it[2] == 10), ZERO)
    n20 = sum((a for it, _, _, a in lines if it[2] == 20), ZERO)
    u10, u20 = r2(n10 * Decimal("0.1")), r2(n20 * Decimal("0.2"))
    total = n10 + n20 + u10 + u20
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Summe netto", f"€ {eu(n10 + n20)}", False)]
        if n10:
            rows_.append(("zzgl. 10 % USt", f"€ {eu(u10)}", False))
        if n20:
            rows_.append(("zzgl. 20 % USt", f"€ {eu(u20)}", False))
        xl = m + wd * 0.55
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Gesamtbetrag|Gesamtsumme brutto|Bestellsumme inkl. USt")
        if rng.random() < 0.5:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, lab, 9.4, b=True)
            d.t(r - 3, y + 28, f"€ {eu(total)}", 11, b=True, al="r")
            y += 36
        else:
            y = d.summary(xl, r - 3, y, [(lab, f"€ {eu(total)}", True)], 9.2, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise laut gültiger Preisliste bzw. Ihrem Angebot; Verrechnung nach Lieferung.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Zahlung: {la.pick(rng, '30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto|Bankeinzug')}. Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an.",
        "Röstdatum nicht älter als 14 Tage bei Lieferung.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 50 > bottom:
        y = brk()
    y += 22
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 34,
        f"{rng.choice(KH_F)} {rng.choice(KH_SN)}, {rng.choice(['Geschäftsführung', 'Oberkellner', 'Einkauf'])}",
        8.4,
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_de_at_kaffeehaus_roesterei_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kh)


# --------------------------------------------------------------------------- 8 fr-FR touring circus's big-top and rigging order

CQ_CIRQUE = [
    "Cirque {n}",
    "Cirque {n} SARL",
    "Compagnie {n} – Arts du cirque",
    "Cirque {n} SAS",
    "Association Cirque {n}",
]
CQ_N = "Fratellini|Arlequin|Pinder-Lune|Les Étoiles|Romanès|Bidon|Plume d'Or|Zavatta|Grand Chapiteau|Azimut|Medrano|Saltimbanque".split(
    "|"
)
CQ_SUP_FORMED = [
    "{n} Chapiteaux SARL",
    "{n} Toiles et Structures SAS",
    "Établissements {n} SA",
    "{n} Levage SARL",
    "{n} Équipements Scéniques SAS",
    "{n} & Fils",
]
CQ_SUP_BARE = ["Voilerie {n}", "Atelier {n}", "{n} Cordages"]
CQ_SN = "Marchand|Rousseau|Lefebvre|Girard|Bonnet|Fabre|Chevalier|Gauthier|Perrin|Masson|Roux|Blanchard".split(
    "|"
)
CQ_ITEMS = [
    ("Toile de chapiteau PVC 900 g/m² classée M2", "m²", 28, 46),
    ("Mât aluminium 12 m avec platine", "u", 1800, 3400),
    ("Sangle d'arrimage 5 t – 10 m", "u", 24, 48),
    ("Manille lyre galvanisée 3,25 t", "u", 9, 18),
    ("Câble acier Ø 12 mm (au mètre)", "m", 4.2, 8.5),
    ("Piquet d'ancrage acier 1,20 m", "u", 14, 26),
    ("Gradins démontables – module 50 places", "module", 2400, 4600),
    ("Projecteur LED PAR 200 W", "u", 260, 520),
    ("Tapis de piste Ø 13 m", "u", 1400, 2600),
    ("Filet de sécurité trapèze 10 × 6 m", "u", 980, 1900),
    ("Mousqueton acier à vis 50 kN", "u", 11, 24),
    ("Contrôle VGP agrès et ancrages", "forfait", 450, 900),
]


def _cq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    cirque = rng.choice(CQ_CIRQUE).format(n=rng.choice(CQ_N))
    sup = bare_or(rng, CQ_SUP_FORMED, CQ_SUP_BARE, 0.3).format(n=rng.choice(CQ_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC{dt:%y}-###", f"CMD-{dt.year}-####", "BC######", f"{dt:%y}/####"])
    )
    devis = la.digits(rng, rng.choice(["DEV-#####", "D####-##", "Devis n° ####"]))
    tour = (
        rng.choice(
            [
                "Tournée Printemps",
                "Tournée d'été",
                "Festival d'Avignon",
                "Tournée Bretagne",
                "Noël à Lyon",
            ]
        )
        + f" {dt.year}"
    )
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|N° BC")
    siret = la.digits(rng, "### ### ### #####")
    ville = rng.choice(
        ["Châlons-en-Champagne", "Montreuil", "Toulouse", "Nantes", "Auch", "Grenoble"]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{cirque} · SIRET {siret} · APE 9001Z · TVA intracom. FR{la.digits(rng, '## #########')} · Licence d'entrepreneur de spectacles PLATESV-R-{dt.year}-{la.digits(rng, '######')}",
            6.4,
            grey=0.35,
            maxw=wd,
        )
        d.t(r, d.h - 27, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{cirque} — {po_lab} {po} (suite)", 9, b=True)
        return 58

    d.t(m, 48, cirque, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"Siège : {rng.randint(1, 80)} {rng.choice(['rue des Forains', 'chemin de la Piste', 'avenue Jean-Jaurès', 'quai des Arts'])}, {la.digits(rng, '#####')} {ville}",
            f"Tél. 0{la.digits(rng, '# ## ## ## ##')} · regie@cirque-{rng.choice(['etoiles', 'lune', 'piste', 'azimut'])}.fr",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 48, la.pick(rng, "BON DE COMMANDE|Bon de commande"), 15, b=True, al="r")
    y = 82
    labels = [po_lab, "Date", "Votre devis", "Tournée / affaire", "Code fournisseur"]
    vals = [po, la.dfmt(dt, "dmy"), devis, tour, la.digits(rng, "F####")]
    if rng.random() < 0.4:
        order = [1, 0, 2, 3, 4]
        labels = [labels[i] for i in order]
        vals = [vals[i] for i in order]
    y = d.grid(m, y, [wd * f for f in (0.19, 0.14, 0.19, 0.3, 0.18)], labels, vals, 8.4) + 12
    cw = (wd - 2 * 12) / 3
    blocks = [
        (
            la.pick(rng, "Fournisseur|Fournisseur :|Destinataire"),
            [
                sup,
                f"{rng.randint(1, 200)} {rng.choice(['ZA des Grèves', 'rue de l’Industrie', 'route de Paris', 'avenue du Port'])}",
                f"{la.digits(rng, '#####')} {rng.choice(['Rennes', 'Angers', 'Limoges', 'Troyes', 'Valence'])}",
                f"Contact : {rng.choice(['M.', 'Mme'])} {rng.choice(CQ_SN)}",
            ],
        ),
        (
            "Adresse de facturation",
            [cirque, "Service administratif", f"{la.digits(rng, '#####')} {ville}"],
        ),
        (
            "Lieu de livraison",
            [
                f"Chapiteau – {rng.choice(['Parc des expositions', 'Esplanade du port', 'Champ de foire', 'Plaine des sports'])}",
                f"{rng.choice(['Vannes', 'Arles', 'Colmar', 'Pau', 'Annecy'])}",
                f"Régisseur : {rng.choice(['Karim', 'Lola', 'Yann', 'Inès'])} {rng.choice(CQ_SN)}",
            ],
        ),
    ]
    if rng.random() < 0.35:
        blocks = [blocks[1], blocks[2], blocks[0]]
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 12)
        d.t(xx, y + 8, lab, 8, b=True, grey=0.35)
        d.line(xx, y + 11, xx + cw, y + 11, 0.4)
        yy = max(yy, d.lines(xx, y + 15, rows, 8.4, b_first=rows[0] == sup, lead=11))
    y = yy + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        CQ_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 40, 120],
        ["(rechange)", "(2e chapiteau)", "(couleur rouge)"],
        big=1500,
    )
    body = [
        ([la.digits(rng, "R-####"), it[0], it[1], f"{q:,.0f}".replace(",", " "), fr2(p), fr2(a)], a)
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.46, 0.08, 0.09, 0.12, 0.15)],
        ["Réf.", "Désignation", "Unité", "Qté", "P.U. HT €", "Montant HT €"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = r2(ht * Decimal(rng.choice([0, 0, 3, 5, 10])) / 100)
    port = Decimal(rng.choice([0, 0, 45, 90, 150]))
    base = ht - rem + port
    tva = r2(base * Decimal("0.2"))
    total = base + tva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT", f"{fr2(ht)} €", False)]
        if rem:
            rows_.append(("Remise", f"- {fr2(rem)} €", False))
        if port:
            rows_.append(("Frais de port", f"{fr2(port)} €", False))
        rows_ += [
            ("TVA 20 %", f"{fr2(tva)} €", False),
            (
                la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Net à payer TTC"),
                f"{fr2(total)} €",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.56, r - 3, y, rows_, 8.8, box_last=True)
        if rng.random() < 0.5:
            ac = r2(total * Decimal(rng.choice(["0.3", "0.4", "0.5"])))
            y = wrapped(
                d,
                m + wd * 0.56 - 4,
                y + 4,
                f"Acompte à la commande : {fr2(ac)} €   Reste à payer : {fr2(total - ac)} €",
                7.8,
                wd * 0.44,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre devis {devis} ; le montant définitif sera établi après métré sur place.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Livraison sur le lieu d’implantation du chapiteau, la veille du montage, avant 10 h. Matériel conforme aux règles CTS et accompagné de ses certificats.",
        "Merci de rappeler le numéro de commande sur le bon de livraison et la facture. Règlement à 30 jours fin de mois.",
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
        f"Bon pour commande – {rng.choice(['Directeur technique', 'Administratrice', 'Régisseur général'])}",
    )
    d.sign(m + sw + 20, y, sw, "Accusé de réception du fournisseur (date, cachet)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_fr_cirque_chapiteau_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cq)


# --------------------------------------------------------------------------- 9 es-ES padel club's order for balls, rackets and court upkeep

PD_CLUB = [
    "Club de Pádel {n}",
    "{n} Pádel Club S.L.",
    "Club Deportivo {n}",
    "Pádel Indoor {n} S.L.",
    "Real Club de Tenis y Pádel {n}",
]
PD_N = "Las Encinas|Mirasierra|El Olivar|La Moraleja|Valdebebas|Sant Cugat|Nervión|Puerta de Hierro|Marbella Golf|Alameda|Los Álamos|Bahía".split(
    "|"
)
PD_SUP_FORMED = [
    "{n} Sport S.L.",
    "Distribuciones {n} S.A.",
    "{n} Pistas y Mantenimiento S.L.",
    "Comercial {n}, S.L.",
    "{n} Deportes S.L.U.",
    "Césped Artificial {n} S.A.",
]
PD_SUP_BARE = ["Deportes {n}", "{n} Raquetas", "Ferretería {n}"]
PD_SN = "Ibarra|Soler|Navarro|Castaño|Medina|Ruiz|Olmedo|Vidal|Herrero|Prieto|Campos|Rubio".split(
    "|"
)
PD_ITEMS = [
    ("Pelotas de pádel (bote 3 uds.)", "bote", 3.2, 5.8),
    ("Pala de alquiler – carbono", "ud.", 38, 72),
    ("Overgrip (caja 60 uds.)", "caja", 28, 46),
    ("Arena de sílice para césped (saco 25 kg)", "saco", 6, 11),
    ("Red de pádel reglamentaria", "ud.", 45, 95),
    ("Cristal templado 10 mm (repuesto)", "ud.", 180, 340),
    ("Cepillado y resanado de pista", "pista", 120, 260),
    ("Foco LED 200 W para pista", "ud.", 95, 190),
    ("Cesta recogepelotas", "ud.", 22, 48),
    ("Camisetas monitores (logo)", "ud.", 9, 18),
    ("Marcador electrónico", "ud.", 160, 320),
    ("Bebida isotónica 500 ml (pack 24)", "pack", 14, 24),
]


def _pd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    club = rng.choice(PD_CLUB).format(n=rng.choice(PD_N))
    sup = bare_or(rng, PD_SUP_FORMED, PD_SUP_BARE, 0.3).format(n=rng.choice(PD_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"PED-{dt.year}-###", f"{dt:%y}/####", "P######", f"PC{dt:%y}####"])
    )
    prov = la.digits(rng, "4###")
    pres = la.digits(rng, rng.choice(["Presupuesto ####", "PRE-#####"]))
    stated = stated_of(rng)
    page = [1]
    cif = la.digits(rng, "@########")

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{club} · CIF {cif} · Inscrita en el Registro Mercantil de {rng.choice(['Madrid', 'Barcelona', 'Sevilla', 'Málaga'])}, tomo {la.digits(rng, '#####')}, folio {la.digits(rng, '###')}",
            6.4,
            grey=0.4,
            maxw=wd - 50,
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

    d.t(m, 48, club, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Calle', 'Avenida', 'Camino'])} {rng.choice(['de la Raqueta', 'del Deporte', 'de los Olivos', 'Real'])} {rng.randint(1, 120)}",
            f"{la.digits(rng, '28###')} {rng.choice(['Madrid', 'Pozuelo de Alarcón', 'Alcobendas', 'Las Rozas'])} · Tel. {la.digits(rng, '9## ### ###')}",
            f"CIF: {cif}",
        ],
        7.8,
        lead=10,
    )
    d.t(
        r,
        50,
        la.pick(rng, "PEDIDO DE COMPRA|Pedido a proveedor|HOJA DE PEDIDO"),
        14,
        b=True,
        al="r",
    )
    y = 96
    cw = wd * 0.48
    pl = la.pick(rng, "Proveedor|Proveedor:|Sr./Sres.:|")
    yy = y
    if pl:
        d.t(r - cw, yy + 8, pl, 8, b=True, grey=0.35)
        yy += 12
    d.box(r - cw - 6, y - 4, cw + 6, 72, stroke=True)
    d.lines(
        r - cw,
        yy,
        [
            sup,
            f"{rng.choice(['Polígono Industrial', 'C/ Mayor', 'Avda. de Andalucía', 'C/ del Comercio'])} {rng.randint(1, 90)}",
            f"{la.digits(rng, '#####')} {rng.choice(['Getafe', 'Valencia', 'Zaragoza', 'Murcia', 'Sevilla'])}",
            f"NIF: {la.digits(rng, '@########')}",
        ],
        8.8,
        b_first=True,
        lead=11,
    )
    d.lines(
        m,
        y,
        [
            f"Solicitado por: {rng.choice(['Coordinador deportivo', 'Gerencia', 'Mantenimiento'])}",
            f"Entregar en: recepción del club ({rng.choice(['L-V 9-14 h', 'de 8 a 12 h'])})",
            f"Centro de coste: {la.digits(rng, 'CC-##')}",
        ],
        7.8,
        lead=11,
    )
    y += 80
    heads = ["Nº Pedido", "Fecha", "Nº Proveedor", "Su presupuesto", "Forma de pago"]
    vals = [
        po,
        la.dfmt(dt, "dmy"),
        prov,
        pres,
        la.pick(rng, "Transferencia 30 días|Recibo domiciliado 60 días|Contado"),
    ]
    if rng.random() < 0.4:
        heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
    ws = [wd * f for f in (0.18, 0.14, 0.16, 0.22, 0.3)]
    y = lrow(d, m, y, ws, heads, "lllll", h=16, size=7.6, b=True, fill=0.88)
    y = lrow(d, m, y, ws, vals, "lllll", h=17, size=8.6) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng,
        PD_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 24, 48, 72],
        ["(pista 3)", "(junior)", "(color negro)"],
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.48, 0.09, 0.09, 0.13, 0.15)],
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
    dto = r2(sub * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    base = sub - dto
    iva = r2(base * Decimal("0.21"))
    total = base + iva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Suma", f"{eu(sub)} €", False)]
        if dto:
            rows_.append(("Descuento", f"-{eu(dto)} €", False))
        rows_ += [("Base imponible", f"{eu(base)} €", False), ("IVA 21%", f"{eu(iva)} €", False)]
        xl = m + wd * 0.56
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "TOTAL PEDIDO|Total pedido|Importe total|Total")
        if rng.random() < 0.45:
            d.box(xl - 4, y + 2, r - xl + 4, 34, fill=0.9, stroke=False)
            d.t(xl, y + 14, lab, 9, b=True)
            d.t(r - 3, y + 30, f"{eu(total)} €", 11, b=True, al="r")
            y += 40
        else:
            y = d.summary(xl, r - 3, y, [(lab, f"{eu(total)} €", True)], 9.2, box_last=True)
    else:
        y = wrapped(
            d, m, y, f"Precios según {pres}; el importe se confirmará con el albarán.", 8.4, wd
        )
    y += 10
    for t in [
        "Indiquen nuestro número de pedido en albarán y factura. Las facturas sin número de pedido serán devueltas.",
        "Cualquier modificación del pedido deberá ser autorizada por escrito.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, "Conforme: Gerencia del club")
    d.sign(m + sw + 20, y, sw, "Recibí proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_es_club_padel_pedido_material(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pd)


# --------------------------------------------------------------------------- 10 nl-BE ice-cream parlour's ingredients order

IJ_SHOP = ["IJssalon {n}", "{n} IJs BV", "Hoeve-ijs {n}", "IJsboetiek {n} BV", "Gelateria {n}"]
IJ_N = "De Pinguïn|Polaris|Het Vriespunt|Sorbetto|Den Hoorn|Kwak|De Koe|Gelato Lieve|Ijsbeer|Zomerzoet|Bolleke|De Kegel".split(
    "|"
)
IJ_SUP_FORMED = [
    "{n} Food Service NV",
    "{n} Grondstoffen BV",
    "{n} Dairy NV",
    "{n} & Zonen BV",
    "Horeca Groothandel {n} BV",
    "{n} Cones Belgium NV",
]
IJ_SUP_BARE = ["{n} Groothandel", "Bakkerij {n}", "Zuivelhoeve {n}"]
IJ_SN = "Peeters|Janssens|Maes|Willems|Claes|Goossens|Wouters|De Smet|Verhoeven|Van Damme|Hermans|Lambrechts".split(
    "|"
)
IJ_ITEMS = [
    ("Roomijsbasis 50 % (zak 2 kg)", "zak", 6, 9, 16),
    ("Volle melk 1 l (hoeve)", "l", 6, 0.9, 1.5),
    ("Room 35 % 5 l", "can", 6, 18, 28),
    ("Pistachepasta 100 % 3 kg", "emmer", 6, 95, 160),
    ("Hazelnootpasta Piemonte 3 kg", "emmer", 6, 62, 98),
    ("Belgische chocolade callets 10 kg", "zak", 6, 88, 140),
    ("Aardbeienpuree 1 kg (diepvries)", "pak", 6, 6, 11),
    ("Hoorntjes (doos 300 st.)", "doos", 6, 24, 42),
    ("Wafelbakjes groot (doos 200 st.)", "doos", 6, 18, 32),
    ("Kartonnen bekers 4 bollen (1000 st.)", "doos", 21, 38, 64),
    ("Houten lepeltjes (5000 st.)", "doos", 21, 22, 38),
    ("Ijsschep 1/20 inox", "st", 21, 14, 28),
    ("Piepschuim thermobox 2 l", "st", 21, 2.2, 4.6),
]


def _ij(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    shop = rng.choice(IJ_SHOP).format(n=rng.choice(IJ_N))
    sup = bare_or(rng, IJ_SUP_FORMED, IJ_SUP_BARE, 0.3).format(n=rng.choice(IJ_SN))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"{dt.year}/0###", f"BB-{dt:%y}-###", "B#####", f"{dt:%y}###"]))
    klant = la.digits(rng, rng.choice(["K-#####", "######"]))
    offerte = la.digits(rng, rng.choice(["OFF-####", "Offerte ####/##"]))
    stated = stated_of(rng)
    page = [1]
    beside = rng.random() < 0.5
    po_lab = la.pick(rng, "Bestelbon nr.|Bestelnummer|Ons bestelnummer|Bestelling nr.")
    ond = la.digits(rng, "0###.###.###")
    gem = rng.choice(
        ["Gent", "Brugge", "Leuven", "Mechelen", "Hasselt", "Aalst", "Knokke-Heist", "Turnhout"]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{shop} · ondernemingsnummer BE {ond} · RPR {gem} · IBAN BE{la.digits(rng, '## #### #### ####')} · BIC KREDBEBB",
            6.6,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestelbon {po} (vervolg)", 9, b=True)
        return 58

    d.box(m, 30, 8, 36, fill=0.55, stroke=False)
    d.t(m + 16, 46, shop, 14, b=True)
    d.t(
        m + 16,
        60,
        f"{rng.choice(['Zeedijk', 'Grote Markt', 'Kerkstraat', 'Stationsstraat'])} {rng.randint(1, 200)}, {la.digits(rng, '####')} {gem} · tel. 0{la.digits(rng, '## ## ## ##')}",
        7.6,
        grey=0.3,
    )
    d.t(
        r,
        46,
        f"BESTELBON {po}" if beside else la.pick(rng, "BESTELBON|Bestelbon|Bestelling"),
        13,
        b=True,
        al="r",
    )
    y = 84
    alab = la.pick(rng, "Aan|Leverancier|")
    sy = y
    if alab:
        d.t(m, sy + 8, alab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Industrieweg', 'Nijverheidslaan', 'Ambachtenstraat', 'Hoogstraat'])} {rng.randint(1, 150)}",
            f"{la.digits(rng, '####')} {rng.choice(['Lokeren', 'Roeselare', 'Geel', 'Tienen', 'Herentals'])}",
            f"btw BE {la.digits(rng, '0###.###.###')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, rng.choice(["dmy", "dash"]))),
        ("Klantnummer", klant),
        ("Uw offerte", offerte),
        ("Levering", la.dfmt(dt + timedelta(days=rng.randint(2, 10)), "dmy")),
    ]
    kx = m + wd * 0.55
    ky = y
    for k, v in kv:
        d.t(kx, ky + 8, k, 8, b=True)
        d.t(r, ky + 8, v, 8.4, al="r")
        ky += 12
    y = max(sy, ky) + 10
    d.t(
        m,
        y + 8,
        f"Leveradres: {shop}, productieatelier (achteringang) – vriesgoed vóór 10 u.",
        8,
        grey=0.2,
    )
    y += 16
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng, IJ_ITEMS, n, [1, 2, 3, 4, 6, 10, 12, 20, 30], ["(lactosevrij)", "(bio)", "(extra)"]
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), f"{it[2]}%", eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.09, 0.12, 0.07, 0.12)],
        ["Nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "Btw", "Totaal €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n6 = sum((a for it, _, _, a in lines if it[2] == 6), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    b6, b21 = r2(n6 * Decimal("0.06")), r2(n21 * Decimal("0.21"))
    total = n6 + n21 + b6 + b21
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totaal excl. btw", f"€ {eu(n6 + n21)}", False)]
        if n6:
            rows_.append(("Btw 6 %", f"€ {eu(b6)}", False))
        if n21:
            rows_.append(("Btw 21 %", f"€ {eu(b21)}", False))
        rows_.append(
            (la.pick(rng, "Totaal incl. btw|Te betalen|Saldo|TOTAAL"), f"€ {eu(total)}", True)
        )
        y = d.summary(
            m + wd * 0.58,
            r - 3,
            y,
            rows_,
            8.8,
            shade=0.88 if rng.random() < 0.5 else None,
            box_last=rng.random() < 0.5,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens {offerte}; de factuur volgt na levering op basis van de geleverde hoeveelheden.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Vriesgoed geleverd op -18 °C met temperatuurregistratie; zuivel minimaal 7 dagen houdbaar bij levering.",
        "Gelieve ons bestelnummer te vermelden op leveringsbon en factuur. Betaling binnen 30 dagen na factuurdatum.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Voor akkoord – {rng.choice(['zaakvoerder', 'verantwoordelijke productie'])}")
    d.sign(m + sw + 20, y, sw, "Ontvangen door leverancier")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind47_nl_be_ijssalon_grondstoffen_bestelbon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ij)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind47_") and callable(fn)
}

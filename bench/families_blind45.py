# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind44 (`blind45_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-AU, en-IN, de-CH, fr-BE, es-ES and nl-BE.

- blind45_zh_zhibao_feifang_caigou: a Chinese crop-spraying drone service's order for smart
  batteries, spare parts and pesticide (the title with the order number beside it or an order
  key / value list at the right, the supplier after 供应商 / 卖方 or as a bare first line after
  致, a season / field-plot reference and the purchase-request number, a ruled table, 9 % VAT
  on pesticide and 13 % on hardware, 合计金额 or 金额合计, 大写, freight and a rebate line).
- blind45_zh_wangka_waishe_caigou: an internet-café chain's order for gaming peripherals (a
  header table with 采购单号 / 下单日期 / 申请单号 / 门店 as column headings over one row of
  values, the vendor boxed and unlabelled at the left with its first line the company, buyer
  and delivery store panels, portrait or landscape, lines per store, the order total label
  with its amount on the line below, a 定金 deposit and 尾款 balance).
- blind45_hk_jiuba_jiushui_caigou: a Hong Kong bar group's wine and spirits order (bilingual,
  PURCHASE ORDER 採購單 with the number beside the title or in a box, the supplier under To 致
  or Supplier 供應商, outlet delivery windows, quotation and account numbers, HK$ amounts,
  trade discount, delivery charge, the total labelled Total / 總額 or only Amount Due 應付金額).
- blind45_ja_bowling_center_shizai_hacchu: a Japanese bowling centre's order for pins, lane
  oil, rental shoes and balls (注文書, a boxed header grid with 注文番号 / 注文日 / 見積番号 at
  the top right, the supplier with 御中 at the top left, the centre's seal, 小計 / 消費税10% /
  合計金額 or ご注文金額 with whole yen, 続き pages).
- blind45_en_au_surf_life_saving_club_po: an Australian surf life saving club's order for
  rescue gear and uniforms (club name, ABN, Vendor block or unlabelled, grant reference and
  patrol season beside the order number, deliver-to clubhouse, GST 10 % lines, "TOTAL ORDER",
  "Order Total (inc GST)" or "Total PO Value", at times with the amount below the label).
- blind45_en_in_milk_union_chilling_po: an Indian district milk union's order for bulk milk
  coolers and dairy equipment ("PURCHASE ORDER No. ..." beside the title, "To," and M/s.,
  tender, indent and quotation references, Indian digit grouping, CGST + SGST or IGST, freight,
  the total in words, advance and performance guarantee sums, copy-to line).
- blind45_de_ch_berghuette_saisonbestellung: a Swiss mountain hut's season order for drinks
  and provisions (the section's letterhead, window address, order number beside the title or
  in a data block, customer number and helicopter flight reference, MWST 8,1 % / 2,6 %,
  1'234.50 with a 5-Rappen-rounded "Total CHF" or "Bestelltotal", Hüttenwart contact).
- blind45_fr_be_friterie_commande_grossiste: a Belgian chip shop's order to a wholesaler
  (potatoes, frying fat, sauces, packaging; a header table with N° de commande under its
  column heading beside client number and delivery date, Fournisseur block or the supplier as
  a bare first line, TVA 6 % and 21 %, "Total TVAC", "Montant total" or "Solde à payer").
- blind45_es_almazara_pedido_envases: a Spanish olive-oil mill's order for bottles, caps,
  labels and cartons ("PEDIDO DE COMPRA Nº ..." beside the title or a boxed grid, Proveedor
  block, campaña and oferta references, IVA 21 %, "TOTAL PEDIDO" / "Importe total" / "Total",
  an anticipo paid on order, the amount at times on the line below its label).
- blind45_nl_be_carwash_orderbevestiging: a Flemish cleaning-chemicals supplier's order
  confirmation to a car wash (the seller's letterhead, its own order number and the customer's
  bestelbon number quoted in a reference grid, the customer address, BTW 21 %, "Totaal incl.
  btw", "Te betalen" or "Saldo", IBAN and ondernemingsnummer in the footer).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, tender, indent, grant,
project, customer or the seller's own order number; on the seller's confirmation the
customer's bestelbon number); the supplier exactly as printed on its own first line (the
vendor; the seller of a confirmation; never "M/s.", 御中 or "To"); the grand total as
"1234.50" (whole yen as "1234.00"; after discounts, incl. tax, before deposits, advances and
guarantees; "" when the document states none, about one document in eleven).
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
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import in_money_words, inr, r2, wrapped  # noqa: E402
from families_blind19 import ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)


def ch(v: Decimal) -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, "'", ".")


def en2(v: Decimal) -> str:
    return grouped(v)


def frb(v: Decimal) -> str:
    """1 234,50 or 1.234,50 are both Belgian; this one uses the dot."""
    return grouped(v, ".", ",")


def r05(v: Decimal) -> Decimal:
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def lsum(
    d: la.Doc,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str, bool]],
    size: float,
    *,
    below: bool = False,
    box: bool = False,
) -> float:
    """Sum rows (label at xl, figure right at xr); with `below` the last (bold) row's figure
    stands on the line under its label."""
    lead = size * 1.55
    for i, (lab, val, b) in enumerate(rows):
        last = i == len(rows) - 1
        if last and box:
            d.box(xl - 4, y + 1, xr - xl + 8, lead * (2 if below else 1) + 2, fill=0.92)
        if last and below:
            d.t(xl, y + lead - 0.3 * size, lab, size, b=b)
            y += lead
            d.t(xr, y + lead - 0.3 * size, val, size + 1, b=True, al="r")
        else:
            d.t(xl, y + lead - 0.3 * size, lab, size, b=b)
            d.t(xr, y + lead - 0.3 * size, val, size, b=b, al="r")
        y += lead
    return y + (4 if box else 0)


def csum(
    pdf: cj.Pdf,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str, bool]],
    size: float,
    *,
    below: bool = False,
    ink: Color = black,
) -> float:
    """The cj version of lsum (y is a top; returns the y below)."""
    lead = size * 1.7
    for i, (lab, val, b) in enumerate(rows):
        last = i == len(rows) - 1
        if last and below:
            pdf.text(xl, y + size + 2, lab, size, bold=b)
            y += lead
            pdf.text(xr, y + size + 2, val, size + 1.5, align="r", bold=True, colour=ink)
        else:
            pdf.text(xl, y + size + 2, lab, size, bold=b)
            pdf.text(xr, y + size + 2, val, size, align="r", bold=b, colour=ink if b else black)
        y += lead
    return y


# --------------------------------------------------------------------------- 1 zh-Hans crop-spraying drone service: batteries, parts, pesticide

ZB_CITY = (
    "周口 商丘 驻马店 阜阳 宿州 菏泽 德州 聊城 邯郸 衡水 绥化 佳木斯 荆州 益阳 常德 南充".split()
)
ZB_B = "丰翼 农飞 禾田 稼穑 翔农 云田 沃土 神农 天禾 鲲鹏 田间 犁云 麦浪 穗丰 青苗 绿野".split()
ZB_BUY = [
    "{c}{b}植保服务有限公司",
    "{c}{b}农业科技有限公司",
    "{c}市{b}飞防植保专业合作社",
    "{c}{b}无人机植保服务队",
    "{b}农业服务（{c}）有限公司",
]
ZB_SUP_FORMED = [
    "{c}{b}智能科技有限公司",
    "{c}{b}无人机有限公司",
    "{c}{b}农资有限公司",
    "{b}航空植保科技（{c}）有限公司",
    "{c}{b}作物科学股份有限公司",
]
ZB_SUP_BARE = ["{c}{b}农资经营部", "{c}市{b}农药门市部", "{b}无人机配件商行"]
# name | spec | unit | VAT rate | lo | hi
ZB_ITEMS = [
    ("植保无人机智能电池", "30000mAh 52.22V", "块", 13, 3800, 5600),
    ("智能充电器", "7200W 双通道", "台", 13, 2600, 4200),
    ("离心喷头", "雾化 50-500μm", "个", 13, 260, 480),
    ("螺旋桨桨叶", "R5415 CW/CCW", "对", 13, 180, 360),
    ("药箱", "40L 快拆式", "个", 13, 650, 1100),
    ("流量计", "电磁式", "个", 13, 420, 780),
    ("RTK 移动站", "网络RTK 含一年服务", "套", 13, 3200, 6800),
    ("遥控器", "带屏 7寸", "台", 13, 2400, 3900),
    ("发电机", "9000W 变频 汽油", "台", 13, 6800, 9800),
    ("吡虫啉悬浮剂", "600g/L 1L×12瓶", "箱", 9, 380, 620),
    ("苯醚甲环唑乳油", "25% 1L×12瓶", "箱", 9, 420, 780),
    ("氯虫苯甲酰胺", "200g/L 500ml×20瓶", "箱", 9, 860, 1450),
    ("飞防专用助剂", "植物油型 5L", "桶", 9, 95, 180),
    ("戊唑醇悬浮剂", "430g/L 1L×12瓶", "箱", 9, 300, 560),
    ("叶面肥 磷酸二氢钾", "25kg/袋", "袋", 9, 160, 260),
]
ZB_TITLE = "采购订单|采购单|物资采购订单|配件及农药采购订单"


def _zb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(ZB_CITY, 2)
    b1, b2 = rng.sample(ZB_B, 2)
    buyer = rng.choice(ZB_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, ZB_SUP_FORMED, ZB_SUP_BARE, 0.2).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n3}|ZB-{Y}-{n4}|PO{y}{m}{n4}|FF{Y}{n5}")
    req = cj.number(rng, d, "QG{Y}{m}{n3}|SQ-{y}-{n4}")
    season = rng.choice(
        ["夏季小麦一喷三防", "秋季水稻统防统治", "玉米螟飞防", "春季除草作业", "棉花脱叶剂作业"]
    )
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.1, 0.45, 0.2), Color(0.05, 0.3, 0.55), black])
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|编号")
    beside = rng.random() < 0.45
    title = cj.pick(rng, ZB_TITLE)

    def foot() -> None:
        s_ = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 26, s_, 7.6, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title}（续页）", 10, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 9, align="r")
        pdf.line(m, 42, right, 42, lw=0.6)
        return 52

    pdf.text(m, 38, buyer, 14, bold=True, colour=ink)
    pdf.text(m, 52, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY)
    pdf.line(m, 58, right, 58, lw=1.2, colour=ink)
    if beside:
        pdf.text(pdf.w / 2, 86, f"{title}　No. {po}", 16, align="c", bold=True)
    else:
        pdf.text(pdf.w / 2, 86, title, 17, align="c", bold=True)
    y = 104
    kv = [
        ("下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
        ("请购单号", req),
        ("作业项目", season),
        ("交货期限", cj.fdate(cj.later(rng, d, 3, 15), "cn")),
    ]
    if not beside:
        kv.insert(0, (po_lab, po))
    sup_style = rng.choice(["label", "label", "to"])
    lx = m
    if sup_style == "label":
        pdf.text(lx, y + 10, f"{cj.pick(rng, '供应商|卖方|供货单位')}：{sup}", 9.6, bold=True)
    else:
        pdf.text(lx, y + 10, "致：", 9)
        pdf.text(lx, y + 24, sup, 10, bold=True)
        y += 14
    sl = [
        f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}",
        f"地址：{cj.zh_addr(rng)}",
        f"统一社会信用代码：{cj.credit_code(rng)}"
        if rng.random() < 0.5
        else f"开户行：{cj.bank(rng)[0]}",
    ]
    yl = y + 26
    for s_ in sl:
        pdf.text(lx, yl, s_, 8, maxw=wd * 0.55)
        yl += 13
    kx = m + wd * 0.62
    yk = (y - (14 if sup_style == "to" else 0)) + 10
    for k, v in kv:
        pdf.text(kx, yk, f"{k}：", 8.4, colour=GREY)
        pdf.text(kx + 52, yk, v, 8.4, maxw=right - kx - 52)
        yk += 14
    y = max(yl, yk) + 6
    pdf.text(
        m,
        y + 4,
        f"收货地址：{cj.zh_addr(rng)}（{buyer}仓库）　收货人：{cj.person(rng)}",
        8,
        maxw=wd,
    )
    y += 14
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9], [26, 32, 58])
    lines = more_lines(
        rng, ZB_ITEMS, n, [1, 2, 4, 6, 10, 12, 20, 30], ["（备用）", "（二批）"], big=3000
    )
    cols = rng.choice(
        [
            ("序号", "品名", "规格", "单位", "数量", "单价", "税率", "金额"),
            ("序号", "品名", "规格", "数量", "单位", "单价", "税率", "金额"),
        ]
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cell = {
            "序号": str(i),
            "品名": it[0],
            "规格": it[1],
            "单位": it[2],
            "数量": f"{q:,.0f}",
            "单价": cj.money(p),
            "税率": f"{it[3]}%",
            "金额": cj.money(a),
        }
        body.append(([cell[c] for c in cols], a))
    al = "".join({"序号": "c", "品名": "l", "规格": "l", "单位": "c"}.get(c, "r") for c in cols)
    wmap = {
        "序号": 5,
        "品名": 22,
        "规格": 20,
        "单位": 6,
        "数量": 8,
        "单价": 11,
        "税率": 7,
        "金额": 13,
    }
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [wmap[c] for c in cols]),
        list(cols),
        body,
        al,
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    freight = rng.choice([ZERO, ZERO, Decimal(rng.randint(2, 12) * 50)])
    rebate = r2(sub * Decimal(rng.choice([0, 0, 1, 2, 3])) / 100)
    total = sub + freight - rebate
    if y + 110 > bottom:
        y = brk()
    y += 6
    if stated:
        rows = [("货款小计", cj.money(sub), False)]
        if rebate:
            rows.append(("优惠金额", f"-{cj.money(rebate)}", False))
        if freight:
            rows.append(("运费", cj.money(freight), False))
        tl = cj.pick(rng, "合计金额（含税）|金额合计|合计金额|价税合计")
        rows.append((tl, f"¥{cj.money(total)}", True))
        if len(rows) == 2 and rng.random() < 0.5:
            rows = rows[1:]
        y = csum(pdf, right - 200, right, y, rows, 9, ink=ink)
        pdf.text(m, y + 8, f"合计人民币（大写）：{cj.daxie(total)}", 8.6)
        pdf.text(
            m,
            y + 22,
            "以上单价均为含税价，增值税专用发票：硬件类13%，农药及肥料9%。",
            7.8,
            colour=GREY,
        )
        y += 30
    else:
        pdf.text(m, y + 10, "结算金额以实际到货数量及验收结果为准。", 8.6)
        y += 20
    for t in [
        "1. 农药须附农药登记证、生产许可证及产品合格证，保质期不少于18个月。",
        "2. 电池循环次数不得超过5次，须附出厂检测报告。",
        "3. 付款方式：货到验收合格后30日内付款，凭增值税发票结算。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"采购方：{buyer}", 8.4)
    pdf.text(m + wd / 2 + 20, y, "供方确认签章：", 8.4)
    pdf.text(m, y + 16, f"采购员：{cj.person(rng)}　审核：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 2 + 20, y + 16, "日期：", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 150, y + 4, buyer, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_zh_zhibao_feifang_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zb)


# --------------------------------------------------------------------------- 2 zh-Hans internet-café chain's peripherals order, header table, total below its label

WK_CITY = "南京 杭州 郑州 西安 济南 石家庄 沈阳 长春 哈尔滨 南宁 贵阳 呼和浩特 洛阳 赣州".split()
WK_B = "极速 电魂 网鱼 超凡 星空 炫游 启航 风暴 竞界 霸屏 零度 火线 雷霆 闪电".split()
WK_BUY = [
    "{c}{b}网络科技有限公司",
    "{c}{b}电竞馆管理有限公司",
    "{b}网咖连锁（{c}）有限公司",
    "{c}{b}电竞酒店管理有限公司",
]
WK_SUP_FORMED = [
    "{c}{b}电脑科技有限公司",
    "{c}{b}数码贸易有限公司",
    "{c}{b}电子商务有限公司",
    "{b}信息技术（{c}）有限公司",
]
WK_SUP_BARE = ["{c}{b}电脑城", "{c}市{b}数码配件行", "{b}电脑外设批发部"]
WK_STORE = "万达店 大学城店 高铁站店 步行街店 滨江店 开发区店 旗舰店 东站店".split()
WK_ITEMS = [
    ("电竞显示器", "27寸 2K 170Hz", "台", 1100, 1650),
    ("电竞显示器", "24.5寸 1080P 240Hz", "台", 900, 1400),
    ("机械键盘", "87键 红轴 RGB", "把", 160, 320),
    ("游戏鼠标", "有线 26000DPI", "个", 90, 260),
    ("头戴式耳机", "7.1声道 USB", "副", 120, 280),
    ("电竞椅", "人体工学 可躺 带脚托", "把", 450, 980),
    ("显卡", "RTX 4060 8G", "张", 2200, 2600),
    ("固态硬盘", "1TB NVMe", "块", 330, 460),
    ("内存条", "DDR5 16G 5600", "条", 260, 380),
    ("鼠标垫", "超大 900×400mm", "张", 18, 45),
    ("交换机", "48口 千兆 管理型", "台", 1600, 3200),
    ("网线", "超六类 305米/箱", "箱", 380, 620),
    ("麦克风", "USB 电容", "个", 80, 190),
]


def _wk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.35
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(WK_CITY, 2)
    b1, b2 = rng.sample(WK_B, 2)
    buyer = rng.choice(WK_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, WK_SUP_FORMED, WK_SUP_BARE, 0.25).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{d}{n4}|WK-CG-{Y}{m}-{n3}|CGD{y}{n6}|{Y}{m}{n5}")
    apply_no = cj.number(rng, d, "SQ{Y}{m}{n4}|MD-SQ-{n5}")
    quote_no = cj.number(rng, d, "BJ{y}{m}{n3}|QT-{Y}-{n4}")
    stores = rng.sample(WK_STORE, rng.choice([1, 1, 2, 3]))
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.45, 0.1, 0.6), Color(0.1, 0.1, 0.1), Color(0.8, 0.3, 0.05)])
    po_lab = cj.pick(rng, "采购单号|订单编号|采购订单号")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.6,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　采购订单（接上页）　{po_lab}：{po}", 9, bold=True)
        return 46

    pdf.rect(0, 0, pdf.w, 8, fill=ink, stroke=None)
    pdf.text(m, 40, buyer, 15, bold=True, colour=ink)
    pdf.text(right, 40, cj.pick(rng, "采购订单|采 购 订 单|外设采购订单"), 17, align="r", bold=True)
    y = 54
    heads = [po_lab, "下单日期", cj.pick(rng, "申请单号|门店申请单号"), "报价单号", "采购员"]
    vals = [
        po,
        cj.fdate(d, rng.choice(["iso", "slash", "cn0"])),
        apply_no,
        quote_no,
        cj.person(rng),
    ]
    order = list(range(5))
    if rng.random() < 0.4:
        order = [1, 0, 2, 3, 4]
    ws = cj.rel(wd, [24, 16, 20, 20, 14])
    y = cj.Pdf.grid(
        pdf,
        m,
        y,
        ws,
        [[heads[k] for k in order], [vals[k] for k in order]],
        row_h=18,
        size=8.4,
        align="ccccc",
        colour=ink,
    )
    y += 14
    bw = wd * 0.48
    h_ = 74
    # vendor box: no label, first line the company
    pdf.rect(m, y, bw, h_, stroke=GREY)
    pdf.text(m + 8, y + 16, sup, 10.4, bold=True, maxw=bw - 16)
    for k, s_ in enumerate(
        [
            f"地址：{cj.zh_addr(rng)}",
            f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
            f"开户行：{cj.bank(rng)[0]}",
        ]
    ):
        pdf.text(m + 8, y + 32 + k * 13, s_, 7.8, maxw=bw - 16)
    bx = m + wd - bw
    pdf.rect(bx, y, bw, h_, stroke=GREY)
    pdf.text(bx + 8, y + 16, f"采购方：{buyer}", 8.6, maxw=bw - 16)
    for k, s_ in enumerate(
        [
            f"收货门店：{'、'.join(stores)}",
            f"收货地址：{cj.zh_addr(rng)}",
            f"收货人：{cj.person(rng)}　{cj.mobile(rng)}",
        ]
    ):
        pdf.text(bx + 8, y + 32 + k * 13, s_, 7.8, maxw=bw - 16)
    y += h_ + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [24, 30] if not land else [16, 20])
    lines = more_lines(
        rng,
        WK_ITEMS,
        n,
        [2, 4, 5, 8, 10, 20, 30, 40],
        ["（备件）", "（补货）", "（白色款）"],
        big=1500,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    rng.choice(stores),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p),
                    cj.money(a),
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 11, 17, 24, 6, 8, 12, 14]),
        ["行号", "门店", "商品名称", "型号规格", "单位", "数量", "含税单价", "含税金额"],
        body,
        "cclllrrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 2, 5])) / 100)
    total = sub - disc
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("商品金额", cj.money(sub), False)]
        if disc:
            rows.append(("整单折扣", f"-{cj.money(disc)}", False))
        rows.append(
            (
                cj.pick(rng, "订单总额（含税）|订单总金额|采购总额（元）|总计"),
                f"¥{cj.money(total)}",
                True,
            )
        )
        y = csum(pdf, right - 190, right, y, rows, 9, below=rng.random() < 0.6, ink=ink)
        pdf.text(m, y + 8, f"大写：{cj.daxie(total)}", 8.4)
        y += 18
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice([20, 30, 50])) / 100)
            pdf.text(
                m,
                y + 8,
                f"付款：下单支付定金 ¥{cj.money(dep)}，到货验收后支付尾款 ¥{cj.money(total - dep)}。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 10, "金额以供方最终报价单为准，确认后另行补签。", 8.6)
        y += 20
    for t in [
        "质保：显示器3年，外设1年，质保期内坏件免费更换。",
        "请随货附送货单，注明采购单号及门店名称。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 28
    for k, s_ in enumerate(["制单：", "审批：", "供应商确认："]):
        pdf.text(m + k * wd / 3, y, s_, 8.4)
        pdf.line(m + k * wd / 3 + 48, y + 2, m + (k + 1) * wd / 3 - 14, y + 2, lw=0.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_zh_wangka_waishe_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _wk)


# --------------------------------------------------------------------------- 3 zh-Hant (Hong Kong) bar group's wine and spirits order

HK_GROUP = [
    ("{a}餐飲集團有限公司", "{A} Dining Group Limited"),
    ("{a}酒吧管理有限公司", "{A} Bar Management Ltd."),
    ("{a}酒館有限公司", "{A} Taverns Limited"),
]
HK_A = [
    ("藍月", "Blue Moon"),
    ("海角", "Harbour Point"),
    ("金獅", "Golden Lion"),
    ("老虎", "Tiger Lane"),
    ("銀河", "Galaxy"),
    ("燈塔", "Lighthouse"),
    ("鐵橋", "Iron Bridge"),
]
HK_SUP_FORMED = [
    ("{b}洋酒有限公司", "{B} Wines & Spirits Limited"),
    ("{b}酒業貿易有限公司", "{B} Liquor Trading Co., Ltd."),
    ("{b}葡萄酒行有限公司", "{B} Wine Cellars Limited"),
    ("{b}飲品分銷有限公司", "{B} Beverage Distribution Ltd."),
]
HK_SUP_BARE = [("{b}酒行", "{B} Wine Shop"), ("{b}洋酒批發", "{B} Liquor Wholesale")]
HK_B = [
    ("嘉德", "Kar Tak"),
    ("皇冠", "Crown"),
    ("利昌", "Lee Cheong"),
    ("聯興", "Luen Hing"),
    ("百樂", "Pak Lok"),
    ("英記", "Ying Kee"),
    ("寶源", "Po Yuen"),
]
HK_OUTLET = [
    "蘭桂坊店 LKF",
    "中環店 Central",
    "尖沙咀店 TST",
    "灣仔店 Wan Chai",
    "西營盤店 Sai Ying Pun",
    "銅鑼灣店 Causeway Bay",
]
HK_ITEMS = [
    ("Gin 氈酒 London Dry 70cl", "BTL", 130, 320),
    ("Vodka 伏特加 1L", "BTL", 110, 260),
    ("Single Malt Whisky 12Y 70cl", "BTL", 380, 880),
    ("Bourbon 波本威士忌 75cl", "BTL", 180, 420),
    ("Rum 冧酒 Dark 70cl", "BTL", 140, 300),
    ("Tequila Blanco 75cl", "BTL", 200, 460),
    ("Prosecco DOC 75cl", "BTL", 85, 160),
    ("Champagne Brut NV 75cl", "BTL", 320, 620),
    ("Sauvignon Blanc 75cl", "BTL", 90, 210),
    ("Cabernet Sauvignon 75cl", "BTL", 110, 260),
    ("House Red 紅酒 3L BIB", "BOX", 180, 320),
    ("Lager 啤酒 30L keg", "KEG", 1100, 1650),
    ("Craft IPA 20L keg", "KEG", 1300, 1900),
    ("Tonic Water 200ml x 24", "CTN", 120, 210),
    ("Bitters 苦精 200ml", "BTL", 120, 180),
    ("Soda Water 梳打水 330ml x 24", "CTN", 70, 130),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(rng.choice([A4, A4, letter]))
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    a = rng.choice(HK_A)
    b = rng.choice(HK_B)
    gz, ge = rng.choice(HK_GROUP)
    buyer_zh, buyer_en = gz.format(a=a[0]), ge.format(A=a[1])
    sz, se = bare_or(rng, HK_SUP_FORMED, HK_SUP_BARE, 0.25)
    sup_zh, sup_en = sz.format(b=b[0]), se.format(B=b[1])
    sup_first = rng.choice(["en", "zh", "zh"])
    sup = sup_en if sup_first == "en" else sup_zh
    sup_second = sup_zh if sup_first == "en" else sup_en
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "PO{y}{m}{n4}|{a}-PO-{n5}|P{Y}{n4}|BAR/{y}/{n4}".replace("{a}", a[1][:2].upper())
    )
    quote = cj.number(rng, d, "Q{y}{m}{n3}|QT-{n5}")
    acct = cj.number(rng, d, "C{n5}|AC-{n4}")
    outlet = rng.choice(HK_OUTLET)
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.5, 0.1, 0.15), Color(0.1, 0.2, 0.4), black])
    po_lab = rng.choice(["PO No. 訂單編號", "採購單號 PO No.", "P.O. Number", "訂單號碼 Order No."])
    beside = rng.random() < 0.45

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 26,
            f"Page {page[0]} of {of} 第{page[0]}頁" if of else f"Page {page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"PURCHASE ORDER 採購單 {po} (continued 續)", 9.4, bold=True)
        return 48

    pdf.text(m, 40, buyer_zh, 14, bold=True, colour=ink)
    pdf.text(m, 55, buyer_en, 10, bold=True, colour=ink)
    pdf.text(
        m,
        68,
        f"Office: {rng.choice(cj.HK_PLACE)}{rng.randint(1, 88)}號{rng.randint(3, 25)}樓　Tel {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    if beside:
        pdf.text(right, 42, f"PURCHASE ORDER 採購單  {po}", 13, align="r", bold=True)
        pdf.text(right, 58, f"Date 日期: {cj.fdate(d, 'hk')}", 8.6, align="r")
    else:
        pdf.text(right, 42, "PURCHASE ORDER 採購單", 14, align="r", bold=True)
        bxw = 170
        pdf.rect(right - bxw, 50, bxw, 30, stroke=ink)
        pdf.text(right - bxw + 6, 62, po_lab, 7.4, colour=GREY)
        pdf.text(right - bxw + 6, 75, po, 10, bold=True)
        pdf.text(right - bxw, 92, f"Date 日期: {cj.fdate(d, 'hk')}", 8.2)
    y = 104
    pdf.line(m, y, right, y, lw=0.8, colour=ink)
    y += 6
    lab = rng.choice(["To 致:", "Supplier 供應商:", "Vendor 供應商"])
    pdf.text(m, y + 10, lab, 8.4, bold=True, colour=GREY)
    pdf.text(m, y + 25, sup, 10.4, bold=True)
    sl = [
        sup_second,
        f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 120)}號",
        f"Attn: {rng.choice(['Mr.', 'Ms.'])} {rng.choice(['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ho'])}　Tel {cj.hk_tel(rng)}",
    ]
    if rng.random() < 0.3:
        sl = sl[1:]
    yy = y + 38
    for s_ in sl:
        pdf.text(m, yy, s_, 8, maxw=wd * 0.5)
        yy += 12
    kx = m + wd * 0.56
    kv = [
        ("Deliver to 送貨地點", outlet),
        ("Delivery window 送貨時間", rng.choice(["14:00-17:00", "11:00-15:00", "before 16:00"])),
        ("Quotation 報價單號", quote),
        ("Account No. 客戶編號", acct),
        ("Terms 付款", rng.choice(["C.O.D.", "30 days 月結30天", "60 days"])),
    ]
    if beside:
        kv.insert(0, ("Order date 日期", cj.fdate(d, "hk")))
    ky = y + 10
    for k, v in kv:
        pdf.text(kx, ky, k, 7.8, colour=GREY)
        pdf.text(right, ky, v, 8.2, align="r")
        ky += 13
    y = max(yy, ky) + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 10], [30, 36, 66])
    lines = more_lines(rng, HK_ITEMS, n, [6, 12, 12, 24, 36, 48], ["(Magnum)", "(promo)"], big=1000)
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], cj.money(p), cj.money(a_)], a_)
        for i, (it, q, p, a_) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 44, 9, 8, 15, 18]),
        ["#", "Description 貨品", "Qty 數量", "Unit", "Unit Price 單價", "Amount HK$ 金額"],
        body,
        "clrcrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a_ for *_, a_ in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 8])) / 100)
    deliv = rng.choice([ZERO, ZERO, Decimal(150), Decimal(250)])
    total = sub - disc + deliv
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Sub-total 小計", f"HK${cj.money(sub)}", False)]
        if disc:
            rows.append(("Trade discount 折扣", f"-HK${cj.money(disc)}", False))
        if deliv:
            rows.append(("Delivery 運費", f"HK${cj.money(deliv)}", False))
        rows.append(
            (
                rng.choice(["Total 總額", "TOTAL 合共", "Amount Due 應付金額", "Grand Total 總計"]),
                f"HK${cj.money(total)}",
                True,
            )
        )
        y = csum(pdf, right - 210, right, y, rows, 8.8, ink=ink)
    else:
        pdf.text(
            m, y + 10, "Prices as per current price list 價格按現行價目表. Invoice to follow.", 8.4
        )
        y += 20
    for t in [
        "Please quote our PO number on all delivery notes and invoices. 送貨單及發票請註明本公司訂單編號。",
        "Empty kegs will be collected on next delivery. 空酒桶於下次送貨時收回。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.4, colour=GREY, maxw=wd)
        y += 12
    if y + 60 > bottom:
        y = brk()
    y += 34
    pdf.line(m, y, m + 160, y, lw=0.4)
    pdf.text(m, y + 11, "Authorised Signature 授權簽署", 7.6)
    pdf.line(right - 160, y, right, y, lw=0.4)
    pdf.text(right - 160, y + 11, "Supplier's Acknowledgement 供應商確認", 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_hk_jiuba_jiushui_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja bowling centre's order for pins, lane oil, shoes (boxed header grid)

BW_B = "スター 東名 サンライズ 平和 グランド ラッキー 中央 ハッピー シティ 湘南".split()
BW_BUY = [
    "株式会社{b}ボウル",
    "{b}ボウリングセンター",
    "{b}レジャー株式会社 {b}ボウル",
    "有限会社{b}ボウリング",
]
BW_SUP_FORMED = [
    "株式会社{s}スポーツ",
    "{s}ボウリング用品株式会社",
    "{s}レーンサービス株式会社",
    "株式会社{s}商会",
]
BW_SUP_BARE = ["{s}プロショップ", "{s}スポーツ用品店"]
BW_S = "三和 大成 丸栄 光和 日東 協和 北辰 富士見 共栄 大洋".split()
BW_ITEMS = [
    ("ボウリングピン", "公認 10本セット", "セット", 38000, 52000),
    ("レーンコンディショナー", "オイル 18.9L", "缶", 42000, 68000),
    ("レーンクリーナー", "18.9L", "缶", 18000, 26000),
    ("レンタルシューズ", "22.0-28.0cm", "足", 3800, 5600),
    ("ハウスボール", "8-15ポンド", "個", 6800, 9800),
    ("クリーニングクロス", "ロール 50m", "本", 6500, 9200),
    ("ピンセッター用ベルト", "フラットベルト", "本", 4800, 8800),
    ("スコアシート用紙", "1,000枚", "箱", 2200, 3800),
    ("シューズ除菌スプレー", "業務用 4L", "本", 2800, 4600),
    ("ボールクリーナー", "500ml", "本", 900, 1600),
    ("ピンデッキパーツ", "ターレット用スプリング", "個", 1200, 2400),
]


def _bw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    bb, ss = rng.choice(BW_B), rng.choice(BW_S)
    buyer = rng.choice(BW_BUY).format(b=bb)
    sup = bare_or(rng, BW_SUP_FORMED, BW_SUP_BARE, 0.2).format(s=ss)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n4}|B{Y}{n4}|第{n5}号|HC-{Y}{m}{n3}")
    quote = cj.number(rng, d, "M{y}{n4}|見-{n5}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "注文番号|注文No.|発注番号")
    title = cj.pick(rng, "注 文 書|注文書|発注書")
    honor = rng.choice(["御中", "御中", "殿"])

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]}/{of}" if of else f"{page[0]}",
            7.6,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title.replace(' ', '')}（続き）　{po_lab} {po}", 9.4, bold=True)
        return 48

    pdf.text(pdf.w / 2, 44, title, 20, align="c", bold=True)
    gw = cj.rel(200, [45, 55])
    gx = right - 200
    rows = [
        [po_lab, po],
        ["注文日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))],
        ["見積番号", quote],
    ]
    if rng.random() < 0.4:
        rows[0], rows[1] = rows[1], rows[0]
    kgrid(pdf, gx, 60, gw, rows, h=17, size=8.2, labels=(0,), fill=PALE)
    y = 76
    pdf.text(m, y, f"{sup}　{honor}", 12, bold=True)
    pdf.line(m, y + 4, m + wd * 0.5, y + 4, lw=0.8)
    pdf.text(m, y + 22, "下記のとおり注文いたします。", 8.6)
    bx = right - 200
    by = 126
    pdf.text(bx, by, buyer, 10, bold=True, maxw=200)
    for k, s_ in enumerate(
        [
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}  FAX {cj.ja_tel(rng)}",
            f"担当：{cj.person(rng, 'ja')}",
        ]
    ):
        pdf.text(bx, by + 14 + k * 12, s_, 7.6, maxw=200)
    if rng.random() < 0.7:
        pdf.stamp(right - 24, by + 22, buyer, rng, shape="rect", r=22)
    y = 110
    n = n_lines(rng, [3, 4, 5, 6, 7, 8], [28, 34])
    lines = more_lines(
        rng, BW_ITEMS, n, [1, 2, 5, 10, 20, 24], ["（予備）", "（追加）"], big=30000, places=0
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    y = 180
    if stated and rng.random() < 0.5:
        pdf.text(
            m, y, f"{cj.pick(rng, 'ご注文金額|合計金額')}　¥{w0(total)}-（税込）", 13, bold=True
        )
        pdf.line(m, y + 4, m + 250, y + 4, lw=1)
        y += 16
    kgrid(
        pdf,
        m,
        y,
        cj.rel(wd, [14, 36, 14, 36]),
        [
            ["納期", cj.fdate(cj.later(rng, d, 5, 30), "cn"), "納入場所", f"{buyer} 機械室"],
            [
                "支払条件",
                rng.choice(["月末締め翌月末払い", "納品後30日以内"]),
                "備考",
                "レーン整備日に合わせ納品のこと",
            ],
        ],
        h=17,
        size=8,
        fill=PALE,
    )
    y += 44
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", it[2], w0(p), w0(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 26, 22, 8, 7, 14, 16]),
        ["No.", "品名", "型式・仕様", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    if y + 100 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [
            ("小計", f"¥{w0(sub)}", False),
            ("消費税（10%）", f"¥{w0(tax)}", False),
            (cj.pick(rng, "合計金額|合計|総合計"), f"¥{w0(total)}", True),
        ]
        y = csum(pdf, right - 180, right, y, rows_, 9)
    else:
        pdf.text(m, y + 10, "金額は別途御見積書のとおりとします。", 8.6)
        y += 20
    for t in [
        "1. 納品書・請求書には必ず注文番号を記載してください。",
        "2. 本注文書受領後、注文請書を返送願います。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 14
    for k, lab in enumerate(["承認", "確認", "担当"]):
        pdf.rect(right - 150 + k * 50, y, 50, 14, fill=PALE)
        pdf.rect(right - 150 + k * 50, y + 14, 50, 36)
        pdf.text(right - 125 + k * 50, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_ja_bowling_center_shizai_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bw)


# --------------------------------------------------------------------------- 5 en-AU surf life saving club's gear order (GST, total label variants)

SL_BEACH = "Bondi|Coogee|Cronulla|Kiama|Noosa|Mooloolaba|Torquay|Cottesloe|Glenelg|Merimbula|Yamba|Byron Bay|Ocean Grove|Scarborough|Port Macquarie".split(
    "|"
)
SL_CLUB = [
    "{b} Surf Life Saving Club",
    "{b} SLSC Inc.",
    "North {b} Surf Life Saving Club Inc.",
    "{b} Beach Surf Club",
]
SL_SUP_FORMED = [
    "{a} Rescue Equipment Pty Ltd",
    "{a} Marine Pty Ltd",
    "{a} Sportswear Pty. Ltd.",
    "{a} Surf Craft Pty Ltd",
    "{a} First Aid Supplies Pty Ltd",
    "{a} Outboards Australia Pty Ltd",
]
SL_SUP_BARE = ["{a} Boards", "{a} Surf Co.", "{f} {a} Surfcraft", "{a} Outboards"]
SL_A = "Coastal|Southern Cross|Reef|Breakwater|Tidewater|Headland|Saltwater|Seaspray|Longshore|Riptide|Bluewater|Dune".split(
    "|"
)
SL_F = "Mick|Shane|Kylie|Bec|Darren|Jess|Brodie|Tahnee|Lachlan|Sione".split("|")
SL_S = "Nguyen|Walsh|O'Brien|Kelly|Murphy|Harris|Taylor|Papadopoulos|Smith|Singh".split("|")
SL_ITEMS = [
    ("Rescue board 10'6\" soft-top", "ea", 1150, 1650),
    ("Rescue tube, yellow, with strap", "ea", 48, 85),
    ("IRB hull 3.8 m (inflatable rescue boat)", "ea", 6800, 9400),
    ("25 hp outboard service kit", "kit", 220, 480),
    ("Patrol uniform shirt, red/yellow", "ea", 38, 62),
    ("Patrol cap, red/yellow", "ea", 14, 26),
    ("Nipper rash vest (junior)", "ea", 29, 46),
    ("Defibrillator pads, adult", "pr", 85, 140),
    ("Oxygen resuscitation kit refill", "kit", 160, 320),
    ("First aid kit, surf patrol", "ea", 140, 260),
    ("Patrol flags (red/yellow) set", "set", 95, 180),
    ("Binoculars 7x50 marine", "ea", 190, 420),
    ("Paddle board leash", "ea", 22, 45),
    ("Nipper board 6'", "ea", 540, 780),
    ("Sunscreen SPF50+ 5 L pump", "ea", 48, 79),
    ("Radio, handheld UHF waterproof", "ea", 360, 620),
]


def _sl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(38, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    beach = rng.choice(SL_BEACH)
    club = rng.choice(SL_CLUB).format(b=beach)
    a = rng.choice(SL_A)
    sup = bare_or(rng, SL_SUP_FORMED, SL_SUP_BARE, 0.3).format(a=a, f=rng.choice(SL_F))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            ["PO-####", "#####", f"{beach[:3].upper()}-PO-{dt:%y}###", "SLSC####", "P0####"]
        ),
    )
    grant = la.digits(
        rng, rng.choice(["Grant ref. CSG-####", "Grant: SLSNSW-GR-###", "Community grant #######"])
    )
    quote = la.digits(rng, rng.choice(["Q####", "Quote #####", "QU-###"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "long_en"]))  # noqa: E731
    po_lab = la.pick(rng, "PO No.|Purchase Order No.|Order Number|PO #")
    beside = rng.random() < 0.4
    abn = la.digits(rng, "## ### ### ###")

    def foot() -> None:
        d.t(
            m,
            d.h - 36,
            f"{club}  ·  ABN {abn}  ·  A member club of Surf Life Saving Australia",
            6.8,
            grey=0.35,
            maxw=wd - 70,
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
        d.t(m, 44, f"{club} – Purchase Order {po} – continued", 9, b=True)
        return 58

    d.box(0, 0, d.w, 10, fill=0.2, stroke=False)
    t_title = f"PURCHASE ORDER {po}" if beside else "PURCHASE ORDER"
    cs = 16.0
    while cs > 9 and d.width(club, cs, True) + d.width(t_title, 15, True) > wd - 24:
        cs -= 0.5
    d.t(m, 44, club, cs, b=True)
    d.lines(
        m,
        50,
        [
            f"{rng.choice(['The Esplanade', 'Marine Parade', 'Ocean Street', 'Beach Road'])}, {beach} {rng.choice(['NSW', 'QLD', 'VIC', 'WA', 'SA'])} {rng.randint(2000, 6999)}",
            f"ABN {abn}  ·  secretary@{beach.lower().replace(' ', '')}slsc.com.au",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 44, t_title, 14 if beside else 15, b=True, al="r")
    y = 84
    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Date", df(dt)),
        ("Your quote", quote),
        ("Funding", grant),
        ("Season", f"Patrol season {dt.year}/{(dt.year + 1) % 100:02d}"),
    ]
    if rng.random() < 0.5:
        kv.append(
            ("Cost centre", rng.choice(["Patrols", "Nippers", "IRB", "Competition", "Clubhouse"]))
        )
    sup_lab = la.pick(rng, "Vendor|Supplier|To|")
    sy = y
    if sup_lab:
        d.t(m, sy + 8, sup_lab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.randint(1, 90)} {rng.choice(['Industrial Drive', 'Enterprise Way', 'Harbour Road', 'Production Ave'])}",
            f"{rng.choice(SL_BEACH)} {rng.choice(['NSW', 'QLD', 'VIC'])} {rng.randint(2000, 4999)}",
            f"Ph {la.digits(rng, '(0#) #### ####')}",
        ],
        8.8,
        b_first=True,
        lead=11,
    )
    kx = m + wd * 0.52
    yy = y
    for k, v in kv:
        d.t(kx, yy + 8, k, 8, b=True)
        d.t(r, yy + 8, v, 8, al="r", maxw=wd * 0.3)
        yy += 12
    y = max(sy, yy) + 10
    d.t(m, y + 8, "Deliver to:", 8, b=True)
    d.t(
        m + 56,
        y + 8,
        f"{club}, Gear Shed (rear of clubhouse) – attn {rng.choice(SL_F)} {rng.choice(SL_S)}, {rng.choice(['Director of Lifesaving', 'Club Captain', 'Gear Steward', 'Treasurer'])}",
        8,
        maxw=wd - 56,
    )
    y += 20
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36, 68])
    lines = more_lines(
        rng, SL_ITEMS, n, [1, 2, 4, 6, 10, 12, 20, 24], ["(spare)", "(junior)", "(XL)"], big=1000
    )
    gst_in = rng.random() < 0.5
    body = []
    for i, (it, q, p, a_) in enumerate(lines, 1):
        body.append(([str(i), it[0], f"{q:,.0f}", it[1], en2(p), en2(a_)], a_))
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.08, 0.13, 0.15)],
        ["#", "Description", "Qty", "Unit", "Unit $" + (" inc" if gst_in else " ex"), "Amount $"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a_ for *_, a_ in lines), ZERO)
    freight = rng.choice([ZERO, ZERO, Decimal(rng.randint(3, 18) * 5)])
    if gst_in:
        total = sub + freight
        gst = r2(total / 11)
    else:
        gst = r2((sub + freight) * Decimal("0.1"))
        total = sub + freight + gst
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        tl = la.pick(
            rng, "TOTAL ORDER|Order Total (inc GST)|Total PO Value|Total (AUD)|TOTAL incl. GST"
        )
        if gst_in:
            rows = [("Subtotal (inc GST)", f"${en2(sub)}", False)]
            if freight:
                rows.append(("Freight", f"${en2(freight)}", False))
            rows.append((tl, f"${en2(total)}", True))
        else:
            rows = [("Subtotal (ex GST)", f"${en2(sub)}", False)]
            if freight:
                rows.append(("Freight", f"${en2(freight)}", False))
            rows += [("GST 10%", f"${en2(gst)}", False), (tl, f"${en2(total)}", True)]
        y = lsum(
            d, m + wd * 0.58, r - 3, y, rows, 8.8, below=rng.random() < 0.35, box=rng.random() < 0.5
        )
        if gst_in:
            d.t(m + wd * 0.58, y + 8, f"Includes GST of ${en2(gst)}", 7.6, grey=0.3)
            y += 12
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Pricing per your quote {quote}; final amount subject to grant approval ({grant}).",
            8,
            wd,
        )
    y += 8
    for t in [
        "Please quote our PO number on your tax invoice and email it to treasurer@ with a copy to the gear steward.",
        "The club is a registered not-for-profit; please invoice within 14 days of delivery.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw_,
        f"Approved: {rng.choice(SL_F)} {rng.choice(SL_S)}, {rng.choice(['President', 'Treasurer', 'Director of Lifesaving'])}",
    )
    d.sign(m + sw_ + 20, y, sw_, "Second authoriser")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_en_au_surf_life_saving_club_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sl)


# --------------------------------------------------------------------------- 6 en-IN district milk union's order for bulk milk coolers (letter, GST, words)

MU_DIST = "Kolar|Mandya|Hassan|Anand|Mehsana|Banas|Erode|Salem|Karimnagar|Kaira|Sabar|Dharwad|Tumkur|Madurai".split(
    "|"
)
MU_UNION = [
    "{d} District Co-operative Milk Producers' Union Ltd.",
    "{d} Co-operative Milk Union Limited",
    "The {d} District Milk Union Ltd.",
]
MU_SUP_FORMED = [
    "{a} Dairy Equipments Pvt. Ltd.",
    "{a} Engineering Works Pvt Ltd",
    "{a} Refrigeration Industries Limited",
    "{a} Stainless Pvt. Ltd.",
    "{a} Agro Tech Private Limited",
]
MU_SUP_BARE = ["{a} Engineering Works", "{a} Enterprises", "{a} Industries", "Sri {a} Fabricators"]
MU_A = "Shree Ganesh|Vijaya|Sai Krupa|Mahalaxmi|Annapurna|Kamadhenu|Nandini|Gokul|Bharat|Sri Venkateswara|Amrut|Triveni".split(
    "|"
)
MU_ITEMS = [
    ("Bulk Milk Cooler 2000 L with condensing unit", "Nos", 380000, 520000),
    ("Bulk Milk Cooler 1000 L", "Nos", 240000, 330000),
    ("SS Milk Can 40 L (AISI 304)", "Nos", 2800, 3900),
    ("Automatic Milk Collection Unit (AMCU)", "Set", 62000, 95000),
    ("Electronic Milk Analyser", "Nos", 28000, 46000),
    ("Weighing scale 100 kg, digital", "Nos", 9500, 16500),
    ("Stabiliser 5 kVA, servo", "Nos", 14500, 24000),
    ("SS pipeline fittings (set)", "Set", 8200, 14600),
    ("CIP cleaning detergent 50 kg", "Drum", 6800, 11200),
    ("Installation and commissioning", "Job", 12000, 26000),
    ("Annual maintenance contract (1 yr)", "Job", 18000, 42000),
]


def _mu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu|libserif"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    dist = rng.choice(MU_DIST)
    union = rng.choice(MU_UNION).format(d=dist)
    sup = bare_or(rng, MU_SUP_FORMED, MU_SUP_BARE, 0.35).format(a=rng.choice(MU_A))
    dt = a_day(rng)
    fy = f"{dt.year if dt.month > 3 else dt.year - 1}-{(dt.year + 1 if dt.month > 3 else dt.year) % 100:02d}"
    ab = dist[:3].upper()
    po = la.digits(
        rng,
        rng.choice(
            [
                f"{ab}MU/PUR/{fy}/####",
                f"PUR/ENGG/###/{fy}",
                f"PO/{fy}/#####",
                "MU-PO-######",
                f"{ab}/P&I/####/{fy}",
            ]
        ),
    )
    tender = la.digits(
        rng,
        rng.choice(
            [
                f"Tender No. {ab}MU/T/##/{fy}",
                f"GeM Bid No. GEM/{dt.year}/B/#######",
                f"e-Proc Ref. ####/{fy}",
            ]
        ),
    )
    indent = la.digits(rng, rng.choice(["Indent No. ENG/###", "Indent Ref. ####/P&I"]))
    quote = la.digits(
        rng,
        rng.choice(
            ["your quotation No. Q/####", "your offer ref. ###/SO", "your e-mail offer dated"]
        ),
    )
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dot", "dmy", "dash"]))  # noqa: E731
    igst = rng.random() < 0.35
    gstin = la.digits(rng, "29@@@@@####@#Z#")

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.2,
            al="c",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"P.O. No. {po} dated {df(dt)} (contd.)", 8.6, b=True)
        return 60

    d.t(d.w / 2, 44, union.upper() if rng.random() < 0.5 else union, 13, b=True, al="c", maxw=wd)
    d.t(
        d.w / 2,
        57,
        f"Dairy Complex, {dist} - {rng.randint(400001, 799999)}  ·  GSTIN: {gstin}",
        7.8,
        al="c",
        grey=0.3,
    )
    d.t(
        d.w / 2,
        68,
        f"Purchase & Engineering Section  ·  Ph: 0{la.digits(rng, '### #######')}  ·  purchase@{dist.lower()}milkunion.coop",
        7.4,
        al="c",
        grey=0.3,
    )
    d.line(m, 75, r, 75, 1.2)
    y = 96
    if rng.random() < 0.5:
        d.t(d.w / 2, y, f"PURCHASE ORDER No. {po}", 11.5, b=True, al="c")
        d.t(r, y + 16, f"Date: {df(dt)}", 8.6, al="r")
    else:
        d.t(d.w / 2, y, "PURCHASE ORDER", 12, b=True, al="c")
        d.t(m, y + 16, f"{la.pick(rng, 'P.O. No.|PO No.|Order No.')} {po}", 8.8, b=True)
        d.t(r, y + 16, f"Date: {df(dt)}", 8.6, al="r")
    y += 34
    d.t(m, y, "To,", 9)
    pre = rng.random() < 0.6
    y = d.lines(
        m,
        y + 4,
        [
            ("M/s. " if pre else "") + sup if not pre else f"M/s. {sup}",
            f"{rng.randint(1, 200)}, {rng.choice(['KIADB Industrial Area', 'GIDC Estate', 'SIDCO Industrial Estate', 'Peenya 2nd Stage'])}",
            f"{rng.choice(['Bengaluru', 'Ahmedabad', 'Coimbatore', 'Hyderabad', 'Pune'])} - {rng.randint(380001, 600099)}",
            f"GSTIN: {la.digits(rng, '##@@@@@####@#Z#')}",
        ],
        9,
        lead=11.5,
    )
    y += 8
    y = wrapped(
        d,
        m,
        y,
        "Sub: Supply of bulk milk coolers and allied equipment for village dairy co-operative societies – reg.",
        8.8,
        wd,
        b=True,
    )
    y = wrapped(
        d,
        m,
        y + 2,
        f"Ref: 1) {tender}   2) {indent}   3) {quote} {df(dt - timedelta(days=rng.randint(10, 40)))}",
        8.4,
        wd,
    )
    y = wrapped(
        d,
        m,
        y + 6,
        "Dear Sir(s), with reference to the above, we are pleased to place this order on you for the supply of the following items at the rates, terms and conditions given below:",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6], [26, 32])
    lines = more_lines(
        rng, MU_ITEMS, n, [1, 2, 4, 5, 10, 20, 50], ["(Society Batch II)", "(spare)"], big=50000
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], inr(p), inr(a_)], a_)
        for i, (it, q, p, a_) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.07, 0.45, 0.08, 0.08, 0.15, 0.17)],
        ["Sl.", "Description", "Qty", "Unit", "Rate (Rs.)", "Amount (Rs.)"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
    )
    sub = sum((a_ for *_, a_ in lines), ZERO)
    freight = rng.choice([ZERO, ZERO, Decimal(rng.randint(5, 40) * 500)])
    taxable = sub + freight
    g = r2(taxable * Decimal("0.18"))
    total = taxable + g
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Basic value", inr(sub), False)]
        if freight:
            rows.append(("Freight & insurance", inr(freight), False))
        if igst:
            rows.append(("IGST @ 18%", inr(g), False))
        else:
            h = r2(taxable * Decimal("0.09"))
            rows += [("CGST @ 9%", inr(h), False), ("SGST @ 9%", inr(g - h), False)]
        rows.append(
            (
                la.pick(rng, "Grand Total|Total PO Value|Total Order Value (Rs.)|TOTAL"),
                inr(total),
                True,
            )
        )
        y = lsum(d, m + wd * 0.55, r - 3, y, rows, 8.8)
        y = wrapped(d, m, y + 4, f"({in_money_words(total, 'Rupees')})", 8.4, wd, b=True)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Prices: as per rate contract; GST extra as applicable at the time of supply.",
            8.4,
            wd,
        )
    y += 6
    terms = [
        f"1. Delivery: within {rng.choice([30, 45, 60])} days to the societies as per the dispatch list attached.",
        f"2. Payment: {rng.choice([10, 20, 25])}% advance against bank guarantee, balance after installation and satisfactory trial run.",
        f"3. Performance bank guarantee: 10% of the order value valid for {rng.choice([18, 24])} months.",
        "4. Warranty: 24 months from the date of commissioning for the compressor and condensing unit.",
        "5. Please return the duplicate copy of this order duly signed as a token of acceptance.",
    ]
    for t in terms:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd)
    if y + 70 > bottom:
        y = brk()
    y += 14
    d.t(m, y, "Yours faithfully,", 8.6)
    d.t(m, y + 12, f"for {union}", 8.6, b=True, maxw=wd * 0.6)
    d.t(
        m,
        y + 44,
        la.pick(rng, "Managing Director|General Manager (P&I)|Deputy Manager (Engineering)"),
        8.6,
    )
    d.t(m, y + 60, "Copy to: Accounts Section / Stores / Engineering Section", 7.4, grey=0.3)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_en_in_milk_union_chilling_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mu)


# --------------------------------------------------------------------------- 7 de-CH mountain hut's season order for drinks and provisions (MWST, 5-Rappen total)

BH_HUT = ["{h}hütte SAC", "{h}hütte", "Berghaus {h}", "Cabane {h} SAC"]
BH_H = "Lidernen|Kröntlet|Sewen|Gelmer|Tierbergli|Bergsee|Doldenhorn|Wildstrubel|Blüemlisalp|Chelen|Rotondo|Fridolin|Konkordia|Glecksteinh".split(
    "|"
)
BH_SEC = "Pilatus|Uto|Bern|Rossberg|Blümlisalp|Gotthard|Titlis|Bachtel|Oberaargau|Emmental".split(
    "|"
)
BH_SUP_FORMED = [
    "{n} Getränke AG",
    "{n} Gastro-Grosshandel AG",
    "{n} & Co. Getränkehandel GmbH",
    "{n} Lebensmittel AG",
    "Brauerei {n} AG",
    "{n} Frischdienst GmbH",
]
BH_SUP_BARE = ["Getränke {n}", "{f} {n} Getränkedepot", "Metzgerei {n}"]
BH_N = "Zimmermann|Amstutz|Baumgartner|Imhof|Wyss|Gisler|Schuler|Furrer|Aregger|Kälin|Bucher|Odermatt".split(
    "|"
)
BH_F = "Beat|Ruedi|Urs|Monika|Käthi|Sepp|Priska|Toni".split("|")
BH_ORT = [
    "6390 Engelberg",
    "3860 Meiringen",
    "6490 Andermatt",
    "3718 Kandersteg",
    "6460 Altdorf",
    "3818 Grindelwald",
    "6370 Stans",
]
# article | unit | MWST rate | lo | hi
BH_ITEMS = [
    ("Mineralwasser mit Kohlensäure 6 x 1.5 l", "Pack", "8.1", 6, 11),
    ("Apfelschorle 24 x 33 cl", "Harass", "8.1", 24, 38),
    ("Lagerbier 20 l Fass", "Fass", "8.1", 78, 115),
    ("Bier Flasche 24 x 33 cl", "Harass", "8.1", 32, 48),
    ("Rotwein Dôle 75 cl", "Fl.", "8.1", 9, 16),
    ("Weisswein Fendant 75 cl", "Fl.", "8.1", 9, 16),
    ("Teigwaren Hörnli 5 kg", "Sack", "2.6", 11, 19),
    ("Rösti vorgekocht 2.5 kg", "Btl.", "2.6", 9, 15),
    ("Alpkäse rezent", "kg", "2.6", 22, 32),
    ("Trockenfleisch / Bündnerfleisch", "kg", "2.6", 58, 82),
    ("Kaffee Bohnen 1 kg", "Pack", "2.6", 19, 31),
    ("Suppenbouillon 1 kg", "Dose", "2.6", 14, 24),
    ("Mehl Weissmehl 10 kg", "Sack", "2.6", 12, 19),
    ("Propangas 10,5 kg Flasche (Füllung)", "Fl.", "8.1", 38, 56),
    ("Abwaschmittel 5 l", "Kan.", "8.1", 12, 22),
]


def _bh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    hn = rng.choice(BH_H)
    hut = rng.choice(BH_HUT).format(h=hn)
    sec = rng.choice(BH_SEC)
    nn = rng.choice(BH_N)
    sup = bare_or(rng, BH_SUP_FORMED, BH_SUP_BARE, 0.25).format(n=nn, f=rng.choice(BH_F))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"{dt.year}-##", f"B-{dt:%y}-###", "###/##", f"{hn[:3].upper()}-{dt.year}-##"]),
    )
    kunde = la.digits(rng, rng.choice(["#####", "K-####", "1######"]))
    heli = la.digits(
        rng, rng.choice(["Flug-Nr. ###", "Heli-Auftrag H-####", "Rotationen: # (Flug ####)"])
    )
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dot", "long_de"]))  # noqa: E731
    warden = f"{rng.choice(BH_F)} {rng.choice(BH_N)}"
    po_lab = la.pick(rng, "Bestell-Nr.|Bestellung Nr.|Unsere Bestellnummer|Bestellnummer")
    beside = rng.random() < 0.4
    title = la.pick(rng, "Saisonbestellung|Bestellung|Bestellung Hüttenversorgung")
    fline = f"{hut} · Sektion {sec} · Hüttenwart {warden} · Hüttentelefon 0{la.digits(rng, '## ### ## ##')}"

    def foot() -> None:
        d.t(m, d.h - 34, fline, 6.8, grey=0.35, maxw=wd - 60)
        d.t(
            r, d.h - 34, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{title} {po} – Fortsetzung", 9, b=True)
        return 58

    d.t(m, 46, hut, 16, b=True)
    d.t(m, 58, f"Sektion {sec} des Schweizer Alpen-Club SAC", 8, grey=0.3)
    # window address
    wy = 110
    d.t(m, wy - 12, f"{hut}, {warden}, {rng.choice(BH_ORT)}", 6.6, grey=0.3)
    d.line(m, wy - 9, m + 220, wy - 9, 0.3)
    d.lines(
        m,
        wy,
        [
            sup,
            rng.choice(["Industriestrasse", "Bahnhofstrasse", "Gewerbestrasse", "Dorfstrasse"])
            + f" {rng.randint(1, 60)}",
            rng.choice(BH_ORT),
        ],
        9.6,
        b_first=True,
        lead=12,
    )
    kx = m + wd * 0.58
    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Datum", df(dt)),
        ("Kunden-Nr.", kunde),
        ("Lieferung bis", df(dt + timedelta(days=rng.randint(7, 21)))),
        ("Helikopter", heli),
    ]
    yy = 96
    for k, v in kv:
        d.t(kx, yy, k, 8, grey=0.3)
        d.t(r, yy, v, 8.2, al="r", maxw=r - kx - 60)
        yy += 12
    y = max(yy, 150) + 20
    d.t(m, y, f"{title} {po}" if beside else title, 13, b=True)
    y += 10
    y = wrapped(
        d,
        m,
        y,
        f"Grüezi {rng.choice(['Herr', 'Frau'])} {nn}, für die Sommersaison bestellen wir wie folgt. Bitte Ware auf Paletten an den Heliplatz Talstation liefern; die Flüge sind für den {df(dt + timedelta(days=rng.randint(22, 30)))} reserviert.",
        8.4,
        wd,
    )
    y += 6
    n = n_lines(rng, [4, 5, 6, 7, 8, 10, 12], [34, 40, 74])
    lines = more_lines(
        rng, BH_ITEMS, n, [2, 4, 6, 10, 12, 20, 30, 40], ["(Reserve)", "(Nachlieferung)"], big=500
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], ch(p), it[2], ch(a_)], a_)
        for i, (it, q, p, a_) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.44, 0.08, 0.09, 0.11, 0.08, 0.14)],
        ["Pos.", "Artikel", "Menge", "Einh.", "Preis", "MWST %", "Betrag CHF"],
        body,
        "llrlrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net81 = sum((a_ for it, _, _, a_ in lines if it[2] == "8.1"), ZERO)
    net26 = sum((a_ for it, _, _, a_ in lines if it[2] == "2.6"), ZERO)
    t81 = r2(net81 * Decimal("0.081"))
    t26 = r2(net26 * Decimal("0.026"))
    raw = net81 + net26 + t81 + t26
    total = r05(raw)
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total netto", ch(net81 + net26), False)]
        if net81:
            rows.append((f"MWST 8,1 % auf {ch(net81)}", ch(t81), False))
        if net26:
            rows.append((f"MWST 2,6 % auf {ch(net26)}", ch(t26), False))
        if total != raw:
            rows.append(("Rundungsdifferenz", ch(total - raw), False))
        rows.append(
            (
                la.pick(rng, "Total CHF|Bestelltotal CHF|Gesamttotal inkl. MWST|Total inkl. MWST"),
                ch(total),
                True,
            )
        )
        y = lsum(d, m + wd * 0.5, r - 3, y, rows, 8.8, box=rng.random() < 0.4)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Preise gemäss Ihrer Preisliste Sommersaison; Rechnung nach Lieferung an die Sektion.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        f"Rechnung bitte an: SAC Sektion {sec}, Hüttenkasse, Postfach, {rng.choice(BH_ORT)} – mit Angabe unserer Bestellnummer.",
        "Leergut (Harasse, Fässer, Gasflaschen) wird mit dem Rückflug retourniert und ist gutzuschreiben.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 16
    d.t(m, y, "Freundliche Grüsse", 8.6)
    d.t(m, y + 30, f"{warden}, Hüttenwart{'in' if rng.random() < 0.3 else ''}", 8.6)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_de_ch_berghuette_saisonbestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bh)


# --------------------------------------------------------------------------- 8 fr-BE chip shop's order to a wholesaler (header table, TVA 6 % / 21 %)

FR_SHOP = [
    "Friterie {n}",
    "Fritkot {n}",
    "Friterie Chez {p}",
    "Snack-Friterie {n}",
    "Baraque à frites {n}",
]
FR_N = "La Bascule|du Marché|Saint-Gilles|de la Gare|Le Cornet d'Or|des Sablons|Nationale|du Parc|La Pépite|Sainte-Croix".split(
    "|"
)
FR_P = "Michel|Nadia|Fredo|Josiane|Luc|Sabrina|Momo|Chantal".split("|")
FR_SUP_FORMED = [
    "{n} Food Service SA",
    "Établissements {n} SRL",
    "{n} Distribution SA",
    "{n} & Fils SRL",
    "Pommes de Terre {n} SA",
]
FR_SUP_BARE = ["Pommes de terre {n}", "{n} Grossiste", "Ets {n}"]
FR_SN = "Dumont|Lambert|Delvaux|Peeters|Lejeune|Renard|Collard|Hennebert|Gilson|Wauters".split("|")
FR_VILLE = [
    "1060 Saint-Gilles",
    "4000 Liège",
    "5000 Namur",
    "6000 Charleroi",
    "7000 Mons",
    "1300 Wavre",
    "4800 Verviers",
    "7500 Tournai",
]
FR_ITEMS = [
    ("Pommes de terre Bintje, sac 25 kg", "sac", "6", 11, 19),
    ("Frites fraîches 10 mm, seau 10 kg", "seau", "6", 13, 22),
    ("Graisse de bœuf (blanc de bœuf) 10 kg", "carton", "6", 24, 36),
    ("Huile de friture 20 l", "bidon", "6", 34, 52),
    ("Sauce andalouse 3 l", "seau", "6", 9, 15),
    ("Mayonnaise 10 l", "seau", "6", 19, 31),
    ("Sauce samouraï 3 l", "seau", "6", 10, 16),
    ("Fricadelles 40 pièces", "boîte", "6", 16, 26),
    ("Boulettes sauce tomate 5 kg", "seau", "6", 28, 42),
    ("Cornets en carton, moyen (1000)", "carton", "21", 28, 44),
    ("Barquettes carton 250 ml (500)", "carton", "21", 19, 31),
    ("Fourchettes en bois (1000)", "carton", "21", 9, 15),
    ("Serviettes 2 plis (3000)", "carton", "21", 18, 29),
    ("Canettes soda 24 x 33 cl", "pack", "6", 11, 18),
]


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    shop = rng.choice(FR_SHOP).format(n=rng.choice(FR_N), p=rng.choice(FR_P))
    sn = rng.choice(FR_SN)
    sup = bare_or(rng, FR_SUP_FORMED, FR_SUP_BARE, 0.3).format(n=sn)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["BC-####", f"{dt:%y}/###", "C######", f"CMD-{dt:%Y%m}-##"]))
    client = la.digits(rng, rng.choice(["CL####", "#####", "Client ####"]))
    stated = stated_of(rng)
    page = [1]
    money_ = frb if rng.random() < 0.6 else (lambda v: grouped(v, " ", ","))
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "dot", "long_fr"]))  # noqa: E731
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|N° BC")
    fline = f"{shop} · TVA BE {la.digits(rng, '0###.###.###')} · IBAN BE{la.digits(rng, '## #### #### ####')}"

    def foot() -> None:
        d.t(m, d.h - 32, fline, 6.8, grey=0.35, maxw=wd - 60)
        d.t(r, d.h - 32, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} (suite)", 9, b=True)
        return 58

    t_title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE")
    cs = 17.0
    while cs > 9 and d.width(shop, cs, True) + d.width(t_title, 15, True) > wd - 24:
        cs -= 0.5
    d.t(m, 46, shop, cs, b=True)
    d.t(
        m,
        58,
        f"{rng.choice(['Place', 'Rue', 'Chaussée'])} {rng.choice(['du Marché', 'de la Station', 'de Bruxelles', 'Saint-Lambert'])} {rng.randint(1, 120)}, {rng.choice(FR_VILLE)} · {la.digits(rng, '04## ## ## ##')}",
        7.8,
        grey=0.3,
    )
    d.t(r, 46, t_title, 15, b=True, al="r")
    y = 74
    heads = [po_lab, "Date", "N° client", "Livraison souhaitée"]
    vals = [
        po,
        df(dt),
        client,
        df(dt + timedelta(days=rng.randint(1, 5))) + rng.choice([" (matin)", " avant 10h", ""]),
    ]
    order = [0, 1, 2, 3] if rng.random() < 0.5 else [1, 0, 2, 3]
    if rng.random() < 0.3:
        order = [2, 0, 1, 3]
    ws = [wd * f for f in (0.26, 0.2, 0.2, 0.34)]
    d.grid(m, y, ws, [heads[k] for k in order], [vals[k] for k in order], size=8)
    y += 2 * (8 + 8) + 14
    style = rng.choice(["label", "label", "bare"])
    sy = y
    if style == "label":
        d.t(
            m,
            sy + 8,
            la.pick(rng, "Fournisseur|Fournisseur :|À l'attention de"),
            8,
            b=True,
            grey=0.35,
        )
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Zoning Industriel', 'Rue de l’Industrie', 'Avenue du Commerce'])} {rng.randint(1, 80)}",
            rng.choice(FR_VILLE),
            f"Tél. {la.digits(rng, '0# ### ## ##')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kx = m + wd * 0.55
    d.t(kx, y + 8, "Adresse de livraison", 8, b=True, grey=0.35)
    d.lines(
        kx,
        y + 12,
        [
            shop,
            rng.choice(
                ["Entrée arrière, sonner", "Livrer par la ruelle", "Clé chez le voisin n° 12"]
            ),
            f"Contact : {rng.choice(FR_P)} {la.digits(rng, '04## ## ## ##')}",
        ],
        8.4,
        lead=11,
    )
    y = sy + 12
    n = n_lines(rng, [4, 5, 6, 7, 8, 9, 10], [34, 40, 76])
    lines = more_lines(rng, FR_ITEMS, n, [1, 2, 3, 4, 5, 6, 10], ["(promo)", "(réserve)"], big=200)
    cols = rng.choice(
        [
            ("Réf.", "Désignation", "Qté", "Unité", "P.U. HTVA", "TVA", "Total HTVA"),
            ("Désignation", "Qté", "P.U. HTVA", "Unité", "TVA", "Total HTVA"),
        ]
    )
    body = []
    for it, q, p, a_ in lines:
        cell = {
            "Réf.": la.digits(rng, "#####"),
            "Désignation": it[0],
            "Qté": f"{q:,.0f}",
            "Unité": it[1],
            "P.U. HTVA": money_(p),
            "TVA": f"{it[2]} %",
            "Total HTVA": money_(a_),
        }
        body.append(([cell[c] for c in cols], a_))
    wmap = {
        "Réf.": 0.09,
        "Désignation": 0.4,
        "Qté": 0.07,
        "Unité": 0.09,
        "P.U. HTVA": 0.12,
        "TVA": 0.08,
        "Total HTVA": 0.15,
    }
    tw = sum(wmap[c] for c in cols)
    al = "".join({"Désignation": "l", "Réf.": "l", "Unité": "l"}.get(c, "r") for c in cols)
    y = ltable(
        d,
        m,
        y,
        [wd * wmap[c] / tw for c in cols],
        list(cols),
        body,
        al,
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    n6 = sum((a_ for it, _, _, a_ in lines if it[2] == "6"), ZERO)
    n21 = sum((a_ for it, _, _, a_ in lines if it[2] == "21"), ZERO)
    t6, t21 = r2(n6 * Decimal("0.06")), r2(n21 * Decimal("0.21"))
    total = n6 + n21 + t6 + t21
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total HTVA", f"{money_(n6 + n21)} €", False)]
        if n6:
            rows.append(("TVA 6 %", f"{money_(t6)} €", False))
        if n21:
            rows.append(("TVA 21 %", f"{money_(t21)} €", False))
        rows.append(
            (
                la.pick(
                    rng, "Total TVAC|Montant total TVAC|TOTAL À PAYER|Solde à payer|Montant total"
                ),
                f"{money_(total)} €",
                True,
            )
        )
        y = lsum(
            d, m + wd * 0.55, r - 3, y, rows, 8.8, below=rng.random() < 0.25, box=rng.random() < 0.5
        )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Prix selon votre tarif en vigueur ; le montant sera repris sur la facture.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Paiement à la livraison (Bancontact) ou virement à 8 jours. Les seaux vides sont repris.",
        "Merci de mentionner notre numéro de commande sur le bon de livraison.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 28
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Pour la friterie : {rng.choice(FR_P)}")
    d.sign(m + sw_ + 20, y, sw_, "Reçu / signature du livreur")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_fr_be_friterie_commande_grossiste(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 9 es-ES olive-oil mill's order for bottles, caps, labels (IVA 21 %, anticipo)

AL_MILL = [
    "Almazara {n}, S.L.",
    "Cooperativa Olivarera {s}, S. Coop. And.",
    "Aceites {n}, S.A.",
    "S.C.A. Nuestra Señora de {v}",
    "Almazara de {p}, S.L.",
]
AL_N = "El Olivar|La Loma|Santa Clara|Los Arcos|Sierra Mágina|Cortijo Nuevo|Valdeolivas|El Molinillo".split(
    "|"
)
AL_S = "San Isidro|La Unión|Virgen del Campo|San José|La Purísima".split("|")
AL_V = "la Cabeza|los Remedios|la Fuensanta|Gracia|la Estrella".split("|")
AL_P = "Baena|Martos|Úbeda|Priego|Mora|Alcañiz|Castro del Río|Jódar|Cabra".split("|")
AL_SUP_FORMED = [
    "{n} Envases, S.L.",
    "Vidrieras {n}, S.A.",
    "Etiquetas {n}, S.L.U.",
    "Cartonajes {n}, S.A.",
    "Tapones y Cápsulas {n}, S.L.",
    "{n} Packaging Ibérica, S.L.",
]
AL_SUP_BARE = ["Gráficas {n}", "Cartonajes {n}", "Imprenta {n}"]
AL_SN = "Mengíbar|Ortega|Navarro|Ruiz|Castillo|Morales|Jiménez|Herrera|Lozano|Molina".split("|")
AL_PROV = [
    "23600 Martos (Jaén)",
    "14850 Baena (Córdoba)",
    "46930 Quart de Poblet (Valencia)",
    "41500 Alcalá de Guadaíra (Sevilla)",
    "50016 Zaragoza",
    "08940 Cornellà de Llobregat (Barcelona)",
]
AL_ITEMS = [
    ("Botella vidrio Marasca 500 ml extra-blanco", "ud", 0.21, 0.38),
    ("Botella vidrio Dórica 250 ml", "ud", 0.16, 0.29),
    ("Garrafa PET 5 l con asa", "ud", 0.42, 0.78),
    ("Lata metálica 2,5 l litografiada", "ud", 1.1, 1.9),
    ("Tapón antirrelleno dorado 31,5 mm", "ud", 0.06, 0.12),
    ("Cápsula termorretráctil", "ud", 0.02, 0.05),
    ("Etiqueta frontal AOVE (millar)", "millar", 38, 72),
    ("Contraetiqueta con lote (millar)", "millar", 22, 41),
    ("Caja cartón 12 botellas 500 ml", "ud", 0.55, 0.95),
    ("Caja cartón 3 garrafas 5 l", "ud", 0.7, 1.2),
    ("Film estirable palet 23 µm", "bobina", 14, 24),
    ("Palet europeo 1200x800", "ud", 8, 13),
]


def _al(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(rng.choice([A4, A4, landscape(A4)]), la.pick(rng, "helv|libsans|dejavu|times"))
    land = d.w > d.h
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    mill = rng.choice(AL_MILL).format(
        n=rng.choice(AL_N), s=rng.choice(AL_S), v=rng.choice(AL_V), p=rng.choice(AL_P)
    )
    sn = rng.choice(AL_SN)
    sup = bare_or(rng, AL_SUP_FORMED, AL_SUP_BARE, 0.2).format(n=sn)
    dt = a_day(rng)
    camp = f"{dt.year if dt.month >= 10 else dt.year - 1}/{(dt.year + 1 if dt.month >= 10 else dt.year) % 100:02d}"
    po = la.digits(
        rng,
        rng.choice(
            [
                f"PC-{dt.year}-####",
                f"{dt:%y}/####",
                "P######",
                f"OC{dt:%y}-###",
                f"Nº ####/{dt.year}",
            ]
        ),
    ).replace("Nº ", "")
    oferta = la.digits(rng, rng.choice(["OF-####", "Oferta ####/##", "PRES-#####"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "long_es", "dash"]))  # noqa: E731
    po_lab = la.pick(rng, "Nº pedido|Pedido nº|Número de pedido|Nº de pedido")
    layout = rng.choice(["beside", "grid", "kv"])
    cif = la.digits(rng, rng.choice(["B########", "F########", "A########"]))
    sup_cif = la.digits(rng, rng.choice(["B########", "A########"]))

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{mill} · CIF {cif} · Registro de Industrias Agrarias nº {cif[-5:]}",
            6.8,
            grey=0.35,
            maxw=wd - 60,
        )
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
        d.t(m, 44, f"{mill} – Pedido {po} (continuación)", 9, b=True)
        return 58

    d.t(m, 46, mill, 15, b=True)
    d.t(
        m,
        58,
        f"{rng.choice(['Ctra.', 'Camino', 'Avda.'])} {rng.choice(['de Jaén', 'del Molino', 'de Andalucía', 'de la Estación'])} {rng.choice(['km 3', 's/n', str(rng.randint(1, 90))])} · CIF {cif} · Tel. {la.digits(rng, '9## ### ###')}",
        7.8,
        grey=0.3,
    )
    t_title = {"beside": f"PEDIDO DE COMPRA Nº {po}", "grid": "PEDIDO DE COMPRA"}.get(
        layout, la.pick(rng, "PEDIDO|Pedido a proveedor|PEDIDO DE COMPRA")
    )
    ty = 46 if d.width(mill, 15, True) + d.width(t_title, 14, True) < wd - 24 else 86
    dy = ty - 46
    y = 76 + dy
    if layout == "beside":
        d.t(r, ty, t_title, 13, b=True, al="r")
        d.t(r, ty + 14, f"Fecha: {df(dt)}", 8.4, al="r")
        kv = [("Campaña", camp), ("Su oferta", oferta)]
    elif layout == "grid":
        d.t(r, ty, t_title, 14, b=True, al="r")
        ws = [wd * 0.22] * 3
        d.grid(r - sum(ws), ty + 8, ws, [po_lab, "Fecha", "Campaña"], [po, df(dt), camp], size=7.8)
        y = 96 + dy
        kv = [("Su oferta", oferta)]
    else:
        d.t(r, ty, t_title, 14, b=True, al="r")
        kv = [(po_lab, po), ("Fecha", df(dt)), ("Campaña", camp), ("Su oferta", oferta)]
    kv.append(("Entrega", df(dt + timedelta(days=rng.randint(10, 30)))))
    if rng.random() < 0.5:
        kv.append(("Solicitado por", rng.choice(["Dpto. Envasado", "Jefe de almazara", "Calidad"])))
    y += 8
    d.t(m, y + 8, la.pick(rng, "Proveedor|PROVEEDOR|Proveedor:"), 8, b=True, grey=0.35)
    sy = d.lines(
        m,
        y + 12,
        [
            sup,
            f"{rng.choice(['Pol. Ind.', 'C/'])} {rng.choice(['Los Olivares', 'El Castillo', 'Mayor', 'La Redonda'])} {rng.randint(1, 90)}",
            rng.choice(AL_PROV),
            f"CIF {sup_cif}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kx = m + wd * (0.55 if not land else 0.6)
    yy = y
    for k, v in kv:
        d.t(kx, yy + 8, k, 8, b=True)
        d.t(kx + 72, yy + 8, v, 8, maxw=r - kx - 72)
        yy += 12
    y = max(sy, yy) + 12
    n = n_lines(rng, [3, 4, 5, 6, 7, 8], [28, 34] if not land else [18, 22])
    lines = []
    for it in rng.sample(AL_ITEMS, min(n, len(AL_ITEMS))):
        q = (
            Decimal(rng.choice([1, 2, 5, 10, 20, 24, 30, 50]))
            if it[1] in ("millar", "bobina", "ud") and it[3] > 5
            else Decimal(rng.choice([2000, 4800, 6000, 12000, 24000]))
        )
        p = Decimal(rng.randint(int(it[2] * 1000), int(it[3] * 1000))) / 1000
        lines.append((it, q, p, r2(q * p)))
    while len(lines) < n:
        it = rng.choice(AL_ITEMS)
        q = Decimal(rng.choice([500, 1000, 2000]))
        p = Decimal(rng.randint(int(it[2] * 1000), int(it[3] * 1000))) / 1000
        lines.append(
            (
                (f"{it[0]} ({rng.choice(['2ª entrega', 'reposición', 'muestra'])})", *it[1:]),
                q,
                p,
                r2(q * p),
            )
        )
    disc_pct = rng.choice([0, 0, 2, 3, 5])
    body = [
        (
            [
                la.digits(rng, "ENV-###"),
                it[0],
                grouped(q, ".", ",", 0),
                it[1],
                grouped(p, ".", ",", 3),
                eu(a_),
            ],
            a_,
        )
        for it, q, p, a_ in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.44, 0.1, 0.08, 0.12, 0.16)],
        ["Código", "Descripción", "Cantidad", "Ud.", "Precio €", "Importe €"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a_ for *_, a_ in lines), ZERO)
    disc = r2(sub * disc_pct / 100)
    base = sub - disc
    iva = r2(base * Decimal("0.21"))
    total = base + iva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Suma", f"{eu(sub)} €", False)]
        if disc:
            rows.append((f"Descuento pronto pago {disc_pct} %", f"-{eu(disc)} €", False))
        rows += [("Base imponible", f"{eu(base)} €", False), ("IVA 21 %", f"{eu(iva)} €", False)]
        rows.append(
            (
                la.pick(rng, "TOTAL PEDIDO|Importe total|Total pedido (IVA incl.)|TOTAL"),
                f"{eu(total)} €",
                True,
            )
        )
        y = lsum(
            d,
            m + wd * (0.55 if not land else 0.65),
            r - 3,
            y,
            rows,
            8.8,
            below=rng.random() < 0.35,
            box=rng.random() < 0.4,
        )
        if rng.random() < 0.4:
            ant = r2(total * Decimal(rng.choice([20, 30])) / 100)
            y = wrapped(
                d,
                m,
                y + 4,
                f"Anticipo a la firma del pedido: {eu(ant)} € (transferencia). Resto a 60 días fecha factura.",
                8.2,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Precios según su oferta {oferta}. El importe definitivo se facturará según unidades servidas.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Material apto para contacto alimentario (Reglamento CE 1935/2004); adjuntar declaración de conformidad.",
        "Indicar nuestro número de pedido en albarán y factura. Horario de descarga: 8:00 a 14:00.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 28
    sw_ = (wd - 40) / 3
    for k, lab in enumerate(["Compras", "Gerencia (VºBº)", "Conforme proveedor"]):
        d.sign(m + k * (sw_ + 20), y, sw_, lab)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind45_es_almazara_pedido_envases(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _al)


# --------------------------------------------------------------------------- 10 nl-BE cleaning-chemicals supplier's order confirmation to a car wash

CW_SUP_FORMED = [
    "{n} Chemie NV",
    "{n} Cleaning Solutions BV",
    "{n} Carwash Products NV",
    "{n} & Zonen BV",
    "Chemische Fabriek {n} NV",
]
CW_SUP_BARE = ["{n} Reinigingsproducten", "Groothandel {n}"]
CW_N = "Verhaegen|De Smet|Vermeulen|Claes|Maes|Janssens|Goossens|Van Damme|Willems|Mertens|Hermans".split(
    "|"
)
CW_BUY = [
    "Carwash {p} BV",
    "Car Wash {p}",
    "Washcenter {p} BV",
    "Autowas {p} BVBA",
    "Tankstation & Carwash {p}",
]
CW_P = "Ring|Kustlaan|Expresweg|Zuid|Noord|De Brug|Molenveld|Kanaal|Waasland|Kempen".split("|")
CW_GEM = [
    "2000 Antwerpen",
    "9000 Gent",
    "3500 Hasselt",
    "8000 Brugge",
    "2800 Mechelen",
    "3000 Leuven",
    "8500 Kortrijk",
    "9100 Sint-Niklaas",
    "2300 Turnhout",
]
CW_ITEMS = [
    ("Voorwasmiddel alkalisch 200 l vat", "vat", 380, 560),
    ("Actieve schuim 25 l", "can", 48, 78),
    ("Velgenreiniger zuur 25 l", "can", 62, 95),
    ("Glansspoelmiddel / droger 25 l", "can", 72, 118),
    ("Waxspray 25 l", "can", 84, 132),
    ("Insectenverwijderaar 25 l", "can", 55, 88),
    ("Borstelset portaalinstallatie (PE)", "set", 1450, 2600),
    ("Hogedruklans 1100 mm", "st", 68, 120),
    ("Stofzuigerslang 5 m", "st", 42, 74),
    ("Osmosefilter vervangpatroon", "st", 95, 160),
    ("Microvezeldoeken 40x40 (50 st)", "pak", 38, 62),
    ("Ontharder zout 25 kg", "zak", 11, 18),
]


def _cw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    sn = rng.choice(CW_N)
    sup = bare_or(rng, CW_SUP_FORMED, CW_SUP_BARE, 0.2).format(n=sn)
    buyer = rng.choice(CW_BUY).format(p=rng.choice(CW_P))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["BB-####", "#####", f"{dt:%Y}-###", "PO####", f"CW{dt:%y}##"]))
    own = la.digits(rng, rng.choice(["VO#######", f"OB{dt:%y}-#####", "########"]))
    klant = la.digits(rng, rng.choice(["######", "K#####"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "dash", "long_nl"]))  # noqa: E731
    ond = la.digits(rng, "0###.###.###")
    iban = la.digits(rng, "BE## #### #### ####")
    po_lab = la.pick(rng, "Uw bestelbon nr.|Uw bestelling|Uw ref. / bestelbon|Uw ordernummer")

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{sup} · BTW BE {ond} · RPR Antwerpen · {iban} · Algemene verkoopsvoorwaarden op www.{sn.lower().replace(' ', '')}.be",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 34, f"Blad {page[0]}/{of}" if of else f"Blad {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Orderbevestiging {own} – vervolg", 9, b=True)
        return 58

    t_title = la.pick(rng, "ORDERBEVESTIGING|Orderbevestiging|Bevestiging van bestelling")
    cs = 16.0
    while cs > 9 and d.width(sup, cs, True) + d.width(t_title, 15, True) > wd - 24:
        cs -= 0.5
    d.t(m, 46, sup, cs, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.choice(['Industrieweg', 'Nijverheidsstraat', 'Kanaaldijk', 'Ambachtenlaan'])} {rng.randint(1, 120)}, {rng.choice(CW_GEM)}",
            f"Tel. {la.digits(rng, '0# ### ## ##')} · orders@{sn.lower().replace(' ', '')}.be",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 46, t_title, 15, b=True, al="r")
    # customer window
    y = 100
    d.t(m, y, la.pick(rng, "Klant|Aan|Leveringsadres en facturatie"), 7.6, b=True, grey=0.35)
    d.lines(
        m,
        y + 4,
        [
            buyer,
            f"t.a.v. {rng.choice(['dhr.', 'mevr.'])} {rng.choice(CW_N)}",
            f"{rng.choice(['Steenweg op', 'Boomsesteenweg', 'Brusselsesteenweg', 'Kortrijksesteenweg'])} {rng.randint(1, 400)}",
            rng.choice(CW_GEM),
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    refs = [
        ("Ons ordernr.", own),
        ("Datum", df(dt)),
        (po_lab, po),
        ("Klantnr.", klant),
        ("Levering", df(dt + timedelta(days=rng.randint(2, 10)))),
    ]
    if rng.random() < 0.5:
        refs[0], refs[2] = refs[2], refs[0]
    if rng.random() < 0.5:
        ws = [wd * 0.2] * 5
        d.grid(m, 166, ws, [k for k, _ in refs], [v for _, v in refs], size=7.6)
        y = 166 + 2 * 15.6 + 12
    else:
        kx = m + wd * 0.58
        yy = 96
        for k, v in refs:
            d.t(kx, yy, k, 8, grey=0.3)
            d.t(r, yy, v, 8.2, al="r")
            yy += 12
        y = max(yy, 160) + 10
    y = wrapped(
        d,
        m,
        y,
        "Geachte klant, wij danken u voor uw bestelling en bevestigen die als volgt:",
        8.4,
        wd,
    )
    y += 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng, CW_ITEMS, n, [1, 2, 4, 6, 8, 10, 12], ["(extra)", "(nalevering)"], big=1000
    )
    body = [
        ([la.digits(rng, "CH-####"), it[0], f"{q:,.0f}", it[1], eu(p), eu(a_)], a_)
        for it, q, p, a_ in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.45, 0.08, 0.08, 0.13, 0.15)],
        ["Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "Bedrag €"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a_ for *_, a_ in lines), ZERO)
    disc_pct = rng.choice([0, 0, 5, 10])
    disc = r2(sub * disc_pct / 100)
    vvat = rng.choice([ZERO, ZERO, Decimal("8.50"), Decimal("12.00")])
    net = sub - disc
    btw = r2((net + vvat) * Decimal("0.21"))
    total = net + vvat + btw
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotaal excl. btw", f"€ {eu(sub)}", False)]
        if disc:
            rows.append((f"Korting {disc_pct} %", f"€ -{eu(disc)}", False))
        if vvat:
            rows.append(("Bijdrage gevaarlijke stoffen (ADR)", f"€ {eu(vvat)}", False))
        rows.append(("Btw 21 %", f"€ {eu(btw)}", False))
        rows.append(
            (la.pick(rng, "Totaal incl. btw|Te betalen|Saldo|TOTAAL"), f"€ {eu(total)}", True)
        )
        y = lsum(
            d, m + wd * 0.55, r - 3, y, rows, 8.8, below=rng.random() < 0.3, box=rng.random() < 0.5
        )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Prijzen volgens de lopende prijsafspraak; de factuur volgt bij levering.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Vaten en cans blijven eigendom van de leverancier; statiegeld wordt op de factuur verrekend.",
        "Veiligheidsinformatiebladen (SDS) zijn op aanvraag beschikbaar. Betaling: 30 dagen na factuurdatum.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 28
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Met vriendelijke groeten, {rng.choice(['binnendienst', 'verkoop'])} {sup}")
    d.sign(m + sw_ + 20, y, sw_, "Voor akkoord klant")
    foot()
    out = finish(d, "nl", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind45_nl_be_carwash_orderbevestiging(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cw)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind45_") and callable(fn)
}

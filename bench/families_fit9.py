# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind after fit8 (`fit9_*`), one per language and
setting.

- fit9_zh_chaoshi_mendian_fenhuo: a mainland supermarket chain's fresh-produce order to a
  farm, produce or meat supplier, printed landscape from its supply system (the brand in large
  type with the company beside it, the title centred, the order number at the top right, three
  unruled columns of label：value fields with the supplier's name, supplier code, buyer,
  promotion period and at times a contract number, delivery date and slot; a store allocation
  matrix: one quantity column per store, then total quantity, tax-inclusive cost price and
  amount; a 合计 row with per-store sums, 含税金额 / 其中税额 / 不含税金额 in either order,
  at times the sum in 大写, delivery notes and three signature lines).
- fit9_zh_guoqi_beijian_hetong_fengmian: a state-owned plant's, mine's or utility's spare-parts
  采购合同 / 订货合同 with a cover page (the title in large type, then ruled lines 项目名称 /
  项目编号 / 合同编号 / 甲方 / 乙方 / 签订地点 / 签订日期, the number at times at the top right
  instead), then 甲方 and 乙方 lines, a preamble, 第一条 with the goods table and a 合计 row,
  the contract price in words and figures with net and tax, eight numbered articles, and a
  two-column signature table with both parties' name, legal representative, address, bank,
  account and tax number, seals at times; the contract number is the only order number).
- fit9_tw_zhensuo_yaopin_dinggou: a Taiwanese clinic's or pharmacy's drug order to a drug
  distributor (the clinic at the top left with its address and institution code, a framed title
  with the order number at the top right, a ruled grid with the distributor's name, sales rep,
  ROC-era dates and payment, lines with NHI drug codes, at times free-goods rows at 0, whole
  NT$ amounts; 合計（含稅） alone or 小計 / 營業稅 5% / 總計 in a box, at times the sum in
  大寫, notes on expiry and cold chain, three signature lines).
- fit9_ja_daigaku_buppin_hacchusho: a Japanese university's or research institute's 発注書 for
  goods (the order number and date at the top right, the title centred, the supplier at the
  left with 御中 / 殿 / 様 on an underline, the university, office, address and a square seal at
  the right, a ruled grid of 予算区分 with a grant or budget code, delivery deadline and place,
  inspection place, payment and at times researcher and quotation number, lines, and a boxed
  小計 / 消費税 / 合計 block; notes on the order number and invoice addressee).
- fit9_en_us_film_production_po: a US film or TV production's purchase order on Letter (the
  production company, show title, episode and production number at the top left, a framed PO
  box at the top right, the vendor under a caption with address and contact, a key/value
  column of date, department, account code, set, requester and W-9, a rental/purchase banner
  with the rental period, Qty / Description / Days / Rate / Amount lines, Subtotal, state sales
  tax or a resale exemption, a boxed total, at times a deposit paid by check, three sign-offs).
- fit9_en_gb_ie_housing_works_order: a British or Irish housing association's or council's
  responsive-repairs works order (landlord at the top left, title at the top right, the
  contractor box at the left, an order-data table with the order number, repair request,
  dates, priority and trade at the right, a property and tenant band with access and asbestos
  notes, the job description, SOR-coded lines, net / VAT 20 % or 13.5 % / total in a boxed
  block or the net order value alone, instructions and two signature lines).
- fit9_de_moebelhaus_kommissionsbestellung: a German furniture retailer's commission order to a
  manufacturer (a coloured full-width letterhead band, title, the Lieferant with supplier
  number at the left, order data with the order number, customer number, delivery week and at
  times the buying group at the right, a Kommission band naming the end customer and the sales
  order number, lines with model numbers, a finish row under each, purchase prices and line
  discounts, Warenwert netto, freight, 19 % MwSt. and a gross total, or a net order value).
- fit9_fr_agence_evenementiel_bon_commande: a French event agency's bon de commande to a
  caterer, rental or AV provider (agency at the top left, title and number at the top right,
  the provider box and a shaded event box side by side with event, date, venue, guests and the
  file reference, a sentence quoting the provider's quotation, lines with TVA 10 % or 20 %,
  Total HT / TVA 10 % / TVA 20 % / Total TTC, at times the deposit and balance below, a
  signature box for the provider's agreement).
- fit9_es_editorial_pedido_impresion: a Spanish publisher's print order to a printing house
  (the publisher at the top, a shaded title bar with the number at the right, the printer under
  a caption with the date, quotation, delivery and payment beside it, one block per title with
  ISBN, legal deposit and specifications, per-title lines for printing, cover and binding with
  unit prices to three decimals, at times promotional items at 21 %; Base imponible / IVA 4 %
  (and 21 %) / total).
- fit9_nl_inhuur_inkoopopdracht: a Dutch municipality's, care provider's or housing
  corporation's order for hired staff (the buyer at the top right, the title at the left, the
  opdrachtnemer with KvK and G-rekening, order data with the framework contract, request,
  cost centre and budget holder, a band with the role, the hired person, period and hours,
  hours x rate lines with travel costs, totals excl. / incl. btw 21 % or the maximum net order
  value, ARVODI and chain-liability terms, two signature lines).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a promotion, contract, project, budget, grant,
quotation, repair-request, customer-order, event-file, framework, request or legal-deposit
number; on the 采购合同 whose only number is its contract number, that number); the supplier
exactly as printed on its first line (the vendor the order is addressed to, without 御中 / 殿 /
様 printed beside it); the grand total as "1234.50" (whole yen and NT$ as "1234.00"; incl.
tax where an incl.-tax total is stated, the net sum where only that is; "" when the document
states none, about one document in eleven).
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, LETTER, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402
from families_blind32 import n_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
LATIN_FONTS = "helv|times|dejavu|djserif|djcond|libsans"


def en2(v: Decimal) -> str:
    return grouped(v)


def pick_lines(rng: random.Random, pool: list, n: int) -> list:
    """n entries of the pool, repeating (shuffled) when n is larger than the pool."""
    out: list = []
    while len(out) < n:
        out += rng.sample(pool, min(len(pool), n - len(out)))
    return out


def dprice(rng: random.Random, lo: float, hi: float, whole: bool = False) -> Decimal:
    v = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
    return r0(v) if whole else v


def cpara(
    pdf: cj.Pdf,
    x: float,
    y: float,
    s: str,
    size: float,
    w: float,
    bottom: float,
    brk: Callable[[], float],
) -> float:
    """Wrapped running text on a cj page (runs of Latin letters and figures never split),
    continued on a new page past `bottom`."""
    tokens = re.findall(r"[A-Za-z0-9¥￥.,:%()（）/\-]+|.", s)
    lines, cur = [], ""
    for tok in tokens:
        if cur and cj.stringWidth(cur + tok, cj.FONT_NAME, size) > w:
            lines.append(cur)
            cur = tok.lstrip()
        else:
            cur += tok
    if cur:
        lines.append(cur)
    for ln in lines:
        if y > bottom:
            y = brk()
        pdf.text(x, y, ln, size)
        y += size * 1.6
    return y


# --------------------------------------------------------------------------- 1 zh-Hans supermarket chain's fresh-produce order with a store allocation matrix

ZS_CITY = "合肥 芜湖 南昌 九江 长沙 株洲 郑州 洛阳 徐州 扬州 绍兴 嘉兴 临沂 潍坊 宜昌 襄阳 赣州 柳州".split()
ZS_BRAND = "鲜丰汇 家家福 惠民佳 邻家优选 百佳乐 永辉源 好又鲜 乐万家 华联惠 金三角 美佳购 民生鲜 众惠 联家 一品鲜 天天见".split()
ZS_BUY = [
    "{c}{b}超市连锁有限公司",
    "{c}{b}商业连锁股份有限公司",
    "{b}生鲜超市（{c}）有限公司",
    "{c}市{b}购物广场有限公司",
]
ZS_S = "绿源 田园 丰禾 鲜达 佳农 沃土 惠丰 青禾 农夫乐 金穗 润田 禾盛 万家鲜 洪湖 兴农 旺达 喜来 盛丰".split()
ZS_SUP_FORMED = [
    "{c}{s}农产品有限公司",
    "{c}{s}食品有限公司",
    "{c}市{s}禽业有限公司",
    "{c}{s}水产品有限公司",
    "{c}{s}果蔬供应链有限公司",
    "{s}（{c}）农业发展有限公司",
]
ZS_SUP_BARE = ["{c}{s}果蔬专业合作社", "{c}市{s}蔬菜批发部", "{s}鲜肉经营部", "{c}{s}水果商行"]
ZS_STORE = "城东店 城西店 人民路店 新华店 万达店 滨江店 火车站店 开发区店 北门店 南湖店 大学城店 中心店".split()
# name, spec, unit, lo, hi, tax
ZS_ITEMS = [
    ("本地上海青", "散装", "kg", 3.2, 6.8, 9),
    ("精品西红柿", "散装", "kg", 4.5, 8.9, 9),
    ("黄瓜", "散装", "kg", 3.0, 6.0, 9),
    ("红富士苹果 80#", "约10kg/箱", "箱", 58, 96, 9),
    ("砂糖橘", "约5kg/箱", "箱", 26, 48, 9),
    ("香蕉", "约13kg/箱", "箱", 42, 78, 9),
    ("土鸡蛋", "30枚/盒", "盒", 19.5, 32, 9),
    ("冷鲜鸡胸肉", "1kg/袋", "袋", 14, 22, 9),
    ("猪五花肉", "散装", "kg", 22, 34, 9),
    ("活鲫鱼", "散装", "kg", 14, 24, 9),
    ("冻南美白虾 40/50", "1.5kg/盒", "盒", 56, 88, 9),
    ("北豆腐", "400g/盒", "盒", 2.1, 3.8, 9),
    ("鲜牛奶", "950ml/瓶", "瓶", 9.6, 14.5, 9),
    ("净菜 鱼香肉丝配菜", "300g/盒", "盒", 6.8, 11.5, 13),
    ("鲜切果盘 什锦", "400g/盒", "盒", 9.9, 16.8, 13),
    ("有机胡萝卜", "500g/袋", "袋", 4.2, 7.6, 9),
    ("山东大葱", "散装", "kg", 3.5, 6.2, 9),
    ("精品土豆", "散装", "kg", 2.2, 4.0, 9),
]


def _zs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(26, 36)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    c = rng.choice(ZS_CITY)
    brand = rng.choice(ZS_BRAND)
    buyer = rng.choice(ZS_BUY).format(c=c, b=brand)
    sup = bare_or(rng, ZS_SUP_FORMED, ZS_SUP_BARE, 0.3).format(
        c=rng.choice(ZS_CITY), s=rng.choice(ZS_S)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "ZS{Y}{m}{d}{n4}|PO{y}{m}{n6}|{n2}{Y}{m}{d}{n3}|CG-{y}{m}{d}-{n4}|1{n9}")
    dm = cj.number(rng, d, "DM{y}{n3}|CX{Y}{n2}|{y}{m}档")
    ht = cj.number(rng, d, "HT-{Y}-{n4}|GX{y}{n4}")
    stated = stated_of(rng)
    ink = rng.choice([Color(0.0, 0.45, 0.25), Color(0.75, 0.1, 0.1), Color(0.1, 0.3, 0.6), black])
    title = cj.pick(
        rng, "生鲜直送采购订单|门店直送订单|采购订单（直送分店）|生鲜订货单（越库分货）|采购订单"
    )
    po_lab = cj.pick(rng, "订单号|采购订单号|订单编号|单据号")
    stores = rng.sample(ZS_STORE, rng.randint(3, 6))
    page = [1]
    printed = f"{cj.fdate(cj.later(rng, d, 0, 1), 'iso')} {rng.randint(6, 22):02d}:{rng.randint(0, 59):02d}"

    oper = f"{rng.choice(['cg', 'sc', 'buyer'])}{rng.randint(10, 99)}"

    def foot() -> None:
        s_ = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 20, s_, 7.5, align="r", colour=GREY)
        pdf.text(m, pdf.h - 20, f"打印时间：{printed}　操作员：{oper}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 30, f"{buyer}　{title}（续）", 9.5, bold=True)
        pdf.text(right, 30, f"{po_lab}：{po}", 9.5, align="r")
        return 40

    y = 34
    pdf.text(m, y, brand, 18, bold=True, colour=ink, space=1)
    pdf.text(
        m + cj.stringWidth(brand, cj.FONT_NAME, 18) + len(brand) + 10, y, buyer, 9, colour=GREY
    )
    pdf.text(pdf.w / 2, y + 4, title, 16, align="c", bold=True)
    pdf.text(right, y - 6, f"{po_lab}：{po}", 10.5, align="r", bold=True)
    if rng.random() < 0.5:
        pdf.text(
            right,
            y + 8,
            f"制单日期：{cj.fdate(d, rng.choice(['iso', 'cn', 'slash']))}",
            8.5,
            align="r",
        )
    pdf.line(m, y + 12, right, y + 12, lw=1.4, colour=ink)
    y += 28
    dd = cj.later(rng, d, 1, 3)
    sup_code = f"{rng.choice(['S', 'G', 'V', ''])}{rng.randint(10000, 99999)}"
    sup_lab = cj.pick(rng, "供应商名称|供应商|厂商名称|供 应 商")
    left = [
        (sup_lab, sup),
        ("供应商编码", sup_code),
        ("联系人/电话", f"{cj.person(rng)} {cj.mobile(rng)}"),
        ("结算方式", cj.pick(rng, "月结30天|月结45天|票到30天|货到15天付款")),
    ]
    mid = [
        ("订单类型", cj.pick(rng, "直送门店|越库分货|直送（生鲜）")),
        ("采购员", f"{cj.person(rng)}（{rng.randint(1000, 9999)}）"),
        (
            "促销档期",
            f"{dm}　{cj.fdate(d, 'slash')[5:]}-{cj.fdate(cj.later(rng, d, 7, 14), 'slash')[5:]}",
        ),
        ("合同号", ht)
        if rng.random() < 0.5
        else ("品类", cj.pick(rng, "蔬菜|水果|肉禽|水产|日配|生鲜综合")),
    ]
    rgt = [
        ("订货日期", cj.fdate(d, "iso")),
        ("到货日期", cj.fdate(dd, "iso")),
        ("到货时段", rng.choice(["05:30-07:00", "06:00-08:00", "06:30-08:30", "14:00-16:00"])),
        ("有效期至", cj.fdate(cj.later(rng, dd, 1, 3), "iso")),
    ]
    cw = wd / 3
    for k, col in enumerate([left, mid, rgt]):
        for i, (lab, v) in enumerate(col):
            yy = y + i * 15
            pdf.text(m + k * cw, yy, f"{lab}：", 8.6, colour=GREY)
            pdf.text(
                m + k * cw + cj.stringWidth(f"{lab}：", cj.FONT_NAME, 8.6) + 2,
                yy,
                v,
                8.8,
                bold=lab == sup_lab,
                maxw=cw - 70,
            )
    y += 4 * 15 + 2
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [22, 28, 34], 0.15)
    lines = []
    for it in pick_lines(rng, ZS_ITEMS, n):
        qs = [rng.choice([0, 2, 3, 5, 5, 8, 10, 12, 15, 20, 30]) for _ in stores]
        if not any(qs):
            qs[0] = 5
        q = Decimal(sum(qs))
        p = dprice(rng, it[3], it[4])
        lines.append((it, qs, q, p, r2(q * p)))
    fixed = [4, 10, 14, 22, 9, 5]
    tail = [8, 9, 11]
    ws = cj.rel(wd, fixed + [6.5] * len(stores) + tail)
    heads = [
        "行",
        "商品编码",
        "商品条码",
        "商品名称",
        "规格",
        "单位",
        *stores,
        "合计数量",
        "含税进价",
        "含税金额",
    ]
    al = "cllllc" + "r" * len(stores) + "rrr"
    body = []
    for i, (it, qs, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            f"{rng.randint(100000, 999999)}",
            f"69{rng.randint(10**10, 10**11 - 1)}"
            if it[2] not in ("kg",)
            else f"2{rng.randint(100000, 999999)}",
            it[0],
            it[1],
            it[2],
            *[(f"{x}" if x else "") for x in qs],
            f"{q:,.0f}" if it[2] != "kg" else f"{q:.1f}",
            cj.money(p) if stated else "",
            cj.money(a) if stated else "",
        ]
        body.append((cells, a))
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        al,
        rowh=16,
        size=7.6,
        bottom=bottom - 20,
        brk=brk,
        fill=PALE,
        hh=18,
    )
    sub = sum((x[4] for x in lines), ZERO)
    tax = sum((r2(x[4] * x[0][5] / (100 + x[0][5])) for x in lines), ZERO)
    tot_cells = ["", "", "", "合计", "", ""]
    tot_cells += [f"{sum(x[1][k] for x in lines)}" for k in range(len(stores))]
    tot_cells += ["", "", cj.money(sub) if stated and rng.random() < 0.6 else ""]
    y = crow(pdf, m, y, ws, tot_cells, al, h=16, size=7.6, bold=True)
    y += 8
    if y + 80 > bottom:
        y = brk()
    if stated:
        rows = [
            (
                cj.pick(rng, "订单含税金额|含税总金额|订货金额合计（含税）|订单总额"),
                f"￥{cj.money(sub)}",
            ),
            ("其中税额", cj.money(tax)),
            ("不含税金额", cj.money(sub - tax)),
        ]
        if rng.random() < 0.5:
            rows = [rows[2], rows[1], rows[0]]
        for k, (lab, v) in enumerate(rows):
            xx = right - 230
            big = "含税" in lab and "不含税" not in lab or lab == "订单总额"
            pdf.text(xx, y + 10 + k * 15, f"{lab}：", 9.2 if big else 8.6, bold=big)
            pdf.text(right - 4, y + 10 + k * 15, v, 9.6 if big else 8.6, align="r", bold=big)
        pdf.text(m, y + 10, f"订货总件数：{sum((x[2] for x in lines), ZERO):,.1f}", 8.4)
        if rng.random() < 0.5:
            pdf.text(m, y + 25, f"金额大写：{cj.daxie(sub)}", 8.4)
        y += 56
    else:
        pdf.text(
            m, y + 10, "注：生鲜商品按实收重量及当日结算价结算，本订单不列金额。", 8.6, colour=ink
        )
        y += 24
    notes = [
        "1. 请按门店分装并在外箱标明门店名称及本订单号，随货附送货单一式三联。",
        "2. 到货须符合《生鲜商品收货标准》，温控商品全程冷链，不合格商品当场退货。",
        f"3. 超过有效期未送货本订单自动作废；送货前请于{cj.pick(rng, '供应商平台|零供协同系统|VMS系统')}预约。",
    ]
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 12
    y += 10
    if y + 30 > bottom:
        y = brk()
    caps = ["采购员", "采购主管", "供应商确认（签字/盖章）"]
    for k, cap in enumerate(caps):
        pdf.text(m + k * wd / 3, y + 8, f"{cap}：", 8.6)
        pdf.line(m + k * wd / 3 + 60, y + 10, m + (k + 1) * wd / 3 - 20, y + 10, lw=0.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, sub)
    return out if stated else none_meta(out)


def fit9_zh_chaoshi_mendian_fenhuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zs)


# --------------------------------------------------------------------------- 2 zh-Hans state-owned plant's spare-parts 采购合同 with a cover page

ZG_CITY = "大同 鄂尔多斯 榆林 包头 淮南 平顶山 邯郸 唐山 阳泉 六盘水 乌海 宝鸡 焦作 铜川 石嘴山 吕梁".split()
ZG_B = "晋能 华兴 中原 北方 西部 龙源 国泰 新元 华电 秦川 东升 嘉禾 长城 鼎盛 中煤 三峡".split()
ZG_BUY = [
    "{c}{b}热电有限责任公司",
    "{b}煤业集团有限责任公司{c}煤矿",
    "{c}市{b}水务集团有限公司",
    "{b}能源集团{c}发电有限公司",
    "{c}{b}化工集团股份有限公司",
    "{b}铁路物资{c}有限公司",
]
ZG_S = "恒力 天工 博锐 新锐 宏泰 力拓 金泰 鑫源 远东 正泰 中科 华能 精工 永宏 立新 九州 聚源 凯达".split()
ZG_SUP_FORMED = [
    "{c}{s}机电设备有限公司",
    "{s}电力科技股份有限公司",
    "{c}{s}阀门制造有限公司",
    "{c}{s}液压机械有限公司",
    "{c}市{s}矿山配件有限公司",
    "{s}（{c}）工业技术有限公司",
]
ZG_SUP_BARE = ["{c}{s}液压件厂", "{c}市{s}机电设备经销部", "{c}{s}轴承商行"]
ZG_ITEMS = [
    ("轴承", "SKF 22320 CC/W33", "套", 1800, 4200),
    ("机械密封", "HJ92N-55", "套", 900, 2600),
    ("闸阀", "Z41H-25C DN150", "台", 2400, 5200),
    ("截止阀", "J61Y-P55 DN50", "台", 1600, 3900),
    ("液压支架立柱密封件", "Φ320 组件", "组", 680, 1500),
    ("刮板输送机链条", "Φ26×92 C级", "米", 420, 880),
    ("减速机", "ZSY315-31.5", "台", 38000, 76000),
    ("变频器", "ACS880 132kW", "台", 52000, 98000),
    ("高压电缆", "MYPTJ-3×95", "米", 310, 560),
    ("电机", "YBX3-250M-4 55kW", "台", 16000, 29000),
    ("滤芯", "HX-160×20", "支", 160, 420),
    ("托辊", "Φ133×465", "个", 85, 190),
    ("耐磨衬板", "NM400 δ=20", "块", 520, 1100),
    ("PLC模块", "6ES7 331-7KF02", "块", 2600, 5200),
]


def _zg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(56, 66)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 60
    c = rng.choice(ZG_CITY)
    buyer = rng.choice(ZG_BUY).format(c=c, b=rng.choice(ZG_B))
    sup = bare_or(rng, ZG_SUP_FORMED, ZG_SUP_BARE, 0.2).format(
        c=rng.choice(ZG_CITY), s=rng.choice(ZG_S)
    )
    d = cj.a_date(rng)
    hno = cj.number(rng, d, "{Y}-WZ-{n4}|HT{Y}{m}{n4}|CGHT-{Y}-{n3}|WZCG{Y}{n4}|JN-{y}-CG-{n4}")
    proj = cj.number(rng, d, "ZB{Y}-{n3}|{Y}BJ{n4}|XQ{y}{m}{n3}")
    stated = stated_of(rng)
    page = [1]
    title = cj.pick(rng, "物资采购合同|备品备件采购合同|设备配件订货合同|物资订货合同")
    jia = cj.pick(rng, "甲方（需方）|甲方（买方）|甲　　方|甲方")
    yi = cj.pick(rng, "乙方（供方）|乙方（卖方）|乙　　方|乙方")
    no_lab = cj.pick(rng, "合同编号|合同编号：|编号|合同号")
    place = f"{c}市"

    def foot() -> None:
        if page[0] > 1:
            s_ = f"第 {page[0] - 1} 页 共 {of - 1} 页" if of else f"第 {page[0] - 1} 页"
            pdf.text(pdf.w / 2, pdf.h - 30, s_, 8, align="c", colour=GREY)
            pdf.text(right, 36, f"{no_lab.rstrip('：')}：{hno}", 8, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        return 62

    # cover
    y = 120
    if rng.random() < 0.6:
        pdf.text(right, 70, f"{no_lab.rstrip('：')}：{hno}", 10.5, align="r")
        cover_no = True
    else:
        cover_no = False
    pdf.text(pdf.w / 2, y + 80, title, 30, align="c", bold=True, space=4)
    y += 170
    rows = [
        (
            "项目名称",
            cj.pick(
                rng,
                f"{c}分公司{d.year}年度设备检修备件采购|{d.year}年第{rng.randint(1, 4)}季度备品备件采购|{c}项目生产物资采购",
            ),
        ),
        ("项目编号", proj) if rng.random() < 0.6 else None,
        ("合同编号", hno) if not cover_no else None,
        (jia.replace("　", ""), buyer),
        (yi.replace("　", ""), sup),
        ("签订地点", place),
        ("签订日期", cj.fdate(d, "cn") if rng.random() < 0.6 else "　　年　　月　　日"),
    ]
    for r in rows:
        if r is None:
            continue
        lab, v = r
        pdf.text(m + 50, y, f"{lab}：", 13)
        pdf.text(m + 150, y, v, 13, maxw=wd - 160)
        pdf.line(m + 148, y + 4, right - 40, y + 4, lw=0.5)
        y += 34
    pdf.text(pdf.w / 2, pdf.h - 90, buyer, 11, align="c", colour=GREY)
    pdf.new_page()
    page[0] += 1
    # body
    y = 62
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True)
    y += 24
    pdf.text(right, y, f"{no_lab.rstrip('：')}：{hno}", 9.5, align="r")
    y += 20
    pdf.text(m, y, f"{jia}：{buyer}", 10.5)
    y += 17
    pdf.text(m, y, f"{yi}：{sup}", 10.5)
    y += 22
    intro = (
        f"根据《中华人民共和国民法典》及有关法律法规，经{cj.pick(rng, '公开招标|竞争性谈判|询比价|单一来源采购')}"
        f"{'（项目编号：' + proj + '）' if rng.random() < 0.5 else ''}，甲乙双方本着平等互利的原则，就甲方采购乙方物资事宜协商一致，签订本合同。"
    )
    y = cpara(pdf, m, y, intro, 9.6, wd, bottom, brk)
    y += 6
    pdf.text(m, y, "第一条　标的物名称、规格型号、数量、价款", 10.5, bold=True)
    y += 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [18, 24], 0.12)
    lines = []
    for it in pick_lines(rng, ZG_ITEMS, n):
        q = Decimal(
            rng.choice([1, 2, 2, 4, 5, 6, 10, 20, 50]) if it[4] < 3000 else rng.choice([1, 1, 2, 3])
        )
        p = dprice(rng, it[3], it[4], whole=rng.random() < 0.6)
        lines.append((it, q, p, r2(q * p)))
    ws = cj.rel(wd, [5, 20, 22, 6, 7, 13, 15, 12])
    heads = [
        "序号",
        "物资名称",
        "规格型号",
        "单位",
        "数量",
        "含税单价（元）",
        "含税金额（元）",
        "交货期",
    ]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                    f"{rng.choice([15, 20, 30, 45, 60])}天",
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "clllcrrc",
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=22,
    )
    total = sum((x[3] for x in lines), ZERO)
    tax = r2(total * 13 / 113)
    y += 4
    if stated:
        y = crow(
            pdf,
            m,
            y,
            ws,
            ["", "合计", "", "", "", "", cj.money(total), ""],
            "clllcrrc",
            h=18,
            size=8,
            bold=True,
        )
        y += 14
        t1 = cj.pick(
            rng,
            f"合同总价（含13%增值税）：人民币{cj.daxie(total)}（￥{cj.money(total)}），其中不含税价款￥{cj.money(total - tax)}，税款￥{cj.money(tax)}。|"
            f"合同总金额：￥{cj.money(total)}元（大写：{cj.daxie(total)}），含税率13%的增值税专用发票。|"
            f"本合同含税总价为人民币（大写）{cj.daxie(total)}，小写：￥{cj.money(total)}。",
        )
    else:
        y += 14
        t1 = "本合同为单价合同，结算价款按实际供货数量乘以合同含税单价计算，最终以甲方验收结算单为准。"
    y = cpara(pdf, m, y, t1, 9.6, wd, bottom, brk)
    arts = [
        (
            "第二条　质量标准",
            "乙方提供的物资须为原厂全新产品，符合国家、行业标准及甲方技术要求，随货提供合格证、质量证明书及检测报告。",
        ),
        (
            "第三条　交货地点及方式",
            f"交货地点：甲方{cj.pick(rng, '物资供应站|中心库房|检修现场库|物资仓库')}（{c}市）。乙方负责运输及卸车，运杂费已包含在合同价款中。",
        ),
        (
            "第四条　验收",
            "甲方在到货后十个工作日内组织验收，验收不合格的，乙方应在七日内无偿更换，逾期按违约处理。",
        ),
        (
            "第五条　结算方式",
            f"货到验收合格后，乙方开具全额增值税专用发票，甲方于{cj.pick(rng, '60日|90日|三个月')}内支付至合同总价的{cj.pick(rng, '95%|97%|90%')}，余款作为质保金，质保期满无质量问题后无息付清。",
        ),
        (
            "第六条　质保期",
            f"质保期为验收合格之日起{cj.pick(rng, '十二个月|十八个月|二十四个月')}。",
        ),
        (
            "第七条　违约责任",
            "乙方逾期交货的，每逾期一日按逾期部分货款的千分之五支付违约金；甲方无正当理由逾期付款的，按同期贷款市场报价利率支付利息。",
        ),
        (
            "第八条　争议解决",
            f"因本合同发生的争议，双方协商解决；协商不成的，向{cj.pick(rng, '甲方所在地人民法院|合同签订地人民法院')}提起诉讼。",
        ),
        (
            "第九条　其他",
            f"本合同一式{cj.pick(rng, '四|六')}份，甲方{cj.pick(rng, '三|四')}份，乙方二份，经双方签字盖章后生效。",
        ),
    ]
    for h, t in arts:
        if y + 40 > bottom:
            y = brk()
        y += 8
        pdf.text(m, y, h, 10.5, bold=True)
        y += 16
        y = cpara(pdf, m, y, t, 9.6, wd, bottom, brk)
    if y + 190 > bottom:
        y = brk()
    y += 10
    bname, bacct = cj.bank(rng)
    sname, sacct = cj.bank(rng)
    srows = [
        ["", jia.replace("　", ""), yi.replace("　", "")],
        ["单位名称（盖章）", buyer, sup],
        ["法定代表人", cj.person(rng), cj.person(rng)],
        ["委托代理人", "", ""],
        ["地　　址", cj.zh_addr(rng), cj.zh_addr(rng)],
        ["电　　话", cj.zh_tel(rng), cj.zh_tel(rng)],
        ["开户银行", bname, sname],
        ["账　　号", bacct, sacct],
        ["税　　号", cj.credit_code(rng), cj.credit_code(rng)],
    ]
    sw = cj.rel(wd, [20, 40, 40])
    for k, r in enumerate(srows):
        y = crow(
            pdf, m, y, sw, r, "lll", h=19, size=8.2, fill=PALE if k == 0 else None, head=k == 0
        )
    if rng.random() < 0.6:
        pdf.stamp(m + sw[0] + sw[1] * 0.6, y - 120, buyer, rng, caption="合同专用章", r=40)
    if rng.random() < 0.5:
        pdf.stamp(m + sw[0] + sw[1] + sw[2] * 0.6, y - 120, sup, rng, caption="合同专用章", r=40)
    foot()
    out = cfinish(pdf, "zh-Hans", "contract", hno, sup, total)
    return out if stated else none_meta(out)


def fit9_zh_guoqi_beijian_hetong_fengmian(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zg)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwan clinic's or pharmacy's drug order (健保碼, ROC dates, NT$)

TW_X = "仁愛 康寧 博愛 安心 德安 宏恩 長安 佑康 明德 信義 聖心 慈惠 和平 永康 福安 健安 美麗 佳音".split()
TW_BUY = [
    "{x}診所",
    "{x}內科診所",
    "{x}小兒科診所",
    "{x}耳鼻喉科診所",
    "{x}藥局",
    "{x}社區藥局",
    "{x}中西藥局",
    "{x}家庭醫學科診所",
]
TW_S = "瑞康 佳德 聯安 康和 順天 仁濟 泰安 立昇 弘益 協和 益生 安泰 長青 信東 華興 大樹 杏林 百齡".split()
TW_SUP_FORMED = [
    "{s}藥品股份有限公司",
    "{s}藥業有限公司",
    "{s}醫藥科技股份有限公司",
    "{s}生技醫藥有限公司",
    "{s}藥品企業社",
]
TW_SUP_BARE = ["{s}西藥房", "{s}藥品行", "{s}醫療器材行"]
# name, spec, unit, lo, hi (NT$)
TW_DRUGS = [
    ("Panadol 普拿疼錠 500mg", "1000粒/瓶", "瓶", 620, 980),
    ("Amoxicillin 安莫西林膠囊 500mg", "500粒/盒", "盒", 780, 1450),
    ("Metformin 庫魯化錠 500mg", "1000粒/瓶", "瓶", 540, 900),
    ("Amlodipine 脈優錠 5mg", "500粒/盒", "盒", 1100, 2400),
    ("Losartan 可悅您錠 50mg", "500粒/盒", "盒", 1300, 2700),
    ("Cetirizine 驅異樂錠 10mg", "1000粒/瓶", "瓶", 420, 860),
    ("Omeprazole 耐適恩膠囊 20mg", "500粒/盒", "盒", 950, 1900),
    ("Ibuprofen 依普芬錠 400mg", "1000粒/瓶", "瓶", 480, 920),
    ("Dextromethorphan 咳停錠", "1000粒/瓶", "瓶", 360, 720),
    ("Mucosolvan 沐舒痰糖漿", "100mL×12瓶", "盒", 880, 1500),
    ("生理食鹽水 0.9% 500mL", "20袋/箱", "箱", 380, 620),
    ("優碘 Povidone-Iodine 10%", "500mL", "瓶", 95, 180),
    ("酒精棉片", "100片×20盒", "箱", 420, 780),
    ("Atorvastatin 立普妥錠 20mg", "500粒/盒", "盒", 2400, 4800),
    ("Prednisolone 普賴鬆錠 5mg", "1000粒/瓶", "瓶", 260, 540),
    ("Famotidine 蓋舒泰錠 20mg", "1000粒/瓶", "瓶", 380, 760),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = rng.choice(TW_BUY).format(x=rng.choice(TW_X))
    sup = bare_or(rng, TW_SUP_FORMED, TW_SUP_BARE, 0.25).format(s=rng.choice(TW_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{roc}{m}{d}{n3}|P{roc}{m}{n4}|{roc}-{n5}|A{n7}|訂{roc}{m}{n3}")
    inst_code = f"{rng.randint(1, 9)}{rng.randint(100000000, 999999999)}"
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice(
        [Color(0.1, 0.35, 0.55), Color(0.15, 0.45, 0.3), black, Color(0.5, 0.15, 0.35)]
    )
    title = cj.pick(rng, "訂 購 單|藥品訂購單|訂貨單|藥品請購訂貨單|採購訂購單")
    po_lab = cj.pick(rng, "訂購單號|單號|訂單編號|No.")
    inc_tax = rng.random() < 0.55  # prices 含稅 (total only) vs 未稅 + 營業稅 5%

    def foot() -> None:
        s_ = f"第 {page[0]} 頁／共 {of} 頁" if of else f"第 {page[0]} 頁"
        pdf.text(right, pdf.h - 26, s_, 7.6, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{buyer}　醫事機構代碼 {inst_code}", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title.replace(' ', '')}（續）", 9.5, bold=True, colour=ink)
        pdf.text(right, 34, f"{po_lab}：{po}", 9.5, align="r")
        return 46

    y = 44
    pdf.text(m, y, buyer, 17, bold=True, colour=ink)
    pdf.text(
        m,
        y + 16,
        f"{cj.tw_addr(rng)}　電話 {cj.tw_tel(rng)}　傳真 {cj.tw_tel(rng)}",
        8,
        colour=GREY,
    )
    if rng.random() < 0.6:
        pdf.text(
            m,
            y + 28,
            f"醫事機構代碼：{inst_code}　統一編號：{rng.randint(10000000, 99999999)}",
            8,
            colour=GREY,
        )
    tw_ = 150
    pdf.rect(right - tw_, y - 18, tw_, 40, stroke=ink, lw=1.2)
    pdf.text(right - tw_ / 2, y + 2, title, 15, align="c", bold=True, colour=ink)
    pdf.text(right - tw_ / 2, y + 16, f"{po_lab}：{po}", 9, align="c")
    y += 46
    pdf.line(m, y, right, y, lw=0.8, colour=ink)
    y += 8
    sup_lab = cj.pick(rng, "廠商名稱|供應廠商|致|廠　　商")
    rows = [
        [sup_lab, sup, "訂購日期", cj.fdate(d, rng.choice(["roc", "rocs"]))],
        [
            "業務代表",
            f"{cj.person(rng, 'zh-Hant')}　{rng.choice(['0912', '0920', '0933', '0958', '0987'])}-{rng.randint(100, 999)}-{rng.randint(100, 999)}",
            "希望到貨",
            cj.fdate(cj.later(rng, d, 1, 5), "rocs"),
        ],
        [
            "電話／傳真",
            f"{cj.tw_tel(rng)}／{cj.tw_tel(rng)}",
            "付款方式",
            cj.pick(rng, "月結30天|月結60天|貨到付現|支票（月結）"),
        ],
    ]
    if rng.random() < 0.5:
        rows.append(
            [
                "廠商代號",
                f"V{rng.randint(100, 999)}",
                "發票",
                cj.pick(rng, "二聯式|三聯式|電子發票"),
            ]
        )
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [13, 42, 13, 32]), rows, h=19, size=8.6, ink=ink, fill=PALE)
        + 12
    )
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 10, 12], [26, 32], 0.12)
    lines = []
    for it in pick_lines(rng, TW_DRUGS, n):
        q = Decimal(rng.choice([1, 1, 2, 2, 3, 5, 6, 10]))
        p = dprice(rng, it[3], it[4], whole=True)
        lines.append((it, q, p, q * p))
    gifts = rng.random() < 0.4
    ws = cj.rel(wd, [5, 14, 32, 14, 6, 7, 10, 12])
    heads = ["項次", "健保碼", "品名／成分含量", "包裝", "單位", "數量", "單價", "金額"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        nhi = f"{rng.choice(['A', 'B', 'N', 'AC', 'BC', 'AB'])}{rng.randint(10000, 99999)}{rng.randint(100, 299)}"[
            :10
        ]
        body.append(
            (
                [
                    str(i),
                    nhi,
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    w0(p) if stated else "",
                    w0(a) if stated else "",
                ],
                a,
            )
        )
        if gifts and rng.random() < 0.25:
            body.append(
                (
                    [
                        "",
                        "",
                        f"　（贈品）{it[0].split(' ')[0]}",
                        it[1],
                        it[2],
                        f"{rng.choice([1, 2])}",
                        "0",
                        "0",
                    ],
                    ZERO,
                )
            )
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllllrrr",
        rowh=17,
        size=7.8,
        bottom=bottom - 10,
        brk=brk,
        fill=PALE,
        hh=19,
    )
    sub = sum((x[3] for x in lines), ZERO)
    y += 8
    if y + 90 > bottom:
        y = brk()
    if stated:
        if inc_tax:
            total = sub
            rows_t = [(cj.pick(rng, "合計（含稅）|總計（含稅）|訂購總金額"), f"NT${w0(total)}")]
            if rng.random() < 0.5:
                rows_t.insert(0, ("品項數", f"{len(lines)} 項"))
        else:
            tax = r0(sub * Decimal("0.05"))
            total = sub + tax
            rows_t = [
                ("小計", w0(sub)),
                ("營業稅 5%", w0(tax)),
                (cj.pick(rng, "總計|合計|總金額"), f"NT${w0(total)}"),
            ]
        xx = right - 200
        for k, (lab, v) in enumerate(rows_t):
            last = k == len(rows_t) - 1
            if last:
                pdf.rect(xx - 6, y + k * 16 - 2, right - xx + 6, 17, stroke=ink, lw=0.9)
            pdf.text(xx, y + 10 + k * 16, lab, 9 if last else 8.6, bold=last)
            pdf.text(right - 4, y + 10 + k * 16, v, 9.6 if last else 8.6, align="r", bold=last)
        if rng.random() < 0.5:
            pdf.text(m, y + 10, f"新台幣（大寫）：{cj.daxie(total, trad=True)}", 8.6)
        y += 16 * len(rows_t) + 14
    else:
        total = ZERO
        pdf.text(
            m, y + 10, "※ 價格依貴公司最新報價單及健保核價為準，出貨時請附報價。", 8.6, colour=ink
        )
        y += 24
    notes = [
        "一、藥品效期須在一年以上（疫苗及冷藏品另議），請附批號、效期。",
        "二、冷藏藥品請以保冷箱配送並附溫度紀錄。",
        f"三、請於出貨單及發票上註明本訂購單號{'（' + po + '）' if rng.random() < 0.4 else ''}。",
    ]
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 12
    y += 12
    if y + 40 > bottom:
        y = brk()
    caps = cj.pick(rng, "負責醫師|負責藥師|院長").split("|") + ["經辦人", "廠商簽收"]
    for k, cap in enumerate(caps):
        pdf.text(m + k * wd / 3, y + 8, f"{cap}：", 8.6)
        pdf.line(m + k * wd / 3 + 50, y + 10, m + (k + 1) * wd / 3 - 16, y + 10, lw=0.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit9_tw_zhensuo_yaopin_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 4 ja university's goods order (発注書, budget and grant code, inspection centre)

JU_X = "東邦 北辰 大和 明成 協栄 共立 昭和 中央 千代田 富士見 朝日 光洋 日進 白山 桜井 若葉 城南 青葉".split()
JU_UNI = [
    "国立大学法人{x}大学",
    "学校法人{x}学園 {x}大学",
    "公立大学法人{x}市立大学",
    "国立研究開発法人{x}研究所",
]
JU_DEPT = [
    "大学院工学研究科 契約係",
    "理学部 会計係",
    "医学部 研究支援課 調達係",
    "農学研究院 経理係",
    "財務部 調達課",
    "研究推進部 物品契約室",
]
JU_SUP_FORMED = [
    "株式会社{x}理化",
    "{x}科学株式会社",
    "{x}サイエンス株式会社",
    "有限会社{x}器械店",
    "{x}産業株式会社",
    "株式会社{x}ラボテック",
]
JU_SUP_BARE = ["{x}商会", "{x}理化学器械店", "{x}硝子店"]
JU_ITEMS = [
    ("マイクロピペット", "P200 20-200µL", "本", 28000, 52000),
    ("遠心チューブ", "50mL 500本入", "箱", 6800, 14000),
    ("ニトリル手袋", "M 100枚×10箱", "ケース", 5400, 9800),
    ("試薬 エタノール(99.5)", "500mL×6", "箱", 4200, 7800),
    ("ろ紙 No.2", "φ110mm 100枚", "箱", 900, 1800),
    ("ビーカー", "500mL 10個入", "箱", 4800, 9200),
    ("デシケーター", "真空 φ240", "台", 32000, 68000),
    ("ノートパソコン", "Core i7 16GB 512GB", "台", 168000, 248000),
    ("液晶モニター", "27型 WQHD", "台", 32000, 58000),
    ("トナーカートリッジ", "黒 大容量", "本", 14000, 26000),
    ("恒温水槽", "25L デジタル", "台", 98000, 186000),
    ("pHメーター", "卓上型 校正液付", "台", 68000, 142000),
    ("クリーンベンチ用UVランプ", "15W", "本", 5200, 9600),
    ("図書 実験計画法", "第3版", "冊", 4400, 8800),
    ("電子天秤", "220g/0.1mg", "台", 240000, 420000),
]


def _ju(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(38, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    x = rng.choice(JU_X)
    uni = rng.choice(JU_UNI).format(x=x)
    dept = rng.choice(JU_DEPT)
    sup = bare_or(rng, JU_SUP_FORMED, JU_SUP_BARE, 0.22).format(x=rng.choice(JU_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}-{n6}|H{y}{n6}|{y}{m}{n5}|発{y}-{n4}|K{Y}{n5}")
    est = cj.number(rng, d, "Q{y}{m}{n4}|{n3}-{n4}|見{y}-{n3}")
    grant = f"{d.year % 100 - rng.randint(0, 3)}{rng.choice(['K', 'H', 'J', 'KK'])}{rng.randint(1000, 99999):05d}"
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.1, 0.2, 0.5), black, Color(0.2, 0.35, 0.2)])
    title = cj.pick(rng, "発 注 書|発注書（物品）|物品発注書|注 文 書")
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|契約番号")
    honor = rng.choice(["御中", "御中", "殿", "様"])

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 8, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title.replace(' ', '')}（続き）", 10, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 9.5, align="r")
        return 50

    y = 40
    pdf.text(right, y, f"{po_lab}　{po}", 10, align="r")
    pdf.text(
        right, y + 14, f"発注日　{cj.fdate(d, rng.choice(['reiwa', 'cn', 'slash']))}", 9, align="r"
    )
    y += 40
    pdf.text(pdf.w / 2, y, title, 20, align="c", bold=True, space=3)
    y += 36
    # supplier left, university right
    pdf.text(m, y, f"{sup}　{honor}", 12.5, bold=False)
    pdf.line(m, y + 5, m + wd * 0.5, y + 5, lw=0.8)
    pdf.text(m, y + 22, "下記のとおり発注いたします。", 9.5)
    if rng.random() < 0.5:
        pdf.text(m, y + 38, f"（貴見積書 No.{est} に基づく）", 8.6, colour=GREY)
    rx = m + wd * 0.56
    pdf.text(rx, y - 4, uni, 10.5, bold=True, maxw=right - rx)
    pdf.text(rx, y + 11, dept, 9)
    pdf.text(rx, y + 24, cj.ja_addr(rng), 7.8, maxw=right - rx)
    pdf.text(rx, y + 36, f"TEL {cj.ja_tel(rng)}　担当 {cj.person(rng, 'ja')}", 7.8)
    pdf.stamp(
        right - 24, y + 6, "契約担当" if rng.random() < 0.5 else uni[-4:], rng, shape="rect", r=20
    )
    y += 56
    budget = cj.pick(rng, "運営費交付金|科学研究費助成事業|受託研究費|共同研究費|寄附金")
    rows = [
        [
            "予算区分",
            budget,
            "課題番号" if "科学" in budget else "予算コード",
            grant if "科学" in budget else f"{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
        ],
        [
            "納入期限",
            cj.fdate(cj.later(rng, d, 7, 45), "reiwa"),
            "納入場所",
            f"{rng.choice(['工学部', '理学部', '総合研究棟', '医学部'])}{rng.randint(1, 8)}号館 {rng.randint(1, 6)}{rng.randint(0, 2)}{rng.randint(1, 9)}室",
        ],
        [
            "検収場所",
            cj.pick(rng, "検収センター|物品検収室|会計係窓口"),
            "支払条件",
            cj.pick(rng, "検収後翌月末払|請求書受理後30日以内|検収月の翌々月10日"),
        ],
    ]
    if rng.random() < 0.5:
        rows.append(
            [
                "研究者",
                f"{cj.person(rng, 'ja')}（{cj.pick(rng, '教授|准教授|講師|助教')}）",
                "見積番号",
                est,
            ]
        )
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), rows, h=19, size=8.4, ink=ink, fill=PALE)
        + 14
    )
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 8], [22, 28], 0.1)
    lines = []
    for it in pick_lines(rng, JU_ITEMS, n):
        q = Decimal(
            rng.choice([1, 1, 1, 2, 2, 3, 5, 10]) if it[4] < 60000 else rng.choice([1, 1, 2])
        )
        p = dprice(rng, it[3], it[4], whole=True)
        p = (p / 100).quantize(Decimal(1)) * 100
        lines.append((it, q, p, q * p))
    ws = cj.rel(wd, [5, 30, 25, 7, 7, 12, 14])
    heads = ["No.", "品名", "規格・型番", "数量", "単位", "単価", "金額"]
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}",
                it[2],
                w0(p) if stated else "",
                w0(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllrcrr",
        rowh=18,
        size=8,
        bottom=bottom - 10,
        brk=brk,
        fill=PALE,
        hh=19,
    )
    sub = sum((x_[3] for x_ in lines), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    y += 8
    if y + 80 > bottom:
        y = brk()
    if stated:
        style = rng.random()
        rows_t = [
            ("小計", f"{w0(sub)}"),
            ("消費税（10%）", f"{w0(tax)}"),
            (cj.pick(rng, "合計金額|合計|発注金額（税込）"), f"¥{w0(total)}"),
        ]
        if style < 0.3:
            rows_t = rows_t[:1] + [("消費税等", w0(tax))] + [("総額", f"￥{w0(total)}-")]
        xx = m + wd * 0.55
        for k, (lab, v) in enumerate(rows_t):
            last = k == len(rows_t) - 1
            pdf.rect(
                xx, y + k * 18, right - xx, 18, stroke=ink, fill=PALE if last else None, lw=0.6
            )
            pdf.text(xx + 6, y + k * 18 + 12.5, lab, 9, bold=last)
            pdf.text(right - 6, y + k * 18 + 12.5, v, 9.6 if last else 9, align="r", bold=last)
        y += 18 * len(rows_t) + 14
    else:
        total = ZERO
        pdf.text(
            m,
            y + 10,
            "※ 金額は単価契約によるものとし、納品数量に応じて請求してください。",
            8.6,
            colour=ink,
        )
        y += 24
    notes = [
        "1. 納品書・請求書には必ず本発注書の発注番号を記載してください。",
        "2. 納品時は検収担当者の検収を受けてください。検収印のない納品書は無効となります。",
        f"3. 請求書の宛先は「{uni}」としてください。適格請求書（インボイス）の登録番号の記載をお願いします。",
    ]
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 12
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit9_ja_daigaku_buppin_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ju)


# --------------------------------------------------------------------------- 5 en-US film / TV production's purchase order (rental period, account codes, deposit note)

US_PROD_CO = [
    "{X} Pictures, LLC",
    "{X} Productions Inc.",
    "{X} Films LLC",
    "{X} Studios Production Co.",
    "{X} Entertainment, LLC",
]
US_X = "Blue Heron|Silver Lake|Copperline|North Fork|Red Canyon|Lantern|Wildwood|Harbor Light|Ironbridge|Granite Peak|Tall Pines|Kestrel|Meridian|Saltwater|Brass Key|Oak Hollow".split(
    "|"
)
US_TITLE = "The Long Winter|Dead Reckoning|Paper Moons|Sweetwater|Night Shift|The Quiet Hour|Lowlands|Second Chances|Gravel Road|Fast Company|Crossing Elm|The Understudy".split(
    "|"
)
US_L = "Kowalski|Ramirez|Bennett|O'Malley|Nguyen|Hoffman|Castillo|Whitaker|Brennan|Delgado|Fischer|Lindqvist|Okafor|Sullivan|Morales|Hartley".split(
    "|"
)
US_VEND_FORMED = [
    "{L} Grip & Lighting, Inc.",
    "{X} Camera Rentals LLC",
    "{L} Prop House, Inc.",
    "{X} Picture Vehicles LLC",
    "{L} Costume Company",
    "{X} Expendables Supply Co.",
    "{X} Studio Catering, LLC",
    "{X} Location Services Inc.",
]
US_VEND_BARE = ["{L} Grip & Electric", "{L} Props", "{X} Honeywagons", "{L} Craft Services"]
US_DEPTS = {
    "Grip": [
        ("Dolly, Fisher 10 w/ track 40 ft", 450, 900),
        ("Condor 60 ft", 600, 1100),
        ("Grip package, 5-ton", 850, 1600),
    ],
    "Electric": [
        ("ARRI SkyPanel S60-C", 110, 220),
        ("Generator 1400A tow plant", 700, 1300),
        ("HMI 18K w/ ballast", 380, 650),
    ],
    "Camera": [
        ("ARRI Alexa Mini LF body", 1200, 2400),
        ("Cooke S4/i prime set (6)", 900, 1800),
        ("Teradek Bolt 6 XT", 150, 320),
    ],
    "Art / Props": [
        ("Period diner booth set", 180, 420),
        ("Hero prop revolver (non-firing)", 90, 210),
        ("Set dressing, living room", 600, 1400),
    ],
    "Wardrobe": [
        ("Costume rental, 1960s day wear", 60, 140),
        ("Alterations (per hour)", 45, 75),
        ("Dry cleaning, bulk", 120, 260),
    ],
    "Transportation": [
        ("Picture car, 1972 sedan", 350, 800),
        ("Honeywagon 3-room", 500, 950),
        ("Stakebed truck 24 ft", 220, 420),
    ],
}
US_TAX = [
    ("CA", Decimal("9.5")),
    ("GA", Decimal("8.9")),
    ("NM", Decimal("7.875")),
    ("NY", Decimal("8.875")),
    ("IL", Decimal("10.25")),
    ("TX", Decimal("8.25")),
]


def _us(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(LETTER, la.pick(rng, "helv|times|dejavu|libsans|djcond"))
    m = rng.uniform(36, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    X = rng.choice(US_X)
    co = rng.choice(US_PROD_CO).format(X=X)
    show = rng.choice(US_TITLE)
    L = rng.choice(US_L)
    sup = bare_or(rng, US_VEND_FORMED, US_VEND_BARE, 0.3).format(
        L=L, X=rng.choice([x for x in US_X if x != X])
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["####", "#####", "PO-####", f"{show[:2].upper()}-####", "1##-###"])
    )
    prod_no = la.digits(rng, rng.choice(["####", "P###", "2##-##"]))
    st, rate = rng.choice(US_TAX)
    dept = rng.choice(list(US_DEPTS))
    stated = stated_of(rng)
    page = [1]
    fm = en2
    po_lab = la.pick(rng, "P.O. #|PO No.|Purchase Order #|PO Number")

    def foot() -> None:
        d.t(m, d.h - 30, f"{co} · {show.upper()} · Production Office", 7, grey=0.4)
        d.t(r, d.h - 30, f"Page {page[0]}" + (f" of {of}" if of else ""), 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{show.upper()} — PURCHASE ORDER (continued)", 9, b=True)
        d.t(r, 40, f"{po_lab} {po}", 9, b=True, al="r")
        return 52

    y = 40
    d.t(m, y, co, 13, b=True)
    d.t(
        m,
        y + 14,
        f"Production: \u201c{show}\u201d"
        + (f"   Episode {rng.randint(101, 110)}" if rng.random() < 0.5 else ""),
        9.5,
    )
    d.t(
        m,
        y + 26,
        f"Prod. # {prod_no}   {rng.randint(100, 9999)} {rng.choice(['Sunset Blvd', 'Lankershim Blvd', 'Peachtree St NE', 'Central Ave SW', 'West 26th St'])}, {rng.choice(['Los Angeles, CA', 'Atlanta, GA', 'Albuquerque, NM', 'New York, NY', 'Chicago, IL'])}",
        8,
        grey=0.3,
    )
    d.box(r - 170, y - 12, 170, 44, lw=1.2)
    d.t(r - 85, y + 2, "PURCHASE ORDER", 12, b=True, al="c")
    d.t(r - 85, y + 20, f"{po_lab} {po}", 11, b=True, al="c")
    y += 48
    d.line(m, y, r, y, 1)
    y += 10
    half = wd / 2 - 8
    vlab = la.pick(rng, "VENDOR|Vendor Name / Address|PAY TO / VENDOR|Vendor:")
    d.t(m, y + 8, vlab, 8, b=True, grey=0.35)
    vb = [
        sup,
        f"{rng.randint(100, 19999)} {rng.choice(['Vanowen St', 'San Fernando Rd', 'Chamblee Tucker Rd', 'Broadway Blvd SE', 'Metropolitan Ave'])}",
        f"{rng.choice(['Burbank', 'Sun Valley', 'Doraville', 'Albuquerque', 'Brooklyn'])}, {st} {la.digits(rng, '#####')}",
        f"Contact: {la.person(rng, 'en')}  Ph: ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
    ]
    d.lines(m, y + 12, vb, 9, b_first=True)
    info = [
        ("Date", la.dfmt(dt, "us")),
        ("Department", dept),
        (
            "Account Code",
            f"{rng.choice(['2', '3', '4'])}{rng.randint(1, 9)}{rng.randint(0, 9)}0-{rng.randint(1, 30):02d}",
        ),
        (
            "Set / Location",
            rng.choice(["Stage 4", "INT. DINER", "EXT. FARMHOUSE", "Various", "Warehouse set"]),
        ),
        ("Requested by", la.person(rng, "en")),
        ("W-9 on file", rng.choice(["Yes", "Yes", "Pending"])),
    ]
    d.kv(m + half + 16, y + 4, info, 78, 8.4)
    y += 78
    rental = rng.random() < 0.7
    d.box(m, y, wd, 20, fill=0.93)
    start = dt + timedelta(days=rng.randint(2, 20))
    end = start + timedelta(days=rng.randint(3, 40))
    d.t(
        m + 6,
        y + 13,
        ("[X] RENTAL   [ ] PURCHASE" if rental else "[ ] RENTAL   [X] PURCHASE")
        + (f"     Rental period: {la.dfmt(start, 'us')} – {la.dfmt(end, 'us')}" if rental else ""),
        8.6,
        b=True,
    )
    y += 30
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 8], [26, 34], 0.1)
    pool = [x for k, v in US_DEPTS.items() for x in v if k == dept] + [
        ("Loss & damage waiver", 40, 120),
        ("Delivery / pick-up", 75, 350),
        ("Expendables (gel, tape, batteries)", 80, 450),
    ]
    ws = [wd * f for f in (0.08, 0.48, 0.1, 0.16, 0.18)]
    heads = ["Qty", "Description", "Days" if rental else "Unit", "Rate", "Amount"]
    rows = []
    lines = []
    for it in pick_lines(rng, pool, n):
        q = Decimal(rng.choice([1, 1, 1, 2, 2, 4, 6]))
        days = Decimal(rng.choice([1, 3, 5, 10, 12, 20])) if rental else Decimal(1)
        p = dprice(rng, it[1], it[2])
        a = r2(q * days * p)
        lines.append(a)
        rows.append(
            (
                [
                    f"{q}",
                    it[0],
                    f"{days}" if rental else "ea",
                    fm(p) if stated else "",
                    fm(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(d, m, y, ws, heads, rows, "clcrr", size=8.4, rowh=17, bottom=bottom - 20, brk=brk)
    sub = sum(lines, ZERO)
    taxable = rng.random() < 0.75
    tax = r2(sub * rate / 100) if taxable else ZERO
    total = sub + tax
    y += 8
    if y + 120 > bottom:
        y = brk()
    if stated:
        rows_t = [("Subtotal", f"${fm(sub)}", False)]
        if taxable:
            rows_t.append((f"Sales Tax ({st} {rate.normalize():f}%)", f"${fm(tax)}", False))
        else:
            rows_t.append(("Sales Tax", "Resale cert. on file – exempt", False))
        rows_t.append(
            (la.pick(rng, "PO TOTAL|TOTAL|Total Amount|GRAND TOTAL"), f"${fm(total)}", True)
        )
        y = d.summary(r - 230, r - 4, y, rows_t, 9, box_last=True)
        if rng.random() < 0.45:
            dep = r2(total * Decimal(rng.choice([25, 30, 50])) / 100)
            d.t(
                m,
                y + 10,
                f"Deposit paid by check #{la.digits(rng, '####')}: ${fm(dep)} (to be applied to final invoice)",
                8,
                grey=0.3,
            )
            y += 14
    else:
        total = ZERO
        d.t(
            m,
            y + 10,
            "Amount: per attached vendor quote — NOT TO EXCEED approved budget line.",
            8.6,
            b=True,
        )
        y += 16
    y += 10
    for t in [
        f"Vendor must reference PO # {po} on all invoices. Invoices without a PO number will not be processed.",
        "Certificate of insurance naming the production as additional insured must be on file before pick-up.",
        "Rental items are returned in the same condition; loss & damage billed per vendor schedule.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.3)
    y += 18
    if y + 40 > bottom:
        y = brk()
    caps = ["Dept. Head", "Production Accountant", "UPM / Line Producer"]
    cw = wd / 3
    for k, cap in enumerate(caps):
        d.sign(m + k * cw, y + 20, cw - 20, cap)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit9_en_us_film_production_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us)


# --------------------------------------------------------------------------- 6 en-GB / en-IE housing landlord's responsive-repairs works order (SOR codes, tenant, priority)

GB_X = "Riverside|Northgate|Greenfields|Hillcrest|Beacon|Westway|Ashfield|Meadowbank|Castlegate|Harbourside|Oakwood|Pennine|Liffey Valley|Shannon|Moorland|Abbeyfield".split(
    "|"
)
GB_LL = [
    "{X} Housing Association",
    "{X} Homes Ltd",
    "{X} Housing Trust",
    "{X} Community Housing",
    "{C} City Council – Housing Repairs",
    "{X} Housing Co-operative CLG",
]
GB_C = "Leeds|Bristol|Sheffield|Coventry|Leicester|Cork|Limerick|Galway|Derby|Stoke-on-Trent|Swansea|Plymouth".split(
    "|"
)
GB_L = "Hughes|Doyle|Patel|Murphy|Kavanagh|Thornton|Walsh|Fitzgerald|Pritchard|McCarthy|Ashworth|Brennan|Okoro|Gallagher|Rowlands|Healy".split(
    "|"
)
GB_CON_FORMED = [
    "{L} Building Services Ltd",
    "{L} & Sons (Plumbing) Ltd",
    "{X} Property Maintenance Limited",
    "{L} Electrical Contractors Ltd",
    "{X} Roofing Ltd",
    "{L} Construction DAC",
    "{L} Plumbing & Heating Ltd",
]
GB_CON_BARE = ["{L} Joinery", "{L} Roofing & Guttering", "{L} Decorators", "{L} Handyman Services"]
GB_SOR = [
    ("603101", "Renew WC cistern complete, close coupled", "nr", 95, 180),
    ("205411", "Ease and adjust internal door, rehang", "nr", 22, 45),
    ("840117", "Renew 13A double switched socket outlet", "nr", 28, 55),
    ("631009", "Clear blockage to waste pipe up to 3m", "it", 38, 72),
    ("301221", "Renew defective roof tiles, up to 10nr", "it", 110, 240),
    ("470303", "Renew UPVC window handle (espag.)", "nr", 18, 36),
    ("755021", "Service gas boiler and issue LGSR", "it", 55, 95),
    ("903117", "Mould wash and stain block, per room", "rm", 85, 160),
    ("142008", "Renew kitchen base unit 600mm", "nr", 140, 260),
    ("560110", "Repair leaking radiator valve", "nr", 32, 64),
    ("115020", "Make safe, temporary repair (emergency call-out)", "it", 65, 120),
    ("320515", "Renew 112mm half-round gutter", "m", 16, 32),
]


def _gb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    ie = rng.random() < 0.35
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|libsans|djcond|times"))
    m = rng.uniform(38, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    X = rng.choice(GB_X)
    ll = rng.choice(GB_LL).format(X=X, C=rng.choice(GB_C))
    sup = bare_or(rng, GB_CON_FORMED, GB_CON_BARE, 0.25).format(
        L=rng.choice(GB_L), X=rng.choice(GB_X)
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["WO#######", "######", "RWO-######", f"{dt.year % 100}/#####", "R#######/1"]),
    )
    req = la.digits(rng, rng.choice(["RR-######", "########", "CR######"]))
    vat = Decimal("13.5") if ie else Decimal(20)
    cur = "€" if ie else "£"
    stated = stated_of(rng)
    page = [1]
    wo_lab = la.pick(rng, "Works Order No.|Order Number|Works Order Ref|Order No.")
    pri = rng.choice(
        [("P1 Emergency", 1), ("P2 Urgent", 7), ("P3 Routine", 28), ("P4 Planned", 60)]
    )

    office = rng.choice(GB_C)

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{ll} · Registered office: {office}"
            + (" · RHA registered AHB" if ie else " · Registered Provider"),
            6.8,
            grey=0.4,
        )
        d.t(r, d.h - 30, f"Page {page[0]}" + (f" of {of}" if of else ""), 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{wo_lab} {po} (continued)", 9, b=True)
        return 52

    y = 40
    d.box(m, y - 12, 36, 36, fill=0.2)
    d.t(m + 44, y, ll, 13, b=True)
    d.t(
        m + 44,
        y + 14,
        la.pick(
            rng, "Property Services|Repairs & Maintenance|Asset Management – Responsive Repairs"
        ),
        9,
        grey=0.3,
    )
    d.t(
        r,
        y,
        la.pick(rng, "WORKS ORDER|REPAIRS WORKS ORDER|JOB TICKET / WORKS ORDER"),
        14,
        b=True,
        al="r",
    )
    y += 36
    # contractor block | order data
    half = wd * 0.5
    d.box(m, y, half - 6, 88)
    d.t(
        m + 5,
        y + 11,
        la.pick(rng, "Contractor|To (Contractor)|Issued to|Contractor:"),
        7.6,
        b=True,
        grey=0.35,
    )
    cb = [
        sup,
        f"{rng.randint(1, 90)} {rng.choice(['Mill Lane', 'Station Road', 'Unit 4, Enterprise Park', 'Dock Street', 'Ballymount Road'])}",
        f"{rng.choice(GB_C)} {la.digits(rng, '@## #@@') if not ie else la.digits(rng, '@## @#@#')}",
        f"Contractor ID: C{la.digits(rng, '####')}   Tel: 0{la.digits(rng, '### ### ####')}",
    ]
    d.lines(m + 5, y + 16, cb, 8.8, b_first=True, lead=13)
    od = [
        (wo_lab, po),
        ("Repair request", req),
        ("Date raised", la.dfmt(dt, "dmy")),
        ("Priority", pri[0]),
        ("Target date", la.dfmt(dt + timedelta(days=pri[1]), "dmy")),
        (
            "Trade",
            rng.choice(
                ["Plumbing", "Carpentry", "Electrical", "Roofing", "General building", "Gas"]
            ),
        ),
    ]
    yy = y
    for lab, v in od:
        lrow(
            d,
            m + half + 6,
            yy,
            [half * 0.45, half * 0.55 - 6],
            [lab, v],
            "ll",
            h=14.6,
            size=8.3,
            b=lab == wo_lab,
            fill=0.93 if lab == wo_lab else None,
        )
        yy += 14.6
    d.box(m + half + 6, y, half - 6, 14.6 * len(od), fill=None)
    y += 98
    # property / tenant
    d.box(m, y, wd, 50, fill=0.96)
    d.t(m + 5, y + 11, "Property", 7.6, b=True, grey=0.35)
    d.t(
        m + 5,
        y + 24,
        f"Flat {rng.randint(1, 40)}, {rng.choice(['Kestrel House', 'Maple Court', 'St Anne’s Close', 'Bridge View', 'Orchard Way'])}, {rng.choice(GB_C)}",
        9,
    )
    d.t(
        m + 5,
        y + 38,
        f"Tenant: {rng.choice(['Mr', 'Mrs', 'Ms', 'Miss'])} {rng.choice(GB_L)}   Tel: 07{la.digits(rng, '### ######')}   Access: {rng.choice(['AM only', 'call before attending', 'key safe', 'tenant at home all day'])}",
        8.2,
    )
    d.t(r - 5, y + 24, f"Property ref: {la.digits(rng, 'P######')}", 8, al="r")
    d.t(
        r - 5,
        y + 38,
        f"Asbestos: {rng.choice(['No ACMs recorded', 'Check register – ACMs present', 'Survey required'])}",
        8,
        al="r",
    )
    y += 60
    wd_desc = la.pick(
        rng,
        "Tenant reports leak under kitchen sink, water coming through ceiling below.|Front door will not lock, tenant unable to secure property.|Damp and mould in back bedroom, extractor not working.|Several slipped tiles to rear roof slope after storm.",
    )
    y = wrapped(d, m, y, f"Job description: {wd_desc}", 8.6, wd) + 6
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6], [24, 30], 0.08)
    ws = [wd * f for f in (0.11, 0.47, 0.08, 0.08, 0.12, 0.14)]
    heads = ["SOR code", "Description", "Qty", "Unit", "Rate", "Value"]
    rows = []
    sub = ZERO
    for it in pick_lines(rng, GB_SOR, n):
        q = (
            Decimal(rng.choice([1, 1, 1, 2, 3]))
            if it[2] != "m"
            else Decimal(rng.choice([3, 4, 6, 8]))
        )
        p = dprice(rng, it[3], it[4])
        a = r2(q * p)
        sub += a
        rows.append(
            ([it[0], it[1], f"{q}", it[2], en2(p) if stated else "", en2(a) if stated else ""], a)
        )
    y = ltable(d, m, y, ws, heads, rows, "llrcrr", size=8.2, rowh=16, bottom=bottom - 20, brk=brk)
    y += 8
    if y + 80 > bottom:
        y = brk()
    tax = r2(sub * vat / 100)
    gross_shown = rng.random() < 0.75
    total = sub + tax if gross_shown else sub
    if stated:
        if gross_shown:
            rows_t = [
                (
                    la.pick(rng, "Order value (ex VAT)|Net value|Sub-total"),
                    f"{cur}{en2(sub)}",
                    False,
                ),
                (f"VAT @ {vat.normalize():f}%", f"{cur}{en2(tax)}", False),
                (
                    la.pick(rng, "Total order value|TOTAL (inc VAT)|Gross order value"),
                    f"{cur}{en2(total)}",
                    True,
                ),
            ]
        else:
            rows_t = [
                (
                    la.pick(
                        rng, "Order value (excl. VAT)|Total order value ex VAT|Net order value"
                    ),
                    f"{cur}{en2(total)}",
                    True,
                )
            ]
        y = d.summary(r - 240, r - 4, y, rows_t, 9, boxed=True)
        if not gross_shown:
            d.t(
                r - 4,
                y + 9,
                "VAT to be added at the prevailing rate where applicable (reverse charge if CIS).",
                7,
                al="r",
                grey=0.35,
            )
            y += 12
    else:
        total = ZERO
        d.t(
            m,
            y + 10,
            "Value: to be priced on completion against the Schedule of Rates.",
            8.6,
            b=True,
        )
        y += 16
    y += 10
    for t in [
        f"Please quote the {wo_lab.lower().replace('no.', 'number').replace('ref', 'reference')} on all invoices and completion slips. Works must be completed by the target date; variations over {cur}{rng.choice([50, 100, 250])} require prior approval.",
        "Contractor operatives must carry ID and comply with the landlord's Health & Safety and Safeguarding policies.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.3) + 2
    y += 16
    if y + 30 > bottom:
        y = brk()
    d.sign(m, y + 14, wd * 0.4, f"Authorised by: {la.person(rng, 'en')}, Repairs Surveyor")
    d.sign(m + wd * 0.55, y + 14, wd * 0.45, "Completed by / date (contractor)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit9_en_gb_ie_housing_works_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gb)


# --------------------------------------------------------------------------- 7 de furniture retailer's commission order to a manufacturer (Kommission, Liefer-KW, EK-Preise)

DE_L = "Brandt|Hoffmann|Krüger|Lehmann|Schröder|Neumann|Zimmermann|Hartmann|Wagner|Voss|Kaiser|Lorenz|Pohl|Seidel|Winkler|Albrecht".split(
    "|"
)
DE_C = "Bielefeld|Paderborn|Kassel|Würzburg|Ulm|Osnabrück|Oldenburg|Siegen|Erfurt|Koblenz|Rosenheim|Regensburg|Gütersloh|Herford".split(
    "|"
)
DE_X = "Wohnwert|Polstera|Casaform|Holzwerk|Nordlicht|Sitzkultur|Eichenhof|Lignum|Komfortina|Raumidee|Schlafgut|Tischlerei".split(
    "|"
)
DE_BUY = [
    "Möbel {L} GmbH & Co. KG",
    "Wohnwelt {L} GmbH",
    "Einrichtungshaus {L} e.K.",
    "Möbelhaus {L} & Söhne KG",
    "{L} Wohnen GmbH",
]
DE_SUP_FORMED = [
    "{X} Polstermöbel GmbH",
    "{L} Möbelwerke GmbH & Co. KG",
    "{X} Küchen AG",
    "{X} Schlafsysteme GmbH",
    "{L} Tischmanufaktur GmbH",
    "{X} Möbelfabrik {L} KG",
]
DE_SUP_BARE = ["Schreinerei {L}", "{L} Polsterwerkstatt", "{X} Wohnmöbel"]
DE_ITEMS = [
    ("Ecksofa {m}, Ottomane links", "Bezug Stoff {s}, Farbe {f}", 1100, 2600),
    ("Sessel {m} mit Hocker", "Leder {s}, {f}", 480, 1200),
    ("Esstisch {m} 180 x 90 cm", "Eiche massiv geölt, Gestell {f}", 620, 1500),
    ("Stuhl {m}, Freischwinger", "Kunstleder {f}", 95, 240),
    ("Boxspringbett {m} 180 x 200", "H3, Stoff {s} {f}", 980, 2300),
    ("Kleiderschrank {m} 4-trg.", "Front {f}, Korpus weiß", 540, 1350),
    ("Sideboard {m} 200 cm", "Nussbaum furniert, Griffe {f}", 420, 980),
    ("Couchtisch {m}", "Keramikplatte {f}", 190, 520),
    ("Kopfteil {m}", "Samt {f}", 160, 380),
    ("TV-Element {m}", "Lack matt {f}", 230, 560),
]
DE_MOD = "Lugano|Arosa|Bergen|Malmö|Verona|Sylt|Tessin|Nora|Oslo|Como|Linus|Merano".split("|")
DE_FARBE = "anthrazit|sand|salbei|cognac|graphit|natur|petrol|taupe|schwarz|creme".split("|")
DE_STOFF = "Gruppe 2|Gruppe 4|Gr. 6 Velours|Cordoba|Nappa|Bouclé".split("|")


def _dm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN_FONTS))
    m = rng.uniform(42, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    L = rng.choice(DE_L)
    C = rng.choice(DE_C)
    buyer = rng.choice(DE_BUY).format(L=L)
    sup = bare_or(rng, DE_SUP_FORMED, DE_SUP_BARE, 0.2).format(
        L=rng.choice([x for x in DE_L if x != L]), X=rng.choice(DE_X)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["B######", "#######", f"{dt.year % 100}-######", "EK/#####", "4#####"])
    )
    ka = la.digits(rng, rng.choice(["VK-######", "KA ######", "A-#######"]))
    kw_dt = dt + timedelta(weeks=rng.randint(4, 14))
    kw = f"KW {kw_dt.isocalendar()[1]:02d}/{kw_dt.isocalendar()[0]}"
    stated = stated_of(rng)
    page = [1]
    fm = lambda v: la.num(v, "de")  # noqa: E731
    po_lab = la.pick(rng, "Bestell-Nr.|Bestellnummer|Unsere Bestellung|Best.-Nr.")
    kunde = f"{rng.choice(['Herr', 'Frau'])} {rng.choice(['Jana', 'Markus', 'Petra', 'Stefan', 'Ayse', 'Jörg', 'Claudia'])} {rng.choice(DE_L)}"
    verband = rng.random() < 0.5
    street = f"{rng.choice(['Industriestraße', 'Am Möbelpark', 'Gewerbegebiet Nord', 'Herforder Straße'])} {rng.randint(1, 120)}"

    def foot() -> None:
        y0 = d.h - 46
        d.line(m, y0, r, y0, 0.3)
        d.t(m, y0 + 9, f"{buyer} · {street} · {C} · USt-IdNr. DE{ust}", 6.6, grey=0.35)
        d.t(m, y0 + 18, f"{bank} · IBAN {iban} · Amtsgericht {C} HRA {hra}", 6.6, grey=0.35)
        d.t(r, y0 + 9, f"Seite {page[0]}" + (f"/{of}" if of else ""), 7, al="r")

    title = la.pick(
        rng,
        "Kommissionsbestellung|Bestellung (Kommission)|Auftrag an Lieferant – Kommission|Bestellung",
    )
    ust = la.digits(rng, "#########")
    iban = f"DE{la.digits(rng, '## #### #### #### #### ##')}"
    bank = rng.choice(["Sparkasse", "Volksbank", "Commerzbank"]) + f" {C}"
    hra = la.digits(rng, "####")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{title} {po} – Fortsetzung", 9, b=True)
        return 56

    y = 42
    d.c.setFillColorRGB(0.55, 0.12, 0.12)
    d.c.rect(0, d.h - 64, d.w, 64, stroke=0, fill=1)
    d.c.setFillColorRGB(1, 1, 1)
    d.c.setFont(d.bold, 17)
    d.c.drawString(m, d.h - 36, buyer)
    d.c.setFont(d.reg, 8.5)
    d.c.drawString(
        m,
        d.h - 50,
        f"{street} · {C} · Tel. 0{la.digits(rng, '### ####-0')} · einkauf@{L.lower().replace('ü', 'ue').replace('ö', 'oe')}-wohnen.de",
    )
    d.c.setFillGray(0)
    y = 86
    d.t(m, y + 12, title, 15, b=True)
    y += 26
    # left: Lieferant block; right: Bestelldaten
    lw_ = wd * 0.52
    lab = la.pick(rng, "Lieferant|Lieferant:|An|Hersteller")
    d.t(m, y + 8, lab, 7.8, b=True, grey=0.35)
    sb = [
        sup,
        f"{rng.choice(['Fabrikstraße', 'Zur Weserbrücke', 'Möbelallee', 'Im Gewerbepark'])} {rng.randint(1, 60)}",
        f"{la.digits(rng, '#####')} {rng.choice(DE_C)}",
        f"Lieferanten-Nr. {la.digits(rng, '7####')}",
    ]
    d.lines(m, y + 12, sb, 9.3, b_first=True)
    bd = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Unsere Kunden-Nr. bei Ihnen", la.digits(rng, "######")),
        ("Liefertermin", kw),
        ("Sachbearbeiter/in", f"{rng.choice(['S.', 'M.', 'K.', 'T.'])} {rng.choice(DE_L)}"),
    ]
    if verband:
        bd.append(
            (
                "Verband",
                rng.choice(["Begros", "MHK", "Union", "VME"])
                + f" Mitgl.-Nr. {la.digits(rng, '#####')}",
            )
        )
    yy = y
    for k, v in bd:
        d.t(m + lw_ + 10, yy + 9, k, 8, grey=0.3)
        d.t(r, yy + 9, v, 8.6, b=k == po_lab, al="r")
        yy += 13
    y = max(y + 66, yy) + 10
    # Kommission box
    d.box(m, y, wd, 34, fill=0.94)
    d.t(m + 6, y + 13, f"Kommission: {kunde}", 9.5, b=True)
    d.t(
        m + 6,
        y + 27,
        f"Kundenauftrag {ka} · Lieferung {la.pick(rng, 'an Zentrallager|direkt an Endkunde (Streckengeschäft)|an Filiale ' + C)}",
        8.2,
    )
    d.t(
        r - 6,
        y + 13,
        la.pick(
            rng,
            "Bitte Kommission auf Etikett und Lieferschein!|Kommissionsware – nicht umtauschbar",
        ),
        7.6,
        al="r",
        grey=0.3,
    )
    y += 44
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6], [20, 26], 0.08)
    ws = [wd * f for f in (0.06, 0.14, 0.42, 0.07, 0.12, 0.07, 0.12)]
    heads = [
        "Pos.",
        "Modell-Nr.",
        "Bezeichnung / Ausführung",
        "Menge",
        "EK-Preis",
        "Rab.%",
        "Betrag €",
    ]
    rows = []
    sub = ZERO
    for i, it in enumerate(pick_lines(rng, DE_ITEMS, n), 1):
        mo = rng.choice(DE_MOD)
        q = Decimal(rng.choice([1, 1, 1, 2, 4, 6]) if "Stuhl" in it[0] else rng.choice([1, 1, 2]))
        p = dprice(rng, it[2], it[3])
        rab = Decimal(rng.choice([0, 0, 5, 8, 10, 12]))
        a = r2(q * p * (100 - rab) / 100)
        sub += a
        name = it[0].format(m=mo)
        det = it[1].format(s=rng.choice(DE_STOFF), f=rng.choice(DE_FARBE))
        rows.append(
            (
                [
                    str(i),
                    la.digits(rng, "###.###.##"),
                    name,
                    f"{q}",
                    fm(p) if stated else "",
                    f"{rab}" if rab else "",
                    fm(a) if stated else "",
                ],
                a,
            )
        )
        rows.append((["", "", f"   {det}", "", "", "", ""], ZERO))
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        "lllrrrr",
        size=8.2,
        rowh=14,
        bottom=bottom - 20,
        brk=brk,
        grid=False,
    )
    y += 8
    if y + 110 > bottom:
        y = brk()
    fr = Decimal(rng.choice([0, 0, 45, 79, 120])) if rng.random() < 0.5 else ZERO
    net = sub + fr
    tax = r2(net * Decimal("0.19"))
    gross = rng.random() < 0.65
    total = net + tax if gross else net
    if stated:
        rows_t = [("Warenwert netto", f"{fm(sub)} €", False)]
        if fr:
            rows_t.append(("Fracht-/Anlieferpauschale", f"{fm(fr)} €", False))
        if gross:
            rows_t += [
                ("zzgl. 19 % MwSt.", f"{fm(tax)} €", False),
                (
                    la.pick(rng, "Bestellsumme brutto|Gesamtbetrag|Endbetrag"),
                    f"{fm(total)} €",
                    True,
                ),
            ]
        else:
            rows_t.append(
                (
                    la.pick(rng, "Bestellwert netto|Bestellsumme netto|Gesamt netto"),
                    f"{fm(total)} €",
                    True,
                )
            )
        y = d.summary(r - 220, r - 4, y, rows_t, 9, box_last=True)
        if not gross:
            d.t(r - 4, y + 8, "Alle Preise zzgl. gesetzl. MwSt.", 7.4, al="r", grey=0.3)
            y += 12
    else:
        total = ZERO
        d.t(
            m,
            y + 10,
            "Preise gemäß gültiger Händlerpreisliste abzgl. vereinbarter Konditionen.",
            8.6,
        )
        y += 16
    y += 10
    for t in [
        f"Bitte bestätigen Sie diese Bestellung innerhalb von 3 Werktagen unter Angabe unserer {po_lab} und der Kommission. Abweichungen in Ausführung oder Liefertermin ({kw}) sind uns umgehend mitzuteilen.",
        f"Zahlung: {la.pick(rng, '14 Tage 3 % Skonto, 30 Tage netto|über Zentralregulierung des Verbandes|30 Tage netto')}. Es gelten unsere Einkaufsbedingungen.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 8, wd, grey=0.2) + 3
    y += 14
    if y + 30 > bottom:
        y = brk()
    d.t(m, y + 8, f"Mit freundlichen Grüßen  ·  {buyer}  ·  Einkauf", 8.6)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit9_de_moebelhaus_kommissionsbestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dm)


# --------------------------------------------------------------------------- 8 fr event agency's order to a service provider (événement box, TVA 10 / 20 %, acompte)

FR_X = "Lumière|Horizon|Azur|Éclat|Cap Nord|Prisme|Altitude|Belvédère|Rivage|Sillage|Odyssée|Métropole|Carrousel|Panorama|Confluence|Galatée".split(
    "|"
)
FR_L = "Roussel|Lambert|Chevalier|Marchand|Faure|Giraud|Mercier|Barbier|Lemoine|Perrot|Vidal|Collin|Renaud|Aubert|Brunet|Leclerc".split(
    "|"
)
FR_C = "Lyon|Bordeaux|Nantes|Lille|Marseille|Toulouse|Strasbourg|Rennes|Montpellier|Nice|Annecy|Reims".split(
    "|"
)
FR_AG = [
    "{X} Événements SAS",
    "Agence {X}",
    "{X} Events SARL",
    "{X} Communication & Événementiel",
    "Studio {X} SAS",
]
FR_SUP_FORMED = [
    "{L} Traiteur SARL",
    "Maison {L} Réceptions SAS",
    "{X} Location SAS",
    "{X} Sonorisation & Lumière SARL",
    "Studio {L} Photographie EURL",
    "{X} Mobilier Événementiel SAS",
]
FR_SUP_BARE = ["{L} Traiteur", "Les Fleurs de {L}", "{L} Animation", "Transports {L}"]
FR_ITEMS = [
    ("Cocktail déjeunatoire, 12 pièces / pers.", 10, 28, 48),
    ("Dîner assis, menu 3 plats", 10, 52, 95),
    ("Forfait boissons sans alcool", 10, 6, 14),
    ("Champagne, coupe", 20, 9, 16),
    ("Maître d'hôtel et serveurs (forfait)", 20, 380, 900),
    ("Location mange-debout + housses", 20, 12, 22),
    ("Sonorisation conférence, 2 micros HF", 20, 450, 980),
    ("Éclairage d'ambiance LED", 20, 380, 1200),
    ("Écran LED 3 x 2 m", 20, 1200, 2800),
    ("Décoration florale centres de table", 20, 35, 85),
    ("Navette autocar 50 places", 10, 420, 780),
    ("Photographe, demi-journée", 20, 450, 850),
    ("Vestiaire et hôtesses d'accueil", 20, 220, 480),
]
FR_CLIENT = "Banque Régionale|Laboratoires Merval|Groupe Castelnau|Assurances Sévigné|Cabinet Dorsay|Industries Rivoire|Mutuelle du Littoral|Hôtel-Dieu Fondation".split(
    "|"
)


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN_FONTS))
    m = rng.uniform(40, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    X = rng.choice(FR_X)
    C = rng.choice(FR_C)
    ag = rng.choice(FR_AG).format(X=X)
    sup = bare_or(rng, FR_SUP_FORMED, FR_SUP_BARE, 0.25).format(
        L=rng.choice(FR_L), X=rng.choice([x for x in FR_X if x != X])
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [
                "BC-####-###",
                f"BC{dt.year}-####",
                "CMD ######",
                f"{dt.year % 100}-BC-####",
                "PO#####",
            ]
        ),
    )
    ev = la.digits(rng, rng.choice(["EV-####", "DOS-#####", "J####"]))
    devis = la.digits(rng, rng.choice(["D-#####", "DEV######", "Q-####-##"]))
    stated = stated_of(rng)
    page = [1]
    fm = sp
    po_lab = la.pick(rng, "Bon de commande n°|N° de commande|Commande n°|BC n°")
    siret = la.digits(rng, "### ### ### #####")
    tva_i = f"FR{la.digits(rng, '## #########')}"

    def foot() -> None:
        d.t(d.w / 2, d.h - 30, f"{ag} – {C} – SIRET {siret} – TVA {tva_i}", 6.8, al="c", grey=0.4)
        d.t(r, d.h - 20, f"{page[0]}" + (f"/{of}" if of else ""), 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (suite)", 9, b=True)
        return 56

    y = 40
    d.t(m, y + 4, ag, 16, b=True)
    d.t(
        m,
        y + 18,
        f"{rng.randint(2, 90)} {rng.choice(['rue de la République', 'quai des Chartrons', 'boulevard Haussmann', 'cours Lafayette', 'rue Sainte-Catherine'])}, {la.digits(rng, '#####')} {C}",
        8.4,
        grey=0.3,
    )
    d.t(r, y + 4, "BON DE COMMANDE", 15, b=True, al="r")
    d.t(r, y + 20, f"{po_lab} {po}", 10.5, b=True, al="r")
    d.t(r, y + 33, f"du {la.dfmt(dt, 'dmy')}", 8.6, al="r")
    y += 52
    # two boxes: prestataire | événement
    bw = wd / 2 - 6
    d.box(m, y, bw, 86)
    d.box(m + bw + 12, y, bw, 86, fill=0.95)
    plab = la.pick(rng, "PRESTATAIRE|Fournisseur / Prestataire|Prestataire retenu|À l'attention de")
    d.t(m + 6, y + 12, plab, 7.8, b=True, grey=0.35)
    pb = [
        sup,
        f"{rng.randint(1, 120)} {rng.choice(['avenue Jean-Jaurès', 'rue du Commerce', 'ZA des Landes', 'chemin des Vignes'])}",
        f"{la.digits(rng, '#####')} {rng.choice(FR_C)}",
        f"Contact : {rng.choice(['M.', 'Mme'])} {rng.choice(FR_L)} – 0{la.digits(rng, '# ## ## ## ##')}",
    ]
    if plab == "À l'attention de":
        pb = pb[:]
    d.lines(m + 6, y + 16, pb, 8.8, b_first=True, lead=12.5)
    ev_day = dt + timedelta(days=rng.randint(10, 80))
    ebox = [
        (
            "Événement",
            f"{rng.choice(['Séminaire', 'Soirée de gala', 'Convention', 'Lancement produit', 'Assemblée générale'])} {rng.choice(FR_CLIENT)}",
        ),
        ("Date", la.dfmt(ev_day, "long_fr")),
        (
            "Lieu",
            rng.choice(
                [
                    "Château de la Motte",
                    "Les Docks",
                    "Pavillon Victoria",
                    "Domaine des Cèdres",
                    "Palais des Congrès",
                ]
            )
            + f", {C}",
        ),
        ("Convives", f"{rng.choice([60, 80, 120, 150, 220, 300])} pers."),
        ("Réf. dossier", ev),
    ]
    d.kv(m + bw + 18, y + 6, ebox, 64, 8.2)
    y += 96
    d.t(
        m,
        y + 8,
        f"Suite à votre devis n° {devis}, nous vous confirmons la commande des prestations suivantes :",
        8.8,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [26, 32], 0.08)
    ws = [wd * f for f in (0.46, 0.1, 0.14, 0.1, 0.2)]
    heads = ["Désignation", "Qté", "PU HT", "TVA", "Montant HT"]
    rows = []
    by = {10: ZERO, 20: ZERO}
    for it in pick_lines(rng, FR_ITEMS, n):
        per = "pers." in it[0] or "coupe" in it[0] or "forfait" not in it[0].lower() and it[2] < 100
        q = (
            Decimal(rng.choice([60, 80, 120, 150]))
            if per
            else Decimal(rng.choice([1, 1, 2, 4, 10]))
        )
        p = dprice(rng, it[2], it[3])
        a = r2(q * p)
        by[it[1]] += a
        rows.append(
            ([it[0], f"{q}", fm(p) if stated else "", f"{it[1]} %", fm(a) if stated else ""], a)
        )
    y = ltable(d, m, y, ws, heads, rows, "lrrcr", size=8.2, rowh=16, bottom=bottom - 20, brk=brk)
    ht = by[10] + by[20]
    t10, t20 = r2(by[10] / 10), r2(by[20] / 5)
    total = ht + t10 + t20
    y += 8
    if y + 130 > bottom:
        y = brk()
    if stated:
        rows_t = [("Total HT", f"{fm(ht)} €", False)]
        if by[10]:
            rows_t.append(("TVA 10 %", f"{fm(t10)} €", False))
        if by[20]:
            rows_t.append(("TVA 20 %", f"{fm(t20)} €", False))
        rows_t.append(
            (
                la.pick(rng, "Total TTC|TOTAL TTC|Montant total TTC|Net à payer TTC"),
                f"{fm(total)} €",
                True,
            )
        )
        y = d.summary(r - 220, r - 4, y, rows_t, 9, box_last=True)
        if rng.random() < 0.7:
            pc = rng.choice([30, 40, 50])
            ac = r2(total * pc / 100)
            y += 4
            d.t(r - 220, y + 9, f"Acompte à la commande ({pc} %)", 8.4)
            d.t(r - 4, y + 9, f"{fm(ac)} €", 8.4, al="r")
            d.t(r - 220, y + 21, "Solde à régler après la prestation", 8.4)
            d.t(r - 4, y + 21, f"{fm(total - ac)} €", 8.4, al="r")
            y += 28
    else:
        total = ZERO
        d.t(
            m,
            y + 10,
            "Montant : selon devis joint, ajusté au nombre définitif de convives (confirmé à J-7).",
            8.6,
            b=True,
        )
        y += 16
    y += 10
    for t in [
        f"Conditions : paiement à {la.pick(rng, '30 jours date de facture|45 jours fin de mois|réception de facture')} par virement. Merci de rappeler le {po_lab.lower()} sur votre facture.",
        f"Montage à partir de {rng.choice(['8h', '10h', '14h'])} le jour de l'événement, démontage avant {rng.choice(['1h', '2h', 'minuit'])}. Attestation d'assurance RC Pro à nous transmettre.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.9, wd, grey=0.25) + 3
    y += 14
    if y + 50 > bottom:
        y = brk()
    d.t(m, y + 8, f"Pour {ag}", 8.6, b=True)
    d.t(
        m,
        y + 20,
        f"{rng.choice(['Chef de projet', 'Directrice de production', 'Responsable achats'])} : {la.person(rng, 'fr')}",
        8.2,
    )
    d.box(m + wd * 0.55, y, wd * 0.45, 50)
    d.t(
        m + wd * 0.55 + 5,
        y + 10,
        "Bon pour accord – cachet et signature du prestataire",
        7.4,
        grey=0.35,
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit9_fr_agence_evenementiel_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 9 es publisher's print order to a printing house (title specs, ISBN, IVA 4 % / 21 %)

ES_X = "Alba|Cierzo|Candela|Atalaya|Mirador|Sirena|Laurel|Brújula|Faro|Olivo|Perseo|Gaviota|Tramuntana|Arrayán|Nébula|Vértice".split(
    "|"
)
ES_L = "Navarro|Ortega|Gil|Serrano|Molina|Castro|Iglesias|Prieto|Herrera|Vidal|Pascual|Rubio|Soler|Cabrera|Fuentes|Marín".split(
    "|"
)
ES_C = "Madrid|Barcelona|Valencia|Sevilla|Zaragoza|Pamplona|Salamanca|Granada|Bilbao|Oviedo|Murcia|Valladolid".split(
    "|"
)
ES_ED = [
    "Editorial {X}, S.L.",
    "Ediciones {X}",
    "{X} Libros, S.A.",
    "Editorial {X} Infantil, S.L.U.",
    "Ediciones del {X}",
]
ES_SUP_FORMED = [
    "Gráficas {L}, S.A.",
    "{X} Artes Gráficas, S.L.",
    "Talleres Gráficos {L}, S.L.",
    "{X} Impresores, S.L.U.",
    "Imprenta {L} e Hijos, S.L.",
    "Encuadernaciones {L}, S.A.",
]
ES_SUP_BARE = ["Imprenta {L}", "Gráficas {X}", "Taller de Encuadernación {L}"]
ES_TIT = "El jardín de invierno|Cartas desde el faro|La ciudad de los relojes|Cocina de mercado|Breve historia del Mediterráneo|Los años de la niebla|Manual de huerto urbano|El último verano|Poemas del sur|Atlas de aves ibéricas|Matemáticas 3.º ESO|La casa de las palabras".split(
    "|"
)


def _es(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN_FONTS))
    m = rng.uniform(42, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    X = rng.choice(ES_X)
    C = rng.choice(ES_C)
    ed = rng.choice(ES_ED).format(X=X)
    sup = bare_or(rng, ES_SUP_FORMED, ES_SUP_BARE, 0.2).format(
        L=rng.choice(ES_L), X=rng.choice([x for x in ES_X if x != X])
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            ["PI-####/##", f"{dt.year}/####", "P-#####", f"PED{dt.year % 100}-###", "OP ####"]
        ),
    )
    pres = la.digits(rng, rng.choice(["PRES-#####", "#####/##", "P######"]))
    stated = stated_of(rng)
    page = [1]
    fm = eu
    po_lab = la.pick(rng, "Pedido n.º|N.º de pedido|Nº Pedido|Pedido de impresión n.º")
    cif = f"{rng.choice('AB')}{la.digits(rng, '########')}"
    titles = rng.sample(ES_TIT, rng.choice([1, 1, 1, 2, 3]))

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 28,
            f"{ed} · CIF {cif} · {C} · Inscrita en el Registro Mercantil de {C}",
            6.8,
            al="c",
            grey=0.4,
        )
        d.t(r, d.h - 18, f"Pág. {page[0]}" + (f" de {of}" if of else ""), 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (continuación)", 9, b=True)
        return 56

    y = 40
    d.t(m, y + 6, ed, 15, b=True)
    d.t(
        m,
        y + 19,
        f"Departamento de Producción · {rng.choice(['C/ Mayor', 'Avda. de la Constitución', 'C/ del Pez', 'Paseo de Gracia', 'C/ Alcalá'])}, {rng.randint(1, 140)} · {la.digits(rng, '#####')} {C}",
        8,
        grey=0.3,
    )
    y += 36
    d.box(m, y, wd, 24, fill=0.9)
    d.t(
        m + 8,
        y + 16,
        la.pick(
            rng, "PEDIDO DE IMPRESIÓN|ORDEN DE PEDIDO – PRODUCCIÓN|HOJA DE PEDIDO A IMPRENTA|PEDIDO"
        ),
        12,
        b=True,
    )
    d.t(r - 8, y + 16, f"{po_lab} {po}", 11, b=True, al="r")
    y += 34
    bw = wd * 0.5 - 6
    plab = la.pick(rng, "Proveedor:|Imprenta:|Taller:|A la atención de:")
    d.t(m, y + 8, plab, 8, b=True, grey=0.35)
    sb = [
        sup,
        f"{rng.choice(['Polígono Industrial', 'C/ de la Industria', 'Avda. de los Impresores', 'P.I. Las Arenas'])}, {rng.randint(1, 60)}",
        f"{la.digits(rng, '#####')} {rng.choice(ES_C)}",
        f"Att.: {la.person(rng, 'es')} · Tel. 9{la.digits(rng, '## ### ###')}",
    ]
    d.lines(m, y + 12, sb, 9, b_first=True)
    info = [
        ("Fecha", la.dfmt(dt, "dmy")),
        ("S/ presupuesto", pres),
        ("Entrega", la.dfmt(dt + timedelta(days=rng.randint(15, 45)), "dmy")),
        (
            "Lugar de entrega",
            rng.choice(
                [
                    "Almacén distribuidor, Getafe",
                    "Nuestro almacén",
                    "Distribuciones Logísticas, Coslada",
                    "Almacén central, Sant Boi",
                ]
            ),
        ),
        (
            "Forma de pago",
            la.pick(rng, "Transferencia a 60 días|Pagaré 90 días|Confirming 60 días f.f."),
        ),
    ]
    d.kv(m + bw + 12, y + 2, info, 86, 8.4)
    y += 76
    rows = []
    sub4, sub21 = ZERO, ZERO
    ws = [wd * f for f in (0.52, 0.12, 0.16, 0.2)]
    heads = ["Concepto", "Cantidad", "Precio", "Importe"]
    for t in titles:
        tir = Decimal(rng.choice([500, 800, 1000, 1500, 2000, 3000, 5000]))
        pags = rng.choice([96, 128, 160, 192, 224, 256, 320, 384])
        isbn = f"978-84-{la.digits(rng, '#####')}-{la.digits(rng, '##')}-{rng.randint(0, 9)}"
        dl = f"{rng.choice(['M', 'B', 'V', 'SE', 'Z'])} {la.digits(rng, '#####')}-{dt.year}"
        y = wrapped(d, m, y, f"Título: «{t}»  ·  ISBN {isbn}  ·  D.L. {dl}", 9, wd, b=True)
        spec = f"Formato {rng.choice(['15 x 23', '14 x 21', '17 x 24', '21 x 28'])} cm · {pags} págs. interior {rng.choice(['1/1 tinta', '4/4 tintas'])} en {rng.choice(['Munken Print Cream 90 g', 'offset ahuesado 80 g', 'estucado mate 115 g'])} · cubierta 4/0 {rng.choice(['cartulina 300 g', 'gráfico 350 g'])} {rng.choice(['plastificado mate', 'con solapas y laminado brillo', 'con reserva UVI'])} · {rng.choice(['rústica cosida', 'rústica fresada', 'cartoné', 'grapa'])} · tirada {tir:,.0f} ej.".replace(
            ",", "."
        )
        y = wrapped(d, m, y, spec, 7.8, wd, grey=0.3) + 2
        comps = [
            ("Impresión interior", Decimal("0.35"), Decimal("2.6")),
            ("Cubierta e impresión", Decimal("0.12"), Decimal("0.6")),
            ("Encuadernación", Decimal("0.15"), Decimal("0.9")),
        ]
        for name, lo, hi in comps:
            p = (Decimal(rng.randint(int(lo * 1000), int(hi * 1000))) / 1000).quantize(
                Decimal("0.001")
            )
            a = r2(tir * p)
            sub4 += a
            rows.append(
                (
                    [
                        f"{name} – {t}",
                        f"{tir:,.0f}".replace(",", "."),
                        str(p).replace(".", ",") if stated else "",
                        fm(a) if stated else "",
                    ],
                    a,
                )
            )
        if rng.random() < 0.4:
            a = Decimal(rng.choice([60, 90, 120, 180]))
            sub4 += a
            rows.append(
                (
                    [
                        f"Pruebas de color / ferro – {t}",
                        "1",
                        fm(a) if stated else "",
                        fm(a) if stated else "",
                    ],
                    a,
                )
            )
    extra21 = rng.random() < 0.45
    if extra21:
        q = Decimal(rng.choice([500, 1000, 2000]))
        p = Decimal(rng.choice(["0.08", "0.12", "0.15"]))
        a = r2(q * p)
        sub21 += a
        rows.append(
            (
                [
                    "Marcapáginas promocionales (IVA 21 %)",
                    f"{q:,.0f}".replace(",", "."),
                    str(p).replace(".", ",") if stated else "",
                    fm(a) if stated else "",
                ],
                a,
            )
        )
    y += 4
    y = ltable(d, m, y, ws, heads, rows, "lrrr", size=8.2, rowh=15, bottom=bottom - 20, brk=brk)
    y += 8
    if y + 110 > bottom:
        y = brk()
    i4, i21 = r2(sub4 * 4 / 100), r2(sub21 * 21 / 100)
    total = sub4 + sub21 + i4 + i21
    if stated:
        rows_t = [
            ("Base imponible (IVA 4 %)", f"{fm(sub4)} €", False),
            ("IVA 4 %", f"{fm(i4)} €", False),
        ]
        if sub21:
            rows_t += [
                ("Base imponible (IVA 21 %)", f"{fm(sub21)} €", False),
                ("IVA 21 %", f"{fm(i21)} €", False),
            ]
        rows_t.append(
            (
                la.pick(rng, "TOTAL PEDIDO|Total|Importe total|TOTAL (IVA incluido)"),
                f"{fm(total)} €",
                True,
            )
        )
        y = d.summary(r - 240, r - 4, y, rows_t, 9, box_last=True)
    else:
        total = ZERO
        d.t(
            m,
            y + 10,
            "Importe según presupuesto aceptado; la tirada definitiva se facturará según ejemplares entregados (± 3 %).",
            8.4,
            b=True,
        )
        y += 16
    y += 10
    for t in [
        "Los libros se entregarán retractilados en paquetes de 10 ejemplares, en palés europeos etiquetados con título, ISBN y número de ejemplares.",
        f"Indique nuestro {po_lab.lower()} en el albarán y en la factura. Libros impresos sujetos al tipo reducido del IVA (art. 91.Dos.1.2.º LIVA).",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.25) + 3
    y += 16
    if y + 40 > bottom:
        y = brk()
    d.sign(m, y + 26, wd * 0.38, f"Producción: {la.person(rng, 'es')}")
    d.sign(m + wd * 0.55, y + 26, wd * 0.45, "Conforme proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit9_es_editorial_pedido_impresion(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es)


# --------------------------------------------------------------------------- 10 nl public body's or care provider's order for hired staff (inhuur: uren x uurtarief, opdrachtnemer)

NL_X = "Rijnmond|Veluwezoom|Kempenland|Waterland|Duinstreek|Zuiderzee|Twentezorg|Lingewaard|IJsselstad|Heuvelrug|Dommelvallei|Noorderpoort|Amstelring|Maasoever|Bollenstreek|Eemland".split(
    "|"
)
NL_L = "de Vries|Jansen|van Dijk|Bakker|Visser|Smit|Meijer|de Boer|Mulder|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer".split(
    "|"
)
NL_BUY = [
    "Gemeente {C}",
    "Stichting {X} Zorg",
    "Woonstichting {X}",
    "Omgevingsdienst {X}",
    "Hoogheemraadschap {X}",
    "Zorggroep {X}",
]
NL_C = "Amersfoort|Zwolle|Apeldoorn|Deventer|Leiden|Haarlem|Breda|Tilburg|Nijmegen|Arnhem|Delft|Helmond|Alkmaar|Hengelo".split(
    "|"
)
NL_SUP_FORMED = [
    "{X} Detachering B.V.",
    "{X} Interim Professionals B.V.",
    "{L} Advies B.V.",
    "{X} Flex Zorg B.V.",
    "{X} Projectmanagement B.V.",
    "{X} Uitzendgroep B.V.",
]
NL_SUP_BARE = ["{L} Advies", "{L} Interim Management", "Bureau {L}", "{L} Consultancy"]
NL_FUNC = [
    ("Projectleider ruimtelijke ordening", 95, 135),
    ("Beleidsadviseur sociaal domein", 85, 120),
    ("Verpleegkundige (flex)", 52, 78),
    ("Medewerker klantcontactcentrum", 42, 58),
    ("Senior inkoopadviseur", 98, 140),
    ("Toezichthouder bouw", 75, 105),
    ("Functioneel beheerder", 80, 112),
    ("Vergunningverlener omgevingsrecht", 82, 118),
]


def _nl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN_FONTS))
    m = rng.uniform(44, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    X = rng.choice(NL_X)
    C = rng.choice(NL_C)
    buyer = rng.choice(NL_BUY).format(X=X, C=C)
    sup = bare_or(rng, NL_SUP_FORMED, NL_SUP_BARE, 0.25).format(
        L=(lambda n: n[0].upper() + n[1:])(rng.choice(NL_L)),
        X=rng.choice([x for x in NL_X if x != X]),
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            ["45########", f"IO-{dt.year}-####", "INK######", f"{dt.year}.#####", "PO#######"]
        ),
    )
    contract = la.digits(rng, rng.choice(["RO-####-##", "C######", f"{dt.year - 1}/INH/###"]))
    uitvraag = la.digits(rng, rng.choice(["UV-#####", "AV######", "NEG-####-###"]))
    stated = stated_of(rng)
    page = [1]
    fm = eu
    po_lab = la.pick(rng, "Inkoopordernummer|Ordernummer|Inkooporder nr.|Opdrachtnummer")
    kvk = la.digits(rng, "########")  # a Postbus number

    def foot() -> None:
        d.t(m, d.h - 28, f"{buyer} · Postbus {kvk[:4]} · {C} · www.{X.lower()}.nl", 6.8, grey=0.4)
        d.t(r, d.h - 28, f"Pagina {page[0]}" + (f" van {of}" if of else ""), 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab}: {po} (vervolg)", 9, b=True)
        return 56

    y = 40
    d.t(r, y + 4, buyer, 13, b=True, al="r")
    d.t(
        r,
        y + 17,
        la.pick(rng, "Team Inkoop & Contractmanagement|Afdeling Inkoop|Concern Inkoop|Inhuurdesk"),
        8.4,
        al="r",
        grey=0.3,
    )
    y += 44
    title = la.pick(
        rng,
        "Inkoopopdracht inhuur|Opdrachtverstrekking inhuur externen|Inkooporder – inhuur personeel|Opdrachtbevestiging inhuur",
    )
    d.t(m, y, title, 15, b=True)
    y += 14
    d.line(m, y, r, y, 1.2)
    y += 10
    lw_ = wd * 0.5
    olab = la.pick(rng, "Opdrachtnemer|Leverancier|Opdrachtnemer:|Aan")
    d.t(m, y + 8, olab, 7.8, b=True, grey=0.35)
    sb = [
        sup,
        f"{rng.choice(['Stationsplein', 'Kerkstraat', 'Europaweg', 'Laan van Vollenhove', 'Hoofdstraat'])} {rng.randint(1, 220)}",
        f"{la.digits(rng, '#### @@')} {rng.choice(NL_C)}",
        f"KvK {la.digits(rng, '########')} · G-rekening NL{la.digits(rng, '##')}INGB0{la.digits(rng, '#########')}",
    ]
    d.lines(m, y + 12, sb, 8.9, b_first=True)
    hs = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, "dash")),
        ("Raamovereenkomst", contract),
        ("Uitvraag / aanvraag", uitvraag),
        ("Kostenplaats", la.digits(rng, "#####")),
        ("Budgethouder", la.person(rng, "nl")),
    ]
    yy = y
    for k, v in hs:
        d.t(m + lw_ + 8, yy + 9, k, 8, grey=0.3)
        d.t(r, yy + 9, v, 8.5, b=k == po_lab, al="r")
        yy += 12.5
    y = max(y + 64, yy) + 12
    fn, lo, hi = rng.choice(NL_FUNC)
    start = dt + timedelta(days=rng.randint(7, 30))
    weeks = rng.choice([8, 12, 13, 16, 20, 26])
    end = start + timedelta(weeks=weeks)
    upw = rng.choice([16, 24, 32, 36, 40])
    d.box(m, y, wd, 48, fill=0.95)
    d.t(m + 6, y + 13, f"Functie: {fn}", 9, b=True)
    d.t(
        m + 6,
        y + 27,
        f"Ingehuurde medewerker: {la.person(rng, 'nl')}   ·   Periode: {la.dfmt(start, 'dash')} t/m {la.dfmt(end, 'dash')}   ·   {upw} uur per week",
        8.2,
    )
    d.t(m + 6, y + 41, f"Standplaats: {C}   ·   Leidinggevende: {la.person(rng, 'nl')}", 8.2)
    y += 58
    rate = dprice(rng, lo, hi)
    rate = (rate * 2).quantize(Decimal(1)) / 2
    hours = Decimal(upw * weeks)
    rows = [
        (
            [
                f"Inhuur {fn}",
                f"{hours:,.0f}".replace(",", "."),
                "uur",
                fm(rate) if stated else "",
                fm(r2(hours * rate)) if stated else "",
            ],
            r2(hours * rate),
        )
    ]
    if rng.random() < 0.5:
        km = Decimal(rng.choice([1200, 2400, 3600, 4800]))
        rows.append(
            (
                [
                    "Reiskosten (woon-werk) à € 0,23/km",
                    f"{km:,.0f}".replace(",", "."),
                    "km",
                    "0,23" if stated else "",
                    fm(r2(km * Decimal("0.23"))) if stated else "",
                ],
                r2(km * Decimal("0.23")),
            )
        )
    if rng.random() < 0.3:
        a = Decimal(rng.choice([250, 450, 600]))
        rows.append(
            (
                [
                    "Opleiding / training (eenmalig)",
                    "1",
                    "st.",
                    fm(a) if stated else "",
                    fm(a) if stated else "",
                ],
                a,
            )
        )
    ws = [wd * f for f in (0.44, 0.12, 0.08, 0.16, 0.2)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Omschrijving", "Aantal", "Eenh.", "Tarief", "Bedrag"],
        rows,
        "lrcrr",
        size=8.4,
        rowh=17,
        bottom=bottom - 20,
        brk=brk,
    )
    sub = sum((a for _, a in rows), ZERO)
    tax = r2(sub * Decimal("0.21"))
    gross = rng.random() < 0.7
    total = sub + tax if gross else sub
    y += 10
    if stated:
        if gross:
            rows_t = [
                ("Totaal excl. btw", f"€ {fm(sub)}", False),
                ("Btw 21%", f"€ {fm(tax)}", False),
                (
                    la.pick(rng, "Totaal incl. btw|Opdrachtwaarde incl. btw|Totaalbedrag"),
                    f"€ {fm(total)}",
                    True,
                ),
            ]
        else:
            rows_t = [
                (
                    la.pick(
                        rng,
                        "Maximaal opdrachtbedrag excl. btw|Opdrachtwaarde excl. btw|Totaal excl. btw",
                    ),
                    f"€ {fm(total)}",
                    True,
                )
            ]
        y = d.summary(r - 250, r - 4, y, rows_t, 9, box_last=True)
    else:
        total = ZERO
        d.t(
            m,
            y + 10,
            "Facturatie op basis van goedgekeurde urenverantwoording tegen het overeengekomen uurtarief.",
            8.6,
            b=True,
        )
        y += 16
    y += 10
    for t in [
        f"Facturen uitsluitend digitaal (e-factuur/UBL) onder vermelding van het {po_lab.lower()} en de goedgekeurde urenstaten. Betaling binnen 30 dagen.",
        "Op deze opdracht zijn de ARVODI en de bepalingen van de raamovereenkomst van toepassing. Opdrachtnemer draagt zorg voor een geldige VOG en de naleving van de Wet ketenaansprakelijkheid (G-rekening: 25% van het loonbestanddeel).",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.25) + 3
    y += 16
    if y + 40 > bottom:
        y = brk()
    d.sign(m, y + 26, wd * 0.4, f"Namens {buyer}")
    d.sign(m + wd * 0.55, y + 26, wd * 0.45, "Voor akkoord opdrachtnemer")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit9_nl_inhuur_inkoopopdracht(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nl)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        fit9_zh_chaoshi_mendian_fenhuo,
        fit9_zh_guoqi_beijian_hetong_fengmian,
        fit9_tw_zhensuo_yaopin_dinggou,
        fit9_ja_daigaku_buppin_hacchusho,
        fit9_en_us_film_production_po,
        fit9_en_gb_ie_housing_works_order,
        fit9_de_moebelhaus_kommissionsbestellung,
        fit9_fr_agence_evenementiel_bon_commande,
        fit9_es_editorial_pedido_impresion,
        fit9_nl_inhuur_inkoopopdracht,
    )
}

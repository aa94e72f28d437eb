# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind27 (`blind28_*`).

- blind28_zh_yinshua_weituo_dingdan: a company's print-job order to a printing house (the
  parties side by side in a ruled grid, quotation / proof / contract numbers, size, paper and
  finishing columns, plate and freight rows, prices with or without 13% VAT, 大写, a deposit).
- blind28_tw_nonghui_zixun_dinggoudan: a Taiwanese farmers' association's supply order on a
  half-height continuous form (pin-feed edges, ROC dates, tax-exempt and taxable goods, 營業稅
  5% on the taxable part only, whole NT$, 大寫, the copy's name down the edge).
- blind28_ko_byeongwon_jinryojaeryo_baljuseo: a hospital's order for medical consumables
  (approval boxes, requisition / unit-price contract numbers, insurance codes, 공급가액 and
  부가세 per line, whole won, the hospital's seal).
- blind28_en_bw_parastatal_po: a Botswana parastatal's purchase order (tender, requisition
  and commitment numbers, VAT codes per line, VAT 14%, BWP with the amount in Pula and thebe).
- blind28_en_pg_sales_order_ack: a Papua New Guinea supplier's sales order acknowledgement
  (the seller's own SO number beside the customer's order number, bill-to / ship-to, back
  orders, freight, GST 10%, kina, a deposit line and bank details).
- blind28_en_mu_textile_po_landscape: a Mauritian garment maker's order for fabric and trims
  (landscape, style and proforma numbers, a local supplier in rupees with VAT 15% or a
  foreign one in USD / EUR with freight and insurance).
- blind28_be_zamova_na_pastauku: a Belarusian order on the buyer's letterhead (the letter's
  outgoing number apart from the order's own, contract basis, УНП and IBAN, ПДВ 20% per line,
  BYN with the sum in Belarusian words).
- blind28_tg_farmoishi_harid: a Tajik purchase order (buyer and supplier rows with РМА and bank
  accounts, a request and a contract number, ААИ 14%, somoni and diram).
- blind28_mt_ordni_tax_xiri: a Maltese local council's or company's purchase order in Maltese
  (quotation / tender and budget-code numbers, VAT 18%, euro, the executive secretary's and
  mayor's signatures).
- blind28_tk_satyn_alys_sargydy: a Turkmen purchase order (a strip of order data along the top,
  the parties with bank details, a contract and an offer number, GBS 15%, manat).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's acknowledgement, the customer's order number it
quotes, never the seller's own number; never a letter's outgoing number, a requisition,
quotation, tender or contract number); the supplier (vendor, seller, printing house) exactly as
printed; the grand total as "1234.50" (whole won and NT$ as "1234.00"; before deposits; "" when
the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r0, r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day, vstamp  # noqa: E402
from families_blind25 import above, stated_of  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
RED = Color(0.78, 0.1, 0.1)
BLUE = Color(0.1, 0.25, 0.55)
GREEN = Color(0.1, 0.42, 0.25)
TW_HALF = (684.0, 396.0)  # 9.5 x 5.5 inch continuous form (中一刀 halved)


def draw_lines(
    rng: random.Random, pool: list, n: int, qtys: list[int], places: int = 2, big: float = 0
) -> list[tuple]:
    """Order lines from pool entries whose last two numbers are the [lo, hi] price range, each
    entry at most once: (entry, quantity, price, amount); `places` decimals in the price (0
    for whole currency units); items dearer than `big` in ones to threes."""
    out = []
    for it in rng.sample(pool, min(n, len(pool))):
        lo, hi = [v for v in it if isinstance(v, (int, float)) and not isinstance(v, bool)][-2:]
        q = Decimal(rng.choice([1, 1, 2, 3] if big and hi >= big else qtys))
        k = 10**places
        p = Decimal(rng.randint(int(lo * k), int(hi * k))) / k
        out.append((it, q, p, r2(q * p)))
    return out


def w0(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


# --------------------------------------------------------------------------- 1 zh-Hans print-job order to a printing house

ZH_PR_CITY = ["深圳", "东莞", "杭州", "温州", "苏州", "合肥", "长沙", "成都", "厦门", "青岛"]
ZH_PR_BUY = "{c}{b}科技股份有限公司|{c}{b}食品有限公司|{c}{b}文化传媒有限公司|{c}{b}教育科技有限公司|{c}{b}化妆品有限公司|{c}{b}酒业有限公司"
ZH_PR_BUY_S = "蓝鲸 云帆 悦达 嘉禾 知行 百草 佳美 星河 汇源 青松".split()
ZH_PR_SUP = "{c}{b}印务有限公司|{c}{b}彩印包装有限公司|{c}市{b}印刷厂|{c}{b}数码印刷有限公司|{c}{b}纸品包装有限公司|{c}{b}印刷股份有限公司"
ZH_PR_SUP_S = "鸿雅 金彩 华印 永兴 雅图 嘉彩 新博 美达 恒信 博艺".split()
ZH_PR_ITEMS = [
    ("产品彩页", "210×285mm", "157g铜版纸", "4+4", "覆哑膜", "张", 0.18, 0.65),
    (
        "企业宣传画册 24P+封面",
        "210×285mm",
        "内157g哑粉/封250g",
        "4+4",
        "封面覆膜、骑马钉",
        "本",
        4.5,
        12.0,
    ),
    ("手提纸袋", "320×250×100mm", "250g白卡纸", "4+0", "覆光膜、穿绳", "个", 1.2, 3.6),
    ("彩盒", "120×80×200mm", "350g白卡", "4+专色", "烫金、局部UV、模切", "个", 0.9, 2.8),
    ("名片", "90×54mm", "300g珠光纸", "4+4", "圆角", "盒", 12, 35),
    ("不干胶标签", "60×40mm", "铜版不干胶", "4+0", "模切、卷装", "张", 0.03, 0.12),
    ("说明书（风琴三折）", "420×285mm", "80g双胶纸", "1+1", "折页", "张", 0.08, 0.3),
    ("开窗信封 DL", "220×110mm", "120g双胶纸", "2+0", "糊口", "个", 0.25, 0.8),
    ("宣传海报", "570×840mm", "200g铜版纸", "4+0", "—", "张", 1.5, 4.5),
    ("台历", "210×150mm 13张", "250g铜版纸", "4+4", "双线圈装", "本", 9, 22),
    ("吊牌", "45×90mm", "400g灰底白板", "4+4", "打孔、穿绳", "个", 0.12, 0.45),
    ("瓦楞外箱", "600×400×350mm", "K=K五层BC楞", "2+0", "钉箱", "个", 4.5, 12),
    ("员工手册", "140×210mm 96P", "70g双胶纸", "1+1", "无线胶装", "本", 3.8, 9.5),
]


def _zhp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 38
    city = rng.choice(ZH_PR_CITY)
    buyer = cj.pick(rng, ZH_PR_BUY).format(c=city, b=rng.choice(ZH_PR_BUY_S))
    sup = cj.pick(rng, ZH_PR_SUP).format(c=rng.choice(ZH_PR_CITY), b=rng.choice(ZH_PR_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YS{Y}{m}{n3}|PO-{y}{m}{d}-{n2}|CG{Y}{n5}|{Y}-YS-{n4}")
    quote = cj.number(rng, d, "BJ{y}{m}{n4}|报价{n5}|Q{Y}{n4}")
    proof = cj.number(rng, d, "GY-{n5}|签样{y}{n4}|DS{n6}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|{Y}YS{n3}|KJ{y}{n4}")
    deliv = cj.later(rng, d, 5, 25)
    page = [1]
    stated = stated_of(rng)
    incl = rng.random() < 0.5  # unit prices include the 13% VAT
    title = cj.pick(rng, "印刷品采购订单|印刷加工委托单|印制品订购单|印刷订单")

    def foot() -> None:
        s = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 18, s, 7.2, align="c", colour=GREY)
        pdf.text(right, pdf.h - 18, f"订单编号：{po}", 7, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"{title}（续页）", 10, bold=True)
        return 50

    y = 42
    pdf.rect(m, y - 16, 26, 26, fill=BLUE, stroke=None)
    pdf.text(m + 13, y + 3, buyer[len(city)], 15, align="c", colour=Color(1, 1, 1), bold=True)
    pdf.text(m + 34, y - 2, buyer, 11.5, bold=True)
    pdf.text(m + 34, y + 10, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7, colour=GREY)
    pdf.text(right, y + 2, title, 16, align="r", bold=True, space=1)
    y += 26
    pdf.line(m, y, right, y, lw=1.2, colour=BLUE)
    y += 8
    ws = cj.rel(wd, [14, 22, 14, 22, 12, 16])
    rows = [
        [
            "订单编号",
            po,
            "下单日期",
            cj.fdate(d, rng.choice(["cn", "iso", "slash"])),
            "交货日期",
            cj.fdate(deliv, "cn"),
        ],
        ["报价单号", quote, "签样确认号", proof, "合同编号", ht],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=16, size=7.6, labels=(0, 2, 4), fill=PALE) + 6
    ws = cj.rel(wd, [13, 37, 13, 37])
    rows = [
        ["委托方（甲方）", buyer, "承印方（乙方）", sup],
        [
            "联 系 人",
            f"{cj.person(rng)}  {cj.mobile(rng)}",
            "联 系 人",
            f"{cj.person(rng)}  {cj.mobile(rng)}",
        ],
        ["地　　址", cj.zh_addr(rng), "地　　址", cj.zh_addr(rng)],
        ["纳税识别号", cj.credit_code(rng), "纳税识别号", cj.credit_code(rng)],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=15, size=7.4, labels=(0, 2), fill=PALE) + 8
    lines = draw_lines(
        rng,
        ZH_PR_ITEMS,
        rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 13]),
        [500, 1000, 2000, 3000, 5000, 10000, 20000],
        places=3,
    )
    lines = [
        (it, q if it[6] < 10 else Decimal(rng.choice([20, 50, 100, 200])), p, ZERO)
        for it, q, p, _a in lines
    ]
    lines = [(it, q, p, r2(q * p)) for it, q, p, _a in lines]
    fees = []
    if rng.random() < 0.7:
        fees.append(
            (
                "制版费（CTP）",
                "套",
                Decimal(rng.choice([1, 2, 4])),
                Decimal(rng.choice([80, 120, 150, 200])),
            )
        )
    if rng.random() < 0.4:
        fees.append(("数码打样费", "次", Decimal(1), Decimal(rng.choice([150, 200, 300]))))
    if rng.random() < 0.5:
        fees.append(
            ("运费（送货上门）", "项", Decimal(1), Decimal(rng.choice([120, 200, 350, 500])))
        )

    def pfmt(p: Decimal) -> str:
        return f"{p:.3f}" if p < 1 else f"{p:,.2f}"

    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    it[3],
                    it[4],
                    f"{q:,.0f}{it[5]}",
                    pfmt(p),
                    cj.money(a),
                ],
                a,
            )
        )
    for j, (name, unit, q, p) in enumerate(fees, len(lines) + 1):
        a = r2(q * p)
        body.append(([str(j), name, "", "", "", "", f"{q:,.0f}{unit}", pfmt(p), cj.money(a)], a))
    ws = cj.rel(wd, [4, 20, 12, 13, 6, 14, 10, 8, 11])
    tag = "含税" if incl else "不含税"
    heads = [
        "序号",
        "印品名称",
        "成品尺寸",
        "纸张材质",
        "印色",
        "后道工艺",
        "数量",
        f"单价({tag})",
        "金额(元)",
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "clllclrrr",
        rowh=rng.choice([15, 15, 20, 26]),
        size=6.8,
        bottom=bottom - 40,
        brk=brk,
        hh=16,
    )
    sub = sum((a for _c, a in body), ZERO)
    if incl:
        total = sub
        net = r2(total / Decimal("1.13"))
        tax = total - net
    else:
        net = sub
        tax = r2(net * Decimal("0.13"))
        total = net + tax
    if y + 110 > bottom:
        y = brk()
    tw_ = [sum(ws[:7]), sum(ws[7:])]
    if stated:
        if incl:
            y = crow(
                pdf,
                m,
                y,
                tw_,
                [
                    f"合计（含税）　其中：不含税金额 {cj.money(net)}　税额(13%) {cj.money(tax)}",
                    cj.money(total),
                ],
                "rr",
                h=16,
                size=7.4,
                bold=True,
                fill=PALE,
            )
        else:
            for lab, v, b in [
                ("不含税金额合计", net, False),
                ("增值税（13%）", tax, False),
                ("价税合计", total, True),
            ]:
                y = crow(
                    pdf,
                    m,
                    y,
                    tw_,
                    [lab, cj.money(v)],
                    "rr",
                    h=15,
                    size=7.4,
                    bold=b,
                    fill=PALE if b else None,
                )
        y = crow(
            pdf,
            m,
            y,
            [wd],
            [f"合计人民币（大写）：{cj.daxie(total)}　　（小写）¥{cj.money(total)}"],
            "l",
            h=16,
            size=7.6,
        )
    else:
        pdf.text(
            m,
            y + 12,
            "注：本单为框架单价订单，按实际印刷数量（以送货单签收数为准）结算，不列合计金额。",
            7.6,
            colour=RED,
        )
        y += 16
    y += 14
    dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
    pay = cj.pick(rng, "月结30天，凭增值税专用发票付款|货到验收合格后15个工作日内付款")
    if stated and rng.random() < 0.5:
        pay = f"合同签订后预付定金 ¥{cj.money(dep)}，余款于验收合格后付清"
    notes = [
        f"1. 交货地点：{buyer}{cj.pick(rng, '仓库|市场部|行政部|生产基地成品仓')}，乙方负责运输及卸货。",
        f"2. 质量要求：颜色以甲方确认的签样（{proof}）为准，裁切误差不超过±1mm，装订牢固无脱页。",
        f"3. 付款方式：{pay}。",
        f"4. 数量允许误差 ±{rng.choice([1, 2, 3])}%，按实际交货数量结算；送货单及发票上须注明本订单编号。",
        "5. 甲方提供的设计文件及印版归甲方所有，乙方不得另行印制或外泄。",
    ]
    for t in notes:
        y = pdf.para(m, y, t, 7.4, wd, lead=1.45)
    y += 22
    if y + 50 > bottom:
        y = brk() + 20
    half = wd / 2
    pdf.text(m, y, "甲方（盖章）：", 8.4)
    pdf.text(m, y + 16, f"经办人：{cj.person(rng)}", 7.6)
    pdf.text(m + half, y, "乙方确认（盖章）：", 8.4)
    pdf.text(m + half, y + 16, "确认日期：　　年　　月　　日", 7.6)
    if rng.random() < 0.7:
        pdf.stamp(m + 110, y + 4, buyer, rng, caption="采购专用章", r=30)
    if rng.random() < 0.35:
        pdf.stamp(m + half + 120, y + 4, sup, rng, caption="合同专用章", r=30)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_zh_yinshua_weituo_dingdan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zhp)


# --------------------------------------------------------------------------- 2 zh-Hant farmers' association supply order on a half-height continuous form

TW_FA = [
    "雲林縣斗南鎮農會",
    "屏東縣萬丹鄉農會",
    "彰化縣溪湖鎮農會",
    "嘉義縣朴子市農會",
    "臺南市麻豆區農會",
    "宜蘭縣三星地區農會",
    "南投縣埔里鎮農會",
    "高雄市美濃區農會",
    "苗栗縣大湖地區農會",
    "花蓮縣富里鄉農會",
]
TW_FA_SUP = "{b}肥料股份有限公司|{b}飼料股份有限公司|{b}化學工業股份有限公司|{b}農業資材有限公司|{b}種苗股份有限公司|{b}農產企業行"
TW_FA_SUP_B = "台豐 福壽 大成 興農 嘉農 瑞芳 東宜 豐年 聯發 惠光 永豐 三泰".split()
TW_FA_ITEMS = [
    ("F01-043", "複合肥料 43號 40kg", "包", False, 680, 820),
    ("F01-005", "硫酸銨 40kg", "包", False, 420, 520),
    ("F02-120", "有機質肥料(粒狀) 20kg", "包", False, 180, 260),
    ("F03-011", "苦土石灰 20kg", "包", False, 120, 180),
    ("S01-009", "水稻種子 台稉9號 5kg", "袋", False, 380, 520),
    ("S02-215", "甘藍種子 初秋 20ml", "罐", False, 450, 780),
    ("P01-301", "亞磷酸 1L", "瓶", False, 180, 260),
    ("P02-118", "除草劑 固殺草 18L", "桶", False, 1650, 2300),
    ("D01-503", "中雞飼料 25kg", "包", False, 420, 560),
    ("D02-110", "肉豬飼料 40kg", "包", False, 560, 720),
    ("M01-010", "銀黑塑膠布 0.03mm×120cm×400m", "捲", True, 1350, 1900),
    ("M01-022", "遮光網 70% 6尺×50m", "捲", True, 1800, 2600),
    ("M02-105", "育苗穴盤 128格", "片", True, 18, 32),
    ("M02-120", "塑膠採收籃 大", "個", True, 95, 160),
    ("M03-201", "PE軟水管 1吋×100m", "捲", True, 1100, 1600),
    ("M03-310", "棉紗工作手套 (打)", "打", True, 90, 140),
    ("F01-039", "硝酸鉀 25kg", "包", False, 950, 1250),
    ("F02-205", "雞糞堆肥 20kg", "包", False, 95, 150),
    ("P01-455", "蘇力菌 可濕性粉劑 500g", "包", False, 320, 480),
    ("D03-002", "鴨飼料 前期 25kg", "包", False, 390, 520),
    ("M02-150", "不織布 防寒布 2m×100m", "捲", True, 980, 1500),
    ("M04-012", "園藝剪定鋏", "支", True, 260, 480),
    ("M04-105", "背負式噴霧器 16L", "台", True, 1250, 1900),
    ("M03-415", "滴灌帶 16mm×1000m", "捲", True, 1450, 2200),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(TW_HALF)
    m = 36.0
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 16
    buyer = rng.choice(TW_FA)
    sup = cj.pick(rng, TW_FA_SUP).format(b=rng.choice(TW_FA_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{roc}{m}{n4}|GX{roc}-{n4}|{roc}-{m}-{n3}|訂{roc}{n5}")
    req = cj.number(rng, d, "QG{roc}{n4}|請{roc}{m}{n3}")
    case = cj.number(rng, d, "{roc}採{n3}|{roc}-LP-{n3}")
    ban = f"{rng.randint(10000000, 99999999)}"
    copy = rng.choice(["第一聯　存根聯", "第二聯　廠商聯", "第三聯　倉庫聯", "第四聯　會計聯"])
    page = [1]
    stated = stated_of(rng)
    red_form = rng.random() < 0.5
    ink = RED if red_form else GREEN

    def edges() -> None:
        for x in (11.0, pdf.w - 11):
            yy = 9.0
            while yy < pdf.h:
                pdf.c.setStrokeColor(GREY)
                pdf.c.setLineWidth(0.5)
                pdf.c.circle(x, pdf.h - yy, 3.6, stroke=1, fill=0)
                yy += 36
        pdf.c.setDash([2, 2])
        pdf.line(23, 0, 23, pdf.h, lw=0.3, colour=GREY)
        pdf.line(pdf.w - 23, 0, pdf.w - 23, pdf.h, lw=0.3, colour=GREY)
        pdf.c.setDash([])

    def foot() -> None:
        pdf.vtext(pdf.w - 29, 40, copy.replace("　", ""), 6.8, colour=ink)
        s = f"第{page[0]}頁/共{of}頁" if of else f"第{page[0]}頁"
        pdf.text(right, pdf.h - 6, s, 6.4, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        edges()
        page[0] += 1
        pdf.text(m, 20, f"{buyer}　訂購單（續）", 8.6, bold=True, colour=ink)
        pdf.text(right, 20, f"訂購單號：{po}", 8.4, align="r")
        return 26

    edges()
    y = 24
    pdf.text(pdf.w / 2, y, buyer, 12, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        y + 16,
        cj.pick(rng, "供銷部　訂　購　單|資材訂購單|農業資材採購訂購單"),
        12.5,
        align="c",
        bold=True,
        colour=ink,
        space=1,
    )
    pdf.text(m, y + 4, f"統一編號：{rng.randint(10000000, 99999999)}", 6.6, colour=GREY)
    pdf.text(m, y + 13, f"電話：{cj.tw_tel(rng)}", 6.6, colour=GREY)
    y += 24
    ws = cj.rel(wd, [9, 29, 9, 16, 9, 28])
    rows = [
        ["廠　商", sup, "統一編號", ban, "訂購單號", po],
        [
            "地　址",
            cj.tw_addr(rng),
            "訂購日期",
            cj.fdate(d, rng.choice(["roc", "rocs"])),
            "請購單號",
            req,
        ],
        [
            "交貨地點",
            cj.pick(rng, "本會第一倉庫|本會肥料倉庫|本會農業資材供應中心|本會各辦事處（詳附表）"),
            "交貨期限",
            cj.fdate(cj.later(rng, d, 3, 20), "rocs"),
            "採購案號",
            case,
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=13, size=6.8, ink=ink, labels=(0, 2, 4)) + 3
    lines = draw_lines(
        rng,
        TW_FA_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 7, 9, 12, 16, 20, 24]),
        [5, 10, 20, 30, 50, 60, 100, 200],
        places=0,
        big=1000,
    )
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
                    w0(p),
                    w0(a),
                    "應稅" if it[3] else "免稅",
                ],
                a,
            )
        )
    ws = cj.rel(wd, [4, 10, 34, 6, 8, 10, 12, 7])
    heads = ["項次", "品號", "品名規格", "單位", "數量", "單價", "金額", "稅別"]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllcrrrc",
        rowh=12.5,
        size=6.8,
        bottom=bottom - 14,
        brk=brk,
        fill=PALE,
        hh=13,
        carry=("承後頁", "承前頁", w0, 2, 6) if rng.random() < 0.5 else None,
    )
    taxable = sum((a for it, _q, _p, a in lines if it[3]), ZERO)
    free = sum((a for it, _q, _p, a in lines if not it[3]), ZERO)
    tax = r0(taxable * Decimal("0.05"))
    total = taxable + free + tax
    if y + 62 > bottom:
        y = brk()
    if stated:
        cw = wd / 4
        y = above(
            pdf,
            m,
            y + 2,
            [cw * 0.8, cw * 0.8, cw * 0.8, cw * 1.6],
            ["免稅金額", "應稅金額", "營業稅 5%", "總　計（新臺幣）"],
            [w0(free), w0(taxable), w0(tax), f"NT${w0(total)}"],
            size=7.8,
            h=12,
        )
        pdf.text(m, y + 10, f"新臺幣（大寫）：{cj.daxie(total, trad=True)}", 7.4)
        y += 14
    else:
        pdf.text(
            m,
            y + 10,
            "※ 本單依年度契約單價訂購，貨款以實際驗收數量計算，另行結帳。",
            7.2,
            colour=ink,
        )
        y += 14
    pdf.text(
        m,
        y + 8,
        "※ 交貨時請附送貨單並註明訂購單號；肥料、飼料、農藥依法免徵營業稅。",
        6.4,
        colour=GREY,
    )
    y += 20
    if y + 14 > bottom:
        y = brk() + 8
    cw = wd / 5
    for k, lab in enumerate(["總幹事", "會計主任", "供銷部主任", "經辦", "廠商簽收"]):
        pdf.text(m + k * cw, y, f"{lab}：", 7, colour=ink)
    if rng.random() < 0.6:
        pdf.stamp(m + 2 * cw + 40, y - 3, cj.person(rng, "zh-Hant"), rng, shape="hanko", r=10)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_tw_nonghui_zixun_dinggoudan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 3 ko hospital's order for medical consumables

KO_HOSP = "의료법인 {s}의료재단 {s}병원|{c}{s}병원|학교법인 {s}학원 {s}대학교병원|{c}의료원|(의)성{s}의료재단 {s}종합병원"
KO_HOSP_S = "한빛 세명 성모 늘푸른 동강 새봄 인성 예담 온누리 참사랑".split()
KO_CITY = ["부천", "안산", "청주", "전주", "창원", "포항", "원주", "천안", "순천", "김해"]
KO_SUP = "(주){s}메디칼|{s}메디컬(주)|(주){s}의료기|{s}헬스케어(주)|(주){s}메디텍|{s}약품(주)"
KO_SUP_S = "한결 대한 우성 신일 동아 보람 삼정 유니 세원 제일".split()
KO_MED = [
    ("MC1021", "일회용 주사기 3cc 23G", "100개/BX", "J0101003", "BX", 5800, 7900),
    ("MC1045", "정맥주사 카테터 22G", "50개/BX", "J5083022", "BX", 26000, 38000),
    ("MC1102", "수액세트 (일반)", "EA", "J5084001", "EA", 480, 720),
    ("MC1210", "멸균 거즈 4×4 8ply", "100매/PK", "", "PK", 3200, 4800),
    ("MC1233", "니트릴 검진장갑 M", "100매/BX", "", "BX", 6800, 9800),
    ("MC1301", "폴리 카테터 2way 16Fr", "EA", "J4011016", "EA", 1900, 3200),
    ("MC1322", "흡인 카테터 12Fr", "EA", "J4021012", "EA", 220, 420),
    ("MC1405", "봉합사 나일론 4-0", "12개/BX", "K8201104", "BX", 38000, 62000),
    ("MC1510", "드레싱 폼 10×10cm", "10매/BX", "B0513010", "BX", 42000, 68000),
    ("MC1602", "심전도 전극 (성인)", "50개/PK", "", "PK", 7500, 11800),
    ("MC1711", "일회용 수술가운 L", "EA", "", "EA", 2800, 4600),
    ("MC1803", "혈당측정 스트립", "50매/BX", "", "BX", 14000, 21000),
    ("MC1920", "산소 마스크 (성인)", "EA", "", "EA", 950, 1600),
    ("MC2004", "일회용 수술포 (대)", "EA", "", "EA", 3800, 6200),
    ("MC2110", "기관내관 7.5mm (cuffed)", "EA", "J1102075", "EA", 2900, 4700),
    ("MC2205", "멸균 면봉 15cm", "100개/PK", "", "PK", 1800, 2900),
    ("MC2301", "알코올 솜 (개별포장)", "200매/BX", "", "BX", 3300, 5200),
    ("MC2412", "압박붕대 4inch", "12롤/BX", "", "BX", 9800, 15600),
    ("MC2520", "채혈튜브 EDTA 3ml", "100개/PK", "", "PK", 14500, 22000),
    ("MC2633", "주사침 26G 1/2inch", "100개/BX", "", "BX", 2100, 3600),
    ("MC2710", "일회용 마스크 KF94", "50매/BX", "", "BX", 12000, 19500),
    ("MC2802", "소변백 2000ml", "EA", "J4031001", "EA", 680, 1150),
    ("MC2915", "피부봉합기 35W", "EA", "K8301035", "EA", 18000, 29000),
]


def _ko(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 38)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 36
    city = rng.choice(KO_CITY)
    s = rng.choice(KO_HOSP_S)
    buyer = cj.pick(rng, KO_HOSP).format(s=s, c=city)
    sup = cj.pick(rng, KO_SUP).format(s=rng.choice(KO_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n4}|{Y}{m}{d}-{n3}|발주-{y}{n5}|M{y}{m}{n4}")
    req = cj.number(rng, d, "RQ{y}{m}{d}{n3}|청구{n6}")
    ctr = cj.number(rng, d, "단가{Y}-{n3}|C{Y}{n4}")
    brn = f"{rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}"
    ward = rng.choice(
        ["중앙공급실", "수술실", "응급의료센터", "내과병동 7층", "중환자실", "외래 주사실"]
    )
    page = [1]
    stated = stated_of(rng)
    who = lambda: (
        f"{rng.choice('김이박최정강조윤장임')}{rng.choice(['은정', '민수', '지현', '성호', '수연', '동욱', '미경', '태호'])}"
    )  # noqa: E731

    def foot() -> None:
        t = f"- {page[0]} / {of} -" if of else f"- {page[0]} -"
        pdf.text(pdf.w / 2, pdf.h - 18, t, 7.4, align="c", colour=GREY)
        pdf.text(right, pdf.h - 18, f"{buyer} 구매팀", 6.8, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"구매발주서 (계속)  발주번호 {po}", 9, bold=True)
        return 44

    y = 44
    pdf.text(m, y - 8, buyer, 10, bold=True, colour=BLUE)
    pdf.text(
        m,
        y + 16,
        cj.pick(rng, "구 매 발 주 서|진료재료 발주서|의료소모품 발주서"),
        18,
        bold=True,
        space=1,
    )
    bw, labs = 44, ["담 당", "구매팀장", "행정부장", "원 장"]
    bx = right - bw * len(labs)
    pdf.rect(bx - 15, y - 18, 15, 50, lw=0.6)
    pdf.vtext(bx - 7.5, y - 8, "결재", 7.6)
    for k, lab in enumerate(labs):
        pdf.rect(bx + k * bw, y - 18, bw, 13, fill=PALE, lw=0.6)
        pdf.text(bx + k * bw + bw / 2, y - 9, lab, 7, align="c")
        pdf.rect(bx + k * bw, y - 5, bw, 37, lw=0.6)
    y += 42
    ws = cj.rel(wd, [12, 21, 12, 21, 12, 22])
    rows = [
        [
            "발주번호",
            po,
            "발주일자",
            cj.fdate(d, "dot"),
            "납기일자",
            cj.fdate(cj.later(rng, d, 2, 14), "dot"),
        ],
        ["공급업체", sup, "사업자번호", brn, "대 표 자", who()],
        ["청구번호", req, "청구부서", ward, "단가계약", ctr],
        [
            "납품장소",
            f"{buyer.split()[-1]} {cj.pick(rng, '지하1층 물류센터|본관 2층 구매팀|중앙공급실 검수대')}",
            "담당자",
            f"{who()} (내선 {rng.randint(2000, 7999)})",
            "결제조건",
            cj.pick(rng, "월말 마감 익월 말 현금|납품 후 60일|월 마감 90일"),
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=16, size=7.2, labels=(0, 2, 4), fill=PALE) + 8
    lines = draw_lines(
        rng,
        KO_MED,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 13, 18, 22, 26]),
        [1, 2, 3, 5, 10, 20, 30, 50, 100],
        places=0,
        big=30000,
    )
    lines = [
        (it, q, Decimal(int(p) // 10 * 10), r2(q * Decimal(int(p) // 10 * 10)))
        for it, q, p, _a in lines
    ]
    body, net, vat = [], ZERO, ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        v = r0(a * Decimal("0.1"))
        net += a
        vat += v
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    it[3] or "-",
                    it[4],
                    f"{q:,.0f}",
                    f"{p:,.0f}",
                    f"{a:,.0f}",
                    f"{v:,.0f}",
                ],
                a + v,
            )
        )
    ws = cj.rel(wd, [4, 8, 22, 11, 9, 5, 6, 9, 11, 9])
    heads = [
        "No",
        "품목코드",
        "품명",
        "규격",
        "보험코드",
        "단위",
        "수량",
        "단가",
        "공급가액",
        "부가세",
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllcccrrrr",
        rowh=rng.choice([15, 15, 18, 24]),
        size=6.9,
        bottom=bottom - 40,
        brk=brk,
        hh=16,
    )
    total = net + vat
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        cw = wd / 4
        y = above(
            pdf,
            m,
            y,
            [cw] * 4,
            [
                "품목수",
                "공급가액 합계",
                "부가세 합계",
                cj.pick(rng, "총 발주금액|합계금액|발주 총액"),
            ],
            [f"{len(lines)}건", f"{net:,.0f}", f"{vat:,.0f}", f"￦{total:,.0f}"],
            size=9,
            h=16,
        )
    else:
        pdf.text(
            m,
            y + 10,
            "※ 단가계약 품목으로, 대금은 검수 완료 수량 기준으로 월 마감 시 정산합니다 (합계 미기재).",
            7.8,
        )
        y += 14
    y += 16
    for t in [
        "1. 모든 품목은 식약처 허가 제품이어야 하며, 유효기간이 1년 이상 남은 제품으로 납품하여 주십시오.",
        "2. 멸균 제품은 포장 훼손 시 반품 처리하며, 거래명세서에 발주번호와 청구번호를 기재하여 주십시오.",
        "3. 세금계산서는 월 마감 후 발행하며, 납기 지연 시 병원 진료에 차질이 없도록 사전에 연락 바랍니다.",
    ]:
        pdf.text(m, y, t, 7.4, maxw=wd)
        y += 12
    y += 18
    if y + 30 > bottom:
        y = brk() + 10
    pdf.text(right - 40, y, f"{buyer}장", 11, align="r", bold=True)
    if rng.random() < 0.7:
        pdf.stamp(right - 20, y - 4, f"{buyer.split()[-1]}장", rng, shape="square", r=17)
    foot()
    out = cfinish(pdf, "ko", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_ko_byeongwon_jinryojaeryo_baljuseo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ko)


# --------------------------------------------------------------------------- 4 en-BW parastatal's purchase order (VAT codes per line, Pula and thebe in words)

BW_BUY = [
    "Kgalagadi Water Services Corporation",
    "Okavango Power Authority",
    "Botswana Livestock Development Agency",
    "Chobe Rail Corporation",
    "Makgadikgadi Salt & Soda Development Authority",
    "Botswana Housing & Land Trust",
    "Tuli Block Agricultural Board",
    "Botswana Institute of Skills Development",
]
BW_SUP = "{s} (Pty) Ltd|{s} Holdings (Pty) Ltd|{s} Trading (Pty) Ltd|{s} Investments (Pty) Ltd|{s} Enterprises|{s} Suppliers (Pty) Ltd"
BW_SUP_S = [
    "Kgosi Electrical",
    "Tshwelelo",
    "Moremi Office Solutions",
    "Lesedi Civils",
    "Boitekanelo Pipes & Fittings",
    "Serowe Hardware",
    "Kagiso Industrial",
    "Mmegi Stationers",
    "Thuso Fleet Parts",
    "Palapye Agri",
]
BW_TOWN = [
    "Gaborone",
    "Francistown",
    "Maun",
    "Palapye",
    "Serowe",
    "Lobatse",
    "Kasane",
    "Selebi-Phikwe",
    "Jwaneng",
    "Mahalapye",
]
BW_ITEMS = [
    ("WS-1102", "uPVC pressure pipe 110mm Class 9, 6m", "LEN", "S", 310, 460),
    ("WS-1305", "Gate valve 100mm flanged PN16", "EA", "S", 1850, 2900),
    ("EL-2010", "Prepaid electricity meter, single phase", "EA", "S", 980, 1450),
    ("EL-2044", "Cable ABC 4x50mm2 LV", "M", "S", 42, 68),
    ("OF-3001", "Copy paper A4 80gsm (box of 5 reams)", "BOX", "S", 240, 330),
    ("OF-3120", "Toner cartridge HP 59A", "EA", "S", 1650, 2300),
    ("AG-4005", "Lucerne bales (approx. 25kg)", "BALE", "Z", 95, 140),
    ("AG-4016", "Livestock lick, phosphate 25kg", "BAG", "Z", 210, 290),
    ("AG-4102", "Foot-and-mouth ear tags (pack 50)", "PK", "E", 380, 520),
    ("FL-5010", "Tyre 265/65R17 all-terrain", "EA", "S", 2400, 3600),
    ("FL-5033", "Engine oil 15W-40, 20L", "PAIL", "S", 780, 1050),
    ("SF-6002", "Safety boots, steel toe (pair)", "PR", "S", 420, 690),
    ("SF-6018", "Reflective vest, Class 2", "EA", "S", 38, 75),
    ("WS-1410", "Water meter 20mm, class C", "EA", "S", 260, 410),
    ("WS-1522", "Chlorine tablets HTH 65%, 45kg", "DRUM", "S", 2900, 3900),
    ("AG-4210", "Maize seed, hybrid, 10kg", "BAG", "Z", 280, 420),
    ("OF-3205", "Office chair, high back", "EA", "S", 1150, 1900),
    ("FL-5120", "Battery 12V 105Ah", "EA", "S", 1450, 2100),
    ("EL-2101", "LED floodlight 150W IP65", "EA", "S", 690, 1100),
    ("SF-6030", "First aid kit, workplace", "EA", "S", 420, 760),
]


def bw_words(v: Decimal) -> str:
    cents = int(r2(v) * 100)
    p, t = cents // 100, cents % 100
    s = f"{cj._words(p) if p else 'ZERO'} PULA"
    return s + (f" AND {cj._words(t)} THEBE" if t else "") + " ONLY"


def _bw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|djcond"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    buyer = rng.choice(BW_BUY)
    sup = la.pick(rng, BW_SUP).format(s=rng.choice(BW_SUP_S))
    dt = a_day(rng)
    abbr = "".join(w[0] for w in buyer.split() if w[0].isupper() and w not in ("&",))
    po = la.digits(
        rng, rng.choice([f"{abbr}/PO/####", "PO######", f"{abbr}-{dt:%y}-#####", "4######"])
    )
    tender = la.digits(
        rng, rng.choice([f"{abbr}/TEN/###/{dt:%Y}", f"PPADB/{abbr}/##/{dt:%Y}", f"{abbr}/RFQ/####"])
    )
    req = la.digits(rng, rng.choice(["REQ######", "PR-#####", "RQ/####/##"]))
    commit = la.digits(rng, rng.choice(["CMT-######", "####-##-###"]))
    supcode = la.digits(rng, rng.choice(["S#####", "V-####"]))
    page = [1]
    stated = stated_of(rng)
    band = rng.random() < 0.5
    bag = f"Private Bag {rng.randint(1, 299):03d}, {rng.choice(BW_TOWN)}"

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 20, s, 7, al="r", grey=0.35)
        d.t(m, d.h - 20, f"{buyer}  |  {bag}  |  Order {po}", 6.6, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - Purchase Order {po} (continued)", 9.4, b=True)
        return 50

    y = 40
    if band:
        rgb_fill(d, 0, 0, d.w, 62, Color(0.0, 0.45, 0.7))
        d.c.setFillGray(1)
        d.c.setFont(d.bold, 14)
        d.c.drawString(m, d.h - 30, buyer)
        d.c.setFont(d.reg, 7.6)
        d.c.drawString(
            m,
            d.h - 44,
            f"Plot {rng.randint(100, 59999)}, {la.pick(rng, 'Khama Crescent|Nelson Mandela Drive|Sir Seretse Khama Avenue|Kgale View|Broadhurst Industrial')}, {rng.choice(BW_TOWN)}  |  Tel +267 {la.digits(rng, '3## ####')}  |  VAT No. P{la.digits(rng, '##########')}",
        )
        d.c.setFont(d.bold, 15)
        d.c.drawRightString(r, d.h - 30, "PURCHASE ORDER")
        d.c.setFillGray(0)
        y = 80
    else:
        d.t(d.w / 2, y, buyer.upper(), 13, b=True, al="c")
        d.t(
            d.w / 2,
            y + 12,
            f"{bag}, Botswana  |  Tel +267 {la.digits(rng, '3## ####')}  |  VAT No. P{la.digits(rng, '##########')}",
            7.4,
            al="c",
            grey=0.3,
        )
        d.t(
            d.w / 2,
            y + 32,
            la.pick(rng, "PURCHASE ORDER|OFFICIAL PURCHASE ORDER|LOCAL PURCHASE ORDER"),
            14,
            b=True,
            al="c",
        )
        d.line(m, y + 38, r, y + 38, 1)
        y += 50
    half = (wd - 16) / 2
    kv = [
        ("Order No.", po),
        ("Order Date", f"{dt:%d %B %Y}"),
        ("Tender / RFQ No.", tender),
        ("Requisition No.", req),
        ("Commitment No.", commit),
        ("Cost Centre", la.digits(rng, "CC-####")),
    ]
    bx = r - half
    d.box(bx, y, half, len(kv) * 13 + 8)
    for k, (lab, val) in enumerate(kv):
        d.t(bx + 6, y + 14 + k * 13, lab, 7.8, b=True)
        d.t(bx + 100, y + 14 + k * 13, val, 8.2, b=k == 0)
    d.box(m, y, half, len(kv) * 13 + 8)
    d.t(m + 6, y + 11, "SUPPLIER", 7.2, b=True, grey=0.35)
    d.lines(
        m + 6,
        y + 15,
        [
            sup,
            f"Supplier No.: {supcode}",
            f"P.O. Box {rng.randint(100, 9999)}, {rng.choice(BW_TOWN)}",
            f"Tel: +267 {la.digits(rng, '7# ### ###')}",
            f"VAT Reg. No.: P{la.digits(rng, '##########')}",
            f"Citizen-owned: {la.pick(rng, 'Yes (100%)|Yes|No')}",
        ],
        8,
        b_first=True,
    )
    y += len(kv) * 13 + 16
    dl = dt + timedelta(days=rng.randint(7, 45))
    y = (
        d.grid(
            m,
            y,
            [wd * 0.34, wd * 0.22, wd * 0.22, wd * 0.22],
            ["Deliver To", "Delivery Date", "Payment Terms", "Currency"],
            [
                la.pick(
                    rng,
                    "Central Stores, Gaborone West|Francistown Depot|Maun Regional Office|Palapye Service Centre",
                ),
                f"{dl:%d/%m/%Y}",
                la.pick(rng, "30 days from invoice|30 days after GRV|Net 30"),
                "BWP (Pula)",
            ],
            size=7.8,
        )
        + 8
    )
    lines = draw_lines(
        rng,
        BW_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 13, 16, 20]),
        [1, 2, 4, 5, 10, 12, 20, 50, 100],
        big=1500,
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", us(p), it[3], us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.05, 0.1, 0.4, 0.07, 0.07, 0.12, 0.06, 0.13)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["No.", "Item Code", "Description", "UOM", "Qty", "Unit Price", "VAT", "Amount (excl.)"],
        body,
        "cllcrrcr",
        size=7.4,
        rowh=rng.choice([14, 14, 18, 24]),
        bottom=bottom - 30,
        brk=brk,
        grid=rng.random() < 0.5,
        hrgb=(0.0, 0.45, 0.7) if band else None,
    )
    net = sum((a for *_, a in lines), ZERO)
    std = sum((a for it, _q, _p, a in lines if it[3] == "S"), ZERO)
    vat = r2(std * Decimal("0.14"))
    total = net + vat
    if y + 110 > bottom:
        y = brk()
    y += 6
    d.t(m, y + 8, "VAT codes: S = standard 14%, Z = zero-rated, E = exempt", 6.8, grey=0.35)
    if stated:
        rows = [
            ("Total excl. VAT", us(net), False),
            ("VAT @ 14% (code S)", us(vat), False),
            (la.pick(rng, "TOTAL INCL. VAT (BWP)|ORDER TOTAL P|Total Amount BWP"), us(total), True),
        ]
        y = d.summary(r - 210, r - 4, y, rows, 8.6, box_last=True)
        y = wrapped(d, m, y + 4, f"Amount in words: {bw_words(total)}", 7.8, wd, b=True)
    else:
        y = wrapped(
            d,
            m,
            y + 16,
            "Schedule of rates order: payment will be made on quantities delivered and certified; no order total is stated.",
            7.8,
            wd * 0.7,
        )
    y += 6
    for t in [
        "1. This order is issued in terms of the Public Procurement Act; the order number must appear on all delivery notes and tax invoices.",
        "2. Goods will be inspected on receipt and a Goods Received Voucher (GRV) issued; rejected goods are collected at the supplier's cost.",
        "3. Orders not fulfilled within the delivery period may be cancelled without notice.",
    ]:
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 30
    if y + 30 > bottom:
        y = brk() + 30
    sw = wd / 3
    for k, lab in enumerate(
        [
            "Prepared by (Procurement Officer)",
            "Approved by (Head of Procurement)",
            "Authorised (Chief Financial Officer)",
        ]
    ):
        d.sign(m + k * sw, y, sw - 18, lab, 7)
    if rng.random() < 0.5:
        vstamp(
            d.c,
            m + sw * 1.5,
            d.h - y + 40,
            "PROCUREMENT UNIT",
            "APPROVED",
            f"{dt:%d %b %Y}".upper(),
            d.bold,
            rng.uniform(-15, 15),
        )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_en_bw_parastatal_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bw)


# --------------------------------------------------------------------------- 5 en-PG supplier's sales order acknowledgement (customer's order number quoted)

PG_SUP = "{s} Limited|{s} (PNG) Limited|{s} Trading Ltd|{s} Supplies Limited|{s} Distributors Ltd"
PG_SUP_S = [
    "Lae Industrial",
    "Morobe Hardware",
    "Highlands Engineering",
    "Kokopo Marine",
    "Hagen Agro",
    "Coral Sea Safety",
    "Boroko Office",
    "Markham Valley Pumps",
    "Madang Fasteners",
    "Gulf Electrical",
]
PG_CUST = "{s} Limited|{s} Oil Palm Company Ltd|{s} Gold Mining Limited|{s} LNG Services Ltd|{s} Provincial Health Authority|{s} Coffee Plantations Ltd"
PG_CUST_S = [
    "Ramu Valley",
    "Kimbe Bay",
    "Sepik",
    "Tari Basin",
    "Wau Highlands",
    "Popondetta",
    "Kainantu",
    "Bialla",
    "Goroka",
    "Misima",
]
PG_TOWN = ["Lae", "Port Moresby", "Mount Hagen", "Kokopo", "Madang", "Goroka", "Kimbe", "Wewak"]
PG_ITEMS = [
    ("BRG-6205", "Bearing deep groove 6205-2RS", "EA", 18, 42),
    ("HOS-2550", "Hose, suction 2in x 30m PVC", "ROLL", 380, 620),
    ("PMP-0332", "Centrifugal pump 3in petrol 6.5hp", "EA", 1650, 2600),
    ("GEN-0710", "Generator 7kVA diesel", "EA", 6800, 9800),
    ("WLD-6013", "Welding rods E6013 3.2mm 5kg", "PKT", 65, 110),
    ("PPE-0101", "Safety helmet, vented, white", "EA", 28, 55),
    ("PPE-0220", "Gumboots, steel cap (pair)", "PR", 95, 160),
    ("ROP-1212", "Rope, polypropylene 12mm x 220m", "COIL", 210, 340),
    ("FAS-1624", "Roofing screws 12g x 50mm (box 500)", "BOX", 120, 190),
    ("CHS-3001", "Chainsaw chain 20in .325", "EA", 85, 140),
    ("ELC-2415", "Cable 2.5mm2 TPS twin+earth 100m", "ROLL", 310, 480),
    ("MAR-0815", "Outboard propeller 40hp 13x15", "EA", 420, 690),
    ("OIL-1540", "Engine oil 15W-40, 20L", "PAIL", 230, 340),
    ("TNK-5000", "Water tank 5000L poly", "EA", 2100, 3200),
    ("BLT-1690", "V-belt B69", "EA", 24, 48),
    ("GRS-0450", "Grease, lithium EP2 450g", "TUBE", 18, 32),
    ("CEM-5000", "Cement, general purpose 40kg", "BAG", 48, 66),
    ("NAI-0075", "Nails, bright round 75mm 25kg", "BOX", 210, 320),
    ("WRE-2520", "Barbed wire 2.5mm x 500m", "ROLL", 190, 290),
    ("LMP-0150", "Solar lantern with USB", "EA", 45, 85),
    ("TRP-0406", "Tarpaulin 4 x 6m heavy duty", "EA", 65, 120),
]


def _pg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|djcond|libnarrow"))
    m = rng.uniform(30, 38)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    sup = la.pick(rng, PG_SUP).format(s=rng.choice(PG_SUP_S))
    cust = la.pick(rng, PG_CUST).format(s=rng.choice(PG_CUST_S))
    town = rng.choice(PG_TOWN)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-######", "45########", "######", "P0#####", "LPO ####"]))
    so = la.digits(rng, rng.choice(["SO######", "SO-#####", "S#######"]))
    quote = la.digits(rng, rng.choice(["QU-#####", "Q######"]))
    acct = la.digits(rng, rng.choice(["@@@###", "C#####"]))
    page = [1]
    stated = stated_of(rng)
    tin = la.digits(rng, "50#######")
    k = lambda v: f"K{us(v)}"  # noqa: E731

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 20, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 20,
            f"{sup}  |  TIN {tin}  |  Goods remain the property of {sup} until paid in full.",
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Sales Order Acknowledgement {so} (continued)", 9.4, b=True)
        d.t(r, 40, f"Customer Order: {po}", 8.6, al="r")
        return 50

    y = 42
    d.t(m, y, sup, 15, b=True)
    y2 = d.lines(
        m,
        y + 4,
        [
            f"Section {rng.randint(1, 90)}, Allotment {rng.randint(1, 40)}, {la.pick(rng, 'Milfordhaven Road|Huon Road|Independence Drive|Spring Garden Road|Okuk Highway|Kongo Street')}",
            f"PO Box {rng.randint(100, 9999)}, {town}, {la.pick(rng, 'Morobe|NCD|Western Highlands|East New Britain|Madang|Eastern Highlands|West New Britain|East Sepik')} Province, Papua New Guinea",
            f"Ph: +675 {la.digits(rng, '4## ####')}   sales@{sup.split()[0].lower()}.com.pg",
        ],
        7.4,
    )
    d.t(
        r,
        y,
        la.pick(rng, "SALES ORDER ACKNOWLEDGEMENT|ORDER ACKNOWLEDGEMENT|ORDER CONFIRMATION"),
        12.5,
        b=True,
        al="r",
    )
    kv = [
        ("Sales Order No.", so),
        ("Date", f"{dt:%d/%m/%Y}"),
        ("Customer Order No.", po),
        ("Our Quote Ref.", quote),
        ("Account No.", acct),
        (
            "Sales Rep",
            la.pick(rng, "Kila Nomane|Ruth Kapi|John Wari|Grace Siune|Peter Avei|Mary Kaupa"),
        ),
    ]
    bx = r - 200
    d.box(bx, y + 8, 200, len(kv) * 12.5 + 6, fill=0.94)
    for j, (lab, val) in enumerate(kv):
        d.t(bx + 6, y + 20 + j * 12.5, lab, 7.6, b=True)
        d.t(bx + 104, y + 20 + j * 12.5, val, 8, b=lab == "Customer Order No.")
    y = max(y2, y + 8 + len(kv) * 12.5 + 6) + 10
    half = (wd - 14) / 2
    d.t(m, y + 8, "BILL TO", 7.2, b=True, grey=0.35)
    d.lines(
        m,
        y + 12,
        [cust, "Accounts Payable", f"PO Box {rng.randint(10, 999)}, {rng.choice(PG_TOWN)}"],
        8,
        b_first=True,
    )
    d.t(m + half + 14, y + 8, "SHIP TO", 7.2, b=True, grey=0.35)
    d.lines(
        m + half + 14,
        y + 12,
        [
            f"{cust} - {la.pick(rng, 'Main Store|Mill Site|Camp Warehouse|Central Workshop')}",
            la.pick(
                rng,
                "via PNG Ports, Lae wharf|Road freight - Highlands Highway|Air freight - Air Niugini Cargo|Coastal shipping - Consort Express",
            ),
            f"Attn: {la.pick(rng, 'Storeman|Logistics Supervisor|Purchasing Officer')}",
        ],
        8,
        b_first=True,
    )
    y += 52
    lines = draw_lines(
        rng,
        PG_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 22, 30]),
        [1, 2, 4, 5, 6, 10, 12, 20, 50],
        big=1500,
    )
    body = []
    for it, q, p, a in lines:
        bo = Decimal(rng.choice([0, 0, 0, 0, 1, 2])) if q > 2 else ZERO
        body.append(
            ([it[0], it[1], f"{q:,.0f}", f"{bo:,.0f}" if bo else "", it[2], us(p), us(a)], a)
        )
    ws = [wd * f for f in (0.11, 0.41, 0.08, 0.08, 0.07, 0.12, 0.13)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Item", "Description", "Ordered", "B/Order", "Unit", "Price", "Ext. Price"],
        body,
        "llrrcrr",
        size=7.4,
        rowh=rng.choice([14, 14, 17, 23]),
        bottom=bottom - 30,
        brk=brk,
        grid=False,
        hrgb=(0.55, 0.1, 0.1) if rng.random() < 0.4 else None,
    )
    sub = sum((a for *_, a in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 85, 150, 240, 480]))
    gst = r2((sub + freight) * Decimal("0.10"))
    total = sub + freight + gst
    if y + 120 > bottom:
        y = brk()
    y += 8
    xl = r - 200
    if stated:
        rows = [("Sub-total", k(sub), False)]
        if freight:
            rows.append(("Freight & Handling", k(freight), False))
        rows += [
            ("GST 10%", k(gst), False),
            (la.pick(rng, "TOTAL (PGK)|Order Total Kina|TOTAL INC GST"), k(total), True),
        ]
        yy = d.summary(xl, r - 4, y, rows, 8.6, box_last=True)
        if rng.random() < 0.5:
            dep = r2(total * Decimal("0.5"))
            yy = d.summary(
                xl,
                r - 4,
                yy + 4,
                [
                    ("Deposit required (50%)", k(dep), False),
                    ("Balance on delivery", k(total - dep), False),
                ],
                7.8,
            )
    else:
        yy = wrapped(
            d,
            xl,
            y + 4,
            "Prices to be confirmed at time of dispatch (freight and GST 10% extra); an invoice will follow.",
            7.6,
            200,
        )
    yb = y
    for t in [
        f"Thank you for your order {po}. Please check the details above and advise us of any discrepancy within 48 hours.",
        "Back-ordered items will be shipped when stock arrives; freight is charged on each shipment.",
        f"Bank: {la.pick(rng, 'BSP|Kina Bank|Westpac PNG|ANZ PNG')}  {la.pick(rng, 'Lae Branch|Waigani Branch|Mt Hagen Branch|Kokopo Branch')}  A/C {la.digits(rng, '100######')}  Account name: {sup}",
    ]:
        yb = wrapped(d, m, yb, t, 7.2, wd - 220, grey=0.25)
    y = max(yy, yb) + 30
    if y + 20 > bottom:
        y = brk() + 30
    d.sign(m, y, 170, f"for {sup}", 7)
    d.sign(r - 170, y, 170, "Customer acceptance", 7)
    foot()
    out = finish(d, "en", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind28_en_pg_sales_order_ack(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pg)


# --------------------------------------------------------------------------- 6 en-MU garment maker's order for fabric and trims (landscape)

MU_BUY = "{s} Knitwear Ltd|{s} Garments Ltd|{s} Textiles (Mauritius) Ltd|{s} Apparel Co. Ltd|{s} Fashion Industries Ltd"
MU_BUY_S = [
    "Curepipe",
    "Floreal",
    "Pailles",
    "Coromandel",
    "Phoenix",
    "Rose Belle",
    "Plaine Lauzun",
    "Goodlands",
    "Vacoas",
]
MU_LOCAL = (
    "{s} Trims Ltd|{s} Packaging Co. Ltd|{s} Labels & Tags Ltd|{s} Dyeing Ltd|{s} Accessories Ltd"
)
MU_LOCAL_S = [
    "Port Louis",
    "Moka",
    "Beau Bassin",
    "Quatre Bornes",
    "Mahebourg",
    "Riviere du Rempart",
    "Camp Levieux",
]
MU_FOREIGN = [
    (
        "{s} Textile Mills Pvt. Ltd|{s} Spinning Mills Ltd",
        ["Tiruppur", "Ahmedabad Shree", "Coimbatore Sri Ram"],
        "Tamil Nadu / Gujarat, India",
    ),
    (
        "{s} Fabrics Co., Ltd|{s} Textile Co., Ltd",
        ["Ningbo Sunrise", "Shaoxing Golden", "Keqiao Huafang"],
        "Zhejiang, China",
    ),
    (
        "{s} Knit Fabrics (Pty) Ltd|{s} Textiles (Pty) Ltd",
        ["Durban Coastal", "Pinetown", "Hammarsdale"],
        "KwaZulu-Natal, South Africa",
    ),
    ("{s} Tessuti S.r.l.|{s} Filati S.p.A.", ["Biella Nord", "Prato Lana", "Como Seta"], "Italy"),
    (
        "{s} Textile S.A.R.L.|{s} Tissage SA",
        ["Madagascar Ocean", "Antsirabe", "Tana Coton"],
        "Antananarivo, Madagascar",
    ),
]
MU_FABRIC = [
    ("Single jersey 100% cotton 160gsm", "Navy / White", "KG", 5.2, 7.8),
    ("Pique 95/5 cotton-elastane 220gsm", "Black", "KG", 7.4, 10.5),
    ("Denim 12oz stretch", "Indigo", "M", 3.6, 5.8),
    ("Poplin 100% cotton 40s", "Sky blue", "M", 1.9, 3.2),
    ("Rib 1x1 cotton-lycra", "Heather grey", "KG", 8.0, 11.2),
    ("Fleece 80/20 brushed 280gsm", "Charcoal", "KG", 6.8, 9.6),
]
MU_TRIM = [
    ("Woven main label 50x20mm", "White / black", "PCS", 1.2, 2.6),
    ("Care label, printed satin", "White", "PCS", 0.4, 0.9),
    ("Hang tag with string", "Kraft", "PCS", 1.8, 3.9),
    ("Polybag 30x40cm with warning", "Clear", "PCS", 0.9, 1.6),
    ("Export carton 60x40x40 5-ply", "Brown", "PCS", 38, 62),
    ("Shank button 17mm metal", "Antique brass", "PCS", 2.2, 4.5),
    ("Zip YKK No.5 metal 18cm", "Gold", "PCS", 9.5, 16),
    ("Sewing thread poly-core 5000m", "To match", "CONE", 95, 150),
]


def _mu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "helv|libsans|djcond|times"))
    m = rng.uniform(26, 34)
    r = d.w - m
    wd = r - m
    bottom = d.h - 30
    buyer = la.pick(rng, MU_BUY).format(s=rng.choice(MU_BUY_S))
    local = rng.random() < 0.5
    if local:
        sup = la.pick(rng, MU_LOCAL).format(s=rng.choice(MU_LOCAL_S))
        ccy, sym = "MUR", "Rs"
    else:
        forms, stems, where = rng.choice(MU_FOREIGN)
        sup = la.pick(rng, forms).format(s=rng.choice(stems))
        ccy = "EUR" if where == "Italy" else "USD"
        sym = ccy
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO/####/##", "P######", f"MU{dt:%y}-####", "####"]))
    style = la.digits(rng, rng.choice(["ST-####", "@@####", "#####-@@"]))
    pi = la.digits(rng, rng.choice(["PI-####", "PI/###/25", "######"]))
    cust_po = la.digits(rng, rng.choice(["45########", "#######"]))
    page = [1]
    stated = stated_of(rng)
    ids = f"BRN C{la.digits(rng, '########')}  |  VAT Reg. VAT{la.digits(rng, '########')}"

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 14, s, 7, al="r", grey=0.35)
        d.t(m, d.h - 14, f"{buyer}  |  {ids}", 6.6, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 30, f"{buyer} - Purchase Order {po} (continued)", 9.4, b=True)
        return 38

    y = 36
    d.t(m, y, buyer.upper(), 14, b=True)
    d.t(
        m,
        y + 12,
        f"{la.pick(rng, 'Royal Road|Industrial Zone|Export Processing Zone|Motorway M1')}, {rng.choice(MU_BUY_S)}, Republic of Mauritius  |  Tel +230 {la.digits(rng, '### ####')}",
        7.4,
        grey=0.3,
    )
    d.t(r, y, "PURCHASE ORDER", 16, b=True, al="r")
    d.t(r, y + 13, f"No. {po}", 10, b=True, al="r")
    d.line(m, y + 20, r, y + 20, 1)
    y += 30
    cw = (wd - 24) / 3
    d.t(m, y + 8, "SUPPLIER", 7.2, b=True, grey=0.35)
    sl = [sup]
    if local:
        sl += [
            f"{la.pick(rng, 'Pailles|Plaine Lauzun|Coromandel|La Tour Koenig')} Industrial Estate",
            f"BRN C{la.digits(rng, '########')}   VAT{la.digits(rng, '########')}",
        ]
    else:
        sl += [where, f"Proforma Invoice: {pi}"]
    d.lines(m, y + 12, sl, 8, b_first=True)
    x2 = m + cw + 12
    d.t(x2, y + 8, "CONSIGNEE / DELIVER TO", 7.2, b=True, grey=0.35)
    d.lines(
        x2,
        y + 12,
        [
            f"{buyer} - Raw Material Store",
            la.pick(
                rng,
                "Freeport Zone 5, Port Louis|Plot 12, Industrial Zone, Coromandel|La Tour Koenig, Pointe aux Sables",
            ),
            la.pick(
                rng,
                "Incoterm: CIF Port Louis|Incoterm: FOB Chennai|Incoterm: DAP factory|Delivery ex-stock",
            ),
        ],
        8,
        b_first=True,
    )
    x3 = m + 2 * (cw + 12)
    det = [
        ("PO Date", f"{dt:%d-%b-%Y}"),
        ("Style / Order", f"{style}"),
        ("Customer PO", cust_po),
        ("Ex-factory", f"{dt + timedelta(days=rng.randint(20, 70)):%d-%b-%Y}"),
        ("Currency", ccy),
    ]
    d.box(x3, y, cw, len(det) * 12 + 6, fill=0.94)
    for j, (lab, val) in enumerate(det):
        d.t(x3 + 6, y + 13 + j * 12, lab, 7.6, b=True)
        d.t(x3 + 86, y + 13 + j * 12, val, 8.2)
    y += len(det) * 12 + 14
    pool = MU_TRIM if local else MU_FABRIC + MU_TRIM[:3]
    lines = draw_lines(
        rng,
        pool,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14]),
        [100, 200, 500, 1000, 2400, 5000],
        big=40,
    )
    if local:
        lines = [(it, q, r2(p * 10), r2(q * r2(p * 10))) for it, q, p, _a in lines]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(([str(i), it[0], it[1], style, f"{q:,.0f}", it[2], us(p), us(a)], a))
    ws = [wd * f for f in (0.04, 0.38, 0.13, 0.09, 0.09, 0.06, 0.1, 0.11)]
    y = ltable(
        d,
        m,
        y,
        ws,
        [
            "#",
            "Description / Composition",
            "Colour",
            "Style",
            "Quantity",
            "Unit",
            f"Unit Price {ccy}",
            f"Amount {ccy}",
        ],
        body,
        "cllcrcrr",
        size=7.6,
        rowh=14,
        bottom=bottom - 20,
        brk=brk,
        grid=True,
    )
    sub = sum((a for *_, a in lines), ZERO)
    extra = []
    if not local:
        fr = r2(sub * Decimal(rng.choice(["0.04", "0.06", "0.08"])))
        ins = r2(sub * Decimal("0.005"))
        extra = [("Freight", fr), ("Insurance", ins)]
    vat = r2(sub * Decimal("0.15")) if local else ZERO
    total = sub + sum((v for _l, v in extra), ZERO) + vat
    if y + 90 > bottom:
        y = brk()
    y += 8
    xl = r - 230
    if stated:
        rows = [("Sub Total", f"{sym} {us(sub)}", False)]
        rows += [(lab, f"{sym} {us(v)}", False) for lab, v in extra]
        if local:
            rows.append(("VAT 15%", f"{sym} {us(vat)}", False))
        rows.append(
            (
                la.pick(rng, f"TOTAL ORDER VALUE ({ccy})|Grand Total {ccy}|TOTAL {ccy}"),
                f"{sym} {us(total)}",
                True,
            )
        )
        d.summary(xl, r - 4, y, rows, 8.6, shade=0.86)
    else:
        wrapped(
            d,
            xl,
            y + 4,
            "Price as per proforma invoice; final value on commercial invoice at shipped quantity (+/- 3%).",
            7.6,
            230,
        )
    yy = y
    terms = [
        f"1. Shipment tolerance +/- 3%. Shade band and lab-dip approval required before bulk; quote our PO {po} and style {style} on all documents.",
        "2. Payment: "
        + (
            "30 days from delivery."
            if local
            else la.pick(
                rng,
                "T/T 30 days from B/L date.|Irrevocable L/C at sight.|50% T/T advance, balance against copy documents.",
            )
        ),
        "3. Goods failing AQL 2.5 inspection will be rejected at the supplier's cost.",
    ]
    for t in terms:
        yy = wrapped(d, m, yy, t, 7.2, wd - 260, grey=0.25)
    yy += 30
    if yy + 20 > bottom:
        yy = brk() + 30
    for j, lab in enumerate(["Merchandiser", "Purchasing Manager", "Supplier's acceptance"]):
        d.sign(m + j * 160, yy, 140, lab, 7)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_en_mu_textile_po_landscape(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mu)


# --------------------------------------------------------------------------- 7 be Belarusian order on the buyer's letterhead (outgoing letter number apart)

BE_ONES_M = ["", "адзін", "два", "тры", "чатыры", "пяць", "шэсць", "сем", "восем", "дзевяць"]
BE_ONES_F = ["", "адна", "дзве", "тры", "чатыры", "пяць", "шэсць", "сем", "восем", "дзевяць"]
BE_TEENS = [
    "дзесяць",
    "адзінаццаць",
    "дванаццаць",
    "трынаццаць",
    "чатырнаццаць",
    "пятнаццаць",
    "шаснаццаць",
    "семнаццаць",
    "васямнаццаць",
    "дзевятнаццаць",
]
BE_TENS = [
    "",
    "",
    "дваццаць",
    "трыццаць",
    "сорак",
    "пяцьдзясят",
    "шэсцьдзясят",
    "семдзесят",
    "восемдзесят",
    "дзевяноста",
]
BE_HUNDREDS = [
    "",
    "сто",
    "дзвесце",
    "трыста",
    "чатырыста",
    "пяцьсот",
    "шэсцьсот",
    "семсот",
    "восемсот",
    "дзевяцьсот",
]
BE_MONTHS = [
    "студзеня",
    "лютага",
    "сакавіка",
    "красавіка",
    "мая",
    "чэрвеня",
    "ліпеня",
    "жніўня",
    "верасня",
    "кастрычніка",
    "лістапада",
    "снежня",
]


def _form(n: int, one: str, few: str, many: str) -> str:
    if 11 <= n % 100 <= 14:
        return many
    return one if n % 10 == 1 else few if 2 <= n % 10 <= 4 else many


def _be3(n: int, fem: bool) -> list[str]:
    out = [BE_HUNDREDS[n // 100]]
    t = n % 100
    if 10 <= t < 20:
        out.append(BE_TEENS[t - 10])
    else:
        out += [BE_TENS[t // 10], (BE_ONES_F if fem else BE_ONES_M)[t % 10]]
    return [w for w in out if w]


def be_words(v: Decimal) -> str:
    """12345.60 -> 'Дванаццаць тысяч трыста сорак пяць беларускіх рублёў 60 капеек'."""
    cents = int(r2(v) * 100)
    n, k = cents // 100, cents % 100
    words: list[str] = []
    mil, th, rest = n // 10**6, n // 1000 % 1000, n % 1000
    if mil:
        words += [*_be3(mil, False), _form(mil, "мільён", "мільёны", "мільёнаў")]
    if th:
        words += [*_be3(th, True), _form(th, "тысяча", "тысячы", "тысяч")]
    words += _be3(rest, False) if rest or n == 0 else []
    if n == 0:
        words = ["нуль"]
    s = " ".join(words)
    rub = _form(n, "беларускі рубель", "беларускія рублі", "беларускіх рублёў")
    return f"{s[0].upper()}{s[1:]} {rub} {k:02d} {_form(k, 'капейка', 'капейкі', 'капеек')}"


BE_BUY = [
    (
        "ААТ «Лідская харчовая фабрыка»",
        "Адкрытае акцыянернае таварыства «Лідская харчовая фабрыка»",
        "г. Ліда",
        "231300",
        "lidahf",
    ),
    (
        "ТАА «Бярэзінскі хлебазавод»",
        "Таварыства з абмежаванай адказнасцю «Бярэзінскі хлебазавод»",
        "г. Беразіно",
        "223311",
        "berhleb",
    ),
    (
        "ААТ «Полацкі малочны камбінат»",
        "Адкрытае акцыянернае таварыства «Полацкі малочны камбінат»",
        "г. Полацк",
        "211400",
        "polmk",
    ),
    (
        "УП «Нясвіжскі камунальнік»",
        "Унітарнае прадпрыемства «Нясвіжскі камунальнік»",
        "г. Нясвіж",
        "222603",
        "nesvizh-kom",
    ),
    (
        "ТАА «Палессе-Агра»",
        "Таварыства з абмежаванай адказнасцю «Палессе-Агра»",
        "г. Пінск",
        "225710",
        "polesie-agro",
    ),
    (
        "ААТ «Навагрудскі мэблевы завод»",
        "Адкрытае акцыянернае таварыства «Навагрудскі мэблевы завод»",
        "г. Навагрудак",
        "231400",
        "nmz",
    ),
]
BE_SUP = "ТАА «{s}»|ААТ «{s}»|ПУП «{s}»|ЗАТ «{s}»"
BE_SUP_S = [
    "Белтэхпастаўка",
    "Палессе-Кабель",
    "Нёман-Хім",
    "Меліёратар-Сэрвіс",
    "ГроднаАграПрам",
    "Віцьба-Пак",
    "Бел-Мета",
    "БудМаркет-Гомель",
    "Сож-Інструмент",
    "Белпрампак",
]
BE_STREET = [
    "вул. Савецкая",
    "вул. Леніна",
    "вул. Замкавая",
    "вул. Першамайская",
    "пр-т Незалежнасці",
    "вул. Кастрычніцкая",
    "вул. Чырвонаармейская",
]
BE_ITEMS = [
    ("Скрынка кардонная 600×400×400, пяцісланцавая", "шт", 20, 2.1, 3.9),
    ("Плёнка стрэйч 500 мм, 23 мкм", "рул", 20, 28, 39),
    ("Цукар белы крышталічны, 50 кг", "меш", 10, 95, 120),
    ("Мука пшанічная вышэйшага гатунку, 50 кг", "меш", 10, 58, 76),
    ("Пальчаткі ахоўныя трыкатажныя", "пар", 20, 0.9, 1.6),
    ("Фарба фасадная белая, 15 л", "вядро", 20, 78, 115),
    ("Кабель ВВГ 3×2,5", "м", 20, 2.4, 3.6),
    ("Падшыпнік 6306 2RS", "шт", 20, 14, 26),
    ("Масла маторнае 15W-40, 20 л", "кан", 20, 140, 210),
    ("Папера А4, 80 г/м², 500 арк.", "пач", 20, 12.5, 16),
    ("Электроды МР-3, 3 мм", "кг", 20, 7.8, 10.5),
    ("Лямпа святлодыёдная 12 Вт E27", "шт", 20, 3.2, 5.6),
    ("Вафельны кубак для марожанага", "кар", 10, 34, 48),
    ("Мыла гаспадарчае 72%, 200 г", "шт", 20, 0.9, 1.5),
    ('Шланг гумавы 3/4", 50 м', "бухта", 20, 62, 95),
    ("Труба ПНД 32 мм", "м", 20, 1.6, 2.8),
    ("Соль харчовая, 50 кг", "меш", 10, 21, 29),
    ("Стужка клейкая 48 мм × 66 м", "рул", 20, 1.8, 3.1),
    ("Аўтамат АВ 1P 16А", "шт", 20, 6.5, 11),
]


def _be(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djserif|libserif|libsans"))
    m = rng.uniform(40, 56)
    r = d.w - rng.uniform(28, 36)
    wd = r - m
    bottom = d.h - 40
    short, full, town, idx, dom = rng.choice(BE_BUY)
    sup = la.pick(rng, BE_SUP).format(s=rng.choice(BE_SUP_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["##", "###", "##/З", f"З-{dt:%y}-###", "###-з"]))
    out_no = la.digits(rng, rng.choice(["01-##/###", "##-#/####", "0#-##/##"]))
    ctr = la.digits(rng, rng.choice(["##/2025", "###-П", "##-ДП/25"]))
    ctr_d = dt - timedelta(days=rng.randint(30, 300))
    page = [1]
    stated = stated_of(rng)
    unp = la.digits(rng, "#########")

    def foot() -> None:
        s = f"Старонка {page[0]} з {of}" if of else f"Старонка {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Замова № {po} ад {dt:%d.%m.%Y} (працяг)", 9, b=True)
        return 50

    y = 40
    d.t(d.w / 2, y, full, 11, b=True, al="c")
    d.t(
        d.w / 2,
        y + 12,
        f"{rng.choice(BE_STREET)}, {rng.randint(1, 120)}, {idx}, {town}, Рэспубліка Беларусь",
        7.6,
        al="c",
    )
    d.t(
        d.w / 2,
        y + 22,
        f"тэл. +375 {la.digits(rng, '1## ##-##-##')}, e-mail: info@{dom}.by",
        7.6,
        al="c",
    )
    d.t(
        d.w / 2,
        y + 32,
        f"р/р BY{la.digits(rng, '##')} {la.pick(rng, 'BLBB|AKBB|BPSB|BELB')} 3012 {la.digits(rng, '#### #### #### ####')} у {la.pick(rng, 'ААТ «Белінвестбанк»|ААТ «ААБ Беларусбанк»|ААТ «Белаграпрамбанк»|ААТ «Банк БелВЭБ»')}, УНП {unp}",
        7.2,
        al="c",
    )
    d.line(m, y + 38, r, y + 38, 1.2)
    d.line(m, y + 40.5, r, y + 40.5, 0.4)
    y += 58
    d.t(m, y, f"{dt:%d.%m.%Y} № {out_no}", 8.6)
    d.t(m, y + 12, "На № ________ ад ________", 8.6, grey=0.3)
    addressee = rng.random() < 0.6
    if addressee:
        d.lines(
            r - 200,
            y - 8,
            [
                "Дырэктару",
                sup,
                f"{la.pick(rng, 'Кавалёву|Мельніку|Шаўчуку|Бондару|Жуку|Ткачуку')} {la.pick(rng, 'А.|І.|С.|В.|Д.')}{la.pick(rng, 'М.|П.|Г.|У.')}",
            ],
            9,
        )
    y += 44
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "ЗАМОВА|ЗАМОВА НА ПАСТАЎКУ ТАВАРУ|ЗАКАЗ НА ПАСТАЎКУ") + f" № {po}",
        13,
        b=True,
        al="c",
    )
    d.t(d.w / 2, y + 14, f"ад {dt.day} {BE_MONTHS[dt.month - 1]} {dt.year} г.", 9, al="c")
    y += 26
    kv = [
        ("Пастаўшчык:", f"{sup}, УНП {la.digits(rng, '#########')}"),
        ("Пакупнік:", f"{short}, УНП {unp}"),
        (
            "Грузаатрымальнік:",
            f"{short}, {la.pick(rng, 'склад № 2|цэнтральны склад|склад гатовай прадукцыі|вытворчы ўчастак')}, {town}",
        ),
        ("Падстава:", f"дагавор пастаўкі № {ctr} ад {ctr_d:%d.%m.%Y}"),
    ]
    for lab, val in kv:
        d.t(m, y + 9, lab, 8.6, b=True)
        d.t(m + 104, y + 9, val, 8.6, b=lab == "Пастаўшчык:", maxw=wd - 104)
        y += 13
    y += 4
    y = (
        wrapped(
            d, m, y, "Просім паставіць наступныя тавары ў адпаведнасці з умовамі дагавора:", 8.6, wd
        )
        + 4
    )
    lines = draw_lines(
        rng,
        BE_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 13, 18, 26]),
        [5, 10, 20, 25, 50, 100, 200, 500],
        big=100,
    )
    body, net, vat = [], ZERO, ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        rate = Decimal(it[2])
        v = r2(a * rate / 100)
        net += a
        vat += v
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    f"{q:,.0f}".replace(",", " "),
                    sp(p),
                    sp(a),
                    f"{it[2]}%",
                    sp(v),
                    sp(a + v),
                ],
                a + v,
            )
        )
    ws = [wd * f for f in (0.04, 0.3, 0.06, 0.08, 0.1, 0.12, 0.07, 0.1, 0.13)]
    heads = [
        "№",
        "Найменне тавару",
        "Адз.",
        "Колькасць",
        "Цана, руб.",
        "Сума без ПДВ",
        "ПДВ, %",
        "Сума ПДВ",
        "Сума з ПДВ",
    ]
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        body,
        "clcrrrcrr",
        size=7.2,
        rowh=rng.choice([14, 14, 18, 24]),
        bottom=bottom - 30,
        brk=brk,
        hsize=6.8,
    )
    total = net + vat
    if y + 110 > bottom:
        y = brk()
    if stated:
        y = lrow(
            d,
            m,
            y,
            [sum(ws[:5]), ws[5], ws[6], ws[7], ws[8]],
            ["Разам:", sp(net), "", sp(vat), sp(total)],
            "rrcrr",
            h=14,
            size=7.6,
            b=True,
            fill=0.9,
        )
        y += 6
        y = wrapped(
            d,
            m,
            y,
            f"Усяго да аплаты: {sp(total)} BYN, у тым ліку ПДВ {sp(vat)} BYN.",
            8.6,
            wd,
            b=True,
        )
        y = wrapped(d, m, y, f"Сума прапісам: {be_words(total)}.", 8.2, wd)
    else:
        y = wrapped(
            d,
            m,
            y + 6,
            "Цэны — згодна з пратаколам узгаднення цэн да дагавора; канчатковая сума вызначаецца па таварна-транспартных накладных.",
            8.2,
            wd,
        )
    y += 6
    for t in [
        f"Тэрмін пастаўкі: да {dt + timedelta(days=rng.randint(5, 30)):%d.%m.%Y}. Дастаўка — транспартам Пастаўшчыка.",
        f"Аплата: на працягу {rng.choice([10, 15, 30])} банкаўскіх дзён з дня атрымання тавару.",
        "У ТТН і ЭСЧФ просім указваць нумар гэтай замовы.",
    ]:
        y = wrapped(d, m, y, t, 8, wd, grey=0.2)
    y += 34
    if y + 40 > bottom:
        y = brk() + 34
    d.t(m, y, "Дырэктар", 9)
    d.line(m + 120, y + 2, m + 230, y + 2, 0.5)
    d.t(
        m + 240,
        y,
        f"{la.pick(rng, 'А.|В.|С.|М.')}{la.pick(rng, 'І.|Р.|Г.')} {la.pick(rng, 'Навіцкі|Сямёнаў|Кірыленка|Лукашэвіч|Гурыновіч|Пашкевіч')}",
        9,
    )
    d.t(m, y + 22, "Галоўны бухгалтар", 9)
    d.line(m + 120, y + 24, m + 230, y + 24, 0.5)
    d.t(m + 10, y + 44, "М.П.", 8, grey=0.35)
    d.t(
        m,
        y + 70,
        f"Выканаўца: {la.pick(rng, 'Дамарацкая В.С.|Кот А.І.|Лісоўская Т.М.|Радзевіч П.Н.')}, тэл. {la.digits(rng, '8 01## ##-##-##')}",
        7,
        grey=0.35,
    )
    foot()
    out = finish(d, "be", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_be_zamova_na_pastauku(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _be)


# --------------------------------------------------------------------------- 8 tg Tajik purchase order (the parties as rows of one table, ААИ 14%)

TG_MONTHS = [
    "январи",
    "феврали",
    "марти",
    "апрели",
    "майи",
    "июни",
    "июли",
    "августи",
    "сентябри",
    "октябри",
    "ноябри",
    "декабри",
]
TG_BUY = "ҶДММ «{s}»|ҶСК «{s}»|КВД «{s}»|ҶДММ «{s} Групп»"
TG_BUY_S = [
    "Душанбе Сохтмон",
    "Суғд Агро",
    "Хатлон Пахта",
    "Ҳисор Семент",
    "Кӯлоб Орд",
    "Истаравшан Нассоҷӣ",
    "Ваҳдат Нақлиёт",
    "Турсунзода Металл",
]
TG_SUP = "ҶДММ «{s}»|ҶДММ «{s} Трейд»|ҶСК «{s}»|ҶДММ «{s} Савдо»"
TG_SUP_S = [
    "Таъминоти Шарқ",
    "Бахт",
    "Сомон",
    "Нури Суғд",
    "Паймон Тиҷорат",
    "Ориён Сервис",
    "Зарафшон Таъминот",
    "Помир Техника",
    "Рӯдакӣ",
]
TG_CITY = [
    "ш. Душанбе",
    "ш. Хуҷанд",
    "ш. Бохтар",
    "ш. Кӯлоб",
    "ш. Ваҳдат",
    "ш. Турсунзода",
    "ш. Истаравшан",
]
TG_BANK = [
    "ҶСК «Амонатбонк»",
    "ҶСК «Ориёнбонк»",
    "ҶСП «Бонки Эсхата»",
    "ҶСК «Бонки Арванд»",
    "ҶСК «Спитаменбонк»",
]
TG_ITEMS = [
    ("Семент М400, 50 кг", "халта", 48, 62),
    ("Арматура А500С, 12 мм", "тонна", 7800, 9200),
    ("Орди гандум, навъи олӣ, 50 кг", "халта", 290, 360),
    ("Равғани пахта, 5 л", "дона", 68, 85),
    ("Қоғази А4, 80 г/м²", "қуттӣ", 210, 260),
    ("Кабели ВВГ 3×2,5", "метр", 9, 14),
    ("Қубури ПВХ 110 мм, 3 м", "дона", 65, 95),
    ("Дастпӯшаки корӣ", "ҷуфт", 6, 11),
    ("Ранги обӣ, 20 кг", "сатил", 180, 260),
    ("Шинаи 315/80 R22,5", "дона", 2600, 3400),
    ("Равғани мотор 15W-40, 20 л", "дона", 420, 560),
    ("Чароғи LED 12 Вт", "дона", 18, 32),
    ("Шакар, 50 кг", "халта", 420, 520),
    ("Биринҷ, 25 кг", "халта", 260, 340),
    ("Хишти сурх", "дона", 0.9, 1.6),
    ("Шифер 8 мавҷа", "варақ", 58, 76),
    ("Мехи 100 мм", "кг", 14, 21),
    ("Электрод МР-3, 3 мм", "кг", 26, 38),
    ("Лӯлаи пӯлодин 57×3,5", "метр", 48, 66),
]


def _tg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djcond|djserif"))
    m = rng.uniform(32, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 36
    buyer = la.pick(rng, TG_BUY).format(s=rng.choice(TG_BUY_S))
    sup = la.pick(rng, TG_SUP).format(s=rng.choice(TG_SUP_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["###", "ФХ-####", f"{dt:%y}/###", "##-Ф"]))
    req = la.digits(rng, rng.choice(["Д-###", "###/д"]))
    ctr = la.digits(rng, rng.choice(["##-Ш/25", "###", "ШТ-####"]))
    city = rng.choice(TG_CITY)
    page = [1]
    stated = stated_of(rng)

    def foot() -> None:
        s = f"Саҳифаи {page[0]} аз {of}" if of else f"Саҳифаи {page[0]}"
        d.t(d.w / 2, d.h - 18, s, 7, al="c", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 36, f"Фармоиши харид № {po} (идома)", 9, b=True)
        return 46

    y = 40
    d.t(m, y, buyer, 10, b=True)
    d.t(r, y, city, 8.6, al="r")
    y += 24
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "ФАРМОИШИ ХАРИД|ФАРМОИШНОМА|ФАРМОИШ БАРОИ ХАРИДИ МОЛ") + f" № {po}",
        14,
        b=True,
        al="c",
    )
    d.t(d.w / 2, y + 14, f"аз «{dt.day:02d}» {TG_MONTHS[dt.month - 1]} соли {dt.year}", 9, al="c")
    y += 26
    ws = [wd * f for f in (0.17, 0.3, 0.13, 0.4)]
    y = lrow(
        d,
        m,
        y,
        ws,
        ["Тараф", "Номи ташкилот", "РМА", "Суроға ва ҳисоби бонкӣ"],
        "cccc",
        h=15,
        size=7.6,
        b=True,
        fill=0.88,
    )
    d.line(m, y - 15, r, y - 15, 0.4)
    for lab, name in (("Фармоишгар", buyer), ("Таъминкунанда", sup)):
        addr = f"{rng.choice(TG_CITY)}, кӯч. {la.pick(rng, 'Рӯдакӣ|Сомонӣ|Айнӣ|Исмоили Сомонӣ|Бохтар|Шерозӣ')} {rng.randint(1, 140)}"
        acc = f"ҳ/ҷ {la.digits(rng, '20202972#########')} дар {rng.choice(TG_BANK)}, БИК {la.digits(rng, '350101###')}"
        top = y
        d.t(m + 4, y + 12, lab + ":", 8, b=True)
        d.t(m + ws[0] + 4, y + 12, name, 8.4, b=lab == "Таъминкунанда", maxw=ws[1] - 8)
        d.t(m + ws[0] + ws[1] + 4, y + 12, la.digits(rng, "#########"), 8)
        d.t(m + ws[0] + ws[1] + ws[2] + 4, y + 12, addr, 7.4, maxw=ws[3] - 8)
        d.t(m + ws[0] + ws[1] + ws[2] + 4, y + 23, acc, 6.6, maxw=ws[3] - 8)
        y += 28
        d.line(m, y, r, y, 0.4)
        cx = m
        for w in [0, *ws]:
            cx += w
            d.line(cx, top, cx, y, 0.4)
    y += 8
    for t in [
        f"Асос: Шартномаи № {ctr} аз {(dt - timedelta(days=rng.randint(20, 250))):%d.%m.%Y}; дархости № {req}.",
        f"Мӯҳлати расонидан: то {(dt + timedelta(days=rng.randint(5, 30))):%d.%m.%Y}. Ҷои расонидан: анбори Фармоишгар.",
    ]:
        y = wrapped(d, m, y, t, 8.2, wd)
    y += 4
    lines = draw_lines(
        rng,
        TG_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 34]),
        [2, 5, 10, 20, 50, 100, 200],
        big=2000,
    )
    body, net = [], ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        if it[1] == "тонна":
            q = Decimal(rng.choice(["1.5", "2", "3.2", "5", "8.4"]))
            a = r2(q * p)
        net += a
        body.append(([str(i), it[0], it[1], f"{q:g}".replace(".", ","), sp(p), sp(a)], a))
    ws = [wd * f for f in (0.05, 0.45, 0.11, 0.1, 0.13, 0.16)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["№", "Номгӯи мол", "Воҳ. ченак", "Миқдор", "Нарх, сомонӣ", "Маблағ, сомонӣ"],
        body,
        "clcrrr",
        size=7.6,
        rowh=rng.choice([15, 15, 19, 24]),
        bottom=bottom - 30,
        brk=brk,
        carry=("Ба саҳифаи навбатӣ", "Аз саҳифаи гузашта", sp, 1, 5)
        if rng.random() < 0.4
        else None,
    )
    vat = r2(net * Decimal("0.14"))
    total = net + vat
    if y + 100 > bottom:
        y = brk()
    y += 6
    if stated:
        rows = [
            ("Ҳамагӣ бе ААИ:", sp(net), False),
            ("ААИ (14%):", sp(vat), False),
            (la.pick(rng, "Ҳамагӣ бо ААИ:|ҲАМАГӢ БАРОИ ПАРДОХТ:|Маблағи умумӣ:"), sp(total), True),
        ]
        y = d.summary(r - 240, r - 4, y, rows, 8.6, box_last=True)
        y = wrapped(
            d, m, y + 4, f"Маблағи умумии фармоиш: {sp(total)} сомонӣ (бо ААИ).", 8.4, wd, b=True
        )
    else:
        y = wrapped(
            d,
            m,
            y + 6,
            "Нархҳо мувофиқи замимаи № 1 ба шартнома; маблағи ниҳоӣ аз рӯи миқдори воқеан расонидашуда дар суратҳисоб-фактура нишон дода мешавад.",
            8,
            wd,
        )
    y += 4
    y = wrapped(
        d,
        m,
        y,
        "Пардохт: дар муддати 10 рӯзи бонкӣ пас аз қабули мол ва пешниҳоди суратҳисоб-фактура. Рақами ин фармоишро дар ҳуҷҷатҳои ҳамроҳикунанда нишон диҳед.",
        7.6,
        wd,
        grey=0.25,
    )
    y += 34
    if y + 40 > bottom:
        y = brk() + 34
    d.sign(m, y, 170, "Роҳбари Фармоишгар", 7.6)
    d.sign(m + 200, y, 150, "Сармуҳосиб", 7.6)
    d.sign(r - 150, y, 150, "Қабул кард (Таъминкунанда)", 7.6)
    d.t(m + 60, y + 26, "Ҷ.М.", 8, grey=0.35)
    foot()
    out = finish(d, "tg", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_tg_farmoishi_harid(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tg)


# --------------------------------------------------------------------------- 9 mt Maltese local council's or company's purchase order

MT_LOC = [
    ("Birkirkara", "BKR"),
    ("Ħaż-Żebbuġ", "ZBG"),
    ("Ħaż-Żabbar", "ZBR"),
    ("Il-Għargħur", "GHR"),
    ("In-Naxxar", "NXR"),
    ("Ħal Qormi", "QRM"),
    ("Iż-Żejtun", "ZTN"),
    ("Marsaskala", "MSK"),
    ("Il-Mosta", "MST"),
    ("Ix-Xagħra", "XRA"),
    ("Is-Siġġiewi", "SGW"),
    ("Ħal Tarxien", "TXN"),
]
MT_CO = "{s} Ltd|{s} Co. Ltd|{s} Holdings Ltd"
MT_CO_S = [
    "Ġebla Ħamra Construction",
    "Malta Kitchen Supplies",
    "Kappillan Catering",
    "Xlendi Hospitality",
    "Isla Marine Services",
]
MT_SUR = [
    "Borg",
    "Camilleri",
    "Mifsud",
    "Grech",
    "Vella",
    "Zammit",
    "Farrugia",
    "Azzopardi",
    "Attard",
    "Galea",
    "Spiteri",
    "Cassar",
    "Debono",
    "Micallef",
    "Fenech",
]
MT_SUP = "{a} & Sons Ltd|{a} Hardware Co. Ltd|{a} Trading Ltd|{a} Bros. Ltd|{a} & {b} Ltd|{a} Electrical Services Ltd|{a} Landscaping Ltd|{a} Office Supplies Ltd"
MT_ITEMS = [
    ("Pjanti ornamentali (bougainvillea) f'qsari ta' 25cm", "qasrija", 8, 18),
    ("Bank tal-injam għall-ġnien pubbliku, 1.8m", "wieħed", 380, 620),
    ("Kontenitur tal-iskart 240L b'roti", "wieħed", 48, 75),
    ("Żebgħa tal-linji tat-triq (abjad), 25L", "landa", 95, 140),
    ("Sinjal tat-traffiku 'STOP' 600mm b'arblu", "sett", 160, 240),
    ("Dawl LED għat-triq 60W", "wieħed", 210, 330),
    ("Karta A4 80gsm (kaxxa ta' 5 rimi)", "kaxxa", 22, 30),
    ("Toner HP 26A", "wieħed", 85, 140),
    ("Tiswija ta' bankina - xogħol u materjal", "m²", 45, 80),
    ("Tindif ta' bini tal-kunsill - servizz ta' ġimgħa", "ġimgħa", 240, 420),
    ("Siġra taż-żebbuġ (Olea europaea) 3m", "waħda", 180, 320),
    ("Ġugarelli għall-ġnien tat-tfal - tiswija", "servizz", 350, 900),
    ("Ħajt tas-sejjieħ - bini mill-ġdid", "m²", 60, 110),
    ("Ilma tax-xorb 0.5L (pakkett ta' 12)", "pakkett", 2.4, 3.9),
    ("Ċimiterju - tindif tal-mogħdijiet", "servizz", 180, 350),
    ("Ħamrija tal-ġonna (top soil)", "m³", 38, 60),
    ("Kaxxi tal-karti għall-arkivju", "kaxxa", 3.5, 6),
    ("Ħruġ ta' avviż fil-gazzetta lokali", "avviż", 90, 180),
]


def _mt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu|libserif"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    loc, code = rng.choice(MT_LOC)
    council = rng.random() < 0.65
    buyer = (
        f"Kunsill Lokali {loc}" if council else la.pick(rng, MT_CO).format(s=rng.choice(MT_CO_S))
    )
    a, b = rng.sample(MT_SUR, 2)
    sup = la.pick(rng, MT_SUP).format(a=a, b=b)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"{code}/PO/###/{dt:%Y}", f"PO {dt:%Y}/###", "####", f"LC{code}-####"])
    )
    quote = la.digits(rng, rng.choice(["Q-####", "##/####", "KWT/###"]))
    tender = la.digits(rng, rng.choice([f"{code}/T/##/{dt:%Y}", f"{code}/KWT/###/{dt:%y}"]))
    budget = la.digits(rng, rng.choice(["7###/0#", "####-##"]))
    page = [1]
    stated = stated_of(rng)
    eur = lambda v: f"€{us(v)}"  # noqa: E731

    def foot() -> None:
        s = f"Paġna {page[0]} minn {of}" if of else f"Paġna {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)
        d.t(m, d.h - 22, f"{buyer}  |  Numru tal-VAT MT{vat_no}", 6.8, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Ordni tax-Xiri Nru. {po} (tkomplija)", 9, b=True)
        return 50

    vat_no = la.digits(rng, "########")
    y = 40
    d.c.setStrokeGray(0.2)
    d.c.circle(m + 20, d.h - y - 2, 20, stroke=1, fill=0)
    d.t(m + 20, y + 1, code, 8, b=True, al="c")
    d.t(m + 50, y - 4, buyer, 14, b=True)
    d.t(
        m + 50,
        y + 10,
        f"{la.pick(rng, 'Ċentru Ċiviku|Uffiċċju Amministrattiv|Head Office')}, {la.pick(rng, 'Triq il-Kbira|Pjazza San Ġorġ|Triq il-Knisja|Triq Santa Marija|Triq ir-Repubblika')}, {loc} {code} {la.digits(rng, '####')}  |  Tel: +356 2{la.digits(rng, '### ####')}",
        7.4,
        grey=0.3,
    )
    y += 30
    d.line(m, y, r, y, 1.4)
    y += 20
    d.t(
        m,
        y,
        la.pick(rng, "ORDNI TAX-XIRI|ORDNI TA' XIRI|ORDNI TAX-XIRI / PURCHASE ORDER"),
        15,
        b=True,
    )
    d.box(r - 170, y - 16, 170, 24, fill=0.92)
    d.t(r - 164, y - 1, "Numru tal-Ordni:", 8, b=True)
    d.t(r - 6, y - 1, po, 10, b=True, al="r")
    y += 16
    half = (wd - 16) / 2
    d.box(m, y, half, 76)
    d.t(m + 6, y + 12, "Lil (Fornitur):", 7.6, b=True, grey=0.35)
    d.lines(
        m + 6,
        y + 16,
        [
            sup,
            f"{la.pick(rng, 'Triq il-Fabbrika|Triq l-Industrija|Triq il-Mitħna|Triq Ħal Far')}, {la.pick(rng, 'Il-Marsa|Ħal Far|San Ġwann|Il-Mosta|Ħal Luqa|Il-Birgu')}",
            f"Numru tal-VAT: MT{la.digits(rng, '########')}",
            f"Tel: +356 {la.digits(rng, '79## ####')}",
        ],
        8.2,
        b_first=True,
    )
    kv = [
        ("Data:", f"{dt:%d/%m/%Y}"),
        ("Referenza tal-Kwotazzjoni:", quote),
        ("Sejħa għall-Kwotazzjonijiet:" if council else "Referenza tal-Kuntratt:", tender),
        ("Kodiċi tal-Baġit:" if council else "Ċentru tal-Ispiża:", budget),
        ("Data tal-Konsenja:", f"{dt + timedelta(days=rng.randint(5, 40)):%d/%m/%Y}"),
    ]
    x2 = m + half + 16
    for k, (lab, val) in enumerate(kv):
        d.t(x2, y + 12 + k * 14, lab, 7.8, b=True)
        d.t(r, y + 12 + k * 14, val, 8.2, al="r")
    y += 88
    lines = draw_lines(
        rng,
        MT_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 18, 26]),
        [1, 2, 4, 5, 6, 10, 12, 20, 40],
        big=300,
    )
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.05, 0.49, 0.11, 0.09, 0.12, 0.14)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Nru.", "Deskrizzjoni", "Unità", "Kwantità", "Prezz (€)", "Ammont (€)"],
        body,
        "cllrrr",
        size=7.6,
        rowh=rng.choice([15, 15, 19, 25]),
        bottom=bottom - 30,
        brk=brk,
        grid=rng.random() < 0.5,
        hrgb=(0.75, 0.1, 0.15) if rng.random() < 0.4 else None,
    )
    net = sum((a for *_, a in lines), ZERO)
    disc = r2(net * Decimal(rng.choice(["0.02", "0.05", "0.1"]))) if rng.random() < 0.3 else ZERO
    vat = r2((net - disc) * Decimal("0.18"))
    total = net - disc + vat
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total eskluż il-VAT", eur(net), False)]
        if disc:
            rows += [("Skont", f"-{eur(disc)}", False), ("Total nett", eur(net - disc), False)]
        rows += [
            ("VAT 18%", eur(vat), False),
            (la.pick(rng, "TOTAL INKLUŻ IL-VAT|TOTAL ĠENERALI|TOTAL GĦALL-ĦLAS"), eur(total), True),
        ]
        y = d.summary(r - 220, r - 4, y, rows, 8.6, shade=0.88)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Il-prezzijiet huma skont il-kwotazzjoni approvata; l-ammont finali jiġi kkalkulat fuq ix-xogħol li jsir attwalment.",
            8,
            wd * 0.7,
        )
    y += 8
    for t in [
        "1. In-numru ta' din l-ordni għandu jidher fuq il-fattura u fuq in-nota tal-konsenja.",
        f"2. Il-ħlas isir fi żmien {rng.choice([30, 45, 60])} jum mid-data tal-fattura, wara li x-xogħol jiġi ċċertifikat.",
        "3. Il-fattura tintbagħat lill-"
        + ("Kunsill" if council else "Dipartiment tal-Finanzi")
        + f", {loc}.",
    ]:
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    y += 34
    if y + 30 > bottom:
        y = brk() + 34
    labs = ["Segretarju Eżekuttiv", "Sindku"] if council else ["Maniġer tax-Xiri", "Direttur"]
    d.sign(m, y, 170, labs[0], 7.4)
    d.sign(m + 210, y, 150, labs[1], 7.4)
    d.sign(r - 130, y, 130, "Data", 7.4)
    foot()
    out = finish(d, "mt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_mt_ordni_tax_xiri(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mt)


# --------------------------------------------------------------------------- 10 tk Turkmen purchase order (a strip of order data along the top)

TK_BUY = "«{s}» HJ|«{s}» PJ|«{s}» döwlet kärhanasy"
TK_BUY_S = [
    "Aşgabat Gurluşyk",
    "Balkan Nebit Hyzmat",
    "Mary Pagta",
    "Lebap Dokma",
    "Daşoguz Azyk",
    "Ahal Ýüpek",
    "Türkmenabat Kagyz",
    "Arkadag Şäher Hyzmat",
]
TK_SUP = "«{s}» HK|«{s}» HJ|«{s} Söwda» HK|«{s} Trade» HJ"
TK_SUP_S = [
    "Altyn Asyr",
    "Gündogar Üpjünçilik",
    "Berkarar",
    "Ýyldyz Tehnika",
    "Nusaý Hyzmat",
    "Parahat",
    "Bereketli Toprak",
    "Täze Ýol",
    "Döwletli",
]
TK_CITY = [
    "Aşgabat ş.",
    "Mary ş.",
    "Türkmenabat ş.",
    "Daşoguz ş.",
    "Balkanabat ş.",
    "Türkmenbaşy ş.",
]
TK_BANK = [
    "«Daýhanbank» DTB",
    "«Halkbank» DTB",
    "«Senagatbank» DTB",
    "«Rysgal» PTB",
    "«Türkmenbaşy» DTB",
]
TK_ITEMS = [
    ("Sement M400, 50 kg", "halta", 38, 52),
    ("Armatura A500, 12 mm", "tonna", 6800, 8200),
    ("Un, ýokary hilli, 50 kg", "halta", 150, 210),
    ("Ösümlik ýagy, 5 l", "sany", 42, 58),
    ("Kagyz A4, 80 g/m²", "guty", 160, 210),
    ("Kabel WWG 3×2,5", "metr", 7, 11),
    ("PWH turba 110 mm", "sany", 55, 80),
    ("Iş ellikleri", "jübüt", 5, 9),
    ("Motor ýagy 15W-40, 20 l", "sany", 310, 420),
    ("Şina 315/80 R22,5", "sany", 2300, 3100),
    ("LED lampa 12 Wt", "sany", 14, 26),
    ("Pagta çigidi, tohumlyk", "kg", 9, 14),
    ("Kerpiç, gyzyl", "sany", 0.6, 1.1),
    ("Şifer, 8 tolkunly", "list", 42, 60),
    ("Çüý 100 mm", "kg", 11, 17),
    ("Elektrod MR-3, 3 mm", "kg", 19, 28),
    ("Polat turba 57×3,5", "metr", 36, 52),
    ("Şeker, 50 kg", "halta", 330, 420),
    ("Tüwi, 25 kg", "halta", 190, 260),
]


def _tk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djcond|djserif|libsans|libserif"))
    m = rng.uniform(32, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 36
    buyer = la.pick(rng, TK_BUY).format(s=rng.choice(TK_BUY_S))
    sup = la.pick(rng, TK_SUP).format(s=rng.choice(TK_SUP_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["SS-###", "###", f"{dt:%y}/S-###", "№##-S"])).replace("№", "")
    ctr = la.digits(rng, rng.choice(["##/Ş", "###-Ş/25", "Ş-####"]))
    offer = la.digits(rng, rng.choice(["T-###", "###"]))
    page = [1]
    stated = stated_of(rng)
    tm = lambda v: sp(v)  # noqa: E731

    def foot() -> None:
        s = f"Sahypa {page[0]} / {of}" if of else f"Sahypa {page[0]}"
        d.t(r, d.h - 18, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 36, f"Satyn alyş sargydy № {po} (dowamy)", 9, b=True)
        return 46

    y = 40
    d.t(m, y, buyer, 11, b=True)
    d.t(
        m,
        y + 12,
        f"{rng.choice(TK_CITY)}, {la.pick(rng, 'Magtymguly şaýoly|Bitarap Türkmenistan şaýoly|Atatürk köçesi|Oguzhan köçesi|Garaşsyzlyk şaýoly')}, {rng.randint(1, 160)}  |  Tel.: +993 12 {la.digits(rng, '## ## ##')}",
        7.4,
        grey=0.3,
    )
    y += 34
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "SATYN ALYŞ SARGYDY|HARYT SARGYDY|SARGYT-TABŞYRYK"),
        15,
        b=True,
        al="c",
    )
    y += 10
    cw = wd / 5
    y = (
        d.grid(
            m,
            y,
            [cw] * 5,
            ["Sargyt belgisi", "Senesi", "Şertnama №", "Teklip №", "Pul birligi"],
            [po, f"{dt:%d.%m.%Y} ý.", ctr, offer, "TMT (manat)"],
            size=8.2,
            shade=0.86,
        )
        + 10
    )
    half = (wd - 14) / 2
    for k, (lab, name) in enumerate((("Satyn alyjy:", buyer), ("Üpjün ediji:", sup))):
        x = m + k * (half + 14)
        d.box(x, y, half, 70)
        d.t(x + 6, y + 11, lab, 7.6, b=True, grey=0.35)
        d.lines(
            x + 6,
            y + 15,
            [
                name,
                f"{rng.choice(TK_CITY)}, {la.pick(rng, 'Görogly köçesi|Azady köçesi|Andalyp köçesi|Türkmenbaşy şaýoly')}, {rng.randint(1, 99)}",
                f"Salgyt belgisi: {la.digits(rng, '1##########')}",
                f"H/h: {la.digits(rng, '2320######')}{la.digits(rng, '##########')}",
                f"Bank: {rng.choice(TK_BANK)}, BIK {la.digits(rng, '39####')}",
            ],
            7.8,
            b_first=True,
        )
    y += 80
    lines = draw_lines(
        rng,
        TK_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 34]),
        [2, 5, 10, 20, 50, 100, 200, 500],
        big=2000,
    )
    body, net = [], ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        if it[1] == "tonna":
            q = Decimal(rng.choice(["1.5", "2", "3.6", "5", "10"]))
            a = r2(q * p)
        net += a
        body.append(([str(i), it[0], it[1], f"{q:g}".replace(".", ","), tm(p), tm(a)], a))
    ws = [wd * f for f in (0.05, 0.45, 0.11, 0.1, 0.13, 0.16)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["№", "Harydyň ady", "Ölçeg birligi", "Mukdary", "Bahasy, manat", "Jemi, manat"],
        body,
        "clcrrr",
        size=7.6,
        rowh=rng.choice([15, 15, 19, 24]),
        bottom=bottom - 30,
        brk=brk,
        hrgb=(0.0, 0.45, 0.3) if rng.random() < 0.5 else None,
    )
    vat = r2(net * Decimal("0.15"))
    total = net + vat
    if y + 100 > bottom:
        y = brk()
    y += 6
    if stated:
        y = lrow(d, m, y, [sum(ws[:5]), ws[5]], ["Jemi:", tm(net)], "rr", h=15, size=8, b=True)
        y = lrow(d, m, y, [sum(ws[:5]), ws[5]], ["GBS 15%:", tm(vat)], "rr", h=15, size=8)
        y = lrow(
            d,
            m,
            y,
            [sum(ws[:5]), ws[5]],
            [la.pick(rng, "Umumy jemi:|Tölenmeli jemi:|JEMI GBS BILEN:"), tm(total)],
            "rr",
            h=15,
            size=8.4,
            b=True,
            fill=0.88,
        )
    else:
        y = wrapped(
            d,
            m,
            y + 6,
            "Bahalar şertnamanyň goşundysyna laýyklykda; jemi mukdar hakyky getirilen harytlar boýunça hasap-fakturada görkeziler.",
            8,
            wd,
        )
    y += 10
    for t in [
        f"Eltip bermegiň möhleti: {(dt + timedelta(days=rng.randint(5, 30))):%d.%m.%Y} ý. çenli. Eltip bermegiň ýeri: Satyn alyjynyň ammary.",
        "Töleg: haryt kabul edilenden we hasap-faktura berlenden soň 10 bank güni içinde. Resminamalarda şu sargydyň belgisini görkeziň.",
    ]:
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    y += 34
    if y + 40 > bottom:
        y = brk() + 34
    d.sign(m, y, 160, "Direktor", 7.6)
    d.sign(m + 190, y, 150, "Baş hasapçy", 7.6)
    d.sign(r - 150, y, 150, "Üpjün ediji tarapyndan kabul edildi", 7.2)
    d.t(m + 60, y + 26, "M.Ý.", 8, grey=0.35)
    foot()
    out = finish(d, "tk", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind28_tk_satyn_alys_sargydy(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tk)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind28_zh_yinshua_weituo_dingdan,
        blind28_tw_nonghui_zixun_dinggoudan,
        blind28_ko_byeongwon_jinryojaeryo_baljuseo,
        blind28_en_bw_parastatal_po,
        blind28_en_pg_sales_order_ack,
        blind28_en_mu_textile_po_landscape,
        blind28_be_zamova_na_pastauku,
        blind28_tg_farmoishi_harid,
        blind28_mt_ordni_tax_xiri,
        blind28_tk_satyn_alys_sargydy,
    )
}

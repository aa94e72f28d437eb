# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the fit14 split (`fit14_*`), in zh-Hans (two), zh-Hant
(Hong Kong), ja, en-CA, en-ZA, de-DE, fr-CH, it-IT and es-PE.

- fit14_zh_yuanlin_miaomu_caigou: a Chinese landscaping contractor's nursery-stock order (the
  contractor's name and a coloured rule, the order data as a ruled grid or as unruled label /
  value pairs with the project, works number and an enquiry or tender number beside the order
  number, supplier and site-delivery panels in either order, tree lines with 胸径 / 高度 / 冠幅
  columns placed before or after the quantity, freight and a discount, 9 % VAT included, 大写,
  a survival-guarantee retention of 10 %, signature captions and a seal).
- fit14_zh_jianshen_qicai_caigou: a Chinese gym chain's equipment order (a coloured head band,
  portrait or landscape, the order number in a box at the right with the requisition and
  quotation numbers below, the store to deliver to, brand / model / colour lines with a
  discount rate, installation and freight, 13 % VAT included or added, a deposit percentage).
- fit14_hk_xiyi_gongchang_caigou: a Hong Kong commercial laundry's order for detergents and
  packing (bilingual Chinese / English letterhead, the supplier's Chinese name over its English
  one, PO No. with quotation and account numbers, HK$ lines, sub-total / discount / delivery /
  total, the total in English words, "Authorised signature" and the supplier's chop).
- fit14_ja_gyokyo_shizai_chumonsho: a Japanese fisheries co-operative's materials order (注文書
  or 発注書, the supplier with 御中 at the top left, the co-operative with a seal at the right,
  注文番号 with the estimate number and the department, delivery to a harbour shed, nets, rope,
  fish boxes and ice, 小計 / 消費税 10% / 合計 in whole yen, 受領印 box).
- fit14_en_ca_sugar_bush_equipment_po: a Canadian maple-syrup producer's order for tubing and
  evaporator equipment (letter portrait or landscape, PO box with vendor number, quote and
  requisition, Vendor and Ship-To blocks in either order, HST 13 % / 15 % or GST + QST, a deposit
  paid, GST/HST registration number, approval captions).
- fit14_en_za_game_reserve_fencing_po: a South African private game reserve's order for fencing
  and electrification material (the reserve's crest line, the order number with requisition,
  account and cost-centre numbers, supplier / deliver-to / invoice-to blocks, VAT 15 %, rand
  amounts as R 12 345,67 or R12,345.67, B-BBEE level and VAT numbers, signatures).
- fit14_de_feuerwehr_ausruestung_bestellung: a German town's fire-brigade equipment order as a
  DIN letter (sender line, the supplier in the window, the order data at the right with the
  offer, budget-line and award numbers, Pos. / Art.-Nr. lines, Nettobetrag / MwSt. 19 % /
  Gesamtbetrag, "Mit freundlichen Grüßen", the Kämmerei's bank footer).
- fit14_fr_ch_menuiserie_confirmation_commande: a Swiss-French joinery's order confirmation (the
  joinery's letterhead, its own confirmation and offer numbers, the client's order number quoted
  as "Votre commande", the building site, made-to-measure lines, rabais, TVA 8,1 %, a total
  rounded to 5 centimes, a deposit invoice of 30 %, IDE and IBAN).
- fit14_it_caseificio_ordine_materiali: an Italian dairy's order for cheesemaking materials
  (Spett.le and the supplier at the right or left, the order data in a ruled strip with the
  supplier code and offer number, lines at IVA 22 % or 10 %, a VAT summary by rate, Totale
  ordine, payment by RiBa, signature of the buyer and "per accettazione").
- fit14_es_pe_agroexportadora_orden_compra: a Peruvian agricultural exporter's order for
  packing materials (RUC, Orden de Compra N° with requisition, quotation, cost-centre and farm,
  the supplier block with its RUC, Valor de venta / IGV 18 % / Total in S/ or US$, the amount in
  words, an advance payment, signatures).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source read). Truth as in the other modules: the buyer's order
number as printed (never a requisition, enquiry, quotation, tender, contract, project, account,
cost-centre or the seller's own confirmation number; on the seller's confirmation the customer's
order number it quotes); the supplier exactly as printed on its own first line (the vendor; the
seller of a confirmation; never 御中, "Spett.le" or "Attn"); the grand total as "1234.50" (whole
yen as "1234.00"; after discounts, incl. tax, before deposits, advances and retentions; "" when
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
from reportlab.pdfbase.pdfmetrics import stringWidth

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, rgb_box, rgb_text, twice  # noqa: E402
from families_blind14 import es_words  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
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


def en2(v: Decimal) -> str:
    return grouped(v)


def ch(v: Decimal) -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, "'", ".")


def za(v: Decimal) -> str:
    """12 345,67 (South African official style)."""
    return grouped(v, " ", ",")


def r05(v: Decimal) -> Decimal:
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def cpara(pdf: cj.Pdf, x: float, y: float, s: str, size: float, w: float, **kw) -> float:
    """Wrapped CJK text from baseline y; returns the next baseline."""
    for ln in cj.wrap(s, size, w):
        pdf.text(x, y, ln, size, **kw)
        y += size * 1.5
    return y


# --------------------------------------------------------------------------- 1 zh-Hans landscaping contractor's nursery-stock order

YL_CITY = "苏州 杭州 绍兴 南通 湖州 金华 泉州 漳州 佛山 中山 郑州 洛阳 西安 咸阳 成都 绵阳".split()
YL_B = "绿源 青禾 森美 翠景 林苑 嘉木 秀岭 沁园 锦绣 春晖 碧海 丰林 华茂 松涛 花语 景行".split()
YL_BUY = [
    "{c}{b}园林绿化工程有限公司",
    "{c}{b}生态景观建设有限公司",
    "{c}{b}市政园林有限公司",
    "{b}景观工程（{c}）有限公司",
    "{c}{b}园林建设集团有限公司",
]
YL_SUP_FORMED = [
    "{c}{b}苗木有限公司",
    "{c}{b}园艺科技有限公司",
    "{c}{b}苗木种植专业合作社",
    "{c}{b}花木股份有限公司",
    "{c}{b}农业发展有限公司",
]
YL_SUP_BARE = ["{c}{b}花木场", "{c}{b}苗圃", "{c}市{b}苗木经营部"]
YL_PROJ = [
    "{c}{x}公园景观提升工程",
    "{c}{x}道路绿化改造工程（{k}标段）",
    "{x}安置小区景观绿化工程",
    "{c}{x}河道生态修复工程",
    "{x}产业园区绿化配套工程",
]
YL_X = "滨江 湖滨 城南 新城 高铁站前 东部 北郊 金山 凤凰 白鹭".split()
# name, kind (t tree, s shrub, g ground cover), unit, price lo, hi
YL_TREES = [
    ("香樟", "t", "株", 680, 2600),
    ("银杏", "t", "株", 900, 3800),
    ("榉树", "t", "株", 750, 2900),
    ("朴树", "t", "株", 820, 3100),
    ("桂花", "t", "株", 520, 2200),
    ("乌桕", "t", "株", 600, 1900),
    ("日本晚樱", "t", "株", 380, 1300),
    ("红枫", "t", "株", 450, 1600),
    ("紫薇", "t", "株", 260, 980),
    ("金森女贞球", "s", "株", 45, 160),
    ("红叶石楠球", "s", "株", 60, 220),
    ("海桐球", "s", "株", 40, 150),
    ("毛鹃", "g", "m²", 28, 55),
    ("金边黄杨", "g", "m²", 32, 60),
    ("麦冬", "g", "m²", 9, 18),
    ("马尼拉草皮", "g", "m²", 8, 16),
    ("红花檵木", "g", "m²", 30, 62),
]


def _yl_spec(rng: random.Random, kind: str) -> tuple[str, str, str]:
    if kind == "t":
        g = rng.choice([8, 10, 12, 14, 15, 16, 18, 20, 22, 25])
        h = rng.choice([350, 400, 450, 500, 550, 600, 700])
        c = rng.choice([200, 250, 300, 350, 400])
        return f"胸径{g}-{g + 1}", f"{h}-{h + 50}", f"{c}-{c + 50}"
    if kind == "s":
        h = rng.choice([80, 100, 120, 150])
        return "—", f"{h}", f"{h}-{h + 20}"
    return "—", f"{rng.choice([25, 30, 35, 40])}", f"{rng.choice([25, 36, 49])}株/m²"


def _yl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(YL_CITY, 2)
    b1, b2 = rng.sample(YL_B, 2)
    buyer = rng.choice(YL_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, YL_SUP_FORMED, YL_SUP_BARE, 0.25).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "MM{Y}{m}{n3}|CG-{Y}-{n4}|YL{y}{m}{d}{n2}|PO{Y}{n5}")
    proj_no = cj.number(rng, d, "GC-{Y}-{n3}|XM{y}{n4}|{Y}YL{n3}")
    enq = cj.number(rng, d, "XJ{y}{m}{n3}|ZB-{Y}-{n4}|BJ{Y}{m}{n2}")
    enq_lab = cj.pick(rng, "询价单号|招标编号|报价单号")
    proj = rng.choice(YL_PROJ).format(c=c1, x=rng.choice(YL_X), k=rng.randint(1, 5))
    stated = stated_of(rng)
    ink = rng.choice([Color(0.1, 0.45, 0.2), Color(0.2, 0.35, 0.15), black])
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|采购订单号")

    def foot() -> None:
        s_ = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 26, s_, 7.6, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　苗木采购订单（续）", 9, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 9, align="r")
        return 48

    top = rng.choice(["l", "c"])
    bx = m if top == "l" else pdf.w / 2
    pdf.text(bx, 40, buyer, 15, bold=True, colour=ink, align=top)
    pdf.text(
        bx, 54, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY, align=top
    )
    pdf.line(m, 61, right, 61, lw=1.2, colour=ink)
    title = cj.pick(rng, "苗木采购订单|苗木订货单|采购订单（苗木）|苗木采购单")
    pdf.text(pdf.w / 2, 86, title, 16, align="c", bold=True)
    y = 98
    date_s = cj.fdate(d, rng.choice(["cn", "iso", "cn0"]))
    pairs = [
        (po_lab, po),
        ("下单日期", date_s),
        ("项目名称", proj),
        ("工程编号", proj_no),
        (enq_lab, enq),
        ("要求进场", cj.fdate(cj.later(rng, d, 3, 20), "cn")),
    ]
    if rng.random() < 0.5:
        ws = cj.rel(wd, [14, 36, 14, 36])
        rows = [
            [pairs[0][0], pairs[0][1], pairs[1][0], pairs[1][1]],
            [pairs[2][0], pairs[2][1]],
            [pairs[3][0], pairs[3][1], pairs[4][0], pairs[4][1]],
            [pairs[5][0], pairs[5][1], "付款方式", cj.pick(rng, "月结30天|验收后60天|分期付款")],
        ]
        y = kgrid(pdf, m, y, ws, rows, h=18, size=8.4, ink=ink, fill=PALE) + 14
    else:
        order = [0, 1, 2, 3, 4, 5] if rng.random() < 0.5 else [2, 3, 0, 4, 1, 5]
        half = wd / 2
        for k, i in enumerate(order):
            lab, val = pairs[i]
            x = m if k % 2 == 0 else m + half
            yy = y + 10 + (k // 2) * 15
            pdf.text(x, yy, f"{lab}：", 8.6, colour=ink)
            pdf.text(x + 64, yy, val, 8.6, maxw=half - 70)
        y += 10 + 3 * 15 + 6
    # supplier and site panels
    pw = (wd - 14) / 2
    sup_lab = cj.pick(rng, "供应商|供货方|乙方（供方）|卖方")
    sp = [
        (sup_lab, [sup, f"联系人：{cj.person(rng)}　{cj.mobile(rng)}", f"地址：{cj.zh_addr(rng)}"]),
        (
            cj.pick(rng, "收货信息|送货地点|交货地点"),
            [
                f"{proj}项目部",
                f"现场负责人：{cj.person(rng)}　{cj.mobile(rng)}",
                f"{cj.zh_addr(rng)}（施工现场）",
            ],
        ),
    ]
    if rng.random() < 0.35:
        sp.reverse()
    for k, (lab, lines) in enumerate(sp):
        x = m + k * (pw + 14)
        pdf.rect(x, y, pw, 62, stroke=ink, lw=0.6)
        pdf.rect(x, y, pw, 15, fill=PALE, stroke=None)
        pdf.text(x + 5, y + 11, lab, 8.6, bold=True, colour=ink)
        for j, ln in enumerate(lines):
            pdf.text(x + 5, y + 28 + j * 13, ln, 9 if j == 0 else 7.8, bold=j == 0, maxw=pw - 10)
    y += 74
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 32])
    items = []
    for it, q, p, a in more_lines(
        rng,
        YL_TREES,
        n,
        [5, 8, 10, 12, 20, 30, 50, 120, 300],
        ["（补植）", "（二区）", "（精品）"],
        places=0,
    ):
        g, h, c = _yl_spec(rng, it[1])
        items.append(((it[0], g, h, c, f"{q:,.0f}", it[2], cj.money(p), cj.money(a)), a))
    spec_first = rng.random() < 0.6
    if spec_first:
        heads = [
            "序号",
            "苗木名称",
            "胸径(cm)",
            "高度(cm)",
            "冠幅(cm)",
            "数量",
            "单位",
            "单价(元)",
            "金额(元)",
        ]
        body = [([str(i), *c], a) for i, (c, a) in enumerate(items, 1)]
        ws = cj.rel(wd, [5, 15, 12, 10, 11, 9, 6, 12, 15])
        al = "clcccrcrr"
    else:
        heads = [
            "序号",
            "苗木名称",
            "数量",
            "单位",
            "胸径(cm)",
            "高度(cm)",
            "冠幅(cm)",
            "单价(元)",
            "金额(元)",
        ]
        body = [
            ([str(i), c[0], c[4], c[5], c[1], c[2], c[3], c[6], c[7]], a)
            for i, (c, a) in enumerate(items, 1)
        ]
        ws = cj.rel(wd, [5, 15, 9, 6, 12, 10, 11, 12, 15])
        al = "clrccccrr"
    if not stated:
        body = [([*c[:-2], "按合同价", ""], ZERO) for c, _ in body]
    y = ctable(pdf, m, y, ws, heads, body, al, rowh=17, size=7.8, bottom=bottom, brk=brk, fill=PALE)
    sub = sum((a for _, a in items), ZERO)
    freight = Decimal(rng.choice([0, 0, 800, 1200, 1500, 2600, 3800]))
    disc = Decimal(rng.choice([0, 0, 0, 200, 500, 1000])) if sub > 5000 else ZERO
    total = sub + freight - disc
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rx = right - 200
        rows_ = [("苗木金额小计", cj.money(sub))]
        if freight:
            rows_.append(("运输及装卸费", cj.money(freight)))
        if disc:
            rows_.append(("优惠", f"-{cj.money(disc)}"))
        rows_.append(("订单总金额（含9%增值税）", cj.money(total)))
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            pdf.text(rx, y + 10, lab, 9 if last else 8.4, bold=last)
            pdf.text(
                right, y + 10, f"¥{v}" if last else v, 9.6 if last else 8.4, align="r", bold=last
            )
            y += 15
        pdf.text(m, y + 10, f"大写：人民币{cj.daxie(total)}", 8.6)
        y += 18
        ret = r2(total * Decimal("0.1"))
        pdf.text(
            m,
            y + 10,
            f"付款约定：苗木进场验收后付至80%，成活率质保金10%（¥{cj.money(ret)}）养护期满一年后无息支付。",
            8,
            maxw=wd,
        )
        y += 18
    else:
        pdf.text(m, y + 10, "金额：按双方签订的苗木供应合同单价及实际进场数量结算。", 8.6)
        y += 22
    terms = [
        "苗木须为容器苗或带土球全冠苗，土球规格不小于胸径的8倍，无病虫害、无机械损伤。",
        "随车须附植物检疫证书及苗木出圃单，送货单注明本订单编号。",
        "规格不符或枯死苗木由供方负责无偿更换，成活率须达到98%以上。",
    ]
    keep = [t for t in terms if rng.random() < 0.7] or terms[:1]
    for k, t in enumerate(keep, 1):
        t = f"{k}. {t}"
        if y + 16 > bottom:
            y = brk()
        y = cpara(pdf, m, y + 8, t, 7.8, wd, colour=GREY) - 6
    if y + 80 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, "采购方（盖章）：", 8.6)
    pdf.text(m + wd / 2, y, cj.pick(rng, "供方确认（盖章）：|供应商签收：|乙方确认："), 8.6)
    pdf.text(m, y + 18, f"采购员：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 2, y + 18, "签字：", 8.4)
    pdf.text(m, y + 34, f"审批：{cj.person(rng)}", 8.4)
    if rng.random() < 0.7:
        pdf.stamp(m + 120, y + 6, buyer, rng, caption=cj.pick(rng, "合同专用章|采购专用章"), r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit14_zh_yuanlin_miaomu_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yl)


# --------------------------------------------------------------------------- 2 zh-Hans gym chain's equipment order

JS_CITY = "北京 上海 深圳 广州 南京 杭州 成都 重庆 武汉 西安 天津 青岛 宁波 长沙 郑州 厦门".split()
JS_B = "力动 铁馆 燃力 超越 型动 悦跑 劲驰 乐刻 动感 健将 威力 耐力 速跃 活力 巅峰 动界".split()
JS_BUY = [
    "{c}{b}健身管理有限公司",
    "{c}{b}体育文化发展有限公司",
    "{b}健身（{c}）连锁有限公司",
    "{c}{b}运动科技有限公司",
]
JS_SUP_FORMED = [
    "{c}{b}健身器材有限公司",
    "{c}{b}体育用品股份有限公司",
    "{b}运动器械（{c}）有限公司",
    "{c}{b}体育设施工程有限公司",
]
JS_SUP_BARE = ["{c}{b}体育器材商行", "{c}{b}健身器材经营部"]
JS_STORE = "万达广场店 中心店 科技园店 大学城店 江北店 滨江店 东站店 万象城店 金融城店".split()
# name, model prefix, unit, lo, hi
JS_ITEMS = [
    ("商用跑步机", "T9-", "台", 12800, 26800),
    ("椭圆机", "E7-", "台", 8600, 16800),
    ("动感单车", "S5-", "台", 2600, 5800),
    ("划船机", "R3-", "台", 5200, 9800),
    ("史密斯机", "SM-", "台", 9800, 18600),
    ("龙门架综合训练器", "LM-", "套", 16800, 32000),
    ("可调哑铃凳", "DB-", "张", 980, 2300),
    ("包胶哑铃 2.5-50kg", "YL-", "套", 6800, 15800),
    ("奥杆 20kg", "OB-", "根", 880, 2100),
    ("杠铃片 包胶 1.25-25kg", "GP-", "套", 3600, 7800),
    ("深蹲架", "SQ-", "台", 4200, 9600),
    ("坐姿推胸训练器", "CP-", "台", 7800, 14600),
    ("高位下拉训练器", "LP-", "台", 7600, 14200),
    ("腿部伸展训练器", "LE-", "台", 7200, 13800),
    ("橡胶地垫 15mm", "DM-", "m²", 68, 160),
    ("壶铃 4-32kg", "KB-", "套", 2400, 5200),
]
JS_COLOUR = "黑色 银灰 哑光黑 白色 红黑 定制色".split()


def _js(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    c1, c2 = rng.sample(JS_CITY, 2)
    b1, b2 = rng.sample(JS_B, 2)
    buyer = rng.choice(JS_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, JS_SUP_FORMED, JS_SUP_BARE, 0.15).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{d}{n3}|JS-CG-{Y}-{n4}|CG{y}{m}{n4}|{Y}{m}{n5}")
    req = cj.number(rng, d, "QG{Y}{m}{n3}|SQ-{y}{m}-{n3}")
    quo = cj.number(rng, d, "BJ{y}{m}{d}{n2}|Q-{Y}{n4}")
    stated = stated_of(rng)
    incl = rng.random() < 0.6
    ink = rng.choice([Color(0.85, 0.35, 0.05), Color(0.1, 0.1, 0.1), Color(0.0, 0.5, 0.55)])
    page = [1]
    po_lab = cj.pick(rng, "采购单号|订单编号|PO号")
    store = f"{c1}{rng.choice(JS_STORE)}"

    def foot() -> None:
        s_ = f"- {page[0]} / {of} -" if of else f"- {page[0]} -"
        pdf.text(pdf.w / 2, pdf.h - 22, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.rect(0, 0, pdf.w, 30, fill=ink, stroke=None)
        pdf.text(m, 20, f"{buyer}　采购订单（续页）", 9.6, bold=True, colour=Color(1, 1, 1))
        pdf.text(right, 20, f"{po_lab}：{po}", 9.6, align="r", colour=Color(1, 1, 1))
        return 44

    pdf.rect(0, 0, pdf.w, 58, fill=ink, stroke=None)
    white = Color(1, 1, 1)
    pdf.text(m, 28, buyer, 15, bold=True, colour=white)
    pdf.text(
        m,
        44,
        f"{cj.zh_addr(rng)}　客服：400-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
        7.8,
        colour=white,
    )
    pdf.text(
        right,
        36,
        cj.pick(rng, "采购订单|设备采购订单|器材采购单"),
        17,
        align="r",
        bold=True,
        colour=white,
    )
    # box at the right
    bw = 200
    bx = right - bw
    y = 72
    pdf.rect(bx, y, bw, 24, stroke=ink, lw=1.2)
    pdf.text(bx + 6, y + 16, f"{po_lab}", 8.4, colour=ink)
    pdf.text(bx + bw - 6, y + 16, po, 10.5, align="r", bold=True)
    yy = y + 38
    side = [
        ("下单日期", cj.fdate(d, rng.choice(["iso", "slash", "cn"]))),
        (cj.pick(rng, "请购单号|申请单号"), req),
        ("报价单号", quo),
        ("交货日期", cj.fdate(cj.later(rng, d, 10, 35), "iso")),
    ]
    if rng.random() < 0.5:
        side[1], side[2] = side[2], side[1]
    for lab, v in side:
        pdf.text(bx, yy, f"{lab}：", 8.2, colour=GREY)
        pdf.text(bx + bw, yy, v, 8.2, align="r")
        yy += 13
    # supplier block left
    sup_lab = cj.pick(rng, "供应商|供应商名称|致")
    sy = 84
    pdf.text(m, sy, f"{sup_lab}：" if sup_lab != "致" else "致：", 8.4, colour=ink)
    pdf.text(m, sy + 16, sup, 11, bold=True)
    sw = bx - m - 20
    for k, ln in enumerate(
        [
            f"联系人：{cj.person(rng)}　电话：{cj.zh_tel(rng)}",
            f"地址：{cj.zh_addr(rng)}",
            f"统一社会信用代码：{cj.credit_code(rng)}"
            if rng.random() < 0.6
            else f"邮箱：sales{rng.randint(1, 99)}@{rng.choice(['fit', 'sport', 'gym'])}{rng.randint(10, 99)}.cn",
        ]
    ):
        pdf.text(m, sy + 31 + k * 12.5, ln, 7.8, colour=GREY, maxw=sw)
    y = max(yy, sy + 70) + 8
    pdf.line(m, y, right, y, lw=0.4, colour=GREY)
    pdf.text(
        m,
        y + 14,
        f"收货门店：{buyer.replace('有限公司', '')}{store}　收货人：{cj.person(rng)} {cj.mobile(rng)}",
        8.2,
        maxw=wd,
    )
    pdf.text(m, y + 28, f"发票抬头：{buyer}　税号：{cj.credit_code(rng)}", 8.2, maxw=wd)
    y += 40
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [28, 34] if not land else [20, 24])
    items = []
    disc_amt = ZERO
    for it, q, p, a in more_lines(
        rng,
        JS_ITEMS,
        n,
        [1, 2, 2, 4, 6, 8, 10, 20],
        ["（加配）", "（新店）", "（替换）"],
        places=0,
        big=9000,
    ):
        rate = rng.choice([100, 100, 95, 90, 88, 85])
        net = r2(a * rate / 100)
        disc_amt += a - net
        model = f"{it[1]}{rng.randint(100, 990)}"
        items.append(
            (
                (
                    it[0],
                    model,
                    rng.choice(JS_COLOUR),
                    f"{q:,.0f}",
                    it[2],
                    cj.money(p),
                    f"{rate}%",
                    cj.money(net),
                ),
                net,
            )
        )
    heads = ["序号", "品名", "型号", "颜色", "数量", "单位", "单价", "折扣", "折后金额"]
    body = [([str(i), *c], a) for i, (c, a) in enumerate(items, 1)]
    if not stated:
        body = [([*c[:6], "—", "—", "—"], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 20, 10, 8, 6, 5, 11, 7, 13]),
        heads,
        body,
        "cllccrrcr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    goods = sum((a for _, a in items), ZERO)
    inst = Decimal(rng.choice([0, 0, 500, 1200, 2000, 3500]))
    frt = Decimal(rng.choice([0, 0, 300, 600, 800]))
    base = goods + inst + frt
    tax = r2(base - base / Decimal("1.13")) if incl else r2(base * Decimal("0.13"))
    total = base if incl else base + tax
    if y + 140 > bottom:
        y = brk()
    y += 10
    if stated:
        rows_ = [("商品金额（折后）", cj.money(goods))]
        if disc_amt:
            rows_.insert(0, ("已优惠", cj.money(disc_amt)))
        if inst:
            rows_.append(("安装调试费", cj.money(inst)))
        if frt:
            rows_.append(("运费", cj.money(frt)))
        if incl:
            rows_.append(("应付总额（含13%增值税）", f"¥{cj.money(total)}"))
            rows_.append(("其中：税额", cj.money(tax)))
        else:
            rows_.append(("增值税 13%", cj.money(tax)))
            rows_.append(("价税合计", f"¥{cj.money(total)}"))
        rx = right - 220
        for lab, v in rows_:
            big = v.startswith("¥")
            pdf.text(rx, y + 10, lab, 9 if big else 8.2, bold=big, colour=ink if big else black)
            pdf.text(right, y + 10, v, 10 if big else 8.2, align="r", bold=big)
            y += 15
        if rng.random() < 0.5:
            pdf.text(m, y + 10, f"合计大写：{cj.daxie(total)}", 8.4)
            y += 16
        pct = rng.choice([0, 30, 30, 50])
        if pct:
            pdf.text(
                m,
                y + 10,
                f"付款方式：下单后支付{pct}%定金 ¥{cj.money(r2(total * pct / 100))}，安装验收合格后支付余款。",
                8.2,
                maxw=wd,
            )
            y += 16
    else:
        pdf.text(m, y + 10, "价格：执行年度框架协议价，以对账单为准。", 8.6)
        y += 20
    for t in [
        "备注：器材须于门店营业时间外送货安装，安装后清理现场；质保期内（整机2年，电机5年）48小时上门维修。",
        "送货单、发票请注明本采购单号，否则财务不予付款。",
    ]:
        if y + 16 > bottom:
            y = brk()
        y = cpara(pdf, m, y + 10, t, 7.8, wd, colour=GREY) - 8
    if y + 70 > bottom:
        y = brk()
    y += 34
    cols_ = ["采购：" + cj.person(rng), "店长确认：", "财务审核：", "供应商确认（签章）："]
    cw = wd / 4
    for k, cap in enumerate(cols_):
        pdf.line(m + k * cw, y, m + k * cw + cw - 14, y, lw=0.4)
        pdf.text(m + k * cw, y + 12, cap, 8)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit14_zh_jianshen_qicai_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _js)


# --------------------------------------------------------------------------- 3 zh-Hant HK commercial laundry's order for detergents and packing

HK_LAUNDRY = [
    ("{b}洗衣工場有限公司", "{e} Laundry Factory Limited"),
    ("{b}布草洗滌服務有限公司", "{e} Linen Services Limited"),
    ("{b}洗衣有限公司", "{e} Laundry Company Limited"),
    ("{b}酒店布草洗熨有限公司", "{e} Hotel Linen Care Limited"),
]
HK_B = [
    ("新興", "Sun Hing"),
    ("永昌", "Wing Cheong"),
    ("德和", "Tak Wo"),
    ("利豐", "Lee Fung"),
    ("嘉美", "Ka Mei"),
    ("金輝", "Kam Fai"),
    ("萬達", "Man Tat"),
    ("寶華", "Po Wah"),
    ("信誠", "Shun Shing"),
    ("大昌", "Tai Cheong"),
    ("恒通", "Hang Tung"),
    ("富源", "Fu Yuen"),
]
HK_SUP = [
    ("{b}化工有限公司", "{e} Chemical Co., Ltd."),
    ("{b}清潔用品有限公司", "{e} Cleaning Supplies Limited"),
    ("{b}包裝材料有限公司", "{e} Packaging Materials Limited"),
    ("{b}貿易公司", "{e} Trading Company"),
    ("{b}五金洗衣器材行", "{e} Laundry Equipment Store"),
]
HK_AREA = "葵涌 荃灣 觀塘 柴灣 火炭 屯門 元朗 長沙灣 新蒲崗 土瓜灣".split()
HK_ITEMS = [
    ("主洗粉 Main Wash Powder", "20kg/桶", "桶", 380, 620),
    ("液體洗衣劑 Liquid Detergent", "20L", "桶", 320, 560),
    ("含氯漂白水 Chlorine Bleach", "20L", "桶", 95, 180),
    ("氧漂劑 Oxygen Bleach", "25kg", "包", 420, 760),
    ("柔順劑 Softener", "20L", "桶", 210, 390),
    ("中和劑 Sour / Neutraliser", "20L", "桶", 260, 450),
    ("上漿劑 Starch", "25kg", "包", 280, 520),
    ("去漬油 Stain Remover", "5L", "罐", 150, 290),
    ("膠衣架 Plastic Hanger", "100個/箱", "箱", 120, 260),
    ("鐵線衣架 Wire Hanger", "500個/箱", "箱", 210, 380),
    ("乾洗套 Poly Garment Cover", '24"x40" 500張', "卷", 160, 320),
    ("布草袋 Linen Bag", "尼龍 大號", "個", 38, 85),
    ("洗衣網袋 Wash Net", "60x90cm", "個", 18, 42),
    ("燙床布 Ironer Cover", "3m 機用", "條", 680, 1500),
    ("標籤紙 Tag Label", "1000張/盒", "盒", 45, 95),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    (b1, e1), (b2, e2) = rng.sample(HK_B, 2)
    bz, be = rng.choice(HK_LAUNDRY)
    buyer, buyer_en = bz.format(b=b1), be.format(e=e1)
    sz, se = rng.choice(HK_SUP)
    sup, sup_en = sz.format(b=b2), se.format(e=e2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n4}|PO-{Y}-{n4}|{y}{n5}|LF/PO/{n4}")
    quo = cj.number(rng, d, "Q{y}{m}{n3}|QT-{n5}")
    acc = cj.number(rng, d, "C{n5}|AC-{n4}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "訂單編號 PO No.|採購單號 P.O. No.|PO No. 訂單號碼")

    def foot() -> None:
        s_ = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        pdf.text(right, pdf.h - 26, s_, 7.4, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}  採購訂單（續）Purchase Order (cont'd)", 9, bold=True)
        pdf.text(right, 36, f"{po_lab}: {po}", 9, align="r")
        return 48

    cen = rng.random() < 0.5
    hx, ha = (pdf.w / 2, "c") if cen else (m, "l")
    pdf.text(hx, 40, buyer, 15, bold=True, align=ha)
    pdf.text(hx, 55, buyer_en.upper() if rng.random() < 0.5 else buyer_en, 9.4, align=ha)
    pdf.text(
        hx,
        68,
        f"香港新界{rng.choice(HK_AREA)}工業街{rng.randint(1, 60)}號{rng.randint(2, 18)}樓  Tel: {cj.hk_tel(rng)}  Fax: {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
        align=ha,
    )
    pdf.line(m, 76, right, 76, lw=0.8)
    pdf.text(pdf.w / 2, 100, "採購訂單 PURCHASE ORDER", 14, align="c", bold=True)
    y = 116
    # supplier left, refs right
    lw_ = wd * 0.55
    pdf.text(m, y + 8, cj.pick(rng, "供應商 Supplier:|To 致:|Vendor 供應商:"), 8.2, colour=GREY)
    lines = [
        sup,
        sup_en,
        f"香港{rng.choice(HK_AREA)}{rng.choice(['道', '街'])}{rng.randint(1, 200)}號",
        f"Attn: {cj.person(rng, 'zh-Hant')}  Tel: {cj.hk_tel(rng)}",
    ]
    if rng.random() < 0.25:
        lines = [sup, lines[2], lines[3]]
    for k, ln in enumerate(lines):
        pdf.text(m, y + 24 + k * 13, ln, 10 if k == 0 else 8, bold=k == 0, maxw=lw_ - 10)
    refs = [
        (po_lab, po),
        ("日期 Date", cj.fdate(d, "hk")),
        ("報價單 Quotation No.", quo),
        ("客戶編號 A/C No.", acc),
        ("交貨日期 Delivery", cj.fdate(cj.later(rng, d, 3, 14), "hk")),
    ]
    rx = m + lw_
    for k, (lab, v) in enumerate(refs):
        pdf.text(rx, y + 8 + k * 14, lab, 8, colour=GREY if k else black, bold=k == 0)
        pdf.text(right, y + 8 + k * 14, v, 8.6 if k else 9.6, align="r", bold=k == 0)
    y += 24 + len(lines) * 13 + 10
    y = max(y, 116 + 5 * 14 + 10)
    pdf.text(
        m,
        y + 6,
        f"送貨地址 Deliver to: {rng.choice(HK_AREA)}廠房 {buyer}（收貨時間 9:00-17:00）",
        8,
        maxw=wd,
    )
    y += 18
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9], [30, 36])
    items = more_lines(
        rng, HK_ITEMS, n, [2, 4, 5, 10, 12, 20, 30, 50], ["(補貨)", "(分店)", "(特價)"]
    )
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", it[2], cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(items, 1)
    ]
    heads = [
        "項目\nItem",
        "貨品名稱 Description",
        "規格 Spec.",
        "數量\nQty",
        "單位\nUnit",
        "單價 HK$\nUnit Price",
        "金額 HK$\nAmount",
    ]
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 32, 15, 7, 7, 14, 15]),
        heads,
        body,
        "cllrcrr",
        rowh=17,
        size=7.6,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=24,
    )
    sub = sum((a for *_, a in items), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5]) / 100))
    dlv = Decimal(rng.choice([0, 0, 0, 150, 250, 300]))
    total = sub - disc + dlv
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("小計 Sub-total", cj.money(sub))]
        if disc:
            rows_.append(("折扣 Less: Discount", f"({cj.money(disc)})"))
        if dlv:
            rows_.append(("運費 Delivery charge", cj.money(dlv)))
        rows_.append(("總額 TOTAL HK$", cj.money(total)))
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            pdf.text(right - 200, y + 10, lab, 8.6, bold=last)
            pdf.text(right, y + 10, v, 9.4 if last else 8.4, align="r", bold=last)
            if last:
                pdf.line(right - 90, y - 1, right, y - 1, lw=0.6)
                pdf.line(right - 90, y + 14, right, y + 14, lw=0.6)
            y += 15
        words = cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS")
        y = cpara(pdf, m, y + 10, words, 7.8, wd) - 2
    else:
        pdf.text(m, y + 10, "價格按雙方協定價目表 Prices as per agreed price list.", 8.2)
        y += 20
    for t in [
        "付款條件 Payment: 月結 30 天 30 days after statement.",
        "請於送貨單及發票上註明本訂單編號 Please quote our PO number on all delivery notes and invoices.",
        "化學品須附安全資料表 (SDS)。",
    ]:
        if y + 16 > bottom:
            y = brk()
        y = cpara(pdf, m, y + 8, t, 7.6, wd, colour=GREY) - 6
    if y + 80 > bottom:
        y = brk()
    y += 40
    pdf.line(m, y, m + 170, y, lw=0.5)
    pdf.text(m, y + 12, f"For and on behalf of {buyer_en}", 7.6)
    pdf.text(m, y + 24, "Authorised Signature 授權簽署", 7.6)
    pdf.line(right - 170, y, right, y, lw=0.5)
    pdf.text(right - 170, y + 12, "供應商確認 Supplier's Acknowledgement", 7.6)
    pdf.text(right - 170, y + 24, "(公司印章 Company Chop)", 7.6)
    if rng.random() < 0.5:
        pdf.stamp(m + 80, y - 16, buyer, rng, caption="", shape="oval", r=38)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit14_hk_xiyi_gongchang_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja fisheries co-operative's materials order

GK_PLACE = "気仙沼 石巻 銚子 焼津 境港 枕崎 稚内 釧路 八戸 宮古 下関 唐津".split()
GK_BUY = ["{p}漁業協同組合", "{p}市漁業協同組合", "{p}湾漁業協同組合", "JF{p}漁協"]
GK_SUP_FORMED = [
    "株式会社{b}漁網",
    "{b}漁具株式会社",
    "{b}産業株式会社",
    "有限会社{b}製氷",
    "{b}資材株式会社",
    "株式会社{b}商事",
]
GK_SUP_BARE = ["{b}漁具店", "{b}船具店", "{b}商店"]
GK_B = "丸松 大洋 三洋 北進 日東 海光 丸栄 東洋 共栄 新和 第一 協和".split()
GK_ITEMS = [
    ("定置網 補修用網地", "ナイロン 210D/30本", "反", 18000, 42000),
    ("ロープ クレモナ", "φ18mm×200m", "巻", 16000, 38000),
    ("ロープ PP", "φ12mm×200m", "巻", 6800, 14000),
    ("浮子（アバ）", "発泡 φ150", "個", 380, 980),
    ("沈子（イワ）", "鉛 500g", "個", 420, 900),
    ("発泡スチロール魚箱", "5kg用 蓋付", "ケース", 2200, 4200),
    ("砕氷", "1t", "t", 4800, 9500),
    ("船舶用エンジンオイル", "20L", "缶", 9800, 16800),
    ("ゴム長靴 漁業用", "各サイズ", "足", 2600, 5800),
    ("胴付き長靴", "合羽付", "着", 7800, 14800),
    ("トロ箱", "PP 40L", "個", 980, 1800),
    ("鮮魚用保冷剤", "1kg", "個", 180, 420),
    ("網針・補修用糸", "ナイロン 20番", "kg", 2800, 5200),
    ("救命胴衣", "国交省型式承認品", "着", 9800, 18500),
]


def _gk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    pl = rng.choice(GK_PLACE)
    buyer = rng.choice(GK_BUY).format(p=pl)
    sup = bare_or(rng, GK_SUP_FORMED, GK_SUP_BARE, 0.2).format(b=rng.choice(GK_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}-{n4}|GK{y}{m}{n3}|{n6}|{y}{m}{d}-{n2}")
    est = cj.number(rng, d, "M{y}{m}{n3}|見積{n4}|E-{n5}")
    stated = stated_of(rng)
    ys = rng.randint(0, 2)
    page = [1]
    title = cj.pick(rng, "注文書|発注書|注 文 書")
    po_lab = cj.pick(rng, "注文番号|発注番号|注文No.|発注No.")

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title.replace(' ', '')}（続き）　{sup} 御中", 9, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 9, align="r")
        return 48

    pdf.text(pdf.w / 2, 48, title, 18, align="c", bold=True, space=2)
    pdf.line(pdf.w / 2 - 70, 54, pdf.w / 2 + 70, 54, lw=0.8)
    # number box at right
    bw = 180
    rows = [
        [po_lab, po],
        ["注文日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))],
        ["見積番号", est],
    ]
    if rng.random() < 0.4:
        rows.append(["担当部署", rng.choice(["購買部", "指導購買課", "総務課", "市場課"])])
    kgrid(pdf, right - bw, 66, [70, bw - 70], rows, h=16, size=8, labels=(0,), fill=PALE)
    # supplier at left
    pdf.text(m, 84, sup, 13, bold=True)
    sw = min(stringWidth(sup, cj.FONT_NAME, 13), wd - bw - 50)
    pdf.text(m + sw + 6, 84, "御中", 11)
    pdf.line(m, 88, m + sw + 30, 88, lw=0.6)
    pdf.text(m, 104, "下記の通り注文いたします。", 8.6)
    y = 66 + 16 * len(rows) + 12
    # buyer block right
    bl = [
        buyer,
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}  FAX {cj.ja_tel(rng)}",
        f"担当：{cj.person(rng, 'ja')}",
    ]
    for k, ln in enumerate(bl):
        pdf.text(right - bw, y + 10 + k * 12, ln, 10 if k == 0 else 7.6, bold=k == 0, maxw=bw)
    if rng.random() < 0.8:
        pdf.stamp(right - 18, y + 12, f"{pl}漁協", rng, shape="square", r=18)
    y = max(y + 10 + len(bl) * 12, 120) + 8
    # condition grid
    cond = [
        [
            "納入場所",
            f"{pl}漁港 {rng.choice(['荷捌き所', '第2市場', '製氷冷蔵施設', '組合倉庫'])}",
            "納期",
            cj.fdate(cj.later(rng, d, 5, 25), "cn"),
        ],
        [
            "支払条件",
            rng.choice(["月末締め翌月末払い", "納品後30日 振込", "翌月20日 振込"]),
            "運賃",
            rng.choice(["貴社負担", "元払い", "込み"]),
        ],
    ]
    y = kgrid(pdf, m, y, cj.rel(wd, [12, 38, 12, 38]), cond, h=17, size=8, fill=PALE) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [28, 34])
    items = more_lines(
        rng, GK_ITEMS, n, [1, 2, 3, 5, 10, 20, 50], ["（追加）", "（予備）", "（2号船）"], places=0
    )
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", it[2], w0(p), w0(a)], a)
        for i, (it, q, p, a) in enumerate(items, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 30, 22, 8, 7, 13, 15]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in items), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    if y + 90 > bottom:
        y = brk()
    if stated:
        rw = [60, 110]
        rows_ = [
            ["小計", cj.yen(sub, ys)],
            ["消費税(10%)", cj.yen(tax, ys)],
            ["合計金額", cj.yen(total, ys)],
        ]
        y = (
            kgrid(
                pdf,
                right - sum(rw),
                y + 8,
                rw,
                rows_,
                h=18,
                size=8.6,
                labels=(0,),
                fill=PALE,
                align="lr",
            )
            + 8
        )
    else:
        y = cpara(
            pdf,
            m,
            y + 18,
            "※単価は年間契約単価によります。金額は納品時の請求書にてご確認ください。",
            8,
            wd,
        )
    for t in [
        "備考：納品書・請求書には必ず注文番号をご記入ください。",
        "魚箱は水揚げ前日の午前中までに納入のこと。",
    ]:
        if y + 16 > bottom:
            y = brk()
        y = cpara(pdf, m, y + 12, t, 7.8, wd, colour=GREY) - 8
    if y + 70 > bottom:
        y = brk()
    y += 20
    bw2 = 52
    for k, cap in enumerate(["組合長", "参事", "担当", "受領印"]):
        x = right - (4 - k) * bw2
        pdf.rect(x, y, bw2, 14, fill=PALE)
        pdf.rect(x, y + 14, bw2, 40)
        pdf.text(x + bw2 / 2, y + 10, cap, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, r0(total))
    return out if stated else none_meta(out)


def fit14_ja_gyokyo_shizai_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gk)


# --------------------------------------------------------------------------- 5 en-CA maple-syrup producer's tubing and evaporator order

MP_A = "Beaver Creek|Sugar Hill|Maple Ridge|Cedar Hollow|Northwoods|Birch Lane|Timberline|Stonewall|Sap Run|Red Pine|Lakefield|Hidden Valley|Golden Leaf|Old Mill".split(
    "|"
)
MP_BUY = [
    "{a} Maple Farms Inc.",
    "{a} Sugarbush Ltd.",
    "{a} Maple Co-operative",
    "{a} Family Maple Inc.",
    "{a} Syrup Producers Ltd.",
]
MP_SUP_FORMED = [
    "{a} Maple Equipment Ltd.",
    "{a} Sugaring Supply Inc.",
    "{a} Evaporators Inc.",
    "{a} Agri-Maple Distribution Ltd.",
    "{a} Tubing Systems Corp.",
]
MP_SUP_BARE = ["{a} Evaporator Works", "{a} Sugar Shack Supply", "{a} Maple Supply"]
MP_PROV = [
    (
        "ON",
        ["Lanark", "Perth", "Bancroft", "Huntsville", "Orangeville"],
        [("HST 13%", Decimal("0.13"))],
    ),
    (
        "QC",
        ["Sherbrooke", "Saint-Georges", "Plessisville", "Lac-Mégantic"],
        [("GST 5%", Decimal("0.05")), ("QST 9.975%", Decimal("0.09975"))],
    ),
    ("NB", ["Edmundston", "Saint-Quentin", "Woodstock"], [("HST 15%", Decimal("0.15"))]),
    ("NS", ["Truro", "Amherst", "Antigonish"], [("HST 14%", Decimal("0.14"))]),
]
MP_ITEMS = [
    ('5/16" maple tubing, 500 ft roll, blue', "ROLL", 58, 96),
    ('3/16" natural vacuum tubing, 1000 ft', "ROLL", 95, 160),
    ('1" mainline HDPE, 500 ft', "ROLL", 180, 320),
    ('Polycarbonate spouts 5/16", bag of 100', "BAG", 32, 58),
    ('Drop line assemblies, 30", bag of 50', "BAG", 72, 125),
    ("Stainless wire 12.5 ga, 4000 ft", "EA", 85, 150),
    ("Mainline fittings kit (tees, saddles)", "KIT", 140, 260),
    ("Releaser, stainless, 1 HP pump", "EA", 2400, 4600),
    ("Vacuum pump, oil-free, 3 HP", "EA", 4800, 8900),
    ('Reverse osmosis membrane 8" x 40"', "EA", 1350, 2400),
    ("Evaporator flue pan 3' x 10'", "EA", 5600, 11800),
    ("Syrup filter press cartridges (pack 12)", "PK", 95, 180),
    ("Stainless syrup drum 40 gal", "EA", 260, 420),
    ("Glass maple-leaf bottles 250 ml (case 24)", "CS", 38, 66),
    ("Plastic jugs 1 L, case of 20", "CS", 24, 42),
    ("Hydrometer and cup set", "EA", 42, 78),
]


def _mp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(letter) if land else letter, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    a1, a2 = rng.sample(MP_A, 2)
    buyer = rng.choice(MP_BUY).format(a=a1)
    sup = bare_or(rng, MP_SUP_FORMED, MP_SUP_BARE, 0.25).format(a=a2)
    prov, towns, taxes = rng.choice(MP_PROV)
    town = rng.choice(towns)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-#####", "#####", f"{dt.year}-####", "MF####", "P0####-@"]))
    quote = la.digits(rng, rng.choice(["Q-#####", "QT######", "EST-####"]))
    req = la.digits(rng, rng.choice(["REQ-####", "R####"]))
    vend = la.digits(rng, rng.choice(["V####", "SUP-###", "#####"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["iso", "usl", "dmy"]))  # noqa: E731
    po_lab = la.pick(rng, "PO #|P.O. Number|Purchase Order No.|PO Number")
    accent = rng.choice([(0.55, 0.2, 0.05), (0.1, 0.3, 0.15), (0.15, 0.15, 0.15)])
    gst_no = la.digits(rng, "#########")

    def foot() -> None:
        d.t(
            r,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.2,
            al="r",
            grey=0.35,
        )
        d.t(m, d.h - 30, f"GST/HST Reg. No. {gst_no} RT0001", 7.2, grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} - Purchase Order {po} (continued)", 9, b=True)
        return 58

    rgb_text(d, m, 50, buyer, 16, accent)
    d.lines(
        m,
        56,
        [
            f"{rng.randint(100, 9999)} Concession {rng.randint(2, 14)}, {town}, {prov}  {la.digits(rng, '@#@ #@#')}",
            f"Tel. ({rng.randint(204, 905)}) {la.digits(rng, '###-####')}   orders@{a1.lower().replace(' ', '')}maple.ca",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 50, "PURCHASE ORDER", 17, b=True, al="r")
    # PO box at the right
    bw = 210
    bx = r - bw
    pairs = [
        (po_lab, po),
        ("Date", df(dt)),
        ("Vendor #", vend),
        ("Quote Ref.", quote),
        ("Requisition", req),
    ]
    if rng.random() < 0.4:
        pairs[3], pairs[4] = pairs[4], pairs[3]
    y = 80
    d.box(bx, y, bw, 14 * len(pairs) + 6)
    for k, (lab, v) in enumerate(pairs):
        d.t(bx + 6, y + 14 + k * 14, lab, 8.2, b=k == 0)
        d.t(r - 6, y + 14 + k * 14, v, 8.6 if k else 9.6, b=k == 0, al="r")
    # vendor and ship-to blocks
    vend_blk = [
        sup,
        f"{rng.randint(10, 999)} {rng.choice(['Industrial Dr.', 'Rue Principale', 'Route 116', 'Main St. N'])}",
        f"{rng.choice(['Saint-Lazare', 'Barre', 'Waterloo', 'Tilbury', 'Woodstock'])}, {rng.choice(['QC', 'ON', 'NB'])}",
        f"Contact: {rng.choice(['Luc', 'Marie', 'Dave', 'Nathalie', 'Ken'])} {rng.choice(['Gagnon', 'Roy', 'Smith', 'Tremblay', 'MacLeod'])}",
    ]
    ship_blk = [
        buyer,
        f"Sugar camp - {rng.choice(['Lot', 'Range'])} {rng.randint(3, 28)}",
        f"{town}, {prov}",
        "Deliver Mon-Fri 8-4, call ahead",
    ]
    blocks = [
        (la.pick(rng, "VENDOR|Vendor|TO:|Supplier"), vend_blk),
        (la.pick(rng, "SHIP TO|Ship To|DELIVER TO"), ship_blk),
    ]
    if rng.random() < 0.3:
        blocks.reverse()
    cw = (bx - m - 20) / 2
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + 10)
        rgb_box(d, x, y, cw, 14, accent)
        rgb_text(d, x + 4, y + 10, lab, 8, (1, 1, 1))
        d.c.setFillGray(0)
        d.lines(x + 4, y + 18, rows, 8, lead=11)
    y = max(y + 18 + 44 + 8, 80 + 14 * len(pairs) + 16)
    d.grid(
        m,
        y,
        [wd * f for f in (0.2, 0.2, 0.2, 0.2, 0.2)],
        ["Ship Via", "F.O.B.", "Terms", "Required By", "Buyer"],
        [
            rng.choice(["Vendor truck", "Purolator", "Day & Ross", "Pick-up"]),
            rng.choice(["Destination", "Origin"]),
            rng.choice(["Net 30", "Net 45", "2% 10 Net 30", "Deposit 25% / Net 30"]),
            df(dt + timedelta(days=rng.randint(7, 60))),
            rng.choice(["J. Gagnon", "S. Miller", "P. Roy", "A. Lavoie"]),
        ],
        size=7.8,
    )
    y += 36
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 34] if not land else [20, 24])
    lines = more_lines(
        rng, MP_ITEMS, n, [1, 2, 4, 5, 10, 20, 40, 100], ["(spare)", "(Bush 2)", "(red)"], big=1000
    )
    disc_rows = []
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        code = la.digits(rng, rng.choice(["##-####", "@@-###", "#####"]))
        body.append(([str(i), code, it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a))
        disc_rows.append(a)
    sub = sum(disc_rows, ZERO)
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    heads = ["Line", "Item #", "Description", "Qty", "UOM", "Unit Cost", "Ext. Cost"]
    ws = [wd * f for f in (0.06, 0.12, 0.44, 0.07, 0.07, 0.12, 0.12)]
    y = ltable(d, m, y, ws, heads, body, "lllrcrr", size=7.8, rowh=15, bottom=bottom, brk=brk)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 3, 5]) / 100))
    frt = Decimal(rng.choice([0, 0, 85, 150, 275, 420]))
    net = sub - disc + frt
    tax_rows = [(lab, r2(net * rate)) for lab, rate in taxes]
    total = net + sum((t for _, t in tax_rows), ZERO)
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", en2(sub), False)]
        if disc:
            rows_.append(("Early-order discount", f"-{en2(disc)}", False))
        if frt:
            rows_.append(("Freight", en2(frt), False))
        rows_ += [(lab, en2(v), False) for lab, v in tax_rows]
        rows_.append(
            (
                la.pick(rng, "TOTAL|Total (CAD)|PO Total|Order Total"),
                f"${en2(total)}" if rng.random() < 0.6 else f"CAD {en2(total)}",
                True,
            )
        )
        y2 = d.summary(r - 200, r - 4, y, rows_, 8.6, box_last=True)
        if rng.random() < 0.5:
            dep = r2(total * Decimal("0.25"))
            d.t(
                r - 200,
                y2 + 12,
                f"Deposit paid (cheque #{la.digits(rng, '####')}): ${en2(dep)}",
                7.8,
            )
            d.t(r - 200, y2 + 24, f"Balance due on delivery: ${en2(total - dep)}", 7.8)
            y2 += 26
    else:
        y2 = y
    yl = wrapped(
        d,
        m,
        y + 4,
        "Notes: "
        + rng.choice(
            [
                "Tubing to be delivered before tapping season. Partial shipments accepted.",
                "Evaporator pan to be installed by vendor technician; quote terms apply.",
                "Please confirm availability and delivery date by e-mail.",
            ]
        ),
        8,
        wd - 230,
    )
    if not stated:
        yl = wrapped(d, m, yl + 4, "Pricing as per vendor quote; taxes extra.", 8, wd - 230)
    y = max(y2, yl) + 10
    for t in [
        "Our PO number must appear on all packing slips and invoices.",
        "Goods subject to inspection on receipt. Back-orders only with buyer's approval.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw_ = (wd - 40) / 3
    for k, cap in enumerate(["Ordered by", "Approved by", "Vendor acknowledgement"]):
        d.sign(m + k * (sw_ + 20), y, sw_, cap)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit14_en_ca_sugar_bush_equipment_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mp)


# --------------------------------------------------------------------------- 6 en-ZA private game reserve's fencing order

GR_A = "Thornveld|Mopani|Leadwood|Marula|Umngeni|Kudu Ridge|Nyala Pan|Impala Vlei|Baobab|Sable Hills|Klipspringer|Waterberg|Rooikat|Makhasa".split(
    "|"
)
GR_BUY = [
    "{a} Private Game Reserve (Pty) Ltd",
    "{a} Game Lodge (Pty) Ltd",
    "{a} Nature Reserve Trust",
    "{a} Safari Lodges (Pty) Ltd",
]
GR_SUP_FORMED = [
    "{a} Fencing (Pty) Ltd",
    "{a} Wire & Steel CC",
    "{a} Agri Supplies (Pty) Ltd",
    "{a} Electric Fencing cc",
    "{a} Koöperasie Bpk",
]
GR_SUP_BARE = ["{a} Fencing Contractors", "{a} Boerdery Supplies", "{a} Draad en Pale"]
GR_S = "Bosveld|Laeveld|Limpopo|Highveld|Noord|Karoo|Stokkies|Phalaborwa|Hoedspruit|Makhado|Tzaneen|Vaalwater".split(
    "|"
)
GR_ITEMS = [
    ("Game fence mesh 2.4 m x 100 m (Bonnox)", "roll", 3200, 5600),
    ("Galvanised straining wire 4 mm, 50 kg", "coil", 1450, 2300),
    ("High-tensile line wire 2.5 mm, 25 kg", "coil", 820, 1350),
    ("Treated gum pole 150-175 mm x 3.6 m", "each", 180, 340),
    ("Droppers Y-standard 1.8 m", "each", 32, 58),
    ("Energiser 40 J, mains/solar", "each", 9800, 18500),
    ("Solar panel 200 W with regulator", "each", 2600, 4800),
    ("Offset insulators, pack of 100", "pack", 420, 780),
    ("Electric fence wire 2 mm aluminium, 625 m", "roll", 980, 1750),
    ("Earth spikes galvanised 1.5 m", "each", 95, 180),
    ("Gate 4.2 m heavy duty galvanised", "each", 3400, 6200),
    ("Warning signs 'Electric fence'", "each", 28, 55),
    ("Fence tester digital", "each", 650, 1200),
    ("Hinge joint 1.2 m x 50 m", "roll", 980, 1650),
]


def _gr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    a1, a2 = rng.sample(GR_A, 2)
    buyer = rng.choice(GR_BUY).format(a=a1)
    sup = bare_or(rng, GR_SUP_FORMED, GR_SUP_BARE, 0.25).format(
        a=rng.choice(GR_S) if rng.random() < 0.5 else a2
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO######", "GR-####", f"ORD/{dt.year}/###", "######", "LPO-#####"])
    )
    req = la.digits(rng, rng.choice(["REQ####", "PR-#####"]))
    accno = la.digits(rng, rng.choice(["ACC###", "@@@###", "D####"]))
    cc = la.pick(rng, "Conservation - Fencing|Anti-poaching|Lodge Maintenance|Boundary Project")
    stated = stated_of(rng)
    official = rng.random() < 0.5
    fm = (lambda v: f"R {za(v)}") if official else (lambda v: f"R{en2(v)}")  # noqa: E731
    num = za if official else en2
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["iso", "dmy", "dash"]))  # noqa: E731
    po_lab = la.pick(rng, "Order No.|Purchase Order No:|Official Order Number|PO Number")

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
        d.t(m, 44, f"{buyer}", 9, b=True)
        d.t(r, 44, f"{po_lab} {po} - continued", 9, al="r")
        return 58

    d.t(d.w / 2, 44, buyer.upper() if rng.random() < 0.4 else buyer, 14, b=True, al="c")
    d.t(
        d.w / 2,
        57,
        f"Private Bag X{rng.randint(10, 999)}, {rng.choice(['Hoedspruit', 'Vaalwater', 'Alldays', 'Mookgophong', 'Hluhluwe'])}, {rng.randint(1000, 3999)}  |  Tel +27 (0){rng.randint(12, 15)} {la.digits(rng, '### ####')}",
        7.6,
        al="c",
        grey=0.3,
    )
    d.t(
        d.w / 2,
        67,
        f"Reg. No. {dt.year - rng.randint(5, 30)}/{la.digits(rng, '######')}/07   VAT No. 4{la.digits(rng, '#########')}",
        7.4,
        al="c",
        grey=0.3,
    )
    d.line(m, 74, r, 74, 1)
    d.t(m, 96, la.pick(rng, "PURCHASE ORDER|OFFICIAL ORDER|Purchase Order"), 14, b=True)
    d.t(r, 96, f"{po_lab} {po}", 11, b=True, al="r")
    y = 106
    pairs = [("Date", df(dt)), ("Requisition", req), ("Supplier Acc.", accno), ("Cost Centre", cc)]
    rng.shuffle(pairs)
    y = d.kv(r - 190, y, pairs, 70, 8)
    sup_top = 106
    lab = la.pick(rng, "SUPPLIER|To:|Supplier|Vendor")
    d.t(m, sup_top + 8, lab, 8, b=True)
    d.lines(
        m,
        sup_top + 12,
        [
            sup,
            f"{rng.randint(1, 80)} {rng.choice(['Industria Rd', 'Kerk Street', 'Voortrekker Rd', 'Main Road'])}",
            f"{rng.choice(['Polokwane', 'Nelspruit', 'Bela-Bela', 'Tzaneen', 'Mokopane'])}",
            f"VAT No. 4{la.digits(rng, '#########')}   B-BBEE Level {rng.randint(1, 4)}",
            f"Tel 0{rng.randint(12, 15)} {la.digits(rng, '### ####')}",
        ],
        8.4,
        b_first=True,
        lead=11,
    )
    y = max(y, sup_top + 12 + 55) + 10
    cw = (wd - 10) / 2
    blocks = [
        (
            "DELIVER TO",
            [
                f"{buyer.split(' (')[0]} - Workshop / stores",
                f"Main gate, {rng.choice(['R40', 'R527', 'R510', 'D3341'])} off-ramp",
                f"Contact: {rng.choice(['Johan', 'Thabo', 'Pieter', 'Sipho', 'Marius'])} {la.digits(rng, '08# ### ####')}",
            ],
        ),
        (
            "INVOICE TO",
            [buyer, "Accounts Department", f"accounts@{a1.lower().replace(' ', '')}.co.za"],
        ),
    ]
    if rng.random() < 0.4:
        blocks.reverse()
    for k, (lab_, rows) in enumerate(blocks):
        x = m + k * (cw + 10)
        d.box(x, y, cw, 50)
        d.box(x, y, cw, 12, fill=0.88)
        d.t(x + 4, y + 9, lab_, 7.4, b=True)
        d.lines(x + 4, y + 14, rows, 7.8, lead=10.5)
    y += 60
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        GR_ITEMS,
        n,
        [2, 4, 5, 10, 20, 40, 100, 250],
        ["(boundary)", "(camp)", "(spare)"],
        big=5000,
    )
    heads = ["Qty", "Unit", "Description", "Unit Price", "Amount"]
    body = [([f"{q:,.0f}", it[1], it[0], num(p), num(a)], a) for it, q, p, a in lines]
    ws = [wd * f for f in (0.08, 0.08, 0.54, 0.14, 0.16)]
    al = "rllrr"
    if rng.random() < 0.5:
        heads = ["Item", "Description", "Qty", "Unit", "Price excl. VAT", "Total excl. VAT"]
        body = [([str(i), c[2], c[0], c[1], c[3], c[4]], a) for i, (c, a) in enumerate(body, 1)]
        ws = [wd * f for f in (0.06, 0.5, 0.08, 0.08, 0.14, 0.14)]
        al = "llrlrr"
    if not stated:
        body = [([*c[:-2], "", ""], ZERO) for c, _ in body]
    y = ltable(d, m, y, ws, heads, body, al, size=7.8, rowh=15, bottom=bottom, brk=brk)
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 2.5, 5]) / 100))
    dlv = Decimal(rng.choice([0, 0, 650, 1200, 1850]))
    net = sub - disc + dlv
    vat = r2(net * Decimal("0.15"))
    total = net + vat
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Sub-total", fm(sub), False)]
        if disc:
            rows_.append(("Less trade discount", f"-{fm(disc)}", False))
        if dlv:
            rows_.append(("Delivery / transport", fm(dlv), False))
        rows_ += [
            ("Total excl. VAT", fm(net), False),
            ("VAT @ 15%", fm(vat), False),
            (la.pick(rng, "TOTAL INCL. VAT|Order Total|TOTAL"), fm(total), True),
        ]
        y = d.summary(r - 210, r - 4, y, rows_, 8.6, box_last=True) + 6
    else:
        y = (
            wrapped(
                d, m, y + 4, "Prices as per supplier quotation; VAT to be added at 15%.", 8.4, wd
            )
            + 4
        )
    for t in [
        "Conditions: No goods will be received without an official order number. Delivery notes and tax invoices must quote this order number.",
        "Deliveries only between 07:00 and 15:00; drivers must report to the main gate. Firearms are not permitted on the reserve.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y + 2, t, 7.4, wd, grey=0.3)
    if y + 60 > bottom:
        y = brk()
    y += 36
    sw_ = (wd - 30) / 3
    for k, cap in enumerate(
        [
            "Requested by (Reserve Manager)",
            "Authorised (Financial Manager)",
            "Supplier signature / date",
        ]
    ):
        d.sign(m + k * (sw_ + 15), y, sw_, cap)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit14_en_za_game_reserve_fencing_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gr)


# --------------------------------------------------------------------------- 7 de-DE town fire brigade's equipment order as a DIN letter

FW_TOWN = "Bad Hersfeld|Alzey|Neustadt an der Aisch|Wunsiedel|Eschwege|Bingen|Lohr am Main|Nördlingen|Lauterbach|Schwalmstadt|Bad Kissingen|Mosbach|Rotenburg (Wümme)|Meschede".split(
    "|"
)
FW_N = "Brandt|Vogel|Wiegand|Kramer|Scholz|Hoffmann|Albrecht|Seifert|Lindner|Roth|Kessler|Haas|Becker|Winkler".split(
    "|"
)
FW_SUP_FORMED = [
    "Feuerwehrtechnik {n} GmbH",
    "{n} Brandschutz GmbH & Co. KG",
    "{n} Sicherheitstechnik AG",
    "Feuerwehrbedarf {n} e.K.",
    "{n} & {o} Rettungstechnik GmbH",
]
FW_SUP_BARE = ["Feuerwehrbedarf {n}", "Brandschutz {n}", "Schlauchpflege {n}"]
FW_ITEMS = [
    ("Druckschlauch C 42, 15 m, mit Storz-Kupplungen", "Stk", 62, 115),
    ("Druckschlauch B 75, 20 m", "Stk", 95, 168),
    ("Hohlstrahlrohr C, Durchfluss 100-400 l/min", "Stk", 480, 920),
    ("Feuerwehrhelm HEROS, nachleuchtend", "Stk", 280, 420),
    ("Einsatzjacke HuPF Teil 2, Gr. nach Liste", "Stk", 420, 690),
    ("Einsatzhose HuPF Teil 2", "Stk", 290, 480),
    ("Feuerwehrschutzhandschuhe EN 659", "Paar", 48, 96),
    ("Atemschutzmaske Vollmaske", "Stk", 210, 360),
    ("Pressluftflasche 6,8 l / 300 bar Composite", "Stk", 560, 890),
    ("Wärmebildkamera", "Stk", 2400, 5200),
    ("Handfunkgerät digital BOS inkl. Akku", "Stk", 680, 1150),
    ("Schaummittel AFFF-frei, 20 l Kanister", "Kan", 85, 160),
    ("Bindemittel Öl, 20 kg Sack", "Sack", 18, 34),
    ("Verteiler B-CBC", "Stk", 380, 640),
    ("Feuerwehrleine 30 m im Beutel", "Stk", 95, 160),
    ("Stiefel S3 HI3 Feuerwehr", "Paar", 165, 290),
]


def _fw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = 70.0 if rng.random() < 0.6 else rng.uniform(52, 64)
    r = d.w - rng.uniform(40, 56)
    wd = r - m
    bottom = d.h - 70
    town = rng.choice(FW_TOWN)
    n1, n2 = rng.sample(FW_N, 2)
    sup = bare_or(rng, FW_SUP_FORMED, FW_SUP_BARE, 0.2).format(n=n1, o=n2)
    vol = rng.random() < 0.6
    org_l1 = f"Stadt {town}"
    org_l2 = (
        "Freiwillige Feuerwehr"
        if vol
        else la.pick(rng, "Feuerwehr und Katastrophenschutz|Fachbereich Ordnung – Feuerwehr")
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [
                f"FW-{dt.year}-###",
                "45000#####",
                f"B-{dt.year % 100}/####",
                "37/####",
                f"FW/{dt.year}/##",
            ]
        ),
    )
    offer = la.digits(rng, rng.choice(["AN-#####", "####/##", "ANG ######"]))
    hh = la.digits(rng, "1.1260.######") if rng.random() < 0.5 else la.digits(rng, "I-1260-###")
    vg = la.digits(rng, f"VG-{dt.year}-0##")
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, "dot")  # noqa: E731
    po_lab = la.pick(rng, "Bestell-Nr.|Bestellnummer|Auftrags-Nr.|Unsere Bestellnummer")

    def foot() -> None:
        d.line(m, d.h - 56, r, d.h - 56, 0.4)
        d.t(
            m,
            d.h - 46,
            f"{org_l1} · Stadtkasse · IBAN DE{iban}  · Sparkasse {town.split(' ')[0]}",
            6.6,
            grey=0.3,
        )
        d.t(
            r,
            d.h - 34,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.3,
        )

    iban = la.digits(rng, "## #### #### #### #### ##")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"{org_l1} – {org_l2}", 8.6, b=True)
        d.t(r, 50, f"{po_lab} {po} vom {df(dt)} – Fortsetzung", 8.6, al="r")
        return 66

    # letterhead right
    d.t(r, 46, org_l1, 14, b=True, al="r")
    d.t(r, 60, org_l2, 10, al="r")
    # sender line and window
    d.t(
        m,
        128,
        f"{org_l1} · {org_l2} · {rng.choice(['Am Gerätehaus', 'Feuerwehrstraße', 'Florianstraße', 'Industriestraße'])} {rng.randint(1, 40)} · {rng.randint(10000, 99999)} {town}",
        6.4,
        grey=0.2,
    )
    d.line(m, 131, m + 240, 131, 0.3)
    d.lines(
        m,
        140,
        [
            sup,
            *([f"z. Hd. Frau {rng.choice(FW_N)}"] if rng.random() < 0.4 else []),
            f"{rng.choice(['Gewerbering', 'Hauptstraße', 'Im Tal', 'Robert-Bosch-Str.'])} {rng.randint(1, 90)}",
            f"{rng.randint(10000, 99999)} {rng.choice(['Ulm', 'Fulda', 'Giengen', 'Kassel', 'Würzburg', 'Bamberg'])}",
        ],
        9.6,
        lead=12.5,
    )
    # info block
    ix = r - 222
    info = [
        (po_lab, po),
        ("Datum", df(dt)),
        ("Ihr Angebot", f"{offer} vom {df(dt - timedelta(days=rng.randint(7, 40)))}"),
        ("Haushaltsstelle", hh),
        ("Vergabe-Nr.", vg),
        (
            "Ansprechpartner",
            f"{rng.choice(['BM', 'HBM', 'OBM', 'Herr', 'Frau'])} {rng.choice(FW_N)}",
        ),
        ("Telefon", f"0{rng.randint(6000, 9999)} {rng.randint(100, 999)}-{rng.randint(10, 99)}"),
    ]
    if rng.random() < 0.5:
        info.pop(4)
    d.kv(ix, 128, info, 98, 7.8, b_label=False)
    y = 128 + len(info) * 7.8 * 1.4 + 20
    y = max(y, 220)
    d.t(m, y, la.pick(rng, "Bestellung|Bestellung – Feuerwehrausrüstung|Auftrag"), 12, b=True)
    y += 18
    y = wrapped(d, m, y, "Sehr geehrte Damen und Herren,", 9, wd)
    y = (
        wrapped(
            d,
            m,
            y + 4,
            "auf Grundlage Ihres oben genannten Angebots bestellen wir zu den Bedingungen der VOL/B und unseren Allgemeinen Einkaufsbedingungen:",
            9,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [26, 32])
    lines = more_lines(
        rng,
        FW_ITEMS,
        n,
        [1, 2, 4, 5, 6, 10, 12, 20],
        ["(Ersatz)", "(LF 20)", "(Jugendfeuerwehr)"],
        big=1500,
    )
    step = rng.choice([1, 1, 10])
    body = [
        (
            [
                str(i * step),
                la.digits(rng, "##-###-##"),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p),
                eu(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    heads = ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "EP €", "GP €"]
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.12, 0.44, 0.08, 0.06, 0.12, 0.12)],
        heads,
        body,
        "lllrlrr",
        size=7.6,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for *_, a in lines), ZERO)
    rab = r2(net * Decimal(rng.choice([0, 0, 3, 5, 10]) / 100))
    ver = Decimal(rng.choice([0, 0, 0, "19.90", "45.00"]))
    base = net - rab + ver
    vat = r2(base * Decimal("0.19"))
    total = base + vat
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("Warenwert netto", f"{eu(net)} €", False)]
        if rab:
            rows_.append(("abzgl. Rabatt", f"-{eu(rab)} €", False))
        if ver:
            rows_.append(("Versandkosten", f"{eu(ver)} €", False))
        rows_ += [
            ("Nettobetrag", f"{eu(base)} €", False),
            ("zzgl. 19 % MwSt.", f"{eu(vat)} €", False),
            (la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Gesamtsumme"), f"{eu(total)} €", True),
        ]
        y = d.summary(r - 200, r - 3, y, rows_, 8.6, box_last=rng.random() < 0.6) + 8
    else:
        y = (
            wrapped(
                d,
                m,
                y + 4,
                "Die Preise richten sich nach Ihrem Angebot zzgl. der gesetzlichen Mehrwertsteuer.",
                8.8,
                wd,
            )
            + 4
        )
    for t in [
        f"Lieferung frei Feuerwehrgerätehaus {town}, {rng.choice(['Mo–Fr 8–15 Uhr', 'nach telefonischer Absprache'])}. Liefertermin: {df(dt + timedelta(days=rng.randint(14, 60)))}.",
        "Bitte geben Sie auf Lieferschein und Rechnung unbedingt unsere Bestellnummer und die Haushaltsstelle an. Rechnungen bitte als XRechnung.",
        "Die Rechnung ist an die Stadtverwaltung, Kämmerei, zu richten.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y + 2, t, 8.4, wd)
    if y + 70 > bottom:
        y = brk()
    y = wrapped(d, m, y + 10, "Mit freundlichen Grüßen", 9, wd)
    y += 30
    d.t(
        m,
        y,
        f"{rng.choice(['Stadtbrandinspektor', 'Wehrleiter', 'Leiter der Feuerwehr', 'Sachgebietsleitung Feuerwehr'])} {rng.choice(FW_N)}",
        8.6,
    )
    if rng.random() < 0.6:
        d.sign(
            m + wd / 2 + 10,
            y - 8,
            wd / 2 - 10,
            "Auftragsbestätigung durch den Lieferanten (Datum, Unterschrift)",
        )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit14_de_feuerwehr_ausruestung_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fw)


# --------------------------------------------------------------------------- 8 fr-CH joinery's order confirmation (the seller's document)

MN_N = "Favre|Rochat|Cuendet|Jaquier|Monnier|Berthoud|Pittet|Chappuis|Rossier|Golay|Dubois|Perrin|Mottier|Bovet".split(
    "|"
)
MN_SUP_FORMED = [
    "Menuiserie {n} SA",
    "{n} & Fils Sàrl",
    "Menuiserie-Ébénisterie {n} Sàrl",
    "{n} Agencements SA",
    "Charpente et Menuiserie {n} SA",
]
MN_SUP_BARE = ["Menuiserie {n}", "Atelier {n} ébéniste", "{n} Menuiserie"]
MN_TOWN = "Yverdon-les-Bains|Bulle|Morges|Nyon|Payerne|Martigny|Sion|Delémont|La Chaux-de-Fonds|Neuchâtel|Vevey|Moudon|Monthey|Romont".split(
    "|"
)
MN_CLIENT = [
    "Bureau d'architectes {n} SA",
    "Régie {n} & Cie SA",
    "Entreprise générale {n} SA",
    "Commune de {t}",
    "M. et Mme {p} {n}",
]
MN_ITEMS = [
    ("Fenêtre bois-métal 2 vantaux, 120 x 140 cm, triple vitrage", "pce", 1650, 2900),
    ("Porte d'entrée chêne massif, serrure 3 points", "pce", 3800, 6900),
    ("Porte intérieure stratifiée, cadre et embrasure", "pce", 690, 1250),
    ("Armoire murale sur mesure, façades laquées", "ml", 980, 1800),
    ("Escalier chêne, limon central", "forfait", 9800, 18500),
    ("Parquet chêne huilé, pose collée", "m2", 88, 145),
    ("Plinthes chêne 60 mm", "ml", 14, 28),
    ("Tablettes de fenêtre intérieures", "pce", 85, 190),
    ("Cuisine agencée, corps et façades", "forfait", 12800, 26000),
    ("Volets battants mélèze", "paire", 780, 1450),
    ("Pose et réglage", "h", 82, 105),
    ("Déplacement et transport", "forfait", 180, 420),
]


def _mn(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(46, 62)
    r = d.w - rng.uniform(40, 54)
    wd = r - m
    bottom = d.h - 62
    n1, n2, n3 = rng.sample(MN_N, 3)
    sup = bare_or(rng, MN_SUP_FORMED, MN_SUP_BARE, 0.25).format(n=n1)
    stown, ctown = rng.sample(MN_TOWN, 2)
    client = rng.choice(MN_CLIENT).format(
        n=n2, t=ctown, p=rng.choice(["Pierre", "Anne", "Luc", "Sophie"])
    )
    dt = a_day(rng)
    conf = la.digits(rng, rng.choice(["CC-#####", f"{dt.year}-###", "AB ####"]))
    offer = la.digits(rng, rng.choice(["OF-#####", f"Off. {dt.year % 100}-###", "D####"]))
    po = la.digits(
        rng,
        rng.choice(["BC-####", f"{dt.year}/###", "######", "CMD-@####", f"A{dt.year % 100}-###"]),
    )
    chantier = f"{rng.choice(['Villa', 'Immeuble', 'Rénovation', 'Transformation', 'Collège'])} {rng.choice(['Les Cerisiers', 'du Moulin', 'Grand-Rue ' + str(rng.randint(1, 60)), 'Champ-Joli', 'En Budron'])}, {ctown}"
    stated = stated_of(rng)
    apo = rng.random() < 0.7
    num = ch if apo else (lambda v: grouped(v, " ", "."))
    page = [1]
    ide = f"CHE-{la.digits(rng, '###.###.###')}"

    def foot() -> None:
        d.t(m, d.h - 40, f"{sup} · {ide} TVA · IBAN CH{iban}", 6.8, grey=0.35)
        d.t(r, d.h - 28, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    iban = la.digits(rng, "## 00## #### #### #### #")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Confirmation de commande {conf} – suite", 9, b=True)
        d.t(r, 46, f"Votre commande {po}", 9, al="r")
        return 62

    rgb = rng.choice([(0.45, 0.3, 0.15), (0.2, 0.2, 0.2), (0.1, 0.35, 0.3)])
    rgb_text(d, m, 48, sup, 15, rgb)
    street = rng.choice(
        ["Route de la Scie", "Rue de l'Industrie", "Chemin de Lausanne", "Rue de la Gare"]
    )
    d.t(
        m,
        61,
        f"{street} {rng.randint(1, 80)} · {rng.randint(1000, 2999)} {stown} · Tél. 0{rng.randint(21, 32)} {la.digits(rng, '### ## ##')}",
        7.6,
        grey=0.3,
    )
    d.line(m, 68, r, 68, 0.8)
    # client window at right
    cx = m + wd * 0.55
    d.lines(
        cx,
        96,
        [
            client,
            f"{rng.choice(['Avenue', 'Rue', 'Chemin'])} {rng.choice(['des Alpes', 'du Lac', 'de la Poste', 'des Vignes'])} {rng.randint(1, 40)}",
            f"{rng.randint(1000, 2999)} {ctown}",
        ],
        9.4,
        lead=12,
    )
    d.t(cx, 150, f"{stown}, le {la.dfmt(dt, 'long_fr')}", 8.6)
    y = 176
    d.t(
        m,
        y,
        la.pick(
            rng, "CONFIRMATION DE COMMANDE|Confirmation de commande|Accusé de réception de commande"
        ),
        13,
        b=True,
    )
    y += 10
    po_lab = la.pick(
        rng, "Votre commande n°|Votre bon de commande|Votre réf. commande|Votre commande"
    )
    pairs = [
        ("N° de confirmation", conf),
        (po_lab, f"{po} du {la.dfmt(dt - timedelta(days=rng.randint(1, 12)), 'dot')}"),
        ("Notre offre", offer),
        ("Chantier", chantier),
        ("Délai de livraison", f"semaine {rng.randint(2, 50)}"),
    ]
    if rng.random() < 0.4:
        pairs[0], pairs[1] = pairs[1], pairs[0]
    y = d.kv(m, y, pairs, 128, 8.4, b_label=rng.random() < 0.5) + 8
    y = wrapped(d, m, y, rng.choice(["Madame, Monsieur,", "Mesdames, Messieurs,"]), 9, wd)
    y = (
        wrapped(
            d,
            m,
            y + 2,
            "Nous vous remercions de votre commande et vous en confirmons les termes comme suit :",
            9,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [26, 30])
    lines = more_lines(
        rng,
        MN_ITEMS,
        n,
        [1, 1, 2, 3, 4, 6, 8, 12, 24],
        ["(étage)", "(variante)", "(combles)"],
        big=3000,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "'"), it[1], num(p), num(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:4], "", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.08, 0.14, 0.14)],
        ["Pos.", "Désignation", "Qté", "Unité", "Prix unit. CHF", "Montant CHF"],
        body,
        "llrlrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    rab = r2(sub * Decimal(rng.choice([0, 2, 3, 5]) / 100))
    esc = r2((sub - rab) * Decimal("0.02")) if rng.random() < 0.3 else ZERO
    base = sub - rab
    tva = r2(base * Decimal("0.081"))
    total = r05(base + tva)
    if y + 130 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("Total brut", num(sub), False)]
        if rab:
            rows_.append(
                (f"Rabais {int(rab * 100 / sub + Decimal('0.5'))} %", f"-{num(rab)}", False)
            )
        rows_ += [
            ("Total HT", num(base), False),
            ("TVA 8,1 %", num(tva), False),
            (la.pick(rng, "Total TTC CHF|Montant total CHF|TOTAL CHF"), num(total), True),
        ]
        y = d.summary(r - 210, r - 3, y, rows_, 8.6, box_last=True) + 6
        if esc:
            y = wrapped(
                d, m, y, f"Escompte 2 % ({num(esc)}) si paiement dans les 10 jours.", 8.2, wd
            )
        dep = r05(total * Decimal("0.3"))
        y = wrapped(
            d,
            m,
            y + 2,
            f"Conditions : acompte de 30 % à la commande, soit CHF {num(dep)}, facture d'acompte jointe ; solde à 30 jours net après réception des travaux.",
            8.2,
            wd,
        )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Les prix s'entendent selon notre offre, TVA 8,1 % en sus ; métrés définitifs sur place.",
            8.4,
            wd,
        )
    for t in [
        "Sauf avis contraire de votre part dans les 5 jours, la présente confirmation fait foi. Les cotes définitives seront relevées sur le chantier.",
        "Veuillez nous retourner un exemplaire signé pour accord.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y + 2, t, 8.2, wd)
    if y + 70 > bottom:
        y = brk()
    y = wrapped(d, m, y + 8, "Avec nos meilleures salutations.", 9, wd) + 30
    sw_ = (wd - 30) / 2
    d.sign(m, y, sw_, sup)
    d.sign(m + sw_ + 30, y, sw_, "Bon pour accord, le client (date et signature)")
    foot()
    out = finish(d, "fr", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit14_fr_ch_menuiserie_confirmation_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mn)


# --------------------------------------------------------------------------- 9 it-IT dairy's order for cheesemaking materials

CS_PLACE = "Reggio Emilia|Parma|Modena|Mantova|Lodi|Cremona|Sondrio|Asiago|Bra|Gioia del Colle|Battipaglia|Thiene|Fontina|Piacenza".split(
    "|"
)
CS_BUY = [
    "Caseificio Sociale {p} Soc. Coop. Agricola",
    "Latteria Sociale di {p} S.c.a.",
    "Caseificio {n} S.r.l.",
    "Consorzio Produttori Latte {p}",
]
CS_N = "Bertolini|Ferrari|Gualtieri|Montanari|Zanoni|Bonfanti|Rinaldi|Castelli|Pavesi|Morandi|Grassi|Lanzoni|Barbieri|Benassi".split(
    "|"
)
CS_SUP_FORMED = [
    "{n} Enologia e Casearia S.r.l.",
    "{n} Forniture Casearie S.p.A.",
    "Sacco {n} S.r.l.",
    "{n} Imballaggi S.r.l.",
    "{n} & C. S.n.c.",
]
CS_SUP_BARE = ["{n} Articoli per Caseifici", "Ditta {n} Attrezzature", "{n} di {f} {n}"]
CS_ITEMS = [
    ("Caglio liquido di vitello 1:15000, tanica 20 l", "tan", 22, 95, 180),
    ("Fermenti lattici termofili liofilizzati, busta 50 U", "bst", 22, 18, 42),
    ("Sale marino grosso per salamoia, sacco 25 kg", "sac", 10, 7, 14),
    ("Fascere in PP per forma 40 kg", "pz", 22, 38, 72),
    ("Teli da formatura in cotone", "pz", 22, 6, 14),
    ("Placche di caseina numerate", "conf", 22, 65, 120),
    ("Cera protettiva per formaggi, 5 kg", "conf", 22, 48, 86),
    ("Film termoretraibile per sottovuoto, bobina", "bob", 22, 110, 210),
    ("Cartoni per spedizione forme, 2 onde", "pz", 22, 1.2, 2.8),
    ("Etichette adesive stampate, rotolo 1000 pz", "rot", 22, 28, 65),
    ("Detergente alcalino CIP, fusto 25 kg", "fus", 22, 62, 115),
    ("Lisozima da uovo, 1 kg", "kg", 22, 120, 210),
    ("Guanti nitrile alimentari, conf. 100", "conf", 22, 6, 12),
    ("Siero-innesto naturale (prova)", "l", 10, 1.5, 3.5),
]


def _cs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    pl = rng.choice(CS_PLACE)
    n1, n2 = rng.sample(CS_N, 2)
    buyer = rng.choice(CS_BUY).format(p=pl, n=n1)
    sup = bare_or(rng, CS_SUP_FORMED, CS_SUP_BARE, 0.25).format(
        n=n2, f=rng.choice(["Mario", "Luca", "Giovanni", "Paolo"])
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["OA/####", f"{dt.year}/###", f"ORD-{dt.year % 100}-####", "#####", "OF ###/@"]),
    )
    offer = la.digits(rng, rng.choice(["Off. n. ####", "PR-#####", "####/@@"]))
    code = la.digits(rng, rng.choice(["F####", "FOR-###", "#####"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "dot"]))  # noqa: E731
    po_lab = la.pick(rng, "Ordine n.|N. Ordine|Ordine d'acquisto n.|Numero ordine")

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 30,
            f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}",
            7.2,
            al="c",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} – {po_lab} {po} del {df(dt)} (segue)", 8.6, b=True)
        return 58

    d.t(m, 46, buyer, 13, b=True)
    d.lines(
        m,
        52,
        [
            f"Via {rng.choice(['Emilia', 'Roma', 'dei Caseifici', 'Argine', 'Provinciale'])} {rng.randint(1, 200)} – {rng.randint(10000, 99999)} {pl}",
            f"P.IVA {la.digits(rng, '###########')} – Tel. 0{la.digits(rng, '### ######')} – acquisti@{n1.lower()}latte.it",
        ],
        7.6,
        lead=10,
    )
    # Spett.le block
    left = rng.random() < 0.35
    sx = m if left else m + wd * 0.55
    y0 = 92
    d.t(sx, y0, "Spett.le", 8.6)
    d.lines(
        sx,
        y0 + 4,
        [
            sup,
            f"Via {rng.choice(['Garibaldi', 'Roma', 'Marconi', 'Mazzini'])} {rng.randint(1, 90)}",
            f"{rng.randint(10000, 99999)} {rng.choice(['Milano', 'Lodi', 'Treviso', 'Bologna', 'Brescia'])}",
            f"P.IVA {la.digits(rng, '###########')}",
        ],
        9.2,
        lead=11.5,
        b_first=True,
    )
    if left:
        d.t(m + wd * 0.55, y0, "Destinazione merce:", 8, b=True)
        d.lines(
            m + wd * 0.55, y0 + 4, [f"Magazzino {pl}", "Orari ricevimento 7:00-12:00"], 8.2, lead=11
        )
    y = y0 + 60
    d.t(
        m,
        y + 12,
        la.pick(rng, "ORDINE DI ACQUISTO|ORDINE A FORNITORE|Ordine d'acquisto"),
        12.5,
        b=True,
    )
    y += 20
    labels = [
        po_lab.replace(" n.", "").replace("N. ", "N. "),
        "Data",
        "Cod. fornitore",
        "Vs. offerta",
        "Pagamento",
        "Resa",
    ]
    vals = [
        po,
        df(dt),
        code,
        offer,
        rng.choice(["RiBa 60 gg f.m.", "Bonifico 30 gg d.f.", "RiBa 90 gg"]),
        rng.choice(["Franco ns. magazzino", "Porto franco", "Franco partenza"]),
    ]
    ws = [wd * f for f in (0.16, 0.13, 0.14, 0.17, 0.22, 0.18)]
    y = d.grid(m, y, ws, labels, vals, size=8) + 10
    if not left:
        y = wrapped(d, m, y, f"Destinazione merce: {buyer} – magazzino di {pl}", 8.2, wd) + 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 34])
    lines = more_lines(
        rng,
        CS_ITEMS,
        n,
        [1, 2, 5, 10, 20, 50, 100, 500],
        ["(scorta)", "(linea 2)", "(prova)"],
        big=100,
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "@@-####"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                eu(p),
                eu(a),
                str(it[2]),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", "", c[7]], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.1, 0.45, 0.06, 0.08, 0.1, 0.11, 0.05)],
        ["N.", "Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo €", "Importo €", "IVA"],
        body,
        "lllcrrrc",
        size=7.4,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
    )
    by_rate: dict[int, Decimal] = {}
    for it, _, _, a in lines:
        by_rate[it[2]] = by_rate.get(it[2], ZERO) + a
    imp = sum(by_rate.values(), ZERO)
    ivas = {k: r2(v * k / 100) for k, v in by_rate.items()}
    total = imp + sum(ivas.values(), ZERO)
    if y + 120 > bottom:
        y = brk()
    y += 8
    yy = y
    if stated:
        if len(by_rate) > 1 or rng.random() < 0.5:
            rows = [[f"{k}%", eu(by_rate[k]), eu(ivas[k])] for k in sorted(by_rate)]
            d.t(m, y + 8, "Riepilogo IVA", 8, b=True)
            yy = y + 12
            for k, row in enumerate([["Aliquota", "Imponibile", "Imposta"], *rows]):
                for j, cell in enumerate(row):
                    d.t(
                        m + 4 + j * 80 + (70 if j else 0),
                        yy + 10,
                        cell,
                        7.8,
                        b=k == 0,
                        al="r" if j else "l",
                    )
                yy += 12
        rows_ = [
            ("Totale imponibile", f"€ {eu(imp)}", False),
            ("Totale IVA", f"€ {eu(sum(ivas.values(), ZERO))}", False),
            (la.pick(rng, "TOTALE ORDINE|Totale documento|Totale ordine"), f"€ {eu(total)}", True),
        ]
        y = max(d.summary(r - 200, r - 3, y, rows_, 8.6, box_last=True), yy) + 10
    else:
        y = (
            wrapped(
                d, m, y + 4, "Prezzi come da listino concordato, IVA di legge esclusa.", 8.4, wd
            )
            + 4
        )
    for t in [
        "Citare sempre il numero d'ordine su DDT e fattura elettronica (codice destinatario SDI sul nostro sito). I materiali a contatto con alimenti devono essere conformi al Reg. CE 1935/2004.",
        "Si prega di restituire copia del presente ordine firmata per accettazione.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y + 2, t, 7.6, wd, grey=0.25)
    if y + 60 > bottom:
        y = brk()
    y += 40
    sw_ = (wd - 40) / 2
    d.sign(
        m,
        y,
        sw_,
        f"Il responsabile acquisti ({rng.choice(['Rag.', 'Dott.', 'Sig.'])} {rng.choice(CS_N)})",
    )
    d.sign(m + sw_ + 40, y, sw_, "Timbro e firma del fornitore per accettazione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit14_it_caseificio_ordine_materiali(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cs)


# --------------------------------------------------------------------------- 10 es-PE agro-exporter's order for packing materials

PE_A = "Agrícola|Agroindustrial|Agroexportadora|Frutos|Complejo Agroindustrial".split("|")
PE_B = "Virú|Chavimochic|Olmos|Ica Verde|Santa Rosa|Costa Norte|Huarmey|Pisco Valle|Sol de Chao|Los Andes|Valle Grande|Tambo Real".split(
    "|"
)
PE_SUP_FORMED = [
    "{x} Envases S.A.C.",
    "Corrugados {x} S.A.",
    "{x} Packaging del Perú S.A.C.",
    "Inversiones {x} E.I.R.L.",
    "{x} Plásticos S.R.L.",
]
PE_SUP_BARE = ["Comercial {x}", "Distribuidora {x}", "Negociaciones {x}"]
PE_X = (
    "Pacífico|Inca|Lurín|Callao|Arequipa|Moche|Trujillo|Chiclayo|Andino|Huaral|Rímac|Sechura".split(
        "|"
    )
)
PE_ITEMS = [
    ("Caja de cartón corrugado 4 kg arándano, impresa", "UND", 0.9, 1.8),
    ("Caja telescópica palta 10 kg", "UND", 1.6, 2.9),
    ("Clamshell PET 125 g con etiqueta", "MLL", 95, 180),
    ("Esquineros de cartón 2.10 m", "UND", 0.8, 1.6),
    ("Parihuela de madera tratada HT 1.0 x 1.2", "UND", 28, 46),
    ('Zuncho de polipropileno 1/2", rollo', "ROL", 38, 72),
    ('Film stretch 20" x 1500 ft', "ROL", 42, 68),
    ("Bolsa de atmósfera modificada", "UND", 2.2, 4.6),
    ("Etiqueta adhesiva trazabilidad, millar", "MLL", 22, 45),
    ("Grapas para caja, caja x 5000", "CJA", 35, 62),
    ("Jabas cosecheras plásticas", "UND", 14, 26),
    ("Termoregistrador descartable", "UND", 38, 65),
]


def pe_words(v: Decimal, cur: str) -> str:
    n = int(v)
    cents = int(r2(v) * 100) % 100
    w = "UN" if n == 1 else es_words(n).upper()
    if w.endswith("UNO"):
        w = w[:-1]
    return f"SON: {w} Y {cents:02d}/100 {cur}"


def _pe(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(32, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    buyer = f"{rng.choice(PE_A)} {rng.choice(PE_B)} S.A.{rng.choice(['', 'C.'])}"
    sup = bare_or(rng, PE_SUP_FORMED, PE_SUP_BARE, 0.25).format(x=rng.choice(PE_X))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [
                f"OC-{dt.year}-#####",
                f"####-{dt.year}",
                "4500######",
                f"OC{dt.year % 100}-####",
                "0######",
            ]
        ),
    )
    req = la.digits(rng, rng.choice(["REQ-#####", f"RQ-{dt.year}-####"]))
    cot = la.digits(rng, rng.choice(["COT-####", f"C-{dt.year % 100}-###", "###-####"]))
    ceco = la.pick(rng, "EMPAQUE-ARANDANO|CC 4120 Packing|CC 3100 Cosecha|PLANTA OLMOS")
    fundo = (
        f"Fundo {rng.choice(['San José', 'La Merced', 'El Pedregal', 'Santa Elena', 'Don Bosco'])}"
    )
    stated = stated_of(rng)
    usd = rng.random() < 0.3
    sym = "US$" if usd else "S/"
    curw = "DÓLARES AMERICANOS" if usd else "SOLES"
    page = [1]
    df = lambda x: la.dfmt(x, "dmy")  # noqa: E731
    po_lab = la.pick(rng, "ORDEN DE COMPRA N°|O/C N°|Orden de Compra Nro.|N° Orden")

    def foot() -> None:
        d.t(
            r,
            d.h - 28,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7.2,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} – {po_lab} {po} (continuación)", 8.8, b=True)
        return 56

    rgb = rng.choice([(0.1, 0.4, 0.2), (0.35, 0.1, 0.45), (0.1, 0.2, 0.45)])
    rgb_text(d, m, 44, buyer, 14, rgb)
    d.lines(
        m,
        50,
        [
            f"RUC 20{la.digits(rng, '#########')}",
            f"Carretera Panamericana Norte Km {rng.randint(400, 1100)}, {rng.choice(['Virú', 'Chao', 'Olmos', 'Ica', 'Chincha'])} – La Libertad"
            if rng.random() < 0.6
            else f"Av. {rng.choice(['Javier Prado', 'La Molina', 'Larco'])} {rng.randint(100, 3999)}, Lima",
        ],
        7.6,
        lead=10,
    )
    bw = 200
    bx = r - bw
    d.box(bx, 30, bw, 44, lw=1.2)
    d.t(bx + bw / 2, 46, "ORDEN DE COMPRA", 9.6, b=True, al="c")
    d.t(bx + bw / 2, 64, f"{rng.choice(['N°', 'Nro.', 'N.º'])} {po}", 11, b=True, al="c")
    y = 88
    pairs_r = [
        ("Fecha de emisión", df(dt)),
        ("Requerimiento", req),
        ("Cotización", cot),
        ("Centro de costo", ceco),
        ("Fundo / Planta", fundo),
        ("Moneda", "Dólares americanos" if usd else "Soles"),
    ]
    rng.shuffle(pairs_r)
    d.kv(bx, y, pairs_r, 84, 7.6)
    lab = la.pick(rng, "PROVEEDOR|Señores:|Proveedor:|RAZÓN SOCIAL")
    d.t(m, y + 8, lab, 8, b=True)
    d.lines(
        m,
        y + 12,
        [
            sup,
            f"RUC: 20{la.digits(rng, '#########')}",
            f"{rng.choice(['Av.', 'Jr.', 'Calle'])} {rng.choice(['Los Industriales', 'Argentina', 'Naranjal', 'Colonial'])} {rng.randint(100, 2999)}, {rng.choice(['Ate', 'Callao', 'Los Olivos', 'Trujillo', 'Chiclayo'])}",
            f"Contacto: {rng.choice(['Sr.', 'Srta.', 'Ing.'])} {rng.choice(['Quispe', 'Huamán', 'Flores', 'Rojas', 'Chávez', 'Vargas'])} – Cel. 9{la.digits(rng, '## ### ###')}",
        ],
        8.4,
        lead=11,
        b_first=True,
    )
    y = max(y + 12 + 48, y + len(pairs_r) * 7.6 * 1.4) + 10
    d.grid(
        m,
        y,
        [wd * f for f in (0.22, 0.26, 0.26, 0.26)],
        ["Condición de pago", "Lugar de entrega", "Fecha de entrega", "Comprador"],
        [
            rng.choice(
                ["Crédito 30 días", "Crédito 60 días", "Adelanto 30% / saldo 30 días", "Contado"]
            ),
            f"Almacén {fundo}",
            df(dt + timedelta(days=rng.randint(5, 30))),
            rng.choice(["J. Alvarado", "M. Paredes", "R. Salazar", "C. Mendoza"]),
        ],
        size=7.8,
    )
    y += 36
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36] if not land else [20, 24])
    lines = more_lines(
        rng,
        PE_ITEMS,
        n,
        [100, 500, 1000, 2000, 5000, 10000, 20, 50],
        ["(campaña)", "(exportación)", "(stock)"],
        big=20,
    )
    if usd:
        lines = [
            (it, q, r2(p / Decimal("3.7")), r2(q * r2(p / Decimal("3.7")))) for it, q, p, a in lines
        ]
    body = [
        (
            [
                f"{i:03d}",
                la.digits(rng, "MAT-#####"),
                it[0],
                it[1],
                f"{q:,.0f}",
                en2(p) if p >= 1 else f"{p:.4f}",
                en2(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.12, 0.44, 0.07, 0.1, 0.1, 0.11)],
        ["Ítem", "Código", "Descripción", "U.M.", "Cantidad", f"P. Unit. {sym}", f"Total {sym}"],
        body,
        "lllcrrr",
        size=7.4,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3]) / 100))
    vv = sub - disc
    igv = r2(vv * Decimal("0.18"))
    total = vv + igv
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = []
        if disc:
            rows_ += [
                ("Sub total", f"{sym} {en2(sub)}", False),
                ("Descuento", f"-{sym} {en2(disc)}", False),
            ]
        rows_ += [
            ("Valor de venta", f"{sym} {en2(vv)}", False),
            ("I.G.V. 18%", f"{sym} {en2(igv)}", False),
            (la.pick(rng, "TOTAL|Precio de venta|IMPORTE TOTAL"), f"{sym} {en2(total)}", True),
        ]
        y2 = d.summary(r - 200, r - 3, y, rows_, 8.6, box_last=True)
        yl = wrapped(d, m, y + 2, pe_words(total, curw), 7.8, wd - 230, b=True)
        if rng.random() < 0.4:
            yl = wrapped(
                d,
                m,
                yl + 4,
                f"Adelanto (30%): {sym} {en2(r2(total * Decimal('0.3')))} contra carta fianza.",
                7.8,
                wd - 230,
            )
        y = max(y2, yl) + 8
    else:
        y = (
            wrapped(d, m, y + 4, "Precios según cotización aprobada; no incluyen I.G.V.", 8.4, wd)
            + 4
        )
    for t in [
        "Observaciones: Indicar el número de esta Orden de Compra en la guía de remisión y en el comprobante electrónico. Material sujeto a inspección de calidad (certificación BRC / GlobalG.A.P.).",
        "La factura debe emitirse a nombre de " + buyer + ("" if buyer.endswith(".") else "."),
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y + 2, t, 7.6, wd, grey=0.25)
    if y + 60 > bottom:
        y = brk()
    y += 40
    sw_ = (wd - 40) / 3
    for k, cap in enumerate(
        ["Elaborado por (Logística)", "Aprobado por (Gerencia)", "Recibí conforme – Proveedor"]
    ):
        d.sign(m + k * (sw_ + 20), y, sw_, cap)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit14_es_pe_agroexportadora_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pe)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit14_") and callable(fn)
}

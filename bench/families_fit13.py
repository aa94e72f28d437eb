# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families (`fit13_*`) DOCSTRING_PLACEHOLDER"""

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
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402, F401
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.78, 0.1, 0.1)


def en2(v: Decimal) -> str:
    return grouped(v)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def pct_of(v: Decimal, rate: str) -> Decimal:
    return r2(v * Decimal(rate) / 100)


def combo(rng: random.Random, stems: list[str], pats: list[str], **kw: str) -> str:
    return rng.choice(pats).format(S=rng.choice(stems), **kw)


# --------------------------------------------------------------------------- 1 zh-Hans brewery malt and hops order

BR_CITY = "青岛 烟台 哈尔滨 沈阳 大连 成都 重庆 武汉 西安 兰州 昆明 福州 厦门 南宁 呼和浩特 乌鲁木齐".split()
BR_BUY_B = "雪岭 泉源 金麦 北极星 黑土 海湾 鹿角 熊猫 山城 江畔 千岛 白桦 云杉 麦浪 虎跑".split()
BR_BUY_T = [
    "{c}{b}啤酒有限公司",
    "{c}{b}精酿啤酒厂",
    "{b}啤酒（{c}）有限公司",
    "{c}{b}酿酒股份有限公司",
    "{c}市{b}精酿酒业有限公司",
    "{b}鲜啤（{c}）有限公司",
]
BR_SUP_B = (
    "永顺 嘉禾 丰谷 穗丰 金穗 中粮 麦尔 福麦 恒麦 宝丰 禾润 新疆天山 甘肃祁连 酒花源 绿野".split()
)
BR_SUP_F = [
    "{c}{b}麦芽有限公司",
    "{c}{b}麦业股份有限公司",
    "{b}酒花（{c}）有限公司",
    "{c}{b}酿造原料贸易有限公司",
    "{c}{b}农产品进出口有限公司",
    "{b}麦芽（{c}）有限责任公司",
]
BR_SUP_BARE = ["{c}{b}酒花种植专业合作社", "{c}{b}麦芽厂", "{b}酿造原料经营部", "{c}{b}粮油商行"]
# code | name | origin/variety | pack | unit | lo | hi
BR_ITEMS = [
    ("M-PIL", "比尔森麦芽", "澳洲 二棱大麦", "50kg/袋", "吨", 4800, 6200),
    ("M-PAL", "淡色艾尔麦芽", "加拿大", "25kg/袋", "吨", 5600, 7200),
    ("M-WHT", "小麦芽", "国产 新疆", "吨袋 1t", "吨", 4200, 5600),
    ("M-MUN", "慕尼黑麦芽", "德国", "25kg/袋", "吨", 7200, 9400),
    ("M-CRY", "焦香麦芽 CARA 120", "比利时", "25kg/袋", "kg", 11, 18),
    ("M-CHO", "巧克力麦芽", "英国", "25kg/袋", "kg", 13, 21),
    ("M-BAR", "大麦（酿造用）", "国产 甘肃", "散装", "吨", 2900, 3800),
    ("H-CAS", "卡斯卡特酒花颗粒 T90", "美国 2024产季", "5kg/真空包", "kg", 160, 260),
    ("H-CIT", "西楚酒花颗粒 T90", "美国", "5kg/真空包", "kg", 380, 620),
    ("H-SAA", "萨兹酒花颗粒", "捷克", "5kg/真空包", "kg", 220, 360),
    ("H-QDH", "青岛大花颗粒", "国产 新疆", "20kg/箱", "kg", 70, 120),
    ("H-EXT", "CO2酒花浸膏", "国产 甘肃", "1kg/罐", "罐", 420, 680),
    ("H-MAG", "马格南酒花颗粒", "德国", "5kg/真空包", "kg", 150, 240),
    ("A-RIC", "大米（辅料）", "东北 粳米", "50kg/袋", "吨", 3900, 4800),
    ("A-SYR", "麦芽糖浆", "DE 42", "吨桶", "吨", 3600, 4700),
]


def _br(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(BR_CITY, 2)
    buyer = rng.choice(BR_BUY_T).format(c=c1, b=rng.choice(BR_BUY_B))
    sup = bare_or(rng, BR_SUP_F, BR_SUP_BARE, 0.22).format(c=c2, b=rng.choice(BR_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YL{Y}{m}{n3}|CG-{y}{m}{d}-{n2}|PO{Y}{n5}|{Y}-YF-{n4}|BR{y}{m}{n4}")
    agree = cj.number(rng, d, "NDXY-{Y}-{n3}|GHXY{Y}{n3}|{Y}年度框字第{n3}号")
    req = cj.number(rng, d, "QG{y}{m}{n4}|SQ-{Y}{m}{n3}")
    plan = cj.number(rng, d, "JH{Y}{m}-{n2}|酿造计划{Y}-{n2}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([black, Color(0.55, 0.35, 0.05), Color(0.1, 0.3, 0.2)])
    ds = rng.choice(["cn", "cn0", "iso", "slash"])
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|合同订单号")
    sup_lab = cj.pick(rng, "供应方（乙方）|供货单位|卖方|供方")
    buy_lab = cj.pick(rng, "采购方（甲方）|订货单位|买方|需方")
    sup_left = rng.random() < 0.45
    rate = rng.choice(["9", "13", "13"])

    def foot() -> None:
        pdf.line(m, pdf.h - 38, right, pdf.h - 38, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 26, f"{buyer}　采购部", 7.4, colour=GREY)
        pdf.text(
            right,
            pdf.h - 26,
            f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"{buyer}　{po_lab}：{po}（续页）", 8.6, colour=GREY)
        return 52

    y = 48
    pdf.text(pdf.w / 2, y, buyer, 16, align="c", bold=True, colour=ink)
    y += 14
    if rng.random() < 0.5:
        pdf.text(
            pdf.w / 2, y, f"{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, align="c", colour=GREY
        )
        y += 8
    pdf.line(m, y, right, y, lw=1.4, colour=ink)
    pdf.line(m, y + 2.5, right, y + 2.5, lw=0.4, colour=ink)
    y += 30
    title = cj.pick(rng, "原料采购订单|麦芽、酒花采购订单|酿造原料订货单|原辅料采购订单")
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
    y += 22
    pairs = [
        (po_lab, po),
        ("下单日期", cj.fdate(d, ds)),
        (cj.pick(rng, "年度供货协议|框架协议编号|年度采购协议号"), agree),
        (cj.pick(rng, "请购单号|采购申请号"), req),
    ]
    if rng.random() < 0.5:
        pairs.append((cj.pick(rng, "酿造计划号|生产计划号"), plan))
    if rng.random() < 0.35:
        pairs.insert(0, pairs.pop(2))
    cw = wd / 2
    for k, (lab, val) in enumerate(pairs):
        x = m + (k % 2) * cw
        pdf.text(x, y, f"{lab}：", 9, colour=GREY)
        pdf.text(x + 78, y, val, 9.4, bold=lab == po_lab)
        if k % 2 == 1 or k == len(pairs) - 1:
            y += 16
    y += 8
    bank, acct = cj.bank(rng)
    buy_rows = [
        buyer,
        f"地址：{cj.zh_addr(rng)}",
        f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"收货：{cj.pick(rng, '原料仓库|麦芽筒仓|酒花冷库（2-4℃）|糖化车间')}",
    ]
    sup_rows = [
        sup,
        f"地址：{c2}{cj.zh_addr(rng)[2:]}",
        f"联系人：{cj.person(rng)}　{cj.zh_tel(rng) if rng.random() < 0.5 else cj.mobile(rng)}",
        f"开户行：{bank}",
        f"账号：{acct}",
    ]
    if rng.random() < 0.5:
        sup_rows.append(f"税号：{cj.credit_code(rng)}")
    cols = [(sup_lab, sup_rows), (buy_lab, buy_rows)]
    if not sup_left:
        cols.reverse()
    top = y
    hh = 0.0
    inline = rng.random() < 0.4
    for k, (lab, rows) in enumerate(cols):
        x = m + k * (wd / 2 + 6)
        yy = top
        if inline:
            pdf.text(x, yy, f"{lab}：{rows[0]}", 9.6, bold=True)
        else:
            pdf.text(x, yy, lab, 8.6, colour=ink, bold=True)
            yy += 15
            pdf.text(x, yy, rows[0], 10, bold=True)
        yy += 15
        for s in rows[1:]:
            pdf.text(x, yy, s, 8.2, maxw=wd / 2 - 14)
            yy += 12.5
        hh = max(hh, yy - top)
    pdf.line(m + wd / 2, top - 10, m + wd / 2, top + hh - 6, lw=0.5, colour=GREY)
    y = top + hh + 6
    pdf.text(m, y, "经双方协商，甲方向乙方订购下列酿造原料，具体如下：", 8.8)
    y += 10
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8], [22, 28, 34, 56])
    lines = more_lines(
        rng,
        [(it[1], it[0], it[2], it[3], it[4], it[5], it[6]) for it in BR_ITEMS],
        n,
        [1, 2, 3, 5, 8, 10, 20, 25, 40, 60],
        ["（补单）", "（第二批）", "（试酿）", "（备货）"],
    )
    lines = [((it[0], it[1], it[2], it[3], it[4]), q, p, a) for it, q, p, a in lines]
    sub = sum((a for *_, a in lines), ZERO)
    ws = cj.rel(wd, [5, 9, 19, 14, 11, 6, 8, 11, 13])
    heads = [
        "序号",
        "物料编码",
        "物料名称",
        "产地/产季",
        "包装",
        "单位",
        "数量",
        "单价（元）",
        "金额（元）",
    ]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[1],
                    it[0],
                    it[2],
                    it[3],
                    it[4],
                    f"{q:,.0f}",
                    cj.money(p) if stated else "按期货价",
                    cj.money(a) if stated else "—",
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
        "cclllcrrr",
        rowh=17,
        size=7.6,
        bottom=bottom,
        brk=brk,
        hh=18,
        carry=("本页小计（过次页）", "承上页", cj.money, 2, 8)
        if stated and rng.random() < 0.6
        else None,
    )
    if y + 150 > bottom:
        y = brk()
    total = sub
    if stated:
        split = rng.random() < 0.45
        net = r2(sub / (1 + Decimal(rate) / 100))
        tax = sub - net
        y = crow(
            pdf,
            m,
            y,
            ws,
            ["", "", "合　计", "", "", "", "", "", cj.money(sub)],
            "cclllcrrr",
            h=18,
            size=8.2,
            bold=True,
        )
        y += 16
        if split:
            for lab, v in [
                ("不含税金额", net),
                (f"增值税（{rate}%）", tax),
            ]:
                pdf.text(right - 130, y, lab, 8.8, align="r", colour=GREY)
                pdf.text(right, y, f"¥{cj.money(v)}", 8.8, align="r")
                y += 15
            pdf.text(
                right - 130,
                y,
                cj.pick(rng, "价税合计|订单总金额|含税总价"),
                10,
                align="r",
                bold=True,
            )
            pdf.text(right, y, f"¥{cj.money(total)}", 10.5, align="r", bold=True)
            y += 16
        else:
            pdf.text(
                m,
                y,
                f"{cj.pick(rng, '订单总金额（含税）|货款合计（含{r}%增值税）|合同总价（含税）').format(r=rate)}：¥{cj.money(total)}",
                10,
                bold=True,
            )
            y += 16
        if rng.random() < 0.7:
            pdf.text(m, y, f"大写：人民币{cj.daxie(total)}", 9)
            y += 16
        if rng.random() < 0.45:
            dep = r2(total * Decimal(rng.choice([20, 30, 50])) / 100)
            pdf.text(
                m,
                y,
                f"预付款：合同签订后5个工作日内甲方支付 ¥{cj.money(dep)}，余款货到验收合格后60天内付清。",
                8.6,
            )
            y += 16
    else:
        y += 14
        pdf.text(
            m,
            y,
            "价格：按每批到货当月结算价执行，以双方确认的价格确认单为准，本订单不列总金额。",
            8.8,
        )
        y += 18
    terms = [
        "1. 质量要求：麦芽水分≤5.0%，浸出物（干基）≥79%，色度2.5-4.0 EBC；酒花α-酸含量按到货检验报告。",
        f"2. 交货方式：供方送货至{buyer}指定仓库，运费及装卸费由供方承担；每批随货附质检报告。",
        f"3. 发票：供方开具{rate}%增值税专用发票，发票备注栏注明本订单号。",
        "4. 酒花须冷链运输，真空包装破损或α-酸不达标者，需方有权拒收。",
    ]
    for t in terms:
        if y + 14 > bottom:
            y = brk()
        for ln in cj.wrap(t, 8, wd):
            pdf.text(m, y, ln, 8, colour=GREY)
            y += 12
    y += 20
    if y + 70 > bottom:
        y = brk() + 10
    for k, lab in enumerate([buy_lab.split("（")[0], sup_lab.split("（")[0]]):
        x = m + k * wd / 2
        pdf.text(x, y, f"{lab}（盖章）：", 9)
        pdf.text(x, y + 20, f"授权代表：{cj.person(rng) if k == 0 else '__________'}", 9)
        pdf.text(x, y + 40, f"日期：{cj.fdate(d, ds) if k == 0 else '____年__月__日'}", 9)
    if rng.random() < 0.6:
        pdf.stamp(m + 120, y + 14, buyer, rng, caption="合同专用章", r=36)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_zh_pijiu_maiya_jiuhua_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _br)


# --------------------------------------------------------------------------- 2 zh-Hans dairy co-operative's packaging order with a delivery schedule

DY_CITY = (
    "呼和浩特 包头 石家庄 保定 济南 潍坊 郑州 新乡 哈尔滨 齐齐哈尔 银川 西宁 扬州 南通 昆山".split()
)
DY_BUY_B = "草原 牧歌 金牛 白云 绿源 北疆 天润 牧场 鲜源 乳香 晨露 塞北 牛栏 春雪 蓝天".split()
DY_BUY_T = [
    "{c}{b}奶牛养殖专业合作社",
    "{c}{b}乳业有限公司",
    "{c}{b}乳品专业合作社联合社",
    "{c}市{b}乳制品有限公司",
    "{b}牧业（{c}）有限公司",
    "{c}{b}奶业股份有限公司",
]
DY_SUP_B = "华彩 利源 恒丰 永新 鸿宇 金田 佳印 紫江 新美 宏达 昌盛 瑞丰 东方 金鹰 亚联".split()
DY_SUP_F = [
    "{c}{b}包装材料有限公司",
    "{c}{b}塑胶制品有限公司",
    "{b}纸业包装（{c}）有限公司",
    "{c}{b}无菌包装股份有限公司",
    "{c}市{b}彩印包装有限公司",
    "{c}{b}瓶盖有限公司",
]
DY_SUP_BARE = ["{c}{b}纸箱厂", "{c}市{b}塑料制品厂", "{b}包装材料经营部", "{c}{b}印刷包装厂"]
# code | name | spec | unit | lo | hi
DY_ITEMS = [
    ("BC-1001", "无菌砖包材", "250ml 纯牛奶 版本V6", "千个", 210, 320),
    ("BC-1002", "无菌枕包材", "200ml 巴氏乳", "千个", 150, 230),
    ("BC-2001", "屋顶盒", "950ml 鲜牛奶", "千个", 420, 620),
    ("BC-3001", "PET瓶坯", "28g 38口", "千个", 180, 260),
    ("BC-3002", "HDPE奶瓶", "1L 白色 避光", "千个", 520, 760),
    ("BC-4001", "瓶盖", "38mm 防盗 蓝色", "千个", 45, 80),
    ("BC-4002", "铝箔封口膜", "Φ40 热封", "千片", 30, 55),
    ("BC-5001", "外箱", "五层瓦楞 24盒装 四色印刷", "个", 1.8, 3.2),
    ("BC-5002", "礼盒", "12×250ml 提手", "个", 3.5, 6.0),
    ("BC-6001", "收缩膜", "PE 0.06mm×500mm", "kg", 13, 19),
    ("BC-6002", "吸管", "U型 独立包装", "万支", 260, 420),
    ("BC-7001", "酸奶杯", "PP 100g 印刷", "千个", 110, 170),
    ("BC-7002", "杯盖膜", "PET/AL/PE 覆膜", "kg", 48, 75),
]


def _dy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    c1, c2 = rng.sample(DY_CITY, 2)
    buyer = rng.choice(DY_BUY_T).format(c=c1, b=rng.choice(DY_BUY_B))
    sup = bare_or(rng, DY_SUP_F, DY_SUP_BARE, 0.25).format(c=c2, b=rng.choice(DY_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "BC{Y}{m}{n3}|DH-{y}{m}{d}{n2}|{Y}{m}{d}{n4}|NY-PO-{y}{n4}|BZ{y}{n5}")
    plan = cj.number(rng, d, "YH{Y}{m}|要货计划{y}{m}-{n2}")
    frame = cj.number(rng, d, "KJ-{Y}-{n3}|NDBC{Y}{n2}")
    supcode = cj.number(rng, d, "V{n5}|GYS{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.1, 0.35, 0.65), Color(0.05, 0.45, 0.3), black])
    po_lab = cj.pick(rng, "订单号|订货单号|单据编号|采购订单号")
    ds = rng.choice(["cn", "iso", "slash"])
    ndates = rng.choice([3, 4, 4, 5, 6])
    dates = sorted({cj.later(rng, d, 3 + 7 * k, 8 + 7 * k) for k in range(ndates)})
    title = cj.pick(rng, "包装材料订货单|包材分批要货订单|包材采购订单（分批交货）|包装物料订购单")

    def foot() -> None:
        pdf.text(m, pdf.h - 24, f"{po_lab}：{po}", 7.2, colour=GREY)
        pdf.text(
            right,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.2,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）", 9, bold=True, colour=ink)
        return 44

    y = 38
    pdf.rect(m, y - 12, 6, 30, fill=ink, stroke=None)
    pdf.text(m + 12, y, buyer, 13, bold=True)
    pdf.text(m + 12, y + 14, f"{cj.zh_addr(rng)}　电话 {cj.zh_tel(rng)}", 7.4, colour=GREY)
    pdf.text(right, y, title, 15, align="r", bold=True, colour=ink)
    pdf.text(right, y + 16, f"{po_lab}：{po}", 10, align="r", bold=True)
    y += 40
    sal = cj.pick(rng, "致：|致|TO：|供应商：")
    pdf.text(m, y, f"{sal}{sup}", 11, bold=True)
    if rng.random() < 0.5:
        pdf.text(m + 330, y, f"供应商代码：{supcode}", 8.4, colour=GREY)
    y += 16
    pdf.text(
        m,
        y,
        f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}　　抄送：{cj.pick(rng, '质检部|仓储物流部|财务部')}",
        8.2,
    )
    y += 14
    info = [
        f"下单日期：{cj.fdate(d, ds)}",
        f"{cj.pick(rng, '年度框架协议|框架合同号')}：{frame}",
        f"{cj.pick(rng, '要货计划号|月度计划')}：{plan}",
        f"收货：{cj.pick(rng, '灌装车间包材库|一号仓库|成品车间')}（{cj.person(rng)} {cj.mobile(rng)}）",
    ]
    pdf.text(m, y, "　　".join(info[:3]), 8.2, colour=GREY)
    y += 13
    pdf.text(m, y, info[3], 8.2, colour=GREY)
    y += 10
    pdf.text(
        m,
        y + 10,
        "现向贵司订购下列包装材料，请按下表日期分批送货，每批随货附检验报告（COA）：",
        8.8,
    )
    y += 18
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6, 7, 8], [18, 22, 26])
    pool = [(it[1], it[0], it[2], it[3], it[4], it[5]) for it in DY_ITEMS]
    lines = []
    for it in rng.sample(pool, min(n, len(pool))):
        lo, hi = it[4], it[5]
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        per = [rng.choice([0, 5, 10, 20, 30, 50, 80, 100]) for _ in dates]
        if not sum(per):
            per[0] = 20
        if it[3] == "个":
            per = [q * 100 for q in per]
        lines.append((it, per, p))
    while len(lines) < n:
        it, per, p = rng.choice(lines[: len(pool)])
        tag = rng.choice(["（新版）", "（促销装）", "（出口）"])
        lines.append(((it[0] + tag, *it[1:]), [rng.choice([0, 10, 20, 40]) for _ in dates], p))
    dw = [9] * len(dates)
    ws = cj.rel(wd, [4, 9, 13, 17, 5, *dw, 9, 9, 12])
    heads = [
        "序号",
        "物料编码",
        "物料名称",
        "规格",
        "单位",
        *[f"{dt.month}/{dt.day}" for dt in dates],
        "合计数量",
        "单价（元）",
        "金额（元）",
    ]
    body = []
    sub = ZERO
    for i, (it, per, p) in enumerate(lines, 1):
        qty = sum(per)
        a = r2(p * qty)
        sub += a
        body.append(
            (
                [
                    str(i),
                    it[1],
                    it[0],
                    it[2],
                    it[3],
                    *[f"{q:,}" if q else "" for q in per],
                    f"{qty:,}",
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    al = "cclll" + "r" * len(dates) + "rrr"
    pdf.text(m + sum(ws[:5]) + 2, y + 10, "交货日期及数量", 7.6, colour=ink)
    y += 14
    y = ctable(
        pdf, m, y, ws, heads, body, al, rowh=16, size=7.2, bottom=bottom, brk=brk, hh=17, fill=PALE
    )
    rate = Decimal(13)
    incl = rng.random() < 0.5
    if incl:
        total = sub
        net = r2(sub / Decimal("1.13"))
        tax = total - net
    else:
        net = sub
        tax = pct_of(net, "13")
        total = net + tax
    if y + 110 > bottom:
        y = brk()
    y += 14
    if stated:
        lab_w = 120
        rows = [
            ("不含税金额" if incl else "货款合计（不含税）", f"{cj.money(net)}"),
            (f"增值税（{rate}%）", f"{cj.money(tax)}"),
            (cj.pick(rng, "含税总金额|价税合计|订单总额（含税）"), f"¥{cj.money(total)}"),
        ]
        if incl and rng.random() < 0.5:
            rows = [(cj.pick(rng, "订单总额（含税）|价税合计"), f"¥{cj.money(total)}")]
            pdf.text(m, y, f"（单价均为含{rate}%增值税价）", 8, colour=GREY)
        y = cj.sums(pdf, right, y, rows, size=9.4, label_w=lab_w)
        if rng.random() < 0.6:
            pdf.text(right, y, f"人民币大写：{cj.daxie(total)}", 8.6, align="r")
            y += 14
        if rng.random() < 0.4:
            used = r2(Decimal(rng.randint(100000, 900000)))
            pdf.text(
                m,
                y,
                f"年度框架协议已下单累计：¥{cj.money(used + total)}（含本单）",
                8,
                colour=GREY,
            )
            y += 14
    else:
        pdf.text(m, y, "单价执行年度框架协议价格表（附件一），结算金额以实际到货数量为准。", 8.8)
        y += 16
    y += 8
    notes = [
        "1. 包材须符合GB 4806系列食品接触材料标准，首批到货附第三方检测报告。",
        "2. 印刷版面以双方签样为准，色差超标、漏印、封合不良整批退货。",
        "3. 送货单须注明本订单号及批次号，按上表日期送达，延误按合同约定处理。",
    ]
    for t in notes:
        if y + 12 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY)
        y += 12
    y += 18
    if y + 30 > bottom:
        y = brk() + 10
    for k, lab in enumerate(["编制", "审核", "批准", "供应商确认（盖章）"]):
        x = m + k * wd / 4
        who = cj.person(rng) if k < 3 and rng.random() < 0.7 else ""
        pdf.text(x, y, f"{lab}：{who}", 9)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_zh_ruye_baocai_fenpi_dinghuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dy)


# --------------------------------------------------------------------------- 3 zh-Hant (Hong Kong) flight kitchen's purchase order

HK_CAT = [
    ("翔天", "Skyward"),
    ("港穗", "Harbour Crest"),
    ("雲峰", "Cloud Peak"),
    ("東航", "Eastwing"),
    ("寶翔", "Pacific Wings"),
    ("嘉域", "Gateway"),
    ("海悅", "Ocean Joy"),
]
HK_CAT_T = [
    ("航空飲食服務有限公司", "Inflight Catering Services Limited"),
    ("航空膳食有限公司", "Flight Kitchen Limited"),
    ("機場餐飲管理有限公司", "Airport Catering Management Limited"),
]
HK_SUP = [
    ("永興", "Wing Hing"),
    ("利豐", "Lee Fung"),
    ("合記", "Hop Kee"),
    ("新記", "Sun Kee"),
    ("萬昌", "Man Cheong"),
    ("信和", "Shun Wo"),
    ("德記", "Tak Kee"),
    ("恒泰", "Hang Tai"),
    ("泰豐", "Tai Fung"),
    ("金利", "Kam Lee"),
    ("大華", "Tai Wah"),
    ("捷豐", "Jie Fung"),
    ("榮興", "Wing Hing Wah"),
    ("美華", "Mei Wah"),
    ("福昌", "Fook Cheong"),
]
HK_SUP_T = [
    ("食品有限公司", "Food Company Limited"),
    ("凍肉批發有限公司", "Frozen Meat Wholesale Limited"),
    ("蔬果貿易有限公司", "Fruit & Vegetable Trading Limited"),
    ("包裝用品有限公司", "Packaging Supplies Co., Ltd."),
    ("海產有限公司", "Seafood Limited"),
    ("餐具用品有限公司", "Tableware Company Limited"),
]
HK_SUP_BARE = [("行", "Trading"), ("蔬菜欄", "Vegetables"), ("凍肉行", "Frozen Meat"), ("號", "")]
# zh | en | unit | lo | hi
HK_CAT_ITEMS = [
    ("急凍雞胸肉", "Frozen chicken breast, skinless", "KG", 32, 48),
    ("澳洲牛柳", "Australian beef tenderloin, chilled", "KG", 210, 320),
    ("挪威三文魚柳", "Norwegian salmon fillet, chilled", "KG", 120, 185),
    ("泰國香米", "Thai jasmine rice 25kg", "BAG", 260, 340),
    ("西蘭花", "Broccoli florets, trimmed", "KG", 18, 32),
    ("沙律菜", "Mixed salad leaves", "KG", 45, 80),
    ("牛油粒", "Butter portions 10g x 500", "CTN", 280, 420),
    ("果醬小盒", "Jam portions 20g x 200", "CTN", 190, 290),
    ("餐包", "Dinner rolls, par-baked x 120", "CTN", 210, 330),
    ("鋁箔餐盒", "Aluminium casserole 1/3 x 1000", "CTN", 520, 780),
    ("膠餐具包", "Cutlery kit (knife/fork/spoon/napkin) x 500", "CTN", 350, 520),
    ("濕紙巾", "Refreshing towel x 2000", "CTN", 330, 480),
    ("乾冰", "Dry ice pellets", "KG", 9, 15),
    ("樽裝水", "Mineral water 330ml x 24", "CTN", 55, 85),
    ("雪糕杯", "Ice cream cup 100ml x 48", "CTN", 240, 380),
    ("芝士片", "Cheese slices 1kg", "PKT", 65, 95),
]
HK_AIR = ["CX", "UO", "HX", "KA", "NH", "SQ", "EK", "BA", "QF", "JL"]


def _hc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 60
    cb, ct = rng.choice(HK_CAT), rng.choice(HK_CAT_T)
    buyer_zh, buyer_en = f"{cb[0]}{ct[0]}", f"{cb[1]} {ct[1]}"
    sb = rng.choice(HK_SUP)
    if rng.random() < 0.25:
        st = rng.choice(HK_SUP_BARE)
        sup_zh, sup_en = f"{sb[0]}{st[0]}", f"{sb[1]} {st[1]}".strip()
    else:
        st = rng.choice(HK_SUP_T)
        sup_zh, sup_en = f"{sb[0]}{st[0]}", f"{sb[1]} {st[1]}"
    en_only = rng.random() < 0.2
    sup = sup_en if en_only else sup_zh
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n4}|FK-PO-{n6}|{y}/PUR/{n5}|P{Y}{n5}|IC{y}{n5}")
    quo = cj.number(rng, d, "Q{y}{n4}|QT-{n5}")
    cont = cj.number(rng, d, "AC-{Y}-{n3}|SA/{y}/{n3}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.05, 0.2, 0.45), Color(0.55, 0.1, 0.15), black])
    dstyle = rng.choice(["hk", "iso", "en"])

    def foot() -> None:
        pdf.line(m, pdf.h - 44, right, pdf.h - 44, lw=0.4, colour=GREY)
        pdf.text(
            m,
            pdf.h - 32,
            "All food items must comply with HACCP / ISO 22000. 所有食品須符合 HACCP 要求並附衛生證明書。",
            6.8,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 22,
            f"Page 頁 {page[0]} of {of}" if of else f"Page 頁 {page[0]}",
            7,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer_en}  P.O. No. {po} (cont'd 續)", 8.4, colour=GREY)
        return 48

    y = 44
    pdf.text(m, y, buyer_zh, 15, bold=True, colour=ink)
    pdf.text(m, y + 15, buyer_en.upper(), 9.6, bold=True, colour=ink)
    pdf.text(
        m,
        y + 28,
        f"{rng.randint(1, 30)} Chun Wan Road, Hong Kong International Airport, Lantau  Tel: {cj.hk_tel(rng)}  Fax: {cj.hk_tel(rng)}",
        7,
        colour=GREY,
    )
    pdf.text(right, y, "採購訂單", 15, align="r", bold=True)
    pdf.text(right, y + 16, "PURCHASE ORDER", 11, align="r", bold=True)
    y += 44
    pdf.line(m, y, right, y, lw=1.2, colour=ink)
    y += 14
    lw_ = wd * 0.56
    sup_lab = cj.pick(rng, "Supplier 供應商|Vendor 供應商|To 致")
    pdf.rect(m, y, lw_, 92, stroke=GREY, lw=0.6)
    pdf.rect(m, y, lw_, 15, fill=PALE, stroke=None)
    pdf.text(m + 5, y + 11, sup_lab, 8.4, bold=True)
    yy = y + 30
    if en_only:
        pdf.text(m + 6, yy, sup_en, 10.4, bold=True)
    else:
        pdf.text(m + 6, yy, sup_zh, 11, bold=True)
        yy += 13
        if sup_en and rng.random() < 0.8:
            pdf.text(m + 6, yy, sup_en, 8.8)
        else:
            yy -= 4
    yy += 14
    for s in [
        f"{rng.choice(['Unit', 'Flat', 'Shop'])} {rng.randint(1, 30)}{rng.choice('ABCDEF')}, {rng.randint(2, 20)}/F, {rng.choice(['Kwai Cheong Road', 'Wang Lung Street', 'Sheung Yuet Road', 'Cheung Sha Wan Road', 'Tsing Yi Road'])}",
        f"Attn 聯絡人: {cj.person(rng, 'zh-Hant')}   Tel: {cj.hk_tel(rng)}",
    ]:
        pdf.text(m + 6, yy, s, 7.8, maxw=lw_ - 12)
        yy += 12
    rx = m + lw_ + 12
    df = lambda x: cj.fdate(x, dstyle)
    rows = [
        ("P.O. No. 訂單編號", po),
        ("Date 日期", df(d)),
        ("Delivery 送貨日期", df(cj.later(rng, d, 2, 10))),
        ("Flight Period 航期", f"{df(cj.later(rng, d, 5, 9))} – {df(cj.later(rng, d, 20, 40))}"),
        ("Quotation 報價單", quo),
    ]
    if rng.random() < 0.5:
        rows.append(("Supply Agreement 供應協議", cont))
    if rng.random() < 0.3:
        rows.insert(1, rows.pop(0))
    for lab, val in rows:
        pdf.text(rx, y + 10, lab, 7.4, colour=GREY)
        pdf.text(right, y + 10, val, 8.6, align="r", bold=lab.startswith("P.O."))
        pdf.line(rx, y + 14, right, y + 14, lw=0.3, colour=PALE)
        y += 16
    y = max(y, yy - 2, y) + 8
    y = max(y, yy + 4)
    pdf.text(
        m,
        y,
        f"Deliver To 送貨地址：{buyer_zh} Receiving Dock {rng.randint(1, 6)}, Catering Building, HKIA（收貨時間 06:00-14:00）",
        8,
    )
    y += 16
    n = n_lines(rng, [2, 3, 3, 4, 5, 6, 7, 8, 10, 12], [28, 34, 40, 66])
    lines = more_lines(
        rng,
        HK_CAT_ITEMS,
        n,
        [2, 4, 5, 10, 12, 20, 25, 40, 60, 100],
        ["（特別餐）", "（頭等艙）", "（補貨）"],
    )
    ws = cj.rel(wd, [5, 10, 30, 10, 7, 8, 12, 14])
    heads = [
        "項目\nItem",
        "航班\nFlight",
        "貨品說明 Description",
        "編號\nCode",
        "單位\nUnit",
        "數量\nQty",
        "單價\nUnit Price",
        "金額 HK$\nAmount",
    ]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        fl = f"{rng.choice(HK_AIR)}{rng.randint(100, 989)}" if rng.random() < 0.6 else "ALL"
        body.append(
            (
                [
                    str(i),
                    fl,
                    f"{it[0]} {it[1]}",
                    f"{rng.choice('FDVGP')}{rng.randint(10000, 99999)}",
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf, m, y, ws, heads, body, "cclccrrr", rowh=16, size=7.2, bottom=bottom, brk=brk, hh=24
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([2, 3, 5])) / 100) if rng.random() < 0.35 else ZERO
    total = sub - disc
    if y + 110 > bottom:
        y = brk()
    y += 14
    if stated:
        rows = [("Sub-total 小計", f"HK${cj.money(sub)}")]
        if disc:
            rows.append(("Less: Volume Discount 折扣", f"-HK${cj.money(disc)}"))
        rows.append(
            (
                cj.pick(rng, "TOTAL 總額|Grand Total 合計|P.O. Total 訂單總額"),
                f"HK${cj.money(total)}",
            )
        )
        if len(rows) == 2 and rng.random() < 0.5:
            rows = rows[1:]
        y = cj.sums(pdf, right, y, rows, size=9, label_w=110)
        if rng.random() < 0.55:
            pdf.text(
                right, y, f"港幣{cj.daxie(total, trad=True).replace('元', '圓')}", 8.2, align="r"
            )
            y += 14
    else:
        pdf.text(
            m,
            y,
            "Prices as per Supply Agreement 價格按供應協議執行 — invoice per delivery 每次送貨分別開單。",
            8.4,
        )
        y += 16
    y += 6
    for t in [
        "1. Chilled items 2-4°C, frozen items -18°C or below on receipt; temperature log required 須附溫度記錄。",
        "2. Please quote our P.O. number on all delivery notes and invoices 送貨單及發票請註明本訂單編號。",
        "3. Payment 付款: 60 days after receipt of invoice 收到發票後六十天。",
    ]:
        if y + 12 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.4, colour=GREY, maxw=wd)
        y += 12
    y += 26
    if y + 30 > bottom:
        y = brk() + 20
    pdf.line(m, y, m + 170, y, lw=0.5)
    pdf.text(m, y + 11, f"Authorised Signature 授權簽署  {buyer_en}", 7.4)
    pdf.line(right - 170, y, right, y, lw=0.5)
    pdf.text(right - 170, y + 11, "Supplier Acknowledgement 供應商確認", 7.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_hk_jichang_peican_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hc)


# --------------------------------------------------------------------------- 4 ja wholesaler's order confirmation with back-ordered lines

JA_SELL_B = (
    "丸栄 北星 三光 大成 協和 東洋 日進 富士見 明和 山陽 相模 白鳥 弥生 若葉 栄光 旭 信越".split()
)
JA_SELL_T = [
    "株式会社{b}商事",
    "{b}産業株式会社",
    "{b}物産株式会社",
    "株式会社{b}",
    "{b}機材株式会社",
    "{b}化成工業株式会社",
    "有限会社{b}商会",
    "{b}ツール株式会社",
]
JA_SELL_BARE = ["{b}商店", "{b}商会", "{b}工具店"]
JA_CUST_B = "青葉 緑川 星野 桜台 港北 東雲 松原 南部 高砂 中島 常盤 春日 小松".split()
JA_CUST_T = [
    "株式会社{b}製作所",
    "{b}工業株式会社",
    "{b}精機株式会社",
    "株式会社{b}電設",
    "{b}建設株式会社",
]
# code | name | unit | lo | hi
JA_WH_ITEMS = [
    ("TR-0812", "トルクレンチ 12.7sq 20-100N・m", "本", 18000, 32000),
    ("DR-5010", "ドリルビット HSS 5.0mm 10本組", "組", 1800, 3600),
    ("GL-3022", "耐切創手袋 Lサイズ", "双", 680, 1400),
    ("BT-1103", "六角ボルト M10×40 SUS304 (100本)", "箱", 3200, 5800),
    ("CB-2015", "VVFケーブル 2.0mm×3C 100m", "巻", 14000, 21000),
    ("LD-4040", "LED投光器 50W 防水", "台", 6800, 12000),
    ("TP-0048", "養生テープ 50mm×25m 緑", "巻", 180, 320),
    ("SP-7707", "スプレー塗料 ホワイト 420ml", "本", 480, 900),
    ("FL-2201", "エアフィルター 600×600", "枚", 2400, 4200),
    ("BR-6205", "ベアリング 6205ZZ", "個", 520, 980),
    ("CH-3300", "チェーンブロック 1t×3m", "台", 28000, 46000),
    ("SF-1200", "安全帯 フルハーネス型", "本", 15000, 26000),
    ("MK-0210", "マーキングペン 黄 10本", "箱", 900, 1600),
    ("HS-5501", "油圧ホース 1/2 × 1m", "本", 2600, 4800),
]


def _jb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    b = rng.choice(JA_SELL_B)
    seller = bare_or(rng, JA_SELL_T, JA_SELL_BARE, 0.12).format(b=b)
    cust = rng.choice(JA_CUST_T).format(b=rng.choice(JA_CUST_B))
    d = cj.a_date(rng)
    cpo = cj.number(rng, d, "{y}{m}-{n4}|PO-{Y}{m}{n3}|H{y}{n5}|{n8}|発{y}-{n4}")
    so = cj.number(rng, d, "J{y}{m}{d}{n3}|SO-{n7}|受{y}{n5}")
    est = cj.number(rng, d, "M{y}{n5}|見{y}-{n4}")
    stated = stated_of(rng)
    page = [1]
    ys = rng.choice([0, 0, 1, 2])
    fm = lambda v: f"{v:,.0f}"
    ds = rng.choice(["cn", "slash", "reiwa"])
    title = cj.pick(
        rng, "受注確認書|ご注文確認書|注文請書 兼 出荷予定のご案内|受注確認書（出荷予定）"
    )
    reg = f"T{rng.randint(1000000000000, 9999999999999)}"

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"- {page[0]} -",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title}（続き）　受注番号 {so}", 8.6, colour=GREY)
        return 48

    y = 48
    pdf.text(pdf.w / 2, y, title, 16, align="c", bold=True, space=1.5)
    pdf.line(pdf.w / 2 - 90, y + 5, pdf.w / 2 + 90, y + 5, lw=0.8)
    pdf.text(right, y + 24, f"発行日　{cj.fdate(cj.later(rng, d, 0, 2), ds)}", 8.6, align="r")
    y += 48
    pdf.text(m, y, f"{cust}　御中", 12, bold=True)
    pdf.line(m, y + 4, m + wd * 0.5, y + 4, lw=0.6)
    if rng.random() < 0.6:
        pdf.text(m, y + 18, f"購買部　{cj.person(rng, 'ja')} 様", 9)
    sx = m + wd * 0.58
    sy = y - 8
    pdf.text(sx, sy, seller, 11.5, bold=True)
    for k, s in enumerate(
        [
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"登録番号 {reg}",
            f"担当：{cj.pick(rng, '営業部|第二営業課|東京支店')} {cj.person(rng, 'ja')}",
        ]
    ):
        pdf.text(sx, sy + 14 + k * 11.5, s, 7.6, maxw=right - sx)
    if rng.random() < 0.7:
        pdf.stamp(right - 22, sy + 14, seller, rng, shape="rect", r=20)
    y += 60
    pdf.text(
        m,
        y,
        cj.pick(
            rng,
            "毎度格別のお引き立てを賜り厚く御礼申し上げます。下記の通りご注文を承りました。|このたびはご注文いただき誠にありがとうございます。下記の内容にて受注いたしました。",
        ),
        8.8,
    )
    y += 10
    hdr = [
        ["貴社注文番号", cpo, "受注番号", so],
        ["ご注文日", cj.fdate(d, ds), "出荷予定日", cj.fdate(cj.later(rng, d, 1, 6), ds)],
        [
            "お見積番号",
            est if rng.random() < 0.6 else "―",
            "出荷元",
            cj.pick(rng, "東日本物流センター|本社倉庫|大阪DC|厚木センター"),
        ],
    ]
    if rng.random() < 0.4:
        hdr[0] = [hdr[0][2], hdr[0][3], hdr[0][0], hdr[0][1]]
    y = kgrid(pdf, m, y, cj.rel(wd, [16, 34, 16, 34]), hdr, h=18, size=8.4, fill=PALE) + 14
    n = n_lines(rng, [2, 3, 3, 4, 5, 6, 7, 8, 10], [26, 32, 38])
    lines = more_lines(
        rng,
        JA_WH_ITEMS,
        n,
        [1, 2, 3, 5, 10, 12, 20, 30, 50],
        ["（別仕様）", "（追加分）", "（予備）"],
        places=0,
    )
    back_k = set(rng.sample(range(len(lines)), max(1, len(lines) // rng.choice([2, 3, 4]))))
    ws = cj.rel(wd, [5, 11, 30, 7, 7, 7, 10, 12, 13])
    heads = ["No.", "品番", "品名・規格", "受注数", "今回出荷", "残数", "単価", "金額", "備考"]
    body = []
    ship_amt = ZERO
    for i, (it, q, p, a) in enumerate(lines):
        if i in back_k:
            sh = int(q) - rng.randint(1, int(q)) if q > 1 and rng.random() < 0.6 else 0
            rest = int(q) - sh
            dt = cj.later(rng, d, 10, 45)
            note = cj.pick(rng, "入荷待ち|メーカー欠品|取寄せ品") + f" {dt.month}/{dt.day}頃"
        else:
            sh, rest, note = int(q), 0, ""
        ship_amt += r0(p * sh)
        body.append(
            (
                [
                    str(i + 1),
                    it[0],
                    f"{it[1]}",
                    f"{int(q):,}",
                    f"{sh:,}",
                    f"{rest:,}" if rest else "",
                    fm(p) if stated else "",
                    fm(a) if stated else "",
                    note,
                ],
                a,
            )
        )
    y = ctable(
        pdf, m, y, ws, heads, body, "cllrrrrrl", rowh=16, size=7.2, bottom=bottom, brk=brk, hh=17
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    if y + 120 > bottom:
        y = brk()
    y += 12
    if stated:
        bx = right - 220
        rows = [
            ("小計（税抜）", fm(sub)),
            ("消費税（10%）", fm(tax)),
            (cj.pick(rng, "ご注文合計金額|受注合計（税込）|合計金額"), cj.yen(total, ys)),
        ]
        y = kgrid(
            pdf,
            bx,
            y,
            [100, 120],
            [[a, b_] for a, b_ in rows],
            h=18,
            size=8.8,
            fill=PALE,
            labels=(0,),
            align="lr",
        )
        ship_tax = r0(ship_amt * Decimal("0.1"))
        pdf.text(
            m, y - 46, f"うち今回出荷分：{fm(ship_amt)}円（税込 {fm(ship_amt + ship_tax)}円）", 8.2
        )
        pdf.text(m, y - 30, f"残（入荷待ち）分：{fm(sub - ship_amt)}円（税抜）", 8.2)
        y += 14
    else:
        pdf.text(m, y, "※価格は別途お見積書の通りです。請求は出荷分ごとにご請求いたします。", 8.8)
        y += 16
    for t in [
        "※残数の商品は入荷次第、順次出荷いたします。キャンセルをご希望の場合は出荷前にご連絡ください。",
        "※納品書・請求書には貴社注文番号を記載いたします。",
    ]:
        if y + 12 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY)
        y += 12
    if rng.random() < 0.5 and y + 30 < bottom:
        bank = rng.choice(["三井住友銀行", "みずほ銀行", "三菱UFJ銀行", "りそな銀行", "横浜銀行"])
        pdf.text(
            m,
            y + 8,
            f"お振込先：{bank} {rng.choice(['本店', '新宿支店', '梅田支店'])} 普通 {rng.randint(1000000, 9999999)}",
            7.8,
        )
    foot()
    out = cfinish(pdf, "ja", "order_confirmation", cpo, seller, total)
    return out if stated else none_meta(out)


def fit13_ja_kesshin_juchu_kakunin(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jb)


# --------------------------------------------------------------------------- 5 en-AU sports club's kit order with size breakdown

AU_PLACE = "Brunswick|Coburg|Essendon|Glenelg|Manly|Cronulla|Fremantle|Subiaco|Toowong|Ipswich|Ballarat|Bendigo|Geelong|Launceston|Wollongong|Penrith|Townsville|Toowoomba|Mornington|Hobart North".split(
    "|"
)
AU_KIND = [
    "Junior Football Club",
    "Football Club",
    "Netball Club",
    "Cricket Club",
    "Rugby Union Club",
    "Soccer Club",
    "Hockey Club",
    "Basketball Association",
    "Surf Life Saving Club",
    "Little Athletics Centre",
    "Lacrosse Club",
    "Junior Rugby League Club",
]
AU_STEM = "Southern Cross|Redback|Coastline|Ironbark|Blue Gum|Eureka|Wattle|Bluestone|Coral Sea|Murray|Kookaburra|Boomerang|Saltbush|Jarrah|Tasman|Banksia".split(
    "|"
)
AU_SUR = "Nguyen|O'Brien|McKenzie|Papadopoulos|Walsh|Hartley|Kowalski|Singh|Baxter|Donnelly|Fitzgerald|Rossi|Campbell|Tran|Murphy|Sullivan".split(
    "|"
)
AU_FIRST = (
    "Kylie|Shane|Brooke|Darren|Leanne|Troy|Megan|Jason|Tegan|Brett|Narelle|Corey|Jodie|Mitch".split(
        "|"
    )
)
AU_SUP_F = [
    "{S} Teamwear Pty Ltd",
    "{S} Sportswear Pty. Ltd.",
    "{S} Sports Apparel Pty Ltd",
    "{S} Uniforms Pty Ltd",
    "{L} & {L2} Sports Pty Ltd",
    "{S} Athletic Co Pty Ltd",
]
AU_SUP_B = ["{S} Teamwear", "{S} Kit Co.", "{L} Sports", "{S} Custom Apparel", "{S} Clubwear"]
# name | sizes kind | lo | hi
AU_KIT = [
    ("Playing jumper, sublimated", "s", 38, 62),
    ("Playing shorts", "s", 18, 30),
    ("Club polo, embroidered crest", "s", 28, 45),
    ("Hoodie, embroidered crest", "s", 45, 70),
    ("Training singlet", "s", 20, 32),
    ("Rain jacket, club colours", "s", 55, 90),
    ("Trackpants, tapered", "s", 35, 55),
    ("Netball dress, sublimated", "n", 65, 95),
    ("Netball bodysuit", "n", 40, 60),
    ("Junior jumper, sublimated", "j", 30, 48),
    ("Junior shorts", "j", 15, 24),
    ("Socks, club stripes (pair)", "k", 7, 12),
    ("Bucket hat", "k", 14, 22),
    ("Kit bag, printed", "k", 30, 55),
]
AU_SIZES = {
    "s": ["S", "M", "L", "XL", "2XL"],
    "j": ["8", "10", "12", "14", "16"],
    "n": ["8", "10", "12", "14", "16"],
}
AU_EXTRA = [
    ("Player numbers, front and back", 4, 7),
    ("Name printing (per garment)", 5, 9),
    ("Sponsor logo application", 3, 6),
    ("Artwork set-up / digitising", 45, 90),
]


def _au(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(32, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    place = rng.choice(AU_PLACE)
    kind = rng.choice(AU_KIND)
    club = f"{place} {kind}" + la.pick(rng, " Inc.| Inc.| Incorporated|")
    l1, l2 = rng.sample(AU_SUR, 2)
    sup = bare_or(rng, AU_SUP_F, AU_SUP_B, 0.3).format(S=rng.choice(AU_STEM), L=l1, L2=l2)
    init = "".join(w[0] for w in club.split() if w[0].isupper())[:5]
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [
                f"{init}-{dt.year}-0##",
                f"KIT{dt.year % 100}/##",
                "PO-####",
                f"{init}{dt.year % 100}###",
                "#####",
            ]
        ),
    )
    quote = la.digits(rng, rng.choice(["Q-#####", "QU####", "SO-Q####", "EST-####"]))
    proof = la.digits(rng, rng.choice(["ART-####", "Proof #### v#", "MOCK-###"]))
    season = f"{dt.year + (1 if dt.month > 8 else 0)} Season"
    stated = stated_of(rng)
    page = [1]
    fm = (lambda v: f"${en2(v)}") if rng.random() < 0.7 else en2
    ink = rng.choice([(0.05, 0.2, 0.5), (0.55, 0.05, 0.1), (0.0, 0.35, 0.2), (0.1, 0.1, 0.1)])
    ds = rng.choice(["dmy", "dmy", "long_en", "dash"])
    df = lambda x: la.dfmt(x, ds)
    abn = la.digits(rng, "## ### ### ###")
    title = la.pick(rng, "KIT ORDER|PURCHASE ORDER|UNIFORM ORDER|TEAMWEAR PURCHASE ORDER")
    po_lab = la.pick(rng, "Order No.|PO Number|Order #|Purchase Order No.")
    coord = f"{rng.choice(AU_FIRST)} {rng.choice(AU_SUR)}"
    inc_no = f"A00{la.digits(rng, '#####')}{rng.choice('ABCDEFGHKLNPRTWXYZ')}"

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{club}  |  ABN {abn}  |  Incorporation No. {inc_no}",
            6.8,
            grey=0.4,
        )
        d.t(
            r, d.h - 24, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{club} - {title.title()} {po} (continued)", 8.6, grey=0.3)
        return 52

    y = 34
    centred = rng.random() < 0.4
    d.c.setFillColorRGB(*ink)
    if centred:
        d.c.circle(d.w / 2, d.h - y - 16, 15, stroke=0, fill=1)
        d.t(d.w / 2, y + 20, init[:3], 10, b=True, al="c", grey=1)
        y += 42
        d.t(d.w / 2, y, club, 14, b=True, al="c")
        d.t(
            d.w / 2,
            y + 12,
            f"Est. {rng.randint(1890, 1995)}  ·  ABN {abn}  ·  PO Box {rng.randint(10, 999)}, {place}",
            7.4,
            al="c",
            grey=0.35,
        )
        y += 26
        d.box(m, y, wd, 22, fill=0.9, stroke=False)
        d.t(m + 6, y + 15, title, 11, b=True)
        d.t(r - 6, y + 15, f"{po_lab} {po}", 11, b=True, al="r")
        y += 32
        cells = [
            ("Date", df(dt)),
            ("Season", season),
            ("Supplier Quote", quote),
            ("Required By", df(dt + timedelta(days=rng.randint(21, 60)))),
        ]
        y = d.grid(m, y, [wd / 4] * 4, [c[0] for c in cells], [c[1] for c in cells], size=8.4) + 12
    else:
        d.c.rect(m, d.h - y - 30, 30, 30, stroke=0, fill=1)
        d.t(m + 15, y + 19, init[:3], 9, b=True, al="c", grey=1)
        d.t(m + 38, y + 12, club, 13, b=True)
        d.t(
            m + 38,
            y + 24,
            f"ABN {abn}  ·  {rng.randint(1, 200)} {rng.choice(['Oval Drive', 'Reserve Rd', 'Park Street', 'Esplanade'])}, {place}",
            7.4,
            grey=0.35,
        )
        d.t(r, y + 12, title, 14, b=True, al="r")
        y += 44
        kv = [(po_lab, po), ("Date", df(dt)), ("Season", season), ("Quote Ref.", quote)]
        if rng.random() < 0.5:
            kv.append(("Artwork Proof", proof))
        d.kv(r - 170, y, kv, 70, 8.4)
        top = y
    sup_lab = la.pick(rng, "Supplier|Ordered From|To|SUPPLIER|")
    att = f"Attn: {rng.choice(AU_FIRST)} {rng.choice(AU_SUR)}"
    srows = [
        sup,
        f"{rng.randint(1, 90)} {rng.choice(['Industrial Ave', 'Factory St', 'Enterprise Dr', 'Commercial Rd'])}",
        f"{rng.choice(AU_PLACE)} {rng.choice(['VIC', 'NSW', 'QLD', 'SA', 'WA'])} {la.digits(rng, '####')}",
        att,
    ]
    if rng.random() < 0.5:
        srows.insert(3, f"ABN {la.digits(rng, '## ### ### ###')}")
    if centred:
        bw = wd / 2 - 8
        ya = la.block(d, m, y, sup_lab, srows, style="under" if sup_lab else "none", w=bw, size=8.6)
        yb = la.block(
            d,
            m + wd / 2 + 8,
            y,
            la.pick(rng, "Deliver To|Delivery Address|Ship To"),
            [
                f"{club.split(' Inc')[0]} Clubrooms",
                f"{rng.choice(['Oval Drive', 'Reserve Rd', 'Park Street'])}, {place}",
                f"Contact: {coord} (Kit Coordinator)",
            ],
            style="under",
            w=bw,
            size=8.6,
            b_first=False,
        )
        y = max(ya, yb) + 12
    else:
        ya = la.block(
            d, m, top, sup_lab, srows, style="plain" if sup_lab else "none", w=220, size=8.6
        )
        y = max(ya, top + 76) + 4
        d.t(
            m,
            y + 8,
            f"Deliver to: {club.split(' Inc')[0]} Clubrooms, {place}  ·  Contact: {coord}, Kit Coordinator",
            8,
        )
        y += 18
    n = n_lines(rng, [2, 3, 3, 4, 4, 5, 6, 7, 8], [22, 26, 30])
    pool = [k for k in AU_KIT if (k[1] == "n") == ("Netball" in kind) or k[1] == "k"]
    kit = rng.sample(pool, min(n, len(pool)))
    while len(kit) < n:
        it = rng.choice(pool)
        kit.append(
            (f"{it[0]} ({rng.choice(['away', 'alternate', 'training', 'coaches'])})", *it[1:])
        )
    colours = ["Navy/Gold", "Red/White", "Black/Green", "Royal/White", "Maroon/Sky", "Green/Gold"]
    col = rng.choice(colours)
    sizes = ["S/8", "M/10", "L/12", "XL/14", "2XL/16"]
    cw = [0.27, 0.1] + [0.045] * 5 + [0.06, 0.1, 0.12]
    cols = [wd * f / sum(cw) for f in cw]
    heads = ["Item", "Colour", *sizes, "Qty", "Unit ex GST", "Amount"]
    body = []
    sub = ZERO
    for name, sk, lo, hi in kit:
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        if sk == "k":
            per = ["", "", "", "", ""]
            q = rng.choice([10, 15, 20, 25, 30, 40])
        else:
            nums = [rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 8]) for _ in range(5)]
            if not sum(nums):
                nums[2] = 4
            q = sum(nums)
            per = [str(x) if x else "-" for x in nums]
        a = r2(p * q)
        sub += a
        body.append(
            (
                [
                    name,
                    col if sk != "k" else "",
                    *per,
                    str(q),
                    en2(p) if stated else "",
                    en2(a) if stated else "",
                ],
                a,
            )
        )
    for name, lo, hi in rng.sample(AU_EXTRA, rng.randint(0, 2)):
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        q = 1 if "set-up" in name else rng.choice([20, 25, 30, 40])
        a = r2(p * q)
        sub += a
        body.append(
            (
                [
                    name,
                    "",
                    "",
                    "",
                    "",
                    "",
                    "",
                    str(q),
                    en2(p) if stated else "",
                    en2(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "llcccccrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        hrgb=ink,
    )
    disc = r2(sub * Decimal(rng.choice([5, 10])) / 100) if rng.random() < 0.3 else ZERO
    fr = Decimal(rng.choice([0, 0, 15, 20, 25, 35])) if rng.random() < 0.6 else ZERO
    net = sub - disc + fr
    gst = r2(net / 10)
    total = net + gst
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Subtotal (ex GST)", fm(sub), False)]
        if disc:
            rows.append(("Less club discount", "-" + fm(disc), False))
        if fr:
            rows.append(("Freight", fm(fr), False))
        rows += [
            ("GST 10%", fm(gst), False),
            (la.pick(rng, "TOTAL (inc GST)|Total inc. GST|ORDER TOTAL AUD"), fm(total), True),
        ]
        y = d.summary(r - 200, r - 3, y, rows, 8.8, box_last=True)
        if rng.random() < 0.45:
            dep = r2(total / 2)
            y = d.summary(
                r - 200,
                r - 3,
                y + 4,
                [
                    ("Deposit paid (50%)", fm(dep), False),
                    ("Balance on delivery", fm(total - dep), False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing as per supplier quote {quote}; the supplier's tax invoice to follow on dispatch.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Please quote our order number on your invoice. Final sizes confirmed against artwork proof {proof}.",
        f"Payment by EFT to the supplier within 14 days of delivery. Enquiries: {coord}, Kit Coordinator.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.3)
    y += 30
    if y + 20 > bottom:
        y = brk() + 20
    sw = (wd - 30) / 2
    d.sign(m, y, sw, f"Authorised: {rng.choice(['President', 'Treasurer', 'Secretary'])}")
    d.sign(
        m + sw + 30,
        y,
        sw,
        f"Authorised: {rng.choice(['Treasurer', 'Committee Member', 'Registrar'])}",
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_en_au_club_kit_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _au)


# --------------------------------------------------------------------------- 6 en-IE pharmaceutical wholesaler's purchase order to a manufacturer

IE_TOWN = "Dublin 12|Dublin 24|Ballycoolin, Dublin 15|Naas|Athlone|Limerick|Cork|Galway|Sligo|Tullamore|Carlow|Dundalk|Waterford|Letterkenny|Ennis".split(
    "|"
)
IE_WH_STEM = "Celtic|Shannon|Liffey|Emerald|Atlantic|Midland|Boyne|Slaney|Corrib|Lee Valley|Western|Barrow|Suir|Erne|Moy".split(
    "|"
)
IE_WH_T = [
    "{S} Pharmaceutical Distributors Ltd",
    "{S} Pharma Wholesale Limited",
    "{S} Healthcare Distribution DAC",
    "{S} Medical Supplies Unlimited Company",
    "{S} Pharmacy Wholesalers Ltd",
]
IE_MF_STEM = "Clonmel|Inishfree|Kilbride|Avonmore|Tara|Glenview|Rathmore|Ardee|Castlebar|Lismore|Greenfield|Beacon|Norbrook|Harbour|Ormond|Kerrygold".split(
    "|"
)
IE_MF_F = [
    "{S} Pharmaceuticals Limited",
    "{S} Generics Ltd",
    "{S} Laboratories Ireland Ltd",
    "{S} Healthcare Ireland DAC",
    "{S} Life Sciences Limited",
    "{S} Consumer Health Ltd",
]
IE_MF_B = ["{S} Pharma", "{S} Laboratories", "{S} Healthcare", "{S} Generics"]
IE_FIRST = "Aoife|Ciarán|Niamh|Declan|Siobhán|Eoin|Gráinne|Padraig|Orla|Fergal|Róisín|Cathal|Deirdre|Conor".split(
    "|"
)
IE_SUR = "Byrne|Kavanagh|O'Sullivan|Brennan|Ní Bhriain|Gallagher|Doyle|McCarthy|Nolan|Lynch|Hennessy|Quinn|Moran|Dunne".split(
    "|"
)
# description | pack | VAT rate | lo | hi (trade price per pack)
IE_MEDS = [
    ("Paracetamol 500mg Tablets", "24", "0", 0.55, 1.20),
    ("Ibuprofen 400mg Tablets", "24", "0", 0.90, 1.80),
    ("Atorvastatin 20mg Film-coated Tablets", "28", "0", 2.10, 4.60),
    ("Omeprazole 20mg Gastro-resistant Capsules", "28", "0", 1.80, 3.90),
    ("Amlodipine 5mg Tablets", "28", "0", 1.20, 2.80),
    ("Metformin 500mg Tablets", "84", "0", 2.40, 4.90),
    ("Salbutamol 100mcg Inhaler", "200 dose", "0", 2.90, 5.40),
    ("Amoxicillin 250mg/5ml Oral Suspension", "100ml", "0", 2.60, 4.80),
    ("Hydrocortisone 1% Cream", "15g", "23", 1.90, 3.60),
    ("Chlorhexidine Mouthwash", "300ml", "23", 2.20, 4.10),
    ("Emollient Cream", "500g", "23", 3.80, 7.20),
    ("Adhesive Dressings Assorted", "40", "23", 1.40, 2.90),
    ("Nicotine 2mg Gum", "105", "13.5", 9.50, 15.80),
    ("Oral Rehydration Salts Sachets", "20", "0", 3.20, 5.60),
    ("Vitamin D3 1000IU Tablets", "90", "13.5", 3.10, 5.90),
    ("Sterile Gauze Swabs 10x10cm", "100", "23", 2.40, 4.80),
]


def _ie(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    wh = rng.choice(IE_WH_T).format(S=rng.choice(IE_WH_STEM))
    sup = bare_or(rng, IE_MF_F, IE_MF_B, 0.25).format(S=rng.choice(IE_MF_STEM))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO######", "P-#####", "4#######", "WPO/####/##", "##-#####"]))
    acct = la.digits(rng, rng.choice(["SUP####", "V-#####", "#####"]))
    tender = la.digits(rng, rng.choice(["HSE-PCRS-####", "Contract CT-###", "Agreement ###/20##"]))
    stated = stated_of(rng)
    page = [1]
    sym = rng.random() < 0.7
    fm = (lambda v: f"€{en2(v)}") if sym else en2
    ds = rng.choice(["dmy", "dmy", "mon", "long_en"])
    df = lambda x: la.dfmt(x, ds)
    cro = la.digits(rng, "######")
    wda = la.digits(rng, "WDA(H) ####")
    vatno = f"IE{la.digits(rng, '#######')}{rng.choice('ABCDEFGHW')}"
    buyer = f"{rng.choice(IE_FIRST)} {rng.choice(IE_SUR)}"
    town = rng.choice(IE_TOWN)
    directors = ", ".join(f"{rng.choice(IE_FIRST)[0]}. {s}" for s in rng.sample(IE_SUR, 3))

    def foot() -> None:
        d.line(m, d.h - 52, r, d.h - 52, 0.4)
        d.t(
            m,
            d.h - 42,
            f"{wh}  ·  Registered in Ireland No. {cro}  ·  VAT {vatno}  ·  HPRA Wholesale Authorisation {wda}",
            6.6,
            grey=0.4,
        )
        d.t(m, d.h - 33, f"Directors: {directors}", 6.4, grey=0.45)
        d.t(
            r, d.h - 22, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Purchase Order {po} - continued", 9, b=True)
        d.t(r, 40, sup, 8, al="r", grey=0.3)
        return 54

    y = 36
    d.t(m, y + 14, wh, 14, b=True)
    d.t(
        m,
        y + 27,
        f"Unit {rng.randint(1, 40)}, {rng.choice(['Business Park', 'Logistics Park', 'Industrial Estate'])}, {town}  ·  Tel +353 {la.digits(rng, '# ### ####')}",
        7.6,
        grey=0.35,
    )
    d.t(m, y + 37, f"purchasing@{wh.split()[0].lower()}pharma.ie", 7.6, grey=0.35)
    title_num = rng.random() < 0.4
    if title_num:
        d.t(r, y + 14, f"PURCHASE ORDER {po}", 13, b=True, al="r")
    else:
        d.t(r, y + 14, "PURCHASE ORDER", 14, b=True, al="r")
    y += 52
    d.line(m, y, r, y, 1.0)
    y += 10
    labs = ["PO Number", "Order Date", "Required By", "Supplier A/C", "Buyer"]
    vals = [po, df(dt), df(dt + timedelta(days=rng.randint(3, 14))), acct, buyer]
    if title_num and rng.random() < 0.5:
        labs[0], vals[0] = "Contract Ref.", tender
    y = d.grid(m, y, [wd / 5] * 5, labs, vals, size=8.2, shade=0.9) + 12
    bw = wd / 2 - 6
    dl = [
        f"{wh.split(' Ltd')[0].split(' Limited')[0]} - Goods Inwards",
        f"Bay {rng.randint(1, 12)}, {rng.choice(['Business Park', 'Logistics Park'])}",
        town,
        f"Booking: goodsin@{wh.split()[0].lower()}pharma.ie",
    ]
    sl = [
        sup,
        f"{rng.choice(['IDA Business Park', 'Little Island', 'Ringaskiddy', 'Mullingar Business Park', 'Tallaght Cross'])}",
        rng.choice(IE_TOWN),
        f"Attn: {rng.choice(IE_FIRST)} {rng.choice(IE_SUR)}, Customer Services",
    ]
    sup_right = rng.random() < 0.55
    sx, dx = (m + bw + 12, m) if sup_right else (m, m + bw + 12)
    sh = la.pick(rng, "SUPPLIER|VENDOR|ORDERED FROM")
    ya = la.block(d, sx, y, sh, sl, style="box", w=bw, size=8.4)
    yb = la.block(
        d,
        dx,
        y,
        la.pick(rng, "DELIVER TO|DELIVERY ADDRESS"),
        dl,
        style="box",
        w=bw,
        size=8.4,
        b_first=False,
    )
    y = max(ya, yb) + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 10, 12], [30, 38, 46, 80])
    lines = more_lines(
        rng,
        IE_MEDS,
        n,
        [6, 12, 24, 36, 48, 60, 100, 120, 240],
        ["(hospital pack)", "(blister)", "(unit dose)"],
    )
    cw = [0.05, 0.1, 0.1, 0.33, 0.08, 0.07, 0.09, 0.07, 0.11]
    cols = [wd * f / sum(cw) for f in cw]
    heads = [
        "Ln",
        "Supplier Code",
        "GTIN / PA No.",
        "Description",
        "Pack",
        "Qty",
        "Trade Price",
        "VAT %",
        "Line Total",
    ]
    body = []
    by_rate: dict[str, Decimal] = {}
    for i, (it, q, p, a) in enumerate(lines, 1):
        by_rate[it[2]] = by_rate.get(it[2], ZERO) + a
        code = la.digits(rng, "PA####/###/###") if it[2] == "0" else la.digits(rng, "539#########")
        body.append(
            (
                [
                    str(i),
                    la.digits(rng, "@@-####"),
                    code,
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    en2(p) if stated else "",
                    it[2],
                    en2(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "lllllrrrr",
        size=7.2,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=False,
        carry=("Carried forward", "Brought forward", en2, 3, 8) if stated else None,
    )
    goods = sum((a for *_, a in lines), ZERO)
    vats = {k: pct_of(v, k) for k, v in by_rate.items()}
    vat = sum(vats.values(), ZERO)
    total = goods + vat
    if y + 120 > bottom:
        y = brk()
    y += 12
    if stated:
        yy = y
        if rng.random() < 0.6:
            vx = m
            vw = [60, 80, 70]
            yy = lrow(
                d, vx, y, vw, ["VAT Rate", "Goods", "VAT"], "lrr", h=14, size=7.8, b=True, fill=0.9
            )
            for k in sorted(by_rate, key=Decimal):
                yy = lrow(
                    d, vx, yy, vw, [f"{k}%", en2(by_rate[k]), en2(vats[k])], "lrr", h=14, size=7.8
                )
        rows = [
            ("Goods Total", fm(goods), False),
            ("VAT Total", fm(vat), False),
            (la.pick(rng, "ORDER TOTAL|Total (EUR)|PO Total incl. VAT"), fm(total), True),
        ]
        y = d.summary(r - 190, r - 3, y, rows, 8.8, shade=0.88)
        y = max(y, yy) + 6
        if rng.random() < 0.4:
            y = wrapped(
                d,
                m,
                y,
                f"Settlement discount {rng.choice([1.5, 2, 2.5])}% if paid within 30 days (not deducted above). Credit limit on account: {fm(Decimal(rng.choice([50000, 75000, 100000, 150000])))}.",
                7.6,
                wd,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices per {tender}; invoice at agreed trade price. No order value is stated on this call-off.",
            8.2,
            wd,
        )
    y += 10
    for t in [
        "Deliveries must comply with EU Good Distribution Practice; temperature-sensitive lines to be shipped 2-8°C with data logger.",
        "Minimum remaining shelf life 12 months on receipt. Quote the PO number on delivery dockets and invoices.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    y += 28
    if y + 20 > bottom:
        y = brk() + 20
    d.sign(m, y, 180, f"Authorised by: {buyer}, Purchasing")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_en_ie_pharma_wholesale_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ie)


# --------------------------------------------------------------------------- 7 de-DE glass works' raw-material order with call-off schedule

GW_TOWN = "Bad Wurzach|Achern|Essen-Karnap|Bernsdorf|Schleusingen|Lohr am Main|Steinbach am Wald|Nienburg|Gerresheim|Obernkirchen|Wirges|Tettau|Zwiesel|Freital|Mitterteich".split(
    "|"
)
GW_BUY = [
    "Glashütte {T} GmbH",
    "{T}er Glaswerke GmbH & Co. KG",
    "Behälterglas {T} GmbH",
    "Glaswerk {T} AG",
    "Flachglas {T} GmbH",
    "Kristallglas {T} GmbH",
]
GW_SUP_STEM = "Haldensleben|Frechen|Dorsten|Weferlingen|Hohenbocka|Eisenberg|Walbeck|Grube Bergheim|Rheinland|Elbe|Lausitz|Harz|Oberpfalz|Westerwald|Nordsee".split(
    "|"
)
GW_SUP_F = [
    "Quarzsandwerke {S} GmbH",
    "{S} Sand & Kies GmbH & Co. KG",
    "Kalkwerk {S} GmbH",
    "{S} Mineralrohstoffe GmbH",
    "{S} Recycling GmbH",
    "Sodawerk {S} AG",
    "{L} Industrieminerale GmbH",
    "{L} & {L2} Rohstoffhandel KG",
]
GW_SUP_B = [
    "Sandgrube {S}",
    "{L} Mineralhandel e.K.",
    "Scherbenaufbereitung {S}",
    "{L} Baustoffe und Sande",
]
GW_LAST = "Krüger|Hoffmann|Brandt|Lindner|Vogt|Seidel|Kuhn|Ostermann|Winkler|Haas|Pohl|Sauer|Roth|Albrecht|Engel|Peters".split(
    "|"
)
GW_FIRST = "Frank|Heike|Uwe|Kerstin|Ralf|Anja|Jörg|Silke|Torsten|Birgit|Holger|Nadine".split("|")
# name | spec | unit | lo | hi
GW_MAT = [
    ("Quarzsand", "SiO2 min. 99,5 %, Fe2O3 max. 0,03 %, 0,1-0,4 mm", "t", 38, 62),
    ("Soda leicht", "Na2CO3 min. 99,2 %, Silo-LKW", "t", 240, 380),
    ("Kalksteinmehl", "CaCO3 min. 98 %, 0-0,5 mm", "t", 28, 46),
    ("Dolomit", "MgO min. 20,5 %, 0,1-1 mm", "t", 45, 70),
    ("Feldspat", "Al2O3 min. 18 %, getrocknet", "t", 110, 180),
    ("Natriumsulfat", "Na2SO4 min. 99 %, Big Bag 1 t", "t", 150, 230),
    ("Eigenscherben aufbereitet", "weiß, 10-50 mm", "t", 35, 70),
    ("Fremdscherben", "grün, Qualität A, KSP-frei", "t", 55, 95),
    ("Eisenchromit", "Cr2O3 min. 45 %, Sack 25 kg", "kg", 0.9, 1.6),
    ("Kohlenstaub (Reduktionsmittel)", "C min. 85 %", "kg", 0.6, 1.1),
    ("Selen-Entfärber", "Na2SeO3, Gebinde 25 kg", "kg", 28, 46),
    ("Kalisalpeter", "KNO3 min. 99 %", "kg", 1.3, 2.4),
]


def _gw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 88
    town = rng.choice(GW_TOWN)
    buyer = rng.choice(GW_BUY).format(T=town)
    l1, l2 = rng.sample(GW_LAST, 2)
    sup = bare_or(rng, GW_SUP_F, GW_SUP_B, 0.25).format(S=rng.choice(GW_SUP_STEM), L=l1, L2=l2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["45########", "B-####/##", f"{dt.year}-#####", "EK-R-#####", "BE######"])
    )
    offer = la.digits(rng, rng.choice(["ANG-#####", "Nr. ####/##", "A######"]))
    rv = la.digits(rng, rng.choice(["RV-####-##", "Rahmenvertrag ###/" + str(dt.year)]))
    lief = la.digits(rng, rng.choice(["7#####", "K####", "######"]))
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["dot", "dot", "long_de"])
    df = lambda x: (
        la.dfmt(x, ds)
        if ds != "long_de"
        else f"{x.day}. {la.MONTHS['de'].split()[x.month - 1]} {x.year}"
    )
    fm = (lambda v: f"{eu(v)} €") if rng.random() < 0.6 else eu
    ek = f"{rng.choice(GW_FIRST)} {rng.choice(GW_LAST)}"
    hrb = la.digits(rng, "HRB #####")
    ust = f"DE{la.digits(rng, '#########')}"
    gf = f"{rng.choice(GW_FIRST)} {rng.choice(GW_LAST)}, Dr. {rng.choice(GW_FIRST)} {rng.choice(GW_LAST)}"
    iban = f"DE{la.digits(rng, '## #### #### #### #### ##')}"
    court = rng.choice(
        [
            "Amtsgericht Stuttgart",
            "Amtsgericht Hannover",
            "Amtsgericht Würzburg",
            "Amtsgericht Dresden",
            "Amtsgericht Essen",
            "Amtsgericht Montabaur",
        ]
    )
    band = rng.random() < 0.5

    def foot() -> None:
        fy = d.h - 70
        d.line(m, fy, r, fy, 0.4)
        cols = [
            [buyer, f"Sitz: {town}", f"{court}, {hrb}"],
            [f"Geschäftsführung: {gf}", f"USt-IdNr.: {ust}"],
            ["Sparkasse / Commerzbank", f"IBAN {iban}", "BIC COBADEFFXXX"],
        ]
        for k, c in enumerate(cols):
            d.lines(m + k * wd / 3, fy + 3, c, 6.4, lead=8.4)
        d.t(
            r,
            d.h - 24,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7.2,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - Bestellung Nr. {po}", 9, b=True)
        d.t(r, 40, "Fortsetzung", 8, al="r", grey=0.4)
        return 54

    y = 34
    if band:
        d.box(0, 0, d.w, 62, fill=0.18, stroke=False)
        d.c.setFillGray(1)
        d.t(m, 34, buyer, 15, b=True, grey=1)
        d.t(
            m,
            48,
            f"{la.pick(rng, 'Einkauf Rohstoffe|Rohstoffeinkauf|Materialwirtschaft')}  ·  {town}",
            8,
            grey=0.85,
        )
        d.t(r, 40, "BESTELLUNG", 16, b=True, al="r", grey=1)
        y = 78
    else:
        d.t(r, y + 12, buyer, 13, b=True, al="r")
        d.t(
            r,
            y + 24,
            f"{la.pick(rng, 'Einkauf Rohstoffe|Rohstoffeinkauf|Materialwirtschaft')}  ·  {town}",
            7.8,
            al="r",
            grey=0.35,
        )
        d.t(m, y + 14, la.pick(rng, "Bestellung|BESTELLUNG|Rohstoffbestellung"), 17, b=True)
        y += 40
        d.line(m, y, r, y, 1.1)
        y += 8
    labs = [
        "Bestell-Nr.",
        "Datum",
        la.pick(rng, "Lieferanten-Nr.|Ihre Lief.-Nr. bei uns"),
        la.pick(rng, "Ihr Angebot|Angebot vom"),
        "Rahmenvertrag",
    ]
    vals = [po, df(dt), lief, offer, rv]
    if rng.random() < 0.35:
        labs[3], vals[3] = "Einkäufer", ek
    y = (
        d.grid(
            m, y, [wd * f for f in (0.2, 0.18, 0.18, 0.2, 0.24)], labs, vals, size=8.4, shade=0.88
        )
        + 12
    )
    cw = wd / 3 - 6
    sl = la.pick(rng, "Lieferant|Auftragnehmer|Lieferant / Versender")
    srows = [
        sup,
        f"{rng.choice(['Am Tagebau', 'Grubenweg', 'Industriestraße', 'Zum Kalkwerk', 'Sandweg'])} {rng.randint(1, 60)}",
        f"{la.digits(rng, '#####')} {rng.choice(GW_SUP_STEM).split()[-1]}",
    ]
    wrows = [
        f"Werk {town}",
        la.pick(
            rng,
            "Gemengehaus, Silo 3|Rohstofflager Tor 2|Gleisanschluss Gemengeanlage|Scherbenplatz Nord",
        ),
        "Annahme Mo-Fr 6-14 Uhr",
    ]
    rrows = [
        buyer,
        "Kreditorenbuchhaltung",
        f"Postfach {la.digits(rng, '## ##')}",
        f"rechnung@{town.split()[0].lower().replace('ü', 'ue').replace('ß', 'ss')}-glas.de",
    ]
    blocks = [
        (sl, srows, True),
        (la.pick(rng, "Lieferanschrift|Anlieferung|Lieferort"), wrows, False),
        ("Rechnungsanschrift", rrows, False),
    ]
    if rng.random() < 0.3:
        blocks[0], blocks[1] = blocks[1], blocks[0]
    ys = []
    for k, (lab, rows, bf) in enumerate(blocks):
        ys.append(
            la.block(d, m + k * (cw + 9), y, lab, rows, style="bar", w=cw, size=8.2, b_first=bf)
        )
    y = max(ys) + 8
    d.t(
        m,
        y + 8,
        f"Ansprechpartner Einkauf: {ek}, Tel. {la.digits(rng, '0#### ##-###')}  ·  Incoterm: {la.pick(rng, 'DAP Werk|FCA Grube|CPT Werk (Bahn)')}",
        7.8,
    )
    y += 18
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6], [16, 20, 24, 40], 0.15)
    lines = more_lines(
        rng,
        GW_MAT,
        n,
        [25, 50, 75, 100, 150, 200, 250, 400, 500],
        ["(Charge B)", "(Reserve)", "(Versuch)"],
    )
    cw_ = [0.06, 0.36, 0.1, 0.06, 0.14, 0.14]
    cols = [wd * f / sum(cw_) for f in cw_]
    heads = ["Pos.", "Material / Spezifikation", "Menge", "ME", "Preis je ME", "Betrag"]
    pos10 = rng.random() < 0.5
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    f"{i * 10:03d}" if pos10 else str(i),
                    it[0],
                    f"{eu(q)}",
                    it[2],
                    eu(p) if stated else "",
                    eu(a) if stated else "",
                ],
                a,
            )
        )
        calls = rng.randint(1, 3)
        wk = dt.isocalendar()[1]
        sched = "; ".join(
            f"KW {(wk + 1 + j * 2 - 1) % 52 + 1}: {eu(r2(q / calls))} {it[2]}" for j in range(calls)
        )
        body.append((["", f"{it[1]}", "", "", "", ""], ZERO))
        body.append((["", f"Abrufe: {sched}", "", "", "", ""], ZERO))
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "llrcrr",
        size=7.4,
        rowh=13,
        bottom=bottom,
        brk=brk,
        grid=False,
        carry=("Übertrag", "Übertrag", eu, 1, 5) if stated and rng.random() < 0.6 else None,
    )
    goods = sum((a for *_, a in lines), ZERO)
    tons = sum((q for it, q, p, a in lines if it[2] == "t"), ZERO)
    fr = r2(tons * Decimal(rng.randint(400, 1400)) / 100) if rng.random() < 0.5 and tons else ZERO
    maut = r2(fr * Decimal("0.08")) if fr and rng.random() < 0.5 else ZERO
    net = goods + fr + maut
    vat = pct_of(net, "19")
    total = net + vat
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Warenwert netto", fm(goods), False)]
        if fr:
            rows.append((f"Fracht ({eu(tons)} t)", fm(fr), False))
        if maut:
            rows.append(("Mautzuschlag", fm(maut), False))
        if fr:
            rows.append(("Summe netto", fm(net), False))
        rows += [
            ("zzgl. 19 % USt.", fm(vat), False),
            (la.pick(rng, "Gesamtbetrag|Bestellwert brutto|Gesamtsumme EUR"), fm(total), True),
        ]
        y = d.summary(r - 210, r - 3, y, rows, 8.8, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäß {rv}, Preisgleitklausel Energie/Fracht; Abrechnung nach Wiegeschein je Anlieferung.",
            8.2,
            wd,
        )
    y += 10
    for t in [
        "Jeder Lieferung ist ein Analysenzertifikat und der Wiegeschein beizufügen. Abweichungen von der Spezifikation berechtigen zur Zurückweisung.",
        "Es gelten unsere Allgemeinen Einkaufsbedingungen. Bitte Bestell-Nr. auf Lieferschein und Rechnung angeben. Zahlung 30 Tage netto oder 14 Tage 2 % Skonto.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    y += 20
    if y + 20 < bottom:
        d.t(m, y, f"Mit freundlichen Grüßen  ·  {buyer}", 8.4)
        d.t(m, y + 26, f"i. A. {ek}", 8.4)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_de_glashuette_rohstoff_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gw)


# --------------------------------------------------------------------------- 8 fr-CA greenhouse grower's supplies order (TPS / TVQ)

QC_TOWN = "Mirabel|Saint-Rémi|Sherbrooke|Drummondville|Saint-Hyacinthe|Lévis|Portneuf|Saint-Jérôme|Joliette|Granby|Victoriaville|Rimouski|Laval|Sainte-Martine|Napierville|L'Assomption".split(
    "|"
)
QC_BUY = [
    "Les Serres {N} inc.",
    "Serres {N} Ltée",
    "Les Jardins {N} inc.",
    "Productions serricoles {N} inc.",
    "Ferme {N} S.E.N.C.",
    "Les Cultures {N} inc.",
]
QC_BUY_N = "Lefort|Bellevue|du Soleil Levant|Rivest|Gagnon|des Trois Rivières|Ouellet|Bonneterre|Sainte-Anne|du Vieux Moulin|Laplante|Verdure|Boréal|Desjardins|Champlain".split(
    "|"
)
QC_SUP_N = "Agro-Nord|Hortiplus|Horticulture Lavoie|Semences Pelletier|Distributions Côté|Fertisol|Biocontrôle Québec|Plastiques Horticoles Rousseau|Substrats Laurentides|Tremblay Horticulture|Groupe Serre-Tech|Agri-Fournitures Dion|Multi-Serres Bergeron|Pépinière Dubé|Horti-Pro Gauthier".split(
    "|"
)
QC_FORMS = [" inc.", " Inc.", " ltée", " Ltée", " s.e.c.", ""]
QC_FIRST = "Mélanie|Sébastien|Geneviève|Étienne|Josée|Mathieu|Chantal|François|Isabelle|Marc-André|Nathalie|Pierre-Luc|Karine|Yannick".split(
    "|"
)
QC_SUR = "Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Fortin|Gagné|Ouellet|Pelletier|Bélanger|Lévesque".split(
    "|"
)
# desc | unit | lo | hi
QC_ITEMS = [
    ("Terreau de culture professionnel, balle 3,8 pi³", "balle", 28, 42),
    ("Pains de laine de roche 100 x 15 x 7,5 cm", "caisse", 38, 64),
    ("Cubes de laine de roche 10 x 10 cm", "caisse", 46, 78),
    ("Semences tomate grappe (1 000 graines)", "sachet", 180, 420),
    ("Semences concombre libanais (500 graines)", "sachet", 120, 260),
    ("Engrais hydrosoluble 20-20-20, sac 25 kg", "sac", 62, 98),
    ("Nitrate de calcium, sac 25 kg", "sac", 34, 52),
    ("Pots plastique 15 cm, caisse de 500", "caisse", 54, 88),
    ("Plateaux de multiplication 128 alvéoles", "paquet", 22, 40),
    ("Auxiliaires Phytoseiulus persimilis (2 000)", "unité", 38, 60),
    ("Bourdons pollinisateurs, ruche", "ruche", 160, 240),
    ("Pièges collants jaunes 25 x 40 cm (paquet 100)", "paquet", 48, 85),
    ("Film polyéthylène 6 mil, rouleau 40 x 100 pi", "rouleau", 320, 520),
    ("Goutteurs 2 L/h avec piquets (1 000)", "boîte", 140, 230),
    ("Clips de tuteurage tomate (1 000)", "boîte", 18, 32),
    ("Ficelle de palissage, bobine 4 kg", "bobine", 24, 38),
]


def _qc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    town = rng.choice(QC_TOWN)
    buyer = rng.choice(QC_BUY).format(N=rng.choice(QC_BUY_N))
    sup = rng.choice(QC_SUP_N) + rng.choice(QC_FORMS)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["BC-#####", "#####", f"{dt.year}-####", "PO####", "S##-####"]))
    soum = la.digits(rng, rng.choice(["SOUM-####", "Q#####", "Devis ####"]))
    client = la.digits(rng, rng.choice(["CL-####", "#####"]))
    stated = stated_of(rng)
    page = [1]
    fm = lambda v: f"{sp(v)} $"
    ds = rng.choice(["iso", "iso", "long_fr", "dmy"])
    df = lambda x: la.dfmt(x, ds)
    tps = f"{la.digits(rng, '#########')} RT0001"
    tvq = f"{la.digits(rng, '##########')} TQ0001"
    neq = la.digits(rng, "11########")
    resp = f"{rng.choice(QC_FIRST)} {rng.choice(QC_SUR)}"
    ink = rng.choice([(0.1, 0.45, 0.2), (0.2, 0.35, 0.15), (0.05, 0.3, 0.45)])

    def foot() -> None:
        d.t(m, d.h - 30, f"NEQ {neq}  ·  TPS {tps}  ·  TVQ {tvq}", 6.8, grey=0.4)
        d.t(
            r, d.h - 30, f"Page {page[0]} de {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} — bon de commande {po} (suite)", 8.8, grey=0.3)
        return 52

    y = 36
    d.c.setFillColorRGB(*ink)
    d.c.rect(0, d.h - 8, d.w, 8, stroke=0, fill=1)
    d.t(m, y + 14, buyer, 15, b=True)
    d.t(
        m,
        y + 27,
        f"{rng.randint(100, 9999)}, {rng.choice(['rang Saint-Joseph', 'chemin de la Côte', 'route 132', 'montée Sainte-Marie', 'boul. Industriel'])}, {town} (Québec) {la.digits(rng, '@#@ #@#')}",
        7.8,
        grey=0.3,
    )
    d.t(
        m,
        y + 37,
        f"Tél. : {la.digits(rng, '(450) ###-####')}  ·  achats@{buyer.split()[-2].lower() if len(buyer.split()) > 2 else 'serres'}.ca",
        7.8,
        grey=0.3,
    )
    bx = r - 180
    d.box(bx, y, 180, 50, lw=1.0)
    d.t(
        bx + 90,
        y + 16,
        la.pick(rng, "BON DE COMMANDE|COMMANDE D'ACHAT|BON DE COMMANDE N°"),
        10.5,
        b=True,
        al="c",
    )
    d.t(bx + 90, y + 38, po, 14, b=True, al="c")
    y += 66
    kv = [
        ("Date", df(dt)),
        (
            la.pick(rng, "Date requise|Livraison demandée"),
            df(dt + timedelta(days=rng.randint(5, 30))),
        ),
        (la.pick(rng, "N° de soumission|Votre soumission"), soum),
        ("N° client", client),
        ("Conditions", la.pick(rng, "Net 30 jours|2 % 10, net 30|Net 45 jours")),
    ]
    rng.shuffle(kv)
    for k, (a, b) in enumerate(kv):
        x = m + (k % 3) * wd / 3
        d.t(x, y + 10 + (k // 3) * 13, f"{a} : ", 8, b=True)
        d.t(x + d.width(f"{a} : ", 8, True), y + 10 + (k // 3) * 13, b, 8)
    y += 36
    bw = wd / 2 - 10
    lab_s = la.pick(rng, "Fournisseur|FOURNISSEUR|Commandé à|À")
    srows = [
        sup,
        f"{rng.randint(10, 9999)}, {rng.choice(['rue Principale', 'boul. des Laurentides', 'rue de l’Industrie', 'chemin du Lac'])}",
        f"{rng.choice(QC_TOWN)} (Québec)",
        f"Représentant : {rng.choice(QC_FIRST)} {rng.choice(QC_SUR)}",
    ]
    drows = [
        buyer,
        la.pick(rng, "Serre n° 3 — quai de réception|Entrepôt intrants|Serre de multiplication"),
        f"{town} (Québec)",
        f"Responsable : {resp}",
    ]
    left_sup = rng.random() < 0.6
    ya = la.block(d, m if left_sup else m + bw + 20, y, lab_s, srows, style="under", w=bw, size=8.6)
    yb = la.block(
        d,
        m + bw + 20 if left_sup else m,
        y,
        la.pick(rng, "Livrer à|Expédier à|Adresse de livraison"),
        drows,
        style="under",
        w=bw,
        size=8.6,
        b_first=False,
    )
    y = max(ya, yb) + 14
    n = n_lines(rng, [2, 3, 4, 4, 5, 6, 7, 8, 10], [24, 30, 36])
    lines = more_lines(
        rng,
        QC_ITEMS,
        n,
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 40],
        ["(serre 2)", "(printemps)", "(lot B)"],
    )
    cw = [0.06, 0.12, 0.44, 0.08, 0.1, 0.1, 0.12]
    cols = [wd * f / sum(cw) for f in cw]
    heads = ["Ligne", "Code", "Description", "Qté", "Unité", "Prix unit.", "Montant"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    la.digits(rng, "@@-####"),
                    it[0],
                    f"{q:,.0f}".replace(",", " "),
                    it[1],
                    sp(p) if stated else "",
                    sp(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "lllrlrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
        hrgb=ink,
    )
    sub = sum((a for *_, a in lines), ZERO)
    esc = r2(sub * Decimal(rng.choice([2, 3, 5])) / 100) if rng.random() < 0.3 else ZERO
    tr = Decimal(rng.choice([45, 75, 95, 125, 150])) if rng.random() < 0.5 else ZERO
    net = sub - esc + tr
    tps_ = pct_of(net, "5")
    tvq_ = pct_of(net, "9.975")
    total = net + tps_ + tvq_
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Sous-total", fm(sub), False)]
        if esc:
            rows.append(("Escompte", "-" + fm(esc), False))
        if tr:
            rows.append(("Transport", fm(tr), False))
        rows += [
            ("TPS (5 %)", fm(tps_), False),
            ("TVQ (9,975 %)", fm(tvq_), False),
            (la.pick(rng, "TOTAL|Total de la commande|Grand total"), fm(total), True),
        ]
        y = d.summary(r - 190, r - 3, y, rows, 8.8, box_last=True)
        if rng.random() < 0.3:
            dep = r2(total * Decimal("0.25"))
            y = d.summary(
                r - 190,
                r - 3,
                y + 4,
                [
                    ("Acompte versé", "-" + fm(dep), False),
                    ("Solde à la livraison", fm(total - dep), False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon la soumission {soum}; taxes en sus. Facturation à la livraison.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Veuillez indiquer notre numéro de bon de commande sur tous les bordereaux de livraison et factures.",
        "Les intrants biologiques doivent être accompagnés de leur certificat; livraison entre 7 h et 15 h, du lundi au vendredi.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.3)
    y += 28
    if y + 20 > bottom:
        y = brk() + 20
    d.sign(m, y, 200, f"Autorisé par : {resp}")
    d.sign(r - 200, y, 200, "Date")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_fr_ca_serres_commande_intrants(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _qc)


# --------------------------------------------------------------------------- 9 nl-BE facility-management contractor's order for a client site

FM_TOWN = "Gent|Antwerpen|Mechelen|Leuven|Brugge|Kortrijk|Hasselt|Aalst|Sint-Niklaas|Genk|Roeselare|Turnhout|Zaventem|Vilvoorde|Beveren".split(
    "|"
)
FM_BUY = [
    "{S} Facility Services NV",
    "{S} Facilitair Beheer BV",
    "{S} Technical Services NV",
    "{S} Integrated Facility Management BV",
    "Facilitas {S} NV",
]
FM_BUY_S = (
    "Arcus|Vectis|Nordwin|Scaldis|Brabo|Lieven|Meridia|Quadrum|Tectum|Heliox|Orbis|Campina".split(
        "|"
    )
)
FM_SUP_S = "Vandenberghe|De Smet|Peeters|Claes|Maes|Janssens|Willems|Goossens|Wouters|Van Damme|Verhoeven|Hermans|De Backer|Mertens|Lambrechts|Dierickx".split(
    "|"
)
FM_SUP_F = [
    "{L} Koeltechniek BV",
    "{L} & Zonen NV",
    "Elektro {L} BV",
    "{L} Groenaanleg BV",
    "Schoonmaakbedrijf {L} NV",
    "{L} Brandbeveiliging BV",
    "{L} HVAC Services NV",
    "Dakwerken {L} BVBA",
]
FM_SUP_B = ["{L} Technics", "Tuinen {L}", "{L} Sanitair", "Glazenwasserij {L}", "Loodgieterij {L}"]
FM_CLIENT = [
    "AZ {T} — campus {C}",
    "Provinciehuis {T}",
    "Kantoorgebouw {C} Tower",
    "Hogeschool {T} — site {C}",
    "Distributiecentrum {C}",
    "Woonzorgcentrum {C}",
]
FM_CLIENT_C = "Sint-Jan|Maria Middelares|Zuid|Rivierenhof|Noord|Arsenaal|Kouter|Ter Heide|De Linde|Zonnebloem|Meerhof".split(
    "|"
)
FM_FIRST = "Jan|Els|Koen|Griet|Wim|Sofie|Tom|Liesbeth|Pieter|An|Stijn|Katrien|Bart|Hilde".split("|")
# desc | unit | lo | hi
FM_ITEMS = [
    ("Preventief onderhoud luchtbehandelingskast", "stuk", 280, 520),
    ("Vervangen zakkenfilters F7 592x592", "stuk", 28, 48),
    ("Arbeidsuren technieker", "uur", 52, 72),
    ("Verplaatsingskosten", "forfait", 35, 65),
    ("Nazicht brandblussers en haspels", "stuk", 9, 16),
    ("Glasbewassing buitenzijde", "m²", 1.2, 2.6),
    ("Groenonderhoud: maaien en snoeien", "beurt", 180, 420),
    ("Vervangen LED-armatuur 60x60", "stuk", 65, 120),
    ("Ontstopping afvoerleiding", "forfait", 120, 260),
    ("Koelgas R32 bijvullen", "kg", 45, 85),
    ("Periodieke keuring liften (extern)", "stuk", 160, 320),
    ("Dieptereiniging sanitaire ruimtes", "m²", 3.5, 7.5),
    ("Legionellabeheer: staalname en analyse", "staal", 60, 110),
    ("Hoogtewerker incl. bediening", "dag", 320, 540),
]


def _fm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 74
    town = rng.choice(FM_TOWN)
    buyer = rng.choice(FM_BUY).format(S=rng.choice(FM_BUY_S))
    l1 = rng.choice(FM_SUP_S)
    sup = bare_or(rng, FM_SUP_F, FM_SUP_B, 0.28).format(L=l1)
    client = rng.choice(FM_CLIENT).format(T=rng.choice(FM_TOWN), C=rng.choice(FM_CLIENT_C))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["BB-#####", "PO######", f"{dt.year}/####", "BST-####-##", "7######"])
    )
    ticket = la.digits(rng, rng.choice(["WO-######", "Ticket #######", "INT-#####"]))
    contract = la.digits(rng, rng.choice(["CTR-####-##", "Raamcontract ###", "SLA-###"]))
    offerte = la.digits(rng, rng.choice(["OFF-####", "#####/##", "Offerte ####"]))
    kst = la.digits(rng, rng.choice(["KP ####", "Kostenplaats ###-##", "Project P####"]))
    stated = stated_of(rng)
    page = [1]
    fm = (lambda v: f"€ {eu(v)}") if rng.random() < 0.6 else (lambda v: f"{eu(v)} EUR")
    ds = rng.choice(["dash", "dmy", "long_nl", "dot"])
    df = lambda x: (
        la.dfmt(x, ds)
        if ds != "long_nl"
        else f"{x.day} {la.MONTHS['nl'].split()[x.month - 1]} {x.year}"
    )
    verlegd = rng.random() < 0.35
    ond = f"BE 0{la.digits(rng, '###.###.###')}"
    ond_s = f"BE 0{la.digits(rng, '###.###.###')}"
    rpr = f"RPR {rng.choice(['Gent', 'Antwerpen', 'Brussel', 'Leuven'])}"
    iban = f"BE{la.digits(rng, '## #### #### ####')}"
    pm = f"{rng.choice(FM_FIRST)} {rng.choice(FM_SUP_S)}"
    ink = rng.choice([(0.0, 0.4, 0.45), (0.3, 0.15, 0.45), (0.1, 0.1, 0.1), (0.75, 0.35, 0.0)])

    def foot() -> None:
        fy = d.h - 56
        d.line(m, fy, r, fy, 0.4)
        d.t(
            m,
            fy + 11,
            f"{buyer}  ·  Ondernemingsnummer {ond}  ·  {rpr}  ·  IBAN {iban}  ·  BIC GKCCBEBB",
            6.6,
            grey=0.4,
        )
        d.t(
            m,
            fy + 20,
            "Op al onze bestellingen zijn onze algemene aankoopvoorwaarden van toepassing.",
            6.6,
            grey=0.4,
        )
        d.t(
            r,
            d.h - 22,
            f"Pagina {page[0]}/{of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Bestelbon {po} (vervolg)", 9, b=True)
        return 52

    y = 34
    d.c.setFillColorRGB(*ink)
    d.c.rect(m, d.h - y - 34, 5, 34, stroke=0, fill=1)
    d.t(m + 12, y + 14, buyer, 14, b=True)
    d.t(
        m + 12,
        y + 27,
        f"{rng.choice(['Kortrijksesteenweg', 'Noorderlaan', 'Brusselsesteenweg', 'Industrieweg', 'Researchpark'])} {rng.randint(1, 400)}, {la.digits(rng, '9###')} {town}",
        7.8,
        grey=0.35,
    )
    title = la.pick(rng, "BESTELBON|BESTELLING|AANKOOPORDER|BESTELBON ONDERAANNEMING")
    ts = 14.0
    while ts > 9 and d.width(buyer, 14, True) + d.width(title, ts, True) > wd - 36:
        ts -= 0.5
    d.t(r, y + 14, title, ts, b=True, al="r")
    d.t(r, y + 28, f"nr. {po}", 11, b=True, al="r")
    y += 50
    bw = wd / 2 - 8
    lab = la.pick(rng, "Leverancier|Onderaannemer|Leverancier / onderaannemer|Aan")
    srows = [
        sup,
        f"{rng.choice(['Kerkstraat', 'Stationsstraat', 'Ambachtsweg', 'Nijverheidslaan', 'Molenstraat'])} {rng.randint(1, 150)}",
        f"{la.digits(rng, '####')} {rng.choice(FM_TOWN)}",
        f"Ond.nr. {ond_s}",
    ]
    ya = la.block(d, r - bw, y, lab, srows, style="box", w=bw, size=8.4)
    info = [
        ("Datum", df(dt)),
        (la.pick(rng, "Uw offerte|Offertenummer"), offerte),
        (la.pick(rng, "Werkorder / ticket|Interventienr."), ticket),
        (la.pick(rng, "Klantcontract|Contract klant"), contract),
        ("Kostenplaats", kst),
        ("Projectleider", pm),
    ]
    if rng.random() < 0.3:
        info.insert(0, ("Bestelnummer", po))
    yb = d.kv(m, y + 2, info, 92, 8.2)
    y = max(ya, yb) + 10
    d.box(m, y, wd, 38, fill=0.95, stroke=False)
    d.t(m + 6, y + 12, la.pick(rng, "Uitvoeringsadres / site|Werfadres|Site klant"), 7.8, b=True)
    d.t(
        m + 6,
        y + 25,
        f"{client}, {rng.choice(['Hoofdingang', 'Technische ruimte -1', 'Dak blok B', 'Parking P2'])}, {rng.choice(FM_TOWN)}",
        8.4,
    )
    d.t(
        m + 6,
        y + 35,
        f"Contactpersoon op site: {rng.choice(FM_FIRST)} {rng.choice(FM_SUP_S)}  ·  aanmelden bij de onthaalbalie",
        7.2,
        grey=0.35,
    )
    y += 48
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 7, 8], [24, 30, 36, 64])
    lines = more_lines(
        rng, FM_ITEMS, n, [1, 1, 2, 4, 6, 8, 12, 16, 24, 40], ["(blok A)", "(blok C)", "(spoed)"]
    )
    cw = [0.06, 0.5, 0.09, 0.09, 0.12, 0.14]
    cols = [wd * f / sum(cw) for f in cw]
    heads = ["Pos.", "Omschrijving", "Aantal", "Eenheid", "Eenheidsprijs", "Totaal"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    eu(q).replace(",00", ""),
                    it[1],
                    eu(p) if stated else "",
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
        zebra=(0.95, 0.95, 0.95) if rng.random() < 0.5 else None,
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = ZERO if verlegd else pct_of(net, "21")
    total = net + vat
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        if verlegd:
            rows = [
                ("Totaal excl. btw", fm(net), False),
                ("Btw", "verlegd", False),
                (la.pick(rng, "Te betalen|Totaal bestelling|Totaalbedrag"), fm(total), True),
            ]
        else:
            rows = [
                ("Totaal excl. btw", fm(net), False),
                ("Btw 21 %", fm(vat), False),
                (la.pick(rng, "Totaal incl. btw|Totaal te betalen|TOTAAL"), fm(total), True),
            ]
        y = d.summary(r - 200, r - 3, y, rows, 8.8, box_last=True)
        if verlegd:
            y = wrapped(
                d,
                m,
                y + 4,
                "Verlegging van heffing: btw te voldoen door de medecontractant, art. 20 KB nr. 1 (onroerende werken).",
                7.6,
                wd,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Uitvoering in regie volgens de eenheidsprijzen van {contract}; facturatie op basis van de ondertekende werkbon.",
            8.2,
            wd,
        )
    y += 10
    for t in [
        f"Vermeld steeds ons bestelnummer en het ticketnummer {ticket} op uw factuur; facturen zonder bestelnummer worden teruggestuurd.",
        "Betaling 60 dagen einde maand. Werken uit te voeren conform VCA en de huisregels van de klant.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    y += 30
    if y + 20 > bottom:
        y = brk() + 20
    d.sign(m, y, 190, f"Voor {buyer}: {pm}")
    d.sign(r - 190, y, 190, "Voor akkoord leverancier (datum, handtekening)")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_nl_be_facility_bestelbon_site(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fm)


# --------------------------------------------------------------------------- 10 es-ES weaving or knitting mill's yarn order to a spinner

ES_TOWN = "Terrassa|Sabadell|Mataró|Igualada|Manresa|Ontinyent|Alcoi|Bocairent|Béjar|Cocentaina|Banyeres de Mariola|Canet de Mar|Arenys de Munt|Olot|Reus".split(
    "|"
)
ES_BUY = [
    "Tejidos {N}, S.A.",
    "Textil {N} S.L.",
    "Tejeduría {N}, S.L.",
    "Géneros de Punto {N} S.A.",
    "Mantas {N}, S.L.",
    "Hijos de {N}, S.A.",
]
ES_BUY_N = "Ferrer|Puig|Vallès|Llobet|Sanchis|Mollà|Bernabeu|Gisbert|Tortosa|Camps|Soler|Pascual|Riera|Guasch".split(
    "|"
)
ES_SUP_N = "Hilaturas {N}|Hilados {N}|Filatures {N}|Hilaturas del {R}|Fibras {N}|Hilos {N}|Industrias Textiles del {R}|Hilandería {N}".split(
    "|"
)
ES_SUP_NN = "Ferré|Miró|Casals|Peris|Albero|Monllor|Vidal|Borràs|Segura|Cortés|Planas|Juan|Beltrán|Molina|Carbonell".split(
    "|"
)
ES_SUP_R = "Ter|Llobregat|Serpis|Clariano|Cardener|Anoia|Vinalopó|Cuerpo de Hombre".split("|")
ES_FORMS = [", S.A.", " S.L.", ", S.L.", " S.A.", ", S.L.U.", ""]
ES_FIRST = "Jordi|Montserrat|Vicent|Núria|Xavier|Amparo|Josep|Rosa|Pau|Mercè|Andreu|Pilar|Joan|Consuelo".split(
    "|"
)
ES_SUR = "Puig|Ferrer|Sanchis|Mollà|Garcia|Martínez|Soler|Vidal|Pons|Navarro|Ribera|Sala|Casas|Llorens".split(
    "|"
)
# articulo | titulo | unit | lo | hi (€/kg)
ES_YARN = [
    ("Algodón peinado compacto", "Ne 30/1", "kg", 4.2, 6.1),
    ("Algodón cardado open-end", "Ne 20/1", "kg", 2.6, 3.8),
    ("Algodón orgánico GOTS", "Ne 40/1", "kg", 5.8, 8.4),
    ("Lana merino superwash", "Nm 2/48", "kg", 16, 24),
    ("Poliéster texturado", "Dtex 167/48", "kg", 2.2, 3.4),
    ("Poliamida 6.6 texturada", "Dtex 78/68", "kg", 4.8, 7.2),
    ("Viscosa hilo continuo", "Dtex 133/30", "kg", 5.2, 7.8),
    ("Mezcla algodón/poliéster 65/35", "Ne 24/1", "kg", 3.1, 4.4),
    ("Lino 100 %", "Nm 26/1", "kg", 11, 17),
    ("Elastano desnudo", "Dtex 40", "kg", 7.5, 11),
    ("Acrílico alto volumen", "Nm 2/32", "kg", 3.4, 5.1),
    ("Hilo de poliéster reciclado", "Ne 30/1", "kg", 2.9, 4.2),
]
ES_COLOUR = [
    "crudo",
    "blanco óptico",
    "negro",
    "marino 5120",
    "gris vigoré",
    "teñido en cono: rojo 2030",
    "beige 1107",
    "verde botella",
]


def _es(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 72
    town = rng.choice(ES_TOWN)
    buyer = rng.choice(ES_BUY).format(N=rng.choice(ES_BUY_N))
    sup = rng.choice(ES_SUP_N).format(N=rng.choice(ES_SUP_NN), R=rng.choice(ES_SUP_R)) + rng.choice(
        ES_FORMS
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["PC-#####", f"{dt.year}/0###", "####", f"P{dt.year % 100}-####", "HIL-####"]),
    )
    oferta = la.digits(rng, rng.choice(["OF-####", "Oferta ###/" + str(dt.year)]))
    contrato = la.digits(rng, rng.choice([f"Contrato anual {dt.year}-##", "CA-###"]))
    temporada = f"{rng.choice(['PV', 'OI'])}{(dt.year + 1) % 100}"
    stated = stated_of(rng)
    page = [1]
    fm = (lambda v: f"{eu(v)} €") if rng.random() < 0.7 else (lambda v: f"{eu(v)} EUR")
    ds = rng.choice(["dmy", "dmy", "long_es", "dash"])
    df = lambda x: la.dfmt(x, ds)
    cif = f"{rng.choice('AB')}-{la.digits(rng, '########')}"
    cif_s = f"{rng.choice('AB')}{la.digits(rng, '########')}"
    reg = f"Inscrita en el Registro Mercantil de {rng.choice(['Barcelona', 'Valencia', 'Alicante', 'Salamanca', 'Girona'])}, Tomo {rng.randint(1000, 48000)}, Folio {rng.randint(1, 220)}, Hoja {rng.choice(['B', 'V', 'A'])}-{rng.randint(10000, 99999)}"
    comp = f"{rng.choice(ES_FIRST)} {rng.choice(ES_SUR)}"

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(m, d.h - 40, f"{buyer}  ·  CIF {cif}  ·  {reg}", 6.4, grey=0.4, maxw=wd)
        d.t(
            r,
            d.h - 26,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Pedido nº {po} — continuación", 9, b=True)
        return 52

    y = 34
    d.t(m, y + 14, buyer.upper() if rng.random() < 0.4 else buyer, 14, b=True)
    d.t(
        m,
        y + 27,
        f"{rng.choice(['Carrer de la Indústria', 'Polígono Industrial El Clot', 'Avda. de Alcoi', 'Ctra. de Manresa, km 3', 'Calle Fábrica'])}, {rng.randint(1, 120)} · {la.digits(rng, '0####')} {town}",
        7.8,
        grey=0.35,
    )
    d.t(
        m,
        y + 37,
        f"Tel. {la.digits(rng, '93# ### ###')} · compras@{buyer.split()[1].lower().strip(',')}.es · CIF {cif}",
        7.8,
        grey=0.35,
    )
    y += 50
    d.line(m, y, r, y, 1.0)
    y += 8
    lw_ = wd * 0.5
    d.box(m, y, lw_, 22, fill=0.2, stroke=False)
    d.t(
        m + 8,
        y + 15,
        la.pick(rng, "PEDIDO DE HILADOS|PEDIDO DE COMPRA|PEDIDO A PROVEEDOR|ORDEN DE PEDIDO"),
        11.5,
        b=True,
        grey=1,
    )
    d.box(m, y + 22, lw_, 22)
    d.t(m + 8, y + 37, f"Nº {po}", 12, b=True)
    d.t(m + lw_ - 8, y + 37, df(dt), 9, al="r")
    yy = y + 56
    rows = [
        ("Temporada", temporada),
        (la.pick(rng, "Su oferta|Nº oferta"), oferta),
        (la.pick(rng, "Contrato marco|Contrato"), contrato),
        ("Comprador", comp),
    ]
    rng.shuffle(rows)
    yy = d.kv(m, yy, rows, 80, 8.2)
    px = m + lw_ + 16
    pw = r - px
    plab = la.pick(rng, "PROVEEDOR|Proveedor|Sres.:|")
    prow = [
        sup,
        f"{rng.choice(['C/ del Riu', 'Polígono Les Teixidores', 'Avda. Països Catalans', 'Camí Ral'])}, {rng.randint(1, 90)}",
        f"{la.digits(rng, '0####')} {rng.choice(ES_TOWN)}",
        f"NIF {cif_s}",
        f"At. {rng.choice(ES_FIRST)} {rng.choice(ES_SUR)}",
    ]
    d.box(px, y, pw, 92)
    yp = la.block(
        d, px + 6, y + 4, plab, prow, style="plain" if plab else "none", w=pw - 12, size=8.4
    )
    y = max(yy, yp, y + 92) + 12
    cond = [
        (
            "Plazo de entrega",
            la.pick(rng, "Semana 12|15 días fecha pedido|según programa adjunto|inmediato"),
        ),
        (
            "Forma de pago",
            la.pick(rng, "Confirming 90 días|Recibo 60 días|Transferencia 30 días f.f."),
        ),
        ("Portes", la.pick(rng, "Pagados|Debidos|Incluidos en precio")),
        (
            "Embalaje",
            la.pick(rng, "Conos sobre palé retornable|Cajas de cartón 24 conos|Bolsas sobre palé"),
        ),
    ]
    y = (
        d.grid(m, y, [wd / 4] * 4, [c[0] for c in cond], [c[1] for c in cond], size=8, shade=0.92)
        + 12
    )
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6, 8], [24, 30, 36])
    lines = more_lines(
        rng,
        ES_YARN,
        n,
        [100, 200, 300, 500, 600, 800, 1000, 1500, 2000],
        ["(2º lote)", "(muestra)", "(reposición)"],
    )
    cw = [0.05, 0.3, 0.1, 0.2, 0.1, 0.1, 0.15]
    cols = [wd * f / sum(cw) for f in cw]
    heads = ["Lín.", "Artículo", "Título", "Color / lote", "Kg", "€/kg", "Importe"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    rng.choice(ES_COLOUR),
                    eu(q).replace(",00", ""),
                    eu(p) if stated else "",
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "llllrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        carry=("Suma y sigue", "Suma anterior", eu, 1, 6)
        if stated and rng.random() < 0.6
        else None,
    )
    sub = sum((a for *_, a in lines), ZERO)
    kgs = sum((q for *_, q, p, a in lines), ZERO)
    dpp = r2(sub * Decimal(rng.choice([1, 2, 3])) / 100) if rng.random() < 0.35 else ZERO
    base = sub - dpp
    iva = pct_of(base, "21")
    total = base + iva
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        d.t(m, y + 10, f"Total kilos: {eu(kgs).replace(',00', '')} kg", 8.4, b=True)
        rows = [("Suma importes", fm(sub), False)]
        if dpp:
            rows.append(("Dto. pronto pago", "-" + fm(dpp), False))
        rows += [
            ("Base imponible", fm(base), False),
            ("IVA 21 %", fm(iva), False),
            (la.pick(rng, "TOTAL PEDIDO|Total|IMPORTE TOTAL"), fm(total), True),
        ]
        y = d.summary(r - 200, r - 3, y, rows, 8.8, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {contrato}, revisables por cotización del algodón (ICE) en la fecha de embarque. IVA no incluido.",
            8.2,
            wd,
        )
    y += 10
    for t in [
        "Tolerancia en cantidad ±3 %. Cada partida irá acompañada de certificado de análisis (título, torsión, resistencia) y etiqueta de lote en cada cono.",
        "Indiquen nuestro número de pedido en albaranes y facturas. No se admitirán mezclas de lotes de tintura en una misma entrega.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    y += 30
    if y + 20 > bottom:
        y = brk() + 20
    d.sign(m, y, 190, f"Dpto. de Compras: {comp}")
    d.sign(r - 190, y, 190, "Conforme proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit13_es_tejeduria_pedido_hilados(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        fit13_zh_pijiu_maiya_jiuhua_caigou,
        fit13_zh_ruye_baocai_fenpi_dinghuo,
        fit13_hk_jichang_peican_caigou,
        fit13_ja_kesshin_juchu_kakunin,
        fit13_en_au_club_kit_order,
        fit13_en_ie_pharma_wholesale_po,
        fit13_de_glashuette_rohstoff_bestellung,
        fit13_fr_ca_serres_commande_intrants,
        fit13_nl_be_facility_bestelbon_site,
        fit13_es_tejeduria_pedido_hilados,
    )
}

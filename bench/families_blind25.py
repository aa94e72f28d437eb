# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind24 (`blind25_*`).

- blind25_zh_moju_caigou_fenqi
- blind25_tw_dinggoudan_huiqian_hengban
- blind25_ja_gyomu_itaku_hacchusho
- blind25_en_lk_po_sscl_vat
- blind25_en_jm_tt_po_landscape
- blind25_mk_narachka_dogovor
- blind25_eu_es_erosketa_eskaera
- blind25_cy_en_archeb_brynu
- blind25_ka_shesyidvis_shekveta
- blind25_az_sifaris_tesdiqi

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's confirmation, the customer's order number it
quotes, never the seller's own number); the supplier (vendor, seller) exactly as printed;
the grand total as "1234.50" (whole yen and NT$ as "1234.00"; "" when the document states
none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r0, r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import make  # noqa: E402
from families_blind24 import a_day, eu, mark, vstamp, whole  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
BLUE = Color(0.12, 0.25, 0.5)
RED = Color(0.78, 0.1, 0.1)


def stated_of(rng: random.Random) -> bool:
    """About one document in eleven states no grand total."""
    return rng.random() > 0.09


def above(
    pdf: cj.Pdf,
    x: float,
    y: float,
    widths: list[float],
    labels: list[str],
    values: list[str],
    *,
    size: float = 8.4,
    h: float = 15.0,
    fill: Color = PALE,
) -> float:
    """A boxed grid on a cj page: each label in a shaded cell above its value. Returns the y below."""
    cx = x
    for w, lab, val in zip(widths, labels, values):
        pdf.rect(cx, y, w, h - 2, fill=fill, lw=0.5)
        pdf.text(
            cx + w / 2,
            y + (h - 2) / 2 + (size - 1.4) * 0.36,
            lab,
            size - 1.4,
            align="c",
            maxw=w - 4,
        )
        pdf.rect(cx, y + h - 2, w, h + 2, lw=0.5)
        pdf.text(
            cx + w / 2, y + h - 2 + (h + 2) / 2 + size * 0.36, val, size, align="c", maxw=w - 4
        )
        cx += w
    return y + 2 * h


def nt(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


# --------------------------------------------------------------------------- 1 zh-Hans mould purchase order with payment milestones, totals as the table's last rows

ZH_CITY = ["宁波", "台州", "余姚", "黄岩", "东莞", "中山", "佛山", "青岛", "天津", "合肥"]
ZH_BUY = "{c}{b}汽车饰件有限公司|{c}{b}家电股份有限公司|{c}{b}医疗器械有限公司|{c}{b}智能科技有限公司|{c}{b}电动工具有限公司|{c}{b}日用品有限公司"
ZH_BUY_B = "恒瑞 金海 众诚 华宇 瑞丰 天成 富达 新宝 嘉和 凯利".split()
ZH_SUP = "{c}{b}模具有限公司|{c}市{b}模塑科技有限公司|{c}{b}精密模具厂|{b}模具（{c}）有限公司|{c}{b}塑胶模具制造有限公司"
ZH_SUP_B = "宏利 精艺 永信 立达 鑫达 海瑞 群英 德力 日升 卓越".split()
ZH_MOULD = [
    ("前面板注塑模", "P20", 36000, 128000),
    ("后盖注塑模", "718H", 28000, 96000),
    ("电池仓盖模具", "NAK80", 12000, 42000),
    ("把手双色模", "S136", 48000, 165000),
    ("底座注塑模（热流道）", "H13", 65000, 210000),
    ("按键硅胶模", "45#", 6000, 18000),
    ("支架冲压级进模", "SKD11", 42000, 138000),
    ("装饰条挤出模", "H13", 9000, 26000),
    ("导光板模具", "S136H", 30000, 88000),
    ("卡扣检具", "AL6061", 3500, 12000),
]
ZH_SPARE = [
    ("备用镶件", "SKD61", 800, 4800),
    ("顶针及司筒备件", "SKH51", 300, 1800),
    ("热流道喷嘴（备件）", "—", 2200, 6800),
    ("模具保养及试模费", "—", 1500, 6000),
    ("T2 修模费用", "—", 2000, 9000),
]


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 38)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    c1, c2 = rng.choice(ZH_CITY), rng.choice(ZH_CITY)
    buyer = cj.pick(rng, ZH_BUY).format(c=c1, b=rng.choice(ZH_BUY_B))
    sup = cj.pick(rng, ZH_SUP).format(c=c2, b=rng.choice(ZH_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "MJ{Y}{m}{n3}|MO-{y}{m}{d}-{n2}|4500{n6}|CG-MJ-{Y}-{n4}")
    quo = cj.number(rng, d, "BJ{y}{m}{n3}|Q{Y}{n4}|报价-{n4}")
    prj = cj.number(rng, d, "PRJ-{y}{n3}|XM{Y}{n3}")
    vcode = f"V{rng.randint(20000, 59999)}"
    page = [1]
    stated = stated_of(rng)
    title = cj.pick(rng, "模具采购订单|模具开发采购订单|模具订购单|模具制作采购订单")

    def foot() -> None:
        s = f"第 {page[0]} 页／共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 20, s, 7.6, align="c", colour=GREY)
        pdf.text(right, pdf.h - 20, "QR-CG-015 B/0", 6.8, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{title}（续页）", 9.4, bold=True)
        pdf.text(right, 32, f"订单编号：{po}", 9, align="r")
        return 42

    y = 40
    pdf.text(pdf.w / 2, y, buyer, 15, align="c", bold=True)
    pdf.text(
        pdf.w / 2,
        y + 14,
        f"地址：{c1}市{cj.zh_addr(rng).split('市', 1)[-1]}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        7.6,
        align="c",
        colour=GREY,
    )
    pdf.line(m, y + 20, right, y + 20, lw=1.2)
    pdf.line(m, y + 22.5, right, y + 22.5, lw=0.4)
    y += 46
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
    y += 12
    labels = ["订单编号", "下单日期", "报价单号", "项目编号", "供应商代码", "币别"]
    values = [po, cj.fdate(d, rng.choice(["iso", "cn", "slash"])), quo, prj, vcode, "人民币 RMB"]
    ws = cj.rel(wd, [20, 16, 16, 14, 14, 14])
    if rng.random() < 0.5:
        labels, values, ws = labels[:5], values[:5], cj.rel(wd, [22, 19, 20, 20, 19])
    y = above(pdf, m, y, ws, labels, values, size=8.4) + 10
    half = wd / 2 - 5
    buy_who, sup_who = cj.person(rng), cj.person(rng)
    left = [
        ["甲方（采购方）", ""],
        ["名　　称", buyer],
        ["地　　址", f"{c1}市{cj.zh_addr(rng).split('市', 1)[-1]}"],
        ["联 系 人", f"{buy_who}（采购工程师）"],
        ["电话/传真", f"{cj.zh_tel(rng)} / {cj.zh_tel(rng)}"],
        [
            "邮　　箱",
            f"purchase{rng.randint(1, 9)}@{rng.choice(['hrauto', 'jinhai-tech', 'zc-med', 'kaili'])}.com.cn",
        ],
    ]
    bank, acct = cj.bank(rng)
    rgt = [
        ["乙方（供应商）", ""],
        ["名　　称", sup],
        ["地　　址", f"{c2}市{cj.zh_addr(rng).split('市', 1)[-1]}"],
        ["联 系 人", f"{sup_who}　{cj.mobile(rng)}"],
        ["开户银行", bank],
        ["账　　号", acct],
    ]
    for x0, rows in ((m, left), (m + half + 10, rgt)):
        kgrid(pdf, x0, y, [half], [rows[0][:1]], h=15, size=8.6, labels=(0,), fill=PALE)
        kgrid(pdf, x0, y + 15, [58, half - 58], rows[1:], h=15, size=7.8, labels=(0,))
    y += 15 * 6 + 12
    pdf.text(m, y, "经双方协商，甲方委托乙方制作下列模具，模具产权归甲方所有，具体如下：", 8.6)
    y += 6
    n = rng.choice([1, 1, 2, 2, 3, 4, 5, 6])
    rows = [(*it, "套") for it in rng.sample(ZH_MOULD, n)]
    if rng.random() < 0.55:
        rows += [(*it, "批") for it in rng.sample(ZH_SPARE, rng.randint(1, 3))]
    if rng.random() < 0.2:  # a long list of inserts for a family mould
        rows += [
            (f"镶件 {k:02d}#", rng.choice(["SKD61", "S136", "NAK80"]), 400, 3200, "件")
            for k in range(1, rng.randint(18, 44))
        ]
    body = []
    net = ZERO
    for i, (name, steel, lo, hi, unit) in enumerate(rows, 1):
        q = Decimal(1 if unit != "件" else rng.choice([1, 2, 4]))
        p = Decimal(rng.randint(lo // 100, hi // 100) * 100)
        a = q * p
        net += a
        cav = rng.choice(["1", "1+1", "2", "4", "8"]) if unit == "套" else "—"
        life = f"{rng.choice([30, 50, 80, 100])}万模次" if unit == "套" else "—"
        t1 = cj.fdate(cj.later(rng, d, 25, 60), "iso") if unit == "套" else ""
        code = f"M{d:%y}-{rng.randint(100, 999)}" if unit != "批" else ""
        body.append(
            (
                [
                    str(i),
                    code,
                    name,
                    steel,
                    cav,
                    life,
                    t1,
                    f"{q:.0f}",
                    unit,
                    cj.money(p),
                    cj.money(a),
                ],
                a,
            )
        )
    ws = cj.rel(wd, [4, 8, 19, 7, 5, 8, 10, 4, 4, 10, 11])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        [
            "序号",
            "模具编号",
            "模具名称",
            "钢材",
            "穴数",
            "寿命",
            "T1日期",
            "数量",
            "单位",
            "单价（含税）",
            "金额（含税）",
        ],
        body,
        "cllcccccrrr",
        rowh=16,
        size=7.4,
        bottom=bottom - 70,
        brk=brk,
        hh=17,
    )
    disc = Decimal(rng.choice([0, 0, 0, 1000, 2000, 5000])) if net > 20000 else ZERO
    total = net - disc
    tax = r2(total * 13 / 113)
    if stated:
        tw_ = [sum(ws[:-1]), ws[-1]]
        trs = [("小　计（含税）", cj.money(net))]
        if disc:
            trs.append(("商务优惠", f"-{cj.money(disc)}"))
        trs.append(
            (
                cj.pick(rng, "订单总金额（含13%增值税）|合计金额（含税）|总　计（含税）"),
                cj.money(total),
            )
        )
        trs.append(("其中：增值税额（13%）", cj.money(tax)))
        for k, (lab, v) in enumerate(trs):
            big = k == len(trs) - 2
            y = crow(
                pdf,
                m,
                y,
                tw_,
                [lab, v],
                "rr",
                h=16,
                size=8.2 if big else 7.6,
                bold=big,
                fill=PALE if big else None,
            )
        y = crow(pdf, m, y, [wd], [f"合计金额大写：人民币{cj.daxie(total)}"], "l", h=16, size=8.2)
    y += 12
    if y + 120 > bottom:
        y = brk()
    pdf.text(m, y, "付款方式：", 8.8, bold=True)
    y += 5
    shares = rng.choice(
        [(30, 40, 25, 5), (30, 60, 0, 10), (40, 50, 0, 10), (50, 40, 0, 10), (30, 30, 30, 10)]
    )
    names = ["预付款", "T1试模合格后", "终验收（PPAP）后", "质保金（一年）"]
    conds = [
        "订单签订后7日内，凭收据",
        "样件确认合格，凭发票",
        "量产模具移交甲方后",
        "模具交付满12个月无质量问题",
    ]
    mrows = []
    for nm, sh, cd in zip(names, shares, conds):
        if sh:
            amt = cj.money(r2(total * sh / 100)) if stated else "按结算价"
            mrows.append(([nm, f"{sh}%", amt, cd], ZERO))
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [18, 8, 16, 40]),
        ["付款节点", "比例", "金额（元）", "付款条件"],
        mrows,
        "lcrl",
        rowh=15,
        size=7.6,
        bottom=bottom,
        brk=brk,
        hh=15,
    )
    y += 14
    if not stated:
        pdf.text(m, y, "注：模具价格待T1试模后按核价单确定，另行签订补充协议。", 8.2, colour=RED)
        y += 14
    terms = [
        "1. 乙方须按甲方提供的3D数据及模具技术要求制作，试模样件须经甲方确认。",
        "2. 模具铭牌须标明甲方模具编号及“产权归甲方所有”字样。",
        f"3. 交付地点：{buyer}{rng.choice(['一号厂房', '注塑车间', '模具库'])}；运输及安装调试费用由乙方承担。",
        "4. 发票请注明订单编号，开具13%增值税专用发票。",
    ]
    for t in terms:
        pdf.text(m, y, t, 7.6, maxw=wd)
        y += 12
    y += 26
    if y + 60 > bottom:
        y = brk() + 30
    pdf.text(m, y, f"甲方（盖章）：{buyer}", 8.4, maxw=half)
    pdf.text(m, y + 16, f"代表签字：{buy_who}　　日期：{cj.fdate(d, 'cn')}", 8.2)
    pdf.stamp(m + 110, y + 4, buyer, rng, caption="合同专用章", r=36)
    rx = m + half + 10
    pdf.text(rx, y, "乙方（盖章）：", 8.4)
    pdf.text(rx, y + 16, "代表签字：　　　　　　日期：", 8.2)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_zh_moju_caigou_fenqi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 2 zh-Hant landscape order with the supplier's return-sign copy, two-column party grid

TW_BUY = "{b}電子股份有限公司|{b}精密工業股份有限公司|{b}食品股份有限公司|{b}光電股份有限公司|{b}紡織股份有限公司"
TW_BUY_B = "宏碩 力晶 南僑 永豐 台昇 聯宏 東元興 旭陽 新光洋 榮鑫".split()
TW_SUP = "{b}企業有限公司|{b}實業股份有限公司|{b}五金行|{b}科技有限公司|{b}興業社|{b}貿易有限公司"
TW_SUP_B = "金鼎 大同昌 協和 順發 全興 三益 富貴 永慶 長春藤 萬達".split()
TW_ITEMS = [
    ("A01-0012", "不鏽鋼螺絲 M4×12 304", "千支", 380, 820),
    ("A01-0031", "彈簧墊圈 M6", "千個", 160, 420),
    ("B02-1104", "PE 氣泡袋 20×30cm", "包", 95, 260),
    ("B02-1150", "五層瓦楞紙箱 60×40×40", "個", 28, 65),
    ("C03-2007", "工業用酒精 95% 20L", "桶", 850, 1600),
    ("C03-2019", "防鏽油 WD 4L", "罐", 520, 980),
    ("D04-0508", "無塵布 9吋", "包", 180, 420),
    ("D04-0522", "靜電手套 M", "雙", 12, 35),
    ("E05-3301", "電源線 3C 1.25mm² 2M", "條", 45, 120),
    ("E05-3315", "光電開關 M18 NPN", "個", 620, 1450),
    ("F06-0101", "鋁擠型 20×20 1M", "支", 110, 260),
    ("F06-0144", "線性滑軌 15mm 500L", "組", 1800, 3600),
    ("G07-7702", "標籤紙 100×50 銅版", "卷", 95, 210),
    ("G07-7730", "碳帶 110mm×300M", "卷", 160, 380),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(26, 34)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 34
    buyer = cj.pick(rng, TW_BUY).format(b=rng.choice(TW_BUY_B))
    sup = cj.pick(rng, TW_SUP).format(b=rng.choice(TW_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n4}|P{Y}{m}{d}{n3}|{roc}{m}-{n4}|TP-{n7}")
    pr = cj.number(rng, d, "PR{roc}{m}{n3}|請{n5}")
    quo = cj.number(rng, d, "Q{roc}{n4}|估{n5}")
    vno = f"{rng.randint(1000, 9999)}"
    ban = lambda: f"{rng.randint(10000000, 99999999)}"  # noqa: E731
    page = [1]
    stated = stated_of(rng)
    copy = cj.pick(rng, "第一聯：廠商回簽聯|第二聯：廠商存查聯|第一聯　廠商聯")
    size = rng.choice([7.0, 7.3, 7.6])
    title = cj.pick(rng, "訂　購　單|採　購　單|訂購單")

    def foot() -> None:
        s = f"頁次 {page[0]}/{of}" if of else f"頁次 {page[0]}"
        pdf.text(right, pdf.h - 16, s, 7.2, align="r", colour=GREY)
        pdf.text(m, pdf.h - 16, f"表單編號 PU-F-002　{copy}", 6.8, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 24, f"{buyer}　{title.replace('　', '')}（續）", 9, bold=True)
        pdf.text(right, 24, f"訂購單號：{po}", 8.6, align="r")
        return 32

    y = 34
    pdf.text(pdf.w / 2, y, buyer, 15, align="c", bold=True)
    pdf.text(pdf.w / 2, y + 22, title, 16, align="c", bold=True, space=3)
    pdf.rect(right - 118, y - 12, 118, 18, stroke=RED, lw=0.8)
    pdf.text(right - 59, y + 1, copy, 8.2, align="c", colour=RED, maxw=112)
    pdf.text(m, y - 2, f"統一編號：{ban()}", 7.4, colour=GREY)
    pdf.text(
        m, y + 9, f"{cj.tw_addr(rng)}　TEL {cj.tw_tel(rng)}　FAX {cj.tw_tel(rng)}", 7.4, colour=GREY
    )
    y += 34
    kgrid(
        pdf,
        m,
        y,
        cj.rel(wd, [9, 14, 9, 12, 9, 12, 9, 12, 6, 8]),
        [
            [
                "訂購單號",
                po,
                "訂購日期",
                cj.fdate(d, rng.choice(["rocs", "slash"])),
                "請購單號",
                pr,
                "報價單號",
                quo,
                "幣別",
                "NTD",
            ]
        ],
        h=17,
        size=8,
        labels=(0, 2, 4, 6, 8),
        fill=PALE,
    )
    y += 23
    half = wd / 2 - 5
    lw_ = 62
    left = [
        ["供應廠商", sup],
        ["廠商編號", vno + f"　統一編號 {ban()}"],
        ["聯絡人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"],
        [
            "傳真/E-mail",
            f"{cj.tw_tel(rng)}　sales@{rng.choice(['jinding', 'dtc', 'shunfa', 'sanyi'])}.com.tw",
        ],
    ]
    rgt = [
        [
            "交貨地點",
            f"{buyer.replace('股份有限公司', '')} {cj.pick(rng, '一廠倉庫|二廠收料區|物流中心')}",
        ],
        ["交貨日期", cj.fdate(cj.later(rng, d, 5, 25), "rocs")],
        ["付款條件", cj.pick(rng, "月結30天|月結60天 電匯|貨到驗收後 月結45天|T/T 次月25日")],
        ["採購人員", f"{cj.person(rng, 'zh-Hant')}　分機 {rng.randint(100, 399)}"],
    ]
    kgrid(pdf, m, y, [lw_, half - lw_], left, h=15, size=7.8, labels=(0,), fill=PALE)
    kgrid(pdf, m + half + 10, y, [lw_, half - lw_], rgt, h=15, size=7.8, labels=(0,), fill=PALE)
    y += 68
    lines = make(
        rng, TW_ITEMS, rng.choice([2, 3, 4, 6, 8, 12, 18, 26, 34, 44]), whole=rng.random() < 0.6
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
                    cj.money(p, 2 if p != p.to_integral() else 0),
                    nt(a),
                    cj.fdate(cj.later(rng, d, 5, 25), "rocs"),
                    "",
                ],
                a,
            )
        )
    ws = cj.rel(wd, [4, 9, 27, 5, 7, 8, 10, 8, 10])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["項次", "料號", "品名規格", "單位", "數量", "單價", "金額", "交期", "備註"],
        body,
        "cllcrrrcl",
        rowh=size + 7,
        size=size,
        bottom=bottom - 8,
        brk=brk,
        hh=15,
    )
    net = r0(sum((a for *_, a in lines), ZERO))
    freight = Decimal(rng.choice([0, 0, 0, 300, 500, 1200]))
    tax = r0((net + freight) * Decimal("0.05"))
    total = net + freight + tax
    if y + 96 > bottom:
        y = brk()
    y += 8
    sx = right - 210
    if stated:
        rows = [["未稅合計", f"NT$ {nt(net)}"]]
        if freight:
            rows.append(["運　　費", f"NT$ {nt(freight)}"])
        rows += [
            ["營業稅 5%", f"NT$ {nt(tax)}"],
            [cj.pick(rng, "總　　計|含稅總金額|訂購總額"), f"NT$ {nt(total)}"],
        ]
        kgrid(pdf, sx, y, [80, 130], rows, h=16, size=8.4, labels=(0,), fill=PALE, align="lr")
    else:
        pdf.text(sx, y + 12, "※ 本單價為未稅單價，金額依實際交貨數量計算。", 7.8, colour=RED)
    notes = [
        "1. 交貨時請附送貨單，並註明本訂購單號及項次，未註明者恕不收貨。",
        f"2. 發票抬頭：{buyer}，統一編號請依本單所載開立。",
        "3. 如不能如期交貨，請於交期前三日通知採購人員。",
        "4. 請於收到本單後兩日內簽回本聯（傳真或 E-mail 皆可）。",
    ]
    for k, t in enumerate(notes):
        pdf.text(m, y + 10 + k * 12, t, 7.4, maxw=sx - m - 20)
    y += 72
    if y + 48 > bottom:
        y = brk() + 10
    bw = (wd - 200) / 3
    for k, lab in enumerate(["核　准", "審　核", "採　購"]):
        kgrid(pdf, m + k * bw, y, [bw], [[lab]], h=14, size=7.8, labels=(0,), fill=PALE)
        pdf.rect(m + k * bw, y + 14, bw, 30, lw=0.6)
        if k == 2 or rng.random() < 0.5:
            pdf.stamp(
                m + k * bw + bw / 2, y + 29, cj.person(rng, "zh-Hant"), rng, shape="square", r=12
            )
    pdf.rect(right - 190, y, 190, 44, lw=0.8)
    pdf.text(right - 184, y + 11, "廠商確認回簽（請蓋公司大小章）", 7.8, bold=True)
    pdf.text(right - 184, y + 38, "日期：　　年　　月　　日", 7.4, colour=GREY)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_tw_dinggoudan_huiqian_hengban(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 3 ja service outsourcing order (the written terms of a subcontract), item | content table

JA_BUY = "株式会社{s}システムズ|{s}情報サービス株式会社|株式会社{s}ソリューションズ|{s}テクノロジー株式会社|{s}データ株式会社"
JA_BUY_S = "アイテック 東邦 ネクスト 北陸 西日本 フロンティア 晴海 グローバル".split()
JA_SUP = "株式会社{s}|{s}合同会社|株式会社{s}ソフト|{s}システム開発株式会社|有限会社{s}企画"
JA_SUP_S = "サンライズ ミライ 青葉 コスモ 湘南 ユニオン 豊和 ブルーオーシャン".split()
JA_WORK = [
    ("要件定義支援（SE）", "人月", 700000, 950000),
    ("基本設計（SE）", "人月", 650000, 900000),
    ("詳細設計・製造（PG）", "人月", 500000, 720000),
    ("結合テスト", "人月", 480000, 680000),
    ("インフラ構築（AWS）", "人月", 750000, 1100000),
    ("運用保守（月額）", "月", 180000, 450000),
    ("プロジェクト管理（PM）", "人月", 900000, 1300000),
    ("データ移行作業", "式", 300000, 1500000),
    ("操作マニュアル作成", "式", 150000, 600000),
    ("現地導入支援", "日", 45000, 80000),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    buyer = cj.pick(rng, JA_BUY).format(s=rng.choice(JA_BUY_S))
    sup = cj.pick(rng, JA_SUP).format(s=rng.choice(JA_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "IT-{Y}-{n4}|{y}{m}{n4}|G{Y}{m}{n3}|HC{n6}")
    mitsu = cj.number(rng, d, "M{y}{m}-{n3}|見{n5}|Q-{n6}")
    kk = cj.number(rng, d, "基本契約 第{n4}号|KK-{Y}-{n3}")
    page = [1]
    stated = stated_of(rng)
    title = cj.pick(rng, "業務委託発注書|発注書（業務委託）|業務委託注文書")
    start = cj.later(rng, d, 3, 20)
    end = start + timedelta(days=rng.choice([30, 60, 90, 120, 180]))

    def foot() -> None:
        s = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 22, s, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（別紙：明細）　発注番号 {po}", 9, bold=True)
        return 44

    y = 44
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
    kv = [("発注番号", po), ("発注日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"])))]
    for k, (a, b) in enumerate(kv):
        pdf.text(right - 150, y + 20 + k * 13, a, 8.4)
        pdf.text(right, y + 20 + k * 13, b, 8.4, align="r")
    y += 48
    pdf.text(m, y, f"{sup}　御中", 12.5, bold=True)
    pdf.line(m, y + 4, m + 230, y + 4, lw=0.8)
    pdf.text(m, y + 18, f"ご担当：{cj.person(rng, 'ja')} 様", 8.4)
    bx = right - 200
    pdf.text(bx, y - 2, buyer, 10, bold=True)
    pdf.text(bx, y + 11, cj.ja_addr(rng), 7.6)
    pdf.text(bx, y + 22, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6)
    pdf.text(
        bx,
        y + 33,
        f"担当：{cj.pick(rng, '開発本部|調達部|情報システム部')} {cj.person(rng, 'ja')}",
        7.6,
    )
    pdf.text(bx, y + 44, f"登録番号 T{rng.randint(1000000000000, 9999999999999)}", 7.2, colour=GREY)
    if rng.random() < 0.75:
        pdf.stamp(right - 16, y + 14, buyer.replace("株式会社", "")[:4], rng, shape="square", r=18)
    y += 62
    pdf.text(m, y, "下記のとおり業務を委託いたします。", 8.8)
    y += 10
    lines = make(
        rng,
        [(f"W{k}", *it) for k, it in enumerate(JA_WORK)],
        rng.choice([1, 2, 2, 3, 4, 5, 6, 9, 14, 22]),
        whole=True,
    )
    q2 = []
    for it, _q, p0, _a in lines:
        p = r0(p0 / 1000) * 1000 if p0 > 100000 else r0(p0 / 100) * 100
        q = (
            Decimal(rng.choice(["0.5", "1", "1", "1.5", "2", "3"]))
            if it[2] == "人月"
            else Decimal(rng.choice([1, 1, 3, 6, 12]))
            if it[2] == "月"
            else Decimal(1)
            if it[2] == "式"
            else Decimal(rng.randint(2, 15))
        )
        q2.append((it, q, p, r0(q * p)))
    net = sum((a for *_, a in q2), ZERO)
    tax = r0(net / 10)
    total = net + tax
    if stated:
        pdf.rect(m, y, 260, 24, fill=PALE, lw=0.8)
        pdf.text(m + 8, y + 16, "ご発注金額", 9.4, bold=True)
        pdf.text(m + 252, y + 16, f"¥{whole(total)}-（税込）", 12, align="r", bold=True)
        y += 34
    rows = [
        [
            "件　　名",
            cj.pick(
                rng,
                "販売管理システム更改|基幹システム保守|ECサイト機能追加開発|社内ポータル再構築|在庫管理アプリ開発",
            ),
        ],
        ["委託業務の内容", "別紙明細のとおり（仕様書 第" + str(rng.randint(1, 3)) + "版に準拠）"],
        ["作業期間", f"{cj.fdate(start, 'cn')} ～ {cj.fdate(end, 'cn')}"],
        [
            "納品物",
            cj.pick(
                rng,
                "設計書一式、ソースコード、テスト結果報告書|作業報告書（月次）|成果物一式（電子媒体）",
            ),
        ],
        [
            "作業場所",
            cj.pick(rng, "委託者事業所及び受託者事業所|受託者事業所（リモート可）|委託者本社"),
        ],
        ["検収予定日", cj.fdate(end + timedelta(days=rng.randint(3, 10)), "cn")],
        [
            "支払期日",
            cj.pick(rng, "検収月末締め翌月末日払い|検収日から60日以内|月末締め翌月25日払い"),
        ],
        ["支払方法", "銀行振込（振込手数料は委託者負担）"],
        ["見積番号", f"貴社御見積書 {mitsu}"],
        ["契約", kk],
    ]
    y = kgrid(pdf, m, y, [96, wd - 96], rows, h=17, size=8.2, labels=(0,), fill=PALE) + 14
    body = []
    for i, (it, q, p, a) in enumerate(q2, 1):
        body.append(
            ([str(i), it[1], f"{q.normalize():f}", it[2], f"¥{whole(p)}", f"¥{whole(a)}"], a)
        )
    ws = cj.rel(wd, [5, 40, 8, 7, 16, 16])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["No", "作業項目", "数量", "単位", "単価", "金額"],
        body,
        "clrcrr",
        rowh=17,
        size=8,
        bottom=bottom - 30,
        brk=brk,
        hh=17,
    )
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        kgrid(
            pdf,
            right - 230,
            y,
            [110, 120],
            [
                ["小計（税抜）", f"¥{whole(net)}"],
                ["消費税（10%）", f"¥{whole(tax)}"],
                [cj.pick(rng, "合計|合計金額（税込）|総額"), f"¥{whole(total)}"],
            ],
            h=17,
            size=8.6,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
    else:
        pdf.text(
            m,
            y + 12,
            "委託料：作業実績（精算幅 140h～180h／人月）に基づき月末に精算します。",
            8.4,
            colour=RED,
        )
    y += 64
    notes = [
        "備考　1. 受託者は委託者の書面による承諾なく本業務を第三者に再委託してはならない。",
        "　　　2. 本業務で知り得た秘密情報は、基本契約書の定めに従い取り扱うものとする。",
        "　　　3. 請求書には発注番号を必ず記載してください。",
    ]
    for t in notes:
        pdf.text(m, y, t, 7.6)
        y += 12
    y += 6
    pdf.text(
        m,
        y,
        "本書は下請代金支払遅延等防止法第3条に定める書面として交付するものです。",
        7.2,
        colour=GREY,
    )
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_ja_gyomu_itaku_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 4 en-LK purchase order: three party boxes, SSCL and VAT as the last rows of the item table

LK_TOWN = [
    "Colombo 03",
    "Colombo 10",
    "Kandy",
    "Galle",
    "Negombo",
    "Kurunegala",
    "Ratmalana",
    "Biyagama",
    "Katunayake",
    "Matara",
]
LK_BUY = "{s} (Pvt) Ltd|{s} PLC|{s} Lanka (Private) Limited|{s} Hotels PLC|{s} Apparel (Pvt) Ltd"
LK_BUY_S = "Ceylon Tea Traders|Serendib Foods|Lanka Polymers|Kelani Plantations|Ruhuna Textiles|Hayleys Agro|Dilmah Estates|Colombo Dockside".split(
    "|"
)
LK_SUP = "{s} (Pvt) Ltd|{s} Enterprises|{s} & Company|{s} Trading (Private) Limited|{s} Hardware Stores|{s} Engineering (Pvt) Ltd"
LK_SUP_S = [
    "Jayasinghe",
    "Perera Brothers",
    "Wijesekara",
    "Senanayake",
    "Gunawardena",
    "Fernando & Sons",
    "Silva Lanka",
    "Ranasinghe",
    "Samarakoon",
]
LK_ITEMS = [
    ("ST-101", "A4 copy paper 80gsm (ream)", "ream", 1450, 2100),
    ("EL-220", "LED panel light 600x600 40W", "nos", 6800, 11500),
    ("EL-231", "Cable 2.5mm2 twin, 100m roll", "roll", 14500, 23800),
    ("HW-310", 'PVC pipe 1 1/2" type 1000 (6m)', "length", 2100, 3600),
    ("HW-318", "Cement 50kg (OPC)", "bag", 2350, 2900),
    ("PK-402", "Tea chest liner, foil laminated", "nos", 180, 420),
    ("PK-415", "Corrugated carton 5 ply 450x300x300", "nos", 210, 480),
    ("CH-501", "Sodium hypochlorite 10%, 25L", "can", 3900, 6800),
    ("MS-612", "Bearing 6206 2RS (SKF)", "nos", 2600, 5200),
    ("MS-640", "V-belt B52", "nos", 1800, 3400),
    ("SV-901", "Servicing of standby generator 250kVA", "job", 45000, 120000),
    ("IT-702", "Toner cartridge HP 59A (original)", "nos", 29500, 42000),
]


def _lk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(rng.choice([A4, A4, letter]), la.pick(rng, "helv|libsans|times|libserif"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 48
    town = rng.choice(LK_TOWN)
    buyer = la.pick(rng, LK_BUY).format(s=rng.choice(LK_BUY_S))
    sup = la.pick(rng, LK_SUP).format(s=rng.choice(LK_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"PO/{dt:%y}/{la.digits(rng, '#####')}|PO-{la.digits(rng, '######')}|{la.digits(rng, 'LKPO####')}|{dt:%Y}/PUR/{la.digits(rng, '####')}",
    )
    quo = la.digits(rng, rng.choice(["QT-#####", "Q/####/##", "#####"]))
    pr = la.digits(rng, rng.choice(["PR-#####", "MRN ####", "REQ/####"]))
    scode = la.digits(rng, rng.choice(["S####", "SUP-###", "V#####"]))
    vat_no = lambda: la.digits(rng, "#########-7000")  # noqa: E731
    page = [1]
    stated = stated_of(rng)

    wm = rng.random() < 0.3
    ang = rng.uniform(30, 50)

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 26, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 26,
            "This is a computer generated document. Please quote the PO number on all invoices and delivery notes.",
            6.6,
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        if wm:
            mark(d.c, d.w, d.h, "SUPPLIER COPY", d.bold, 64, ang, grey=0.92)
        d.t(m, 40, buyer, 10, b=True)
        d.t(r, 40, f"Purchase Order {po} (contd.)", 9, b=True, al="r")
        return 52

    if wm:
        mark(d.c, d.w, d.h, "SUPPLIER COPY", d.bold, 64, ang, grey=0.92)
    y = 40
    d.t(m, y, buyer, 15, b=True)
    d.t(
        m,
        y + 13,
        f"No. {rng.randint(2, 480)}, {la.pick(rng, 'Galle Road|Union Place|Kandy Road|Baseline Road|Negombo Road|Sir James Peiris Mawatha')}, {town}, Sri Lanka",
        8,
        grey=0.3,
    )
    d.t(
        m,
        y + 23,
        f"Tel: +94 11 {la.digits(rng, '### ####')}   Fax: +94 11 {la.digits(rng, '### ####')}   E-mail: procurement@{rng.choice(['ctt', 'serendib', 'lankapoly', 'kelani'])}.lk",
        8,
        grey=0.3,
    )
    d.t(
        m,
        y + 33,
        f"VAT Reg. No: {vat_no()}   Company Reg. No: PV {la.digits(rng, '#####')}",
        8,
        grey=0.3,
    )
    d.t(r, y + 4, "PURCHASE ORDER", 16, b=True, al="r")
    d.line(m, y + 40, r, y + 40, 1.2)
    y += 50
    d.kv(
        r - 190,
        y,
        [
            ("PO No.", po),
            ("PO Date", f"{dt:%d/%m/%Y}"),
            ("Your Quotation", quo),
            ("Our PR No.", pr),
            ("Supplier Code", scode),
            ("Currency", "LKR"),
        ],
        78,
        8,
        b_value=False,
    )
    bw = (wd - 210) / 2
    sup_rows = [
        sup,
        f"{la.pick(rng, 'No. 45, Old Moor Street|122/4, Main Street|18, Peliyagoda Road|77, Kandy Road')}, {rng.choice(LK_TOWN)}",
        f"Attn: {la.pick(rng, 'Mr. Nuwan Perera|Ms. Dilani Fernando|Mr. Chaminda Silva|Mr. Ruwan Jayasuriya')}",
        f"Tel: 077 {la.digits(rng, '### ####')}",
        f"VAT No: {vat_no()}",
    ]
    la.block(d, m, y, "SUPPLIER", sup_rows, style="box", w=bw + 20, size=7.8)
    la.block(
        d,
        m + bw + 28,
        y,
        la.pick(rng, "DELIVER TO|SHIP TO|DELIVERY ADDRESS"),
        [
            la.pick(rng, "Central Stores|Factory Stores|Main Warehouse|Estate Office"),
            buyer,
            f"{la.pick(rng, 'BOI Zone|Industrial Estate|Factory Road')}, {rng.choice(LK_TOWN)}",
            f"Contact: {la.pick(rng, 'Stores Keeper|Mr. K. Bandara|Ms. S. Wickramasinghe')}",
        ],
        style="box",
        w=bw - 28,
        size=7.8,
        b_first=False,
    )
    y += 96
    la.block(
        d,
        m,
        y,
        "INVOICE TO",
        [
            f"Finance Division, {buyer}",
            f"accounts.payable@{rng.choice(['ctt', 'serendib', 'lankapoly', 'kelani'])}.lk",
        ],
        style="side",
        size=7.8,
    )
    y += 30
    lines = make(rng, LK_ITEMS, rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 28]))
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.1, 0.42, 0.08, 0.08, 0.12, 0.14)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["#", "Item Code", "Description", "Unit", "Qty", "Unit Price", "Amount (LKR)"],
        body,
        "cllcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 90,
        brk=brk,
    )
    gross = sum((a for *_, a in lines), ZERO)
    dp = rng.choice([0, 0, 0, 2, 5, 10])
    disc = r2(gross * dp / 100)
    net = gross - disc
    sscl = r2(net * Decimal("0.025")) if rng.random() < 0.6 else ZERO
    vat = r2((net + sscl) * Decimal("0.18"))
    total = net + sscl + vat
    sw = [sum(ws[:-2]), ws[-2] + 0, ws[-1]]
    if stated:
        trs = [("Total Value", us(gross))]
        if disc:
            trs += [(f"Less: Discount {dp}%", f"({us(disc)})"), ("Value after Discount", us(net))]
        if sscl:
            trs.append(("SSCL 2.5%", us(sscl)))
        trs += [
            ("VAT 18%", us(vat)),
            (
                la.pick(rng, "GRAND TOTAL (LKR)|TOTAL PO VALUE (LKR)|NET AMOUNT PAYABLE (LKR)"),
                us(total),
            ),
        ]
        for k, (lab, v) in enumerate(trs):
            last = k == len(trs) - 1
            y = lrow(
                d,
                m,
                y,
                sw,
                [lab, "", v],
                "rrr",
                h=15,
                size=8 if not last else 8.6,
                b=last,
                fill=0.88 if last else None,
            )
        y += 8
        c = int(total)
        cts = int(r2(total - c) * 100)
        y = wrapped(
            d,
            m,
            y,
            f"Amount in words: Sri Lankan Rupees {cj._words(c).title()}{f' and Cents {cj._words(cts).title()}' if cts else ''} Only",
            8,
            wd,
            b=True,
        )
    else:
        y = wrapped(
            d,
            m,
            y + 8,
            "Prices as per your quotation referred above. VAT and SSCL to be charged on the tax invoice at the applicable rates; payment on quantities received and accepted.",
            8,
            wd * 0.7,
        )
    y += 10
    terms = [
        f"Delivery: on or before {dt + timedelta(days=rng.randint(7, 30)):%d/%m/%Y}, Monday to Friday 8.30 am - 4.00 pm.",
        f"Payment terms: {la.pick(rng, '30 days credit from date of invoice|45 days from GRN|Cheque on delivery')}.",
        "Original tax invoice, delivery note and a copy of this PO must be submitted for payment.",
        "We reserve the right to cancel this order if delivery is not made on the date stated.",
    ]
    for t in terms:
        y = wrapped(d, m, y, f"- {t}", 7.4, wd)
    y += 34
    if y + 50 > bottom:
        y = brk() + 30
    sw3 = wd / 4
    for k, lab in enumerate(
        ["Prepared by", "Checked by", "Authorised Signatory", "Supplier's Acceptance"]
    ):
        d.sign(m + k * sw3, y, sw3 - 16, lab, 7.2)
    if rng.random() < 0.55:
        vstamp(
            d.c,
            m + 2.5 * sw3,
            d.h - y + 26,
            "APPROVED",
            buyer[:26].upper(),
            f"{dt:%d %b %Y}".upper(),
            d.bold,
            rng.uniform(-10, 10),
        )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_en_lk_po_sscl_vat(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _lk)


# --------------------------------------------------------------------------- 5 en-JM / en-TT landscape purchase order, unlabelled vendor block, labels-above grid, small type

JT = {
    "jm": (
        "Kingston|Montego Bay|Spanish Town|May Pen|Mandeville|Ocho Rios|Portmore",
        "J$",
        "GCT",
        Decimal(15),
        "876",
    ),
    "tt": (
        "Port of Spain|San Fernando|Chaguanas|Arima|Point Lisas|Couva|Tunapuna",
        "TT$",
        "VAT",
        Decimal("12.5"),
        "868",
    ),
}
JT_BUY = "{s} Limited|{s} Hardware & Lumber Ltd.|{s} Distributors Ltd|{s} Foods Limited|{s} Hotel & Resort Ltd."
JT_BUY_S = [
    "Caribbean Cement",
    "Blue Mountain",
    "Island Grill",
    "Trinity Marine",
    "Sandals Bay",
    "Carib Brewery",
    "Massy Stores",
    "Guardian Agro",
]
JT_SUP = "{s} Ltd.|{s} Company Limited|{s} & Sons Ltd|{s} Supplies|{s} Industrial Sales Ltd"
JT_SUP_S = [
    "Chin's",
    "Mahfood",
    "Ramsaran",
    "Hi-Lo Industrial",
    "Kirkpatrick",
    "Seepersad",
    "Brooks",
    "Lai Fook",
    "Gordon",
]
JT_ITEMS = [
    ('Stainless steel hose clamp 2"', "EA", 1.2, 4.5),
    ("Refrigerant R-410A, 25 lb", "CYL", 180, 420),
    ("Pallet wrap 18\" x 1500'", "RL", 18, 45),
    ("Nitrile gloves, large (box/100)", "BX", 9, 22),
    ('Chlorine tablets 3", 50 lb pail', "PL", 160, 380),
    ("Marine grease 14 oz", "EA", 7, 18),
    ("Deep cycle battery 12V 105Ah", "EA", 190, 360),
    ('Plywood 3/4" 4x8 marine grade', "SHT", 65, 140),
    ("Galvanised roofing sheet 26g x 12'", "SHT", 22, 48),
    ("LED flood light 150W", "EA", 55, 140),
    ("Diesel fuel filter (CAT 1R-0750)", "EA", 28, 65),
    ("Linen: bath towel 27x54, white", "DZ", 48, 110),
    ("Mop head, cotton 24 oz", "EA", 4, 11),
    ("Safety boots, steel toe (pair)", "PR", 45, 120),
]


def _jt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(letter), la.pick(rng, "helv|libsans|libnarrow"))
    m = rng.uniform(26, 34)
    r = d.w - m
    wd = r - m
    bottom = d.h - 32
    reg = rng.choice(["jm", "jm", "tt"])
    towns, cur, tax_name, rate, area = JT[reg]
    town = la.pick(rng, towns)
    buyer = la.pick(rng, JT_BUY).format(s=rng.choice(JT_BUY_S))
    sup = la.pick(rng, JT_SUP).format(s=rng.choice(JT_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '######')}|PO{la.digits(rng, '#######')}|{dt:%y}-{la.digits(rng, '#####')}|P-{la.digits(rng, '#####')}",
    )
    req = la.digits(rng, rng.choice(["R-#####", "REQ ####", "#####"]))
    vend = la.digits(rng, rng.choice(["V####", "#####", "SUP-####"]))
    blanket = la.digits(rng, "BPA-###") if rng.random() < 0.4 else ""
    page = [1]
    stated = stated_of(rng)
    size = rng.choice([6.8, 7.0, 7.4])
    trn = "TRN" if reg == "jm" else "BIR No."

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 14, s, 6.8, al="r", grey=0.35)
        d.t(m, d.h - 14, f"{buyer} - Purchasing Department", 6.6, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 28, f"PURCHASE ORDER {po} - continued", 9, b=True)
        d.t(r, 28, sup, 8.4, al="r")
        return 38

    y = 30
    d.t(m, y, buyer, 14, b=True)
    d.t(
        m,
        y + 12,
        f"{rng.randint(1, 240)} {la.pick(rng, 'Spanish Town Road|Marcus Garvey Drive|Constant Spring Road|Eastern Main Road|Wrightson Road|Southern Main Road')}, {town}",
        7.6,
        grey=0.3,
    )
    d.t(
        m,
        y + 21,
        f"Tel: ({area}) {la.digits(rng, '###-####')}   Fax: ({area}) {la.digits(rng, '###-####')}   {trn} {la.digits(rng, '###-###-###')}",
        7.6,
        grey=0.3,
    )
    d.t(r, y + 2, "PURCHASE ORDER", 17, b=True, al="r")
    d.t(
        r,
        y + 16,
        "This number must appear on all invoices, packing lists and correspondence.",
        6.8,
        al="r",
        grey=0.35,
    )
    y += 34
    # the vendor block: no heading, just the name and address under the letterhead
    vx = m
    d.lines(
        vx,
        y,
        [
            sup,
            f"{la.pick(rng, 'Lot 12, Ferry Industrial Estate|33 Hagley Park Road|14-16 Harbour Street|Lp 7 Churchill-Roosevelt Hwy|22 Independence Square')}",
            la.pick(rng, towns),
            f"Tel: ({area}) {la.digits(rng, '###-####')}  Attn: {la.pick(rng, 'Sales Desk|Mr. D. Campbell|Ms. R. Persad|Mr. K. Williams')}",
        ],
        8.2,
        b_first=True,
    )
    sx = m + wd * 0.36
    la.block(
        d,
        sx,
        y,
        "SHIP TO:",
        [
            buyer,
            la.pick(rng, "Receiving Dock 2|Main Warehouse|Engineering Stores|Kitchen Stores"),
            town,
        ],
        style="side",
        size=8,
    )
    bx = m + wd * 0.68
    la.block(
        d,
        bx,
        y,
        "BILL TO:",
        [
            "Accounts Payable",
            buyer,
            f"ap@{rng.choice(['carib', 'bluemtn', 'trinmar', 'massy'])}.com",
        ],
        style="side",
        size=8,
    )
    y += 54
    heads = [
        "P.O. Number",
        "Order Date",
        "Requisition",
        "Vendor No.",
        "Buyer",
        "Terms",
        "F.O.B.",
        "Ship Via",
        "Required By",
    ]
    vals = [
        po,
        f"{dt:%m/%d/%Y}" if rng.random() < 0.5 else f"{dt:%d-%b-%Y}",
        req,
        vend,
        la.pick(rng, "T. Brown|S. Maharaj|A. Reid|N. Mohammed"),
        la.pick(rng, "Net 30|Net 45|COD|2% 10 Net 30"),
        la.pick(rng, "Destination|Shipping Point|Our Dock"),
        la.pick(rng, "Vendor Truck|Pick-up|Courier|Best Way"),
        f"{dt + timedelta(days=rng.randint(5, 30)):%m/%d/%Y}",
    ]
    if blanket:
        heads[6], vals[6] = "Blanket PO", blanket
    y = d.grid(m, y, [wd / len(heads)] * len(heads), heads, vals, 7.6, shade=0.85) + 8
    lines = make(
        rng,
        [(f"J{k}", *it) for k, it in enumerate(JT_ITEMS)],
        rng.choice([2, 3, 4, 6, 9, 14, 20, 28, 36, 48]),
    )
    if reg == "jm":
        lines = [(it, q, r2(p * 150), r2(q * r2(p * 150))) for it, q, p, _a in lines]
    else:
        lines = [
            (it, q, r2(p * Decimal("6.8")), r2(q * r2(p * Decimal("6.8"))))
            for it, q, p, _a in lines
        ]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    la.digits(rng, "##-####"),
                    it[1],
                    f"{q:,.0f}",
                    it[2],
                    us(p),
                    "T" if rng.random() < 0.85 else "E",
                    us(a),
                    f"{dt + timedelta(days=rng.randint(5, 30)):%m/%d/%y}",
                ],
                a,
            )
        )
    ws = [wd * f for f in (0.04, 0.08, 0.42, 0.06, 0.05, 0.1, 0.04, 0.12, 0.09)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Ln", "Item #", "Description", "Qty", "UOM", "Unit Cost", "Tx", "Extended", "Due"],
        body,
        "clllcrcrc",
        size=size,
        rowh=size + 6,
        bottom=bottom - 12,
        brk=brk,
        grid=False,
        zebra=(0.94, 0.94, 0.94),
    )
    sub = sum((a for *_, a in lines), ZERO)
    taxable = sum((a for (c, a) in body if c[6] == "T"), ZERO)
    dp = rng.choice([0, 0, 0, 2, 3])
    disc = r2(sub * dp / 100)
    tax = r2((taxable - r2(taxable * dp / 100)) * rate / 100)
    freight = r2(
        Decimal(rng.choice([0, 0, 0, 2500, 4800, 7500])) * (1 if reg == "jm" else Decimal("0.045"))
    )
    total = sub - disc + tax + freight
    if y + 90 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Subtotal", us(sub), False)]
        if disc:
            trs.append((f"Discount {dp}%", f"-{us(disc)}", False))
        trs.append((f"{tax_name} {rate.normalize():f}%", us(tax), False))
        if freight:
            trs.append(("Freight / Handling", us(freight), False))
        trs.append(
            (
                la.pick(rng, f"TOTAL {cur}|Order Total ({cur})|TOTAL PURCHASE ORDER {cur}"),
                us(total),
                True,
            )
        )
        d.summary(r - 220, r - 3, y, trs, 8.2, box_last=True)
    else:
        wrapped(
            d,
            r - 260,
            y + 4,
            f"Pricing per vendor quotation on file; {tax_name} extra where applicable. Invoice actual quantities shipped.",
            7.8,
            256,
        )
    d.t(m, y + 10, "Special Instructions:", 7.8, b=True)
    yy = wrapped(
        d,
        m,
        y + 14,
        la.pick(
            rng,
            "Deliver between 8:00 a.m. and 3:00 p.m. Vendor must present a copy of this P.O. at the gate.|Partial shipments accepted. Certificates of conformity required.|Goods to be delivered in original packaging, clearly labelled with the P.O. number.",
        ),
        7.4,
        wd * 0.5,
    )
    yy = max(yy + 30, y + 60)
    if yy + 20 > bottom:
        yy = brk() + 30
    d.sign(m, yy, 170, "Authorized Signature", 7.2)
    d.sign(m + 200, yy, 130, "Date", 7.2)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_en_jm_tt_po_landscape(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jt)


# --------------------------------------------------------------------------- 6 mk order under a framework contract, number in the title, supplier in a window box

MK_CITY = [
    "Скопје",
    "Битола",
    "Куманово",
    "Прилеп",
    "Тетово",
    "Охрид",
    "Велес",
    "Штип",
    "Струмица",
    "Кавадарци",
]
MK_BUY = "ЈЗУ Општа болница {c}|Општина {c}|{s} ДООЕЛ|{s} АД|ЈП Комунална хигиена {c}|ООУ „{p}“ {c}"
MK_BUY_S = [
    "Витаминка",
    "Алкалоид Конс",
    "Пивара Скопје",
    "Макпетрол",
    "Млекара Здравје",
    "Бимилк",
    "Тутунски комбинат",
]
MK_P = ["Гоце Делчев", "Браќа Миладиновци", "Кочо Рацин", "Св. Климент Охридски"]
MK_SUP = "{s} ДООЕЛ {c}|{s} ДОО|Друштво за трговија {s} ДООЕЛ|{s} АД {c}|ТП {s}"
MK_SUP_S = [
    "Техномаркет",
    "Електро-Мак",
    "Медикус",
    "Канцелариски центар",
    "Агро-Хем",
    "Инвест Градба",
    "Хигиена Плус",
    "Орка",
    "Неокомерц",
]
MK_ITEMS = [
    ("Хартија А4 80 гр. (рис 500 листа)", "рис", 220, 310, 18),
    ("Тонер HP 85A компатибилен", "парче", 850, 1900, 18),
    ("Ракавици нитрилни (кутија 100)", "кутија", 280, 520, 18),
    ("Средство за дезинфекција 5 л", "канта", 640, 1200, 18),
    ("Кабел ПП-Y 3x2,5 mm²", "м", 48, 95, 18),
    ("ЛЕД сијалица E27 12W", "парче", 85, 190, 18),
    ("Брашно тип 500 (25 кг)", "вреќа", 780, 1050, 5),
    ("Масло за јадење 1 л", "шише", 95, 140, 5),
    ("Шприц 5 мл еднократен", "парче", 4, 9, 5),
    ("Завој 10 см x 5 м", "парче", 18, 40, 5),
    ("Дизел гориво", "л", 78, 92, 18),
    ("Сервис на клима уред", "услуга", 1800, 4500, 18),
    ("Тоалетна хартија (пакет 10)", "пакет", 160, 290, 18),
    ("Цемент 25 кг", "вреќа", 290, 380, 18),
]


def _mk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djserif|libsans|libserif|djcond"))
    m = rng.uniform(40, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    city = rng.choice(MK_CITY)
    buyer = la.pick(rng, MK_BUY).format(c=city, s=rng.choice(MK_BUY_S), p=rng.choice(MK_P))
    sup = la.pick(rng, MK_SUP).format(s=rng.choice(MK_SUP_S), c=rng.choice(MK_CITY))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '0#-###')}/{rng.randint(1, 9)}|{la.digits(rng, '###')}/{dt:%Y}|НБ-{la.digits(rng, '####')}|{la.digits(rng, '##')}-{la.digits(rng, '####')}/{dt:%y}",
    )
    dog = la.pick(
        rng,
        f"{la.digits(rng, '##-####')}/{rng.randint(1, 9)}|{la.digits(rng, '###')}/{dt.year - 1}",
    )
    ponuda = la.digits(rng, rng.choice(["###/##", "П-####", "####"]))
    page = [1]
    stated = stated_of(rng)
    fm = eu

    def foot() -> None:
        s = f"Страна {page[0]} од {of}" if of else f"Страна {page[0]}"
        d.t(r, d.h - 24, s, 7.2, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Нарачка бр. {po} (продолжение)", 9, b=True)
        return 52

    y = 44
    d.t(m, y, buyer, 12.5, b=True)
    d.t(
        m,
        y + 12,
        f"ул. „{la.pick(rng, 'Партизанска|Илинденска|Маршал Тито|Скупи|Гоце Делчев|Београдска')}“ бр. {rng.randint(1, 150)}, {la.digits(rng, '1###')} {city}",
        7.8,
        grey=0.3,
    )
    d.t(
        m,
        y + 22,
        f"ЕДБ 40{la.digits(rng, '###########')}   ЕМБС {la.digits(rng, '#######')}   Тел. 0{rng.choice([2, 47, 31, 48, 44, 46])}/{la.digits(rng, '### ###')}",
        7.8,
        grey=0.3,
    )
    d.t(
        m,
        y + 32,
        f"Факс 0{rng.choice([2, 47, 31])}/{la.digits(rng, '### ###')}   е-пошта: nabavki@{rng.choice(['ozb', 'opstina', 'vitaminka', 'bimilk'])}.mk",
        7.8,
        grey=0.3,
    )
    # the supplier in the envelope window on the right, headed "До:"
    wx, wy, ww = d.w - 250, y + 56, 200
    d.box(wx - 8, wy - 6, ww + 10, 70, lw=0.4)
    d.t(wx, wy + 6, "До:", 7.8, b=True, grey=0.3)
    d.lines(
        wx,
        wy + 10,
        [
            sup,
            f"ул. {la.pick(rng, 'Качанички пат|Индустриска|Перо Наков|Бул. Србија')} бр. {rng.randint(2, 99)}",
            rng.choice(MK_CITY),
            f"Лице за контакт: {la.pick(rng, 'Горан Петровски|Марија Стојанова|Никола Илиевски|Елена Трајковска')}",
        ],
        8.4,
        b_first=True,
    )
    d.kv(
        m,
        wy,
        [
            ("Датум:", f"{dt:%d.%m.%Y}"),
            ("Договор бр.:", dog),
            ("Понуда бр.:", ponuda),
            ("Рок на испорака:", f"{dt + timedelta(days=rng.randint(3, 20)):%d.%m.%Y}"),
        ],
        84,
        8,
    )
    y = wy + 86
    d.t(d.w / 2, y, f"НАРАЧКА бр. {po}", 15, b=True, al="c")
    y += 16
    y = wrapped(
        d,
        m,
        y,
        f"Врз основа на Договорот за јавна набавка бр. {dog} и Вашата понуда бр. {ponuda}, Ве молиме да ни ги испорачате следните стоки / услуги:",
        8.4,
        wd,
    )
    y += 6
    lines = make(
        rng,
        [(f"K{k}", it[0], it[1], it[2], it[3], it[4]) for k, it in enumerate(MK_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 7, 9, 12, 18, 26]),
    )
    body = []
    base = {18: ZERO, 5: ZERO}
    for i, (it, q, p, a) in enumerate(lines, 1):
        rate = it[5]
        base[rate] += a
        body.append(
            ([str(i), it[1], it[2], f"{q:,.0f}".replace(",", "."), fm(p), f"{rate}%", fm(a)], a)
        )
    ws = [wd * f for f in (0.06, 0.42, 0.09, 0.09, 0.13, 0.07, 0.14)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Р.бр.", "Опис", "Ед. мерка", "Кол.", "Цена без ДДВ", "ДДВ", "Износ без ДДВ"],
        body,
        "cllrrcr",
        size=7.8,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
        hsize=7.2,
    )
    net = base[18] + base[5]
    v18, v5 = r2(base[18] * Decimal("0.18")), r2(base[5] * Decimal("0.05"))
    total = net + v18 + v5
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Вкупно без ДДВ:", f"{fm(net)} ден.", False)]
        if v18:
            trs.append(("ДДВ 18%:", f"{fm(v18)} ден.", False))
        if v5:
            trs.append(("ДДВ 5%:", f"{fm(v5)} ден.", False))
        trs.append(
            (
                la.pick(rng, "Вкупно за плаќање:|ВКУПНО СО ДДВ:|Вкупен износ на нарачката:"),
                f"{fm(total)} ден.",
                True,
            )
        )
        y = d.summary(m + wd * 0.5, r - 3, y, trs, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Цените се според договорот; конечниот износ ќе биде утврден со фактурата според испорачаните количини.",
            8.2,
            wd * 0.6,
        )
    y += 14
    for t in [
        "Фактурата да гласи на нарачателот и задолжително да го содржи бројот на оваа нарачка.",
        f"Плаќање: {la.pick(rng, 'во рок од 60 дена од приемот на фактурата|во рок од 30 дена|по испорака')}.",
        "Испораката да се изврши со испратница, во работно време од 08 до 14 часот.",
    ]:
        y = wrapped(d, m, y, f"• {t}", 7.8, wd)
    y += 40
    if y + 50 > bottom:
        y = brk() + 40
    d.t(m, y - 16, "Изготвил:", 7.8)
    d.sign(
        m,
        y + 8,
        150,
        la.pick(rng, "Одделение за јавни набавки|Референт за набавки|Служба за набавка"),
        7.2,
    )
    d.t(r - 170, y - 16, "Одговорно лице", 7.8)
    d.sign(r - 170, y + 8, 170, la.pick(rng, "Директор|Управител|Градоначалник"), 7.2)
    d.t(d.w / 2 - 10, y + 2, "М.П.", 9, b=True, grey=0.4)
    if rng.random() < 0.5:
        vstamp(
            d.c,
            d.w / 2,
            d.h - y + 4,
            buyer[:24],
            city.upper(),
            f"{dt:%d.%m.%Y}",
            d.bold,
            rng.uniform(-14, 14),
        )
    foot()
    out = finish(d, "mk", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_mk_narachka_dogovor(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mk)


# --------------------------------------------------------------------------- 7 eu/es bilingual purchase order, labels above values, IRPF withholding on services

EU_HERRI = [
    "Donostia",
    "Bilbo",
    "Gasteiz",
    "Arrasate",
    "Eibar",
    "Durango",
    "Tolosa",
    "Zarautz",
    "Beasain",
    "Bergara",
]
EU_BUY = "{h}ko Udala / Ayuntamiento de {h}|{s} S.Coop.|{s} S.L.|{s} S.A.|{s} Fundazioa"
EU_BUY_S = [
    "Fagor Ederlan",
    "Orona",
    "Irizar Garraioak",
    "Ulma Packaging",
    "Eroski Elikadura",
    "Danobat Makina",
    "Tknika Ikastegia",
]
EU_SUP = "{s} S.L.|{s} S.A.|{s} S.Coop.|{s} e Hijos S.L.|{s}, S.L.L."
EU_SUP_S = [
    "Suministros Industriales Goierri",
    "Ferretería Etxeberria",
    "Elektro Arrieta",
    "Garbiketak Ibarra",
    "Talleres Zubizarreta",
    "Ingeniería Landa",
    "Papelería Aranburu",
    "Aholkularitza Mendi",
]
EU_ITEMS = [
    ("Eskularru nitriloa / Guante nitrilo (100 u.)", "kaxa/caja", 6, 12, "g"),
    ("A4 papera / Papel A4 80 g (500 h.)", "pak.", 3.2, 5.1, "g"),
    ("Errodamendua / Rodamiento 6205 2RS", "u.", 4.5, 11, "g"),
    ("Olio hidraulikoa / Aceite hidráulico HM46 20 l", "u.", 68, 120, "g"),
    ("Kablea / Cable RZ1-K 3G2,5 (m)", "m", 0.9, 1.8, "g"),
    ("LED luminaria / Luminaria LED 36 W", "u.", 32, 78, "g"),
    ("Garbiketa zerbitzua / Servicio de limpieza (hilabetea/mes)", "hil./mes", 900, 2600, "s"),
    ("Aholkularitza / Asesoría técnica (ordua/hora)", "h", 45, 85, "s"),
    ("Mantentze-lanak / Mantenimiento preventivo", "zerb./serv.", 250, 1200, "s"),
    ("Torlojua / Tornillo DIN 933 M8x30 inox (100 u.)", "kaxa/caja", 9, 18, "g"),
    ("Kartoizko kutxa / Caja cartón 40x30x30", "u.", 0.7, 1.6, "g"),
]


def _eu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|libserif"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 46
    herri = rng.choice(EU_HERRI)
    buyer = la.pick(rng, EU_BUY).format(h=herri, s=rng.choice(EU_BUY_S))
    sup = la.pick(rng, EU_SUP).format(s=rng.choice(EU_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{dt:%Y}/{la.digits(rng, '#####')}|EE-{la.digits(rng, '######')}|PC{dt:%y}-{la.digits(rng, '####')}|{la.digits(rng, '45######')}",
    )
    esk = la.digits(rng, rng.choice(["ESK-####", "####/##", "E-#####"]))
    esp = la.digits(rng, rng.choice(["EXP ###/####", "Esp. ####", "KON-##/###"]))
    hcode = la.digits(rng, "H#####")
    page = [1]
    stated = stated_of(rng)
    hdr = rng.random() < 0.5

    def foot() -> None:
        s = f"Orria / Página {page[0]}/{of}" if of else f"Orria / Página {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 22,
            "Fakturan eskaera-zenbakia adierazi / Indique el nº de pedido en la factura",
            6.8,
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(
            m,
            38,
            f"Erosketa eskaera / Pedido de compra {po} (jarraipena / continuación)",
            8.8,
            b=True,
        )
        return 50

    y = 40
    d.box(m, y - 16, 6, 40, fill=0.2, stroke=False)
    d.t(m + 14, y, buyer, 12.5, b=True)
    d.t(
        m + 14,
        y + 12,
        f"{la.pick(rng, 'Kale Nagusia|Industrialdea|Gipuzkoa Hiribidea|San Andres auzoa|Polígono Erratzu')} {rng.randint(1, 60)}, {la.digits(rng, '20###')} {herri}",
        7.8,
        grey=0.3,
    )
    d.t(
        m + 14,
        y + 22,
        f"IFZ / CIF {rng.choice('ABFP')}{la.digits(rng, '########')}  ·  Tel. 943 {la.digits(rng, '## ## ##')}  ·  Faxa / Fax 943 {la.digits(rng, '## ## ##')}  ·  erosketak@{rng.choice(['orona', 'ulma', 'udala', 'danobat'])}.eus",
        7.4,
        grey=0.3,
    )
    y += 44
    d.t(m, y, "EROSKETA ESKAERA / PEDIDO DE COMPRA", 14.5, b=True)
    y += 10
    labels = [
        "Eskaera zk. / Nº pedido",
        "Data / Fecha",
        "Eskaera-orria / Solicitud",
        "Espedientea / Expediente",
        "Horn. kodea / Cód. prov.",
    ]
    vals = [po, f"{dt:%Y/%m/%d}" if rng.random() < 0.5 else f"{dt:%d/%m/%Y}", esk, esp, hcode]
    y = (
        d.grid(m, y, [wd * f for f in (0.22, 0.15, 0.2, 0.22, 0.21)], labels, vals, 8.2, shade=0.86)
        + 12
    )
    half = wd / 2 - 6
    la.block(
        d,
        m,
        y,
        "Hornitzailea / Proveedor",
        [
            sup,
            f"{la.pick(rng, 'Pol. Ind. Itziar|Bidebieta kalea|Avda. de Navarra|Lanbarren industrialdea')} {rng.randint(1, 40)}",
            f"{la.digits(rng, '20###')} {rng.choice(EU_HERRI)}",
            f"NIF {rng.choice('AB')}{la.digits(rng, '########')}",
            f"Harremana / Contacto: {la.pick(rng, 'Iñaki Zubiaurre|Miren Goikoetxea|Jon Arregi|Ane Etxeberria')}",
        ],
        style="box",
        w=half,
        size=8,
    )
    la.block(
        d,
        m + half + 12,
        y,
        "Entrega-helbidea / Dirección de entrega",
        [
            buyer.split(" / ")[0],
            la.pick(
                rng,
                "Biltegi nagusia / Almacén central|Mantentze-lan saila / Mantenimiento|Harrera / Recepción",
            ),
            f"{herri}",
            f"Epea / Plazo: {dt + timedelta(days=rng.randint(5, 30)):%d/%m/%Y}",
        ],
        style="box",
        w=half,
        size=8,
        b_first=False,
    )
    y += 96
    lines = make(
        rng,
        [(f"X{k}", it[0], it[1], it[2], it[3], it[4]) for k, it in enumerate(EU_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 12, 18, 24]),
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}".replace(",", "."), eu(p), eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.05, 0.5, 0.1, 0.08, 0.12, 0.15)]
    y = ltable(
        d,
        m,
        y,
        ws,
        [
            "Zk.",
            "Deskribapena / Descripción",
            "Unit.",
            "Kop./Cant.",
            "Prezioa / Precio",
            "Zenbatekoa / Importe",
        ],
        body,
        "cllrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        hrgb=(0.1, 0.4, 0.3) if hdr else None,
        hsize=7.2,
    )
    gross = sum((a for *_, a in lines), ZERO)
    services = sum((a for it, _q, _p, a in lines if it[5] == "s"), ZERO)
    dp = rng.choice([0, 0, 0, 3, 5])
    disc = r2(gross * dp / 100)
    base = gross - disc
    iva = r2(base * Decimal("0.21"))
    irpf = (
        r2(services * (100 - dp) / 100 * Decimal("0.15"))
        if services and rng.random() < 0.6
        else ZERO
    )
    total = base + iva - irpf
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Guztira / Suma", f"{eu(gross)} €", False)]
        if disc:
            trs.append((f"Deskontua / Descuento {dp}%", f"-{eu(disc)} €", False))
        trs += [
            ("Zerga-oinarria / Base imponible", f"{eu(base)} €", False),
            ("BEZ / IVA 21%", f"{eu(iva)} €", False),
        ]
        if irpf:
            trs.append(("PFEZ / Retención IRPF 15%", f"-{eu(irpf)} €", False))
        trs.append(
            (
                la.pick(
                    rng,
                    "GUZTIRA / TOTAL|ESKAERAREN GUZTIZKOA / TOTAL PEDIDO|ORDAINTZEKO / TOTAL A PAGAR",
                ),
                f"{eu(total)} €",
                True,
            )
        )
        y = d.summary(m + wd * 0.48, r - 3, y, trs, 8.4, shade=0.86)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prezioak eskaintzaren arabera; BEZ gehitu behar da. / Precios según oferta; IVA no incluido. Importe final según albaranes.",
            8,
            wd * 0.62,
        )
    y += 16
    for t in [
        "Albaranean eta fakturan eskaera-zenbakia jarri behar da. / El albarán y la factura deben indicar el número de pedido.",
        f"Ordainketa / Forma de pago: {la.pick(rng, 'transferentzia 60 egun / transferencia a 60 días|30 egun / 30 días f.f.|giro 90 egun / recibo a 90 días')}.",
        "Fakturak / Facturas: fakturak@ helbidera edo FACe / TicketBAI bidez.",
    ]:
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.2)
    y += 40
    if y + 40 > bottom:
        y = brk() + 40
    d.sign(
        m,
        y,
        180,
        f"Erosketa arduraduna / Responsable de compras: {la.pick(rng, 'Ainhoa Lasa|Koldo Agirre|Nerea Urrutia|Xabier Iturbe')}",
        7.2,
    )
    d.sign(
        m + wd / 2 + 20, y, 180, "Onespena / Conforme (sinadura eta zigilua / firma y sello)", 7.2
    )
    foot()
    out = finish(d, "eu", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_eu_es_erosketa_eskaera(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _eu)


# --------------------------------------------------------------------------- 8 cy/en bilingual public-sector purchase order, vendor in the window without a heading

CY_BUY = [
    "Cyngor Sir {p} / {p} County Council",
    "Cyngor Bwrdeistref Sirol {p} / {p} County Borough Council",
    "Prifysgol {p} / {p} University",
    "Bwrdd Iechyd Prifysgol {p} / {p} University Health Board",
    "Cyngor Tref {p} / {p} Town Council",
]
CY_PLACE = [
    ("Ceredigion", "Aberaeron"),
    ("Gwynedd", "Caernarfon"),
    ("Powys", "Llandrindod Wells"),
    ("Conwy", "Conwy"),
    ("Ynys Môn", "Llangefni"),
    ("Sir Gâr", "Caerfyrddin"),
    ("Bangor", "Bangor"),
    ("Aberystwyth", "Aberystwyth"),
    ("Wrecsam", "Wrecsam"),
]
CY_SUP = "{s} Ltd|{s} Limited|{s} Cyf.|{s} & Sons Ltd|{s} (Wales) Ltd"
CY_SUP_S = [
    "Jones Brothers Civils",
    "Williams Office Supplies",
    "Celtic Janitorial",
    "Dyfi Timber",
    "Morgan Electrical",
    "Hughes Plant Hire",
    "Menai Print",
    "Evans Catering Equipment",
    "Tŷ Gwyrdd Horticulture",
]
CY_ITEMS = [
    ("Grit halen / Rock salt, 25 kg bag", "bag", 4.2, 7.8),
    ("Papur A4 / A4 paper 80gsm (box of 5 reams)", "box", 14, 24),
    ("Bagiau sbwriel / Refuse sacks, heavy duty (200)", "case", 18, 34),
    ("Glanhawr / Multi-surface cleaner 5 L", "each", 6, 13),
    ("Arwyddion ffordd / Road sign, bilingual 600 mm", "each", 85, 240),
    ("Pren / Treated timber 47x100 x 4.8 m", "length", 8, 16),
    ("Llogi peiriant / Mini-digger hire (per day)", "day", 95, 180),
    ("Gwasanaeth / Boiler service visit", "visit", 75, 160),
    ("Planhigion / Bedding plants, trays of 40", "tray", 9, 18),
    ("Argraffu / Printing of leaflets A5 (per 1000)", "1000", 38, 95),
    ("Offer arlwyo / Gastronorm container 1/1", "each", 12, 26),
    ("Dillad gwaith / Hi-vis vest, class 2", "each", 2.5, 6),
]


def _cy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "libsans|dejavu|djcond|libserif"))
    m = rng.uniform(38, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    place, town = rng.choice(CY_PLACE)
    buyer = rng.choice(CY_BUY).format(p=place)
    sup = la.pick(rng, CY_SUP).format(s=rng.choice(CY_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '40######')}|PO{la.digits(rng, '######')}|{la.digits(rng, '@@@')}{la.digits(rng, '#####')}|{dt:%y}{la.digits(rng, '######')}",
    )
    sref = la.digits(rng, rng.choice(["Q####", "SQ-#####", "EST/####"]))
    snum = la.digits(rng, rng.choice(["######", "SUP####", "V#####"]))
    contract = la.pick(
        rng,
        f"Fframwaith / Framework: {la.digits(rng, 'NPS-###-##')}|Contract: {la.digits(rng, 'CYC/####/##')}|Contract: Sell2Wales {la.digits(rng, 'ID ######')}",
    )
    page = [1]
    stated = stated_of(rng)
    vat_r = Decimal(20)

    def foot() -> None:
        s = f"Tudalen / Page {page[0]} o / of {of}" if of else f"Tudalen / Page {page[0]}"
        d.t(r, d.h - 24, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 24,
            "Rydym yn croesawu gohebiaeth yn Gymraeg / We welcome correspondence in Welsh",
            6.8,
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Archeb Brynu / Purchase Order {po} (parhad / continued)", 9, b=True)
        return 52

    y = 40
    d.t(r, y, buyer.split(" / ")[0], 11, b=True, al="r")
    d.t(r, y + 12, buyer.split(" / ")[1], 11, b=True, al="r")
    d.t(
        r,
        y + 24,
        f"{la.pick(rng, 'Canolfan Rheidol|Swyddfeydd y Cyngor / Council Offices|Neuadd y Dref / Town Hall|Penrallt')}, {town}, {la.pick(rng, 'SA46 0PA|LL55 1SH|LD1 5LG|LL32 8DU|LL77 7TW|SA31 1JP|LL57 2DG|SY23 3UE|LL11 1AY')}",
        7.6,
        al="r",
        grey=0.3,
    )
    d.t(
        r,
        y + 34,
        f"Ffôn / Tel: 01{la.digits(rng, '## ######')}   E-bost / E-mail: purchasing@{place.lower().replace(' ', '').replace('ô', 'o').replace('â', 'a')}.gov.wales",
        7.6,
        al="r",
        grey=0.3,
    )
    y += 62
    # the vendor in the envelope window: no heading
    d.lines(
        m + 6,
        y,
        [
            sup,
            f"{rng.randint(1, 90)} {la.pick(rng, 'Stryd Fawr / High Street|Ffordd yr Orsaf / Station Road|Parc Busnes / Business Park|Heol y Bont')}",
            la.pick(rng, "Aberystwyth|Caernarfon|Y Drenewydd|Pwllheli|Llanelli|Bala"),
            la.pick(rng, "SY23 1DE|LL55 2BD|SY16 2NZ|LL53 5RR|SA15 3AA|LL23 7AB"),
        ],
        9,
        b_first=True,
    )
    kx = m + wd * 0.55
    d.box(kx - 6, y - 6, r - kx + 6, 26, fill=0.2, stroke=False)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 11)
    d.c.drawString(kx, d.h - (y + 12), "ARCHEB BRYNU / PURCHASE ORDER")
    d.kv(
        kx,
        y + 26,
        [
            ("Rhif / Number:", po),
            ("Dyddiad / Date:", f"{dt:%d/%m/%Y}"),
            ("Cyf. Cyflenwr / Supplier Ref:", sref),
            ("Rhif Cyflenwr / Supplier No:", snum),
            (
                "Deiliad cyllideb / Budget holder:",
                la.pick(rng, "Gwenllian Roberts|Dafydd Owen|Sian Pritchard|Rhys ap Gwilym"),
            ),
        ],
        124,
        7.6,
    )
    y += 110
    half = wd / 2 - 8
    la.block(
        d,
        m,
        y,
        "Danfon i / Deliver to:",
        [
            buyer.split(" / ")[1],
            la.pick(
                rng,
                "Depo Priffyrdd / Highways Depot|Storfa Ganolog / Central Stores|Cegin / Kitchen, Ysgol Gynradd",
            ),
            town,
        ],
        style="under",
        w=half,
        size=8,
        b_first=False,
    )
    la.block(
        d,
        m + half + 16,
        y,
        "Anfonebau i / Invoices to:",
        [
            "Taliadau / Accounts Payable",
            "invoices@"
            + place.lower().replace(" ", "").replace("ô", "o").replace("â", "a")
            + ".gov.wales",
            "Dyfynnwch rif yr archeb / Quote the order number",
        ],
        style="under",
        w=half,
        size=8,
        b_first=False,
    )
    y += 56
    d.t(m, y, contract, 7.6, grey=0.3)
    y += 8
    lines = make(
        rng,
        [(f"C{k}", *it) for k, it in enumerate(CY_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 11, 16, 24, 32]),
    )
    body = [
        ([str(i), it[1], f"{q:,.0f}", it[2], us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.07, 0.5, 0.08, 0.09, 0.12, 0.14)]
    y = ltable(
        d,
        m,
        y,
        ws,
        [
            "Ll./Ln",
            "Disgrifiad / Description",
            "Maint/Qty",
            "Uned/Unit",
            "Pris/Price £",
            "Cyfanswm/Total £",
        ],
        body,
        "cllcrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        hsize=6.8,
        grid=rng.random() < 0.5,
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = r2(net * vat_r / 100)
    total = net + vat
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [
            ("Net / Net:", f"£{us(net)}", False),
            (f"TAW / VAT {vat_r}%:", f"£{us(vat)}", False),
            (
                la.pick(
                    rng,
                    "Cyfanswm / Total:|Cyfanswm yr Archeb / Order Total:|CYFANSWM / TOTAL (GBP):",
                ),
                f"£{us(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.52, r - 3, y, trs, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prisiau yn unol â'r fframwaith / Prices as per the framework schedule of rates; invoice the quantities delivered, TAW / VAT extra.",
            8,
            wd * 0.6,
        )
    y += 14
    for t in [
        "Ni thelir anfonebau heb rif archeb ddilys / Invoices without a valid order number will be returned unpaid.",
        "Telerau ac amodau'r Cyngor sy'n berthnasol / The Council's standard terms and conditions of purchase apply.",
    ]:
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 34
    if y + 30 > bottom:
        y = brk() + 30
    d.sign(m, y, 200, "Awdurdodwyd gan / Authorised by", 7.2)
    d.t(m + 210, y - 2, f"{dt:%d/%m/%Y}", 8)
    foot()
    out = finish(d, "cy", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_cy_en_archeb_brynu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cy)


# --------------------------------------------------------------------------- 9 ka purchase order: order data in the table's header rows, totals as its last rows

KA_CITY = ["თბილისი", "ბათუმი", "ქუთაისი", "რუსთავი", "ზუგდიდი", "გორი", "ფოთი", "თელავი"]
KA_BUY = "შპს „{s}“|სს „{s}“|ააიპ „{s}“"
KA_BUY_S = [
    "ჯორჯიან ფუდ ჰოლდინგი",
    "ბათუმის პორტის სერვისი",
    "კავკასიის ფარმაცია",
    "ქართული ღვინის სახლი",
    "თბილისის სამშენებლო კომპანია",
    "ნატახტარი დისტრიბუცია",
    "ახალი კლინიკა",
]
KA_SUP = "შპს „{s}“|ი/მ {p}|სს „{s}“"
KA_SUP_S = [
    "ტექნო სერვისი",
    "ოფის პლიუსი",
    "ელექტრო ჯგუფი",
    "აგრო ქიმია",
    "სამშენებლო მარაგი",
    "ჰიგიენა ჯორჯია",
    "მედ სისტემები",
    "კავკასუს ტრეიდი",
]
KA_P = ["გიორგი ბერიძე", "ნინო კაპანაძე", "დავით გელაშვილი", "თამარ ლომიძე", "ლევან ჩხეიძე"]
KA_ITEMS = [
    ("ქაღალდი A4 80 გრ (500 ფურცელი)", "შეკვრა", 11, 17),
    ("ტონერი HP 59A", "ცალი", 95, 260),
    ("ხელთათმანი ნიტრილის (100 ც)", "კოლოფი", 14, 28),
    ("სადეზინფექციო ხსნარი 5 ლ", "ცალი", 18, 42),
    ("კაბელი 3x2.5 მმ²", "მეტრი", 2.2, 4.8),
    ("LED ნათურა 12W", "ცალი", 4, 11),
    ("ცემენტი 50 კგ", "ტომარა", 16, 24),
    ("დიზელის საწვავი", "ლიტრი", 2.9, 3.6),
    ("კონდიციონერის მომსახურება", "მომსახურება", 80, 240),
    ("მუყაოს ყუთი 40x30x30", "ცალი", 1.2, 3.5),
    ("წყალი 19 ლ", "ბალონი", 6, 9),
]


def gel(v: Decimal) -> str:
    return grouped(v, " ", ".")


def _ka(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djcond|djserif"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 46
    city = rng.choice(KA_CITY)
    buyer = la.pick(rng, KA_BUY).format(s=rng.choice(KA_BUY_S))
    sup = la.pick(rng, KA_SUP).format(s=rng.choice(KA_SUP_S), p=rng.choice(KA_P))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, 'PO-#####')}|{dt:%Y}/{la.digits(rng, '####')}|შ-{la.digits(rng, '#####')}|{la.digits(rng, '######')}",
    )
    offer = la.digits(rng, rng.choice(["####", "შთ-###", "Q-#####"]))
    tender = la.digits(rng, rng.choice(["SPA2#######", "NAT2#######", "CON2#######"]))
    page = [1]
    stated = stated_of(rng)
    fm = rng.choice([gel, us])

    def foot() -> None:
        s = f"გვერდი {page[0]} / {of}" if of else f"გვერდი {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"შესყიდვის შეკვეთა № {po} (გაგრძელება)", 9, b=True)
        return 50

    y = 40
    d.t(m, y, buyer, 13, b=True)
    d.t(
        m,
        y + 13,
        f"ს/კ {la.digits(rng, '#########')} · {city}, {la.pick(rng, 'რუსთაველის გამზ.|აღმაშენებლის ქ.|ჭავჭავაძის გამზ.|გორგასლის ქ.')} {rng.randint(1, 120)}",
        7.8,
        grey=0.3,
    )
    d.t(
        m,
        y + 23,
        f"ტელ.: +995 32 2{la.digits(rng, '## ## ##')} · ფაქსი: +995 32 2{la.digits(rng, '## ## ##')} · ელ-ფოსტა: procurement@{rng.choice(['gfh', 'bps', 'natakhtari', 'caucasus'])}.ge",
        7.8,
        grey=0.3,
    )
    d.line(m, y + 30, r, y + 30, 1)
    y += 50
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "შესყიდვის შეკვეთა|შეკვეთა მომწოდებელთან|შესყიდვის ორდერი"),
        15,
        b=True,
        al="c",
    )
    y += 12
    # the order's data sit in the header rows of one ruled table above the item columns
    ws = [wd * f for f in (0.06, 0.44, 0.1, 0.1, 0.14, 0.16)]
    hdr = [
        [
            ("შეკვეთის №", po),
            ("თარიღი", f"{dt:%d.%m.%Y}"),
            ("მიწოდების ვადა", f"{dt + timedelta(days=rng.randint(3, 25)):%d.%m.%Y}"),
        ],
        [
            ("მომწოდებელი", sup),
            ("ს/კ", la.digits(rng, "#########")),
            ("კომერციული წინადადება", offer),
        ],
        [
            (
                "მიწოდების მისამართი",
                f"{city}, {la.pick(rng, 'საწყობი №2|ცენტრალური საწყობი|ობიექტი')}",
            ),
            ("საკონტაქტო პირი", la.pick(rng, "ანა ჯაფარიძე|ირაკლი მამულაშვილი|ეკა ხარაიშვილი")),
            ("ტენდერი", tender),
        ],
    ]
    col3 = [wd * 0.44, wd * 0.24, wd * 0.32]
    for row in hdr:
        cx = m
        for (lab, val), w in zip(row, col3):
            d.box(cx, y, w, 24, lw=0.5)
            d.t(cx + 4, y + 9, lab, 6.6, grey=0.35)
            d.t(cx + 4, y + 20, val, 8.4, b=lab in ("შეკვეთის №", "მომწოდებელი"))
            cx += w
        y += 24
    lines = make(
        rng,
        [(f"G{k}", *it) for k, it in enumerate(KA_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 30]),
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}", fm(p), fm(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["№", "დასახელება", "ერთეული", "რაოდ.", "ფასი", "თანხა"],
        body,
        "cllrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 60,
        brk=brk,
        hsize=7.4,
    )
    gross = sum((a for *_, a in lines), ZERO)
    inc = rng.random() < 0.5  # prices with VAT included, VAT shown as a part
    vat = r2(gross * 18 / 118) if inc else r2(gross * Decimal("0.18"))
    total = gross if inc else gross + vat
    sw = [sum(ws[:-1]), ws[-1]]
    if stated:
        rows = (
            [("ჯამი (დღგ-ს ჩათვლით)", fm(gross)), ("მ.შ. დღგ 18%", fm(vat))]
            if inc
            else [("ჯამი დღგ-ს გარეშე", fm(gross)), ("დღგ 18%", fm(vat))]
        )
        rows.append(
            (
                la.pick(rng, "სულ გადასახდელი, ლარი|სულ თანხა (GEL)|საერთო ღირებულება, ლარი"),
                fm(total),
            )
        )
        if inc:
            rows = [rows[0], rows[2], rows[1]] if rng.random() < 0.5 else rows
        for lab, v in rows:
            big = lab.startswith(("სულ", "საერთო"))
            y = lrow(
                d,
                m,
                y,
                sw,
                [lab, v],
                "rr",
                h=15,
                size=8.4 if big else 7.8,
                b=big,
                fill=0.88 if big else None,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 8,
            "ფასები კომერციული წინადადების მიხედვით; საბოლოო თანხა განისაზღვრება მიღება-ჩაბარების აქტით.",
            8,
            wd * 0.7,
        )
    y += 14
    for t in [
        f"ანგარიშსწორება: {la.pick(rng, 'მიწოდებიდან 30 დღის განმავლობაში|100% წინასწარი გადახდა|მიღება-ჩაბარების აქტის გაფორმებიდან 10 სამუშაო დღეში')}.",
        "ანგარიშ-ფაქტურაში მიუთითეთ შეკვეთის ნომერი.",
        f"ბანკი: {la.pick(rng, 'სს „საქართველოს ბანკი“|სს „თიბისი ბანკი“|სს „ლიბერთი ბანკი“')}, ანგ. GE{la.digits(rng, '##')}BG{la.digits(rng, '0000000######')}",
    ]:
        y = wrapped(d, m, y, t, 7.6, wd)
    y += 36
    if y + 40 > bottom:
        y = brk() + 36
    d.sign(m, y, 170, "შემსყიდველი (ხელმოწერა, ბეჭედი)", 7.2)
    d.sign(r - 170, y, 170, "მომწოდებელი (ხელმოწერა, ბეჭედი)", 7.2)
    if rng.random() < 0.5:
        vstamp(
            d.c,
            m + 110,
            d.h - y + 8,
            "დამტკიცებულია",
            buyer[:24],
            f"{dt:%d.%m.%Y}",
            d.bold,
            rng.uniform(-12, 12),
        )
    foot()
    out = finish(d, "ka", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind25_ka_shesyidvis_shekveta(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ka)


# --------------------------------------------------------------------------- 10 az seller's order confirmation quoting the customer's order number, two-column party block

AZ_CITY = ["Bakı", "Sumqayıt", "Gəncə", "Mingəçevir", "Şirvan", "Lənkəran", "Naxçıvan", "Quba"]
AZ_SUP = '"{s}" MMC|"{s}" ASC|"{s}" QSC|{s} MMC'
AZ_SUP_S = [
    "Texnoservis",
    "Azər-Elektrik",
    "Kaspi Ticarət",
    "Bakı Qablaşdırma",
    "Neft Avadanlıq",
    "Ofis Mərkəzi",
    "Aqro Kimya",
    "Xəzər Tikinti Materialları",
]
AZ_BUY = '"{s}" MMC|"{s}" ASC|"{s}" QSC'
AZ_BUY_S = [
    "Azərsun Holdinq",
    "Gilan Tekstil",
    "Bakı Metro Xidmət",
    "Sumqayıt Kimya Parkı",
    "Qafqaz Otelləri",
    "Şirvan Aqro",
    "Mərkəzi Klinika",
]
AZ_ITEMS = [
    ("Kağız A4 80 q/m² (500 vərəq)", "bağlama", 7.5, 11),
    ("Kartric HP 85A", "ədəd", 45, 120),
    ("Elektrik kabeli VVG 3x2,5", "metr", 1.6, 3.2),
    ("Avtomatik açar 3P 32A", "ədəd", 18, 46),
    ("Nitril əlcək (100 ədəd)", "qutu", 9, 18),
    ("Dezinfeksiyaedici məhlul 5 l", "ədəd", 11, 26),
    ("Rulman 6308 ZZ", "ədəd", 14, 38),
    ("Hidravlik yağ HLP 46, 20 l", "ədəd", 85, 150),
    ("Karton qutu 60x40x40", "ədəd", 1.4, 3.6),
    ("Polietilen plyonka 500 mm", "rulon", 22, 48),
    ("Quraşdırma işləri", "xidmət", 150, 900),
    ("Çatdırılma", "xidmət", 30, 120),
]


def azn(v: Decimal) -> str:
    return grouped(v, " ", ",")


def _az(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djcond|djserif"))
    m = rng.uniform(36, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 48
    city = rng.choice(AZ_CITY)
    sup = la.pick(rng, AZ_SUP).format(s=rng.choice(AZ_SUP_S))
    buyer = la.pick(rng, AZ_BUY).format(s=rng.choice(AZ_BUY_S))
    dt = a_day(rng)
    d0 = dt - timedelta(days=rng.randint(1, 6))
    po = la.pick(
        rng,
        f"{la.digits(rng, '####')}|SF-{la.digits(rng, '#####')}|{d0:%Y}/{la.digits(rng, '###')}|PO{la.digits(rng, '######')}|{la.digits(rng, '##')}-{d0:%m}/{d0:%y}",
    )
    conf = la.pick(
        rng,
        f"ST-{la.digits(rng, '######')}|{la.digits(rng, 'T#####')}|SO{dt:%y}{la.digits(rng, '####')}",
    )
    contract = la.digits(rng, rng.choice(["№ ##/####", "№ ###-M", "№ T-###/##"]))
    hesab = la.digits(rng, "HF-#####")
    page = [1]
    stated = stated_of(rng)
    fm = rng.choice([azn, eu])
    label_right = rng.random() < 0.5

    def foot() -> None:
        s = f"Səhifə {page[0]} / {of}" if of else f"Səhifə {page[0]}"
        d.t(r, d.h - 24, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{sup} — sifarişin təsdiqi {conf} (davamı)", 8.8, b=True)
        return 52

    y = 40
    d.t(m, y, sup, 14, b=True)
    d.t(
        m,
        y + 13,
        f"VÖEN {la.digits(rng, '##########')} · {city}, {la.pick(rng, 'Nizami küç.|Heydər Əliyev pr.|Babək pr.|Təbriz küç.|Ziya Bünyadov pr.')} {rng.randint(1, 180)}",
        7.8,
        grey=0.3,
    )
    d.t(
        m,
        y + 23,
        f"Tel.: +994 12 {la.digits(rng, '### ## ##')} · Faks: +994 12 {la.digits(rng, '### ## ##')} · satis@{rng.choice(['texnoservis', 'azerelektrik', 'kaspi', 'xazar'])}.az",
        7.8,
        grey=0.3,
    )
    y += 46
    d.box(m, y - 14, wd, 22, fill=0.88, stroke=False)
    d.t(
        m + 6,
        y + 1,
        la.pick(rng, "SİFARİŞİN TƏSDİQİ|Sifarişin təsdiqi|SİFARİŞ TƏSDİQİ"),
        13,
        b=True,
    )
    d.t(r - 6, y + 1, f"№ {conf}", 11, b=True, al="r")
    y += 16
    pairs = [
        ("Təsdiq tarixi", f"{dt:%d.%m.%Y}"),
        (la.pick(rng, "Sizin sifariş №|Alıcının sifariş nömrəsi|Müştəri sifarişi №"), po),
        ("Sifariş tarixi", f"{d0:%d.%m.%Y}"),
        ("Müqavilə", contract),
        ("Proforma hesab", hesab),
    ]
    if label_right:
        # values first, their labels to the right in grey
        for k, (lab, val) in enumerate(pairs):
            d.t(r - 150, y + 10 + k * 12, val, 8.4, b=k == 1, al="r")
            d.t(r - 144, y + 10 + k * 12, lab, 7.6, grey=0.35)
    else:
        d.kv(r - 230, y, pairs, 110, 8)
    half = wd / 2 - 110
    d.t(m, y + 10, "Satıcı:", 7.8, b=True, grey=0.3)
    d.lines(
        m,
        y + 13,
        [
            sup,
            f"VÖEN {la.digits(rng, '##########')}",
            f"Menecer: {la.pick(rng, 'Elvin Məmmədov|Aynur Həsənova|Rəşad Quliyev|Leyla Əliyeva')}",
        ],
        8,
        b_first=False,
    )
    d.t(m + half, y + 10, "Alıcı:", 7.8, b=True, grey=0.3)
    d.lines(
        m + half,
        y + 13,
        [
            buyer,
            f"VÖEN {la.digits(rng, '##########')}",
            f"Çatdırılma: {la.pick(rng, 'anbar №1|mərkəzi anbar|obyekt')}, {rng.choice(AZ_CITY)}",
        ],
        8,
        b_first=True,
    )
    y += 74
    y = wrapped(
        d,
        m,
        y,
        f"Hörmətli müştəri, {d0:%d.%m.%Y} tarixli {po} nömrəli sifarişinizi aldığımızı təsdiq edirik. Sifariş aşağıdakı şərtlərlə icraya qəbul edilmişdir:",
        8.4,
        wd,
    )
    y += 4
    lines = make(
        rng,
        [(f"A{k}", *it) for k, it in enumerate(AZ_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 22, 34, 44]),
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}".replace(",", " "), fm(p), fm(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.46, 0.1, 0.09, 0.13, 0.16)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["№", "Malın adı", "Ölçü vahidi", "Miqdar", "Qiymət", "Məbləğ"],
        body,
        "cllrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 24,
        brk=brk,
        hsize=7.2,
        hrgb=(0.12, 0.32, 0.45) if rng.random() < 0.5 else None,
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = r2(net * Decimal("0.18"))
    total = net + vat
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [
            ("Cəmi (ƏDV-siz):", f"{fm(net)} AZN", False),
            ("ƏDV 18%:", f"{fm(vat)} AZN", False),
            (
                la.pick(rng, "Yekun məbləğ:|Cəmi ödəniləcək:|ÜMUMİ MƏBLƏĞ (ƏDV daxil):"),
                f"{fm(total)} AZN",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.5, r - 3, y, trs, 8.6, box_last=True)
        share = rng.choice([30, 50, 100])
        y += 12
        d.t(
            m,
            y,
            f"Ödəniş şərtləri: {share}% əvvəlcədən ödəniş — {fm(r2(total * share / 100))} AZN{', qalığı çatdırılmadan sonra 10 bank günü ərzində' if share < 100 else ''}.",
            8,
            maxw=wd,
        )
        y += 12
    else:
        y = wrapped(
            d,
            m,
            y,
            "Qiymətlər ƏDV-siz göstərilmişdir. Yekun məbləğ faktiki çatdırılmış miqdara əsasən elektron qaimə-fakturada göstəriləcək.",
            8.2,
            wd * 0.7,
        )
    y += 8
    y = wrapped(
        d,
        m,
        y,
        f"Çatdırılma tarixi: {dt + timedelta(days=rng.randint(3, 21)):%d.%m.%Y}. Uyğunsuzluq olduqda bir iş günü ərzində bizə məlumat verməyinizi xahiş edirik.",
        7.8,
        wd,
        grey=0.25,
    )
    y += 34
    if y + 36 > bottom:
        y = brk() + 30
    d.sign(
        m,
        y,
        180,
        f"Satıcı adından: {la.pick(rng, 'direktor|satış meneceri|kommersiya direktoru')}",
        7.4,
    )
    d.t(m + 190, y - 2, la.pick(rng, "E. Məmmədov|A. Həsənova|R. Quliyev"), 8.4)
    d.t(m + 300, y + 4, "M.Y.", 9, b=True, grey=0.45)
    foot()
    out = finish(d, "az", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind25_az_sifaris_tesdiqi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _az)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind25_zh_moju_caigou_fenqi,
        blind25_tw_dinggoudan_huiqian_hengban,
        blind25_ja_gyomu_itaku_hacchusho,
        blind25_en_lk_po_sscl_vat,
        blind25_en_jm_tt_po_landscape,
        blind25_mk_narachka_dogovor,
        blind25_eu_es_erosketa_eskaera,
        blind25_cy_en_archeb_brynu,
        blind25_ka_shesyidvis_shekveta,
        blind25_az_sifaris_tesdiqi,
    )
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind at stop 56 (`fit18_*`), in zh-Hans (two),
zh-Hant (Taiwan), ja, en-CA, en-NZ, de-DE, fr-CH, nl-NL and es-MX.

- fit18_zh_chongdianzhuang_shebei_caigou: a mainland EV-charging operator's order for chargers,
  cables and switchgear (the operator's letterhead, a header table whose label row carries
  订单编号 beside 项目编号, 合同编号 or 招标编号 in a shuffled order with the values beneath,
  供方 / 需方 boxes side by side in either order, the supplier's label at times absent, 13 %
  VAT added or included, the total as 金额合计 / 合计金额 / 价税合计 on one line or with the
  figure on the line below, 大写, prepayment and 质保金 retention sums, seals).
- fit18_zh_lenglian_cangchu_shebei_dinghuo: a cold-chain logistics company's order for racking,
  pallets and cold-room fittings (the order number printed beside the title or at the right of
  it, the supplier under 致： or as an unlabelled block whose first line is the company, the
  request number, cost centre and buyer at the right, portrait or landscape, a 合计 row in the
  table, discount and freight lines, 订单总额 / 含税总价).
- fit18_tw_keyun_luntai_weixiu_dinggou: a Taiwanese bus company's order for tyres and service
  parts (a ruled label / value grid with 廠商名稱 and the order number, 請購單號 and 報價單號,
  vehicle numbers in the lines, a casing trade-in credit, 未稅 / 營業稅 5% / 總計 in whole
  NT$, 大寫 at times, the copies' distribution in the footer).
- fit18_ja_chuzo_fukushizai_chumonsho: a Japanese foundry's order for melting and moulding
  consumables (注文書, the supplier with 御中 or 様, the order number and the quotation number
  in a ruled box at the right, the taxed order sum in a box up top as ご注文金額 at times,
  工番 per line, 小計 / 消費税 10% / 合計, approval stamp boxes, a seal).
- fit18_en_ca_lobster_coop_trap_gear_po: a Canadian fishermen's co-op order for traps, rope and
  bait (PURCHASE ORDER with its number beside the title or in a key / value list, the vendor
  under Vendor / To with a vendor-account number, ship to a wharf, quote and licence numbers,
  HST or GST + QST by province, the total as Total PO Value / TOTAL ORDER / Order Total, a
  deposit paid and the balance at times).
- fit18_en_nz_packhouse_packaging_po: a New Zealand kiwifruit packhouse's packaging order
  (the packhouse letterhead, a To heading with the supplier and its address beneath, or no
  heading, grower and season references, GST 15 %, the total label with its figure on the line
  below at times, or "Amount Due" when nothing was prepaid, the GST number in the footer).
- fit18_de_kletterhalle_material_bestellung: a German climbing gym's order for holds, ropes
  and hire gear (a DIN window letter with the sender line and the supplier unlabelled, the
  information block with Bestell-Nr., Ihr Angebot, Kunden-Nr. and Kostenstelle, a volume
  discount, Versand, 19 % MwSt, Gesamtbetrag / Bestellsumme, Skonto terms, register data).
- fit18_fr_ch_stores_confirmation_commande: a Swiss blinds maker's order confirmation to a
  property manager (the maker's own confirmation number beside the title, the customer's
  order number, offer number and site in a box, window-by-window lines with sizes, rabais,
  TVA 8,1 %, a 5-centime-rounded total in 1'234.50, a deposit to invoice).
- fit18_nl_dierenopvang_voer_inkooporder: a Dutch animal shelter's order for food and kennel
  supplies (the shelter's name, a header grid of labels over values with the order number,
  debtor number and cost centre, the supplier block unlabelled or under Leverancier, BTW 21 %
  and 9 %, the total as Totaal / Totaalbedrag / Saldo when nothing was prepaid, KvK, RSIN
  and IBAN in the footer).
- fit18_es_mx_granja_avicola_orden_compra: a Mexican poultry farm's order for vaccines,
  feeders and litter (ORDEN DE COMPRA with a boxed number grid, requisition and cost-centre,
  the supplier under Proveedor or labelled at the side, bill-to and deliver-to a shed, IVA
  0 % and 16 % by line, Total / Importe total with the amount in words, an advance payment
  and the balance).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, tender, contract, project,
account or cost-centre number, nor the seller's own confirmation number; on the seller's
confirmation the customer's order number); the supplier exactly as printed on its own first
line (the vendor; the seller of a confirmation; never 御中, 様 or "Attn"); the grand total as
"1234.50" (whole NT$ and yen as "1234.00"; after discounts, incl. tax, before deposits,
prepayments and retentions; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
import unicodedata
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
from families_blind17 import mx_words, r2, wrapped  # noqa: E402
from families_blind19 import crow, ltable, none_meta  # noqa: E402
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


def r05(v: Decimal) -> Decimal:
    """Rounded to five centimes."""
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- 1 zh-Hans EV-charging operator's equipment order

EV_CITY = "深圳 广州 杭州 苏州 成都 西安 郑州 武汉 合肥 青岛 宁波 南京 长沙 天津".split()
EV_B = "速充 闪电 星驰 蔚蓝 绿驰 易充 电途 快能 驿充 能链 聚电 云充 安充 畅行".split()
EV_BUY = [
    "{c}{b}充电科技有限公司",
    "{c}{b}新能源汽车服务有限公司",
    "{b}充电网络（{c}）有限公司",
    "{c}市{b}智慧能源有限公司",
]
EV_SB = "英飞 盛弘 科仕 永联 优优 通合 万马 特锐 奥能 华商 鼎充 恒源".split()
EV_SUP_FORMED = [
    "{c}{b}电气股份有限公司",
    "{c}{b}电源技术有限公司",
    "{b}充电设备（{c}）有限公司",
    "{c}{b}电缆有限公司",
    "{c}{b}智能科技有限公司",
]
EV_SUP_BARE = ["{c}{b}电料经营部", "{c}市{b}机电设备商行"]
EV_ITEMS = [
    ("直流快充桩", "120kW 一体式 双枪", "台", 42000, 68000),
    ("直流快充桩", "60kW 一体式 单枪", "台", 21000, 36000),
    ("交流充电桩", "7kW 壁挂式 刷卡", "台", 980, 1900),
    ("分体式充电堆", "480kW 液冷 8终端", "套", 260000, 380000),
    ("充电枪线", "GB/T 250A 5m", "根", 850, 1600),
    ("箱式变压器", "630kVA 10/0.4kV", "台", 98000, 160000),
    ("电力电缆", "YJV22 3×185+1×95", "米", 420, 610),
    ("电力电缆", "YJV 5×10", "米", 48, 76),
    ("低压配电柜", "GGD 进线柜", "面", 12000, 22000),
    ("地锁", "遥控 车位锁", "个", 180, 360),
    ("车挡", "橡胶 定位器", "个", 45, 90),
    ("钢结构雨棚", "单车位 6m", "个", 2600, 4800),
    ("桥架", "镀锌 200×100", "米", 65, 120),
    ("安装辅材", "接地扁钢 线管 标识", "项", 3000, 9000),
]
EV_SITE = [
    "{c}{x}公交场站充电站",
    "{c}{x}商业广场地下停车场",
    "{c}{x}高速服务区充电站",
    "{c}{x}物流园重卡换电站",
    "{c}{x}社区公共充电站",
]
EV_X = "南山 龙华 滨江 高新 经开 江北 雁塔 光谷 蜀山 西海岸 鄞州 江宁".split()


def _ev(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(EV_CITY, 2)
    b1 = rng.choice(EV_B)
    b2 = rng.choice(EV_SB)
    buyer = rng.choice(EV_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, EV_SUP_FORMED, EV_SUP_BARE, 0.15).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CD{Y}{m}{n4}|PO{y}{m}{d}{n3}|EV-CG-{Y}-{n4}|{Y}{m}{d}{n4}")
    proj = cj.number(rng, d, "XM{Y}{n3}|ZD-{y}-{n3}|CZ{Y}{m}{n2}")
    con = cj.number(rng, d, "HT-{Y}-{n4}|ZB{y}{m}{n4}|KJ{Y}{n3}")
    site = rng.choice(EV_SITE).format(c=c1, x=rng.choice(EV_X))
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.0, 0.4, 0.35), Color(0.1, 0.3, 0.6), black])

    def foot() -> None:
        s_ = f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"采购订单（续页）　订单编号：{po}", 9, bold=True)
        return 46

    if rng.random() < 0.5:
        pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
        pdf.text(
            right,
            40,
            cj.pick(rng, "采购订单|设备采购订单|充电设备采购订单"),
            15,
            align="r",
            bold=True,
        )
        pdf.line(m, 48, right, 48, lw=1.2, colour=ink)
        y = 60
    else:
        pdf.text(pdf.w / 2, 40, buyer, 14, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            62,
            cj.pick(rng, "采购订单|设备采购订单|充电设备采购订单"),
            16,
            align="c",
            bold=True,
        )
        y = 74
    cols = [
        ("订单编号", po),
        (
            cj.pick(rng, "下单日期|订单日期|签发日期"),
            cj.fdate(d, rng.choice(["cn", "iso", "slash"])),
        ),
        ("项目编号", proj),
        (cj.pick(rng, "合同编号|招标编号|框架协议号"), con),
    ]
    if rng.random() < 0.5:
        cols.append(("采购员", cj.person(rng)))
    rng.shuffle(cols)
    ws = cj.rel(wd, [len(v) + 4 for _, v in cols])
    y = crow(
        pdf, m, y, ws, [k for k, _ in cols], "c" * len(cols), h=17, size=8.2, fill=PALE, head=True
    )
    y = crow(pdf, m, y, ws, [v for _, v in cols], "c" * len(cols), h=19, size=8.6) + 10
    sup_lab = cj.pick(rng, "供方|卖方|供应商|乙方（供方）")
    bare = rng.random() < 0.25
    sp = [
        sup,
        f"地址：{cj.zh_addr(rng)}",
        f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"税号：{cj.credit_code(rng)}",
    ]
    bp = [
        buyer,
        f"收货地点：{site}",
        f"收货人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"电话：{cj.zh_tel(rng)}",
    ]
    pw = (wd - 12) / 2
    panels = [(sup_lab, sp, bare), (cj.pick(rng, "需方|买方|甲方（需方）"), bp, False)]
    if rng.random() < 0.4:
        panels.reverse()
    hgt = 84
    for k, (lab, rows, nolab) in enumerate(panels):
        x = m + k * (pw + 12)
        pdf.rect(x, y, pw, hgt, stroke=ink, lw=0.7)
        yy = y + 14
        if not nolab:
            pdf.text(x + 6, yy, lab, 8.4, bold=True, colour=ink)
            yy += 15
        for i, s in enumerate(rows):
            if i == 0:
                pdf.text(x + 6, yy, s, 9.4, bold=True)
            else:
                pdf.text(x + 6, yy, s, 7.8, maxw=pw - 12)
            yy += 14
    y += hgt + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [24, 30])
    lines = more_lines(
        rng,
        EV_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 40, 120, 300],
        ["（二期）", "（备件）", "（加长）"],
        big=5000,
    )
    qfirst = rng.random() < 0.5
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        qu = [f"{q:,.0f}", it[2]] if qfirst else [it[2], f"{q:,.0f}"]
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    *qu,
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    heads = [
        "序号",
        "设备名称",
        "规格型号",
        *(["数量", "单位"] if qfirst else ["单位", "数量"]),
        "单价（元）",
        "金额（元）",
    ]
    al = "cll" + ("rc" if qfirst else "cr") + "rr"
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 20, 26, 9, 7, 15, 17]),
        heads,
        body,
        al,
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    incl = rng.random() < 0.5
    tax = r2(sub - sub / Decimal("1.13")) if incl else r2(sub * Decimal("0.13"))
    total = sub if incl else sub + tax
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        style = rng.choice(["grid", "below", "vat"])
        if style == "grid":
            lab = cj.pick(rng, "金额合计|合计金额")
            ws2 = cj.rel(wd, [22, 78])
            note = "（含13%增值税）" if incl else ""
            if not incl:
                y = kgrid(
                    pdf,
                    m,
                    y,
                    ws2,
                    [["不含税金额", f"¥{cj.money(sub)}"], ["增值税（13%）", f"¥{cj.money(tax)}"]],
                    h=18,
                    size=8.4,
                    ink=ink,
                    fill=PALE,
                    labels=(0,),
                )
            y = (
                kgrid(
                    pdf,
                    m,
                    y,
                    ws2,
                    [
                        [f"{lab}（小写）", f"¥{cj.money(total)}{note}"],
                        [f"{lab}（大写）", f"人民币{cj.daxie(total)}"],
                    ],
                    h=18,
                    size=8.6,
                    ink=ink,
                    fill=PALE,
                    labels=(0,),
                )
                + 8
            )
        elif style == "below":
            rx = right - 200
            if not incl:
                pdf.text(rx, y + 8, "不含税金额", 8.4)
                pdf.text(right, y + 8, f"¥{cj.money(sub)}", 8.4, align="r")
                pdf.text(rx, y + 22, "税额（13%）", 8.4)
                pdf.text(right, y + 22, f"¥{cj.money(tax)}", 8.4, align="r")
                y += 28
            pdf.text(
                rx,
                y + 10,
                cj.pick(rng, "合计金额（含税）：|金额合计（含税）：|订单总金额（含税）："),
                9.4,
                bold=True,
            )
            pdf.text(right, y + 28, f"¥ {cj.money(total)}", 13, align="r", bold=True, colour=ink)
            pdf.text(m, y + 46, f"大写金额：{cj.daxie(total)}", 8.4)
            y += 56
        else:
            rx = right - 220
            for lab, v, big in [
                ("货物金额（不含税）", sub if not incl else sub - tax, False),
                ("增值税额（13%）", tax, False),
                ("价税合计", total, True),
            ]:
                pdf.text(rx, y + 10, lab, 9 if big else 8.4, bold=big)
                pdf.text(right, y + 10, f"¥{cj.money(v)}", 9.6 if big else 8.4, align="r", bold=big)
                y += 16
            pdf.text(m, y + 8, f"价税合计（大写）：{cj.daxie(total)}", 8.4)
            y += 18
        if rng.random() < 0.7:
            pct = rng.choice([20, 30, 40])
            ret = rng.choice([3, 5, 10])
            y = pdf.para(
                m,
                y + 10,
                f"付款方式：合同签订后支付{pct}%预付款（¥{cj.money(r2(total * pct / 100))}）；设备到货验收合格后支付至{100 - ret}%；剩余{ret}%作为质保金（¥{cj.money(r2(total * ret / 100))}），质保期满无质量问题后无息支付。",
                8,
                wd,
                lead=1.6,
            )
    else:
        y = pdf.para(
            m, y + 10, f"价格：按{con}约定单价执行，结算金额以双方确认的验收单为准。", 8.4, wd
        )
    for t in [
        "1. 设备须符合 GB/T 18487.1、NB/T 33008 等标准，随货提供合格证、型式试验报告及 CQC 认证。",
        f"2. 交货期：订单确认后 {rng.choice([15, 20, 30, 45])} 日内送至项目现场，卸货由供方负责。",
        "3. 发票：增值税专用发票，送货单及发票须注明本订单编号。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 80 > bottom:
        y = brk()
    y += 28
    h2 = m + wd / 2 + 10
    pdf.text(m, y, "需方（盖章）：", 8.6)
    pdf.text(h2, y, "供方确认（盖章）：", 8.6)
    pdf.text(m, y + 20, f"经办人：{cj.person(rng)}　　审批：{cj.person(rng)}", 8.2)
    pdf.text(h2, y + 20, "签字：　　　　日期：", 8.2)
    if rng.random() < 0.7:
        pdf.stamp(m + 120, y + 6, buyer, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_zh_chongdianzhuang_shebei_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ev)


# --------------------------------------------------------------------------- 2 zh-Hans cold-chain logistics company's warehouse equipment order

LL_CITY = "上海 嘉兴 昆山 天津 廊坊 郑州 武汉 成都 重庆 广州 佛山 济南 沈阳 南通".split()
LL_B = "冰链 鲜达 冷鲜 极地 雪域 恒温 冰川 鲜驿 冻品 凌鲜 寒武 清冷".split()
LL_BUY = [
    "{c}{b}冷链物流有限公司",
    "{c}{b}供应链管理有限公司",
    "{b}冷链（{c}）仓储有限公司",
    "{c}{b}冷藏运输有限公司",
]
LL_SB = "通达 金盾 力士 恒安 华冷 雪龙 贝特 鑫源 利盛 宏达 安捷 顺发".split()
LL_SUP_FORMED = [
    "{c}{b}仓储设备有限公司",
    "{c}{b}货架制造有限公司",
    "{c}{b}制冷设备工程有限公司",
    "{b}物流设备（{c}）有限公司",
    "{c}{b}塑业有限公司",
]
LL_SUP_BARE = ["{c}{b}货架厂", "{c}市{b}制冷配件经营部", "{b}托盘批发行"]
LL_ITEMS = [
    ("重型横梁式货架", "2700×1000×6000 四层", "组", 1450, 2300),
    ("驶入式货架", "冷库专用 镀锌", "组", 2600, 3900),
    ("塑料托盘", "1200×1000 川字 耐低温", "个", 118, 185),
    ("PVC软门帘", "防冻型 2.0mm 300mm宽", "米", 28, 55),
    ("冷库保温门", "平移门 2.0×2.5m", "樘", 8600, 14500),
    ("温湿度记录仪", "-40~85°C 4G上传", "台", 380, 760),
    ("冷风机", "DD-120 顶吊式", "台", 6800, 11800),
    ("电动叉车蓄电池", "48V 560Ah", "组", 16800, 24800),
    ("手动液压搬运车", "2.5T 冷库型", "台", 1650, 2600),
    ("防撞护栏", "双层 钢制", "米", 160, 280),
    ("月台调节板", "6T 液压", "台", 9800, 15600),
    ("保温周转箱", "EPP 60L", "个", 88, 160),
]


def _ll(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    c1, c2 = rng.sample(LL_CITY, 2)
    buyer = rng.choice(LL_BUY).format(c=c1, b=rng.choice(LL_B))
    sup = bare_or(rng, LL_SUP_FORMED, LL_SUP_BARE, 0.25).format(c=c2, b=rng.choice(LL_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "LL{Y}{m}{n4}|CG-{y}{m}{d}-{n2}|PO{Y}{n5}|CGDD-{Y}{m}-{n3}")
    req = cj.number(rng, d, "QG{Y}{m}{n3}|REQ-{y}{n4}")
    cc = rng.choice(
        [
            "CC-" + str(rng.randint(1000, 9999)),
            f"{c1}冷库{rng.randint(1, 6)}号仓",
            f"WH{rng.randint(10, 99)}",
        ]
    )
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.05, 0.3, 0.55), Color(0.0, 0.45, 0.6), black])
    title = cj.pick(rng, "采购订单|设备采购订单|采 购 订 单")

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 22,
            f"{page[0]}/{of}" if of else str(page[0]),
            7.4,
            align="r",
            colour=GREY,
        )
        pdf.text(m, pdf.h - 22, f"{buyer}　采购部", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}　{po}（接上页）", 9, bold=True)
        return 46

    pdf.text(m, 36, buyer, 12.5, bold=True, colour=ink)
    pdf.text(m, 50, f"{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.4, colour=GREY)
    tstyle = rng.choice(["same", "right", "under"])
    if tstyle == "same":
        pdf.text(pdf.w / 2, 80, f"{title}　No. {po}", 15, align="c", bold=True)
        po_shown = True
    elif tstyle == "right":
        pdf.text(pdf.w / 2, 80, title, 16, align="c", bold=True)
        pdf.text(right, 80, f"No.{po}", 10.5, align="r", bold=True, colour=ink)
        po_shown = True
    else:
        pdf.text(pdf.w / 2, 80, title, 16, align="c", bold=True)
        po_shown = False
    pdf.line(m, 88, right, 88, lw=0.8, colour=ink)
    y = 104
    kvs = []
    if not po_shown:
        kvs.append((cj.pick(rng, "订单号|采购单号|订单编号"), po))
    kvs += [
        ("日　　期", cj.fdate(d, rng.choice(["cn0", "iso", "slash"]))),
        ("请购单号", req),
        ("成本中心", cc),
        ("采 购 员", f"{cj.person(rng)} {cj.mobile(rng)}"),
    ]
    if rng.random() < 0.5:
        kvs.append(("报价单号", cj.number(rng, d, "BJ{y}{m}{n3}|Q{Y}{n4}")))
    kx = m + wd * 0.58
    for i, (k, v) in enumerate(kvs):
        pdf.text(kx, y + i * 14, f"{k}：", 8.2, colour=GREY)
        pdf.text(kx + 58, y + i * 14, v, 8.6, bold=k != "日　　期" and v == po)
    lab = rng.choice(["致：", "供应商：", None])
    yy = y
    if lab:
        pdf.text(m, yy, lab, 8.6, bold=True)
        yy += 15
    pdf.text(m, yy, sup, 10.5, bold=True)
    for s in [
        cj.zh_addr(rng),
        f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        f"联系人：{cj.person(rng)}",
    ]:
        yy += 14
        pdf.text(m, yy, s, 8.2, maxw=wd * 0.55)
    y = max(yy, y + 14 * len(kvs)) + 10
    pdf.text(
        m,
        y,
        f"收货仓库：{buyer.split('有限公司')[0]}{rng.choice(['一号', '二号', '中心', '北区'])}冷库　{cj.zh_addr(rng)}",
        8.2,
    )
    y += 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 9], [26, 34] if land else [30, 36])
    lines = more_lines(
        rng,
        LL_ITEMS,
        n,
        [2, 4, 6, 10, 20, 50, 100, 200],
        ["（加宽）", "（冷冻区）", "（补货）"],
        big=6000,
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
    sub = sum((a for *_, a in lines), ZERO)
    if stated:
        body.append(
            (
                ["", "合计", "", "", f"{sum(q for _, q, _, _ in lines):,.0f}", "", cj.money(sub)],
                ZERO,
            )
        )
    heads = ["行号", "物料名称", "规格型号", "单位", "数量", "含税单价", "含税金额"]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 22, 27, 7, 9, 13, 15]),
        heads,
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=Color(0.85, 0.91, 0.96),
    )
    disc = r2(sub * Decimal(rng.choice([0, 0, 2, 3, 5])) / 100)
    frt = Decimal(rng.choice([0, 0, 300, 500, 800, 1200]))
    total = sub - disc + frt
    if y + 110 > bottom:
        y = brk()
    y += 12
    if stated:
        rx = right - 190
        rows = []
        if disc:
            rows.append((cj.pick(rng, "折扣优惠|商务折扣"), f"-¥{cj.money(disc)}"))
        if frt:
            rows.append(("运费", f"¥{cj.money(frt)}"))
        for k, v in rows:
            pdf.text(rx, y + 8, k, 8.4)
            pdf.text(right, y + 8, v, 8.4, align="r")
            y += 15
        lab = cj.pick(rng, "订单总额|含税总价|订单总金额|总计（含税）")
        pdf.rect(rx - 6, y, right - rx + 8, 20, fill=PALE, stroke=ink)
        pdf.text(rx, y + 14, lab, 9.4, bold=True)
        pdf.text(right - 3, y + 14, f"¥{cj.money(total)}", 10, align="r", bold=True)
        y += 28
        if rng.random() < 0.6:
            pdf.text(m, y + 4, f"人民币（大写）：{cj.daxie(total)}", 8.4)
            y += 16
        pdf.text(m, y + 4, "以上价格均含13%增值税专用发票。", 8, colour=GREY)
        y += 14
    else:
        pdf.text(m, y + 8, "单价按年度框架协议执行，金额以对账单为准。", 8.4)
        y += 20
    for t in [
        "交货要求：货架须提供承载计算书，冷库内设备须满足 -25°C 环境使用要求。",
        f"付款条件：{cj.pick(rng, '验收合格后月结60天|货到验收后30天内付清|预付30%，验收后付70%')}。",
        "请在收到订单后 24 小时内回传确认，逾期视为接受本订单全部条款。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 30
    for k, s in enumerate(["制单：", "审核：", "批准：", "供应商确认（签章）："]):
        pdf.text(m + k * wd / 4, y, s, 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_zh_lenglian_cangchu_shebei_dinghuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ll)


# --------------------------------------------------------------------------- 3 zh-Hant bus company's tyre and service-parts order

KY_B = "國光 統聯 和欣 豐原 台中 嘉義 高雄 臺西 新竹 亞通 首都 大有 三重 指南 中興 日統".split()
KY_BUY = [
    "{b}客運股份有限公司",
    "{b}汽車客運股份有限公司",
    "{b}巴士股份有限公司",
    "{b}通運股份有限公司",
]
KY_SB = "正新 建大 南港 華豐 瑞全 隆興 永信 大億 鴻昇 利豐 協和 勝發 鑫泰 益昌".split()
KY_SUP_FORMED = [
    "{s}輪胎股份有限公司",
    "{s}汽車材料有限公司",
    "{s}車業股份有限公司",
    "{s}實業有限公司",
    "{s}汽車零件有限公司",
]
KY_SUP_BARE = ["{s}輪胎行", "{s}汽車材料行", "{s}機油行", "{s}保修廠"]
KY_ITEMS = [
    ("輪胎", "295/80R22.5 導向胎", "條", 11800, 15800),
    ("輪胎", "275/70R22.5 驅動胎", "條", 10500, 14200),
    ("翻新胎", "295/80R22.5 熱翻", "條", 4200, 5600),
    ("內胎墊帶", "22.5吋", "條", 180, 320),
    ("柴油引擎機油", "15W-40 18L", "桶", 1650, 2450),
    ("煞車來令片", "前輪 組", "組", 1900, 3200),
    ("空氣濾清器", "主濾芯", "個", 980, 1650),
    ("燃油濾清器", "含油水分離", "個", 420, 780),
    ("雨刷", "1000mm 大客車", "支", 260, 480),
    ("冷氣濾網", "車頂空調", "片", 350, 620),
    ("LED 頭燈總成", "左/右", "組", 3800, 6200),
    ("尿素水", "AdBlue 20L", "桶", 520, 760),
    ("輪胎氣嘴延長管", "不鏽鋼", "支", 90, 180),
]


def _ky(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.4
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = rng.choice(KY_BUY).format(b=rng.choice(KY_B))
    sup = bare_or(rng, KY_SUP_FORMED, KY_SUP_BARE, 0.3).format(s=rng.choice(KY_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{d}{n3}|KY-{Y}{m}-{n4}|{roc}{m}{n4}|P{y}{n5}")
    req = cj.number(rng, d, "RQ{roc}{m}{n3}|請購{n5}")
    quo = cj.number(rng, d, "Q{roc}{m}{n3}|報{n5}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "採購單號|訂購單號|採購編號")
    ink = rng.choice([Color(0.15, 0.35, 0.2), Color(0.2, 0.25, 0.55), black])

    def foot() -> None:
        pdf.text(m, pdf.h - 22, "第一聯 廠商存查　第二聯 保修課　第三聯 會計課", 7, colour=GREY)
        pdf.text(
            right,
            pdf.h - 22,
            f"第{page[0]}頁，共{of}頁" if of else f"第{page[0]}頁",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{buyer}　{po_lab} {po}（續）", 8.6, bold=True)
        return 44

    pdf.text(pdf.w / 2, 38, buyer, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2, 58, cj.pick(rng, "保修材料訂購單|輪胎及零件採購單|採購訂購單"), 12, align="c"
    )
    pdf.text(
        pdf.w / 2,
        72,
        f"{cj.tw_addr(rng)}　電話 {cj.tw_tel(rng)}　統一編號 {rng.randint(10000000, 99999999)}",
        7.4,
        align="c",
        colour=GREY,
    )
    y = 82
    rows = [
        ["廠商名稱", sup, po_lab, po],
        [
            "廠商統編",
            str(rng.randint(10000000, 99999999)),
            "訂購日期",
            cj.fdate(d, rng.choice(["roc", "rocs", "slash"])),
        ],
        [
            "聯絡人",
            f"{cj.person(rng, 'zh-Hant')} {cj.tw_tel(rng)}",
            "交貨地點",
            cj.pick(rng, "本公司保修廠|總站保養場|轉運站修車廠"),
        ],
    ]
    extra = [
        ["請購單號", req, "報價單號", quo],
        [
            "付款條件",
            cj.pick(rng, "月結30天|月結60天|貨到票到45天"),
            "承辦人",
            cj.person(rng, "zh-Hant"),
        ],
    ]
    rows += rng.sample(extra, rng.randint(1, 2))
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [12, 38, 12, 38]), rows, h=18, size=8.4, ink=ink, fill=PALE)
        + 12
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 30] if land else [30, 36])
    lines = more_lines(
        rng,
        KY_ITEMS,
        n,
        [2, 4, 6, 8, 10, 12, 20],
        ["（備品）", "（新車）", "（長途線）"],
        places=0,
        big=3000,
    )
    cars = [
        f"{rng.choice(['KKA', 'KKB', 'EAA', 'KAB', 'EAL'])}-{rng.randint(1000, 9999)}"
        for _ in range(5)
    ]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        car = rng.choice(cars) if rng.random() < 0.6 else "庫存"
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    car,
                    it[2],
                    f"{q:,.0f}",
                    w0(p) if stated else "",
                    w0(a) if stated else "",
                ],
                a,
            )
        )
    heads = ["項次", "品名", "規格", "車號／用途", "單位", "數量", "單價", "金額"]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 15, 24, 14, 7, 8, 12, 14]),
        heads,
        body,
        "cllccrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tyres = sum(
        (q for it, q, _, _ in lines if it[0].split("（")[0].strip() in ("輪胎", "翻新胎")), ZERO
    )
    credit = tyres * Decimal(rng.choice([300, 400, 500])) if tyres and rng.random() < 0.5 else ZERO
    net = sub - credit
    tax = r0(net * Decimal("0.05"))
    total = net + tax
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        ws2 = [110, 110]
        rx = right - sum(ws2)
        rows2 = [["小計", f"NT${w0(sub)}"]]
        if credit:
            rows2.append([f"舊胎回收折抵（{tyres:,.0f}條）", f"-NT${w0(credit)}"])
        rows2 += [
            ["未稅合計", w0(net)],
            ["營業稅 5%", w0(tax)],
            [cj.pick(rng, "總計|含稅總計|合計金額"), f"NT${w0(total)}"],
        ]
        yt = kgrid(
            pdf, rx, y, ws2, rows2, h=18, size=8.6, ink=ink, fill=PALE, labels=(0,), align="lr"
        )
        if rng.random() < 0.5:
            pdf.text(
                m,
                y + 12,
                f"新臺幣（大寫）：{cj.daxie(total, trad=True)}",
                8.4,
                maxw=wd - sum(ws2) - 12,
            )
        y = yt + 6
    else:
        pdf.text(m, y + 10, "單價依年度合約價，請款金額以實際交貨數量計算。", 8.4)
        y += 22
    for t in [
        "1. 輪胎出廠日期須在六個月內，DOT 週期標示清楚；不符者退回。",
        "2. 舊胎由廠商於交貨時回收，並開立回收證明。",
        "3. 發票請註明本單號碼，連同送貨單寄交會計課。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 22
    cw = wd / 5
    for k, s in enumerate(["總經理", "副總", "保修課長", "採購", "廠商簽認"]):
        pdf.rect(m + k * cw, y, cw, 16, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(m + k * cw, y + 16, cw, 34, stroke=black, lw=0.5)
        pdf.text(m + k * cw + cw / 2, y + 12, s, 8, align="c")
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_tw_keyun_luntai_weixiu_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ky)


# --------------------------------------------------------------------------- 4 ja foundry's order for melting and moulding consumables

CZ_B = "川口 桑名 高岡 燕 浜松 太田 刈谷 堺 鈴鹿 今治 米沢 水沢".split()
CZ_BUY = ["株式会社{b}鋳造所", "{b}鋳工株式会社", "{b}鋳鉄工業株式会社", "株式会社{b}ダイカスト"]
CZ_SB = "東海 北陸 関西 丸和 大和 三協 日新 昭和 共栄 光洋 大同 中部".split()
CZ_SUP_FORMED = [
    "{s}鋳材株式会社",
    "株式会社{s}耐火物",
    "{s}化成株式会社",
    "{s}産業株式会社",
    "株式会社{s}商会",
]
CZ_SUP_BARE = ["{s}商店", "{s}工業所"]
CZ_ITEMS = [
    ("けい砂", "6号 25kg袋", "袋", 780, 1250),
    ("フラン樹脂", "ESK-1 18kg缶", "缶", 9800, 14500),
    ("硬化剤", "C-21 18kg缶", "缶", 7600, 11200),
    ("接種剤", "Fe-Si 粒状 20kg", "袋", 8200, 12800),
    ("黒鉛るつぼ", "#300", "個", 48000, 76000),
    ("取鍋ライニング材", "キャスタブル 25kg", "袋", 4200, 6900),
    ("塗型剤", "アルコール系 20kg", "缶", 11500, 17800),
    ("セラミックフィルタ", "50×50×22 20ppi", "枚", 160, 320),
    ("発熱スリーブ", "φ80×100", "個", 420, 880),
    ("測温プローブ", "K熱電対 使い捨て", "本", 380, 650),
    ("加炭材", "C98% 20kg", "袋", 3800, 5600),
    ("保温材", "アルミナシリカ 25mm", "巻", 12500, 19800),
]


def _cz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = rng.choice(CZ_BUY).format(b=rng.choice(CZ_B))
    sup = bare_or(rng, CZ_SUP_FORMED, CZ_SUP_BARE, 0.15).format(s=rng.choice(CZ_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n4}|C{Y}{n5}|CH-{y}{m}{d}-{n2}|{n7}")
    quo = cj.number(rng, d, "見{y}-{n4}|Q{n6}")
    stated = stated_of(rng)
    page = [1]
    hon = rng.choice(["御中", "御中", "様"])

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else str(page[0]),
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"注文書（続き）　注文番号 {po}", 9, bold=True)
        return 46

    pdf.text(pdf.w / 2, 44, cj.pick(rng, "注　文　書|注文書|発注書"), 18, align="c", bold=True)
    bw = 178
    bx = right - bw
    rows = [["注文番号", po], ["注文日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))]]
    if rng.random() < 0.6:
        rows.append(["見積番号", quo])
    yb = kgrid(pdf, bx, 60, [62, bw - 62], rows, h=16, size=8.2, fill=PALE, labels=(0,))
    pdf.text(m, 84, f"{sup}　{hon}", 12, bold=True)
    pdf.line(m, 89, m + wd * 0.55, 89, lw=0.8)
    pdf.text(m, 104, "下記の通り注文いたします。", 8.8)
    y = max(yb, 110) + 6
    bl = [
        buyer,
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"資材課　担当：{cj.person(rng, 'ja')}",
    ]
    for i, s in enumerate(bl):
        pdf.text(bx, y + 10 + i * 13, s, 10 if i == 0 else 7.8, bold=i == 0)
    if rng.random() < 0.7:
        pdf.stamp(right - 20, y + 14, buyer, rng, shape="rect", r=22)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [30, 36])
    lines = more_lines(
        rng,
        CZ_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 40],
        ["（予備）", "（第2工場）", "（試作用）"],
        places=0,
        big=40000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.10"))
    total = sub + tax
    yen_st = rng.choice([0, 1, 2])
    if stated and rng.random() < 0.6:
        yt = y + 4
        pdf.rect(m, yt, 230, 26, stroke=black, lw=1)
        pdf.rect(m, yt, 92, 26, fill=PALE, stroke=black, lw=1)
        pdf.text(
            m + 46,
            yt + 17,
            cj.pick(rng, "ご注文金額|注文金額（税込）|合計金額"),
            9,
            align="c",
            bold=True,
        )
        pdf.text(m + 226, yt + 18, cj.yen(total, yen_st), 13, align="r", bold=True)
        pdf.text(m, yt + 38, "（消費税等を含む）", 7.4, colour=GREY)
    y += 64
    rows2 = [
        ["納入場所", cj.pick(rng, "当社 第1工場 資材倉庫|当社 溶解場|当社 造型ライン横")],
        ["納期", cj.fdate(cj.later(rng, d, 5, 30), "cn")],
        ["支払条件", cj.pick(rng, "月末締め翌月末振込|月末締め翌々月10日払い|納品後30日以内振込")],
    ]
    y = kgrid(pdf, m, y, cj.rel(wd, [14, 86]), rows2, h=16, size=8.2, fill=PALE, labels=(0,)) + 10
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        kb = cj.number(rng, d, "K{y}-{n3}|共通|S{n4}")
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    kb,
                    f"{q:,.0f}",
                    it[2],
                    w0(p) if stated else "",
                    w0(a) if stated else "",
                ],
                a,
            )
        )
    heads = ["No", "品名", "規格・型式", "工番", "数量", "単位", "単価", "金額"]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 19, 22, 11, 8, 7, 12, 16]),
        heads,
        body,
        "cllcrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 110 > bottom:
        y = brk()
    if stated:
        ws = cj.rel(wd, [5, 19, 22, 11, 8, 7, 12, 16])
        lx = m + sum(ws[:6])
        rows3 = [
            ["小計", w0(sub)],
            ["消費税（10%）", w0(tax)],
            [cj.pick(rng, "合計|合計金額|総合計"), cj.yen(total, yen_st)],
        ]
        y = (
            kgrid(
                pdf,
                lx,
                y,
                [ws[6], ws[7]],
                rows3,
                h=18,
                size=8.4,
                fill=PALE,
                labels=(0,),
                align="lr",
            )
            + 8
        )
    else:
        y += 10
        pdf.text(m, y + 4, "単価は別途単価契約によります。", 8.4)
        y += 12
    for t in [
        "1. 納品書・請求書には必ず注文番号をご記入ください。",
        "2. 危険物（樹脂・硬化剤）は SDS を添付の上、指定日時に納入してください。",
        f"3. 本注文書受領後、{rng.choice([3, 5, 7])}日以内に注文請書をご返送ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8)
        y += 13
    if y + 64 > bottom:
        y = brk()
    y += 16
    cw = 52
    for k, s in enumerate(["承認", "検印", "担当"]):
        x = right - (3 - k) * cw
        pdf.rect(x, y, cw, 14, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(x, y + 14, cw, 38, stroke=black, lw=0.5)
        pdf.text(x + cw / 2, y + 10.5, s, 7.8, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_ja_chuzo_fukushizai_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cz)


# --------------------------------------------------------------------------- 5 en-CA fishermen's co-op order for traps, rope and bait

CA_HARB = "Pubnico|Yarmouth|Cape Sable Island|Shediac|Caraquet|Alberton|Souris|Tignish|Ballantynes Cove|Pictou|Grand Manan|Port Hood|Chéticamp|North Rustico".split(
    "|"
)
CA_PROV = {
    "NS": ("HST 14%", [Decimal("0.14")]),
    "NB": ("HST 15%", [Decimal("0.15")]),
    "PE": ("HST 15%", [Decimal("0.15")]),
    "QC": ("", [Decimal("0.05"), Decimal("0.09975")]),
}
CA_BUY = [
    "{h} Fishermen's Co-operative Ltd.",
    "{h} Fishermen's Association",
    "{h} Harvesters Co-op",
    "{h} Lobster Co-operative Limited",
]
CA_SUP_STEM = "Atlantic Trap & Gear|Maritime Marine Supply|Fundy Rope Works|Sou'West Bait|Bluenose Wire Products|Brunswick Fisheries Supply|Island Marine Hardware|Acadian Bait Co|Gulf Net & Twine|Tidewater Fishing Supplies".split(
    "|"
)
CA_SUR = ["LeBlanc", "Nickerson", "d'Entremont", "Boudreau", "MacDonald", "Arsenault"]
CA_FORMS = [" Ltd.", " Limited", " Inc.", " Ltd"]
CA_ITEMS = [
    ('Wire lobster trap 48" 2-parlour, vinyl-coated', "ea", 118, 165),
    ("Trap runners, oak (set of 3)", "set", 14, 22),
    ('Sink rope 3/8" x 1200 ft coil', "coil", 128, 176),
    ('Float rope 7/16" x 600 ft', "coil", 96, 138),
    ("Lobster buoy 5x11 foam, painted", "ea", 9.5, 16),
    ("Bait - frozen herring, 50 lb box", "box", 38, 62),
    ("Bait - redfish racks, 60 lb tote", "tote", 44, 70),
    ("Bait bags, mesh (pack of 100)", "pk", 45, 78),
    ("Escape vent, ventless panel kit", "ea", 3.2, 6.5),
    ("Biodegradable ghost panel", "ea", 2.1, 4.4),
    ("Trap tags 2025 season (100)", "pk", 62, 95),
    ("Rubber bands, claw (1 lb)", "lb", 11, 19),
    ("Hydraulic hauler seal kit", "kit", 180, 320),
]


def _ca(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter if rng.random() < 0.8 else A4, la.pick(rng, "helv|helv|libsans|dejavu|times"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    harb = rng.choice(CA_HARB)
    buyer = rng.choice(CA_BUY).format(h=harb)
    stem = rng.choice(CA_SUP_STEM)
    sup = stem + rng.choice(CA_FORMS) if rng.random() < 0.8 else stem
    prov = rng.choice(list(CA_PROV))
    tlab, rates = CA_PROV[prov]
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"{dt.year}-####", "PO-#####", f"{dt:%y}###", "FC####"]))
    vacct = la.digits(rng, rng.choice(["V-####", "SUP###", "####"]))
    quote = la.digits(rng, rng.choice(["Q-#####", "QT####", "Est. ####"]))
    lic = la.digits(rng, "#####")
    stated = stated_of(rng)
    page = [1]
    bn = la.digits(rng, "#########")

    def foot() -> None:
        d.t(m, d.h - 30, f"{buyer} · GST/HST Reg. {bn} RT0001", 6.8, grey=0.4)
        d.t(
            r,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.2,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"Purchase Order {po} (continued)", 9.5, b=True)
        return 56

    kx = r - 175
    bs = 13.5
    while d.width(buyer, bs, True) > kx - m - 12:
        bs -= 0.5
    d.t(m, 46, buyer, bs, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.randint(1, 400)} Wharf Road, {harb}, {prov} " + la.digits(rng, "@#@ #@#"),
            la.digits(rng, "Tel (902) ###-####"),
        ],
        8,
        lead=10.5,
    )
    titled = rng.random() < 0.55
    pairs = [
        ("Date", la.dfmt(dt, rng.choice(["usl", "iso", "dmy"]))),
        ("Vendor Acct #", vacct),
        ("Quote Ref.", quote),
    ]
    if not titled:
        pairs.insert(0, (la.pick(rng, "PO #|PO Number|P.O. No."), po))
    if rng.random() < 0.5:
        pairs.append(("Licence #", lic))
    for i, (k, v) in enumerate(pairs):
        d.t(kx, 44 + i * 11.5, k, 8, b=True)
        d.t(r, 44 + i * 11.5, v, 8.4, al="r")
    y = max(80, 44 + len(pairs) * 11.5) + 20
    title = f"PURCHASE ORDER {po}" if titled else "PURCHASE ORDER"
    if rng.random() < 0.5:
        d.t(m, y, title, 15, b=True)
    else:
        d.t(d.w / 2, y, title, 15, b=True, al="c")
    d.line(m, y + 6, r, y + 6, 1.0)
    y += 20
    cw = (wd - 20) / 2
    vh = la.pick(rng, "Vendor|To|VENDOR|Supplier")
    ship = [
        buyer,
        f"{rng.choice(['Bait Shed', 'Gear Shed', 'Wharf Office'])}, {harb} Wharf, Gate {rng.randint(1, 4)}",
        f"Attn: {rng.choice(['Wade', 'Gilles', 'Trina', 'Darren', 'Yvon', 'Shelley'])} {rng.choice(CA_SUR)}",
    ]
    ven = [
        sup,
        f"{rng.randint(10, 990)} {rng.choice(['Main St', 'Industrial Dr', 'Water St', 'Commercial St'])}",
        f"{rng.choice(['Yarmouth, NS', 'Moncton, NB', 'Summerside, PE', 'Shelburne, NS', 'Dartmouth, NS'])}",
        la.digits(rng, "Phone (###) ###-####"),
    ]
    blocks = [(vh, ven), (la.pick(rng, "Ship To|Deliver To|SHIP TO"), ship)]
    if rng.random() < 0.3:
        blocks.reverse()
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + 20)
        yy = max(
            yy,
            la.block(
                d, x, y, lab, rows, style=rng.choice(["bar", "under", "plain"]), w=cw, size=8.6
            ),
        )
    y = yy + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 32])
    lines = more_lines(
        rng, CA_ITEMS, n, [5, 10, 20, 50, 100, 200, 300], ["(spare)", "(yellow)", "(orange)"]
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p) if stated else "", en2(a) if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.09, 0.08, 0.12, 0.15)],
        ["Ln", "Description", "Qty", "UOM", "Unit Price", "Extended"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5])) / 100)
    frt = Decimal(rng.choice([0, 0, 85, 150, 240]))
    net = sub - disc + frt
    taxes = [r2(net * t) for t in rates]
    total = net + sum(taxes, ZERO)
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"${en2(sub)}", False)]
        if disc:
            rows.append(("Member discount", f"-${en2(disc)}", False))
        if frt:
            rows.append(("Freight", f"${en2(frt)}", False))
        if tlab:
            rows.append((tlab, f"${en2(taxes[0])}", False))
        else:
            rows += [
                ("GST 5%", f"${en2(taxes[0])}", False),
                ("QST 9.975%", f"${en2(taxes[1])}", False),
            ]
        rows.append(
            (
                la.pick(rng, "Total PO Value|TOTAL ORDER|Order Total|Total (CAD)"),
                f"${en2(total)}",
                True,
            )
        )
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6, box_last=rng.random() < 0.5)
        if rng.random() < 0.3:
            dep = r2(total * Decimal(rng.choice([10, 20, 25])) / 100)
            y = d.summary(
                m + wd * 0.58,
                r - 3,
                y + 2,
                [
                    ("Less deposit paid", f"-${en2(dep)}", False),
                    ("Balance on delivery", f"${en2(total - dep)}", False),
                ],
                8.2,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing per {quote}; final cost on vendor invoice at time of delivery.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Deliver before setting day; trap tags must match licence {lic}. Call the wharf office to book a truck slot.",
        "Quote the PO number on all packing slips and invoices. Terms: Net 30 from receipt of goods.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, la.pick(rng, "Authorized by (Manager)|Approved - Co-op Manager"))
    d.sign(m + sw + 20, y, sw, "Vendor acknowledgement")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_en_ca_lobster_coop_trap_gear_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ca)


# --------------------------------------------------------------------------- 6 en-NZ kiwifruit packhouse's packaging order

NZ_PLACE = (
    "Te Puke|Katikati|Opotiki|Motueka|Kerikeri|Gisborne|Paengaroa|Edgecumbe|Waihi|Whakatane".split(
        "|"
    )
)
NZ_BUY = [
    "{p} Packhouse Ltd",
    "{p} Fruit Packers Limited",
    "{p} Kiwifruit Co-operative Ltd",
    "{p} Post Harvest Limited",
    "{p} Orchard Services (2014) Ltd",
]
NZ_SUP = "Pacific Pak|Bay Corrugated|Kiwi Punnet|Coastline Labels|Southern Cross Plastics|Aotea Packaging|Tasman Pallets|Rangitoto Print|Harbourside Strapping|Te Awa Liners".split(
    "|"
)
NZ_FORMS = [" Ltd", " Limited", " (NZ) Ltd", " Holdings Ltd"]
NZ_ITEMS = [
    ("Single-layer tray, Zespri Green, 3.3 kg", "ea", 0.78, 1.25),
    ("Modular bulk bin liner 10 kg", "ea", 0.42, 0.75),
    ("Punnet 1 kg clear PET", "ea", 0.16, 0.29),
    ("Pocket pack insert 30-count", "ea", 0.09, 0.18),
    ("Export pallet 1200x1000 ISPM-15", "ea", 24, 36),
    ("Corner boards 1900 mm", "ea", 0.65, 1.1),
    ("PET strapping 12 mm x 2000 m", "coil", 58, 84),
    ("Fruit labels SunGold (roll 2,500)", "roll", 14, 22),
    ("Pallet labels, thermal 100x150 (roll 500)", "roll", 18, 29),
    ("Stretch wrap 500 mm 23 mu", "roll", 21, 34),
    ("Lid, telescopic, printed", "ea", 0.58, 0.96),
]


def _nz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    place = rng.choice(NZ_PLACE)
    buyer = rng.choice(NZ_BUY).format(p=place)
    stem = rng.choice(NZ_SUP)
    sup = stem + rng.choice(NZ_FORMS) if rng.random() < 0.85 else stem
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO######", "P-#####", f"{dt:%y}/####", "######"]))
    grower = la.digits(rng, "KPIN ####")
    job = la.digits(rng, rng.choice(["JOB-####", "J####"]))
    gst = la.digits(rng, "###-###-###")
    stated = stated_of(rng)
    page = [1]

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · GST No. {gst} · accounts@{place.lower().replace(' ', '')}pack.co.nz",
            6.8,
            grey=0.4,
        )
        d.t(r, d.h - 30, f"{page[0]}/{of}" if of else str(page[0]), 7.2, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} - Purchase Order {po} - continued", 9, b=True)
        return 56

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.randint(1, 300)} {rng.choice(['No 1 Road', 'Station Road', 'Quarry Road', 'State Highway 2'])}, {place}",
            la.digits(rng, "Ph 07 ### ####"),
        ],
        8,
        lead=10.5,
    )
    d.t(
        r,
        48,
        la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER - PACKAGING"),
        13,
        b=True,
        al="r",
    )
    pairs = [
        (la.pick(rng, "Order No.|PO Number|Order Number"), po),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "dmy", "dash"]))),
        ("Grower No.", grower),
        ("Season", f"{dt.year} {la.pick(rng, 'SunGold|Green|Red')}"),
    ]
    if rng.random() < 0.5:
        pairs.append(("Job No.", job))
    rng.shuffle(pairs)
    kx = r - 170
    for i, (k, v) in enumerate(pairs):
        d.t(kx, 66 + i * 11.5, k, 8, b=True)
        d.t(r, 66 + i * 11.5, v, 8.4, al="r")
    y = 66 + len(pairs) * 11.5 + 12
    head = rng.choice(["To", "To:", "Supplier", None])
    rows = [
        sup,
        f"{rng.randint(1, 200)} {rng.choice(['Hewletts Road', 'Totara Street', 'Maleme Street', 'Aerodrome Road'])}",
        rng.choice(
            [
                "Mount Maunganui 3116",
                "Tauranga 3110",
                "Hamilton 3204",
                "Auckland 2013",
                "Nelson 7011",
            ]
        ),
    ]
    if rng.random() < 0.5:
        rows.append(
            f"Attn: {rng.choice(['Aroha', 'Mike', 'Sarah', 'Rangi', 'Jo'])} {rng.choice(['Ngata', 'Smith', 'Walker', 'Te Whare', 'Chen'])}"
        )
    yy = la.block(d, m, y, head or "", rows, style="plain" if head else "none", size=8.8)
    yy = max(yy, 66 + len(pairs) * 11.5)
    d.t(m + wd * 0.5, y + 9, "Deliver to:", 8.4, b=True)
    d.lines(
        m + wd * 0.5,
        y + 12,
        [
            f"{buyer.split(' ')[0]} Packhouse, Loading Bay {rng.randint(1, 6)}",
            "Between 7:00 am and 3:00 pm, Mon-Fri",
        ],
        8.4,
        lead=10.5,
    )
    y = max(yy, y + 40) + 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [28, 34])
    lines = more_lines(
        rng,
        NZ_ITEMS,
        n,
        [500, 1000, 2000, 5000, 10000, 20, 40],
        ["(Organic)", "(Export)", "(Domestic)"],
    )
    for k, (it, _, p, _) in enumerate(lines):
        if it[3] >= 5:
            q = Decimal(rng.choice([10, 20, 40, 60, 120]))
            lines[k] = (it, q, p, r2(q * p))
    body = [
        ([it[0], f"{q:,.0f}", it[1], f"{p:.2f}" if p < 1 else en2(p), en2(a) if stated else ""], a)
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.5, 0.12, 0.08, 0.12, 0.18)],
        ["Description", "Qty", "Unit", "Price", "Amount (NZD)"],
        body,
        "lrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    frt = Decimal(rng.choice([0, 0, 120, 180, 250]))
    net = sub + frt
    gstv = r2(net * Decimal("0.15"))
    total = net + gstv
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = m + wd * 0.58
        rows2 = [("Subtotal (excl. GST)", f"${en2(sub)}", False)]
        if frt:
            rows2.append(("Freight", f"${en2(frt)}", False))
        rows2.append(("GST 15%", f"${en2(gstv)}", False))
        y = d.summary(xl, r - 3, y, rows2, 8.6)
        lab = la.pick(rng, "TOTAL ORDER (incl. GST)|Total incl. GST|Amount Due|Order Total NZD")
        if rng.random() < 0.5:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, lab, 9, b=True)
            d.t(r - 3, y + 30, f"NZ${en2(total)}", 12, b=True, al="r")
            y += 40
        else:
            y = d.summary(xl, r - 3, y, [(lab, f"${en2(total)}", True)], 9, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices as per the season supply agreement; the supplier's tax invoice will show the amount.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "All packaging must be food-grade and meet Zespri and MPI export requirements. Please supply certificates of conformance with the first delivery.",
        f"Invoices to accounts payable quoting the order number; payment on the 20th of the month following invoice. Reference {grower} on delivery dockets.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    d.sign(m, y, 180, la.pick(rng, "Authorised by|Approved by (Packhouse Manager)"))
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_en_nz_packhouse_packaging_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nz)


# --------------------------------------------------------------------------- 7 de-DE climbing gym's order for holds, ropes and hire gear

KL_CITY = [
    ("Freiburg", "79114"),
    ("Würzburg", "97076"),
    ("Leipzig", "04229"),
    ("Bielefeld", "33609"),
    ("Kassel", "34123"),
    ("Regensburg", "93053"),
    ("Osnabrück", "49084"),
    ("Dresden", "01139"),
    ("Augsburg", "86167"),
    ("Münster", "48155"),
]
KL_BUY = [
    "Kletterhalle {c} GmbH",
    "Boulderwelt {c} GmbH & Co. KG",
    "DAV Kletterzentrum {c} gGmbH",
    "Blockhelden {c} UG (haftungsbeschränkt)",
    "Vertikal {c} e.V.",
]
KL_SUP = [
    ("Griffschmiede Allgäu GmbH", "Griffschmiede Allgäu"),
    ("Bergsport Huber GmbH & Co. KG", "Bergsport Huber"),
    ("Wandwerk Klettersysteme GmbH", "Wandwerk Klettersysteme"),
    ("Seil & Gurt Vertrieb GmbH", "Seil & Gurt Vertrieb"),
    ("Alpin Technik Schmid AG", "Alpin Technik Schmid"),
    ("Holdbau Kramer GmbH", "Holdbau Kramer e.K."),
    ("Magnesia Müller GmbH", "Magnesia Müller"),
]
KL_ITEMS = [
    ("GR-", "Griffset Jugs XL (10 Stk.), PU", "Set", 89, 145),
    ("GR-", "Volumen Dreieck 60 cm, Sperrholz", "Stk.", 120, 210),
    ("GR-", "Crimps Set M (20 Stk.)", "Set", 64, 98),
    ("SE-", "Einfachseil 10,2 mm, 40 m", "Stk.", 95, 139),
    ("SE-", "Toprope-Seil 10,5 mm, 35 m", "Stk.", 89, 129),
    ("GU-", "Leihgurt Sitzgurt Gr. M", "Stk.", 42, 69),
    ("SC-", "Leihschuh Kletterschuh, Gr. 36-46", "Paar", 48, 79),
    ("KA-", "Schraubkarabiner HMS", "Stk.", 9.5, 16),
    ("KA-", "Expressschlinge 12 cm", "Stk.", 14, 22),
    ("SI-", "Sicherungsgerät Halbautomat", "Stk.", 72, 109),
    ("MA-", "Chalk lose, 5 kg Eimer", "Eimer", 29, 46),
    ("BO-", "Schrauben M10 Inbus, 100 Stk.", "Pack", 18, 32),
    ("WE-", "Bürsten-Set Griffreinigung", "Set", 12, 24),
]


def _kl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|libsans|dejavu"))
    m = rng.uniform(56, 70)
    r = d.w - rng.uniform(40, 52)
    wd = r - m
    bottom = d.h - 70
    city, plz = rng.choice(KL_CITY)
    buyer = rng.choice(KL_BUY).format(c=city)
    formed, bare = rng.choice(KL_SUP)
    sup = bare if rng.random() < 0.2 else formed
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"B-{dt.year}-####", "45######", f"BE{dt:%y}###", f"{dt:%Y}/###"])
    )
    offer = la.digits(rng, rng.choice(["AN-#####", "ANG######", "#####/25"]))
    kdnr = la.digits(rng, rng.choice(["KD ######", "######", "K-#####"]))
    ks = la.digits(rng, rng.choice(["KST ###", "###0"]))
    stated = stated_of(rng)
    page = [1]
    hrb = la.digits(rng, rng.choice(["HRB #####", "HRA ####", "VR ####"]))
    ust = la.digits(rng, "DE#########")
    iban = la.digits(rng, "DE## #### #### #### #### ##")
    street = f"{rng.choice(['Am Bahnhof', 'Industriestraße', 'Gewerbepark Nord', 'Hafenstraße', 'Lagerhausweg'])} {rng.randint(1, 60)}"

    def foot() -> None:
        y0 = d.h - 44
        d.line(m, y0 - 10, r, y0 - 10, 0.4)
        d.t(m, y0, f"{buyer} · {street} · {plz} {city}", 6.6, grey=0.35)
        d.t(m, y0 + 9, f"Amtsgericht {city} {hrb} · USt-IdNr. {ust} · IBAN {iban}", 6.6, grey=0.35)
        d.t(r, y0, f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 58

    d.t(r, 50, buyer, 12, b=True, al="r")
    d.t(r, 62, f"{street} · {plz} {city}", 7.6, al="r", grey=0.3)
    d.t(m, 126, f"{buyer} · {street} · {plz} {city}", 6.4, grey=0.3, maxw=240)
    d.line(m, 129, m + 240, 129, 0.3)
    addr = [
        sup,
        f"{rng.choice(['Hauptstraße', 'Gewerbering', 'Alpenstraße', 'Mühlweg'])} {rng.randint(1, 90)}",
        f"{rng.choice(['87435 Kempten', '83022 Rosenheim', '72764 Reutlingen', '90451 Nürnberg', '82467 Garmisch-Partenkirchen', '35576 Wetzlar'])}",
    ]
    if rng.random() < 0.5:
        addr.insert(
            1,
            f"z. Hd. {rng.choice(['Frau', 'Herrn'])} {rng.choice(['Brandl', 'Kögel', 'Seitz', 'Hartmann', 'Lutz'])}",
        )
    d.lines(m, 136, addr, 9.6, lead=12.5)
    ix = m + 290
    info = [
        (la.pick(rng, "Bestell-Nr.|Bestellnummer|Unsere Bestellung"), po),
        ("Ihr Angebot", offer),
        ("Unsere Kunden-Nr.", kdnr),
        ("Kostenstelle", ks),
        (
            "Ansprechpartner",
            f"{rng.choice(['Jonas', 'Lea', 'Tobias', 'Miriam', 'Felix'])} {rng.choice(['Wagner', 'Becker', 'Krüger', 'Schulte', 'Fuchs'])}",
        ),
        ("Datum", la.dfmt(dt, "dot")),
    ]
    for i, (k, v) in enumerate(info):
        d.t(ix, 130 + i * 11.5, k, 7.8, grey=0.3)
        d.t(ix + 82, 130 + i * 11.5, v, 8.4, b=i == 0)
    y = 222
    subj = la.pick(
        rng,
        f"Bestellung Nr. {po}|Bestellung – Ihr Angebot {offer}|Bestellung Leihmaterial und Griffe",
    )
    d.t(m, y, subj, 10.5, b=True)
    y = wrapped(d, m, y + 14, "Sehr geehrte Damen und Herren,", 9, wd)
    y = (
        wrapped(
            d,
            m,
            y + 2,
            f"vielen Dank für Ihr Angebot {offer}. Wir bestellen zu den dort genannten Konditionen folgende Positionen, Lieferung frei Haus an unsere Halle (Anlieferung über {la.pick(rng, 'den Hof|die Rampe hinten|den Seiteneingang')}):",
            9,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [22, 28])
    lines = more_lines(
        rng, KL_ITEMS, n, [1, 2, 4, 5, 10, 12, 20, 30], ["(gelb)", "(blau)", "(Kinder)"]
    )
    body = [
        (
            [
                str(i * 10),
                la.digits(rng, it[0] + "####"),
                it[1],
                f"{q:,.0f}".replace(",", "."),
                it[2],
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
        [wd * f for f in (0.06, 0.12, 0.4, 0.07, 0.08, 0.12, 0.15)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einh.", "EP €", "Gesamt €"],
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    rab = r2(sub * Decimal(rng.choice([0, 5, 8, 10])) / 100)
    ship = Decimal(rng.choice(["0", "0", "9.90", "19.50", "45.00"]))
    net = sub - rab + ship
    vat = r2(net * Decimal("0.19"))
    total = net + vat
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Warenwert netto", f"{eu(sub)} €", False)]
        if rab:
            rows.append(
                (
                    la.pick(rng, "abzgl. Vereinsrabatt|abzgl. Mengenrabatt|Rabatt"),
                    f"-{eu(rab)} €",
                    False,
                )
            )
        rows.append(("Versandkosten", f"{eu(ship)} €" if ship else "frei", False))
        rows += [
            ("Nettobetrag", f"{eu(net)} €", False),
            ("zzgl. 19 % MwSt.", f"{eu(vat)} €", False),
        ]
        rows.append(
            (la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Endbetrag"), f"{eu(total)} €", True)
        )
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.6, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise gemäß Ihrer gültigen Händlerpreisliste; Abrechnung nach tatsächlicher Liefermenge.",
            8.6,
            wd,
        )
    y += 8
    for t in [
        f"Zahlung: {la.pick(rng, '14 Tage 2 % Skonto, 30 Tage netto|30 Tage netto|10 Tage 3 % Skonto, 30 Tage netto')}. Bitte Bestellnummer auf Lieferschein und Rechnung angeben.",
        "Alle Sicherungsgeräte und Seile mit CE-Kennzeichnung, EN 892 / EN 12277 bzw. EN 15151, Herstellungsdatum nicht älter als 12 Monate.",
        "Mit freundlichen Grüßen",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y + 4, t, 8.2, wd)
    if y + 40 > bottom:
        y = brk()
    y += 34
    d.sign(m, y, 170, f"{buyer} – Hallenleitung")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_de_kletterhalle_material_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kl)


# --------------------------------------------------------------------------- 8 fr-CH blinds maker's order confirmation to a property manager

ST_SUP = [
    ("Stores Dupraz SA", "Stores Dupraz"),
    ("Jaquier Stores & Volets Sàrl", "Jaquier Stores & Volets"),
    ("Léman Protection Solaire SA", "Léman Protection Solaire"),
    ("Stores Rochat Frères Sàrl", "Stores Rochat Frères"),
    ("Atelier du Store Pittet SA", "Atelier du Store Pittet"),
    ("Volets Bovet & Fils SA", "Volets Bovet & Fils"),
]
ST_CITY = [
    "1018 Lausanne",
    "1227 Carouge",
    "1950 Sion",
    "2000 Neuchâtel",
    "1700 Fribourg",
    "1400 Yverdon-les-Bains",
    "1800 Vevey",
    "2300 La Chaux-de-Fonds",
]
ST_CUST = [
    "Régie {x} SA",
    "Gérance {x} Sàrl",
    "{x} Immobilier SA",
    "PPE Les {y}",
    "Commune de {z}, Service des bâtiments",
]
ST_X = "du Rhône|Foncia Léman|Bernard Nicod|Naef|Cardis|Jura Sud|des Alpes|Castella".split("|")
ST_Y = "Tilleuls|Cèdres|Vergers|Mouettes|Platanes|Glycines".split("|")
ST_Z = "Morges|Nyon|Bulle|Monthey|Renens|Martigny".split("|")
ST_ITEMS = [
    ("Store à lamelles 80 mm, manœuvre par moteur", "pce", 620, 980),
    ("Store à lamelles 60 mm, manivelle", "pce", 410, 640),
    ("Store toile bras articulés, toile acrylique", "pce", 1450, 2600),
    ("Store vertical en toile, coulisses", "pce", 520, 880),
    ("Volet roulant aluminium, moteur radio", "pce", 740, 1180),
    ("Remplacement toile store corbeille", "pce", 260, 480),
    ("Moteur tubulaire + télécommande", "pce", 290, 460),
    ("Capteur vent / soleil", "pce", 180, 340),
    ("Démontage et évacuation anciens stores", "forfait", 180, 420),
]


def _st(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(44, 58)
    r = d.w - rng.uniform(38, 50)
    wd = r - m
    bottom = d.h - 60
    formed, bare = rng.choice(ST_SUP)
    sup = bare if rng.random() < 0.2 else formed
    scity = rng.choice(ST_CITY)
    cust = rng.choice(ST_CUST).format(x=rng.choice(ST_X), y=rng.choice(ST_Y), z=rng.choice(ST_Z))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["BC-#####", f"{dt.year}-###", "CMD ######", "#####", f"BDC/{dt:%y}/###"])
    )
    own = la.digits(rng, rng.choice([f"CC-{dt:%y}-####", "AB ######", f"{dt:%y}.####"]))
    offer = la.digits(rng, rng.choice(["OF-#####", f"Offre {dt:%y}-###"]))
    ide = la.digits(rng, "CHE-###.###.### TVA")
    iban = la.digits(rng, "CH## 00## #### #### #### #")
    stated = stated_of(rng)
    page = [1]
    fm = rng.choice(["ch", "sp"])
    slug = "".join(
        c
        for c in unicodedata.normalize("NFKD", bare.split(" ")[-1].lower())
        if c.isalpha() and c.isascii()
    )

    def mon(v: Decimal) -> str:
        return ch(v) if fm == "ch" else grouped(v, " ", ".")

    def foot() -> None:
        d.t(m, d.h - 32, f"{sup} · {scity} · {ide} · IBAN {iban}", 6.6, grey=0.4)
        d.t(r, d.h - 32, f"page {page[0]}/{of}" if of else f"page {page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Confirmation de commande {own} – suite", 9, b=True)
        return 58

    d.t(m, 48, sup, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Route de Genève', 'Chemin du Closel', 'Rue de l’Industrie', 'Z.I. En Budron'])} {rng.randint(1, 60)}",
            f"{scity} · Tél. {la.digits(rng, '02# ### ## ##')}",
            f"info@{slug}.ch",
        ],
        7.8,
        lead=10,
    )
    cx = m + wd * 0.55
    crow_ = [
        cust,
        f"{rng.choice(['Av. de la Gare', 'Rue du Simplon', 'Place Saint-François', 'Av. de Rumine'])} {rng.randint(1, 40)}",
        rng.choice(ST_CITY),
    ]
    if rng.random() < 0.6:
        crow_.insert(
            1,
            f"À l'att. de {rng.choice(['Mme', 'M.'])} {rng.choice(['Favre', 'Rochat', 'Perret', 'Mercier', 'Blanc'])}",
        )
    d.lines(cx, 104, crow_, 9, b_first=True, lead=11.5)
    d.t(
        cx,
        168,
        f"{rng.choice(['Lausanne', 'Sion', 'Vevey', 'Fribourg', 'Neuchâtel'])}, le {la.dfmt(dt, 'long_fr')}",
        8.6,
    )
    y = 186
    d.t(
        m,
        y,
        f"{la.pick(rng, 'CONFIRMATION DE COMMANDE|Confirmation de commande|ACCUSÉ DE RÉCEPTION DE COMMANDE')} N° {own}",
        12.5,
        b=True,
    )
    y += 10
    kv = [
        (la.pick(rng, "Votre commande n°|Votre bon de commande|Votre n° de commande"), po),
        ("Notre offre", offer),
        (
            "Chantier",
            f"{rng.choice(['Immeuble', 'Bâtiment', 'Villa'])} {rng.choice(['Av. des Alpes', 'Ch. des Vignes', 'Rue du Lac', 'Rte de Berne'])} {rng.randint(1, 80)}, {rng.choice(ST_Z)}",
        ),
        (
            "Votre référence",
            f"{rng.choice(['Mme', 'M.'])} {rng.choice(['Favre', 'Rochat', 'Perret', 'Mercier', 'Blanc'])}",
        ),
        ("Délai de pose", f"semaine {(dt + timedelta(days=rng.randint(21, 60))).isocalendar()[1]}"),
    ]
    bh = len(kv) * 12 + 8
    d.box(m, y, wd, bh, fill=0.95)
    for i, (k, v) in enumerate(kv):
        d.t(m + 6, y + 14 + i * 12, k, 8.2, b=i == 0)
        d.t(m + 130, y + 14 + i * 12, v, 8.4, b=i == 0)
    y += bh + 10
    y = (
        wrapped(
            d,
            m,
            y,
            "Madame, Monsieur, nous vous remercions de votre commande et vous en confirmons les conditions ci-dessous :",
            8.6,
            wd,
        )
        + 4
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [24, 30])
    lines = more_lines(
        rng, ST_ITEMS, n, [1, 1, 2, 3, 4, 6, 8], ["(façade sud)", "(attique)", "(cage d'escalier)"]
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        dim = f"{rng.randint(60, 320)} × {rng.randint(120, 280)}" if it[1] == "pce" else ""
        body.append(
            (
                [
                    str(i),
                    it[0],
                    dim,
                    f"{q:,.0f}",
                    it[1],
                    mon(p) if stated else "",
                    mon(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.4, 0.13, 0.06, 0.09, 0.12, 0.15)],
        ["Pos", "Désignation", "L × H cm", "Qté", "Unité", "Prix unit.", "Montant CHF"],
        body,
        "llcrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    brut = sum((a for *_, a in lines), ZERO)
    rab = r2(brut * Decimal(rng.choice([0, 5, 10, 12])) / 100)
    net = brut - rab
    tva = r2(net * Decimal("0.081"))
    total = r05(net + tva)
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total brut", mon(brut), False)]
        if rab:
            rows.append((f"Rabais {rab * 100 / brut:.0f} %", f"-{mon(rab)}", False))
        rows += [("Total net HT", mon(net), False), ("TVA 8,1 %", mon(tva), False)]
        if total != net + tva:
            rows.append(("Arrondi", f"{total - net - tva:+.2f}", False))
        rows.append(
            (
                la.pick(rng, "Total TTC CHF|Montant total CHF|TOTAL DE LA COMMANDE CHF"),
                mon(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.52, r - 3, y, rows, 8.6, box_last=True)
        if rng.random() < 0.6:
            pct = rng.choice([30, 40, 50])
            y = wrapped(
                d,
                m,
                y + 6,
                f"Conditions : acompte de {pct} % à la commande, soit CHF {mon(r05(total * pct / 100))}, facturé séparément ; solde à 30 jours après la pose.",
                8.2,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon notre offre ; la facture sera établie selon métré après pose.",
            8.6,
            wd,
        )
    y += 8
    for t in [
        "Les dimensions seront vérifiées sur place par notre technicien avant fabrication. Toute modification après la prise de mesures sera facturée.",
        "Veuillez contrôler cette confirmation ; sans nouvelles de votre part dans les 5 jours, elle sera considérée comme acceptée.",
        "Avec nos meilleures salutations.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y + 2, t, 8, wd, grey=0.2)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"{sup}")
    d.sign(m + sw + 20, y, sw, "Bon pour accord (client)")
    foot()
    out = finish(d, "fr", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit18_fr_ch_stores_confirmation_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _st)


# --------------------------------------------------------------------------- 9 nl-NL animal shelter's order for food and kennel supplies

DO_PLACE = "Amersfoort|Zwolle|Apeldoorn|Leeuwarden|Tilburg|Breda|Hoorn|Alkmaar|Deventer|Emmen|Venlo|Gouda".split(
    "|"
)
DO_BUY = [
    "Stichting Dierenopvang {p}",
    "Dierenasiel {p} e.o.",
    "Stichting Dierentehuis {p}",
    "Kattenopvang {p}",
    "Stichting Dierenbescherming Regio {p}",
]
DO_SUP = [
    ("Dierenvoeding Groothandel Van Dijk B.V.", "Dierenvoeding Van Dijk"),
    ("Petfood Distributie Nederland B.V.", "Petfood Distributie Nederland"),
    ("Asielbenodigdheden Jansen B.V.", "Jansen Asielbenodigdheden"),
    ("Hokken & Kennels Brouwer B.V.", "Brouwer Hokken & Kennels"),
    ("De Voerspecialist V.O.F.", "De Voerspecialist"),
    ("Diergeneeskundig Depot Oost B.V.", "Depot Oost"),
]
DO_ITEMS = [
    ("Hondenbrokken adult, zak 15 kg", "zak", 28, 46, "21"),
    ("Kattenbrokken sterilised, zak 10 kg", "zak", 31, 52, "21"),
    ("Natvoer kat, blik 400 g (tray 24)", "tray", 17, 29, "21"),
    ("Kattenbakkorrels klontvormend 20 l", "zak", 8.5, 15, "21"),
    ("Knaagdierenvoer 5 kg", "zak", 9, 16, "21"),
    ("Hooi, geperste baal 20 kg", "baal", 9, 14, "9"),
    ("Vlooien- en tekenmiddel kat (3 pip.)", "doos", 14, 24, "21"),
    ("Ontwormingstabletten hond (100 st.)", "pot", 58, 96, "21"),
    ("Transportmand kunststof L", "st.", 24, 42, "21"),
    ("Fleece deken 100x70", "st.", 4.5, 9, "21"),
    ("Desinfectiemiddel kennel 5 l", "can", 19, 34, "21"),
    ("RVS voerbak 1,8 l", "st.", 3.8, 7.5, "21"),
]


def _do(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(40, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    place = rng.choice(DO_PLACE)
    buyer = rng.choice(DO_BUY).format(p=place)
    formed, bare = rng.choice(DO_SUP)
    sup = bare if rng.random() < 0.25 else formed
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["IO-#####", f"{dt.year}-####", "INK######", f"{dt:%y}####"]))
    deb = la.digits(rng, rng.choice(["######", "D-#####"]))
    kp = la.pick(rng, "Honden|Katten|Kleine huisdieren|Algemeen|Quarantaine")
    offer = la.digits(rng, "OFF-#####")
    kvk = la.digits(rng, "########")
    rsin = la.digits(rng, "#########")
    iban = la.digits(rng, "NL## RABO 0### #### ##")
    stated = stated_of(rng)
    page = [1]

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · KvK {kvk} · RSIN {rsin} · {iban} · ANBI-instelling",
            6.6,
            grey=0.4,
        )
        d.t(
            r,
            d.h - 32,
            f"Pagina {page[0]} van {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Inkooporder {po} (vervolg)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Asielweg', 'Polderweg', 'Bosrandweg', 'Industrieweg'])} {rng.randint(1, 80)}, {la.digits(rng, '#### @@')} {place}",
            la.digits(rng, "T 0## ### ## ##"),
        ],
        7.8,
        lead=10,
    )
    d.t(r, 50, la.pick(rng, "INKOOPORDER|Inkooporder|BESTELLING"), 15, b=True, al="r")
    y = 84
    cols_ = [
        (la.pick(rng, "Ordernummer|Inkoopordernr.|Bestelnummer"), po, 1.2),
        ("Datum", la.dfmt(dt, rng.choice(["dash", "dmy"])), 1.0),
        (la.pick(rng, "Debiteurnr.|Ons klantnr."), deb, 1.0),
        ("Kostenplaats", kp, 1.2),
        ("Uw offerte", offer, 1.0),
    ]
    if rng.random() < 0.5:
        cols_.pop()
    if rng.random() < 0.5:
        cols_[0], cols_[1] = cols_[1], cols_[0]
    tw = sum(c[2] for c in cols_)
    y = (
        d.grid(
            m, y, [wd * c[2] / tw for c in cols_], [c[0] for c in cols_], [c[1] for c in cols_], 8.4
        )
        + 16
    )
    lab = rng.choice(["Leverancier", "Aan", None])
    rows = [
        sup,
        f"{rng.choice(['Handelsweg', 'Nijverheidsstraat', 'Edisonstraat', 'Transportweg'])} {rng.randint(1, 120)}",
        f"{la.digits(rng, '#### @@')} {rng.choice(['Barneveld', 'Veghel', 'Nijkerk', 'Oss', 'Doetinchem', 'Meppel'])}",
    ]
    yy = la.block(d, m, y, lab or "", rows, style="plain" if lab else "none", size=9)
    d.t(m + wd * 0.55, y + 9, "Afleveradres", 8.4, b=True)
    d.lines(
        m + wd * 0.55,
        y + 12,
        [
            buyer,
            f"t.a.v. {rng.choice(['Sanne', 'Mark', 'Ilse', 'Joost', 'Femke'])} ({kp.lower()})",
            "Levering ma-vr 9.00-16.00 uur",
        ],
        8.2,
        lead=10.5,
    )
    y = max(yy, y + 48) + 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [28, 34])
    lines = more_lines(
        rng, DO_ITEMS, n, [1, 2, 4, 5, 6, 10, 12, 20], ["(pup)", "(senior)", "(light)"]
    )
    body = [
        (
            [
                f"{q:,.0f}".replace(",", "."),
                it[1],
                it[0],
                f"{it[4]}%",
                f"€ {eu(p)}" if stated else "",
                f"€ {eu(a)}" if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.08, 0.08, 0.46, 0.08, 0.14, 0.16)],
        ["Aantal", "Eenh.", "Omschrijving", "BTW", "Prijs", "Bedrag"],
        body,
        "rclcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    dpct = rng.choice([0, 0, 5, 10])
    by: dict[str, Decimal] = {}
    for it, _, _, a in lines:
        by[it[4]] = by.get(it[4], ZERO) + a
    disc = r2(sub * dpct / 100)
    vats = {k: r2(v * (100 - dpct) / 100 * Decimal(k) / 100) for k, v in sorted(by.items())}
    total = sub - disc + sum(vats.values(), ZERO)
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows2 = [("Subtotaal excl. BTW", f"€ {eu(sub)}", False)]
        if disc:
            rows2.append((f"Korting goed doel {dpct}%", f"-€ {eu(disc)}", False))
        for k, v in vats.items():
            rows2.append((f"BTW {k}%", f"€ {eu(v)}", False))
        rows2.append((la.pick(rng, "Totaal|Totaalbedrag|Saldo|Te betalen"), f"€ {eu(total)}", True))
        y = d.summary(
            m + wd * 0.56, r - 3, y, rows2, 8.6, shade=0.9 if rng.random() < 0.5 else None
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prijzen volgens de afgesproken jaarprijslijst; het bedrag volgt op uw factuur.",
            8.6,
            wd,
        )
    y += 10
    for t in [
        "Vermeld ons ordernummer en debiteurnummer op pakbon en factuur. Facturen graag per e-mail naar crediteuren.",
        "Betaling binnen 30 dagen na factuurdatum. Wij zijn een ANBI; giften in natura worden op een aparte pakbon gewaardeerd.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, la.pick(rng, "Akkoord coördinator|Voor akkoord (bestuur)"))
    d.sign(m + sw + 20, y, sw, "Orderbevestiging leverancier")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_nl_dierenopvang_voer_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _do)


# --------------------------------------------------------------------------- 10 es-MX poultry farm's order for vaccines, equipment and litter

GA_BUY = [
    "Granja Avícola {x} S.A. de C.V.",
    "Avícola {x} S.P.R. de R.L.",
    "Productora de Huevo {x} S.A. de C.V.",
    "Pollos {x} S. de R.L. de C.V.",
]
GA_X = "El Sauz|San Isidro|La Esperanza|Los Altos|Santa Fe|El Rosario|Tepeyac|La Loma|Las Palmas|San Juan".split(
    "|"
)
GA_SUP = [
    ("Biológicos Veterinarios del Bajío S.A. de C.V.", "Biológicos Veterinarios del Bajío"),
    ("Equipos Avícolas de Occidente S.A. de C.V.", "Equipos Avícolas de Occidente"),
    ("Distribuidora Pecuaria Jalisco S. de R.L. de C.V.", "Distribuidora Pecuaria Jalisco"),
    ("Agroinsumos Tepa S.A. de C.V.", "Agroinsumos Tepa"),
    ("Comercializadora Zootécnica del Norte S.A. de C.V.", "Zootecnia del Norte"),
    ("Viruta y Aserrín Hernández", "Viruta y Aserrín Hernández"),
]
GA_CITY = "Tepatitlán, Jal.|San Juan de los Lagos, Jal.|Tehuacán, Pue.|Cd. Obregón, Son.|Gómez Palacio, Dgo.|Mérida, Yuc.|Aguascalientes, Ags.|Celaya, Gto.".split(
    "|"
)
GA_ITEMS = [
    ("Vacuna Newcastle cepa La Sota, 1000 dosis", "fco", 140, 260, "0"),
    ("Vacuna Gumboro intermedia, 2500 dosis", "fco", 380, 620, "0"),
    ("Vacuna Marek HVT, 2000 dosis", "amp", 520, 880, "0"),
    ("Bebedero de niple con regulador, línea 3 m", "pza", 420, 690, "16"),
    ("Comedero de tolva 20 kg", "pza", 180, 310, "16"),
    ("Criadora a gas 30,000 BTU", "pza", 2100, 3600, "16"),
    ("Viruta de pino para cama, paca 20 kg", "paca", 68, 115, "0"),
    ("Desinfectante amonio cuaternario 20 L", "garrafa", 690, 1150, "16"),
    ("Cortina de polietileno para caseta, rollo 50 m", "rollo", 2400, 3900, "16"),
    ("Electrolitos y vitaminas hidrosolubles 1 kg", "bolsa", 210, 390, "0"),
    ("Termohigrómetro digital", "pza", 260, 480, "16"),
    ("Cono de huevo 30 piezas (paquete 140)", "paq", 290, 470, "16"),
]


def _ga(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter if rng.random() < 0.6 else A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    x_ = rng.choice(GA_X)
    buyer = rng.choice(GA_BUY).format(x=x_)
    formed, bare = rng.choice(GA_SUP)
    sup = bare if rng.random() < 0.15 else formed
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["OC-#####", f"OC{dt:%y}-####", "######", f"GA/{dt.year}/###"]))
    req = la.digits(rng, rng.choice(["REQ-####", "RQ#####"]))
    cot = la.digits(rng, rng.choice(["COT-####", "C-#####"]))
    cc = (
        f"Caseta {rng.randint(1, 24)}"
        if rng.random() < 0.6
        else la.pick(rng, "Incubadora|Reproductoras|Engorda Lote 3|Postura Módulo B")
    )
    rfc_b = la.digits(rng, "@@@######@@#")
    stated = stated_of(rng)
    page = [1]
    city = rng.choice(GA_CITY)

    def foot() -> None:
        d.t(m, d.h - 32, f"{buyer} · RFC {rfc_b} · {city}", 6.8, grey=0.4)
        d.t(
            r,
            d.h - 32,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Orden de compra {po} (continúa)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 13, b=True, maxw=wd * 0.6)
    d.lines(
        m,
        54,
        [
            f"Carretera {rng.choice(['Tepa-Arandas', 'Federal 45', 'a Lagos'])} km {rng.randint(2, 60)}, {city}",
            f"RFC: {rfc_b} · Tel. {la.digits(rng, '(###) ### ####')}",
        ],
        7.8,
        lead=10,
    )
    gw = [70, 90]
    gx = r - sum(gw)
    d.box(gx, 30, sum(gw), 18, fill=0.2)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 10.5)
    d.c.drawCentredString(gx + sum(gw) / 2, d.h - 43, "ORDEN DE COMPRA")
    grid_rows = [
        (la.pick(rng, "No.|Folio|Número"), po),
        ("Fecha", la.dfmt(dt, rng.choice(["dmy", "long_es"]))),
        ("Requisición", req),
    ]
    if rng.random() < 0.5:
        grid_rows.append(("Cotización", cot))
    for i, (k, v) in enumerate(grid_rows):
        yy = 48 + i * 15
        d.box(gx, yy, gw[0], 15, fill=0.9)
        d.box(gx + gw[0], yy, gw[1], 15)
        d.t(gx + 4, yy + 10.5, k, 7.8, b=True)
        d.t(r - 4, yy + 10.5, v, 8.2, al="r", b=i == 0, maxw=gw[1] - 6)
    y = 48 + len(grid_rows) * 15 + 16
    cw = (wd - 16) / 2
    prov = [
        sup,
        f"RFC: {la.digits(rng, '@@@######@@#')}",
        f"{rng.choice(['Av. Juárez', 'Calle Hidalgo', 'Blvd. Anacleto González Flores', 'Periférico Sur'])} {rng.randint(10, 3000)}",
        rng.choice(GA_CITY),
        f"Contacto: {rng.choice(['Ing.', 'MVZ', 'Lic.'])} {rng.choice(['Gutiérrez', 'Navarro', 'Franco', 'Padilla', 'Barba'])}",
    ]
    style = rng.choice(["bar", "box", "side", "plain"])
    plab = la.pick(rng, "Proveedor|PROVEEDOR|Proveedor:")
    if style == "side" and d.width(plab, 8.4, True) + d.width(sup, 8.4, True) + 12 > cw:
        style = "plain"
    if style == "box" and d.width(sup, 8.4, True) + 12 > cw:
        style = "bar"
    y1 = la.block(d, m, y, plab, prov, style=style, w=cw, size=8.4)
    ent = [buyer, f"Granja {x_} – {cc}", city, la.digits(rng, "Centro de costos: CC-###")]
    y2 = la.block(
        d,
        m + cw + 16,
        y,
        la.pick(rng, "Facturar y entregar a|Entregar en|Cliente"),
        ent,
        style="bar" if style != "side" else "plain",
        w=cw,
        size=8.4,
    )
    y = max(y1, y2) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 32])
    lines = more_lines(
        rng,
        GA_ITEMS,
        n,
        [2, 4, 5, 10, 20, 40, 100],
        ["(lote 2)", "(reposición)", "(caseta nueva)"],
        big=2000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}",
                it[1],
                f"{it[4]}%",
                en2(p) if stated else "",
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
        [wd * f for f in (0.05, 0.45, 0.08, 0.09, 0.07, 0.12, 0.14)],
        ["#", "Descripción", "Cant.", "Unidad", "IVA", "P. unitario", "Importe"],
        body,
        "llrccrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    base16 = sum((a for it, _, _, a in lines if it[4] == "16"), ZERO)
    iva = r2(base16 * Decimal("0.16"))
    total = sub + iva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Subtotal", f"${en2(sub)}", False),
            ("IVA tasa 0%", "$0.00", False),
            ("IVA 16%", f"${en2(iva)}", False),
        ]
        rows.append(
            (
                la.pick(rng, "Total|Importe total|TOTAL M.N.|Total de la orden"),
                f"${en2(total)}",
                True,
            )
        )
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6, box_last=True)
        y = wrapped(d, m, y + 2, mx_words(total), 7.8, wd, b=True)
        if rng.random() < 0.4:
            pct = rng.choice([30, 50])
            ant = r2(total * pct / 100)
            y = wrapped(
                d,
                m,
                y + 4,
                f"Anticipo {pct}% con esta orden: ${en2(ant)} · Saldo contra entrega: ${en2(total - ant)}",
                8.2,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {cot}; el importe se confirmará con la factura (CFDI 4.0).",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Los biológicos deben entregarse en cadena fría (2-8 °C) con registro de temperatura; se rechazará producto con menos de 6 meses de caducidad.",
        "Favor de citar el número de esta orden en su factura (CFDI, uso G01, forma de pago 99) y en la remisión. Entregas en horario de bioseguridad: 7:00 a 11:00 h.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 40) / 3
    for k, s in enumerate(
        ["Elaboró (Compras)", "Autorizó (Gerente de granja)", "Acepta proveedor"]
    ):
        d.sign(m + k * (sw + 20), y, sw, s)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit18_es_mx_granja_avicola_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ga)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit18_") and callable(fn)
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind38 (`blind39_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-GB, en-IN, de-CH, fr-BE, it-IT and es-MX.

- blind39_zh_guangfu_zujian_caigou: a mainland Chinese solar installer's module order (the
  installer's letterhead and a rule in its colour, portrait or landscape, a ruled grid with
  the order number beside project name / project number and a framework, tender or contract
  number, delivery to the site; the 供应商 / 卖方 / 供方 named under the grid; module lines
  priced per watt (pieces × W × 元/W) beside balance-of-system lines per unit, a kWp sum,
  13 % VAT included or added, 大写, a prepayment percentage with its amount, a seal).
- blind39_zh_chongwu_yiyuan_haocai: a Chinese veterinary clinic's drug and consumables order
  (a coloured side bar and the clinic's name, the order number in an outlined box at the right,
  unruled supplier and clinic panels side by side in either order, an unruled item list with
  hairlines, free-goods lines at 0.00, a count line, 货款合计 / 满减 / 运费 and the payable sum
  right-aligned in colour, cold-chain remarks).
- blind39_tw_hongbei_yuanliao_baocai: a Taiwanese bakery chain's central-kitchen order for flour
  and packaging (the chain's name centred, a label / value grid with 廠商名稱 beside the order
  number, 廠商編號 and 請購單號, quantity columns per delivery date plus a total column, whole
  NT$, 未稅 / 營業稅 5% / 含稅 boxed at the right, the copies' distribution in the footer).
- blind39_ja_sharyo_center_buhin_chumon: a Japanese railway depot's parts order (注文書 centred,
  a small ruled box at the right with 注文番号 / 注文日 / 要求番号, the supplier with 御中 or 殿
  at the top left, the railway and depot below at the right with a square seal, a grid of
  delivery place, 対象形式, 検査区分 and a unit-price contract, drawing-number lines, 小計 /
  消費税 / 合計 rows, approval stamp boxes).
- blind39_en_gb_museum_exhibition_build_po: a British museum's order to an exhibition fit-out
  contractor (the museum's name left, the order's key / value list at the right beside the
  supplier block, with or without a label, an exhibition band with install, opening and derig
  dates, work-package lines, net / VAT 20 % or zero-rated / total, then a stage-payment schedule
  of percentages and amounts, retention, charity and VAT numbers in the footer).
- blind39_en_in_port_authority_work_order: an Indian port authority's work order as a letter
  (centred letterhead, file number and date, WORK ORDER with its number, "To," and the
  contractor at times after "M/s.", subject and references to tender, offer and LOA numbers,
  a schedule of quantities in Indian digit grouping, CGST + SGST or IGST, the total in words,
  performance security and EMD sums, "Yours faithfully", copy-to line).
- blind39_de_ch_bibliothek_buchbestellung: a Swiss library's book order to a bookseller (a
  window address with the sender line, the order data at the right, ISBN / title (publisher) /
  copies / price / library discount / net lines, MWST 2,6 % on books and 8,1 % on processing
  services, a 5-Rappen-rounded total in 1'234.50, "Freundliche Grüsse").
- blind39_fr_be_carriere_consommables: a Belgian quarry's order for wear parts and consumables
  (a shaded head band with the quarry and the title, Fournisseur and Livrer à columns in either
  order, the supplier's label at times absent, a label-over-value grid with the purchase-request
  and cost-centre numbers, the machine it is for, per-line remise, Total HTVA / TVA 21 % /
  Total TVAC, company number, RPM and IBAN in the footer).
- blind39_it_noleggio_attrezzature_set: an Italian film production's equipment-hire order (the
  production company's head, Spett.le and the rental house at the right, the film's title,
  pick-up and return dates, shooting days and the charged-days coefficient, day rate × days
  less discount, all-risks insurance, imponibile / IVA 22 % / totale, a security deposit).
- blind39_es_mx_confirmacion_pedido_programa: a Mexican seller's order confirmation (the
  seller's letterhead with RFC, a box with its own sales-order number, customer block and a
  reference box quoting the customer's purchase order and the quotation, lines, Subtotal /
  descuento / IVA 16 % / Total with the amount in words, then a delivery programme of dated
  partial quantities, CLABE bank data).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, enquiry, quotation, tender, LOA, file,
framework, contract, project or the seller's sales-order number; on the seller's confirmation
the customer's order number); the supplier exactly as printed on its own first line (the
vendor, contractor or rental house; the seller of a confirmation; never "M/s.", 御中 or 殿);
the grand total as "1234.50" (whole NT$ and yen as "1234.00"; after discounts, incl. tax,
before deposits and retentions; "" when the document states none, about one document in
eleven).
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
from families_blind17 import in_money_words, inr, mx_words, r2, wrapped  # noqa: E402
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


def ch(v: Decimal) -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, "'", ".")


def en2(v: Decimal) -> str:
    return grouped(v)


def r05(v: Decimal) -> Decimal:
    """Rounded to five Rappen."""
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- 1 zh-Hans solar installer's module order priced per watt

GF_CITY = (
    "合肥 常州 嘉兴 无锡 扬州 泰州 盐城 宜兴 义乌 连云港 滁州 上饶 宿迁 芜湖 济宁 衢州".split()
)
GF_B = "晶辉 阳帆 光耀 昱能 日升 清源 曜阳 恒光 熠能 天恒 绿电 向阳 聚光 普照 新辰 华曦".split()
GF_BUY = [
    "{c}{b}新能源科技有限公司",
    "{c}{b}光伏工程有限公司",
    "{c}{b}电力工程有限公司",
    "{b}绿能（{c}）有限公司",
    "{c}{b}能源发展有限公司",
]
GF_SUP_FORMED = [
    "{c}{b}光电科技有限公司",
    "{c}{b}光伏科技股份有限公司",
    "{b}太阳能电力（{c}）有限公司",
    "{c}{b}新能源材料有限公司",
    "{c}{b}电气有限公司",
]
GF_SUP_BARE = ["{c}{b}光伏材料经营部", "{c}市{b}电气设备商行", "{b}光伏配件厂"]
GF_PROJ = [
    "{c}{x}工业园屋顶分布式光伏项目",
    "{c}{x}物流园 {mw}MWp 屋顶光伏电站",
    "{x}农光互补光伏电站（{mw}MWp）",
    "{c}{x}整县推进户用光伏（第{k}批）",
    "{x}食品厂 {mw}MWp 自发自用光伏项目",
]
GF_X = "高新区 经开区 临港 北湖 东湖 滨江 南山 新桥 西郊".split()
GF_MOD = [
    ("单晶PERC组件", "{w}W 双面双玻 182", [545, 550, 555]),
    ("N型TOPCon组件", "{w}W 双面 210R", [580, 585, 590, 600]),
    ("HJT异质结组件", "{w}W 双玻 210", [700, 705, 710]),
    ("单晶组件 全黑", "{w}W 单面 户用款", [430, 440, 450]),
]
GF_BOS = [
    ("组串式逆变器", "110kW 三相", "台", 9800, 16500),
    ("组串式逆变器", "50kW 三相", "台", 5200, 8600),
    ("光伏专用电缆", "PV1-F 1×4mm² 红/黑", "米", 2.6, 4.2),
    ("MC4连接器", "1500V 公母对", "对", 2.5, 6),
    ("铝合金导轨", "彩钢瓦屋面 4.2m", "根", 62, 118),
    ("光伏支架", "镀锌 C型钢 固定式", "套", 380, 760),
    ("汇流箱", "16进1出 防雷", "台", 1100, 2600),
    ("数据采集器", "4G 监控", "台", 650, 1500),
]


def _gf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(GF_CITY, 2)
    b1, b2 = rng.sample(GF_B, 2)
    buyer = rng.choice(GF_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, GF_SUP_FORMED, GF_SUP_BARE, 0.2).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "CG{Y}{m}{n4}|PO-{y}{m}-{n3}|GF{Y}{n5}|{b}CG-{Y}-{n4}".replace("{b}", "XN")
    )
    proj_no = cj.number(rng, d, "XM-{Y}-{n3}|PV{y}{n4}|{Y}GF{n3}")
    con = cj.number(rng, d, "KJXY-{Y}-{n3}|HT{y}{m}{n3}|ZB-{Y}-{n4}")
    mw = rng.choice(["1.2", "2.5", "3.6", "5.8", "0.8", "6.4"])
    proj = rng.choice(GF_PROJ).format(c=c1, x=rng.choice(GF_X), mw=mw, k=rng.randint(1, 6))
    stated = stated_of(rng)
    incl = rng.random() < 0.7
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|采购单号")
    ink = rng.choice([Color(0.05, 0.35, 0.6), Color(0.1, 0.45, 0.3), black])

    def foot() -> None:
        s_ = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　光伏组件采购订单（续）", 9, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 9, align="r")
        return 46

    pdf.text(m, 40, buyer, 15, bold=True, colour=ink)
    pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY)
    pdf.line(m, 60, right, 60, lw=1.4, colour=ink)
    title = cj.pick(rng, "光伏组件采购订单|组件及配套设备采购订单|采购订单（光伏组件）")
    pdf.text(pdf.w / 2, 86, title, 17, align="c", bold=True)
    y = 100
    ws = cj.rel(wd, [14, 36, 14, 36])
    rows = [
        [po_lab, po, "下单日期", cj.fdate(d, rng.choice(["cn", "iso"]))],
        ["项目名称", proj],
        ["项目编号", proj_no, cj.pick(rng, "框架协议号|招标编号|合同编号"), con],
        [
            "交货地点",
            f"{cj.zh_addr(rng)}（项目现场）",
            "要求到货",
            cj.fdate(cj.later(rng, d, 7, 30), "cn"),
        ],
    ]
    if rng.random() < 0.4:
        rows[2], rows[3] = rows[3], rows[2]
    y = kgrid(pdf, m, y, ws, rows, h=19, size=8.4, ink=ink, fill=PALE) + 12
    sup_lab = cj.pick(rng, "供应商|卖方|供货单位|供方")
    pdf.text(m, y + 10, f"{sup_lab}：", 9, bold=True)
    pdf.text(m + 52, y + 10, sup, 9.6, bold=True)
    y += 24
    for ln in [
        f"联系人：{cj.person(rng)}　手机：{cj.mobile(rng)}",
        f"开户行：{cj.bank(rng)[0]}　账号：{cj.bank(rng)[1]}"
        if rng.random() < 0.5
        else f"统一社会信用代码：{cj.credit_code(rng)}",
    ]:
        pdf.text(m + 52, y, ln, 8, colour=GREY)
        y += 13
    y += 6
    nmod = rng.choice([1, 1, 2])
    nb = n_lines(rng, [0, 1, 2, 3, 4, 5], [20, 26])
    items = []
    for name, spec, ws_ in rng.sample(GF_MOD, nmod):
        w = rng.choice(ws_)
        pcs = (
            rng.choice([36, 72, 144, 216, 620, 1240, 2480, 3100])
            if nb < 20
            else rng.choice([36, 72])
        )
        pw = Decimal(rng.randint(68, 96)) / 100
        amt = r2(pcs * w * pw)
        items.append(
            (
                [
                    name,
                    spec.format(w=w),
                    f"{pcs:,}",
                    "块",
                    f"{pcs * w:,}",
                    f"{pw:.2f} 元/W",
                    cj.money(amt),
                ],
                amt,
            )
        )
    for it, q, p, a in more_lines(
        rng, GF_BOS, nb, [1, 2, 4, 10, 20, 50, 200, 500], ["（备品）", "（二期）", "（加长）"]
    ):
        items.append(
            ([it[0], it[1], f"{q:,.0f}", it[2], "—", f"{cj.money(p)} 元/{it[2]}", cj.money(a)], a)
        )
    sub = sum((a for _, a in items), ZERO)
    heads = ["品名", "规格型号", "数量", "单位", "容量(W)", "单价", "金额（元）"]
    body = [([str(i), *c], a) for i, (c, a) in enumerate(items, 1)]
    if not stated:
        body = [([*c[:6], "按签约价", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 20, 22, 10, 6, 12, 13, 14]),
        ["序号", *heads],
        body,
        "cllrcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    watts = sum(int(c[4].replace(",", "")) for c, _ in items if c[4] != "—")
    tax = r2(sub - sub / Decimal("1.13")) if incl else r2(sub * Decimal("0.13"))
    total = sub if incl else sub + tax
    if y + 120 > bottom:
        y = brk()
    y += 10
    pdf.text(m, y + 4, f"组件合计容量：{watts / 1000:,.2f} kWp", 8.6)
    if stated:
        rx = right - 210
        if incl:
            rows_ = [("合计金额（含13%增值税）", cj.money(total)), ("其中税额", cj.money(tax))]
        else:
            rows_ = [
                ("不含税金额", cj.money(sub)),
                ("增值税（13%）", cj.money(tax)),
                ("价税合计", cj.money(total)),
            ]
        for k, (lab, v) in enumerate(rows_):
            big = k == (0 if incl else 2)
            pdf.text(rx, y + 4, lab, 9 if big else 8.4, bold=big)
            pdf.text(right, y + 4, f"¥{v}", 10 if big else 8.4, align="r", bold=big)
            y += 16
        pdf.text(m, y + 4, f"人民币大写：{cj.daxie(total)}", 8.6)
        y += 18
        if rng.random() < 0.6:
            pct = rng.choice([10, 20, 30])
            pdf.text(
                m,
                y + 4,
                f"付款方式：合同签订后预付{pct}%（¥{cj.money(r2(total * pct / 100))}），到货验收后付{90 - pct}%，质保金10%。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 22, "价格：按双方框架协议约定单价执行，最终金额以结算单为准。", 8.6)
        y += 30
    terms = [
        "1. 组件须提供 IEC/CQC 认证及出厂 EL 检测报告，功率正公差 0~+5W。",
        f"2. 质保：产品质保{rng.choice([12, 15])}年，线性功率质保{rng.choice([25, 30])}年。",
        "3. 送货单须注明本订单编号及项目名称，否则现场不予签收。",
    ]
    for t in terms:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 80 > bottom:
        y = brk()
    y += 26
    pdf.text(m, y, f"采购方（盖章）：{buyer}", 8.6)
    pdf.text(m + wd / 2 + 10, y, "供方确认（盖章）：", 8.6)
    pdf.text(m, y + 18, f"经办人：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 2 + 10, y + 18, "签字：", 8.4)
    if rng.random() < 0.7:
        pdf.stamp(m + 130, y + 4, buyer, rng, caption="合同专用章", r=36)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind39_zh_guangfu_zujian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gf)


# --------------------------------------------------------------------------- 2 zh-Hans veterinary clinic's supplies order, unruled list

CW_CITY = "成都 重庆 武汉 长沙 南宁 昆明 贵阳 厦门 福州 南昌 太原 兰州 大连 烟台 珠海 惠州".split()
CW_B = "爱宠 萌爪 瑞派 宠康 安心 佳贝 小熊 毛孩 福宠 优宠 贝乐 乐宠 宠佳 欢喵 汪星 康贝".split()
CW_CLINIC = [
    "{c}{b}宠物医院有限公司",
    "{c}市{b}动物诊疗有限公司",
    "{b}动物医院（{c}{x}店）",
    "{c}{b}宠物诊所",
    "{c}{b}动物医疗连锁有限公司",
]
CW_X = "高新 江北 天河 武侯 雨花 思明 南湖 滨海 开发区".split()
CW_SUP_FORMED = [
    "{c}{b}动物药业有限公司",
    "{c}{b}兽药经营有限公司",
    "{c}{b}宠物医疗器械有限公司",
    "{b}动保科技（{c}）有限公司",
    "{c}{b}生物科技有限公司",
]
CW_SUP_BARE = ["{c}{b}兽药店", "{c}市{b}兽药批发部", "{b}宠物药品经营部", "{c}{b}动物保健品商行"]
CW_ITEMS = [
    ("犬用驱虫药 体内外同驱", "10-20kg犬 3片/盒", "盒", 120, 210),
    ("猫三联疫苗", "1头份/支", "支", 48, 95),
    ("犬四联疫苗", "1头份/支", "支", 42, 88),
    ("狂犬病灭活疫苗", "1ml/瓶 兽药字", "瓶", 18, 36),
    ("阿莫西林克拉维酸钾片", "250mg×10片", "盒", 38, 76),
    ("美洛昔康口服混悬液", "32ml", "瓶", 68, 135),
    ("丙泊酚注射液", "20ml:200mg", "支", 22, 45),
    ("一次性静脉留置针", "24G 50支/盒", "盒", 55, 110),
    ("医用外科缝合线", "3-0 可吸收 12根/盒", "盒", 160, 320),
    ("伊丽莎白圈", "M号 10个/包", "包", 35, 70),
    ("犬猫处方粮 肾脏护理", "2kg/袋", "袋", 140, 260),
    ("耳道清洁液", "120ml", "瓶", 32, 68),
    ("宠物尿垫", "60×90cm 50片", "包", 38, 72),
    ("氯化钠注射液", "0.9% 250ml", "瓶", 3.5, 7),
    ("血常规检测试剂", "五分类 1L", "桶", 420, 880),
    ("猫瘟抗原检测试纸", "10人份/盒", "盒", 95, 190),
    ("一次性手术衣", "灭菌 L号", "件", 12, 26),
    ("碘伏消毒液", "500ml", "瓶", 8, 16),
]


def _cw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(38, 52)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(CW_CITY, 2)
    b1, b2 = rng.sample(CW_B, 2)
    clinic = rng.choice(CW_CLINIC).format(c=c1, b=b1, x=rng.choice(CW_X))
    sup = bare_or(rng, CW_SUP_FORMED, CW_SUP_BARE, 0.35).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DH{y}{m}{d}{n3}|{Y}{m}{d}-{n2}|CW-{y}{n5}|YP{Y}{m}{n3}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|报价{n4}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订货单号|订单号|单号|采购单号")
    green = rng.choice([Color(0.1, 0.5, 0.45), Color(0.85, 0.45, 0.15), Color(0.3, 0.3, 0.65)])

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 26, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{clinic}　药房 / 耗材库", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{po_lab}：{po}（续）", 8.8, colour=green)
        return 48

    pdf.rect(m, 30, 6, 30, fill=green, stroke=None)
    pdf.text(m + 14, 46, clinic, 13, bold=True)
    pdf.text(
        m + 14, 59, cj.pick(rng, "药品耗材订货单|兽药及耗材采购单|药品器械订货单"), 10, colour=green
    )
    box_w = 150
    pdf.rect(right - box_w, 30, box_w, 34, stroke=green, lw=0.8)
    pdf.text(right - box_w + 6, 44, po_lab, 7.4, colour=GREY)
    pdf.text(right - 6, 58, po, 11, align="r", bold=True)
    y = 84
    pw = (wd - 20) / 2
    left = [
        (cj.pick(rng, "供货商|供应商|供货单位"), sup),
        ("联系人", f"{cj.person(rng)} {cj.mobile(rng)}"),
        (
            "经营许可证",
            f"（{rng.choice(['川', '渝', '鄂', '湘', '桂', '滇'])}）兽药经营证字{rng.randint(10000000, 99999999)}号",
        ),
    ]
    rightp = [
        ("订货方", clinic),
        ("收货地址", cj.zh_addr(rng)),
        ("收货人", f"{cj.person(rng)} {cj.mobile(rng)}"),
        ("订货日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
    ]
    if rng.random() < 0.4:
        rightp.append(("参考报价", qt))
    panels = [left, rightp] if rng.random() < 0.6 else [rightp, left]
    yy_max = y
    for k, p in enumerate(panels):
        x = m + k * (pw + 20)
        yy = y
        for lab, val in p:
            pdf.text(x, yy + 10, f"{lab}：", 8.2, colour=GREY)
            lines = cj.wrap(val, 8.6, pw - 64)
            for i, ln in enumerate(lines):
                pdf.text(
                    x + 62,
                    yy + 10,
                    ln,
                    9 if i == 0 and lab in ("订货方",) or val == sup else 8.6,
                    bold=val in (sup, clinic),
                )
                yy += 14
        yy_max = max(yy_max, yy)
    y = yy_max + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 11, 13], [32, 40])
    lines = more_lines(
        rng, CW_ITEMS, n, [1, 2, 3, 5, 10, 20, 50], ["（大包装）", "（进口）", "（备用）"]
    )
    gifts = rng.random() < 0.4
    sub = sum((a for *_, a in lines), ZERO)
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
                ],
                a,
            )
        )
    if gifts:
        g = rng.choice(CW_ITEMS)
        body.append(
            (
                [
                    str(len(body) + 1),
                    f"{g[0]}（赠品）",
                    g[1],
                    g[2],
                    str(rng.choice([1, 2, 5])),
                    "0.00" if stated else "",
                    "0.00" if stated else "",
                ],
                ZERO,
            )
        )
    ws = cj.rel(wd, [5, 30, 22, 7, 8, 12, 14])
    heads = ["#", "品名", "规格", "单位", "数量", "单价", "金额"]

    def head(yy: float) -> float:
        for k, (w, h) in enumerate(zip(ws, heads)):
            x = m + sum(ws[:k])
            pdf.text(
                x + (w - 3 if k >= 4 else 3),
                yy + 11,
                h,
                8.2,
                bold=True,
                align="r" if k >= 4 else "l",
                colour=green,
            )
        pdf.line(m, yy + 16, right, yy + 16, lw=1, colour=green)
        return yy + 18

    y = head(y)
    for cells, _ in body:
        if y + 17 > bottom:
            y = head(brk())
        for k, (w, s) in enumerate(zip(ws, cells)):
            x = m + sum(ws[:k])
            pdf.text(
                x + (w - 3 if k >= 4 else 3), y + 11, s, 8, align="r" if k >= 4 else "l", maxw=w - 5
            )
        y += 16
        pdf.line(m, y, right, y, lw=0.3, colour=Color(0.75, 0.75, 0.75))
    off = ZERO
    if sub > 1500 and rng.random() < 0.5:
        off = Decimal(rng.choice([50, 100, 150, 200]))
    fr = Decimal(rng.choice([0, 0, 0, 15, 20])) if sub < 800 else ZERO
    total = sub - off + fr
    if y + 90 > bottom:
        y = brk()
    y += 8
    qsum = sum(int(c[4].replace(",", "")) for c, _ in body)
    pdf.text(m, y + 10, f"品种数：{len(body)}　数量合计：{qsum:,}", 8.4)
    if stated:
        pdf.text(right, y + 10, f"货款合计：¥{cj.money(sub)}", 8.6, align="r")
        y += 16
        if off:
            pdf.text(
                right,
                y + 10,
                f"{cj.pick(rng, '满减优惠|订货返利|促销折让')}：-¥{cj.money(off)}",
                8.6,
                align="r",
            )
            y += 16
        if fr:
            pdf.text(right, y + 10, f"运费：¥{cj.money(fr)}", 8.6, align="r")
            y += 16
        lab = cj.pick(rng, "应付金额|实付金额|订单总额|合计应付")
        pdf.text(
            right, y + 16, f"{lab}：¥{cj.money(total)}", 11.5, align="r", bold=True, colour=green
        )
        y += 26
        if rng.random() < 0.5:
            pdf.text(right, y + 6, f"（大写：{cj.daxie(total)}）", 8, align="r", colour=GREY)
            y += 14
    else:
        y += 16
        pdf.text(m, y + 6, "单价以供货商当月报价单为准，送货时随货附出库单及发票。", 8.4)
        y += 14
    y += 12
    notes = [
        "疫苗、生物制品须全程冷链（2-8℃）运输，到货附温度记录，否则拒收。",
        "效期须在12个月以上；麻醉类药品按规定单独登记。",
        f"结算方式：{cj.pick(rng, '货到付款|月结30天|对公转账，收到发票后7日内付款')}。",
    ]
    if y + 50 > bottom:
        y = brk()
    pdf.text(m, y + 6, "备注：", 8.2, bold=True)
    for t in rng.sample(notes, rng.randint(1, 3)):
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 32, y + 6, t, 7.8, colour=GREY)
        y += 13
    if y + 40 > bottom:
        y = brk()
    y += 24
    pdf.text(m, y, f"制单：{cj.person(rng)}　　审核：{cj.person(rng)}　　院长：", 8.4)
    pdf.text(right, y, "供货商签收：＿＿＿＿＿", 8.4, align="r")
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind39_zh_chongwu_yiyuan_haocai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cw)


# --------------------------------------------------------------------------- 3 zh-Hant bakery chain's flour and packaging order with dated drops

TB_B = "麥香 晨光 金穗 禾豐 麵之家 小麥田 香榭 日日 暖爐 可頌坊 米朵 烘焙坊 好麥 維也納 歐焙 麥町".split()
TB_CHAIN = ["{b}烘焙坊股份有限公司", "{b}食品股份有限公司", "{b}餐飲事業有限公司", "{b}麵包坊"]
TB_SB = "聯華 統穀 鴻麥 大成 新亞 嘉禾 益豐 裕昌 立昇 金億 正泰 合興 久豐 昌益 億成 晟泰".split()
TB_SUP_FORMED = [
    "{s}製粉股份有限公司",
    "{s}食品原料有限公司",
    "{s}包裝材料股份有限公司",
    "{s}實業有限公司",
    "{s}烘焙原料行股份有限公司",
]
TB_SUP_BARE = ["{s}烘焙材料行", "{s}紙器行", "{s}商行", "{s}企業社"]
TB_ITEMS = [
    ("高筋麵粉", "22kg/袋", "袋", 520, 690),
    ("低筋麵粉", "22kg/袋", "袋", 480, 640),
    ("法國麵包專用粉", "25kg/袋", "袋", 780, 980),
    ("全麥粉", "22kg/袋", "袋", 560, 760),
    ("細砂糖", "50kg/袋", "袋", 1450, 1800),
    ("無鹽發酵奶油", "25kg/箱", "箱", 5200, 6900),
    ("速發乾酵母", "500g×20包", "箱", 1650, 2200),
    ("吐司袋", "PP 12×35cm 1000入", "包", 320, 480),
    ("蛋糕盒", "6吋 手提 100入", "捆", 780, 1150),
    ("牛皮紙袋", "中 500入", "包", 560, 820),
    ("烘焙紙", "40×60cm 500張", "包", 420, 650),
    ("貼紙標籤", "成分標示 5000張", "卷", 380, 560),
    ("手提塑膠袋", "環保 可分解 1000入", "包", 690, 980),
]


def _tb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4) if rng.random() < 0.55 else A4)
    m = rng.uniform(28, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    chain = rng.choice(TB_CHAIN).format(b=rng.choice(TB_B))
    sup = bare_or(rng, TB_SUP_FORMED, TB_SUP_BARE, 0.3).format(s=rng.choice(TB_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{d}{n3}|{roc}{m}{n4}|TB-{Y}{m}-{n3}|P{y}{m}{d}{n2}")
    req = cj.number(rng, d, "RQ{roc}{m}{n3}|請{n5}")
    vcode = cj.number(rng, d, "V{n4}|S-{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "採購單號|訂購單號|單號|採購編號")
    drops = sorted({cj.later(rng, d, 2, 30) for _ in range(rng.choice([2, 3, 3, 4]))})
    ink = rng.choice([Color(0.55, 0.3, 0.1), Color(0.2, 0.35, 0.6), black])

    def foot() -> None:
        s_ = f"第{page[0]}頁／共{of}頁" if of else f"第{page[0]}頁"
        pdf.text(right, pdf.h - 22, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 22, "第一聯：廠商　第二聯：中央工廠倉管　第三聯：會計", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{chain}　{po_lab}：{po}（續）", 8.6)
        return 44

    pdf.text(pdf.w / 2, 38, chain, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        58,
        cj.pick(rng, "原物料／包材 訂購單|中央工廠 原料訂購單|採購訂購單（分批交貨）"),
        12,
        align="c",
    )
    pdf.text(
        pdf.w / 2,
        72,
        f"中央工廠：{cj.tw_addr(rng)}　TEL {cj.tw_tel(rng)}　統一編號 {rng.randint(10000000, 99999999)}",
        7.4,
        align="c",
        colour=GREY,
    )
    y = 82
    ws = cj.rel(wd, [12, 38, 12, 38])
    rows = [
        ["廠商名稱", sup, po_lab, po],
        ["廠商編號", vcode, "訂購日期", cj.fdate(d, rng.choice(["roc", "rocs", "slash"]))],
        [
            "聯絡人",
            f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}",
            "付款條件",
            cj.pick(rng, "月結30天|月結60天|貨到票到30天"),
        ],
    ]
    if rng.random() < 0.45:
        rows.append(["請購單號", req, "採購人員", cj.person(rng, "zh-Hant")])
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.4, ink=ink, fill=PALE) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [26, 32])
    lines = more_lines(
        rng,
        TB_ITEMS,
        n,
        [2, 4, 5, 10, 20, 30, 40, 60],
        ["（北區）", "（新品）", "（試用）"],
        places=0,
    )
    dh = [f"{x.month}/{x.day}" for x in drops]
    heads = ["品名", "規格", "單位", *[f"{h}到貨" for h in dh], "數量合計", "單價", "金額"]
    body = []
    for it, q, p, a in lines:
        parts = [0] * len(drops)
        left = int(q)
        for k in range(len(drops)):
            v = left if k == len(drops) - 1 else rng.randint(0, left)
            parts[k] = v
            left -= v
        body.append(
            (
                [
                    it[0],
                    it[1],
                    it[2],
                    *[str(v) if v else "" for v in parts],
                    f"{int(q):,}",
                    w0(p) if stated else "",
                    w0(a) if stated else "",
                ],
                a,
            )
        )
    rel = [18, 16, 6, *[8] * len(drops), 9, 9, 11]
    al = "llc" + "r" * len(drops) + "rrr"
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, rel),
        heads,
        body,
        al,
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.05"))
    total = sub + tax
    if y + 90 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [
            ("未稅金額", w0(sub)),
            ("營業稅 5%", w0(tax)),
            (cj.pick(rng, "含稅總計|總計|合計（含稅）"), w0(total)),
        ]
        ws2 = [70, 90]
        for k, (lab, v) in enumerate(rows_):
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, f"NT${v}" if k == 2 else v],
                "lr",
                h=17,
                size=8.4,
                bold=k == 2,
            )
        if rng.random() < 0.5:
            pdf.text(m, y - 4, f"新臺幣：{cj.daxie(total, trad=True)}", 8.4)
    else:
        pdf.text(m, y + 10, "單價依年度合約價計，請款時檢附送貨單。", 8.4)
        y += 16
    y += 12
    for t in [
        "※ 請依各到貨日送至中央工廠收貨區（07:00-11:00），麵粉類須附檢驗報告及批號。",
        "※ 送貨單請註明採購單號，未註明者恕不收貨。",
    ]:
        if y + 12 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8, colour=GREY)
        y += 12
    if y + 40 > bottom:
        y = brk()
    y += 28
    for k, lab in enumerate(["核准", "主管", "採購", "廠商簽回"]):
        pdf.text(m + k * wd / 4, y, f"{lab}：", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind39_tw_hongbei_yuanliao_baocai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tb)


# --------------------------------------------------------------------------- 4 ja railway depot's parts order (注文書 with the depot's inspection grid)

JR_RAIL = [
    "{p}鉄道株式会社",
    "{p}電気鉄道株式会社",
    "{p}急行電鉄株式会社",
    "{p}交通株式会社",
    "{p}高速鉄道株式会社",
]
JR_P = "北総 湘南 山陽 信越 阪和 東武 西濃 房総 筑豊 能勢 三陸 伊豆箱根 遠州 越後 近江 紀州".split()
JR_DEPOT = ["{x}車両センター", "{x}車両区", "{x}検車区", "{x}車両工場", "{x}電車区"]
JR_X = "川越 本郷 岩槻 大宮 長町 西明石 鳥栖 豊橋 高崎 幕張 藤沢 京田辺".split()
JR_SB = "東邦 三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田 日東 明電 興和 太陽".split()
JR_ST = ["車輌部品", "電機", "ブレーキ工業", "精機", "産業", "ゴム工業", "機器製作所", "工業"]
JR_ITEMS = [
    ("制輪子（レジン）", "BK-{n}", "個", 4800, 9600),
    ("パンタグラフすり板", "PS-{n}", "枚", 12000, 26000),
    ("空気ばね", "AS-{n}", "個", 86000, 180000),
    ("戸閉装置用パッキン", "DP-{n}", "組", 2400, 6800),
    ("主電動機用ベアリング", "6316C3", "個", 38000, 72000),
    ("車輪削正用バイト", "CT-{n}", "本", 3500, 8200),
    ("ATS車上子ケーブル", "CB-{n} 5m", "本", 42000, 88000),
    ("床下機器カバー", "図番 {n}-A", "枚", 18000, 46000),
    ("ワイパーブレード", "WB-{n}", "本", 3200, 7400),
    ("空調装置フィルタ", "AF-{n}", "枚", 1800, 4200),
    ("連結器緩衝ゴム", "KG-{n}", "個", 26000, 54000),
    ("LED車内灯", "LT-{n} 40W相当", "本", 9800, 18000),
]
JR_KATA = [
    "E233系",
    "205系",
    "8000形",
    "キハ40形",
    "3000系",
    "EF65形",
    "7300系",
    "N700S",
    "223系",
    "5000形",
]


def _jr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 60
    rail = rng.choice(JR_RAIL).format(p=rng.choice(JR_P))
    depot = rng.choice(JR_DEPOT).format(x=rng.choice(JR_X))
    b, t = rng.choice(JR_SB), rng.choice(JR_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"{b}{t}", f"有限会社{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}-{n5}|R{y}{m}{n4}|{y}車-{n4}|CH{Y}{n4}")
    req = cj.number(rng, d, "要{y}{n4}|REQ-{n6}|{y}K{n4}")
    cont = cj.number(rng, d, "単契{y}-{n3}|C{Y}-{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "注文番号|注文書番号|発注番号|注文No.")
    hon = rng.choice(["御中", "御中", "殿"])
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.1, 0.4, 0.25), Color(0.1, 0.25, 0.55), black])

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 26, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{rail} {depot}　様式 車-{rng.randint(11, 39)}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"注文書（続き）　{po_lab} {po}", 8.8)
        return 46

    pdf.text(
        pdf.w / 2,
        48,
        cj.pick(rng, "注　文　書|注文書|部品注文書"),
        18,
        align="c",
        bold=True,
        colour=ink,
    )
    pdf.line(pdf.w / 2 - 70, 54, pdf.w / 2 + 70, 54, lw=0.8, colour=ink)
    gw = [60, 110]
    gx = right - sum(gw)
    yy = 66
    for lab, val in [
        (po_lab, po),
        ("注文日", cj.fdate(d, ds)),
        (cj.pick(rng, "要求番号|請求番号|購買依頼No."), req),
    ]:
        yy = crow(pdf, gx, yy, gw, [lab, val], "cl", h=16, size=8.2)
    y = 74
    pdf.text(m, y + 6, sup, 12, bold=True)
    pdf.text(m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 10, y + 6, hon, 11)
    pdf.line(m, y + 11, m + 230, y + 11, lw=0.6)
    pdf.text(m, y + 26, "下記のとおり注文いたします。", 8.6)
    pdf.text(m, y + 40, f"取引先コード：{rng.randint(100000, 999999)}", 7.8, colour=GREY)
    y = max(yy, y + 44) + 8
    pdf.text(right, y + 4, rail, 10, align="r", bold=True)
    pdf.text(
        right, y + 18, f"{depot}　{cj.pick(rng, '資材係|総務科 資材担当|検修科')}", 8.6, align="r"
    )
    pdf.text(right, y + 31, f"{cj.ja_addr(rng)}　TEL {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY)
    if rng.random() < 0.6:
        pdf.stamp(right - 24, y + 14, rail[:4], rng, shape="rect", r=20)
    y += 44
    ws = cj.rel(wd, [14, 36, 14, 36])
    rows = [
        ["納入場所", f"{depot} 資材倉庫", "納期", cj.fdate(cj.later(rng, d, 14, 60), ds)],
        [
            "対象形式",
            "・".join(rng.sample(JR_KATA, rng.randint(1, 2))),
            "検査区分",
            cj.pick(rng, "全般検査|重要部検査|交番検査|月検査|臨時修繕"),
        ],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|検収後60日|月末締め翌々月10日払い"),
            "単価契約",
            cont if rng.random() < 0.5 else "―",
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 10
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6, 8, 10], [28, 36])
    lines = more_lines(
        rng,
        JR_ITEMS,
        n,
        [1, 2, 4, 6, 8, 10, 12, 20, 40],
        ["（予備品）", "（改良型）", "（2両分）"],
        places=0,
        big=50000,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        zuban = it[1].format(n=rng.randint(1000, 9999))
        body.append(
            (
                [
                    str(i),
                    it[0],
                    zuban,
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
        cj.rel(wd, [5, 30, 18, 8, 6, 14, 16]),
        ["No.", "品名", "品番・図番", "数量", "単位", "単価（円）", "金額（円）"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub + tax
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        ws2 = [90, 110]
        style = rng.random() < 0.5
        rows_ = [
            ("小計", f"{sub:,.0f}"),
            ("消費税（10%）", f"{tax:,.0f}"),
            (
                cj.pick(rng, "合計金額|注文金額合計|総額（税込）"),
                f"¥{total:,.0f}" if style else f"{total:,.0f}円",
            ),
        ]
        for k, (lab, v) in enumerate(rows_):
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, v],
                "lr",
                h=18,
                size=8.6,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
    else:
        pdf.text(m, y + 10, "単価は単価契約書による。金額は検収数量により精算する。", 8.6)
        y += 18
    y += 14
    notes = [
        "1. 納品書・検査成績書（ミルシート）を添付のこと。",
        "2. 納入時は事前に資材係へ連絡し、構内入構手続きを行うこと。",
        "3. 本注文書に基づく請求書には注文番号を必ず記載すること。",
    ]
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 10
    bw = 46
    for k, lab in enumerate(["区長", "助役", "担当", "検収"]):
        x = right - (4 - k) * bw
        pdf.rect(x, y, bw, 14, fill=PALE, stroke=black)
        pdf.rect(x, y + 14, bw, 36, stroke=black)
        pdf.text(x + bw / 2, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind39_ja_sharyo_center_buhin_chumon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jr)


# --------------------------------------------------------------------------- 5 en-GB museum's exhibition-build order with a stage-payment schedule

MU_MUS = [
    "The {t} Museum",
    "{c} Museum & Art Gallery",
    "{c} Museums Trust",
    "The {t} Gallery",
    "{c} Maritime Museum",
    "Museum of {c} Life",
]
MU_T = "Whitcombe|Harland|Ashcroft|Beaumont|Fenwick|Carrow|Pennington|Radcliffe|Tennant|Lockwood|Holbrook|Marlow|Everard|Stanhope|Wyndham".split(
    "|"
)
MU_C = "Bristol|Norwich|Leeds|York|Exeter|Derby|Hull|Bath|Lincoln|Chester|Ipswich|Dundee|Swansea|Carlisle|Durham".split(
    "|"
)
MU_SUP_FORMED = [
    "{a} Exhibitions Ltd",
    "{a} & {b} Fit-Out Limited",
    "{a} Museum Services Ltd",
    "{a} Interpretation Design Ltd",
    "{a} Scenic Workshop Limited",
    "{a} AV Solutions Ltd",
]
MU_SUP_BARE = ["{a} & {b}", "{a} Joinery", "{f} {a} Studio", "{a} Showcases"]
MU_A = "Harrow|Pike|Caldwell|Ormsby|Thackeray|Brampton|Quill|Kestrel|Linden|Mercer|Hollis|Fairbairn|Greaves|Sutcliffe|Ridley".split(
    "|"
)
MU_F = "Tom|Hannah|Oliver|Rachel|James|Amelia|Rory|Imogen|Callum|Freya".split("|")
MU_EXH = [
    "Threads of Empire",
    "Deep Time: Fossils of the Coast",
    "The Age of Steam",
    "Voices from the Mill",
    "Wild Skies",
    "Stitched Histories",
    "Beneath the City",
    "Making Modern Britain",
]
MU_WP = [
    ("Design development and technical drawings", "lump sum", 4500, 18000),
    ("Fabrication of plinths and showcases", "lump sum", 12000, 48000),
    ("Wall build, paint and lighting track", "lump sum", 6000, 22000),
    ("Graphic production and installation (panels and labels)", "lump sum", 2500, 9500),
    ("AV hardware supply and programming", "lump sum", 5000, 24000),
    ("Conservation-grade showcase (low-iron glass)", "each", 3800, 9200),
    ("Object mounts", "each", 45, 320),
    ("Install on site (two-person crew)", "day", 520, 880),
    ("Derig and disposal at close", "lump sum", 1800, 6500),
    ("Transport and site protection", "lump sum", 650, 2400),
]


def _mu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(40, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    city = rng.choice(MU_C)
    mus = rng.choice(MU_MUS).format(t=rng.choice(MU_T), c=city)
    a1, a2 = rng.sample(MU_A, 2)
    sup = bare_or(rng, MU_SUP_FORMED, MU_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(MU_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO######", "P0#####", "MUS/PO/#####", "#######", f"PO-{dt:%y}-####"])
    )
    proj = la.digits(rng, rng.choice(["EXH-###", "Project EX##/##", "CAP-####"]))
    quote = la.digits(rng, rng.choice(["Q-####", "Quote ###/##", "Tender ref. T####"]))
    exh = rng.choice(MU_EXH)
    stated = stated_of(rng)
    vat_rec = rng.random() < 0.8
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["long_en", "dmy"]))  # noqa: E731
    po_lab = la.pick(rng, "Purchase Order No.|PO Number|Order No.|Purchase Order Number")
    charity = la.digits(rng, "1######")
    vatno = la.digits(rng, "### #### ##")

    def foot() -> None:
        d.t(
            m,
            d.h - 40,
            f"{mus} is a registered charity (No. {charity}). All invoices must quote the purchase order number and be sent to accounts.payable@{city.lower()}museums.org.uk",
            6.6,
            grey=0.35,
            maxw=wd,
        )
        d.t(m, d.h - 30, f"VAT Reg. No. GB {vatno}", 6.6, grey=0.35)
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
        d.t(m, 44, f"{mus} – {po_lab} {po} (continued)", 9, b=True)
        return 58

    d.t(m, 52, mus, 17, b=True)
    y = d.lines(
        m,
        60,
        [
            f"{rng.choice(['Castle Street', 'Museum Square', 'Quay Road', 'Queen Street'])}, {city} {la.digits(rng, '@## #@@')}",
            f"Tel. 0{la.digits(rng, '### ### ####')}",
        ],
        8,
        lead=10.5,
    )
    d.t(r, 52, la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"), 16, b=True, al="r")
    y = max(y, 70) + 14
    lw_ = wd * 0.52
    sup_lab = la.pick(rng, "Supplier|To|Vendor|")
    sy = y
    if sup_lab:
        d.t(m, sy + 8, sup_lab, 8, b=True, grey=0.35)
        sy += 12
    d.lines(
        m,
        sy,
        [
            sup,
            f"Unit {rng.randint(1, 40)}, {rng.choice(['Riverside', 'Canal', 'Mill Lane', 'Station'])} Business Park",
            f"{rng.choice(MU_C)} {la.digits(rng, '@## #@@')}",
            f"Contact: {rng.choice(MU_F)} {rng.choice(MU_A)}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kv = [
        (po_lab, po),
        ("Order date", df(dt)),
        ("Project", f"{proj} – {exh}"),
        ("Your quotation", quote),
        ("Cost centre", la.digits(rng, "CC-###")),
        ("Requisitioner", f"{rng.choice(MU_F)} {rng.choice(MU_A)}"),
    ]
    if rng.random() < 0.4:
        kv.insert(1, ("Requisition No.", la.digits(rng, "REQ######")))
    yy = y
    for k, v in kv:
        d.t(m + lw_, yy + 8, k, 8, b=True)
        d.t(r, yy + 8, v, 8, al="r", maxw=wd - lw_ - 90)
        yy += 12
    y = max(yy, sy + 50) + 12
    d.box(m, y, wd, 32, fill=0.94, stroke=False)
    d.t(
        m + 6,
        y + 12,
        f"Exhibition: {exh}  ·  Gallery: {rng.choice(['Gallery 3', 'Temporary Exhibition Gallery', 'The Long Gallery', 'Ground Floor West'])}",
        8.4,
        b=True,
    )
    d1 = dt + timedelta(days=rng.randint(20, 60))
    d.t(
        m + 6,
        y + 25,
        f"Install: {df(d1)} to {df(d1 + timedelta(days=rng.randint(5, 14)))}  ·  Opening: {df(d1 + timedelta(days=rng.randint(16, 24)))}  ·  Derig: {df(d1 + timedelta(days=rng.randint(120, 200)))}",
        7.6,
        maxw=wd - 12,
    )
    y += 44
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [22, 28])
    lines = more_lines(
        rng,
        MU_WP,
        n,
        [1, 1, 1, 2, 3, 4, 6, 12],
        ["– phase 2", "– variation", "– additional"],
        big=3000,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.13, 0.13)],
        ["Item", "Description", "Qty", "Unit", "Rate £", "Amount £"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = r2(net * Decimal("0.2")) if vat_rec else ZERO
    total = net + vat
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Net total", f"£{en2(net)}", False),
            ("VAT @ 20%" if vat_rec else "VAT (zero-rated / outside scope)", f"£{en2(vat)}", False),
            (
                la.pick(rng, "Total (inc. VAT)|Order total|TOTAL £|Gross total"),
                f"£{en2(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.8, box_last=True)
        y += 8
        d.t(
            m,
            y + 8,
            la.pick(rng, "Stage payments|Payment schedule|Payment milestones"),
            8.6,
            b=True,
        )
        y += 12
        sched = rng.choice(
            [
                [("On order", 30), ("On completion of install", 60), ("After derig", 10)],
                [("On approval of design", 20), ("On delivery to site", 50), ("On handover", 30)],
                [("On order", 50), ("On handover", 50)],
            ]
        )
        for lab, pct in sched:
            d.t(m + 8, y + 8, f"{lab} — {pct}%", 8)
            d.t(m + wd * 0.45, y + 8, f"£{en2(r2(total * pct / 100))}", 8, al="r")
            y += 11
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Rates as per {quote}; the final value will be confirmed on approval of the detailed design. This order authorises design development only until then.",
            8,
            wd,
        )
    y += 10
    for t in [
        f"Retention: {rng.choice([3, 5])}% of each stage payment is held until the end of the defects period.",
        "All materials used in display cases must pass Oddy testing. Contractor to hold public liability insurance of not less than £5m.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Authorised: {rng.choice(MU_F)} {rng.choice(MU_A)}, Head of Exhibitions")
    d.sign(m + sw_ + 20, y, sw_, "Budget holder / Finance")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind39_en_gb_museum_exhibition_build_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mu)


# --------------------------------------------------------------------------- 6 en-IN port authority's work order letter with a schedule of quantities

PT_PORT = [
    "{p} Port Authority",
    "{p} Port Trust",
    "Board of Trustees of the Port of {p}",
    "{p} Dock Labour & Port Authority",
]
PT_P = "Vanshdhara|Konkan Bay|Sagarmala Point|Dhanuvapur|Gopalpur Creek|Ratnadurg|Kaveripatnam|Bhimunipatnam|Sundarban Haldia|Navlakhi|Kakinada Deep|Mandvi Creek".split(
    "|"
)
PT_SUP_FORMED = [
    "{a} Marine Engineers Pvt. Ltd.",
    "{a} Infra Projects Private Limited",
    "{a} Constructions Pvt Ltd",
    "{a} & {b} Engineering Co. Pvt. Ltd.",
    "{a} Dredging Services Ltd.",
    "{a} Electricals Pvt. Ltd.",
]
PT_SUP_BARE = [
    "{a} Enterprises",
    "{a} & Sons",
    "{a} Engineering Works",
    "Shree {a} Contractors",
    "{a} Associates",
]
PT_A = "Sagar|Jal Shakti|Tarang|Nautik|Samudra|Varuna|Ganesh|Om Sai|Mahalaxmi|Bharat|Poseidon|Deep Sea|Shivam|Neelkanth|Coastal".split(
    "|"
)
PT_WORKS = [
    ("Dismantling of damaged rubber fender units incl. disposal", "Nos", 8500, 22000),
    (
        "Supply and fixing of cell-type rubber fender 1000H with frontal frame",
        "Nos",
        380000,
        720000,
    ),
    ("Repairs to RCC deck slab with polymer-modified mortar", "Sqm", 2200, 4800),
    ("Painting of bollards with epoxy paint, two coats", "Nos", 3500, 7800),
    ("Underwater inspection of berth piles by divers", "LS", 85000, 240000),
    ("Replacement of high-mast light fittings 400W LED", "Nos", 28000, 62000),
    ("Supply and laying of PCC M20 for apron", "Cum", 6200, 9800),
    ("Cleaning of storm-water drains in harbour area", "Rmt", 120, 380),
    ("Hire of crane 50 T with operator", "Day", 18000, 42000),
    ("Providing and fixing MS handrail, painted", "Rmt", 1400, 2600),
]


def _pt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    pname = rng.choice(PT_P)
    port = rng.choice(PT_PORT).format(p=pname)
    a1, a2 = rng.sample(PT_A, 2)
    sup = bare_or(rng, PT_SUP_FORMED, PT_SUP_BARE, 0.35).format(a=a1, b=a2)
    dt = a_day(rng)
    fy = f"{dt.year if dt.month > 3 else dt.year - 1}-{(dt.year + 1 if dt.month > 3 else dt.year) % 100:02d}"
    wo = la.digits(
        rng,
        rng.choice(
            [
                f"WO/CE/###/{fy}",
                f"EE(M)/WO/####/{fy}",
                f"###/{fy}",
                f"CIV/WO/{dt.year}/##",
                "WO-######",
            ]
        ),
    )
    fileno = la.digits(
        rng, rng.choice([f"F.No. ENG/###/{dt.year}", f"File No. CE/W-###/{fy}", "eFile ######"])
    )
    tender = la.digits(
        rng,
        rng.choice(
            [
                f"Tender No. ###/CE/{fy}",
                f"GeM/{dt.year}/B/#######",
                f"e-Tender ID {dt.year}_PA_######_1",
            ]
        ),
    )
    loa = la.digits(rng, rng.choice([f"LOA No. ###/{fy}", "LoA/CE/####"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dot", "dmy", "dash"]))  # noqa: E731
    wo_lab = la.pick(rng, "WORK ORDER No.|Work Order No.|W.O. No.|Work Order Number")

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
        d.t(m, 46, f"{wo_lab} {wo}  dated {df(dt)}  (contd.)", 8.6, b=True)
        return 60

    d.t(d.w / 2, 46, port.upper() if rng.random() < 0.5 else port, 15, b=True, al="c")
    d.t(
        d.w / 2,
        60,
        la.pick(
            rng,
            "(A Major Port under the Ministry of Ports, Shipping and Waterways)|Civil Engineering Department|Mechanical & Electrical Engineering Department",
        ),
        8.4,
        al="c",
    )
    d.t(
        d.w / 2,
        72,
        f"Administrative Office, {pname} - {rng.randint(400001, 799999)}   Tel: 0{la.digits(rng, '### #######')}",
        7.6,
        al="c",
        grey=0.3,
    )
    d.line(m, 80, r, 80, 1.2)
    y = 96
    d.t(m, y, fileno, 8.6)
    d.t(r, y, f"Date: {df(dt)}", 8.6, al="r")
    y += 20
    d.t(d.w / 2, y, "WORK ORDER", 12, b=True, al="c")
    y += 16
    d.t(d.w / 2, y, f"{wo_lab} {wo}", 10, b=True, al="c")
    y += 22
    rows = ["To,"]
    ms = rng.random() < 0.5
    rows.append(f"M/s. {sup}" if ms else sup)
    rows += [
        f"{rng.randint(1, 300)}, {rng.choice(['MIDC', 'GIDC', 'Harbour Road', 'Industrial Estate', 'Beach Road'])}",
        f"{rng.choice(['Mumbai', 'Visakhapatnam', 'Kochi', 'Chennai', 'Kandla', 'Paradip', 'Mangaluru'])} - {rng.randint(400001, 799999)}",
        f"GSTIN: {rng.randint(10, 37)}{la.digits(rng, '@@@@@####@#Z#')}",
    ]
    y = d.lines(m, y, rows, 8.8, lead=12)
    y += 8
    subj = rng.choice(PT_WORKS)[0].split(" incl")[0]
    y = wrapped(
        d, m, y, f"Sub: {subj} at Berth No. {rng.randint(1, 14)} – Award of work.", 9, wd, b=True
    )
    y = wrapped(
        d,
        m,
        y + 2,
        f"Ref: (i) {tender}  (ii) Your offer dated {df(dt - timedelta(days=rng.randint(20, 60)))}  (iii) {loa}",
        8.4,
        wd,
    )
    y += 6
    y = wrapped(
        d,
        m,
        y,
        "With reference to the above, you are hereby directed to execute the work as per the schedule below and the terms and conditions of the tender documents. The work shall be completed within "
        + rng.choice(["30", "45", "60", "90"])
        + " days from the date of this work order.",
        8.6,
        wd,
    )
    y += 8
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7], [24, 30])
    lines = more_lines(
        rng,
        PT_WORKS,
        n,
        [1, 2, 4, 6, 10, 25, 60, 120],
        ["(Berth 2)", "(Phase II)", "(extra item)"],
        big=100000,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], inr(p), inr(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.07, 0.47, 0.08, 0.08, 0.14, 0.16)],
        ["Sl.", "Description of work", "Qty", "Unit", "Rate (Rs.)", "Amount (Rs.)"],
        body,
        "llrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
    )
    net = sum((a for *_, a in lines), ZERO)
    gst = r2(net * Decimal("0.18"))
    total = net + gst
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        if rng.random() < 0.5:
            rows_ = [
                ("Total value of work", inr(net), False),
                ("CGST @ 9%", inr(r2(gst / 2)), False),
                ("SGST @ 9%", inr(gst - r2(gst / 2)), False),
            ]
        else:
            rows_ = [("Total value of work", inr(net), False), ("IGST @ 18%", inr(gst), False)]
        rows_.append(
            (la.pick(rng, "Total Work Order Value|Grand Total|Total incl. GST"), inr(total), True)
        )
        y = d.summary(m + wd * 0.5, r - 3, y, rows_, 8.6, box_last=True)
        y = wrapped(d, m, y + 4, f"(Rupees {in_money_words(total, '').strip()})", 8.2, wd, b=True)
        ps = r2(total * Decimal("0.03"))
        y = wrapped(
            d,
            m,
            y + 4,
            f"2. You are required to furnish Performance Security of Rs. {inr(ps)} (3% of the contract value) within 14 days. EMD of Rs. {inr(r2(net * Decimal('0.01')))} shall be released thereafter.",
            8.2,
            wd,
        )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "2. Payment shall be made for the quantities actually executed at the accepted rates of the LOA, plus GST as applicable.",
            8.2,
            wd,
        )
    for t in [
        "3. Income tax and GST TDS shall be deducted as per rules. Bills in triplicate quoting this Work Order number to be submitted to the Executive Engineer.",
        "4. Please acknowledge receipt of this work order and sign the duplicate copy in token of acceptance.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y + 2, t, 8.2, wd)
    if y + 90 > bottom:
        y = brk()
    y += 30
    d.t(r, y, "Yours faithfully,", 8.6, al="r")
    d.t(
        r,
        y + 34,
        f"{rng.choice(['Executive Engineer (Civil)', 'Superintending Engineer (M&E)', 'Chief Engineer'])}",
        8.6,
        b=True,
        al="r",
    )
    d.t(r, y + 46, f"for and on behalf of {port}", 8, al="r")
    y += 62
    d.lines(m, y, ["Copy to: FA&CAO (for information) / Dy. Conservator / Office copy"], 7.4)
    foot()
    out = finish(d, "en", "purchase_order", wo, sup, total)
    return out if stated else none_meta(out)


def blind39_en_in_port_authority_work_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pt)


# --------------------------------------------------------------------------- 7 de-CH library's book order to a bookseller (ISBN lines, MWST 2.6 % / 8.1 %)

BI_LIB = [
    "Stadtbibliothek {c}",
    "Kantonsbibliothek {k}",
    "Gemeindebibliothek {c}",
    "Bibliothek {c} – Kornhaus",
    "Hochschulbibliothek {c}",
    "Regionalbibliothek {c}",
]
BI_C = "Winterthur|Aarau|Olten|Zug|Baden|Thun|Chur|Frauenfeld|Wil|Uster|Solothurn|Biel|Rapperswil|Liestal|Wädenswil".split(
    "|"
)
BI_K = "Thurgau|Graubünden|Aargau|Solothurn|Zug|Schaffhausen|Appenzell Ausserrhoden|Glarus".split(
    "|"
)
BI_SUP_FORMED = [
    "Buchhandlung {n} AG",
    "{n} Medien AG",
    "Bücher {n} GmbH",
    "{n} Bibliotheksservice AG",
    "Buchhaus {n} AG",
    "{n} & {m} Buchhandel GmbH",
]
BI_SUP_BARE = [
    "Buchhandlung {n}",
    "Bücherladen {n}",
    "{n} Bücher",
    "Antiquariat & Buchhandlung {n}",
]
BI_N = "Stauffacher|Orell|Rösslitor|Schwabe|Lüthy|Weyermann|Balmer|Kranich|Wegmann|Zollinger|Hirschi|Brändli|Landolt|Gysi|Vogt".split(
    "|"
)
BI_BOOKS = [
    ("Der Gletscher schweigt", "Roman", "Diogenes", 26, 36),
    ("Alpenflora im Wandel", "Sachbuch", "Haupt", 39, 58),
    ("Kinder entdecken den Wald", "Kinderbuch", "NordSüd", 18, 28),
    ("Die Geschichte der Schweiz", "Sachbuch", "Stämpfli", 44, 69),
    ("Krimi am Zürichsee", "Krimi", "Kampa", 22, 32),
    ("Programmieren mit Python", "Fachbuch", "Rheinwerk", 45, 62),
    ("Die kleine Raupe", "Bilderbuch", "Atlantis", 16, 24),
    ("Kochen mit Saisongemüse", "Ratgeber", "AT Verlag", 34, 49),
    ("Graphic Novel: Tell", "Comic", "Edition Moderne", 28, 39),
    ("Philosophie für Einsteiger", "Sachbuch", "Kein & Aber", 24, 34),
    ("Wanderführer Jura", "Reise", "Rotpunkt", 29, 42),
    ("Das Haus am Fluss", "Roman", "Limmat", 30, 38),
]


def _bi(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    city = rng.choice(BI_C)
    lib = rng.choice(BI_LIB).format(c=city, k=rng.choice(BI_K))
    n1, n2 = rng.sample(BI_N, 2)
    sup = bare_or(rng, BI_SUP_FORMED, BI_SUP_BARE, 0.4).format(n=n1, m=n2)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"B{dt:%y}-####", "BE-#####", f"{dt.year}/####", "E######", f"Best-{dt:%y}###"]
        ),
    )
    cust = la.digits(rng, rng.choice(["Kd.-Nr. #####", "Kundennr. ######"]))
    stated = stated_of(rng)
    proc = rng.random() < 0.6
    page = [1]
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung Nr.|Bestellung Nr.")
    rabatt = Decimal(rng.choice([5, 10, 12, 15, 20]))

    f1 = f"{lib} · Erwerbung · {rng.choice(['Marktgasse', 'Kirchplatz', 'Bahnhofstrasse'])} {rng.randint(1, 40)} · {la.digits(rng, '####')} {city}"
    f2 = f"UID CHE-{la.digits(rng, '###.###.###')} · Rechnungen an: erwerbung@bibliothek-{city.lower().replace('ü', 'ue').replace('ä', 'ae')}.ch"

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(m, d.h - 38, f1, 6.8, grey=0.35)
        d.t(m, d.h - 29, f2, 6.8, grey=0.35)
        d.t(
            r, d.h - 29, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} – Fortsetzung", 9, b=True)
        return 58

    d.t(m, 50, lib, 14, b=True)
    d.t(
        m,
        63,
        la.pick(rng, "Medienerwerbung|Erwerbung und Katalogisierung|Bestandesaufbau"),
        8.4,
        grey=0.3,
    )
    win = 128
    d.t(m, win - 12, f"{lib}, {la.digits(rng, '####')} {city}", 6.4, grey=0.4)
    d.line(m, win - 9, m + 230, win - 9, 0.3)
    d.lines(
        m,
        win,
        [
            sup,
            f"{rng.choice(['Rennweg', 'Spitalgasse', 'Hauptstrasse', 'Vordergasse', 'Poststrasse'])} {rng.randint(1, 90)}",
            f"{la.digits(rng, '####')} {rng.choice(BI_C)}",
        ],
        9.4,
        lead=12.5,
        b_first=rng.random() < 0.5,
    )
    kv = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihre Kundennummer", cust.split(" ")[-1]),
        (
            "Sachbearbeitung",
            f"{rng.choice(['Regula', 'Beat', 'Ursula', 'Reto', 'Corinne', 'Matthias'])} {rng.choice(BI_N)}",
        ),
        ("Konditionen", f"{rabatt:.0f} % Bibliotheksrabatt"),
    ]
    if rng.random() < 0.4:
        kv.append(("Etat", la.pick(rng, "Belletristik 2026|Kinder- und Jugendmedien|Sachmedien")))
    y = win - 14
    for k, v in kv:
        d.t(m + wd * 0.56, y, k, 7.8, grey=0.3)
        d.t(r, y, v, 8.2, al="r", b=k == po_lab)
        y += 11.5
    y = max(y, win + 50) + 16
    d.t(m, y, la.pick(rng, "Bestellung|Bestellung Medien|Buchbestellung"), 13, b=True)
    y += 8
    y = wrapped(
        d,
        m,
        y,
        "Wir bestellen zur Lieferung an obige Adresse (Anlieferung Erwerbung, Mo–Fr 8–12 Uhr):",
        8.6,
        wd,
    )
    y += 4
    n = n_lines(rng, [3, 4, 5, 6, 8, 10, 12, 14], [34, 44])
    lines = more_lines(
        rng,
        BI_BOOKS,
        n,
        [1, 1, 1, 2, 2, 3, 4],
        ["(Taschenbuch)", "(Grossdruck)", "(2. Aufl.)", "(Band 2)"],
    )
    body = []
    net_b = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        isbn = f"978-3-{la.digits(rng, '###')}-{la.digits(rng, '#####')}-{rng.randint(0, 9)}"
        a_net = r2(a * (100 - rabatt) / 100)
        net_b += a_net
        body.append(
            (
                [
                    str(i),
                    isbn,
                    f"{it[0]} ({it[2]})",
                    f"{q:,.0f}",
                    ch(p),
                    f"{rabatt:.0f}%",
                    ch(a_net),
                ],
                a_net,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.2, 0.43, 0.06, 0.09, 0.07, 0.1)],
        ["Pos.", "ISBN", "Titel (Verlag)", "Ex.", "Preis", "Rab.", "Netto"],
        body,
        "lllrrrr",
        size=7.4,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    serv = ZERO
    if proc:
        serv = r2(Decimal(len(lines)) * Decimal(rng.choice(["2.50", "3.20", "4.80"])))
    tb = r2(net_b * Decimal("0.026"))
    ts = r2(serv * Decimal("0.081"))
    total = r05(net_b + tb + serv + ts)
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total Medien netto", ch(net_b), False), ("MWST 2,6 %", ch(tb), False)]
        if proc:
            rows += [
                (f"Ausrüstung ({len(lines)} × Folieren/Etikett)", ch(serv), False),
                ("MWST 8,1 %", ch(ts), False),
            ]
        rows.append(
            (la.pick(rng, "Total CHF|Gesamttotal CHF|Bestellsumme inkl. MWST"), ch(total), True)
        )
        y = d.summary(m + wd * 0.5, r - 3, y, rows, 8.4, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäss gebundenem Ladenpreis abzüglich {rabatt:.0f} % Bibliotheksrabatt; Verrechnung nach Lieferung.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Bitte liefern Sie Teillieferungen jeweils mit Lieferschein und vermerken Sie unsere Bestellnummer auf jeder Rechnung.",
        "Nicht lieferbare Titel bitte nicht vormerken, sondern melden.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 24
    d.t(m, y, "Freundliche Grüsse", 8.6)
    d.t(m, y + 14, lib, 8.6)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind39_de_ch_bibliothek_buchbestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bi)


# --------------------------------------------------------------------------- 8 fr-BE quarry's consumables and wear-parts order (two-column parties, HTVA / TVAC)

QC_QUARRY = [
    "Carrières {x} SA",
    "Carrières et Fours à Chaux {x} SA",
    "Sablières {x} SRL",
    "Les Carrières de {v} SA",
    "{x} Granulats SA",
    "Pierre bleue {x} SRL",
]
QC_X = "du Hainaut|de la Meuse|Lemaire|Dumont-Wautier|de Préalle|du Condroz|Gralex|de l'Ourthe|Collignon|des Ardennes|de Maffle|Vandenbroucke".split(
    "|"
)
QC_V = "Soignies|Lessines|Quenast|Sprimont|Hastière|Aywaille|Rochefort|Gaurain|Yvoir|Chimay|Tournai|Florennes".split(
    "|"
)
QC_SUP_FORMED = [
    "{n} Industrie SA",
    "{n} & Fils SRL",
    "Établissements {n} SA",
    "{n} Lubrifiants SRL",
    "{n} Equipements miniers SA",
    "Hydraulique {n} SPRL",
    "{n} Belgium NV",
]
QC_SUP_BARE = ["Établissements {n}", "Quincaillerie {n}", "{n} Frères", "Garage {n}"]
QC_N = "Dethier|Lambotte|Maes|Jacquemin|Delvaux|Pirson|Gilson|Wéry|Nicolay|Masson|Hubert|Cornet|Lejeune|Piron|Leroy".split(
    "|"
)
QC_ITEMS = [
    ("Dents de godet Esco SV2 pour chargeuse", "pc", 48, 95),
    ("Adaptateur de dent soudable", "pc", 120, 260),
    ("Huile hydraulique HV46 (fût 208 L)", "fût", 520, 780),
    ("Graisse EP2 cartouche 400 g", "ctn", 85, 140),
    ("Filtre à huile moteur CAT 1R-0716", "pc", 28, 64),
    ("Bande transporteuse EP500/3 800 mm", "m", 62, 118),
    ("Rouleau porteur Ø133 L 315", "pc", 34, 72),
    ("Mâchoire fixe concasseur C106", "pc", 2800, 5200),
    ("Tamis caoutchouc maille 22 mm", "m²", 140, 260),
    ("Casque de sécurité avec jugulaire", "pc", 14, 29),
    ("Protection auditive moulée", "pc", 45, 90),
    ("Gants anti-coupure niveau D", "paire", 6, 14),
    ("Disque à tronçonner 230 mm", "boîte", 32, 58),
    ("Pneu 23.5 R25 chargeuse (rechapé)", "pc", 3200, 6400),
]


def _qc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans|dejavu"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    v = rng.choice(QC_V)
    quarry = rng.choice(QC_QUARRY).format(x=rng.choice(QC_X), v=v)
    n1 = rng.choice(QC_N)
    sup = bare_or(rng, QC_SUP_FORMED, QC_SUP_BARE, 0.35).format(n=n1)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"BC{dt:%y}-#####", "CA######", f"{dt.year}-BC-####", "4500######", f"BC/{dt:%y}/###"]
        ),
    )
    da = la.digits(rng, rng.choice(["DA-#####", "Demande n° ####"]))
    mach = la.digits(
        rng,
        rng.choice(
            [
                "Chargeuse CAT 980 – parc n° ###",
                "Concasseur primaire C-##",
                "Tombereau n° T##",
                "Crible n° S-#",
            ]
        ),
    )
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Bon de commande n°|Commande n°|N° de commande|BON DE COMMANDE N°")
    ent = la.digits(rng, "0###.###.###")
    iban = la.digits(rng, "BE## #### #### ####")
    qaddr = f"Rue de la Carrière {rng.randint(1, 60)}, {la.digits(rng, '####')} {v}"
    rpm = rng.choice(
        [
            "Hainaut, division Mons",
            "Liège, division Liège",
            "Liège, division Namur",
            "Hainaut, division Tournai",
        ]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{quarry} · {qaddr} · N° d'entreprise BE {ent} · RPM {rpm}",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(
            m,
            d.h - 27,
            f"IBAN {iban} · BIC GEBABEBB · achats@carrieres-{v.lower()}.be",
            6.6,
            grey=0.35,
        )
        d.t(r, d.h - 27, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{quarry} — {po_lab} {po} (suite)", 9, b=True)
        return 58

    d.box(m, 34, wd, 40, fill=0.9, stroke=False)
    d.t(m + 8, 52, quarry, 13, b=True)
    d.t(m + 8, 66, f"Siège d'exploitation de {v}", 8, grey=0.3)
    d.t(
        r - 8,
        52,
        la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR"),
        13,
        b=True,
        al="r",
    )
    d.t(r - 8, 66, f"{po_lab} {po}" if rng.random() < 0.5 else f"N° {po}", 9, al="r")
    y = 90
    cw = (wd - 16) / 2
    left = [
        (
            "Fournisseur" if rng.random() < 0.7 else "",
            [
                sup,
                f"{rng.choice(['Rue', 'Chaussée de', 'Avenue'])} {rng.choice(['de Mons', 'Industrielle', 'de Namur', 'du Progrès'])} {rng.randint(1, 200)}",
                f"{la.digits(rng, '####')} {rng.choice(QC_V)}",
                f"TVA BE {la.digits(rng, '0###.###.###')}",
                f"Tél. 0{la.digits(rng, '# ### ## ##')}",
            ],
        )
    ]
    right = [
        ("Livrer à", [f"{quarry} – magasin central", qaddr, "Réception: lun.–ven. 7h00–15h00"])
    ]
    cols_ = [left, right] if rng.random() < 0.65 else [right, left]
    yy = y
    for k, ((lab, rows),) in enumerate(cols_):
        x = m + k * (cw + 16)
        y0 = y
        if lab:
            d.t(x, y0 + 8, lab, 8, b=True, grey=0.35)
            d.line(x, y0 + 11, x + cw, y0 + 11, 0.4)
            y0 += 15
        yy = max(yy, d.lines(x, y0, rows, 8.8, lead=11.5, b_first=rows[0] == sup))
    y = yy + 10
    grid_vals = [
        la.dfmt(dt, "dmy"),
        la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dmy"),
        da,
        la.digits(rng, "CC-###"),
        la.pick(rng, "30 jours fin de mois|60 jours date de facture|Comptant à la livraison"),
    ]
    y = (
        d.grid(
            m,
            y,
            [wd * f for f in (0.16, 0.18, 0.2, 0.14, 0.32)],
            [
                "Date",
                "Livraison souhaitée",
                "Demande d'achat",
                "Centre de coût",
                "Conditions de paiement",
            ],
            grid_vals,
            8,
        )
        + 6
    )
    d.t(m, y + 8, f"Affectation : {mach}", 8, grey=0.2)
    y += 16
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 9, 11], [30, 38])
    lines = more_lines(
        rng,
        QC_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 24, 50],
        ["(réserve)", "(site 2)", "(urgent)"],
        big=1000,
    )
    body, net = [], ZERO
    for it, q, p, a in lines:
        rem = Decimal(rng.choice([0, 0, 0, 5, 10, 15])) if rng.random() < 0.45 else ZERO
        a = r2(q * p * (100 - rem) / 100)
        net += a
        body.append(
            (
                [
                    la.digits(rng, "A#####"),
                    it[0],
                    f"{q:,.0f}",
                    it[1],
                    eu(p),
                    f"{rem:.0f} %" if rem else "",
                    eu(a),
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.42, 0.07, 0.07, 0.12, 0.08, 0.14)],
        ["Article", "Désignation", "Qté", "Unité", "P.U. HTVA", "Rem.", "Montant HTVA"],
        body,
        "llrcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        hrgb=(0.3, 0.4, 0.25),
    )
    tva = r2(net * Decimal("0.21"))
    total = net + tva
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Total HTVA", f"{eu(net)} €", False),
            ("TVA 21 %", f"{eu(tva)} €", False),
            (
                la.pick(rng, "Total TVAC|TOTAL TVA comprise|Montant total TVAC"),
                f"{eu(total)} €",
                True,
            ),
        ]
        y = d.summary(
            m + wd * 0.58, r - 3, y, rows, 8.8, shade=0.88 if rng.random() < 0.5 else None
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon tarif convenu ; le montant définitif sera établi sur base des quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Toute livraison doit être accompagnée d'un bon de livraison mentionnant notre numéro de commande. Accès au site uniquement avec EPI (casque, gilet, chaussures de sécurité).",
        "Nos conditions générales d'achat s'appliquent ; toute condition contraire du fournisseur est exclue.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 50 > bottom:
        y = brk()
    y += 32
    sw_ = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw_,
        f"Demandeur : {rng.choice(['Chef de carrière', 'Responsable maintenance', 'Chef d’atelier'])}",
    )
    d.sign(
        m + sw_ + 20,
        y,
        sw_,
        f"Acheteur : {rng.choice(['Marc', 'Sophie', 'Olivier', 'Nathalie', 'Didier'])} {rng.choice(QC_N)}",
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind39_fr_be_carriere_consommables(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _qc)


# --------------------------------------------------------------------------- 9 it-IT film production's equipment hire order (days, coefficient, insurance, deposit)

NO_PROD = [
    "{x} Film S.r.l.",
    "{x} Produzioni S.r.l.",
    "{x} Pictures S.p.A.",
    "Cinecittà {x} S.r.l.",
    "{x} Entertainment S.r.l.",
    "Società Cooperativa {x} Cinema",
]
NO_X = "Lanterna|Fotogramma|Aurora|Campo Lungo|Ciak|Piano Sequenza|Dissolvenza|Stella Polare|Grande Schermo|Controluce|Primo Piano|Tevere|Navigli|Vesuvio|Lagunare".split(
    "|"
)
NO_SUP_FORMED = [
    "{n} Rental S.r.l.",
    "{n} Cine Service S.r.l.",
    "{n} Luci e Macchinismo S.r.l.",
    "Noleggio {n} S.n.c.",
    "{n} Camera Rental S.p.A.",
    "{n} & {m} Attrezzature S.r.l.",
]
NO_SUP_BARE = ["Noleggio {n}", "{n} Service di {f} {n}", "Ditta {f} {n}"]
NO_N = "Ferri|Colombo|Marchetti|Rinaldi|Gallo|Bellini|Caruso|Fontana|Santoro|Mancini|Lombardi|Moretti|Barbieri|Greco|Testa".split(
    "|"
)
NO_F = "Marco|Giulia|Luca|Francesca|Alessandro|Chiara|Davide|Valentina|Matteo|Elena".split("|")
NO_TITLES = [
    "L'estate di Marta",
    "Ombre sul lago",
    "Il ritorno",
    "Via dei Mille",
    "La notte bianca",
    "Fuori stagione",
    "Terra di mezzo",
    "Il porto sepolto",
]
NO_ITEMS = [
    ("Camera ARRI Alexa Mini LF (corpo)", 650, 1100),
    ("Serie ottiche prime (6 pz)", 420, 780),
    ('Monitor regia 17" con wireless video', 120, 240),
    ("Kit follow focus wireless", 90, 180),
    ("Dolly con binari (12 m)", 180, 350),
    ("Gru telescopica 6 m con testa remota", 650, 1200),
    ("Proiettore HMI 4 kW completo", 110, 190),
    ("Pannello LED bicolor 1x1", 45, 95),
    ("Gruppo elettrogeno silenziato 60 kVA", 240, 420),
    ("Kit macchinismo (stativi, bandiere, sacchi)", 90, 160),
    ("Microfono radio (kit 4 canali)", 80, 150),
    ("Furgone attrezzato per elettricisti", 140, 240),
]


def _no(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    prod = rng.choice(NO_PROD).format(x=rng.choice(NO_X))
    n1, n2 = rng.sample(NO_N, 2)
    sup = bare_or(rng, NO_SUP_FORMED, NO_SUP_BARE, 0.3).format(n=n1, m=n2, f=rng.choice(NO_F))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"ON-{dt.year}/###", f"###/{dt:%y}", "PO#####", f"NOL-{dt:%y}-####", "ODA ####"]
        ),
    )
    prev = la.digits(rng, rng.choice(["Preventivo n. ####", "Vs. offerta ###/##", "Prev. ####-@"]))
    title = rng.choice(NO_TITLES)
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Ordine di noleggio n.|Ordine n.|N. ordine|ORDINE N.")
    shoot = rng.choice([3, 5, 6, 10, 12, 18, 24])
    coeff = {3: 3, 5: 4, 6: 5, 10: 8, 12: 9, 18: 13, 24: 17}[shoot]
    d0 = dt + timedelta(days=rng.randint(5, 25))
    piva = la.digits(rng, "###########")
    cap = rng.choice(["10.000", "50.000", "20.000", "100.000"])

    def foot() -> None:
        d.t(m, d.h - 32, f"{prod} · P.IVA {piva} · Cap. soc. € {cap},00 i.v.", 6.6, grey=0.4)
        d.t(
            r, d.h - 32, f"pag. {page[0]} di {of}" if of else f"pag. {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} – segue", 9, b=True)
        return 58

    d.t(m, 48, prod, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Via Tiburtina', 'Via Tuscolana', 'Viale Mazzini', 'Via Mecenate'])} {rng.randint(1, 900)}, {rng.choice(['00173 Roma', '20138 Milano', '10153 Torino', '80143 Napoli'])}",
            f"produzione@{prod.split(' ')[0].lower()}film.it",
        ],
        7.8,
        lead=10,
    )
    y = 92
    bx = m + wd * 0.52
    d.t(bx, y, la.pick(rng, "Spett.le|Spett.le ditta|Fornitore:"), 8.4, grey=0.3)
    d.lines(
        bx,
        y + 4,
        [
            sup,
            f"{rng.choice(['Via Salaria', 'Via Appia Nuova', 'Via Emilia', 'Corso Francia'])} {rng.randint(1, 400)}",
            f"{la.digits(rng, '#####')} {rng.choice(['Roma', 'Milano', 'Torino', 'Bologna', 'Napoli'])}",
            f"P.IVA {la.digits(rng, '###########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    d.t(
        m,
        y,
        la.pick(
            rng, "ORDINE DI NOLEGGIO|Ordine di noleggio attrezzature|CONFERMA D'ORDINE NOLEGGIO"
        ),
        12,
        b=True,
    )
    d.kv(
        m,
        y + 8,
        [
            (po_lab, po),
            ("Data", la.dfmt(dt, "dmy")),
            ("Film", f"\u201c{title}\u201d"),
            ("Rif.", prev),
        ],
        92,
        8.2,
    )
    y += 70
    d.box(m, y, wd, 34, fill=0.93, stroke=False)
    d.t(
        m + 6,
        y + 13,
        f"Ritiro: {la.dfmt(d0 - timedelta(days=1), 'dmy')}  ·  Riconsegna: {la.dfmt(d0 + timedelta(days=shoot + rng.randint(1, 3)), 'dmy')}  ·  Set: {rng.choice(['Roma e provincia', 'Lago di Como', 'Matera', 'Trieste', 'Val d’Orcia'])}",
        8.2,
    )
    d.t(
        m + 6,
        y + 26,
        f"Giorni di ripresa: {shoot}  ·  Coefficiente applicato: {coeff} giorni  ·  Direttore di produzione: {rng.choice(NO_F)} {rng.choice(NO_N)}",
        8.2,
    )
    y += 44
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36])
    lines = more_lines(
        rng, NO_ITEMS, n, [1, 1, 1, 2, 2, 4, 6], ["(backup)", "(2ª unità)", "(seconda camera)"]
    )
    body, net = [], ZERO
    for i, (it, q, p, _) in enumerate(lines, 1):
        sc = Decimal(rng.choice([0, 10, 15, 20, 25])) if rng.random() < 0.6 else ZERO
        a = r2(q * p * coeff * (100 - sc) / 100)
        net += a
        body.append(
            ([str(i), it[0], f"{q:,.0f}", eu(p), str(coeff), f"{sc:.0f}%" if sc else "", eu(a)], a)
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.45, 0.06, 0.12, 0.08, 0.09, 0.15)],
        ["N.", "Attrezzatura", "Q.tà", "Tariffa/g", "gg", "Sconto", "Importo"],
        body,
        "llrrrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ins = r2(net * Decimal(rng.choice(["0.03", "0.04", "0.05"]))) if rng.random() < 0.6 else ZERO
    imp = net + ins
    iva = r2(imp * Decimal("0.22"))
    total = imp + iva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Totale noleggio", f"€ {eu(net)}", False)]
        if ins:
            rows.append(("Assicurazione all risks", f"€ {eu(ins)}", False))
        rows += [
            ("Imponibile", f"€ {eu(imp)}", False),
            ("IVA 22%", f"€ {eu(iva)}", False),
            (
                la.pick(rng, "Totale ordine|TOTALE IVA inclusa|Totale complessivo"),
                f"€ {eu(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6, box_last=True)
        dep = Decimal(rng.choice([2000, 5000, 10000, 15000]))
        y = wrapped(
            d,
            m,
            y + 4,
            f"Deposito cauzionale: € {eu(dep)} (assegno o bonifico, restituito alla riconsegna). Pagamento: {la.pick(rng, '30% alla conferma, saldo a 60 gg d.f.|bonifico 60 gg d.f.f.m.|rimessa diretta alla riconsegna')}.",
            8,
            wd,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Tariffe come da {prev}; l'importo sarà definito a consuntivo sui giorni di effettivo utilizzo.",
            8.2,
            wd,
        )
    y += 8
    for t in [
        "Il materiale viene verificato in contraddittorio al ritiro e alla riconsegna. Eventuali danni saranno addebitati secondo listino.",
        "Indicare il numero d'ordine e il titolo del film su DDT e fattura (fatturazione elettronica, codice destinatario "
        + la.digits(rng, "@@@@@@@")
        + ").",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, "La produzione")
    d.sign(m + sw_ + 20, y, sw_, "Per accettazione (timbro e firma del noleggiatore)")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind39_it_noleggio_attrezzature_set(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _no)


# --------------------------------------------------------------------------- 10 es-MX seller's sales-order confirmation with a delivery programme

MX_SB = "Grupo Ternium|Aceros del Bajío|Plásticos Monterrey|Empaques Anáhuac|Químicos del Golfo|Cartonera Tapatía|Tubos y Perfiles Querétaro|Lámina Industrial Norteña|Pinturas Sierra Madre|Maderas Huasteca|Hules Técnicos Puebla|Envases Jalisco|Alambres Toluca|Refractarios Hidalgo|Válvulas Saltillo".split(
    "|"
)
MX_FORMS = [" S.A. de C.V.", ", S.A. de C.V.", " S. de R.L. de C.V.", " S.A.P.I. de C.V."]
MX_CUST = [
    "{x} Manufacturas S.A. de C.V.",
    "Industrias {x} S.A. de C.V.",
    "Grupo Constructor {x} S.A. de C.V.",
    "{x} Alimentos S. de R.L. de C.V.",
    "Ensambles {x} S.A. de C.V.",
]
MX_X = (
    "Laguna|Cumbres|Sonora|Bajío|Itzel|Pacífico|Norte|Altiplano|Azteca|Cóndor|Mayab|Jaguar".split(
        "|"
    )
)
MX_CITY = "Monterrey, N.L.|Guadalajara, Jal.|Querétaro, Qro.|Saltillo, Coah.|Puebla, Pue.|León, Gto.|San Luis Potosí, S.L.P.|Toluca, Edo. Méx.|Hermosillo, Son.|Aguascalientes, Ags.".split(
    "|"
)
MX_ITEMS = [
    ("Lámina galvanizada cal. 22 4x10", "pza", 480, 720),
    ("Perfil PTR 4x4 cal. 11 6 m", "pza", 1150, 1680),
    ("Tarima de madera 1.20x1.00", "pza", 160, 290),
    ("Caja corrugada doble pared 60x40x40", "pza", 18, 34),
    ('Película estirable 18" 80 calibres', "rollo", 210, 360),
    ("Resina PEAD inyección (saco 25 kg)", "saco", 780, 1100),
    ("Pintura esmalte industrial 19 L", "cubeta", 1650, 2600),
    ("Alambre recocido cal. 16", "kg", 32, 48),
    ('Tubo conduit galvanizado 1" 3 m', "pza", 190, 310),
    ("Empaque de hule EPDM por metro", "m", 38, 86),
    ("Solvente thinner estándar 200 L", "tambor", 5200, 7800),
]


def _mx(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4 if rng.random() < 0.4 else letter, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    stem = rng.choice(MX_SB)
    sup = stem + rng.choice(MX_FORMS) if rng.random() < 0.85 else stem
    cust = rng.choice(MX_CUST).format(x=rng.choice(MX_X))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["OC-#####", "45########", f"PO{dt:%y}####", "#######", f"OC/{dt.year}/####"]),
    )
    so = la.digits(rng, rng.choice(["PV-######", "SO ######", f"P{dt:%y}-#####"]))
    cot = la.digits(rng, rng.choice(["COT-#####", "Cotización ####"]))
    stated = stated_of(rng)
    page = [1]
    rfc = la.digits(rng, "@@@######@@#")
    city = rng.choice(MX_CITY)

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{sup} · RFC {rfc} · {city} · ventas@{stem.split(' ')[0].lower()}.com.mx",
            6.6,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 32, f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Confirmación de pedido {so} – continuación", 9, b=True)
        return 58

    d.t(m, 48, sup, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Av. Industrias', 'Blvd. Aeropuerto', 'Carretera a Laredo km 12', 'Parque Industrial Oriente, Calle 3'])} {rng.randint(100, 9000)}",
            f"{city} · Tel. {la.digits(rng, '(##) #### ####')}",
            f"RFC: {rfc}",
        ],
        7.8,
        lead=10,
    )
    d.box(r - 190, 34, 190, 52)
    d.t(
        r - 95,
        48,
        la.pick(rng, "CONFIRMACIÓN DE PEDIDO|Confirmación de Pedido|ACUSE DE PEDIDO"),
        10,
        b=True,
        al="c",
    )
    d.t(r - 185, 64, "Pedido de venta:", 8)
    d.t(r - 5, 64, so, 8.4, b=True, al="r")
    d.t(r - 185, 78, "Fecha:", 8)
    d.t(r - 5, 78, la.dfmt(dt, rng.choice(["dmy", "long_es"])), 8.4, al="r")
    y = 100
    cw = (wd - 14) / 2
    d.box(m, y, cw, 78)
    d.t(
        m + 5, y + 11, la.pick(rng, "CLIENTE|Cliente / Facturar a|Vendido a"), 7.8, b=True, grey=0.3
    )
    d.lines(
        m + 5,
        y + 16,
        [
            cust,
            f"RFC: {la.digits(rng, '@@@######@@#')}",
            f"{rng.choice(MX_CITY)}",
            f"Atención: {rng.choice(['Ing.', 'Lic.', 'C.P.'])} {rng.choice(['Ramírez', 'Hernández', 'Treviño', 'Garza', 'Ochoa', 'Villarreal'])}",
        ],
        8.4,
        lead=11,
    )
    d.box(m + cw + 14, y, cw, 78)
    x2 = m + cw + 19
    kv = [
        (
            la.pick(
                rng,
                "Su orden de compra|Su O.C. No.|Orden de compra cliente|Referencia cliente (OC)",
            ),
            po,
        ),
        ("Cotización", cot),
        (
            "Condiciones",
            la.pick(
                rng, "Crédito 30 días|Crédito 60 días|Contado|50% anticipo, 50% contra entrega"
            ),
        ),
        (
            "Agente",
            f"{rng.choice(['Jorge', 'Adriana', 'Rubén', 'Mónica', 'Héctor'])} {rng.choice(['Salinas', 'Cantú', 'Leal', 'Rosales'])}",
        ),
        ("Embarque", la.pick(rng, "LAB planta|Flete pagado a destino|Recoge cliente")),
    ]
    for i, (k, v) in enumerate(kv):
        d.t(x2, y + 14 + i * 12.5, k, 7.8, b=i == 0)
        d.t(m + 2 * cw + 9, y + 14 + i * 12.5, v, 8.2, al="r", b=i == 0)
    y += 90
    y = wrapped(
        d,
        m,
        y,
        "Agradecemos su pedido. Confirmamos los siguientes productos, precios y el programa de entregas:",
        8.4,
        wd,
    )
    y += 4
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8], [26, 32])
    lines = more_lines(
        rng,
        MX_ITEMS,
        n,
        [10, 20, 50, 100, 200, 500, 1000],
        ["(color gris)", "(tramo corto)", "(lote especial)"],
    )
    body = [
        ([la.digits(rng, "##-####"), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.45, 0.1, 0.08, 0.12, 0.14)],
        ["Clave", "Descripción", "Cantidad", "Unidad", "Precio unit.", "Importe"],
        body,
        "llrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    desc = r2(sub * Decimal(rng.choice([0, 0, 2, 3, 5])) / 100)
    iva = r2((sub - desc) * Decimal("0.16"))
    total = sub - desc + iva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"${en2(sub)}", False)]
        if desc:
            rows.append(("Descuento", f"-${en2(desc)}", False))
        rows += [
            ("IVA 16%", f"${en2(iva)}", False),
            (la.pick(rng, "Total|TOTAL MXN|Total del pedido"), f"${en2(total)}", True),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6, box_last=True)
        y = wrapped(d, m, y + 2, mx_words(total), 7.8, wd, b=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Precios sujetos a lista vigente al momento del embarque; el importe se confirmará en la factura (CFDI).",
            8.2,
            wd,
        )
    y += 8
    if y + 80 > bottom:
        y = brk()
    d.t(
        m,
        y + 8,
        la.pick(rng, "PROGRAMA DE ENTREGAS|Programa de entregas|Calendario de embarques"),
        9,
        b=True,
    )
    y += 12
    sched = []
    for it, q, _, _ in lines[: min(len(lines), 6)]:
        k = rng.choice([1, 2, 3])
        part = int(q) // k
        for j in range(k):
            qq = part if j < k - 1 else int(q) - part * (k - 1)
            sched.append((dt + timedelta(days=7 * (j + 1) + rng.randint(0, 4)), it[0], qq, it[1]))
    sched.sort(key=lambda s: s[0])
    rows_ = [
        (
            [
                la.dfmt(s[0], "dmy"),
                s[1],
                f"{s[2]:,}",
                s[3],
                la.pick(rng, "Planta|Almacén Norte|Obra"),
            ],
            ZERO,
        )
        for s in sched
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.16, 0.5, 0.12, 0.1, 0.12)],
        ["Fecha", "Producto", "Cantidad", "Unidad", "Destino"],
        rows_,
        "llrcl",
        size=7.4,
        rowh=13,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    y += 10
    for t in [
        "Favor de revisar esta confirmación; de no recibir comentarios en 48 horas se considerará aceptada.",
        f"Depósitos a {rng.choice(['BBVA México', 'Banorte', 'Santander', 'Banamex'])} cuenta CLABE {la.digits(rng, '### ### ########### #')} a nombre de {sup}.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 28
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, "Ventas / Servicio a clientes")
    d.sign(m + sw_ + 20, y, sw_, "Acepto de conformidad (cliente)")
    foot()
    out = finish(d, "es", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind39_es_mx_confirmacion_pedido_programa(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mx)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind39_") and callable(fn)
}

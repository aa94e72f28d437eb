# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind41 (`blind42_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-NZ, de-AT, fr-FR, nl-NL and es-AR.

- blind42_zh_shuichan_yangzhi_siliao: a mainland Chinese aquaculture farm's (or co-operative's)
  order for feed and pond equipment (the farm's name centred or at the left, the order number
  in a ruled grid or in right-hand label lines beside a contract number, a pond / batch number
  and a quotation number; the supplier after 供应商 / 供货方 / 致, the pond address to deliver
  to; feed by the tonne beside aerators per unit; 货款小计 / 优惠 / 运费 / 合计, 大写, a deposit
  percentage with its amount, a seal).
- blind42_zh_yingyuan_maipin_caigou: a Chinese cinema chain's concessions order (a coloured
  band with the chain's name, the order number in a box at the right with the store code and a
  requisition number, supplier and receiving-cinema panels in either order, item codes and case
  sizes, 13 % VAT included or added, 价税合计, budget number, approval line).
- blind42_tw_buxiban_jiaocai_dinggou: a Taiwanese cram school's order for printed course packs
  and stationery (the school's name centred, supplier at the left after 廠商 / 受訂廠商 / 致,
  the order number at the right with the ROC date, 報價單號 and 課程代碼, whole NT$, 小計 /
  營業稅 5 % / 總計 or a tax-included total, a 50 % deposit, copies in the footer).
- blind42_ja_shuzo_shizai_hacchusho: a Japanese sake brewery's order for bottles, labels and
  boxes (発注書 / 注文書, the supplier with 御中 or 様 at the top left, the brewery with a
  seal at the right, 発注番号 with 見積番号 and 取引先コード, 件名 and 納期, the order amount
  boxed above the lines at times, 小計 / 消費税 10 % / 合計 in ¥ or 円).
- blind42_en_us_ballpark_concessions_po: a US minor-league ball club's concessions and
  merchandise PO (letter size, the club's name at the left and PURCHASE ORDER at the right over
  a PO box with requisition, vendor number and department, VENDOR and SHIP TO boxes in either
  order, case-pack lines, subtotal, discount, freight, sales tax or resale exemption, total,
  approval signatures).
- blind42_en_nz_sawmill_order_acknowledgement: a New Zealand sawmill's order acknowledgement
  (the mill's letterhead with its GST number; the customer's order number quoted beside the
  mill's own order number and the customer account; timber lines in lineal metres, cartage,
  subtotal excl. GST, GST 15 %, total incl. GST, a deposit at times).
- blind42_de_at_rettungsdienst_sanitaetsbedarf: an Austrian ambulance service district's
  order for medical supplies (a window address with the sender line, the order data at the
  right with Anforderung, Kostenstelle and Rahmenvertrag, the ambulance station to deliver to,
  article and PZN numbers, Netto / USt. 20 % (10 % on some) / Gesamtbetrag, UID and IBAN).
- blind42_fr_camping_commande_mobilier: a French campsite's order for outdoor furniture and
  mobile-home equipment (the campsite's head, a Fournisseur block at the right, a devis number
  and the season, Total HT / remise / port / TVA 20 % / Total TTC, an acompte, SIRET lines).
- blind42_nl_fietsverhuur_onderdelen_inkooporder: a Dutch bike-rental company's parts order
  (a coloured top bar, Leverancier and Afleveradres, order data with an offertenummer and the
  customer number at the supplier, subtotaal / korting / verzendkosten / btw 21 % / totaal,
  KvK, btw-id and IBAN in the footer).
- blind42_es_ar_frigorifico_insumos_oc: an Argentine meat-packing plant's order for packaging
  and plant supplies (the plant's head with CUIT and condition frente al IVA, an ORDEN DE COMPRA
  box with its point-of-sale style number, the solicitud number and the cost centre, the
  Proveedor block with CUIT, lines, Subtotal / bonificación / IVA 21 % / 10,5 % / Total, the
  total in words, payment terms).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, contract, project, budget or
the seller's own order number; on the seller's acknowledgement the customer's order number);
the supplier exactly as printed on its own first line (the vendor; the mill of the
acknowledgement; never 御中, 様 or "Attn"); the grand total as "1234.50" (whole NT$ and yen as
"1234.00"; after discounts, incl. tax, before deposits; "" when the document states none,
about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, rgb_box, rgb_text, twice  # noqa: E402
from families_blind14 import es_words  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
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


def fr2(v: Decimal) -> str:
    """1 234,50 (France)."""
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def ar_words(v: Decimal) -> str:
    """SON PESOS: DOCE MIL TRESCIENTOS CUARENTA Y CINCO CON 67/100."""
    n = int(v)
    cents = int(r2(v) * 100) % 100
    w = es_words(n) if n else "cero"
    if w.endswith("veintiuno"):
        w = w[:-9] + "veintiún"
    elif w.endswith("uno"):
        w = w[:-3] + "un"
    return f"{w} con {cents:02d}/100".upper()


# --------------------------------------------------------------------------- 1 zh-Hans aquaculture farm's feed and pond-equipment order

SC_CITY = "湛江 茂名 阳江 中山 江门 钦州 北海 南通 盐城 荆州 洪湖 岳阳 常德 九江 漳州 宁德".split()
SC_B = "海丰 渔旺 鑫海 碧水 丰泽 蓝湾 金鳞 鱼跃 富民 明珠 润泽 清河 湖光 宏达 顺源 益海".split()
SC_BUY = [
    "{c}{b}水产养殖专业合作社",
    "{c}{b}水产养殖有限公司",
    "{c}市{b}渔业发展有限公司",
    "{c}{b}生态农业有限公司",
    "{c}{b}虾业科技有限公司",
]
SC_SUP_FORMED = [
    "{c}{b}饲料有限公司",
    "{c}{b}生物饲料科技有限公司",
    "{b}水产饲料（{c}）有限公司",
    "{c}{b}渔业设备有限公司",
    "{c}{b}农牧科技股份有限公司",
]
SC_SUP_BARE = ["{c}{b}渔需物资商行", "{c}{b}饲料经营部", "{c}市{b}增氧机门市部"]
SC_ITEMS = [
    ("南美白对虾配合饲料", "0号破碎料 蛋白40%", "吨", 9800, 12800),
    ("对虾配合饲料", "2号颗粒 1.2mm", "吨", 8600, 11200),
    ("草鱼膨化配合饲料", "3.0mm 蛋白28% 20kg/包", "吨", 4600, 6200),
    ("加州鲈鱼膨化料", "4号 蛋白45%", "吨", 11800, 14600),
    ("叶轮式增氧机", "1.5kW 380V", "台", 1350, 2100),
    ("水车式增氧机", "1.5kW 六叶轮", "台", 980, 1500),
    ("底部微孔增氧管", "16mm 100米/卷", "卷", 160, 320),
    ("生石灰", "清塘消毒 50kg/袋", "袋", 28, 45),
    ("水质改良剂（芽孢杆菌）", "1kg/袋", "袋", 38, 86),
    ("自动投饵机", "220V 120L", "台", 1200, 2300),
    ("便携式溶氧仪", "带温度探头", "台", 1800, 3600),
    ("聚乙烯网箱", "3×3×2m", "个", 260, 520),
    ("二氧化氯消毒片", "1kg/桶", "桶", 45, 90),
    ("虾苗运输增氧袋", "双层 50个/捆", "捆", 60, 120),
]


def _sc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(SC_CITY, 2)
    b1, b2 = rng.sample(SC_B, 2)
    buyer = rng.choice(SC_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, SC_SUP_FORMED, SC_SUP_BARE, 0.25).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n2}|SC-{y}{m}-{n3}|{Y}{n5}|YZ{y}{n4}")
    hetong = cj.number(rng, d, "HT-{Y}-{n3}|GX{y}{n4}")
    pond = cj.number(rng, d, "{n1}号塘口|第{n1}区 {n2}号塘|A{n2}塘")
    batch = cj.number(rng, d, "{Y}-第{n1}茬|PC{y}{m}{n2}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|QT{Y}{n4}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|采购订单号")
    ink = rng.choice([Color(0.05, 0.3, 0.55), Color(0.1, 0.4, 0.35), black])
    style = rng.choice(["grid", "lines"])

    def foot() -> None:
        s_ = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　{po_lab}：{po}　（续上页）", 8.8)
        return 48

    title = cj.pick(rng, "采购订单|饲料及渔需物资采购单|物资采购订单|采购订货单")
    if style == "grid":
        pdf.text(pdf.w / 2, 44, buyer, 15, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 66, title, 13, align="c", bold=True)
        pdf.line(pdf.w / 2 - 60, 71, pdf.w / 2 + 60, 71, lw=0.8)
        y = 84
        ws = cj.rel(wd, [14, 36, 14, 36])
        rows = [
            [po_lab, po, "下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))],
            [cj.pick(rng, "供应商|供货方|供方"), sup, "报价单号", qt],
            ["收货塘口", pond, cj.pick(rng, "养殖批次|茬次"), batch],
        ]
        if rng.random() < 0.5:
            rows.append(["合同编号", hetong, "到货日期", cj.fdate(cj.later(rng, d, 2, 15), "cn")])
        y = kgrid(pdf, m, y, ws, rows, h=19, size=8.4, ink=ink, fill=PALE) + 8
        pdf.text(
            m,
            y + 10,
            f"收货地址：{cj.zh_addr(rng)}（养殖基地）　联系人：{cj.person(rng)} {cj.mobile(rng)}",
            8.2,
        )
        y += 22
    else:
        pdf.text(m, 44, buyer, 14, bold=True, colour=ink)
        pdf.text(m, 58, f"基地：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY)
        pdf.text(right, 44, title, 14, align="r", bold=True)
        pdf.line(m, 66, right, 66, lw=1.2, colour=ink)
        y = 84
        lab = cj.pick(rng, "供应商：|供货方：|致：|")
        if lab:
            pdf.text(m, y, lab, 9, colour=GREY)
        x0 = m + (40 if lab else 0)
        pdf.text(x0, y, sup, 10.5, bold=True)
        sl = [f"联系人：{cj.person(rng)}　{cj.mobile(rng)}", f"地址：{cj.zh_addr(rng)}"]
        if rng.random() < 0.5:
            sl.append(f"统一社会信用代码：{cj.credit_code(rng)}")
        for i, s_ in enumerate(sl):
            pdf.text(x0, y + 14 + i * 12, s_, 7.8, colour=GREY)
        kv = [
            (po_lab, po),
            ("日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
            ("报价单号", qt),
            ("塘口 / 批次", f"{pond} / {batch}"),
        ]
        if rng.random() < 0.5:
            kv.insert(2, ("合同编号", hetong))
        kx = right - 190
        for i, (k, v) in enumerate(kv):
            pdf.text(kx, y + i * 14, f"{k}：", 8.4, colour=GREY)
            pdf.text(right, y + i * 14, v, 8.8, align="r", bold=i == 0)
        y += max(14 + 12 * len(sl), 14 * len(kv)) + 8
        pdf.text(m, y, f"送货至：{buyer} {pond}　收货人：{cj.person(rng)} {cj.mobile(rng)}", 8.2)
        y += 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng, SC_ITEMS, n, [1, 2, 3, 5, 8, 10, 20], ["（二期塘）", "（备用）", "（育苗棚）"]
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
                    cj.money(p),
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 27, 22, 7, 9, 13, 17]),
        ["序号", "品名", "规格", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.9,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = Decimal(rng.choice([0, 0, 200, 500, 1000])) if sub > 5000 else ZERO
    fr = Decimal(rng.choice([0, 0, 300, 600, 800])) if rng.random() < 0.5 else ZERO
    total = sub - off + fr
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("货款小计", sub)]
        if off:
            rows_.append((cj.pick(rng, "优惠|让利|折让"), -off))
        if fr:
            rows_.append(("运费", fr))
        rows_.append((cj.pick(rng, "合计金额|订单总额|合计"), total))
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            sign = "-" if v < 0 else ""
            pdf.text(right - 200, y + 10, f"{lab}：", 9 if last else 8.4, bold=last)
            pdf.text(
                right,
                y + 10,
                f"{sign}¥{cj.money(abs(v))}",
                10 if last else 8.4,
                align="r",
                bold=last,
            )
            y += 15
        pdf.text(m, y + 10, f"合计人民币（大写）：{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 50])
            pdf.text(
                m,
                y + 10,
                f"付款方式：订货预付定金{pct}%（¥{cj.money(r2(total * pct / 100))}），货到验收后付清余款。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 10, "饲料价格随原料行情调整，按发货当日出厂价结算。", 8.6)
        y += 18
    notes = [
        "1. 饲料须附产品合格证及检验报告，生产日期不超过30天；受潮结块的整批退回。",
        "2. 增氧设备须整机调试合格，质保一年，塘口现场安装。",
        f"3. 发票：{cj.pick(rng, '饲料免征增值税，开具普通发票|开具增值税专用发票|开具增值税普通发票')}。",
    ]
    y += 6
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"采购方（盖章）：{buyer}", 8.4)
    pdf.text(m + wd * 0.58, y, "供方确认（签章）：", 8.4)
    pdf.text(m, y + 18, f"经办：{cj.person(rng)}　　审批：{cj.person(rng)}", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 150, y - 4, buyer, rng, caption=cj.pick(rng, "合同专用章|采购专用章"), r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_zh_shuichan_yangzhi_siliao(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sc)


# --------------------------------------------------------------------------- 2 zh-Hans cinema chain's concessions order

YY_CITY = "北京 上海 杭州 南京 苏州 武汉 长沙 成都 西安 郑州 青岛 厦门 合肥 沈阳 天津 宁波".split()
YY_B = "星光 银幕 万象 星际 光影 金逸 橙天 幸福蓝海 时代 华影 影都 辰星 新影联 卢米埃 博纳 嘉映".split()
YY_BUY = [
    "{c}{b}影城管理有限公司",
    "{b}院线（{c}）有限公司",
    "{c}{b}电影城有限公司",
    "{c}{b}影院投资管理有限公司",
]
YY_SB = "佳味 香脆 金谷 甜心 悦享 美乐 欢乐谷 佳禾 丰源 美嘉 吉祥 鑫源 嘉利 联华 华润 福满".split()
YY_SUP_FORMED = [
    "{c}{s}食品有限公司",
    "{c}{s}贸易有限公司",
    "{c}{s}包装制品有限公司",
    "{s}餐饮用品（{c}）有限公司",
    "{c}{s}供应链管理有限公司",
]
YY_SUP_BARE = ["{c}{s}食品批发部", "{c}市{s}商贸行", "{s}纸杯厂"]
YY_ITEMS = [
    ("爆米花专用玉米（蝶形）", "22.68kg/袋", "袋", 260, 380),
    ("爆米花专用椰子油", "20L/桶", "桶", 320, 460),
    ("焦糖调味糖", "25kg/箱", "箱", 180, 260),
    ("可乐糖浆 BIB", "20L/箱", "箱", 480, 680),
    ("雪碧糖浆 BIB", "20L/箱", "箱", 460, 650),
    ("爆米花桶 V130", "500只/箱", "箱", 210, 320),
    ("冷饮杯 22oz", "1000只/箱", "箱", 280, 390),
    ("平盖 90口径", "1000只/箱", "箱", 120, 180),
    ("可弯吸管 独立包装", "5000支/箱", "箱", 150, 220),
    ("3D眼镜 偏振式", "200副/箱", "箱", 360, 560),
    ("矿泉水 550ml", "24瓶/箱", "箱", 28, 42),
    ("餐巾纸 单层", "100包/箱", "箱", 95, 140),
    ("热狗面包", "60个/箱 冷冻", "箱", 150, 210),
    ("纳米爆米花袋", "1000只/箱", "箱", 130, 200),
]


def _yy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.35
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(YY_CITY, 2)
    buyer = rng.choice(YY_BUY).format(c=c1, b=rng.choice(YY_B))
    sup = bare_or(rng, YY_SUP_FORMED, YY_SUP_BARE, 0.2).format(c=c2, s=rng.choice(YY_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{d}{n3}|YC-{y}{m}{n4}|MP{Y}{n5}|{Y}{m}{n4}")
    store = cj.number(rng, d, "YC{n3}|{n4}")
    req = cj.number(rng, d, "SQ{y}{m}{n3}|PR-{Y}-{n4}")
    budget = cj.number(rng, d, "YS{Y}-{n3}|FY{y}-MP-{n2}")
    stated = stated_of(rng)
    incl = rng.random() < 0.55
    page = [1]
    col = rng.choice([Color(0.6, 0.1, 0.15), Color(0.15, 0.2, 0.45), Color(0.85, 0.45, 0.05)])
    po_lab = cj.pick(rng, "采购订单号|订单号|PO号|订单编号")
    cinema = f"{buyer.split('（')[0][:2]}{rng.choice(YY_B)}影城（{rng.choice(['万达广场', '万象城', '吾悦广场', '龙湖天街', '大悦城', '银泰城'])}店）"

    def foot() -> None:
        s_ = f"{page[0]}/{of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 24, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"{buyer}　卖品部　打印：{cj.fdate(d, 'iso')}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.rect(m, 24, wd, 18, fill=col, stroke=None)
        pdf.text(m + 6, 37, f"卖品采购订单 {po}（续）", 9, colour=white, bold=True)
        return 52

    pdf.rect(m, 24, wd, 44, fill=col, stroke=None)
    pdf.text(m + 10, 46, buyer, 14, colour=white, bold=True)
    pdf.text(
        m + 10,
        61,
        cj.pick(rng, "卖品采购订单|影院卖品物料订货单|卖品及耗材采购订单"),
        9.5,
        colour=white,
    )
    bw = 170
    pdf.rect(right - bw - 6, 30, bw, 32, fill=white, stroke=None)
    pdf.text(right - bw, 42, po_lab, 7.4, colour=GREY)
    pdf.text(right - 12, 56, po, 11, align="r", bold=True)
    y = 80
    pdf.text(
        m,
        y + 4,
        f"门店编码：{store}　　申请单号：{req}　　预算编号：{budget}　　下单日期：{cj.fdate(d, rng.choice(['cn', 'iso']))}",
        8,
        colour=GREY,
    )
    y += 14
    pw = (wd - 16) / 2
    sp = [
        (cj.pick(rng, "供应商|供货单位|供方"), sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("开户行", cj.bank(rng)[0]),
    ]
    rp = [
        ("收货影城", cinema),
        ("收货地址", cj.zh_addr(rng)),
        ("收货人", f"{cj.person(rng)}（卖品主管）　{cj.mobile(rng)}"),
        ("要求到货", cj.fdate(cj.later(rng, d, 2, 10), "cn")),
    ]
    panels = [sp, rp] if rng.random() < 0.6 else [rp, sp]
    ymax = y
    for k, pan in enumerate(panels):
        x = m + k * (pw + 16)
        pdf.rect(x, y, pw, 16 + 15 * len(pan), stroke=col, lw=0.7)
        yy = y + 14
        for lab, val in pan:
            pdf.text(x + 6, yy, f"{lab}：", 8, colour=GREY)
            pdf.text(x + 58, yy, val, 9 if val == sup else 8.2, bold=val == sup, maxw=pw - 64)
            yy += 15
        ymax = max(ymax, y + 16 + 15 * len(pan))
    y = ymax + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [30, 38] if not land else [22, 26])
    lines = more_lines(
        rng, YY_ITEMS, n, [2, 4, 5, 6, 10, 12, 20], ["（节日装）", "（IMAX厅）", "（新包装）"]
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        code = f"{rng.choice(['MP', 'HC', 'YL'])}{rng.randint(10000, 99999)}"
        body.append(([str(i), code, it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a))
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 11, 28, 14, 6, 8, 12, 14]),
        [
            "行",
            "商品编码",
            "商品名称",
            "箱规",
            "单位",
            "数量",
            "含税单价" if incl else "单价",
            "金额",
        ],
        body,
        "cllccrrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r2(sub - sub / Decimal("1.13")) if incl else r2(sub * Decimal("0.13"))
    total = sub if incl else sub + tax
    if y + 100 > bottom:
        y = brk()
    y += 10
    if stated:
        rows_ = (
            [("不含税金额", sub - tax), ("税额（13%）", tax), ("价税合计", total)]
            if incl
            else [("金额合计", sub), ("增值税 13%", tax), ("价税合计", total)]
        )
        ws2 = [90, 110]
        for k, (lab, v) in enumerate(rows_):
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, f"¥{cj.money(v)}"],
                "lr",
                h=17,
                size=8.4,
                bold=k == 2,
            )
        pdf.text(m, y - 6, f"大写：{cj.daxie(total)}", 8.4)
    else:
        pdf.text(m, y + 10, "单价按年度供货协议价执行，结算金额以对账单为准。", 8.6)
        y += 16
    y += 14
    for t in [
        "1. 食品类须提供检验报告，保质期剩余不少于三分之二；糖浆到货冷藏。",
        f"2. 送货时间：影城营业前 {rng.choice(['8:00-10:00', '9:00-11:00', '7:30-9:30'])}，由卖品主管签收，送货单注明订单号。",
        f"3. 结算：{cj.pick(rng, '月结30天|月结60天|货到票到30天付款')}，开具13%增值税专用发票。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 4, t, 7.8, colour=GREY)
        y += 13
    if y + 40 > bottom:
        y = brk()
    y += 28
    for k, lab in enumerate(["制单", "卖品经理", "影城经理", "财务审核"]):
        pdf.text(m + k * wd / 4, y, f"{lab}：{cj.person(rng) if k < 2 else ''}", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_zh_yingyuan_maipin_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yy)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese cram school's course-pack and stationery order

BX_B = (
    "育達 建國 明師 菁英 卓越 學而 文華 常春藤 龍門 智多星 北一 大同 啟明 新思維 博學 晨星".split()
)
BX_KIND = [
    "{b}文理短期補習班",
    "{b}美語短期補習班",
    "{b}數理補習班",
    "{b}升學補習班",
    "{b}教育事業股份有限公司",
]
BX_SB = "文成 正揚 大業 新興 宏達 協和 聯合 永豐 全美 亞洲 東方 華揚 國興 美新 志成 光華".split()
BX_SUP_FORMED = [
    "{s}印刷股份有限公司",
    "{s}文化事業有限公司",
    "{s}文具股份有限公司",
    "{s}彩色印刷有限公司",
    "{s}圖書出版有限公司",
]
BX_SUP_BARE = ["{s}印刷廠", "{s}文具行", "{s}影印社", "{s}書局"]
BX_ITEMS = [
    ("國中數學講義 上冊", "B5 黑白 雙面 180頁 膠裝", "本", 65, 120),
    ("高中英文單字講義", "A4 黑白 120頁 騎馬釘", "本", 48, 95),
    ("會考模擬試卷", "B4 雙面 一套6回", "套", 28, 60),
    ("學測自然總複習", "B5 彩色封面 260頁", "本", 110, 190),
    ("招生DM", "A4 四色 雙面 銅版紙", "張", 1, 3),
    ("白板筆", "黑藍紅 12支/盒", "盒", 120, 220),
    ("影印紙 A4", "80磅 500張/包", "包", 105, 150),
    ("點名簿", "A4 50頁", "本", 25, 45),
    ("學員證套", "透明 含掛繩", "個", 8, 18),
    ("答案卡", "電腦閱卷 500張/包", "包", 220, 360),
    ("教室用海報", "A1 上光 裱板", "張", 180, 420),
    ("資料夾", "A4 印LOGO", "個", 12, 28),
]


def _bx(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    school = rng.choice(BX_KIND).format(b=rng.choice(BX_B))
    sup = bare_or(rng, BX_SUP_FORMED, BX_SUP_BARE, 0.3).format(s=rng.choice(BX_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{d}{n2}|{roc}{m}{n4}|BX-{y}{m}{n3}|A{roc}{n5}")
    quote = cj.number(rng, d, "Q{roc}{m}{n3}|報{n5}")
    course = cj.number(rng, d, "C{y}-{n3}|{roc}暑-{n2}|班{n3}")
    stated = stated_of(rng)
    incl = rng.random() < 0.35
    page = [1]
    po_lab = cj.pick(rng, "訂購單號|採購單號|訂單編號|單號")
    ink = rng.choice([Color(0.1, 0.3, 0.6), Color(0.45, 0.15, 0.45), black])

    def foot() -> None:
        s_ = f"第{page[0]}頁，共{of}頁" if of else f"第{page[0]}頁"
        pdf.text(right, pdf.h - 22, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 22, "一式二聯：第一聯 廠商／第二聯 班務存查", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{school}　{po_lab} {po}（接上頁）", 8.6)
        return 46

    pdf.text(pdf.w / 2, 40, school, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        55,
        f"{cj.tw_addr(rng)}　電話 {cj.tw_tel(rng)}　立案字號 {rng.choice(['北市教終字', '新北教社字', '中市教社字', '高市教終字'])}第{rng.randint(1000, 9999)}號",
        7.4,
        align="c",
        colour=GREY,
    )
    pdf.text(
        pdf.w / 2, 78, cj.pick(rng, "訂　購　單|採購訂購單|教材訂購單"), 14, align="c", bold=True
    )
    y = 96
    lab = cj.pick(rng, "廠商：|受訂廠商：|致：|")
    lx = m
    if lab:
        pdf.text(m, y, lab, 9, colour=GREY)
        lx = m + (52 if len(lab) > 3 else 30)
    pdf.text(lx, y, sup, 10.5, bold=True)
    sl = [
        f"統一編號：{rng.randint(10000000, 99999999)}",
        f"聯絡人：{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}",
    ]
    if rng.random() < 0.5:
        sl.append(f"傳真：{cj.tw_tel(rng)}")
    for i, s_ in enumerate(sl):
        pdf.text(lx, y + 14 + i * 12, s_, 7.8, colour=GREY)
    kv = [
        (po_lab, po),
        ("訂購日期", cj.fdate(d, rng.choice(["roc", "rocs", "slash"]))),
        ("報價單號", quote),
        (cj.pick(rng, "課程代碼|班別代號"), course),
        ("交貨日期", cj.fdate(cj.later(rng, d, 3, 20), "roc")),
    ]
    if rng.random() < 0.4:
        kv[0], kv[1] = kv[1], kv[0]
    kx = right - 175
    for i, (k, v) in enumerate(kv):
        pdf.text(kx, y + i * 13, f"{k}：", 8.2, colour=GREY)
        pdf.text(right, y + i * 13, v, 8.6, align="r", bold=k == po_lab)
    y += max(14 + 12 * len(sl), 13 * len(kv)) + 8
    pdf.text(
        m,
        y,
        f"送貨地點：{school}（{cj.tw_addr(rng)}）　收件人：{cj.person(rng, 'zh-Hant')} 班主任",
        8.2,
    )
    y += 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36])
    lines = more_lines(
        rng,
        BX_ITEMS,
        n,
        [10, 20, 30, 50, 60, 100, 120, 200],
        ["（國二班）", "（高一班）", "（暑期班）"],
        places=0,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(([str(i), it[0], it[1], f"{q:,.0f}", it[2], w0(p), w0(a) if stated else ""], a))
    heads = ["項次", "品名", "規格", "數量", "單位", "單價", "金額"]
    al = "cllrcrr"
    ws = cj.rel(wd, [5, 26, 28, 8, 6, 10, 13])
    if rng.random() < 0.4:  # quantity after the unit price
        order = [0, 1, 2, 5, 3, 4, 6]
        heads = [heads[k] for k in order]
        al = "".join(al[k] for k in order)
        ws = [ws[k] for k in order]
        body = [([c[k] for k in order], a) for c, a in body]
    y = ctable(pdf, m, y, ws, heads, body, al, rowh=17, size=7.9, bottom=bottom, brk=brk, fill=PALE)
    sub = sum((a for *_, a in lines), ZERO)
    if incl:
        total = sub
        tax = total - r0(total / Decimal("1.05"))
    else:
        tax = r0(sub * Decimal("0.05"))
        total = sub + tax
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        if incl:
            rows_ = [(cj.pick(rng, "總計（含稅）|合計新臺幣（含稅）|含稅總金額"), total)]
        else:
            rows_ = [("小計", sub), ("營業稅 5%", tax), (cj.pick(rng, "總計|合計|總金額"), total)]
        ws2 = [92, 96]
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, f"NT${w0(v)}" if last else w0(v)],
                "lr",
                h=17,
                size=8.4,
                bold=last,
            )
        if incl:
            pdf.text(m, y - 4, f"（內含營業稅 {w0(tax)} 元）", 8, colour=GREY)
        y += 6
        if rng.random() < 0.5:
            pdf.text(m, y + 8, f"新臺幣大寫：{cj.daxie(total, trad=True)}", 8.4)
            y += 14
        if rng.random() < 0.5:
            dep = r0(total / 2)
            pdf.text(
                m, y + 8, f"付款方式：訂購時預付訂金五成 NT${w0(dep)}，交貨驗收後付清尾款。", 8.2
            )
            y += 14
    else:
        pdf.text(m, y + 10, "印製費用依實際印量及頁數結算，另行開立發票請款。", 8.4)
        y += 16
    y += 10
    for t in [
        "※ 講義請依班別分裝、外箱標示班別與數量，開課前三日送達。",
        "※ 請款時請附送貨單及本訂購單影本，統一發票抬頭請開本班全銜。",
    ]:
        if y + 12 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8, colour=GREY)
        y += 12
    if y + 40 > bottom:
        y = brk()
    y += 28
    for k, lab in enumerate(["班主任", "會計", "經辦", "廠商確認簽章"]):
        pdf.text(m + k * wd / 4, y, f"{lab}：", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_tw_buxiban_jiaocai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bx)


# --------------------------------------------------------------------------- 4 ja sake brewery's order for bottles, labels and boxes

SZ_B = "菊水 白鷹 月桂 司牡丹 醉鯨 天狗舞 出羽 雪国 浦霞 酔心 大七 玉川 鳳凰 朝日 黒松 花垣".split()
SZ_BUY = ["{b}酒造株式会社", "株式会社{b}酒造", "{b}酒造合資会社", "合名会社{b}酒造店", "{b}酒造場"]
SZ_SB = "東洋 日本 北陸 山村 石塚 大和 中央 三光 丸善 福井 富士 新潟 平和 昭和 清水 共栄".split()
SZ_SUP_FORMED = [
    "{s}硝子株式会社",
    "株式会社{s}紙器",
    "{s}印刷株式会社",
    "{s}製罐株式会社",
    "有限会社{s}商店",
    "{s}包装資材株式会社",
]
SZ_SUP_BARE = ["{s}紙工所", "{s}資材店", "{s}びん店"]
SZ_ITEMS = [
    ("一升瓶 茶", "1800ml 再生瓶", "本", 62, 95),
    ("四合瓶 緑", "720ml 口径28", "本", 58, 88),
    ("300ml瓶 透明", "スクリュー", "本", 38, 60),
    ("王冠キャップ", "金 口径28 PP", "個", 6, 14),
    ("表ラベル", "和紙 箔押し 1色", "枚", 9, 26),
    ("裏ラベル", "上質紙 4色", "枚", 4, 11),
    ("化粧箱 720ml", "貼箱 2本入", "箱", 180, 420),
    ("化粧箱 1800ml", "組箱 1本入", "箱", 160, 380),
    ("P箱 一升瓶用", "6本入", "個", 1100, 1600),
    ("段ボール 四合瓶12本", "仕切り付", "枚", 95, 160),
    ("首掛けタグ", "純米吟醸 新酒", "枚", 12, 30),
    ("シュリンクキャップ", "紫 1800ml用", "枚", 7, 15),
]


def _sz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    b1 = rng.choice(SZ_B)
    buyer = rng.choice(SZ_BUY).format(b=b1)
    sup = bare_or(rng, SZ_SUP_FORMED, SZ_SUP_BARE, 0.2).format(s=rng.choice(SZ_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n4}|H{Y}{m}{n3}|No.{n6}|SZ{y}{n4}")
    quote = cj.number(rng, d, "見{y}{m}-{n3}|Q{n5}")
    vcode = cj.number(rng, d, "{n5}|T{n4}")
    stated = stated_of(rng)
    page = [1]
    title = cj.pick(rng, "発注書|注文書|発　注　書|御注文書")
    po_lab = cj.pick(rng, "発注番号|注文番号|発注No.|注文No.")
    ys = rng.choice([0, 1, 2])

    def yen(v: Decimal) -> str:
        return [f"¥{v:,.0f}", f"{v:,.0f}円", f"￥{v:,.0f}-"][ys]

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 22, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（続き）　{po_lab}：{po}", 8.8)
        pdf.text(right, 34, buyer, 8.8, align="r")
        return 46

    pdf.text(pdf.w / 2, 44, title, 17, align="c", bold=True)
    pdf.line(pdf.w / 2 - 70, 50, pdf.w / 2 + 70, 50, lw=0.8)
    bx = right - 170
    for i, (k, v) in enumerate(
        [
            (po_lab, po),
            ("発注日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))),
            ("見積番号", quote),
        ]
    ):
        yy = 62 + i * 16
        pdf.rect(bx, yy, 62, 16, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(bx + 62, yy, 108, 16, stroke=black, lw=0.5)
        pdf.text(bx + 31, yy + 11, k, 7.8, align="c")
        pdf.text(bx + 66, yy + 11, v, 8.4)
    hon = rng.choice(["御中", "御中", "様"])
    y = 74
    pdf.text(m, y, f"{sup}　{hon}", 12, bold=True)
    pdf.line(m, y + 4, m + wd * 0.5, y + 4, lw=0.8)
    pdf.text(m, y + 18, f"取引先コード：{vcode}", 7.8, colour=GREY)
    pdf.text(
        m,
        y + 34,
        cj.pick(
            rng,
            "下記の通り発注いたします。|下記のとおり注文いたします。|毎度格別のお引き立てを賜り、厚く御礼申し上げます。下記の通り発注致します。",
        ),
        8.2,
        maxw=bx - m - 12,
    )
    y = 122
    bl = [
        buyer,
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"担当：{cj.person(rng, 'ja')}（製造部）",
    ]
    for i, s_ in enumerate(bl):
        pdf.text(bx, y + i * 12, s_, 9.4 if i == 0 else 7.8, bold=i == 0, maxw=right - bx)
    if rng.random() < 0.7:
        pdf.stamp(right - 20, y + 8, b1 + "酒造", rng, shape="rect", r=20)
    yk = y - 2
    sub = ZERO
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36] if not land else [20, 24])
    lines = more_lines(
        rng,
        SZ_ITEMS,
        n,
        [100, 200, 300, 500, 1000, 1200, 2000, 3000],
        ["（冬季限定）", "（贈答用）", "（輸出用）"],
        places=0,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    kv = [
        (
            "件名",
            cj.pick(rng, "新酒出荷用資材|季節限定酒 瓶詰資材|令和{r}BY 純米吟醸 資材").replace(
                "{r}", str(d.year - 2018)
            ),
        ),
        ("納期", cj.fdate(cj.later(rng, d, 10, 40), "cn")),
        ("納品場所", f"弊社 {rng.choice(['瓶詰場', '第二蔵', '出荷倉庫'])}"),
        ("支払条件", cj.pick(rng, "月末締め翌月末払い|月末締め翌々月10日払い|検収後30日")),
    ]
    for i, (k, v) in enumerate(kv):
        pdf.text(m, yk + i * 14, f"{k}：", 8.4, colour=GREY)
        pdf.text(m + 52, yk + i * 14, v, 8.6)
    y = max(yk + 14 * len(kv), y + 12 * len(bl)) + 8
    if stated and rng.random() < 0.5:
        pdf.rect(m, y, 230, 24, stroke=black, lw=0.9)
        pdf.text(m + 8, y + 16, "ご注文金額（税込）", 9)
        pdf.text(m + 222, y + 16, yen(total), 12, align="r", bold=True)
        y += 34
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", it[2], f"{p:,.0f}", f"{a:,.0f}" if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 27, 24, 9, 6, 11, 15]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=17,
        size=7.9,
        bottom=bottom,
        brk=brk,
    )
    if y + 90 > bottom:
        y = brk()
    if stated:
        ws2 = [80, 110]
        rows_ = [
            ("小計", sub),
            ("消費税（10%）", tax),
            (cj.pick(rng, "合計|合計金額|総合計"), total),
        ]
        for k, (lab, v) in enumerate(rows_):
            y = crow(
                pdf, right - sum(ws2), y, ws2, [lab, yen(v)], "lr", h=17, size=8.4, bold=k == 2
            )
    else:
        pdf.text(m, y + 14, "単価は年間契約単価によります。金額は納品書にてご確認ください。", 8.4)
        y += 20
    y += 12
    for t in [
        "備考：納品書・請求書には必ず発注番号をご記入ください。",
        "　　　ラベルは校正承認後の印刷とし、色見本を添付願います。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x = right - (3 - k) * 48
        pdf.rect(x, y, 48, 14, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(x, y + 14, 48, 34, stroke=black, lw=0.5)
        pdf.text(x + 24, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_ja_shuzo_shizai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sz)


# --------------------------------------------------------------------------- 5 en-US minor-league ball club's concessions and merchandise PO

BP_TEAM = "River Cats|Sod Poodles|Mud Hens|Rumble Ponies|Trash Pandas|IronPigs|Flying Squirrels|Sea Dogs|Yard Goats|Jumbo Shrimp|Hot Rods|Lugnuts|Fisher Cats|Biscuits|Wind Surge|Hooks".split(
    "|"
)
BP_CITY = [
    ("Spokane", "WA", "99201"),
    ("Amarillo", "TX", "79101"),
    ("Toledo", "OH", "43604"),
    ("Binghamton", "NY", "13901"),
    ("Madison", "AL", "35756"),
    ("Allentown", "PA", "18109"),
    ("Richmond", "VA", "23230"),
    ("Portland", "ME", "04101"),
    ("Hartford", "CT", "06120"),
    ("Bowling Green", "KY", "42101"),
    ("Lansing", "MI", "48906"),
    ("Montgomery", "AL", "36104"),
    ("Wichita", "KS", "67213"),
]
BP_SUP = [
    "{a} Foodservice, Inc.",
    "{a} Concession Supply Co.",
    "{a} Beverage Distributors LLC",
    "{a} Paper & Packaging Corp.",
    "{a} Sportswear, Inc.",
    "{a} Brothers Provisions LLC",
]
BP_SUP_BARE = ["{a} Popcorn Wholesale", "{a} Screen Printing", "{a}'s Wholesale Meats"]
BP_A = "Gold Medal|Keystone|Heartland|Great Plains|Blue Ridge|Summit|Lakeshore|Prairie|Cardinal|Sterling|Harbor|Pioneer|Tri-State|Midway".split(
    "|"
)
BP_ITEMS = [
    ("All-beef hot dogs 8:1, 10 lb case", "CS", 38, 62),
    ("Hot dog buns, 12 ct x 8 pk", "CS", 14, 22),
    ("Popcorn kernels, 50 lb bag", "BG", 42, 68),
    ("Coconut popping oil, 35 lb pail", "PL", 58, 84),
    ("Nacho cheese sauce, #10 can x 6", "CS", 36, 54),
    ("Souvenir cups 32 oz, team logo (500)", "CS", 210, 320),
    ("Fountain syrup BIB 5 gal", "EA", 88, 126),
    ("Peanuts in shell, roasted 25 lb", "BX", 48, 72),
    ("Bottled water 16.9 oz, 24 pk", "CS", 5, 9),
    ("Replica jersey, home white (assorted sizes)", "EA", 38, 58),
    ("Adjustable cap, alternate logo", "EA", 9, 15),
    ("Foam finger, team colors", "EA", 2, 4),
    ("Napkins, dispenser fold 6000 ct", "CS", 28, 44),
    ("Paper food trays #100, 1000 ct", "CS", 24, 38),
    ("Soft pretzels 6 oz, 80 ct frozen", "CS", 42, 64),
    ("Ice cream helmets, mini (200)", "CS", 88, 135),
]


def _bp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    team = rng.choice(BP_TEAM)
    city, st, zp = rng.choice(BP_CITY)
    club = rng.choice(
        [
            f"{city} {team} Baseball Club, LLC",
            f"{city} {team}",
            f"{team} Baseball LLC",
            f"{city} Professional Baseball, Inc.",
        ]
    )
    park = f"{rng.choice(['Riverfront', 'Heritage', 'Founders', 'Canal', 'Liberty', 'Memorial'])} {rng.choice(['Park', 'Field', 'Stadium', 'Ballpark'])}"
    a = rng.choice(BP_A)
    sup = bare_or(rng, BP_SUP, BP_SUP_BARE, 0.15).format(a=a)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["#####", f"{dt:%y}-####", "PO-######", f"C{dt:%y}####"]))
    req = la.digits(rng, rng.choice(["REQ-####", "R#####"]))
    vend = la.digits(rng, rng.choice(["V####", "#####", "VEN-###"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "PO Number|P.O. No.|PO #|Purchase Order No.")
    dept = la.pick(rng, "Concessions|Food & Beverage|Merchandise / Team Store|Suites & Catering")

    def foot() -> None:
        d.t(m, d.h - 30, f"{club} · {park} · {city}, {st} {zp}", 6.8, grey=0.4)
        d.t(
            r, d.h - 30, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"Purchase Order {po} (continued)", 9.5, b=True)
        d.t(r, 42, club, 8.5, al="r")
        return 56

    d.t(m, 48, club, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{park} · {rng.randint(100, 2999)} {rng.choice(['Ballpark Way', 'Stadium Dr', 'Main St', 'Field Ave'])}",
            f"{city}, {st} {zp}",
            f"Tel. ({rng.randint(201, 989)}) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
        ],
        8,
        lead=10.5,
    )
    d.t(r, 46, "PURCHASE ORDER", 16, b=True, al="r")
    bx = r - 200
    kv = [
        (po_lab, po),
        ("Date", la.dfmt(dt, rng.choice(["us", "usl"]))),
        ("Requisition", req),
        ("Vendor No.", vend),
        ("Department", dept),
    ]
    if rng.random() < 0.5:
        kv.append(
            (
                "Homestand",
                f"vs. {rng.choice(BP_TEAM)}, {la.dfmt(dt + timedelta(days=rng.randint(5, 20)), 'us')}",
            )
        )
    for i, (k, v) in enumerate(kv):
        yy = 58 + i * 12
        d.t(bx, yy, k, 8, b=i == 0)
        d.t(r, yy, v, 8.4 if i else 10, b=i == 0, al="r")
    y = max(58 + 12 * len(kv), 96) + 8
    cw = (wd - 14) / 2
    vb = [
        sup,
        f"{rng.randint(10, 9999)} {rng.choice(['Industrial Pkwy', 'Commerce Dr', 'Distribution Way', 'Market St'])}",
        f"{rng.choice(BP_CITY)[0]}, {rng.choice(['OH', 'PA', 'TX', 'IN', 'GA', 'NC'])} {la.digits(rng, '#####')}",
        f"Attn: {la.person(rng, 'en')}",
        f"Phone ({rng.randint(201, 989)}) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
    ]
    sb = [
        club,
        f"Attn: {la.person(rng, 'en')}, {dept}",
        f"{park} – {la.pick(rng, 'Receiving Dock B|Gate 4 Commissary|Loading Dock (Left Field)')}",
        f"{city}, {st} {zp}",
    ]
    boxes = [("VENDOR", vb), ("SHIP TO", sb)]
    if rng.random() < 0.35:
        boxes.reverse()
    for k, (lab, ls) in enumerate(boxes):
        x = m + k * (cw + 14)
        d.box(x, y, cw, 16, fill=0.85)
        d.t(x + 5, y + 11.5, lab, 8, b=True)
        d.box(x, y + 16, cw, 70)
        d.lines(x + 6, y + 20, ls, 8.6, b_first=True, lead=12)
    y += 96
    terms = [
        ("Ship Via", la.pick(rng, "Vendor truck|Best way|UPS Ground|Will call")),
        ("F.O.B.", la.pick(rng, "Destination|Shipping point")),
        ("Terms", la.pick(rng, "Net 30|Net 15|2% 10 Net 30|COD")),
        ("Deliver By", la.dfmt(dt + timedelta(days=rng.randint(3, 14)), "us")),
        ("Buyer", la.person(rng, "en")),
    ]
    y = d.grid(m, y, [wd / 5] * 5, [t[0] for t in terms], [t[1] for t in terms], 8) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10, 12], [40, 48])
    lines = more_lines(
        rng,
        BP_ITEMS,
        n,
        [2, 4, 6, 10, 12, 20, 24, 50],
        ["(Fireworks Night)", "(Opening Day)", "(Suites)"],
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "###-####"),
                it[0],
                f"{q:,.0f}",
                it[1],
                en2(p),
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
        [wd * f for f in (0.06, 0.12, 0.44, 0.08, 0.07, 0.11, 0.12)],
        ["Ln", "Item #", "Description", "Qty", "UOM", "Unit Cost", "Extended"],
        body,
        "lllrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 2, 5])) / 100)
    frt = Decimal(rng.choice([0, 0, 45, 75, 125, 185]))
    exempt = rng.random() < 0.5
    rate = Decimal(rng.choice(["6", "7", "8", "6.5", "5.5"]))
    tax = ZERO if exempt else r2((sub - disc) * rate / 100)
    total = sub - disc + frt + tax
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"${en2(sub)}", False)]
        if disc:
            rows.append(("Discount", f"(${en2(disc)})", False))
        rows.append(("Freight", f"${en2(frt)}" if frt else "0.00", False))
        rows.append(
            (
                f"Sales Tax {rate}%" if not exempt else "Sales Tax (resale exempt)",
                f"${en2(tax)}",
                False,
            )
        )
        rows.append((la.pick(rng, "TOTAL|PO Total|Total Amount"), f"${en2(total)}", True))
        y0 = y
        y = d.summary(m + wd * 0.6, r - 3, y, rows, 8.6, box_last=True)
        if exempt:
            d.t(
                m,
                y0 + 12,
                f"Resale certificate on file: {la.digits(rng, '##-#######')}",
                7.6,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Pricing per the season supply agreement on file; amounts will be confirmed on the vendor's invoice.",
            8.2,
            wd * 0.6,
        )
    y += 10
    for t in [
        f"Please reference PO {po} on all invoices, packing slips and correspondence. Deliveries accepted {la.pick(rng, 'Mon-Fri 8am-2pm|non-game days only, 9am-3pm|before 3pm on game days')}.",
        "Invoices to accounts.payable@"
        + team.lower().replace(" ", "").replace("-", "")
        + ".com. Perishables must arrive at or below 41°F.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 46 > bottom:
        y = brk()
    y += 32
    sw = (wd - 40) / 3
    for k, lab in enumerate(["Requested by", "Approved by (GM / Finance)", "Date"]):
        d.sign(m + k * (sw + 20), y, sw, lab)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_en_us_ballpark_concessions_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bp)


# --------------------------------------------------------------------------- 6 en-NZ sawmill's order acknowledgement quoting the customer's order number

NZ_MILL = "Kaimai|Rangitaiki|Waipa|Tararua|Kaingaroa|Ruapehu|Hokianga|Manawatu|Whanganui|Mamaku|Kaweka|Otago Pine|Southland Timber|Nelson Pine|Westland".split(
    "|"
)
NZ_MILL_FORMS = [
    " Timber Ltd",
    " Sawmills Limited",
    " Timber Processors Ltd",
    " Forest Products Limited",
    " Sawmilling Co. Ltd",
]
NZ_CUST = [
    "{x} Builders Ltd",
    "{x} Construction Limited",
    "{x} Homes Ltd",
    "{x} Joinery Ltd",
    "{x} Fencing & Landscapes",
    "{x} Decks Ltd",
]
NZ_X = "Coastal|Summit|Kiwi|Southern Cross|Harbourside|Totara|Ridgeline|Pohutukawa|Alpine|Bay|Tasman|Kowhai".split(
    "|"
)
NZ_TOWN = [
    ("Tauranga", "3110"),
    ("Hamilton", "3204"),
    ("Rotorua", "3010"),
    ("Palmerston North", "4410"),
    ("Whanganui", "4500"),
    ("Napier", "4110"),
    ("Nelson", "7010"),
    ("Invercargill", "9810"),
    ("Taupō", "3330"),
    ("Whangārei", "0110"),
]
NZ_ITEMS = [
    ("90x45 SG8 H1.2 KD Gauged", "lm", 4.2, 6.8),
    ("140x45 SG8 H1.2 KD", "lm", 7.4, 10.9),
    ("190x45 SG8 H3.2 KD", "lm", 11.2, 15.8),
    ("100x100 H4 Post Rough Sawn", "lm", 8.9, 13.5),
    ("150x25 H3.2 Fence Palings", "lm", 2.1, 3.6),
    ("140x32 H3.2 Pine Decking Pencil Round", "lm", 5.8, 8.4),
    ("75x50 H3.2 Rails Rough", "lm", 3.2, 4.9),
    ("240x45 SG8 H1.2 KD Joist", "lm", 15.4, 21.6),
    ("Clear Pine Finger Jointed 42x19", "lm", 3.1, 4.7),
    ("Fencing Post 125mm SED H4 1.8m", "each", 12.5, 19.8),
    ("Treated Battens 50x25 H3.1", "lm", 1.1, 1.9),
]


def _nz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    stem = rng.choice(NZ_MILL)
    sup = stem + rng.choice(NZ_MILL_FORMS) if rng.random() < 0.88 else f"{stem} Sawmill"
    town, pc = rng.choice(NZ_TOWN)
    cust = rng.choice(NZ_CUST).format(x=rng.choice(NZ_X))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            ["PO####", "#####", "P/O ####", f"{rng.choice(['CB', 'SH', 'TH'])}-####", "PO-#####"]
        ),
    )
    so = la.digits(rng, rng.choice(["SO######", "######", "OA-#####"]))
    acct = la.digits(rng, rng.choice(["C#####", "ACC-####", "####"]))
    gst = la.digits(rng, "###-###-###")
    stated = stated_of(rng)
    page = [1]
    green = rng.choice([(0.1, 0.35, 0.2), (0.35, 0.2, 0.1), (0.15, 0.25, 0.4)])

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{sup} · GST No. {gst} · Terms: 20th of the month following invoice",
            6.8,
            grey=0.4,
            maxw=wd - 70,
        )
        d.t(
            r, d.h - 34, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Order Acknowledgement {so} – continued", 9.5, b=True)
        return 58

    rgb_box(d, m, 30, 5, 42, green)
    d.t(m + 12, 48, sup, 15, b=True)
    d.lines(
        m + 12,
        54,
        [
            f"{rng.randint(1, 400)} {rng.choice(['Mill Road', 'Sawmill Road', 'Kahikatea Drive', 'Forest Road'])}, {town} {pc}",
            f"Ph 0{rng.choice('34679')} {rng.randint(200, 999)} {rng.randint(1000, 9999)} · sales@{stem.split(' ')[0].lower()}timber.co.nz · GST {gst}",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(
        rng,
        "ORDER ACKNOWLEDGEMENT|Order Acknowledgement|SALES ORDER ACKNOWLEDGEMENT|Order Confirmation",
    )
    d.t(r, 48, title, 12, b=True, al="r")
    y = 92
    cw = (wd - 16) / 2
    ctown, cpc = rng.choice(NZ_TOWN)
    cb = [
        cust,
        f"{rng.randint(1, 300)} {rng.choice(['Cameron Road', 'Te Rapa Road', 'Gloucester St', 'Victoria Ave', 'Main Highway'])}",
        f"{ctown} {cpc}",
    ]
    d.t(m, y + 8, la.pick(rng, "Customer|Sold To|Bill To"), 8, b=True, grey=0.35)
    d.lines(m, y + 12, cb, 8.8, b_first=True, lead=11.5)
    dl = [
        f"Site: {rng.randint(1, 99)} {rng.choice(['Kauri Lane', 'Seaview Tce', 'Ridge Rd', 'Totara St'])}",
        f"{ctown} – call {la.person(rng, 'en')} 02{rng.randint(1, 9)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        la.pick(rng, "Hiab required|Truck & trailer access OK|Drop at kerb, no Hiab"),
    ]
    d.t(
        m + cw + 16,
        y + 8,
        la.pick(rng, "Deliver To|Delivery Address|Ship To"),
        8,
        b=True,
        grey=0.35,
    )
    d.lines(m + cw + 16, y + 12, dl, 8.4, lead=11.5)
    y += 62
    d.box(m, y, wd, 40, fill=0.94, stroke=False)
    kv = [
        (la.pick(rng, "Your Order No.|Customer PO|Your Ref / PO|Customer Order No."), po),
        (la.pick(rng, "Our Order No.|Sales Order|Acknowledgement No."), so),
        ("Account", acct),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "dot"]))),
        ("Dispatch", la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dmy")),
    ]
    if rng.random() < 0.4:
        kv[0], kv[1] = kv[1], kv[0]
    colw = wd / len(kv)
    for k, (lab, v) in enumerate(kv):
        d.t(m + 6 + k * colw, y + 14, lab, 7.4, grey=0.3)
        d.t(m + 6 + k * colw, y + 30, v, 9, b=k < 2, maxw=colw - 8)
    y += 50
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [40, 46])
    lines = more_lines(
        rng, NZ_ITEMS, n, [24, 48, 96, 120, 240, 360, 480, 600], ["Rand. Lengths", "4.8m", "6.0m"]
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(([str(i), it[0], f"{q:,.0f}", it[1], en2(p), en2(a) if stated else ""], a))
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.1, 0.08, 0.12, 0.14)],
        ["Line", "Product", "Qty", "Unit", "Rate", "Amount"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    cart = Decimal(rng.choice([0, 85, 120, 165, 240])) if rng.random() < 0.7 else ZERO
    if cart:
        sub += cart
        if y + 15 > bottom:
            y = brk()
        y = lrow(
            d,
            m,
            y,
            [wd * f for f in (0.06, 0.5, 0.1, 0.08, 0.12, 0.14)],
            [
                "",
                f"Cartage to site ({la.pick(rng, 'Hiab|truck & trailer|local zone')})",
                "1",
                "each",
                en2(cart),
                en2(cart) if stated else "",
            ],
            "llrcrr",
            h=15,
            size=7.8,
            vert=False,
        )
    gst_v = r2(sub * Decimal("0.15"))
    total = sub + gst_v
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Subtotal excl. GST", f"${en2(sub)}", False),
            ("GST 15%", f"${en2(gst_v)}", False),
            (
                la.pick(rng, "Total incl. GST|TOTAL (NZD)|Order Total incl GST"),
                f"${en2(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.8, box_last=True)
        if rng.random() < 0.4:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.3", "0.5"])))
            y = wrapped(
                d,
                m,
                y + 4,
                f"Deposit required before dispatch: ${en2(dep)} to {la.pick(rng, 'BNZ|ANZ|ASB|Westpac|Kiwibank')} {la.digits(rng, '##-####-#######-##')}, reference {so}.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices are subject to the timber price list current at dispatch; the value will be shown on our tax invoice.",
            8.2,
            wd,
        )
    y += 8
    for t in [
        "Please check this acknowledgement against your order. Lengths are supplied random 3.6–6.0 m unless specified; treated timber to NZS 3640, branded.",
        "All goods remain the property of the seller until paid in full (PPSA). Any discrepancy must be notified within 48 hours.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 28
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"For {sup}")
    d.sign(m + sw + 20, y, sw, "Customer acceptance")
    foot()
    out = finish(d, "en", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind42_en_nz_sawmill_order_acknowledgement(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nz)


# --------------------------------------------------------------------------- 7 de-AT ambulance service district's medical-supplies order

AT_ORG = [
    "Rettungsdienst {o} gGmbH",
    "Samariterbund {o}",
    "Rotes Kreuz – Bezirksstelle {o}",
    "Arbeiter-Samariter-Bund Gruppe {o}",
    "Notarzt- und Rettungsverband {o}",
]
AT_ORT = [
    ("Wiener Neustadt", "2700"),
    ("Amstetten", "3300"),
    ("Wels", "4600"),
    ("Leoben", "8700"),
    ("Villach", "9500"),
    ("Hallein", "5400"),
    ("Kufstein", "6330"),
    ("Feldkirch", "6800"),
    ("Oberwart", "7400"),
    ("Zwettl", "3910"),
    ("Gmunden", "4810"),
    ("Lienz", "9900"),
]
AT_SUP = [
    "{n} Medizintechnik GmbH",
    "{n} Sanitätsbedarf GmbH",
    "{n} & Co. Medizinprodukte KG",
    "{n} Medical Austria GmbH",
    "{n} Rettungsbedarf Handels GmbH",
]
AT_SUP_BARE = ["Sanitätshaus {n}", "{n} Verbandstoffe e.U."]
AT_N = "Hartmann|Pichler|Gruber|Steiner|Moser|Huber|Wallner|Leitner|Lechner|Haider|Brunner|Auer|Egger|Hofer".split(
    "|"
)
AT_ITEMS = [
    ("Einmalhandschuhe Nitril, Gr. M, 100 Stk.", "Pkg", 5.9, 9.8),
    ("Verbandpäckchen groß, steril", "Stk", 0.9, 1.8),
    ("Rettungsdecke gold/silber 160 x 210 cm", "Stk", 0.6, 1.4),
    ("Beatmungsbeutel Erwachsene, Einmal", "Stk", 14.5, 26.0),
    ("Sauerstoffmaske mit Reservoir", "Stk", 2.1, 4.2),
    ("Venenverweilkanüle 18G grün, 50 Stk.", "Pkg", 38.0, 62.0),
    ("Infusionslösung Ringer 500 ml", "Fl", 1.6, 2.9),
    ("Defi-Elektroden Erwachsene", "Paar", 28.0, 46.0),
    ("Zervikalstütze verstellbar", "Stk", 16.0, 28.0),
    ("Händedesinfektion 1000 ml", "Fl", 6.4, 11.5),
    ("Flächendesinfektionstücher, Dose 100", "Dose", 7.8, 13.9),
    ("Blutzucker-Teststreifen, 50 Stk.", "Pkg", 14.0, 24.0),
    ("Dreiecktuch Vlies", "Stk", 0.5, 1.1),
    ("Absaugkatheter CH 14, 50 Stk.", "Pkg", 9.5, 17.0),
]


def _at(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(46, 60)
    r = d.w - rng.uniform(40, 52)
    wd = r - m
    bottom = d.h - 70
    ort, plz = rng.choice(AT_ORT)
    org = rng.choice(AT_ORG).format(o=ort)
    sup = bare_or(rng, AT_SUP, AT_SUP_BARE, 0.2).format(n=rng.choice(AT_N))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["B-####/" + f"{dt:%y}", f"{dt.year}-####", "45######", f"BST{dt:%y}#####"])
    )
    anf = la.digits(rng, rng.choice(["ANF-#####", "A####"]))
    ks = la.digits(rng, rng.choice(["KST ####", "####"]))
    rv = la.digits(rng, rng.choice(["RV-####-##", f"RV {dt.year - 1}/##"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung Nr.|Bestellung Nr.")
    uid = la.digits(rng, "ATU########")
    red = (0.8, 0.1, 0.1)
    zvr = la.digits(rng, "#########")
    iban = la.digits(rng, "## #### #### #### ####")
    bank = la.pick(rng, "Raiffeisenbank|Erste Bank|Sparkasse|Volksbank")

    def foot() -> None:
        d.line(m, d.h - 52, r, d.h - 52, 0.4)
        d.t(
            m,
            d.h - 42,
            f"{org} · {plz} {ort} · UID {uid} · ZVR-Zahl {zvr}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(m, d.h - 33, f"IBAN AT{iban} · {bank} {ort}", 6.6, grey=0.35)
        d.t(
            r,
            d.h - 33,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"{po_lab} {po} – Fortsetzung", 9, b=True)
        d.t(r, 46, org, 8, al="r")
        return 60

    rgb_text(d, r, 50, org, 12.5, red, al="r")
    d.t(
        r,
        63,
        f"{la.pick(rng, 'Lager / Materialwirtschaft|Einkauf|Zentrallager')} · {plz} {ort}",
        8,
        al="r",
        grey=0.3,
    )
    y = 112
    d.t(m, y, f"{org}, {plz} {ort}", 6.4, grey=0.4, maxw=230)
    d.line(m, y + 2, m + 230, y + 2, 0.3)
    d.lines(
        m,
        y + 8,
        [
            sup,
            f"{rng.choice(['Industriestraße', 'Gewerbepark', 'Linzer Straße', 'Triester Straße'])} {rng.randint(1, 140)}",
            f"{la.digits(rng, '####')} {rng.choice(['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'St. Pölten'])}",
        ],
        9.5,
        b_first=True,
        lead=12.5,
    )
    kx = m + wd * 0.56
    kv = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Anforderung", anf),
        ("Kostenstelle", ks),
        ("Rahmenvertrag", rv),
        ("Sachbearbeiter/in", la.person(rng, "de")),
    ]
    if rng.random() < 0.4:
        kv.pop(4)
    y = d.kv(kx, 100, kv, 98, 8, b_label=False, b_value=False)
    y = max(y, 168) + 16
    d.t(m, y, la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Sanitätsmaterial"), 13, b=True)
    y += 8
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, auf Grundlage {la.pick(rng, 'des Rahmenvertrags|Ihres Angebots vom ' + la.dfmt(dt - timedelta(days=rng.randint(5, 30)), 'dot') + '|unserer Anforderung')} bestellen wir zur Lieferung an die {la.pick(rng, 'Rettungswache|Ortsstelle|Dienststelle')} {rng.choice(AT_ORT)[0]}, {la.pick(rng, 'Lieferzeit Mo–Fr 7–14 Uhr|Anlieferung über die Fahrzeughalle|Anlieferung an das Zentrallager')}:",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [40, 46])
    lines = more_lines(
        rng, AT_ITEMS, n, [5, 10, 20, 25, 50, 100], ["(Kinder)", "(Reserve NEF)", "(Großpackung)"]
    )
    rates = {}
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rate = 10 if "Infusion" in it[0] or "Teststreifen" in it[0] else 20
        rates[rate] = rates.get(rate, ZERO) + a
        pzn = la.digits(rng, "PZN #######") if rng.random() < 0.4 else la.digits(rng, "###-#####")
        body.append(
            (
                [
                    f"{i}",
                    pzn,
                    it[0],
                    f"{q:,.0f}".replace(",", "."),
                    it[1],
                    eu(p),
                    eu(a) if stated else "",
                    f"{rate} %",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.14, 0.39, 0.07, 0.07, 0.11, 0.12, 0.05)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "Preis €", "Betrag €", "USt"],
        body,
        "lllrcrrr",
        size=7.5,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net = sum(rates.values(), ZERO)
    taxes = {k: r2(v * k / 100) for k, v in sorted(rates.items())}
    total = net + sum(taxes.values(), ZERO)
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Nettobetrag", f"€ {eu(net)}", False)]
        for k, v in taxes.items():
            rows.append((f"zzgl. USt. {k} %", f"€ {eu(v)}", False))
        rows.append(
            (
                la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Gesamt inkl. USt."),
                f"€ {eu(total)}",
                True,
            )
        )
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäß Rahmenvertrag {rv}; es wird kein Bestellwert ausgewiesen.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        f"Bitte geben Sie auf Lieferschein und Rechnung unsere Bestellnummer an. Rechnungen an: buchhaltung@{ort.split(' ')[0].lower()}-rettung.at.",
        "Medizinprodukte mit CE-Kennzeichnung; Restlaufzeit mindestens 18 Monate. Zahlung 30 Tage netto oder 14 Tage 2 % Skonto.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 12
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    y += 34
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"{la.person(rng, 'de')}, Leitung Materialwirtschaft")
    d.sign(m + sw + 20, y, sw, "Freigabe Bezirksgeschäftsführung")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_de_at_rettungsdienst_sanitaetsbedarf(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _at)


# --------------------------------------------------------------------------- 8 fr-FR campsite's order for outdoor furniture and mobile-home equipment

FR_CAMP = [
    "Camping {n} ****",
    "Camping Les {p}",
    "Domaine de {n}",
    "Camping Village {n}",
    "SARL Camping {n}",
    "Flower Camping Les {p}",
]
FR_N = "La Pinède|Le Lac Bleu|Les Dunes|La Forêt|Le Moulin|Les Chênes|La Plage|Kerlann|Saint-Cyprien|Beauséjour|La Rivière|Les Oliviers".split(
    "|"
)
FR_P = "Pins|Mimosas|Cigales|Goélands|Tamaris|Bruyères|Écureuils|Sables|Genêts|Lavandes".split("|")
FR_CITY = [
    ("Argelès-sur-Mer", "66700"),
    ("Vias", "34450"),
    ("Biscarrosse", "40600"),
    ("Carnac", "56340"),
    ("Fréjus", "83600"),
    ("Saint-Jean-de-Monts", "85160"),
    ("Lacanau", "33680"),
    ("Gruissan", "11430"),
    ("Bénodet", "29950"),
    ("Mimizan", "40200"),
]
FR_SUP = [
    "{n} Équipement SAS",
    "{n} Mobilier Extérieur SARL",
    "Établissements {n}",
    "{n} Hôtellerie de Plein Air SAS",
    "{n} Distribution SA",
    "{n} Collectivités SARL",
]
FR_SUP_BARE = ["{n} Quincaillerie", "Menuiserie {n}"]
FR_NS = "Lambert|Garnier|Bonnet|Rousseau|Fontaine|Chevalier|Mercier|Girard|Morel|Faure|Perrin|Blanc".split(
    "|"
)
FR_ITEMS = [
    ("Salon de jardin résine 4 places", "lot", 89, 159),
    ("Bain de soleil aluminium", "u", 45, 95),
    ("Parasol droit 3 m toile écrue", "u", 39, 79),
    ("Barbecue gaz 2 feux inox", "u", 149, 289),
    ("Matelas mousse 140x190 housse déhoussable", "u", 79, 149),
    ("Kit vaisselle mobil-home 6 pers.", "kit", 55, 95),
    ("Micro-ondes 20 L", "u", 59, 99),
    ("Réfrigérateur top 120 L", "u", 149, 229),
    ("Table pique-nique bois autoclave", "u", 189, 329),
    ("Poubelle tri sélectif 3 bacs", "u", 119, 219),
    ("Housse de couette 140 + taies", "lot", 18, 34),
    ("Bac à fleurs pin 80 cm", "u", 35, 69),
    ("Lit parapluie bébé", "u", 39, 69),
    ("Rideau de douche anti-moisissure", "u", 8, 16),
]


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    city, cp = rng.choice(FR_CITY)
    camp = rng.choice(FR_CAMP).format(n=rng.choice(FR_N), p=rng.choice(FR_P))
    sup = bare_or(rng, FR_SUP, FR_SUP_BARE, 0.15).format(n=rng.choice(FR_NS))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["BC-####", f"BC{dt:%y}-###", f"{dt.year}/###", "CDE ######"]))
    devis = la.digits(rng, rng.choice(["DV-#####", "Devis n° ####", "D####"]))
    client = la.digits(rng, rng.choice(["CL####", "C-#####"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|Réf. commande")
    siret = la.digits(rng, "### ### ### #####")
    tvai = la.digits(rng, "## #########")
    teal = rng.choice([(0.0, 0.45, 0.5), (0.2, 0.45, 0.15), (0.85, 0.45, 0.1)])

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 34,
            f"{camp} – {cp} {city} – SIRET {siret} – TVA FR{tvai} – APE 5530Z",
            6.6,
            al="c",
            grey=0.4,
        )
        d.t(r, d.h - 22, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (suite)", 9, b=True)
        return 58

    rgb_text(d, m, 50, camp, 15, teal)
    d.lines(
        m,
        56,
        [
            f"{rng.randint(1, 90)} {rng.choice(['route de la Plage', 'chemin des Dunes', 'avenue de la Mer', 'allée des Pins'])}",
            f"{cp} {city}",
            f"Tél. 0{rng.randint(2, 5)} {la.digits(rng, '## ## ## ##')} – accueil@camping-{city.split('-')[0].lower()}.fr",
        ],
        8,
        lead=10.5,
    )
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR")
    y = 108
    fx = m + wd * 0.52
    lab = la.pick(rng, "Fournisseur|À l'attention de|Destinataire|")
    if lab:
        d.t(fx, y - 4, lab, 7.8, grey=0.4)
    d.box(fx - 6, y, wd * 0.48 + 6, 62)
    d.lines(
        fx,
        y + 4,
        [
            sup,
            f"{rng.randint(1, 300)} {rng.choice(['ZA des Landes', 'rue de l’Industrie', 'avenue Jean-Jaurès', 'ZI Nord'])}",
            f"{la.digits(rng, '#####')} {rng.choice(['Nantes', 'Bordeaux', 'Montpellier', 'Toulouse', 'Perpignan', 'Angers'])}",
            f"Votre contact : {la.person(rng, 'fr')}",
        ],
        9,
        b_first=True,
        lead=12.5,
    )
    d.t(m, y + 8, title, 14, b=True)
    kv = [
        (po_lab, po),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "long_fr"]))),
        ("Réf. devis", devis),
        ("Notre n° client", client),
        ("Saison", str(dt.year + (1 if dt.month > 9 else 0))),
    ]
    d.kv(m, y + 16, kv, 96, 8.2)
    y += 16 + 8.2 * 1.4 * len(kv) + 14
    y = wrapped(
        d,
        m,
        y,
        f"Livraison : {camp}, service technique, {cp} {city} – {rng.choice(['avant le ' + la.dfmt(dt + timedelta(days=rng.randint(10, 40)), 'dmy'), 'semaine ' + str(rng.randint(8, 18)), 'avant ouverture de la saison'])} – accès par le portail de service.",
        8.2,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [40, 46])
    lines = more_lines(
        rng,
        FR_ITEMS,
        n,
        [2, 4, 6, 10, 12, 20, 30],
        ["(mobil-home Cottage)", "(chalets)", "(zone piscine)"],
    )
    body = []
    for it, q, p, a in lines:
        body.append(
            (
                [
                    la.digits(rng, "REF-####"),
                    it[0],
                    f"{q:,.0f}",
                    it[1],
                    fr2(p),
                    fr2(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.12, 0.46, 0.08, 0.07, 0.12, 0.15)],
        ["Référence", "Désignation", "Qté", "Unité", "P.U. HT", "Montant HT"],
        body,
        "llrcrr",
        size=7.7,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = r2(ht * Decimal(rng.choice([0, 0, 3, 5, 8, 10])) / 100)
    port = Decimal(rng.choice([0, 0, 90, 150, 250])) if rng.random() < 0.6 else ZERO
    base = ht - rem + port
    tva = r2(base * Decimal("0.2"))
    total = base + tva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total HT", f"{fr2(ht)} €", False)]
        if rem:
            rows.append(
                (f"Remise {int(rem * 100 / ht + Decimal('0.5'))} %", f"-{fr2(rem)} €", False)
            )
        if port:
            rows.append(("Frais de port HT", f"{fr2(port)} €", False))
        if rem or port:
            rows.append(("Net HT", f"{fr2(base)} €", False))
        rows += [
            ("TVA 20 %", f"{fr2(tva)} €", False),
            (la.pick(rng, "Total TTC|Net à payer TTC|TOTAL TTC"), f"{fr2(total)} €", True),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6, box_last=True)
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 40])
            y = wrapped(
                d,
                m,
                y + 4,
                f"Acompte de {pct} % à la commande, soit {fr2(r2(total * pct / 100))} € ; solde à 30 jours fin de mois après livraison.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon devis accepté ; le montant définitif figurera sur la facture.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Merci de rappeler notre numéro de commande sur le bon de livraison et la facture. Livraison hors dimanche et jours fériés, camping ouvert d'avril à octobre.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 46 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    d.sign(m, y, sw, "Bon pour commande – la direction (cachet et signature)")
    d.sign(m + sw + 20, y, sw, "Accusé de réception du fournisseur")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_fr_camping_commande_mobilier(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 9 nl-NL bike-rental company's parts order

NL_BUY = [
    "{c} Fietsverhuur B.V.",
    "Fietsverhuur {c}",
    "{c} Bike Rental B.V.",
    "Rent-a-Bike {c} V.O.F.",
    "Fietspunt {c} B.V.",
]
NL_CITY = [
    ("Amsterdam", "1012"),
    ("Texel", "1791"),
    ("Den Haag", "2511"),
    ("Utrecht", "3511"),
    ("Maastricht", "6211"),
    ("Zandvoort", "2042"),
    ("Groningen", "9711"),
    ("Vlieland", "8899"),
    ("Leiden", "2311"),
    ("Delft", "2611"),
]
NL_SUP = [
    "{n} Fietsonderdelen B.V.",
    "{n} Tweewieler Groothandel B.V.",
    "{n} Cycle Parts BV",
    "{n} & Zn. B.V.",
    "{n} Rijwielgroothandel B.V.",
]
NL_SUP_BARE = ["Tweewielerbedrijf {n}", "{n} Fietsen"]
NL_N = (
    "Van der Berg|Bakker|Visser|Smit|Meijer|De Boer|Mulder|Kok|Brouwer|Hoekstra|Post|Kuipers".split(
        "|"
    )
)
NL_ITEMS = [
    ("Buitenband 28 x 1.40 reflectie", "st", 11.5, 19.9),
    ("Binnenband 28 inch Dunlop-ventiel", "st", 2.9, 5.4),
    ("Remblokken V-brake, set", "set", 3.2, 6.8),
    ("Ketting 1/2 x 1/8, 112 schakels", "st", 6.9, 12.5),
    ("Terugtraprem naaf 36 gaats", "st", 24.0, 39.0),
    ("Zadel comfort met veren", "st", 13.5, 24.0),
    ("Achterlicht batterij LED", "st", 4.2, 8.9),
    ("Koplamp naafdynamo LED", "st", 12.5, 22.0),
    ("Ringslot ART-2", "st", 16.0, 27.5),
    ("Standaard verstelbaar 26-28", "st", 6.5, 11.0),
    ("Fietstas enkel, huurlogo", "st", 9.8, 17.5),
    ("Kinderzitje achter", "st", 38.0, 62.0),
    ("E-bike accu 36V 13Ah (revisie)", "st", 240.0, 390.0),
    ("Spaken RVS 2.0 x 292, 36 st", "zak", 8.5, 14.0),
]


def _nl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4 if rng.random() < 0.8 else letter, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(36, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    city, pc = rng.choice(NL_CITY)
    buyer = rng.choice(NL_BUY).format(c=city)
    sup = bare_or(rng, NL_SUP, NL_SUP_BARE, 0.15).format(n=rng.choice(NL_N))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["IO-#####", f"{dt.year}-####", "PO######", f"INK{dt:%y}###"]))
    off = la.digits(rng, rng.choice(["OFF-#####", "Q####"]))
    klant = la.digits(rng, rng.choice(["######", "KL-####"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Ordernummer|Inkoopordernummer|Bestelnummer|Inkooporder nr.")
    bar = rng.choice([(0.95, 0.45, 0.05), (0.1, 0.5, 0.3), (0.2, 0.3, 0.6)])
    kvk = la.digits(rng, "########")
    btwid = la.digits(rng, "#########")
    iban = f"{la.digits(rng, '##')} {la.pick(rng, 'RABO|INGB|ABNA|TRIO')} {la.digits(rng, '#### #### ##')}"

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · KvK {kvk} · btw NL{btwid}B01 · IBAN NL{iban}",
            6.6,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 34,
            f"Pagina {page[0]} van {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        rgb_box(d, 0, 0, d.w, 10, bar)
        d.t(m, 40, f"Inkooporder {po} (vervolg)", 9, b=True)
        return 54

    rgb_box(d, 0, 0, d.w, 22, bar)
    rgb_text(d, m, 15, buyer, 11, (1, 1, 1))
    d.t(m, 52, la.pick(rng, "Inkooporder|INKOOPORDER|Bestelling"), 17, b=True)
    d.lines(
        r - 170,
        36,
        [
            f"{rng.choice(['Stationsplein', 'Dorpsstraat', 'Havenweg', 'Strandweg'])} {rng.randint(1, 80)}",
            f"{pc} {la.digits(rng, '@@')} {city}",
            f"T 0{rng.randint(10, 79)} {la.digits(rng, '### ####')}",
            f"inkoop@{city.lower().replace(' ', '')}fietsverhuur.nl",
        ],
        8,
        lead=10.5,
    )
    y = 90
    cw = (wd - 16) / 2
    lb = [
        sup,
        f"{rng.choice(['Industrieweg', 'Edisonstraat', 'Handelskade', 'Nijverheidsweg'])} {rng.randint(1, 200)}",
        f"{la.digits(rng, '#### @@')} {rng.choice(['Apeldoorn', 'Zwolle', 'Heerenveen', 'Dordrecht', 'Tilburg', 'Nijmegen'])}",
        f"t.a.v. {la.person(rng, 'nl')}",
    ]
    ab = [
        buyer,
        f"Werkplaats – {rng.choice(['Stationsplein', 'Havenweg', 'Duinweg'])} {rng.randint(1, 80)}",
        f"{pc} {la.digits(rng, '@@')} {city}",
        f"Contact: {la.person(rng, 'nl')}",
    ]
    blocks = [
        (la.pick(rng, "Leverancier|Aan|Leverancier:"), lb),
        (la.pick(rng, "Afleveradres|Leveradres|Afleveren op"), ab),
    ]
    if rng.random() < 0.3:
        blocks.reverse()
    for k, (lab, ls) in enumerate(blocks):
        x = m + k * (cw + 16)
        d.t(x, y + 8, lab, 7.8, b=True, grey=0.35)
        d.lines(x, y + 12, ls, 8.8, b_first=True, lead=11.5)
    y += 66
    labels = [po_lab, "Orderdatum", "Uw offerte", "Ons klantnr.", "Leverdatum"]
    vals = [
        po,
        la.dfmt(dt, rng.choice(["dash", "dmy", "long_nl"])),
        off,
        klant,
        la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dash"),
    ]
    y = d.grid(m, y, [wd / 5] * 5, labels, vals, 8, shade=0.9) + 12
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [40, 46])
    lines = more_lines(
        rng, NL_ITEMS, n, [5, 10, 20, 24, 40, 50, 100], ["(kinderfiets)", "(e-bike)", "(tandem)"]
    )
    body = [
        (
            [
                la.digits(rng, "#######"),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p),
                eu(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.13, 0.45, 0.08, 0.07, 0.12, 0.15)],
        ["Artikelnr.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Bedrag"],
        body,
        "llrcrr",
        size=7.7,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    kort = r2(sub * Decimal(rng.choice([0, 0, 5, 10, 12])) / 100)
    verz = Decimal(rng.choice(["0", "0", "9.95", "14.95", "24.50"])) if sub - kort < 750 else ZERO
    base = sub - kort + verz
    btw = r2(base * Decimal("0.21"))
    total = base + btw
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotaal", f"€ {eu(sub)}", False)]
        if kort:
            rows.append(
                (la.pick(rng, "Korting|Dealerkorting|Seizoenskorting"), f"- € {eu(kort)}", False)
            )
        if verz:
            rows.append(("Verzendkosten", f"€ {eu(verz)}", False))
        rows += [
            ("Btw 21%", f"€ {eu(btw)}", False),
            (la.pick(rng, "Totaal|Totaal incl. btw|Te betalen"), f"€ {eu(total)}", True),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prijzen volgens de dealerprijslijst van dit seizoen; het orderbedrag volgt op de factuur.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        f"Vermeld ons ordernummer op pakbon en factuur. Facturen per e-mail naar facturen@{city.lower().replace(' ', '')}fietsverhuur.nl; betaling binnen {la.pick(rng, '14|30')} dagen.",
        "Levering op werkdagen tussen 8:00 en 16:00 uur via de werkplaatsingang. Op deze order zijn onze inkoopvoorwaarden van toepassing.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Akkoord: {la.person(rng, 'nl')}, bedrijfsleider")
    d.sign(m + sw + 20, y, sw, "Orderbevestiging leverancier (datum / paraaf)")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_nl_fietsverhuur_onderdelen_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nl)


# --------------------------------------------------------------------------- 10 es-AR meat-packing plant's order for packaging and plant supplies

AR_FRIG = [
    "Frigorífico {n} S.A.",
    "Frigorífico {n} S.R.L.",
    "{n} Carnes S.A.",
    "Establecimiento Frigorífico {n} S.A.",
    "Cooperativa Frigorífica {n} Ltda.",
]
AR_N = "Pampa|Río Salado|Las Heras|San Jorge|Del Litoral|Azul|La Rioplatense|Tandil|Villa Mercedes|El Ombú|Los Talas|Arroyo Seco".split(
    "|"
)
AR_CITY = [
    ("Rosario", "Santa Fe"),
    ("Azul", "Buenos Aires"),
    ("Venado Tuerto", "Santa Fe"),
    ("Río Cuarto", "Córdoba"),
    ("Gualeguaychú", "Entre Ríos"),
    ("Tandil", "Buenos Aires"),
    ("Villa Mercedes", "San Luis"),
    ("Pergamino", "Buenos Aires"),
]
AR_SUP = [
    "{n} Envases S.A.",
    "{n} Packaging S.R.L.",
    "Química {n} S.A.",
    "{n} Insumos Industriales S.R.L.",
    "{n} Hermanos S.A.",
    "Distribuidora {n} S.A.",
]
AR_SUP_BARE = ["{n} Cuchillería Industrial", "Ferretería {n}"]
AR_NS = "Bianchi|Ferraro|Gómez|Rossi|Martínez|Fernández|Romano|Ledesma|Quiroga|Sosa|Álvarez|Benítez".split(
    "|"
)
AR_ITEMS = [
    ("Bolsa termocontraíble 250x400 mm", "mil", 185000, 260000),
    ("Caja de cartón corrugado 20 kg exportación", "u", 1450, 2300),
    ("Film stretch 500 mm x 23 micr.", "rollo", 21000, 32000),
    ("Cuchillo deshuesador 15 cm mango PP", "u", 14500, 26000),
    ("Guante anticorte malla acero", "u", 98000, 155000),
    ("Delantal PVC blanco", "u", 6800, 12500),
    ("Detergente alcalino clorado 20 L", "bidón", 36000, 58000),
    ("Sanitizante cuaternario de amonio 20 L", "bidón", 42000, 69000),
    ("Etiqueta térmica 100x150 (rollo 1000)", "rollo", 15500, 24000),
    ("Botas de PVC blancas caña alta", "par", 19000, 32000),
    ("Cofia descartable (caja 100)", "caja", 5200, 9800),
    ("Gancho de faena acero inoxidable", "u", 8900, 15500),
]


def _ar(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4 if rng.random() < 0.6 else letter, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    city, prov = rng.choice(AR_CITY)
    frig = rng.choice(AR_FRIG).format(n=rng.choice(AR_N))
    sup = bare_or(rng, AR_SUP, AR_SUP_BARE, 0.15).format(n=rng.choice(AR_NS))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["0001-000#####", "OC-######", f"OC {dt.year}-####", "00##-########"])
    )
    sol = la.digits(rng, rng.choice(["SP-#####", "Sol. ####"]))
    cc = la.digits(rng, rng.choice(["CC ###", "Centro de costo ##"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Orden de Compra N°|O.C. N°|N° de Orden|Orden N°")
    cuit = la.digits(rng, "30-########-#")
    iibb = la.digits(rng, "###-######-#")
    senasa = la.digits(rng, "####")

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{frig} · CUIT {cuit} · IVA Responsable Inscripto · Ing. Brutos {iibb} · Hab. SENASA N° {senasa}",
            6.6,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 34, f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} – continuación", 9, b=True)
        return 58

    d.t(m, 46, frig, 14, b=True)
    d.lines(
        m,
        52,
        [
            f"{la.pick(rng, 'Ruta Nacional 8 km|Ruta Provincial 33 km|Camino a|Parque Industrial, Calle')} {rng.randint(2, 400)}",
            f"({la.digits(rng, '####')}) {city}, {prov}",
            f"CUIT {cuit} · IVA Resp. Inscripto",
            f"Tel. (0{rng.randint(2, 3)}{rng.randint(10, 99)}) {la.digits(rng, '4##-####')}",
        ],
        7.8,
        lead=10,
    )
    bw = 200
    d.box(r - bw, 30, bw, 66)
    d.t(
        r - bw / 2,
        46,
        la.pick(rng, "ORDEN DE COMPRA|Orden de Compra|ORDEN DE COMPRA – ORIGINAL"),
        11,
        b=True,
        al="c",
    )
    d.t(r - bw + 6, 62, po_lab, 8)
    d.t(r - 6, 62, po, 9, b=True, al="r")
    d.t(r - bw + 6, 76, "Fecha", 8)
    d.t(r - 6, 76, la.dfmt(dt, "dmy"), 8.6, al="r")
    d.t(r - bw + 6, 90, "Solicitud de pedido", 8)
    d.t(r - 6, 90, sol, 8.6, al="r")
    y = 110
    d.box(m, y, wd, 58)
    lab = la.pick(rng, "Proveedor:|Señores:|Sres.:|Proveedor")
    d.t(m + 6, y + 13, lab, 8, b=True)
    x2 = m + 64
    d.lines(
        x2,
        y + 4,
        [
            sup,
            f"{rng.choice(['Av. Circunvalación', 'Bv. Oroño', 'Av. San Martín', 'Calle Mitre'])} {rng.randint(100, 4000)}, {rng.choice(AR_CITY)[0]}",
            f"CUIT {la.digits(rng, '30-########-#')} · {la.pick(rng, 'IVA Resp. Inscripto|Resp. Inscripto')}",
        ],
        9,
        b_first=True,
        lead=12,
    )
    kx = m + wd * 0.6
    d.kv(
        kx,
        y + 6,
        [
            ("Cond. de pago", la.pick(rng, "30 días f.f.|Contado|60 días f.f.|15 días")),
            ("Lugar de entrega", la.pick(rng, "Planta – Depósito|Playa de descarga")),
            (
                cc.split(" ")[0] if cc.startswith("CC") else "C. costo",
                cc.replace("CC ", "").replace("Centro de costo ", ""),
            ),
            ("Comprador", la.person(rng, "es")),
        ],
        76,
        7.6,
    )
    y += 70
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [40, 46])
    lines = more_lines(
        rng,
        AR_ITEMS,
        n,
        [1, 2, 5, 10, 20, 50, 100],
        ["(exportación UE)", "(Hilton)", "(sala de desposte)"],
        big=40000,
    )
    rate_of = {}
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rt = Decimal("21")
        rate_of[rt] = rate_of.get(rt, ZERO) + a
        body.append(
            (
                [
                    f"{i:03d}",
                    la.digits(rng, "INS-####"),
                    it[0],
                    f"{q:,.0f}".replace(",", "."),
                    it[1],
                    eu(p),
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.1, 0.4, 0.08, 0.08, 0.13, 0.15)],
        ["Ítem", "Código", "Descripción", "Cant.", "Unidad", "Precio unit.", "Importe"],
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    bon = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 10])) / 100)
    neto = sub - bon
    iva = r2(neto * Decimal("0.21"))
    total = neto + iva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"$ {eu(sub)}", False)]
        if bon:
            rows.append((la.pick(rng, "Bonificación|Descuento"), f"-$ {eu(bon)}", False))
            rows.append(("Neto gravado", f"$ {eu(neto)}", False))
        rows += [
            ("IVA 21%", f"$ {eu(iva)}", False),
            (la.pick(rng, "TOTAL|Total OC|Total a pagar"), f"$ {eu(total)}", True),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6, box_last=True)
        if rng.random() < 0.7:
            y = wrapped(d, m, y + 2, f"Son pesos: {ar_words(total)}", 7.8, wd, b=True)
        if rng.random() < 0.3:
            y = wrapped(
                d,
                m,
                y + 2,
                f"Anticipo financiero: 30 % ($ {eu(r2(total * Decimal('0.3')))}) contra entrega de factura A; saldo según condición de pago.",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Precios según lista vigente del proveedor a la fecha de entrega; el importe se determinará en la factura.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Indicar el número de esta orden en remito y factura. Los insumos en contacto con alimentos deben contar con aprobación SENASA / ANMAT.",
        "Horario de recepción: lunes a viernes de 7 a 13 h. Facturar a nombre de la razón social indicada en el encabezado.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 40) / 3
    for k, lab in enumerate(["Compras", "Jefe de planta", "Gerencia administrativa"]):
        d.sign(m + k * (sw + 20), y, sw, lab)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind42_es_ar_frigorifico_insumos_oc(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ar)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind42_") and callable(fn)
}

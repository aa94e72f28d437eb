# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind39 (`blind40_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-SG, de-AT, fr-FR, nl-NL and es-CL.

- blind40_zh_youeryuan_wanjiao_caigou: a mainland Chinese kindergarten's order for toys,
  teaching aids and furniture (the kindergarten's name centred or at the left, a ruled grid or
  an unruled label list with the order number beside a requisition / budget number, the
  供应商 block and the 收货 campus block side by side in either order, a ruled item grid with
  material / age-group columns, 货款 / 优惠 / 运费 / 订单总额 with 大写, a 定金 line, a seal).
- blind40_zh_jianshen_qicai_dinggou: a Chinese gym chain's fitness-equipment order (a coloured
  band, portrait or landscape, 甲方 / 乙方 panels in either order with the supplier's label at
  times 卖方, the order number in a box at the right beside a contract number and the store,
  brand / model lines, an installation line, 13 % VAT included or added, a payment schedule of
  首付款 / 到货款 / 质保金 sums, signatures).
- blind40_tw_gongmiao_jisi_yongpin: a Taiwanese temple's order for joss paper, incense and lamp
  fittings for a festival (the temple's name centred with its address, an outlined label /
  value grid with 廠商 beside 單號, 請購單號 and the festival, ROC dates, whole NT$, with or
  without 營業稅 5 % (a shop issuing no uniform invoice), 預付訂金, 總幹事 / 主委 approval boxes).
- blind40_ja_golf_kosu_kanri_shizai: a Japanese golf club's order for turf-maintenance
  supplies (発注書 or 注文書, the supplier with 御中 at the left, the club and its course
  maintenance section at the right with a seal, 発注番号 / 見積番号 / 発注日 in a small grid,
  an optional amount box 「ご発注金額」 at the top, fertiliser / sand / seed lines, 小計 /
  消費税 10 % / 合計 or tax-included totals, 検印 boxes).
- blind40_en_us_fire_district_po: a US fire district's or city fire department's purchase order
  for apparatus equipment and turnout gear (letter, a title block with the PO number, vendor
  and ship-to station blocks in either order, requisition / bid / GL account / vendor numbers,
  lines, subtotal / freight / sales tax exempt or charged / total, the tax-exempt certificate,
  fire chief's and finance director's approvals).
- blind40_en_sg_kitchen_equipment_order_ack: a Singapore commercial-kitchen equipment dealer's
  order acknowledgement (the seller's letterhead with UEN and GST registration numbers, its
  own sales-order number, the customer's PO number and the quotation in a reference box, bill
  to / deliver to outlet, lines, sub-total / discount / GST 9 % / total S$, a deposit received and
  the balance, bank details, customer acceptance).
- blind40_de_at_musikschule_instrumente: an Austrian municipal music school's instrument order
  to a music shop or instrument maker (window address, the order data at the right with the
  shop's offer number and a cost centre, lines with per-line Rabatt, Netto / USt 20 % / Gesamt,
  "Skonto" terms, "Mit freundlichen Grüßen", the shop sometimes an e.U. or a craftsman without
  any legal form).
- blind40_fr_centre_equestre_fourrage_sellerie: a French riding centre's order for hay,
  bedding and tack (the centre's name and SIRET, a bon de commande box with its number beside
  the devis and client numbers, Fournisseur and Livraison blocks in either order, lines at TVA
  10 % and 20 %, Total HT / TVA by rate / Total TTC, an acompte, "Bon pour accord").
- blind40_nl_zwembad_chemie_inkooporder: a Dutch public pool operator's order for pool
  chemicals and technical parts (a coloured band with the operator, an inkooporder grid with
  the order number beside offerte, project and kostenplaats numbers, Leverancier / Afleveradres
  (technische ruimte), lines with drum deposit, subtotaal / BTW 21 % / totaal, ADR delivery
  notes).
- blind40_es_cl_salmonera_orden_compra: a Chilean salmon farm's purchase order for nets, ropes,
  buoys and diving services (the company's name with RUT and giro, an OC box with N° and date,
  Señores and the supplier's RUT, the farming centre and cost centre, cotización number, lines
  in whole pesos $1.234.567, Neto / descuento / IVA 19 % / Total, signatures of jefe de centro
  and gerencia).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, budget, quotation, offer, bid, contract,
project, cost-centre or the seller's own sales-order number; on the Singapore acknowledgement the
customer's PO number); the supplier exactly as printed on its own first line (the seller on
the acknowledgement; never 御中, "Messrs" or "Señores"); the grand total as "1234.50" (whole
NT$, yen and CLP as "1234.00"; after discounts, incl. tax, before deposits, prepayments and
retentions; "" when the document states none, about one document in eleven).
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
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable, words_en  # noqa: E402
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


def clp(v: Decimal) -> str:
    """1.234.567 (whole Chilean pesos)."""
    return grouped(v, ".", ",", 0)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def cw(s: str, size: float) -> float:
    return cj.stringWidth(s, cj.FONT_NAME, size)


# --------------------------------------------------------------------------- 1 zh-Hans kindergarten's toys, teaching aids and furniture

YE_CITY = "郑州 洛阳 保定 邯郸 临沂 潍坊 绵阳 宜宾 赣州 九江 株洲 岳阳 荆州 襄阳 南通 徐州".split()
YE_B = "小太阳 七彩 蓝天 童心 启智 金苹果 小星星 快乐 阳光 春蕾 爱心 博雅 育才 红黄蓝 小橡树 贝贝".split()
YE_KG = [
    "{c}市{b}幼儿园",
    "{c}{b}双语幼儿园",
    "{c}市机关第{k}幼儿园",
    "{c}{b}教育科技有限公司（{b}幼儿园）",
    "{c}市{x}区{b}实验幼儿园",
]
YE_X = "高新 经开 新城 城东 城南 滨江 开发".split()
YE_SB = "乐童 智趣 优贝 木马 童乐 益智 卡乐 小海豚 森林 哈哈 彩虹 巧巧 童话 金贝".split()
YE_SUP_FORMED = [
    "{c}{b}玩具有限公司",
    "{c}{b}教育装备有限公司",
    "{c}{b}幼教用品有限公司",
    "{b}儿童用品（{c}）有限公司",
    "{c}{b}教玩具科技有限公司",
    "{c}{b}家具制造有限公司",
]
YE_SUP_BARE = ["{c}{b}玩具批发部", "{b}幼教用品商行", "{c}市{b}文体用品店", "{c}{b}教玩具经营部"]
YE_ITEMS = [
    ("实木积木 大颗粒", "榉木 120粒/套", "3-6岁", "套", 168, 390),
    ("幼儿园午睡床", "塑料 可叠放 130×60cm", "通用", "张", 78, 160),
    ("儿童桌椅套装", "实木 六人桌+6椅", "中大班", "套", 860, 1680),
    ("户外滑梯组合", "PE板 含安装", "3-6岁", "套", 6800, 16800),
    ("平衡木感统训练器", "EVA 软体 5件组", "小中班", "组", 320, 780),
    ("绘本", "精装 中英双语", "通用", "本", 18, 46),
    ("彩色橡皮泥", "12色 无毒", "通用", "盒", 9, 22),
    ("儿童水彩笔", "24色 可水洗", "中大班", "盒", 12, 28),
    ("玩具收纳柜", "实木 9格", "通用", "个", 380, 880),
    ("角色扮演 厨房玩具", "仿真 木质", "小中班", "套", 260, 620),
    ("幼儿钢琴 立式", "88键 电钢", "教师用", "台", 2600, 5200),
    ("地垫", "XPE 200×180cm", "通用", "块", 85, 190),
    ("儿童安全剪刀", "圆头 塑柄", "大班", "把", 3.5, 8),
    ("蒙氏数学教具", "红色棒/纺锤棒箱", "中大班", "套", 210, 560),
    ("消毒柜 幼儿园专用", "双门 380L", "后勤", "台", 1800, 3600),
]


def _ye(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    c1, c2 = rng.sample(YE_CITY, 2)
    b1 = rng.choice(YE_B)
    kg = rng.choice(YE_KG).format(c=c1, b=b1, k=rng.choice("一二三四五六"), x=rng.choice(YE_X))
    sup = bare_or(rng, YE_SUP_FORMED, YE_SUP_BARE, 0.3).format(c=c2, b=rng.choice(YE_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YE{Y}{m}{n3}|CG-{y}{m}{d}-{n2}|{Y}{m}{n4}|PO{y}{n5}")
    req = cj.number(rng, d, "SQ{Y}{m}{n3}|申-{y}{n4}|QG{y}{m}{n3}")
    budget = cj.number(rng, d, "YS{Y}-{n3}|{Y}年度预算第{n2}项|ZJ-{y}{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|编号")
    ink = rng.choice([Color(0.85, 0.35, 0.3), Color(0.2, 0.5, 0.3), Color(0.25, 0.35, 0.7), black])
    centred = rng.random() < 0.55

    def foot() -> None:
        s_ = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{kg}　采购单（续页）", 9, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.6, align="r")
        return 46

    title = cj.pick(rng, "玩教具采购单|采购订单|教玩具及设备采购订单|物资采购单")
    if centred:
        pdf.text(pdf.w / 2, 44, kg, 15, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 68, title, 16, align="c", bold=True)
        pdf.line(pdf.w / 2 - 80, 73, pdf.w / 2 + 80, 73, lw=0.8)
        y = 86
    else:
        pdf.rect(m, 28, 5, 28, fill=ink, stroke=None)
        pdf.text(m + 12, 42, kg, 13.5, bold=True)
        pdf.text(m + 12, 55, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
        pdf.text(right, 46, title, 15, align="r", bold=True, colour=ink)
        y = 70
    grid = rng.random() < 0.55
    meta_rows = [
        (po_lab, po),
        ("下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
        (cj.pick(rng, "申购单号|请购单号|申请单号"), req),
        (cj.pick(rng, "预算项目|经费来源"), budget),
    ]
    if rng.random() < 0.5:
        meta_rows[2], meta_rows[3] = meta_rows[3], meta_rows[2]
    if grid:
        ws = cj.rel(wd, [13, 37, 13, 37])
        rows = [
            [meta_rows[0][0], meta_rows[0][1], meta_rows[1][0], meta_rows[1][1]],
            [meta_rows[2][0], meta_rows[2][1], meta_rows[3][0], meta_rows[3][1]],
        ]
        y = kgrid(pdf, m, y, ws, rows, h=18, size=8.4, ink=ink, fill=PALE) + 12
    else:
        for i, (k, v) in enumerate(meta_rows):
            x = m + (i % 2) * wd / 2
            pdf.text(x, y + 10 + (i // 2) * 14, f"{k}：{v}", 8.6, bold=i == 0)
        y += 36
    pw = (wd - 18) / 2
    sp = [
        (cj.pick(rng, "供应商|供货单位|供方"), sup, True),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", False),
        ("地址", cj.zh_addr(rng), False),
        ("开户行", cj.bank(rng)[0], False)
        if rng.random() < 0.5
        else ("税号", cj.credit_code(rng), False),
    ]
    rp = [
        ("采购单位", kg, False),
        ("收货地址", f"{cj.zh_addr(rng)}（{cj.pick(rng, '本部园区|分园|后勤仓库')}）", False),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}", False),
        ("要求到货", cj.fdate(cj.later(rng, d, 5, 25), "cn"), False),
    ]
    panels = [sp, rp] if rng.random() < 0.55 else [rp, sp]
    ymax = y
    for k, p in enumerate(panels):
        x = m + k * (pw + 18)
        pdf.rect(x, y, pw, 4 * 15 + 10, stroke=GREY, lw=0.4)
        yy = y + 4
        for lab, val, bold in p:
            pdf.text(x + 5, yy + 10, f"{lab}：", 8, colour=GREY)
            pdf.text(x + 56, yy + 10, val, 8.8 if bold else 8.2, bold=bold, maxw=pw - 60)
            yy += 15
        ymax = max(ymax, y + 70)
    y = ymax + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10, 12], [34, 42])
    lines = more_lines(
        rng,
        YE_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 30, 50],
        ["（加大款）", "（分园）", "（备用）"],
        big=5000,
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
                    it[3],
                    f"{q:,.0f}",
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 22, 22, 9, 6, 7, 12, 14]),
        ["序号", "名称", "规格/材质", "适用", "单位", "数量", "单价(元)", "金额(元)"],
        body,
        "cllccrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = Decimal(rng.choice([0, 0, 100, 200, 300])) if sub > 3000 else ZERO
    fr = Decimal(rng.choice([0, 0, 50, 80, 120])) if rng.random() < 0.4 else ZERO
    total = sub - off + fr
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("货款合计", cj.money(sub))]
        if off:
            rows_.append((cj.pick(rng, "优惠|让利|折让"), f"-{cj.money(off)}"))
        if fr:
            rows_.append(("运费", cj.money(fr)))
        rows_.append((cj.pick(rng, "订单总额|应付总额|合计金额"), cj.money(total)))
        ws2 = [80, 100]
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, f"¥{v}" if last else v],
                "lr",
                h=17,
                size=8.4,
                bold=last,
                fill=PALE if last else None,
            )
        pdf.text(m, y - 4, f"金额大写：人民币{cj.daxie(total)}", 8.4)
        y += 8
        if rng.random() < 0.5:
            pct = rng.choice([20, 30, 50])
            pdf.text(
                m,
                y + 6,
                f"付款方式：下单预付定金{pct}%（¥{cj.money(r2(total * pct / 100))}），验收合格后付清余款。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 10, "单价按中标（询价）结果执行，结算金额以验收单为准。", 8.6)
        y += 18
    y += 6
    for t in [
        "1. 所有玩教具须符合 GB 6675 国家玩具安全标准，提供 3C 认证及检测报告。",
        "2. 家具类产品甲醛释放量须达到 E0 级，无尖角毛刺。",
        "3. 送货时请提前联系收货人，发票抬头须与采购单位一致。",
    ][: rng.randint(1, 3)]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"经办人：{cj.person(rng)}", 8.4)
    pdf.text(m + wd * 0.35, y, "园长审批：", 8.4)
    pdf.text(m + wd * 0.68, y, "供应商确认（签章）：", 8.4)
    if rng.random() < 0.65:
        pdf.stamp(m + wd * 0.35 + 70, y - 4, kg, rng, caption="财务专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_zh_youeryuan_wanjiao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ye)


# --------------------------------------------------------------------------- 2 zh-Hans gym chain's fitness-equipment order with a payment schedule

JS_CITY = "深圳 广州 佛山 东莞 杭州 宁波 南京 苏州 成都 重庆 西安 青岛 天津 沈阳 长春 昆明".split()
JS_B = "超燃 力美 型动 乐刻 铁馆 沸点 悦动 壹健 肌动 火炬 奥力 极限 酷跑 优形 菲特 锐力".split()
JS_GYM = [
    "{c}{b}健身管理有限公司",
    "{c}{b}体育发展有限公司",
    "{b}健身（{c}）连锁有限公司",
    "{c}{b}运动科技有限公司",
]
JS_STORE = "万象城店 天街店 大学城店 高新店 滨江店 奥体店 CBD店 江北店 星河店".split()
JS_SB = "英派斯 舒华 康力源 军霞 好家庭 汇祥 必确 泰山 伊吉 冠能 奥邦 宝德龙".split()
JS_SUP_FORMED = [
    "{c}{b}体育用品有限公司",
    "{c}{b}健身器材有限公司",
    "{b}体育科技（{c}）有限公司",
    "{c}{b}运动器材股份有限公司",
    "{c}市{b}体育设施工程有限公司",
]
JS_SUP_BARE = ["{c}{b}健身器材经营部", "{b}体育用品商行", "{c}市{b}健身器材店"]
JS_ITEMS = [
    ("商用跑步机", "T{n} 交流电机 4.0HP", "台", 12800, 32000),
    ("椭圆机", "E{n} 自发电", "台", 8800, 19800),
    ("动感单车", "S{n} 磁控", "台", 2600, 6800),
    ("史密斯综合训练架", "SM-{n}", "台", 9800, 22000),
    ("哑铃套装", "2.5-50kg 包胶 20对", "套", 6800, 15800),
    ("奥杆", "20kg 镀铬 2.2m", "根", 680, 1800),
    ("杠铃片", "包胶 5-25kg 一套", "套", 1200, 2900),
    ("可调节卧推凳", "FID-{n}", "张", 1100, 2800),
    ("龙门架", "双滑轮 DAP-{n}", "台", 16800, 36800),
    ("划船机", "风阻 R{n}", "台", 4200, 9600),
    ("橡胶地胶", "15mm 1m×1m", "块", 68, 160),
    ("瑜伽垫", "TPE 6mm", "张", 45, 120),
    ("壶铃", "竞技 8-32kg 一套", "套", 1600, 3800),
    ("拉伸区软垫", "定制 2m×1m", "块", 320, 680),
]


def _js(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(JS_CITY, 2)
    gym = rng.choice(JS_GYM).format(c=c1, b=rng.choice(JS_B))
    store = rng.choice(JS_STORE)
    sup = bare_or(rng, JS_SUP_FORMED, JS_SUP_BARE, 0.2).format(c=c2, b=rng.choice(JS_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "JS{Y}{m}{d}{n2}|PO-{Y}-{n4}|{y}{m}{n4}|DD{Y}{n5}")
    con = cj.number(rng, d, "HT-{Y}-{n3}|GXHT{y}{n4}|KJ{Y}{n3}")
    proj = cj.number(rng, d, "XD-{y}{n3}|MD{Y}{n2}")
    stated = stated_of(rng)
    incl = rng.random() < 0.6
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号")
    band = rng.choice([Color(0.9, 0.45, 0.1), Color(0.1, 0.1, 0.1), Color(0.15, 0.55, 0.75)])

    def foot() -> None:
        s_ = f"{page[0]}/{of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 24, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"{gym} 门店拓展部 · 设备采购", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.rect(0, 0, pdf.w, 8, fill=band, stroke=None)
        pdf.text(m, 30, f"{po_lab}：{po}　（接上页）", 8.8)
        return 42

    pdf.rect(0, 0, pdf.w, 58, fill=band, stroke=None)
    white = Color(1, 1, 1)
    pdf.text(m, 30, gym, 14, bold=True, colour=white)
    pdf.text(m, 46, cj.pick(rng, "健身器材采购订单|设备采购订单|器械订购单"), 10.5, colour=white)
    bw = 170
    pdf.rect(right - bw, 14, bw, 34, fill=white, stroke=None)
    pdf.text(right - bw + 6, 26, po_lab, 7.4, colour=GREY)
    pdf.text(right - 6, 42, po, 11.5, align="r", bold=True)
    y = 76
    info = [
        ("下单日期", cj.fdate(d, rng.choice(["cn", "iso"]))),
        ("门店", f"{store}（{proj}）"),
        (cj.pick(rng, "合同编号|框架合同号"), con),
        ("交货期", cj.fdate(cj.later(rng, d, 10, 45), "cn")),
    ]
    for i, (k, v) in enumerate(info):
        pdf.text(m + i * wd / 4, y, f"{k}：{v}", 8.2, maxw=wd / 4 - 6)
    y += 14
    pw = (wd - 16) / 2
    sup_lab = cj.pick(rng, "乙方（供应商）|卖方|供应商|乙方")
    a = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)} {cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("统一社会信用代码", cj.credit_code(rng)),
    ]
    b = [
        (cj.pick(rng, "甲方（采购方）|买方|采购方|甲方"), gym),
        ("收货门店", f"{store} {cj.zh_addr(rng)}"),
        ("现场负责人", f"{cj.person(rng)} {cj.mobile(rng)}"),
        ("发票信息", "增值税专用发票" if rng.random() < 0.6 else "增值税普通发票"),
    ]
    panels = [b, a] if rng.random() < 0.6 else [a, b]
    for k, p in enumerate(panels):
        x = m + k * (pw + 16)
        pdf.line(x, y + 2, x + pw, y + 2, lw=1.2, colour=band)
        yy = y + 2
        for lab, val in p:
            big = val in (sup, gym)
            pdf.text(x, yy + 13, f"{lab}：", 8, colour=GREY)
            lx = x + cw(f"{lab}：", 8) + 2
            pdf.text(lx, yy + 13, val, 9 if big else 8.2, bold=big, maxw=x + pw - lx)
            yy += 14
    y += 2 + 4 * 14 + 14
    n = n_lines(
        rng, [2, 3, 4, 5, 6] if land else [2, 3, 4, 5, 6, 7, 8, 9], [22, 26] if land else [30, 36]
    )
    lines = more_lines(
        rng,
        JS_ITEMS,
        n,
        [1, 2, 4, 6, 8, 10, 20, 40],
        ["（二店）", "（加重）", "（备件）"],
        big=8000,
    )
    body = []
    for i, (it, q, p, a_) in enumerate(lines, 1):
        brand = rng.choice(JS_SB)
        body.append(
            (
                [
                    str(i),
                    it[0],
                    brand,
                    it[1].format(n=rng.randint(100, 990)),
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p),
                    cj.money(a_),
                ],
                a_,
            )
        )
    inst = ZERO
    if rng.random() < 0.6:
        inst = Decimal(rng.choice([800, 1500, 2000, 3500, 5000]))
        body.append(
            (
                [
                    str(len(body) + 1),
                    "运输及安装调试费",
                    "—",
                    "含搬运上楼",
                    "项",
                    "1",
                    cj.money(inst),
                    cj.money(inst),
                ],
                inst,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 20, 10, 20, 6, 7, 13, 15]),
        ["序号", "品名", "品牌", "型号/规格", "单位", "数量", "单价(元)", "金额(元)"],
        body,
        "clllcrrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a_ for _, a_ in body), ZERO)
    tax = r2(sub - sub / Decimal("1.13")) if incl else r2(sub * Decimal("0.13"))
    total = sub if incl else sub + tax
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        if incl:
            rows_ = [
                ("合计（含税）", f"¥{cj.money(total)}"),
                ("其中：增值税13%", cj.money(tax)),
            ]
        else:
            rows_ = [
                ("不含税合计", cj.money(sub)),
                ("增值税（13%）", cj.money(tax)),
                (cj.pick(rng, "价税合计|订单总金额|含税总价"), f"¥{cj.money(total)}"),
            ]
        bi = 0 if incl else 2
        for k, (lab, v) in enumerate(rows_):
            pdf.text(right - 200, y + 4, lab, 9.6 if k == bi else 8.4, bold=k == bi)
            pdf.text(right, y + 4, v, 10 if k == bi else 8.4, align="r", bold=k == bi)
            y += 16
        pdf.text(m, y + 2, f"大写金额：{cj.daxie(total)}", 8.4)
        y += 16
        if rng.random() < 0.75:
            plan = rng.choice([(30, 60, 10), (50, 45, 5), (40, 55, 5)])
            pdf.text(m, y + 4, "付款安排：", 8.4, bold=True)
            y += 4
            for lab, pct in zip(
                ["首付款（合同签订后3日内）", "到货安装验收款", "质保金（一年后）"], plan
            ):
                pdf.text(m + 52, y, f"{lab}　{pct}%　¥{cj.money(r2(total * pct / 100))}", 8.2)
                y += 13
    else:
        pdf.text(m, y + 6, "价格按框架合同附件报价单执行，以实际送货数量结算。", 8.6)
        y += 16
    y += 8
    for t in [
        "1. 器材须为全新原厂正品，提供合格证、说明书及三年整机保修（易损件一年）。",
        "2. 乙方负责在门店营业时间外完成安装，并对门店地面、墙面做好保护。",
        "3. 送货单及发票须注明本订单编号，否则财务不予付款。",
    ][: rng.randint(1, 2 if land else 3)]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8, colour=GREY)
        y += 12
    if y + 60 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, "甲方签章：", 8.6)
    pdf.text(m + wd / 2, y, "乙方确认签章：", 8.6)
    pdf.text(m, y + 16, f"采购经办：{cj.person(rng)}　　审批：{cj.person(rng)}", 8.2)
    pdf.text(m + wd / 2, y + 16, "日期：", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + 110, y, gym, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_zh_jianshen_qicai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _js)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese temple's festival order for joss paper, incense and lamps

TM_PLACE = "臺中市 彰化縣 雲林縣 嘉義縣 臺南市 高雄市 屏東縣 苗栗縣 新北市 宜蘭縣".split()
TM_GOD = [
    "{p}{x}天后宮",
    "{p}{x}福德祠",
    "{p}{x}保安宮",
    "財團法人{p}{x}媽祖廟",
    "{p}{x}城隍廟",
    "財團法人{p}{x}朝天宮",
]
TM_X = "新港 北港 大甲 鹿港 東港 竹南 萬華 龍山 玉井 麻豆 旗山 員林".split()
TM_SB = "金福 永興 瑞香 德興 聖香 長春 合發 隆興 吉祥 萬壽 泉興 福安".split()
TM_SUP_FORMED = [
    "{s}香業有限公司",
    "{s}金紙股份有限公司",
    "{s}佛具有限公司",
    "{s}宗教用品企業有限公司",
    "{s}燈具工藝有限公司",
]
TM_SUP_BARE = ["{s}香舖", "{s}金紙行", "{s}佛具店", "{s}糊紙店", "{s}企業社"]
TM_ITEMS = [
    ("壽金", "大 1000張/捆", "捆", 180, 320),
    ("刈金", "中 1000張/捆", "捆", 120, 240),
    ("福金", "小 500張/捆", "捆", 60, 120),
    ("環香", "24小時 檀香", "盒", 220, 480),
    ("立香", "1尺3 沉香 1斤", "包", 280, 650),
    ("平安米袋", "印字 300g", "包", 12, 25),
    ("光明燈座", "LED 蓮花 壓克力", "座", 450, 980),
    ("太歲燈", "LED 含安裝", "座", 520, 1100),
    ("大壽燭", "3斤 一對", "對", 380, 760),
    ("紙紮 大士爺", "普渡用 8尺", "尊", 6800, 16800),
    ("紙厝", "三層 含配件", "座", 3800, 9600),
    ("金爐灰清運", "含運費", "車", 2800, 5200),
    ("平安符", "印製 燙金", "張", 3, 8),
    ("蓮花金", "摺好 100朵", "袋", 260, 520),
]
TM_FEST = ["中元普渡", "媽祖聖誕遶境", "元宵點燈", "安太歲法會", "建醮大典", "神明聖誕千秋"]


def _tm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4 if rng.random() < 0.7 else landscape(A4))
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    temple = rng.choice(TM_GOD).format(p=rng.choice(TM_PLACE), x=rng.choice(TM_X))
    s = rng.choice(TM_SB)
    sup = bare_or(rng, TM_SUP_FORMED, TM_SUP_BARE, 0.45).format(s=s)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{roc}{m}{d}{n2}|TM{roc}{n4}|採{roc}-{n3}|{roc}-{m}-{n3}")
    req = cj.number(rng, d, "請{roc}{n3}|R{roc}{m}{n2}")
    fest = rng.choice(TM_FEST)
    stated = stated_of(rng)
    no_inv = sup.endswith(("香舖", "金紙行", "佛具店", "糊紙店")) and rng.random() < 0.6
    page = [1]
    po_lab = cj.pick(rng, "採購單號|訂購單號|單號|編號")
    red = Color(0.7, 0.12, 0.1)

    def foot() -> None:
        s_ = f"第{page[0]}頁，共{of}頁" if of else f"第{page[0]}頁"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{temple}　{po_lab}：{po}（續）", 8.8)
        return 44

    pdf.text(pdf.w / 2, 40, temple, 16, align="c", bold=True, colour=red)
    pdf.text(
        pdf.w / 2,
        54,
        f"{cj.tw_addr(rng)}　電話 {cj.tw_tel(rng)}　統一編號 {rng.randint(10000000, 99999999)}",
        7.4,
        align="c",
        colour=GREY,
    )
    pdf.text(
        pdf.w / 2,
        76,
        cj.pick(rng, "採　購　單|訂　購　單|祭祀用品訂購單"),
        14,
        align="c",
        bold=True,
    )
    y = 88
    ws = cj.rel(wd, [12, 38, 12, 38])
    rows = [
        [cj.pick(rng, "廠商|廠商名稱|供應商"), sup, po_lab, po],
        ["聯絡電話", cj.tw_tel(rng), "訂購日期", cj.fdate(d, rng.choice(["roc", "rocs"]))],
        [
            "用途",
            f"{fest}（{d.year - 1911}年度）",
            "交貨日期",
            cj.fdate(cj.later(rng, d, 5, 30), "roc"),
        ],
    ]
    if rng.random() < 0.5:
        rows.append(["請購單號", req, "經辦", cj.person(rng, "zh-Hant")])
    if rng.random() < 0.4:
        rows[0], rows[1] = rows[1], rows[0]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.4, ink=red) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [28, 34])
    lines = more_lines(
        rng,
        TM_ITEMS,
        n,
        [2, 5, 10, 20, 30, 50, 100],
        ["（特大）", "（補貨）", "（分靈廟）"],
        places=0,
        big=5000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{int(q):,}",
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
        cj.rel(wd, [5, 24, 24, 7, 9, 13, 15]),
        ["項次", "品名", "規格", "單位", "數量", "單價", "金額"],
        body,
        "cllcrrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = ZERO if no_inv else r0(sub * Decimal("0.05"))
    total = sub + tax
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        if no_inv:
            rows_ = [("合計", w0(sub)), ("營業稅", "免用統一發票"), ("總計", f"NT${w0(total)}")]
        else:
            rows_ = [
                ("小計", w0(sub)),
                ("營業稅 5%", w0(tax)),
                (cj.pick(rng, "總計|合計(含稅)|應付總額"), f"NT${w0(total)}"),
            ]
        ws2 = [70, 100]
        for k, (lab, v) in enumerate(rows_):
            y = crow(pdf, right - sum(ws2), y, ws2, [lab, v], "lr", h=17, size=8.4, bold=k == 2)
        pdf.text(m, y - 20, f"新臺幣：{cj.daxie(total, trad=True)}", 8.4)
        if rng.random() < 0.5:
            dep = r0(total * Decimal(rng.choice([20, 30, 50])) / 100)
            pdf.text(m, y - 4, f"已付訂金：NT${w0(dep)}　尾款於交貨驗收後付清", 8.2, colour=GREY)
        y += 8
    else:
        pdf.text(m, y + 10, "單價依去年度同項價格，實際金額以送貨單點收數量計算。", 8.4)
        y += 18
    for t in [
        "※ 金紙須乾燥無霉味，香品不得含化學香精；紙紮品於法會前三日送達廟埕。",
        "※ 請款時請附本採購單及發票（或收據），本宮採匯款支付。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 14
    bw = 60
    labs = ["主任委員", "總幹事", "會計", "經辦"]
    for k, lab in enumerate(labs):
        x = right - (len(labs) - k) * bw
        pdf.rect(x, y, bw, 14, fill=PALE, stroke=black)
        pdf.rect(x, y + 14, bw, 34, stroke=black)
        pdf.text(x + bw / 2, y + 10, lab, 7.6, align="c")
    pdf.text(m, y + 30, "廠商簽收：＿＿＿＿＿＿", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_tw_gongmiao_jisi_yongpin(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tm)


# --------------------------------------------------------------------------- 4 ja golf club's turf-maintenance supplies order

GF_CLUB = [
    "株式会社{p}カントリー倶楽部",
    "{p}ゴルフ倶楽部株式会社",
    "{p}国際ゴルフ場株式会社",
    "株式会社{p}ゴルフクラブ",
    "{p}カンツリー倶楽部株式会社",
]
GF_P = "那須 軽井沢 富士 箱根 大洗 霞ヶ浦 浜名湖 琵琶湖 六甲 宍道湖 阿蘇 北海道 房総 伊勢".split()
GF_JB = "緑化 グリーン 芝研 アグリ 造園 ターフ 肥料 サンド".split()
GF_JS = "東邦 三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田 協和 日進".split()
GF_ITEMS = [
    ("ベントグラス種子", "ペンクロス 10kg", "袋", 28000, 46000),
    ("目砂", "グリーン用 1t フレコン", "袋", 14000, 26000),
    ("化成肥料", "N-P-K 12-6-12 20kg", "袋", 2800, 5200),
    ("緩効性肥料", "グリーン用 15kg", "袋", 5600, 9800),
    ("殺菌剤", "フロアブル 1L", "本", 6800, 14800),
    ("除草剤", "粒剤 3kg", "袋", 3400, 7200),
    ("カップ", "ステンレス 108mm", "個", 2200, 4600),
    ("ピンフラッグ", "ナンバー入り 18本組", "組", 24000, 52000),
    ("刈刃 リール", "グリーンモア用", "本", 38000, 78000),
    ("ベッドナイフ", "TPN 薄刃", "枚", 4200, 8800),
    ("散水ノズル", "スプリンクラー 交換用", "個", 12000, 26000),
    ("ティーマーカー", "樹脂 色別 4色", "組", 8800, 18800),
    ("軽油", "コース管理車両用 200L", "本", 26000, 38000),
]


def _gf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 58
    club = rng.choice(GF_CLUB).format(p=rng.choice(GF_P))
    b, t = rng.choice(GF_JS), rng.choice(GF_JB)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}", f"有限会社{b}{t}", f"{b}{t}株式会社"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "G{y}{m}-{n3}|{Y}{m}{n4}|CK-{y}{n4}|発{y}-{n4}")
    est = cj.number(rng, d, "見{y}{m}{n3}|Q-{n6}|{y}M{n4}")
    stated = stated_of(rng)
    uchi = rng.random() < 0.3
    page = [1]
    po_lab = cj.pick(rng, "発注番号|注文番号|発注No.|注文書No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    green = rng.choice([Color(0.1, 0.45, 0.2), Color(0.2, 0.3, 0.2), black])

    def foot() -> None:
        s_ = f"{page[0]}/{of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 26, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{club} コース管理課", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{cj.pick(rng, '発注書（続）|注文書 続き')}　{po_lab} {po}", 8.8)
        return 46

    title = cj.pick(rng, "発　注　書|注　文　書|発注書")
    pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=green)
    gw = [62, 108]
    gx = right - sum(gw)
    yy = 58
    grows = [(po_lab, po), ("発注日", cj.fdate(d, ds)), ("御見積No.", est)]
    if rng.random() < 0.4:
        grows[1], grows[2] = grows[2], grows[1]
    for lab, val in grows:
        yy = crow(pdf, gx, yy, gw, [lab, val], "cl", h=16, size=8.2)
    y = 76
    hon = rng.choice(["御中", "御中", "殿"])
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(m + cw(sup, 12) + 8, y, hon, 11)
    pdf.line(m, y + 5, m + max(220, cw(sup, 12) + 36), y + 5, lw=0.6)
    pdf.text(m, y + 20, "下記のとおり発注いたします。", 8.6)
    y += 30
    total_box_y = y
    y = max(yy, y + 8) + 6
    pdf.text(right, y + 6, club, 10, align="r", bold=True)
    pdf.text(
        right,
        y + 20,
        f"{cj.pick(rng, 'コース管理課|グリーンキーパー室|業務部 購買担当')}　担当：{cj.person(rng, 'ja')}",
        8.4,
        align="r",
    )
    pdf.text(right, y + 33, f"{cj.ja_addr(rng)}　TEL {cj.ja_tel(rng)}", 7.4, align="r", colour=GREY)
    if rng.random() < 0.6:
        pdf.stamp(right - 20, y + 12, club[:4], rng, shape="rect", r=18)
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9], [30, 36])
    lines = more_lines(
        rng,
        GF_ITEMS,
        n,
        [1, 2, 3, 5, 10, 20, 40],
        ["（予備）", "（西コース）", "（練習場）"],
        places=0,
        big=30000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    if uchi:
        total = sub
        tax = (sub * 10 / Decimal(110)).quantize(Decimal(1), rounding="ROUND_DOWN")
    else:
        tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
        total = sub + tax
    if stated and rng.random() < 0.5:
        bx = m
        pdf.rect(bx, total_box_y, 200, 22, stroke=black, lw=0.9)
        pdf.rect(bx, total_box_y, 70, 22, fill=PALE, stroke=black, lw=0.9)
        pdf.text(bx + 35, total_box_y + 15, "ご発注金額", 8.6, align="c")
        pdf.text(bx + 194, total_box_y + 16, f"¥{total:,.0f}-（税込）", 11, align="r", bold=True)
    y += 46
    ws = cj.rel(wd, [14, 36, 14, 36])
    rows = [
        [
            "納入場所",
            cj.pick(rng, "当倶楽部 コース管理棟|コース管理棟 資材庫|当クラブ 管理棟倉庫"),
            "納期",
            cj.fdate(cj.later(rng, d, 7, 40), ds),
        ],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|検収後30日|月末締め翌月20日払い"),
            "運賃",
            cj.pick(rng, "元払い|込み|別途"),
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=green, fill=PALE) + 10
    body = [
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
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 26, 24, 8, 6, 14, 16]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        ws2 = [100, 110]
        if uchi:
            rows_ = [("合計（税込）", f"¥{total:,.0f}"), ("（内消費税10%）", f"{tax:,.0f}")]
            bi = 0
        else:
            rows_ = [
                ("小計", f"{sub:,.0f}"),
                ("消費税（10%）", f"{tax:,.0f}"),
                (cj.pick(rng, "合計|合計金額|総合計"), f"¥{total:,.0f}"),
            ]
            bi = 2
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
                bold=k == bi,
                fill=PALE if k == bi else None,
            )
    else:
        pdf.text(m, y + 10, "単価は年間単価契約によります。金額は納品数量にて精算いたします。", 8.6)
        y += 18
    y += 12
    for t in [
        "・納品はコース管理棟まで、月曜（定休日）を除く7:00から15:00までにお願いします。",
        "・農薬類はラベル・SDSを添付し、使用履歴台帳へ記載する品目名で納品書を作成してください。",
        "・請求書には必ず発注番号をご記載ください。",
    ][: rng.randint(1, 3)]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 10
    bw = 46
    for k, lab in enumerate(["支配人", "課長", "担当", "検収"]):
        x = right - (4 - k) * bw
        pdf.rect(x, y, bw, 14, fill=PALE, stroke=black)
        pdf.rect(x, y + 14, bw, 36, stroke=black)
        pdf.text(x + bw / 2, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_ja_golf_kosu_kanri_shizai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gf)


# --------------------------------------------------------------------------- 5 en-US fire district's purchase order for apparatus equipment and turnout gear

FD_BUY = [
    "{t} Fire Protection District",
    "City of {t} Fire Department",
    "{t} County Fire Rescue",
    "{t} Volunteer Fire Company No. {k}",
    "{t} Fire & EMS District",
]
FD_T = "Cedar Falls|Red Bluff|Marion|Elk Grove|Springdale|Bayfield|Clearwater|Harrisonburg|Maple Valley|Rock Springs|Oak Ridge|Pine Bluff|Sandpoint|Fairhope".split(
    "|"
)
FD_ST = "AZ|CA|OH|TX|WA|CO|NC|TN|IA|ID|AL|VA|OR|WI".split("|")
FD_SUP_FORMED = [
    "{a} Fire Equipment, Inc.",
    "{a} Safety Supply Co.",
    "{a} Emergency Products LLC",
    "{a} Fire Apparatus Sales, Inc.",
    "{a} Rescue Systems Corp.",
    "{a} & {b} Fire Service Supply, LLC",
]
FD_SUP_BARE = ["{a} Fire & Safety", "{a} Hose and Ladder", "{a} Extinguisher Service"]
FD_A = "Ridgeline|Keystone|Blue Ridge|Sentinel|Ironwood|Lakeshore|Heartland|Summit|Patriot|Granite State|Redline|Northwest".split(
    "|"
)
FD_ITEMS = [
    ("Structural turnout coat, NFPA 1971, custom sized", "EA", 1450, 2300),
    ("Structural turnout pants, NFPA 1971", "EA", 1100, 1800),
    ("Structural firefighting helmet, traditional", "EA", 320, 540),
    ("Firefighting boots, leather, 14 in.", "PR", 380, 620),
    ("SCBA 45-min cylinder, carbon, 4500 psi", "EA", 1250, 1950),
    ("Attack hose 1-3/4 in. x 50 ft, double jacket", "EA", 210, 360),
    ("Supply hose LDH 5 in. x 100 ft, Storz", "EA", 720, 1150),
    ("Combination nozzle, 150 gpm @ 50 psi", "EA", 780, 1350),
    ("Thermal imaging camera", "EA", 6800, 11800),
    ("Hydraulic rescue spreader, battery", "EA", 9800, 16500),
    ("Structural gloves, NFPA, gauntlet", "PR", 58, 110),
    ("Particulate-blocking hood", "EA", 68, 140),
    ("Portable radio battery, high capacity", "EA", 95, 180),
    ("Class A foam concentrate, 5 gal", "PL", 110, 190),
    ("LED scene light, 12V, brow mount", "EA", 680, 1250),
]
FD_FIRST = "Dan|Maria|Steve|Tanya|Greg|Luis|Heather|Ken|Rosa|Brian|Megan|Tyler|Cody|Jen".split("|")
FD_LAST = "Hollister|Baker|Whitman|Delgado|Kaminski|Ferguson|Ortega|Carver|Mahoney|Prescott|Brennan|Yoder".split(
    "|"
)


def _fd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|times|libsans|dejavu"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    town = rng.choice(FD_T)
    st = rng.choice(FD_ST)
    buyer = rng.choice(FD_BUY).format(t=town, k=rng.randint(1, 9))
    a1, a2 = rng.sample(FD_A, 2)
    sup = bare_or(rng, FD_SUP_FORMED, FD_SUP_BARE, 0.25).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"{dt:%y}-#####", "P0######", f"FD{dt.year}-###", "#######", f"PO {dt:%y}####"]
        ),
    )
    req = la.digits(rng, rng.choice(["REQ-######", "R#####", f"RQ{dt:%y}-####"]))
    bid = la.digits(
        rng, rng.choice(["Bid No. ###-##", "Quote Q#####", "RFQ-##-###", "Coop. Contract #####-##"])
    )
    gl = la.digits(rng, rng.choice(["###-####-###.##", "##.####.####", "1##-22##-4###"]))
    vend = la.digits(rng, rng.choice(["V#####", "######"]))
    stated = stated_of(rng)
    taxed = rng.random() < 0.3
    page = [1]
    po_lab = la.pick(rng, "P.O. NUMBER|PURCHASE ORDER NO.|PO #|Purchase Order Number")
    df = lambda x: la.dfmt(x, rng.choice(["us", "usl"]))  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            "Invoices must reference the purchase order number. Send to Accounts Payable.",
            6.8,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 34,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.2,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} — {po_lab} {po} (continued)", 9, b=True)
        return 56

    d.t(m, 44, buyer, 14, b=True)
    y = d.lines(
        m,
        50,
        [
            f"{rng.choice(['Administration', 'Headquarters', 'Fire Administration', 'Logistics Division'])} · {rng.randint(100, 9999)} {rng.choice(['Main St', 'Station Rd', 'Civic Center Dr', 'Fire Hall Ln'])}",
            f"{town}, {st} {la.digits(rng, '#####')} · ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
        ],
        7.8,
        lead=10,
    )
    bx = r - 190
    d.box(bx, 26, 190, 50, lw=1.0)
    d.t(bx + 95, 40, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 12, b=True, al="c")
    d.t(bx + 6, 56, po_lab, 7.4, grey=0.3)
    d.t(r - 6, 68, po, 11, b=True, al="r")
    y = 92
    kv = [
        ("Order Date", df(dt)),
        ("Requisition", req),
        ("Bid / Quote", bid.split(" ", 1)[-1] if rng.random() < 0.5 else bid),
        ("Account", gl),
        ("Vendor No.", vend),
        ("Buyer", f"{rng.choice(FD_FIRST)} {rng.choice(FD_LAST)}"),
    ]
    rng.shuffle(kv)
    cwid = wd / 3
    for i, (k, v) in enumerate(kv):
        x = m + (i % 3) * cwid
        yy = y + (i // 3) * 22
        d.t(x, yy + 7, k.upper(), 6.6, grey=0.35)
        d.t(x, yy + 17, v, 8.6)
    y += 50
    half = (wd - 16) / 2
    vend_lab = la.pick(rng, "VENDOR|Vendor|TO:|Supplier|")
    ship_lab = la.pick(rng, "SHIP TO|Ship To|Deliver To|DELIVER TO")
    vrows = [
        sup,
        f"{rng.randint(10, 9999)} {rng.choice(['Industrial Pkwy', 'Commerce Dr', 'Route 9', 'Enterprise Blvd'])}",
        f"{rng.choice(FD_T)}, {rng.choice(FD_ST)} {la.digits(rng, '#####')}",
        f"Attn: {rng.choice(FD_FIRST)} {rng.choice(FD_LAST)} · {la.digits(rng, '(###) ###-####')}",
    ]
    srows = [
        f"{buyer}",
        f"Station {rng.randint(1, 12)} – {rng.choice(['Quartermaster', 'Logistics', 'Apparatus Bay'])}",
        f"{rng.randint(100, 9999)} {rng.choice(['Oak Ave', 'Fire Station Rd', 'Center St', 'Depot St'])}",
        f"{town}, {st} {la.digits(rng, '#####')}",
    ]
    blocks = [(vend_lab, vrows, True), (ship_lab, srows, False)]
    if rng.random() < 0.35:
        blocks.reverse()
    for k, (lab, rows, is_v) in enumerate(blocks):
        x = m + k * (half + 16)
        yy = y
        if lab:
            d.box(x, yy, half, 13, fill=0.88, stroke=False)
            d.t(x + 4, yy + 9.5, lab, 7.6, b=True)
            yy += 15
        d.lines(x + 4, yy, rows, 8.6, b_first=is_v, lead=11)
    y += 15 + 4 * 11 + 12
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        FD_ITEMS,
        n,
        [1, 2, 4, 6, 8, 10, 12, 20, 24],
        ["(size run B)", "(Engine 3)", "(spare)"],
        big=5000,
    )
    body = [
        ([str(i), f"{q:,.0f}", it[1], it[0], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.08, 0.07, 0.51, 0.13, 0.15)],
        ["LN", "QTY", "UOM", "DESCRIPTION", "UNIT PRICE", "EXTENDED"],
        body,
        "rrclrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    frt = Decimal(rng.choice([0, 0, 45, 85, 125, 250])) if rng.random() < 0.6 else ZERO
    rate = Decimal(rng.choice(["6.25", "7.5", "8.25", "5.6", "6.0"]))
    tax = r2((sub + frt) * rate / 100) if taxed else ZERO
    total = sub + frt + tax
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", en2(sub), False), ("Freight", en2(frt) if frt else "0.00", False)]
        rows_.append((f"Sales Tax {rate}%" if taxed else "Sales Tax (exempt)", en2(tax), False))
        rows_.append((la.pick(rng, "TOTAL|PO TOTAL|Total Amount"), f"${en2(total)}", True))
        y = d.summary(m + wd * 0.6, r - 3, y, rows_, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing per {bid}. Not to exceed the cooperative contract price; vendor to invoice actual quantities shipped.",
            8.2,
            wd,
        )
    y += 6
    notes = [
        f"Tax exempt: {buyer} is a political subdivision of the State of {st}. Exemption Cert. No. {la.digits(rng, '##-#######')}."
        if not taxed
        else "Vendor to collect and remit sales tax as shown.",
        "All PPE must be certified to current NFPA edition; provide size roster and certificates of compliance with delivery.",
        "Deliveries Monday–Friday 0800–1600. Call the station 24 hours ahead.",
    ]
    for t in notes[: rng.randint(1, 3)]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw_ = (wd - 24) / 3
    d.sign(m, y, sw_, f"Fire Chief {rng.choice(FD_FIRST)} {rng.choice(FD_LAST)}")
    d.sign(m + sw_ + 12, y, sw_, "Finance Director / Purchasing Agent")
    d.sign(m + 2 * sw_ + 24, y, sw_, "Date")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_en_us_fire_district_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fd)


# --------------------------------------------------------------------------- 6 en-SG commercial-kitchen equipment dealer's order acknowledgement

SK_STEM = "Straits|Lion City|Merlion|Temasek|Orchid|Kallang|Harbourfront|Pasir|Jurong|Tanjong|Marina|Sentosa".split(
    "|"
)
SK_SUP_FORMED = [
    "{s} Kitchen Equipment Pte Ltd",
    "{s} Catering Solutions Pte. Ltd.",
    "{s} F&B Equipment (S) Pte Ltd",
    "{s} Stainless Steel Works Pte. Ltd.",
    "{s} Refrigeration & Kitchen Pte Ltd",
]
SK_SUP_BARE = ["{s} Kitchen Supply", "{s} Catering Equipment Trading", "{s} Steel Enterprise"]
SK_CUST = [
    "{c} Restaurant Group Pte. Ltd.",
    "{c} F&B Holdings Pte Ltd",
    "{c} Hospitality Pte. Ltd.",
    "{c} Kopitiam Management Pte Ltd",
    "{c} Bakery & Cafe Pte Ltd",
]
SK_C = "Jade Garden|Golden Spoon|Makan Place|Ah Hock|Spice Route|Little Saigon|Blue Lotus|Red Lantern|Sakura Tei|Nasi Padang Sedap".split(
    "|"
)
SK_ITEMS = [
    ("Combi oven, 10-tray, electric", "unit", 14800, 26800),
    ("Two-door upright chiller, 1300L", "unit", 3200, 5600),
    ("Undercounter freezer, 2-door", "unit", 1900, 3400),
    ("Gas wok range, 2-burner, LPG", "unit", 2800, 5200),
    ("Stainless steel work table 1800 x 700", "pc", 380, 720),
    ("Wall shelf, SS304, 1500 mm", "pc", 120, 260),
    ("Exhaust hood, SS304, 3.0 m with filters", "set", 4200, 8600),
    ("Dishwasher, hood type", "unit", 6800, 11800),
    ("Ice machine, 150 kg/day", "unit", 3800, 6600),
    ("Grease trap, 200 L", "unit", 880, 1600),
    ("Rice cooker, commercial gas", "unit", 480, 980),
    ("Installation & commissioning", "lot", 800, 3200),
    ("Sink, double bowl with drainboard", "pc", 520, 980),
]
SK_FIRST = "Wei Ming|Siti|Raj|Jasmine|Kelvin|Nurul|Darren|Mei Ling|Ahmad|Priya".split("|")
SK_LAST = "Tan|Lim|Ng|Wong|Goh|Ismail|Kumar|Chua|Lee|Teo".split("|")


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|helv"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    stem = rng.choice(SK_STEM)
    sup = bare_or(rng, SK_SUP_FORMED, SK_SUP_BARE, 0.2).format(s=stem)
    cust = rng.choice(SK_CUST).format(c=rng.choice(SK_C))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-#####", f"PO{dt:%y}####", "#######", f"P/{dt.year}/###", "RG-PO-####"])
    )
    so = la.digits(rng, rng.choice(["SO-######", f"OA{dt:%y}-####", "SA#####"]))
    qt = la.digits(rng, rng.choice(["QT-#####", f"Q{dt:%y}-###", "QUO####"]))
    uen = la.digits(rng, rng.choice(["20#######@", "19#######@", "5########@"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "mon", "long_en"]))  # noqa: E731

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(m, d.h - 36, f"{sup} · UEN {uen} · GST Reg. No. {uen}", 6.8, grey=0.35)
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
        d.t(m, 44, f"Order Acknowledgement {so} (cont'd)", 9, b=True)
        return 58

    d.box(m, 28, 6, 40, fill=0.2, stroke=False)
    d.t(m + 14, 44, sup, 14, b=True)
    d.lines(
        m + 14,
        50,
        [
            f"{rng.randint(1, 60)} {rng.choice(['Ubi Crescent', 'Kaki Bukit Ave 1', 'Tai Seng Ave', 'Woodlands Loop', 'Pandan Loop'])} #0{rng.randint(1, 9)}-{rng.randint(10, 99)} Singapore {la.digits(rng, '######')}",
            f"Tel +65 6{la.digits(rng, '### ####')} · sales@{stem.lower().replace(' ', '')}kitchen.com.sg",
        ],
        7.6,
        lead=10,
    )
    d.t(
        r,
        44,
        la.pick(rng, "ORDER ACKNOWLEDGEMENT|Sales Order Confirmation|ORDER CONFIRMATION"),
        13,
        b=True,
        al="r",
    )
    y = 90
    half = (wd - 14) / 2
    d.t(m, y + 8, la.pick(rng, "Bill To|Customer|Sold To"), 8, b=True, grey=0.3)
    d.lines(
        m,
        y + 12,
        [
            cust,
            f"{rng.randint(1, 300)} {rng.choice(['Jalan Besar', 'Joo Chiat Rd', 'Tanjong Pagar Rd', 'Serangoon Rd'])}",
            f"Singapore {la.digits(rng, '######')}",
            f"Attn: {rng.choice(SK_FIRST)} {rng.choice(SK_LAST)}",
        ],
        8.6,
        b_first=True,
        lead=11,
    )
    x2 = m + half + 14
    d.box(x2, y, half, 80)
    ref = [
        ("Our Ref (SO No.)", so),
        ("Date", df(dt)),
        (la.pick(rng, "Your PO No.|Customer PO|Your Order Ref.|Cust. P.O. No."), po),
        ("Quotation", qt),
        (
            "Delivery to",
            la.pick(
                rng,
                "Outlet @ Jewel|Outlet @ Tampines Hub|Central Kitchen, Senoko|Outlet @ VivoCity",
            ),
        ),
        ("Salesperson", f"{rng.choice(SK_FIRST)} {rng.choice(SK_LAST)}"),
    ]
    if rng.random() < 0.5:
        ref[0], ref[2] = ref[2], ref[0]
    for i, (k, v) in enumerate(ref):
        d.t(x2 + 5, y + 12 + i * 12.5, k, 7.8, b=k.startswith(("Your", "Cust")))
        d.t(r - 5, y + 12 + i * 12.5, v, 8.2, al="r", b=k.startswith(("Your", "Cust")))
    y += 92
    y = wrapped(
        d,
        m,
        y,
        "Thank you for your order. We acknowledge the following items, prices and delivery arrangement:",
        8.4,
        wd,
    )
    y += 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [28, 34])
    lines = more_lines(
        rng, SK_ITEMS, n, [1, 1, 2, 2, 3, 4, 6], ["(Outlet 2)", "(spare)", "(L-shape)"], big=3000
    )
    body = [
        ([str(i), la.digits(rng, "@@-####"), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.11, 0.44, 0.07, 0.07, 0.12, 0.14)],
        ["#", "Model", "Description", "Qty", "UOM", "Unit S$", "Amount S$"],
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 8])) / 100)
    gst = r2((sub - disc) * Decimal("0.09"))
    total = sub - disc + gst
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Sub-total", en2(sub), False)]
        if disc:
            rows_.append(("Less: Discount", f"({en2(disc)})", False))
        rows_ += [
            ("GST 9%", en2(gst), False),
            (la.pick(rng, "Total (S$)|TOTAL SGD|Grand Total S$"), en2(total), True),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, rows_, 8.6, box_last=True)
        if rng.random() < 0.7:
            pct = rng.choice([30, 50])
            dep = r2(total * pct / 100)
            y = d.summary(
                m + wd * 0.58,
                r - 3,
                y + 4,
                [
                    (f"Deposit received ({pct}%)", f"({en2(dep)})", False),
                    ("Balance payable on delivery", en2(total - dep), False),
                ],
                7.8,
            )
        w_, c_ = words_en(total)
        y = wrapped(d, m, y + 4, f"Singapore Dollars {w_} and Cents {c_:02d} Only", 7.8, wd, b=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices as per quotation; final amount subject to site measurement of fabricated items.",
            8.2,
            wd,
        )
    y += 6
    for t in [
        f"Delivery: week of {df(dt + timedelta(days=rng.randint(10, 40)))}, subject to site readiness. Gas works by licensed gas service worker.",
        f"Payment by PayNow (UEN {uen}) or bank transfer to {rng.choice(['DBS', 'OCBC', 'UOB'])} A/C {la.digits(rng, '###-######-#')}.",
        "Warranty: 12 months parts and labour from date of commissioning, excluding consumables.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"For {sup}")
    d.sign(m + sw_ + 20, y, sw_, "Accepted by customer (signature & company stamp)")
    foot()
    out = finish(d, "en", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind40_en_sg_kitchen_equipment_order_ack(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- 7 de-AT municipal music school's instrument order

MS_TOWN = "Wels|Steyr|Leoben|Villach|Dornbirn|Baden|Amstetten|Krems|Feldkirch|Bregenz|Wolfsberg|Kufstein|Lienz|Gmunden|Zwettl".split(
    "|"
)
MS_BUY = [
    "Musikschule der Stadtgemeinde {t}",
    "Städtische Musikschule {t}",
    "Landesmusikschule {t}",
    "Musikschulverband {t} und Umgebung",
    "Musik- und Kunstschule {t}",
]
MS_N = "Hofbauer|Gruber|Pichler|Steiner|Moser|Wimmer|Leitner|Haas|Eder|Lechner|Brunner|Schwarz|Reiter|Aigner".split(
    "|"
)
MS_SUP_FORMED = [
    "Musikhaus {n} GmbH",
    "{n} Musikinstrumente GmbH",
    "Musik {n} Handels GmbH",
    "Blasinstrumente {n} e.U.",
    "{n} & {o} Musikhaus KG",
    "Klavierhaus {n} GmbH",
]
MS_SUP_BARE = [
    "Geigenbau {f} {n}",
    "Musikhaus {n}",
    "Holzblasinstrumentenbau {n}",
    "{f} {n} Klavierservice",
]
MS_F = "Maria|Johann|Elisabeth|Thomas|Barbara|Christian|Katharina|Andreas|Sabine|Stefan".split("|")
MS_ITEMS = [
    ("Schülergeige 3/4, komplett mit Bogen und Etui", "Stk", 290, 620),
    ("Cello 1/2 Schülermodell", "Stk", 980, 1850),
    ("Querflöte, versilbert, E-Mechanik", "Stk", 720, 1450),
    ("B-Klarinette, Deutsches System, Holz", "Stk", 1650, 2900),
    ("Trompete in B, lackiert", "Stk", 640, 1350),
    ("Tenorhorn in B, Schülermodell", "Stk", 1800, 3200),
    ("Sopranblockflöte, Birnbaum", "Stk", 38, 95),
    ("Digitalpiano mit Ständer", "Stk", 890, 1900),
    ("Klavierstimmung und Regulierung", "pausch.", 150, 420),
    ("Notenständer, klappbar", "Stk", 18, 45),
    ("Saitensatz Violine 4/4", "Satz", 28, 72),
    ("Blätter Klarinette Stärke 2,5 (10er)", "Pkg", 22, 39),
    ("Cajón mit Snare-Teppich", "Stk", 110, 240),
    ("Instrumentenversicherung Leihpool (Jahresprämie)", "pausch.", 180, 520),
]


def _ms(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(48, 60)
    r = d.w - m
    wd = r - m
    bottom = d.h - 68
    town = rng.choice(MS_TOWN)
    buyer = rng.choice(MS_BUY).format(t=town)
    n1, n2 = rng.sample(MS_N, 2)
    sup = bare_or(rng, MS_SUP_FORMED, MS_SUP_BARE, 0.3).format(n=n1, o=n2, f=rng.choice(MS_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"MS-{dt.year}/###", f"B{dt:%y}-####", "######", f"Best.Nr. {dt.year}-##"])
    )
    po = po.replace("Best.Nr. ", "")
    offer = la.digits(rng, rng.choice(["AN-#####", f"{dt:%y}/###", "####/##", f"A{dt:%y}-####"]))
    kst = la.digits(rng, rng.choice(["1/3200-0420#", "KSt ###", "5.3200.04##"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Auftrag Nr.")
    cur = rng.choice(["€ ", "EUR "])

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(
            m,
            d.h - 40,
            f"{buyer} · {rng.choice(['Rathausplatz', 'Stadtplatz', 'Kirchengasse'])} {rng.randint(1, 30)} · {la.digits(rng, '####')} {town} · UID ATU{la.digits(rng, '########')}",
            6.6,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 31,
            f"Bankverbindung: {rng.choice(['Raiffeisenbank', 'Sparkasse', 'Volksbank', 'Oberbank'])} {town} · IBAN AT{la.digits(rng, '## #### #### #### ####')}",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 31,
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
        return 60

    hr = rng.random() < 0.5
    d.t(r if hr else m, 52, buyer, 13.5, b=True, al="r" if hr else "l")
    d.t(
        r if hr else m,
        64,
        la.pick(rng, "Verwaltung · Instrumentenverleih|Musikschulverwaltung|Sekretariat"),
        8,
        al="r" if hr else "l",
        grey=0.35,
    )
    win = 130
    d.t(m, win - 12, f"{buyer}, {la.digits(rng, '####')} {town}", 6.3, grey=0.4)
    d.line(m, win - 9, m + 240, win - 9, 0.3)
    sup_first = [sup] if rng.random() < 0.75 else ["Firma", sup]
    d.lines(
        m,
        win,
        [
            *sup_first,
            f"{rng.choice(['Hauptstraße', 'Linzer Straße', 'Grazer Gasse', 'Bahnhofstraße'])} {rng.randint(1, 90)}",
            f"{la.digits(rng, '####')} {rng.choice(MS_TOWN)}",
        ],
        9.4,
        lead=12.5,
    )
    kv = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihr Angebot", offer),
        ("Kostenstelle", kst),
        ("Sachbearbeitung", f"{rng.choice(MS_F)} {rng.choice(MS_N)}"),
        ("Telefon", f"+43 {la.digits(rng, '#### ######')}"),
    ]
    if rng.random() < 0.5:
        kv[2], kv[3] = kv[3], kv[2]
    y = win - 14
    for k, v in kv:
        d.t(m + wd * 0.58, y, k, 7.8, grey=0.3)
        d.t(r, y, v, 8.2, al="r", b=k == po_lab)
        y += 11.5
    y = max(y, win + 50) + 16
    d.t(m, y, la.pick(rng, "Bestellung|Bestellung Musikinstrumente|BESTELLUNG"), 13, b=True)
    y += 8
    y = wrapped(
        d,
        m,
        y,
        la.pick(
            rng,
            "Sehr geehrte Damen und Herren,|Sehr geehrte Frau Kollegin, sehr geehrter Herr Kollege,|Guten Tag,",
        ),
        8.8,
        wd,
    )
    y = wrapped(
        d,
        m,
        y + 2,
        f"auf Grundlage Ihres Angebots {offer} bestellen wir für den Leihinstrumentenpool der Musikschule:",
        8.8,
        wd,
    )
    y += 6
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        MS_ITEMS,
        n,
        [1, 1, 2, 2, 3, 4, 5, 10],
        ["(Leihpool)", "(Zweigstelle)", "(Ersatz)"],
        big=800,
    )
    body = []
    net = ZERO
    for i, (it, q, p, _) in enumerate(lines, 1):
        rb = Decimal(rng.choice([0, 0, 5, 8, 10, 15]))
        a = r2(q * p * (100 - rb) / 100)
        net += a
        body.append(
            ([str(i), f"{q:,.0f}", it[1], it[0], eu(p), f"{rb:.0f} %" if rb else "–", eu(a)], a)
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.07, 0.08, 0.46, 0.12, 0.08, 0.14)],
        ["Pos.", "Menge", "Einh.", "Bezeichnung", "Einzelpreis", "Rabatt", "Gesamt"],
        body,
        "rrllrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    ust = r2(net * Decimal("0.2"))
    total = net + ust
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [
            ("Summe netto", f"{cur}{eu(net)}", False),
            ("zzgl. 20 % USt.", f"{cur}{eu(ust)}", False),
            (
                la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Gesamt inkl. USt."),
                f"{cur}{eu(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, rows_, 8.8, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise laut Ihrem Angebot; die Verrechnung erfolgt nach tatsächlicher Lieferung.",
            8.4,
            wd,
        )
    y += 6
    for t in [
        f"Zahlung: {la.pick(rng, '14 Tage 3 % Skonto, 30 Tage netto|30 Tage netto ohne Abzug|10 Tage 2 % Skonto, 45 Tage netto')}. Rechnungen bitte unter Angabe der Bestellnummer an die Musikschulverwaltung.",
        f"Lieferung frei Haus bis {la.dfmt(dt + timedelta(days=rng.randint(14, 45)), 'dot')}, Anlieferung Mo–Do 8–12 Uhr, Eingang {rng.choice(['Hof', 'Bühneneingang', 'Verwaltung'])}.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 60 > bottom:
        y = brk()
    y += 14
    y = wrapped(
        d,
        m,
        y,
        la.pick(rng, "Mit freundlichen Grüßen|Freundliche Grüße|Mit besten Grüßen"),
        8.8,
        wd,
    )
    y += 28
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"{rng.choice(MS_F)} {rng.choice(MS_N)}, Musikschulleitung")
    d.sign(m + sw_ + 20, y, sw_, "Für den Bürgermeister / Finanzverwaltung")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_de_at_musikschule_instrumente(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ms)


# --------------------------------------------------------------------------- 8 fr-FR riding centre's hay, bedding and tack order

CE_BUY = [
    "Centre Équestre {x}",
    "Poney-Club {x}",
    "Écuries {x}",
    "Haras {x}",
    "Club Hippique {x}",
]
CE_X = "des Trois Chênes|du Val de Loire|de la Brosse|du Moulin Neuf|des Garrigues|de Saint-Hubert|du Bocage|des Sablons|de la Vallée Verte|des Marais".split(
    "|"
)
CE_N = "Morel|Girard|Lefèvre|Chevalier|Roux|Fournier|Gauthier|Perrin|Mercier|Blanchard|Faure|Marchand".split(
    "|"
)
CE_SUP_FORMED = [
    "SARL {n} Fourrages",
    "{n} Agri SAS",
    "Sellerie {n} SARL",
    "Établissements {n} et Fils",
    "{n} Distribution Équestre SAS",
    "EURL Paille & Foin {n}",
]
CE_SUP_BARE = ["Sellerie {n}", "Ferme {n}", "Maréchalerie {f} {n}", "{f} {n}, négoce de fourrage"]
CE_F = "Jean|Pierre|Claire|Sophie|Laurent|Isabelle|Mathieu|Camille|Nicolas|Julie".split("|")
CE_ITEMS = [
    ("Foin de Crau, grosses balles 350 kg", "balle", 10, 45, 85),
    ("Foin de prairie naturelle, petites balles", "balle", 10, 4.5, 9),
    ("Paille de blé, balles rondes", "balle", 10, 28, 55),
    ("Granulés de copeaux de bois, sac 15 kg", "sac", 20, 7.5, 12),
    ("Aliment floconné sport, sac 20 kg", "sac", 10, 18, 32),
    ("Bloc de sel minéral 10 kg", "u.", 20, 9, 18),
    ("Selle mixte cuir 17 pouces", "u.", 20, 480, 1150),
    ("Filet complet cuir, taille cob", "u.", 20, 65, 160),
    ("Tapis de selle pony", "u.", 20, 25, 55),
    ("Protège-boulets (la paire)", "paire", 20, 28, 70),
    ("Bombe d'équitation VG1, enfant", "u.", 20, 45, 120),
    ("Vermifuge pâte orale", "seringue", 20, 9, 19),
]


def _ce(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    buyer = rng.choice(CE_BUY).format(x=rng.choice(CE_X))
    n1 = rng.choice(CE_N)
    sup = bare_or(rng, CE_SUP_FORMED, CE_SUP_BARE, 0.3).format(n=n1, f=rng.choice(CE_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC-{dt.year}-###", f"CMD{dt:%y}####", "BC####", f"{dt:%Y%m}-##"])
    )
    devis = la.digits(rng, rng.choice(["D-#####", f"DEV{dt:%y}###", "Devis n° ####"]))
    client = la.digits(rng, rng.choice(["CL####", "C-#####", "411######"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Bon de commande n°|N° de commande|Commande n°|BC n°")
    cp = la.digits(rng, "#####")
    ville = rng.choice(
        [
            "Chantilly",
            "Saumur",
            "Lamotte-Beuvron",
            "Pompadour",
            "Fontainebleau",
            "Le Pin-au-Haras",
            "Uzès",
            "Vichy",
        ]
    )

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · SIRET {la.digits(rng, '### ### ### #####')} · APE 9319Z · TVA FR{la.digits(rng, '## #########')}",
            6.6,
            grey=0.35,
        )
        d.t(r, d.h - 34, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (suite)", 9, b=True)
        return 58

    d.t(m, 46, buyer, 15, b=True)
    y = d.lines(
        m,
        52,
        [
            f"{rng.choice(['Route de', 'Chemin de', 'Lieu-dit'])} {rng.choice(['la Forêt', 'Beaulieu', 'la Chapelle', 'Mont-Rôtis'])}",
            f"{cp} {ville}",
            f"Tél. 0{rng.randint(1, 5)} {la.digits(rng, '## ## ## ##')}",
        ],
        8,
        lead=10,
    )
    bw = 220
    d.box(r - bw, 30, bw, 58, lw=0.9)
    d.t(r - bw / 2, 45, la.pick(rng, "BON DE COMMANDE|Bon de commande"), 12, b=True, al="c")
    d.kv(
        r - bw + 6,
        50,
        [
            (po_lab, po),
            ("Date", la.dfmt(dt, rng.choice(["dmy", "long_fr"]))),
            ("Réf. devis", devis),
        ],
        96,
        7.8,
    )
    y = 104
    half = (wd - 16) / 2
    fl = la.pick(rng, "Fournisseur|FOURNISSEUR|À l'attention de|")
    fr_rows = [
        sup,
        f"{rng.randint(1, 120)} {rng.choice(['rue des Artisans', 'ZA Les Prés', 'route Nationale', 'avenue de la Gare'])}",
        f"{la.digits(rng, '#####')} {rng.choice(['Arles', 'Alençon', 'Cholet', 'Évreux', 'Niort', 'Tarbes'])}",
        f"Votre n° client : {client}"
        if rng.random() < 0.5
        else f"Contact : {rng.choice(CE_F)} {rng.choice(CE_N)}",
    ]
    lv_rows = [
        buyer,
        la.pick(rng, "Livraison : grange à foin|Livraison : sellerie du club|Livraison : écurie B"),
        f"{cp} {ville}",
        f"Accès poids lourd · {rng.choice(CE_F)} {rng.choice(CE_N)}, {la.digits(rng, '06 ## ## ## ##')}",
    ]
    blocks = [
        (fl, fr_rows, True),
        (la.pick(rng, "Adresse de livraison|Livrer à|LIVRAISON"), lv_rows, False),
    ]
    if rng.random() < 0.4:
        blocks.reverse()
    for k, (lab, rows, isv) in enumerate(blocks):
        x = m + k * (half + 16)
        yy = y
        if lab:
            d.t(x, yy + 8, lab, 7.8, b=True, grey=0.35)
            yy += 11
        d.lines(x, yy, rows, 8.8, b_first=isv, lead=11.5)
    y += 11 + 4 * 11.5 + 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng, CE_ITEMS, n, [1, 2, 4, 5, 10, 20, 40, 60], ["(poneys)", "(2e livraison)", "(taille M)"]
    )
    body, ht, tva_by = [], ZERO, {}
    for it, q, p, a in lines:
        rate = it[2]
        tva_by[rate] = tva_by.get(rate, ZERO) + a
        ht += a
        body.append(
            (
                [
                    la.digits(rng, "@@###"),
                    it[0],
                    f"{q:,.0f}".replace(",", " "),
                    it[1],
                    fr2(p),
                    f"{rate} %",
                    fr2(a),
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.09, 0.42, 0.07, 0.09, 0.12, 0.07, 0.14)],
        ["Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "TVA", "Montant HT"],
        body,
        "llrcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    rem = r2(ht * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100)
    k_ = (ht - rem) / ht if ht else Decimal(1)
    tvas = {rt: r2(b * k_ * rt / 100) for rt, b in sorted(tva_by.items())}
    total = ht - rem + sum(tvas.values(), ZERO)
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT", f"{fr2(ht)} €", False)]
        if rem:
            rows_ += [
                ("Remise fidélité", f"-{fr2(rem)} €", False),
                ("Net HT", f"{fr2(ht - rem)} €", False),
            ]
        for rt, v in tvas.items():
            rows_.append((f"TVA {rt} %", f"{fr2(v)} €", False))
        rows_.append((la.pick(rng, "Total TTC|Net à payer TTC|TOTAL TTC"), f"{fr2(total)} €", True))
        y = d.summary(m + wd * 0.56, r - 3, y, rows_, 8.6, box_last=True)
        if rng.random() < 0.5:
            ac = r2(total * Decimal(rng.choice([20, 30])) / 100)
            y = wrapped(
                d,
                m,
                y + 4,
                f"Acompte versé à la commande : {fr2(ac)} € — solde à la livraison.",
                8.2,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon devis ; le poids exact des balles sera facturé d'après le bon de pesée.",
            8.4,
            wd,
        )
    y += 6
    for t in [
        "Fourrage sec, sans poussière ni moisissure ; toute livraison non conforme sera refusée.",
        f"Règlement : {la.pick(rng, 'virement à 30 jours fin de mois|chèque à réception de facture|LCR à 45 jours')}. Merci de rappeler le numéro de commande sur la facture.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Le responsable : {rng.choice(CE_F)} {rng.choice(CE_N)}")
    d.sign(m + sw_ + 20, y, sw_, "Bon pour accord — cachet du fournisseur")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_fr_centre_equestre_fourrage_sellerie(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ce)


# --------------------------------------------------------------------------- 9 nl-NL public pool operator's order for chemicals and technical parts

ZW_BUY = [
    "Sportfondsenbad {t} B.V.",
    "Zwembad De {x}",
    "Stichting Zwembad {t}",
    "Gemeente {t} – Sportbedrijf, zwembad De {x}",
    "{x}bad {t} B.V.",
]
ZW_T = "Zwolle|Apeldoorn|Deventer|Leeuwarden|Heerenveen|Assen|Emmen|Zaandam|Hoorn|Alkmaar|Gouda|Veenendaal|Roosendaal|Tilburg|Venlo|Sittard".split(
    "|"
)
ZW_X = (
    "Otter|Dolfijn|Golfslag|Wetering|Kikker|Meerkoet|Spetter|Vijverberg|Dolfijnenbad|Bosbad".split(
        "|"
    )
)
ZW_S = "AquaTech|Van der Meer|Hydro Nova|Blauwwater|Poolservice Brabant|Chloorcentrale|De Vries|Klaver|Zwembadtechniek Oost|Waterzorg".split(
    "|"
)
ZW_SUP_FORMED = [
    "{s} B.V.",
    "{s} Zwembadtechniek B.V.",
    "{s} Chemie B.V.",
    "{s} Watertechniek V.O.F.",
    "{s} Nederland B.V.",
]
ZW_SUP_BARE = ["{s} Zwembadonderhoud", "{s} Zwembadservice", "Installatiebedrijf {s}"]
ZW_ITEMS = [
    ("Natriumhypochloriet 15%, vat 25 kg", "vat", 21, 38),
    ("Zoutzuur 30%, vat 25 kg", "vat", 24, 42),
    ("Vlokmiddel PAC, can 20 L", "can", 68, 120),
    ("Zwavelzuur 38% pH-min, vat 30 kg", "vat", 32, 58),
    ("Reagentia DPD 1 (500 tabletten)", "ds", 28, 54),
    ("Filterzand 0,4-0,8 mm, big bag", "bag", 190, 340),
    ("Doseerpomp membraan, 5 l/h", "st", 520, 980),
    ("Meetcel chloor/pH, vervanging", "st", 640, 1350),
    ("Bodemstofzuiger, borstels set", "set", 85, 190),
    ("Baanlijn 25 m, compleet", "st", 390, 720),
    ("Emballage/statiegeld vaten", "st", 8, 15),
    ("UV-lamp 1,2 kW", "st", 310, 620),
]


def _zw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    town = rng.choice(ZW_T)
    buyer = rng.choice(ZW_BUY).format(t=town, x=rng.choice(ZW_X))
    sup = bare_or(rng, ZW_SUP_FORMED, ZW_SUP_BARE, 0.2).format(s=rng.choice(ZW_S))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"IO-{dt.year}-####", "45#####", f"ZB{dt:%y}###", "PO######", f"{dt.year}.####"]
        ),
    )
    off = la.digits(rng, rng.choice(["OFF-#####", f"O{dt:%y}-###", "Offerte ####"]))
    proj = la.digits(rng, rng.choice(["P-###", f"PRJ{dt:%y}##"]))
    kpl = la.digits(rng, rng.choice(["KPL 4###", "KP-6##-##", "######"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Inkoopordernummer|Ordernummer|Inkooporder nr.|Bestelnummer")
    rgb = rng.choice([(0.0, 0.45, 0.7), (0.05, 0.55, 0.55), (0.15, 0.25, 0.5)])

    def band(y0: float, h: float) -> None:
        d.c.setFillColorRGB(*rgb)
        d.c.rect(0, d.h - y0 - h, d.w, h, stroke=0, fill=1)

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · KvK {la.digits(rng, '########')} · btw NL{la.digits(rng, '#########')}B01 · facturen@{town.lower()}zwemt.nl",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 34,
            f"Pagina {page[0]} van {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        band(0, 10)
        d.t(m, 34, f"{po_lab} {po} – vervolg", 9, b=True)
        return 48

    band(0, 56)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 14)
    d.c.drawString(m, d.h - 30, buyer)
    d.c.setFont(d.reg, 9)
    d.c.drawString(
        m, d.h - 44, la.pick(rng, "Technische dienst · Inkoop|Bedrijfsbureau|Inkoop & facilitair")
    )
    d.c.setFont(d.bold, 13)
    d.c.drawRightString(r, d.h - 36, la.pick(rng, "INKOOPORDER|Inkooporder|BESTELLING"))
    y = 70
    cols = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, rng.choice(["dash", "dmy"]))),
        ("Uw offerte", off.replace("Offerte ", "")),
        ("Project", proj),
        ("Kostenplaats", kpl),
    ]
    if rng.random() < 0.4:
        cols[2], cols[4] = cols[4], cols[2]
    ws = [wd * f for f in (0.26, 0.16, 0.2, 0.16, 0.22)]
    y = d.grid(m, y, ws, [c[0] for c in cols], [c[1] for c in cols], 8.2, shade=0.9) + 14
    half = (wd - 16) / 2
    lab1 = la.pick(rng, "Leverancier|LEVERANCIER|Aan|")
    sup_rows = [
        sup,
        f"{rng.choice(['Industrieweg', 'Edisonstraat', 'Havenweg', 'Nijverheidsweg'])} {rng.randint(1, 120)}",
        f"{la.digits(rng, '####')} {la.digits(rng, '@@')} {rng.choice(ZW_T)}",
        f"Leveranciersnr. {la.digits(rng, '#####')}",
    ]
    del_rows = [
        buyer,
        f"t.a.v. {rng.choice(['technische ruimte', 'magazijn kelder', 'bedrijfsleider'])}",
        f"{rng.choice(['Sportlaan', 'Zwembadweg', 'Parkweg'])} {rng.randint(1, 40)}, {la.digits(rng, '####')} {la.digits(rng, '@@')} {town}",
        f"Contact: {rng.choice(['Henk', 'Mark', 'Sanne', 'Ilse', 'Ruud'])} {rng.choice(['Bakker', 'Visser', 'Smit', 'Mulder', 'de Boer'])}",
    ]
    blocks = [
        (lab1, sup_rows, True),
        (la.pick(rng, "Afleveradres|Leveren aan|AFLEVERADRES"), del_rows, False),
    ]
    if rng.random() < 0.35:
        blocks.reverse()
    for k, (lab, rows, isv) in enumerate(blocks):
        x = m + k * (half + 16)
        yy = y
        if lab:
            d.t(x, yy + 8, lab, 7.8, b=True, grey=0.35)
            yy += 11
        d.lines(x, yy, rows, 8.8, b_first=isv, lead=11.5)
    y += 11 + 4 * 11.5 + 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        ZW_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 40],
        ["(instructiebad)", "(buitenbad)", "(reserve)"],
        big=500,
    )
    body = [
        ([str(i * 10), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.07, 0.51, 0.08, 0.08, 0.12, 0.14)],
        ["Regel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Bedrag"],
        body,
        "rlrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    vz = Decimal(rng.choice([0, 0, 35, 45, 65])) if rng.random() < 0.5 else ZERO
    btw = r2((sub + vz) * Decimal("0.21"))
    total = sub + vz + btw
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotaal", f"€ {eu(sub)}", False)]
        if vz:
            rows_.append(("Bezorgkosten ADR", f"€ {eu(vz)}", False))
        rows_ += [
            ("BTW 21%", f"€ {eu(btw)}", False),
            (la.pick(rng, "Totaal incl. BTW|Totaal|Orderbedrag incl. btw"), f"€ {eu(total)}", True),
        ]
        y = d.summary(m + wd * 0.56, r - 3, y, rows_, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prijzen conform raamovereenkomst; facturatie op basis van werkelijk geleverde hoeveelheden.",
            8.4,
            wd,
        )
    y += 6
    for t in [
        "Levering van chemicaliën uitsluitend met ADR-vervoer en veiligheidsinformatieblad; lossen in overleg, niet tijdens openingsuren van het recreatiebad.",
        "Vermeld ons inkoopordernummer op pakbon en factuur; facturen zonder ordernummer worden retour gezonden.",
        f"Lege vaten worden retour gegeven tegen creditering van het statiegeld. Betaling binnen {rng.choice([14, 30, 30, 45])} dagen.",
    ][: rng.randint(1, 3)]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw_ = (wd - 20) / 2
    d.sign(
        m, y, sw_, la.pick(rng, "Akkoord bedrijfsleider|Goedgekeurd budgethouder|Namens de inkoper")
    )
    d.sign(m + sw_ + 20, y, sw_, "Handtekening leverancier voor orderbevestiging")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_nl_zwembad_chemie_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zw)


# --------------------------------------------------------------------------- 10 es-CL salmon farm's purchase order in whole pesos

SA_BUY = [
    "Salmones {x} S.A.",
    "Acuícola {x} SpA",
    "Pesquera {x} Ltda.",
    "Cultivos Marinos {x} S.A.",
    "Salmonera {x} SpA",
]
SA_X = "Austral|Reloncaví|Chiloé|Aysén|Melinka|Quellón|Calbuco|Puyuhuapi|Llanquihue|Chonos|Patagonia Azul|Castro".split(
    "|"
)
SA_S = "Redes del Sur|Cabos y Boyas|Buceo Austral|Marítima Angelmó|Náutica Chonchi|Ferretería Puerto|Servicios Lafquén|Metalmecánica Dalcahue|Plásticos Llanquihue|Lobos Marinos".split(
    "|"
)
SA_SUP_FORMED = [
    "{s} Ltda.",
    "{s} SpA",
    "Comercial {s} Limitada",
    "{s} S.A.",
    "Sociedad {s} Ltda.",
    "{s} E.I.R.L.",
]
SA_SUP_BARE = ["{s}", "{s} de {f}"]
SA_F = "Juan Pérez|María Soto|Luis Vargas|Carmen Oyarzún|Pedro Barría|Rosa Cárcamo".split("|")
SA_CENTRO = "Centro Huar|Centro Pilpilehue|Centro Chaiguao|Centro Yelcho|Centro Caicura|Centro Huenquillahue|Centro Punta Lapa".split(
    "|"
)
SA_ITEMS = [
    ('Red pecera 30x30x20 m, malla 1 1/4", poliamida', "un", 4200000, 8600000),
    ("Cabo polipropileno 24 mm (rollo 220 m)", "rollo", 180000, 320000),
    ("Boya 800 L, polietileno", "un", 95000, 180000),
    ('Grillete galvanizado 3/4"', "un", 4500, 9800),
    ("Servicio de buceo, inspección de fondeos", "jornada", 280000, 520000),
    ("Lavado y reparación de redes", "red", 650000, 1400000),
    ("Ancla tipo Hall 1.000 kg", "un", 850000, 1600000),
    ("Cadena galvanizada 32 mm (por metro)", "m", 28000, 46000),
    ("Petróleo diésel para pontón", "litro", 950, 1250),
    ("Guantes de nitrilo industrial (caja)", "caja", 9500, 18000),
    ("Arriendo de lancha de apoyo", "día", 320000, 680000),
]


def _sa(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter if rng.random() < 0.5 else A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    buyer = rng.choice(SA_BUY).format(x=rng.choice(SA_X))
    sup = bare_or(rng, SA_SUP_FORMED, SA_SUP_BARE, 0.2).format(
        s=rng.choice(SA_S), f=rng.choice(SA_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["4500######", f"OC-{dt.year}-####", "######", f"OC {dt:%y}#####", "N° ####"]),
    )
    po = po.replace("N° ", "")
    cot = la.digits(rng, rng.choice(["COT-####", "Cotización N° ####", "C-#####"]))
    cc = la.digits(rng, rng.choice(["CC ####", "CeCo 31##-##", "######"]))
    sol = la.digits(rng, rng.choice(["SP-#####", "Solped 10######"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "ORDEN DE COMPRA N°|Orden de Compra Nº|O.C. N°|OC N°")
    rut = f"{rng.randint(76, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.choice('0123456789K')}"
    centro = rng.choice(SA_CENTRO)

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · RUT {rut} · Puerto Montt · Documento emitido por sistema de abastecimiento",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 34,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (continuación)", 9, b=True)
        return 58

    d.t(m, 44, buyer, 14, b=True)
    d.lines(
        m,
        50,
        [
            f"RUT: {rut}",
            f"Giro: {la.pick(rng, 'Cultivo y crianza de peces marinos|Acuicultura de salmónidos|Piscicultura y engorda de salmones')}",
            f"{rng.choice(['Av. Diego Portales', 'Ruta 5 Sur km 1.020', 'Camino a Chinquihue km 6', 'Av. Angelmó'])} {rng.randint(100, 3000)}, {rng.choice(['Puerto Montt', 'Castro', 'Calbuco', 'Quellón'])}",
        ],
        7.8,
        lead=10,
    )
    bw = 190
    d.box(r - bw, 28, bw, 58, lw=1.0)
    d.t(r - bw / 2, 42, la.pick(rng, "ORDEN DE COMPRA|Orden de Compra"), 11.5, b=True, al="c")
    d.t(r - bw + 6, 58, po_lab, 8)
    d.t(r - 6, 58, po, 10, b=True, al="r")
    d.t(r - bw + 6, 72, "Fecha", 8)
    d.t(r - 6, 72, la.dfmt(dt, rng.choice(["dmy", "dash", "long_es"])), 8.4, al="r")
    y = 100
    d.box(m, y, wd, 58, fill=0.95, stroke=False)
    sen = la.pick(rng, "Señores:|Señor(es):|Proveedor:|")
    sx = m + 6
    if sen:
        d.t(sx, y + 12, sen, 8.2, b=True)
    d.t(sx + (58 if sen else 0), y + 12, sup, 9.4, b=True)
    d.t(
        sx,
        y + 26,
        f"RUT: {rng.randint(76, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.choice('0123456789K')}",
        8.2,
    )
    d.t(
        sx,
        y + 38,
        f"Dirección: {rng.choice(['Calle Pedro Montt', 'Av. Presidente Ibáñez', 'Los Carrera', 'Urmeneta'])} {rng.randint(10, 1500)}, {rng.choice(['Puerto Montt', 'Castro', 'Ancud', 'Dalcahue'])}",
        8.2,
    )
    d.t(sx, y + 50, f"Contacto: {rng.choice(SA_F)} · +56 9 {la.digits(rng, '#### ####')}", 8.2)
    x2 = m + wd * 0.55
    kv = [
        ("Centro de cultivo", centro),
        ("Centro de costo", cc),
        ("Su cotización", cot.replace("Cotización N° ", "")),
        ("Solicitud de pedido", sol),
    ]
    rng.shuffle(kv)
    for i, (k, v) in enumerate(kv):
        d.t(x2, y + 12 + i * 12, k, 7.8)
        d.t(r - 6, y + 12 + i * 12, v, 8.2, al="r")
    y += 72
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7], [30, 36])
    lines = more_lines(
        rng,
        SA_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 50],
        ["(módulo 2)", "(repuesto)", "(invierno)"],
        places=0,
        big=1000000,
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "1######"),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                clp(p),
                clp(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.1, 0.42, 0.08, 0.08, 0.12, 0.15)],
        ["Ítem", "Código", "Descripción", "Cant.", "Unidad", "Precio unit.", "Total"],
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    desc = r0(sub * Decimal(rng.choice([0, 0, 0, 2, 5])) / 100)
    neto = sub - desc
    iva = r0(neto * Decimal("0.19"))
    total = neto + iva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", f"$ {clp(sub)}", False)]
        if desc:
            rows_ += [("Descuento", f"-$ {clp(desc)}", False)]
        rows_ += [
            ("Neto", f"$ {clp(neto)}", False),
            ("IVA 19%", f"$ {clp(iva)}", False),
            (la.pick(rng, "Total|TOTAL|Total OC"), f"$ {clp(total)}", True),
        ]
        if not desc:
            rows_ = rows_[1:]
        y = d.summary(m + wd * 0.58, r - 3, y, rows_, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Valores según convenio marco vigente; se pagará lo efectivamente recepcionado en el centro.",
            8.4,
            wd,
        )
    y += 6
    for t in [
        f"Condición de pago: {la.pick(rng, '30 días desde recepción de factura|45 días fecha factura|60 días')}. Factura electrónica a nombre de {buyer}, indicando N° de OC y HES.",
        f"Lugar de entrega: bodega {centro}, vía barcaza desde {rng.choice(['Puerto Montt', 'Quellón', 'Calbuco'])}. Retención: no aplica.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw_ = (wd - 40) / 3
    for k, lab in enumerate(
        [
            "Solicitado por (Jefe de Centro)",
            "Aprobado (Gerencia de Operaciones)",
            "Recibido conforme proveedor",
        ]
    ):
        d.sign(m + k * (sw_ + 20), y, sw_, lab)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind40_es_cl_salmonera_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sa)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind40_") and callable(fn)
}

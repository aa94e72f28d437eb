# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the held-out set `fit15_*`, in zh-Hans (two), zh-Hant
(Taiwan), ja, en-US, en-IE, de-DE, fr-CA, nl-BE and es-ES.

- fit15_zh_chaye_baozhuang_caigou: a mainland tea company's order for tea tins, gift boxes,
  foil bags and raw tea (the company's name and address at the top left, the title centred or
  at the right, a small ruled box with the order number, date and a requisition number, 供方 /
  需方 panels side by side in either order with contacts and the delivery address, an item grid
  with or without a craft column, tax-inclusive prices, 小计 / 整单优惠 / 运费 / 合计, 大写, a
  30 % deposit sentence with its amount, seals).
- fit15_zh_gaosu_yanghu_wuzi: an expressway maintenance company's materials order (de-icing
  salt, marking paint, guardrail: a letterhead rule in the company colour, the supplier at times
  in a 致： line and at times in the header grid, project / road-section / plan and framework
  contract numbers in the grid, a road-section column, 不含税 / 增值税 13 % / 价税合计, a 5 %
  retention with its amount, three approval captions).
- fit15_tw_hunsha_sheying_dinggou: a Taiwanese bridal-photo studio's order for albums, frames,
  gowns and prints (the studio's name centred, unruled label / value columns with 廠商 /
  統一編號 / 傳真 beside the order number and the couple's case number, whole NT$, 小計 / 折讓 /
  營業稅 5 % / 總計, a paid deposit and the balance below, 新臺幣 capitals at times).
- fit15_ja_sougisha_hacchusho: a Japanese funeral company's 発注書 to a florist or funeral
  goods wholesaler (the supplier with 御中 or 様 at the top left, the order number in a box with
  the 施行番号 of the service, the family name, hall and wake / funeral dates in a grid, 8 % items
  (return gifts, food) beside 10 % items, the invoice-system breakdown by rate, 合計 in ¥ / 円 /
  ￥-, the registration number T…, approval boxes).
- fit15_en_us_zoo_animal_diet_po: an American zoo's commissary order for hay, produce, frozen
  fish and feeder insects (letter, vendor / ship-to / bill-to blocks in varying order, a ruled
  strip of requisition, vendor number, ship via, FOB, terms, item numbers, subtotal / freight /
  tax-exempt or sales tax / total, a tax-exemption certificate number, signatures).
- fit15_en_ie_cooperage_order_ack: an Irish cooperage's order acknowledgement to a distillery
  (the seller's letterhead, its own acknowledgement / sales-order number in a box, the
  customer's order number, quotation and account numbers, bill-to and bonded-warehouse
  deliver-to blocks, cask lines, goods / delivery / VAT 23 % / total in €, a deposit received and
  the balance, CRO, VAT and IBAN lines in the footer).
- fit15_de_stadtwerke_rohrmaterial_bestellung: a German water utility's order for pipes,
  valves and hydrants (DIN 5008 window with the sender line, an info block with Bestellnummer,
  Datum, Ihr Angebot, BANF, Kostenstelle, Baumaßnahme, positions with article numbers, Netto /
  19 % USt / Gesamtbetrag, a Skonto sentence, a Lieferanschrift, the registry and bank footer).
- fit15_fr_ca_transport_scolaire_bon_commande: a Quebec school-bus carrier's order for parts
  and tires (letter, the carrier's head, a boxed N° at the right, Fournisseur / Livrer à
  blocks, bus unit and work-order numbers, prices as 1 234,56 $, TPS 5 % and TVQ 9,975 %, the
  GST / QST registration numbers, an environmental tire fee line, signatures).
- fit15_nl_be_kapsalon_bestelbon: a Flemish hair-salon chain's order to a hairdressing
  wholesaler (a coloured band, the salon's name, Leverancier and Leveringsadres in either
  order, klantnummer / vertegenwoordiger / offerte, colour tubes with shade numbers and a
  per-salon column at times, subtotaal / volumekorting / verzendkosten / btw 21 % / totaal,
  ondernemingsnummer and RPR in the footer).
- fit15_es_puerto_deportivo_pedido: a Spanish marina's order for mooring and pontoon supplies
  (the club's or marina company's head with CIF, a boxed Nº de pedido with presupuesto and
  expediente numbers, Proveedor and Entregar en blocks, berth references, dto. per line, base
  imponible / IVA 21 % / total in 1.234,56 €, an anticipo with its amount, signatures).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source read). Truth as in the other modules: the buyer's order
number as printed (never a requisition, quotation, plan, contract, project, case, work-order,
expediente or the seller's own acknowledgement number; on the cooperage's acknowledgement the
customer's order number); the supplier exactly as printed on its own first line (the vendor;
the cooperage on its acknowledgement; never 御中, 様 or "Attn"); the grand total as "1234.50"
(whole NT$ and yen as "1234.00"; after discounts, incl. tax, before deposits, retentions and
prepayments; "" when the document states none, about one document in eleven).
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
from families_blind13 import cfinish, finish, grouped, rgb_box, rgb_text, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
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


def fca(v: Decimal) -> str:
    """1 234,56 (Quebec)."""
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time, a quarter of
    those doubled (to three pages)."""
    if rng.random() >= p:
        return rng.choice(small)
    n = rng.choice(big)
    return n * 2 if rng.random() < 0.25 else n


# --------------------------------------------------------------------------- 1 zh-Hans tea company's packaging and raw-tea order

CH_CITY = (
    "福州 泉州 安溪 武夷山 黄山 杭州 信阳 普洱 勐海 恩施 湄潭 英德 宁德 六安 雅安 宜宾".split()
)
CH_B = "茗香 云雾 春茗 御泉 山茶 古道 清溪 禅茶 翠峰 岩韵 一叶 汀雨 松萝 梅岭 竹溪 兰亭".split()
CH_BUY = [
    "{c}{b}茶业有限公司",
    "{c}{b}茶叶股份有限公司",
    "{b}茶业（{c}）有限公司",
    "{c}{b}茶文化发展有限公司",
]
CH_SB = "鸿彩 瑞丰 金典 嘉印 恒美 精工 永盛 顺达 宏图 德艺 华彩 雅致 博远 鑫源 天成 锦程".split()
CH_SUP_FORMED = [
    "{c}{s}包装制品有限公司",
    "{c}{s}印务有限公司",
    "{c}{s}马口铁制罐有限公司",
    "{s}纸品包装（{c}）有限公司",
    "{c}{s}茶叶专业合作社",
]
CH_SUP_BARE = ["{c}{s}茶罐厂", "{s}包装材料经营部", "{c}市{s}礼盒加工厂"]
CH_ITEMS = [
    ("马口铁茶叶罐", "Φ85×120mm", "四色印刷 内盖", "个", 2.8, 6.5),
    ("高档茶叶礼盒", "翻盖 360×260×90", "特种纸裱糊 含EVA内托", "套", 18, 46),
    ("铝箔真空小泡袋", "8g装 哑光", "印刷logo", "千个", 120, 260),
    ("手提纸袋", "32×12×26cm", "250g白卡 覆膜 烫金", "个", 1.6, 4.2),
    ("牛皮纸自封袋", "250g装", "开窗", "千个", 380, 620),
    ("毛茶（铁观音）", "春茶 一级", "散装 编织袋", "公斤", 120, 260),
    ("毛茶（工夫红茶）", "特级", "散装 纸箱", "公斤", 160, 380),
    ("茶叶外箱", "40×30×30cm", "五层瓦楞", "个", 4.5, 9),
    ("防伪标签", "30×20mm", "激光 二维码追溯", "千枚", 90, 180),
    ("茶饼棉纸", "357g饼", "手工 印字", "千张", 150, 320),
    ("竹编提篮", "双层", "手工 清漆", "个", 22, 48),
    ("食品级干燥剂", "2g", "独立包装", "千包", 45, 90),
    ("茶叶锡罐", "100g装", "纯锡 拉丝", "个", 38, 96),
]


def _ch(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(CH_CITY, 2)
    buyer = rng.choice(CH_BUY).format(c=c1, b=rng.choice(CH_B))
    sup = bare_or(rng, CH_SUP_FORMED, CH_SUP_BARE, 0.25).format(c=c2, s=rng.choice(CH_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CY{Y}{m}{d}{n2}|PO{y}{m}{n4}|CG-{Y}-{n4}|{Y}{m}{n4}")
    req = cj.number(rng, d, "QG{y}{m}{n3}|SQ-{Y}-{n3}")
    ht = cj.number(rng, d, "HT{Y}{n3}|BZ-{y}-{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|采购订单号")
    ink = rng.choice([Color(0.2, 0.45, 0.25), Color(0.45, 0.3, 0.15), black])

    def foot() -> None:
        s_ = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　采购订单（续页）", 8.8, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 46

    pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
    pdf.text(m, 54, f"{cj.zh_addr(rng)}　电话 {cj.zh_tel(rng)}", 7.6, colour=GREY)
    title = cj.pick(rng, "采购订单|包装材料采购订单|采 购 订 单|采购单")
    box_w = 190
    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, 84, title, 17, align="c", bold=True)
        y0 = 96
        bx = right - box_w
    else:
        pdf.text(right, 44, title, 16, align="r", bold=True, colour=ink)
        y0 = 64
        bx = right - box_w
    rows = [(po_lab, po), ("下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"])))]
    if rng.random() < 0.6:
        rows.append((cj.pick(rng, "请购单号|申请单号"), req))
    if rng.random() < 0.4:
        rows.append(("合同编号", ht))
    yy = y0
    for lab, val in rows:
        yy = crow(pdf, bx, yy, [64, box_w - 64], [lab, val], "cl", h=16, size=8.2)
    y = max(yy, 84 if y0 == 64 else yy) + 12
    pw = (wd - 16) / 2
    sp = [
        (cj.pick(rng, "供方|供应商|卖方"), sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
    ]
    if rng.random() < 0.5:
        b_, a_ = cj.bank(rng)
        sp.append(("开户行", b_))
        sp.append(("账号", a_))
    bp = [
        (cj.pick(rng, "需方|采购方|买方"), buyer),
        ("采购员", f"{cj.person(rng)}　{cj.zh_tel(rng)}"),
        ("收货地址", f"{cj.zh_addr(rng)}（成品仓）"),
        ("交货日期", cj.fdate(cj.later(rng, d, 7, 35), "cn")),
    ]
    panels = [sp, bp] if rng.random() < 0.6 else [bp, sp]
    ph = 14 * max(len(sp), len(bp)) + 14
    for k, p in enumerate(panels):
        x = m + k * (pw + 16)
        pdf.rect(x, y, pw, ph, stroke=ink, lw=0.6)
        yy = y + 14
        for lab, val in p:
            pdf.text(x + 6, yy, f"{lab}：", 8, colour=GREY)
            bold = val in (sup, buyer)
            pdf.text(x + 56, yy, val, 8.8 if bold else 8.2, bold=bold, maxw=pw - 62)
            yy += 14
    y += ph + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, CH_ITEMS, n, [2, 5, 10, 20, 50, 100, 200, 500], ["（加印）", "（新款）", "（补单）"]
    )
    craft = rng.random() < 0.6
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i), it[0], it[1]]
        if craft:
            cells.append(it[2])
        cells += [it[3], f"{q:,.0f}", cj.money(p) if stated else "", cj.money(a) if stated else ""]
        body.append((cells, a))
    heads = (
        ["序号", "品名", "规格"]
        + (["工艺要求"] if craft else [])
        + ["单位", "数量", "含税单价", "金额"]
    )
    rel = [5, 20, 18] + ([20] if craft else []) + [7, 9, 11, 13]
    al = "cll" + ("l" if craft else "") + "crrr"
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, rel),
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
    off = Decimal(rng.choice([100, 200, 300, 500])) if sub > 3000 and rng.random() < 0.35 else ZERO
    fr = Decimal(rng.choice([80, 120, 150, 260])) if rng.random() < 0.3 else ZERO
    total = sub - off + fr
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rx = right - 200
        rows_ = [("货款小计", cj.money(sub))]
        if off:
            rows_.append(("整单优惠", f"-{cj.money(off)}"))
        if fr:
            rows_.append(("运费", cj.money(fr)))
        rows_.append(
            (
                cj.pick(rng, "合计金额（含税）|订单总额|合计（含13%增值税）|价税合计"),
                cj.money(total),
            )
        )
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            pdf.text(rx, y + 10, lab, 9.4 if last else 8.4, bold=last)
            pdf.text(right, y + 10, f"¥{v}", 10 if last else 8.4, align="r", bold=last)
            y += 16
        pdf.text(m, y + 8, f"金额大写：人民币{cj.daxie(total)}", 8.6)
        y += 18
        if rng.random() < 0.6:
            pct = rng.choice([20, 30, 50])
            pdf.text(
                m,
                y + 8,
                f"付款方式：下单后预付{pct}%定金（¥{cj.money(r2(total * pct / 100))}），余款货到验收合格后15日内付清。",
                8.2,
            )
            y += 16
    else:
        pdf.text(
            m, y + 10, "单价按双方确认的打样报价单执行，数量以实际入库为准，金额以对账单为准。", 8.6
        )
        y += 20
    for t in [
        "1. 印刷色差须与确认样一致，食品接触材料须提供QS/SC证明及检测报告。",
        "2. 送货单须注明本订单编号，分批送货须提前两天通知仓库。",
        f"3. 开具{cj.pick(rng, '13%增值税专用发票|增值税普通发票|全电发票')}，发票备注栏填写订单号。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 28
    pdf.text(m, y, "需方（盖章）：", 8.6)
    pdf.text(m + wd / 2 + 10, y, "供方确认（盖章）：", 8.6)
    pdf.text(m, y + 18, f"制单：{cj.person(rng)}　审核：{cj.person(rng)}", 8.2)
    pdf.text(m + wd / 2 + 10, y + 18, "日期：", 8.2)
    if rng.random() < 0.65:
        pdf.stamp(m + 120, y + 2, buyer, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_zh_chaye_baozhuang_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ch)


# --------------------------------------------------------------------------- 2 zh-Hans expressway maintenance materials order

GS_P = "沪昆 京港澳 沈海 长深 连霍 杭瑞 福银 济广 大广 二广 包茂 银百".split()
GS_PROV = "江西 湖南 河南 安徽 浙江 福建 湖北 广西 贵州 山东".split()
GS_BUY = [
    "{v}高速公路养护工程有限公司",
    "{v}交通投资集团{x}路段管理处",
    "{v}省高速公路集团有限公司{x}分公司",
    "{v}路桥养护科技有限公司",
]
GS_X = "东 西 南 北 赣西 湘中 豫南 皖北 浙东 闽西".split()
GS_CITY = "南昌 长沙 郑州 合肥 金华 三明 宜昌 柳州 遵义 临沂 株洲 九江".split()
GS_SB = "路安 通达 畅行 安捷 佳路 盾安 华通 金盾 远通 交安 诚达 宏路".split()
GS_SUP_FORMED = [
    "{c}{s}交通设施有限公司",
    "{c}{s}道路材料科技有限公司",
    "{c}{s}新材料股份有限公司",
    "{s}交通工程（{c}）有限公司",
    "{c}{s}化工有限公司",
]
GS_SUP_BARE = ["{c}{s}交通安全设施经营部", "{c}市{s}标牌厂", "{s}护栏加工厂"]
GS_ITEMS = [
    ("环保型融雪剂", "氯化物≤30% 颗粒", "吨", 680, 1450),
    ("热熔反光标线涂料", "白色 JT/T 280", "吨", 3800, 6200),
    ("玻璃微珠", "面撒型 1号", "吨", 2600, 4200),
    ("波形梁钢护栏板", "4320×310×85×4mm", "块", 290, 420),
    ("防眩板", "玻璃钢 0.7m", "块", 22, 38),
    ("反光锥筒", "70cm PVC", "个", 28, 55),
    ("柱式轮廓标", "白色 1200mm", "根", 36, 68),
    ("冷补沥青料", "25kg/袋", "袋", 42, 78),
    ("太阳能爆闪灯", "双面 LED", "台", 180, 420),
    ("橡胶减速带", "1000×350×50", "米", 65, 120),
    ("桥梁伸缩缝止水带", "D-80", "米", 150, 320),
    ("路面裂缝灌缝胶", "热灌型 20kg", "箱", 260, 480),
]


def _gs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    v = rng.choice(GS_PROV)
    buyer = rng.choice(GS_BUY).format(v=v, x=rng.choice(GS_X))
    sup = bare_or(rng, GS_SUP_FORMED, GS_SUP_BARE, 0.2).format(
        c=rng.choice(GS_CITY), s=rng.choice(GS_SB)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YH-CG-{Y}-{n4}|GSYH{y}{m}{n3}|WZ{Y}{m}{d}{n2}|{Y}-YH-{n3}")
    plan = cj.number(rng, d, "JH{Y}{m}{n2}|YHJH-{Y}-{n3}")
    kj = cj.number(rng, d, "KJHT-{Y}-{n3}|{Y}WZKJ{n2}")
    road = rng.choice(GS_P)
    k1 = rng.randint(100, 1800)
    sect = (
        f"{road}高速 K{k1}+{rng.randint(0, 9)}00～K{k1 + rng.randint(8, 60)}+{rng.randint(0, 9)}00"
    )
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购订单号|物资订单号|订单号")
    ink = rng.choice([Color(0.1, 0.3, 0.6), Color(0.1, 0.45, 0.3), Color(0.6, 0.25, 0.1)])

    def foot() -> None:
        s_ = f"- {page[0]} / {of} -" if of else f"- {page[0]} -"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"养护物资采购订单（续）　{po_lab}：{po}", 8.8)
        return 46

    pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
    pdf.line(m, 48, right, 48, lw=1.6, colour=ink)
    pdf.line(m, 51, right, 51, lw=0.4, colour=ink)
    pdf.text(
        pdf.w / 2,
        78,
        cj.pick(rng, "养护物资采购订单|采购订单|物资采购订单（养护工程）"),
        16,
        align="c",
        bold=True,
    )
    y = 92
    to_line = rng.random() < 0.5
    if to_line:
        pdf.text(m, y + 6, "致：", 9.4)
        pdf.text(m + 24, y + 6, sup, 10, bold=True)
        pdf.text(right, y + 6, f"{po_lab}：{po}", 9, align="r")
        y += 16
        pdf.text(
            m + 24,
            y + 2,
            "贵司报价已收悉，经比选，现向贵司订购下列物资，请按期保质供货。",
            8.2,
            colour=GREY,
        )
        y += 10
    ws = cj.rel(wd, [14, 36, 14, 36])
    rows = []
    if not to_line:
        rows.append(["供应商", sup, po_lab, po])
        rows.append(["下单日期", cj.fdate(d, rng.choice(["cn", "iso"])), "计划编号", plan])
    else:
        rows.append(["下单日期", cj.fdate(d, rng.choice(["cn", "iso"])), "计划编号", plan])
    rows.append(
        [
            "养护项目",
            f"{d.year}年度{cj.pick(rng, '日常养护|冬季除雪防滑|路面标线翻新|护栏修复')}工程",
        ]
    )
    rows.append(["使用路段", sect])
    rows.append(["框架合同号", kj, "到货日期", cj.fdate(cj.later(rng, d, 3, 25), "cn")])
    rows.append(
        [
            "收货地点",
            f"{rng.choice(GS_CITY)}养护工区物资仓库",
            "收货人",
            f"{cj.person(rng)} {cj.mobile(rng)}",
        ]
    )
    if rng.random() < 0.4:
        rows[-1], rows[-2] = rows[-2], rows[-1]
    y = kgrid(pdf, m, y + 6, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 12
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7], [26, 34])
    lines = more_lines(
        rng,
        GS_ITEMS,
        n,
        [2, 5, 10, 20, 40, 100, 200],
        ["（应急储备）", "（二标段）", "（补充）"],
        big=2000,
    )
    sec_col = rng.random() < 0.6
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i), it[0], it[1], it[2], f"{q:,.0f}"]
        if sec_col:
            cells.append(rng.choice(["全线", f"K{k1}段", f"K{k1 + 10}段", "服务区", "收费站"]))
        cells += [cj.money(p) if stated else "", cj.money(a) if stated else ""]
        body.append((cells, a))
    heads = (
        ["序号", "物资名称", "规格型号", "单位", "数量"]
        + (["使用部位"] if sec_col else [])
        + ["不含税单价", "不含税金额"]
    )
    rel = [5, 20, 20, 6, 8] + ([11] if sec_col else []) + [12, 14]
    al = "cllcr" + ("c" if sec_col else "") + "rr"
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, rel),
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
    tax = r2(sub * Decimal("0.13"))
    total = sub + tax
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        ws2 = [110, 110]
        for k, (lab, val) in enumerate(
            [
                ("不含税金额合计", cj.money(sub)),
                ("增值税（13%）", cj.money(tax)),
                (cj.pick(rng, "价税合计|含税总金额|订单总金额"), f"¥{cj.money(total)}"),
            ]
        ):
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, val],
                "lr",
                h=17,
                size=8.4,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
        pdf.text(m, y + 12, f"价税合计（大写）：{cj.daxie(total)}", 8.6)
        y += 20
        pct = rng.choice([3, 5])
        pdf.text(
            m,
            y + 8,
            f"结算：货到验收合格并开具增值税专用发票后付至95%，预留{pct}%质保金（¥{cj.money(r2(total * pct / 100))}），质保期满无质量问题后无息支付。",
            7.8,
            maxw=wd,
        )
        y += 16
    else:
        pdf.text(m, y + 10, "单价执行框架合同约定价格，结算数量以工区签认的验收单为准。", 8.6)
        y += 20
    for t in [
        "1. 供货须附产品合格证、出厂检验报告；融雪剂、标线涂料须附第三方检测报告。",
        "2. 进入高速公路路段送货须服从交通管制要求，穿戴反光背心，车辆设置警示标志。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 30
    caps = ["经办人：", "养护科审核：", "物资部：", "分管领导："]
    for k, cap in enumerate(caps):
        pdf.text(m + k * wd / 4, y, cap, 8.4)
    pdf.text(m, y + 22, f"供应商确认（签章）：＿＿＿＿＿＿　　电话：{cj.zh_tel(rng)}", 8.2)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_zh_gaosu_yanghu_wuzi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gs)


# --------------------------------------------------------------------------- 3 zh-Hant (Taiwan) bridal-photo studio's order

HS_B = "薇安 法式 花漾 蘿亞 維納斯 愛麗絲 米蘭 巴黎春天 白紗 甜心 夢幻 青青 伊頓 星光 幸福 晴空".split()
HS_STUDIO = ["{b}婚紗攝影有限公司", "{b}婚紗企業社", "{b}婚紗禮服股份有限公司", "{b}攝影工作室"]
HS_SB = "永豐 台藝 佳美 鴻圖 精藝 采風 新光 大亞 聯美 旭日 金采 雅緻 鼎盛 晶華".split()
HS_SUP_FORMED = [
    "{s}相簿製作有限公司",
    "{s}影像科技股份有限公司",
    "{s}禮服有限公司",
    "{s}相框實業有限公司",
    "{s}印刷事業股份有限公司",
]
HS_SUP_BARE = ["{s}影像輸出社", "{s}花藝坊", "{s}相框行", "{s}禮服工作坊"]
HS_ITEMS = [
    ("水晶精裝相本", "12×12吋 30頁", "本", 1800, 4200),
    ("木質婚紗相框", "16×20吋 胡桃木", "個", 650, 1600),
    ("新娘白紗禮服", "訂製 拖尾1.5m", "件", 12000, 28000),
    ("新娘晚禮服", "緞面 魚尾", "件", 6800, 15000),
    ("頭紗", "3m 蕾絲邊", "件", 800, 2200),
    ("人造捧花", "玫瑰 手綁", "束", 450, 1200),
    ("大圖輸出", "40×60吋 油畫布", "幅", 1200, 2800),
    ("相片沖印", "8×10吋 霧面", "張", 18, 45),
    ("謝卡印刷", "雙面彩色 燙金", "盒", 550, 1300),
    ("迎賓海報架", "木質 A型", "座", 900, 2200),
    ("USB隨身碟", "16GB 客製烙印", "個", 180, 420),
    ("相本外盒", "皮革 燙金名字", "個", 380, 900),
]


def _hs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4) if rng.random() < 0.35 else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    studio = rng.choice(HS_STUDIO).format(b=rng.choice(HS_B))
    sup = bare_or(rng, HS_SUP_FORMED, HS_SUP_BARE, 0.3).format(s=rng.choice(HS_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "WP{roc}{m}{d}{n2}|{roc}{m}{n3}|HS-{Y}{m}-{n3}|P{y}{n5}")
    case = cj.number(rng, d, "W{roc}-{n4}|新人{n4}|C{y}{m}{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "訂購單號|採購單號|單號|訂單編號")
    ink = rng.choice([Color(0.7, 0.3, 0.45), Color(0.45, 0.35, 0.6), Color(0.3, 0.3, 0.3)])

    def foot() -> None:
        s_ = f"第 {page[0]} 頁，共 {of} 頁" if of else f"第 {page[0]} 頁"
        pdf.text(right, pdf.h - 22, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 22, "白聯：廠商　紅聯：門市　黃聯：會計", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{studio}　訂購單（續）　{po_lab}：{po}", 8.6)
        return 44

    pdf.text(pdf.w / 2, 40, studio, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        54,
        f"{cj.tw_addr(rng)}　TEL {cj.tw_tel(rng)}　統編 {rng.randint(10000000, 99999999)}",
        7.4,
        align="c",
        colour=GREY,
    )
    pdf.text(
        pdf.w / 2,
        76,
        cj.pick(rng, "訂 購 單|訂購單|採購訂購單|商品訂購單"),
        15,
        align="c",
        bold=True,
    )
    pdf.line(pdf.w / 2 - 60, 81, pdf.w / 2 + 60, 81, lw=0.6, colour=ink)
    y = 96
    left = [
        (cj.pick(rng, "廠商名稱|廠商|供應商|受訂廠商"), sup),
        ("統一編號", str(rng.randint(10000000, 99999999))),
        ("聯絡人", cj.person(rng, "zh-Hant")),
        ("電話", cj.tw_tel(rng)),
    ]
    if rng.random() < 0.5:
        left.append(("傳真", cj.tw_tel(rng)))
    rightp = [
        (po_lab, po),
        ("訂購日期", cj.fdate(d, rng.choice(["roc", "rocs", "slash"]))),
        (cj.pick(rng, "新人案號|客戶案號|案件編號"), case),
        ("交貨日期", cj.fdate(cj.later(rng, d, 5, 30), rng.choice(["roc", "slash"]))),
    ]
    if rng.random() < 0.4:
        rightp.append(("承辦人", cj.person(rng, "zh-Hant")))
    cw = (wd - 20) / 2
    yy_max = y
    for k, col in enumerate([left, rightp]):
        x = m + k * (cw + 20)
        yy = y
        for lab, val in col:
            pdf.text(x, yy + 10, f"{lab}：", 8.4, colour=GREY)
            big = val in (sup, po)
            pdf.text(x + 66, yy + 10, val, 9.4 if big else 8.6, bold=big, maxw=cw - 70)
            pdf.line(x + 64, yy + 13, x + cw, yy + 13, lw=0.3, colour=Color(0.7, 0.7, 0.7))
            yy += 16
        yy_max = max(yy_max, yy)
    y = yy_max + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [28, 34])
    lines = more_lines(
        rng,
        HS_ITEMS,
        n,
        [1, 1, 2, 2, 3, 5, 10, 20, 50],
        ["（加購）", "（換款）", "（急件）"],
        places=0,
        big=5000,
    )
    note_col = rng.random() < 0.5
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            it[0],
            it[1],
            it[2],
            f"{int(q):,}",
            w0(p) if stated else "",
            w0(a) if stated else "",
        ]
        if note_col:
            cells.append(rng.choice(["", "", "同樣品", "附設計稿", "急件", ""]))
        body.append((cells, a))
    heads = ["項次", "品名", "規格", "單位", "數量", "單價", "金額"] + (
        ["備註"] if note_col else []
    )
    rel = [5, 22, 22, 6, 7, 11, 12] + ([12] if note_col else [])
    al = "cllcrrr" + ("l" if note_col else "")
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, rel),
        heads,
        body,
        al,
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r0(sub * Decimal(rng.choice([3, 5, 8])) / 100) if rng.random() < 0.35 else ZERO
    net = sub - off
    tax = r0(net * Decimal("0.05"))
    total = net + tax
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("小計", w0(sub))]
        if off:
            rows_.append(("折讓", f"-{w0(off)}"))
        rows_ += [
            ("營業稅 5%", w0(tax)),
            (cj.pick(rng, "總計|合計|總金額（含稅）"), f"NT${w0(total)}"),
        ]
        ws2 = [80, 100]
        for k, (lab, val) in enumerate(rows_):
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, val],
                "lr",
                h=17,
                size=8.6,
                bold=k == len(rows_) - 1,
            )
        if rng.random() < 0.5:
            pdf.text(m, y - 6, f"新臺幣：{cj.daxie(total, trad=True)}", 8.4)
        y += 6
        if rng.random() < 0.5:
            dep = r0(total * Decimal(rng.choice([20, 30, 50])) / 100)
            pdf.text(
                m,
                y + 10,
                f"已付訂金：NT${w0(dep)}　尾款：NT${w0(total - dep)}（交貨驗收後月結30天）",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y + 10, "價格依年度合約單價計，實際金額以請款單為準。", 8.4)
        y += 18
    y += 8
    for t in [
        "※ 相本及大圖請依確認稿製作，色差超出打樣範圍者退回重製。",
        "※ 送貨單及發票請註明訂購單號與新人案號。",
    ]:
        if y + 12 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8, colour=GREY)
        y += 12
    if y + 40 > bottom:
        y = brk()
    y += 28
    for k, lab in enumerate(["核准", "門市主管", "採購", "廠商簽收"]):
        pdf.text(m + k * wd / 4, y, f"{lab}：", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_tw_hunsha_sheying_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hs)


# --------------------------------------------------------------------------- 4 ja funeral company's order (8 % / 10 % split)

SG_BUY = [
    "株式会社{x}典礼",
    "{x}葬祭株式会社",
    "有限会社{x}セレモニー",
    "株式会社{x}会館",
    "{x}葬儀社",
]
SG_X = "平安 大和 光明 清風 瑞穂 松風 昭和 蓮華 白雲 東雲 さくら 報恩".split()
SG_HALL = "本館 中央ホール 北斎場 駅前会館 家族葬ホール".split()
SG_SB = "花春 緑風 丸一 大成 山田 中村 サンフラワー 花正 翠明 東洋 日比野 三和".split()
SG_SUP = [
    "株式会社{s}生花",
    "{s}花卉株式会社",
    "{s}葬祭用品株式会社",
    "株式会社{s}ギフト",
    "{s}仏具店",
    "{s}生花店",
    "有限会社{s}",
]
SG_ITEMS = [
    ("祭壇生花（白菊・洋花）", "W3.6m", "式", 10, 120000, 380000),
    ("供花スタンド", "一基", "基", 10, 12000, 22000),
    ("枕花", "アレンジ", "個", 10, 5000, 12000),
    ("棺（桐）", "6尺 布張り", "本", 10, 60000, 180000),
    ("骨壺・骨箱セット", "7寸", "組", 10, 12000, 38000),
    ("会葬礼状印刷", "封筒付き", "枚", 10, 45, 95),
    ("ドライアイス", "10kg", "回", 10, 4500, 9000),
    ("返礼品（お茶詰合せ）", "煎茶2本", "個", 8, 800, 1800),
    ("通夜振る舞い料理", "大皿盛り", "人前", 8, 2500, 5500),
    ("清め塩・ハンカチ付き粗供養", "", "個", 10, 250, 600),
    ("お弁当（精進）", "", "個", 8, 1200, 2600),
    ("飲料（お茶・ジュース）", "ケース", "ケース", 8, 1800, 3600),
]


def _sg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 58
    buyer = rng.choice(SG_BUY).format(x=rng.choice(SG_X))
    hall = f"{rng.choice(SG_X)}{rng.choice(SG_HALL)}"
    sup = rng.choice(SG_SUP).format(s=rng.choice(SG_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "H{y}{m}-{n4}|{Y}{m}{d}-{n2}|SG{y}{n5}|発{y}-{n4}")
    sekou = cj.number(rng, d, "{y}-{n4}|施{y}{m}{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|発注書番号")
    ds = rng.choice(["reiwa", "slash", "cn"])
    hon = (
        rng.choice(["御中", "御中", "様"]) if not sup.endswith("店") else rng.choice(["御中", "様"])
    )
    ink = rng.choice([Color(0.25, 0.25, 0.45), Color(0.2, 0.35, 0.3), black])
    reg = f"T{rng.randint(1000000000000, 9999999999999)}"

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 26, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{buyer}　登録番号 {reg}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"発注書（つづき）　{po_lab} {po}", 8.8)
        return 46

    pdf.text(
        pdf.w / 2,
        46,
        cj.pick(rng, "発　注　書|発注書|御発注書"),
        18,
        align="c",
        bold=True,
        colour=ink,
    )
    bw = [60, 110]
    bx = right - sum(bw)
    yy = 60
    for lab, val in [
        (po_lab, po),
        ("発注日", cj.fdate(d, ds)),
        (cj.pick(rng, "施行番号|施行No.|受付番号"), sekou),
    ]:
        yy = crow(pdf, bx, yy, bw, [lab, val], "cl", h=16, size=8.2)
    y = 72
    pdf.text(m, y + 6, sup, 12, bold=True)
    pdf.text(m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y + 6, hon, 11)
    pdf.line(m, y + 11, m + 220, y + 11, lw=0.6)
    pdf.text(m, y + 26, "下記のとおり発注いたします。", 8.6)
    y = max(yy, y + 30) + 8
    pdf.text(right, y + 6, buyer, 10.5, align="r", bold=True)
    pdf.text(right, y + 20, f"{hall}　担当：{cj.person(rng, 'ja')}", 8.4, align="r")
    pdf.text(
        right,
        y + 32,
        f"{cj.ja_addr(rng)}　TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        7.4,
        align="r",
        colour=GREY,
    )
    if rng.random() < 0.5:
        pdf.stamp(
            right - 22, y + 12, buyer[-4:] if len(buyer) > 4 else buyer, rng, shape="rect", r=18
        )
    y += 46
    d_wake = cj.later(rng, d, 0, 2)
    fam = rng.choice(
        ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"]
    )
    ws = cj.rel(wd, [14, 36, 14, 36])
    rows = [
        ["施主", f"{fam}家", "式場", hall],
        [
            "通夜",
            f"{cj.fdate(d_wake, 'slash')} 18:00",
            "告別式",
            f"{cj.fdate(d_wake + timedelta(days=1), 'slash')} {rng.choice(['10:00', '11:00', '13:00'])}",
        ],
        [
            "納品場所",
            f"{hall} {rng.choice(['1F式場', '2F控室', '搬入口'])}",
            "納品時刻",
            f"{rng.choice(['当日', '前日'])} {rng.choice(['9:00', '13:00', '15:00'])}まで",
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 10
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 34])
    lines = more_lines(
        rng,
        SG_ITEMS,
        n,
        [1, 2, 2, 4, 10, 20, 30, 50, 100],
        ["（追加）", "（親族用）", "（予備）"],
        places=0,
        big=50000,
    )
    mark8 = rng.choice(["※", "＊", "軽"])
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        nm = it[0] + (f" {mark8}" if it[3] == 8 else "")
        body.append(
            (
                [
                    str(i),
                    nm,
                    it[1],
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
        cj.rel(wd, [5, 33, 15, 8, 7, 14, 16]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    s10 = sum((a for it, _, _, a in lines if it[3] == 10), ZERO)
    s8 = sum((a for it, _, _, a in lines if it[3] == 8), ZERO)
    t10 = (s10 * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    t8 = (s8 * Decimal("0.08")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = s10 + s8 + t10 + t8
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        ws2 = [110, 100]
        style = rng.choice([0, 1, 2])
        tot_s = [f"¥{total:,.0f}", f"{total:,.0f}円", f"￥{total:,.0f}-"][style]
        rows_ = [("小計（税抜）", f"{s10 + s8:,.0f}")]
        if s8:
            rows_.append(("10%対象 / 消費税", f"{s10:,.0f} / {t10:,.0f}"))
            rows_.append(("8%対象 / 消費税", f"{s8:,.0f} / {t8:,.0f}"))
        else:
            rows_.append(("消費税（10%）", f"{t10:,.0f}"))
        rows_.append((cj.pick(rng, "合計金額（税込）|発注金額合計|合計"), tot_s))
        for k, (lab, val) in enumerate(rows_):
            last = k == len(rows_) - 1
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, val],
                "lr",
                h=18,
                size=8.4,
                bold=last,
                fill=PALE if last else None,
            )
        if s8:
            pdf.text(m, y - 4, f"{mark8} は軽減税率（8%）対象品目です。", 7.8, colour=GREY)
    else:
        pdf.text(
            m, y + 10, "金額は施行後の実数により精算いたします（単価は年間取引単価表による）。", 8.6
        )
        y += 18
    y += 14
    for t in [
        "1. 生花は式の開始3時間前までに設営を完了してください。",
        "2. 請求書には発注番号および施行番号を必ずご記入ください（締日：毎月20日）。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 10
    bw2 = 46
    for k, lab in enumerate(["支配人", "担当", "受領"]):
        x = right - (3 - k) * bw2
        pdf.rect(x, y, bw2, 14, fill=PALE, stroke=black)
        pdf.rect(x, y + 14, bw2, 34, stroke=black)
        pdf.text(x + bw2 / 2, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_ja_sougisha_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sg)


# --------------------------------------------------------------------------- 5 en-US zoo commissary's animal-diet order

ZO_C = "Columbus|Tulsa|Omaha|Boise|Fresno|Spokane|Toledo|Wichita|Knoxville|Syracuse|Des Moines|Chattanooga|Albuquerque|Reno|Savannah".split(
    "|"
)
ZO_BUY = [
    "{c} Zoological Society",
    "{c} Zoo & Aquarium",
    "The {c} Zoo",
    "{c} Wildlife Park",
    "{c} Zoo and Botanical Garden",
]
ZO_A = "Prairie|Heartland|Blue Ridge|Cedar Creek|Great Plains|Pacific|Evergreen|Lone Pine|Riverbend|Summit|Clearwater|Oak Hollow|Sunbelt|Redwood".split(
    "|"
)
ZO_L = "Miller|Hansen|Whitaker|Delgado|Novak|Fischer|Brennan|Okafor|Lindqvist|Park|Sullivan|Reyes".split(
    "|"
)
ZO_SUP_FORMED = [
    "{a} Animal Nutrition, Inc.",
    "{a} Feed & Supply LLC",
    "{a} Produce Co.",
    "{a} Insect Farm, LLC",
    "{a} Seafood Distributors Inc.",
    "{a} Hay Company, Inc.",
]
ZO_SUP_BARE = [
    "{l} Family Farms",
    "{a} Hay & Straw",
    "{l} Brothers Produce",
    "{l}'s Feeder Insects",
]
ZO_ITEMS = [
    ("HAY-TIM", "Timothy hay, 2nd cutting, small square bale", "BALE", 14, 26),
    ("HAY-ALF", "Alfalfa hay, 3-string bale", "BALE", 18, 32),
    ("PEL-HRB", "Herbivore maintenance pellet, 50 lb", "BAG", 22, 38),
    ("PRM-BSC", "Primate biscuit, high fiber, 25 lb", "BAG", 34, 58),
    ("CRN-DT", "Carnivore diet, frozen, 5 lb chub", "CASE", 68, 118),
    ("FSH-CAP", "Capelin, whole frozen, 22 lb box", "BOX", 48, 86),
    ("FSH-HER", "Herring, Atlantic, whole frozen, 33 lb", "BOX", 62, 104),
    ("RDT-MCE", "Frozen mice, adult, 100 ct", "BAG", 38, 72),
    ("INS-CRK", "Live crickets, 3/4 in, 1,000 ct", "BOX", 22, 44),
    ("INS-MLW", "Mealworms, large, 5,000 ct", "BOX", 28, 52),
    ("PRD-MIX", "Produce mix, leafy greens and root veg, 40 lb", "CASE", 26, 48),
    ("BRW-001", "Browse bundles, willow / mulberry", "BNDL", 8, 16),
    ("ENR-FDR", "Enrichment puzzle feeder, HDPE", "EA", 45, 140),
    ("SUP-VIT", "Vitamin E supplement, 1 kg", "TUB", 52, 96),
]
ZO_STATES = ["OH", "OK", "NE", "ID", "CA", "WA", "TN", "NY", "IA", "NM", "NV", "GA", "KS"]


def _zo(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter if rng.random() < 0.85 else A4, la.pick(rng, "helv|helv|libsans|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    city = rng.choice(ZO_C)
    st = rng.choice(ZO_STATES)
    zoo = rng.choice(ZO_BUY).format(c=city)
    a1 = rng.choice(ZO_A)
    sup = bare_or(rng, ZO_SUP_FORMED, ZO_SUP_BARE, 0.3).format(a=a1, l=rng.choice(ZO_L))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-#####", "#######", f"Z{dt:%y}-####", "P0######", f"{dt.year}-#####"])
    )
    req = la.digits(rng, rng.choice(["REQ-#####", "R######"]))
    vend = la.digits(rng, rng.choice(["V#####", "#####"]))
    stated = stated_of(rng)
    exempt = rng.random() < 0.65
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["us", "usl"]))  # noqa: E731
    po_lab = la.pick(rng, "P.O. Number|PO #|Purchase Order No.|PO Number")
    zip_ = la.digits(rng, "#####")

    def foot() -> None:
        d.t(
            m,
            d.h - 36,
            f"{zoo} is a 501(c)(3) nonprofit. Invoices must reference the PO number; send to ap@{city.lower().replace(' ', '')}zoo.org",
            6.8,
            grey=0.35,
            maxw=wd - 60,
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
        d.t(m, 42, f"{zoo}  -  {po_lab} {po}  (continued)", 9, b=True)
        return 56

    d.t(m, 48, zoo, 16, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.randint(100, 9999)} {rng.choice(['Zoo Drive', 'Park Avenue', 'Riverside Pkwy', 'Safari Way'])}, {city}, {st} {zip_}",
            f"Commissary & Nutrition  |  Tel ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
        ],
        8,
        lead=10,
    )
    bw = 190
    d.box(r - bw, 30, bw, 44, fill=0.92, stroke=True)
    d.t(r - bw / 2, 46, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 13, b=True, al="c")
    d.t(r - bw / 2, 64, f"{po_lab}: {po}" if rng.random() < 0.6 else po, 10, b=True, al="c")
    y = 92
    vblock = [
        sup,
        f"{rng.randint(10, 9999)} {rng.choice(['County Road 12', 'Industrial Blvd', 'Farm Lane', 'Dock Street'])}",
        f"{rng.choice(ZO_C)}, {rng.choice(ZO_STATES)} {la.digits(rng, '#####')}",
        f"Attn: {rng.choice(['Dana', 'Mike', 'Luis', 'Kim', 'Pat'])} {rng.choice(ZO_L)}",
    ]
    ship = [
        f"{zoo} - Commissary",
        f"Receiving Dock {rng.choice(['B', 'C', '2'])}, {city}, {st} {zip_}",
        "Deliveries Mon-Fri 7:00-11:00 am",
        "Keep frozen items at 0 F or below",
    ]
    bill = ["Accounts Payable", zoo, f"PO Box {rng.randint(100, 9999)}, {city}, {st} {zip_}"]
    blocks = [
        (la.pick(rng, "Vendor|Vendor:|To:|Supplier"), vblock),
        ("Ship To", ship),
        ("Bill To", bill),
    ]
    if rng.random() < 0.3:
        blocks = [blocks[1], blocks[0], blocks[2]]
    if rng.random() < 0.3:
        blocks = blocks[:2]
    cw = (wd - 12 * (len(blocks) - 1)) / len(blocks)
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + 12)
        d.t(x, y + 8, lab, 8, b=True, grey=0.3)
        d.line(x, y + 11, x + cw, y + 11, 0.5)
        for i, s in enumerate(rows):
            d.t(
                x,
                y + 24 + i * 11,
                s,
                8.6 if i == 0 else 8,
                b=i == 0 and rows is vblock,
                maxw=cw if rows is not vblock or i else None,
            )
        yy = max(yy, y + 16 + len(rows) * 11)
    y = yy + 12
    labels = ["Order Date", "Requisition", "Vendor No.", "Ship Via", "F.O.B.", "Terms"]
    vals = [
        df(dt),
        req,
        vend,
        la.pick(rng, "Vendor truck|Best way|FedEx Freight|Refrigerated LTL"),
        la.pick(rng, "Destination|Shipping point"),
        la.pick(rng, "Net 30|Net 45|2% 10, Net 30"),
    ]
    y = d.grid(m, y, [wd * f for f in (0.15, 0.16, 0.13, 0.22, 0.15, 0.19)], labels, vals, 8) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10, 12], [34, 42])
    lines = more_lines(
        rng,
        ZO_ITEMS,
        n,
        [1, 2, 4, 5, 6, 10, 12, 20, 40],
        ["- weekly standing", "- quarantine", "- backup"],
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}",
                it[2],
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
        [wd * f for f in (0.05, 0.11, 0.46, 0.07, 0.08, 0.11, 0.12)],
        ["Ln", "Item #", "Description", "Qty", "UOM", "Unit Price", "Ext. Price"],
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    frt = Decimal(rng.choice([0, 0, 45, 75, 125, 180])) if rng.random() < 0.6 else ZERO
    rate = Decimal(rng.choice(["6.5", "7.25", "8.0", "5.5"]))
    tax = ZERO if exempt else r2(sub * rate / 100)
    total = sub + frt + tax
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"${en2(sub)}", False)]
        if frt or rng.random() < 0.5:
            rows.append(("Freight", f"${en2(frt)}", False))
        rows.append(
            ("Sales Tax (exempt)" if exempt else f"Sales Tax {rate}%", f"${en2(tax)}", False)
        )
        rows.append((la.pick(rng, "TOTAL|Total|PO Total|Order Total"), f"${en2(total)}", True))
        y = d.summary(m + wd * 0.6, r - 3, y, rows, 8.8, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Standing order: pricing per current contract price list; quantities vary weekly per the nutritionist's diet sheets. Do not exceed the annual blanket amount.",
            8.4,
            wd,
        )
    y += 10
    notes = [
        f"Tax exempt: {zoo} holds exemption certificate no. {la.digits(rng, '##-#######')}."
        if exempt
        else "Vendor to itemize sales tax on the invoice.",
        "Frozen fish must arrive at or below 0 F with lot numbers and a certificate of analysis; produce must be free of pesticide residue.",
        "No substitutions without approval of the Nutrition Department.",
    ]
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 32
    sw_ = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw_,
        f"Requested by: {rng.choice(['Dana', 'Mike', 'Luis', 'Kim'])} {rng.choice(ZO_L)}, Nutritionist",
    )
    d.sign(m + sw_ + 20, y, sw_, "Authorized Signature - Purchasing")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_en_us_zoo_animal_diet_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zo)


# --------------------------------------------------------------------------- 6 en-IE cooperage's order acknowledgement to a distillery

CO_A = "Kilbeggan|Shannonside|Slaney|Barrow|Liffey Vale|Boyne|Suir|Corrib|Lee Valley|Nore|Moy|Erne|Blackwater|Dodder".split(
    "|"
)
CO_N = "Murphy|O'Brien|Kavanagh|Byrne|Dunne|Nolan|Brennan|Keane|Fitzgerald|Doyle|Gallagher|Quinn".split(
    "|"
)
CO_SUP_FORMED = [
    "{a} Cooperage Ltd",
    "{a} Cask Company Limited",
    "{n} & Sons Coopers Ltd",
    "{a} Cooperage DAC",
    "Irish {a} Casks Limited",
]
CO_SUP_BARE = ["{n} Cooperage", "{n} & Sons, Coopers", "{a} Cask Works"]
CO_CUST = [
    "{a} Distillery Ltd",
    "{a} Whiskey Company DAC",
    "{a} Spirits Unlimited Company",
    "The {a} Distilling Co. Ltd",
]
CO_CTY = "Co. Kildare|Co. Offaly|Co. Wexford|Co. Carlow|Co. Meath|Co. Tipperary|Co. Galway|Co. Cork|Co. Kilkenny|Co. Mayo".split(
    "|"
)
CO_ITEMS = [
    ("Ex-bourbon barrel 200 L, rebuilt, medium toast", "barrel", 110, 190),
    ("Oloroso sherry butt 500 L, seasoned 24 months", "butt", 980, 1650),
    ("PX sherry hogshead 250 L", "hhd", 620, 980),
    ("Hogshead 250 L, re-charred (level 3)", "hhd", 240, 390),
    ("Quarter cask 125 L, new American oak", "cask", 280, 460),
    ("STR barrel (shaved, toasted, re-charred) 225 L", "barrel", 310, 520),
    ("Virgin Irish oak cask 225 L", "cask", 780, 1200),
    ("Cask repair - new heads and hoops", "each", 45, 120),
    ("Rum barrel 200 L, ex-Caribbean", "barrel", 240, 420),
    ("Port pipe 550 L, ex-tawny", "pipe", 1100, 1800),
]


def _co(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    a1, a2 = rng.sample(CO_A, 2)
    sup = bare_or(rng, CO_SUP_FORMED, CO_SUP_BARE, 0.3).format(a=a1, n=rng.choice(CO_N))
    cust = rng.choice(CO_CUST).format(a=a2)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            ["PO-####", "#####", f"PO{dt:%y}/###", "4500######", f"{a2[:3].upper()}-PO-####"]
        ),
    )
    ack = la.digits(rng, rng.choice(["SO-#####", "OA####", f"ACK/{dt:%y}/####"]))
    quote = la.digits(rng, rng.choice(["Q-####", "QT####/##"]))
    acct = la.digits(rng, rng.choice(["@@@###", "C#####"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "long_en"]))  # noqa: E731
    cty = rng.choice(CO_CTY)
    cro = la.digits(rng, "######")
    vatno = la.digits(rng, "IE#######@")
    iban = la.digits(rng, "IE## AIBK #### #### #### ##")
    bank_ = rng.choice(["AIB", "Bank of Ireland", "PTSB"])

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(
            m,
            d.h - 40,
            f"{sup}  ·  Registered in Ireland No. {cro}  ·  VAT No. {vatno}",
            6.8,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 31,
            f"Bank: {bank_}  ·  IBAN {iban}  ·  BIC AIBKIE2D",
            6.8,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 31,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Order Acknowledgement {ack} - continued", 9, b=True)
        return 58

    d.t(m, 50, sup, 16, b=True)
    d.lines(
        m,
        56,
        [
            f"{rng.choice(['Cooperage Yard', 'Unit 4, Mill Road', 'Old Maltings', 'Quay Street'])}, {rng.choice(['Athy', 'Tullamore', 'Enniscorthy', 'Carlow', 'Navan', 'Clonmel'])}, {cty}",
            f"Tel. +353 {la.digits(rng, '## ### ####')}  ·  orders@{a1.lower().replace(' ', '')}casks.ie",
        ],
        8,
        lead=10.5,
    )
    bw = 200
    y = 36
    d.t(
        r,
        y + 12,
        la.pick(rng, "ORDER ACKNOWLEDGEMENT|Order Acknowledgement|Acknowledgement of Order"),
        13,
        b=True,
        al="r",
    )
    kv = [
        (la.pick(rng, "Acknowledgement No.|Our Ref.|Sales Order No."), ack),
        ("Date", df(dt)),
        (la.pick(rng, "Your Order No.|Customer PO No.|Your P.O. Ref."), po),
        ("Your Quotation", quote),
        ("Account", acct),
    ]
    if rng.random() < 0.4:
        kv.pop(3)
    yy = y + 22
    for k, v in kv:
        d.t(r - bw, yy + 8, k, 8, b=True)
        d.t(r, yy + 8, v, 8.4, al="r", b=v == po)
        yy += 11.5
    y = max(yy, 90) + 14
    cw = (wd - 16) / 2
    bill = [
        cust,
        f"{rng.choice(['Distillery Road', 'The Old Mill', 'Main Street'])}, {rng.choice(['Kilbeggan', 'Dingle', 'Midleton', 'Tullamore', 'Slane'])}",
        rng.choice(CO_CTY),
        f"Attn: {rng.choice(['Aoife', 'Ciaran', 'Niamh', 'Sean', 'Orla'])} {rng.choice(CO_N)}, Warehouse Manager",
    ]
    ship = [
        f"{cust} - Bonded Warehouse {rng.randint(1, 6)}",
        f"{rng.choice(['Bond Lane', 'Maturation Site', 'Kilmacud Bond'])}, {rng.choice(CO_CTY)}",
        f"Customs warehouse ref. IE{la.digits(rng, '######')}",
    ]
    cols_ = [
        (la.pick(rng, "Customer|Invoice To|Bill To"), bill),
        (la.pick(rng, "Deliver To|Delivery Address|Ship To"), ship),
    ]
    if rng.random() < 0.3:
        cols_.reverse()
    yy = y
    for k, (lab, rows) in enumerate(cols_):
        x = m + k * (cw + 16)
        d.t(x, y + 8, lab, 8, b=True, grey=0.35)
        yy = max(yy, d.lines(x, y + 12, rows, 8.6, lead=11.2))
    y = yy + 10
    y = wrapped(
        d,
        m,
        y,
        f"Thank you for your order. We confirm acceptance on the terms of our quotation {quote} and our conditions of sale. Please check the details below and advise us within 5 working days of any discrepancy.",
        8.2,
        wd,
    )
    y += 6
    n = n_lines(rng, [1, 2, 3, 4, 5, 6], [26, 32])
    lines = more_lines(
        rng,
        CO_ITEMS,
        n,
        [4, 6, 10, 12, 20, 24, 40, 60],
        ["- batch 2", "- cask no. range B", "- sample lot"],
        big=900,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["Line", "Description", "Qty", "Unit", "Price €", "Amount €"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    goods = sum((a for *_, a in lines), ZERO)
    dlv = Decimal(rng.choice([0, 150, 220, 350, 480]))
    net = goods + dlv
    vat = r2(net * Decimal("0.23"))
    total = net + vat
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Goods", f"€{en2(goods)}", False),
            ("Delivery", f"€{en2(dlv)}" if dlv else "included", False),
            ("Sub-total", f"€{en2(net)}", False),
            ("VAT @ 23%", f"€{en2(vat)}", False),
            (la.pick(rng, "Total (EUR)|Total incl. VAT|Order Total"), f"€{en2(total)}", True),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.8, box_last=rng.random() < 0.6)
        if rng.random() < 0.6:
            dep = r2(total * Decimal(rng.choice([20, 25, 30, 50])) / 100)
            y = d.summary(
                m + wd * 0.55,
                r - 3,
                y + 4,
                [
                    ("Deposit received", f"-€{en2(dep)}", False),
                    ("Balance due on delivery", f"€{en2(total - dep)}", False),
                ],
                8.2,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices per cask are as quoted; the invoice value will follow the cask count delivered and the delivery charge for the number of loads.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Estimated dispatch: week commencing {df(dt + timedelta(days=rng.randint(14, 60)))}. Casks are supplied under bond; please quote your order number on any correspondence.",
        "Title in the goods passes on payment in full. Casks are inspected and pressure-tested before dispatch.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 32
    sw_ = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw_,
        f"For {sup}: {rng.choice(['Declan', 'Mairead', 'Padraig', 'Siobhan'])} {rng.choice(CO_N)}, Sales",
    )
    d.sign(m + sw_ + 20, y, sw_, "Customer acceptance (sign and return)")
    foot()
    out = finish(d, "en", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit15_en_ie_cooperage_order_ack(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _co)


# --------------------------------------------------------------------------- 7 de-DE water utility's pipe and valve order (DIN 5008)

SW_C = "Bad Kreuznach|Rheine|Lüneburg|Wetzlar|Schwäbisch Hall|Bayreuth|Detmold|Landshut|Neumünster|Göppingen|Hameln|Cuxhaven|Passau|Fulda|Siegburg".split(
    "|"
)
SW_R = "Oberes Filstal|Westerwald|Nordeifel|Hunsrück-Mosel|Altmühltal|Vogelsberg|Schwarzwald-Baar|Elbe-Fläming".split(
    "|"
)
SW_BUY = [
    "Stadtwerke {c} GmbH",
    "Wasserversorgung {c} AöR",
    "Zweckverband Wasserversorgung {r}",
    "Gemeindewerke {c}",
    "Stadtwerke {c} AG",
]
SW_N = "Hellwig|Brandt|Kessler|Ostermann|Rademacher|Thiele|Vogel|Winkler|Behrens|Lorenz|Schäfer|Pohl|Kröger|Seidel|Ahrens".split(
    "|"
)
SW_SUP_FORMED = [
    "{n} Rohrleitungsbau GmbH",
    "{n} Armaturen GmbH & Co. KG",
    "{n} Wassertechnik AG",
    "{n} Tiefbau-Handel GmbH",
    "{n} & {o} Versorgungstechnik GmbH",
    "{n} Rohrsysteme KG",
]
SW_SUP_BARE = ["Baustoffhandel {n}", "{f} {n} Handelsvertretung", "{n} Installationsbedarf"]
SW_F = "Jörg|Heike|Uwe|Sabine|Frank|Petra|Dirk|Anja|Ralf|Kerstin".split("|")
SW_ITEMS = [
    ("PE100-RC Rohr SDR11 da 110, Stange 12 m", "m", 9.5, 18),
    ("PE100-RC Rohr SDR11 da 40, Ring 100 m", "m", 1.6, 3.4),
    ("Absperrschieber DN 100, Flansch, PN 16", "Stk", 210, 380),
    ("Unterflurhydrant DN 80, RD 1,25 m", "Stk", 620, 980),
    ("Hausanschlussarmatur DN 32 mit Einbaugarnitur", "Stk", 95, 180),
    ("Straßenkappe Schieber, Guss", "Stk", 18, 34),
    ("Reparaturschelle DN 150, Edelstahl", "Stk", 85, 160),
    ('Anbohrschelle da 110 / 1 1/4"', "Stk", 38, 72),
    ("Wasserzähler Q3 4, Koaxial, Funkmodul", "Stk", 48, 95),
    ("Elektroschweißmuffe da 110", "Stk", 9, 19),
    ("Hinweisschild Hydrant, Alu, DIN 4066", "Stk", 6, 14),
    ("Trassenwarnband blau 'Wasserleitung', 250 m", "Rolle", 12, 24),
    ("Flanschformstück FF-Stück DN 100, 500 mm", "Stk", 65, 120),
]


def _sw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(52, 62)
    r = d.w - rng.uniform(36, 50)
    wd = r - m
    bottom = d.h - 78
    city = rng.choice(SW_C)
    buyer = rng.choice(SW_BUY).format(c=city, r=rng.choice(SW_R))
    n1, n2 = rng.sample(SW_N, 2)
    sup = bare_or(rng, SW_SUP_FORMED, SW_SUP_BARE, 0.25).format(n=n1, o=n2, f=rng.choice(SW_F))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["45########", f"B-{dt.year}-####", "BE######", f"{dt:%y}/#####", "WV-#####"]),
    )
    banf = la.digits(rng, rng.choice(["10########", "BANF ######"]))
    ang = la.digits(rng, rng.choice(["AN-#####", "Angebot ####/##", "#######"]))
    kst = la.digits(rng, "####")
    plz = la.digits(rng, "#####")
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellnummer|Bestellung Nr.")
    skonto = rng.choice([0, 2, 3])
    hrb = la.digits(rng, "HRB ####")
    ust = la.digits(rng, "DE#########")
    iban = la.digits(rng, "DE## #### #### #### #### ##")
    street_ = f"{rng.choice(['Am Wasserturm', 'Hafenstraße', 'Werkstraße', 'Industriestraße'])} {rng.randint(1, 60)}"
    gf_ = f"{rng.choice(SW_F)} {rng.choice(SW_N)}"
    bk_ = rng.choice(["Sparkasse", "Volksbank", "Kreissparkasse"])

    def foot() -> None:
        d.line(m, d.h - 58, r, d.h - 58, 0.4)
        d.t(
            m,
            d.h - 48,
            f"{buyer} · {street_} · {plz} {city}",
            6.6,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 39,
            f"Geschäftsführung: {gf_} · Amtsgericht {city} {hrb} · USt-IdNr. {ust}",
            6.6,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 30,
            f"{bk_} {city} · IBAN {iban}",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 30,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"{po_lab} {po} vom {la.dfmt(dt, 'dot')} – Fortsetzung", 9, b=True)
        return 60

    d.t(r, 50, buyer, 13, b=True, al="r")
    d.t(
        r,
        63,
        la.pick(rng, "Netzbetrieb Wasser · Materialwirtschaft|Einkauf / Lager|Technischer Einkauf"),
        8,
        al="r",
        grey=0.3,
    )
    win = 140
    d.t(m, win - 14, f"{buyer} · Postfach {rng.randint(100, 9999)} · {plz} {city}", 6.4, grey=0.4)
    d.line(m, win - 11, m + 240, win - 11, 0.3)
    d.lines(
        m,
        win,
        [
            sup,
            f"{rng.choice(['Gewerbering', 'Industriestraße', 'Am Bahnhof', 'Lindenweg'])} {rng.randint(1, 120)}",
            f"{la.digits(rng, '#####')} {rng.choice(SW_C)}",
        ],
        9.6,
        lead=12.5,
        b_first=rng.random() < 0.4,
    )
    kv = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihr Angebot", ang),
        ("BANF", banf.split(" ")[-1]),
        ("Kostenstelle", kst),
        ("Ansprechpartner", f"{rng.choice(SW_F)} {rng.choice(SW_N)}"),
        ("Telefon", f"0{la.digits(rng, '### ####-##')}"),
    ]
    if rng.random() < 0.5:
        kv.insert(5, ("Baumaßnahme", la.digits(rng, f"BM {dt.year}-###")))
    y = win - 24
    kx = m + wd * 0.6
    for k, v in kv:
        d.t(kx, y, k, 7.6, grey=0.3)
        d.t(r, y, v, 8, al="r", b=k == po_lab)
        y += 11
    y = max(y, win + 46) + 18
    d.t(
        m,
        y,
        la.pick(rng, "Bestellung|Bestellung Rohrmaterial und Armaturen|Bestellung"),
        12.5,
        b=True,
    )
    y += 10
    y = wrapped(d, m, y, "Sehr geehrte Damen und Herren,", 8.8, wd)
    y = wrapped(
        d,
        m,
        y,
        "auf Grundlage Ihres oben genannten Angebots bestellen wir zu unseren Allgemeinen Einkaufsbedingungen:",
        8.8,
        wd,
    )
    y += 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 11], [30, 38])
    lines = more_lines(
        rng,
        SW_ITEMS,
        n,
        [2, 4, 6, 10, 12, 24, 48, 100, 200],
        ["(Lagerbestand)", "(Baustelle)", "(Ersatz)"],
    )
    body = []
    acol = rng.random() < 0.6
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i * 10)]
        if acol:
            cells.append(la.digits(rng, "#######"))
        cells += [
            it[0],
            f"{q:,.0f}".replace(",", "."),
            it[1],
            eu(p) if stated else "",
            eu(a) if stated else "",
        ]
        body.append((cells, a))
    heads = (
        ["Pos."] + (["Art.-Nr."] if acol else []) + ["Bezeichnung", "Menge", "ME", "EP €", "GP €"]
    )
    fr_ = [0.06] + ([0.11] if acol else []) + [0.45 if acol else 0.56, 0.08, 0.07, 0.11, 0.12]
    al = "r" + ("l" if acol else "") + "lrcrr"
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in fr_],
        heads,
        body,
        al,
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net = sum((a for *_, a in lines), ZERO)
    ust_ = r2(net * Decimal("0.19"))
    total = net + ust_
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Nettobetrag", f"{eu(net)} €", False),
            ("zzgl. 19 % USt", f"{eu(ust_)} €", False),
            (la.pick(rng, "Gesamtbetrag|Bestellwert brutto|Gesamtsumme"), f"{eu(total)} €", True),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.8, box_last=rng.random() < 0.5)
        if skonto:
            y = wrapped(
                d,
                m,
                y + 4,
                f"Zahlung: {skonto} % Skonto ({eu(r2(total * skonto / 100))} €) bei Zahlung innerhalb von 14 Tagen, sonst 30 Tage netto.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise gemäß Rahmenvereinbarung; abgerechnet wird nach tatsächlich gelieferten Mengen laut Lieferschein.",
            8.4,
            wd,
        )
    y += 6
    lief = f"{buyer}, {rng.choice(['Lager Wasserwerk', 'Betriebshof', 'Baustelle'])} {rng.choice(['Nord', 'Süd', 'Am Hochbehälter', 'Mühlenweg'])}, {plz} {city}"
    for t in [
        f"Lieferanschrift: {lief}. Anlieferung Mo–Do 7–14 Uhr, Fr 7–11 Uhr, nach Avis.",
        "Trinkwasserberührende Produkte mit DVGW-Zertifikat und Konformitätserklärung (UBA-Bewertungsgrundlagen). Bestellnummer auf Lieferschein und Rechnung angeben; Rechnungen bitte als XRechnung.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y + 2, t, 7.6, wd, grey=0.2)
    if y + 50 > bottom:
        y = brk()
    y += 16
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(m, y + 12, buyer, 8.6)
    y += 40
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, "Materialwirtschaft")
    d.sign(m + sw_ + 20, y, sw_, "Auftragsbestätigung Lieferant (Datum, Unterschrift)")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_de_stadtwerke_rohrmaterial_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sw)


# --------------------------------------------------------------------------- 8 fr-CA school-bus carrier's parts order (TPS / TVQ)

TS_X = "Beauce|Laurentides|Mauricie|Rive-Sud|Bas-Saint-Laurent|Outaouais|Estrie|Lanaudière|Charlevoix|Saguenay|Montérégie|Abitibi".split(
    "|"
)
TS_BUY = [
    "Autobus {x} inc.",
    "Transport scolaire {x} ltée",
    "Les Autobus {x} (1987) inc.",
    "Transport {n} et Fils inc.",
    "Autocars {x} inc.",
]
TS_N = "Gagnon|Tremblay|Bouchard|Lavoie|Gauthier|Pelletier|Bélanger|Morin|Fortin|Ouellet|Poulin|Thibault|Leclerc|Boucher".split(
    "|"
)
TS_SUP_FORMED = [
    "{n} Pièces d'autobus inc.",
    "Distribution {n} ltée",
    "Pneus {n} inc.",
    "{n} Équipement lourd inc.",
    "Entrepôt de pièces {n} (Québec) inc.",
    "{n} Diesel S.E.N.C.",
]
TS_SUP_BARE = ["Garage {n}", "{f} {n}, mécanicien", "Pièces {n}"]
TS_F = "Sylvain|Nathalie|Martin|Isabelle|Stéphane|Julie|Luc|Manon|Éric|Chantal".split("|")
TS_ITEMS = [
    ("Plaquettes de frein à air, essieu avant", "jeu", 145, 260),
    ("Filtre à huile moteur Cummins", "ch.", 18, 42),
    ("Filtre à carburant séparateur d'eau", "ch.", 28, 65),
    ("Pneu 11R22.5 toutes saisons", "ch.", 390, 560),
    ("Pneu d'hiver 11R22.5 à crampons", "ch.", 460, 680),
    ("Ampoule feu clignotant DEL ambre", "ch.", 34, 78),
    ("Balai d'essuie-glace 28 po", "ch.", 16, 32),
    ("Batterie 12 V groupe 31", "ch.", 210, 340),
    ("Courroie serpentin", "ch.", 48, 96),
    ("Huile moteur 15W40 (baril 205 L)", "baril", 980, 1450),
    ("Lave-glace -40 °C (4 L)", "caisse", 22, 38),
    ("Bras d'arrêt avec panneau ARRÊT", "ch.", 420, 780),
    ("Trousse de premiers soins conforme", "ch.", 62, 120),
    ("Extincteur 5 lb ABC", "ch.", 58, 95),
]


def _ts(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    x_ = rng.choice(TS_X)
    buyer = rng.choice(TS_BUY).format(x=x_, n=rng.choice(TS_N))
    sup = bare_or(rng, TS_SUP_FORMED, TS_SUP_BARE, 0.3).format(
        n=rng.choice(TS_N), f=rng.choice(TS_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["BC-#####", "######", f"{dt:%y}-####", "A#####", f"BC{dt.year}-###"])
    )
    soum = la.digits(rng, rng.choice(["Soum. ####", "S-#####"]))
    bt = la.digits(rng, rng.choice(["BT-####", "####"]))
    unit = la.digits(rng, rng.choice(["##", "###", "A-##"]))
    acct = la.digits(rng, "F####")
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|N° BC")
    tps_no = la.digits(rng, "#########RT0001")
    tvq_no = la.digits(rng, "##########TQ0001")
    pst = rng.random() < 0.5

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"TPS {tps_no}  ·  TVQ {tvq_no}  ·  Veuillez indiquer notre numéro de commande sur toute facture.",
            6.8,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 34,
            f"Page {page[0]} de {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} — {po_lab} {po} (suite)", 9, b=True)
        return 58

    d.t(m, 46, buyer, 15, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.randint(10, 3999)}, {rng.choice(['rang Saint-Joseph', 'boul. Industriel', 'route 132', 'rue du Garage'])}",
            f"{rng.choice(['Saint-Georges', 'Saint-Jérôme', 'Trois-Rivières', 'Rimouski', 'Gatineau', 'Sherbrooke', 'Joliette'])} (Québec)  {la.digits(rng, '@#@ #@#')}",
            f"Tél. : {la.digits(rng, '###')} {la.digits(rng, '###-####')}  ·  Téléc. : {la.digits(rng, '###')} {la.digits(rng, '###-####')}",
        ],
        8,
        lead=10.5,
    )
    bw = 170
    d.box(r - bw, 32, bw, 48, stroke=True, lw=1)
    d.t(
        r - bw / 2,
        48,
        la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE D'ACHAT"),
        12,
        b=True,
        al="c",
    )
    d.t(r - bw / 2, 66, f"N° {po}" if rng.random() < 0.6 else po, 11, b=True, al="c")
    y = 100
    cw = (wd - 16) / 2
    fb = [
        sup,
        f"{rng.randint(10, 9999)}, {rng.choice(['rue Principale', 'boul. Lebourgneuf', 'chemin du Roy', 'rue Notre-Dame'])}",
        f"{rng.choice(['Québec', 'Lévis', 'Drummondville', 'Laval', 'Victoriaville'])} (Québec)",
        f"Compte fournisseur : {acct}",
    ]
    lb = [
        f"{buyer} — garage",
        f"Unité(s) : {unit}",
        f"Bon de travail : {bt}",
        f"Attention : {rng.choice(TS_F)} {rng.choice(TS_N)}, contremaître",
    ]
    cols_ = [
        (la.pick(rng, "Fournisseur|Fournisseur :|À :|"), fb),
        (la.pick(rng, "Livrer à|Expédier à"), lb),
    ]
    if rng.random() < 0.3:
        cols_.reverse()
    yy = y
    for k, (lab, rows) in enumerate(cols_):
        x = m + k * (cw + 16)
        y0 = y
        if lab:
            d.t(x, y0 + 8, lab, 8, b=True, grey=0.35)
            y0 += 12
        yy = max(
            yy, d.lines(x, y0, rows, 8.6, lead=11.2, b_first=rows is fb and rng.random() < 0.6)
        )
    y = yy + 10
    vals = [
        la.dfmt(dt, rng.choice(["iso", "long_fr"])),
        soum,
        la.pick(rng, "Net 30 jours|2 % 10, net 30|Sur réception"),
        la.pick(rng, "Livraison|Cueillette|Transporteur"),
        f"{rng.choice(TS_F)} {rng.choice(TS_N)}",
    ]
    y = (
        d.grid(
            m,
            y,
            [wd * f for f in (0.2, 0.18, 0.22, 0.17, 0.23)],
            ["Date", "N° de soumission", "Conditions", "Mode d'expédition", "Acheteur"],
            vals,
            8,
        )
        + 10
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36])
    lines = more_lines(
        rng,
        TS_ITEMS,
        n,
        [1, 2, 2, 4, 6, 8, 10, 12, 24],
        ["(réserve)", "(autobus no " + unit + ")", "(flotte)"],
        big=900,
    )
    body = [
        (
            [
                la.digits(rng, "@@-#####"),
                it[0],
                f"{q:,.0f}".replace(",", " "),
                it[1],
                fca(p) if stated else "",
                fca(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.13, 0.45, 0.07, 0.08, 0.13, 0.14)],
        ["N° pièce", "Description", "Qté", "Unité", "Prix unitaire", "Montant"],
        body,
        "llrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    ntire = sum((q for it, q, _, _ in lines if it[0].startswith("Pneu")), ZERO)
    envfee = r2(ntire * Decimal("4.50")) if pst else ZERO
    base = sub + envfee
    tps = r2(base * Decimal("0.05"))
    tvq = r2(base * Decimal("0.09975"))
    total = base + tps + tvq
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Sous-total", f"{fca(sub)} $", False)]
        if envfee:
            rows.append(
                (f"Droit environnemental pneus ({ntire:.0f} × 4,50 $)", f"{fca(envfee)} $", False)
            )
        rows += [
            ("TPS (5 %)", f"{fca(tps)} $", False),
            ("TVQ (9,975 %)", f"{fca(tvq)} $", False),
            (la.pick(rng, "TOTAL|Total|Total de la commande"), f"{fca(total)} $", True),
        ]
        y = d.summary(m + wd * 0.52, r - 3, y, rows, 8.6, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon l'entente de prix annuelle; le montant final sera établi à la facturation selon les quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Les pièces doivent être conformes aux normes de la SAAQ pour véhicules de transport scolaire. Toute pièce défectueuse sera retournée aux frais du fournisseur.",
        "Aucune substitution sans l'autorisation écrite de l'acheteur.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 32
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, "Autorisé par (direction)")
    d.sign(m + sw_ + 20, y, sw_, "Reçu par / date")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_fr_ca_transport_scolaire_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ts)


# --------------------------------------------------------------------------- 9 nl-BE hair-salon chain's order to a hairdressing wholesaler

KS_X = "Knip|Lokkes|Haarlijn|Coupe|Studio Blond|Schaar & Kam|Krul|Kapsalon Bella|Hair by Lien|Coiffure Nele|Top Hair|Haarmonie".split(
    "|"
)
KS_BUY = ["{x} BV", "Kapsalon {y} BV", "{x} Kappers", "Hairstudio {y} CommV", "Coiffure {y}"]
KS_Y = "Mechelen|Lier|Aalst|Hasselt|Kortrijk|Roeselare|Geel|Turnhout|Sint-Niklaas|Dendermonde|Tienen|Waregem|Genk".split(
    "|"
)
KS_N = "Peeters|Janssens|Maes|Jacobs|Mertens|Willems|Claes|Goossens|Wouters|De Smet|Vermeulen|Van Damme|Dubois|Hermans".split(
    "|"
)
KS_SUP_FORMED = [
    "{n} Haircosmetics NV",
    "Kappersgroothandel {n} BV",
    "{n} Professional Belgium NV",
    "{n} Beauty Distribution BV",
    "{n} & Co Coiffure NV",
]
KS_SUP_BARE = ["Groothandel {n}", "{n} Kappersbenodigdheden", "Haarshop {n}"]
KS_ITEMS = [
    ("Shampoo kleurbescherming 1000 ml", "fl", 9.5, 16),
    ("Conditioner repair 1000 ml", "fl", 11, 18.5),
    ("Haarkleuring crème 60 ml, tint {s}", "tube", 4.2, 7.8),
    ("Oxidant 6 % / 20 vol 1000 ml", "fl", 5.5, 9.8),
    ("Blondeerpoeder 500 g", "pot", 18, 29),
    ("Haarlak extra strong 500 ml", "bus", 5.8, 9.9),
    ("Wegwerphanddoeken 50 st.", "pak", 6.5, 12),
    ("Kappersschaar 6 inch, japans staal", "st", 89, 180),
    ("Föhn professioneel 2200 W", "st", 95, 165),
    ("Kapmantel zwart, drukknopen", "st", 12, 24),
    ("Aluminiumfolie 12 cm × 100 m", "rol", 4.5, 8.5),
    ("Styling wax 100 ml", "pot", 6.2, 11),
    ("Keratine behandeling 500 ml", "fl", 38, 64),
]
KS_SHADES = "4.0 5.1 6.3 7.0 7.43 8.1 9.0 10.1 5.62 6.66 8.34 9.21".split()


def _ks(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    y1 = rng.choice(KS_Y)
    buyer = rng.choice(KS_BUY).format(x=rng.choice(KS_X), y=y1)
    sup = bare_or(rng, KS_SUP_FORMED, KS_SUP_BARE, 0.3).format(n=rng.choice(KS_N))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["BB-####", f"{dt.year}/###", "IO######", f"B{dt:%y}-###", "####"])
    )
    klant = la.digits(rng, rng.choice(["K######", "######"]))
    offer = la.digits(rng, rng.choice(["OFF-####", "OF/##/####"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Bestelbon nr.|Bestelnummer|Ons ordernummer|Bestelling nr.")
    band = rng.choice([(0.55, 0.2, 0.4), (0.15, 0.15, 0.15), (0.2, 0.45, 0.5), (0.7, 0.5, 0.3)])
    ond = la.digits(rng, "0###.###.###")
    rpr_ = rng.choice(
        [
            "Antwerpen, afdeling Mechelen",
            "Gent, afdeling Kortrijk",
            "Antwerpen, afdeling Hasselt",
            "Leuven",
        ]
    )
    chain = rng.random() < 0.45
    salons = rng.sample(KS_Y, 3) if chain else []

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · ondernemingsnummer BE {ond} · RPR {rpr_}",
            6.6,
            grey=0.35,
        )
        d.t(r, d.h - 36, f"blz. {page[0]}/{of}" if of else f"blz. {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} — vervolg", 9, b=True)
        return 58

    rgb_box(d, 0, 0, d.w, 26, band)
    rgb_text(d, m, 17, la.pick(rng, "BESTELBON|Bestelbon|BESTELLING"), 11, (1, 1, 1))
    d.t(m, 50, buyer, 15, b=True)
    d.lines(
        m,
        56,
        [
            f"{rng.choice(['Bruul', 'Grote Markt', 'Kerkstraat', 'Stationsstraat', 'Diestsestraat'])} {rng.randint(1, 120)}, {la.digits(rng, '####')} {y1}",
            f"T {la.digits(rng, '0## ## ## ##')} · info@{buyer.split(' ')[0].lower()}.be",
        ],
        8,
        lead=10.5,
    )
    kv = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, rng.choice(["dmy", "dash", "long_nl"]))),
        ("Klantnummer", klant),
        ("Uw offerte", offer),
    ]
    if rng.random() < 0.5:
        kv.append(
            (
                "Vertegenwoordiger",
                f"{rng.choice(['Tom', 'Sofie', 'Kris', 'Lien', 'Bart'])} {rng.choice(KS_N)}",
            )
        )
    y = 44
    kx = m + wd * 0.58
    for k, v in kv:
        d.t(kx, y, k, 7.8, grey=0.3)
        d.t(r, y, v, 8.2, al="r", b=k == po_lab)
        y += 11.5
    y = max(y, 84) + 12
    cw = (wd - 16) / 2
    lev = [
        sup,
        f"{rng.choice(['Industrieweg', 'Nijverheidsstraat', 'Ambachtenlaan', 'Zandvoortstraat'])} {rng.randint(1, 200)}",
        f"{la.digits(rng, '####')} {rng.choice(KS_Y)}",
        f"btw BE {la.digits(rng, '0###.###.###')}",
    ]
    adr = [
        f"{buyer}{' — centraal magazijn' if chain else ''}",
        f"{rng.choice(['Mechelsesteenweg', 'Leuvensebaan', 'Nieuwstraat'])} {rng.randint(1, 99)}",
        f"{la.digits(rng, '####')} {y1}",
    ]
    cols_ = [
        (la.pick(rng, "Leverancier|Aan|Leverancier:"), lev),
        (la.pick(rng, "Leveringsadres|Leveren aan|Afleveradres"), adr),
    ]
    if rng.random() < 0.35:
        cols_.reverse()
    yy = y
    for k, (lab, rows) in enumerate(cols_):
        x = m + k * (cw + 16)
        d.t(x, y + 8, lab, 8, b=True, grey=0.35)
        d.line(x, y + 11, x + cw, y + 11, 0.4)
        yy = max(yy, d.lines(x, y + 14, rows, 8.8, lead=11.4, b_first=rows is lev))
    y = yy + 12
    n = n_lines(rng, [3, 4, 5, 6, 8, 10, 12, 14], [34, 42])
    lines = more_lines(
        rng, KS_ITEMS, n, [1, 2, 3, 4, 6, 6, 12, 24], ["(promo)", "(salonverpakking)", "(nieuw)"]
    )
    body = []
    for it, q, p, a in lines:
        nm = it[0].replace("{s}", rng.choice(KS_SHADES))
        cells = [la.digits(rng, "######"), nm]
        if chain:
            sal = rng.choice(salons)
            cells.append(sal)
        cells += [f"{q:,.0f}", it[1], eu(p) if stated else "", eu(a) if stated else ""]
        body.append((cells, a))
    heads = (
        ["Art.nr.", "Omschrijving"]
        + (["Salon"] if chain else [])
        + ["Aantal", "Eenh.", "Prijs", "Bedrag"]
    )
    fr_ = [0.1, 0.44 if chain else 0.56] + ([0.12] if chain else []) + [0.07, 0.07, 0.1, 0.1]
    al = "ll" + ("l" if chain else "") + "rcrr"
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in fr_],
        heads,
        body,
        al,
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        hrgb=band if rng.random() < 0.5 else None,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    kpct = Decimal(rng.choice([5, 8, 10])) if sub > 400 and rng.random() < 0.5 else ZERO
    kort = r2(sub * kpct / 100)
    ship = ZERO if sub > 250 else Decimal(rng.choice(["9.95", "12.50", "14.95"]))
    net = sub - kort + ship
    btw = r2(net * Decimal("0.21"))
    total = net + btw
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotaal excl. btw", f"€ {eu(sub)}", False)]
        if kort:
            rows.append((f"Volumekorting {kpct:.0f} %", f"- € {eu(kort)}", False))
        rows.append(("Verzendkosten", f"€ {eu(ship)}" if ship else "gratis", False))
        rows += [
            (
                "Maatstaf van heffing" if rng.random() < 0.4 else "Totaal excl. btw",
                f"€ {eu(net)}",
                False,
            ),
            ("Btw 21 %", f"€ {eu(btw)}", False),
            (la.pick(rng, "Totaal incl. btw|Te betalen|TOTAAL"), f"€ {eu(total)}", True),
        ]
        y = d.summary(
            m + wd * 0.55, r - 3, y, rows, 8.6, shade=0.88 if rng.random() < 0.5 else None
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prijzen volgens de geldende salonprijslijst; de factuur volgt op basis van de geleverde hoeveelheden.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Levering binnen 3 werkdagen, niet op maandag (salons gesloten). Vermeld ons bestelnummer op de pakbon en de factuur.",
        "Producten met een houdbaarheid van minder dan 12 maanden worden niet aanvaard.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 30
    sw_ = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw_,
        f"Besteld door: {rng.choice(['Lien', 'Nele', 'Sarah', 'Jens', 'Elke'])} {rng.choice(KS_N)}, zaakvoerder",
    )
    d.sign(m + sw_ + 20, y, sw_, "Voor ontvangst leverancier")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_nl_be_kapsalon_bestelbon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ks)


# --------------------------------------------------------------------------- 10 es-ES marina's mooring and pontoon supplies order

PD_X = "Sotogrande|Portocolom|Cala Gamba|Port Ginesta|Almerimar|Puerto Sherry|La Galera|Santa Pola|Burriana|Altea|Isla Cristina|Marina Rubicón|Candás|Laredo|Sanxenxo".split(
    "|"
)
PD_BUY = [
    "Club Náutico {x}",
    "Puerto Deportivo {x}, S.L.",
    "Marina {x}, S.A.",
    "Real Club Marítimo {x}",
    "Club de Mar {x}",
]
PD_N = "Martínez|Ferrer|Roig|Navarro|Ortega|Castillo|Vidal|Serrano|Domínguez|Iglesias|Rubio|Pons|Sáez|Calvo".split(
    "|"
)
PD_SUP_FORMED = [
    "Náutica {n}, S.L.",
    "Suministros Navales {n}, S.A.",
    "Efectos Navales {n} S.L.U.",
    "Pantalanes {n}, S.L.",
    "{n} Marine Supplies, S.L.",
    "Cordelería {n}, S.A.",
]
PD_SUP_BARE = ["Efectos Navales {n}", "{f} {n} (Ferretería Naval)", "Náutica {n}"]
PD_F = "Jordi|Marta|Pedro|Núria|Javier|Carmen|Andrés|Lucía|Miguel|Elena".split("|")
PD_ITEMS = [
    ("Cabo de amarre poliéster 18 mm", "m", 2.1, 4.2),
    ("Cabo de amarre poliéster 24 mm", "m", 3.4, 6.8),
    ("Defensa cilíndrica 20 × 60 cm", "ud", 38, 72),
    ("Muerto de hormigón 2 t", "ud", 420, 780),
    ("Cadena galvanizada 16 mm", "m", 9.5, 16),
    ("Grillete lira galvanizado 19 mm", "ud", 8, 16),
    ("Boya de amarre 600 mm", "ud", 160, 290),
    ("Torreta de servicio agua/luz 2 tomas", "ud", 980, 1650),
    ("Módulo pantalán flotante 12 × 2,4 m", "ud", 9800, 16500),
    ("Aro salvavidas homologado con rabiza", "ud", 48, 90),
    ("Extintor polvo 6 kg con armario", "ud", 65, 120),
    ("Cornamusa acero inoxidable 300 mm", "ud", 42, 88),
    ("Pintura antiincrustante 2,5 L", "ud", 72, 135),
    ("Finger de amarre 6 m", "ud", 1600, 2700),
]


def _pd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    x_ = rng.choice(PD_X)
    buyer = rng.choice(PD_BUY).format(x=x_)
    sup = bare_or(rng, PD_SUP_FORMED, PD_SUP_BARE, 0.3).format(
        n=rng.choice(PD_N), f=rng.choice(PD_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PED-####", f"{dt.year}/####", f"P{dt:%y}-###", "OC-#####", "#####"])
    )
    pres = la.digits(rng, rng.choice(["Presupuesto nº ####", "Pres. ###/##", "Oferta ####"]))
    exp = la.digits(rng, rng.choice([f"EXP-{dt.year}-##", "Expediente ###/##"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Nº de pedido|Pedido nº|Nº pedido|PEDIDO Nº")
    cif = la.digits(rng, rng.choice(["G########", "B########", "A########"]))
    quay_ = rng.choice(["Muelle de Poniente", "Paseo Marítimo", "Explanada del Puerto"])

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · CIF {cif} · {quay_} s/n · {x_}",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 34,
            f"Pág. {page[0]} de {of}" if of else f"Pág. {page[0]}",
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

    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"Dpto. de Explotación y Mantenimiento · Tel. {la.digits(rng, '9## ### ###')}",
            f"compras@{x_.lower().replace(' ', '')}.es · CIF {cif}",
        ],
        8,
        lead=10.5,
    )
    bw = 200
    d.box(r - bw, 30, bw, 62, stroke=True, fill=0.95)
    d.t(r - bw + 8, 44, la.pick(rng, "PEDIDO DE COMPRA|Pedido a proveedor|PEDIDO"), 11, b=True)
    d.kv(
        r - bw + 8,
        48,
        [(po_lab, po), ("Fecha", la.dfmt(dt, rng.choice(["dmy", "long_es"]))), ("Su ref.", pres)],
        70,
        8,
    )
    y = 106
    cw = (wd - 16) / 2
    prov = [
        sup,
        f"{rng.choice(['Pol. Ind. El Puerto', 'C/ Pescadores', 'Avda. del Mar', 'Camí de la Mar'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Cádiz', 'Palma', 'Alicante', 'Castelló', 'Vigo', 'Santander', 'Málaga'])}",
        f"NIF {la.digits(rng, rng.choice(['B########', '########@']))}",
    ]
    ent = [
        f"{buyer} — {rng.choice(['Almacén de marinería', 'Varadero', 'Pantalán', 'Capitanía'])}",
        f"Pantalán {rng.choice('ABCDEFG')}, amarres {rng.randint(1, 80)}–{rng.randint(81, 200)}",
        f"Contacto: {rng.choice(PD_F)} {rng.choice(PD_N)} (contramaestre)",
    ]
    cols_ = [
        (la.pick(rng, "Proveedor|Proveedor:|Sres.|"), prov),
        (la.pick(rng, "Entregar en|Lugar de entrega"), ent),
    ]
    if rng.random() < 0.3:
        cols_.reverse()
    yy = y
    for k, (lab, rows) in enumerate(cols_):
        x = m + k * (cw + 16)
        y0 = y
        if lab:
            d.t(x, y0 + 8, lab, 8, b=True, grey=0.35)
            y0 += 12
        yy = max(
            yy, d.lines(x, y0, rows, 8.6, lead=11.2, b_first=rows is prov and rng.random() < 0.6)
        )
    y = yy + 10
    vals = [
        exp,
        la.digits(rng, "CC-##"),
        la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "dmy"),
        la.pick(rng, "Transferencia 30 días|Confirming 60 días|Recibo 30 d.f.f."),
    ]
    y = (
        d.grid(
            m,
            y,
            [wd * f for f in (0.28, 0.18, 0.22, 0.32)],
            ["Expediente", "Centro de coste", "Entrega prevista", "Forma de pago"],
            vals,
            8,
        )
        + 10
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        PD_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 50, 100, 200],
        ["(reserva)", "(pantalán B)", "(temporada)"],
        big=900,
    )
    body, base = [], ZERO
    for i, (it, q, p, _) in enumerate(lines, 1):
        dto = Decimal(rng.choice([5, 10, 15])) if rng.random() < 0.4 else ZERO
        a = r2(q * p * (100 - dto) / 100)
        base += a
        body.append(
            (
                [
                    str(i),
                    it[0],
                    f"{q:,.0f}".replace(",", "."),
                    it[1],
                    eu(p) if stated else "",
                    f"{dto:.0f} %" if dto else "",
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.47, 0.08, 0.06, 0.12, 0.08, 0.14)],
        ["Nº", "Descripción", "Cant.", "Ud.", "Precio", "Dto.", "Importe"],
        body,
        "llrcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    port = Decimal(rng.choice([0, 0, 35, 60, 120])) if rng.random() < 0.5 else ZERO
    bi = base + port
    iva = r2(bi * Decimal("0.21"))
    total = bi + iva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Suma importes", f"{eu(base)} €", False)]
        if port:
            rows.append(("Portes", f"{eu(port)} €", False))
        rows += [
            ("Base imponible", f"{eu(bi)} €", False),
            ("IVA 21 %", f"{eu(iva)} €", False),
            (la.pick(rng, "TOTAL PEDIDO|Total|Importe total"), f"{eu(total)} €", True),
        ]
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6, box_last=rng.random() < 0.6)
        if rng.random() < 0.5:
            pct = rng.choice([20, 30, 40])
            y = wrapped(
                d,
                m,
                y + 4,
                f"Anticipo a cuenta del {pct} % ({eu(r2(total * pct / 100))} €) a la aceptación del pedido; resto a la recepción conforme del material.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {pres}; el importe final se ajustará a las unidades efectivamente suministradas.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Entregas en horario de 8:00 a 14:00 previo aviso a Capitanía. Indicar el número de pedido en albarán y factura (factura electrónica).",
        "El material de seguridad deberá estar homologado (marcado rueda de timón / CE).",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 32
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Responsable de compras: {rng.choice(PD_F)} {rng.choice(PD_N)}")
    d.sign(m + sw_ + 20, y, sw_, "Conforme proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit15_es_puerto_deportivo_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pd)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit15_") and callable(fn)
}

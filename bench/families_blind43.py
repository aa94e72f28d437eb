# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind42 (`blind43_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-AU, en-IE, de-CH, fr-BE, it-IT and es-ES.

- blind43_zh_wushuichang_yaoji_caigou: a Chinese wastewater plant's order for treatment
  chemicals (the plant's name and the title centred, the order number either in red as "No."
  beside the title or labelled in a line with the framework contract and requisition numbers,
  需方 / 供方 panels side by side in either order with bank and tax lines, tonnage lines with
  decimal quantities, a freight line at times, a 合计 row closing the table or a separate
  不含税 / 税额 / 价税合计 block, 合计金额 or 金额合计 with 大写, a 5 % warranty retention).
- blind43_zh_kuaidi_wangdian_haocai: a Chinese courier company's depot consumables order
  printed from a procurement system (portrait or landscape, a header table whose column
  headings carry the order number, date, supplier, settlement, buyer and requisition in shuffled
  order, a second table for the receiving depot, SKU lines with tax rate, rebate and freight,
  the order total's label with its amount on the line below it or inline, a prepaid part and the
  balance at times, approval status).
- blind43_hk_huayi_xianhua_dinggou: a Hong Kong floral-design company's flower order to a
  flower-market wholesaler (bilingual head, "採購單 PURCHASE ORDER" with the number beside it
  or in a key / value list at the right, the wholesaler under "致 To：" or "供應商 Supplier：",
  the event, job number and quotation, stems by bunch from several origins, member discount,
  delivery charge, then 總額 Total, 應付金額 Amount Due or a total with deposit and balance).
- blind43_ja_hosokyoku_kizai_hacchu: a Japanese broadcaster's equipment order (発注書 centred,
  the vendor with 御中 top left, the station and department at the right with a seal, a boxed
  header grid of labels over values (発注番号 / 発注日 / 見積番号 / 案件 / 納期 shuffled), the
  ordered sum in a box above the lines at times, 小計 / 消費税 / 合計 rows, approval boxes).
- blind43_en_au_art_centre_po: an Australian Aboriginal art centre's order for art materials
  ("PURCHASE ORDER 1234" as the title or a PO Number line, the vendor under "Vendor", "To" or
  no label, a deliver-to block in a remote community, ABNs, grant and cost codes, remote
  freight, GST 10 %, totals such as "TOTAL ORDER", "Order Total", "Total PO Value" or "Amount
  Due", at times with the amount on the line below the label).
- blind43_en_ie_machinery_dealer_order_ack: an Irish agricultural machinery dealer's order
  acknowledgement (the dealer's letterhead first, its own sales-order number, the customer's
  order number quoted, quote and account numbers, machine lines with serials, a trade-in
  allowance, VAT 23 % and 13.5 %, the total, then a deposit received and the balance on
  delivery at times, IBAN, CRO and VAT numbers in the footer).
- blind43_de_ch_werkhof_streusalz_bestellung: a Swiss municipal or cantonal road depot's order
  for de-icing salt and road equipment (a window letter, sender line, the vendor with no label,
  "Bestellung 12345" as the title or an info block at the right with Rahmenvertrag, Offerte,
  Kostenstelle and Kreditor numbers, MWST 8,1 %, 1'234.50 or 1’234.50, totals inline or with
  the amount below the label).
- blind43_fr_be_demenagement_bon_commande: a Belgian removals firm's order for packing material
  and lift hire (a boxed header grid with labels over values in shuffled order, the supplier
  with or without "Fournisseur", invoicing and delivery blocks, Total HTVA / remise / TVA 21 % /
  Total TVAC or "TOTAL À PAYER", an acompte requested at times, 1.234,50 or 1 234,50).
- blind43_it_impresa_pulizie_ordine: an Italian cleaning contractor's order for detergents and
  paper goods (Spett.le and the supplier at the right or left, a header table with the order
  number under its column heading beside supplier code, contract site and CIG, imponibile /
  sconto / trasporto / IVA 22 % / "Totale ordine", "Totale documento" or "Netto a pagare").
- blind43_es_carpinteria_aluminio_pedido: a Spanish aluminium-joinery workshop's order for
  profiles, glass and hardware ("PEDIDO Nº 2025/0123" as the title or a Nº pedido line, the
  supplier under "Proveedor" or unlabelled, the site (obra), quotation and customer numbers,
  bars and kilos, prompt-payment discount, IVA 21 %, "TOTAL PEDIDO" inline or below its label).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, contract, framework, job,
project, tender or the seller's own sales-order number; on the seller's acknowledgement the
customer's order number); the supplier exactly as printed on its own first line (the vendor;
the dealer of an acknowledgement; never 御中); the grand total as "1234.50" (whole yen as
"1234.00"; after discounts, incl. tax, before deposits, retentions and prepayments; "" when the
document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.75, 0.1, 0.1)


def en2(v: Decimal) -> str:
    return grouped(v)


def ch(v: Decimal, mark: str = "'") -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, mark, ".")


def fr_sp(v: Decimal) -> str:
    """1 234,50 (a space between the thousands)."""
    return grouped(v, " ", ",")


def yen(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


def r05(v: Decimal) -> Decimal:
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def draw(
    rng: random.Random, pool: list, n: int, qtys: list, tags: list[str], places: int = 2
) -> list[tuple]:
    """n lines (entry, qty, price, amount): each entry once, then again with a tag. Entries end
    with their [lo, hi] price range; quantities may be strings like "12.5"."""
    base = rng.sample(pool, min(n, len(pool)))
    out = []
    while len(out) < n:
        if len(out) < len(base):
            it = base[len(out)]
        else:
            it = rng.choice(pool)
            it = (f"{it[0]} {rng.choice(tags)}", *it[1:])
        lo, hi = it[-2], it[-1]
        q = Decimal(str(rng.choice(qtys if hi < 500 or len(qtys) < 4 else qtys[:4])))
        k = 10**places
        p = Decimal(rng.randint(int(lo * k), int(hi * k))) / k
        out.append((it, q, p, r2(q * p)))
    return out


def qf(q: Decimal) -> str:
    return f"{q:,.0f}" if q == q.to_integral_value() else f"{q:,.2f}"


def cgrid(
    pdf: cj.Pdf,
    x: float,
    y: float,
    widths: list[float],
    labels: list[str],
    values: list[str],
    *,
    size: float = 8.2,
    h: float = 16,
    fill: Color | None = PALE,
) -> float:
    """A boxed header grid on a cj page: labels in one row, values in the row below."""
    y = crow(pdf, x, y, widths, labels, "c" * len(labels), h=h, size=size - 0.6, fill=fill)
    return crow(pdf, x, y, widths, values, "c" * len(values), h=h + 3, size=size)


# --------------------------------------------------------------------------- 1 zh-Hans wastewater plant's treatment-chemical order

WS_CITY = "绍兴 嘉兴 湖州 台州 镇江 南通 淮安 蚌埠 九江 株洲 岳阳 宜昌 襄阳 洛阳 德州 潍坊".split()
WS_B = "清源 碧水 润泉 净达 蓝海 沁源 绿洲 康达 中环 沁园 泓源 澄清 天润 瑞水 汇泽 永清".split()
WS_BUY = [
    "{c}{b}水务有限公司",
    "{c}市{b}污水处理有限公司",
    "{c}{b}环境水务股份有限公司",
    "{c}市第{k}污水处理厂",
    "{c}{b}排水有限公司",
]
WS_SUP_FORMED = [
    "{c}{b}净水材料有限公司",
    "{c}{b}化工有限公司",
    "{b}环保科技（{c}）有限公司",
    "{c}{b}水处理剂股份有限公司",
    "{c}{b}精细化工有限公司",
]
WS_SUP_BARE = ["{c}{b}化工经营部", "{c}市{b}净水剂厂", "{b}化工商行"]
WS_ITEMS = [
    ("聚合氯化铝（PAC）", "液体 氧化铝≥10%", "吨", 680, 980),
    ("聚合氯化铝（PAC）", "固体 氧化铝≥28% 25kg/袋", "吨", 1650, 2300),
    ("聚丙烯酰胺（PAM）", "阳离子 离子度40%", "吨", 13500, 19800),
    ("聚丙烯酰胺（PAM）", "阴离子 分子量1800万", "吨", 9800, 14500),
    ("次氯酸钠溶液", "有效氯≥10%", "吨", 620, 980),
    ("乙酸钠", "液体 含量25%", "吨", 1100, 1650),
    ("复合除磷剂", "液体 铁铝复合", "吨", 1500, 2600),
    ("粉末活性炭", "碘值≥900 20kg/袋", "吨", 4800, 7200),
    ("有机硅消泡剂", "200kg/桶", "桶", 1300, 2400),
    ("液碱（氢氧化钠）", "32%", "吨", 780, 1150),
    ("葡萄糖（碳源）", "工业级 25kg/袋", "吨", 3100, 4300),
    ("七水硫酸亚铁", "25kg/袋", "吨", 420, 690),
]
WS_USE = ["二沉池", "深度处理", "污泥脱水", "生化池", "出水消毒", "高效沉淀池", "除磷"]


def _ws(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(WS_CITY, 2)
    b1, b2 = rng.sample(WS_B, 2)
    buyer = rng.choice(WS_BUY).format(c=c1, b=b1, k=rng.choice("一二三四五"))
    sup = bare_or(rng, WS_SUP_FORMED, WS_SUP_BARE, 0.2).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YJ{Y}{m}{n3}|CG-{y}{m}{d}-{n2}|WS{Y}{n4}|{Y}-YJ-{n3}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|KJ{y}{n4}|ZB{Y}{n3}")
    qg = cj.number(rng, d, "QG{y}{m}{n3}|SQ-{n5}")
    stated = stated_of(rng)
    page = [1]
    by_title = rng.random() < 0.5
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|采购订单号")
    ink = rng.choice([Color(0.1, 0.3, 0.55), Color(0.15, 0.4, 0.35), black])

    def foot() -> None:
        s_ = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　药剂采购订单（续页）", 9, bold=True)
        pdf.text(right, 34, f"No.{po}" if by_title else f"{po_lab}：{po}", 9, align="r")
        return 46

    pdf.text(pdf.w / 2, 44, buyer, 16, align="c", bold=True, colour=ink)
    title = cj.pick(rng, "水处理药剂采购订单|药剂采购订单|采购订单")
    pdf.text(pdf.w / 2, 68, title, 14, align="c", bold=True)
    tw_ = cj.stringWidth(title, cj.FONT_NAME, 14)
    pdf.line(pdf.w / 2 - tw_ / 2, 72, pdf.w / 2 + tw_ / 2, 72, lw=0.8)
    if by_title:
        pdf.text(right, 68, f"No. {po}", 11, align="r", colour=RED)
    y = 92
    ds = rng.choice(["cn", "iso", "cn0"])
    info = [("签订日期", cj.fdate(d, ds)), (cj.pick(rng, "框架合同编号|合同编号|年度协议号"), ht)]
    if not by_title:
        info.insert(0, (po_lab, po))
    if rng.random() < 0.5:
        info.append(("请购单号", qg))
    x = m
    for k, (lab, val) in enumerate(info):
        s_ = f"{lab}：{val}"
        if k == len(info) - 1 and k > 0:
            pdf.text(right, y, s_, 8.6, align="r")
        else:
            pdf.text(x, y, s_, 8.6, bold=lab == po_lab)
            x += cj.stringWidth(s_, cj.FONT_NAME, 8.6) + 18
    y += 10
    pw = (wd - 12) / 2
    bk_b, bk_s = cj.bank(rng), cj.bank(rng)
    buy_rows = [
        ("名称", buyer),
        ("地址", f"{c1}市{cj.zh_addr(rng)[3:]}"),
        ("联系人", f"{cj.person(rng)}　{cj.zh_tel(rng)}"),
        ("开户银行", bk_b[0]),
        ("账号", bk_b[1]),
        ("税号", cj.credit_code(rng)),
    ]
    sup_rows = [
        ("名称", sup),
        ("地址", cj.zh_addr(rng)),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("开户银行", bk_s[0]),
        ("账号", bk_s[1]),
        ("税号", cj.credit_code(rng)),
    ]
    heads_ = [
        (cj.pick(rng, "需方（甲方）|采购方|需方"), buy_rows),
        (cj.pick(rng, "供方（乙方）|供应商|供方"), sup_rows),
    ]
    if rng.random() < 0.45:
        heads_.reverse()
    for k, (lab, rows) in enumerate(heads_):
        x = m + k * (pw + 12)
        pdf.rect(x, y, pw, 16, fill=PALE, stroke=ink)
        pdf.text(x + 6, y + 11.5, lab, 9, bold=True, colour=ink)
        yy = y + 16
        for lb, v in rows:
            pdf.text(x + 6, yy + 11, f"{lb}：", 8, colour=GREY)
            pdf.text(
                x + 56, yy + 11, v, 8.6 if lb == "名称" else 8, maxw=pw - 62, bold=lb == "名称"
            )
            yy += 14
        pdf.rect(x, y + 16, pw, yy - y - 16 + 4, stroke=ink)
    y += 16 + 6 * 14 + 4 + 16
    pdf.text(
        m,
        y,
        f"交货地点：{buyer}药剂库（{cj.pick(rng, '卸车费由供方承担|需方叉车配合卸货|储罐直接卸料')}）　交货期：{cj.fdate(cj.later(rng, d, 3, 20), 'cn')}前",
        8.4,
        maxw=wd,
    )
    y += 10
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 7], [28, 34])
    qtys = ["5", "8", "10", "12.5", "15", "20", "24.36", "30", "33.2", "2", "3"]
    lines = draw(rng, WS_ITEMS, n, qtys, ["（二期）", "（备用）", "（应急）"])
    fixed = []
    for it, q, p, _ in lines:
        if it[2] != "吨":
            q = Decimal(rng.choice([2, 4, 5, 10]))
        fixed.append((it, q, p, r2(q * p)))
    lines = fixed
    body = [
        ([str(i), it[0], it[1], it[2], qf(q), cj.money(p), cj.money(a), rng.choice(WS_USE)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    fr = ZERO
    if rng.random() < 0.3:
        fr = Decimal(rng.choice([300, 500, 800, 1200]))
        body.append(
            (
                [
                    str(len(body) + 1),
                    "运费",
                    "汽运 送货到厂",
                    "车次",
                    "1",
                    cj.money(fr),
                    cj.money(fr),
                    "",
                ],
                fr,
            )
        )
    if not stated:
        body = [([*c[:5], "按协议价", "", c[7]], ZERO) for c, _ in body]
    ws = cj.rel(wd, [5, 19, 21, 6, 9, 12, 14, 10])
    heads = [
        "序号",
        "品名",
        "规格/有效含量",
        "单位",
        "数量",
        "含税单价（元）",
        "金额（元）",
        "用途",
    ]
    y = ctable(
        pdf, m, y, ws, heads, body, "cllcrrrc", rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE
    )
    total = sum((a for *_, a in lines), ZERO) + fr
    tax = r2(total - total / Decimal("1.13"))
    if y + 110 > bottom:
        y = brk()
    lab = cj.pick(rng, "合计金额|金额合计|价税合计|订单总金额")
    if stated:
        if rng.random() < 0.55:
            y = crow(
                pdf,
                m,
                y,
                ws,
                ["", "合　计", "", "", "", "", cj.money(total), ""],
                "cllcrrrc",
                h=18,
                size=8,
                bold=True,
            )
            y += 16
            pdf.text(m, y, f"{lab}（大写）：{cj.daxie(total)}", 9)
            pdf.text(right, y, f"（小写）：¥{cj.money(total)}", 9, align="r", bold=True)
            y += 15
            pdf.text(m, y, f"以上单价含13%增值税，其中税额 ¥{cj.money(tax)}。", 8.2, colour=GREY)
            y += 14
        else:
            y += 14
            rows_ = [
                ("不含税金额", cj.money(total - tax)),
                ("增值税（13%）", cj.money(tax)),
                (lab, f"¥{cj.money(total)}"),
            ]
            for k, (lb, v) in enumerate(rows_):
                big = k == 2
                pdf.text(right - 200, y, f"{lb}：", 9.4 if big else 8.6, bold=big)
                pdf.text(right, y, v, 9.8 if big else 8.6, align="r", bold=big)
                y += 15
            pdf.text(m, y, f"人民币（大写）：{cj.daxie(total)}", 8.6)
            y += 15
        pdf.text(
            m,
            y,
            f"付款方式：货到验收合格、收到增值税专用发票后30日内支付95%，余5%作为质量保证金（¥{cj.money(r2(total * Decimal('0.05')))}）。",
            8.2,
            maxw=wd,
        )
        y += 14
    else:
        y += 16
        pdf.text(m, y, "单价按框架合同约定价格执行，按实际到货过磅数量结算。", 8.6)
        y += 14
    for t in [
        "1. 每批次须随货提供出厂检验报告及过磅单，需方抽样检测不合格的整批退货。",
        "2. 液体药剂须罐车运输，卸料时须有需方人员在场。",
        f"3. 送货单及发票上须注明本订单{'号' if by_title else po_lab[-2:]}。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 4, t, 7.8, colour=GREY)
        y += 13
    if y + 80 > bottom:
        y = brk()
    y += 28
    pdf.text(m, y, "需方（盖章）：", 8.8)
    pdf.text(m + wd / 2 + 10, y, "供方（盖章）：", 8.8)
    pdf.text(m, y + 20, f"经办人：{cj.person(rng)}　审核：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 2 + 10, y + 20, "代表签字：", 8.4)
    if rng.random() < 0.7:
        pdf.stamp(m + 110, y + 6, buyer, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_zh_wushuichang_yaoji_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ws)


# --------------------------------------------------------------------------- 2 zh-Hans courier depot's consumables order from a procurement system

KD_CITY = (
    "广州 佛山 东莞 苏州 无锡 金华 临沂 郑州 武汉 西安 成都 石家庄 沈阳 南宁 昆明 泉州".split()
)
KD_B = "迅捷 飞驰 快通 速达 通途 鸿运 畅运 捷安 远达 顺畅 云驰 闪送 极速 万通 星程 路路通".split()
KD_BUY = [
    "{b}速运（{c}）有限公司",
    "{c}{b}快递服务有限公司",
    "{c}{b}供应链管理有限公司",
    "{c}{b}物流有限公司",
]
KD_SUP_FORMED = [
    "{c}{b}包装材料有限公司",
    "{c}{b}塑业有限公司",
    "{c}{b}纸业有限公司",
    "{c}{b}标签印刷有限公司",
    "{b}智能科技（{c}）有限公司",
]
KD_SUP_BARE = ["{c}{b}包装经营部", "{c}市{b}胶带厂", "{b}纸箱厂"]
KD_SB = "恒丰 永佳 宏达 金利 美邦 华彩 德盛 新源 立华 联兴 佳美 顺昌".split()
KD_ITEMS = [
    ("WL-1001", "热敏电子面单", "76×130mm 500张/卷", "卷", 9.5, 16),
    ("WL-1002", "封箱胶带", "4.5cm×100m 米黄", "卷", 3.2, 6.5),
    ("WL-1003", "编织袋", "90×130cm 加厚", "条", 1.2, 2.8),
    ("WL-1004", "快递袋", "28×42cm 灰色 100个/捆", "捆", 12, 22),
    ("WL-1005", "瓦楞纸箱", "三层 3号 430×210×270", "个", 1.1, 2.6),
    ("WL-1006", "气泡膜", "50cm×80m 双层", "卷", 28, 46),
    ("WL-1007", "尼龙扎带", "5×300mm 500根/包", "包", 8, 15),
    ("WL-1008", "缠绕膜", "50cm 净重3kg", "卷", 22, 36),
    ("WL-1009", "易碎标签", "100×60mm 1000张", "卷", 12, 24),
    ("SB-2001", "手持巴枪终端", "PDA 4G 含充电座", "台", 980, 1680),
    ("SB-2002", "便携热敏打印机", "蓝牙 76mm", "台", 260, 520),
    ("SB-2003", "物流笼车", "四轮 1000×800×1700", "台", 420, 780),
    ("WL-1010", "总包袋", "防水 蓝色 120×150cm", "条", 6, 11),
]


def _kd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.4
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(28, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    c1, c2 = rng.sample(KD_CITY, 2)
    buyer = rng.choice(KD_BUY).format(c=c1, b=rng.choice(KD_B))
    depot = f"{c1}{cj.pick(rng, '转运中心|分拨中心|白云网点|高新区网点|城东营业部|北站集散点')}"
    sup = bare_or(rng, KD_SUP_FORMED, KD_SUP_BARE, 0.2).format(c=c2, b=rng.choice(KD_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{d}{n4}|CG{y}{m}{n5}|{Y}{m}{d}{n3}|KD-PO-{n6}")
    req = cj.number(rng, d, "PR{Y}{m}{n4}|SQ{y}{n5}")
    vcode = cj.number(rng, d, "GYS{n5}|V{n6}")
    stated = stated_of(rng)
    page = [1]
    blue = rng.choice([Color(0.12, 0.3, 0.6), Color(0.85, 0.4, 0.05), Color(0.1, 0.45, 0.3)])
    po_lab = cj.pick(rng, "订单号|采购订单号|单据编号|PO单号")

    ftxt0 = f"打印时间：{cj.fdate(d, 'iso')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}　采购管理系统"

    def foot() -> None:
        s_ = f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(right, pdf.h - 22, s_, 7.4, align="r", colour=GREY)
        pdf.text(
            m,
            pdf.h - 22,
            ftxt0,
            7,
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{po_lab}：{po}　（接上页）", 8.6, colour=blue)
        return 42

    pdf.text(m, 40, buyer, 13, bold=True)
    addr = f"{c1}市{cj.zh_addr(rng).split('市', 1)[1]}"
    pdf.text(m, 54, f"{depot}　{addr}", 7.8, colour=GREY)
    tt = cj.pick(rng, "采购订单|物料采购订单|耗材采购订单")
    pdf.rect(right - 150, 26, 150, 26, fill=blue, stroke=None)
    pdf.text(right - 75, 44, tt, 13, align="c", bold=True, colour=Color(1, 1, 1))
    y = 66
    pay = cj.pick(rng, "月结30天|月结60天|款到发货|票到45天")
    cells = [
        (po_lab, po, 15),
        ("下单日期", cj.fdate(d, rng.choice(["iso", "slash"])), 11),
        ("供应商", sup, 26),
        ("结算方式", pay, 10),
        ("采购员", cj.person(rng), 8),
        ("申请单号", req, 13),
    ]
    head, rest = cells[:1], cells[1:]
    rng.shuffle(rest)
    cells = rest[:1] + head + rest[1:] if rng.random() < 0.3 else head + rest
    if rng.random() < 0.4:
        cells = [c for c in cells if c[0] != "申请单号"]
    ws = cj.rel(wd, [c[2] for c in cells])
    y = crow(
        pdf, m, y, ws, [c[0] for c in cells], "c" * len(cells), h=16, size=7.8, fill=PALE, head=True
    )
    y = crow(pdf, m, y, ws, [c[1] for c in cells], "c" * len(cells), h=19, size=8.2) + 6
    rows2 = [
        ("收货网点", depot, 18),
        ("收货地址", addr, 30),
        ("收货人", f"{cj.person(rng)} {cj.mobile(rng)}", 20),
        ("要求到货", cj.fdate(cj.later(rng, d, 2, 10), "iso"), 12),
    ]
    ws2 = cj.rel(wd, [c[2] for c in rows2])
    y = crow(pdf, m, y, ws2, [c[0] for c in rows2], "cccc", h=16, size=7.8, fill=PALE, head=True)
    y = crow(pdf, m, y, ws2, [c[1] for c in rows2], "cccc", h=18, size=8) + 4
    pdf.text(
        m,
        y + 9,
        f"供应商编码：{vcode}　供应商联系人：{cj.person(rng)}　电话：{cj.zh_tel(rng)}",
        7.8,
        colour=GREY,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 38] if not land else [22, 28])
    lines = draw(
        rng,
        KD_ITEMS,
        n,
        [2, 3, 5, 10, 20, 50, 100, 200, 500, 1000],
        ["（加厚）", "（定制印刷）", "（大号）"],
    )
    rate = 13
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                it[3],
                qf(q),
                cj.money(p) if stated else "",
                f"{rate}%",
                cj.money(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws3 = cj.rel(wd, [4, 9, 16, 20, 5, 8, 10, 6, 12])
    y = ctable(
        pdf,
        m,
        y,
        ws3,
        [
            "行号",
            "物料编码",
            "物料名称",
            "规格型号",
            "单位",
            "数量",
            "含税单价",
            "税率",
            "价税合计",
        ],
        body,
        "clllcrrcr",
        rowh=17,
        size=7.6,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    reb = r2(sub * Decimal(rng.choice([2, 3, 5])) / 100) if rng.random() < 0.35 else ZERO
    frt = Decimal(rng.choice([50, 80, 120, 200])) if rng.random() < 0.3 else ZERO
    total = sub - reb + frt
    tax = r2(total - total / Decimal(100 + rate) * 100)
    if y + 120 > bottom:
        y = brk()
    y += 14
    qsum = sum((q for _, q, _, _ in lines), ZERO)
    pdf.text(m, y, f"合计数量：{qf(qsum)}　行数：{len(lines)}", 8.2)
    if stated:
        rx = right - 190
        yy = y
        small = [("货款小计", cj.money(sub))]
        if reb:
            small.append((cj.pick(rng, "返利抵扣|年度返利|优惠"), f"-{cj.money(reb)}"))
        if frt:
            small.append(("运费", cj.money(frt)))
        small.append(("其中税额", cj.money(tax)))
        for lb, v in small:
            pdf.text(rx, yy, lb, 8.2, colour=GREY)
            pdf.text(right, yy, v, 8.2, align="r")
            yy += 13
        lab = cj.pick(rng, "订单总额（元）|订单金额合计|总金额（含税）|采购总额")
        if rng.random() < 0.55:
            pdf.rect(rx - 6, yy - 6, right - rx + 10, 40, stroke=blue, lw=0.9)
            pdf.text(rx, yy + 8, lab, 8.8, bold=True, colour=blue)
            pdf.text(right - 2, yy + 26, f"¥{cj.money(total)}", 13, align="r", bold=True)
            yy += 44
        else:
            pdf.text(rx, yy + 4, f"{lab}：", 9.2, bold=True, colour=blue)
            pdf.text(right, yy + 4, f"¥{cj.money(total)}", 10.5, align="r", bold=True)
            yy += 20
        if rng.random() < 0.3:
            pct = rng.choice([20, 30, 50])
            pre = r2(total * pct / 100)
            pdf.text(rx, yy + 2, f"已预付（{pct}%）", 8.2, colour=GREY)
            pdf.text(right, yy + 2, cj.money(pre), 8.2, align="r", colour=GREY)
            pdf.text(rx, yy + 15, "待付尾款", 8.2, colour=GREY)
            pdf.text(right, yy + 15, cj.money(total - pre), 8.2, align="r", colour=GREY)
            yy += 28
        y = max(yy, y + 20)
    else:
        y += 16
        pdf.text(m, y, "价格按年度采购协议执行，以供应商开具发票金额为准。", 8.4)
        y += 14
    if y + 70 > bottom:
        y = brk()
    y += 10
    for t in [
        "备注：送货须附送货单并注明采购订单号；电子面单须符合行业标准，条码可识别率≥99.5%。",
        f"审批状态：已审批（{cj.person(rng)} → {cj.person(rng)}）　币种：人民币",
    ]:
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    y += 18
    for k, lb in enumerate(["制单", "审核", "批准", "供应商确认"]):
        pdf.text(m + k * wd / 4, y, f"{lb}：", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_zh_kuaidi_wangdian_haocai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kd)


# --------------------------------------------------------------------------- 3 zh-Hant (HK) floral design company's flower order to a wholesaler

HF_BUY = [
    ("花語", "Floriography"),
    ("綠野", "Green Meadow"),
    ("晴空", "Clear Sky"),
    ("小花園", "Little Garden"),
    ("花之戀", "Fleur Amour"),
    ("繁花", "Blossom House"),
    ("朝露", "Morning Dew"),
    ("芳庭", "Fragrant Court"),
    ("若草", "Wakakusa"),
    ("月見", "Moonlit"),
]
HF_SB = "旺角 太子 嘉盛 永興 百合 金記 利源 聯發 好時 新興 萬紫 花城".split()
HF_SUP_FORMED = [
    "{s}花卉貿易有限公司",
    "{s}鮮花批發有限公司",
    "{s}園藝有限公司",
    "{s}花卉進出口有限公司",
]
HF_SUP_BARE = ["{s}花店", "{s}鮮花批發", "{s}花卉行"]
HF_HOTEL = ["港島{x}酒店", "尖沙咀{x}酒店", "{x}會所", "{x}中心宴會廳", "{x}海景酒店"]
HF_X = "海灣 帝景 君悅 麗晶 維港 半島 凱旋 皇庭 翠峰 明珠".split()
HF_ITEMS = [
    ("荷蘭玫瑰", "荷蘭", "紅 60cm 20枝", "扎", 180, 320),
    ("厄瓜多爾玫瑰", "厄瓜多爾", "白 70cm 25枝", "扎", 260, 420),
    ("繡球花", "哥倫比亞", "藍/白 單枝", "枝", 38, 68),
    ("蝴蝶蘭", "台灣", "白 雙梗 盆", "盆", 160, 320),
    ("洋桔梗", "日本", "淺紫 10枝", "扎", 120, 220),
    ("滿天星", "雲南", "白 大扎", "扎", 60, 120),
    ("芍藥", "荷蘭", "粉紅 10枝", "扎", 280, 480),
    ("鬱金香", "荷蘭", "混色 10枝", "扎", 95, 160),
    ("尤加利葉", "澳洲", "銀圓葉 扎", "扎", 55, 95),
    ("香水百合", "雲南", "白 5枝", "扎", 85, 150),
    ("康乃馨", "肯雅", "粉 20枝", "扎", 70, 120),
    ("花泥", "意大利", "濕泥 20塊/箱", "箱", 180, 260),
    ("絲帶", "本地", "38mm×50碼", "卷", 28, 55),
]


def _hf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    zh, en_ = rng.choice(HF_BUY)
    buyer = f"{zh}花藝設計有限公司"
    buyer_en = f"{en_} Floral Design Limited"
    sup = bare_or(rng, HF_SUP_FORMED, HF_SUP_BARE, 0.3).format(s=rng.choice(HF_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO-{y}{m}-{n3}|PO{Y}{n4}|{y}-{n4}|FD/PO/{n5}")
    job = cj.number(rng, d, "EV-{y}{n3}|JOB{n4}|W{y}{m}{n2}")
    qt = cj.number(rng, d, "Q{y}{m}{n3}|報價{n4}")
    stated = stated_of(rng)
    page = [1]
    beside = rng.random() < 0.5
    pink = rng.choice([Color(0.65, 0.2, 0.4), Color(0.2, 0.45, 0.35), Color(0.35, 0.3, 0.55)])
    hk = lambda v: f"HK${cj.money(v)}"  # noqa: E731

    ftxt1 = f"{buyer_en}  Tel {cj.hk_tel(rng)}  info@{en_.lower().replace(' ', '')}.com.hk"

    def foot() -> None:
        s_ = f"第{page[0]}頁／共{of}頁  Page {page[0]} of {of}" if of else f"第{page[0]}頁"
        pdf.text(right, pdf.h - 24, s_, 7.2, align="r", colour=GREY)
        pdf.text(
            m,
            pdf.h - 24,
            ftxt1,
            7,
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"採購單 PURCHASE ORDER {po}（續 continued）", 9, bold=True, colour=pink)
        return 46

    pdf.text(m, 42, buyer, 15, bold=True, colour=pink)
    pdf.text(m, 56, buyer_en, 9.4)
    pdf.text(
        m,
        68,
        f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 200)}號{rng.randint(3, 22)}樓{rng.choice('ABCDEF')}室　電話 {cj.hk_tel(rng)}",
        7.6,
        colour=GREY,
    )
    y = 94
    if beside:
        pdf.text(m, y, f"採購單 PURCHASE ORDER　{po}", 14, bold=True)
    else:
        pdf.text(
            pdf.w / 2,
            y,
            cj.pick(rng, "採購單 PURCHASE ORDER|訂貨單 PURCHASE ORDER|採購訂單"),
            14,
            align="c",
            bold=True,
        )
    pdf.line(m, y + 6, right, y + 6, lw=0.8, colour=pink)
    y += 22
    lab = cj.pick(rng, "致 To：|供應商 Supplier：|致：")
    pdf.text(m, y, lab, 8.6, colour=GREY)
    sx = m + (0 if rng.random() < 0.5 else 14)
    rows = [
        sup,
        f"九龍太子花墟道{rng.randint(2, 60)}號地舖"
        if rng.random() < 0.6
        else f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 200)}號",
        f"電話 Tel：{cj.hk_tel(rng)}　傳真 Fax：{cj.hk_tel(rng)}",
        f"聯絡人 Attn：{cj.pick(rng, '陳生|李小姐|黃太|何先生|張小姐|Ken|Mandy')}",
    ]
    yy = y + 16
    for k, s_ in enumerate(rows):
        pdf.text(sx, yy, s_, 10 if k == 0 else 8.4, bold=k == 0)
        yy += 14
    hotel = rng.choice(HF_HOTEL).format(x=rng.choice(HF_X))
    dd = cj.later(rng, d, 2, 12)
    kv = []
    if not beside:
        kv.append((cj.pick(rng, "採購單編號 PO No.|訂單編號 Order No.|PO No."), po))
    kv += [
        ("日期 Date", cj.fdate(d, "hk")),
        ("工作編號 Job No.", job),
        ("報價單 Quotation", qt),
        (
            "送貨日期 Delivery",
            f"{cj.fdate(dd, 'hk')} {rng.choice(['07:00', '08:30', '10:00', '14:00'])}",
        ),
        ("付款 Terms", cj.pick(rng, "月結 30 天|C.O.D.|貨到付款|月結 60 天")),
    ]
    kx = m + wd * 0.55
    ky = y
    for k, v in kv:
        pdf.text(kx, ky, k, 7.8, colour=GREY)
        pdf.text(
            right, ky, v, 8.4, align="r", bold=k.startswith(("採購單編號", "訂單編號", "PO No."))
        )
        ky += 14
    y = max(yy, ky) + 6
    pdf.rect(m, y, wd, 20, fill=PALE, stroke=None)
    pdf.text(
        m + 6,
        y + 13.5,
        f"活動 Event：{hotel} {cj.pick(rng, '婚宴|開幕典禮|週年晚宴|新品發佈會|聖誕佈置')}　送貨至：{hotel}{cj.pick(rng, '宴會廳後門|卸貨區|地庫貨倉')}",
        8.2,
        maxw=wd - 12,
    )
    y += 28
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12], [34, 42])
    lines = draw(
        rng,
        HF_ITEMS,
        n,
        [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30],
        ["（加急）", "（備用）", "（第二場）"],
        places=0,
    )
    body = [
        ([str(i), it[0], it[1], it[2], qf(q), it[3], cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:6], "", ""], ZERO) for c, _ in body]
    ws = cj.rel(wd, [5, 19, 12, 18, 8, 7, 13, 15])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        [
            "項目",
            "花材 Item",
            "產地 Origin",
            "規格 Spec",
            "數量 Qty",
            "單位",
            "單價 HK$",
            "金額 HK$",
        ],
        body,
        "cllcrcrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([5, 8, 10])) / 100) if rng.random() < 0.4 else ZERO
    dlv = Decimal(rng.choice([150, 200, 280, 350])) if rng.random() < 0.6 else ZERO
    total = sub - disc + dlv
    if y + 120 > bottom:
        y = brk()
    y += 16
    if stated:
        rx = right - 210
        rows_ = [("小計 Subtotal", hk(sub))]
        if disc:
            rows_.append(("折扣 Discount", f"-{hk(disc)}"))
        if dlv:
            rows_.append(("運費 Delivery", hk(dlv)))
        for lb, v in rows_:
            pdf.text(rx, y, lb, 8.4)
            pdf.text(right, y, v, 8.4, align="r")
            y += 14
        dep = rng.random() < 0.35
        if dep:
            lb = cj.pick(rng, "總計 Grand Total|總額 Total|合計 Total")
        else:
            lb = cj.pick(rng, "總額 Total|總計 Grand Total|應付金額 Amount Due|Total Amount 總金額")
        pdf.line(rx, y - 8, right, y - 8, lw=0.5)
        pdf.text(rx, y + 4, lb, 9.6, bold=True)
        pdf.text(right, y + 4, hk(total), 10.4, align="r", bold=True)
        y += 20
        if dep:
            dv = r2(total * Decimal(rng.choice([30, 50])) / 100)
            pdf.text(rx, y, "已付訂金 Deposit Paid", 8.4, colour=GREY)
            pdf.text(right, y, f"-{hk(dv)}", 8.4, align="r", colour=GREY)
            pdf.text(rx, y + 14, "餘額 Balance", 8.4, colour=GREY)
            pdf.text(right, y + 14, hk(total - dv), 8.4, align="r", colour=GREY)
            y += 28
    else:
        pdf.text(
            m,
            y,
            "價格按當日花墟批發價計算，請於送貨單列明價錢。Prices at market rate on the day of delivery.",
            8.2,
            maxw=wd,
        )
        y += 16
    y += 6
    for t in [
        "※ 花材須於送貨當日早上剪枝保鮮，到貨時不合規格者恕不收貨。",
        "※ 請於發票及送貨單上註明本採購單編號。Please quote our PO number on all invoices.",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 34
    half = (wd - 30) / 2
    pdf.line(m, y, m + half, y, lw=0.5)
    pdf.line(m + half + 30, y, right, y, lw=0.5)
    pdf.text(m, y + 12, f"授權簽署 Authorised Signature（{buyer}）", 7.6, maxw=half)
    pdf.text(m + half + 30, y + 12, "供應商確認 Supplier Acknowledgement", 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_hk_huayi_xianhua_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hf)


# --------------------------------------------------------------------------- 4 ja broadcaster's equipment order (boxed header grid, sum box above the lines)

HS_P = "北陸 瀬戸内 南九州 みちのく 信州 東海 湘南 びわ湖 上州 山陰 房総 十勝".split()
HS_BUY = [
    "株式会社{p}放送",
    "{p}テレビ株式会社",
    "{p}放送株式会社",
    "{p}ケーブルテレビ株式会社",
    "株式会社エフエム{p}",
]
HS_SB = "光映 東和 日放 三和 栄光 丸菱 昭和 共立 協和 双葉 大洋 富士見".split()
HS_ST = ["映像システム", "放送機器", "音響", "エンジニアリング", "テクノ", "電子", "ビジョン"]
HS_DEPT = [
    "技術局 制作技術部",
    "報道局 報道技術部",
    "技術局 送出部",
    "編成局 制作部",
    "技術局 技術管理部",
]
HS_ITEMS = [
    ("ワイヤレスマイク送信機", "WX-{n}", "台", 68000, 142000),
    ("放送用ズームレンズ", "HJ{n}", "本", 980000, 2400000),
    ("3G-SDIケーブル", "5C-FB L-{n}", "本", 3800, 9600),
    ("業務用モニター 17型", "LMD-{n}", "台", 180000, 340000),
    ("Vマウントバッテリー", "BP-{n}", "個", 38000, 72000),
    ("カメラ三脚システム", "TR-{n}", "式", 240000, 520000),
    ("LED照明 バイカラー", "LL-{n}", "台", 52000, 128000),
    ("SDIルーター 32×32", "RT-{n}", "台", 860000, 1600000),
    ("インカム ベルトパック", "IC-{n}", "台", 42000, 96000),
    ("編集ソフトウェア 年間ライセンス", "ED-{n}", "式", 98000, 220000),
    ("メモリーカード 256GB", "MC-{n}", "枚", 28000, 54000),
    ("保守点検作業", "年次点検", "式", 150000, 420000),
]
HS_CASE = [
    "夕方ニュース 中継機材更新",
    "スタジオB 改修",
    "参院選 開票特番",
    "高校野球中継",
    "マスター設備更新",
    "ロケ用機材増強",
]


def _hs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 58
    buyer = rng.choice(HS_BUY).format(p=rng.choice(HS_P))
    dept = rng.choice(HS_DEPT)
    b, t = rng.choice(HS_SB), rng.choice(HS_ST)
    sup = rng.choice([f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"{b}{t}"])
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}-{n4}|HC{y}{m}{n3}|GJ-{y}{n4}|{y}{m}{n4}")
    mit = cj.number(rng, d, "Q{y}{n5}|見-{n4}|{n7}")
    case_no = cj.number(rng, d, "AN-{y}{n3}|P{y}-{n3}")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["reiwa", "slash", "cn"])
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|発注書番号")
    ink = rng.choice([Color(0.1, 0.25, 0.55), Color(0.45, 0.1, 0.15), black])

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 26, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{buyer} {dept}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"発注書（続き）　{po_lab}：{po}", 8.8)
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
    y = 72
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, "御中", 11)
    pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
    pdf.text(m, y + 20, "下記のとおり発注いたします。", 8.6)
    pdf.text(m, y + 34, f"ご担当：{cj.person(rng, 'ja')} 様", 8, colour=GREY)
    pdf.text(right, y, buyer, 10.4, align="r", bold=True)
    pdf.text(right, y + 14, dept, 8.4, align="r")
    pdf.text(right, y + 27, cj.ja_addr(rng), 7.4, align="r", colour=GREY)
    pdf.text(
        right,
        y + 38,
        f"TEL {cj.ja_tel(rng)}　担当 {cj.person(rng, 'ja')}",
        7.4,
        align="r",
        colour=GREY,
    )
    if rng.random() < 0.6:
        pdf.stamp(right - 20, y + 8, buyer.replace("株式会社", "")[:4], rng, shape="rect", r=18)
    y += 54
    cells = [
        (po_lab, po, 18),
        ("発注日", cj.fdate(d, ds), 18),
        (cj.pick(rng, "御見積番号|見積番号|見積No."), mit, 16),
        ("案件", f"{case_no} {rng.choice(HS_CASE)}", 30),
        ("納期", cj.fdate(cj.later(rng, d, 10, 60), ds), 18),
    ]
    first, rest = cells[:3], cells[3:]
    rng.shuffle(first)
    cells = first + rest
    ws = cj.rel(wd, [c[2] for c in cells])
    y = cgrid(pdf, m, y, ws, [c[0] for c in cells], [c[1] for c in cells]) + 10
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 7, 8], [28, 34])
    lines = draw(
        rng,
        HS_ITEMS,
        n,
        [1, 1, 2, 2, 3, 4, 5, 10, 20],
        ["（予備）", "（中継車用）", "（サブ用）"],
        places=0,
    )
    lines = [
        (it, q, p // 100 * 100 if p > 20000 else p, q * (p // 100 * 100 if p > 20000 else p))
        for it, q, p, _ in lines
    ]
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub + tax
    style = rng.choice([0, 1, 2])
    tot_s = [f"¥{yen(total)}-", f"￥{yen(total)}", f"{yen(total)}円"][style]
    top_box = stated and rng.random() < 0.55
    if top_box:
        bw = [120, 170]
        pdf.rect(m, y, bw[0], 26, fill=PALE, stroke=ink)
        pdf.rect(m + bw[0], y, bw[1], 26, stroke=ink)
        pdf.text(
            m + bw[0] / 2,
            y + 17,
            cj.pick(rng, "ご発注金額（税込）|発注金額合計|合計金額（税込）"),
            9,
            align="c",
            bold=True,
        )
        pdf.text(m + bw[0] + bw[1] - 8, y + 18, tot_s, 13, align="r", bold=True)
        pdf.line(m + bw[0] + 6, y + 22, m + sum(bw) - 6, y + 22, lw=0.4)
        y += 36
    body = [
        (
            [
                str(i),
                it[0],
                it[1].format(n=rng.randint(100, 9999)),
                qf(q),
                it[2],
                yen(p) if stated else "",
                yen(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 31, 16, 8, 6, 16, 18]),
        ["No.", "品名", "型番・仕様", "数量", "単位", "単価（円）", "金額（円）"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        ws2 = [95, 115]
        rows_ = [
            ("小計", yen(sub)),
            ("消費税（10%）", yen(tax)),
            (cj.pick(rng, "合計|合計金額|総合計（税込）"), tot_s),
        ]
        for k, (lb, v) in enumerate(rows_):
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lb, v],
                "lr",
                h=18,
                size=8.6,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
    else:
        pdf.text(m, y + 10, "金額は別途御見積書に基づき、検収後に精算いたします。", 8.6)
        y += 18
    y += 14
    notes = [
        f"納入場所：{buyer.replace('株式会社', '')} 本社 {cj.pick(rng, '第2スタジオ|技術倉庫|マスター室|中継車庫')}",
        f"支払条件：{cj.pick(rng, '月末締め翌月末払い|検収月末締め翌々月15日払い|検収後60日以内')}",
        "請求書には必ず発注番号をご記載ください。",
    ]
    pdf.text(m, y, "備考", 8.4, bold=True)
    y += 4
    for t_ in notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 10, y + 10, t_, 7.8)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 14
    bw_ = 44
    for k, lb in enumerate(["局長", "部長", "担当", "検収"]):
        x = right - (4 - k) * bw_
        pdf.rect(x, y, bw_, 14, fill=PALE, stroke=black)
        pdf.rect(x, y + 14, bw_, 34, stroke=black)
        pdf.text(x + bw_ / 2, y + 10, lb, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_ja_hosokyoku_kizai_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hs)


# --------------------------------------------------------------------------- 5 en-AU Aboriginal art centre's art-materials order

AC_PLACE = "Yalkarra|Mungkarta|Warrakurna|Ngarrindji|Kunmanara|Tjilpi Creek|Barrawindi|Milyakburra|Yuendumu Road|Kalkaringi Bore".split(
    "|"
)
AC_BUY = [
    "{p} Arts Aboriginal Corporation",
    "{p} Art Centre",
    "{p} Artists Aboriginal Corporation",
    "{p} Women's Art Centre Inc.",
]
AC_A = "Riverside|Southern Cross|Eckersley|Derwent|Banksia|Goldfields|Tasman|Kimberley|Hawthorn|Coolabah|Red Gum|Ironbark".split(
    "|"
)
AC_SUP_FORMED = [
    "{a} Art Supplies Pty Ltd",
    "{a} Artist Materials Pty Ltd",
    "{a} Canvas Co. Pty Ltd",
    "{a} Fine Art Pty. Ltd.",
    "{a} Framing & Supplies Pty Ltd",
]
AC_SUP_BARE = ["{a} Art Supplies", "The {a} Art Shop", "{a} Canvas Co."]
AC_CITY = [
    "Alice Springs NT 0870",
    "Darwin NT 0800",
    "Adelaide SA 5000",
    "Fremantle WA 6160",
    "Brunswick VIC 3056",
    "Fortitude Valley QLD 4006",
    "Marrickville NSW 2204",
]
AC_ITEMS = [
    ("Belgian linen roll, primed, 2.1 m x 10 m", "roll", 420, 780),
    ("Stretched canvas 90 x 120 cm, 38 mm deep", "each", 48, 92),
    ("Artist acrylic 1 L, assorted earth colours", "each", 28, 46),
    ("Artist acrylic 500 ml, titanium white", "each", 16, 28),
    ("Round brush set, synthetic, sizes 0-6", "set", 22, 48),
    ("Acrylic gesso 4 L", "tub", 68, 115),
    ("Gloss varnish 1 L", "each", 32, 58),
    ("Printmaking paper 56 x 76 cm, 300 gsm", "sheet", 6.5, 14),
    ("Linocut block 30 x 40 cm", "each", 9, 18),
    ("Cotton duck canvas roll 1.5 m x 10 m", "roll", 160, 290),
    ("Palette knives, stainless (pack of 5)", "pack", 14, 29),
    ("Archival tissue and glassine (pack)", "pack", 24, 45),
]


def _ac(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    place = rng.choice(AC_PLACE)
    buyer = rng.choice(AC_BUY).format(p=place)
    a1 = rng.choice(AC_A)
    sup = bare_or(rng, AC_SUP_FORMED, AC_SUP_BARE, 0.25).format(a=a1)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO####", "#####", f"PO-{dt:%y}-###", "AC####", f"{dt.year}-####"])
    )
    grant = la.digits(rng, rng.choice(["IVAIS ####-##", "Grant G###", "Project P-###"]))
    quote = la.digits(rng, rng.choice(["Q######", "Quote ####", "Web order #######"]))
    stated = stated_of(rng)
    page = [1]
    in_title = rng.random() < 0.5
    po_lab = la.pick(rng, "PO Number|Order No.|Purchase Order No.|PO #")
    abn = la.digits(rng, "## ### ### ###")
    green = rng.choice([(0.55, 0.25, 0.1), (0.15, 0.3, 0.25), (0.3, 0.3, 0.3)])

    ftxt2 = f"{buyer} · ABN {abn} · PMB {rng.randint(10, 200)}, via {rng.choice(['Alice Springs', 'Katherine', 'Tennant Creek', 'Kununurra'])}"

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            ftxt2,
            6.8,
            grey=0.4,
        )
        d.t(
            r, d.h - 34, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Purchase Order {po} (continued)", 9, b=True)
        return 58

    d.c.setFillColorRGB(*green)
    d.c.rect(m, d.h - 66, 8, 34, stroke=0, fill=1)
    d.t(m + 16, 46, buyer, 14, b=True)
    d.t(
        m + 16,
        60,
        f"ABN {abn} · ph (08) {la.digits(rng, '#### ####')} · art@{place.lower().replace(' ', '')}arts.org.au",
        7.6,
        grey=0.35,
    )
    if in_title:
        d.t(r, 46, f"PURCHASE ORDER {po}", 13, b=True, al="r")
        d.t(r, 60, f"Date: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    else:
        d.t(r, 46, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 14, b=True, al="r")
    y = 86
    lab = la.pick(rng, "Vendor|To|Supplier|")
    sy = y
    if lab:
        d.t(m, sy + 8, lab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.randint(1, 300)} {rng.choice(['Todd Street', 'Smith Street', 'Stuart Highway', 'Parry Street', 'Sydney Road', 'Ann Street'])}",
            rng.choice(AC_CITY),
            f"ABN {la.digits(rng, '## ### ### ###')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kx = m + wd * 0.55
    kv = []
    if not in_title:
        kv.append((po_lab, po))
        kv.append(("Order date", la.dfmt(dt, rng.choice(["dmy", "long_en"]))))
    kv += [
        ("Your quote", quote),
        ("Supplier account", la.digits(rng, "AC-#####")),
        ("Grant / project code", grant),
        ("Cost centre", la.digits(rng, "###-##")),
    ]
    yy = y
    for k, v in kv:
        d.t(kx, yy + 8, k, 8, b=True)
        d.t(r, yy + 8, v, 8.2, al="r")
        yy += 12
    y = max(sy, yy) + 10
    d.box(m, y, wd, 42, fill=0.95, stroke=False)
    d.t(m + 6, y + 11, la.pick(rng, "Deliver to|Ship to|Delivery address"), 8, b=True)
    d.t(
        m + 6,
        y + 23,
        f"{buyer}, {rng.randint(1, 40)} Community Road, {place} Community NT 08{rng.randint(50, 79)}",
        8.2,
    )
    d.t(
        m + 6,
        y + 35,
        f"Via {rng.choice(['Alice Springs', 'Katherine', 'Darwin'])} freight depot – attention {rng.choice(['Sarah', 'Kylie', 'Ben', 'Jodie', 'Matt'])} (Art Centre Manager). Road may close in the wet.",
        7.6,
        grey=0.25,
        maxw=wd - 12,
    )
    y += 52
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 11], [30, 38])
    lines = draw(
        rng,
        AC_ITEMS,
        n,
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50],
        ["(spare)", "(workshop)", "(school holiday program)"],
    )
    body = [
        ([la.digits(rng, "@@-####"), it[0], qf(q), it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    cols = [
        ("Code", 0.11, "l"),
        ("Description", 0.45, "l"),
        ("Qty", 0.08, "r"),
        ("Unit", 0.09, "l"),
        ("Unit price", 0.13, "r"),
        ("Amount", 0.14, "r"),
    ]
    if rng.random() < 0.4:
        order = [1, 0, 2, 3, 4, 5]
        cols = [cols[k] for k in order]
        body = [([c[k] for k in order], a) for c, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * c[1] for c in cols],
        [c[0] for c in cols],
        body,
        "".join(c[2] for c in cols),
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    frt = Decimal(rng.randint(180, 950)) if rng.random() < 0.8 else ZERO
    gst = r2((sub + frt) * Decimal("0.1"))
    total = sub + frt + gst
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal (ex GST)", f"${en2(sub)}", False)]
        if frt:
            rows.append(("Freight (remote)", f"${en2(frt)}", False))
        rows.append(("GST 10%", f"${en2(gst)}", False))
        lab = la.pick(rng, "TOTAL ORDER|Order Total (inc GST)|Total PO Value|Total AUD|Amount Due")
        if rng.random() < 0.35:
            y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6)
            d.t(m + wd * 0.56, y + 12, lab, 9.6, b=True)
            d.t(r - 3, y + 28, f"${en2(total)}", 12, b=True, al="r")
            d.line(m + wd * 0.56, y + 33, r - 3, y + 33, 0.8)
            y += 40
        else:
            rows.append((lab, f"${en2(total)}", True))
            y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per {quote}; freight to be confirmed by the carrier and invoiced at cost.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Please quote our PO number on your invoice and packing slip. Pack paints in sealed tubs – freight travels on unsealed roads.",
        "Invoices to accounts@"
        + place.lower().replace(" ", "")
        + "arts.org.au. Payment 30 days EOM by EFT.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw_ = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw_,
        f"Authorised by: {rng.choice(['Art Centre Manager', 'Chairperson', 'Studio Coordinator'])}",
    )
    d.sign(m + sw_ + 20, y, sw_, "Approved (Board delegate)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_en_au_art_centre_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ac)


# --------------------------------------------------------------------------- 6 en-IE machinery dealer's order acknowledgement

MD_N = "Brennan|Kehoe|Fitzgerald|Doyle|Moran|Quinlan|Hennessy|Cullinan|Delaney|Gaffney|Mulcahy|Tierney|Keogh|Lenihan|Dunne".split(
    "|"
)
MD_TOWN = "Carlow|Enniscorthy|Mallow|Tullamore|Athenry|Nenagh|Kilkenny|Thurles|Cavan|Ballinasloe|Mullingar|Dungarvan".split(
    "|"
)
MD_COUNTY = {
    "Carlow": "Co. Carlow",
    "Enniscorthy": "Co. Wexford",
    "Mallow": "Co. Cork",
    "Tullamore": "Co. Offaly",
    "Athenry": "Co. Galway",
    "Nenagh": "Co. Tipperary",
    "Kilkenny": "Co. Kilkenny",
    "Thurles": "Co. Tipperary",
    "Cavan": "Co. Cavan",
    "Ballinasloe": "Co. Galway",
    "Mullingar": "Co. Westmeath",
    "Dungarvan": "Co. Waterford",
}
MD_SUP_FORMED = [
    "{n} Farm Machinery Ltd",
    "{n} Agri Sales Limited",
    "{n} Tractors & Machinery Ltd",
    "{n} & Sons (Machinery) Ltd",
    "{t} Agri Centre Ltd",
]
MD_SUP_BARE = ["{n} Agri", "{n} Machinery", "{t} Tractor Services"]
MD_CUST = [
    "{n} Agri Contracting Ltd",
    "{n} Farms",
    "{f} {n}",
    "{n} Plant Hire & Agri Ltd",
    "{t} Co-operative Livestock Mart",
]
MD_F = "Seán|Pádraig|Michael|John|Declan|Aoife|Niall|Ciarán|Tom|Eamon".split("|")
MD_ITEMS = [
    ("New tractor 145 hp, 6-cylinder, CVT, front linkage", "23", 118000, 164000),
    ("Front loader with parallel linkage and bucket", "23", 14500, 22500),
    ("Slurry tanker 2,500 gal, trailing shoe", "23", 28000, 41000),
    ("Mower conditioner 3.2 m, rear mounted", "23", 18500, 26500),
    ("Round baler, net wrap, 14-knife cutter", "23", 42000, 61000),
    ("Hedge cutter 5.6 m reach", "23", 11800, 17500),
    ("Bale handler / squeeze", "23", 1450, 2600),
    ("Pre-delivery inspection and delivery", "23", 450, 1200),
    ("GPS guidance receiver and display", "23", 6800, 12500),
    ("Annual service contract (labour)", "13.5", 690, 1450),
    ("Wearing parts kit (tines, blades)", "23", 380, 940),
]


def _md(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    n1, n2 = rng.sample(MD_N, 2)
    town = rng.choice(MD_TOWN)
    sup = bare_or(rng, MD_SUP_FORMED, MD_SUP_BARE, 0.25).format(n=n1, t=town)
    cust = rng.choice(MD_CUST).format(n=n2, f=rng.choice(MD_F), t=rng.choice(MD_TOWN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            ["PO-####", "#####", f"{n2[:3].upper()}/{dt:%y}/###", "P0####", f"PO{dt:%y}###"]
        ),
    )
    so = la.digits(rng, rng.choice(["SO-######", "Sales Order ######", "SO#####"]))
    qt = la.digits(rng, rng.choice(["QU-#####", "Quote #####"]))
    acct = la.digits(rng, rng.choice(["@@@###", "C#####"]))
    stated = stated_of(rng)
    page = [1]
    vat_no = la.digits(rng, "IE#######@")
    cro = la.digits(rng, "######")
    iban = la.digits(rng, "IE## @@@@ #### #### #### ##")

    bk, bic = rng.choice(
        [("AIB", "AIBKIE2D"), ("Bank of Ireland", "BOFIIE2D"), ("PTSB", "IPBSIE2D")]
    )
    ftxt3 = f"Bank: {bk} {town} · IBAN {iban} · BIC {bic}"

    def foot() -> None:
        d.line(m, d.h - 54, r, d.h - 54, 0.4)
        d.t(
            m,
            d.h - 44,
            f"{sup} · Registered in Ireland No. {cro} · VAT No. {vat_no}",
            6.8,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 34,
            ftxt3,
            6.8,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 34,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{sup} – Order Acknowledgement {so} (continued)", 9, b=True)
        return 58

    d.t(m, 48, sup, 16, b=True)
    d.lines(
        m,
        54,
        [
            f"{la.pick(rng, 'Dublin Road|Athy Road|Cork Road|Industrial Estate|Limerick Road')}, {town}, {MD_COUNTY[town]}, {la.digits(rng, '@## @#@#')}",
            f"Tel 0{la.digits(rng, '## ### ####')} · sales@{sup.split()[0].lower()}machinery.ie",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "ORDER ACKNOWLEDGEMENT|Order Acknowledgement|SALES ORDER CONFIRMATION")
    d.t(r, 48, title, 12, b=True, al="r")
    y = 90
    cw = (wd - 16) / 2
    d.box(m, y, cw, 74)
    d.t(m + 5, y + 11, la.pick(rng, "Customer|Sold to|Invoice to"), 7.8, b=True, grey=0.3)
    d.lines(
        m + 5,
        y + 15,
        [
            cust,
            f"{rng.choice(['Ballyhale', 'Kilmacow', 'Rathcoole', 'Clonmore', 'Gortnahoe'])}, {rng.choice(list(MD_COUNTY.values()))}",
            f"Account No. {acct}",
            f"Herd / VAT No. {la.digits(rng, 'IE#######@')}",
        ],
        8.4,
        b_first=True,
        lead=11,
    )
    x2 = m + cw + 16
    d.box(x2, y, cw, 74, fill=0.95)
    kv = [
        (la.pick(rng, "Our Sales Order No.|Sales Order|Our Ref."), so),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "long_en"]))),
        (la.pick(rng, "Your Order No.|Customer PO No.|Your Ref. (PO)|Your Purchase Order"), po),
        ("Quotation", qt),
        ("Salesperson", f"{rng.choice(MD_F)} {rng.choice(MD_N)}"),
    ]
    if rng.random() < 0.4:
        kv[0], kv[2] = kv[2], kv[0]
    for i, (k, v) in enumerate(kv):
        d.t(x2 + 5, y + 13 + i * 13, k, 7.8, b=True)
        d.t(x2 + cw - 5, y + 13 + i * 13, v, 8.2, al="r")
    y += 86
    y = wrapped(
        d,
        m,
        y,
        "Thank you for your order, which we are pleased to acknowledge on the terms below. Delivery is subject to availability from the manufacturer.",
        8.4,
        wd,
    )
    y += 4
    n = n_lines(rng, [1, 2, 3, 4, 5, 6], [26, 32])
    lines = draw(rng, MD_ITEMS, n, [1, 1, 1, 2, 4], ["(second unit)", "(demo)", "(spare)"])
    lines = [
        (it, q, p, r2(q * p))
        for it, q, p in [
            (it, q, p) if p < 5000 else (it, Decimal(1), Decimal(int(p) // 50 * 50))
            for it, q, p, _ in lines
        ]
    ]
    body = []
    for it, q, p, a in lines:
        ser = la.digits(rng, "@@@#######") if p > 5000 else ""
        body.append(
            ([it[0] + (f" – S/N {ser}" if ser else ""), qf(q), en2(p), f"{it[1]}%", en2(a)], a)
        )
    trade = ZERO
    if rng.random() < 0.4 and any(p > 50000 for _, _, p, _ in lines):
        trade = Decimal(rng.randint(18, 52) * 1000)
        body.append(
            (
                [
                    "Less trade-in allowance: used tractor, reg. " + la.digits(rng, "##-@@-####"),
                    "1",
                    f"-{en2(trade)}",
                    "23%",
                    f"-{en2(trade)}",
                ],
                -trade,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.52, 0.07, 0.15, 0.09, 0.17)],
        ["Description", "Qty", "Unit price €", "VAT", "Net €"],
        body,
        "lrrrr",
        size=7.8,
        rowh=16,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net23 = sum((a for it, q, p, a in lines if it[1] == "23"), ZERO) - trade
    net135 = sum((a for it, q, p, a in lines if it[1] != "23"), ZERO)
    v23 = r2(net23 * Decimal("0.23"))
    v135 = r2(net135 * Decimal("0.135"))
    total = net23 + net135 + v23 + v135
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Net amount", f"€{en2(net23 + net135)}", False),
            ("VAT @ 23%", f"€{en2(v23)}", False),
        ]
        if net135:
            rows.append(("VAT @ 13.5%", f"€{en2(v135)}", False))
        rows.append(
            (
                la.pick(rng, "TOTAL ORDER VALUE|Total incl. VAT|Order Total|TOTAL €"),
                f"€{en2(total)}",
                True,
            )
        )
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.8, box_last=True)
        if rng.random() < 0.45:
            dep = Decimal(rng.choice([2000, 5000, 10000]))
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
            "Price to be confirmed on the manufacturer's price list in force at the date of delivery; VAT at the applicable rate will be added.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Estimated delivery: week {rng.randint(1, 52)}. Title remains with {sup} until paid in full.",
        "Please check this acknowledgement and advise us within 5 days of any discrepancy. Quote your order number on all correspondence.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"For and on behalf of {sup}")
    d.sign(m + sw_ + 20, y, sw_, "Customer signature")
    foot()
    out = finish(d, "en", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind43_en_ie_machinery_dealer_order_ack(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _md)


# --------------------------------------------------------------------------- 7 de-CH road depot's order for de-icing salt and road equipment

WH_C = "Langenthal|Burgdorf|Lenzburg|Wohlen|Sursee|Einsiedeln|Davos|Herisau|Weinfelden|Bülach|Affoltern|Laufen|Sarnen|Stans|Altdorf".split(
    "|"
)
WH_K = "Bern|Luzern|Aargau|Schwyz|Graubünden|Thurgau|St. Gallen|Zürich|Obwalden|Uri".split("|")
WH_BUY = [
    "Kanton {k} – Tiefbauamt, Werkhof {c}",
    "Gemeinde {c} – Werkhof",
    "Stadt {c} – Tiefbau und Werkhof",
    "Strasseninspektorat {c}",
    "Nationalstrassen-Gebietseinheit {k} – Stützpunkt {c}",
]
WH_N = "Gerber|Zaugg|Bühlmann|Käser|Wüthrich|Aebischer|Inäbnit|Gisler|Herzog|Stucki|Rohrer|Imhof|Rüegg|Amstutz".split(
    "|"
)
WH_SUP_FORMED = [
    "{n} Kommunaltechnik AG",
    "{n} Strassenausrüstung AG",
    "{n} Signal GmbH",
    "{n} & Co. AG",
    "Salzhandel {n} AG",
    "{n} Winterdienst GmbH",
]
WH_SUP_BARE = ["{n} Landtechnik", "Sägerei {n}", "{n} Eisenwaren"]
WH_ITEMS = [
    ("Auftausalz lose, ab Silo", "t", 175, 235),
    ("Streusalz in Säcken 25 kg (Palette 1 t)", "t", 260, 340),
    ("Calciumchlorid Schuppen 25 kg", "Sack", 28, 42),
    ("Leitpfosten weiss, mit Reflektor", "Stk", 9.5, 16),
    ("Schneestangen Kunststoff 2 m", "Stk", 3.2, 6.5),
    ("Signaltafel «Glatteis» 90 cm", "Stk", 95, 160),
    ("Pflugschar Hardox für Schneepflug", "Stk", 420, 780),
    ("Strassenbesen Kehrwalze", "Stk", 380, 690),
    ("Warnweste Klasse 2, orange", "Stk", 14, 26),
    ("Splitt 3/6 mm gewaschen", "t", 48, 72),
    ("Salzsole 22 %, Lieferung Tank", "m³", 38, 62),
    ("Rundumleuchte LED 12/24 V", "Stk", 140, 260),
]


def _wh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    city = rng.choice(WH_C)
    kanton = rng.choice(WH_K)
    buyer = rng.choice(WH_BUY).format(c=city, k=kanton)
    n1, n2 = rng.sample(WH_N, 2)
    sup = bare_or(rng, WH_SUP_FORMED, WH_SUP_BARE, 0.25).format(n=n1)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["#####", f"WH-{dt:%y}-###", f"B{dt.year}-####", "45########", f"{dt:%y}/####"]),
    )
    rv = la.digits(rng, rng.choice(["RV-####-##", f"Rahmenvertrag Winterdienst {dt.year}/##"]))
    off = la.digits(rng, rng.choice(["Offerte Nr. ######", "Angebot ####"]))
    stated = stated_of(rng)
    page = [1]
    in_title = rng.random() < 0.5
    mark = "'" if rng.random() < 0.7 else "’"
    chf = lambda v: ch(v, mark)  # noqa: E731
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Bestellung Nr.|Unsere Bestellung")
    street = f"{rng.choice(['Werkhofstrasse', 'Industriestrasse', 'Bahnhofstrasse', 'Allmendweg'])} {rng.randint(1, 60)}"
    plz = la.digits(rng, "####")

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{buyer} · {street} · {plz} {city} · Rechnungen an: kreditoren@{city.lower().replace('ü', 'ue')}.ch",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(
            r, d.h - 38, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 58

    d.t(m, 46, buyer, 12.5, b=True)
    d.t(m, 58, f"{street}, {plz} {city} · Tel. 0{la.digits(rng, '## ### ## ##')}", 7.8, grey=0.3)
    y = 110
    d.t(m, y - 14, f"{buyer.split(' – ')[0]}, {street}, {plz} {city}", 6.4, grey=0.3, maxw=wd * 0.5)
    d.line(m, y - 11, m + wd * 0.5, y - 11, 0.3)
    rows = [sup]
    if rng.random() < 0.4:
        rows.append(f"{rng.choice(['Herr', 'Frau'])} {rng.choice(WH_N)}")
    rows += [
        f"{rng.choice(['Gewerbestrasse', 'Hauptstrasse', 'Dorfstrasse', 'Rütiweg'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '####')} {rng.choice(WH_C)}",
    ]
    d.lines(m, y, rows, 9.6, lead=12.5)
    ix = m + wd * 0.6
    kv = [] if in_title else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Rahmenvertrag", rv.replace("Rahmenvertrag ", "")),
        ("Ihre Offerte", off.split(" ", 1)[-1] if rng.random() < 0.5 else off),
        ("Kostenstelle", la.digits(rng, "####.###")),
        ("Kreditor-Nr.", la.digits(rng, "######")),
        ("Sachbearbeitung", f"{rng.choice(['R.', 'M.', 'S.', 'P.'])} {n2}"),
    ]
    yy = y - 10
    for k, v in kv:
        d.t(ix, yy + 8, k, 7.8, grey=0.3)
        d.t(r, yy + 8, v, 8, al="r", b=k == po_lab, maxw=r - ix - 70)
        yy += 11.5
    y = max(y + len(rows) * 12.5, yy) + 22
    if in_title:
        d.t(m, y, f"Bestellung {po}", 13, b=True)
    else:
        d.t(
            m,
            y,
            la.pick(rng, "Bestellung|Bestellung Winterdienstmaterial|Materialbestellung"),
            13,
            b=True,
        )
    y += 8
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren. Gestützt auf {rv} bestellen wir zur Lieferung an den Werkhof {city} (Anlieferung Mo–Fr 07.00–11.30 Uhr, Voranmeldung 24 h):",
        8.6,
        wd,
    )
    y += 4
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = draw(
        rng,
        WH_ITEMS,
        n,
        ["1", "2", "5", "10", "20", "24.5", "40", "50", "100"],
        ["(Reserve)", "(Aussenlager)", "(2. Lieferung)"],
    )
    lines = [
        (it, q, p, a)
        if it[1] in ("t", "m³") or q == int(q)
        else (it, Decimal(int(q)), p, r2(int(q) * p))
        for it, q, p, a in lines
    ]
    body = [
        ([str(i * 10), it[0], qf(q), it[1], chf(p), chf(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.07, 0.47, 0.1, 0.08, 0.13, 0.15)],
        ["Pos.", "Bezeichnung", "Menge", "Einh.", "Preis CHF", "Betrag CHF"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.3,
    )
    net = sum((a for *_, a in lines), ZERO)
    mwst = r2(net * Decimal("0.081"))
    raw = net + mwst
    total = r05(raw) if rng.random() < 0.5 else raw
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total netto", chf(net), False), ("MWST 8,1 %", chf(mwst), False)]
        if total != raw:
            rows_.append(("Rundung", chf(total - raw), False))
        lab = la.pick(rng, "Total CHF inkl. MWST|Bestelltotal|Gesamtbetrag CHF|Total Bestellung")
        if rng.random() < 0.4:
            y = d.summary(m + wd * 0.52, r - 3, y, rows_, 8.6)
            d.t(m + wd * 0.52, y + 12, lab, 9.4, b=True)
            d.t(r - 3, y + 27, f"CHF {chf(total)}", 11.5, b=True, al="r")
            d.line(m + wd * 0.52, y + 31, r - 3, y + 31, 0.6)
            d.line(m + wd * 0.52, y + 33, r - 3, y + 33, 0.6)
            y += 40
        else:
            rows_.append((lab, chf(total), True))
            y = d.summary(m + wd * 0.52, r - 3, y, rows_, 8.6, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäss {rv}; Verrechnung nach effektiv gelieferter Menge (Wiegeschein).",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Bitte auf Lieferschein und Rechnung unsere Bestellnummer angeben. Rechnungen ohne Bestellnummer werden retourniert.",
        "Zahlung 30 Tage netto. Es gelten die Allgemeinen Geschäftsbedingungen der öffentlichen Hand.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 20
    d.t(m, y, "Freundliche Grüsse", 8.6)
    d.t(
        m,
        y + 30,
        f"{rng.choice(['Leiter Werkhof', 'Strasseninspektor', 'Bereichsleiter Unterhalt'])}",
        8.2,
    )
    d.t(m + wd * 0.5, y + 30, "Visum Finanzen", 8.2)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_de_ch_werkhof_streusalz_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _wh)


# --------------------------------------------------------------------------- 8 fr-BE removals firm's order for packing material and lift hire

DM_N = "Lambert|Dubois|Renard|Hermans|Laurent|Servais|Mathieu|Lejeune|Dupont|Thiry|Gérard|Goffin|Noël|Collard|Baudoin".split(
    "|"
)
DM_BUY = [
    "Déménagements {n} SRL",
    "{n} Moving SA",
    "Transports & Déménagements {n} SRL",
    "Garde-Meubles {n} SA",
    "Déménagements {n} & Fils",
]
DM_SUP_FORMED = [
    "{n} Emballages SA",
    "Cartonnage {n} SRL",
    "{n} Packaging Belgium SA",
    "Location {n} SA",
    "{n} Lift SRL",
    "{n} Distribution SPRL",
]
DM_SUP_BARE = ["Établissements {n}", "{n} Frères", "Cartonnerie {n}"]
DM_V = "Liège|Namur|Charleroi|Mons|Wavre|Nivelles|Verviers|Arlon|Tournai|Louvain-la-Neuve|Gembloux|Huy".split(
    "|"
)
DM_ITEMS = [
    ("Carton déménagement double cannelure 55x35x35 (ballot de 25)", "ballot", 38, 62),
    ("Carton penderie avec barre", "pc", 9.5, 16),
    ("Carton livres 40x30x30 (ballot de 25)", "ballot", 29, 48),
    ("Papier bulle 1 m x 100 m", "rouleau", 22, 39),
    ("Couverture de protection matelassée 180x200", "pc", 6.5, 12),
    ("Film étirable 500 mm x 300 m", "rouleau", 9, 15),
    ("Adhésif imprimé au logo 50 mm x 66 m", "rouleau", 2.2, 4.1),
    ("Sangles à cliquet 5 m (lot de 4)", "lot", 19, 34),
    ("Housse matelas 2 personnes", "pc", 2.6, 5.2),
    ("Location monte-meubles 28 m avec opérateur", "jour", 290, 520),
    ("Chariot diable pneumatique", "pc", 75, 140),
    ("Papier de soie (rame 480 feuilles)", "rame", 18, 32),
]


def _dm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans|dejavu"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    n1, n2 = rng.sample(DM_N, 2)
    v = rng.choice(DM_V)
    buyer = rng.choice(DM_BUY).format(n=n1)
    sup = bare_or(rng, DM_SUP_FORMED, DM_SUP_BARE, 0.25).format(n=n2)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"BC-{dt.year}-####", "C#####", f"{dt:%y}/####", "ACH-######", f"BC{dt:%y}{dt:%m}##"]
        ),
    )
    dossier = la.digits(rng, rng.choice(["DOS-#####", f"D{dt:%y}-####", "Chantier ####"]))
    offre = la.digits(rng, rng.choice(["OF-#####", "Devis ######", "####/@@"]))
    stated = stated_of(rng)
    page = [1]
    sp = rng.random() < 0.35
    fm = fr_sp if sp else eu
    ent = la.digits(rng, "0###.###.###")

    ftxt4 = f"{buyer} · N° d'entreprise BE {ent} · RPM {v} · IBAN {la.digits(rng, 'BE## #### #### ####')}"

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            ftxt4,
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} — Bon de commande {po} (suite)", 9, b=True)
        return 58

    d.t(m, 46, buyer, 14, b=True)
    d.t(
        m,
        59,
        f"{rng.choice(['Rue de la Station', 'Chaussée de Louvain', 'Rue des Déménageurs', 'Zoning Industriel'])} {rng.randint(1, 200)}, {la.digits(rng, '####')} {v} · Tél. 0{la.digits(rng, '# ### ## ##')}",
        7.8,
        grey=0.3,
    )
    d.t(r, 46, la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE"), 14, b=True, al="r")
    y = 74
    cells = [
        ("N° de commande", po, 0.2),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "dot"])), 0.15),
        ("Dossier client", dossier, 0.19),
        ("Votre offre", offre, 0.17),
        ("Acheteur", f"{rng.choice(['M.', 'Mme'])} {rng.choice(DM_N)}", 0.29),
    ]
    rng.shuffle(cells)
    y = (
        d.grid(m, y, [wd * c[2] for c in cells], [c[0] for c in cells], [c[1] for c in cells], 8.4)
        + 12
    )
    cw = (wd - 16) / 2
    lab = "Fournisseur" if rng.random() < 0.65 else ""
    blocks = [
        (
            lab,
            [
                sup,
                f"{rng.choice(['Rue', 'Avenue', 'Chaussée de'])} {rng.choice(['de Namur', 'Industrielle', 'du Commerce', 'de Mons'])} {rng.randint(1, 200)}",
                f"{la.digits(rng, '####')} {rng.choice(DM_V)}",
                f"TVA BE {la.digits(rng, '0###.###.###')}",
                f"Tél. 0{la.digits(rng, '# ### ## ##')}",
            ],
        ),
        (
            "Facturation",
            [
                buyer,
                "Service comptabilité",
                f"TVA BE {ent}",
                f"factures@{n1.lower().replace('é', 'e').replace('ë', 'e')}-demenagements.be",
            ],
        ),
    ]
    if rng.random() < 0.35:
        blocks.reverse()
    yy = y
    for k, (lb, rows) in enumerate(blocks):
        x = m + k * (cw + 16)
        y0 = y
        if lb:
            d.t(x, y0 + 8, lb, 8, b=True, grey=0.35)
            d.line(x, y0 + 11, x + cw, y0 + 11, 0.4)
            y0 += 15
        yy = max(yy, d.lines(x, y0, rows, 8.8, lead=11.5, b_first=rows[0] == sup))
    y = yy + 6
    d.t(
        m,
        y + 8,
        f"Livraison : dépôt {buyer}, {rng.choice(['quai 2', 'entrepôt B', 'garde-meubles'])} — {la.dfmt(dt + timedelta(days=rng.randint(2, 14)), 'dmy')} entre 7h30 et 12h00",
        8.2,
        grey=0.15,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = draw(
        rng, DM_ITEMS, n, [1, 2, 4, 5, 10, 20, 40, 50, 100], ["(stock)", "(chantier 2)", "(urgent)"]
    )
    body = [
        ([la.digits(rng, "EM-###"), it[0], qf(q), it[1], fm(p), fm(a)], a) for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.46, 0.07, 0.09, 0.13, 0.15)],
        ["Réf.", "Désignation", "Qté", "Unité", "P.U. HTVA", "Total HTVA"],
        body,
        "llrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    rem = r2(sub * Decimal(rng.choice([3, 5, 10])) / 100) if rng.random() < 0.4 else ZERO
    net = sub - rem
    tva = r2(net * Decimal("0.21"))
    total = net + tva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HTVA", f"{fm(sub)} €", False)]
        if rem:
            rows_ += [
                ("Remise commerciale", f"-{fm(rem)} €", False),
                ("Net HTVA", f"{fm(net)} €", False),
            ]
        rows_.append(("TVA 21 %", f"{fm(tva)} €", False))
        lab = la.pick(rng, "Total TVAC|TOTAL À PAYER|Montant total TVAC|Total de la commande")
        if rng.random() < 0.35:
            y = d.summary(m + wd * 0.56, r - 3, y, rows_, 8.6)
            d.box(m + wd * 0.56 - 4, y + 2, wd * 0.44 + 4, 34, fill=0.9, stroke=False)
            d.t(m + wd * 0.56, y + 14, lab, 9.2, b=True)
            d.t(r - 3, y + 30, f"{fm(total)} €", 11.5, b=True, al="r")
            y += 40
        else:
            rows_.append((lab, f"{fm(total)} €", True))
            y = d.summary(
                m + wd * 0.56, r - 3, y, rows_, 8.6, shade=0.88 if rng.random() < 0.5 else None
            )
        if rng.random() < 0.3:
            y = wrapped(
                d,
                m,
                y + 4,
                f"Acompte à la commande (30 %) : {fm(r2(total * Decimal('0.3')))} € — solde à 30 jours fin de mois.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon notre convention annuelle ; facturation sur base des quantités réellement livrées.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Merci de mentionner notre numéro de commande sur le bon de livraison et la facture. Livraison sur palettes filmées.",
        "Nos conditions générales d'achat s'appliquent ; les conditions du fournisseur sont exclues.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 50 > bottom:
        y = brk()
    y += 32
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, "Pour la direction (signature)")
    d.sign(m + sw_ + 20, y, sw_, "Accusé de réception du fournisseur")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_fr_be_demenagement_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dm)


# --------------------------------------------------------------------------- 9 it-IT cleaning contractor's order for detergents and paper goods

IP_X = "Splendor|Lindamente|Brillante|Aurora|Cristallo|Iride|Nitor|Candida|Lucente|Sereno|Perla|Zefiro".split(
    "|"
)
IP_BUY = [
    "{x} Servizi S.r.l.",
    "{x} Multiservizi Soc. Coop.",
    "Cooperativa Sociale {x}",
    "{x} Facility S.r.l.",
    "Impresa di Pulizie {x} S.r.l.",
]
IP_N = "Ferrari|Russo|Esposito|Bianchi|Romano|Ricci|Conti|De Luca|Costa|Giordano|Mariani|Rizzo|Galli|Martini|Leone".split(
    "|"
)
IP_F = "Paolo|Anna|Stefano|Laura|Roberto|Silvia|Andrea|Federica|Giorgio|Marta".split("|")
IP_SUP_FORMED = [
    "{n} Chimica S.r.l.",
    "{n} Forniture Igieniche S.r.l.",
    "{n} Detergenza S.p.A.",
    "{n} & C. S.n.c.",
    "{n} Cleaning Supply S.r.l.",
    "Cartotecnica {n} S.r.l.",
]
IP_SUP_BARE = ["Ditta {f} {n}", "Ingrosso {n}", "{n} Forniture"]
IP_CITY = "Bologna|Modena|Brescia|Verona|Padova|Bergamo|Parma|Reggio Emilia|Firenze|Ancona|Pescara|Bari".split(
    "|"
)
IP_ITEMS = [
    ("Detergente pavimenti neutro tanica 5 kg", "tanica", 6.8, 12.5),
    ("Sanificante cloroattivo 1 L", "flacone", 2.1, 4.2),
    ("Carta igienica maxi jumbo (cartone 6 rotoli)", "cartone", 14, 24),
    ("Asciugamani piegati a Z (cartone 3.000)", "cartone", 19, 32),
    ("Sacchi nettezza 70x110 neri (conf. 20)", "conf.", 1.6, 3.2),
    ("Panni microfibra 40x40 (conf. 10)", "conf.", 6.5, 12),
    ("Mop in cotone 400 g", "pz", 2.8, 5.4),
    ("Spazzola per lavasciuga Ø 43", "pz", 68, 118),
    ("Guanti nitrile tg. M (scatola 100)", "scatola", 4.9, 9.8),
    ("Sgrassatore universale 750 ml", "flacone", 1.8, 3.6),
    ("Sapone mani in cartuccia 1 L", "cartuccia", 3.4, 6.2),
    ("Carrello multiuso con strizzatore", "pz", 145, 260),
]


def _ip(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    x_ = rng.choice(IP_X)
    buyer = rng.choice(IP_BUY).format(x=x_)
    n1 = rng.choice(IP_N)
    sup = bare_or(rng, IP_SUP_FORMED, IP_SUP_BARE, 0.25).format(n=n1, f=rng.choice(IP_F))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"OA-{dt.year}/###", f"###/{dt:%y}", "ODA#####", f"{dt.year}-####", "OF ####"]),
    )
    cig = la.digits(rng, "@@########")
    prev = la.digits(
        rng, rng.choice(["Vs. offerta n. ####", "Preventivo ###/##", "Offerta @-####"])
    )
    stated = stated_of(rng)
    page = [1]
    city = rng.choice(IP_CITY)
    piva = la.digits(rng, "###########")

    ftxt5 = f"{buyer} · {city} · P.IVA {piva} · Codice SDI {la.digits(rng, '@@@@@@@')}"

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            ftxt5,
            6.6,
            grey=0.4,
        )
        d.t(
            r,
            d.h - 32,
            f"Pagina {page[0]} di {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Ordine {po} – segue", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Via dell’Artigianato', 'Via Emilia', 'Via Roma', 'Viale Europa'])} {rng.randint(1, 200)} – {la.digits(rng, '#####')} {city}",
            f"Tel. 0{la.digits(rng, '## ### ####')} · acquisti@{x_.lower()}servizi.it",
        ],
        7.8,
        lead=10,
    )
    sup_right = rng.random() < 0.7
    bx = m + wd * 0.52 if sup_right else m
    kx = m if sup_right else m + wd * 0.52
    y = 96
    d.t(bx, y, la.pick(rng, "Spett.le|Spett.le Ditta|Fornitore"), 8.4, grey=0.3)
    d.lines(
        bx,
        y + 4,
        [
            sup,
            f"{rng.choice(['Via Industriale', 'Via dei Mestieri', 'Via Marconi', 'Via Volta'])} {rng.randint(1, 99)}",
            f"{la.digits(rng, '#####')} {rng.choice(IP_CITY)}",
            f"P.IVA {la.digits(rng, '###########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    d.t(
        kx, y, la.pick(rng, "ORDINE D'ACQUISTO|Ordine a fornitore|ORDINE DI ACQUISTO"), 12.5, b=True
    )
    d.t(kx, y + 16, f"Riferimento: {prev}", 8, grey=0.2)
    d.t(
        kx,
        y + 28,
        f"Consegna: magazzino di {city}, entro il {la.dfmt(dt + timedelta(days=rng.randint(3, 15)), 'dmy')}",
        8,
        grey=0.2,
    )
    y += 60
    cells = [
        (la.pick(rng, "Numero ordine|N. ordine|Ordine n."), po, 0.18),
        ("Data ordine", la.dfmt(dt, rng.choice(["dmy", "dot"])), 0.14),
        ("Cod. fornitore", la.digits(rng, "F####"), 0.13),
        (
            "Appalto / cantiere",
            rng.choice(
                [
                    "Ospedale civile – pulizie",
                    "Scuole comunali lotto 2",
                    "Uffici regionali",
                    "Centro commerciale",
                ]
            ),
            0.35,
        ),
        ("CIG", cig, 0.2),
    ]
    if rng.random() < 0.5:
        cells[0], cells[1] = cells[1], cells[0]
    ws = [wd * c[2] for c in cells]
    d.box(m, y, wd, 14, fill=0.88, stroke=False)
    x = m
    for w, c in zip(ws, cells):
        d.t(x + 3, y + 10, c[0], 7.4, b=True)
        d.t(x + 3, y + 26, c[1], 8.4, maxw=w - 6)
        x += w
    d.line(m, y + 32, r, y + 32, 0.5)
    y += 42
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [34, 42])
    lines = draw(
        rng,
        IP_ITEMS,
        n,
        [2, 4, 5, 6, 10, 12, 20, 24, 40, 50],
        ["(scorta)", "(cantiere B)", "(profumato)"],
    )
    body = [
        ([la.digits(rng, "##-###"), it[0], it[1], qf(q), eu(p), eu(a)], a) for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.45, 0.1, 0.08, 0.12, 0.15)],
        ["Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo", "Importo"],
        body,
        "llcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    sc = r2(sub * Decimal(rng.choice([3, 5, 8, 10])) / 100) if rng.random() < 0.5 else ZERO
    tr = Decimal(rng.choice([15, 25, 35])) if sub < 800 and rng.random() < 0.6 else ZERO
    imp = sub - sc + tr
    iva = r2(imp * Decimal("0.22"))
    total = imp + iva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Totale merce", f"€ {eu(sub)}", False)]
        if sc:
            rows.append(("Sconto", f"- € {eu(sc)}", False))
        if tr:
            rows.append(("Spese di trasporto", f"€ {eu(tr)}", False))
        rows += [("Imponibile", f"€ {eu(imp)}", False), ("IVA 22%", f"€ {eu(iva)}", False)]
        rows.append(
            (
                la.pick(rng, "Totale ordine|Totale documento|Netto a pagare|TOTALE"),
                f"€ {eu(total)}",
                True,
            )
        )
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prezzi come da {prev}, validi per tutto l'anno; l'importo sarà determinato in base alle quantità consegnate.",
            8.2,
            wd,
        )
    y += 8
    for t in [
        f"Pagamento: {la.pick(rng, 'bonifico 60 gg d.f.f.m.|RiBa 90 gg|bonifico 30 gg d.f.')}. Indicare numero d'ordine e CIG in fattura elettronica.",
        "Prodotti conformi ai CAM (Criteri Ambientali Minimi); allegare schede di sicurezza aggiornate.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"L'ufficio acquisti – {rng.choice(IP_F)} {rng.choice(IP_N)}")
    d.sign(m + sw_ + 20, y, sw_, "Timbro e firma del fornitore per accettazione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_it_impresa_pulizie_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ip)


# --------------------------------------------------------------------------- 10 es-ES aluminium-joinery workshop's order for profiles, glass and hardware

CA_N = "Navarro|Ortega|Molina|Castillo|Rubio|Serrano|Gil|Marín|Iglesias|Cano|Prieto|Vidal|Soler|Pascual|Lozano".split(
    "|"
)
CA_BUY = [
    "Carpintería Metálica {n} S.L.",
    "Aluminios {n} S.L.",
    "Cerramientos {n} S.L.U.",
    "{n} Ventanas y Fachadas S.A.",
    "Talleres {n} Aluminio S.L.",
]
CA_SUP_FORMED = [
    "Perfiles {n} S.A.",
    "Vidrios {n} S.L.",
    "Herrajes {n} S.L.",
    "{n} Aluminium Systems S.A.",
    "Extrusiones {n} S.L.",
    "Distribuciones {n} S.L.U.",
]
CA_SUP_BARE = ["Cristalería {n}", "Ferretería {n}", "Almacén {n}"]
CA_CITY = "Valencia|Murcia|Alicante|Zaragoza|Málaga|Córdoba|Valladolid|Burgos|Castellón|Albacete|Granada|Tarragona".split(
    "|"
)
CA_ITEMS = [
    ("Perfil marco corredera serie 70 RPT, lacado RAL 7016 (barra 6,5 m)", "barra", 42, 78),
    ("Perfil hoja practicable serie 45, anodizado plata (barra 6,5 m)", "barra", 28, 52),
    ("Aluminio en kg, perfilería varia lacada blanco", "kg", 6.2, 9.8),
    ("Vidrio doble 4/16/4 bajo emisivo", "m²", 32, 58),
    ("Vidrio laminar 3+3 butiral transparente", "m²", 28, 46),
    ("Kit herraje oscilobatiente", "ud", 18, 36),
    ("Junta EPDM acristalamiento (rollo 100 m)", "rollo", 24, 45),
    ("Tornillería inox autotaladrante (caja 1000)", "caja", 16, 30),
    ("Cerradura multipunto puerta", "ud", 38, 85),
    ("Escuadra de alineamiento (bolsa 100)", "bolsa", 12, 25),
    ("Silicona neutra 300 ml (caja 25)", "caja", 45, 80),
    ("Persiana aluminio térmico, lama 45", "m²", 29, 52),
]


def _ca(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans|dejavu"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    n1, n2 = rng.sample(CA_N, 2)
    buyer = rng.choice(CA_BUY).format(n=n1)
    sup = bare_or(rng, CA_SUP_FORMED, CA_SUP_BARE, 0.25).format(n=n2)
    city = rng.choice(CA_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"{dt.year}/####", f"PC-{dt:%y}-###", "P#####", f"{dt:%y}-####", "PED-######"]),
    )
    obra = la.digits(rng, rng.choice(["OB-####", f"{dt:%y}/###"]))
    pres = la.digits(rng, rng.choice(["Presupuesto nº ######", "Oferta ####/##"]))
    stated = stated_of(rng)
    page = [1]
    in_title = rng.random() < 0.5
    po_lab = la.pick(rng, "Nº pedido|Pedido nº|Número de pedido|Nº de pedido")
    cif = la.digits(rng, "B########")

    ftxt6 = f"{buyer} · CIF {cif} · Inscrita en el Registro Mercantil de {city}, tomo {rng.randint(1000, 9999)}, folio {rng.randint(1, 200)}"

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            ftxt6,
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 32, f"Pág. {page[0]} de {of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Pedido {po} (continuación)", 9, b=True)
        return 58

    d.t(m, 46, buyer, 14, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.choice(['Pol. Ind. Fuente del Jarro', 'Pol. Ind. Oeste', 'C/ Herreros', 'Avda. de la Industria'])}, {rng.randint(1, 90)} – {la.digits(rng, '#####')} {city}",
            f"Tel. {la.digits(rng, '9## ### ###')} · compras@{n1.lower()}aluminio.es · CIF {cif}",
        ],
        7.8,
        lead=10,
    )
    y = 92
    if in_title:
        d.t(r, 46, f"PEDIDO Nº {po}", 13, b=True, al="r")
        d.t(r, 60, f"Fecha: {la.dfmt(dt, rng.choice(['dmy', 'long_es']))}", 8.4, al="r")
    else:
        d.t(
            r,
            46,
            la.pick(rng, "PEDIDO A PROVEEDOR|Pedido de compra|HOJA DE PEDIDO"),
            13,
            b=True,
            al="r",
        )
    lab = la.pick(rng, "Proveedor|Proveedor:|")
    sy = y
    if lab:
        d.t(m, sy + 8, lab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['C/', 'Avda.', 'Pol. Ind.'])} {rng.choice(['del Metal', 'Las Américas', 'San Isidro', 'La Estación'])} {rng.randint(1, 99)}",
            f"{la.digits(rng, '#####')} {rng.choice(CA_CITY)}",
            f"CIF {la.digits(rng, '@########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kx = m + wd * 0.55
    kv = [] if in_title else [(po_lab, po), ("Fecha", la.dfmt(dt, "dmy"))]
    kv += [
        (
            "Obra",
            f"{obra} – {rng.choice(['Residencial Los Olivos', 'Colegio Santa Ana', 'Nave Pol. Norte', 'Edificio Mirador', 'Reforma C/ Mayor'])}",
        ),
        ("Su presupuesto", pres.split(" ")[-1]),
        ("Nº cliente", la.digits(rng, "CL-#####")),
        ("Forma de pago", la.pick(rng, "Confirming 60 días|Transferencia 30 días|Recibo 90 días")),
    ]
    yy = y
    for k, v in kv:
        d.t(kx, yy + 8, k, 8, b=True)
        d.t(r, yy + 8, v, 8.2, al="r", maxw=r - kx - 80)
        yy += 12
    y = max(sy, yy) + 12
    y = wrapped(
        d,
        m,
        y,
        f"Rogamos nos suministren el siguiente material, con entrega en nuestro taller de {city} el {la.dfmt(dt + timedelta(days=rng.randint(5, 20)), 'dmy')} (horario 8:00–14:00):",
        8.4,
        wd,
    )
    y += 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [32, 40])
    lines = draw(
        rng,
        CA_ITEMS,
        n,
        ["2", "4", "6", "10", "12", "18.5", "24", "36", "48.25", "60"],
        ["(2ª fase)", "(reposición)", "(color especial)"],
    )
    lines = [
        (it, q, p, a)
        if it[1] in ("m²", "kg") or q == int(q)
        else (it, Decimal(int(q)), p, r2(int(q) * p))
        for it, q, p, a in lines
    ]
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                qf(q).replace(",", "X").replace(".", ",").replace("X", "."),
                eu(p),
                eu(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.09, 0.12, 0.15)],
        ["Lín.", "Descripción", "Ud.", "Cant.", "Precio", "Importe"],
        body,
        "llcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    ppago = r2(sub * Decimal("0.02")) if rng.random() < 0.4 else ZERO
    base = sub - ppago
    iva = r2(base * Decimal("0.21"))
    total = base + iva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Suma", f"{eu(sub)} €", False)]
        if ppago:
            rows_.append(("Dto. pronto pago 2%", f"-{eu(ppago)} €", False))
        rows_ += [("Base imponible", f"{eu(base)} €", False), ("IVA 21%", f"{eu(iva)} €", False)]
        lab = la.pick(rng, "TOTAL PEDIDO|Importe total|Total pedido (IVA incl.)|TOTAL")
        if rng.random() < 0.35:
            y = d.summary(m + wd * 0.56, r - 3, y, rows_, 8.6)
            d.t(m + wd * 0.56, y + 12, lab, 9.4, b=True)
            d.t(m + wd * 0.56, y + 27, f"{eu(total)} €", 12, b=True)
            y += 36
        else:
            rows_.append((lab, f"{eu(total)} €", True))
            y = d.summary(m + wd * 0.56, r - 3, y, rows_, 8.6, box_last=rng.random() < 0.6)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {pres}; el importe definitivo se calculará sobre el peso real de la perfilería servida.",
            8.2,
            wd,
        )
    y += 8
    for t in [
        "Imprescindible indicar nuestro número de pedido y la obra en el albarán y en la factura.",
        "Los perfiles se servirán protegidos con film y en longitudes completas; no se aceptan barras con golpes.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw_ = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw_,
        f"Firmado: Dpto. de compras – {rng.choice(['Javier', 'Lucía', 'Pedro', 'Marta', 'Raúl'])} {rng.choice(CA_N)}",
    )
    d.sign(m + sw_ + 20, y, sw_, "Conforme proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind43_es_carpinteria_aluminio_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ca)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind43_") and callable(fn)
}

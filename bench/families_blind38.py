# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind37 (`blind38_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-US, en-NZ, de-AT, fr-FR, nl-NL and es-AR.

- blind38_zh_chuanchang_beijian_caigou: a mainland shipyard's spare-parts order turned from a
  requisition (the yard and a spaced title centred, or the yard at the left and the title at
  the right; the order number at times in red above a ruled grid of 订单编号 / 订单日期 /
  请购单号, 船号/工程号, 船名/船型 and 船级社, delivery place and payment terms; a supplier grid
  under 供 应 商 / 供货单位 / 卖方 / 致（供应商） with 供应商编码, the yard at times as 需方;
  lines with 物资编码, 图号 and maker; 货款合计 / 运杂费 / 其中税额 / 订单总金额（含税） or
  不含税金额 / 增值税 13% / 价税合计 with 大写 in a ruled block; requirements naming the hull and
  requisition numbers, four signature captions, a purchasing seal).
- blind38_zh_qiche_4s_peijian_dinghuo: a car dealership's (4S) parts order printed from its
  DMS (portrait or landscape; a coloured top rule, the make and the dealer with its dealer
  code, the title at the right; an unruled three-column key list with the order number,
  order type (routine, urgent, VOR, stock), repair-order number, plate and VIN, at times the
  dealer's account balance; 供货单位 / 供应商 and 订货单位 panels under coloured bars in either
  order with 名称：; lines with OEM part numbers, suggested retail price, discount and net
  price; 配件金额 / 运费 / the order amount, 大写 at times; DMS print footer).
- blind38_hk_huodong_qicai_zulin: a Hong Kong events company's bilingual equipment rental
  order (the company's English and Chinese names centred, the English and Chinese title at the
  left, a ruled box of order number, date, job number and the rental company's quotation at
  the right; the rental company under "To 致:", "Rental Company 出租公司:", "Supplier 供應商:"
  or "Messrs." in English, Chinese or both names in either order; an event grid of venue,
  set-up, show days and dismantling; lines with quantity, days and a daily rate; rental
  sub-total, transport, installation, discount and the total in HK$, a deposit and balance
  after it, at times the amount in English words; bilingual terms and two signature lines).
- blind38_ja_byoin_iyakuhin_hacchu: a Japanese hospital pharmacy's drug order to a wholesaler
  (a spaced title centred, a ruled 発注番号 / 発注日 / 見積番号 box at the right, the wholesaler
  at the top left with 御中 or 殿 beside it or a branch line with 御中 below it, the hospital and
  its 薬剤部 with the medical-institution code at the right; a grid of 納品希望日, 納品場所,
  取引先コード and a unit-price contract number; lines with narcotic / psychotropic marks, YJ
  codes, 薬価, 納入単価 and 値引率; 小計 / 消費税 10% / 合計 in three yen styles or a tax-exclusive
  total with "消費税は別途"; delivery notes and three approval boxes).
- blind38_en_us_winery_bottling_po: a US winery's purchase order for bottling supplies,
  barrels and services on Letter (the winery in large type with its AVA and founding year, the
  title with a PO Number / Date / Vendor Quote column at the right; boxed vendor and bonded
  ship-to blocks with the TTB BW number; a ruled strip of requester, vintage / lot, bottling
  date, terms, FOB and ship-via; prices per case, per thousand or with three decimals;
  subtotal, volume discount, freight, sales tax or a resale exemption and the total, at times
  a deposit paid and the balance due; notes and an authorised signature).
- blind38_en_nz_university_lab_order: a New Zealand university's research-lab consumables
  order (a coloured top edge, the university and school at the left, the title and the order
  number at the right; three ruled-caption columns Supplier / Deliver To / Invoice To in two
  orders; requisition, requester, cost centre or grant project, buyer and the supplier's quote
  as key/value pairs; lines with catalogue numbers and HSNO classes; freight and a hazardous
  goods surcharge, GST 15 % and the total incl. GST in NZD, or a foreign supplier in USD with
  zero-rated GST; a delegate's electronic approval; the GST number in the footer).
- blind38_de_at_gemeinde_auftrag: an Austrian municipality's works order to a contractor as
  a letter (a drawn crest with Marktgemeinde / Stadtgemeinde / Gemeinde, district and Land; the
  contractor in the address field, at times under "Firma" or "An die Firma"; an info block with
  Zahl, clerk, phone and at times the Auftrags-Nr.; the subject line carrying the order number
  or an Auftragserteilung subject; the offer number and the council's resolution in the text;
  Pos. / Leistung / Menge / EP / GP; Summe netto, Nachlass, 20 % USt and the brutto sum or a
  reverse-charge netto sum; Haushaltsstelle, Haftrücklass and Skonto terms; the mayor's
  signature; UID, GKZ and bank in the footer).
- blind38_fr_hotel_economat_bon_commande: a French hotel's F&B / économat bon de commande (the
  hotel and its stars centred, a dark band with the title and at times the number; "Commandé
  par" with service, requester and F&B approval at the left and a framed Fournisseur box at the
  right; a ruled strip of date, delivery slot and place, the number when not in the band, at
  times the mercuriale; lines grouped by family headings with TVA 5,5 % / 20 % per line;
  Total HT, remise, TVA per rate and Total TTC in "1 234,56 €"; the hotel's SIRET, RCS and TVA
  number in the footer).
- blind38_nl_drukwerk_inkooporder: a Dutch agency's, publisher's, foundation's or council's
  print-job order to a printing house (the buyer's name in colour, the title at the right; the
  printer under "Aan:", "Leverancier:", "Drukkerij:" or unlabelled with a t.a.v. line; order
  number, date, offer, project number, cost centre and contact at the right; one to four jobs
  as shaded headings with label / value specifications (oplage, formaat, omvang, papier, druk,
  afwerking, proef, levering), each with its price and at times a run-on price per 1.000;
  subtotal, transport, excl. / btw 21% / incl. or a total excl. btw; KvK, btw and IBAN in the
  footer).
- blind38_es_ar_proforma_confirmacion: an Argentine seller's proforma or order confirmation
  (a two-halved framed head with the "X" document-letter box: the seller with IVA Responsable
  Inscripto at the left, the title, its own number, CUIT, Ingresos Brutos and start of
  activities at the right; a customer box with Señor(es), CUIT and IVA condition beside the
  customer's OC number, sale conditions, salesman and quote; lines with bonus % and 21 % /
  10,5 % rates; subtotal, general bonus, neto gravado and IVA per rate, IIBB perception and
  TOTAL in pesos or U$S, an advance request at times; validity and exchange-rate clauses, CBU
  in the footer).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, hull, repair-order, job, quotation,
offer, project, file (Zahl), mercuriale, contract or the seller's own proforma number; on the
seller's confirmation the customer's order number); the supplier exactly as printed on its own
first line (the vendor, the rental company, the wholesaler without 御中 / 殿, the contractor
without "Firma", the seller of a confirmation; never the buyer, a delivery or invoice address
or a contact person); the grand total as "1234.50" (yen as "1234.00"; after discounts, tax
included when the document states a tax-inclusive total, the net total otherwise, before
deposits and advances; "" when the document states none, about one document in eleven).
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
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind17 import split as text_split  # noqa: E402
from families_blind19 import ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.75, 0.1, 0.1)


def en2(v: Decimal) -> str:
    return grouped(v)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def pct_of(v: Decimal, rate: Decimal) -> Decimal:
    return r2(v * rate / 100)


# --------------------------------------------------------------------------- 1 zh-Hans shipyard spare-parts requisition turned order

CC_CITY = "舟山 南通 泰州 江阴 台州 大连 威海 广州 镇江 芜湖 宁德 扬州".split()
CC_YARD_S = "海宏 东方 长江 新扬 华润 金海 中远 扬帆 惠博 瑞祥 鑫源 海昌".split()
CC_YARD = [
    "{c}{s}造船有限公司",
    "{c}{s}船舶重工有限公司",
    "{s}船业（{c}）有限公司",
    "{c}{s}海洋工程有限公司",
    "{c}{s}船舶修造有限公司",
]
CC_SUP_S = "恒舟 海瑞 远洋 德马 捷航 鸿帆 蓝海 中船 通海 润达 科航 海祥 泰克 宏洋 神舟 安澜".split()
CC_SUP_FORMED = [
    "{c}{s}船舶配件有限公司",
    "{c}{s}船用设备有限公司",
    "{c}市{s}船舶机电设备有限公司",
    "{s}海事科技（{c}）有限公司",
    "{c}{s}动力设备股份有限公司",
    "{c}{s}阀门有限公司",
]
CC_SUP_BARE = [
    "{c}{s}船舶物资供应站",
    "{c}市{s}船用五金经营部",
    "{c}{s}船配商行",
    "{s}船舶机电维修部",
]
CC_ITEMS = [
    ("主机缸套密封圈", "6S50ME-C 图号P90201", "MAN Energy", "套", 380, 920),
    ("主机燃油喷嘴", "6S50ME-C 图号P90702", "MAN Energy", "只", 2600, 5200),
    ("增压器轴承", "TCA55 原厂", "ABB", "套", 8600, 16800),
    ("发电机活塞环", "6L23/30H", "中船动力", "套", 1200, 2600),
    ("空压机阀片组件", "H-73 2级", "Sperre", "套", 900, 2100),
    ("分油机密封件包", "MOPX 207 中修", "Alfa Laval", "包", 1600, 3800),
    ("离心泵机械密封", "CNAM65 Φ35", "南方泵业", "套", 450, 1200),
    ("蝶阀", "DN150 PN16 CCS", "江南阀门", "只", 1300, 2800),
    ("截止止回阀", "DN50 铸钢 CB/T", "江南阀门", "只", 420, 980),
    ("舵机液压油滤芯", "10μm 原厂", "Hatlapa", "只", 260, 640),
    ("锚机刹车带", "Φ1200 带衬片", "武汉船机", "副", 3800, 7600),
    ("船用电缆", "CJPF96/SC 3×2.5", "远东电缆", "米", 18, 42),
    ("航行灯", "左舷 双层 24V", "海洋灯具", "只", 680, 1500),
    ("救生衣", "成人 CCS 认可", "海安", "件", 95, 180),
    ("压力表", "0-1.6MPa Φ100 耐震", "上仪", "只", 120, 320),
    ("温度传感器", "PT100 L=150", "Danfoss", "只", 540, 1300),
    ("消防水带", "DN65 20m 带接头", "华宇消防", "根", 160, 380),
    ("钢丝绳", "Φ26 6×36WS+IWRC", "法尔胜", "米", 48, 96),
]


def _cc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    yard = rng.choice(CC_YARD).format(c=rng.choice(CC_CITY), s=rng.choice(CC_YARD_S))
    sup = bare_or(rng, CC_SUP_FORMED, CC_SUP_BARE, 0.25).format(
        c=rng.choice(CC_CITY), s=rng.choice(CC_SUP_S)
    )
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "CG{Y}{m}{n4}|PO-{y}{m}-{n4}|{Y}BJCG{n5}|WZ-CG-{Y}-{n4}|CGDD{y}{m}{d}{n2}"
    )
    req = cj.number(rng, d, "QG{Y}{m}{n4}|SQ-{y}{n5}|BJQG-{Y}-{n4}")
    hull = cj.number(rng, d, "H{n4}|N{n3}|{Y}-{n2}|XL{n3}")
    stated = stated_of(rng)
    page = [1]
    tax_in = rng.random() < 0.6
    ink = rng.choice([black, Color(0.1, 0.2, 0.5), Color(0.05, 0.35, 0.45)])
    title = cj.pick(
        rng, "备件采购订单|船用备件订购单|请购转采购订单|物资采购订单（备件）|备品备件订货单"
    )
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|合同订单号")

    def foot() -> None:
        s_ = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)
        pdf.text(m, pdf.h - 24, f"{yard}　物资供应部", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title}（续）", 10, bold=True, colour=ink)
        pdf.text(right, 36, f"{po_lab}：{po}", 8.6, align="r")
        return 48

    y = 40
    centred = rng.random() < 0.55
    if centred:
        pdf.text(pdf.w / 2, y, yard, 15, align="c", bold=True, colour=ink)
        y += 24
        pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
        pdf.line(pdf.w / 2 - 90, y + 5, pdf.w / 2 + 90, y + 5, lw=1.2)
        y += 22
    else:
        pdf.text(m, y, yard, 13.5, bold=True, colour=ink)
        pdf.text(m, y + 13, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.4, colour=GREY)
        pdf.text(right, y + 6, title, 16, align="r", bold=True)
        y += 34
    if rng.random() < 0.5:
        pdf.text(right, y - 4, f"{po_lab}：{po}", 10, align="r", bold=True, colour=RED)
        y += 10
        info_po = False
    else:
        info_po = True
    ws = cj.rel(wd, [14, 22, 12, 20, 12, 20])
    vessel = cj.pick(rng, "远洋散货船|化学品船|集装箱船|LNG运输船|多用途船|海工支持船")
    rows = []
    if info_po:
        rows.append([po_lab, po, "订单日期", cj.fdate(d, "iso"), "请购单号", req])
    else:
        rows.append(
            [
                "订单日期",
                cj.fdate(d, "cn"),
                "请购单号",
                req,
                "请购部门",
                cj.pick(rng, "轮机部|舾装部|电装部|修船事业部|设备部"),
            ]
        )
    rows.append(
        ["船号/工程号", hull, "船名/船型", vessel, "船级社", cj.pick(rng, "CCS|DNV|ABS|LR|BV")]
    )
    rows.append(
        [
            "交货日期",
            cj.fdate(cj.later(rng, d, 10, 60), "iso"),
            "交货地点",
            cj.pick(rng, "本厂备件仓库|码头舾装库|修船码头3号泊位|船上交货"),
            "付款方式",
            cj.pick(rng, "货到验收合格后60天|月结90天|票到30天电汇|预付30%，余款验收后"),
        ]
    )
    y = kgrid(pdf, m, y, ws, rows, h=19, size=8, ink=ink, labels=(0, 2, 4), fill=PALE) + 10
    # parties: the supplier strip, then the buyer's contact
    lab = cj.pick(rng, "供 应 商|供货单位|卖　　方|致（供应商）")
    pw = cj.rel(wd, [14, 50, 12, 24])
    scode = cj.number(rng, d, "V{n5}|GYS{n4}|{n6}")
    prow = [
        [lab, sup, "供应商编码", scode],
        ["联 系 人", f"{cj.person(rng)}　{cj.mobile(rng)}", "传　　真", cj.zh_tel(rng)],
        ["地　　址", cj.zh_addr(rng)],
    ]
    if rng.random() < 0.5:
        prow.append(["需　　方", yard, "采 购 员", f"{cj.person(rng)} {cj.zh_tel(rng)}"])
    y = kgrid(pdf, m, y, pw, prow, h=19, size=8.2, ink=ink, fill=PALE) + 12
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 8, 10], [22, 28, 34])
    lines = more_lines(
        rng, CC_ITEMS, n, [1, 2, 2, 4, 6, 10, 20], ["（备用）", "（原厂）", "（国产替代）"]
    )
    net = sum((a for *_, a in lines), ZERO)
    heads = [
        "序号",
        "物资编码",
        "名称",
        "规格/图号",
        "制造商",
        "单位",
        "数量",
        "单价（元）",
        "金额（元）",
    ]
    ws = cj.rel(wd, [5, 13, 16, 19, 11, 5, 7, 11, 13])
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        code = f"{rng.choice(['4', '5', '6'])}{rng.randint(10, 99)}.{rng.randint(1000, 9999)}"
        cells = [
            str(i),
            code,
            it[0],
            it[1],
            it[2],
            it[3],
            f"{q:,.0f}",
            cj.money(p) if stated else "",
            cj.money(a) if stated else "",
        ]
        body.append((cells, a))
    carry = ("本页小计", "承上页", cj.money, 2, 8) if rng.random() < 0.5 and stated else None
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllllcrrr",
        rowh=18,
        size=7.4,
        bottom=bottom - 20,
        brk=brk,
        carry=carry,
        fill=PALE,
        hh=20,
    )
    fr = Decimal(rng.choice([0, 0, 0, 150, 300, 500, 800])) if stated else ZERO
    total = net + fr
    if y + 120 > bottom:
        y = brk()
    if stated:
        rate = Decimal(13)
        if tax_in:
            tax = r2(total - total / Decimal("1.13"))
            rows = [["货款合计", f"¥{cj.money(net)}"]]
            if fr:
                rows.append(["运杂费", f"¥{cj.money(fr)}"])
            rows.append(["其中税额（13%）", f"¥{cj.money(tax)}"])
            rows.append(
                [cj.pick(rng, "订单总金额（含税）|合计（含税）|价税合计"), f"¥{cj.money(total)}"]
            )
        else:
            tax = pct_of(net + fr, rate)
            rows = [
                ["不含税金额", f"¥{cj.money(net + fr)}"],
                ["增值税（13%）", f"¥{cj.money(tax)}"],
            ]
            total = net + fr + tax
            rows.append([cj.pick(rng, "价税合计|订单总额|含税总金额"), f"¥{cj.money(total)}"])
        rows.append(["大写金额", cj.daxie(total)])
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [22, 78]),
                rows,
                h=19,
                size=8.4,
                ink=ink,
                labels=(0,),
                fill=PALE,
                align="lr",
            )
            + 12
        )
    else:
        pdf.text(m, y + 14, "单价：按双方年度备件价格协议执行，本单不列金额。", 8.6, colour=ink)
        y += 26
    notes = [
        "1. 所供备件须附船级社证书及原厂合格证，规格与图号须与本订单一致。",
        f"2. 送货单及发票请注明本订单号及船号 {hull}。",
        "3. 包装须防潮防锈，标明物资编码；验收不合格者退货，费用由供方承担。",
    ]
    if rng.random() < 0.5:
        notes.append(f"4. 本订单依据请购单 {req} 下达，未经书面同意不得更改交期。")
    if y + 14 * len(notes) + 80 > bottom:
        y = brk()
    pdf.text(m, y + 6, "技术及商务要求：", 8.6, bold=True)
    y += 20
    for s in notes:
        for ln in cj.wrap(s, 8, wd):
            pdf.text(m, y, ln, 8)
            y += 13
    y += 18
    sw = wd / 4
    for k, cap in enumerate(["编制", "审核", "批准", "供方确认（盖章）"]):
        pdf.text(m + k * sw, y, f"{cap}：", 8.4)
        pdf.line(m + k * sw + 30, y + 2, m + (k + 1) * sw - 10, y + 2, lw=0.4)
    if rng.random() < 0.5:
        pdf.stamp(m + 2.55 * sw, y - 14, yard, rng, caption="物资采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_zh_chuanchang_beijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cc)


# --------------------------------------------------------------------------- 2 zh-Hans car dealership (4S) parts order from its DMS

QC_BRAND = ["华驰", "远航", "星途", "领骏", "锦程", "瑞翔", "博越", "凯胜", "天际"]
QC_DLR_S = "恒信 宝鼎 鑫通 永达 盛元 骏宏 悦行 中顺 广汇 安达 利丰 德润".split()
QC_DLR = [
    "{c}{s}{b}汽车销售服务有限公司",
    "{c}{s}汽车销售服务有限公司",
    "{c}{s}{b}4S店（{c}{s}汽车贸易有限公司）",
]
QC_SUP_S = "驰诚 百顺 联众 恒久 中汽 捷通 力拓 邦德 正泰 通达 鑫宇 华诚 龙腾 佳联 国瑞 信达".split()
QC_SUP_FORMED = [
    "{c}{s}汽车配件有限公司",
    "{s}汽车零部件（{c}）有限公司",
    "{c}{s}汽配贸易有限公司",
    "{b}汽车{c}配件分销中心有限公司",
    "{c}市{s}汽车部件股份有限公司",
]
QC_SUP_BARE = ["{c}{s}汽配经营部", "{c}市{s}汽车用品商行", "{s}汽配城{c}分店", "{c}{s}轮胎批发部"]
QC_CITY = "杭州 宁波 合肥 武汉 长沙 郑州 济南 石家庄 南昌 昆明 西安 成都".split()
QC_PLATE = "浙A 浙B 皖A 鄂A 湘A 豫A 鲁A 冀A 赣A 云A 陕A 川A".split()
QC_ITEMS = [
    ("机油滤清器", "个", 28, 65),
    ("空气滤清器滤芯", "个", 45, 120),
    ("空调滤芯（活性炭）", "个", 55, 140),
    ("前刹车片（套）", "套", 260, 680),
    ("后刹车盘", "个", 320, 760),
    ("火花塞（铱金）", "个", 68, 150),
    ("雨刮片总成 左", "个", 85, 190),
    ("前保险杠皮（未喷漆）", "件", 980, 2600),
    ("左前大灯总成 LED", "件", 2600, 6800),
    ("右后视镜镜片 带加热", "件", 160, 420),
    ("正时皮带套件", "套", 680, 1500),
    ("水泵总成", "件", 420, 980),
    ("蓄电池 12V 70Ah", "个", 560, 1100),
    ("前减震器总成 右", "件", 780, 1680),
    ("全合成机油 5W-30 4L", "桶", 220, 420),
    ("防冻液 -35℃ 4kg", "桶", 78, 160),
    ("轮胎 225/55 R18", "条", 650, 1350),
    ("中网总成 亮黑", "件", 850, 2200),
]


def _qc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.35
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(28, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    brand = rng.choice(QC_BRAND)
    city = rng.choice(QC_CITY)
    dlr = rng.choice(QC_DLR).format(c=city, s=rng.choice(QC_DLR_S), b=brand)
    sup = bare_or(rng, QC_SUP_FORMED, QC_SUP_BARE, 0.25).format(
        c=rng.choice(QC_CITY), s=rng.choice(QC_SUP_S), b=brand
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PJ{Y}{m}{d}{n3}|DD{y}{m}{n5}|{Y}{m}{d}-{n4}|PO{n8}|CGD{y}{m}{d}{n3}")
    wo = cj.number(rng, d, "WX{Y}{m}{d}{n3}|RO-{y}{m}{n4}|GD{y}{m}{d}{n2}")
    vin = "L" + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(16))
    dcode = cj.number(rng, d, "DLR{n5}|{n6}|A{n5}")
    stated = stated_of(rng)
    page = [1]
    kind = rng.choice(["常规订单", "紧急订单", "VOR订单（客户车辆停驶）", "库存补货订单"])
    carlinked = "常规" not in kind and "库存" not in kind or rng.random() < 0.3
    ink = rng.choice([Color(0.0, 0.25, 0.55), Color(0.55, 0.05, 0.1), Color(0.2, 0.2, 0.2)])
    title = cj.pick(rng, "配件订货单|配件采购订单|零配件订购单|备件订货单")
    po_lab = cj.pick(rng, "订货单号|订单号|采购单号|配件订单号")
    printed = f"{cj.fdate(cj.later(rng, d, 0, 2), 'iso')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"
    clerk = cj.person(rng)

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 22,
            f"DMS经销商管理系统　打印人：{clerk}　打印时间：{printed}",
            6.8,
            colour=GREY,
        )
        pdf.text(
            right, pdf.h - 22, f"{page[0]}/{of}" if of else str(page[0]), 7, align="r", colour=GREY
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）　{po_lab}：{po}", 9, bold=True)
        return 46

    pdf.rect(0, 0, pdf.w, 8, fill=ink, stroke=None)
    y = 40
    pdf.text(m, y, f"{brand}汽车", 16, bold=True, colour=ink)
    pdf.text(m + 78, y, dlr, 10.5, bold=True)
    pdf.text(
        m + 78,
        y + 13,
        f"经销商代码：{dcode}　{cj.zh_addr(rng)}　服务热线：{cj.zh_tel(rng)}",
        7.2,
        colour=GREY,
    )
    pdf.text(right, y + 2, title, 16, align="r", bold=True)
    y += 34
    pdf.line(m, y, right, y, lw=1.4, colour=ink)
    y += 16
    # key/value header, unruled, three columns
    kv = [
        (po_lab, po),
        ("订货日期", cj.fdate(d, rng.choice(["iso", "slash", "cn"]))),
        ("订单类型", kind),
        ("运输方式", cj.pick(rng, "物流配送|快递|自提|专车急送")),
        ("要求到货", cj.fdate(cj.later(rng, d, 1, 10), "iso")),
        ("订货人", cj.person(rng)),
    ]
    if carlinked:
        kv += [
            ("维修工单号", wo),
            ("车牌号", f"{rng.choice(QC_PLATE)}·{rng.choice('DFGHKL')}{rng.randint(1000, 99999)}"),
            ("VIN", vin),
        ]
    if rng.random() < 0.4:
        kv.append(("账户余额", f"¥{cj.money(Decimal(rng.randint(2000, 90000)))}"))
    if rng.random() < 0.3:
        kv.insert(0, kv.pop(1))
    cw = wd / 3
    for i, (k, v) in enumerate(kv):
        x = m + (i % 3) * cw
        yy = y + (i // 3) * 15
        pdf.text(x, yy, f"{k}：", 8.2, colour=GREY)
        pdf.text(x + 56, yy, v, 8.4 if k != po_lab else 9.4, bold=k == po_lab, maxw=cw - 60)
    y += ((len(kv) + 2) // 3) * 15 + 6
    # two parties side by side
    pw = (wd - 16) / 2
    sup_blk = [
        ("供货单位" if rng.random() < 0.6 else "供应商", ""),
        ("名称", sup),
        ("地址", cj.zh_addr(rng)),
        ("联系电话", cj.zh_tel(rng)),
    ]
    if rng.random() < 0.5:
        bk, acct = cj.bank(rng)
        sup_blk.append(("开户行", bk))
        sup_blk.append(("账号", acct))
    buy_blk = [
        ("订货单位", ""),
        ("名称", dlr),
        ("收货地址", f"{cj.zh_addr(rng)}（配件库）"),
        ("收货人", f"{cj.person(rng)} {cj.mobile(rng)}"),
    ]
    blocks = [buy_blk, sup_blk] if rng.random() < 0.5 else [sup_blk, buy_blk]
    hh = 0.0
    for k, blk in enumerate(blocks):
        x = m + k * (pw + 16)
        pdf.rect(x, y, pw, 16, fill=ink, stroke=None)
        pdf.text(x + 6, y + 11.5, blk[0][0], 8.8, colour=white, bold=True)
        yy = y + 30
        for lab, v in blk[1:]:
            pdf.text(x + 6, yy, f"{lab}：", 8, colour=GREY)
            pdf.text(x + 58, yy, v, 8.6 if lab == "名称" else 8, maxw=pw - 64, bold=lab == "名称")
            yy += 14
        hh = max(hh, yy - y)
    for k in range(2):
        pdf.rect(m + k * (pw + 16), y, pw, hh - 4, stroke=ink, lw=0.6)
    y += hh + 8
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6, 8, 11], [26, 32, 40])
    lines = more_lines(
        rng, QC_ITEMS, n, [1, 1, 2, 2, 4, 6, 10, 12], ["（原厂）", "（副厂）", "（高配）"]
    )
    heads = [
        "行号",
        "配件编号",
        "配件名称",
        "单位",
        "数量",
        "建议零售价",
        "折扣",
        "采购单价",
        "金额",
    ]
    ws = cj.rel(wd, [5, 17, 24, 5, 6, 11, 6, 11, 13])
    body = []
    sub = ZERO
    for i, (it, q, p, _a) in enumerate(lines, 1):
        disc = Decimal(rng.choice([55, 60, 65, 70, 72, 75, 80]))
        net = r2(p * disc / 100)
        amt = r2(net * q)
        sub += amt
        code = f"{rng.randint(1, 9)}{rng.choice('ABCDGKQ')}{rng.randint(0, 9)} {rng.randint(100, 999)} {rng.randint(100, 999)}{rng.choice(['', ' A', ' B', ' C'])}"
        cells = [str(i), code, it[0], it[1], f"{q:,.0f}", cj.money(p), f"{disc}%"]
        cells += [cj.money(net), cj.money(amt)] if stated else ["", ""]
        body.append((cells, amt))
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllcrrrrr",
        rowh=17,
        size=7.4,
        bottom=bottom - 10,
        brk=brk,
        fill=PALE,
        hh=18,
    )
    qty = sum(q for _, q, _, _ in lines)
    fr = Decimal(rng.choice([0, 0, 0, 20, 35, 50, 80])) if stated else ZERO
    total = sub + fr
    if y + 90 > bottom:
        y = brk()
    y += 16
    pdf.text(m, y, f"品种数：{len(lines)}　件数合计：{qty:,.0f}", 8.4)
    if stated:
        rx = right - 190
        rows = [("配件金额", cj.money(sub))]
        if fr:
            rows.append((cj.pick(rng, "运费|急件运费|物流费"), cj.money(fr)))
        rows.append(
            (cj.pick(rng, "订单金额（含税）|订货总金额|合计金额（含税）|本单应付"), cj.money(total))
        )
        for k, (lab, v) in enumerate(rows):
            last = k == len(rows) - 1
            pdf.text(rx, y, lab, 9.6 if last else 8.4, bold=last)
            pdf.text(
                right,
                y,
                f"¥{v}" if last else v,
                10.5 if last else 8.4,
                align="r",
                bold=last,
                colour=ink if last else black,
            )
            y += 16
        if rng.random() < 0.5:
            pdf.text(right, y, f"人民币大写：{cj.daxie(total)}", 7.8, align="r", colour=GREY)
            y += 14
        pdf.text(m, y + 4, "注：以上价格均含13%增值税；折扣按当期商务政策执行。", 7.6, colour=GREY)
    else:
        pdf.text(m, y + 16, "注：价格以供货单位开具的配件发货单为准。", 8, colour=GREY)
    y += 34
    if y + 40 > bottom:
        y = brk()
    sw = wd / 3
    for k, cap in enumerate(["配件经理", "服务总监", "供货方确认"]):
        pdf.text(m + k * sw, y, f"{cap}：________________", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_zh_qiche_4s_peijian_dinghuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _qc)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong events company's equipment rental order

HR_BUY = [
    ("{c}活動策劃有限公司", "{e} Events Limited"),
    ("{c}製作有限公司", "{e} Productions Limited"),
    ("{c}展覽及市場推廣有限公司", "{e} Exhibitions & Marketing Ltd."),
    ("{c}公關活動顧問有限公司", "{e} PR & Events Consultants Co., Ltd."),
]
HR_BUY_S = [
    ("星河", "Galaxy"),
    ("天橋", "Skybridge"),
    ("朗峰", "Summit"),
    ("匯豐年", "Fortune Harvest"),
    ("藍灣", "Blue Bay"),
    ("嘉宏", "Grandeur"),
    ("新紀元", "New Era"),
    ("銀河灣", "Silver Bay"),
]
HR_SUP = [
    ("{c}舞台燈光音響工程有限公司", "{e} Staging & Lighting Co., Ltd."),
    ("{c}展覽器材租賃有限公司", "{e} Exhibition Hire Limited"),
    ("{c}視聽器材有限公司", "{e} AV Rental Limited"),
    ("{c}帳篷搭建工程公司", "{e} Marquee Services Company"),
    ("{c}傢俬租賃有限公司", "{e} Furniture Hire Co., Ltd."),
    ("{c}燈光音響", "{e} Sound & Light"),
    ("{c}活動用品租賃", "{e} Party Rentals"),
]
HR_SUP_S = [
    ("宏聲", "Wang Sing"),
    ("亮采", "Brightway"),
    ("力行", "Lik Hang"),
    ("大中華", "Greater China"),
    ("偉業", "Wai Yip"),
    ("金聲", "Golden Voice"),
    ("聯合", "United"),
    ("富達", "Fortune"),
    ("正昇", "Ching Shing"),
    ("友利", "Yau Lee"),
    ("怡東", "Excel East"),
    ("百佳", "Pak Kai"),
    ("雅軒", "Elegance"),
    ("信和", "Sun Wo"),
    ("威力", "Power Pro"),
    ("卓越", "Supreme"),
]
HR_VENUE = [
    "香港會議展覽中心 5BC展覽廳",
    "亞洲國際博覽館 Hall 10",
    "添馬公園",
    "九龍灣國際展貿中心 Rotunda 3",
    "中環海濱活動空間",
    "沙田大會堂展覽廳",
    "西九文化區藝術公園",
    "尖沙咀海濱花園",
]
HR_EVENT = [
    "品牌新品發佈會",
    "週年晚宴",
    "美食嘉年華",
    "國際貿易展覽會",
    "企業家庭同樂日",
    "慈善跑頒獎典禮",
    "音樂會",
    "商場聖誕佈置活動",
]
HR_ITEMS = [
    ("LED Wall P3.9 (per sqm) LED屏幕", "sqm", 280, 650),
    ("Line Array Speaker 線陣音箱", "pc", 600, 1500),
    ("Digital Mixer 48ch 數碼調音台", "set", 1800, 3800),
    ("Wireless Microphone 無線咪", "set", 150, 380),
    ("Moving Head Light 電腦搖頭燈", "pc", 320, 780),
    ("Truss 400x400 (per m) 鋁架", "m", 45, 120),
    ("Stage Platform 8'x4' 舞台板", "pc", 180, 420),
    ("Projector 12,000 lm 投影機", "set", 2200, 4800),
    ("Marquee 10m x 15m 帳篷", "set", 6800, 16000),
    ("Cocktail Table 高枱 (with cover)", "pc", 80, 180),
    ("Banquet Chair 宴會椅", "pc", 18, 45),
    ("Generator 60kVA 發電機", "set", 3200, 6800),
    ("Red Carpet (per m) 紅地氈", "m", 30, 75),
    ("Follow Spot 追光燈", "pc", 800, 1800),
    ("Fog Machine 煙機", "pc", 350, 800),
    ("Walkie Talkie 對講機", "pc", 40, 90),
]


def _hr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    bs = rng.choice(HR_BUY_S)
    bt = rng.choice(HR_BUY)
    buy_c, buy_e = bt[0].format(c=bs[0]), bt[1].format(e=bs[1])
    ss = rng.choice(HR_SUP_S)
    st = rng.choice(HR_SUP)
    sup_c, sup_e = st[0].format(c=ss[0]), st[1].format(e=ss[1])
    order = rng.choice([(sup_e, sup_c), (sup_c, sup_e), (sup_e, ""), (sup_c, "")])
    sup = order[0]
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n4}|RO-{Y}-{n4}|{y}{m}{d}/{n3}|HO{n6}|EV-PO-{n5}")
    job = cj.number(rng, d, "JOB-{y}{n4}|P{y}{m}{n3}|PRJ{n5}")
    quo = cj.number(rng, d, "Q{y}{m}{n4}|QT-{n5}|{n4}/{y}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.45, 0.1, 0.45), Color(0.05, 0.3, 0.5), black, Color(0.6, 0.3, 0.0)])
    title_e, title_c = rng.choice(
        [
            ("EQUIPMENT RENTAL ORDER", "器材租賃訂單"),
            ("HIRE ORDER", "租用訂單"),
            ("PURCHASE ORDER (RENTAL)", "租賃採購單"),
            ("RENTAL PURCHASE ORDER", "租賃訂購單"),
        ]
    )
    po_lab = rng.choice(["Order No. 訂單編號", "P.O. No. 訂單號碼", "Rental Order No. 租賃單號"])

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 24,
            f"{buy_e}　Tel 電話 {tel}　www.{bs[1].lower().replace(' ', '')}.com.hk",
            6.8,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title_e} {title_c} (cont'd 續)", 9.6, bold=True)
        pdf.text(right, 36, f"{po_lab}: {po}", 8.6, align="r")
        return 48

    tel = cj.hk_tel(rng)
    y = 40
    pdf.text(pdf.w / 2, y, buy_e, 14.5, align="c", bold=True, colour=ink)
    pdf.text(pdf.w / 2, y + 17, buy_c, 12, align="c", colour=ink)
    pdf.text(
        pdf.w / 2,
        y + 31,
        f"{rng.randint(1, 40)}/F, {rng.choice(['Kwun Tong Road', 'Hoi Bun Road', 'Wong Chuk Hang Road', 'Lai Chi Kok Road', 'Castle Peak Road'])}, Hong Kong　Tel: {tel}　Fax: {cj.hk_tel(rng)}",
        7.2,
        align="c",
        colour=GREY,
    )
    y += 44
    pdf.line(m, y, right, y, lw=1.0, colour=ink)
    y += 24
    pdf.text(m, y, title_e, 15, bold=True)
    pdf.text(m, y + 17, title_c, 12, bold=True)
    meta = [[po_lab, po], ["Date 日期", cj.fdate(d, "hk")], ["Job No. 項目編號", job]]
    if rng.random() < 0.6:
        meta.append(["Your Quotation 貴司報價", quo])
    ws = [118, 108]
    yy = kgrid(pdf, right - sum(ws), y - 12, ws, meta, h=17, size=7.8, labels=(0,), fill=PALE)
    y += 30
    # supplier block
    lab = rng.choice(["To 致:", "Rental Company 出租公司:", "Supplier 供應商:", "Messrs. 敬啟者:"])
    pdf.text(m, y, lab, 8.2, colour=GREY)
    y += 14
    pdf.text(m, y, order[0], 10.5, bold=True)
    if order[1]:
        y += 13
        pdf.text(m, y, order[1], 9.5)
    y += 13
    pdf.text(
        m,
        y,
        f"Attn 聯絡人: {rng.choice(['Mr.', 'Ms.'])} {rng.choice(['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ho', 'Ng', 'Tse'])}　Tel: {cj.hk_tel(rng)}",
        8,
    )
    y = max(y, yy) + 18
    ev = [
        ["Event 活動名稱", rng.choice(HR_EVENT), "Venue 場地", rng.choice(HR_VENUE)],
        [
            "Set-up 搭建",
            f"{cj.fdate(cj.later(rng, d, 5, 20), 'hk')} {rng.choice(['08:00', '14:00', '22:00'])}",
            "Show Day(s) 活動日期",
            cj.fdate(cj.later(rng, d, 21, 40), "hk"),
        ],
        [
            "Dismantle 拆卸",
            rng.choice(["Same night 即晚", "Next morning 翌日早上", "After show 活動後"]),
            "On-site Contact 現場聯絡",
            f"{cj.person(rng, 'zh-Hant')} {rng.randint(5, 9)}{rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        ],
    ]
    y = kgrid(pdf, m, y, cj.rel(wd, [17, 33, 18, 32]), ev, h=18, size=7.8, ink=ink, fill=PALE) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [24, 30, 36])
    days = rng.choice([1, 1, 2, 2, 3, 4])
    lines = more_lines(
        rng, HR_ITEMS, n, [1, 2, 4, 6, 8, 12, 20, 40], ["(spare 後備)", "(B)", "(Stage 2)"]
    )
    heads = [
        "Item\n項目",
        "Description 描述",
        "Qty\n數量",
        "Unit\n單位",
        "Days\n日數",
        "Rate/Day HK$\n日租",
        "Amount HK$\n金額",
    ]
    ws = cj.rel(wd, [6, 42, 8, 7, 7, 14, 16])
    body = []
    sub = ZERO
    for i, (it, q, p, _a) in enumerate(lines, 1):
        p = Decimal(int(p))
        dd = days if rng.random() < 0.8 else max(1, days - 1)
        amt = p * q * dd
        sub += amt
        body.append(
            (
                [
                    str(i),
                    it[0],
                    f"{q:,.0f}",
                    it[1],
                    str(dd),
                    cj.money(p) if stated else "",
                    cj.money(amt) if stated else "",
                ],
                amt,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "clccrrr",
        rowh=17,
        size=7.6,
        bottom=bottom - 10,
        brk=brk,
        fill=PALE,
        hh=24,
    )
    trans = Decimal(rng.choice([0, 800, 1200, 1500, 2400, 3500])) if stated else ZERO
    inst = Decimal(rng.choice([0, 0, 1000, 1800, 2500, 4800])) if stated else ZERO
    disc = r2(sub * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    total = sub + trans + inst - disc
    dep = r2(total * Decimal(rng.choice([30, 50]) / 100)) if rng.random() < 0.5 else ZERO
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [["Rental Sub-total 租金小計", f"HK${cj.money(sub)}"]]
        if trans:
            rows.append(["Transportation 運輸費", f"HK${cj.money(trans)}"])
        if inst:
            rows.append(["Installation & Dismantling 安裝及拆卸", f"HK${cj.money(inst)}"])
        if disc:
            rows.append(["Less: Discount 折扣", f"-HK${cj.money(disc)}"])
        rows.append(
            [
                rng.choice(["TOTAL 總額", "Total Amount 總金額", "Grand Total 合共"]),
                f"HK${cj.money(total)}",
            ]
        )
        ws2 = [190, 110]
        y = (
            kgrid(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                rows,
                h=17,
                size=8,
                labels=(0,),
                fill=PALE,
                align="lr",
            )
            + 8
        )
        if dep:
            pdf.text(
                right,
                y + 8,
                f"Deposit 按金 ({'30' if dep * 10 < total * 4 else '50'}%) payable upon confirmation: HK${cj.money(dep)}",
                7.8,
                align="r",
                colour=GREY,
            )
            y += 14
            pdf.text(
                right,
                y + 8,
                f"Balance 餘額: HK${cj.money(total - dep)}",
                7.8,
                align="r",
                colour=GREY,
            )
            y += 14
        if rng.random() < 0.3:
            pdf.text(m, y + 8, f"Say Hong Kong Dollars {cj.en_words(total)} Only", 7.8)
            y += 14
    else:
        pdf.text(m, y + 10, "Rates as per your quotation 租金按 貴司報價單計算。", 8.4)
        y += 18
    y += 14
    terms = [
        "1. Equipment to be delivered, installed and tested before the set-up deadline. 器材須於搭建時限前送達、安裝及測試。",
        "2. Rental company is responsible for its own crew, insurance and safety compliance. 出租公司須自行負責工作人員、保險及安全。",
        "3. Please quote our Order No. on all invoices and delivery notes. 所有發票及送貨單請註明本公司訂單號碼。",
    ]
    for t in terms:
        for ln in cj.wrap(t, 7.4, wd):
            if y > bottom - 60:
                y = brk()
            pdf.text(m, y, ln, 7.4)
            y += 11
    y += 30
    if y > bottom - 20:
        y = brk() + 30
    pdf.line(m, y, m + 170, y, lw=0.5)
    pdf.text(m, y + 11, f"For and on behalf of {buy_e}", 7.4)
    pdf.text(m, y + 21, "Authorised Signature 授權簽署", 7.4)
    pdf.line(right - 170, y, right, y, lw=0.5)
    pdf.text(right - 170, y + 11, "Confirmed by 確認 (Company Chop 公司印章)", 7.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_hk_huodong_qicai_zulin(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hr)


# --------------------------------------------------------------------------- 4 ja hospital pharmacy's drug order to a wholesaler

JY_X = "アスカ 北陸 東海 ひかり みらい 大和 平成 丸三 昭和 富士 成和 三星 明和 協和 東洋 山陽 南海 清和".split()
JY_SUP_FORMED = [
    "株式会社{x}薬品",
    "{x}メディカル株式会社",
    "{x}薬業株式会社",
    "株式会社{x}メディコ",
    "{x}医薬品販売株式会社",
    "{x}ファーマ株式会社",
]
JY_SUP_BARE = ["{l}薬品商会", "{x}薬品店", "{l}薬局 卸部"]
JY_L = "松田 岡本 石井 森 西村 藤田 村上 長谷川 近藤".split()
JY_HOSP = [
    "医療法人社団{a}会 {b}病院",
    "{c}市立病院",
    "地方独立行政法人 {c}市民病院",
    "社会医療法人{a}会 {b}記念病院",
    "{c}赤十字病院",
    "医療法人{a}会 {b}中央病院",
]
JY_A = "清風 仁愛 緑光 恵生 慈心 青葉 松和 博愛".split()
JY_B = "さくら 若葉 桜ヶ丘 北斗 中央 ひまわり 大宮 湘南".split()
JY_C = "豊橋 岐阜 福山 高崎 長岡 松阪 久留米 八戸 草加 富山".split()
JY_ITEMS = [
    ("アムロジピン錠5mg", "100錠PTP", "箱", "", 1020, 1500),
    ("ロスバスタチン錠2.5mg", "100錠PTP", "箱", "", 1800, 2600),
    ("ランソプラゾールOD錠15mg", "140錠PTP", "箱", "", 2900, 4200),
    ("セフトリアキソン静注用1g", "10瓶", "箱", "", 2600, 3900),
    ("生理食塩液 100mL", "10袋", "箱", "", 1500, 2200),
    ("ヘパリンNa注5千単位/5mL", "10瓶", "箱", "", 3200, 4800),
    ("インスリン グラルギン注ソロスター", "2キット", "箱", "", 3800, 5400),
    ("オキシコドン徐放錠5mg", "20錠", "箱", "麻", 2400, 3600),
    ("モルヒネ塩酸塩注10mg", "10管", "箱", "麻", 3100, 4700),
    ("ゾルピデム酒石酸塩錠5mg", "100錠", "箱", "向", 1300, 2100),
    ("ジアゼパム注射液10mg", "10管", "箱", "向", 900, 1500),
    ("ワルファリンK錠1mg", "100錠", "箱", "", 800, 1200),
    ("アセトアミノフェン静注液1000mg", "10袋", "箱", "", 3000, 4500),
    ("ポビドンヨード液10% 250mL", "1本", "本", "", 380, 560),
    ("メトホルミン塩酸塩錠250mg", "500錠バラ", "瓶", "", 2100, 3000),
    ("プレドニゾロン錠5mg", "100錠", "箱", "", 900, 1400),
    ("ノルアドレナリン注1mg", "10管", "箱", "劇", 900, 1500),
    ("フロセミド注20mg", "10管", "箱", "", 550, 900),
]


def _jy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    sup = bare_or(rng, JY_SUP_FORMED, JY_SUP_BARE, 0.15).format(
        x=rng.choice(JY_X), l=rng.choice(JY_L)
    )
    hosp = rng.choice(JY_HOSP).format(a=rng.choice(JY_A), b=rng.choice(JY_B), c=rng.choice(JY_C))
    dept = rng.choice(["薬剤部", "薬剤科", "薬局", "薬剤部 医薬品管理室"])
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}{d}-{n3}|YH{Y}{m}{n4}|{n8}|H{y}-{n5}|発{y}{m}{n4}")
    est = cj.number(rng, d, "M{y}{n5}|{n6}")
    cont = cj.number(rng, d, "R{y}-単契-{n3}|{Y}年度単価契約 第{n2}号")
    stated = stated_of(rng)
    incl = rng.random() < 0.7
    page = [1]
    ds = rng.choice(["reiwa", "slash", "cn"])
    ys = rng.randint(0, 2)
    title = cj.pick(rng, "医 薬 品 発 注 書|医薬品発注書|発注書（医薬品）|薬品注文書|注 文 書")
    po_lab = cj.pick(rng, "発注番号|注文番号|発注No.|伝票番号")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 22,
            f"{page[0]} / {of}" if of else str(page[0]),
            7.4,
            align="c",
            colour=GREY,
        )
        pdf.text(right, pdf.h - 22, f"{hosp} {dept}", 6.8, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title.replace(' ', '')}（続き）", 10, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 8.6, align="r")
        return 48

    y = 44
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=1.5)
    y += 8
    mw = [62, 104]
    meta = [[po_lab, po], ["発 注 日", cj.fdate(d, ds)]]
    if rng.random() < 0.4:
        meta.append(["見積番号", est])
    yy = kgrid(pdf, right - sum(mw), y + 6, mw, meta, h=17, size=8, labels=(0,), fill=PALE)
    y += 30
    # supplier at the left with an honorific set apart
    pdf.text(m, y, sup, 12.5, bold=True)
    w_s = cj.stringWidth(sup, cj.FONT_NAME, 12.5)
    branch = rng.random() < 0.5
    if branch:
        y += 17
        pdf.text(m + 10, y, f"{rng.choice(JY_C)}支店", 10.5)
        pdf.text(m + 80, y, "御中", 10.5)
    else:
        pdf.text(m + w_s + 14, y, rng.choice(["御中", "御中", "殿"]), 11.5)
    pdf.line(m, y + 4, m + 230, y + 4, lw=0.6)
    y += 18
    pdf.text(m, y, f"ご担当：{rng.choice(cj.JA_SUR)} 様　FAX：{cj.ja_tel(rng)}", 8)
    y += 14
    pdf.text(m, y, "下記の通り発注いたします。", 8.6)
    # hospital at the right
    hx = pdf.w * 0.56
    hy = yy + 14
    pdf.text(hx, hy, hosp, 10, bold=True)
    pdf.text(hx, hy + 13, dept, 9.4)
    pdf.text(hx, hy + 26, cj.ja_addr(rng), 7.6)
    pdf.text(hx, hy + 37, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6)
    pdf.text(
        hx,
        hy + 48,
        f"医療機関コード {rng.randint(10, 47)}{rng.randint(1000000, 9999999)}　発注担当 {cj.person(rng, 'ja')}",
        7.6,
    )
    y = max(y, hy + 56) + 12
    info = [
        [
            "納品希望日",
            cj.fdate(cj.later(rng, d, 1, 7), ds),
            "納品場所",
            cj.pick(rng, "薬剤部 医薬品倉庫|地下1階 物品搬入口|薬剤部 注射薬室|中央倉庫"),
        ],
        [
            "取引先コード",
            f"{rng.randint(100, 999)}-{rng.randint(10, 99)}",
            "契約区分",
            cont if rng.random() < 0.5 else cj.pick(rng, "単価契約品|随意契約|スポット購入"),
        ],
    ]
    y = kgrid(pdf, m, y, cj.rel(wd, [14, 30, 14, 42]), info, h=18, size=7.8, fill=PALE) + 10
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8, 10, 12], [28, 34, 40])
    lines = more_lines(rng, JY_ITEMS, n, [1, 1, 2, 2, 3, 5, 10], ["（後発品）", "（別規格）"])
    heads = [
        "No.",
        "区分",
        "YJコード",
        "品名・規格",
        "包装",
        "数量",
        "薬価",
        "納入単価",
        "値引率",
        "金額",
    ]
    ws = cj.rel(wd, [4, 4, 13, 26, 9, 7, 9, 9, 7, 12])
    body = []
    sub = ZERO
    for i, (it, q, p, _a) in enumerate(lines, 1):
        list_p = Decimal(int(p))
        rate = Decimal(rng.choice([8, 10, 12, 13.5, 15, 18]))
        net = r0(list_p * (100 - rate) / 100)
        amt = net * q
        sub += amt
        yj = f"{rng.randint(1100, 6399)}{rng.randint(100, 999)}{rng.choice('FGHKMQ')}{rng.randint(1000, 9999)}"
        cells = [str(i), it[3], yj, it[0], it[1], f"{q:,.0f}{it[2]}", w0(list_p)]
        cells += [w0(net), f"{rate:.1f}%".replace(".0%", "%"), w0(amt)] if stated else ["", "", ""]
        body.append((cells, amt))
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cclllrrrrr",
        rowh=17,
        size=7.2,
        bottom=bottom - 10,
        brk=brk,
        fill=PALE,
        hh=18,
    )
    tax = r0(sub * Decimal("0.10"))
    total = sub + tax if incl else sub
    if y + 110 > bottom:
        y = brk()
    y += 10

    def yen(v: Decimal) -> str:
        return cj.yen(v, ys)

    if stated:
        rows = [["小　計", yen(sub)]]
        if incl:
            rows += [
                ["消費税（10%）", yen(tax)],
                [cj.pick(rng, "合計金額|発注金額合計|総合計（税込）"), yen(total)],
            ]
        else:
            rows += [["合計金額（税抜）", yen(sub)]]
        ws2 = [110, 110]
        kgrid(
            pdf, right - sum(ws2), y, ws2, rows, h=18, size=8.6, labels=(0,), fill=PALE, align="lr"
        )
        if not incl:
            pdf.text(
                right,
                y + 18 * len(rows) + 12,
                "※消費税は別途申し受けます。",
                7.6,
                align="r",
                colour=GREY,
            )
    notes = [
        "・有効期限が6ヶ月以上のものを納品してください。",
        "・納品書には本発注番号を必ずご記入ください。",
    ]
    if any(it[3] == "麻" for it, *_ in lines):
        notes.append("・麻薬は麻薬譲渡証を添付し、薬剤部麻薬管理者へ直接お渡しください。")
    if rng.random() < 0.5:
        notes.append("・欠品・出荷調整品は至急FAXにてご連絡ください。")
    yy = y + 4
    for t in notes:
        pdf.text(m, yy, t, 7.6)
        yy += 12
    y = max(yy, y + 18 * 3) + 14
    if y + 50 > bottom:
        y = brk()
    bw = 44
    for k, cap in enumerate(["薬剤部長", "主任", "担当"]):
        x = right - (3 - k) * bw
        pdf.rect(x, y, bw, 14, fill=PALE)
        pdf.text(x + bw / 2, y + 10, cap, 7.2, align="c")
        pdf.rect(x, y + 14, bw, 34)
    if rng.random() < 0.5:
        pdf.stamp(right - bw / 2, y + 31, rng.choice(cj.JA_SUR), rng, r=13)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_ja_byoin_iyakuhin_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jy)


# --------------------------------------------------------------------------- 5 en-US winery's bottling-supplies purchase order

WU_WIN = [
    "{X} Vineyards",
    "{X} Cellars",
    "{X} Estate Winery",
    "{X} Wine Company",
    "{L} Family Wines",
    "{X} Ridge Winery",
]
WU_X = "Coyote Creek|Silverado Bend|Oak Knoll|Madrone Hill|Three Sisters|Black Bear|Cedar Gulch|Rattlesnake Hill|Valley Oak|Quail Run|Red Tail|Lone Pine|Sagebrush|Willow Bend".split(
    "|"
)
WU_AVA = [
    "Sonoma County",
    "Napa Valley",
    "Paso Robles",
    "Lodi",
    "Santa Ynez Valley",
    "Willamette Valley",
    "Walla Walla Valley",
    "Yakima Valley",
    "Finger Lakes",
    "Anderson Valley",
]
WU_CITY = [
    "Healdsburg, CA 95448",
    "St. Helena, CA 94574",
    "Paso Robles, CA 93446",
    "Lodi, CA 95240",
    "Solvang, CA 93463",
    "Dundee, OR 97115",
    "Walla Walla, WA 99362",
    "Prosser, WA 99350",
    "Hammondsport, NY 14840",
    "Philo, CA 95466",
]
WU_SUP_FORMED = [
    "{S} Glass Company",
    "{S} Closures, Inc.",
    "{L} Cooperage Co.",
    "{S} Label & Print, LLC",
    "{S} Packaging Supply Inc.",
    "Tonnellerie {F} USA, Inc.",
    "{S} Winery Supply LLC",
    "{L} & {L2} Corks, Inc.",
]
WU_SUP_BARE = [
    "{L} Barrel Brokers",
    "{L} Mobile Bottling",
    "{S} Carton & Crate",
    "{L} Capsule Works",
]
WU_S = "Pacific|Golden State|Central Coast|Redwood Empire|Sierra|Delta|Cascade|North Bay|Mission|Heritage|Frontier|Yolo|Russian River|Bayview".split(
    "|"
)
WU_L = "Alvarez|Brennan|Castellano|Dwyer|Eckert|Fontaine|Gallo|Hartley|Iverson|Jensen|Kowalski|Lindqvist|Moreno|Novak|Okafor|Pruitt".split(
    "|"
)
WU_F = "Berthier|Lacroix|Sauvion|Dufour|Marchand".split("|")
WU_ITEMS = [
    ("GL-BDX750-AG", "Bordeaux 750ml Antique Green, 12/cs, 56 cs/plt", "CS", 11.2, 16.8),
    ("GL-BRG750-FL", "Burgundy 750ml Flint, punted, 12/cs", "CS", 12.4, 18.6),
    ("GL-HOCK375", "Hock 375ml Dead Leaf Green, 24/cs", "CS", 10.1, 14.9),
    ("CK-NAT-49x24", "Natural cork 49x24 mm, grade 2, printed 2 sides", "M", 380.0, 720.0),
    ("CK-TEC-44x24", "Technical cork 1+1, 44x24 mm", "M", 190.0, 310.0),
    ("SC-30x60-BLK", "Screw cap 30x60 Saranex liner, black matte", "M", 110.0, 185.0),
    ("CAP-PVC-GLD", "PVC capsule 29.5x55 gold, printed top", "M", 38.0, 72.0),
    ("LBL-FR-CAB", "Front label, Cabernet Sauvignon, 4-color + foil", "M", 160.0, 340.0),
    ("LBL-BK-CAB", "Back label with UPC & TTB statements", "M", 60.0, 120.0),
    ("CTN-12x750", "Shipper 12x750 kraft, 1-color print, w/ dividers", "EA", 1.45, 2.6),
    ("BRL-FR-225", "French oak barrel 225L, medium toast, 3-yr air dried", "EA", 980.0, 1350.0),
    ("BRL-AM-225", "American oak barrel 225L, medium plus", "EA", 520.0, 780.0),
    ("CHEM-SO2-5", "Potassium metabisulfite, 25 kg bag", "EA", 85.0, 140.0),
    ("YST-RC212", "Wine yeast RC212, 500 g", "EA", 42.0, 68.0),
    ("SVC-MBL", "Mobile bottling line service, per case filled", "CS", 2.1, 3.4),
    ("GAS-N2-DW", "Nitrogen dewar rental and fill", "EA", 95.0, 180.0),
]


def _wu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "times|helv|times|libsans"))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    L1, L2 = rng.sample(WU_L, 2)
    win = rng.choice(WU_WIN).format(X=rng.choice(WU_X), L=L1)
    k_ = rng.randrange(len(WU_CITY))
    ava, city = WU_AVA[k_], WU_CITY[k_]
    sup = bare_or(rng, WU_SUP_FORMED, WU_SUP_BARE, 0.25).format(
        S=rng.choice(WU_S), L=L2, L2=rng.choice(WU_L), F=rng.choice(WU_F)
    )
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "PO-2####|#####|W##-####|PO ######|25-0###"))
    quote = la.digits(rng, la.pick(rng, "Q-#####|SQ######|#####-R1"))
    bw = la.digits(rng, "BW-CA-#####") if "CA" in city else la.digits(rng, "BW-@@-#####")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["us", "usl"])

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{win} · {bw} · Please reference our PO number on all invoices, packing lists and bills of lading.",
            6.8,
            grey=0.35,
        )
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
        d.t(m, 40, f"{win} — Purchase Order {po} (continued)", 9, b=True)
        return 54

    y = 44
    d.t(m, y + 10, win, rng.choice([20, 22]), b=True)
    d.t(m, y + 26, f"{ava} · Est. {rng.randint(1962, 2012)}", 8.5, grey=0.35)
    d.t(
        m,
        y + 37,
        f"{la.digits(rng, '#### ')}{rng.choice(['Silverado Trail', 'Westside Road', 'Vineyard Dr.', 'Old Ranch Rd.', 'Hwy 46 W'])}, {city}",
        7.8,
    )
    d.t(m, y + 47, f"Tel {la.phone(rng, 'us')} · purchasing@{win.split()[0].lower()}wines.com", 7.8)
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER")
    d.t(r, y + 12, title, 17, b=True, al="r")
    kv = [
        ("PO Number", po),
        ("Date", la.dfmt(dt, ds)),
        ("Vendor Quote", quote if rng.random() < 0.6 else "—"),
    ]
    ky = y + 24
    for k, v in kv:
        d.t(r - 110, ky + 9, f"{k}:", 8, grey=0.3)
        d.t(r, ky + 9, v, 8.6, b=k == "PO Number", al="r")
        ky += 11.5
    y = max(ky, y + 56) + 12
    d.line(m, y, r, y, 1.0)
    y += 10
    # vendor and ship-to boxes
    bw2 = (wd - 14) / 2
    vend = [sup, *la.party(rng, "us", "sup")[1], f"Vendor # {la.digits(rng, 'V####')}"]
    if rng.random() < 0.5:
        vend.insert(3, f"Attn: {la.person(rng, 'en')}")
    ship = [
        win,
        f"{bw} — Bonded Premises",
        f"{la.digits(rng, '####')} {rng.choice(['Cellar Lane', 'Winery Rd.', 'Crush Pad Way'])}",
        city,
        f"Receiving: Mon–Fri 7:00–14:00, dock {rng.randint(1, 4)}",
    ]
    labs = rng.choice([("VENDOR", "SHIP TO"), ("TO:", "DELIVER TO:"), ("Vendor", "Ship To")])
    for k, (lab, blk) in enumerate(zip(labs, [vend, ship])):
        x = m + k * (bw2 + 14)
        d.box(x, y, bw2, 14, fill=0.85)
        d.t(x + 4, y + 10, lab, 8, b=True)
        d.box(x, y + 14, bw2, 12 * len(blk) + 8, stroke=True)
        for i, s_ in enumerate(blk):
            d.t(x + 6, y + 26 + i * 12, s_, 8.6 if i else 9.4, b=i == 0, maxw=bw2 - 10)
    y += 14 + 12 * max(len(vend), len(ship)) + 18
    strip = [
        ("Requested By", la.person(rng, "en")),
        (
            "Vintage / Lot",
            f"{dt.year - rng.randint(1, 3)} {rng.choice(['CS', 'PN', 'CH', 'ZIN', 'SY'])}-{rng.randint(1, 12):02d}",
        ),
        ("Bottling Date", la.dfmt(dt + timedelta(days=rng.randint(14, 60)), "us")),
        ("Terms", la.pick(rng, "Net 30|Net 45|2% 10 Net 30|50% deposit, bal. Net 30")),
        ("FOB", la.pick(rng, "Destination|Origin|Shipping Point")),
        ("Ship Via", la.pick(rng, "Best Way|Vendor Truck|LTL – Estes|Will Call")),
    ]
    sw = wd / len(strip)
    for i, (k, v) in enumerate(strip):
        d.box(m + i * sw, y, sw, 13, fill=0.9)
        d.box(m + i * sw, y + 13, sw, 15)
        d.t(m + i * sw + 3, y + 9.5, k, 7, b=True)
        d.t(m + i * sw + 3, y + 24, v, 7.8, maxw=sw - 6)
    y += 40
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 7, 9], [26, 32, 38])
    lines = more_lines(
        rng,
        WU_ITEMS,
        n,
        [1, 2, 5, 10, 20, 50, 56, 112],
        ["(alt. lot)", "(reserve)", "(2nd run)"],
        places=rng.choice([2, 2, 3]),
    )
    heads = ["Ln", "Item #", "Description", "Qty", "UOM", "Unit Price", "Extended"]
    ws = [x * wd for x in (0.05, 0.14, 0.41, 0.08, 0.07, 0.12, 0.13)]
    rows = []
    sub = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        sub += a
        rows.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    it[2],
                    f"{p:,.3f}" if p != p.quantize(Decimal("0.01")) else en2(p),
                    en2(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        "cllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom - 14,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    fr = Decimal(rng.choice([0, 0, 145, 275, 380, 650])) if stated else ZERO
    disc = r2(sub * Decimal("0.02")) if rng.random() < 0.2 else ZERO
    taxable = rng.random() < 0.45
    rate = Decimal(rng.choice(["7.25", "7.75", "8.25", "8.625", "9.125"]))
    tax = pct_of(sub - disc, rate) if taxable else ZERO
    total = sub - disc + fr + tax
    dep = r2(total * Decimal("0.5")) if rng.random() < 0.25 else ZERO
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        rows2 = [("Subtotal", en2(sub), False)]
        if disc:
            rows2.append(("Less 2% volume discount", f"({en2(disc)})", False))
        rows2.append(("Freight", en2(fr) if fr else "Included", False))
        rows2.append(
            (
                f"Sales Tax {rate}%" if taxable else "Sales Tax (resale cert. on file)",
                en2(tax) if taxable else "Exempt",
                False,
            )
        )
        rows2.append((la.pick(rng, "TOTAL|PO Total|Order Total|Total USD"), f"${en2(total)}", True))
        y2 = d.summary(r - 210, r, y, rows2, 8.6, box_last=True)
        if dep:
            d.t(
                r,
                y2 + 12,
                f"Deposit paid {la.dfmt(dt, 'us')} (check #{rng.randint(1000, 9999)}): ${en2(dep)}",
                7.6,
                al="r",
                grey=0.3,
            )
            d.t(r, y2 + 23, f"Balance due on delivery: ${en2(total - dep)}", 7.6, al="r", grey=0.3)
    else:
        d.t(
            m,
            y + 10,
            "Pricing per vendor quote and 2025 supply agreement; invoice at prices in effect on ship date.",
            8.2,
        )
    ny = y + 4
    notes = [
        "Notes / Instructions:",
        "Glass must arrive on clean heat-treated pallets, shrink-wrapped, no more than 56 cs/plt.",
        "Certificate of analysis required for all closures (TCA < 1 ng/L).",
        'Labels wound out #4, 3" core, max OD 12". Proof approval required before run.',
    ]
    for i, t in enumerate(rng.sample(notes[1:], 2)):
        d.t(m, ny + 10 + i * 11, t, 7.2, maxw=wd * 0.55)
    d.t(m, ny, notes[0], 7.8, b=True)
    y = max(ny + 40, y + 90)
    if y + 40 > bottom:
        y = brk()
    d.sign(
        m,
        y + 26,
        180,
        f"Authorized by: {la.person(rng, 'en')}, {la.pick(rng, 'Winemaker|Director of Operations|Cellar Master|Controller')}",
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_en_us_winery_bottling_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _wu)


# --------------------------------------------------------------------------- 6 en-NZ university research lab's consumables order

NU_UNI = [
    "University of {X}",
    "{X} University",
    "{X} Institute of Technology",
    "University of {X} – Te Whare Wananga o {M}",
]
NU_X = "Southland|Hauraki|Manawatu|Tasman|Taranaki|Waitemata|Kaikoura|Rangitoto|Hawke's Bay|Westland|Marlborough|Wairarapa".split(
    "|"
)
NU_M = "Tamaki|Araiteuru|Waitaha|Te Tonga|Aotea|Rangitahi".split("|")
NU_SCHOOL = [
    "School of Biological Sciences",
    "Department of Chemistry",
    "School of Medical Sciences",
    "Liggins Research Lab",
    "Department of Microbiology & Immunology",
    "School of Food and Advanced Technology",
    "Department of Marine Science",
    "Centre for Plant Genomics",
]
NU_CITY = [
    "Auckland 1010",
    "Hamilton 3216",
    "Palmerston North 4410",
    "Wellington 6012",
    "Christchurch 8041",
    "Dunedin 9016",
    "Nelson 7010",
    "Invercargill 9810",
    "Napier 4110",
    "Tauranga 3110",
]
NU_SUP_FORMED = [
    "{X} Scientific Ltd",
    "{X} Lab Supplies Limited",
    "{L} Biotech NZ Ltd",
    "{X} Life Sciences (NZ) Limited",
    "{X} Chemicals Limited",
    "{L} & {L2} Laboratory Services Ltd",
    "{X} Instruments (2019) Limited",
]
NU_SUP_BARE = ["{L} Glassblowing", "{X} Cryogenics", "{L} Instrument Repairs", "{X} Lab Gases"]
NU_SX = "Southern Cross|Kauri|Kiwi|Pohutukawa|Harbour|Alpine|Pacific Rim|Ruru|Totara|Rimu|Matai|Kereru|Longcloud|Greenstone".split(
    "|"
)
NU_L = "Walker|Fitzgerald|Ngata|Henare|McKenzie|Tait|Sorensen|Patel|Chen|Brodie|Gallagher|Whitmore|Parata|Hollis".split(
    "|"
)
NU_FIRST = (
    "Aroha|Hemi|Sophie|Liam|Mere|Oliver|Priya|Tane|Grace|Wiremu|Hannah|Ethan|Anahera|Lucas".split(
        "|"
    )
)
NU_ITEMS = [
    ("P-10-96R", "Pipette tips 10 ul, filtered, sterile, racked 96", "PK", "—", 18.0, 32.0),
    ("P-1000-BLK", "Pipette tips 1000 ul, bulk bag 1000", "BG", "—", 24.0, 45.0),
    ("TUBE-15C", "Centrifuge tubes 15 ml, PP, sterile, rack of 50", "CS", "—", 38.0, 72.0),
    ("GLV-NIT-M", "Nitrile gloves powder-free, size M, box 100", "BX", "—", 9.5, 16.0),
    ("ETH-AR-2.5", "Ethanol absolute AR grade, 2.5 L", "BT", "3.1B", 65.0, 118.0),
    ("ACN-HPLC-4", "Acetonitrile HPLC grade, 4 L", "BT", "3.1C", 140.0, 260.0),
    ("HCL-37-1", "Hydrochloric acid 37%, 1 L", "BT", "8.1A", 48.0, 90.0),
    ("TAQ-MM-5", "Taq PCR master mix 2x, 5 x 1 ml", "KT", "—", 210.0, 390.0),
    ("AGAR-500", "Agarose molecular grade, 500 g", "EA", "—", 320.0, 560.0),
    ("DMEM-500", "DMEM high glucose with L-glutamine, 500 ml", "BT", "—", 28.0, 52.0),
    ("FBS-NZ-500", "Foetal bovine serum, NZ origin, 500 ml", "BT", "—", 480.0, 890.0),
    ("PETRI-90", "Petri dishes 90 mm, triple vent, sleeve of 500", "CS", "—", 95.0, 170.0),
    ("LN2-230", "Liquid nitrogen, 230 L dewar refill", "EA", "2.2", 180.0, 320.0),
    ("CRYO-2", "Cryovials 2 ml external thread, bag 500", "BG", "—", 110.0, 210.0),
    ("KIT-RNA-50", "Total RNA extraction kit, 50 preps", "KT", "—", 520.0, 940.0),
    ("FLT-022", "Syringe filters 0.22 um PES, 25 mm, pk 50", "PK", "—", 85.0, 150.0),
]


def _nu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|helv|libsans"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    uni = rng.choice(NU_UNI).format(X=rng.choice(NU_X), M=rng.choice(NU_M))
    school = rng.choice(NU_SCHOOL)
    L1, L2 = rng.sample(NU_L, 2)
    sup = bare_or(rng, NU_SUP_FORMED, NU_SUP_BARE, 0.2).format(X=rng.choice(NU_SX), L=L1, L2=L2)
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "PO#######|45000#####|UO-######|P0######|#######"))
    req = la.digits(rng, la.pick(rng, "REQ-######|RQ#######|######"))
    cc = la.digits(rng, la.pick(rng, "R-@@@@-#####|3#####-####|CC#### / PRJ-#####"))
    stated = stated_of(rng)
    foreign = rng.random() < 0.15
    page = [1]
    col = rng.choice([(0.0, 0.2, 0.4), (0.45, 0.05, 0.1), (0.05, 0.3, 0.3), (0.1, 0.1, 0.1)])
    gstno = la.digits(rng, "##-###-###")

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{uni} · GST No. {gstno} · Invoices must quote the Purchase Order number and be emailed to accounts.payable@univ.ac.nz",
            6.6,
            grey=0.35,
            maxw=wd - 50,
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
        d.t(m, 42, f"Purchase Order {po} — continued", 9, b=True)
        return 56

    rgb_box(d, 0, 0, d.w, 6, col)
    y = 40
    d.t(m, y, uni, 14, b=True)
    d.t(m, y + 14, school, 9)
    d.t(
        m,
        y + 25,
        f"Private Bag {rng.randint(1000, 99999)}, {rng.choice(NU_CITY)}, New Zealand",
        7.8,
        grey=0.3,
    )
    rgb_text(
        d, r, y + 2, la.pick(rng, "PURCHASE ORDER|Purchase Order|Official Order"), 16, col, al="r"
    )
    d.t(
        r,
        y + 20,
        f"{la.pick(rng, 'Order No|PO Number|Purchase Order No.|Order Number')}: {po}",
        10.5,
        b=True,
        al="r",
    )
    d.t(r, y + 32, f"Date: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    y += 50
    cols3 = [
        (
            "Supplier",
            [
                sup,
                f"{rng.randint(1, 250)} {rng.choice(['Great South Road', 'Church Street', 'Ferry Road', 'Main North Road', 'Te Rapa Road', 'Kaikorai Valley Road'])}",
                rng.choice(NU_CITY)
                if not foreign
                else rng.choice(
                    [
                        "San Diego, CA 92121, USA",
                        "Melbourne VIC 3168, Australia",
                        "Singapore 138667",
                    ]
                ),
                f"Supplier ID: {la.digits(rng, '1#####')}",
            ],
        ),
        (
            "Deliver To",
            [
                f"{rng.choice(['Dr', 'Prof.', 'Assoc. Prof.'])} {rng.choice(NU_FIRST)} {rng.choice(NU_L)}",
                school,
                f"Building {rng.choice(['B', 'E', 'M', 'Z'])}{rng.randint(1, 40)}, Level {rng.randint(1, 6)}, Room {rng.randint(100, 699)}",
                f"Goods Inwards, {rng.choice(['City', 'Grafton', 'North', 'Riccarton', 'Kelburn'])} Campus",
            ],
        ),
        (
            "Invoice To",
            [
                "Accounts Payable",
                uni,
                f"Private Bag {rng.randint(1000, 99999)}",
                "accounts.payable@univ.ac.nz",
            ],
        ),
    ]
    if rng.random() < 0.35:
        cols3[1], cols3[2] = cols3[2], cols3[1]
    x = m
    for k, (lab, rows_) in enumerate(cols3):
        cw = wd * (0.38 if k == 0 else 0.31)
        d.t(x, y, lab, 8.4, b=True)
        d.line(x, y + 3, x + cw - 12, y + 3, 0.5)
        for i, s_ in enumerate(rows_):
            size = 8.4 if i == 0 else 7.8
            while i == 0 and k == 0 and d.width(s_, size, True) > cw - 12:
                size -= 0.2
            d.t(
                x,
                y + 15 + i * 11,
                s_,
                size,
                b=i == 0 and k == 0,
                maxw=None if k == 0 and i == 0 else cw - 12,
            )
        x += cw
    y += 15 + 11 * 4 + 14
    info = [
        ("Requisition No.", req),
        ("Requested by", f"{rng.choice(NU_FIRST)} {rng.choice(NU_L)}"),
        ("Cost Centre / Project", cc),
        ("Buyer", f"{rng.choice(NU_FIRST)} {rng.choice(NU_L)}, Procurement"),
        ("Supplier Quote", la.digits(rng, "Q#####") if rng.random() < 0.5 else "n/a"),
        ("Currency", "USD" if foreign else "NZD"),
    ]
    for i, (k, v) in enumerate(info):
        x = m + (i % 2) * (wd / 2)
        yy = y + (i // 2) * 12
        d.t(x, yy, f"{k}:", 7.8, grey=0.3)
        d.t(x + max(100, d.width(f"{k}:", 7.8) + 6), yy, v, 7.8)
    y += 12 * 3 + 8
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8, 10, 12], [30, 36, 44])
    lines = more_lines(
        rng, NU_ITEMS, n, [1, 1, 2, 2, 3, 4, 5, 10, 20], ["(lot reserved)", "(alt. size)"]
    )
    heads = ["Line", "Cat. No.", "Description", "HSNO", "Qty", "UOM", "Unit Price", "Line Total"]
    ws = [x * wd for x in (0.06, 0.13, 0.39, 0.07, 0.06, 0.06, 0.11, 0.12)]
    rows = []
    sub = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        sub += a
        rows.append(
            ([str(i), it[0], it[1], it[3], f"{q:,.0f}", it[2], en2(p), en2(a) if stated else ""], a)
        )
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        "lllcrcrr",
        size=7.4,
        rowh=14,
        bottom=bottom - 10,
        brk=brk,
        grid=False,
        hrgb=col if rng.random() < 0.5 else None,
    )
    fr = Decimal(rng.choice([0, 0, 12.5, 25, 45])) if stated else ZERO
    hz = (
        Decimal(rng.choice([0, 35, 55]))
        if any(it[3] != "—" for it, *_ in lines) and stated
        else ZERO
    )
    net = sub + fr + hz
    gst = ZERO if foreign else pct_of(net, Decimal(15))
    total = net + gst
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rows2 = [("Sub-total (excl. GST)", en2(sub), False)]
        if fr:
            rows2.append(("Freight", en2(fr), False))
        if hz:
            rows2.append(("Hazardous goods surcharge", en2(hz), False))
        if foreign:
            rows2.append(("GST", "zero-rated (import)", False))
            rows2.append(("TOTAL USD", en2(total), True))
        else:
            if fr or hz:
                rows2.append(("Total excl. GST", en2(net), False))
            rows2.append(("GST @ 15%", en2(gst), False))
            rows2.append(
                (
                    la.pick(rng, "Total incl. GST|TOTAL (NZD) incl GST|Order Total incl. GST"),
                    f"${en2(total)}",
                    True,
                )
            )
        y = d.summary(r - 220, r, y, rows2, 8.4, shade=0.88)
    else:
        d.t(
            m,
            y + 10,
            "Prices as per current University supply agreement — supplier to invoice at contract rates.",
            8,
        )
        y += 20
    y += 12
    txt = "Hazardous substances must be delivered with current Safety Data Sheets and labelled to HSNO requirements. Partial deliveries are accepted; back-orders must be advised within 2 working days. This order is subject to the University's standard terms and conditions of purchase."
    if y + 50 > bottom:
        y = brk()
    y = wrapped(d, m, y, txt, 7.2, wd, grey=0.25)
    y += 20
    d.t(
        m,
        y,
        f"Approved: {rng.choice(NU_FIRST)} {rng.choice(NU_L)} (Financial Delegate) — electronically approved {la.dfmt(dt, 'dmy')}",
        7.6,
        grey=0.2,
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_en_nz_university_lab_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nu)


# --------------------------------------------------------------------------- 7 de-AT municipality's works order (Auftragserteilung)

GA_KIND = ["Marktgemeinde", "Stadtgemeinde", "Gemeinde", "Stadtgemeinde", "Marktgemeinde"]
GA_TOWN = [
    ("Gänserndorf", "Gänserndorf", "Niederösterreich", "2230"),
    ("Wolkersdorf", "Mistelbach", "Niederösterreich", "2120"),
    ("Pregarten", "Freistadt", "Oberösterreich", "4230"),
    ("Feldkirchen", "Graz-Umgebung", "Steiermark", "8073"),
    ("Seekirchen", "Salzburg-Umgebung", "Salzburg", "5201"),
    ("Telfs", "Innsbruck-Land", "Tirol", "6410"),
    ("Lustenau", "Dornbirn", "Vorarlberg", "6890"),
    ("Velden", "Villach-Land", "Kärnten", "9220"),
    ("Neusiedl", "Neusiedl am See", "Burgenland", "7100"),
    ("Perchtoldsdorf", "Mödling", "Niederösterreich", "2380"),
    ("Gleisdorf", "Weiz", "Steiermark", "8200"),
    ("Enns", "Linz-Land", "Oberösterreich", "4470"),
]
GA_L = "Huber|Gruber|Pichler|Moser|Steiner|Hofer|Leitner|Berger|Fuchs|Eder|Fischer|Wallner|Reiter|Aigner|Haas|Lechner|Brandstätter".split(
    "|"
)
GA_F = "Franz|Josef|Johann|Markus|Andreas|Christian|Manfred|Karin|Elisabeth|Stefan|Gerhard|Monika".split(
    "|"
)
GA_SUP_FORMED = [
    "{L} Bau GmbH",
    "{L} & {L2} Baugesellschaft m.b.H.",
    "{L} Installationen GmbH & Co KG",
    "{X} Tiefbau GmbH",
    "Ing. {L} Elektrotechnik GmbH",
    "{L} Garten- und Landschaftsbau GmbH",
    "Malerei {L} e.U.",
    "{X} Straßenbau Ges.m.b.H.",
]
GA_SUP_BARE = [
    "Baumeister Ing. {F} {L}",
    "{L} Dachdeckerei und Spenglerei",
    "Tischlerei {L}",
    "Erdbau {L}",
    "Elektro {L}",
]
GA_X = "Donau|Alpen|Tauern|Mühlviertler|Weinviertler|Marchfeld|Ennstaler|Pannonia|Inntal|Wienerwald".split(
    "|"
)
GA_JOBS = [
    (
        "Sanierung Gemeindestraße {s}",
        [
            ("Fräsen der bestehenden Asphaltdecke, 4 cm", "m²", 3.2, 6.5),
            ("Asphaltbetondecke AC 11 deck, 4 cm", "m²", 14.0, 24.0),
            ("Randsteine versetzen, Granit", "lfm", 38.0, 65.0),
            ("Verkehrssicherung und Baustelleneinrichtung", "pau", 900.0, 2600.0),
            ("Regenwassereinlauf erneuern", "Stk", 420.0, 880.0),
            ("Bodenmarkierung", "lfm", 1.8, 3.9),
        ],
    ),
    (
        "Erneuerung Beleuchtung {s}",
        [
            ("LED-Straßenleuchte 36 W liefern und montieren", "Stk", 480.0, 820.0),
            ("Lichtmast 6 m feuerverzinkt", "Stk", 620.0, 1100.0),
            ("Erdkabel E-YY-J 4x16 verlegen", "lfm", 14.0, 26.0),
            ("Künettenaushub und Wiederverfüllung", "lfm", 28.0, 55.0),
            ("Demontage Altanlage und Entsorgung", "pau", 400.0, 1500.0),
        ],
    ),
    (
        "Spielplatz {s} – Neugestaltung",
        [
            ("Fallschutzplatten 40 mm", "m²", 48.0, 79.0),
            ("Kombispielgerät Robinie liefern und montieren", "Stk", 6800.0, 14500.0),
            ("Schaukel Doppel mit Nestschaukel", "Stk", 2100.0, 3900.0),
            ("Rasensaat inkl. Bodenvorbereitung", "m²", 3.5, 7.0),
            ("Sitzbank Lärche mit Lehne", "Stk", 520.0, 980.0),
        ],
    ),
    (
        "Volksschule {s} – Sanitärsanierung",
        [
            ("Demontage WC-Anlagen", "pau", 800.0, 1900.0),
            ("Wand-WC mit Vorwandelement", "Stk", 620.0, 980.0),
            ("Waschtisch inkl. Armatur berührungslos", "Stk", 540.0, 890.0),
            ("Fliesenarbeiten Wand", "m²", 62.0, 98.0),
            ("Trinkwasserleitungen Edelstahl", "lfm", 38.0, 62.0),
            ("Regieleistung Installateur", "h", 58.0, 74.0),
        ],
    ),
    (
        "Bauhof – Winterdienst {y}/{y2}",
        [
            ("Streusplitt 4/8 mm, lose geliefert", "t", 22.0, 38.0),
            ("Auftausalz NaCl, Big Bag", "t", 110.0, 165.0),
            ("Schneeräumung Traktor mit Fahrer", "h", 68.0, 95.0),
            ("Bereitschaftspauschale pro Monat", "Mo", 450.0, 900.0),
        ],
    ),
]
GA_STREET = (
    "Hauptstraße|Kirchengasse|Feldweg|Schulgasse|Am Anger|Bahnstraße|Wiener Straße|Lindenweg".split(
        "|"
    )
)


def _ga(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu|libsans"))
    m = rng.uniform(50, 62)
    r = d.w - rng.uniform(40, 50)
    wd = r - m
    bottom = d.h - 70
    town, bez, land, plz = rng.choice(GA_TOWN)
    gem = f"{rng.choice(GA_KIND)} {town}"
    L1, L2 = rng.sample(GA_L, 2)
    sup = bare_or(rng, GA_SUP_FORMED, GA_SUP_BARE, 0.2).format(
        L=L1, L2=L2, X=rng.choice(GA_X), F=rng.choice(GA_F)
    )
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "A-{Y}/0###|B-{Y}-###|{Y}/##|AU ####/{y}|{Y}-0##")).format(
        Y=dt.year, y=dt.strftime("%y")
    )
    gz = la.digits(rng, la.pick(rng, "###-#/{Y}|Zl. ###/{Y}-Bau|BA-##/{Y}")).format(Y=dt.year)
    ang = la.digits(rng, la.pick(rng, "AN-{Y}-###|####/{y}|Ang. ####")).format(
        Y=dt.year, y=dt.strftime("%y")
    )
    hh = la.digits(
        rng, la.pick(rng, "1/612000-611000|5/163000-050000|1/240000-614000|1/817000-728000")
    )
    stated = stated_of(rng)
    rc = rng.random() < 0.15
    page = [1]
    job, pool = rng.choice(GA_JOBS)
    job = job.format(s=rng.choice(GA_STREET), y=dt.year, y2=str(dt.year + 1)[2:])
    mayor = f"{rng.choice(['', 'Ing. ', 'Mag. ', 'DI '])}{rng.choice(GA_F)} {rng.choice(GA_L)}"
    clerk = f"{rng.choice(GA_F)} {rng.choice(GA_L)}"
    uid = la.digits(rng, "ATU########")
    iban = la.digits(rng, "AT## #### #### #### ####")

    def foot() -> None:
        d.line(m, d.h - 52, r, d.h - 52, 0.4)
        d.t(m, d.h - 42, f"{gem} · {plz} {town} · UID-Nr. {uid} · GKZ {gkz}", 6.8, grey=0.35)
        d.t(
            m,
            d.h - 33,
            f"Bankverbindung: Raiffeisenbank {bez} · IBAN {iban} · BIC RLNWATWW{bic}",
            6.8,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 33,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    gkz = la.digits(rng, "3####")
    bic = la.digits(rng, "###")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"{gem} – Auftrag {po} – Fortsetzung", 8.4, grey=0.2)
        return 62

    # letterhead with a drawn shield
    sx = m
    d.box(sx, 30, 30, 34, fill=0.88)
    d.line(sx, 30, sx + 30, 64, 0.8)
    d.t(sx + 42, 44, gem, 15, b=True)
    d.t(sx + 42, 56, f"Politischer Bezirk {bez} · {land}", 8, grey=0.3)
    d.t(
        sx + 42,
        66,
        f"{rng.choice(['Rathausplatz', 'Marktplatz', 'Hauptplatz', 'Kirchenplatz'])} {rng.randint(1, 12)}, {plz} {town}",
        8,
        grey=0.3,
    )
    y = 104
    # address field, the info block at the right
    d.t(m, y - 10, f"{gem}, {plz} {town}", 6.4, grey=0.4)
    addr = []
    if rng.random() < 0.4:
        addr.append(rng.choice(["Firma", "An die Firma", "An"]))
    addr.append(sup)
    street, city = la.party(rng, "de", "sup")[1]
    addr += [
        street.replace("Straße", "straße"),
        f"{rng.randint(1000, 9999)} {rng.choice(['Wien', 'Linz', 'Graz', 'Wels', 'Krems', 'Amstetten', 'Leoben', 'Villach', 'Hallein', 'Schwaz'])}",
    ]
    d.lines(m, y, addr, 10, lead=13)
    ix = m + wd * 0.62
    info = [
        ("Zahl:", gz),
        ("Sachbearbeiter/in:", clerk),
        (
            "Telefon:",
            f"+43 {la.digits(rng, '####')} {la.digits(rng, '####')}-{rng.randint(10, 40)}",
        ),
        (
            "E-Mail:",
            f"bauamt@{town.lower().replace('ä', 'ae').replace('ö', 'oe').replace('ü', 'ue')}.gv.at",
        ),
    ]
    po_in_info = rng.random() < 0.45
    if po_in_info:
        info.insert(0, (la.pick(rng, "Auftrags-Nr.:|Bestell-Nr.:|Auftragsnummer:"), po))
    for i, (k, v) in enumerate(info):
        d.t(ix, y + 8 + i * 11, k, 7.6, grey=0.3)
        off = max(78, d.width(k, 7.6) + 5)
        d.t(ix + off, y + 8 + i * 11, v, 7.8, b=k.startswith(("Auftrag", "Bestell")))
    y += 70
    d.t(r, y, f"{town}, am {la.dfmt(dt, 'dot')}", 9, al="r")
    y += 24
    if po_in_info:
        subj = f"Auftragserteilung – {job}"
    else:
        subj = la.pick(
            rng, "Auftrag Nr. {po} – {job}|AUFTRAGSSCHREIBEN Nr. {po}|Bestellung / Auftrag Nr. {po}"
        ).format(po=po, job=job)
    d.t(m, y, subj, 10.5, b=True)
    y += 12
    if job not in subj:
        d.t(m, y + 2, f"Vorhaben: {job}", 9)
        y += 12
    y += 12
    d.t(m, y, "Sehr geehrte Damen und Herren!", 9.4)
    y += 8
    body = la.pick(
        rng,
        "Auf Grund Ihres Angebotes Nr. {ang} vom {ad} und des Beschlusses des Gemeinderates vom {gd} (TOP {top}) beauftragen wir Sie mit den nachstehenden Leistungen zu den Bedingungen Ihres Angebotes.|Gemäß Beschluss des Gemeindevorstandes vom {gd} wird Ihnen auf Basis Ihres Angebotes {ang} vom {ad} der Auftrag für folgende Lieferungen und Leistungen erteilt:|Wir danken für Ihr Angebot {ang} vom {ad}. Der Gemeinderat hat in seiner Sitzung vom {gd} (Punkt {top} der Tagesordnung) die Vergabe an Ihr Unternehmen beschlossen. Wir erteilen Ihnen daher den Auftrag wie folgt:",
    ).format(
        ang=ang,
        ad=la.dfmt(dt - timedelta(days=rng.randint(10, 50)), "dot"),
        gd=la.dfmt(dt - timedelta(days=rng.randint(2, 9)), "dot"),
        top=rng.randint(3, 14),
    )
    y = wrapped(d, m, y + 6, body, 9, wd) + 8
    n = n_lines(rng, [2, 3, 3, 4, 5, 6], [24, 30], p=0.1)
    lines = more_lines(
        rng,
        pool,
        n,
        [1, 2, 4, 8, 12, 25, 60, 120, 300],
        ["(Abschnitt 2)", "(Nachtrag)", "(Variante)"],
    )
    heads = ["Pos.", "Leistung", "Menge", "Einh.", "EP €", "GP €"]
    ws = [x * wd for x in (0.07, 0.47, 0.1, 0.08, 0.13, 0.15)]
    rows = []
    sub = ZERO
    qty_of = {
        "pau": [1],
        "Mo": [3, 4, 5],
        "h": [8, 16, 24, 40, 60],
        "Stk": [1, 2, 3, 4, 6, 8, 12, 20],
    }
    for i, (it, _q, p, _a) in enumerate(lines, 1):
        q = Decimal(rng.choice(qty_of.get(it[1], [25, 40, 85, 120, 260, 480, 900])))
        a = r2(q * p)
        sub += a
        rows.append(
            (
                [
                    str(i),
                    it[0],
                    f"{q:,.0f}".replace(",", "."),
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
        ws,
        heads,
        rows,
        "llrcrr",
        size=8,
        rowh=15,
        bottom=bottom - 10,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    disc_p = Decimal(rng.choice([0, 0, 2, 3, 5]))
    disc = pct_of(sub, disc_p)
    net = sub - disc
    tax = ZERO if rc else pct_of(net, Decimal(20))
    total = net + tax
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows2 = [("Summe netto", f"€ {eu(sub)}", False)]
        if disc:
            rows2 += [
                (f"abzüglich {disc_p} % Nachlass", f"– € {eu(disc)}", False),
                ("Zwischensumme netto", f"€ {eu(net)}", False),
            ]
        if rc:
            rows2.append(
                (
                    la.pick(rng, "Auftragssumme netto|Auftragssumme|Gesamtbetrag"),
                    f"€ {eu(total)}",
                    True,
                )
            )
        else:
            rows2.append(("zuzüglich 20 % USt", f"€ {eu(tax)}", False))
            rows2.append(
                (
                    la.pick(
                        rng,
                        "Auftragssumme brutto|Gesamtbetrag inkl. USt|Auftragssumme inkl. 20 % USt|Gesamtsumme brutto",
                    ),
                    f"€ {eu(total)}",
                    True,
                )
            )
        y = d.summary(r - 240, r, y, rows2, 8.8, box_last=rng.random() < 0.5)
        if rc:
            y = wrapped(
                d,
                m,
                y + 4,
                "Die Steuerschuld geht gemäß § 19 Abs. 1a UStG auf den Leistungsempfänger über (Reverse Charge).",
                7.8,
                wd,
                grey=0.25,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Die Abrechnung erfolgt nach tatsächlichem Aufmaß zu den Einheitspreisen Ihres Angebotes.",
            8.6,
            wd,
        )
    y += 10
    conds = [
        ("Haushaltsstelle", hh),
        (
            "Ausführung",
            f"{la.dfmt(dt + timedelta(days=rng.randint(10, 30)), 'dot')} bis {la.dfmt(dt + timedelta(days=rng.randint(40, 90)), 'dot')}",
        ),
        (
            "Zahlung",
            la.pick(
                rng,
                "30 Tage netto oder 14 Tage abzüglich 2 % Skonto|nach Prüfung der Rechnung binnen 30 Tagen|Abschlagsrechnungen nach Baufortschritt, Schlussrechnung 30 Tage",
            ),
        ),
        (
            "Haftrücklass",
            la.pick(
                rng,
                "3 % der Schlussrechnungssumme für 3 Jahre|5 %, ablösbar durch Bankgarantie|entfällt",
            ),
        ),
        (
            "Vertragsgrundlagen",
            la.pick(
                rng,
                "ÖNORM B 2110 in der geltenden Fassung|Ihr Angebot, dieses Auftragsschreiben, ÖNORM B 2110",
            ),
        ),
    ]
    if y + 14 * len(conds) + 90 > bottom:
        y = brk()
    for k, v in conds:
        d.t(m, y + 9, f"{k}:", 8.4, b=True)
        d.t(m + 110, y + 9, v, 8.4, maxw=wd - 112)
        y += 13
    y += 6
    y = wrapped(
        d,
        m,
        y,
        la.pick(
            rng,
            "Wir ersuchen um Rücksendung der beiliegenden Zweitschrift als Auftragsbestätigung.|Bitte bestätigen Sie den Auftrag binnen 8 Tagen und geben Sie auf allen Rechnungen die Auftragsnummer an.|Rechnungen sind unter Angabe der Auftragsnummer an das Gemeindeamt zu richten.",
        ),
        8.6,
        wd,
    )
    y += 22
    d.t(m, y, "Mit freundlichen Grüßen", 9)
    d.t(
        m,
        y + 12,
        f"Für {rng.choice(['den Bürgermeister', 'die Gemeinde', 'die Stadtgemeinde'])}:"
        if rng.random() < 0.4
        else "Der Bürgermeister:",
        8.4,
    )
    d.t(m, y + 48, mayor, 9)
    if rng.random() < 0.5:
        d.t(m + wd * 0.5, y + 48, f"{clerk}, Amtsleiter/in", 9)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_de_at_gemeinde_auftrag(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ga)


# --------------------------------------------------------------------------- 8 fr-FR hotel's food-and-beverage (économat) order

FH_HOTEL = [
    "Hôtel {X}",
    "Grand Hôtel de {C}",
    "Hôtel & Spa {X}",
    "Hôtel {X} – Restaurant {R}",
    "Domaine {X} – Hôtel",
]
FH_X = "Les Tilleuls|Le Mirabeau|Belle Rive|Le Castel|Les Remparts|La Closerie|Le Lion d'Or|Bellevue|L'Ermitage|Les Cèdres|Le Carillon|Villa Marine".split(
    "|"
)
FH_R = "L'Atelier|La Table du Chef|Le Jardin|Le Comptoir|La Terrasse".split("|")
FH_C = "Annecy|Colmar|Biarritz|Avignon|Dinard|Beaune|Arcachon|Menton|Honfleur|Saint-Malo|Vichy|Chamonix".split(
    "|"
)
FH_L = "Delorme|Marchal|Ribeiro|Gauthier|Perrin|Rousseau|Benoît|Caron|Vidal|Chevalier|Lemaire|Barbier|Guérin|Mallet|Royer|Fabre".split(
    "|"
)
FH_SUP_FORMED = [
    "Maison {L} SAS",
    "{X} Distribution SARL",
    "Brasserie {L} & Fils SA",
    "Pêcherie {L} SAS",
    "{X} Frais SAS",
    "{L} Boissons SARL",
    "Établissements {L} et Cie",
    "Les Vergers de {C} SCEA",
]
FH_SUP_BARE = ["{L} Primeurs", "Boucherie {L}", "Fromagerie {L}", "Cave {L}", "Boulangerie {L}"]
FH_SX = "Alpes Gourmet|Océane|Provence Saveurs|Terroirs du Sud|Val de Loire|Atlantique Marée|Normandie Crème|Méditerranée|Saveurs d'Alsace|Côte Basque".split(
    "|"
)
FH_ITEMS = [
    ("Crèmerie", "Beurre doux AOP 82 %", "plaque 1 kg", "kg", Decimal("5.5"), 8.5, 14.0),
    ("Crèmerie", "Crème liquide 35 % MG", "brique 1 L", "L", Decimal("5.5"), 3.8, 6.2),
    ("Crèmerie", "Œufs frais plein air calibre M", "plateau 30", "pl.", Decimal("5.5"), 7.2, 11.0),
    ("Crèmerie", "Comté AOP 18 mois", "meule 1/16", "kg", Decimal("5.5"), 16.0, 26.0),
    (
        "Fruits et légumes",
        "Pommes de terre grenaille",
        "sac 10 kg",
        "sac",
        Decimal("5.5"),
        9.0,
        16.0,
    ),
    ("Fruits et légumes", "Tomates cœur de bœuf", "colis 5 kg", "kg", Decimal("5.5"), 3.2, 6.5),
    ("Fruits et légumes", "Framboises", "barquette 125 g", "bq", Decimal("5.5"), 2.1, 3.9),
    ("Fruits et légumes", "Herbes fraîches assorties", "botte", "bte", Decimal("5.5"), 0.9, 1.8),
    ("Boucherie", "Filet de bœuf Charolais paré", "sous vide", "kg", Decimal("5.5"), 38.0, 56.0),
    ("Boucherie", "Suprême de volaille fermière", "colis 2 kg", "kg", Decimal("5.5"), 14.0, 22.0),
    ("Marée", "Filet de bar de ligne", "caisse 3 kg", "kg", Decimal("5.5"), 28.0, 44.0),
    ("Marée", "Huîtres creuses n°3", "bourriche 48", "bourr.", Decimal("5.5"), 32.0, 52.0),
    ("Épicerie", "Huile d'olive vierge extra", "bidon 5 L", "bid.", Decimal("5.5"), 32.0, 55.0),
    ("Épicerie", "Farine T55", "sac 25 kg", "sac", Decimal("5.5"), 14.0, 24.0),
    ("Boissons", "Eau minérale plate 50 cl verre", "casier 24", "cas.", Decimal("5.5"), 9.5, 15.0),
    ("Boissons", "Champagne brut 75 cl", "carton 6", "btl", Decimal("20"), 19.0, 34.0),
    ("Boissons", "Bière blonde pression fût 30 L", "fût", "fût", Decimal("20"), 85.0, 130.0),
    ("Boissons", "Jus d'orange pressé 1 L", "carton 6", "btl", Decimal("5.5"), 2.8, 4.6),
    ("Boissons", "Sirop de grenadine 70 cl", "carton 6", "btl", Decimal("5.5"), 3.5, 6.0),
    (
        "Consommables",
        "Serviettes papier 2 plis 40x40",
        "colis 1600",
        "col.",
        Decimal("20"),
        28.0,
        46.0,
    ),
]


def _fh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu|libsans"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    city = rng.choice(FH_C)
    hotel = rng.choice(FH_HOTEL).format(X=rng.choice(FH_X), C=city, R=rng.choice(FH_R))
    sup = bare_or(rng, FH_SUP_FORMED, FH_SUP_BARE, 0.3).format(
        L=rng.choice(FH_L), X=rng.choice(FH_SX), C=rng.choice(FH_C)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, la.pick(rng, "BC-{Y}-0####|ECO{y}####|{Y}/#####|CDE-######|F&B-{y}##-###")
    ).format(Y=dt.year, y=dt.strftime("%y"))
    merc = la.digits(rng, la.pick(rng, "MERC-{y}-S##|M{y}##")).format(y=dt.strftime("%y"))
    stated = stated_of(rng)
    page = [1]
    stars = (
        "★" * rng.choice([3, 4, 4, 5])
        if d.reg.startswith("DejaVu")
        else "*" * rng.choice([3, 4, 4, 5])
    )
    siret = la.digits(rng, "### ### ### #####")
    cap = rng.choice(["50 000", "120 000", "300 000", "1 000 000"])
    form = rng.choice(["SAS", "SARL", "SA"])
    tva = f"FR{la.digits(rng, '##')}{siret[:11].replace(' ', '')}"

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            d.w / 2,
            d.h - 38,
            f"{hotel} – {form} au capital de {cap} € – SIRET {siret} – RCS {city} – TVA {tva}",
            6.6,
            al="c",
            grey=0.35,
        )
        d.t(r, d.h - 28, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} (suite)", 9, b=True)
        return 58

    y = 42
    d.t(d.w / 2, y, hotel, 17, b=True, al="c")
    d.t(d.w / 2, y + 13, stars, 9, al="c")
    d.t(
        d.w / 2,
        y + 25,
        f"{rng.randint(1, 80)} {rng.choice(['quai', 'avenue', 'boulevard', 'rue'])} {rng.choice(['de la Plage', 'du Lac', 'des Remparts', 'Victor-Hugo', 'Foch', 'du Port'])} – {la.digits(rng, '#####')} {city} – Tél. {la.phone(rng, 'fr')}",
        7.6,
        al="c",
        grey=0.3,
    )
    y += 38
    rgb_box(d, m, y, wd, 20, (0.2, 0.2, 0.25))
    rgb_text(
        d,
        m + 8,
        y + 14,
        la.pick(
            rng,
            "BON DE COMMANDE – ÉCONOMAT|BON DE COMMANDE F&B|COMMANDE FOURNISSEUR – RESTAURATION|BON DE COMMANDE",
        ),
        11,
        (1, 1, 1),
    )
    num_in_band = rng.random() < 0.5
    if num_in_band:
        rgb_text(d, r - 8, y + 14, f"N° {po}", 11, (1, 1, 1), al="r")
    y += 32
    # ordered by (left) and supplier (right, framed)
    bw = wd * 0.46
    left = [
        ("Commandé par", ""),
        (
            "Service",
            la.pick(
                rng,
                "Économat|Cuisine – Chef exécutif|Bar|Banquets & Séminaires|Room service|Petit-déjeuner",
            ),
        ),
        ("Demandeur", la.person(rng, "fr")),
        ("Validé par", f"{la.person(rng, 'fr')} (Dir. F&B)"),
        ("Tél. économat", la.phone(rng, "fr")),
    ]
    d.t(m, y + 8, left[0][0], 9, b=True)
    for i, (k, v) in enumerate(left[1:]):
        d.t(m, y + 22 + i * 11.5, f"{k} :", 7.8, grey=0.3)
        d.t(m + 70, y + 22 + i * 11.5, v, 8)
    fx = r - bw
    street, cityline = la.party(rng, "fr", "sup")[1]
    box = [
        sup,
        street,
        cityline,
        f"Code fournisseur : {la.digits(rng, 'F####')}",
        f"Tél. commandes : {la.phone(rng, 'fr')}",
    ]
    if rng.random() < 0.4:
        box.insert(3, f"À l'attention de {la.person(rng, 'fr')}")
    lab = la.pick(rng, "Fournisseur|FOURNISSEUR|Destinataire")
    d.t(fx, y + 6, lab, 7.6, b=True, grey=0.3)
    d.box(fx, y + 10, bw, 12 * len(box) + 10)
    for i, s_ in enumerate(box):
        d.t(fx + 8, y + 24 + i * 12, s_, 9.6 if i == 0 else 8.2, b=i == 0)
    y += max(22 + 4 * 11.5, 12 * len(box) + 22) + 14
    hd = [
        ("Date commande", la.dfmt(dt, "dmy")),
        ("Livraison souhaitée", la.dfmt(dt + timedelta(days=rng.randint(1, 3)), "dmy")),
        ("Créneau", la.pick(rng, "6h – 9h|7h – 10h|14h – 16h")),
        ("Lieu", la.pick(rng, "Quai de livraison|Entrée personnel|Économat sous-sol")),
    ]
    if not num_in_band:
        hd.insert(0, (la.pick(rng, "N° de commande|N° BC|Commande n°"), po))
    if rng.random() < 0.4:
        hd.append(("Mercuriale", merc))
    cw = wd / len(hd)
    for i, (k, v) in enumerate(hd):
        d.box(m + i * cw, y, cw, 13, fill=0.9)
        d.box(m + i * cw, y + 13, cw, 16)
        d.t(m + i * cw + 3, y + 9.5, k, 7, b=True, maxw=cw - 5)
        d.t(m + i * cw + 3, y + 25, v, 8.4, b=k.startswith(("N°", "Commande")), maxw=cw - 5)
    y += 40
    n = n_lines(rng, [2, 3, 4, 5, 6, 8, 10, 12, 14], [30, 38], p=0.12)
    lines = more_lines(
        rng,
        FH_ITEMS,
        n,
        [1, 2, 3, 5, 6, 10, 12, 20, 24],
        ["(bio)", "(origine France)", "(calibre sup.)"],
    )
    lines.sort(key=lambda t: t[0][0])
    heads = ["Réf.", "Désignation", "Cond.", "Qté", "PU HT", "TVA", "Montant HT"]
    ws = [x * wd for x in (0.09, 0.37, 0.15, 0.07, 0.11, 0.08, 0.13)]
    rows = []
    base: dict[Decimal, Decimal] = {}
    fam = ""
    for it, q, p, a in lines:
        if it[0] != fam:
            fam = it[0]
            rows.append((["", fam.upper(), "", "", "", "", ""], ZERO))
        base[it[4]] = base.get(it[4], ZERO) + a
        ref = f"{it[0][:3].upper()}{rng.randint(100, 999)}"
        rows.append(
            (
                [
                    ref,
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    sp(p) if stated else "",
                    f"{it[4]:n} %".replace(".", ","),
                    sp(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        "lllrrrr",
        size=7.8,
        rowh=14.5,
        bottom=bottom - 10,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    sub = sum(base.values(), ZERO)
    disc_p = Decimal(rng.choice([0, 0, 0, 2, 3]))
    tvas = {k: pct_of(v - pct_of(v, disc_p), k) for k, v in sorted(base.items())}
    net = sub - sum((pct_of(v, disc_p) for v in base.values()), ZERO)
    total = net + sum(tvas.values(), ZERO)
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        rows2 = [("Total HT", f"{sp(sub)} €", False)]
        if disc_p:
            rows2 += [
                (f"Remise {disc_p} %", f"– {sp(sub - net)} €", False),
                ("Net HT", f"{sp(net)} €", False),
            ]
        for k, v in tvas.items():
            rows2.append((f"TVA {str(k).replace('.', ',')} %", f"{sp(v)} €", False))
        rows2.append(
            (
                la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Net à payer TTC"),
                f"{sp(total)} €",
                True,
            )
        )
        d.summary(r - 200, r, y, rows2, 8.6, shade=0.88)
    else:
        d.t(m, y + 10, "Prix selon mercuriale en vigueur – montant définitif sur facture.", 8.4)
    ny = y + 4
    notes = [
        "Merci de rappeler le n° de commande sur le BL et la facture.",
        "Respect de la chaîne du froid : contrôle des températures à réception.",
        "Toute substitution de produit doit être validée par le chef.",
    ]
    for i, t in enumerate(notes[: rng.randint(1, 3)]):
        d.t(m, ny + 10 + i * 11, t, 7.4, maxw=wd * 0.5)
    y = max(ny + 50, y + 16 * (len(tvas) + 3) + 10)
    if y + 50 > bottom:
        y = brk()
    d.sign(m, y + 30, 160, "Signature du responsable économat")
    d.sign(r - 160, y + 30, 160, "Visa direction")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_fr_hotel_economat_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fh)


# --------------------------------------------------------------------------- 9 nl-NL print-job order to a printing house

ND_BUY = [
    "{X} Communicatie B.V.",
    "Uitgeverij {X}",
    "{X} Marketing & Events",
    "Stichting {X}",
    "{X} Reclamebureau",
    "Gemeente {C} – Afdeling Communicatie",
    "Woningcorporatie {X}",
]
ND_X = "Blauwe Reiger|Noorderlicht|Zeeland|Polderzicht|Kompas|Het Anker|Veluwezoom|De Linde|Markiezaat|Waddenkust|IJsselvallei|Zuiderhaven".split(
    "|"
)
ND_C = "Zwolle|Deventer|Amersfoort|Leeuwarden|Breda|Middelburg|Alkmaar|Apeldoorn|Delft|Venlo|Emmen|Gouda".split(
    "|"
)
ND_L = "de Vries|Jansen|Bakker|Visser|Smit|Meijer|Mulder|de Boer|Bos|Vos|Peters|Hendriks|Dekker|Brouwer|de Wit|Dijkstra|Kok".split(
    "|"
)
ND_SUP_FORMED = [
    "Drukkerij {L} B.V.",
    "{L} Grafische Groep B.V.",
    "{X} Print B.V.",
    "Drukkerij {L} & Zn. B.V.",
    "{X}druk B.V.",
    "Offsetdrukkerij {L} B.V.",
    "{L} Printmedia V.O.F.",
]
ND_SUP_BARE = ["Drukkerij {L}", "{X} Repro", "Zeefdrukkerij {L}", "{L} Drukwerk & Afwerking"]
ND_SX = "Hanze|Lindeboom|Delta|Tulp|Meerlanden|Rivierenland|Kempen|Twente|Duinrand|Westland".split(
    "|"
)
ND_JOBS = [
    (
        "Jaarverslag {y}",
        "A4 staand (210 x 297 mm)",
        "48 pag. + omslag",
        "150 g/m² mc silk",
        "300 g/m² mc silk + mat laminaat",
        "4/4 cmyk",
        "garenloos gebonden",
        1.6,
        4.8,
    ),
    (
        "Magazine nr. {n}",
        "230 x 300 mm",
        "32 pag. zelfomslag",
        "115 g/m² mc mat",
        "",
        "4/4 cmyk",
        "geniet (2 nietjes), gevouwen",
        0.55,
        1.6,
    ),
    (
        "Flyer actie {m}",
        "A5 (148 x 210 mm)",
        "2 pag.",
        "170 g/m² mc silk",
        "",
        "4/4 cmyk",
        "snijden",
        0.03,
        0.12,
    ),
    (
        "Visitekaartjes",
        "85 x 55 mm",
        "2 pag.",
        "400 g/m² biotop",
        "",
        "4/1 + pms 285",
        "snijden, per 250 verpakt",
        0.04,
        0.15,
    ),
    (
        "Brochure {t}",
        "A5 liggend",
        "16 pag. + omslag",
        "135 g/m² mc mat",
        "250 g/m² mc mat",
        "4/4 cmyk",
        "rillen, vouwen, geniet",
        0.45,
        1.3,
    ),
    (
        "Poster {t}",
        "A2 (420 x 594 mm)",
        "1 pag.",
        "135 g/m² mc silk",
        "",
        "4/0 cmyk",
        "opgerold, per 25 in koker",
        0.9,
        2.6,
    ),
    (
        "Briefpapier",
        "A4",
        "1 pag.",
        "100 g/m² houtvrij offset",
        "",
        "2/0 pms",
        "per 500 in pak",
        0.03,
        0.09,
    ),
    (
        "Enveloppen C5 met venster",
        "C5 (162 x 229 mm)",
        "—",
        "90 g/m² wit",
        "",
        "1/0 zwart",
        "in dozen van 500",
        0.06,
        0.18,
    ),
    (
        "Kalender {y2}",
        "A3 liggend",
        "13 bladen",
        "170 g/m² mc mat",
        "karton achterblad",
        "4/0 cmyk",
        "wire-o ophangoog",
        3.8,
        8.5,
    ),
]


def _nd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|libsans|helv"))
    m = rng.uniform(40, 56)
    r = d.w - rng.uniform(36, 48)
    wd = r - m
    bottom = d.h - 60
    city = rng.choice(ND_C)
    buyer = rng.choice(ND_BUY).format(X=rng.choice(ND_X), C=city)
    L1, L2 = rng.sample(ND_L, 2)
    sup = bare_or(rng, ND_SUP_FORMED, ND_SUP_BARE, 0.25).format(
        L=L1.replace("de ", "De ") if rng.random() < 0.5 else L1.split()[-1], X=rng.choice(ND_SX)
    )
    sup = sup[0].upper() + sup[1:]
    dt = a_day(rng)
    po = la.digits(rng, la.pick(rng, "IO{Y}-0###|PO-######|{y}.####|INK-{Y}-###|#######")).format(
        Y=dt.year, y=dt.strftime("%y")
    )
    quote = (
        la.digits(rng, la.pick(rng, "OFF-{y}####|Offerte ######|Q{Y}-####"))
        .format(Y=dt.year, y=dt.strftime("%y"))
        .replace("Offerte ", "")
    )
    proj = la.digits(rng, la.pick(rng, "P{y}-###|PRJ-####|{y}0##")).format(y=dt.strftime("%y"))
    kp = la.digits(rng, "####")
    stated = stated_of(rng)
    incl = rng.random() < 0.75
    page = [1]
    col = rng.choice([(0.85, 0.35, 0.1), (0.1, 0.45, 0.35), (0.2, 0.3, 0.6), (0.5, 0.1, 0.4)])
    kvk = la.digits(rng, "########")
    btwnr = la.digits(rng, "NL#########B01")
    iban = la.digits(rng, f"NL## {rng.choice(['INGB', 'RABO', 'ABNA', 'TRIO'])} 0### #### ##")
    contact = la.person(rng, "nl")

    def foot() -> None:
        d.t(m, d.h - 34, f"{buyer} · KvK {kvk} · btw {btwnr} · IBAN {iban}", 6.8, grey=0.35)
        d.t(
            r,
            d.h - 34,
            f"pagina {page[0]} van {of}" if of else f"pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Inkooporder {po} – vervolg", 9, b=True)
        return 60

    y = 40
    rgb_text(d, m, y + 6, buyer, 14, col)
    d.t(
        m,
        y + 19,
        f"{la.party(rng, 'nl', 'buy')[1][0]} · {la.digits(rng, '#### @@')} {city} · {la.phone(rng, 'nl')}",
        7.6,
        grey=0.3,
    )
    title = la.pick(rng, "INKOOPORDER DRUKWERK|Drukwerkorder|Opdracht drukwerk|Inkooporder")
    d.t(r, y + 6, title, 14, b=True, al="r")
    y += 44
    # supplier left under "Aan", order data right
    lab = la.pick(rng, "Aan:|Leverancier:|Drukkerij:|")
    if lab:
        d.t(m, y, lab, 7.8, grey=0.35)
        y += 12
    addr = [sup, *la.party(rng, "nl", "sup")[1]]
    if rng.random() < 0.6:
        addr.insert(1, f"t.a.v. {la.person(rng, 'nl')}")
    d.lines(m, y - 9, addr, 9.4, b_first=True, lead=12.5)
    kv = [
        (la.pick(rng, "Ordernummer|Inkoopordernr.|Ordernr.|Opdrachtnummer"), po),
        ("Datum", la.dfmt(dt, "dash")),
        ("Uw offerte", quote),
        ("Ons projectnr.", proj),
        ("Kostenplaats", kp),
        ("Contactpersoon", contact),
    ]
    if rng.random() < 0.3:
        kv.pop(4)
    kx = m + wd * 0.56
    for i, (k, v) in enumerate(kv):
        d.t(kx, y + i * 12, k, 8, grey=0.3)
        d.t(kx + 92, y + i * 12, v, 8.4, b=i == 0)
    y += max(len(addr) * 12.5, len(kv) * 12) + 12
    intro = la.pick(
        rng,
        "Hierbij geven wij u opdracht voor het produceren van onderstaand drukwerk conform uw offerte {q}.|Naar aanleiding van uw offerte {q} bestellen wij het volgende:|Graag bevestigen wij de opdracht voor het volgende drukwerk:",
    ).format(q=quote)
    y = wrapped(d, m, y, intro, 9, wd) + 8
    njobs = rng.choice([1, 1, 1, 2, 2, 3, 4])
    jobs = rng.sample(ND_JOBS, njobs)
    sub = ZERO
    for j, (t, fmt, omv, pap, oms, druk, afw, lo, hi) in enumerate(jobs, 1):
        run = rng.choice([250, 500, 1000, 1500, 2500, 5000, 10000, 25000])
        unit = Decimal(rng.randint(int(lo * 1000), int(hi * 1000))) / 1000
        price = r2(unit * run + rng.randint(60, 400))
        sub += price
        spec = [
            ("Oplage", f"{run:,}".replace(",", ".") + " ex."),
            ("Formaat", fmt),
            ("Omvang", omv),
            ("Papier" if not oms else "Papier binnenwerk", pap),
        ]
        if oms:
            spec.append(("Papier omslag", oms))
        spec += [
            ("Druk", druk),
            ("Afwerking", afw),
            (
                "Bestanden",
                f"PDF/X-4 aanlevering uiterlijk {la.dfmt(dt + timedelta(days=rng.randint(2, 8)), 'dash')}",
            ),
            ("Proef", la.pick(rng, "digitale proef (pdf)|kleurproef (contract proof)|geen proef")),
            (
                "Levering",
                f"{la.dfmt(dt + timedelta(days=rng.randint(9, 25)), 'dash')}, {la.pick(rng, 'afleveradres zie hieronder|af drukkerij|verdeeld over 2 adressen')}",
            ),
        ]
        if stated:
            spec.append(("Prijs excl. btw", f"€ {eu(price)}"))
            if rng.random() < 0.4:
                spec.append(
                    ("Meerprijs per 1.000 ex.", f"€ {eu(r2(unit * 1000 * Decimal('0.6')))}")
                )
        need = 16 + 12 * len(spec)
        if y + need > bottom:
            y = brk()
        t = t.format(
            y=dt.year,
            y2=dt.year + 1,
            n=rng.randint(1, 12),
            m=rng.choice(["voorjaar", "zomer", "najaar", "open dag"]),
            t=rng.choice(["Wonen", "Zorg", "Opleidingen", "Vakantie"]),
        )
        rgb_box(d, m, y, wd, 15, (0.92, 0.92, 0.92))
        d.t(m + 4, y + 11, f"{j}. {t}" if njobs > 1 else t, 9.4, b=True)
        y += 20
        for k, v in spec:
            d.t(m + 4, y + 8, k, 8, grey=0.3)
            d.t(m + 130, y + 8, v, 8.4, maxw=wd - 134)
            y += 12
        y += 6
    fr = Decimal(rng.choice([0, 0, 0, 45, 85])) if stated else ZERO
    net = sub + fr
    tax = pct_of(net, Decimal(21))
    total = net + tax if incl else net
    if y + 100 > bottom:
        y = brk()
    y += 4
    if stated:
        rows2 = []
        if njobs > 1 or fr:
            rows2.append(("Subtotaal drukwerk", f"€ {eu(sub)}", False))
        if fr:
            rows2.append(("Transport / verzending", f"€ {eu(fr)}", False))
        if incl:
            rows2 += [
                ("Totaal excl. btw", f"€ {eu(net)}", False),
                ("btw 21%", f"€ {eu(tax)}", False),
                (
                    la.pick(rng, "Totaal incl. btw|Totaalbedrag incl. btw|Te betalen incl. btw"),
                    f"€ {eu(total)}",
                    True,
                ),
            ]
        else:
            rows2.append(
                (la.pick(rng, "Totaal excl. btw|Totaalbedrag (excl. btw)"), f"€ {eu(total)}", True)
            )
        y = d.summary(r - 230, r, y, rows2, 8.8, box_last=True) + 6
        if not incl:
            d.t(m, y + 4, "Alle bedragen zijn exclusief 21% btw.", 7.6, grey=0.3)
            y += 10
    else:
        y = wrapped(d, m, y, "Prijzen conform uw offerte; facturering na levering.", 8.6, wd)
    y += 12
    if y + 80 > bottom:
        y = brk()
    d.t(m, y, "Afleveradres:", 8, b=True)
    d.t(m + 80, y, f"{buyer}, {la.party(rng, 'nl', 'buy')[1][0]}, {city}", 8, maxw=wd - 82)
    y += 12
    d.t(m, y, "Factuur:", 8, b=True)
    d.t(
        m + 80,
        y,
        f"o.v.v. ordernummer {po} naar facturen@{rng.choice(ND_X).split()[0].lower()}.nl",
        8,
    )
    y += 22
    d.t(m, y, "Met vriendelijke groet,", 8.6)
    d.t(m, y + 30, contact, 8.6)
    d.t(
        m,
        y + 41,
        la.pick(rng, "Inkoop|Productiebegeleider|Projectmanager|Marketing"),
        7.8,
        grey=0.3,
    )
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind38_nl_drukwerk_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nd)


# --------------------------------------------------------------------------- 10 es-AR seller's pro-forma / order confirmation quoting the customer's OC

AP_L = "Fernández|Gómez|Pereyra|Sosa|Romero|Acosta|Benítez|Medina|Herrera|Suárez|Aguirre|Giménez|Molina|Castro|Ortiz|Rossi|Bianchi".split(
    "|"
)
AP_X = "Del Plata|Pampa Sur|Río Cuarto|Patagonia|Litoral|Cuyo|Andina|Tandil|Pampeana|Mediterránea|Paraná|Norte Grande".split(
    "|"
)
AP_C = "Rosario|Córdoba|Mendoza|Mar del Plata|Bahía Blanca|Rafaela|Paraná|Neuquén|Tandil|Salta|San Rafael|Venado Tuerto".split(
    "|"
)
AP_SUP_FORMED = [
    "{X} S.A.",
    "{L} Hnos. S.R.L.",
    "{X} S.A.I.C.",
    "Distribuidora {X} S.R.L.",
    "{L} y Cía. S.A.",
    "Agroinsumos {X} S.A.",
    "Metalúrgica {X} S.R.L.",
    "{L} Equipamientos S.A.",
]
AP_SUP_BARE = ["{L} Insumos Industriales", "Ferretería {L}", "Corralón {X}", "{L} Repuestos"]
AP_BUY = [
    "Cooperativa Agrícola de {C} Ltda.",
    "Frigorífico {X} S.A.",
    "Municipalidad de {C}",
    "Bodega {L} S.A.",
    "Constructora {X} S.R.L.",
    "Clínica {X} S.A.",
    "Molinos {C} S.A.",
]
AP_ITEMS = [
    ("RUL-6205", "Rodamiento rígido 6205 2RS", "u", Decimal("21"), 4200, 9800),
    ("COR-B52", "Correa en V sección B-52", "u", Decimal("21"), 6800, 14500),
    ("MOT-4P-5.5", "Motor trifásico 5,5 HP 4 polos", "u", Decimal("21"), 480000, 820000),
    ("CAB-TPR-3x2.5", "Cable TPR 3x2,5 mm² (rollo 100 m)", "rollo", Decimal("21"), 98000, 168000),
    ("AC-ADN-12", "Hierro ADN 420 Ø12 mm barra 12 m", "barra", Decimal("21"), 14500, 23800),
    ("CEM-50", "Cemento portland 50 kg", "bolsa", Decimal("21"), 8900, 12800),
    ("FERT-UREA", "Urea granulada 46 % (big bag 1.000 kg)", "bb", Decimal("10.5"), 620000, 980000),
    (
        "SEM-MAIZ",
        "Semilla de maíz híbrido (bolsa 80.000 sem.)",
        "bolsa",
        Decimal("10.5"),
        310000,
        520000,
    ),
    ("HERB-GLI", "Herbicida glifosato 66,2 % bidón 20 L", "bidón", Decimal("21"), 72000, 128000),
    ("GUA-NIT", "Guantes de nitrilo caja x 100", "caja", Decimal("21"), 7800, 14600),
    ("LUB-15W40", "Aceite 15W40 balde 20 L", "balde", Decimal("21"), 78000, 132000),
    ("BOM-CENT", "Bomba centrífuga 2 HP", "u", Decimal("21"), 260000, 480000),
    ("MAN-1/2", 'Manguera hidráulica 1/2" 2 mallas (m)', "m", Decimal("21"), 9500, 17800),
    ("EPP-CASCO", "Casco de seguridad con arnés", "u", Decimal("21"), 6200, 11800),
    ("BAL-CRN", "Balanceado vacunos recría (bolsa 40 kg)", "bolsa", Decimal("10.5"), 14800, 23500),
]


def _ap(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|times|libsans"))
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    L1, L2 = rng.sample(AP_L, 2)
    sup = bare_or(rng, AP_SUP_FORMED, AP_SUP_BARE, 0.2).format(L=L1, X=rng.choice(AP_X))
    city = rng.choice(AP_C)
    buyer = rng.choice(AP_BUY).format(C=rng.choice(AP_C), X=rng.choice(AP_X), L=L2)
    dt = a_day(rng)
    oc = (
        la.digits(rng, la.pick(rng, "OC-{Y}-0####|#####|OC N° ####/{y}|4500######|OC{y}-####"))
        .format(Y=dt.year, y=dt.strftime("%y"))
        .replace("OC N° ", "")
    )
    own = la.digits(rng, la.pick(rng, "000#-0000####|PF-{y}-####|CP ####-#####")).format(
        y=dt.strftime("%y")
    )
    presu = la.digits(rng, "P-{y}-####").format(y=dt.strftime("%y"))
    stated = stated_of(rng)
    usd = rng.random() < 0.2
    muni = buyer.startswith("Municipalidad")
    page = [1]
    cuit_s = la.digits(rng, "30-########-#")
    cbu = la.digits(rng, "0110###########0######")
    title = la.pick(
        rng, "PROFORMA|CONFIRMACIÓN DE PEDIDO|NOTA DE PEDIDO – CONFIRMACIÓN|FACTURA PROFORMA"
    )
    kind_po_lab = la.pick(
        rng, "Su O.C. N°|Su Orden de Compra N°|Ref. O.C. cliente|O. de Compra N°|Su pedido (OC) N°"
    )

    def money(v: Decimal) -> str:
        return f"{'U$S' if usd else '$'} {eu(v)}"

    def foot() -> None:
        d.t(
            m,
            d.h - 38,
            f"Documento no válido como factura. Precios sujetos a confirmación de stock. Banco de la Nación Argentina – CBU {cbu} – Alias {L1.upper()}.{city.split()[0].upper()}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 38,
            f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{sup} – {title.title()} {own} (continuación)", 8.6, b=True)
        return 58

    # the two-halved head with the letter box in the middle
    top = 30
    hh = 92
    d.box(m, top, wd, hh)
    mid = m + wd / 2
    d.line(mid, top + 46, mid, top + hh, 0.6)
    d.box(mid - 17, top, 34, 26, fill=1)
    d.t(mid, top + 19, "X", 18, b=True, al="c")
    d.t(mid, top + 33, "Doc. no válido", 5.6, al="c")
    d.t(mid, top + 39, "como factura", 5.6, al="c")
    d.t(m + 10, top + 22, sup, 13 if len(sup) < 30 else 11, b=True)
    sl = [
        f"{la.pick(rng, 'Av. San Martín|Bv. Oroño|Ruta 9 km|Calle Belgrano|Av. Colón|Ruta Nac. 33 km')} {rng.randint(100, 4800)}",
        f"({la.digits(rng, '####')}) {city}",
        f"Tel. (0{la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
        "IVA RESPONSABLE INSCRIPTO",
    ]
    for i, t in enumerate(sl):
        d.t(m + 10, top + 36 + i * 11, t, 7.8, b=i == 3)
    rx = mid + 24
    d.t(rx, top + 20, title, 11 if len(title) < 20 else 9.4, b=True)
    rk = [
        ("N°", own),
        ("Fecha", la.dfmt(dt, "dmy")),
        ("CUIT", cuit_s),
        ("Ing. Brutos", la.digits(rng, "###-######-#")),
        ("Inicio de actividades", la.dfmt(dt.replace(year=rng.randint(1988, 2015)), "dmy")),
    ]
    for i, (k, v) in enumerate(rk):
        d.t(rx, top + 34 + i * 11, f"{k}:", 7.6, grey=0.3)
        d.t(rx + 86, top + 34 + i * 11, v, 8, b=k == "N°")
    y = top + hh + 6
    # customer box
    cb = [
        ("Señor(es)", buyer),
        (
            "Domicilio",
            f"{la.pick(rng, 'Ruta Prov. 2 km|Av. Libertad|Calle 25 de Mayo|Parque Industrial, Lote')} {rng.randint(1, 900)}, {rng.choice(AP_C)}",
        ),
        ("CUIT", la.digits(rng, "3#-########-#")),
        (
            "Cond. IVA",
            "Exento"
            if muni
            else la.pick(rng, "Responsable Inscripto|Responsable Inscripto|Monotributo"),
        ),
    ]
    cr = [
        (kind_po_lab, oc),
        (
            "Cond. de venta",
            la.pick(
                rng,
                "Cuenta corriente 30 días|Contado|50 % anticipo, saldo contra entrega|Cheque a 30/60 días|Transferencia",
            ),
        ),
        ("Vendedor", la.person(rng, "es")),
        ("Presupuesto", presu),
    ]
    if rng.random() < 0.3:
        cr.pop()
    bh = 12 * max(len(cb), len(cr)) + 10
    d.box(m, y, wd, bh)
    for i, (k, v) in enumerate(cb):
        d.t(m + 8, y + 14 + i * 12, f"{k}:", 7.8, grey=0.3)
        d.t(m + 66, y + 14 + i * 12, v, 8.4, b=i == 0, maxw=wd * 0.58 - 70)
    cx = m + wd * 0.6
    for i, (k, v) in enumerate(cr):
        d.t(cx, y + 14 + i * 12, f"{k}:", 7.8, grey=0.3)
        off = max(96, d.width(f"{k}:", 7.8) + 6)
        d.t(cx + off, y + 14 + i * 12, v, 8.4, b=i == 0, maxw=wd * 0.4 - off - 4)
    y += bh + 6
    lead = la.pick(
        rng,
        "Confirmamos su pedido según el siguiente detalle:|De acuerdo a su orden de compra, detallamos a continuación:|Por medio de la presente confirmamos la recepción de su O.C.:",
    )
    d.t(m, y + 10, lead, 8.4)
    y += 18
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8, 10], [26, 32, 40], p=0.12)
    lines = more_lines(
        rng, AP_ITEMS, n, [1, 2, 4, 5, 10, 12, 20, 50], ["(import.)", "(nac.)", "(alt.)"], places=0
    )
    heads = ["Código", "Descripción", "Cant.", "U.M.", "P. Unit.", "Bonif.", "Alic.", "Importe"]
    ws = [x * wd for x in (0.12, 0.34, 0.07, 0.07, 0.13, 0.07, 0.07, 0.13)]
    rows = []
    base: dict[Decimal, Decimal] = {}
    rate_fx = Decimal(rng.randint(900, 1450))
    for it, q, p, _a in lines:
        if usd:
            p = r2(p / rate_fx)
        b = Decimal(rng.choice([0, 0, 0, 5, 10, 15]))
        a = r2(q * p * (100 - b) / 100)
        base[it[3]] = base.get(it[3], ZERO) + a
        rows.append(
            (
                [
                    it[0],
                    it[1],
                    f"{q:,.0f}".replace(",", "."),
                    it[2],
                    eu(p) if stated else "",
                    f"{b:.0f} %" if b else "",
                    f"{str(it[3]).replace('.', ',')} %",
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        "llrcrrrr",
        size=7.6,
        rowh=15,
        bottom=bottom - 10,
        brk=brk,
        grid=True,
    )
    sub = sum(base.values(), ZERO)
    gen_b = Decimal(rng.choice([0, 0, 0, 3, 5]))
    nets = {k: r2(v * (100 - gen_b) / 100) for k, v in base.items()}
    ivas = {k: pct_of(v, k) for k, v in nets.items()}
    net = sum(nets.values(), ZERO)
    perc_p = Decimal(rng.choice(["0", "0", "1.5", "2.5", "3"])) if not muni else ZERO
    perc = pct_of(net, perc_p)
    total = net + sum(ivas.values(), ZERO) + perc
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows2 = [("Subtotal", money(sub), False)]
        if gen_b:
            rows2.append((f"Bonificación general {gen_b} %", f"– {money(sub - net)}", False))
        for k in sorted(nets, reverse=True):
            rows2.append((f"Neto gravado {str(k).replace('.', ',')} %", money(nets[k]), False))
        for k in sorted(ivas, reverse=True):
            rows2.append((f"IVA {str(k).replace('.', ',')} %", money(ivas[k]), False))
        if perc:
            rows2.append((f"Percepción IIBB {str(perc_p).replace('.', ',')} %", money(perc), False))
        rows2.append((la.pick(rng, "TOTAL|TOTAL|Total proforma|Importe total"), money(total), True))
        y2 = d.summary(r - 230, r, y, rows2, 8.4, boxed=rng.random() < 0.4, shade=0.88)
        if "anticipo" in cr[1][1]:
            d.t(
                r,
                y2 + 12,
                f"Anticipo requerido (50 %): {money(r2(total / 2))}",
                7.8,
                al="r",
                grey=0.3,
            )
    else:
        y2 = y + 10
        d.t(m, y + 10, "Los precios serán los vigentes en lista al momento de la facturación.", 8.4)
    ny = y
    conds = [
        f"Validez de la oferta: {rng.choice([5, 7, 10, 15])} días.",
        f"Plazo de entrega: {la.pick(rng, 'inmediato|7 días hábiles|15 días de recibido el anticipo|a convenir')}.",
        f"Lugar de entrega: {la.pick(rng, 'puesto en planta del cliente|retira el cliente|flete a cargo del comprador')}.",
    ]
    if usd:
        conds.append(
            f"Precios en dólares estadounidenses; se facturará en pesos al tipo de cambio BNA vendedor del día anterior (ref. {rate_fx:,} $/U$S).".replace(
                ",", "."
            )
        )
    for t in conds:
        for ln in text_split(d, t, 7.4, wd * 0.5):
            d.t(m, ny + 10, ln, 7.4)
            ny += 10
    y = max(y2, ny) + 30
    if y + 40 > bottom:
        y = brk() + 20
    d.sign(r - 180, y, 180, f"p/ {sup}")
    if rng.random() < 0.5:
        d.sign(m, y, 180, "Conformidad del cliente (firma y aclaración)")
    foot()
    out = finish(d, "es", "order_confirmation", oc, sup, total)
    return out if stated else none_meta(out)


def blind38_es_ar_proforma_confirmacion(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ap)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind38_zh_chuanchang_beijian_caigou,
        blind38_zh_qiche_4s_peijian_dinghuo,
        blind38_hk_huodong_qicai_zulin,
        blind38_ja_byoin_iyakuhin_hacchu,
        blind38_en_us_winery_bottling_po,
        blind38_en_nz_university_lab_order,
        blind38_de_at_gemeinde_auftrag,
        blind38_fr_hotel_economat_bon_commande,
        blind38_nl_drukwerk_inkooporder,
        blind38_es_ar_proforma_confirmacion,
    )
}

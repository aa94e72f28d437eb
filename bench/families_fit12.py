# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind after blind37 (`fit12_*`), in zh-Hans (two),
zh-Hant (Taiwan), ja, en-US, en-ZA, de-DE, fr-CH, it-IT and es-CO.

- fit12_zh_zongbu_mendian_wuliao: a mainland retail chain's head-office order for store
  supplies (landscape; the chain's name and purchasing centre at the left, the title centred,
  单据编号 / 订单号 and 下单日期 at the right, a ruled label grid with 供应商 and 供应商编码,
  联系人, 要求到货, at times an annual contract number and a store-demand summary number, or
  the vendor as an addressee line (致：, TO： or bare) over the grid; the
  lines as a matrix with one quantity column per store (store code over store name), 合计 and
  金额 columns and a totals row; 不含税金额 / 增值税 13% / 价税合计 or a tax-inclusive 订单金额
  with 其中增值税; 大写 at times; store delivery addresses and four signature labels).
- fit12_zh_dingdan_huifu_tiaozheng: an electronic-components distributor's reply to a
  customer's order with changed quantities (the seller's letterhead first, a centred title,
  致 the customer, the customer's order number and order date at the left, the seller's own
  sales number, reply date, salesman and quotation number at the right; lines with ordered and
  confirmed quantities, a difference column, unit price to three decimals, confirmed amount,
  delivery date and a reason; 原订单金额 beside the confirmed total incl. or excl. VAT 13 %,
  terms, bank data, the countersignature and at times the seller's seal).
- fit12_tw_yake_yacai_dinggou: a Taiwanese dental clinic's 牙材訂購單 (a small coloured mark and
  the clinic's name at the left, the title at the right, two framed panels - 廠商 with or
  without its label, contact, phone and 統一編號 beside 訂購單號 / 訂購日期 / 交貨日期 / 訂購人 and
  at times a quotation number - in either order; lines with 品名, 廠牌, 規格／色號, whole-NT$
  prices; 小計 / 營業稅 5% / 總計 or a tax-inclusive 合計 with 內含營業稅, 新臺幣大寫 at times;
  notes and three signature labels; over pages with 頁次).
- fit12_ja_hanbaiten_it_kiki_chumon: a Japanese company's order for PCs, network gear and
  licences to an IT reseller (centred 注文書 / 発注書, the reseller with or without 御中 under an
  underline at the left, a ruled meta list - 注文番号, 注文日, at times 貴社見積番号 and 社内案件
  番号 - at the right over the buyer's block and seal; lines with メーカー, 型番, 品名・仕様 and
  service lines (設置, 保守, リサイクル料金); 小計 / お値引き / 消費税（10%）/ 合計金額（税込）,
  at times a boxed ご注文金額; a 納期 / 納品場所 / 支払条件 / 備考 grid and 承認 / 審査 / 担当 boxes).
- fit12_en_us_dental_supply_po: a US dental practice's purchase order to a dental supply house
  (Letter; a coloured top rule, the practice and dentist at the left, the title and a boxed
  grid of Customer Acct #, Date, PO Number, quote / promo ref and sales rep in varying order at
  the right; vendor and ship-to panels under coloured bars, either first, the vendor labelled
  VENDOR, SUPPLIER, TO: or Order From; a ship-via / terms / requested-by / need-by strip; lines
  with manufacturer, item number, UOM, free-goods rows; subtotal, promotional discount, S&H,
  sales tax or exempt, total; an authorisation line; NPI in the footer).
- fit12_en_za_farm_coop_feed_seed: a South African farm's order for feed, seed, fertiliser and
  veterinary stock to an agricultural co-operative or agri business (the farm's letterhead,
  ORDER / BESTELLING or PURCHASE ORDER with the order number at the right, "To / Aan:" with the
  co-op, its branch and counter contact, a key-value column with date, co-op account or member
  number, quote, delivery and season; lines with S / Z VAT codes; subtotal excl. VAT, member
  rebate, VAT 15 %, total incl. VAT in "R 12 345,67", "R12,345.67" or "R 12 345.67", at times a
  deposit paid and balance after it; farm VAT and registration numbers in the footer).
- fit12_de_kalibrierauftrag_pruefmittel: a German manufacturer's order for calibration and
  service of test equipment to a calibration laboratory (the buyer's name at the top right, a
  DIN window with the lab, an info block with Bestell-Nr., Datum, Ihr Angebot, Lieferanten-Nr.,
  Kostenstelle and contact; a letter paragraph; lines with Prüfmittel-Nr., instrument and type,
  the service (DAkkS, Werkskalibrierung, Justage); pick-up service and rush surcharge, Rabatt,
  Nettobetrag / 19 % MwSt. / gross total; instructions, "i. A." signature and a three-column
  register footer with Amtsgericht, USt-IdNr. and IBAN).
- fit12_fr_ch_theatre_tissus_costumes: a Swiss romand theatre's order for costume fabrics (the
  theatre's name in colour and its atelier, the fournisseur with or without a label at the right
  or left, a key-value block with Bon de commande n°, date, production and its code, the head of
  the costume workshop, sample date and cost centre; lines with sample reference, fabric,
  colour, width and metres; sous-total, rabais théâtre, frais de port, TVA 8,1 % rounded to
  5 centimes, total in 1'234.50 or 1 234.50; delivery notes, two signatures, IDE in the footer).
- fit12_it_ordine_subappalto_cantiere: an Italian contractor's subcontract work order for a
  building site (a coloured edge by the contractor, ORDINE DI SUBAPPALTO / DI LAVORO and the
  number at the right, the subcontractor framed at the left with or without "Spett.le", a column
  of Data, Cantiere, Committente, Commessa, direttore tecnico, CIG / CUP and offer; measured
  work items; importo lavori, ribasso, oneri sicurezza, imponibile, IVA 10 % / 22 % or reverse
  charge, the order's total, then a 5 % ritenuta a garanzia; SAL, DURC and penalty terms, the
  two signatures, the contractor's register data in the footer).
- fit12_es_co_colegio_cafeteria_oc: a Colombian school's order for its cafeteria or school
  restaurant (a quality-system header band with logo cell, school name and title, code and
  version; a coloured strip of ORDEN N°, FECHA, SOLICITUD or COTIZACIÓN, CIUDAD; a framed
  proveedor block headed "Proveedor:" or "Señores:" beside delivery, hours, payment and cost
  centre; lines with excluded, 5 % and 19 % VAT in whole pesos or with decimals; subtotal,
  descuento, IVA 5 % / 19 %, total, at times ReteFuente, ReteICA and a net amount after it;
  Elaboró / Revisó / Aprobó).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, enquiry, quotation, bid, framework,
contract, project, site, delivery-note, sales-order or copy number; on the seller's reply the
customer's order number it quotes); the supplier exactly as printed on its first line (the
vendor, reseller, laboratory, co-operative or subcontractor the order is addressed to; the
seller of an order reply; never the buyer, the head office, a store, the ship-to or bill-to, the
owner of a site, a manufacturer or a contact person); the grand total as "1234.50" (whole NT$,
yen and Colombian pesos as "1234.00"; after discounts, incl. tax where the document states an
incl.-tax total, the confirmed total of a reply, before retentions, withholdings, deposits and
balances; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2  # noqa: E402
from families_blind19 import crow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402
from families_blind30 import eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
UNI = "dejavu|djserif|djcond|libsans|libserif|helv|times"


def ch(v: Decimal) -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, "'", ".")


def en2(v: Decimal) -> str:
    return grouped(v)


def pct(v: Decimal, rate: int | Decimal) -> Decimal:
    return r2(v * Decimal(rate) / 100)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    return rng.choice(big if rng.random() < p else small)


def comb(rng: random.Random, a: list[str], b: list[str]) -> str:
    return rng.choice(a) + rng.choice(b)


def ltext(d: la.Doc, x: float, y: float, s: str, size: float, c: Color, **kw) -> None:
    d.c.setFillColor(c)
    d.c.setFont(d.bold if kw.get("b") else d.reg, size)
    al = kw.get("al", "l")
    fn = {"l": d.c.drawString, "r": d.c.drawRightString, "c": d.c.drawCentredString}[al]
    fn(x, d.h - y, s)
    d.c.setFillGray(0)


# --------------------------------------------------------------------------- 1 zh-Hans head office's store-supplies order with a per-store matrix

ZM_CHAIN = (
    "优鲜 惠邻 乐家 每日 佳和 邻里 便利蜂巢 鲜丰 快客 全日 多点 家家悦享 好又多 万佳 永和".split()
)
ZM_KIND = ["便利店", "超市", "生鲜超市", "烘焙连锁", "药房连锁", "茶饮连锁"]
ZM_SUP_A = "恒洁 美佳 洁康 金盛 宏图 顺达 嘉诚 利华 新绿 华联 天成 佰顺 联创 众鑫 广达".split()
ZM_SUP_B = [
    "包装材料有限公司",
    "日用品有限公司",
    "商贸有限公司",
    "纸业有限公司",
    "清洁用品有限公司",
    "印务包装有限公司",
    "塑胶制品有限公司",
]
ZM_SUP_BARE = ["包装材料经营部", "日用品批发部", "纸品商行", "塑料制品厂"]
ZM_CITY = "上海 杭州 南京 苏州 无锡 合肥 宁波 常州 嘉兴 绍兴 扬州 南通".split()
ZM_STREET = "新街口 中山路 人民路 解放路 建设路 湖滨 莲花 滨江 河西 鼓楼 仙林 城东 学府路 万达 高铁站".split()
ZM_ITEMS = [
    ("WL-0101", "购物袋", "背心式 35×55cm 100只/扎", "扎", 6, 14),
    ("WL-0102", "保鲜袋", "点断式 25×35cm", "卷", 3, 8),
    ("WL-0203", "收银纸", "热敏 57×50mm 50卷/箱", "箱", 45, 85),
    ("WL-0204", "价签纸", "70×38mm 800张/卷", "卷", 6, 15),
    ("WL-0305", "一次性手套", "PE 100只/包", "包", 2, 6),
    ("WL-0306", "口罩", "一次性 50只/盒", "盒", 8, 18),
    ("WL-0407", "垃圾袋", "加厚 80×100cm 50只", "卷", 9, 22),
    ("WL-0408", "抽纸", "3层 130抽 24包/箱", "箱", 38, 66),
    ("WL-0509", "地板清洁剂", "4L/桶", "桶", 18, 42),
    ("WL-0510", "消毒液", "84型 2.5kg", "桶", 12, 26),
    ("WL-0611", "打包盒", "方形 1000ml 300套/箱", "箱", 75, 135),
    ("WL-0612", "吸管", "单支独立包装 1000支", "包", 16, 34),
    ("WL-0713", "封口膜", "杯封膜 95口径", "卷", 28, 58),
    ("WL-0714", "标签贴", "效期标签 50×30mm", "卷", 5, 12),
    ("WL-0815", "胶带", "封箱 48mm×100m", "卷", 4, 9),
    ("WL-0816", "海报纸", "A3 铜版 促销", "张", 1, 3),
    ("WL-0917", "拖把头", "棉线 替换装", "个", 7, 16),
    ("WL-0918", "价格牌", "亚克力 A6", "个", 4, 11),
]


def _zm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(26, 36)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 36
    city = rng.choice(ZM_CITY)
    chain = rng.choice(ZM_CHAIN)
    kind = rng.choice(ZM_KIND)
    buyer = rng.choice(
        [
            f"{city}{chain}商业连锁有限公司",
            f"{chain}（{city}）{kind}管理有限公司",
            f"{city}{chain}{kind}有限公司",
        ]
    )
    ss = rng.choice(ZM_SUP_A)
    sup = (
        f"{rng.choice(ZM_CITY)}{ss}{rng.choice(ZM_SUP_BARE)}"
        if rng.random() < 0.25
        else rng.choice(
            [
                f"{rng.choice(ZM_CITY)}{ss}{rng.choice(ZM_SUP_B)}",
                f"{rng.choice(ZM_CITY)}市{ss}{rng.choice(ZM_SUP_B)}",
            ]
        )
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "WZ{Y}{m}{d}{n3}|MD-CG{y}{m}{n4}|HQ{Y}{n5}|PO-{Y}{m}-{n4}|{y}{m}{d}{n4}")
    con = cj.number(rng, d, "HT{Y}-{n3}|NK-{y}{n4}")
    bh = cj.number(rng, d, "BH{y}{m}{d}{n2}|YH-{n6}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.1, 0.45, 0.3), Color(0.75, 0.2, 0.1), Color(0.1, 0.3, 0.6), black])
    title = cj.pick(
        rng, "门店物料订货单|门店耗材集中采购单|门店营运物料采购订单|总部统采订单（门店物料）"
    )
    po_lab = cj.pick(rng, "订单号|采购单号|订货单号|单据编号")
    incl = rng.random() < 0.6
    ns = rng.randint(3, 7)
    stores = []
    for k in rng.sample(ZM_STREET, ns):
        stores.append((f"{rng.choice('ABCDNJHZ')}{rng.randint(1, 99):03d}", f"{k}店"))
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [18, 24, 30])
    pool = ZM_ITEMS if n <= len(ZM_ITEMS) else ZM_ITEMS * 2
    picks = rng.sample(pool, n)
    rows = []
    for it in picks:
        p = Decimal(rng.randint(it[4] * 100, it[5] * 100)) / 100
        qs = [rng.choice([0, 1, 2, 2, 3, 4, 5, 6, 8, 10]) for _ in stores]
        if not sum(qs):
            qs[0] = 2
        q = sum(qs)
        rows.append((it, p, qs, q, r2(p * q)))
    sub = sum((a for *_, a in rows), ZERO)
    if incl:
        total = sub
        tax = r2(total - total / Decimal("1.13"))
    else:
        tax = pct(sub, 13)
        total = sub + tax

    def foot() -> None:
        pdf.text(m, pdf.h - 18, f"{buyer}　采购中心　制单：{cj.person(rng)}", 7.2, colour=GREY)
        pdf.text(
            right,
            pdf.h - 18,
            f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页",
            7.2,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 28, f"{title}（续）　{po_lab}：{po}", 8.6, colour=GREY)
        return 38

    y = 34
    pdf.text(m, y, buyer, 13, bold=True, colour=ink)
    pdf.text(
        m,
        y + 14,
        cj.pick(rng, "总部采购中心|营运采购部|总部物资部|商品中心·非商品采购"),
        8.4,
        colour=GREY,
    )
    pdf.text(pdf.w / 2, y + 6, title, 17, align="c", bold=True)
    pdf.text(right, y, f"{po_lab}：{po}", 10, align="r", bold=True)
    pdf.text(
        right,
        y + 14,
        f"下单日期：{cj.fdate(d, rng.choice(['cn', 'iso', 'slash']))}",
        8.4,
        align="r",
    )
    y += 30
    info = [
        ["供应商", sup, "供应商编码", f"V{rng.randint(10000, 99999)}"],
        [
            "联系人",
            f"{cj.person(rng)}　{cj.mobile(rng)}",
            "要求到货",
            f"{cj.fdate(cj.later(rng, d, 3, 12), 'iso')} 前分店配送",
        ],
    ]
    extra = []
    if rng.random() < 0.5:
        extra += ["年度合同号", con]
    if rng.random() < 0.4:
        extra += ["门店要货汇总单", bh]
    if extra:
        info.append(extra)
    if rng.random() < 0.3:
        info[0], info[1] = info[1], info[0]
    if rng.random() < 0.3:
        # the vendor as an addressee line over the grid, without a label
        pdf.text(m, y + 10, f"{cj.pick(rng, '致：|TO：|')}{sup}", 11, bold=True)
        y += 20
        info = [r for r in info if r[0] != "供应商"]
        info.insert(
            0,
            [
                "供应商编码",
                f"V{rng.randint(10000, 99999)}",
                "结算方式",
                cj.pick(rng, "月结30天|月结60天|票到付款"),
            ],
        )
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [10, 40, 10, 40]), info, h=18, size=8.4, ink=ink, fill=PALE)
        + 10
    )
    pdf.text(
        m,
        y,
        "说明：数量按门店分列，供应商按门店分别送货，每店一张送货单并注明本单号。",
        7.8,
        colour=GREY,
    )
    y += 8
    sw = min(52.0, (wd * 0.42) / ns)
    fixed = wd - sw * ns
    base = cj.rel(fixed, [4, 9, 13, 16, 4, 8, 7, 11])
    ws = [*base[:6], *([sw] * ns), *base[6:]]
    pl = "单价（含税）" if incl else "单价（未税）"
    heads = [
        "序号",
        "物料编码",
        "物料名称",
        "规格",
        "单位",
        pl,
        *[f"{c}\n{s}" for c, s in stores],
        "合计",
        "金额",
    ]
    if not stated:
        heads = heads[:5] + heads[6:-1]
        ws = [*base[:5], *([sw] * ns), base[6]]
        ws[3] += base[5] + base[7]
    body = []
    for i, (it, p, qs, q, a) in enumerate(rows, 1):
        cells = [str(i), it[0], it[1], it[2], it[3]]
        if stated:
            cells.append(cj.money(p))
        cells += [str(x) if x else "" for x in qs] + [str(q)]
        if stated:
            cells.append(cj.money(a))
        body.append((cells, a))
    al = "cllllr" + "c" * ns + "cr" if stated else "cllll" + "c" * ns + "c"
    y = ctable(
        pdf, m, y, ws, heads, body, al, rowh=17, size=7.4, bottom=bottom, brk=brk, fill=PALE, hh=24
    )
    tots = [sum(r[2][k] for r in rows) for k in range(ns)]
    if stated:
        cells = ["", "", "合计", "", "", "", *[str(t) for t in tots], str(sum(tots)), cj.money(sub)]
    else:
        cells = ["", "", "合计", "", "", *[str(t) for t in tots], str(sum(tots))]
    y = crow(pdf, m, y, ws, cells, al, h=17, size=7.4, bold=True)
    y += 14
    if y + 90 > bottom:
        y = brk()
    if stated:
        if incl:
            srows = [
                ("订单金额（含税）", f"¥{cj.money(total)}"),
                ("其中：增值税（13%）", cj.money(tax)),
            ]
            if rng.random() < 0.5:
                srows.reverse()
        else:
            srows = [
                ("不含税金额", cj.money(sub)),
                ("增值税 13%", cj.money(tax)),
                (cj.pick(rng, "价税合计|订单总金额|含税总额"), f"¥{cj.money(total)}"),
            ]
        y = cj.sums(
            pdf, right, y, srows, size=9, label_w=120, bold_last=not srows[-1][0].startswith("其中")
        )
        if rng.random() < 0.5:
            pdf.text(m, y - 12, f"合计金额（大写）：{cj.daxie(total)}", 9)
            y += 6
    else:
        pdf.text(m, y, "价格按年度合同价执行，结算金额以门店实收数量为准。", 8.6)
        y += 14
    y += 4
    if y + 70 > bottom:
        y = brk()
    pdf.text(m, y, "门店收货信息", 9, bold=True, colour=ink)
    y += 12
    for c, s in stores[: rng.randint(2, ns)]:
        pdf.text(
            m + 6,
            y,
            f"{c} {s}：{city}市{rng.choice(ZM_STREET)}{rng.randint(1, 300)}号　店长 {cj.person(rng)} {cj.mobile(rng)}",
            7.6,
            colour=GREY,
        )
        y += 11
    y += 14
    if y + 30 > bottom:
        y = brk()
    sx = cj.rel(wd, [1, 1, 1, 1])
    for k, lab in enumerate(["制单", "采购经理", "营运总监", "供应商确认（盖章）"]):
        pdf.text(m + sum(sx[:k]), y, f"{lab}：＿＿＿＿＿＿", 8.6)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit12_zh_zongbu_mendian_wuliao(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zm)


# --------------------------------------------------------------------------- 2 zh-Hans seller's order reply with changed quantities

ZR_A = "亿川 晶捷 华芯 创隆 长晟 科锐 瑞普 兆讯 中创 博远 联芯 精微 耀华 光启 星源".split()
ZR_B = [
    "电子科技有限公司",
    "电子元器件有限公司",
    "供应链管理有限公司",
    "科技股份有限公司",
    "机电有限公司",
    "电子贸易有限公司",
]
ZR_CITY = "深圳 上海 苏州 东莞 厦门 武汉 成都 西安 珠海 重庆 天津 青岛".split()
ZR_ITEMS = [
    ("STM32F103C8T6", "MCU LQFP48", "PCS", 6, 14),
    ("GD32F303RCT6", "MCU LQFP64", "PCS", 8, 18),
    ("LM2596S-5.0", "DC-DC TO263-5", "PCS", 1, 4),
    ("AMS1117-3.3", "LDO SOT223", "PCS", 0.2, 0.6),
    ("CL10A106KP8NNNC", "MLCC 0603 10uF 10V", "PCS", 0.02, 0.08),
    ("RC0603FR-0710KL", "电阻 0603 10K 1%", "PCS", 0.005, 0.02),
    ("SS34", "肖特基二极管 SMA", "PCS", 0.08, 0.3),
    ("AO3400A", "MOSFET SOT23", "PCS", 0.1, 0.4),
    ("TPS54331DR", "DC-DC SOIC8", "PCS", 2, 6),
    ("CH340G", "USB转串口 SOP16", "PCS", 1, 3),
    ("W25Q64JVSSIQ", "Flash SOIC8 64Mbit", "PCS", 2, 6),
    ("ESP32-WROOM-32E", "WiFi模组", "PCS", 12, 24),
    ("MAX3232ESE", "RS232 SOIC16", "PCS", 2, 7),
    ("TLP281-4", "光耦 SOP16", "PCS", 1, 3),
    ("XH2.54-4P", "连接器 直针", "PCS", 0.05, 0.2),
    ("B0505S-1WR3", "隔离电源模块", "PCS", 4, 9),
    ("SN74HC595PWR", "移位寄存器 TSSOP16", "PCS", 0.5, 1.5),
    ("IRFR024NTRPBF", "MOSFET DPAK", "PCS", 1, 3),
]
ZR_REASON = [
    "原厂缺货，分批交付",
    "按最小包装量调整",
    "停产，建议替代型号",
    "库存不足",
    "按整盘（卷）发货",
    "客户电话确认减量",
    "交期延后",
]


def _zr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    a = rng.choice(ZR_A)
    seller = (
        f"{rng.choice(ZR_CITY)}{a}{rng.choice(ZR_B)}"
        if rng.random() < 0.85
        else f"{rng.choice(ZR_CITY)}市{a}电子商行"
    )
    cust = cj.zh_firm(rng, avoid=a).name
    d = cj.a_date(rng)
    cpo = cj.number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{d}-{n3}|4500{n6}|P{y}{n6}|{Y}{m}{d}{n3}")
    so = cj.number(rng, d, "SO{y}{m}{d}{n3}|XS-{Y}{n5}|DD{y}{m}{n4}")
    qt = cj.number(rng, d, "BJ{y}{m}{n4}|QT-{Y}-{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.05, 0.3, 0.6), Color(0.55, 0.1, 0.1), black, Color(0.15, 0.4, 0.2)])
    title = cj.pick(rng, "订单回复确认函|订单确认及交期回复|销售订单确认书（回复）|订单回复单")
    cpo_lab = cj.pick(rng, "贵司订单号|客户订单号|贵司采购单号|客户PO号")
    so_lab = cj.pick(rng, "我司销售单号|本公司单号|销售订单号|回复单号")
    odate = d - timedelta(days=rng.randint(1, 6))

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 26,
            f"{seller}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
            7,
            colour=GREY,
        )
        pdf.text(
            right, pdf.h - 26, f"{page[0]}/{of}" if of else str(page[0]), 7, align="r", colour=GREY
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{seller}　{title}（续）　{cpo_lab}：{cpo}", 8.4, colour=GREY)
        return 46

    y = 46
    pdf.text(m, y, seller, 16, bold=True, colour=ink)
    y += 14
    pdf.text(
        m,
        y,
        f"地址：{cj.zh_addr(rng)}　网址：www.{rng.choice(['hx', 'jj', 'cl', 'kr', 'xy'])}{rng.randint(10, 99)}.com.cn",
        7.6,
        colour=GREY,
    )
    y += 6
    pdf.line(m, y, right, y, lw=1.2, colour=ink)
    y += 30
    pdf.text(pdf.w / 2, y, title, 16, align="c", bold=True)
    y += 20
    left = [
        f"致：{cust}",
        f"收件人：{cj.person(rng)}（采购部）",
        f"{cpo_lab}：{cpo}",
        f"订单日期：{cj.fdate(odate, 'iso')}",
    ]
    rgt = [
        f"{so_lab}：{so}",
        f"回复日期：{cj.fdate(d, rng.choice(['cn', 'iso']))}",
        f"业务员：{cj.person(rng)} {cj.mobile(rng)}",
    ]
    if rng.random() < 0.5:
        rgt.append(f"报价单号：{qt}")
    if rng.random() < 0.4:
        left[2], left[3] = left[3], left[2]
    for k, s in enumerate(left):
        pdf.text(m, y + k * 14, s, 9, bold=k == 0)
    for k, s in enumerate(rgt):
        pdf.text(m + wd * 0.58, y + k * 14, s, 9)
    y += max(len(left), len(rgt)) * 14 + 6
    pdf.text(m, y, "感谢贵司订购！经核对，对贵司订单回复如下，部分数量及交期有调整，请确认：", 8.8)
    y += 12
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 10, 12], [22, 28, 34])
    lines = more_lines(
        rng,
        ZR_ITEMS,
        n,
        [100, 200, 500, 1000, 2000, 2500, 3000, 5000],
        ["-TR", "(替代)", "-RL"],
        places=3,
    )
    rows = []
    orig_total = ZERO
    for it, q, p, amt in lines:
        orig_total += amt
        ch_ = rng.random() < 0.45
        if ch_:
            cq = max(
                Decimal(0),
                q + Decimal(rng.choice([-1, -1, 1]) * rng.choice([50, 100, 200, 500, q])),
            )
            if cq == 0 and rng.random() < 0.5:
                cq = q
        else:
            cq = q
        rsn = rng.choice(ZR_REASON) if cq != q else ""
        rows.append((it, q, cq, p, r2(cq * p), cj.later(rng, d, 3, 45), rsn))
    sub = sum((x[4] for x in rows), ZERO)
    incl = rng.random() < 0.65
    if incl:
        total, tax = sub, r2(sub - sub / Decimal("1.13"))
    else:
        tax = pct(sub, 13)
        total = sub + tax
    ws = cj.rel(wd, [4, 18, 13, 9, 9, 8, 8, 10, 10, 11])
    heads = [
        "行",
        "型号",
        "描述",
        "订购数量",
        "确认数量",
        "差异",
        "单价",
        "确认金额",
        "交货日期",
        "备注",
    ]
    body = []
    for i, (it, q, cq, p, am, dd, rsn) in enumerate(rows, 1):
        dq = cq - q
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    f"{cq:,.0f}",
                    f"{dq:+,.0f}" if dq else "—",
                    f"{p:.3f}" if stated else "—",
                    cj.money(am) if stated else "—",
                    cj.fdate(dd, "iso"),
                    rsn,
                ],
                am,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllrrcrrcl",
        rowh=17,
        size=6.9,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=18,
    )
    y += 16
    if y + 110 > bottom:
        y = brk()
    if stated:
        srows = [("原订单金额", cj.money(orig_total))] if rng.random() < 0.7 else []
        if incl:
            srows += [("确认订单金额（含税13%）", f"¥{cj.money(total)}")]
            if rng.random() < 0.5:
                srows.append(("其中税额", cj.money(tax)))
        else:
            srows += [
                ("确认金额（不含税）", cj.money(sub)),
                ("增值税13%", cj.money(tax)),
                (cj.pick(rng, "确认订单总额（含税）|价税合计|确认总金额"), f"¥{cj.money(total)}"),
            ]
        for lab, v in srows:
            big = lab.startswith("确认订单") or lab in ("价税合计", "确认总金额")
            pdf.text(right - 150, y, lab, 9, align="r", bold=big)
            pdf.text(right, y, v, 10 if big else 9, align="r", bold=big)
            y += 16
        if rng.random() < 0.4:
            pdf.text(m, y, f"大写：{cj.daxie(total)}", 8.8)
            y += 14
    else:
        pdf.text(m, y, "价格以贵司订单价格为准，金额按实际发货数量结算。", 8.8)
        y += 14
    y += 8
    terms = [
        "1. 如对上述调整无异议，请于两个工作日内签字盖章回传，逾期视为同意。",
        f"2. 付款方式：{cj.pick(rng, '月结30天|月结60天|款到发货|预付30%，余款发货前付清')}。",
        "3. 标注“差异”的行按确认数量发货，原订数量不再补发。",
    ]
    for t in terms:
        pdf.text(m, y, t, 8, colour=GREY)
        y += 12
    bn, acct = cj.bank(rng)
    pdf.text(m, y, f"开户行：{bn}　账号：{acct}", 8, colour=GREY)
    y += 30
    if y + 60 > bottom:
        y = brk() + 20
    pdf.text(m, y, "客户确认（签章）：", 9)
    pdf.text(m + wd * 0.55, y, "供方（签章）：", 9)
    pdf.text(m + wd * 0.55, y + 18, f"经办：{cj.person(rng)}", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(
            m + wd * 0.8,
            y + 8,
            seller,
            rng,
            caption="合同专用章" if rng.random() < 0.5 else "",
            r=40,
        )
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", cpo, seller, total)
    return out if stated else none_meta(out)


def fit12_zh_dingdan_huifu_tiaozheng(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zr)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese dental clinic's materials order

TD_CLINIC_A = "晴美 微笑 仁愛 康橋 日安 博愛 光明 維新 青禾 長青 安和 美齒 信義 德恩 悅庭".split()
TD_CLINIC_B = ["牙醫診所", "牙科診所", "牙醫聯合診所", "家庭牙醫診所", "美學牙醫診所"]
TD_SUP_A = "宏齒 齒康 聯合 泰鑫 佳美 冠齒 新禾 永勝 健齒 璟福 德鑫 世明 華齒 祐倫 益康".split()
TD_SUP_B = [
    "醫療器材股份有限公司",
    "牙材股份有限公司",
    "醫療器材有限公司",
    "貿易有限公司",
    "生醫科技股份有限公司",
]
TD_SUP_BARE = ["牙材行", "齒科材料行", "醫療器材行"]
TD_CITY = "臺北市 新北市 桃園市 臺中市 臺南市 高雄市 新竹市 嘉義市".split()
TD_ITEMS = [
    ("光固化複合樹脂", "3M", "Filtek Z350 XT A2 4g", "支", 480, 820),
    ("光固化複合樹脂", "Ivoclar", "Tetric N-Ceram A3 3.5g", "支", 420, 760),
    ("玻璃離子體", "GC", "Fuji IX GP 粉液組", "盒", 1600, 2600),
    ("印模材", "Zhermack", "Elite HD+ 輕體 2×50ml", "盒", 1100, 1900),
    ("藻膠印模粉", "GC", "Aroma Fine Plus 453g", "包", 280, 460),
    ("根管銼", "Dentsply", "ProTaper Gold F1-F3 25mm", "盒", 1350, 2400),
    ("根管充填牙膠針", "Meta", "#15-40 120支", "盒", 180, 350),
    ("麻醉針頭", "Terumo", "30G 短 100支", "盒", 260, 480),
    ("局部麻醉劑", "Septodont", "Septanest 1:100,000 50支", "盒", 1450, 2300),
    ("黏著劑", "Kuraray", "Clearfil SE Bond 2 組", "組", 2800, 4200),
    ("拋光碟", "Shofu", "Super-Snap 混合組", "盒", 850, 1500),
    ("鑽針", "Komet", "鑽石鑽針 FG 5支", "包", 520, 980),
    ("外科手套", "Ansell", "無粉乳膠 M 100入", "盒", 190, 330),
    ("口罩", "", "醫療級 平面 50入", "盒", 90, 180),
    ("吸唾管", "", "拋棄式 100支", "包", 70, 140),
    ("滅菌袋", "", "自黏式 90×260mm 200入", "盒", 220, 420),
    ("暫時冠材料", "3M", "Protemp 4 A2", "支", 2400, 3600),
    ("氫氧化鈣糊劑", "", "Calcipex II 2.2g×2", "盒", 650, 1100),
]


def _td(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    ca = rng.choice(TD_CLINIC_A)
    clinic = f"{ca}{rng.choice(TD_CLINIC_B)}"
    sa = rng.choice(TD_SUP_A)
    sup = f"{sa}{rng.choice(TD_SUP_BARE)}" if rng.random() < 0.25 else f"{sa}{rng.choice(TD_SUP_B)}"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "D{roc}{m}{d}{n2}|PO-{roc}{m}-{n3}|{roc}{m}{d}{n3}|{Y}{m}{n4}|TD{y}{n4}")
    qt = cj.number(rng, d, "Q{roc}{m}{n4}|報{roc}-{n3}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.0, 0.45, 0.55), Color(0.2, 0.35, 0.6), black, Color(0.5, 0.2, 0.45)])
    ds = rng.choice(["roc", "rocs", "slash"])
    incl = rng.random() < 0.45
    doctor = cj.person(rng, "zh-Hant")

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 26,
            f"{clinic}　醫事機構代碼：{rng.randint(3500000000, 3599999999)}　{cj.tw_tel(rng)}",
            7,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 26,
            f"頁次 {page[0]}/{of}" if of else f"頁次 {page[0]}",
            7,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{clinic}　牙材訂購單（續）　訂購單號 {po}", 8.6, colour=GREY)
        return 48

    y = 44
    pdf.rect(m, y - 14, 18, 18, fill=ink, stroke=None)
    pdf.text(m + 9, y, "齒", 11, align="c", colour=white)
    pdf.text(m + 26, y, clinic, 15, bold=True, colour=ink)
    pdf.text(
        m + 26,
        y + 13,
        f"{rng.choice(TD_CITY)}{cj.tw_addr(rng)[3:]}　TEL {cj.tw_tel(rng)}",
        7.8,
        colour=GREY,
    )
    pdf.text(
        right,
        y,
        cj.pick(rng, "牙材訂購單|衛材・牙材訂購單|訂　購　單|材料訂購單"),
        16,
        align="r",
        bold=True,
    )
    y += 30
    pdf.line(m, y, right, y, lw=0.8, colour=ink)
    y += 10
    col = wd / 2 - 6
    pl = [
        ("廠　　商", sup),
        ("聯 絡 人", f"{cj.person(rng, 'zh-Hant')} 業務"),
        ("電　　話", cj.tw_tel(rng)),
        ("統一編號", str(rng.randint(10000000, 99999999))),
    ]
    if rng.random() < 0.3:
        pl[0] = ("", sup)
    pr = [
        ("訂購單號", po),
        ("訂購日期", cj.fdate(d, ds)),
        ("交貨日期", cj.fdate(cj.later(rng, d, 2, 10), ds)),
        ("訂購人", f"{cj.person(rng, 'zh-Hant')}（護理長）"),
    ]
    if rng.random() < 0.5:
        pr.append(("報價單號", qt))
    sup_left = rng.random() < 0.7
    blocks = [pl, pr] if sup_left else [pr, pl]
    hh = 0
    for k, blk in enumerate(blocks):
        x = m + k * (col + 12)
        yy = y + 14
        for lab, val in blk:
            if lab:
                pdf.text(x + 6, yy, lab, 8.6, colour=GREY)
                pdf.text(x + 62, yy, val, 9.4 if val == sup else 8.8, bold=val == sup)
            else:
                pdf.text(x + 6, yy, val, 11, bold=True)
            yy += 16
        hh = max(hh, yy - y)
    for k in range(2):
        pdf.rect(m + k * (col + 12), y, col, hh, stroke=ink, lw=0.6)
    y += hh + 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 11], [20, 26, 32])
    lines = more_lines(
        rng, TD_ITEMS, n, [1, 1, 2, 2, 3, 5, 10], ["（補充包）", "（大包裝）", "（試用）"], places=0
    )
    sub = sum((a for *_, a in lines), ZERO)
    if incl:
        total = sub
        tax = r0(total - total / Decimal("1.05"))
    else:
        tax = r0(sub * Decimal("0.05"))
        total = sub + tax
    ws = cj.rel(wd, [5, 22, 11, 26, 7, 6, 10, 13])
    heads = ["項次", "品名", "廠牌", "規格／色號", "數量", "單位", "單價", "金額"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1] or "—",
                    it[2],
                    f"{q:,.0f}",
                    it[3],
                    w0(p) if stated else "",
                    w0(a) if stated else "",
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
        "cllcrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=19,
    )
    y += 16
    if y + 110 > bottom:
        y = brk()
    if stated:
        if incl:
            srows = [("合計（含稅）", f"NT${w0(total)}")]
            if rng.random() < 0.5:
                srows.append(("內含營業稅", w0(tax)))
        else:
            srows = [
                ("小　　計", w0(sub)),
                ("營業稅 5%", w0(tax)),
                (cj.pick(rng, "總　　計|合計金額|應付總額"), f"NT${w0(total)}"),
            ]
        for lab, v in srows:
            big = lab.startswith("合計") or lab in ("總　　計", "合計金額", "應付總額")
            pdf.text(right - 110, y, lab, 9.4, align="r", bold=big)
            pdf.text(right, y, v, 10.4 if big else 9.4, align="r", bold=big)
            y += 17
        if rng.random() < 0.45:
            pdf.text(m, y, f"新臺幣（大寫）：{cj.daxie(total, trad=True)}", 8.6)
            y += 14
    else:
        pdf.text(m, y, "單價依貴公司年度報價，請於送貨單及發票註明本訂購單號。", 8.8)
        y += 16
    y += 6
    notes = [
        "1. 醫療器材請附許可證字號及效期，效期不足六個月者不予收貨。",
        f"2. 發票抬頭：{clinic}　統一編號：{rng.randint(10000000, 99999999)}",
        f"3. 付款方式：{cj.pick(rng, '月結30天|貨到付款|月結次月10日匯款')}",
    ]
    for t in notes:
        pdf.text(m, y, t, 7.8, colour=GREY)
        y += 12
    y += 24
    if y + 40 > bottom:
        y = brk() + 20
    pdf.text(m, y, "訂購人：", 9)
    pdf.text(m + wd * 0.36, y, f"負責醫師：{doctor if rng.random() < 0.6 else ''}", 9)
    pdf.text(m + wd * 0.7, y, "廠商簽收：", 9)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit12_tw_yake_yacai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _td)


# --------------------------------------------------------------------------- 4 ja IT hardware order to a reseller (販売店)

JI_RES_A = (
    "富士 日栄 北辰 東和 ミライ 三星 大洋 ネクスト 京浜 アイティ 光洋 双葉 中部 九州 信和".split()
)
JI_RES_B = [
    "システム",
    "情報システム",
    "OAシステム",
    "ITソリューションズ",
    "ビジネスマシン",
    "テクノサービス",
    "コンピュータ",
]
JI_ITEMS = [
    ("ノートPC Core Ultra 5 / 16GB / 512GB", "Dell", "Latitude 5450", "台", 148000, 198000),
    ("ノートPC Core i5 / 16GB / 256GB", "Lenovo", "ThinkPad L14 Gen 5", "台", 132000, 176000),
    ("デスクトップPC Core i5 / 8GB", "HP", "ProDesk 400 G9 SFF", "台", 98000, 132000),
    ("23.8型 液晶モニター", "EIZO", "FlexScan EV2480", "台", 32000, 42000),
    ("VPNルーター", "NEC", "UNIVERGE IX2215", "台", 68000, 92000),
    ("L2スイッチ 24ポート", "Cisco", "C1200-24T-4G", "台", 58000, 84000),
    ("無線LANアクセスポイント", "YAMAHA", "WLX222", "台", 31000, 42000),
    ("NAS 4ベイ", "Synology", "DS923+", "台", 78000, 98000),
    ("NAS用HDD", "WD", "WD Red Plus 8TB", "台", 26000, 34000),
    ("無停電電源装置", "APC", "SMT1500RMJ2U", "台", 98000, 138000),
    ("年間ライセンス", "Microsoft", "Microsoft 365 Business Standard", "ライセンス", 18000, 22000),
    ("セキュリティ 1年", "ESET", "PROTECT Entry", "ライセンス", 4200, 5600),
    ("キーボード・マウスセット", "Logicool", "MK295", "個", 2800, 3800),
    ("LANケーブル Cat6A 2m", "ELECOM", "LD-GPAT/BU20", "本", 700, 1200),
    ("A4モノクロ複合機", "Canon", "imageCLASS MF467dw", "台", 68000, 88000),
    ("ドキュメントスキャナ", "富士通", "ScanSnap iX1600", "台", 46000, 56000),
]
JI_SVC = [
    ("設置・初期設定作業", "", "", "式", 30000, 120000),
    ("データ移行作業", "", "", "式", 20000, 80000),
    ("オンサイト保守 3年", "", "", "台", 9000, 18000),
    ("PCリサイクル料金", "", "", "台", 3000, 4500),
]


def _ji(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    ra, rb = rng.choice(JI_RES_A), rng.choice(JI_RES_B)
    res = rng.choice(
        [f"株式会社{ra}{rb}", f"{ra}{rb}株式会社", f"{ra}{rb}株式会社", f"有限会社{ra}{rb}"]
    )
    buyer = cj.ja_firm(rng).name
    d = cj.a_date(rng)
    po = cj.number(rng, d, "IT-{Y}{m}-{n3}|{Y}{m}{d}-{n2}|JHS{y}{n5}|PO{y}{m}{n4}|H{n6}")
    qt = cj.number(rng, d, "Q{y}{m}{n5}|見{Y}-{n4}|E-{n7}")
    pj = cj.number(rng, d, "PJ-{y}{n3}|案件{n5}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.1, 0.3, 0.55), black, Color(0.15, 0.45, 0.35)])
    ys = rng.choice(["reiwa", "cn", "slash"])
    yen_sty = rng.randint(0, 2)
    title = cj.pick(rng, "注　文　書|発　注　書|IT機器 注文書|物品注文書")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"- {page[0]} / {of} -" if of else f"- {page[0]} -",
            7.4,
            align="c",
            colour=GREY,
        )
        pdf.text(right, pdf.h - 24, f"{buyer} 情報システム部", 7, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title.replace('　', '')}（続き）　注文番号 {po}", 8.6, colour=GREY)
        return 48

    y = 46
    pdf.text(pdf.w / 2, y, title, 18, align="c", bold=True, space=1)
    y += 24
    rx = right - 190
    meta = [("注文番号", po), ("注文日", cj.fdate(d, ys))]
    if rng.random() < 0.6:
        meta.append(("貴社見積番号", qt))
    if rng.random() < 0.35:
        meta.append(("社内案件番号", pj))
    for k, (lab, val) in enumerate(meta):
        pdf.text(rx, y + k * 15, lab, 8.6, colour=GREY)
        pdf.text(right, y + k * 15, val, 9, align="r")
        pdf.line(rx, y + k * 15 + 4, right, y + k * 15 + 4, lw=0.3, colour=GREY)
    sama = rng.choice(["御中", "御中", "　御中", ""])
    pdf.text(m, y + 6, f"{res}{'　' if sama else ''}{sama.strip()}", 13, bold=True)
    pdf.line(m, y + 11, m + wd * 0.5, y + 11, lw=0.8)
    pdf.text(
        m,
        y + 26,
        f"{cj.pick(rng, '法人営業部|営業本部|ソリューション営業課')}　{cj.person(rng, 'ja')} 様",
        8.8,
    )
    y += max(len(meta) * 15, 34) + 14
    by = y
    pdf.text(rx, by, buyer, 10.4, bold=True)
    pdf.text(rx, by + 13, cj.ja_addr(rng), 7.6)
    pdf.text(rx, by + 25, f"TEL {cj.ja_tel(rng)}　担当 {cj.person(rng, 'ja')}", 7.6)
    if rng.random() < 0.5:
        pdf.stamp(
            right - 18, by + 6, buyer[:4] if len(buyer) > 4 else buyer, rng, shape="rect", r=20
        )
    pdf.text(m, y + 6, "下記のとおり注文いたします。", 9)
    y += 44
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [18, 24], 0.12)
    lines = more_lines(
        rng,
        JI_ITEMS,
        n,
        [1, 1, 2, 3, 5, 10, 20],
        ["（追加）", "（予備機）", "（別色）"],
        places=0,
        big=90000,
    )
    for sv in rng.sample(JI_SVC, rng.randint(0, 3)):
        p = Decimal(rng.randint(sv[4] // 1000, sv[5] // 1000) * 1000)
        q = Decimal(1 if sv[3] == "式" else rng.randint(1, 10))
        lines.append((sv, q, p, p * q))
    sub = sum((a for *_, a in lines), ZERO)
    disc = r0(sub * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100) if rng.random() < 0.35 else ZERO
    if disc:
        disc = (disc // 100) * 100
    net = sub - disc
    tax = (net * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = net + tax
    ws = cj.rel(wd, [5, 13, 22, 26, 6, 8, 11, 13])
    heads = ["No.", "メーカー", "型番", "品名・仕様", "数量", "単位", "単価", "金額"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[1],
                    it[2] or "—",
                    it[0],
                    f"{q:,.0f}",
                    it[3],
                    w0(p) if stated else "",
                    w0(a) if stated else "",
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
        "clllrcrr",
        rowh=18,
        size=7.4,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=18,
    )
    y += 14
    if y + 120 > bottom:
        y = brk()
    yv = cj.yen(total, yen_sty)
    if stated:
        rows = [("小計", w0(sub))]
        if disc:
            rows.append(("お値引き", f"-{w0(disc)}"))
        rows += [("消費税（10%）", w0(tax)), ("合計金額（税込）", yv)]
        if rng.random() < 0.35:
            pdf.rect(m, y - 4, 200, 26, stroke=ink, lw=1)
            pdf.text(m + 6, y + 13, f"ご注文金額　{yv}", 12, bold=True)
        y = cj.sums(pdf, right, y + 6, rows, size=9.4, label_w=110)
    else:
        pdf.text(m, y + 6, "金額は貴社お見積書のとおりとし、納品後に請求書をご送付ください。", 9)
        y += 22
    rows = [
        ("納期", cj.fdate(cj.later(rng, d, 7, 45), ys) + cj.pick(rng, "|　（分納可）|　必着")),
        ("納品場所", f"{cj.pick(rng, '本社|東京支店|大阪営業所|物流センター')}　{cj.ja_addr(rng)}"),
        ("支払条件", cj.pick(rng, "月末締め翌月末払い|月末締め翌々月10日払い|検収後30日以内")),
        (
            "備考",
            cj.pick(
                rng,
                "資産管理ラベルを貼付のうえ納品願います。|キッティング済みでの納品をお願いします。|シリアル番号一覧を納品書に添付してください。|保守契約書は別途送付ください。",
            ),
        ),
    ]
    y += 8
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [16, 84]),
            [list(r) for r in rows],
            h=19,
            size=8.4,
            ink=ink,
            labels=(0,),
            fill=PALE,
        )
        + 22
    )
    if y + 60 > bottom:
        y = brk() + 10
    for k, lab in enumerate(["承認", "審査", "担当"]):
        x = right - (3 - k) * 54
        pdf.rect(x, y, 54, 16, stroke=GREY, fill=PALE)
        pdf.rect(x, y + 16, 54, 40, stroke=GREY)
        pdf.text(x + 27, y + 12, lab, 8, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, res, total)
    return out if stated else none_meta(out)


def fit12_ja_hanbaiten_it_kiki_chumon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ji)


# --------------------------------------------------------------------------- 5 en-US dental practice's order to a dental supply house

UD_PRAC_A = "Maple Grove|Cedar Ridge|Riverbend|Lakeside|Summit|Willow Creek|Harbor View|Prairie|Oak Hollow|Bayside|Pine Valley|Sunset Hills|Brookstone|Eastgate|Canyon".split(
    "|"
)
UD_PRAC_B = [
    "Family Dentistry",
    "Dental Group",
    "Smiles",
    "Dental Care",
    "Pediatric Dentistry",
    "Orthodontics",
    "Dental Arts",
    "Endodontics",
]
UD_PRAC_F = ["", "", ", PLLC", ", P.C.", ", LLC", ", DDS PA"]
UD_SUP_A = "Benchmark|Keystone|Pioneer|Atlas|Midwest|Coastal|Frontier|Liberty|Heritage|Allegiant|Northstar|Cornerstone|Patriot|Evergreen|Tri-State".split(
    "|"
)
UD_SUP_B = [
    "Dental Supply",
    "Dental Supply Co.",
    "Dental Supply, Inc.",
    "Dental Distributors LLC",
    "Dental Company",
    "Dental Products Corp.",
]
UD_CITIES = [
    ("Columbus", "OH", "43"),
    ("Boise", "ID", "83"),
    ("Raleigh", "NC", "27"),
    ("Madison", "WI", "53"),
    ("Tulsa", "OK", "74"),
    ("Spokane", "WA", "99"),
    ("Knoxville", "TN", "37"),
    ("Omaha", "NE", "68"),
    ("Fresno", "CA", "93"),
    ("Tampa", "FL", "33"),
    ("Reno", "NV", "89"),
    ("Albany", "NY", "12"),
]
UD_STREETS = [
    "Main St",
    "Oak Ave",
    "Commerce Dr",
    "Medical Pkwy",
    "Park Blvd",
    "Elm St",
    "Industrial Way",
    "Lakeview Rd",
]
UD_DOC_F = "James|Sarah|Michael|Priya|David|Emily|Carlos|Jennifer|Kevin|Laura|Anh|Rachel|Brian|Megan|Omar".split(
    "|"
)
UD_DOC_L = "Patel|Nguyen|Johnson|Miller|Garcia|Anderson|Kim|Thompson|Walsh|Rivera|Cohen|Hughes|Brooks|Sullivan|Chen".split(
    "|"
)
UD_ITEMS = [
    ("Filtek Supreme Ultra Syringe A2", "3M", "3M-6032A2", "EA", 58, 82),
    ("Prime&Bond Active 4 mL", "Dentsply", "DS-60200", "EA", 98, 142),
    ("Septocaine 4% 1:100k, 50/bx", "Septodont", "SP-01A1400", "BX", 62, 88),
    ("OptiBond Solo Plus 5 mL", "Kerr", "KR-33851", "EA", 115, 160),
    ("Fuji IX GP Capsules, 50/bx", "GC America", "GC-000215", "BX", 148, 210),
    ("Prophy Angles Disposable, 500/cs", "Young", "YD-104102", "CS", 98, 150),
    ("Scaler H6/H7 #6 Handle", "Hu-Friedy", "HF-SCH6", "EA", 64, 96),
    ("Isolite Mouthpiece, Medium 10/pk", "Crosstex", "CX-GCPB", "PK", 42, 68),
    ("Venus Pearl PLT A2 20/pk", "Kulzer", "KZ-66051541", "PK", 96, 138),
    ("IPS e.max CAD LT A2 C14 5/pk", "Ivoclar", "IV-667353", "PK", 210, 295),
    ("Affinity Wash Light Body 2x50 mL", "Coltene", "CL-6709", "PK", 72, 104),
    ("Biotrol Surface Wipes 160/cn", "Sultan", "SU-61023", "CN", 9, 16),
    ("Nitrile Exam Gloves M 200/bx", "Halyard", "HY-44745", "BX", 14, 24),
    ("Enamelon Preventive Gel 4 oz", "Premier", "PR-9007054", "EA", 12, 19),
    ("Size 2 PSP Barrier Envelopes 300/bx", "Carestream", "CS-8100", "BX", 38, 62),
    ("30K Slimline 1000 Insert", "Cavitron", "CV-81436", "EA", 135, 190),
    ("SafeMask Level 3 Earloop 50/bx", "Medicom", "MD-2010", "BX", 11, 19),
    ("Opalescence Boost 40% Patient Kit", "Ultradent", "UD-1680", "KT", 78, 115),
]


def _ud(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(34, 46)
    right = d.w - m
    wd = right - m
    bottom = d.h - 54
    pa = rng.choice(UD_PRAC_A)
    prac = f"{pa} {rng.choice(UD_PRAC_B)}{rng.choice(UD_PRAC_F)}"
    sup = f"{rng.choice(UD_SUP_A)} {rng.choice(UD_SUP_B)}"
    city, st, zp = rng.choice(UD_CITIES)
    scity = rng.choice(UD_CITIES)
    doc = f"{rng.choice(UD_DOC_F)} {rng.choice(UD_DOC_L)}, {la.pick(rng, 'DDS|DMD')}"
    dt = a_day(rng)
    po = rng.choice(
        [
            f"{pa[:2].upper()}{dt:%y%m}-{rng.randint(1, 99):02d}",
            f"PO-{rng.randint(1000, 9999)}",
            f"{dt:%Y%m%d}-{rng.randint(1, 9)}",
            f"{rng.randint(100000, 999999)}",
            f"DP{rng.randint(10000, 99999)}",
        ]
    )
    acct = f"{rng.randint(100000, 999999)}"
    quote = f"Q{rng.randint(1000000, 9999999)}"
    stated = stated_of(rng)
    page = [1]
    tint = rng.choice(
        [Color(0.1, 0.45, 0.55), Color(0.2, 0.3, 0.55), Color(0.35, 0.5, 0.2), Color(0.3, 0.3, 0.3)]
    )
    taxr = rng.choice(
        [
            Decimal("0"),
            Decimal("0"),
            Decimal("6"),
            Decimal("7"),
            Decimal("7.25"),
            Decimal("8.25"),
            Decimal("5.5"),
        ]
    )

    def foot() -> None:
        d.t(
            m,
            d.h - 26,
            f"{prac}  |  NPI {rng.randint(1000000000, 1999999999)}  |  Please reference our PO number on all packing slips and invoices.",
            6.8,
            grey=0.4,
        )
        d.t(
            right,
            d.h - 26,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            6.8,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{prac} - Purchase Order {po} (continued)", 8.4, b=True)
        return 52

    y = 48
    rgb_fill(d, 0, 0, d.w, 8, tint)
    ltext(d, m, y, prac, 15, tint, b=True)
    y += 14
    for s in [
        f"{doc}" if rng.random() < 0.6 else "",
        f"{rng.randint(100, 9999)} {rng.choice(UD_STREETS)}, Suite {rng.randint(100, 400)}",
        f"{city}, {st} {zp}{rng.randint(100, 999)}",
        f"Phone ({rng.randint(200, 989)}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
    ]:
        if s:
            d.t(m, y, s, 8.2)
            y += 10.5
    d.t(right, 50, la.pick(rng, "PURCHASE ORDER|Purchase Order|SUPPLY ORDER"), 17, b=True, al="r")
    hx = right - 200
    grid = [
        ("PO Number", po),
        ("Date", rng.choice([f"{dt:%m/%d/%Y}", f"{dt:%B} {dt.day}, {dt.year}", f"{dt:%m-%d-%y}"])),
        ("Customer Acct #", acct),
    ]
    if rng.random() < 0.5:
        grid.append(("Quote / Promo Ref", quote))
    if rng.random() < 0.4:
        grid.append(("Sales Rep", f"{rng.choice(UD_DOC_F)} {rng.choice(UD_DOC_L)}"))
    if rng.random() < 0.3:
        grid[0], grid[2] = grid[2], grid[0]
    yy = 62
    for lab, val in grid:
        d.box(hx, yy, 90, 14, fill=0.9)
        d.box(hx + 90, yy, 110, 14)
        d.t(hx + 4, yy + 10, lab, 7.6, b=True)
        d.t(hx + 94, yy + 10, val, 8.2)
        yy += 14
    y = max(y, yy) + 16
    cw = (wd - 16) / 2
    vend = [
        sup,
        f"{rng.randint(10, 9999)} {rng.choice(UD_STREETS)}",
        f"{scity[0]}, {scity[1]} {scity[2]}{rng.randint(100, 999)}",
        f"Customer Service 1-800-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
    ]
    shipto = [
        prac.split(",")[0],
        f"Attn: {la.pick(rng, 'Office Manager|Sterilization / Supply Room|Front Desk|Clinical Coordinator')}",
        f"{rng.randint(100, 9999)} {rng.choice(UD_STREETS)}",
        f"{city}, {st} {zp}{rng.randint(100, 999)}",
    ]
    vlab = la.pick(rng, "VENDOR|Vendor|SUPPLIER|TO:|Order From")
    blocks = [(vlab, vend), (la.pick(rng, "SHIP TO|Ship To|DELIVER TO"), shipto)]
    if rng.random() < 0.3:
        blocks.reverse()
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + 16)
        rgb_fill(d, x, y, cw, 14, tint)
        ltext(d, x + 5, y + 10, lab, 8.2, white, b=True)
        d.box(x, y, cw, 14 + len(rows) * 11 + 6, fill=None)
        for i, s in enumerate(rows):
            d.t(x + 6, y + 26 + i * 11, s, 8.6, b=i == 0 and rows is vend)
    y += 14 + 4 * 11 + 20
    strip = [
        ("Ship Via", la.pick(rng, "UPS Ground|FedEx Ground|Vendor Truck|Next Day Air")),
        ("Terms", la.pick(rng, "Net 30|Net 30 / Autopay|2% 10 Net 30|Credit Card on File")),
        ("Requested By", la.pick(rng, "Office Manager|Dr. " + doc.split(",")[0].split()[-1])),
        ("Need By", f"{dt + timedelta(days=rng.randint(2, 10)):%m/%d/%Y}"),
    ]
    sw = wd / len(strip)
    for k, (lab, val) in enumerate(strip):
        d.box(m + k * sw, y, sw, 13, fill=0.9)
        d.box(m + k * sw, y + 13, sw, 14)
        d.t(m + k * sw + 4, y + 10, lab, 7.4, b=True)
        d.t(m + k * sw + 4, y + 24, val, 8.2)
    y += 38
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [24, 32])
    lines = more_lines(
        rng,
        UD_ITEMS,
        n,
        [1, 1, 1, 2, 2, 3, 4, 6, 10],
        [" (refill)", " - value pack", " (alt. shade)"],
    )
    free = rng.random() < 0.3 and n > 2
    heads = ["#", "Mfr", "Item #", "Description", "Qty", "UOM", "Unit Price", "Ext. Price"]
    ws = [w * wd / 100 for w in (4, 11, 13, 38, 6, 6, 10, 12)]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[1],
                    it[2],
                    it[0],
                    f"{q:.0f}",
                    it[3],
                    en2(p) if stated else "",
                    en2(a) if stated else "",
                ],
                a,
            )
        )
    sub = sum((a for *_, a in lines), ZERO)
    if free:
        it, q, p, a = lines[0]
        body.append(
            (
                [
                    str(len(lines) + 1),
                    it[1],
                    it[2],
                    f"{it[0]} - FREE GOODS (promo)",
                    "1",
                    it[3],
                    "0.00",
                    "0.00",
                ],
                ZERO,
            )
        )
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        body,
        "clllccrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    y += 12
    if y + 100 > bottom:
        y = brk()
    ship = Decimal(rng.choice([0, 0, 0, 9.95, 12.5, 15, 24.95])).quantize(Decimal("0.01"))
    promo = r2(sub * Decimal(rng.choice([3, 5, 10])) / 100) if rng.random() < 0.3 else ZERO
    taxable = sub - promo
    tax = r2(taxable * taxr / 100)
    total = taxable + ship + tax
    lx = right - 190
    if stated:
        rows = [("Subtotal", en2(sub), False)]
        if promo:
            rows.append(("Promotional discount", f"({en2(promo)})", False))
        rows.append(("Shipping & Handling", en2(ship) if ship else "0.00", False))
        rows.append(
            (f"Sales Tax {taxr.normalize()}%" if taxr else "Sales Tax (exempt)", en2(tax), False)
        )
        rows.append((la.pick(rng, "TOTAL|Order Total|PO TOTAL|Total Due"), f"${en2(total)}", True))
        y = d.summary(lx, right, y, rows, 8.8, shade=0.88)
    else:
        d.t(
            m,
            y + 10,
            "Pricing per contract / current price file. Do not ship backorders over 30 days.",
            8.4,
        )
        y += 18
    y += 10
    y = la.Doc.para(
        d,
        m,
        y,
        la.pick(
            rng,
            "Please substitute nothing without calling the office first. Include lot numbers and expiration dates on the packing slip.|All anesthetics and composites must have at least 12 months until expiration. Backorders: please notify by e-mail.|Deliver between 8:00 am and 4:30 pm Monday-Thursday. Our office is closed Fridays.",
        ),
        7.8,
        wd * 0.6,
        grey=0.3,
    )
    y += 26
    if y + 30 > bottom:
        y = brk() + 20
    d.sign(m, y, 170, "Authorized by")
    d.sign(m + 210, y, 110, "Date")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit12_en_us_dental_supply_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ud)


# --------------------------------------------------------------------------- 6 en-ZA farm's feed and seed order to an agricultural co-operative

ZA_FARM_A = "Boplaas|Rietvlei|Klipfontein|Doornkloof|Welgevonden|Uitkyk|Leeuwkop|Vaalbank|Modderrivier|Kareepoort|Grootdraai|Sandvlakte|Rooihoogte|Bloemhof|Langverwacht".split(
    "|"
)
ZA_FARM_F = [
    " Boerdery (Pty) Ltd",
    " Farming CC",
    " Boerdery",
    " Trust",
    " Farms (Pty) Ltd",
    " Landgoed",
    " Dairy (Pty) Ltd",
]
ZA_COOP_A = "Overberg|Karoo|Suidwes|Hoëveld|Oos-Vrystaat|Noordkaap|Swartland|Bosveld|Langeberg|Vaalharts|Klein Karoo|Midlands|Noord-Wes|Kalahari|Maluti".split(
    "|"
)
ZA_COOP_B = [
    " Agri Koöperasie Bpk",
    " Landbou Koöperasie Beperk",
    " Agri (Pty) Ltd",
    " Boere Koöperasie",
    " Agricultural Co-operative Ltd",
    " Agri Services",
    " Farmers' Co-op",
]
ZA_TOWNS = "Bredasdorp|Caledon|Graaff-Reinet|Vryburg|Bethlehem|Upington|Malmesbury|Bela-Bela|Robertson|Jan Kempdorp|Oudtshoorn|Mooi River|Lichtenburg|Kuruman|Ficksburg".split(
    "|"
)
ZA_NAMES = "Johan|Pieter|Marius|Elna|Annelie|Hendrik|Riaan|Thabo|Sipho|Karin|Wynand|Francois|Lerato|Gert|Anrich".split(
    "|"
)
ZA_SUR = "van der Merwe|Botha|Pretorius|du Plessis|Steyn|Nel|Mokoena|Venter|Louw|Coetzee|Dlamini|Smit|Kruger|Fourie|Joubert".split(
    "|"
)
ZA_ITEMS = [
    ("Dairy meal 18% protein, 50 kg", "FD-DAIRY18", "bag", "S", 310, 420),
    ("Calf starter pellets, 40 kg", "FD-CALF", "bag", "S", 420, 560),
    ("Lamb & ewe pellets, 40 kg", "FD-LAMB", "bag", "S", 290, 390),
    ("Lucerne bales (small), approx. 30 kg", "FD-LUC", "bale", "S", 95, 145),
    ("Winter lick block, 25 kg", "FD-LICK", "block", "S", 210, 320),
    ("Yellow maize, whole, 50 kg", "FD-MAIZE", "bag", "Z", 230, 330),
    ("Maize seed PAN 5R-591 BR, 60k", "SD-PAN5R", "bag", "S", 3900, 5200),
    ("Maize seed DKC 73-76 BR, 80k", "SD-DKC", "bag", "S", 4600, 6100),
    ("Wheat seed SST 0127, 50 kg", "SD-WHEAT", "bag", "S", 820, 1100),
    ("Soybean seed PAN 1521R, 50 kg", "SD-SOY", "bag", "S", 1450, 1950),
    ("Oats seed (grazing), 40 kg", "SD-OATS", "bag", "S", 480, 690),
    ("Ryegrass seed Italian, 25 kg", "SD-RYE", "bag", "S", 1350, 1900),
    ("LAN 28% fertiliser, 50 kg", "FT-LAN", "bag", "S", 430, 580),
    ("MAP 33 fertiliser, 50 kg", "FT-MAP", "bag", "S", 720, 940),
    ("Ivermectin drench 5 L", "VT-DOSE", "can", "S", 690, 980),
    ("Multivax-P Plus, 50 dose", "VT-VAC", "bottle", "S", 330, 470),
]


def zar(v: Decimal, style: int) -> str:
    return [f"R {sp(v)}", f"R{en2(v)}", f"R {grouped(v, ' ', '.')}"][style]


def _za(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond|times"))
    m = rng.uniform(36, 48)
    right = d.w - m
    wd = right - m
    bottom = d.h - 56
    fa = rng.choice(ZA_FARM_A)
    farm = f"{fa}{rng.choice(ZA_FARM_F)}"
    ca = rng.choice(ZA_COOP_A)
    coop = f"{ca}{rng.choice(ZA_COOP_B)}"
    town, btown = rng.sample(ZA_TOWNS, 2)
    dt = a_day(rng)
    po = rng.choice(
        [
            f"{fa[:3].upper()}{rng.randint(100, 999)}",
            f"{rng.randint(1000, 9999)}",
            f"BO-{dt:%y}{rng.randint(100, 999)}",
            f"PO{dt:%y%m}{rng.randint(10, 99)}",
            f"{fa[0]}{rng.randint(10000, 99999)}",
        ]
    )
    member = f"{rng.randint(10000, 99999)}"
    stated = stated_of(rng)
    sty = rng.randint(0, 2)
    page = [1]
    afr = rng.random() < 0.45
    farmer = f"{rng.choice(ZA_NAMES)} {rng.choice(ZA_SUR)}"

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{farm}  |  VAT No. 4{rng.randint(100000000, 999999999)}  |  Reg. {rng.randint(1990, 2021)}/{rng.randint(100000, 999999)}/07",
            6.8,
            grey=0.4,
        )
        d.t(
            right,
            d.h - 30,
            f"Page {page[0]}/{of}" if of else f"Page {page[0]}",
            6.8,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Order / Bestelling {po} - {farm} (cont.)", 8.4, b=True)
        return 54

    y = 50
    centre = rng.random() < 0.5
    x0, al = (d.w / 2, "c") if centre else (m, "l")
    d.t(x0, y, farm.upper() if rng.random() < 0.4 else farm, 15, b=True, al=al)
    y += 13
    d.t(
        x0,
        y,
        f"Farm {fa}, {la.pick(rng, 'Portion 3|Plaas 112|Remainder of Erf 45|R43 Road')}, {town} district  ·  Cell 0{rng.randint(60, 84)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        7.8,
        al=al,
        grey=0.3,
    )
    y += 10
    d.line(m, y, right, y, 1.0)
    y += 26
    title = "ORDER / BESTELLING" if afr else la.pick(rng, "PURCHASE ORDER|ORDER FORM|FARM ORDER")
    d.t(m, y, title, 14, b=True)
    d.t(
        right,
        y,
        f"{la.pick(rng, 'Order No.|Order no:|No.|Bestelnr. / Order No.')} {po}",
        12,
        b=True,
        al="r",
    )
    y += 22
    cw = wd * 0.55
    d.t(m, y, "To / Aan:" if afr else "To:", 8, b=True, grey=0.3)
    rows = [
        coop,
        f"{la.pick(rng, 'Branch|Tak|Depot')}: {btown}",
        f"Attn: {rng.choice(ZA_NAMES)} {rng.choice(ZA_SUR)} ({la.pick(rng, 'Feed desk|Sales|Counter|Mechanisation & inputs')})",
        f"Tel 0{rng.randint(11, 58)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
    ]
    if rng.random() < 0.35:
        rows.insert(0, la.pick(rng, "The Manager|Die Bestuurder"))
    for i, s in enumerate(rows):
        d.t(m + 40, y + i * 11.5, s, 9 if s == coop else 8.4, b=s == coop)
    meta = [
        (
            "Date / Datum" if afr else "Date",
            f"{dt:%Y-%m-%d}" if rng.random() < 0.5 else f"{dt.day} {dt:%B %Y}",
        ),
        ("Co-op account no." if rng.random() < 0.6 else "Member no. / Lidnr.", member),
    ]
    if rng.random() < 0.5:
        meta.append(("Your quote", f"QT{rng.randint(10000, 99999)}"))
    meta.append(
        (
            "Delivery",
            la.pick(rng, "Collect at branch|Deliver to farm|Aflewer op plaas|Collect / Afhaal"),
        )
    )
    if rng.random() < 0.4:
        meta.append(
            (
                "Season",
                f"{dt.year}/{str(dt.year + 1)[2:]} {la.pick(rng, 'summer crop|winter crop|grazing')}",
            )
        )
    d.kv(m + cw, y - 8, meta, 92, 8.2)
    y += max(len(rows) * 11.5, len(meta) * 11.5) + 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [20, 26])
    lines = more_lines(
        rng,
        ZA_ITEMS,
        n,
        [1, 2, 4, 5, 10, 10, 20, 40, 60],
        [" (alt. pack)", " - split delivery"],
        big=3000,
    )
    heads = [
        "Code",
        "Description / Beskrywing" if afr else "Description",
        "Qty",
        "Unit",
        "VAT",
        "Unit price",
        "Amount",
    ]
    ws = [w * wd / 100 for w in (13, 39, 7, 8, 6, 13, 14)]
    body = []
    for it, q, p, a in lines:
        body.append(
            (
                [
                    it[1],
                    it[0],
                    f"{q:.0f}",
                    it[2],
                    it[3],
                    zar(p, sty) if stated else "",
                    zar(a, sty) if stated else "",
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
        body,
        "llcccrr",
        size=7.8,
        rowh=15.5,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    sub_s = sum((a for it, q, p, a in lines if it[3] == "S"), ZERO)
    sub_z = sum((a for it, q, p, a in lines if it[3] == "Z"), ZERO)
    sub = sub_s + sub_z
    rebate = r2(sub * Decimal(rng.choice([2, 2.5, 3, 5])) / 100) if rng.random() < 0.3 else ZERO
    if rebate:
        sub_s_net = sub_s - r2(sub_s * rebate / sub)
    else:
        sub_s_net = sub_s
    vat = r2(sub_s_net * Decimal("0.15"))
    total = sub - rebate + vat
    y += 10
    if y + 110 > bottom:
        y = brk()
    d.t(m, y + 9, "VAT codes: S = standard 15 %, Z = zero-rated", 7, grey=0.4)
    if stated:
        rows = [("Subtotal excl. VAT", zar(sub, sty), False)]
        if rebate:
            rows.append(("Member rebate", f"-{zar(rebate, sty)}", False))
        rows.append(("VAT @ 15%", zar(vat, sty), False))
        rows.append(
            (
                la.pick(rng, "TOTAL incl. VAT|Total / Totaal|ORDER TOTAL|Total (incl. VAT)"),
                zar(total, sty),
                True,
            )
        )
        y = d.summary(right - 200, right, y, rows, 9, box_last=True)
        if rng.random() < 0.35:
            dep = r2(total * Decimal("0.3"))
            y = d.summary(
                right - 200,
                right,
                y + 4,
                [
                    ("Deposit paid (EFT)", zar(dep, sty), False),
                    ("Balance on account", zar(total - dep, sty), False),
                ],
                8,
            )
    else:
        d.t(
            m,
            y + 24,
            "Prices as per current co-op price list; please confirm prices before delivery.",
            8.4,
        )
        y += 30
    y += 14
    y = la.Doc.para(
        d,
        m,
        y,
        la.pick(
            rng,
            "Charge to co-op production account. Please invoice with the order number, no order number - no payment.|Seed to be treated; please supply the certificate and lot numbers with delivery.|Delivery to the farm gate only, phone the farmer one day ahead. Gate code supplied on request.|Betaal teen oesrekening / charge to harvest account, interest-free until 31 July.",
        ),
        7.8,
        wd * 0.62,
        grey=0.3,
    )
    y += 30
    if y + 30 > bottom:
        y = brk() + 20
    d.sign(m, y, 160, f"Ordered by / Bestel deur: {farmer}")
    d.sign(m + wd * 0.55, y, 150, "Received by co-op")
    foot()
    out = finish(d, "en", "purchase_order", po, coop, total)
    return out if stated else none_meta(out)


def fit12_en_za_farm_coop_feed_seed(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _za)


# --------------------------------------------------------------------------- 7 de-DE calibration and service order for test equipment

DK_BUY_A = "Hagedorn|Wallner|Brückner|Seidel|Kessler|Lindemann|Ostermann|Reinhold|Vogtland|Sauerland|Weserbergland|Ammersee|Kraichgau|Hohenlohe|Altmühltal".split(
    "|"
)
DK_BUY_B = [
    "Präzisionstechnik",
    "Feinmechanik",
    "Kunststofftechnik",
    "Antriebstechnik",
    "Medizintechnik",
    "Stanztechnik",
    "Elektronik",
]
DK_BUY_F = ["GmbH", "GmbH & Co. KG", "AG", "KG", "GmbH"]
DK_LAB_A = "Kalitest|Metrocal|Präzikal|Messtechnik Rhein-Main|Prüfdienst Nord|Kalibrierzentrum Süd|TKL Labor|Meßlabor Ostwestfalen|CalService Saar|EichPlus|Normtec|Kalibra|Messmittel-Service Franken|Quantum Kalibrierdienst|ProCal".split(
    "|"
)
DK_LAB_F = ["GmbH", "GmbH & Co. KG", "e.K.", "GmbH", "UG (haftungsbeschränkt)", ""]
DK_ORTE = [
    ("Kassel", "34"),
    ("Göttingen", "37"),
    ("Würzburg", "97"),
    ("Pforzheim", "75"),
    ("Siegen", "57"),
    ("Chemnitz", "09"),
    ("Bielefeld", "33"),
    ("Ulm", "89"),
    ("Koblenz", "56"),
    ("Regensburg", "93"),
    ("Lüneburg", "21"),
    ("Jena", "07"),
]
DK_STR = [
    "Industriestraße",
    "Am Gewerbepark",
    "Robert-Bosch-Straße",
    "Carl-Zeiss-Ring",
    "Hauptstraße",
    "Werkstraße",
    "Im Technologiepark",
    "Daimlerstraße",
]
DK_VN = "Anna|Markus|Stefan|Julia|Thomas|Katrin|Jörg|Sabine|Tobias|Melanie|Uwe|Nadine|Frank|Sandra|Dirk".split(
    "|"
)
DK_NN = "Schäfer|Becker|Hoffmann|Krüger|Wolf|Neumann|Zimmermann|Hartmann|Lange|Schmitt|Krause|Vogel|Franke|Böhm|Haas".split(
    "|"
)
DK_ITEMS = [
    ("Bügelmessschraube 0-25 mm", "Mitutoyo 103-137", "DAkkS-Kalibrierung", 38, 62),
    ("Messschieber digital 150 mm", "Mahr 16 EWR", "Werkskalibrierung", 22, 38),
    ("Endmaßsatz 112-tlg.", "Hommel", "DAkkS-Kalibrierung", 420, 690),
    ("Messuhr 0-10 mm", "Käfer", "Werkskalibrierung", 24, 40),
    ("Drehmomentschlüssel 20-100 Nm", "Gedore Dremometer", "Kalibrierung + Justage", 45, 78),
    ("Digitalmultimeter", "Fluke 87V", "DAkkS-Kalibrierung", 95, 160),
    ("Zangenstromzähler", "Fluke 376 FC", "Werkskalibrierung", 70, 120),
    ("Manometer 0-16 bar", "WIKA 232.50", "DAkkS-Kalibrierung", 55, 95),
    ("Temperaturfühler Pt100", "Testo 0614", "DAkkS-Kalibrierung 3 Punkte", 85, 140),
    ("Feinwaage 220 g", "Sartorius Entris", "Kalibrierung vor Ort", 110, 190),
    ("Gewindelehrdorn M8x1,25", "Bowers", "Prüfung nach VDI/VDE 2618", 18, 32),
    ("Rauheitsmessgerät", "Mahr MarSurf PS 10", "Kalibrierung + Wartung", 180, 290),
    ("Härteprüfgerät", "Emco DuraScan", "Indirekte Prüfung DIN EN ISO 6507-2", 380, 620),
    ("Isolationsmessgerät", "Benning IT 130", "Werkskalibrierung", 65, 110),
    ("Oszilloskop 200 MHz", "Rohde & Schwarz RTB2004", "Werkskalibrierung", 240, 380),
    ("Höhenmessgerät 600 mm", "Tesa Micro-Hite", "DAkkS-Kalibrierung", 160, 260),
]


def _dk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond|libserif"))
    m = rng.uniform(50, 62)
    right = d.w - rng.uniform(34, 46)
    wd = right - m
    bottom = d.h - 92
    ba = rng.choice(DK_BUY_A)
    buyer = f"{ba} {rng.choice(DK_BUY_B)} {rng.choice(DK_BUY_F)}"
    lab = f"{rng.choice(DK_LAB_A)} {rng.choice(DK_LAB_F)}".strip()
    (bo, bp), (lo, lp) = rng.sample(DK_ORTE, 2)
    dt = a_day(rng)
    po = rng.choice(
        [
            f"45{rng.randint(10000000, 99999999)}",
            f"B-{dt:%Y}-{rng.randint(1000, 9999)}",
            f"{dt:%y}{rng.randint(10000, 99999)}",
            f"QS-{dt:%y%m}-{rng.randint(10, 999)}",
            f"EK{rng.randint(100000, 999999)}",
        ]
    )
    ang = f"AN-{dt:%y}-{rng.randint(1000, 9999)}"
    stated = stated_of(rng)
    page = [1]
    ks = f"{rng.randint(4000, 4999)}"
    vn = f"{rng.choice(DK_VN)} {rng.choice(DK_NN)}"

    def foot() -> None:
        fy = d.h - 62
        d.line(m, fy - 10, right, fy - 10, 0.4)
        cols = [
            [
                buyer,
                f"{rng.choice(DK_STR)} {rng.randint(1, 80)}",
                f"{bp}{rng.randint(100, 999)} {bo}",
            ],
            [
                f"Sitz: {bo}",
                f"Amtsgericht {rng.choice([bo, 'Kassel', 'Würzburg', 'Chemnitz'])} HR{rng.choice('AB')} {rng.randint(1000, 29999)}",
                f"Geschäftsführer: {rng.choice(DK_VN)} {rng.choice(DK_NN)}",
            ],
            [
                f"USt-IdNr.: DE{rng.randint(100000000, 999999999)}",
                f"{rng.choice(['Sparkasse', 'Volksbank', 'Commerzbank'])} {bo}",
                f"IBAN DE{rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(10, 99)}",
            ],
        ]
        cw = wd / 3
        for k, c in enumerate(cols):
            for i, s in enumerate(c):
                d.t(m + k * cw, fy + i * 8.5, s, 6.4, grey=0.35)
        d.t(
            right,
            fy + 30,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            6.6,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} an {lab} - Fortsetzung", 8.4, b=True)
        return 58

    d.t(right, 52, buyer, 13, b=True, al="r")
    d.t(
        right,
        64,
        la.pick(
            rng,
            "Qualitätssicherung · Prüfmittelverwaltung|Einkauf|Qualitätsmanagement / Messraum|Technischer Einkauf",
        ),
        8,
        al="r",
        grey=0.35,
    )
    y = 128
    d.t(
        m,
        y - 14,
        f"{buyer} · {rng.choice(DK_STR)} {rng.randint(1, 80)} · {bp}{rng.randint(100, 999)} {bo}",
        6.2,
        grey=0.3,
    )
    adr = [
        lab,
        la.pick(
            rng,
            "Kalibrierlaboratorium|Kundenservice|Auftragsannahme|z. Hd. Herrn "
            + rng.choice(DK_NN)
            + "|z. Hd. Frau "
            + rng.choice(DK_NN),
        ),
        f"{rng.choice(DK_STR)} {rng.randint(1, 120)}",
        f"{lp}{rng.randint(100, 999)} {lo}",
    ]
    if rng.random() < 0.25:
        adr.pop(1)
    d.lines(m, y, adr, 10)
    info = [
        ("Bestell-Nr.", po),
        ("Datum", f"{dt:%d.%m.%Y}"),
        ("Ihr Angebot", ang),
        ("Lieferanten-Nr.", f"7{rng.randint(10000, 99999)}"),
        ("Kostenstelle", ks),
        ("Ansprechpartner", vn),
        ("Telefon", f"0{rng.randint(30, 991)} {rng.randint(10000, 999999)}-{rng.randint(10, 99)}"),
    ]
    if rng.random() < 0.4:
        info.pop(2)
    if rng.random() < 0.3:
        info.insert(0, info.pop(1))
    d.kv(m + wd * 0.6, y - 4, info, 80, 8)
    y = max(y + len(adr) * 13, y + len(info) * 11.2) + 30
    title = la.pick(
        rng,
        "Bestellung – Kalibrierung von Prüfmitteln|Kalibrierauftrag|Auftrag: Kalibrierung und Wartung|Bestellung Prüfmittelkalibrierung",
    )
    d.t(m, y, title, 13, b=True)
    y += 18
    y = la.Doc.para(
        d,
        m,
        y,
        la.pick(rng, "Sehr geehrte Damen und Herren,|Guten Tag,")
        + " "
        + la.pick(
            rng,
            f"auf Grundlage Ihres Angebots bestellen wir die Kalibrierung der nachstehenden Prüfmittel. Bitte geben Sie unsere Bestell-Nr. auf allen Belegen an.|wir beauftragen Sie gemäß Ihrem Angebot {ang} mit folgenden Leistungen. Die Prüfmittel werden per Kurier angeliefert.|hiermit bestellen wir zu den Bedingungen unseres Rahmenkalibrierplans die unten aufgeführten Leistungen.",
        ),
        9,
        wd,
    )
    y += 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [20, 28])
    lines = more_lines(
        rng, DK_ITEMS, n, [1, 1, 1, 2, 2, 3, 4, 6], [" (2. Satz)", " (Reserve)", " (Linie 2)"]
    )
    heads = [
        "Pos.",
        "Prüfmittel-Nr.",
        "Bezeichnung / Typ",
        "Leistung",
        "Menge",
        "Einzelpreis",
        "Gesamt",
    ]
    ws = [w * wd / 100 for w in (6, 13, 32, 21, 7, 10, 11)]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        pm = f"PM-{rng.randint(1000, 9999)}"
        body.append(
            (
                [
                    f"{i * 10}",
                    pm,
                    f"{it[0]}, {it[1]}",
                    it[2],
                    f"{q:.0f} St.",
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
        body,
        "cllllrr",
        size=7.3,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    extra = []
    if rng.random() < 0.5:
        extra.append(("Abhol- und Bringservice", Decimal(rng.choice([45, 65, 89, 120]))))
    if rng.random() < 0.3:
        extra.append(("Eilzuschlag 25 %", r2(sub * Decimal("0.25"))))
    net = sub + sum((v for _, v in extra), ZERO)
    disc = r2(net * Decimal(rng.choice([3, 5, 10])) / 100) if rng.random() < 0.3 else ZERO
    net -= disc
    vat = r2(net * Decimal("0.19"))
    total = net + vat
    y += 10
    if y + 120 > bottom:
        y = brk()
    lx = right - 210
    if stated:
        rows = [("Summe Positionen", eu(sub), False)]
        rows += [(k, eu(v), False) for k, v in extra]
        if disc:
            rows.append(("abzgl. Rabatt", f"-{eu(disc)}", False))
        rows += [
            ("Nettobetrag", eu(net), False),
            ("zzgl. 19 % MwSt.", eu(vat), False),
            (
                la.pick(rng, "Gesamtbetrag EUR|Bestellsumme brutto|Gesamtsumme (EUR)|Endbetrag"),
                f"{eu(total)} €" if rng.random() < 0.5 else eu(total),
                True,
            ),
        ]
        y = d.summary(lx, right, y, rows, 8.8, shade=0.9)
    else:
        d.t(
            m,
            y + 10,
            "Preise gemäß Ihrer aktuellen Preisliste; Abrechnung nach tatsächlichem Aufwand.",
            8.6,
        )
        y += 18
    y += 12
    for s in [
        f"Kalibrierscheine bitte als PDF an qs@{ba.lower().replace('ü', 'ue').replace('ö', 'oe')}.de; Prüfmittelaufkleber mit nächstem Termin.",
        "Bei Abweichungen außerhalb der Toleranz vor einer Justage bitte Rücksprache halten.",
        f"Liefertermin: {(dt + timedelta(days=rng.randint(10, 30))):%d.%m.%Y}  ·  Zahlung: {la.pick(rng, '30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto')}",
    ]:
        if y + 14 > bottom:
            y = brk()
        d.t(m, y + 8, s, 7.8)
        y += 11
    y += 26
    if y + 20 > bottom:
        y = brk() + 20
    d.t(m, y, "Mit freundlichen Grüßen", 9)
    d.t(m, y + 28, f"i. A. {vn}", 9)
    if rng.random() < 0.5:
        d.t(
            m + wd * 0.5,
            y + 28,
            "Dieses Dokument wurde maschinell erstellt und ist ohne Unterschrift gültig.",
            6.8,
            grey=0.4,
        )
    foot()
    out = finish(d, "de", "purchase_order", po, lab, total)
    return out if stated else none_meta(out)


def fit12_de_kalibrierauftrag_pruefmittel(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dk)


# --------------------------------------------------------------------------- 8 fr-CH theatre's order for costume fabrics

FT_TH = "Théâtre de la Grenette|Théâtre du Pommier|Théâtre des Osses|Théâtre de Valère|Théâtre du Crochetan|Théâtre Benno Besson|Théâtre de l'Échandole|Théâtre du Jorat|Opéra de Fribourg|Théâtre de Carouge|Théâtre Am Stram Gram|Théâtre du Passage|Nuithonie|Théâtre de Vidy-Lac|Le Reflet – Théâtre de Vevey".split(
    "|"
)
FT_TH_F = ["", "", " SA", " – Fondation", " (Association)", " Sàrl"]
FT_SUP_A = "Soieries|Tissus|Textiles|Maison|Atelier|Comptoir des tissus".split("|")
FT_SUP_B = "Bernasconi|Chappuis|Favre|Rochat|Mottier|Girardet|Lüthi|Perret|Vuilleumier|Dubois|Cattin|Zbinden|Jaquet|Monnier|Ruchonnet".split(
    "|"
)
FT_SUP_F = [" SA", " Sàrl", " & Fils SA", "", " AG", " S.à r.l."]
FT_VILLES = [
    ("Lausanne", "10"),
    ("Genève", "12"),
    ("Fribourg", "17"),
    ("Neuchâtel", "20"),
    ("Sion", "19"),
    ("Vevey", "18"),
    ("Yverdon-les-Bains", "14"),
    ("Bienne", "25"),
    ("Delémont", "28"),
    ("Carouge", "12"),
    ("Zurich", "80"),
    ("Lucerne", "60"),
]
FT_SPECT = "Le Misanthrope|La Cerisaie|Cyrano de Bergerac|Les Fourberies de Scapin|La Flûte enchantée|Les Bonnes|Roméo et Juliette|La Mouette|Le Songe d'une nuit d'été|Don Juan|L'Opéra de quat'sous|Ondine|Le Bourgeois gentilhomme".split(
    "|"
)
FT_PREN = "Camille|Léa|Nathalie|Sophie|Julien|Mathieu|Chloé|Aurélie|Laurent|Élodie|Céline|Nicolas|Valérie|Yann|Manon".split(
    "|"
)
FT_NOM = "Favre|Rochat|Bonvin|Clerc|Pittet|Moret|Jaccard|Blanc|Borel|Dumas|Kohler|Mauron|Reymond|Schaller|Tinguely".split(
    "|"
)
FT_ITEMS = [
    ("Velours de soie", "bordeaux|nuit|émeraude", 140, 68, 118),
    ("Taffetas changeant", "or/vert|prune|argent", 140, 32, 58),
    ("Brocart jacquard", "ivoire/or|rouge antique", 145, 74, 135),
    ("Lin lavé", "naturel|ficelle|anthracite", 150, 19, 34),
    ("Laine peignée (drap)", "gris souris|marine|noir", 150, 42, 78),
    ("Coton mousseline", "blanc|écru", 160, 8, 15),
    ("Organza de soie", "blanc cassé|rose poudré", 140, 38, 66),
    ("Tulle rigide", "noir|blanc|chair", 300, 6, 12),
    ("Satin duchesse", "champagne|bleu roi", 150, 36, 62),
    ("Crêpe georgette", "vieux rose|sable", 140, 24, 44),
    ("Toile à patron", "naturel", 180, 4, 9),
    ("Molleton", "blanc", 150, 7, 13),
    ("Cuir d'agneau (peau)", "cognac|noir", 0, 85, 140),
    ("Dentelle de Calais", "noir|ivoire", 20, 28, 65),
    ("Galon passementerie", "or vieilli|argent", 3, 4, 11),
    ("Tweed", "chevron brun|pied-de-poule", 150, 38, 72),
]


def _ft(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djserif|libserif|times"))
    m = rng.uniform(40, 52)
    right = d.w - m
    wd = right - m
    bottom = d.h - 60
    th = f"{rng.choice(FT_TH)}{rng.choice(FT_TH_F)}"
    sup = f"{rng.choice(FT_SUP_A)} {rng.choice(FT_SUP_B)}{rng.choice(FT_SUP_F)}"
    (tv, tp), (sv, spc) = rng.sample(FT_VILLES, 2)
    dt = a_day(rng)
    po = rng.choice(
        [
            f"BC-{dt:%Y}-{rng.randint(10, 399):03d}",
            f"{dt:%y}/{rng.randint(1, 400):03d}",
            f"COS-{rng.randint(1000, 9999)}",
            f"{rng.randint(20000, 99999)}",
            f"AC{dt:%y}{rng.randint(100, 999)}",
        ]
    )
    spect = rng.choice(FT_SPECT)
    prod = f"P{dt:%y}-{rng.randint(1, 12):02d}"
    stated = stated_of(rng)
    page = [1]
    fmt = rng.choice([ch, ch, lambda v: grouped(v, " ", "."), lambda v: grouped(v, "'", ",")])
    cheffe = f"{rng.choice(FT_PREN)} {rng.choice(FT_NOM)}"
    tint = rng.choice(
        [
            Color(0.55, 0.1, 0.15),
            Color(0.15, 0.15, 0.15),
            Color(0.2, 0.2, 0.5),
            Color(0.35, 0.2, 0.4),
        ]
    )

    def foot() -> None:
        d.line(m, d.h - 44, right, d.h - 44, 0.3)
        d.t(
            m,
            d.h - 34,
            f"{th} · {rng.choice(['Rue', 'Avenue', 'Place'])} {rng.choice(['du Théâtre', 'de la Gare', 'du Marché', 'des Alpes'])} {rng.randint(1, 40)} · {tp}{rng.randint(0, 99):02d} {tv} · IDE CHE-{rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)} TVA",
            6.6,
            grey=0.35,
        )
        d.t(right, d.h - 34, f"{page[0]}/{of}" if of else str(page[0]), 6.6, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} – suite", 8.6, b=True)
        return 56

    y = 52
    ltext(d, m, y, th, 16, tint, b=True)
    d.t(
        m,
        y + 13,
        la.pick(
            rng,
            "Atelier costumes|Atelier de couture – Costumes|Service des costumes|Ateliers de production · Costumes",
        ),
        8.6,
        grey=0.3,
    )
    sup_right = rng.random() < 0.7
    y = 112
    sx = m + wd * 0.55 if sup_right else m
    ox = m if sup_right else m + wd * 0.55
    lab = rng.choice(["Fournisseur", "", "", "À l'attention de"])
    yy = y
    if lab:
        d.t(sx, yy, lab, 7.6, grey=0.4)
        yy += 12
    for i, s in enumerate(
        [
            sup,
            la.pick(
                rng,
                "Service commandes|Mme "
                + rng.choice(FT_NOM)
                + "|M. "
                + rng.choice(FT_NOM)
                + "|Vente aux professionnels",
            ),
            f"{la.pick(rng, 'Rue|Chemin|Route')} {la.pick(rng, 'de l’Industrie|des Tisserands|du Moulin|de Lausanne|Centrale')} {rng.randint(1, 90)}",
            f"{spc}{rng.randint(0, 99):02d} {sv}",
        ]
    ):
        d.t(sx, yy + i * 12, s, 9.6 if i == 0 else 9, b=i == 0)
    kv = [
        ("Bon de commande n°", po),
        (
            "Date",
            f"{dt.day:02d}.{dt.month:02d}.{dt.year}"
            if rng.random() < 0.6
            else f"{dt.day} {['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][dt.month - 1]} {dt.year}",
        ),
        ("Production", f"{spect} ({prod})"),
        ("Cheffe d'atelier" if rng.random() < 0.6 else "Responsable costumes", cheffe),
    ]
    if rng.random() < 0.45:
        kv.append(("Vos échantillons du", f"{(dt - timedelta(days=rng.randint(5, 30))):%d.%m.%Y}"))
    if rng.random() < 0.35:
        kv.append(("Compte / centre de coûts", f"{rng.randint(3000, 3999)}.{rng.randint(10, 99)}"))
    d.kv(ox, y, kv, 108, 8.2)
    y += max(len(kv) * 11.5, 60) + 26
    d.t(
        m,
        y,
        la.pick(
            rng,
            "BON DE COMMANDE – TISSUS|Commande de tissus pour costumes|BON DE COMMANDE|Commande",
        ),
        13,
        b=True,
    )
    y += 10
    y = la.Doc.para(
        d,
        m,
        y + 4,
        la.pick(
            rng,
            f"Madame, Monsieur, pour la création des costumes de « {spect} », nous vous commandons les tissus suivants, selon les échantillons retenus.|Suite à notre visite et aux échantillons reçus, veuillez nous livrer :|Nous vous remercions de nous livrer les métrages ci-dessous en une seule pièce par coloris (pas de coupons).",
        ),
        8.8,
        wd,
    )
    y += 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [20, 26])
    lines = []
    for it in rng.sample(FT_ITEMS, min(n, len(FT_ITEMS))):
        col = rng.choice(it[1].split("|"))
        met = Decimal(rng.choice([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 25])).quantize(
            Decimal("0.1")
        )
        p = Decimal(rng.randint(it[3] * 20, it[4] * 20)) / 20
        lines.append((it, col, met, p, r2(met * p)))
    while len(lines) < n:
        it, col, met, p, a = lines[rng.randrange(len(lines))]
        met2 = Decimal(rng.choice([1, 2, 3, 5])).quantize(Decimal("0.1"))
        lines.append((it, rng.choice(it[1].split("|")) + " (2e coloris)", met2, p, r2(met2 * p)))
    heads = ["Réf. éch.", "Désignation", "Coloris", "Laize", "Métrage", "Prix / m", "Montant CHF"]
    ws = [w * wd / 100 for w in (10, 27, 18, 8, 10, 12, 15)]
    body = []
    for it, col, met, p, a in lines:
        ref = f"{rng.choice('ABCDEFGHKLMT')}{rng.randint(100, 9999)}"
        unit = "pce" if it[2] == 0 else "m"
        body.append(
            (
                [
                    ref,
                    it[0],
                    col,
                    f"{it[2]} cm" if it[2] else "–",
                    f"{met:.1f} {unit}" if unit == "m" else f"{met:.0f} pce",
                    fmt(p) if stated else "",
                    fmt(a) if stated else "",
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
        body,
        "lllcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.35,
    )
    sub = sum((x[4] for x in lines), ZERO)
    rab = r2(sub * Decimal(rng.choice([5, 10, 15])) / 100) if rng.random() < 0.45 else ZERO
    port = Decimal(rng.choice([0, 0, 12, 15, 18.5, 25])).quantize(Decimal("0.01"))
    net = sub - rab + port
    tva = (net * Decimal("0.081") * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20
    total = net + tva
    y += 10
    if y + 110 > bottom:
        y = brk()
    if stated:
        rows = [("Sous-total", fmt(sub), False)]
        if rab:
            rows.append((f"Rabais théâtre {r2(rab * 100 / sub):.0f} %", f"– {fmt(rab)}", False))
        if port:
            rows.append(("Frais de port", fmt(port), False))
        rows += [
            ("TVA 8,1 %", fmt(tva), False),
            (
                la.pick(rng, "Total CHF|TOTAL TTC|Montant total TTC CHF|Total de la commande"),
                fmt(total),
                True,
            ),
        ]
        y = d.summary(right - 200, right, y, rows, 8.8, box_last=rng.random() < 0.5)
    else:
        d.t(
            m,
            y + 10,
            "Prix selon votre tarif professionnel en vigueur, merci de nous faire parvenir votre confirmation.",
            8.4,
        )
        y += 20
    y += 14
    for s in [
        f"Livraison : {la.pick(rng, 'entrée des artistes, atelier costumes (2e sous-sol)|à l’atelier, du lundi au vendredi 9h–12h|nous passerons chercher la marchandise')}, au plus tard le {(dt + timedelta(days=rng.randint(5, 21))):%d.%m.%Y}.",
        "Facture en deux exemplaires, avec le numéro de bon de commande et le nom de la production.",
        f"Paiement à {rng.choice([30, 30, 45])} jours net.",
    ]:
        if y + 14 > bottom:
            y = brk()
        d.t(m, y + 8, s, 7.8)
        y += 11
    y += 30
    if y + 30 > bottom:
        y = brk() + 20
    d.sign(m, y, 150, f"{cheffe}, atelier costumes")
    d.sign(
        m + wd * 0.55,
        y,
        150,
        la.pick(rng, "Administration / Direction technique|Visa administration"),
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit12_fr_ch_theatre_tissus_costumes(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ft)


# --------------------------------------------------------------------------- 9 it-IT contractor's subcontract work order for a building site

IS_IMP_A = "Edilvalle|Costruzioni Bertolini|Impresa Ferrante|Edil Nord|Cogeri|Marchetti Costruzioni|Edilgamma|Impresa Rota|Sarti Appalti|Edilcasa Veneta|Impresa Lombardi|CMB Romagnola|Edilpiave|Brenta Costruzioni|Impresa Gallo".split(
    "|"
)
IS_IMP_F = [" S.p.A.", " S.r.l.", " S.r.l.", " & C. S.n.c.", " Soc. Coop."]
IS_SUB_A = "Termoidraulica|Impianti Elettrici|Cartongessi|Serramenti|Pavimenti|Intonaci|Ponteggi|Impermeabilizzazioni|Carpenterie|Coperture".split(
    "|"
)
IS_SUB_B = "Rossi|Bianchi|Colombo|Ricci|Marino|Greco|Bruno|Gatti|Conti|De Luca|Mancini|Costa|Giordano|Rizzo|Lombardo".split(
    "|"
)
IS_SUB_F = [" S.r.l.", " S.r.l.s.", " S.a.s.", " S.n.c.", " & Figli S.r.l.", ""]
IS_CITTA = [
    ("Brescia", "BS", "25"),
    ("Verona", "VR", "37"),
    ("Treviso", "TV", "31"),
    ("Bergamo", "BG", "24"),
    ("Modena", "MO", "41"),
    ("Padova", "PD", "35"),
    ("Udine", "UD", "33"),
    ("Parma", "PR", "43"),
    ("Rimini", "RN", "47"),
    ("Vicenza", "VI", "36"),
    ("Trento", "TN", "38"),
    ("Cuneo", "CN", "12"),
]
IS_CANT = [
    "Residenza {x} – 24 alloggi",
    "Nuova scuola primaria di {x}",
    "Ristrutturazione Palazzo {x}",
    "Capannone logistico {x}",
    "RSA {x} – ampliamento",
    "Complesso direzionale {x}",
]
IS_X = "Le Betulle|San Rocco|Borgo Nuovo|Villa Serena|Il Parco|Ca' Rossa|Santa Chiara|Verdi|Belvedere|Porta Est".split(
    "|"
)
IS_VOCI = {
    "Termoidraulica": [
        ("Fornitura e posa tubazioni multistrato DN 16-26", "m", 9, 18),
        ("Collettori complanari con cassetta", "cad", 180, 320),
        ("Radiatori in alluminio 8 elementi", "cad", 140, 240),
        ("Posa sanitari e rubinetterie", "cad", 95, 180),
        ("Pompa di calore 12 kW, posa e collaudo", "a corpo", 6800, 11000),
    ],
    "Impianti Elettrici": [
        ("Punto luce a interruttore", "cad", 38, 65),
        ("Punto presa 10/16 A", "cad", 32, 58),
        ("Quadro di alloggio 24 moduli", "cad", 260, 420),
        ("Linea dorsale FG16OM16 5G10", "m", 14, 26),
        ("Impianto videocitofonico", "a corpo", 2200, 4200),
    ],
    "Cartongessi": [
        ("Parete in cartongesso doppia lastra sp. 125 mm", "m²", 34, 52),
        ("Controsoffitto a lastre 12,5 mm", "m²", 26, 40),
        ("Rasatura e stuccatura giunti", "m²", 6, 11),
        ("Velette e ribassamenti", "m", 22, 38),
    ],
    "Serramenti": [
        ("Finestra PVC 2 ante 120×140", "cad", 520, 860),
        ("Portafinestra alzante scorrevole", "cad", 1900, 3200),
        ("Avvolgibile in alluminio coibentato", "m²", 75, 120),
        ("Posa controtelai", "cad", 45, 80),
    ],
    "Pavimenti": [
        ("Pavimento in gres porcellanato 60×60 posato", "m²", 38, 62),
        ("Massetto sabbia-cemento sp. 6 cm", "m²", 14, 22),
        ("Battiscopa in legno", "m", 8, 14),
        ("Rivestimento bagni h 2,20 m", "m²", 42, 68),
    ],
    "Intonaci": [
        ("Intonaco premiscelato base calce", "m²", 14, 22),
        ("Rasatura a finire", "m²", 6, 10),
        ("Paraspigoli in acciaio zincato", "m", 3, 6),
    ],
    "Ponteggi": [
        ("Montaggio e smontaggio ponteggio a telai", "m²", 9, 15),
        ("Nolo ponteggio oltre il primo mese", "m²/mese", 1, 3),
        ("Mantovana parasassi", "m", 18, 30),
    ],
    "Impermeabilizzazioni": [
        ("Guaina bituminosa doppio strato", "m²", 18, 30),
        ("Isolamento XPS sp. 10 cm", "m²", 22, 36),
        ("Lattonerie in rame", "m", 40, 72),
    ],
    "Carpenterie": [
        ("Casseratura solai e travi", "m²", 22, 34),
        ("Posa ferro d'armatura B450C", "kg", 0.4, 0.8),
        ("Getto calcestruzzo C25/30 (sola posa)", "m³", 18, 32),
    ],
    "Coperture": [
        ("Copertura in pannelli sandwich sp. 80 mm", "m²", 38, 58),
        ("Linea vita UNI EN 795", "a corpo", 2400, 4200),
        ("Canali di gronda in alluminio", "m", 28, 46),
    ],
}
IS_MESI = "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split()


def _is(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond|times"))
    m = rng.uniform(40, 50)
    right = d.w - m
    wd = right - m
    bottom = d.h - 64
    imp = f"{rng.choice(IS_IMP_A)}{rng.choice(IS_IMP_F)}"
    cat = rng.choice(IS_SUB_A)
    sub_name = f"{cat} {rng.choice(IS_SUB_B)}{rng.choice(IS_SUB_F)}"
    (ci, pr, cp), (cs, ps, cps) = rng.sample(IS_CITTA, 2)
    dt = a_day(rng)
    po = rng.choice(
        [
            f"OS/{dt:%Y}/{rng.randint(1, 350):03d}",
            f"{rng.randint(100, 999)}/{dt:%y}",
            f"ODL-{rng.randint(1000, 9999)}",
            f"S{dt:%y}{rng.randint(1000, 9999)}",
            f"{dt:%Y}-{rng.randint(10, 999)}",
        ]
    )
    commessa = f"C{dt:%y}.{rng.randint(10, 99)}"
    cant = rng.choice(IS_CANT).format(x=rng.choice(IS_X))
    cig = f"{rng.randint(1000000000, 9999999999):X}"[:10]
    stated = stated_of(rng)
    page = [1]
    rc = rng.random() < 0.5
    iva = 10 if rng.random() < 0.5 else 22
    tint = rng.choice(
        [Color(0.8, 0.45, 0.05), Color(0.1, 0.3, 0.5), Color(0.2, 0.2, 0.2), Color(0.55, 0.15, 0.1)]
    )

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 36,
            f"{imp} – {la.pick(rng, 'Via|Viale|Corso')} {la.pick(rng, 'Roma|Garibaldi|dell’Industria|Mazzini|Europa')} {rng.randint(1, 120)}, {cp}{rng.randint(100, 199)} {ci} ({pr}) – P.IVA {rng.randint(10000000000, 99999999999):011d} – Cap. soc. € {rng.choice(['100.000', '500.000', '1.200.000'])} i.v. – REA {pr}-{rng.randint(100000, 399999)}",
            6.2,
            al="c",
            grey=0.35,
        )
        d.t(
            right,
            d.h - 24,
            f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}",
            6.8,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Ordine di subappalto n. {po} – segue", 8.6, b=True)
        return 56

    rgb_fill(d, m, 34, 6, 34, tint)
    d.t(m + 12, 50, imp, 15, b=True)
    d.t(
        m + 12,
        63,
        la.pick(
            rng,
            "Costruzioni generali · Opere pubbliche e private|Impresa edile · SOA OG1 cl. IV|General contractor",
        ),
        7.8,
        grey=0.35,
    )
    d.t(
        right,
        50,
        la.pick(
            rng,
            "ORDINE DI SUBAPPALTO|ORDINE DI LAVORO|CONTRATTO D'ORDINE – SUBAPPALTO|ORDINE DI ESECUZIONE LAVORI",
        ),
        12.5,
        b=True,
        al="r",
    )
    d.t(right, 64, f"n. {po}", 12, b=True, al="r")
    y = 96
    cw = (wd - 14) / 2
    left = [
        ("Spett.le", ""),
        (sub_name, "b"),
        (
            f"{la.pick(rng, 'Via|Via|Località')} {la.pick(rng, 'Artigiani|delle Industrie|Marconi|San Giuseppe')} {rng.randint(1, 80)}",
            "",
        ),
        (f"{cps}{rng.randint(10, 99)}0 {cs} ({ps})", ""),
        (f"P.IVA {rng.randint(10000000000, 99999999999):011d}", "g"),
        (f"PEC: {cat.split()[0].lower()}@pec.it", "g"),
    ]
    if rng.random() < 0.4:
        left.pop(0)
    d.box(m, y, cw, len(left) * 12 + 10, fill=None, lw=0.5)
    for i, (s, st) in enumerate(left):
        d.t(
            m + 6,
            y + 14 + i * 12,
            s,
            9.4 if st == "b" else 8.4,
            b=st == "b",
            grey=0.35 if st == "g" else 0,
        )
    data = [
        (
            "Data",
            f"{dt.day} {IS_MESI[dt.month - 1]} {dt.year}"
            if rng.random() < 0.5
            else f"{dt:%d/%m/%Y}",
        ),
        ("Cantiere", cant),
        ("Committente", f"{la.pick(rng, 'Comune di|Immobiliare|Fondazione')} {rng.choice(IS_X)}"),
        ("Commessa", commessa),
        ("Direttore tecnico", f"geom. {rng.choice(IS_SUB_B)}"),
    ]
    if rng.random() < 0.5:
        data.append(
            ("CIG / CUP", f"{cig} / J{rng.randint(10, 99)}B{rng.randint(10000000, 99999999)}")
        )
    if rng.random() < 0.4:
        data.append(
            (
                "Vs. offerta",
                f"n. {rng.randint(10, 400)} del {(dt - timedelta(days=rng.randint(5, 40))):%d/%m/%Y}",
            )
        )
    for i, (k, v) in enumerate(data):
        d.t(m + cw + 14, y + 12 + i * 12, k, 7.8, b=True)
        d.t(m + cw + 98, y + 12 + i * 12, v, 8, maxw=cw - 90)
    y += max(len(left) * 12 + 10, len(data) * 12 + 4) + 18
    y = la.Doc.para(
        d,
        m,
        y,
        f"Con la presente Vi affidiamo in subappalto, alle condizioni del contratto quadro sottoscritto e del presente ordine, l'esecuzione delle seguenti lavorazioni di {cat.lower()} presso il cantiere in oggetto, a misura secondo i prezzi unitari sotto indicati.",
        8.4,
        wd,
    )
    y += 8
    pool = IS_VOCI[cat]
    n = min(len(pool), rng.randint(2, len(pool)))
    n = n if rng.random() > 0.15 else len(pool)
    rows = []
    for v in rng.sample(pool, n):
        if v[1] == "a corpo":
            q = Decimal(1)
        elif v[1] == "cad":
            q = Decimal(rng.choice([4, 6, 8, 12, 16, 24, 32, 48, 64]))
        else:
            q = Decimal(rng.choice([12, 24, 40, 60, 85, 120, 180, 240, 360, 520]))
        if v[1] == "kg":
            q *= 40
        p = Decimal(rng.randint(int(v[2] * 100), int(v[3] * 100))) / 100
        rows.append((v, q, p, r2(q * p)))
    heads = ["Voce", "Descrizione lavorazione", "U.M.", "Quantità", "Prezzo unit. €", "Importo €"]
    ws = [w * wd / 100 for w in (8, 44, 9, 11, 13, 15)]
    body = [
        (
            [
                f"{cat[:2].upper()}.{i:02d}",
                v[0],
                v[1],
                eu(q) if q % 1 else f"{q:,.0f}".replace(",", "."),
                eu(p) if stated else "",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (v, q, p, a) in enumerate(rows, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        body,
        "lllrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    lav = sum((a for *_, a in rows), ZERO)
    rib = Decimal(rng.choice([0, 0, 3, 5, 8, 10]))
    ribv = r2(lav * rib / 100)
    sic = r2(lav * Decimal(rng.choice([1.5, 2, 2.5, 3])) / 100)
    imp_net = lav - ribv + sic
    ivav = ZERO if rc else r2(imp_net * iva / 100)
    total = imp_net + ivav
    y += 10
    if y + 150 > bottom:
        y = brk()
    if stated:
        rows_ = [("Importo lavori a misura", eu(lav), False)]
        if rib:
            rows_.append((f"Ribasso {rib:.0f}%", f"- {eu(ribv)}", False))
        rows_.append(("Oneri sicurezza (non soggetti a ribasso)", eu(sic), False))
        rows_.append(("Imponibile", eu(imp_net), False))
        if rc:
            rows_.append(
                ("IVA – inversione contabile art. 17 c. 6 lett. a) DPR 633/72", "—", False)
            )
            rows_.append(
                (
                    la.pick(
                        rng, "Importo complessivo dell'ordine|Totale ordine|Importo contrattuale"
                    ),
                    f"€ {eu(total)}",
                    True,
                )
            )
        else:
            rows_.append((f"IVA {iva}%", eu(ivav), False))
            rows_.append(
                (
                    la.pick(rng, "Totale ordine IVA inclusa|Totale complessivo|Totale ordine"),
                    f"€ {eu(total)}",
                    True,
                )
            )
        y = d.summary(right - 280, right, y, rows_, 8.4, shade=0.9)
        if rng.random() < 0.6:
            rit = r2(imp_net * Decimal("0.05"))
            y = d.summary(
                right - 280,
                right,
                y + 4,
                [("Ritenuta a garanzia 5% (svincolo a collaudo)", eu(rit), False)],
                7.8,
            )
    else:
        d.t(
            m,
            y + 10,
            "Importo a misura secondo i prezzi unitari del contratto quadro; contabilità a stati di avanzamento mensili.",
            8.4,
        )
        y += 20
    y += 12
    conds = [
        f"Pagamenti: a SAL mensili, bonifico a {rng.choice([60, 90])} gg d.f.f.m., previa verifica DURC e regolarità retributiva.",
        "Il subappaltatore è tenuto al rispetto del PSC e alla consegna del POS prima dell'ingresso in cantiere.",
        f"Inizio lavori: {(dt + timedelta(days=rng.randint(5, 20))):%d/%m/%Y} – ultimazione entro {rng.choice([30, 45, 60, 90])} giorni naturali e consecutivi.",
        "Penale per ritardo: 1‰ dell'importo contrattuale per ogni giorno naturale di ritardo.",
    ]
    for s in conds:
        if y + 20 > bottom:
            y = brk()
        y = la.Doc.para(d, m, y, s, 7.6, wd, grey=0.2)
    y += 30
    if y + 30 > bottom:
        y = brk() + 20
    d.sign(m, y, 170, f"L'Impresa – {imp}")
    d.sign(m + wd * 0.55, y, 170, "Il Subappaltatore per accettazione (timbro e firma)")
    foot()
    out = finish(d, "it", "purchase_order", po, sub_name, total)
    return out if stated else none_meta(out)


def fit12_it_ordine_subappalto_cantiere(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _is)


# --------------------------------------------------------------------------- 10 es-CO school's order for its cafeteria / school restaurant

EC_COL_A = "San Bartolomé|Santa Clara|Los Andes|La Salle|Nuevo Horizonte|San José de Calasanz|Campestre El Rosal|Gimnasio Los Pinos|Liceo Francisco de Paula|Santa Teresita|Colombo Británico|Gimnasio del Norte|San Luis Gonzaga|Montessori La Colina|Liceo Alejandro de Humboldt".split(
    "|"
)
EC_COL_P = ["Colegio ", "Colegio ", "Institución Educativa ", "", "Fundación Educativa "]
EC_PROV_A = "Distribuidora|Comercializadora|Provisiones|Alimentos|Surtidora|Inversiones|Agropecuaria|Fruver|Lácteos|Cárnicos".split(
    "|"
)
EC_PROV_B = "El Trigal|La Cosecha|San Mateo|Los Cerezos|Andina|del Valle|La Sabana|El Porvenir|Santa Fe|La Esperanza|Montebello|El Retiro|Cafetera|Altiplano|Del Sur".split(
    "|"
)
EC_PROV_F = [" S.A.S.", " S.A.S.", " Ltda.", " S.A.", "", " E.U."]
EC_CIUD = [
    "Bogotá D.C.",
    "Medellín",
    "Cali",
    "Bucaramanga",
    "Pereira",
    "Manizales",
    "Barranquilla",
    "Ibagué",
    "Tunja",
    "Chía",
    "Envigado",
    "Pasto",
]
EC_NOM = "Luz Marina|Carlos Andrés|Diana Patricia|Jorge Iván|Paola Andrea|Juan Camilo|Sandra Milena|Andrés Felipe|Martha Lucía|Óscar Eduardo|Natalia|Fernando|Claudia Marcela|Hernán|Yolanda".split(
    "|"
)
EC_APE = "Rodríguez|Gómez|Martínez|Restrepo|Londoño|Ospina|Castaño|Vargas|Rojas|Cárdenas|Salazar|Jaramillo|Quintero|Mejía|Arango".split(
    "|"
)
# description | unit | IVA % | lo | hi (COP)
EC_ITEMS = [
    ("Arroz blanco x 25 kg", "bulto", 0, 78000, 105000),
    ("Fríjol cargamanto x 500 g", "und", 0, 5200, 7800),
    ("Aceite vegetal x 3.000 ml", "und", 5, 21000, 29000),
    ("Pechuga de pollo", "kg", 0, 14500, 19800),
    ("Carne de res molida", "kg", 0, 19000, 26000),
    ("Huevo AA x 30", "panal", 0, 13500, 18500),
    ("Leche entera UHT x 1.100 ml", "und", 0, 3900, 5200),
    ("Queso campesino", "kg", 0, 17000, 24000),
    ("Pan tajado integral x 600 g", "und", 0, 6500, 9200),
    ("Pasta spaghetti x 1.000 g", "und", 5, 4800, 7200),
    ("Azúcar blanca x 2.500 g", "und", 5, 9800, 13500),
    ("Café molido x 500 g", "und", 5, 14000, 21000),
    ("Avena en hojuelas x 500 g", "und", 5, 3600, 5400),
    ("Gaseosa x 400 ml (caja x 12)", "caja", 19, 21000, 29000),
    ("Jugo de caja x 200 ml (paca x 24)", "paca", 19, 26000, 38000),
    ("Papas fritas x 25 g (display x 12)", "display", 19, 12500, 18000),
    ("Servilletas x 300", "paquete", 19, 3200, 5200),
    ("Vasos desechables 7 oz x 50", "paquete", 19, 2800, 4600),
    ("Detergente desengrasante x 3.800 ml", "galón", 19, 18000, 29000),
    ("Plátano hartón", "kg", 0, 2600, 4200),
    ("Papa pastusa", "arroba", 0, 22000, 36000),
    ("Tomate chonto", "kg", 0, 3000, 5200),
]


def cop(v: Decimal, cents: bool) -> str:
    return f"$ {grouped(v, '.', ',', 2 if cents else 0)}"


def _ec(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|dejavu|djcond|times"))
    m = rng.uniform(36, 46)
    right = d.w - m
    wd = right - m
    bottom = d.h - 58
    col = f"{rng.choice(EC_COL_P)}{rng.choice(EC_COL_A)}"
    prov = f"{rng.choice(EC_PROV_A)} {rng.choice(EC_PROV_B)}{rng.choice(EC_PROV_F)}"
    ciudad = rng.choice(EC_CIUD)
    dt = a_day(rng)
    po = rng.choice(
        [
            f"OC-{dt:%Y}-{rng.randint(1, 999):04d}",
            f"{rng.randint(1000, 9999)}",
            f"REST-{rng.randint(100, 999)}",
            f"OC{dt:%y%m}{rng.randint(10, 99)}",
            f"CAF-{dt:%y}-{rng.randint(10, 299)}",
        ]
    )
    sol = f"SP-{rng.randint(100, 999)}"
    cot = f"COT{rng.randint(1000, 9999)}"
    stated = stated_of(rng)
    cents = rng.random() < 0.35
    page = [1]
    tint = rng.choice(
        [Color(0.0, 0.3, 0.55), Color(0.1, 0.45, 0.2), Color(0.6, 0.1, 0.15), Color(0.35, 0.2, 0.5)]
    )
    elab = f"{rng.choice(EC_NOM)} {rng.choice(EC_APE)}"

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{col} · NIT {rng.randint(800, 901)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.randint(0, 9)} · {ciudad} · Licencia de funcionamiento Res. {rng.randint(100, 9999)} de {rng.randint(1980, 2015)}",
            6.6,
            grey=0.35,
        )
        d.t(
            right,
            d.h - 30,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            6.6,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Orden de compra {po} (continuación)", 8.6, b=True)
        return 56

    # header: a three-cell bordered band (logo | title | code/version) as quality-managed schools print
    hh = 54
    ws3 = [wd * 0.26, wd * 0.48, wd * 0.26]
    d.box(m, 34, wd, hh, lw=0.8)
    d.line(m + ws3[0], 34, m + ws3[0], 34 + hh, 0.8)
    d.line(m + ws3[0] + ws3[1], 34, m + ws3[0] + ws3[1], 34 + hh, 0.8)
    rgb_fill(d, m + 10, 42, 30, 30, tint)
    d.t(
        m + 46,
        58,
        la.pick(
            rng,
            "Educación con valores|Fundado en 19"
            + str(rng.randint(50, 99))
            + "|Aprobado por la SED|Calendario A|Calendario B",
        ),
        6.6,
        grey=0.3,
        maxw=ws3[0] - 50,
    )
    d.t(m + ws3[0] + ws3[1] / 2, 52, col, 10.5, b=True, al="c", maxw=ws3[1] - 10)
    d.t(
        m + ws3[0] + ws3[1] / 2,
        66,
        la.pick(
            rng,
            "ORDEN DE COMPRA – RESTAURANTE ESCOLAR|ORDEN DE COMPRA CAFETERÍA|ORDEN DE PEDIDO – SERVICIO DE ALIMENTACIÓN|ORDEN DE COMPRA DE VÍVERES",
        ),
        9.2,
        b=True,
        al="c",
        maxw=ws3[1] - 10,
    )
    d.t(
        m + ws3[0] + ws3[1] / 2,
        79,
        la.pick(
            rng,
            "Proceso: Gestión Administrativa y Financiera|Área de Servicios Generales|Departamento de Compras",
        ),
        7,
        al="c",
        grey=0.3,
    )
    cx = m + ws3[0] + ws3[1] + 6
    for i, s in enumerate(
        [
            f"Código: GA-F{rng.randint(10, 40)}",
            f"Versión: {rng.randint(1, 6)}",
            f"Vigencia: {rng.randint(2019, 2024)}",
            "Página 1",
        ]
    ):
        d.t(cx, 46 + i * 11, s, 7.2)
    y = 100
    strip = [
        ("ORDEN N°", po),
        ("FECHA", f"{dt:%d/%m/%Y}" if rng.random() < 0.6 else f"{dt:%Y-%m-%d}"),
        ("SOLICITUD", sol),
        ("CIUDAD", ciudad),
    ]
    if rng.random() < 0.5:
        strip[2] = ("COTIZACIÓN", cot)
    sw = wd / 4
    for k, (lab, val) in enumerate(strip):
        rgb_fill(d, m + k * sw, y, sw, 13, tint)
        ltext(d, m + k * sw + sw / 2, y + 9.5, lab, 7.4, white, b=True, al="c")
        d.box(m + k * sw, y, sw, 28, lw=0.6)
        d.t(m + k * sw + sw / 2, y + 23, val, 9, al="c", b=k == 0)
    y += 40
    prow = [
        ("Proveedor:" if rng.random() < 0.6 else "Señores:", prov),
        (
            "NIT:",
            f"{rng.randint(800, 901)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.randint(0, 9)}",
        ),
        (
            "Dirección:",
            f"{la.pick(rng, 'Calle|Carrera|Avenida|Diagonal')} {rng.randint(1, 180)} # {rng.randint(1, 99)}-{rng.randint(1, 99)}",
        ),
        ("Teléfono:", f"60{rng.randint(1, 8)} {rng.randint(200, 799)} {rng.randint(1000, 9999)}"),
        ("Contacto:", f"{rng.choice(EC_NOM)} {rng.choice(EC_APE)}"),
    ]
    rrow = [
        (
            "Entregar en:",
            la.pick(
                rng,
                "Cocina – restaurante escolar|Cafetería sede primaria|Bodega de víveres|Cafetería bachillerato",
            ),
        ),
        (
            "Horario:",
            la.pick(rng, "6:00 a 8:00 a.m.|Lunes a viernes 7:00 a 10:00|Antes de las 9:00 a.m."),
        ),
        (
            "Forma de pago:",
            la.pick(rng, "Crédito 30 días|Contado|Crédito 15 días|Transferencia a 45 días"),
        ),
        ("Centro de costo:", la.pick(rng, "Restaurante escolar|Cafetería|Bienestar estudiantil")),
    ]
    cw = wd / 2
    for i, (k, v) in enumerate(prow):
        d.t(m + 4, y + 10 + i * 12, k, 8, b=True)
        d.t(m + 74, y + 10 + i * 12, v, 8.6 if v == prov else 8.2, b=v == prov)
    for i, (k, v) in enumerate(rrow):
        d.t(m + cw + 8, y + 10 + i * 12, k, 8, b=True)
        d.t(m + cw + 86, y + 10 + i * 12, v, 8.2)
    d.box(m, y, wd, len(prow) * 12 + 6, lw=0.6)
    d.line(m + cw, y, m + cw, y + len(prow) * 12 + 6, 0.6)
    y += len(prow) * 12 + 18
    n = n_lines(rng, [4, 5, 6, 7, 8, 9, 10, 12, 14], [24, 30])
    lines = []
    for it in rng.sample(EC_ITEMS, min(n, len(EC_ITEMS))):
        q = Decimal(rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30]))
        p = Decimal(rng.randint(it[3] // 50, it[4] // 50) * 50)
        lines.append((it, q, p, q * p))
    while len(lines) < n:
        it, q, p, a = lines[rng.randrange(len(lines))]
        q2 = Decimal(rng.choice([2, 4, 6]))
        lines.append(((it[0] + " (sede 2)", *it[1:]), q2, p, q2 * p))
    heads = ["Ítem", "Descripción", "Unidad", "Cant.", "Vr. unitario", "IVA", "Vr. total"]
    ws = [w * wd / 100 for w in (6, 38, 10, 8, 14, 8, 16)]
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:.0f}",
                cop(p, cents) if stated else "",
                "Excl." if it[2] == 0 else f"{it[2]}%",
                cop(a, cents) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d, m, y, ws, heads, body, "clccrcr", size=7.6, rowh=15, bottom=bottom, brk=brk, grid=True
    )
    sub = sum((a for *_, a in lines), ZERO)
    b5 = sum((a for it, q, p, a in lines if it[2] == 5), ZERO)
    b19 = sum((a for it, q, p, a in lines if it[2] == 19), ZERO)
    dsc = Decimal(rng.choice([0, 0, 0, 2, 3, 5]))
    dscv = r0(sub * dsc / 100) if dsc else ZERO
    f = 1 - dsc / 100
    i5 = r0(b5 * f * Decimal("0.05"))
    i19 = r0(b19 * f * Decimal("0.19"))
    total = sub - dscv + i5 + i19
    y += 10
    if y + 150 > bottom:
        y = brk()
    if stated:
        rows = [("Subtotal", cop(sub, cents), False)]
        if dscv:
            rows.append((f"Descuento {dsc:.0f}%", f"-{cop(dscv, cents)}", False))
        if i5:
            rows.append(("IVA 5%", cop(i5, cents), False))
        if i19:
            rows.append(("IVA 19%", cop(i19, cents), False))
        rows.append(
            (la.pick(rng, "TOTAL|TOTAL ORDEN|VALOR TOTAL|TOTAL A PAGAR"), cop(total, cents), True)
        )
        y = d.summary(right - 210, right, y, rows, 8.8, box_last=True)
        if rng.random() < 0.55:
            rf = r0((sub - dscv) * Decimal(rng.choice(["0.025", "0.015"])))
            ica = r0((sub - dscv) * Decimal("0.00966"))
            y = d.summary(
                right - 210,
                right,
                y + 6,
                [
                    ("Menos ReteFuente", cop(rf, cents), False),
                    ("Menos ReteICA", cop(ica, cents), False),
                    ("Neto a girar", cop(total - rf - ica, cents), False),
                ],
                7.8,
            )
    else:
        d.t(
            m,
            y + 10,
            "Precios según cotización aprobada; el valor se liquidará con la factura electrónica.",
            8.4,
        )
        y += 20
    y += 12
    for s in [
        "Favor facturar electrónicamente a nombre del colegio citando el número de esta orden.",
        "Los productos perecederos deben entregarse con cadena de frío y fecha de vencimiento visible (Res. 2674 de 2013).",
    ]:
        if y + 14 > bottom:
            y = brk()
        d.t(m, y + 8, s, 7.6, grey=0.25)
        y += 11
    y += 34
    if y + 30 > bottom:
        y = brk() + 20
    sx = wd / 3
    for k, lab in enumerate(
        [
            f"Elaboró: {elab}",
            la.pick(rng, "Revisó: Coordinación de restaurante|Revisó: Nutricionista"),
            la.pick(rng, "Aprobó: Rectoría|Aprobó: Administración|Aprobó: Ecónomo"),
        ]
    ):
        d.sign(m + k * sx, y, sx - 20, lab, 7.4)
    foot()
    out = finish(d, "es", "purchase_order", po, prov, total)
    return out if stated else none_meta(out)


def fit12_es_co_colegio_cafeteria_oc(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ec)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        fit12_zh_zongbu_mendian_wuliao,
        fit12_zh_dingdan_huifu_tiaozheng,
        fit12_tw_yake_yacai_dinggou,
        fit12_ja_hanbaiten_it_kiki_chumon,
        fit12_en_us_dental_supply_po,
        fit12_en_za_farm_coop_feed_seed,
        fit12_de_kalibrierauftrag_pruefmittel,
        fit12_fr_ch_theatre_tissus_costumes,
        fit12_it_ordine_subappalto_cantiere,
        fit12_es_co_colegio_cafeteria_oc,
    )
}

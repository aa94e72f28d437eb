# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind after fit10 (`fit11_*`), one language each.

- fit11_zh_baozhuang_fenpi_caigou: a mainland factory's 采购订单 for packaging and auxiliary
  materials (the factory's name at the top left, a bordered title box with 版本 at the right,
  three captioned cards side by side in any order for 订单信息 / 供应商 / 收货信息 with the
  supplier's name labelled or as the card's bold first line, a material table with 含税单价 and
  税率, a 分批交货计划 table of batches with dates and quantities but no amounts, the sums as
  one row of cells 不含税金额 / 税额 / 运费 / 价税合计 with 大写 under it, a prepayment at times,
  the supplier's sign-back box and the buyer's seal; continued over pages with the header).
- fit11_zh_waimao_dinghuohan_chuanzhen: a mainland trading company's 订货函 sent by fax to a
  factory for export goods (the trading company's letterhead, a ruled fax header 致 / 发自 /
  传真 / 页数 / 日期 / 事由, the factory greeted by name, the foreign customer's PO and the
  sales-contract numbers in the text beside the company's own 订单号, the goods table with
  货号 / 款号 / 颜色, a 合计 row, numbered clauses with 唛头, inspection, a deposit amount and
  VAT invoice, the factory's confirmation and the company's seal).
- fit11_hk_xuexiao_dinggoudan: a Hong Kong aided school's or kindergarten's bilingual 訂購單 /
  PURCHASE ORDER (a drawn crest beside the school's Chinese and English names, a ruled grid
  of 訂單編號 / 日期 / 供應商 / 聯絡人 / 報價編號 / 預算項目 / 科組, or the supplier unlabelled
  with its address and Attn line above the grid; the supplier's name in Chinese or in
  English only; goods in HK$, 小計 / 折扣 /
  總額, a box of the quotations obtained with two other suppliers' amounts, the 經手人 / 科主任 /
  校長 signatures).
- fit11_ja_nouhou_chumonsho_yoko: a Japanese farm corporation's or agricultural co-op's
  landscape 注文書 (a left column with the title, 注文番号 / 注文日, the supplier 御中 on an
  underline, the ご注文金額 box and the orderer's block with 登録番号 and a square seal; a right
  column with 納品場所 / 納期 / 支払条件 / 見積番号, the item table with a 税率 column, a 税率別
  内訳 of 10 % and 8 % and the 合計; continued with the right column only).
- fit11_en_us_ecommerce_dropship_po: a US online brand's drop-ship purchase order to a
  wholesaler (the brand's wordmark and operating company, a ruled strip of PO number, date,
  ship-by, carrier and terms, Supplier / Ship To (the end customer) / Bill To blocks, a channel
  box with the storefront's and the marketplace's order numbers, lines with vendor and own
  SKUs, MSRP beside unit cost, merchandise, drop-ship fee and shipping charges to a total cost,
  and a packing slip below a cut line without prices).
- fit11_en_in_po_letter_hsn_summary: an Indian pharmaceutical or chemical maker's purchase
  order written as a letter (letterhead with CIN and GSTIN, a file Ref. and date, "To, M/s."
  the supplier with its GSTIN, Kind Attn., a Sub. line naming the order number and the
  quotation, a salutation paragraph, the goods table with HSN, P&F and freight, an HSN-wise
  tax summary with CGST / SGST or IGST, round off and grand total in lakh grouping, the
  amount in words, numbered terms with an advance and LD clause, For ... Authorised Signatory
  and the acceptance line; the terms run to a second page at times).
- fit11_de_ch_bauleitung_arbeitsvergabe: a Swiss architect's or building manager's
  Arbeitsvergabe / Werkvertrag-Bestellung on behalf of the owner (the office's letterhead, a
  parties table Bauherrschaft / Bauleitung / Unternehmer with the contractor's UID, the
  Objekt with its number, BKP and Offerte references, lines with BKP codes, the Swiss
  deductions cascade Rabatt / Skonto / Bauwesenversicherung, MWST 8.1 %, the award sum incl.
  MWST rounded to five Rappen, a Garantierückbehalt amount, three signatures).
- fit11_fr_be_confirmation_commande_communication: a Walloon or Brussels supplier's
  confirmation de commande (the seller's letterhead with n° d'entreprise, RPM and IBAN, its
  own confirmation number and customer code, the client in the window, a reference grid with
  "Votre bon de commande n°", lines with remise, Total HTVA / Recupel / TVA 21 % / Total TVAC or
  autoliquidation, an acompte with a structured communication +++ ... +++).
- fit11_es_ferreteria_hoja_pedido_dtos: a Spanish hardware store's or industrial supplies
  merchant's HOJA DE PEDIDO to a distributor (a shaded number box with a drawn barcode at the
  top left and the buyer's letterhead at the right, the supplier box with its code and an
  Atención line, a grid of fecha / entrega / forma de pago / portes / tarifa / su oferta,
  lines with list price and cascaded Dto. 1 + Dto. 2 and net price, pronto pago, base, IVA
  21 %, TOTAL PEDIDO, a minimum-order note).
- fit11_nl_be_wzc_weekbestelling: a Flemish care home's or OCMW kitchen's landscape weekly
  order to a food wholesaler (the home with its ondernemingsnummer, WEEKBESTELLING with the
  week and its dates, a box with the bestelbon number and the customer number, Leverancier /
  Levering / Facturatie blocks, one quantity column per delivery day, btw 6 % and 21 % per
  line, leeggoed, subtotals and btw per rate, Totaal incl. btw, the kitchen manager's
  signature).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, offer, contract, customer's
storefront or marketplace order, file reference, object, confirmation or payment-reference
number; on the seller's confirmation the customer's order number); the supplier exactly as
printed on its own first line (the vendor, the factory a fax is addressed to, the contractor
of an award, the seller of a confirmation; without a "M/s." salutation); the grand total as
"1234.50" (whole yen as "1234.00"; after discounts, incl. tax when an incl.-tax total is
stated, before deposits and advances; "" when the document states none, about one document in
eleven).
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
from families_blind13 import cfinish, finish, grouped, rgb_box, rgb_text, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import in_money_words, inr, r2, wrapped  # noqa: E402
from families_blind19 import crow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines, r05  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)


def pk(rng: random.Random, s: str) -> str:
    return rng.choice(s.split("|"))


def ch(v: Decimal) -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, "'", ".")


def en2(v: Decimal) -> str:
    return grouped(v)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.16) -> int:
    return rng.choice(big if rng.random() < p else small)


def requant(rng: random.Random, lines: list[tuple], cut: float, qtys: list[int]) -> list[tuple]:
    """Lines whose article's top price reaches `cut` get a quantity from `qtys` instead."""
    out = []
    for it, q, p, a in lines:
        hi = [v for v in it if isinstance(v, (int, float))][-1]
        if hi >= cut:
            q = Decimal(rng.choice(qtys))
            a = r2(q * p)
        out.append((it, q, p, a))
    return out


def tax_split(total: Decimal, rate: int) -> tuple[Decimal, Decimal]:
    """An incl.-tax sum split into net and tax."""
    net = r2(total * 100 / (100 + rate))
    return net, total - net


def barcode(pdf_c, x: float, y: float, w: float, h: float, rng: random.Random) -> None:
    """Drawn bars (reportlab canvas coordinates from the bottom)."""
    cx = x
    while cx < x + w:
        bw = rng.choice([0.6, 0.9, 1.4, 2.0])
        if rng.random() < 0.62:
            pdf_c.rect(cx, y, bw, h, stroke=0, fill=1)
        cx += bw + rng.choice([0.6, 0.9, 1.3])


# --------------------------------------------------------------------------- 1 zh-Hans factory order with cards and a batch delivery plan

ZF_CITY = "东莞 中山 江门 昆山 嘉兴 绍兴 常州 南通 泉州 漳州 佛山 惠州 芜湖 潍坊".split()
ZF_BUY_T = "电器有限公司|家居用品有限公司|日化股份有限公司|食品有限公司|电子科技有限公司|玩具实业有限公司|灯饰制造有限公司|五金制品有限公司"
ZF_S = "荣达 兴华 永盛 嘉信 丰源 宏图 联合 金鹏 瑞丰 利通 新宇 汇丰 美达 恒昌 鸿运 正泰 中海 立信".split()
ZF_SUP_FORMED = [
    "{c}{s}包装制品有限公司",
    "{c}市{s}纸业有限公司",
    "{c}{s}印刷包装有限公司",
    "{c}{s}塑胶制品有限公司",
    "{s}（{c}）新材料有限公司",
    "{c}{s}胶粘制品有限公司",
    "{c}市{s}彩印有限公司",
]
ZF_SUP_BARE = [
    "{c}{s}纸箱厂",
    "{c}市{s}包装材料经营部",
    "{s}塑料制品厂",
    "{c}{s}胶带商行",
    "{c}{s}印务中心",
]
ZF_ITEMS = [
    ("PK-", "瓦楞纸箱", "五层BC楞 520×380×300", "个", 3.2, 6.8),
    ("PK-", "彩盒", "350g白卡 四色印刷 覆哑膜", "个", 0.8, 2.6),
    ("PK-", "EPE珍珠棉内衬", "定制 异形 30mm", "套", 1.2, 3.6),
    ("PK-", "PE自封袋", "18×25cm 12丝", "千个", 45, 90),
    ("PK-", "封箱胶带", "48mm×150m 米黄", "卷", 4.5, 8.5),
    ("PK-", "缠绕膜", "50cm×2.5kg", "卷", 18, 32),
    ("PK-", "打包带", "PP 1608 10kg/卷", "卷", 38, 62),
    ("LB-", "不干胶标签", "铜版纸 60×40 3000张/卷", "卷", 22, 48),
    ("LB-", "说明书", "80g双胶 A5 折页", "千份", 120, 260),
    ("LB-", "条码标签", "热敏纸 100×100", "卷", 12, 26),
    ("PK-", "纸护角", "50×50×5×1000mm", "根", 0.9, 2.2),
    ("PK-", "木托盘", "1200×1000 熏蒸", "个", 65, 120),
    ("AX-", "干燥剂", "硅胶 5g/包", "千包", 85, 160),
    ("AX-", "防静电袋", "20×30cm 屏蔽", "千个", 260, 480),
    ("PK-", "吸塑托盘", "PET 0.5mm 定制", "个", 0.6, 1.8),
    ("PK-", "气泡膜", "1.2m×50m 双层", "卷", 42, 75),
]


def _zf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right, wd, bottom = pdf.w - m, pdf.w - 2 * m, pdf.h - 46
    c = rng.choice(ZF_CITY)
    buyer = f"{rng.choice(ZF_CITY)}{rng.choice(ZF_S)}{pk(rng, ZF_BUY_T)}"
    s = rng.choice([x for x in ZF_S if x not in buyer])
    sup = bare_or(rng, ZF_SUP_FORMED, ZF_SUP_BARE, 0.3).format(c=c, s=s)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n5}|CG-{Y}{m}{d}-{n3}|45{n8}|P{Y}{n6}|CGDD{y}{m}{n4}")
    req = cj.number(rng, d, "PR{y}{m}{n4}|QG-{Y}-{n4}")
    code = cj.number(rng, d, "V{n5}|GYS{n4}|S-{n6}")
    stated = stated_of(rng)
    rate = 13
    page = [1]
    ink = rng.choice([Color(0.1, 0.3, 0.6), Color(0.15, 0.45, 0.3), black, Color(0.5, 0.2, 0.1)])
    title = pk(rng, "采购订单|采 购 订 单|物料采购订单|包材采购订单")
    po_lab = pk(rng, "订单编号|采购单号|订单号|PO号")

    def foot() -> None:
        txt = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(right, pdf.h - 24, txt, 7.4, align="r", colour=GREY)
        pdf.text(
            m, pdf.h - 24, f"表单编号：{pk(rng, 'QR-PU-003|CG-F-012|PUR-01-A')}", 7, colour=GREY
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title.replace(' ', '')}（续）", 9.5, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.6, align="r")
        return 48

    pdf.text(m, 40, buyer, 15, bold=True, colour=ink)
    pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY)
    bw = 150
    pdf.rect(right - bw, 22, bw, 40, stroke=ink, lw=1.2)
    pdf.text(right - bw / 2, 42, title, 15, align="c", bold=True, colour=ink)
    pdf.text(
        right - bw / 2,
        56,
        f"版本：V{rng.randint(1, 3)}　{pk(rng, '正式|已审核|已批准')}",
        7.6,
        align="c",
        colour=GREY,
    )
    y = 78
    cards = []
    info = [
        (po_lab, po),
        ("下单日期", cj.fdate(d, rng.choice(["iso", "cn", "slash"]))),
        ("采购员", f"{cj.person(rng)} {cj.mobile(rng)}"),
    ]
    if rng.random() < 0.6:
        info.append((pk(rng, "请购单号|申请单号|需求单号"), req))
    info.append(("币别", "人民币"))
    cards.append(("订单信息", info, ""))
    lab = rng.random()
    slines = [
        ("供应商编码", code),
        ("联系人", cj.person(rng)),
        ("电话", cj.zh_tel(rng) if rng.random() < 0.5 else cj.mobile(rng)),
    ]
    if rng.random() < 0.5:
        slines.append(("传真", cj.zh_tel(rng)))
    if lab < 0.6:
        cards.append(
            (
                pk(rng, "供应商|供方|供货单位"),
                [(pk(rng, "名称|供应商名称|单位名称"), sup), *slines],
                "",
            )
        )
    else:
        cards.append((pk(rng, "供应商信息|供方信息"), slines, sup))
    cards.append(
        (
            "收货信息",
            [
                ("收货单位", buyer),
                ("收货地址", f"{cj.zh_addr(rng)} {pk(rng, '二号仓|原料仓|包材仓|成品仓收货口')}"),
                ("收货人", f"{cj.person(rng)} {cj.mobile(rng)}"),
            ],
            "",
        )
    )
    rng.shuffle(cards)
    cw = (wd - 16) / 3
    hh = 0.0
    for k, (cap, rows, first) in enumerate(cards):
        x = m + k * (cw + 8)
        pdf.rect(x, y, cw, 15, fill=ink, stroke=None)
        pdf.text(x + 6, y + 11, cap, 8.6, colour=white, bold=True)
        yy = y + 28
        if first:
            for ln in cj.wrap(first, 9, cw - 12):
                pdf.text(x + 6, yy, ln, 9, bold=True)
                yy += 13
        for lab_, val in rows:
            parts = cj.wrap(f"{lab_}：{val}", 7.8, cw - 12)
            for ln in parts:
                pdf.text(x + 6, yy, ln, 7.8)
                yy += 11.5
        hh = max(hh, yy - y)
    for k in range(3):
        pdf.rect(m + k * (cw + 8), y, cw, hh + 2, stroke=ink, lw=0.7)
    y += hh + 16
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6, 7, 8], [22, 28, 34, 70])
    lines = more_lines(
        rng,
        ZF_ITEMS,
        n,
        [500, 1000, 2000, 3000, 5000, 200, 100, 50, 20, 10],
        ["（加厚）", "（新版）", "（出口款）"],
    )
    lines = requant(rng, lines, 40, [2, 3, 5, 8, 10, 20, 30, 50])
    codes = [f"{it[0]}{rng.randint(10000, 99999)}" for it, *_ in lines]
    sub = sum((a for *_, a in lines), ZERO)
    if stated:
        ws = cj.rel(wd, [5, 13, 17, 24, 6, 9, 10, 12, 6])
        heads = [
            "行号",
            "物料编码",
            "物料名称",
            "规格型号",
            "单位",
            "数量",
            "含税单价",
            "含税金额",
            "税率",
        ]
        body = [
            (
                [
                    str(i * 10),
                    cd,
                    it[1],
                    it[2],
                    it[3],
                    f"{q:,.0f}",
                    cj.money(p, 4 if p < 10 else 2),
                    cj.money(a),
                    f"{rate}%",
                ],
                a,
            )
            for i, (cd, (it, q, p, a)) in enumerate(zip(codes, lines), 1)
        ]
        al = "cllllrrrc"
    else:
        ws = cj.rel(wd, [6, 15, 20, 30, 8, 12, 14])
        heads = ["行号", "物料编码", "物料名称", "规格型号", "单位", "数量", "备注"]
        body = [
            ([str(i * 10), cd, it[1], it[2], it[3], f"{q:,.0f}", "按年度协议价"], ZERO)
            for i, (cd, (it, q, p, a)) in enumerate(zip(codes, lines), 1)
        ]
        al = "cllllrc"
    y = ctable(
        pdf, m, y, ws, heads, body, al, rowh=17, size=7.6, bottom=bottom, brk=brk, fill=PALE, hh=18
    )
    y += 14
    # batch delivery plan
    plan = []
    for i, (it, q, _p, _a) in enumerate(lines[: min(len(lines), rng.choice([2, 3, 4, 6]))], 1):
        k = rng.choice([1, 2, 2, 3])
        left = int(q)
        for b in range(k):
            part = left if b == k - 1 else max(1, int(q) // k)
            left -= part
            plan.append(
                [
                    str(i * 10),
                    f"第{b + 1}批",
                    cj.fdate(cj.later(rng, d, 7 + b * 10, 12 + b * 12), "iso"),
                    f"{part:,}",
                    it[3],
                ]
            )
    if y + 40 + 16 * len(plan) > bottom:
        y = brk()
    pdf.text(m, y + 4, pk(rng, "分批交货计划|交货计划|送货排程"), 9.4, bold=True, colour=ink)
    y += 10
    pw = cj.rel(wd * 0.62, [10, 12, 20, 14, 8])
    y = crow(
        pdf,
        m,
        y,
        pw,
        ["行号", "批次", "交货日期", "数量", "单位"],
        "ccccc",
        h=16,
        size=7.6,
        fill=PALE,
        head=True,
    )
    for row in plan:
        if y + 16 > bottom:
            y = brk()
        y = crow(pdf, m, y, pw, row, "cccrc", h=15, size=7.4)
    y += 14
    fr = Decimal(rng.choice([0, 0, 0, 80, 150, 200, 350])) if stated else ZERO
    total = sub + fr
    net, tax = tax_split(total, rate)
    if y + 120 > bottom:
        y = brk()
    if stated:
        cells = [("不含税金额", f"¥{cj.money(net)}"), (f"税额（{rate}%）", f"¥{cj.money(tax)}")]
        if fr or rng.random() < 0.4:
            cells.append((pk(rng, "运费（含税）|运杂费"), f"¥{cj.money(fr)}"))
        tl = pk(rng, "价税合计|订单总额（含税）|合计金额（含税）")
        cells.append((tl, f"¥{cj.money(total)}"))
        sw = wd / len(cells)
        for k, (lab_, v) in enumerate(cells):
            x = m + k * sw
            last = k == len(cells) - 1
            pdf.rect(x, y, sw, 16, fill=ink if last else PALE, stroke=ink, lw=0.6)
            pdf.text(
                x + sw / 2, y + 11.5, lab_, 8, align="c", colour=white if last else black, bold=last
            )
            pdf.rect(x, y + 16, sw, 20, stroke=ink, lw=0.6)
            pdf.text(x + sw / 2, y + 30, v, 10 if last else 8.8, align="c", bold=last)
        y += 48
        pdf.text(m, y, f"价税合计（大写）：{cj.daxie(total)}", 8.8)
        y += 16
        if rng.random() < 0.35:
            pc = rng.choice([20, 30, 50])
            pdf.text(
                m,
                y,
                f"预付款：合同生效后预付{pc}%，计¥{cj.money(r2(total * pc / 100))}，余款货到验收合格后月结{rng.choice([30, 60])}天支付。",
                8.2,
            )
            y += 16
    else:
        pdf.text(
            m, y + 6, "结算价格按双方签订的年度价格协议执行，本订单不列示金额。", 8.8, colour=ink
        )
        y += 22
    y += 4
    terms = [
        "1. 供方须按交货计划分批送货，送货单须注明本订单号及行号，否则仓库有权拒收。",
        f"2. 质量要求：按需方图纸及样品验收，{pk(rng, '来料不良率超过1%整批退货|须提供出厂检验报告及RoHS报告|外箱须标注生产日期和批号')}。",
        f"3. 发票：供方开具{rate}%增值税专用发票，随货或月底前寄达需方财务部。",
        "4. 本订单经双方签字盖章后生效，传真件及扫描件具有同等法律效力。",
    ]
    for t in terms:
        if y + 12 > bottom:
            y = brk()
        for ln in cj.wrap(t, 7.8, wd):
            pdf.text(m, y, ln, 7.8, colour=GREY)
            y += 11.5
    if y + 80 > bottom:
        y = brk()
    y += 8
    half = wd / 2
    pdf.rect(m, y, half - 6, 70, stroke=ink)
    pdf.rect(m + half + 6, y, half - 6, 70, stroke=ink)
    pdf.text(m + 6, y + 14, "供应商确认（签字盖章）：", 8.4)
    pdf.text(m + 6, y + 60, "日期：", 8.4)
    pdf.text(m + half + 12, y + 14, "采购方（盖章）：", 8.4)
    pdf.text(m + half + 12, y + 30, f"制单：{cj.person(rng)}　审核：{cj.person(rng)}", 8.4)
    pdf.text(m + half + 12, y + 60, f"日期：{cj.fdate(d, 'cn')}", 8.4)
    if rng.random() < 0.7:
        pdf.stamp(m + half + half * 0.7, y + 38, buyer, rng, caption="采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_zh_baozhuang_fenpi_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zf)


# --------------------------------------------------------------------------- 2 zh-Hans trading company's faxed order letter to a factory

ZW_CITY = "宁波 义乌 绍兴 杭州 上海 青岛 厦门 广州 南通 温州 金华 泉州 苏州 无锡".split()
ZW_BUY = "{c}{s}进出口有限公司|{c}{s}国际贸易有限公司|{c}市{s}外贸有限公司|{s}（{c}）实业发展有限公司|{c}{s}供应链管理有限公司|{c}{s}贸易有限公司"
ZW_S = "华盛 东方 锦程 中纺 海天 博远 凯瑞 星辰 远洋 银河 富达 瑞祥 嘉禾 诚泰 天成 新华".split()
ZW_SUP_FORMED = [
    "{c}{s}服饰有限公司",
    "{c}市{s}针织厂",
    "{c}{s}家纺有限公司",
    "{c}{s}工艺品有限公司",
    "{c}{s}箱包制造有限公司",
    "{c}{s}玩具有限公司",
    "{c}市{s}日用品有限公司",
]
ZW_SUP_BARE = ["{c}{s}制衣厂", "{c}{s}工艺厂", "{c}市{s}袜业商行", "{s}箱包加工厂"]
ZW_F = "金帆 恒利 永丰 鑫源 宏达 腾飞 明珠 丰华 佳美 宝利 优品 新月 百合 晨光 一帆 汇通".split()
ZW_ITEMS = [
    ("男式针织T恤", "100%棉 180g", "件", 12, 28),
    ("女式连帽卫衣", "CVC 280g", "件", 32, 58),
    ("儿童睡衣套装", "珊瑚绒", "套", 22, 45),
    ("毛巾浴巾套装", "全棉 32支", "套", 26, 52),
    ("帆布购物袋", "12安 印刷LOGO", "个", 4.5, 9.8),
    ("涤纶拉杆箱", "20寸 万向轮", "只", 68, 120),
    ("圣诞装饰球", "6cm 12只/盒", "盒", 5.2, 11),
    ("陶瓷马克杯", "350ml 彩盒", "只", 6.8, 14),
    ("毛绒玩具熊", "30cm EN71", "只", 15, 32),
    ("羊毛围巾", "70%羊毛 180×30", "条", 28, 60),
    ("运动袜", "中筒 5双装", "包", 8, 16),
    ("棒球帽", "6片 刺绣", "顶", 7.5, 15),
    ("硅胶厨具套装", "6件套", "套", 22, 46),
    ("抱枕套", "45×45 亚麻", "只", 6, 13),
]
ZW_CUST = [
    "Nordhaven Retail GmbH",
    "Brightwell Imports Ltd",
    "Casa Lumo S.L.",
    "Maple & Finch Inc.",
    "Oostwind Trading B.V.",
    "Kestrel Home Pty Ltd",
    "Veloce Moda S.r.l.",
    "Harbor Lane Goods LLC",
]
ZW_COL = "藏青 黑色 白色 灰麻 酒红 卡其 米白 天蓝 墨绿 粉色".split()


def _zw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right, wd, bottom = pdf.w - m, pdf.w - 2 * m, pdf.h - 48
    bc = rng.choice(ZW_CITY)
    bs = rng.choice(ZW_S)
    buyer = pk(rng, ZW_BUY).format(c=bc, s=bs)
    sup = bare_or(rng, ZW_SUP_FORMED, ZW_SUP_BARE, 0.3).format(
        c=rng.choice(ZW_CITY), s=rng.choice(ZW_F)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}DH{n4}|DH-{Y}{m}-{n3}|{y}{m}{n4}|WM{y}-{n4}|PO-{y}{n5}")
    cust = rng.choice(ZW_CUST)
    cpo = cj.number(rng, d, "PO{n6}|45{n8}|{n5}-{n2}|NH{y}{n4}")
    sc = cj.number(rng, d, "{y}SC{n4}|SC-{Y}-{n3}|HT{y}{m}{n3}")
    stated = stated_of(rng)
    page = [1]
    sender = cj.person(rng)

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 26,
            f"— {page[0]} / {of} —" if of else f"— {page[0]} —",
            7.6,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　订货函（续）　订单号：{po}", 8.6, colour=GREY)
        return 50

    pdf.text(pdf.w / 2, 42, buyer, 16, align="c", bold=True)
    en = f"{cj.pick(rng, 'Ningbo|Yiwu|Hangzhou|Shanghai|Qingdao|Xiamen')} {cj.pick(rng, 'Huasheng|Dongfang|Jincheng|Haitian|Boyuan|Kairui')} {cj.pick(rng, 'Import & Export Co., Ltd.|International Trading Co., Ltd.|Trading Co., Ltd.')}"
    pdf.text(pdf.w / 2, 55, en, 8.4, align="c", colour=GREY)
    pdf.text(
        pdf.w / 2,
        67,
        f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        7.4,
        align="c",
        colour=GREY,
    )
    pdf.line(m, 74, right, 74, lw=1.6)
    pdf.line(m, 77, right, 77, lw=0.5)
    pdf.text(
        pdf.w / 2,
        100,
        pk(rng, "传 真|订 货 函|传真订货函|FAX 传真"),
        15,
        align="c",
        bold=True,
        space=2,
    )
    y = 112
    subj = pk(rng, "订货函|关于订购{g}的函|{g}订单确认|下单通知").format(g=rng.choice(ZW_ITEMS)[0])
    ws = cj.rel(wd, [12, 38, 12, 38])
    rows = [
        ["致（TO）", sup, "发自（FROM）", f"{buyer if rng.random() < 0.4 else sender}"],
        ["传真（FAX）", cj.zh_tel(rng), "电话（TEL）", cj.zh_tel(rng)],
        [
            "收件人（ATTN）",
            f"{cj.person(rng)}{pk(rng, '经理|厂长|总|小姐|先生')}",
            "页数（PAGES）",
            f"共{of or 1}页（含本页）",
        ],
        ["日期（DATE）", cj.fdate(d, rng.choice(["iso", "cn", "slash"])), "事由（RE）", subj],
    ]
    if rng.random() < 0.3:
        rows[0], rows[2] = rows[2], rows[0]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=7.8, fill=PALE) + 22
    pdf.text(m, y, f"{sup}：", 9.6, bold=True)
    y += 18
    po_lab = pk(rng, "我司订单号|订单编号|本公司订单号|订单号")
    mention = rng.random()
    body = f"您好！现根据外商{cust}的订单（客户订单号 {cpo}），向贵司订购下列货物。"
    if mention < 0.5:
        body += f"本次{po_lab}为 {po}，请在送货单、外箱及发票上注明。"
    else:
        body += f"外销合同号：{sc}。"
    y = pdf.para(m + 18, y, body, 8.8, wd - 18, lead=1.6)
    if mention >= 0.5:
        pdf.text(m, y + 4, f"{po_lab}：{po}", 10, bold=True)
        pdf.text(right, y + 4, f"外销合同号：{sc}", 8.4, align="r", colour=GREY)
        y += 18
    y += 4
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6], [20, 26, 32, 58])
    lines = more_lines(
        rng,
        ZW_ITEMS,
        n,
        [300, 500, 600, 800, 1000, 1200, 1500, 2000, 3000],
        ["（新款）", "（加大码）", "（印花款）"],
    )
    sub = sum((a for *_, a in lines), ZERO)
    if stated:
        ws = cj.rel(wd, [6, 13, 22, 9, 9, 10, 8, 10, 13])
        heads = [
            "序号",
            "货号",
            "品名 / 规格",
            "款号",
            "颜色",
            "数量",
            "单位",
            "单价（含税）",
            "金额（元）",
        ]
        body_rows = [
            (
                [
                    str(i),
                    f"{rng.choice('ABCDHKM')}{rng.randint(1000, 9999)}",
                    f"{it[0]} {it[1]}",
                    f"{rng.randint(100, 999)}-{rng.randint(1, 9)}",
                    rng.choice(ZW_COL),
                    f"{q:,.0f}",
                    it[2],
                    cj.money(p),
                    cj.money(a),
                ],
                a,
            )
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        al = "cllccrcrr"
    else:
        ws = cj.rel(wd, [6, 13, 30, 11, 11, 12, 9])
        heads = ["序号", "货号", "品名 / 规格", "款号", "颜色", "数量", "单位"]
        body_rows = [
            (
                [
                    str(i),
                    f"{rng.choice('ABCDHKM')}{rng.randint(1000, 9999)}",
                    f"{it[0]} {it[1]}",
                    f"{rng.randint(100, 999)}-{rng.randint(1, 9)}",
                    rng.choice(ZW_COL),
                    f"{q:,.0f}",
                    it[2],
                ],
                ZERO,
            )
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        al = "cllccrc"
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body_rows,
        al,
        rowh=17,
        size=7.6,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=18,
    )
    qty = sum((q for _, q, *_ in lines), ZERO)
    total = sub
    if stated:
        cells = [""] * len(ws)
        cells[2], cells[5], cells[-1] = "合　　计", f"{qty:,.0f}", cj.money(total)
        y = crow(pdf, m, y, ws, cells, al, h=18, size=8, bold=True)
        y += 6
        pdf.text(
            m, y + 8, f"合计金额：人民币{cj.daxie(total)}（¥{cj.money(total)}）", 8.8, bold=True
        )
        y += 20
    else:
        y += 8
        pdf.text(
            m,
            y + 6,
            f"合计数量：{qty:,.0f}　单价按双方确认的报价单（{cj.number(rng, d, 'BJ{y}{n4}|QT-{n5}')}）执行。",
            8.6,
        )
        y += 20
    dep = rng.choice([0, 0, 20, 30])
    clauses = [
        f"交货期：{cj.fdate(cj.later(rng, d, 25, 60), 'cn')}前交至{pk(rng, '宁波北仑港指定仓库|上海外高桥仓库|我司义乌仓库|青岛港前湾仓库')}，不得延误船期。",
        f"包装：{pk(rng, '每件独立胶袋，外箱五层瓦楞纸箱|12件一内盒，48件一外箱|按外商包装指示执行')}，外箱须刷唛头如下：正唛 {cust.split()[0].upper()} / PO NO.: {cpo} / C/NO.: 1-UP / MADE IN CHINA。",
        f"质量：按确认样生产，大货生产前须提交产前样；出货前由{pk(rng, '我司QC|外商指定第三方（SGS / BV）|我司跟单员')}验货，验货不合格由供方承担返工及一切费用。",
        "付款："
        + (
            f"合同签订后预付{dep}%定金，计人民币¥{cj.money(r2(total * dep / 100))}，余款验货合格出运后30天内付清。"
            if dep and stated
            else "货物出运、收到发票后30天内付款。"
        ),
        "发票：供方须开具13%增值税专用发票（出口退税用），开票品名与报关品名一致。",
    ]
    for k, t in enumerate(clauses, 1):
        for j, ln in enumerate(cj.wrap(f"{k}. {t}", 8.2, wd)):
            if y + 12 > bottom:
                y = brk()
            pdf.text(m + (0 if j == 0 else 12), y, ln, 8.2)
            y += 12.5
    y += 6
    if y + 110 > bottom:
        y = brk()
    pdf.text(m, y + 4, "请贵司收到本函后一个工作日内签字盖章回传确认，谢谢合作！", 8.8)
    y += 26
    half = wd / 2
    pdf.text(m, y, "订货方：", 8.8)
    pdf.text(m, y + 16, buyer, 9, bold=True)
    pdf.text(m, y + 34, f"经办人：{sender}", 8.6)
    pdf.text(m, y + 50, f"日期：{cj.fdate(d, 'cn')}", 8.6)
    pdf.text(m + half, y, "供货方确认（签字盖章）：", 8.8)
    pdf.line(m + half, y + 50, right, y + 50, lw=0.5)
    pdf.text(m + half, y + 64, "日期：", 8.6)
    if rng.random() < 0.75:
        pdf.stamp(m + 120, y + 24, buyer, rng, caption=pk(rng, "业务专用章|合同专用章"), r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_zh_waimao_dinghuohan_chuanzhen(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zw)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong school's bilingual order form

HS_SCH = [
    ("{p}{b}中學", "{P} {B} Secondary School"),
    ("{b}書院", "{B} College"),
    ("{p}{b}紀念中學", "{B} Memorial Secondary School"),
    ("{b}小學", "{B} Primary School"),
    ("{p}{b}幼稚園", "{B} Kindergarten"),
    ("{b}學校", "{B} School"),
]
HS_P = [
    ("聖公會", "S.K.H."),
    ("循道衛理", "Methodist"),
    ("佛教", "Buddhist"),
    ("天主教", "Catholic"),
    ("東華三院", "TWGHs"),
    ("保良局", "Po Leung Kuk"),
    ("基督教", "Christian"),
    ("", ""),
]
HS_B = [
    ("聖保羅", "St. Paul's"),
    ("德信", "Tak Shun"),
    ("明愛", "Caritas"),
    ("培英", "Pui Ying"),
    ("啟思", "Kai Sze"),
    ("真光", "True Light"),
    ("伍少梅", "Wu Siu Mui"),
    ("李兆基", "Lee Shau Kee"),
    ("陳瑞祺", "Chan Sui Ki"),
    ("何文田", "Ho Man Tin"),
    ("慈幼", "Salesian"),
    ("林大輝", "Lam Tai Fai"),
]
HS_SUP_ZH = [
    "{b}文具有限公司",
    "{b}電腦有限公司",
    "{b}科學儀器有限公司",
    "{b}書局",
    "{b}體育用品公司",
    "{b}影音器材有限公司",
    "{b}紙品公司",
    "{b}圖書有限公司",
]
HS_SUP_EN = [
    "{e} Stationery Co.",
    "{e} Computer Ltd.",
    "{e} Scientific Supplies Limited",
    "{e} Sports Company",
    "{e} Educational Supplies Co., Ltd.",
    "{e} AV Solutions Ltd",
]
HS_ITEMS = [
    ("A4影印紙 80g (5包/箱)", "箱", 150, 210),
    ("白板筆 (12支/盒)", "盒", 38, 65),
    ("電子計算機 fx-50FH II", "部", 160, 220),
    ("實驗用燒杯 250ml", "個", 18, 35),
    ("籃球 7號 (比賽用)", "個", 180, 420),
    ("羽毛球拍", "支", 120, 380),
    ("平板電腦保護套", "個", 85, 160),
    ("無線咪高峰套裝", "套", 1200, 2800),
    ("投影機燈泡", "個", 900, 1600),
    ("美術顏料套裝 (24色)", "套", 45, 95),
    ("中文圖書 (圖書館採購)", "本", 58, 128),
    ("顯微鏡玻片 (50片/盒)", "盒", 45, 90),
    ("文件夾 A4 (10個/包)", "包", 22, 48),
    ("USB-C 充電器 65W", "個", 220, 380),
    ("校隊運動服", "套", 160, 260),
    ("STEM 編程套件", "套", 480, 980),
]
HS_BUDGET = [
    "擴大營辦津貼 EOEBG",
    "學校及班級津貼 S&CG",
    "資訊科技綜合津貼 CITG",
    "學校發展津貼 CSSA",
    "全方位學習津貼 LWLG",
    "學生活動基金",
    "圖書館津貼",
    "家長教師會撥款",
]
HS_DEPT = [
    "中文科",
    "英文科",
    "數學科",
    "科學科",
    "體育科",
    "視藝科",
    "資訊科技組",
    "圖書館",
    "總務組",
    "課外活動組",
    "STEM 組",
]


def _hk_sup(rng: random.Random, avoid: str = "") -> str:
    b = rng.choice([x for x in cj.HK_BRANDS if x[0] not in avoid])
    if rng.random() < 0.6:
        return rng.choice(HS_SUP_ZH).format(b=b[0])
    return rng.choice(HS_SUP_EN).format(e=b[1])


def _hs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right, wd, bottom = pdf.w - m, pdf.w - 2 * m, pdf.h - 52
    zh_t, en_t = rng.choice(HS_SCH)
    (p_zh, p_en), (b_zh, b_en) = rng.choice(HS_P), rng.choice(HS_B)
    school = zh_t.format(p=p_zh, b=b_zh)
    school_en = " ".join(en_t.format(P=p_en, B=b_en).split())
    sup = _hk_sup(rng)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO/{Y}/{n3}|{y}{m}-{n3}|P{y}-{n4}|SCH/{Y}/{n4}")
    quo = cj.number(rng, d, "Q{y}{n4}|QT-{n5}|{n6}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.1, 0.2, 0.5), Color(0.45, 0.1, 0.15), Color(0.1, 0.35, 0.2), black])

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 26,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.2,
            align="r",
            colour=GREY,
        )
        pdf.text(m, pdf.h - 26, "白色：供應商　黃色：會計　粉紅：存根", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{school}　訂購單（續）　Order No.: {po}", 8.8, bold=True)
        return 50

    cx, cy = m + 26, 46
    pdf.c.setStrokeColor(ink)
    pdf.c.setLineWidth(1.4)
    pdf.c.circle(cx, pdf.h - cy, 24)
    pdf.c.setLineWidth(0.6)
    pdf.c.circle(cx, pdf.h - cy, 19)
    pdf.text(cx, cy + 5, b_zh[:1] or "校", 14, align="c", bold=True, colour=ink)
    pdf.text(m + 60, 38, school, 15, bold=True, colour=ink)
    pdf.text(m + 60, 52, school_en, 9.6, colour=ink)
    pdf.text(
        m + 60,
        64,
        f"香港{pk(rng, '九龍|新界|')}{pk(rng, '將軍澳|沙田|觀塘|深水埗|屯門|荃灣|柴灣|元朗')}{pk(rng, '培成路|富善街|翠屏道|大埔道|寶林北路|青山公路')}{rng.randint(1, 88)}號　電話：{cj.hk_tel(rng)}　傳真：{cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    pdf.text(pdf.w / 2, 96, "訂 購 單", 16, align="c", bold=True, space=2)
    pdf.text(
        pdf.w / 2,
        110,
        pk(rng, "PURCHASE ORDER|ORDER FORM|PURCHASE ORDER FORM"),
        9.6,
        align="c",
        bold=True,
    )
    y = 122
    sup_cell = sup
    ws = cj.rel(wd, [19, 31, 19, 31])
    grid = [
        ["訂單編號 Order No.", po, "日期 Date", cj.fdate(d, rng.choice(["hk", "cn"]))],
        ["供應商 Supplier", sup_cell],
        [
            "聯絡人 Contact",
            f"{cj.person(rng, 'zh-Hant')}{pk(rng, '先生|小姐|')}",
            "電話 Tel.",
            cj.hk_tel(rng),
        ],
        [
            "報價編號 Quotation Ref.",
            quo,
            "報價日期 Date",
            cj.fdate(cj.later(rng, d, -20, -3), "hk"),
        ],
        ["預算項目 Budget", rng.choice(HS_BUDGET), "科組 Dept.", rng.choice(HS_DEPT)],
        ["送貨地點 Deliver to", f"{school} {pk(rng, '校務處|圖書館|禮堂|實驗室|體育室')}"],
    ]
    if rng.random() < 0.3:
        # the supplier unlabelled as an address block above the grid
        grid.pop(1)
        street = f"{pk(rng, '九龍|香港|新界')}{pk(rng, '觀塘|長沙灣|葵涌|柴灣|旺角|荃灣')}{pk(rng, '開源道|長順街|興芳路|利眾街|彌敦道|沙咀道')}{rng.randint(1, 99)}號{rng.randint(1, 30)}樓{rng.choice('ABCDEF')}室"
        pdf.text(m, y + 8, sup, 10, bold=True)
        pdf.text(m, y + 21, street, 7.8)
        pdf.text(
            m,
            y + 33,
            f"Attn: {cj.person(rng, 'zh-Hant')}{pk(rng, '先生|小姐')}　Fax: {cj.hk_tel(rng)}",
            7.8,
        )
        y += 44
    elif rng.random() < 0.4:
        grid.insert(0, grid.pop(1))
    y = kgrid(pdf, m, y, ws, grid, h=19, size=7.8, ink=ink, fill=PALE) + 14
    n = n_lines(rng, [1, 1, 2, 3, 3, 4, 5, 6, 8], [24, 30, 36, 64])
    lines = more_lines(
        rng, HS_ITEMS, n, [1, 2, 5, 10, 10, 20, 30, 40], ["（補充）", "（另一款）", "（第二批）"]
    )
    lines = requant(rng, lines, 800, [1, 1, 2, 3, 4])
    sub = sum((a for *_, a in lines), ZERO)
    if stated:
        ws = cj.rel(wd, [8, 48, 10, 8, 13, 15])
        heads = [
            "項目 Item",
            "貨品說明 Description",
            "數量 Qty",
            "單位",
            "單價 Unit Price",
            "金額 Amount",
        ]
        body = [
            ([str(i), it[0], f"{q:,.0f}", it[1], cj.money(p), cj.money(a)], a)
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        al = "clrcrr"
    else:
        ws = cj.rel(wd, [8, 62, 14, 16])
        heads = ["項目 Item", "貨品說明 Description", "數量 Qty", "單位 Unit"]
        body = [
            ([str(i), it[0], f"{q:,.0f}", it[1]], ZERO) for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        al = "clrc"
    y = ctable(
        pdf, m, y, ws, heads, body, al, rowh=17, size=7.8, bottom=bottom, brk=brk, fill=PALE, hh=20
    )
    y += 10
    disc = r2(sub * rng.choice([5, 10]) / 100) if stated and rng.random() < 0.3 else ZERO
    total = sub - disc
    if y + 170 > bottom:
        y = brk()
    if stated:
        rows = [("小計 Sub-total", f"HK${cj.money(sub)}")]
        if disc:
            rows.append(("折扣 Discount", f"-HK${cj.money(disc)}"))
        rows.append(
            (pk(rng, "總額 Total|總計 Grand Total|合共 Total Amount"), f"HK${cj.money(total)}")
        )
        y = cj.sums(pdf, right, y + 8, rows, size=9, label_w=110)
    else:
        pdf.text(m, y + 8, "價格按供應商報價單計算，以發票為準。Price as per quotation.", 8.4)
        y += 20
    y += 4
    pdf.text(m, y + 4, "報價比較 Quotations obtained", 8.8, bold=True, colour=ink)
    y += 10
    others = []
    while len(others) < 2:
        o = _hk_sup(rng)
        if o != sup and o not in others:
            others.append(o)
    base = total if stated else Decimal(rng.randint(3000, 40000))
    quotes = [(sup, base, True)] + [
        (o, r2(base * Decimal(rng.randint(103, 135)) / 100), False) for o in others
    ]
    rng.shuffle(quotes)
    qw = cj.rel(wd, [8, 50, 22, 20])
    y = crow(
        pdf,
        m,
        y,
        qw,
        ["", "供應商 Supplier", "報價 Quoted (HK$)", "備註 Remarks"],
        "cclc",
        h=16,
        size=7.6,
        fill=PALE,
        head=True,
    )
    for k, (nm, amt, chosen) in enumerate(quotes, 1):
        y = crow(
            pdf,
            m,
            y,
            qw,
            [str(k), nm, cj.money(amt), "最低報價 Lowest" if chosen else ""],
            "clrl",
            h=15,
            size=7.6,
        )
    y += 30
    sw = wd / 3
    for k, lab in enumerate(["經手人 Prepared by", "科主任 / 組長 Panel Head", "校長 Principal"]):
        x = m + k * sw
        pdf.line(x + 8, y, x + sw - 8, y, lw=0.5)
        pdf.text(x + sw / 2, y + 12, lab, 7.6, align="c")
        pdf.text(x + sw / 2, y + 24, "日期 Date: ________", 7.2, align="c", colour=GREY)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_hk_xuexiao_dinggoudan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hs)


# --------------------------------------------------------------------------- 4 ja farm corporation's landscape 注文書

JN_BUY = [
    "農業法人 株式会社{p}ファーム",
    "{p}農業協同組合",
    "有限会社{p}農園",
    "株式会社{p}アグリ",
    "農事組合法人{p}営農組合",
    "合同会社{p}ベジタブル",
]
JN_P = (
    "みどり 八ヶ岳 北斗 さくら 大地 あさひ 青葉 那須 十勝 信州 いずみ 白樺 富士見 吉野 美瑛".split()
)
JN_SUP_FORMED = [
    "株式会社{b}農材",
    "{b}種苗株式会社",
    "{b}農機株式会社",
    "株式会社{b}資材",
    "{b}肥料株式会社",
    "有限会社{b}商事",
    "{b}アグリテック株式会社",
]
JN_SUP_BARE = ["{b}農機商会", "{b}種苗店", "{b}資材センター"]
JN_B = "丸山 高橋 中央 東洋 北陸 関東 山田 日東 信和 大和 松本 太平 昭和 清水 大成".split()
JN_ITEMS = [
    ("育苗培土 50L", "袋", 8, 780, 1280),
    ("化成肥料 14-14-14 20kg", "袋", 10, 1850, 2900),
    ("有機配合肥料 15kg", "袋", 10, 1600, 2700),
    ("マルチフィルム 黒 135cm×200m", "本", 10, 3200, 5400),
    ("防虫ネット 1mm目 1.8×100m", "本", 10, 9800, 16500),
    ("農業用ハウスビニール 0.1mm", "本", 10, 18000, 32000),
    ("トマト種子 1000粒", "袋", 8, 4800, 9800),
    ("ほうれん草種子 2dl", "缶", 8, 2600, 4800),
    ("出荷用段ボール 5kg", "枚", 10, 95, 160),
    ("選果コンテナ 20L", "個", 10, 980, 1680),
    ("点滴チューブ 20cm間隔 500m", "巻", 10, 12000, 21000),
    ("散布用ノズル 交換部品", "個", 10, 1200, 3600),
    ("刈払機 替刃 255mm", "枚", 10, 1500, 2800),
    ("作業用長靴 26cm", "足", 10, 2800, 4800),
    ("殺菌剤 500ml", "本", 8, 2400, 4600),
]


def _jn(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(28, 38)
    right, bottom = pdf.w - m, pdf.h - 36
    lw_ = (pdf.w - 2 * m) * rng.uniform(0.33, 0.37)
    rx = m + lw_ + 18
    rw = right - rx
    buyer = rng.choice(JN_BUY).format(p=rng.choice(JN_P))
    sup = bare_or(rng, JN_SUP_FORMED, JN_SUP_BARE, 0.25).format(b=rng.choice(JN_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n4}|HC{Y}{n4}|No.{n6}|{Y}{m}{d}-{n2}|A-{n5}")
    quo = cj.number(rng, d, "M{y}{n5}|見{n6}|Q-{n4}")
    stated = stated_of(rng)
    page = [1]
    ys = rng.choice([0, 2])
    ds = rng.choice(["cn", "slash", "reiwa"])

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 18,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"注文書（続き）　注文番号 {po}　{sup} 御中", 9, bold=True)
        return 48

    # left column
    pdf.text(m, 50, pk(rng, "注 文 書|注文書|御 注 文 書|発注書 兼 注文書"), 22, bold=True, space=2)
    y = 66
    y = (
        kgrid(
            pdf,
            m,
            y,
            [lw_ * 0.35, lw_ * 0.65],
            [[pk(rng, "注文番号|注文No.|発注番号"), po], ["注文日", cj.fdate(d, ds)]],
            h=17,
            size=8.2,
            labels=(0,),
            fill=PALE,
        )
        + 22
    )
    for ln in cj.wrap(f"{sup}", 13, lw_ - 40):
        pdf.text(m, y, ln, 13, bold=True)
        y += 16
    pdf.text(m + lw_, y - 16, "御中", 11, align="r")
    pdf.line(m, y - 11, m + lw_, y - 11, lw=0.8)
    if rng.random() < 0.5:
        pdf.text(m + 8, y + 4, f"ご担当：{cj.person(rng, 'ja')} 様", 8.4)
        y += 14
    y += 10
    pdf.text(m, y, "下記の通り注文いたします。", 8.8)
    y += 14
    sub10, sub8 = ZERO, ZERO
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 7, 8, 10], [26, 32])
    lines = more_lines(
        rng, JN_ITEMS, n, [1, 2, 3, 5, 10, 20, 30, 50], ["（追加）", "（別規格）"], places=0
    )
    for it, _q, _p, a in lines:
        if it[2] == 8:
            sub8 += a
        else:
            sub10 += a
    t10 = (sub10 * Decimal("0.10")).quantize(Decimal(1), rounding="ROUND_DOWN")
    t8 = (sub8 * Decimal("0.08")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub10 + sub8 + t10 + t8
    if stated:
        pdf.rect(m, y, lw_, 32, stroke=black, lw=1)
        pdf.rect(m, y, lw_ * 0.38, 32, fill=PALE, stroke=black, lw=1)
        pdf.text(m + lw_ * 0.19, y + 20, "ご注文金額", 9.4, align="c", bold=True)
        pdf.text(m + lw_ - 8, y + 21, cj.yen(total, ys), 14, align="r", bold=True)
        pdf.text(m + lw_ * 0.19, y + 29, "（税込）", 6.8, align="c", colour=GREY)
        y += 48
    bx = y
    pdf.text(m, bx + 4, "発注者", 7.6, colour=GREY)
    yy = bx + 18
    pdf.text(m, yy, buyer, 10.4, bold=True)
    yy += 14
    for s in [
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"登録番号 T{rng.randint(10**12, 10**13 - 1)}",
        f"担当：{cj.person(rng, 'ja')}",
    ]:
        pdf.text(m, yy, s, 7.8)
        yy += 11.5
    if rng.random() < 0.8:
        core = (
            buyer.split()[-1]
            .replace("株式会社", "")
            .replace("有限会社", "")
            .replace("合同会社", "")
            .replace("農事組合法人", "")
        )
        pdf.stamp(m + lw_ - 36, bx + 36, core[:6] + "之印", rng, shape="rect", r=30)
    # right column
    y = 40
    info = [
        [
            "納品場所",
            f"{pk(rng, '本社倉庫|第二圃場 作業小屋|選果場|育苗ハウス前')}（{cj.ja_addr(rng)[9:]}）",
        ],
        [
            "納期",
            cj.fdate(cj.later(rng, d, 5, 30), ds)
            if rng.random() < 0.7
            else pk(rng, "別途ご相談|4月上旬|至急"),
        ],
        ["支払条件", pk(rng, "月末締め翌月末 銀行振込|月末締め翌々月10日払い|納品後30日以内 振込")],
        ["見積番号", quo],
    ]
    if rng.random() < 0.5:
        info.append(["件名", pk(rng, "春作 資材一式|ハウス張替え資材|育苗用資材|出荷資材（定期）")])
    y = kgrid(pdf, rx, y, [70, rw - 70], info, h=17, size=8, labels=(0,), fill=PALE) + 12
    if stated:
        ws = cj.rel(rw, [5, 40, 9, 7, 13, 15, 7])
        heads = ["No.", "品名・規格", "数量", "単位", "単価", "金額", "税率"]
        body = [
            (
                [
                    str(i),
                    it[0],
                    f"{q:,.0f}",
                    it[1],
                    f"{p:,.0f}",
                    f"{a:,.0f}",
                    f"{it[2]}%{'※' if it[2] == 8 else ''}",
                ],
                a,
            )
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        al = "clrcrrc"
    else:
        ws = cj.rel(rw, [6, 58, 12, 10, 14])
        heads = ["No.", "品名・規格", "数量", "単位", "備考"]
        body = [
            ([str(i), it[0], f"{q:,.0f}", it[1], ""], ZERO)
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        al = "clrcl"

    def brk_r() -> float:
        return brk()

    y = ctable(
        pdf,
        rx,
        y,
        ws,
        heads,
        body,
        al,
        rowh=16,
        size=7.8,
        bottom=bottom,
        brk=brk_r,
        fill=PALE,
        hh=17,
    )
    y += 8
    if y + 100 > bottom:
        y = brk()
    if stated:
        tw = cj.rel(rw * 0.55, [34, 33, 33])
        y2 = crow(
            pdf,
            rx,
            y,
            tw,
            ["税率別内訳", "対象額（税抜）", "消費税"],
            "ccc",
            h=15,
            size=7.4,
            fill=PALE,
            head=True,
        )
        rows = []
        if sub10:
            rows.append(["10%対象", f"{sub10:,.0f}", f"{t10:,.0f}"])
        if sub8:
            rows.append(["8%対象（軽減）", f"{sub8:,.0f}", f"{t8:,.0f}"])
        for r_ in rows:
            y2 = crow(pdf, rx, y2, tw, r_, "lrr", h=15, size=7.4)
        sx = right - rw * 0.4
        yy = y
        for lab, v, b in [
            ("小計", f"{sub10 + sub8:,.0f}", False),
            ("消費税", f"{t10 + t8:,.0f}", False),
            (pk(rng, "合計|合計金額|総合計"), cj.yen(total, ys), True),
        ]:
            pdf.text(sx, yy + 12, lab, 9 if b else 8.4, bold=b)
            pdf.text(right, yy + 12, v, 10.4 if b else 8.4, align="r", bold=b)
            pdf.line(sx, yy + 16, right, yy + 16, lw=0.8 if b else 0.4)
            yy += 18
        y = max(y2, yy) + 10
        if sub8:
            pdf.text(rx, y, "※印は軽減税率（8%）対象品目です。", 7.4, colour=GREY)
            y += 12
    else:
        pdf.text(rx, y + 8, "金額は別途お見積りの単価にて精算いたします。", 8.4)
        y += 20
    pdf.rect(rx, y + 4, rw, 40, stroke=GREY)
    pdf.text(rx + 6, y + 16, "備考", 7.6, colour=GREY)
    pdf.text(
        rx + 6,
        y + 30,
        pk(
            rng,
            "納品書・請求書には必ず注文番号をご記入ください。|納品の際は前日までにご連絡ください。|本注文書受領後、注文請書をご返送ください。",
        ),
        8,
    )
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_ja_nouhou_chumonsho_yoko(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jn)


# --------------------------------------------------------------------------- 5 en-US online brand's drop-ship PO with a packing slip

US_BRAND = "Juniper & Pine|Saltmarsh Supply|Hollow Oak Home|Fernwood Outfitters|Little Ember Co.|Copper Kettle Kitchen|Bluebird Paper Goods|Tidewater Pet|Northbound Gear|Wildflower Bath|Ridgeback Tools|Sunday Loom|Prairie & Stone|Lantern Row|Quiet Harbor"
US_OP = "{b} LLC|{b} Holdings, Inc.|{b} Goods LLC|{b} Brands Inc."
US_SUP_STEM = "Great Lakes|Sierra|Bayou|Cascade|Piedmont|Keystone|Redwood|Ozark|Badger State|Chesapeake|Lone Star|Mesa|Tri-County|Heartland|Summit"
US_SUP_TRADE = "Wholesale|Distributors|Housewares|Pet Products|Home Goods|Supply Co.|Trading|Imports|Outdoor Products|Brands"
US_FORM = " Inc.|, Inc.| LLC| Corp.| Co.|, LLC"
US_CITY = [
    ("Reno", "NV 89502"),
    ("Memphis", "TN 38118"),
    ("Columbus", "OH 43228"),
    ("Allentown", "PA 18106"),
    ("Ontario", "CA 91761"),
    ("Grand Prairie", "TX 75050"),
    ("Joliet", "IL 60436"),
    ("Savannah", "GA 31408"),
    ("Kent", "WA 98032"),
    ("Indianapolis", "IN 46241"),
]
US_HOME = [
    ("Portland", "OR 97214"),
    ("Asheville", "NC 28801"),
    ("Boise", "ID 83702"),
    ("Madison", "WI 53703"),
    ("Tucson", "AZ 85719"),
    ("Burlington", "VT 05401"),
    ("Durham", "NC 27701"),
    ("Fort Collins", "CO 80521"),
    ("Ann Arbor", "MI 48104"),
    ("Sarasota", "FL 34236"),
]
US_PEOPLE_F = "Emily|Jordan|Marcus|Priya|Hannah|Diego|Olivia|Tyler|Grace|Andre|Megan|Noah|Sofia|Caleb|Renee".split(
    "|"
)
US_PEOPLE_L = "Whitaker|Nguyen|Castillo|Brennan|Okafor|Lindqvist|Patel|Moreau|Sullivan|Harmon|Delgado|Kowalski|Reyes|Bishop|Tran".split(
    "|"
)
US_ITEMS = [
    ("Cast iron skillet 10 in.", 39.99, 14.5, 24),
    ("Stoneware mug set of 4", 34.0, 11, 19),
    ("Linen tea towels, 3-pack", 24.0, 7.5, 12),
    ("Bamboo cutting board, large", 29.99, 9.8, 16),
    ("Enamel dutch oven 5.5 qt", 119.0, 38, 62),
    ("Dog harness, adjustable M", 26.5, 6.2, 11),
    ("Orthopedic pet bed 36 in.", 79.0, 24, 39),
    ("Soy candle, cedar 8 oz", 22.0, 4.1, 7.2),
    ("Hand-poured soap bar, 3-pack", 18.0, 5.5, 9),
    ("Insulated bottle 24 oz", 32.0, 8.9, 14),
    ("Camp lantern, rechargeable", 44.95, 12.5, 21),
    ("Wool throw blanket 50x60", 98.0, 27, 44),
    ("Ceramic planter 8 in.", 28.0, 8, 13.5),
    ("Leather notebook A5", 36.0, 9.2, 15),
    ("Multi-tool 14-in-1", 49.0, 11.8, 19.5),
    ("Kids' rain boots, size 12", 34.99, 10.4, 17),
]


def _us_name(rng: random.Random) -> str:
    return f"{rng.choice(US_PEOPLE_F)} {rng.choice(US_PEOPLE_L)}"


def _ud(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, pk(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(34, 46)
    right, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 46
    brand = pk(rng, US_BRAND)
    op = pk(rng, US_OP).format(b=brand.replace(" & ", " and ").replace(" Co.", "").replace(".", ""))
    stem = pk(rng, US_SUP_STEM)
    sup = f"{stem} {pk(rng, US_SUP_TRADE)}"
    if not sup.endswith("Co.") and rng.random() < 0.7:
        sup += pk(rng, US_FORM)
    dt = la.day(rng)
    ini = "".join(w[0] for w in brand.replace("&", "").split() if w[0].isalpha())[:3].upper()
    po = la.digits(
        rng,
        pk(rng, "DS-#####|PO-DS-####|DS####-##|#####|D-######|{I}-DS-#####|{I}PO####").replace(
            "{I}", ini
        ),
    )
    shop_no = la.digits(rng, pk(rng, "#####|#####|###-####"))
    mkt = la.digits(rng, "###-#######-#######")
    channel = pk(rng, "Shopify|Amazon|Etsy|Wayfair|Walmart Marketplace|Website")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([(0.13, 0.32, 0.27), (0.2, 0.2, 0.35), (0.55, 0.25, 0.15), (0.1, 0.1, 0.1)])
    dsf = rng.choice(["us", "usl", "iso"])

    def foot() -> None:
        d.t(
            right,
            d.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.4,
        )
        d.t(
            m,
            d.h - 24,
            f"{brand} - drop ship program - questions: vendors@{brand.split()[0].lower().replace('&', '')}.com",
            7,
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{brand} - Drop Ship PO {po} (continued)", 9.5, b=True)
        return 54

    rgb_text(d, m, 46, brand.upper() if rng.random() < 0.5 else brand, 19, ink)
    d.t(m, 60, f"Operated by {op}", 7.8, grey=0.35)
    ct, zp = rng.choice(US_HOME)
    d.t(
        m,
        71,
        f"{rng.randint(100, 9999)} {pk(rng, 'SE Division St|Main St|Commerce Way|Market St|Innovation Dr')}, {ct}, {zp}",
        7.8,
        grey=0.35,
    )
    d.t(
        right,
        44,
        pk(rng, "DROP SHIP PURCHASE ORDER|DROP-SHIP ORDER|PURCHASE ORDER - DROP SHIP"),
        13,
        b=True,
        al="r",
    )
    d.t(right, 58, "Please ship direct to our customer", 8, al="r", grey=0.35)
    y = 86
    strip = [
        ("PO Number", po),
        ("PO Date", la.dfmt(dt, dsf)),
        ("Ship By", la.dfmt(dt + timedelta(days=rng.choice([1, 2, 2, 3])), dsf)),
        (
            "Ship Via",
            pk(rng, "UPS Ground|FedEx Home Delivery|USPS Priority|UPS 2nd Day Air|Best Way"),
        ),
        ("Terms", pk(rng, "Net 30|Net 45|Net 15|Prepaid - card on file")),
    ]
    if rng.random() < 0.3:
        strip.insert(1, ("Vendor #", la.digits(rng, "V####")))
    sw = wd / len(strip)
    for k, (lab, val) in enumerate(strip):
        x = m + k * sw
        rgb_box(d, x, y, sw, 13, ink)
        rgb_text(d, x + 4, y + 9.5, lab.upper(), 7, (1, 1, 1))
        d.box(x, y + 13, sw, 17)
        d.t(x + 4, y + 25, val, 8.6, b=k == 0, maxw=sw - 6)
    y += 44
    scity, szip = rng.choice(US_CITY)
    cust = _us_name(rng)
    hcity, hzip = rng.choice(US_HOME)
    blocks = [
        (
            pk(rng, "SUPPLIER|VENDOR|DROP SHIP VENDOR"),
            [
                sup,
                f"{rng.randint(100, 9999)} {pk(rng, 'Industrial Pkwy|Distribution Dr|Logistics Blvd|Airport Rd')}",
                f"{scity}, {szip}",
                f"Attn: {_us_name(rng)}",
                la.digits(rng, "(###) ###-####"),
            ],
        ),
        (
            "SHIP TO (CUSTOMER)",
            [
                cust,
                f"{rng.randint(10, 9999)} {pk(rng, 'Maple Ave|Oak St|Birch Ln|Willow Ct|Cedar Rd|Elm St')}{pk(rng, '|, Apt 4B|, Unit 12|')}",
                f"{hcity}, {hzip}",
                la.digits(rng, "(###) ###-####"),
            ],
        ),
        (
            "BILL TO",
            [op, "Accounts Payable", f"ap@{brand.split()[0].lower().replace('&', '')}.com"],
        ),
    ]
    if rng.random() < 0.35:
        blocks[1], blocks[2] = blocks[2], blocks[1]
    bw = (wd - 16) / 3
    hh = 0
    for k, (cap, ls) in enumerate(blocks):
        x = m + k * (bw + 8)
        d.t(x, y + 8, cap, 7.4, b=True, grey=0.3)
        d.line(x, y + 11, x + bw, y + 11, 0.8)
        yy = y + 23
        for j, s in enumerate(ls):
            d.t(x, yy, s, 8.8 if j == 0 else 8, b=j == 0, maxw=bw)
            yy += 11
        hh = max(hh, yy - y)
    y += hh + 8
    d.box(m, y, wd, 28, fill=0.94, stroke=False)
    d.t(m + 6, y + 11, f"Sales channel: {channel}", 7.8)
    d.t(
        m + 6,
        y + 22,
        f"Customer order #{shop_no}"
        + (
            f"   Marketplace order ID {mkt}"
            if channel.startswith(("Amazon", "Walmart", "Wayfair"))
            else ""
        ),
        7.8,
    )
    d.t(
        right - 6, y + 11, f"Gift order: {pk(rng, 'No|No|Yes - gift message on slip')}", 7.8, al="r"
    )
    d.t(right - 6, y + 22, f"Signature required: {pk(rng, 'No|No|Yes')}", 7.8, al="r")
    y += 40
    n = n_lines(rng, [1, 1, 1, 2, 2, 3, 4], [18, 26, 34], p=0.12)
    lines = more_lines(
        rng, US_ITEMS, n, [1, 1, 1, 2, 2, 3, 4], ["- Gift Box", "- 2nd color", "(bundle)"]
    )
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        vsku = la.digits(rng, pk(rng, "@@-####|#####-@|@###-##"))
        osku = f"{brand[:2].upper()}-{rng.randint(1000, 9999)}"
        if stated:
            rows.append(
                (
                    [
                        str(i),
                        vsku,
                        osku,
                        it[0],
                        f"{q:.0f}",
                        f"${it[1]:.2f}",
                        f"${p:,.2f}",
                        f"${a:,.2f}",
                    ],
                    a,
                )
            )
        else:
            rows.append(([str(i), vsku, osku, it[0], f"{q:.0f}", f"${it[1]:.2f}"], ZERO))
    if stated:
        ws = [wd * f for f in (0.05, 0.13, 0.11, 0.36, 0.06, 0.09, 0.1, 0.1)]
        heads = [
            "Ln",
            "Vendor SKU",
            "Our SKU",
            "Description",
            "Qty",
            "MSRP",
            "Unit Cost",
            "Ext. Cost",
        ]
        al = "clllrrrr"
    else:
        ws = [wd * f for f in (0.06, 0.15, 0.13, 0.48, 0.08, 0.1)]
        heads = ["Ln", "Vendor SKU", "Our SKU", "Description", "Qty", "MSRP"]
        al = "clllrr"
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        al,
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        hrgb=ink,
        grid=False,
    )
    sub = sum((a for _, a in rows), ZERO)
    fee = Decimal(rng.choice(["2.50", "3.00", "3.50", "5.00", "0"])) if stated else ZERO
    ship = Decimal(rng.choice(["0", "0", "8.95", "12.40", "14.75", "19.90"])) if stated else ZERO
    total = sub + fee + ship
    if y + 200 > bottom:
        y = brk()
    y += 8
    if stated:
        sx = right - 190
        srows = [("Merchandise", f"${sub:,.2f}", False)]
        if fee or rng.random() < 0.5:
            srows.append(
                (pk(rng, "Drop-ship fee|Dropship handling|Per-order fee"), f"${fee:,.2f}", False)
            )
        srows.append(
            (
                pk(rng, "Shipping|Freight (label billed to vendor)|Shipping & handling"),
                f"${ship:,.2f}" if ship else "$0.00",
                False,
            )
        )
        srows.append(
            (pk(rng, "Total Cost|PO Total|Total Due Vendor|Order Total"), f"${total:,.2f}", True)
        )
        y = d.summary(sx, right, y, srows, size=8.6, box_last=True)
    else:
        d.t(
            m,
            y + 8,
            "Cost per current vendor price list; invoice at list cost less agreed allowance.",
            8,
        )
        y += 14
    y += 6
    for s in [
        "Ship blind: no invoices, price tags or vendor marketing in the carton. Use the packing slip below.",
        f"Upload tracking within 24 hours of shipment referencing PO {po}.",
    ]:
        d.t(m, y + 8, s, 7.6, grey=0.25)
        y += 11
    y += 14
    # packing slip
    if y + 120 > bottom:
        y = brk()
    d.line(m, y, right, y, 0.6, dash=[4, 3])
    pdf_mid = d.w / 2
    d.box(pdf_mid - 30, y - 4, 60, 8, fill=1, stroke=False)
    d.t(pdf_mid, y + 2.5, "cut here", 6.5, al="c", grey=0.5)
    y += 20
    rgb_text(d, m, y + 6, brand, 13, ink)
    d.t(right, y + 6, "PACKING SLIP", 11, b=True, al="r")
    y += 16
    d.t(m, y + 6, f"Order #{shop_no}  ·  {la.dfmt(dt, dsf)}", 8.2)
    d.t(right, y + 6, f"Ship to: {cust}, {hcity}", 8.2, al="r")
    y += 16
    for it, q, _p, _a in lines[:8]:
        d.t(m + 6, y + 6, f"{q:.0f} x  {it[0]}", 8)
        y += 11
    if len(lines) > 8:
        d.t(m + 6, y + 6, f"... and {len(lines) - 8} more items", 8, grey=0.4)
        y += 11
    d.t(
        pdf_mid,
        y + 14,
        pk(
            rng,
            "Thank you for shopping small!|Thanks for your order - enjoy!|Questions about your order? Reply to your confirmation e-mail.",
        ),
        8,
        al="c",
        grey=0.3,
    )
    foot()
    out = finish(d, "en-US", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_en_us_ecommerce_dropship_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ud)


# --------------------------------------------------------------------------- 6 en-IN pharma / chemical PO as a letter with an HSN tax summary

IN_BUY_STEM = "Aarav|Sanjivani|Medicure|Vedanta|Zenova|Shreeji|Navkar|Kaveri|Trident|Auroveda|Lifeline|Suvarna|Nirmal|Indus|Pristine"
IN_BUY_T = "Pharmaceuticals Pvt. Ltd.|Life Sciences Limited|Chemicals Pvt. Ltd.|Laboratories Ltd.|Drugs & Intermediates Pvt. Ltd.|Specialty Chemicals Limited|Formulations Pvt. Ltd."
IN_SUP_STEM = "Shree Balaji|Om Sai|Mahalaxmi|Krishna|Ganesh|Siddhi Vinayak|Jay Ambe|Rajlaxmi|Sunrise|Bharat|Patel|Ashirwad|Unique|Deccan|Hindustan"
IN_SUP_T = [
    "Chemicals",
    "Packaging",
    "Glass Works",
    "Enterprises",
    "Scientific Co.",
    "Industries",
    "Traders",
    "Polymers",
    "Labs & Instruments",
    "Pharma Machinery",
]
IN_SUP_FORM = [" Pvt. Ltd.", " Private Limited", " LLP", "", "", " & Co."]
IN_PLACE = [
    ("Plot No. {n}, GIDC Estate, Ankleshwar", "Gujarat", "24", "393002"),
    ("{n}, MIDC Tarapur, Boisar", "Maharashtra", "27", "401506"),
    ("Survey No. {n}, IDA Pashamylaram, Medak", "Telangana", "36", "502307"),
    ("{n}, Phase II, Baddi", "Himachal Pradesh", "02", "173205"),
    ("C-{n}, Sector 6, Noida", "Uttar Pradesh", "09", "201301"),
    ("Unit {n}, Peenya Industrial Area, Bengaluru", "Karnataka", "29", "560058"),
    ("{n}, Vapi GIDC Phase I", "Gujarat", "24", "396195"),
    ("Shed No. {n}, Jeedimetla, Hyderabad", "Telangana", "36", "500055"),
    ("{n}, Sidco Industrial Estate, Ambattur, Chennai", "Tamil Nadu", "33", "600098"),
]
IN_ITEMS = [
    ("Isopropyl Alcohol IP (200 L drum)", "29051220", "Drum", 18, 9800, 14500),
    ("Microcrystalline Cellulose PH 102", "39129090", "Kg", 18, 165, 240),
    ("Lactose Monohydrate IP", "17021100", "Kg", 5, 110, 175),
    ("Amber glass bottle 100 ml with cap", "70109000", "Nos", 18, 6.5, 11.8),
    ("PVC/PVDC blister film 250 mic", "39204900", "Kg", 18, 310, 460),
    ("Aluminium foil 25 mic printed", "76071190", "Kg", 18, 520, 740),
    ("HDPE container 30 L with lid", "39233090", "Nos", 18, 240, 390),
    ("Corrugated shipper 5-ply", "48191010", "Nos", 12, 28, 64),
    ("Magnesium Stearate IP", "29159090", "Kg", 18, 260, 380),
    ("Purified Talc IP", "25262000", "Kg", 5, 38, 72),
    ("Nitrile gloves (box of 100)", "40151900", "Box", 12, 420, 690),
    ("Filter cartridge 0.2 micron 10 in.", "84212190", "Nos", 18, 2400, 4800),
    ("Printed carton 4-colour", "48192010", "Nos", 12, 2.4, 6.8),
    ("Sodium Bicarbonate IP", "28363000", "Kg", 18, 32, 58),
]
IN_PEOPLE = "Rajesh Kumar|Anil Sharma|Priya Nair|Suresh Patel|Meena Iyer|Vikram Singh|Kavita Desai|Rahul Mehta|Sunita Rao|Deepak Joshi|Arvind Reddy|Neha Kulkarni|Manoj Gupta|Pooja Shah|Sanjay Verma".split(
    "|"
)


def _gstin(rng: random.Random, state: str) -> str:
    pan = la.digits(rng, "@@@@@####@")
    return f"{state}{pan}1Z{rng.choice('0123456789ABCD')}"


def _ip(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, pk(rng, "helv|times|dejavu|helv"))
    m = rng.uniform(40, 54)
    right, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 50
    stem = pk(rng, IN_BUY_STEM)
    buyer = f"{stem} {pk(rng, IN_BUY_T)}"
    trade = rng.choice(IN_SUP_T)
    form = rng.choice(
        [f for f in IN_SUP_FORM if not ("Co." in f and ("&" in trade or "Co." in trade))]
    )
    sup = f"{pk(rng, IN_SUP_STEM)} {trade}{form}".strip()
    bpl, bst, bcode, bpin = rng.choice(IN_PLACE)
    spl, sst, scode, spin = rng.choice(IN_PLACE)
    inter = bcode != scode
    dt = la.day(rng)
    fy = (
        f"{dt.year % 100:02d}-{dt.year % 100 + 1:02d}"
        if dt.month >= 4
        else f"{dt.year % 100 - 1:02d}-{dt.year % 100:02d}"
    )
    ab = "".join(w[0] for w in buyer.split()[:2]).upper()
    po = la.digits(
        rng, pk(rng, f"{ab}/PO/{fy}/####|PO/{fy}/#####|{ab}/PUR/###/{fy}|45000#####|PO-{fy}-####")
    )
    ref = la.digits(rng, pk(rng, f"{ab}/PUR/L-###|PUR/CORR/{fy}/###|Ref/Stores/###"))
    quo = la.digits(rng, pk(rng, "Q-####|QTN/###/{y}|SQ######|####").replace("{y}", fy))
    indent = la.digits(rng, "IND-#####")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["dot", "dmy", "dash"])

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 26,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="c",
            grey=0.4,
        )
        d.t(
            m,
            d.h - 36,
            f"Regd. Office: {bpl.format(n=rng.randint(1, 400))}, {bst} - {bpin}",
            6.6,
            grey=0.45,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer}", 9, b=True)
        d.t(right, 40, f"P.O. No. {po} (contd.)", 8.4, al="r")
        d.line(m, 46, right, 46, 0.5)
        return 60

    d.t(d.w / 2, 46, buyer.upper() if rng.random() < 0.5 else buyer, 15, b=True, al="c")
    d.t(d.w / 2, 59, f"Works: {bpl.format(n=rng.randint(1, 400))}, {bst} - {bpin}", 7.8, al="c")
    d.t(
        d.w / 2,
        70,
        f"CIN: {la.digits(rng, pk(rng, 'U24###@@####PTC######|L24###@@####PLC######'))}   GSTIN: {_gstin(rng, bcode)}   Tel: +91 {la.digits(rng, '##-########')}",
        7.2,
        al="c",
        grey=0.3,
    )
    d.line(m, 77, right, 77, 1.2)
    y = 96
    d.t(m, y, f"Ref: {ref}", 8.8)
    d.t(right, y, f"Date: {la.dfmt(dt, ds)}", 8.8, al="r")
    y += 22
    d.t(m, y, "To,", 9)
    y += 13
    ms = rng.random() < 0.6
    if ms and rng.random() < 0.4:
        d.t(m, y, "M/s.", 9)
        y += 12
        d.t(m, y, sup, 9.4, b=True)
    else:
        d.t(m, y, f"M/s. {sup}" if ms else sup, 9.4, b=True)
    y += 12
    for s in [
        f"{spl.format(n=rng.randint(1, 400))},",
        f"{sst} - {spin}",
        f"GSTIN: {_gstin(rng, scode)}",
    ]:
        d.t(m, y, s, 8.6)
        y += 11.5
    y += 6
    d.t(m, y, f"Kind Attn: {pk(rng, 'Mr.|Ms.|Shri')} {rng.choice(IN_PEOPLE)}", 8.8)
    y += 18
    subj_item = rng.choice(IN_ITEMS)[0].split(" (")[0]
    sub_line = pk(
        rng,
        "Sub: Purchase Order No. {po} for supply of {it}|Sub: Purchase Order for supply of {it} - P.O. No. {po}|Sub: Supply of {it} against our P.O. No. {po}",
    ).format(po=po, it=subj_item if rng.random() < 0.6 else "materials")
    y = wrapped(d, m, y - 9, sub_line, 9, wd, b=True) + 4
    d.t(
        m,
        y + 6,
        f"Ref.: Your quotation No. {quo} dated {la.dfmt(dt - timedelta(days=rng.randint(4, 30)), ds)}"
        + (f"; our indent No. {indent}" if rng.random() < 0.5 else ""),
        8.4,
    )
    y += 22
    d.t(m, y, "Dear Sir / Madam,", 8.8)
    y += 8
    y = (
        wrapped(
            d,
            m,
            y,
            "With reference to the above, we are pleased to place our order on you for the supply of the following materials at the rates, terms and conditions mentioned below. Kindly acknowledge receipt and return the duplicate copy duly signed.",
            8.4,
            wd,
        )
        + 8
    )
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6], [18, 24, 30, 56])
    lines = more_lines(
        rng,
        IN_ITEMS,
        n,
        [10, 25, 50, 100, 200, 500, 1000, 2000],
        ["(Grade B)", "(alt. pack)", "(repeat)"],
    )
    lines = requant(rng, lines, 1000, [1, 2, 4, 5, 10])
    cur = (
        rng.choice(["Rs.", "₹", "INR"])
        if d.reg.startswith("DejaVu")
        else rng.choice(["Rs.", "INR"])
    )
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        if stated:
            rows.append(([str(i), it[0], it[1], f"{q:,.0f}", it[2], inr(p), inr(a)], a))
        else:
            rows.append(([str(i), it[0], it[1], f"{q:,.0f}", it[2]], ZERO))
    if stated:
        ws = [wd * f for f in (0.06, 0.42, 0.11, 0.09, 0.07, 0.11, 0.14)]
        heads = [
            "Sr.",
            "Description of Material",
            "HSN",
            "Qty",
            "Unit",
            f"Rate ({cur})",
            f"Amount ({cur})",
        ]
        al = "clcrcrr"
    else:
        ws = [wd * f for f in (0.07, 0.55, 0.14, 0.12, 0.12)]
        heads = ["Sr.", "Description of Material", "HSN", "Qty", "Unit"]
        al = "clcrc"
    y = ltable(d, m, y, ws, heads, rows, al, size=7.8, rowh=15, bottom=bottom, brk=brk, grid=True)
    sub = sum((a for _, a in rows), ZERO)
    pf = r2(sub * Decimal(rng.choice([0, 0, 1, 2])) / 100) if stated else ZERO
    fr = Decimal(rng.choice([0, 0, 0, 1500, 2500, 4200])) if stated else ZERO
    total = ZERO
    if stated:
        # HSN-wise summary: P&F and freight follow the main rate of the order
        by: dict[tuple[str, int], Decimal] = {}
        for it, _q, _p, a in lines:
            by[(it[1], it[3])] = by.get((it[1], it[3]), ZERO) + a
        extra_rate = max(it[3] for it, *_ in lines)
        if pf or fr:
            key = ("9965" if fr else "9985", extra_rate)
            by[key] = by.get(key, ZERO) + pf + fr
        tax = ZERO
        srows = []
        for (h, rt), tv in sorted(by.items()):
            if inter:
                t = r2(tv * rt / 100)
                srows.append(([h, inr(tv), f"{rt}%", inr(t), inr(t)], t))
            else:
                t = r2(tv * rt / 200)
                srows.append(
                    (
                        [h, inr(tv), f"{rt / 2:g}%", inr(t), f"{rt / 2:g}%", inr(t), inr(2 * t)],
                        2 * t,
                    )
                )
            tax += srows[-1][1]
        gross = sub + pf + fr + tax
        total = gross.quantize(Decimal(1), rounding=ROUND_HALF_UP)
        ro = total - gross
        if y + 90 > bottom:
            y = brk()
        y += 4
        sx = right - 200
        trows = [("Sub Total", inr(sub), False)]
        if pf:
            trows.append(("Packing & Forwarding", inr(pf), False))
        if fr:
            trows.append(("Freight", inr(fr), False))
        y = d.summary(sx, right, y, trows, size=8.4)
        y += 6
        if y + 24 + 15 * len(srows) > bottom:
            y = brk()
        d.t(m, y + 8, "HSN / SAC-wise tax summary", 8.2, b=True)
        y += 12
        if inter:
            hw = [wd * f for f in (0.2, 0.25, 0.15, 0.2, 0.2)]
            hh = ["HSN / SAC", "Taxable Value", "IGST Rate", "IGST Amount", "Total Tax"]
            ha = "crrrr"
        else:
            hw = [wd * f for f in (0.15, 0.19, 0.1, 0.15, 0.1, 0.15, 0.16)]
            hh = [
                "HSN / SAC",
                "Taxable Value",
                "CGST %",
                "CGST Amt",
                "SGST %",
                "SGST Amt",
                "Total Tax",
            ]
            ha = "crrrrrr"
        y = ltable(d, m, y, hw, hh, srows, ha, size=7.6, rowh=14, bottom=bottom, brk=brk, grid=True)
        y += 6
        if y + 70 > bottom:
            y = brk()
        grows = [
            ("Total Tax", inr(tax), False),
            ("Round Off", ("+" if ro >= 0 else "") + f"{ro:.2f}", False),
            (pk(rng, "Grand Total|Total P.O. Value|Net Order Value"), f"{cur} {inr(total)}", True),
        ]
        y = d.summary(sx, right, y, grows, size=8.6, box_last=True)
        y += 4
        y = (
            wrapped(
                d,
                m,
                y,
                f"Amount in words: {in_money_words(total, pk(rng, 'Rupees|Indian Rupees|INR'))}",
                8.2,
                wd,
                b=True,
            )
            + 6
        )
    else:
        y += 8
        d.t(m, y + 6, "Rates: as per our rate contract for the year; GST extra as applicable.", 8.4)
        y += 20
    adv = rng.choice([0, 0, 25, 30, 50])
    terms = [
        f"Delivery: {pk(rng, 'within 15 days|within 3 weeks|on or before ' + la.dfmt(dt + timedelta(days=rng.randint(12, 40)), ds))} at our works, {pk(rng, 'freight paid|door delivery|ex-works, freight to be borne by us')}.",
        "Payment: "
        + (
            f"{adv}% advance against proforma invoice, i.e. {cur} {inr(r2(total * adv / 100))}, balance within 30 days of receipt."
            if adv and stated
            else f"within {rng.choice([30, 45, 60])} days from the date of receipt of material and GST invoice."
        ),
        "Every consignment must be accompanied by the Certificate of Analysis, the GST invoice (in triplicate) and the e-way bill quoting this P.O. number.",
        "Material found not conforming to our specification / approved sample will be rejected and returned at your risk and cost.",
        "Liquidated damages: 0.5% of the order value per week of delay, subject to a maximum of 5%.",
        f"TDS under section 194Q will be deducted as applicable. Our PAN: {la.digits(rng, '@@@@@####@')}.",
        "Jurisdiction: all disputes subject to the courts at our registered office only.",
    ]
    if y + 30 > bottom:
        y = brk()
    d.t(m, y + 8, "TERMS & CONDITIONS", 8.6, b=True)
    y += 14
    for k, t in enumerate(terms[: rng.randint(4, 7)], 1):
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m + 12, y, f"{k}. {t}", 7.8, wd - 12) + 2
    if y + 90 > bottom:
        y = brk()
    y += 14
    d.t(m, y, "Thanking you,", 8.6)
    d.t(right, y, f"For {buyer}", 8.8, b=True, al="r")
    d.t(right, y + 46, "Authorised Signatory", 8.4, al="r")
    d.t(m, y + 30, f"Prepared by: {rng.choice(IN_PEOPLE)} (Purchase)", 7.8, grey=0.3)
    y += 66
    d.line(m, y, right, y, 0.4, dash=[2, 2])
    d.t(
        m,
        y + 12,
        f"ACCEPTANCE: We accept this order with all terms and conditions.    For {sup}    Signature & seal: ____________",
        7.4,
    )
    foot()
    out = finish(d, "en-IN", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_en_in_po_letter_hsn_summary(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ip)


# --------------------------------------------------------------------------- 7 de-CH architect's award of works on behalf of the owner

CH_ARCH = [
    "{a} Architekten AG",
    "{a} + Partner Architekten GmbH",
    "Architekturbüro {a}",
    "{a} Bauleitungen AG",
    "{a} Baumanagement GmbH",
    "Atelier {a} Architektur",
]
CH_ARCH_N = "Huber|Kälin|Brunner|Zgraggen|Bachmann|Gisler|Wyss|Frei|Studer|Meier Ruckstuhl|Schnyder|Baumgartner|Amstutz|Imhof|Lüthi".split(
    "|"
)
CH_OWNER = [
    "Baugenossenschaft {o}",
    "Einwohnergemeinde {c}",
    "Stockwerkeigentümergemeinschaft {o}",
    "Familie {n}",
    "{o} Immobilien AG",
    "Pensionskasse {c}",
    "Schulgemeinde {c}",
]
CH_O = "Sonnenrain|Lindenhof|Rosenberg|Weidmatt|Bergblick|Zelgli|Seefeld|Bühl|Grünau|Allmend|Moosacker|Hofmatt".split(
    "|"
)
CH_CITY = [
    ("Luzern", "6003"),
    ("Zug", "6300"),
    ("Winterthur", "8400"),
    ("Aarau", "5000"),
    ("Chur", "7000"),
    ("Thun", "3600"),
    ("Baden", "5400"),
    ("St. Gallen", "9000"),
    ("Solothurn", "4500"),
    ("Schwyz", "6430"),
    ("Frauenfeld", "8500"),
    ("Olten", "4600"),
    ("Sursee", "6210"),
    ("Wil SG", "9500"),
]
CH_SUP_N = "Gebr. Odermatt|Imfeld|Ziegler|Bucher|Marti|Käppeli|Wicki|Gasser|Suter|Hess|Kaufmann|Schmid|Vogel|Aregger|Renggli".split(
    "|"
)
CH_BKP = [
    (
        "211",
        "Bau AG|Bauunternehmung AG|Hoch- und Tiefbau AG",
        "Baumeisterarbeiten",
        ["Aushub maschinell", "m3", 28, 45],
        ["Beton C30/37 liefern und einbringen", "m3", 210, 290],
        ["Schalung Wände Typ 2", "m2", 58, 85],
    ),
    (
        "221",
        "Fensterbau AG|Fenster GmbH",
        "Fenster aus Holz/Metall",
        ["Holz-Metall-Fenster 2-flg., 3-fach IV", "Stk", 1450, 2600],
        ["Hebeschiebetür 3.20 x 2.40 m", "Stk", 5800, 8900],
        ["Fensterbank Alu eloxiert", "m", 85, 140],
    ),
    (
        "224",
        "Bedachungen GmbH|Dach + Wand AG",
        "Bedachungsarbeiten",
        ["Unterdach diffusionsoffen", "m2", 22, 38],
        ["Ziegeleindeckung Flachziegel", "m2", 58, 92],
        ["Spenglerarbeiten Dachrand", "m", 120, 190],
    ),
    (
        "230",
        "Elektro AG|Elektrotechnik GmbH",
        "Elektroanlagen",
        ["Installationen Wohnung komplett", "Stk", 7800, 12500],
        ["Unterverteilung UV-Wohnung", "Stk", 1600, 2600],
        ["LED-Einbauleuchte", "Stk", 95, 180],
    ),
    (
        "244",
        "Lüftungstechnik AG|Klima AG",
        "Lüftungsanlagen",
        ["Komfortlüftung Wohnung", "Stk", 6200, 9800],
        ["Lüftungskanal verzinkt", "m", 64, 110],
    ),
    (
        "250",
        "Sanitär AG|Haustechnik AG",
        "Sanitäranlagen",
        ["Apparate Bad komplett", "Stk", 4800, 8200],
        ["Wasserleitungen PE-X", "m", 38, 64],
        ["Warmwasserspeicher 500 l", "Stk", 3900, 5600],
    ),
    (
        "271",
        "Gipsergeschäft|Gipser AG",
        "Gipserarbeiten",
        ["Grundputz und Abrieb 1.5 mm", "m2", 34, 52],
        ["Vorhangschiene eingelassen", "m", 28, 44],
    ),
    (
        "281",
        "Bodenbeläge GmbH|Parkett AG",
        "Bodenbeläge",
        ["Parkett Eiche 14 mm geölt", "m2", 95, 145],
        ["Plattenbelag Feinsteinzeug 60x60", "m2", 110, 165],
        ["Sockelleiste", "m", 18, 32],
    ),
    (
        "285",
        "Malergeschäft|Maler AG",
        "Malerarbeiten",
        ["Dispersion Wände 2x", "m2", 14, 24],
        ["Lasur Holzfenster", "Stk", 160, 260],
    ),
]


def _cb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, pk(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(44, 58)
    right, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 52
    arch = rng.choice(CH_ARCH).format(a=rng.choice(CH_ARCH_N))
    acity, azip = rng.choice(CH_CITY)
    ocity, ozip = rng.choice(CH_CITY)
    owner = rng.choice(CH_OWNER).format(
        o=rng.choice(CH_O), c=ocity, n=rng.choice(CH_ARCH_N).split()[0]
    )
    trade = rng.choice(CH_BKP)
    sn = rng.choice(CH_SUP_N)
    sup = rng.choice(
        [
            f"{sn} AG",
            f"{sn} GmbH",
            f"{sn} & Co. AG",
            f"{sn} + Partner AG",
            *[f"{sn} {t}" for t in trade[1].split("|") * 2],
        ]
    )
    scity, szip = rng.choice(CH_CITY)
    dt = la.day(rng)
    objnr = la.digits(rng, pk(rng, "####|##.###|P-####"))
    po = la.digits(
        rng,
        pk(
            rng,
            f"{objnr}-{trade[0]}-##|V-####-##|#####|BV {objnr}/{trade[0]}.#|{trade[0]}.##-{dt.year}",
        ),
    )
    offer = la.digits(rng, pk(rng, "OF-#####|####.##|Nr. ######"))
    stated = stated_of(rng)
    page = [1]
    obj = f"{pk(rng, 'Neubau MFH|Sanierung Schulhaus|Umbau EFH|Neubau Wohnüberbauung|Erweiterung Werkhof|Ersatzneubau')} {rng.choice(CH_O)}, {ocity}"
    title = pk(
        rng,
        "ARBEITSVERGABE|Werkvertrag / Bestellung|BESTELLUNG|Vergabe von Bauarbeiten|Auftragserteilung",
    )
    po_lab = pk(rng, "Bestellung Nr.|Vergabe-Nr.|Auftrag Nr.|Bestell-Nr.")

    def foot() -> None:
        d.t(
            right,
            d.h - 26,
            f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}",
            7.2,
            al="r",
            grey=0.4,
        )
        d.t(m, d.h - 26, f"{arch} · {acity}", 7, grey=0.45)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{title} – {po_lab} {po} – Fortsetzung", 9, b=True)
        return 58

    d.t(m, 46, arch, 13, b=True)
    d.t(
        m,
        58,
        f"{pk(rng, 'Bahnhofstrasse|Seestrasse|Industriestrasse|Hauptgasse|Zürcherstrasse')} {rng.randint(1, 120)} · {azip} {acity} · Tel. 0{rng.randint(21, 81)} {rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        7.6,
        grey=0.35,
    )
    d.line(m, 66, right, 66, 0.4)
    d.t(right, 92, f"{acity}, {dt.day:02d}.{dt.month:02d}.{dt.year}", 8.6, al="r")
    d.t(m, 92, title, 15, b=True)
    y = 104
    d.t(m, y + 6, f"{po_lab} {po}", 10, b=True)
    y += 20
    uid = f"CHE-{rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)} MWST"
    parties = [
        (
            "Bauherrschaft",
            [
                owner,
                f"{pk(rng, 'Postfach|Dorfstrasse ' + str(rng.randint(1, 50)) + '|Kirchweg ' + str(rng.randint(1, 30)))}, {ozip} {ocity}",
            ],
        ),
        ("Bauleitung", [arch, f"Projektleiter: {la.person(rng, 'de')}"]),
        (
            "Unternehmer",
            [
                sup,
                f"{pk(rng, 'Gewerbestrasse|Industrie|Werkstrasse|Ringstrasse')} {rng.randint(1, 60)}, {szip} {scity}",
                uid,
            ],
        ),
    ]
    if rng.random() < 0.3:
        parties.insert(0, parties.pop(2))
    lw = 96
    for cap, ls in parties:
        h = 12 * len(ls) + 6
        d.box(m, y, lw, h, fill=0.9)
        d.box(m + lw, y, wd - lw, h)
        d.t(m + 5, y + 12, cap, 8.4, b=True)
        for j, s in enumerate(ls):
            d.t(m + lw + 6, y + 12 + 12 * j, s, 8.6, b=j == 0 and cap == "Unternehmer")
        y += h
    y += 10
    grid = [
        ("Objekt", f"{obj}  (Objekt-Nr. {objnr})"),
        ("Arbeitsgattung", f"BKP {trade[0]} {trade[2]}"),
        (
            "Grundlage",
            f"Ihre Offerte {offer} vom {(dt - timedelta(days=rng.randint(10, 50))):%d.%m.%Y}"
            + (", bereinigt gemäss Abgebotsrunde" if rng.random() < 0.4 else ""),
        ),
        (
            "Termine",
            f"Ausführung {rng.choice(['KW ' + str(rng.randint(10, 40)) + '–' + str(rng.randint(41, 52)), 'gemäss Bauprogramm', 'ab ' + (dt + timedelta(days=rng.randint(20, 90))).strftime('%d.%m.%Y')])}",
        ),
        (
            "Vertragsbestandteile",
            "SIA-Norm 118, Allgemeine Bedingungen Bau (ABB), Bauprogramm, Pläne",
        ),
    ]
    for lab, val in grid:
        d.t(m, y + 8, lab, 8.2, grey=0.35)
        y = wrapped(d, m + lw + 6, y, val, 8.4, wd - lw - 6) + 2
    y += 8
    pool = [tuple(x) for x in trade[3:]]
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6], [18, 24, 28])
    lines = more_lines(
        rng,
        [(p[0], p[1], p[2], p[3]) for p in pool],
        n,
        [1, 2, 4, 6, 12, 24, 40, 85, 120, 260],
        ["(Zusatz)", "(Variante)", "Typ B", "Etappe 2"],
    )
    lines = requant(rng, lines, 1000, [1, 2, 3, 4, 6, 8, 12])
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        pos = f"{trade[0]}.{i:02d}"
        if stated:
            rows.append(([pos, it[0], f"{q:,.0f}".replace(",", "'"), it[1], ch(p), ch(a)], a))
        else:
            rows.append(([pos, it[0], f"{q:,.0f}".replace(",", "'"), it[1]], ZERO))
    if stated:
        ws = [wd * f for f in (0.1, 0.46, 0.1, 0.08, 0.12, 0.14)]
        heads = ["Pos.", "Beschrieb", "Menge", "Einh.", "EP CHF", "Betrag CHF"]
        al = "llrcrr"
    else:
        ws = [wd * f for f in (0.12, 0.62, 0.14, 0.12)]
        heads = ["Pos.", "Beschrieb", "Menge", "Einh."]
        al = "llrc"
    y = ltable(d, m, y, ws, heads, rows, al, size=7.8, rowh=15, bottom=bottom, brk=brk, grid=False)
    brutto = sum((a for _, a in rows), ZERO)
    total = ZERO
    if stated:
        rab = Decimal(rng.choice([0, 2, 3, 5, 8]))
        sko = Decimal(rng.choice([0, 2, 2, 3]))
        bwv = Decimal(rng.choice(["0", "0.2", "0.3"]))
        rows_s = [("Total brutto", ch(brutto), False)]
        cur = brutto
        if rab:
            r_ = r2(cur * rab / 100)
            rows_s.append((f"./. Rabatt {rab} %", "-" + ch(r_), False))
            cur -= r_
            rows_s.append(("Zwischentotal", ch(cur), False))
        if sko:
            s_ = r2(cur * sko / 100)
            rows_s.append((f"./. Skonto {sko} %", "-" + ch(s_), False))
            cur -= s_
        if bwv != 0:
            b_ = r2(cur * bwv / 100)
            rows_s.append((f"./. Bauwesenversicherung {bwv} %", "-" + ch(b_), False))
            cur -= b_
        rows_s.append(("Total netto exkl. MWST", ch(cur), False))
        vat = r2(cur * Decimal("0.081"))
        rows_s.append(("MWST 8.1 %", ch(vat), False))
        total = r05(cur + vat)
        if total != cur + vat:
            rows_s.append(("Rundung", f"{total - cur - vat:+.2f}", False))
        rows_s.append(
            (
                pk(
                    rng,
                    "Vergabesumme inkl. MWST|Total Bestellung inkl. MWST|Werkpreis inkl. MWST|Total CHF inkl. MWST",
                ),
                "CHF " + ch(total),
                True,
            )
        )
        if y + 16 * len(rows_s) + 30 > bottom:
            y = brk()
        y += 6
        y = d.summary(right - 250, right, y, rows_s, size=8.4, box_last=True)
        y += 8
        if rng.random() < 0.6:
            y = (
                wrapped(
                    d,
                    m,
                    y,
                    f"Garantierückbehalt: 10 % der Abrechnungssumme (zurzeit CHF {ch(r05(total / 10))}) oder Solidarbürgschaft bis zum Ablauf der Rügefrist von 2 Jahren.",
                    7.8,
                    wd,
                )
                + 2
            )
    else:
        y += 8
        y = (
            wrapped(
                d,
                m,
                y,
                "Abrechnung nach Ausmass zu den Einheitspreisen der bereinigten Offerte; eine Vergabesumme wird nicht festgelegt.",
                8.2,
                wd,
            )
            + 4
        )
    y = (
        wrapped(
            d,
            m,
            y,
            f"Zahlungen: {pk(rng, 'Akontozahlungen nach Baufortschritt zu 90 %|Zahlung 30 Tage nach Rechnungsprüfung durch die Bauleitung|Rechnungen 2-fach an die Bauleitung')}. Rechnungen sind mit der {po_lab.replace(' Nr.', '-Nr.').replace('-Nr.-Nr.', '-Nr.')} {po} zu versehen.",
            7.8,
            wd,
        )
        + 6
    )
    if y + 90 > bottom:
        y = brk()
    y += 24
    sw = wd / 3
    for k, lab in enumerate(["Die Bauherrschaft", "Die Bauleitung", "Der Unternehmer"]):
        x = m + k * sw
        d.t(x, y, "Ort / Datum:", 7.6, grey=0.35)
        d.line(x, y + 40, x + sw - 14, y + 40, 0.5)
        d.t(x, y + 50, lab, 8)
    d.t(
        m,
        y + 66,
        "Bitte ein Exemplar unterzeichnet innert 10 Tagen an die Bauleitung zurücksenden.",
        7.4,
        grey=0.35,
    )
    foot()
    out = finish(d, "de-CH", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_de_ch_bauleitung_arbeitsvergabe(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cb)


# --------------------------------------------------------------------------- 8 fr-BE seller's order confirmation with a structured communication

BF_SUP = [
    "Matériaux {n} SRL",
    "Ets {n} & Fils SA",
    "Carrelages {n} SA",
    "Quincaillerie {n}",
    "{n} Sanitaire SRL",
    "Menuiserie {n} SPRL",
    "Électro {n} SA",
    "{n} Chauffage SRL",
    "Peintures {n} SC",
    "Bois & Panneaux {n} SA",
    "Établissements {n}",
]
BF_N = "Lambert|Dubois|Henrion|Delvaux|Lejeune|Renard|Collignon|Gilson|Piron|Marchal|Lemaire|Hubert|Leclercq|Thiry|Dethier|Wauthier".split(
    "|"
)
BF_CITY = [
    ("4020", "Liège"),
    ("5000", "Namur"),
    ("6000", "Charleroi"),
    ("7000", "Mons"),
    ("1300", "Wavre"),
    ("4800", "Verviers"),
    ("6700", "Arlon"),
    ("7500", "Tournai"),
    ("1400", "Nivelles"),
    ("5100", "Jambes"),
    ("1070", "Anderlecht"),
    ("1190", "Forest"),
    ("4100", "Seraing"),
    ("6900", "Marche-en-Famenne"),
]
BF_CLIENT = [
    "{n} Construct SRL",
    "Entreprise générale {n} SA",
    "Commune de {c}",
    "{n} Rénovation SRL",
    "ASBL Les Amis de {c}",
    "Immo {n} SA",
    "CPAS de {c}",
    "Toiture {n} SRL",
    "Athénée royal de {c}",
]
BF_RPM = [
    "Liège, division Liège",
    "Liège, division Namur",
    "Hainaut, division Charleroi",
    "Hainaut, division Mons",
    "Brabant wallon",
    "Bruxelles francophone",
    "Liège, division Arlon",
]
BF_ITEMS = [
    ("Bloc béton 39x19x14 cm", "pc", 1.1, 1.9),
    ("Ciment CEM II 25 kg", "sac", 6.2, 9.4),
    ("Plaque de plâtre 260x120 BA13", "pc", 7.8, 12.5),
    ("Profilé métallique R48 3 m", "pc", 3.4, 5.9),
    ("Laine de roche 120 mm (panneau)", "m²", 9.5, 16),
    ("Carrelage grès cérame 60x60", "m²", 24, 48),
    ("Colle carrelage C2TE 25 kg", "sac", 18, 29),
    ("Radiateur acier 600x1000 type 22", "pc", 145, 260),
    ("Chaudière gaz à condensation 25 kW", "pc", 1850, 2900),
    ("Tube multicouche 16 mm (rouleau 100 m)", "rl", 95, 150),
    ("Câble XVB 3G2,5 (100 m)", "rl", 110, 175),
    ("Peinture murale mate 10 L", "seau", 48, 89),
    ("Porte intérieure tubulaire 83 cm", "pc", 115, 210),
    ("Panneau OSB3 18 mm 250x125", "pc", 24, 38),
    ("WC suspendu complet avec bâti", "ens", 290, 520),
    ("Gouttière zinc 33 cm (6 m)", "pc", 38, 62),
]


def _bcomm(rng: random.Random) -> str:
    base = rng.randint(10**9, 10**10 - 1)
    chk = base % 97 or 97
    s = f"{base:010d}{chk:02d}"
    return f"+++{s[:3]}/{s[3:7]}/{s[7:]}+++"


def _bf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, pk(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(40, 54)
    right, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 56
    n1 = rng.choice(BF_N)
    sup = rng.choice(BF_SUP).format(n=n1)
    zp, city = rng.choice(BF_CITY)
    czp, ccity = rng.choice(BF_CITY)
    client = rng.choice(BF_CLIENT).format(n=rng.choice([x for x in BF_N if x != n1]), c=ccity)
    dt = la.day(rng)
    cpo = la.digits(
        rng,
        pk(rng, "BC-####|####/##|PO######|BC {y}/###|C####|Cde ###-##").replace(
            "{y}", str(dt.year)
        ),
    )
    own = la.digits(
        rng, pk(rng, "CC######|AC-#####|OV/{y}/####|######").replace("{y}", str(dt.year))
    )
    cust = la.digits(rng, "C#####")
    stated = stated_of(rng)
    page = [1]
    rgb = rng.choice([(0.7, 0.1, 0.1), (0.1, 0.3, 0.55), (0.15, 0.4, 0.25), (0.25, 0.25, 0.25)])
    bce = f"BE 0{rng.randint(200, 899)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}"
    iban = f"BE{rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"

    def foot() -> None:
        d.line(m, d.h - 44, right, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{sup} · TVA {bce} · RPM {rng.choice(BF_RPM)} · IBAN {iban} · BIC {pk(rng, 'GEBABEBB|BBRUBEBB|KREDBEBB|GKCCBEBB')}",
            6.6,
            grey=0.35,
        )
        d.t(
            right,
            d.h - 24,
            f"Page {page[0]}/{of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{sup} – Confirmation {own} – suite", 9, b=True)
        d.t(right, 44, f"Votre commande : {cpo}", 8.4, al="r")
        return 58

    rgb_text(d, m, 48, sup, 15, rgb)
    d.t(
        m,
        61,
        f"{pk(rng, 'Rue de la Station|Chaussée de Louvain|Rue Saint-Gilles|Zoning industriel|Avenue des Combattants|Rue du Parc')} {rng.randint(1, 250)}, {zp} {city}",
        8,
        grey=0.3,
    )
    d.t(
        m,
        72,
        f"Tél. 0{rng.randint(2, 87)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} · info@{n1.lower()}.be",
        8,
        grey=0.3,
    )
    # client in the window at the right
    wx = d.w * 0.55
    d.t(wx, 112, client, 10, b=True)
    for j, s in enumerate(
        [
            f"{pk(rng, 'Service Achats|Comptabilité|À l’att. de M. ' + rng.choice(BF_N) + '|Direction technique')}",
            f"{pk(rng, 'Rue des Écoles|Place communale|Rue de Namur|Route de Mons')} {rng.randint(1, 90)}",
            f"{czp} {ccity}",
        ]
    ):
        d.t(wx, 124 + 11 * j, s, 8.8)
    d.t(
        m,
        176,
        pk(rng, "CONFIRMATION DE COMMANDE|Confirmation de commande|ACCUSÉ DE COMMANDE"),
        15,
        b=True,
    )
    y = 188
    cells = [
        (
            pk(
                rng,
                "Votre bon de commande n°|Votre commande n°|Votre référence|Réf. commande client",
            ),
            cpo,
        ),
        (
            pk(rng, "Date de votre commande|Commande du|Passée le"),
            la.dfmt(dt - timedelta(days=rng.randint(0, 6)), "dmy"),
        ),
        (pk(rng, "Notre confirmation|N° confirmation|Notre référence"), own),
        ("Code client", cust),
        ("Date", la.dfmt(dt, "dmy")),
        ("Représentant", la.person(rng, "fr")),
        (
            "Livraison prévue",
            pk(
                rng,
                "semaine "
                + str(rng.randint(2, 50))
                + "|"
                + la.dfmt(dt + timedelta(days=rng.randint(3, 25)), "dmy")
                + "|enlèvement au dépôt",
            ),
        ),
        (
            "Conditions",
            pk(
                rng,
                "30 jours date de facture|à la livraison|15 jours fin de mois|acompte à la commande",
            ),
        ),
    ]
    if rng.random() < 0.4:
        cells = cells[2:5] + cells[:2] + cells[5:]
    cw = wd / 4
    for k, (lab, val) in enumerate(cells):
        x = m + (k % 4) * cw
        yy = y + (k // 4) * 30
        d.box(x, yy, cw, 30)
        d.t(x + 4, yy + 10, lab, 6.8, grey=0.35, maxw=cw - 6)
        d.t(x + 4, yy + 23, val, 8.8, b=k == 0, maxw=cw - 6)
    y += 72
    d.t(
        m,
        y,
        pk(
            rng,
            "Madame, Monsieur, nous vous remercions de votre commande, que nous confirmons comme suit :|Nous accusons bonne réception de votre commande et la confirmons aux conditions ci-dessous :",
        ),
        8.4,
    )
    y += 10
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 8], [22, 28, 34, 70])
    lines = more_lines(
        rng, BF_ITEMS, n, [1, 2, 4, 6, 10, 20, 25, 40, 60, 120], ["(gris)", "(lot 2)", "blanc"]
    )
    lines = requant(rng, lines, 1000, [1, 1, 2])
    rows = []
    for it, q, p, a in lines:
        rem = rng.choice([0, 0, 0, 5, 10, 15]) if stated else 0
        net = r2(a * (100 - rem) / 100)
        ref = la.digits(rng, pk(rng, "######|@@-####|###.###"))
        if stated:
            rows.append(
                ([ref, it[0], f"{q:.0f}", it[1], eu(p), f"{rem} %" if rem else "", eu(net)], net)
            )
        else:
            rows.append(([ref, it[0], f"{q:.0f}", it[1]], ZERO))
    if stated:
        ws = [wd * f for f in (0.11, 0.4, 0.07, 0.07, 0.12, 0.09, 0.14)]
        heads = ["Réf.", "Désignation", "Qté", "Unité", "PU HTVA", "Rem.", "Total HTVA"]
        al = "llrcrrr"
    else:
        ws = [wd * f for f in (0.14, 0.62, 0.12, 0.12)]
        heads = ["Réf.", "Désignation", "Qté", "Unité"]
        al = "llrc"
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        al,
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        hrgb=rgb,
        grid=False,
    )
    htva = sum((a for _, a in rows), ZERO)
    total = ZERO
    if stated:
        auto = client.endswith(("SRL", "SA")) and "Construct" in client or "générale" in client
        auto = auto and rng.random() < 0.6
        rec = Decimal(rng.choice(["0", "0", "0", "4.50", "12.00"]))
        fr = Decimal(rng.choice(["0", "0", "35.00", "55.00", "75.00"]))
        base = htva + rec + fr
        s_rows = [("Total HTVA marchandises", eu(htva), False)]
        if rec:
            s_rows.append(("Cotisation Recupel", eu(rec), False))
        if fr:
            s_rows.append(("Frais de livraison", eu(fr), False))
        if auto:
            s_rows.append(("Base imposable", eu(base), False))
            s_rows.append(("TVA 0 % (autoliquidation)", eu(ZERO), False))
            total = base
            s_rows.append(
                (pk(rng, "Total à payer|Total EUR|Montant total"), f"{eu(total)} €", True)
            )
        else:
            rate = 21 if rng.random() < 0.8 or client.startswith(("Commune", "CPAS")) else 6
            tva = r2(base * rate / 100)
            s_rows.append(("Base imposable", eu(base), False))
            s_rows.append((f"TVA {rate} %", eu(tva), False))
            total = base + tva
            s_rows.append(
                (pk(rng, "Total TVAC|Total TVA comprise|Montant TVAC"), f"{eu(total)} €", True)
            )
        if y + 16 * len(s_rows) + 80 > bottom:
            y = brk()
        y += 8
        y = d.summary(right - 220, right, y, s_rows, size=8.6, box_last=True)
        if auto:
            y = (
                wrapped(
                    d,
                    m,
                    y + 4,
                    "Autoliquidation – TVA due par le cocontractant, art. 20 AR n° 1 – art. 51, § 2, 5° du Code TVA.",
                    7.6,
                    wd,
                )
                + 2
            )
        dep = rng.choice([0, 0, 20, 30, 50])
        y += 8
        if dep:
            ac = r2(total * dep / 100)
            y = (
                wrapped(
                    d,
                    m,
                    y,
                    f"Un acompte de {dep} %, soit {eu(ac)} €, est demandé à la confirmation. Merci de verser ce montant sur le compte {iban} avec la communication structurée {_bcomm(rng)}. Solde à la livraison : {eu(total - ac)} €.",
                    8,
                    wd,
                )
                + 4
            )
        else:
            y = (
                wrapped(
                    d,
                    m,
                    y,
                    f"Pour tout paiement, veuillez mentionner la communication structurée {_bcomm(rng)}.",
                    8,
                    wd,
                )
                + 4
            )
    else:
        y += 10
        y = (
            wrapped(
                d,
                m,
                y,
                "Prix selon votre tarif chantier en vigueur ; la facture reprendra les montants définitifs.",
                8.4,
                wd,
            )
            + 4
        )
    y += 4
    y = (
        wrapped(
            d,
            m,
            y,
            "Toute réclamation relative à la présente confirmation doit nous parvenir par écrit dans les 48 heures. Nos conditions générales de vente figurent au verso.",
            7.4,
            wd,
            grey=0.35,
        )
        + 14
    )
    if y + 50 > bottom:
        y = brk()
    d.t(
        m,
        y + 8,
        f"{pk(rng, 'Service commercial|Service des ventes|Administration des ventes')} – {la.person(rng, 'fr')}",
        8.4,
    )
    d.t(right, y + 8, "Bon pour accord client (date et signature) :", 8, al="r")
    d.line(right - 160, y + 44, right, y + 44, 0.5)
    foot()
    out = finish(d, "fr-BE", "order_confirmation", cpo, sup, total)
    return out if stated else none_meta(out)


def fit11_fr_be_confirmation_commande_communication(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bf)


# --------------------------------------------------------------------------- 9 es-ES hardware merchant's order sheet with cascaded discounts

ES_BUY = [
    "Ferretería {n}, S.L.",
    "Suministros Industriales {p}, S.A.",
    "Almacenes {n} e Hijos, S.L.",
    "Ferretería Industrial {p}, S.L.U.",
    "Bricolaje {p}, S.L.",
    "Comercial {n} y Cía., S.L.",
    "Suministros {p}, S.Coop.",
]
ES_N = "Gil|Montero|Ibáñez|Sáez|Carrasco|Lozano|Ortega|Prieto|Vidal|Soler|Navarro|Cano|Fuentes|Crespo|Pascual|Arias".split(
    "|"
)
ES_P = "Ebro|Turia|Segura|Duero|Cierzo|Moncayo|Levante|Ribera|Mediterráneo|Alhambra|Tajo|Cantábrico|Miño|Guadiana".split(
    "|"
)
ES_SUP = [
    "Distribuciones {q}, S.A.",
    "{q} Herramientas, S.L.",
    "Comercial {q} de Fijaciones, S.L.",
    "Grupo {q} Suministros, S.A.",
    "{q} Tornillería Industrial, S.L.",
    "Pinturas {q}, S.A.",
    "{q} Iberia, S.L.U.",
    "Hermanos {q}, S.L.",
]
ES_Q = "Durán|Roca|Bellota|Abad|Urrutia|Casals|Ferrer|Mendizábal|Arrieta|Serra|Olmedo|Zubiri|Vallés|Quintana|Barrena".split(
    "|"
)
ES_CITY = [
    ("50014", "Zaragoza"),
    ("46980", "Paterna (Valencia)"),
    ("30169", "Murcia"),
    ("18210", "Peligros (Granada)"),
    ("47012", "Valladolid"),
    ("26006", "Logroño"),
    ("31192", "Mutilva (Navarra)"),
    ("15008", "A Coruña"),
    ("41016", "Sevilla"),
    ("08940", "Cornellà de Llobregat"),
    ("45007", "Toledo"),
    ("03114", "Alicante"),
]
ES_ITEMS = [
    ("Tornillo rosca chapa DIN 7981 4,2x19 (caja 500)", "caja", 6.5, 11.8),
    ("Taco nylon universal 8 mm (caja 100)", "caja", 3.2, 6.4),
    ("Broca metal HSS 6 mm", "ud.", 1.2, 2.6),
    ("Disco corte inox 125x1 mm", "ud.", 1.1, 2.2),
    ("Silicona neutra transparente 300 ml", "ud.", 2.8, 5.4),
    ("Espuma poliuretano 750 ml", "ud.", 4.5, 8.2),
    ("Cerradura embutir 40 mm", "ud.", 9.5, 18),
    ("Bisagra acero inox 100x75", "ud.", 2.4, 4.9),
    ("Guante nitrilo talla 9 (par)", "par", 1.4, 2.9),
    ("Cinta americana 50 mm x 25 m", "ud.", 3.1, 5.8),
    ("Taladro percutor 750 W", "ud.", 62, 118),
    ("Juego llaves combinadas 6-22 mm", "jgo.", 28, 54),
    ("Pintura plástica blanca 15 L", "ud.", 32, 64),
    ("Candado latón 50 mm", "ud.", 6.8, 12.5),
    ("Manguera jardín 19 mm 25 m", "ud.", 18, 34),
    ("Escalera aluminio 7 peldaños", "ud.", 68, 125),
]


def _ef(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, pk(rng, "helv|dejavu|helv|times"))
    m = rng.uniform(34, 46)
    right, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 50
    buyer = rng.choice(ES_BUY).format(n=rng.choice(ES_N), p=rng.choice(ES_P))
    sup = rng.choice(ES_SUP).format(q=rng.choice(ES_Q))
    bzp, bcity = rng.choice(ES_CITY)
    szp, scity = rng.choice(ES_CITY)
    dt = la.day(rng)
    po = la.digits(
        rng,
        pk(rng, "#####|P-######|{y}/####|PC{y}-#####|######").replace("{y}", str(dt.year % 100)),
    )
    offer = la.digits(rng, pk(rng, "OF-#####|######|P{y}/###").replace("{y}", str(dt.year % 100)))
    stated = stated_of(rng)
    page = [1]
    rgb = rng.choice([(0.8, 0.45, 0.1), (0.15, 0.35, 0.6), (0.6, 0.1, 0.15), (0.2, 0.45, 0.3)])

    def foot() -> None:
        d.t(
            right,
            d.h - 24,
            f"Pág. {page[0]} de {of}" if of else f"Pág. {page[0]}",
            7,
            al="r",
            grey=0.4,
        )
        d.t(
            m,
            d.h - 24,
            f"{buyer} · Inscrita en el R.M. de {bcity.split(' (')[0]}, tomo {rng.randint(1000, 4999)}, folio {rng.randint(1, 220)}",
            6.6,
            grey=0.45,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"HOJA DE PEDIDO Nº {po} (continuación)", 9.4, b=True)
        d.t(right, 42, sup, 8.4, al="r")
        return 56

    # number box with barcode at the top left, letterhead at the right
    bw = wd * 0.4
    rgb_box(d, m, 30, bw, 64, rgb)
    rgb_text(
        d, m + 8, 46, pk(rng, "HOJA DE PEDIDO|PEDIDO A PROVEEDOR|NOTA DE PEDIDO"), 11, (1, 1, 1)
    )
    rgb_text(d, m + 8, 66, f"Nº {po}", 15, (1, 1, 1))
    d.c.setFillGray(1)
    barcode(d.c, m + 8, d.h - 90, bw - 16, 16, rng)
    d.c.setFillGray(0)
    d.t(right, 42, buyer, 11.5, b=True, al="r")
    for j, s in enumerate(
        [
            f"{pk(rng, 'Pol. Ind. El Portazgo, nave ' + str(rng.randint(1, 40)) + '|C/ Mayor, ' + str(rng.randint(1, 150)) + '|Avda. de Madrid, ' + str(rng.randint(1, 300)) + '|Ctra. Nacional II, km ' + str(rng.randint(10, 400)))}",
            f"{bzp} {bcity}",
            f"CIF {rng.choice('ABF')}{rng.randint(10000000, 99999999)} · Tel. {rng.choice([9, 6])}{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
            f"compras@{buyer.split()[1].lower().replace(',', '')}.es",
        ]
    ):
        d.t(right, 54 + 10.5 * j, s, 7.8, al="r", grey=0.3)
    y = 112
    bw2 = wd * 0.55
    d.box(m, y, bw2, 74)
    d.t(m + 6, y + 11, pk(rng, "PROVEEDOR|Proveedor|Sres."), 7.4, b=True, grey=0.35)
    d.t(m + bw2 - 6, y + 11, f"Cód. prov. {la.digits(rng, '4####')}", 7.4, al="r", grey=0.35)
    d.t(m + 6, y + 26, sup, 10, b=True)
    d.t(
        m + 6,
        y + 38,
        f"{pk(rng, 'C/ Industria|Pol. Ind. Cogullada|Avda. Europa|C/ de la Metalurgia')}, {rng.randint(1, 90)}",
        8.2,
    )
    d.t(m + 6, y + 49, f"{szp} {scity}", 8.2)
    d.t(
        m + 6,
        y + 64,
        f"Atención: {la.person(rng, 'es')} ({pk(rng, 'Dpto. comercial|Delegado de zona|Atención al cliente')})",
        7.8,
        grey=0.25,
    )
    gx = m + bw2 + 10
    gw = right - gx
    cells = [
        ("Fecha pedido", la.dfmt(dt, "dmy")),
        (
            "Entrega",
            pk(
                rng,
                "Urgente|Antes del "
                + la.dfmt(dt + timedelta(days=rng.randint(3, 20)), "dmy")
                + "|Semana "
                + str(rng.randint(2, 50)),
            ),
        ),
        (
            "Forma de pago",
            pk(rng, "Giro 60 días|Recibo 30 días|Transferencia 30 d.f.f.|Confirming 90 días"),
        ),
        ("Portes", pk(rng, "Pagados|Debidos|Pagados (pedido > 300 €)")),
        ("Tarifa", pk(rng, f"Tarifa {dt.year}|Tarifa 01/{dt.year}|Tarifa vigente")),
        ("Su oferta nº", offer),
    ]
    for k, (lab, val) in enumerate(cells):
        x = gx + (k % 2) * gw / 2
        yy = y + (k // 2) * 24.7
        d.box(x, yy, gw / 2, 24.7)
        d.t(x + 4, yy + 9, lab, 6.6, grey=0.35)
        d.t(x + 4, yy + 20, val, 8, maxw=gw / 2 - 6)
    y += 90
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10, 12], [24, 32, 40, 84])
    lines = more_lines(
        rng,
        ES_ITEMS,
        n,
        [2, 5, 6, 10, 12, 20, 24, 50, 100],
        ["(blanco)", "(negro)", "galv.", "inox"],
    )
    lines = requant(rng, lines, 50, [1, 2, 3, 4, 6])
    rows = []
    for it, q, p, _a in lines:
        d1 = rng.choice([0, 10, 20, 25, 30, 35, 40])
        d2 = rng.choice([0, 0, 0, 5, 10]) if d1 else 0
        net = r2(p * (100 - d1) / 100 * (100 - d2) / 100)
        amt = r2(net * q)
        ref = la.digits(rng, pk(rng, "######|@@-#####|###.###.##"))
        if stated:
            rows.append(
                (
                    [
                        ref,
                        it[0],
                        f"{q:.0f}",
                        eu(p),
                        f"{d1}" if d1 else "",
                        f"{d2}" if d2 else "",
                        eu(net),
                        eu(amt),
                    ],
                    amt,
                )
            )
        else:
            rows.append(
                ([ref, it[0], f"{q:.0f}", f"{d1}" if d1 else "", f"{d2}" if d2 else ""], ZERO)
            )
    if stated:
        ws = [wd * f for f in (0.12, 0.4, 0.07, 0.09, 0.06, 0.06, 0.09, 0.11)]
        heads = [
            "Ref. prov.",
            "Descripción",
            "Uds.",
            "P. tarifa",
            "Dto.1",
            "Dto.2",
            "P. neto",
            "Importe",
        ]
        al = "llrrrrrr"
    else:
        ws = [wd * f for f in (0.15, 0.55, 0.1, 0.1, 0.1)]
        heads = ["Ref. prov.", "Descripción", "Uds.", "Dto.1", "Dto.2"]
        al = "llrrr"
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        rows,
        al,
        size=7.6,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        hrgb=rgb,
        zebra=(0.95, 0.95, 0.95),
        grid=False,
    )
    suma = sum((a for _, a in rows), ZERO)
    total = ZERO
    if stated:
        pp = Decimal(rng.choice([0, 0, 2, 3]))
        ppv = r2(suma * pp / 100)
        base = suma - ppv
        iva = r2(base * Decimal("0.21"))
        total = base + iva
        s_rows = [("Suma importes", f"{eu(suma)} €", False)]
        if pp:
            s_rows.append((f"Dto. pronto pago {pp} %", f"-{eu(ppv)} €", False))
        s_rows += [
            ("Base imponible", f"{eu(base)} €", False),
            ("IVA 21 %", f"{eu(iva)} €", False),
            (
                pk(rng, "TOTAL PEDIDO|TOTAL|Total pedido (IVA incl.)|IMPORTE TOTAL"),
                f"{eu(total)} €",
                True,
            ),
        ]
        if y + 16 * len(s_rows) + 60 > bottom:
            y = brk()
        y += 8
        if rng.random() < 0.5:
            # horizontal strip of sums
            cw = wd / len(s_rows)
            for k, (lab, val, b) in enumerate(s_rows):
                x = m + k * cw
                if b:
                    rgb_box(d, x, y, cw, 30, rgb)
                    rgb_text(d, x + cw / 2, y + 11, lab, 7, (1, 1, 1), al="c")
                    rgb_text(d, x + cw / 2, y + 24, val, 9.4, (1, 1, 1), al="c")
                else:
                    d.box(x, y, cw, 30)
                    d.t(x + cw / 2, y + 11, lab, 7, al="c", grey=0.35)
                    d.t(x + cw / 2, y + 24, val, 8.6, al="c")
            y += 40
        else:
            y = d.summary(right - 210, right, y, s_rows, size=8.6, box_last=True) + 6
    else:
        y += 8
        d.t(
            m,
            y + 6,
            "Precios según tarifa vigente y descuentos pactados; importe a confirmar por el proveedor.",
            8.2,
        )
        y += 18
    notes = [
        "Rogamos confirmen plazo de entrega por correo electrónico en 24 h.",
        f"Indiquen nuestro nº de pedido {po} en albarán y factura; no se aceptarán albaranes sin él.",
        f"Horario de recepción de mercancía: {pk(rng, 'L-V 8:00-13:30|L-V 7:30-15:00|L-J 8:00-14:00, V 8:00-13:00')}.",
    ]
    if rng.random() < 0.5:
        notes.append("Pedido mínimo para portes pagados: 300 € base imponible.")
    if y + 60 > bottom:
        y = brk()
    d.t(m, y + 8, "Observaciones:", 8, b=True)
    y += 12
    for s in notes:
        y = wrapped(d, m + 8, y, f"– {s}", 7.8, wd - 8) + 1
    y += 20
    d.t(right - 150, y, "Firma y sello comprador", 7.6, grey=0.35)
    d.line(right - 150, y + 36, right, y + 36, 0.5)
    d.t(m, y, f"Realizado por: {la.person(rng, 'es')}", 7.8)
    foot()
    out = finish(d, "es-ES", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_es_ferreteria_hoja_pedido_dtos(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ef)


# --------------------------------------------------------------------------- 10 nl-BE care home's weekly kitchen order with day columns

NB_HOME = [
    "Woonzorgcentrum {h}",
    "WZC {h} vzw",
    "Zorgbedrijf {c} – WZC {h}",
    "Woon- en zorgcentrum {h}",
    "Assistentiewoningen {h}",
    "OCMW {c} – Centrale keuken",
    "Dagverzorgingscentrum {h}",
]
NB_H = "Sint-Jozef|Ter Linden|De Wingerd|Hof ter Beke|Zonnewende|De Vijvers|Huize Sint-Anna|Ter Meeren|De Notelaar|Heilig Hart|Ter Weyde|Het Anker|Rustoord Sint-Elisabeth|De Bron|Vijverhof".split(
    "|"
)
NB_CITY = [
    ("9000", "Gent"),
    ("2800", "Mechelen"),
    ("3500", "Hasselt"),
    ("8500", "Kortrijk"),
    ("3000", "Leuven"),
    ("2300", "Turnhout"),
    ("8800", "Roeselare"),
    ("9300", "Aalst"),
    ("2400", "Mol"),
    ("3290", "Diest"),
    ("8400", "Oostende"),
    ("9100", "Sint-Niklaas"),
    ("2500", "Lier"),
    ("3600", "Genk"),
]
NB_SUP = [
    "{s} Foodservice NV",
    "Groothandel {s} BV",
    "{s} Verse Vis & Vlees",
    "Slagerij {s}",
    "{s} Zuivel BV",
    "Bakkerij {s}",
    "Groenten en Fruit {s} BV",
    "{s} Food Partners NV",
    "Brouwerij & Drankencentrale {s}",
    "{s} Catering Supplies BV",
]
NB_S = "Vandaele|De Clercq|Peeters|Van Damme|Verhaeghe|Maes|Claeys|Goossens|Wouters|Desmet|Willems|Janssens|Van Acker|Mertens|Declercq|Hendrickx".split(
    "|"
)
NB_ITEMS = [
    ("Volle melk 1 L", "st", 6, 0.95, 1.35),
    ("Halfvolle yoghurt 500 g", "st", 6, 1.1, 1.7),
    ("Gesneden grijs brood 800 g", "st", 6, 1.9, 2.8),
    ("Sandwiches (doos 30)", "doos", 6, 7.5, 11),
    ("Kippenfilet vers", "kg", 6, 8.9, 12.5),
    ("Gehakt varken/rund", "kg", 6, 7.2, 10.4),
    ("Kabeljauwfilet diepvries", "kg", 6, 14, 21),
    ("Aardappelen vastkokend 10 kg", "zak", 6, 6.5, 9.8),
    ("Wortelen 5 kg", "zak", 6, 4.2, 6.8),
    ("Appels Jonagold 6 kg", "bak", 6, 8.5, 13),
    ("Soep van de dag (emmer 10 L)", "emmer", 6, 12, 18),
    ("Verdikkingsmiddel 1 kg", "pot", 6, 18, 29),
    ("Sinaasappelsap 1 L", "st", 6, 1.3, 2.1),
    ("Koffie gemalen 1 kg", "pak", 6, 9.5, 14),
    ("Vaatwasmiddel 10 L", "bus", 21, 22, 36),
    ("Servetten 2-laags (2000)", "doos", 21, 16, 26),
    ("Bier pils 25 cl (bak 24)", "bak", 21, 14, 19),
    ("Bruiswater 1 L (krat 6)", "krat", 21, 3.9, 5.8),
]
NB_DAYS = ["ma", "di", "wo", "do", "vr", "za", "zo"]


def _nb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), pk(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(28, 38)
    right, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 40
    zp, city = rng.choice(NB_CITY)
    hn = rng.choice(NB_H)
    home = rng.choice(NB_HOME).format(h=hn, c=city)
    sup = rng.choice(NB_SUP).format(s=rng.choice(NB_S))
    szp, scity = rng.choice(NB_CITY)
    dt = la.day(rng)
    monday = dt - timedelta(days=dt.weekday()) + timedelta(days=7)
    wk = monday.isocalendar()[1]
    po = la.digits(
        rng,
        pk(rng, "BB{y}-####|{y}/K/###|######|WB-{y}{w}-##|K{y}####")
        .replace("{y}", str(monday.year % 100))
        .replace("{w}", f"{wk:02d}"),
    )
    klant = la.digits(rng, pk(rng, "######|K-#####|####"))
    stated = stated_of(rng)
    page = [1]
    rgb = rng.choice([(0.1, 0.4, 0.45), (0.35, 0.2, 0.45), (0.2, 0.4, 0.2), (0.15, 0.25, 0.5)])
    days = NB_DAYS[: rng.choice([5, 6, 6, 7])]
    deliv = sorted(rng.sample(range(len(days)), rng.choice([2, 3, 3, 5])))
    ond = f"BE 0{rng.randint(200, 899)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}"

    def foot() -> None:
        d.t(
            right,
            d.h - 20,
            f"Blad {page[0]}/{of}" if of else f"Blad {page[0]}",
            7,
            al="r",
            grey=0.4,
        )
        d.t(
            m,
            d.h - 20,
            f"{home} · ondernemingsnummer {ond} · erkenningsnummer WZC {rng.randint(1000, 4999)}",
            6.6,
            grey=0.45,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 34, f"Weekbestelling week {wk} – bestelbon {po} – vervolg", 9, b=True)
        d.t(right, 34, sup, 8.4, al="r")
        return 46

    d.t(m, 40, home, 13, b=True)
    d.t(
        m,
        52,
        f"{pk(rng, 'Kloosterstraat|Stationsstraat|Kerkstraat|Molenweg|Zorgstraat|Pastorijstraat')} {rng.randint(1, 120)}, {zp} {city} · keuken: 0{rng.randint(2, 99)} {rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        7.6,
        grey=0.35,
    )
    rgb_text(
        d,
        d.w / 2,
        40,
        pk(rng, "WEEKBESTELLING|BESTELBON KEUKEN|WEEKBESTELLING VOEDING"),
        14,
        rgb,
        al="c",
    )
    d.t(
        d.w / 2,
        53,
        f"week {wk}: {monday:%d/%m/%Y} – {(monday + timedelta(days=len(days) - 1)):%d/%m/%Y}",
        8.6,
        al="c",
    )
    bx = right - 190
    for k, (lab, val) in enumerate(
        [
            (pk(rng, "Bestelbon nr.|Bestelnummer|Bestelbonnr."), po),
            ("Besteldatum", f"{dt:%d/%m/%Y}"),
            ("Ons klantnr. bij u", klant),
        ]
    ):
        d.box(bx, 26 + k * 14, 80, 14, fill=0.9)
        d.box(bx + 80, 26 + k * 14, 110, 14)
        d.t(bx + 4, 36 + k * 14, lab, 7.4)
        d.t(bx + 84, 36 + k * 14, val, 8.2, b=k == 0)
    y = 80
    blocks = [
        (
            pk(rng, "Leverancier|Aan|Leverancier / fournisseur"),
            [
                sup,
                f"{pk(rng, 'Industrieweg|Nijverheidslaan|Ambachtsstraat|Veilinglaan')} {rng.randint(1, 200)}",
                f"{szp} {scity}",
                f"bestellingen@{sup.split()[0].lower().replace('&', '')}.be",
            ],
        ),
        (
            "Levering",
            [
                pk(
                    rng,
                    "Keuken – dienstingang achterzijde|Centrale keuken, laadkaai|Economaat, kelder -1",
                ),
                f"leverdagen: {', '.join(days[i] for i in deliv)}",
                f"vóór {pk(rng, '7u30|8u00|9u00|10u30')}",
            ],
        ),
        (
            "Facturatie",
            [
                home,
                "t.a.v. boekhouding",
                f"factuur@{hn.lower().replace(' ', '').replace('-', '')}.be",
                "Peppol-ID 0208:" + ond.replace("BE ", "").replace(".", ""),
            ],
        ),
    ]
    if rng.random() < 0.3:
        blocks[0], blocks[1] = blocks[1], blocks[0]
    bw = (wd - 20) / 3
    for k, (cap, ls) in enumerate(blocks):
        x = m + k * (bw + 10)
        rgb_box(d, x, y, bw, 12, rgb)
        rgb_text(d, x + 4, y + 9, cap, 7.6, (1, 1, 1))
        d.box(x, y + 12, bw, 50, stroke=True)
        for j, s in enumerate(ls):
            d.t(
                x + 4,
                y + 24 + 11 * j,
                s,
                8.4 if j == 0 else 7.6,
                b=j == 0 and cap.startswith(("Leverancier", "Aan")),
                maxw=bw - 8,
            )
    y += 72
    n = n_lines(rng, [3, 4, 5, 6, 8, 10, 12], [26, 32, 40, 66], p=0.2)
    lines = more_lines(rng, NB_ITEMS, n, [1], ["(bio)", "(zoutarm)", "(gemalen)", "(vetarm)"])
    rows = []
    sums = {6: ZERO, 21: ZERO}
    for it, _q, p, _a in lines:
        per = [
            rng.choice([0, 1, 2, 2, 3, 4, 5, 6, 8, 10]) if i in deliv else 0
            for i in range(len(days))
        ]
        if not sum(per):
            per[deliv[0]] = rng.randint(1, 6)
        q = Decimal(sum(per))
        amt = r2(q * p)
        sums[it[2]] += amt
        art = la.digits(rng, pk(rng, "######|#####|@####"))
        cells = [art, it[0], it[1], *[str(v) if v else "" for v in per], str(q)]
        if stated:
            cells += [eu(p), f"{it[2]}%", eu(amt)]
        rows.append((cells, amt))
    dw = 0.045 if len(days) == 7 else 0.05
    if stated:
        ws = [0.08, 0.3, 0.06, *[dw] * len(days), 0.06, 0.08, 0.05, 0.09]
        heads = ["Art.nr.", "Omschrijving", "Eenh.", *days, "Totaal", "Prijs", "btw", "Bedrag"]
        al = "llc" + "c" * len(days) + "rrcr"
    else:
        ws = [0.1, 0.4, 0.08, *[dw] * len(days), 0.08]
        heads = ["Art.nr.", "Omschrijving", "Eenh.", *days, "Totaal"]
        al = "llc" + "c" * len(days) + "r"
    tot_w = sum(ws)
    ws = [wd * w / tot_w for w in ws]
    y = ltable(
        d, m, y, ws, heads, rows, al, size=7.6, rowh=14, bottom=bottom, brk=brk, hrgb=rgb, grid=True
    )
    total = ZERO
    if stated:
        lg = Decimal(rng.choice(["0", "0", "3.60", "7.20", "10.80"]))
        v6 = r2(sums[6] * Decimal("0.06"))
        v21 = r2((sums[21] + lg) * Decimal("0.21"))
        total = sums[6] + sums[21] + lg + v6 + v21
        s_rows = []
        if sums[6]:
            s_rows.append(("Subtotaal btw 6 %", eu(sums[6]), False))
        if sums[21]:
            s_rows.append(("Subtotaal btw 21 %", eu(sums[21]), False))
        if lg:
            s_rows.append(("Leeggoed (bakken / kratten)", eu(lg), False))
        s_rows.append(("Totaal excl. btw", eu(sums[6] + sums[21] + lg), False))
        if sums[6]:
            s_rows.append(("btw 6 %", eu(v6), False))
        if sums[21] or lg:
            s_rows.append(("btw 21 %", eu(v21), False))
        s_rows.append(
            (
                pk(rng, "Totaal incl. btw|Te betalen incl. btw|Totaal bestelling incl. btw"),
                f"€ {eu(total)}",
                True,
            )
        )
        if y + 14 * len(s_rows) + 40 > bottom:
            y = brk()
        y += 6
        y0 = y
        y = d.summary(right - 230, right, y, s_rows, size=8.2, box_last=True)
        yy = y0 + 10
    else:
        y += 6
        d.t(
            m,
            y + 8,
            "Prijzen volgens lopende prijsafspraak (overheidsopdracht voeding); bedragen op de factuur.",
            8,
        )
        yy = y + 24
        y += 24
    for s in [
        f"Opmerkingen: {pk(rng, 'dieetmaaltijden apart verpakken en labelen|vlees altijd met lotnummer en vervaldatum|gelieve ontbrekende artikelen vooraf te melden|koelketen respecteren (max. 4 °C)')}.",
        f"Vermeld ons bestelbonnummer {po} op leverbon en factuur.",
    ]:
        d.t(m, yy, s, 7.6)
        yy += 11
    d.t(m, yy + 18, f"Keukenverantwoordelijke: {la.person(rng, 'nl')}", 8)
    d.t(m, yy + 30, "Handtekening: ____________________", 8)
    foot()
    out = finish(d, "nl-BE", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit11_nl_be_wzc_weekbestelling(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nb)


FAMILIES: dict[str, Draw] = {
    "fit11_zh_baozhuang_fenpi_caigou": fit11_zh_baozhuang_fenpi_caigou,
    "fit11_zh_waimao_dinghuohan_chuanzhen": fit11_zh_waimao_dinghuohan_chuanzhen,
    "fit11_hk_xuexiao_dinggoudan": fit11_hk_xuexiao_dinggoudan,
    "fit11_ja_nouhou_chumonsho_yoko": fit11_ja_nouhou_chumonsho_yoko,
    "fit11_en_us_ecommerce_dropship_po": fit11_en_us_ecommerce_dropship_po,
    "fit11_en_in_po_letter_hsn_summary": fit11_en_in_po_letter_hsn_summary,
    "fit11_de_ch_bauleitung_arbeitsvergabe": fit11_de_ch_bauleitung_arbeitsvergabe,
    "fit11_fr_be_confirmation_commande_communication": fit11_fr_be_confirmation_commande_communication,
    "fit11_es_ferreteria_hoja_pedido_dtos": fit11_es_ferreteria_hoja_pedido_dtos,
    "fit11_nl_be_wzc_weekbestelling": fit11_nl_be_wzc_weekbestelling,
}

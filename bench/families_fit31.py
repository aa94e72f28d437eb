# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the split written after fit30 (`fit31_*`), in zh-Hans
(two), zh-Hant (Taiwan), ja, en-CA, en-IN, de-DE, fr-FR, es-CL and nl-BE.

- fit31_zh_kejiguan_zhanpin_weixiu_caigou: a Chinese science museum's order for exhibit repair
  parts (the museum's letterhead, the order number beside the title in red, in a label / value
  grid, in a boxed label-over-value grid or in a data block at the right, the supplier under
  供应商 / 供方 / 乙方 / 致 or no label, boxed side by side or stacked with the museum in either
  order, the exhibit hall per line, requisition, project and contract numbers, unit prices with
  or without 13 % VAT, 小计 / 优惠 / 运杂费 / 增值税 rows, 合计 or 价税合计 in a shaded row with 大写
  or with its amount on the line below, a prepayment and balance, signatures, a seal, landscape
  at times).
- fit31_zh_huacai_xiaoshou_querenshu: an art-supplies seller's sales confirmation to a drawing
  school or studio (the seller's letterhead centred or at the left, its own sales number in a
  box, grid or "NO：" line, the customer's purchase-order number in a label / value grid, in a
  customer block or quoted in the opening sentence, discount and freight, the total with its
  amount at times on the line below, 大写, a deposit received and the amount still due, the
  seller's bank lines and signatures of both sides).
- fit31_tw_gaoerfu_lianxichang_qicai_dinggou: a Taiwanese golf driving range's equipment order
  (the range's name and 統一編號 centred, 訂購單 with the number beside the title, in a small box
  grid, in a 廠商 / 訂購單號 label grid or in a header row with the value below, ROC or western
  dates, whole NT$, 未稅合計 / 折讓 / 營業稅5% and a total row with 新台幣 capitals, a 30 % deposit,
  a four-cell approval strip with the supplier's sign-back, landscape at times).
- fit31_ja_hyoguten_shizai_hacchusho: a Japanese paper-hanger's (表具店) order for papers, paste
  and fittings (発注書 / 注文書, the supplier with 御中 or 様 at the top left, the shop with a seal
  and its invoice registration number at the right, the order number beside the title, in a
  small box, in a box above the lines or inside the delivery grid, the job site (…様邸), a big
  税込 amount box, 小計 / お値引き / 消費税 / 合計, a stamp-box strip or a tear-off 注文請書).
- fit31_en_ca_grain_terminal_parts_po: a prairie grain terminal's maintenance-parts order (the
  PO number beside the title, in a boxed header grid, in a header row or in a data block at the
  right, the vendor under Vendor / Supplier / To / Order From or no label, ship-to with its own
  contact, work-order, AFE, requisition and vendor numbers, freight, GST 5 % and PST / RST by
  province, a total whose amount sits below its label at times, letter or A4).
- fit31_en_in_ayurveda_pharmacy_raw_herb_po: an Indian Ayurvedic pharmacy's order for raw herbs,
  ghee and packing (letterhead centred or at the left with GSTIN, the PO number in a box grid,
  beside the date, in a right-hand panel or in a header row, the supplier under To, / Supplier:
  / M/s. / no label with its own GSTIN, indent and quotation numbers, a drug licence, HSN and GST
  rate columns, taxable value, trade discount, CGST / SGST or IGST, round off, the grand total in
  lakh grouping and in words, an advance paid by NEFT).
- fit31_de_kanuverleih_saison_bestellung: a German canoe-rental outfitter's season order (a DIN
  window letter with the sender line, "Firma" at times above the supplier, an attention line,
  the order data block at the right or the number beside the title, in a boxed grid or in a
  header row, Ihr Angebot, Kundennummer, Lieferanten-Nr., Rabatt, Fracht, 19 % MwSt., the
  Gesamtbetrag at times on the line below its label, an Anzahlung already paid).
- fit31_fr_savonnerie_bon_commande_matieres: a Provençal soap maker's order for oils, lye and
  packaging (BON DE COMMANDE with its number beside the title, in a boxed label-over-value grid,
  in a header row or in the label block at the left, the supplier boxed at the right under
  Fournisseur / Destinataire or no label, Livraison / Facturation lines, devis, code
  fournisseur and lot, Total HT / remise / port / TVA 20 % / Total TTC, an acompte and a reste à
  payer, SIRET and APE in the footer).
- fit31_es_cl_pisquera_insumos_orden_compra: a Chilean pisco distillery's order for bottles,
  closures, barrels and cellar supplies (the SII-style red box with the buyer's R.U.T. and the
  number, the number beside the title, in a boxed grid or in a shaded data block, Señor(es): /
  Proveedor: / Razón Social: with RUT, giro and Atención, quotation, cost centre and request
  numbers, whole pesos, Neto / IVA 19 % / TOTAL with the figure below at times, SON: … PESOS, an
  anticipo).
- fit31_nl_be_fanfare_instrumenten_bestelbon: a Flemish brass band's order for instruments,
  uniforms and sheet music (BESTELBON with its number beside the title, in the data block, in a
  boxed grid or in a header row, the supplier under Aan / Leverancier / Aan de firma or no label,
  contact and subsidy-file numbers, 6 % and 21 % btw, a club discount, Totaal incl. btw or Te
  betalen with its figure below at times, a voorschot and the saldo, ondernemingsnummer and
  IBAN).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, indent,
work-order or the seller's sales-order number; on the seller's confirmation the customer's
purchase-order number); the supplier exactly as printed on its own first line (the seller of a
confirmation; never 御中, "Firma", "Attn", "To:" or a contact person); the grand total as
"1234.50" (whole yen, NT$ and pesos as "1234.00"; after discounts, incl. tax, before deposits,
advances and prepayments; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind3 import es_words  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import in_money_words, inr, r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import above, stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)
LATIN = "helv|libsans|dejavu|times|djserif|djcond|libserif"


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (France)."""
    return grouped(v, " ", ",")


def cl0(v: Decimal) -> str:
    """1.234.567 (Chilean pesos)."""
    return grouped(v, ".", ",", 0)


def r0(v: Decimal) -> Decimal:
    return v.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def kv_lines(
    d: la.Doc,
    x: float,
    y: float,
    pairs: list[tuple[str, str]],
    size: float,
    *,
    right: float | None = None,
    lw: float | None = None,
    colon: str = "",
    lead: float | None = None,
    maxw: float | None = None,
) -> float:
    """Label / value lines from top `y`: the value right-aligned at `right`, or at x + lw."""
    lead = lead or size * 1.45
    lw = lw if lw is not None else max(d.width(k + colon, size, True) for k, _ in pairs) + 6
    for k, v in pairs:
        d.t(x, y + size, k + colon, size, b=True)
        if right is not None:
            d.t(right, y + size, v, size, al="r", maxw=maxw)
        else:
            d.t(x + lw, y + size, v, size, maxw=maxw)
        y += lead
    return y


def fsz(d: la.Doc, s: str, size: float, w: float, b: bool = False) -> float:
    """The size at which `s` fits `w` (never truncated: names must print whole)."""
    return min(size, size * w / max(d.width(s, size, b), 1))


def cj_kv(
    pdf: cj.Pdf,
    x: float,
    y: float,
    pairs: list[tuple[str, str]],
    size: float,
    *,
    lw: float = 60,
    lead: float = 14,
    maxw: float = 0,
    colour: Color = black,
) -> float:
    """CJK label：value lines (baseline steps of `lead` from y); returns the y below."""
    for k, v in pairs:
        y += lead
        pdf.text(x, y, f"{k}：" if k else "", size, colour=GREY)
        pdf.text(x + lw, y, v, size, maxw=maxw, colour=colour)
    return y + 4


# --------------------------------------------------------------------------- 1 zh-Hans science museum's exhibit-maintenance order

KJ_CITY = "合肥 南昌 贵阳 昆明 兰州 银川 呼和浩特 烟台 温州 扬州 柳州 宜宾 遵义 岳阳".split()
KJ_BUY = [
    "{c}科技馆",
    "{c}市科学技术馆",
    "{c}青少年科技中心",
    "{c}{b}科普教育基地管理有限公司",
    "{c}自然科学博物馆",
]
KJ_B = "启明 星空 探索 未来 智慧 求知 创想 博识".split()
KJ_SB = "华展 博创 立方 智诚 奥森 天工 新维 科艺 众合 思源 泰格 宏图".split()
KJ_SUP = [
    "{c}{s}展览展示有限公司",
    "{c}{s}科教设备有限公司",
    "{s}数字科技（{c}）有限公司",
    "{c}{s}机电工程有限公司",
    "{c}{s}光电科技股份有限公司",
]
KJ_SUP_BARE = ["{c}{s}电子经营部", "{c}市{s}教学仪器商行", "{s}模型工作室"]
KJ_HALL = "力学展区 电磁展区 航天展厅 儿童乐园 声光展区 生命科学厅 机器人剧场 数学展区".split()
KJ_ITEMS = [
    ("触摸查询一体机屏幕", "43寸 电容触控", "台", 2600, 4800),
    ("展项控制主板", "STM32 定制", "块", 680, 1500),
    ("特斯拉线圈高压包", "定制 含绝缘支架", "套", 3200, 6800),
    ("伺服电机", "400W 带驱动器", "套", 1350, 2600),
    ("投影机灯泡", "原装 爱普生 ELPLP", "只", 780, 1350),
    ("按钮开关", "22mm 带灯 防水", "只", 18, 45),
    ("亚克力展示罩", "1200×800×600 透明", "个", 980, 2200),
    ("LED射灯", "COB 15W 轨道式", "只", 85, 180),
    ("红外感应模块", "对射式 10米", "套", 160, 380),
    ("机械臂夹爪", "气动 平行", "个", 1200, 2900),
    ("音频功放模块", "2×50W D类", "块", 220, 560),
    ("展品说明牌", "铝板UV印刷 A4", "块", 60, 150),
    ("钢化玻璃面板", "8mm 磨边 定制", "块", 420, 960),
    ("工控机", "i5 8G 256G SSD", "台", 3800, 6200),
]


def _kj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(KJ_CITY, 2)
    buyer = rng.choice(KJ_BUY).format(c=c1, b=rng.choice(KJ_B))
    sup = bare_or(rng, KJ_SUP, KJ_SUP_BARE, 0.25).format(c=c2, s=rng.choice(KJ_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "KJG-CG-{Y}{m}{n3}|CG{Y}{m}{d}{n2}|{Y}-ZP-{n4}|KX{y}{m}{n4}")
    req = cj.number(rng, d, "SQ{y}{m}{n3}|维修申请-{Y}-{n3}")
    proj = cj.number(rng, d, "ZX-{Y}-{n2}|WB{Y}{n3}")
    ht = cj.number(rng, d, "HT{Y}-{n3}|KJ-HT-{y}{n3}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "above", "block"])
    po_lab = cj.pick(rng, "采购单号|订单编号|采购订单号|单据编号")
    ink = rng.choice([Color(0.1, 0.3, 0.6), Color(0.15, 0.4, 0.3), black])
    tax_mode = rng.choice(["incl", "split"])
    ds = rng.choice(["cn", "iso", "slash", "cn0"])
    sup_first = rng.random() < 0.45
    tel = cj.zh_tel(rng)

    def foot() -> None:
        s_ = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 24, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"{buyer}　设备维护部　电话 {tel}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{po_lab}：{po}（续）", 8.8, bold=True)
        return 46

    pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
    pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}　电话：{tel}", 7.6, colour=GREY)
    title = cj.pick(rng, "展品维修备件采购单|采购订单|展教具配件采购单|物资采购订单")
    y = 64
    if mode == "beside":
        pdf.text(pdf.w / 2, 84, title, 16, align="c", bold=True)
        pdf.text(right, 84, f"No.{po}", 11, align="r", colour=RED)
        pdf.text(right, 98, f"日期：{cj.fdate(d, ds)}", 8.4, align="r")
        y = 106
    elif mode == "block":
        pdf.text(right, 40, title, 15, align="r", bold=True)
        yy = cj_kv(
            pdf,
            right - 170,
            44,
            [(po_lab, po), ("日期", cj.fdate(d, ds)), ("合同号", ht)],
            8.4,
            lw=58,
        )
        y = max(yy, 70) + 4
    else:
        pdf.text(pdf.w / 2, 82, title, 16, align="c", bold=True)
        y = 92
        if mode == "grid":
            rows = [
                [po_lab, po, "下单日期", cj.fdate(d, ds)],
                ["申请单号", req, cj.pick(rng, "项目编号|维保项目号"), proj],
            ]
            if rng.random() < 0.35:
                rows.reverse()
            y = kgrid(
                pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), rows, h=18, size=8.4, ink=ink, fill=PALE
            )
        else:
            labs = ["日期", po_lab, "合同编号", "申请单号", "付款方式"]
            vals = [cj.fdate(d, ds), po, ht, req, cj.pick(rng, "验收后30天|月结|预付30%")]
            if rng.random() < 0.4:
                labs[1], labs[2], vals[1], vals[2] = labs[2], labs[1], vals[2], vals[1]
            y = above(pdf, m, y, cj.rel(wd, [18, 22, 20, 20, 20]), labs, vals, size=8.6)
    y += 10
    sup_lab = cj.pick(rng, "供应商|供方|乙方|致|")
    sp = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("统一社会信用代码", cj.credit_code(rng)),
    ]
    bp = [
        (cj.pick(rng, "需方|采购方|甲方"), buyer),
        ("收货地址", f"{cj.zh_addr(rng)}（{rng.choice(KJ_HALL)}）"),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
    ]
    if mode in ("beside", "block"):
        bp.append(("申请单号", req))
        bp.append(("项目编号", proj))
    panels = [sp, bp] if sup_first else [bp, sp]
    stacked = rng.random() < 0.35
    pw = wd if stacked else (wd - 16) / 2
    ymax = y
    for k, p in enumerate(panels):
        x = m if stacked else m + k * (pw + 16)
        yy = y if not stacked else ymax
        top = yy
        for lab, val in p:
            lw = 4 + cj.stringWidth(f"{lab}：", cj.FONT_NAME, 8.2) if lab else 4
            if lab:
                pdf.text(x + 4, yy + 13, f"{lab}：", 8.2, colour=GREY)
            big = val in (sup, buyer)
            for ln in cj.wrap(val, 8.4, pw - lw - 8):
                pdf.text(x + lw + 2, yy + 13, ln, 9 if big else 8.4, bold=big)
                yy += 14
        pdf.rect(x, top, pw, yy - top + 5, stroke=GREY, lw=0.5)
        ymax = max(ymax, yy + 9)
    y = ymax + 6
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9], [30, 40])
    lines = more_lines(
        rng,
        KJ_ITEMS,
        n,
        [1, 2, 2, 3, 4, 6, 10, 20],
        ["（备件）", "（升级款）", "（进口）"],
        big=2500,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    rng.choice(KJ_HALL),
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    heads = [
        "序号",
        "物料名称",
        "规格型号",
        "使用展区",
        "单位",
        "数量",
        "含税单价" if tax_mode == "incl" else "单价(不含税)",
        "金额",
    ]
    ws = cj.rel(wd, [5, 20, 19, 12, 6, 7, 14, 15])
    y = ctable(
        pdf, m, y, ws, heads, body, "cllccrrr", rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 5])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 60, 120, 200]))
    if tax_mode == "incl":
        tax = ZERO
        total = sub - off + fr
    else:
        tax = r2((sub - off + fr) * Decimal("0.13"))
        total = sub - off + fr + tax
    if y + 130 > bottom:
        y = brk()
    if stated:
        w2 = [sum(ws[:6]), ws[6], ws[7]]
        rows_ = [["", "小计", cj.money(sub)]]
        if off:
            rows_.append(["", "优惠", f"-{cj.money(off)}"])
        if fr:
            rows_.append(["", "运杂费", cj.money(fr)])
        if tax:
            rows_.append(["", "增值税13%", cj.money(tax)])
        if len(rows_) == 1 and rng.random() < 0.5:
            rows_ = []
        for cells in rows_:
            y = crow(pdf, m, y, w2, cells, "lrr", h=17, size=7.8)
        tl = cj.pick(rng, "合计|价税合计|订单总额|总金额")
        if rng.random() < 0.5:
            y = crow(
                pdf,
                m,
                y,
                w2,
                [f"人民币（大写）：{cj.daxie(total)}", tl, f"¥{cj.money(total)}"],
                "lrr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
        else:
            y += 8
            pdf.text(right - 200, y + 10, f"{tl}（人民币）：", 9.4, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 12.5, align="r", bold=True)
            pdf.text(m, y + 10, f"大写：{cj.daxie(total)}", 8.4)
            y += 34
        y += 6
        if tax_mode == "incl":
            pdf.text(m, y + 8, "以上单价均含13%增值税，供方须开具增值税专用发票。", 8, colour=GREY)
            y += 14
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 50])
            pre = r2(total * pct / 100)
            pdf.text(
                m,
                y + 8,
                f"付款：合同签订后预付{pct}%即¥{cj.money(pre)}，验收合格后支付余款¥{cj.money(total - pre)}。",
                8.2,
            )
            y += 14
    else:
        y += 8
        pdf.text(m, y + 8, "单价按维保框架协议执行，结算金额以验收单为准。", 8.4)
        y += 16
    for t in [
        f"1. 交货期限：{cj.fdate(cj.later(rng, d, 5, 30), 'cn')}前送至指定展区，须在闭馆时间（周一）安装调试。",
        "2. 涉及电气部件须符合GB 4943安全标准，提供合格证及保修卡（保修期不少于一年）。",
        "3. 请在送货单及发票上注明本采购单号，否则财务不予付款。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    sig = [
        "经办人：",
        "部门负责人：",
        "分管馆长：",
        cj.pick(rng, "供应商确认（签章）：|供方签字盖章：|乙方确认："),
    ]
    for k, lab in enumerate(sig):
        name = cj.person(rng) if k < 2 else ""
        pdf.text(m + k * wd / 4, y, f"{lab}{name}", 8.2, maxw=wd / 4 - 6)
    if rng.random() < 0.55:
        pdf.stamp(
            m + wd * 0.55,
            y - 10,
            buyer,
            rng,
            caption=rng.choice(["采购专用章", "合同专用章"]),
            r=32,
        )
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_zh_kejiguan_zhanpin_weixiu_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kj)


# --------------------------------------------------------------------------- 2 zh-Hans art-supplies seller's sales confirmation

HC_CITY = "杭州 苏州 武汉 长沙 成都 重庆 厦门 福州 济南 沈阳 大连 天津".split()
HC_SB = "青山 墨韵 丹青 彩虹 马良 艺林 画苑 雅风 良工 斑斓 鸿艺 翰墨".split()
HC_SUP = [
    "{c}{s}美术用品有限公司",
    "{c}{s}文化用品有限公司",
    "{c}{s}画材贸易有限公司",
    "{s}文具（{c}）有限公司",
]
HC_SUP_BARE = ["{c}{s}画材行", "{c}市{s}美术用品商店", "{s}画材批发部"]
HC_CUST = [
    "{c}{x}美术培训学校",
    "{c}{x}画室",
    "{c}{x}艺术教育科技有限公司",
    "{c}市{x}中学",
    "{c}{x}少儿美术中心",
]
HC_X = "向日葵 蓝天 七彩 梵高 小树苗 启航 新星 橙子 稻草人 白鹭".split()
HC_ITEMS = [
    ("水粉颜料", "24色 12ml 套装", "盒", 28, 56),
    ("丙烯颜料", "300ml 钛白", "支", 22, 45),
    ("油画颜料", "170ml 单支 各色", "支", 18, 42),
    ("素描铅笔", "2B-8B 12支装", "盒", 12, 30),
    ("木质画架", "榉木 1.7米", "个", 85, 180),
    ("画板", "4开 椴木", "块", 18, 38),
    ("油画框", "40×50cm 亚麻", "个", 22, 55),
    ("水彩纸", "300g 8开 20张", "本", 28, 68),
    ("素描纸", "160g 4开 100张", "包", 35, 78),
    ("尼龙画笔", "6支套装", "套", 15, 38),
    ("调色盒", "36格 密封", "个", 8, 18),
    ("石膏像", "大卫 头像", "个", 120, 260),
    ("色粉笔", "48色", "盒", 45, 96),
    ("美工刀", "大号 加厚", "把", 3, 8),
]


def _hc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(HC_CITY, 2)
    sup = bare_or(rng, HC_SUP, HC_SUP_BARE, 0.25).format(c=c1, s=rng.choice(HC_SB))
    cust = rng.choice(HC_CUST).format(c=c2, x=rng.choice(HC_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n3}|CG-{y}{m}{d}-{n2}|{Y}{m}{n4}|MS-CG{y}{n3}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO{Y}{n5}|QR-{Y}-{n4}")
    ht = cj.number(rng, d, "HT-{y}{m}{n3}|合同{Y}{n3}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.55, 0.1, 0.35), Color(0.1, 0.35, 0.55), Color(0.2, 0.2, 0.2)])
    tl = cj.pick(rng, "合计金额|总计|订单总额|应付总额|合计（含税）")
    hot = cj.zh_tel(rng)
    po_lab = cj.pick(rng, "客户订单号|贵方采购单号|客户PO号|采购单号|您的订单号")
    mode = rng.choice(["grid", "lines", "boxright"])

    def foot() -> None:
        pdf.line(m, pdf.h - 40, right, pdf.h - 40, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 28, f"{sup}　订货热线 {hot}", 7, colour=GREY)
        pdf.text(
            right,
            pdf.h - 28,
            f"{page[0]}/{of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{sup}　销售确认书（续）　单号：{so}", 8.6)
        return 46

    center = rng.random() < 0.4
    if center:
        pdf.text(pdf.w / 2, 40, sup, 15, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 54, f"{cj.zh_addr(rng)}　电话 {hot}", 7.6, align="c", colour=GREY)
    else:
        pdf.text(m, 40, sup, 15, bold=True, colour=ink)
        pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
        pdf.text(m, 65, f"电话：{hot}　税号：{cj.credit_code(rng)}", 7.6, colour=GREY)
    pdf.line(m, 72, right, 72, lw=1.1, colour=ink)
    title = cj.pick(rng, "销售确认书|订单确认单|销售订单确认|发货确认函")
    pdf.text(pdf.w / 2, 96, title, 16, align="c", bold=True)
    y = 106
    if mode == "boxright":
        bw = 170
        pdf.rect(right - bw, y, bw, 40, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, y + 14, "销售单号", 7.6, colour=GREY)
        pdf.text(right - 6, y + 14, so, 9, align="r", bold=True)
        pdf.text(right - bw + 6, y + 32, "确认日期", 7.6, colour=GREY)
        pdf.text(right - 6, y + 32, cj.fdate(d, rng.choice(["cn", "iso"])), 8.6, align="r")
        yy = cj_kv(
            pdf,
            m,
            y - 4,
            [
                ("客户", cust),
                (po_lab, po),
                ("联系人", f"{cj.person(rng)} {cj.mobile(rng)}"),
                ("收货地址", cj.zh_addr(rng)),
            ],
            8.6,
            lw=70,
            maxw=wd - bw - 90,
        )
        y = max(yy, y + 48) + 6
    elif mode == "grid":
        rows = [
            ["客户名称", cust, "销售单号", so],
            [po_lab, po, "日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))],
            ["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "合同编号", ht],
            ["送货地址", cj.zh_addr(rng), "交货日期", cj.fdate(cj.later(rng, d, 2, 15), "cn")],
        ]
        if rng.random() < 0.4:
            rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
            rows[1][0:2], rows[2][0:2] = rows[2][0:2], rows[1][0:2]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [14, 36, 14, 36]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
    else:
        pdf.text(m, y + 8, f"致：{cust}", 9.4, bold=True)
        pdf.text(right, y + 8, f"NO：{so}", 9.4, align="r", colour=RED)
        pdf.text(m, y + 24, f"感谢贵方订购！根据贵方{po_lab}　{po}，现将订货明细确认如下：", 8.6)
        pdf.text(
            m,
            y + 38,
            f"联系人：{cj.person(rng)}　{cj.mobile(rng)}　　确认日期：{cj.fdate(d, 'cn')}",
            8.2,
            colour=GREY,
        )
        y += 48
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [32, 42])
    lines = more_lines(
        rng, HC_ITEMS, n, [5, 10, 20, 30, 50, 100], ["（大包装）", "（学生级）", "（专家级）"]
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], a) for c, a in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 24, 24, 7, 9, 13, 16]),
        ["序号", "品名", "规格", "单位", "数量", "单价", "金额"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 5, 8, 10])) / 100)
    ship = Decimal(rng.choice([0, 0, 0, 30, 50, 80]))
    total = sub - off + ship
    if y + 140 > bottom:
        y = brk()
    y += 10
    if stated:
        pairs = [("货款小计", f"¥{cj.money(sub)}")]
        if off:
            pairs.append(("优惠折扣", f"-¥{cj.money(off)}"))
        if ship:
            pairs.append(("物流费", f"¥{cj.money(ship)}"))
        if len(pairs) > 1 or rng.random() < 0.5:
            for k, v in pairs:
                pdf.text(right - 150, y + 8, f"{k}：", 8.6)
                pdf.text(right, y + 8, v, 8.6, align="r")
                y += 15
        if rng.random() < 0.45:
            pdf.text(right - 150, y + 10, f"{tl}：", 9.6, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 36
        else:
            pdf.text(right, y + 10, f"{tl}（含税）：¥{cj.money(total)}", 10.4, align="r", bold=True)
            y += 18
        pdf.text(m, y + 8, f"人民币大写：{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.65:
            dep = r2(total * Decimal(rng.choice([20, 30, 50])) / 100)
            pdf.text(
                m, y + 8, f"已收定金：¥{cj.money(dep)}　　尚需支付：¥{cj.money(total - dep)}", 8.4
            )
            y += 16
    else:
        pdf.text(m, y + 8, "以上价格为含税零售指导价，实际金额以发货单为准。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"户名：{sup}",
        f"开户行：{bank}　账号：{acct}",
        "如有破损请于收货三日内反馈，颜料类产品拆封后不退换。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"卖方：{sup}", 8.4)
    pdf.text(m + wd / 2 + 10, y, cj.pick(rng, "买方确认（签章）：|客户签字回传：|需方确认："), 8.4)
    pdf.text(m, y + 18, f"销售代表：{cj.person(rng)}　{cj.mobile(rng)}", 8.2)
    pdf.text(m + wd / 2 + 10, y + 18, f"买方：{cust}", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + 140, y + 2, sup, rng, caption="销售专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit31_zh_huacai_xiaoshou_querenshu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hc)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwan golf driving range's equipment order

TG_BUY = [
    "{p}高爾夫練習場",
    "{p}高爾夫育樂股份有限公司",
    "{p}揮桿練習場有限公司",
    "{p}高爾夫球場開發股份有限公司",
]
TG_P = "大直 林口 青埔 八里 新店 竹北 台中港 烏日 高雄澄清湖 礁溪 楊梅 大溪".split()
TG_SB = "佳鋒 聖泰 冠宇 全英 鴻展 億昌 永翔 宏達昌 捷順 萬順 泰興 鼎盛".split()
TG_SUP = [
    "{s}運動用品有限公司",
    "{s}實業股份有限公司",
    "{s}企業社",
    "{s}高爾夫器材行",
    "{s}國際貿易有限公司",
]
TG_ITEMS = [
    ("練習球", "雙層 白色 印字", "顆", 9, 16),
    ("打擊墊", "150×150 人工草", "片", 3200, 6800),
    ("自動供球機", "單打位 感應式", "台", 18000, 32000),
    ("球桶", "塑膠 可裝100顆", "個", 85, 160),
    ("防護網", "PE 40mm網目 每平方公尺", "㎡", 60, 140),
    ("球梯", "橡膠 3吋", "支", 45, 95),
    ("撿球車刮板", "不鏽鋼 替換件", "組", 4200, 7800),
    ("打位隔板", "鋁框 強化玻璃", "片", 5200, 9800),
    ("果嶺推桿草皮", "人工草 每平方公尺", "㎡", 980, 1800),
    ("洗球機濾網", "原廠零件", "個", 1200, 2600),
    ("LED夜間照明燈具", "400W 投光燈", "具", 6800, 12800),
    ("出租球桿", "7號鐵 男用", "支", 1500, 2900),
]


def _tg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = rng.choice(TG_BUY).format(p=rng.choice(TG_P))
    sup = rng.choice(TG_SUP).format(s=rng.choice(TG_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n4}|{roc}{m}{d}{n3}|GR-{roc}-{n4}|P{Y}{m}{n3}")
    qt = cj.number(rng, d, "Q{roc}{m}{n3}|報價{roc}-{n3}")
    pr = cj.number(rng, d, "PR{roc}{n4}|請購{roc}{m}{n2}")
    ban_b, ban_s = f"{rng.randint(10000000, 99999999)}", f"{rng.randint(10000000, 99999999)}"
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["roc", "rocs", "slash"])
    po_lab = cj.pick(rng, "訂購單號|採購單號|訂單編號|單號")
    mode = rng.choice(["box", "grid", "head", "beside"])
    ink = rng.choice([Color(0.1, 0.35, 0.2), Color(0.15, 0.25, 0.55), black])
    tel = cj.tw_tel(rng)

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"第 {page[0]} 頁，共 {of} 頁" if of else f"第 {page[0]} 頁",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　訂購單（續）　{po_lab}：{po}", 8.6, bold=True)
        return 46

    pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        54,
        f"{cj.tw_addr(rng)}　電話 {tel}　統一編號 {ban_b}",
        7.6,
        align="c",
        colour=GREY,
    )
    title = cj.pick(rng, "訂　購　單|採購單|訂購單|器材訂購單")
    pdf.text(pdf.w / 2, 78, title, 16, align="c", bold=True)
    y = 88
    if mode == "beside":
        pdf.text(right, 78, f"No. {po}", 10.5, align="r", colour=RED)
        pdf.text(m, 78, f"日期：{cj.fdate(d, ds)}", 8.4)
    elif mode == "box":
        bw = 180
        for k, (lab, val) in enumerate(
            [(po_lab, po), ("訂購日期", cj.fdate(d, ds)), ("報價單號", qt)]
        ):
            crow(
                pdf,
                right - bw,
                62 + k * 16 if land else 90 + k * 16,
                [64, bw - 64],
                [lab, val],
                "cl",
                h=16,
                size=8,
            )
        y = 90 + 50 if not land else 88
    sup_lab = cj.pick(rng, "廠商名稱|供應商|受訂廠商|致")
    if mode == "grid":
        rows = [
            [sup_lab, sup, po_lab, po],
            [
                "聯絡人",
                f"{cj.person(rng, 'zh-Hant')} {cj.tw_tel(rng)}",
                "訂購日期",
                cj.fdate(d, ds),
            ],
            ["統一編號", ban_s, "報價單號", qt],
            ["送貨地點", f"{buyer}　器材室", "交貨日期", cj.fdate(cj.later(rng, d, 5, 30), ds)],
        ]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [12, 38, 12, 38]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
    else:
        xw = wd - 200 if mode == "box" and not land else wd
        yy = cj_kv(
            pdf,
            m,
            y - 4,
            [
                (sup_lab, sup),
                ("聯絡人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"),
                ("統一編號", ban_s),
                ("地址", cj.tw_addr(rng)),
            ],
            8.6,
            lw=62,
            maxw=xw - 70,
        )
        if mode == "head":
            yy += 4
            heads = [po_lab, "訂購日期", "請購單號", "報價單號", "付款條件"]
            vals = [po, cj.fdate(d, ds), pr, qt, cj.pick(rng, "月結30天|貨到付款|月結60天")]
            ws = cj.rel(wd, [22, 18, 18, 18, 24])
            yy = crow(pdf, m, yy, ws, heads, "ccccc", h=17, size=7.8, fill=PALE, head=True)
            yy = crow(pdf, m, yy, ws, vals, "ccccc", h=18, size=8.4)
        y = max(yy, y) + 8
        if mode != "head":
            pdf.text(
                m,
                y + 6,
                f"請購單號：{pr}　送貨地點：{buyer}（{rng.choice(['打位區', '倉庫', '球具室'])}）",
                8,
                colour=GREY,
            )
            y += 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        TG_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 50],
        ["(備品)", "(加厚)", "(黃色)"],
        places=0,
        big=5000,
    )
    lines = [
        (it, Decimal(rng.choice([3000, 5000, 10000])) if it[0] == "練習球" else q, p)
        for it, q, p, _ in lines
    ]
    lines = [(it, q, p, q * p) for it, q, p in lines]
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                f"{p:,.0f}" if stated else "",
                f"{a:,.0f}" if stated else "",
                "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [5, 22, 22, 6, 9, 11, 13, 12])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["項次", "品名", "規格", "單位", "數量", "單價", "金額", "備註"],
        body,
        "cllcrrrl",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = Decimal(rng.choice([0, 0, 0, 500, 1000, 2000])) if sub > 20000 else ZERO
    net = sub - disc
    tax = r0(net * Decimal("0.05"))
    total = net + tax
    if y + 120 > bottom:
        y = brk()
    if stated:
        w2 = [sum(ws[:5]), ws[5], ws[6] + ws[7]]
        rows_ = [["", "未稅合計", f"{sub:,.0f}"]]
        if disc:
            rows_ += [["", "折讓", f"-{disc:,.0f}"]]
        rows_ += [["", "營業稅5%", f"{tax:,.0f}"]]
        for cells in rows_:
            y = crow(pdf, m, y, w2, cells, "lrr", h=17, size=8)
        tl = cj.pick(rng, "總計|含稅總金額|合計新台幣|訂購總額")
        y = crow(
            pdf,
            m,
            y,
            w2,
            [f"新台幣{cj.daxie(total, trad=True)}", tl, f"NT${total:,.0f}"],
            "lrr",
            h=20,
            size=8.4,
            bold=True,
            fill=PALE,
        )
        y += 6
        if rng.random() < 0.4:
            dep = r0(total * Decimal("0.3"))
            pdf.text(
                m,
                y + 8,
                f"訂金30%：NT${dep:,.0f}（簽約時支付），尾款NT${total - dep:,.0f}驗收後月結。",
                8.2,
            )
            y += 14
    else:
        y += 8
        pdf.text(m, y + 8, "單價依報價單，實際金額以驗收數量計算。", 8.4)
        y += 16
    for t in [
        "一、交貨時請附出貨單並註明本訂購單號，發票抬頭及統編請開立本公司。",
        "二、逾期交貨每日扣款千分之三；品質不符者退貨。",
        "三、安裝施工請於營業時間外進行，並遵守本場安全規定。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 28
    sw = wd / 4
    for k, lab in enumerate(
        ["核准", "審核", "採購經辦", cj.pick(rng, "廠商簽認|供應商回簽|廠商確認蓋章")]
    ):
        pdf.rect(m + k * sw, y, sw, 14, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(m + k * sw, y + 14, sw, 32, stroke=black, lw=0.5)
        pdf.text(m + k * sw + sw / 2, y + 10, lab, 7.8, align="c")
        if k == 2:
            pdf.text(m + k * sw + sw / 2, y + 34, cj.person(rng, "zh-Hant"), 8.2, align="c")
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_tw_gaoerfu_lianxichang_qicai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tg)


# --------------------------------------------------------------------------- 4 ja paper-hanger's (表具店) materials order

HY_SHOP = ["{p}表具店", "有限会社{p}表具", "株式会社{p}表装", "{p}経師店", "表具師 {p}堂"]
HY_P = "松月 春光 吉田 山崎 大黒 清水 若竹 青柳 錦 藤本 桂 長谷川".split()
HY_SB = "越前 美濃 土佐 京 阿波 因州 大和 東洋 日本 丸正 三好 北斗".split()
HY_ST = ["和紙", "襖紙", "表具資材", "紙業", "建具金物"]
HY_ITEMS = [
    ("襖紙（鳥の子）", "三六判 無地 雲竜", "枚", 1200, 3800),
    ("障子紙", "美濃判 楮 強化", "本", 980, 2600),
    ("上張り用糊", "生麩糊 1kg", "袋", 780, 1500),
    ("襖縁", "黒塗 5尺8寸", "本", 1400, 3200),
    ("引手", "真鍮 丸型 43mm", "個", 380, 1500),
    ("下張り用紙", "茶チリ 100枚", "束", 3400, 6800),
    ("掛軸用裂地", "金襴 一幅分", "反", 4800, 12000),
    ("軸棒・軸先", "桐 朱塗 セット", "組", 900, 2400),
    ("屏風蝶番", "紙蝶番 二曲用", "組", 1600, 3600),
    ("浮き張り用和紙", "楮 中判", "枚", 260, 680),
    ("胡粉", "上 500g", "袋", 1100, 2200),
    ("カッター替刃", "大型 50枚入", "箱", 900, 1800),
]


def _hy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    shop = rng.choice(HY_SHOP).format(p=rng.choice(HY_P))
    b, t = rng.choice(HY_SB), rng.choice(HY_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}商店", f"有限会社{b}{t}", f"{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|HY-{n5}|{Y}{m}{d}-{n2}|HY{n4}|{n6}")
    mitsu = cj.number(rng, d, "見積{y}{m}-{n2}|M-{n5}")
    genba = f"{rng.choice(['佐藤', '鈴木', '高橋', '田中', '渡辺', '中村'])}様邸 {rng.choice(['和室襖張替', '障子張替', '床の間掛軸修復', '屏風仕立直し'])}"
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "発注番号|注文番号|発注No.|注文No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    mode = rng.choice(["topbox", "row", "beside", "right"])
    ink = rng.choice([Color(0.35, 0.2, 0.1), Color(0.1, 0.25, 0.35), black])
    title = cj.pick(rng, "発　注　書|注文書|発注書|御注文書")

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 26,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace('　', '')}（続き）　{po_lab} {po}", 8.8)
        return 46

    pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
    if mode == "beside":
        pdf.text(right, 46, f"{po_lab}：{po}", 9.4, align="r")
        pdf.text(right, 60, cj.fdate(d, ds), 8.4, align="r")
    elif mode == "topbox":
        bw = [56, 104]
        yy = 56
        for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    else:
        pdf.text(right, 60, f"発行日 {cj.fdate(d, ds)}", 8.2, align="r")
    y = 86
    pdf.text(m, y, sup, 12.5, bold=True)
    pdf.text(
        m + cj.stringWidth(sup, cj.FONT_NAME, 12.5) + 8, y, rng.choice(["御中", "御中", "様"]), 11
    )
    pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
    if rng.random() < 0.5:
        pdf.text(
            m, y + 18, f"ご担当：{cj.person(rng, 'ja')} 様　FAX {cj.ja_tel(rng)}", 7.8, colour=GREY
        )
    pdf.text(m, y + 32, "下記の通り発注致します。", 8.6)
    ry = 104 if mode == "topbox" else 82
    for i, s in enumerate(
        [
            shop,
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"担当：{cj.person(rng, 'ja')}",
            f"登録番号 T{rng.randint(10**12, 10**13 - 1)}",
        ]
    ):
        pdf.text(
            right,
            ry + i * 12,
            s,
            10.5 if i == 0 else 7.6,
            align="r",
            bold=i == 0,
            colour=black if i == 0 else GREY,
        )
    if rng.random() < 0.6:
        pdf.stamp(
            right - 14,
            ry + 10,
            shop.replace("有限会社", "").replace("株式会社", "")[:4],
            rng,
            shape="rect",
            r=18,
        )
    y = ry + 66
    if mode == "right":
        bw = [60, 110]
        for lab, val in [(po_lab, po), ("お見積No.", mitsu)]:
            y = crow(pdf, right - sum(bw), y, bw, [lab, val], "cl", h=16, size=8.2)
        y += 6
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng, HY_ITEMS, n, [1, 2, 3, 5, 10, 20, 30], ["（白）", "（練色）", "（特上）"], places=0
    )
    sub = sum((a for *_, a in lines), ZERO)
    nebiki = Decimal(rng.choice([0, 0, 0, 500, 1000, 3000])) if sub > 30000 else ZERO
    net = sub - nebiki
    tax = (net * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = net + tax
    if stated and rng.random() < 0.55:
        pdf.rect(m, y, 240, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 240, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "ご注文金額（税込）|発注金額合計（税込）|合計金額"), 8.4
        )
        pdf.text(
            m + 234,
            y + 34,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 48
    rows = [
        [
            "納期",
            cj.fdate(cj.later(rng, d, 3, 20), ds),
            "納品先",
            cj.pick(rng, "弊店作業場|現場直送|本店"),
            "現場名",
            genba,
        ]
    ]
    if mode == "row":
        rows[0][2:4] = [po_lab, po]
    if mode != "right":
        rows.append(
            [
                "お見積No.",
                mitsu,
                "支払条件",
                cj.pick(rng, "月末締翌月末|現金|20日締"),
                "備考",
                cj.pick(rng, "午前着希望|要連絡|"),
            ]
        )
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [10, 18, 10, 17, 9, 36]),
            rows,
            h=18,
            size=8,
            ink=ink,
            fill=PALE,
            labels=(0, 2, 4),
        )
        + 8
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
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
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 28, 25, 8, 6, 12, 16]),
        ["No.", "品名", "規格・仕様", "数量", "単位", "単価", "金額"],
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
    y += 6
    if stated:
        w2 = [96, 104]
        lab = cj.pick(rng, "合計|合計金額|総合計|税込合計")
        rows_ = [("小計", f"{sub:,.0f}")]
        if nebiki:
            rows_.append(("お値引き", f"-{nebiki:,.0f}"))
        rows_ += [("消費税（10%）", f"{tax:,.0f}"), (lab, f"¥{total:,.0f}")]
        for k, (l_, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [l_, v],
                "lr",
                h=18,
                size=8.6,
                bold=last,
                fill=PALE if last else None,
            )
    else:
        pdf.text(m, y + 10, "単価はお見積書の通り。金額は納品後ご請求ください。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・襖紙は柄合わせのため同一ロットでご手配ください。",
        "・納品書・請求書には必ず発注番号をご記入ください。",
        "・インボイス制度対応の請求書をお願い致します。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t, 7.8)
        y += 13
    if y + 56 > bottom:
        y = brk()
    y += 14
    if rng.random() < 0.5:
        for k, lab in enumerate(["承認", "検印", "担当"]):
            x = right - (3 - k) * 44
            pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
            pdf.rect(x, y + 13, 44, 32, stroke=black)
            pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    else:
        pdf.text(m, y + 10, "―――――――――― キ リ ト リ ――――――――――", 7.6, colour=GREY)
        pdf.text(
            m, y + 28, f"注文請書　{shop} 御中　上記の通りお請け致しました。　　受注者印：", 8.2
        )
        y += 30
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_ja_hyoguten_shizai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hy)


# --------------------------------------------------------------------------- 5 en-CA prairie grain terminal's maintenance-parts order

GT_PLACE = [
    (
        "Saskatchewan",
        "SK",
        "Weyburn|Swift Current|Humboldt|Kindersley|Melfort|Rosetown".split("|"),
        "0.06",
        "PST",
    ),
    (
        "Manitoba",
        "MB",
        "Brandon|Dauphin|Portage la Prairie|Morden|Virden".split("|"),
        "0.07",
        "RST",
    ),
    ("Alberta", "AB", "Lethbridge|Camrose|Vegreville|Olds|Grande Prairie".split("|"), "", ""),
]
GT_BUY = [
    "{t} Inland Terminal Ltd.",
    "{t} Grain Co-operative Ltd.",
    "Prairie {t} Elevators Inc.",
    "{t} Producer Car Loading Co.",
]
GT_T = "North Star|Golden Plains|Big Sky|Wheatland|Aspen Parkland|Buffalo Trail|Red Coat|Three Rivers".split(
    "|"
)
GT_SUP = [
    "{n} Industrial Supply Ltd.",
    "{n} Conveyor & Belting Inc.",
    "{n} Bearing & Transmission Ltd.",
    "{n} Electric Motor Rewind Ltd.",
    "{n} Hydraulics (2009) Ltd.",
    "{n} Fasteners Inc.",
]
GT_SUP_BARE = ["{n} Welding", "{n} Bros. Machine Shop", "{n} Ag Parts"]
GT_N = "Kowalchuk|Thiessen|Friesen|Lavallee|MacPherson|Hnatiuk|Dueck|Bergstrom|Olynyk|Gustafson|Wiebe|Pelletier".split(
    "|"
)
GT_F = "Dale|Brenda|Curtis|Shelley|Wade|Tammy|Garth|Colleen|Ryan|Jodi".split("|")
GT_ITEMS = [
    ("Elevator leg bucket, CC-HD 12x7 poly", "ea", 14, 28),
    ("Leg belt, 14in 4-ply, per ft", "ft", 32, 58),
    ("Bucket bolts 1/4-20 Norway, box/100", "box", 38, 72),
    ("Head pulley lagging kit, ceramic", "kit", 1450, 2900),
    ("Bearing, pillow block 2-7/16in", "ea", 180, 420),
    ("Drag conveyor chain, 81X, per 10ft", "len", 260, 520),
    ("Distributor spout liner, UHMW", "ea", 340, 780),
    ("Motor, 50 HP TEFC 1800 rpm", "ea", 4200, 7800),
    ("Gearbox oil, ISO 220, 20 L", "pail", 120, 190),
    ("Aeration fan bearing kit", "kit", 210, 460),
    ("Moisture tester calibration service", "job", 380, 850),
    ("Hazard monitoring sensor, belt alignment", "ea", 290, 640),
    ("Rail car gate opener bit", "ea", 65, 140),
    ("Explosion vent panel 24x36", "ea", 520, 1100),
]


def _gt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(rng.choice([letter, letter, A4]), la.pick(rng, LATIN))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    prov, pc, towns, prate, pname = rng.choice(GT_PLACE)
    town = rng.choice(towns)
    buyer = rng.choice(GT_BUY).format(t=rng.choice(GT_T))
    n1 = rng.choice(GT_N)
    sup = bare_or(rng, GT_SUP, GT_SUP_BARE, 0.3).format(n=n1)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-#####", f"{dt:%y}-####", "4500######", f"IT{dt:%y}####", "#####"])
    )
    wo = la.digits(rng, rng.choice(["WO-#####", "WO ####"]))
    req = la.digits(rng, rng.choice(["REQ-####", "MR-#####"]))
    vend = la.digits(rng, "V#####")
    afe = la.digits(rng, "AFE-##-###")
    gstno = la.digits(rng, "#########RT0001")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "beside", "right", "headrow"])
    po_lab = la.pick(rng, "PO Number|P.O. No.|Purchase Order #|Order No.")
    df = lambda x: la.dfmt(x, rng.choice(["iso", "mon", "long_en", "dmy"]))  # noqa: E731
    ds = df(dt)
    phone = la.digits(
        rng,
        "(306) ###-####" if pc == "SK" else "(204) ###-####" if pc == "MB" else "(403) ###-####",
    )

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{buyer} · {town}, {pc} · GST/HST Reg. No. {gstno} · Invoices must quote our PO number",
            6.6,
            grey=0.35,
            maxw=wd - 60,
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
        d.t(m, 44, f"{buyer} - {po_lab} {po} (continued)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{la.digits(rng, 'Hwy ## & Range Rd ###')}",
            f"{town}, {pc}  {la.digits(rng, '@#@ #@#')}",
            f"Tel {phone}",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER - PARTS & SERVICES")
    y = 96
    if mode == "beside":
        d.t(r, 48, f"{title.split(' - ')[0]}  {po}", 14, b=True, al="r")
        d.t(r, 62, f"Date: {ds}", 8.4, al="r")
    else:
        d.t(r, 48, title, 14 if len(title) < 20 else 11, b=True, al="r")
    if mode == "grid":
        labels = [po_lab, "Order Date", "Vendor No.", "Requisition", "Terms", "FOB"]
        vals = [
            po,
            ds,
            vend,
            req,
            la.pick(rng, "Net 30|Net 45|2% 10 Net 30"),
            la.pick(rng, "Destination|Shipping Point|Prepaid & Add"),
        ]
        if rng.random() < 0.4:
            labels[0], labels[2], vals[0], vals[2] = labels[2], labels[0], vals[2], vals[0]
        y = (
            d.grid(m, y, [wd * f for f in (0.19, 0.16, 0.14, 0.16, 0.17, 0.18)], labels, vals, 8.4)
            + 12
        )
    elif mode == "headrow":
        heads = ["Date", po_lab, "Work Order", "AFE", "Ship Via"]
        vals = [ds, po, wo, afe, la.pick(rng, "Best Way|Purolator|Customer Pickup|Loomis")]
        ws = [wd * f for f in (0.18, 0.22, 0.18, 0.18, 0.24)]
        y = lrow(d, m, y, ws, heads, "lllll", h=16, size=7.6, b=True, fill=0.88)
        y = lrow(d, m, y, ws, vals, "lllll", h=17, size=8.6) + 12
    cw = (wd - 18) / 2
    vlab = la.pick(rng, "Vendor|Supplier|To|Order From|")
    sadr = [
        sup,
        f"{rng.randint(100, 9999)} {rng.choice(['Industrial Dr', '8th Street E', 'Quance St', 'Kenderdine Rd', 'McGillivray Blvd'])}",
        f"{rng.choice(['Saskatoon, SK', 'Regina, SK', 'Winnipeg, MB', 'Calgary, AB', 'Edmonton, AB'])}  {la.digits(rng, '@#@ #@#')}",
        f"Attn: {rng.choice(GT_F)} {rng.choice(GT_N)}  ·  {la.digits(rng, '1-800-###-####')}",
    ]
    ship = [
        f"{buyer}",
        f"Receiving - {rng.choice(['Shop', 'Main Elevator', 'Annex B', 'Dryer Building'])}",
        f"{town}, {pc}",
        f"Contact: {rng.choice(GT_F)} {rng.choice(GT_N)}, Maintenance Lead",
    ]
    blocks = [(vlab, sadr), (la.pick(rng, "Ship To|Deliver To"), ship)]
    if rng.random() < 0.3:
        blocks.reverse()
    yy = y
    kvx = m + cw + 18
    if mode == "right":
        kv = [
            (po_lab, po),
            ("Date", ds),
            ("Vendor #", vend),
            ("Requisition", req),
            ("Work Order", wo),
        ]
        if rng.random() < 0.35:
            rng.shuffle(kv)
        ky = kv_lines(d, kvx, y, kv, 8.4, right=r)
        blocks = [b for b in blocks if b[1] is sadr]
        yb = y
        if vlab:
            d.t(m, yb + 8, vlab, 8, b=True, grey=0.35)
            yb += 12
        yb = d.lines(m, yb, sadr, 8.8, b_first=True, lead=11.5)
        y = max(yb, ky) + 8
        d.t(m, y + 8, f"Ship to: {ship[0]}, {ship[1]}, {ship[2]}", 8, grey=0.2)
        y += 18
    else:
        for k, (lab, rows) in enumerate(blocks):
            xx = m + k * (cw + 18)
            yb = y
            if lab:
                d.t(xx, yb + 8, lab, 8, b=True, grey=0.35)
                yb += 12
            yy = max(yy, d.lines(xx, yb, rows, 8.6, b_first=rows is sadr, lead=11.2))
        y = yy + 8
        if mode == "beside":
            d.t(
                m,
                y + 8,
                f"Requisition {req}  ·  Work Order {wo}  ·  Vendor # {vend}",
                7.8,
                grey=0.25,
            )
            y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 42])
    lines = more_lines(
        rng,
        GT_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 24, 50],
        ["- spare", "- bin stock", "(rush)"],
        big=1500,
    )
    body = [
        ([str(i), la.digits(rng, "##-####"), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.11, 0.42, 0.08, 0.08, 0.12, 0.14)],
        ["#", "Part No.", "Description", "Qty", "UOM", "Unit Price", "Extended"],
        body,
        "lllrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    frt = Decimal(rng.choice([0, 0, 85, 145, 260, 410]))
    gst = r2((sub + frt) * Decimal("0.05"))
    pst = r2(sub * Decimal(prate)) if prate else ZERO
    total = sub + frt + gst + pst
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", en2(sub), False)]
        if frt:
            rows.append(("Freight", en2(frt), False))
        rows.append(("GST 5%", en2(gst), False))
        if pst:
            rows.append((f"{pname} {int(Decimal(prate) * 100)}%", en2(pst), False))
        tl = la.pick(rng, "TOTAL (CAD)|PO Total|Total Order Value|Total")
        xl = m + wd * 0.58
        if rng.random() < 0.35:
            y = d.summary(xl, r - 3, y, rows, 8.6)
            d.box(xl - 4, y + 2, r - xl + 4, 34, fill=0.9, stroke=False)
            d.t(xl, y + 14, tl, 9, b=True)
            d.t(r - 3, y + 30, f"${en2(total)}", 11, b=True, al="r")
            y += 40
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                rows + [(tl, f"${en2(total)}", True)],
                8.8,
                box_last=rng.random() < 0.5,
                shade=0.88 if rng.random() < 0.4 else None,
            )
        d.t(m, y - 30, "All amounts in Canadian dollars.", 7.6, grey=0.3)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing per blanket agreement; vendor to invoice actual quantities shipped against WO {wo}.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Vendor must be registered with our contractor safety program before attending site. Packing slip must reference the PO number; partial shipments require buyer approval.",
        "Goods remain subject to inspection on receipt. This purchase order is governed by the laws of the Province of "
        + prov
        + ".",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Authorized: {rng.choice(GT_F)} {rng.choice(GT_N)}, {rng.choice(['Terminal Manager', 'Purchasing Agent', 'Maintenance Superintendent'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng, "Vendor Acceptance|Supplier acknowledgement - sign and return|Accepted by Vendor"
        ),
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_en_ca_grain_terminal_parts_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gt)


# --------------------------------------------------------------------------- 6 en-IN Ayurvedic pharmacy's raw-herb and packing order

AY_ST = [
    ("Kerala", "32", "Thrissur|Kottakkal|Palakkad|Kannur|Kollam".split("|")),
    ("Karnataka", "29", "Mysuru|Udupi|Hubballi|Shivamogga".split("|")),
    ("Uttarakhand", "05", "Haridwar|Dehradun|Rishikesh".split("|")),
    ("Maharashtra", "27", "Nagpur|Nashik|Pune|Kolhapur".split("|")),
    ("Gujarat", "24", "Jamnagar|Vadodara|Rajkot".split("|")),
]
AY_BUY = [
    "{n} Ayurveda Pharmacy Pvt. Ltd.",
    "{n} Vaidyasala",
    "{n} Herbals & Ayurvedic Formulations Ltd.",
    "Sri {n} Ayurvedic Oushadhasala",
    "{n} Arya Vaidya Nilayam",
]
AY_N = "Dhanvantari|Sushruta|Amrutham|Prakriti|Vaidyaratnam|Sahyadri|Nagarjuna|Kamadhenu|Aushadhi|Saptagiri".split(
    "|"
)
AY_SUP = [
    "{n} Herbal Traders",
    "{n} Crude Drugs Pvt. Ltd.",
    "{n} Agro Exports Pvt. Ltd.",
    "{n} Packaging Industries",
    "{n} & Sons",
    "{n} Forest Produce Co-operative Society Ltd.",
]
AY_SN = "Shree Ganesh|Malabar|Nilgiri|Jai Bharat|Vanaspati|Sahyadri Green|Shivam|Annapurna|Kaveri|Himalaya Roots".split(
    "|"
)
AY_P = "Menon|Nair|Kulkarni|Joshi|Hegde|Pillai|Patil|Bhat|Rawat|Desai".split("|")
AY_F = "Suresh|Lakshmi|Pradeep|Anitha|Girish|Deepa|Mohan|Kavya|Vinod|Revathi".split("|")
AY_ITEMS = [
    ("Ashwagandha root (Withania somnifera), dried", "1211", "kg", 5, 280, 520),
    ("Triphala (Amla, Haritaki, Bibhitaki) coarse", "1211", "kg", 5, 160, 320),
    ("Shatavari root, dried", "1211", "kg", 5, 380, 720),
    ("Brahmi whole plant, dried", "1211", "kg", 5, 220, 460),
    ("Guduchi stem (Giloy)", "1211", "kg", 5, 90, 180),
    ("Cow ghee for ghrita preparations", "0405", "kg", 12, 520, 680),
    ("Sesame oil, cold pressed", "1515", "ltr", 5, 190, 290),
    ("Jaggery (organic) for arishta", "1701", "kg", 5, 55, 95),
    ("Amber PET bottle 200 ml with cap", "3923", "nos", 18, 6, 11),
    ("Printed mono carton 200 ml", "4819", "nos", 18, 3, 7),
    ("HDPE jar 500 g tamper-evident", "3923", "nos", 18, 9, 16),
    ("Shrink sleeve labels (roll of 5000)", "3919", "roll", 18, 2400, 4200),
]


def _ay(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    st, code, towns = rng.choice(AY_ST)
    town = rng.choice(towns)
    bn = rng.choice(AY_N)
    buyer = rng.choice(AY_BUY).format(n=bn)
    sup = rng.choice(AY_SUP).format(n=rng.choice(AY_SN))
    interstate = rng.random() < 0.35
    scode = rng.choice([c for _, c, _ in AY_ST if c != code]) if interstate else code
    gstin_b = f"{code}{la.digits(rng, '@@@@@####@')}1Z{rng.choice('0123456789')}"
    gstin_s = f"{scode}{la.digits(rng, '@@@@@####@')}1Z{rng.choice('0123456789')}"
    dt = a_day(rng)
    fy = (
        f"{dt.year}-{(dt.year + 1) % 100:02d}"
        if dt.month >= 4
        else f"{dt.year - 1}-{dt.year % 100:02d}"
    )
    ini = "".join(w[0] for w in bn.split())[:2].upper() + "AP"
    po = la.digits(
        rng,
        rng.choice(
            [f"{ini}/PUR/{fy}/0###", f"PO/{fy}/###", f"{ini}-PO-####", f"PUR/{dt:%m}/{fy}/##"]
        ),
    )
    indent = la.digits(
        rng, rng.choice(["IND/###", f"Indent No. {dt:%y}##"]).replace("Indent No. ", "")
    )
    quot = la.digits(rng, rng.choice(["Q/####", "QTN-###/" + fy]))
    dl = la.digits(rng, rng.choice([f"{code}/AYU/###/{dt.year - rng.randint(3, 20)}", "AUS-####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["twocol", "grid", "beside", "headrow"])
    po_lab = la.pick(rng, "P.O. No.|PO No.|Purchase Order No.|Order No.")
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "dash", "mon", "dot"]))  # noqa: E731
    ds = df(dt)

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"Regd. Office: {buyer}, {town}, {st}. GSTIN {gstin_b}. Drug Licence No. {dl}. This is a system generated purchase order.",
            6.4,
            grey=0.35,
            maxw=wd - 50,
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
        d.t(m, 44, f"{po_lab} {po} - continued", 9, b=True)
        return 58

    cen = rng.random() < 0.5
    if cen:
        d.t(d.w / 2, 46, buyer, 14, b=True, al="c")
        d.t(
            d.w / 2,
            58,
            f"{rng.randint(1, 400)}/{rng.randint(1, 40)}, {rng.choice(['Temple Road', 'NH 66 Bypass', 'Industrial Estate', 'MG Road'])}, {town}, {st} - {la.digits(rng, '6#####')}",
            7.6,
            al="c",
        )
        d.t(
            d.w / 2,
            68,
            f"Ph: +91 {la.digits(rng, '9#### #####')} | GSTIN: {gstin_b} | purchase@{bn.lower()}ayurveda.in",
            7.4,
            al="c",
            grey=0.3,
        )
        d.t(
            d.w / 2,
            90,
            la.pick(
                rng, "PURCHASE ORDER|PURCHASE ORDER (RAW MATERIALS)|PURCHASE ORDER / WORK ORDER"
            ),
            12.5,
            b=True,
            al="c",
        )
        y = 100
    else:
        d.t(m, 46, buyer, 14, b=True)
        d.lines(
            m,
            52,
            [
                f"{town}, {st} - {la.digits(rng, '6#####')}",
                f"GSTIN: {gstin_b}  ·  State Code: {code}",
            ],
            7.6,
            lead=10,
        )
        d.t(r, 46, "PURCHASE ORDER", 13, b=True, al="r")
        y = 84
    if mode == "beside":
        d.t(r, y + 10, f"{po_lab} {po}", 10, b=True, al="r")
        d.t(m, y + 10, f"Date: {ds}", 8.6)
        y += 20
    elif mode == "grid":
        labels = [po_lab, "PO Date", "Indent No.", "Quotation Ref.", "Delivery by"]
        vals = [po, ds, indent, quot, df(dt + timedelta(days=rng.randint(5, 30)))]
        if rng.random() < 0.4:
            labels[0], labels[1], vals[0], vals[1] = labels[1], labels[0], vals[1], vals[0]
        y = d.grid(m, y, [wd * f for f in (0.26, 0.16, 0.16, 0.22, 0.2)], labels, vals, 8.2) + 10
    cw = (wd - 14) / 2
    sl = la.pick(rng, "To,|Supplier:|Vendor Details|M/s.|")
    srows = [
        sup,
        f"{rng.choice(['Door No.', 'Shop No.', 'Plot No.'])} {rng.randint(1, 300)}, {rng.choice(['Market Road', 'APMC Yard', 'GIDC Estate', 'Main Bazaar'])}",
        f"{rng.choice(['Kochi', 'Bengaluru', 'Ahmedabad', 'Nagpur', 'Dehradun', 'Coimbatore'])}",
        f"GSTIN: {gstin_s}",
        f"Contact: {rng.choice(AY_F)} {rng.choice(AY_P)}, +91 {la.digits(rng, '9#########')}",
    ]
    yb = y
    d.box(m, y, cw, 86)
    if sl:
        d.t(m + 4, yb + 10, sl, 8, b=True, grey=0.3)
        yb += 12
    for i, s_ in enumerate(srows):
        d.t(
            m + 4,
            yb + 2 + 8.4 + i * 11,
            s_,
            fsz(d, s_, 8.4 if i else 9, cw - 8, i == 0),
            b=i == 0,
            maxw=None if i == 0 else cw - 8,
        )
    xr = m + cw + 14
    if mode in ("twocol", "headrow"):
        kv = [
            (po_lab, po),
            ("Date", ds),
            ("Indent No.", indent),
            ("Your Quotation", quot),
            ("Supplier Code", la.digits(rng, "SUP-####")),
        ]
        if mode == "headrow":
            kv = [
                ("Despatch to", f"{buyer.split(' ')[0]} Factory, {town}"),
                (
                    "Transport",
                    la.pick(rng, "By road, freight paid|Door delivery|Through VRL Logistics"),
                ),
                ("Payment", la.pick(rng, "30 days from GRN|Advance 50%, balance after QC|45 days")),
            ]
        d.box(xr, y, cw, 86)
        kv_lines(d, xr + 4, y + 4, kv, 8.2, lw=90, colon=":", maxw=cw - 98)
    else:
        d.box(xr, y, cw, 86)
        d.t(xr + 4, y + 10, "Deliver to:", 8, b=True, grey=0.3)
        for i, s_ in enumerate(
            [
                f"{buyer} - Raw Material Stores",
                f"{town}, {st}",
                f"Stores In-charge: {rng.choice(AY_F)} {rng.choice(AY_P)}",
                f"Indent {indent}  ·  Quotation {quot}",
            ]
        ):
            d.t(xr + 4, y + 14 + 8.2 + i * 11, s_, 8.2, maxw=cw - 8)
    y += 96
    if mode == "headrow":
        heads = ["PO Date", po_lab, "Indent No.", "Quotation Ref.", "Place of Supply"]
        vals = [ds, po, indent, quot, f"{st} ({code})"]
        ws = [wd * f for f in (0.16, 0.26, 0.16, 0.2, 0.22)]
        y = lrow(d, m, y, ws, heads, "lllll", h=16, size=7.6, b=True, fill=0.88)
        y = lrow(d, m, y, ws, vals, "lllll", h=17, size=8.4) + 10
    d.t(
        m,
        y + 8,
        "Dear Sir/Madam, please supply the following materials as per the terms and conditions below.",
        8,
        grey=0.2,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        AY_ITEMS,
        n,
        [10, 25, 50, 100, 200, 500, 1000],
        ["(Grade A)", "(organic)", "(new crop)"],
        big=2000,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(([str(i), it[0], it[1], f"{q:,.0f}", it[2], inr(p), f"{it[3]}%", inr(a)], a))
    if not stated:
        body = [([*c_[:5], "", c_[6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.41, 0.08, 0.08, 0.07, 0.11, 0.07, 0.13)],
        ["Sl.", "Description of Goods", "HSN", "Qty", "Unit", "Rate (Rs.)", "GST", "Amount (Rs.)"],
        body,
        "lllrlrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    taxable = sum((a for *_, a in lines), ZERO)
    disc = r2(taxable * Decimal(rng.choice([0, 0, 2, 3, 5])) / 100)
    net = taxable - disc
    rates = sorted({it[3] for it, *_ in lines})
    tax_rows = []
    tax_sum = ZERO
    for rate in rates:
        base = sum((a for it, _, _, a in lines if it[3] == rate), ZERO)
        base = base - r2(base * (disc / taxable)) if disc else base
        if interstate:
            t_ = r2(base * rate / 100)
            tax_rows.append((f"IGST @ {rate}%", t_))
            tax_sum += t_
        else:
            h_ = r2(base * rate / 200)
            tax_rows += [(f"CGST @ {rate / 2:g}%", h_), (f"SGST @ {rate / 2:g}%", h_)]
            tax_sum += 2 * h_
    gross = net + tax_sum
    total = r0(gross)
    ro = total - gross
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Taxable Value", inr(taxable), False)]
        if disc:
            rows += [
                ("Less: Trade Discount", f"-{inr(disc)}", False),
                ("Net Taxable Value", inr(net), False),
            ]
        rows += [(k, inr(v), False) for k, v in tax_rows]
        if ro:
            rows.append(("Round Off", f"{'+' if ro > 0 else '-'}{inr(abs(ro))}", False))
        tl = la.pick(rng, "Grand Total (Rs.)|TOTAL PO VALUE|Total Amount (INR)|Net Amount Payable")
        y = d.summary(
            m + wd * 0.55,
            r - 3,
            y,
            rows + [(tl, inr(total), True)],
            8.4,
            box_last=rng.random() < 0.6,
        )
        y = wrapped(
            d, m, y + 4, "Amount in words: " + in_money_words(total, "Rupees"), 8, wd, b=True
        )
        if rng.random() < 0.4:
            adv = r0(total * Decimal(rng.choice(["0.25", "0.5"])))
            y = wrapped(
                d,
                m,
                y + 2,
                f"Advance paid vide NEFT: Rs. {inr(adv)}; balance Rs. {inr(total - adv)} payable after QC approval.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Rates as per your quotation {quot}; GST extra as applicable. Final value as per GRN quantity.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "1. Each lot must carry a Certificate of Analysis and botanical identity; material failing our QC (moisture, foreign matter, TLC) will be rejected at supplier's cost.",
        "2. Please quote our PO number on invoice, e-way bill and delivery challan.",
        "3. Subject to " + town + " jurisdiction.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw = (wd - 30) / 3
    d.sign(m, y, sw, "Prepared by (Purchase)")
    d.sign(m + sw + 15, y, sw, f"For {buyer}" if len(buyer) < 34 else "Authorised Signatory")
    d.sign(
        m + 2 * sw + 30,
        y,
        sw,
        la.pick(rng, "Supplier's acceptance|Accepted (Supplier seal & sign)|Received by supplier"),
    )
    d.t(
        m + sw + 15,
        y + 20,
        f"{rng.choice(AY_F)} {rng.choice(AY_P)}, {rng.choice(['Purchase Manager', 'Chief Physician', 'Production Head'])}",
        7.2,
        grey=0.3,
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_en_in_ayurveda_pharmacy_raw_herb_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ay)


# --------------------------------------------------------------------------- 7 de-DE canoe-rental outfitter's order (window letter)

KV_BUY = [
    "Kanuverleih {n}",
    "{n} Kanu-Touren GmbH",
    "Paddelstation {n} UG (haftungsbeschränkt)",
    "Kanu- und Bootsverleih {n} GbR",
    "{n} Outdoor & Kanu GmbH & Co. KG",
]
KV_N = "Müritz|Havelland|Spreewald|Altmühltal|Lahntal|Werra|Peenetal|Feldberger Seen|Mecklenburger Seenplatte|Regnitz|Wiesent|Oberhavel".split(
    "|"
)
KV_TOWN = [
    ("Waren (Müritz)", "17192"),
    ("Lübbenau/Spreewald", "03222"),
    ("Eichstätt", "85072"),
    ("Weilburg", "35781"),
    ("Fürstenberg/Havel", "16798"),
    ("Neustrelitz", "17235"),
    ("Anklam", "17389"),
    ("Bamberg", "96047"),
]
KV_SUP = [
    "{n} Bootsbau GmbH",
    "{n} Wassersport-Großhandel GmbH",
    "{n} Outdoor Equipment GmbH & Co. KG",
    "Paddelsport {n} e.K.",
    "{n} Sicherheitstechnik GmbH",
    "{n} & Partner Textil GmbH",
]
KV_SUP_BARE = ["Bootsbau {n}", "Paddelwerkstatt {f} {n}", "{n} Bootszubehör"]
KV_SN = "Brandt|Kühne|Vogler|Lindemann|Ohlsen|Pfeiffer|Reuter|Sauer|Timm|Wendland|Zander|Hoffmeister".split(
    "|"
)
KV_F = "Jens|Anja|Torsten|Silke|Marco|Katrin|Dirk|Nadine|Holger|Ines".split("|")
KV_P = "Schröder|Krüger|Behrens|Jansen|Möller|Hansen|Lange|Petersen|Köhler|Busch".split("|")
DE_MON = (
    "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()
)
KV_ITEMS = [
    ("Kanadier 2-Sitzer, PE, 4,90 m", "Stk", 890, 1450),
    ("Kajak Einer, Tourer 3,80 m", "Stk", 620, 1100),
    ("Doppelpaddel Alu/PP 220 cm", "Stk", 38, 72),
    ("Stechpaddel Holz 140 cm", "Stk", 29, 58),
    ("Schwimmweste 50N Erwachsene", "Stk", 32, 64),
    ("Kinderschwimmweste 100N", "Stk", 28, 52),
    ("Wasserdichte Tonne 30 l", "Stk", 14, 26),
    ("Packsack 20 l, PVC", "Stk", 9, 19),
    ("Bootswagen, Luftbereifung", "Stk", 65, 120),
    ("Reparaturset PE-Schweißstab", "Set", 42, 85),
    ("Spritzdecke Nylon", "Stk", 45, 90),
    ("Gewässerkarte wasserfest", "Stk", 8, 15),
    ("Bootsanhänger-Ersatzrad 13 Zoll", "Stk", 75, 140),
]


def _kv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN))
    m = rng.uniform(50, 64)
    r = d.w - rng.uniform(40, 56)
    wd = r - m
    bottom = d.h - 70
    kn = rng.choice(KV_N)
    buyer = rng.choice(KV_BUY).format(n=kn)
    town, plz = rng.choice(KV_TOWN)
    sup = bare_or(rng, KV_SUP, KV_SUP_BARE, 0.3).format(n=rng.choice(KV_SN), f=rng.choice(KV_F))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"B-{dt.year}-0##", "BE-#####", f"{dt:%y}##-##", f"{dt.year}/###", "45######"]),
    )
    kdnr = la.digits(rng, rng.choice(["#####", "KD-####"]))
    ang = la.digits(rng, rng.choice(["AN-#####", "ANG ######", f"{dt:%y}-####"]))
    lief = la.digits(rng, "7####")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["info", "beside", "grid", "head"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.")
    ds = la.dfmt(dt, "dot") if rng.random() < 0.6 else f"{dt.day}. {DE_MON[dt.month - 1]} {dt.year}"
    street = f"{rng.choice(['Am Hafen', 'Uferweg', 'Seestraße', 'Zum Bootshaus', 'Mühlendamm'])} {rng.randint(1, 40)}"
    ust = la.digits(rng, "DE#########")
    bearb = f"{rng.choice(KV_F)} {rng.choice(KV_P)}"

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(
            m,
            d.h - 40,
            f"{buyer} · {street} · {plz} {town} · USt-IdNr. {ust} · Amtsgericht {rng_court} HRB {hrb}",
            6.4,
            grey=0.35,
            maxw=wd,
        )
        d.t(m, d.h - 31, f"Sparkasse · IBAN DE{iban} · BIC {bic}", 6.4, grey=0.35)
        d.t(
            r,
            d.h - 31,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    rng_court = rng.choice(["Neubrandenburg", "Cottbus", "Ingolstadt", "Limburg", "Bamberg"])
    hrb = la.digits(rng, "#####")
    iban = la.digits(rng, "## #### #### #### #### ##")
    bic = la.pick(rng, "NOLADE21WRN|WELADED1CBN|BYLADEM1EIS|HELADEF1WEI")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 60

    d.t(r, 50, buyer, 13.5, b=True, al="r")
    d.t(r, 62, f"{street} · {plz} {town}", 7.6, al="r", grey=0.3)
    d.t(
        r,
        72,
        f"Tel. 0{la.digits(rng, '#### ######')} · info@{kn.lower().split()[0].replace('ü', 'ue')}-kanu.de",
        7.6,
        al="r",
        grey=0.3,
    )
    d.t(m, 122, f"{buyer} · {street} · {plz} {town}", 6.4, grey=0.35, maxw=240)
    d.line(m, 125, m + 240, 125, 0.3)
    ay = 138
    rows = [sup]
    if rng.random() < 0.3:
        rows = ["Firma", sup]
    rows += (
        [la.pick(rng, "Vertrieb|Abt. Verkauf Innendienst|z. Hd. Herrn " + rng.choice(KV_P) + "|")]
        if rng.random() < 0.5
        else []
    )
    rows = [s for s in rows if s]
    rows += [
        f"{rng.choice(['Industriestraße', 'Gewerbering', 'Hafenstraße', 'Am Werk'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Rostock', 'Hamburg', 'Kiel', 'Nürnberg', 'Magdeburg', 'Potsdam'])}",
    ]
    for i, s in enumerate(rows):
        d.t(m, ay + i * 12, s, 9.6, b=s == sup)
    info = [
        (po_lab, po),
        ("Datum", ds),
        ("Ihr Angebot", ang),
        ("Kundennummer", kdnr),
        ("Bearbeiter/in", bearb),
    ]
    if mode != "info":
        info = [kv for kv in info if kv[0] != po_lab]
    if rng.random() < 0.3:
        info.append(("Lieferanten-Nr.", lief))
    kx = m + wd * 0.6
    ky = kv_lines(d, kx, 128, info, 8, right=r, lead=11.5)
    y = max(ay + len(rows) * 12, ky) + 22
    title = la.pick(rng, "Bestellung|BESTELLUNG|Auftrag|Bestellung Saisonausstattung")
    if mode == "beside":
        d.t(m, y, f"{title} Nr. {po}", 13, b=True)
    else:
        d.t(m, y, title, 13, b=True)
    y += 10
    if mode == "grid":
        labels = [po_lab, "Liefertermin", "Lieferanten-Nr.", "Kostenstelle"]
        vals = [
            po,
            la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "dot"),
            lief,
            la.digits(rng, "KST ###"),
        ]
        y = d.grid(m, y + 4, [wd * f for f in (0.3, 0.24, 0.24, 0.22)], labels, vals, 8.4) + 8
    elif mode == "head":
        ws = [wd * f for f in (0.3, 0.24, 0.24, 0.22)]
        y = lrow(
            d,
            m,
            y + 4,
            ws,
            [po_lab, "Liefertermin", "Zahlung", "Lieferung"],
            "llll",
            h=15,
            size=7.6,
            b=True,
            fill=0.88,
        )
        y = (
            lrow(
                d,
                m,
                y,
                ws,
                [
                    po,
                    la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "dot"),
                    la.pick(rng, "30 Tage netto|14 Tage 2 % Skonto"),
                    la.pick(rng, "frei Haus|ab Werk|frei Bootshaus"),
                ],
                "llll",
                h=16,
                size=8.4,
            )
            + 8
        )
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng,
                "Sehr geehrte Damen und Herren,|Guten Tag,|Sehr geehrte Frau "
                + rng.choice(KV_P)
                + ",",
            )
            + " zum Saisonstart bestellen wir gemäß Ihrem Angebot "
            + ang
            + " zu den vereinbarten Konditionen:",
            8.6,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng, KV_ITEMS, n, [1, 2, 4, 5, 6, 10, 12, 20], ["(rot)", "(gelb)", "(Kindergröße)"], big=500
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "##-###"),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p),
                eu(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.11, 0.42, 0.08, 0.08, 0.12, 0.14)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "EP €", "GP €"],
        body,
        "lllrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.35,
    )
    net = sum((a for *_, a in lines), ZERO)
    rab = r2(net * Decimal(rng.choice([0, 0, 3, 5, 10])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, "49.00", "89.00", "149.00"]))
    base = net - rab + fr
    vat = r2(base * Decimal("0.19"))
    total = base + vat
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Warenwert netto", f"{eu(net)} €", False)]
        if rab:
            rows_.append(("abzgl. Rabatt", f"-{eu(rab)} €", False))
        if fr:
            rows_.append(("Fracht/Verpackung", f"{eu(fr)} €", False))
        rows_ += [
            ("Nettobetrag", f"{eu(base)} €", False),
            ("zzgl. 19 % MwSt.", f"{eu(vat)} €", False),
        ]
        xl = m + wd * 0.55
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        tl = la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Gesamtsumme|Endbetrag")
        if rng.random() < 0.45:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, tl, 9, b=True)
            d.t(r - 3, y + 30, f"{eu(total)} €", 11, b=True, al="r")
            y += 38
        else:
            y = d.summary(
                xl, r - 3, y, [(tl, f"{eu(total)} €", True)], 9.2, box_last=rng.random() < 0.5
            )
        if rng.random() < 0.35:
            anz = r2(total * Decimal("0.3"))
            y = wrapped(
                d,
                m,
                y + 4,
                f"Anzahlung 30 % ({eu(anz)} €) wurde am {la.dfmt(dt + timedelta(days=2), 'dot')} überwiesen; Restzahlung nach Lieferung.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäß Ihrem Angebot {ang}; Abrechnung nach tatsächlich gelieferter Menge.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Lieferung bis spätestens "
        + la.dfmt(dt + timedelta(days=rng.randint(14, 45)), "dot")
        + " an unser Bootshaus (Anlieferung Mo–Fr 8–16 Uhr, Ansprechpartner vor Ort: "
        + bearb
        + ").",
        "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Schwimmwesten nur mit CE-Kennzeichnung nach ISO 12402.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 60 > bottom:
        y = brk()
    y = wrapped(d, m, y + 8, "Mit freundlichen Grüßen", 8.6, wd)
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"{bearb}, {rng.choice(['Inhaber', 'Geschäftsführerin', 'Betriebsleitung', 'Einkauf'])}",
    )
    if rng.random() < 0.5:
        d.sign(
            m + sw + 20,
            y,
            sw,
            la.pick(
                rng, "Auftragsbestätigung Lieferant (Datum, Unterschrift)|Bestätigt: Lieferant"
            ),
        )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_de_kanuverleih_saison_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kv)


# --------------------------------------------------------------------------- 8 fr-FR soap maker's order for oils and packaging

SV_BUY = [
    "Savonnerie {n}",
    "Savonnerie artisanale {n} SARL",
    "{n} Savons de Provence SAS",
    "La Savonnerie du {n}",
    "Atelier {n} – savons à froid",
]
SV_N = "Vieux Port|Lavandin|Luberon|Calanques|Sainte-Victoire|Mistral|Alpilles|Pilat|Clos Fleuri|Cap Blanc".split(
    "|"
)
SV_TOWN = [
    ("Marseille", "13002"),
    ("Salon-de-Provence", "13300"),
    ("Apt", "84400"),
    ("Grignan", "26230"),
    ("Forcalquier", "04300"),
    ("Nyons", "26110"),
    ("Aubagne", "13400"),
]
SV_SUP = [
    "{n} Huileries SAS",
    "Établissements {n} et Fils",
    "{n} Emballages SARL",
    "{n} Chimie Distribution SA",
    "Distillerie {n}",
    "{n} Cartonnages SAS",
]
SV_SUP_BARE = ["Moulin {n}", "Maison {n}", "{n} Huiles Essentielles"]
SV_SN = "Roubaud|Fabre|Giraud|Mouret|Pélissier|Castel|Bonnafoux|Arnaud|Escoffier|Reynaud|Blanc|Audibert".split(
    "|"
)
SV_P = "Lefèvre|Garnier|Chauvin|Mercier|Lemaire|Faure|Barbier|Rolland|Perrin|Girard".split("|")
SV_ITEMS = [
    ("Huile d'olive vierge, fût 200 L", "fût", 780, 1350),
    ("Huile de coprah raffinée, bidon 25 kg", "bidon", 68, 120),
    ("Huile de palmiste RSPO, 25 kg", "bidon", 55, 98),
    ("Soude caustique en perles, sac 25 kg", "sac", 32, 58),
    ("Huile essentielle de lavandin grosso, 5 L", "flacon", 140, 260),
    ("Argile verte surfine, 10 kg", "sac", 18, 35),
    ("Beurre de karité brut, 20 kg", "carton", 110, 190),
    ("Étuis carton savon 100 g, impression 2 couleurs", "mille", 145, 290),
    ("Papier cristal 20×20, rame 500", "rame", 16, 32),
    ("Étiquettes adhésives rouleau 1 000", "rouleau", 24, 48),
    ("Tampon laiton gravé logo", "pièce", 85, 180),
    ("Moules silicone 12 cavités", "pièce", 22, 45),
]


def _sv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    sn = rng.choice(SV_N)
    buyer = rng.choice(SV_BUY).format(n=sn)
    town, cp = rng.choice(SV_TOWN)
    sup = bare_or(rng, SV_SUP, SV_SUP_BARE, 0.3).format(n=rng.choice(SV_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"BC-{dt.year}-###", f"BC{dt:%y%m}##", "CMD-#####", f"{dt:%y}/0###", "N°####"]
        ).replace("N°", ""),
    )
    devis = la.digits(
        rng, rng.choice(["DEV-####", "D#####", f"Devis n° {dt:%y}-###"]).replace("Devis n° ", "")
    )
    fcode = la.digits(rng, rng.choice(["F####", "FRN-###", "401####"]))
    lot = la.digits(rng, "LOT-###")
    siret = la.digits(rng, "### ### ### #####")
    tva = f"FR{la.digits(rng, '## #########')}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["boxgrid", "beside", "right", "headrow"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|Réf. commande")
    ds = la.dfmt(dt, rng.choice(["dmy", "long_fr"]))
    contact = f"{rng.choice(['Camille', 'Julien', 'Sandrine', 'Mathilde', 'Olivier', 'Laure'])} {rng.choice(SV_P)}"

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            d.w / 2,
            d.h - 38,
            f"{buyer} – {cp} {town} – SIRET {siret} – APE 2041Z – TVA intracom. {tva}",
            6.4,
            grey=0.35,
            al="c",
        )
        d.t(r, d.h - 28, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bon de commande {po} (suite)", 9, b=True)
        return 60

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.randint(1, 60)} {rng.choice(['rue de la République', 'chemin des Oliviers', 'avenue du Prado', 'ZA Les Paluds', 'traverse du Moulin'])}",
            f"{cp} {town}",
            f"Tél. 04 {la.digits(rng, '## ## ## ##')} – contact@savonnerie-{sn.lower().replace(' ', '').replace('-', '')}.fr",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR")
    if mode == "beside":
        d.t(r, 48, f"{title} N° {po}", 13, b=True, al="r")
        d.t(r, 62, f"{town}, le {la.dfmt(dt, 'long_fr')}", 8.4, al="r")
    else:
        d.t(r, 48, title, 14, b=True, al="r")
    y = 96
    fl = la.pick(rng, "Fournisseur|FOURNISSEUR :|Destinataire|")
    srows = [
        sup,
        f"{rng.randint(1, 200)} {rng.choice(['route de Lyon', 'boulevard de la Libération', 'ZI Nord', 'quai du Canal'])}",
        f"{la.digits(rng, '#####')} {rng.choice(['Aix-en-Provence', 'Nîmes', 'Lyon', 'Grasse', 'Valence', 'Toulon'])}",
        f"À l'attention de {rng.choice(['M.', 'Mme'])} {rng.choice(SV_P)}",
    ]
    cw = wd * 0.46
    sx = r - cw
    yb = y
    d.box(sx - 6, y - 4, cw + 6, 74 if fl else 62)
    if fl:
        d.t(sx, yb + 8, fl, 8, b=True, grey=0.35)
        yb += 12
    d.lines(sx, yb, srows, 8.8, b_first=True, lead=11.2)
    left = [
        ("Livraison", f"{buyer} – atelier, {cp} {town}"),
        ("Facturation", f"{buyer} – service comptabilité"),
        ("Contact", contact),
    ]
    if mode == "right":
        left = [
            (po_lab, po),
            ("Date", ds),
            ("Votre devis", devis),
            ("Code fournisseur", fcode),
        ] + left[:1]
    kv_lines(d, m, y, left, 7.8, lw=86, maxw=sx - m - 100)
    y += 86
    if mode == "boxgrid":
        labels = [po_lab, "Date", "Votre devis", "Code fournisseur", "Délai"]
        vals = [
            po,
            ds,
            devis,
            fcode,
            la.pick(rng, "sous 15 jours|semaine 22|dès que possible|sous 8 jours"),
        ]
        if rng.random() < 0.4:
            labels[0], labels[2], vals[0], vals[2] = labels[2], labels[0], vals[2], vals[0]
        y = d.grid(m, y, [wd * f for f in (0.23, 0.18, 0.2, 0.2, 0.19)], labels, vals, 8.2) + 10
    elif mode == "headrow":
        ws = [wd * f for f in (0.18, 0.24, 0.18, 0.2, 0.2)]
        y = lrow(
            d,
            m,
            y,
            ws,
            ["Date", po_lab, "Réf. devis", "Lot de fabrication", "Règlement"],
            "lllll",
            h=15,
            size=7.4,
            b=True,
            fill=0.88,
        )
        y = (
            lrow(
                d,
                m,
                y,
                ws,
                [ds, po, devis, lot, la.pick(rng, "30 jours fin de mois|à réception|45 jours")],
                "lllll",
                h=16,
                size=8.4,
            )
            + 10
        )
    elif mode == "beside":
        d.t(
            m,
            y + 8,
            f"Votre devis : {devis}   ·   Code fournisseur : {fcode}   ·   Lot : {lot}",
            7.8,
            grey=0.25,
        )
        y += 18
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        SV_ITEMS,
        n,
        [1, 2, 3, 4, 5, 10, 20],
        ["(bio)", "(qualité cosmétique)", "(réassort)"],
        big=500,
    )
    body = [
        (
            [
                la.digits(rng, "MP-###")
                if "Huile" in it[0] or "Soude" in it[0]
                else la.digits(rng, "EM-###"),
                it[0],
                f"{q:,.0f}".replace(",", " "),
                it[1],
                fr2(p),
                fr2(a),
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.46, 0.08, 0.09, 0.12, 0.15)],
        ["Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "Montant HT"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = r2(ht * Decimal(rng.choice([0, 0, 2, 5, 8])) / 100)
    port = Decimal(rng.choice([0, 0, "35.00", "65.00", "120.00"]))
    base = ht - rem + port
    tva20 = r2(base * Decimal("0.2"))
    total = base + tva20
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT", f"{fr2(ht)} €", False)]
        if rem:
            rows_.append(("Remise", f"-{fr2(rem)} €", False))
        if port:
            rows_.append(("Frais de port HT", f"{fr2(port)} €", False))
        if rem or port:
            rows_.append(("Net HT", f"{fr2(base)} €", False))
        rows_.append(("TVA 20 %", f"{fr2(tva20)} €", False))
        tl = la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Net à payer TTC")
        xl = m + wd * 0.56
        y = d.summary(
            xl,
            r - 3,
            y,
            rows_ + [(tl, f"{fr2(total)} €", True)],
            8.8,
            shade=0.88 if rng.random() < 0.5 else None,
            box_last=rng.random() < 0.5,
        )
        if rng.random() < 0.45:
            ac = r2(total * Decimal("0.3"))
            y = d.summary(
                xl,
                r - 3,
                y,
                [
                    ("Acompte versé (30 %)", f"-{fr2(ac)} €", False),
                    ("Reste à payer", f"{fr2(total - ac)} €", False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre devis {devis} ; la facture sera établie sur les quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Merci de rappeler le numéro de commande sur le bon de livraison et la facture. Fiches de données de sécurité et certificats d'analyse à joindre pour les matières premières.",
        "Livraison en rez-de-chaussée, hayon obligatoire, du lundi au vendredi de 8 h à 12 h. Pénalités de retard selon nos conditions générales d'achat.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Bon pour commande – {contact}, {rng.choice(['gérante', 'gérant', 'responsable achats', 'responsable de fabrication'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng,
            "Accusé de réception du fournisseur|Cachet et signature du fournisseur|Bon pour accord fournisseur",
        ),
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_fr_savonnerie_bon_commande_matieres(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sv)


# --------------------------------------------------------------------------- 9 es-CL pisco distillery's supplies order

PS_BUY = [
    "Pisquera {n} S.A.",
    "Sociedad Agrícola y Pisquera {n} Ltda.",
    "Destilería {n} SpA",
    "Cooperativa Pisquera {n} Ltda.",
    "Pisco {n} SpA",
]
PS_N = "Valle del Elqui|Limarí|Huancara|Paihuano|Monte Grande|Diaguitas|Tres Erres|Alto del Carmen|Cochiguaz|Vicuña Sur".split(
    "|"
)
PS_TOWN = ["Vicuña", "Ovalle", "Monte Patria", "Paihuano", "Alto del Carmen", "La Serena"]
PS_SUP = [
    "{n} Envases S.A.",
    "Vidrios {n} Ltda.",
    "Comercial {n} SpA",
    "{n} Corchos y Tapas Ltda.",
    "Imprenta {n} e Hijos Ltda.",
    "{n} Insumos Enológicos SpA",
]
PS_SUP_BARE = ["Maestranza {n}", "Ferretería {n}", "Distribuidora {n}"]
PS_SN = (
    "Araya|Rojas|Cortés|Tapia|Olivares|Pizarro|Castillo|Ahumada|Varela|Muñoz|Carvajal|Alfaro".split(
        "|"
    )
)
PS_ITEMS = [
    ("Botella vidrio 750 cc modelo Elqui", "un", 280, 520),
    ("Botella 1000 cc ámbar", "un", 310, 560),
    ("Tapón sintético cabeza madera", "un", 95, 180),
    ("Cápsula termocontraíble impresa", "un", 28, 65),
    ("Etiqueta frontal autoadhesiva 4 colores", "un", 35, 90),
    ("Caja cartón corrugado 12 botellas", "un", 420, 780),
    ("Barril roble americano 225 L", "un", 380000, 620000),
    ("Levadura seca enológica 500 g", "kg", 28000, 46000),
    ("Bentonita sódica saco 25 kg", "saco", 32000, 54000),
    ("Filtro placas celulosa 40×40", "caja", 85000, 140000),
    ('Manguera alimentaria 1 1/2" (m)', "m", 6800, 12500),
    ("Empaquetadura alambique cobre", "jgo", 48000, 95000),
]


def _ps(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(rng.choice([A4, letter]), la.pick(rng, LATIN))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    pn = rng.choice(PS_N)
    buyer = rng.choice(PS_BUY).format(n=pn)
    town = rng.choice(PS_TOWN)
    sup = bare_or(rng, PS_SUP, PS_SUP_BARE, 0.3).format(n=rng.choice(PS_SN))

    def rut() -> str:
        n_ = (
            rng.randint(76000000, 79999999)
            if rng.random() < 0.8
            else rng.randint(5000000, 19999999)
        )
        return f"{n_:,}".replace(",", ".") + "-" + rng.choice("0123456789K")

    rut_b, rut_s = rut(), rut()
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"OC-{dt.year}-0###", "#####", "OC N° ####", f"{dt:%y}####", "4###"]).replace(
            "OC N° ", ""
        ),
    )
    cot = la.digits(rng, rng.choice(["COT-####", "Cot. ####/" + str(dt.year)]))
    cc = la.digits(rng, rng.choice(["CC-## Embotellado", "CC-## Destilación", "CC-## Bodega"]))
    sol = la.digits(rng, "SC-#####")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["redbox", "beside", "grid", "right"])
    po_lab = la.pick(rng, "N° Orden de Compra|Orden de Compra N°|N° OC|OC N°")
    ds = la.dfmt(dt, rng.choice(["dmy", "dash", "long_es"]))

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · RUT {rut_b} · Giro: elaboración de bebidas alcohólicas · {town}, Región de Coquimbo",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 30,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Orden de Compra {po} (continuación)", 9, b=True)
        return 58

    d.t(m, 46, buyer, 13.5, b=True)
    d.lines(
        m,
        52,
        [
            f"RUT: {rut_b}",
            f"{rng.choice(['Camino a', 'Ruta D-485 km', 'Fundo', 'Av. Las Delicias'])} {rng.randint(1, 40)}, {town}",
            f"Fono +56 51 2{la.digits(rng, '## ####')}",
        ],
        7.8,
        lead=10,
    )
    y = 92
    if mode == "redbox":
        bw = 190
        d.c.setStrokeColorRGB(0.8, 0.1, 0.1)
        d.box(r - bw, 30, bw, 56, lw=1.4)
        d.c.setStrokeColorRGB(0, 0, 0)
        d.t(r - bw / 2, 46, f"R.U.T.: {rut_b}", 9.4, b=True, al="c")
        d.t(r - bw / 2, 62, "ORDEN DE COMPRA", 10, b=True, al="c")
        d.t(r - bw / 2, 78, f"N° {po}", 10.5, b=True, al="c")
        d.t(r - bw, 100, f"Fecha: {ds}", 8.4)
        y = 108
    elif mode == "beside":
        d.t(r, 46, f"ORDEN DE COMPRA N° {po}", 13, b=True, al="r")
        d.t(r, 60, f"Fecha: {ds}", 8.4, al="r")
    else:
        d.t(
            r,
            46,
            la.pick(rng, "ORDEN DE COMPRA|Orden de Compra|NOTA DE PEDIDO"),
            13.5,
            b=True,
            al="r",
        )
    sl = la.pick(rng, "Señor(es):|Proveedor:|Razón Social:")
    srows = [
        (sl, sup),
        ("RUT:", rut_s),
        (
            "Giro:",
            la.pick(
                rng,
                "Fabricación de envases|Comercialización de insumos|Imprenta|Venta al por mayor",
            ),
        ),
        (
            "Dirección:",
            f"{rng.choice(['Av. Balmaceda', 'Calle Colón', 'Panamericana Norte km', 'Los Industriales'])} {rng.randint(100, 4000)}, {rng.choice(['La Serena', 'Coquimbo', 'Santiago', 'Quilicura', 'Rancagua'])}",
        ),
        (
            "Atención:",
            f"{rng.choice(['Sr. Pedro', 'Sra. Claudia', 'Sr. Rodrigo', 'Sra. Marcela', 'Sr. Felipe', 'Srta. Javiera'])} {rng.choice(['González', 'Soto', 'Contreras', 'Silva', 'Morales', 'Fuentes'])}",
        ),
    ]
    cw = wd * (0.56 if mode == "right" else 1.0)
    d.box(m, y, cw, 70)
    yy = y + 3
    for k, v in srows:
        d.t(m + 4, yy + 9, k, 8, b=True)
        if v == sup:
            d.t(m + 74, yy + 9, v, fsz(d, v, 9, cw - 80, True), b=True)
        else:
            d.t(m + 74, yy + 9, v, 8.6, maxw=cw - 80)
        yy += 13
    if mode == "right":
        kx = m + cw + 12
        d.box(kx, y, r - kx, 70, fill=0.93)
        kv_lines(
            d,
            kx + 4,
            y + 4,
            [(po_lab, po), ("Fecha", ds), ("Cotización", cot), ("Solicitud", sol)],
            8,
            right=r - 4,
            lead=15.5,
        )
    y += 80
    if mode == "grid":
        labels = [po_lab, "Fecha emisión", "Su cotización", "Centro de costo", "Condición de pago"]
        vals = [po, ds, cot, cc, la.pick(rng, "30 días|Contado|60 días fecha factura")]
        if rng.random() < 0.4:
            labels[0], labels[1], vals[0], vals[1] = labels[1], labels[0], vals[1], vals[0]
        y = d.grid(m, y, [wd * f for f in (0.22, 0.17, 0.19, 0.22, 0.2)], labels, vals, 8.2) + 10
    else:
        d.t(
            m,
            y + 8,
            f"Cotización: {cot}   ·   Centro de costo: {cc}   ·   Solicitud: {sol}",
            7.8,
            grey=0.25,
        )
        y += 16
    d.t(
        m,
        y + 8,
        f"Despachar a: Planta {town} – bodega de insumos ({la.pick(rng, 'L-V 8:30 a 17:00|previa coordinación|sólo mañanas')})",
        7.8,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        PS_ITEMS,
        n,
        [500, 1000, 2400, 5000, 12000],
        ["(reposición)", "(tiraje especial)", "(lote 2)"],
        places=0,
        big=20000,
    )
    body = [
        ([str(i), la.digits(rng, "IN-####"), it[0], cl0(q), it[1], cl0(p), cl0(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.1, 0.43, 0.09, 0.07, 0.12, 0.14)],
        ["Ítem", "Código", "Descripción", "Cantidad", "U.M.", "Precio unit.", "Total $"],
        body,
        "lllrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    dto = r0(sub * Decimal(rng.choice([0, 0, 3, 5])) / 100)
    flete = Decimal(rng.choice([0, 0, 45000, 85000, 120000]))
    neto = sub - dto + flete
    iva = r0(neto * Decimal("0.19"))
    total = neto + iva
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", f"$ {cl0(sub)}", False)]
        if dto:
            rows_.append(("Descuento", f"-$ {cl0(dto)}", False))
        if flete:
            rows_.append(("Flete", f"$ {cl0(flete)}", False))
        rows_ += [("Neto", f"$ {cl0(neto)}", False), ("IVA 19%", f"$ {cl0(iva)}", False)]
        tl = la.pick(rng, "TOTAL|Total OC|Total a pagar|MONTO TOTAL")
        xl = m + wd * 0.58
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        if rng.random() < 0.4:
            d.box(xl - 4, y + 2, r - xl + 4, 34, fill=0.9, stroke=False)
            d.t(xl, y + 14, tl, 9, b=True)
            d.t(r - 3, y + 30, f"$ {cl0(total)}", 11, b=True, al="r")
            y += 40
        else:
            y = d.summary(xl, r - 3, y, [(tl, f"$ {cl0(total)}", True)], 9.2, box_last=True)
        y = wrapped(d, m, y + 4, f"SON: {es_words(int(total))} PESOS", 8, wd, b=True)
        if rng.random() < 0.35:
            ant = r0(total * Decimal("0.3"))
            y = wrapped(
                d,
                m,
                y + 2,
                f"Anticipo 30% transferido: $ {cl0(ant)} — saldo $ {cl0(total - ant)} a 30 días de recibida la factura.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Valores según cotización {cot}; se facturará lo efectivamente despachado (guía de despacho).",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Toda factura y guía de despacho debe indicar el número de esta orden de compra. Facturas electrónicas a dte@"
        + pn.lower().replace(" ", "").replace("í", "i").replace("á", "a")
        + ".cl.",
        "Los envases de vidrio deben venir paletizados y con certificado de inocuidad alimentaria.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw = (wd - 30) / 3
    d.sign(m, y, sw, "Solicitado por: Jefe de Producción")
    d.sign(m + sw + 15, y, sw, la.pick(rng, "Autoriza: Gerente General|V°B° Administración"))
    d.sign(
        m + 2 * sw + 30,
        y,
        sw,
        la.pick(rng, "Recepción conforme proveedor|Firma y timbre proveedor"),
    )
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_es_cl_pisquera_insumos_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ps)


# --------------------------------------------------------------------------- 10 nl-BE brass band's (fanfare / harmonie) order for instruments, uniforms and scores

FH_BUY = [
    "Koninklijke Fanfare {n} vzw",
    "Harmonie {n} vzw",
    "Koninklijke Harmonie {n}",
    "Brassband {n} vzw",
    "Muziekvereniging {n} vzw",
]
FH_N = "Sint-Cecilia|De Eendracht|Vrije Burgers|Kunst en Vermaak|De Verenigde Vrienden|Sint-Martinus|Crescendo|Concordia|De Volksvrienden|Sint-Jozef".split(
    "|"
)
FH_GEM = [
    "Lebbeke",
    "Zele",
    "Bornem",
    "Tielt",
    "Herentals",
    "Lommel",
    "Ninove",
    "Poperinge",
    "Diest",
    "Maaseik",
]
FH_SUP = [
    "{n} Muziekinstrumenten BV",
    "Muziekhandel {n} NV",
    "{n} Brass & Winds BV",
    "{n} Uniformen BV",
    "Muziekuitgeverij {n} BV",
    "{n} & Zoon BV",
]
FH_SUP_BARE = ["Muziekhuis {n}", "Atelier {n}", "Blaasinstrumenten {n}"]
FH_SN = "Van Acker|De Bruyne|Verstraete|Vandenberghe|Coppens|Mertens|Van Hecke|De Wilde|Segers|Verbeke|Baert|Desmet".split(
    "|"
)
FH_ITEMS = [
    ("Bugel Bb, gelakt, met koffer", "st", 21, 980, 1850),
    ("Euphonium 4 ventielen, verzilverd", "st", 21, 2900, 4800),
    ("Trompetmondstuk 3C", "st", 21, 38, 72),
    ('Kleine trom 14" met standaard', "st", 21, 360, 690),
    ("Ventielolie 50 ml", "st", 21, 6, 12),
    ("Uniformvest met geborduurd logo", "st", 21, 145, 260),
    ("Kepie met embleem", "st", 21, 58, 110),
    ("Lessenaar opvouwbaar, zwart", "st", 21, 18, 38),
    ("Partituur: concertmars (set harmonie)", "set", 6, 85, 160),
    ("Partituur: kerstsuite (set brassband)", "set", 6, 95, 180),
    ("Marsboekjes (pak van 10)", "pak", 6, 28, 55),
    ("Revisie en ontdeuken tuba", "werk", 21, 180, 420),
]


def _fh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    nm = rng.choice(FH_N)
    buyer = rng.choice(FH_BUY).format(n=nm)
    gem = rng.choice(FH_GEM)
    sup = bare_or(rng, FH_SUP, FH_SUP_BARE, 0.3).format(n=rng.choice(FH_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"{dt.year}/0##", f"BB-{dt:%y}-###", "B####", f"FH{dt:%y}##", f"{dt:%y}-###"]),
    )
    klant = la.digits(rng, rng.choice(["K-#####", "KL####"]))
    off = la.digits(rng, rng.choice(["OFF-####", "Offerte ####/##", "O#####"]))
    subs = la.digits(rng, "SUB/" + str(dt.year) + "/##")
    ond = la.digits(rng, "0###.###.###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "data", "grid", "head"])
    po_lab = la.pick(
        rng, "Bestelbon nr.|Bestelnummer|Ons bestelnummer|Bestelling nr.|Referentie bestelling"
    )
    ds = la.dfmt(dt, rng.choice(["dmy", "dash", "long_nl"]))
    pers = f"{rng.choice(['Luc', 'Griet', 'Koen', 'Annelies', 'Dirk', 'Hilde', 'Pieter', 'Els'])} {rng.choice(['Claeys', 'Wuyts', 'Goossens', 'Vermeulen', 'Aerts', 'Pauwels', 'Dierckx', 'Smets'])}"

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · ondernemingsnummer {ond} · RPR Gent, afdeling {gem} · IBAN BE{iban} · erkend door de Vlaamse Gemeenschap",
            6.4,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    iban = la.digits(rng, "## #### #### ####")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestelbon {po} (vervolg)", 9, b=True)
        return 58

    d.t(m, 46, buyer, 13.5, b=True)
    d.t(
        m,
        60,
        f"Repetitielokaal: {rng.choice(['Parochiezaal', 'Zaal Harmonie', 'Gemeentelijke Muziekacademie', 'Cultuurcentrum'])}, {rng.choice(['Dorpsstraat', 'Kerkplein', 'Stationsstraat', 'Marktplein'])} {rng.randint(1, 90)}, {la.digits(rng, '9###')} {gem}",
        7.6,
        grey=0.3,
    )
    d.t(
        m,
        70,
        f"Secretariaat: {pers} · tel. 04{la.digits(rng, '## ## ## ##')} · secretariaat@{nm.lower().replace(' ', '').replace('-', '')}{gem.lower()}.be",
        7.6,
        grey=0.3,
    )
    title = la.pick(rng, "BESTELBON|Bestelbon|Bestelling|BESTELLING")
    if mode == "beside":
        d.t(r, 46, f"{title} {po}", 13, b=True, al="r")
    else:
        d.t(r, 46, title, 13, b=True, al="r")
    y = 88
    alab = la.pick(rng, "Aan|Leverancier|Aan de firma|")
    sy = y
    if alab:
        d.t(m, sy + 8, alab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Industrieweg', 'Kortrijksesteenweg', 'Ambachtenlaan', 'Mechelsesteenweg'])} {rng.randint(1, 300)}",
            f"{la.digits(rng, '####')} {rng.choice(['Gent', 'Roeselare', 'Mechelen', 'Hasselt', 'Brugge', 'Aalst'])}",
            f"btw BE {la.digits(rng, '0###.###.###')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kv = [] if mode != "data" else [(po_lab, po)]
    kv += [("Datum", ds), ("Klantnummer", klant), ("Uw offerte", off)]
    if mode in ("grid", "head"):
        kv = [
            ("Contactpersoon", pers),
            (
                "Levering",
                la.pick(rng, "af te halen|levering aan repetitielokaal|op concertlocatie"),
            ),
        ]
    if rng.random() < 0.4:
        kv.append(("Subsidiedossier", subs))
    kx = m + wd * 0.55
    ky = kv_lines(d, kx, y, kv, 8, right=r, lead=12)
    y = max(sy, ky) + 10
    if mode == "grid":
        labels = [po_lab, "Datum", "Klantnummer", "Uw offerte", "Gewenste levering"]
        vals = [po, ds, klant, off, la.dfmt(dt + timedelta(days=rng.randint(10, 60)), "dmy")]
        if rng.random() < 0.4:
            labels[0], labels[3], vals[0], vals[3] = labels[3], labels[0], vals[3], vals[0]
        y = d.grid(m, y, [wd * f for f in (0.24, 0.18, 0.18, 0.18, 0.22)], labels, vals, 8.2) + 10
    elif mode == "head":
        ws = [wd * f for f in (0.2, 0.26, 0.18, 0.18, 0.18)]
        y = lrow(
            d,
            m,
            y,
            ws,
            ["Datum", po_lab, "Klantnr.", "Offerte", "Betaling"],
            "lllll",
            h=15,
            size=7.6,
            b=True,
            fill=0.88,
        )
        y = (
            lrow(
                d,
                m,
                y,
                ws,
                [ds, po, klant, off, la.pick(rng, "30 dagen|na levering|voorschot 30 %")],
                "lllll",
                h=16,
                size=8.4,
            )
            + 10
        )
    d.t(m, y + 8, f"Leveradres: {buyer}, t.a.v. {pers} (materiaalmeester) – {gem}", 8, grey=0.2)
    y += 18
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng,
        FH_ITEMS,
        n,
        [1, 1, 2, 3, 4, 6, 10, 20, 40],
        ["(maat M)", "(maat L)", "(junioren)"],
        big=900,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), f"{it[2]}%", eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.08, 0.12, 0.07, 0.13)],
        ["Nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "Btw", "Totaal €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n6 = sum((a for it, _, _, a in lines if it[2] == 6), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    kort = r2(n21 * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    b6, b21 = r2(n6 * Decimal("0.06")), r2((n21 - kort) * Decimal("0.21"))
    total = n6 + n21 - kort + b6 + b21
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totaal excl. btw", f"€ {eu(n6 + n21)}", False)]
        if kort:
            rows_ += [
                ("Verenigingskorting (21 %-goederen)", f"- € {eu(kort)}", False),
                ("Maatstaf van heffing", f"€ {eu(n6 + n21 - kort)}", False),
            ]
        if n6:
            rows_.append(("Btw 6 %", f"€ {eu(b6)}", False))
        if n21:
            rows_.append(("Btw 21 %", f"€ {eu(b21)}", False))
        tl = la.pick(rng, "Totaal incl. btw|TOTAAL|Te betalen|Totaalbedrag")
        xl = m + wd * 0.5
        if rng.random() < 0.35:
            y = d.summary(xl, r - 3, y, rows_, 8.6)
            d.t(xl, y + 12, tl, 9, b=True)
            d.t(r - 3, y + 28, f"€ {eu(total)}", 11, b=True, al="r")
            y += 34
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                rows_ + [(tl, f"€ {eu(total)}", True)],
                8.8,
                shade=0.88 if rng.random() < 0.5 else None,
                box_last=rng.random() < 0.5,
            )
        if rng.random() < 0.4:
            vs = r2(total * Decimal("0.3"))
            y = d.summary(
                xl,
                r - 3,
                y,
                [
                    ("Voorschot betaald", f"- € {eu(vs)}", False),
                    ("Saldo", f"€ {eu(total - vs)}", False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens {off}; factuur na levering volgens geleverde aantallen.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Gelieve ons bestelnummer te vermelden op leveringsbon en factuur; de factuur wordt ingediend bij de gemeente in het kader van het subsidiedossier.",
        "Instrumenten worden geleverd met garantiebewijs; uniformen volgens maattabel in bijlage.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Voor de vereniging – {rng.choice(['voorzitter', 'penningmeester', 'secretaris'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng, "Voor akkoord leverancier|Handtekening leverancier|Ontvangen door leverancier"
        ),
    )
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit31_nl_be_fanfare_instrumenten_bestelbon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fh)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit31_") and callable(fn)
}

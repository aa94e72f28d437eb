# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind56 (`blind57_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-ZA, de-CH, fr-CA, it-IT and pt-PT.

- blind57_zh_diandu_chang_huaxuepin_caigou: an electroplating plant's order for plating
  chemicals and anodes (the plant's name over the title, the order number beside the title in
  red, in a label / value grid, in a header row with the value below, in a data block at the
  right or in a box; supplier and consignee panels in either order, the supplier's panel under
  供应商 / 供方 / 卖方 / 致 or no label; prices with or without tax, 不含税合计 / 税额 / 价税合计 or
  小计 / 优惠 / 运费 / 合计金额, the total's amount at times on the line below its label, 大写, a
  prepayment line, the requisition and frame-contract numbers, a seal, landscape at times).
- blind57_zh_shuinichang_naimo_beijian_caigou: a cement plant's ERP print for wear parts (a top
  band with the plant's name, a header table whose column headings carry the order number, the
  purchasing organisation, the buyer and the currency with the values below, or a ruled
  label / value grid; the supplier and its code in a grid row or a panel; lines with tax per
  line and 价税合计 per line, a 合计 row at the table's foot, a whole-order discount, 大写, a 10 %
  retention note, the technical-upgrade project number, landscape at times).
- blind57_hk_taiquandao_guan_qicai_caigou: a Hong Kong taekwondo school's order for uniforms,
  protectors and mats (bilingual 採購單 / PURCHASE ORDER, the P.O. number beside the title, in a
  header row or in a boxed data block at the right, the supplier under 供應商 Supplier / 致 To /
  no label with its English name beneath, deliver-to with the competition reference, HK$
  lines, member discount, 總額 / TOTAL, a deposit paid and a balance, the amount in English
  words).
- blind57_ja_shikki_kobo_zairyo_hacchusho: a lacquerware workshop's materials order (注文書 /
  発注書 with the supplier and 御中 at the top left, the order number in a small boxed grid,
  beside the title or in a header row, the workshop with its invoice-registration number and a
  seal at the right, a 合計金額 box whose amount is at times on the line below its label, lines,
  小計 / 消費税 / 合計, a 注文請書 tear-off for the supplier, 承認 / 確認 / 担当 boxes).
- blind57_en_gb_falconry_centre_po: a British falconry and bird-of-prey centre's order for frozen
  feed, furniture and aviary materials (PURCHASE ORDER with the number beside the title, in a
  boxed header grid, in a header row, or in a data block at the right; the supplier under
  "Supplier" / "To:" / "Order placed with" / no label, on the left or the right; deliver-to and
  invoice-to blocks; zero-rated feed and 20 % VAT, trade discount and carriage, Total /
  Order Value, a pro-forma payment and a balance after it at times).
- blind57_en_za_solar_geyser_order_acknowledgement: a South African solar-geyser maker's sales
  order acknowledgement to a plumbing merchant (the seller's letterhead first, its own sales
  order number beside the title or in the reference block, the customer's order number under
  "Your Order No." / "Customer PO" / "Client Order Ref"; Sold To / Deliver To blocks; VAT 15 %,
  delivery, TOTAL, a 50 % deposit and the balance on delivery; banking details; rand figures in
  three styles).
- blind57_de_ch_kinderkrippe_bestellung: a Swiss day nursery's order (a window address on the
  left or the right, the order data block opposite, "Bestellung Nr." beside the title at times
  or a boxed grid; MWST 2,6 % and 8,1 %, a Rabatt, a rounding to five Rappen at times, Total CHF
  with its amount on the line below at times, a Skonto note, "Freundliche Grüsse").
- blind57_fr_ca_couvreur_toiture_bon_commande: a Quebec roofing contractor's order for shingles
  and membranes (BON DE COMMANDE with the number beside the title, in a boxed grid, in a header
  row or in the right-hand data block; the supplier under "Fournisseur" / "À :" / "Commandé à"
  / no label; the job site, quote and project numbers; TPS 5 % and TVQ 9,975 %, Total, a dépôt
  and a solde; RBQ licence, TPS / TVQ numbers).
- blind57_it_fornace_murano_ordine_materie: a Murano glass furnace's order for raw materials,
  tools and refractories (ORDINE with the number beside the title, in a header grid, in a
  header row or in a boxed block at the right, the supplier under "Spett.le" / "Fornitore" / no
  label; imponibile, sconto, trasporto, IVA 22 %, Totale ordine with its amount below at times,
  an acconto; P.IVA, REA and SDI lines, the job reference).
- blind57_pt_tuktuk_animacao_turistica_encomenda: a Lisbon tuk-tuk tour operator's order for
  electric-vehicle parts and guide kit (NOTA DE ENCOMENDA with the number beside the title, in
  a grid, in a header row or at the right in a data block, the supplier under "Exmo.(s)
  Senhor(es)" / "Fornecedor" / no label, the vehicle plate, the internal requisition and the
  quote, IVA 23 %, Total com IVA, an adiantamento and the remainder; NIF and RNAAT licence).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, job or
the seller's sales-order number; on the seller's acknowledgement the customer's order number);
the supplier exactly as printed on its own first line (the seller of the acknowledgement;
never 御中, "Spett.le", "Exmos. Senhores", "To:" or a contact person); the grand total as
"1234.50" (whole yen as "1234.00"; after discounts and rounding, incl. tax, before deposits,
prepayments and retentions; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, chf, eu, more_lines, r05  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.8, 0.1, 0.1)
MODES = ["title", "grid", "row", "kv", "box"]


def en2(v: Decimal) -> str:
    return grouped(v)


def sp2(v: Decimal) -> str:
    """1 234,56 (Quebec, Portugal)."""
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def cw(s: str, size: float) -> float:
    return cj.stringWidth(s, cj.FONT_NAME, size)


# --------------------------------------------------------------------------- shared drawing


def lrefs(
    d: la.Doc,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    mode: str,
    size: float = 8.2,
    shade: float | None = 0.88,
) -> float:
    """Reference pairs on a la page: `grid` labels over values in boxes, `row` a header row with
    the values below, `kv` label / value lines, `box` the same lines boxed. Returns the y below."""
    n = len(pairs)
    if mode == "grid":
        return d.grid(x, y, [w / n] * n, [k for k, _ in pairs], [v for _, v in pairs], size, shade)
    if mode == "row":
        ws = [w / n] * n
        y = lrow(
            d,
            x,
            y,
            ws,
            [k for k, _ in pairs],
            "l" * n,
            h=size + 8,
            size=size - 0.6,
            b=True,
            fill=shade,
        )
        return lrow(d, x, y, ws, [v for _, v in pairs], "l" * n, h=size + 9, size=size)
    lw = max(d.width(k, size, True) for k, _ in pairs) + 10
    top = y
    y += 4 if mode == "box" else 0
    for k, v in pairs:
        d.t(x + 4, y + size + 1, k, size, b=True)
        d.t(x + 4 + lw, y + size + 1, v, size, maxw=w - lw - 8)
        y += size * 1.55
    if mode == "box":
        d.box(x, top, w, y - top + 4)
        y += 4
    return y


def lparty(
    d: la.Doc,
    x: float,
    y: float,
    label: str,
    rows: list[str],
    size: float = 8.8,
    lead: float = 11.2,
) -> float:
    """A block with an optional small label above; its first line (a company) in bold."""
    if label:
        d.t(x, y + 8, label, 7.8, b=True, grey=0.35)
        y += 12
    return d.lines(x, y, rows, size, b_first=True, lead=lead)


def ltotal(
    d: la.Doc,
    rng: random.Random,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str]],
    lab: str,
    val: str,
    size: float = 8.8,
) -> float:
    """Summary rows, then the grand total: on its own line, boxed or shaded, or with its amount
    on the line below the label."""
    if rows:
        y = d.summary(xl, xr, y, [(a, b, False) for a, b in rows], size)
    if rng.random() < 0.35:
        d.line(xl - 4, y + 2, xr + 4, y + 2, 0.8)
        d.t(xl, y + size + 6, lab, size + 0.4, b=True)
        d.t(xr, y + 2 * size + 13, val, size + 2.2, b=True, al="r")
        return y + 2 * size + 19
    return d.summary(
        xl,
        xr,
        y,
        [(lab, val, True)],
        size + 0.4,
        box_last=rng.random() < 0.5,
        shade=0.88 if rng.random() < 0.4 else None,
    )


def crefs(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    mode: str,
    ink: Color,
    size: float = 8.4,
) -> float:
    """Reference pairs on a cj page: `grid` a ruled label / value grid (two pairs a row), `row`
    a header row with the values below, `kv` / `box` label：value lines (boxed)."""
    n = len(pairs)
    if mode == "grid":
        rows = []
        for i in range(0, n, 2):
            rows.append([*pairs[i], *(pairs[i + 1] if i + 1 < n else ())])
        return kgrid(
            pdf, x, y, cj.rel(w, [14, 36, 14, 36]), rows, h=18, size=size, ink=ink, fill=PALE
        )
    if mode == "row":
        ws = [w / n] * n
        y = crow(
            pdf,
            x,
            y,
            ws,
            [k for k, _ in pairs],
            "c" * n,
            h=17,
            size=size - 0.4,
            fill=PALE,
            head=True,
        )
        return crow(pdf, x, y, ws, [v for _, v in pairs], "c" * n, h=18, size=size)
    lw = max(cw(k + "：", size) for k, _ in pairs) + 6
    top = y
    for k, v in pairs:
        pdf.text(x + 5, y + 13, k + "：", size, colour=GREY)
        pdf.text(x + 5 + lw, y + 13, v, size, maxw=w - lw - 10)
        y += 15
    if mode == "box":
        pdf.rect(x, top, w, y - top + 5, stroke=ink, lw=0.7)
    return y + 6


def ctotal(
    pdf: cj.Pdf,
    rng: random.Random,
    right: float,
    y: float,
    rows: list[tuple[str, str]],
    lab: str,
    val: str,
    ink: Color = black,
    size: float = 8.6,
) -> float:
    """Summary rows at the right, then the grand total: a ruled pair of cells, a line, or the
    label with its amount on the line below."""
    style = rng.choice(["cells", "line", "below"])
    if style == "cells":
        w2 = [128, 112]
        for a, b in rows:
            y = crow(pdf, right - sum(w2), y, w2, [a, b], "lr", h=18, size=size)
        return crow(
            pdf,
            right - sum(w2),
            y,
            w2,
            [lab, val],
            "lr",
            h=20,
            size=size + 0.4,
            bold=True,
            fill=PALE,
        )
    x0 = right - 250
    for a, b in rows:
        pdf.text(x0, y + 12, a, size)
        pdf.text(right, y + 12, b, size, align="r")
        y += 15
    pdf.line(x0, y + 3, right, y + 3, lw=0.6, colour=ink)
    if style == "line":
        pdf.text(x0, y + 17, lab, size + 1, bold=True)
        pdf.text(right, y + 17, val, size + 1.4, bold=True, align="r", colour=ink)
        return y + 24
    pdf.text(x0, y + 16, lab, size + 0.6, bold=True)
    pdf.text(right, y + 33, val, size + 4, bold=True, align="r", colour=ink)
    return y + 40


# --------------------------------------------------------------------------- 1 zh-Hans electroplating plant's chemicals order

DD_CITY = "东莞 佛山 宁波 台州 昆山 惠州 江门 无锡 温州 中山 常州 厦门".split()
DD_B = "华亮 金辉 永光 镀美 鑫亮 恒镀 宝光 新锐 达亮 精镀 明辉 焕彩".split()
DD_BUY = [
    "{c}{b}表面处理有限公司",
    "{c}{b}电镀有限公司",
    "{c}市{b}五金电镀厂",
    "{b}精密电镀（{c}）有限公司",
    "{c}{b}金属表面技术有限公司",
]
DD_S = "宏达 科隆 联合 中南 华强 新星 长江 泰和 正信 富源 广益 嘉化".split()
DD_SUP = [
    "{c}{s}化工有限公司",
    "{c}{s}化学试剂有限公司",
    "{s}新材料（{c}）有限公司",
    "{c}{s}金属材料有限公司",
    "{c}{s}表面技术有限公司",
]
DD_SUP_BARE = ["{c}{s}化工经营部", "{c}市{s}化工原料商行", "{s}化工"]
DD_ITEMS = [
    ("硫酸镍", "NiSO4·6H2O 25kg/袋", "袋", 680, 980),
    ("氯化镍", "NiCl2·6H2O 25kg/袋", "袋", 900, 1300),
    ("电解镍板", "Ni9996 阳极用", "公斤", 135, 180),
    ("焦磷酸铜", "25kg/袋 电镀级", "袋", 1600, 2400),
    ("镀镍光亮剂", "主光剂 25L/桶", "桶", 380, 760),
    ("铬酐", "CrO3 50kg/桶", "桶", 1500, 2200),
    ("硼酸", "H3BO3 25kg/袋", "袋", 150, 260),
    ("除油粉", "碱性 25kg/袋", "袋", 160, 300),
    ("工业盐酸", "31% 槽车", "吨", 400, 700),
    ("钛篮", "Φ80×500 含钩", "个", 280, 560),
    ("PP滤芯", "10寸 5μm", "支", 6, 15),
    ("耐酸碱手套", "丁腈 加长", "副", 8, 20),
    ("活性炭", "粉状 25kg/袋", "袋", 90, 180),
    ("锌球", "Zn99.995 Φ50", "公斤", 24, 32),
]


def _dd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(DD_CITY, 2)
    buyer = rng.choice(DD_BUY).format(c=c1, b=rng.choice(DD_B))
    sup = bare_or(rng, DD_SUP, DD_SUP_BARE, 0.25).format(c=c2, s=rng.choice(DD_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DD-PO{y}{m}{n3}|CG{Y}{m}{d}{n2}|PO-{Y}-{n4}|{y}{m}{n4}")
    req = cj.number(rng, d, "QG{y}{m}{n3}|SQ-{Y}{n4}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|KJXY{Y}{n3}")
    scode = cj.number(rng, d, "V{n5}|GYS-{n4}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(MODES)
    po_lab = cj.pick(rng, "采购单号|订单编号|采购订单号|订单号")
    ink = rng.choice([Color(0.1, 0.25, 0.55), Color(0.55, 0.1, 0.1), black])
    excl = rng.random() < 0.5
    tel = cj.zh_tel(rng)

    def foot() -> None:
        pdf.line(m, pdf.h - 38, right, pdf.h - 38, lw=0.4, colour=GREY)
        pdf.text(
            m,
            pdf.h - 27,
            f"{buyer}　电话 {tel}　本订单一式两份，双方签字盖章后生效",
            7,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 27,
            f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　采购订单（续）", 8.8, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 46

    centred = rng.random() < 0.55
    if centred:
        pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2, 53, f"地址：{cj.zh_addr(rng)}　电话：{tel}", 7.6, align="c", colour=GREY
        )
    else:
        pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
        pdf.text(
            m, 53, f"地址：{cj.zh_addr(rng)}　电话：{tel}　传真：{cj.zh_tel(rng)}", 7.6, colour=GREY
        )
    title = cj.pick(rng, "采购订单|化学品采购订单|原辅料采购单|采 购 订 单")
    pdf.text(pdf.w / 2, 78, title, 17, align="c", bold=True)
    pdf.line(pdf.w / 2 - 70, 83, pdf.w / 2 + 70, 83, lw=0.8)
    y = 92
    pairs = [
        (po_lab, po),
        ("订单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
        ("请购单号", req),
        (cj.pick(rng, "框架合同号|合同编号"), ht),
    ]
    if rng.random() < 0.5:
        pairs.append(("供应商编码", scode))
    if rng.random() < 0.35:
        pairs[0], pairs[1] = pairs[1], pairs[0]
    if mode == "title":
        if rng.random() < 0.5:
            pdf.text(right, 78, f"No. {po}", 11.5, align="r", colour=RED)
        else:
            pdf.text(right, 78, f"{po_lab}：{po}", 9.6, align="r", bold=True)
        pdf.text(m, 78, f"日期：{cj.fdate(d, 'cn')}", 8.4)
        rest = [p for p in pairs if p[0] not in (po_lab, "订单日期")]
        pdf.text(m, y + 6, "　　".join(f"{k}：{v}" for k, v in rest), 8.2, colour=GREY)
        y += 14
    elif mode in ("grid", "row"):
        y = crefs(pdf, m, y, wd, pairs, mode, ink) + 8
    pw = (wd - 16) / 2
    sup_lab = cj.pick(rng, "供应商|供方|卖方|致|")
    sp = [
        f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        f"地址：{cj.zh_addr(rng)}",
        f"危化品经营许可证：{c2[:1]}安经字〔{d.year - rng.randint(1, 3)}〕{rng.randint(100, 999):06d}",
    ]
    bp = [
        f"收货单位：{buyer}",
        f"收货地址：{cj.zh_addr(rng)}（{cj.pick(rng, '化学品仓库|原料仓|二号车间')}）",
        f"收货人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"税号：{cj.credit_code(rng)}",
    ]
    boxes = [("s", sup_lab), ("b", cj.pick(rng, "需方|采购方|买方|收货信息"))]
    if rng.random() < 0.4:
        boxes.reverse()
    kv_side = mode in ("kv", "box")
    if kv_side:
        # the data block at the right, the supplier's panel at the left
        yk = crefs(pdf, m + pw + 16, y, pw, pairs, mode, ink)
        yy = y
        if sup_lab:
            pdf.text(m, yy + 12, f"{sup_lab}：", 8.4, colour=GREY)
            yy += 15
        pdf.text(m, yy + 12, sup, 10, bold=True)
        yy += 16
        for s_ in sp:
            for ln in cj.wrap(s_, 8, pw - 6):
                pdf.text(m, yy + 11, ln, 8)
                yy += 12.5
        y = max(yk, yy) + 6
        for s_ in bp[:3]:
            pdf.text(m, y + 10, s_, 8.2)
            y += 13
        y += 6
    else:
        ymax = y
        for k, (who, lab) in enumerate(boxes):
            x = m + k * (pw + 16)
            yy = y + 4
            if who == "s":
                if lab:
                    pdf.text(x + 5, yy + 11, f"{lab}：", 8.2, colour=GREY)
                    yy += 14
                pdf.text(x + 5, yy + 12, sup, 9.8, bold=True)
                yy += 16
                rows_ = sp
            else:
                pdf.text(x + 5, yy + 11, f"{lab}：", 8.2, colour=GREY)
                yy += 14
                rows_ = bp
            for s_ in rows_:
                for ln in cj.wrap(s_, 8, pw - 12):
                    pdf.text(x + 5, yy + 11, ln, 8)
                    yy += 12.5
            ymax = max(ymax, yy + 4)
        for k in range(2):
            pdf.rect(m + k * (pw + 16), y, pw, ymax - y, stroke=GREY, lw=0.5)
        y = ymax + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    n = min(n, 22) if land else n
    lines = more_lines(
        rng, DD_ITEMS, n, [1, 2, 4, 5, 10, 20, 40], ["（补货）", "（试用）", "（二号线）"], big=5000
    )
    heads = [
        "序号",
        "品名",
        "规格/包装",
        "单位",
        "数量",
        "不含税单价" if excl else "含税单价",
        "不含税金额" if excl else "金额（元）",
    ]
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
    ws = cj.rel(wd, [5, 18, 22, 7, 9, 14, 16])
    y = ctable(
        pdf, m, y, ws, heads, body, "cllcrrr", rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 1, 2, 3])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 120, 200, 350])) if not excl else ZERO
    if excl:
        tax = r2((sub - disc) * Decimal("0.13"))
        total = sub - disc + tax
    else:
        tax = ZERO
        total = sub - disc + fr
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        if excl:
            rows = [("不含税合计", cj.money(sub))]
            if disc:
                rows.append(("折让", f"-{cj.money(disc)}"))
            rows.append(("税额（13%）", cj.money(tax)))
            lab = cj.pick(rng, "价税合计|价税合计（元）|含税总金额")
        else:
            rows = [("小计", cj.money(sub))]
            if disc:
                rows.append(("优惠", f"-{cj.money(disc)}"))
            if fr:
                rows.append(("运费", cj.money(fr)))
            lab = cj.pick(rng, "合计金额|订单总额|合计（含13%税）|总计")
        if len(rows) == 1 and rng.random() < 0.5:
            rows = []
        y = ctotal(pdf, rng, right, y, rows, lab, f"¥{cj.money(total)}", ink)
        pdf.text(m, y + 12, f"合计人民币（大写）：{cj.daxie(total)}", 8.6)
        y += 18
        if not excl:
            pdf.text(m, y + 8, "以上单价均含13%增值税及送货费用。", 7.8, colour=GREY)
            y += 13
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 50])
            pre = r2(total * pct / 100)
            pdf.text(
                m,
                y + 9,
                f"付款方式：预付{pct}%货款 ¥{cj.money(pre)}，余款 ¥{cj.money(total - pre)} 货到验收后30天内付清。",
                8.2,
            )
            y += 15
    else:
        pdf.text(m, y + 10, "单价按框架合同价格表执行，结算金额以实际入库数量为准。", 8.6)
        y += 18
    for t in [
        "1. 危险化学品须由具备资质的车辆运输，随货提供MSDS、合格证及批次检验报告。",
        f"2. 交货期：{cj.fdate(cj.later(rng, d, 3, 20), 'cn')}前送至指定仓库，包装破损拒收。",
        "3. 送货单、发票须注明本采购订单号，否则财务不予付款。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    roles = ["采购员：", "部门经理：", "总经理：", "供方确认（签字盖章）："]
    for k, lab in enumerate(roles):
        nm = cj.person(rng) if k < 2 else ""
        pdf.text(m + k * wd / 4, y, f"{lab}{nm}", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(
            m + wd / 4 + 40, y - 8, buyer, rng, caption=cj.pick(rng, "采购专用章|合同专用章"), r=34
        )
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind57_zh_diandu_chang_huaxuepin_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dd)


# --------------------------------------------------------------------------- 2 zh-Hans cement plant's wear-parts ERP order

SN_CITY = "唐山 邯郸 临沂 淮北 宜昌 达州 曲靖 遵义 铜川 乌海 赤峰 柳州".split()
SN_B = "磐石 鼎峰 青岩 昊宇 坤元 金峰 远山 石岭 泰岳 峻宇 恒基 北辰".split()
SN_BUY = [
    "{c}{b}水泥有限公司",
    "{b}水泥（{c}）有限公司",
    "{c}{b}新型建材有限公司",
    "{c}{b}建材股份有限公司",
]
SN_S = "恒力 宏远 中冶 精锐 天重 宝鼎 兴工 华耐 金石 博远 德源 铁牛".split()
SN_SUP = [
    "{c}{s}耐磨材料有限公司",
    "{c}{s}重工机械有限公司",
    "{c}{s}铸造有限公司",
    "{s}输送设备（{c}）有限公司",
    "{c}{s}减速机有限公司",
    "{c}{s}环保设备股份有限公司",
]
SN_SUP_BARE = ["{c}{s}机电经营部", "{c}{s}耐磨件厂", "{c}市{s}轴承商行"]
SN_ITEMS = [
    ("高铬磨球", "Φ60 Cr15", "吨", 7800, 9800),
    ("磨机衬板", "一仓 ZGMn13", "块", 650, 1400),
    ("篦冷机篦板", "耐热钢 ZG40Cr25Ni", "块", 420, 900),
    ("破碎机锤头", "高锰钢 90kg", "个", 1300, 2600),
    ("辊压机辊套", "堆焊 Φ1400", "套", 68000, 98000),
    ("输送带", "EP200 B1000 5层", "米", 320, 520),
    ("提升机料斗", "NSE300", "个", 380, 760),
    ("除尘滤袋", "PPS Φ160×6000", "条", 130, 260),
    ("减速机轴承", "23152CA/W33", "套", 5200, 9800),
    ("镁铬砖", "回转窑烧成带", "吨", 5200, 7800),
    ("托辊", "Φ133×380", "个", 78, 150),
    ("提升机环链", "Φ22×86", "米", 420, 700),
    ("喷煤管浇注料", "刚玉质 25kg", "袋", 160, 320),
]


def _sn(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.35
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(28, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    c1, c2 = rng.sample(SN_CITY, 2)
    buyer = rng.choice(SN_BUY).format(c=c1, b=rng.choice(SN_B))
    sup = bare_or(rng, SN_SUP, SN_SUP_BARE, 0.2).format(c=c2, s=rng.choice(SN_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "45{n8}|PO{Y}{m}{n4}|CGDD-{Y}-{n5}|SN{y}{m}{d}{n3}")
    req = cj.number(rng, d, "PR{Y}{n5}|10{n8}")
    proj = cj.number(rng, d, "JG-{Y}-{n3}|TG{Y}{n3}")
    scode = cj.number(rng, d, "20{n6}|V{n6}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["row", "grid", "title", "row"])
    po_lab = cj.pick(rng, "采购订单号|订单编号|采购凭证号|订单号")
    ink = rng.choice([Color(0.05, 0.3, 0.45), black])
    buyer_name = cj.person(rng)
    printed = cj.fdate(cj.later(rng, d, 0, 2), "iso")

    def foot() -> None:
        pdf.text(m, pdf.h - 26, f"打印日期：{printed}　打印人：{buyer_name}", 7, colour=GREY)
        pdf.text(
            right,
            pdf.h - 26,
            f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页",
            7.2,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{buyer}　采购订单　{po_lab} {po}", 8.6, bold=True)
        return 42

    pdf.rect(m, 22, wd, 30, fill=PALE, stroke=None)
    pdf.text(m + 8, 42, buyer, 13.5, bold=True, colour=ink)
    title = cj.pick(rng, "采购订单|备品备件采购订单|物资采购订单")
    if mode == "title":
        pdf.text(right - 8, 42, f"{title}　{po}", 12, align="r", bold=True)
    else:
        pdf.text(right - 8, 42, title, 13, align="r", bold=True)
    y = 62
    org = cj.pick(rng, "1000 水泥事业部|2100 熟料基地|3000 粉磨站")
    if mode == "row":
        pairs = [
            (po_lab, po),
            ("订单日期", cj.fdate(d, "iso")),
            ("采购组织", org),
            ("采购员", buyer_name),
            ("申请单号", req),
            ("币种", "人民币 CNY"),
        ]
        y = crefs(pdf, m, y, wd, pairs, "row", ink, size=8) + 6
        rows = [
            ["供应商", sup, "供应商编码", scode],
            ["技改项目", proj, "交货地点", cj.pick(rng, "厂区备件库|原料车间|窑头现场|中央仓库")],
        ]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [12, 40, 12, 36]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
    elif mode == "grid":
        rows = [
            [po_lab, po, "订单日期", cj.fdate(d, rng.choice(["cn", "iso"]))],
            ["供应商名称", sup, "供应商编码", scode],
            ["采购组织", org, "采购员", f"{buyer_name}　{cj.mobile(rng)}"],
            ["申请单号", req, "项目编号", proj],
        ]
        if rng.random() < 0.4:
            rows[0], rows[1] = rows[1], rows[0]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [12, 40, 12, 36]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
    else:
        pw = (wd - 16) / 2
        yy = y
        lab = cj.pick(rng, "供应商|卖方|")
        if lab:
            pdf.text(m, yy + 11, f"{lab}：", 8.2, colour=GREY)
            yy += 14
        pdf.text(m, yy + 12, sup, 10, bold=True)
        yy += 16
        for s_ in [
            f"供应商编码：{scode}",
            f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
            f"开户行：{cj.bank(rng)[0]}",
        ]:
            pdf.text(m, yy + 10, s_, 8)
            yy += 12.5
        yk = crefs(
            pdf,
            m + pw + 16,
            y,
            pw,
            [
                ("订单日期", cj.fdate(d, "cn")),
                ("申请单号", req),
                ("技改项目", proj),
                ("采购员", buyer_name),
                ("采购组织", org),
            ],
            "box",
            ink,
            size=8,
        )
        y = max(yy, yk) + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [28, 34], p=0.17)
    lines = more_lines(
        rng, SN_ITEMS, n, [1, 2, 4, 6, 10, 20, 50], ["（备用）", "（二线）", "（加厚）"], big=20000
    )
    nets = [r2(a / Decimal("1.13")) for *_, a in lines]
    taxes = [a - nt for (*_, a), nt in zip(lines, nets)]
    due = cj.later(rng, d, 10, 45)
    body = []
    for i, ((it, q, p, a), nt, tx) in enumerate(zip(lines, nets, taxes), 1):
        code = f"3{rng.randint(100000, 999999)}"
        cells = [str(i * 10), code, it[0], it[1], it[2], f"{q:,.0f}"]
        money_cells = [cj.money(p), "13%", cj.money(nt), cj.money(tx), cj.money(a)]
        if not stated:
            money_cells = ["", "13%", "", "", ""]
        if land:
            cells += money_cells + [cj.fdate(due, "iso")]
        else:
            cells = cells[:1] + cells[2:] + [money_cells[0], money_cells[4]]
        body.append((cells, a))
    if land:
        heads = [
            "行号",
            "物料编码",
            "物料名称",
            "规格型号",
            "单位",
            "数量",
            "含税单价",
            "税率",
            "不含税金额",
            "税额",
            "价税合计",
            "交货日期",
        ]
        ws = cj.rel(wd, [5, 9, 13, 15, 5, 6, 9, 5, 10, 8, 10, 9])
        al = "cllccrrcrrrc"
    else:
        heads = ["行号", "物料名称", "规格型号", "单位", "数量", "含税单价", "价税合计"]
        ws = cj.rel(wd, [6, 22, 24, 7, 9, 15, 17])
        al = "cllcrrr"
    y = ctable(pdf, m, y, ws, heads, body, al, rowh=18, size=7.6, bottom=bottom, brk=brk, fill=PALE)
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 1, 2])) / 100)
    total = sub - disc
    if y + 120 > bottom:
        y = brk()
    if stated:
        cells = [""] * len(ws)
        cells[1] = "合计"
        cells[-2 if land else -1] = cj.money(sub)
        if land:
            cells[-4], cells[-3] = cj.money(sum(nets, ZERO)), cj.money(sum(taxes, ZERO))
        y = crow(pdf, m, y, ws, cells, al, h=18, size=7.6, bold=True) + 8
        if disc or rng.random() < 0.4:
            rows = [("整单折扣", f"-{cj.money(disc)}")] if disc else []
            y = ctotal(
                pdf,
                rng,
                right,
                y,
                rows,
                cj.pick(rng, "订单总金额|订单金额（含税）|总计"),
                f"¥{cj.money(total)}",
                ink,
            )
        pdf.text(
            m, y + 12, f"订单总金额（大写）：{cj.daxie(total)}　　（小写）¥{cj.money(total)}", 8.6
        )
        y += 18
        if rng.random() < 0.5:
            pdf.text(
                m,
                y + 9,
                f"质保金：订单金额的10%（¥{cj.money(r2(total / 10))}）于质保期满无质量问题后支付。",
                8,
            )
            y += 14
    else:
        pdf.text(m, y + 14, "价格执行年度备件协议价，结算金额以入库单为准。", 8.6)
        y += 22
    for t in [
        "1. 供应商须随货提供材质证明、出厂检验报告；耐磨件按实际磨耗考核。",
        "2. 送货单须注明采购订单号及行号，到货后三日内完成验收。",
        "3. 本订单经供应商确认后生效，未尽事宜按双方签订的框架协议执行。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY)
        y += 12.5
    if y + 50 > bottom:
        y = brk()
    y += 28
    labs = ["制单：", "审核：", "批准：", "供应商签章："]
    for k, lab in enumerate(labs):
        nm = buyer_name if k == 0 else (cj.person(rng) if k < 3 and rng.random() < 0.6 else "")
        pdf.text(m + k * wd / 4, y, f"{lab}{nm}", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind57_zh_shuinichang_naimo_beijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sn)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong taekwondo school's equipment order

TQ_X = [
    ("勇武", "Yung Mo"),
    ("精英", "Elite"),
    ("龍虎", "Lung Fu"),
    ("飛揚", "Fei Yeung"),
    ("正道", "Ching To"),
    ("匯勁", "Wui King"),
    ("卓越", "Cheuk Yuet"),
    ("勁力", "King Lik"),
]
TQ_BUY = [
    ("{x}跆拳道會", "{e} Taekwondo Association"),
    ("{x}跆拳道學院有限公司", "{e} Taekwondo Academy Limited"),
    ("{x}武術體育會", "{e} Martial Arts Club"),
    ("{x}跆拳道館", "{e} Taekwondo Dojang"),
]
TQ_SB = [
    ("振興", "Chun Hing"),
    ("大同", "Tai Tung"),
    ("金獅", "Golden Lion"),
    ("運通", "Wan Tung"),
    ("南華", "Nam Wah"),
    ("利達", "Lee Tat"),
    ("建輝", "Kin Fai"),
    ("寶豐", "Po Fung"),
]
TQ_ST = [
    ("體育用品", "Sports Goods"),
    ("運動器材", "Sports Equipment"),
    ("武術用品", "Martial Arts Supplies"),
    ("貿易", "Trading"),
]
TQ_ITEMS = [
    ("跆拳道服 (兒童)", "Dobok, kids 110-150", "套", 120, 220),
    ("跆拳道服 (成人)", "Dobok, adult", "套", 180, 320),
    ("級帶", "Colour belts", "條", 15, 35),
    ("護身", "Body protector (hogu)", "件", 180, 380),
    ("頭盔", "Head guard", "個", 150, 320),
    ("護脛護臂套裝", "Shin & forearm guards", "套", 120, 260),
    ("腳靶", "Kicking target", "個", 60, 140),
    ("擊破板", "Rebreakable board", "塊", 90, 180),
    ("EVA 地墊 25mm", "Puzzle mat 1m x 1m", "塊", 45, 95),
    ("獎牌", "Medals, gold/silver/bronze", "個", 12, 28),
    ("電子計分系統租用", "Scoring system hire", "日", 1500, 3200),
    ("牙膠", "Mouth guard", "個", 18, 40),
    ("沙包連支架", "Free-standing bag", "個", 980, 1900),
]


def _tq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    x, xe = rng.choice(TQ_X)
    bz, be = rng.choice(TQ_BUY)
    buyer, buyer_en = bz.format(x=x), be.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(TQ_SB), rng.choice(TQ_ST)
    if rng.random() < 0.75:
        sup = f"{sb}{st}有限公司"
        sup_en = f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}"
    else:
        sup = f"{sb}{st}{rng.choice(['公司', '行'])}"
        sup_en = f"{sbe} {ste} Co."
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO-{y}{m}{n3}|TKD/{Y}/{n3}|P{y}{n4}|{n5}")
    qt = cj.number(rng, d, "Q{y}{m}-{n3}|QT{n5}")
    comp = cj.number(rng, d, "公開賽 {Y}-{n2}|Open {Y}/{n2}")
    br = f"{rng.randint(30000000, 79999999)}-000-{d:%m}-{d:%y}-{rng.randint(1, 9)}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "row", "kv", "box"])
    po_lab = cj.pick(rng, "採購單號 P.O. No.|訂單編號 Order No.|P.O. No.|採購單編號")
    tel = cj.hk_tel(rng)

    def foot() -> None:
        pdf.text(m, pdf.h - 24, f"{buyer} {buyer_en}　商業登記 BR No. {br}", 6.8, colour=GREY)
        pdf.text(
            right,
            pdf.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.2,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer} 採購單 {po}（續 cont'd）", 8.6)
        return 46

    pdf.text(m, 40, buyer, 15, bold=True)
    pdf.text(m, 54, buyer_en, 9.4, bold=True)
    pdf.text(
        m,
        66,
        f"香港{rng.choice(['旺角', '荃灣', '將軍澳', '元朗', '觀塘', '北角', '沙田'])}{rng.choice(['彌敦道', '青山公路', '英皇道', '海濱道'])}{rng.randint(1, 500)}號{rng.randint(2, 20)}樓　電話 {tel}　電郵 info@{xe.lower().replace(' ', '')}tkd.hk",
        7.4,
        colour=GREY,
    )
    if mode == "title":
        pdf.text(right, 42, "採購單 PURCHASE ORDER", 13, align="r", bold=True)
        pdf.text(right, 60, f"No. {po}", 11, align="r", bold=True, colour=RED)
    else:
        pdf.text(right, 42, "採購單", 16, align="r", bold=True)
        pdf.text(right, 58, "PURCHASE ORDER", 10, align="r", bold=True)
    y = 80
    pairs = [
        (po_lab, po),
        ("日期 Date", f"{d:%d/%m/%Y}"),
        ("報價單 Quotation", qt),
        ("付款 Terms", cj.pick(rng, "C.O.D.|月結30天|30 days")),
    ]
    if rng.random() < 0.4:
        pairs[0], pairs[1] = pairs[1], pairs[0]
    if mode == "title":
        pairs = [p_ for p_ in pairs if p_[0] != po_lab]
    if mode in ("title", "row"):
        y = crefs(pdf, m, y, wd, pairs, "row", black, size=8) + 12
    pw = (wd - 20) / 2
    sup_lab = cj.pick(rng, "供應商 Supplier|致 To|賣方 Vendor|")
    srows = [
        sup,
        sup_en,
        f"{rng.choice(['葵涌', '長沙灣', '觀塘', '柴灣', '土瓜灣'])}{rng.choice(['工業大廈', '中心', '貿易廣場'])}{rng.randint(2, 22)}樓{rng.choice('ABCDEF')}室",
        f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}",
    ]
    drows = [
        buyer,
        f"送貨至 {cj.pick(rng, '道館 Dojang|比賽場地 Venue|總部 HQ')}：{rng.choice(['伊利沙伯體育館', '荃灣體育館', '將軍澳體育館', '本會道館'])}",
        f"比賽 Event: {comp}",
        f"聯絡 {cj.person(rng, 'zh-Hant')} {cj.hk_tel(rng)}",
    ]
    sx, dx = (m, m + pw + 20) if rng.random() < 0.65 else (m + pw + 20, m)
    yk = y
    if mode in ("kv", "box"):
        # the data block at the right beside the supplier, deliver-to below
        sx, dx = m, m
        yk = crefs(pdf, m + pw + 20, y, pw, pairs, mode, black, size=8.2)
    yy = y
    if sup_lab:
        pdf.text(sx, yy + 8, sup_lab, 8, colour=GREY)
        yy += 13
    for i, s_ in enumerate(srows):
        pdf.text(sx, yy + 10, s_, 9.8 if i == 0 else 8.2, bold=i == 0)
        yy += 13
    y2 = max(yy, yk) + 6 if mode in ("kv", "box") else y
    pdf.text(dx, y2 + 8, "送貨地址 Deliver to", 8, colour=GREY)
    y2 += 13
    for s_ in drows:
        pdf.text(dx, y2 + 10, s_, 8.2)
        y2 += 13
    y = max(yy, y2) + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 38])
    n = min(n, 16) if land else n
    lines = more_lines(
        rng, TQ_ITEMS, n, [2, 5, 10, 12, 20, 30, 50], ["(紅)", "(藍)", "(細碼)"], big=1000
    )
    body = [
        ([str(i), f"{it[0]}\n{it[1]}", it[2], f"{q:,.0f}", f"{p:,.2f}", f"{a:,.2f}"], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:4], "", ""], a) for c_, a in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 46, 8, 10, 14, 16]),
        [
            "項目\nItem",
            "貨品 Description",
            "單位\nUnit",
            "數量\nQty",
            "單價 HK$\nUnit Price",
            "金額 HK$\nAmount",
        ],
        body,
        "clcrrr",
        rowh=24,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=26,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    dlv = Decimal(rng.choice([0, 0, 80, 150, 300]))
    total = sub - disc + dlv
    if y + 130 > bottom:
        y = brk()
    y += 6
    if stated:
        rows = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows.append(("會員折扣 Discount", f"-{disc:,.2f}"))
        if dlv:
            rows.append(("運費 Delivery", f"{dlv:,.2f}"))
        lab = cj.pick(rng, "總額 TOTAL|合計 Total HK$|總數 Grand Total|TOTAL AMOUNT")
        y = ctotal(pdf, rng, right, y, rows, lab, f"HK${total:,.2f}")
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            pdf.text(
                m,
                y + 10,
                f"已付訂金 Deposit paid: HK${dep:,.2f}　　餘額 Balance: HK${total - dep:,.2f}",
                8.2,
            )
            y += 15
        if rng.random() < 0.5:
            pdf.text(m, y + 10, cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS"), 7.6)
            y += 14
    else:
        pdf.text(m, y + 10, "價錢按報價單，數量以實際交貨為準 Price as per quotation.", 8.4)
        y += 16
    y += 10
    for t in [
        "1. 送貨單及發票請註明採購單號 Please quote our P.O. No. on all delivery notes and invoices.",
        "2. 比賽用品須於比賽前七天送達 Competition items to arrive 7 days before the event.",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.4, colour=GREY)
        y += 12
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw = wd / 3
    labs = [
        f"經手人 Prepared by: {cj.person(rng, 'zh-Hant')}",
        f"{cj.pick(rng, '總教練 Head Instructor|館長 Director|會長 Chairman')}",
        "供應商確認 Supplier acknowledgement",
    ]
    for k, lab in enumerate(labs):
        pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind57_hk_taiquandao_guan_qicai_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tq)


# --------------------------------------------------------------------------- 4 ja lacquerware workshop's materials order

SK_SHOP = ["株式会社{p}漆器", "漆工房 {p}", "有限会社{p}漆芸", "{p}塗師屋", "{p}漆器店"]
SK_P = "桐乃 椿屋 朱雀 黒川 雅堂 塗善 漆遊 輪島屋 山中堂 木曽屋 会津屋 紀州屋".split()
SK_SB = "山田 平和 北陸 大西 中島 丸金 東洋 三和 堀 森本 箔一 金沢".split()
SK_ST = ["漆工業", "木工所", "金箔", "刷毛製作所", "商事", "漆店"]
SK_ITEMS = [
    ("生漆", "国産 1kg", "kg", 38000, 65000),
    ("黒呂色漆", "500g 缶", "缶", 6500, 12000),
    ("朱合漆", "500g 缶", "缶", 5800, 9800),
    ("木地 椀", "欅 4寸", "個", 1800, 3600),
    ("木地 盆", "栃 尺二 丸盆", "枚", 4200, 8500),
    ("金粉", "丸粉 3号 1g", "g", 9800, 14000),
    ("金箔", "四号色 109mm 100枚", "束", 18000, 32000),
    ("漆刷毛", "人毛 3寸", "本", 8000, 16000),
    ("駿河炭", "研ぎ用", "本", 900, 2200),
    ("吉野紙", "漉し紙 100枚", "束", 2800, 5200),
    ("桐箱", "椀用 5客入", "個", 2400, 4800),
    ("地の粉", "1kg", "袋", 1200, 2400),
    ("麻布", "布着せ用 1m", "m", 600, 1400),
]


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    shop = rng.choice(SK_SHOP).format(p=rng.choice(SK_P))
    b, t = rng.choice(SK_SB), rng.choice(SK_ST)
    sup = rng.choice([f"株式会社{b}{t}", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"])
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|S{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}")
    reg = f"T{rng.randint(1000000000000, 9999999999999)}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["box", "title", "row", "box"])
    po_lab = cj.pick(rng, "注文番号|発注番号|注文No.|発注No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.55, 0.1, 0.1), Color(0.15, 0.15, 0.15), Color(0.2, 0.25, 0.45)])
    title = cj.pick(rng, "注　文　書|発注書|注文書|御注文書")

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace('　', '')}（続き）　{po_lab}：{po}", 8.8)
        return 46

    pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
    if mode == "title":
        pdf.text(right, 46, f"{po_lab} {po}", 9.6, align="r", bold=True)
        pdf.text(right, 60, f"発行日 {cj.fdate(d, ds)}", 8.2, align="r")
        yy = 66
    elif mode == "box":
        bw = [60, 104]
        yy = 58
        for lab, val in [(po_lab, po), ("発行日", cj.fdate(d, ds))]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    else:
        yy = 58
    y = 84
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(m + cw(sup, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11)
    pdf.line(m, y + 5, m + max(230, cw(sup, 12) + 40), y + 5, lw=0.6)
    pdf.text(
        m,
        y + 20,
        cj.pick(
            rng, "下記のとおり注文いたします。|毎度ありがとうございます。下記の通り発注致します。"
        ),
        8.6,
    )
    ry = max(yy, 90) + 14
    pdf.text(right, ry, shop, 11, align="r", bold=True)
    pdf.text(right, ry + 14, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 26, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(right, ry + 38, f"登録番号 {reg}", 7.6, align="r", colour=GREY)
    pdf.text(right, ry + 50, f"担当：{cj.person(rng, 'ja')}", 7.8, align="r")
    if rng.random() < 0.6:
        pdf.stamp(
            right - 18,
            ry + 10,
            shop.replace("株式会社", "").replace("有限会社", "").strip()[:4],
            rng,
            shape="rect",
            r=18,
        )
    y += 32
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 34])
    lines = more_lines(
        rng,
        SK_ITEMS,
        n,
        [1, 2, 3, 5, 10, 20, 50],
        ["（特上）", "（予備）", "（小）"],
        places=0,
        big=20000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = sub + tax
    if stated and rng.random() < 0.6:
        lab = cj.pick(rng, "合計金額（税込）|ご注文金額（税込）|注文金額合計")
        val = rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"])
        if rng.random() < 0.5:
            pdf.rect(m, y, 230, 40, stroke=ink, lw=1)
            pdf.rect(m, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
            pdf.text(m + 6, y + 11, lab, 8.4)
            pdf.text(m + 224, y + 34, val, 14, align="r", bold=True)
            y += 48
        else:
            pdf.text(m, y + 16, lab, 10, bold=True)
            pdf.text(m + cw(lab, 10) + 14, y + 17, val, 14, bold=True)
            pdf.line(m, y + 22, m + 240, y + 22, lw=1, colour=ink)
            y += 30
    y = max(y, ry + 58) + 4
    pairs = [
        ("納期", cj.fdate(cj.later(rng, d, 10, 60), ds)),
        ("納品場所", cj.pick(rng, "本工房|塗場|上塗り工房|加飾工房")),
        ("お見積No.", mitsu),
        ("支払条件", cj.pick(rng, "月末締翌月末払|納品後30日|現金")),
    ]
    if mode == "row":
        pairs.insert(0, (po_lab, po))
        pairs.insert(1, ("発行日", cj.fdate(d, ds)))
        y = crefs(pdf, m, y, wd, pairs, "row", ink, size=7.8) + 8
    else:
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [10, 18, 10, 22, 10, 30]),
                [[*pairs[0], *pairs[1], *pairs[2]]],
                h=18,
                size=8,
                ink=ink,
                fill=PALE,
                labels=(0, 2, 4),
            )
            + 8
        )
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
        cj.rel(wd, [5, 28, 25, 9, 6, 12, 15]),
        ["No.", "品名", "仕様", "数量", "単位", "単価", "金額"],
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
        lab = cj.pick(rng, "合計|合計金額|総合計|御注文合計")
        for k, (l_, v) in enumerate(
            [("小計", f"{sub:,.0f}"), ("消費税（10%）", f"{tax:,.0f}"), (lab, f"¥{total:,.0f}")]
        ):
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [l_, v],
                "lr",
                h=18,
                size=8.6,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
    else:
        pdf.text(m, y + 10, "単価はお見積書のとおり。金額は納品数量により確定します。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t_ in [
        "・漆は製造ロットを明記のこと。",
        "・木地は含水率12%以下で納品願います。",
        "・請求書には注文番号をご記入ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t_, 7.8)
        y += 13
    tear = rng.random() < 0.5
    if y + (120 if tear else 60) > bottom:
        y = brk()
    y += 10
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 30, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    y += 52
    if tear:
        pdf.line(m, y, right, y, lw=0.5, colour=GREY)
        pdf.text(pdf.w / 2, y + 3, "キ　リ　ト　リ", 6.5, align="c", colour=GREY)
        pdf.text(pdf.w / 2, y + 22, "注 文 請 書", 12, align="c", bold=True)
        pdf.text(m, y + 40, f"{shop} 御中", 9)
        pdf.text(m, y + 54, f"上記{po_lab} {po} のご注文をお請けいたします。", 8.4)
        pdf.text(right - 150, y + 54, "受注番号：", 8.4)
        pdf.text(right - 150, y + 68, "年　　月　　日　　　　　　印", 8.4)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind57_ja_shikki_kobo_zairyo_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- the latin-script families' common drawer


def _lat(rng: random.Random, of: int, c: dict) -> tuple[bytes, dict]:
    """One latin-script order from a family's content `c`, its layout drawn at random: where the
    order number stands (`MODES`), the letterhead left / centred / right, a window address at
    times (`window`), the blocks' order, the table's ruling, the total's style."""
    land = rng.random() < c.get("land", 0.15)
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, c["fonts"]))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    stated = c["stated"]
    page = [1]
    mode = rng.choice(MODES)
    po, po_lab = c["po"], c["po_lab"]
    conf = c.get("conf")  # a seller's acknowledgement: (own number label, own number)
    pg_of, pg_one = c["page"].split("|")

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        for i, s_ in enumerate(c["foot"]):
            d.t(m, d.h - 40 + i * 8.5, s_, 6.4, grey=0.35, maxw=wd - 70)
        d.t(
            r,
            d.h - 40,
            pg_of.format(p=page[0], n=of) if of else pg_one.format(p=page[0]),
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, c["cont"].format(lab=po_lab, po=po), 9, b=True)
        return 58

    title = la.pick(rng, c["titles"])
    beside_no = conf[1] if conf else po
    beside = la.pick(rng, c["beside"]).format(t=title, po=beside_no)
    window = c.get("window", 0) > rng.random()
    hstyle = (
        rng.choice(["left", "centre", "right"]) if not window else rng.choice(["left", "right"])
    )
    hs = rng.choice([13.5, 15, 16.5])
    head_txt = beside if mode == "title" and not window else title
    if hstyle == "centre":
        d.t(d.w / 2, 44, c["head"], hs, b=True, al="c")
        d.t(d.w / 2, 56, " · ".join(c["head_lines"]), 7.4, al="c", grey=0.3)
        d.t(d.w / 2, 82, "" if window else head_txt, 13, b=True, al="c")
        d.line(m, 64, r, 64, 0.6)
        y = 96
    else:
        al = "l" if hstyle == "left" else "r"
        x0, x1 = (m, r) if hstyle == "left" else (r, m)
        d.t(x0, 48, c["head"], hs, b=True, al=al)
        yy = d.lines(x0, 54, c["head_lines"], 7.6, al=al, lead=9.8)
        if not window:
            d.t(x1, 48, head_txt, 13, b=True, al="r" if al == "l" else "l")
        y = max(yy, 70) + 14
    pairs = list(c["pairs"])
    if mode != "title" or conf:
        k = rng.choice([0, 0, 1])
        pairs.insert(k, (po_lab, po))
    if conf and mode != "title":
        pairs.insert(rng.choice([0, 1, 2]), conf)
    if len(pairs) > 6:
        pairs = pairs[:6] if (po_lab, po) in pairs[:6] else [*pairs[:5], (po_lab, po)]
    slab = la.pick(rng, c["sup_labs"])
    srows = c["sup_rows"]
    blocks = [b_ for b_ in c["blocks"] if b_]
    if window:
        rng.shuffle(blocks)
        side = rng.random() < 0.6
        sx, kx = (m, m + wd * 0.55) if side else (m + wd * 0.55, m)
        wy = max(y, 110)
        d.t(sx, wy, c["sender"], 6.4, grey=0.35)
        d.line(sx, wy + 3, sx + wd * 0.42, wy + 3, 0.3)
        yy = lparty(d, sx, wy + 6, slab, srows, 9.2, 11.8)
        kmode = rng.choice(["kv", "box"]) if mode in ("kv", "box", "title") else mode
        if kmode in ("grid", "row"):
            yk = y
            y = max(yy, wy + 60) + 12
            y = lrefs(d, m, y, wd, pairs, kmode, 8) + 10
        else:
            yk = lrefs(d, kx, wy - 8, wd * 0.45, pairs, kmode, 8)
            y = max(yy, yk) + 18
        d.t(m, y + 14, beside if mode == "title" else title, 12.5, b=True)
        y += 24
        if c.get("intro"):
            y = wrapped(d, m, y, c["intro"], 8.4, wd) + 4
        bw = (wd - 16) / max(1, len(blocks))
        yb = y
        for i, (lab, rows) in enumerate(blocks):
            yb = max(yb, lparty(d, m + i * (bw + 16), y, lab, rows, 7.8, 9.8))
        y = yb + 10
    elif mode in ("kv", "box"):
        yy = lparty(d, m, y, slab, srows, 9, 11.5)
        yk = lrefs(d, m + wd * 0.52, y - 4, wd * 0.48, pairs, mode, 8)
        y = max(yy, yk) + 10
        bw = (wd - 16) / max(1, len(blocks))
        yb = y
        for i, (lab, rows) in enumerate(blocks):
            yb = max(yb, lparty(d, m + i * (bw + 16), y, lab, rows, 8, 10))
        y = yb + 10
    else:
        if mode in ("grid", "row"):
            y = lrefs(d, m, y, wd, pairs, mode, 8.2, rng.choice([0.88, 0.8, None])) + 12
        else:
            line = "   ".join(f"{k}: {v}" for k, v in pairs)
            d.t(m, y + 6, line, 7.8, maxw=wd)
            y += 18
        cols = [(slab, srows), *blocks]
        if rng.random() < 0.35:
            cols.reverse()
        per = 3 if land else 2
        for j in range(0, len(cols), per):
            part = cols[j : j + per]
            bw = (wd - 16 * (per - 1)) / per
            yb = y
            for i, (lab, rows) in enumerate(part):
                yb = max(
                    yb,
                    lparty(d, m + i * (bw + 16), y, lab, rows, 8.6 if rows is srows else 8, 10.8),
                )
            y = yb + 10
        y += 2
    n = n_lines(rng, c["small"], c["big"])
    n = min(n, 24) if land else n
    lines = more_lines(rng, c["items"], n, c["qtys"], c["tags"], **c.get("kw", {}))
    heads, fr, al, row = c["table"]
    body = []
    for i, ln in enumerate(lines, 1):
        cells = row(i, *ln)
        if not stated:
            cells = [cl if k not in c["money_cols"] else "" for k, cl in enumerate(cells)]
        body.append((cells, ln[3]))
    y = ltable(
        d,
        m,
        y,
        [wd * f / sum(fr) for f in fr],
        heads,
        body,
        al,
        size=7.8,
        rowh=rng.choice([14, 15, 16]),
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    rows, total, tval = c["calc"](lines)
    if y + 16 * len(rows) + 80 > bottom:
        y = brk()
    y += 8
    xl = m + wd * (0.55 if not land else 0.64)
    if stated:
        y = ltotal(d, rng, xl, r - 3, y, rows, la.pick(rng, c["tot_labs"]), tval)
        for t_ in c["after"](total):
            y = wrapped(d, xl - 4, y + 3, t_, 7.8, r - xl + 4)
        if c.get("words") and rng.random() < 0.4:
            y = wrapped(d, m, y + 4, c["words"](total), 7.6, wd)
    else:
        y = wrapped(d, m, y, c["none_txt"], 8.4, wd)
    y += 10
    for t_ in c["terms"]:
        if y + 16 > bottom:
            y = brk()
        y = wrapped(d, m, y, t_, 7.3, wd, grey=0.3)
    if y + 46 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    s1, s2 = c["signs"]
    if c.get("greet"):
        d.t(m, y - 22, c["greet"], 8.6)
    d.sign(m, y, sw, s1)
    d.sign(m + sw + 20, y, sw, s2)
    foot()
    out = finish(d, c["lang"], c.get("kind", "purchase_order"), po, c["sup"], total)
    return out if stated else none_meta(out)


def addr_or(rng: random.Random, pool: list[str]) -> str:
    return rng.choice(pool).format(n=rng.randint(1, 180))


# --------------------------------------------------------------------------- 5 en-GB falconry centre's order

FC_N = "Cotswold|Pennine|Exmoor|Bowland|Wyre Forest|Kielder|Mendip|Quantock|Cheviot|Dartmoor|Wolds|Severn Vale".split(
    "|"
)
FC_BUY = [
    "{n} Falconry Centre Ltd",
    "{n} Birds of Prey Centre",
    "The {n} Hawk Conservancy Trust",
    "{n} Raptor Centre Limited",
    "{n} Owl & Falconry Experience Ltd",
]
FC_A = "Ashworth|Brindley|Calloway|Dunstan|Everett|Fairbairn|Gorringe|Haddow|Ingham|Jessop|Kettle|Lomax|Merriman|Northcott".split(
    "|"
)
FC_SUP_FORMED = [
    "{a} Raptor Foods Ltd",
    "{a} Falconry Furniture Ltd",
    "{a} Aviary Supplies Limited",
    "{a} Veterinary Wholesale Ltd",
    "{a} & {b} Agricultural Merchants Ltd",
    "{a} Telemetry Ltd",
]
FC_SUP_BARE = ["{a} Leatherwork", "{f} {a} Hoods", "{a} & {b}", "{a} Frozen Foods"]
FC_F = "Gareth|Sian|Neil|Karen|Toby|Lucy|Ewan|Paula|Dominic|Bethany|Rhys|Imogen".split("|")
FC_ITEMS = [
    ("Day-old chicks, frozen (box of 100)", "box", 0, 14, 26),
    ("Quail, frozen, whole (pack of 10)", "pack", 0, 9, 16),
    ("Rats, frozen, medium (pack of 25)", "pack", 0, 18, 32),
    ("Mice, frozen, adult (pack of 50)", "pack", 0, 12, 22),
    ("Falconry gauntlet, double-skin buffalo", "each", 20, 48, 95),
    ("Aylmeri anklets and jesses (pair)", "pair", 20, 6, 14),
    ("Swivels, stainless steel, large", "each", 20, 4, 9),
    ("Bow perch, stainless, astroturf top", "each", 20, 65, 140),
    ("Telemetry transmitter, tail-mount", "each", 20, 180, 320),
    ("Weldmesh 25 mm, 30 m roll", "roll", 20, 85, 160),
    ("Pea gravel for mews floor, bulk bag", "bag", 20, 55, 90),
    ("Avian vitamin supplement 500 g", "tub", 20, 12, 24),
    ("Bath pans, galvanised", "each", 20, 22, 45),
    ("Digital weighing scales 5 kg", "each", 20, 45, 90),
]


def _fc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n_ = rng.choice(FC_N)
    buyer = rng.choice(FC_BUY).format(n=n_)
    a1, a2 = rng.sample(FC_A, 2)
    sup = bare_or(rng, FC_SUP_FORMED, FC_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(FC_F))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-#####", f"FC{dt:%y}/###", "######", f"PO{dt:%y%m}-##"]))
    df = rng.choice(["dmy", "long_en"])
    pc = la.digits(rng, "@@## #@@")
    trust = "Trust" in buyer
    disc_p = rng.choice([0, 0, 5, 10])
    carr = Decimal(rng.choice([0, 0, 12, 18, 25, 45]))

    def calc(lines: list) -> tuple:
        net0 = sum((a for it, _, _, a in lines if it[2] == 0), ZERO)
        net20 = sum((a for it, _, _, a in lines if it[2] == 20), ZERO)
        dsc = r2((net0 + net20) * disc_p / 100)
        d20 = r2(net20 * disc_p / 100)
        base20 = net20 - d20 + carr
        vat = r2(base20 * Decimal("0.2"))
        total = net0 + net20 - dsc + carr + vat
        rows = [("Goods (net)", f"£{en2(net0 + net20)}")]
        if dsc:
            rows.append((f"Less trade discount {disc_p}%", f"-£{en2(dsc)}"))
        if carr:
            rows.append(("Carriage", f"£{en2(carr)}"))
        rows.append(("VAT @ 20% (feed zero-rated)" if net0 else "VAT @ 20%", f"£{en2(vat)}"))
        return rows, total, f"£{en2(total)}"

    def after(total: Decimal) -> list[str]:
        if rng.random() < 0.3:
            paid = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
            return [f"Paid against pro-forma: £{en2(paid)}   Balance due: £{en2(total - paid)}"]
        return []

    person = f"{rng.choice(FC_F)} {rng.choice(FC_A)}"
    c = {
        "lang": "en",
        "fonts": "helv|libsans|dejavu|times|libserif",
        "stated": stated_of(rng),
        "po": po,
        "po_lab": la.pick(rng, "Order No.|PO Number|Purchase Order No.|Our Order No.|P.O. #"),
        "page": "Page {p} of {n}|Page {p}",
        "foot": [
            f"{buyer} · Registered in England & Wales No. {la.digits(rng, '0#######')}"
            + (f" · Registered Charity No. {la.digits(rng, '1######')}" if trust else "")
            + f" · VAT Reg. GB {la.digits(rng, '### #### ##')}",
            "Please quote our order number on all correspondence, delivery notes and invoices.",
        ],
        "cont": "Purchase Order {po} (continued)",
        "titles": "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER",
        "beside": "{t} {po}|{t} No. {po}|{t}  #{po}",
        "head": buyer,
        "head_lines": [
            f"{rng.choice(['Hawk Lane', 'Mews Farm', 'Old Kennels', 'Owlpen Barns'])}, {n_} {pc}",
            f"Tel 0{la.digits(rng, '#### ######')} · office@{n_.lower().replace(' ', '')}falconry.co.uk",
        ],
        "pairs": [
            ("Date", la.dfmt(dt, df)),
            ("Requisition", la.digits(rng, "REQ-####")),
            ("Your quote", la.digits(rng, rng.choice(["Q####", "QU-#####"]))),
            ("Account no.", la.digits(rng, "ACC###")),
            ("Cost centre", rng.choice(["Bird Care", "Displays", "Aviary Build", "Education"])),
        ],
        "sup_labs": "Supplier|To:|Order placed with|Vendor|",
        "sup": sup,
        "sup_rows": [
            sup,
            f"{rng.randint(1, 90)} {rng.choice(['Mill Lane', 'Station Road', 'Tanyard Way', 'Enterprise Park'])}",
            f"{rng.choice(['Hereford', 'Ludlow', 'Malton', 'Tiverton', 'Kendal', 'Oswestry'])} {la.digits(rng, '@@# #@@')}",
            f"Attn: {rng.choice(FC_F)} {rng.choice(FC_A)} · {la.digits(rng, '01### ######')}",
        ],
        "blocks": [
            (
                "Deliver to",
                [
                    buyer,
                    rng.choice(
                        ["Food prep room (freezer)", "Aviary build site, top paddock", "Main mews"]
                    ),
                    f"Contact: {person}, Head Falconer",
                ],
            ),
            (
                "Invoice to",
                [
                    "Accounts Payable",
                    buyer,
                    f"accounts@{n_.lower().replace(' ', '')}falconry.co.uk",
                ],
            )
            if rng.random() < 0.6
            else None,
        ],
        "small": [2, 3, 4, 5, 6, 7, 8, 9],
        "big": [30, 36],
        "items": FC_ITEMS,
        "qtys": [1, 2, 3, 4, 6, 10, 12, 20],
        "tags": ["(spare)", "(display team)", "(new aviary)"],
        "table": (
            ["Line", "Description", "Qty", "Unit", "VAT", "Price £", "Net £"],
            [6, 46, 8, 9, 7, 11, 13],
            "llrcrrr",
            lambda i, it, q, p, a: [str(i), it[0], f"{q:,.0f}", it[1], f"{it[2]}%", en2(p), en2(a)],
        ),
        "money_cols": (5, 6),
        "calc": calc,
        "tot_labs": "TOTAL|Order Total|Total Order Value|Total (inc. VAT)|Grand Total",
        "after": after,
        "none_txt": "Prices as per your current price list; the order value will be confirmed on delivery of actual quantities.",
        "terms": [
            "Frozen feed must be delivered at -18°C or below and booked in 24 hours ahead with the Head Falconer. Deliveries Mon-Fri 08:00-15:00 only; no deliveries on display days.",
            "This order is subject to our standard terms of purchase. Invoices without a valid order number will be returned unpaid.",
        ],
        "signs": (
            f"Authorised by: {person}, {rng.choice(['Centre Manager', 'Head Falconer', 'Operations Manager', 'Director'])}",
            rng.choice(
                [
                    "Supplier acknowledgement",
                    "Accepted on behalf of the supplier",
                    "Approved (Finance)",
                ]
            ),
        ),
    }
    return _lat(rng, of, c)


def blind57_en_gb_falconry_centre_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fc)


# --------------------------------------------------------------------------- 6 en-ZA solar-geyser maker's sales order acknowledgement

SG_A = "SunVolt|Kalahari|Highveld|Karoo Sun|Drakensberg|Amanzi|Lesedi|Boland|Umoya|Protea|Zonnebloem|Ilanga".split(
    "|"
)
SG_SELL_FORMED = [
    "{a} Solar Geysers (Pty) Ltd",
    "{a} Solar Water Heating (Pty) Ltd",
    "{a} Thermal Solutions CC",
    "{a} Geyser Manufacturing (Pty) Ltd",
    "{a} Energy Products (Pty) Ltd",
]
SG_SELL_BARE = ["{a} Solar", "{a} Geysers", "{a} Solar & Plumbing"]
SG_C = "Mthatha|Polokwane|Rustenburg|George|Bloemfontein|Mbombela|Kimberley|Pietermaritzburg|eMalahleni|Upington|Potchefstroom|East London".split(
    "|"
)
SG_CUST = [
    "{c} Plumbing Supplies (Pty) Ltd",
    "{c} Plumbers' Merchants",
    "{c} Hardware & Plumbing CC",
    "{c} Property Maintenance (Pty) Ltd",
    "{c} Build It (Pty) Ltd",
]
SG_ITEMS = [
    ("Solar geyser 150 L low-pressure, evacuated tube", "unit", 4200, 6800),
    ("Solar geyser 200 L high-pressure, flat plate", "unit", 9800, 14500),
    ("Evacuated tube 58 x 1800 mm", "tube", 95, 180),
    ("Geyser element 3 kW", "each", 160, 320),
    ("Thermostat 70 °C", "each", 120, 240),
    ("Pressure control valve 400 kPa", "each", 380, 690),
    ("Drip tray 150 L", "each", 140, 260),
    ("Vacuum breaker 22 mm", "each", 60, 120),
    ("Roof mounting frame, tiled roof", "set", 850, 1600),
    ("Digital controller with timer", "each", 650, 1300),
    ("Circulation pump 12 V DC", "each", 900, 1800),
    ("Copper pipe 22 mm x 5.5 m", "length", 280, 520),
]
SG_F = "Thabo|Pieter|Nomvula|Johan|Lerato|Sipho|Annelie|Kagiso|Riaan|Zanele".split("|")
SG_S = "Mokoena|van der Merwe|Dlamini|Botha|Naidoo|Pretorius|Khumalo|Nel|Mahlangu|Coetzee".split(
    "|"
)


def _sg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    a = rng.choice(SG_A)
    seller = bare_or(rng, SG_SELL_FORMED, SG_SELL_BARE, 0.2).format(a=a)
    cc = rng.choice(SG_C)
    cust = rng.choice(SG_CUST).format(c=cc)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO######", "PO-#####", "####", f"{cc[:3].upper()}/PO/####", "P#######"])
    )
    so = la.digits(rng, rng.choice(["SO#######", "SO-#####", "SOA####", f"{dt:%y}-S####"]))
    fm = rng.choice(
        [
            lambda v: grouped(v, " ", "."),
            lambda v: grouped(v, ",", "."),
            lambda v: grouped(v, " ", ","),
        ]
    )
    rs = rng.choice(["R", "R "])
    dlv = Decimal(rng.choice([0, 0, 450, 650, 950, 1200]))
    disc_p = rng.choice([0, 0, 5, 7.5, 10])

    def calc(lines: list) -> tuple:
        sub = sum((x for *_, x in lines), ZERO)
        dsc = r2(sub * Decimal(str(disc_p)) / 100)
        vat = r2((sub - dsc + dlv) * Decimal("0.15"))
        total = sub - dsc + dlv + vat
        rows = [("Sub-total (excl. VAT)", f"{rs}{fm(sub)}")]
        if dsc:
            rows.append((f"Trade discount {disc_p}%", f"-{rs}{fm(dsc)}"))
        if dlv:
            rows.append(("Delivery", f"{rs}{fm(dlv)}"))
        rows.append(("VAT 15%", f"{rs}{fm(vat)}"))
        return rows, total, f"{rs}{fm(total)}"

    def after(total: Decimal) -> list[str]:
        if rng.random() < 0.6:
            dep = r2(total / 2)
            return [
                f"Deposit required (50%): {rs}{fm(dep)}",
                f"Balance payable on delivery: {rs}{fm(total - dep)}",
            ]
        return []

    rep = f"{rng.choice(SG_F)} {rng.choice(SG_S)}"
    acct = la.digits(rng, "62#########")
    c = {
        "lang": "en",
        "kind": "order_confirmation",
        "fonts": "helv|libsans|dejavu|djcond",
        "stated": stated_of(rng),
        "po": po,
        "po_lab": la.pick(
            rng, "Your Order No.|Customer PO|Client Order Ref.|Customer Order No.|Your PO No."
        ),
        "conf": (la.pick(rng, "Sales Order No.|SO Number|Our Ref.|Acknowledgement No."), so),
        "page": "Page {p} of {n}|Page {p}",
        "foot": [
            f"{seller} · Reg. No. {dt.year - rng.randint(3, 20)}/{la.digits(rng, '######')}/07 · VAT No. 4{la.digits(rng, '#########')} · B-BBEE Level {rng.randint(1, 4)}",
            f"Banking details: {rng.choice(['FNB', 'Standard Bank', 'ABSA', 'Nedbank'])} · Acc. {acct} · Branch code {la.digits(rng, '2#####')} · Ref: {so}",
        ],
        "cont": "Order acknowledgement - {lab} {po} (continued)",
        "titles": "SALES ORDER ACKNOWLEDGEMENT|ORDER CONFIRMATION|Order Acknowledgement|SALES ORDER",
        "beside": "{t} {po}|{t} No. {po}",
        "head": seller,
        "head_lines": [
            f"{rng.randint(1, 80)} {rng.choice(['Industry Road', 'Kruger Street', 'Voortrekker Road', 'Main Reef Road'])}, {rng.choice(['Germiston', 'Boksburg', 'Bellville', 'Pinetown', 'Centurion'])}",
            f"Tel +27 {la.digits(rng, '## ### ####')} · sales@{a.lower().replace(' ', '')}solar.co.za",
        ],
        "pairs": [
            ("Date", la.dfmt(dt, rng.choice(["iso", "dmy"]))),
            ("Customer Acc.", la.digits(rng, "@@@###")),
            ("Quote Ref.", la.digits(rng, "QT-#####")),
            ("Sales Rep", rep),
            ("Delivery", la.dfmt(dt + timedelta(days=rng.randint(5, 21)), "dmy")),
        ],
        "sup_labs": "Sold To|Customer|Bill To|Invoice To",
        "sup": seller,
        "sup_rows": [
            cust,
            f"{rng.randint(1, 200)} {rng.choice(['Church Street', 'Nelson Mandela Drive', 'Market Street', 'Long Street'])}",
            f"{cc}, {la.digits(rng, '####')}",
            f"Attn: {rng.choice(SG_F)} {rng.choice(SG_S)} (Buyer) · VAT No. 4{la.digits(rng, '#########')}",
        ],
        "blocks": [
            (
                "Deliver To",
                [
                    cust,
                    rng.choice(
                        [
                            "Warehouse, Bay 3",
                            "Branch yard, gate 2",
                            "Site: Unit 14, Industrial Park",
                        ]
                    ),
                    f"{cc}",
                    f"Contact: {la.digits(rng, '0## ### ####')}",
                ],
            ),
        ],
        "small": [1, 2, 3, 4, 5, 6, 7, 8],
        "big": [28, 34],
        "items": SG_ITEMS,
        "qtys": [1, 2, 4, 5, 6, 10, 12, 20],
        "tags": ["(white)", "(coastal spec)", "(spare)"],
        "kw": {"big": 4000},
        "table": (
            ["#", "Item Code", "Description", "Qty", "UOM", "Unit Price", "Line Total"],
            [5, 12, 43, 8, 8, 12, 14],
            "lllrcrr",
            lambda i, it, q, p, x: [
                str(i),
                f"{a[:2].upper()}-{1000 + 37 * i}",
                it[0],
                f"{q:,.0f}",
                it[1],
                fm(p),
                fm(x),
            ],
        ),
        "money_cols": (5, 6),
        "calc": calc,
        "tot_labs": "TOTAL (VAT incl.)|Order Total|GRAND TOTAL|Total incl. VAT",
        "after": after,
        "none_txt": "Prices as per our current dealer price list; the final value will appear on the tax invoice.",
        "terms": [
            f"Thank you for your order {po}. Please check the details above and advise of any discrepancies within 24 hours; goods will be dispatched once the deposit reflects in our account.",
            "Installation must be done by a registered plumber (PIRB) in accordance with SANS 10254. Geysers carry a 5-year tank warranty.",
        ],
        "signs": (
            f"Sales consultant: {rep}",
            rng.choice(["Accepted by customer (sign & date)", "Customer acceptance"]),
        ),
    }
    return _lat(rng, of, c)


def blind57_en_za_solar_geyser_order_acknowledgement(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sg)


# --------------------------------------------------------------------------- 7 de-CH day nursery's order

KK_BUY = [
    "Kinderkrippe {n}",
    "Kita {n} GmbH",
    "Verein Kindertagesstätte {n}",
    "Krippe {n} AG",
    "Stiftung Kinderbetreuung {n}",
]
KK_N = "Sonnenschein|Zwergenland|Chäferli|Spatzennest|Pusteblume|Regenbogen|Schneckenhaus|Tausendfüssler|Purzelbaum|Wirbelwind".split(
    "|"
)
KK_S = "Brunner|Gerber|Zürcher|Keller|Baumann|Frei|Huber|Meier|Steiner|Widmer|Moser|Lüthi".split(
    "|"
)
KK_SUP_FORMED = [
    "{s} Spielwaren AG",
    "{s} Kinderbedarf GmbH",
    "{s} Hygiene AG",
    "{s} Bio-Frischdienst GmbH",
    "{s} Kindermöbel AG",
    "{s} & Co. AG",
]
KK_SUP_BARE = ["Papeterie {s}", "{s} Spielsachen", "Bäckerei {s}"]
KK_ITEMS = [
    ("Windeln Grösse 4 (Karton 120 Stk.)", "Kt", "8.1", 38, 62),
    ("Feuchttücher sensitiv (12er-Pack)", "Pk", "8.1", 14, 24),
    ("Bastelpapier A4 farbig (500 Bl.)", "Pk", "8.1", 9, 18),
    ("Fingerfarben-Set 6 Farben", "Set", "8.1", 16, 32),
    ("Holzbausteine 100 Teile", "Stk", "8.1", 45, 95),
    ("Kinderstuhl Buche massiv", "Stk", "8.1", 85, 160),
    ("Schlafmatte abwaschbar", "Stk", "8.1", 38, 72),
    ("Händedesinfektion 1 l", "Fl", "8.1", 11, 22),
    ("Wickelunterlagen (100 Stk.)", "Pk", "8.1", 19, 34),
    ("Bio-Vollmilch 1 l", "l", "2.6", 1.6, 2.2),
    ("Dinkel-Zwieback 225 g", "Pk", "2.6", 3.2, 5.4),
    ("Saisonfrüchte (Kiste 5 kg)", "Ki", "2.6", 18, 32),
    ("Vollkornbrot 500 g", "Stk", "2.6", 3.8, 6.2),
]
KK_F = "Regula|Beat|Corinne|Urs|Sandra|Reto|Nadia|Thomas|Barbara|Lukas".split("|")


def _kk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n_ = rng.choice(KK_N)
    buyer = rng.choice(KK_BUY).format(n=n_)
    sup = bare_or(rng, KK_SUP_FORMED, KK_SUP_BARE, 0.3).format(s=rng.choice(KK_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"B-{dt.year}-###", "BE-#####", f"{dt:%y}.###", "#####"]))
    town = rng.choice(
        [
            "8004 Zürich",
            "3012 Bern",
            "4058 Basel",
            "6003 Luzern",
            "9000 St. Gallen",
            "8400 Winterthur",
            "5000 Aarau",
        ]
    )
    street = f"{rng.choice(['Spielweg', 'Lindenstrasse', 'Rosenweg', 'Bahnhofstrasse', 'Schulhausstrasse'])} {rng.randint(1, 60)}"
    cur = rng.choice(["CHF ", "Fr. "])
    rab = rng.choice([0, 0, 3, 5])
    rnd = rng.random() < 0.5

    def calc(lines: list) -> tuple:
        n8 = sum((x for it, _, _, x in lines if it[2] == "8.1"), ZERO)
        n2 = sum((x for it, _, _, x in lines if it[2] == "2.6"), ZERO)
        r8, r2_ = r2(n8 * rab / 100), r2(n2 * rab / 100)
        m8 = r2((n8 - r8) * Decimal("0.081"))
        m2 = r2((n2 - r2_) * Decimal("0.026"))
        gross = n8 + n2 - r8 - r2_ + m8 + m2
        rows = [("Total netto", f"{cur}{chf(n8 + n2)}")]
        if rab:
            rows.append((f"Rabatt {rab} %", f"-{cur}{chf(r8 + r2_)}"))
        if n2:
            rows.append(("MWST 2,6 %", f"{cur}{chf(m2)}"))
        if n8:
            rows.append(("MWST 8,1 %", f"{cur}{chf(m8)}"))
        total = gross
        if rnd and r05(gross) != gross:
            total = r05(gross)
            rows.append(("Rundung", f"{cur}{chf(total - gross)}"))
        return rows, total, f"{cur}{chf(total)}"

    def after(total: Decimal) -> list[str]:
        if rng.random() < 0.35:
            return [
                f"Zahlbar innert 30 Tagen netto, 2 % Skonto innert 10 Tagen ({cur}{chf(r2(total * Decimal('0.98')))})."
            ]
        return []

    lead = f"{rng.choice(KK_F)} {rng.choice(KK_S)}"
    c = {
        "lang": "de",
        "fonts": "helv|libsans|dejavu|djcond",
        "stated": stated_of(rng),
        "po": po,
        "po_lab": la.pick(rng, "Bestell-Nr.|Bestellnummer|Bestellung Nr.|Unsere Bestellung"),
        "page": "Seite {p} von {n}|Seite {p}",
        "foot": [
            f"{buyer} · {street} · {town} · UID CHE-{la.digits(rng, '###.###.###')} MWST · Bewilligung Krippenaufsicht Nr. {la.digits(rng, 'KB-####')}",
            f"{rng.choice(['Zürcher Kantonalbank', 'PostFinance', 'Berner Kantonalbank', 'Raiffeisen'])} · IBAN CH{la.digits(rng, '## #### #### #### #### #')}",
        ],
        "cont": "Bestellung {po} – Fortsetzung",
        "titles": "Bestellung|BESTELLUNG|Bestellung Verbrauchsmaterial",
        "beside": "{t} Nr. {po}|{t} {po}",
        "head": buyer,
        "head_lines": [
            f"{street} · {town}",
            f"Tel. 0{la.digits(rng, '## ### ## ##')} · leitung@krippe-{n_.lower().replace('ä', 'ae').replace('ü', 'ue')}.ch",
        ],
        "window": 0.55,
        "sender": f"{buyer}, {street}, {town}",
        "intro": f"Sehr geehrte Damen und Herren, gerne bestellen wir zur Lieferung bis {la.dfmt(dt + timedelta(days=rng.randint(3, 14)), 'dot')} (Anlieferung Mo–Fr 7.30–9 Uhr, Eingang Krippe):",
        "pairs": [
            ("Datum", la.dfmt(dt, "dot")),
            ("Kunden-Nr.", la.digits(rng, "#####")),
            ("Ihre Offerte", la.digits(rng, rng.choice(["OF-####", "Offerte ####"]))),
            ("Kostenstelle", rng.choice(["Gruppe Zwerge", "Küche", "Gruppe Bären", "Allgemein"])),
            ("Auskunft", lead),
        ],
        "sup_labs": "Lieferant|An|Firma||",
        "sup": sup,
        "sup_rows": [
            sup,
            f"z. Hd. {rng.choice(['Frau', 'Herr'])} {rng.choice(KK_S)}",
            f"{rng.choice(['Industriestrasse', 'Gewerbestrasse', 'Hauptstrasse', 'Dorfstrasse'])} {rng.randint(1, 120)}",
            rng.choice(
                [
                    "8952 Schlieren",
                    "3322 Schönbühl",
                    "6030 Ebikon",
                    "4133 Pratteln",
                    "8600 Dübendorf",
                ]
            ),
        ],
        "blocks": [
            (
                "Lieferadresse",
                [
                    buyer,
                    rng.choice(["Standort Altstadt", "Standort Seefeld", "Küche (Hintereingang)"]),
                    street,
                    town,
                ],
            ),
            ("Rechnungsadresse", [buyer, "Administration", f"Postfach, {town}"])
            if rng.random() < 0.5
            else None,
        ],
        "small": [2, 3, 4, 5, 6, 7, 8, 9],
        "big": [30, 36],
        "items": KK_ITEMS,
        "qtys": [1, 2, 3, 4, 5, 6, 10, 12, 20],
        "tags": ["(Gruppe 2)", "(Nachbestellung)", "(gross)"],
        "table": (
            ["Pos.", "Artikel", "Menge", "Einh.", "MWST", "Preis", "Betrag"],
            [6, 46, 8, 8, 8, 11, 13],
            "llrcrrr",
            lambda i, it, q, p, x: [
                str(i),
                it[0],
                f"{q:,.0f}",
                it[1],
                f"{it[2].replace('.', ',')} %",
                chf(p),
                chf(x),
            ],
        ),
        "money_cols": (5, 6),
        "calc": calc,
        "tot_labs": "Total CHF|Gesamttotal inkl. MWST|Bestelltotal|Total inkl. MWST",
        "after": after,
        "none_txt": "Preise gemäss Ihrer Offerte bzw. gültiger Preisliste; Verrechnung nach Lieferung.",
        "terms": [
            "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Lebensmittel mit Mindesthaltbarkeit von mindestens 5 Tagen bei Lieferung.",
            "Spielwaren und Möbel müssen der Norm EN 71 bzw. EN 1729 entsprechen.",
        ],
        "greet": "Freundliche Grüsse",
        "signs": (
            f"{lead}, {rng.choice(['Krippenleitung', 'Geschäftsführung', 'Stv. Leitung'])}",
            rng.choice(["Auftragsbestätigung Lieferant (Datum, Visum)", "Visum Lieferant"]),
        ),
    }
    return _lat(rng, of, c)


def blind57_de_ch_kinderkrippe_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kk)


# --------------------------------------------------------------------------- 8 fr-CA roofing contractor's order

CV_N = "Laurentides|Boréal|Côté|Beauce|Mauricie|Saguenay|Lévesque|Gagnon|Outaouais|Bellechasse|Charlevoix|Rive-Sud".split(
    "|"
)
CV_BUY = [
    "Toitures {n} inc.",
    "Couvreur {n} ltée",
    "Les Toitures {n} inc.",
    "{n} Toiture et Revêtement inc.",
    "Couvertures {n} inc.",
]
CV_S = "Tremblay|Bouchard|Gauthier|Morin|Lavoie|Fortin|Gagné|Pelletier|Bélanger|Roy|Caron|Ouellet".split(
    "|"
)
CV_SUP_FORMED = [
    "Matériaux {s} inc.",
    "Distribution {s} ltée",
    "{s} Bardeaux inc.",
    "Centre de rénovation {s} inc.",
    "{s} Métal ltée",
    "Entrepôt {s} Toiture inc.",
]
CV_SUP_BARE = ["Quincaillerie {s}", "Ferblanterie {s}", "Location {s}"]
CV_ITEMS = [
    ("Bardeaux d'asphalte architecturaux (paquet)", "paquet", 34, 52),
    ("Membrane autocollante de protection (rouleau)", "rouleau", 95, 160),
    ("Sous-couche synthétique 10 carrés", "rouleau", 120, 190),
    ("Clous à toiture galvanisés 1 1/4 po (boîte 30 lb)", "boîte", 48, 78),
    ("Solin d'aluminium 10 po x 50 pi", "rouleau", 38, 70),
    ("Larmier galvanisé 10 pi", "pièce", 6, 12),
    ("Évent de toit type Maximum", "unité", 65, 120),
    ("Membrane élastomère SBS (rouleau)", "rouleau", 110, 180),
    ("Tôle d'acier prépeinte cal. 26 (pi lin.)", "pi", 4.5, 8.5),
    ("Location conteneur 20 vg³", "jour", 220, 380),
    ("Scellant polyuréthane (tube)", "tube", 9, 16),
    ("Harnais et ligne de vie antichute", "ens.", 280, 520),
    ("Panneau OSB 7/16 po 4 x 8", "feuille", 18, 32),
]
CV_F = (
    "Mathieu|Isabelle|Jean-François|Valérie|Sébastien|Geneviève|Patrick|Mélanie|Éric|Karine".split(
        "|"
    )
)


def _cv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n_ = rng.choice(CV_N)
    buyer = rng.choice(CV_BUY).format(n=n_)
    sup = bare_or(rng, CV_SUP_FORMED, CV_SUP_BARE, 0.3).format(s=rng.choice(CV_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["BC-#####", f"{dt.year}-####", "#####", f"T{dt:%y}-###"]))
    ville = rng.choice(
        [
            "Lévis",
            "Trois-Rivières",
            "Saint-Jérôme",
            "Gatineau",
            "Sherbrooke",
            "Chicoutimi",
            "Rimouski",
            "Drummondville",
        ]
    )
    dollar = rng.random() < 0.5
    rem_p = rng.choice([0, 0, 0, 2, 5])
    liv = Decimal(rng.choice([0, 0, 75, 125, 180]))

    def mny(v: Decimal) -> str:
        return f"{sp2(v)} $" if dollar else sp2(v)

    def calc(lines: list) -> tuple:
        sub = sum((x for *_, x in lines), ZERO)
        rem = r2(sub * rem_p / 100)
        base = sub - rem + liv
        tps = r2(base * Decimal("0.05"))
        tvq = r2(base * Decimal("0.09975"))
        total = base + tps + tvq
        rows = [("Sous-total", mny(sub))]
        if rem:
            rows.append((f"Escompte {rem_p} %", f"-{mny(rem)}"))
        if liv:
            rows.append(("Livraison (camion-grue)", mny(liv)))
        rows += [("TPS 5 %", mny(tps)), ("TVQ 9,975 %", mny(tvq))]
        return rows, total, f"{sp2(total)} $"

    def after(total: Decimal) -> list[str]:
        if rng.random() < 0.35:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.3"])))
            return [f"Dépôt versé : {sp2(dep)} $   Solde à la livraison : {sp2(total - dep)} $"]
        return []

    chantier = f"{rng.randint(10, 9999)}, {rng.choice(['rue des Érables', 'boulevard Laurier', 'chemin du Lac', 'rang Saint-Joseph', 'avenue Royale'])}, {ville}"
    boss = f"{rng.choice(CV_F)} {rng.choice(CV_S)}"
    c = {
        "lang": "fr",
        "fonts": "helv|libsans|dejavu|times",
        "stated": stated_of(rng),
        "po": po,
        "po_lab": la.pick(rng, "Bon de commande no|No de commande|N° BC|Commande #|No BC"),
        "page": "Page {p} de {n}|Page {p}",
        "foot": [
            f"{buyer} · Licence RBQ {la.digits(rng, '####-####-##')} · TPS {la.digits(rng, '#########')} RT0001 · TVQ {la.digits(rng, '##########')} TQ0001",
            "Veuillez indiquer notre numéro de bon de commande sur vos bordereaux de livraison et factures.",
        ],
        "cont": "{lab} {po} (suite)",
        "titles": "BON DE COMMANDE|Bon de commande|COMMANDE D'ACHAT",
        "beside": "{t} {po}|{t} no {po}|{t} n° {po}",
        "head": buyer,
        "head_lines": [
            f"{rng.randint(100, 2999)}, {rng.choice(['rue Industrielle', 'boulevard Saint-Laurent', 'route 132', 'rue Principale'])}, {ville} (Québec) {la.digits(rng, '@#@ #@#')}",
            f"Tél. : {la.digits(rng, '(###) ###-####')} · achats@{n_.lower().replace('é', 'e').replace('ô', 'o')}toitures.ca",
        ],
        "pairs": [
            ("Date", la.dfmt(dt, rng.choice(["iso", "long_fr"]))),
            ("Soumission", la.digits(rng, rng.choice(["S-#####", "SOUM-####"]))),
            ("No de projet", la.digits(rng, rng.choice(["P-####", "Projet ###"]))),
            ("Code fournisseur", la.digits(rng, "F####")),
            ("Acheteur", boss),
        ],
        "sup_labs": "Fournisseur|À :|Commandé à||",
        "sup": sup,
        "sup_rows": [
            sup,
            f"{rng.randint(100, 9000)}, {rng.choice(['boulevard Hamel', 'rue de la Gare', 'avenue du Parc', 'rue Notre-Dame'])}",
            f"{rng.choice(['Québec', 'Laval', 'Longueuil', 'Saint-Hyacinthe', 'Victoriaville'])} (Québec)",
            f"Att. : {rng.choice(CV_F)} {rng.choice(CV_S)} · {la.digits(rng, '###-###-####')}",
        ],
        "blocks": [
            (
                "Livrer au chantier",
                [
                    chantier,
                    f"Contremaître : {rng.choice(CV_F)} {rng.choice(CV_S)} {la.digits(rng, '###-###-####')}",
                    "Livraison sur le toit (camion-grue) avant 7 h 30",
                ],
            ),
            (
                "Facturer à",
                [
                    buyer,
                    "Comptabilité",
                    f"comptes@{n_.lower().replace('é', 'e').replace('ô', 'o')}toitures.ca",
                ],
            )
            if rng.random() < 0.5
            else None,
        ],
        "small": [2, 3, 4, 5, 6, 7, 8, 9],
        "big": [30, 36],
        "items": CV_ITEMS,
        "qtys": [2, 4, 5, 6, 10, 12, 20, 40, 60],
        "tags": ["(noir 2 tons)", "(gris ardoise)", "(réserve)"],
        "kw": {"big": 200},
        "table": (
            ["Qté", "Unité", "Description", "Prix unitaire", "Montant"],
            [8, 10, 52, 14, 16],
            "rllrr",
            lambda i, it, q, p, x: [f"{q:,.0f}".replace(",", " "), it[1], it[0], sp2(p), sp2(x)],
        ),
        "money_cols": (3, 4),
        "calc": calc,
        "tot_labs": "TOTAL|Total de la commande|Grand total|Montant total",
        "after": after,
        "none_txt": "Prix selon notre entente de prix annuelle; le montant sera établi à la facturation selon les quantités livrées.",
        "terms": [
            f"Matériaux pour le chantier {chantier}. Toute substitution de produit doit être approuvée par écrit. Les bardeaux doivent provenir du même lot de fabrication.",
            "Paiement net 30 jours. Les factures sans numéro de bon de commande seront retournées.",
        ],
        "signs": (
            f"Autorisé par : {boss}, {rng.choice(['président', 'estimateur', 'chargé de projet'])}",
            rng.choice(["Accusé de réception du fournisseur", "Signature du fournisseur"]),
        ),
    }
    return _lat(rng, of, c)


def blind57_fr_ca_couvreur_toiture_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cv)


# --------------------------------------------------------------------------- 9 it-IT Murano glass furnace's raw-materials order

MU_N = (
    "Fornasier|Bortolato|Scarpa|Vianello|Zane|Dalla Costa|Rossetto|Tiozzo|Busetto|Signoretto".split(
        "|"
    )
)
MU_BUY = [
    "Vetreria Artistica {n} S.r.l.",
    "Fornace {n} S.n.c.",
    "{n} Murano Glass S.r.l.",
    "Vetri d'Arte {n} S.a.s.",
    "Fornace {n} & C. S.r.l.",
]
MU_S = "Bianchi|Cattaneo|Galli|Lombardi|Moretti|Fontana|Barbieri|Colombo|Rinaldi|Ferrari|Marchetti|Zanon".split(
    "|"
)
MU_SUP_FORMED = [
    "{s} Minerali S.p.A.",
    "Refrattari {s} S.r.l.",
    "{s} Chimica S.r.l.",
    "{s} Gas Tecnici S.p.A.",
    "Imballaggi {s} S.r.l.",
    "{s} & Figli S.n.c.",
]
MU_SUP_BARE = ["Ferramenta {s}", "Ditta {s}", "{s} Attrezzature"]
MU_ITEMS = [
    ("Sabbia silicea bassoferrosa (big bag 1 t)", "t", 180, 320),
    ("Carbonato di sodio denso (sacco 25 kg)", "sacco", 14, 24),
    ("Ossido di cobalto", "kg", 60, 120),
    ("Ossido di rame", "kg", 22, 44),
    ("Crogiolo refrattario 80 l", "pz", 900, 1600),
    ("Canna da soffio inox 150 cm", "pz", 85, 160),
    ("Borsella in acciaio", "pz", 45, 95),
    ("Foglia oro 24 kt (libretto 25 fogli)", "libretto", 38, 70),
    ("Murrine assortite", "kg", 55, 110),
    ("Mattoni refrattari allumina 42%", "pz", 6, 12),
    ("Guanti kevlar alta temperatura", "paio", 18, 36),
    ("Scatole imballo con alveare (50 pz)", "conf.", 40, 75),
    ("Manutenzione bruciatore forno", "intervento", 350, 800),
]


def _mu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n_ = rng.choice(MU_N)
    buyer = rng.choice(MU_BUY).format(n=n_)
    sup = bare_or(rng, MU_SUP_FORMED, MU_SUP_BARE, 0.3).format(s=rng.choice(MU_S))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"{dt.year}/###", "OA-#####", f"###/{dt:%y}", f"ORD{dt:%y}####"])
    )
    sc_p = rng.choice([0, 0, 3, 5, 10])
    tr = Decimal(rng.choice([0, 0, 60, 120, 180]))

    def calc(lines: list) -> tuple:
        sub = sum((x for *_, x in lines), ZERO)
        sc = r2(sub * sc_p / 100)
        imp = sub - sc + tr
        iva = r2(imp * Decimal("0.22"))
        total = imp + iva
        rows = [("Totale merce", f"€ {eu(sub)}")]
        if sc:
            rows.append((f"Sconto {sc_p}%", f"-€ {eu(sc)}"))
        if tr:
            rows.append(("Spese di trasporto", f"€ {eu(tr)}"))
        rows += [("Imponibile", f"€ {eu(imp)}"), ("IVA 22%", f"€ {eu(iva)}")]
        return rows, total, f"€ {eu(total)}"

    def after(total: Decimal) -> list[str]:
        if rng.random() < 0.3:
            acc = r2(total * Decimal(rng.choice(["0.3", "0.4"])))
            return [
                f"Acconto versato: € {eu(acc)} – Saldo a ricevimento merce: € {eu(total - acc)}"
            ]
        return []

    ref = f"{rng.choice(['Paolo', 'Giovanna', 'Marco', 'Elisa', 'Andrea', 'Chiara'])} {rng.choice(MU_N)}"
    c = {
        "lang": "it",
        "fonts": "helv|libsans|dejavu|times|libserif",
        "stated": stated_of(rng),
        "po": po,
        "po_lab": la.pick(rng, "Ordine n.|N. ordine|Ordine d'acquisto n.|Nr. Ordine"),
        "page": "Pag. {p} di {n}|Pag. {p}",
        "foot": [
            f"{buyer} · Fondamenta dei Vetrai {rng.randint(1, 200)}, 30141 Murano (VE) · P.IVA IT{la.digits(rng, '###########')} · REA VE-{la.digits(rng, '######')}",
            f"Cap. soc. € {rng.choice(['10.000,00', '50.000,00', '100.000,00'])} i.v. · PEC {n_.lower().replace(' ', '')}@pec.it · Codice SDI {la.digits(rng, '@@@@@@@')}",
        ],
        "cont": "{lab} {po} – segue",
        "titles": "ORDINE DI ACQUISTO|Ordine a fornitore|ORDINE",
        "beside": "{t} n. {po}|{t} N° {po}",
        "head": buyer,
        "head_lines": [
            f"Fondamenta dei Vetrai {rng.randint(1, 200)} · 30141 Murano (VE)",
            f"Tel. 041 {la.digits(rng, '### ####')} · acquisti@{n_.lower().replace(' ', '')}murano.it",
        ],
        "window": 0.45,
        "sender": f"{buyer} – 30141 Murano (VE)",
        "pairs": [
            ("Data", la.dfmt(dt, rng.choice(["dmy", "long_it"]))),
            ("Vs. offerta", la.digits(rng, rng.choice(["OFF-####", "n. ###/##"]))),
            ("Rif. commessa", la.digits(rng, rng.choice(["COM-###", "Lampadario ###"]))),
            ("Cod. fornitore", la.digits(rng, "F#####")),
            (
                "Pagamento",
                rng.choice(["RiBa 60 gg f.m.", "Bonifico 30 gg d.f.", "Rimessa diretta"]),
            ),
        ],
        "sup_labs": "Spett.le|Fornitore|Spett.le Ditta||",
        "sup": sup,
        "sup_rows": [
            sup,
            f"{rng.choice(['Via della Chimica', 'Via Industria', 'Viale delle Fornaci', 'Via Roma'])} {rng.randint(1, 120)}",
            f"{la.digits(rng, '3####')} {rng.choice(['Marghera (VE)', 'Treviso (TV)', 'Padova (PD)', 'Vicenza (VI)', 'Sassuolo (MO)'])}",
            f"Alla c.a. di {rng.choice(['sig.', 'sig.ra'])} {rng.choice(MU_S)}",
        ],
        "blocks": [
            (
                "Luogo di consegna",
                [buyer, "Magazzino materie prime – consegna via acqua (Murano)", f"Ref.: {ref}"],
            ),
        ],
        "small": [2, 3, 4, 5, 6, 7, 8, 9],
        "big": [30, 36],
        "items": MU_ITEMS,
        "qtys": [1, 2, 3, 5, 10, 20, 25, 50],
        "tags": ["(blu cobalto)", "(verde rame)", "(scorta)"],
        "kw": {"big": 500},
        "table": (
            ["Pos.", "Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo", "Importo"],
            [6, 10, 44, 8, 8, 11, 13],
            "lllcrrr",
            lambda i, it, q, p, x: [
                str(i * 10),
                f"MP{100 + i * 7}",
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                eu(p),
                eu(x),
            ],
        ),
        "money_cols": (5, 6),
        "calc": calc,
        "tot_labs": "Totale ordine|TOTALE EURO|Totale documento|Totale IVA inclusa",
        "after": after,
        "none_txt": "Prezzi come da Vs. listino in vigore; l'importo sarà determinato in fattura sulla base delle quantità consegnate.",
        "terms": [
            "Si prega di indicare il numero d'ordine su DDT e fattura elettronica. Merce resa franco nostro magazzino di Murano, consegna via acqua a Vs. carico.",
            "Le materie prime devono essere accompagnate da certificato di analisi e scheda di sicurezza.",
        ],
        "greet": "Distinti saluti",
        "signs": (
            f"{ref}, {rng.choice(['Ufficio acquisti', 'Il titolare', 'Responsabile di fornace'])}",
            rng.choice(
                ["Per accettazione il fornitore (timbro e firma)", "Firma per accettazione"]
            ),
        ),
    }
    return _lat(rng, of, c)


def blind57_it_fornace_murano_ordine_materie(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mu)


# --------------------------------------------------------------------------- 10 pt-PT tuk-tuk tour operator's parts order

TK_N = "Alfama|Belém|Sintra|Mouraria|Graça|Chiado|Ribeira|Tejo|Castelo|Estrela|Bica|Lapa".split("|")
TK_BUY = [
    "{n} Tuk Tours, Lda.",
    "Tuk-Tuk {n} – Animação Turística, Lda.",
    "{n} Tours Unipessoal, Lda.",
    "Eco Tuk {n}, Lda.",
]
TK_S = "Ferreira|Santos|Oliveira|Pereira|Costa|Rodrigues|Martins|Sousa|Carvalho|Almeida|Lopes|Marques".split(
    "|"
)
TK_SUP_FORMED = [
    "{s} Peças Auto, Lda.",
    "{s} & Filhos, Lda.",
    "{s} Baterias, S.A.",
    "Comercial {s}, Lda.",
    "{s} Mobilidade Elétrica, S.A.",
    "{s} Pneus, Lda.",
]
TK_SUP_BARE = ["Oficina {s}", "{s} Acessórios", "Casa {s}"]
TK_ITEMS = [
    ("Bateria de lítio 72 V 100 Ah", "un.", 1800, 3200),
    ("Pneu 4.00-8 reforçado", "un.", 38, 65),
    ("Pastilhas de travão (jogo)", "jogo", 18, 36),
    ("Controlador de motor 5 kW", "un.", 420, 780),
    ("Carregador 72 V 20 A", "un.", 310, 560),
    ("Capota em lona impermeável", "un.", 260, 480),
    ("Estofos de banco traseiro", "un.", 180, 340),
    ("Kit de iluminação LED", "kit", 45, 95),
    ("Coluna Bluetooth para guia", "un.", 60, 120),
    ("Mapas e brochuras turísticas (1000 un.)", "milheiro", 90, 170),
    ("Óleo de transmissão 1 L", "L", 8, 15),
    ("Revisão geral e diagnóstico", "serviço", 120, 260),
    ("Mantas polares com logótipo", "un.", 9, 18),
]


def _tk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    n_ = rng.choice(TK_N)
    buyer = rng.choice(TK_BUY).format(n=n_)
    sup = bare_or(rng, TK_SUP_FORMED, TK_SUP_BARE, 0.3).format(s=rng.choice(TK_S))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"NE {dt.year}/###", f"ENC-{dt:%y}-####", "NE#####", f"{dt.year}/0###"])
    )
    fm = rng.choice([eu, sp2])
    desc_p = rng.choice([0, 0, 5, 8])

    def calc(lines: list) -> tuple:
        sub = sum((x for *_, x in lines), ZERO)
        ds = r2(sub * desc_p / 100)
        inc = sub - ds
        iva = r2(inc * Decimal("0.23"))
        total = inc + iva
        rows = [("Total ilíquido", f"{fm(sub)} €")]
        if ds:
            rows.append((f"Desconto comercial {desc_p}%", f"-{fm(ds)} €"))
        rows += [("Base de incidência", f"{fm(inc)} €"), ("IVA 23%", f"{fm(iva)} €")]
        return rows, total, f"{fm(total)} €"

    def after(total: Decimal) -> list[str]:
        if rng.random() < 0.35:
            ad = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            return [f"Adiantamento pago: {fm(ad)} € · Valor em falta: {fm(total - ad)} €"]
        return []

    plate = la.digits(rng, rng.choice(["@@-##-@@", "##-@@-##"]))
    gest = f"{rng.choice(['Rui', 'Ana', 'Tiago', 'Inês', 'Miguel', 'Sofia'])} {rng.choice(TK_S)}"
    c = {
        "lang": "pt",
        "fonts": "helv|libsans|dejavu|djserif",
        "stated": stated_of(rng),
        "po": po,
        "po_lab": la.pick(rng, "Nota de Encomenda n.º|Encomenda n.º|N.º Encomenda|Nossa encomenda"),
        "page": "Pág. {p} de {n}|Pág. {p}",
        "foot": [
            f"{buyer} · NIPC {la.digits(rng, '5########')} · Capital social {rng.choice(['5.000', '10.000', '25.000'])} € · RNAAT n.º {la.digits(rng, '###')}/{dt.year - rng.randint(2, 9)} · CRC Lisboa",
            f"IBAN PT50 {la.digits(rng, '#### #### ########### ##')} · Processado por computador",
        ],
        "cont": "{lab} {po} (continuação)",
        "titles": "NOTA DE ENCOMENDA|Nota de Encomenda|ENCOMENDA A FORNECEDOR",
        "beside": "{t} {po}|{t} n.º {po}",
        "head": buyer,
        "head_lines": [
            f"{rng.choice(['Rua dos Remédios', 'Largo do Chafariz de Dentro', 'Rua da Junqueira', 'Calçada da Graça'])} {rng.randint(1, 120)}, {la.digits(rng, '1###-###')} Lisboa",
            f"Tel. +351 21 {la.digits(rng, '### ####')} · compras@{n_.lower().replace('é', 'e').replace('ç', 'c')}tuk.pt",
        ],
        "window": 0.3,
        "sender": f"{buyer} · Lisboa",
        "pairs": [
            ("Data", la.dfmt(dt, rng.choice(["dmy", "dash"]))),
            ("Sua proposta", la.digits(rng, rng.choice(["PROP ####", "ORC-#####"]))),
            ("Requisição interna", la.digits(rng, "RI-###")),
            ("Viatura", f"Tuk {rng.randint(1, 24)} ({plate})"),
            ("Cond. pagamento", rng.choice(["30 dias", "Pronto pagamento", "60 dias"])),
        ],
        "sup_labs": "Exmo.(s) Senhor(es)|Fornecedor|Exmos. Senhores||",
        "sup": sup,
        "sup_rows": [
            sup,
            f"{rng.choice(['Zona Industrial', 'Rua do Comércio', 'Estrada Nacional 10', 'Av. da República'])} {rng.randint(1, 300)}",
            f"{la.digits(rng, '2###-###')} {rng.choice(['Setúbal', 'Loures', 'Amadora', 'Seixal', 'Leiria'])}",
            f"NIF {la.digits(rng, '5########')} · A/C {rng.choice(['Sr.', 'Sr.ª'])} {rng.choice(TK_S)}",
        ],
        "blocks": [
            (
                "Local de entrega",
                [
                    buyer,
                    rng.choice(
                        [
                            "Garagem/oficina – Beco do Mirante 3",
                            "Parque de recolha, Santa Apolónia",
                            "Armazém, Rua de São Tomé",
                        ]
                    ),
                    f"Contacto: {gest} {la.digits(rng, '9## ### ###')}",
                ],
            ),
            ("Faturar a", [buyer, "Departamento financeiro"]) if rng.random() < 0.4 else None,
        ],
        "small": [2, 3, 4, 5, 6, 7, 8, 9],
        "big": [30, 36],
        "items": TK_ITEMS,
        "qtys": [1, 2, 4, 6, 8, 10, 12, 20],
        "tags": ["(frota nova)", "(reserva)", "(modelo 2024)"],
        "kw": {"big": 1500},
        "table": (
            ["Ref.ª", "Designação", "Qtd.", "Un.", "Preço unit.", "IVA", "Total"],
            [9, 45, 8, 8, 12, 6, 13],
            "llrcrrr",
            lambda i, it, q, p, x: [
                la.digits(rng, "TK####"),
                it[0],
                f"{q:,.0f}",
                it[1],
                fm(p),
                "23%",
                fm(x),
            ],
        ),
        "money_cols": (4, 6),
        "calc": calc,
        "tot_labs": "Total|Total c/ IVA|Valor total|TOTAL DA ENCOMENDA",
        "after": after,
        "none_txt": "Preços conforme a sua proposta; o valor será apurado na fatura com base nas quantidades entregues.",
        "terms": [
            "Favor indicar o número da nota de encomenda na guia de remessa e na fatura. Entregas de 2.ª a 6.ª, das 8h às 10h (antes da saída dos tuk-tuks).",
            "Peças elétricas com garantia mínima de 2 anos e certificado de conformidade CE.",
        ],
        "signs": (
            f"{gest}, {rng.choice(['Gerente', 'Responsável de frota', 'Direção'])}",
            rng.choice(
                ["Confirmação do fornecedor (carimbo e assinatura)", "Recebido pelo fornecedor"]
            ),
        ),
    }
    return _lat(rng, of, c)


def blind57_pt_tuktuk_animacao_turistica_encomenda(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tk)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind57_") and callable(fn)
}

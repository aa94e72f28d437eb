# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the held-out set written at stop 63 (`fit26_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-IN, de-CH, fr-FR, nl-BE and es-ES.

- fit26_zh_guji_xiufu_cailiao_caigou: a Chinese library's or archive's order for ancient-book
  restoration materials (the institution's name and the title, the order number beside the
  title in red, in a label / value grid, in a header row with its value below or in a right
  data block; supplier and buyer panels in either order, the supplier's with 供应商 / 供方 /
  卖方 or no label; a consignee company at times; tax included or split into 不含税金额 /
  税额 / 价税合计, discount and freight, 大写, a prepayment and the balance, a seal).
- fit26_zh_biaoshi_biaopai_xiaoshou_queren: a signage maker's order confirmation (the seller's
  letterhead first, with its English name at times, its own sales-order and contract numbers
  boxed at the right; the customer's purchase-order number in a grid, a header row, beside
  the title or in the box below the seller's number; design and installation fees, the
  total's amount on the line below its label at times, a 50 % deposit and balance, bank lines).
- fit26_hk_longshi_tiyuhui_qicai_caigou: a Hong Kong dragon and lion dance association's order
  for lion heads, drums and costumes (bilingual; the P.O. number in a header table, beside the
  title, in a right label block or a ruled grid; the supplier under 供應商 / To / 賣方 or no
  label, with its English name beneath; an event reference, a venue or forwarder to deliver
  to, discount and delivery, a deposit paid and the balance, the amount in English words).
- fit26_ja_seikotsuin_shoumouhin_hacchu: a Japanese bone-setting clinic group's order for
  treatment consumables (発注書 / 注文書, the supplier with 御中 at the top left, the clinic with
  a seal at the right, the order number in a small box, a grid, a header row or beside the
  title; a branch to deliver to, 値引 and 送料, 10 % tax, the big 合計金額 box whose amount is on
  the line below at times).
- fit26_en_gb_thatching_materials_po: an English master thatcher's order for reed, spars and
  wire (the order number beside the title, in a right label block, a boxed grid, a header row
  or ruled label / value cells; the supplier under Vendor / To / Supplier or none, at times
  first in a window before the thatcher's block; a site and a builder to deliver to, job and
  listed-building references, carriage, discount, VAT 20 %, a deposit and the balance due,
  a landscape variant).
- fit26_en_in_tea_estate_stores_po: an Assam or Darjeeling tea estate's stores order
  (fertiliser, plucking baskets, factory spares; the PO number in a grid, beside the title, in
  a right block or a header row; "To," or Supplier or no label; consignee garden and head
  office bill-to, indent and quotation numbers, GSTINs, CGST + SGST or IGST by rate, freight,
  a round-off, the amount in words, an advance).
- fit26_de_ch_bergkaeserei_bedarf_bestellung: a Swiss mountain cheese dairy's order for rennet,
  cultures, salt and cellar supplies (a window address with "Firma" at times, the order number
  beside the title, in the data block at the right, a boxed grid or a header row; an alp or a
  ripening cellar company to deliver to, MWST 2,6 % and 8,1 %, a rounding line, CHF 1'234.50).
- fit26_fr_bougies_artisanales_bon_commande: a French candle maker's order for wax, wicks, jars
  and fragrance (the order number in a boxed label-over-value grid, beside the title, in a
  right block, a header row or ruled cells; Fournisseur / Livraison / Facturation blocks with
  their own companies, Total HT / remise / port / TVA 20 % / Total TTC with its figure below at
  times, an acompte and a reste à payer, SIRET, a landscape variant).
- fit26_nl_be_duivenmaatschappij_bestelbon: a Belgian pigeon-racing club's order for feed,
  baskets and clocks (BESTELBON with its number beside the title, in a data block, a boxed grid
  or a header row; the supplier under Aan / Leverancier or none; the club café as delivery
  address, 6 % and 21 % btw, a voorschot and the saldo, an OGM reference).
- fit26_es_turronera_pedido_materias: a Spanish turrón maker's order for almonds, honey, wafer
  and boxes (the order number in a header row with its value below, beside the title, in a
  right block, a boxed grid or ruled cells; Proveedor or none, at times first; a logistics
  warehouse to deliver to, Dto. pronto pago, IVA 10 % and 21 %, TOTAL with its figure below at
  times, an anticipo and the pendiente).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, indent, quotation, project, job,
contract, event or the seller's sales-order number; on the seller's confirmation the
customer's order number); the supplier exactly as printed on its own first line (the seller of
the confirmation; never 御中, "Firma", "To," or "Attn"); the grand total as "1234.50" (whole yen
as "1234.00"; after discounts and rounding, incl. tax, before deposits, advances and
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
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import in_money_words, inr, r0, r2, wrapped  # noqa: E402
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


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (France)."""
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def pct_of(v: Decimal, pct) -> Decimal:
    return r2(v * Decimal(str(pct)) / 100)


def requant(rng: random.Random, lines: list, tiers: list) -> list:
    """The lines with quantities drawn again by price: from the first (limit, choices) tier
    whose limit is at or above the item's top price."""
    out = []
    for it, _, p, _ in lines:
        hi = [v for v in it if isinstance(v, (int, float)) and not isinstance(v, bool)][-1]
        q = Decimal(rng.choice(next(c for lim, c in tiers if hi <= lim)))
        out.append((it, q, p, r2(q * p)))
    return out


def lat_refs(
    d: la.Doc, mode: str, x: float, y: float, w: float, pairs: list, size: float = 8.2
) -> float:
    """Reference pairs (label, value) on a la page: `grid` boxed labels over values, `head` a
    shaded header row with the values below, `box` ruled label | value cells two pairs a row,
    `kv` labels with their values after them. Returns the y below."""
    if not pairs:
        return y
    if mode in ("grid", "head"):
        nat = [max(d.width(a, size - 1.2, True), d.width(b, size)) + 14 for a, b in pairs]
        while sum(nat) > w and len(pairs) > 2:
            pairs, nat = pairs[:-1], nat[:-1]
        ws = [v * w / sum(nat) for v in nat]
        if mode == "grid":
            return d.grid(x, y, ws, [a for a, _ in pairs], [b for _, b in pairs], size)
        al = "l" * len(ws)
        y = lrow(
            d,
            x,
            y,
            ws,
            [a for a, _ in pairs],
            al,
            h=size + 8,
            size=size - 0.8,
            b=True,
            fill=0.87,
            vert=False,
        )
        return lrow(d, x, y, ws, [b for _, b in pairs], al, h=size + 9, size=size, vert=False)
    if mode == "box":
        lw_ = max(d.width(a, size - 0.4, True) for a, _ in pairs) + 10
        cw = w / 2
        h = size + 8
        for i in range(0, len(pairs), 2):
            for k, (a, b) in enumerate(pairs[i : i + 2]):
                cx = x + k * cw
                d.box(cx, y, lw_, h, fill=0.9)
                d.box(cx + lw_, y, cw - lw_, h)
                d.t(cx + 4, y + h - 5, a, size - 0.4, b=True)
                d.t(cx + lw_ + 4, y + h - 5, b, size, maxw=cw - lw_ - 8)
            y += h
        return y
    kw = max(d.width(a, size, True) for a, _ in pairs) + 10
    for a, b in pairs:
        d.t(x, y + size + 1, a, size, b=True)
        d.t(x + kw, y + size + 1, b, size, maxw=max(w - kw, 60))
        y += size * 1.45
    return y


def lat_total(
    d: la.Doc,
    rng: random.Random,
    xl: float,
    xr: float,
    y: float,
    rows: list,
    lab: str,
    val: str,
    size: float = 8.8,
    below: float = 0.35,
) -> float:
    """Summary rows, then the grand total: on one line (boxed or shaded at times) or with its
    amount on the line below its label."""
    if rows:
        y = d.summary(xl, xr, y, rows, size)
    if rng.random() < below:
        d.line(xl - 4, y + 2, xr + 3, y + 2, 0.8)
        d.t(xl, y + size + 5, lab, size + 0.6, b=True)
        d.t(xr, y + 2 * size + 12, val, size + 2.2, b=True, al="r")
        return y + 2 * size + 18
    return d.summary(
        xl,
        xr,
        y,
        [(lab, val, True)],
        size + 0.4,
        box_last=rng.random() < 0.5,
        shade=0.88 if rng.random() < 0.4 else None,
    )


def cj_refs(
    pdf: cj.Pdf,
    mode: str,
    x: float,
    y: float,
    w: float,
    pairs: list,
    ink: Color = black,
    size: float = 8.4,
) -> float:
    """Reference pairs on a cj page: `heads` a shaded header row with the values below,
    `kgrid` ruled label / value rows two pairs a row, `kv` label：value lines."""
    if mode == "heads":
        nat = [
            max(cj.stringWidth(a, cj.FONT_NAME, size), cj.stringWidth(b, cj.FONT_NAME, size)) + 14
            for a, b in pairs
        ]
        ws = [v * w / sum(nat) for v in nat]
        al = "c" * len(ws)
        y = crow(
            pdf, x, y, ws, [a for a, _ in pairs], al, h=18, size=size - 0.3, fill=PALE, head=True
        )
        return crow(pdf, x, y, ws, [b for _, b in pairs], al, h=19, size=size)
    if mode == "kgrid":
        rows = []
        for i in range(0, len(pairs), 2):
            rows.append([s for p in pairs[i : i + 2] for s in p])
        return kgrid(
            pdf, x, y, cj.rel(w, [15, 35, 15, 35]), rows, h=18, size=size, ink=ink, fill=PALE
        )
    for a, b in pairs:
        pdf.text(x, y + size + 2, f"{a}：{b}", size, maxw=w)
        y += size * 1.65
    return y


# --------------------------------------------------------------------------- 1 zh-Hans library's ancient-book restoration materials order

GJ_CITY = "南京 杭州 苏州 扬州 绍兴 宁波 济南 太原 西安 成都 长沙 福州 泉州 天津 合肥 昆明".split()
GJ_BUY = [
    "{c}图书馆",
    "{c}市档案馆",
    "{c}博物院",
    "{c}古籍保护中心",
    "{c}大学图书馆",
    "{c}{x}文物修复有限公司",
]
GJ_X = "青藜 汲古 传古 明德 博古 存真".split()
GJ_B = "墨香 藏珍 翰林 云笈 素笺 澄心 古韵 文渊 汇雅 松烟 宣和 千秋".split()
GJ_SUP_FORMED = [
    "{c}{b}纸业有限公司",
    "{c}{b}文房用品有限公司",
    "泾县{b}宣纸有限公司",
    "{c}{b}装裱材料有限公司",
    "{c}{b}文保科技有限公司",
]
GJ_SUP_BARE = ["{c}{b}纸坊", "{b}装裱材料经营部", "{c}{b}文房四宝商行"]
GJ_ITEMS = [
    ("手工竹纸", "连史纸 70×138cm", "张", 6, 18),
    ("楮皮纸", "3g/m² 补书用", "张", 12, 36),
    ("桑皮纸", "本色 100×70cm", "张", 9, 24),
    ("小麦淀粉", "去筋 500g", "袋", 35, 80),
    ("羊毛排笔", "10管 修复用", "支", 60, 180),
    ("修复用镊子", "不锈钢 弯头", "把", 45, 120),
    ("无酸纸盒", "函套 pH8.5", "个", 28, 75),
    ("樟木夹板", "32开 一副", "副", 38, 90),
    ("植物染料", "橡碗 栀子 500g", "袋", 80, 220),
    ("脱酸液", "氢氧化镁 1L", "瓶", 260, 580),
    ("吸水纸", "无酸 A3 100张", "包", 90, 210),
    ("天然磨刀石", "中砥 修复刀用", "块", 180, 460),
    ("真空恒湿袋", "60×80cm", "个", 22, 55),
    ("冷光源看版台", "LED A2", "台", 1200, 2600),
    ("棉质手套", "白色 无尘", "副", 6, 15),
]
GJ_BOOKS = "《四库全书》零本 地方志 家谱 明刻本 清抄本 碑帖拓片 档案卷宗 民国报刊".split()


def _gj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2, c3 = rng.sample(GJ_CITY, 3)
    buyer = rng.choice(GJ_BUY).format(c=c1, x=rng.choice(GJ_X))
    sup = bare_or(rng, GJ_SUP_FORMED, GJ_SUP_BARE, 0.25).format(c=c2, b=rng.choice(GJ_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "GJ-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|{Y}-XF-{n4}|ZX{Y}{n5}|{Y}{m}{n4}")
    req = cj.number(rng, d, "QG{y}{m}{n3}|申购-{Y}-{n3}")
    proj = cj.number(rng, d, "XF-{Y}-{n2}|GJBH{Y}{n3}")
    contract = cj.number(rng, d, "HT{Y}{n4}|KJXY-{y}{n3}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "kgrid", "heads", "kv"])
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|采购订单号")
    ink = rng.choice([Color(0.55, 0.1, 0.12), Color(0.1, 0.25, 0.5), black])
    split_tax = rng.random() < 0.45

    def foot() -> None:
        s_ = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　修复材料采购单（续）", 8.8, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 46

    centred = rng.random() < 0.6
    if centred:
        pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
    else:
        pdf.text(m, 40, buyer, 15, bold=True, colour=ink)
        pdf.text(
            right,
            40,
            f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
            7.4,
            align="r",
            colour=GREY,
        )
    title = cj.pick(rng, "古籍修复材料采购单|采购订单|修复耗材采购订单|采　购　单")
    pdf.text(pdf.w / 2, 66, title, 16, align="c", bold=True)
    pdf.line(pdf.w / 2 - 80, 71, pdf.w / 2 + 80, 71, lw=0.7)
    y = 82
    refs = [
        (po_lab, po),
        ("下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
        ("申购单号", req),
        (cj.pick(rng, "项目编号|修复项目号"), proj),
    ]
    if rng.random() < 0.4:
        refs.append(("框架协议号", contract))
    if mode == "beside":
        pdf.text(
            right,
            66,
            f"No. {po}" if rng.random() < 0.5 else f"{po_lab}：{po}",
            10.5,
            align="r",
            colour=RED if rng.random() < 0.6 else black,
        )
        pdf.text(m, 66, f"日期：{refs[1][1]}", 8.4)
        refs = refs[2:]
    elif rng.random() < 0.35:
        refs[0], refs[1] = refs[1], refs[0]
    if mode == "kgrid":
        y = cj_refs(pdf, "kgrid", m, y, wd, refs, ink) + 10
        refs = []
    elif mode == "heads":
        y = cj_refs(pdf, "heads", m, y, wd, refs[:5]) + 10
        refs = []
    pw = (wd - 18) / 2
    sup_lab = cj.pick(rng, "供应商|供方|卖方|")
    left = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("开户行", " ".join(cj.bank(rng))),
    ]
    rightp = [
        (cj.pick(rng, "需方|采购单位|买方"), buyer),
        ("收货地址", f"{cj.zh_addr(rng)}（古籍修复室）"),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
    ]
    if rng.random() < 0.4:
        rightp.append(("代收单位", f"{c3}{rng.choice(GJ_X)}物流有限公司"))
    if mode in ("beside", "kv"):
        rightp += refs
    panels = [left, rightp] if rng.random() < 0.6 else [rightp, left]
    ymax = y
    for k, p in enumerate(panels):
        x = m + k * (pw + 18)
        yy = y
        ht = 4 + 15 * len(p) + 14 * sum(len(cj.wrap(v, 8.4, pw - 62)) - 1 for _, v in p)
        if rng.random() < 0.7:
            pdf.rect(x, y, pw, ht, stroke=GREY, lw=0.5)
        for lab, val in p:
            big = val in (sup, buyer)
            if lab:
                pdf.text(x + 5, yy + 13, f"{lab}：", 8.2, colour=GREY)
            for ln in cj.wrap(val, 8.4, pw - 62):
                pdf.text(x + (58 if lab else 5), yy + 13, ln, 9 if big else 8.4, bold=big)
                yy += 14
            yy += 1
        ymax = max(ymax, yy + 4)
    y = ymax + 10
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng,
        GJ_ITEMS,
        n,
        [1, 2, 5, 10, 20, 50, 100, 200],
        ["（加厚）", "（本色）", "（染色）"],
        big=1000,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            cj.money(p) if stated else "",
            cj.money(a) if stated else "",
            rng.choice(GJ_BOOKS) if rng.random() < 0.6 else "",
        ]
        body.append((cells, a))
    heads = ["序号", "材料名称", "规格", "单位", "数量", "单价（元）", "金额（元）", "用于"]
    ws = cj.rel(wd, [5, 18, 19, 6, 8, 13, 15, 16])
    y = ctable(pdf, m, y, ws, heads, body, "cllcrrrl", rowh=18, size=7.8, bottom=bottom, brk=brk)
    sub = sum((a for *_, a in lines), ZERO)
    off = pct_of(sub, rng.choice([0, 0, 0, 2, 3, 5]))
    fr = Decimal(rng.choice([0, 0, 0, 60, 120, 200]))
    net = sub - off + fr
    tax = r2(net * Decimal("0.13")) if split_tax else ZERO
    total = net + tax
    if y + 150 > bottom:
        y = brk()
    tlabel = cj.pick(
        rng,
        "合计金额|金额合计|订单总金额|价税合计"
        if split_tax
        else "合计金额|金额合计|订单总金额|合计（含税）",
    )
    if stated:
        extra = (
            [["", "小计", "", "", "", "", cj.money(sub), ""]] if (off or fr or split_tax) else []
        )
        if off:
            extra.append(["", "优惠折让", "", "", "", "", f"-{cj.money(off)}", ""])
        if fr:
            extra.append(["", "运杂费", "", "", "", "", cj.money(fr), ""])
        if split_tax:
            extra.append(["", "不含税金额", "", "", "", "", cj.money(net), ""])
            extra.append(["", "税额（13%）", "", "", "", "", cj.money(tax), ""])
        for cells in extra:
            y = crow(pdf, m, y, ws, cells, "cllcrrrl", h=18, size=7.8)
        if rng.random() < 0.6:
            w2 = [sum(ws[:2]), sum(ws[2:6]), sum(ws[6:])]
            y = crow(
                pdf,
                m,
                y,
                w2,
                [tlabel, f"人民币（大写）：{cj.daxie(total)}", f"¥{cj.money(total)}"],
                "clr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
            y += 6
        else:
            y += 10
            pdf.text(right - 200, y + 10, f"{tlabel}：", 9.4, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            pdf.text(m, y + 28, f"大写：{cj.daxie(total)}", 8.6)
            y += 36
        note = "以上价格含13%增值税及运杂费。" if not split_tax else "供方开具13%增值税专用发票。"
        pdf.text(m, y + 8, note, 8, colour=GREY)
        y += 14
        if rng.random() < 0.6:
            pc = rng.choice([20, 30, 50])
            dep = r2(total * pc / 100)
            pdf.text(
                m,
                y + 8,
                f"付款方式：合同签订后预付{pc}%，计¥{cj.money(dep)}；验收合格后支付尾款¥{cj.money(total - dep)}。",
                8.2,
            )
            y += 14
    else:
        y += 8
        pdf.text(m, y + 8, "单价按框架协议执行，结算金额以验收入库数量为准。", 8.4)
        y += 16
    for t in [
        "1. 修复用纸须为手工纸，提供纤维成分及pH检测报告，不得含荧光增白剂。",
        f"2. 交货期：{cj.fdate(cj.later(rng, d, 7, 40), 'cn')}前送达，逾期按日扣收订单金额的0.5‰。",
        "3. 送货单及发票请注明本订单编号。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    for k, lab in enumerate(
        ["采购员：", "修复部主任：", "馆（中心）领导审批：", "供方确认（签章）："]
    ):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + wd / 2 + 30, y - 6, buyer, rng, caption="采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_zh_guji_xiufu_cailiao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gj)


# --------------------------------------------------------------------------- 2 zh-Hans signage maker's order confirmation

BS_CITY = "深圳 东莞 中山 佛山 厦门 苏州 无锡 温州 成都 重庆 武汉 郑州".split()
BS_B = [
    ("鼎艺", "Dingyi"),
    ("标杰", "Biaojie"),
    ("华视", "Huashi"),
    ("创意坊", "Chuangyifang"),
    ("正达", "Zhengda"),
    ("美标", "Meibiao"),
    ("光辉", "Guanghui"),
    ("领航", "Linghang"),
]
BS_SUP = [
    "{c}{b}标识有限公司",
    "{c}{b}标识标牌制作有限公司",
    "{c}{b}广告标识工程有限公司",
    "{b}导视系统（{c}）有限公司",
]
BS_SUP_BARE = ["{c}{b}标牌厂", "{c}市{b}广告制作部"]
BS_CUST = [
    "{c}{x}商业管理有限公司",
    "{c}{x}医院",
    "{c}{x}实验学校",
    "{c}{x}置业有限公司",
    "{c}{x}产业园运营有限公司",
    "{c}{x}酒店有限公司",
]
BS_X = "万达 华润 恒丰 中南 金地 佳兆 城投 滨江 人民 第一".split()
BS_ITEMS = [
    ("不锈钢门牌", "拉丝 300×120 蚀刻填色", "块", 85, 180),
    ("亚克力科室牌", "5+3mm 双层 UV印刷", "块", 60, 140),
    ("户外导向立牌", "镀锌钢架 烤漆 2.4m", "座", 2600, 5800),
    ("楼层索引牌", "铝型材 1200×800", "块", 680, 1500),
    ("发光字", "不锈钢围边 LED 600mm", "个", 420, 980),
    ("消防疏散图", "亚克力 A3 含设计", "块", 55, 120),
    ("车位编号牌", "反光膜 铝板", "块", 18, 45),
    ("精神堡垒", "5m 石材+不锈钢", "座", 18000, 36000),
    ("卫生间标识", "亚克力 丝印", "块", 35, 85),
    ("安全警示牌", "PVC 3mm 400×300", "块", 12, 30),
    ("玻璃防撞条", "磨砂贴 10cm宽", "米", 8, 22),
]


def _bs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(BS_CITY, 2)
    b, be = rng.choice(BS_B)
    sup = bare_or(rng, BS_SUP, BS_SUP_BARE, 0.2).format(c=c1, b=b)
    sup_en = f"{be} Signage Co., Ltd."
    cust = rng.choice(BS_CUST).format(c=c2, x=rng.choice(BS_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{n3}|{Y}{m}{d}{n3}|ZC-CG-{Y}-{n3}|4500{n6}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO-{Y}-{n4}|QR{Y}{n4}")
    ht = cj.number(rng, d, "HT-{y}{m}{n3}|BS{Y}{n3}")
    qt = cj.number(rng, d, "BJ-{y}{m}{n3}|报价{Y}{n3}")
    proj = cj.pick(rng, "一期导视系统|门诊楼标识更新|商业街区标识|教学楼标牌|停车场标识改造")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([RED, Color(0.1, 0.3, 0.55), Color(0.15, 0.4, 0.2)])
    mode = rng.choice(["kgrid", "heads", "title", "box"])
    po_lab = cj.pick(rng, "客户订单号|贵司采购单号|客户PO号|采购订单号|贵方订单编号")

    def foot() -> None:
        pdf.line(m, pdf.h - 40, right, pdf.h - 40, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 28, f"{sup}　设计·制作·安装　服务热线 {cj.zh_tel(rng)}", 7, colour=GREY)
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
        pdf.text(m, 34, f"订单确认书（续）　销售单号：{so}", 8.8)
        return 46

    pdf.text(m, 40, sup, 15, bold=True, colour=ink)
    yh = 54
    if rng.random() < 0.5:
        pdf.text(m, yh, sup_en, 8.4, bold=True, colour=ink)
        yh += 12
    pdf.text(m, yh, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
    pdf.text(
        m,
        yh + 11,
        f"电话：{cj.zh_tel(rng)}　统一社会信用代码：{cj.credit_code(rng)}",
        7.6,
        colour=GREY,
    )
    bw = 170
    boxrows = [
        ("销售单号", so),
        ("合同编号", ht),
        ("日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
    ]
    if mode == "box":
        boxrows.insert(rng.choice([1, 2, 3]), (po_lab, po))
    bh = 14 * len(boxrows) + 8
    pdf.rect(right - bw, 26, bw, bh, stroke=ink, lw=0.8)
    for i, (a, v) in enumerate(boxrows):
        pdf.text(right - bw + 6, 38 + 14 * i, a, 7.6, colour=GREY)
        pdf.text(right - 6, 38 + 14 * i, v, 8.8, align="r", bold=a == "销售单号")
    top = max(yh + 18, 26 + bh + 6)
    pdf.line(m, top, right, top, lw=1.2, colour=ink)
    title = cj.pick(rng, "销售订单确认书|订单确认函|生产确认单|销售确认单")
    pdf.text(pdf.w / 2, top + 24, title, 16, align="c", bold=True)
    y = top + 34
    if mode == "title":
        pdf.text(pdf.w / 2, y + 8, f"（{po_lab}：{po}）", 9.4, align="c")
        y += 16
    pairs = [
        ("客户名称", cust),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("项目名称", proj),
        ("报价单号", qt),
        ("安装地址", cj.zh_addr(rng)),
        ("交货/安装日期", cj.fdate(cj.later(rng, d, 7, 30), "cn")),
    ]
    if mode == "kgrid":
        pairs.insert(rng.choice([1, 3]), (po_lab, po))
        y = cj_refs(pdf, "kgrid", m, y, wd, pairs, ink, 8.2) + 8
    elif mode == "heads":
        y = (
            cj_refs(
                pdf,
                "heads",
                m,
                y,
                wd,
                [("客户名称", cust), (po_lab, po), ("报价单号", qt), ("项目", proj)],
                size=8,
            )
            + 6
        )
        y = cj_refs(pdf, "kv", m, y, wd, [pairs[1], pairs[4], pairs[5]], size=8.2) + 6
    else:
        y = cj_refs(pdf, "kgrid", m, y, wd, pairs, ink, 8.2) + 8
    pdf.text(m, y + 8, "感谢贵司惠顾，现将订单内容确认如下，请核对无误后签字盖章回传：", 8.6)
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        BS_ITEMS,
        n,
        [2, 5, 10, 20, 30, 50, 100],
        ["（双面）", "（加大）", "（夜光）"],
        big=5000,
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
        cj.rel(wd, [5, 22, 28, 6, 9, 13, 17]),
        ["序号", "产品名称", "材质/工艺/尺寸", "单位", "数量", "单价", "金额"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    design = Decimal(rng.choice([0, 0, 500, 800, 1500]))
    inst = Decimal(rng.choice([0, 0, 600, 1200, 2000]))
    off = Decimal(rng.choice([0, 0, 0, 100, 200, 500])) if sub > 3000 else ZERO
    total = sub + design + inst - off
    if y + 150 > bottom:
        y = brk()
    y += 10
    tlabel = cj.pick(rng, "合计金额|金额合计|订单总额|总计（含税）")
    if stated:
        rows_ = [("货款小计", sub)]
        if design:
            rows_.append(("设计费", design))
        if inst:
            rows_.append(("安装费", inst))
        if off:
            rows_.append(("优惠", -off))
        if len(rows_) > 1:
            for lab, v in rows_:
                pdf.text(right - 150, y + 8, lab, 8.4)
                pdf.text(right, y + 8, f"¥{cj.money(v)}", 8.6, align="r")
                y += 14
        if rng.random() < 0.45:
            pdf.text(right - 180, y + 10, f"{tlabel}（含13%增值税）：", 9.4, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 36
        else:
            pdf.text(right, y + 12, f"{tlabel}：¥{cj.money(total)}", 10.4, align="r", bold=True)
            pdf.text(m, y + 12, "（含13%增值税）", 8, colour=GREY)
            y += 20
        pdf.text(m, y + 8, f"大写：{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.75:
            dep = r2(total / 2)
            pdf.text(
                m,
                y + 8,
                f"付款方式：预付定金50%计¥{cj.money(dep)}，安装验收后付清尾款¥{cj.money(total - dep)}。",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "单价按报价单执行，安装完成后按实测数量结算。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"收款单位：{sup}",
        f"开户银行：{bank}　账号：{acct}",
        "效果图经客户确认后方可投产，质保两年。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, "供方（盖章）：", 8.4)
    pdf.text(m + wd / 2 + 10, y, "客户确认（签字盖章）：", 8.4)
    pdf.text(m, y + 18, f"业务员：{cj.person(rng)}　{cj.mobile(rng)}", 8.4)
    pdf.text(m + wd / 2 + 10, y + 18, f"客户经办人：{cj.person(rng)}", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 120, y + 4, sup, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit26_zh_biaoshi_biaopai_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bs)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong dragon and lion dance association's order

LS_BUY = [
    ("{x}龍獅體育會", "{e} Dragon & Lion Dance Athletic Association"),
    ("{x}國術總會有限公司", "{e} Martial Arts Association Limited"),
    ("{x}醒獅團", "{e} Lion Dance Troupe"),
    ("{x}體育會龍獅隊", "{e} Sports Club Dragon & Lion Team"),
]
LS_X = [
    ("振華", "Chun Wah"),
    ("鴻勝", "Hung Sing"),
    ("英雄", "Ying Hung"),
    ("德義", "Tak Yee"),
    ("忠義", "Chung Yee"),
    ("雄威", "Hung Wai"),
    ("精武", "Ching Mo"),
    ("麒麟", "Kei Lun"),
]
LS_SUP = [
    ("{s}獅藝紮作", "{e} Lion Head Workshop"),
    ("{s}武術用品有限公司", "{e} Martial Arts Supplies Limited"),
    ("{s}樂器行", "{e} Musical Instruments Co."),
    ("{s}體育用品有限公司", "{e} Sports Goods Co., Ltd."),
    ("{s}綢緞莊", "{e} Silk Company"),
]
LS_S = [
    ("永興", "Wing Hing"),
    ("祥記", "Cheung Kee"),
    ("福利", "Fook Lee"),
    ("同發", "Tung Fat"),
    ("合和", "Hop Wo"),
    ("新昌", "San Cheong"),
    ("聯興", "Luen Hing"),
    ("萬豐", "Man Fung"),
]
LS_ITEMS = [
    ("佛山獅頭 (手紮)", "Foshan lion head, hand-made", "個", 2800, 6800),
    ("獅被連獅褲", "Lion body cloth & pants", "套", 900, 2200),
    ("獅鼓 24吋", "Lion drum 24in", "個", 2200, 4800),
    ("銅鑼 15吋", "Brass gong 15in", "個", 380, 880),
    ("銅鈸 (對)", "Cymbals, pair", "對", 260, 620),
    ("功夫鞋", "Kung fu shoes", "對", 45, 120),
    ("鼓棍", "Drum sticks", "對", 35, 90),
    ("九節龍 (夜光)", "9-section dragon, luminous", "條", 8800, 16800),
    ("隊服 T-shirt (印字)", "Team T-shirt, printed", "件", 48, 110),
    ("紅腰帶", "Red sash", "條", 18, 45),
    ("大頭佛面具", "Big-head Buddha mask", "個", 420, 980),
    ("利是封 (採青用)", "Red packets for cai qing", "包", 12, 30),
    ("梅花樁租用 (一天)", "Plum-blossom poles hire, 1 day", "天", 1500, 3200),
]
LS_EVENT = [
    "新春賀歲表演 CNY Show",
    "中秋綵燈會 Mid-Autumn Fair",
    "商場開幕典禮 Mall Opening",
    "天后誕巡遊 Tin Hau Parade",
    "全港龍獅錦標賽 Championship",
]


def _ls(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    (x, xe) = rng.choice(LS_X)
    bz, be = rng.choice(LS_BUY)
    buyer, buyer_en = bz.format(x=x), be.format(e=xe)
    (s, se) = rng.choice(LS_S)
    sz, sen = rng.choice(LS_SUP)
    sup, sup_en = sz.format(s=s), sen.format(e=se)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n3}|{y}/{n4}|LS-PO-{n4}|P{Y}{n4}")
    qt = cj.number(rng, d, "Q{y}{n4}|QT-{n5}")
    ev = cj.number(rng, d, "EV{y}-{n2}|E{Y}{n3}")
    reg = cj.number(rng, d, "CR {n7}|S.R. {n5}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["heads", "beside", "kv", "kgrid"])
    po_lab = cj.pick(rng, "採購單號 P.O. No.|訂單編號 Order No.|P.O. No.|採購單編號")
    ink = rng.choice([RED, Color(0.55, 0.1, 0.1), black])

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )
        pdf.text(m, pdf.h - 24, f"{buyer}　社團註冊 {reg}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer} 採購單 P.O. No. {po}（續 continued）", 8.6)
        return 46

    pdf.text(m, 42, buyer, 15, bold=True, colour=ink)
    pdf.text(m, 56, buyer_en, 9, bold=True)
    pdf.text(
        m,
        68,
        f"香港{rng.choice(['九龍', '新界', '港島'])}{rng.choice(['大角咀', '元朗', '筲箕灣', '大埔', '荃灣', '土瓜灣'])}{rng.choice(['福全街', '教育路', '金華街', '寶鄉街', '馬頭圍道'])}{rng.randint(1, 300)}號{rng.randint(1, 12)}樓　電話 {cj.hk_tel(rng)}　傳真 {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    pdf.text(right, 44, "採購單", 16, align="r", bold=True)
    pdf.text(right, 60, "PURCHASE ORDER", 10, align="r", bold=True)
    y = 80
    refs = [
        (po_lab, po),
        ("日期 Date", d.strftime("%d/%m/%Y")),
        ("報價單 Quotation", qt),
        ("活動編號 Event Ref.", ev),
        ("付款 Terms", cj.pick(rng, "貨到付款 C.O.D.|月結30天|30 days|支票 Cheque")),
    ]
    if mode == "beside":
        pdf.text(right, 74, f"No. {po}", 11, align="r", colour=RED)
        refs = refs[1:]
    if rng.random() < 0.4:
        refs[0], refs[1] = refs[1], refs[0]
    if mode in ("heads", "beside"):
        y = cj_refs(pdf, "heads", m, y, wd, refs, size=7.8) + 12
        refs = []
    elif mode == "kgrid":
        y = cj_refs(pdf, "kgrid", m, y, wd, refs[:4], ink, 8) + 12
        refs = refs[4:]
    sup_lab = cj.pick(rng, "供應商 Supplier|致 To|賣方 Vendor||To:")
    pw = (wd - 20) / 2
    sblock = [
        sup,
        sup_en,
        f"{rng.choice(['佛山', '九龍城', '油麻地', '上環', '深水埗'])}{rng.choice(['工業大廈', '商業中心', '大廈'])}{rng.randint(2, 18)}樓{rng.choice('ABCDEF')}室",
        f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}師傅",
    ]
    dblock = [
        (
            "送貨地址 Deliver to",
            [
                rng.choice(
                    [
                        f"{x}體育館",
                        f"{x}社區會堂",
                        f"{buyer}會址",
                        f"{rng.choice(['順豐', '恒昌', '嘉里'])}物流有限公司（代收）",
                    ]
                ),
                f"{rng.choice(['新界', '九龍'])}{rng.choice(['屯門', '觀塘', '沙田', '元朗'])}{rng.choice(['鄉事會路', '協和街', '大涌橋路'])}{rng.randint(1, 200)}號",
                f"聯絡 {cj.person(rng, 'zh-Hant')}（教練 Coach） {cj.hk_tel(rng)}",
            ],
        ),
    ]
    cols = [("s", sup_lab, sblock), ("d", *dblock[0])]
    if rng.random() < 0.35:
        cols.reverse()
    ys = []
    for k, (kind, lab, rows) in enumerate(cols):
        xx = m + k * (pw + 20)
        yy = y
        if lab:
            pdf.text(xx, yy + 8, lab, 8, colour=GREY)
            yy += 14
        for i, s_ in enumerate(rows):
            first = kind == "s" and i == 0
            pdf.text(xx, yy + 8, s_, 9.6 if first else 8.2, bold=first, maxw=pw)
            yy += 13
        ys.append(yy)
    y = max(ys) + 4
    if refs:
        y = cj_refs(pdf, "kv", m + pw + 20, y, pw, refs, size=8) + 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng, LS_ITEMS, n, [1, 2, 4, 6, 10, 12, 20, 30], ["(紅)", "(黃)", "(少年 Junior)"], big=2000
    )
    body = [
        ([str(i), f"{it[0]}\n{it[1]}", it[2], f"{q:,.0f}", f"{p:,.2f}", f"{a:,.2f}"], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:4], "", ""], a) for c, a in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 46, 8, 10, 14, 16]),
        [
            "項目\nItem",
            "貨品名稱 Description",
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
    disc = pct_of(sub, rng.choice([0, 0, 5, 10]))
    dlv = Decimal(rng.choice([0, 0, 150, 300, 500]))
    total = sub - disc + dlv
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows_.append(("折扣 Discount", f"-{disc:,.2f}"))
        if dlv:
            rows_.append(("運費 Delivery", f"{dlv:,.2f}"))
        rows_.append(
            (
                cj.pick(rng, "總數 TOTAL|合計 Total HK$|總額 Grand Total|應付總額 Amount Payable"),
                f"HK${total:,.2f}",
            )
        )
        w2 = [130, 100]
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [lab, v],
                "lr",
                h=18,
                size=8.4,
                bold=last,
                fill=PALE if last else None,
            )
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            pdf.text(m, y - 22, f"已付訂金 Deposit paid: HK${dep:,.2f}", 8.2)
            pdf.text(m, y - 8, f"餘額 Balance: HK${total - dep:,.2f}", 8.2)
        if rng.random() < 0.4:
            pdf.text(m, y + 10, cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS"), 7.6)
            y += 14
    else:
        pdf.text(m, y + 10, "價錢按報價單，以實際送貨數量結算 Price as per quotation.", 8.4)
        y += 16
    y += 12
    for t in [
        "1. 送貨單及發票請註明採購單號 Please quote our P.O. No. on delivery note and invoice.",
        "2. 獅頭須於活動前十四天交貨並試舞 Lion heads to be delivered 14 days before the event.",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.6, colour=GREY)
        y += 12
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw = wd / 3
    for k, lab in enumerate(
        ["經手人 Prepared by", "會長 Chairman", "供應商確認 Supplier acknowledgement"]
    ):
        pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_hk_longshi_tiyuhui_qicai_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ls)


# --------------------------------------------------------------------------- 4 ja bone-setting clinic group's consumables order

SK_P = "さくら ひかり みどり あおば つばさ 駅前 中央 けやき 若葉 ほがらか".split()
SK_BUY = [
    "{p}整骨院",
    "{p}鍼灸整骨院",
    "医療法人{p}会",
    "株式会社{p}メディカルグループ",
    "{p}接骨院",
]
SK_SB = "東和 日本 中央 大洋 三光 北星 昭和 協和 富士 丸善 山陽 信和".split()
SK_ST = ["メディカル", "医療器", "医科器械", "ヘルスケア", "商会"]
SK_ITEMS = [
    ("キネシオテープ", "50mm×5m 6巻入", "箱", 1800, 3600),
    ("ディスポ鍼", "0.16×40mm 240本", "箱", 1500, 3200),
    ("温湿布", "10枚入 業務用", "袋", 380, 820),
    ("低周波パッド", "50×90mm 4枚入", "袋", 900, 1900),
    ("ベッドシーツ（使い捨て）", "幅90cm 100枚", "箱", 2400, 4800),
    ("消毒用エタノール", "500ml", "本", 480, 980),
    ("アイシングバッグ", "Mサイズ", "個", 650, 1400),
    ("弾性包帯", "7.5cm×4.5m 12巻", "箱", 1600, 3200),
    ("固定用シーネ", "アルミ 中", "枚", 320, 780),
    ("マッサージオイル", "業務用 1L", "本", 1800, 3900),
    ("フェイスペーパー", "200枚入", "袋", 450, 900),
    ("灸（台座灸）", "180壮", "箱", 1400, 2800),
    ("超音波ゲル", "5kg", "本", 2200, 4200),
]
SK_BR = "駅前院 本院 北口院 南町院 中央院 西院".split()


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    p = rng.choice(SK_P)
    clinic = rng.choice(SK_BUY).format(p=p)
    b, t = rng.choice(SK_SB), rng.choice(SK_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|SK{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}|H-{n6}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}")
    cust = cj.number(rng, d, "{n6}|C-{n4}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["box", "kgrid", "beside", "heads"])
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|注文No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.1, 0.35, 0.3), Color(0.2, 0.25, 0.5), black])
    branch = rng.choice(SK_BR)

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
        pdf.text(m, 34, f"発注書（続き）　{po_lab}：{po}", 8.8)
        return 46

    title = cj.pick(rng, "発　注　書|発注書|注　文　書|御注文書")
    pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
    bw = [58, 104]
    yy = 58
    if mode == "box":
        for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    elif mode == "beside":
        pdf.text(right, 46, f"{po_lab} {po}", 9.6, align="r")
        pdf.text(right, 60, f"発注日 {cj.fdate(d, ds)}", 8.4, align="r")
        yy = 66
    else:
        pdf.text(right, 60, cj.fdate(d, ds), 8.4, align="r")
        yy = 66
    y = 84
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(
        m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
    )
    pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
    pdf.text(m, y + 20, f"お客様コード：{cust}", 7.8, colour=GREY)
    pdf.text(
        m,
        y + 34,
        cj.pick(
            rng,
            "下記のとおり発注いたします。|下記の通り注文いたします。|毎度ありがとうございます。下記のとおり発注します。",
        ),
        8.4,
    )
    ry = max(yy, 90) + 14
    pdf.text(right, ry + 4, clinic, 11, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(right, ry + 42, f"担当：{cj.person(rng, 'ja')}（受付）", 7.8, align="r")
    if rng.random() < 0.6:
        pdf.stamp(
            right - 14,
            ry + 14,
            clinic.replace("株式会社", "").replace("医療法人", "")[:4],
            rng,
            shape="rect",
            r=18,
        )
    y = y + 44
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        SK_ITEMS,
        n,
        [1, 2, 3, 5, 6, 10, 12, 20],
        ["（L）", "（徳用）", "（青）"],
        places=0,
        big=100000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    nebiki = Decimal(rng.choice([0, 0, 0, 500, 1000, 2000])) if sub > 10000 else ZERO
    souryou = Decimal(rng.choice([0, 0, 800, 1100])) if sub < 20000 else ZERO
    base = sub - nebiki + souryou
    tax = (base * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = base + tax
    if stated and rng.random() < 0.55:
        pdf.rect(m, y, 230, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "合計金額（税込）|ご発注金額（税込）|発注金額合計"), 8.4
        )
        pdf.text(
            m + 224,
            y + 34,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 48
    y = max(y, ry + 52) + 4
    refs = [
        ("納期", cj.fdate(cj.later(rng, d, 3, 20), ds)),
        ("納品先", f"{clinic} {branch}" if len(clinic) < 12 else branch),
        ("お見積No.", mitsu),
    ]
    if mode == "kgrid":
        refs.insert(0, (po_lab, po))
        y = cj_refs(pdf, "kgrid", m, y, wd, refs, ink, 8) + 8
    elif mode == "heads":
        refs.insert(rng.choice([0, 1]), (po_lab, po))
        y = cj_refs(pdf, "heads", m, y, wd, refs, size=8) + 8
    else:
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [10, 18, 10, 32, 10, 20]),
                [[s for pr in refs for s in pr]],
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
                f"{p_:,.0f}" if stated else "",
                f"{a:,.0f}" if stated else "",
            ],
            a,
        )
        for i, (it, q, p_, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 30, 23, 9, 6, 12, 15]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        w2 = [92, 104]
        rows_ = [("小計", f"{sub:,.0f}")]
        if nebiki:
            rows_.append(("値引", f"-{nebiki:,.0f}"))
        if souryou:
            rows_.append(("送料", f"{souryou:,.0f}"))
        rows_ += [
            ("消費税（10%）", f"{tax:,.0f}"),
            (cj.pick(rng, "合計|合計金額|総合計|税込合計"), f"¥{total:,.0f}"),
        ]
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
        pdf.text(m, y + 10, "単価はお見積書のとおり。納品数量にてご請求ください。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t_ in [
        f"・{branch}宛に直送願います（受付時間 9:00-12:00）。",
        "・医療機器は添付文書を同梱してください。",
        "・請求書には発注番号をご記入ください。月末締め翌月末払い。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t_, 7.8)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["院長", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 32, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_ja_seikotsuin_shoumouhin_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- 5 en-GB master thatcher's materials order

TH_N = "Harwood|Pettigrew|Dunning|Catchpole|Rix|Swanton|Ketteridge|Farrow|Gosling|Bickley|Lambourne|Thurgood".split(
    "|"
)
TH_BUY = [
    "{n} Thatching Ltd",
    "{n} & Sons Master Thatchers",
    "{n} Heritage Roofing Ltd",
    "{n} Thatch & Reed Ltd",
    "The {n} Thatching Company",
]
TH_SUP_FORMED = [
    "{a} Reed Merchants Ltd",
    "{a} Thatching Supplies Ltd",
    "{a} Coppice Products Ltd",
    "{a} Wire & Fencing Ltd",
    "{a} Building Supplies Ltd",
    "{a} Straw Ltd",
]
TH_SUP_BARE = ["{a} Coppice Crafts", "{a} Farms", "{f} {a} Hazelwork", "{a} & {b}"]
TH_F = "Ted|Hazel|Colin|Margaret|Rupert|Jenny|Barney|Tessa|Alfie|Wendy".split("|")
TH_ITEMS = [
    ("Water reed, Norfolk, 3ft bundles", "bundle", 2.6, 4.4),
    ("Combed wheat reed, 12 kg bundles", "bundle", 5.8, 9.5),
    ("Long straw, Maris Widgeon, per tonne", "tonne", 480, 820),
    ("Hazel spars, 28in, per thousand", "1000", 95, 160),
    ("Hazel liggers, 6ft, per hundred", "100", 42, 78),
    ("Galvanised wire netting 19g, 50 m roll", "roll", 38, 72),
    ("Thatching hooks, 10in, box of 500", "box", 45, 85),
    ("Fire barrier board, 2400 x 1200", "sheet", 34, 58),
    ("Sedge for ridge, bundle", "bundle", 7.5, 12),
    ("Scaffold hire, per week", "week", 240, 480),
    ("Skip hire, 8 yd, inc. permit", "each", 260, 420),
    ("Liggers stainless pins, pack 100", "pack", 18, 36),
]
TH_SITE = [
    "Rose Cottage",
    "The Old Forge",
    "Church Farmhouse",
    "Mill House",
    "Pear Tree Cottage",
    "The Thatched Barn",
    "Wisteria Cottage",
]
TH_VIL = [
    "Long Melford",
    "Blewbury",
    "Lacock",
    "Cerne Abbas",
    "Thaxted",
    "Cockington",
    "Hemingford Grey",
    "Selworthy",
]


def _th(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    n1, a1, a2 = rng.sample(TH_N, 3)
    buyer = rng.choice(TH_BUY).format(n=n1)
    sup = bare_or(rng, TH_SUP_FORMED, TH_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(TH_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-#####", f"TH{dt:%y}-###", "####", f"{dt.year}/###", "P######"])
    )
    job = la.digits(rng, rng.choice(["J-####", "Job ###", "JOB/####"]))
    lbc = la.digits(rng, f"{dt.year - 1}/####/LBC")
    qt = la.digits(rng, rng.choice(["Q-#####", "Quote ####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "kv", "grid", "head", "box"])
    po_lab = la.pick(rng, "Order No.|PO Number|Purchase Order No.|Our Order No.|PO No.")
    vendor_first = rng.random() < 0.3
    df = lambda x: la.dfmt(x, rng.choice(["long_en", "dmy"]))  # noqa: E731
    site = f"{rng.choice(TH_SITE)}, {rng.choice(TH_VIL)}"
    vat = la.digits(rng, "GB ### #### ##")

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · VAT Reg. {vat} · Please quote our order number on all invoices",
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
        d.t(m, 44, f"{po_lab} {po} - continued", 9, b=True)
        return 58

    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER|Materials Order")
    blines = [
        f"{rng.choice(['Yew Tree Yard', 'Unit 4, Reedbed Works', 'The Barn', 'Hollow Lane Workshop'])}, {rng.choice(TH_VIL)}",
        f"{rng.choice(['Suffolk', 'Wiltshire', 'Dorset', 'Devon', 'Essex', 'Oxfordshire'])} {la.digits(rng, '@@## #@@')}",
        f"Tel 0{la.digits(rng, '#### ######')} · office@{n1.lower()}thatching.co.uk",
    ]
    vlab = la.pick(rng, "Vendor|To|Supplier|")
    vrows = [
        sup,
        f"{rng.randint(1, 90)} {rng.choice(['Marsh Road', 'Staithe Lane', 'Coppice Way', 'Station Yard'])}",
        f"{rng.choice(['Hickling', 'Ludham', 'Ringwood', 'Bungay', 'Tiverton'])} {la.digits(rng, '@@## #@@')}",
        f"Attn: {rng.choice(TH_F)} {rng.choice(TH_N)}",
    ]
    if vendor_first:
        y = 50
        if vlab:
            d.t(m, y, vlab, 8, b=True, grey=0.35)
        y = d.lines(m, y + 4, vrows, 9.2, b_first=True, lead=11.5)
        d.t(r, 50, buyer, 14, b=True, al="r")
        d.lines(r, 56, blines, 7.8, al="r", lead=10)
        y = max(y, 90) + 8
        d.t(m, y + 14, f"{title} {po}" if mode == "title" else title, 15, b=True)
        y += 24
        sy = y
    else:
        d.t(m, 48, buyer, 15, b=True)
        d.lines(m, 54, blines, 7.8, lead=10)
        d.t(r, 48, f"{title} {po}" if mode == "title" else title, 15, b=True, al="r")
        if mode == "title":
            d.t(r, 62, f"Date: {df(dt)}", 8.4, al="r")
        y = 98
        sy = y
        if vlab:
            d.t(m, sy + 8, vlab, 8, b=True, grey=0.35)
            sy += 12
        sy = d.lines(m, sy, vrows, 9, b_first=True, lead=11.5)
    refs = [
        (po_lab, po),
        ("Date", df(dt)),
        ("Job No.", job),
        ("Your quote", qt),
        ("Listed bldg consent", lbc),
    ]
    if mode == "title":
        refs = refs[2:]
    elif rng.random() < 0.35:
        refs[0], refs[1] = refs[1], refs[0]
    kx = m + wd * 0.52
    if mode in ("title", "kv") and not vendor_first:
        ky = lat_refs(d, "kv", kx, y, r - kx, refs, 8.2)
        y = max(sy, ky) + 10
    elif mode in ("title", "kv"):
        y = lat_refs(d, "kv", m, y, wd * 0.6, refs, 8.2) + 8
    else:
        y = (sy if not vendor_first else y) + 8
        y = lat_refs(d, mode, m, y, wd, refs, 8.4) + 10
    cw = (wd - 16) / 2
    d.t(m, y + 8, "Deliver to site", 8, b=True, grey=0.35)
    d.lines(
        m,
        y + 12,
        [
            site,
            f"c/o {rng.choice(TH_N)} Builders Ltd (main contractor)",
            f"Site contact: {rng.choice(TH_F)} {la.digits(rng, '07### ######')}",
        ],
        8.2,
        lead=10.5,
    )
    d.t(m + cw + 16, y + 8, "Invoice to", 8, b=True, grey=0.35)
    d.lines(
        m + cw + 16,
        y + 12,
        [
            buyer,
            "Accounts, at the address above",
            f"Client: {rng.choice(['Mr & Mrs', 'Dr', 'Ms'])} {rng.choice(TH_N)}",
        ],
        8.2,
        lead=10.5,
    )
    y += 54
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        TH_ITEMS,
        n,
        [1, 2, 4, 10, 20, 50, 200, 400],
        ["- second delivery", "- ridge", "- extra"],
        big=200,
    )
    lines = requant(
        rng, lines, [(15, [100, 200, 400, 800, 1500]), (100, [2, 4, 5, 10, 20]), (1e9, [1, 2, 3])]
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:4], "", ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["Item", "Description", "Qty", "Unit", "Rate £", "Amount £"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = pct_of(sub, rng.choice([0, 0, 2.5, 5]))
    carr = Decimal(rng.choice([0, 0, 45, 85, 120]))
    net = sub - disc + carr
    vatv = r2(net * Decimal("0.2"))
    total = net + vatv
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"£{en2(sub)}", False)]
        if disc:
            rows.append(("Less trade discount", f"-£{en2(disc)}", False))
        if carr:
            rows.append(("Carriage", f"£{en2(carr)}", False))
        rows.append(("VAT @ 20%", f"£{en2(vatv)}", False))
        xl = m + wd * 0.56
        y = lat_total(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows,
            la.pick(rng, "TOTAL|Order Total|Total inc. VAT|Total Order Value"),
            f"£{en2(total)}",
        )
        if rng.random() < 0.35:
            dep = r2(total * Decimal("0.25"))
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Deposit paid", f"-£{en2(dep)}", False),
                    ("Balance due on delivery", f"£{en2(total - dep)}", False),
                ],
                8.2,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as your quotation {qt}; invoice against delivered quantities.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Reed to be dry, clean and free from rot, graded to length. Delivery to site by arrangement, no earlier than 7.30 am; narrow lane - rigid vehicles only.",
        "Payment 30 days from the end of the month of invoice.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Ordered by: {rng.choice(TH_F)} {n1}, {rng.choice(['Master Thatcher', 'Director', 'Office Manager'])}",
    )
    d.sign(m + sw + 20, y, sw, "Supplier acknowledgement")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_en_gb_thatching_materials_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _th)


# --------------------------------------------------------------------------- 6 en-IN tea estate's stores order

TE_X = "Halmari|Doomni|Bokakhat|Mangalam|Sonapur|Tinkharia|Rungmook|Selim Hill|Margaret's Hope|Nahorhabi|Borbam|Khongea".split(
    "|"
)
TE_BUY = [
    "The {x} Tea Company Limited",
    "{x} Tea Estates Pvt. Ltd.",
    "{x} Tea Estate",
    "{x} Plantations Limited",
]
TE_S = "Brahmaputra|Shree Ganesh|Purbanchal|Kamakhya|Luit|Jagannath|Eastern|Maa Tara|Annapurna|Bharat|Assam Valley|Siliguri".split(
    "|"
)
TE_SUP_FORMED = [
    "{s} Agro Chemicals Pvt. Ltd.",
    "{s} Engineering Works Pvt. Ltd.",
    "{s} Tea Machinery Stores Pvt Ltd",
    "{s} Industries Limited",
    "{s} Fertilisers & Chemicals Ltd.",
]
TE_SUP_BARE = ["{s} Engineering Works", "{s} Hardware Stores", "{s} Bamboo Crafts", "{s} Traders"]
TE_ITEMS = [
    ("Urea (50 kg bag)", "bag", 5, 266, 300),
    ("Muriate of Potash (50 kg bag)", "bag", 5, 1650, 1800),
    ("Plucking baskets, bamboo", "nos", 5, 85, 140),
    ("CTC roller re-cutting (pair)", "pair", 18, 4200, 7800),
    ("Withering trough fan motor 5 HP", "nos", 18, 16500, 24800),
    ("Paper sacks, multiwall, 4 ply", "nos", 18, 38, 62),
    ("Pruning knives", "nos", 18, 140, 260),
    ("Pluckers' umbrellas", "nos", 18, 180, 320),
    ("V-belts B-72", "nos", 18, 240, 420),
    ("Dryer chain links", "nos", 18, 780, 1450),
    ("Weedicide Glyphosate 41% SL (5 L)", "can", 18, 1650, 2400),
    ("Tarpaulin 18x24 ft", "nos", 12, 1900, 3200),
]


def _te(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    x = rng.choice(TE_X)
    buyer = rng.choice(TE_BUY).format(x=x)
    sup = bare_or(rng, TE_SUP_FORMED, TE_SUP_BARE, 0.3).format(s=rng.choice(TE_S))
    dt = a_day(rng)
    fy = f"{dt.year % 100 if dt.month > 3 else dt.year % 100 - 1}-{(dt.year % 100 + 1) if dt.month > 3 else dt.year % 100}"
    po = la.digits(
        rng,
        rng.choice(
            [f"PO/{x[:3].upper()}/{fy}/###", f"{x[:2].upper()}-PO-####", "PO######", f"###/{fy}"]
        ),
    )
    indent = la.digits(rng, rng.choice(["IND/###", "Indent No. ####"]))
    qref = la.digits(rng, rng.choice(["Q/####", "Ref. ###/##"]))
    st_code = rng.choice(["18", "19"])
    gst_b = la.digits(rng, f"{st_code}@@@@@####@#Z#")
    inter = rng.random() < 0.4
    gst_s = la.digits(
        rng, f"{'19' if inter and st_code == '18' else '07' if inter else st_code}@@@@@####@#Z#"
    )
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "title", "kv", "head"])
    po_lab = la.pick(rng, "P.O. No.|PO Number|Order No.|Purchase Order No.")

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · CIN U01132AS{la.digits(rng, '####')}PLC00{la.digits(rng, '####')} · Regd. office: {rng.choice(['Kolkata 700001', 'Guwahati 781005', 'Dibrugarh 786001'])}",
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 32, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} - {po_lab} {po} (contd.)", 9, b=True)
        return 58

    d.t(d.w / 2, 44, buyer, 14, b=True, al="c")
    d.t(
        d.w / 2,
        56,
        f"{x} Tea Estate, P.O. {rng.choice(['Bokakhat', 'Jorhat', 'Dibrugarh', 'Kurseong', 'Tinsukia'])}, Dist. {rng.choice(['Golaghat', 'Jorhat', 'Dibrugarh', 'Darjeeling'])} · GSTIN {gst_b}",
        7.6,
        al="c",
        grey=0.3,
    )
    d.t(
        d.w / 2,
        66,
        f"Phone 0{la.digits(rng, '### ######')} · manager@{x.lower().replace(' ', '').replace(chr(39), '')}tea.in",
        7.6,
        al="c",
        grey=0.3,
    )
    d.line(m, 72, r, 72, 0.8)
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|STORES PURCHASE ORDER")
    if mode == "title":
        d.t(m, 90, title, 13, b=True)
        d.t(r, 90, f"{po_lab} {po}", 10, b=True, al="r")
    else:
        d.t(d.w / 2, 90, title, 13, b=True, al="c")
    y = 100
    refs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "dash", "dot"]))),
        ("Indent", indent),
        ("Your Quotation", qref),
        ("Garden Code", la.digits(rng, "AS-###")),
    ]
    if mode == "title":
        refs = refs[1:]
    elif rng.random() < 0.3:
        refs[0], refs[1] = refs[1], refs[0]
    if mode in ("grid", "head"):
        y = lat_refs(d, mode, m, y, wd, refs, 8.2) + 10
        refs = []
    vlab = la.pick(rng, "To,|Supplier|Vendor|")
    sy = y
    if vlab:
        d.t(m, sy + 8, vlab, 8.4, b=vlab != "To,", grey=0 if vlab == "To," else 0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['A.T. Road', 'G.S. Road', 'Hill Cart Road', 'Sevoke Road', 'Fancy Bazar'])}, {rng.choice(['Jorhat', 'Guwahati', 'Siliguri', 'Dibrugarh', 'Tinsukia'])}",
            f"GSTIN: {gst_s}",
            f"Kind Attn: Mr. {rng.choice(['Agarwal', 'Baruah', 'Das', 'Saikia', 'Jain', 'Gogoi'])}",
        ],
        8.8,
        b_first=True,
        lead=11.2,
    )
    if refs:
        ky = lat_refs(d, "kv", m + wd * 0.55, y, wd * 0.45, refs, 8.2)
        sy = max(sy, ky)
    y = sy + 8
    cw = (wd - 16) / 2
    d.t(m, y + 8, "Consignee / Deliver to", 8, b=True, grey=0.35)
    d.lines(
        m,
        y + 12,
        [
            f"{x} Tea Estate - Factory Stores",
            f"Despatch by road to {rng.choice(['Bokakhat', 'Jorhat', 'Kurseong'])} via {rng.choice(['Assam Roadways', 'TCI Freight', 'Gati Ltd'])}",
        ],
        8,
        lead=10.5,
    )
    d.t(m + cw + 16, y + 8, "Bill to", 8, b=True, grey=0.35)
    d.lines(
        m + cw + 16,
        y + 12,
        [buyer, f"Head Office, {rng.choice(['Kolkata', 'Guwahati'])} · GSTIN {gst_b}"],
        8,
        lead=10.5,
    )
    y += 40
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        TE_ITEMS,
        n,
        [2, 5, 10, 20, 50, 100, 200, 500],
        ["(Section 4)", "(spare)", "(heavy duty)"],
        big=4000,
    )
    lines = requant(
        rng,
        lines,
        [
            (100, [200, 500, 1000, 2000]),
            (500, [10, 20, 50, 100]),
            (3500, [5, 10, 20, 40]),
            (1e9, [1, 2, 3]),
        ],
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], inr(p), f"{it[2]}%", inr(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:4], "", c_[5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.44, 0.08, 0.08, 0.13, 0.07, 0.14)],
        ["Sl.", "Description of goods", "Qty", "Unit", "Rate (Rs.)", "GST", "Amount (Rs.)"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    dpct = rng.choice([0, 0, 2, 5])
    groups: dict[int, Decimal] = {}
    for it, _, _, a in lines:
        groups[it[2]] = groups.get(it[2], ZERO) + a
    sub = sum(groups.values(), ZERO)
    disc = sum((pct_of(v, dpct) for v in groups.values()), ZERO)
    taxable = sub - disc
    taxrows = []
    tax = ZERO
    for rate in sorted(groups):
        tv = groups[rate] - pct_of(groups[rate], dpct)
        if inter:
            t_ = r2(tv * rate / 100)
            taxrows.append((f"IGST @ {rate}%", f"{inr(t_)}", False))
            tax += t_
        else:
            half = Decimal(rate) / 2
            t_ = r2(tv * half / 100)
            taxrows += [
                (f"CGST @ {half.normalize()}%", inr(t_), False),
                (f"SGST @ {half.normalize()}%", inr(t_), False),
            ]
            tax += 2 * t_
    frt = Decimal(rng.choice([0, 0, 1500, 2500, 4000]))
    raw = taxable + tax + frt
    total = r0(raw)
    ro = total - raw
    if y + 170 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Sub Total", inr(sub), False)]
        if disc:
            rows.append((f"Less: Discount @ {dpct}%", f"-{inr(disc)}", False))
        rows.append(("Taxable Value", inr(taxable), False))
        rows += taxrows
        if frt:
            rows.append(("Freight & Forwarding", inr(frt), False))
        if ro:
            rows.append(("Round Off", f"{'-' if ro < 0 else ''}{inr(abs(ro))}", False))
        xl = m + wd * 0.55
        y = lat_total(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows,
            la.pick(rng, "Grand Total (Rs.)|GRAND TOTAL|Total Order Value|Net Amount"),
            f"Rs. {inr(total)}",
            8.4,
        )
        y = wrapped(
            d, m, y + 4, f"Amount in words: {in_money_words(total, 'Rupees')}", 8, wd, b=True
        )
        if rng.random() < 0.4:
            adv = r2(total * Decimal(rng.choice(["0.1", "0.2", "0.25"])))
            y = wrapped(
                d,
                m,
                y + 2,
                f"Advance paid vide NEFT: Rs. {inr(adv)}; balance Rs. {inr(total - adv)} within 30 days of receipt of material at garden.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Rates as per your quotation {qref}; bill on actual quantity received at garden.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Terms: Delivery within 15 days, F.O.R. garden. Material subject to inspection by the Garden Assistant; rejected material to be lifted at supplier's cost.",
        "Please mention our PO number and GSTIN on your Tax Invoice and e-way bill.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 40) / 3
    d.sign(m, y, sw, "Prepared by (Stores)")
    d.sign(m + sw + 20, y, sw, f"Manager, {x} T.E.")
    d.sign(m + 2 * (sw + 20), y, sw, "Accepted: for Supplier")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_en_in_tea_estate_stores_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _te)


# --------------------------------------------------------------------------- 7 de-CH mountain cheese dairy's supplies order

KR_N = "Gruyère-Moléson|Schwarzsee|Stoos|Urnerboden|Kiental|Sörenberg|Wildhaus|Gstaad|Toggenburg|Appenzell-Gonten|Melchsee|Brünig".split(
    "|"
)
KR_BUY = [
    "Bergkäserei {n} AG",
    "Käsereigenossenschaft {n}",
    "Sennerei {n}",
    "Schaukäserei {n} GmbH",
    "Alpkäserei {n}",
]
KR_SN = "Kälin|Zurbriggen|Betschart|Inderbitzin|Gwerder|Niederberger|Schuler|Abplanalp|Feuz|Zgraggen|Rüegg|Studer".split(
    "|"
)
KR_SUP_FORMED = [
    "{n} Milchwirtschaftlicher Bedarf AG",
    "{n} Käsereitechnik GmbH",
    "{n} Laborbedarf AG",
    "{n} Kulturen AG",
    "{n} & Co. AG",
    "Salz- und Käsereibedarf {n} GmbH",
]
KR_SUP_BARE = ["{n} Käsereibedarf", "Holzbau {n}", "{f} {n} Sennereiartikel"]
KR_F = "Sepp|Beat|Ruedi|Vreni|Urs|Margrit|Toni|Käthi|Fredi|Heidi".split("|")
KR_ITEMS = [
    ("Kälberlab flüssig 1:15'000, 5 l", "Kan", 26, 68, 115),
    ("Mesophile Kultur MA 4000, 50 U", "Btl", 26, 22, 39),
    ("Thermophile Kultur RMK, 10 l", "Kan", 26, 48, 86),
    ("Käsesalz jodfrei, 25 kg", "Sack", 26, 14, 24),
    ("Käsetücher Baumwolle 100 x 100", "Stk", 81, 9.5, 18),
    ("Rindenschutz Paraffin, 20 kg", "Kessel", 81, 98, 165),
    ("Fichtenbretter Reifekeller 3 m", "Stk", 81, 38, 72),
    ("Käseharfe Ersatzdrähte", "Satz", 81, 45, 90),
    ("CIP-Reiniger alkalisch, 25 kg", "Kan", 81, 62, 110),
    ("Kaseinmarken, 1000 Stk", "Pack", 81, 120, 220),
    ("Etiketten Laib, Rolle 2000", "Rolle", 81, 65, 125),
    ("pH-Kalibrierlösung 4/7, 500 ml", "Fl", 81, 18, 34),
    ("Pressformen Kunststoff 8 kg", "Stk", 81, 85, 160),
]


def _kr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djserif"))
    m = rng.uniform(46, 60)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    place = rng.choice(KR_N)
    dairy = rng.choice(KR_BUY).format(n=place)
    s1, s2 = rng.sample(KR_SN, 2)
    sup = bare_or(rng, KR_SUP_FORMED, KR_SUP_BARE, 0.3).format(n=s1, f=rng.choice(KR_F))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"B-{dt.year}-###", "BE#####", f"{dt:%y}/####", "4500####"]))
    kd = la.digits(rng, "K-####")
    off = la.digits(rng, rng.choice(["OF-#####", "Offerte ####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "kv", "grid", "head"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.")
    uid = la.digits(rng, "CHE-###.###.###")
    plz = la.digits(rng, rng.choice(["17##", "64##", "38##", "96##", "60##"]))

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{dairy} · {plz} {place.split('-')[0]} · {uid} MWST · Raiffeisenbank IBAN CH{la.digits(rng, '## #### #### #### #### #')}",
            6.4,
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
        d.t(m, 46, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 60

    d.t(m, 50, dairy, 15, b=True)
    d.t(
        m,
        63,
        f"{rng.choice(['Dorfstrasse', 'Käsereiweg', 'Alpstrasse'])} {rng.randint(1, 40)} · {plz} {place.split('-')[0]} · Tel. 0{la.digits(rng, '## ### ## ##')}",
        7.6,
        grey=0.3,
    )
    d.t(m, 118, f"{dairy}, {plz} {place.split('-')[0]}", 6.4, grey=0.35)
    d.line(m, 121, m + 230, 121, 0.3)
    rows = ["Firma"] if rng.random() < 0.35 else []
    rows += [
        sup,
        f"{rng.choice(['Industriestrasse', 'Bahnhofstrasse', 'Gewerbezone', 'Moosweg'])} {rng.randint(1, 80)}",
        f"{rng.choice(['3072 Ostermundigen', '9200 Gossau SG', '6210 Sursee', '8500 Frauenfeld', '1700 Fribourg'])}",
    ]
    for i, s_ in enumerate(rows):
        d.t(m, 128 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    refs = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Kundennummer", kd),
        ("Ihre Offerte", off),
        ("Sachbearbeitung", f"{rng.choice(KR_F)} {s2}"),
    ]
    if mode == "title":
        refs = refs[1:]
    elif rng.random() < 0.3:
        refs[0], refs[1] = refs[1], refs[0]
    y = 200
    if mode in ("title", "kv"):
        ky = 104
        for k, v in refs:
            d.t(m + wd * 0.58, ky, k, 8, grey=0.3)
            d.t(r, ky, v, 8.4, al="r", b=k == po_lab)
            ky += 12
        y = max(200, ky + 14)
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Käsereibedarf|Materialbestellung")
    if mode in ("grid", "head"):
        d.t(m, y, title, 12.5, b=True)
        y = lat_refs(d, mode, m, y + 8, wd, refs, 8.2) + 8
    else:
        d.t(m, y, f"{title} Nr. {po}" if mode == "title" else title, 12.5, b=True)
        y += 6
    y = wrapped(
        d,
        m,
        y,
        f"Grüezi {rng.choice(['Herr', 'Frau'])} {s1}, gerne bestellen wir zur Lieferung bis {la.dfmt(dt + timedelta(days=rng.randint(3, 14)), 'dot')}:",
        8.6,
        wd,
    )
    alp = rng.random() < 0.5
    y = wrapped(
        d,
        m,
        y + 2,
        f"Lieferadresse: {'Alp ' + rng.choice(['Oberberg', 'Chäserrugg', 'Fronalp', 'Seebodenalp']) + ', c/o Alpgenossenschaft ' + place.split('-')[0] if alp else 'Reifekeller ' + rng.choice(KR_SN) + ' AG, Lagerhalle 2'} (Anlieferung 6–10 Uhr)",
        8,
        wd,
        grey=0.2,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, KR_ITEMS, n, [1, 2, 3, 4, 5, 10, 12, 20, 40], ["(Reserve)", "(Alp)", "(gross)"]
    )
    lines = requant(rng, lines, [(40, [2, 4, 5, 10, 20, 40]), (1e9, [1, 2, 3, 4])])
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}".replace(",", "'"),
                it[1],
                chf(p),
                f"{it[2] / 10:.1f}".replace(".", ","),
                chf(a),
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
        [wd * f for f in (0.06, 0.46, 0.08, 0.08, 0.12, 0.08, 0.12)],
        ["Pos.", "Artikel", "Menge", "Einh.", "Preis CHF", "MWST", "Betrag CHF"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n26 = sum((a for it, _, _, a in lines if it[2] == 26), ZERO)
    n81 = sum((a for it, _, _, a in lines if it[2] == 81), ZERO)
    rab = rng.choice([0, 0, 2, 3])
    r26, r81 = pct_of(n26, rab), pct_of(n81, rab)
    fr = Decimal(rng.choice([0, 0, 0, 25, 45]))
    b26, b81 = n26 - r26, n81 - r81 + fr
    m26, m81 = r2(b26 * Decimal("0.026")), r2(b81 * Decimal("0.081"))
    raw = b26 + b81 + m26 + m81
    total = r05(raw)
    rd = total - raw
    if y + 170 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total netto", chf(n26 + n81), False)]
        if rab:
            rows_.append((f"Rabatt {rab} %", f"-{chf(r26 + r81)}", False))
        if fr:
            rows_.append(("Fracht / Porto", chf(fr), False))
        if n26:
            rows_.append((f"MWST 2,6 % auf {chf(b26)}", chf(m26), False))
        if b81:
            rows_.append((f"MWST 8,1 % auf {chf(b81)}", chf(m81), False))
        if rd:
            rows_.append(("Rundung", chf(rd), False))
        xl = m + wd * 0.5
        y = lat_total(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "Total CHF|Gesamttotal inkl. MWST|Bestellsumme CHF|TOTAL"),
            f"CHF {chf(total)}",
            8.6,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäss Ihrer Offerte {off}; Verrechnung nach effektiver Liefermenge.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Zahlung: {la.pick(rng, '30 Tage netto|10 Tage 2 % Skonto, 30 Tage netto|LSV')}. Bitte unsere Bestellnummer auf Lieferschein und Rechnung angeben.",
        "Lab und Kulturen gekühlt liefern (2–8 °C), Haltbarkeit mindestens 3 Monate.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 50 > bottom:
        y = brk()
    y += 22
    d.t(m, y, "Freundliche Grüsse", 8.6)
    d.t(
        m,
        y + 34,
        f"{rng.choice(KR_F)} {rng.choice(KR_SN)}, {rng.choice(['Käsermeister', 'Präsident der Genossenschaft', 'Betriebsleitung'])}",
        8.4,
    )
    d.t(m + wd * 0.55, y + 34, "Auftragsbestätigung Lieferant: ______________", 8)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_de_ch_bergkaeserei_bedarf_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kr)


# --------------------------------------------------------------------------- 8 fr-FR candle maker's order for wax, wicks, jars and fragrance

BG_N = "Lumière d'Oc|Cire & Flamme|La Chandelle|Mèche d'Or|Les Lueurs|Bougie de Provence|Atelier Luciole|Flamboyance|Céleste|Ambre et Lin".split(
    "|"
)
BG_BUY = [
    "Manufacture {n}",
    "{n} SAS",
    "Atelier {n} SARL",
    "Bougies {n}",
    "{n} – Bougies parfumées",
]
BG_SN = "Vasseur|Delmas|Aubert|Guillot|Berthier|Renaud|Colin|Lemaire|Barbier|Arnaud|Marty|Lacroix".split(
    "|"
)
BG_SUP_FORMED = [
    "Cires {n} SAS",
    "{n} Verrerie SA",
    "Parfums {n} Grasse SARL",
    "{n} Emballages SAS",
    "{n} Distribution SARL",
    "Établissements {n}",
]
BG_SUP_BARE = ["Mèches {n}", "{n} et Fils", "Cirerie {n}"]
BG_ITEMS = [
    ("Cire de soja 100 % végétale, sac 20 kg", "sac", 62, 98),
    ("Cire de colza française, sac 25 kg", "sac", 70, 115),
    ("Mèches coton pré-cirées 15 cm (lot 100)", "lot", 9, 18),
    ("Pots verre ambré 180 ml", "u", 0.85, 1.6),
    ("Couvercles bambou Ø 72", "u", 0.6, 1.3),
    ("Parfum « Figuier » 1 kg (Grasse)", "kg", 68, 135),
    ("Parfum « Lavande fine » 1 kg", "kg", 55, 110),
    ("Colorant végétal liquide 100 ml", "flacon", 7, 15),
    ("Étiquettes kraft personnalisées (rouleau 500)", "rouleau", 38, 72),
    ("Boîtes cadeau carton 2 pots", "u", 1.1, 2.4),
    ("Fondoir inox 10 l", "u", 180, 340),
    ("Supports de mèche métal (sachet 500)", "sachet", 12, 24),
]


def _bg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    atelier = rng.choice(BG_BUY).format(n=rng.choice(BG_N))
    s1, s2 = rng.sample(BG_SN, 2)
    sup = bare_or(rng, BG_SUP_FORMED, BG_SUP_BARE, 0.3).format(n=s1)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"BC{dt:%y}-###", f"CMD-{dt.year}-####", "BC######", f"{dt:%y}/####", "A#####"]
        ),
    )
    devis = la.digits(rng, rng.choice(["DEV-#####", "D####-##", "Devis n° ####"]))
    clt = la.digits(rng, rng.choice(["C####", "CL-#####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "title", "kv", "head", "box"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|N° BC|Réf. commande")
    siret = la.digits(rng, "### ### ### #####")
    ville = rng.choice(["Uzès", "Apt", "Grasse", "Dijon", "Albi", "Annecy", "Vannes"])

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{atelier} · SIRET {siret} · APE 3299Z · TVA FR{la.digits(rng, '## #########')} · Capital 8 000 €",
            6.4,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(r, d.h - 36, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{atelier} — {po_lab} {po} (suite)", 9, b=True)
        return 58

    d.t(m, 48, atelier, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.randint(1, 80)} {rng.choice(['rue des Ateliers', 'chemin des Lavandes', 'avenue de la Gare', 'place du Marché'])}, {la.digits(rng, '#####')} {ville}",
            f"Tél. 0{la.digits(rng, '# ## ## ## ##')} · contact@{s2.lower()}-bougies.fr",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR")
    d.t(r, 48, f"{title} {po}" if mode == "title" else title, 14, b=True, al="r")
    if mode == "title":
        d.t(r, 62, f"du {la.dfmt(dt, 'dmy')}", 8.6, al="r")
    y = 84
    refs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "long_fr"]))),
        ("Votre devis", devis),
        ("Notre code client", clt),
        ("Collection", f"Noël {dt.year}" if dt.month > 6 else f"Printemps {dt.year}"),
    ]
    if mode == "title":
        refs = refs[2:]
    elif rng.random() < 0.4:
        refs[0], refs[1] = refs[1], refs[0]
    if mode in ("grid", "head", "box"):
        y = lat_refs(d, mode, m, y, wd, refs, 8.4) + 12
        refs = []
    cw = (wd - 24) / 3
    blocks = [
        (
            la.pick(rng, "Fournisseur|Fournisseur :|Destinataire|"),
            [
                sup,
                f"{rng.randint(1, 200)} {rng.choice(['ZI des Paluds', 'rue de la Verrerie', 'route de Grasse', 'ZA du Moulin'])}",
                f"{la.digits(rng, '#####')} {rng.choice(['Aubagne', 'Grasse', 'Lyon', 'Reims', 'Limoges'])}",
                f"Contact : {rng.choice(['M.', 'Mme'])} {rng.choice(BG_SN)}",
            ],
        ),
        (
            "Adresse de livraison",
            [
                f"{rng.choice(['Logistique', 'Entrepôt'])} {rng.choice(BG_SN)} SARL",
                "Quai 3 – réception 8 h–12 h",
                f"{la.digits(rng, '#####')} {rng.choice(['Nîmes', 'Avignon', 'Mâcon', 'Orléans'])}",
            ],
        ),
        (
            "Adresse de facturation",
            [atelier, "Service comptabilité", f"{la.digits(rng, '#####')} {ville}"],
        ),
    ]
    if rng.random() < 0.35:
        blocks = [blocks[2], blocks[1], blocks[0]]
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 12)
        yb = y
        if lab:
            d.t(xx, yb + 8, lab, 8, b=True, grey=0.35)
            d.line(xx, yb + 11, xx + cw, yb + 11, 0.4)
            yb += 15
        yy = max(yy, d.lines(xx, yb, rows, 8.4, b_first=rows[0] == sup, lead=11))
    y = yy + 8
    if refs:
        y = lat_refs(d, "kv", m, y, wd * 0.6, refs, 8.2) + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 38])
    lines = more_lines(
        rng,
        BG_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 50, 100, 500],
        ["(ambre)", "(blanc)", "(grand modèle)"],
        big=100,
    )
    lines = requant(
        rng,
        lines,
        [(3, [100, 200, 500, 1000]), (20, [5, 10, 20, 50]), (150, [2, 4, 6, 10]), (1e9, [1, 2])],
    )
    body = [
        (
            [
                la.digits(rng, "REF-####"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", " "),
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
        [wd * f for f in (0.11, 0.45, 0.08, 0.09, 0.12, 0.15)],
        ["Réf.", "Désignation", "Unité", "Qté", "P.U. HT €", "Montant HT €"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = pct_of(ht, rng.choice([0, 0, 3, 5, 10]))
    port = Decimal(rng.choice([0, 0, 25, 48, 95]))
    base = ht - rem + port
    tva = r2(base * Decimal("0.2"))
    total = base + tva
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT", f"{fr2(ht)} €", False)]
        if rem:
            rows_.append(("Remise", f"- {fr2(rem)} €", False))
        if port:
            rows_.append(("Frais de port", f"{fr2(port)} €", False))
        if rem or port:
            rows_.append(("Base HT", f"{fr2(base)} €", False))
        rows_.append(("TVA 20 %", f"{fr2(tva)} €", False))
        xl = m + wd * 0.56
        y = lat_total(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Net à payer TTC"),
            f"{fr2(total)} €",
        )
        if rng.random() < 0.45:
            ac = r2(total * Decimal(rng.choice(["0.3", "0.4", "0.5"])))
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Acompte versé", f"{fr2(ac)} €", False),
                    ("Reste à payer", f"{fr2(total - ac)} €", False),
                ],
                8.2,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre devis {devis} ; facturation sur les quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Fiches de données de sécurité (FDS) et certificats IFRA à joindre pour chaque parfum. Verrerie emballée par cartons de 24, sans casse.",
        "Merci de rappeler notre numéro de commande sur le bon de livraison et la facture. Règlement à 45 jours fin de mois.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Bon pour commande – {rng.choice(['Gérante', 'Responsable achats', 'Directeur'])} {rng.choice(['Claire', 'Julien', 'Sophie', 'Marc'])} {s2}",
    )
    d.sign(m + sw + 20, y, sw, "Accusé de réception fournisseur (date, cachet)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_fr_bougies_artisanales_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bg)


# --------------------------------------------------------------------------- 9 nl-BE pigeon-racing club's order for feed, baskets and clocks

DV_N = "De Blauwe Vleugel|Snelle Vlucht|De Eendracht|Vrij Spel|De Zwaluw|Luchtpost|De Hoop|Sint-Rochus|De Verenigde Vrienden|Vliegende Duif|Noorderwind|De Kampioen".split(
    "|"
)
DV_BUY = [
    "Duivenmaatschappij {n} vzw",
    "Koninklijke Maatschappij {n} vzw",
    "Duivenbond {n} vzw",
    "Samenspel {n} vzw",
]
DV_SN = "Vandenabeele|Verstraete|De Clercq|Vermeulen|Claeys|Desmet|Vanhoutte|Mertens|De Wilde|Vercruysse|Devos|Coppens".split(
    "|"
)
DV_SUP_FORMED = [
    "{n} Duivenvoeders NV",
    "{n} Duivensport BV",
    "{n} Pigeon Products NV",
    "{n} Electronics BV",
    "Mengvoeders {n} BV",
]
DV_SUP_BARE = ["Duivenvoeders {n}", "{n} Manden", "Hoeve {n}"]
DV_ITEMS = [
    ("Kwekersmengeling zonder gerst 25 kg", "zak", 6, 16, 26),
    ("Sportmengeling Superieur 20 kg", "zak", 6, 18, 29),
    ("Zuiveringsmengeling 20 kg", "zak", 6, 14, 22),
    ("Grit met anijs 10 kg", "emmer", 6, 9, 16),
    ("Pikstenen (doos 12 st.)", "doos", 6, 24, 40),
    ("Vitaminen + elektrolyten 1 l", "fles", 21, 18, 34),
    ("Transportmand rotan 4 vakken", "st", 21, 48, 92),
    ("Kunststof reismand 12 duiven", "st", 21, 38, 70),
    ("Elektronische constateur (klok)", "st", 21, 380, 720),
    ("Chipringen voor klok (100 st.)", "pak", 21, 95, 180),
    ("Drinkbak 5 l", "st", 21, 6, 12),
    ("Ontsmettingsmiddel hok 5 l", "can", 21, 22, 40),
]


def _dv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    club = rng.choice(DV_BUY).format(n=rng.choice(DV_N))
    s1, s2, s3 = rng.sample(DV_SN, 3)
    sup = bare_or(rng, DV_SUP_FORMED, DV_SUP_BARE, 0.3).format(n=s1)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"{dt.year}/0##", f"BB-{dt:%y}-###", "B####", f"{dt:%y}###", "DM-####"])
    )
    klant = la.digits(rng, rng.choice(["K-#####", "######"]))
    offerte = la.digits(rng, rng.choice(["OFF-####", "Offerte ####/##"]))
    ogm = la.digits(rng, "+++###/####/#####+++")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "kv", "grid", "head"])
    po_lab = la.pick(rng, "Bestelbon nr.|Bestelnummer|Ons bestelnummer|Bestelling nr.")
    ond = la.digits(rng, "0###.###.###")
    gem = rng.choice(
        ["Roeselare", "Izegem", "Tielt", "Lokeren", "Geel", "Herentals", "Torhout", "Zottegem"]
    )
    cafe = f"Café {rng.choice(['De Sportwereld', 'Den Hert', 'De Duif', 'Het Lokaal', 'Sint-Sebastiaan'])}"

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{club} · ondernemingsnummer {ond} · RPR Gent · BE{la.digits(rng, '## #### #### ####')}",
            6.6,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestelbon {po} (vervolg)", 9, b=True)
        return 58

    d.box(m, 30, 8, 36, fill=0.5, stroke=False)
    d.t(m + 16, 46, club, 13.5, b=True)
    d.t(
        m + 16,
        60,
        f"Lokaal: {cafe}, {rng.choice(['Markt', 'Statiestraat', 'Kerkplein'])} {rng.randint(1, 80)}, {la.digits(rng, '8###')} {gem} · secretaris {rng.choice(['Noël', 'Gilbert', 'Rita', 'Marc'])} {s3} 04{la.digits(rng, '## ## ## ##')}",
        7.4,
        grey=0.3,
        maxw=wd - 16,
    )
    title = la.pick(rng, "BESTELBON|Bestelbon|Bestelling")
    d.t(r, 46, f"{title} {po}" if mode == "title" else title, 13, b=True, al="r")
    y = 84
    refs = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, rng.choice(["dmy", "dash"]))),
        ("Klantnummer", klant),
        ("Uw offerte", offerte),
        ("Vluchtseizoen", str(dt.year if dt.month < 10 else dt.year + 1)),
    ]
    if mode == "title":
        refs = refs[1:]
    elif rng.random() < 0.3:
        refs[0], refs[1] = refs[1], refs[0]
    if mode in ("grid", "head"):
        y = lat_refs(d, mode, m, y, wd, refs, 8.2) + 10
        refs = []
    alab = la.pick(rng, "Aan|Leverancier|Aan:|")
    sy = y
    if alab:
        d.t(m, sy + 8, alab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Industrieweg', 'Ambachtsstraat', 'Brugsesteenweg', 'Kortrijkseweg'])} {rng.randint(1, 150)}",
            f"{la.digits(rng, '8###')} {rng.choice(['Lichtervelde', 'Ardooie', 'Deinze', 'Waregem', 'Wingene'])}",
            f"btw BE {la.digits(rng, '0###.###.###')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    if refs:
        ky = lat_refs(d, "kv", m + wd * 0.55, y, wd * 0.45, refs, 8.2)
        sy = max(sy, ky)
    y = sy + 10
    y = (
        wrapped(
            d,
            m,
            y,
            f"Leveradres: {cafe} (clublokaal), achteringang – levering op {rng.choice(['vrijdag', 'zaterdag', 'woensdag'])} tussen 17 en 19 u., vóór het inkorven.",
            8,
            wd,
            grey=0.2,
        )
        + 6
    )
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng,
        DV_ITEMS,
        n,
        [1, 2, 3, 4, 5, 10, 12, 20, 40],
        ["(jonge duiven)", "(weduwschap)", "(extra)"],
    )
    lines = requant(
        rng, lines, [(40, [2, 4, 5, 10, 20, 40]), (100, [2, 4, 6, 10]), (1e9, [1, 2, 3, 5])]
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
        [wd * f for f in (0.06, 0.46, 0.08, 0.09, 0.12, 0.07, 0.12)],
        ["Nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "Btw", "Totaal €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    kpct = rng.choice([0, 0, 5, 10])
    n6 = sum((a for it, _, _, a in lines if it[2] == 6), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    k6, k21 = pct_of(n6, kpct), pct_of(n21, kpct)
    b6, b21 = r2((n6 - k6) * Decimal("0.06")), r2((n21 - k21) * Decimal("0.21"))
    total = n6 - k6 + n21 - k21 + b6 + b21
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totaal excl. btw", f"€ {eu(n6 + n21)}", False)]
        if kpct:
            rows_.append((f"Clubkorting {kpct} %", f"- € {eu(k6 + k21)}", False))
        if n6:
            rows_.append(("Btw 6 %", f"€ {eu(b6)}", False))
        if n21:
            rows_.append(("Btw 21 %", f"€ {eu(b21)}", False))
        xl = m + wd * 0.56
        y = lat_total(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "Totaal incl. btw|TOTAAL|Totaal te betalen|Eindtotaal"),
            f"€ {eu(total)}",
        )
        if rng.random() < 0.4:
            vs = r2(total * Decimal(rng.choice(["0.2", "0.3", "0.5"])))
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Voorschot betaald", f"- € {eu(vs)}", False),
                    ("Saldo", f"€ {eu(total - vs)}", False),
                ],
                8.2,
            )
        y = wrapped(d, m, y + 4, f"Betaling met gestructureerde mededeling {ogm}.", 7.8, wd)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens {offerte}; factuur volgt na levering op basis van de geleverde hoeveelheden.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Voeders met lotnummer en houdbaarheidsdatum; klokken met conformiteitsattest KBDB.",
        "Gelieve ons bestelnummer te vermelden op leveringsbon en factuur.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Voor het bestuur – {rng.choice(['voorzitter', 'penningmeester', 'secretaris'])} {rng.choice(DV_SN)}",
    )
    d.sign(m + sw + 20, y, sw, "Voor akkoord leverancier")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_nl_be_duivenmaatschappij_bestelbon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dv)


# --------------------------------------------------------------------------- 10 es-ES turrón maker's order for almonds, honey, wafer and boxes

TU_N = "La Jijonenca|El Almendro Dorado|Hermanos Sirvent|Casa Mira|La Alicantina|Monerris|Coloma García|El Lobo Blanco|San Andrés|Doña Carmen".split(
    "|"
)
TU_BUY = [
    "Turrones {n} S.L.",
    "{n} Dulces Artesanos S.A.",
    "Obrador {n}",
    "Industrias Turroneras {n} S.L.",
    "{n} Turrones y Mazapanes S.L.U.",
]
TU_SN = (
    "Verdú|Sanchis|Ferrándiz|Garrigós|Arques|Cano|Pastor|Mira|Gisbert|Linares|Tortosa|Ibáñez".split(
        "|"
    )
)
TU_SUP_FORMED = [
    "Almendras {n} S.L.",
    "Mieles {n} S.A.",
    "Cartonajes {n} S.L.",
    "Obleas {n} S.L.",
    "{n} Frutos Secos S.A.",
    "Envases {n}, S.L.",
]
TU_SUP_BARE = ["Apicultura {n}", "Hijos de {n}", "Obleas {n}"]
TU_ITEMS = [
    ("Almendra marcona repelada calibre 14/16", "kg", 10, 7.8, 11.5),
    ("Almendra largueta tostada", "kg", 10, 6.9, 9.8),
    ("Miel de azahar (bidón 25 kg)", "bidón", 10, 140, 210),
    ("Miel de romero (bidón 25 kg)", "bidón", 10, 150, 230),
    ("Clara de huevo pasteurizada 1 l", "l", 10, 3.2, 5.4),
    ("Azúcar blanquilla (saco 50 kg)", "saco", 10, 42, 58),
    ("Oblea de fécula (caja 500 hojas)", "caja", 10, 28, 46),
    ("Avellana tostada", "kg", 10, 8.5, 12.5),
    ("Estuche cartón 300 g impreso", "ud.", 21, 0.28, 0.62),
    ("Film celofán bobina", "bobina", 21, 34, 58),
    ("Etiqueta I.G.P. Jijona/Alicante (rollo)", "rollo", 21, 22, 40),
    ("Caja expositora 12 uds.", "ud.", 21, 0.9, 1.8),
]


def _tu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    house = rng.choice(TU_BUY).format(n=rng.choice(TU_N))
    s1, s2 = rng.sample(TU_SN, 2)
    sup = bare_or(rng, TU_SUP_FORMED, TU_SUP_BARE, 0.3).format(n=s1)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"PED-{dt.year}-###", f"{dt:%y}/####", "P######", f"PC{dt:%y}####", "OC-#####"]
        ),
    )
    prov = la.digits(rng, "40####")
    pres = la.digits(rng, rng.choice(["Presupuesto ####", "PRE-#####", "Oferta ###/##"]))
    lote = la.digits(rng, f"Campaña Navidad {dt.year} / Lote ##")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["head", "title", "kv", "grid", "box"])
    po_lab = la.pick(rng, "Nº Pedido|Número de pedido|Pedido nº|Nº de pedido")
    cif = la.digits(rng, "@########")
    sup_first = rng.random() < 0.3

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{house} · CIF {cif} · Registro Sanitario 20.{la.digits(rng, '#####')}/A · Inscrita en el R.M. de Alicante, tomo {la.digits(rng, '####')}",
            6.4,
            grey=0.4,
            maxw=wd - 50,
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

    title = la.pick(rng, "PEDIDO DE COMPRA|Pedido a proveedor|HOJA DE PEDIDO|PEDIDO")
    hl = [
        f"{rng.choice(['Avda. de la Constitución', 'Calle del Turrón', 'Polígono Industrial Espartal', 'Carretera de Busot'])} {rng.randint(1, 120)}",
        f"{rng.choice(['03100 Jijona', '03110 Mutxamel', '03560 El Campello', '03820 Cocentaina'])} (Alicante) · Tel. 96{la.digits(rng, '# ### ###')}",
        f"CIF: {cif}",
    ]
    pl = la.pick(rng, "Proveedor|Proveedor:|Sr./Sres.:|")
    srows = [
        sup,
        f"{rng.choice(['Polígono Industrial', 'C/ Mayor', 'Avda. de Valencia', 'Camí Vell'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Reus', 'Lorca', 'Elche', 'Xàtiva', 'Albacete'])}",
        f"NIF: {la.digits(rng, '@########')}",
    ]
    if sup_first:
        y = 44
        if pl:
            d.t(m, y + 8, pl, 8, b=True, grey=0.35)
            y += 12
        y = d.lines(m, y, srows, 9, b_first=True, lead=11)
        d.t(r, 50, house, 13, b=True, al="r")
        d.lines(r, 56, hl, 7.6, al="r", lead=10)
        y = max(y, 92) + 6
        d.t(m, y + 12, f"{title} {po}" if mode == "title" else title, 14, b=True)
        y += 24
    else:
        d.t(m, 48, house, 14, b=True)
        d.lines(m, 54, hl, 7.8, lead=10)
        d.t(r, 50, f"{title} {po}" if mode == "title" else title, 14, b=True, al="r")
        y = 96
        cw = wd * 0.48
        yy = y
        if pl:
            d.t(r - cw, yy + 8, pl, 8, b=True, grey=0.35)
            yy += 12
        d.box(r - cw - 6, y - 4, cw + 6, 74 if pl else 62, stroke=True)
        d.lines(r - cw, yy, srows, 8.8, b_first=True, lead=11)
        d.lines(
            m,
            y,
            [
                f"Solicitado por: {rng.choice(['Dpto. de Compras', 'Jefe de obrador', 'Gerencia'])}",
                f"Contacto: {rng.choice(['Rosa', 'Vicente', 'Amparo', 'Paco'])} {s2}",
                f"Correo: compras@{s2.lower()}turrones.es",
            ],
            7.8,
            lead=11,
        )
        y += 80
    refs = [
        (po_lab, po),
        ("Fecha", la.dfmt(dt, "dmy")),
        ("Nº Proveedor", prov),
        ("Su presupuesto", pres),
        ("Campaña / lote", lote),
    ]
    if mode == "title":
        refs = refs[1:]
    elif rng.random() < 0.4:
        refs[0], refs[1] = refs[1], refs[0]
    if mode in ("head", "grid", "box"):
        y = lat_refs(d, mode, m, y, wd, refs if mode != "box" else refs[:4], 8.4) + 12
    else:
        y = lat_refs(d, "kv", m, y, wd * 0.6, refs, 8.2) + 8
    y = (
        wrapped(
            d,
            m,
            y,
            f"Entregar en: Almacén {rng.choice(TU_SN)} Logística S.L., nave {rng.randint(1, 9)}, Polígono Les Cometes (cita previa), de 7 a 13 h.",
            8,
            wd,
            grey=0.2,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng,
        TU_ITEMS,
        n,
        [10, 20, 50, 100, 250, 500, 1000, 2000],
        ["(ecológica)", "(campaña)", "(granel)"],
        big=100,
    )
    lines = requant(
        rng,
        lines,
        [
            (2, [500, 1000, 2000, 5000]),
            (15, [50, 100, 250, 500, 1000]),
            (60, [5, 10, 20, 40]),
            (1e9, [2, 4, 6, 10]),
        ],
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
        [wd * f for f in (0.06, 0.46, 0.09, 0.08, 0.11, 0.07, 0.13)],
        ["Lín.", "Descripción", "Cant.", "Ud.", "Precio €", "IVA", "Importe €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    dpct = rng.choice([0, 0, 2, 3])
    n10 = sum((a for it, _, _, a in lines if it[2] == 10), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    d10, d21 = pct_of(n10, dpct), pct_of(n21, dpct)
    b10, b21 = n10 - d10, n21 - d21
    i10, i21 = r2(b10 * Decimal("0.10")), r2(b21 * Decimal("0.21"))
    total = b10 + b21 + i10 + i21
    if y + 160 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Suma", f"{eu(n10 + n21)} €", False)]
        if dpct:
            rows_.append((f"Dto. pronto pago {dpct}%", f"-{eu(d10 + d21)} €", False))
        rows_.append(("Base imponible", f"{eu(b10 + b21)} €", False))
        if n10:
            rows_.append((f"IVA 10% s/ {eu(b10)}", f"{eu(i10)} €", False))
        if n21:
            rows_.append((f"IVA 21% s/ {eu(b21)}", f"{eu(i21)} €", False))
        xl = m + wd * 0.52
        y = lat_total(
            d,
            rng,
            xl,
            r - 3,
            y,
            rows_,
            la.pick(rng, "TOTAL PEDIDO|Total pedido|Importe total|TOTAL"),
            f"{eu(total)} €",
            8.6,
            0.45,
        )
        if rng.random() < 0.35:
            an = r2(total * Decimal(rng.choice(["0.2", "0.3"])))
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Anticipo entregado", f"-{eu(an)} €", False),
                    ("Pendiente de pago", f"{eu(total - an)} €", False),
                ],
                8.2,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {pres}; el importe se liquidará según albarán de entrega.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "La almendra deberá acompañarse de boletín de análisis de aflatoxinas y trazabilidad de lote. Miel con certificado de origen.",
        "Indiquen nuestro número de pedido en albarán y factura; facturas sin número de pedido serán devueltas. Pago a 60 días fecha factura.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m, y, sw, f"Conforme: {rng.choice(['Director de compras', 'Maestro turronero', 'Gerente'])}"
    )
    d.sign(m + sw + 20, y, sw, "Aceptación del proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit26_es_turronera_pedido_materias(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tu)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit26_") and callable(fn)
}

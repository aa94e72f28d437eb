# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind48 (`blind49_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-AU, de-CH, fr-FR, es-ES and nl-NL.

- blind49_zh_cangchu_chache_peijian_caigou: a Chinese warehouse operator's order for forklift
  spare parts and traction batteries (the buyer's letterhead centred or at the left, the order
  number in red beside the title, in a label / value grid, in a header row with its value
  below or in plain label lines; the supplier under 供应商 / 供方 / 致 or with no label, the
  buyer and a receiving warehouse company beside or below it; a ruled item grid with part
  codes; prices with VAT included or a 税额 13 % line and 价税合计; discount, freight, 大写,
  a prepayment and balance, requisition / framework-contract / work-order numbers, a seal).
- blind49_zh_zhongye_xiaoshou_queren: a seed company's sales confirmation to a farming
  cooperative (the seller's letterhead first with its licence number; its own sales number in
  a box at the right, in a grid or a header row beside the customer's purchase-order number,
  or the customer's order number quoted in the opening sentence; varieties with their
  registration numbers; 货款合计 / 优惠 / 运费 / 合计 with the amount at times on the line
  below, 大写, a deposit received and the balance, the seller's bank lines, both signatures).
- blind49_hk_xiaoba_lingjian_caigou: a Hong Kong minibus operator's order for spare parts
  (bilingual 採購單 / PURCHASE ORDER; the P.O. number beside the title, in a header table
  row, in a label grid or in a right-hand block; supplier under 供應商 / 致 To / Messrs. or
  none, its English name beneath; depot deliver-to, route and registration numbers, job card
  and quotation; 小計 / 折扣 / 總額, the total at times below its label, words, a deposit and
  the balance).
- blind49_ja_karaoke_tenpo_shizai_hacchusho: a Japanese karaoke chain's order for equipment
  and food (発注書 / 注文書; the supplier with 御中 or under 発注先; the order number in a
  small box, beside the title, in a grid or in a header row; the store and a logistics
  centre as 納品先; 10 % and 8 % consumption tax; a big 合計金額 box whose amount sits below
  the label at times; seals and approval boxes).
- blind49_en_gb_narrowboat_hire_chandlery_po: a canal narrowboat hire company's order for
  chandlery, engine parts and LPG (PURCHASE ORDER with the number beside the title, in a
  label / value block, a boxed grid or a header row; the supplier under Supplier / To /
  Vendor or none, left or right of the refs; deliver-to a hire base and invoice-to; boat
  names, requisition, job card and quote; VAT at 20 % and 5 %, carriage, discount, the total
  at times on the line below its label, a deposit paid and balance; landscape at times).
- blind49_en_au_shearing_contractor_gear_po: an Australian shearing contractor's order for
  handpieces, combs, cutters and wool packs (letterhead with ABN; the PO number in a box at
  the right, beside the title, in a grid or a header row; Supplier / Order from / To or no
  label; deliver to a station woolshed c/- a stock agent; GST 10 %, freight, Total inc GST
  with its figure below at times, a deposit and amount outstanding).
- blind49_de_ch_seeschifffahrt_bestellung: a Swiss lake-shipping company's order for deck
  gear, engine parts and on-board catering (a window address with the sender line and at
  times "Firma" above the name, or a "Lieferant" block; the order number beside the title,
  in the right data block, in a boxed grid or a header row; ships, Kostenstelle, Offerte and
  Lieferanten-Nr.; MWST 8,1 % and 2,6 %, Rundung to 5 Rappen, CHF 1'234.50 figures, the
  total below its label at times, "Freundliche Grüsse").
- blind49_fr_parfumeur_flacons_bon_commande: a Grasse perfume house's order for raw materials,
  bottles and packaging (BON DE COMMANDE with its number beside the title, in a boxed grid, a
  header row or a right-hand block; Fournisseur / À l'attention de / no label; livraison and
  facturation blocks; Total HT / remise / port / TVA 20 % / Total TTC, at times below its
  label, an acompte and a reste à payer; SIRET, NAF and TVA in the footer; landscape at
  times).
- blind49_es_cofradia_cera_flores_pedido: a Spanish brotherhood's order for wax, candles,
  flowers and incense for its procession (the order number in a header row with its value
  below, beside the title or in a label block; Proveedor / Sres. / no label; IVA 21 % and
  10 % bases, TOTAL PEDIDO or Importe total with its figure below at times, an entrega a
  cuenta and pendiente; the procession and budget numbers near the order number).
- blind49_nl_ijsbaan_schaatsen_inkooporder: a Dutch ice rink's order for hire skates,
  sharpening, rink upkeep and snack-bar stock (INKOOPORDER with its number beside the title,
  in a boxed grid, a header row or a right-hand block; Leverancier / Aan / no label;
  afleveradres and factuuradres; btw 9 % and 21 %, Totaal incl. btw / Te betalen with its
  figure below at times, an aanbetaling and restant; KvK and IBAN).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, route,
job card or the seller's sales number; on the seller's confirmation the customer's order
number); the supplier exactly as printed on its own first line (the seller of the
confirmation; never 御中, "Firma", "Attn", "To" or a contact); the grand total as "1234.50"
(whole yen as "1234.00"; after discounts, incl. tax and rounding, before deposits and
prepayments; "" when the document states none, about one document in eleven).
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


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (France)."""
    return grouped(v, " ", ",")


def yen(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def pct_of(v: Decimal, rate: str) -> Decimal:
    return r2(v * Decimal(rate) / 100)


# --------------------------------------------------------------------------- shared drawing


def _fit_ws(d: la.Doc, labels: list[str], vals: list[str], size: float, w: float):
    """Column widths for a one-row label / value strip, or None when it cannot fit."""
    nat = [max(d.width(k, size - 1, True), d.width(v, size)) + 12 for k, v in zip(labels, vals)]
    if sum(nat) > w:
        return None
    extra = (w - sum(nat)) / len(nat)
    return [n + extra for n in nat]


def lrefs(
    d: la.Doc,
    rng: random.Random,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    mode: str,
    size: float = 8.4,
) -> float:
    """Order references on a latin page: 'grid' boxed labels over values, 'row' a ruled header
    row with the values below, 'kv' bold labels with values beside, 'right' grey labels with
    the values flush right. Returns the y below."""
    labels, vals = [k for k, _ in pairs], [v for _, v in pairs]
    ws = None
    if mode in ("grid", "row"):
        ws = _fit_ws(d, labels, vals, size, w)
        if ws is None:
            mode = "kv"
    if mode == "grid" and ws:
        return d.grid(x, y, ws, labels, vals, size, shade=rng.choice([0.86, 0.92, None]))
    if mode == "row" and ws:
        d.line(x, y, x + w, y, 0.6)
        y = lrow(
            d,
            x,
            y,
            ws,
            labels,
            "l" * len(ws),
            h=size + 8,
            size=size - 1,
            b=True,
            fill=rng.choice([0.88, 0.93, None]),
        )
        return lrow(d, x, y, ws, vals, "l" * len(ws), h=size + 9, size=size)
    lead = size * 1.5
    if mode == "kv":
        lw = max(d.width(k, size, True) for k in labels) + 10
        for k, v in pairs:
            d.t(x, y + size, k, size, b=True)
            d.t(x + lw, y + size, v, size)
            y += lead
        return y
    for k, v in pairs:
        d.t(x, y + size, k, size, grey=0.3)
        d.t(x + w, y + size, v, size, al="r")
        y += lead
    return y


def lparty(
    d: la.Doc,
    x: float,
    y: float,
    label: str,
    rows: list[str],
    size: float = 8.8,
    lead: float = 11.5,
) -> float:
    """A party block: an optional grey label line, then the name in bold and its lines."""
    if label:
        d.t(x, y + 8, label, 7.8, b=True, grey=0.35)
        y += 12
    return d.lines(x, y, rows, size, b_first=True, lead=lead)


def ltotals(
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
    """The summary lines, then the grand total: boxed / shaded on its line, or its figure on
    the line below the label."""
    if rows:
        y = d.summary(xl, xr, y, [(a, b, False) for a, b in rows], size)
    if rng.random() < 0.3:
        d.line(xl - 4, y + 2, xr + 3, y + 2, 0.8)
        d.t(xl, y + size + 6, lab, size + 0.4, b=True)
        d.t(xr, y + 2 * size + 14, val, size + 2.4, b=True, al="r")
        return y + 2 * size + 20
    return d.summary(
        xl,
        xr,
        y,
        [(lab, val, True)],
        size + 0.4,
        box_last=rng.random() < 0.5,
        shade=rng.choice([None, None, 0.88]),
    )


def crefs(
    pdf: cj.Pdf,
    rng: random.Random,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    mode: str,
    *,
    size: float = 8.4,
    ink: Color = black,
) -> float:
    """Order references on a CJK page: 'grid' two label / value pairs a row, 'row' a header
    row with the values below, 'text' label：value lines in two columns. Returns the y below."""
    if mode == "grid":
        rows = []
        for i in range(0, len(pairs), 2):
            rows.append([*pairs[i], *(pairs[i + 1] if i + 1 < len(pairs) else ())])
        return kgrid(
            pdf, x, y, cj.rel(w, [14, 36, 14, 36]), rows, h=18, size=size, ink=ink, fill=PALE
        )
    if mode == "row":
        ws = cj.rel(w, [max(len(k) * 1.0, len(v) * 0.58) + 2 for k, v in pairs])
        n = len(pairs)
        y = crow(
            pdf,
            x,
            y,
            ws,
            [k for k, _ in pairs],
            "c" * n,
            h=18,
            size=size - 0.4,
            fill=PALE,
            head=True,
        )
        return crow(pdf, x, y, ws, [v for _, v in pairs], "c" * n, h=19, size=size)
    half = (len(pairs) + 1) // 2
    lead = size * 1.75
    for i, (k, v) in enumerate(pairs):
        col, r = divmod(i, half)
        pdf.text(x + col * w / 2, y + size + 2 + r * lead, f"{k}：{v}", size, maxw=w / 2 - 8)
    return y + half * lead + 4


def cpanel(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    rows: list[tuple[str, str]],
    *,
    size: float = 8.4,
    box: bool = True,
    lab_w: float = 58,
) -> float:
    """Label：value rows, the first value (the party's name) in bold; a label '' puts the value
    at the left edge. Returns the y below."""
    yy = y
    for i, (lab, val) in enumerate(rows):
        vx = x + 5 + (lab_w if lab else 0)
        for k, ln in enumerate(cj.wrap(val, size, x + w - vx - 5)):
            if lab and k == 0:
                pdf.text(x + 5, yy + 13, f"{lab}：", size - 0.2, colour=GREY)
            pdf.text(vx, yy + 13, ln, size + (0.6 if i == 0 else 0), bold=i == 0)
            yy += 14
    if box:
        pdf.rect(x, y, w, yy - y + 5, stroke=GREY, lw=0.5)
    return yy + 5


def ctotals(
    pdf: cj.Pdf,
    rng: random.Random,
    right: float,
    y: float,
    rows: list[tuple[str, str]],
    lab: str,
    val: str,
    *,
    size: float = 8.6,
    ink: Color = black,
    w2: tuple[float, float] = (112, 112),
) -> float:
    """Summary rows at the right, then the total on its own shaded row, or in a box with the
    amount on the line below its label."""
    x = right - sum(w2)
    for l_, v in rows:
        y = crow(pdf, x, y, list(w2), [l_, v], "lr", h=18, size=size)
    if rng.random() < 0.3:
        pdf.rect(x, y, sum(w2), 40, stroke=ink, lw=0.9)
        pdf.text(x + 6, y + 14, lab, size + 0.4, bold=True)
        pdf.text(right - 6, y + 33, val, size + 4, align="r", bold=True, colour=ink)
        return y + 40
    return crow(pdf, x, y, list(w2), [lab, val], "lr", h=20, size=size + 0.4, bold=True, fill=PALE)


# --------------------------------------------------------------------------- 1 zh-Hans warehouse operator's forklift spare-parts order

CC_CITY = "嘉兴 昆山 太仓 武汉 成都 重庆 天津 廊坊 无锡 佛山 长沙 合肥".split()
CC_B = "顺通 远航 安达 嘉运 汇通 联储 恒丰 中储 速达 新港 天运 百联".split()
CC_BUY = [
    "{c}{b}供应链管理有限公司",
    "{c}{b}仓储物流有限公司",
    "{b}冷链物流（{c}）有限公司",
    "{c}{b}物流园区运营有限公司",
]
CC_SB = "合力 杭叉 龙工 力达 宏源 恒力 永恒 众诚 鼎力 华运 锐达 金牛".split()
CC_SUP_FORMED = [
    "{c}{s}叉车配件有限公司",
    "{c}{s}工程机械有限公司",
    "{s}叉车销售服务（{c}）有限公司",
    "{c}{s}蓄电池有限公司",
    "{c}{s}物流设备有限公司",
]
CC_SUP_BARE = ["{c}{s}叉车配件经营部", "{c}市{s}叉车维修部", "{s}轮胎商行"]
CC_ITEMS = [
    ("叉车实心轮胎", "6.50-10 黑色", "条", 680, 1200),
    ("无痕实心轮胎", "28×9-15 白色", "条", 820, 1500),
    ("牵引蓄电池组", "48V 560Ah D型", "组", 18500, 32000),
    ("电动叉车控制器", "1232E 24-36V", "台", 4200, 7800),
    ("液压多路阀", "CDB2-F15 三联", "只", 1100, 2300),
    ("起升油缸密封修理包", "3吨门架用", "套", 180, 420),
    ("叉车货叉", "1220mm 3T", "把", 950, 1800),
    ("刹车片", "CPCD30 前轮", "副", 85, 190),
    ("门架链条", "LH1266", "米", 120, 260),
    ("LED蓝光警示灯", "10-80V", "只", 95, 210),
    ("倒车蜂鸣器", "12-80V", "只", 35, 80),
    ("机油滤清器", "JX0810", "只", 22, 48),
    ("智能充电机", "48V 100A", "台", 5200, 9800),
    ("座椅安全带", "两点式", "条", 45, 110),
]


def _cc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(CC_CITY, 2)
    bb = rng.choice(CC_B)
    buyer = rng.choice(CC_BUY).format(c=c1, b=bb)
    site = f"{c1}{bb}仓储服务有限公司"
    sup = bare_or(rng, CC_SUP_FORMED, CC_SUP_BARE, 0.25).format(c=c2, s=rng.choice(CC_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n3}|PO-{y}{m}-{n4}|WL{Y}{n5}|{Y}CG{n4}")
    req = cj.number(rng, d, "QG-{y}{m}{n3}|REQ{Y}{n4}")
    kj = cj.number(rng, d, "KJ-{Y}-{n3}|HT{y}{n4}")
    wo = cj.number(rng, d, "WX{y}{m}{n3}|GD-{n5}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "row", "text"])
    po_lab = cj.pick(rng, "采购单号|订单编号|采购订单号|PO号")
    ink = rng.choice([Color(0.1, 0.3, 0.55), Color(0.55, 0.1, 0.1), black])
    excl = rng.random() < 0.35
    title = cj.pick(rng, "采购订单|叉车配件采购单|备品备件采购订单|采购单")
    ds = rng.choice(["cn", "iso", "slash", "dot"])

    def foot() -> None:
        s_ = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(right, pdf.h - 24, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"{buyer}　采购部", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）　{po_lab}：{po}", 8.8, bold=True)
        return 46

    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, 40, buyer, 15, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            53,
            f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
            7.6,
            align="c",
            colour=GREY,
        )
        pdf.text(pdf.w / 2, 80, title, 16, align="c", bold=True)
        pdf.line(pdf.w / 2 - 70, 85, pdf.w / 2 + 70, 85, lw=0.7)
        if mode == "beside":
            pdf.text(right, 80, f"No. {po}", 11, align="r", colour=RED)
            pdf.text(m, 80, f"日期：{cj.fdate(d, ds)}", 8.4)
        y = 96
    else:
        pdf.text(m, 42, buyer, 14, bold=True, colour=ink)
        pdf.text(m, 56, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
        pdf.text(m, 67, f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}", 7.6, colour=GREY)
        pdf.text(right, 46, title, 17, align="r", bold=True)
        if mode == "beside":
            pdf.text(right, 64, f"{po_lab}：{po}", 10, align="r", colour=RED, bold=True)
            pdf.text(right, 77, f"日期：{cj.fdate(d, ds)}", 8.2, align="r")
        pdf.line(m, 84, right, 84, lw=1.0, colour=ink)
        y = 94
    pairs = [] if mode == "beside" else [(po_lab, po), ("下单日期", cj.fdate(d, ds))]
    pairs += [("请购单号", req), ("框架合同号", kj), ("维修工单", wo)]
    pairs.append(("付款方式", cj.pick(rng, "月结30天|月结60天|货到票到30天付款|预付30%")))
    if mode != "beside" and rng.random() < 0.3:
        pairs[0], pairs[2] = pairs[2], pairs[0]
    y = crefs(pdf, rng, m, y, wd, pairs, "text" if mode == "beside" else mode, ink=ink) + 8
    sup_lab = cj.pick(rng, "供应商|供方|致|卖方|")
    sp = [(sup_lab, sup)] if sup_lab else [("", sup)]
    sp += [
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("税号", cj.credit_code(rng)),
    ]
    bp = [
        (cj.pick(rng, "需方|采购方|买方"), buyer),
        ("采购员", f"{cj.person(rng)}　{cj.zh_tel(rng)}"),
        ("开票税号", cj.credit_code(rng)),
    ]
    shp = [
        ("收货单位", site),
        ("收货地址", f"{cj.zh_addr(rng)}（{rng.randint(1, 9)}号库 {rng.randint(1, 24)}号月台）"),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
    ]
    lay = rng.choice(["side", "side", "stack"])
    if lay == "side":
        pw = (wd - 16) / 2
        left, rightp = (sp, bp + shp) if rng.random() < 0.65 else (bp + shp, sp)
        y1 = cpanel(pdf, m, y, pw, left)
        y2 = cpanel(pdf, m + pw + 16, y, pw, rightp)
        y = max(y1, y2) + 8
    else:
        blocks = [sp, bp, shp]
        if rng.random() < 0.4:
            blocks = [bp, sp, shp]
        for bl in blocks:
            y = cpanel(pdf, m, y, wd, bl, box=rng.random() < 0.5) + 2
        y += 6
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [20, 24] if land else [30, 38])
    lines = more_lines(
        rng, CC_ITEMS, n, [1, 2, 4, 6, 8, 10, 20], ["（原厂）", "（加强型）", "（备用）"], big=3000
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [
            str(i),
            f"CC-{rng.randint(10000, 99999)}",
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            cj.money(p) if stated else "",
            cj.money(a) if stated else "",
        ]
        body.append((cells, a))
    pl, al = (
        ("不含税单价", "不含税金额")
        if excl
        else (cj.pick(rng, "含税单价|单价（元）|单价"), cj.pick(rng, "含税金额|金额（元）|金额"))
    )
    ws = cj.rel(wd, [5, 11, 19, 17, 6, 8, 13, 15])
    heads = ["序号", "物料编码", "名称", "规格型号", "单位", "数量", pl, al]
    y = ctable(
        pdf, m, y, ws, heads, body, "cllccrrr", rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = pct_of(sub, str(rng.choice([0, 0, 0, 2, 3, 5])))
    fr = Decimal(rng.choice([0, 0, 0, 100, 200, 350]))
    net = sub - off + fr
    tax = pct_of(net, "13") if excl else ZERO
    total = net + tax
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("小计", cj.money(sub))]
        if off:
            rows.append(("折扣", f"-{cj.money(off)}"))
        if fr:
            rows.append(("运费", cj.money(fr)))
        if excl:
            rows.append(("税额（13%）", cj.money(tax)))
            lab = cj.pick(rng, "价税合计|合计（含税）|订单总额")
        else:
            lab = cj.pick(rng, "合计金额|订单总金额|合计（含税）|总计")
        if len(rows) == 1:
            rows = [] if rng.random() < 0.5 else rows
        if rng.random() < 0.55:
            y = ctotals(pdf, rng, right, y, rows, lab, f"¥{cj.money(total)}", ink=ink)
            pdf.text(m, y + 12, f"金额大写：人民币{cj.daxie(total)}", 8.6)
            y += 20
        else:
            for l_, v in rows:
                y = crow(pdf, m, y, ws, ["", "", l_, "", "", "", "", v], "cllccrrr", h=18, size=7.8)
            w2 = [sum(ws[:3]), sum(ws[3:7]), ws[7]]
            y = crow(
                pdf,
                m,
                y,
                w2,
                [lab, f"大写：{cj.daxie(total)}", f"¥{cj.money(total)}"],
                "llr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
            y += 4
        if not excl:
            pdf.text(m, y + 10, "以上价格含13%增值税专用发票及送货费用。", 7.8, colour=GREY)
            y += 14
        if rng.random() < 0.5:
            pct = rng.choice([20, 30, 50])
            pre = r2(total * pct / 100)
            pdf.text(
                m,
                y + 10,
                f"付款安排：合同签订后预付{pct}%计¥{cj.money(pre)}，验收合格后支付尾款¥{cj.money(total - pre)}。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 10, f"单价按框架合同{kj}执行，结算金额以实际验收入库数量为准。", 8.4)
        y += 18
    for t in [
        "1. 配件须为原厂或同等品质，随货附合格证；电池须提供出厂检测报告。",
        f"2. 交货日期：{cj.fdate(cj.later(rng, d, 5, 30), 'cn')}前送达指定仓库，送货单须注明采购单号。",
        "3. 质保期：自验收之日起十二个月。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    for k, lab in enumerate(["采购员：", "仓储经理：", "审批："]):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.4)
    pdf.text(m + 3 * wd / 4, y, cj.pick(rng, "供应商确认（签章）：|供方确认（签字盖章）："), 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + wd / 2 + 20, y - 8, buyer, rng, caption="采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_zh_cangchu_chache_peijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cc)


# --------------------------------------------------------------------------- 2 zh-Hans seed company's sales confirmation

ZY_CITY = "寿光 德州 昌吉 张掖 酒泉 哈密 绥化 南阳 周口 襄阳 常德 宿州".split()
ZY_B = "丰乐 登禾 金穗 中垦 禾丰 垦丰 隆科 荃丰 华农 沃丰 天禾 瑞禾".split()
ZY_SUP = [
    "{c}{b}种业有限公司",
    "{c}{b}种业股份有限公司",
    "{b}种苗（{c}）有限公司",
    "{c}{b}农业科技有限公司",
]
ZY_SUP_BARE = ["{c}{b}种子门市部", "{c}市{b}农资经营部"]
ZY_CUST = [
    "{c}{x}农民专业合作社",
    "{c}{x}家庭农场",
    "{c}{x}现代农业发展有限公司",
    "{c}{x}生态农业有限公司",
    "{c}{x}农场",
]
ZY_X = "丰收 金土地 绿野 兴农 田园 沃土 五谷 富民 禾润 碧野".split()
ZY_ITEMS = [
    ("玉米种子", "郑单958 包衣", "袋", "国审玉", 180, 320),
    ("小麦种子", "济麦22 精选", "公斤", "国审麦", 4.2, 7.5),
    ("大豆种子", "中黄13", "公斤", "国审豆", 8, 14),
    ("番茄种子", "粉果F1 1000粒", "袋", "登记番茄", 260, 680),
    ("黄瓜种子", "津优35 1000粒", "袋", "登记黄瓜", 120, 300),
    ("西瓜种子", "8424 F1 500粒", "袋", "登记西瓜", 150, 380),
    ("水稻种子", "南粳46", "公斤", "苏审稻", 18, 36),
    ("辣椒种子", "线椒F1 1000粒", "袋", "登记辣椒", 90, 240),
    ("马铃薯原种", "荷兰15 一级", "吨", "登记马铃薯", 2800, 4600),
    ("油菜种子", "华油杂62", "公斤", "国审油", 60, 120),
    ("棉花种子", "新陆早 脱绒包衣", "公斤", "新审棉", 24, 45),
    ("育苗基质", "50L 袋装", "袋", "", 28, 55),
]


def _zy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    c1, c2 = rng.sample(ZY_CITY, 2)
    sup = bare_or(rng, ZY_SUP, ZY_SUP_BARE, 0.2).format(c=c1, b=rng.choice(ZY_B))
    cust = rng.choice(ZY_CUST).format(c=c2, x=rng.choice(ZY_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n3}|HZS-{y}{n4}|{Y}{m}{d}-{n2}|NC-PO-{n4}")
    so = cj.number(rng, d, "XS{Y}{m}{n4}|ZY-{y}{m}{d}{n2}|SO{Y}{n5}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|GX{y}{n4}")
    lic = f"D（{rng.choice('鲁冀豫新甘黑皖湘')}）农种许字（{d.year - rng.randint(1, 6)}）第{rng.randint(1, 9999):04d}号"
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.1, 0.45, 0.2), Color(0.55, 0.35, 0.05), Color(0.1, 0.3, 0.55)])
    mode = rng.choice(["box", "grid", "row", "sentence"])
    po_lab = cj.pick(rng, "客户采购单号|贵方订单号|客户订单号|采购单号")
    so_lab = cj.pick(rng, "销售单号|确认单号|我方单号")
    ds = rng.choice(["cn", "iso", "slash"])
    title = cj.pick(rng, "销售确认书|订单确认函|销售订单确认单|种子销售确认单")

    def foot() -> None:
        pdf.line(m, pdf.h - 40, right, pdf.h - 40, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 28, f"{sup}　服务热线 {cj.zh_tel(rng)}", 7, colour=GREY)
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
        pdf.text(m, 34, f"{title}（续）　{so_lab}：{so}", 8.8)
        return 46

    centred = rng.random() < 0.4
    if centred:
        pdf.text(pdf.w / 2, 40, sup, 15, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            54,
            f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
            7.6,
            align="c",
            colour=GREY,
        )
        pdf.text(pdf.w / 2, 65, f"种子生产经营许可证：{lic}", 7.4, align="c", colour=GREY)
    else:
        pdf.text(m, 40, sup, 15, bold=True, colour=ink)
        pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
        pdf.text(m, 65, f"电话：{cj.zh_tel(rng)}　许可证：{lic}", 7.4, colour=GREY)
    if mode == "box" and not centred:
        bw = 170
        pdf.rect(right - bw, 26, bw, 42, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, 41, so_lab, 7.6, colour=GREY)
        pdf.text(right - 6, 41, so, 9, align="r", bold=True)
        pdf.text(right - bw + 6, 60, "日期", 7.6, colour=GREY)
        pdf.text(right - 6, 60, cj.fdate(d, ds), 8.6, align="r")
    pdf.line(m, 74, right, 74, lw=1.2, colour=ink)
    pdf.text(pdf.w / 2, 98, title, 16, align="c", bold=True)
    y = 110
    if mode == "box" and centred:
        pdf.text(right, 98, f"{so_lab}：{so}", 8.6, align="r")
    if mode in ("box", "grid"):
        rows = [[cj.pick(rng, "客户名称|购货单位|买方"), cust, po_lab, po]]
        rows.append(["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "合同编号", ht])
        if mode == "grid":
            rows.append([so_lab, so, "确认日期", cj.fdate(d, ds)])
        rows.append(["收货地址", f"{cj.zh_addr(rng)}（{cust}仓库）"])
        if rng.random() < 0.35:
            rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [14, 36, 14, 36]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
    elif mode == "row":
        pairs = [
            (so_lab, so),
            (po_lab, po),
            ("订单日期", cj.fdate(d, ds)),
            ("交货日期", cj.fdate(cj.later(rng, d, 5, 25), ds)),
            ("结算方式", cj.pick(rng, "款到发货|定金30%余款发货前付清|月结")),
        ]
        if rng.random() < 0.5:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = crefs(pdf, rng, m, y, wd, pairs, "row") + 8
        y = (
            cpanel(
                pdf,
                m,
                y,
                wd,
                [
                    (cj.pick(rng, "客户名称|购货单位"), cust),
                    ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
                    ("收货地址", cj.zh_addr(rng)),
                ],
                box=False,
            )
            + 4
        )
    else:
        pdf.text(right, 98, f"{so_lab}：{so}", 8.6, align="r")
        pdf.text(m, y + 8, f"致：{cust}", 9.4, bold=True)
        y += 16
        pdf.text(
            m, y + 8, f"联系人：{cj.person(rng)}　{cj.mobile(rng)}　日期：{cj.fdate(d, ds)}", 8.2
        )
        y += 16
        for ln in cj.wrap(
            f"感谢贵方惠顾。兹确认贵方采购订单（编号：{po}）所订种子如下，我司将按约定日期发货，请核对后签字回传：",
            8.6,
            wd,
        ):
            pdf.text(m, y + 8, ln, 8.6)
            y += 14
        y += 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [22, 26] if land else [32, 40])
    lines = more_lines(
        rng,
        ZY_ITEMS,
        n,
        [5, 10, 20, 40, 50, 100, 200],
        ["（春播）", "（精选级）", "（包衣）"],
        big=2000,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        reg = f"{it[3]}{d.year - rng.randint(2, 9)}{rng.randint(1, 60):04d}" if it[3] else "—"
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    reg,
                    it[2],
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
        cj.rel(wd, [5, 16, 18, 19, 7, 9, 12, 14]),
        ["序号", "品种名称", "规格/包装", "审定（登记）编号", "单位", "数量", "单价", "金额"],
        body,
        "cllccrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = pct_of(sub, str(rng.choice([0, 0, 2, 3, 5])))
    fr = Decimal(rng.choice([0, 0, 150, 300, 600]))
    total = sub - off + fr
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("货款合计", f"¥{cj.money(sub)}")]
        if off:
            rows_.append(("优惠", f"-¥{cj.money(off)}"))
        if fr:
            rows_.append(("运费", f"¥{cj.money(fr)}"))
        if len(rows_) == 1 and rng.random() < 0.5:
            rows_ = []
        tl = cj.pick(rng, "合计金额|应付总额|总计|合计")
        if rng.random() < 0.5:
            y = ctotals(pdf, rng, right, y, rows_, tl, f"¥{cj.money(total)}", ink=ink)
        else:
            for l_, v in rows_:
                pdf.text(right, y + 10, f"{l_}：{v}", 8.6, align="r")
                y += 15
            if rng.random() < 0.5:
                pdf.text(right - 190, y + 12, f"{tl}：", 9.6, bold=True)
                pdf.text(right, y + 30, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
                y += 38
            else:
                pdf.text(right, y + 12, f"{tl}：¥{cj.money(total)}", 10.4, align="r", bold=True)
                y += 20
        pdf.text(m, y + 12, f"大写：人民币{cj.daxie(total)}", 8.6)
        y += 20
        if rng.random() < 0.65:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.3", "0.5"])))
            pdf.text(
                m,
                y + 8,
                f"已收定金：¥{cj.money(dep)}　　余款：¥{cj.money(total - dep)}（发货前付清）",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "价格按当季价目表执行，最终金额以实际发货数量结算。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"收款单位：{sup}",
        f"开户银行：{bank}　账号：{acct}",
        "种子质量符合GB 4404标准，发芽率以标签为准；请在收货后十日内提出质量异议。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, cj.pick(rng, "卖方（盖章）：|供方（盖章）："), 8.4)
    pdf.text(m + wd / 2 + 10, y, cj.pick(rng, "买方确认（签字盖章）：|客户确认回签："), 8.4)
    pdf.text(m, y + 18, f"销售代表：{cj.person(rng)}　{cj.mobile(rng)}", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + 130, y + 2, sup, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind49_zh_zhongye_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zy)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong minibus operator's spare-parts order

XB_CO = [
    ("{x}小巴有限公司", "{e} Minibus Company Limited"),
    ("{x}專線小巴有限公司", "{e} GMB Limited"),
    ("{x}運輸有限公司", "{e} Transport Co. Ltd."),
    ("{x}公共小型巴士有限公司", "{e} Public Light Bus Co. Ltd."),
]
XB_X = [
    ("新港", "Sun Kong"),
    ("德成", "Tak Shing"),
    ("順發", "Shun Fat"),
    ("利達", "Lee Tat"),
    ("東昇", "Tung Shing"),
    ("泰豐", "Tai Fung"),
    ("合興", "Hop Hing"),
    ("福運", "Fook Wan"),
]
XB_SB = [
    ("偉記", "Wai Kee"),
    ("明發", "Ming Fat"),
    ("信興", "Shun Hing"),
    ("昌盛", "Cheong Shing"),
    ("寶豐", "Po Fung"),
    ("鴻達", "Hung Tat"),
    ("金輝", "Kam Fai"),
    ("興隆", "Hing Lung"),
]
XB_ST = [
    ("汽車零件", "Auto Parts"),
    ("汽車維修", "Motor Service"),
    ("輪胎", "Tyre"),
    ("汽車電器", "Auto Electrical"),
]
XB_ITEMS = [
    ("前剎車皮", "Front brake pads", "套", 380, 680),
    ("輪胎 215/70R17.5", "Tyre 215/70R17.5", "條", 1250, 1900),
    ("偈油 15W-40", "Engine oil 15W-40 18L", "桶", 420, 680),
    ("空氣隔", "Air filter element", "個", 160, 320),
    ("偈油隔", "Oil filter", "個", 60, 140),
    ("冷氣雪種 R134a", "Refrigerant R134a 13.6kg", "罐", 850, 1400),
    ("水撥", "Wiper blade 24in", "支", 45, 120),
    ("電池 12V 100Ah", "Battery 12V 100Ah", "個", 980, 1600),
    ("乘客安全帶", "Passenger seat belt", "條", 260, 480),
    ("車速顯示器", "Speed display unit", "部", 2800, 4200),
    ("車頭燈膽 H4", "Headlamp bulb H4", "個", 28, 65),
    ("石油氣隔", "LPG filter", "個", 180, 360),
    ("離合器片", "Clutch disc", "套", 1600, 2800),
]


def _xb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    x, xe = rng.choice(XB_X)
    hz, he = rng.choice(XB_CO)
    co, co_en = hz.format(x=x), he.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(XB_SB), rng.choice(XB_ST)
    if rng.random() < 0.75:
        sup = f"{sb}{st}有限公司"
        sup_en = f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}"
    else:
        sup = f"{sb}{st}{rng.choice(['公司', '車行'])}"
        sup_en = f"{sbe} {ste} Company"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "MB{y}{m}{n3}|PO/{y}/{n4}|{Y}-{n5}|P{y}{n4}")
    qt = cj.number(rng, d, "Q{y}-{n3}|QTN{n5}")
    job = cj.number(rng, d, "JC{n5}|J{y}{m}{n2}")
    route = f"{rng.randint(1, 99)}{rng.choice(['', 'A', 'K', 'M', 'S'])}"
    reg = f"{rng.choice(['LV', 'MK', 'NR', 'PF', 'TR', 'UZ'])}{rng.randint(100, 9999)}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "row", "grid", "right"])
    po_lab = cj.pick(rng, "採購單號 P.O. No.|訂單編號 Order No.|P.O. No.|採購單編號")
    ds = rng.choice(["hk", "iso", "cn"])

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )
        pdf.text(
            m, pdf.h - 24, f"{co_en}  BR No. {rng.randint(10000000, 79999999)}", 7, colour=GREY
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{co} 採購單 P.O. {po}（續 continued）", 8.6)
        return 46

    pdf.text(m, 42, co, 15, bold=True)
    pdf.text(m, 56, co_en, 9.2, bold=True)
    pdf.text(
        m,
        68,
        f"九龍{rng.choice(['觀塘', '九龍灣', '長沙灣', '土瓜灣'])}{rng.choice(['偉業街', '宏開道', '青山道', '馬頭角道'])}{rng.randint(1, 200)}號車廠　電話 {cj.hk_tel(rng)}　傳真 {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
        maxw=wd * 0.62,
    )
    pdf.text(right, 44, "採購單", 16, align="r", bold=True)
    pdf.text(right, 60, "PURCHASE ORDER", 10, align="r", bold=True)
    if mode == "beside":
        pdf.text(right, 74, f"No. {po}", 10.4, align="r", bold=True, colour=RED)
    y = 84
    pairs = [] if mode == "beside" else [(po_lab, po)]
    pairs += [
        ("日期 Date", cj.fdate(d, ds)),
        ("報價單 Quotation", qt),
        ("工作單 Job Card", job),
        ("路線 Route", route),
        ("車牌 Reg. No.", reg),
    ]
    if mode != "beside" and rng.random() < 0.4:
        pairs[0], pairs[1] = pairs[1], pairs[0]
    sup_lab = cj.pick(rng, "供應商 Supplier|致 To|Messrs.|")
    srows = [
        sup,
        sup_en,
        f"{rng.choice(['葵涌', '長沙灣', '觀塘', '柴灣', '屯門'])}{rng.choice(['工業大廈', '汽車城', '貨倉'])}{rng.randint(1, 22)}樓{rng.choice('ABCDEF')}座",
        f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}",
    ]
    drows = [
        f"{co} — {rng.choice(['九龍灣車廠', '柴灣車廠', '荃灣車廠', '沙田車廠'])}",
        "請於星期一至六 08:00-16:00 送貨",
        f"聯絡 {cj.person(rng, 'zh-Hant')}（車務主任）{cj.hk_tel(rng)}",
    ]
    pw = (wd - 20) / 2

    def parties(yy: float) -> float:
        xs, xd = (m, m + pw + 20) if rng.random() < 0.7 else (m + pw + 20, m)
        ys = yy
        if sup_lab:
            pdf.text(xs, ys + 8, sup_lab, 8, colour=GREY)
            ys += 14
        for i, s in enumerate(srows):
            pdf.text(xs, ys + 8, s, 9.6 if i == 0 else 8.2, bold=i == 0, maxw=pw)
            ys += 13
        pdf.text(xd, yy + 8, cj.pick(rng, "送貨地址 Deliver to|交貨地點 Delivery"), 8, colour=GREY)
        y2 = yy + 22
        for s in drows:
            pdf.text(xd, y2, s, 8.2, maxw=pw)
            y2 += 13
        return max(ys, y2) + 6

    if mode == "right":
        kw = wd * 0.42
        ky = y
        for k, v in pairs:
            pdf.text(right - kw, ky + 10, k, 8, colour=GREY)
            pdf.text(right, ky + 10, v, 8.6, align="r", bold=k == po_lab)
            ky += 14
        ys = y
        if sup_lab:
            pdf.text(m, ys + 8, sup_lab, 8, colour=GREY)
            ys += 14
        for i, s in enumerate(srows):
            pdf.text(m, ys + 8, s, 9.6 if i == 0 else 8.2, bold=i == 0, maxw=wd - kw - 16)
            ys += 13
        y = max(ys, ky) + 8
        pdf.text(m, y + 8, "送貨地址 Deliver to：" + drows[0] + "　" + drows[2], 8.2, maxw=wd)
        y += 18
    else:
        if mode in ("row", "grid"):
            y = (
                crefs(pdf, rng, m, y, wd, pairs[:5] if mode == "row" else pairs, mode, size=8.2)
                + 10
            )
        else:
            y = crefs(pdf, rng, m, y, wd, pairs, "text", size=8.2) + 6
        y = parties(y)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [16, 20] if land else [28, 34])
    lines = more_lines(
        rng, XB_ITEMS, n, [1, 2, 4, 6, 8, 10, 12, 20], ["(原廠)", "(副廠)", "(後)"], big=2000
    )
    body = [
        (
            [
                str(i),
                f"{it[0]}\n{it[1]}",
                it[2],
                f"{q:,.0f}",
                f"{p:,.2f}" if stated else "",
                f"{a:,.2f}" if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
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
    disc = pct_of(sub, str(rng.choice([0, 0, 3, 5, 10])))
    lab_ = Decimal(rng.choice([0, 0, 0, 350, 680])) if rng.random() < 0.5 else ZERO
    total = sub - disc + lab_
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows_.append(("折扣 Discount", f"-{disc:,.2f}"))
        if lab_:
            rows_.append(("工錢 Labour", f"{lab_:,.2f}"))
        tl = cj.pick(rng, "總額 TOTAL|合計 Total HK$|總數 Grand Total|淨額 Net Total")
        y = ctotals(pdf, rng, right, y, rows_, tl, f"HK${total:,.2f}", w2=(124, 104))
        if rng.random() < 0.45:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            pdf.text(
                m,
                y + 10,
                f"已付訂金 Deposit paid: HK${dep:,.2f}　餘數 Balance: HK${total - dep:,.2f}",
                8.2,
            )
            y += 14
        if rng.random() < 0.4:
            pdf.text(
                m,
                y + 10,
                cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS"),
                7.6,
                maxw=wd,
            )
            y += 14
    else:
        pdf.text(m, y + 10, f"價錢按報價單 {qt}，以實際送貨數量結算 Price as per quotation.", 8.4)
        y += 16
    y += 10
    for t in [
        "1. 送貨單及發票請註明採購單號 Please quote our P.O. No. on delivery note and invoice.",
        "2. 零件須附保用 All parts with 3-month warranty.",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.6, colour=GREY, maxw=wd)
        y += 12
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw = wd / 3
    for k, lab in enumerate(
        [
            "經手人 Prepared by",
            "車務經理 Fleet Manager",
            cj.pick(rng, "供應商確認 Supplier acknowledgement|供應商簽收 Acknowledged by supplier"),
        ]
    ):
        pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_hk_xiaoba_lingjian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _xb)


# --------------------------------------------------------------------------- 4 ja karaoke chain's equipment and food order

KR_P = "うたげ ハミング 歌の館 ミュージックボックス ドレミ ソングパーク エコーズ ひびき リズム館 こえの森".split()
KR_BUY = [
    "株式会社{p}",
    "{p}エンターテイメント株式会社",
    "株式会社{p}アミューズメント",
    "{p}カラオケ株式会社",
]
KR_AREA = "新宿東口 渋谷センター街 池袋西口 梅田茶屋町 天神西通り 栄三丁目 仙台駅前 札幌すすきの 横浜西口 難波".split()
KR_SB = "大和 東洋 中央 三栄 日本 丸三 北陸 関西 朝日 昭和 富士 山陽".split()
KR_ST = ["音響", "映像システム", "業務用品", "アミューズ機器", "食品", "厨房サービス"]
KR_ITEMS = [
    ("ワイヤレスマイク", "B帯 充電式", "本", 10, 18000, 32000),
    ("マイクカバー", "使い捨て 500枚", "箱", 10, 2400, 4800),
    ("マイク充電台", "2本用", "台", 10, 6800, 12000),
    ("選曲端末保護フィルム", "10.1型", "枚", 10, 900, 1800),
    ("LEDミラーボール", "φ200", "台", 10, 8800, 15800),
    ("防音ドアクローザー", "ルーム用", "個", 10, 9800, 16800),
    ("冷凍フライドポテト", "1kg×12", "ケース", 8, 4200, 6800),
    ("冷凍唐揚げ", "1kg×10", "ケース", 8, 7800, 11800),
    ("ドリンクバー用シロップ", "5L BIB", "箱", 8, 3800, 6200),
    ("紙おしぼり", "1000本", "箱", 10, 2200, 3600),
    ("除菌クリーナー", "業務用 4L", "本", 10, 1200, 2600),
    ("ソファ張替え", "3人掛", "台", 10, 28000, 48000),
    ("ポップコーン豆", "1kg×10", "ケース", 8, 3600, 5400),
]


def _kr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    p_ = rng.choice(KR_P)
    buyer = rng.choice(KR_BUY).format(p=p_)
    store = f"カラオケ{p_} {rng.choice(KR_AREA)}店"
    b, t = rng.choice(KR_SB), rng.choice(KR_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "K{y}{m}-{n4}|{Y}{m}{d}-{n3}|HC{n6}|No.{n5}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|Q{n5}")
    shop_cd = cj.number(rng, d, "S{n3}|店{n4}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["box", "beside", "grid", "row"])
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|注文No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.5, 0.1, 0.35), Color(0.1, 0.25, 0.5), black])
    title = cj.pick(rng, "発　注　書|発注書|注文書|御注文書")

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
        pdf.text(m, 34, f"{title.replace('　', '')}（続き）　{po_lab}：{po}", 8.8)
        return 46

    if mode == "beside":
        pdf.text(m, 46, title, 18, bold=True, colour=ink)
        tw = cj.stringWidth(title, cj.FONT_NAME, 18)
        pdf.text(m + tw + 14, 46, f"{po_lab} {po}", 10.4, bold=True)
        pdf.text(right, 46, f"発注日 {cj.fdate(d, ds)}", 8.6, align="r")
        yy = 56
    else:
        pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
        yy = 60
        if mode == "box":
            bw = [58, 104]
            for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
                yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    y = 84
    if rng.random() < 0.6:
        pdf.text(m, y, sup, 12, bold=True)
        pdf.text(
            m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
        )
        pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
        y += 20
    else:
        pdf.text(m, y - 4, cj.pick(rng, "発注先|仕入先|お取引先"), 8, colour=GREY)
        pdf.rect(m, y, 250, 44, stroke=ink, lw=0.6)
        pdf.text(m + 8, y + 16, sup, 11.4, bold=True)
        pdf.text(m + 8, y + 32, f"営業部　{cj.person(rng, 'ja')} 様", 8.4)
        y += 56
    pdf.text(m, y, "下記のとおり発注いたします。", 8.6)
    ry = max(yy, 92) + 12
    pdf.text(right, ry + 4, buyer, 11, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(right, ry + 42, f"店舗運営部　{cj.person(rng, 'ja')}", 7.8, align="r")
    if rng.random() < 0.6:
        pdf.stamp(right - 14, ry + 12, buyer.replace("株式会社", "")[:4], rng, shape="rect", r=18)
    y = max(y + 12, ry + 52)
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [18, 22] if land else [28, 36])
    lines = more_lines(
        rng,
        KR_ITEMS,
        n,
        [1, 2, 3, 4, 5, 6, 10, 12, 20],
        ["（予備）", "（黒）", "（追加）"],
        places=0,
        big=15000,
    )
    s10 = sum((a for it, _, _, a in lines if it[3] == 10), ZERO)
    s8 = sum((a for it, _, _, a in lines if it[3] == 8), ZERO)
    t10 = (s10 * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN)
    t8 = (s8 * Decimal("0.08")).quantize(Decimal(1), rounding=ROUND_DOWN)
    sub = s10 + s8
    total = sub + t10 + t8
    if stated and rng.random() < 0.55:
        pdf.rect(m, y, 240, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 240, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "合計金額（税込）|ご発注金額（税込）|発注金額合計"), 8.4
        )
        pdf.text(
            m + 234,
            y + 34,
            rng.choice([f"¥{yen(total)}-", f"{yen(total)}円", f"￥{yen(total)}"]),
            14,
            align="r",
            bold=True,
        )
        y += 50
    pairs = [] if mode in ("box", "beside") else [(po_lab, po), ("発注日", cj.fdate(d, ds))]
    pairs += [
        ("納期", cj.fdate(cj.later(rng, d, 5, 30), ds)),
        ("店舗コード", shop_cd),
        ("お見積No.", mitsu),
    ]
    if mode == "row":
        y = crefs(pdf, rng, m, y, wd, pairs, "row", size=8, ink=ink) + 6
    else:
        y = crefs(pdf, rng, m, y, wd, pairs, "grid", size=8, ink=ink) + 6
    dest = store if rng.random() < 0.6 else f"{buyer} 東日本物流センター"
    pdf.text(m, y + 10, f"納品先：{dest}　{cj.ja_addr(rng)}", 8.2, maxw=wd)
    y += 18
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        mark = "※" if it[3] == 8 else ""
        body.append(
            (
                [
                    str(i),
                    f"{it[0]}{mark}",
                    it[1],
                    f"{int(q):,}",
                    it[2],
                    yen(p) if stated else "",
                    yen(a) if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 30, 20, 9, 8, 12, 15]),
        ["No.", "品名", "仕様", "数量", "単位", "単価", "金額"],
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
    y += 6
    if stated:
        rows_ = [("小計", yen(sub))]
        if s10:
            rows_.append(("消費税（10%）", yen(t10)))
        if s8:
            rows_.append(("消費税（8%）※", yen(t8)))
        y = ctotals(
            pdf,
            rng,
            right,
            y,
            rows_,
            cj.pick(rng, "合計|合計金額|総合計"),
            f"¥{yen(total)}",
            ink=ink,
            w2=(98, 104),
        )
        if s8:
            pdf.text(m, y + 10, "※印は軽減税率（8%）対象品目です。", 7.6, colour=GREY)
            y += 14
    else:
        pdf.text(m, y + 10, "単価はお見積書のとおり。納品数量確定後に金額をご連絡ください。", 8.6)
        y += 18
    y += 10
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t_ in [
        "・納品は営業開始前（11:00まで）にお願いします。冷凍品は-18℃以下で配送のこと。",
        "・請求書・納品書には必ず発注番号を記載してください。",
        f"・支払条件：{cj.pick(rng, '月末締め翌月末払い|20日締め翌月10日払い')}",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t_, 7.8, maxw=wd - 6)
        y += 13
    if y + 56 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["承認", "確認", "担当"]):
        xx = right - (3 - k) * 44
        pdf.rect(xx, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(xx, y + 13, 44, 32, stroke=black)
        pdf.text(xx + 22, y + 10, lab, 7.6, align="c")
    if rng.random() < 0.4:
        pdf.text(m, y + 24, "受注確認（発注先ご記入）：　　年　　月　　日　印", 8.2)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_ja_karaoke_tenpo_shizai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kr)


# --------------------------------------------------------------------------- 5 en-GB narrowboat hire company's chandlery order

NB_C = "Kennet|Llangollen|Grand Union|Oxford Canal|Shropshire Union|Leeds & Liverpool|Trent & Mersey|Stratford|Caldon|Ashby|Brecon Canal|Macclesfield".split(
    "|"
)
NB_BUY = [
    "{c} Narrowboats Ltd",
    "{c} Canal Holidays Limited",
    "{c} Boat Hire LLP",
    "The {c} Cruising Company Ltd",
]
NB_A = "Ashworth|Beddoes|Coggins|Dawlish|Fenwick|Garside|Hebden|Ingham|Jolliffe|Kershaw|Lumb|Marchbank|Nuttall|Openshaw".split(
    "|"
)
NB_F = "Alan|Bev|Carys|Derek|Elaine|Fraser|Gemma|Howard|Irene|Jack".split("|")
NB_SUP_FORMED = [
    "{a} Marine Ltd",
    "{a} Chandlery Limited",
    "{a} Boat Services Ltd",
    "{a} Engineering (Midlands) Ltd",
    "{a} & {b} Marine Supplies Ltd",
    "{a} Gas Ltd",
]
NB_SUP_BARE = ["{a} Boatyard", "{a} Canal Chandlers", "{a} & {b}"]
NB_BOATS = "Kingfisher|Heron|Otter|Damselfly|Willow|Moorhen|Dragonfly|Wagtail|Bittern|Water Vole|Mallard|Sedge".split(
    "|"
)
NB_ITEMS = [
    ("Engine service kit (filters, impeller, belt)", "kit", 20, 85, 160),
    ("Bilge pump, 12V automatic", "each", 20, 45, 120),
    ("Mooring line 14mm x 10m, braided", "each", 20, 18, 38),
    ("Centre button fender", "each", 20, 22, 55),
    ("Windlass, aluminium, double-ended", "each", 20, 9, 19),
    ("Bitumen blacking 5L", "tin", 20, 28, 48),
    ("Calorifier 55L twin coil", "each", 20, 380, 620),
    ("Propane cylinder refill 13kg", "cyl", 5, 32, 48),
    ("Diesel heater annual service", "job", 20, 180, 340),
    ("Leisure battery 110Ah", "each", 20, 95, 165),
    ("Brass tiller pin", "each", 20, 14, 35),
    ("Boat Safety Scheme examination", "boat", 20, 180, 260),
    ("Pump-out toilet seal kit", "kit", 20, 28, 65),
    ("Stern gland packing 10mm (per m)", "m", 20, 8, 16),
]


def _nb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times|djserif"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    c = rng.choice(NB_C)
    buyer = rng.choice(NB_BUY).format(c=c)
    a1, a2 = rng.sample(NB_A, 2)
    sup = bare_or(rng, NB_SUP_FORMED, NB_SUP_BARE, 0.3).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-#####", f"NB{dt:%y}/####", "######", f"{dt.year}-PO-###", "P/####"])
    )
    req = la.digits(rng, rng.choice(["REQ ####", "R-#####"]))
    job = la.digits(rng, rng.choice(["JC-####", "Job ####"]))
    quote = la.digits(rng, rng.choice(["Q#####", "QU-####"]))
    boats = ", ".join(f"NB {b}" for b in rng.sample(NB_BOATS, rng.randint(1, 3)))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "kv", "grid", "row", "right"])
    po_lab = la.pick(rng, "PO Number|Order No.|Purchase Order No.|PO No.|Our Order No.")
    df = rng.choice(["long_en", "dmy", "mon"])
    fs = rng.choice([8.2, 8.6, 9.0])

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · Registered in England and Wales No. {la.digits(rng, '0#######')} · VAT Reg. No. GB {la.digits(rng, '### #### ##')}",
            6.4,
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
        d.t(m, 44, f"{buyer} – Purchase Order {po} (continued)", 9, b=True)
        return 58

    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER")
    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['The Wharf', 'Lock Cottage Yard', 'Canal Basin', 'Boatyard Lane'])}, {rng.choice(['Hungerford', 'Whixall', 'Stoke Bruerne', 'Skipton', 'Market Harborough', 'Braunston'])} {la.digits(rng, '@@## #@@')}",
            f"Tel 0{la.digits(rng, '#### ######')} · fleet@{c.lower().replace(' ', '').replace('&', 'and')}boats.co.uk",
        ],
        7.8,
        lead=10,
    )
    shown = (
        (f"{title} {po}" if rng.random() < 0.5 else f"{title} No. {po}")
        if mode == "beside"
        else title
    )
    y = 90
    if d.width(buyer, 15, True) + d.width(shown, 15, True) + 24 > wd:
        d.t(r, 84, shown, 14, b=True, al="r")
        y = 98
    else:
        d.t(r, 48, shown, 14 if mode == "beside" else 15, b=True, al="r")
    if mode == "beside":
        d.t(r, 97 if y > 90 else 62, f"Date: {la.dfmt(dt, df)}", 8.4, al="r")
        y += 10 if y > 90 else 0
    pairs = [] if mode == "beside" else [(po_lab, po), ("Order date", la.dfmt(dt, df))]
    pairs += [("Requisition", req), ("Your quote", quote), ("Job card", job)]
    if rng.random() < 0.5:
        pairs.append(("Boat(s)", boats))
    if mode not in ("beside",) and rng.random() < 0.3:
        pairs[0], pairs[2] = pairs[2], pairs[0]
    vlab = la.pick(rng, "Supplier|To:|Vendor|Supplier:|")
    srows = [
        sup,
        f"{rng.randint(1, 90)} {rng.choice(['Canal Side', 'Mill Lane', 'Station Road', 'Marina Way'])}",
        f"{rng.choice(['Norbury Junction', 'Droitwich', 'Nantwich', 'Burscough', 'Devizes'])} {la.digits(rng, '@@# #@@')}",
        f"Attn: {rng.choice(NB_F)} {rng.choice(NB_A)}",
    ]
    if mode in ("grid", "row"):
        y = lrefs(d, rng, m, y, wd, pairs[:5], mode, fs) + 12
        if len(pairs) > 5:
            d.t(m, y + 8, f"{pairs[5][0]}: {pairs[5][1]}", 8.2)
            y += 14
        sy = lparty(d, m, y, vlab, srows, 9)
        cw = wd * 0.45
        d.t(m + wd - cw, y + 8, "Deliver to", 7.8, b=True, grey=0.35)
        dy = d.lines(
            m + wd - cw,
            y + 12,
            [
                f"{buyer} – {rng.choice(['Hire Base', 'Maintenance Dock', 'Wharf Stores'])}",
                f"Contact: {rng.choice(NB_F)} {rng.choice(NB_A)}, Fleet Engineer",
            ],
            8.2,
            lead=10.5,
        )
        y = max(sy, dy) + 10
    else:
        left_sup = rng.random() < 0.7
        kx = m + wd * 0.52 if left_sup else m
        px = m if left_sup else m + wd * 0.52
        sy = lparty(d, px, y, vlab, srows, 9)
        ky = lrefs(d, rng, kx, y, wd * 0.48, pairs, "right" if mode == "right" else "kv", 8.2)
        y = max(sy, ky) + 10
        cw = (wd - 16) / 2
        d.t(m, y + 8, "Deliver to", 7.8, b=True, grey=0.35)
        d.lines(
            m,
            y + 12,
            [
                f"{buyer} – {rng.choice(['Hire Base', 'Maintenance Dock', 'Wharf Stores'])}",
                f"Contact: {rng.choice(NB_F)} {rng.choice(NB_A)} {la.digits(rng, '07### ######')}",
            ],
            8.2,
            lead=10.5,
        )
        d.t(m + cw + 16, y + 8, "Invoice to", 7.8, b=True, grey=0.35)
        d.lines(m + cw + 16, y + 12, ["Accounts Payable", buyer], 8.2, lead=10.5)
        y += 44
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [22, 28] if land else [30, 38])
    lines = more_lines(
        rng,
        NB_ITEMS,
        n,
        [1, 2, 3, 4, 6, 10, 12],
        ["– spare", "– for NB " + rng.choice(NB_BOATS), "(second boat)"],
        big=300,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), f"{it[2]}%", en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:4], "", c_[5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.48, 0.07, 0.08, 0.12, 0.07, 0.12)],
        ["No.", "Description", "Qty", "Unit", "Price £", "VAT", "Net £"],
        body,
        "llrlrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    n20 = sum((a for it, _, _, a in lines if it[2] == 20), ZERO)
    n5 = sum((a for it, _, _, a in lines if it[2] == 5), ZERO)
    k = Decimal(rng.choice([0, 0, 0, 5, 10]))
    d20, d5 = pct_of(n20, str(k)), pct_of(n5, str(k))
    carriage = Decimal(rng.choice([0, 0, 12, 15, 25]))
    b20, b5 = n20 - d20 + carriage, n5 - d5
    v20, v5 = pct_of(b20, "20"), pct_of(b5, "5")
    net = b20 + b5
    total = net + v20 + v5
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Goods", f"£{en2(n20 + n5)}")]
        if k:
            rows.append((f"Less discount {k}%", f"-£{en2(d20 + d5)}"))
        if carriage:
            rows.append(("Carriage", f"£{en2(carriage)}"))
        if k or carriage:
            rows.append(("Net total", f"£{en2(net)}"))
        if b20:
            rows.append(("VAT @ 20%", f"£{en2(v20)}"))
        if b5:
            rows.append(("VAT @ 5%", f"£{en2(v5)}"))
        lab = la.pick(rng, "TOTAL|Order Total|Total inc. VAT|Total Order Value|Gross Total")
        y = ltotals(d, rng, m + wd * 0.58, r - 3, y, rows, lab, f"£{en2(total)}", 8.6)
        if rng.random() < 0.3:
            dep = r2(total * Decimal("0.25"))
            y = wrapped(
                d,
                m + wd * 0.58 - 4,
                y + 4,
                f"Deposit paid with order £{en2(dep)} – balance £{en2(total - dep)} on delivery",
                7.6,
                wd * 0.42,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per your quotation {quote}; invoice actual quantities supplied.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Deliveries to the hire base Monday to Friday 08:30–16:00 only; turnaround Saturdays excepted. LPG cylinders must carry current test dates.",
        "Please quote our order number on all delivery notes and invoices. Payment 30 days from end of month of invoice.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.3, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Authorised by: {rng.choice(NB_F)} {rng.choice(NB_A)}, {rng.choice(['Fleet Manager', 'Operations Director', 'Base Manager'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(rng, "Supplier acknowledgement|Accepted for the supplier (sign and date)"),
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_en_gb_narrowboat_hire_chandlery_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nb)


# --------------------------------------------------------------------------- 6 en-AU shearing contractor's gear order

SH_N = "Murrumbidgee|Riverina|Gundagai|Mallee|Wimmera|Monaro|Darling Downs|Naracoorte|Hay Plains|Longreach|Tablelands|Coonamble".split(
    "|"
)
SH_BUY = [
    "{n} Shearing Pty Ltd",
    "{n} Shearing Contractors",
    "{n} Wool Harvesting Pty Ltd",
    "{n} Shearing Co.",
]
SH_A = "McAlister|Dunstan|O'Keefe|Hartigan|Burke|Lonergan|Fitzpatrick|Treloar|Kennedy|Rafferty|Cowan|Madigan".split(
    "|"
)
SH_F = "Shane|Kylie|Brett|Leanne|Darren|Tanya|Wayne|Sharon|Craig|Jodie".split("|")
SH_SUP_FORMED = [
    "{a} Shearing Supplies Pty Ltd",
    "{a} Rural Merchandise Pty Ltd",
    "{a} Wool Handling Equipment Pty Ltd",
    "{a} & Co Pty Ltd",
    "{a} Agencies Pty Ltd",
]
SH_SUP_BARE = ["{a} Rural", "{a} Saddlery", "{a} Shearing Gear"]
SH_STATION = (
    "Wirrabilla|Coolabah Downs|Yarrawonga|Mount Hope|Bundarra|Glenroy|Tarcoola|Boorowa Park".split(
        "|"
    )
)
SH_ITEMS = [
    ("Shearing handpiece, standard", "each", 520, 780),
    ("Combs, 13-tooth (pack of 10)", "pk", 180, 290),
    ("Cutters, 4-point (pack of 10)", "pk", 65, 110),
    ("Grinder discs, 16in (pair)", "pr", 48, 90),
    ("Wool packs, nylon (bale of 20)", "bale", 260, 380),
    ("Shearing moccasins", "pr", 95, 140),
    ("Back support harness", "each", 380, 620),
    ("Down tube, complete", "each", 240, 420),
    ("Handpiece oil 1L", "btl", 14, 26),
    ("Shearers' singlets (navy)", "each", 28, 45),
    ("Emery paper, coarse (sheet)", "sheet", 9, 16),
    ("Wool press hire (per week)", "week", 180, 320),
    ("Bale hooks", "each", 12, 24),
]


def _sh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|djcond|libnarrow"))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    nn = rng.choice(SH_N)
    buyer = rng.choice(SH_BUY).format(n=nn)
    a1 = rng.choice(SH_A)
    sup = bare_or(rng, SH_SUP_FORMED, SH_SUP_BARE, 0.3).format(a=a1)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO####", f"SH-{dt:%y}###", "#####", "P-#####", f"{dt:%y}-####"])
    )
    job = la.digits(rng, rng.choice(["Shed job ###", "Run ##/###"]))
    acct = la.digits(rng, rng.choice(["Acct ######", "C#####"]))
    abn = la.digits(rng, "## ### ### ###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["box", "beside", "grid", "row", "kv"])
    po_lab = la.pick(rng, "Order No.|PO No.|Purchase Order|Order Number")
    df = rng.choice(["dmy", "long_en"])
    station = rng.choice(SH_STATION)

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{buyer} · ABN {abn} · Please quote our order number on all invoices · Payment 30 days EOM",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(r, d.h - 34, f"{page[0]} of {of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} – continued", 9, b=True)
        return 58

    d.box(m, 28, wd, 4, fill=0.3, stroke=False)
    d.t(m, 52, buyer, 15, b=True)
    d.lines(
        m,
        58,
        [
            f"{rng.choice(['PO Box', 'Lot'])} {rng.randint(10, 400)}, {rng.choice(['Hay', 'Wagga Wagga', 'Hamilton', 'Cooma', 'Dubbo', 'Naracoorte'])} {rng.choice(['NSW', 'VIC', 'SA'])} {la.digits(rng, '2###')}",
            f"Ph 0{la.digits(rng, '# #### ####')} · Mob 04{la.digits(rng, '## ### ###')} · ABN {abn}",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER")
    if mode == "beside":
        d.t(r, 52, f"{title} {po}", 14, b=True, al="r")
    elif mode == "box":
        d.t(r, 50, title, 14, b=True, al="r")
        bw = max(110, d.width(po, 11, True) + 20)
        d.box(r - bw, 58, bw, 32, fill=0.92)
        d.t(r - bw + 6, 68, po_lab.upper(), 7, b=True)
        d.t(r - 6, 84, po, 11, b=True, al="r")
    else:
        d.t(r, 52, title, 15, b=True, al="r")
    y = 100
    pairs = [] if mode in ("beside", "box") else [(po_lab, po)]
    pairs += [
        ("Date", la.dfmt(dt, df)),
        ("Account", acct),
        ("Shed / run", job),
        ("Required by", la.dfmt(dt + timedelta(days=rng.randint(4, 20)), "dmy")),
    ]
    if mode in ("grid", "row"):
        y = lrefs(d, rng, m, y, wd, pairs, mode, 8.4) + 12
    slab = la.pick(rng, "Supplier|Order from|To|Supplier:|")
    srows = [
        sup,
        f"{rng.randint(1, 120)} {rng.choice(['Sturt Street', 'Baylis Street', 'Railway Parade', 'Gurwood Street'])}",
        f"{rng.choice(['Ballarat', 'Wagga Wagga', 'Goulburn', 'Bendigo', 'Tamworth'])} {rng.choice(['VIC', 'NSW'])} {la.digits(rng, '3###')}",
        f"Attn: {rng.choice(SH_F)} · Ph 0{la.digits(rng, '# #### ####')}",
    ]
    cw = (wd - 18) / 2
    drows = [
        f"{station} Station woolshed",
        f"c/- {rng.choice(['Elders', 'Nutrien Ag', 'local stock agent', 'the station manager'])}, {rng.choice(['Hay', 'Booligal', 'Ivanhoe', 'Jerilderie'])}",
        f"Contact: {rng.choice(SH_F)} {rng.choice(SH_A)} (shed boss)",
    ]
    if mode in ("kv",):
        sy = lparty(d, m, y, slab, srows, 9)
        ky = lrefs(d, rng, m + cw + 18, y, cw, pairs, "kv", 8.4)
        y = max(sy, ky) + 8
        d.t(m, y + 8, "Deliver to", 7.8, b=True, grey=0.35)
        y = d.lines(m, y + 12, drows, 8.2, lead=10.5) + 8
    else:
        first = rng.random() < 0.7
        xs, xd = (m, m + cw + 18) if first else (m + cw + 18, m)
        if mode in ("beside", "box"):
            ky = lrefs(d, rng, m, y, wd, pairs, "grid" if rng.random() < 0.5 else "row", 8.2) + 10
            y = ky
        sy = lparty(d, xs, y, slab, srows, 9)
        d.t(xd, y + 8, "Deliver to", 7.8, b=True, grey=0.35)
        dy = d.lines(xd, y + 12, drows, 8.2, lead=10.5)
        y = max(sy, dy) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [22, 28] if land else [30, 38])
    lines = more_lines(
        rng, SH_ITEMS, n, [1, 2, 3, 4, 5, 6, 10, 12], ["(spare)", "(left-hand)", "(wide)"], big=400
    )
    body = [([it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a) for it, q, p, a in lines]
    if not stated:
        body = [([*c_[:3], "", ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.5, 0.1, 0.1, 0.14, 0.16)],
        ["Description", "Qty", "Unit", "Unit price", "Amount ex GST"],
        body,
        "lrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    fr = Decimal(rng.choice([0, 0, 45, 65, 95, 120]))
    net = sub + fr
    gst = pct_of(net, "10")
    total = net + gst
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"${en2(sub)}")]
        if fr:
            rows.append(("Freight", f"${en2(fr)}"))
        rows.append(("GST 10%", f"${en2(gst)}"))
        lab = la.pick(rng, "Total inc GST|TOTAL (AUD)|Order Total|Amount Payable")
        y = ltotals(d, rng, m + wd * 0.6, r - 3, y, rows, lab, f"${en2(total)}", 8.6)
        if rng.random() < 0.35:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.5"])))
            d.t(
                m, y + 10, f"Deposit paid: ${en2(dep)}   Amount outstanding: ${en2(total - dep)}", 8
            )
            y += 16
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices as per your current season price list; final amount on invoice.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Goods to be freighted to the station woolshed before the shed starts; ring the shed boss 24 hours ahead. Unsuitable gear returned at supplier's cost.",
        "All amounts in Australian dollars.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.3, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Ordered by: {rng.choice(SH_F)} {rng.choice(SH_A)}, {rng.choice(['Contractor', 'Director', 'Shed Manager'])}",
    )
    d.sign(m + sw + 20, y, sw, "Supplier acceptance")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_en_au_shearing_contractor_gear_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sh)


# --------------------------------------------------------------------------- 7 de-CH lake-shipping company's order

SS_LAKE = "Vierwaldstättersee|Zugersee|Hallwilersee|Walensee|Ägerisee|Bielersee|Thunersee|Greifensee|Sempachersee|Brienzersee".split(
    "|"
)
SS_BUY = [
    "Schifffahrtsgesellschaft {l} AG",
    "Genossenschaft Schifffahrt {l}",
    "Motorschifffahrt {l} GmbH",
    "Dampfschiffgesellschaft {l} AG",
]
SS_N = (
    "Baumann|Kälin|Zgraggen|Imhof|Gisler|Arnold|Bucher|Amrein|Odermatt|Suter|Wyss|Zimmermann".split(
        "|"
    )
)
SS_F = "Urs|Beat|Regula|Daniela|Reto|Corinne|Marcel|Sandra|Thomas|Ursula".split("|")
SS_SUP_FORMED = [
    "{n} Marine AG",
    "{n} Schiffstechnik GmbH",
    "{n} Bootswerft AG",
    "{n} Gastro-Bedarf AG",
    "{n} & Co. AG",
    "{n} Motoren AG",
]
SS_SUP_BARE = ["{n} Bootsbau", "Gebr. {n}", "{n} Seilerei"]
SS_SHIPS = "Stadt Zug|Schwyz|Rigi|Pilatus|Gallus|Brunnen|Seerose|Möwe|Uri|Schwalbe".split("|")
SS_ITEMS = [
    ("Rettungsweste 150 N, Erwachsene", "Stk", "8.1", 65, 120),
    ("Fender 25 × 90 cm", "Stk", "8.1", 48, 95),
    ("Festmacherleine 18 mm, 15 m", "Stk", "8.1", 55, 110),
    ("Antifouling Süsswasser 2,5 l", "Dose", "8.1", 85, 140),
    ("Dieselfilter-Einsatz", "Stk", "8.1", 38, 72),
    ("Impeller Kühlwasserpumpe", "Stk", "8.1", 95, 180),
    ("Positionslaterne LED, backbord", "Stk", "8.1", 140, 260),
    ("Kaffeebohnen Crema 1 kg", "kg", "2.6", 22, 34),
    ("Mineralwasser 50 cl (Harass 24)", "Harass", "2.6", 14, 21),
    ("Gipfeli tiefgekühlt (Karton 60)", "Karton", "2.6", 38, 58),
    ("Papierservietten bedruckt (1000)", "Pack", "8.1", 42, 75),
    ("Weingläser 19 cl (Karton 24)", "Karton", "8.1", 60, 110),
    ("Revision Wendegetriebe", "pauschal", "8.1", 1800, 3400),
]


def _ss(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djserif"))
    m = rng.uniform(40, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    lake = rng.choice(SS_LAKE)
    buyer = rng.choice(SS_BUY).format(l=lake)
    sup = bare_or(rng, SS_SUP_FORMED, SS_SUP_BARE, 0.3).format(n=rng.choice(SS_N))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"B-{dt.year}-####", "45######", f"{dt:%y}.####", "BE#####", f"{dt.year}/###"]),
    )
    lief = la.digits(rng, "L#####")
    off = la.digits(rng, rng.choice(["Offerte ####", "OF-#####"]))
    ks = la.digits(rng, rng.choice(["KST ####", "####.##"]))
    ship = f"MS {rng.choice(SS_SHIPS)}"
    uid = la.digits(rng, "CHE-###.###.###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "block", "grid", "row"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.")
    port = rng.choice(
        ["Luzern", "Zug", "Brunnen", "Thun", "Biel", "Weesen", "Unterägeri", "Interlaken"]
    )
    street = f"{rng.choice(['Werftstrasse', 'Seestrasse', 'Quai', 'Landungssteg', 'Hafenweg'])} {rng.randint(1, 40)}"
    plz = la.digits(rng, "6###")

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{buyer} · {street} · {plz} {port} · {uid} MWST · IBAN CH{la.digits(rng, '## #### #### #### #### #')}",
            6.5,
            grey=0.35,
            maxw=wd - 60,
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

    d.t(r, 50, buyer, 13.5, b=True, al="r")
    d.t(
        r,
        63,
        f"{street} · {plz} {port} · Tel. +41 {la.digits(rng, '41 ### ## ##')}",
        7.6,
        al="r",
        grey=0.3,
    )
    window = rng.random() < 0.65
    if window:
        d.t(m, 118, f"{buyer}, {street}, {plz} {port}", 6.4, grey=0.35, maxw=240)
        d.line(m, 121, m + 240, 121, 0.3)
        rows = ["Firma"] if rng.random() < 0.35 else []
        rows += [
            sup,
            f"{rng.choice(['Industriestrasse', 'Bahnhofstrasse', 'Gewerbering', 'Hauptstrasse'])} {rng.randint(1, 120)}",
            f"{la.digits(rng, '####')} {rng.choice(['Stansstad', 'Horw', 'Rapperswil', 'Spiez', 'Altdorf', 'Cham'])}",
        ]
        for i, s_ in enumerate(rows):
            d.t(m, 128 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
        sy = 128 + len(rows) * 12.5
    else:
        sy = lparty(
            d,
            m,
            112,
            la.pick(rng, "Lieferant|Lieferant:|An"),
            [
                sup,
                f"{rng.choice(['Industriestrasse', 'Gewerbering'])} {rng.randint(1, 120)}",
                f"{la.digits(rng, '####')} {rng.choice(['Stansstad', 'Horw', 'Rapperswil', 'Spiez'])}",
                f"z. H. {rng.choice(SS_F)} {rng.choice(SS_N)}",
            ],
            9.2,
        )
    kv = [] if mode in ("beside", "grid", "row") else [(po_lab, po)]
    kv += [("Datum", la.dfmt(dt, "dot")), ("Lieferanten-Nr.", lief), ("Ihre Offerte", off)]
    if mode == "block" and rng.random() < 0.4:
        kv[0], kv[1] = kv[1], kv[0]
    kx = m + wd * 0.58
    ky = 112
    for k, v in kv:
        d.t(kx, ky, k, 8, grey=0.3)
        d.t(r, ky, v, 8.4, al="r", b=k == po_lab)
        ky += 12
    d.t(kx, ky, "Sachbearbeitung", 8, grey=0.3)
    d.t(r, ky, f"{rng.choice(SS_F)} {rng.choice(SS_N)}", 8.4, al="r")
    y = max(200, sy + 24, ky + 24)
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Material und Bordverpflegung")
    d.t(m, y, f"{title} Nr. {po}" if mode == "beside" else title, 12.5, b=True)
    y += 10
    if mode in ("grid", "row"):
        y = (
            lrefs(
                d,
                rng,
                m,
                y,
                wd,
                [
                    (po_lab, po),
                    ("Schiff", ship),
                    ("Kostenstelle", ks),
                    ("Liefertermin", la.dfmt(dt + timedelta(days=rng.randint(5, 25)), "dot")),
                ],
                mode,
                8.4,
            )
            + 8
        )
    else:
        d.t(m, y + 8, f"Für: {ship} · Kostenstelle {ks}", 8.4)
        y += 16
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, gestützt auf {off} bestellen wir zur Lieferung bis {la.dfmt(dt + timedelta(days=rng.randint(5, 25)), 'dot')} an die Werft {port} (Anlieferung Mo–Fr 7–11 Uhr):",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        SS_ITEMS,
        n,
        [1, 2, 4, 5, 6, 10, 12, 20],
        ["(Reserve)", "(Kinder)", f"({ship})"],
        big=1000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}".replace(",", "'"),
                it[1],
                chf(p),
                f"{it[2].replace('.', ',')} %",
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
        [wd * f for f in (0.06, 0.46, 0.08, 0.09, 0.12, 0.08, 0.11)],
        ["Pos.", "Bezeichnung", "Menge", "Einheit", "Preis CHF", "MWST", "Betrag CHF"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n81 = sum((a for it, _, _, a in lines if it[2] == "8.1"), ZERO)
    n26 = sum((a for it, _, _, a in lines if it[2] == "2.6"), ZERO)
    k = Decimal(rng.choice([0, 0, 0, 3, 5]))
    rab = pct_of(n81, str(k)) + pct_of(n26, str(k))
    b81, b26 = n81 - pct_of(n81, str(k)), n26 - pct_of(n26, str(k))
    m81, m26 = pct_of(b81, "8.1"), pct_of(b26, "2.6")
    raw = b81 + b26 + m81 + m26
    total = r05(raw)
    rund = total - raw
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total Positionen", f"CHF {chf(n81 + n26)}")]
        if k:
            rows_ += [
                (f"Rabatt {k} %", f"– {chf(rab)}"),
                ("Total exkl. MWST", f"CHF {chf(b81 + b26)}"),
            ]
        if b81:
            rows_.append(("MWST 8,1 %", chf(m81)))
        if b26:
            rows_.append(("MWST 2,6 %", chf(m26)))
        if rund:
            rows_.append(("Rundung", f"{'–' if rund < 0 else ''} {chf(abs(rund))}".strip()))
        lab = la.pick(rng, "Total CHF inkl. MWST|Gesamttotal|Bestelltotal inkl. MWST|Total")
        y = ltotals(d, rng, m + wd * 0.55, r - 3, y, rows_, lab, f"CHF {chf(total)}", 8.6)
    else:
        y = wrapped(d, m, y, f"Preise gemäss {off}; Verrechnung nach Lieferung.", 8.4, wd)
    y += 10
    for t in [
        f"Zahlung: {la.pick(rng, '30 Tage netto|10 Tage 2 % Skonto, 30 Tage netto')}. Bitte Bestellnummer auf Lieferschein und Rechnung angeben; Rechnungen ohne Bestellnummer werden retourniert.",
        "Lebensmittel gekühlt anliefern; Rettungsmittel mit gültiger Konformitätserklärung.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2)
    if y + 56 > bottom:
        y = brk()
    y += 22
    d.t(m, y, la.pick(rng, "Freundliche Grüsse|Mit freundlichen Grüssen"), 8.6)
    d.t(m, y + 12, buyer, 8.4)
    d.t(
        m,
        y + 40,
        f"{rng.choice(SS_F)} {rng.choice(SS_N)}, {rng.choice(['Leiter Technik', 'Einkauf', 'Leiterin Gastronomie', 'Betriebsleiter'])}",
        8.4,
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_de_ch_seeschifffahrt_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ss)


# --------------------------------------------------------------------------- 8 fr-FR Grasse perfume house's order

PF_BUY = [
    "Parfumerie {n}",
    "Maison {n} Parfums SAS",
    "{n} Créations Olfactives SARL",
    "Atelier de parfum {n}",
]
PF_N = "Les Jasmins|Bastide Rose|Lavandine|Iris Blanc|Néroli|Mimosa d'Or|Ambre Gris|Tubéreuse|Vétiver|Cassie".split(
    "|"
)
PF_SN = "Méric|Aubanel|Carle|Giraud|Bertrand|Roubaud|Audibert|Pellegrin|Rostagni|Isnard|Maurel|Castel".split(
    "|"
)
PF_SUP_FORMED = [
    "{n} Verrerie SAS",
    "{n} Arômes SA",
    "Distillerie {n} SARL",
    "{n} Packaging SAS",
    "Établissements {n}",
    "{n} & Fils SARL",
]
PF_SUP_BARE = ["Cartonnages {n}", "Atelier {n}", "Verrerie {n}"]
PF_ITEMS = [
    ("Absolue de jasmin grandiflorum", "kg", 2800, 5200),
    ("Huile essentielle de lavande fine AOP", "kg", 140, 260),
    ("Concrète d'iris pallida", "kg", 1900, 3600),
    ("Huile essentielle de néroli", "kg", 2200, 4200),
    ("Alcool éthylique surfin 96°", "l", 6, 11),
    ("Flacon verre 50 ml, col FEA 15", "u", 1.1, 2.4),
    ("Flacon verre 100 ml, extra-blanc", "u", 1.6, 3.2),
    ("Pompe vaporisateur FEA 15 sertie", "u", 0.38, 0.85),
    ("Capot zamak doré", "u", 1.2, 2.8),
    ("Coffret carton dorure à chaud", "u", 0.9, 2.2),
    ("Étiquettes adhésives (rouleau 1000)", "rlx", 45, 95),
    ("Bouchon liège et verre pour extrait", "u", 2.4, 4.6),
]


def _pf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|times|libserif|dejavu|djserif"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    maison = rng.choice(PF_BUY).format(n=rng.choice(PF_N))
    sup = bare_or(rng, PF_SUP_FORMED, PF_SUP_BARE, 0.3).format(n=rng.choice(PF_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"BC-{dt.year}-###", "CF#####", f"{dt:%y}{dt:%m}-###", "BC######", f"PF/{dt:%y}/####"]
        ),
    )
    devis = la.digits(rng, rng.choice(["DE-#####", "Devis n° ####", "PRO-####"]))
    lot = rng.choice(
        [
            f"Collection printemps {dt.year}",
            la.digits(rng, "Projet P-###"),
            f"Coffrets Noël {dt.year}",
        ]
    )
    code_f = la.digits(rng, "FRN-####")
    siret = la.digits(rng, "### ### ### #####")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "row", "right"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|Réf. commande")
    ville = rng.choice(["Grasse", "Mouans-Sartoux", "Pégomas", "Plascassier"])

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{maison} · SIRET {siret} · NAF 2042Z · TVA FR{la.digits(rng, '## #########')} · RCS Grasse",
            6.5,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 36, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{maison} — commande {po} (suite)", 9, b=True)
        return 58

    d.t(m, 48, maison, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.randint(1, 90)} {rng.choice(['route de Cannes', 'chemin des Fleurs', 'avenue Thiers', 'boulevard du Jeu de Ballon'])}, {la.digits(rng, '061##')} {ville}",
            f"Tél. 04 {la.digits(rng, '## ## ## ##')} · achats@{rng.choice(['maison-', 'parfums-', ''])}{rng.choice(['jasmins', 'iris', 'neroli', 'ambre'])}.fr",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR")
    shown, tsize = (f"{title} n° {po}", 13) if mode == "beside" else (title, 15)
    y = 84
    if d.width(maison, 15, True) + d.width(shown, tsize, True) + 24 > wd:
        d.t(d.w / 2, 84, shown, tsize, b=True, al="c")
        y = 100
    else:
        d.t(r, 48, shown, tsize, b=True, al="r")
    if mode == "beside":
        d.t(r, y - 6 if y > 84 else 62, f"{ville}, le {la.dfmt(dt, 'long_fr')}", 8.4, al="r")
        y += 6 if y > 84 else 0
    pairs = [] if mode == "beside" else [(po_lab, po), ("Date", la.dfmt(dt, "dmy"))]
    pairs += [("Votre devis", devis), ("Code fournisseur", code_f), ("Affaire", lot)]
    if mode not in ("beside",) and rng.random() < 0.35:
        pairs[0], pairs[1] = pairs[1], pairs[0]
    flab = la.pick(rng, "Fournisseur|Fournisseur :|À l'attention de|Destinataire|")
    frows = [
        sup,
        f"{rng.randint(1, 200)} {rng.choice(['ZI des Bois de Grasse', 'rue de la Verrerie', 'avenue de la Libération', 'chemin de Saint-Marc'])}",
        f"{la.digits(rng, '#####')} {rng.choice(['Grasse', 'Aubagne', 'Lyon', 'Vaison-la-Romaine', 'Nice'])}",
        f"Contact : {rng.choice(['M.', 'Mme'])} {rng.choice(PF_SN)}",
    ]
    blocks = [
        (
            "Adresse de livraison",
            [
                maison,
                "Atelier de composition",
                f"{rng.randint(1, 40)} chemin des Fleurs",
                f"{la.digits(rng, '061##')} {ville}",
            ],
        ),
        ("Facturation", [maison, "Service comptabilité", f"{la.digits(rng, '061##')} {ville}"]),
    ]
    if mode in ("grid", "row"):
        y = lrefs(d, rng, m, y, wd, pairs, mode, 8.4) + 12
        cw = (wd - 24) / 3
        order = [0, 1, 2] if rng.random() < 0.65 else [1, 2, 0]
        yy = y
        for k_, idx in enumerate(order):
            xx = m + k_ * (cw + 12)
            if idx == 0:
                yy = max(yy, lparty(d, xx, y, flab, frows, 8.6))
            else:
                lab, rows = blocks[idx - 1]
                rows = [la.fit(s_, d.reg, 8.2, cw - 4) for s_ in rows]
                yy = max(yy, lparty(d, xx, y, lab, rows, 8.2, 10.5))
        y = yy + 10
    else:
        left = rng.random() < 0.6
        px, kx = (m, m + wd * 0.52) if left else (m + wd * 0.52, m)
        sy = lparty(d, px, y, flab, frows, 9)
        ky = (
            lrefs(d, rng, kx, y, wd * 0.46, pairs, "right" if mode == "right" else "kv", 8.2)
            if pairs
            else y
        )
        y = max(sy, ky) + 10
        cw = (wd - 16) / 2
        for k_, (lab, rows) in enumerate(blocks):
            d.t(m + k_ * (cw + 16), y + 8, lab, 7.8, b=True, grey=0.35)
            d.lines(m + k_ * (cw + 16), y + 12, rows, 8.2, lead=10.5)
        y += 60
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [22, 28] if land else [30, 38])
    lines = more_lines(
        rng,
        PF_ITEMS,
        n,
        [1, 2, 5, 10, 25, 500, 1000, 2000, 5000],
        ["(lot 2)", "(échantillon)", "(teinte ambre)"],
        big=1000,
    )
    body = [
        (
            [
                la.digits(rng, "MP-####"),
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
        [wd * f for f in (0.1, 0.45, 0.07, 0.1, 0.12, 0.16)],
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
    rem = pct_of(ht, str(rng.choice([0, 0, 2, 5, 8])))
    port = Decimal(rng.choice([0, 0, 25, 48, 90]))
    base = ht - rem + port
    tva = pct_of(base, "20")
    total = base + tva
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT", f"{fr2(ht)} €")]
        if rem:
            rows_.append(("Remise", f"- {fr2(rem)} €"))
        if port:
            rows_.append(("Frais de port", f"{fr2(port)} €"))
        if rem or port:
            rows_.append(("Net HT", f"{fr2(base)} €"))
        rows_.append(("TVA 20 %", f"{fr2(tva)} €"))
        lab = la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Net à payer TTC")
        xl = m + wd * 0.56
        y = ltotals(d, rng, xl, r - 3, y, rows_, lab, f"{fr2(total)} €", 8.6)
        if rng.random() < 0.45:
            ac = r2(total * Decimal(rng.choice(["0.3", "0.4"])))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Acompte à la commande : {fr2(ac)} €   Reste à payer : {fr2(total - ac)} €",
                7.8,
                wd * 0.44,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre devis {devis} ; le montant sera établi à la livraison selon les quantités et les lots livrés.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Matières premières livrées avec fiche de données de sécurité, certificat d'analyse et numéro de lot ; articles de conditionnement conformes aux échantillons validés.",
        "Merci de rappeler le numéro de commande sur le bon de livraison et la facture. Règlement à 45 jours fin de mois.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Bon pour commande – {rng.choice(['Directrice des achats', 'Parfumeur-créateur', 'Gérant'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng,
            "Accusé de réception du fournisseur (date, cachet)|Signature et cachet du fournisseur",
        ),
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_fr_parfumeur_flacons_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pf)


# --------------------------------------------------------------------------- 9 es-ES brotherhood's wax, candle and flower order

CF_BUY = [
    "Hermandad de {a}",
    "Real Hermandad y Cofradía de {a}",
    "Cofradía de {a}",
    "Pontificia Hermandad de {a}",
]
CF_A = "la Esperanza|el Santo Entierro|la Vera Cruz|los Dolores|la Soledad|las Angustias|la Amargura|el Silencio|la Misericordia|la Caridad".split(
    "|"
)
CF_SN = (
    "Ortiz|Guzmán|Molina|Romero|Caballero|Fuentes|Gálvez|Montero|Lozano|Ríos|Pastor|Cuesta".split(
        "|"
    )
)
CF_SUP_FORMED = [
    "Cerería {n} S.L.",
    "{n} Flores y Plantas S.L.",
    "Bordados {n} S.L.",
    "{n} Orfebrería S.A.",
    "Inciensos y Ceras {n} S.L.U.",
    "Hijos de {n} S.L.",
]
CF_SUP_BARE = ["Cerería {n}", "Floristería {n}", "Taller {n}"]
CF_CITY = [
    "Sevilla",
    "Málaga",
    "Zamora",
    "Valladolid",
    "Cartagena",
    "Jerez de la Frontera",
    "Córdoba",
    "Granada",
]
CF_ITEMS = [
    ("Cirio de cera 1,20 m Ø 60 mm", "ud.", 21, 28, 46),
    ("Vela rizada para candelería", "ud.", 21, 9, 18),
    ("Clavel rojo (paquete 25 tallos)", "paq.", 10, 14, 26),
    ("Rosa blanca de tallo largo", "tallo", 10, 1.4, 2.8),
    ("Incienso en grano (kg)", "kg", 21, 24, 48),
    ("Carbón para incensario (caja)", "caja", 21, 12, 22),
    ("Limpieza y abrillantado de plata del paso", "serv.", 21, 680, 1400),
    ("Túnica de nazareno (confección)", "ud.", 21, 95, 160),
    ("Antifaz con escudo bordado", "ud.", 21, 38, 70),
    ("Exorno floral del paso de palio", "serv.", 10, 1800, 3600),
    ("Cera líquida para tandas (l)", "l", 21, 6, 12),
    ("Lirio morado (paquete 10)", "paq.", 10, 16, 30),
]


def _cf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|times|libsans|djserif"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    herm = rng.choice(CF_BUY).format(a=rng.choice(CF_A))
    sup = bare_or(rng, CF_SUP_FORMED, CF_SUP_BARE, 0.3).format(n=rng.choice(CF_SN))
    city = rng.choice(CF_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"PED-{dt.year}-###", f"{dt:%y}/###", "HP####", f"P{dt:%y}-####"])
    )
    pres = la.digits(rng, rng.choice(["Presupuesto ####", "PRE-####/##"]))
    salida = f"Salida procesional {dt.year + (1 if dt.month > 4 else 0)}"
    cif = la.digits(rng, "R########@")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["row", "beside", "kv", "grid"])
    po_lab = la.pick(rng, "Nº Pedido|Número de pedido|Pedido nº|Nº de pedido")

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{herm} · CIF {cif} · Casa Hermandad, {city} · Mayordomía",
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

    if rng.random() < 0.5:
        d.t(d.w / 2, 46, herm, 14, b=True, al="c")
        d.t(
            d.w / 2,
            58,
            f"C/ {rng.choice(['San Lorenzo', 'Feria', 'Santa Ana', 'del Agua'])} {rng.randint(1, 60)} · {la.digits(rng, '41###')} {city} · Tel. {la.digits(rng, '95# ### ###')}",
            7.6,
            al="c",
            grey=0.3,
        )
        ty = 82
        d.t(
            d.w / 2 if mode != "beside" else m,
            ty,
            la.pick(rng, "PEDIDO|HOJA DE PEDIDO|PEDIDO A PROVEEDOR")
            + (f" Nº {po}" if mode == "beside" else ""),
            12.5,
            b=True,
            al="c" if mode != "beside" else "l",
        )
        y = 96
    else:
        d.t(m, 46, herm, 14, b=True)
        d.lines(
            m,
            52,
            [
                f"Casa Hermandad · C/ {rng.choice(['San Lorenzo', 'Feria', 'Santa Ana', 'del Agua'])} {rng.randint(1, 60)}",
                f"{la.digits(rng, '41###')} {city} · CIF {cif}",
            ],
            7.6,
            lead=10,
        )
        shown = la.pick(rng, "PEDIDO|Hoja de pedido|PEDIDO A PROVEEDOR") + (
            f" {po}" if mode == "beside" else ""
        )
        y = 90
        if d.width(herm, 14, True) + d.width(shown, 13, True) + 24 > wd:
            d.t(r, 84, shown, 13, b=True, al="r")
            y = 98
        else:
            d.t(r, 48, shown, 13, b=True, al="r")
    pairs = [] if mode == "beside" else [(po_lab, po)]
    pairs += [
        ("Fecha", la.dfmt(dt, "dmy")),
        ("Su presupuesto", pres),
        ("Cofradía / acto", salida),
        ("Entrega", la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "dmy")),
    ]
    if mode == "row" and rng.random() < 0.4:
        pairs[0], pairs[1] = pairs[1], pairs[0]
    plab = la.pick(rng, "Proveedor|Proveedor:|Sr./Sres.:|")
    prows = [
        sup,
        f"{rng.choice(['C/ Cuna', 'Avda. de la Constitución', 'C/ Alfarería', 'Polígono El Pino, nave'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Sevilla', 'Écija', 'Lucena', 'Utrera', 'Antequera'])}",
        f"NIF: {la.digits(rng, '@########')}",
    ]
    if mode in ("row", "grid"):
        y = lrefs(d, rng, m, y, wd, pairs, mode, 8.4) + 12
        cw = wd * 0.46
        sy = lparty(d, m, y, plab, prows, 9)
        d.t(r - cw, y + 8, "Lugar de entrega", 7.8, b=True, grey=0.35)
        dy = d.lines(
            r - cw,
            y + 12,
            [
                "Casa Hermandad – almacén de enseres",
                f"Att. {rng.choice(['Mayordomo', 'Prioste', 'Diputado de cultos'])}: {rng.choice(['D.', 'Dña.'])} {rng.choice(CF_SN)}",
                f"Tel. {la.digits(rng, '6## ### ###')}",
            ],
            8.2,
            lead=10.5,
        )
        y = max(sy, dy) + 10
    else:
        cw = wd * 0.48
        sx = r - cw if rng.random() < 0.6 else m
        kx = m if sx != m else r - cw
        d.box(sx - 6, y - 4, cw + 6, 72, stroke=True)
        sy = lparty(d, sx, y, plab, prows, 8.8, 11)
        ky = lrefs(d, rng, kx, y, cw - 10, pairs, "kv" if mode == "kv" else "right", 8.2)
        y = max(sy, ky, y + 72) + 10
        d.t(
            m,
            y + 8,
            f"Entregar en: Casa Hermandad ({rng.choice(['de 18 a 21 h', 'tardes, previo aviso'])}) · Prioste: {rng.choice(['D.', 'Dña.'])} {rng.choice(CF_SN)}",
            8,
            grey=0.2,
        )
        y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [22, 28] if land else [32, 40])
    lines = more_lines(
        rng,
        CF_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 24, 50, 100],
        ["(paso de Cristo)", "(paso de palio)", "(tramo 3)"],
        big=600,
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
        [wd * f for f in (0.06, 0.46, 0.08, 0.08, 0.12, 0.08, 0.12)],
        ["Lín.", "Descripción", "Cant.", "Ud.", "Precio €", "IVA", "Importe €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    b21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    b10 = sum((a for it, _, _, a in lines if it[2] == 10), ZERO)
    i21, i10 = pct_of(b21, "21"), pct_of(b10, "10")
    total = b21 + b10 + i21 + i10
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = []
        if b21:
            rows_.append(("Base imponible 21%", f"{eu(b21)} €"))
        if b10:
            rows_.append(("Base imponible 10%", f"{eu(b10)} €"))
        if b21:
            rows_.append(("IVA 21%", f"{eu(i21)} €"))
        if b10:
            rows_.append(("IVA 10%", f"{eu(i10)} €"))
        lab = la.pick(rng, "TOTAL PEDIDO|Total pedido|Importe total|TOTAL")
        xl = m + wd * 0.56
        y = ltotals(d, rng, xl, r - 3, y, rows_, lab, f"{eu(total)} €", 8.6)
        if rng.random() < 0.4:
            ac = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Entregado a cuenta: {eu(ac)} € · Pendiente: {eu(total - ac)} €",
                7.8,
                wd * 0.44,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {pres}; el importe definitivo se fijará con el albarán de entrega.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "La cera deberá entregarse al menos quince días antes de la salida procesional; las flores, la víspera, en cámara.",
        "Indiquen nuestro número de pedido en albarán y factura, a nombre de la Hermandad con su CIF.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"El Mayordomo: {rng.choice(['D.', 'Dña.'])} {rng.choice(CF_SN)} · Vº Bº Hermano Mayor",
    )
    d.sign(m + sw + 20, y, sw, "Conforme proveedor (firma y sello)")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_es_cofradia_cera_flores_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cf)


# --------------------------------------------------------------------------- 10 nl-NL ice rink's order

IB_BUY = ["IJsbaan {n} B.V.", "Stichting IJsbaan {n}", "Schaatsbaan {n}", "Kunstijsbaan {n} B.V."]
IB_N = "Het Wiel|De Vliet|Lindeveld|Zuiderpark|De Schans|Oostermoer|Hoogeveld|IJsselhof|De Weerribben|Noorderpoort".split(
    "|"
)
IB_SN = "de Vries|Bakker|Visser|Smit|Meijer|de Boer|Mulder|de Groot|Bos|Vos|Hendriks|Kuipers".split(
    "|"
)
IB_SUP_FORMED = [
    "{n} Schaatssport B.V.",
    "{n} Koeltechniek B.V.",
    "{n} Sport & Spel B.V.",
    "{n} Horeca Groothandel B.V.",
    "{n} en Zn. B.V.",
    "{n} IJsbaantechniek B.V.",
]
IB_SUP_BARE = ["Schaatsslijperij {n}", "{n} Sport", "Groothandel {n}"]
IB_CITY = ["Deventer", "Assen", "Leeuwarden", "Hoorn", "Breda", "Tilburg", "Enschede", "Alkmaar"]
IB_ITEMS = [
    ("Huurschaatsen noren, maat 36-46", "paar", 21, 85, 140),
    ("Schaatsbeschermers", "paar", 21, 6, 12),
    ("Slijpen huurschaatsen", "paar", 21, 7, 12),
    ("Koelvloeistof glycol 25 l", "can", 21, 95, 160),
    ("IJsverf wit 20 kg", "emmer", 21, 140, 260),
    ("Valkussen boarding", "st.", 21, 120, 240),
    ("Kinderhelm verstelbaar", "st.", 21, 22, 39),
    ("Chocolademelkpoeder 1 kg", "zak", 9, 8, 14),
    ("Erwtensoep 5 l (emmer)", "emmer", 9, 18, 28),
    ("Koek en zopie-bekers (1000)", "doos", 21, 38, 64),
    ("Onderhoud dweilmachine", "beurt", 21, 480, 950),
    ("Schaatshulp (pinguïn)", "st.", 21, 65, 120),
]


def _ib(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    nn = rng.choice(IB_N)
    baan = rng.choice(IB_BUY).format(n=nn)
    sn = rng.choice(IB_SN)
    sup = bare_or(rng, IB_SUP_FORMED, IB_SUP_BARE, 0.3).format(n=sn[0].upper() + sn[1:])
    city = rng.choice(IB_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"IO-{dt.year}-###", f"{dt.year}####", "IB#####", f"PO{dt:%y}-###"])
    )
    offerte = la.digits(rng, rng.choice(["Offerte ####", "OFF-#####"]))
    debiteur = la.digits(rng, rng.choice(["Deb. #####", "K-####"]))
    kvk = la.digits(rng, "########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "row", "right"])
    po_lab = la.pick(rng, "Inkoopordernummer|Ordernummer|Bestelnummer|Inkooporder nr.")
    seizoen = (
        f"Seizoen {dt.year}-{dt.year + 1}" if dt.month >= 7 else f"Seizoen {dt.year - 1}-{dt.year}"
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{baan} · KvK {kvk} · btw NL{la.digits(rng, '#########')}B01 · IBAN NL{la.digits(rng, '##')} RABO 0{la.digits(rng, '### ### ###')}",
            6.6,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Inkooporder {po} (vervolg)", 9, b=True)
        return 58

    d.box(m, 30, 6, 36, fill=0.4, stroke=False)
    d.t(m + 14, 46, baan, 14, b=True)
    d.t(
        m + 14,
        60,
        f"{rng.choice(['IJsbaanweg', 'Sportlaan', 'Schaatspad', 'Burgemeester Visserlaan'])} {rng.randint(1, 80)}, {la.digits(rng, '#### @@')} {city} · tel. 0{la.digits(rng, '## ### ## ##')}",
        7.6,
        grey=0.3,
    )
    title = la.pick(rng, "INKOOPORDER|Inkooporder|BESTELLING|Bestelbon")
    if mode == "beside":
        d.t(r, 46, f"{title} {po}", 13, b=True, al="r")
    else:
        d.t(r, 46, title, 14, b=True, al="r")
    y = 84
    pairs = [] if mode == "beside" else [(po_lab, po)]
    pairs += [
        ("Datum", la.dfmt(dt, rng.choice(["dmy", "dash"]))),
        ("Uw offerte", offerte),
        ("Debiteurnr.", debiteur),
        ("Betreft", seizoen),
    ]
    alab = la.pick(rng, "Leverancier|Aan|Leverancier:|")
    srows = [
        sup,
        f"{rng.choice(['Industrieweg', 'Handelsweg', 'Ambachtsstraat', 'Nijverheidsweg'])} {rng.randint(1, 150)}",
        f"{la.digits(rng, '#### @@')} {rng.choice(['Heerenveen', 'Zwolle', 'Apeldoorn', 'Amersfoort', 'Drachten'])}",
        f"t.a.v. {rng.choice(['dhr.', 'mevr.'])} {rng.choice(IB_SN)}",
    ]
    drows = [
        f"{baan}",
        f"{rng.choice(['Technische dienst', 'Schaatsverhuur', 'Horeca – koek en zopie'])}, achteringang",
        f"Contact: {rng.choice(['Jan', 'Marieke', 'Henk', 'Sanne'])} {rng.choice(IB_SN)}",
    ]
    if mode in ("grid", "row"):
        y = lrefs(d, rng, m, y, wd, pairs, mode, 8.4) + 12
        cw = (wd - 18) / 2
        xs, xd = (m, m + cw + 18) if rng.random() < 0.65 else (m + cw + 18, m)
        sy = lparty(d, xs, y, alab, srows, 9)
        d.t(xd, y + 8, la.pick(rng, "Afleveradres|Leveradres"), 7.8, b=True, grey=0.35)
        dy = d.lines(xd, y + 12, drows, 8.2, lead=10.5)
        y = max(sy, dy) + 10
    else:
        sy = lparty(d, m, y, alab, srows, 9)
        kx = m + wd * 0.55
        ky = lrefs(d, rng, kx, y, r - kx, pairs, "right" if mode == "right" else "kv", 8.2)
        y = max(sy, ky) + 10
        d.t(
            m,
            y + 8,
            f"Afleveradres: {drows[0]}, {drows[1]} · Factuuradres: {baan}, t.a.v. crediteurenadministratie",
            7.8,
            grey=0.2,
            maxw=wd,
        )
        y += 16
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [22, 28] if land else [32, 40])
    lines = more_lines(
        rng,
        IB_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 24, 50],
        ["(kindermaat)", "(extra)", "(reserve)"],
        big=400,
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
        ["Nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "Btw", "Bedrag €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n9 = sum((a for it, _, _, a in lines if it[2] == 9), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    k = Decimal(rng.choice([0, 0, 0, 5, 10]))
    k9, k21 = pct_of(n9, str(k)), pct_of(n21, str(k))
    b9, b21 = n9 - k9, n21 - k21
    v9, v21 = pct_of(b9, "9"), pct_of(b21, "21")
    total = b9 + b21 + v9 + v21
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = []
        if k:
            rows_ += [("Subtotaal", f"€ {eu(n9 + n21)}"), (f"Korting {k}%", f"- € {eu(k9 + k21)}")]
        rows_.append(("Totaal excl. btw", f"€ {eu(b9 + b21)}"))
        if b9:
            rows_.append(("Btw 9%", f"€ {eu(v9)}"))
        if b21:
            rows_.append(("Btw 21%", f"€ {eu(v21)}"))
        lab = la.pick(rng, "Totaal incl. btw|Te betalen|Totaalbedrag|TOTAAL")
        xl = m + wd * 0.58
        y = ltotals(d, rng, xl, r - 3, y, rows_, lab, f"€ {eu(total)}", 8.6)
        if rng.random() < 0.35:
            ab = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Aanbetaling: € {eu(ab)} · Restant na levering: € {eu(total - ab)}",
                7.8,
                wd * 0.42,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens {offerte}; gefactureerd wordt op basis van de geleverde aantallen.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Levering vóór de opening van het seizoen, op werkdagen tussen 7.00 en 9.00 uur via de achteringang. Levensmiddelen gekoeld aanleveren.",
        "Vermeld ons ordernummer op pakbon en factuur; facturen zonder ordernummer worden niet in behandeling genomen. Betaling binnen 30 dagen.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Voor akkoord – {rng.choice(['bedrijfsleider', 'hoofd technische dienst', 'manager horeca'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(rng, "Orderbevestiging leverancier (handtekening)|Akkoord leverancier"),
    )
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind49_nl_ijsbaan_schaatsen_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ib)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind49_") and callable(fn)
}

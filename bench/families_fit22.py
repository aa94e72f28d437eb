# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for `fit` written blind at stop 59 (`fit22_*`), in zh-Hans (two),
zh-Hant (Hong Kong), ja, en-GB, en-IN, de-AT, fr-FR, nl-NL and pt-PT.

- fit22_zh_huaxuechang_zaoxue_beijian: a Chinese ski resort's order for snowmaking and lift
  spare parts (the resort's letterhead, the order number beside the title, in a ruled
  label / value grid, in a header row with its value below or in a data block at the right;
  the supplier under 供应商 / 供方 / 致 or with no label, a 收货 block with its own company,
  不含税 lines, 小计 / 折扣 / 运费 / 税额 13 % / 价税合计, 大写, a 30 % prepayment, a seal;
  landscape at times).
- fit22_zh_bowuguan_wenchuang_dinghuo: a Chinese museum's order for cultural-creative products
  (甲方 / 乙方 panels stacked or side by side, in either order, the order number in a boxed
  corner or a header row, the exhibition project and contract numbers beside it, a 合计 row at
  the table's foot, the 订单总金额 with its amount on the line below at times, a 5 % 质保金
  withheld after the total, 大写).
- fit22_hk_youting_hui_chuanju_caigou: a Hong Kong yacht club's chandlery order (bilingual
  採購單 / PURCHASE ORDER, the P.O. number beside the title, in a boxed header grid or in the
  right data block; the supplier under 供應商 / To / Vendor or unlabelled with its English name
  beneath, a 送貨 block for the marina, HK$ lines, 小計 / 折扣 / 運費 / 總額, a deposit line,
  an amount in English words).
- fit22_ja_ichigo_nouen_shizai_hacchu: a Japanese strawberry farm's order for greenhouse and
  packing materials (注文書 / 発注書, the supplier with 御中 or in a 発注先 cell, the order
  number in a small box, beside the title or in a ruled row, a big 合計金額 box whose amount is
  on the line below its label at times, 小計 / 消費税 / 合計 in whole yen, 税率 10 %).
- fit22_en_gb_heritage_railway_po: a British heritage railway's order for locomotive,
  permanent-way and café supplies (the railway's letterhead with its charity number, the PO
  number beside the title, in a label / value block, a boxed grid or a header row; the
  supplier under "Supplier", "To", "Vendor" or no label; deliver-to and invoice-to blocks;
  Sub-total / discount / carriage / VAT 20 % / Total, a two-page variant, landscape at times).
- fit22_en_in_solar_pump_order_acceptance: an Indian solar-pump maker's ORDER ACCEPTANCE (the
  seller's letterhead and GSTIN first, its own OA number boxed, the customer's PO number and
  date as "Your P.O. No." / "Customer PO Ref.", bill-to and ship-to blocks, HSN per line,
  CGST + SGST or IGST, round off, Grand Total in Indian grouping with its amount on the line
  below at times, rupees in words, an advance received and the balance).
- fit22_de_at_tischlerei_beschlaege_bestellung: an Austrian joinery's order for fittings and
  boards (a window address with the sender line and "Firma" above the name at times, the data
  block at the right or a ruled strip, "Bestellung Nr." beside the title at times, Rabatt,
  Fracht, 20 % USt, Gesamtbetrag with its amount below the label at times, Skonto terms).
- fit22_fr_fromagerie_affinage_commande: a French cheese affineur's order for ripening and
  packing supplies (BON DE COMMANDE with its number beside the title, in a boxed grid, a
  header row or a right data block; Fournisseur / Livraison / Facturation blocks, TVA 5,5 %
  and 20 %, Total HT / remise / Total TTC, an acompte and a solde, SIRET and NAF).
- fit22_nl_zeilschool_inkooporder: a Dutch sailing school's order for sails, life jackets and
  rigging (INKOOPORDER / BESTELLING with its number beside the title or in the data block, the
  supplier under "Leverancier", "Aan" or no label, afleveradres, btw 21 % and 9 %, Totaal
  incl. btw with its amount below at times, KvK and IBAN, a signature for the leverancier).
- fit22_pt_marisqueira_nota_encomenda: a Portuguese seafood restaurant's NOTA DE ENCOMENDA
  (the number beside the title, in a boxed grid, a header row or a data block; the supplier
  under "Fornecedor", "Exmo.(s) Sr.(s)" or no label; IVA 6 %, 13 % and 23 %; Total s/ IVA /
  desconto / Total a pagar; NIF lines, a signature for the fornecedor).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, customer
number or the seller's order-acceptance number; on the seller's acceptance the customer's PO
number); the supplier exactly as printed on its own first line (the seller of the acceptance;
never 御中, "Firma", "Attn" or "To:"); the grand total as "1234.50" (whole yen as "1234.00";
after discounts, incl. tax and round-off, before deposits, advances, retentions and
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
from families_blind30 import bare_or, eu, more_lines  # noqa: E402

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


def inr(v: Decimal) -> str:
    """12,34,567.80 (Indian grouping)."""
    s = f"{r2(v):.2f}"
    whole, frac = s.split(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join([*groups, tail]) + "." + frac


def in_words(v: Decimal) -> str:
    """Rupees in words with lakh and crore: 'Rupees One Lakh Two Thousand ... Only'."""
    paise = int(r2(v) * 100)
    n, p = paise // 100, paise % 100

    def small(k: int) -> str:
        return cj._words(k).title().replace(" And ", " ")

    parts = []
    for div, name in ((10**7, "Crore"), (10**5, "Lakh"), (1000, "Thousand")):
        if n >= div:
            parts.append(f"{small(n // div)} {name}")
            n %= div
    if n:
        parts.append(small(n))
    out = "Rupees " + " ".join(parts or ["Zero"])
    if p:
        out += f" and {small(p)} Paise"
    return out + " Only"


def fitsize(d: la.Doc, s: str, size: float, w: float, b: bool = True) -> float:
    """`size`, or smaller so that `s` fits in `w`."""
    return min(size, size * w / max(d.width(s, size, b), 1))


def flines(
    d: la.Doc,
    x: float,
    y: float,
    rows: list[str],
    size: float,
    w: float,
    *,
    b_first: bool = False,
    lead: float = 11,
) -> float:
    """Text lines from top `y`, each shrunk to fit `w`; returns the y below them."""
    for i, s in enumerate(rows):
        b = b_first and i == 0
        d.t(x, y + i * lead + size, s, fitsize(d, s, size, w, b), b=b)
    return y + len(rows) * lead


def _fit_widths(d: la.Doc, pairs: list[tuple[str, str]], size: float, w: float) -> list[float]:
    ws = [max(d.width(k, size - 1.5, True), d.width(v, size)) + 12 for k, v in pairs]
    s = sum(ws)
    return [x * w / s for x in ws] if s < w else ws


def lmeta(
    d: la.Doc, x: float, y: float, w: float, pairs: list[tuple[str, str]], mode: str, size: float
) -> float:
    """The order data on a la page: `kv` label / value lines, `kvr` values right-aligned, `grid`
    a boxed label-over-value grid, `row` a shaded header row with the values below. Returns
    the y below it."""
    if mode in ("kv", "kvr"):
        kw = max(d.width(k, size, True) for k, _ in pairs) + 10
        for k, v in pairs:
            d.t(x, y + size, k, size, b=mode == "kv", grey=0.3 if mode == "kvr" else 0)
            if mode == "kv":
                d.t(x + kw, y + size, v, size)
            else:
                d.t(x + w, y + size, v, size, al="r")
            y += size * 1.5
        return y
    ws = _fit_widths(d, pairs, size, w)
    if sum(ws) > w and len(pairs) == 1:
        ws = [w]
    if sum(ws) > w:
        half = (len(pairs) + 1) // 2
        y = lmeta(d, x, y, w, pairs[:half], mode, size)
        return lmeta(d, x, y + (2 if mode == "row" else 0), w, pairs[half:], mode, size)
    if mode == "grid":
        return d.grid(x, y, ws, [k for k, _ in pairs], [v for _, v in pairs], size)
    n = len(pairs)
    y = lrow(
        d, x, y, ws, [k for k, _ in pairs], "l" * n, h=size + 8, size=size - 1, b=True, fill=0.88
    )
    return lrow(d, x, y, ws, [v for _, v in pairs], "l" * n, h=size + 9, size=size)


def ltotal(
    d: la.Doc,
    rng: random.Random,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str, bool]],
    lab: str,
    val: str,
    size: float,
    below: bool,
) -> float:
    """Summary rows, then the grand total: on its own row, or its amount below its label."""
    if rows:
        y = d.summary(xl, xr, y, rows, size)
    if below:
        if rng.random() < 0.5:
            d.box(xl - 4, y + 2, xr - xl + 8, size * 3.7, fill=0.9, stroke=False)
        else:
            d.line(xl - 4, y + 2, xr + 4, y + 2, 0.8)
        d.t(xl, y + 4 + size * 1.2, lab, size + 0.4, b=True)
        d.t(xr, y + 4 + size * 2.9, val, size + 2, b=True, al="r")
        return y + size * 4
    return d.summary(
        xl,
        xr,
        y,
        [(lab, val, True)],
        size + 0.4,
        box_last=rng.random() < 0.5,
        shade=0.88 if rng.random() < 0.4 else None,
    )


def cmeta(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    pairs: list[tuple[str, str]],
    mode: str,
    size: float,
    ink: Color = black,
) -> float:
    """The order data on a cj page: `kgrid` two label / value pairs a row, `row` a shaded head
    row with values beneath, `lines` plain "label：value" lines. Returns the y below it."""
    if mode == "kgrid":
        rows = [
            [*pairs[i], *(pairs[i + 1] if i + 1 < len(pairs) else ())]
            for i in range(0, len(pairs), 2)
        ]
        return kgrid(
            pdf, x, y, cj.rel(w, [14, 36, 14, 36]), rows, h=size + 10, size=size, ink=ink, fill=PALE
        )
    if mode == "row":
        ws = cj.rel(w, [max(len(k), len(v) * 0.62) + 2 for k, v in pairs])
        n = len(pairs)
        y = crow(
            pdf,
            x,
            y,
            ws,
            [k for k, _ in pairs],
            "c" * n,
            h=size + 10,
            size=size - 0.4,
            fill=PALE,
            head=True,
        )
        return crow(pdf, x, y, ws, [v for _, v in pairs], "c" * n, h=size + 10, size=size)
    lw = max(cj.stringWidth(f"{k}：", cj.FONT_NAME, size) for k, _ in pairs) + 4
    for k, v in pairs:
        pdf.text(x, y + size + 2, f"{k}：", size, colour=GREY)
        pdf.text(x + lw, y + size + 2, v, size, maxw=w - lw)
        y += size * 1.65
    return y


# --------------------------------------------------------------------------- 1 zh-Hans ski resort's snowmaking and lift spare parts

SK_CITY = "崇礼 吉林 哈尔滨 延庆 阿勒泰 牡丹江 伊春 太原 西宁 乌鲁木齐 成都 丽江".split()
SK_B = "万龙 云顶 太舞 北大壶 松花湖 亚布力 雪如意 富龙 长白 天山 西岭 玉龙".split()
SK_RESORT = [
    "{c}{b}滑雪场有限公司",
    "{c}{b}冰雪旅游开发有限公司",
    "{b}滑雪度假区（{c}）有限公司",
    "{c}{b}户外运动发展有限公司",
]
SK_SB = "北方 雪峰 冰源 中机 瑞雪 华索 天工 博瑞 凯斯 远东 恒通 金鹰".split()
SK_SUP = [
    "{c}{s}造雪设备有限公司",
    "{c}{s}索道机械有限公司",
    "{s}冰雪装备（{c}）有限公司",
    "{c}{s}流体设备有限公司",
    "{c}{s}机电工程有限公司",
]
SK_SUP_BARE = ["{c}{s}机电商行", "{s}索道配件经营部", "{c}市{s}五金机电"]
SK_ITEMS = [
    ("造雪机喷嘴", "Φ1.2 不锈钢", "个", 45, 120),
    ("造雪机风扇电机", "18.5kW 防护IP55", "台", 6800, 12500),
    ("高压球阀", "DN50 PN64", "只", 850, 1800),
    ("压雪车履带板", "铝合金 宽1.2m", "块", 980, 2100),
    ("索道托压索轮衬", "聚氨酯 Φ420", "个", 260, 560),
    ("吊椅安全护栏垫", "EVA 发泡", "套", 180, 420),
    ("魔毯输送带", "PVC 宽800", "米", 360, 680),
    ("雪道防护网", "高2m 橙色", "米", 18, 42),
    ("雪板打蜡机加热板", "220V 1.5kW", "块", 320, 780),
    ("液压油", "低温 L-HV32 18L", "桶", 560, 920),
    ("温湿度传感器", "-40~60℃ 4-20mA", "只", 420, 980),
    ("高压胶管", "DN25 耐低温 20m", "根", 680, 1500),
]


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(SK_CITY, 2)
    resort = rng.choice(SK_RESORT).format(c=c1, b=rng.choice(SK_B))
    sup = bare_or(rng, SK_SUP, SK_SUP_BARE, 0.25).format(c=c2, s=rng.choice(SK_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HX-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|{Y}PO{n4}|SK{Y}-{n4}")
    req = cj.number(rng, d, "QG-{y}{m}{n3}|SQ{Y}{n4}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|KJXY{Y}{n2}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "kgrid", "row", "lines"])
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|采购单号")
    ink = rng.choice([Color(0.1, 0.3, 0.6), Color(0.05, 0.4, 0.45), black])
    size = rng.choice([7.8, 8.2, 8.6])

    def foot() -> None:
        s_ = f"第 {page[0]} 页／共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 22, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{resort}　采购订单（续）", 8.6, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.6, align="r")
        return 46

    pdf.text(m, 40, resort, 14, bold=True, colour=ink)
    pdf.text(m, 53, f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.4, colour=GREY)
    pdf.line(m, 60, right, 60, lw=1.0, colour=ink)
    title = cj.pick(rng, "采购订单|设备备件采购订单|物资采购单")
    if mode == "beside":
        pdf.text(pdf.w / 2, 84, title, 16, align="c", bold=True)
        pdf.text(
            right,
            84,
            f"No.{po}" if rng.random() < 0.5 else f"{po_lab}：{po}",
            10,
            align="r",
            colour=RED,
        )
        y = 96
        pdf.text(m, y + 8, f"日期：{cj.fdate(d, rng.choice(['cn', 'iso']))}　请购单号：{req}", size)
        y += 16
    else:
        pdf.text(pdf.w / 2, 84, title, 16, align="c", bold=True)
        pairs = [
            (po_lab, po),
            ("下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
            ("请购单号", req),
            (cj.pick(rng, "框架协议号|合同编号"), ht),
        ]
        if rng.random() < 0.35:
            pairs[0], pairs[2] = pairs[2], pairs[0]
        y = 96
        if mode == "lines":
            cmeta(pdf, m + wd * 0.55, y, wd * 0.45, pairs, "lines", size)
        else:
            y = cmeta(pdf, m, y, wd, pairs, mode, size, ink) + 8
    sup_lab = cj.pick(rng, "供应商|供方|致|")
    pw = wd * 0.5 if mode == "lines" else (wd - 18) / 2
    rows = [
        sup,
        f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"地址：{cj.zh_addr(rng)}",
        f"统一社会信用代码：{cj.credit_code(rng)}",
    ]
    yy = y
    if sup_lab:
        pdf.text(m, yy + 10, f"{sup_lab}：", size, colour=GREY)
        yy += 14
    for i, s_ in enumerate(rows):
        pdf.text(m, yy + 10, s_, size + (1.2 if i == 0 else 0), bold=i == 0, maxw=pw - 6)
        yy += 14
    if mode == "lines":
        yy = max(yy, y + 4 * size * 1.65 + 4)
        y = yy + 6
        x2, yb = m, y
    else:
        x2, yb = m + pw + 18, y
        y = yy
    ship = [
        f"收货单位：{resort}（{cj.pick(rng, '设备部|雪务部|索道部|工程部')}）",
        f"收货地址：{cj.zh_addr(rng)}",
        f"收货人：{cj.person(rng)}　{cj.mobile(rng)}",
    ]
    for s_ in ship:
        pdf.text(x2, yb + 10, s_, size, maxw=(wd if mode == "lines" else pw) - 4)
        yb += 14
    y = max(y, yb) + 8
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [30, 38])
    lines = more_lines(
        rng, SK_ITEMS, n, [1, 2, 4, 6, 10, 20, 50], ["（备用）", "（加强型）", "（进口）"], big=5000
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
                    f"{q:,.0f}",
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    ws = cj.rel(wd, [5, 22, 22, 6, 8, 15, 17])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["序号", "物料名称", "规格型号", "单位", "数量", "单价（不含税）", "金额（不含税）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 5])) / 100)
    fr = Decimal(rng.choice([0, 0, 200, 350, 600]))
    net = sub - off + fr
    tax = r2(net * Decimal("0.13"))
    total = net + tax
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        w2 = [110, 110]
        x2 = right - sum(w2)
        rows_ = [("小计", cj.money(sub))]
        if off:
            rows_.append(("折扣", f"-{cj.money(off)}"))
        if fr:
            rows_.append(("运费", cj.money(fr)))
        rows_.append(("税额（13%）", cj.money(tax)))
        for lab, v in rows_:
            y = crow(pdf, x2, y, w2, [lab, v], "lr", h=17, size=8.2)
        tl = cj.pick(rng, "价税合计|合计金额（含税）|订单总额")
        if rng.random() < 0.4:
            y = crow(pdf, x2, y, w2, [tl, ""], "lr", h=17, size=8.6, bold=True, fill=PALE)
            pdf.text(right - 4, y + 16, f"¥{cj.money(total)}", 12, align="r", bold=True, colour=ink)
            y += 24
        else:
            y = crow(
                pdf,
                x2,
                y,
                w2,
                [tl, f"¥{cj.money(total)}"],
                "lr",
                h=19,
                size=8.8,
                bold=True,
                fill=PALE,
            )
        pdf.text(m, y + 10, f"人民币（大写）：{cj.daxie(total)}", 8.4)
        y += 16
        if rng.random() < 0.6:
            pct = rng.choice([20, 30])
            pdf.text(
                m,
                y + 10,
                f"付款：合同签订后预付{pct}%计¥{cj.money(r2(total * pct / 100))}，验收合格后付至95%，余5%质保金一年后付清。",
                7.8,
            )
            y += 16
    else:
        pdf.text(m, y + 10, f"单价按框架协议{ht}执行，结算金额以验收入库数量为准。", 8.4)
        y += 18
    for t in [
        "1. 备件须附合格证、材质证明，低温部件须满足-30℃工况。",
        f"2. 交货期：{cj.fdate(cj.later(rng, d, 10, 45), 'cn')}前送达雪场库房，雪季期间逾期每日扣款千分之五。",
        "3. 送货单及发票须注明本订单编号。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    for k, lab in enumerate(["采购员：", "部门经理：", "总经理审批："]):
        pdf.text(m + k * wd / 3, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.4)
    pdf.text(
        m, y + 22, cj.pick(rng, "供应商确认（签章）：|供方确认（签字盖章）：|供应商回签："), 8.4
    )
    if rng.random() < 0.6:
        pdf.stamp(right - 70, y - 4, resort, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_zh_huaxuechang_zaoxue_beijian(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- 2 zh-Hans museum's cultural-creative products order

BW_CITY = "洛阳 开封 敦煌 苏州 扬州 泉州 长沙 南昌 大同 咸阳 宁波 绍兴".split()
BW_MUS = ["{c}博物馆", "{c}市博物馆", "{c}历史文化博物馆", "{c}{x}文化传播有限公司"]
BW_X = "文博 博雅 古韵 华夏 青铜 丝路 瓷都 墨香".split()
BW_SB = "拾光 匠心 东方礼 青禾 云裳 知物 雅集 观止 锦绣 朴素 山海 朱雀".split()
BW_SUP = [
    "{c}{s}文化创意有限公司",
    "{c}{s}礼品有限公司",
    "{s}文创科技（{c}）有限公司",
    "{c}{s}工艺品有限公司",
    "{c}{s}印刷包装有限公司",
]
BW_SUP_BARE = ["{c}{s}工艺品厂", "{s}文创工作室", "{c}市{s}礼品商行"]
BW_ITEMS = [
    ("青铜纹样书签", "黄铜蚀刻 镀金", "枚", 8, 22),
    ("文物复刻冰箱贴", "树脂 手绘", "个", 6, 18),
    ("帆布包", "12安 丝印 馆藏纹样", "个", 18, 42),
    ("丝巾", "真丝 90×90", "条", 85, 220),
    ("明信片套装", "12张 特种纸", "套", 12, 30),
    ("陶瓷马克杯", "骨瓷 350ml", "只", 22, 58),
    ("文物拼图", "1000片 礼盒", "盒", 45, 98),
    ("金属徽章", "珐琅 直径30mm", "枚", 9, 25),
    ("折扇", "竹骨 宣纸 题字", "把", 35, 120),
    ("笔记本", "A5 布面 烫金", "本", 16, 45),
    ("雪糕模具定制", "文物造型 硅胶", "套", 1200, 3500),
    ("礼品包装盒", "天地盖 烫金", "个", 6, 16),
]


def _bw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(BW_CITY, 2)
    mus = rng.choice(BW_MUS).format(c=c1, x=rng.choice(BW_X))
    sup = bare_or(rng, BW_SUP, BW_SUP_BARE, 0.25).format(c=c2, s=rng.choice(BW_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "WC{Y}{m}{n3}|BWG-DH-{Y}-{n3}|{Y}{m}{d}-{n2}|DH{y}{n4}")
    proj = cj.number(rng, d, "ZL{Y}-{n2}|特展{Y}-{n2}")
    con = cj.number(rng, d, "HT{Y}{n4}|WCHT-{y}{n3}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["corner", "row", "kgrid"])
    po_lab = cj.pick(rng, "订单编号|订货单号|订单号")
    ink = rng.choice([Color(0.55, 0.1, 0.1), Color(0.2, 0.2, 0.45), black])
    below = rng.random() < 0.45

    def foot() -> None:
        pdf.line(m, pdf.h - 38, right, pdf.h - 38, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 27, f"{mus}　文创开发部", 7, colour=GREY)
        pdf.text(
            right,
            pdf.h - 27,
            f"{page[0]}/{of}" if of else f"{page[0]}",
            7.2,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"文创产品订货单（续）　{po_lab}：{po}", 8.6)
        return 46

    title = cj.pick(rng, "文创产品订货单|文创产品采购订单|订货单")
    y = 40
    if mode == "corner":
        bw = 170
        pdf.rect(right - bw, 24, bw, 44, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, 40, po_lab, 7.8, colour=GREY)
        pdf.text(right - 6, 40, po, 9.4, align="r", bold=True)
        pdf.text(right - bw + 6, 60, "合同编号", 7.8, colour=GREY)
        pdf.text(right - 6, 60, con, 8.6, align="r")
        pdf.text(m, 42, mus, 14, bold=True, colour=ink)
        pdf.text(m, 62, title, 15, bold=True)
        y = 80
        pdf.text(
            m,
            y + 8,
            f"订货日期：{cj.fdate(d, rng.choice(['cn', 'iso', 'slash']))}　展览项目：{proj}",
            8.2,
        )
        y += 18
    else:
        pdf.text(pdf.w / 2, 40, mus, 13, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 62, title, 16, align="c", bold=True)
        pairs = [
            (po_lab, po),
            ("订货日期", cj.fdate(d, rng.choice(["cn", "iso"]))),
            ("合同编号", con),
            ("展览项目", proj),
        ]
        if rng.random() < 0.4:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = cmeta(pdf, m, 74, wd, pairs, mode, 8.4, ink) + 8
    jia = [
        ("甲方（订货方）", mus),
        ("联系人", f"{cj.person(rng)}　{cj.zh_tel(rng)}"),
        ("地址", cj.zh_addr(rng)),
    ]
    yi_lab = cj.pick(rng, "乙方（供货方）|乙方|供货单位|供应商")
    yi = [
        (yi_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("开户行", cj.bank(rng)[0]),
        ("税号", cj.credit_code(rng)),
    ]
    panels = [jia, yi] if rng.random() < 0.5 else [yi, jia]
    if rng.random() < 0.5:
        pw = (wd - 16) / 2
        ymax = y
        for k, p in enumerate(panels):
            x = m + k * (pw + 16)
            yy = y
            for lab, val in p:
                pdf.text(x, yy + 10, f"{lab}：", 8, colour=GREY)
                lw_ = cj.stringWidth(f"{lab}：", cj.FONT_NAME, 8) + 2
                bold = val in (sup, mus)
                pdf.text(x + lw_, yy + 10, val, 8.8 if bold else 8.2, bold=bold, maxw=pw - lw_)
                yy += 14
            ymax = max(ymax, yy)
        y = ymax + 8
    else:
        for p in panels:
            rows = [
                [p[0][0], p[0][1], p[1][0], p[1][1]],
                [p[2][0], p[2][1], *(p[3] if len(p) > 3 else ("", ""))],
            ]
            y = kgrid(
                pdf, m, y, cj.rel(wd, [16, 34, 12, 38]), rows, h=18, size=8, ink=ink, fill=PALE
            )
        y += 8
    pdf.text(
        m,
        y + 8,
        f"交货地点：{mus}{cj.pick(rng, '文创商店库房|东门货运通道|地下一层仓库')}，收货人：{cj.person(rng)}",
        8,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        BW_ITEMS,
        n,
        [100, 200, 300, 500, 1000, 2000],
        ["（特展款）", "（礼盒装）", "（蓝色）"],
        big=1000,
    )
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
    ws = cj.rel(wd, [5, 24, 24, 6, 9, 14, 18])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["序号", "产品名称", "材质/规格", "单位", "数量", "含税单价", "含税金额"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5])) / 100)
    total = sub - disc
    if y + 140 > bottom:
        y = brk()
    if stated:
        qty = sum((q for _, q, _, _ in lines), ZERO)
        y = crow(
            pdf,
            m,
            y,
            ws,
            ["", cj.pick(rng, "合计|小计"), "", "", f"{qty:,.0f}", "", cj.money(sub)],
            "cllcrrr",
            h=18,
            size=7.8,
            bold=True,
        )
        if disc:
            y = crow(
                pdf,
                m,
                y,
                ws,
                ["", "优惠折让", "", "", "", "", f"-{cj.money(disc)}"],
                "cllcrrr",
                h=18,
                size=7.8,
            )
        y += 8
        tl = cj.pick(rng, "订单总金额（含税）|总金额|合计金额（含13%增值税）")
        if below:
            pdf.text(right - 190, y + 10, f"{tl}：", 9.4, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 36
        else:
            pdf.text(right, y + 10, f"{tl}：¥{cj.money(total)}", 10.4, align="r", bold=True)
            y += 18
        pdf.text(m, y + 8, f"大写：人民币{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.6:
            pdf.text(
                m,
                y + 8,
                f"质保金：按总金额5%预留（¥{cj.money(r2(total * Decimal('0.05')))}），销售期满三个月无质量问题后支付。",
                8,
            )
            y += 15
    else:
        pdf.text(m, y + 14, f"单价按合同{con}约定执行，结算以实际验收数量为准。", 8.4)
        y += 22
    for t in [
        "1. 产品图案版权归甲方所有，乙方不得另行生产销售。",
        "2. 每批次须提供检测报告，儿童用品须符合国家强制标准。",
        "3. 发票开具：增值税专用发票，税率13%。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 28
    pdf.text(m, y, "甲方（盖章）：", 8.6)
    pdf.text(m + wd / 2, y, "乙方确认（签章）：", 8.6)
    pdf.text(m, y + 20, f"经办人：{cj.person(rng)}　部门负责人：{cj.person(rng)}", 8.2)
    pdf.text(m + wd / 2, y + 20, "日期：　　年　　月　　日", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + 110, y + 2, mus, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_zh_bowuguan_wenchuang_dinghuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bw)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong yacht club's chandlery order

HK_CLUB = [
    ("{x}遊艇會", "{e} Yacht Club"),
    ("{x}帆船會有限公司", "{e} Sailing Club Limited"),
    ("{x}遊艇會有限公司", "{e} Marina Club Limited"),
]
HK_X = [
    ("西貢", "Sai Kung"),
    ("深水灣", "Deep Water Bay"),
    ("白沙灣", "Pak Sha Wan"),
    ("愉景灣", "Discovery Bay"),
    ("黃竹坑", "Wong Chuk Hang"),
    ("大埔", "Tai Po"),
]
HK_SB = [
    ("海通", "Hoi Tung"),
    ("順風", "Shun Fung"),
    ("利航", "Lee Hong"),
    ("泰豐", "Tai Fung"),
    ("環球", "Global"),
    ("金帆", "Golden Sail"),
    ("永安", "Wing On"),
    ("大昌", "Tai Cheong"),
]
HK_ST = [
    ("船具", "Marine Supplies"),
    ("航海用品", "Chandlery"),
    ("船舶工程", "Marine Engineering"),
    ("貿易", "Trading"),
]
HK_ITEMS = [
    ("救生衣 (成人)", "Lifejacket adult 150N", "件", 280, 620),
    ("繫泊纜 16mm", "Mooring line 16mm x 20m", "條", 380, 780),
    ("碰墊", "Fender F4", "個", 260, 520),
    ("船底防污漆", "Antifouling paint 2.5L", "罐", 620, 1180),
    ("不銹鋼卸扣", "Shackle SS 8mm", "個", 28, 65),
    ("舷外機機油", "Outboard oil 4L", "罐", 160, 290),
    ("救生圈", "Lifebuoy 24in SOLAS", "個", 420, 880),
    ("信號彈", "Hand flare (pack 4)", "盒", 480, 950),
    ("帆布修補膠帶", "Sail repair tape", "卷", 85, 160),
    ("VHF 手提對講機", "Handheld VHF radio", "部", 1380, 2600),
    ("船用電池", "Marine battery 100Ah", "個", 1250, 2200),
    ("錨", "Anchor Delta 10kg", "個", 980, 1850),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    (x, xe) = rng.choice(HK_X)
    cz, ce = rng.choice(HK_CLUB)
    club, club_en = cz.format(x=x), ce.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(HK_SB), rng.choice(HK_ST)
    if rng.random() < 0.8:
        sup, sup_en = (
            f"{sb}{st}有限公司",
            f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}",
        )
    else:
        sup, sup_en = f"{sb}{st}公司", f"{sbe} {ste} Company"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YC-PO{y}{n4}|PO/{y}/{n4}|{Y}{m}{n3}|MC{n5}")
    qt = cj.number(rng, d, "Q{y}{n4}|QTN-{n5}")
    acct = cj.number(rng, d, "A/C {n4}|V{n4}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "right"])
    trad = rng.random() < 0.5

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{club} 採購單 P.O. No. {po}（續 continued）", 8.6)
        return 46

    pdf.text(m, 42, club, 15, bold=True)
    pdf.text(m, 56, club_en, 9.4, bold=True)
    pdf.text(
        m,
        68,
        f"香港{x}{rng.choice(['海傍街', '遊艇徑', '碼頭道', '南風道'])}{rng.randint(1, 200)}號　電話 {cj.hk_tel(rng)}　傳真 {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    if mode == "beside":
        pdf.text(right, 44, "採購單 PURCHASE ORDER", 13, align="r", bold=True)
        pdf.text(right, 60, f"P.O. No. {po}", 11, align="r", bold=True, colour=RED)
        y = 82
        pdf.text(
            m, y + 8, f"日期 Date: {d:%d/%m/%Y}　報價 Quotation: {qt}　供應商編號 A/C: {acct}", 8.2
        )
        y += 18
    elif mode == "grid":
        pdf.text(right, 44, "採購單", 16, align="r", bold=True)
        pdf.text(right, 60, "PURCHASE ORDER", 10, align="r", bold=True)
        heads = [
            ("日期 Date", d.strftime("%d/%m/%Y")),
            ("採購單號 P.O. No.", po),
            ("報價單 Quotation", qt),
            ("供應商編號 Vendor A/C", acct),
            ("付款 Terms", cj.pick(rng, "月結30天|C.O.D.|30 days")),
        ]
        if rng.random() < 0.5:
            heads[0], heads[1] = heads[1], heads[0]
        ws = cj.rel(wd, [16, 22, 20, 22, 20])
        y = crow(
            pdf, m, 80, ws, [h for h, _ in heads], "ccccc", h=18, size=7.6, fill=PALE, head=True
        )
        y = crow(pdf, m, y, ws, [v for _, v in heads], "ccccc", h=18, size=8.4) + 10
    else:
        pdf.text(right, 44, "採購單 PURCHASE ORDER", 13, align="r", bold=True)
        y = 80
    sup_lab = cj.pick(rng, "供應商 Supplier|致 To|Vendor 供應商|")
    pw = (wd - 20) / 2
    yy = y
    if sup_lab:
        pdf.text(m, yy + 8, sup_lab, 8, colour=GREY)
        yy += 14
    yy += 8
    for i, s in enumerate(
        [
            sup,
            sup_en,
            f"{rng.choice(['葵涌', '柴灣', '香港仔', '油塘'])}{rng.choice(['工業大廈', '中心', '船廠街'])}{rng.randint(2, 22)}樓{rng.choice('ABCDEF')}室",
            f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}",
        ]
    ):
        pdf.text(m, yy, s, 9.6 if i == 0 else 8.2, bold=i == 0)
        yy += 13
    x2 = m + pw + 20
    y2 = y
    if mode == "right":
        pairs = [
            ("P.O. No. 採購單號", po),
            ("Date 日期", d.strftime("%d/%m/%Y")),
            ("Quotation 報價", qt),
            ("Vendor A/C", acct),
            ("Buyer 採購員", cj.person(rng, "zh-Hant")),
        ]
        for k, v in pairs:
            pdf.text(x2, y2 + 10, k, 8, colour=GREY)
            pdf.text(right, y2 + 10, v, 8.6, align="r", bold=k.startswith("P.O."))
            y2 += 14
        y2 += 6
    pdf.text(x2, y2 + 8, "送貨地址 Deliver to", 8, colour=GREY)
    y2 += 22
    for s in [
        f"{club} {cj.pick(rng, '船廠|浮橋 B|會所倉庫')}",
        "送貨時間 星期一至五 09:00-17:00",
        f"聯絡 Contact: {cj.person(rng, 'zh-Hant')} {cj.hk_tel(rng)}",
    ]:
        pdf.text(x2, y2, s, 8.2)
        y2 += 13
    y = max(yy, y2) + 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [32, 40])
    lines = more_lines(
        rng, HK_ITEMS, n, [1, 2, 4, 5, 6, 10, 12, 20], ["(加大)", "(備用)", "(紅色)"], big=1000
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
    disc = r2(sub * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    dlv = Decimal(rng.choice([0, 0, 150, 300]))
    total = sub - disc + dlv
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows_.append(("會員折扣 Discount", f"-{disc:,.2f}"))
        if dlv:
            rows_.append(("運費 Delivery", f"{dlv:,.2f}"))
        tl = cj.pick(rng, "總額 TOTAL|合計 Total HK$|總數 Grand Total")
        w2 = [130, 100]
        for lab, v in rows_:
            y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=18, size=8.4)
        if rng.random() < 0.35:
            y = crow(
                pdf, right - sum(w2), y, w2, [tl, ""], "lr", h=18, size=8.6, bold=True, fill=PALE
            )
            pdf.text(right - 4, y + 16, f"HK${total:,.2f}", 12, align="r", bold=True)
            y += 22
        else:
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [tl, f"HK${total:,.2f}"],
                "lr",
                h=18,
                size=8.6,
                bold=True,
                fill=PALE,
            )
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            pdf.text(
                m,
                y + 10,
                f"已付訂金 Deposit paid: HK${dep:,.2f}　餘額 Balance: HK${total - dep:,.2f}",
                8.2,
            )
            y += 14
        if rng.random() < 0.5:
            words = (
                cj.daxie(total, trad=True).replace("元", "圓")
                if trad
                else cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS")
            )
            pdf.text(m, y + 10, f"港幣 {words}" if trad else words, 7.6, maxw=wd)
            y += 14
    else:
        pdf.text(m, y + 10, "價錢按報價單，以實際送貨數量結算 Price as per quotation.", 8.4)
        y += 16
    y += 10
    for t in [
        "1. 送貨單及發票請註明採購單號 Please quote P.O. No. on delivery note and invoice.",
        "2. 安全器材須附有效證書 Safety equipment with valid certificates.",
        "3. 船隻停泊區內工作須先向碼頭辦事處登記 Register at the marina office before work.",
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
        [
            "經手人 Prepared by",
            "經理 Approved by (Marina Manager)",
            "供應商確認 Supplier acknowledgement",
        ]
    ):
        pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_hk_youting_hui_chuanju_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja strawberry farm's greenhouse and packing materials

IC_FARM = [
    "{p}いちご園",
    "株式会社{p}ファーム",
    "農業法人 {p}農園",
    "有限会社{p}苺園",
    "{p}ベリーファーム株式会社",
]
IC_P = "あまおう 紅ほっぺ 朝霧 さくら 陽だまり 山田 北川 みのり 清流 つばさ 森田 豊岡".split()
IC_SB = "東海 全農 北関東 信州 丸一 中部 九州 南国 大地 みどり 平和 新興".split()
IC_ST = ["農材", "農業資材", "包装資材", "園芸", "施設園芸"]
IC_ITEMS = [
    ("農POフィルム", "0.15mm×幅8.5m×50m", "本", 28000, 52000),
    ("高設栽培用培土", "50L", "袋", 980, 1800),
    ("防虫ネット", "0.4mm目 2×100m", "巻", 9800, 18000),
    ("点滴チューブ", "ピッチ10cm 500m", "巻", 12000, 24000),
    ("受粉用ミツバチ巣箱", "レンタル 1群", "箱", 18000, 32000),
    ("いちごパック", "フタ付 300g用", "ケース", 4200, 7800),
    ("化粧箱", "贈答用 2段", "枚", 85, 180),
    ("保冷剤", "100g", "個", 18, 45),
    ("液肥", "10kg", "袋", 3800, 6800),
    ("マルチシート", "黒 0.03mm×135cm×200m", "巻", 3200, 5600),
    ("暖房機用灯油フィルター", "交換用", "個", 1200, 2600),
    ("収穫用コンテナ", "20L 白", "個", 680, 1300),
]


def _ic(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    farm = rng.choice(IC_FARM).format(p=rng.choice(IC_P))
    b, t = rng.choice(IC_SB), rng.choice(IC_ST)
    sup = rng.choice([f"株式会社{b}{t}", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"])
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|IC{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}")
    kei = cj.number(rng, d, "JA-{n6}|取引先{n4}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["box", "beside", "row"])
    po_lab = cj.pick(rng, "注文番号|発注No.|発注番号|注文No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.7, 0.15, 0.2), Color(0.15, 0.35, 0.2), black])

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
        pdf.text(m, 34, f"注文書（続き）　{po_lab}：{po}", 8.8)
        return 46

    title = cj.pick(rng, "注　文　書|発　注　書|注文書")
    pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
    yy = 60
    if mode == "box":
        bw = [58, 100]
        for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    elif mode == "beside":
        pdf.text(right, 46, f"{po_lab} {po}", 9.6, align="r")
        pdf.text(right, 62, cj.fdate(d, ds), 8.4, align="r")
        yy = 66
    else:
        pdf.text(right, 62, f"発注日 {cj.fdate(d, ds)}", 8.4, align="r")
        yy = 66
    y = 84
    if rng.random() < 0.6:
        pdf.text(m, y, sup, 12, bold=True)
        pdf.text(
            m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
        )
        pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
    else:
        crow(pdf, m, y - 12, [50, 200], ["発注先", sup], "cl", h=20, size=9.4)
    pdf.text(m, y + 22, "下記のとおり注文いたします。", 8.6)
    ry = max(yy, 90) + 14
    pdf.text(right, ry + 4, farm, 11, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(right, ry + 42, f"担当：{cj.person(rng, 'ja')}", 7.8, align="r")
    if rng.random() < 0.6:
        pdf.stamp(
            right - 16,
            ry + 14,
            farm.replace("株式会社", "").replace("有限会社", "")[:4],
            rng,
            shape="rect",
            r=18,
        )
    y += 34
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        IC_ITEMS,
        n,
        [2, 5, 10, 20, 50, 100, 200],
        ["（予備）", "（大）", "（白）"],
        places=0,
        big=5000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = sub + tax
    if stated and rng.random() < 0.55:
        pdf.rect(m, y, 230, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "ご注文金額（税込）|合計金額（税込）|発注金額合計"), 8.4
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
    if mode == "row":
        y = (
            cmeta(
                pdf,
                m,
                y,
                wd,
                [
                    (po_lab, po),
                    ("取引先コード", kei),
                    ("お見積No.", mitsu),
                    ("納期", cj.fdate(cj.later(rng, d, 7, 30), ds)),
                    ("納品場所", cj.pick(rng, "第2ハウス|選果場|本社倉庫")),
                ],
                "row",
                8.2,
            )
            + 8
        )
    else:
        rows = [
            [
                "納期",
                cj.fdate(cj.later(rng, d, 7, 30), ds),
                "納品場所",
                cj.pick(rng, "第2ハウス|選果場|本社倉庫"),
                "お見積No.",
                mitsu,
            ]
        ]
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [10, 18, 10, 22, 10, 30]),
                rows,
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
        cj.rel(wd, [5, 28, 25, 9, 7, 12, 15]),
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
    y += 6
    if stated:
        w2 = [92, 104]
        lab = cj.pick(rng, "合計|合計金額|総合計")
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
        pdf.text(m, y + 10, "単価はお見積書のとおり。数量確定後に請求願います。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・ハウス搬入は午前中にお願いします（防疫のため長靴消毒）。",
        "・請求書には注文番号をご記入ください。締日：毎月20日。",
        f"・お取引先コード：{kei}",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t, 7.8)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["代表", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 32, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    pdf.text(m, y + 30, "注文請書　受領印：", 8.2)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_ja_ichigo_nouen_shizai_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ic)


# --------------------------------------------------------------------------- 5 en-GB heritage railway's order

HR_LINE = "Severn Dale|Ashbourne Valley|Kettlewell|North Moor|Brecon Hills|Wensley|Tamar Vale|Churnet|Cotswold Vale|Eden Valley|Lyme Bay|Mendip".split(
    "|"
)
HR_BUY = [
    "{c} Railway Ltd",
    "{c} Steam Railway Trust",
    "The {c} Light Railway Company Limited",
    "{c} Heritage Railway plc",
]
HR_A = "Hartley|Pennock|Blakemore|Trescothick|Dobson|Ashworth|Kerridge|Lowther|Fenwick|Marsden|Oldroyd|Whitworth".split(
    "|"
)
HR_SUP = [
    "{a} Boiler Services Ltd",
    "{a} Locomotive Engineering Ltd",
    "{a} Rail Supplies Limited",
    "{a} & {b} Permanent Way Ltd",
    "{a} Coal & Fuel Ltd",
    "{a} Catering Wholesale Ltd",
]
HR_SUP_BARE = ["{a} & {b}", "{a} Forge", "{f} {a} Signal Works"]
HR_F = "Alan|Morag|Derek|Hannah|Rhys|Judith|Callum|Nia|Graham|Fiona".split("|")
HR_ITEMS = [
    ("Boiler tubes, 1 3/4in, steel, per tube", "tube", 38, 72),
    ("Welsh steam coal, bulk (per tonne)", "t", 310, 420),
    ("Hardwood sleepers, jarrah, 2.6 m", "each", 48, 86),
    ("Fishplates, BH rail, pair", "pair", 22, 44),
    ("Firebox stays, copper (batch of 20)", "batch", 480, 960),
    ("Brake blocks, cast iron, carriage", "each", 26, 48),
    ("Cylinder oil, superheat grade, 25 l", "drum", 120, 210),
    ("Ballast, 50 mm granite (per tonne)", "t", 28, 46),
    ("Lamp irons and tail lamps, refurbished", "each", 65, 140),
    ("Ticket stock, Edmondson card (1,000)", "box", 85, 160),
    ("Tea room crockery, branded mugs", "each", 3.2, 6.8),
    ("Signal wire, galvanised (per 100 m)", "roll", 44, 88),
]


def _hr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.18
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|times|djserif"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    c = rng.choice(HR_LINE)
    buyer = rng.choice(HR_BUY).format(c=c)
    a1, a2 = rng.sample(HR_A, 2)
    sup = bare_or(rng, HR_SUP, HR_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(HR_F))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO######", f"HR{dt:%y}/####", "#####", f"P{dt.year}-###"]))
    req = la.digits(rng, rng.choice(["REQ ####", "R-#####"]))
    job = la.digits(rng, rng.choice(["Loco No. #### overhaul", "Job ####/L", "PW-## relay"]))
    quote = la.digits(rng, rng.choice(["Q####", "Quote ###/##"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "kv", "grid", "row"])
    po_lab = la.pick(rng, "Order No.|PO Number|Purchase Order No.|Official Order No.")
    size = rng.choice([8.0, 8.4, 8.8])
    charity = la.digits(rng, "1######")

    def foot() -> None:
        d.t(
            m,
            d.h - 42,
            f"{buyer}. Registered in England and Wales No. {la.digits(rng, '0#######')}.",
            6.4,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 33,
            f"Registered charity No. {charity}. VAT No. GB {la.digits(rng, '### #### ##')}.",
            6.4,
            grey=0.35,
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
        d.t(m, 44, f"{po_lab} {po} (continued)", 9, b=True)
        return 58

    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER")
    ttl = (
        (f"{title} {po}" if rng.random() < 0.5 else f"{title} No. {po}")
        if mode == "beside"
        else title
    )
    tsz = 13 if mode == "beside" else 15
    d.t(m, 48, buyer, fitsize(d, buyer, 15, wd - d.width(ttl, tsz, True) - 20), b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['The Station', 'Engine Shed', 'Goods Yard'])}, {c}, {la.digits(rng, '@@# #@@')}",
            f"Tel 0{la.digits(rng, '#### ######')} · purchasing@{c.lower().replace(' ', '')}railway.org.uk",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 48, ttl, tsz, b=True, al="r")
    if mode == "beside":
        d.t(r, 62, f"Date: {la.dfmt(dt, rng.choice(['long_en', 'dmy']))}", 8.4, al="r")
    y = 86
    vlab = la.pick(rng, "Supplier|To|Vendor|Supplier:|")
    kvp = (
        []
        if mode == "beside"
        else [(po_lab, po), ("Date", la.dfmt(dt, rng.choice(["dmy", "long_en"])))]
    )
    kvp += [("Requisition", req), ("Job / project", job), ("Your quote", quote)]
    if mode == "kv" and rng.random() < 0.3:
        rng.shuffle(kvp)
    cw = wd * 0.48
    sy = y
    if vlab:
        d.t(m, sy + 8, vlab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.randint(1, 120)} {rng.choice(['Foundry Lane', 'Station Approach', 'Canal Street', 'Works Road'])}",
            f"{rng.choice(['Swindon', 'Darlington', 'Crewe', 'Tyseley', 'Bury'])} {la.digits(rng, '@@# #@@')}",
            f"Attn: {rng.choice(HR_F)} {rng.choice(HR_A)}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    if mode in ("kv", "beside"):
        yy = lmeta(d, m + wd * 0.52, y, wd * 0.48, kvp, rng.choice(["kv", "kvr"]), size)
        y = max(sy, yy) + 10
    else:
        y = sy + 10
        y = lmeta(d, m, y, wd, kvp, mode, size) + 10
    blocks = [
        (
            "Deliver to",
            [
                f"{rng.choice(['Loco Works', 'Carriage & Wagon Shop', 'Permanent Way Depot', 'Station Tea Room'])}, {c}",
                f"Contact: {rng.choice(HR_F)} {rng.choice(HR_A)} {la.digits(rng, '07### ######')}",
            ],
        ),
        ("Invoice to", ["Accounts Payable", buyer]),
    ]
    if rng.random() < 0.3:
        blocks.reverse()
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + wd * 0.04)
        d.t(x, y + 8, lab, 8, b=True, grey=0.35)
        d.lines(x, y + 12, rows, 8.2, lead=10.5)
    y += 40
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        HR_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 50, 100],
        ["- spare", "- second batch", "(heavy duty)"],
        big=400,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p) if stated else "", en2(a) if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["No.", "Description", "Qty", "Unit", "Price £", "Amount £"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 5, 10])) / 100)
    carr = Decimal(rng.choice([0, 0, 45, 85, 120]))
    net = sub - disc + carr
    vat = r2(net * Decimal("0.2"))
    total = net + vat
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Sub-total", f"£{en2(sub)}", False)]
        if disc:
            rows.append(("Less discount", f"-£{en2(disc)}", False))
        if carr:
            rows.append(("Carriage", f"£{en2(carr)}", False))
        rows.append(("VAT @ 20%", f"£{en2(vat)}", False))
        lab = la.pick(rng, "TOTAL|Order Total|Total inc. VAT|Total Order Value")
        y = ltotal(
            d, rng, m + wd * 0.56, r - 3, y, rows, lab, f"£{en2(total)}", 8.8, rng.random() < 0.35
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per {quote}; to be invoiced on actual quantities delivered.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "All goods to be delivered to the named depot between 08:00 and 15:30 on operating days only; please ring ahead. Volunteers on site are not authorised to vary this order.",
        "Invoices must quote the order number above and be sent to the accounts office, not with the goods.",
    ]:
        if y + 24 > bottom:
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
        f"Authorised: {rng.choice(HR_F)} {rng.choice(HR_A)}, {rng.choice(['General Manager', 'Chief Mechanical Engineer', 'Commercial Manager', 'Finance Director'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        rng.choice(["Supplier acknowledgement", "Accepted for the supplier (sign and date)"]),
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_en_gb_heritage_railway_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hr)


# --------------------------------------------------------------------------- 6 en-IN solar-pump maker's order acceptance (seller's confirmation)

SP_MAKER = [
    "{n} Solar Pumps Pvt. Ltd.",
    "{n} Pumps & Motors Limited",
    "{n} Agro Solar Pvt Ltd",
    "{n} Renewable Systems Pvt. Ltd.",
    "{n} Hydro Engineering Private Limited",
]
SP_N = "Suryodaya|Kiran|Jalshakti|Annapurna|Shakti|Prakash|Dhara|Veer|Neelkanth|Ganga|Sahyadri|Narmada".split(
    "|"
)
SP_CUST = [
    "{x} Farmer Producer Company Ltd",
    "{x} Agro Industries Pvt. Ltd.",
    "{x} Sahakari Sakhar Karkhana Ltd",
    "{x} Horticulture Estates LLP",
    "{x} Drip Irrigation Pvt Ltd",
]
SP_X = "Krishna Valley|Godavari|Malwa|Vidarbha|Kaveri|Tapi|Chambal|Marathwada|Bundelkhand|Konkan".split(
    "|"
)
SP_STATES = [
    ("Maharashtra", "27", "Pune|Nashik|Jalgaon|Ahilyanagar"),
    ("Gujarat", "24", "Rajkot|Ahmedabad|Mehsana"),
    ("Madhya Pradesh", "23", "Indore|Ujjain|Dewas"),
    ("Rajasthan", "08", "Jaipur|Kota|Jodhpur"),
]
SP_ITEMS = [
    ("Solar submersible pump set 5 HP DC, 4in", "8413", 12, 98000, 148000),
    ("Solar surface pump 3 HP AC with VFD", "8413", 12, 62000, 92000),
    ("Solar PV module 540 Wp mono PERC", "8541", 12, 11500, 15800),
    ("Module mounting structure, HDG, 5 HP", "7308", 18, 14500, 24000),
    ("Pump controller with remote monitoring", "8504", 18, 18500, 32000),
    ("HDPE pipe 63 mm, 6 kg/cm2 (per m)", "3917", 18, 95, 165),
    ("Flat cable 3C x 4 sq mm, per m", "8544", 18, 85, 140),
    ("Installation and commissioning", "9987", 18, 6500, 12500),
    ("Earthing kit with lightning arrester", "8535", 18, 3800, 6500),
]


def _sp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    (st, sc, cities), (st2, sc2, cities2) = rng.choice(SP_STATES), rng.choice(SP_STATES)
    sup = rng.choice(SP_MAKER).format(n=rng.choice(SP_N))
    cust = rng.choice(SP_CUST).format(x=rng.choice(SP_X))
    dt = a_day(rng)
    po_dt = dt - timedelta(days=rng.randint(1, 12))
    po = la.digits(
        rng,
        rng.choice(
            [
                f"PO/{po_dt.year}-{(po_dt.year + 1) % 100:02d}/####",
                "4500######",
                f"FPC/PUR/{po_dt:%y}/###",
                "PO-#####",
            ]
        ),
    )
    oa = la.digits(
        rng,
        rng.choice(
            [f"OA/{dt.year % 100:02d}-{(dt.year + 1) % 100:02d}/####", "SO######", "OA-#####"]
        ),
    )
    quote = la.digits(rng, rng.choice(["QTN/####", "Q-#####"]))
    tender = la.digits(rng, rng.choice(["PM-KUSUM/####", "Scheme ref. ##/####"]))
    stated = stated_of(rng)
    page = [1]
    inter = sc != sc2
    gst_s = f"{sc}@@@@@####@1Z#"
    gstin = la.digits(rng, gst_s)
    gstin_c = la.digits(rng, f"{sc2}@@@@@####@1Z#")
    below = rng.random() < 0.4
    mode = rng.choice(["grid", "kv", "row"])
    po_lab = la.pick(rng, "Your P.O. No.|Customer PO Ref.|Your Order No.|Buyer's PO No.")

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{sup} · CIN U{la.digits(rng, '#####')}{sc}{dt.year - 8}PTC{la.digits(rng, '######')} · Regd. office: {rng.choice(cities.split('|'))}, {st}",
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
        d.t(m, 44, f"Order Acceptance {oa} – {po_lab} {po} (contd.)", 9, b=True)
        return 58

    d.t(m, 46, sup, fitsize(d, sup, 15, wd - 186), b=True)
    d.lines(
        m,
        52,
        [
            f"Plot No. {rng.randint(1, 200)}, {rng.choice(['MIDC', 'GIDC', 'Industrial Area', 'Sector 3'])}, {rng.choice(cities.split('|'))}, {st} – {la.digits(rng, '4#####')}",
            f"Ph. +91 {la.digits(rng, '9#### #####')} · sales@{sup.split()[0].lower()}solar.in",
            f"GSTIN: {gstin}  ·  PAN: {gstin[2:12]}",
        ],
        7.8,
        lead=10,
    )
    bw = 170
    d.box(r - bw, 30, bw, 40)
    d.t(r - bw + 6, 42, la.pick(rng, "OA No.|Order Acceptance No.|Sales Order No."), 7.6, grey=0.35)
    d.t(r - 6, 42, oa, 8.6, b=True, al="r")
    d.t(r - bw + 6, 62, "Date", 7.6, grey=0.35)
    d.t(r - 6, 62, la.dfmt(dt, rng.choice(["dmy", "mon", "dash"])), 8.4, al="r")
    y = 96
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "ORDER ACCEPTANCE|ORDER ACKNOWLEDGEMENT|SALES ORDER CONFIRMATION"),
        13.5,
        b=True,
        al="c",
    )
    y += 12
    pairs = [
        (po_lab, po),
        ("PO Date", la.dfmt(po_dt, rng.choice(["dmy", "dot"]))),
        ("Our Quotation", quote),
        ("Scheme / Tender", tender),
    ]
    if rng.random() < 0.35:
        pairs[0], pairs[2] = pairs[2], pairs[0]
    cw = (wd - 16) / 2
    blocks = [
        (
            "Bill To (Buyer)",
            [
                cust,
                f"{rng.choice(['At & Post', 'Survey No.', 'Gat No.'])} {rng.randint(10, 400)}, Tal. {rng.choice(cities2.split('|'))}",
                f"{st2} – {la.digits(rng, '4#####')}",
                f"GSTIN: {gstin_c}  State code: {sc2}",
            ],
        ),
        (
            "Ship To (Site)",
            [
                f"{cust} – {rng.choice(['Well site', 'Pump house', 'Farm plot'])} {rng.randint(1, 40)}",
                f"Village {rng.choice(['Khed', 'Pimpri', 'Wadgaon', 'Shirur', 'Dhamangaon'])}",
                f"Contact: {rng.choice(['Mr.', 'Smt.'])} {rng.choice(['Patil', 'Deshmukh', 'Yadav', 'Chauhan', 'Jadhav'])} {la.digits(rng, '9#########')}",
            ],
        ),
    ]
    if mode == "kv":
        yy = y
        for k, (lab, rows) in enumerate(blocks):
            x = m + k * (cw + 16)
            d.t(x, yy + 8, lab, 8, b=True, grey=0.35)
            y = max(y, d.lines(x, yy + 12, rows, 8.4, b_first=k == 0, lead=11))
        y = lmeta(d, m, y + 8, wd * 0.6, pairs, "kv", 8.4) + 8
    else:
        y = lmeta(d, m, y, wd, pairs, mode, 8.4) + 10
        yy = y
        for k, (lab, rows) in enumerate(blocks):
            x = m + k * (cw + 16)
            d.t(x, yy + 8, lab, 8, b=True, grey=0.35)
            y = max(y, d.lines(x, yy + 12, rows, 8.4, b_first=k == 0, lead=11))
        y += 8
    y = wrapped(
        d,
        m,
        y,
        "Dear Sir/Madam, we thank you for your above purchase order and accept it on the terms below. Please check the details and confirm by return.",
        8.2,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [26, 34])
    lines = more_lines(
        rng,
        SP_ITEMS,
        n,
        [1, 2, 3, 5, 10, 20, 60, 100, 150],
        ["(site 2)", "(spare)", "(7.5HP)"],
        big=5000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}",
                inr(p) if stated else "",
                f"{it[2]}%",
                inr(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.41, 0.1, 0.07, 0.13, 0.08, 0.16)],
        [
            "Sr.",
            "Description of goods / services",
            "HSN/SAC",
            "Qty",
            "Rate (Rs.)",
            "GST",
            "Taxable Value",
        ],
        body,
        "llcrrcr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    taxable = sum((a for *_, a in lines), ZERO)
    gst = {}
    for it, _, _, a in lines:
        gst[it[2]] = gst.get(it[2], ZERO) + a
    tax_rows = []
    tax_sum = ZERO
    for rate in sorted(gst):
        if inter:
            t = r2(gst[rate] * rate / 100)
            tax_rows.append((f"IGST @ {rate}%", f"{inr(t)}", False))
            tax_sum += t
        else:
            half = Decimal(rate) / 2
            t = r2(gst[rate] * half / 100)
            tax_rows += [
                (f"CGST @ {half.normalize()}%", inr(t), False),
                (f"SGST @ {half.normalize()}%", inr(t), False),
            ]
            tax_sum += 2 * t
    raw = taxable + tax_sum
    total = raw.quantize(Decimal(1), rounding="ROUND_HALF_UP")
    ro = total - raw
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total Taxable Value", inr(taxable), False), *tax_rows]
        if ro:
            rows.append(("Round off", f"{'-' if ro < 0 else ''}{inr(abs(ro))}", False))
        lab = la.pick(
            rng, "Grand Total (Rs.)|GRAND TOTAL|Total Order Value (INR)|Net Amount Payable"
        )
        y = ltotal(d, rng, m + wd * 0.56, r - 3, y, rows, lab, f"Rs. {inr(total)}", 8.6, below)
        y = wrapped(d, m, y + 4, f"Amount in words: {in_words(total)}", 8, wd, b=True)
        if rng.random() < 0.6:
            adv = r2(total * Decimal(rng.choice(["0.25", "0.3", "0.5"]))).quantize(Decimal(1))
            y = wrapped(
                d,
                m,
                y + 2,
                f"Advance received vide UTR {la.digits(rng, 'SBIN#########')}: Rs. {inr(adv)}   Balance payable before dispatch: Rs. {inr(total - adv)}",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per our quotation {quote}; GST extra at actuals. Final value will be as per dispatched quantities.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "Delivery: within 3-4 weeks from receipt of advance. Freight: included up to site. Warranty: 5 years on pump set and controller, 25 years performance warranty on modules.",
        "Subject to our standard terms and conditions of sale. Subject to local jurisdiction.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    if y + 50 > bottom:
        y = brk()
    y += 34
    sw = (wd - 20) / 2
    d.sign(m, y, sw, "Customer's acceptance (sign & stamp)")
    d.t(r, y - 26, f"For {sup}", 8.2, b=True, al="r")
    d.sign(
        m + sw + 20,
        y,
        sw,
        f"Authorised Signatory – {rng.choice(['Sales Manager', 'Director', 'Head – Agri Sales'])}",
    )
    foot()
    out = finish(d, "en", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit22_en_in_solar_pump_order_acceptance(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sp)


# --------------------------------------------------------------------------- 7 de-AT joinery's order for fittings and boards

TI_BUY = [
    "Tischlerei {n}",
    "Tischlerei {n} GmbH",
    "{n} Möbelwerkstätte e.U.",
    "Bau- und Möbeltischlerei {n} KG",
    "{n} Innenausbau GmbH",
]
TI_N = "Huber|Pichler|Auer|Egger|Wallner|Haider|Schwarz|Reiter|Brunner|Lang|Weiß|Holzer".split("|")
TI_SUP = [
    "{n} Beschläge GmbH",
    "{n} Holzhandel GmbH & Co KG",
    "{n} Plattenwerk GmbH",
    "{n} Werkzeug und Beschlag e.U.",
    "{n} & Partner Handels-GmbH",
]
TI_SUP_BARE = ["Holzhandel {n}", "Eisenwaren {n}", "{n} Beschläge"]
TI_SN = "Kofler|Moser|Steiner|Berger|Hofer|Wimmer|Lechner|Fuchs|Aigner|Winkler|Mayr|Schuster".split(
    "|"
)
TI_F = "Markus|Andrea|Christian|Sabine|Thomas|Birgit|Gerald|Claudia".split("|")
TI_ITEMS = [
    ("Topfband 110° mit Dämpfung", "Stk", 3.2, 6.8),
    ("Vollauszug Schubkastenführung 500 mm", "Paar", 18, 34),
    ("3-S-Platte Fichte 19 mm 5000×2050", "Stk", 145, 240),
    ("MDF-Platte roh 19 mm 2800×2070", "Stk", 42, 68),
    ("Eiche Massivholz, Blockware 52 mm", "m³", 1450, 2300),
    ("Schrauben Spax 4×40 (1000 Stk)", "Pkg", 18, 32),
    ("Holzleim D3 10 kg", "Kübel", 38, 62),
    ("Hartwachsöl farblos 2,5 l", "Dose", 68, 112),
    ("Kantenband ABS 2 mm weiß 100 m", "Rolle", 24, 46),
    ("Griffleiste Alu eloxiert 2500 mm", "Stk", 19, 38),
    ("Schleifscheiben Ø150 K120 (100 Stk)", "Pkg", 32, 58),
    ("Möbelschloss mit Zylinder", "Stk", 8.5, 16),
]


def _ti(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(46, 60)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    tn = rng.choice(TI_N)
    buyer = rng.choice(TI_BUY).format(n=tn)
    sup = bare_or(rng, TI_SUP, TI_SUP_BARE, 0.3).format(n=rng.choice(TI_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"B{dt:%y}-####", f"{dt.year}/###", "BE-#####", f"{dt:%y}####"])
    )
    kd = la.digits(rng, "K######")
    ang = la.digits(rng, rng.choice(["AG-#####", "Angebot Nr. ####"]))
    kom = f"{rng.choice(['Küche', 'Praxis', 'Hotelzimmer', 'Büro', 'Stiege'])} {rng.choice(['Mayr', 'Dr. Gruber', 'Alpenhof', 'Stadtamt', 'Wieser'])}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "right", "strip"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellnr.|Bestellung Nr.")
    street = f"{rng.choice(['Gewerbestraße', 'Dorfstraße', 'Am Anger', 'Bahnhofstraße'])} {rng.randint(1, 60)}"
    plz = rng.choice(
        [
            "6020 Innsbruck",
            "5020 Salzburg",
            "4600 Wels",
            "8010 Graz",
            "3500 Krems",
            "6900 Bregenz",
            "9020 Klagenfurt",
        ]
    )

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{buyer} · {street}, {plz} · UID ATU{la.digits(rng, '########')} · FN {la.digits(rng, '######')}@ · LG {plz.split()[1]}",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(
            m,
            d.h - 29,
            f"Raiffeisenbank · IBAN AT{la.digits(rng, '## #### #### #### ####')} · BIC RZTIAT22",
            6.6,
            grey=0.35,
        )
        d.t(
            r, d.h - 29, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 60

    d.t(m, 46, buyer, 15, b=True)
    d.t(
        m,
        59,
        f"{street} · {plz} · Tel. +43 {la.digits(rng, '### ### ## ##')} · buero@tischlerei-{tn.lower().replace('ß', 'ss')}.at",
        7.6,
        grey=0.3,
    )
    d.t(m, 112, f"{buyer}, {street}, {plz}", 6.4, grey=0.35)
    d.line(m, 115, m + 230, 115, 0.3)
    rows = ["Firma"] if rng.random() < 0.35 else []
    rows += [
        sup,
        f"{rng.choice(['Industriezone', 'Handelsstraße', 'Gewerbepark Süd', 'Linzer Straße'])} {rng.randint(1, 90)}",
        rng.choice(
            [
                "6060 Hall in Tirol",
                "4061 Pasching",
                "8141 Premstätten",
                "2355 Wiener Neudorf",
                "5101 Bergheim",
            ]
        ),
    ]
    for i, s_ in enumerate(rows):
        d.t(m, 122 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    kv = [] if mode == "beside" else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Kundennummer", kd),
        ("Ihr Angebot", ang),
        ("Kommission", kom),
        ("Sachbearbeiter", f"{rng.choice(TI_F)} {rng.choice(TI_SN)}"),
    ]
    if mode == "strip":
        y = max(200, 122 + len(rows) * 12.5 + 16)
        y = lmeta(d, m, y, wd, kv[:5], rng.choice(["grid", "row"]), 8.2) + 14
        d.t(m, y, la.pick(rng, "Bestellung|BESTELLUNG|Materialbestellung"), 12.5, b=True)
    else:
        ky = lmeta(d, m + wd * 0.56, 104, wd * 0.44, kv, "kvr", 8.2)
        y = max(200, ky + 14)
        title = la.pick(rng, "Bestellung|BESTELLUNG|Materialbestellung")
        d.t(m, y, f"{title} Nr. {po}" if mode == "beside" else title, 12.5, b=True)
    y += 10
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, wir bestellen zu Ihren Lieferbedingungen frei Werkstatt bis {la.dfmt(dt + timedelta(days=rng.randint(4, 20)), 'dot')} (Anlieferung Mo–Do 7–15 Uhr, Fr bis 11 Uhr):",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        TI_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 25, 50],
        ["(Reserve)", "(Nachlief.)", "(schwarz)"],
        big=1000,
    )
    body = [
        (
            [
                str(i * 10),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p) if stated else "",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.07, 0.5, 0.08, 0.09, 0.12, 0.14)],
        ["Pos.", "Bezeichnung", "Menge", "Einh.", "EP €", "GP €"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    rab = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 8])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 35, 65, 90]))
    net = sub - rab + fr
    ust = r2(net * Decimal("0.2"))
    total = net + ust
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Warenwert netto", f"€ {eu(sub)}", False)]
        if rab:
            rows_.append(("abzügl. Rabatt", f"€ -{eu(rab)}", False))
        if fr:
            rows_.append(("Fracht / Zustellung", f"€ {eu(fr)}", False))
        if rab or fr:
            rows_.append(("Summe netto", f"€ {eu(net)}", False))
        rows_.append(("zzgl. 20 % USt", f"€ {eu(ust)}", False))
        lab = la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Gesamtsumme inkl. USt|Endbetrag")
        y = ltotal(
            d, rng, m + wd * 0.55, r - 3, y, rows_, lab, f"€ {eu(total)}", 8.6, rng.random() < 0.45
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise laut {ang} bzw. gültiger Preisliste; Verrechnung nach tatsächlicher Liefermenge.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Zahlung: {la.pick(rng, '14 Tage 3 % Skonto, 30 Tage netto|30 Tage netto|8 Tage 2 % Skonto')}. Bitte Bestellnummer und Kommission auf Lieferschein und Rechnung angeben.",
        "Platten bitte liegend auf Paletten liefern; Teillieferungen nur nach Rücksprache.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 50 > bottom:
        y = brk()
    y += 22
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 34,
        f"{rng.choice(TI_F)} {rng.choice(TI_SN)}, {rng.choice(['Tischlermeister', 'Geschäftsführer', 'Arbeitsvorbereitung'])}",
        8.4,
    )
    if rng.random() < 0.5:
        d.sign(
            m + wd * 0.55, y + 30, wd * 0.45, "Auftragsbestätigung Lieferant (Datum, Unterschrift)"
        )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_de_at_tischlerei_beschlaege_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ti)


# --------------------------------------------------------------------------- 8 fr cheese affineur's ripening and packing supplies

FA_BUY = [
    "Fromagerie {n}",
    "Fromagerie {n} SARL",
    "Maison {n} – Affineur",
    "Caves d'affinage {n} SAS",
    "Fromages {n} SAS",
]
FA_N = "Bernard|Mons|Lagrange|du Vieux Moulin|Bordier|des Alpages|Rivoire|Sancerre|Bouvier|de la Vallée|Thibault|Dubois".split(
    "|"
)
FA_SUP = [
    "{n} Emballages SAS",
    "{n} Laboratoires SARL",
    "Établissements {n} SA",
    "{n} Fournitures Laitières SAS",
    "{n} Cartonnages SARL",
]
FA_SUP_BARE = ["Tonnellerie {n}", "Boissellerie {n}", "{n} Frères"]
FA_SN = "Caillaud|Perret|Vial|Chabert|Guillot|Renaud|Collet|Barbier|Morel|Faure|Lemaire|Brun".split(
    "|"
)
FA_ITEMS = [
    ("Présure liquide 520 mg/l – bidon 5 l", "bidon", 5.5, 38, 64),
    ("Ferments lactiques mésophiles (dose 50 U)", "dose", 5.5, 12, 26),
    ("Penicillium candidum – sachet 10 doses", "sachet", 5.5, 18, 34),
    ("Sel fin de Guérande – sac 25 kg", "sac", 5.5, 24, 42),
    ("Cire noire pour tommes – 5 kg", "seau", 20, 42, 78),
    ("Toiles à fromage coton (lot de 50)", "lot", 20, 36, 64),
    ("Boîtes à camembert en peuplier", "u", 20, 0.28, 0.55),
    ("Papier complexe alu/papier (rouleau)", "rouleau", 20, 48, 86),
    ("Étiquettes AOP imprimées (rouleau de 1000)", "rouleau", 20, 22, 44),
    ("Planches d'épicéa pour caves 2 m", "u", 20, 18, 34),
    ("Caisses carton isothermes 10 kg", "u", 20, 2.4, 4.8),
    ("Thermo-hygromètre enregistreur de cave", "u", 20, 85, 180),
]


def _fa(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    buyer = rng.choice(FA_BUY).format(n=rng.choice(FA_N))
    sup = bare_or(rng, FA_SUP, FA_SUP_BARE, 0.3).format(n=rng.choice(FA_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC-{dt.year}-###", f"CF{dt:%y}####", "BC#####", f"{dt:%y}-####"])
    )
    devis = la.digits(rng, rng.choice(["DEV-#####", "Devis n° ####", "D######"]))
    client = la.digits(rng, "C#####")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "row", "right"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|Réf. commande")
    ville = rng.choice(
        [
            "Poligny",
            "Lons-le-Saunier",
            "Roquefort-sur-Soulzon",
            "Livarot",
            "Annecy",
            "Saint-Flour",
            "Aurillac",
        ]
    )
    siret = la.digits(rng, "### ### ### #####")

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{buyer} · SIRET {siret} · NAF 1051C · TVA FR{la.digits(rng, '## #########')}",
            6.4,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 30,
            f"Agrément sanitaire FR {la.digits(rng, '##.###.###')} CE · RCS {ville}",
            6.4,
            grey=0.35,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (suite)", 9, b=True)
        return 58

    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR")
    ttl, tsz = (f"{title} N° {po}", 13) if mode == "beside" else (title, 15)
    d.t(m, 46, buyer, fitsize(d, buyer, 15, wd - d.width(ttl, tsz, True) - 20), b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.randint(1, 60)} {rng.choice(['route des Caves', 'rue du Lait', 'chemin des Affineurs', 'place du Marché'])}, {la.digits(rng, '#####')} {ville}",
            f"Tél. 0{la.digits(rng, '# ## ## ## ##')} · achats@{rng.choice(['fromagerie', 'affinage', 'caves'])}-{rng.choice(['jura', 'auvergne', 'normandie', 'savoie'])}.fr",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 46, ttl, tsz, b=True, al="r")
    if mode == "beside":
        d.t(r, 60, f"du {la.dfmt(dt, rng.choice(['dmy', 'long_fr']))}", 8.4, al="r")
    y = 80
    pairs = [(po_lab, po), ("Date", la.dfmt(dt, "dmy"))] if mode != "beside" else []
    pairs += [
        ("Votre devis", devis),
        ("N° client", client),
        ("Livraison souhaitée", la.dfmt(dt + timedelta(days=rng.randint(5, 20)), "dmy")),
    ]
    if mode in ("grid", "row"):
        if rng.random() < 0.4:
            pairs[0], pairs[1] = pairs[1], pairs[0]
        y = lmeta(d, m, y, wd, pairs, mode, 8.4) + 12
    cw = (wd - 24) / 3
    flab = la.pick(rng, "Fournisseur|Fournisseur :|Destinataire|")
    blocks = [
        (
            flab,
            [
                sup,
                f"{rng.randint(1, 200)} {rng.choice(['ZA des Prés', 'rue de l’Industrie', 'avenue de la Gare', 'route de Lyon'])}",
                f"{la.digits(rng, '#####')} {rng.choice(['Besançon', 'Rodez', 'Caen', 'Chambéry', 'Clermont-Ferrand'])}",
                f"Contact : {rng.choice(['M.', 'Mme'])} {rng.choice(FA_SN)}",
            ],
        ),
        (
            "Livraison",
            [
                f"{rng.choice(['Caves d’affinage', 'Quai de réception', 'Atelier de moulage'])} – {rng.choice(['bâtiment B', 'cave n° 2', 'porte 3'])}",
                f"{la.digits(rng, '#####')} {ville}",
                "Lun.–ven. 7 h – 12 h",
            ],
        ),
        ("Facturation", [buyer, "Service comptabilité", f"{la.digits(rng, '#####')} {ville}"]),
    ]
    if mode == "right":
        yy = y
        if flab:
            d.t(m, yy + 8, flab, 8, b=True, grey=0.35)
            yy += 12
        yy = d.lines(m, yy, blocks[0][1], 9, b_first=True, lead=11.5)
        ky = lmeta(d, m + wd * 0.55, y, wd * 0.45, pairs, rng.choice(["kv", "kvr"]), 8.4)
        y = max(yy, ky) + 10
        for k, (lab, rows) in enumerate(blocks[1:]):
            x = m + k * (wd / 2)
            d.t(x, y + 8, lab, 8, b=True, grey=0.35)
            flines(d, x, y + 12, rows, 8.2, wd / 2 - 12, lead=10.5)
        y += 12 + 3 * 10.5 + 8
    else:
        if rng.random() < 0.35:
            blocks = [blocks[1], blocks[2], blocks[0]]
        yy = y
        for k, (lab, rows) in enumerate(blocks):
            x = m + k * (cw + 12)
            if lab:
                d.t(x, y + 8, lab, 8, b=True, grey=0.35)
            d.line(x, y + 11, x + cw, y + 11, 0.4)
            yy = max(yy, flines(d, x, y + 15, rows, 8.4, cw, b_first=rows[0] == sup, lead=11))
        y = yy + 10
        if mode == "beside":
            y = (
                wrapped(
                    d,
                    m,
                    y,
                    f"Votre devis : {devis} · N° client : {client} · Livraison souhaitée le {la.dfmt(dt + timedelta(days=rng.randint(5, 20)), 'dmy')}",
                    8.2,
                    wd,
                )
                + 6
            )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, FA_ITEMS, n, [2, 4, 5, 10, 20, 50, 100, 500], ["(bio)", "(GM)", "(réassort)"], big=40
    )
    body = [
        (
            [
                la.digits(rng, "A-####"),
                it[0],
                f"{q:,.0f}".replace(",", " "),
                it[1],
                fr2(p) if stated else "",
                f"{str(it[2]).replace('.', ',')} %",
                fr2(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.08, 0.46, 0.07, 0.09, 0.1, 0.07, 0.13)],
        ["Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "TVA", "Montant HT"],
        body,
        "llrcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = r2(ht * Decimal(rng.choice([0, 0, 2, 5])) / 100)
    port = Decimal(rng.choice([0, 0, 25, 48]))
    b55 = sum((a for it, _, _, a in lines if it[2] == 5.5), ZERO)
    b20 = ht - b55
    if rem:
        rem55 = r2(b55 * rem / ht) if ht else ZERO
        b55, b20 = b55 - rem55, b20 - (rem - rem55)
    b20 += port
    t55, t20 = r2(b55 * Decimal("0.055")), r2(b20 * Decimal("0.2"))
    total = b55 + b20 + t55 + t20
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT", f"{fr2(ht)} €", False)]
        if rem:
            rows_.append(("Remise", f"- {fr2(rem)} €", False))
        if port:
            rows_.append(("Frais de port HT", f"{fr2(port)} €", False))
        if t55:
            rows_.append(("TVA 5,5 %", f"{fr2(t55)} €", False))
        if t20:
            rows_.append(("TVA 20 %", f"{fr2(t20)} €", False))
        lab = la.pick(rng, "Total TTC|TOTAL TTC|Net à payer|Montant TTC")
        xl = m + wd * 0.56
        y = ltotal(d, rng, xl, r - 3, y, rows_, lab, f"{fr2(total)} €", 8.6, rng.random() < 0.35)
        if rng.random() < 0.45:
            ac = r2(total * Decimal(rng.choice(["0.3", "0.4"])))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Acompte versé : {fr2(ac)} € – Solde à régler : {fr2(total - ac)} €",
                7.8,
                wd * 0.44,
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
        "Les produits en contact avec les fromages doivent être conformes au règlement (CE) n° 1935/2004 ; joindre les certificats d’alimentarité.",
        "Merci de rappeler notre numéro de commande sur le bon de livraison et la facture. Règlement à 30 jours fin de mois.",
    ]:
        if y + 24 > bottom:
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
        f"Bon pour commande – {rng.choice(['le gérant', 'maître affineur', 'responsable achats'])}",
    )
    d.sign(m + sw + 20, y, sw, "Accusé de réception du fournisseur (cachet et signature)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_fr_fromagerie_affinage_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fa)


# --------------------------------------------------------------------------- 9 nl Dutch sailing school's sails, life jackets and rigging order

ZS_BUY = [
    "Zeilschool {n}",
    "Zeilschool {n} B.V.",
    "Watersportcentrum {n}",
    "{n} Zeil- en Surfschool",
    "Stichting Zeilschool {n}",
]
ZS_N = "De Friese Meren|Sneek|Loosdrecht|Grevelingen|Veerse Meer|Heeg|Braassem|IJsselmeer|Wolderwijd|De Kaag|Lauwersmeer|Brielle".split(
    "|"
)
ZS_SUP = [
    "{n} Zeilmakerij B.V.",
    "{n} Watersport B.V.",
    "{n} Scheepsbenodigdheden B.V.",
    "{n} Marine Supplies B.V.",
    "Jachtwerf {n} B.V.",
]
ZS_SUP_BARE = ["Zeilmakerij {n}", "{n} Watersport", "Touwslagerij {n}"]
ZS_SN = "de Vries|Bakker|Visser|Smit|Meijer|de Boer|Mulder|Bos|Dijkstra|Postma|Hoekstra|van der Meer".split(
    "|"
)
ZS_ITEMS = [
    ("Grootzeil Valk, dacron 5,5 m²", "st", 21, 380, 620),
    ("Fok Laser Pico", "st", 21, 160, 290),
    ("Reddingsvest 50N junior", "st", 21, 38, 62),
    ("Reddingsvest 150N automatisch", "st", 21, 95, 160),
    ("Schoot 8 mm polyester (per m)", "m", 21, 1.6, 3.2),
    ("Lijnenset Optimist compleet", "set", 21, 48, 86),
    ("Wetsuit shorty kind", "st", 21, 42, 78),
    ("Rubberboot-peddel", "st", 21, 18, 34),
    ("Lesboek 'Leren zeilen' (CWO)", "st", 9, 14, 24),
    ("Vlaggen en wimpels (set)", "set", 21, 28, 55),
    ("Roerblad Optimist reserve", "st", 21, 85, 140),
    ("Buitenboordmotor onderhoudsbeurt", "beurt", 21, 120, 240),
]


def _zs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    buyer = rng.choice(ZS_BUY).format(n=rng.choice(ZS_N))
    sup = bare_or(rng, ZS_SUP, ZS_SUP_BARE, 0.3).format(
        n=rng.choice(ZS_SN).replace("de ", "De ").replace("van ", "Van ")
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"IO-{dt.year}-###", f"{dt:%y}####", "PO#####", f"ZS{dt:%y}-###"])
    )
    klant = la.digits(rng, rng.choice(["DEB-#####", "######"]))
    offerte = la.digits(rng, rng.choice(["OFF-####", "Offerte ####-##"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "right", "grid"])
    po_lab = la.pick(rng, "Inkoopordernummer|Ordernummer|Bestelnummer|Ons ordernr.")
    plaats = rng.choice(
        ["Sneek", "Loosdrecht", "Heeg", "Harderwijk", "Brielle", "Lemmer", "Roelofarendsveen"]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · KvK {la.digits(rng, '########')} · btw NL{la.digits(rng, '#########')}B01 · IBAN NL{la.digits(rng, '##')} RABO 0{la.digits(rng, '### ### ###')}",
            6.6,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(
            r,
            d.h - 36,
            f"Pagina {page[0]} van {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Inkooporder {po} (vervolg)", 9, b=True)
        return 58

    d.box(m, 28, wd, 44, fill=rng.choice([0.88, 0.92, 1.0]), stroke=False)
    title = la.pick(rng, "INKOOPORDER|Inkooporder|BESTELLING")
    ttl = f"{title} {po}" if mode == "beside" else title
    d.t(m + 8, 46, buyer, fitsize(d, buyer, 14, wd - d.width(ttl, 13, True) - 36), b=True)
    d.t(
        m + 8,
        60,
        f"{rng.choice(['Oosterkade', 'Haven', 'Strandweg', 'Jachthavenweg'])} {rng.randint(1, 90)}, {la.digits(rng, '####')} {la.digits(rng, '@@')} {plaats} · tel. 0{la.digits(rng, '## ### ## ##')}",
        7.6,
        grey=0.3,
    )
    d.t(r - 8, 46, ttl, 13, b=True, al="r")
    y = 88
    alab = la.pick(rng, "Leverancier|Aan|Leverancier:|")
    sy = y
    if alab:
        d.t(m, sy + 8, alab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Industrieweg', 'Werfstraat', 'Zeilmakersweg', 'Havenstraat'])} {rng.randint(1, 150)}",
            f"{la.digits(rng, '####')} {la.digits(rng, '@@')} {rng.choice(['Lelystad', 'Enkhuizen', 'Monnickendam', 'Workum', 'Muiden'])}",
            f"t.a.v. {rng.choice(['dhr.', 'mevr.'])} {rng.choice(ZS_SN)}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kv = [] if mode == "beside" else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, rng.choice(["dash", "long_nl"]))),
        ("Klantnummer", klant),
        ("Uw offerte", offerte),
        ("Gewenste levering", la.dfmt(dt + timedelta(days=rng.randint(5, 25)), "dash")),
    ]
    if mode == "grid":
        y = sy + 10
        y = lmeta(d, m, y, wd, kv, "grid", 8.2) + 10
    else:
        ky = lmeta(d, m + wd * 0.55, y, wd * 0.45, kv, rng.choice(["kv", "kvr"]), 8.2)
        y = max(sy, ky) + 10
    y = wrapped(
        d,
        m,
        y,
        f"Afleveradres: {buyer}, {rng.choice(['botenloods', 'steiger 3', 'clubhuis (achterzijde)'])}, {plaats} – levering op werkdagen tussen 8.00 en 16.00 uur.",
        8,
        wd,
    )
    y += 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, ZS_ITEMS, n, [1, 2, 4, 6, 10, 12, 20, 50], ["(maat M)", "(rood)", "(reserve)"], big=300
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p) if stated else "",
                f"{it[2]}%",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.08, 0.12, 0.07, 0.13)],
        ["Nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs €", "Btw", "Bedrag €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    kort = r2(sub * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    n9 = sum((a for it, _, _, a in lines if it[2] == 9), ZERO)
    n21 = sub - n9
    if kort:
        k9 = r2(n9 * kort / sub)
        n9, n21 = n9 - k9, n21 - (kort - k9)
    b9, b21 = r2(n9 * Decimal("0.09")), r2(n21 * Decimal("0.21"))
    total = n9 + n21 + b9 + b21
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotaal", f"€ {eu(sub)}", False)]
        if kort:
            rows_ += [
                ("Clubkorting", f"€ -{eu(kort)}", False),
                ("Totaal excl. btw", f"€ {eu(sub - kort)}", False),
            ]
        if b9:
            rows_.append(("Btw 9%", f"€ {eu(b9)}", False))
        if b21:
            rows_.append(("Btw 21%", f"€ {eu(b21)}", False))
        lab = la.pick(rng, "Totaal incl. btw|TOTAAL|Te betalen|Orderbedrag incl. btw")
        y = ltotal(
            d, rng, m + wd * 0.58, r - 3, y, rows_, lab, f"€ {eu(total)}", 8.6, rng.random() < 0.35
        )
        if rng.random() < 0.35:
            vb = r2(total * Decimal("0.3"))
            y = wrapped(
                d,
                m,
                y + 4,
                f"Aanbetaling (30%): € {eu(vb)} – restant € {eu(total - vb)} na levering.",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens {offerte}; facturatie op basis van de geleverde aantallen.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Zeilen graag voorzien van zeilnummer en schoologo volgens bijgevoegde tekening. Reddingsvesten conform ISO 12402.",
        "Vermeld ons ordernummer op pakbon en factuur. Betaling binnen 30 dagen na factuurdatum.",
    ]:
        if y + 24 > bottom:
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
        f"Voor akkoord – {rng.choice(['bedrijfsleider', 'hoofdinstructeur', 'penningmeester'])}",
    )
    d.sign(m + sw + 20, y, sw, "Voor ontvangst en akkoord leverancier")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_nl_zeilschool_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zs)


# --------------------------------------------------------------------------- 10 pt-PT seafood restaurant's order

MQ_BUY = [
    "Marisqueira {n}",
    "Marisqueira {n}, Lda.",
    "Restaurante {n} – Marisqueira",
    "{n} Restauração, Unipessoal Lda.",
    "Cervejaria {n}, Lda.",
]
MQ_N = "O Farol|A Concha|Mar Azul|O Pescador|Ribamar|A Ostra|Cais Velho|O Lagostim|Maré Cheia|A Gamba|Porto Antigo|O Búzio".split(
    "|"
)
MQ_SUP = [
    "{n} – Comércio de Pescado, Lda.",
    "{n} & Filhos, Lda.",
    "Viveiros {n}, S.A.",
    "{n} Distribuição Alimentar, Lda.",
    "{n} Bebidas e Vinhos, S.A.",
]
MQ_SUP_BARE = ["Peixaria {n}", "{n} Mariscos", "Armazém {n}"]
MQ_SN = "Ferreira|Sousa|Carvalho|Pinto|Mendes|Nogueira|Almeida|Teixeira|Correia|Lopes|Rocha|Matos".split(
    "|"
)
MQ_ITEMS = [
    ("Amêijoa boa (viva) – kg", "kg", 6, 14, 26),
    ("Camarão tigre 10/20 cong. – cx 2 kg", "cx", 6, 32, 58),
    ("Sapateira viva – kg", "kg", 6, 12, 22),
    ("Lagosta viva – kg", "kg", 6, 48, 85),
    ("Percebe – kg", "kg", 6, 38, 90),
    ("Polvo congelado T4 – kg", "kg", 6, 9, 16),
    ("Pão de forma (pacote 40 fatias)", "un", 6, 2.2, 3.8),
    ("Vinho verde Alvarinho 0,75 l", "garrafa", 23, 5.8, 11),
    ("Cerveja barril 50 l", "barril", 23, 95, 140),
    ("Gelo em escama – saco 20 kg", "saco", 23, 4.5, 8),
    ("Azeite virgem extra 5 l", "garrafão", 6, 28, 44),
    ("Guardanapos de papel (cx 2400)", "cx", 23, 18, 32),
    ("Pinças e martelos para marisco (kit)", "kit", 23, 22, 48),
    ("Limões – kg", "kg", 6, 1.2, 2.4),
]


def _mq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djserif"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    buyer = rng.choice(MQ_BUY).format(n=rng.choice(MQ_N))
    sup = bare_or(rng, MQ_SUP, MQ_SUP_BARE, 0.3).format(n=rng.choice(MQ_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"NE {dt.year}/###", f"NE{dt:%y}-####", "ENC-#####", f"{dt.year}/0###"])
    )
    forn = la.digits(rng, "F####")
    prop = la.digits(rng, rng.choice(["Proposta n.º ####", "ORC-#####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "grid", "row", "right"])
    po_lab = la.pick(rng, "Nota de Encomenda n.º|N.º Encomenda|Encomenda n.º|N.º NE")
    nif = la.digits(rng, "5########")
    cidade = rng.choice(
        ["Matosinhos", "Peniche", "Cascais", "Setúbal", "Olhão", "Nazaré", "Póvoa de Varzim"]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · NIF {nif} · Capital social 5.000,00 € · Matriculada na CRC de {cidade}",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 36, f"Pág. {page[0]}/{of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (continuação)", 9, b=True)
        return 58

    title = la.pick(rng, "NOTA DE ENCOMENDA|Nota de Encomenda|ENCOMENDA A FORNECEDOR")
    ttl, tsz = (f"{title} N.º {po}", 12) if mode == "beside" else (title, 14)
    d.t(m, 46, buyer, fitsize(d, buyer, 15, wd - d.width(ttl, tsz, True) - 20), b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.choice(['Rua', 'Avenida', 'Largo'])} {rng.choice(['da Ribeira', 'dos Pescadores', 'do Mar', 'Serpa Pinto'])}, {rng.randint(1, 300)}",
            f"{la.digits(rng, '####-###')} {cidade} · Tel. {la.digits(rng, '2## ### ###')} · NIF {nif}",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 46, ttl, tsz, b=True, al="r")
    if mode == "beside":
        d.t(r, 60, f"Data: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    y = 82
    flab = la.pick(rng, "Fornecedor|Exmo.(s) Sr.(s)|Fornecedor:|")
    sy = y
    if flab:
        d.t(m, sy + 8, flab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Zona Industrial', 'Rua do Porto', 'Lota de', 'Estrada Nacional 109'])} {rng.choice(['Lote 4', 'n.º 18', 'Matosinhos', 'km 12'])}",
            f"{la.digits(rng, '####-###')} {rng.choice(['Aveiro', 'Vila do Conde', 'Sesimbra', 'Figueira da Foz', 'Leiria'])}",
            f"NIF {la.digits(rng, '5########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kv = (
        []
        if mode == "beside"
        else [(po_lab, po), ("Data", la.dfmt(dt, rng.choice(["dmy", "dash"])))]
    )
    kv += [
        ("N.º Fornecedor", forn),
        ("Sua proposta", prop),
        ("Entrega", f"{la.dfmt(dt + timedelta(days=rng.randint(1, 5)), 'dmy')} até às 10h"),
    ]
    if mode in ("grid", "row"):
        y = lmeta(d, m, sy + 10, wd, kv, mode, 8.2) + 10
    else:
        ky = lmeta(d, m + wd * 0.54, y, wd * 0.46, kv, rng.choice(["kv", "kvr"]), 8.2)
        y = max(sy, ky) + 10
    y = wrapped(
        d,
        m,
        y,
        f"Local de entrega: {buyer} – {rng.choice(['cozinha (porta das traseiras)', 'viveiro de marisco', 'armazém'])}, {cidade}. Responsável: {rng.choice(['Chef', 'Sr.', 'D.'])} {rng.choice(MQ_SN)}, tel. {la.digits(rng, '9## ### ###')}",
        8,
        wd,
    )
    y += 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 38])
    lines = more_lines(
        rng,
        MQ_ITEMS,
        n,
        [1, 2, 3, 5, 6, 10, 12, 20, 24],
        ["(grande)", "(fresco)", "(extra)"],
        big=60,
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                it[1],
                eu(p) if stated else "",
                f"{it[2]}%",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.45, 0.08, 0.1, 0.11, 0.07, 0.13)],
        ["N.º", "Designação", "Qtd.", "Unid.", "Preço €", "IVA", "Valor €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    pct = Decimal(rng.choice([0, 0, 2, 3]))
    base = {}
    for it, _, _, a in lines:
        base[it[2]] = base.get(it[2], ZERO) + a
    desc = ZERO
    if pct:
        for k in base:
            dk = r2(base[k] * pct / 100)
            base[k] -= dk
            desc += dk
    ivas = {k: r2(v * k / 100) for k, v in base.items()}
    total = sum(base.values(), ZERO) + sum(ivas.values(), ZERO)
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total ilíquido", f"{eu(sub)} €", False)]
        if desc:
            rows_ += [
                (f"Desconto comercial {pct}%", f"-{eu(desc)} €", False),
                ("Total s/ IVA", f"{eu(sub - desc)} €", False),
            ]
        for k in sorted(ivas):
            rows_.append((f"IVA {k}% s/ {eu(base[k])}", f"{eu(ivas[k])} €", False))
        lab = la.pick(rng, "Total a pagar|TOTAL|Total c/ IVA|Total da encomenda")
        y = ltotal(
            d, rng, m + wd * 0.52, r - 3, y, rows_, lab, f"{eu(total)} €", 8.6, rng.random() < 0.35
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preços conforme {prop} e cotação do dia para o marisco vivo; o valor será acertado na fatura.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Marisco vivo entregue em caixa com água salgada e etiqueta sanitária (zona de produção e data de captura). Pescado a temperatura de 0–2 °C.",
        "Indicar o n.º da nota de encomenda na guia de remessa e na fatura. Pagamento a 30 dias.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"O Responsável – {rng.choice(['Gerência', 'Chefe de cozinha', 'Compras'])}")
    d.sign(m + sw + 20, y, sw, "Recebido pelo fornecedor (assinatura e carimbo)")
    foot()
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit22_pt_marisqueira_nota_encomenda(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mq)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit22_") and callable(fn)
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the fit split written at stop 61 (`fit24_*`), in zh-Hans
(two), zh-Hant (Hong Kong), ja, en-GB, en-SG, de, fr-CA, nl-BE and es.

- fit24_zh_wurenji_zhibao_beijian_caigou: a Chinese crop-spraying drone co-operative's order
  for drone spare parts and batteries (the co-operative's letterhead, the order number beside
  the title line, in a ruled label / value grid, in a header row with its value below or in a
  data block at the right; the supplier under 供应商 / 供方 / 致 or with no label, side by side
  with the delivery panel in either order; contract, requisition and spraying-project numbers,
  prices incl. 13 % VAT or net with a 税额 line, 优惠 and 运费, the total in a small table,
  across the table's foot with 大写, or its amount on the line below its label; a prepayment
  and the balance; sign-off boxes and 供应商确认（签章）; landscape at times).
- fit24_zh_jingshui_shebei_xiaoshou_queren: a water-purifier maker's order confirmation (the
  seller's letterhead first, its own 销售单号 / 确认单号 boxed, in a header row or in a panel,
  the customer's purchase-order number under 客户订单号 / 贵方采购单号 / 需方订单号 in the
  customer panel, a grid or a data block; contract and quotation numbers, installation and
  discount lines, 合计 incl. VAT with 大写, a deposit and the balance, the seller's bank lines).
- fit24_hk_longzhou_hui_qicai_caigou: a Hong Kong dragon-boat club's equipment order
  (bilingual 採購單 / PURCHASE ORDER, the P.O. number beside the title, in a label / value grid
  at the right, in a header row or in a data block at the left; the supplier under 供應商 /
  致 To / Messrs. or with no label, the English name beneath, the race and the subsidy
  references, HK$ lines, discount and delivery, 總額 / TOTAL with the amount at times on the
  line below, deposit paid and balance, amount in English words).
- fit24_ja_shokubutsu_koujou_shizai_hacchu: a Japanese plant factory's order for lighting,
  nutrients and packing (発注書, the supplier with 御中 at the top left or under 発注先, the
  farm with its seal, the order number in a small box, a ruled grid, beside the title or in a
  header row with its value below; quotation, customer code and 登録番号, an ご発注金額 box
  at times, 小計 / 値引 / 送料 / 消費税 / 合計, landscape at times).
- fit24_en_gb_mountain_rescue_kit_po: a British mountain-rescue team's kit order (charity
  letterhead, PURCHASE ORDER with its number beside the title, in a data block at the right,
  in a boxed grid or in a header row; the supplier under Supplier / To / Vendor or no label,
  deliver-to and invoice-to blocks in either order, grant, requisition and call-out
  references; goods, discount, carriage, VAT 20 % and zero-rated maps, TOTAL with its figure
  at times below the label, a card deposit and balance).
- fit24_en_sg_dialysis_centre_consumables_po: a Singapore dialysis centre's consumables order
  (the centre's letterhead with UEN and GST number, the PO number in a boxed grid, beside the
  title, at the right in a data block or in a header row; Vendor / Supplier / To or no label,
  Deliver To and Bill To, the HSA licence, contract and quotation numbers, subtotal /
  discount / GST 9 % / Total (S$), an advance payment and balance, landscape at times).
- fit24_de_schornsteinfeger_werkzeug_bestellung: a German chimney sweep's order for sweeping
  gear and flue-gas meters (a window address with a sender line, "Firma" or "An" at times,
  the order number in the data block at the right, in the heading "Bestellung Nr.", or in a
  header row of boxed cells; Lieferanschrift, customer and quotation numbers, Warenwert /
  Rabatt / Versand / 19 % and 7 % MwSt, the Gesamtbetrag on the line below its label at
  times, an Anzahlung and Restbetrag, Skonto terms, "Mit freundlichen Grüßen").
- fit24_fr_ca_camp_vacances_equipement_bon_commande: a Quebec summer camp's order for canoes,
  PFDs and camping gear (BON DE COMMANDE with its number beside the title, in a boxed
  label-over-value grid, in a data block at the right or in a header row; Fournisseur / À /
  no label, Expédier à and Facturer à blocks, requisition, soumission and season, Sous-total
  / escompte / transport / TPS 5 % / TVQ 9,975 % / Total, a deposit and the balance, NEQ and
  tax numbers, landscape at times).
- fit24_nl_be_slagerij_kruiden_darmen_bestelbon: a Flemish butcher-caterer's order for spices,
  casings and packaging (BESTELBON with its number beside the title, in the data block, in a
  header row or a boxed grid; the supplier under "Aan", "Leverancier" or no label, FAVV and
  ondernemingsnummer, 6 % and 21 % btw, a korting, Totaal incl. btw / Te betalen with the
  amount at times below, voorschot and saldo).
- fit24_es_churreria_pedido_materias: a Spanish churro shop's order for flour, oil, chocolate
  and cups (PEDIDO with its number beside the title, in a header table under its heading,
  in a data block at the right or in a boxed grid; Proveedor / Sres. / no label, entrega and
  facturación blocks, RGSEAA and CIF, IVA at 4 %, 10 % and 21 % with a desglose, TOTAL
  PEDIDO with its figure below at times, entregado a cuenta and pendiente).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, grant,
race or the seller's sales-order number; on the seller's confirmation the customer's order
number); the supplier exactly as printed on its own first line (the seller of a confirmation;
never 御中, "Firma", "An", "Attn" or a contact person); the grand total as "1234.50" (whole yen
as "1234.00"; after discounts, incl. tax, before deposits and prepayments; "" when the
document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
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
LATIN = "helv|libsans|dejavu|times|djserif"


def en2(v: Decimal) -> str:
    return grouped(v)


def sp2(v: Decimal) -> str:
    """1 234,50 (Quebec, France)."""
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def kv_rows(
    d: la.Doc,
    x: float,
    y: float,
    pairs: Sequence[tuple[str, str]],
    size: float,
    *,
    xr: float | None = None,
    kw: float | None = None,
    b_key: bool = True,
    bold: str = "",
) -> float:
    """Label / value lines from top `y`: the value right-aligned at `xr`, or at x + kw."""
    if kw is None:
        kw = max(d.width(k, size, b_key) for k, _ in pairs) + 8
    for k, v in pairs:
        d.t(x, y + size, k, size, b=b_key)
        if xr is not None:
            d.t(xr, y + size, v, size, al="r", b=bool(bold) and k == bold)
        else:
            d.t(x + kw, y + size, v, size, b=bool(bold) and k == bold)
        y += size * 1.45
    return y


def head_vals(
    d: la.Doc,
    x: float,
    y: float,
    widths: Sequence[float],
    heads: Sequence[str],
    vals: Sequence[str],
    size: float,
    *,
    fill: float | None = 0.88,
    vert: bool = True,
) -> float:
    """A header row of headings with their values in the row below; returns the y below."""
    al = "l" * len(widths)
    d.line(x, y, x + sum(widths), y, 0.5)
    y = lrow(d, x, y, widths, heads, al, h=size + 7, size=size - 0.8, b=True, fill=fill, vert=vert)
    return lrow(d, x, y, widths, vals, al, h=size + 9, size=size, vert=vert)


def total_below(
    d: la.Doc, xl: float, xr: float, y: float, label: str, amount: str, size: float
) -> float:
    """The total's label, and its amount right-aligned on the line below; returns the y below."""
    d.line(xl - 4, y + 2, xr + 3, y + 2, 0.8)
    d.t(xl, y + 5 + size, label, size, b=True)
    d.t(xr, y + 9 + 2 * size + 3, amount, size + 2, b=True, al="r")
    return y + 16 + 2 * size + 4


def c_lines(
    pdf: cj.Pdf,
    x: float,
    y: float,
    rows: Sequence[str],
    size: float,
    *,
    lead: float | None = None,
    align: str = "l",
    bold_first: bool = False,
    colour: Color = black,
) -> float:
    """Text lines on a cj page with their first baseline at y + size; returns the y below."""
    lead = lead or size * 1.5
    for i, s in enumerate(rows):
        pdf.text(
            x, y + size + i * lead, s, size, align=align, bold=bold_first and i == 0, colour=colour
        )
    return y + len(rows) * lead + 2


# --------------------------------------------------------------------------- 1 zh-Hans crop-spraying drone co-operative's spare-parts order

WR_CITY = (
    "宿州 阜阳 周口 商丘 菏泽 德州 绥化 佳木斯 盐城 荆门 常德 益阳 吉安 南充 遵义 驻马店".split()
)
WR_X = "丰收 金穗 禾丰 绿野 惠农 田园 飞鹰 天翔 沃土 稻香 麦浪 鑫农".split()
WR_BUY = [
    "{c}{x}植保无人机服务专业合作社",
    "{c}{x}农业科技有限公司",
    "{c}{x}飞防植保服务有限公司",
    "{c}市{x}农机专业合作社",
]
WR_SB = "翼飞 天鹰 云翔 飞腾 神农 锐翼 启航 擎天 苍穹 鲲鹏 凌云 翔农".split()
WR_SUP = [
    "{c}{s}无人机科技有限公司",
    "{s}智能装备（{c}）有限公司",
    "{c}{s}航空植保设备有限公司",
    "{c}{s}电子科技有限公司",
]
WR_SUP_BARE = ["{c}{s}无人机配件经营部", "{c}市{s}农机商行", "{s}植保器械门市部"]
WR_ITEMS = [
    ("植保无人机智能电池", "30000mAh 14S", "块", 3800, 5600),
    ("多通道智能充电器", "7200W 双通道", "台", 3200, 5200),
    ("折叠螺旋桨（正反桨）", "R5415 碳纤维", "对", 260, 520),
    ("离心雾化喷头", "含电机 CS-2", "个", 380, 760),
    ("无刷隔膜水泵", "12L/min", "个", 560, 980),
    ("动力电机", "8120 KV70", "个", 1600, 2800),
    ("电调", "FOC 100A", "个", 680, 1280),
    ("药箱总成", "40L 带液位计", "套", 900, 1600),
    ("遥控器", "5.5寸高亮屏", "台", 2600, 4200),
    ("RTK移动基站", "四星十六频", "台", 6800, 12000),
    ("变频发电机", "9kW 汽油", "台", 5200, 8600),
    ("机臂组件", "含碳管 M2", "套", 460, 920),
    ("毫米波雷达模块", "前向避障", "个", 1500, 2600),
    ("颗粒播撒系统", "50L 撒播", "套", 2800, 4600),
]


def _wr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(WR_CITY, 2)
    buyer = rng.choice(WR_BUY).format(c=c1, x=rng.choice(WR_X))
    sup = bare_or(rng, WR_SUP, WR_SUP_BARE, 0.25).format(c=c2, s=rng.choice(WR_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n3}|ZB-{y}{m}{n4}|PO{Y}{n5}|{Y}CG{n4}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|ZBHT{y}{n4}")
    req = cj.number(rng, d, "SQ{y}{m}{n3}|QG-{Y}-{n3}")
    proj = cj.number(rng, d, "FF{Y}-{n2}|TF-{Y}-{n3}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "grid", "head", "right"])
    po_lab = cj.pick(rng, "采购单号|订单编号|采购订单号|订单号")
    ink = rng.choice([Color(0.1, 0.35, 0.2), Color(0.15, 0.25, 0.55), black, Color(0.55, 0.1, 0.1)])
    taxed = rng.random() < 0.5
    tlabel = cj.pick(rng, "合计金额|订单总额|价税合计|总计")
    ds = rng.choice(["cn", "iso", "slash", "cn0"])
    title = cj.pick(rng, "采购订单|采购单|配件采购订单|植保无人机配件采购单")

    def foot() -> None:
        s_ = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(right, pdf.h - 24, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"{buyer}　{cj.zh_tel(rng)}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）", 9, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 46

    y = 30
    if mode == "right":
        pdf.text(m, y + 12, buyer, 14, bold=True, colour=ink)
        c_lines(
            pdf,
            m,
            y + 16,
            [f"地址：{cj.zh_addr(rng)}", f"电话：{cj.zh_tel(rng)}"],
            7.6,
            colour=GREY,
        )
        c_lines(
            pdf,
            right,
            y,
            [
                f"{po_lab}：{po}",
                f"日期：{cj.fdate(d, ds)}",
                f"合同编号：{ht}",
                f"请购单号：{req}",
            ],
            8.4,
            align="r",
            bold_first=True,
        )
        y += 68
        pdf.text(pdf.w / 2, y, title, 16, align="c", bold=True)
        y += 12
    else:
        pdf.text(pdf.w / 2, y + 12, buyer, 15, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            y + 26,
            f"{cj.zh_addr(rng)}　电话 {cj.zh_tel(rng)}",
            7.6,
            align="c",
            colour=GREY,
        )
        pdf.text(pdf.w / 2, y + 52, title, 16, align="c", bold=True)
        pdf.line(pdf.w / 2 - 70, y + 57, pdf.w / 2 + 70, y + 57, lw=0.7)
        y += 66
        if mode == "title":
            pdf.text(right, y + 10, f"{po_lab}：{po}", 10, align="r", bold=True, colour=ink)
            pdf.text(m, y + 10, f"下单日期：{cj.fdate(d, ds)}", 8.4)
            pdf.text(
                m, y + 24, f"合同编号：{ht}　　请购单号：{req}　　作业项目：{proj}", 8, colour=GREY
            )
            y += 32
        elif mode == "grid":
            rows = [
                [po_lab, po, "下单日期", cj.fdate(d, ds)],
                ["合同编号", ht, "请购单号", req],
                ["作业项目", proj, "付款方式", cj.pick(rng, "预付+货到付款|月结30天|款到发货")],
            ]
            if rng.random() < 0.4:
                rows[0][:2], rows[1][:2] = rows[1][:2], rows[0][:2]
            if rng.random() < 0.3:
                rows[0][:2], rows[0][2:] = rows[0][2:], rows[0][:2]
            y = kgrid(
                pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), rows, h=18, size=8.4, ink=ink, fill=PALE
            )
            y += 8
        else:
            heads = [po_lab, "订单日期", "合同编号", "请购单号", "交货期限"]
            vals = [po, cj.fdate(d, ds), ht, req, cj.fdate(cj.later(rng, d, 5, 30), ds)]
            if rng.random() < 0.35:
                heads[0], heads[2], vals[0], vals[2] = heads[2], heads[0], vals[2], vals[0]
            ws = cj.rel(wd, [21, 18, 21, 20, 20])
            y = crow(pdf, m, y, ws, heads, "ccccc", h=18, size=8, fill=PALE, head=True)
            y = crow(pdf, m, y, ws, vals, "ccccc", h=19, size=8.6) + 8
    sup_lab = cj.pick(rng, "供应商|供方|致|卖方|")
    sp = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
    ]
    if rng.random() < 0.5:
        sp.append(("税号", cj.credit_code(rng)))
    bp = [
        ("收货单位", f"{buyer}（机库）"),
        ("收货地址", f"{cj.zh_addr(rng)}"),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("采购员", f"{cj.person(rng)}　{cj.zh_tel(rng)}"),
    ]
    panels = [sp, bp] if rng.random() < 0.6 else [bp, sp]
    pw = (wd - 16) / 2
    ymax = y
    for k, p in enumerate(panels):
        x = m + k * (pw + 16)
        yy = y + 2
        boxed = rng.random() < 0.5
        for lab, val in p:
            lines = cj.wrap(val, 8.4, pw - 66)
            if not lab:
                pdf.text(x + 5, yy + 13, val, 9.6, bold=True)
                yy += 16
                continue
            pdf.text(x + 5, yy + 13, f"{lab}：", 8.2, colour=GREY)
            for ln in lines:
                big = val in (sup, buyer)
                pdf.text(x + 60, yy + 13, ln, 9 if big else 8.4, bold=big)
                yy += 14
            yy += 1
        if boxed:
            pdf.rect(x, y, pw, yy - y + 4, stroke=GREY, lw=0.5)
        ymax = max(ymax, yy + 6)
    y = ymax + 8
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng,
        WR_ITEMS,
        n,
        [1, 2, 2, 4, 6, 8, 10, 20],
        ["（备用）", "（加强型）", "（新款）"],
        big=5000,
    )
    code = rng.random() < 0.5
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i)]
        if code:
            cells.append(f"WRJ-{rng.randint(1000, 9999)}")
        cells += [
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            cj.money(p) if stated else "",
            cj.money(a) if stated else "",
        ]
        body.append((cells, a))
    pl = "含税单价" if taxed else "单价（不含税）"
    heads = [
        "序号",
        *(["物料编码"] if code else []),
        "名称",
        "规格型号",
        "单位",
        "数量",
        pl,
        "金额（元）",
    ]
    ws = cj.rel(wd, [5, *([12] if code else []), 24, 19, 6, 7, 13, 15])
    al = "c" + ("l" if code else "") + "llcrrr"
    y = ctable(pdf, m, y, ws, heads, body, al, rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE)
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 60, 120, 200]))
    net = sub - off + fr
    tax = ZERO if taxed else r2(net * Decimal("0.13"))
    total = net + tax
    if y + 150 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("货款小计" if taxed else "不含税金额", cj.money(sub))]
        if off:
            rows_.append(("优惠折让", f"-{cj.money(off)}"))
        if fr:
            rows_.append(("运费", cj.money(fr)))
        if not taxed:
            rows_.append(("税额（13%）", cj.money(tax)))
        style = rng.choice(["mini", "span", "below"])
        if style == "mini":
            rows_.append((tlabel, f"¥{cj.money(total)}"))
            w2 = [110, 110]
            for k, (lab, v) in enumerate(rows_):
                last = k == len(rows_) - 1
                y = crow(
                    pdf,
                    right - 220,
                    y,
                    w2,
                    [lab, v],
                    "lr",
                    h=17,
                    size=8.4,
                    bold=last,
                    fill=PALE if last else None,
                )
            pdf.text(m, y + 12, f"人民币大写：{cj.daxie(total)}", 8.6)
            y += 18
        elif style == "span":
            for lab, v in rows_:
                pdf.text(right - 120, y + 10, f"{lab}：", 8.4, align="r")
                pdf.text(right, y + 10, v, 8.4, align="r")
                y += 14
            w2 = [wd * 0.16, wd * 0.6, wd * 0.24]
            y = crow(
                pdf,
                m,
                y + 2,
                w2,
                [tlabel, f"（大写）{cj.daxie(total)}", f"（小写）¥{cj.money(total)}"],
                "clr",
                h=20,
                size=8.6,
                bold=True,
                fill=PALE,
            )
            y += 4
        else:
            for lab, v in rows_:
                pdf.text(right - 120, y + 10, f"{lab}：", 8.4, align="r")
                pdf.text(right, y + 10, v, 8.4, align="r")
                y += 14
            pdf.line(right - 230, y + 3, right, y + 3, lw=0.8)
            pdf.text(
                right - 230, y + 16, f"{tlabel}{'（含税）' if taxed else ''}：", 9.6, bold=True
            )
            pdf.text(right, y + 34, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            pdf.text(m, y + 34, f"大写：{cj.daxie(total)}", 8.4)
            y += 42
        pdf.text(
            m,
            y + 8,
            "以上价格含13%增值税专用发票。" if taxed else "开具13%增值税专用发票。",
            7.8,
            colour=GREY,
        )
        y += 14
        if rng.random() < 0.6:
            pct = rng.choice([20, 30, 50])
            pre = r2(total * pct / 100)
            pdf.text(
                m,
                y + 8,
                f"付款约定：合同签订后预付{pct}%，计¥{cj.money(pre)}；余款¥{cj.money(total - pre)}到货验收后15日内付清。",
                8.2,
            )
            y += 14
    else:
        y += 6
        pdf.text(m, y + 8, "单价按年度配件供货协议执行，结算金额以实际到货验收数量为准。", 8.4)
        y += 16
    for t in [
        "1. 电池须为原厂正品，循环次数不超过5次，并附出厂检测报告。",
        f"2. 交货日期：{cj.fdate(cj.later(rng, d, 3, 25), 'cn')}前送达，飞防作业季逾期按日扣款。",
        "3. 送货单、发票请注明本采购单号，否则财务不予受理。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 64 > bottom:
        y = brk()
    y += 28
    labs = ["制单：", "采购员：", "部门经理：", "总经理："]
    for k, lab in enumerate(labs):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.4)
    pdf.text(m, y + 22, cj.pick(rng, "供应商确认（签字盖章）：|供方签章：|供应商回签："), 8.4)
    pdf.text(m + wd / 2, y + 22, "日期：", 8.4)
    if rng.random() < 0.55:
        pdf.stamp(right - 60, y - 4, buyer, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit24_zh_wurenji_zhibao_beijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _wr)


# --------------------------------------------------------------------------- 2 zh-Hans water-purifier maker's order confirmation

JS_CITY = "中山 江门 宁波 余姚 慈溪 嘉兴 湖州 昆山 常熟 厦门 泉州 顺德".split()
JS_B = "清泉 沁源 碧水 净源 蓝泉 水之源 源清 润泽 康泉 冰川 清然 优水".split()
JS_SUP = [
    "{c}{b}净水设备有限公司",
    "{c}{b}环保科技有限公司",
    "{b}水处理设备（{c}）有限公司",
    "{c}{b}饮水设备股份有限公司",
]
JS_SUP_BARE = ["{c}{b}净水器经营部", "{c}市{b}水处理设备商行"]
JS_CUST = [
    "{c}{x}中学",
    "{c}{x}实验小学",
    "{c}{x}人民医院",
    "{c}{x}科技园管理有限公司",
    "{c}{x}大酒店有限公司",
    "{c}{x}机械制造有限公司",
]
JS_X = "第一 育才 明德 新华 滨海 东湖 城南 阳光 华强 金鼎".split()
JS_ITEMS = [
    ("步进式商用直饮水机", "四级过滤 开温双出水 60人", "台", 4200, 7800),
    ("反渗透纯水机", "RO-400G 厨下式", "台", 1600, 3200),
    ("中央净水机", "前置 2T/h 不锈钢", "台", 3800, 6800),
    ("全自动软水机", "1.5T/h 树脂罐", "台", 5200, 9600),
    ("PP棉滤芯", "10寸 5微米", "支", 12, 28),
    ("颗粒活性炭滤芯", "UDF 10寸", "支", 26, 58),
    ("反渗透膜", "400G", "支", 320, 560),
    ("后置活性炭滤芯", "T33 口感调节", "支", 22, 48),
    ("紫外线杀菌器", "UV 12W", "台", 380, 760),
    ("不锈钢管件及辅材", "304 套装", "套", 180, 420),
    ("安装调试服务", "上门安装 含打孔", "台", 150, 300),
    ("水质检测服务", "TDS/余氯/浊度", "次", 200, 500),
]


def _js(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    c1, c2 = rng.sample(JS_CITY, 2)
    sup = bare_or(rng, JS_SUP, JS_SUP_BARE, 0.2).format(c=c1, b=rng.choice(JS_B))
    cust = rng.choice(JS_CUST).format(c=c2, x=rng.choice(JS_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n4}|ZB-CG-{Y}-{n3}|{Y}{m}{d}{n2}|HQ-PO-{n5}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO{Y}{n5}|QR-{Y}-{n4}")
    ht = cj.number(rng, d, "HT{y}{m}{n3}|XSHT-{Y}-{n3}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|QT-{n5}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.05, 0.35, 0.6), Color(0.0, 0.45, 0.45), RED, black])
    mode = rng.choice(["box", "panels", "head", "lines"])
    po_lab = cj.pick(rng, "客户订单号|贵方采购单号|需方订单号|客户PO号|采购订单编号")
    so_lab = cj.pick(rng, "销售单号|确认单号|订单确认号|单据编号")
    ds = rng.choice(["cn", "iso", "slash"])
    title = cj.pick(rng, "销售订单确认书|订单确认单|销售确认函|供货确认书")
    tlabel = cj.pick(rng, "合计金额|订单总金额|总计|合计（含税）")

    def foot() -> None:
        pdf.line(m, pdf.h - 38, right, pdf.h - 38, lw=0.4, colour=GREY)
        pdf.text(
            m,
            pdf.h - 27,
            f"{sup}　全国服务热线 400-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            7,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 27,
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

    # the seller's letterhead, always first
    pdf.text(m, 40, sup, 15, bold=True, colour=ink)
    y = c_lines(
        pdf,
        m,
        44,
        [f"地址：{cj.zh_addr(rng)}", f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}"],
        7.4,
        colour=GREY,
    )
    if mode == "box":
        bw = 170
        pdf.rect(right - bw, 26, bw, 44, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, 41, so_lab, 7.6, colour=GREY)
        pdf.text(right - 6, 41, so, 9, align="r", bold=True)
        pdf.text(right - bw + 6, 61, "日期", 7.6, colour=GREY)
        pdf.text(right - 6, 61, cj.fdate(d, ds), 8.6, align="r")
    y = max(y, 74)
    pdf.line(m, y, right, y, lw=1.1, colour=ink)
    pdf.text(pdf.w / 2, y + 24, title, 16, align="c", bold=True)
    y += 36
    cp = [
        ("客户名称", cust),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("送货地址", cj.zh_addr(rng)),
    ]
    if mode == "box":
        rows = [
            ["客户名称", cust, po_lab, po],
            ["联系人", cp[1][1], "合同编号", ht],
            ["送货地址", cp[2][1], "报价单号", qt],
        ]
        if rng.random() < 0.4:
            rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [13, 39, 13, 35]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
    elif mode == "panels":
        pw = (wd - 16) / 2
        left = [
            ("卖方", sup),
            (so_lab, so),
            ("业务员", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("合同编号", ht),
        ]
        rightp = [
            (cj.pick(rng, "买方|需方|客户"), cust),
            (po_lab, po),
            ("联系人", cp[1][1]),
            ("送货地址", cp[2][1]),
        ]
        if rng.random() < 0.4:
            rightp[1], rightp[2] = rightp[2], rightp[1]
        ymax = y
        for k, p in enumerate([left, rightp]):
            x = m + k * (pw + 16)
            pdf.rect(x, y, pw, 16, fill=PALE, stroke=GREY, lw=0.5)
            pdf.text(x + 6, y + 12, "供方信息" if k == 0 else "需方信息", 8.4, bold=True)
            yy = y + 18
            for lab, val in p:
                pdf.text(x + 6, yy + 12, f"{lab}：", 8, colour=GREY)
                for ln in cj.wrap(val, 8.4, pw - 74):
                    pdf.text(x + 70, yy + 12, ln, 8.4, bold=val == po)
                    yy += 14
            pdf.rect(x, y, pw, yy - y + 4, stroke=GREY, lw=0.5)
            ymax = max(ymax, yy + 4)
        y = ymax + 10
        pdf.text(
            right, y + 2, f"确认日期：{cj.fdate(d, ds)}　报价单号：{qt}", 8, align="r", colour=GREY
        )
        y += 10
    elif mode == "head":
        heads = [so_lab, po_lab, "订单日期", "合同编号", "业务员"]
        vals = [so, po, cj.fdate(d, ds), ht, cj.person(rng)]
        if rng.random() < 0.5:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = cj.rel(wd, [21, 21, 18, 22, 18])
        y = crow(pdf, m, y, ws, heads, "ccccc", h=18, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=19, size=8.6) + 10
        y = c_lines(
            pdf,
            m,
            y,
            [
                f"客户名称：{cust}",
                f"联系人：{cp[1][1]}",
                f"送货地址：{cp[2][1]}",
                f"报价单号：{qt}",
            ],
            8.4,
            lead=13,
        )
        y += 4
    else:
        yl = c_lines(
            pdf, m, y, [f"致：{cust}", f"联系人：{cp[1][1]}", f"送货地址：{cp[2][1]}"], 8.6, lead=14
        )
        yr = c_lines(
            pdf,
            right,
            y,
            [f"{so_lab}：{so}", f"{po_lab}：{po}", f"日期：{cj.fdate(d, ds)}", f"合同编号：{ht}"],
            8.4,
            lead=13.5,
            align="r",
        )
        y = max(yl, yr) + 6
    pdf.text(
        m,
        y + 8,
        cj.pick(
            rng,
            "感谢贵方订购，现将订单内容确认如下，请核对无误后签字盖章回传。|承蒙惠顾，兹确认贵方订单如下：",
        ),
        8.4,
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        JS_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 50, 100],
        ["（教学楼）", "（宿舍楼）", "（备用）"],
        big=3000,
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
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 26, 24, 6, 8, 14, 17]),
        ["序号", "产品名称", "型号规格", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    inst = Decimal(rng.choice([0, 0, 0, 200, 500, 800]))
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100)
    total = sub + inst - off
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        extra = [("货款小计", cj.money(sub))]
        if inst:
            extra.append(("安装材料及人工", cj.money(inst)))
        if off:
            extra.append(("优惠", f"-{cj.money(off)}"))
        for lab, v in extra:
            pdf.text(right - 110, y + 9, f"{lab}：", 8.4, align="r")
            pdf.text(right, y + 9, v, 8.4, align="r")
            y += 14
        if rng.random() < 0.45:
            pdf.text(right - 200, y + 12, f"{tlabel}（含13%增值税）：", 9.4, bold=True)
            pdf.text(right, y + 30, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 38
        else:
            w2 = [wd * 0.18, wd * 0.57, wd * 0.25]
            y = crow(
                pdf,
                m,
                y + 2,
                w2,
                [tlabel, f"大写：{cj.daxie(total)}", f"¥{cj.money(total)}"],
                "clr",
                h=20,
                size=8.6,
                bold=True,
                fill=PALE,
            )
            y += 4
        if rng.random() < 0.5:
            pdf.text(m, y + 8, f"人民币（大写）：{cj.daxie(total)}", 8.4)
            y += 14
        if rng.random() < 0.7:
            pct = rng.choice([30, 40, 50])
            dep = r2(total * pct / 100)
            pdf.text(
                m,
                y + 8,
                f"付款方式：签约后付定金{pct}%即¥{cj.money(dep)}，安装验收合格后付尾款¥{cj.money(total - dep)}。",
                8.4,
            )
            y += 15
    else:
        pdf.text(m, y + 8, f"价格按报价单{qt}执行，最终金额以现场勘测及实际安装数量结算。", 8.4)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"收款单位：{sup}",
        f"开户行：{bank}　账号：{acct}",
        "质保：整机保修两年，滤芯按说明书周期更换；安装完成后提供水质检测报告。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 64 > bottom:
        y = brk()
    y += 28
    pdf.text(m, y, "供方（盖章）：", 8.4)
    pdf.text(m + wd / 2 + 10, y, cj.pick(rng, "需方确认（签字盖章）：|买方签章：|客户确认："), 8.4)
    pdf.text(m, y + 20, f"业务代表：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 2 + 10, y + 20, "日期：", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 130, y + 2, sup, rng, caption="合同专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit24_zh_jingshui_shebei_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _js)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong dragon-boat club's equipment order

LZ_CLUB = [
    ("{x}龍舟會", "{e} Dragon Boat Club"),
    ("{x}龍舟協會有限公司", "{e} Dragon Boat Association Limited"),
    ("{x}划艇會", "{e} Paddling Club"),
    ("{x}漁民龍舟隊", "{e} Fishermen Dragon Boat Team"),
]
LZ_X = [
    ("大澳", "Tai O"),
    ("赤柱", "Stanley"),
    ("西貢", "Sai Kung"),
    ("長洲", "Cheung Chau"),
    ("香港仔", "Aberdeen"),
    ("大埔", "Tai Po"),
    ("屯門", "Tuen Mun"),
    ("坪洲", "Peng Chau"),
]
LZ_SB = [
    ("浪濤", "Long To"),
    ("海天", "Hoi Tin"),
    ("健力", "Kin Lik"),
    ("飛揚", "Fei Yeung"),
    ("信誠", "Shun Shing"),
    ("東昇", "Tung Sing"),
    ("得勝", "Tak Sing"),
    ("順風", "Shun Fung"),
]
LZ_ST = [
    ("體育用品", "Sports Goods"),
    ("船艇設備", "Marine Equipment"),
    ("水上用品", "Watersports"),
    ("貿易", "Trading"),
]
LZ_ITEMS = [
    ("碳纖維龍舟槳", "Carbon paddle (IDBF)", "支", 980, 1680),
    ("木槳", "Wooden paddle", "支", 280, 520),
    ("救生衣", "Buoyancy aid 50N", "件", 220, 420),
    ("龍舟鼓", "Drum 18in", "個", 1800, 3200),
    ("舵槳", "Steering oar", "支", 1200, 2200),
    ("鼓棍", "Drum sticks", "對", 60, 140),
    ("隊衣 (印製)", "Team jersey, printed", "件", 85, 180),
    ("防水袋", "Dry bag 20L", "個", 95, 210),
    ("船罩", "Boat cover 12m", "張", 2600, 4800),
    ("划艇手套", "Paddling gloves", "對", 70, 150),
    ("座墊", "Seat pad", "個", 45, 110),
    ("龍頭龍尾翻新", "Head & tail restoration", "套", 3500, 6800),
    ("手動排水泵", "Bilge pump", "個", 180, 380),
]


def _lz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    x_, xe = rng.choice(LZ_X)
    hz, he = rng.choice(LZ_CLUB)
    club, club_en = hz.format(x=x_), he.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(LZ_SB), rng.choice(LZ_ST)
    if rng.random() < 0.8:
        sup = f"{sb}{st}有限公司"
        sup_en = f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}"
    else:
        sup = f"{sb}{st}公司"
        sup_en = f"{sbe} {ste} Company"
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "DB-PO-{y}{n3}|PO{y}{m}{n3}|{x}/{n4}|P-{Y}-{n3}".replace("{x}", xe[:2].upper())
    )
    qt = cj.number(rng, d, "Q{y}-{n4}|QTN{n5}")
    sub_ref = cj.number(rng, d, "LCSD/CSP/{Y}/{n3}|SF-{Y}-{n4}")
    reg = cj.number(rng, d, "CR{n5}|S/{n5}")
    race = rng.choice(
        ["赤柱國際龍舟錦標賽", "端午龍舟邀請賽", "大埔龍舟競渡", "全港龍舟錦標賽", "沙田龍舟競賽"]
    )
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "title", "head", "left"])
    po_lab = cj.pick(rng, "採購單號 P.O. No.|訂單編號 Order No.|P.O. No.|採購單編號")
    df = rng.choice(["hk", "cn", "en"])

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )
        pdf.text(m, pdf.h - 24, f"社團註冊編號 Society Reg. No. {reg}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{club}　採購單 {po}（續 continued）", 8.6)
        return 46

    pdf.text(m, 40, club, 15, bold=True)
    pdf.text(m, 54, club_en, 9.2, bold=True)
    pdf.text(
        m,
        66,
        f"{rng.choice(['新界', '九龍', '香港', '離島'])}{x_}{rng.choice(['海傍街', '避風塘', '碼頭路', '大街'])}{rng.randint(1, 120)}號{rng.choice(['船棚', '會所', '地下'])}　電話 {cj.hk_tel(rng)}　電郵 info@{xe.lower().replace(' ', '')}db.org.hk",
        7.2,
        colour=GREY,
        maxw=wd * 0.6,
    )
    y = 80
    if mode == "title":
        pdf.text(right, 42, "採購單", 16, align="r", bold=True)
        pdf.text(right, 58, f"PURCHASE ORDER  No. {po}", 10, align="r", bold=True)
        po_lab = "P.O. No."
        pdf.text(right, 72, f"日期 Date: {cj.fdate(d, df)}", 8, align="r")
    else:
        pdf.text(right, 42, "採購單", 16, align="r", bold=True)
        pdf.text(right, 58, "PURCHASE ORDER", 10, align="r", bold=True)
    info = [
        (po_lab, po),
        ("日期 Date", cj.fdate(d, df)),
        ("報價單 Quotation", qt),
        ("活動 Event", f"{d.year}{race}"),
        ("資助編號 Subsidy Ref.", sub_ref),
    ]
    if mode == "title":
        info = info[2:]
    sup_lab = cj.pick(rng, "供應商 Supplier|致 To|Messrs.|")
    srows = [
        sup,
        sup_en,
        f"{rng.choice(['葵涌', '長沙灣', '觀塘', '柴灣', '火炭'])}{rng.choice(['工業大廈', '工業中心', '貿易廣場'])}{rng.randint(2, 22)}樓{rng.choice('ABCDEF')}室",
        f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}",
    ]
    pw = (wd - 20) / 2
    if mode == "grid":
        w2 = [pw * 0.46, pw * 0.54]
        yy = y
        for lab, v in info:
            yy = crow(pdf, right - pw, yy, w2, [lab, v], "ll", h=17, size=7.9)
        ys = y
        if sup_lab:
            pdf.text(m, ys + 8, sup_lab, 8, colour=GREY)
            ys += 10
        ys = c_lines(pdf, m, ys, srows, 8.4, lead=13, bold_first=True)
        y = max(ys, yy) + 10
    elif mode == "head":
        ws = cj.rel(wd, [20, 15, 17, 28, 20])
        order = [0, 1, 2, 3, 4] if rng.random() < 0.6 else [1, 0, 2, 4, 3]
        y = crow(
            pdf,
            m,
            y,
            ws,
            [info[i][0] for i in order],
            "ccccc",
            h=18,
            size=7.6,
            fill=PALE,
            head=True,
        )
        y = crow(pdf, m, y, ws, [info[i][1] for i in order], "ccccc", h=18, size=8.2) + 12
        if sup_lab:
            pdf.text(m, y + 8, sup_lab, 8, colour=GREY)
            y += 10
        y = c_lines(pdf, m, y, srows, 8.4, lead=13, bold_first=True) + 4
    else:
        # the order data in lines at the left, the supplier at the right (or the other way)
        kx, sx = (m, m + pw + 20) if mode == "left" else (m + pw + 20, m)
        yy = y
        for lab, v in info:
            pdf.text(kx, yy + 10, lab, 8, colour=GREY)
            pdf.text(kx + 104, yy + 10, f"：{v}" if mode == "left" else v, 8.4, bold=v == po)
            yy += 14
        ys = y
        if sup_lab:
            pdf.text(sx, ys + 8, sup_lab, 8, colour=GREY)
            ys += 10
        ys = c_lines(pdf, sx, ys, srows, 8.4, lead=13, bold_first=True)
        y = max(ys, yy) + 8
    dl = [
        f"送貨地址 Deliver to: {club}{rng.choice(['船棚', '會所倉庫', '龍舟倉'])}（{x_}{rng.choice(['公眾碼頭', '避風塘', '泳灘'])}旁）",
        f"聯絡 Contact: {cj.person(rng, 'zh-Hant')}（{rng.choice(['司庫 Treasurer', '隊長 Captain', '幹事 Secretary'])}）{cj.hk_tel(rng)}",
    ]
    y = c_lines(pdf, m, y, dl, 8, lead=12.5)
    y += 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 38])
    lines = more_lines(
        rng, LZ_ITEMS, n, [1, 2, 4, 6, 10, 12, 20, 24], ["(女子隊)", "(青少年)", "(後備)"], big=3000
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
        cj.rel(wd, [6, 46, 8, 9, 14, 17]),
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
    disc = r2(sub * Decimal(rng.choice([0, 0, 5, 8, 10])) / 100)
    dlv = Decimal(rng.choice([0, 0, 0, 80, 150, 300]))
    total = sub - disc + dlv
    if y + 130 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows_.append(("折扣 Discount", f"-{disc:,.2f}"))
        if dlv:
            rows_.append(("運費 Delivery", f"{dlv:,.2f}"))
        tl = cj.pick(rng, "總額 TOTAL|合計 Total HK$|總數 Grand Total|訂單總額 Order Total")
        w2 = [130, 100]
        for lab, v in rows_:
            y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=17, size=8.2)
        if rng.random() < 0.4:
            pdf.rect(right - sum(w2), y, sum(w2), 36, fill=PALE, stroke=black, lw=0.6)
            pdf.text(right - sum(w2) + 4, y + 13, tl, 8.8, bold=True)
            pdf.text(right - 4, y + 30, f"HK${total:,.2f}", 11, align="r", bold=True)
            y += 36
        else:
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [tl, f"HK${total:,.2f}"],
                "lr",
                h=19,
                size=8.8,
                bold=True,
                fill=PALE,
            )
        ly = y + 12
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            pdf.text(
                m,
                ly,
                f"已付訂金 Deposit paid: HK${dep:,.2f}　　餘額 Balance due: HK${total - dep:,.2f}",
                8.2,
            )
            ly += 13
        if rng.random() < 0.5:
            pdf.text(
                m, ly, cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS"), 7.4, maxw=wd
            )
            ly += 13
        y = ly
    else:
        pdf.text(
            m,
            y + 10,
            "價錢按報價單，以實際送貨數量結算 Prices as per quotation; final amount on delivery.",
            8.2,
        )
        y += 16
    y += 8
    for t in [
        "1. 送貨單及發票請註明本採購單號 Please quote our P.O. No. on delivery note and invoice.",
        f"2. 請於 {cj.fdate(cj.later(rng, d, 5, 25), 'hk')} 前送貨，賽前練習需用 Delivery before the race training.",
        "3. 救生衣須符合海事處規定 Buoyancy aids must comply with Marine Department requirements.",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.4, colour=GREY, maxw=wd)
        y += 12
    if y + 54 > bottom:
        y = brk()
    y += 34
    sw = wd / 3
    for k, lab in enumerate(
        [
            f"經手人 Prepared by: {cj.person(rng, 'zh-Hant')}",
            cj.pick(rng, "主席 Chairman|會長 President|司庫 Treasurer"),
            cj.pick(rng, "供應商確認 Supplier acknowledgement|供應商簽收及蓋印 Supplier's chop"),
        ]
    ):
        pdf.line(m + k * sw, y, m + k * sw + sw - 14, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.4, maxw=sw - 16)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit24_hk_longzhou_hui_qicai_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _lz)


# --------------------------------------------------------------------------- 4 ja plant factory's order for lighting, nutrients and packing

SK_FARM = [
    "株式会社{p}ファーム",
    "{p}アグリ株式会社",
    "{p}植物工場株式会社",
    "農業法人 株式会社{p}",
    "{p}ベジタブル株式会社",
]
SK_P = "みどり 北斗 すずらん 清流 あおば さくら 朝霧 やまびこ 白峰 ひかり 八ヶ岳 若葉".split()
SK_B = "東邦 三和 日新 大成 協和 中部 東海 光和 昭和 新和 富士 信越".split()
SK_T = ["農業資材", "アグリテック", "園芸資材", "照明", "化成", "樹脂工業"]
SK_ITEMS = [
    ("LED栽培照明", "直管 40W 赤青混色", "本", 6800, 12800),
    ("液体肥料 A液", "20L", "缶", 5800, 9800),
    ("液体肥料 B液", "20L", "缶", 5600, 9600),
    ("ウレタン培地", "23mm角 300粒×10", "箱", 3200, 5400),
    ("定植パネル", "発泡 24穴", "枚", 680, 1280),
    ("播種トレイ", "300穴", "枚", 180, 420),
    ("pH調整剤", "pHダウン 5L", "本", 2400, 4200),
    ("ECメーター", "防水型", "台", 12800, 24800),
    ("レタス種子", "フリルレタス ペレット 5000粒", "袋", 4800, 8600),
    ("出荷用防曇袋", "25×35cm 1000枚", "束", 2800, 5200),
    ("段ボール箱", "レタス12玉用", "枚", 85, 160),
    ("空調フィルター", "中性能 610角", "枚", 3800, 6800),
    ("ニトリル手袋", "M 100枚", "箱", 580, 1100),
    ("循環ポンプ", "100W", "台", 18000, 32000),
]


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    farm = rng.choice(SK_FARM).format(p=rng.choice(SK_P))
    b, t = rng.choice(SK_B), rng.choice(SK_T)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|PF{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}|H-{n6}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}|Q-{Y}{n3}")
    tcode = cj.number(rng, d, "{n5}|K-{n4}")
    reg = f"T{rng.randint(1, 9)}{rng.randint(10**11, 10**12 - 1)}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["box", "grid", "title", "head"])
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|発注書番号")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.1, 0.4, 0.2), Color(0.15, 0.3, 0.5), black])
    title = cj.pick(rng, "発　注　書|発注書|注文書|資材発注書")

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

    if mode == "title":
        pdf.text(
            pdf.w / 2,
            44,
            f"{title.replace('　', '')}　{po_lab} {po}",
            16,
            align="c",
            bold=True,
            colour=ink,
        )
        pdf.text(right, 62, f"発注日：{cj.fdate(d, ds)}", 8.4, align="r")
        yy = 66
    else:
        pdf.text(pdf.w / 2, 44, title, 18, align="c", bold=True, colour=ink)
        yy = 56
        if mode == "box":
            bw = [64, 104]
            for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
                yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
        else:
            pdf.text(right, 62, f"発注日：{cj.fdate(d, ds)}", 8.4, align="r")
            yy = 66
    y = 84
    if rng.random() < 0.3:
        pdf.text(m, y - 14, "発注先", 8, colour=GREY)
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, "御中", 11)
    pdf.line(m, y + 5, m + max(230, cj.stringWidth(sup, cj.FONT_NAME, 12) + 40), y + 5, lw=0.6)
    pdf.text(
        m,
        y + 20,
        cj.pick(
            rng, "下記のとおり発注いたします。|毎度ありがとうございます。下記の通り注文いたします。"
        ),
        8.6,
    )
    ry = max(yy, 90) + 10
    pdf.text(right, ry + 4, farm, 11, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(right, ry + 42, f"登録番号：{reg}", 7.6, align="r", colour=GREY)
    pdf.text(right, ry + 54, f"担当：{cj.person(rng, 'ja')}（生産管理部）", 7.8, align="r")
    if rng.random() < 0.6:
        pdf.stamp(
            right - 14,
            ry + 12,
            farm.replace("株式会社", "").replace("農業法人", "").strip()[:4],
            rng,
            shape="rect",
            r=17,
        )
    y += 32
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        SK_ITEMS,
        n,
        [2, 5, 10, 20, 50, 100, 200],
        ["（2号棟）", "（予備）", "（試験区）"],
        places=0,
        big=10000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    nebiki = (sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100).quantize(
        Decimal(1), rounding=ROUND_DOWN
    )
    souryou = Decimal(rng.choice([0, 0, 0, 1200, 1800, 3300]))
    base = sub - nebiki + souryou
    tax = (base * Decimal("0.1")).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = base + tax
    if stated and rng.random() < 0.5:
        pdf.rect(m, y, 230, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "ご発注金額（税込）|発注金額合計（税込）|合計金額"), 8.4
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
    y = max(y, ry + 64) + 4
    nouki = cj.fdate(cj.later(rng, d, 7, 40), ds)
    basho = cj.pick(rng, "本社工場|第2栽培棟|出荷センター|研究農場")
    if mode == "grid":
        rows = [
            [po_lab, po, "発注日", cj.fdate(d, ds), "得意先コード", tcode],
            ["納期", nouki, "納品場所", basho, "お見積No.", mitsu],
        ]
        if rng.random() < 0.35:
            rows[0][:2], rows[1][4:] = rows[1][4:], rows[0][:2]
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [11, 19, 9, 20, 12, 29]),
                rows,
                h=18,
                size=8,
                ink=ink,
                fill=PALE,
                labels=(0, 2, 4),
            )
            + 8
        )
    elif mode == "head":
        heads = [po_lab, "納期", "納品場所", "お見積No.", "得意先コード"]
        vals = [po, nouki, basho, mitsu, tcode]
        if rng.random() < 0.4:
            heads[0], heads[3], vals[0], vals[3] = heads[3], heads[0], vals[3], vals[0]
        ws = cj.rel(wd, [22, 20, 20, 20, 18])
        y = crow(pdf, m, y, ws, heads, "ccccc", h=17, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.4) + 8
    else:
        rows = [["納期", nouki, "納品場所", basho, "お見積No.", mitsu]]
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [10, 18, 11, 22, 12, 27]),
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
        cj.rel(wd, [5, 28, 25, 9, 6, 12, 15]),
        ["No.", "品名", "規格・仕様", "数量", "単位", "単価", "金額"],
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
        w2 = [96, 104]
        rows_ = [("小計", f"{sub:,.0f}")]
        if nebiki:
            rows_.append(("値引", f"-{nebiki:,.0f}"))
        if souryou:
            rows_.append(("送料", f"{souryou:,.0f}"))
        rows_ += [("消費税（10%）", f"{tax:,.0f}")]
        for lab, v in rows_:
            y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=17, size=8.4)
        lab = cj.pick(rng, "合計|合計金額|総合計|税込合計")
        if rng.random() < 0.35:
            pdf.rect(right - sum(w2), y, sum(w2), 34, fill=PALE, stroke=black, lw=0.6)
            pdf.text(right - sum(w2) + 5, y + 12, lab, 8.8, bold=True)
            pdf.text(right - 4, y + 29, f"¥{total:,.0f}", 11, align="r", bold=True)
            y += 34
        else:
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [lab, f"¥{total:,.0f}"],
                "lr",
                h=18,
                size=8.8,
                bold=True,
                fill=PALE,
            )
        pdf.text(m, y - 4, "※消費税10%対象", 7.4, colour=GREY)
    else:
        pdf.text(m, y + 10, "単価はお見積書のとおりです。数量確定後、金額をご連絡ください。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・液肥は製造ロット番号と使用期限を納品書に記載してください。",
        "・クリーンルーム搬入のため、外箱を外した状態で納品をお願いします。",
        "・請求書には発注番号を必ずご記入ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t, 7.8)
        y += 13
    if y + 56 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 32, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    if rng.random() < 0.5:
        pdf.text(m, y + 12, "受注者確認欄（ご署名・ご捺印）", 8)
        pdf.rect(m, y + 16, 170, 28, stroke=GREY, lw=0.5)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit24_ja_shokubutsu_koujou_shizai_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- 5 en-GB mountain-rescue team's kit order

MR_X = "Langdale|Ogwen Valley|Cairngorm|Swaledale|Edale|Keswick|Dartmoor|Brecon|Arran|Coniston|Teesdale|Lochaber".split(
    "|"
)
MR_BUY = [
    "{x} Mountain Rescue Team",
    "{x} Mountain Rescue Organisation",
    "{x} Fell Rescue Team (CIO)",
    "{x} Search and Rescue Team",
]
MR_A = "Hollins|Grayson|Tennant|Birkett|Lowther|Ashworth|Pennington|Crossley|Haworth|Braithwaite|Kershaw|Dobson".split(
    "|"
)
MR_SUP_FORMED = [
    "{a} Outdoor Equipment Ltd",
    "{a} Rope Access Supplies Ltd",
    "{a} Rescue Systems Limited",
    "{a} Medical Supplies Ltd",
    "{a} Radio Communications Ltd",
    "{a} & {b} Technical Ltd",
]
MR_SUP_BARE = ["{a} & {b}", "{a} Outdoors", "{a} Mountain Sports"]
MR_F = "Alison|Gareth|Fiona|Rhys|Mark|Helen|Iain|Jo|Stuart|Claire".split("|")
MR_ITEMS = [
    ("Static kernmantle rope 11 mm x 200 m", "reel", 20, 320, 560),
    ("Bell stretcher, split, with wheel", "each", 20, 2400, 3900),
    ("Vacuum mattress, adult", "each", 20, 480, 890),
    ("Casualty bag, insulated", "each", 20, 260, 420),
    ("Helmet, EN 12492, hi-vis", "each", 20, 48, 95),
    ("Headtorch 1000 lm, rechargeable", "each", 20, 62, 140),
    ("Screwgate karabiner, steel", "each", 20, 9.5, 18),
    ("Digital radio handset with charger", "each", 20, 420, 760),
    ("AED training and replacement pads", "pair", 20, 38, 75),
    ("Team softshell jacket, embroidered", "each", 20, 85, 160),
    ("Harvey map, Superwalker 1:25,000", "each", 0, 14.5, 16.5),
    ("OS Explorer map, weatherproof", "each", 0, 15, 17),
    ("Pulley, prusik-minding", "each", 20, 54, 96),
    ("Search dog harness and light", "set", 20, 70, 130),
]


def _mr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    xn = rng.choice(MR_X)
    team = rng.choice(MR_BUY).format(x=xn)
    a1, a2 = rng.sample(MR_A, 2)
    sup = bare_or(rng, MR_SUP_FORMED, MR_SUP_BARE, 0.3).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["MRT-####", f"PO{dt:%y}-###", "#####", f"{dt.year}/0##"]))
    req = la.digits(rng, rng.choice(["REQ-###", "Req. ####"]))
    grant = la.digits(rng, rng.choice(["MREW-G-####", "Grant ####/##", "LF-#####"]))
    quote = la.digits(rng, rng.choice(["Q-#####", "QU####"]))
    charity = la.digits(rng, "1######")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "block", "grid", "head"])
    po_lab = la.pick(rng, "Order No.|PO Number|Purchase Order No.|Our Order Ref.")
    df = lambda x: la.dfmt(x, rng.choice(["long_en", "dmy"]))  # noqa: E731
    person = lambda: f"{rng.choice(MR_F)} {rng.choice(MR_A)}"  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 36,
            f"{team} is a registered charity No. {charity}. All members are unpaid volunteers. Please quote the order number on every invoice.",
            6.4,
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
        d.t(m, 44, f"{team} - Order {po} (continued)", 9, b=True)
        return 58

    d.t(m, 48, team, rng.choice([14, 15, 16]), b=True)
    d.lines(
        m,
        54,
        [
            f"Team Base, {rng.choice(['Old Fire Station', 'Valley Road', 'Church Lane', 'Station Yard'])}, {xn} {la.digits(rng, '@@## #@@')}",
            f"Emergency: dial 999, ask for Police then Mountain Rescue   Admin: equipment@{xn.lower().replace(' ', '')}mrt.org.uk",
        ],
        7.6,
        lead=10,
    )
    if mode == "beside":
        d.t(r, 48, f"PURCHASE ORDER {po}", 13, b=True, al="r")
        d.t(r, 62, f"Date: {df(dt)}", 8.4, al="r")
    else:
        d.t(r, 48, la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER"), 14, b=True, al="r")
    y = 86
    vlab = la.pick(rng, "Supplier|To|Vendor|")
    srows = [
        sup,
        f"{rng.randint(1, 90)} {rng.choice(['Mill Lane', 'Bridge Street', 'Kendal Road', 'Enterprise Park'])}",
        f"{rng.choice(['Ambleside', 'Kendal', 'Betws-y-Coed', 'Aviemore', 'Sheffield', 'Hathersage'])} {la.digits(rng, '@@# #@@')}",
        f"Attn: {person()}  Tel 0{la.digits(rng, '#### ######')}",
    ]
    refs = [
        ("Date", df(dt)),
        ("Requisition", req),
        ("Your quote", quote),
        ("Grant ref.", grant),
        (
            "Call-out / project",
            la.pick(rng, "Kit renewal|Water rescue upgrade|Winter readiness|Casualty care"),
        ),
    ]
    if mode == "block":
        refs.insert(0, (po_lab, po))
        if rng.random() < 0.3:
            refs[0], refs[1] = refs[1], refs[0]
    elif mode == "beside":
        refs = refs[1:]
    sy = y
    if vlab:
        d.t(m, sy + 8, vlab, 8, b=True, grey=0.35)
        sy += 12
    box = rng.random() < 0.4
    sy2 = d.lines(m + (5 if box else 0), sy, srows, 9, b_first=True, lead=11.5)
    if box:
        d.box(m, sy - 4, wd * 0.46, sy2 - sy + 8)
    if mode in ("block", "beside"):
        kx = m + wd * 0.55
        ky = kv_rows(d, kx, y, refs, 8.2, xr=r if rng.random() < 0.5 else None, bold=po_lab)
        y = max(sy2, ky) + 12
    else:
        y = sy2 + 12
        labs = [po_lab, "Date", "Requisition", "Your quote", "Grant ref."]
        vals = [po, la.dfmt(dt, "dmy"), req, quote, grant]
        if rng.random() < 0.35:
            labs[0], labs[1], vals[0], vals[1] = labs[1], labs[0], vals[1], vals[0]
        ws = [wd * f for f in (0.22, 0.17, 0.19, 0.19, 0.23)]
        if mode == "grid":
            y = d.grid(m, y, ws, labs, vals, 8.4, shade=rng.choice([0.88, None])) + 12
        else:
            y = (
                head_vals(
                    d,
                    m,
                    y,
                    ws,
                    labs,
                    vals,
                    8.4,
                    fill=rng.choice([0.88, None]),
                    vert=rng.random() < 0.5,
                )
                + 12
            )
    blocks = [
        (
            "Deliver to",
            [
                f"{team} - {rng.choice(['Equipment Store', 'Team Base', 'Vehicle Bay'])}",
                f"Contact: {person()}, Equipment Officer",
                f"Mobile 07{la.digits(rng, '### ######')}",
            ],
        ),
        (
            "Invoice to",
            ["The Treasurer", team, f"treasurer@{xn.lower().replace(' ', '')}mrt.org.uk"],
        ),
    ]
    if rng.random() < 0.4:
        blocks.reverse()
    cw = (wd - 16) / 2
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 16)
        d.t(xx, y + 8, lab, 8, b=True, grey=0.35)
        yy = max(yy, d.lines(xx, y + 12, rows, 8.2, lead=10.5))
    y = yy + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        MR_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20],
        ["- spare", "- junior", "- second vehicle"],
        big=1500,
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}",
                it[1],
                en2(p) if stated else "",
                f"{it[2]}%",
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
        [wd * f for f in (0.06, 0.47, 0.07, 0.09, 0.12, 0.07, 0.12)],
        ["No.", "Description", "Qty", "Unit", "Price £", "VAT", "Net £"],
        body,
        "llrlrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    goods = sum((a for *_, a in lines), ZERO)
    g20 = sum((a for it, _, _, a in lines if it[2] == 20), ZERO)
    disc_pct = rng.choice([0, 0, 0, 10, 15])
    disc = r2(goods * disc_pct / 100)
    d20 = r2(g20 * disc_pct / 100)
    carriage = Decimal(rng.choice([0, 0, 0, "9.95", "14.50", "25.00"]))
    vat = r2((g20 - d20 + carriage) * Decimal("0.2"))
    total = goods - disc + carriage + vat
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Goods", f"£{en2(goods)}", False)]
        if disc:
            rows_.append((f"Less {disc_pct}% rescue-team discount", f"-£{en2(disc)}", False))
        if carriage:
            rows_.append(("Carriage", f"£{en2(carriage)}", False))
        rows_.append(("VAT @ 20%", f"£{en2(vat)}", False))
        if any(it[2] == 0 for it, *_ in lines):
            rows_.append(("VAT @ 0% (maps)", "£0.00", False))
        xl = m + wd * 0.52
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "TOTAL|Order Total|Total (inc. VAT)|Total Payable")
        if rng.random() < 0.4:
            y = total_below(d, xl, r - 3, y, lab, f"£{en2(total)}", 9.2)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"£{en2(total)}", True)],
                9.2,
                box_last=rng.random() < 0.6,
                shade=rng.choice([None, 0.88]),
            )
        if rng.random() < 0.35:
            dep = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
            y = wrapped(
                d,
                xl,
                y + 4,
                f"Deposit paid by team card: £{en2(dep)}   Balance: £{en2(total - dep)}",
                7.8,
                r - xl,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as your quotation {quote}; please invoice the quantities delivered. Funded under {grant}.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Life-safety equipment must be supplied new, with certificates of conformity and batch numbers; PPE to carry the UKCA or CE mark.",
        f"Delivery to the team base by {la.dfmt(dt + timedelta(days=rng.randint(7, 30)), 'dmy')}; please ring the Equipment Officer beforehand as the base is not always staffed.",
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
        f"Authorised: {person()}, {rng.choice(['Team Leader', 'Equipment Officer', 'Treasurer', 'Chair'])}",
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


def fit24_en_gb_mountain_rescue_kit_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mr)


# --------------------------------------------------------------------------- 6 en-SG dialysis centre's consumables order

DY_X = "Renalink|Kidney Haven|NephroCare Plus|Lotus Renal|Harmony Dialysis|Evercare Kidney|Tanjong Renal|Unity Dialysis|Orchid Kidney|Serangoon Renal".split(
    "|"
)
DY_BUY = ["{x} Pte. Ltd.", "{x} Centre Pte Ltd", "{x} (S) Pte. Ltd.", "{x} Services Pte. Ltd."]
DY_S = "Medisafe|Pacific Biomed|Lion City Medical|Kemtec|Asiamed|Sunrise Surgical|Meditrust|Eastern Healthcare|BioPrime|Uni-Med".split(
    "|"
)
DY_SUP_FORMED = [
    "{s} Pte Ltd",
    "{s} (S) Pte. Ltd.",
    "{s} Supplies Pte. Ltd.",
    "{s} Healthcare Pte Ltd",
    "{s} Sdn. Bhd.",
]
DY_SUP_BARE = ["{s} Trading", "{s} Surgical Enterprise"]
DY_ITEMS = [
    ("High-flux dialyser 1.8 m2", "pc", 18, 32),
    ("AV bloodline set with transducer protector", "set", 6.5, 12),
    ("AV fistula needle 16G twin pack", "pack", 1.2, 2.6),
    ("Bicarbonate cartridge 650 g", "pc", 5.8, 9.9),
    ("Acid concentrate 5 L (K2 Ca1.5)", "can", 7.5, 13),
    ("Normal saline 0.9% 1 L bag", "bag", 1.6, 3.2),
    ("Heparin sodium 5000 IU/ml (5 ml)", "vial", 3.8, 7.2),
    ("Citric acid disinfectant 5 L", "can", 22, 38),
    ("Sterile gauze swab 10x10 cm (100)", "pack", 4.2, 8.5),
    ("Chlorhexidine 2% swab sticks (50)", "box", 9, 18),
    ("Disposable underpad 60x90 (50)", "pack", 14, 26),
    ("Nitrile examination gloves M (200)", "box", 9.5, 16),
    ("Dialysis chair pressure cushion", "pc", 120, 260),
    ("RO plant pre-filter 20 in", "pc", 28, 55),
]


def _dy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|djserif"))
    m = rng.uniform(32, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    x = rng.choice(DY_X)
    buyer = rng.choice(DY_BUY).format(x=x)
    sup = bare_or(rng, DY_SUP_FORMED, DY_SUP_BARE, 0.25).format(s=rng.choice(DY_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-######", f"DC{dt:%y%m}-###", "RN/PO/#####", "45######"]))
    quote = la.digits(rng, rng.choice(["QT-#####", "SQ######"]))
    contract = la.digits(rng, rng.choice(["CT-####-##", "Contract ####"]))
    lic = la.digits(rng, "HCSA/##/#####")
    uen = la.digits(rng, "20########@")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "beside", "block", "head"])
    po_lab = la.pick(rng, "PO No.|PO Number|Purchase Order No.|P.O. #")
    centre = rng.choice(
        ["Jurong West", "Bedok", "Woodlands", "Ang Mo Kio", "Bukit Batok", "Pasir Ris"]
    )

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · UEN {uen} · GST Reg. No. {uen} · HCSA Licence {lic} · This is a computer-generated document.",
            6.6,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(r, d.h - 30, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} - {po_lab} {po} (continued)", 9, b=True)
        return 54

    d.box(m, 28, wd, 3, fill=0.3, stroke=False)
    d.t(m, 50, buyer, 14, b=True)
    d.lines(
        m,
        56,
        [
            f"{rng.randint(1, 900)} {rng.choice(['Jurong West Street 91', 'Bedok North Avenue 3', 'Woodlands Drive 14', 'Ang Mo Kio Avenue 10'])} #0{rng.randint(1, 4)}-{rng.randint(10, 99)}, Singapore {la.digits(rng, '######')}",
            f"Tel +65 {la.digits(rng, '6### ####')}   Fax +65 {la.digits(rng, '6### ####')}   procurement@{x.lower().replace(' ', '')}.com.sg",
        ],
        7.6,
        lead=10,
    )
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|LOCAL PURCHASE ORDER")
    if mode == "beside":
        d.t(r, 50, f"{title}  {po}", 13, b=True, al="r")
        d.t(r, 64, f"Date: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    else:
        d.t(r, 50, title, 15, b=True, al="r")
    y = 84
    refs = [
        (po_lab, po),
        ("PO Date", la.dfmt(dt, rng.choice(["dmy", "mon"]))),
        ("Quotation", quote),
        ("Contract", contract),
        ("Requested by", la.pick(rng, "Nurse Manager|Clinic Manager|Pharmacy|Operations")),
    ]
    if mode == "grid":
        ws = [wd * f for f in (0.2, 0.16, 0.18, 0.2, 0.26)]
        labs, vals = [k for k, _ in refs], [v for _, v in refs]
        if rng.random() < 0.35:
            labs[0], labs[2], vals[0], vals[2] = labs[2], labs[0], vals[2], vals[0]
        y = d.grid(m, y, ws, labs, vals, 8.4) + 12
    elif mode == "head":
        ws = [wd * f for f in (0.2, 0.16, 0.18, 0.2, 0.26)]
        y = (
            head_vals(
                d, m, y, ws, [k for k, _ in refs], [v for _, v in refs], 8.2, fill=0.9, vert=False
            )
            + 12
        )
    vlab = la.pick(rng, "Vendor|Supplier|To|")
    vrows = [
        sup,
        f"{rng.randint(1, 60)} {rng.choice(['Tuas Avenue 8', 'Kallang Way 2', 'Changi South Lane', 'Ubi Crescent'])}",
        f"Singapore {la.digits(rng, '######')}",
        f"Attn: {rng.choice(['Ms Tan', 'Mr Lim', 'Ms Rajan', 'Mr Ong', 'Ms Lee'])}  Tel {la.digits(rng, '6### ####')}",
    ]
    if mode in ("block", "beside"):
        sy = y
        if vlab:
            d.t(m, sy + 8, vlab, 8, b=True, grey=0.35)
            sy += 12
        sy = d.lines(m, sy, vrows, 8.8, b_first=True, lead=11)
        ks = refs if mode == "block" else refs[2:]
        ky = kv_rows(d, m + wd * 0.56, y, ks, 8.2, xr=r, bold=po_lab)
        y = max(sy, ky) + 10
        cw = (wd - 16) / 2
        blocks = [
            ("Deliver To", [f"{x} - {centre} Centre", "Store room, Level 1 (Mon-Sat 8am-4pm)"]),
            ("Bill To", [buyer, "Finance Department"]),
        ]
    else:
        blocks = [
            (vlab, vrows),
            ("Deliver To", [f"{x} - {centre} Centre", "Store room, Level 1", "Mon-Sat 8am-4pm"]),
            ("Bill To", [buyer, "Accounts Payable", f"ap@{x.lower().replace(' ', '')}.com.sg"]),
        ]
        if rng.random() < 0.3:
            blocks = [blocks[1], blocks[0], blocks[2]]
        cw = (wd - 24) / 3
    cols = [[b_] for b_ in blocks]
    if not land and len(blocks) == 3:
        cw = (wd - 16) / 2
        cols = (
            [[blocks[0]], [blocks[1], blocks[2]]]
            if blocks[0][1][0] == sup
            else [[blocks[1]], [blocks[0], blocks[2]]]
        )
    yy = y
    for k, col in enumerate(cols):
        xx = m + k * (cw + (12 if len(cols) == 3 else 16))
        by = y
        for lab, rows in col:
            if lab:
                d.t(xx, by + 8, lab, 8, b=True, grey=0.35)
                by += 12
            by = d.lines(xx, by, rows, 8.4, b_first=rows[0] == sup, lead=10.8) + 4
        yy = max(yy, by)
    y = yy + 8
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [32, 40])
    lines = more_lines(
        rng,
        DY_ITEMS,
        n,
        [10, 20, 24, 48, 50, 100, 200],
        ["(paediatric)", "(backup stock)", "(Centre 2)"],
        big=100,
    )
    body = [
        (
            [
                la.digits(rng, "MS-#####"),
                it[0],
                it[1],
                f"{q:,.0f}",
                en2(p) if stated else "",
                en2(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.45, 0.08, 0.09, 0.12, 0.15)],
        ["Item Code", "Description", "UOM", "Qty", "Unit Price", "Amount (S$)"],
        body,
        "llcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 2, 3, 5])) / 100)
    gst = r2((sub - disc) * Decimal("0.09"))
    total = sub - disc + gst
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", en2(sub), False)]
        if disc:
            rows_.append(("Less: Contract discount", f"({en2(disc)})", False))
        rows_.append(("GST 9%", en2(gst), False))
        xl = m + wd * 0.58
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Total (S$)|Grand Total SGD|Total Amount incl. GST|PO TOTAL")
        if rng.random() < 0.4:
            y = total_below(d, xl, r - 3, y, lab, f"S${en2(total)}", 9)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"S${en2(total)}", True)],
                9,
                box_last=True,
                shade=rng.choice([None, 0.88]),
            )
        if rng.random() < 0.3:
            adv = r2(total * Decimal("0.3"))
            y = kv_rows(
                d,
                xl,
                y + 4,
                [("Less: Advance payment", f"({en2(adv)})"), ("Balance payable", en2(total - adv))],
                7.8,
                xr=r - 3,
                b_key=False,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices per contract {contract}; amount to be computed on quantities delivered and accepted by the centre.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        "All items must carry HSA registration where applicable, remaining shelf life of at least 12 months and batch / lot numbers on the delivery order.",
        "Please quote our PO number on delivery orders and tax invoices. Payment: 30 days from invoice date.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 28
    sw = (wd - 40) / 3
    d.sign(
        m,
        y,
        sw,
        f"Prepared by: {rng.choice(['Procurement Executive', 'Senior Staff Nurse', 'Admin Officer'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        f"Approved by: {rng.choice(['Medical Director', 'Clinic Manager', 'Head of Nursing'])}",
    )
    d.sign(
        m + 2 * (sw + 20),
        y,
        sw,
        la.pick(rng, "Vendor acknowledgement|Accepted by vendor (sign & stamp)"),
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit24_en_sg_dialysis_centre_consumables_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dy)


# --------------------------------------------------------------------------- 7 de chimney sweep's order for sweeping gear and flue-gas meters

SF_BUY = [
    "Schornsteinfegerbetrieb {n}",
    "{f} {n}, Bezirksschornsteinfegermeister",
    "Schornsteinfeger {n} GmbH",
    "Kaminkehrerei {n}",
    "Schornsteinfegermeister {f} {n}",
]
SF_N = "Brandl|Kessler|Ruß|Hollerbach|Kaminski|Wendler|Pfeiffer|Ostermann|Seidl|Lorenz|Engelhardt|Vogt".split(
    "|"
)
SF_F = "Jürgen|Sabine|Markus|Anja|Thomas|Katrin|Dirk|Nicole|Uwe|Petra".split("|")
SF_SUP_FORMED = [
    "{n} Kehrgeräte GmbH",
    "{n} Messtechnik GmbH & Co. KG",
    "{n} Schornsteinfegerbedarf e.K.",
    "{n} Arbeitsschutz GmbH",
    "{n} & Sohn Werkzeugbau GmbH",
    "{n} Fachhandel für Schornsteinfeger GmbH",
]
SF_SUP_BARE = ["Kehrbedarf {n}", "{n} Werkzeughandel", "Fegerbedarf {f} {n}"]
SF_SN = "Wöhler|Hartung|Strobel|Rieger|Melcher|Sauter|Bischof|Kraus|Frenzel|Lehner|Gerlach|Thalmann".split(
    "|"
)
SF_ITEMS = [
    ("Stoßbesen Stahl Ø 250 mm", "Stk", 19, 18, 34),
    ("Kugel 4 kg mit Karabiner", "Stk", 19, 22, 39),
    ("Kehrleine 25 m, Kunststoff", "Stk", 19, 28, 52),
    ("Piassava-Kehrbesen Ø 200 mm", "Stk", 19, 16, 29),
    ("Abgasmessgerät mit O2/CO-Sensor", "Stk", 19, 1450, 2680),
    ("Kamerainspektionssystem 30 m", "Stk", 19, 1890, 3400),
    ("Dachhaken verzinkt", "Stk", 19, 14, 26),
    ("Steigschutzläufer mit Falldämpfer", "Stk", 19, 120, 210),
    ("Atemschutzmaske FFP3 (10 Stk)", "Pkg", 19, 24, 42),
    ("Ascheauger 1200 W", "Stk", 19, 160, 290),
    ("Kalibrierung Messgerät (Service)", "Psch", 19, 95, 180),
    ("Berufskleidung Zunftjacke schwarz", "Stk", 19, 79, 139),
    ("Fachbuch Feuerungsverordnung, aktuelle Ausgabe", "Stk", 7, 34, 59),
]


def _sf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN))
    m = rng.uniform(46, 62)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    fn, nn = rng.choice(SF_F), rng.choice(SF_N)
    buyer = rng.choice(SF_BUY).format(n=nn, f=fn)
    sup = bare_or(rng, SF_SUP_FORMED, SF_SUP_BARE, 0.3).format(
        n=rng.choice(SF_SN), f=rng.choice(SF_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"B-{dt.year}-###", "BE-#####", f"{dt:%y}/###", f"{dt.year}###"])
    )
    kd = la.digits(rng, rng.choice(["KD-#####", "######"]))
    ang = la.digits(rng, rng.choice(["AN-#####", "Angebot ####/##"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["block", "heading", "cells", "block"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Auftrags-Nr.")
    street = f"{rng.choice(['Kaminweg', 'Hauptstraße', 'Lindenallee', 'Bahnhofstraße', 'Am Markt'])} {rng.randint(1, 80)}"
    plz = f"{la.digits(rng, '#####')} {rng.choice(['Fulda', 'Bamberg', 'Paderborn', 'Göttingen', 'Landshut', 'Siegen', 'Gießen'])}"
    ust = la.digits(rng, "DE#########")

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(
            m,
            d.h - 40,
            f"{buyer} · {street} · {plz} · USt-IdNr. {ust} · Handwerkskammer-Nr. {la.digits(rng, '####')}",
            6.6,
            grey=0.35,
            maxw=wd,
        )
        d.t(
            m,
            d.h - 31,
            f"Sparkasse · IBAN DE{la.digits(rng, '## #### #### #### #### ##')} · BIC {rng.choice(['HELADEF1FDS', 'BYLADEM1SBG', 'WELADED1PBN'])}",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 31,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 60

    d.t(r, 50, buyer, 13.5, b=True, al="r")
    d.t(r, 63, f"{street} · {plz}", 7.8, al="r", grey=0.3)
    d.t(
        r,
        74,
        f"Tel. 0{la.digits(rng, '### ######')} · Mobil 01{la.digits(rng, '## #######')}",
        7.8,
        al="r",
        grey=0.3,
    )
    d.t(m, 118, f"{buyer}, {street}, {plz}", 6.4, grey=0.35, maxw=240)
    d.line(m, 121, m + 240, 121, 0.3)
    rows = []
    first = la.pick(rng, "Firma|An|||")
    if first:
        rows.append(first)
    rows += [
        sup,
        f"{rng.choice(['Industriestraße', 'Gewerbering', 'Im Gewerbepark', 'Werkstraße'])} {rng.randint(1, 120)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Bad Ems', 'Schwäbisch Hall', 'Nordhausen', 'Kassel', 'Würzburg'])}",
    ]
    for i, s_ in enumerate(rows):
        d.t(m, 128 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    kv = [] if mode != "block" else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihre Kunden-Nr.", kd),
        ("Ihr Angebot", ang),
        ("Ansprechpartner", f"{rng.choice(SF_F)} {rng.choice(SF_N)}"),
    ]
    if mode == "block" and rng.random() < 0.3:
        kv[0], kv[1] = kv[1], kv[0]
    ky = kv_rows(d, m + wd * 0.58, 104, kv, 8, xr=r, b_key=False, bold=po_lab)
    y = max(200, ky + 14)
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Kehrwerkzeug und Messtechnik")
    if mode == "heading":
        d.t(m, y, f"{title} Nr. {po}", 12.5, b=True)
        y += 10
    elif mode == "cells":
        d.t(m, y, title, 12.5, b=True)
        y += 8
        heads = [po_lab, "Datum", "Kunden-Nr.", "Angebot", "Liefertermin"]
        vals = [
            po,
            la.dfmt(dt, "dot"),
            kd,
            ang,
            la.dfmt(dt + timedelta(days=rng.randint(5, 20)), "dot"),
        ]
        if rng.random() < 0.35:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        y = (
            head_vals(
                d,
                m,
                y,
                [wd * f for f in (0.22, 0.16, 0.18, 0.22, 0.22)],
                heads,
                vals,
                8.2,
                fill=rng.choice([0.9, None]),
            )
            + 6
        )
    else:
        d.t(m, y, title, 12.5, b=True)
        y += 10
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, hiermit bestellen wir zu den Konditionen Ihres Angebots {ang}:",
        8.6,
        wd,
    )
    if rng.random() < 0.5:
        y = wrapped(
            d,
            m,
            y + 2,
            f"Lieferanschrift: {buyer}, Lager {rng.choice(['Garage 2', 'Hinterhof', 'Werkstatt'])}, {street}, {plz}",
            8.2,
            wd,
            grey=0.2,
        )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        SF_ITEMS,
        n,
        [1, 2, 2, 3, 4, 5, 6, 10],
        ["(Ersatz)", "(Geselle)", "(Lehrling)"],
        big=1000,
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "#####"),
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
        [wd * f for f in (0.06, 0.1, 0.44, 0.08, 0.08, 0.12, 0.12)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einh.", "EP €", "GP €"],
        body,
        "lllrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    waren = sum((a for *_, a in lines), ZERO)
    w7 = sum((a for it, _, _, a in lines if it[2] == 7), ZERO)
    pct = rng.choice([0, 0, 3, 5, 8])
    rab, rab7 = r2(waren * pct / 100), r2(w7 * pct / 100)
    versand = Decimal(rng.choice([0, 0, "6.90", "9.90", "14.90"]))
    n19 = waren - w7 - (rab - rab7) + versand
    n7 = w7 - rab7
    m19, m7 = r2(n19 * Decimal("0.19")), r2(n7 * Decimal("0.07"))
    total = n19 + n7 + m19 + m7
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Warenwert netto", f"{eu(waren)} €", False)]
        if rab:
            rows_.append((f"abzgl. {pct} % Rabatt", f"-{eu(rab)} €", False))
        if versand:
            rows_.append(("Versandkosten", f"{eu(versand)} €", False))
        rows_.append(("Nettobetrag", f"{eu(n19 + n7)} €", False))
        rows_.append(("zzgl. 19 % MwSt.", f"{eu(m19)} €", False))
        if n7:
            rows_.append(("zzgl. 7 % MwSt.", f"{eu(m7)} €", False))
        xl = m + wd * 0.54
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Gesamtsumme inkl. MwSt.|Endbetrag")
        if rng.random() < 0.5:
            y = total_below(d, xl, r - 3, y, lab, f"{eu(total)} €", 9.4)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"{eu(total)} €", True)],
                9.2,
                box_last=True,
                shade=rng.choice([None, 0.9]),
            )
        if rng.random() < 0.25:
            anz = r2(total * Decimal("0.3"))
            y = kv_rows(
                d,
                xl,
                y + 4,
                [
                    ("Anzahlung (bereits überwiesen)", f"{eu(anz)} €"),
                    ("Restbetrag", f"{eu(total - anz)} €"),
                ],
                7.8,
                xr=r - 3,
                b_key=False,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäß Ihrem Angebot {ang}; die Abrechnung erfolgt nach Lieferung.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Zahlung: {la.pick(rng, '14 Tage 2 % Skonto, 30 Tage netto|30 Tage netto|sofort nach Erhalt der Rechnung')}. Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an.",
        "Messgeräte bitte mit gültigem Kalibrierzertifikat (TÜV-Prüfbescheinigung) liefern.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 56 > bottom:
        y = brk()
    y += 20
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 32,
        f"{fn} {nn}, {rng.choice(['Schornsteinfegermeister', 'Inhaber', 'Betriebsleitung'])}",
        8.4,
    )
    if rng.random() < 0.4:
        d.sign(
            m + wd * 0.55, y + 24, wd * 0.45, "Auftragsbestätigung Lieferant (Datum, Unterschrift)"
        )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit24_de_schornsteinfeger_werkzeug_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sf)


# --------------------------------------------------------------------------- 8 fr-CA summer camp's order for canoes, PFDs and camping gear

CV_BUY = [
    "Camp {n}",
    "Camp de vacances {n} inc.",
    "Base de plein air {n}",
    "Colonie {n} (OBNL)",
    "Camp musical et nautique {n}",
]
CV_N = "du Lac-Vert|Kéno|Trois-Saumons|Minogami|Le Manoir|Mère Clarac|Bruchési|Ouareau|Tapawingo|des Grands-Pins|Kanawana|Lac-Simon".split(
    "|"
)
CV_SUP_FORMED = [
    "{n} Plein Air inc.",
    "Canots {n} ltée",
    "Équipements {n} inc.",
    "{n} Sports S.E.N.C.",
    "Distribution {n} inc.",
    "{n} Nautique ltée",
]
CV_SUP_BARE = ["Boutique {n}", "Chez {n}", "Atelier de canots {n}"]
CV_SN = "Tremblay|Gagnon|Bouchard|Côté|Pelletier|Lavoie|Fortin|Gauthier|Morin|Bélanger|Ouellet|Lévesque".split(
    "|"
)
CV_ITEMS = [
    ("Canot 16 pi, polyéthylène trois couches", "un.", 1290, 1890),
    ("Pagaie en bois franc 54 po", "un.", 42, 78),
    ("Veste de flottaison individuelle (VFI) jeunesse", "un.", 39, 69),
    ("Kayak récréatif 10 pi", "un.", 590, 890),
    ("Tente 4 places, double toit", "un.", 189, 349),
    ("Sac de couchage -7 °C", "un.", 69, 129),
    ("Matelas de camp en mousse", "un.", 24, 45),
    ("Trousse de premiers soins (groupe 25 pers.)", "un.", 89, 160),
    ("Cible de tir à l'arc 80 cm", "un.", 110, 220),
    ("Flèches en fibre de verre (douzaine)", "dz", 36, 68),
    ("Casque d'escalade jeunesse", "un.", 49, 89),
    ("Corde dynamique 10 mm × 60 m", "un.", 189, 299),
    ("Baril étanche 60 L avec harnais", "un.", 79, 139),
    ("Réchaud de camping deux brûleurs", "un.", 99, 179),
]


def _cv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, LATIN))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    camp = rng.choice(CV_BUY).format(n=rng.choice(CV_N))
    sup = bare_or(rng, CV_SUP_FORMED, CV_SUP_BARE, 0.3).format(n=rng.choice(CV_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC-{dt.year}-###", f"{dt:%y}-####", "BC#####", f"CMD{dt:%y}###"])
    )
    req = la.digits(rng, rng.choice(["RQ-####", "Réq. ###"]))
    soum = la.digits(rng, rng.choice(["S-#####", "Soumission ####", "SOU-####"]))
    saison = f"Été {dt.year + (1 if dt.month > 8 else 0)}"
    neq = la.digits(rng, "11########")
    tps_no, tvq_no = la.digits(rng, "#########"), la.digits(rng, "##########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "beside", "block", "head"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|No de commande|N° BC")

    def money(v: Decimal) -> str:
        return f"{sp2(v)} $"

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{camp} · NEQ {neq} · TPS {tps_no} RT0001 · TVQ {tvq_no} TQ0001",
            6.6,
            grey=0.4,
            maxw=wd - 70,
        )
        d.t(
            r, d.h - 32, f"Page {page[0]} de {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{camp} — {po_lab} {po} (suite)", 9, b=True)
        return 56

    d.t(m, 46, camp, 15, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.randint(10, 3000)}, {rng.choice(['chemin du Lac', 'route 125', 'montée des Pionniers', 'rang Saint-Joseph'])}, {rng.choice(['Saint-Donat', 'Lac-Supérieur', 'Sainte-Émélie-de-l’Énergie', 'Saint-Alexis-des-Monts', 'Lac-Beauport'])} (Québec) {la.digits(rng, '@#@ #@#')}",
            f"Tél. : {la.digits(rng, '819 ###-####')} · inscriptions@camp{rng.choice(['lacvert', 'keno', 'ouareau', 'minogami'])}.qc.ca",
        ],
        7.6,
        lead=10,
    )
    if mode == "beside":
        d.t(r, 46, f"BON DE COMMANDE {po}", 13, b=True, al="r")
        d.t(r, 60, f"Date : {la.dfmt(dt, 'long_fr')}", 8.4, al="r")
    else:
        d.t(
            r,
            46,
            la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE D'ACHAT"),
            14,
            b=True,
            al="r",
        )
    y = 80
    refs = [
        (po_lab, po),
        ("Date", la.dfmt(dt, rng.choice(["iso", "dmy"]))),
        ("Réquisition", req),
        ("Votre soumission", soum),
        ("Saison", saison),
    ]
    if mode in ("grid", "head"):
        ws = [wd * f for f in (0.22, 0.15, 0.18, 0.25, 0.2)]
        labs, vals = [k for k, _ in refs], [v for _, v in refs]
        if rng.random() < 0.35:
            labs[0], labs[2], vals[0], vals[2] = labs[2], labs[0], vals[2], vals[0]
        if mode == "grid":
            y = d.grid(m, y, ws, labs, vals, 8.4, shade=rng.choice([0.88, 0.93])) + 12
        else:
            y = head_vals(d, m, y, ws, labs, vals, 8.2, fill=None, vert=rng.random() < 0.5) + 12
    flab = la.pick(rng, "Fournisseur|Fournisseur :|À|")
    frows = [
        sup,
        f"{rng.randint(10, 9000)}, {rng.choice(['boul. Industriel', 'rue Principale', 'rue King Ouest', 'boul. des Laurentides'])}",
        f"{rng.choice(['Saint-Jérôme', 'Sherbrooke', 'Trois-Rivières', 'Québec', 'Laval'])} (Québec) {la.digits(rng, '@#@ #@#')}",
        f"Représentant : {rng.choice(['M.', 'Mme'])} {rng.choice(CV_SN)}",
    ]
    ship = (
        "Expédier à",
        [
            f"{camp} — {rng.choice(['hangar à canots', 'entrepôt', 'accueil'])}",
            "Livraison par camion, accès chemin forestier",
            f"Resp. : {rng.choice(['Émilie', 'Félix', 'Jade', 'Olivier'])} {rng.choice(CV_SN)}",
        ],
    )
    bill = (
        "Facturer à",
        [
            camp,
            "Administration (bureau de Montréal)",
            f"{rng.randint(100, 9000)}, rue {rng.choice(['Saint-Denis', 'Sherbrooke Est', 'Fleury'])}, Montréal",
        ],
    )
    if mode in ("block", "beside"):
        sy = y
        if flab:
            d.t(m, sy + 8, flab, 8, b=True, grey=0.35)
            sy += 12
        sy = d.lines(m, sy, frows, 8.8, b_first=True, lead=11)
        ks = refs if mode == "block" else refs[2:]
        ky = kv_rows(
            d, m + wd * 0.56, y, ks, 8.2, xr=r if rng.random() < 0.6 else None, bold=po_lab
        )
        y = max(sy, ky) + 10
        blocks = [ship, bill]
    else:
        blocks = [(flab, frows), ship, bill]
        if rng.random() < 0.35:
            blocks = [ship, bill, (flab, frows)]
    cw = (wd - 16) / 2 if len(blocks) == 2 or not land else (wd - 24) / 3
    if len(blocks) == 3 and not land:
        cols = [[b_] for b_ in blocks if b_[1] is frows] + [
            [b_ for b_ in blocks if b_[1] is not frows]
        ]
        if blocks[0][1] is not frows:
            cols.reverse()
    else:
        cols = [[b_] for b_ in blocks]
    yy = y
    for k, col in enumerate(cols):
        xx = m + k * (cw + (12 if len(cols) == 3 else 16))
        by = y
        for lab, rows in col:
            if lab:
                d.t(xx, by + 8, lab, 8, b=True, grey=0.35)
                d.line(xx, by + 11, xx + cw, by + 11, 0.4)
                by += 14
            by = d.lines(xx, by, rows, 8.4, b_first=rows[0] == sup, lead=10.8) + 4
        yy = max(yy, by)
    y = yy + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        CV_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 24, 30],
        ["(rouge)", "(taille adulte)", "(remplacement)"],
        big=500,
    )
    body = [
        (
            [
                la.digits(rng, "PA-####"),
                it[0],
                f"{q:,.0f}".replace(",", " "),
                it[1],
                sp2(p) if stated else "",
                sp2(a) if stated else "",
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.48, 0.08, 0.08, 0.12, 0.14)],
        ["Code", "Description", "Qté", "Unité", "Prix unit.", "Montant"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    st = sum((a for *_, a in lines), ZERO)
    esc_pct = rng.choice([0, 0, 5, 10, 15])
    esc = r2(st * esc_pct / 100)
    transp = Decimal(rng.choice([0, 0, 75, 150, 250]))
    base = st - esc + transp
    tps, tvq = r2(base * Decimal("0.05")), r2(base * Decimal("0.09975"))
    total = base + tps + tvq
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Sous-total", money(st), False)]
        if esc:
            rows_.append((f"Escompte OBNL {esc_pct} %", f"-{money(esc)}", False))
        if transp:
            rows_.append(("Transport", money(transp), False))
        rows_ += [("TPS (5 %)", money(tps), False), ("TVQ (9,975 %)", money(tvq), False)]
        xl = m + wd * 0.56
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Total|TOTAL DE LA COMMANDE|Montant total|Total à payer")
        if rng.random() < 0.4:
            y = total_below(d, xl, r - 3, y, lab, money(total), 9.2)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, money(total), True)],
                9.2,
                box_last=True,
                shade=rng.choice([None, 0.88]),
            )
        if rng.random() < 0.35:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.3", "0.5"])))
            y = kv_rows(
                d,
                xl,
                y + 4,
                [("Dépôt versé", money(dep)), ("Solde à la livraison", money(total - dep))],
                7.8,
                xr=r - 3,
                b_key=False,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre soumission {soum}; le montant sera établi à la livraison selon les quantités reçues.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Livraison au camp avant le {la.dfmt(dt + timedelta(days=rng.randint(10, 40)), 'long_fr')} (ouverture de la saison). Les VFI doivent être homologuées par Transports Canada.",
        "Veuillez indiquer notre numéro de commande sur le bordereau de livraison et la facture. Paiement net 30 jours.",
    ]:
        if y + 24 > bottom:
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
        f"Autorisé par : {rng.choice(['Émilie', 'Félix', 'Jade', 'Olivier'])} {rng.choice(CV_SN)}, {rng.choice(['directrice générale', 'coordonnateur des activités', 'responsable des achats'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng, "Accusé de réception du fournisseur|Acceptation du fournisseur (signature et date)"
        ),
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit24_fr_ca_camp_vacances_equipement_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cv)


# --------------------------------------------------------------------------- 9 nl-BE butcher-caterer's order for spices, casings and packaging

SL_BUY = [
    "Slagerij {n}",
    "Beenhouwerij {n} BV",
    "Slagerij-Traiteur {n}",
    "{n} Vleeswaren BV",
    "Keurslager {n}",
]
SL_N = "De Gouden Os|Van Hoorebeke|Vercauteren|Het Hoeveke|De Rijke|Moens|Dewitte|Het Slagershuys|Schepens|Van Acker|De Leeuw|Callewaert".split(
    "|"
)
SL_SUP_FORMED = [
    "{n} Kruiden NV",
    "{n} Natuurdarmen BV",
    "{n} Verpakkingen NV",
    "{n} Slagerijbenodigdheden BV",
    "{n} Food Ingredients NV",
    "{n} & Co BV",
]
SL_SUP_BARE = ["{n} Groothandel", "Kruidenhandel {n}", "{n} Darmen"]
SL_SN = "Verstraete|Vandenberghe|Desmet|Claeys|Coppens|Vermeulen|Devos|Mertens|Dhondt|Baert|Vanhove|Lefever".split(
    "|"
)
SL_ITEMS = [
    ("Natuurdarmen varken 32/34 (streng)", "streng", 6, 18, 32),
    ("Schapendarmen 22/24 (streng)", "streng", 6, 22, 38),
    ("Kruidenmengeling boerenworst 1 kg", "zak", 6, 9, 16),
    ("Paprikapoeder gerookt 1 kg", "zak", 6, 12, 21),
    ("Pekelzout nitriet 25 kg", "zak", 6, 18, 29),
    ("Kipkruiden zonder zout 1 kg", "zak", 6, 8, 14),
    ("Marinade provençaal 5 l", "emmer", 6, 24, 39),
    ("Vacuümzakken 200x300 (1000 st.)", "doos", 21, 38, 62),
    ("Traiteurschalen PP 750 ml (500 st.)", "doos", 21, 42, 74),
    ("Uitbeenmes 13 cm", "st", 21, 16, 32),
    ("Snijplank HACCP rood 50x30", "st", 21, 19, 36),
    ("Slagersschort PU wit", "st", 21, 14, 26),
    ("Etiketten thermisch 58x43 (rol)", "rol", 21, 6, 11),
]


def _sl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    shop = rng.choice(SL_BUY).format(n=rng.choice(SL_N))
    sup = bare_or(rng, SL_SUP_FORMED, SL_SUP_BARE, 0.3).format(n=rng.choice(SL_SN))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"{dt.year}/0###", f"BB{dt:%y}-###", "B#####", f"{dt:%y}.###"]))
    klant = la.digits(rng, rng.choice(["K-#####", "######"]))
    offerte = la.digits(rng, rng.choice(["OFF-####", "Offerte ####/##"]))
    favv = la.digits(rng, "########-##")
    ond = la.digits(rng, "0###.###.###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "block", "head", "grid"])
    po_lab = la.pick(rng, "Bestelbon nr.|Bestelnummer|Ons bestelnummer|Bestelling nr.")
    gem = rng.choice(
        ["Roeselare", "Tielt", "Eeklo", "Lokeren", "Dendermonde", "Geel", "Lier", "Ieper"]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{shop} · ondernemingsnummer BE {ond} · FAVV-erkenning {favv} · IBAN BE{la.digits(rng, '## #### #### ####')}",
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

    lh_left = rng.random() < 0.6
    d.t(m if lh_left else r, 46, shop, 14, b=True, al="l" if lh_left else "r")
    d.t(
        m if lh_left else r,
        60,
        f"{rng.choice(['Markt', 'Kerkstraat', 'Statiestraat', 'Nieuwstraat'])} {rng.randint(1, 120)}, {la.digits(rng, '8###')} {gem} · tel. 0{la.digits(rng, '## ## ## ##')}",
        7.6,
        grey=0.3,
        al="l" if lh_left else "r",
    )
    tx, tal = (r, "r") if lh_left else (m, "l")
    if mode == "beside":
        d.t(tx, 46, f"BESTELBON {po}", 13, b=True, al=tal)
    else:
        d.t(tx, 46, la.pick(rng, "BESTELBON|Bestelbon|Bestelling"), 14, b=True, al=tal)
    y = 82
    alab = la.pick(rng, "Aan|Leverancier|Aan:|")
    srows = [
        sup,
        f"{rng.choice(['Industrielaan', 'Nijverheidsstraat', 'Kleine Ring', 'Europalaan'])} {rng.randint(1, 150)}",
        f"{la.digits(rng, '####')} {rng.choice(['Izegem', 'Zele', 'Herentals', 'Tienen', 'Waregem'])}",
        f"btw BE {la.digits(rng, '0###.###.###')}",
    ]
    refs = [
        (po_lab, po),
        ("Datum", la.dfmt(dt, rng.choice(["dmy", "dash"]))),
        ("Klantnummer", klant),
        ("Uw offerte", offerte),
        ("Levering", la.dfmt(dt + timedelta(days=rng.randint(2, 10)), "dmy")),
    ]
    sy = y
    if alab:
        d.t(m, sy + 8, alab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(m, sy, srows, 9, b_first=True, lead=11.5)
    if mode in ("beside", "block"):
        ks = refs if mode == "block" else refs[1:]
        ky = kv_rows(d, m + wd * 0.56, y, ks, 8.2, xr=r, bold=po_lab)
        y = max(sy, ky) + 10
    else:
        y = sy + 10
        ws = [wd * f for f in (0.22, 0.16, 0.18, 0.22, 0.22)]
        labs, vals = [k for k, _ in refs], [v for _, v in refs]
        if rng.random() < 0.35:
            labs[0], labs[3], vals[0], vals[3] = labs[3], labs[0], vals[3], vals[0]
        if mode == "grid":
            y = d.grid(m, y, ws, labs, vals, 8.4, shade=rng.choice([0.88, None])) + 10
        else:
            y = (
                head_vals(
                    d,
                    m,
                    y,
                    ws,
                    labs,
                    vals,
                    8.2,
                    fill=rng.choice([0.9, None]),
                    vert=rng.random() < 0.5,
                )
                + 10
            )
    y = wrapped(
        d,
        m,
        y,
        f"Leveradres: {shop}, {rng.choice(['atelier (achteringang)', 'koelcel – laadkade', 'traiteurkeuken'])} – levering vóór {rng.choice(['7', '8', '9'])} u.",
        8,
        wd,
        grey=0.2,
    )
    y += 6
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng, SL_ITEMS, n, [1, 2, 3, 4, 5, 6, 10, 12, 20], ["(Halal)", "(bio)", "(extra fijn)"]
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
    k_pct = rng.choice([0, 0, 2, 3, 5])
    n6 = sum((a for it, _, _, a in lines if it[2] == 6), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    k6, k21 = r2(n6 * k_pct / 100), r2(n21 * k_pct / 100)
    b6, b21 = n6 - k6, n21 - k21
    t6, t21 = r2(b6 * Decimal("0.06")), r2(b21 * Decimal("0.21"))
    total = b6 + b21 + t6 + t21
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totaal excl. btw", f"€ {eu(n6 + n21)}", False)]
        if k_pct:
            rows_.append((f"Korting {k_pct} %", f"€ -{eu(k6 + k21)}", False))
            rows_.append(("Maatstaf van heffing", f"€ {eu(b6 + b21)}", False))
        if n6:
            rows_.append(("Btw 6 %", f"€ {eu(t6)}", False))
        if n21:
            rows_.append(("Btw 21 %", f"€ {eu(t21)}", False))
        xl = m + wd * 0.56
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Totaal incl. btw|Te betalen|TOTAAL|Totaal bestelling")
        if rng.random() < 0.4:
            y = total_below(d, xl, r - 3, y, lab, f"€ {eu(total)}", 9.2)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"€ {eu(total)}", True)],
                9.2,
                box_last=rng.random() < 0.6,
                shade=rng.choice([None, 0.88]),
            )
        if rng.random() < 0.3:
            vs = r2(total * Decimal(rng.choice(["0.2", "0.3"])))
            y = kv_rows(
                d,
                xl,
                y + 4,
                [("Voorschot betaald", f"€ {eu(vs)}"), ("Saldo", f"€ {eu(total - vs)}")],
                7.8,
                xr=r - 3,
                b_key=False,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens {offerte}; de factuur volgt na levering op basis van de geleverde hoeveelheden.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Natuurdarmen gezouten en gekalibreerd leveren; kruiden met lotnummer en allergenenfiche (FAVV-traceerbaarheid).",
        "Gelieve ons bestelnummer te vermelden op leveringsbon en factuur. Betaling binnen 30 dagen na factuurdatum.",
    ]:
        if y + 24 > bottom:
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
        f"Voor akkoord – {rng.choice(['zaakvoerder', 'chef-traiteur', 'verantwoordelijke atelier'])}",
    )
    d.sign(
        m + sw + 20, y, sw, la.pick(rng, "Voor ontvangst – leverancier|Handtekening leverancier")
    )
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit24_nl_be_slagerij_kruiden_darmen_bestelbon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sl)


# --------------------------------------------------------------------------- 10 es churro shop's order for flour, oil, chocolate and cups

CH_BUY = [
    "Churrería {n}",
    "Chocolatería {n} S.L.",
    "Churros {n} C.B.",
    "{n} Churrería-Cafetería S.L.",
    "Churrería y Chocolatería {n}",
]
CH_N = "San Ginés|La Madrileña|El Brillante|Los Porches|La Pastora|Doña Carmen|El Moro|La Gloria|Santa Ana|Los Artesanos|La Estación|Hermanos Ruiz".split(
    "|"
)
CH_SUP_FORMED = [
    "Harinas {n} S.A.",
    "{n} Distribuciones Hosteleras S.L.",
    "Aceites {n} S.L.",
    "{n} Alimentación S.L.U.",
    "Cacaos {n} S.A.",
    "{n} Envases y Embalajes S.L.",
]
CH_SUP_BARE = ["Almacenes {n}", "Comercial {n}", "{n} Hostelería"]
CH_SN = "Gallardo|Serrano|Molina|Ortega|Delgado|Morales|Marín|Iglesias|Cabrera|Fuentes|Pastor|Villalba".split(
    "|"
)
CH_ITEMS = [
    ("Harina de trigo especial churros (saco 25 kg)", "saco", 4, 14, 22),
    ("Aceite de girasol alto oleico (garrafa 25 l)", "garrafa", 10, 42, 68),
    ("Azúcar blanquilla (saco 10 kg)", "saco", 10, 9, 14),
    ("Chocolate a la taza en polvo 1 kg", "bolsa", 10, 6.5, 11),
    ("Cobertura de chocolate negro 5 kg", "caja", 10, 38, 62),
    ("Leche entera UHT 1 l (pack 6)", "pack", 10, 5.4, 8.4),
    ("Sal fina (saco 25 kg)", "saco", 10, 6, 11),
    ("Vaso térmico 250 ml (1000 uds.)", "caja", 21, 32, 58),
    ("Cucurucho de papel para churros (2000 uds.)", "caja", 21, 24, 41),
    ("Servilleta zig-zag (caja 6000)", "caja", 21, 18, 29),
    ("Churrera manual de acero inoxidable", "ud.", 21, 160, 290),
    ("Filtro de papel para freidora (100 uds.)", "paquete", 21, 22, 38),
]


def _ch(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, LATIN))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    shop = rng.choice(CH_BUY).format(n=rng.choice(CH_N))
    sup = bare_or(rng, CH_SUP_FORMED, CH_SUP_BARE, 0.3).format(n=rng.choice(CH_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"PED-{dt.year}-###", f"{dt:%y}/####", "P######", f"CH{dt:%y}-###"])
    )
    prov = la.digits(rng, rng.choice(["4###", "PR-###"]))
    pres = la.digits(rng, rng.choice(["Presupuesto ####", "PRE-#####"]))
    alb = la.digits(rng, "A-######")
    cif = la.digits(rng, "B########")
    rgs = la.digits(rng, "20.######/M")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["head", "beside", "block", "grid"])
    po_lab = la.pick(rng, "Nº Pedido|Número de pedido|Pedido nº|Nº de pedido")
    city = rng.choice(["Madrid", "Toledo", "Alcalá de Henares", "Segovia", "Guadalajara", "Getafe"])

    def foot() -> None:
        d.t(m, d.h - 32, f"{shop} · CIF {cif} · RGSEAA {rgs} · {city}", 6.6, grey=0.4, maxw=wd - 60)
        d.t(
            r, d.h - 32, f"Pág. {page[0]} de {of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Pedido {po} (continuación)", 9, b=True)
        return 58

    d.t(m, 48, shop, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Calle', 'Plaza', 'Paseo'])} {rng.choice(['Mayor', 'de la Constitución', 'del Prado', 'de San Miguel'])}, {rng.randint(1, 90)} · {la.digits(rng, '28###')} {city}",
            f"Tel. {la.digits(rng, '91# ## ## ##')} · CIF {cif}",
        ],
        7.8,
        lead=10,
    )
    if mode == "beside":
        d.t(r, 50, f"PEDIDO Nº {po}", 14, b=True, al="r")
        d.t(r, 64, f"Fecha: {la.dfmt(dt, rng.choice(['dmy', 'long_es']))}", 8.4, al="r")
    else:
        d.t(r, 50, la.pick(rng, "PEDIDO|HOJA DE PEDIDO|PEDIDO A PROVEEDOR"), 14, b=True, al="r")
    y = 88
    plab = la.pick(rng, "Proveedor|Proveedor:|Sres.:|")
    prows = [
        sup,
        f"{rng.choice(['Polígono Industrial', 'Ctra. de Andalucía km', 'C/ de la Industria', 'Avda. de Europa'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '#####')} {rng.choice(['Valladolid', 'Córdoba', 'Albacete', 'Zaragoza', 'Jaén'])}",
        f"CIF: {la.digits(rng, '@########')}",
    ]
    refs = [
        (po_lab, po),
        ("Fecha", la.dfmt(dt, "dmy")),
        ("Nº Proveedor", prov),
        ("Su presupuesto", pres),
        ("Forma de pago", la.pick(rng, "Transferencia 30 días|Recibo 60 días|Contado")),
    ]
    cw = wd * 0.48
    right_sup = rng.random() < 0.5
    px = r - cw if right_sup else m
    boxed = rng.random() < 0.5
    yy = y + (3 if boxed else 0)
    if plab:
        d.t(px + (5 if boxed else 0), yy + 8, plab, 8, b=True, grey=0.35)
        yy += 12
    ye = d.lines(px + (5 if boxed else 0), yy, prows, 8.8, b_first=True, lead=11)
    if boxed:
        d.box(px, y - 3, cw, ye - y + 8)
        ye += 3
    ox = m if right_sup else m + wd * 0.56
    if mode == "block":
        ky = kv_rows(d, ox, y, refs[:4], 8.2, xr=(r - cw - 12) if right_sup else r, bold=po_lab)
    else:
        ky = d.lines(
            ox,
            y,
            [
                f"Entregar en: {shop}, obrador",
                f"Horario de descarga: {rng.choice(['6 a 9 h', '7 a 10 h', 'L-S 6-8 h'])}",
                f"Facturar a: {shop}",
                f"Pedido por: {rng.choice(['Encargado', 'Gerencia', 'Maestro churrero'])}",
            ],
            7.8,
            lead=11,
        )
    y = max(ye, ky) + 12
    ws = [wd * f for f in (0.18, 0.14, 0.16, 0.24, 0.28)]
    labs, vals = [k for k, _ in refs], [v for _, v in refs]
    if mode in ("head", "grid"):
        if rng.random() < 0.4:
            labs[0], labs[1], vals[0], vals[1] = labs[1], labs[0], vals[1], vals[0]
        if mode == "grid":
            y = d.grid(m, y, ws, labs, vals, 8.4) + 12
        else:
            y = (
                head_vals(d, m, y, ws, labs, vals, 8.2, fill=rng.choice([0.86, 0.92]), vert=True)
                + 12
            )
    elif mode == "beside":
        y = kv_rows(d, m, y, refs[2:], 8, kw=110, b_key=True) + 6
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                f"Entregar en: {shop}, obrador – descarga de 6 a 9 h. Ref. último albarán {alb}.",
                8,
                wd,
                grey=0.2,
            )
            + 6
        )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng,
        CH_ITEMS,
        n,
        [1, 2, 4, 5, 6, 10, 12, 20],
        ["(sin gluten)", "(ecológico)", "(formato grande)"],
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
        [wd * f for f in (0.06, 0.47, 0.08, 0.09, 0.11, 0.07, 0.12)],
        ["Lín.", "Descripción", "Cant.", "Ud.", "Precio €", "IVA", "Importe €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    dto_pct = rng.choice([0, 0, 0, 3, 5])
    bases = {}
    for it, _, _, a in lines:
        bases[it[2]] = bases.get(it[2], ZERO) + a
    sub = sum(bases.values(), ZERO)
    dto = {k: r2(v * dto_pct / 100) for k, v in bases.items()}
    net = {k: bases[k] - dto[k] for k in bases}
    cuota = {k: r2(net[k] * k / 100) for k in net}
    total = sum(net.values(), ZERO) + sum(cuota.values(), ZERO)
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = m + wd * 0.52
        rows_ = [("Suma", f"{eu(sub)} €", False)]
        if dto_pct:
            rows_.append((f"Descuento {dto_pct} %", f"-{eu(sum(dto.values(), ZERO))} €", False))
        if rng.random() < 0.5:
            # a desglose table of bases and cuotas by rate at the left
            ws2 = [wd * 0.14, wd * 0.08, wd * 0.12]
            yd = lrow(
                d,
                m,
                y,
                ws2,
                ["Base imponible", "% IVA", "Cuota IVA"],
                "rrr",
                h=14,
                size=7.4,
                b=True,
                fill=0.9,
            )
            for k in sorted(net):
                yd = lrow(d, m, yd, ws2, [eu(net[k]), f"{k}%", eu(cuota[k])], "rrr", h=14, size=7.8)
            rows_.append(("Base imponible", f"{eu(sum(net.values(), ZERO))} €", False))
            rows_.append(("Total IVA", f"{eu(sum(cuota.values(), ZERO))} €", False))
        else:
            yd = y
            for k in sorted(net):
                rows_.append((f"IVA {k}% s/ {eu(net[k])}", f"{eu(cuota[k])} €", False))
        y = d.summary(xl, r - 3, y, rows_, 8.4)
        lab = la.pick(rng, "TOTAL PEDIDO|Total pedido|Importe total|TOTAL")
        if rng.random() < 0.45:
            y = total_below(d, xl, r - 3, y, lab, f"{eu(total)} €", 9.2)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"{eu(total)} €", True)],
                9.2,
                box_last=True,
                shade=rng.choice([None, 0.9]),
            )
        if rng.random() < 0.3:
            ent = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
            y = kv_rows(
                d,
                xl,
                y + 4,
                [("Entregado a cuenta", f"{eu(ent)} €"), ("Pendiente", f"{eu(total - ent)} €")],
                7.8,
                xr=r - 3,
                b_key=False,
            )
        y = max(y, yd)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {pres}; el importe se confirmará con el albarán de entrega.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Mercancía alimentaria con lote y fecha de consumo preferente visibles; aceite en garrafa precintada.",
        "Indiquen nuestro número de pedido en albarán y factura. Las facturas sin número de pedido serán devueltas.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Conforme: {rng.choice(['Gerencia', 'Encargado de obrador', 'Propietario'])}")
    d.sign(m + sw + 20, y, sw, la.pick(rng, "Recibí proveedor (firma y sello)|Conforme proveedor"))
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit24_es_churreria_pedido_materias(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ch)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit24_") and callable(fn)
}

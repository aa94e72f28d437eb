# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind52 (`blind53_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-US, en-NZ, de-AT, fr-BE, it and nl.

- blind53_zh_binyiguan_binzang_yongpin_caigou: a Chinese funeral home's order for funeral
  supplies and equipment parts (the home's name and the title, the order number in red at
  the title's right, in a label / value grid or under its heading in a header row; the
  supplier and the home as side-by-side panels in either order or as stacked labelled lines;
  requisition, budget and contract numbers; prices with 13 % VAT included or net with a tax
  line and 价税合计; discount, freight, 大写, a prepayment; a landscape variant).
- blind53_zh_anfang_jiankong_xiaoshou_queren: a security / CCTV installer's order
  confirmation (the seller's letterhead first with its own sales-order number boxed or in a
  data block, the customer's purchase-order number in a grid, in a header row or inside the
  opening sentence, the project name and the quotation, lines with installation, the total's
  amount on the line below its label at times, a deposit and the balance, bank lines).
- blind53_hk_cangchu_baozhuang_haocai_caigou: a Hong Kong logistics warehouse's order for
  pallets, film and cartons (bilingual 採購單 / PURCHASE ORDER, the P.O. number in a header
  row, beside the title or in a right-hand data block; the supplier under 供應商 / To / no
  label with its English name beneath; deliver-to and bill-to blocks, HK$ lines, discount,
  delivery charge, 總額 with its figure at times below, a deposit, amount in words).
- blind53_ja_cleaning_ten_shizai_hacchusho: a Japanese dry cleaner's order for hangers, bags
  and solvent (発注書 / 注文書, the supplier with 御中 or 様 top left, the shop and its seal
  at the right, the order number in a small box, beside the title or in a grid row; a total
  box whose amount sits below its label, 税込 prices or 小計 / 消費税 / 合計).
- blind53_en_us_rodeo_arena_po: a US rodeo association's order for arena and livestock gear
  (PURCHASE ORDER with the P.O. # beside it, in a right-hand boxed data block or in a
  header-strip table with requisitioner, ship via, F.O.B. and terms; Vendor / Ship To in
  either order, unlabeled vendor at times; subtotal, discount, sales tax, freight, TOTAL with
  its amount at times below; a landscape variant).
- blind53_en_nz_mussel_farm_po: a New Zealand mussel farm's order for ropes, floats and
  harvest gear (a boxed label-over-value grid, a key/value block at the right or the order
  number beside the title; supplier under To / Supplier / none; farm site and lease numbers,
  GST and NZBN numbers, Total incl. GST, a deposit at times).
- blind53_de_at_christbaumkultur_bestellung: an Austrian Christmas-tree grower's order (a
  window address with a sender line and "Firma" at times, the order data right in a list or
  boxed, the number beside the title at times, 13 % and 20 % USt, a Skonto and
  Gesamtbetrag with its amount on the line below at times, "Mit freundlichen Grüßen").
- blind53_fr_be_gilles_carnaval_bon_commande: a Belgian carnival society's order for
  costumes, feather hats and oranges (a boxed label-over-value grid, a right-hand reference
  block or the number beside the title; Fournisseur / À l'attention de / none; Total HTVA,
  remise, TVA 6 % and 21 %, Total TVAC, an acompte and a solde; numéro d'entreprise, IBAN).
- blind53_it_pastificio_ordine_materie_imballi: an Italian fresh-pasta maker's order for
  semolina, eggs and trays (Spett.le with the supplier, the order number in a header table,
  beside the title or in a data block; Vs. offerta, codice fornitore, P.IVA; imponibile,
  IVA 4 % / 10 % / 22 %, Totale ordine with its figure at times below, an acconto).
- blind53_nl_korenmolen_onderhoud_inkooporder: a Dutch windmill foundation's order for
  sails, cogs and sacks (INKOOPORDER with the number beside it or in a data block or boxed
  grid; the supplier under Leverancier / Aan / none, bill-to and deliver-to blocks; 9 % and
  21 % btw, Totaal incl. btw, KvK and IBAN; a landscape variant).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, lease or
the seller's sales-order number; on the seller's confirmation the customer's order number);
the supplier exactly as printed on its own first line (the seller of a confirmation; never
御中, 様, "Firma", "Spett.le", "To:" or "Attn"); the grand total as "1234.50" (whole yen as
"1234.00"; after discounts, incl. tax, before deposits and prepayments; "" when the document
states none, about one document in eleven).
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
    """1.234,50 (Belgium, French)."""
    return grouped(v, ".", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def kv_at(
    d: la.Doc,
    x: float,
    y: float,
    pairs: list[tuple[str, str]],
    size: float,
    *,
    right: float | None = None,
    lead: float | None = None,
    bold_key: str = "",
    maxw: float | None = None,
) -> float:
    """Label / value lines from top y: values after the widest label, or right-aligned at
    `right`. Returns the y below them."""
    lead = lead or size * 1.45
    kw = max(d.width(k, size, True) for k, _ in pairs) + 8
    for k, v in pairs:
        d.t(x, y + size, k, size, b=True)
        if right is not None:
            d.t(right, y + size, v, size, al="r", b=k == bold_key)
        else:
            d.t(x + kw, y + size, v, size, b=k == bold_key, maxw=maxw and maxw - kw)
        y += lead
    return y


def below_total(d: la.Doc, xl: float, xr: float, y: float, lab: str, val: str, rule: bool) -> float:
    """A total's label with its amount on the line below, right-aligned."""
    if rule:
        d.line(xl - 4, y + 2, xr + 3, y + 2, 0.8)
    else:
        d.box(xl - 4, y + 2, xr - xl + 7, 34, fill=0.9, stroke=False)
    d.t(xl, y + 14, lab, 9.2, b=True)
    d.t(xr, y + 30, val, 11, b=True, al="r")
    return y + 38


# --------------------------------------------------------------------------- 1 zh-Hans funeral home's supplies order

BY_CITY = "扬州 镇江 嘉兴 湖州 金华 衢州 九江 宜昌 岳阳 常德 柳州 遵义 曲靖 天水 包头 营口".split()
BY_B = "福寿 安息 永安 仙鹤 松柏 天寿 静园 思源 青山 长青 福泽 慈云".split()
BY_BUY = [
    "{c}市殡仪馆",
    "{c}市{b}殡葬服务中心",
    "{c}{b}陵园管理有限公司",
    "{c}{b}殡仪服务有限公司",
    "{c}市民政局{b}殡仪馆",
]
BY_SB = "华夏 祥和 万福 金鼎 瑞祥 福缘 恒远 天逸 博艺 盛祥 宝华 鸿运".split()
BY_SUP_FORMED = [
    "{c}{s}殡葬用品有限公司",
    "{c}{s}工艺品有限公司",
    "{s}殡仪设备（{c}）有限公司",
    "{c}{s}环保设备有限公司",
    "{c}{s}纺织品有限公司",
    "{c}{s}制冷设备有限公司",
]
BY_SUP_BARE = ["{c}{s}寿衣店", "{c}市{s}殡葬用品经营部", "{s}工艺品厂", "{c}{s}花店"]
BY_ITEMS = [
    ("骨灰盒", "实木 檀香木雕花", "个", 380, 1800),
    ("寿衣", "七件套 真丝", "套", 260, 880),
    ("遗体冷藏柜压缩机", "三位 R404A", "台", 4200, 7800),
    ("告别厅鲜花布置", "标准厅 含花篮4个", "场", 600, 1600),
    ("花圈", "1.5米 仿真花", "个", 80, 180),
    ("遗体袋", "PEVA 加厚", "条", 35, 85),
    ("火化炉耐火砖", "高铝 230×114×65", "块", 18, 42),
    ("环保祭祀用纸", "可降解 箱装", "箱", 45, 120),
    ("黑纱袖章", "绒布 别针式", "个", 1.5, 4),
    ("礼仪白手套", "纯棉", "副", 3, 9),
    ("遗体消毒液", "5L 季铵盐", "桶", 68, 150),
    ("不锈钢运尸担架", "可折叠 带轮", "台", 2400, 4800),
    ("挽联打印纸", "宣纸 卷装", "卷", 55, 130),
    ("尾气净化滤袋", "PTFE 覆膜", "条", 420, 860),
]


def _by(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    c1, c2 = rng.sample(BY_CITY, 2)
    buyer = rng.choice(BY_BUY).format(c=c1, b=rng.choice(BY_B))
    sup = bare_or(rng, BY_SUP_FORMED, BY_SUP_BARE, 0.25).format(c=c2, s=rng.choice(BY_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "BY-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|{Y}-CGD-{n4}|PO{Y}{n5}|BYG{y}{n4}")
    req = cj.number(rng, d, "SQ{y}{m}{n3}|请购{Y}-{n3}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|{c}政采{Y}-{n3}".replace("{c}", c1))
    ys = cj.number(rng, d, "YS{Y}-{n2}|预算{Y}0{n2}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["red", "grid", "row"])
    po_lab = cj.pick(rng, "订单编号|采购单号|采购订单号|订单号")
    ink = rng.choice([Color(0.15, 0.15, 0.15), Color(0.1, 0.3, 0.45), Color(0.35, 0.2, 0.1)])
    net_tax = rng.random() < 0.45

    def foot() -> None:
        s_ = f"第{page[0]}页／共{of}页" if of else f"第{page[0]}页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　采购订单（续）", 8.8, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 46

    hy = 40
    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, hy, buyer, 15, align="c", bold=True, colour=ink)
    else:
        pdf.text(m, hy, buyer, 14, bold=True, colour=ink)
        pdf.text(
            right,
            hy,
            f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
            7.6,
            align="r",
            colour=GREY,
        )
    title = cj.pick(rng, "采购订单|殡葬用品采购单|物资采购订单|采购单")
    pdf.text(pdf.w / 2, hy + 26, title, 16, align="c", bold=True, space=2)
    y = hy + 40
    dstr = cj.fdate(d, rng.choice(["cn", "iso", "slash", "cn0"]))
    if mode == "red":
        po_lab = "No."
        pdf.text(right, hy + 26, f"No. {po}", 11, align="r", colour=RED)
        pdf.text(m, hy + 26, f"日期：{dstr}", 8.4)
    elif mode == "grid":
        rows = [
            [po_lab, po, "下单日期", dstr],
            [cj.pick(rng, "请购单号|申请单号"), req, cj.pick(rng, "合同编号|框架合同号"), ht],
        ]
        if rng.random() < 0.4:
            rows[0][2:], rows[1][:2] = rows[1][:2], rows[0][2:]
        y = kgrid(pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), rows, h=18, size=8.4, ink=ink, fill=PALE)
    else:
        heads = [po_lab, "日期", "请购单号", "预算编号", "付款方式"]
        vals = [po, dstr, req, ys, cj.pick(rng, "货到验收后30天|月结|预付30%")]
        if rng.random() < 0.4:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = cj.rel(wd, [21, 18, 19, 18, 24])
        y = crow(pdf, m, y, ws, heads, "ccccc", h=17, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.6)
    y += 10
    sup_lab = cj.pick(rng, "供应商|供方|乙方|卖方|致")
    sp = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("统一社会信用代码" if rng.random() < 0.5 else "税号", cj.credit_code(rng)),
    ]
    bp = [
        (cj.pick(rng, "采购方|需方|甲方|买方"), buyer),
        (
            "收货地址",
            f"{cj.zh_addr(rng)}（{rng.choice(['业务楼后勤库房', '守灵区仓库', '火化车间'])}）",
        ),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
    ]
    if mode == "red":
        bp.append(("请购单号", req))
        bp.append(("合同编号", ht))
    panels = [sp, bp] if rng.random() < 0.6 else [bp, sp]
    if rng.random() < 0.55:
        pw = (wd - 16) / 2
        ymax = y
        for k, p in enumerate(panels):
            x = m + k * (pw + 16)
            yy = y
            h = 4 + 15 * len(p) + 14 * sum(len(cj.wrap(v, 8.4, pw - 90)) - 1 for _, v in p)
            pdf.rect(x, y, pw, h, stroke=GREY, lw=0.5)
            for lab, val in p:
                pdf.text(x + 5, yy + 13, f"{lab}：", 8, colour=GREY)
                for ln in cj.wrap(val, 8.4, pw - 90):
                    big = val in (sup, buyer)
                    pdf.text(x + 86, yy + 13, ln, 8.8 if big else 8.2, bold=big)
                    yy += 14
                yy += 1
            ymax = max(ymax, yy + 4)
        y = ymax + 10
    else:
        for p in panels:
            for lab, val in p:
                pdf.text(m, y + 11, f"{lab}：", 8.2, colour=GREY)
                pdf.text(
                    m + 90,
                    y + 11,
                    val,
                    9 if val in (sup, buyer) else 8.4,
                    bold=val in (sup, buyer),
                    maxw=wd - 90,
                )
                y += 14
            y += 4
        pdf.line(m, y, right, y, lw=0.4, colour=GREY)
        y += 8
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng, BY_ITEMS, n, [1, 2, 5, 10, 20, 50, 100], ["（备用）", "（加厚）", "（B型）"], big=3000
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
        ]
        body.append((cells, a))
    pl = "单价（不含税）" if net_tax else "单价（含税）"
    heads = ["序号", "品名", "规格型号", "单位", "数量", pl, "金额（元）"]
    ws = cj.rel(wd, [5, 24, 24, 6, 8, 15, 16])
    y = ctable(
        pdf, m, y, ws, heads, body, "cllcrrr", rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 60, 120, 200]))
    taxed = sub - off + fr
    tax = r2(taxed * Decimal("0.13")) if net_tax else ZERO
    total = taxed + tax
    if y + 140 > bottom:
        y = brk()
    if stated:
        rows_: list[tuple[str, str]] = [("小计", cj.money(sub))]
        if off:
            rows_.append(("优惠折让", f"-{cj.money(off)}"))
        if fr:
            rows_.append(("运杂费", cj.money(fr)))
        if net_tax:
            rows_.append(("增值税（13%）", cj.money(tax)))
        tl = (
            cj.pick(rng, "价税合计|合计金额|订单总金额|总计")
            if net_tax
            else cj.pick(rng, "合计金额|合计（含税）|订单总金额|总计")
        )
        style = rng.choice(["row", "right", "below"])
        if style == "row":
            for lab, v in rows_:
                y = crow(pdf, m, y, [sum(ws[:6]), ws[6]], [lab, v], "rr", h=17, size=7.8)
            y = crow(
                pdf,
                m,
                y,
                [sum(ws[:2]), sum(ws[2:6]), ws[6]],
                [tl, f"人民币（大写）：{cj.daxie(total)}", f"¥{cj.money(total)}"],
                "clr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
            y += 4
        else:
            y += 8
            for lab, v in rows_:
                pdf.text(right - 110, y + 10, f"{lab}：", 8.4, align="r")
                pdf.text(right, y + 10, v, 8.4, align="r")
                y += 14
            if style == "right":
                pdf.text(right, y + 14, f"{tl}：¥{cj.money(total)}", 10.4, align="r", bold=True)
                y += 20
            else:
                pdf.text(right - 150, y + 13, f"{tl}：", 9.4, bold=True)
                pdf.text(right, y + 31, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
                y += 38
            pdf.text(m, y + 6, f"大写金额：{cj.daxie(total)}", 8.6)
            y += 14
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 50])
            dep = r2(total * pct / 100)
            pdf.text(
                m,
                y + 10,
                f"预付款{pct}%：¥{cj.money(dep)}　尾款：¥{cj.money(total - dep)}（验收合格后30日内支付）",
                8.2,
            )
            y += 16
    else:
        y += 10
        pdf.text(m, y + 8, "单价按年度框架协议执行，结算金额以实际验收入库数量为准。", 8.4)
        y += 16
    for t in [
        "1. 供方须保证产品符合殡葬行业相关标准及环保要求，随货提供合格证。",
        f"2. 交货日期：{cj.fdate(cj.later(rng, d, 5, 30), 'cn')}前，送货前请与收货人联系。",
        "3. 发票、送货单须注明本订单编号，否则不予结算。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 76 > bottom:
        y = brk()
    y += 32
    labs = ["经办人：", "后勤科长：", "分管领导：", "馆长审批："]
    for k, lab in enumerate(labs):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.2)
    pdf.text(m, y + 22, cj.pick(rng, "供方确认（签字盖章）：|供应商确认（签章）：|乙方签收："), 8.2)
    if rng.random() < 0.6:
        pdf.stamp(right - 70, y - 4, buyer, rng, caption="采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_zh_binyiguan_binzang_yongpin_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _by)


# --------------------------------------------------------------------------- 2 zh-Hans CCTV / security installer's order confirmation

AF_CITY = "合肥 南昌 长沙 贵阳 昆明 太原 石家庄 济南 烟台 潍坊 无锡 嘉兴 惠州 中山".split()
AF_B = "慧眼 天网 鹰视 恒安 盾甲 卫视 安讯 智防 睿眸 守望 金瞳 锐安".split()
AF_SUP = [
    "{c}{b}安防科技有限公司",
    "{c}{b}智能系统工程有限公司",
    "{c}{b}电子监控设备有限公司",
    "{b}安防技术（{c}）有限公司",
    "{c}{b}弱电工程有限公司",
]
AF_SUP_BARE = ["{c}{b}监控器材经营部", "{c}市{b}安防器材商行"]
AF_CUST = [
    "{c}{x}实验学校",
    "{c}{x}物业管理有限公司",
    "{c}{x}医药连锁有限公司",
    "{c}{x}汽车销售服务有限公司",
    "{c}{x}冷链物流有限公司",
    "{c}{x}酒店管理有限公司",
]
AF_X = "华润 锦绣 东方 中联 新城 德润 美林 万和 宏达 金桥".split()
AF_ITEMS = [
    ("网络高清摄像机", "400万 红外筒型 POE", "台", 260, 520),
    ("半球摄像机", "400万 室内 拾音", "台", 210, 430),
    ("球型云台摄像机", "400万 25倍 变焦", "台", 1800, 3600),
    ("网络硬盘录像机", "NVR 16路 4盘位", "台", 1100, 2200),
    ("监控专用硬盘", "4TB 监控级", "块", 520, 780),
    ("POE交换机", "8口 百兆 非网管", "台", 180, 360),
    ("人脸识别门禁一体机", "7寸 双目活体", "台", 1300, 2600),
    ("电子围栏主机", "脉冲 双防区", "台", 900, 1900),
    ("超五类网线", "305米 无氧铜", "箱", 320, 560),
    ("监控立杆", "3米 镀锌 含横臂", "根", 260, 480),
    ("液晶监视器", "43寸 工业级", "台", 1600, 2800),
    ("安装辅材", "线槽 水晶头 防水盒", "批", 300, 1200),
    ("系统安装调试", "含布线施工", "项", 1500, 6800),
]


def _af(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 58
    c1, c2 = rng.sample(AF_CITY, 2)
    sup = bare_or(rng, AF_SUP, AF_SUP_BARE, 0.2).format(c=c1, b=rng.choice(AF_B))
    cust = rng.choice(AF_CUST).format(c=c2, x=rng.choice(AF_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{n3}|{Y}{m}{d}{n3}|XQ-CG-{Y}-{n3}|P{y}{n5}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO-{Y}-{n4}|QR{Y}{n4}")
    qt = cj.number(rng, d, "BJ-{y}{m}{n3}|报价{Y}{n3}")
    proj = rng.choice(
        [
            "校园监控改造项目",
            "门店安防升级工程",
            "仓库周界防范项目",
            "停车场监控系统",
            "办公楼门禁系统",
        ]
    )
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.1, 0.3, 0.6), Color(0.05, 0.45, 0.4), RED])
    mode = rng.choice(["grid", "row", "sentence"])
    po_lab = cj.pick(rng, "客户订单号|贵司采购单号|客户PO号|采购订单号|贵方订单编号")
    tlabel = cj.pick(rng, "合计金额|订单总额|总计金额|合同总价")

    def foot() -> None:
        pdf.line(m, pdf.h - 42, right, pdf.h - 42, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 30, f"{sup}　服务热线 {cj.zh_tel(rng)}", 7, colour=GREY)
        pdf.text(
            right,
            pdf.h - 30,
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
    pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
    pdf.text(
        m,
        65,
        f"电话：{cj.zh_tel(rng)}　邮箱：sales@{rng.choice(['anfang', 'tianwang', 'smartsec', 'ruian'])}.com.cn",
        7.6,
        colour=GREY,
    )
    boxed = rng.random() < 0.55
    dstr = cj.fdate(d, rng.choice(["cn", "iso", "slash"]))
    if boxed:
        bw = 168
        pdf.rect(right - bw, 28, bw, 40, stroke=ink, lw=0.8)
        pdf.text(right - bw + 6, 42, cj.pick(rng, "销售单号|销售订单号|确认单号"), 7.6, colour=GREY)
        pdf.text(right - 6, 42, so, 9, align="r", bold=True)
        pdf.text(right - bw + 6, 60, "日期", 7.6, colour=GREY)
        pdf.text(right - 6, 60, dstr, 8.6, align="r")
    else:
        pdf.text(right, 40, f"销售单号：{so}", 8.4, align="r")
        pdf.text(right, 54, f"日期：{dstr}", 8.4, align="r")
    pdf.line(m, 74, right, 74, lw=1.2, colour=ink)
    title = cj.pick(rng, "销售订单确认书|订单确认函|供货确认单|销售确认单")
    pdf.text(pdf.w / 2, 98, title, 16, align="c", bold=True)
    y = 110
    if mode == "grid":
        rows = [
            ["客户名称", cust, po_lab, po],
            ["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "报价单号", qt],
            ["项目名称", proj, "安装地址", cj.zh_addr(rng)],
        ]
        if rng.random() < 0.4:
            rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
        pdf.text(m, y + 8, "感谢贵司订购，现将订单内容确认如下，请核对后签字盖章回传：", 8.6)
        y += 16
    elif mode == "row":
        pdf.text(m, y + 8, f"客户：{cust}", 9.4, bold=True)
        pdf.text(right, y + 8, f"联系人：{cj.person(rng)} {cj.mobile(rng)}", 8.2, align="r")
        y += 16
        heads = [po_lab, "报价单号", "项目名称", "交货日期"]
        vals = [po, qt, proj, cj.fdate(cj.later(rng, d, 5, 25), "cn")]
        if rng.random() < 0.4:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = cj.rel(wd, [24, 22, 32, 22])
        y = crow(pdf, m, y, ws, heads, "cccc", h=17, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "cccc", h=18, size=8.6) + 10
    else:
        pdf.text(m, y + 8, f"{cust}：", 9.4, bold=True)
        y += 16
        s_ = f"贵司{rng.choice(['采购订单', '订单'])}（编号：{po}）已收悉，关于“{proj}”（报价单号 {qt}），现确认供货内容如下："
        for ln in cj.wrap(s_, 8.8, wd - 20):
            pdf.text(m + 18, y + 8, ln, 8.8)
            y += 14
        pdf.text(
            m + 18,
            y + 8,
            f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}　安装地址：{cj.zh_addr(rng)}",
            8,
            colour=GREY,
        )
        y += 18
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        AF_ITEMS,
        n,
        [1, 2, 4, 6, 8, 10, 16, 24],
        ["（室外）", "（加强型）", "（二期）"],
        big=1500,
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], a) for c, a in body]
    ws = cj.rel(wd, [5, 24, 25, 6, 8, 14, 18])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["序号", "产品名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = Decimal(rng.choice([0, 0, 0, 100, 200, 500])) if sub > 3000 else ZERO
    total = sub - disc
    if y + 150 > bottom:
        y = brk()
    y += 10
    if stated:
        if disc:
            pdf.text(right, y + 8, f"货款小计：¥{cj.money(sub)}", 8.6, align="r")
            pdf.text(right, y + 22, f"优惠：-¥{cj.money(disc)}", 8.6, align="r")
            y += 30
        if rng.random() < 0.45:
            pdf.text(right - 190, y + 10, f"{tlabel}（含税）：", 9.4, bold=True)
            pdf.text(right, y + 28, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 36
        else:
            pdf.text(
                right,
                y + 10,
                f"{tlabel}（含13%增值税）：¥{cj.money(total)}",
                10.4,
                align="r",
                bold=True,
            )
            y += 18
        pdf.text(m, y + 8, f"人民币大写：{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.7:
            pct = rng.choice([30, 50])
            dep = r2(total * pct / 100)
            pdf.text(
                m,
                y + 8,
                f"付款方式：合同签订后预付{pct}%计¥{cj.money(dep)}，安装调试验收合格后付清余款¥{cj.money(total - dep)}。",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "设备单价按报价单执行，安装辅材按实际用量结算。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"户名：{sup}",
        f"开户行：{bank}　账号：{acct}",
        f"税号：{cj.credit_code(rng)}",
        "设备质保两年，终身维护；硬盘质保三年。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 8, colour=GREY)
        y += 13
    if y + 64 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"供方：{sup}", 8.4)
    pdf.text(m + wd / 2 + 10, y, cj.pick(rng, "客户确认（签字盖章）：|需方确认：|买方签章："), 8.4)
    pdf.text(m, y + 18, f"销售经理：{cj.person(rng)}　{cj.mobile(rng)}", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 120, y + 4, sup, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind53_zh_anfang_jiankong_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _af)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong logistics warehouse's packaging order

HK_BUY = [
    ("{x}物流有限公司", "{e} Logistics Limited"),
    ("{x}倉儲有限公司", "{e} Warehousing Limited"),
    ("{x}貨運代理有限公司", "{e} Freight Forwarding Co., Ltd."),
    ("{x}速遞有限公司", "{e} Express Limited"),
]
HK_X = [
    ("迅達", "Shun Tat"),
    ("嘉運", "Ka Wan"),
    ("港聯", "Kong Luen"),
    ("永通", "Wing Tung"),
    ("德記", "Tak Kee"),
    ("恒運", "Hang Wan"),
    ("利豐", "Lee Fung"),
    ("新昌", "San Cheong"),
]
HK_SB = [
    ("大昌", "Tai Cheong"),
    ("寶興", "Po Hing"),
    ("合利", "Hop Lee"),
    ("華豐", "Wah Fung"),
    ("金星", "Kam Sing"),
    ("榮記", "Wing Kee"),
    ("偉業", "Wai Yip"),
    ("建興", "Kin Hing"),
]
HK_ST = [
    ("包裝材料", "Packaging Materials"),
    ("紙品", "Paper Products"),
    ("卡板", "Pallets"),
    ("膠袋", "Plastic Bags"),
    ("貿易", "Trading"),
]
HK_ITEMS = [
    ("木卡板 (熏蒸)", "Wooden pallet 1200x1000 ISPM15", "塊", 85, 160),
    ("膠卡板", "Plastic pallet 1100x1100", "塊", 180, 320),
    ("拉伸膜", "Stretch film 500mm x 23mic", "卷", 48, 85),
    ("封箱膠紙", "OPP tape 48mm x 100y (36卷)", "箱", 120, 210),
    ("五層坑紙箱", "Carton 5-ply 600x400x400", "個", 9, 18),
    ("氣泡膜", "Bubble wrap 1.2m x 100m", "卷", 160, 280),
    ("打帶", "PP strapping 15mm", "卷", 75, 140),
    ("防撞角", "Edge protector 50x50x1000", "條", 2.5, 5.5),
    ("熱敏標籤", "Thermal label 100x150 (500張)", "卷", 22, 45),
    ("手推車", "Platform trolley 300kg", "架", 380, 780),
    ("手動叉車輪", "Pallet truck wheel PU", "個", 120, 260),
    ("防潮袋", "Desiccant 500g", "包", 6, 14),
    ("貨架標示牌", "Rack label holder", "個", 3, 8),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    (x, xe) = rng.choice(HK_X)
    bz, be = rng.choice(HK_BUY)
    buyer, buyer_en = bz.format(x=x), be.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(HK_SB), rng.choice(HK_ST)
    if rng.random() < 0.8:
        sup = f"{sb}{st}有限公司"
        sup_en = f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}"
    else:
        sup = f"{sb}{st}公司"
        sup_en = f"{sbe} {ste} Company"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n3}|{y}/{n4}|WH-PO-{n5}|P{Y}{n4}|HKPO{n6}")
    qt = cj.number(rng, d, "Q{y}{n4}|QT-{n5}")
    job = cj.number(rng, d, "JOB{y}{n4}|A/C {n5}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["row", "title", "block"])
    po_lab = cj.pick(rng, "採購單號 P.O. No.|訂單編號 Order No.|P.O. No.|採購單編號")
    dstr = d.strftime(rng.choice(["%d/%m/%Y", "%d-%b-%Y", "%Y年%m月%d日"]))

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
        pdf.text(m, 34, f"{buyer} 採購單 {po}（續 continued）", 8.6)
        return 46

    pdf.text(m, 42, buyer, 15, bold=True)
    pdf.text(m, 56, buyer_en, 9.4, bold=True)
    pdf.text(
        m,
        68,
        f"{rng.choice(['新界葵涌貨櫃碼頭路', '新界屯門龍門路', '九龍九龍灣宏開道', '新界青衣青衣路'])}{rng.randint(1, 120)}號{rng.choice(['物流中心', '貨倉大廈', '工業中心'])}{rng.randint(2, 20)}樓　Tel {cj.hk_tel(rng)}　Fax {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    if mode == "title":
        pdf.text(right, 44, f"採購單 {po}", 15, align="r", bold=True)
        pdf.text(right, 60, "PURCHASE ORDER", 10, align="r", bold=True)
        pdf.text(right, 72, f"日期 Date: {dstr}", 8.2, align="r")
    else:
        pdf.text(right, 44, "採購單", 16, align="r", bold=True)
        pdf.text(right, 60, "PURCHASE ORDER", 10, align="r", bold=True)
    y = 84
    if mode == "row":
        heads = [
            ("日期 Date", dstr),
            (po_lab, po),
            ("報價單 Quotation", qt),
            ("客戶編號 A/C", job),
            ("付款 Terms", cj.pick(rng, "月結30天|C.O.D.|60 days")),
        ]
        if rng.random() < 0.5:
            heads[0], heads[1] = heads[1], heads[0]
        ws = cj.rel(wd, [17, 23, 20, 19, 21])
        y = crow(
            pdf, m, y, ws, [h for h, _ in heads], "ccccc", h=18, size=7.8, fill=PALE, head=True
        )
        y = crow(pdf, m, y, ws, [v for _, v in heads], "ccccc", h=18, size=8.4) + 12
    sup_lab = cj.pick(rng, "供應商 Supplier|致 To|供應商：|To:|")
    pw = (wd - 20) / 2
    yy = y
    if sup_lab:
        pdf.text(m, y + 8, sup_lab, 8, colour=GREY)
        yy = y + 14
    yy += 8
    for i, s in enumerate(
        [
            sup,
            sup_en,
            f"{rng.choice(['長沙灣', '觀塘', '柴灣', '荃灣'])}{rng.choice(['工業大廈', '中心', '貿易廣場'])}{rng.randint(2, 22)}樓{rng.choice('ABCDEF')}室",
            f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}",
        ]
    ):
        pdf.text(m, yy, s, 9.6 if i == 0 else 8.2, bold=i == 0)
        yy += 13
    x2 = m + pw + 20
    y2 = y
    if mode == "block":
        kv = [
            (po_lab, po),
            ("日期 Date", dstr),
            ("報價單 Quote Ref.", qt),
            ("客戶編號 A/C No.", job),
        ]
        if rng.random() < 0.35:
            kv[0], kv[2] = kv[2], kv[0]
        for k, v in kv:
            pdf.text(x2, y2 + 10, k, 8, colour=GREY)
            pdf.text(right, y2 + 10, v, 8.8, align="r", bold=v == po)
            y2 += 14
        y2 += 16
    else:
        y2 += 8
    pdf.text(x2, y2, "送貨地址 Deliver to", 8, colour=GREY)
    y2 += 13
    for s in [
        f"{buyer} {rng.choice(['A倉', '3號碼頭', '地下貨台'])}",
        "收貨時間 星期一至六 08:00-16:00",
        f"聯絡 {cj.person(rng, 'zh-Hant')} {cj.hk_tel(rng)}",
    ]:
        pdf.text(x2, y2, s, 8.2)
        y2 += 13
    if rng.random() < 0.5:
        pdf.text(x2, y2, f"發票寄 Bill to: {buyer_en} – Accounts Dept.", 7.8, colour=GREY)
        y2 += 13
    y = max(yy, y2) + 6
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [32, 40])
    lines = more_lines(
        rng, HK_ITEMS, n, [5, 10, 20, 24, 50, 100, 200], ["(加厚)", "(特價)", "(藍色)"]
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
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 10])) / 100)
    dlv = Decimal(rng.choice([0, 0, 150, 300, 450]))
    total = sub - disc + dlv
    if y + 120 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows_.append(("折扣 Discount", f"({disc:,.2f})"))
        if dlv:
            rows_.append(("運費 Delivery charge", f"{dlv:,.2f}"))
        tl = cj.pick(rng, "總額 TOTAL|合計 Total HK$|總數 Grand Total|總金額 Total Amount")
        w2 = [130, 100]
        for lab, v in rows_:
            y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=18, size=8.4)
        if rng.random() < 0.35:
            pdf.rect(right - sum(w2), y, sum(w2), 36, fill=PALE, stroke=black, lw=0.5)
            pdf.text(right - sum(w2) + 4, y + 13, tl, 8.8, bold=True)
            pdf.text(right - 4, y + 30, f"HK${total:,.2f}", 10.4, align="r", bold=True)
            y += 36
        else:
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [tl, f"HK${total:,.2f}"],
                "lr",
                h=18,
                size=8.4,
                bold=True,
                fill=PALE,
            )
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            pdf.text(m, y - 18, f"已付訂金 Deposit paid: HK${dep:,.2f}", 8.2)
            pdf.text(m, y - 4, f"餘額 Balance due: HK${total - dep:,.2f}", 8.2)
        if rng.random() < 0.4:
            pdf.text(
                m,
                y + 12,
                cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS"),
                7.6,
                maxw=wd,
            )
            y += 14
    else:
        pdf.text(m, y + 10, "價錢按報價單，以實際送貨數量結算 Price as per quotation.", 8.4)
        y += 16
    y += 12
    for t in [
        "1. 送貨單及發票請註明採購單號 Please quote our P.O. No. on delivery note and invoice.",
        "2. 卡板須附熏蒸證明 Pallets must carry ISPM15 mark.",
        "3. 如有延誤請預先通知 Please advise any delay in advance.",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.6, colour=GREY)
        y += 12
    if y + 54 > bottom:
        y = brk()
    y += 36
    sw = wd / 3
    labs = [
        "經手人 Prepared by",
        cj.pick(rng, "倉務經理 Warehouse Manager|營運總監 Operations Director"),
        cj.pick(rng, "供應商確認 Supplier acknowledgement|供應商簽收 Accepted by Supplier"),
    ]
    for k, lab in enumerate(labs):
        pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_hk_cangchu_baozhuang_haocai_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja dry cleaner's supplies order

CL_SHOP = [
    "{p}クリーニング",
    "株式会社{p}クリーニング",
    "クリーニング{p}",
    "{p}ドライ有限会社",
    "ホームクリーニング{p}",
]
CL_P = "白洋 みどり 富士 さくら あおば 朝日 ひかり 清風 太陽 つばさ 若葉 ニコニコ".split()
CL_SB = "大和 東洋 中央 三栄 日本 丸三 北陸 関西 光 昭和 京浜 中部".split()
CL_ST = ["資材", "ハンガー", "化学", "包装", "商事"]
CL_ITEMS = [
    ("ワイヤーハンガー", "白 16インチ 500本", "箱", 3200, 5200),
    ("プラハンガー", "スーツ用 肩幅42", "本", 28, 65),
    ("包装用ポリカバー", "ロール 60cm×1200m", "巻", 4800, 8200),
    ("ドライ溶剤", "石油系 18L", "缶", 3600, 6200),
    ("洗剤（水洗用）", "弱アルカリ 20kg", "袋", 5200, 9800),
    ("しみ抜き剤", "油性用 1L", "本", 980, 2200),
    ("タグ", "番号札 1000枚", "束", 650, 1400),
    ("ホッチキス針", "タグ留め用", "箱", 380, 820),
    ("仕上げ用アイロン台カバー", "耐熱 大", "枚", 2600, 5400),
    ("ボイラー用軟水剤", "再生塩 25kg", "袋", 1600, 2900),
    ("フィルターカートリッジ", "溶剤ろ過用", "本", 7800, 14800),
    ("レジ袋", "持ち手付 LL 100枚", "袋", 380, 720),
]


def _cl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    shop = rng.choice(CL_SHOP).format(p=rng.choice(CL_P))
    b, t = rng.choice(CL_SB), rng.choice(CL_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|H{Y}{n4}|{Y}{m}{d}-{n2}|CL-{n5}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}")
    kcode = cj.number(rng, d, "{n6}|T-{n4}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|注文No.")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.1, 0.3, 0.55), Color(0.15, 0.35, 0.25), black])
    mode = rng.choice(["box", "title", "grid"])
    incl = rng.random() < 0.35

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

    title = cj.pick(rng, "発　注　書|発注書|注　文　書|注文書")
    if mode == "title":
        pdf.text(m, 46, title, 17, bold=True, colour=ink)
        pdf.text(right, 46, f"{po_lab}　{po}", 10.4, align="r", bold=True)
        pdf.text(right, 60, f"発注日　{cj.fdate(d, ds)}", 8.4, align="r")
        yy = 66
    else:
        pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
        yy = 60
        if mode == "box":
            bw = [58, 100]
            for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
                yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
        else:
            pdf.text(right, 62, f"発注日　{cj.fdate(d, ds)}", 8.4, align="r")
            yy = 66
    y = 86
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(
        m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
    )
    pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
    if rng.random() < 0.5:
        pdf.text(
            m, y + 18, f"ご担当：{cj.person(rng, 'ja')} 様　FAX {cj.ja_tel(rng)}", 7.8, colour=GREY
        )
        y += 12
    pdf.text(m, y + 20, "下記のとおり発注いたします。", 8.6)
    ry = max(yy, 92) + 14
    pdf.text(right, ry + 4, shop, 11, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(
        right,
        ry + 42,
        f"担当：{cj.person(rng, 'ja')}（{rng.choice(['店長', '工場長', '購買担当'])}）",
        7.8,
        align="r",
    )
    if rng.random() < 0.65:
        pdf.stamp(
            right - 16,
            ry + 14,
            shop.replace("株式会社", "").replace("有限会社", "")[:4],
            rng,
            shape="rect",
            r=18,
        )
    y += 34
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [28, 36])
    lines = more_lines(
        rng,
        CL_ITEMS,
        n,
        [1, 2, 3, 5, 10, 20, 50],
        ["（徳用）", "（黒）", "（小）"],
        places=0,
        big=6000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    if incl:
        total = sub
        tax = ZERO
    else:
        tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
        total = sub + tax
    top_box = stated and rng.random() < 0.6
    if top_box:
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
    row = [
        "納期",
        cj.fdate(cj.later(rng, d, 5, 30), ds),
        "納品場所",
        cj.pick(rng, "本店工場|第二工場|受付店舗"),
        "お見積No.",
        mitsu,
    ]
    if mode == "grid":
        row = [po_lab, po, *row[:4]]
        row2 = [
            "お見積No.",
            mitsu,
            "取引先コード",
            kcode,
            "支払条件",
            cj.pick(rng, "月末締翌月末払|20日締翌月10日払"),
        ]
        rows = [row, row2]
    else:
        rows = [row]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [11, 19, 11, 21, 11, 27]),
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
    pl, al = ("単価（税込）", "金額（税込）") if incl else ("単価", "金額")
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 28, 25, 9, 6, 12, 15]),
        ["No.", "品名", "規格", "数量", "単位", pl, al],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 96 > bottom:
        y = brk()
    y += 6
    if stated:
        w2 = [100, 104]
        lab = cj.pick(rng, "合計|合計金額|総合計|ご請求予定額")
        if incl:
            rows_ = [
                (lab, f"¥{total:,.0f}"),
                (
                    "（内消費税10%）",
                    f"{(total * Decimal(10) / 110).quantize(Decimal(1), rounding='ROUND_DOWN'):,.0f}",
                ),
            ]
            boldk = 0
        else:
            rows_ = [
                ("小計", f"{sub:,.0f}"),
                ("消費税（10%）", f"{tax:,.0f}"),
                (lab, f"¥{total:,.0f}"),
            ]
            boldk = 2
        for k, (l_, v) in enumerate(rows_):
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [l_, v],
                "lr",
                h=18,
                size=8.6,
                bold=k == boldk,
                fill=PALE if k == boldk else None,
            )
    else:
        pdf.text(m, y + 10, "単価はお見積書のとおり。数量確定後に金額をご連絡ください。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・溶剤はSDSを添付のうえ納品してください。",
        "・納品書・請求書には発注番号をご記入ください。",
        f"・取引先コード：{kcode}",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t, 7.8)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 32, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    if rng.random() < 0.5:
        pdf.text(m, y + 30, "受注確認欄（仕入先ご記入）：　　年　　月　　日　　印", 8)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_ja_cleaning_ten_shizai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cl)


# --------------------------------------------------------------------------- 5 en-US rodeo association's arena and livestock order

RO_N = "Red Mesa|Cimarron|Big Horn|Pecos Valley|Medicine Bow|Cody Basin|Paloma Springs|Cottonwood|Sweetwater|Lone Butte|Powder River|Silver Spur".split(
    "|"
)
RO_BUY = [
    "{n} Rodeo Association",
    "{n} Stampede, Inc.",
    "{n} County Fair & Rodeo",
    "{n} Livestock Arena LLC",
    "{n} Pro Rodeo Committee",
]
RO_A = "Hendricks|Calloway|Burkett|McCrae|Sandoval|Tolliver|Beaumont|Garrity|Whitfield|Ochoa|Pruitt|Delacroix".split(
    "|"
)
RO_SUP_FORMED = [
    "{a} Livestock Equipment, Inc.",
    "{a} Feed & Supply Co.",
    "{a} Western Wear LLC",
    "{a} Arena Services, Inc.",
    "{a} Trailer & Panel Co.",
    "{a} Hay Company",
]
RO_SUP_BARE = ["{a} Saddlery", "{a} Bros. Hay", "{a} & {b}", "{f} {a} Welding"]
RO_F = "Cody|Dusty|Wade|Tammy|Colt|Shelby|Jolene|Travis|Rusty|Darla".split("|")
RO_ST = ["TX", "OK", "WY", "MT", "CO", "NM", "NE", "SD"]
RO_ITEMS = [
    ("Portable livestock panel, 12 ft, 6-bar", "ea", 145, 260),
    ("Bucking chute, hydraulic, w/ gate", "ea", 6800, 11800),
    ("Arena sand/clay mix, delivered", "ton", 28, 54),
    ("Alfalfa hay, small square bales", "bale", 9, 16),
    ("Contestant back numbers, printed", "set", 0.8, 2.1),
    ("Bull rope, regular, with bell", "ea", 145, 260),
    ("Flank strap, sheepskin lined", "ea", 38, 72),
    ("Bleacher rental, 5-row, per event", "unit", 380, 720),
    ("EMT standby crew, per performance", "perf.", 650, 1200),
    ("Arena sound system rental", "day", 480, 950),
    ("Roping steer lease, per head", "head", 95, 180),
    ("Arena harrow tines, replacement", "set", 120, 240),
    ("Water trough, 300 gal poly", "ea", 210, 390),
]


def _ro(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    nm = rng.choice(RO_N)
    buyer = rng.choice(RO_BUY).format(n=nm)
    a1, a2 = rng.sample(RO_A, 2)
    sup = bare_or(rng, RO_SUP_FORMED, RO_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(RO_F))
    st = rng.choice(RO_ST)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["#####", f"PO-{dt.year}-###", "R###-##", f"{dt:%y}####", "RA-####"])
    )
    req = la.digits(rng, rng.choice(["REQ-####", "Req. ###"]))
    quote = la.digits(rng, rng.choice(["Q-#####", "Quote ####", "EST-####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "block", "strip"])
    po_lab = la.pick(rng, "P.O. #|P.O. Number|PO No.|Purchase Order #")
    df = lambda x: la.dfmt(x, rng.choice(["us", "usl"]))  # noqa: E731
    tax_rate = Decimal(rng.choice(["6.25", "7.25", "4.5", "5.5", "8.0"]))

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · EIN {la.digits(rng, '##-#######')} · Sales tax permit {la.digits(rng, '#########')}",
            6.6,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 30, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} — {po_lab} {po} (continued)", 9, b=True)
        return 56

    d.t(m, 46, buyer, 14.5, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.randint(100, 9800)} {rng.choice(['Fairgrounds Rd', 'Arena Dr', 'County Road 12', 'Rodeo Ln'])}, {rng.choice(['Amarillo', 'Cheyenne', 'Billings', 'Ogden', 'Ada', 'Greeley'])}, {st} {la.digits(rng, '#####')}",
            f"Phone ({la.digits(rng, '###')}) {la.digits(rng, '###-####')} · office@{nm.lower().replace(' ', '')}rodeo.org",
        ],
        7.8,
        lead=10,
    )
    if mode == "beside":
        d.t(
            r,
            46,
            f"PURCHASE ORDER {po}" if rng.random() < 0.5 else f"PURCHASE ORDER  {po_lab} {po}",
            13,
            b=True,
            al="r",
        )
        d.t(r, 60, f"Date: {df(dt)}", 8.4, al="r")
    else:
        d.t(
            r,
            46,
            la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER FORM"),
            15,
            b=True,
            al="r",
        )
    y = 84
    if mode == "block":
        kv = [
            (po_lab, po),
            ("Date", df(dt)),
            ("Requisition", req),
            ("Your quote", quote),
            (
                "Event",
                f"{rng.choice(['Spring', 'Labor Day', 'Frontier Days', 'Summer Series'])} Rodeo {dt.year}",
            ),
        ]
        if rng.random() < 0.35:
            kv[0], kv[1] = kv[1], kv[0]
        bw = min(250, wd * 0.42)
        bx = r - bw
        d.box(bx, y - 2, bw, 14 * len(kv) + 6, fill=0.94 if rng.random() < 0.5 else None)
        kv_at(d, bx + 6, y + 1, kv, 8.2, right=r - 6, lead=14, bold_key=po_lab)
        y2 = y + 14 * len(kv) + 12
    else:
        y2 = y
    if mode == "strip":
        heads = [po_lab, "DATE", "REQUISITIONER", "SHIP VIA", "F.O.B.", "TERMS"]
        vals = [
            po,
            df(dt),
            f"{rng.choice(RO_F)} {rng.choice(RO_A)}",
            la.pick(rng, "Supplier truck|Best way|Will call|Freight"),
            la.pick(rng, "Destination|Origin|Arena"),
            la.pick(rng, "Net 30|Net 15|Due on receipt"),
        ]
        ws = [wd * f for f in (0.15, 0.14, 0.2, 0.18, 0.15, 0.18)]
        y = lrow(d, m, y, ws, heads, "cccccc", h=15, size=7.4, b=True, fill=0.86)
        y = lrow(d, m, y, ws, vals, "cccccc", h=17, size=8.2) + 12
    cw = (wd - 18) / 2 if mode != "block" else wd * 0.5
    vlab = la.pick(rng, "VENDOR|Vendor:|TO|Supplier|")
    vrows = [
        sup,
        f"{rng.randint(10, 9900)} {rng.choice(['Hwy 287', 'Industrial Blvd', 'Stockyards Rd', 'Main St'])}",
        f"{rng.choice(['Stephenville', 'Fort Worth', 'Casper', 'Guthrie', 'Sheridan'])}, {rng.choice(RO_ST)} {la.digits(rng, '#####')}",
        f"Attn: {rng.choice(RO_F)} {rng.choice(RO_A)} · ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
    ]
    srows = [
        buyer,
        la.pick(rng, "Arena gate 3 (north lot)|Livestock barn B|Grounds maintenance shed"),
        f"{rng.choice(['Amarillo', 'Cheyenne', 'Billings', 'Ada'])}, {st} {la.digits(rng, '#####')}",
        f"Contact: {rng.choice(RO_F)} {rng.choice(RO_A)}, Arena Director",
    ]
    blocks = [(vlab, vrows), ("SHIP TO", srows)]
    if mode != "block" and rng.random() < 0.35:
        blocks.reverse()
    yy = y
    if mode == "block":
        blocks = blocks[:1]
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 18)
        sy = y
        if lab:
            d.t(xx, sy + 8, lab, 8, b=True, grey=0.3)
            d.line(xx, sy + 11, xx + cw, sy + 11, 0.4)
            sy += 14
        yy = max(yy, d.lines(xx, sy, rows, 8.8, b_first=rows[0] == sup, lead=11.5))
    y = max(yy, y2) + 8
    if mode == "block":
        d.t(m, y + 8, f"Ship to: {buyer}, {srows[1]}", 8, grey=0.2)
        y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        RO_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 40, 80],
        ["- spare", "- youth", "- 2nd perf."],
        big=3000,
    )
    body = [
        ([str(i), la.digits(rng, "##-###"), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.1, 0.43, 0.08, 0.08, 0.12, 0.14)],
        ["#", "Item", "Description", "Qty", "Unit", "Unit Price", "Amount"],
        body,
        "lllrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100)
    tax = r2((sub - disc) * tax_rate / 100)
    frt = Decimal(rng.choice([0, 0, 85, 150, 275, 420]))
    total = sub - disc + tax + frt
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", f"${en2(sub)}", False)]
        if disc:
            rows_.append(("Discount", f"-${en2(disc)}", False))
        rows_.append((f"Sales Tax ({tax_rate}%)", f"${en2(tax)}", False))
        rows_.append(("Freight / Delivery", f"${en2(frt)}" if frt else "—", False))
        xl = m + wd * 0.58
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "TOTAL|Total Due|P.O. TOTAL|Order Total|Grand Total")
        if rng.random() < 0.4:
            y = below_total(d, xl, r - 3, y, lab, f"${en2(total)}", rng.random() < 0.5)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"${en2(total)}", True)],
                9.4,
                box_last=rng.random() < 0.6,
                shade=0.9 if rng.random() < 0.4 else None,
            )
        if rng.random() < 0.35:
            dep = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
            d.t(
                m,
                y - 4,
                f"Deposit paid (check #{la.digits(rng, '####')}): ${en2(dep)}   Balance due on delivery: ${en2(total - dep)}",
                7.8,
            )
            y += 6
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing per {quote}; final amount on delivery tickets. Not to exceed budget approved by the board.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Please reference our P.O. number on all invoices, packing slips and delivery tickets. Livestock must carry current health papers.",
        f"Delivery to be completed by {df(dt + timedelta(days=rng.randint(7, 40)))}; call the arena office 24 hours ahead.",
    ]:
        if y + 14 > bottom:
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
        f"Authorized by: {rng.choice(RO_F)} {rng.choice(RO_A)}, {rng.choice(['Rodeo Secretary', 'Arena Director', 'Treasurer', 'General Manager'])}",
    )
    d.sign(
        m + sw + 20, y, sw, la.pick(rng, "Vendor acceptance|Received by vendor (signature / date)")
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_en_us_rodeo_arena_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ro)


# --------------------------------------------------------------------------- 6 en-NZ mussel farm's gear order

MF_N = "Pelorus|Kenepuru|Coromandel Bay|Tasman Reef|Havelock|Te Puru|Wilson Bay|Port Underwood|Golden Bay|Kaiaua|Admiralty|Clova Bay".split(
    "|"
)
MF_BUY = [
    "{n} Mussels Ltd",
    "{n} Marine Farms Limited",
    "{n} Aquaculture Ltd",
    "{n} Seafoods Limited",
]
MF_A = "McKenzie|Thornton|Waaka|Pennington|Rangi|Halliday|Grainger|Te Huia|Brockie|Fenwick|Oakley|Parata".split(
    "|"
)
MF_SUP_FORMED = [
    "{a} Marine Supplies Ltd",
    "{a} Ropes NZ Limited",
    "{a} Floats & Buoys Ltd",
    "{a} Aqua Gear Limited",
    "{a} Hydraulics (2019) Ltd",
    "{a} Engineering Ltd",
]
MF_SUP_BARE = ["{a} Boatbuilders", "{a} Marine", "{a} & Sons"]
MF_ITEMS = [
    ("Mussel dropper rope 20 mm, per 220 m coil", "coil", 210, 380),
    ("Backbone rope 44 mm polysteel", "m", 5.8, 9.9),
    ("Float 300 L, black PE, with lug", "ea", 95, 165),
    ("Cotton culture sock, 1200 m roll", "roll", 320, 560),
    ("Spat catching rope, 2000 m", "bale", 480, 820),
    ("Anchor screw 3 m galvanised", "ea", 380, 690),
    ("Harvester drum liner", "ea", 1200, 2400),
    ("Hydraulic hose assembly 1/2in", "ea", 65, 140),
    ("Mussel bins 1 t, plastic", "ea", 310, 520),
    ("Wet-weather gear set", "set", 140, 260),
    ("Buoy lights solar, yellow", "ea", 85, 170),
    ("Cable ties UV 450 mm (bag 100)", "bag", 18, 34),
]


def _mf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djserif"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    nm = rng.choice(MF_N)
    buyer = rng.choice(MF_BUY).format(n=nm)
    a1, a2 = rng.sample(MF_A, 2)
    sup = bare_or(rng, MF_SUP_FORMED, MF_SUP_BARE, 0.25).format(a=a1)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO#####", f"MF{dt:%y}-###", "######", "PO-####", f"{dt:%y%m}##"])
    )
    site = la.digits(rng, rng.choice(["Site ###", "MF #####", "Farm 8###"]))
    lease = la.digits(rng, rng.choice(["Coastal permit U######", "Lease ####"]))
    quote = la.digits(rng, rng.choice(["Q#####", "Quote ####"]))
    gst = la.digits(rng, "###-###-###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "kv", "beside"])
    po_lab = la.pick(rng, "Order No.|PO Number|Purchase Order No.|PO#")
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "long_en"]))  # noqa: E731

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(
            m,
            d.h - 34,
            f"{buyer} · GST No. {gst} · NZBN 94290{la.digits(rng, '########')} · accounts@{nm.lower().replace(' ', '')}mussels.co.nz",
            6.6,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 34, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Purchase Order {po} (cont.)", 9, b=True)
        return 58

    top = rng.random() < 0.5
    if top:
        d.box(0, 0, d.w, 70, fill=0.9, stroke=False)
    d.t(m, 40, buyer, 15, b=True)
    d.t(
        m,
        54,
        f"{rng.randint(1, 300)} {rng.choice(['Wharf Road', 'Queen Charlotte Drive', 'Kenny Road', 'Marina Parade'])}, {rng.choice(['Havelock', 'Picton', 'Thames', 'Nelson', 'Coromandel'])} {la.digits(rng, '7###')} · Ph 03 {la.digits(rng, '### ####')}",
        7.8,
        grey=0.25,
    )
    if mode == "beside":
        d.t(r, 40, f"PURCHASE ORDER {po}", 13.5, b=True, al="r")
        d.t(r, 54, f"Date {df(dt)}", 8.2, al="r")
    else:
        d.t(r, 40, la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER"), 15, b=True, al="r")
    y = 88
    if mode == "grid":
        labels = [po_lab, "Date", "Your Quote", "Farm Site", "Required by"]
        vals = [
            po,
            la.dfmt(dt, "dmy"),
            quote,
            site,
            la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy"),
        ]
        if rng.random() < 0.4:
            labels[0], labels[3], vals[0], vals[3] = labels[3], labels[0], vals[3], vals[0]
        y = d.grid(m, y, [wd * f for f in (0.2, 0.16, 0.2, 0.22, 0.22)], labels, vals, 8.4) + 12
    vlab = la.pick(rng, "To|Supplier|Supplier:|")
    sy = y
    if vlab:
        d.t(m, sy + 8, vlab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.randint(1, 90)} {rng.choice(['Bridge Street', 'Vickerman Street', 'Port Road', 'Akersten Street'])}",
            f"{rng.choice(['Nelson', 'Blenheim', 'Tauranga', 'Auckland', 'Timaru'])} {la.digits(rng, '####')}",
            f"Attn: {rng.choice(['Shane', 'Mere', 'Craig', 'Aroha', 'Bruce'])} {rng.choice(MF_A)}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kx = m + wd * 0.52
    ky = y
    if mode == "kv":
        kv = [
            (po_lab, po),
            ("Date", df(dt)),
            ("Your quote", quote),
            ("Farm / site", site),
            ("Consent", lease),
        ]
        if rng.random() < 0.3:
            kv[0], kv[2] = kv[2], kv[0]
        ky = kv_at(
            d,
            kx,
            y,
            kv,
            8.2,
            right=r if rng.random() < 0.5 else None,
            lead=12.5,
            bold_key=po_lab,
            maxw=r - kx,
        )
    else:
        ky = kv_at(
            d,
            kx,
            y,
            [
                (
                    "Deliver to",
                    f"{buyer} – {rng.choice(['Havelock marina shed', 'Barge ramp, Elaine Bay', 'Factory loading bay'])}",
                ),
                (
                    "Contact",
                    f"{rng.choice(['Wiremu', 'Jess', 'Hamish', 'Kiri'])} {a2} 027 {la.digits(rng, '### ####')}",
                ),
                ("Site", lease),
            ],
            8,
            lead=12,
            maxw=r - kx,
        )
    y = max(sy, ky) + 12
    if mode == "kv":
        d.t(
            m,
            y + 8,
            f"Deliver to: {buyer}, {rng.choice(['Havelock marina shed', 'barge ramp', 'factory loading bay'])} – contact {a2} 027 {la.digits(rng, '### ####')}",
            8,
            grey=0.2,
            maxw=wd,
        )
        y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        MF_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 50, 100, 400],
        ["(spare)", "(line 4)", "(hi-vis)"],
        big=1000,
    )
    body = [
        ([la.digits(rng, "MS-####"), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.47, 0.08, 0.08, 0.12, 0.14)],
        ["Code", "Description", "Qty", "Unit", "Unit $", "Amount $"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice(["0", "0", "2.5", "5", "7.5"])) / 100)
    frt = Decimal(rng.choice([0, 0, 65, 120, 240]))
    excl = sub - disc + frt
    g = r2(excl * Decimal("0.15"))
    total = excl + g
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal (excl. GST)", f"${en2(sub)}", False)]
        if disc:
            rows_.append(("Less trade discount", f"-${en2(disc)}", False))
        if frt:
            rows_.append(("Freight", f"${en2(frt)}", False))
        rows_.append(("GST 15%", f"${en2(g)}", False))
        xl = m + wd * 0.56
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Total incl. GST|TOTAL (NZD)|Order Total incl GST|Total")
        if rng.random() < 0.4:
            y = below_total(d, xl, r - 3, y, lab, f"NZ${en2(total)}", rng.random() < 0.5)
        else:
            y = d.summary(xl, r - 3, y, [(lab, f"${en2(total)}", True)], 9.4, box_last=True)
        if rng.random() < 0.3:
            dep = r2(total * Decimal("0.2"))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"20% deposit paid {la.dfmt(dt, 'dmy')}: ${en2(dep)} · Balance on delivery ${en2(total - dep)}",
                7.6,
                r - xl + 4,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per {quote}. Supplier to invoice actual quantities delivered.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Please quote our order number on all delivery dockets and tax invoices. Invoices to be received by the 20th of the month for payment on the 20th of the following month.",
        "All rope must be UV-stabilised and supplied with batch certificates.",
    ]:
        if y + 14 > bottom:
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
        f"Authorised: {rng.choice(['Wiremu', 'Jess', 'Hamish', 'Kiri', 'Grant'])} {rng.choice(MF_A)}, {rng.choice(['Farm Manager', 'Operations Manager', 'Director'])}",
    )
    d.sign(m + sw + 20, y, sw, la.pick(rng, "Supplier acknowledgement|Accepted for supplier"))
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_en_nz_mussel_farm_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mf)


# --------------------------------------------------------------------------- 7 de-AT Christmas-tree grower's order

CB_BUY = [
    "Christbaumkultur {n}",
    "{n} Christbäume GmbH",
    "Forst- und Christbaumbetrieb {n} KG",
    "Baumschule {n} e.U.",
    "Christbaumhof {n}",
]
CB_N = "Hinterberger|Aichinger|Pichler|Reisinger|Stockinger|Lechner|Edlinger|Wallner|Hörmann|Kremser|Ebner|Zauner".split(
    "|"
)
CB_SUP_FORMED = [
    "{n} Gartenbedarf GmbH",
    "{n} Verpackungstechnik GmbH",
    "Lagerhaus {o} eGen",
    "{n} Forsttechnik GmbH",
    "{n} Landmaschinen GmbH & Co KG",
    "{n} Pflanzenhandel GmbH",
]
CB_SUP_BARE = ["Schmiede {n}", "{n} Holzhandel", "Forstbaumschule {n}"]
CB_SN = "Gruber|Haider|Weninger|Moosbrugger|Eder|Pointner|Schachner|Fellner|Ortner|Kastner".split(
    "|"
)
CB_O = ["Mostviertel", "Waldviertel", "Mühlviertel", "Pinzgau", "Oststeiermark", "Innviertel"]
CB_F = "Josef|Anna|Franz|Theresia|Leopold|Monika|Andreas|Rosa".split("|")
CB_ITEMS = [
    ("Nordmanntanne Setzling 25–40 cm, Topfballen", "Stk", 13, 0.85, 1.6),
    ("Blaufichte Setzling 3-jährig", "Stk", 13, 0.6, 1.2),
    ("Christbaumnetz 50 cm, Rolle 500 m", "Rolle", 20, 38, 64),
    ("Netzgerät Trichter 50 cm", "Stk", 20, 680, 1250),
    ("Christbaumständer Gusseisen", "Stk", 20, 24, 46),
    ("Langzeitdünger 25 kg", "Sack", 20, 32, 55),
    ("Spitzenschutz / Leittriebspange", "Pkg", 20, 18, 36),
    ("Herkunftsetiketten mit Loch (1000 Stk)", "Pkg", 20, 42, 78),
    ('Motorsägenkette 3/8" 72 TG', "Stk", 20, 28, 48),
    ("Mistelzweige frisch", "Bund", 13, 2.5, 5),
    ("Tannenreisig Bündel 10 kg", "Bund", 13, 6, 11),
    ("Erdbohrer Ø 150 mm", "Stk", 20, 95, 180),
]


def _cb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(46, 60)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    buyer = rng.choice(CB_BUY).format(n=rng.choice(CB_N))
    sup = bare_or(rng, CB_SUP_FORMED, CB_SUP_BARE, 0.3).format(
        n=rng.choice(CB_SN), o=rng.choice(CB_O)
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"B-{dt.year}-###", "BS#####", f"{dt:%y}/###", f"{dt.year}-0###", "CB-####"]),
    )
    kd = la.digits(rng, "K#####")
    ang = la.digits(rng, rng.choice(["AN-####", "Angebot ####/##", "ANG#####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "list", "box"])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.")
    street = f"{rng.choice(['Hinterberg', 'Waldstraße', 'Tannenweg', 'Dorfstraße'])} {rng.randint(1, 60)}"
    plz = rng.choice(
        [
            "3364 Neuhofen an der Ybbs",
            "3920 Groß Gerungs",
            "4190 Bad Leonfelden",
            "8280 Fürstenfeld",
            "5710 Kaprun",
        ]
    )

    def foot() -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        d.t(
            m,
            d.h - 40,
            f"{buyer} · {street}, {plz} · UID ATU{la.digits(rng, '########')} · LFBIS {la.digits(rng, '#######')}",
            6.6,
            grey=0.35,
            maxw=wd,
        )
        d.t(
            m,
            d.h - 31,
            f"Raiffeisenbank · IBAN AT{la.digits(rng, '## #### #### #### ####')} · BIC RLNWATWW",
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

    if rng.random() < 0.5:
        d.t(r, 50, buyer, 15, b=True, al="r")
        d.t(
            r,
            63,
            f"{street} · {plz} · Tel. +43 {la.digits(rng, '#### ####')}",
            7.6,
            al="r",
            grey=0.3,
        )
    else:
        d.t(m, 50, buyer, 15, b=True)
        d.t(
            m,
            63,
            f"{street} · {plz} · Tel. +43 {la.digits(rng, '#### ####')} · office@christbaum-{rng.choice(CB_N).lower()}.at",
            7.6,
            grey=0.3,
        )
    d.t(m, 112, f"{buyer}, {street}, {plz}", 6.4, grey=0.35, maxw=240)
    d.line(m, 115, m + 240, 115, 0.3)
    rows = []
    if rng.random() < 0.35:
        rows.append("Firma")
    rows += [
        sup,
        f"{rng.choice(['Industriestraße', 'Gewerbepark', 'Lagerhausstraße', 'Hauptplatz'])} {rng.randint(1, 120)}",
        rng.choice(
            ["3300 Amstetten", "3580 Horn", "4020 Linz", "8200 Gleisdorf", "5700 Zell am See"]
        ),
    ]
    if rng.random() < 0.4:
        rows.append(f"z. H. {rng.choice(['Herrn', 'Frau'])} {rng.choice(CB_SN)}")
    for i, s_ in enumerate(rows):
        d.t(m, 122 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
    kv = [] if mode == "beside" else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Unsere Kundennr.", kd),
        ("Ihr Angebot", ang),
        ("Sachbearbeitung", f"{rng.choice(CB_F)} {rng.choice(CB_N)}"),
    ]
    if mode == "list" and rng.random() < 0.3:
        kv[0], kv[1] = kv[1], kv[0]
    kx = m + wd * 0.58
    ky = 108
    if mode == "box":
        d.box(kx - 6, ky - 4, r - kx + 6, 13 * len(kv) + 6, fill=0.94)
    for k, v in kv:
        d.t(kx, ky + 8, k, 8, grey=0.3)
        d.t(r - (4 if mode == "box" else 0), ky + 8, v, 8.4, al="r", b=k == po_lab)
        ky += 13
    y = max(196, ky + 16)
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Saison " + str(dt.year))
    d.t(m, y, f"{title} Nr. {po}" if mode == "beside" else title, 12.5, b=True)
    y += 8
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, wir bestellen zur Lieferung frei Hof bis {la.dfmt(dt + timedelta(days=rng.randint(5, 21)), 'dot')} (Anlieferung werktags 7–16 Uhr, Zufahrt über den Forstweg):",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        CB_ITEMS,
        n,
        [1, 2, 5, 10, 20, 50, 200, 500, 1000],
        ["(Nachlieferung)", "(Feld 3)", "(Reserve)"],
        big=400,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), f"{it[2]} %", eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.08, 0.12, 0.08, 0.12)],
        ["Pos.", "Bezeichnung", "Menge", "Einh.", "EP €", "USt", "Gesamt €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n13 = sum((a for it, _, _, a in lines if it[2] == 13), ZERO)
    n20 = sum((a for it, _, _, a in lines if it[2] == 20), ZERO)
    u13, u20 = r2(n13 * Decimal("0.13")), r2(n20 * Decimal("0.2"))
    total = n13 + n20 + u13 + u20
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Summe netto", f"€ {eu(n13 + n20)}", False)]
        if n13:
            rows_.append(("zzgl. 13 % USt", f"€ {eu(u13)}", False))
        if n20:
            rows_.append(("zzgl. 20 % USt", f"€ {eu(u20)}", False))
        xl = m + wd * 0.55
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Gesamtbetrag|Gesamtsumme brutto|Bestellsumme inkl. USt|Endbetrag")
        if rng.random() < 0.5:
            y = below_total(d, xl, r - 3, y, lab, f"€ {eu(total)}", True)
        else:
            y = d.summary(xl, r - 3, y, [(lab, f"€ {eu(total)}", True)], 9.2, box_last=True)
        if rng.random() < 0.4:
            sk = r2(total * Decimal("0.02"))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Bei Zahlung binnen 14 Tagen abzgl. 2 % Skonto (€ {eu(sk)}): € {eu(total - sk)}",
                7.6,
                r - xl + 4,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise laut Ihrem Angebot; Verrechnung nach tatsächlich gelieferter Stückzahl.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an. Pflanzen mit Pflanzenpass.",
        f"Zahlung: {la.pick(rng, '30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto')}. Gerichtsstand {plz.split(' ', 1)[1]}.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.2)
    if y + 56 > bottom:
        y = brk()
    y += 22
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 34,
        f"{rng.choice(CB_F)} {rng.choice(CB_N)}, {rng.choice(['Betriebsleitung', 'Inhaber', 'Einkauf'])}",
        8.4,
    )
    if rng.random() < 0.4:
        d.t(m + wd * 0.55, y + 34, "Auftragsbestätigung Lieferant: ____________", 8)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_de_at_christbaumkultur_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cb)


# --------------------------------------------------------------------------- 8 fr-BE carnival society's order

GI_BUY = [
    "Société des Gilles « Les {n} »",
    "ASBL Les {n} de Binche",
    "Société royale Les {n}",
    "Les {n} – Société de Gilles ASBL",
    "Confrérie carnavalesque Les {n}",
]
GI_N = "Récalcitrants|Irréductibles|Paysans|Amis Réunis|Infatigables|Indépendants|Boute-en-train|Fidèles|Commerçants|Jeunes Gilles".split(
    "|"
)
GI_SUP_FORMED = [
    "Établissements {n} SRL",
    "{n} Costumes SRL",
    "{n} & Fils SRL",
    "{n} Fruits SA",
    "Plumasserie {n} SRL",
    "{n} Événements SPRL",
]
GI_SUP_BARE = ["Chapellerie {n}", "Sabotier {n}", "Maison {n}", "Atelier {n}"]
GI_SN = "Dupont|Lambert|Dubois|Mertens|Hubert|Leclercq|Delvaux|Pirard|Gilson|Collard|Renard|Jacquemin".split(
    "|"
)
GI_ITEMS = [
    ("Chapeau à plumes d'autruche (location journée)", "pc", 21, 95, 180),
    ("Oranges sanguines, caisse 15 kg", "caisse", 6, 18, 32),
    ("Sabots en bois de peuplier, paire", "paire", 21, 45, 85),
    ("Apertintaille (ceinture à grelots)", "pc", 21, 120, 240),
    ("Ramon (balai d'osier)", "pc", 21, 6, 14),
    ("Masque de cire peint main", "pc", 21, 38, 75),
    ("Costume de lin brodé – retouche", "pc", 21, 55, 120),
    ("Collerette dentelle amidonnée", "pc", 21, 22, 48),
    ("Bourrage paille pour costume (botte)", "botte", 6, 4, 9),
    ("Tambour – peau de rechange", "pc", 21, 65, 130),
    ("Champagne d'accueil (caisse 6)", "caisse", 21, 95, 160),
    ("Paniers d'osier pour oranges", "pc", 21, 18, 36),
]


def _gi(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    buyer = rng.choice(GI_BUY).format(n=rng.choice(GI_N))
    sup = bare_or(rng, GI_SUP_FORMED, GI_SUP_BARE, 0.3).format(n=rng.choice(GI_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC{dt:%y}-###", f"{dt.year}/0##", "BC-####", f"CAR{dt:%y}###", "#####"])
    )
    offre = la.digits(rng, rng.choice(["OFF-####", "Offre n° ###/##", "DEV####"]))
    bce = la.digits(rng, "0###.###.###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["grid", "refs", "beside"])
    po_lab = la.pick(rng, "Bon de commande n°|N° de commande|Commande n°|Notre référence")
    ville = rng.choice(["Binche", "La Louvière", "Mons", "Charleroi", "Malmedy", "Nivelles"])

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · N° d'entreprise BE {bce} · RPM Hainaut, division {ville} · IBAN BE{la.digits(rng, '## #### #### ####')} · BIC GEBABEBB",
            6.4,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} (suite)", 9, b=True)
        return 58

    if rng.random() < 0.5:
        d.box(m, 28, wd, 2, fill=0.3, stroke=False)
    d.t(m, 48, buyer, 14, b=True)
    d.t(
        m,
        61,
        f"Local : {rng.choice(['Café du Marché', 'Salle Saint-Paul', 'Maison du Peuple'])}, {rng.choice(['Grand-Place', 'rue de la Triperie', 'place Eugène Derbaix'])} {rng.randint(1, 60)}, {la.digits(rng, '7###')} {ville} · GSM 04{la.digits(rng, '## ## ## ##')}",
        7.6,
        grey=0.3,
        maxw=wd * 0.62,
    )
    if mode == "beside":
        d.t(r, 48, f"BON DE COMMANDE N° {po}", 12.5, b=True, al="r")
        d.t(r, 61, f"{ville}, le {la.dfmt(dt, 'long_fr')}", 8.2, al="r")
    else:
        d.t(r, 48, la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE"), 14, b=True, al="r")
    y = 82
    if mode == "grid":
        labels = [po_lab, "Date", "Votre offre", "Carnaval", "Réf. fournisseur"]
        vals = [
            po,
            la.dfmt(dt, "dmy"),
            offre,
            f"Mardi gras {dt.year + (1 if dt.month > 3 else 0)}",
            la.digits(rng, "F###"),
        ]
        if rng.random() < 0.4:
            order = [1, 0, 2, 3, 4]
            labels, vals = [labels[i] for i in order], [vals[i] for i in order]
        y = (
            d.grid(
                m,
                y,
                [wd * f for f in (0.22, 0.14, 0.2, 0.24, 0.2)],
                labels,
                vals,
                8.4,
                shade=0.9 if rng.random() < 0.6 else None,
            )
            + 12
        )
    flab = la.pick(rng, "Fournisseur|Fournisseur :|À l'attention de|")
    sy = y
    if flab:
        d.t(m, sy + 8, flab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['rue de Mons', 'chaussée de Bruxelles', 'rue du Commerce', 'avenue Wanderpepen'])} {rng.randint(1, 200)}",
            f"{la.digits(rng, '7###')} {rng.choice(['Binche', 'Morlanwelz', 'Thuin', 'Anderlues', 'Estinnes'])}",
            f"TVA BE {la.digits(rng, '0###.###.###')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kx = m + wd * 0.54
    if mode == "refs":
        kv = [
            (po_lab, po),
            ("Date", la.dfmt(dt, "dmy")),
            ("Votre offre", offre),
            (
                "Membre responsable",
                f"{rng.choice(['Didier', 'Christian', 'Marie-Claire', 'José'])} {rng.choice(GI_SN)}",
            ),
        ]
        if rng.random() < 0.3:
            kv[0], kv[1] = kv[1], kv[0]
        ky = kv_at(d, kx, y, kv, 8.2, right=r, lead=12.5, bold_key=po_lab)
    else:
        ky = y
    d.t(kx, ky + 12, "Livraison", 8, b=True, grey=0.35)
    ky = d.lines(
        kx,
        ky + 16,
        [
            f"{buyer.split(' – ')[0]}",
            f"Local de la société – {ville}",
            f"Contact : {rng.choice(['Didier', 'Christian', 'Marie-Claire', 'José'])} {rng.choice(GI_SN)}, trésorier",
        ],
        8.2,
        lead=10.5,
    )
    y = max(sy, ky) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng, GI_ITEMS, n, [1, 2, 4, 10, 20, 40, 60, 120], ["(réserve)", "(enfants)", "(taille L)"]
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], fr2(p), f"{it[2]} %", fr2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.45, 0.08, 0.1, 0.12, 0.07, 0.12)],
        ["N°", "Désignation", "Qté", "Unité", "P.U. HTVA", "TVA", "Total HTVA"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    pct = Decimal(rng.choice([0, 0, 5, 10]))
    n6 = sum((a for it, _, _, a in lines if it[2] == 6), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    r6, r21 = r2(n6 * pct / 100), r2(n21 * pct / 100)
    b6, b21 = n6 - r6, n21 - r21
    t6, t21 = r2(b6 * Decimal("0.06")), r2(b21 * Decimal("0.21"))
    total = b6 + b21 + t6 + t21
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HTVA", f"{fr2(n6 + n21)} €", False)]
        if pct:
            rows_.append((f"Remise {pct} %", f"- {fr2(r6 + r21)} €", False))
            rows_.append(("Base imposable", f"{fr2(b6 + b21)} €", False))
        if n6:
            rows_.append(("TVA 6 %", f"{fr2(t6)} €", False))
        if n21:
            rows_.append(("TVA 21 %", f"{fr2(t21)} €", False))
        xl = m + wd * 0.56
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Total TVAC|TOTAL TVA COMPRISE|Montant total TVAC|Total à payer")
        if rng.random() < 0.4:
            y = below_total(d, xl, r - 3, y, lab, f"{fr2(total)} €", rng.random() < 0.5)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"{fr2(total)} €", True)],
                9.2,
                box_last=True,
                shade=0.9 if rng.random() < 0.5 else None,
            )
        if rng.random() < 0.5:
            ac = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Acompte versé : {fr2(ac)} €   Solde à la livraison : {fr2(total - ac)} €",
                7.8,
                r - xl + 4,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre offre {offre} ; le montant sera établi sur base des quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Livraison au local de la société au plus tard le samedi précédant le dimanche gras. Les chapeaux sont repris le mercredi des Cendres.",
        "Merci de rappeler notre numéro de commande sur le bon de livraison et la facture. Paiement à 30 jours.",
    ]:
        if y + 14 > bottom:
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
        f"Pour la société – {rng.choice(['le Président', 'le Trésorier', 'le Secrétaire'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng, "Pour accord du fournisseur (date, signature)|Accusé de réception fournisseur"
        ),
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_fr_be_gilles_carnaval_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gi)


# --------------------------------------------------------------------------- 9 it fresh-pasta maker's order for raw materials and trays

PF_BUY = [
    "Pastificio {n} S.r.l.",
    "Pastificio Artigianale {n}",
    "{n} Pasta Fresca S.n.c.",
    "Laboratorio Pasta {n} di {f} {n}",
    "Pastificio {n} & Figli S.r.l.",
]
PF_N = "Bertolini|Marchetti|Zanardi|Cavalli|Gualtieri|Ferrando|Morandi|Bonetti|Scarpa|Orlandi|Ricci|Tagliaferri".split(
    "|"
)
PF_F = "Giulia|Marco|Elena|Paolo|Chiara|Luca|Franca|Stefano".split("|")
PF_SUP_FORMED = [
    "Molino {n} S.p.A.",
    "{n} Imballaggi S.r.l.",
    "Avicola {n} S.r.l.",
    "{n} Macchine per Pasta S.r.l.",
    "Caseificio {n} S.r.l.",
    "{n} Packaging S.p.A.",
]
PF_SUP_BARE = ["Ditta {n}", "{n} & C.", "Trafile {n}"]
PF_SN = "Barilotti|Casagrande|Della Valle|Fontana|Grimaldi|Lombardo|Mancini|Pellegrini|Rinaldi|Sartori|Testa|Vitale".split(
    "|"
)
PF_ITEMS = [
    ("Semola rimacinata di grano duro, sacco 25 kg", "sacco", 4, 18, 29),
    ("Farina tipo 00 W280, sacco 25 kg", "sacco", 4, 14, 22),
    ("Uova fresche cat. A, cartone 180 pz", "cart.", 10, 32, 48),
    ("Tuorlo d'uovo pastorizzato, 5 kg", "tanica", 10, 38, 62),
    ("Ricotta vaccina fresca, 1,5 kg", "pz", 4, 5.5, 9),
    ("Vaschette ATM 250 g, cartone 600 pz", "cart.", 22, 58, 96),
    ("Film termosaldante top, bobina", "bob.", 22, 85, 150),
    ("Etichette adesive stampate, 5000 pz", "rotolo", 22, 42, 80),
    ("Trafila in bronzo per rigatoni", "pz", 22, 420, 980),
    ("Telai di essiccazione in legno", "pz", 22, 26, 52),
    ("Spinaci surgelati a cubetti, 2,5 kg", "busta", 4, 6, 11),
    ("Grana Padano DOP grattugiato, 1 kg", "busta", 4, 11, 17),
]


def _pf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    nm = rng.choice(PF_N)
    buyer = rng.choice(PF_BUY).format(n=nm, f=rng.choice(PF_F))
    sup = bare_or(rng, PF_SUP_FORMED, PF_SUP_BARE, 0.3).format(n=rng.choice(PF_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"{dt.year}/###", f"OA-{dt:%y}-###", "ORD####", f"{dt:%y}###", "A/####"])
    )
    offerta = la.digits(rng, rng.choice(["OFF. ####", "Off. n. ###/##", "PREV-#####"]))
    cod = la.digits(rng, rng.choice(["F####", "FOR-###"]))
    piva = la.digits(rng, "IT0##########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["table", "beside", "block"])
    po_lab = la.pick(rng, "Ordine n.|N. ordine|Numero ordine|Ns. ordine n.")
    citta = rng.choice(["Bologna", "Parma", "Modena", "Gragnano", "Ferrara", "Mantova", "Cremona"])

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · P.IVA {piva} · REA {la.digits(rng, '@@-######').upper()} · Cap. soc. € {la.digits(rng, '##')}.000,00 i.v.",
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 32, f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Ordine {po} (segue)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"Via {rng.choice(['Emilia', 'dei Mulini', 'Roma', 'della Stazione'])} {rng.randint(1, 200)}, {la.digits(rng, '4####')} {citta}",
            f"Tel. 0{la.digits(rng, '## #######')} · PEC pastificio{nm.lower()}@pec.it",
            f"P.IVA {piva}",
        ],
        7.8,
        lead=10,
    )
    if mode == "beside":
        d.t(r, 50, f"ORDINE DI ACQUISTO N. {po}", 12, b=True, al="r")
        d.t(r, 64, f"{citta}, {la.dfmt(dt, 'long_it')}", 8.2, al="r")
    else:
        d.t(
            r,
            50,
            la.pick(rng, "ORDINE DI ACQUISTO|Ordine a fornitore|ORDINE FORNITORE"),
            14,
            b=True,
            al="r",
        )
    y = 96
    cw = wd * 0.46
    pl = la.pick(rng, "Spett.le|Spett.le Ditta|Fornitore|")
    sx = r - cw if rng.random() < 0.6 else m
    ox = m if sx != m else r - cw
    yy = y
    if pl:
        d.t(sx, yy + 8, pl, 8.4, b=pl != "Spett.le", grey=0.2)
        yy += 12
    yy = d.lines(
        sx,
        yy,
        [
            sup,
            f"{rng.choice(['Via Industriale', 'Zona Artigianale', 'Via Nazionale', 'Strada Provinciale'])} {rng.randint(1, 90)}",
            f"{la.digits(rng, '#####')} {rng.choice(['Altamura', 'Foggia', 'Reggio Emilia', 'Cuneo', 'Treviso'])} ({rng.choice(['BA', 'FG', 'RE', 'CN', 'TV'])})",
            f"P.IVA {la.digits(rng, 'IT0##########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    oy = y
    if mode == "block":
        kv = [
            (po_lab, po),
            ("Data", la.dfmt(dt, "dmy")),
            ("Vs. offerta", offerta),
            ("Cod. fornitore", cod),
        ]
        if rng.random() < 0.3:
            kv[0], kv[1] = kv[1], kv[0]
        oy = kv_at(d, ox, oy, kv, 8.2, lead=12.5, bold_key=po_lab, maxw=cw)
    oy = d.lines(
        ox,
        oy + 4,
        [
            f"Luogo di consegna: laboratorio di {citta}",
            f"Referente: {rng.choice(PF_F)} {rng.choice(PF_N)} (resp. produzione)",
            "Orario ricevimento merci 6:30–11:00",
        ],
        7.8,
        lead=10.5,
    )
    y = max(yy, oy) + 12
    if mode == "table":
        heads = [po_lab, "Data ordine", "Vs. offerta", "Cod. fornitore", "Pagamento"]
        vals = [
            po,
            la.dfmt(dt, "dmy"),
            offerta,
            cod,
            la.pick(rng, "Bonifico 60 gg d.f.f.m.|Ri.Ba. 30 gg|Bonifico 30 gg"),
        ]
        if rng.random() < 0.4:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = [wd * f for f in (0.18, 0.15, 0.2, 0.17, 0.3)]
        y = lrow(d, m, y, ws, heads, "lllll", h=15, size=7.6, b=True, fill=0.88)
        y = lrow(d, m, y, ws, vals, "lllll", h=17, size=8.6) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng,
        PF_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 40, 80],
        ["(bio)", "(consegna 2)", "(formato grande)"],
        big=400,
    )
    body = [
        (
            [
                la.digits(rng, "MP###"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                eu(p),
                f"{it[2]}%",
                eu(a),
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.09, 0.45, 0.08, 0.08, 0.12, 0.06, 0.12)],
        ["Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo €", "IVA", "Importo €"],
        body,
        "llcrrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sc = Decimal(rng.choice([0, 0, 2, 3, 5]))
    base = {k: sum((a for it, _, _, a in lines if it[2] == k), ZERO) for k in (4, 10, 22)}
    sconto = {k: r2(v * sc / 100) for k, v in base.items()}
    imp = {k: base[k] - sconto[k] for k in base}
    iva = {k: r2(imp[k] * k / 100) for k in imp}
    merce = sum(base.values(), ZERO)
    total = sum(imp.values(), ZERO) + sum(iva.values(), ZERO)
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totale merce", f"€ {eu(merce)}", False)]
        if sc:
            rows_.append((f"Sconto {sc}%", f"-€ {eu(sum(sconto.values(), ZERO))}", False))
        rows_.append(("Imponibile", f"€ {eu(sum(imp.values(), ZERO))}", False))
        for k in (4, 10, 22):
            if base[k]:
                rows_.append((f"IVA {k}%", f"€ {eu(iva[k])}", False))
        xl = m + wd * 0.56
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "TOTALE ORDINE|Totale ordine|Totale documento|Totale IVA inclusa")
        if rng.random() < 0.45:
            y = below_total(d, xl, r - 3, y, lab, f"€ {eu(total)}", rng.random() < 0.5)
        else:
            y = d.summary(xl, r - 3, y, [(lab, f"€ {eu(total)}", True)], 9.2, box_last=True)
        if rng.random() < 0.3:
            acc = r2(total * Decimal("0.3"))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Acconto versato € {eu(acc)} – saldo € {eu(total - acc)}",
                7.8,
                r - xl + 4,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prezzi come da Vs. offerta {offerta}; importo da definire sulla base delle quantità consegnate.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Merce conforme al Reg. CE 852/2004 e accompagnata da DDT con lotto e scadenza; materiali a contatto con alimenti conformi al Reg. CE 1935/2004.",
        "Indicare il numero d'ordine su DDT e fattura elettronica (codice destinatario "
        + la.digits(rng, "@@@@@@@")
        + ").",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Il responsabile acquisti – {rng.choice(PF_F)} {rng.choice(PF_N)}")
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng, "Per accettazione (timbro e firma del fornitore)|Firma fornitore per conferma"
        ),
    )
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_it_pastificio_ordine_materie_imballi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pf)


# --------------------------------------------------------------------------- 10 nl windmill foundation's maintenance order

MO_BUY = [
    "Stichting Molen De {n}",
    "Korenmolen De {n} B.V.",
    "Molenaarsbedrijf De {n}",
    "Stichting tot Behoud van Molen De {n}",
    "Vereniging Molen De {n}",
]
MO_N = (
    "Hoop|Roos|Zwaluw|Eendracht|Vlijt|Korenbloem|Arend|Ster|Valk|Windhond|Zeldenrust|Onrust".split(
        "|"
    )
)
MO_SUP_FORMED = [
    "{n} Molenmakers B.V.",
    "Zeilmakerij {n} B.V.",
    "{n} Houthandel B.V.",
    "{n} Lagers & Aandrijving B.V.",
    "{n} Verpakkingen B.V.",
    "Graanhandel {n} B.V.",
]
MO_SUP_BARE = ["Smederij {n}", "{n} Touwslagerij", "Molenmakerij {n}"]
MO_SN = "Bakker|Visser|Smit|Mulder|de Boer|Dekker|van Dijk|Brouwer|Hoekstra|Kuipers|Vos|Post".split(
    "|"
)
MO_ITEMS = [
    ("Molenzeil katoen, 1 wiek, compleet", "st", 21, 880, 1650),
    ("Eikenhouten kammen voor kamwiel", "st", 21, 42, 78),
    ("Pokhouten lagerschalen", "st", 21, 160, 340),
    ("Lagervet voor bovenas, 5 kg", "emmer", 21, 48, 85),
    ("Wiekenverf rood/wit, 2,5 l", "blik", 21, 38, 66),
    ("Papieren meelzakken 25 kg (500 st.)", "pak", 21, 180, 320),
    ("Vangtouw hennep 18 mm", "m", 21, 4.2, 8.5),
    ("Tarwe (biologisch), per ton", "ton", 9, 380, 520),
    ("Rogge, per ton", "ton", 9, 290, 410),
    ("Bilhamer en billen van molenstenen", "dagdeel", 21, 280, 520),
    ("Zeilringen gegalvaniseerd (doos 50)", "doos", 21, 22, 44),
    ("Steenkraan onderhoud", "klus", 21, 450, 950),
]


def _mo(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    nm = rng.choice(MO_N)
    buyer = rng.choice(MO_BUY).format(n=nm)
    sup = bare_or(rng, MO_SUP_FORMED, MO_SUP_BARE, 0.3).format(n=rng.choice(MO_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"IO-{dt.year}-###", f"{dt:%y}-0###", "PO#####", "M####", f"{dt.year}.###"]),
    )
    off = la.digits(rng, rng.choice(["OFF-####", "Offerte ####-##"]))
    proj = la.digits(rng, rng.choice(["Restauratie ####", "SIM-subsidie ####/##", "Project M##"]))
    kvk = la.digits(rng, "########")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["beside", "data", "grid"])
    po_lab = la.pick(rng, "Ordernummer|Inkoopordernr.|Ons ordernummer|Bestelnummer")
    plaats = rng.choice(
        ["Schiedam", "Zaandam", "Kinderdijk", "Leiden", "Weesp", "Woudrichem", "Harlingen"]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · KvK {kvk} · btw NL{la.digits(rng, '#########')}B01 · IBAN NL{la.digits(rng, '##')} RABO 0{la.digits(rng, '### ### ###')}",
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

    d.t(m, 46, buyer, 14, b=True)
    d.t(
        m,
        60,
        f"{rng.choice(['Molenweg', 'Noordvest', 'Dijkstraat', 'Molenkade'])} {rng.randint(1, 90)}, {la.digits(rng, '#### @@')} {plaats} · tel. 0{la.digits(rng, '## ### ####')}",
        7.6,
        grey=0.3,
    )
    if mode == "beside":
        d.t(r, 46, f"INKOOPORDER {po}", 13, b=True, al="r")
        d.t(r, 60, f"{plaats}, {la.dfmt(dt, 'long_nl')}", 8.2, al="r")
    else:
        d.t(r, 46, la.pick(rng, "INKOOPORDER|Inkooporder|BESTELLING|Opdracht"), 14, b=True, al="r")
    y = 84
    if mode == "grid":
        labels = [po_lab, "Datum", "Uw offerte", "Project", "Leverdatum"]
        vals = [
            po,
            la.dfmt(dt, "dash"),
            off,
            proj,
            la.dfmt(dt + timedelta(days=rng.randint(7, 45)), "dash"),
        ]
        if rng.random() < 0.4:
            labels[0], labels[2], vals[0], vals[2] = labels[2], labels[0], vals[2], vals[0]
        y = d.grid(m, y, [wd * f for f in (0.2, 0.15, 0.2, 0.27, 0.18)], labels, vals, 8.4) + 12
    alab = la.pick(rng, "Leverancier|Aan|Leverancier:|")
    cw = (wd - 18) / 2
    blocks = [
        (
            alab,
            [
                sup,
                f"{rng.choice(['Industrieweg', 'Havenstraat', 'Ambachtsweg', 'Zaagmolenkade'])} {rng.randint(1, 150)}",
                f"{la.digits(rng, '#### @@')} {rng.choice(['Heerenveen', 'Doesburg', 'Zaandam', 'Hoorn', 'Gorinchem'])}",
                f"t.a.v. {rng.choice(['dhr.', 'mevr.'])} {rng.choice(MO_SN)}",
            ],
        ),
        (
            "Afleveradres",
            [
                f"{buyer}",
                f"{rng.choice(['Molenweg', 'Molenkade'])} {rng.randint(1, 90)}, {plaats}",
                f"Contact: {rng.choice(['Jan', 'Ria', 'Kees', 'Anneke'])} {rng.choice(MO_SN)} (molenaar) 06-{la.digits(rng, '########')}",
            ],
        ),
    ]
    if rng.random() < 0.3:
        blocks.reverse()
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 18)
        sy = y
        if lab:
            d.t(xx, sy + 8, lab, 8, b=True, grey=0.35)
            sy += 12
        yy = max(yy, d.lines(xx, sy, rows, 8.8, b_first=rows[0] == sup, lead=11.5))
    y = yy + 8
    if mode == "data":
        kv = [
            (po_lab, po),
            ("Datum", la.dfmt(dt, "dash")),
            ("Uw offerte", off),
            ("Project", proj),
            ("Factuuradres", f"{buyer}, t.a.v. penningmeester"),
        ]
        if rng.random() < 0.3:
            kv[0], kv[1] = kv[1], kv[0]
        y = kv_at(d, m, y, kv, 8.2, lead=12.5, bold_key=po_lab) + 6
    else:
        d.t(
            m,
            y + 8,
            f"Factuuradres: {buyer}, t.a.v. penningmeester – o.v.v. {proj}",
            8,
            grey=0.2,
            maxw=wd,
        )
        y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        MO_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 50, 100],
        ["(reserve)", "(buitenroede)", "(binnenroede)"],
        big=500,
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
    v9, v21 = r2(n9 * Decimal("0.09")), r2(n21 * Decimal("0.21"))
    total = n9 + n21 + v9 + v21
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotaal excl. btw", f"€ {eu(n9 + n21)}", False)]
        if n9:
            rows_.append(("Btw 9%", f"€ {eu(v9)}", False))
        if n21:
            rows_.append(("Btw 21%", f"€ {eu(v21)}", False))
        xl = m + wd * 0.58
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Totaal incl. btw|TOTAAL|Orderbedrag incl. btw|Totaalbedrag")
        if rng.random() < 0.4:
            y = below_total(d, xl, r - 3, y, lab, f"€ {eu(total)}", rng.random() < 0.5)
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"€ {eu(total)}", True)],
                9.2,
                box_last=rng.random() < 0.6,
                shade=0.88 if rng.random() < 0.4 else None,
            )
        if rng.random() < 0.3:
            vs = r2(total * Decimal("0.4"))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Voorschot (40%) voldaan: € {eu(vs)} – restant € {eu(total - vs)}",
                7.6,
                r - xl + 4,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens uw offerte {off}; facturatie op basis van werkelijk geleverde hoeveelheden en uren.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Werkzaamheden aan het gaande werk uitsluitend in overleg met de dienstdoende molenaar; de molen staat op de rijksmonumentenlijst.",
        "Vermeld ons ordernummer op pakbon en factuur. Betaling binnen 30 dagen na ontvangst van de factuur.",
    ]:
        if y + 14 > bottom:
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
        f"Namens het bestuur: {rng.choice(['Jan', 'Ria', 'Kees', 'Anneke', 'Gerrit'])} {rng.choice(MO_SN)}, {rng.choice(['voorzitter', 'penningmeester', 'secretaris'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(rng, "Voor akkoord leverancier|Orderbevestiging leverancier (datum, handtekening)"),
    )
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind53_nl_korenmolen_onderhoud_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mo)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind53_") and callable(fn)
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind50 (`blind51_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-CA, de-CH, fr-FR, es-CO and nl-NL.

- blind51_zh_kaogu_yanjiusuo_qicai_caigou: a Chinese archaeology institute's order for
  excavation tools and survey instruments (the institute's name and the title with the order
  number beside it in red, or a ruled label / value grid, or a data block at the right; the
  supplier and the institute in side-by-side panels or stacked, the supplier's label 供应商 /
  供方 / 致 or none; the excavation-project, requisition and contract numbers; 小计 / 折扣 /
  13 % 税额 / 运费 / 价税合计 with 大写; a prepayment; a landscape variant).
- blind51_zh_yuezi_zhongxin_muying_caigou: a postpartum-care centre's order for mother-and-baby
  supplies (a fax-style 致 / 发自 header or a header row whose headings carry the order number
  above its value; tax-inclusive prices, an 其中税额 note, a discount, the total's amount at
  times on the line below its label, 大写, a 订金 after the total).
- blind51_hk_longzhou_hui_chuanju_caigou: a Hong Kong dragon-boat club's order for paddles,
  buoyancy aids and boat repairs (bilingual; the P.O. number in a boxed stack at the right, in a
  header row over its value, or beside the title; the supplier under 致 To / Messrs. / 供應商 or
  none, with its English name beneath; the race and quotation references; HK$ lines, discount,
  delivery, TOTAL, deposit and balance, amount in English words at times; landscape at times).
- blind51_ja_bokujo_shizai_chumonsho: a Japanese dairy farm's order for feed and milking supplies
  (注文書 with the supplier and 御中 / 様 at the top left, the farm with a seal at the right; the
  order number in a data block, in a label-over-value grid or beside the title; a total box whose
  amount sits on the line below its label at times; 小計 / 消費税 / 合計; whole yen; landscape
  at times).
- blind51_en_gb_zoo_animal_nutrition_po: a British zoo's order for animal feed, enrichment and
  husbandry kit (the order number in a right-hand data block, a boxed label-over-value grid or
  beside the title; the vendor with or without a label; deliver-to and invoice-to blocks;
  zero-rated and standard-rated lines, a VAT analysis, the total on the line below its label at
  times).
- blind51_en_ca_maple_sugar_bush_po: a Canadian maple producer's order for tubing, evaporator
  and bottling supplies (a header row with P.O. Number over its value, a data block, or the
  number beside the title; vendor / ship-to / bill-to blocks in varying order; subtotal,
  discount, freight, HST 13 % or 15 %, total, deposit and balance due; landscape at times).
- blind51_de_ch_baeckereitechnik_auftragsbestaetigung: a Swiss bakery-equipment maker's order
  confirmation (the seller's letterhead first, its own Auftrag number, the bakery's address and
  "Ihre Bestellung" with the customer's order number in a data block or a boxed grid; MWST
  8.1 %, a rounding line, Total CHF, a down payment).
- blind51_fr_ostreiculteur_bon_commande: an oyster farm's order for bags, trestles and baskets
  (BON DE COMMANDE with its number in a box at the right, a label-over-value grid or a data block
  under the letterhead; Fournisseur / Livraison blocks; TVA 10 % and 20 %, Total TTC at times
  with the figure on the line below; an acompte and a reste dû).
- blind51_es_co_floricultora_orden_compra: a Colombian flower grower's order for packaging and
  crop supplies (ORDEN DE COMPRA with its number in a boxed header row, a data block or beside
  the title; the supplier under Señores / Proveedor or none; NIT numbers; whole pesos; subtotal,
  descuento, IVA 19 %, total, anticipo and saldo).
- blind51_nl_bollenkwekerij_inkooporder: a Dutch bulb grower's order for planting stock, crates
  and fertiliser (INKOOPORDER with its number beside the title, in a data block or in a header
  strip; the supplier under Aan / Leverancier or none; btw 9 % and 21 %, totaal incl. btw,
  a prepayment and te betalen; KvK and btw numbers).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, race or the
seller's own order number; on the seller's confirmation the customer's order number); the
supplier exactly as printed on its own first line (the seller of a confirmation; never 御中, 致,
"Attn" or a contact person); the grand total as "1234.50" (whole yen and pesos as "1234.00";
after discounts, incl. tax, before deposits and prepayments; "" when the document states none,
about one document in eleven).
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
from families_blind30 import bare_or, eu, more_lines, r05  # noqa: E402

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


def chf(v: Decimal) -> str:
    """1'234.50 (Switzerland)."""
    return grouped(v, "'", ".")


def cop(v: Decimal) -> str:
    """1.234.567 (Colombian pesos, whole)."""
    return grouped(v, ".", ",", 0)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def flines(
    d: la.Doc,
    x: float,
    y: float,
    rows: list[str],
    size: float,
    w: float,
    *,
    b_first: bool = False,
    lead: float = 11.0,
) -> float:
    """Text lines from top `y`, each shrunk to fit `w` (never cut); returns the y below them."""
    for i, s in enumerate(rows):
        b = b_first and i == 0
        sz = size
        while sz > 5.5 and d.width(s, sz, b) > w:
            sz -= 0.25
        d.t(x, y + i * lead + size, s, sz, b=b)
    return y + len(rows) * lead


def cpanel(
    pdf: cj.Pdf,
    x: float,
    y: float,
    w: float,
    rows: list[tuple[str, str]],
    *,
    head: str = "",
    bold: str = "",
    box: bool = True,
    size: float = 8.4,
) -> float:
    """A party panel on a cj page: an optional heading, then label：value rows (a row with no
    label prints its value alone at the left); the value equal to `bold` is bold. Returns the y
    below."""
    yy = y
    if head:
        pdf.text(x + 5, yy + 12, head, 8, colour=GREY, bold=True)
        yy += 15
    lw = 58 if any(lab for lab, _ in rows) else 0
    for lab, val in rows:
        if lab:
            pdf.text(x + 5, yy + 12, f"{lab}：", 8, colour=GREY)
        for ln in cj.wrap(val, size, w - lw - 10):
            is_b = val == bold
            pdf.text(
                x + (lw + 3 if lab else 5), yy + 12, ln, size + (0.6 if is_b else 0), bold=is_b
            )
            yy += 14
        yy += 1
    if box:
        pdf.rect(x, y, w, yy - y + 4, stroke=GREY, lw=0.5)
    return yy + 4


# --------------------------------------------------------------------------- 1 zh-Hans archaeology institute's excavation-kit order

KG_PROV = "陕西 河南 山西 湖北 四川 甘肃 山东 浙江 湖南 河北".split()
KG_CITY = "西安 洛阳 安阳 郑州 太原 荆州 成都 天水 济南 杭州 长沙 邯郸".split()
KG_BUY = [
    "{p}省文物考古研究院",
    "{p}省考古研究所",
    "{c}市文物考古研究所",
    "{c}市文物保护考古所",
]
KG_SB = "博古 鼎盛 华测 精诚 中科 远古 天工 卓越 瑞通 恒远 金石 青铜".split()
KG_SUP_FORMED = [
    "{c}{s}测绘仪器有限公司",
    "{c}{s}科教设备有限公司",
    "{s}文保科技（{c}）有限公司",
    "{c}{s}实验器材有限公司",
    "{c}{s}户外用品有限公司",
]
KG_SUP_BARE = ["{c}{s}五金工具店", "{c}市{s}仪器经营部", "{s}劳保用品商行"]
KG_SITES = "二里头 殷墟 周原 石峁 盘龙城 三星堆 陶寺 良渚 城子崖 汉长安城".split()
KG_ITEMS = [
    ("考古手铲", "锻钢 4寸", "把", 65, 160),
    ("RTK测量系统", "GNSS双频 含手簿", "套", 18000, 32000),
    ("全站仪", "2″ 免棱镜", "台", 26000, 48000),
    ("土样筛网", "不锈钢 5mm 60×90cm", "个", 120, 260),
    ("文物包装盒", "无酸纸 特制", "个", 18, 45),
    ("自封袋", "PE 12×17cm 100只", "包", 8, 20),
    ("探方标识牌", "铝合金 编号", "块", 12, 30),
    ("洛阳铲", "加长 1.5米", "把", 180, 420),
    ("数码相机", "全画幅 含镜头", "台", 12800, 19800),
    ("遮阳棚", "3×6米 折叠", "顶", 680, 1500),
    ("铝合金工具箱", "多层", "只", 160, 380),
    ("文物加固剂", "Paraloid B-72 500g", "瓶", 220, 460),
    ("清理毛刷", "猪鬃 6支装", "套", 25, 60),
    ("土壤比色卡", "孟塞尔 Munsell", "本", 980, 1680),
    ("无人机", "航测版 含备用电池", "台", 9800, 16800),
]


def _kg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.22
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(KG_CITY, 2)
    inst = rng.choice(KG_BUY).format(p=rng.choice(KG_PROV), c=c1)
    sup = bare_or(rng, KG_SUP_FORMED, KG_SUP_BARE, 0.25).format(c=c2, s=rng.choice(KG_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "KG-CG{Y}{m}{n3}|{Y}CG{n4}|WK{y}{m}{d}{n2}|CGDD-{Y}-{n4}")
    req = cj.number(rng, d, "SQ{y}{m}{n3}|申购-{Y}-{n3}")
    proj = cj.number(rng, d, "{Y}KF{n3}|FJ-{Y}-{n2}")
    ht = cj.number(rng, d, "HT{Y}{n4}|KGHT-{y}{n3}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "grid", "block"])
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|采购单号")
    ink = rng.choice([Color(0.55, 0.1, 0.1), Color(0.1, 0.25, 0.5), Color(0.2, 0.35, 0.2), black])
    title = cj.pick(rng, "采购订单|物资采购订单|考古设备物资采购单|采购单")
    ds = rng.choice(["cn", "iso", "slash", "cn0"])
    site = rng.choice(KG_SITES)

    def foot() -> None:
        s_ = f"第{page[0]}页／共{of}页" if of else f"第{page[0]}页"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{inst}　{title}（续）", 8.8, bold=True)
        sep = "" if po_lab == "No." else "："
        pdf.text(right, 34, f"{po_lab}{sep}{po}", 8.8, align="r")
        return 46

    if mode == "block":
        pdf.text(m, 42, inst, 15, bold=True, colour=ink)
        pdf.text(m, 56, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
        pdf.text(m, 67, f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}", 7.6, colour=GREY)
        pdf.text(m, 94, title, 16, bold=True)
        kv = [(po_lab, po), ("日期", cj.fdate(d, ds)), ("申购单号", req), ("合同编号", ht)]
        if rng.random() < 0.4:
            kv[0], kv[2] = kv[2], kv[0]
        yy = 36
        for k, v in kv:
            pdf.text(right - 180, yy, f"{k}：", 8.2, colour=GREY)
            pdf.text(right, yy, v, 8.8, align="r", bold=k == po_lab)
            yy += 14
        y = max(yy, 100) + 6
    elif mode == "title":
        pdf.text(pdf.w / 2, 42, inst, 15, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 70, title, 17, align="c", bold=True)
        pdf.text(right, 70, f"No.{po}", 11, align="r", colour=RED)
        po_lab = "No."
        pdf.text(m, 70, f"日期：{cj.fdate(d, ds)}", 8.6)
        y = 84
    else:
        pdf.text(pdf.w / 2, 42, inst, 15, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 66, title, 16, align="c", bold=True)
        pdf.line(pdf.w / 2 - 70, 71, pdf.w / 2 + 70, 71, lw=0.7)
        rows = [
            [po_lab, po, "下单日期", cj.fdate(d, ds)],
            ["申购单号", req, "合同编号", ht],
        ]
        if rng.random() < 0.35:
            rows.reverse()
        y = kgrid(
            pdf, m, 80, cj.rel(wd, [13, 37, 13, 37]), rows, h=18, size=8.4, ink=ink, fill=PALE
        )
    y += 8
    sup_lab = cj.pick(rng, "供应商|供方|卖方|致||供货单位")
    left = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("地址", cj.zh_addr(rng)),
        ("税号", cj.credit_code(rng)),
    ]
    rightp = [
        (cj.pick(rng, "需方|采购单位|买方"), inst),
        ("收货地点", f"{site}遗址考古发掘工地（{cj.pick(rng, '工作站|库房|项目部')}）"),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("项目编号", proj),
    ]
    if mode == "title":
        rightp.append(("申购单号", req))
    sup_head = "" if sup_lab else cj.pick(rng, "供应商信息|供货方")
    if rng.random() < 0.65:
        pw = (wd - 16) / 2
        order = [0, 1] if rng.random() < 0.6 else [1, 0]
        ys = []
        for k, which in enumerate(order):
            x = m + k * (pw + 16)
            if which == 0:
                ys.append(cpanel(pdf, x, y, pw, left, head=sup_head, bold=sup))
            else:
                ys.append(cpanel(pdf, x, y, pw, rightp, bold=inst))
        y = max(ys) + 10
    else:
        y = cpanel(pdf, m, y, wd, left, head=sup_head, bold=sup, box=rng.random() < 0.5) + 4
        y = cpanel(pdf, m, y, wd, rightp, bold=inst, box=False) + 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [24, 30] if land else [30, 38])
    lines = more_lines(
        rng, KG_ITEMS, n, [2, 4, 5, 10, 20, 50, 100], ["（备用）", "（加厚）", "（小号）"], big=5000
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)]
        if not stated:
            cells[5:] = ["", ""]
        body.append((cells, a))
    ws = cj.rel(wd, [5, 24, 25, 7, 9, 14, 16])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["序号", "物资名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100)
    base = sub - off
    tax = r2(base * Decimal("0.13"))
    fr = Decimal(rng.choice([0, 0, 0, 60, 120, 200]))
    total = base + tax + fr
    if y + 150 > bottom:
        y = brk()
    y += 6
    tlab = cj.pick(rng, "价税合计|合计金额|订单总额|总计")
    if stated:
        rows_ = [("小计（不含税）", cj.money(sub))]
        if off:
            rows_.append(("折扣", f"-{cj.money(off)}"))
        rows_.append(("税额（13%）", cj.money(tax)))
        if fr:
            rows_.append(("运费", cj.money(fr)))
        if rng.random() < 0.5:
            w2 = [110, 120]
            for lab, v in rows_:
                y = crow(pdf, right - sum(w2), y, w2, [lab, v], "lr", h=17, size=8.2)
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [tlab, f"¥{cj.money(total)}"],
                "lr",
                h=19,
                size=8.8,
                bold=True,
                fill=PALE,
            )
            pdf.text(m, y + 14, f"人民币大写：{cj.daxie(total)}", 8.6)
            y += 20
        else:
            pdf.text(
                right, y + 10, "　".join(f"{lab}：{v}" for lab, v in rows_), 8.2, align="r", maxw=wd
            )
            y += 16
            w2 = [ws[0] + ws[1], sum(ws[2:6]), ws[6]]
            y = crow(
                pdf,
                m,
                y,
                w2,
                [tlab, f"（大写）{cj.daxie(total)}", f"¥{cj.money(total)}"],
                "clr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 50])
            pdf.text(
                m,
                y + 12,
                f"付款方式：合同签订后预付{pct}%计¥{cj.money(r2(total * pct / 100))}，到货验收合格后支付余款。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 10, "单价按询价结果执行，结算金额以实际到货验收数量为准。", 8.4)
        y += 18
    for t in [
        "1. 仪器设备须提供合格证、检定证书及保修卡，送货单请注明本订单编号。",
        f"2. 交货期：{cj.fdate(cj.later(rng, d, 7, 30), 'cn')}前送达发掘工地，逾期按日扣罚。",
        "3. 发票抬头为需方全称，开具增值税专用发票。",
    ]:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 32
    labs = ["经办人：", "项目负责人：", "财务审核：", "分管院长："]
    for k, lab in enumerate(labs):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.4)
    pdf.text(m, y + 24, cj.pick(rng, "供方确认（签字盖章）：|供应商确认(签章)：|供方签收："), 8.4)
    if rng.random() < 0.6:
        pdf.stamp(right - 70, y - 6, inst, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_zh_kaogu_yanjiusuo_qicai_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kg)


# --------------------------------------------------------------------------- 2 zh-Hans postpartum-care centre's supplies order

YZ_CITY = "上海 苏州 无锡 杭州 宁波 厦门 福州 广州 深圳 武汉 长沙 成都 重庆 昆明".split()
YZ_B = "悦宝 馨月 爱贝 禾润 安心 月满 宝贝湾 馨悦 美月 初心 圣贝 康贝".split()
YZ_BUY = [
    "{c}{b}母婴护理中心有限公司",
    "{c}{b}月子会所有限公司",
    "{b}产后护理（{c}）有限公司",
    "{c}{b}健康管理有限公司",
]
YZ_SB = "舒洁 柔护 爱婴 贝亲 优品 康舒 洁柔 暖阳 绿源 宜家宝 恒安 润洁".split()
YZ_SUP_FORMED = [
    "{c}{s}母婴用品有限公司",
    "{c}{s}卫生用品有限公司",
    "{c}{s}医疗器械有限公司",
    "{c}{s}纺织品有限公司",
    "{s}日化（{c}）有限公司",
]
YZ_SUP_BARE = ["{c}{s}母婴用品店", "{s}日用品批发部", "{c}市{s}商贸行"]
YZ_ITEMS = [
    ("新生儿纸尿裤", "NB码 84片", "包", 68, 128),
    ("产妇卫生巾", "产后专用 L 10片", "包", 18, 36),
    ("一次性产褥垫", "60×90cm 10片", "包", 22, 45),
    ("婴儿洗护套装", "洗发沐浴二合一+润肤乳", "套", 88, 168),
    ("纯棉口水巾", "六层纱布 10条", "包", 36, 78),
    ("电动吸奶器", "双边 医用级", "台", 680, 1380),
    ("奶瓶消毒烘干器", "紫外线 大容量", "台", 560, 1180),
    ("婴儿床品四件套", "A类纯棉", "套", 260, 520),
    ("哺乳枕", "U型 可拆洗", "个", 98, 198),
    ("月子服", "纯棉 哺乳款 L", "套", 120, 260),
    ("额温枪", "红外 医用", "支", 128, 268),
    ("碘伏棉签", "100支/盒", "盒", 6, 14),
    ("婴儿湿巾", "80抽×6包", "提", 28, 56),
    ("防溢乳垫", "100片", "盒", 32, 68),
]


def _yz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    c1, c2 = rng.sample(YZ_CITY, 2)
    buyer = rng.choice(YZ_BUY).format(c=c1, b=rng.choice(YZ_B))
    sup = bare_or(rng, YZ_SUP_FORMED, YZ_SUP_BARE, 0.3).format(c=c2, s=rng.choice(YZ_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YZ{y}{m}{d}{n2}|PO-{Y}{m}-{n3}|CG{Y}{n5}|{Y}{m}{n4}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|报价-{n4}")
    hetong = cj.number(rng, d, "KJXY-{Y}-{n2}|框架{Y}-{n3}")
    stated = stated_of(rng)
    page = [1]
    fax = rng.random() < 0.45
    po_lab = cj.pick(rng, "订单号|采购单号|订单编号|PO号")
    ink = rng.choice([Color(0.75, 0.3, 0.45), Color(0.2, 0.45, 0.55), black])
    ds = rng.choice(["cn", "iso", "slash", "dot"])

    def foot() -> None:
        pdf.line(m, pdf.h - 40, right, pdf.h - 40, lw=0.4, colour=GREY)
        pdf.text(
            m,
            pdf.h - 28,
            f"{buyer}　客服热线 400-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            7,
            colour=GREY,
        )
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
        pdf.text(m, 34, f"采购订单（续）　{po_lab}：{po}", 8.8)
        return 46

    pdf.text(m, 42, buyer, 14, bold=True, colour=ink)
    pdf.text(m, 56, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
    title = cj.pick(rng, "采购订单|采购单|物资采购订单|订货单")
    if fax:
        pdf.text(right, 44, title, 16, align="r", bold=True)
        y = 72
        rows = [
            ["致", sup, "发自", f"{buyer}采购部"],
            ["联系人", cj.person(rng), "经办人", f"{cj.person(rng)} {cj.mobile(rng)}"],
            ["传真", cj.zh_tel(rng), "页数", f"共{of or 1}页"],
            [po_lab, po, "日期", cj.fdate(d, ds)],
        ]
        if rng.random() < 0.5:
            rows[3], rows[2] = rows[2], rows[3]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [10, 40, 10, 40]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
        pdf.text(m, y + 8, "您好！现向贵司订购以下物品，请确认后安排送货：", 8.6)
        y += 18
    else:
        pdf.text(pdf.w / 2, 84, title, 16, align="c", bold=True)
        y = 96
        heads = [
            (po_lab, po),
            ("下单日期", cj.fdate(d, ds)),
            ("报价单号", qt),
            ("框架协议号", hetong),
            ("结算方式", cj.pick(rng, "月结30天|货到付款|月结60天")),
        ]
        if rng.random() < 0.4:
            heads[0], heads[1] = heads[1], heads[0]
        ws = cj.rel(wd, [20, 18, 19, 23, 20])
        y = crow(
            pdf, m, y, ws, [h for h, _ in heads], "ccccc", h=17, size=7.8, fill=PALE, head=True
        )
        y = crow(pdf, m, y, ws, [v for _, v in heads], "ccccc", h=18, size=8.4) + 10
        sl = cj.pick(rng, "供应商|致|供货商|")
        pw = (wd - 16) / 2
        sp = [
            (sl, sup),
            ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("地址", cj.zh_addr(rng)),
        ]
        bp = [
            ("送货地址", f"{buyer}{cj.pick(rng, '一号店|旗舰店|滨江店')}（后勤库房）"),
            ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
            ("送货时间", "工作日 9:00-11:30"),
        ]
        first, second = (sp, bp) if rng.random() < 0.7 else (bp, sp)
        y1 = cpanel(pdf, m, y, pw, first, head="" if first is bp or sl else "供货方", bold=sup)
        y2 = cpanel(
            pdf, m + pw + 16, y, pw, second, head="" if second is bp or sl else "供货方", bold=sup
        )
        y = max(y1, y2) + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [32, 40])
    lines = more_lines(
        rng, YZ_ITEMS, n, [2, 5, 10, 20, 30, 50], ["（加大）", "（试用装）", "（粉色）"]
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
    ws = cj.rel(wd, [5, 25, 24, 7, 9, 14, 16])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["序号", "品名", "规格", "单位", "数量", "含税单价", "含税金额"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 8])) / 100)
    total = sub - off
    if y + 140 > bottom:
        y = brk()
    y += 10
    if stated:
        tl = cj.pick(rng, "订单总额|合计金额|应付总额|合计")
        if off:
            pdf.text(
                right,
                y + 8,
                f"货款小计：¥{cj.money(sub)}　会员折扣：-¥{cj.money(off)}",
                8.6,
                align="r",
            )
            y += 16
        if rng.random() < 0.45:
            pdf.text(right - 200, y + 10, f"{tl}（含税）：", 9.6, bold=True)
            pdf.text(right, y + 30, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 38
        else:
            pdf.text(right, y + 10, f"{tl}（含税）：¥{cj.money(total)}", 10.4, align="r", bold=True)
            y += 18
        tx = r2(total / Decimal("1.13") * Decimal("0.13"))
        pdf.text(m, y + 8, f"大写：{cj.daxie(total)}　（其中税额 ¥{cj.money(tx)}，税率13%）", 8.4)
        y += 16
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.3"])))
            pdf.text(
                m,
                y + 8,
                f"已付订金：¥{cj.money(dep)}　尾款：¥{cj.money(total - dep)}（到货验收后7日内支付）",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "价格按框架协议执行，以实际送货数量结算。", 8.6)
        y += 16
    for t in [
        "1. 所有母婴用品须符合国家标准，提供检测报告，效期不少于18个月。",
        "2. 送货单、发票须注明本订单号，否则财务不予付款。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 30
    for k, lab in enumerate(["采购：", "护理部主管：", "院长审批：", "供应商确认(签章)："]):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k == 0 else ''}", 8.2)
    if rng.random() < 0.5:
        pdf.stamp(m + 60, y + 2, buyer, rng, caption="采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_zh_yuezi_zhongxin_muying_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yz)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong dragon-boat club's order

LZ_X = [
    ("赤柱", "Stanley"),
    ("大埔", "Tai Po"),
    ("西貢", "Sai Kung"),
    ("長洲", "Cheung Chau"),
    ("大澳", "Tai O"),
    ("香港仔", "Aberdeen"),
    ("沙田", "Sha Tin"),
    ("屯門", "Tuen Mun"),
]
LZ_CLUB = [
    ("{x}龍舟會", "{e} Dragon Boat Club"),
    ("{x}划艇會有限公司", "{e} Paddling Club Limited"),
    ("{x}龍舟協會", "{e} Dragon Boat Association"),
    ("{x}水上活動中心", "{e} Water Sports Centre"),
]
LZ_SB = [
    ("海威", "Hoi Wai"),
    ("順風", "Shun Fung"),
    ("捷航", "Jet Hong"),
    ("新興", "Sun Hing"),
    ("寶利", "Bo Lee"),
    ("銀河", "Ngan Ho"),
    ("協成", "Hip Shing"),
    ("大昌", "Tai Cheong"),
]
LZ_ST = [
    ("船艇用品", "Marine Supplies"),
    ("運動用品", "Sports Goods"),
    ("玻璃纖維工程", "Fibreglass Engineering"),
    ("貿易", "Trading"),
]
LZ_ITEMS = [
    ("碳纖維龍舟槳", "Carbon dragon boat paddle", "支", 780, 1650),
    ("救生衣", "Buoyancy aid 50N", "件", 180, 420),
    ("龍舟鼓", "Drum with stand", "個", 1200, 2800),
    ("舵槳", "Steering oar", "支", 900, 1900),
    ("隊衣（印字）", "Team jersey, printed", "件", 65, 140),
    ("防水袋", "Dry bag 20L", "個", 58, 120),
    ("玻璃纖維修補", "GRP hull repair", "項", 2800, 6800),
    ("龍頭龍尾", "Dragon head and tail set", "套", 3800, 8200),
    ("划艇手套", "Paddling gloves", "對", 48, 98),
    ("槳架", "Paddle rack, wall mounted", "個", 650, 1500),
    ("運動飲品", "Isotonic drink 24 x 500ml", "箱", 95, 160),
    ("拖船繩", "Tow rope 12mm x 30m", "條", 160, 360),
    ("座墊", "Seat pad, closed-cell", "個", 45, 95),
]


def _lz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    x, xe = rng.choice(LZ_X)
    cz, ce = rng.choice(LZ_CLUB)
    club, club_en = cz.format(x=x), ce.format(e=xe)
    (sb, sbe), (st, ste) = rng.choice(LZ_SB), rng.choice(LZ_ST)
    if rng.random() < 0.75:
        sup = f"{sb}{st}有限公司"
        sup_en = f"{sbe} {ste} {rng.choice(['Limited', 'Co., Ltd.', 'Company Limited'])}"
    else:
        sup = f"{sb}{st}公司"
        sup_en = f"{sbe} {ste} Company"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DB{y}{m}{n3}|PO/{Y}/{n4}|{y}-{n4}|P{Y}{n3}")
    qt = cj.number(rng, d, "Q{y}{n4}|QT/{n5}")
    race = f"{d.year}年{cj.pick(rng, '端午龍舟競賽|國際龍舟邀請賽|長洲龍舟賽')}"
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["stack", "row", "title"])
    po_lab = cj.pick(rng, "P.O. No.|採購單號 P.O. No.|訂單編號 Order No.|PO Number")

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
            m,
            pdf.h - 24,
            f"{club_en} · {cj.pick(rng, '註冊慈善團體|會員制體育會|Registered Society')}",
            7,
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{club} {po_lab} {po}（續 cont'd）", 8.6)
        return 46

    pdf.text(m, 42, club, 15, bold=True)
    pdf.text(m, 56, club_en, 9.4, bold=True)
    pdf.text(
        m,
        68,
        f"{cj.pick(rng, '香港仔海傍道|西貢海濱長廊|大埔海濱公園|赤柱正灘')}{rng.randint(1, 60)}號船排　Tel {cj.hk_tel(rng)}　Fax {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    tz = cj.pick(rng, "採購訂單|訂購單|採購單")
    y = 80
    if mode == "title":
        pdf.text(right, 44, f"{tz} PURCHASE ORDER", 13, align="r", bold=True)
        pdf.text(right, 62, f"No. {po}", 11, align="r", bold=True, colour=RED)
        po_lab = "No."
        pdf.text(right, 74, f"日期 Date: {cj.fdate(d, 'hk')}", 8.2, align="r")
        y = 86
    elif mode == "stack":
        pdf.text(
            pdf.w / 2 + (60 if land else 20), 44, f"{tz} PURCHASE ORDER", 12, align="c", bold=True
        )
        bw = [96, 104]
        yy = 52
        kv = [(po_lab, po), ("日期 Date", cj.fdate(d, "hk")), ("報價 Quotation", qt)]
        if rng.random() < 0.35:
            kv[0], kv[1] = kv[1], kv[0]
        for k, v in kv:
            yy = crow(pdf, right - sum(bw), yy, bw, [k, v], "ll", h=16, size=7.8)
        y = max(yy, 80) + 6
    else:
        pdf.text(right, 46, f"{tz}", 16, align="r", bold=True)
        pdf.text(right, 60, "PURCHASE ORDER", 10, align="r", bold=True)
        heads = [
            (po_lab, po),
            ("日期 Date", cj.fdate(d, "hk")),
            ("報價單 Quote Ref.", qt),
            ("賽事 Event", race),
            ("付款 Terms", cj.pick(rng, "C.O.D.|30 days|月結30天")),
        ]
        if rng.random() < 0.45:
            heads[0], heads[2] = heads[2], heads[0]
        ws = cj.rel(wd, [21, 15, 18, 28, 18])
        y = crow(
            pdf, m, 80, ws, [h for h, _ in heads], "ccccc", h=18, size=7.6, fill=PALE, head=True
        )
        y = crow(pdf, m, y, ws, [v for _, v in heads], "ccccc", h=18, size=8.2) + 10
    sl = cj.pick(rng, "致 To:|Messrs.|供應商 Supplier|")
    pw = (wd - 20) / 2
    blocks = []
    srows = [
        sup,
        sup_en,
        f"{cj.pick(rng, '葵涌|長沙灣|觀塘|柴灣|火炭')}{cj.pick(rng, '工業大廈|工業中心|貿易廣場')}{rng.randint(2, 22)}樓{rng.choice('ABCDEF')}室",
        f"Tel {cj.hk_tel(rng)}　Attn: {cj.person(rng, 'zh-Hant')}",
    ]
    blocks.append((sl, srows))
    blocks.append(
        (
            "送貨地址 Deliver to",
            [
                f"{club}船排",
                cj.pick(rng, "請於平日 10:00-17:00 送貨|Weekend delivery by arrangement"),
                f"聯絡 {cj.person(rng, 'zh-Hant')} {cj.hk_tel(rng)}",
            ],
        )
    )
    if rng.random() < 0.3:
        blocks.reverse()
    ys = []
    for k, (lab, rows) in enumerate(blocks):
        bx = m + k * (pw + 20)
        yy = y
        if lab:
            pdf.text(bx, yy + 8, lab, 8, colour=GREY)
            yy += 14
        yy += 8
        for s in rows:
            pdf.text(bx, yy, s, 9.6 if s == sup else 8.2, bold=s == sup)
            yy += 13
        ys.append(yy)
    y = max(ys) + 4
    if mode != "row":
        pdf.text(
            m,
            y + 6,
            f"用途 Purpose: {race}備賽　Quotation: {qt}"
            if mode == "title"
            else f"用途 Purpose: {race}備賽",
            8,
            colour=GREY,
        )
        y += 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [22, 26] if land else [30, 38])
    lines = more_lines(
        rng, LZ_ITEMS, n, [1, 2, 4, 6, 10, 12, 20, 22], ["(後備)", "(青年隊)", "(女子隊)"], big=2500
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
    dlv = Decimal(rng.choice([0, 0, 80, 150, 300]))
    total = sub - disc + dlv
    if y + 130 > bottom:
        y = brk()
    y += 6
    if stated:
        rows_ = [("小計 Sub-total", f"{sub:,.2f}")]
        if disc:
            rows_.append(("減：折扣 Less discount", f"({disc:,.2f})"))
        if dlv:
            rows_.append(("運費 Delivery", f"{dlv:,.2f}"))
        rows_.append(
            (
                cj.pick(rng, "總數 TOTAL|合計 Total HK$|總額 Grand Total|應付總額 Total Amount"),
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
        yl = y - 18 * len(rows_) + 12
        if rng.random() < 0.5:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            pdf.text(m, yl, f"訂金 Deposit paid: HK${dep:,.2f}", 8.2)
            pdf.text(m, yl + 13, f"餘額 Balance due: HK${total - dep:,.2f}", 8.2)
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
        pdf.text(m, y + 10, "價錢按報價單 Prices as per quotation; 以實際送貨數量結算。", 8.4)
        y += 16
    y += 10
    for t in [
        "1. 發票及送貨單請註明本會採購單號 Please quote our P.O. number on all invoices.",
        "2. 救生衣須符合 ISO 12402 標準 Buoyancy aids to ISO 12402.",
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
            f"司庫 Treasurer: {cj.person(rng, 'zh-Hant')}",
            "主席 Chairman",
            "供應商確認 Supplier acknowledgement",
        ]
    ):
        pdf.line(m + k * sw, y, m + k * sw + sw - 16, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_hk_longzhou_hui_chuanju_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _lz)


# --------------------------------------------------------------------------- 4 ja dairy farm's feed and milking-supplies order

BK_FARM = [
    "{p}牧場",
    "株式会社{p}牧場",
    "有限会社{p}ファーム",
    "農事組合法人{p}酪農",
    "{p}デーリィファーム",
]
BK_P = "北斗 大雪 しらかば 十勝 風連 清水 那須 蔵王 阿蘇 八ヶ岳 美瑛 浜中".split()
BK_SB = "北央 道東 中央 丸北 北栄 東洋 三和 朝日 大地 北星 協和 日進".split()
BK_ST = ["畜産資材", "飼料", "酪農機器", "農機", "商会"]
BK_ITEMS = [
    ("配合飼料 乳牛用", "20kg袋", "袋", 1800, 2900),
    ("チモシー乾草", "ロール 約300kg", "個", 9800, 16500),
    ("ミネラルブロック", "2kg", "個", 380, 780),
    ("乳頭ディップ剤", "ヨード系 20L", "缶", 9800, 18500),
    ("ミルカーライナー", "シリコン 4本組", "組", 6800, 12800),
    ("敷料 おがくず", "1m³", "m³", 3200, 5600),
    ("牛床マット", "1,800×1,200", "枚", 18000, 32000),
    ("哺乳ボトル", "2L 乳首付", "本", 980, 1800),
    ("耳標", "個体識別用 50組", "箱", 4800, 8800),
    ("搾乳用ニトリル手袋", "M 100枚", "箱", 900, 1600),
    ("ロールラップフィルム", "750mm×1500m", "巻", 12500, 19800),
    ("バルククーラー点検", "定期保守一式", "式", 28000, 65000),
    ("蹄浴用消毒剤", "20kg", "袋", 5600, 9800),
]


def _bk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    farm = rng.choice(BK_FARM).format(p=rng.choice(BK_P))
    b, t = rng.choice(BK_SB), rng.choice(BK_ST)
    sup = rng.choice(
        [f"株式会社{b}{t}", f"{b}{t}株式会社", f"{b}{t}株式会社", f"有限会社{b}{t}", f"{b}{t}"]
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|BK{Y}{n4}|{Y}{m}{d}-{n2}|No.{n5}|C-{n6}")
    mitsu = cj.number(rng, d, "見積{y}-{n3}|M{n5}")
    code = cj.number(rng, d, "T{n4}|{n6}")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["block", "grid", "title"])
    po_lab = cj.pick(rng, "注文番号|注文No.|発注番号|注文書番号")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.15, 0.35, 0.2), Color(0.2, 0.25, 0.5), black])

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

    title = cj.pick(rng, "注　文　書|注文書|発注書|御注文書")
    if mode == "title":
        pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
        pdf.text(right, 46, f"{po_lab} {po}", 10, align="r", bold=True)
        pdf.text(right, 60, f"注文日　{cj.fdate(d, ds)}", 8.4, align="r")
        yy = 66
    elif mode == "block":
        pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
        yy = 58
        kv = [(po_lab, po), ("注文日", cj.fdate(d, ds)), ("取引先コード", code)]
        if rng.random() < 0.4:
            kv[0], kv[1] = kv[1], kv[0]
        for k, v in kv:
            pdf.text(right - 150, yy, k, 8, colour=GREY)
            pdf.text(right, yy, v, 8.6, align="r")
            yy += 12
    else:
        pdf.text(m, 46, title, 18, bold=True, colour=ink)
        bw = [76, 76, 90]
        labs, vals = [po_lab, "注文日", "お見積No."], [po, cj.fdate(d, ds), mitsu]
        if rng.random() < 0.4:
            labs[0], labs[1], vals[0], vals[1] = labs[1], labs[0], vals[1], vals[0]
        yy = crow(pdf, right - sum(bw), 30, bw, labs, "ccc", h=15, size=7.6, fill=PALE, head=True)
        yy = crow(pdf, right - sum(bw), yy, bw, vals, "ccc", h=17, size=8.2)
    y = 84
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(
        m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11
    )
    pdf.line(m, y + 5, m + 250, y + 5, lw=0.6)
    pdf.text(m, y + 20, "下記のとおり注文いたします。", 8.6)
    ry = max(yy, 92) + 8
    pdf.text(right, ry + 4, farm, 11, align="r", bold=True)
    pdf.text(
        right,
        ry + 18,
        f"〒0{rng.randint(60, 99)}-{rng.randint(1000, 9999)} 北海道{cj.pick(rng, '河東郡|標津郡|川上郡|上川郡')}{cj.pick(rng, '音更町|中標津町|標茶町|美瑛町')}字{cj.pick(rng, '西|東|北')}{rng.randint(1, 30)}線{rng.randint(1, 99)}番地",
        7.6,
        align="r",
        colour=GREY,
    )
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(
        right,
        ry + 42,
        f"担当：{cj.person(rng, 'ja')}（{cj.pick(rng, '場長|飼養管理|事務')}）",
        7.8,
        align="r",
    )
    if rng.random() < 0.6:
        pdf.stamp(
            right - 16,
            ry + 14,
            farm.replace("株式会社", "").replace("有限会社", "")[:4],
            rng,
            shape="rect",
            r=18,
        )
    y = y + 34
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8], [20, 24] if land else [28, 36])
    lines = more_lines(
        rng,
        BK_ITEMS,
        n,
        [1, 2, 3, 5, 10, 20, 40],
        ["（予備）", "（育成牛用）", "（L）"],
        places=0,
        big=9000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub + tax
    if stated and rng.random() < 0.55:
        pdf.rect(m, y, 230, 40, stroke=ink, lw=1)
        pdf.rect(m, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "ご注文金額（税込）|合計金額（税込）|注文金額合計"), 8.4
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
    rows = [
        [
            "納期",
            cj.fdate(cj.later(rng, d, 5, 30), ds),
            "納品場所",
            cj.pick(rng, "第2牛舎|育成舎|飼料庫|事務所前"),
            "支払条件",
            cj.pick(rng, "月末締翌月末払|現金|農協口座振替"),
        ]
    ]
    if mode != "grid":
        rows.append(
            ["見積No.", mitsu, "取引先コード", code, "運送", cj.pick(rng, "貴社便|路線便|引取")]
        )
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [10, 18, 12, 20, 10, 30]),
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
        cj.rel(wd, [5, 30, 22, 9, 6, 12, 16]),
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
        lab = cj.pick(rng, "合計|合計金額|総合計|税込合計")
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
        pdf.text(m, y - 40, "※10%対象 " + f"{sub:,.0f}円　消費税 {tax:,.0f}円", 7.8, colour=GREY)
    else:
        pdf.text(m, y + 10, "単価は年間契約単価によります。金額は納品数量確定後に精算します。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t_ in [
        "・納品時は納品書2部を添付してください。",
        "・飼料は製造日から30日以内のものに限ります。",
        "・請求書には注文番号をご記入ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t_, 7.8)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 32, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    if rng.random() < 0.4:
        pdf.text(
            m,
            y + 24,
            "受注確認欄（貴社ご記入の上FAX返信願います）　受注日：　　年　　月　　日　　印",
            7.8,
        )
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_ja_bokujo_shizai_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bk)


# --------------------------------------------------------------------------- 5 en-GB zoo's animal-nutrition and husbandry order

ZO_C = "Chesterford|Blackmoor|Harewood Hill|Dunstable Downs|Colwick|Ravensbourne|Lowther|Bramble Park|Hexworth|Kingsmead".split(
    "|"
)
ZO_BUY = [
    "{c} Zoo Ltd",
    "{c} Zoological Society",
    "{c} Wildlife Park Limited",
    "The {c} Zoo Trust",
    "{c} Safari Park plc",
]
ZO_A = "Hartley|Pennock|Ashby|Wragg|Colclough|Tremayne|Bulmer|Spenceley|Yeomans|Garside|Hebden|Rushworth".split(
    "|"
)
ZO_SUP_FORMED = [
    "{a} Animal Feeds Ltd",
    "{a} Zoo Nutrition Ltd",
    "{a} & {b} Livestock Supplies Ltd",
    "{a} Fencing & Netting Ltd",
    "{a} Veterinary Wholesale Ltd",
    "{a} Enrichment Products Ltd",
]
ZO_SUP_BARE = ["{a} Farm Produce", "{a} & {b}", "{f} {a} Forage"]
ZO_F = "Alun|Bryony|Callum|Delyth|Fergus|Harriet|Iwan|Josie|Marcus|Nia".split("|")
ZO_ITEMS = [
    ("Primate pellets, 20 kg sack", "sack", 0, 14, 26),
    ("Lucerne hay, small bale", "bale", 0, 7, 12),
    ("Frozen day-old chicks, box of 100", "box", 0, 11, 19),
    ("Mixed fresh produce, per crate", "crate", 0, 12, 30),
    ("Live mealworms, 1 kg", "kg", 0, 18, 32),
    ("Browse (willow), per bundle", "bundle", 0, 4, 9),
    ("Enrichment feeder ball, large", "each", 20, 24, 55),
    ("Aviary mesh 19 mm, 30 m roll", "roll", 20, 140, 260),
    ("UVB lamp 150 W", "each", 20, 38, 75),
    ("Veterinary disinfectant 5 L", "can", 20, 22, 44),
    ("Keeper waterproof jacket", "each", 20, 45, 90),
    ("Bark chippings, bulk bag", "bag", 20, 55, 95),
    ("Heat mat 60 x 120 cm", "each", 20, 48, 96),
]


def _zo(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(38, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    c = rng.choice(ZO_C)
    buyer = rng.choice(ZO_BUY).format(c=c)
    a1, a2 = rng.sample(ZO_A, 2)
    sup = bare_or(rng, ZO_SUP_FORMED, ZO_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(ZO_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO######", f"ZOO{dt:%y}-####", "#####", "P/#####", f"{dt.year}/0###"])
    )
    req = la.digits(rng, rng.choice(["REQ######", "Req. ####"]))
    acct = la.digits(rng, rng.choice(["Acct 4###", "Supplier No. S####", "V#####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["block", "grid", "title"])
    po_lab = la.pick(
        rng, "Order No.|PO Number|Purchase Order No.|Official Order No.|Our Order Ref."
    )
    df = lambda x: la.dfmt(x, rng.choice(["long_en", "dmy"]))  # noqa: E731
    vat_no = la.digits(rng, "GB ### #### ##")

    def foot() -> None:
        d.t(
            m,
            d.h - 36,
            f"{buyer}, registered charity no. {la.digits(rng, '1######')}. VAT {vat_no}. Please send invoices to accounts@{c.lower().replace(' ', '')}zoo.org.uk quoting the order number.",
            6.4,
            grey=0.35,
            maxw=wd,
        )
        d.t(
            r,
            d.h - 26,
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

    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{c} Road, {rng.choice(['Bedfordshire', 'Cheshire', 'Somerset', 'Hampshire', 'North Yorkshire'])} {la.digits(rng, '@@# #@@')}",
            f"Tel 0{la.digits(rng, '#### ######')} · keepers' office ext. {la.digits(rng, '###')}",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER")
    y = 86
    if mode == "title":
        d.t(r, 50, f"{title} {po}", 14, b=True, al="r")
        d.t(r, 64, f"Date {df(dt)}", 8.4, al="r")
        po_lab = "Order"
    elif mode == "grid":
        d.t(r, 50, title, 15, b=True, al="r")
        labels = [po_lab, "Order Date", "Requisition", "Your Account", "Budget Code"]
        vals = [
            po,
            la.dfmt(dt, "dmy"),
            req,
            acct,
            la.digits(rng, rng.choice(["AN-###", "VET-##", "EDU-##"])),
        ]
        if rng.random() < 0.4:
            labels[0], labels[2], vals[0], vals[2] = labels[2], labels[0], vals[2], vals[0]
        y = d.grid(m, 80, [wd * f for f in (0.22, 0.17, 0.2, 0.21, 0.2)], labels, vals, 8.4) + 12
    else:
        d.t(r, 50, title, 15, b=True, al="r")
    vlab = la.pick(rng, "Vendor|Supplier|To|Order to|")
    sy = y
    if vlab:
        d.t(m, sy + 8, vlab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.randint(1, 90)} {rng.choice(['Mill Lane', 'Station Road', 'Dairy Yard', 'Enterprise Park'])}",
            f"{rng.choice(['Market Harborough', 'Bakewell', 'Thirsk', 'Leominster', 'Crewkerne'])} {la.digits(rng, '@@# #@@')}",
            f"Attn: {rng.choice(ZO_F)} {rng.choice(ZO_A)}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    if mode == "block":
        kv = [
            (po_lab, po),
            ("Date", df(dt)),
            ("Requisition", req),
            ("Your ref.", acct),
            (
                "Section",
                rng.choice(
                    ["Primates", "Carnivores", "Birds", "Reptile House", "Hoofstock", "Veterinary"]
                ),
            ),
        ]
        if rng.random() < 0.35:
            kv.insert(0, kv.pop(2))
    else:
        kv = [
            (
                "Section",
                rng.choice(
                    ["Primates", "Carnivores", "Birds", "Reptile House", "Hoofstock", "Veterinary"]
                ),
            ),
            (
                "Ordered by",
                f"{rng.choice(ZO_F)} {rng.choice(ZO_A)}, {rng.choice(['Head Keeper', 'Curator', 'Nutritionist', 'Vet Nurse'])}",
            ),
        ]
        if mode == "title":
            kv += [("Requisition", req), ("Your ref.", acct)]
    kx = m + wd * 0.52
    kw = max(d.width(k, 8, True) for k, _ in kv) + 8
    yy = y
    for k, v in kv:
        d.t(kx, yy + 8, k, 8, b=True)
        d.t(kx + kw, yy + 8, v, 8.2, maxw=r - kx - kw, b=k == po_lab)
        yy += 12
    y = max(sy, yy) + 10
    cw = (wd - 16) / 2
    d.t(m, y + 8, "Deliver to", 8, b=True, grey=0.35)
    d.lines(
        m,
        y + 12,
        [
            f"{buyer} - {rng.choice(['Commissary', 'Service Yard', 'Animal Hospital', 'Gate 3 Goods In'])}",
            f"Contact: {rng.choice(ZO_F)} {rng.choice(ZO_A)} {la.digits(rng, '07### ######')}",
        ],
        8.2,
        lead=10.5,
    )
    d.t(m + cw + 16, y + 8, "Invoice to", 8, b=True, grey=0.35)
    d.lines(m + cw + 16, y + 12, ["Finance Office", buyer], 8.2, lead=10.5)
    y += 44
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36])
    lines = more_lines(
        rng, ZO_ITEMS, n, [1, 2, 4, 5, 10, 20, 40], ["- weekly", "- extra", "- spare"]
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}",
                it[1],
                en2(p) if stated else "",
                "Z" if it[2] == 0 else "S",
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
        [wd * f for f in (0.06, 0.47, 0.08, 0.09, 0.12, 0.06, 0.12)],
        ["Line", "Description", "Qty", "Unit", "Price £", "VAT", "Net £"],
        body,
        "llrlrcr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    n0 = sum((a for it, _, _, a in lines if it[2] == 0), ZERO)
    n20 = sum((a for it, _, _, a in lines if it[2] == 20), ZERO)
    vat = r2(n20 * Decimal("0.2"))
    net = n0 + n20
    total = net + vat
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Goods (net)", f"£{en2(net)}", False)]
        if n0 and n20:
            rows_ = [
                ("Zero-rated (Z)", f"£{en2(n0)}", False),
                ("Standard-rated (S)", f"£{en2(n20)}", False),
            ]
        rows_.append(("VAT @ 20% on S", f"£{en2(vat)}", False))
        xl = m + wd * 0.55
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Order Total|TOTAL (GBP)|Total inc. VAT|Total Order Value")
        if rng.random() < 0.45:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, lab, 9.4, b=True)
            d.t(r - 3, y + 29, f"£{en2(total)}", 11, b=True, al="r")
            y += 36
        else:
            y = d.summary(xl, r - 3, y, [(lab, f"£{en2(total)}", True)], 9.2, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Standing order at contract rates: value per the delivered quantities on each delivery note.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Feed must be delivered within its best-before date, sealed and pest-free; the zoo's biosecurity rules apply to all drivers on site.",
        "This order is issued under the Zoo's terms of purchase. Invoices without an order number will be returned unpaid.",
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
        f"Authorised: {rng.choice(ZO_F)} {rng.choice(ZO_A)}, {rng.choice(['Zoo Manager', 'Head of Animal Care', 'Finance Manager'])}",
    )
    d.sign(m + sw + 20, y, sw, "Supplier acknowledgement")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_en_gb_zoo_animal_nutrition_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zo)


# --------------------------------------------------------------------------- 6 en-CA maple producer's tubing and bottling order

MP_N = "Pine Ridge|Tamarack|Birch Hollow|Elgin County|Lanark Highlands|Sussex Valley|Beaver Creek|Maple Leaf Hills|Kawartha|Grey Bruce".split(
    "|"
)
MP_BUY = [
    "{n} Sugar Bush Ltd.",
    "{n} Maple Farms Inc.",
    "{n} Maple Co-operative Ltd.",
    "{n} Sugarworks Inc.",
]
MP_PROV = [("ON", "Ontario", 13), ("NB", "New Brunswick", 15), ("ON", "Ontario", 13)]
MP_A = "Leblanc|MacPhail|Doucette|Van Loon|Kowalchuk|Brisebois|McInnis|Thibodeau|Schultz|Arsenault".split(
    "|"
)
MP_SUP_FORMED = [
    "{a} Maple Equipment Ltd.",
    "{a} Sugaring Supplies Inc.",
    "{a} Stainless Fabrication Ltd.",
    "{a} & Sons Farm Supply Ltd.",
    "{a} Containers Inc.",
]
MP_SUP_BARE = ["{a} Farm Supply", "{a} Tubing & Taps", "{a} Maple Shop"]
MP_ITEMS = [
    ("5/16 in. lateral tubing, 500 ft roll", "roll", 58, 95),
    ("Spouts 5/16 in., bag of 100", "bag", 38, 72),
    ("Mainline 1 in., per 100 ft", "100 ft", 65, 130),
    ("Drop lines pre-assembled, box of 50", "box", 60, 115),
    ("Vacuum pump service call", "ea", 280, 620),
    ("RO membrane 8 in.", "ea", 950, 1800),
    ("Evaporator pan gasket kit", "kit", 140, 290),
    ("Syrup jugs 1 L, case of 12", "case", 14, 26),
    ("Glass maple-leaf bottles 250 ml, case of 24", "case", 38, 64),
    ("Filter press papers, pack of 50", "pack", 48, 90),
    ("Tees 5/16 in., bag of 100", "bag", 22, 44),
    ("Sap tank 1,000 gal, poly", "ea", 1900, 3400),
]


def _mp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(32, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    name = rng.choice(MP_N)
    buyer = rng.choice(MP_BUY).format(n=name)
    prov, pname, rate = rng.choice(MP_PROV)
    sup = bare_or(rng, MP_SUP_FORMED, MP_SUP_BARE, 0.25).format(a=rng.choice(MP_A))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-#####", f"{dt:%y}-0###", "P######", f"SB{dt.year}-###"]))
    reqn = la.digits(rng, "RQ-####")
    quote = la.digits(rng, rng.choice(["Q-#####", "Quote ####"]))
    bn = la.digits(rng, "#########RT0001")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["row", "block", "title"])
    po_lab = la.pick(rng, "P.O. Number|PO #|Purchase Order No.|PO No.")

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · GST/HST Reg. No. {bn} · Please show the PO number on all packing slips and invoices.",
            6.6,
            grey=0.4,
        )
        d.t(
            r, d.h - 30, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} - {po_lab} {po} (continued)", 9, b=True)
        return 54

    town = rng.choice(
        ["Perth", "Lindsay", "Owen Sound", "Aylmer", "Sussex", "Woodstock", "Bancroft"]
    )
    d.t(m, 46, buyer, 14, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.randint(100, 9999)} {rng.choice(['Concession 6', 'Sideroad 15', 'Sugarbush Lane', 'Route 880', 'County Rd 12'])}, {town}, {prov} {la.digits(rng, '@#@ #@#')}",
            f"Tel. {la.digits(rng, '(###) ###-####')} · orders@{name.lower().replace(' ', '')}maple.ca",
        ],
        7.8,
        lead=10,
    )
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order")
    y = 80
    if mode == "title":
        d.t(r, 46, f"{title} {po}", 14, b=True, al="r")
        d.t(r, 60, la.dfmt(dt, rng.choice(["usl", "iso"])), 8.4, al="r")
        po_lab = "PO"
    else:
        d.t(r, 46, title, 15, b=True, al="r")
    if mode == "row":
        heads = [po_lab, "Date", "Requisition", "Ship Via", "F.O.B.", "Terms"]
        vals = [
            po,
            la.dfmt(dt, rng.choice(["iso", "usl", "dmy"])),
            reqn,
            la.pick(rng, "Vendor truck|Day & Ross|Purolator Freight|Pick-up"),
            la.pick(rng, "Destination|Shipping point"),
            la.pick(rng, "Net 30|Net 15|2% 10, Net 30|C.O.D."),
        ]
        if rng.random() < 0.35:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = [wd * f for f in (0.17, 0.16, 0.15, 0.2, 0.14, 0.18)]
        y = lrow(d, m, y, ws, heads, "llllll", h=15, size=7.6, b=True, fill=0.86)
        y = lrow(d, m, y, ws, vals, "llllll", h=16, size=8.4) + 12
    elif mode == "block":
        kv = [
            (po_lab, po),
            ("Date", la.dfmt(dt, "iso")),
            ("Requisition", reqn),
            ("Your quote", quote),
            ("Terms", la.pick(rng, "Net 30|Net 45|C.O.D.")),
        ]
        if rng.random() < 0.35:
            kv[0], kv[3] = kv[3], kv[0]
        yy = 66
        for k, v in kv:
            d.t(r - 150, yy, k, 8, b=True)
            d.t(r, yy, v, 8.4, al="r")
            yy += 11.5
        y = yy + 4
    cw = (wd - 24) / 3
    vlab = la.pick(rng, "Vendor|Supplier|To|Order From")
    blocks = [
        (
            vlab,
            [
                sup,
                f"{rng.randint(10, 999)} {rng.choice(['Industrial Dr.', 'Main St. N', 'Rue Principale', 'Hwy 7'])}",
                f"{rng.choice(['St-Lazare', 'Ottawa', 'Fredericton', 'Kingston', 'Orillia'])}, {rng.choice(['ON', 'QC', 'NB'])} {la.digits(rng, '@#@ #@#')}",
                f"Attn: {rng.choice(['Marc', 'Julie', 'Dave', 'Nathalie', 'Brent'])} {rng.choice(MP_A)}",
            ],
        ),
        (
            "Ship To",
            [
                buyer,
                f"{rng.choice(['Sugar Shack', 'Bottling Room', 'Pump House'])}, {rng.randint(100, 9999)} {rng.choice(['Concession 4', 'Sideroad 20', 'Back Lot Rd'])}",
                f"{town}, {prov}",
                f"Receiving: {la.digits(rng, '(###) ###-####')}",
            ],
        ),
        ("Bill To", ["Accounts Payable", buyer, f"PO Box {rng.randint(10, 999)}, {town}, {prov}"]),
    ]
    if rng.random() < 0.35:
        blocks = [blocks[1], blocks[0], blocks[2]]
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 12)
        d.t(xx, y + 8, lab, 8, b=True, grey=0.35)
        d.line(xx, y + 11, xx + cw, y + 11, 0.4)
        yy = max(yy, flines(d, xx, y + 15, rows, 8.4, cw - 4, b_first=rows[0] == sup, lead=11))
    y = yy + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [22, 26] if land else [30, 38])
    lines = more_lines(
        rng, MP_ITEMS, n, [1, 2, 4, 5, 10, 20, 50], ["(blue)", "(spare)", "(2nd bush)"], big=1500
    )
    body = [
        (
            [
                la.digits(rng, "MS-####"),
                it[0],
                f"{q:,.0f}",
                it[1],
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
        [wd * f for f in (0.11, 0.47, 0.08, 0.1, 0.11, 0.13)],
        ["Item #", "Description", "Qty", "U/M", "Unit Price", "Extended"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5])) / 100)
    frt = Decimal(rng.choice([0, 0, 75, 120, 185]))
    base = sub - disc + frt
    hst = r2(base * rate / 100)
    total = base + hst
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", en2(sub), False)]
        if disc:
            rows_.append(("Discount", f"-{en2(disc)}", False))
        if frt:
            rows_.append(("Freight", en2(frt), False))
        rows_ += [
            (f"HST {rate}% ({prov})", en2(hst), False),
            (la.pick(rng, "TOTAL CAD|Total|PO Total|Order Total (CAD)"), f"${en2(total)}", True),
        ]
        xl = m + wd * (0.66 if land else 0.58)
        y = d.summary(
            xl,
            r - 3,
            y,
            rows_,
            8.8,
            shade=0.88 if rng.random() < 0.5 else None,
            box_last=rng.random() < 0.4,
        )
        if rng.random() < 0.45:
            dep = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
            y = d.summary(
                xl,
                r - 3,
                y + 4,
                [
                    ("Deposit paid", f"-{en2(dep)}", False),
                    ("Balance due", f"${en2(total - dep)}", False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices per your quote {quote}; to be invoiced at the shipped quantities.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "All food-contact items (jugs, bottles, filter papers) must be certified food grade. Syrup containers to be shipped on pallets, shrink-wrapped.",
        "Partial shipments accepted. Back-orders over 30 days cancelled unless confirmed.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 28
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Authorized by: {rng.choice(['Marc', 'Julie', 'Dave', 'Nathalie'])} {rng.choice(MP_A)}, {rng.choice(['Owner', 'Operations Manager', 'Purchasing'])}",
    )
    d.sign(m + sw + 20, y, sw, "Vendor acceptance (signature / date)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_en_ca_maple_sugar_bush_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mp)


# --------------------------------------------------------------------------- 7 de-CH bakery-equipment maker's order confirmation (seller first)

BM_SN = "Rüegg|Bachmann|Zürcher|Hänni|Kälin|Wyss|Gisler|Imhof|Bürgi|Stalder|Frei|Aebischer".split(
    "|"
)
BM_SUP_FORMED = [
    "{n} Bäckereitechnik AG",
    "{n} Backofenbau GmbH",
    "{n} & Co. AG",
    "{n} Gastro- und Bäckereimaschinen AG",
    "{n} Kältetechnik AG",
]
BM_SUP_BARE = ["{n} Bäckereitechnik", "{n} Backofenservice"]
BM_CUST = [
    "Bäckerei {x}",
    "Bäckerei-Konditorei {x} AG",
    "{x} Beck GmbH",
    "Confiserie {x}",
    "Bäckerei {x} & Co.",
]
BM_X = (
    "Moser|Ackermann|Huber|Schneeberger|Kuster|Zaugg|Vogt|Gerber|Widmer|Brunner|Suter|Koller".split(
        "|"
    )
)
BM_ITEMS = [
    ("Etagenbackofen 3 Herde 60x80, Revision", "Pausch.", 1800, 4200),
    ("Spiralknetmaschine 60 l", "Stk", 7800, 12800),
    ("Teigteil- und Wirkmaschine", "Stk", 14500, 24800),
    ("Gärunterbrecher 2-türig", "Stk", 9800, 16500),
    ("Backbleche Alu 60x40, gelocht", "Stk", 18, 34),
    ("Silikon-Backmatten 60x40", "Stk", 24, 46),
    ("Gärkörbe rund 1 kg", "Stk", 9, 18),
    ("Ersatz-Knethaken", "Stk", 380, 720),
    ("Brotschneidemaschine", "Stk", 3900, 6800),
    ("Schokoladen-Temperiergerät 12 kg", "Stk", 2400, 4200),
    ("Wartungsvertrag (Jahrespauschale)", "Pausch.", 980, 1900),
    ("Transport, Montage und Inbetriebnahme", "Pausch.", 450, 1200),
]


def _bm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djserif|libnarrow"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    sn = rng.choice(BM_SN)
    sup = bare_or(rng, BM_SUP_FORMED, BM_SUP_BARE, 0.2).format(n=sn)
    cust = rng.choice(BM_CUST).format(x=rng.choice(BM_X))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["B-####", f"{dt.year}-0##", "#####", f"BE{dt:%y}####", "Nr. ###"])
    )
    if po.startswith("Nr."):
        po = po[4:]
    ab = la.digits(rng, rng.choice(["AB ######", f"A{dt:%y}-####", "7######"]))
    kd = la.digits(rng, "K-#####")
    offerte = la.digits(rng, rng.choice(["OF-#####", "####-##", "O#####"]))
    stated = stated_of(rng)
    page = [1]
    grid = rng.random() < 0.4
    po_lab = la.pick(rng, "Ihre Bestellung|Ihre Bestell-Nr.|Ihre Bestellnummer|Bestellnummer Kunde")
    city = rng.choice(
        [
            "8604 Volketswil",
            "3400 Burgdorf",
            "6030 Ebikon",
            "9000 St. Gallen",
            "4600 Olten",
            "5400 Baden",
        ]
    )
    uid = la.digits(rng, "CHE-###.###.###")

    def foot() -> None:
        d.line(m, d.h - 48, r, d.h - 48, 0.4)
        d.t(
            m,
            d.h - 38,
            f"{sup} · {city} · {uid} MWST · Handelsregister des Kantons {rng.choice(['Zürich', 'Bern', 'Luzern', 'St. Gallen', 'Solothurn', 'Aargau'])}",
            6.6,
            grey=0.35,
            maxw=wd - 70,
        )
        d.t(
            m,
            d.h - 29,
            f"Zürcher Kantonalbank · IBAN CH{la.digits(rng, '## #### #### #### #### #')} · Es gelten unsere AGB",
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
        d.t(m, 46, f"Auftragsbestätigung {ab} – Fortsetzung", 9, b=True)
        return 60

    center = rng.random() < 0.35
    if center:
        d.t(d.w / 2, 48, sup, 15, b=True, al="c")
        d.t(
            d.w / 2,
            61,
            f"{rng.choice(['Industriestrasse', 'Gewerbestrasse', 'Bahnhofstrasse'])} {rng.randint(1, 80)} · {city} · Tel. +41 {la.digits(rng, '## ### ## ##')}",
            7.6,
            al="c",
            grey=0.3,
        )
    else:
        d.t(m, 48, sup, 15, b=True)
        d.lines(
            m,
            54,
            [
                f"{rng.choice(['Industriestrasse', 'Gewerbestrasse', 'Bahnhofstrasse'])} {rng.randint(1, 80)}, {city}",
                f"Tel. +41 {la.digits(rng, '## ### ## ##')} · service@{sn.lower().replace('ü', 'ue').replace('ä', 'ae')}-baeckereitechnik.ch",
            ],
            7.6,
            lead=10,
        )
    # the customer's address in the window (Swiss letters: at the right)
    wx = m + wd * 0.52 if rng.random() < 0.7 else m
    d.t(wx, 112, f"{sup}, {city}", 6.4, grey=0.35)
    d.line(wx, 115, wx + 200, 115, 0.3)
    d.lines(
        wx,
        120,
        [
            cust,
            rng.choice(["z. Hd. Herrn ", "z. Hd. Frau "]) + rng.choice(BM_X),
            f"{rng.choice(['Dorfstrasse', 'Hauptgasse', 'Marktplatz', 'Kirchweg'])} {rng.randint(1, 40)}",
            rng.choice(
                [
                    "3013 Bern",
                    "6003 Luzern",
                    "8400 Winterthur",
                    "7000 Chur",
                    "3600 Thun",
                    "8200 Schaffhausen",
                ]
            ),
        ],
        9.2,
        lead=12,
    )
    kx = m if wx > m + 10 else m + wd * 0.55
    y = 190
    kv = [
        ("Auftrag Nr.", ab),
        ("Datum", la.dfmt(dt + timedelta(days=rng.randint(1, 4)), "dot")),
        (po_lab, po),
        ("vom", la.dfmt(dt, "dot")),
        ("Kunden-Nr.", kd),
        (
            "Ihr Kontakt",
            f"{rng.choice(['Urs', 'Beat', 'Corinne', 'Reto', 'Sandra'])} {rng.choice(BM_SN)}",
        ),
    ]
    if not grid:
        yy = 118
        for k, v in kv:
            d.t(kx, yy, k, 8, grey=0.3)
            d.t(kx + 86, yy, v, 8.4, b=k == po_lab)
            yy += 12
        y = max(y, yy + 10)
    title = la.pick(rng, "Auftragsbestätigung|AUFTRAGSBESTÄTIGUNG|Bestellbestätigung")
    d.t(m, y, f"{title} {ab}" if rng.random() < 0.5 else title, 13, b=True)
    y += 8
    if grid:
        labels = ["Auftrag Nr.", po_lab, "Bestelldatum", "Kunden-Nr.", "Liefertermin"]
        vals = [
            ab,
            po,
            la.dfmt(dt, "dot"),
            kd,
            f"KW {(dt + timedelta(days=rng.randint(14, 60))).isocalendar()[1]}",
        ]
        if rng.random() < 0.5:
            labels[0], labels[1], vals[0], vals[1] = labels[1], labels[0], vals[1], vals[0]
        y = (
            d.grid(
                m,
                y + 4,
                [wd * f for f in (0.2, 0.22, 0.18, 0.18, 0.22)],
                labels,
                vals,
                8.4,
                shade=0.9,
            )
            + 10
        )
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, besten Dank für Ihre Bestellung. Wir bestätigen Ihnen gemäss unserer Offerte {offerte} wie folgt:",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36])
    lines = more_lines(
        rng,
        BM_ITEMS,
        n,
        [1, 2, 4, 6, 10, 20, 40],
        ["(Filiale)", "(Reserve)", "(Edelstahl)"],
        big=350,
    )
    body = [
        (
            [
                str(i * 10),
                it[0],
                f"{q:,.0f}".replace(",", "'"),
                it[1],
                chf(p) if stated else "",
                chf(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.07, 0.49, 0.08, 0.09, 0.13, 0.14)],
        ["Pos.", "Bezeichnung", "Menge", "Einh.", "Preis CHF", "Betrag CHF"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for *_, a in lines), ZERO)
    rab = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 8])) / 100)
    net = sub - rab
    mwst = r2(net * Decimal("0.081"))
    raw = net + mwst
    total = r05(raw)
    rund = total - raw
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total netto", chf(sub), False)]
        if rab:
            rows_ += [
                (f"Rabatt {rng.choice(['Stammkunde', 'Projekt'])}", f"-{chf(rab)}", False),
                ("Zwischentotal", chf(net), False),
            ]
        rows_.append(("MWST 8.1 %", chf(mwst), False))
        if rund:
            rows_.append(("Rundung", f"{'-' if rund < 0 else ''}{chf(abs(rund))}", False))
        xl = m + wd * 0.55
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Total CHF|Gesamttotal inkl. MWST|Auftragstotal CHF|Total inkl. MWST")
        if rng.random() < 0.4:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, lab, 9.4, b=True)
            d.t(r - 3, y + 29, chf(total), 11, b=True, al="r")
            y += 36
        else:
            y = d.summary(xl, r - 3, y, [(lab, chf(total), True)], 9.2, box_last=True)
        if rng.random() < 0.55:
            pct = rng.choice([30, 40, 50])
            y = wrapped(
                d,
                m,
                y + 4,
                f"Zahlungsbedingungen: {pct} % Anzahlung (CHF {chf(r05(total * pct / 100))}) bei Auftragserteilung, Rest 30 Tage netto nach Inbetriebnahme.",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Die Verrechnung erfolgt nach Aufwand gemäss Regieansätzen; die Preise verstehen sich exkl. MWST.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Liefertermin: {la.dfmt(dt + timedelta(days=rng.randint(20, 70)), 'dot')}, frei Haus inkl. Montage. Bitte prüfen Sie diese Auftragsbestätigung; Abweichungen sind uns innert 3 Tagen zu melden.",
        "Garantie: 24 Monate auf Material und Arbeit, ausgenommen Verschleissteile.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 50 > bottom:
        y = brk()
    y += 20
    d.t(m, y, "Freundliche Grüsse", 8.6)
    d.t(m, y + 12, sup, 8.6, b=True)
    d.t(
        m,
        y + 40,
        f"{rng.choice(['Urs', 'Beat', 'Corinne', 'Reto'])} {rng.choice(BM_SN)}, {rng.choice(['Verkauf Innendienst', 'Geschäftsführer', 'Projektleiter'])}",
        8.2,
    )
    d.sign(m + wd * 0.55, y + 36, wd * 0.45, "Gegenzeichnung Kunde (Ort, Datum, Unterschrift)")
    foot()
    out = finish(d, "de", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind51_de_ch_baeckereitechnik_auftragsbestaetigung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bm)


# --------------------------------------------------------------------------- 8 fr-FR oyster farm's order for bags, trestles and baskets

OY_N = "Dubreuil|Guillon|Le Goff|Boutin|Sauvaget|Moreau|Raffin|Chaigneau|Tessier|Corre|Jégou|Bouchet".split(
    "|"
)
OY_BUY = [
    "Huîtres {n}",
    "EARL {n}",
    "Ostréiculture {n} SARL",
    "SCEA Les Parcs {n}",
    "Maison {n} – Huîtres de {z}",
]
OY_Z = (
    "Marennes-Oléron|Arcachon|Cancale|Bouzigues|Isigny|Quiberon|Gujan-Mestras|La Tremblade".split(
        "|"
    )
)
OY_SUP_FORMED = [
    "{n} Aquaculture SAS",
    "Établissements {n} SARL",
    "{n} Filets et Poches SAS",
    "{n} Marine SA",
    "Coopérative Maritime {n}",
]
OY_SUP_BARE = ["Maison {n}", "{n} Père et Fils", "Emballages {n}"]
OY_ITEMS = [
    ("Poches ostréicoles maille 9 mm (lot de 50)", "lot", 20, 95, 160),
    ("Tables ostréicoles acier galvanisé 3 m", "u", 20, 38, 72),
    ("Crochets caoutchouc (sac de 1000)", "sac", 20, 55, 98),
    ("Élastiques de fermeture (sac de 5000)", "sac", 20, 28, 54),
    ("Bourriches bois 3 kg", "u", 20, 0.9, 1.8),
    ("Bourriches bois 5 kg", "u", 20, 1.2, 2.4),
    ("Étiquettes sanitaires (rouleau 1000)", "rouleau", 20, 24, 48),
    ("Cordage polypropylène Ø 10 (touret 200 m)", "touret", 20, 48, 96),
    ("Cuissardes PVC", "paire", 20, 38, 75),
    ("Naissain d'huîtres triploïdes (le mille)", "mille", 10, 14, 26),
    ("Coupelles de captage (carton 500)", "carton", 20, 42, 80),
    ("Couteaux à huîtres", "u", 20, 4, 9),
]


def _oy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    zone = rng.choice(OY_Z)
    n1, n2 = rng.sample(OY_N, 2)
    buyer = rng.choice(OY_BUY).format(n=n1, z=zone)
    sup = bare_or(rng, OY_SUP_FORMED, OY_SUP_BARE, 0.3).format(n=n2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC-{dt.year}-###", f"{dt:%y}/####", "C######", f"OS{dt:%y%m}##"])
    )
    devis = la.digits(rng, rng.choice(["DEV-#####", "Devis n° ####"]))
    fcode = la.digits(rng, "F###")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["box", "grid", "block"])
    po_lab = la.pick(rng, "N° de commande|Bon de commande n°|Commande n°|N° BC")
    siret = la.digits(rng, "### ### ### #####")

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · SIRET {siret} · NAF 0321Z · TVA FR{la.digits(rng, '## #########')} · Agrément sanitaire FR {la.digits(rng, '##.###.###')} CE",
            6.4,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 27, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} — commande {po} (suite)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"Cabane n° {rng.randint(1, 80)}, {rng.choice(['port de la Cayenne', 'chenal de la Course', 'port de Larros', 'quai des Parqueurs'])}, {la.digits(rng, '17###')} {zone.split('-')[0]}",
            f"Tél. 0{la.digits(rng, '# ## ## ## ##')} · {rng.choice(['contact', 'commandes'])}@huitres-{n1.lower().replace(' ', '').replace('é', 'e')}.fr",
        ],
        7.8,
        lead=10,
    )
    y = 84
    if mode == "box":
        bw = 190
        d.box(r - bw, 30, bw, 44, stroke=True, lw=0.9)
        d.t(r - bw / 2, 46, la.pick(rng, "BON DE COMMANDE|Bon de commande"), 12, b=True, al="c")
        d.t(r - bw / 2, 62, f"N° {po}   du {la.dfmt(dt, 'dmy')}", 9, al="c")
        po_lab = "N°"
    elif mode == "grid":
        d.t(r, 48, la.pick(rng, "BON DE COMMANDE|Bon de commande"), 15, b=True, al="r")
        labels = [po_lab, "Date", "Votre devis", "Code fournisseur", "Délai"]
        vals = [
            po,
            la.dfmt(dt, "dmy"),
            devis,
            fcode,
            la.pick(
                rng, "sous 8 jours|avant la marée du 15|semaine " + str(dt.isocalendar()[1] + 1)
            ),
        ]
        if rng.random() < 0.4:
            labels = [labels[i] for i in (1, 0, 2, 3, 4)]
            vals = [vals[i] for i in (1, 0, 2, 3, 4)]
        y = d.grid(m, 82, [wd * f for f in (0.2, 0.14, 0.2, 0.2, 0.26)], labels, vals, 8.4) + 12
    else:
        d.t(r, 48, la.pick(rng, "BON DE COMMANDE|COMMANDE FOURNISSEUR"), 15, b=True, al="r")
        kv = [
            (po_lab, po),
            ("Date", la.dfmt(dt, rng.choice(["dmy", "long_fr"]))),
            ("Votre devis", devis),
            ("Code fournisseur", fcode),
        ]
        if rng.random() < 0.35:
            kv[0], kv[2] = kv[2], kv[0]
        yy = 60
        for k, v in kv:
            d.t(r - 170, yy, k, 8, b=True)
            d.t(r, yy, v, 8.4, al="r")
            yy += 11.5
        y = max(y, yy + 4)
    cw = (wd - 18) / 2
    flab = la.pick(rng, "Fournisseur|Fournisseur :|Destinataire|")
    blocks = [
        (
            flab,
            [
                sup,
                f"{rng.randint(1, 200)} {rng.choice(['ZA du Port', 'rue de la Criée', 'zone artisanale des Justices', 'route de Royan'])}",
                f"{la.digits(rng, '#####')} {rng.choice(['La Rochelle', 'Lorient', 'Sète', 'Granville', 'Saint-Malo'])}",
                f"À l'attention de {rng.choice(['M.', 'Mme'])} {rng.choice(OY_N)}",
            ],
        ),
        (
            "Livraison",
            [
                buyer,
                f"Chantier ostréicole – {rng.choice(['claire n° 4', 'atelier de détroquage', 'bassin de purification'])}",
                f"{zone} – accès marée basse",
                f"Contact : {rng.choice(['Yannick', 'Gwen', 'Loïc', 'Maëlle'])} {la.digits(rng, '06 ## ## ## ##')}",
            ],
        ),
    ]
    if rng.random() < 0.35:
        blocks.reverse()
    yy = y
    for k, (lab, rows) in enumerate(blocks):
        xx = m + k * (cw + 18)
        yk = y
        if lab:
            d.t(xx, yk + 8, lab, 8, b=True, grey=0.35)
            yk += 12
        if rng.random() < 0.5:
            d.box(xx - 4, y - 3, cw, 64 if lab else 52, stroke=True, lw=0.4)
        yy = max(yy, flines(d, xx, yk, rows, 8.6, cw - 10, b_first=rows[0] == sup, lead=11))
    y = yy + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, OY_ITEMS, n, [1, 2, 5, 10, 20, 50, 200], ["(rechange)", "(taille 2)", "(renforcé)"]
    )
    body = [
        (
            [
                la.digits(rng, "A####"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", " "),
                fr2(p) if stated else "",
                f"{it[2]} %",
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
        [wd * f for f in (0.09, 0.43, 0.09, 0.09, 0.11, 0.07, 0.12)],
        ["Réf.", "Désignation", "Unité", "Qté", "P.U. HT", "TVA", "Total HT"],
        body,
        "llcrrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = r2(ht * Decimal(rng.choice([0, 0, 2, 5])) / 100)
    port = Decimal(rng.choice([0, 0, 35, 60, 90]))
    # discount and carriage at 20 %
    h10 = sum((a for it, _, _, a in lines if it[2] == 10), ZERO)
    h20 = ht - h10 - rem + port
    t10, t20 = r2(h10 * Decimal("0.1")), r2(h20 * Decimal("0.2"))
    total = h10 + h20 + t10 + t20
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total HT marchandises", f"{fr2(ht)} €", False)]
        if rem:
            rows_.append(("Remise", f"- {fr2(rem)} €", False))
        if port:
            rows_.append(("Frais de port", f"{fr2(port)} €", False))
        if h10:
            rows_.append(("TVA 10 %", f"{fr2(t10)} €", False))
        rows_.append(("TVA 20 %", f"{fr2(t20)} €", False))
        xl = m + wd * 0.55
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Total commande TTC")
        if rng.random() < 0.4:
            d.box(xl - 4, y + 2, r - xl + 4, 34, fill=0.9, stroke=False)
            d.t(xl, y + 14, lab, 9, b=True)
            d.t(r - 3, y + 30, f"{fr2(total)} €", 11, b=True, al="r")
            y += 40
        else:
            y = d.summary(xl, r - 3, y, [(lab, f"{fr2(total)} €", True)], 9.2, box_last=True)
        if rng.random() < 0.45:
            ac = r2(total * Decimal(rng.choice(["0.3", "0.4"])))
            y = wrapped(
                d,
                xl - 4,
                y + 4,
                f"Acompte versé : {fr2(ac)} €   Reste dû : {fr2(total - ac)} €",
                7.8,
                wd * 0.45,
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
        "Livraison au chantier ostréicole aux horaires de marée convenus. Merci de rappeler notre numéro de commande sur le bon de livraison et la facture.",
        "Règlement à 45 jours fin de mois à réception de facture. Pénalités de retard selon l'article L441-10 du Code de commerce.",
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
        f"Bon pour commande – {rng.choice(['le gérant', 'la cogérante', 'chef de parc'])}, {rng.choice(['Yannick', 'Gwen', 'Loïc', 'Maëlle'])} {n1}",
    )
    d.sign(m + sw + 20, y, sw, "Accusé de réception fournisseur (cachet, date)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_fr_ostreiculteur_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _oy)


# --------------------------------------------------------------------------- 9 es-CO flower grower's packaging and crop-supplies order

FL_N = "La Sabana|El Rosal|Funza Verde|Tenjo|El Trébol|Santa Clara|Guasca|La Ceja|Sopó|Cajicá Flor|Los Andes|Tocancipá".split(
    "|"
)
FL_BUY = [
    "Flores {n} S.A.S.",
    "{n} Flowers C.I. S.A.S.",
    "Cultivos {n} Ltda.",
    "Agroindustria {n} S.A.",
    "Floricultura {n} S.A.S.",
]
FL_SN = "Restrepo|Gaviria|Ospina|Zuluaga|Cárdenas|Londoño|Rincón|Castellanos|Quintero|Bermúdez|Salazar|Arango".split(
    "|"
)
FL_SUP_FORMED = [
    "{n} Empaques S.A.S.",
    "Cartones {n} S.A.",
    "{n} Agroquímicos Ltda.",
    "Distribuidora {n} S.A.S.",
    "Plásticos {n} S.A.S.",
]
FL_SUP_BARE = ["Ferretería {n}", "{n} y Cía.", "Almacén Agrícola {n}"]
FL_ITEMS = [
    ("Caja full 105x27x17 cm, corrugado", "und", 2800, 4600),
    ("Caja tabaco 105x33x23 cm", "und", 3400, 5200),
    ("Capuchón plástico para ramo de rosa", "und", 95, 180),
    ("Lámina separadora de cartón", "und", 220, 420),
    ("Ligas de caucho, bolsa 1 kg", "bolsa", 14500, 24800),
    ("Alimento floral en sobre (caja 2.000)", "caja", 98000, 168000),
    ("Plástico para invernadero calibre 7 (rollo)", "rollo", 680000, 1180000),
    ("Cinta de amarre para tutorado (rollo)", "rollo", 18500, 32000),
    ("Tijera de poda profesional", "und", 48000, 95000),
    ("Malla tutora para clavel (rollo)", "rollo", 145000, 260000),
    ("Solución hidratante para rosa, 20 L", "garrafa", 165000, 290000),
    ("Guantes de nitrilo, caja x 100", "caja", 22000, 38000),
]


def _fl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    name = rng.choice(FL_N)
    buyer = rng.choice(FL_BUY).format(n=name)
    sup = bare_or(rng, FL_SUP_FORMED, FL_SUP_BARE, 0.3).format(n=rng.choice(FL_SN))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["OC-#####", f"OC{dt.year}-####", "######", f"{dt:%y}-####"]))
    sol = la.digits(rng, "SP-####")
    cot = la.digits(rng, rng.choice(["COT-####", "Cotización ####"]))
    nit_b = la.digits(rng, "9##.###.###-#")
    nit_s = la.digits(rng, rng.choice(["8##.###.###-#", "9##.###.###-#"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["box", "block", "title"])
    po_lab = la.pick(rng, "Orden de compra No.|No. Orden|O.C. No.|Número")
    dol = rng.random() < 0.5

    def money(v: Decimal) -> str:
        return f"$ {cop(v)}" if dol else f"{cop(v)},00"

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · NIT {nit_b} · Régimen común · Autorretenedor según Res. DIAN · Vereda {rng.choice(['Chuntame', 'El Canelón', 'Siberia', 'Canavita'])}, {rng.choice(['Cundinamarca', 'Antioquia'])}",
            6.6,
            grey=0.4,
            maxw=wd - 50,
        )
        d.t(
            r, d.h - 30, f"Pág. {page[0]} de {of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} – Orden de compra {po} (continuación)", 9, b=True)
        return 54

    d.t(m, 46, buyer, 14, b=True)
    d.lines(
        m,
        52,
        [
            f"NIT {nit_b}",
            f"Km {rng.randint(2, 30)} vía {rng.choice(['Funza - Siberia', 'Chía - Cajicá', 'Rionegro - La Ceja', 'Tocancipá - Gachancipá'])} · Tel. (601) {la.digits(rng, '### ####')}",
            f"compras@{name.lower().replace(' ', '').replace('é', 'e').replace('ó', 'o').replace('á', 'a')}.com.co",
        ],
        7.8,
        lead=10,
    )
    y = 92
    if mode == "box":
        ws = [100, 80]
        y0 = 30
        y0 = lrow(
            d, r - sum(ws), y0, [sum(ws)], ["ORDEN DE COMPRA"], "c", h=16, size=9, b=True, fill=0.85
        )
        y0 = lrow(
            d,
            r - sum(ws),
            y0,
            ws,
            [po_lab.replace("Orden de compra ", ""), "Fecha"],
            "cc",
            h=14,
            size=7.6,
            b=True,
            fill=0.93,
        )
        y0 = lrow(d, r - sum(ws), y0, ws, [po, la.dfmt(dt, "dmy")], "cc", h=16, size=9)
        d.box(r - sum(ws), 30, sum(ws), y0 - 30, stroke=True)
        po_lab = po_lab.replace("Orden de compra ", "")
    elif mode == "title":
        d.t(r, 46, f"ORDEN DE COMPRA No. {po}", 13, b=True, al="r")
        d.t(r, 60, f"Fecha: {la.dfmt(dt, rng.choice(['dmy', 'long_es', 'iso']))}", 8.4, al="r")
        po_lab = "No."
    else:
        d.t(r, 46, la.pick(rng, "ORDEN DE COMPRA|Orden de Compra"), 14, b=True, al="r")
    slab = la.pick(rng, "Señores:|Proveedor:|Señores|")
    sy = y
    if slab:
        d.t(m, sy + 8, slab, 8, b=True, grey=0.35)
        sy += 12
    sy = flines(
        d,
        m,
        sy,
        [
            sup,
            f"NIT {nit_s}",
            f"{rng.choice(['Calle', 'Carrera', 'Avenida'])} {rng.randint(1, 150)} # {rng.randint(1, 99)}-{rng.randint(1, 99)}, {rng.choice(['Bogotá D.C.', 'Medellín', 'Itagüí', 'Funza', 'Mosquera'])}",
            f"Contacto: {rng.choice(['Andrés', 'Paola', 'Jhon', 'Luz Marina', 'Camilo'])} {rng.choice(FL_SN)} · Cel. {la.digits(rng, '3## ### ####')}",
        ],
        9,
        wd * 0.5,
        b_first=True,
        lead=11.5,
    )
    kv = [
        ("Solicitud de pedido", sol),
        ("Cotización", cot),
        ("Centro de costos", la.pick(rng, "Poscosecha|Cultivo bloque 3|Mantenimiento|Propagación")),
        ("Forma de pago", la.pick(rng, "Crédito 30 días|Crédito 60 días|Contado")),
    ]
    if mode == "block":
        kv = [(po_lab, po), ("Fecha", la.dfmt(dt, "dmy")), *kv]
        if rng.random() < 0.35:
            kv[0], kv[2] = kv[2], kv[0]
    kx = m + wd * 0.56
    yy = y
    for k, v in kv:
        d.t(kx, yy + 8, k, 8, b=True)
        d.t(r, yy + 8, v, 8.4, al="r", b=k == po_lab)
        yy += 12
    y = max(sy, yy) + 8
    d.t(
        m,
        y + 8,
        f"Lugar de entrega: {buyer}, bodega de poscosecha – horario 6:00 a 14:00",
        8,
        grey=0.2,
    )
    y += 18
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10], [30, 38])
    lines = more_lines(
        rng,
        FL_ITEMS,
        n,
        [10, 20, 50, 100, 500, 1000, 2000],
        ["(blanco)", "(impreso logo)", "(export)"],
        places=0,
        big=40000,
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "INS-####"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                cop(p) if stated else "",
                cop(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.1, 0.41, 0.08, 0.09, 0.12, 0.15)],
        ["It.", "Código", "Descripción", "Und.", "Cant.", "Vr. unitario", "Vr. total"],
        body,
        "lllcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    dsc = (sub * Decimal(rng.choice([0, 0, 2, 5])) / 100).quantize(Decimal(1))
    base = sub - dsc
    iva = (base * Decimal("0.19")).quantize(Decimal(1), rounding="ROUND_HALF_UP")
    total = base + iva
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", money(sub), False)]
        if dsc:
            rows_ += [("Descuento", f"-{money(dsc)}", False), ("Base gravable", money(base), False)]
        rows_.append(("IVA 19 %", money(iva), False))
        xl = m + wd * 0.56
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "TOTAL|Total orden|Valor total|TOTAL A PAGAR")
        if rng.random() < 0.4:
            d.box(xl - 4, y + 2, r - xl + 4, 34, fill=0.9, stroke=False)
            d.t(xl, y + 14, lab, 9, b=True)
            d.t(r - 3, y + 30, money(total), 11, b=True, al="r")
            y += 40
        else:
            y = d.summary(xl, r - 3, y, [(lab, money(total), True)], 9.2, box_last=True)
        if rng.random() < 0.45:
            ant = (total * Decimal(rng.choice(["0.3", "0.5"]))).quantize(Decimal(1))
            y = d.summary(
                xl,
                r - 3,
                y + 4,
                [
                    ("Anticipo girado", money(ant), False),
                    ("Saldo contra entrega", money(total - ant), False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {cot}; el valor se liquidará con la remisión y la factura electrónica.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Favor citar el número de esta orden en la remisión y en la factura electrónica. No se reciben facturas sin orden de compra.",
        "Los insumos agroquímicos deben venir con ficha técnica y hoja de seguridad; el material de empaque con certificado de calidad.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 40) / 3
    for k, lab in enumerate(
        [
            f"Elaboró: {rng.choice(['Auxiliar de compras', 'Asistente administrativa'])}",
            f"Aprobó: {rng.choice(['Gerente de finca', 'Director administrativo', 'Jefe de compras'])}",
            "Recibido proveedor (firma y sello)",
        ]
    ):
        d.sign(m + k * (sw + 20), y, sw, lab)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_es_co_floricultora_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fl)


# --------------------------------------------------------------------------- 10 nl-NL bulb grower's order for planting stock, crates and fertiliser

BL_N = "Van der Zwet|Ruigrok|Zandbergen|Vijverberg|Bakker|Kamp|Van Egmond|Hoogeveen|Van Dam|Warmerdam|Borst|Kaptein".split(
    "|"
)
BL_BUY = [
    "Bloembollenkwekerij {n} BV",
    "{n} Bulbs BV",
    "Kwekerij {n} VOF",
    "Gebr. {n} Bloembollen BV",
    "{n} Tulpen BV",
]
BL_SUP_FORMED = [
    "{n} Verpakkingen BV",
    "{n} Agro Techniek BV",
    "{n} Kisten en Pallets BV",
    "Coöperatie {n} U.A.",
    "{n} Meststoffen BV",
    "{n} Plantgoed BV",
]
BL_SUP_BARE = ["Loonbedrijf {n}", "{n} Tuinbouwtechniek", "Handelskwekerij {n}"]
BL_ITEMS = [
    ("Plantgoed tulp 'Strong Gold' maat 8/9 (per 1000)", "1000 st", 9, 42, 78),
    ("Plantgoed narcis 'Tête-à-Tête' maat 10/12 (per 1000)", "1000 st", 9, 55, 95),
    ("Plantgoed hyacint 'Delft Blue' maat 14/15 (per 100)", "100 st", 9, 24, 44),
    ("Bollenkist hout 100x60 cm", "st", 21, 11, 19),
    ("Fust plastic 60x40x23", "st", 21, 4.2, 7.8),
    ("Kalkammonsalpeter 27 % (big bag 600 kg)", "bag", 21, 210, 340),
    ("Ontsmettingsmiddel bollen 5 l", "can", 21, 95, 180),
    ("Stro-dekmateriaal (per baal)", "baal", 21, 6, 11),
    ("Netjes voor bolbroei (rol 500 st)", "rol", 21, 38, 64),
    ("Onderhoud pelmachine (arbeid + onderdelen)", "post", 21, 450, 980),
    ("Etiketten kleurfoto (1000 st)", "doos", 21, 48, 85),
]


def _bl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djserif"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    n1, n2 = rng.sample(BL_N, 2)
    buyer = rng.choice(BL_BUY).format(n=n1)
    sup = bare_or(rng, BL_SUP_FORMED, BL_SUP_BARE, 0.3).format(n=n2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"IO-{dt.year}-###", f"{dt.year}0###", "IO#####", f"{dt:%y}/###"])
    )
    klant = la.digits(rng, rng.choice(["Debiteur ######", "######"]))
    off = la.digits(rng, rng.choice(["OFF-####", "Offerte ####-##"]))
    partij = la.digits(rng, "P-####")
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "block", "strip"])
    po_lab = la.pick(rng, "Inkoopordernummer|Ordernummer|Ons ordernummer|Inkooporder nr.")
    kvk = la.digits(rng, "########")
    plaats = rng.choice(
        [
            "Lisse",
            "Hillegom",
            "Noordwijkerhout",
            "Sint Maartensbrug",
            "Anna Paulowna",
            "Breezand",
            "Egmond-Binnen",
        ]
    )

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · KvK {kvk} · btw NL{la.digits(rng, '#########')}B01 · IBAN NL{la.digits(rng, '##')} RABO 0{la.digits(rng, '### ### ###')} · {plaats}",
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

    d.box(m, 30, wd, 3, fill=0.35, stroke=False)
    d.t(m, 52, buyer, 14, b=True)
    d.t(
        m,
        65,
        f"{rng.choice(['Zwartelaan', 'Heereweg', 'Bollenweg', 'Oosteinde', 'Westerduinweg'])} {rng.randint(1, 200)}, {la.digits(rng, '2### @@')} {plaats} · tel. 0252-{la.digits(rng, '######')}",
        7.6,
        grey=0.3,
    )
    title = la.pick(rng, "INKOOPORDER|Inkooporder|BESTELLING")
    y = 86
    if mode == "title":
        d.t(r, 52, f"{title} {po}", 13, b=True, al="r")
        d.t(r, 65, la.dfmt(dt, rng.choice(["dash", "dmy"])), 8.4, al="r")
        po_lab = title
    else:
        d.t(r, 52, title, 14, b=True, al="r")
    if mode == "strip":
        heads = [po_lab, "Datum", "Uw offerte", "Klantnr. bij u", "Partij / teelt"]
        vals = [po, la.dfmt(dt, "dash"), off, klant, partij]
        if rng.random() < 0.4:
            heads[0], heads[1], vals[0], vals[1] = heads[1], heads[0], vals[1], vals[0]
        ws = [wd * f for f in (0.22, 0.15, 0.2, 0.23, 0.2)]
        y = lrow(d, m, y, ws, heads, "lllll", h=15, size=7.6, b=True, fill=0.85, vert=False)
        y = lrow(d, m, y, ws, vals, "lllll", h=16, size=8.4, vert=False) + 12
    alab = la.pick(rng, "Aan|Leverancier|Leverancier:|")
    sy = y
    if alab:
        d.t(m, sy + 8, alab, 8, b=True, grey=0.35)
        sy += 12
    sy = flines(
        d,
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Industrieweg', 'Handelsweg', 'Ambachtsweg', 'Havenstraat'])} {rng.randint(1, 150)}",
            f"{la.digits(rng, '1### @@')} {rng.choice(['Venhuizen', 'Andijk', 'Bovenkarspel', 'Aalsmeer', 'Naaldwijk'])}",
            f"t.a.v. {rng.choice(['dhr.', 'mevr.'])} {rng.choice(BL_N)}",
        ],
        9,
        wd * 0.5,
        b_first=True,
        lead=11.5,
    )
    kv = [] if mode != "block" else [(po_lab, po), ("Datum", la.dfmt(dt, "dash"))]
    kv += [
        ("Uw offerte", off),
        ("Klantnummer", klant),
        ("Leverdatum", la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dash")),
    ]
    if mode == "strip":
        kv = kv[2:]
    if mode == "block" and rng.random() < 0.35:
        kv[0], kv[2] = kv[2], kv[0]
    kx = m + wd * 0.55
    ky = y
    for k, v in kv:
        d.t(kx, ky + 8, k, 8, b=True)
        d.t(r, ky + 8, v, 8.4, al="r")
        ky += 12
    y = max(sy, ky) + 10
    d.t(
        m,
        y + 8,
        f"Afleveradres: {buyer}, schuur {rng.choice(['A', 'B', 'achter'])} – {rng.choice(['Zwartelaan', 'Bollenweg'])} {rng.randint(1, 200)}, {plaats}",
        8,
        grey=0.2,
    )
    d.t(
        m,
        y + 20,
        f"Factuuradres: {buyer}, t.a.v. administratie, Postbus {rng.randint(10, 400)}, {plaats}",
        8,
        grey=0.2,
    )
    y += 30
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, BL_ITEMS, n, [1, 2, 5, 10, 20, 50, 100], ["(extra)", "(biologisch)", "(partij 2)"]
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
        [wd * f for f in (0.05, 0.5, 0.07, 0.1, 0.1, 0.06, 0.12)],
        ["Nr.", "Omschrijving", "Aantal", "Eenheid", "Prijs €", "Btw", "Bedrag €"],
        body,
        "llrlrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n9 = sum((a for it, _, _, a in lines if it[2] == 9), ZERO)
    n21 = sum((a for it, _, _, a in lines if it[2] == 21), ZERO)
    b9, b21 = r2(n9 * Decimal("0.09")), r2(n21 * Decimal("0.21"))
    total = n9 + n21 + b9 + b21
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totaal excl. btw", f"€ {eu(n9 + n21)}", False)]
        if n9:
            rows_.append((f"Btw 9% over € {eu(n9)}", f"€ {eu(b9)}", False))
        if n21:
            rows_.append((f"Btw 21% over € {eu(n21)}", f"€ {eu(b21)}", False))
        xl = m + wd * 0.5
        y = d.summary(xl, r - 3, y, rows_, 8.6)
        lab = la.pick(rng, "Totaal incl. btw|Totaalbedrag|Ordertotaal|TOTAAL")
        if rng.random() < 0.4:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 14, lab, 9.4, b=True)
            d.t(r - 3, y + 29, f"€ {eu(total)}", 11, b=True, al="r")
            y += 36
        else:
            y = d.summary(
                xl,
                r - 3,
                y,
                [(lab, f"€ {eu(total)}", True)],
                9.2,
                shade=0.88 if rng.random() < 0.5 else None,
                box_last=rng.random() < 0.5,
            )
        if rng.random() < 0.4:
            vb = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
            y = d.summary(
                xl,
                r - 3,
                y + 4,
                [
                    ("Vooruitbetaald", f"€ {eu(vb)}", False),
                    ("Te betalen", f"€ {eu(total - vb)}", False),
                ],
                8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prijzen volgens {off}; facturering op basis van de geleverde aantallen en de definitieve sortering.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Plantgoed moet vrij zijn van virus en voldoen aan de keuring van de BKD; het keuringsnummer vermelden op de pakbon.",
        "Vermeld altijd ons ordernummer op pakbon en factuur. Betaling 30 dagen na factuurdatum.",
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
        f"Voor akkoord – {rng.choice(['bedrijfsleider', 'eigenaar', 'teeltmanager'])} {n1}",
    )
    d.sign(m + sw + 20, y, sw, "Orderbevestiging leverancier (handtekening)")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind51_nl_bollenkwekerij_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bl)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind51_") and callable(fn)
}

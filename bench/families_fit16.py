# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the fit split (`fit16_*`), in zh-Hans (two), zh-Hant (Hong
Kong), ja, en-GB, en-CA, de-DE, fr-CH, it-IT and es-CO.

- fit16_zh_yingcheng_maipin_fangying_caigou: a mainland cinema chain's order for concession
  stock and projection consumables (the cinema's letterhead, either a centred title with a
  key / value block at the right or a coloured strip carrying the order number; the store code,
  purchase-request and framework-contract numbers beside it; the 供应商 block with contact,
  credit code or bank lines beside the 收货影城 block; a ruled or hairline item list;
  货款合计 / 优惠 / 运费, 13 % VAT included or added, 大写, a prepayment line, approval names).
- fit16_zh_yuezi_huisuo_muying_caigou: a Chinese postpartum-care centre's order for mother and
  baby supplies (a two-column 需方 / 供方 party table in either order, header fields with
  请购单号, 成本中心 and 框架协议编号, per-line tax-rate and tax-included price columns,
  不含税 / 税额 / 价税合计, 订金 and 尾款, an approval strip and the supplier's sign-back).
- fit16_hk_lengqi_gongcheng_caigou: a Hong Kong air-conditioning contractor's bilingual
  採購單 / PURCHASE ORDER for copper pipe, refrigerant and split units (job number, site and
  quotation reference, the supplier's Chinese name over its English name or an English name
  alone, HK$ with or without cents, less a discount, a deposit paid and the balance, 授權簽署).
- fit16_ja_bunka_hall_butai_kizai_chumon: a Japanese civic hall's order for stage lighting and
  sound consumables (発注書 / 注文書, the supplier top left with 御中 or 様, the hall's
  foundation at the right with a seal, a 合計金額 box above the items or not, 公演名, 見積番号
  and 予算科目 distractors, 小計 / 消費税 / 合計, whole yen, approval stamp boxes).
- fit16_en_gb_cathedral_fabric_repair_po: an English cathedral chapter's order for stone, lead
  and lime for fabric repairs (the chapter's letterhead, the order number in a box or beside
  the title, Supplier / Deliver to / Invoice to blocks, quotation, grant, CFCE approval and
  fabric-fund references, net / VAT 20 % / total, a retention note, authorised signatures).
- fit16_en_ca_arena_equipment_order_ack: a Canadian rink-equipment seller's order
  acknowledgement (the seller's letterhead and its own sales-order number, a box quoting the
  customer's PO, quotation and account numbers, Sold To / Ship To, provincial GST / HST / PST,
  freight, a deposit received and the balance due, Letter or A4).
- fit16_de_windpark_service_bestellung: a German wind-farm operator's order for service
  materials (DIN window layout with the sender line, Bestellung with its number in the title or
  in the information block, WEA and serial numbers, Bedarfsanforderung, Angebot and
  Rahmenvertrag distractors, Netto / USt 19 % / Gesamtbetrag in 1.234,56 €, HRA / IBAN footer).
- fit16_fr_ch_step_reactifs_commande: a Swiss-French wastewater plant's order for treatment
  chemicals and pump spares (the STEP's or association's head, Fournisseur and Livraison blocks
  in either order, the offer, supplier and cost-account numbers, amounts in 1'234.50 or
  1 234,50, TVA 8,1 %, at times a 5-centime rounding line, "Total TTC" in CHF).
- fit16_it_consorzio_bonifica_ordine: an Italian land-reclamation consortium's order for pump
  and pumping-station spares (CIG, CUP, determina and impegno numbers, Spett.le and the
  supplier, imponibile / IVA 22 % / totale, then the split-payment IVA and the net paid to the
  supplier, "€ 1.234,56").
- fit16_es_co_tostadora_cafe_orden_compra: a Colombian coffee roaster's ORDEN DE COMPRA for
  green coffee and packaging (NIT with check digit on both sides, the order number in a box,
  cotización and centro de costo, IVA 19 % on packaging and none on green coffee, TOTAL in
  $ 1.234.567 (with or without ,00), then retención en la fuente and ReteICA and the net to pay,
  the total in words at times).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source read). Truth as in the other modules: the buyer's order
number as printed (never a request, quotation, framework, contract, job, project, CIG / CUP,
determina, account or the seller's sales-order number; on the acknowledgement the customer's
PO number it quotes); the supplier exactly as printed on its own first line (never "Spett.le",
御中, 様 or "Attn"; the seller on the acknowledgement); the grand total as "1234.50" (whole yen
and HK$ / COP printed without cents as "1234.00"; after discounts, incl. tax, before deposits,
retentions, split-payment VAT and withholdings; "" when the document states none, about one
document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind14 import es_words  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)


def en2(v: Decimal) -> str:
    return grouped(v)


def ch(v: Decimal) -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, "'", ".")


def chfr(v: Decimal) -> str:
    """1 234,50 (Swiss French, spaced)."""
    return grouped(v, " ", ",")


def r05(v: Decimal) -> Decimal:
    """Rounded to five centimes."""
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- 1 zh-Hans cinema chain's concession and projection supplies

YC_CITY = "南京 苏州 无锡 宁波 温州 绍兴 泉州 东莞 佛山 中山 洛阳 襄阳 绵阳 柳州 赣州 临沂".split()
YC_B = "星光 万影 金逸 银河 大地 时代 幸福蓝海 橙天 嘉禾 新天 星美 华夏 影都 遇见 比高 光合".split()
YC_BUY = [
    "{c}{b}影城管理有限公司",
    "{b}国际影城（{c}{x}店）",
    "{c}{b}电影院线有限公司",
    "{c}{b}影视文化发展有限公司",
    "{b}影院管理（{c}）有限公司",
]
YC_X = "万达广场 吾悦广场 万象城 印象城 龙湖天街 宝龙广场 银泰城 大悦城".split()
YC_SB = "鑫源 金谷 甜心 宏泰 顺达 联创 光影 亚光 恒瑞 百味 嘉利 旭日 华影 通达 金麦 巨幕".split()
YC_SUP_FORMED = [
    "{c}{b}食品有限公司",
    "{c}{b}影视设备有限公司",
    "{c}{b}商贸有限公司",
    "{b}数字影院技术（{c}）有限公司",
    "{c}{b}包装制品有限公司",
    "{c}{b}供应链管理有限公司",
]
YC_SUP_BARE = ["{c}{b}食品批发部", "{b}影院耗材经营部", "{c}市{b}商行", "{c}{b}纸品店"]
YC_ITEMS = [
    ("爆米花专用玉米粒", "蝶形 22.68kg/袋", "袋", 260, 380),
    ("爆米花专用椰子油", "黄色 15kg/桶", "桶", 210, 320),
    ("焦糖风味糖粉", "1kg×10包/箱", "箱", 180, 260),
    ("爆米花桶", "130oz 印刷 500只/箱", "箱", 320, 480),
    ("可乐杯", "22oz 双淋膜 1000只/箱", "箱", 260, 390),
    ("杯盖", "90口径 1000只/箱", "箱", 110, 160),
    ("吸管", "单支包装 黑色 5000支", "箱", 95, 150),
    ("可乐浓缩糖浆", "BIB 20L", "盒", 420, 560),
    ("矿泉水", "550ml×24瓶", "箱", 26, 38),
    ("3D眼镜（偏振）", "成人款 100副/箱", "箱", 260, 420),
    ("3D眼镜清洗液", "5L/桶", "桶", 85, 140),
    ("放映机氙灯", "3000W 短弧", "只", 2600, 4800),
    ("激光放映机防尘滤网", "原厂 型号配套", "片", 180, 320),
    ("热敏影票纸", "80×140mm 1000张/卷", "卷", 38, 60),
    ("银幕清洁剂", "中性 1L", "瓶", 60, 110),
    ("一次性影厅头套", "无纺布 1000片", "包", 70, 120),
]


def _yc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(YC_CITY, 2)
    b1, b2 = rng.sample(YC_B, 1)[0], rng.choice(YC_SB)
    buyer = rng.choice(YC_BUY).format(c=c1, b=b1, x=rng.choice(YC_X))
    sup = bare_or(rng, YC_SUP_FORMED, YC_SUP_BARE, 0.25).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YC{Y}{m}{d}{n3}|PO{y}{m}{n4}|CG-{Y}-{n5}|{Y}{m}{n4}")
    store = cj.number(rng, d, "{n5}|YC{n4}")
    req = cj.number(rng, d, "QG{y}{m}{n3}|SQ-{Y}{n4}")
    frame = cj.number(rng, d, "KJ-{Y}-{n3}|HT{Y}{n4}")
    stated = stated_of(rng)
    incl = rng.random() < 0.65
    page = [1]
    po_lab = cj.pick(rng, "采购单号|订单编号|采购订单号|订单号")
    ink = rng.choice([Color(0.7, 0.1, 0.15), Color(0.12, 0.2, 0.5), Color(0.85, 0.5, 0.05)])
    style = rng.choice(["title", "strip"])

    def foot() -> None:
        s_ = f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　采购订单（续）", 8.8, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 46

    if style == "title":
        pdf.text(m, 40, buyer, 14, bold=True, colour=ink)
        pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}　客服：{cj.zh_tel(rng)}", 7.6, colour=GREY)
        pdf.text(
            pdf.w / 2,
            84,
            cj.pick(rng, "采 购 订 单|卖品及物料采购订单|采购订单"),
            17,
            align="c",
            bold=True,
        )
        y = 96
        kv = [
            (po_lab, po),
            ("下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
            ("门店编码", store),
        ]
        if rng.random() < 0.5:
            kv.append(("请购单号", req))
        yy = y
        for k, v in kv:
            pdf.text(right - 150, yy + 10, f"{k}：", 8.4, colour=GREY)
            pdf.text(right, yy + 10, v, 8.8, align="r", bold=k == po_lab)
            yy += 14
        y = yy + 8
    else:
        pdf.rect(0, 0, pdf.w, 62, fill=ink, stroke=None)
        pdf.text(m, 30, buyer, 14, bold=True, colour=Color(1, 1, 1))
        pdf.text(m, 50, cj.pick(rng, "卖品采购订单|物料采购单|采购订单"), 11, colour=Color(1, 1, 1))
        pdf.text(right, 30, f"{po_lab} {po}", 11, align="r", bold=True, colour=Color(1, 1, 1))
        pdf.text(right, 50, cj.fdate(d, "cn"), 9, align="r", colour=Color(1, 1, 1))
        y = 76
        ref = [f"门店编码：{store}", f"框架合同：{frame}"]
        if rng.random() < 0.5:
            ref.append(f"请购单号：{req}")
        pdf.text(m, y + 6, "　　".join(ref), 8.2, colour=GREY)
        y += 16
    pw = (wd - 18) / 2
    sup_lab = cj.pick(rng, "供应商|供货单位|供方|卖方")
    left = [
        (sup_lab, sup),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("电话/传真", f"{cj.zh_tel(rng)} / {cj.zh_tel(rng)}")
        if rng.random() < 0.5
        else ("税号", cj.credit_code(rng)),
        ("开户行", cj.bank(rng)[0]),
    ]
    rightp = [
        ("收货影城", buyer if style == "strip" else f"{c1}{rng.choice(YC_X)}店"),
        ("收货地址", cj.zh_addr(rng)),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("要求到货", cj.fdate(cj.later(rng, d, 3, 15), "cn")),
    ]
    panels = [left, rightp] if rng.random() < 0.65 else [rightp, left]
    boxed = rng.random() < 0.5
    ymax = y
    for k, p in enumerate(panels):
        x = m + k * (pw + 18)
        yy = y + (4 if boxed else 0)
        for lab, val in p:
            pdf.text(x + 4, yy + 10, f"{lab}：", 8.2, colour=GREY)
            for ln in cj.wrap(val, 8.6, pw - 70):
                pdf.text(x + 66, yy + 10, ln, 9 if val == sup else 8.4, bold=val == sup)
                yy += 14
        if boxed:
            pdf.rect(x, y, pw, yy - y + 4, stroke=ink, lw=0.6)
        ymax = max(ymax, yy + 4)
    y = ymax + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12], [30, 38])
    lines = more_lines(
        rng, YC_ITEMS, n, [1, 2, 3, 5, 6, 10, 20, 30], ["（春节档）", "（IMAX厅）", "（备用）"]
    )
    gift = rng.random() < 0.3
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
    if gift:
        g = rng.choice(YC_ITEMS)
        body.append(
            (
                [
                    str(len(body) + 1),
                    f"{g[0]}（赠送）",
                    g[1],
                    g[2],
                    str(rng.choice([1, 2])),
                    "0.00" if stated else "",
                    "0.00" if stated else "",
                ],
                ZERO,
            )
        )
    ws = cj.rel(wd, [5, 27, 25, 7, 8, 13, 15])
    heads = ["序号", "品名", "规格", "单位", "数量", "单价(元)", "金额(元)"]
    if rng.random() < 0.5:
        y = ctable(
            pdf,
            m,
            y,
            ws,
            heads,
            body,
            "cllcrrr",
            rowh=17,
            size=7.8,
            bottom=bottom,
            brk=brk,
            fill=PALE,
        )
    else:

        def head(yy: float) -> float:
            for k, (w, h) in enumerate(zip(ws, heads)):
                x = m + sum(ws[:k])
                pdf.text(
                    x + (w - 3 if k >= 4 else 3),
                    yy + 11,
                    h,
                    8.2,
                    bold=True,
                    align="r" if k >= 4 else "l",
                    colour=ink,
                )
            pdf.line(m, yy + 16, right, yy + 16, lw=1, colour=ink)
            return yy + 18

        y = head(y)
        for cells, _ in body:
            if y + 17 > bottom:
                y = head(brk())
            for k, (w, s) in enumerate(zip(ws, cells)):
                x = m + sum(ws[:k])
                pdf.text(
                    x + (w - 3 if k >= 4 else 3),
                    y + 11,
                    s,
                    8,
                    align="r" if k >= 4 else "l",
                    maxw=w - 5,
                )
            y += 16
            pdf.line(m, y, right, y, lw=0.3, colour=Color(0.75, 0.75, 0.75))
    sub = sum((a for _, a in body), ZERO)
    off = Decimal(rng.choice([100, 200, 300, 500])) if sub > 3000 and rng.random() < 0.35 else ZERO
    fr = Decimal(rng.choice([30, 50, 80])) if rng.random() < 0.25 else ZERO
    base = sub - off + fr
    if incl:
        total = base
        tax = r2(base - base / Decimal("1.13"))
    else:
        tax = r2(base * Decimal("0.13"))
        total = base + tax
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        rows_ = [("货款合计", cj.money(sub))]
        if off:
            rows_.append((cj.pick(rng, "优惠金额|促销折让|满减"), f"-{cj.money(off)}"))
        if fr:
            rows_.append(("运费", cj.money(fr)))
        if incl:
            rows_.append(
                (cj.pick(rng, "订单总额（含税）|合计金额（含13%增值税）|应付总额"), cj.money(total))
            )
            rows_.append(("其中：增值税 13%", cj.money(tax)))
        else:
            rows_.append(("增值税（13%）", cj.money(tax)))
            rows_.append((cj.pick(rng, "价税合计|订单总额|应付总额"), cj.money(total)))
        big = len(rows_) - (2 if incl else 1)
        for k, (lab, v) in enumerate(rows_):
            b_ = k == big
            pdf.text(right - 120, y + 6, lab, 9 if b_ else 8.4, align="r", bold=b_)
            pdf.text(
                right,
                y + 6,
                f"¥{v}" if b_ else v,
                10 if b_ else 8.4,
                align="r",
                bold=b_,
                colour=ink if b_ else black,
            )
            y += 16
        if rng.random() < 0.6:
            pdf.text(m, y + 4, f"金额大写：人民币{cj.daxie(total)}", 8.4)
            y += 16
        if rng.random() < 0.4:
            pct = rng.choice([20, 30, 50])
            pdf.text(
                m,
                y + 4,
                f"付款：下单预付{pct}%计¥{cj.money(r2(total * pct / 100))}，余款到货验收后月结。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "结算价格：按框架合同价目表执行，以实际到货数量结算。", 8.6)
        y += 20
    notes = [
        "1. 食品类须随货提供检验报告，保质期不少于剩余三分之二。",
        "2. 请于影城非放映高峰时段（10:00前）送货，从卸货通道进入。",
        f"3. 发票请开具{buyer}，注明本{po_lab}。",
    ]
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 28
    for k, lab in enumerate(["制单", "店长", "区域采购", "供应商确认"]):
        pdf.text(m + k * wd / 4, y, f"{lab}：", 8.4)
    if rng.random() < 0.5:
        pdf.stamp(m + 70, y - 6, buyer, rng, caption="采购专用章", r=32)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_zh_yingcheng_maipin_fangying_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yc)


# --------------------------------------------------------------------------- 2 zh-Hans postpartum-care centre's mother-and-baby supplies

YZ_CITY = "上海 杭州 深圳 广州 北京 成都 武汉 西安 青岛 厦门 长沙 郑州 合肥 昆明 天津 重庆".split()
YZ_B = "馨月 悦子 贝思 爱帝 善护 睿宝 禧月 月悦 美馨 喜悦 安馨 优贝 初见 暖月 熙悦 臻爱".split()
YZ_BUY = [
    "{c}{b}母婴护理服务有限公司",
    "{c}{b}月子会所有限公司",
    "{b}产后护理中心（{c}）有限公司",
    "{c}{b}健康管理有限公司",
]
YZ_SB = (
    "康贝 柔护 宝洁源 洁丽 舒伊 好孩 恒安 稳健 嘉宝 爱婴 可优 棉时代 全棉 安宝 亲贝 护舒".split()
)
YZ_SUP_FORMED = [
    "{c}{b}母婴用品有限公司",
    "{c}{b}医疗器械有限公司",
    "{c}{b}卫生用品股份有限公司",
    "{b}日用品（{c}）有限公司",
    "{c}{b}贸易有限公司",
]
YZ_SUP_BARE = ["{c}{b}母婴用品店", "{b}母婴用品批发部", "{c}市{b}日用品商行"]
YZ_ITEMS = [
    ("产妇卫生巾", "L码 计量型 10片/包", "包", 13, 18, 32),
    ("一次性产褥垫", "60×90cm 10片/包", "包", 13, 22, 38),
    ("新生儿纸尿裤", "NB码 84片/包", "包", 13, 98, 168),
    ("婴儿棉柔巾", "100抽×6包", "提", 13, 36, 62),
    ("婴儿洗发沐浴露", "二合一 400ml", "瓶", 13, 45, 88),
    ("防溢乳垫", "一次性 108片/盒", "盒", 13, 48, 86),
    ("电动吸奶器配件", "喇叭罩套装", "套", 13, 120, 220),
    ("储奶袋", "200ml 60片/盒", "盒", 13, 42, 78),
    ("医用酒精棉片", "独立包装 100片", "盒", 13, 9, 18),
    ("婴儿连体衣", "纯棉 52码 两件装", "套", 13, 68, 128),
    ("新生儿包被", "纱布 四季款", "条", 13, 78, 150),
    ("产后修复腹带", "M/L 透气", "条", 13, 98, 198),
    ("月子汤料包", "当归黄芪 10袋/盒", "盒", 9, 58, 120),
    ("有机小米", "2.5kg/袋", "袋", 9, 38, 66),
    ("红糖姜茶", "12袋/盒", "盒", 9, 26, 48),
    ("奶瓶消毒器滤网", "通用款", "个", 13, 25, 45),
]


def _yz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(YZ_CITY, 2)
    buyer = rng.choice(YZ_BUY).format(c=c1, b=rng.choice(YZ_B))
    sup = bare_or(rng, YZ_SUP_FORMED, YZ_SUP_BARE, 0.25).format(c=c2, b=rng.choice(YZ_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "MY{Y}{m}{n4}|CGDD{y}{m}{d}{n2}|YZ-PO-{Y}-{n4}|{Y}{m}{d}{n3}")
    req = cj.number(rng, d, "QG{Y}{m}{n3}|PR-{y}{n5}")
    frame = cj.number(rng, d, "KJXY-{Y}-{n2}|HT-{Y}-{n4}")
    cc = cj.pick(rng, "护理部|母婴部|膳食部|客房部|行政部")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "采购订单号|订单编号|单据编号|采购单号")
    ink = rng.choice([Color(0.75, 0.35, 0.45), Color(0.35, 0.5, 0.35), Color(0.2, 0.3, 0.5)])

    def foot() -> None:
        s_ = f"{page[0]}/{of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 24, f"页码 {s_}", 7.4, align="r", colour=GREY)
        pdf.text(
            m,
            pdf.h - 24,
            f"打印时间：{cj.fdate(d, 'iso')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
            7,
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{po_lab}：{po}（接上页）", 8.8)
        return 46

    pdf.text(pdf.w / 2, 40, buyer, 14, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        62,
        cj.pick(rng, "采购订单|母婴用品采购订单|物资采购订单"),
        16,
        align="c",
        bold=True,
    )
    y = 74
    hdr = [
        (po_lab, po),
        ("下单日期", cj.fdate(d, rng.choice(["cn", "iso"]))),
        ("成本中心", f"{cc}（{rng.randint(1000, 9999)}）"),
        ("框架协议编号", frame),
    ]
    if rng.random() < 0.55:
        hdr.append(("请购单号", req))
    if rng.random() < 0.3:
        rng.shuffle(hdr)
    cw = wd / 3
    for i, (k, v) in enumerate(hdr):
        x = m + (i % 3) * cw
        yy = y + (i // 3) * 15
        pdf.text(x, yy + 10, f"{k}：{v}", 8.4, bold=k == po_lab, maxw=cw - 8)
    y += ((len(hdr) + 2) // 3) * 15 + 8
    need = [buyer, cj.zh_addr(rng), f"{cj.person(rng)}　{cj.mobile(rng)}", cj.credit_code(rng)]
    bk = cj.bank(rng)
    give = [sup, cj.zh_addr(rng), f"{cj.person(rng)}　{cj.zh_tel(rng)}", f"{bk[0]}　{bk[1]}"]
    labs_need = ["名称", "地址", "联系人", "税号"]
    labs_give = ["名称", "地址", "联系人", "开户行及账号"]
    cols = [
        ("需方（甲方）", labs_need, need),
        (cj.pick(rng, "供方（乙方）|供应商|供货方"), labs_give, give),
    ]
    if rng.random() < 0.4:
        cols.reverse()
    hw = wd / 2
    for k, (title, labs, vals) in enumerate(cols):
        x = m + k * hw
        pdf.rect(x, y, hw, 16, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(x + hw / 2, y + 11.5, title, 8.8, align="c", bold=True)
        yy = y + 16
        for lab, val in zip(labs, vals):
            pdf.rect(x, yy, 54, 16, stroke=ink, lw=0.5)
            pdf.rect(x + 54, yy, hw - 54, 16, stroke=ink, lw=0.5)
            pdf.text(x + 27, yy + 11, lab, 7.8, align="c", colour=ink)
            pdf.text(x + 57, yy + 11, val, 8.2, maxw=hw - 60, bold=val == sup)
            yy += 16
    y += 16 + 16 * 4 + 12
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12], [28, 34])
    lines = more_lines(
        rng, YZ_ITEMS, n, [2, 5, 10, 12, 20, 24, 30, 50], ["（加量装）", "（新品）", "（VIP套房）"]
    )
    body = []
    net = tax = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        rate = it[3]
        t = r2(a - a / (1 + Decimal(rate) / 100))
        net += a - t
        tax += t
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p) if stated else "",
                    f"{rate}%",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    total = net + tax
    ws = cj.rel(wd, [5, 24, 22, 6, 8, 12, 7, 14])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["行号", "物料名称", "规格型号", "单位", "数量", "含税单价", "税率", "含税金额"],
        body,
        "cllcrrcr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        ws2 = [110, 100]
        x2 = right - sum(ws2)
        rows_ = [
            ("不含税金额", cj.money(net)),
            ("税额", cj.money(tax)),
            (cj.pick(rng, "价税合计|订单总金额|合计（含税）"), f"¥{cj.money(total)}"),
        ]
        for k, (lab, v) in enumerate(rows_):
            y = crow(
                pdf,
                x2,
                y,
                ws2,
                [lab, v],
                "lr",
                h=17,
                size=8.4,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
        pdf.text(m, y - 22, f"大写：{cj.daxie(total)}", 8.4)
        y += 6
        if rng.random() < 0.5:
            dep = r2(total * rng.choice([20, 30]) / 100)
            pdf.text(
                m,
                y + 8,
                f"付款方式：签订后付订金¥{cj.money(dep)}，尾款¥{cj.money(total - dep)}于验收合格后30日内支付。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "单价按框架协议执行，结算金额以验收入库数量为准。", 8.6)
        y += 18
    for t in [
        "备注：母婴直接接触类产品须提供检测报告及消毒批号；到货后由护理部验收。",
        "送货时间：工作日 9:00-16:00，请勿在午休时段送货。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 12
    bw = wd / 5
    for k, lab in enumerate(["申请人", "部门主管", "财务审核", "总经理", "供方签章"]):
        pdf.rect(m + k * bw, y, bw, 14, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(m + k * bw, y + 14, bw, 34, stroke=black, lw=0.5)
        pdf.text(m + k * bw + bw / 2, y + 10, lab, 7.8, align="c")
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_zh_yuezi_huisuo_muying_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yz)


# --------------------------------------------------------------------------- 3 zh-Hant (Hong Kong) air-conditioning contractor's bilingual order

HK_BUY = [
    ("{b}冷氣工程有限公司", "{e} Air-Conditioning Engineering Co., Ltd."),
    ("{b}機電工程有限公司", "{e} M&E Engineering Limited"),
    ("{b}空調工程有限公司", "{e} HVAC Engineering Limited"),
    ("{b}冷氣及水電工程公司", "{e} A/C & Plumbing Works Company"),
]
HK_BB = [
    ("瑞豐", "Sui Fung"),
    ("華達", "Wah Tat"),
    ("冠昇", "Koon Sing"),
    ("泰和", "Tai Wo"),
    ("寶源", "Po Yuen"),
    ("金輝", "Kam Fai"),
    ("信誠", "Shun Shing"),
    ("雅德", "Nga Tak"),
]
HK_SB = [
    ("永發", "Wing Fat"),
    ("利興", "Lee Hing"),
    ("合昌", "Hop Cheong"),
    ("新輝", "Sun Fai"),
    ("富華", "Fu Wah"),
    ("德豐", "Tak Fung"),
    ("恒泰", "Hang Tai"),
    ("俊峰", "Chun Fung"),
    ("萬利", "Man Lee"),
    ("聯記", "Luen Kee"),
]
HK_SUP = [
    ("{b}冷氣材料有限公司", "{e} Air-Conditioning Materials Limited"),
    ("{b}製冷設備有限公司", "{e} Refrigeration Equipment Co., Ltd."),
    ("{b}銅喉五金有限公司", "{e} Copper & Hardware Company Limited"),
    ("{b}電器工程材料公司", "{e} Electrical Materials Company"),
]
HK_SUP_BARE = [
    ("{b}冷氣材料行", "{e} A/C Materials"),
    ("{b}五金", "{e} Hardware"),
    ("{b}冷氣零件", "{e} A/C Parts"),
]
HK_ITEMS = [
    ('銅喉 1/4" + 1/2" (連保溫)', "Copper pipe pair, insulated", "米 m", 48, 78),
    ('銅喉 3/8" + 5/8" (連保溫)', "Copper pipe pair, insulated", "米 m", 62, 98),
    ("雪種 R32", "Refrigerant R32 9kg", "罐 cyl", 780, 1180),
    ("雪種 R410A", "Refrigerant R410A 11.3kg", "罐 cyl", 980, 1450),
    ("分體式冷氣機 1.5匹 變頻", "Split type A/C 1.5HP inverter", "套 set", 5200, 8600),
    ("分體式冷氣機 2匹 變頻", "Split type A/C 2HP inverter", "套 set", 6800, 10800),
    ("窗口式冷氣機 1匹", "Window type A/C 1HP", "部 unit", 2600, 4200),
    ("冷氣機不銹鋼支架", "S/S outdoor bracket", "副 pr", 280, 520),
    ('去水喉 3/4"', "PVC drain hose", "米 m", 8, 16),
    ('保溫膠棉 3/8"', "Armaflex insulation 6ft", "條 pc", 22, 38),
    ("電線 2.5mm² 3C", "Power cable 2.5mm² 3-core", "米 m", 18, 32),
    ("膠布、喉碼及雜項", "Tape, clips & sundries", "批 lot", 180, 450),
    ("風喉及風口", "Ductwork & diffuser", "個 pc", 320, 880),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    bb, sb = rng.choice(HK_BB), rng.choice(HK_SB)
    bz, be = rng.choice(HK_BUY)
    buyer, buyer_en = bz.format(b=bb[0]), be.format(e=bb[1])
    sz, se = bare_or(rng, HK_SUP, HK_SUP_BARE, 0.25)
    sup_zh, sup_en = sz.format(b=sb[0]), se.format(e=sb[1])
    en_only = rng.random() < 0.2
    sup = sup_en if en_only else sup_zh
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n3}|P-{Y}-{n4}|{y}/{n4}|AC{y}{n4}")
    job = cj.number(rng, d, "J{y}-{n3}|JOB {y}{n3}|工程 {n4}")
    quo = cj.number(rng, d, "Q{y}{m}{n3}|QT-{n5}")
    site = rng.choice(
        [
            "九龍灣宏照道 寫字樓 12樓",
            "沙田石門 工業大廈 B座",
            "將軍澳 住宅項目 第3座",
            "荃灣 商場 地下至2樓",
            "觀塘 酒店翻新工程",
            "中環 銀行分行裝修",
        ]
    )
    whole = rng.random() < 0.35
    stated = stated_of(rng)
    page = [1]
    fm = (lambda v: w0(v)) if whole else cj.money
    po_lab = cj.pick(rng, "採購單號 P.O. No.|訂單編號 Order No.|P.O. No.|採購單編號")
    tel = cj.hk_tel(rng)

    def foot() -> None:
        s_ = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        pdf.text(right, pdf.h - 26, s_, 7.4, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, f"{buyer_en}　Tel {tel}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"採購單（續）Purchase Order (cont'd)　{po_lab}: {po}", 8.6)
        return 46

    pdf.text(m, 40, buyer, 14, bold=True)
    pdf.text(m, 54, buyer_en, 9.4)
    pdf.text(
        m,
        66,
        f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 200)}號　電話 Tel: {tel}　傳真 Fax: {cj.hk_tel(rng)}",
        7.4,
        colour=GREY,
    )
    pdf.line(m, 72, right, 72, lw=1)
    pdf.text(right, 94, "採購單  PURCHASE ORDER", 14, align="r", bold=True)
    y = 104
    gw = [80, 110]
    gx = right - sum(gw)
    kv = [
        (po_lab, po),
        ("日期 Date", cj.fdate(d, "hk")),
        ("工程編號 Job No.", job),
        ("報價單 Quotation", quo),
    ]
    if rng.random() < 0.4:
        kv[2], kv[3] = kv[3], kv[2]
    yy = y
    for k, v in kv:
        yy = crow(pdf, gx, yy, gw, [k, v], "ll", h=16, size=7.8)
    sl = cj.pick(rng, "供應商 Supplier|致 To|供應商|Supplier")
    pdf.text(m, y + 10, f"{sl}:", 8.2, colour=GREY)
    sy = y + 26
    pdf.text(m, sy, sup, 10.5, bold=True)
    sy += 14
    if not en_only:
        pdf.text(m, sy, sup_en, 8.6)
        sy += 13
    for ln in [
        f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 200)}號",
        f"聯絡人 Attn: {cj.person(rng, 'zh-Hant')}　Tel: {cj.hk_tel(rng)}",
    ]:
        pdf.text(m, sy, ln, 8, colour=GREY)
        sy += 12
    y = max(yy, sy) + 8
    pdf.text(m, y + 6, f"地盤 Site: {site}", 8.4)
    pdf.text(
        m + wd / 2 + 20, y + 6, f"交貨日期 Delivery: {cj.fdate(cj.later(rng, d, 2, 14), 'hk')}", 8.4
    )
    y += 16
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [30, 36])
    lines = more_lines(
        rng,
        HK_ITEMS,
        n,
        [1, 2, 3, 4, 5, 10, 20, 30, 50],
        ["(後加)", "(B座)", "(補料)"],
        places=0 if whole else 2,
        big=3000,
    )
    body = [
        (
            [
                str(i),
                f"{it[0]}\n{it[1]}",
                f"{q:,.0f}",
                it[2],
                fm(p) if stated else "",
                fm(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [6, 44, 9, 10, 14, 17])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        [
            "項目\nItem",
            "貨品說明 Description",
            "數量\nQty",
            "單位\nUnit",
            "單價 Unit\nPrice (HK$)",
            "金額 Amount\n(HK$)",
        ],
        body,
        "clrcrr",
        rowh=22,
        size=7.6,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=24,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r0(sub * rng.choice([3, 5, 8]) / 100) if rng.random() < 0.35 else ZERO
    if not whole:
        disc = r2(disc)
    total = sub - disc
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        ws2 = [130, 90]
        x2 = right - sum(ws2)
        rows_ = [("小計 Sub-total", fm(sub))]
        if disc:
            rows_.append(("折扣 Less discount", f"({fm(disc)})"))
        rows_.append(
            (cj.pick(rng, "總額 TOTAL|合計 Grand Total|總金額 Total Amount"), f"HK${fm(total)}")
        )
        for k, (lab, v) in enumerate(rows_):
            y = crow(pdf, x2, y, ws2, [lab, v], "lr", h=17, size=8.4, bold=k == len(rows_) - 1)
        if rng.random() < 0.5:
            dep = r0(total * rng.choice([30, 50]) / 100)
            pdf.text(
                m,
                y + 8,
                f"已付訂金 Deposit paid: HK${fm(dep)}　　餘額 Balance: HK${fm(total - dep)}",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "價錢按報價單 Prices as per quotation; 實數以送貨單為準。", 8.4)
        y += 18
    y += 6
    for t in [
        "1. 送貨單及發票必須註明本採購單號碼及工程編號。Delivery notes and invoices must quote this P.O. No.",
        "2. 付款：月結60天 Payment: 60 days after month-end.",
        "3. 貨品須於指定日期送抵地盤，逾期本公司有權取消訂單。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.4, colour=GREY, maxw=wd)
        y += 12
    if y + 60 > bottom:
        y = brk()
    y += 40
    pdf.line(m, y, m + 170, y, lw=0.5)
    pdf.text(
        m,
        y + 11,
        f"授權簽署 Authorised Signature　For and on behalf of {buyer_en}",
        7.4,
        maxw=wd / 2 - 10,
    )
    pdf.line(right - 170, y, right, y, lw=0.5)
    pdf.text(right - 170, y + 11, "供應商確認 Supplier's Acknowledgement", 7.4)
    if rng.random() < 0.5:
        pdf.stamp(m + 80, y - 18, buyer, rng, caption="", shape="oval", r=40)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_hk_lengqi_gongcheng_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja civic hall's stage lighting and sound consumables

BH_CITY = "多摩 所沢 春日部 藤枝 刈谷 大垣 草津 豊中 加古川 倉敷 周南 久留米 佐世保 都城 苫小牧 盛岡".split()
BH_BUY = [
    "公益財団法人{c}市文化振興財団",
    "{c}市民文化会館",
    "一般財団法人{c}市文化ホール",
    "{c}芸術劇場 指定管理者 株式会社{c}文化サービス",
]
BH_SB = "東邦 三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田 丸三 共栄 旭 日昇".split()
BH_SUP_FORMED = [
    "株式会社{b}舞台照明",
    "{b}音響株式会社",
    "有限会社{b}ステージサービス",
    "{b}舞台機構株式会社",
    "株式会社{b}特殊効果",
]
BH_SUP_BARE = ["ステージ工房{b}", "{b}照明", "{b}舞台美術", "{b}電気商会"]
BH_ITEMS = [
    ("ハロゲンランプ", "JCS100V-1000W", "個", 2800, 4600),
    ("ハロゲンランプ", "JPD100V-500W", "個", 1900, 3200),
    ("カラーフィルター", "#{n} 53×61cm", "枚", 900, 1600),
    ("ゴボ（ステンレス）", "標準サイズ 柄{n}", "枚", 2400, 5200),
    ("LEDパーライト", "RGBW 18W×7", "台", 38000, 72000),
    ("ワイヤレスマイク用電池", "単3 アルカリ 40本", "箱", 1800, 2900),
    ("ワイヤレスマイク用ヘッドセット", "HS-{n}", "本", 18000, 36000),
    ("パーマセルテープ", "黒 50mm×25m", "巻", 1200, 2100),
    ("蓄光テープ", "25mm×10m", "巻", 1600, 2800),
    ("暗幕（防炎）", "黒 幅3.6m×高5.4m", "枚", 42000, 86000),
    ("平台", "3×6尺 高さ8寸", "台", 18000, 32000),
    ("スモークリキッド", "4L 水性", "本", 3800, 6200),
    ("DMXケーブル", "5ピン 10m", "本", 3200, 5400),
    ("スピーカーケーブル", "NL4 15m", "本", 4800, 8200),
]
BH_SHOWS = [
    "市民ミュージカル「風の町」",
    "第{n}回 定期演奏会",
    "年末第九演奏会",
    "ジュニアバレエ発表会",
    "落語会",
    "ダンスフェスティバル{Y}",
]


def _bh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 58
    city = rng.choice(BH_CITY)
    buyer = rng.choice(BH_BUY).format(c=city)
    sup = bare_or(rng, BH_SUP_FORMED, BH_SUP_BARE, 0.25).format(b=rng.choice(BH_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}-{n4}|H{Y}{m}{n3}|発{y}第{n3}号|{Y}{m}{d}-{n2}")
    quo = cj.number(rng, d, "M{y}{n4}|見-{n5}")
    show = rng.choice(BH_SHOWS).format(n=rng.randint(12, 58), Y=d.year)
    budget = cj.pick(rng, "需用費（消耗品費）|事業費 舞台運営|修繕費|備品購入費")
    stated = stated_of(rng)
    page = [1]
    title = cj.pick(rng, "発　注　書|注　文　書|発注書|物品注文書")
    po_lab = cj.pick(rng, "発注番号|注文番号|発注No.|注文書番号")
    ds = rng.choice(["reiwa", "slash", "cn"])
    hon = rng.choice(["御中", "御中", "様"])
    big_box = rng.random() < 0.55

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 28, s_, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace('　', '')}（続き）　{po_lab}：{po}", 8.8)
        return 46

    pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True)
    pdf.text(right, 64, f"{po_lab}：{po}", 8.8, align="r")
    pdf.text(right, 77, f"発注日：{cj.fdate(d, ds)}", 8.4, align="r")
    y = 92
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(m + cj.stringWidth(sup, cj.FONT_NAME, 12) + 8, y, hon, 11)
    pdf.line(m, y + 5, m + 240, y + 5, lw=0.6)
    pdf.text(
        m,
        y + 20,
        "下記のとおり発注いたします。" if "発" in title else "下記のとおり注文いたします。",
        8.6,
    )
    bx = right - 200
    yy = y
    pdf.text(bx, yy, buyer, 9.6 if len(buyer) < 18 else 8.2, bold=True, maxw=200)
    yy += 14
    for ln in [
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"担当：舞台技術課 {cj.person(rng, 'ja')}",
    ]:
        pdf.text(bx, yy, ln, 7.8, colour=GREY, maxw=200)
        yy += 12
    if rng.random() < 0.7:
        pdf.stamp(right - 22, y + 10, buyer[-6:], rng, shape="rect", r=20)
    y = max(yy, y + 28) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [30, 36])
    lines = more_lines(
        rng,
        BH_ITEMS,
        n,
        [1, 2, 4, 5, 6, 10, 12, 20],
        ["（予備）", "（大ホール用）", "（小ホール用）"],
        places=0,
        big=30000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = (sub * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub + tax
    if big_box and stated:
        pdf.rect(m, y, 250, 26, stroke=black, lw=1)
        pdf.rect(m, y, 80, 26, fill=PALE, stroke=black, lw=1)
        pdf.text(m + 40, y + 17, "合計金額", 10, align="c")
        pdf.text(m + 244, y + 18, f"¥{total:,.0f}-（税込）", 12, align="r", bold=True)
        y += 36
    ws = cj.rel(wd, [14, 36, 14, 36])
    rows = [
        ["件名", f"{show} 舞台用消耗品", "納期", cj.fdate(cj.later(rng, d, 5, 30), ds)],
        [
            "納入場所",
            f"{city} 大ホール 舞台袖倉庫",
            "支払条件",
            cj.pick(rng, "検収後翌月末払い|月末締め翌月末払い|請求書受理後30日以内"),
        ],
        ["見積番号", quo, "予算科目", budget],
    ]
    if rng.random() < 0.4:
        rows[1], rows[2] = rows[2], rows[1]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, fill=PALE) + 10
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        spec = it[1].format(n=rng.randint(10, 399))
        body.append(
            (
                [
                    str(i),
                    it[0],
                    spec,
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
        cj.rel(wd, [5, 28, 22, 8, 6, 13, 16]),
        ["No.", "品名", "規格・型番", "数量", "単位", "単価", "金額"],
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
    y += 8
    if stated:
        ws2 = [90, 110]
        st = rng.choice([0, 1, 2])
        rows_ = [
            ("小計", f"{sub:,.0f}"),
            ("消費税（10%）", f"{tax:,.0f}"),
            (cj.pick(rng, "合計|合計金額|総合計"), cj.yen(total, st)),
        ]
        for k, (lab, v) in enumerate(rows_):
            y = crow(
                pdf,
                right - sum(ws2),
                y,
                ws2,
                [lab, v],
                "lr",
                h=18,
                size=8.6,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
    else:
        pdf.text(m, y + 10, "金額は見積書の単価による。数量は公演終了後に精算する。", 8.6)
        y += 18
    y += 12
    for t in [
        "備考：納品書・請求書には必ず発注番号を記載してください。",
        "搬入は公演のない平日 10:00-16:00、楽屋口よりお願いします。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 6, t, 7.8)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 10
    bw = 46
    for k, lab in enumerate(["館長", "課長", "係長", "担当"]):
        x = right - (4 - k) * bw
        pdf.rect(x, y, bw, 14, fill=PALE, stroke=black)
        pdf.rect(x, y + 14, bw, 36, stroke=black)
        pdf.text(x + bw / 2, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_ja_bunka_hall_butai_kizai_chumon(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bh)


# --------------------------------------------------------------------------- 5 en-GB cathedral chapter's order for stone, lead and lime

CA_CITY = "Wells|Lichfield|Hereford|Ely|Ripon|Salisbury|Worcester|Gloucester|Chichester|Truro|Southwell|Carlisle|Peterborough|Rochester".split(
    "|"
)
CA_BUY = [
    "The Chapter of {c} Cathedral",
    "{c} Cathedral",
    "The Dean and Chapter of {c}",
    "{c} Cathedral Works Department",
]
CA_A = "Haddon|Ketton|Purbeck|Hollington|Bathwick|Stancliffe|Corsham|Weldon|Ancaster|Doulting|Penrith|Ashby|Calder|Bradstone".split(
    "|"
)
CA_F = "Tom|Sarah|Owen|Beth|Luke|Nia|Peter|Ellen|Guy|Martha".split("|")
CA_L = "Whitfield|Carver|Mason|Pryce|Lacey|Dunmore|Hewitt|Shaw|Abbott|Greene".split("|")
CA_SUP_FORMED = [
    "{a} Stone Ltd",
    "{a} Leadwork Limited",
    "{a} & {b} Conservation Ltd",
    "{a} Lime Company Ltd",
    "{a} Quarries Limited",
    "{a} Architectural Metals Ltd",
]
CA_SUP_BARE = ["{f} {l} Stonemason", "{a} Lime Supplies", "{l} & Sons", "{f} {l} Lead & Glazing"]
CA_ITEMS = [
    ("Sawn limestone block, six sides, to schedule", "m³", 1450, 2600),
    ("Ashlar blocks, tooled finish, to template", "m³", 2100, 3600),
    ("Code 8 milled lead sheet (BS EN 12588)", "kg", 3.2, 5.4),
    ("Code 7 milled lead sheet, 3.0m roll", "roll", 380, 620),
    ("Lime putty, mature, 25 kg tub", "tub", 28, 46),
    ("NHL 3.5 natural hydraulic lime, 25 kg", "bag", 19, 34),
    ("Stainless steel cramps and dowels, grade 316", "each", 6.5, 18),
    ("Patination oil, 5 L", "can", 42, 68),
    ("Leaded light repairs, per panel", "panel", 280, 760),
    ("Carving of replacement finial (lump sum)", "item", 2400, 6800),
    ("Scaffold hire, north aisle (per week)", "week", 420, 980),
    ("Delivery to works yard, crane offload", "load", 180, 420),
]


def _ca(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu"))
    m = rng.uniform(40, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    city = rng.choice(CA_CITY)
    chap = rng.choice(CA_BUY).format(c=city)
    a1, a2 = rng.sample(CA_A, 2)
    sup = bare_or(rng, CA_SUP_FORMED, CA_SUP_BARE, 0.3).format(
        a=a1, b=a2, f=rng.choice(CA_F), l=rng.choice(CA_L)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO ######", "CW/#####", "######", "P-####-##", f"{dt:%y}/PO/####"])
    )
    quo = la.digits(rng, rng.choice(["Q####", "Quote ref. ###/##", "EST-#####"]))
    grant = la.digits(
        rng, rng.choice(["NLHF grant OM-##-#####", "Grant ref. CFCE ####", "Fabric Fund FF-###"])
    )
    cfce = la.digits(rng, "CFCE approval ##/####")
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["long_en", "dmy"]))  # noqa: E731
    po_lab = la.pick(rng, "Order No.|Purchase Order No.|Official Order No.|PO Number")
    charity = la.digits(rng, "1######")
    vatno = la.digits(rng, "### #### ##")
    boxed = rng.random() < 0.5

    def foot() -> None:
        d.t(
            m,
            d.h - 40,
            f"{chap} · Registered charity No. {charity} · VAT Reg. No. GB {vatno}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            m,
            d.h - 31,
            "Invoices must quote the order number and be addressed to the Chapter Office, Finance.",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 31,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{chap} — {po_lab} {po} (continued)", 9, b=True)
        return 58

    d.t(m, 50, chap, 16, b=True)
    d.t(
        m,
        64,
        f"Chapter Office, The Close, {city} {la.digits(rng, '@@# #@@')}  ·  Tel. 01{la.digits(rng, '## ######')}",
        7.8,
        grey=0.3,
    )
    title = la.pick(rng, "PURCHASE ORDER|Official Order|Purchase Order")
    if boxed:
        d.box(r - 170, 36, 170, 40)
        d.t(r - 164, 50, title, 10, b=True)
        d.t(r - 164, 68, f"{po_lab} {po}", 9.5, b=True)
        y = 96
    else:
        d.t(
            m,
            92,
            f"{title}  —  {po_lab} {po}" if "Order" not in title else f"{title}  —  No. {po}",
            13,
            b=True,
        )
        y = 104
    d.line(m, y - 6, r, y - 6, 0.8)
    cw = (wd - 20) / 3
    sl = la.pick(rng, "Supplier|To|Order to|")
    blocks = [
        (
            sl,
            [
                sup,
                f"{rng.randint(1, 90)} {rng.choice(['Quarry Lane', 'Mill Road', 'Station Yard', 'Forge Lane'])}",
                f"{rng.choice(CA_CITY)} {la.digits(rng, '@@## #@@')}",
                f"Attn: {rng.choice(CA_F)} {rng.choice(CA_L)}",
            ],
        ),
        (
            "Deliver to",
            [
                "Cathedral Works Yard",
                f"North Gate, The Close, {city}",
                f"Contact: {rng.choice(CA_F)} {rng.choice(CA_L)}",
            ],
        ),
        (
            "Invoice to",
            [chap, "Chapter Office — Finance", f"accounts@{city.lower()}cathedral.org.uk"],
        ),
    ]
    if rng.random() < 0.3:
        blocks[1], blocks[2] = blocks[2], blocks[1]
    yb = y
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + 10)
        yy = y
        if lab:
            d.t(x, yy + 8, lab, 8, b=True, grey=0.35)
            yy += 12
        for i, s in enumerate(rows):
            sz = 9.0 if i == 0 else 8.0
            while d.width(s, sz, True) > cw - 4:
                sz -= 0.25
            d.t(x, yy + 9, s, sz, b=i == 0 and k == 0)
            yy += 11.5
        yb = max(yb, yy)
    y = yb + 10
    kv = [
        ("Order date", df(dt)),
        ("Your quotation", quo),
        ("Funding", grant),
        ("Approval", cfce),
        ("Cost code", la.digits(rng, "FAB-###")),
    ]
    kv.pop(rng.randrange(1, 5))
    x = m
    for k, v in kv:
        d.t(x, y + 8, k, 7.2, b=True, grey=0.35)
        d.t(x, y + 19, v, 8)
        x += wd / 4
    y += 32
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [38, 46])
    lines = more_lines(
        rng,
        CA_ITEMS,
        n,
        [1, 1, 2, 3, 4, 6, 10, 40],
        ["— south transept", "— phase 2", "— west front"],
        big=2000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}" if it[1] != "kg" else f"{q * 25:,.0f}",
                it[1],
                en2(p),
                en2(r2(p * q * 25) if it[1] == "kg" else a),
            ],
            r2(p * q * 25) if it[1] == "kg" else a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:4], "", ""], a) for c, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.52, 0.08, 0.08, 0.12, 0.14)],
        ["No.", "Description", "Qty", "Unit", "Rate £", "Amount £"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for _, a in body), ZERO)
    vat = r2(net * Decimal("0.2"))
    total = net + vat
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Net", f"£{en2(net)}", False),
            ("VAT @ 20%", f"£{en2(vat)}", False),
            (
                la.pick(rng, "Total|Order total (inc. VAT)|TOTAL|Gross total"),
                f"£{en2(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.8, box_last=True)
        if rng.random() < 0.5:
            y = wrapped(
                d,
                m,
                y + 6,
                f"Retention: 5% (£{en2(r2(total * 5 / 100))}) will be held until the works are signed off by the Cathedral Architect.",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Rates as per {quo}. Quantities to be measured on site by the Clerk of Works; the order value will be confirmed on completion.",
            8,
            wd,
        )
    y += 8
    for t in [
        "All lead to be supplied with a SmartWater or equivalent forensic marking; stone to match the approved sample held in the works yard.",
        "Deliveries only between 08:00 and 10:00 Monday to Friday; no deliveries during services or on Sundays.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Authorised: {rng.choice(CA_F)} {rng.choice(CA_L)}, Chapter Clerk")
    d.sign(
        m + sw_ + 20,
        y,
        sw_,
        la.pick(rng, "Surveyor of the Fabric|Head of Works|Cathedral Architect"),
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_en_gb_cathedral_fabric_repair_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ca)


# --------------------------------------------------------------------------- 6 en-CA rink-equipment seller's order acknowledgement

AR_A = "Northern|Maple|Glacier|Laurentian|Prairie|Boreal|Rideau|Kootenay|Fraser|Algonquin|Muskoka|Chinook|Cabot|Timberline".split(
    "|"
)
AR_SUP_FORMED = [
    "{a} Arena Systems Inc.",
    "{a} Rink Supply Ltd.",
    "{a} Ice Technologies Corp.",
    "{a} Boards & Glass Inc.",
    "{a} Refrigeration Ltd.",
]
AR_SUP_BARE = ["{a} Rink Services", "{f}'s Skate & Rink Supply", "{a} Ice Care"]
AR_F = "Doug|Marc|Kelly|Shannon|Wayne|Brent|Nicole|Tyler|Colleen|Andre".split("|")
AR_L = "MacLeod|Tremblay|Fraser|Kowalski|Sinclair|Dubois|McKenzie|Olsen|Bouchard|Stewart".split("|")
AR_PROV = [
    ("ON", ["Barrie", "Sudbury", "Kingston", "Guelph", "Orillia"], [("HST 13%", 13)]),
    ("AB", ["Red Deer", "Lethbridge", "Airdrie", "Canmore"], [("GST 5%", 5)]),
    ("BC", ["Kamloops", "Nanaimo", "Prince George", "Vernon"], [("GST 5%", 5), ("PST 7%", 7)]),
    ("MB", ["Brandon", "Steinbach", "Portage la Prairie"], [("GST 5%", 5), ("RST 7%", 7)]),
    ("NS", ["Truro", "Antigonish", "Yarmouth"], [("HST 14%", 14)]),
    ("NB", ["Moncton", "Fredericton", "Miramichi"], [("HST 15%", 15)]),
    ("SK", ["Saskatoon", "Moose Jaw", "Swift Current"], [("GST 5%", 5), ("PST 6%", 6)]),
]
AR_CUST = [
    "City of {c}",
    "Town of {c} — Recreation Services",
    "{c} Minor Hockey Association",
    "{c} Curling Club",
    "{c} Community Centre Board",
    "County of {c} Arenas",
]
AR_ITEMS = [
    ('Ice resurfacer blade, 77" HSS', "ea", 240, 420),
    ("Dasher board panel, HDPE white, 8 ft", "ea", 780, 1450),
    ('Tempered shielding glass, 1/2" x 48" x 72"', "ea", 520, 980),
    ('Acrylic shielding, 1/2" x 48" x 96"', "ea", 640, 1180),
    ("Ice paint, white, 5 gal", "pail", 210, 340),
    ("Line marking kit (blue/red), 1 gal each", "kit", 160, 290),
    ("Rubber flooring roll, 3/8\" x 4' x 25'", "roll", 520, 890),
    ("Goal net set, regulation", "pr", 380, 640),
    ('Skate sharpening wheel, 7"', "ea", 95, 180),
    ("Brine pump mechanical seal kit", "kit", 680, 1250),
    ("Kickplate, yellow, 10 in x 8 ft", "ea", 85, 160),
    ("Door latch assembly, stainless", "ea", 120, 260),
]


def _ar(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter if rng.random() < 0.75 else A4, la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    a1 = rng.choice(AR_A)
    sup = bare_or(rng, AR_SUP_FORMED, AR_SUP_BARE, 0.25).format(a=a1, f=rng.choice(AR_F))
    prov, cities, taxes = rng.choice(AR_PROV)
    city = rng.choice(cities)
    cust = rng.choice(AR_CUST).format(c=city)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-######", "######", "P#####", f"{dt.year}-####", "REC-####-##"])
    )
    so = la.digits(rng, rng.choice(["SO-#####", "SO######", "OA-####"]))
    quo = la.digits(rng, rng.choice(["Q-#####", "QT#####"]))
    acct = la.digits(rng, rng.choice(["C#####", "CUST-####"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["usl", "iso", "dmy"]))  # noqa: E731
    ink = rng.choice([(0.05, 0.3, 0.55), (0.6, 0.1, 0.1), (0.1, 0.1, 0.1)])
    bn = la.digits(rng, "#########")

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{sup} · GST/HST Reg. No. {bn} RT0001 · Terms: Net 30 · Prices in CAD",
            6.8,
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
        d.t(m, 42, f"Order Acknowledgement {so} — Customer PO {po} — continued", 8.6, b=True)
        return 56

    d.c.setFillColorRGB(*ink)
    d.c.setFont(d.bold, 17)
    d.c.drawString(m, d.h - 50, sup)
    d.t(
        m,
        63,
        f"{rng.randint(10, 990)} {rng.choice(['Industrial Rd', 'Commerce Way', 'Mill St', 'Rink Ave'])}, {rng.choice([c for c in cities if c != city] or cities)}, {prov} {la.digits(rng, '@#@ #@#')}",
        8,
        grey=0.3,
    )
    d.t(m, 74, f"1-800-{la.digits(rng, '###-####')}  ·  orders@{a1.lower()}rink.ca", 8, grey=0.3)
    d.t(
        r,
        50,
        la.pick(rng, "ORDER ACKNOWLEDGEMENT|Sales Order Acknowledgement|ORDER CONFIRMATION"),
        13,
        b=True,
        al="r",
    )
    d.t(r, 64, f"Sales Order: {so}", 9, al="r")
    d.t(r, 76, f"Date: {df(dt)}", 8.4, al="r")
    y = 92
    cw = (wd - 16) / 2
    sold = [
        cust,
        f"Attn: {rng.choice(AR_F)} {rng.choice(AR_L)}, Facility Manager",
        f"{rng.randint(1, 500)} {rng.choice(['Main St', 'Arena Rd', 'Centennial Dr'])}",
        f"{city}, {prov} {la.digits(rng, '@#@ #@#')}",
    ]
    ship = [
        f"{cust}"
        if rng.random() < 0.5
        else f"{city} {rng.choice(['Memorial Arena', 'Sportsplex', 'Centennial Arena', 'Community Rink'])}",
        "Receiving — ice resurfacer room",
        f"{city}, {prov}",
    ]
    for k, (lab, rows) in enumerate([("Sold To", sold), ("Ship To", ship)]):
        x = m + k * (cw + 16)
        d.box(x, y, cw, 14, fill=0.9, stroke=False)
        d.t(x + 4, y + 10, lab, 8, b=True)
        d.lines(x + 4, y + 17, rows, 8.2, lead=10.5)
    y += 17 + 4 * 10.5 + 10
    labels = ["Customer PO", "Quotation", "Customer No.", "Ship Via", "Est. Ship Date"]
    vals = [
        po,
        quo,
        acct,
        la.pick(rng, "Best way|LTL freight|Our truck|Purolator"),
        df(dt + timedelta(days=rng.randint(7, 40))),
    ]
    if rng.random() < 0.4:
        labels[0] = la.pick(rng, "Your PO #|P.O. Number|Your Order No.")
    y = d.grid(m, y, [wd * f for f in (0.22, 0.18, 0.18, 0.2, 0.22)], labels, vals, 8.2) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 32])
    lines = more_lines(
        rng,
        AR_ITEMS,
        n,
        [1, 2, 2, 4, 6, 8, 10, 12],
        ["(spare)", "(rink 2)", "(back order)"],
        big=700,
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "@@-####"),
                it[0],
                f"{q:,.0f}",
                it[1],
                en2(p) if stated else "",
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
        [wd * f for f in (0.05, 0.12, 0.43, 0.07, 0.07, 0.12, 0.14)],
        ["Ln", "Item", "Description", "Qty", "U/M", "Unit Price", "Extension"],
        body,
        "lllrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    sub = sum((a for _, a in body), ZERO)
    disc = r2(sub * rng.choice([5, 10]) / 100) if rng.random() < 0.25 else ZERO
    frt = Decimal(rng.randint(9500, 68000)) / 100 if rng.random() < 0.6 else ZERO
    base = sub - disc + frt
    tx = [(lab, r2(base * rt / 100)) for lab, rt in taxes]
    total = base + sum((v for _, v in tx), ZERO)
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"${en2(sub)}", False)]
        if disc:
            rows.append(("Less discount", f"-${en2(disc)}", False))
        if frt:
            rows.append(("Freight", f"${en2(frt)}", False))
        rows += [(lab, f"${en2(v)}", False) for lab, v in tx]
        rows.append(
            (la.pick(rng, "Total CAD|Order Total|TOTAL|Total Amount"), f"${en2(total)}", True)
        )
        y = d.summary(m + wd * 0.6, r - 3, y, rows, 8.6, box_last=True)
        if rng.random() < 0.45:
            dep = r2(total * rng.choice([25, 30, 50]) / 100)
            y = d.summary(
                m + wd * 0.6,
                r - 3,
                y + 4,
                [
                    ("Deposit received", f"-${en2(dep)}", False),
                    ("Balance due on delivery", f"${en2(total - dep)}", True),
                ],
                8.2,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Pricing per quotation {quo}; freight and applicable taxes will be added at time of invoicing.",
            8,
            wd,
        )
    y += 10
    for t in [
        "Please review this acknowledgement carefully. Any discrepancies must be reported within 48 hours or the order will be processed as shown.",
        "Custom-cut shielding glass and dasher panels are non-returnable once fabrication has begun.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"{rng.choice(AR_F)} {rng.choice(AR_L)}, Inside Sales")
    d.sign(m + sw_ + 20, y, sw_, "Customer acceptance")
    foot()
    out = finish(d, "en", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit16_en_ca_arena_equipment_order_ack(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ar)


# --------------------------------------------------------------------------- 7 de-DE wind-farm operator's order for service materials

WP_ORT = "Friedrichskoog|Dithmarschen|Fehmarn|Uckermark|Prignitz|Hunsrück|Vogelsberg|Emsland|Ostfriesland|Altmark|Bördeland|Nordfriesland|Fläming|Wesermarsch".split(
    "|"
)
WP_BUY = [
    "Windpark {o} GmbH & Co. KG",
    "Bürgerwindpark {o} GmbH & Co. KG",
    "{o} Wind Betriebs GmbH",
    "Windenergie {o} Verwaltungs GmbH",
]
WP_A = "Hansen|Petersen|Jessen|Brodersen|Thiessen|Carstens|Lorenzen|Iversen|Albers|Wiebe|Ketels|Rohwer".split(
    "|"
)
WP_SUP_FORMED = [
    "{a} Windtechnik GmbH",
    "{a} Rotorservice GmbH",
    "{a} Hydraulik GmbH & Co. KG",
    "{a} Industrieschmierstoffe AG",
    "{a} Antriebstechnik GmbH",
    "{a} & {b} Service KG",
]
WP_SUP_BARE = ["{v} {a} Seiltechnik", "Rotorblattservice {a}", "{v} {a} e.K."]
WP_V = "Jens|Sönke|Hauke|Merle|Nils|Frauke|Arne|Wiebke".split("|")
WP_ITEMS = [
    ("Getriebeöl CLP 320 synth., 208 l Fass", "Fass", 1850, 2900),
    ("Azimutbremsbelag-Satz", "Satz", 420, 880),
    ("Pitchlagerfett, 18 kg Eimer", "Eimer", 310, 540),
    ("Rotorblatt-Reparaturset Epoxid/Glasfaser", "Set", 640, 1250),
    ("Hindernisfeuer LED, W-rot, ES", "Stk", 780, 1450),
    ("Kohlebürsten Generator-Schleifring", "Stk", 38, 92),
    ("Filterelement Hydraulik 10 µm", "Stk", 65, 140),
    ("Luftfilter Gondel", "Stk", 48, 110),
    ("Höhensicherungsgerät, geprüft", "Stk", 380, 720),
    ("Kupplungselement Generator", "Stk", 920, 1880),
    ("Schmierstoffanalyse inkl. Probenset", "Stk", 85, 160),
    ("Befahranlagen-Prüfung (Pauschale)", "psch", 650, 1400),
]


def _wp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu"))
    m = rng.uniform(56, 70)
    r = d.w - rng.uniform(40, 56)
    wd = r - m
    bottom = d.h - 78
    ort = rng.choice(WP_ORT)
    buyer = rng.choice(WP_BUY).format(o=ort)
    a1, a2 = rng.sample(WP_A, 2)
    sup = bare_or(rng, WP_SUP_FORMED, WP_SUP_BARE, 0.25).format(a=a1, b=a2, v=rng.choice(WP_V))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["45########", "B-####-###", "WP/####/##", f"{dt:%Y}-#####", "BE#######"])
    )
    banf = la.digits(rng, rng.choice(["BANF ########", "BA-#####"]))
    ang = la.digits(rng, rng.choice(["AN-#####", "A####/##", "Angebot ######"]))
    rv = la.digits(rng, "RV-####-##")
    wea = f"WEA {rng.randint(1, 18):02d}"
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dot", "long_de"]))  # noqa: E731
    title_no = rng.random() < 0.5
    plz = la.digits(rng, "2####")

    def foot() -> None:
        y0 = d.h - 52
        d.line(m, y0 - 8, r, y0 - 8, 0.4)
        cols = [
            [buyer, f"Am Windfeld {rng.randint(1, 40)}", f"{plz} {ort}"],
            [
                f"Amtsgericht {rng.choice(['Kiel', 'Flensburg', 'Pinneberg', 'Oldenburg'])} HRA {la.digits(rng, '####')}",
                f"Komplementärin: {ort} Wind Verwaltungs GmbH",
                f"USt-IdNr. DE{la.digits(rng, '#########')}",
            ],
            [
                f"{rng.choice(['Förde Sparkasse', 'VR Bank Nord eG', 'Commerzbank AG'])}",
                f"IBAN DE{la.digits(rng, '## #### #### #### #### ##')}",
                f"BIC {la.digits(rng, '@@@@DE@@XXX')}",
            ],
        ]
        for k, rows in enumerate(cols):
            for i, s in enumerate(rows):
                d.t(m + k * wd / 3, y0 + i * 8, s, 6.2, grey=0.35, maxw=wd / 3 - 6)
        d.t(
            r,
            d.h - 64,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestellung {po} vom {la.dfmt(dt, 'dot')} – Fortsetzung", 8.6, b=True)
        return 58

    d.t(r, 46, buyer, 12, b=True, al="r")
    d.t(
        r,
        58,
        f"Betriebsführung · Am Windfeld {rng.randint(1, 40)} · {plz} {ort}",
        7.6,
        al="r",
        grey=0.3,
    )
    d.t(m, 122, f"{buyer} · {plz} {ort}", 6.4, grey=0.3, maxw=230)
    d.line(m, 125, m + 230, 125, 0.3)
    d.lines(
        m,
        130,
        [
            sup,
            f"{rng.choice(['Industriestraße', 'Hafenweg', 'Gewerbering', 'Dieselstraße'])} {rng.randint(1, 80)}",
            f"{la.digits(rng, '2####')} {rng.choice(['Husum', 'Rendsburg', 'Leer', 'Aurich', 'Bremerhaven', 'Heide'])}",
        ],
        9.5,
        lead=12.5,
    )
    info = [
        ("Ihr Angebot", ang),
        ("Unsere BANF", banf),
        ("Rahmenvertrag", rv),
        ("Ansprechpartner", f"{rng.choice(WP_V)} {rng.choice(WP_A)}"),
        ("Datum", df(dt)),
    ]
    if not title_no:
        info.insert(0, (la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung"), po))
    if rng.random() < 0.3:
        info.pop(2)
    ix = m + wd * 0.6
    for i, (k, v) in enumerate(info):
        d.t(ix, 120 + i * 11, k, 7.6, grey=0.3)
        d.t(ix + 72, 120 + i * 11, v, 7.8, b=k.startswith(("Bestell", "Unsere B")))
    y = max(200, 120 + len(info) * 11 + 14)
    d.t(
        m,
        y + 10,
        f"Bestellung Nr. {po}"
        if title_no
        else la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Ersatzteile"),
        13,
        b=True,
    )
    y += 20
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, auf Grundlage Ihres Angebots {ang} bestellen wir zur Lieferung an den Windpark {ort}, {wea} (Typ {rng.choice(['E-82', 'V112', 'N117', 'MM92', 'SWT-3.6'])}, Serien-Nr. {la.digits(rng, '######')}):",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 32])
    lines = more_lines(
        rng,
        WP_ITEMS,
        n,
        [1, 1, 2, 2, 3, 4, 6, 10],
        ["(Reserve)", "(WEA 2)", "(Nachlieferung)"],
        big=900,
    )
    body = [
        (
            [
                str(i * 10),
                la.digits(rng, "##.###.##"),
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
        [wd * f for f in (0.06, 0.12, 0.42, 0.07, 0.07, 0.12, 0.14)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "EP €", "GP €"],
        body,
        "lllrlrr",
        size=7.6,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net = sum((a for _, a in body), ZERO)
    rab = r2(net * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.3 else ZERO
    fr = Decimal(rng.choice([45, 65, 89, 120])) if rng.random() < 0.4 else ZERO
    base = net - rab + fr
    ust = r2(base * Decimal("0.19"))
    total = base + ust
    eur = (lambda v: f"{eu(v)} €") if rng.random() < 0.6 else (lambda v: f"EUR {eu(v)}")
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Summe netto", eur(net), False)]
        if rab:
            rows.append(("abzgl. Rabatt", f"-{eur(rab)}", False))
        if fr:
            rows.append(("Fracht/Verpackung", eur(fr), False))
        rows += [
            ("zzgl. 19 % USt.", eur(ust), False),
            (la.pick(rng, "Gesamtbetrag|Bestellwert brutto|Gesamtsumme"), eur(total), True),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.6, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Preise gemäß Rahmenvertrag {rv}; Abrechnung nach tatsächlichem Aufwand.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Liefertermin: {df(dt + timedelta(days=rng.randint(10, 45)))}, Anlieferung nur nach Voranmeldung beim Servicetechniker (Zufahrt über Wirtschaftsweg).",
        "Bitte geben Sie auf Lieferschein und Rechnung unsere Bestellnummer und die Anlagenbezeichnung an. Es gelten unsere Allgemeinen Einkaufsbedingungen.",
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2) + 2
    if y + 40 > bottom:
        y = brk()
    y += 10
    y = d.lines(m, y, ["Mit freundlichen Grüßen", buyer], 8.6)
    y += 24
    d.sign(m, y, 150, f"{rng.choice(WP_V)} {rng.choice(WP_A)}, Technische Betriebsführung")
    d.sign(m + 200, y, 150, "Auftragsbestätigung Lieferant")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_de_windpark_service_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _wp)


# --------------------------------------------------------------------------- 8 fr-CH wastewater plant's order for chemicals and pump spares

ST_LIEU = "Morges|Yverdon|Bulle|Martigny|Delémont|Nyon|Vevey|Monthey|Payerne|Porrentruy|Sierre|Estavayer|Aigle|Moudon".split(
    "|"
)
ST_BUY = [
    "Association intercommunale d'épuration de la région de {l}",
    "STEP de {l} – Commune de {l}",
    "{l} Eaux SA",
    "Service des eaux de {l}",
    "Syndicat intercommunal pour l'épuration des eaux usées ({s})",
]
ST_A = "Rochat|Berthoud|Favre|Perrin|Jaquier|Cuendet|Vuilleumier|Schneider|Monnier|Bovet|Pittet|Gavillet".split(
    "|"
)
ST_SUP_FORMED = [
    "{a} Chimie SA",
    "{a} Water Solutions Sàrl",
    "{a} & Cie SA",
    "{a} Pompes SA",
    "{a} Environnement Sàrl",
    "{a} Hydro-Technique SA",
]
ST_SUP_BARE = ["{p} {a} Services", "Atelier {a}", "{a} Pompes et Services"]
ST_P = "Jean-Marc|Pascal|Nathalie|Yves|Sandrine|Olivier|Claude|Martine".split("|")
ST_ITEMS = [
    ("Chlorure ferrique 40 %, vrac camion-citerne", "t", 420, 690),
    ("Polymère cationique en poudre, sac 25 kg", "sac", 110, 190),
    ("Chaux hydratée, big-bag 1 t", "big-bag", 260, 420),
    ("Hypochlorite de sodium 13 %, IBC 1000 l", "IBC", 380, 620),
    ("Garniture mécanique pompe de relevage", "pce", 680, 1450),
    ("Roue de pompe submersible DN100", "pce", 1200, 2800),
    ("Sonde O2 optique, tête de rechange", "pce", 540, 980),
    ("Kit réactifs DCO 0-1500 mg/l (25 tests)", "kit", 95, 170),
    ("Courroie trapézoïdale SPB 2000", "pce", 28, 64),
    ("Membrane diffuseur fines bulles", "pce", 22, 48),
    ("Contrôle annuel surpresseurs (forfait)", "forf.", 850, 1900),
    ("Vidange et évacuation des graisses", "m³", 65, 140),
]


def _st(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    lieu = rng.choice(ST_LIEU)
    buyer = rng.choice(ST_BUY).format(l=lieu, s=f"SIEE{lieu[:3].upper()}")
    sup = bare_or(rng, ST_SUP_FORMED, ST_SUP_BARE, 0.25).format(
        a=rng.choice(ST_A), p=rng.choice(ST_P)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["BC-####-###", "######", f"CMD {dt.year}/###", "STEP-#####", "####.##"])
    )
    offre = la.digits(rng, rng.choice(["OF-######", "Offre n° #####", "####/##"]))
    four = la.digits(rng, "F#####")
    compte = la.digits(rng, rng.choice(["###.3141.##", "Compte 4###.##"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dot", "long_fr"]))  # noqa: E731
    fmt = rng.choice([ch, chfr])
    rnd = rng.random() < 0.5
    po_lab = la.pick(rng, "Bon de commande n°|N° de commande|Commande n°|BON DE COMMANDE N°")

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · IDE CHE-{la.digits(rng, '###.###.###')} TVA",
            6.8,
            grey=0.35,
            maxw=wd - 70,
        )
        d.t(r, d.h - 34, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} – suite", 8.6, b=True)
        return 58

    y = 40
    d.box(m, y, 6, 40, fill=0.25, stroke=False)
    y = d.lines(
        m + 14,
        y,
        [
            buyer,
            f"Station d'épuration · Ch. de la STEP {rng.randint(1, 30)} · {la.digits(rng, '1###')} {lieu}",
            f"Tél. 0{la.digits(rng, '## ### ## ##')} · step@{lieu.lower().replace('é', 'e')}.ch",
        ],
        9,
        b_first=True,
        lead=12,
    )
    y += 14
    d.t(m, y + 12, f"{po_lab} {po}", 13, b=True)
    d.t(r, y + 12, f"{lieu}, le {df(dt)}", 8.6, al="r")
    y += 26
    cw = (wd - 20) / 2
    fo = (
        la.pick(rng, "Fournisseur|Adressé à|"),
        [
            sup,
            f"{rng.choice(['Rue de l’Industrie', 'Route de Lausanne', 'Z.I. En Budron', 'Chemin des Ateliers'])} {rng.randint(1, 60)}",
            f"{la.digits(rng, '1###')} {rng.choice(ST_LIEU)}",
            f"N° fournisseur : {four}",
        ],
    )
    li = (
        "Livraison",
        [
            f"STEP de {lieu}",
            "Quai de dépotage / atelier",
            f"Contact : {rng.choice(ST_P)} {rng.choice(ST_A)}, chef d'exploitation",
            "Lu-ve 7h00-11h30",
        ],
    )
    blocks = [fo, li] if rng.random() < 0.6 else [li, fo]
    yb = y
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + 20)
        yy = y
        if lab:
            d.t(x, yy + 8, lab, 8, b=True, grey=0.35)
            yy += 12
        for i, s in enumerate(rows):
            d.t(x, yy + 9, s, 9 if i == 0 else 8, b=i == 0 and rows[0] == sup)
            yy += 11.5
        yb = max(yb, yy)
    y = yb + 8
    y = (
        d.kv(
            m,
            y,
            [
                ("Votre offre", offre),
                ("Compte / centre de coûts", compte),
                ("Délai de livraison", df(dt + timedelta(days=rng.randint(5, 30)))),
            ],
            120,
            8.2,
        )
        + 8
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 32])
    lines = more_lines(
        rng,
        ST_ITEMS,
        n,
        [1, 1, 2, 3, 4, 6, 10, 20],
        ["(réserve)", "(bassin 2)", "(digesteur)"],
        big=1000,
    )
    body = [
        (
            [
                str(i),
                it[0],
                f"{q:,.0f}".replace(",", "'"),
                it[1],
                fmt(p) if stated else "",
                fmt(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["Pos.", "Désignation", "Qté", "Unité", "Prix unit.", "Montant CHF"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for _, a in body), ZERO)
    rab = r2(net * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.3 else ZERO
    base = net - rab
    tva = r2(base * Decimal("0.081"))
    raw = base + tva
    total = r05(raw) if rnd else raw
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total HT", fmt(net), False)]
        if rab:
            rows.append(("Rabais", f"-{fmt(rab)}", False))
        rows.append(("TVA 8,1 %", fmt(tva), False))
        if rnd and total != raw:
            rows.append(("Arrondi", fmt(total - raw), False))
        rows.append(
            (la.pick(rng, "Total TTC CHF|Total CHF|Montant total TTC"), f"CHF {fmt(total)}", True)
        )
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Prix selon votre offre {offre}; facturation selon quantités livrées (bulletins de pesée).",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "Fiches de données de sécurité à jour à joindre à la livraison. Le chauffeur doit être équipé des EPI et se présenter à l'exploitant.",
        "Veuillez rappeler le numéro de commande sur le bulletin de livraison et la facture.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    y += 28
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Le chef d'exploitation : {rng.choice(ST_P)} {rng.choice(ST_A)}")
    d.sign(
        m + sw_ + 20,
        y,
        sw_,
        la.pick(rng, "Visa du comité de direction|Le municipal responsable|Le directeur"),
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_fr_ch_step_reactifs_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _st)


# --------------------------------------------------------------------------- 9 it-IT land-reclamation consortium's order with split payment

CB_LUOGO = "Polesine|Bassa Friulana|Pianura Veronese|Delta del Po|Agro Pontino|Brenta|Emilia Centrale|Burana|Sannio Alifano|Piave|Sud Pontino|Terre dei Gonzaga|Acque Risorgive|Chiana Romana".split(
    "|"
)
CB_BUY = [
    "Consorzio di Bonifica {l}",
    "Consorzio di Bonifica e Irrigazione {l}",
    "Consorzio di Bonifica della {l}",
]
CB_A = "Bertolini|Zanetti|Ferraresi|Gallo|Pavan|Trevisan|Marchetti|Colombo|Salvadori|Boscolo|Rinaldi|Guerra".split(
    "|"
)
CB_N = "Mario|Luca|Giorgio|Paolo|Franco|Stefano|Roberto|Claudio".split("|")
CB_SUP_FORMED = [
    "{a} Pompe S.r.l.",
    "{a} Elettromeccanica S.p.A.",
    "{a} & C. S.n.c.",
    "Idraulica {a} S.r.l.",
    "{a} Impianti S.r.l.",
    "Officine {a} S.p.A.",
]
CB_SUP_BARE = [
    "Officina Meccanica {a} {n}",
    "{a} {n} – Riparazioni elettromeccaniche",
    "Ditta {a} {n}",
]
CB_ITEMS = [
    ("Girante in ghisa per pompa idrovora DN600", "n.", 3800, 9200),
    ("Tenuta meccanica doppia per elettropompa sommergibile", "n.", 780, 1850),
    ("Cuscinetto reggispinta SKF 29420", "n.", 640, 1350),
    ("Riavvolgimento motore elettrico 90 kW", "a corpo", 4200, 8800),
    ("Quadro elettrico di comando con PLC", "n.", 6800, 14500),
    ("Griglia sgrigliatore, pettine in acciaio inox", "n.", 1100, 2600),
    ("Paratoia piana in acciaio zincato 1,2x1,5 m", "n.", 2400, 5200),
    ("Olio idraulico ISO VG 46, fusto 208 l", "fusto", 420, 680),
    ("Sensore di livello a ultrasuoni", "n.", 520, 1150),
    ("Manodopera specializzata", "ore", 38, 62),
    ("Noleggio autogru 35 t con operatore", "ore", 95, 160),
]


def _cb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    luogo = rng.choice(CB_LUOGO)
    buyer = rng.choice(CB_BUY).format(l=luogo)
    sup = bare_or(rng, CB_SUP_FORMED, CB_SUP_BARE, 0.25).format(
        a=rng.choice(CB_A), n=rng.choice(CB_N)
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [
                "###/" + str(dt.year),
                "ODA-####-###",
                "####",
                f"{dt.year}/OA/####",
                "OF######",
            ]
        ),
    )
    cig = la.digits(rng, "@@########") if rng.random() < 0.5 else la.digits(rng, "##########")
    cup = la.digits(rng, "@##@########")
    det = la.digits(rng, rng.choice(["Determina n. ### del ", "Delibera n. ##/"])) + la.dfmt(
        dt - timedelta(days=rng.randint(3, 40)), "dmy"
    )
    imp = la.digits(rng, f"Impegno n. ####/{dt.year}")
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "long_it"]))  # noqa: E731
    po_lab = la.pick(rng, "ORDINE DI ACQUISTO N.|Ordine n.|Buono d'ordine n.|ORDINE N.")
    eur = (lambda v: f"€ {eu(v)}") if rng.random() < 0.7 else (lambda v: f"{eu(v)} €")
    split = rng.random() < 0.75

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · C.F. {la.digits(rng, '8##########')} · Codice univoco ufficio {la.digits(rng, '@@@@@@')} · Ente soggetto a scissione dei pagamenti",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 34,
            f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} del {la.dfmt(dt, 'dmy')} – segue", 8.6, b=True)
        return 58

    d.t(m, 50, buyer.upper() if rng.random() < 0.4 else buyer, 14, b=True)
    d.t(
        m,
        63,
        f"Sede: Via {rng.choice(['Argine', 'Idrovora', 'dei Canali', 'Roma'])} {rng.randint(1, 120)} – {la.digits(rng, '4####')} {rng.choice(['Rovigo', 'Ferrara', 'Latina', 'Padova', 'Mantova', 'Verona'])} · PEC protocollo@pec.bonifica{luogo.split()[0].lower()}.it",
        7.4,
        grey=0.3,
        maxw=wd,
    )
    d.t(m, 74, "Settore Manutenzione Impianti Idrovori", 7.4, grey=0.3)
    y = 92
    sw = wd * 0.46
    sx = r - sw
    d.t(sx, y + 8, la.pick(rng, "Spett.le|Spett.|Alla ditta"), 8.4)
    d.lines(
        sx,
        y + 12,
        [
            sup,
            f"Via {rng.choice(['dell’Industria', 'Artigianato', 'Enrico Fermi', 'Garibaldi'])} {rng.randint(1, 90)}",
            f"{la.digits(rng, '3####')} {rng.choice(['Adria', 'Cento', 'Este', 'Legnago', 'Aprilia', 'Chioggia'])}",
            f"P.IVA {la.digits(rng, '0##########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kv = [
        ("Ordine n.", po),
        ("Data", df(dt)),
        ("CIG", cig),
        ("CUP", cup),
        (
            "Impianto",
            f"Idrovora {rng.choice(['Ca’ Venier', 'Bosco', 'Santa Maria', 'Gorino', 'Lama', 'Cavanella'])}",
        ),
    ]
    if rng.random() < 0.5:
        kv[2], kv[3] = kv[3], kv[2]
    kv = kv[1:] if rng.random() < 0.5 else kv
    yy = y
    for k, v in kv:
        d.t(m, yy + 9, k, 8, b=True)
        d.t(m + 62, yy + 9, v, 8.2)
        yy += 12
    y = max(yy, y + 12 + 4 * 11.5) + 12
    d.t(m, y + 10, f"{po_lab} {po}", 12, b=True)
    y += 18
    y = (
        wrapped(
            d,
            m,
            y,
            f"Oggetto: fornitura ricambi per manutenzione straordinaria impianti idrovori. Affidamento diretto ai sensi dell'art. 50 D.Lgs. 36/2023 – {det}; {imp}.",
            8.2,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [24, 30])
    lines = more_lines(
        rng,
        CB_ITEMS,
        n,
        [1, 1, 2, 3, 4, 8, 16, 24],
        ["(scorta)", "(impianto 2)", "(urgente)"],
        big=2000,
    )
    body = [
        (
            [
                str(i),
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
        [wd * f for f in (0.06, 0.5, 0.08, 0.1, 0.12, 0.14)],
        ["Pos.", "Descrizione", "Q.tà", "U.M.", "Prezzo €", "Importo €"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for _, a in body), ZERO)
    sc = r2(net * rng.choice([3, 5, 8]) / 100) if rng.random() < 0.35 else ZERO
    imp_ = net - sc
    iva = r2(imp_ * Decimal("0.22"))
    total = imp_ + iva
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Totale merce", eur(net), False)]
        if sc:
            rows.append(("Sconto", f"-{eur(sc)}", False))
        rows += [
            ("Imponibile", eur(imp_), False),
            ("IVA 22%", eur(iva), False),
            (
                la.pick(rng, "Totale ordine|TOTALE (IVA inclusa)|Totale complessivo"),
                eur(total),
                True,
            ),
        ]
        y = d.summary(m + wd * 0.52, r - 3, y, rows, 8.6, box_last=True)
        if split:
            y = d.summary(
                m + wd * 0.52,
                r - 3,
                y + 4,
                [
                    ("IVA a carico dell'Ente (art. 17-ter)", eur(iva), False),
                    ("Netto da liquidare al fornitore", eur(imp_), False),
                ],
                7.8,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Importo a misura secondo l'elenco prezzi allegato all'offerta; la spesa trova copertura nell'impegno indicato.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        "La fattura elettronica dovrà riportare CIG, numero d'ordine e codice univoco ufficio, pena il rifiuto.",
        "Il fornitore assume gli obblighi di tracciabilità dei flussi finanziari di cui alla L. 136/2010.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    y += 28
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Il RUP – Ing. {rng.choice(CB_N)} {rng.choice(CB_A)}")
    d.sign(m + sw_ + 20, y, sw_, "Per accettazione – timbro e firma del fornitore")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_it_consorzio_bonifica_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cb)


# --------------------------------------------------------------------------- 10 es-CO coffee roaster's order with withholdings

TC_A = "Montebello|La Cumbre|Tierra Alta|El Roble|San Isidro|Quindío Real|La Palma|Sierra Nevada|Buenavista|El Mirador|Tolima Gold|Cafetal".split(
    "|"
)
TC_BUY = [
    "Tostadora {a} S.A.S.",
    "Café {a} S.A.S.",
    "{a} Coffee Roasters S.A.S.",
    "Torrefactora {a} Ltda.",
]
TC_SUP_FORMED = [
    "{a} Empaques S.A.S.",
    "Trilladora {a} Ltda.",
    "Cooperativa de Caficultores de {x}",
    "Flexibles {a} S.A.",
    "Etiquetas {a} S.A.S.",
]
TC_SUP_BARE = ["Distribuciones {a}", "{f} {l} – Cafés Especiales", "Finca {a}"]
TC_X = (
    "Pitalito|Salgar|Chinchiná|Andes|Planadas|Jardín|Génova|Buesaco|Aguadas|Ciudad Bolívar".split(
        "|"
    )
)
TC_F = "Jorge|Luz Marina|Andrés|Claudia|Hernán|Diana|Fabio|Paola".split("|")
TC_L = "Restrepo|Giraldo|Ospina|Cardona|Zuluaga|Londoño|Arango|Quintero".split("|")
TC_ITEMS = [
    ("Café verde excelso EP, saco 70 kg", "saco", 0, 980000, 1650000),
    ("Café pergamino seco, carga 125 kg", "carga", 0, 1800000, 2600000),
    ("Bolsa con válvula 500 g, kraft, impresa", "und", 19, 620, 1150),
    ("Bolsa stand-up 250 g con zíper", "und", 19, 480, 890),
    ("Válvula desgasificadora unidireccional", "und", 19, 120, 260),
    ("Etiqueta adhesiva 8x10 cm, rollo x 1000", "rollo", 19, 68000, 125000),
    ("Caja corrugada x 12 bolsas", "und", 19, 2100, 3900),
    ("Cinta de embalaje transparente 48 mm", "rollo", 19, 4200, 7800),
    ("Filtros de papel para cafetera x 100", "paq", 19, 6800, 12500),
]


def _tc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter if rng.random() < 0.6 else A4, la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    a1, a2 = rng.sample(TC_A, 2)
    buyer = rng.choice(TC_BUY).format(a=a1)
    sup = bare_or(rng, TC_SUP_FORMED, TC_SUP_BARE, 0.25).format(
        a=a2, x=rng.choice(TC_X), f=rng.choice(TC_F), l=rng.choice(TC_L)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["OC-#####", "######", "OC ####-##", f"{dt.year}-OC-####", "PO#####"])
    )
    cot = la.digits(rng, rng.choice(["COT-####", "Cotización #####"]))
    cc = la.digits(rng, rng.choice(["CC-### Tostión", "CC-### Empaque", "Centro ###"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "long_es", "iso"]))  # noqa: E731
    cents_ = rng.random() < 0.4
    fm = (lambda v: grouped(v, ".", ",")) if cents_ else (lambda v: grouped(v, ".", ",", 0))
    po_lab = la.pick(rng, "ORDEN DE COMPRA No.|Orden de Compra N°|O.C. No.|ORDEN DE COMPRA")
    ciudad = rng.choice(["Medellín", "Bogotá D.C.", "Manizales", "Pereira", "Armenia", "Cali"])

    def nit() -> str:
        return f"{la.digits(rng, '9##.###.###')}-{rng.randint(0, 9)}"

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} · NIT {bnit} · Régimen común – No somos grandes contribuyentes · Autorretenedores ICA",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 34,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (continuación)", 8.6, b=True)
        return 58

    bnit = nit()
    d.t(m, 48, buyer, 14, b=True)
    d.t(
        m,
        61,
        f"NIT {bnit} · {rng.choice(['Cra.', 'Calle', 'Av.'])} {rng.randint(10, 99)} # {rng.randint(1, 99)}-{rng.randint(1, 99)} · {ciudad}",
        7.6,
        grey=0.3,
    )
    d.t(
        m,
        72,
        f"Tel. (60{rng.randint(1, 8)}) {la.digits(rng, '### ####')} · compras@{a1.lower().replace(' ', '').replace('í', 'i')}.com.co",
        7.6,
        grey=0.3,
    )
    bw = 170
    d.box(r - bw, 36, bw, 42)
    d.box(r - bw, 36, bw, 14, fill=0.85)
    d.t(
        r - bw / 2,
        46,
        po_lab,
        8.4,
        b=True,
        al="c",
    )
    d.t(
        r - bw / 2,
        68,
        po,
        12,
        b=True,
        al="c",
    )
    y = 92
    cw = (wd - 20) / 2
    prov = [
        (
            la.pick(rng, "Proveedor|Señores|PROVEEDOR"),
            [
                sup,
                f"NIT {nit()}"
                if "Finca" not in sup and "–" not in sup
                else f"C.C. {la.digits(rng, '##.###.###')}",
                f"{rng.choice(TC_X)}, {rng.choice(['Huila', 'Antioquia', 'Caldas', 'Tolima', 'Nariño'])}",
                f"Contacto: {rng.choice(TC_F)} {rng.choice(TC_L)} · Cel. 3{la.digits(rng, '## ### ####')}",
            ],
        ),
        (
            "Entregar en",
            [
                f"Planta de tostión {buyer.split()[0]} {a1}",
                f"{rng.choice(['Km 2 vía', 'Bodega 4, Zona Franca', 'Parque industrial'])} {ciudad}",
                f"Recibe: {rng.choice(TC_F)} {rng.choice(TC_L)}",
            ],
        ),
    ]
    if rng.random() < 0.35:
        prov.reverse()
    yb = y
    for k, (lab, rows) in enumerate(prov):
        x = m + k * (cw + 20)
        d.box(x, y, cw, 13, fill=0.9, stroke=False)
        d.t(x + 4, y + 9.5, lab, 8, b=True)
        yy = d.lines(x + 4, y + 16, rows, 8.4, b_first=rows[0] == sup, lead=11)
        yb = max(yb, yy)
    y = yb + 8
    y = (
        d.grid(
            m,
            y,
            [wd * f for f in (0.2, 0.2, 0.2, 0.2, 0.2)],
            ["Fecha", "Cotización", "Centro de costo", "Forma de pago", "Fecha de entrega"],
            [
                df(dt),
                cot,
                cc,
                la.pick(rng, "Crédito 30 días|Crédito 60 días|Contado|50% anticipo"),
                df(dt + timedelta(days=rng.randint(5, 30))),
            ],
            8,
        )
        + 10
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [24, 30])
    lines = more_lines(
        rng,
        TC_ITEMS,
        n,
        [2, 5, 10, 20, 50, 500, 1000, 2000],
        ["(Huila)", "(lote 2)", "(reposición)"],
        places=0,
        big=60000,
    )
    body = []
    sub = iva = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        rate = it[2]
        t = r2(a * rate / 100)
        sub += a
        iva += t
        body.append(
            (
                [
                    str(i),
                    it[0],
                    f"{q:,.0f}".replace(",", "."),
                    it[1],
                    fm(p) if stated else "",
                    f"{rate}%" if rate else "Excl.",
                    fm(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.44, 0.08, 0.08, 0.13, 0.08, 0.14)],
        ["Ítem", "Descripción", "Cant.", "Und.", "Vr. unitario", "IVA", "Vr. total"],
        body,
        "llrlrcr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    dto = r0(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.25 else ZERO
    if dto:
        iva = r2(iva * (sub - dto) / sub)
    if not cents_:
        iva = r0(iva)
    total = sub - dto + iva
    rf = r0((sub - dto) * Decimal("0.025")) if sub - dto > 1300000 else ZERO
    ica = r0((sub - dto) * Decimal("0.00966"))
    if y + 160 > bottom:
        y = brk()
    y += 8
    sg = rng.choice(["$ ", "$", "COP "])
    if stated:
        rows = [("Subtotal", f"{sg}{fm(sub)}", False)]
        if dto:
            rows.append(("Descuento", f"-{sg}{fm(dto)}", False))
        rows += [
            ("IVA 19%", f"{sg}{fm(iva)}", False),
            (la.pick(rng, "TOTAL|Total orden|Valor total"), f"{sg}{fm(total)}", True),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.6, box_last=True)
        if rng.random() < 0.6:
            ret = [("Retención en la fuente 2,5%", f"-{sg}{fm(rf)}", False)] if rf else []
            ret += [
                ("ReteICA 9,66 x mil", f"-{sg}{fm(ica)}", False),
                ("Neto a pagar", f"{sg}{fm(total - rf - ica)}", True),
            ]
            y = d.summary(m + wd * 0.55, r - 3, y + 4, ret, 7.8)
        if rng.random() < 0.5:
            y = wrapped(d, m, y + 4, f"Son: {es_words(int(total)).upper()} PESOS M/CTE.", 7.8, wd)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Precios según cotización {cot}; el café se liquida por kilo según factor de rendimiento en trilla.",
            8.2,
            wd,
        )
    y += 10
    for t in [
        "El café verde debe llegar con humedad entre 10% y 12% y factor de rendimiento máximo 94. Se rechazan lotes con defectos fuera de especificación.",
        "Favor citar el número de esta orden en la factura electrónica y en la remisión.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 40) / 3
    for k, lab in enumerate(["Elaboró", "Aprobó – Gerencia", "Aceptación proveedor"]):
        d.sign(m + k * (sw_ + 20), y, sw_, lab)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit16_es_co_tostadora_cafe_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tc)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit16_") and callable(fn)
}

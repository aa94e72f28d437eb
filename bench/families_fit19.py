# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind after fit18 (`fit19_*`), in zh-Hans (two),
zh-Hant (Taiwan), ja, en-US, en-IE, de-AT, fr-FR, it-IT and pt-PT.

- fit19_zh_yangfeng_hezuoshe_caigou: a Chinese beekeeping co-operative's order for hives,
  foundation, extractors and jars (the co-op's name and credit code, the order number either
  beside the title or in a ruled grid with a rural-revitalisation project number and a
  requisition number, the supplier labelled 供货单位 / 供应商 / 卖方 or standing unlabelled
  after "致：", a ruled item grid, 合计金额 or 金额合计 with freight and a discount, 大写, a
  定金 line, a seal).
- fit19_zh_xiche_mendian_dinghuodan: a car-wash and detailing chain's store order for
  chemicals and consumables (landscape or portrait, a boxed NO. at the top right, the vendor
  block unlabelled with its company on the first line, the store as 收货门店, a hairline list,
  the total label with its amount on the line below it, a 上期未结 previous-balance line as a
  distractor, 含税 13 % or 普票 notes, the store manager's and supplier's signatures).
- fit19_tw_wenquan_lvguan_beipin_dinggou: a Taiwanese hot-spring inn's amenities order (a
  label-over-value header grid with 訂購單號 under its column heading beside 請購單號, 報價單號
  and 頁次, ROC dates, 廠商 with 統一編號, whole NT$, 未稅合計 / 營業稅 5% / 總計 or 合計金額,
  a 訂金 line, sign-off cells).
- fit19_ja_jiin_butsugu_chumonsho: a Japanese temple's order for incense, candles, tōba and
  flowers for a memorial service (注文書 with the 注文番号 beside the title or in a ruled box,
  the supplier with 御中 or 様, the temple's name with a square seal, 見積番号 and 法要 names,
  合計金額（税込） at the top or the foot, 10 % and 8 % lines, 小計 / 消費税 / 合計).
- fit19_en_us_observatory_optics_po: a US university observatory's order for optics and
  instrument parts (Letter, "PURCHASE ORDER 25-001234" in the title or a boxed header grid,
  Vendor / To / unlabelled vendor block, Ship To and Bill To blocks, requisition, grant and
  account numbers, "Total PO Value" / "TOTAL ORDER" / "Order Total" at times with the amount
  on the line below, sales tax exemption, shipping).
- fit19_en_ie_seaweed_processor_po: an Irish seaweed processor's order for drying,
  milling and packaging supplies (A4, a "To" heading or a Supplier box, Eircodes, VAT 23 % and
  13.5 %, CRO and VAT numbers, "Amount Due" / "Balance Due" / "Total (EUR)" with nothing
  prepaid, the customer account and quotation references).
- fit19_de_at_orgelbau_auftragsbestaetigung: an Austrian organ builder's order confirmation
  to a parish or a music university (the builder's letterhead, the seller's own AB number,
  "Ihre Bestellung Nr." quoting the customer's order, Angebot and Kunden-Nr., lines for
  tuning, cleaning, pipes and bellows, USt 20 %, Gesamtbetrag, Anzahlung 30 % below it,
  UID, Firmenbuch and IBAN in the footer).
- fit19_fr_ostreiculteur_bon_commande: a French oyster farm's order for mesh bags, trestles
  and collectors (a header table with N° de commande under its column heading beside the
  devis and compte-fournisseur numbers, Fournisseur in the window or at the left, a
  livraison block at the shellfish site, Total HT / remise / port / TVA 20 % / Total TTC or
  Net à payer, an acompte, SIRET, RCS and TVA intracommunautaire).
- fit19_it_frantoio_ordine_bottiglie: an Italian olive mill's order for bottles, caps,
  labels and tins ("ORDINE N. 123/2025" beside the title or in a box, "Spett.le" and the
  vendor, P.IVA, SDI code, the vendor's offer number, imponibile / IVA 22 % / "Totale ordine"
  or "Totale documento", payment and IBAN lines).
- fit19_pt_escola_surf_nota_encomenda: a Portuguese surf school's order for boards, wetsuits
  and leashes ("NOTA DE ENCOMENDA N.º" beside the title or in a grid, Fornecedor block, NIF,
  IVA 23 % or 22 % (Madeira), Total / "Total a pagar" / "Saldo", orçamento and requisição
  numbers, 1.234,56 € or 1 234,56 €).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source read). Truth as in the other modules: the buyer's order
number as printed (never a requisition, quotation, project, account or the seller's own
confirmation number; on the de-AT confirmation the customer's order number it quotes); the
supplier exactly as printed on its own first line (never 御中, 様, "Spett.le" or "Attn"); the
grand total as "1234.50" (whole NT$ and yen as "1234.00"; after discounts, incl. tax, before
deposits and prepayments; "" when the document states none, about one document in eleven).
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
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)


def us(v: Decimal) -> str:
    return grouped(v)


def frs(v: Decimal) -> str:
    """1 234,56 (fr-FR, pt-PT)."""
    return grouped(v, " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- 1 zh-Hans beekeeping co-op's equipment order

YF_CITY = (
    "丽水 宁德 南平 三明 赣州 吉安 恩施 十堰 汉中 商洛 天水 伊犁 牡丹江 通化 昭通 黔东南".split()
)
YF_B = "百花 蜜源 甜园 金蜂 山花 蜂语 绿谷 峰岭 槐香 椴树 枣花 野菊 紫云 清溪 岭南 雪峰".split()
YF_BUY = [
    "{c}市{b}养蜂专业合作社",
    "{c}{b}蜂业专业合作社",
    "{c}县{b}中蜂养殖农民专业合作社",
    "{c}{b}蜂产品有限公司",
    "{c}{b}生态养蜂合作社联合社",
]
YF_SUP_FORMED = [
    "{c}{b}蜂具有限公司",
    "{c}{b}养蜂机械制造有限公司",
    "{b}蜂业科技（{c}）有限公司",
    "{c}{b}包装材料有限公司",
    "{c}{b}农牧器材有限公司",
]
YF_SUP_BARE = ["{c}{b}蜂具厂", "{c}市{b}蜂具经营部", "{b}蜂箱加工坊", "{c}{b}养蜂器材商行"]
YF_ITEMS = [
    ("中蜂标准蜂箱", "杉木 十框 带纱盖", "套", 85, 160),
    ("意蜂朗氏蜂箱", "松木 十框 双层", "套", 120, 220),
    ("巢础", "中蜂 纯蜂蜡 50张/箱", "箱", 180, 360),
    ("巢框", "杉木 成品 穿线", "个", 2.2, 4.5),
    ("不锈钢摇蜜机", "四框 手摇 304", "台", 280, 680),
    ("电动摇蜜机", "十二框 辐射式", "台", 1800, 3600),
    ("防护蜂衣", "连体 透气 带帽", "件", 45, 110),
    ("隔王板", "塑料 中蜂用", "块", 3.5, 8),
    ("饲喂器", "框式 1.5L", "个", 4, 9),
    ("喷烟器", "不锈钢 大号", "个", 35, 85),
    ("起刮刀", "不锈钢 L型", "把", 6, 15),
    ("玻璃蜂蜜瓶", "500g 六棱 带盖", "箱", 48, 96),
    ("塑料蜂蜜瓶", "1000g PET 挤压瓶", "箱", 60, 120),
    ("蜂蜜浓缩机", "0.5吨 低温真空", "台", 12800, 26000),
    ("脱蜂器", "三角形 八孔", "个", 3, 7),
    ("蜂王笼", "塑料 诱入器", "个", 1.2, 3),
]


def _yf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(YF_CITY, 2)
    b1, b2 = rng.sample(YF_B, 2)
    buyer = rng.choice(YF_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, YF_SUP_FORMED, YF_SUP_BARE, 0.3).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HZS-CG-{Y}{m}{n3}|CG{Y}{m}{d}{n2}|YF{y}{n4}|No.{Y}-{n4}")
    proj = cj.number(rng, d, "XCZX-{Y}-{n3}|FY{Y}{n3}|{Y}年第{n2}号")
    req = cj.number(rng, d, "QG{y}{m}{n3}|SQ-{Y}-{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|编号")
    ink = rng.choice([Color(0.55, 0.38, 0.05), Color(0.15, 0.4, 0.2), black])
    title = cj.pick(rng, "采购订单|蜂具采购订单|物资采购订单")
    in_title = rng.random() < 0.4

    def foot() -> None:
        s_ = f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title}（续页）", 9, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 9, align="r")
        return 46

    pdf.text(pdf.w / 2, 44, buyer, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        58,
        f"统一社会信用代码：{cj.credit_code(rng).replace('91', '93', 1)}　电话：{cj.zh_tel(rng)}",
        7.6,
        align="c",
        colour=GREY,
    )
    pdf.line(m, 64, right, 64, lw=1.2, colour=ink)
    if in_title:
        pdf.text(m + wd * 0.36, 90, title, 17, align="c", bold=True)
        pdf.text(right, 90, f"{po_lab}：{po}", 10, align="r", bold=True)
    else:
        pdf.text(pdf.w / 2, 90, title, 17, align="c", bold=True)
    y = 104
    ws = cj.rel(wd, [14, 36, 14, 36])
    rows = [
        ["下单日期", cj.fdate(d, rng.choice(["cn", "iso", "cn0"])), "请购单号", req],
        ["项目编号", proj, "交货期限", cj.fdate(cj.later(rng, d, 5, 25), "cn")],
        ["交货地点", f"{cj.zh_addr(rng).replace('市', '县', 1)}（合作社仓库）"],
    ]
    if not in_title:
        rows.insert(0, [po_lab, po, "采购员", cj.person(rng)])
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.4, ink=ink, fill=PALE) + 14
    lab = rng.choice(["供货单位", "供应商", "卖方", "致"])
    if lab == "致":
        pdf.text(m, y + 8, "致：", 9.4)
        pdf.text(m, y + 24, sup, 11, bold=True)
        y += 38
    else:
        pdf.text(m, y + 8, f"{lab}：{sup}", 9.6, bold=True)
        y += 22
    for ln in [
        f"地址：{cj.zh_addr(rng)}",
        f"联系人：{cj.person(rng)}　手机：{cj.mobile(rng)}",
    ]:
        pdf.text(m + (0 if lab == "致" else 14), y, ln, 8, colour=GREY)
        y += 13
    y += 6
    nb = n_lines(rng, [3, 4, 5, 6, 7, 8], [26, 32])
    body = []
    for i, (it, q, p, a) in enumerate(
        more_lines(
            rng,
            YF_ITEMS,
            nb,
            [2, 5, 10, 20, 50, 100],
            ["（加厚）", "（备用）", "（二批）"],
            big=1000,
        ),
        1,
    ):
        body.append(([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a))
    sub = sum((a for _, a in body), ZERO)
    if not stated:
        body = [([*c[:5], "按报价", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 20, 24, 6, 9, 12, 14]),
        ["序号", "品名", "规格", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    ship = Decimal(rng.choice([0, 0, 80, 150, 260, 400]))
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3])) / 100)
    total = sub + ship - disc
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rx = right - 200
        lines_ = [("货款小计", cj.money(sub))]
        if ship:
            lines_.append(("运费", cj.money(ship)))
        if disc:
            lines_.append(("优惠", "-" + cj.money(disc)))
        lines_.append((cj.pick(rng, "合计金额|金额合计|订单总额"), cj.money(total)))
        for k, (lb, v) in enumerate(lines_):
            big = k == len(lines_) - 1
            pdf.text(rx, y + 10, lb, 9.4 if big else 8.4, bold=big)
            pdf.text(right, y + 10, f"¥{v}", 10 if big else 8.4, align="r", bold=big)
            y += 15
        pdf.text(m, y + 10, f"大写金额：人民币{cj.daxie(total)}", 8.6)
        y += 18
        if rng.random() < 0.5:
            dep = r2(total * rng.choice([20, 30, 50]) / 100)
            pdf.text(
                m,
                y + 10,
                f"付款：签订后付定金 ¥{cj.money(dep)}，余款到货验收合格后15日内付清。",
                8.2,
            )
            y += 16
        if rng.random() < 0.5:
            pdf.text(
                m, y + 10, "以上价格含税（增值税普通发票）、含运费至合作社仓库。", 8.2, colour=GREY
            )
            y += 16
    else:
        pdf.text(m, y + 14, "价格：按供方报价单执行，结算金额以实际到货验收数量为准。", 8.6)
        y += 26
    for t in [
        "1. 蜂箱木材须干燥无虫蛀，不得使用有异味的油漆及防腐剂。",
        "2. 蜂蜜瓶须符合食品接触材料国家标准，并随货附检测报告。",
        f"3. 送货单请注明{po_lab}，开票信息见合作社抬头。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 28
    pdf.text(m, y, "采购方（盖章）：", 8.6)
    pdf.text(m + wd / 2 + 10, y, "供货方确认（签字盖章）：", 8.6)
    pdf.text(m, y + 18, f"负责人：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 2 + 10, y + 18, "日期：", 8.4)
    if rng.random() < 0.7:
        pdf.stamp(m + 110, y + 2, buyer, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_zh_yangfeng_hezuoshe_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yf)


# --------------------------------------------------------------------------- 2 zh-Hans car-wash chain's store order, total below its label

XC_CITY = "深圳 佛山 东莞 中山 温州 台州 绍兴 泉州 潍坊 临沂 洛阳 襄阳 株洲 柳州 绵阳 遵义".split()
XC_B = (
    "车之美 洁途 亮车 驰洁 车管家 净驰 优车 途虎 车匠 养车坊 速洁 光漆 星途 车享 爱车 漆面".split()
)
XC_BUY = [
    "{c}{b}汽车服务连锁有限公司",
    "{c}{b}汽车美容有限公司",
    "{b}洗车（{c}）连锁管理有限公司",
    "{c}{b}汽车养护服务有限公司",
]
XC_SUP_FORMED = [
    "{c}{b}汽车用品有限公司",
    "{c}{b}精细化工有限公司",
    "{b}汽车护理用品（{c}）有限公司",
    "{c}{b}清洁设备有限公司",
    "{c}{b}贸易有限公司",
]
XC_SUP_BARE = ["{c}{b}汽车用品批发部", "{c}市{b}洗车设备商行", "{b}汽配百货店"]
XC_B2 = "蓝星 洁霸 固特 海力 鑫达 宏远 车宝 众诚 金盾 嘉洁 旺达 冠亚".split()
XC_ITEMS = [
    ("中性洗车液", "20L/桶 高泡", "桶", 65, 140),
    ("预洗泡沫剂", "25kg/桶 碱性", "桶", 95, 220),
    ("镀膜水蜡", "1:800 20L", "桶", 160, 380),
    ("轮毂清洁剂", "4L×4/箱", "箱", 120, 260),
    ("内饰清洁剂", "500ml×24/箱", "箱", 140, 300),
    ("超细纤维毛巾", "40×40cm 400g 100条", "包", 85, 180),
    ("麂皮擦车巾", "66×43cm", "条", 8, 22),
    ("洗车海绵", "蜂窝型", "个", 3, 9),
    ("轮胎光亮剂", "5L/桶", "桶", 45, 110),
    ("玻璃水", "-15度 2L×8/箱", "箱", 38, 75),
    ("高压洗车机配件 喷枪", "280bar 快插", "把", 95, 260),
    ("泡沫壶", "PA 2L", "个", 45, 120),
    ("脚垫纸", "一次性 500张/箱", "箱", 55, 110),
    ("方向盘套 一次性", "2000只/箱", "箱", 70, 150),
    ("镀晶套装", "9H 50ml", "套", 68, 180),
    ("打蜡海绵", "圆形 10个/包", "包", 12, 30),
    ("去胶清洁剂", "450ml×24/箱", "箱", 150, 320),
    ("漆面研磨膏", "1kg", "瓶", 60, 150),
]


def _xc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.35
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    c1, c2 = rng.sample(XC_CITY, 2)
    buyer = rng.choice(XC_BUY).format(c=c1, b=rng.choice(XC_B))
    sup = bare_or(rng, XC_SUP_FORMED, XC_SUP_BARE, 0.3).format(c=c2, b=rng.choice(XC_B2))
    store = f"{c1}{rng.choice(['南山', '宝安', '龙华', '新城', '开发区', '高铁站', '万达'])}店"
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DH{Y}{m}{d}{n3}|MD-{y}{m}-{n4}|XC{Y}{n5}|{Y}{m}{n4}")
    store_no = cj.number(rng, d, "MD{n3}|S-{n4}")
    vend_no = cj.number(rng, d, "GYS{n4}|V{n5}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.0, 0.3, 0.65), Color(0.7, 0.1, 0.1), black])
    title = cj.pick(rng, "门店订货单|采购订货单|物料订货单")

    def foot() -> None:
        s_ = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 24, s_, 7.4, align="r", colour=GREY)
        pdf.text(
            m,
            pdf.h - 24,
            f"打印时间：{cj.fdate(d, 'iso')} {rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}",
            7.4,
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{title}（接上页）　NO. {po}", 9, bold=True)
        return 42

    pdf.text(m, 42, buyer, 14, bold=True, colour=ink)
    pdf.text(m, 68, title, 18, bold=True)
    bw = 170
    pdf.rect(right - bw, 28, bw, 36, stroke=ink, lw=1)
    pdf.text(right - bw + 8, 42, cj.pick(rng, "NO.|单号|订货单号"), 8, colour=ink)
    pdf.text(right - 8, 57, po, 12, align="r", bold=True)
    y = 94
    half = wd / 2 - 10
    # vendor: no label, its company first
    vx, sx = (m, m + half + 20) if rng.random() < 0.7 else (m + half + 20, m)
    pdf.text(vx, y, sup, 10.4, bold=True)
    vl = [
        f"{cj.zh_addr(rng)}",
        f"{cj.person(rng)}　{cj.mobile(rng)}",
        f"供应商编码：{vend_no}",
    ]
    yy = y + 14
    for ln in vl:
        pdf.text(vx, yy, ln, 8, colour=GREY)
        yy += 12
    pdf.text(sx, y, f"收货门店：{store}（{store_no}）", 9)
    yy2 = y + 14
    for ln in [
        f"地址：{cj.zh_addr(rng)}",
        f"店长：{cj.person(rng)}　{cj.mobile(rng)}",
        f"订货日期：{cj.fdate(d, 'slash')}　要求到货：{cj.fdate(cj.later(rng, d, 1, 6), 'slash')}",
    ]:
        pdf.text(sx, yy2, ln, 8)
        yy2 += 12
    y = max(yy, yy2) + 10
    nb = n_lines(rng, [4, 5, 6, 8, 10, 12], [30, 36])
    rows = []
    for i, (it, q, p, a) in enumerate(
        more_lines(
            rng, XC_ITEMS, nb, [1, 2, 3, 5, 6, 10, 20], ["（促销装）", "（大桶）", "（替换装）"]
        ),
        1,
    ):
        rows.append(([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a))
    sub = sum((a for _, a in rows), ZERO)
    if not stated:
        rows = [([*c[:5], "", ""], ZERO) for c, _ in rows]
    ws = cj.rel(wd, [5, 26, 22, 6, 8, 12, 14])
    heads = ["行", "商品名称", "规格", "单位", "订货数", "单价", "金额"]

    def head(yy_: float) -> float:
        cx = m
        pdf.line(m, yy_, right, yy_, lw=0.9, colour=ink)
        for w, h_, a in zip(ws, heads, "cllcrrr"):
            tx = cx + 3 if a == "l" else cx + w - 3 if a == "r" else cx + w / 2
            pdf.text(tx, yy_ + 12, h_, 8.2, align=a, bold=True, colour=ink)
            cx += w
        pdf.line(m, yy_ + 17, right, yy_ + 17, lw=0.9, colour=ink)
        return yy_ + 17

    y = head(y)
    for cells, _ in rows:
        if y + 16 > bottom:
            y = head(brk())
        cx = m
        for w, s, a in zip(ws, cells, "cllcrrr"):
            tx = cx + 3 if a == "l" else cx + w - 3 if a == "r" else cx + w / 2
            pdf.text(tx, y + 11.5, s, 7.8, align=a, maxw=w - 6)
            cx += w
        y += 16
        pdf.line(m, y, right, y, lw=0.25, colour=GREY)
    if y + 120 > bottom:
        y = brk()
    y += 10
    cnt = sum(int(c[4].replace(",", "")) for c, _ in rows)
    pdf.text(m, y + 8, f"共 {len(rows)} 项，数量合计 {cnt:,}", 8.4)
    ship = Decimal(rng.choice([0, 0, 0, 30, 50]))
    total = sub + ship
    if stated:
        x0 = right - 180
        if ship:
            pdf.text(x0, y + 8, "配送费", 8.4)
            pdf.text(right, y + 8, cj.money(ship), 8.4, align="r")
            y += 16
        pdf.text(
            x0, y + 8, cj.pick(rng, "金额合计（元）|订货金额合计|本单合计金额"), 9.4, bold=True
        )
        pdf.text(right, y + 26, f"¥ {cj.money(total)}", 14, align="r", bold=True, colour=ink)
        y += 36
        if rng.random() < 0.45:
            prev = r2(Decimal(rng.randint(80000, 2400000)) / 100)
            pdf.text(
                m, y + 8, f"上期未结货款：¥{cj.money(prev)}（请与本单分开对账）", 8.2, colour=GREY
            )
            y += 16
        pdf.text(m, y + 8, f"大写：{cj.daxie(total)}", 8.4)
        y += 16
        pdf.text(
            m,
            y + 8,
            rng.choice(
                [
                    "单价均为含税价（13%增值税专用发票）。",
                    "单价含税，开具普通发票。",
                    "月结30天，每月25日对账。",
                ]
            ),
            8,
            colour=GREY,
        )
        y += 16
    else:
        pdf.text(m, y + 24, "单价按年度供货协议价执行，本单不列金额。", 8.6)
        y += 32
    if y + 50 > bottom:
        y = brk()
    y += 26
    for k, lab in enumerate(["制单：", "店长：", "区域经理：", "供应商签收："]):
        pdf.text(m + k * wd / 4, y, lab, 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_zh_xiche_mendian_dinghuodan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _xc)


# --------------------------------------------------------------------------- 3 zh-Hant hot-spring inn's amenities order, label-over-value grid

WQ_PLACE = "北投 礁溪 烏來 泰安 谷關 關子嶺 知本 四重溪 廬山 金山 瑞穗 清泉".split()
WQ_B = "湯之森 山水 雲品 泉月 翠谷 晴山 湯華 溪畔 悠然 楓丹 水月 清韻".split()
WQ_BUY = [
    "{p}{b}溫泉會館",
    "{b}溫泉飯店股份有限公司",
    "{p}{b}溫泉旅館",
    "{b}溫泉度假村有限公司",
    "{p}{b}湯屋",
]
WQ_SUP_FORMED = [
    "{b}紡織股份有限公司",
    "{b}實業有限公司",
    "{b}旅館用品有限公司",
    "{b}企業社有限公司",
    "{b}生技股份有限公司",
]
WQ_SUP_BARE = ["{b}毛巾行", "{b}旅館備品商行", "{b}布莊"]
WQ_ITEMS = [
    ("純棉浴巾", "70×140cm 600g 白", "條", 180, 360),
    ("純棉毛巾", "34×76cm 120g", "條", 45, 95),
    ("方巾", "34×34cm", "條", 22, 48),
    ("和風浴衣", "M/L 棉質 印花", "件", 380, 820),
    ("浴袍", "鬆餅格 白色", "件", 520, 1100),
    ("沐浴乳", "5L 補充桶 檜木香", "桶", 650, 1300),
    ("洗髮精", "5L 補充桶", "桶", 620, 1250),
    ("一次性拖鞋", "不織布 100雙/箱", "箱", 900, 1800),
    ("牙刷組", "獨立包裝 500組/箱", "箱", 1100, 2300),
    ("溫泉入浴劑", "硫磺 30g×100包", "箱", 1500, 3200),
    ("竹製湯桶", "手工 直徑24cm", "個", 260, 580),
    ("防滑浴墊", "45×75cm", "片", 120, 260),
    ("床單", "雙人 60支棉 白", "件", 480, 950),
    ("枕頭套", "50×75cm", "件", 120, 240),
    ("茶包", "東方美人 2g×100入", "盒", 350, 680),
]


def _wq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    place = rng.choice(WQ_PLACE)
    b1, b2 = rng.sample(WQ_B, 2)
    buyer = rng.choice(WQ_BUY).format(p=place, b=b1)
    sup = bare_or(rng, WQ_SUP_FORMED, WQ_SUP_BARE, 0.25).format(b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n4}|{roc}{m}{d}{n3}|WQ-{Y}-{n4}|P{y}{m}{n4}")
    req = cj.number(rng, d, "R{roc}{m}{n3}|請{roc}-{n3}")
    quo = cj.number(rng, d, "Q{y}{m}{n3}|報{roc}{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.35, 0.2, 0.1), Color(0.1, 0.3, 0.45), black])
    title = cj.pick(rng, "訂購單|採購單|備品訂購單")
    dstyle = rng.choice(["roc", "rocs"])

    def grid_head(yy: float, pg: int) -> float:
        labs = ["訂購單號", "訂購日期", "請購單號", "報價單號", "頁次"]
        vals = [po, cj.fdate(d, dstyle), req, quo, f"{pg}/{of}" if of else str(pg)]
        order = [0, 1, 2, 3, 4] if not land else [1, 0, 3, 2, 4]
        ws = cj.rel(wd, [22, 20, 20, 20, 10])
        cx = m
        for k, w in zip(order, ws):
            pdf.rect(cx, yy, w, 16, fill=PALE, stroke=ink)
            pdf.rect(cx, yy + 16, w, 20, stroke=ink)
            pdf.text(cx + w / 2, yy + 11.5, labs[k], 8, align="c", colour=ink)
            pdf.text(cx + w / 2, yy + 30, vals[k], 9.2 if k == 0 else 8.6, align="c", bold=k == 0)
            cx += w
        return yy + 36

    def brk() -> float:
        pdf.text(right, pdf.h - 26, "（續下頁）", 8, align="r", colour=GREY)
        pdf.new_page()
        page[0] += 1
        pdf.text(pdf.w / 2, 36, f"{buyer}　{title}", 12, align="c", bold=True)
        return grid_head(46, page[0]) + 10

    pdf.text(pdf.w / 2, 40, buyer, 16, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        54,
        f"{cj.tw_addr(rng)}　TEL {cj.tw_tel(rng)}　統一編號 {rng.randint(10000000, 99999999)}",
        7.6,
        align="c",
        colour=GREY,
    )
    pdf.text(pdf.w / 2, 78, title, 17, align="c", bold=True)
    y = grid_head(88, 1) + 10
    rows = [
        ["廠商名稱", sup, "廠商編號", f"V{rng.randint(1000, 9999)}"],
        ["統一編號", str(rng.randint(10000000, 99999999)), "聯絡人", cj.person(rng, "zh-Hant")],
        ["電話", cj.tw_tel(rng), "傳真", cj.tw_tel(rng)],
        ["交貨地點", f"{cj.tw_addr(rng)}（{buyer}）"],
        [
            "交貨日期",
            cj.fdate(cj.later(rng, d, 7, 30), "roc"),
            "付款條件",
            cj.pick(rng, "月結30天|月結60天|貨到付款|T/T 30天"),
        ],
    ]
    if rng.random() < 0.3:
        rows[0] = ["廠商", sup, "廠商編號", rows[0][3]]
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [12, 40, 12, 36]), rows, h=17, size=8.4, ink=ink, fill=PALE)
        + 12
    )
    nb = n_lines(rng, [3, 4, 5, 6, 8, 10], [28, 34])
    body = []
    for i, (it, q, p, a) in enumerate(
        more_lines(
            rng,
            WQ_ITEMS,
            nb,
            [5, 10, 20, 30, 50, 100, 200],
            ["（大）", "（館名刺繡）", "（補）"],
            places=0,
            big=1000,
        ),
        1,
    ):
        body.append(([str(i), it[0], it[1], it[2], f"{q:,.0f}", w0(p), w0(a)], a))
    sub = sum((a for _, a in body), ZERO)
    if not stated:
        body = [([*c[:5], "依合約價", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 22, 24, 6, 9, 12, 14]),
        ["項次", "品名", "規格", "單位", "數量", "單價", "金額"],
        body,
        "cllcrrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    tax = r0(sub * Decimal("0.05"))
    total = sub + tax
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        bx = right - 190
        lab_t = cj.pick(rng, "總計|合計金額|總金額（含稅）")
        for k, (lb, v) in enumerate([("未稅合計", sub), ("營業稅 5%", tax), (lab_t, total)]):
            big = k == 2
            pdf.rect(bx, y, 90, 18, fill=PALE, stroke=ink)
            pdf.rect(bx + 90, y, 100, 18, stroke=ink)
            pdf.text(bx + 45, y + 12.5, lb, 8.6, align="c", bold=big, colour=ink)
            pdf.text(
                right - 4,
                y + 12.5,
                f"NT${w0(v)}" if big else w0(v),
                9.4 if big else 8.6,
                align="r",
                bold=big,
            )
            y += 18
        pdf.text(m, y - 24, f"新台幣（大寫）：{cj.daxie(total, trad=True)}", 8.4)
        if rng.random() < 0.4:
            dep = r0(total * Decimal("0.3"))
            pdf.text(
                m, y - 8, f"訂金：NT${w0(dep)}（已於下單時匯付），餘款月結。", 8.2, colour=GREY
            )
        y += 6
    else:
        pdf.text(m, y + 14, "單價依年度備品合約辦理，本單不列總價。", 8.6)
        y += 26
    for t in [
        "一、請於交貨單註明訂購單號，否則恕不收貨。",
        "二、毛巾浴巾須經洗滌測試不褪色、不起毛球。",
        "三、發票請開立本公司抬頭及統一編號。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 56 > bottom:
        y = brk()
    y += 10
    ws = cj.rel(wd, [1, 1, 1, 1, 1])
    y2 = kgrid(
        pdf,
        m,
        y,
        ws,
        [["總經理", "財務", "採購", "請購單位", "廠商簽回"], ["", "", "", "", ""]],
        h=20,
        size=8.2,
        ink=ink,
        labels=(0, 1, 2, 3, 4),
        fill=PALE,
    )
    del y2
    pdf.text(right, pdf.h - 26, f"第 {page[0]} 頁", 7.6, align="r", colour=GREY)
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_tw_wenquan_lvguan_beipin_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _wq)


# --------------------------------------------------------------------------- 4 ja temple's order for memorial-service goods

JJ_TEMPLE = ["{a}山 {b}寺", "宗教法人 {b}寺", "{a}山{b}院", "宗教法人{a}山 {b}寺", "{b}寺"]
JJ_A = "福寿 瑞雲 大光 東照 宝珠 金剛 慈眼 清涼 長寿 妙法".split()
JJ_B = "常楽 光明 龍泉 西方 浄土 安養 法雲 善導 観音 円通".split()
JJ_SUP_FORMED = [
    "株式会社{s}仏具店",
    "{s}香舗株式会社",
    "株式会社{s}",
    "有限会社{s}商店",
    "{s}ローソク株式会社",
    "{s}産業株式会社",
]
JJ_SUP_BARE = ["{s}仏具店", "{s}生花店", "{s}屋"]
JJ_S = "松栄 薫寿 梅香 日華 京栄 大雅 玉泉 清香 鳳凰 一心".split()
JJ_ITEMS = [
    ("線香", "白檀 大バラ 500g", "箱", 2200, 5800, "10"),
    ("ろうそく", "和蝋燭 10匁 朱", "本", 380, 980, "10"),
    ("ろうそく", "洋ろう 3号 白 225本入", "箱", 1800, 3600, "10"),
    ("焼香用抹香", "沈香入 500g", "袋", 2400, 6800, "10"),
    ("塔婆", "6尺 杉 無地", "本", 380, 880, "10"),
    ("塔婆", "4尺 杉 無地", "本", 220, 520, "10"),
    ("供花", "白菊 一対", "対", 6600, 16500, "10"),
    ("供物 果物盛籠", "中", "基", 5500, 12000, "8"),
    ("落雁", "蓮 30個入", "箱", 2800, 5400, "8"),
    ("お茶", "煎茶 100g×10", "箱", 4200, 7800, "8"),
    ("経本", "浄土三部経 折本", "冊", 1200, 2600, "10"),
    ("数珠", "略式 黒檀", "本", 1800, 4800, "10"),
    ("紙花", "一対 白", "対", 1400, 3200, "10"),
    ("御札用奉書紙", "大判 100枚", "束", 3600, 7200, "10"),
]


def _jj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    temple = rng.choice(JJ_TEMPLE).format(a=rng.choice(JJ_A), b=rng.choice(JJ_B))
    sup = bare_or(rng, JJ_SUP_FORMED, JJ_SUP_BARE, 0.25).format(s=rng.choice(JJ_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}-{n4}|No.{y}{m}{n3}|注{y}{n4}|J-{Y}{m}{n3}")
    quo = cj.number(rng, d, "見{y}{m}{n3}|Q-{n5}")
    stated = stated_of(rng)
    page = [1]
    hoyo = rng.choice(
        [
            "春季彼岸会",
            "盂蘭盆会施餓鬼法要",
            "秋季彼岸会",
            "開山忌",
            "檀信徒合同法要",
            "除夜の鐘・修正会",
        ]
    )
    po_lab = cj.pick(rng, "注文番号|注文No.|発注番号")
    beside = rng.random() < 0.45
    top_total = rng.random() < 0.5

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"注文書（続き）　{po_lab} {po}", 9, bold=True)
        pdf.text(right, 34, temple, 9, align="r")
        return 46

    if beside:
        pdf.text(m, 50, "注　文　書", 20, bold=True)
        pdf.text(m + 150, 50, f"{po_lab}：{po}", 10.5)
        pdf.text(right, 50, f"{cj.fdate(d, rng.choice(['cn', 'reiwa']))}", 9, align="r")
    else:
        pdf.text(pdf.w / 2, 50, "注　文　書", 20, align="c", bold=True)
        y0 = 66
        ws = [70, 100]
        kgrid(
            pdf,
            right - 170,
            y0,
            ws,
            [
                [po_lab, po],
                ["注文日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))],
                ["見積番号", quo],
            ],
            h=16,
            size=8.2,
            labels=(0,),
            fill=PALE,
        )
    y = 86 if beside else 70
    hon = rng.choice(["御中", "御中", "様"])
    pdf.text(m, y + 12, f"{sup}　{hon}", 12.5, bold=True)
    pdf.line(m, y + 17, m + wd * 0.5, y + 17, lw=0.8)
    pdf.text(m, y + 32, "下記の通り注文いたします。", 8.6)
    tx = right - 190
    ty = y + (58 if not beside else 8)
    for k, ln in enumerate(
        [
            temple,
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"担当：寺務所 {cj.person(rng, 'ja')}",
        ]
    ):
        pdf.text(tx, ty + 10 + k * 13, ln, 10 if k == 0 else 8, bold=k == 0)
    if rng.random() < 0.75:
        pdf.stamp(
            right - 22, ty + 14, temple.replace("宗教法人", "").strip(), rng, shape="square", r=20
        )
    y = max(y + 46, ty + 60)
    nb = n_lines(rng, [3, 4, 5, 6, 7, 8], [24, 30])
    body = []
    for i, (it, q, p, a) in enumerate(
        more_lines(
            rng,
            JJ_ITEMS,
            nb,
            [1, 2, 3, 5, 10, 20, 50],
            ["（予備）", "（本堂用）", "（墓地用）"],
            places=0,
            big=10000,
        ),
        1,
    ):
        mark = "※" if it[5] == "8" else ""
        body.append(
            ([str(i), f"{it[0]}{mark}", it[1], f"{q:,.0f}", it[2], w0(p), w0(a)], (a, it[5]))
        )
    s10 = sum((a for _, (a, r) in body if r == "10"), ZERO)
    s8 = sum((a for _, (a, r) in body if r == "8"), ZERO)
    t10 = (s10 * Decimal("0.10")).quantize(Decimal(1), rounding="ROUND_DOWN")
    t8 = (s8 * Decimal("0.08")).quantize(Decimal(1), rounding="ROUND_DOWN")
    sub = s10 + s8
    total = sub + t10 + t8
    style = rng.randrange(3)

    def yen(v: Decimal) -> str:
        return cj.yen(v, style)

    if stated and top_total:
        pdf.rect(m, y, 250, 24, stroke=black, lw=1)
        pdf.rect(m, y, 90, 24, fill=PALE, stroke=black, lw=1)
        pdf.text(m + 45, y + 16, "合計金額（税込）", 8.8, align="c", bold=True)
        pdf.text(m + 244, y + 17, yen(total), 13, align="r", bold=True)
        y += 34
    pdf.text(m, y + 10, f"件名：{hoyo} 用品一式", 9)
    pdf.text(
        m + wd / 2,
        y + 10,
        f"納期：{cj.fdate(cj.later(rng, d, 5, 30), 'cn')}　納品場所：本堂庫裏",
        8.4,
    )
    y += 18
    if not beside and rng.random() < 0.5:
        pass
    elif rng.random() < 0.6:
        pdf.text(m, y + 10, f"御見積書（{quo}）に基づく", 8.2, colour=GREY)
        y += 14
    rows = [(c, a) for c, (a, _) in body]
    if not stated:
        rows = [([*c[:5], "", ""], ZERO) for c, _ in rows]
    y = ctable(
        pdf,
        m,
        y + 4,
        cj.rel(wd, [5, 22, 26, 8, 6, 13, 15]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        rows,
        "cllrcrr",
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 100 > bottom:
        y = brk()
    y += 6
    if stated:
        bx = right - 200
        rws = [("小計", w0(sub)), ("消費税（10%）", w0(t10))]
        if s8:
            rws.append(("消費税（8%）※", w0(t8)))
        rws.append(("合計" if top_total else "合計金額", yen(total)))
        for k, (lb, v) in enumerate(rws):
            big = k == len(rws) - 1
            pdf.rect(bx, y, 90, 17, fill=PALE, stroke=black)
            pdf.rect(bx + 90, y, 110, 17, stroke=black)
            pdf.text(bx + 45, y + 12, lb, 8.4, align="c", bold=big)
            pdf.text(right - 4, y + 12, v, 9.4 if big else 8.4, align="r", bold=big)
            y += 17
        if s8:
            pdf.text(m, y - 4, "※は軽減税率（8%）対象品目", 7.8, colour=GREY)
    else:
        pdf.text(m, y + 12, "金額は別途御見積書の単価によります。", 8.6)
        y += 20
    y += 12
    for t in [
        "備考：納品は法要の三日前までにお願いいたします。",
        "請求書には注文番号を必ずご記入ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 8, colour=GREY)
        y += 13
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_ja_jiin_butsugu_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jj)


# --------------------------------------------------------------------------- shared Latin pieces


def lat_items(
    rng: random.Random,
    pool: list,
    n: int,
    qtys: list[int],
    tags: list[str],
    fm: Callable[[Decimal], str],
    code: str,
) -> list[tuple[list[str], Decimal]]:
    """Rows [code, description, qty, unit, price, amount] and their amounts."""
    out = []
    for it, q, p, a in more_lines(rng, pool, n, qtys, tags, big=1000):
        out.append(([la.digits(rng, code), it[0], f"{q:,.0f}", it[1], fm(p), fm(a)], a))
    return out


def reorder(
    rows: list[tuple[list[str], Decimal]],
    heads: list[str],
    align: str,
    widths: list[float],
    order: list[int],
) -> tuple:
    return (
        [([c[k] for k in order], a) for c, a in rows],
        [heads[k] for k in order],
        "".join(align[k] for k in order),
        [widths[k] for k in order],
    )


# --------------------------------------------------------------------------- 5 en-US university observatory's optics and instrument order

OB_UNI = ["University of {s}", "{s} State University", "{c} College", "{s} Institute of Technology"]
OB_OBS = [
    "{n} Observatory",
    "{n} Astronomical Observatory",
    "{n} Solar Observatory",
    "Mount {n} Observatory",
]
OB_N = "Whitfield|Larkspur|Cordell|Hale Ridge|Ashgrove|Redstone|Pinecrest|Calder|Brightwater|Sable Peak".split(
    "|"
)
OB_S = "Arizona|New Mexico|Colorado|Montana|Utah|Nevada|Wyoming|Oregon|Idaho|Vermont".split("|")
OB_C = "Flagstaff|Socorro|Boulder|Bozeman|Logan|Reno|Laramie|Ashland".split("|")
OB_SUP_FORMED = [
    "{a} Optical Systems, Inc.",
    "{a} Precision Optics LLC",
    "{a} Scientific Instruments Corp.",
    "{a} Photonics, Inc.",
    "{a} & {b} Machine Works, LLC",
    "{a} Cryogenics Inc.",
]
OB_SUP_BARE = ["{a} Telescope Supply", "{a} Optics", "{f} {a} Instrument Repair"]
OB_A = "Keller|Brandt|Novak|Halvorsen|Tate|Merrick|Quinlan|Ostrander|Vance|Whitlock|Delacroix|Prentiss".split(
    "|"
)
OB_F = "Dale|Maria|Scott|Janet|Luis|Karen|Ray|Debra".split("|")
OB_ITEMS = [
    ("Dichroic beamsplitter, 50 mm, 560 nm cut-on", "EA", 420, 1150),
    ("Narrowband filter H-alpha 6.5 nm, 2 in mounted", "EA", 380, 990),
    ("Off-axis guider assembly", "EA", 1450, 3800),
    ("Liquid nitrogen dewar, 50 L, self-pressurizing", "EA", 3200, 6900),
    ("CCD camera cooling fan module", "EA", 180, 420),
    ("Primary mirror recoating (aluminum + SiO2), 0.6 m", "LOT", 6800, 14500),
    ("Focuser, motorized, 3.5 in, with controller", "EA", 1900, 4200),
    ("Dome shutter drive belt and sprockets", "SET", 640, 1800),
    ("Fiber patch cable, 200 um core, SMA, 10 m", "EA", 145, 390),
    ("Optical table clamp kit (imperial)", "KIT", 85, 240),
    ("Flat-field panel, LED, 24 in", "EA", 780, 1650),
    ("GPS time server, NTP/PTP", "EA", 1250, 2900),
    ("Spectrograph slit, laser-cut, 25 um", "EA", 260, 720),
    ("Vacuum pump service kit", "KIT", 310, 820),
    ("Precision encoder, 26-bit absolute", "EA", 2300, 5200),
    ("Kinematic mirror mount, 2 in", "EA", 160, 420),
]


def _ob(rng: random.Random, of: int) -> tuple[bytes, dict]:
    size = letter if rng.random() < 0.85 else A4
    d = la.Doc(size, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    st = rng.choice(OB_S)
    uni = rng.choice(OB_UNI).format(s=st, c=rng.choice(OB_C))
    obs = rng.choice(OB_OBS).format(n=rng.choice(OB_N))
    a1, a2 = rng.sample(OB_A, 2)
    sup = bare_or(rng, OB_SUP_FORMED, OB_SUP_BARE, 0.25).format(a=a1, b=a2, f=rng.choice(OB_F))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"{dt:%y}-00####", "P0######", f"PO{dt:%y}#####", "4500######", f"{dt:%Y}-####"]
        ),
    )
    req = la.digits(rng, rng.choice(["REQ-#######", "R#######", "Req ######"]))
    grant = la.digits(rng, rng.choice(["NSF AST-#######", "Grant 2#-###-####", "Award ######"]))
    acct = la.digits(rng, "##-#####-####")
    quote = la.digits(rng, rng.choice(["Q######", "Quote #####-@", "QT-####"]))
    stated = stated_of(rng)
    page = [1]
    mode = rng.choice(["title", "title", "grid", "right"])
    df = rng.choice(["us", "usl"])

    def foot() -> None:
        d.t(
            m,
            d.h - 40,
            "Invoices must reference the PO number. Send to Accounts Payable; do not ship to Accounts Payable.",
            6.8,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 40,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{uni} – Purchase Order {po} – continued", 9, b=True)
        return 58

    d.t(m, 50, uni, 15, b=True)
    d.t(m, 63, f"Procurement Services · {obs}", 8.5, grey=0.3)
    if mode == "title":
        d.t(r, 50, f"PURCHASE ORDER {po}", 14, b=True, al="r")
        d.t(r, 63, f"Date: {la.dfmt(dt, df)}", 8.5, al="r")
        y = 80
    elif mode == "right":
        d.t(r, 50, "PURCHASE ORDER", 15, b=True, al="r")
        y = d.kv(
            r - 190,
            58,
            [("PO Number:", po), ("PO Date:", la.dfmt(dt, df)), ("Requisition:", req)],
            70,
            8.5,
            b_value=False,
        )
        y += 8
    else:
        d.t(r, 50, "Purchase Order", 15, b=True, al="r")
        labs = ["PO NUMBER", "DATE", "REQUISITION", "BUYER", "TERMS"]
        vals = [
            po,
            la.dfmt(dt, "us"),
            req,
            la.person(rng, "en"),
            la.pick(rng, "Net 30|Net 45|Net 30, FOB Dest."),
        ]
        y = d.grid(m, 74, [wd * 0.2] * 5, labs, vals, 8.4) + 12
    # vendor block
    vstyle = rng.choice(["Vendor", "To", "VENDOR", ""])
    city, adr = la.place(rng, "us")
    vrows = [sup, *adr, f"Attn: {la.person(rng, 'en')}", f"Tel {la.phone(rng, 'us')}"]
    half = wd / 2 - 10
    if vstyle:
        yv = la.block(
            d,
            m,
            y,
            vstyle + (":" if vstyle == "To" else ""),
            vrows,
            style=rng.choice(["plain", "under", "bar"]),
            w=half,
            size=8.6,
        )
    else:
        yv = d.lines(m, y + 4, vrows, 9, b_first=True)
    c2, adr2 = la.place(rng, "us")
    yb = la.block(
        d,
        m + half + 20,
        y,
        "Ship To:",
        [obs, *adr2, f"Receiving – attn. {la.person(rng, 'en')}"],
        style="plain",
        w=half,
        size=8.4,
        b_first=False,
    )
    if rng.random() < 0.6:
        yb = la.block(
            d,
            m + half + 20,
            yb + 6,
            "Bill To:",
            [
                f"{uni} Accounts Payable",
                f"PO Box {la.digits(rng, '####')}, {adr[1] if False else adr2[1]}",
            ],
            style="plain",
            w=half,
            size=8.4,
            b_first=False,
        )
    y = max(yv, yb) + 10
    strip = [
        ("Requisition", req),
        ("Grant / Project", grant),
        ("Account", acct),
        ("Quote Ref.", quote),
        ("Ship Via", la.pick(rng, "Best Way|UPS Ground|FedEx Priority|Freight LTL")),
    ]
    if mode != "grid":
        y = d.grid(m, y, [wd / 5] * 5, [k for k, _ in strip], [v for _, v in strip], 8) + 10
    else:
        d.t(
            m,
            y + 8,
            f"Grant / Project: {grant}    Account: {acct}    Vendor quote: {quote}",
            8,
            grey=0.25,
        )
        y += 18
    nb = n_lines(rng, [2, 3, 4, 5, 6, 8], [30, 36])
    rows = lat_items(
        rng,
        OB_ITEMS,
        nb,
        [1, 1, 2, 2, 4, 6, 10],
        ["(spare)", "(rev. B)", "(second unit)"],
        us,
        "@@-#####",
    )
    rows = [([str(i), *c], a) for i, (c, a) in enumerate(rows, 1)]
    sub = sum((a for _, a in rows), ZERO)
    heads = ["Line", "Vendor Part #", "Description", "Qty", "UOM", "Unit Price", "Extended"]
    al = "cllrcrr"
    ws = [0.06, 0.14, 0.44, 0.07, 0.07, 0.11, 0.11]
    rows, heads, al, ws = reorder(
        rows, heads, al, ws, [0, 2, 1, 3, 4, 5, 6] if rng.random() < 0.4 else list(range(7))
    )
    if not stated:
        rows = [([*c[:5], "", ""], ZERO) for c, _ in rows]
    y = ltable(
        d,
        m,
        y,
        [w * wd for w in ws],
        heads,
        rows,
        al,
        size=7.8,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ship = Decimal(rng.choice([0, 0, 45, 85, 150, 275])) if rng.random() < 0.6 else ZERO
    exempt = rng.random() < 0.6
    rate = Decimal(rng.choice(["5.6", "6.35", "4.85", "6.0"]))
    tax = ZERO if exempt else r2((sub + ship) * rate / 100)
    total = sub + ship + tax
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = r - 200
        rws = [("Subtotal", us(sub), False)]
        if ship:
            rws.append(("Shipping & Handling", us(ship), False))
        rws.append(
            (
                "Sales Tax" if not exempt else "Sales Tax (exempt)",
                us(tax) if not exempt else "0.00",
                False,
            )
        )
        tl = la.pick(rng, "Total PO Value|TOTAL ORDER|Order Total|PO TOTAL|Total")
        y = d.summary(xl, r, y, rws, 8.6)
        sign = rng.choice(["$", "$ ", "USD "])
        if rng.random() < 0.4:
            d.line(xl - 4, y + 2, r, y + 2, 0.8)
            d.t(xl, y + 13, tl, 9.4, b=True)
            d.t(r, y + 28, f"{sign}{us(total)}", 12, b=True, al="r")
            y += 36
        else:
            y = d.summary(xl, r, y, [(tl, f"{sign}{us(total)}", True)], 9.4, box_last=True)
        if exempt:
            d.t(
                m,
                y - 20,
                f"Tax exempt – {st} exemption cert. no. {la.digits(rng, '##-######')} on file.",
                7.6,
                grey=0.3,
            )
    else:
        d.t(
            m,
            y + 10,
            "Pricing per vendor quote referenced above; not to exceed quoted amounts.",
            8.4,
        )
        y += 18
    y += 10
    for t in [
        "1. Packing slips must show the PO number and line numbers. Partial shipments require buyer approval.",
        "2. Optical components must ship with test certificates (surface figure / transmission curves).",
        "3. This order is subject to the University's standard terms and conditions of purchase.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 30
    d.sign(m, y, wd * 0.4, f"Authorized Signature – {la.person(rng, 'en')}, Buyer")
    d.sign(m + wd * 0.55, y, wd * 0.45, "Principal Investigator approval")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_en_us_observatory_optics_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ob)


# --------------------------------------------------------------------------- 6 en-IE seaweed processor's supplies order, "To" heading, Amount Due

SW_BUY = [
    "{p} Seaweed Ltd",
    "{p} Marine Harvest Teoranta",
    "{p} Sea Vegetables Limited",
    "{p} Kelp Products DAC",
    "Atlantic {p} Seaweeds Ltd",
]
SW_P = "Connemara|Achill|Carna|Belmullet|Kilkee|Clew Bay|Inishowen|Dingle|Bantry|Killala".split("|")
SW_SUP_FORMED = [
    "{a} Packaging Ltd",
    "{a} Engineering Limited",
    "{a} Process Equipment Ltd",
    "{a} & {b} Agri Supplies Ltd",
    "{a} Industrial Supplies Limited",
    "{a} Stainless Ltd",
]
SW_SUP_BARE = ["{a} Hardware", "{f} {a} Fabrication", "{a} & Sons"]
SW_A = "Geraghty|Ó Conghaile|Mulkerrin|Flaherty|Kilbane|Breathnach|Joyce|Hession|Naughton|McHugh|Tierney|Coyne".split(
    "|"
)
SW_F = "Seán|Pádraig|Máire|Colm|Niamh|Declan".split("|")
SW_ITEMS = [
    ("Drying rack trays, food-grade HDPE 600x400", "ea", 18, 42),
    ("Kraft stand-up pouches 250 g with zip (1000)", "box", 140, 290),
    ("Labels, 100x60 mm, printed, roll of 1000", "roll", 35, 80),
    ("Hammer mill screen 2 mm, stainless", "ea", 180, 420),
    ("Dehumidifier, industrial 70 L/day", "ea", 950, 1900),
    ("Harvest nets, knotless 2 m x 1 m", "ea", 22, 55),
    ("Bulk bags FIBC 1 t, food grade", "ea", 9, 19),
    ("Heat sealer, band type, continuous", "ea", 1200, 2800),
    ("Vacuum packer service kit", "kit", 160, 380),
    ("Waders, chest, neoprene 5 mm", "pair", 85, 170),
    ("Stainless wash tank 500 L with drain", "ea", 1400, 3100),
    ("Moisture meter, grain/seaweed", "ea", 240, 560),
    ("Pallet wrap 500 mm x 300 m (6)", "box", 55, 95),
    ("Sample jars 500 ml PET (100)", "box", 38, 84),
]


def _sw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(40, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 72
    place = rng.choice(SW_P)
    buyer = rng.choice(SW_BUY).format(p=place)
    a1, a2 = rng.sample(SW_A, 2)
    sup = bare_or(rng, SW_SUP_FORMED, SW_SUP_BARE, 0.3).format(a=a1, b=a2, f=rng.choice(SW_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-####", "PO#####", f"SW{dt:%y}/###", "#####", f"P{dt:%y}-####"])
    )
    acct = la.digits(rng, rng.choice(["Acc. No. @@@###", "Customer A/C ####"]))
    quote = la.digits(rng, rng.choice(["Q####", "QUO-#####", "Est. ###"]))
    stated = stated_of(rng)
    page = [1]
    eir = lambda: (
        f"{rng.choice(['H91', 'F28', 'V15', 'P75', 'F94', 'H54'])} {la.digits(rng, '@#@#')}"
    )  # noqa: E731
    cro = la.digits(rng, "######")
    vat = la.digits(rng, "IE #######@@")
    fm = lambda v: f"€{us(v)}"  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 44,
            f"{buyer} · Registered in Ireland No. {cro} · VAT {vat} · Directors: {la.person(rng, 'en')}, {la.person(rng, 'en')}",
            6.6,
            grey=0.35,
            maxw=wd,
        )
        d.t(
            r,
            d.h - 32,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Purchase Order {po} (cont.)", 9, b=True)
        d.t(r, 44, buyer, 8.5, al="r")
        return 58

    left_logo = rng.random() < 0.5
    d.t(m if left_logo else r, 50, buyer, 15, b=True, al="l" if left_logo else "r")
    d.lines(
        m if left_logo else r,
        56,
        [
            f"Ceibh an Chaisleáin, {place}, Co. {rng.choice(['Galway', 'Mayo', 'Clare', 'Kerry', 'Donegal', 'Cork'])}, {eir()}",
            f"Tel +353 {la.digits(rng, '9# ### ####')}",
        ],
        7.8,
        al="l" if left_logo else "r",
    )
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER")
    d.t(r if left_logo else m, 96, title, 16, b=True, al="r" if left_logo else "l")
    y = 108
    half = wd / 2 - 12
    town = rng.choice(
        [
            "Galway",
            "Castlebar",
            "Ennis",
            "Tuam",
            "Athlone",
            "Sligo",
            "Limerick",
            "Tralee",
            "Letterkenny",
            "Mullingar",
        ]
    )
    adr = [
        f"Unit {rng.randint(1, 40)}, {rng.choice(['Ballybrit', 'Liosban', 'Parkmore', 'Racecourse Road', 'Shannon', 'Ballinasloe Road'])} Business Park",
        f"{town}, {eir()}",
    ]
    slug = "".join(ch for ch in sup.split()[0].lower() if ch.isalpha() and ch.isascii()) or "info"
    vrows = [sup, *adr, f"Attn: {la.person(rng, 'en')}", f"sales@{slug}.ie"]
    if rng.random() < 0.6:
        yv = la.block(d, m, y, "To:", vrows, style=rng.choice(["plain", "side"]), w=half, size=8.6)
    else:
        yv = la.block(d, m, y, "Supplier", vrows, style="box", w=half, size=8.6)
    kv = [
        ("Order No.", po),
        ("Date", la.dfmt(dt, rng.choice(["dmy", "long_en"]))),
        ("Your Quote", quote),
        ("Our Ref.", la.person(rng, "en")),
        ("Account", acct.split()[-1]),
    ]
    if rng.random() < 0.5:
        kv[0], kv[1] = kv[1], kv[0]
    yk = d.kv(m + half + 24, y, kv, 70, 8.6)
    y = max(yv, yk) + 10
    y = (
        la.block(
            d,
            m,
            y,
            "Deliver to:",
            [
                f"{buyer} – drying shed",
                f"{place} Pier Road, {eir()}",
                "Deliveries Mon–Fri 08:00–16:00 only",
            ],
            style="under",
            w=wd,
            size=8.2,
            b_first=False,
        )
        + 10
    )
    nb = n_lines(rng, [2, 3, 4, 5, 6, 7], [30, 38])
    rows = []
    for i, (it, q, p, a) in enumerate(
        more_lines(
            rng,
            SW_ITEMS,
            nb,
            [1, 2, 4, 5, 10, 20, 50],
            ["(spare)", "(large)", "(reorder)"],
            big=900,
        ),
        1,
    ):
        rate = (
            Decimal("13.5")
            if "pouches" in it[0] or "Labels" in it[0] or "jars" in it[0]
            else Decimal(23)
        )
        rows.append(([str(i), it[0], f"{q:,.0f}", it[1], us(p), f"{rate}%", us(a)], (a, rate)))
    sub = sum((a for _, (a, _r) in rows), ZERO)
    vats = {}
    for _, (a, rt) in rows:
        vats[rt] = vats.get(rt, ZERO) + a
    ship = Decimal(rng.choice([0, 0, 35, 60, 95]))
    if ship:
        vats[Decimal(23)] = vats.get(Decimal(23), ZERO) + ship
    taxes = {rt: r2(v * rt / 100) for rt, v in vats.items()}
    total = sub + ship + sum(taxes.values(), ZERO)
    trows = [(c, a) for c, (a, _r) in rows]
    if not stated:
        trows = [([*c[:4], "", c[5], ""], ZERO) for c, _ in trows]
    y = ltable(
        d,
        m,
        y,
        [w * wd for w in [0.06, 0.46, 0.08, 0.08, 0.11, 0.08, 0.13]],
        ["#", "Description", "Qty", "Unit", "Price €", "VAT", "Net €"],
        trows,
        "clrcrcr",
        size=7.8,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = r - 190
        rws = [("Goods (net)", fm(sub), False)]
        if ship:
            rws.append(("Delivery", fm(ship), False))
        for rt in sorted(taxes):
            rws.append((f"VAT @ {rt}%", fm(taxes[rt]), False))
        y = d.summary(xl, r, y, rws, 8.6)
        tl = la.pick(rng, "Amount Due|Balance Due|Total (EUR)|Total incl. VAT")
        y = d.summary(xl, r, y, [(tl, fm(total), True)], 9.6, shade=0.88)
    else:
        d.t(m, y + 10, "Prices as per your quotation; invoice at quoted rates plus VAT.", 8.4)
        y += 18
    y += 12
    for t in [
        f"Please quote our order number {po} on all delivery dockets and invoices.",
        "Payment 30 days end of month by EFT. Goods for food use must carry a declaration of conformity.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 36 > bottom:
        y = brk()
    y += 28
    d.sign(m, y, 160, "Authorised by")
    d.sign(r - 160, y, 160, "Supplier acknowledgement")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_en_ie_seaweed_processor_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sw)


# --------------------------------------------------------------------------- 7 de-AT organ builder's order confirmation quoting the customer's order

OR_SUP_FORMED = [
    "Orgelbau {a} GmbH",
    "{a} Orgelbau GmbH",
    "Orgelbau {a} & Sohn GmbH",
    "{a} & {b} Orgelbau OG",
    "Orgelwerkstatt {a} KG",
]
OR_SUP_BARE = ["Orgelbau {f} {a}", "Orgelbaumeister {f} {a}", "Orgelwerkstätte {a}"]
OR_A = "Rieger|Pirchner|Kögler|Hradetzky|Mauracher|Breinbauer|Windtner|Ullmann|Zika|Krenn|Pflüger|Seifert".split(
    "|"
)
OR_F = "Johann|Michael|Florian|Leopold|Matthias|Stefan".split("|")
OR_BUY = [
    "Röm.-kath. Pfarre {o}",
    "Evangelische Pfarrgemeinde A.B. {o}",
    "Stift {o}",
    "Musikschule der Stadt {o}",
    "Pfarrkirche St. {s}, {o}",
    "Universität für Musik {o}",
]
OR_O = "Kremsmünster|Melk|Zwettl|Steyr|Wels|Villach|Leoben|Bregenz|Hallein|Krems|Amstetten|Wolfsberg".split(
    "|"
)
OR_S = "Martin|Stephan|Florian|Georg|Jakob|Michael".split("|")
OR_ITEMS = [
    ("Generalstimmung aller Register", "psch", 1800, 4600),
    ("Ausreinigung Pfeifenwerk und Windladen", "psch", 6800, 18500),
    ("Neubelederung Magazinbalg", "Stk", 2400, 5800),
    ("Zungenregister Trompete 8' überarbeiten", "psch", 1600, 3900),
    ("Ersatzpfeifen Prinzipal 4', Zinn 75 %", "Stk", 95, 280),
    ("Gebläsemotor mit Schalldämmkasten", "Stk", 2900, 6400),
    ("Traktur: Abstrakten erneuern", "Std", 68, 92),
    ("Setzeranlage, 4000 Kombinationen", "Stk", 5200, 11800),
    ("Anfahrt und Montage, Monteur", "Std", 58, 86),
    ("Klaviaturbeläge Knochen, Manual I", "psch", 1900, 4200),
    ("Intonation nach Reinigung", "Tag", 720, 980),
]


def _or(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 84
    a1, a2 = rng.sample(OR_A, 2)
    sup = bare_or(rng, OR_SUP_FORMED, OR_SUP_BARE, 0.25).format(a=a1, b=a2, f=rng.choice(OR_F))
    o = rng.choice(OR_O)
    cust = rng.choice(OR_BUY).format(o=o, s=rng.choice(OR_S))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            ["B-####", f"{dt:%Y}/###", "BE######", "45########", f"Best.-Nr. {dt:%y}-###"]
        ).replace("Best.-Nr. ", ""),
    )
    ab = la.digits(rng, rng.choice([f"AB {dt:%y}-####", "AB######", f"{dt:%Y}-A###"]))
    ang = la.digits(rng, rng.choice(["ANG-####", f"A{dt:%y}###"]))
    kd = la.digits(rng, "1####")
    stated = stated_of(rng)
    page = [1]
    fm = lambda v: f"€ {eu(v)}" if sym_pre else f"{eu(v)} €"  # noqa: E731
    sym_pre = rng.random() < 0.6
    plz = rng.choice(
        [
            "4550 Kremsmünster",
            "3390 Melk",
            "4400 Steyr",
            "9500 Villach",
            "6900 Bregenz",
            "3500 Krems an der Donau",
        ]
    )

    def foot() -> None:
        y0 = d.h - 60
        d.line(m, y0, r, y0, 0.4)
        d.t(m, y0 + 10, f"{sup} · {plz}", 6.6, grey=0.35)
        d.t(
            m,
            y0 + 19,
            f"UID ATU{la.digits(rng, '########')} · FN {la.digits(rng, '######')}@ LG {rng.choice(['Linz', 'Wels', 'Steyr', 'Klagenfurt'])}"
            if "GmbH" in sup or "KG" in sup or "OG" in sup
            else f"UID ATU{la.digits(rng, '########')}",
            6.6,
            grey=0.35,
        )
        d.t(
            r, y0 + 10, f"IBAN AT{la.digits(rng, '## #### #### #### ####')}", 6.6, grey=0.35, al="r"
        )
        d.t(
            r,
            y0 + 19,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            6.8,
            grey=0.35,
            al="r",
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Auftragsbestätigung {ab} – Fortsetzung", 9, b=True)
        return 58

    d.t(r, 50, sup, 15, b=True, al="r")
    d.t(
        r,
        62,
        f"{rng.choice(['Hauptstraße', 'Werkstattgasse', 'Kirchenplatz'])} {rng.randint(1, 40)} · {plz} · Tel. +43 {la.digits(rng, '#### ######')}",
        7.6,
        al="r",
        grey=0.3,
    )
    d.t(m, 102, f"{sup} · {plz}", 6.5, grey=0.4)
    d.line(m, 104, m + 230, 104, 0.3)
    d.lines(
        m,
        110,
        [
            cust,
            rng.choice(["z. H. Herrn Pfarrer ", "z. Hd. Frau ", "Attn. Kirchenrat "]).strip()
            + " "
            + la.person(rng, "de"),
            f"{rng.choice(['Kirchenplatz', 'Stiftsplatz', 'Hauptplatz'])} {rng.randint(1, 12)}",
            plz.replace(plz.split()[0], str(int(plz.split()[0]) + rng.randint(0, 9))),
        ],
        9,
    )
    kv = [
        ("Auftragsbestätigung", ab),
        ("Datum", la.dfmt(dt + timedelta(days=rng.randint(2, 9)), "dot")),
        ("Kunden-Nr.", kd),
        ("Angebot", ang),
        ("Ihre Bestellung", f"{po} vom {la.dfmt(dt, 'dot')}"),
    ]
    if rng.random() < 0.5:
        kv = [kv[4], kv[0], kv[1], kv[3], kv[2]]
    d.kv(r - 210, 100, kv, 92, 8.2)
    y = 190
    d.t(m, y, la.pick(rng, "Auftragsbestätigung|AUFTRAGSBESTÄTIGUNG"), 14, b=True)
    y += 16
    y = (
        wrapped(
            d,
            m,
            y,
            f"Sehr geehrte Damen und Herren, wir danken für Ihre Bestellung Nr. {po} und bestätigen die Ausführung folgender Arbeiten an der Orgel ({rng.choice(['II/24', 'III/38', 'II/17', 'I/9'])}) zu den nachstehenden Bedingungen:",
            8.6,
            wd,
        )
        + 8
    )
    nb = n_lines(rng, [3, 4, 5, 6, 7], [34, 40])
    rows = []
    for i, (it, q, p, a) in enumerate(
        more_lines(
            rng,
            OR_ITEMS,
            nb,
            [1, 1, 2, 4, 8, 16, 24],
            ["(Nebenwerk)", "(Pedal)", "(Schwellwerk)"],
            big=1000,
        ),
        1,
    ):
        rows.append(([f"{i * 10}", it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), eu(a)], a))
    sub = sum((a for _, a in rows), ZERO)
    if not stated:
        rows = [([*c[:4], "", ""], ZERO) for c, _ in rows]
    y = ltable(
        d,
        m,
        y,
        [w * wd for w in [0.07, 0.49, 0.08, 0.08, 0.14, 0.14]],
        ["Pos.", "Leistung", "Menge", "ME", "EP €", "GP €"],
        rows,
        "clrcrr",
        size=7.9,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5])) / 100)
    net = sub - disc
    tax = r2(net * Decimal("0.2"))
    total = net + tax
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = r - 210
        rws = [("Summe netto", fm(sub), False)]
        if disc:
            rws += [("abzgl. Nachlass", "-" + fm(disc), False), ("Zwischensumme", fm(net), False)]
        rws.append(("zzgl. 20 % USt.", fm(tax), False))
        rws.append(
            (
                la.pick(rng, "Gesamtbetrag|Gesamtsumme brutto|Auftragssumme inkl. USt."),
                fm(total),
                True,
            )
        )
        y = d.summary(xl, r, y, rws, 8.8)
        if rng.random() < 0.6:
            pc = rng.choice([30, 40])
            d.t(
                m,
                y + 12,
                f"Zahlungsplan: Anzahlung {pc} % bei Auftragserteilung ({fm(r2(total * pc / 100))}), Rest nach Abnahme.",
                8.2,
            )
            y += 18
    else:
        d.t(m, y + 10, "Abrechnung nach tatsächlichem Aufwand zu den Sätzen unseres Angebots.", 8.4)
        y += 18
    y += 8
    for t in [
        "Ausführung voraussichtlich nach Ostern; die Kirche ist während der Intonation geschlossen zu halten.",
        "Es gelten unsere Allgemeinen Geschäftsbedingungen. Gerichtsstand ist das sachlich zuständige Gericht am Sitz des Auftragnehmers.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 14
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    y += 30
    d.sign(m, y, 170, sup)
    d.sign(r - 170, y, 170, "Gegenzeichnung Auftraggeber")
    foot()
    out = finish(d, "de", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit19_de_at_orgelbau_auftragsbestaetigung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _or)


# --------------------------------------------------------------------------- 8 fr-FR oyster farm's order, number under its column heading

OS_BUY = [
    "EARL {n}",
    "SCEA Huîtres {n}",
    "Établissements {n}",
    "GAEC des Parcs {n}",
    "Les Huîtres {n} SARL",
]
OS_N = "Le Gall|Morvan|Guillou|Boutet|Coutant|Pinel|Tessier|Baudry|Giraud|Landrin".split("|")
OS_SITE = "Marennes|La Tremblade|Cancale|Arcachon|Bouzigues|Gujan-Mestras|Paimpol|Saint-Vaast-la-Hougue|Carantec|Bourcefranc".split(
    "|"
)
OS_SUP_FORMED = [
    "{a} Aquaculture SAS",
    "{a} Filets SARL",
    "Ets {a} et Fils SA",
    "{a} Mytili SAS",
    "Plastiques {a} SARL",
    "{a} Marine Équipement SAS",
]
OS_SUP_BARE = ["{f} {a}", "Quincaillerie {a}", "{a} Filets"]
OS_A = "Renaud|Chevallier|Poirier|Roussel|Lemoine|Brossard|Vasseur|Garnier|Aubry|Marchand".split(
    "|"
)
OS_F = "Yannick|Pascal|Sandrine|Gilles|Nathalie|Erwan".split("|")
OS_ITEMS = [
    ("Poche ostréicole maille 9 mm, 100x50", "u", 2.4, 4.9),
    ("Poche ostréicole maille 14 mm, 100x50", "u", 2.2, 4.6),
    ("Table ostréicole acier galvanisé 3 m", "u", 38, 72),
    ("Crochets caoutchouc (sachet de 500)", "sac", 45, 95),
    ("Collecteurs coupelles (lot de 1000)", "lot", 120, 260),
    ("Tubes collecteurs PE 1,2 m (botte de 100)", "botte", 65, 140),
    ("Bourriches bois 3 kg (palette de 400)", "pal.", 520, 980),
    ("Élastiques de fermeture (carton 2000)", "ctn", 40, 85),
    ("Gants néoprène ostréiculture", "paire", 8, 19),
    ("Cirés pêche taille L", "u", 45, 110),
    ("Calibreuse, tamis de rechange", "u", 180, 420),
    ("Laveuse à huîtres, brosses", "jeu", 220, 560),
    ("Caisses plastiques ajourées 60 L", "u", 9, 19),
    ("Étiquettes sanitaires (rouleau 1000)", "rlx", 28, 60),
]


def _os(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    site = rng.choice(OS_SITE)
    buyer = rng.choice(OS_BUY).format(n=rng.choice(OS_N))
    a1 = rng.choice(OS_A)
    sup = bare_or(rng, OS_SUP_FORMED, OS_SUP_BARE, 0.25).format(a=a1, f=rng.choice(OS_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["BC####", f"BC-{dt:%Y}-###", f"{dt:%y}/####", "CDE#####", "#####"])
    )
    devis = la.digits(rng, rng.choice(["DV-#####", "D####", "Devis n° ####"]))
    cfour = la.digits(rng, rng.choice(["F###", "401@@##"]))
    stated = stated_of(rng)
    page = [1]
    sp = rng.random() < 0.7
    fm = lambda v: f"{frs(v)} €" if sp else f"{eu(v)} €"  # noqa: E731
    fmt = frs if sp else eu

    def header(pg: int, yy: float) -> float:
        labs = ["N° de commande", "Date", "Réf. devis", "Compte fournisseur", "Page"]
        vals = [po, la.dfmt(dt, "dmy"), devis, cfour, f"{pg}/{of}" if of else str(pg)]
        ws = [wd * x for x in [0.24, 0.16, 0.22, 0.24, 0.14]]
        return d.grid(m, yy, ws, labs, vals, 8.4, shade=0.86)

    def foot() -> None:
        d.t(
            m,
            d.h - 40,
            f"{buyer} – SIRET {la.digits(rng, '### ### ### #####')} – TVA FR{la.digits(rng, '## #########')} – N° agrément sanitaire FR {la.digits(rng, '##.###.###')} CE",
            6.6,
            grey=0.35,
            maxw=wd,
        )

    def brk() -> float:
        d.t(r, d.h - 52, "… suite page suivante", 7.4, al="r", grey=0.3)
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} – Bon de commande (suite)", 9, b=True)
        return header(page[0], 48) + 10

    d.t(m, 50, buyer, 15, b=True)
    d.lines(
        m,
        56,
        [f"Chantier ostréicole, Port de {site}", f"Tél. 0{la.digits(rng, '# ## ## ## ##')}"],
        8,
    )
    d.t(
        r,
        50,
        la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR"),
        15,
        b=True,
        al="r",
    )
    y = header(1, 90) + 14
    city, adr = la.place(rng, "fr")
    vrows = [
        sup,
        *adr,
        f"Tél. 0{la.digits(rng, '# ## ## ## ##')}",
        f"SIRET {la.digits(rng, '### ### ### #####')}",
    ]
    half = wd / 2 - 12
    win = rng.random() < 0.55
    vx, lx = (m + half + 24, m) if win else (m, m + half + 24)
    yv = la.block(
        d, vx, y, "Fournisseur", vrows, style=rng.choice(["box", "plain", "bar"]), w=half, size=8.6
    )
    yl = la.block(
        d,
        lx,
        y,
        "Adresse de livraison",
        [
            buyer,
            f"Cabane n° {rng.randint(2, 60)}, Zone conchylicole",
            f"{la.digits(rng, '17###')} {site}",
            f"Contact : {la.person(rng, 'fr')}",
        ],
        style="plain",
        w=half,
        size=8.4,
        b_first=False,
    )
    y = max(yv, yl) + 12
    nb = n_lines(rng, [3, 4, 5, 6, 8, 9], [32, 38])
    rows = []
    for _i, (it, q, p, a) in enumerate(
        more_lines(
            rng,
            OS_ITEMS,
            nb,
            [10, 50, 100, 200, 500, 1000, 2],
            ["(renfort)", "(noir)", "(réassort)"],
        ),
        1,
    ):
        if q >= 100 and p > 100:
            q = Decimal(2)
            a = r2(q * p)
        rows.append(
            (
                [
                    la.digits(rng, "@@-###"),
                    it[0],
                    f"{q:,.0f}".replace(",", " "),
                    it[1],
                    fmt(p),
                    fmt(a),
                ],
                a,
            )
        )
    sub = sum((a for _, a in rows), ZERO)
    heads = ["Réf.", "Désignation", "Qté", "U.", "P.U. HT", "Montant HT"]
    al = "llrcrr"
    ws = [0.11, 0.45, 0.09, 0.07, 0.13, 0.15]
    rows, heads, al, ws = reorder(
        rows, heads, al, ws, [1, 0, 2, 3, 4, 5] if rng.random() < 0.3 else list(range(6))
    )
    if not stated:
        rows = [([*c[:4], "", ""], ZERO) for c, _ in rows]
    y = ltable(
        d,
        m,
        y,
        [w * wd for w in ws],
        heads,
        rows,
        al,
        size=7.8,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    disc = r2(sub * Decimal(rng.choice([0, 0, 2, 5])) / 100)
    port = Decimal(rng.choice([0, 0, 45, 90, 120]))
    ht = sub - disc + port
    tva = r2(ht * Decimal("0.2"))
    total = ht + tva
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = r - 210
        rws = [("Total HT", fm(sub), False)]
        if disc:
            rws.append(("Remise", "-" + fm(disc), False))
        if port:
            rws.append(("Frais de port", fm(port), False))
        if disc or port:
            rws.append(("Net HT", fm(ht), False))
        rws.append(("TVA 20 %", fm(tva), False))
        tl = la.pick(rng, "Total TTC|Net à payer|TOTAL TTC|Montant TTC")
        y = d.summary(xl, r, y, rws, 8.6)
        y = d.summary(xl, r, y, [(tl, fm(total), True)], 9.6, box_last=True)
        if rng.random() < 0.4:
            d.t(
                m,
                y + 10,
                f"Acompte de 30 % à la commande : {fm(r2(total * Decimal('0.3')))} – solde à 30 jours fin de mois.",
                8.2,
            )
            y += 16
    else:
        d.t(m, y + 10, "Prix selon devis ci-dessus référencé.", 8.4)
        y += 18
    y += 8
    for t in [
        "Livraison au chantier ostréicole uniquement aux heures de marée basse ; prévenir 24 h avant.",
        "Le numéro de commande doit figurer sur le bon de livraison et la facture.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 28
    d.sign(m, y, 160, "Bon pour commande – le gérant")
    d.sign(r - 160, y, 160, "Accusé de réception fournisseur")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_fr_ostreiculteur_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _os)


# --------------------------------------------------------------------------- 9 it-IT olive mill's order for bottles, caps, labels and tins

FR_BUY = [
    "Frantoio {n} S.r.l.",
    "Oleificio {n} S.a.s.",
    "Frantoio Oleario {n}",
    "Società Agricola {n} S.s.",
    "Oleificio Cooperativo {n} Soc. Coop.",
]
FR_N = "Sabino|del Garda|Pugliese|Santa Lucia|Colli Etruschi|San Michele|Monte Albano|Valle Umbra|Terre di Bari|Ulivo d'Oro".split(
    "|"
)
FR_SUP_FORMED = [
    "Vetreria {a} S.p.A.",
    "{a} Packaging S.r.l.",
    "Tipografia {a} S.r.l.",
    "{a} Chiusure S.r.l.",
    "Latta {a} S.p.A.",
    "{a} Imballaggi S.n.c.",
]
FR_SUP_BARE = ["Tipografia {a}", "{a} Imballaggi di {f} {a}", "Etichettificio {a}"]
FR_A = "Bertolini|Ferrante|Caputo|Gentile|Marchetti|Rinaldi|Lombardi|Greco|Palumbo|Fontana".split(
    "|"
)
FR_F = "Giuseppe|Marco|Lucia|Antonio|Francesca|Paolo".split("|")
FR_ITEMS = [
    ("Bottiglia Marasca 500 ml vetro scuro", "pz", 0.28, 0.62),
    ("Bottiglia Dorica 750 ml vetro UV", "pz", 0.34, 0.78),
    ("Tappo antirabbocco 31,5 mm", "pz", 0.06, 0.14),
    ("Capsula termoretraibile oro", "pz", 0.03, 0.09),
    ("Etichetta fronte 90x120 carta vergata", "pz", 0.05, 0.16),
    ("Controetichetta lotto/scadenza", "pz", 0.02, 0.07),
    ("Latta 5 L litografata", "pz", 1.6, 3.4),
    ("Latta 3 L litografata", "pz", 1.2, 2.6),
    ("Cartone 6 bottiglie con alveare", "pz", 0.45, 1.10),
    ("Bag-in-box 5 L con rubinetto", "pz", 1.1, 2.4),
    ("Fusto inox 200 L", "pz", 140, 320),
    ("Filtri a cartone per filtropressa 40x40", "conf", 85, 190),
]


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 72
    buyer = rng.choice(FR_BUY).format(n=rng.choice(FR_N))
    a1 = rng.choice(FR_A)
    sup = bare_or(rng, FR_SUP_FORMED, FR_SUP_BARE, 0.25).format(a=a1, f=rng.choice(FR_F))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"###/{dt:%Y}", f"OA-{dt:%y}-####", "####", f"ORD{dt:%y}####"]))
    offer = la.digits(
        rng, rng.choice(["Offerta n. ####/@@", "Vs. offerta ####", "Preventivo n. ###"])
    )
    stated = stated_of(rng)
    page = [1]
    sym = rng.random() < 0.6
    fm = lambda v: f"€ {eu(v)}" if sym else eu(v)  # noqa: E731
    piva = la.digits(rng, "###########")
    beside = rng.random() < 0.5

    def foot() -> None:
        d.t(
            m,
            d.h - 40,
            f"{buyer} – P.IVA {piva} – Codice SDI {la.digits(rng, '@@@@@@@')} – REA {rng.choice(['BA', 'PG', 'SI', 'VR'])}-{la.digits(rng, '######')}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 40,
            f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Ordine n. {po} – segue", 9, b=True)
        return 58

    d.t(m, 50, buyer, 15, b=True)
    d.lines(
        m,
        56,
        [
            f"Contrada {rng.choice(['Lamie', 'San Vito', 'Pezze', 'Cerreto'])} s.n., {rng.choice(['70032 Bitonto (BA)', '06034 Foligno (PG)', '53024 Montalcino (SI)', '37010 Garda (VR)'])}",
            f"Tel. 0{la.digits(rng, '## #######')} – ordini@frantoio{rng.randint(1, 99)}.it",
        ],
        7.8,
    )
    if beside:
        d.t(m, 110, f"ORDINE N. {po}", 14, b=True)
        d.t(m, 124, f"del {la.dfmt(dt, 'dmy')}", 8.6)
    else:
        d.t(m, 110, la.pick(rng, "ORDINE DI ACQUISTO|Ordine a fornitore|ORDINE"), 14, b=True)
        d.box(m, 118, 200, 34)
        d.kv(m + 5, 121, [("Ordine n.", po), ("Data", la.dfmt(dt, "dmy"))], 60, 8.6)
    city, adr = la.place(rng, "it")
    sp = la.pick(rng, "Spett.le|Spett.|Spettabile")
    y0 = 96
    d.t(m + wd * 0.55, y0, sp, 8.6)
    d.lines(
        m + wd * 0.55,
        y0 + 4,
        [sup, *adr, f"P.IVA {la.digits(rng, '###########')}", f"c.a. {la.person(rng, 'it')}"],
        9,
        b_first=True,
    )
    y = 176
    d.t(
        m,
        y,
        f"Rif. {offer} – Resa: franco nostro stabilimento – Consegna entro {la.dfmt(dt + timedelta(days=rng.randint(10, 40)), 'dmy')} (prima della campagna olearia)",
        8,
        grey=0.2,
        maxw=wd,
    )
    y += 12
    nb = n_lines(rng, [3, 4, 5, 6, 7, 8], [32, 38])
    rows = []
    for i, (it, q, p, a) in enumerate(
        more_lines(
            rng, FR_ITEMS, nb, [500, 1000, 2400, 5000, 10000], ["(campagna)", "(riserva)", "(IGP)"]
        ),
        1,
    ):
        if p > 50:
            q = Decimal(rng.choice([2, 4, 6]))
            a = r2(q * p)
        rows.append(
            (
                [
                    str(i),
                    la.digits(rng, "@@####"),
                    it[0],
                    it[1],
                    f"{q:,.0f}".replace(",", "."),
                    eu(p) if p >= 1 else f"{p:.4f}".replace(".", ","),
                    eu(a),
                ],
                a,
            )
        )
    sub = sum((a for _, a in rows), ZERO)
    conai = r2(sub * Decimal("0.01")) if rng.random() < 0.5 else ZERO
    if not stated:
        rows = [([*c[:5], "", ""], ZERO) for c, _ in rows]
    y = ltable(
        d,
        m,
        y,
        [w * wd for w in [0.05, 0.11, 0.42, 0.06, 0.11, 0.11, 0.14]],
        ["N.", "Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo", "Importo"],
        rows,
        "cllcrrr",
        size=7.8,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    imp = sub + conai
    iva = r2(imp * Decimal("0.22"))
    total = imp + iva
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = r - 200
        rws = [("Totale merce", fm(sub), False)]
        if conai:
            rws.append(("Contributo CONAI", fm(conai), False))
        rws += [("Imponibile", fm(imp), False), ("IVA 22%", fm(iva), False)]
        tl = la.pick(rng, "Totale ordine|Totale documento|TOTALE ORDINE|Totale complessivo")
        y = d.summary(xl, r, y, rws, 8.6)
        y = d.summary(xl, r, y, [(tl, fm(total), True)], 9.6, shade=0.88)
    else:
        d.t(
            m,
            y + 10,
            "Prezzi come da Vs. offerta; importi a consuntivo sulle quantità consegnate.",
            8.4,
        )
        y += 18
    y += 8
    for t in [
        f"Pagamento: {la.pick(rng, 'RiBa 60 gg d.f.f.m.|Bonifico 30 gg d.f.|RiBa 30/60 gg')}. Indicare il numero d'ordine su DDT e fattura elettronica.",
        "I materiali a contatto con alimenti devono essere conformi al Reg. (CE) 1935/2004; allegare dichiarazione di conformità.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 28
    d.sign(m, y, 160, "L'ufficio acquisti")
    d.sign(r - 170, y, 170, "Per accettazione (timbro e firma fornitore)")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_it_frantoio_ordine_bottiglie(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 10 pt-PT surf school's order for boards and wetsuits

SF_BUY = [
    "Escola de Surf {n}, Lda.",
    "{n} Surf School, Unipessoal Lda.",
    "Clube de Surf {n}",
    "{n} Surf Camp, Lda.",
]
SF_N = "Ericeira|Peniche|Nazaré|Costa da Caparica|Carcavelos|Sagres|Figueira|Espinho|Aljezur|Baleal".split(
    "|"
)
SF_SUP_FORMED = [
    "{a} Surf, Lda.",
    "{a} Boardsports, S.A.",
    "{a} & {b} Desporto, Lda.",
    "Neoprenos {a}, Lda.",
    "{a} Distribuição, Unipessoal Lda.",
]
SF_SUP_BARE = ["{a} Shapes", "{f} {a}", "Loja {a}"]
SF_A = "Ferreira|Sousa|Carvalho|Pinto|Lopes|Teixeira|Moreira|Correia|Mendes|Nunes".split("|")
SF_F = "João|Miguel|Rita|Tiago|Inês|Nuno".split("|")
SF_ITEMS = [
    ("Prancha softboard 8'0\" escola", "un", 160, 290),
    ("Prancha softboard 7'0\"", "un", 140, 260),
    ("Prancha epóxi 6'6\" evolutiva", "un", 380, 620),
    ("Fato 4/3 mm adulto, fecho nas costas", "un", 85, 170),
    ("Fato 3/2 mm júnior", "un", 55, 110),
    ("Leash 8' escola", "un", 12, 28),
    ("Lycra de aula numerada", "un", 9, 19),
    ("Parafina água fria (caixa 50)", "cx", 45, 90),
    ("Quilhas soft (jogo de 3)", "jg", 14, 32),
    ("Capas de prancha 8'0\"", "un", 38, 75),
    ("Botas neopreno 5 mm", "par", 25, 48),
    ("Reparação de pranchas (hora)", "h", 25, 40),
]


def _sf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    nm = rng.choice(SF_N)
    buyer = rng.choice(SF_BUY).format(n=nm)
    a1, a2 = rng.sample(SF_A, 2)
    sup = bare_or(rng, SF_SUP_FORMED, SF_SUP_BARE, 0.25).format(a=a1, b=a2, f=rng.choice(SF_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"NE {dt:%Y}/###", f"NE{dt:%y}-####", "ENC-####", f"{dt:%Y}/####"])
    )
    orc = la.digits(rng, rng.choice(["ORC-####", "Orçamento n.º ###/@@"]))
    req = la.digits(rng, "REQ ###")
    stated = stated_of(rng)
    page = [1]
    madeira = rng.random() < 0.15
    rate = Decimal(22 if madeira else 23)
    sp = rng.random() < 0.5
    fmt = frs if sp else eu
    fm = lambda v: f"{fmt(v)} €"  # noqa: E731
    nif = la.digits(rng, "5########")
    grid = rng.random() < 0.5

    def foot() -> None:
        d.t(
            m,
            d.h - 40,
            f"{buyer} · NIF {nif} · Capital social 5.000,00 € · IBAN PT50 {la.digits(rng, '#### #### ########### ##')}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(r, d.h - 40, f"Pág. {page[0]}/{of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Nota de Encomenda {po} (continuação)", 9, b=True)
        return 58

    d.t(m, 50, buyer, 15, b=True)
    d.lines(
        m,
        56,
        [
            f"Av. {rng.choice(['do Mar', 'da Praia', 'Marginal'])}, {rng.randint(1, 300)}, {rng.choice(['2655-319 Ericeira', '2520-227 Peniche', '2450-065 Nazaré', '2825-300 Costa da Caparica', '9125-024 Caniço'])}",
            f"Tel. +351 {la.digits(rng, '9## ### ###')}",
        ],
        7.8,
    )
    if grid:
        d.t(r, 50, "NOTA DE ENCOMENDA", 14, b=True, al="r")
        y = (
            d.grid(
                m,
                90,
                [wd * x for x in [0.26, 0.18, 0.2, 0.18, 0.18]],
                ["N.º Encomenda", "Data", "Orçamento", "Requisição", "Entrega"],
                [
                    po,
                    la.dfmt(dt, "dmy"),
                    orc.split()[-1],
                    req,
                    la.dfmt(dt + timedelta(days=rng.randint(7, 30)), "dmy"),
                ],
                8.4,
            )
            + 12
        )
    else:
        d.t(r, 50, f"Nota de Encomenda N.º {po}", 13, b=True, al="r")
        d.t(r, 63, f"Data: {la.dfmt(dt, rng.choice(['dmy', 'dash']))}  ·  {orc}", 8, al="r")
        y = 92
    half = wd / 2 - 12
    vrows = [
        sup,
        f"Rua {rng.choice(['da Indústria', 'do Comércio', 'Nova'])}, {rng.randint(1, 200)}",
        f"{la.digits(rng, '4###-###')} {rng.choice(['Porto', 'Braga', 'Matosinhos', 'Aveiro'])}",
        f"NIF {la.digits(rng, '5########')}",
    ]
    yv = la.block(
        d,
        m,
        y,
        la.pick(rng, "Fornecedor|Exmo.(s) Senhor(es)|FORNECEDOR"),
        vrows,
        style=rng.choice(["plain", "box", "under"]),
        w=half,
        size=8.6,
    )
    yl = la.block(
        d,
        m + half + 24,
        y,
        "Local de entrega",
        [
            buyer,
            f"Escola na praia de {nm}",
            f"Contacto: {la.person(rng, 'es').split()[0]} {rng.choice(SF_A)}",
        ],
        style="plain",
        w=half,
        size=8.4,
        b_first=False,
    )
    y = max(yv, yl) + 12
    nb = n_lines(rng, [2, 3, 4, 5, 6, 8], [32, 38])
    rows = []
    for i, (it, q, p, a) in enumerate(
        more_lines(
            rng, SF_ITEMS, nb, [2, 4, 5, 6, 10, 12, 20], ["(azul)", "(tam. M)", "(tam. L)"], big=300
        ),
        1,
    ):
        rows.append(([str(i), it[0], f"{q:,.0f}", it[1], fmt(p), f"{rate}%", fmt(a)], a))
    sub = sum((a for _, a in rows), ZERO)
    if not stated:
        rows = [([*c[:4], "", c[5], ""], ZERO) for c, _ in rows]
    y = ltable(
        d,
        m,
        y,
        [w * wd for w in [0.05, 0.45, 0.08, 0.07, 0.13, 0.08, 0.14]],
        ["N.º", "Descrição", "Qtd.", "Un.", "Preço unit.", "IVA", "Total"],
        rows,
        "clrcrcr",
        size=7.8,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    disc = r2(sub * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    inc = sub - disc
    iva = r2(inc * rate / 100)
    total = inc + iva
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        xl = r - 200
        rws = [("Total ilíquido", fm(sub), False)]
        if disc:
            rws.append(("Desconto comercial", "-" + fm(disc), False))
        rws += [("Incidência", fm(inc), False), (f"IVA {rate}%", fm(iva), False)]
        tl = la.pick(rng, "Total|Total a pagar|Saldo|TOTAL (EUR)")
        y = d.summary(xl, r, y, rws, 8.6)
        y = d.summary(xl, r, y, [(tl, fm(total), True)], 9.6, box_last=True)
    else:
        d.t(m, y + 10, "Preços conforme orçamento em referência.", 8.4)
        y += 18
    y += 8
    for t in [
        "Pagamento a 30 dias após receção da fatura. Indicar o n.º da nota de encomenda na guia de remessa e na fatura.",
        "Material destinado à época balnear; entregas fora do prazo podem ser recusadas.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 28
    d.sign(m, y, 160, "A Direção")
    d.sign(r - 160, y, 160, "Confirmação do fornecedor")
    foot()
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit19_pt_escola_surf_nota_encomenda(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sf)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit19_") and callable(fn)
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind40 (`blind41_*`), in
zh-Hans (two), zh-Hant (Hong Kong), ja, en-GB, en-AU, de-CH, fr-BE, it-IT and es-MX.

- blind41_zh_jiaxiao_jiaolianche_peijian: a Chinese driving school's order for training-car
  parts and simulators (the school's name left or centred, 采购订单 beside or under it, a boxed
  supplier panel and an order-data panel side by side in either order, the supplier's label at
  times absent, 请购单号 / 合同编号 / 车辆档案 beside the order number, the training ground as
  delivery place, columns in varying order, 小计 / 优惠 / 运费 / 合计 with 13 % VAT included,
  大写, a deposit percentage, signature captions and a seal).
- blind41_zh_chachang_xiaoshou_queren: a Chinese tea producer's sales confirmation to a tea
  house or hotel (the seller's letterhead, its own 销售单号 in a box beside the customer's
  采购单号 it quotes, the customer and consignee blocks, teas by grade and packing, 本单合计,
  大写, a deposit received, the previous balance and the running receivable, the seller's seal
  and the bank account).
- blind41_hk_zhongyi_zhensuo_yaocai: a Hong Kong Chinese-medicine clinic's herb order (a
  bilingual head 訂貨單 PURCHASE ORDER, 致 To the supplier with Attn / Tel / Fax, 送貨地址 beside
  it, a ruled grid with P.O. No., quotation and vendor codes, herbs by origin and weight, HK$,
  小計 / 折扣 / 運費 / 總額, a deposit and balance, clinic-in-charge and supplier counter-sign).
- blind41_ja_suizokukan_shiryo_hacchu: a Japanese aquarium's feed and filtration order (発注書
  or 注文書, the supplier with 御中 at the top left, the aquarium with a seal at the right, a ruled
  box of 注文番号 / 発注日 / 見積番号 / 予算科目, at times a ご注文金額 box, 納入場所 in the back
  of house, 小計 / 値引 / 消費税 10 % / 合計, whole yen in ¥, 円 or ￥…- style, portrait or
  landscape, approval stamp boxes).
- blind41_en_gb_football_club_groundscare_po: an English football club's grounds-care order
  (the club's name in a band, the order data at the right with our account number with the
  supplier, requisition and nominal code, Supplier / Deliver to / Invoice to blocks, seed,
  fertiliser and machinery lines, sub-total / discount / carriage / VAT 20 % / total, at times
  a deposit paid, company and VAT numbers in the footer, signatures and acknowledgement).
- blind41_en_au_regional_airport_po: an Australian regional airport's order for airside
  works and lighting (the airport or shire with its ABN, the order number in a boxed corner, a
  strip of date / requisition / job / supplier number / terms, Supplier and Ship To blocks in
  either order, subtotal ex GST / freight / GST 10 % / total inc GST, the delegate's approval,
  portrait or landscape).
- blind41_de_ch_forstbetrieb_bestellung: a Swiss forestry enterprise's order for saws,
  protective gear and fuel as a letter (the sender line over a window at the left or right, the
  order data block, Bestellung Nr. as the subject, "gemäss Ihrer Offerte", lines with Rabatt,
  MWST 8,1 %, 5-Rappen rounding, Total CHF in 1'234.50, "Freundliche Grüsse", UID in the
  footer, at times an Übertrag carried over the page).
- blind41_fr_be_chocolaterie_commande_matieres: a Belgian chocolatier's order for couverture,
  fillings and packaging (the maison's head, BON DE COMMANDE with its number, Fournisseur,
  Livraison and Facturation blocks, the supplier's offer and our client number with it, per-line
  VAT 6 % or 21 %, remise, transport, Total HTVA / TVA / Total TVAC, an acompte, BCE and IBAN).
- blind41_it_stabilimento_balneare_ordine: an Italian beach establishment's order for
  umbrellas, sunbeds and cabins for the season (the lido's head with P.IVA, Spett.le and the
  supplier at the right, rif. preventivo and codice fornitore, per-line sconto, imponibile /
  IVA 22 % / totale ordine, an acconto at confirmation, portrait or landscape).
- blind41_es_mx_gasolinera_lubricantes_oc: a Mexican service station's purchase order for
  lubricants, dispenser parts and shop supplies (letter or A4, the station with RFC and CRE
  permit, folio box, requisición / cotización / número de proveedor, the vendor at times a
  persona física, Subtotal / Descuento / IVA 16 % / Total with the amount in words).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, offer, contract, job,
project, vehicle file or the seller's own sales-order number; on the tea producer's
confirmation the customer's purchase-order number it quotes); the supplier exactly as printed
on its own first line (the vendor; the seller of a confirmation; never 御中, "Spett.le" or
"To"); the grand total as "1234.50" (whole yen as "1234.00"; after discounts, incl. tax and
rounding, before deposits, acconti and previous balances; "" when the document states none,
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
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import mx_words, r2, wrapped  # noqa: E402
from families_blind19 import ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, more_lines  # noqa: E402
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


def eu(v: Decimal) -> str:
    return grouped(v, ".", ",")


def r05(v: Decimal) -> Decimal:
    """Rounded to five Rappen."""
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def qfmt(q: Decimal) -> str:
    return f"{q:,.0f}" if q == q.to_integral_value() else f"{q:,.1f}"


# --------------------------------------------------------------------------- 1 zh-Hans driving school's training-car parts order

JX_CITY = "保定 洛阳 襄阳 赣州 株洲 绵阳 潍坊 淄博 邯郸 南通 台州 泉州 漳州 柳州 桂林 九江".split()
JX_B = "安顺 通达 顺风 平安 畅行 驰远 金盾 骏马 路通 长兴 恒通 龙腾 东骏 宏远 正通 鑫安".split()
JX_BUY = [
    "{c}市{b}机动车驾驶员培训有限公司",
    "{c}{b}驾驶培训学校有限公司",
    "{c}{b}驾校",
    "{c}市{b}汽车驾驶培训中心",
    "{c}{b}驾培服务有限公司",
]
JX_SUP_FORMED = [
    "{c}{b}汽车配件有限公司",
    "{c}{b}汽车服务有限公司",
    "{c}{b}智能驾培科技有限公司",
    "{b}汽配（{c}）有限公司",
    "{c}{b}轮胎销售有限公司",
]
JX_SUP_BARE = ["{c}{b}汽配商行", "{c}市{b}汽车修理厂", "{b}汽配经营部", "{c}{b}轮胎店"]
JX_ITEMS = [
    ("副刹车装置", "教练车加装 含安装", "套", 380, 650),
    ("轮胎", "185/65R15 88H", "条", 260, 420),
    ("机油", "5W-30 SN 4L", "桶", 130, 260),
    ("机油滤清器", "捷达/朗逸通用", "个", 18, 45),
    ("刹车片", "前轮 陶瓷", "副", 120, 260),
    ("离合器片", "手动挡 教练车", "片", 260, 480),
    ("雨刮片", "无骨 24+16寸", "副", 35, 80),
    ("倒车雷达", "四探头", "套", 160, 320),
    ("车载计时培训终端", "北斗定位 带摄像头", "台", 1600, 3200),
    ("驾驶模拟器", "C1/C2 三屏 含软件", "台", 18000, 36000),
    ("科目二桩杆", "反光 1.5m", "根", 45, 90),
    ("反光锥桶", "70cm", "个", 22, 48),
    ("蓄电池", "60Ah 免维护", "块", 380, 620),
    ("教练车标识车贴", "反光 一套6张", "套", 60, 140),
    ("空调滤芯", "活性炭", "个", 25, 60),
    ("车载灭火器", "1kg 干粉", "具", 28, 55),
]


def _jx(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c1, c2 = rng.sample(JX_CITY, 2)
    b1, b2 = rng.sample(JX_B, 2)
    buyer = rng.choice(JX_BUY).format(c=c1, b=b1)
    sup = bare_or(rng, JX_SUP_FORMED, JX_SUP_BARE, 0.3).format(c=c2, b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n3}|JX-PO-{Y}-{n4}|PO{y}{m}{n4}|CGDD{Y}{n5}")
    req = cj.number(rng, d, "QG{Y}{m}{n3}|REQ-{y}{n4}|申-{Y}-{n3}")
    con = cj.number(rng, d, "HT-{Y}-{n3}|KJ{y}{n4}|BJ{Y}{m}{n2}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购订单号|采购单号|单号")
    ink = rng.choice([Color(0.1, 0.3, 0.6), Color(0.55, 0.1, 0.1), black])

    def foot() -> None:
        s_ = f"第{page[0]}页，共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 26, s_, 7.6, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, "白联：财务　红联：供应商　黄联：仓库", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　采购订单（续页）", 9, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 9, align="r")
        pdf.line(m, 42, right, 42, lw=0.8, colour=ink)
        return 52

    title = cj.pick(rng, "采购订单|采购单|配件采购订单|物资采购订单")
    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, 42, buyer, 16, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 68, title, 15, align="c", bold=True, space=4)
        y = 84
    else:
        pdf.text(m, 42, buyer, 15, bold=True, colour=ink)
        pdf.text(m, 56, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
        pdf.text(right, 46, title, 16, align="r", bold=True)
        pdf.line(m, 64, right, 64, lw=1.2, colour=ink)
        y = 78
    hw = (wd - 12) / 2
    sup_lab = cj.pick(rng, "供应商|供货单位|卖方|")
    sp = [sup, f"联系人：{cj.person(rng)}", f"电话：{cj.mobile(rng)}", f"地址：{cj.zh_addr(rng)}"]
    if rng.random() < 0.4:
        sp.append(f"税号：{cj.credit_code(rng)}")
    od = [
        (po_lab, po),
        ("订单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
        (cj.pick(rng, "请购单号|申购单号"), req),
        (cj.pick(rng, "合同编号|报价单号|框架协议号"), con),
        ("采购员", cj.person(rng)),
    ]
    if rng.random() < 0.35:
        od.insert(3, ("车辆档案号", cj.number(rng, d, "JL-{n4}|{n2}号教练车")))
    if rng.random() < 0.3:
        od[0], od[1] = od[1], od[0]
    sx, ox = (m, m + hw + 12) if rng.random() < 0.6 else (m + hw + 12, m)
    ph = max(len(sp), len(od)) * 15 + 26
    for x, lab in ((sx, sup_lab or "供应商信息"), (ox, "订单信息")):
        pdf.rect(x, y, hw, ph, stroke=ink, lw=0.7)
        if sup_lab or x == ox:
            pdf.rect(x, y, hw, 16, fill=PALE, stroke=ink, lw=0.7)
            pdf.text(x + 6, y + 12, lab, 8.6, bold=True, colour=ink)
    top = y + (26 if sup_lab else 14)
    for k, s in enumerate(sp):
        pdf.text(sx + 6, top + k * 15 + 3, s, 9.4 if k == 0 else 8.2, bold=k == 0, maxw=hw - 12)
    for k, (a, b) in enumerate(od):
        pdf.text(ox + 6, y + 29 + k * 15, f"{a}：", 8.2, colour=GREY)
        pdf.text(ox + 74, y + 29 + k * 15, b, 8.6, maxw=hw - 80)
    y += ph + 14
    pdf.text(
        m,
        y,
        f"收货地址：{c1}{cj.pick(rng, '科目二训练场|第二训练基地|总校车管部|东区训练场')}（{cj.zh_addr(rng)}）",
        8.4,
        maxw=wd * 0.7,
    )
    pdf.text(right, y, f"收货人：{cj.person(rng)} {cj.mobile(rng)}", 8.4, align="r")
    y += 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [28, 34, 64])
    lines = more_lines(
        rng, JX_ITEMS, n, [1, 2, 4, 6, 10, 20], ["（备用）", "（加急）", "（二批）"], big=10000
    )
    cols = ["名称", "规格", "单位", "数量", "单价", "金额"]
    if rng.random() < 0.4:
        cols = ["名称", "规格", "数量", "单位", "单价", "金额"]
    note = rng.random() < 0.4
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cell = {
            "名称": it[0],
            "规格": it[1],
            "单位": it[2],
            "数量": f"{q:,.0f}",
            "单价": cj.money(p),
            "金额": cj.money(a),
        }
        row = [str(i), *[cell[c] for c in cols]]
        if note:
            row.append(rng.choice(["", "", "原厂", "含安装", "急"]))
        body.append((row, a))
    heads = ["序号", "品名" if rng.random() < 0.5 else "名称", *cols[1:]]
    heads = [h.replace("规格", cj.pick(rng, "规格|规格型号|适用车型/规格")) for h in heads]
    ws = [5, 22, 22, 7, 8, 12, 14] + ([10] if note else [])
    al = "cll" + ("cr" if cols[2] == "单位" else "rc") + "rr" + ("c" if note else "")
    if note:
        heads.append("备注")
    if not stated:
        pi, ai = 1 + cols.index("单价"), 1 + cols.index("金额")
        body = [(["" if k in (pi, ai) else s for k, s in enumerate(c)], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, ws),
        heads,
        body,
        al,
        rowh=18,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = (
        r2(sub * rng.choice([Decimal("0.02"), Decimal("0.03"), Decimal("0.05")]))
        if rng.random() < 0.4
        else ZERO
    )
    freight = Decimal(rng.choice([50, 80, 120, 200, 300])) if rng.random() < 0.35 else ZERO
    total = sub - disc + freight
    if y + 120 > bottom:
        y = brk()
    y += 16
    if stated:
        rows = [("货款小计", cj.money(sub))]
        if disc:
            rows.append(("优惠金额", f"-{cj.money(disc)}"))
        if freight:
            rows.append((cj.pick(rng, "运费|安装调试费|送货费"), cj.money(freight)))
        rows.append(
            (cj.pick(rng, "合计（含税）|订单总金额|价税合计|合计金额"), f"¥{cj.money(total)}")
        )
        for k, (a, b) in enumerate(rows):
            last = k == len(rows) - 1
            pdf.text(right - 150, y, a, 9.4 if last else 8.6, bold=last)
            pdf.text(right, y, b, 10 if last else 8.6, align="r", bold=last)
            y += 15
        pdf.text(m, y, f"金额大写：人民币{cj.daxie(total)}", 8.8)
        pdf.text(m, y + 13, "以上价格含13%增值税专用发票。", 7.8, colour=GREY)
        y += 28
        if rng.random() < 0.45:
            pct = rng.choice([20, 30, 50])
            pdf.text(
                m,
                y,
                f"付款方式：预付定金{pct}%计¥{cj.money(r2(total * pct / 100))}，余款到货验收合格后30日内付清。",
                8.2,
            )
            y += 15
    else:
        pdf.text(m, y, "单价以双方确认的报价单为准，结算金额以实际验收数量计算。", 8.6)
        y += 18
    for t in [
        "1. 配件须为原厂或同等质量品牌件，提供质保，安装后影响教学车辆使用的须即时更换。",
        "2. 送货单及发票请注明本订单号，无订单号一律拒收。",
        "3. 交货期：订单确认后" + rng.choice(["3", "5", "7", "10"]) + "个工作日内。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 24
    caps = [f"采购：{cj.person(rng)}", "审核：", "批准：", "供应商确认（签章）："]
    for k, cap in enumerate(caps):
        pdf.text(m + k * wd / 4, y, cap, 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + wd / 4 + 40, y - 6, buyer, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_zh_jiaxiao_jiaolianche_peijian(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jx)


# --------------------------------------------------------------------------- 2 zh-Hans tea producer's sales confirmation quoting the customer's PO

CH_CITY = (
    "福鼎 安溪 武夷山 勐海 普洱 杭州 信阳 恩施 黄山 六安 湄潭 雅安 宜宾 英德 凤庆 临沧".split()
)
CH_B = "云雾 清源 茗香 岩韵 古树 春晓 兰馨 山泉 白毫 雀舌 雾里 金芽 一叶 翠峰 德馨 松风".split()
CH_SUP_FORMED = [
    "{c}{b}茶业有限公司",
    "{c}市{b}茶厂有限公司",
    "{c}{b}茶业股份有限公司",
    "{b}茶叶（{c}）有限公司",
    "{c}{b}生态茶业有限公司",
]
CH_SUP_BARE = ["{c}{b}茶厂", "{c}市{b}茶叶专业合作社", "{b}茶庄", "{c}{b}茶行"]
CH_CUST = [
    "{c}{b}茶馆",
    "{c}{b}酒店管理有限公司",
    "{c}{b}茶文化传播有限公司",
    "{c}{b}茶叶商行",
    "{c}{b}餐饮管理有限公司",
]
CH_CC = "上海 北京 深圳 广州 南京 苏州 成都 西安 天津 青岛 宁波 长沙".split()
CH_ITEMS = [
    ("普洱熟茶饼", "2019年 宫廷级", "357g/饼", "饼", 88, 420),
    ("普洱生茶饼", "古树 春茶", "357g/饼", "饼", 160, 680),
    ("西湖龙井", "明前 特级", "250g/罐", "罐", 380, 980),
    ("安吉白茶", "一级", "125g/盒", "盒", 120, 360),
    ("正山小种", "特级", "500g/袋", "袋", 160, 420),
    ("铁观音", "清香型 一级", "500g/袋", "袋", 180, 560),
    ("武夷岩茶 大红袍", "特级", "250g/盒", "盒", 260, 880),
    ("茉莉花茶", "茉莉银针", "500g/袋", "袋", 120, 320),
    ("福鼎白牡丹", "2021年 饼", "350g/饼", "饼", 150, 460),
    ("滇红金芽", "特级", "250g/罐", "罐", 160, 380),
    ("信阳毛尖", "明前 一级", "250g/盒", "盒", 140, 360),
    ("袋泡茶 绿茶", "酒店客房装", "100包/盒", "盒", 38, 75),
    ("袋泡茶 红茶", "酒店客房装", "100包/盒", "盒", 38, 80),
    ("茶叶礼盒", "双罐装 定制LOGO", "套", "套", 65, 180),
    ("散装乌龙", "浓香型", "斤", "斤", 90, 260),
]


def _ch(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    c1 = rng.choice(CH_CITY)
    c2 = rng.choice(CH_CC)
    b1, b2 = rng.sample(CH_B, 2)
    sup = bare_or(rng, CH_SUP_FORMED, CH_SUP_BARE, 0.3).format(c=c1, b=b1)
    cust = rng.choice(CH_CUST).format(c=c2, b=b2)
    d = cj.a_date(rng)
    so = cj.number(rng, d, "XS{Y}{m}{d}{n3}|SO-{Y}-{n4}|XSD{y}{m}{n4}")
    po = cj.number(rng, d, "CG{Y}{m}{n4}|PO-{y}{m}{d}-{n2}|{Y}CG{n4}|采-{Y}-{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.15, 0.4, 0.2), Color(0.45, 0.25, 0.1), black])
    po_lab = cj.pick(rng, "客户订单号|贵司采购单号|客户采购单号|采购订单号（客户）")
    so_lab = cj.pick(rng, "销售单号|确认书编号|单据编号|发货单号")

    def foot() -> None:
        s_ = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{sup}　销售确认书（续）", 9, bold=True, colour=ink)
        pdf.text(right, 36, f"{so_lab}：{so}　{po_lab}：{po}", 8.4, align="r")
        return 48

    pdf.text(m, 42, sup, 17, bold=True, colour=ink)
    pdf.text(
        m,
        57,
        f"{cj.pick(rng, '茶园基地|厂址|地址')}：{c1}{cj.pick(rng, '茶园路|工业园|镇茶叶村|高山茶场')}{rng.randint(1, 199)}号　电话：{cj.zh_tel(rng)}",
        7.6,
        colour=GREY,
    )
    pdf.line(m, 64, right, 64, lw=1.3, colour=ink)
    title = cj.pick(rng, "销售确认书|订单确认单|销售订单确认|发货确认单")
    pdf.text(pdf.w / 2, 90, title, 16, align="c", bold=True, space=2)
    y = 104
    bw = 200
    bx = right - bw
    rows = [
        (so_lab, so),
        (po_lab, po),
        ("日期", cj.fdate(d, rng.choice(["cn", "iso"]))),
        ("业务员", cj.person(rng)),
    ]
    if rng.random() < 0.4:
        rows[0], rows[1] = rows[1], rows[0]
    for k, (a, b) in enumerate(rows):
        pdf.rect(bx, y + k * 16, 72, 16, fill=PALE, stroke=ink)
        pdf.rect(bx + 72, y + k * 16, bw - 72, 16, stroke=ink)
        pdf.text(bx + 4, y + k * 16 + 11.5, a, 7.8, maxw=64)
        pdf.text(bx + 76, y + k * 16 + 11.5, b, 8.4, maxw=bw - 80)
    cy = y + 10
    pdf.text(
        m, cy, f"{cj.pick(rng, '客户|购货单位|买方|致')}：{cust}", 9.4, bold=True, maxw=bx - m - 10
    )
    cy += 15
    for s_ in [
        f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
        f"收货地址：{cj.zh_addr(rng)}",
        f"发票抬头：{cust}",
    ]:
        pdf.text(m, cy, s_, 8, maxw=bx - m - 10)
        cy += 13
    y = max(cy, y + 68) + 6
    pdf.text(
        m, y, f"感谢贵司订购！兹确认贵司{po_lab.replace('（客户）', '')} {po} 项下货品如下：", 8.6
    )
    y += 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 36, 70])
    lines = more_lines(
        rng, CH_ITEMS, n, [2, 5, 6, 10, 12, 20, 30, 50], ["（春茶）", "（秋茶）", "（样品装）"]
    )
    heads = ["序号", "品名", "等级", "规格/包装", "数量", "单位", "单价(元)", "金额(元)"]
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", it[3], cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if rng.random() < 0.25:
        body.append(
            ([str(len(body) + 1), "品鉴装小样", "—", "10g×5", "1", "套", "0.00", "0.00"], ZERO)
        )
    if not stated:
        body = [([*c[:6], "", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 20, 13, 14, 8, 6, 12, 14]),
        heads,
        body,
        "cllcrcrr",
        rowh=17,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=Color(0.9, 0.95, 0.9) if ink != black else PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = Decimal(rng.choice([50, 100, 200, 300])) if rng.random() < 0.35 and sub > 2000 else ZERO
    ship = Decimal(rng.choice([30, 60, 120, 180])) if rng.random() < 0.4 else ZERO
    total = sub - disc + ship
    if y + 130 > bottom:
        y = brk()
    y += 16
    if stated:
        rows = [("货款合计", cj.money(sub))]
        if disc:
            rows.append(("折让", f"-{cj.money(disc)}"))
        if ship:
            rows.append(("物流费（顺丰/德邦）", cj.money(ship)))
        rows.append(
            (cj.pick(rng, "本单合计|本单应付金额|订单总额|合计金额"), f"¥{cj.money(total)}")
        )
        dep = (
            r2(total * rng.choice([Decimal("0.3"), Decimal("0.5")])) if rng.random() < 0.5 else ZERO
        )
        prev = r2(Decimal(rng.randint(500, 20000))) if rng.random() < 0.4 else ZERO
        tail = []
        if dep:
            tail.append(("已收定金", f"-{cj.money(dep)}"))
        if dep or prev:
            tail.append(("本单应收余额", cj.money(total - dep)))
        if prev:
            tail += [("上期未结款", cj.money(prev)), ("累计应收", cj.money(total - dep + prev))]
        for k, (a, b) in enumerate(rows):
            last = k == len(rows) - 1
            pdf.text(right - 160, y, a, 9.4 if last else 8.6, bold=last)
            pdf.text(right, y, b, 10 if last else 8.6, align="r", bold=last)
            y += 15
        pdf.text(m, y, f"大写：{cj.daxie(total)}", 8.8)
        y += 16
        for a, b in tail:
            pdf.text(right - 160, y, a, 8.2, colour=GREY)
            pdf.text(right, y, b, 8.2, align="r", colour=GREY)
            y += 13
        y += 4
    else:
        pdf.text(m, y, "价格按年度经销协议价执行，金额以出库单为准。", 8.6)
        y += 18
    bank = cj.bank(rng)
    for t in [
        f"收款账户：{sup}　开户行：{bank[0]}　账号：{bank[1]}",
        "茶叶请置于阴凉干燥处，避光、防潮、防异味存放。",
        "如对本确认书有异议，请于收到后2日内告知，逾期视为确认。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 26
    pdf.text(m, y, f"供方（盖章）：{sup}", 8.6)
    pdf.text(m + wd / 2 + 20, y, "客户确认签字：", 8.6)
    pdf.text(m, y + 16, f"制单：{cj.person(rng)}", 8.2)
    pdf.text(m + wd / 2 + 20, y + 16, "日期：", 8.2)
    if rng.random() < 0.75:
        pdf.stamp(m + 150, y, sup, rng, caption="销售专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind41_zh_chachang_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ch)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong Chinese-medicine clinic's herb order

HK_B = "仁心 濟生 同德 康和 保元 慈航 頤年 壽康 杏林 德安 泰和 百草 厚德 養和 安然 福壽".split()
HK_D = "旺角 油麻地 深水埗 荃灣 沙田 元朗 屯門 觀塘 北角 灣仔 將軍澳 大埔".split()
HK_BUY = [
    "{b}中醫診所",
    "{b}國醫館有限公司",
    "{b}中醫藥健康中心",
    "{b}中醫診所（{d}）有限公司",
    "{b}堂中醫醫務所",
]
HK_SUP_FORMED = [
    "{b}藥業有限公司",
    "{b}中藥有限公司",
    "{b}參茸藥材有限公司",
    "{b}藥材貿易有限公司",
    "{b}國藥（香港）有限公司",
]
HK_SUP_BARE = ["{b}參茸藥材行", "{b}藥材莊", "{b}號", "{b}參茸海味"]
HK_ITEMS = [
    ("黃芪", "片", "甘肅", "斤", 45, 120),
    ("當歸", "頭", "岷縣", "斤", 80, 220),
    ("黨參", "條", "潞黨", "斤", 90, 260),
    ("枸杞子", "特級", "寧夏", "斤", 40, 110),
    ("杜仲", "片", "四川", "斤", 30, 80),
    ("川芎", "片", "四川", "斤", 35, 95),
    ("白朮", "片", "浙江", "斤", 40, 110),
    ("茯苓", "塊", "雲南", "斤", 30, 85),
    ("炙甘草", "片", "內蒙", "斤", 25, 70),
    ("紅棗", "大粒", "新疆", "斤", 20, 55),
    ("西洋參", "片", "威斯康辛", "兩", 60, 180),
    ("陳皮", "十年", "新會", "兩", 30, 120),
    ("熟地黃", "片", "河南", "斤", 30, 75),
    ("濃縮中藥顆粒 桂枝湯", "100g/瓶", "—", "瓶", 85, 160),
    ("濃縮中藥顆粒 小柴胡湯", "100g/瓶", "—", "瓶", 90, 170),
    ("煎藥袋", "200ml 真空", "—", "包", 38, 80),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    b1, b2 = rng.sample(HK_B, 2)
    dist = rng.choice(HK_D)
    buyer = rng.choice(HK_BUY).format(b=b1, d=dist)
    sup = bare_or(rng, HK_SUP_FORMED, HK_SUP_BARE, 0.35).format(b=b2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n3}|PO-{Y}-{n4}|{n2}/{Y}/PO{n3}|ZY{y}{n4}")
    quo = cj.number(rng, d, "Q{y}{m}{n3}|QT-{n5}|報-{y}{n3}")
    vcode = cj.number(rng, d, "V{n4}|SUP-{n3}|H{n3}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.5, 0.1, 0.1), Color(0.1, 0.3, 0.3), black])
    po_lab = cj.pick(rng, "訂單編號 P.O. No.|採購單號 PO No.|訂單號碼 Order No.")
    foot_addr = f"{buyer}　{cj.pick(rng, '九龍|新界|香港')}{dist}{rng.randint(1, 300)}號{rng.randint(1, 20)}樓　電話 {cj.hk_tel(rng)}"

    def foot() -> None:
        s_ = f"第 {page[0]} / {of} 頁" if of else f"第 {page[0]} 頁"
        pdf.text(right, pdf.h - 26, s_, 7.6, align="r", colour=GREY)
        pdf.text(m, pdf.h - 26, foot_addr, 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　訂貨單（續） PURCHASE ORDER (cont'd)", 9, bold=True, colour=ink)
        pdf.text(right, 36, f"{po_lab}：{po}", 8.6, align="r")
        return 50

    pdf.text(m, 42, buyer, 16, bold=True, colour=ink)
    pdf.text(
        m,
        56,
        f"註冊中醫 {cj.person(rng, 'zh-Hant')}　電話 Tel: {cj.hk_tel(rng)}　傳真 Fax: {cj.hk_tel(rng)}",
        7.6,
        colour=GREY,
    )
    pdf.text(right, 44, cj.pick(rng, "訂貨單|採購單|訂購單"), 17, align="r", bold=True)
    pdf.text(right, 58, "PURCHASE ORDER", 9, align="r", colour=GREY)
    pdf.line(m, 66, right, 66, lw=1, colour=ink)
    y = 78
    ws = cj.rel(wd, [18, 32, 18, 32])
    grid = [
        [po_lab, po, "日期 Date", cj.fdate(d, rng.choice(["hk", "cn"]))],
        ["報價單號 Quotation", quo, "供應商編號 Vendor", vcode],
    ]
    if rng.random() < 0.4:
        grid.append(
            [
                "送貨日期 Delivery",
                cj.fdate(cj.later(rng, d, 2, 10), "hk"),
                "付款 Terms",
                cj.pick(rng, "月結30天|貨到付款|C.O.D.|月結60天"),
            ]
        )
    y = kgrid(pdf, m, y, ws, grid, h=18, size=8, ink=ink, fill=PALE) + 14
    hw = (wd - 16) / 2
    left_sup = rng.random() < 0.65
    sx, dx = (m, m + hw + 16) if left_sup else (m + hw + 16, m)
    pdf.text(sx, y, cj.pick(rng, "致 To：|供應商 Supplier：|賣方："), 8.4, colour=GREY)
    pdf.text(sx, y + 16, sup, 10.5, bold=True)
    yy = y + 30
    for s_ in [
        f"聯絡人 Attn：{cj.person(rng, 'zh-Hant')}",
        f"電話 Tel：{cj.hk_tel(rng)}　傳真 Fax：{cj.hk_tel(rng)}",
        f"{cj.pick(rng, '上環|西營盤|油麻地|深水埗')}{cj.pick(rng, '德輔道西|高陞街|文咸西街|永樂街|北河街')}{rng.randint(1, 200)}號地下",
    ]:
        pdf.text(sx, yy, s_, 8, maxw=hw)
        yy += 12.5
    pdf.text(dx, y, "送貨地址 Deliver To：", 8.4, colour=GREY)
    yd = y + 16
    for s_ in [
        buyer,
        f"{dist}{cj.pick(rng, '彌敦道|青山公路|大埔道|英皇道|荃灣大街')}{rng.randint(1, 400)}號{rng.randint(1, 25)}樓{rng.choice('ABCDEF')}室",
        f"收貨人：{cj.person(rng, 'zh-Hant')}（配藥室）",
    ]:
        pdf.text(dx, yd, s_, 8.4, maxw=hw)
        yd += 13
    y = max(yy, yd) + 8
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 10, 12], [32, 38])
    lines = more_lines(rng, HK_ITEMS, n, [1, 2, 3, 5, 10, 20], ["（特選）", "（統貨）", "（無硫）"])
    heads = ["編號", "藥材名稱 Item", "規格", "產地", "數量 Qty", "單位", "單價 HK$", "金額 HK$"]
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", it[3], cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:6], "", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 24, 10, 10, 9, 7, 12, 14]),
        heads,
        body,
        "clccrcrr",
        rowh=17,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([3, 5, 8])) / 100) if rng.random() < 0.4 else ZERO
    dlv = Decimal(rng.choice([50, 80, 100, 150])) if rng.random() < 0.35 else ZERO
    total = sub - disc + dlv
    if y + 110 > bottom:
        y = brk()
    y += 16
    if stated:
        rows = [("小計 Sub-total", cj.money(sub))]
        if disc:
            rows.append(
                (
                    f"折扣 Discount {int(disc * 100 / sub + Decimal('0.5'))}%"
                    if rng.random() < 0.5
                    else "折扣 Discount",
                    f"-{cj.money(disc)}",
                )
            )
        if dlv:
            rows.append(("運費 Delivery", cj.money(dlv)))
        rows.append(
            (cj.pick(rng, "總額 Total|合計 Grand Total|總計 TOTAL"), f"HK${cj.money(total)}")
        )
        for k, (a, b) in enumerate(rows):
            last = k == len(rows) - 1
            pdf.text(right - 190, y, a, 9.4 if last else 8.4, bold=last)
            pdf.text(right, y, b, 10 if last else 8.4, align="r", bold=last)
            y += 15
        if rng.random() < 0.35:
            dep = r2(total * Decimal("0.3"))
            pdf.text(right - 190, y, "已付訂金 Deposit Paid", 8, colour=GREY)
            pdf.text(right, y, f"-{cj.money(dep)}", 8, align="r", colour=GREY)
            pdf.text(right - 190, y + 13, "餘額 Balance", 8, colour=GREY)
            pdf.text(right, y + 13, cj.money(total - dep), 8, align="r", colour=GREY)
            y += 28
        y += 4
    else:
        pdf.text(m, y, "價錢按供應商最新報價單計算 Prices as per latest quotation.", 8.4)
        y += 18
    for t in [
        "1. 所有藥材須附有產地證明及化驗報告，並符合《中醫藥條例》規定。",
        "2. 發票及送貨單請註明本訂單編號。Please quote our P.O. number on all invoices.",
        "3. 如貨品有霉變、蟲蛀或與樣本不符，本診所有權退貨。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 56 > bottom:
        y = brk()
    y += 30
    sw = (wd - 30) / 2
    for x, cap in (
        (m, "診所負責人簽署 Authorised Signature"),
        (m + sw + 30, "供應商確認回簽 Supplier Acknowledgement"),
    ):
        pdf.line(x, y, x + sw, y, lw=0.5)
        pdf.text(x, y + 12, cap, 7.8)
    if rng.random() < 0.5:
        pdf.stamp(m + 200, y - 20, buyer, rng, shape="rect", r=34)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_hk_zhongyi_zhensuo_yaocai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja aquarium's feed and filtration order

SZ_C = "横浜 名古屋 仙台 新潟 金沢 静岡 岡山 松山 長崎 鹿児島 函館 福井 沼津 鳥羽 下関 高知".split()
SZ_B = "マリン 海の杜 うみかぜ 青潮 しおさい 黒潮 アクア 潮騒 なぎさ 碧海 かもめ 波の花".split()
SZ_BUY = [
    "{c}市立{b}水族館",
    "株式会社{b}アクアパーク",
    "公益財団法人{c}{b}水族館",
    "{c}{b}海洋博物館",
    "{c}{b}水族館 指定管理者 {b}ワークス株式会社",
]
SZ_S = "丸栄 日之出 大和 三洋 東邦 北星 光洋 山一 朝日 昭和 富士見 中央".split()
SZ_SUP_FORMED = [
    "株式会社{s}飼料",
    "{s}水産株式会社",
    "有限会社{s}アクア",
    "{s}理化工業株式会社",
    "株式会社{s}フィッシュフード",
    "{s}冷凍食品株式会社",
]
SZ_SUP_BARE = ["{s}商店", "{s}鮮魚店", "{s}釣具"]
SZ_ITEMS = [
    ("冷凍オキアミ", "3kg×4ブロック", "ケース", 4800, 9200),
    ("冷凍マアジ", "10kg 小サイズ", "ケース", 6800, 14500),
    ("冷凍イカナゴ", "5kg", "ケース", 5200, 9800),
    ("冷凍ホッケ 切身", "10kg", "ケース", 7200, 13800),
    ("人工海水", "25kg 業務用", "袋", 3200, 5600),
    ("リングろ材", "10L", "箱", 2800, 6400),
    ("活性炭", "5kg 粒状", "袋", 3500, 7800),
    ("水質検査試薬 アンモニア", "100回分", "箱", 1800, 4200),
    ("水中ポンプ 交換用", "60Hz 揚程8m", "台", 28000, 64000),
    ("UV殺菌灯 交換ランプ", "40W", "本", 6800, 12800),
    ("ペンギン用ビタミン剤", "500錠", "本", 4800, 9600),
    ("ワムシ培養用 クロレラ", "18L", "缶", 9800, 18600),
    ("プロテインスキマー用 エアストーン", "10個入", "袋", 1200, 2800),
    ("飼育用 防水エプロン", "Lサイズ", "枚", 1600, 3400),
]


def _sz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    city = rng.choice(SZ_C)
    b = rng.choice(SZ_B)
    buyer = rng.choice(SZ_BUY).format(c=city, b=b)
    sup = bare_or(rng, SZ_SUP_FORMED, SZ_SUP_BARE, 0.2).format(s=rng.choice(SZ_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}{m}-{n4}|H{y}{m}{n3}|SZ-{n6}|発{y}-{n4}|{n7}")
    quo = cj.number(rng, d, "見{y}{m}-{n3}|Q{n6}|M-{Y}-{n3}")
    stated = stated_of(rng)
    page = [1]
    ys = rng.randrange(3)
    po_lab = cj.pick(rng, "注文番号|発注番号|発注No.|注文No.")
    title = cj.pick(rng, "発注書|注文書|発　注　書|注　文　書")
    ink = rng.choice([Color(0.05, 0.3, 0.55), black, Color(0.1, 0.4, 0.45)])

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 24, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace('　', '')}（続き）　{buyer}", 9, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 9, align="r")
        return 46

    pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
    pdf.line(pdf.w / 2 - 70, 52, pdf.w / 2 + 70, 52, lw=1, colour=ink)
    bw = 210
    bx = right - bw
    box = [
        (po_lab, po),
        ("発注日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))),
        (cj.pick(rng, "御見積番号|見積No.|貴社見積番号"), quo),
        ("予算科目", cj.pick(rng, "飼育用消耗品費|飼料費|設備修繕費|需用費")),
    ]
    if rng.random() < 0.3:
        box[2], box[3] = box[3], box[2]
    y0 = 64
    for k, (a, v) in enumerate(box):
        pdf.rect(bx, y0 + k * 16, 70, 16, fill=PALE, stroke=ink)
        pdf.rect(bx + 70, y0 + k * 16, bw - 70, 16, stroke=ink)
        pdf.text(bx + 4, y0 + k * 16 + 11.5, a, 7.8, maxw=62)
        pdf.text(bx + 74, y0 + k * 16 + 11.5, v, 8.4, maxw=bw - 78)
    pdf.text(m, 84, f"{sup}　{rng.choice(['御中', '御中', '殿'])}", 12, bold=True)
    pdf.line(m, 89, bx - 20, 89, lw=0.6)
    if rng.random() < 0.5:
        pdf.text(m, 102, f"ご担当：{cj.person(rng, 'ja')} 様", 8.2)
    pdf.text(m, 118, "下記のとおり発注いたします。", 8.8)
    by = y0 + 4 * 16 + 14
    for k, s_ in enumerate(
        [
            buyer,
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"担当：{cj.pick(rng, '飼育課|魚類展示課|海獣課|施設管理課')} {cj.person(rng, 'ja')}",
        ]
    ):
        pdf.text(bx, by + k * 13, s_, 9.2 if k == 0 else 7.8, bold=k == 0, maxw=bw)
    if rng.random() < 0.6:
        pdf.stamp(bx - 34, by + 18, buyer, rng, shape="rect", r=22)
    y = max(by + 56, 130)
    lines = more_lines(
        rng,
        SZ_ITEMS,
        n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 30]),
        [1, 2, 3, 4, 5, 10, 20],
        ["（予備）", "（冬季分）", "（追加）"],
        places=0,
        big=20000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = (
        Decimal(rng.choice([1000, 2000, 3000, 5000]))
        if rng.random() < 0.25 and sub > 30000
        else ZERO
    )
    tax = r0((sub - disc) * Decimal("0.1"))
    total = sub - disc + tax

    def yen(v: Decimal) -> str:
        return [f"¥{w0(v)}", f"{w0(v)}円", f"￥{w0(v)}-"][ys]

    if stated and rng.random() < 0.5:
        pdf.rect(m, y, 240, 24, stroke=ink, lw=1)
        pdf.rect(m, y, 80, 24, fill=PALE, stroke=ink, lw=1)
        pdf.text(m + 6, y + 16, "ご注文金額", 9, bold=True)
        pdf.text(m + 234, y + 16, f"{yen(total)}（税込）", 11, align="r", bold=True)
        y += 34
    grid = [
        [
            "納入場所",
            f"{cj.pick(rng, '本館 バックヤード|飼育棟 調餌室|別館 冷凍庫前|搬入口（北側）')}",
            "納期",
            cj.fdate(cj.later(rng, d, 3, 21), "cn"),
        ]
    ]
    if rng.random() < 0.5:
        grid.append(
            [
                "支払条件",
                cj.pick(rng, "月末締め翌月末払い|検収後30日以内|請求書受領後翌月末"),
                "運送",
                cj.pick(rng, "冷凍便（-18度以下）|元払い|貴社便"),
            ]
        )
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [12, 38, 12, 38]), grid, h=18, size=8.2, ink=ink, fill=PALE)
        + 12
    )
    heads = ["No.", "品名", "規格", "数量", "単位", "単価", "金額"]
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", it[2], w0(p), w0(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 28, 22, 8, 7, 13, 15]),
        heads,
        body,
        "cllrcrr",
        rowh=18,
        size=8.2,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 90 > bottom:
        y = brk()
    if stated:
        rows = [("小計", w0(sub))]
        if disc:
            rows.append(("値引", f"-{w0(disc)}"))
        rows += [("消費税（10%）", w0(tax)), (cj.pick(rng, "合計|合計金額|総合計"), yen(total))]
        tw = 200
        for k, (a, v) in enumerate(rows):
            pdf.rect(right - tw, y + k * 17, 90, 17, fill=PALE, stroke=black)
            pdf.rect(right - tw + 90, y + k * 17, tw - 90, 17, stroke=black)
            pdf.text(right - tw + 45, y + k * 17 + 12, a, 8.4, align="c")
            pdf.text(
                right - 4,
                y + k * 17 + 12,
                v,
                9 if k == len(rows) - 1 else 8.4,
                align="r",
                bold=k == len(rows) - 1,
            )
        yb = y + len(rows) * 17
    else:
        pdf.text(m, y + 14, "※単価は年間単価契約によります。金額は納品書にて確定します。", 8.2)
        yb = y + 20
    yn = y + 8
    for t in [
        "備考：冷凍品は-18度以下を保持して納入のこと。",
        "請求書には必ず注文番号を記載してください。",
        "検収は飼育担当者が行います。",
    ]:
        pdf.text(m, yn + 6, t, 7.8, colour=GREY, maxw=wd - 220)
        yn += 13
    y = max(yb, yn) + 14
    if y + 56 > bottom:
        y = brk()
    bw_ = 46
    for k, lab in enumerate(["館長", "課長", "係長", "担当"]):
        x = right - (4 - k) * bw_
        pdf.rect(x, y, bw_, 14, fill=PALE, stroke=black)
        pdf.rect(x, y + 14, bw_, 34, stroke=black)
        pdf.text(x + bw_ / 2, y + 10.5, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_ja_suizokukan_shiryo_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sz)


# --------------------------------------------------------------------------- 5 en-GB football club's grounds-care order

FC_T = "Ashby|Bramley|Chesterfield Vale|Didcot|Eastleigh Road|Farnborough Heath|Gainsford|Halesworth|Ilkley|Kettering Park|Loughton|Maldon|Northwich|Oswestry|Penrith|Stourport".split(
    "|"
)
FC_CLUB = [
    "{t} Town Football Club Ltd",
    "{t} Athletic FC",
    "{t} United AFC Limited",
    "{t} Rovers Football Club",
    "{t} Albion Community Football Club",
]
FC_A = "Greenway|Fairway|Meadowcroft|Thornbury|Ashdown|Kingsmead|Oakfield|Broadleaf|Hedley|Pennine|Weston|Rushmere|Calder|Wyvern".split(
    "|"
)
FC_F = "Gary|Steve|Dean|Karen|Mark|Jo|Neil|Craig|Lee|Sam".split("|")
FC_L = "Barlow|Pickering|Dawson|Holt|Marsh|Cole|Sheard|Noble|Tyler|Rowe".split("|")
FC_SUP_FORMED = [
    "{a} Turf Supplies Ltd",
    "{a} Groundcare Machinery Ltd",
    "{a} Amenity Limited",
    "{a} & {b} Sportsturf Ltd",
    "{a} Seeds & Fertilisers Ltd",
    "{a} Grass Machinery (UK) Ltd",
]
FC_SUP_BARE = ["{a} Mowers", "{f} {l} Groundcare", "{a} & Son", "{a} Turf Services"]
FC_ITEMS = [
    ("Perennial ryegrass renovation mix, 20 kg bag", "bag", 85, 145),
    ("Granular fertiliser 12-0-9 + 2MgO, 25 kg", "bag", 32, 58),
    ("Line-marking paint, white, 10 L", "drum", 38, 62),
    ("Wetting agent, 20 L", "drum", 150, 290),
    ("Cylinder mower reel regrind and bottom blade", "each", 180, 340),
    ("Goal nets 7.32 m x 2.44 m, 3 mm braided (pair)", "pair", 160, 320),
    ("Corner flags with spring bases, set of 4", "set", 60, 140),
    ("Kiln-dried topdressing sand", "tonne", 55, 95),
    ("Hollow tining, contractor with operator", "day", 420, 780),
    ("Verti-drain hire incl. delivery", "day", 260, 480),
    ("Pitch cover, 10 x 10 m", "each", 310, 640),
    ("Biostimulant seaweed liquid, 10 L", "drum", 70, 140),
    ("Divot mix, 25 kg bag", "bag", 14, 26),
    ("Rotary mower service kit", "kit", 90, 175),
]


def _fc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 72
    town = rng.choice(FC_T)
    club = rng.choice(FC_CLUB).format(t=town)
    a1, a2 = rng.sample(FC_A, 2)
    sup = bare_or(rng, FC_SUP_FORMED, FC_SUP_BARE, 0.3).format(
        a=a1, b=a2, f=rng.choice(FC_F), l=rng.choice(FC_L)
    )
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO#####", "####", "FC/PO/####", f"{dt:%y}-####", "GRD-#####"]))
    req = la.digits(rng, rng.choice(["REQ-####", "R#####"]))
    acct = la.digits(rng, rng.choice(["@@@###", "#####", "@@@@##"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Order No.|Purchase Order No.|PO Number|Official Order No.")
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "long_en"]))  # noqa: E731
    shade = rng.choice([0.2, 0.3, 0.85])
    vatno = la.digits(rng, "### #### ##")
    crn = la.digits(rng, "0#######")

    def foot() -> None:
        d.t(
            m,
            d.h - 42,
            f"{club}. Registered in England and Wales No. {crn}. VAT Reg. No. GB {vatno}.",
            6.6,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 33,
            "Invoices must quote the order number and be e-mailed to accounts@"
            + town.lower().replace(" ", "")
            + "fc.co.uk",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 33,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{club} – {po_lab} {po} – continued", 9, b=True)
        return 58

    d.box(m, 30, wd, 40, fill=shade, stroke=False)
    g = 1.0 if shade < 0.5 else 0.0
    d.c.setFillGray(g)
    d.t(m + 10, 55, club, 15, b=True, grey=g)
    d.t(
        r - 10,
        55,
        la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"),
        13,
        b=True,
        al="r",
        grey=g,
    )
    y = 84
    d.t(
        m,
        y,
        f"{rng.choice(['The Stadium', 'Memorial Ground', 'Park Lane Stadium', 'The Recreation Ground'])}, {town}  {la.digits(rng, '@@## #@@')}  ·  Tel. 01{la.digits(rng, '### ######')}",
        7.6,
        grey=0.3,
    )
    y += 14
    kv = [
        (po_lab, po),
        ("Date", df(dt)),
        ("Our account no.", acct),
        ("Requisition", req),
        ("Nominal code", la.digits(rng, "####") + " Grounds"),
        ("Ordered by", f"{rng.choice(FC_F)} {rng.choice(FC_L)}, Head Groundsman"),
    ]
    if rng.random() < 0.4:
        kv[0], kv[1] = kv[1], kv[0]
    if rng.random() < 0.4:
        kv.insert(3, ("Your quote", la.digits(rng, rng.choice(["Q####", "QU-#####", "Quote ###"]))))
    kx = m + wd * 0.56
    yy = y
    for k_, v in kv:
        d.t(kx, yy + 9, k_, 8, b=True)
        d.t(r, yy + 9, v, 8.4 if k_ != po_lab else 9.4, al="r", b=k_ == po_lab)
        yy += 12.5
    lab = la.pick(rng, "Supplier|To|Supplier:|")
    sy = y
    if lab:
        d.t(m, sy + 8, lab, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"{rng.choice(['Unit 4', 'Unit 12', 'Brook Farm', 'The Old Dairy', 'Units 7-8'])}, {rng.choice(['Station Road', 'Mill Lane', 'Canal Wharf', 'Hall Road'])}",
            f"{rng.choice(FC_T)}  {la.digits(rng, '@@## #@@')}",
            f"Tel. 01{la.digits(rng, '### ######')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    y = max(yy, sy) + 12
    blocks = [
        (
            "Deliver to",
            [
                f"{club.split(' Football')[0].split(' AFC')[0].split(' FC')[0]} Training Ground",
                f"{rng.choice(['Sandy Lane', 'Moor Road', 'Church Fields'])}, {town}",
                f"Contact: {rng.choice(FC_F)} {rng.choice(FC_L)} 07{la.digits(rng, '### ######')}",
            ],
        ),
        (
            "Invoice to",
            [club, "Finance Office", f"accounts@{town.lower().replace(' ', '')}fc.co.uk"],
        ),
    ]
    if rng.random() < 0.3:
        blocks.reverse()
    bw = (wd - 20) / 2
    yb = y
    for k, (t, rows) in enumerate(blocks):
        x = m + k * (bw + 20)
        d.box(x, y, bw, 52, stroke=True)
        d.t(x + 5, y + 11, t, 8, b=True)
        yb = max(yb, d.lines(x + 5, y + 14, rows, 8, lead=10.5))
    y = y + 62
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36, 68])
    lines = more_lines(
        rng,
        FC_ITEMS,
        n,
        [1, 1, 2, 4, 6, 10, 20],
        ["(first team pitch)", "(academy pitches)", "(spare)"],
        big=400,
    )
    cols = rng.choice(
        [
            ["Qty", "Description", "Unit", "Unit price", "Net £"],
            ["Description", "Qty", "Unit", "Price £", "Total £"],
        ]
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cell = {"Qty": f"{q:,.0f}", "Description": it[0], "Unit": it[1]}
        row = [cell.get(c, en2(p) if "rice" in c else en2(a)) for c in cols]
        body.append(([str(i), *row], a))
    wmap = {
        "Qty": 0.07,
        "Description": 0.5,
        "Unit": 0.08,
        "Unit price": 0.13,
        "Price £": 0.13,
        "Net £": 0.14,
        "Total £": 0.14,
    }
    al = "l" + "".join({"Qty": "r", "Description": "l", "Unit": "c"}.get(c, "r") for c in cols)
    if not stated:
        body = [([*c[:-2], "", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * 0.06] + [wd * wmap[c] for c in cols],
        ["Line", *cols],
        body,
        al,
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for *_, a in lines), ZERO)
    dpc = rng.choice([0, 0, 5, 10]) if net > 300 else 0
    disc = r2(net * dpc / 100)
    carr = Decimal(rng.choice([0, 0, 15, 25, 45, 65]))
    vat = r2((net - disc + carr) * Decimal("0.2"))
    total = net - disc + carr + vat
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Goods total", f"£{en2(net)}", False)]
        if disc:
            rows.append((f"Less discount {dpc}%", f"-£{en2(disc)}", False))
        rows.append(("Carriage", f"£{en2(carr)}" if carr else "FOC", False))
        rows.append(("VAT @ 20%", f"£{en2(vat)}", False))
        rows.append(
            (la.pick(rng, "Order total|TOTAL|Total inc. VAT|Total payable"), f"£{en2(total)}", True)
        )
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.8, box_last=True)
        if rng.random() < 0.3:
            dep = r2(total * Decimal("0.25"))
            y = d.summary(
                m + wd * 0.58,
                r - 3,
                y + 2,
                [
                    ("Deposit paid with order", f"£{en2(dep)}", False),
                    ("Balance on delivery", f"£{en2(total - dep)}", False),
                ],
                7.8,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Prices as per our annual supply agreement; the supplier is to confirm the value of this order before delivery.",
            8,
            wd,
        )
    y += 10
    for t in [
        f"Delivery required by {df(dt + timedelta(days=rng.randint(5, 25)))}. Deliveries Monday to Friday 8.00-15.00 only; no deliveries on home match days.",
        "Chemical products must be supplied with current safety data sheets. Machinery must carry CE/UKCA marking.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 32
    if y + 20 > bottom:
        y = brk() + 30
    sw = (wd - 40) / 3
    d.sign(m, y, sw, "Ordered by (Head Groundsman)")
    d.sign(m + sw + 20, y, sw, "Approved (Club Secretary)")
    d.sign(m + 2 * (sw + 20), y, sw, "Supplier acknowledgement")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_en_gb_football_club_groundscare_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fc)


# --------------------------------------------------------------------------- 6 en-AU regional airport's airside works order

AP_C = "Mildura|Dubbo|Emerald|Karratha|Port Lincoln|Moree|Kununurra|Bundaberg|Wagga Wagga|Broken Hill|Esperance|Longreach|Mount Gambier|Devonport|Gladstone".split(
    "|"
)
AP_BUY = [
    "{c} Regional Airport Pty Ltd",
    "{c} Shire Council – {c} Airport",
    "{c} Airport Corporation",
    "{c} City Council (Airport Operations)",
    "{c} Airport Services Pty Ltd",
]
AP_A = "Southern Cross|Outback|Coral Coast|Red Earth|Spinifex|Redgum|Ironbark|Kookaburra|Murray|Seabreeze|Pilbara|Brolga|Wattle|Tasman".split(
    "|"
)
AP_F = "Bruce|Shane|Kylie|Darren|Michelle|Craig|Leanne|Troy|Nathan|Belinda".split("|")
AP_L = "McKenzie|O'Brien|Nguyen|Walsh|Kowalski|Hartley|Doyle|Pappas|Henderson|Clarke".split("|")
AP_SUP_FORMED = [
    "{a} Airfield Services Pty Ltd",
    "{a} Line Marking Pty Ltd",
    "{a} Electrical Pty Ltd",
    "{a} Aviation Lighting Pty. Ltd.",
    "{a} Civil Pty Ltd",
    "{a} Airport Solutions Pty Limited",
]
AP_SUP_BARE = ["{a} Electrical", "{f} {l} Contracting", "{a} Fencing Services", "{l} Line Marking"]
AP_ITEMS = [
    ("LED runway edge light, elevated, white/white", "ea", 680, 1250),
    ("LED taxiway edge light, blue", "ea", 420, 880),
    ("Wind direction indicator sleeve 3.6 m, orange", "ea", 390, 720),
    ("Line marking – runway centreline repaint", "m2", 9, 18),
    ("Glass beads for aerodrome markings, 25 kg", "bag", 45, 85),
    ("PAPI alignment check and report", "LS", 1800, 4200),
    ("Bird scaring cartridges 15 mm (box of 100)", "box", 140, 260),
    ("Airside vehicle beacon, amber LED", "ea", 160, 340),
    ("Apron floodlight LED 300 W", "ea", 950, 1850),
    ("Runway rubber removal (high-pressure water)", "m2", 2.8, 6.5),
    ("Crack sealing, hot-poured", "lm", 6, 14),
    ("Security fence repair, 2.4 m chain mesh", "lm", 85, 160),
    ("Part 139 aerodrome technical inspection", "LS", 4800, 9500),
    ("Isolating transformer 6.6 A 45 W", "ea", 210, 420),
]


def _ap(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(32, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    city = rng.choice(AP_C)
    buyer = rng.choice(AP_BUY).format(c=city)
    a1 = rng.choice(AP_A)
    sup = bare_or(rng, AP_SUP_FORMED, AP_SUP_BARE, 0.3).format(
        a=a1, f=rng.choice(AP_F), l=rng.choice(AP_L)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-######", "#######", "APT#####", f"PO{dt:%y}/####", "4500######"])
    )
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Purchase Order No.|PO Number|Order Number|P.O. No.")
    abn = la.digits(rng, "## ### ### ###")
    sabn = la.digits(rng, "## ### ### ###")

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer}  ·  ABN {abn}  ·  Quote the purchase order number on all invoices and delivery dockets.",
            6.8,
            grey=0.35,
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
        d.t(m, 40, f"{po_lab} {po} (continued)", 9, b=True)
        d.t(r, 40, buyer, 8, al="r")
        return 54

    d.t(m, 46, buyer, 14, b=True)
    d.lines(
        m,
        52,
        [
            f"{rng.randint(1, 90)} {rng.choice(['Airport Drive', 'Aerodrome Road', 'Terminal Way'])}, {city} {rng.choice(['NSW', 'QLD', 'WA', 'SA', 'VIC', 'TAS'])} {la.digits(rng, '####')}",
            f"ABN {abn}  ·  Ph (0{rng.randint(2, 8)}) {la.digits(rng, '#### ####')}",
        ],
        7.6,
        lead=10,
    )
    bw = 215
    d.box(r - bw, 28, bw, 46, stroke=True, lw=1.2)
    d.t(
        r - bw / 2,
        44,
        la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"),
        11,
        b=True,
        al="c",
    )
    d.t(r - bw / 2, 64, f"{po_lab} {po}" if rng.random() < 0.5 else po, 11, b=True, al="c")
    y = 86
    labels = [
        "Order date",
        "Requisition No.",
        la.pick(rng, "Job No.|Project No.|Work Order"),
        "Supplier No.",
        "Terms",
    ]
    vals = [
        la.dfmt(dt, rng.choice(["dmy", "mon"])),
        la.digits(rng, "RQ######"),
        la.digits(rng, rng.choice(["J####", "CAP-###", "WO####"])),
        la.digits(rng, "V#####"),
        rng.choice(["30 days EOM", "14 days", "Net 30"]),
    ]
    y = d.grid(m, y, [wd / 5] * 5, labels, vals, size=8) + 14
    sblk = (
        "Supplier",
        [
            sup,
            f"{rng.randint(1, 200)} {rng.choice(['Industrial Ave', 'Enterprise St', 'Hakea Rd', 'Trade Park Dr'])}",
            f"{rng.choice(AP_C)} {la.digits(rng, '####')}",
            f"ABN {sabn}",
            f"Attn: {rng.choice(AP_F)} {rng.choice(AP_L)}",
        ],
    )
    dblk = (
        "Ship To",
        [
            f"{city} Airport – {rng.choice(['Airside Maintenance Shed', 'Stores, Gate 3', 'Terminal Building'])}",
            f"{rng.choice(['Airport Drive', 'Aerodrome Road'])}, {city}",
            "Escort required airside – call ahead",
            f"Contact: {rng.choice(AP_F)} {rng.choice(AP_L)} 04{la.digits(rng, '## ### ###')}",
        ],
    )
    blocks = [sblk, dblk] if rng.random() < 0.6 else [dblk, sblk]
    bw2 = (wd - 20) / 2
    yb = y
    for k, (t, rows) in enumerate(blocks):
        x = m + k * (bw2 + 20)
        yb = max(
            yb,
            la.block(
                d,
                x,
                y,
                t,
                rows,
                style=rng.choice(["bar", "under", "plain"]),
                w=bw2,
                size=8.4,
                b_first=t == "Supplier",
            ),
        )
    y = yb + 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 32] if not land else [18, 22])
    lines = more_lines(
        rng,
        AP_ITEMS,
        n,
        [1, 2, 4, 6, 12, 24, 150, 400],
        ["– RWY 09/27", "– TWY A", "– stage 2"],
        big=1500,
    )
    body = [
        ([str(i), it[0], it[1], qfmt(q), en2(p), "10%", en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:4], "", c[5], ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.47, 0.07, 0.08, 0.12, 0.07, 0.13)],
        [
            "#",
            "Description",
            "UOM",
            "Qty",
            "Unit Price",
            "GST",
            la.pick(rng, "Amount|Line Total|Ext. Price"),
        ],
        body,
        "llcrrcr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    frt = Decimal(rng.choice([0, 0, 85, 150, 240, 380]))
    gst = r2((sub + frt) * Decimal("0.1"))
    total = sub + frt + gst
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal (ex GST)", f"${en2(sub)}", False)]
        if frt:
            rows.append(("Freight", f"${en2(frt)}", False))
        rows += [
            ("GST 10%", f"${en2(gst)}", False),
            (
                la.pick(rng, "Total (inc GST)|TOTAL AUD|Order Total inc. GST|Total"),
                f"${en2(total)}" if rng.random() < 0.7 else f"AUD {en2(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.6, r - 3, y, rows, 8.8, shade=0.9)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Schedule of rates per standing offer arrangement; value to be confirmed on completion of the works.",
            8,
            wd,
        )
    y += 12
    for t in [
        "All airside work to comply with the Aerodrome Manual and Method of Working Plan; contractor to hold an ASIC or be escorted at all times.",
        "Payment within terms on receipt of a valid tax invoice quoting this order.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Authorised Delegate: {rng.choice(AP_F)} {rng.choice(AP_L)}, Airport Manager")
    d.sign(m + sw + 20, y, sw, "Date")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_en_au_regional_airport_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ap)


# --------------------------------------------------------------------------- 7 de-CH forestry enterprise's order letter

FO_O = "Langnau|Sumiswald|Einsiedeln|Frutigen|Wattwil|Sarnen|Burgdorf|Herisau|Zofingen|Lenzburg|Ilanz|Laufen|Stans|Willisau|Uster|Affoltern".split(
    "|"
)
FO_BUY = [
    "Forstbetrieb {o}",
    "Forstrevier {o}-{o2}",
    "Burgergemeinde {o} – Forstbetrieb",
    "Forstbetrieb {o} AG",
    "Korporation {o}, Forstbetrieb",
    "Forstverband {o} und Umgebung",
]
FO_N = "Hug|Zaugg|Gerber|Brunner|Amstutz|Lüthi|Kobel|Wyss|Rüegg|Stucki|Bachmann|Aebi|Frei|Schürch".split(
    "|"
)
FO_F = "Ueli|Beat|Res|Käthi|Martin|Urs|Regula|Sepp|Adrian|Monika".split("|")
FO_SUP_FORMED = [
    "{n} Forsttechnik AG",
    "{n} Motorgeräte GmbH",
    "Holzerei-Bedarf {n} AG",
    "{n} & Co. AG",
    "{n} Landtechnik AG",
    "Forstshop {n} GmbH",
]
FO_SUP_BARE = [
    "{n} Motorgeräte",
    "{f} {n} Forstbedarf",
    "Landmaschinen {n}",
    "{n} Kettensägen-Service",
]
FO_ITEMS = [
    ("Motorsäge 50 cm³, Schwert 40 cm", "Stk", 780, 1250),
    ('Sägekette 3/8" 1.5 mm, 60 TG', "Stk", 32, 48),
    ("Schnittschutzhose Klasse 1, Gr. 52", "Stk", 160, 280),
    ("Forsthelm kompl. mit Gehörschutz und Visier", "Stk", 75, 140),
    ("Alkylatbenzin 2-Takt, 25 l Fass", "Fass", 120, 180),
    ("Kettenhaftöl biologisch, 20 l", "Kan", 95, 150),
    ("Fällkeil Alu 25 cm", "Stk", 28, 52),
    ("Markierspray fluoreszierend, 500 ml", "Dose", 7.5, 12.5),
    ("Windenseil 10 mm, 80 m, verpresst", "Stk", 280, 460),
    ("Wuchshüllen 120 cm, inkl. Pfahl", "Stk", 4.2, 7.8),
    ("Schnittschutzstiefel Klasse 2", "Paar", 210, 340),
    ("Service Seilwinde inkl. Arbeit", "Pausch", 240, 520),
    ("Freischneider 36 cm³", "Stk", 690, 1080),
    ("Waldarbeiterhandschuhe", "Paar", 14, 26),
]


def _fo(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(46, 60)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    o1, o2 = rng.sample(FO_O, 2)
    buyer = rng.choice(FO_BUY).format(o=o1, o2=o2)
    n1 = rng.choice(FO_N)
    sup = bare_or(rng, FO_SUP_FORMED, FO_SUP_BARE, 0.3).format(n=n1, f=rng.choice(FO_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"{dt.year}-###", f"B{dt:%y}-####", "####", f"FB/{dt.year}/##"])
    )
    offer = la.digits(rng, rng.choice(["O-#####", "Nr. ####", f"AN{dt:%y}####"]))
    stated = stated_of(rng)
    page = [1]
    fmt = rng.choice([ch, lambda v: f"Fr. {ch(v)}", lambda v: f"CHF {ch(v)}"])
    uid = la.digits(rng, "CHE-###.###.###")
    plz = la.digits(rng, "####")
    carry = rng.random() < 0.5

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(m, d.h - 36, f"{buyer}  ·  {rng_street}  ·  {plz} {o1}  ·  {uid} MWST", 6.8, grey=0.35)
        d.t(
            r, d.h - 36, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung Nr. {po} vom {la.dfmt(dt, 'dot')} – Fortsetzung", 9, b=True)
        return 60

    rng_street = (
        f"{rng.choice(['Werkhof', 'Forsthaus', 'Sägestrasse', 'Waldweg'])} {rng.randint(1, 40)}"
    )
    d.t(m, 50, buyer, 14, b=True)
    d.t(
        m, 63, f"{rng_street}, {plz} {o1}  ·  Tel. 0{la.digits(rng, '## ### ## ##')}", 7.8, grey=0.3
    )
    win_right = rng.random() < 0.6
    wx = m + wd * 0.52 if win_right else m
    ox = m if win_right else m + wd * 0.52
    d.t(wx, 118, f"{buyer}, {plz} {o1}", 6.4, grey=0.3)
    d.line(wx, 121, wx + 200, 121, 0.3)
    d.lines(
        wx,
        126,
        [
            s_
            for s_ in [
                sup,
                rng.choice(["", "Verkauf", "z. Hd. Herr " + rng.choice(FO_N)]),
                f"{rng.choice(['Industriestrasse', 'Dorfstrasse', 'Bahnhofstrasse', 'Gewerbering'])} {rng.randint(1, 80)}",
                f"{la.digits(rng, '####')} {rng.choice(FO_O)}",
            ]
            if s_
        ],
        9.6,
        b_first=False,
        lead=12.5,
    )
    kv = [
        ("Bestell-Nr.", po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihre Offerte", offer),
        ("Kostenstelle", la.digits(rng, rng.choice(["Holzschlag ###", "KST ####", "Revier #"]))),
        ("Kunden-Nr.", la.digits(rng, "#####")),
        ("Sachbearbeiter", f"{rng.choice(FO_F)} {rng.choice(FO_N)}"),
    ]
    if rng.random() < 0.5:
        kv = [kv[1], kv[0], *kv[2:]]
    d.kv(ox, 118, kv, 74, 8)
    y = 210
    d.t(
        m,
        y,
        f"Bestellung Nr. {po}"
        if rng.random() < 0.6
        else f"Bestellung {po} – {rng.choice(['Ausrüstung Forstgruppe', 'Holzerei-Saison', 'Ersatzmaterial Werkhof'])}",
        11.5,
        b=True,
    )
    y += 16
    d.t(
        m,
        y + 6,
        rng.choice(
            [
                "Sehr geehrte Damen und Herren",
                "Grüezi mitenand",
                "Sehr geehrter Herr " + rng.choice(FO_N),
            ]
        ),
        8.8,
    )
    y = (
        wrapped(
            d,
            m,
            y + 12,
            f"Gemäss Ihrer Offerte {offer} bestellen wir zur Lieferung an unseren Werkhof:",
            8.8,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [26, 32])
    lines = more_lines(
        rng,
        FO_ITEMS,
        n,
        [1, 2, 2, 3, 4, 6, 10, 50],
        ["(Ersatz)", "(Lehrlinge)", "(Gruppe 2)"],
        big=500,
    )
    rab = rng.random() < 0.5
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rp = Decimal(rng.choice([0, 5, 10, 15])) if rab else ZERO
        net = r2(a * (100 - rp) / 100)
        row = (
            [str(i), it[0], qfmt(q), it[1], ch(p)]
            + ([f"{rp:.0f} %" if rp else "–"] if rab else [])
            + [ch(net)]
        )
        body.append((row, net))
    heads = (
        ["Pos.", "Bezeichnung", "Menge", "Einh.", "Preis"]
        + (["Rabatt"] if rab else [])
        + ["Betrag CHF"]
    )
    ws = [0.06, 0.46, 0.08, 0.08, 0.12] + ([0.08] if rab else []) + [0.14]
    if not stated:
        body = [
            (["" if k in (4, len(c) - 1) else s_ for k, s_ in enumerate(c)], ZERO) for c, _ in body
        ]
    y = ltable(
        d,
        m,
        y,
        [wd * f / sum(ws) for f in ws],
        heads,
        body,
        "llrlr" + ("c" if rab else "") + "r",
        size=7.8,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        grid=False,
        carry=("Übertrag", "Übertrag", ch, 1, len(heads) - 1) if carry and stated else None,
    )
    net = sum((a for _, a in body), ZERO)
    mwst = r2(net * Decimal("0.081"))
    raw = net + mwst
    total = r05(raw)
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Total netto", ch(net), False),
            ("MWST 8,1 %" if rng.random() < 0.5 else "MWST 8.1%", ch(mwst), False),
        ]
        if total != raw:
            rows.append(("Rundung", ch(total - raw), False))
        rows.append(
            (la.pick(rng, "Total inkl. MWST|Bestellsumme|Total CHF|Gesamttotal"), fmt(total), True)
        )
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.8, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Preise gemäss Ihrer Offerte bzw. Jahreskonditionen; Rechnung nach Lieferung.",
            8.4,
            wd,
        )
    y += 10
    for t in [
        f"Liefertermin: {la.dfmt(dt + timedelta(days=rng.randint(7, 30)), 'dot')}. Bitte Lieferschein und Rechnung mit unserer Bestell-Nr. versehen.",
        "Zahlung 30 Tage netto. Schutzausrüstung gemäss EKAS-Richtlinie, mit Prüfzeichen.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2)
    if y + 70 > bottom:
        y = brk()
    y += 26
    d.t(m, y, "Freundliche Grüsse", 8.8)
    d.t(m, y + 13, buyer, 8.8)
    d.t(
        m,
        y + 46,
        f"{rng.choice(FO_F)} {rng.choice(FO_N)}, {rng.choice(['Revierförster', 'Betriebsleiter', 'Förster'])}",
        8.4,
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_de_ch_forstbetrieb_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fo)


# --------------------------------------------------------------------------- 8 fr-BE chocolatier's order for couverture and packaging

CO_V = "Namur|Dinant|Spa|Tournai|Mons|Arlon|Wavre|Nivelles|Huy|Bastogne|Liège|Charleroi|Louvain-la-Neuve|Waterloo".split(
    "|"
)
CO_N = "Delvaux|Lemaire|Gilson|Marchal|Collard|Dumont|Hanquet|Renard|Piron|Lambotte|Mathy|Dethier|Jacquet|Servais".split(
    "|"
)
CO_F = "Benoît|Isabelle|Thierry|Anne-Sophie|Olivier|Véronique|Luc|Catherine|Grégory|Nathalie".split(
    "|"
)
CO_BUY = [
    "Chocolaterie {n}",
    "{n} Chocolatier SRL",
    "Maison {n} SA",
    "Pralines {n} SRL",
    "Atelier du Chocolat {n}",
]
CO_SUP_FORMED = [
    "{n} Cacao SA",
    "{n} Emballages SRL",
    "Comptoir {n} SA",
    "{n} Food Ingredients SRL",
    "{n} & Fils SA",
    "Cartonnages {n} SRL",
    "{n} Pâtisserie Distribution SA",
]
CO_SUP_BARE = ["{n} Emballages", "Établissements {n}", "{f} {n}", "Rubans {n}"]
CO_ITEMS = [
    ("Couverture noire 70,5 % – callets, sac 10 kg", "sac", 6, 145, 235),
    ("Couverture lait 33,6 % – callets, sac 10 kg", "sac", 6, 130, 210),
    ("Couverture blanche 28 % – callets, sac 10 kg", "sac", 6, 135, 220),
    ("Beurre de cacao – pistoles, 3 kg", "seau", 6, 70, 120),
    ("Praliné noisette 50 %, seau 5 kg", "seau", 6, 75, 130),
    ("Crème fraîche 35 %, 5 l", "bidon", 6, 22, 38),
    ("Noisettes du Piémont torréfiées, 5 kg", "sac", 6, 85, 150),
    ("Ballotins 250 g, blanc or, par 100", "paquet", 21, 38, 75),
    ("Ballotins 500 g, blanc or, par 100", "paquet", 21, 52, 98),
    ("Ruban satin 10 mm, rouleau 100 m", "rouleau", 21, 6, 14),
    ("Moules polycarbonate 24 empreintes", "pièce", 21, 24, 46),
    ("Feuilles de transfert – motif maison, par 50", "paquet", 21, 45, 95),
    ("Sachets cellophane 12 x 20 cm, par 1000", "carton", 21, 18, 36),
    ("Cacao en poudre 22/24, 1 kg", "sac", 6, 12, 22),
]


def _co(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    n1, n2 = rng.sample(CO_N, 2)
    v1, v2 = rng.sample(CO_V, 2)
    buyer = rng.choice(CO_BUY).format(n=n1)
    sup = bare_or(rng, CO_SUP_FORMED, CO_SUP_BARE, 0.3).format(n=n2, f=rng.choice(CO_F))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["BC-####", f"{dt.year}/###", "C#####", f"BC{dt:%y}-###", "####"])
    )
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Bon de commande n°|N° de commande|Commande n°|N° bon de commande")
    sep = rng.choice([".", " "])

    def be(v: Decimal) -> str:
        return grouped(v, sep, ",")

    cur = rng.choice([lambda v: f"{be(v)} €", lambda v: f"€ {be(v)}", lambda v: f"EUR {be(v)}"])
    bce = la.digits(rng, "0###.###.###")
    iban = la.digits(rng, "BE## #### #### ####")

    def foot() -> None:
        d.t(
            m,
            d.h - 40,
            f"{buyer}  ·  TVA BE {bce}  ·  RPM {rng_rpm}  ·  IBAN {iban}",
            6.8,
            grey=0.35,
        )
        d.t(r, d.h - 40, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (suite)", 9, b=True)
        d.t(r, 44, buyer, 8, al="r")
        return 58

    rng_rpm = rng.choice(
        ["Liège, division Namur", "Hainaut, division Mons", "Brabant wallon", "Liège"]
    )
    d.t(m, 50, buyer, rng.choice([16, 18]), b=True)
    d.t(
        m,
        63,
        rng.choice(
            [
                "Artisan chocolatier depuis 19" + str(rng.randint(50, 99)),
                "Pralines et ganaches artisanales",
                "Maître chocolatier",
            ]
        ),
        8,
        grey=0.35,
    )
    d.t(
        m,
        75,
        f"{rng.choice(['Rue de la Station', 'Place du Marché', 'Rue Grande', 'Chaussée de Bruxelles'])} {rng.randint(1, 120)}, {la.digits(rng, '####')} {v1}  ·  Tél. 0{la.digits(rng, '# ### ## ##')}",
        7.6,
        grey=0.3,
    )
    d.t(r, 52, la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE"), 15, b=True, al="r")
    d.t(r, 68, f"{po_lab} {po}", 10.5, b=True, al="r")
    y = 92
    labels = ["Date", "Votre offre", "N° client chez vous", "Livraison souhaitée", "Paiement"]
    vals = [
        la.dfmt(dt, rng.choice(["dmy", "long_fr"])),
        la.digits(rng, rng.choice(["OF-####", "Off. ###/##", "D#####"])),
        la.digits(rng, "CL####"),
        la.dfmt(dt + timedelta(days=rng.randint(4, 20)), "dmy"),
        rng.choice(["30 jours fin de mois", "à 30 jours", "virement à réception"]),
    ]
    k = rng.choice([3, 4, 5])
    y = d.grid(m, y, [wd / k] * k, labels[:k], vals[:k], size=8) + 14
    sb = (
        "Fournisseur",
        [
            sup,
            f"{rng.choice(['Zoning industriel', 'Rue de l’Industrie', 'Avenue des Artisans', 'Parc d’activités'])} {rng.randint(1, 60)}",
            f"{la.digits(rng, '####')} {v2}",
            f"TVA BE {la.digits(rng, '0###.###.###')}",
        ],
    )
    lb = (
        "Adresse de livraison",
        [
            buyer,
            "Atelier – entrée fournisseurs",
            f"{la.digits(rng, '####')} {v1}",
            f"Réception : {rng.choice(CO_F)} ({rng.choice(['7h-12h', '8h-15h'])})",
        ],
    )
    fb = ("Facturation", [buyer, "comptabilite@" + n1.lower() + "-chocolat.be"])
    blocks = [sb, lb] + ([fb] if rng.random() < 0.4 else [])
    if rng.random() < 0.35:
        blocks[0], blocks[1] = blocks[1], blocks[0]
    bw = (wd - 12 * (len(blocks) - 1)) / len(blocks)
    yb = y
    for i, (t, rows) in enumerate(blocks):
        x = m + i * (bw + 12)
        sty = "none" if t == "Fournisseur" and rng.random() < 0.25 else "box"
        yb = max(
            yb, la.block(d, x, y, t, rows, style=sty, w=bw, size=8.2, b_first=t == "Fournisseur")
        )
    y = yb + 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36, 72])
    lines = more_lines(
        rng, CO_ITEMS, n, [1, 2, 2, 3, 4, 5, 10, 20], ["(Pâques)", "(Saint-Nicolas)", "(réassort)"]
    )
    remise = rng.random() < 0.4
    body = []
    for it, q, p, a in lines:
        rp = Decimal(rng.choice([0, 3, 5, 10])) if remise else ZERO
        net = r2(a * (100 - rp) / 100)
        row = (
            [la.digits(rng, "####"), it[0], qfmt(q), it[1], be(p)]
            + ([f"{rp:.0f} %" if rp else ""] if remise else [])
            + [f"{it[2]} %", be(net)]
        )
        body.append((row, net, it[2]))
    heads = (
        ["Réf.", "Désignation", "Qté", "Unité", "P.U. HTVA"]
        + (["Remise"] if remise else [])
        + ["TVA", "Total HTVA"]
    )
    ws = [0.08, 0.42, 0.06, 0.08, 0.11] + ([0.08] if remise else []) + [0.06, 0.13]
    rows_ = [(c, a) for c, a, _ in body]
    if not stated:
        rows_ = [
            (["" if k in (4, len(c) - 1) else s_ for k, s_ in enumerate(c)], ZERO) for c, _ in rows_
        ]
    y = ltable(
        d,
        m,
        y,
        [wd * f / sum(ws) for f in ws],
        heads,
        rows_,
        "llrcr" + ("c" if remise else "") + "cr",
        size=7.6,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    ht6 = sum((a for _, a, t in body if t == 6), ZERO)
    ht21 = sum((a for _, a, t in body if t == 21), ZERO)
    tr = Decimal(rng.choice([0, 0, 25, 35, 48]))
    ht21 += tr
    t6, t21 = r2(ht6 * Decimal("0.06")), r2(ht21 * Decimal("0.21"))
    total = ht6 + ht21 + t6 + t21
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = []
        if tr:
            rows.append(("Frais de transport (21 %)", be(tr), False))
        rows.append(("Total HTVA", be(ht6 + ht21), False))
        if ht6:
            rows.append((f"TVA 6 % sur {be(ht6)}", be(t6), False))
        if ht21:
            rows.append((f"TVA 21 % sur {be(ht21)}", be(t21), False))
        rows.append(
            (
                la.pick(rng, "Total TVAC|TOTAL TVA comprise|Montant total TVAC|Total à payer"),
                cur(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.5, r - 3, y, rows, 8.6, shade=0.9)
        if rng.random() < 0.3:
            ac = r2(total * Decimal("0.3"))
            y = wrapped(
                d,
                m + wd * 0.5,
                y + 4,
                f"Acompte versé à la commande : {cur(ac)} – solde : {cur(total - ac)}",
                7.6,
                wd * 0.5,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Prix selon votre offre en vigueur ; le montant sera confirmé par votre confirmation de commande.",
            8.2,
            wd,
        )
    y += 10
    for t in [
        "Denrées alimentaires : certificat d’analyse et DLUO d’au moins 9 mois à la livraison. Température de transport max. 18 °C.",
        "Merci de rappeler notre numéro de commande sur le bon de livraison et la facture.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 32
    if y + 20 > bottom:
        y = brk() + 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Pour {buyer} – {rng.choice(CO_F)} {n1}")
    d.sign(m + sw + 20, y, sw, "Accusé de réception du fournisseur (date et signature)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_fr_be_chocolaterie_commande_matieres(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _co)


# --------------------------------------------------------------------------- 9 it-IT beach establishment's order for the season's equipment

BA_L = "Rimini|Riccione|Cesenatico|Viareggio|Forte dei Marmi|Jesolo|Alassio|Gallipoli|Senigallia|Sperlonga|Lignano|San Benedetto del Tronto|Tropea|Lerici".split(
    "|"
)
BA_N = "Aurora|Nettuno|Conchiglia|Gabbiano|Delfino|Sirena|Scogliera|Marechiaro|Tramonto|Vela|Perla|Corallo|Ancora|Maestrale".split(
    "|"
)
BA_F = "Marco|Giulia|Davide|Elena|Stefano|Laura|Matteo|Silvia|Roberto|Federica".split("|")
BA_S = "Ferri|Bianchi|Marchetti|Galli|Pellegrini|Colombo|Mancini|Fabbri|Santoro|Vitali".split("|")
BA_BUY = [
    "Bagni {n}",
    "Lido {n} S.r.l.",
    "Stabilimento Balneare {n} di {f} {s} & C. S.a.s.",
    "{n} Beach S.r.l.",
    "Bagno {n} n. {k}",
]
BA_SUP_FORMED = [
    "{s} Ombrelloni S.r.l.",
    "{s} Arredo Mare S.p.A.",
    "Forniture Balneari {s} S.r.l.",
    "{s} & {s2} S.n.c.",
    "{s} Outdoor S.r.l.",
    "Tessitura {s} S.p.A.",
]
BA_SUP_BARE = [
    "{s} Tende e Ombrelloni di {f} {s}",
    "Falegnameria {s}",
    "{f} {s} Forniture per spiagge",
]
BA_ITEMS = [
    ("Ombrellone in legno Ø 240 cm, telo acrilico", "pz", 95, 180),
    ("Lettino in alluminio con schienale regolabile", "pz", 68, 135),
    ("Sdraio regista in legno di faggio", "pz", 38, 72),
    ("Telo ricambio acrilico per ombrellone Ø 240", "pz", 32, 64),
    ("Cabina spogliatoio in legno 150x150", "pz", 1450, 2650),
    ("Passerella in legno di pino trattato", "ml", 45, 85),
    ("Boa di segnalazione arancione Ø 40 cm", "pz", 28, 55),
    ("Pattino di salvataggio in vetroresina", "pz", 1800, 3200),
    ("Cassetta pronto soccorso completa", "pz", 45, 95),
    ("Doccia solare 35 l", "pz", 190, 360),
    ("Palo portaombrellone zincato", "pz", 14, 28),
    ("Tavolino in resina", "pz", 22, 45),
    ("Cuscino per lettino, tessuto nautico", "pz", 25, 52),
]


def _ba(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    loc = rng.choice(BA_L)
    s1, s2 = rng.sample(BA_S, 2)
    buyer = rng.choice(BA_BUY).format(
        n=rng.choice(BA_N), f=rng.choice(BA_F), s=s1, k=rng.randint(1, 150)
    )
    sup = bare_or(rng, BA_SUP_FORMED, BA_SUP_BARE, 0.3).format(
        s=s2, s2=rng.choice(BA_S), f=rng.choice(BA_F)
    )
    dt = a_day(rng)
    season = dt.year if dt.month < 7 else dt.year + 1
    po = la.digits(
        rng, rng.choice(["###/" + str(season), "OA-####", f"{dt.year}/OF/###", "##", "ORD####"])
    )
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "ORDINE DI ACQUISTO N.|Ordine n.|Ordine fornitore n.|N. ordine")
    piva = la.digits(rng, "0##########")
    cur = rng.choice([lambda v: f"€ {eu(v)}", lambda v: f"{eu(v)} €", lambda v: f"EUR {eu(v)}"])

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{buyer} – P.IVA {piva} – concessione demaniale marittima n. {conc}",
            6.8,
            grey=0.35,
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
        d.t(m, 44, f"{po_lab} {po} del {la.dfmt(dt, 'dmy')} – segue", 9, b=True)
        return 58

    conc = la.digits(rng, "##/" + str(dt.year - rng.randint(3, 20)))
    d.t(m, 48, buyer, 15, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Lungomare', 'Viale della Spiaggia', 'Lungomare Marconi', 'Via del Faro'])} {rng.randint(1, 200)} – {la.digits(rng, '#####')} {loc}",
            f"P.IVA e C.F. {piva}  ·  tel. 0{la.digits(rng, '### ######')}",
            f"info@{buyer.split()[1].lower()}{rng.choice(['beach', 'mare', ''])}.it",
        ],
        7.8,
        lead=10.5,
    )
    xs = m + wd * 0.55
    d.t(xs, 56, la.pick(rng, "Spett.le|Spett.|Alla cortese attenzione di"), 8.4, grey=0.35)
    d.lines(
        xs,
        60,
        [
            sup,
            f"{rng.choice(['Via Emilia', 'Via dell’Artigianato', 'Zona Industriale', 'Via Roma'])} {rng.randint(1, 300)}",
            f"{la.digits(rng, '#####')} {rng.choice(BA_L)}",
            f"P.IVA {la.digits(rng, '0##########')}",
        ],
        9.2,
        b_first=True,
        lead=11.5,
    )
    y = 120
    d.t(m, y, f"{po_lab} {po}", 12.5, b=True)
    d.t(r, y, f"{loc}, {la.dfmt(dt, rng.choice(['dmy', 'long_it']))}", 8.6, al="r")
    y += 10
    labels = ["Rif. Vs. preventivo", "Codice fornitore", "Stagione", "Consegna entro", "Pagamento"]
    vals = [
        la.digits(rng, rng.choice(["n. ###/##", "PR-####", "####"])),
        la.digits(rng, "F####"),
        f"Estate {season}",
        la.dfmt(dt + timedelta(days=rng.randint(10, 45)), "dmy"),
        rng.choice(["Bonifico 30 gg d.f.", "RiBa 60 gg", "Acconto 30% e saldo alla consegna"]),
    ]
    if rng.random() < 0.5:
        labels[1], vals[1] = "CIG / Rif. interno", la.digits(rng, "RI-###")
    y = d.grid(m, y, [wd * f for f in (0.2, 0.16, 0.16, 0.18, 0.3)], labels, vals, size=8) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [22, 28] if land else [28, 34])
    lines = more_lines(
        rng,
        BA_ITEMS,
        n,
        [2, 4, 10, 20, 30, 50, 80, 120],
        ["(fila 1)", "(zona VIP)", "(ricambio)"],
        big=1000,
    )
    sc = rng.random() < 0.6
    body = []
    for it, q, p, a in lines:
        rp = Decimal(rng.choice([0, 5, 10, 15, 20])) if sc else ZERO
        net = r2(a * (100 - rp) / 100)
        body.append(
            (
                [la.digits(rng, "@@-###"), it[0], it[1], qfmt(q), eu(p)]
                + ([f"{rp:.0f}%" if rp else ""] if sc else [])
                + [eu(net)],
                net,
            )
        )
    heads = (
        ["Cod.", "Descrizione", "U.M.", "Q.tà", "Prezzo unit."]
        + (["Sc. %"] if sc else [])
        + ["Importo"]
    )
    ws = [0.09, 0.46, 0.06, 0.07, 0.12] + ([0.07] if sc else []) + [0.13]
    if not stated:
        body = [
            (["" if k in (4, len(c) - 1) else s_ for k, s_ in enumerate(c)], ZERO) for c, _ in body
        ]
    y = ltable(
        d,
        m,
        y,
        [wd * f / sum(ws) for f in ws],
        heads,
        body,
        "llcrr" + ("c" if sc else "") + "r",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    imp = sum((a for _, a in body), ZERO)
    trasp = Decimal(rng.choice([0, 0, 80, 150, 250]))
    imp += trasp
    iva = r2(imp * Decimal("0.22"))
    total = imp + iva
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = []
        if trasp:
            rows.append(("Trasporto e montaggio", eu(trasp), False))
        rows += [
            ("Imponibile", eu(imp), False),
            ("IVA 22%", eu(iva), False),
            (
                la.pick(rng, "Totale ordine|TOTALE|Totale documento|Totale IVA inclusa"),
                cur(total),
                True,
            ),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.8, box_last=True)
        if rng.random() < 0.35:
            y = wrapped(
                d,
                m + wd * 0.4,
                y + 4,
                f"Acconto alla conferma (30%): {cur(r2(total * Decimal('0.3')))} – saldo alla consegna.",
                7.6,
                wd * 0.6,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Prezzi come da Vs. listino stagionale; importo da confermare con Vs. conferma d’ordine.",
            8.2,
            wd,
        )
    y += 10
    for t in [
        "Merce franco stabilimento, consegna e montaggio prima dell’apertura della stagione balneare. Tessuti certificati anti-UV e ignifughi.",
        "Si prega di restituire copia del presente ordine firmata per accettazione e di indicarne il numero in fattura.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, f"Il titolare – {rng.choice(BA_F)} {s1}")
    d.sign(m + sw + 20, y, sw, "Timbro e firma del fornitore per accettazione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_it_stabilimento_balneare_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ba)


# --------------------------------------------------------------------------- 10 es-MX service station's lubricants and supplies order

GS_C = "Querétaro|Celaya|Irapuato|León|Aguascalientes|San Luis Potosí|Saltillo|Torreón|Culiacán|Hermosillo|Morelia|Tepic|Zacatecas|Durango|Pachuca".split(
    "|"
)
GS_N = "Del Valle|Los Pinos|Santa Fe|El Sauz|La Joya|Las Palmas|San Miguel|El Mirador|Tres Caminos|La Loma|Real del Monte|Bajío".split(
    "|"
)
GS_BUY = [
    "Servicio {n}, S.A. de C.V.",
    "Gasolinera {n} S.A. de C.V.",
    "Estación de Servicio {n} S. de R.L. de C.V.",
    "Grupo Gasolinero {n}, S.A.P.I. de C.V.",
    "Combustibles {n}, S.A. de C.V.",
]
GS_F = "José Luis|María Elena|Juan Carlos|Guadalupe|Roberto|Verónica|Alejandro|Patricia|Arturo|Claudia".split(
    "|"
)
GS_L = "Hernández|García|Martínez|López|Ramírez|Flores|Torres|Rivera|Mendoza|Castillo|Ortega|Vargas".split(
    "|"
)
GS_SUP_FORMED = [
    "Lubricantes {x}, S.A. de C.V.",
    "Distribuidora {x} del Bajío S.A. de C.V.",
    "{x} Equipos Petroleros S. de R.L. de C.V.",
    "Comercializadora {x}, S.A. de C.V.",
    "{x} Lubricación Industrial S.A. de C.V.",
]
GS_SUP_BARE = ["{f} {l} {l2}", "Refaccionaria {x}", "Abarrotes y Distribuidora {x}"]
GS_X = "Atlas|Potosina|Norteña|Azteca|Centauro|Sierra Madre|Alfa|Cóndor|Jaguar|Costa Pacífico|Imperial".split(
    "|"
)
GS_ITEMS = [
    ("Aceite motor 15W-40 diésel, cubeta 19 L", "CUB", 1450, 2350),
    ("Aceite 5W-30 sintético, caja 12 x 946 ml", "CJA", 1480, 2600),
    ("Aceite 20W-50 multigrado, caja 12 x 946 ml", "CJA", 980, 1650),
    ("Anticongelante 50/50, caja 6 galones", "CJA", 620, 1080),
    ("Líquido de frenos DOT 3, caja 24 x 350 ml", "CJA", 780, 1350),
    ("Aditivo limpiador de inyectores 354 ml", "PZA", 68, 135),
    ('Manguera despachadora 3/4" x 4.3 m', "PZA", 1250, 2400),
    ('Pistola despachadora automática 3/4"', "PZA", 2900, 5200),
    ("Filtro para dispensario 30 micras", "PZA", 260, 480),
    ("Franela roja, paquete 1 kg", "PAQ", 55, 95),
    ("Toalla interdoblada para despachador, caja", "CJA", 320, 560),
    ("Aromatizante para auto, exhibidor 24 pzas", "EXH", 260, 480),
    ("Limpiaparabrisas concentrado, galón", "GAL", 45, 90),
    ('Señalamiento "No fumar" reflejante', "PZA", 120, 260),
]


def _gs(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter if rng.random() < 0.65 else A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(30, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    city = rng.choice(GS_C)
    buyer = rng.choice(GS_BUY).format(n=rng.choice(GS_N))
    l1, l2 = rng.sample(GS_L, 2)
    sup = bare_or(rng, GS_SUP_FORMED, GS_SUP_BARE, 0.3).format(
        x=rng.choice(GS_X), f=rng.choice(GS_F), l=l1, l2=l2
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["OC-#####", "####", f"OC{dt:%y}-####", "E####-OC-###", "######"])
    )
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "ORDEN DE COMPRA No.|Orden de compra|Folio OC|No. de orden")
    rfc = la.digits(rng, "@@@######@@#")
    cre = la.digits(rng, "PL/#####/EXP/ES/20##")

    def foot() -> None:
        d.t(m, d.h - 32, f"{buyer}  ·  RFC {rfc}  ·  Permiso CRE {cre}", 6.8, grey=0.35)
        d.t(
            r,
            d.h - 32,
            f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{po_lab} {po} – continúa", 9, b=True)
        return 56

    d.box(m, 28, 44, 44, fill=0.85, stroke=False)
    d.t(m + 22, 55, "".join(w[0] for w in buyer.split()[:2]).upper(), 13, b=True, al="c")
    d.t(m + 54, 44, buyer, 12.5, b=True)
    d.lines(
        m + 54,
        49,
        [
            f"Estación {la.digits(rng, 'E####')}  ·  {rng.choice(['Carr. Federal 57 km', 'Blvd. Las Torres', 'Av. Constitución', 'Libramiento Norte km'])} {rng.randint(1, 300)}, {city}",
            f"RFC {rfc}  ·  Tel. {la.digits(rng, '(###) ### ####')}",
        ],
        7.6,
        lead=10,
    )
    bw = 170
    d.box(r - bw, 28, bw, 48, stroke=True, lw=1)
    d.box(r - bw, 28, bw, 16, fill=0.85)
    d.t(r - bw / 2, 40, la.pick(rng, "ORDEN DE COMPRA|Orden de Compra"), 9.5, b=True, al="c")
    d.t(r - bw / 2, 58, po, 12, b=True, al="c")
    d.t(r - bw / 2, 71, la.dfmt(dt, rng.choice(["dmy", "long_es"])), 7.8, al="c")
    y = 88
    sl = la.pick(rng, "Proveedor|PROVEEDOR|Vendedor|")
    sy = y
    if sl:
        d.t(m, sy + 8, sl, 8, b=True, grey=0.35)
        sy += 12
    sy = d.lines(
        m,
        sy,
        [
            sup,
            f"RFC {la.digits(rng, '@@@@######@@#' if any(sup.startswith(f) for f in GS_F) else '@@@######@@#')}",
            f"{rng.choice(['Av. Industrias', 'Calle Norte 5', 'Blvd. Bernardo Quintana', 'Av. Juárez'])} {rng.randint(10, 900)}, {rng.choice(GS_C)}",
            f"Atención: {rng.choice(GS_F)} {rng.choice(GS_L)}",
        ],
        8.8,
        b_first=True,
        lead=11,
    )
    kx = m + wd * 0.55
    kv = [
        ("Requisición", la.digits(rng, rng.choice(["REQ-####", "R-#####"]))),
        ("Cotización", la.digits(rng, rng.choice(["COT-#####", "C####"]))),
        ("No. de proveedor", la.digits(rng, "P####")),
        (
            "Centro de costo",
            rng.choice(
                ["Tienda de conveniencia", "Pista / despacho", "Mantenimiento", "Lubricación"]
            ),
        ),
        ("Condiciones", rng.choice(["Crédito 30 días", "Contado", "Crédito 15 días"])),
        ("Entregar en", f"Estación {city}"),
    ]
    yy = d.kv(kx, y, kv, 86, 8)
    y = max(sy, yy) + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [28, 34])
    lines = more_lines(
        rng,
        GS_ITEMS,
        n,
        [1, 2, 3, 4, 6, 10, 12, 24],
        ["(promoción)", "(tienda)", "(bodega)"],
        big=2000,
    )
    body = [
        ([str(i), it[1], qfmt(q), la.digits(rng, "######"), it[0], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.07, 0.07, 0.1, 0.45, 0.12, 0.14)],
        ["Part.", "Unidad", "Cant.", "Clave", "Descripción", "P. unitario", "Importe"],
        body,
        "ccrllrr",
        size=7.6,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    sub = sum((a for *_, a in lines), ZERO)
    dpc = rng.choice([0, 0, 0, 3, 5, 8])
    desc = r2(sub * dpc / 100)
    iva = r2((sub - desc) * Decimal("0.16"))
    total = sub - desc + iva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", f"${en2(sub)}", False)]
        if desc:
            rows.append((f"Descuento {dpc}%", f"-${en2(desc)}", False))
        rows += [
            ("IVA 16%", f"${en2(iva)}", False),
            (la.pick(rng, "Total|TOTAL|Total M.N.|Importe total"), f"${en2(total)}", True),
        ]
        y0 = y
        y = d.summary(m + wd * 0.62, r - 3, y, rows, 8.8, boxed=rng.random() < 0.5)
        d.t(m, y0 + 10, "Importe con letra:", 7.6, b=True)
        wrapped(d, m, y0 + 14, mx_words(total), 7.6, wd * 0.55)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Precios según lista vigente del proveedor; importe a confirmar en la factura (CFDI).",
            8.2,
            wd,
        )
    y += 12
    for t in [
        "Facturar (CFDI 4.0, uso G01, método PPD) a nombre de la razón social arriba indicada, citando el número de esta orden de compra.",
        "Horario de recepción: lunes a sábado de 8:00 a 14:00. No se recibe mercancía sin orden de compra.",
    ]:
        if y + 22 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 32
    if y + 20 > bottom:
        y = brk() + 30
    sw = (wd - 40) / 3
    for k, cap in enumerate(["Elaboró", "Autorizó (Gerente de estación)", "Proveedor (acepto)"]):
        d.sign(m + k * (sw + 20), y, sw, cap)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind41_es_mx_gasolinera_lubricantes_oc(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gs)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind41_") and callable(fn)
}

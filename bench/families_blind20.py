# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind19 (`blind20_*`).

- blind20_zh_canyin_shicai_caigou
- blind20_hk_songhuo_fapiao_dan
- blind20_ja_byoin_yodo_hacchu
- blind20_ko_jumun_hwaginseo
- blind20_en_ke_local_purchase_order
- blind20_de_at_abruf_rahmenvertrag
- blind20_it_ddt_vs_ordine
- blind20_fi_tilausvahvistus
- blind20_el_protimologio
- blind20_hr_narudzbenica

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's paper, the customer's order it quotes; on a
call-off under a framework contract, the call-off order's number, never the contract's own);
the supplier (vendor, seller, contractor) exactly as printed (a Hong Kong seller's Chinese
name where its English one is printed too); the grand total as "1234.50" (whole won and yen
as "1234.00"; "" when the document states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, twice  # noqa: E402
from families_blind14 import ACCENTS, rgb_box, rgb_text  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import price, qty, r0, r2, take, wrapped  # noqa: E402
from families_blind19 import crow, de, lrow, ltable, none_meta, us, won  # noqa: E402
from families_latin2 import snug  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.75, 0.1, 0.1)
BLUE = Color(0.1, 0.2, 0.5)


def yen0(v: Decimal) -> str:
    return f"{r0(v):,.0f}"


def ctable(
    pdf: cj.Pdf,
    x: float,
    y: float,
    widths: Sequence[float],
    heads: Sequence[str],
    rows: Sequence[tuple[Sequence[str], Decimal]],
    align: str,
    *,
    rowh: float,
    size: float,
    bottom: float,
    brk: Callable[[], float],
    sub: tuple[str, Callable[[Decimal], str], int, int] | None = None,
    carry: tuple[str, str, Callable[[Decimal], str], int, int] | None = None,
    fill: Color = cj.SHADE,
    hh: float = 18,
) -> float:
    """Header and rows over pages on a cj page: `sub` = (label, formatter, label column, amount
    column) prints a page subtotal before each break; `carry` = (foot label, head label,
    formatter, label column, amount column) prints the running sum across pages."""
    n = len(widths)

    def row_of(lab: str, col: int, acol: int, v: str) -> list[str]:
        cells = [""] * n
        cells[col] = lab
        cells[acol] = v
        return cells

    y = crow(pdf, x, y, widths, heads, align, h=hh, size=size, fill=fill, head=True)
    run, page = ZERO, ZERO
    extra = (1 if sub else 0) + (1 if carry else 0)
    for cells, amt in rows:
        if y + rowh * (1 + extra) > bottom:
            if sub:
                y = crow(
                    pdf,
                    x,
                    y,
                    widths,
                    row_of(sub[0], sub[2], sub[3], sub[1](page)),
                    align,
                    h=rowh,
                    size=size,
                    bold=True,
                )
            if carry:
                y = crow(
                    pdf,
                    x,
                    y,
                    widths,
                    row_of(carry[0], carry[3], carry[4], carry[2](run)),
                    align,
                    h=rowh,
                    size=size,
                    bold=True,
                )
            y = brk()
            y = crow(pdf, x, y, widths, heads, align, h=hh, size=size, fill=fill, head=True)
            if carry:
                y = crow(
                    pdf,
                    x,
                    y,
                    widths,
                    row_of(carry[1], carry[3], carry[4], carry[2](run)),
                    align,
                    h=rowh,
                    size=size,
                    bold=True,
                )
            page = ZERO
        y = crow(pdf, x, y, widths, cells, align, h=rowh, size=size)
        run += amt
        page += amt
    return y


def words_en(v: Decimal) -> tuple[str, int]:
    """Whole units in title-case English words, and the cents."""
    cents = int(r2(v) * 100)
    whole_ = cj._words(cents // 100).title().replace(" And ", " and ")
    return whole_, cents % 100


# --------------------------------------------------------------------------- 1 zh-Hans catering ingredients

ZH_BUY_T = "餐饮管理有限公司|餐饮连锁有限公司|酒店管理有限公司|团餐服务有限公司|中央厨房食品有限公司|餐饮集团有限公司"
ZH_SUP_T = "农副产品有限公司|食品有限公司|冻品贸易有限公司|蔬菜配送有限公司|粮油贸易有限公司|生鲜供应链有限公司|水产品有限公司|调味品商行"
# name | spec | unit | lo | hi
ZH_FOOD = [
    ("猪五花肉", "带皮 冷鲜", "kg", 26, 38),
    ("鸡胸肉", "冷冻 2kg/袋", "袋", 28, 46),
    ("牛腩", "冷冻 谷饲", "kg", 58, 85),
    ("草鱼", "鲜活 1.5kg以上", "kg", 12, 19),
    ("基围虾", "冻品 40-50只/斤", "kg", 68, 110),
    ("西兰花", "一级 净菜", "kg", 6, 12),
    ("土豆", "黄心 大果", "kg", 2.2, 4.5),
    ("大白菜", "净菜", "kg", 1.5, 3.2),
    ("番茄", "普罗旺斯 一级", "kg", 5, 9),
    ("鸡蛋", "鲜蛋 360枚/箱", "箱", 110, 168),
    ("东北大米", "长粒香 25kg", "袋", 120, 185),
    ("面粉", "高筋 25kg", "袋", 95, 140),
    ("大豆油", "一级 20L", "桶", 168, 245),
    ("生抽酱油", "1.9L×6瓶", "箱", 62, 98),
    ("食用盐", "400g×40袋", "箱", 48, 70),
    ("白砂糖", "一级 50kg", "袋", 280, 360),
    ("干香菇", "花菇 500g", "包", 38, 75),
    ("豆腐", "北豆腐 500g", "盒", 2.5, 4.2),
    ("冷冻薯条", "2.5kg×4袋", "箱", 110, 165),
    ("纯牛奶", "1L×12盒", "箱", 68, 98),
    ("料酒", "500ml×12瓶", "箱", 36, 60),
    ("一次性餐盒", "750ml 300套", "箱", 85, 130),
]


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    (c1, _), (c2, _) = rng.sample(cj.CITIES, 2)
    b1, b2 = rng.sample(cj.BRANDS, 2)
    buyer = f"{c1}{b1[0]}{cj.pick(rng, ZH_BUY_T)}"
    st = cj.pick(rng, ZH_SUP_T)
    sup = f"{c2}{b2[0]}{st}" if rng.random() < 0.7 else f"{c2}市{b2[0]}{st}"
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "CY{Y}{m}{d}{n3}|SC-PO-{y}{m}{n4}|CG{Y}{n5}|{Y}{m}{d}-{n4}|ZY-{y}{m}{d}-{n2}"
    )
    quote = cj.number(rng, d, "BJ{y}{m}{n3}|QT-{Y}-{n4}")
    ht = cj.number(rng, d, "GXHT-{Y}-{n3}|HT{y}{n4}")
    page = [1]
    ds = cj.pick(rng, "cn|iso|slash")
    store = buyer.replace("有限公司", "") + cj.pick(rng, "中央厨房|第一门店|配送中心|员工食堂")
    title = cj.pick(rng, "食材采购订单|采 购 订 单|原材料采购单|采购订单")
    no_lab = cj.pick(rng, "订单编号|采购单号|单号|订单号")
    style = rng.choice(["party", "lines", "to"])
    num_at = (
        rng.choice(["title", "box", "grid"]) if style != "party" else rng.choice(["title", "box"])
    )

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 26,
            f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页",
            8,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　{title.replace(' ', '')}（续）", 9.5, bold=True)
        pdf.text(right, 36, f"{no_lab}：{po}", 9, align="r")
        return 46

    y = 46
    pdf.text(pdf.w / 2, y, buyer, 15, align="c", bold=True)
    y += 24
    if num_at == "title":
        pdf.text(pdf.w / 2, y, f"{title}　No. {po}", 16, align="c", bold=True)
    else:
        pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
    if num_at == "box":
        bw = 150
        pdf.rect(right - bw, y - 14, bw, 18, stroke=cj.black, lw=0.8)
        pdf.text(right - bw + 4, y - 1, f"{no_lab}：{po}", 9.5, maxw=bw - 8)
    y += 14
    pdf.text(m, y, f"下单日期：{cj.fdate(d, ds)}", 8.8)
    pdf.text(m + wd * 0.38, y, f"要求到货：{cj.fdate(cj.later(rng, d, 1, 6), ds)}", 8.8)
    if rng.random() < 0.5:
        pdf.text(right, y, f"报价单号：{quote}", 8.8, align="r")
    y += 8
    b_adr, s_adr = cj.zh_addr(rng), cj.zh_addr(rng)
    b_who, s_who = cj.person(rng), cj.person(rng)
    if style == "party":
        a_lab = cj.pick(rng, "甲方（采购方）|甲方（需方）|需方")
        b_lab = {
            "甲方（采购方）": "乙方（供应方）",
            "甲方（需方）": "乙方（供方）",
            "需方": "供方",
        }[a_lab]
        rows = [
            ["项目", a_lab, b_lab],
            ["单位名称", buyer, sup],
            ["地　　址", b_adr, s_adr],
            ["联 系 人", f"{b_who}　{cj.mobile(rng)}", f"{s_who}　{cj.mobile(rng)}"],
            ["统一社会信用代码", cj.credit_code(rng), cj.credit_code(rng)],
        ]
        if rng.random() < 0.5:
            bk, acct = cj.bank(rng)
            rows.append(["开户行及账号", "—", f"{bk} {acct}"])
        widths = cj.rel(wd, [18, 41, 41])
        y = cj.Pdf.grid(pdf, m, y + 4, widths, rows, row_h=17, size=8.2, align="lll")
    elif style == "lines":
        sl = cj.pick(rng, "供应商|供货单位|供方|乙方")
        bl = {"供应商": "采购单位", "供货单位": "订货单位", "供方": "需方", "乙方": "甲方"}[sl]
        y += 10
        rows_l = [f"{bl}：{buyer}", f"地址：{b_adr}", f"联系人：{b_who}　电话：{cj.zh_tel(rng)}"]
        rows_r = [f"{sl}：{sup}", f"地址：{s_adr}", f"联系人：{s_who}　电话：{cj.mobile(rng)}"]
        if rng.random() < 0.5:
            rows_l, rows_r = rows_r, rows_l
        for k in range(3):
            pdf.text(m, y + k * 14, rows_l[k], 8.8, maxw=wd * 0.48)
            pdf.text(m + wd * 0.52, y + k * 14, rows_r[k], 8.8, maxw=wd * 0.48)
        y += 36
    else:
        y += 14
        pdf.text(m, y, f"致：{sup}", 10.5, bold=True)
        y += 14
        pdf.text(
            m,
            y,
            f"联系人：{s_who}　电话：{cj.mobile(rng)}　地址：{s_adr}",
            8.3,
            colour=GREY,
            maxw=wd,
        )
        y += 14
        pdf.text(
            m,
            y,
            "　　根据双方供货协议，现向贵司订购下列食材，请按要求的时间、品质及数量送达。",
            8.8,
        )
        y += 6
    if num_at == "grid":
        y = kgrid(
            pdf,
            m,
            y + 6,
            cj.rel(wd, [14, 22, 14, 22, 12, 16]),
            [[no_lab, po, "合同编号", ht, "收货", store]],
            h=17,
            size=8.2,
            labels=(0, 2, 4),
            fill=PALE,
        )
    y += 8
    n = rng.randint(3, 12) if rng.random() < 0.6 else rng.randint(20, 44)
    rows_ = []
    for name, spec, unit, lo, hi in take(rng, ZH_FOOD, n):
        p = price(rng, lo, hi)
        q = Decimal(rng.choice([2, 5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100]))
        if unit in ("箱", "袋", "桶") and hi > 80:
            q = Decimal(rng.choice([1, 2, 3, 4, 5, 6, 8, 10]))
        amt = r2(p * q)
        rows_.append(
            ([str(len(rows_) + 1), name, spec, unit, f"{q}", cj.money(p), cj.money(amt), ""], amt)
        )
    heads = ["序号", "品名", "规格", "单位", "数量", "单价(元)", "金额(元)", "备注"]
    widths = cj.rel(wd, [5, 18, 20, 6, 8, 11, 13, 12])
    al = "cllcrrrl"
    sub = ("本页小计", cj.money, 1, 6) if rng.random() < 0.6 else None
    carry = ("转下页", "承上页", cj.money, 1, 6) if sub is None and rng.random() < 0.5 else None
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows_,
        al,
        rowh=16,
        size=8.2,
        bottom=bottom - 10,
        brk=brk,
        sub=sub,
        carry=carry,
    )
    goods = sum((a for _, a in rows_), ZERO)
    freight = Decimal(rng.choice([0, 0, 50, 80, 120, 200])) if rng.random() < 0.5 else ZERO
    disc = r0(goods * Decimal(rng.choice([1, 2, 3])) / 100) if rng.random() < 0.3 else ZERO
    total = goods + freight - disc
    need = 150
    if y + need > bottom:
        y = brk()
    trs = [("商品金额合计", cj.money(goods))]
    if freight:
        trs.append(("运费", cj.money(freight)))
    if disc:
        trs.append(("优惠减免", f"-{cj.money(disc)}"))
    tot_lab = cj.pick(rng, "订单总金额|应付总额|合计金额|订单金额")
    if len(trs) > 1 or rng.random() < 0.5:
        trs.append((tot_lab, f"¥{cj.money(total)}"))
    else:
        trs = [(tot_lab, f"¥{cj.money(total)}")]
    tx = m + wd * 0.55
    for lab, val in trs:
        y += 15
        last = lab == tot_lab
        pdf.text(tx, y, lab, 9.2 if last else 8.8, bold=last)
        pdf.text(right - 4, y, val, 9.2 if last else 8.8, align="r", bold=last)
    y += 16
    pdf.text(m, y, f"大写金额：人民币{cj.daxie(total)}", 9)
    y += 14
    if rng.random() < 0.45:
        pct = rng.choice([20, 30, 50])
        dep = r2(total * pct / 100)
        pdf.text(
            m,
            y,
            f"预付定金（{pct}%）：¥{cj.money(dep)}　　尾款：¥{cj.money(total - dep)}（货到验收合格后7日内支付）",
            8.5,
            colour=GREY,
        )
        y += 14
    y += 4
    notes = [
        "所有食材须符合国家食品安全标准，随货提供检验检疫证明及供货清单。",
        "冷冻及冷藏产品须冷链运输，到货温度不合格的拒收。",
        f"收货地址：{store}（{cj.zh_addr(rng)}）",
        f"送货单请注明本{no_lab}，每日早上7:00前送达。",
        "价格含税含运输，发票开具增值税普通发票。",
    ]
    pdf.text(m, y, "备注：", 8.5, bold=True)
    for k, t in enumerate(rng.sample(notes, rng.randint(2, 4))):
        y += 13
        pdf.text(m + 10, y, f"{k + 1}. {t}", 8, maxw=wd - 12)
    y += 30
    for k, lab in enumerate(["采购员", "审核", "供应商确认（签字盖章）"]):
        pdf.text(m + k * wd * 0.33, y, f"{lab}：", 8.8)
    if rng.random() < 0.6:
        pdf.stamp(m + wd * 0.4, y - 6, buyer, rng, caption="采购专用章", r=34)
    foot()
    return cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)


def blind20_zh_canyin_shicai_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 2 zh-Hant HK delivery note / invoice

HK_B = cj._pairs(
    "永發 Wing Fat, 利興 Lee Hing, 合昌 Hop Cheong, 新輝 Sun Fai, 富華 Fu Wah, 偉業 Wai Yip, 建興 Kin Hing,"
    "德豐 Tak Fung, 恒泰 Hang Tai, 俊峰 Chun Fung, 裕隆 Yue Lung, 萬利 Man Lee, 港興 Kong Hing, 泰昌 Tai Cheong"
)
HK_T = cj._pairs(
    "紙品 Paper Products, 食品 Food, 清潔用品 Cleaning Supplies, 文具 Stationery, 建材 Building Materials,"
    "五金 Hardware, 凍肉 Frozen Meat, 包裝 Packaging"
)
HK_CUST = (
    "酒樓|茶餐廳|物業管理有限公司|中學|護老院|工程有限公司|洗衣有限公司|餐飲集團有限公司".split("|")
)
HK_PLACES = "九龍觀塘開源道|新界葵涌葵豐街|香港柴灣嘉業街|九龍長沙灣青山道|新界荃灣德士古道|新界屯門建發街|九龍新蒲崗大有街|香港黃竹坑道".split(
    "|"
)
# zh | en | unit zh/en | lo | hi
HK_GOODS = [
    ("廚房紙", "Kitchen Towel 2-ply", "箱 CTN", 95, 168),
    ("抹手紙", "Hand Towel Z-fold", "箱 CTN", 110, 190),
    ("垃圾袋", "Garbage Bag 36x48", "包 PKT", 28, 65),
    ("洗潔精", "Dishwashing Liquid 5L", "桶 PAIL", 48, 95),
    ("漂白水", "Bleach 4L", "枝 BTL", 22, 45),
    ("膠手套", "Nitrile Gloves M 100pcs", "盒 BOX", 38, 78),
    ("外賣飯盒", "Food Box 750ml 500pcs", "箱 CTN", 180, 320),
    ("膠匙羹", "Plastic Spoon 1000pcs", "箱 CTN", 75, 140),
    ("A4影印紙", "A4 Copy Paper 80gsm", "箱 CTN", 165, 235),
    ("原子筆", "Ball Pen Blue 50pcs", "盒 BOX", 45, 88),
    ("食用油", "Cooking Oil 18L", "罐 TIN", 230, 360),
    ("白米", "Thai Rice 25kg", "包 BAG", 280, 420),
    ("急凍雞翼", "Frozen Chicken Wings 2kg", "包 PKT", 58, 92),
    ("水泥", "Portland Cement 50kg", "包 BAG", 48, 75),
    ("油漆", "Emulsion Paint 5L", "罐 TIN", 165, 380),
    ("螺絲", 'Wood Screw 8x1.5" 500pcs', "盒 BOX", 35, 80),
    ("保鮮紙", "Cling Film 30cm x 300m", "卷 ROLL", 42, 78),
    ("消毒濕紙巾", "Sanitising Wipes 80s", "包 PKT", 12, 26),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 60
    (bz, be), (tz, te) = rng.choice(HK_B), rng.choice(HK_T)
    suf_z, suf_e = rng.choice(
        [
            ("有限公司", "Company Limited"),
            ("有限公司", "Co., Ltd."),
            ("公司", "Company"),
            ("行", "Company"),
        ]
    )
    seller = f"{bz}{tz}{suf_z}"
    seller_en = f"{be} {te} {suf_e}"
    (cz, _), ct = rng.choice([b for b in HK_B if b[0] != bz]), rng.choice(HK_CUST)
    cust = f"{cz}{ct}" if "公司" in ct else f"{cz}{ct}"
    d = cj.a_date(rng)
    kind = rng.choice(["dn", "dn", "inv", "both"])
    priced = kind != "dn" or rng.random() < 0.35
    doc_no = (
        cj.number(rng, d, "{n6}|DN{y}{n5}|D{n5}|{y}-{n5}")
        if kind == "dn"
        else cj.number(rng, d, "INV{y}{n5}|{n6}|I{y}{m}{n4}")
    )
    po = (
        cj.number(
            rng,
            d,
            "PO{y}{n4}|{n5}|P{Y}-{n4}|{cz}-{n4}".replace(
                "{cz}", rng.choice(["KT", "TW", "CW", "HQ"])
            ),
        )
        if rng.random() < 0.85
        else cj.number(rng, d, "{n4}/{y}")
    )
    acno = cj.number(rng, d, "C{n4}|{n5}|A-{n3}")
    title = {
        "dn": "送 貨 單|送貨單 DELIVERY NOTE|DELIVERY NOTE 送貨單",
        "inv": "發 票|發票 INVOICE|INVOICE 發票",
        "both": "發票/送貨單|INVOICE / DELIVERY NOTE",
    }[kind]
    title = cj.pick(rng, title)
    page = [1]
    ds = cj.pick(rng, "hk|iso|cn")
    po_lab = cj.pick(
        rng,
        "貴公司訂單號碼 Your P.O. No.|客戶訂單編號|P.O. No.|訂單號碼 Order No.|Your Order No.|客戶訂單 Cust. P.O.",
    )
    no_lab = (
        "No." if rng.random() < 0.5 else ("單號 D/N No." if kind == "dn" else "發票號碼 Inv. No.")
    )

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 22,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.5,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        pdf.text(right, y_[0] + 12, "續下頁 Continued", 8, align="r", colour=GREY)
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{seller}　{title}", 10, bold=True)
        pdf.text(right, 36, f"{no_lab} {doc_no}", 9, align="r")
        return 48

    y_ = [0.0]
    # letterhead
    y = 44
    centre = rng.random() < 0.5
    ax, aal = (pdf.w / 2, "c") if centre else (m, "l")
    pdf.text(ax, y, seller, 17, align=aal, bold=True, space=1)
    y += 15
    if rng.random() < 0.75:
        pdf.text(
            ax, y, seller_en.upper() if rng.random() < 0.5 else seller_en, 10, align=aal, bold=True
        )
        y += 13
    adr = f"{rng.choice(HK_PLACES)}{rng.randint(1, 88)}號{rng.choice(['', '工業大廈', '中心'])}{rng.randint(2, 22)}樓{rng.choice('ABCDEFGH')}室"
    pdf.text(ax, y, adr, 8, align=aal, colour=GREY)
    y += 11
    pdf.text(
        ax,
        y,
        f"電話 Tel: {cj.hk_tel(rng)}　傳真 Fax: {cj.hk_tel(rng)}　電郵: sales@{be.replace(' ', '').lower()}.com.hk",
        8,
        align=aal,
        colour=GREY,
    )
    y += 8
    pdf.line(m, y, right, y, lw=1.2)
    y += 22
    pdf.text(pdf.w / 2, y, title, 15, align="c", bold=True, space=1)
    y += 14
    # customer block left, doc grid right
    c_adr = f"{rng.choice(HK_PLACES)}{rng.randint(1, 200)}號地下"
    yl = y + 4
    pdf.text(m, yl + 10, cj.pick(rng, "客戶 Customer:|致 To:|客戶名稱:|M/S"), 8.5, bold=True)
    pdf.text(m, yl + 25, cust, 10.5, bold=True)
    pdf.text(m, yl + 39, c_adr, 8.5)
    pdf.text(m, yl + 52, f"聯絡人 Attn: {cj.person(rng, 'zh-Hant')}　Tel: {cj.hk_tel(rng)}", 8.5)
    if rng.random() < 0.5:
        pdf.text(
            m,
            yl + 66,
            f"送貨地址 Deliver to: {rng.choice(HK_PLACES)}{rng.randint(1, 200)}號",
            8.5,
            maxw=wd * 0.52,
        )
    gx = m + wd * 0.56
    gw = right - gx
    grows = [
        [no_lab, doc_no],
        ["日期 Date", cj.fdate(d, ds)],
        ["客戶編號 A/C No.", acno],
        [po_lab, po],
    ]
    if rng.random() < 0.5:
        grows.append(
            ["營業員 Salesman", rng.choice(["Ken", "Ada", "Tommy", "陳生", "May", "Wing"])]
        )
    if kind != "dn" and rng.random() < 0.7:
        grows.append(["付款 Terms", cj.pick(rng, "C.O.D.|月結 30天|30 Days|現金")])
    if kind == "inv" and rng.random() < 0.6:
        grows.append(["送貨單號 D/N No.", cj.number(rng, d, "DN{y}{n5}|{n6}")])
    rng.shuffle(grows[1:3])
    if rng.random() < 0.3:
        grows.insert(1, grows.pop(3))
    y = (
        max(
            kgrid(
                pdf, gx, y, [gw * 0.45, gw * 0.55], grows, h=16, size=8.2, labels=(0,), fill=PALE
            ),
            yl + 76,
        )
        + 10
    )
    n = rng.randint(1, 9) if rng.random() < 0.7 else rng.randint(18, 34)
    rows = []
    for zh, en, unit, lo, hi in take(rng, HK_GOODS, n):
        q = Decimal(rng.choice([1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 30, 50]))
        p = price(rng, lo, hi)
        if rng.random() < 0.5:
            p = r0(p)
        amt = r2(p * q)
        code = f"{rng.choice('ABCFKPS')}{rng.randint(100, 9999):04d}"
        desc = f"{zh} {en}" if rng.random() < 0.6 else zh
        if priced:
            cells = [code, desc, f"{q}", unit, cj.money(p), cj.money(amt)]
        else:
            cells = [str(len(rows) + 1), code, desc, f"{q}", unit]
        rows.append((cells, amt))
    if priced:
        heads = [
            "貨號 Code",
            "貨品名稱 Description",
            "數量 Qty",
            "單位 Unit",
            "單價 Price",
            "金額 Amount",
        ]
        widths = cj.rel(wd, [12, 42, 9, 11, 12, 14])
        al = "llrcrr"
    else:
        heads = ["項目 Item", "貨號 Code", "貨品名稱 Description", "數量 Qty", "單位 Unit"]
        widths = cj.rel(wd, [9, 13, 52, 12, 14])
        al = "cllrc"

    def brk2() -> float:
        y_[0] = bottom
        return brk()

    y = ctable(
        pdf, m, y, widths, heads, rows, al, rowh=16, size=8.2, bottom=bottom, brk=brk2, fill=PALE
    )
    if y + 150 > bottom:
        y_[0] = y
        y = brk()
    total = sum((a for _, a in rows), ZERO)
    y += 6
    if priced:
        less = r2(total * Decimal(rng.choice([2, 3, 5])) / 100) if rng.random() < 0.2 else ZERO
        grand = total - less
        tx = m + wd * 0.52
        lines_ = []
        if less:
            lines_ += [("小計 Sub-total", cj.money(total)), ("折扣 Discount", f"-{cj.money(less)}")]
        tot_lab = cj.pick(rng, "總計 TOTAL|合共 TOTAL HK$|總數 Total Amount|TOTAL")
        lines_.append((tot_lab, f"HK${cj.money(grand)}"))
        for lab, val in lines_:
            y += 15
            last = lab == tot_lab
            if last:
                pdf.rect(tx - 4, y - 12, right - tx + 4, 17, stroke=cj.black, lw=0.8)
            pdf.text(tx, y, lab, 9.2, bold=last)
            pdf.text(right - 4, y, val, 9.2, align="r", bold=last)
        y += 16
        w, c = words_en(grand)
        pdf.text(
            m,
            y,
            f"HONG KONG DOLLARS {w.upper()}{f' AND CENTS {cj._words(c)}' if c else ''} ONLY",
            7.8,
            maxw=wd,
        )
        y += 14
        if kind != "dn" and rng.random() < 0.35:
            prev = price(rng, 800, 26000)
            paid = prev if rng.random() < 0.5 else price(rng, 0, float(prev))
            bal = prev - paid + grand
            y = kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [1, 1, 1, 1]),
                [
                    [
                        "上期結欠 Previous Balance",
                        "已付 Paid",
                        "本單 This Invoice",
                        "結欠 Balance Due",
                    ],
                    [cj.money(prev), cj.money(paid), cj.money(grand), cj.money(bal)],
                ],
                h=15,
                size=7.8,
                labels=(),
                align="rrrr",
            )
            y += 6
    else:
        grand = ZERO
        qs = sum(int(c[3]) for c, _ in rows)
        pdf.text(m, y + 10, f"共 {len(rows)} 項，合共數量 Total Qty: {qs}", 8.8)
        pdf.text(right, y + 10, f"件數 Packages: {rng.randint(1, 40)}", 8.8, align="r")
        y += 20
    y += 8
    notes = [
        "貨物經簽收後，如有損壞或短缺，請於三天內通知本公司，逾期恕不負責。",
        "Goods sold are not returnable. 貨物出門，恕不退換。",
        f"支票抬頭請寫「{seller}」並劃線。",
        "如有任何查詢，請致電本公司會計部。",
    ]
    for t in rng.sample(notes, rng.randint(1, 3)):
        pdf.text(m, y + 9, t, 7.6, colour=GREY, maxw=wd)
        y += 12
    y += 30
    pdf.line(m, y, m + 170, y, lw=0.5)
    pdf.text(m, y + 11, "收貨人簽收及公司印 Received by (Chop & Signature)", 7.8)
    pdf.line(right - 170, y, right, y, lw=0.5)
    pdf.text(
        right - 170,
        y + 11,
        f"代表 For and on behalf of {seller_en if rng.random() < 0.5 else seller}",
        7.4,
        maxw=170,
    )
    pdf.text(m, y + 24, "日期 Date: ________________", 7.8)
    foot()
    out = cfinish(pdf, "zh-Hant", "delivery_note" if kind == "dn" else "invoice", po, seller, grand)
    return out if priced else none_meta(out)


def blind20_hk_songhuo_fapiao_dan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 3 ja hospital supplies order

JA_HOSP = "医療法人社団{s}会 {s}病院|医療法人{s}会 {s}記念病院|社会医療法人{s}会 {s}総合病院|{c}市立{s}病院|医療法人財団{s}会 {s}クリニック"
JA_HOSP_S = "清和 慈恵 光風 松柏 緑成 誠心 昭和 青葉 弘仁".split()
JA_TOWN = "横浜 川崎 千葉 船橋 相模原 岡山 熊本 仙台".split()
JA_DEALER = "{b}メディカル株式会社|株式会社{b}医科器械|{b}医療器株式会社|株式会社{b}メディカルサプライ|{b}薬品株式会社|株式会社{b}商会"
JA_DEALER_B = "丸大 東和 北辰 三星 協和 セントラル 日進 富士 大同 ほくと 中部 平成".split()
# name | spec | unit | lo | hi | rate (8 food, 10 other)
JA_SUP = [
    ("ディスポ手袋 ニトリル", "M 200枚入", "箱", 680, 1480, 10),
    ("サージカルマスク", "50枚入 ふつう", "箱", 380, 980, 10),
    ("アルコール綿", "単包 100包", "箱", 420, 860, 10),
    ("シリンジ 2.5mL", "ロック付 100本", "箱", 1800, 3600, 10),
    ("注射針 23G", "100本入", "箱", 900, 1700, 10),
    ("滅菌ガーゼ", "10cm×10cm 50袋", "箱", 1200, 2600, 10),
    ("サージカルテープ", "25mm×9m 12巻", "箱", 1400, 2800, 10),
    ("尿パッド", "600cc 30枚", "袋", 1600, 3200, 10),
    ("紙おむつ テープ止め", "Lサイズ 20枚", "袋", 2200, 3600, 10),
    ("手指消毒剤", "1L ポンプ", "本", 780, 1600, 10),
    ("経管栄養剤", "200mL×24パック", "ケース", 4800, 7800, 8),
    ("とろみ調整食品", "2.5kg", "缶", 5200, 8600, 8),
    ("栄養補助ゼリー", "120g×36個", "ケース", 6800, 9800, 8),
    ("ペーパータオル", "200枚×40袋", "ケース", 2800, 4600, 10),
    ("採血管 EDTA-2K", "2mL 100本", "箱", 2600, 4800, 10),
    ("心電図電極", "成人用 150枚", "箱", 3800, 6200, 10),
    ("防水シーツ", "90×120cm 50枚", "箱", 4200, 7600, 10),
    ("検査用グローブ PE", "フリー 100枚", "箱", 180, 420, 10),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.6
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    hs = rng.choice(JA_HOSP_S)
    hosp = cj.pick(rng, JA_HOSP).format(s=hs, c=rng.choice(JA_TOWN))
    dept = cj.pick(rng, "用度課|資材課|購買部|事務部 用度係|SPDセンター")
    dealer = cj.pick(rng, JA_DEALER).format(b=rng.choice(JA_DEALER_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "H{y}{m}-{n4}|{Y}{m}{d}{n3}|YD-{n6}|{n7}|発{y}{m}{n4}")
    ds = cj.pick(rng, "cn|slash|reiwa")
    ward = cj.pick(rng, "3階東病棟|中央材料室|外来処置室|手術室|5階西病棟|栄養科|検査科")
    page = [1]
    title = cj.pick(rng, "発 注 書|注文書|物品発注書|発注伝票|御 注 文 書")
    no_lab = cj.pick(rng, "発注No.|発注番号|注文番号|伝票番号|発注書No.")
    sup_style = rng.choice(["label", "onchu", "box"])

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 20,
            f"{page[0]} / {of} 頁" if of else f"{page[0]} 頁",
            8,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        pdf.text(right, bottom + 8, "次頁へ続く", 8, align="r", colour=GREY)
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace(' ', '')}（続き）", 11, bold=True)
        pdf.text(right, 34, f"{no_lab} {po}", 9.5, align="r")
        return 44

    y = 42
    pdf.text(pdf.w / 2, y, title, 20, align="c", bold=True, space=3)
    num_boxed = rng.random() < 0.55
    if num_boxed:
        bw = 160
        pdf.rect(right - bw, y - 16, bw, 20, stroke=cj.black, lw=0.9)
        pdf.rect(right - bw, y - 16, 58, 20, fill=PALE, stroke=cj.black, lw=0.9)
        pdf.text(right - bw + 29, y - 2, no_lab, 8.5, align="c", maxw=54)
        pdf.text(right - 6, y - 2, po, 10, align="r")
        pdf.text(right, y + 14, f"発注日 {cj.fdate(d, ds)}", 8.8, align="r")
    else:
        pdf.text(right, y - 8, f"{no_lab}：{po}", 9.5, align="r")
        pdf.text(right, y + 6, f"発注日：{cj.fdate(d, ds)}", 8.8, align="r")
    y += 28
    half = wd * (0.5 if land else 0.55)
    # supplier at left
    if sup_style == "label":
        pdf.text(m, y, cj.pick(rng, "発注先|仕入先|取引先"), 8.5, colour=GREY)
        pdf.text(m, y + 17, f"{dealer}　御中", 13, bold=True)
        pdf.line(m, y + 21, m + half - 20, y + 21, lw=0.7)
        pdf.text(
            m,
            y + 34,
            f"取引先コード：{rng.randint(10000, 99999)}　担当：{cj.person(rng, 'ja')} 様",
            8.5,
        )
        ys = y + 40
    elif sup_style == "onchu":
        pdf.text(m, y + 14, f"{dealer}　御中", 13.5, bold=True)
        pdf.line(m, y + 18, m + half - 20, y + 18, lw=0.7)
        pdf.text(m, y + 32, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 8.5)
        ys = y + 38
    else:
        ys = kgrid(
            pdf,
            m,
            y,
            [half * 0.22, half * 0.7],
            [
                [cj.pick(rng, "発注先|仕入先"), f"{dealer}　御中"],
                ["住所", cj.ja_addr(rng)],
                ["TEL/FAX", f"{cj.ja_tel(rng)} / {cj.ja_tel(rng)}"],
            ],
            h=17,
            size=8.5,
            labels=(0,),
            fill=PALE,
        )
    pdf.text(m, ys + 14, "下記のとおり発注いたします。", 9)
    ys += 22
    # buyer at right
    bx = m + half + (10 if land else 0)
    rows = [
        hosp,
        f"{dept}",
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}  FAX {cj.ja_tel(rng)}",
        f"担当：{cj.person(rng, 'ja')}",
    ]
    for k, s in enumerate(rows):
        pdf.text(bx, y + 4 + k * 13, s, 10 if k == 0 else 8.5, bold=k == 0, maxw=right - bx)
    if rng.random() < 0.5:
        pdf.stamp(right - 30, y + 20, hs[:2] + "病院", rng, shape="square", r=22)
    y = max(ys, y + 4 + len(rows) * 13) + 6
    deliv = cj.later(rng, d, 2, 14)
    info = [
        ["納品場所", f"{hosp.split(' ')[-1]} {ward}", "納期", cj.fdate(deliv, ds)],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|月末締め翌々月10日払い|納品月末締め翌月25日振込"),
            "見積番号",
            cj.number(rng, d, "M{y}-{n4}|見{n5}"),
        ],
    ]
    y = (
        kgrid(
            pdf, m, y, cj.rel(wd, [10, 40, 10, 40]), info, h=16, size=8.3, labels=(0, 2), fill=PALE
        )
        + 8
    )
    n = rng.randint(2, 10) if rng.random() < 0.6 else rng.randint(16, 36)
    lines = []
    for name, spec, unit, lo, hi, rate in take(rng, JA_SUP, n):
        p = Decimal(rng.randint(lo // 10, hi // 10) * 10)
        q = Decimal(rng.choice([1, 2, 3, 4, 5, 6, 10, 12, 20]))
        amt = p * q
        lines.append((name, spec, unit, q, p, amt, rate))
    show_code = land
    heads = [
        "No.",
        *(["商品コード"] if show_code else []),
        "品名",
        "規格・入数",
        "数量",
        "単位",
        "単価",
        "金額",
        "税率",
    ]
    rel = [4, *([10] if show_code else []), 26, 18, 6, 6, 9, 11, 6]
    widths = cj.rel(wd, rel)
    al = "c" + ("l" if show_code else "") + "llrcrrc"
    rows_ = []
    for i, (name, spec, unit, q, p, amt, rate) in enumerate(lines):
        mark = "※" if rate == 8 else ""
        cells = [
            str(i + 1),
            *([f"{rng.randint(1000000, 9999999)}"] if show_code else []),
            f"{name}{mark}",
            spec,
            f"{q}",
            unit,
            yen0(p),
            yen0(amt),
            f"{rate}%",
        ]
        rows_.append((cells, amt))
    sub = ("頁計", yen0, 2 if show_code else 1, len(heads) - 2) if rng.random() < 0.5 else None
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows_,
        al,
        rowh=15.5,
        size=8.2,
        bottom=bottom - 14,
        brk=brk,
        sub=sub,
        fill=PALE,
    )
    net = sum((ln[5] for ln in lines), ZERO)
    n8 = sum((ln[5] for ln in lines if ln[6] == 8), ZERO)
    n10 = net - n8
    t8 = (n8 * Decimal("0.08")).quantize(Decimal(1), rounding="ROUND_DOWN")
    t10 = (n10 * Decimal("0.10")).quantize(Decimal(1), rounding="ROUND_DOWN")
    ship = Decimal(rng.choice([800, 1000, 1500])) if rng.random() < 0.2 else ZERO
    total = net + t8 + t10 + ship + (ship / 10 if ship else ZERO)
    if y + 110 > bottom:
        y = brk()
    tw = wd * (0.34 if land else 0.46)
    tx = right - tw
    trows = [["小計（税抜）", f"¥{yen0(net)}"]]
    if n8:
        trows.append(["8%対象 / 消費税", f"{yen0(n8)} / {yen0(t8)}"])
        trows.append(["10%対象 / 消費税", f"{yen0(n10)} / {yen0(t10)}"])
    else:
        trows.append(["消費税（10%）", f"¥{yen0(t10)}"])
    if ship:
        trows.append(["送料（税込）", f"¥{yen0(ship * Decimal('1.1'))}"])
    tot_lab = cj.pick(rng, "合計金額|発注金額合計|総合計|税込合計")
    trows.append([tot_lab, f"¥{yen0(total)}"])
    y2 = kgrid(
        pdf,
        tx,
        y + 4,
        [tw * 0.45, tw * 0.55],
        trows,
        h=16,
        size=8.6,
        labels=(0,),
        fill=PALE,
        align="lr",
    )
    yy = y + 6
    notes = [
        "※印は軽減税率（8%）対象品目です。" if n8 else "納品時は納品書（2部）を添付してください。",
        f"納品書・請求書には必ず{no_lab}をご記入ください。",
        "滅菌品は有効期限6か月以上のものを納品してください。",
        "欠品・納期遅延の場合は事前に用度課までご連絡ください。",
    ]
    pdf.text(m, yy + 8, "備考", 8.5, bold=True)
    for t in notes[: rng.randint(2, 4)]:
        yy += 13
        pdf.text(m + 6, yy + 8, t, 7.8, maxw=tx - m - 20)
    y = max(y2, yy + 14) + 14
    if y + 40 < bottom:
        for k, lab in enumerate(["承認", "確認", "担当"]):
            x = right - (3 - k) * 46
            pdf.rect(x, y, 46, 13, fill=PALE, stroke=cj.black, lw=0.5)
            pdf.text(x + 23, y + 10, lab, 7.8, align="c")
            pdf.rect(x, y + 13, 46, 30, stroke=cj.black, lw=0.5)
    foot()
    return cfinish(pdf, "ja", "purchase_order", po, dealer, total)


def blind20_ja_byoin_yodo_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 4 ko order confirmation

KO_STEMS = "대한 한빛 세진 동양 우성 태광 삼우 대성 한일 영진 금강 신성 동아 보광 성원 한솔 제일 미래 경원 화신 서진 유림 청호 대원".split()
KO_SELL_T = "산업|상사|케미칼|테크|전기|패키징|인터내셔널|유통"
KO_BUY_T = "식품|건설|전자|제약|화장품|물산|정밀"
# name | spec | unit | lo | hi
KO_GOODS = [
    ("PE 필름 롤", "폭 500mm × 0.05t", "롤", 38000, 72000),
    ("골판지 박스", "A형 450×350×300", "매", 650, 1800),
    ("OPP 테이프", "48mm × 80M 50롤", "박스", 28000, 46000),
    ("스트레치 필름", "500mm × 300M", "롤", 14000, 23000),
    ("에어캡", "1200mm × 50M", "롤", 18000, 32000),
    ("라벨 용지", "100×150mm 1000매", "롤", 9000, 16000),
    ("이소프로필 알코올", "IPA 99.9% 18L", "캔", 42000, 78000),
    ("산업용 장갑", "NBR 코팅 10켤레", "팩", 8500, 15000),
    ("LED 투광등", "150W IP66", "EA", 68000, 145000),
    ("케이블 타이", "200mm 1000개", "봉", 6000, 12000),
    ("팔레트", "플라스틱 1100×1100", "EA", 48000, 92000),
    ("방진 마스크", "KF94 50매", "박스", 16000, 32000),
    ("윤활유", "ISO VG68 20L", "통", 68000, 112000),
    ("전선", "HFIX 2.5SQ 300M", "롤", 78000, 135000),
]


def _ko_firm(rng: random.Random, stem: str, trade: str) -> str:
    return cj.pick(rng, "(주){s}{t}|주식회사 {s}{t}|{s}{t}(주)|{s}{t}|{s}{t} 주식회사").format(
        s=stem, t=trade
    )


def _ko(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    s1, s2 = rng.sample(KO_STEMS, 2)
    seller = _ko_firm(rng, s1, cj.pick(rng, KO_SELL_T))
    buyer = _ko_firm(rng, s2, cj.pick(rng, KO_BUY_T))
    d = cj.a_date(rng)
    conf = cj.number(rng, d, "OC{y}{m}-{n4}|SO-{Y}{m}{d}-{n2}|확{y}{m}{n3}|{Y}-{n5}")
    po = cj.number(rng, d, "PO{y}{m}{n4}|P-{Y}-{n5}|{Y}{m}{d}-{n3}|PUR{y}{n5}|{n10}")
    quote = cj.number(rng, d, "Q{y}{m}-{n3}|견{y}{n4}")
    page = [1]
    ds = rng.choice(["iso", "dot", "kr"])

    def fd(x: date) -> str:
        return {
            "iso": x.isoformat(),
            "dot": f"{x:%Y. %m. %d.}",
            "kr": f"{x.year}년 {x.month}월 {x.day}일",
        }[ds]

    title = cj.pick(
        rng, "주문확인서|주 문 확 인 서|수주확인서|ORDER CONFIRMATION 주문확인서|발주 확인서"
    )
    po_lab = cj.pick(
        rng, "귀사 발주번호|고객 발주번호|발주번호(고객)|P/O No.|귀사 주문번호|고객 PO번호"
    )
    own_lab = cj.pick(rng, "확인번호|문서번호|수주번호|주문확인 No.")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            8,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{seller} {title.split(' ')[-1]} (계속)", 9.5, bold=True)
        pdf.text(right, 36, f"{own_lab}: {conf}", 9, align="r")
        return 46

    y = 40
    # seller letterhead strip
    acc = rng.choice(ACCENTS)
    col = Color(*acc)
    pdf.rect(m, y - 12, 6, 30, fill=col, stroke=None)
    pdf.text(m + 12, y + 2, seller, 15, bold=True, colour=col)
    pdf.text(
        m + 12,
        y + 15,
        f"{b4.ko_addr(rng)}  TEL {b4.ko_tel(rng)}  FAX {b4.ko_tel(rng)}",
        7.6,
        colour=GREY,
        maxw=wd - 20,
    )
    y += 46
    pdf.text(pdf.w / 2, y, title, 18 if len(title) < 12 else 15, align="c", bold=True, space=2)
    y += 22
    # reference lines or grid
    refs = [(own_lab, conf), ("확인일자", fd(d)), (po_lab, po), ("견적번호", quote)]
    if rng.random() < 0.5:
        refs.insert(1, refs.pop(2))
    grid_refs = rng.random() < 0.5
    if grid_refs:
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [14, 21, 14, 21, 12, 18]),
                [[refs[0][0], refs[0][1], refs[1][0], refs[1][1], refs[2][0], refs[2][1]]],
                h=17,
                size=8.2,
                labels=(0, 2, 4),
                fill=PALE,
            )
            + 4
        )
        pdf.text(m, y + 10, f"{refs[3][0]}: {refs[3][1]}", 8.2, colour=GREY)
        y += 18
    else:
        for k, (lab, val) in enumerate(refs):
            pdf.text(m, y + k * 14, f"{lab} : {val}", 9)
        y += len(refs) * 14
    pdf.text(m, y + 6, f"수신 : {buyer} 귀중", 10, bold=True)
    pdf.text(m, y + 20, f"참조 : {b4.ko_who(rng)}", 8.8)
    y += 30
    # party table: 공급받는자 | 공급자
    half = wd / 2
    lw_ = 22
    sl = cj.pick(rng, "공급자|판매자|공 급 자")
    bl = {"공급자": "공급받는자", "판매자": "구매자", "공 급 자": "공급받는자"}[sl]
    left_first = rng.random() < 0.5
    blocks = [(bl, buyer), (sl, seller)] if left_first else [(sl, seller), (bl, buyer)]
    for k, (lab, name) in enumerate(blocks):
        x = m + k * half
        pdf.rect(x, y, lw_, 72, fill=PALE, stroke=cj.black, lw=0.6)
        pdf.vtext(x + lw_ / 2, y + 12, lab.replace(" ", ""), 8.5)
        rows = [
            ["등록번호", b4.ko_brn(rng)],
            ["상호", name],
            ["대표자", b4.ko_who(rng, rank=False)],
            ["주소", b4.ko_addr(rng)],
        ]
        kgrid(pdf, x + lw_, y, [36, half - lw_ - 36], rows, h=18, size=8, labels=(0,), fill=PALE)
    y += 82
    pdf.text(m, y + 4, "귀사의 발주에 감사드리며, 아래와 같이 주문 내용을 확인합니다.", 8.8)
    y += 12
    n = rng.randint(1, 8) if rng.random() < 0.7 else rng.randint(20, 36)
    rows_ = []
    for i, (name, spec, unit, lo, hi) in enumerate(take(rng, KO_GOODS, n)):
        p = Decimal(rng.randint(lo // 100, hi // 100) * 100)
        q = Decimal(
            rng.choice([1, 2, 3, 5, 10, 20, 30, 50, 100])
            if hi < 20000
            else rng.choice([1, 2, 3, 4, 5, 10, 12])
        )
        amt = p * q
        vat = r0(amt / 10)
        eta = fd(cj.later(rng, d, 3, 30))
        rows_.append(
            ([str(i + 1), name, spec, unit, f"{q:,}", won(p), won(amt), won(vat), eta], amt)
        )
    heads = ["No", "품명", "규격", "단위", "수량", "단가", "공급가액", "세액", "납기"]
    widths = cj.rel(wd, [4, 16, 18, 6, 7, 10, 12, 10, 13])
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows_,
        "cllcrrrrc",
        rowh=16,
        size=7.8,
        bottom=bottom - 8,
        brk=brk,
        fill=PALE,
    )
    net = sum((a for _, a in rows_), ZERO)
    vat = sum((r0(a / 10) for _, a in rows_), ZERO)
    total = net + vat
    if y + 140 > bottom:
        y = brk()
    y += 8
    tot_lab = cj.pick(rng, "합계금액|총 합계|합계(VAT 포함)|총금액")
    y = kgrid(
        pdf,
        m,
        y,
        cj.rel(wd, [14, 19, 14, 19, 14, 20]),
        [["공급가액", won(net), "부가세", won(vat), tot_lab, f"￦{won(total)}"]],
        h=19,
        size=8.6,
        labels=(0, 2, 4),
        fill=PALE,
        align="lrlrlr",
    )
    y += 4
    if rng.random() < 0.5:
        pdf.text(m, y + 10, f"일금 {b4.ko_words(int(total))} 원정 (￦{won(total)}) - VAT 포함", 9)
        y += 16
    if rng.random() < 0.4:
        pct = rng.choice([10, 20, 30, 50])
        dep = r0(total * pct / 100)
        y = kgrid(
            pdf,
            m,
            y + 4,
            cj.rel(wd, [16, 17, 16, 17, 16, 18]),
            [
                [
                    f"선수금({pct}%)",
                    won(dep),
                    "잔금",
                    won(total - dep),
                    "입금기한",
                    fd(cj.later(rng, d, 3, 10)),
                ]
            ],
            h=16,
            size=8,
            labels=(0, 2, 4),
            fill=PALE,
            align="lrlrlr",
        )
    y += 10
    conds = [
        f"납품장소 : {buyer} {cj.pick(rng, '본사 물류창고|제2공장|평택센터|현장')}",
        f"결제조건 : {cj.pick(rng, '월말 마감 익월 말 현금|납품 후 30일 이내 현금|선수금 후 잔금 납품 시')}",
        "운송조건 : 도착도(운임 포함)",
        "유효기간 : 본 확인서 발행일로부터 7일",
        f"특기사항 : 세금계산서 발행 시 귀사 {po_lab.replace('귀사 ', '')}를 기재합니다.",
    ]
    for t in conds[: rng.randint(3, 5)]:
        pdf.text(m, y + 10, t, 8.3)
        y += 13
    y += 18
    pdf.text(right - 200, y, seller, 10, bold=True)
    pdf.text(right - 200, y + 14, f"대표이사 {b4.ko_who(rng, rank=False)}  (인)", 9)
    if rng.random() < 0.7:
        pdf.stamp(
            right - 40,
            y + 6,
            seller.replace("(주)", "").replace("주식회사", "").strip()[:4],
            rng,
            shape="square",
            r=20,
        )
    if rng.random() < 0.4:
        pdf.text(m, y, "고객 확인 : ____________ (서명)", 8.8)
    foot()
    return cfinish(pdf, "ko", "order_confirmation", po, seller, total)


def blind20_ko_jumun_hwaginseo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ko)


# --------------------------------------------------------------------------- 5 en-KE local purchase order

KE_TOWNS = [
    ("Nairobi", "00100"),
    ("Nakuru", "20100"),
    ("Mombasa", "80100"),
    ("Kisumu", "40100"),
    ("Eldoret", "30100"),
    ("Thika", "01000"),
    ("Nyeri", "10100"),
    ("Machakos", "90100"),
]
KE_BUY = "{a} Agro Processors Ltd|{a} Dairies Limited|{a} Hospitality Ltd|{a} Flower Farm Ltd|{a} Academy|{a} Tea Factory Company Ltd|{a} Water and Sanitation Company Ltd|{a} Mission Hospital"
KE_BUY_A = "Savannah|Rift Valley|Mt Kenya|Kilima|Tana|Baraka|Jamhuri|Nyati|Simba|Mara|Lakeview|Highlands".split(
    "|"
)
KE_SUP = "{a} Hardware Suppliers Ltd|{a} General Merchants|{a} Enterprises Limited|{a} Stationers & Printers Ltd|{a} Agencies|{a} Traders Ltd|{a} Engineering Works Ltd|{a} Office Solutions Ltd"
KE_SUP_A = "Jambo|Upendo|Harambee|Neema|Tumaini|Amani|Kijiji|Pwani|Kipepeo|Mwangaza|Faraja|Zawadi|Imara".split(
    "|"
)
KE_NAMES = "Wanjiku Kamau|Otieno Ochieng|Achieng Odhiambo|Kiprono Kemboi|Mutua Musyoka|Njeri Mwangi|Chebet Rotich|Wafula Barasa|Akinyi Onyango|Kariuki Njoroge".split(
    "|"
)
# desc | unit | lo | hi (KSh)
KE_GOODS = [
    ("Cement 50kg Bamburi", "Bags", 720, 850),
    ("Y12 Steel Bars 12m", "Pcs", 1150, 1450),
    ("Iron Sheets Gauge 30 (3m)", "Pcs", 980, 1350),
    ('PVC Pipe 4" Class B', "Lengths", 1400, 2300),
    ("Paint Crown Emulsion 20L", "Tins", 6800, 9800),
    ("A4 Photocopy Paper Rim", "Reams", 520, 780),
    ("Toner Cartridge HP 85A", "Pcs", 4800, 9200),
    ("Box Files", "Pcs", 180, 320),
    ("Diesel (bulk)", "Litres", 165, 195),
    ("Milk Cans 50L Aluminium", "Pcs", 14500, 19800),
    ("Gumboots Size 8", "Pairs", 950, 1600),
    ("Dairy Meal 70kg", "Bags", 2900, 3600),
    ("Maize Bran 50kg", "Bags", 950, 1400),
    ("Wheelbarrow Heavy Duty", "Pcs", 5200, 7400),
    ("Bar Soap 800g x 25", "Cartons", 2900, 3800),
    ("Sugar 50kg", "Bags", 6400, 8200),
    ("Cooking Fat 20kg", "Jerricans", 5600, 7600),
    ("Padlocks 60mm", "Pcs", 650, 1200),
    ("Electrical Cable 2.5mm 100m", "Rolls", 5800, 8900),
    ("Safety Helmets", "Pcs", 450, 850),
]


def ksh(v: Decimal) -> str:
    return us(v)


def _ke(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, rng.choice(["helv", "times", "libsans", "dejavu"]))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    (t1, z1), (t2, z2) = rng.sample(KE_TOWNS, 2)
    buyer = la.pick(rng, KE_BUY).format(a=rng.choice(KE_BUY_A))
    sup = la.pick(rng, KE_SUP).format(a=rng.choice(KE_SUP_A))
    dt = la.day(rng)
    yr = dt.year
    po = la.pick(
        rng,
        f"{la.digits(rng, '00####')}|LPO/{yr}/{la.digits(rng, '####')}|{la.digits(rng, '#####')}|{la.digits(rng, '@@@')}/LPO/{la.digits(rng, '###')}/{yr % 100}",
    )
    req = la.digits(rng, "REQ-#####")
    quo = la.pick(
        rng,
        f"QTN/{la.digits(rng, '####')}|Q{la.digits(rng, '#####')}|Ref. {la.digits(rng, '###')}/{yr}",
    )
    pin = lambda: la.digits(rng, "P05#######@")  # noqa: E731
    page = [1]
    acc = rng.choice(ACCENTS)
    title = la.pick(rng, "LOCAL PURCHASE ORDER|LOCAL PURCHASE ORDER (LPO)|PURCHASE ORDER|L.P.O.")
    no_lab = la.pick(rng, "LPO No.|No.|L.P.O. No.|Order No.")
    dfm = la.pick(rng, "dmy|dot|mon")

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.5,
            al="c",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - {title} {po}", 9, b=True)
        return 52

    # buyer letterhead
    y = 44
    rgb_box(d, m, y - 16, 34, 34, acc)
    rgb_text(d, m + 17, y + 6, buyer[0], 18, (1, 1, 1), al="c")
    d.t(m + 44, y - 1, buyer, snug(d, [buyer], wd * 0.55, 14), b=True)
    d.t(m + 44, y + 11, f"P.O. Box {rng.randint(100, 99999)}-{z1}, {t1}, Kenya", 8, grey=0.3)
    d.t(
        m + 44,
        y + 21,
        f"Tel: +254 7{la.digits(rng, '## ### ###')}  Email: procurement@{buyer.split()[0].lower()}.co.ke  PIN: {pin()}",
        7.5,
        grey=0.3,
    )
    num_style = rng.choice(["red", "title", "grid"])
    if num_style == "red":
        d.t(r, y - 1, title, 12, b=True, al="r")
        d.c.setFillColorRGB(0.8, 0.1, 0.1)
        d.c.setFont(d.bold, 15)
        d.c.drawRightString(r, d.h - (y + 18), f"{no_lab} {po}" if no_lab != "No." else f"No. {po}")
        d.c.setFillGray(0)
        y += 40
        d.t(r, y - 4, f"Date: {la.dfmt(dt, dfm)}", 9, al="r")
    elif num_style == "title":
        y += 40
        d.t(d.w / 2, y, f"{title}  {no_lab} {po}", 13, b=True, al="c")
        d.t(r, y + 16, f"Date: {la.dfmt(dt, dfm)}", 9, al="r")
        y += 12
    else:
        y += 40
        d.t(d.w / 2, y, title, 14, b=True, al="c")
        y += 10
        labels = [no_lab, "Date", "Requisition No.", "Quotation Ref."]
        values = [po, la.dfmt(dt, "dmy"), req, quo]
        y = d.grid(m, y, [wd / 4] * 4, labels, values, 8.5) - 8
    y += 16
    # supplier
    sup_style = rng.choice(["to", "box", "line"])
    s_lines = [
        f"P.O. Box {rng.randint(100, 99999)}-{z2}, {t2}",
        f"Tel: 07{la.digits(rng, '## ### ###')}",
        f"PIN No.: {pin()}",
    ]
    if sup_style == "to":
        d.t(m, y + 10, "To:", 9, b=True)
        d.t(m + 22, y + 10, f"M/s {sup}" if rng.random() < 0.6 else sup, 10.5, b=True)
        yl = d.lines(m + 22, y + 14, s_lines, 8.5)
    elif sup_style == "box":
        d.box(m, y, wd * 0.48, 62)
        d.box(m, y, wd * 0.48, 13, fill=0.88)
        d.t(m + 4, y + 9.5, la.pick(rng, "SUPPLIER|SUPPLIER / VENDOR|TO (SUPPLIER)"), 7.5, b=True)
        d.t(m + 4, y + 25, sup, snug(d, [sup], wd * 0.46, 9.5), b=True)
        yl = d.lines(m + 4, y + 28, s_lines, 7.8, lead=9.6)
        yl = y + 62
    else:
        lw0 = d.width("Supplier's Name:", 8.5, True) + 6
        d.t(m, y + 10, "Supplier's Name:", 8.5, b=True)
        d.t(m + lw0 + 2, y + 10, sup, 9.2, maxw=wd * 0.53 - lw0 - 2)
        d.line(m + lw0, y + 12, m + wd * 0.53, y + 12, 0.4, dash=[1, 1.5])
        d.t(m, y + 24, "Address:", 8.5, b=True)
        d.t(m + lw0 + 2, y + 24, s_lines[0], 8.8)
        d.line(m + lw0, y + 26, m + wd * 0.53, y + 26, 0.4, dash=[1, 1.5])
        yl = y + 32
    # right column
    rx = m + wd * 0.56
    pairs = []
    if num_style != "grid":
        pairs += [("Requisition No.", req), ("Quotation Ref.", quo)]
    pairs += [
        (
            "Deliver to",
            la.pick(rng, f"Main Stores, {t1}|Site Office, {t1}|Factory Gate, {t1}|Head Office"),
        ),
        ("Delivery by", la.dfmt(dt + timedelta(days=rng.randint(3, 21)), "dmy")),
    ]
    if "Academy" in buyer or "Hospital" in buyer or rng.random() < 0.3:
        pairs.append(("Vote Head / A/c", la.digits(rng, "2-###-###")))
    pairs.append(
        ("Payment Terms", la.pick(rng, "30 days|Cash on delivery|60 days from invoice|7 days"))
    )
    yr_ = d.kv(rx, y, pairs, 84, 7.8)
    y = max(yl, yr_) + 12
    d.t(
        m,
        y,
        la.pick(
            rng,
            "Please supply the following goods in accordance with your quotation and our terms and conditions:|Kindly supply and deliver the items listed below:|Please supply the following:",
        ),
        8.8,
    )
    y += 8
    n = rng.randint(1, 8) if rng.random() < 0.7 else rng.randint(22, 40)
    rows = []
    for i, (desc, unit, lo, hi) in enumerate(take(rng, KE_GOODS, n)):
        p = price(rng, lo, hi, whole=rng.random() < 0.7)
        q = Decimal(
            rng.choice(
                [1, 2, 4, 5, 10, 12, 20, 25, 50, 100] if hi < 2000 else [1, 2, 3, 4, 5, 6, 10]
            )
        )
        amt = r2(p * q)
        rows.append(([str(i + 1), desc, unit, f"{q}", ksh(p), ksh(amt)], amt))
    heads = ["Item", "Description", "Unit", "Qty", "Unit Price (KShs)", "Amount (KShs)"]
    widths = [wd * v / 100 for v in (7, 43, 10, 8, 15, 17)]
    carry = ("Carried forward", "Brought forward", ksh, 1, 5) if rng.random() < 0.7 else None
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "clcrrr",
        size=8.3,
        rowh=15,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.4 else None,
        grid=True,
        carry=carry,
        hsize=7.8,
    )
    if y + 150 > bottom:
        y = brk()
    sub = sum((a for _, a in rows), ZERO)
    disc = r2(sub * Decimal(rng.choice([2, 5])) / 100) if rng.random() < 0.2 else ZERO
    transport = Decimal(rng.choice([1500, 2500, 3000, 5000])) if rng.random() < 0.25 else ZERO
    vat_incl = rng.random() < 0.25
    base = sub - disc + transport
    vat = r2(base * 16 / 116) if vat_incl else r2(base * Decimal("0.16"))
    total = base if vat_incl else base + vat
    trs = [("Sub-Total", ksh(sub), False)]
    if disc:
        trs.append(("Less Discount", f"({ksh(disc)})", False))
    if transport:
        trs.append(("Transport", ksh(transport), False))
    trs.append(("VAT 16% (incl.)" if vat_incl else "Add VAT 16%", ksh(vat), False))
    trs.append((la.pick(rng, "TOTAL KShs|Grand Total (KShs)|TOTAL AMOUNT|Total"), ksh(total), True))
    y += 4
    y2 = d.summary(m + wd * 0.58, r - 3, y, trs, 8.8, box_last=True)
    w, c = words_en(total)
    cents_ = f" and {cj._words(c).title()} Cents" if c else ""
    yy = wrapped(d, m, y + 2, f"Amount in words: Kenya Shillings {w}{cents_} Only.", 8.2, wd * 0.52)
    y = max(y2, yy) + 16
    terms = [
        "This LPO is valid for 30 days from the date of issue.",
        "Quote the LPO number on all delivery notes and invoices.",
        "Goods not conforming to specification will be rejected at the supplier's cost.",
        "Payment will be made upon presentation of an eTIMS-compliant tax invoice.",
    ]
    for t in rng.sample(terms, rng.randint(1, 3)):
        y = wrapped(d, m, y, f"- {t}", 7.6, wd, grey=0.25)
    y += 26
    sw = wd / 3
    for k, lab in enumerate(["Prepared by", "Authorised by", "Received by (Supplier)"]):
        who = rng.choice(KE_NAMES) if k < 2 and rng.random() < 0.6 else ""
        if who:
            d.t(m + k * sw, y - 4, who, 8)
        d.sign(m + k * sw, y, sw - 18, f"{lab}  Sign & Date", 7.2)
    foot()
    return finish(d, "en", "purchase_order", po, sup, total)


def blind20_en_ke_local_purchase_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ke)


# --------------------------------------------------------------------------- 6 de-AT call-off under a framework contract

AT_PLACES = [
    ("Wien", "1", "Brünner Straße|Triester Straße|Handelskai|Leopoldauer Straße"),
    ("Graz", "80", "Puchstraße|Kärntner Straße|Wiener Straße"),
    ("Linz", "40", "Industriezeile|Wiener Straße|Salzburger Straße"),
    ("Salzburg", "50", "Alpenstraße|Innsbrucker Bundesstraße|Sterneckstraße"),
    ("Innsbruck", "60", "Grabenweg|Amraser Straße|Rossaugasse"),
    ("Klagenfurt", "90", "Südring|Villacher Straße|Feldkirchner Straße"),
    ("St. Pölten", "31", "Mariazeller Straße|Porschestraße"),
    ("Wels", "46", "Dr.-Groß-Straße|Salzburger Straße"),
]
AT_BUY = "{a} Bau GmbH|Stadtwerke {c} GmbH|{a} Kliniken Betriebs-GmbH|{a} Wohnbau Gemeinnützige GmbH|{a} Lebensmittel AG|{a} Seilbahnen GmbH|Landesklinikum {c}|{a} Logistik GmbH & Co KG"
AT_BUY_A = "Alpenland|Donautal|Tauern|Wienerwald|Kärntner|Ennstal|Inntal|Murtal|Steirische".split(
    "|"
)
AT_SUP = "{a} Handels GmbH|{a} & Söhne GmbH|{a} Technik GmbH|{a} Elektro GmbH|{a} Arbeitsschutz GmbH|{a} Reinigungsbedarf GmbH|{a} Baustoffe GmbH & Co KG|{a} Bürobedarf e.U."
AT_SUP_A = "Huber|Gruber|Pichler|Moser|Steiner|Hofer|Leitner|Berger|Fuchs|Eder|Wimmer|Brunner|Lechner".split(
    "|"
)
AT_GOODS = [
    ("Sicherheitsschuh S3 Gr. 42", "Paar", 58, 120),
    ("Warnschutzjacke Kl. 3", "Stk", 28, 65),
    ("Arbeitshandschuh Nitril Gr. 9", "Paar", 1.8, 4.5),
    ("Gehörschutzstöpsel (200 Paar)", "Box", 24, 48),
    ("Kabel NYM-J 3x1,5 (100 m)", "Ring", 62, 110),
    ("LED-Hallenstrahler 150 W", "Stk", 95, 240),
    ("Schutzhelm weiß EN 397", "Stk", 9.5, 24),
    ("Kopierpapier A4 80 g (500 Bl.)", "Pkg", 3.9, 6.5),
    ("Händedesinfektion 1 l", "Fl", 6.8, 14),
    ("Flächenreiniger 10 l", "Kan", 24, 48),
    ("Müllsack 120 l (25 Stk)", "Rolle", 3.2, 7.5),
    ("Transportbeton C25/30", "m³", 98, 145),
    ("Baustahlmatte AQ 50", "Stk", 38, 72),
    ("Dämmplatte EPS 10 cm", "m²", 9.5, 18),
    ("Streusalz 25 kg", "Sack", 7.5, 14),
    ("Schraubenset Holzbau", "Set", 19, 45),
    ("Papierhandtuch Z-Falz (4000 Bl.)", "Karton", 28, 46),
]
AT_MON = (
    "Jänner Februar März April Mai Juni Juli August September Oktober November Dezember".split()
)


def _at(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, rng.choice(["helv", "libsans", "dejavu", "times"]))
    m = rng.uniform(50, 62)
    r = d.w - rng.uniform(38, 50)
    wd = r - m
    bottom = d.h - 70
    (c1, z1, st1), (c2, z2, st2) = rng.sample(AT_PLACES, 2)
    buyer = la.pick(rng, AT_BUY).format(a=rng.choice(AT_BUY_A), c=c1)
    sup = la.pick(rng, AT_SUP).format(a=rng.choice(AT_SUP_A))
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"45{la.digits(rng, '########')}|AB-{dt.year}-{la.digits(rng, '####')}|{la.digits(rng, '######')}|B{dt.year % 100}/{la.digits(rng, '#####')}",
    )
    rv = la.pick(
        rng,
        f"RV-{dt.year - rng.randint(0, 2)}-{la.digits(rng, '###')}|RV {la.digits(rng, '####')}/{dt.year % 100}|46{la.digits(rng, '########')}|RA-{la.digits(rng, '#####')}",
    )
    rv_date = dt - timedelta(days=rng.randint(60, 700))
    k = rng.randint(2, 18)
    page = [1]

    def adr(c: str, z: str, sts: str) -> tuple[str, str]:
        return (
            f"{la.pick(rng, sts)} {rng.randint(1, 140)}",
            f"{z}{la.digits(rng, '##')}0 {c}" if len(z) == 1 else f"{z}{la.digits(rng, '#')}0 {c}",
        )

    b1, b2 = adr(c1, z1, st1)
    s1, s2 = adr(c2, z2, st2)
    uid = lambda: f"ATU{la.digits(rng, '########')}"  # noqa: E731
    kind = rng.choice(["title", "info", "ref"])
    no_lab = la.pick(
        rng, "Abrufbestellung Nr.|Bestellnummer|Abruf-Nr.|Bestell-Nr.|Unsere Bestellnummer"
    )
    rv_lab = la.pick(rng, "Rahmenvertrag Nr.|Rahmenvereinbarung|Rahmenauftrag Nr.|Vertragsnummer")

    f1 = f"{buyer} · {b1} · {b2} · UID {uid()} · FN {la.digits(rng, '######')} {rng.choice('abdfghimstvwxyz')}"
    f2 = f"Firmenbuchgericht {c1} · {la.pick(rng, 'Raiffeisenlandesbank|Erste Bank|BAWAG P.S.K.|Oberbank|Hypo')} · IBAN AT{la.digits(rng, '## #### #### #### ####')}"

    def foot() -> None:
        fy = d.h - 44
        d.line(m, fy, r, fy, 0.4)
        d.t(m, fy + 10, f1, 6.8, grey=0.35)
        d.t(m, fy + 19, f2, 6.8, grey=0.35)
        d.t(
            r,
            fy + 10,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{no_lab} {po} – Fortsetzung", 9, b=True)
        return 56

    # buyer logo/name top right
    acc = rng.choice(ACCENTS)
    y = 42
    rgb_text(d, r, y, buyer, snug(d, [buyer], wd * 0.6, 13), acc, al="r")
    d.t(r, y + 11, f"{b1}, {b2}", 7.8, al="r", grey=0.3)
    # window: sender line + supplier
    y = 110
    d.t(m, y, f"{buyer} · {b1} · {b2}", 6.5, grey=0.4)
    d.line(m, y + 2, m + 230, y + 2, 0.3)
    rows = (
        ([la.pick(rng, "Firma|An")] if rng.random() < 0.5 else [])
        + [
            sup,
            la.pick(
                rng,
                f"z. H. Herrn {rng.choice(AT_SUP_A)}|z. Hd. Frau {rng.choice(AT_SUP_A)}|Verkauf Innendienst|",
            ),
        ]
        + [s1, s2]
    )
    rows = [x for x in rows if x]
    d.lines(m, y + 8, rows, 9.5, lead=12.5)
    # info block
    ix = m + wd * 0.58
    info = []
    if kind != "title":
        info.append((no_lab, po))
    info += [
        ("Datum", la.dfmt(dt, "dot")),
        (rv_lab, rv),
        ("Lieferantennr.", la.digits(rng, "7####")),
        (
            "Ihr Angebot",
            f"{la.digits(rng, 'AN-#####')} vom {la.dfmt(rv_date - timedelta(days=rng.randint(5, 30)), 'dot')}",
        ),
        (
            "Sachbearbeiter/in",
            f"{rng.choice(['Mag.', 'Ing.', '', ''])} {rng.choice(['Andrea', 'Thomas', 'Sabine', 'Markus', 'Elisabeth', 'Christian'])} {rng.choice(AT_SUP_A)}".strip(),
        ),
        ("Telefon", f"+43 {la.digits(rng, '### ### ## ##')}"),
    ]
    if kind == "ref":
        info.pop(0)
    if rng.random() < 0.4:
        info.pop(4)
    for j, (lab, val) in enumerate(info):
        d.t(ix, y + j * 11.5, lab, 7.8, grey=0.3)
        d.t(r, y + j * 11.5, val, 8.2, al="r", b=lab == no_lab)
    y = max(y + 8 + len(rows) * 12.5, y + len(info) * 11.5) + 26
    if kind == "title":
        d.t(m, y, f"{la.pick(rng, 'Abrufbestellung|Abruf|Bestellung (Abruf)')} {po}", 14, b=True)
        y += 15
        d.t(m, y, f"{rv_lab} {rv} vom {la.dfmt(rv_date, 'dot')} – {k}. Abruf", 9.5)
    elif kind == "info":
        d.t(
            m,
            y,
            la.pick(rng, "ABRUF AUS RAHMENVERTRAG|Abruf aus Rahmenvereinbarung|ABRUFBESTELLUNG"),
            14,
            b=True,
        )
        y += 15
        d.t(m, y, f"{rv_lab} {rv} vom {la.dfmt(rv_date, 'dot')}", 9.5)
    else:
        d.t(m, y, f"Abruf aus {rv_lab.replace(' Nr.', '')} {rv}", 13, b=True)
        y += 15
        d.t(m, y, f"Betreff: {no_lab} {po}", 9.5, b=True)
    y += 18
    greet = la.pick(rng, "Sehr geehrte Damen und Herren,|Sehr geehrter Herr Kollege,|Guten Tag,")
    d.t(m, y, greet, 9)
    y = (
        wrapped(
            d,
            m,
            y + 6,
            la.pick(
                rng,
                f"auf Grundlage des oben angeführten Rahmenvertrags rufen wir folgende Leistungen zu den vereinbarten Konditionen ab:|gemäß {rv_lab} {rv} bestellen wir zu den vertraglich vereinbarten Preisen:|wir rufen aus der bestehenden Rahmenvereinbarung wie folgt ab:",
            ),
            9,
            wd,
        )
        + 4
    )
    n = rng.randint(1, 7) if rng.random() < 0.7 else rng.randint(22, 38)
    rows_ = []
    for i, (name, unit, lo, hi) in enumerate(take(rng, AT_GOODS, n)):
        p = price(rng, lo, hi)
        q = Decimal(
            rng.choice(
                [1, 2, 5, 10, 20, 25, 40, 50, 100, 200] if hi < 50 else [1, 2, 3, 4, 5, 8, 10, 12]
            )
        )
        amt = r2(p * q)
        rows_.append(
            (
                [
                    f"{(i + 1) * 10}",
                    la.digits(rng, "##-####"),
                    name,
                    f"{q}".replace(".", ","),
                    unit,
                    de(p),
                    de(amt),
                ],
                amt,
            )
        )
    heads = ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "Vertragspreis €", "Gesamt €"]
    widths = [wd * v / 100 for v in (7, 11, 38, 8, 7, 14, 15)]
    carry = ("Übertrag", "Übertrag", de, 2, 6) if rng.random() < 0.7 else None
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows_,
        "cllrcrr",
        size=8.2,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.3 else None,
        grid=rng.random() < 0.4,
        carry=carry,
        hsize=7.8,
    )
    net = sum((a for _, a in rows_), ZERO)
    ust = r2(net * Decimal("0.2"))
    total = net + ust
    if y + 180 > bottom:
        y = brk()
    y += 6
    trs = [
        (la.pick(rng, "Summe netto|Nettobetrag|Abrufwert netto"), de(net), False),
        ("zzgl. 20 % USt.", de(ust), False),
        (
            la.pick(
                rng, "Gesamtbetrag brutto|Bestellwert brutto|Gesamtsumme inkl. USt.|Summe brutto"
            ),
            f"€ {de(total)}",
            True,
        ),
    ]
    y = d.summary(m + wd * 0.5, r - 3, y, trs, 9, box_last=rng.random() < 0.6) + 10
    if rng.random() < 0.7:
        vol = r0(Decimal(rng.choice([80, 120, 150, 250, 400, 600])) * 1000)
        prior = r2(vol * Decimal(rng.randint(10, 70)) / 100)
        if prior + net > vol:
            vol = r0(prior + net + 20000)
        rest = vol - prior - net
        d.t(m, y + 8, "Stand Rahmenvertrag (netto, EUR)", 8, b=True)
        y = lrow(
            d,
            m,
            y + 12,
            [wd / 4] * 4,
            ["Vertragsvolumen", "bisher abgerufen", "dieser Abruf", "Restvolumen"],
            "cccc",
            h=13,
            size=7.4,
            fill=0.9,
        )
        y = lrow(
            d, m, y, [wd / 4] * 4, [de(vol), de(prior), de(net), de(rest)], "rrrr", h=13, size=8
        )
        d.line(m, y - 26, m + wd, y - 26, 0.3)
        y += 10
    conds = [
        f"Lieferadresse: {buyer}, {la.pick(rng, 'Zentrallager|Wareneingang Tor 3|Baustelle ' + c1 + ' Nord|Haustechnik')}, {b1}, {b2}",
        f"Liefertermin: KW {(dt + timedelta(days=rng.randint(7, 35))).isocalendar()[1]} / {dt.year}",
        f"Zahlungsbedingungen: lt. Rahmenvertrag, {la.pick(rng, '30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto|45 Tage netto')}",
        "Bitte geben Sie auf Lieferschein und Rechnung unbedingt unsere Bestellnummer an.",
        "Es gelten ausschließlich die Bestimmungen des Rahmenvertrags sowie unsere Allgemeinen Einkaufsbedingungen.",
    ]
    for t in conds[: rng.randint(3, 5)]:
        y = wrapped(d, m, y, t, 8, wd)
    y += 14
    if y + 40 < bottom:
        d.t(m, y, "Mit freundlichen Grüßen", 9)
        d.t(m, y + 28, f"{buyer} – Einkauf", 8.5, b=True)
    foot()
    return finish(d, "de", "purchase_order", po, sup, total)


def blind20_de_at_abruf_rahmenvertrag(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _at)


# --------------------------------------------------------------------------- 7 it DDT quoting the customer's order

IT_TOWNS = [
    ("Bergamo", "BG", "24126"),
    ("Brescia", "BS", "25124"),
    ("Treviso", "TV", "31100"),
    ("Modena", "MO", "41122"),
    ("Prato", "PO", "59100"),
    ("Ancona", "AN", "60131"),
    ("Bari", "BA", "70126"),
    ("Padova", "PD", "35127"),
    ("Cuneo", "CN", "12100"),
    ("Udine", "UD", "33100"),
]
IT_STREET = "Via dell'Industria|Via Roma|Viale Europa|Via dell'Artigianato|Via Galileo Galilei|Via G. Marconi|Via Enrico Fermi|Via del Lavoro".split(
    "|"
)
IT_SELL = "{a} Forniture S.r.l.|{a} & C. S.n.c.|{a} Imballaggi S.r.l.|{a} Ferramenta S.p.A.|{a} Componenti S.r.l.|Ditta {a} Giuseppe|{a} Distribuzione S.r.l.|{a} Utensileria S.r.l."
IT_BUY = "{a} Meccanica S.r.l.|{a} Alimentari S.p.A.|Cantina {a} S.r.l.|{a} Arredamenti S.r.l.|Officine {a} S.p.A.|{a} Costruzioni S.r.l.|Calzaturificio {a} S.r.l."
IT_SUR = "Rossi|Bianchi|Colombo|Ferrari|Ricci|Marino|Greco|Bruno|Gallo|Conti|Mancini|Lombardi|Moretti|Barbieri|Fontana".split(
    "|"
)
IT_GOODS = [
    ("Scatola cartone americano 40x30x30", "PZ", 0.45, 1.6),
    ("Film estensibile 500mm 23my", "RT", 9.5, 16),
    ("Pallet EPAL 80x120 usato", "PZ", 7.5, 13),
    ("Nastro adesivo avana 50mm x 66m", "RT", 0.9, 2.1),
    ("Vite TE 8.8 M10x40 zincata", "CF", 6.5, 14),
    ("Guanti nitrile tg. L (100 pz)", "CF", 4.8, 9.5),
    ("Disco da taglio inox 115x1", "PZ", 0.9, 2.4),
    ("Olio idraulico ISO 46 (20 l)", "LT", 3.2, 5.8),
    ("Cuscinetto 6204-2RS", "PZ", 2.4, 6.9),
    ("Inserto in metallo duro CNMG 120408", "PZ", 4.8, 11.5),
    ("Etichette termiche 100x150 (500)", "RT", 6.5, 12),
    ("Sacchi PE 70x110 neri", "KG", 2.1, 3.8),
    ("Bottiglia vetro 75 cl bordolese", "PZ", 0.28, 0.65),
    ("Tappo sughero 44x24", "PZ", 0.12, 0.38),
    ("Profilo alluminio 40x40 L=6m", "BR", 28, 55),
    ("Pannello truciolare 18 mm 2800x2070", "PZ", 28, 46),
]


def it_num(v: Decimal) -> str:
    return de(v)


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, rng.choice(["helv", "libsans", "dejavu", "djcond"]))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 150
    (t1, p1, c1), (t2, p2, c2) = rng.sample(IT_TOWNS, 2)
    a1, a2 = rng.sample(IT_SUR, 2)
    seller = la.pick(rng, IT_SELL).format(a=a1)
    buyer = la.pick(rng, IT_BUY).format(a=a2)
    dt = la.day(rng)
    ddt = la.pick(
        rng,
        f"{rng.randint(1, 2999)}|{rng.randint(1, 2999)}/{dt.year % 100}|{rng.randint(1, 999)}/A|DDT-{dt.year}-{la.digits(rng, '####')}",
    )
    od = dt - timedelta(days=rng.randint(2, 30))
    po = la.pick(
        rng,
        f"{rng.randint(10, 999)}|{la.digits(rng, 'OA-####')}|{dt.year}/{la.digits(rng, '###')}|{la.digits(rng, '45########')}|{la.digits(rng, 'ORD#####')}|{rng.randint(1, 450)}/{dt.year % 100}",
    )
    priced = rng.random() < 0.45
    page = [1]
    acc = rng.choice(ACCENTS)
    po_where = rng.choice(["grid", "line", "row"])
    po_lab = la.pick(
        rng, "Vs. ordine n.|Rif. Vs. ordine|Vostro ordine|Ordine cliente n.|Rif. ordine|Vs. Ord. n."
    )

    def foot() -> None:
        d.t(
            r,
            d.h - 18,
            f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}",
            7.5,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        d.t(r, bottom + 12, "segue ./.", 8, al="r", grey=0.3)
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{seller} – D.D.T. n. {ddt} del {la.dfmt(dt, 'dmy')}", 9, b=True)
        return 52

    piva = lambda: la.digits(rng, "0##########")  # noqa: E731
    y = 40
    rgb_text(d, m, y + 2, seller, snug(d, [seller], wd * 0.5, 15), acc)
    yl = d.lines(
        m,
        y + 8,
        [
            f"{rng.choice(IT_STREET)}, {rng.randint(1, 120)} - {c1} {t1} ({p1})",
            f"Tel. 0{la.digits(rng, '## ######')} - info@{a1.lower()}.it",
            f"P.IVA e C.F. {piva()} - REA {p1}-{la.digits(rng, '######')}",
            f"Cap. Soc. € {rng.choice(['10.000,00', '50.000,00', '100.000,00 i.v.'])}",
        ],
        7.6,
        lead=9.5,
    )
    tit = la.pick(
        rng,
        "DOCUMENTO DI TRASPORTO|D.D.T. - Documento di Trasporto|DOCUMENTO DI TRASPORTO (D.P.R. 472/96)|BOLLA DI ACCOMPAGNAMENTO - DDT",
    )
    d.t(r, y, tit, snug(d, [tit], wd * 0.45, 11), b=True, al="r")
    d.t(r, y + 14, f"N. {ddt}   del {la.dfmt(dt, 'dmy')}", 10, b=True, al="r")
    y = yl + 12
    # destinatario / destinazione boxes
    bw = wd / 2 - 6
    badr = [
        f"{rng.choice(IT_STREET)}, {rng.randint(1, 200)}",
        f"{c2} {t2} ({p2})",
        f"P.IVA {piva()}",
    ]
    for k, (lab, rows) in enumerate(
        [
            (
                la.pick(rng, "Destinatario|Spett.le|Cessionario / Destinatario|Cliente"),
                [buyer, *badr],
            ),
            (
                "Luogo di destinazione",
                [
                    buyer
                    if rng.random() < 0.5
                    else f"{buyer} - {la.pick(rng, 'Magazzino|Stabilimento 2|Cantiere')}",
                    f"{rng.choice(IT_STREET)}, {rng.randint(1, 200)}",
                    f"{c2} {t2} ({p2})",
                ]
                if rng.random() < 0.7
                else ["Idem"],
            ),
        ]
    ):
        x = m + k * (bw + 12)
        d.box(x, y, bw, 66)
        d.t(x + 4, y + 9, lab, 7, b=True, grey=0.3)
        d.t(x + 4, y + 22, rows[0], snug(d, [rows[0]], bw - 8, 9.5), b=True)
        d.lines(x + 4, y + 25, rows[1:], 8.2, lead=10.5)
    y += 74
    cells = [
        ("Causale del trasporto", la.pick(rng, "Vendita|Vendita|Conto lavorazione|Conto visione")),
        ("Cod. cliente", la.digits(rng, "C####")),
        (
            "Pagamento",
            la.pick(rng, "RiBa 60 gg d.f.f.m.|Bonifico 30 gg d.f.|RiBa 30/60 gg|Rimessa diretta"),
        ),
        ("Agente", rng.choice(IT_SUR)),
    ]
    if po_where == "grid":
        cells.insert(
            rng.choice([1, 2]),
            (po_lab, f"{po} del {la.dfmt(od, 'dmy')}" if rng.random() < 0.6 else po),
        )
    w_ = wd / len(cells)
    y = d.grid(m, y, [w_] * len(cells), [c[0] for c in cells], [c[1] for c in cells], 8.2) + 6
    if po_where == "line":
        d.t(
            m,
            y + 8,
            f"{po_lab} {po} del {la.dfmt(od, 'dmy')}"
            + (
                f" - Vs. rif. {la.pick(rng, 'Sig. ' + rng.choice(IT_SUR) + '|Uff. Acquisti')}"
                if rng.random() < 0.5
                else ""
            ),
            9,
            b=True,
        )
        y += 16
    n = rng.randint(1, 9) if rng.random() < 0.7 else rng.randint(24, 40)
    rows_: list[tuple[list[str], Decimal]] = []
    disc_col = priced and rng.random() < 0.5
    if priced:
        heads = [
            "Codice",
            "Descrizione",
            "UM",
            "Quantità",
            "Prezzo",
            *(["Sc. %"] if disc_col else []),
            "Importo",
        ]
        rel = [12, 42, 6, 10, 11, *([7] if disc_col else []), 13]
        al = "llcrr" + ("r" if disc_col else "") + "r"
    else:
        heads = ["Codice", "Descrizione", "UM", "Quantità", "Lotto"]
        rel = [14, 56, 7, 11, 12]
        al = "llcrl"
    widths = [wd * v / sum(rel) for v in rel]
    if po_where == "row":
        row = [""] * len(heads)
        row[1] = f"{po_lab} {po} del {la.dfmt(od, 'dmy')}"
        rows_.append((row, ZERO))
    for name, unit, lo, hi in take(rng, IT_GOODS, n):
        q = Decimal(
            rng.choice(
                [1, 2, 5, 10, 12, 20, 24, 50, 100, 200, 500, 1000]
                if hi < 3
                else [1, 2, 3, 4, 5, 6, 10, 20, 25]
            )
        )
        code = la.digits(rng, "@@###-##")
        if priced:
            p = price(rng, lo, hi)
            sc = rng.choice([0, 0, 5, 10, 15]) if disc_col else 0
            amt = r2(p * q * (100 - sc) / 100)
            rows_.append(
                (
                    [
                        code,
                        name,
                        unit,
                        f"{q}",
                        it_num(p),
                        *([f"{sc}" if sc else ""] if disc_col else []),
                        it_num(amt),
                    ],
                    amt,
                )
            )
        else:
            rows_.append(
                (
                    [
                        code,
                        name,
                        unit,
                        f"{q}",
                        la.digits(rng, "L##@###") if rng.random() < 0.5 else "",
                    ],
                    ZERO,
                )
            )
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows_,
        al,
        size=8.2,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.4 else None,
        grid=True,
        hsize=7.8,
    )
    total = ZERO
    if priced:
        net = sum((a for _, a in rows_), ZERO)
        iva = r2(net * Decimal("0.22"))
        total = net + iva
        if y + 60 > bottom:
            y = brk()
        y += 4
        trs = [
            ("Totale imponibile", f"€ {it_num(net)}", False),
            ("IVA 22%", f"€ {it_num(iva)}", False),
            (
                la.pick(rng, "Totale documento|TOTALE DDT|Totale merce IVA inclusa"),
                f"€ {it_num(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.58, r - 3, y, trs, 8.8, box_last=True)
    # transport footer at fixed place on the last page
    fy = d.h - 140
    colli = rng.randint(1, 30)
    fc = [
        ("Aspetto esteriore dei beni", la.pick(rng, "Scatole|Pallet|Sfuso|Cartoni su bancale")),
        ("N. colli", str(colli)),
        ("Peso lordo kg", f"{rng.randint(8, 2400)}"),
        ("Porto", la.pick(rng, "Franco|Assegnato|Franco con addebito")),
    ]
    fy = d.grid(
        m,
        fy,
        [wd * 0.34, wd * 0.2, wd * 0.23, wd * 0.23],
        [c[0] for c in fc],
        [c[1] for c in fc],
        8,
    )
    fc2 = [
        ("Trasporto a cura del", la.pick(rng, "Mittente|Vettore|Destinatario")),
        (
            "Vettore",
            la.pick(rng, "BRT S.p.A.|GLS Italy|TNT - FedEx|Mezzo proprio|Arcese Trasporti"),
        ),
        (
            "Data e ora ritiro",
            f"{la.dfmt(dt, 'dmy')} {rng.randint(7, 17)}:{rng.choice(['00', '15', '30', '45'])}",
        ),
    ]
    fy = d.grid(
        m, fy, [wd * 0.34, wd * 0.33, wd * 0.33], [c[0] for c in fc2], [c[1] for c in fc2], 8
    )
    sw = wd / 3
    for k, lab in enumerate(["Firma conducente", "Firma vettore", "Firma destinatario"]):
        d.box(m + k * sw, fy, sw, 34)
        d.t(m + k * sw + 4, fy + 9, lab, 7, grey=0.3)
    foot()
    out = finish(d, "it", "delivery_note", po, seller, total)
    return out if priced else none_meta(out)


def blind20_it_ddt_vs_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


# --------------------------------------------------------------------------- 8 fi order confirmation

FI_TOWNS = [
    ("Tampere", "33"),
    ("Oulu", "90"),
    ("Jyväskylä", "40"),
    ("Kuopio", "70"),
    ("Turku", "20"),
    ("Lahti", "15"),
    ("Vantaa", "01"),
    ("Seinäjoki", "60"),
    ("Pori", "28"),
    ("Joensuu", "80"),
]
FI_STREET = "Teollisuustie|Hämeenkatu|Kauppakatu|Varastotie|Tehtaankatu|Konepajankatu|Satamatie|Rautatienkatu".split(
    "|"
)
FI_SELL = "{a} Oy|Oy {a} Ab|{a} Tukku Oy|{a}-Tekniikka Oy|{a} Sähkö Oy|{a} Trading Oy|{a} Kone Oy"
FI_SELL_A = "Pohjolan|Kaleva|Sampo|Lappi|Aalto|Tapio|Kivi|Koski|Metsä|Revontuli|Ahjo|Vasara".split(
    "|"
)
FI_BUY = "{a} Rakennus Oy|{a} Elintarvike Oy|{a}n kaupunki|{a} Metalli Oy|{a} Kiinteistöhuolto Oy|{a} Puu Oy|{a} Konepaja Oy"
FI_BUY_A = "Järvi|Harju|Mäki|Laakso|Niemi|Saari|Salo|Kangas|Ranta".split("|")
FI_GOODS = [
    ("Kuulalaakeri 6205-2RS", "kpl", 4.5, 12, "25,5"),
    ("Kaapeli MMJ 3x2,5S 100 m", "krl", 85, 160, "25,5"),
    ("LED-valaisin 40 W IP65", "kpl", 38, 95, "25,5"),
    ("Suojakäsine nitriili L 100 kpl", "ltk", 7.5, 16, "25,5"),
    ("Kuumasinkitty ruuvi M12x60 50 kpl", "pkt", 14, 32, "25,5"),
    ("Hydrauliöljy ISO 46 20 l", "kan", 68, 120, "25,5"),
    ("Työturvakenkä S3 koko 43", "pr", 65, 140, "25,5"),
    ("Kopiopaperi A4 80 g 2500 arkkia", "ltk", 18, 32, "25,5"),
    ("Vehnäjauho 25 kg", "säk", 16, 28, "14"),
    ("Rypsiöljy 10 l", "kan", 22, 38, "14"),
    ("Kahvi 500 g x 12", "ltk", 65, 110, "14"),
    ("Kuormalava EUR", "kpl", 9, 16, "25,5"),
    ("Puhdistusaine 5 l", "kan", 12, 28, "25,5"),
    ("Hitsauslanka 1,0 mm 15 kg", "kela", 38, 72, "25,5"),
    ("Sähkökeskus 3x16 A", "kpl", 140, 320, "25,5"),
]


def fi_num(v: Decimal) -> str:
    return grouped_fi(v)


def grouped_fi(v: Decimal) -> str:
    s = f"{r2(v):,.2f}"
    return s.replace(",", "\u00a0").replace(".", ",")


def _fi(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, rng.choice(["helv", "libsans", "dejavu", "times"]))
    m = rng.uniform(38, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    (t1, z1), (t2, z2) = rng.sample(FI_TOWNS, 2)
    seller = la.pick(rng, FI_SELL).format(a=rng.choice(FI_SELL_A))
    buyer = la.pick(rng, FI_BUY).format(a=rng.choice(FI_BUY_A))
    dt = la.day(rng)
    conf = la.digits(rng, la.pick(rng, "2######|TV-#####|1#####|MT####"))
    po = la.pick(
        rng,
        f"{la.digits(rng, '45########')}|{la.digits(rng, 'PO-#####')}|{la.digits(rng, '#####')}|{la.digits(rng, '@@####')}|{la.digits(rng, 'TIL-####')}/{dt.year % 100}",
    )
    page = [1]
    acc = rng.choice(ACCENTS)
    po_lab = la.pick(
        rng,
        "Tilausnumeronne|Asiakkaan tilausnro|Teidän tilauksenne|Viitteenne|Asiakkaan tilaus|Ostotilausnumero",
    )
    sadr = f"{rng.choice(FI_STREET)} {rng.randint(1, 60)}, {z1}{la.digits(rng, '###')} {t1}"
    ytunnus = la.digits(rng, "#######-#")
    iban = f"FI{la.digits(rng, '## #### #### #### ##')}"

    def foot() -> None:
        fy = d.h - 46
        d.line(m, fy, r, fy, 0.4)
        d.t(
            m,
            fy + 10,
            f"{seller} | {sadr} | Y-tunnus {ytunnus} | {iban} | ALV rek.",
            6.8,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 20,
            f"Sivu {page[0]} ({of})" if of else f"Sivu {page[0]}",
            7.5,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{seller}  TILAUSVAHVISTUS {conf}", 9, b=True)
        return 52

    y = 42
    rgb_text(d, m, y, seller, snug(d, [seller], wd * 0.5, 16), acc)
    d.t(m, y + 12, sadr, 8, grey=0.3)
    d.t(
        m,
        y + 22,
        f"puh. 0{la.digits(rng, '## ### ####')}  myynti@{seller.split()[0 if not seller.startswith('Oy') else 1].lower().replace('ä', 'a').replace('ö', 'o').replace('-', '')}.fi",
        8,
        grey=0.3,
    )
    tit = la.pick(rng, "TILAUSVAHVISTUS|Tilausvahvistus|TILAUSVAHVISTUS / ORDER CONFIRMATION")
    d.t(r, y, tit, 14 if "/" not in tit else 11, b=True, al="r")
    y += 44
    # buyer left, info right
    d.t(m, y, la.pick(rng, "Asiakas|Tilaaja|Laskutusosoite|Ostaja"), 7.8, b=True, grey=0.35)
    badr = [f"{rng.choice(FI_STREET)} {rng.randint(1, 90)}", f"{z2}{la.digits(rng, '###')} {t2}"]
    d.t(m, y + 13, buyer, snug(d, [buyer], wd * 0.48, 10.5), b=True)
    yl = d.lines(m, y + 16, badr, 8.8, lead=11)
    if rng.random() < 0.55:
        d.t(m, yl + 12, "Toimitusosoite", 7.8, b=True, grey=0.35)
        yl = d.lines(
            m,
            yl + 14,
            [
                f"{buyer}, {la.pick(rng, 'työmaa|keskusvarasto|tuotanto|vastaanotto')}",
                f"{rng.choice(FI_STREET)} {rng.randint(1, 90)}",
                f"{z2}{la.digits(rng, '###')} {t2}",
            ],
            8.8,
            lead=11,
        )
    info = [
        ("Päivämäärä", la.dfmt(dt, "dot").lstrip("0")),
        (la.pick(rng, "Tilausvahvistus nro|Vahvistusnumero|Myyntitilaus|Tilausnumero"), conf),
        ("Asiakasnumero", la.digits(rng, "1####")),
        (po_lab, po),
        (
            "Tilaajan yhteyshenkilö",
            f"{rng.choice(['Matti', 'Anna', 'Jukka', 'Sari', 'Mikko', 'Päivi'])} {rng.choice(['Virtanen', 'Korhonen', 'Nieminen', 'Mäkinen', 'Hämäläinen', 'Laine'])}",
        ),
        (
            "Myyjä",
            f"{rng.choice(['Timo', 'Hanna', 'Jari', 'Minna', 'Pekka'])} {rng.choice(['Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Saarinen'])}",
        ),
        (
            "Toimitustapa",
            la.pick(rng, "Schenker|Posti Rahti|Noutotuote|Oma kuljetus|DB Schenker System"),
        ),
        ("Toimitusehto", la.pick(rng, "Toimitettuna (DAP)|Vapaasti varastosta (EXW)|FCA " + t1)),
        ("Maksuehto", la.pick(rng, "14 pv netto|30 pv netto|7 pv -2 %, 30 pv netto")),
    ]
    if rng.random() < 0.5:
        info.insert(1, info.pop(3))
    if rng.random() < 0.4:
        info.pop(4)
    ix = m + wd * 0.54
    for k, (lab, val) in enumerate(info):
        d.t(ix, y + 8 + k * 11.5, lab, 8, grey=0.3)
        d.t(r, y + 8 + k * 11.5, val, 8.4, al="r", b=lab == po_lab and rng.random() < 0.5)
    y = max(yl, y + 8 + len(info) * 11.5) + 16
    d.t(
        m,
        y,
        la.pick(
            rng,
            "Kiitämme tilauksestanne! Vahvistamme sen seuraavasti:|Vahvistamme tilauksenne alla olevin ehdoin.|Kiitos tilauksesta.",
        ),
        9,
    )
    y += 10
    disc = rng.random() < 0.45
    n = rng.randint(1, 8) if rng.random() < 0.7 else rng.randint(24, 40)
    rows = []
    lines = []
    for name, unit, lo, hi, rate in take(rng, FI_GOODS, n):
        p = price(rng, lo, hi)
        q = Decimal(qty(rng, hi))
        a = rng.choice([0, 0, 5, 10, 15, 20]) if disc else 0
        amt = r2(p * q * (100 - a) / 100)
        dd = dt + timedelta(days=rng.randint(2, 25))
        rows.append(
            (
                [
                    la.digits(rng, "######"),
                    name,
                    f"{q}",
                    unit,
                    fi_num(p),
                    *([f"{a}" if a else ""] if disc else []),
                    rate,
                    f"{dd.day}.{dd.month}.",
                    fi_num(amt),
                ],
                amt,
            )
        )
        lines.append((amt, rate))
    heads = [
        "Tuotenro",
        "Nimike",
        "Määrä",
        "Yks.",
        "À-hinta",
        *(["Ale %"] if disc else []),
        "ALV %",
        "Toim.",
        "Yhteensä",
    ]
    rel = [10, 34, 7, 6, 10, *([6] if disc else []), 7, 8, 12]
    widths = [wd * v / sum(rel) for v in rel]
    al = "llrcr" + ("r" if disc else "") + "rcr"
    carry = (
        ("Siirto seuraavalle sivulle", "Siirto edelliseltä sivulta", fi_num, 1, len(heads) - 1)
        if rng.random() < 0.6
        else None
    )
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        al,
        size=8,
        rowh=14,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.5 else None,
        grid=rng.random() < 0.35,
        carry=carry,
        hsize=7.6,
    )
    net = sum((a for a, _ in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 19, 29, 45, 65, 120])) if rng.random() < 0.6 else ZERO
    base255 = sum((a for a, rt in lines if rt == "25,5"), ZERO) + freight
    base14 = net - sum((a for a, rt in lines if rt == "25,5"), ZERO)
    v255 = r2(base255 * Decimal("0.255"))
    v14 = r2(base14 * Decimal("0.14"))
    total = net + freight + v255 + v14
    if y + 130 > bottom:
        y = brk()
    y += 8
    trs = [("Tuotteet yhteensä (veroton)", fi_num(net), False)]
    if freight:
        trs.append(("Rahti (ALV 25,5 %)", fi_num(freight), False))
    trs.append(("Veroton yhteensä", fi_num(net + freight), False))
    if v255:
        trs.append(("ALV 25,5 %", fi_num(v255), False))
    if v14:
        trs.append(("ALV 14 %", fi_num(v14), False))
    trs.append(
        (
            la.pick(rng, "Yhteensä EUR|Yhteensä (sis. ALV)|Kokonaissumma|Tilaus yhteensä EUR"),
            fi_num(total),
            True,
        )
    )
    y2 = d.summary(m + wd * 0.54, r - 3, y, trs, 8.8, box_last=True)
    notes = [
        "Pyydämme tarkistamaan vahvistuksen ja ilmoittamaan mahdollisista virheistä kahden arkipäivän kuluessa.",
        "Toimitusajat ovat arvioita. Osatoimitukset laskutetaan erikseen.",
        "Noudatamme Teknisen Kaupan Liiton yleisiä myyntiehtoja (TK 2023).",
        "Omistusoikeus siirtyy ostajalle, kun kauppahinta on kokonaan maksettu.",
    ]
    yy = y
    for t in rng.sample(notes, rng.randint(1, 3)):
        yy = wrapped(d, m, yy, t, 7.6, wd * 0.5, grey=0.25) + 2
    y = max(yy, y2) + 20
    if y + 30 < bottom:
        d.t(m, y, "Ystävällisin terveisin", 8.8)
        d.t(m, y + 13, seller, 8.8, b=True)
    foot()
    return finish(d, "fi", "order_confirmation", po, seller, total)


def blind20_fi_tilausvahvistus(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fi)


# --------------------------------------------------------------------------- 9 el proforma quoting the customer's order

EL_TOWNS = [
    ("ΑΘΗΝΑ", "104"),
    ("ΘΕΣΣΑΛΟΝΙΚΗ", "546"),
    ("ΠΑΤΡΑ", "262"),
    ("ΗΡΑΚΛΕΙΟ", "713"),
    ("ΛΑΡΙΣΑ", "412"),
    ("ΒΟΛΟΣ", "383"),
    ("ΙΩΑΝΝΙΝΑ", "452"),
    ("ΚΑΛΑΜΑΤΑ", "241"),
    ("ΑΣΠΡΟΠΥΡΓΟΣ", "193"),
]
EL_STREET = "ΛΕΩΦ. ΑΘΗΝΩΝ|ΕΘΝ. ΑΝΤΙΣΤΑΣΕΩΣ|ΒΙ.ΠΕ. ΟΔΟΣ Γ|ΤΣΙΜΙΣΚΗ|ΕΓΝΑΤΙΑΣ|ΚΑΝΑΡΗ|ΑΓΙΟΥ ΔΗΜΗΤΡΙΟΥ|28ΗΣ ΟΚΤΩΒΡΙΟΥ".split(
    "|"
)
EL_SELL = "{a} Α.Ε.|{b} {a} & ΣΙΑ Ο.Ε.|{a} ΜΟΝΟΠΡΟΣΩΠΗ Ι.Κ.Ε.|{a} ΕΜΠΟΡΙΚΗ Α.Ε.|{a} ΒΙΟΜΗΧΑΝΙΚΑ ΕΙΔΗ Ε.Π.Ε.|{a} ΑΦΟΙ Ο.Ε."
EL_SELL_A = "ΠΑΠΑΔΟΠΟΥΛΟΣ|ΝΙΚΟΛΑΟΥ|ΓΕΩΡΓΙΟΥ|ΚΩΝΣΤΑΝΤΙΝΙΔΗΣ|ΑΙΓΑΙΟ|ΟΛΥΜΠΟΣ|ΔΗΜΗΤΡΙΟΥ|ΒΑΣΙΛΕΙΟΥ|ΙΩΑΝΝΙΔΗΣ|ΜΑΚΡΗΣ".split(
    "|"
)
EL_BUY = "ΞΕΝΟΔΟΧΕΙΑ {a} Α.Ε.|{a} ΤΡΟΦΙΜΑ Α.Ε.|{a} ΚΑΤΑΣΚΕΥΑΣΤΙΚΗ Α.Τ.Ε.|ΔΗΜΟΣ {c}|{a} ΓΑΛΑΚΤΟΚΟΜΙΚΗ Α.Ε.|{a} ΦΑΡΜΑΚΑΠΟΘΗΚΗ Ε.Π.Ε."
EL_BUY_A = "ΚΡΗΤΗ|ΘΕΣΣΑΛΙΑ|ΗΠΕΙΡΟΣ|ΜΕΣΟΓΕΙΟΣ|ΠΗΛΙΟ|ΙΟΝΙΟ|ΔΕΛΦΟΙ|ΑΚΡΟΠΟΛΙΣ".split("|")
# desc | unit | lo | hi | vat
EL_GOODS = [
    ("ΧΑΡΤΙ Α4 80gr (κιβ. 5 δεσμ.)", "ΚΙΒ", 18, 28, 24),
    ("ΚΛΙΜΑΤΙΣΤΙΚΟ INVERTER 12000 BTU", "ΤΕΜ", 420, 780, 24),
    ("ΛΑΜΠΤΗΡΑΣ LED 10W E27", "ΤΕΜ", 1.8, 4.5, 24),
    ("ΚΑΛΩΔΙΟ ΝΥΜ 3x1,5 (100μ)", "ΡΟΛ", 48, 85, 24),
    ("ΑΠΟΡΡΥΠΑΝΤΙΚΟ ΠΙΑΤΩΝ 4L", "ΤΕΜ", 3.5, 7.5, 24),
    ("ΣΕΝΤΟΝΙ ΜΟΝΟ 160x260 ΛΕΥΚΟ", "ΤΕΜ", 7.5, 14, 24),
    ("ΠΕΤΣΕΤΑ ΜΠΑΝΙΟΥ 70x140", "ΤΕΜ", 6.8, 13, 24),
    ("ΕΛΑΙΟΛΑΔΟ ΕΞΑΙΡ. ΠΑΡΘΕΝΟ 5L", "ΤΕΝ", 28, 46, 13),
    ("ΦΕΤΑ Π.Ο.Π. ΔΟΧ. 15kg", "ΔΟΧ", 110, 170, 13),
    ("ΑΛΕΥΡΙ ΓΙΑ ΟΛΕΣ ΤΙΣ ΧΡΗΣΕΙΣ 25kg", "ΣΑΚ", 16, 26, 13),
    ("ΓΑΝΤΙΑ ΝΙΤΡΙΛΙΟΥ L (100 τεμ.)", "ΚΟΥΤ", 4.2, 9.5, 24),
    ("ΤΣΙΜΕΝΤΟ 25kg", "ΣΑΚ", 4.8, 7.2, 24),
    ("ΠΛΑΚΑΚΙ 60x60 ΓΚΡΙ", "Μ2", 14, 32, 24),
    ("ΣΩΛΗΝΑΣ PVC Φ110 6μ", "ΤΕΜ", 9.5, 19, 24),
    ("ΧΡΩΜΑ ΠΛΑΣΤΙΚΟ ΛΕΥΚΟ 9L", "ΤΕΜ", 28, 52, 24),
]


def gr(v: Decimal) -> str:
    return de(v)


def _el(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, b4.UNI))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    (t1, z1), (t2, z2) = rng.sample(EL_TOWNS, 2)
    sa = rng.choice(EL_SELL_A)
    seller = la.pick(rng, EL_SELL).format(a=sa, b=rng.choice(["Γ.", "Κ.", "Ν.", "Δ."]))
    buyer = la.pick(rng, EL_BUY).format(a=rng.choice(EL_BUY_A), c=t2)
    dt = la.day(rng)
    pf = la.pick(
        rng,
        f"ΠΤ-{la.digits(rng, '####')}|{la.digits(rng, '###')}/{dt.year}|PF{la.digits(rng, '#####')}|Α-{la.digits(rng, '####')}",
    )
    po = la.pick(
        rng,
        f"{la.digits(rng, '####')}/{dt.year}|ΠΑΡ-{la.digits(rng, '#####')}|PO{la.digits(rng, '######')}|{la.digits(rng, '##.###')}|{la.digits(rng, '######')}",
    )
    offer = la.pick(rng, f"ΠΡ-{la.digits(rng, '####')}|{la.digits(rng, '###')}/{dt.year % 100}")
    afm = lambda: la.digits(rng, "0########")  # noqa: E731
    doy = lambda: la.pick(
        rng, "ΦΑΕ ΑΘΗΝΩΝ|ΦΑΕ ΘΕΣΣΑΛΟΝΙΚΗΣ|Α' ΠΑΤΡΩΝ|ΗΡΑΚΛΕΙΟΥ|ΛΑΡΙΣΑΣ|ΚΕΦΟΔΕ ΑΤΤΙΚΗΣ"
    )  # noqa: E731
    page = [1]
    acc = rng.choice(ACCENTS)
    po_lab = la.pick(
        rng,
        "Αρ. Παραγγελίας Πελάτη|Σχετ. Παραγγελία|Η Παραγγελία σας|Παραγγελία Πελάτη Νο|Αριθμός Παραγγελίας σας",
    )
    sadr = f"{rng.choice(EL_STREET)} {rng.randint(1, 180)}, {z1} {rng.randint(10, 99)} {t1}"
    s_afm, s_doy = afm(), doy()

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 22,
            f"Σελίδα {page[0]} από {of}" if of else f"Σελίδα {page[0]}",
            7.5,
            al="c",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{seller} - ΠΡΟΤΙΜΟΛΟΓΙΟ {pf} (συνέχεια)", 9, b=True)
        return 52

    y = 42
    rgb_box(d, m, y - 14, wd, 3, acc)
    y += 8
    d.t(m, y, seller, snug(d, [seller], wd * 0.55, 14), b=True)
    d.lines(
        m,
        y + 4,
        [
            la.pick(
                rng,
                "ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΕΙΔΩΝ ΞΕΝΟΔΟΧΕΙΩΝ|ΕΜΠΟΡΙΑ ΗΛΕΚΤΡΟΛΟΓΙΚΟΥ ΥΛΙΚΟΥ|ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΤΡΟΦΙΜΩΝ|ΕΜΠΟΡΙΑ ΟΙΚΟΔΟΜΙΚΩΝ ΥΛΙΚΩΝ",
            ),
            sadr,
            f"ΑΦΜ: {s_afm}  ΔΟΥ: {s_doy}  ΓΕΜΗ: {la.digits(rng, '###########')}",
            f"Τηλ.: 2{la.digits(rng, '## ### ####')}  e-mail: sales@{la.pick(rng, 'aigaio|olympos|makris|ioannidis|nikolaou')}.gr",
        ],
        7.6,
        lead=9.4,
    )
    tit = la.pick(rng, "ΠΡΟΤΙΜΟΛΟΓΙΟ|ΠΡΟΤΙΜΟΛΟΓΙΟ / PROFORMA INVOICE|PROFORMA - ΠΡΟΤΙΜΟΛΟΓΙΟ")
    d.t(r, y, tit, snug(d, [tit], wd * 0.42, 13), b=True, al="r")
    grows = [
        ("Αριθμός", pf),
        ("Ημερομηνία", la.dfmt(dt, "dmy")),
        ("Ισχύς έως", la.dfmt(dt + timedelta(days=rng.choice([7, 10, 15, 30])), "dmy")),
    ]
    po_grid = rng.random() < 0.5
    if po_grid:
        grows.append((po_lab, po))
    gx = m + wd * 0.6
    for k, (lab, val) in enumerate(grows):
        d.t(gx, y + 16 + k * 12, lab, 7.8, grey=0.3)
        d.t(r, y + 16 + k * 12, val, 8.4, al="r", b=lab == "Αριθμός")
    y = max(y + 44, y + 16 + len(grows) * 12) + 10
    # customer
    badr = f"{rng.choice(EL_STREET)} {rng.randint(1, 180)}, {z2} {rng.randint(10, 99)} {t2}"
    if rng.random() < 0.45:
        # two-column party table
        cw = [wd * 0.16, wd * 0.34, wd * 0.16, wd * 0.34]
        y = lrow(
            d,
            m,
            y,
            [wd / 2, wd / 2],
            ["ΣΤΟΙΧΕΙΑ ΠΩΛΗΤΗ", "ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ"],
            "cc",
            h=14,
            size=8,
            b=True,
            fill=0.88,
        )
        for a_, b_, c_, d_ in [
            ("Επωνυμία", seller, "Επωνυμία", buyer),
            ("ΑΦΜ / ΔΟΥ", f"{s_afm} / {s_doy}", "ΑΦΜ / ΔΟΥ", f"{afm()} / {doy()}"),
            ("Διεύθυνση", sadr, "Διεύθυνση", badr),
            (
                "Υπεύθυνος",
                la.pick(rng, "Γ. Παπαδάκης|Μ. Οικονόμου|Ε. Σταθοπούλου"),
                "Υπεύθυνος",
                la.pick(rng, "Κ. Αλεξίου|Α. Μαυρίδου|Π. Χριστοδούλου"),
            ),
        ]:
            y = lrow(d, m, y, cw, [a_, b_, c_, d_], "llll", h=14, size=7.6)
        d.line(m, y, r, y, 0.4)
    else:
        d.box(m, y, wd * 0.55, 62)
        d.t(m + 4, y + 10, la.pick(rng, "ΠΕΛΑΤΗΣ|ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ|Προς:"), 7.4, b=True, grey=0.3)
        d.t(m + 4, y + 24, buyer, snug(d, [buyer], wd * 0.53, 10), b=True)
        d.lines(m + 4, y + 28, [badr, f"ΑΦΜ: {afm()}  ΔΟΥ: {doy()}"], 8, lead=10.5)
        d.kv(
            m + wd * 0.6,
            y + 4,
            [
                (
                    "Τρόπος πληρωμής",
                    la.pick(rng, "Προκαταβολή|Τραπεζική κατάθεση|Επί πιστώσει 30 ημ."),
                ),
                ("Τόπος παράδοσης", la.pick(rng, "Έδρα πελάτη|Αποθήκη μας|" + t2)),
                ("Αρ. Προσφοράς", offer),
            ],
            80,
            7.6,
            b_label=False,
        )
        y += 62
    y += 10
    if not po_grid:
        d.t(
            m,
            y,
            f"{po_lab}: {po}" + (f"  -  Αρ. Προσφοράς: {offer}" if rng.random() < 0.5 else ""),
            9,
            b=True,
        )
        y += 10
    disc = rng.random() < 0.5
    n = rng.randint(1, 8) if rng.random() < 0.7 else rng.randint(22, 38)
    rows = []
    lines = []
    for name, unit, lo, hi, vat in take(rng, EL_GOODS, n):
        p = price(rng, lo, hi)
        q = Decimal(qty(rng, hi))
        a = rng.choice([0, 5, 10, 15]) if disc else 0
        amt = r2(p * q * (100 - a) / 100)
        rows.append(
            (
                [
                    la.digits(rng, "##.##.###"),
                    name,
                    unit,
                    f"{q}",
                    gr(p),
                    *([f"{a}" if a else "-"] if disc else []),
                    gr(amt),
                    f"{vat}%",
                ],
                amt,
            )
        )
        lines.append((amt, vat, r2(p * q)))
    heads = [
        "Κωδικός",
        "Περιγραφή",
        "Μ.Μ.",
        "Ποσ.",
        "Τιμή",
        *(["Έκπτ.%"] if disc else []),
        "Αξία",
        "ΦΠΑ",
    ]
    rel = [11, 38, 6, 6, 10, *([7] if disc else []), 12, 6]
    widths = [wd * v / sum(rel) for v in rel]
    al = "llcrr" + ("r" if disc else "") + "rc"
    carry = ("Σε μεταφορά", "Από μεταφορά", gr, 1, len(heads) - 2) if rng.random() < 0.6 else None
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        al,
        size=7.8,
        rowh=14,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.5 else None,
        grid=True,
        carry=carry,
        hsize=7.4,
    )
    gross = sum((g for _, _, g in lines), ZERO)
    net = sum((a for a, _, _ in lines), ZERO)
    ship = Decimal(rng.choice([15, 25, 35, 60, 90])) if rng.random() < 0.35 else ZERO
    v24 = r2((sum((a for a, v, _ in lines if v == 24), ZERO) + ship) * Decimal("0.24"))
    v13 = r2(sum((a for a, v, _ in lines if v == 13), ZERO) * Decimal("0.13"))
    total = net + ship + v24 + v13
    if y + 150 > bottom:
        y = brk()
    y += 8
    trs = []
    if disc and gross != net:
        trs += [("Αξία προ έκπτωσης", gr(gross), False), ("Έκπτωση", f"-{gr(gross - net)}", False)]
    trs.append(("Καθαρή αξία", gr(net), False))
    if ship:
        trs.append(("Μεταφορικά", gr(ship), False))
    if v24:
        trs.append(("ΦΠΑ 24%", gr(v24), False))
    if v13:
        trs.append(("ΦΠΑ 13%", gr(v13), False))
    trs.append(
        (la.pick(rng, "ΣΥΝΟΛΟ|ΓΕΝΙΚΟ ΣΥΝΟΛΟ|ΠΛΗΡΩΤΕΟ ΠΟΣΟ|ΣΥΝΟΛΙΚΗ ΑΞΙΑ"), f"{gr(total)} €", True)
    )
    y2 = d.summary(m + wd * 0.56, r - 3, y, trs, 8.8, box_last=True)
    yy = y
    if rng.random() < 0.45:
        pct = rng.choice([30, 40, 50, 100])
        dep = r2(total * pct / 100)
        yy = (
            wrapped(
                d,
                m,
                yy,
                f"Προκαταβολή {pct}%: {gr(dep)} €"
                + (f" - Υπόλοιπο κατά την παράδοση: {gr(total - dep)} €" if pct < 100 else ""),
                8.2,
                wd * 0.5,
                b=True,
            )
            + 4
        )
    bank = la.pick(rng, "ΕΘΝΙΚΗ ΤΡΑΠΕΖΑ|ΤΡΑΠΕΖΑ ΠΕΙΡΑΙΩΣ|ALPHA BANK|EUROBANK")
    yy = (
        wrapped(
            d,
            m,
            yy,
            f"Τράπεζα: {bank}  IBAN: GR{la.digits(rng, '## #### #### #### #### #### ###')}",
            7.6,
            wd * 0.52,
        )
        + 2
    )
    yy = wrapped(
        d,
        m,
        yy,
        "Το παρόν δεν αποτελεί φορολογικό στοιχείο. Το τιμολόγιο θα εκδοθεί κατά την αποστολή των ειδών.",
        7.4,
        wd * 0.5,
        grey=0.3,
    )
    y = max(yy, y2) + 26
    if y + 30 < bottom:
        d.sign(m, y, 150, "Για την εταιρεία (σφραγίδα - υπογραφή)", 7.2)
        d.sign(r - 150, y, 150, "Αποδοχή πελάτη", 7.2)
    foot()
    return finish(d, "el", "proforma", po, seller, total)


def blind20_el_protimologio(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _el)


# --------------------------------------------------------------------------- 10 hr purchase order

HR_TOWNS = [
    ("Zagreb", "10000"),
    ("Split", "21000"),
    ("Rijeka", "51000"),
    ("Osijek", "31000"),
    ("Zadar", "23000"),
    ("Varaždin", "42000"),
    ("Pula", "52100"),
    ("Karlovac", "47000"),
    ("Slavonski Brod", "35000"),
]
HR_STREET = "Ulica grada Vukovara|Savska cesta|Zagrebačka ulica|Industrijska zona|Ulica Ivana Gundulića|Put Supavla|Obrtnička ulica|Radnička cesta".split(
    "|"
)
HR_BUY = "{a} d.d.|{a} graditeljstvo d.o.o.|Hotel {a} d.o.o.|{a} prehrambena industrija d.d.|Komunalac {c} d.o.o.|{a} brodogradnja d.o.o.|Opća bolnica {c}"
HR_BUY_A = "Jadran|Dalmacija|Podravka|Slavonija|Velebit|Kvarner|Istra|Dinara|Mosor".split("|")
HR_SUP = "{a} d.o.o.|{a} trgovina d.o.o.|{a}-Commerce d.o.o.|Obrt {a}, vl. {p}|{a} elektro d.o.o.|{a} tehnika j.d.o.o."
HR_SUP_A = (
    "Horvat|Kovačević|Babić|Marić|Jurić|Novak|Knežević|Vuković|Matić|Perić|Đurić|Šarić".split("|")
)
HR_GOODS = [
    ("Cement CEM II 25 kg", "vreća", 4.2, 7.5),
    ("Armaturna mreža Q-188", "kom", 28, 45),
    ("Kabel PP-Y 3x2,5 mm²", "m", 0.9, 1.8),
    ("Zaštitne rukavice nitril (100 kom)", "kut", 5.5, 11),
    ("Papir A4 80 g (500 l.)", "pak", 3.8, 6.2),
    ("Sredstvo za čišćenje podova 10 l", "kan", 14, 28),
    ("LED žarulja E27 10 W", "kom", 1.6, 4.2),
    ("Radna odjeća - kombinezon vel. L", "kom", 24, 48),
    ("Boja za zidove bijela 15 l", "kan", 32, 65),
    ("Vijak M8x30 pocinčani (100 kom)", "pak", 4.5, 9.5),
    ("Ulje hidraulično HLP 46 20 l", "kan", 58, 95),
    ("Posteljina - plahta 160x260", "kom", 7.5, 14),
    ("Brašno T-550 25 kg", "vreća", 14, 22),
    ("Maslinovo ulje ekstra djevičansko 5 l", "kom", 32, 55),
    ("Ručnik 50x100 bijeli", "kom", 3.8, 7.5),
]


def hr_num(v: Decimal) -> str:
    return de(v)


def _hr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, b4.UNI))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    (t1, z1), (t2, z2) = rng.sample(HR_TOWNS, 2)
    buyer = la.pick(rng, HR_BUY).format(a=rng.choice(HR_BUY_A), c=t1)
    sa = rng.choice(HR_SUP_A)
    sup = la.pick(rng, HR_SUP).format(
        a=sa, p=f"{rng.choice(['Ivan', 'Marko', 'Ana', 'Josip', 'Tomislav'])} {sa}"
    )
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"{rng.randint(1, 999)}/{dt.year}|NAR-{dt.year}-{la.digits(rng, '####')}|{la.digits(rng, '#####')}|{rng.randint(1, 450)}-{la.digits(rng, '##')}/{dt.year % 100}|N{la.digits(rng, '######')}",
    )
    ponuda = la.pick(rng, f"{rng.randint(1, 900)}/{dt.year}|P-{la.digits(rng, '####')}")
    oib = lambda: la.digits(rng, "###########")  # noqa: E731
    page = [1]
    acc = rng.choice(ACCENTS)
    rate = Decimal(25) if rng.random() < 0.8 else Decimal(13)
    no_at = rng.choice(["title", "box", "grid"])
    no_lab = la.pick(rng, "Narudžbenica br.|Broj narudžbe|Narudžba br.|Br. narudžbenice")

    def foot() -> None:
        d.t(
            r,
            d.h - 22,
            f"Stranica {page[0]} od {of}" if of else f"Stranica {page[0]}",
            7.5,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - {no_lab} {po}", 9, b=True)
        return 52

    y = 40
    d.t(m, y, buyer, snug(d, [buyer], wd * 0.6, 14), b=True)
    badr = f"{rng.choice(HR_STREET)} {rng.randint(1, 160)}, {z1} {t1}"
    d.lines(
        m,
        y + 4,
        [
            badr,
            f"OIB: {oib()}  |  IBAN: HR{la.digits(rng, '## #### #### #### #### #')}",
            f"Tel: +385 {la.digits(rng, '# #### ###')}  |  nabava@{buyer.split()[0].lower().replace('č', 'c').replace('ć', 'c')}.hr",
        ],
        7.6,
        lead=9.5,
    )
    y += 44
    d.line(m, y, r, y, 1.2)
    y += 24
    if no_at == "title":
        d.t(d.w / 2, y, f"NARUDŽBENICA br. {po}", 15, b=True, al="c")
        y += 14
        d.t(d.w / 2, y, f"{t1}, {la.dfmt(dt, 'dot')}.", 9, al="c")
        y += 14
    elif no_at == "box":
        d.t(m, y, la.pick(rng, "NARUDŽBENICA|NARUDŽBA|Narudžbenica"), 16, b=True)
        bw = 190
        d.box(r - bw, y - 16, bw, 34)
        d.box(r - bw, y - 16, bw, 13, fill=0.88)
        d.t(r - bw + 4, y - 6.5, no_lab, 7.4, b=True)
        d.t(r - bw + 4, y + 13, po, 11, b=True)
        d.t(r, y + 30, f"Datum: {la.dfmt(dt, 'dot')}.", 8.6, al="r")
        y += 40
    else:
        d.t(
            d.w / 2,
            y,
            la.pick(rng, "NARUDŽBENICA|NARUDŽBA ROBE|NARUDŽBENICA ZA ROBU I USLUGE"),
            15,
            b=True,
            al="c",
        )
        y += 10
        y = (
            d.grid(
                m,
                y,
                [wd / 4] * 4,
                [no_lab, "Datum", "Vaša ponuda", "Rok isporuke"],
                [
                    po,
                    f"{la.dfmt(dt, 'dot')}.",
                    ponuda,
                    f"{la.dfmt(dt + timedelta(days=rng.randint(5, 30)), 'dot')}.",
                ],
                8.4,
            )
            + 8
        )
    sadr = f"{rng.choice(HR_STREET)} {rng.randint(1, 160)}, {z2} {t2}"
    s_oib = oib()
    style = rng.choice(["label", "party", "to"])
    if style == "label":
        d.box(m, y, wd * 0.5, 60)
        d.t(m + 4, y + 10, la.pick(rng, "DOBAVLJAČ|Dobavljač:|ISPORUČITELJ"), 7.5, b=True, grey=0.3)
        d.t(m + 4, y + 24, sup, snug(d, [sup], wd * 0.48, 10), b=True)
        d.lines(m + 4, y + 28, [sadr, f"OIB: {s_oib}"], 8.2, lead=10.5)
        pairs = [
            (
                "Mjesto isporuke",
                la.pick(rng, f"{buyer}, skladište|Gradilište {t1}|Centralna kuhinja|{badr}"),
            ),
            (
                "Kontakt",
                f"{rng.choice(['Ivana', 'Petar', 'Luka', 'Marija'])} {rng.choice(HR_SUP_A)}",
            ),
            ("Način plaćanja", la.pick(rng, "virman 30 dana|virman 60 dana|predujam")),
        ]
        if no_at != "grid":
            pairs.insert(0, ("Vaša ponuda", ponuda))
        d.kv(m + wd * 0.54, y + 2, pairs, 82, 8)
        y += 70
    elif style == "party":
        cw = [wd * 0.14, wd * 0.36, wd * 0.14, wd * 0.36]
        y = lrow(
            d,
            m,
            y,
            [wd / 2, wd / 2],
            ["NARUČITELJ", "DOBAVLJAČ"],
            "cc",
            h=14,
            size=8,
            b=True,
            fill=0.88,
        )
        for row in [
            ("Naziv", buyer, "Naziv", sup),
            ("Adresa", badr, "Adresa", sadr),
            ("OIB", oib(), "OIB", s_oib),
            (
                "Kontakt",
                f"{rng.choice(['Ivana', 'Petar', 'Luka'])} {rng.choice(HR_SUP_A)}",
                "Ponuda br.",
                ponuda,
            ),
        ]:
            y = lrow(d, m, y, cw, list(row), "llll", h=14, size=7.8)
        d.line(m, y, r, y, 0.4)
        y += 10
    else:
        d.t(m, y + 10, "Za:", 9, b=True)
        d.t(m + 26, y + 10, sup, 10.5, b=True)
        d.lines(m + 26, y + 14, [sadr, f"OIB: {s_oib}"], 8.6)
        y += 44
        y = (
            wrapped(d, m, y, f"Temeljem Vaše ponude br. {ponuda} naručujemo sljedeću robu:", 9, wd)
            + 2
        )
    n = rng.randint(1, 8) if rng.random() < 0.7 else rng.randint(24, 40)
    rows = []
    for i, (name, unit, lo, hi) in enumerate(take(rng, HR_GOODS, n)):
        p = price(rng, lo, hi)
        q = Decimal(qty(rng, hi)) if unit != "m" else Decimal(rng.choice([50, 100, 200, 500]))
        amt = r2(p * q)
        rows.append(([f"{i + 1}.", name, unit, f"{q}", hr_num(p), hr_num(amt)], amt))
    heads = ["R.br.", "Naziv robe / usluge", "Jed. mj.", "Količina", "Cijena (EUR)", "Iznos (EUR)"]
    widths = [wd * v / 100 for v in (7, 45, 9, 10, 14, 15)]
    carry = ("Prijenos", "Donos", hr_num, 1, 5) if rng.random() < 0.65 else None
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllrrr",
        size=8.2,
        rowh=14.5,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.4 else None,
        grid=rng.random() < 0.6,
        carry=carry,
        hsize=7.6,
    )
    net = sum((a for _, a in rows), ZERO)
    rabat = r2(net * Decimal(rng.choice([3, 5, 10])) / 100) if rng.random() < 0.25 else ZERO
    base = net - rabat
    pdv = r2(base * rate / 100)
    total = base + pdv
    stated = rng.random() > 0.06
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Ukupno", hr_num(net), False)]
        if rabat:
            trs += [("Rabat", f"-{hr_num(rabat)}", False), ("Osnovica", hr_num(base), False)]
        trs += [
            (f"PDV {rate} %", hr_num(pdv), False),
            (
                la.pick(rng, "SVEUKUPNO (EUR)|Ukupno za platiti|UKUPNO S PDV-om|Sveukupno EUR"),
                hr_num(total),
                True,
            ),
        ]
        y = d.summary(m + wd * 0.56, r - 3, y, trs, 8.8, box_last=True) + 8
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                "Cijene prema važećem cjeniku / ugovoru. Iznos će biti iskazan na računu.",
                8.4,
                wd,
            )
            + 4
        )
    notes = [
        "Na računu obvezno navesti broj ove narudžbenice.",
        "Robu isporučiti radnim danom od 7 do 14 sati uz otpremnicu.",
        "Račun dostaviti u elektroničkom obliku (eRačun).",
        "Narudžbenica vrijedi 15 dana od datuma izdavanja.",
    ]
    for t in rng.sample(notes, rng.randint(1, 3)):
        y = wrapped(d, m, y, f"- {t}", 7.8, wd, grey=0.2)
    y += 30
    if y + 20 < bottom:
        d.sign(m, y, 150, "Sastavio/la", 7.4)
        d.sign(r - 150, y, 150, "Odobrio/la (M.P.)", 7.4)
    foot()
    out = finish(d, "hr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind20_hr_narudzbenica(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hr)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind20_zh_canyin_shicai_caigou,
        blind20_hk_songhuo_fapiao_dan,
        blind20_ja_byoin_yodo_hacchu,
        blind20_ko_jumun_hwaginseo,
        blind20_en_ke_local_purchase_order,
        blind20_de_at_abruf_rahmenvertrag,
        blind20_it_ddt_vs_ordine,
        blind20_fi_tilausvahvistus,
        blind20_el_protimologio,
        blind20_hr_narudzbenica,
    )
}

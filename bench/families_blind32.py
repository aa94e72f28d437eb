# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind31 (`blind32_*`), in the
languages the product receives most.

- blind32_zh_pingtai_caigou_xiangqing: a mainland Chinese order-detail page printed from a B2B
  procurement marketplace (a coloured platform bar, a progress strip of the order's steps, an
  order-information grid with the platform's 订单号 beside requisition, enquiry and contract
  numbers, buyer / consignee and seller panels in either order with the seller's shop name
  under its company, the goods list, 商品总额 / 运费 / 店铺优惠 / 平台券 and 实付款, invoice data).
- blind32_tw_dingdan_querenshu: a Taiwanese seller's 訂單確認書 (the seller's letterhead first,
  its own confirmation and quotation numbers at the right, a customer grid quoting the
  customer's own order number, delivery dates per line, 未稅 / 營業稅 5% / 含稅 in whole NT$ or
  tax-inclusive prices, 訂金 and 尾款 after the total, 新臺幣 capitals, a bank account, the
  customer's countersignature and the seller's seal).
- blind32_ja_tounitsu_denpyo_hacchu: a Japanese chain store's order on a 統一伝票-style grid
  (社名 / 店名 / 店コード, 取引先名 / 取引先コード, 分類 and 伝票区分 codes, 伝票番号, 発注日 /
  納品日 / 便, a fixed grid of rows with JAN codes, 原単価 / 原価金額 beside 売単価 / 売価金額,
  a 原価 total with or without 消費税 and 税込 rows, receipt-stamp boxes, the copy's name; the
  grid continued on further sheets with the same slip number).
- blind32_en_za_municipal_official_order: a South African municipality's official order (at
  times headed in English and Afrikaans; requisition, RFQ and bid numbers, vote / mSCOA
  numbers per line, the supplier's CSD, VAT and B-BBEE data, deliver-to depot, VAT 15 % or a
  supplier not registered for VAT, "R 12 345,67" or "R12,345.67", the amount in words,
  MFMA payment terms, requisitioner / SCM / CFO signatures and the copies' colours).
- blind32_en_us_ca_retail_portal_po: a US or Canadian retailer's purchase order printed from
  its vendor portal (EDI 850 style: PO type, department, vendor number, ship-not-before and
  cancel-after dates, terms, FOB and routing, vendor / ship-to DC / bill-to blocks, lines with
  buyer item number, UPC, vendor style, pack, unit cost and retail price, allowances and
  charges, total units and cases; GST / HST for Canada; the header repeated on every page).
- blind32_de_einkaufsportal_bestellung: a German, Austrian or Swiss order exported from a
  buyer's e-procurement portal (the portal's bar, Bestelldaten with Warenkorb / BANF and
  framework numbers beside the Bestellnummer, Besteller and Genehmiger, Kontierung, Lieferant
  with supplier number, delivery and invoice addresses, catalogue lines, netto / MwSt 19 % or
  USt 20 % or MWST 8.1 % / brutto, the approval history, "maschinell erstellt").
- blind32_fr_hopital_bon_commande_engagement: a French or Belgian public hospital's bon de
  commande from its finance system (exercice, n° d'engagement, marché and lot, UF and compte
  budgétaire, the fournisseur with code and SIRET / n° d'entreprise, the central store as
  delivery address and an invoicing block with Chorus Pro or the hospital's accounts, remise
  per line, TVA 5,5 % / 20 % or 6 % / 21 %, Total TTC, the ordonnateur's signature).
- blind32_es_pedido_obra_isp: a Spanish builder's pedido for a site (obra code and name, jefe
  de obra and encargado, the supplier's or subcontractor's offer and a contrato marco number,
  partidas per line, discounts, IVA 21 % or, for building work, inversión del sujeto pasivo
  with the base as the total, an anticipo at times, delivery and invoicing conditions, three
  signatures; suma y sigue over pages).
- blind32_it_ordine_mepa_nso: an Italian public body's order from an e-procurement platform
  (an MePA-style ordine diretto or a health authority's NSO order: numero ordine, CIG / CUP,
  bando and categoria, the amministrazione contraente with punto ordinante and codice IPA, the
  fornitore contraente with P.IVA and PEC, lines as blocks or a table, Totale ordine IVA
  esclusa / IVA / IVA inclusa, split payment, digital-signature note).
- blind32_nl_afroeporder_raamovereenkomst: a Dutch or Flemish call-off order under a framework
  agreement (a housing corporation's, municipality's, water board's or intercommunale's letter;
  raamovereenkomst, perceel, project or complex and cost-centre numbers beside the call-off's
  own number, unit-rate lines, excl. / btw 21 % or 9 % / incl. btw or btw verlegd, the
  framework's ceiling, spent and remaining sums after the total).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, enquiry, quotation, bid, framework,
contract, project, commitment or slip-copy number; the platform's order number on a
marketplace print; on the seller's paper the customer's order number; on a call-off the
call-off's own number); the supplier exactly as printed on its first line (the vendor, the
seller of a confirmation, the 取引先 of a chain-store slip); the grand total as "1234.50"
(whole NT$ and yen as "1234.00"; after discounts and allowances, before deposits; "" when the
document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind17 import split as text_split  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.78, 0.1, 0.1)


def ch(v: Decimal) -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, "'", ".")


def en2(v: Decimal) -> str:
    return grouped(v)


def hhmm(rng: random.Random) -> str:
    return f"{rng.randint(8, 19):02d}:{rng.randint(0, 59):02d}"


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.17) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- 1 zh-Hans B2B marketplace order-detail print

ZP_PLAT = ["企采通", "云采汇", "易采宝", "工采商城", "企购云", "采链网"]
ZP_CITY = "苏州 杭州 宁波 东莞 佛山 温州 台州 永康 义乌 临沂 天津 青岛".split()
ZP_S = "鑫达 恒通 众联 锐力 久盛 金拓 安固 通宝 德力 华工 三和 宏锦".split()
ZP_SUP_FORMED = [
    "{c}{s}工贸有限公司",
    "{c}市{s}五金机电有限公司",
    "{c}{s}实业有限公司",
    "{s}（{c}）供应链管理有限公司",
    "{c}{s}工业自动化有限公司",
    "{c}{s}劳保用品有限公司",
]
ZP_SUP_BARE = [
    "{c}{s}五金经营部",
    "{c}市{s}劳保用品店",
    "{s}工业品商行",
    "{c}{s}机电设备批发部",
    "{c}市{s}紧固件厂",
]
ZP_SHOP = ["{s}工业品旗舰店", "{s}五金专营店", "{s}官方店", "{s}机电商城", "{s}源头工厂店"]
ZP_ITEMS = [
    ("内六角螺栓", "M8×30 12.9级 100只/盒", "盒", 18, 36),
    ("不锈钢膨胀螺丝", "M10×80 304", "包", 22, 48),
    ("电动扳手", "无刷 20V 双电池", "台", 380, 760),
    ("角磨机", "100型 850W", "台", 160, 320),
    ("切割片", "105×1.2×16 50片/盒", "盒", 45, 90),
    ("防护手套", "丁腈浸胶 12双/包", "包", 28, 55),
    ("安全帽", "ABS V型 国标", "顶", 18, 42),
    ("反光背心", "荧光黄 均码", "件", 6, 15),
    ("工业胶带", "48mm×60m 透明", "卷", 3, 8),
    ("扎带", "4×200mm 1000条/包", "包", 12, 26),
    ("气动快速接头", "PC8-02 10只装", "包", 15, 38),
    ("接近开关", "M12 NPN 常开", "只", 26, 68),
    ("中间继电器", "24VDC 8脚 带底座", "只", 14, 35),
    ("电缆", "RVV 3×1.5 100米/卷", "卷", 180, 320),
    ("润滑脂", "锂基脂 2号 15kg", "桶", 210, 380),
    ("工具车", "三层 带抽屉", "台", 260, 580),
    ("LED工矿灯", "150W IP65", "盏", 120, 260),
    ("叉车托盘", "塑料 1200×1000", "个", 110, 210),
    ("防滑地垫", "PVC 1.2m×10m", "卷", 150, 290),
    ("数显卡尺", "0-150mm 0.01", "把", 75, 190),
    ("万用表", "数字 自动量程", "台", 85, 260),
    ("劳保鞋", "防砸防刺 钢包头", "双", 65, 160),
]


def _zp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    plat = rng.choice(ZP_PLAT)
    buyer = cj.zh_firm(rng).name
    s = rng.choice(ZP_S)
    sup = bare_or(rng, ZP_SUP_FORMED, ZP_SUP_BARE, 0.35).format(c=rng.choice(ZP_CITY), s=s)
    shop = rng.choice(ZP_SHOP).format(s=s)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}{m}{d}{n10}|3{n18}|DD{y}{m}{d}{n6}|PO{Y}{m}{d}{n5}|{y}{m}{d}{n12}")
    req = cj.number(rng, d, "QG{Y}{m}{n4}|PR-{y}{n5}|SQ{y}{m}{d}{n3}")
    rfq = cj.number(rng, d, "XJ{y}{m}{n4}|RFQ{Y}{n5}|BJ-{n6}")
    con = cj.number(rng, d, "HT-{Y}-{n3}|KJ{y}{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice(
        [
            Color(0.95, 0.45, 0.1),
            Color(0.85, 0.15, 0.2),
            Color(0.1, 0.4, 0.8),
            Color(0.1, 0.5, 0.45),
        ]
    )
    t_order = f"{cj.fdate(d, 'iso')} {hhmm(rng)}:{rng.randint(10, 59)}"
    printed = f"{cj.fdate(cj.later(rng, d, 0, 5), 'iso')} {hhmm(rng)}"
    po_lab = cj.pick(rng, "订单号|订单编号|采购订单号|订单号码")
    buyer_first = rng.random() < 0.5

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 22,
            f"https://www.{rng.choice(['qct', 'ych', 'ycb', 'gcsc'])}.com/order/detail?id={po}",
            6.6,
            colour=GREY,
        )
        s_ = f"{page[0]}/{of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 22, f"{s_}　打印时间 {printed}", 6.6, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{plat}　订单详情（续）　{po_lab}：{po}", 8.4, colour=GREY)
        return 44

    def section(y: float, title: str) -> float:
        if y + 40 > bottom:
            y = brk()
        pdf.rect(m, y, 3, 14, fill=ink, stroke=None)
        pdf.text(m + 8, y + 11, title, 10, bold=True)
        return y + 20

    pdf.rect(0, 0, pdf.w, 30, fill=ink, stroke=None)
    pdf.text(m, 20, plat, 13, colour=white, bold=True)
    pdf.text(
        m + 62, 20, cj.pick(rng, "企业采购平台|工业品采购|B2B 企业购|采购商城"), 8.4, colour=white
    )
    pdf.text(
        right, 20, f"您好，{cj.person(rng)}　|　我的订单　|　退出", 7.6, align="r", colour=white
    )
    y = 56
    pdf.text(m, y, cj.pick(rng, "订单详情|采购订单详情|订单信息"), 14, bold=True)
    status_i = rng.randint(1, 4)
    steps = [
        "提交订单",
        cj.pick(rng, "卖家确认|供应商接单"),
        cj.pick(rng, "付款|审批通过"),
        "卖家发货",
        "确认收货",
    ]
    status = ["待卖家确认", "待付款", "等待卖家发货", cj.pick(rng, "已发货|待收货"), "交易成功"][
        status_i
    ]
    pdf.text(right, y, f"订单状态：{status}", 9, align="r", colour=ink)
    y += 22
    sw = wd / len(steps)
    for k, st in enumerate(steps):
        cx = m + sw * k + sw / 2
        done = k <= status_i
        if k:
            pdf.line(cx - sw + 8, y + 6, cx - 8, y + 6, lw=1.2, colour=ink if done else PALE)
        pdf.rect(cx - 6, y, 12, 12, fill=ink if done else PALE, stroke=None)
        pdf.text(cx, y + 26, st, 7.8, align="c", colour=black if done else GREY)
    y += 42
    y = section(y, "订单信息")
    info = [
        [po_lab, po, "下单时间", t_order],
        [
            "付款方式",
            cj.pick(rng, "对公转账|账期支付（月结30天）|在线支付|企业授信支付"),
            "采购员",
            f"{cj.person(rng)} {cj.mobile(rng)}",
        ],
    ]
    extra = []
    if rng.random() < 0.55:
        extra.append([cj.pick(rng, "关联请购单|采购申请单号|请购单号"), req])
    if rng.random() < 0.45:
        extra.append([cj.pick(rng, "询价单号|报价单号"), rfq])
    if rng.random() < 0.3:
        extra.append([cj.pick(rng, "框架协议编号|合同编号"), con])
    if rng.random() < 0.3:
        info.insert(0, info.pop(1))
    for k in range(0, len(extra), 2):
        info.append(sum(extra[k : k + 2], []))
    ws = cj.rel(wd, [15, 35, 15, 35])
    y = kgrid(pdf, m, y, ws, info, h=20, size=8.4, ink=GREY, fill=PALE) + 14
    y = section(y, "交易双方")
    pw = (wd - 14) / 2
    addr = cj.zh_addr(rng)
    buyer_p = [
        ("买家信息" if rng.random() < 0.5 else "采购方", ""),
        (buyer, ""),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("收货地址", f"{addr} {cj.pick(rng, '仓库收货区|一号门岗|生产部|设备科')}"),
    ]
    sel_lab = cj.pick(rng, "卖家|供应商|卖家公司|供货商")
    sel_p = [
        ("卖家信息" if sel_lab == "卖家" else "供应商信息", ""),
        (f"{sel_lab}：", sup),
        ("店铺", shop),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng) if rng.random() < 0.6 else cj.zh_tel(rng)}"),
    ]
    if rng.random() < 0.4:
        sel_p.append(("所在地", cj.zh_addr(rng)))
    panels = [buyer_p, sel_p] if buyer_first else [sel_p, buyer_p]
    hh = 0.0
    for k, p in enumerate(panels):
        x = m + k * (pw + 14)
        yy = y + 16
        pdf.text(x + 8, yy, p[0][0], 8.8, bold=True, colour=ink)
        yy += 16
        for lab, val in p[1:]:
            if not val:
                for ln in cj.wrap(lab, 8.6, pw - 16):
                    pdf.text(x + 8, yy, ln, 8.6, bold=True)
                    yy += 13
                continue
            if lab.endswith("："):
                pdf.text(x + 8, yy, lab + val, 8.8, bold=True)
                yy += 14
                continue
            pdf.text(x + 8, yy, f"{lab}：", 8, colour=GREY)
            for ln in cj.wrap(val, 8, pw - 70):
                pdf.text(x + 60, yy, ln, 8)
                yy += 12
        hh = max(hh, yy - y)
    for k in range(2):
        pdf.rect(m + k * (pw + 14), y, pw, hh + 4, stroke=Color(0.8, 0.8, 0.8), lw=0.6)
    y += hh + 18
    y = section(y, "商品清单")
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12], [24, 30, 38])
    lines = more_lines(
        rng,
        ZP_ITEMS,
        n,
        [1, 2, 2, 3, 5, 10, 10, 20, 50],
        ["（加厚款）", "（升级款）", "（定制）", "（备用）"],
    )
    sub = sum((a for *_, a in lines), ZERO)
    if stated:
        ws = cj.rel(wd, [5, 24, 26, 12, 8, 7, 14])
        heads = ["序号", "商品名称", "规格型号", "单价（元）", "数量", "单位", "小计（元）"]
        body = [
            ([str(i), it[0], it[1], cj.money(p), f"{q:,.0f}", it[2], cj.money(a)], a)
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        al = "cllrrcr"
    else:
        ws = cj.rel(wd, [6, 32, 34, 12, 8, 8])
        heads = ["序号", "商品名称", "规格型号", "单价（元）", "数量", "单位"]
        body = [
            ([str(i), it[0], it[1], "待报价", f"{q:,.0f}", it[2]], ZERO)
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        al = "cllcrc"
    y = ctable(
        pdf, m, y, ws, heads, body, al, rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE, hh=18
    )
    y += 12
    fr = Decimal(rng.choice([0, 0, 0, 10, 15, 20, 35, 50]))
    d1 = Decimal(rng.choice([0, 0, 0, 5, 10, 20, 30])) if sub > 60 else ZERO
    d2 = Decimal(rng.choice([0, 0, 0, 0, 10, 20, 50])) if sub > 200 else ZERO
    total = sub + fr - d1 - d2
    if y + 110 > bottom:
        y = brk()
    if stated:
        rx = right - 160
        rows = [("商品总额", f"¥{cj.money(sub)}"), ("运费", f"¥{cj.money(fr)}")]
        if d1:
            rows.append(("店铺优惠", f"-¥{cj.money(d1)}"))
        if d2:
            rows.append((cj.pick(rng, "平台优惠券|满减优惠|企业专享券"), f"-¥{cj.money(d2)}"))
        for lab, v in rows:
            pdf.text(rx, y + 10, lab, 8.4, colour=GREY)
            pdf.text(right, y + 10, v, 8.4, align="r")
            y += 16
        pdf.line(rx, y + 2, right, y + 2, lw=0.5, colour=GREY)
        lab = cj.pick(rng, "实付款|应付总额|订单总额|实付金额")
        pdf.text(rx, y + 20, lab, 10, bold=True)
        pdf.text(right, y + 20, f"¥{cj.money(total)}", 14, align="r", bold=True, colour=ink)
        y += 30
        if rng.random() < 0.4:
            pdf.text(right, y + 6, f"（大写：{cj.daxie(total)}）", 8, align="r", colour=GREY)
            y += 14
    else:
        pdf.text(
            m, y + 10, "订单金额：待卖家修改价格后确认（改价后以实际应付金额为准）", 8.8, colour=ink
        )
        y += 20
    y += 10
    y = section(y, "发票信息")
    inv = [
        [
            "发票类型",
            cj.pick(rng, "增值税专用发票|增值税普通发票|数电发票（专用发票）"),
            "开票方式",
            cj.pick(rng, "随货开票|订单完成后开票|月结开票"),
        ],
        ["发票抬头", buyer],
        ["纳税人识别号", cj.credit_code(rng)],
    ]
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [15, 35, 15, 35]), inv, h=20, size=8.2, ink=GREY, fill=PALE)
        + 14
    )
    if rng.random() < 0.6:
        y = section(y, "买家留言")
        note = cj.pick(
            rng,
            "请随货附送货单，注明订单号。|工作日送货，到货前请电话联系收货人。|发票与货物一同寄出，谢谢！|请按规格发货，不接受替代品。",
        )
        pdf.text(m + 8, y + 4, note, 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_zh_pingtai_caigou_xiangqing(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zp)


# --------------------------------------------------------------------------- 2 zh-Hant Taiwanese seller's order confirmation

TQ_B = "聖弘 鼎昌 立豐 晉緯 弘裕 祥鑫 益銓 崇友 長鴻 統揚 鉅翔 萬泰 冠德 泓毅".split()
TQ_SELL_FORMED = [
    "{b}實業股份有限公司",
    "{b}企業有限公司",
    "{b}科技股份有限公司",
    "{b}國際有限公司",
    "{b}工業股份有限公司",
    "{b}包裝材料有限公司",
]
TQ_SELL_BARE = ["{b}企業社", "{b}商行", "{b}五金行", "{b}包裝材料行", "{b}電料行"]
TQ_ITEMS = [
    ("PK-A4501", "紙箱 五層AB楞 45×35×30cm", "個", 18, 36),
    ("PK-B2002", "PE氣泡袋 20×25cm", "包", 85, 160),
    ("PK-C0310", "封箱膠帶 透明 48mm×90y", "箱", 420, 680),
    ("EL-R1K04", "電阻 1KΩ 1/4W 5%", "K", 35, 80),
    ("EL-C1062", "電解電容 10uF 50V", "K", 180, 360),
    ("EL-CN020", "端子台 20P 3.81mm", "PCS", 12, 28),
    ("HW-M0625", "不鏽鋼六角螺絲 M6×25", "盒", 160, 320),
    ("HW-W0800", "彈簧華司 M8", "盒", 60, 140),
    ("TL-DR013", "鑽尾 HSS 13mm", "支", 95, 220),
    ("CB-UT050", "UTP網路線 Cat6 305m", "箱", 2600, 4200),
    ("LT-T8018", "LED燈管 T8 4尺 18W", "支", 95, 180),
    ("SF-GL009", "防割手套 9號", "雙", 55, 130),
    ("OF-A4080", "影印紙 A4 80g", "箱", 520, 760),
    ("CH-IPA04", "異丙醇 4L", "桶", 480, 880),
    ("MT-AL606", "鋁擠型 6061 40×40 6M", "支", 850, 1500),
    ("PL-PP120", "塑膠棧板 1200×1000", "片", 680, 1250),
]


def _tq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 42
    b = rng.choice(TQ_B)
    seller = bare_or(rng, TQ_SELL_FORMED, TQ_SELL_BARE, 0.3).format(b=b)
    cust = cj.tw_firm(rng, avoid=b).name
    d = cj.a_date(rng)
    cpo = cj.number(rng, d, "PO{roc}{m}{n4}|{Y}{m}{d}{n3}|P{y}{n5}|4500{n6}|PR-{roc}{m}{d}-{n2}")
    so = cj.number(rng, d, "SO{roc}{m}{d}{n3}|OC-{y}{m}{n4}|{roc}{m}{d}{n4}")
    qt = cj.number(rng, d, "QT{roc}{m}{n4}|Q-{y}{n4}")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["roc", "rocs", "slash"])
    ink = rng.choice([black, Color(0.1, 0.25, 0.55), Color(0.45, 0.1, 0.15)])
    title = cj.pick(rng, "訂 單 確 認 書|訂購確認單|銷貨訂單確認書|客戶訂單確認單|訂 單 回 覆 單")
    so_lab = cj.pick(rng, "確認單號|本公司單號|銷售單號|單　　號")
    cpo_lab = cj.pick(rng, "客戶訂單號碼|貴公司訂單號碼|客戶採購單號|貴司採購單號|客戶PO No.")
    incl = rng.random() < 0.3
    ban_s, ban_c = rng.randint(10000000, 99999999), rng.randint(10000000, 99999999)

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 22,
            f"第 {page[0]} 頁 / 共 {of} 頁" if of else f"第 {page[0]} 頁",
            7.4,
            align="r",
            colour=GREY,
        )
        pdf.text(m, pdf.h - 22, "敬請核對後簽章回傳，謝謝！", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{seller}　{title.replace(' ', '')}（續）", 9.4, bold=True)
        pdf.text(right, 34, f"{cpo_lab}：{cpo}", 8.6, align="r")
        return 46

    y = 42
    centre = rng.random() < 0.6
    x0, al = (pdf.w / 2, "c") if centre else (m, "l")
    pdf.text(x0, y, seller, 16, align=al, bold=True, colour=ink)
    y += 15
    pdf.text(
        x0,
        y,
        f"{cj.tw_addr(rng)}　TEL：{cj.tw_tel(rng)}　FAX：{cj.tw_tel(rng)}",
        7.6,
        align=al,
        colour=GREY,
    )
    y += 11
    pdf.text(
        x0,
        y,
        f"統一編號：{ban_s}　E-mail：sales@{rng.choice(['tq', 'sh', 'dc', 'lf', 'hy'])}{rng.randint(10, 99)}.com.tw",
        7.6,
        align=al,
        colour=GREY,
    )
    y += 28
    pdf.text(pdf.w / 2, y, title, 16, align="c", bold=True, space=1)
    y += 12
    meta = [[so_lab, so], ["日　　期", cj.fdate(d, ds)]]
    if rng.random() < 0.55:
        meta.append(["報價單號", qt])
    meta.append(["業務人員", cj.person(rng, "zh-Hant")])
    mw = [58, 110]
    mx = right - sum(mw)
    yy = y
    for lab, val in meta:
        pdf.text(mx, yy + 11, f"{lab}：", 8.2, colour=GREY)
        pdf.text(mx + mw[0], yy + 11, val, 8.4)
        yy += 14
    y = yy + 8
    grid = [
        ["客戶名稱", cust, "客戶代號", cj.number(rng, d, "C{n4}|A-{n5}|{n6}")],
        [cpo_lab, cpo, "訂購日期", cj.fdate(cj.later(rng, d, -6, 0), ds)],
        ["聯 絡 人", cj.person(rng, "zh-Hant"), "電　　話", cj.tw_tel(rng)],
        ["傳　　真", cj.tw_tel(rng), "統一編號", str(ban_c)],
        ["送貨地址", cj.tw_addr(rng) + cj.pick(rng, "|　B1 收貨區|　倉庫|　2樓")],
        [
            "付款條件",
            cj.pick(rng, "月結30天|月結60天 T/T|貨到付現|訂金30%，餘款出貨前付清"),
            "交貨方式",
            cj.pick(rng, "本公司送貨|貨運寄送|客戶自取|宅配"),
        ],
    ]
    if rng.random() < 0.4:
        grid.insert(0, grid.pop(1))
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [14, 38, 13, 35]), grid, h=19, size=8.4, ink=ink, fill=PALE)
        + 10
    )
    if rng.random() < 0.5:
        pdf.text(m, y + 8, "感謝　貴公司訂購，茲確認訂單內容如下：", 8.6)
        y += 16
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12], [26, 32, 40])
    lines = more_lines(
        rng,
        TQ_ITEMS,
        n,
        [1, 2, 5, 10, 10, 20, 30, 50, 100],
        ["（加厚）", "（黑色）", "（特規）"],
        places=0,
    )
    sub = sum((a for *_, a in lines), ZERO)
    dates = [cj.fdate(cj.later(rng, d, 5, 35), "rocs" if ds != "slash" else "slash") for _ in lines]
    if stated:
        ws = cj.rel(wd, [5, 12, 31, 8, 6, 11, 13, 14])
        heads = ["項次", "品號", "品名 / 規格", "數量", "單位", "單價", "金額", "交貨日期"]
        body = [
            ([str(i), it[0], it[1], f"{q:,.0f}", it[2], w0(p), w0(a), dd], a)
            for i, ((it, q, p, a), dd) in enumerate(zip(lines, dates), 1)
        ]
        al = "cllrcrrc"
    else:
        ws = cj.rel(wd, [5, 13, 38, 9, 7, 13, 15])
        heads = ["項次", "品號", "品名 / 規格", "數量", "單位", "單價", "交貨日期"]
        body = [
            ([str(i), it[0], it[1], f"{q:,.0f}", it[2], w0(p), dd], ZERO)
            for i, ((it, q, p, a), dd) in enumerate(zip(lines, dates), 1)
        ]
        al = "cllrcrc"
    y = ctable(
        pdf, m, y, ws, heads, body, al, rowh=17, size=7.8, bottom=bottom, brk=brk, fill=PALE, hh=18
    )
    if incl:
        total = sub
        tax = r0(total * 5 / 105)
    else:
        tax = r0(sub * Decimal("0.05"))
        total = sub + tax
    if y + 120 > bottom:
        y = brk()
    y += 4
    tw_ = [sum(ws[:-2]), ws[-2] + ws[-1]] if stated else []
    if stated:
        if incl:
            rows = [["總計（含稅）", f"NT${w0(total)}"]]
            y = crow(pdf, m, y, tw_, ["以上單價均含 5% 營業稅", ""], "lr", h=17, size=7.6)
        else:
            rows = [
                ["合計（未稅）", w0(sub)],
                ["營業稅 5%", w0(tax)],
                [cj.pick(rng, "總計（含稅）|含稅總額|總　　計"), w0(total)],
            ]
        for k, (lab, val) in enumerate(rows):
            y = crow(pdf, m, y, tw_, [lab, val], "rr", h=18, size=8.4, bold=k == len(rows) - 1)
        if rng.random() < 0.75:
            y = crow(
                pdf,
                m,
                y,
                [wd * 0.2, wd * 0.8],
                ["新臺幣（大寫）", cj.daxie(total, trad=True)],
                "cl",
                h=18,
                size=8.4,
            )
        if rng.random() < 0.5:
            dep = r0(total * Decimal(rng.choice(["0.3", "0.5", "0.2"])))
            y += 6
            pdf.text(
                m,
                y + 10,
                f"訂金：NT${w0(dep)}（請於確認後 3 日內匯款）　　尾款：NT${w0(total - dep)}（出貨前付清）",
                8.4,
                colour=ink,
            )
            y += 16
    else:
        pdf.text(m, y + 12, "※ 本單金額依雙方報價單所列單價計算，實際出貨數量另開立發票。", 8.4)
        y += 18
    y += 10
    notes = [
        "1. 請於收到本確認書後核對品名、數量、單價及交期，如無誤請簽章回傳，以利安排生產出貨。",
        "2. 如有變更請於出貨前三個工作天通知，已備料之特規品恕不接受取消。",
    ]
    if rng.random() < 0.6:
        bk = rng.choice(["台灣銀行", "第一銀行", "合作金庫", "彰化銀行", "玉山銀行", "華南銀行"])
        notes.append(
            f"3. 匯款帳戶：{bk}{rng.choice(['中和', '三重', '台中港', '永康', '楠梓'])}分行　戶名：{seller}　帳號：{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(100000, 999999)}-{rng.randint(0, 9)}"
        )
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        for ln in cj.wrap(t, 7.8, wd):
            pdf.text(m, y + 10, ln, 7.8)
            y += 12
    y += 14
    if y + 80 > bottom:
        y = brk()
    bw = wd / 4
    for k, lab in enumerate(["客戶確認簽章", "核　准", "審　核", "業　務"]):
        w_ = bw * 1.6 if k == 0 else (wd - bw * 1.6) / 3
        x = m if k == 0 else m + bw * 1.6 + (k - 1) * w_
        pdf.rect(x, y, w_, 18, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(x, y + 18, w_, 50, stroke=black, lw=0.5)
        pdf.text(x + w_ / 2, y + 13, lab, 8.4, align="c")
    if rng.random() < 0.65:
        pdf.stamp(
            m + bw * 2.3,
            y + 44,
            seller,
            rng,
            caption="發票專用章" if rng.random() < 0.3 else "",
            shape=rng.choice(["oval", "rect"]),
            r=34,
        )
    foot()
    out = cfinish(pdf, "zh-Hant", "order_confirmation", cpo, seller, total)
    return out if stated else none_meta(out)


def blind32_tw_dingdan_querenshu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tq)


# --------------------------------------------------------------------------- 3 ja chain store's order on a 統一伝票-style grid

JT_CHAIN = [
    ("株式会社{x}ストア", 8),
    ("{x}スーパー株式会社", 8),
    ("株式会社{x}フードマート", 8),
    ("株式会社{x}ドラッグ", 10),
    ("{x}ホームセンター株式会社", 10),
    ("株式会社{x}生活館", 10),
]
JT_X = "マルヤス イズミヤマ ハナマサ トミタ カネヒロ ヤマショウ ミツワ サンエー フジミ オオクボ".split()
JT_STORE = "本店 駅前店 中央店 北店 南町店 ニュータウン店 バイパス店 東口店 西原店 桜台店".split()
JT_SUP_FORMED = [
    "{s}食品株式会社",
    "株式会社{s}商事",
    "{s}製菓株式会社",
    "{s}産業株式会社",
    "株式会社{s}物産",
    "{s}日用品株式会社",
]
JT_SUP_BARE = ["{s}商店", "{s}青果", "{s}製麺所", "{s}豆腐店", "{s}精肉店"]
JT_S = "山田 丸栄 大黒 北陸 三河 富士 中村 浜田 小松 吉野 宮本 丸十".split()
JT_FOOD = [
    ("絹ごし豆腐 300g", 58, 82),
    ("木綿豆腐 350g", 58, 85),
    ("生ラーメン 2食", 95, 140),
    ("ゆでうどん 3玉", 70, 105),
    ("国産大豆納豆 3P", 62, 88),
    ("焼菓子アソート 12個", 310, 420),
    ("せんべい 18枚", 160, 230),
    ("味付のり 8切40枚", 180, 260),
    ("白だし 500ml", 240, 330),
    ("麦茶ティーバッグ 52P", 140, 210),
    ("冷凍餃子 12個", 150, 220),
    ("たまご L 10個", 180, 250),
    ("カットわかめ 40g", 110, 170),
    ("ほうじ茶 200g", 380, 520),
]
JT_GOODS = [
    ("ティッシュペーパー 5箱", 210, 290),
    ("トイレットペーパー 12R", 330, 460),
    ("台所用洗剤 詰替 400ml", 110, 160),
    ("ゴミ袋 45L 50枚", 160, 240),
    ("乾電池 単3 8本", 380, 520),
    ("マスク 50枚入", 280, 420),
    ("園芸用土 14L", 190, 280),
    ("軍手 12双", 260, 360),
    ("ボディソープ 詰替", 260, 360),
    ("歯ブラシ ふつう 3本", 150, 230),
    ("LED電球 60形", 420, 620),
    ("収納ケース 深型", 720, 980),
    ("洗濯ネット 3枚組", 180, 260),
]


def _jt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(28, 40)
    right = pdf.w - m
    wd = right - m
    chain_p, rate = rng.choice(JT_CHAIN)
    x = rng.choice(JT_X)
    chain = chain_p.format(x=x)
    store = f"{x}{rng.choice(JT_STORE)}" if rng.random() < 0.4 else rng.choice(JT_STORE)
    sup = bare_or(rng, JT_SUP_FORMED, JT_SUP_BARE, 0.3).format(s=rng.choice(JT_S))
    d = cj.a_date(rng)
    po = (
        f"{rng.randint(0, 99999999):08d}"
        if rng.random() < 0.5
        else f"{rng.randint(0, 999999999):09d}"
    )
    stated = stated_of(rng)
    pool = JT_FOOD if rate == 8 else JT_GOODS
    n = n_lines(rng, [1, 2, 3, 3, 4, 4, 5, 6, 6, 7, 8], [10, 12, 14, 16], p=0.2)
    lines = more_lines(
        rng,
        [(f"{nm}", "", lo, hi) for nm, lo, hi in pool],
        n,
        [6, 6, 10, 12, 12, 18, 20, 24, 30, 36, 48],
        ["(特売)", "(増量)", "(PB)"],
        places=0,
    )
    jan = [f"49{rng.randint(10**10, 10**11 - 1)}" for _ in lines]
    sells = [
        Decimal(int(p / Decimal(rng.uniform(0.62, 0.8))) // 10 * 10 + rng.choice([8, 9]))
        for _, _, p, _ in lines
    ]
    per = 8 if rng.random() < 0.5 else 10
    sheets = [lines[k : k + per] for k in range(0, len(lines), per)]
    ink = rng.choice([Color(0.1, 0.45, 0.25), Color(0.1, 0.3, 0.6), Color(0.55, 0.25, 0.1)])
    cost_sum = sum((a for *_, a in lines), ZERO)
    sell_sum = sum((q * s for (_, q, _, _), s in zip(lines, sells)), ZERO)
    taxed = rng.random() < 0.45
    tax = (cost_sum * rate / 100).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = cost_sum + tax if taxed else cost_sum
    po_lab = cj.pick(rng, "伝票番号|伝票No.|伝票番号(発注No.)")
    sup_lab = cj.pick(rng, "取引先名|取引先|お取引先名")
    copy = cj.pick(
        rng, "(1) 発注書（取引先控）|発注伝票（取引先用）|注文書　取引先控|(2) 発注控（取引先保管）"
    )
    dlv = cj.later(rng, d, 1, 4)
    row_no = 0
    for si, sheet in enumerate(sheets):
        if si:
            pdf.new_page()
        y = 30
        pdf.text(
            m,
            y + 6,
            cj.pick(rng, "チェーンストア統一伝票|統一伝票（発注）|発注伝票|EOS 発注伝票"),
            8,
            colour=ink,
        )
        pdf.text(
            pdf.w / 2,
            y + 8,
            cj.pick(rng, "発　注　書|発 注 伝 票|注　文　書"),
            15,
            align="c",
            bold=True,
            colour=ink,
            space=1,
        )
        pg = f"{si + 1} / {of}" if of else f"{si + 1}"
        pdf.text(right, y + 6, f"枚数　{pg}", 8.4, align="r", colour=ink)
        y += 18
        cw = cj.rel(wd, [8, 22, 7, 17, 8, 12, 8, 18])
        rows = [
            [
                "社名",
                chain,
                "店名",
                store,
                "店コード",
                f"{rng.randint(100, 9999):04d}",
                "部門",
                cj.pick(rng, "日配|加工食品|菓子|日用品|住居|HBC"),
            ],
            [
                sup_lab,
                sup,
                "取引先コード",
                f"{rng.randint(10000, 999999):06d}",
                "分類コード",
                f"{rng.randint(10, 99)}",
                po_lab,
                po,
            ],
            [
                "発注日",
                cj.fdate(d, "slash"),
                "納品日",
                cj.fdate(dlv, "slash"),
                "便",
                str(rng.randint(1, 3)),
                "伝票区分",
                f"{rng.choice(['01', '01', '11', '21'])}",
            ],
        ]
        y = kgrid(
            pdf,
            m,
            y,
            cw,
            rows,
            h=20,
            size=8.6,
            ink=ink,
            labels=(0, 2, 4, 6),
            fill=Color(0.92, 0.96, 0.93),
        )
        y += 6
        gw = cj.rel(wd, [4, 27, 14, 7, 7, 5, 9, 10, 8, 9])
        heads = [
            "行",
            "品名・規格",
            "商品コード(JAN)",
            "発注数量",
            "訂正数量",
            "単位",
            "原単価",
            "原価金額",
            "売単価",
            "売価金額",
        ]
        y = crow(
            pdf, m, y, gw, heads, "c" * 10, h=20, size=7.8, head=True, fill=Color(0.92, 0.96, 0.93)
        )
        for k in range(per):
            cells = [""] * 10
            if k < len(sheet):
                row_no += 1
                (it, q, p, a) = sheet[k]
                s_ = sells[row_no - 1]
                cells = [
                    str(row_no),
                    it[0],
                    jan[row_no - 1],
                    f"{q:,.0f}",
                    "",
                    cj.pick(rng, "個|個|PC|CS|袋"),
                ]
                cells += [w0(p), w0(a), w0(s_), w0(q * s_)] if stated else ["", "", "", ""]
            y = crow(pdf, m, y, gw, cells, "clcrrcrrrr", h=20 if per == 8 else 17, size=8)
        last = si == len(sheets) - 1
        tot = ["", "合　計" if last else "次 頁 へ", "", "", "", "", "", "", "", ""]
        if last and stated:
            tot[7], tot[9] = w0(cost_sum), w0(sell_sum)
        y = crow(pdf, m, y, gw, tot, "cccrrcrrrr", h=20, size=8.4, bold=True)
        y += 8
        if last and stated and taxed:
            tx = m + sum(gw[:5])
            tws = [sum(gw[5:7]), gw[7]]
            for lab, v in [
                ("原価計(税抜)", cost_sum),
                (f"消費税等({rate}%)", tax),
                (cj.pick(rng, "税込原価合計|合計金額(税込)|税込合計"), total),
            ]:
                y = crow(
                    pdf,
                    tx,
                    y,
                    tws,
                    [lab, w0(v)],
                    "cr",
                    h=18,
                    size=8.2,
                    bold=lab.startswith("税込") or lab.startswith("合計"),
                )
            y += 6
        bx = right - 3 * 62
        for k, lab in enumerate(["検品印", "受領印", "担当"]):
            pdf.rect(bx + k * 62, y, 62, 14, fill=Color(0.92, 0.96, 0.93), stroke=ink, lw=0.5)
            pdf.rect(bx + k * 62, y + 14, 62, 40, stroke=ink, lw=0.5)
            pdf.text(bx + k * 62 + 31, y + 11, lab, 7.6, align="c", colour=ink)
        note = cj.pick(
            rng,
            "※ 納品時は本伝票の番号を納品書に必ず記入してください。|※ 欠品の場合は訂正数量欄に記入のうえご連絡ください。|※ 原価は税抜表示です。|※ 納品は指定便の時間内にお願いします。",
        )
        pdf.text(m, y + 12, note, 7.8)
        if rng.random() < 0.5:
            pdf.text(
                m,
                y + 26,
                f"{chain}　{cj.pick(rng, '商品部|仕入部|物流センター')}　TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
                7.6,
                colour=GREY,
            )
        pdf.text(m, pdf.h - 20, copy, 8, colour=ink)
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_ja_tounitsu_denpyo_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jt)


# --------------------------------------------------------------------------- 4 en-ZA municipality's official order

ZA_TOWN = "Stellenbosch|Drakenstein|Mossel Bay|Overstrand|Msunduzi|Polokwane|Mbombela|Emfuleni|Sol Plaatje|Matzikama|Knysna|Mangaung|Bitou|Umdoni|Ray Nkonyeni".split(
    "|"
)
ZA_MUNI = [
    "{T} Local Municipality",
    "{T} Municipality",
    "City of {T}",
    "{T} Metropolitan Municipality",
    "Greater {T} Municipality",
]
ZA_AF = {
    "{T} Local Municipality": "{T} Plaaslike Munisipaliteit",
    "{T} Municipality": "Munisipaliteit {T}",
}
ZA_SUR = "Dlamini|Nkosi|van der Merwe|Botha|Mokoena|Naidoo|Pillay|Ndlovu|Pretorius|Khumalo|Smit|Mahlangu|Jacobs|Adams|Fourie".split(
    "|"
)
ZA_FIRST = "Thabo|Sipho|Pieter|Lerato|Anele|Johan|Nomvula|Kevin|Zanele|Riaan|Ayesha|Bongani".split(
    "|"
)
ZA_STEM = "Ubuntu|Karoo|Protea|Boland|Highveld|Umhlanga|Kwena|Indlovu|Fynbos|Lebombo|Amatola|Mzansi".split(
    "|"
)
ZA_SUP_FORMED = [
    "{X} Civil Supplies (Pty) Ltd",
    "{X} Electrical CC",
    "{X} Trading Enterprise (Pty) Ltd",
    "{X} Water Solutions (Pty) Ltd",
    "{L} & Sons (Pty) Ltd",
    "{X} Office Furniture CC",
    "{X} Plant Hire (Pty) Ltd",
]
ZA_SUP_BARE = [
    "{F} {L} t/a {X} Plumbing",
    "{X} Hardware",
    "{L} Building Supplies",
    "{X} Cleaning Services",
    "{F} {L} Electrical Contractor",
]
ZA_DEPT = [
    "Electrical Services",
    "Water and Sanitation",
    "Roads and Stormwater",
    "Community Services",
    "Parks and Recreation",
    "Fleet Management",
    "Corporate Services",
    "Solid Waste Management",
]
ZA_ITEMS = [
    ("Bolt and nut galvanised M16 x 100", "each", 6, 14),
    ("uPVC pipe 110mm class 6, 6m", "length", 180, 320),
    ("Gate valve 100mm cast iron", "each", 1450, 2600),
    ("Cement 50kg PPC Surebuild", "bag", 92, 118),
    ("River sand", "m3", 320, 480),
    ("Road marking paint white 20L", "tin", 1100, 1850),
    ("Streetlight LED luminaire 60W", "each", 2200, 3900),
    ("Cable 16mm2 4-core armoured", "metre", 160, 290),
    ("Circuit breaker 63A 3-pole", "each", 560, 980),
    ("Refuse bags black 750x950 (250)", "pack", 240, 390),
    ("Protective overall two-piece navy", "set", 260, 420),
    ("Safety boots steel toe", "pair", 380, 640),
    ("Brush cutter line 3mm x 200m", "roll", 410, 690),
    ("Chlorine granules HTH 45kg", "drum", 3100, 4800),
    ("Manhole cover heavy duty", "each", 1650, 2800),
    ("Paper A4 80gsm (box of 5 reams)", "box", 260, 340),
    ("Toner cartridge HP 59A", "each", 1350, 2300),
    ("Hire of TLB incl. operator", "hour", 480, 780),
    ("Traffic cone 750mm", "each", 95, 180),
    ("Diesel 50ppm (bulk)", "litre", 19, 24),
]


def _zm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(30, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    town = rng.choice(ZA_TOWN)
    mp = rng.choice(ZA_MUNI)
    muni = mp.format(T=town)
    bil = mp in ZA_AF and rng.random() < 0.5
    sup = bare_or(rng, ZA_SUP_FORMED, ZA_SUP_BARE, 0.35).format(
        X=rng.choice(ZA_STEM), L=rng.choice(ZA_SUR).split()[-1].capitalize(), F=rng.choice(ZA_FIRST)
    )
    dt = a_day(rng)
    fy = dt.year if dt.month >= 7 else dt.year - 1
    po = la.digits(
        rng,
        rng.choice(
            [
                "#######",
                "0######",
                "OR-######",
                f"PO{fy % 100:02d}{(fy + 1) % 100:02d}-#####",
                "45000#####",
            ]
        ),
    )
    req = la.digits(rng, rng.choice(["REQ#######", "R-######", "REQ/" + str(fy) + "/####"]))
    rfq = la.digits(
        rng,
        rng.choice(
            [f"RFQ {fy}/{(fy + 1) % 100:02d}-###", "Q###/" + str(fy), f"FQ-{fy % 100}-####"]
        ),
    )
    bid = la.digits(
        rng, rng.choice([f"SCM ##/{fy}", f"T{fy % 100}/{(fy + 1) % 100}-##", "BID ###/" + str(fy)])
    )
    stated = stated_of(rng)
    page = [1]
    zar_sp = rng.random() < 0.5
    fm = (lambda v: f"R {sp(v)}") if zar_sp else (lambda v: f"R{en2(v)}")  # noqa: E731
    nm = (lambda v: sp(v)) if zar_sp else en2  # noqa: E731
    vat_reg = rng.random() < 0.82
    po_lab = la.pick(rng, "ORDER No.|Official Order No.|Order Number|PURCHASE ORDER No.")
    title = (
        "OFFICIAL ORDER / AMPTELIKE BESTELLING"
        if bil
        else la.pick(rng, "OFFICIAL ORDER|OFFICIAL PURCHASE ORDER|PURCHASE ORDER")
    )
    dept = rng.choice(ZA_DEPT)
    official = f"{rng.choice(ZA_FIRST)} {rng.choice(ZA_SUR)}"
    ds = rng.choice(["iso", "dmy", "long_en"])
    df = (lambda x: f"{x:%Y/%m/%d}") if ds == "iso" else (lambda x: la.dfmt(x, ds))  # noqa: E731

    def foot() -> None:
        fy_ = d.h - 30
        d.t(
            m,
            fy_,
            la.pick(
                rng,
                "White - Supplier   Yellow - Creditors   Pink - Stores   Green - Book|Original: Supplier  Copy 1: Expenditure  Copy 2: Requisitioner",
            ),
            6.6,
            grey=0.4,
        )
        d.t(r, fy_, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4)

    cols = [wd * f for f in (0.06, 0.38, 0.17, 0.07, 0.08, 0.12, 0.12)]
    heads = [
        "Item",
        "Description",
        la.pick(rng, "Vote No.|mSCOA Vote|GL / Vote"),
        "Qty",
        "Unit",
        "Unit Price",
        "Amount",
    ]

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{muni} - {title.split(' / ')[0].title()}", 10, b=True)
        d.t(r, 40, f"{po_lab} {po}", 10, b=True, al="r")
        return 54

    y = 36
    d.t(d.w / 2, y + 12, muni.upper(), 15, b=True, al="c")
    if bil:
        d.t(d.w / 2, y + 25, ZA_AF[mp].format(T=town).upper(), 10, al="c", grey=0.3)
        y += 12
    y += 18
    d.t(
        d.w / 2,
        y + 10,
        f"Private Bag X{rng.randint(1, 999)}, {town}, {la.digits(rng, '####')}  |  Tel {la.digits(rng, '0## ### ####')}  |  VAT Reg. No. 4{la.digits(rng, '#########')}",
        7.4,
        al="c",
        grey=0.3,
    )
    y += 22
    d.line(m, y, r, y, 1.2)
    y += 8
    d.t(m, y + 16, title, 15 if not bil else 12.5, b=True)
    d.box(r - 190, y, 190, 30, lw=1.2)
    d.t(r - 184, y + 12, po_lab, 8, b=True)
    d.t(r - 6, y + 25, po, 13, b=True, al="r")
    y += 40
    grid_l = [
        "Order Date",
        "Requisition No.",
        la.pick(rng, "Quotation / RFQ No.|RFQ No.|Quote Ref."),
        la.pick(rng, "Bid / Tender No.|Bid No.|Contract No."),
    ]
    grid_v = [df(dt), req, rfq, bid if rng.random() < 0.6 else "N/A"]
    y = d.grid(m, y, [wd / 4] * 4, grid_l, grid_v, size=8.2) + 10
    bw = wd / 2 - 6
    sl = la.pick(
        rng,
        "SUPPLIER|TO (SUPPLIER)|SERVICE PROVIDER|SUPPLIER / VERSKAFFER"
        if bil
        else "SUPPLIER|TO (SUPPLIER)|SERVICE PROVIDER",
    )
    sup_rows = [
        sup,
        f"{rng.randint(1, 120)} {rng.choice(['Voortrekker Road', 'Main Street', 'Church Street', 'Industria Drive', 'Market Street'])}",
        f"{rng.choice(ZA_TOWN)}, {la.digits(rng, '####')}",
    ]
    meta = [
        ("Supplier No.", la.digits(rng, "S#####")),
        ("CSD No.", la.digits(rng, "MAAA0######")),
        ("VAT No.", "4" + la.digits(rng, "#########") if vat_reg else "Not registered"),
        ("B-BBEE Level", str(rng.randint(1, 4)) if rng.random() < 0.8 else "Non-compliant"),
    ]
    deliver = [
        f"{dept} - {la.pick(rng, 'Main Stores|Depot|Workshop|Civic Centre|Water Treatment Works')}",
        f"{rng.randint(1, 60)} {rng.choice(['Station Road', 'Depot Street', 'Industrial Road'])}, {town}",
    ]
    top = y
    d.box(m, y, bw, 96)
    d.box(m + bw + 12, y, bw, 96)
    d.box(m, y, bw, 14, fill=0.88)
    d.box(m + bw + 12, y, bw, 14, fill=0.88)
    d.t(m + 4, y + 10, sl, 7.8, b=True)
    d.t(
        m + bw + 16, y + 10, la.pick(rng, "DELIVER TO|DELIVERY ADDRESS|DELIVERY POINT"), 7.8, b=True
    )
    d.lines(m + 4, y + 17, sup_rows, 8.4, lead=10.5, b_first=rng.random() < 0.5)
    d.kv(m + 4, y + 52, meta, 62, 7.4, b_label=False)
    dy = d.lines(m + bw + 16, y + 17, deliver, 8.2, lead=10.5)
    d.kv(
        m + bw + 16,
        dy + 4,
        [
            ("Contact", official),
            ("Tel", la.digits(rng, "0## ### ####")),
            ("Delivery by", df(dt + timedelta(days=rng.randint(5, 30)))),
            ("Department", dept),
        ],
        58,
        7.6,
        b_label=False,
    )
    y = top + 108
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12], [30, 36, 44])
    lines = more_lines(
        rng,
        ZA_ITEMS,
        n,
        [1, 1, 2, 4, 5, 10, 12, 20, 50],
        ["(Ward 5)", "(phase 2)", "(spare)"],
        big=1000,
    )
    vote = la.digits(rng, rng.choice(["####/####/####", "#-###-####-###", "0####/####"]))
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        v = (
            vote
            if rng.random() < 0.7
            else la.digits(rng, rng.choice(["####/####/####", "#-###-####-###"]))
        )
        body.append(([str(i), it[0], v, f"{q:,.0f}", it[1], nm(p), nm(a) if stated else ""], a))
    y = ltable(d, m, y, cols, heads, body, "llcrcrr", size=7.6, rowh=15, bottom=bottom, brk=brk)
    net = sum((a for *_, a in lines), ZERO)
    vat = r2(net * Decimal("0.15")) if vat_reg else ZERO
    total = net + vat
    if y + 130 > bottom:
        y = brk()
    y += 8
    tx = m + wd * 0.6
    if stated:
        rows = [
            ("Sub Total", fm(net), False),
            ("VAT @ 15%" if vat_reg else "VAT (supplier not VAT registered)", fm(vat), False),
            (la.pick(rng, "TOTAL|TOTAL (VAT incl.)|ORDER TOTAL"), fm(total), True),
        ]
        y = d.summary(tx, r - 3, y, rows, 8.6, box_last=True)
        if rng.random() < 0.6:
            rand = cj._words(int(total))
            cents = int((total - int(total)) * 100)
            words = f"Amount in words: {rand.title()} Rand" + (
                f" and {cj._words(cents).title()} Cents" if cents else " Only"
            )
            y = wrapped(d, m, y + 4, words, 7.8, wd, b=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Amounts as per the attached quotation; payment on actual quantities delivered and certified.",
            8,
            wd,
        )
    y += 10
    conds = [
        "1. This order is valid for 30 days from the date of issue. Goods or services supplied without an official order will not be paid for.",
        "2. The order number must be quoted on all invoices, delivery notes and correspondence. Original tax invoices to the Creditors Section.",
        "3. Payment within 30 days of receipt of a valid tax invoice in terms of section 65 of the MFMA.",
    ]
    if bil:
        conds.append("4. Hierdie bestelling is geldig vir 30 dae vanaf datum van uitreiking.")
    for c in conds:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, c, 7.2, wd, grey=0.25)
    y += 34
    if y + 30 > bottom:
        y = brk() + 30
    sw_ = (wd - 24) / 3
    for k, lab in enumerate(
        [
            "Requisitioned by",
            la.pick(rng, "Authorised: SCM Manager|Approved by (SCM)|Authorised Official"),
            la.pick(rng, "Chief Financial Officer|Accounting Officer|Manager: Expenditure"),
        ]
    ):
        d.sign(m + k * (sw_ + 12), y, sw_, lab)
    y += 34
    if y + 30 < bottom:
        d.t(m, y, "Supplier acknowledgement: ______________________   Date: ____________", 7.8)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_en_za_municipal_official_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zm)


# --------------------------------------------------------------------------- 5 en-US / en-CA retailer's PO printed from its vendor portal

RT_CHAIN = [
    "{X} Home & Garden",
    "{X} Outfitters",
    "{X} Market",
    "{X} Pharmacy",
    "{X} Hardware Stores",
    "{X} Pet Supply",
    "{X} Foods",
]
RT_X = "Blue Ridge|Great Plains|Harborview|Northwoods|Prairie|Coastal|Summit|Lakeshore|Redwood|Maplewood|Cascade|Heartland".split(
    "|"
)
RT_PORTAL = ["VendorNet", "SupplierLink", "Partner Connect", "Vendor Central", "SupplyHub"]
RT_SUP_FORMED = [
    "{S} Products, Inc.",
    "{S} Brands LLC",
    "{S} Manufacturing Co.",
    "{S} Consumer Goods Inc.",
    "{S} Industries, LLC",
    "{S} Distributing Company",
]
RT_SUP_BARE = [
    "{S} Candle Works",
    "{L} Family Farms",
    "{S} Soap Company",
    "{L} & {L2} Woodcraft",
    "{S} Kitchen",
]
RT_S = "Evergreen|Sunbelt|Tri-State|Ozark|Granite State|Golden Gate|Keystone|Bayou|Yankee|Gulf Coast|Badger|Buckeye".split(
    "|"
)
RT_L = "Miller|Johnson|Anderson|Hoffman|Larson|Peterson|Walker|Brooks|Sullivan|Price".split("|")
RT_ITEMS = [
    ("SOY CANDLE 8OZ VANILLA", 6, 3.2, 4.8),
    ("GARDEN HOSE 5/8IN X 50FT", 4, 11.5, 18.9),
    ("LED BULB A19 60W EQ 4PK", 6, 5.1, 8.4),
    ("DOG CHEW BONE LARGE", 12, 2.2, 3.9),
    ("CAT LITTER CLUMPING 20LB", 2, 6.8, 9.9),
    ("ORGANIC HONEY 12OZ", 12, 3.4, 5.6),
    ("TRAIL MIX 26OZ", 8, 4.9, 7.1),
    ("HAND SOAP LAVENDER 12OZ", 6, 2.1, 3.4),
    ("DUCT TAPE 1.88IN X 60YD", 12, 3.3, 5.2),
    ("WORK GLOVES LEATHER L", 6, 5.5, 9.2),
    ("BIRD SEED WILD MIX 10LB", 4, 5.8, 8.9),
    ("CUTTING BOARD BAMBOO LG", 4, 7.2, 11.8),
    ("VITAMIN D3 2000IU 90CT", 12, 3.9, 6.2),
    ("FLEECE THROW 50X60", 6, 6.4, 10.5),
    ("POTTING MIX 1 CU FT", 2, 4.1, 6.6),
    ("MICROFIBER CLOTH 12PK", 6, 4.4, 7.0),
    ("INSULATED TUMBLER 20OZ", 6, 5.9, 9.4),
    ("SPARK PLUG COPPER", 24, 1.4, 2.6),
]
RT_CA = [
    "Mississauga, ON L5T 2N7",
    "Calgary, AB T2C 4X3",
    "Laval, QC H7L 5A1",
    "Surrey, BC V3W 1H8",
    "Winnipeg, MB R2X 2T8",
]
RT_US = [
    "Joliet, IL 60436",
    "Columbus, OH 43217",
    "Reno, NV 89506",
    "Lebanon, TN 37090",
    "Bethlehem, PA 18017",
    "Fort Worth, TX 76177",
    "Tracy, CA 95377",
]


def _rt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    ca = rng.random() < 0.3
    d = la.Doc(letter, la.pick(rng, "helv|libsans|mono|djcond"))
    m = rng.uniform(28, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 48
    X = rng.choice(RT_X)
    chain = rng.choice(RT_CHAIN).format(X=X)
    portal = rng.choice(RT_PORTAL)
    l1, l2 = rng.sample(RT_L, 2)
    sup = bare_or(rng, RT_SUP_FORMED, RT_SUP_BARE, 0.3).format(S=rng.choice(RT_S), L=l1, L2=l2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["#########", "00#######", "#######", "PO#######", "###-#######"])
    )
    stated = stated_of(rng)
    page = [1]
    dc = rng.randint(6000, 6099) if rng.random() < 0.5 else rng.randint(1, 99)
    ship_city = rng.choice(RT_CA if ca else RT_US)
    sym = "CAD" if ca else "USD"
    ptype = la.pick(
        rng, "SA - Stand-alone Order|RL - Release Order|NE - New Store Order|SA - Stand-alone"
    )
    snb = dt + timedelta(days=rng.randint(5, 20))
    ca_ = snb + timedelta(days=rng.randint(7, 21))
    fd = lambda x: la.dfmt(x, "us")  # noqa: E731
    head_rows = [
        ("PO Number", po),
        ("PO Date", fd(dt)),
        ("PO Type", ptype),
        (
            "Department",
            f"{rng.randint(1, 99):03d} {la.pick(rng, 'SEASONAL|GROCERY|PET|HARDWARE|HOME|HBA|LAWN & GARDEN')}",
        ),
        ("Vendor #", la.digits(rng, "######")),
        ("Ship Not Before", fd(snb)),
        ("Cancel After", fd(ca_)),
        ("Terms", la.pick(rng, "2% 10 Net 30|Net 60|1% 15 Net 45|Net 30")),
        ("FOB", la.pick(rng, "Origin|Destination|Shipping Point")),
        ("Routing", la.pick(rng, "Collect - see routing guide|Prepaid|Retailer pickup (backhaul)")),
    ]
    if rng.random() < 0.5:
        head_rows.insert(5, ("Promo / Event", la.digits(rng, "EV##-###")))
    if rng.random() < 0.4:
        head_rows.insert(3, ("Master PO / Contract", la.digits(rng, "BK######")))
    if ptype.startswith("RL") and rng.random() < 0.6:
        head_rows.insert(2, ("Blanket Agreement", la.digits(rng, "BA-#####")))
    printed = (
        f"{fd(dt + timedelta(days=rng.randint(0, 3)))} {rng.randint(6, 18)}:{rng.randint(10, 59)}"
    )

    def foot() -> None:
        d.t(
            m,
            d.h - 24,
            f"Printed from {portal} {printed}  -  {chain} Purchase Order {po}",
            6.8,
            grey=0.4,
        )
        d.t(
            r, d.h - 24, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    cols = [wd * f for f in (0.05, 0.1, 0.13, 0.1, 0.25, 0.07, 0.06, 0.08, 0.08, 0.08)]
    heads = [
        "Ln",
        "Item #",
        "UPC",
        "Vendor Style",
        "Description",
        "Qty",
        "Pack",
        "Unit Cost",
        "Retail",
        "Ext Cost",
    ]

    def header(y: float, first: bool) -> float:
        d.t(m, y + 14, chain.upper(), 13, b=True)
        d.t(
            r,
            y + 14,
            la.pick(rng, "PURCHASE ORDER|Purchase Order") if first else "PURCHASE ORDER (cont.)",
            12,
            b=True,
            al="r",
        )
        y += 22
        d.line(m, y, r, y, 1)
        if not first:
            d.t(m, y + 12, f"PO Number: {po}    Vendor: {sup}", 8.4)
            return y + 22
        return y + 6

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        return header(30, False)

    y = header(30, True)
    half = (len(head_rows) + 1) // 2
    for k, (lab, val) in enumerate(head_rows):
        x = m if k < half else m + wd / 2
        yy = y + (k % half) * 11.5
        d.t(x, yy + 9, f"{lab}:", 7.8, b=True)
        d.t(x + 104, yy + 9, val, 8 if lab != "PO Number" else 9, b=lab == "PO Number")
    y += half * 11.5 + 10
    bw = (wd - 16) / 3
    vend = [
        sup,
        f"{rng.randint(100, 9999)} {rng.choice(['Commerce Dr', 'Industrial Pkwy', 'Main St', 'County Road 12'])}",
        rng.choice(RT_US if not ca or rng.random() < 0.4 else RT_CA),
    ]
    if rng.random() < 0.5:
        vend.append(f"Attn: {la.pick(rng, 'Order Desk|Customer Service|EDI Coordinator')}")
    blocks = [
        ("VENDOR", vend),
        (
            la.pick(rng, "SHIP TO|DELIVER TO"),
            [
                f"{chain} DC #{dc}",
                f"{rng.randint(100, 9999)} {rng.choice(['Distribution Way', 'Logistics Blvd', 'Warehouse Rd'])}",
                ship_city,
                f"Dock appt req'd: {rng.choice(['appointments portal', 'call 48h prior'])}",
            ],
        ),
        (
            "BILL TO",
            [
                f"{chain}",
                "Accounts Payable",
                f"PO Box {rng.randint(1000, 99999)}",
                rng.choice(RT_CA if ca else RT_US),
            ],
        ),
    ]
    if rng.random() < 0.3:
        blocks = [blocks[1], blocks[0], blocks[2]]
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (bw + 8)
        d.box(x, y, bw, 14, fill=0.85)
        d.box(x, y + 14, bw, 58)
        d.t(x + 4, y + 10, lab, 7.8, b=True)
        d.lines(x + 4, y + 17, rows, 8, lead=10.5)
    y += 84
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 6, 8, 10, 12, 14, 18], [34, 44, 56])
    lines = more_lines(
        rng,
        [(nm_, pk, lo, hi) for nm_, pk, lo, hi in RT_ITEMS],
        n,
        [12, 24, 36, 48, 60, 72, 96, 120, 144, 240],
        ["ASST", "2PK", "NEW"],
    )
    body = []
    units = ZERO
    cases = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        pk = it[1]
        q = Decimal(int(q) // pk * pk or pk)
        a = r2(q * p)
        lines[i - 1] = (it, q, p, a)
        units += q
        cases += q / pk
        retail = Decimal(int(p * Decimal(rng.uniform(1.6, 2.2)))) + Decimal("0.99")
        body.append(
            (
                [
                    str(i),
                    la.digits(rng, "#######"),
                    la.digits(rng, "0###########"),
                    la.digits(rng, "@@-###"),
                    it[0],
                    f"{q:,.0f}",
                    str(pk),
                    f"{p:.2f}" if stated else "",
                    f"{retail:.2f}",
                    f"{a:,.2f}" if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "lllllrrrrr",
        size=7,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=False,
        hsize=7,
    )
    merch = sum((a for *_, a in lines), ZERO)
    allow = r2(merch * Decimal(rng.choice(["0", "0", "0.02", "0.03", "0.05"])))
    frt = Decimal(rng.choice([0, 0, 0, 75, 125, 180])) if rng.random() < 0.3 else ZERO
    net = merch - allow + frt
    tax_lab, tax = "", ZERO
    if ca:
        prov = ship_city.split(", ")[1][:2]
        rate = {"ON": "13", "QC": "5", "AB": "5", "BC": "5", "MB": "5"}[prov]
        tax_lab = f"HST {rate}%" if prov == "ON" else f"GST {rate}%"
        tax = r2(net * Decimal(rate) / 100)
    total = net + tax
    if y + 120 > bottom:
        y = brk()
    y += 8
    d.t(m, y + 10, f"Total Units: {units:,.0f}", 8.2, b=True)
    d.t(m, y + 22, f"Total Cases: {cases:,.0f}", 8.2, b=True)
    d.t(m, y + 34, f"Total Lines: {len(lines)}", 8.2)
    if stated:
        rows = [("Merchandise Cost", f"{merch:,.2f}", False)]
        if allow:
            rows.append(
                (
                    la.pick(
                        rng,
                        "Allowance - Promotional (A260)|Off-invoice allowance|Allowance - Defective (C310)",
                    ),
                    f"-{allow:,.2f}",
                    False,
                )
            )
        if frt:
            rows.append(("Charge - Freight (D240)", f"{frt:,.2f}", False))
        if tax:
            rows.append((tax_lab, f"{tax:,.2f}", False))
        rows.append(
            (
                la.pick(rng, f"PO Total ({sym})|Total Amount {sym}|TOTAL PO COST"),
                f"{'$' if rng.random() < 0.5 else ''}{total:,.2f}",
                True,
            )
        )
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.4, box_last=True)
    else:
        y = wrapped(
            d,
            m + wd * 0.45,
            y,
            "Costs per current cost file; invoice at agreed cost. This PO is for quantities only.",
            7.8,
            wd * 0.55,
        )
        y = max(y, y + 26)
    y += 14
    for t in [
        f"All cartons must be labeled with GS1-128 shipping labels and ship per the {chain} Routing Guide. Advance Ship Notice (856) required before shipment.",
        "Merchandise received after the cancel date may be refused or subject to chargeback. Vendor compliance manual applies.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7, wd, grey=0.3)
    if rng.random() < 0.5:
        y += 8
        if y + 14 < bottom:
            d.t(
                m,
                y + 8,
                f"Buyer: {rng.choice(['Megan', 'Tyler', 'Ashley', 'Brandon', 'Nicole'])} {rng.choice(RT_L)}   Phone {la.digits(rng, '(###) ###-####')}",
                7.8,
            )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_en_us_ca_retail_portal_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _rt)


# --------------------------------------------------------------------------- 6 de-DE / de-AT / de-CH order exported from an e-procurement portal

DP_PORTAL = [
    "eProcure",
    "BeschaffungsPortal",
    "ProcureNet",
    "e-Order",
    "EinkaufsCockpit",
    "SRM Portal",
]
DP_BUY = {
    "de": [
        "{X} Klinikum gGmbH",
        "Stadtwerke {C} GmbH",
        "{X} Logistik GmbH & Co. KG",
        "Hochschule {C}",
        "{X} Maschinenbau AG",
        "Landratsamt {C}",
    ],
    "at": [
        "{X} Holding GmbH",
        "Stadtwerke {C} GmbH",
        "Universität {C}",
        "{X} Bau AG",
        "Landeskrankenhaus {C}",
    ],
    "ch": ["{X} AG", "Kantonsspital {C}", "Gemeinde {C}", "{X} Energie AG", "Fachhochschule {C}"],
}
DP_CITY = {
    "de": "Bielefeld|Kassel|Würzburg|Regensburg|Osnabrück|Ulm|Paderborn|Göttingen|Heilbronn|Trier".split(
        "|"
    ),
    "at": "Linz|Graz|Salzburg|Innsbruck|Klagenfurt|Wels|St. Pölten|Villach".split("|"),
    "ch": "Winterthur|Luzern|St. Gallen|Aarau|Biel|Thun|Zug|Chur".split("|"),
}
DP_X = "Nordstern|Alpina|Rheintal|Hansa|Taunus|Donau|Bodensee|Inntal|Schwarzwald|Emstal".split("|")
DP_SUP_FORMED = {
    "de": [
        "{L} Bürotechnik GmbH",
        "{L} & {L2} GmbH & Co. KG",
        "{X} Laborbedarf GmbH",
        "{L} Industriebedarf e.K.",
        "{X} IT-Systemhaus GmbH",
        "{X} Medizintechnik AG",
    ],
    "at": ["{L} Handels GmbH", "{X} Technik GmbH", "{L} & Co KG", "{X} Bürowelt Ges.m.b.H."],
    "ch": ["{L} AG", "{X} Technik GmbH", "{L} + {L2} AG", "{X} Bürobedarf AG"],
}
DP_SUP_BARE = [
    "{L} Werkzeuge",
    "Elektro {L}",
    "{F} {L} Montageservice",
    "Papeterie {L}",
    "{L} Gartenbau",
]
DP_L = "Huber|Maier|Brunner|Gruber|Keller|Baumann|Fischer|Zimmermann|Steiner|Wagner|Frei|Graf|Lehner|Ott".split(
    "|"
)
DP_F = "Andreas|Sabine|Thomas|Claudia|Markus|Petra|Stefan|Monika|Lukas|Julia".split("|")
DP_ITEMS = [
    ("Kopierpapier A4 80 g/m², 2.500 Blatt", "KAR", 18, 32),
    ("Toner schwarz für HP LaserJet M507", "ST", 95, 180),
    ("Nitril-Untersuchungshandschuhe M, 100 St.", "PAK", 4.5, 9.8),
    ("Pipettenspitzen 200 µl, 1.000 St.", "PAK", 16, 34),
    ('Laptop 14" i5 / 16 GB / 512 GB', "ST", 780, 1290),
    ('Monitor 27" WQHD höhenverstellbar', "ST", 210, 390),
    ("Dockingstation USB-C", "ST", 120, 240),
    ("Bürodrehstuhl mit Synchronmechanik", "ST", 260, 520),
    ("Reinigungstücher Flächendesinfektion", "DS", 6.5, 12.9),
    ("Sicherheitsschuhe S3, Gr. 43", "PAA", 65, 120),
    ("Kabelbinder 4,8 x 300 mm, 100 St.", "BTL", 5.2, 9.9),
    ("Akku-Bohrschrauber 18 V", "ST", 140, 280),
    ("Ordner A4 80 mm, blau", "ST", 2.1, 3.9),
    ("Whiteboard 120 x 90 cm", "ST", 85, 170),
    ("Ethernet-Patchkabel Cat.6A 2 m", "ST", 3.4, 7.5),
    ("Wartung Kaffeevollautomat (Pauschale)", "LE", 120, 260),
    ("Erste-Hilfe-Koffer DIN 13157", "ST", 35, 69),
    ("Schutzbrille klar, EN 166", "ST", 4.2, 9.5),
]


def _dp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = rng.choice(["de", "de", "de", "at", "ch"])
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 52
    city = rng.choice(DP_CITY[reg])
    X = rng.choice(DP_X)
    buyer = rng.choice(DP_BUY[reg]).format(X=X, C=city)
    l1, l2 = rng.sample(DP_L, 2)
    sup = bare_or(rng, DP_SUP_FORMED[reg], DP_SUP_BARE, 0.3).format(
        L=l1, L2=l2, X=rng.choice([x for x in DP_X if x != X]), F=rng.choice(DP_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [
                "45########",
                "BE-" + str(dt.year) + "-#####",
                "PO#######",
                "B" + f"{dt:%y}" + "######",
                "47########",
            ]
        ),
    )
    cart = la.digits(rng, rng.choice(["WK-########", "10########", "SC #######"]))
    banf = la.digits(rng, rng.choice(["BANF 00########", "BA-######"]))
    rv = la.digits(rng, rng.choice(["RV-20##-###", "46########", "Rahmenvertrag ####/##"]))
    portal = rng.choice(DP_PORTAL)
    stated = stated_of(rng)
    page = [1]
    fm = ch if reg == "ch" else eu
    cur = "CHF" if reg == "ch" else "EUR"
    rate = {"de": Decimal("19"), "at": Decimal("20"), "ch": Decimal("8.1")}[reg]
    tax_lab = {"de": "MwSt", "at": "USt", "ch": "MWST"}[reg]
    accent = rng.choice([(0.0, 0.32, 0.58), (0.12, 0.12, 0.12), (0.0, 0.45, 0.4), (0.55, 0.1, 0.2)])
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Bestellung Nr.|Belegnummer Bestellung")
    df = lambda x: la.dfmt(x, "dot")  # noqa: E731
    when = f"{df(dt)} {rng.randint(7, 17):02d}:{rng.randint(0, 59):02d}"

    def foot() -> None:
        d.t(
            m,
            d.h - 28,
            f"{portal} · Export vom {df(dt + timedelta(days=rng.randint(0, 2)))} · Dieses Dokument wurde maschinell erstellt und ist ohne Unterschrift gültig.",
            6.5,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 28,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def bar(y: float, first: bool) -> float:
        rgb_fill(d, m, y, wd, 24, Color(*accent))
        d.c.setFillColorRGB(1, 1, 1)
        d.c.setFont(d.bold, 11)
        d.c.drawString(m + 8, d.h - (y + 16), f"{portal}  |  {buyer}")
        d.c.setFont(d.reg, 9)
        d.c.drawRightString(
            r - 8, d.h - (y + 16), "Bestellung" if first else f"Bestellung {po} (Fortsetzung)"
        )
        d.c.setFillGray(0)
        return y + 34

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        return bar(30, False)

    y = bar(30, True)
    d.t(m, y + 14, la.pick(rng, "Bestellung|BESTELLUNG|Bestellung / Auftrag"), 17, b=True)
    d.t(r, y + 14, f"{po_lab}: {po}", 11, b=True, al="r")
    y += 28
    left = [
        ("Bestelldatum", when),
        ("Status", la.pick(rng, "Bestellt|An Lieferant übermittelt|Freigegeben")),
        ("Besteller/in", f"{rng.choice(DP_F)} {rng.choice(DP_L)}"),
        ("Genehmigt von", f"{rng.choice(DP_F)} {rng.choice(DP_L)}"),
    ]
    right_ = [("Warenkorb", cart)]
    if rng.random() < 0.5:
        right_.append(("BANF", banf))
    if rng.random() < 0.45:
        right_.append(("Rahmenvertrag", rv))
    right_ += [
        ("Kostenstelle", la.digits(rng, "####-###" if reg != "ch" else "K####")),
        ("Sachkonto", la.digits(rng, "6#####")),
    ]
    if rng.random() < 0.3:
        right_.append(("Innenauftrag / PSP", la.digits(rng, "P-##-####-##")))
    d.t(m, y + 8, "Bestelldaten", 9, b=True)
    y0 = y + 14
    d.kv(m, y0, left, 90, 8)
    d.kv(m + wd / 2, y0, right_, 100, 8)
    y = y0 + max(len(left), len(right_)) * 11.2 + 14
    bw = (wd - 16) / 3
    supl = [
        sup,
        f"{rng.choice(['Industriestraße', 'Hauptstraße', 'Bahnhofstrasse', 'Gewerbepark'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '####' if reg != 'de' else '#####')} {rng.choice(DP_CITY[reg])}",
        f"Lieferanten-Nr. {la.digits(rng, '7#####')}",
    ]
    if rng.random() < 0.5:
        supl.append(
            f"bestellung@{l1.lower()}.{'ch' if reg == 'ch' else 'at' if reg == 'at' else 'de'}"
        )
    blocks = [
        (la.pick(rng, "Lieferant|Lieferant / Auftragnehmer|Lieferantenanschrift"), supl),
        (
            "Lieferadresse",
            [
                buyer,
                la.pick(rng, "Zentrallager|Warenannahme Tor 3|Poststelle|Haus B, Raum 0.14"),
                f"{rng.choice(['Am Klinikum', 'Gewerbestraße', 'Campusallee', 'Werkstraße'])} {rng.randint(1, 40)}",
                f"{la.digits(rng, '####' if reg != 'de' else '#####')} {city}",
            ],
        ),
        (
            "Rechnungsadresse",
            [
                buyer,
                "Kreditorenbuchhaltung",
                f"Postfach {la.digits(rng, '####')}",
                f"{la.digits(rng, '####' if reg != 'de' else '#####')} {city}",
                "rechnungseingang@" + X.lower() + ".example",
            ],
        ),
    ]
    if rng.random() < 0.35:
        blocks = [blocks[1], blocks[2], blocks[0]]
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (bw + 8)
        d.t(x, y + 8, lab, 8.4, b=True)
        d.line(x, y + 11, x + bw, y + 11, 0.5)
        d.lines(x, y + 14, rows, 8, lead=10.4)
    y += 14 + 5 * 10.4 + 14
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 10, 12], [28, 36, 42])
    lines = more_lines(
        rng,
        DP_ITEMS,
        n,
        [1, 1, 2, 3, 5, 10, 10, 20, 25, 50],
        ["(Nachbestellung)", "– Variante B", "(Ersatz)"],
        big=700,
    )
    cols = [wd * f for f in (0.06, 0.14, 0.4, 0.09, 0.07, 0.12, 0.12)]
    heads = [
        "Pos.",
        "Artikelnr.",
        "Bezeichnung / Liefertermin",
        "Menge",
        "ME",
        f"Preis/ME {cur}",
        f"Gesamt {cur}",
    ]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    f"{i * 10}",
                    la.digits(rng, rng.choice(["###-####", "@@####", "#######"])),
                    it[0],
                    f"{q:,.0f}".replace(",", "."),
                    it[1],
                    fm(p),
                    fm(a) if stated else "",
                ],
                a,
            )
        )
    zebra = (0.95, 0.95, 0.95) if rng.random() < 0.5 else None
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        hrgb=accent,
        zebra=zebra,
        grid=False,
    )
    if rng.random() < 0.5:
        if y + 14 < bottom:
            d.t(
                m + cols[0] + cols[1] + 3,
                y + 10,
                f"Liefertermin: {df(dt + timedelta(days=rng.randint(5, 25)))}",
                7.4,
                grey=0.3,
            )
            y += 14
    net = sum((a for *_, a in lines), ZERO)
    frt = Decimal(rng.choice(["0", "0", "0", "6.90", "9.50", "15.00"])) if net < 400 else ZERO
    net2 = net + frt
    tax = r2(net2 * rate / 100)
    if reg == "ch":
        tax = (tax * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20
        tax = tax.quantize(Decimal("0.01"))
    total = net2 + tax
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("Summe Positionen netto", fm(net), False)]
        if frt:
            rows.append(("Versandkosten", fm(frt), False))
        rows.append(
            (
                f"{tax_lab} {str(rate).replace('.', ',') if reg != 'ch' else str(rate)} %",
                fm(tax),
                False,
            )
        )
        rows.append(
            (
                la.pick(
                    rng, f"Gesamtbetrag brutto {cur}|Bestellwert brutto ({cur})|Gesamtsumme {cur}"
                ),
                fm(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.6, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Abrechnung zu den Konditionen des Rahmenvertrags {rv}; Preise gemäß Katalog zum Lieferdatum.",
            8,
            wd,
        )
    y += 14
    if y + 80 > bottom:
        y = brk()
    d.t(m, y + 8, "Genehmigungsverlauf", 9, b=True)
    y += 14
    trail = [
        (df(dt), "Warenkorb angelegt", f"{rng.choice(DP_F)} {rng.choice(DP_L)}"),
        (
            df(dt),
            "Genehmigt (Kostenstellenverantwortliche/r)",
            f"{rng.choice(DP_F)} {rng.choice(DP_L)}",
        ),
        (df(dt), "Bestellung an Lieferanten gesendet (E-Mail/cXML)", "System"),
    ]
    for row in trail:
        y = lrow(
            d, m, y, [wd * 0.18, wd * 0.52, wd * 0.3], list(row), "lll", h=14, size=7.6, vert=False
        )
    y += 10
    for t in [
        f"Bitte geben Sie auf Lieferschein und Rechnung unbedingt die {po_lab} an. Rechnungen ohne {po_lab} werden unbearbeitet zurückgesandt.",
        la.pick(
            rng,
            "Es gelten unsere Allgemeinen Einkaufsbedingungen.|Es gelten die Einkaufsbedingungen des Auftraggebers; abweichende AGB des Lieferanten werden nicht anerkannt.|Teillieferungen nur nach Absprache.",
        ),
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_de_einkaufsportal_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dp)


# --------------------------------------------------------------------------- 7 fr-FR / fr-BE public hospital's bon de commande from its finance system

FH_HOSP = {
    "fr": [
        "Centre Hospitalier de {C}",
        "CHU de {C}",
        "Centre Hospitalier Intercommunal {C}",
        "GHT {C} – Centre Hospitalier",
        "EHPAD public de {C}",
    ],
    "be": [
        "CHR de {C}",
        "CHU {C} – site Sart Tilman",
        "Centre Hospitalier de {C} (CHC)",
        "Clinique publique {C} asbl",
    ],
}
FH_CITY = {
    "fr": "Angers|Poitiers|Valence|Niort|Annecy|Brive|Chambéry|Colmar|Périgueux|Quimper|Saint-Brieuc|Vannes".split(
        "|"
    ),
    "be": "Liège|Namur|Charleroi|Mons|Verviers|Huy|Arlon|Tournai".split("|"),
}
FH_SUP_FORMED = {
    "fr": [
        "{X} Médical SAS",
        "Laboratoires {L} SA",
        "{X} Santé SARL",
        "{L} Distribution SAS",
        "{X} Hygiène SAS",
        "Société {L} et Fils",
    ],
    "be": ["{X} Medical SA", "{L} Distribution SRL", "{X} Pharma SA", "Établissements {L} SRL"],
}
FH_SUP_BARE = [
    "{L} Matériel Médical",
    "Pharmacie {L}",
    "{F} {L} – Maintenance biomédicale",
    "Blanchisserie {L}",
    "Imprimerie {L}",
]
FH_X = "Medisud|Alpimed|Armorique|Bioval|Hexa|Lumière|Sanitas|Ouest|Meuse|Ardenne".split("|")
FH_L = "Girard|Lefèvre|Moreau|Fontaine|Dubois|Lambert|Dupont|Renard|Collard|Martin|Leclercq|Jacquet".split(
    "|"
)
FH_F = "Isabelle|Nicolas|Sophie|Laurent|Céline|Olivier|Nathalie|Julien".split("|")
FH_ITEMS = [
    ("Compresses stériles non tissées 10x10 cm", "BTE 50", "5.5", 2.4, 4.8),
    ("Gants d'examen nitrile non poudrés T.M", "BTE 100", "20", 3.9, 7.5),
    ("Seringue 10 ml Luer Lock", "BTE 100", "20", 8.2, 14.5),
    ("Cathéter court 20G", "BTE 50", "20", 24, 48),
    ("Pansement film transparent 6x7 cm", "BTE 100", "20", 14, 28),
    ("Solution hydro-alcoolique 500 ml", "FL", "20", 2.9, 5.6),
    ("Masque chirurgical type IIR", "BTE 50", "20", 2.1, 4.9),
    ("Électrodes ECG adulte", "SAC 50", "20", 6.5, 12),
    ("Alèse jetable 60x90", "PAQ 30", "20", 5.8, 11),
    ("Lait infantile 1er âge 90 ml", "CART 24", "5.5", 16, 28),
    ("Compléments nutritionnels oraux 200 ml", "CART 24", "5.5", 28, 46),
    ("Papier thermique 110 mm", "RLX", "20", 1.8, 3.6),
    ("Draps d'examen ouate 50x38", "RLX", "20", 3.1, 5.8),
    ("Contrat de maintenance pousse-seringues (trimestre)", "FORF", "20", 380, 920),
    ("Piles alcalines LR6", "BTE 24", "20", 6.5, 11.5),
    ("Sacs DASRI 50 L", "RLX 25", "20", 7.2, 13.8),
]


def _fh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = "be" if rng.random() < 0.3 else "fr"
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    city = rng.choice(FH_CITY[reg])
    hosp = rng.choice(FH_HOSP[reg]).format(C=city)
    l1 = rng.choice(FH_L)
    sup = bare_or(rng, FH_SUP_FORMED[reg], FH_SUP_BARE, 0.3).format(
        X=rng.choice(FH_X), L=l1, F=rng.choice(FH_F)
    )
    dt = a_day(rng)
    yr = dt.year
    po = la.digits(
        rng,
        rng.choice(
            [f"{yr}/0#####", f"BC{yr % 100}######", f"{yr}-######", "######", f"{yr % 100}C0####"]
        ),
    )
    eng = la.digits(rng, rng.choice([f"E{yr}######", f"{yr}.##.#####", "ENG-######"]))
    marche = la.digits(
        rng, rng.choice([f"{yr - 1}-AO-0##", f"M{yr - 2}##", "UniHA ##-###", "RESAH ####"])
    )
    stated = stated_of(rng)
    page = [1]
    fmv = sp if reg == "fr" else eu
    rates = (
        {"5.5": Decimal("5.5"), "20": Decimal("20")}
        if reg == "fr"
        else {"5.5": Decimal("6"), "20": Decimal("21")}
    )
    po_lab = la.pick(rng, "BON DE COMMANDE N°|Bon de commande n°|COMMANDE N°|N° de commande")
    df = lambda x: la.dfmt(x, "dmy")  # noqa: E731
    uf = f"{la.digits(rng, '####')} – {la.pick(rng, 'Bloc opératoire|Pharmacie à usage intérieur|Service de pédiatrie|Urgences adultes|Magasin général|Services techniques|Laboratoire de biologie')}"

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{hosp} – Direction des Achats et de la Logistique – {la.digits(rng, '## ## ## ## ##') if reg == 'fr' else la.digits(rng, '+32 # ### ## ##')}",
            6.6,
            grey=0.4,
        )
        d.t(r, d.h - 30, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4)

    cols = [wd * f for f in (0.12, 0.36, 0.1, 0.07, 0.1, 0.07, 0.06, 0.12)]
    heads = ["Réf. fourn.", "Désignation", "Cond.", "Qté", "PU HT", "Rem. %", "TVA", "Montant HT"]

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, hosp, 9.4, b=True)
        d.t(r, 40, f"{po_lab} {po} (suite)", 9.4, b=True, al="r")
        return 52

    y = 34
    d.t(m, y + 14, hosp.upper() if rng.random() < 0.5 else hosp, 12, b=True, maxw=wd * 0.5)
    y = d.lines(
        m,
        y + 18,
        [
            la.pick(
                rng,
                "Direction des Achats|Direction des Achats et de la Logistique|Service Économique|Cellule Marchés",
            ),
            f"{rng.randint(1, 90)} {rng.choice(['avenue de la République', 'rue du Docteur Roux', 'boulevard Pasteur', 'rue de l’Hôpital'])}",
            f"{la.digits(rng, '#####') if reg == 'fr' else la.digits(rng, '####')} {city}",
        ],
        8,
        lead=10.2,
    )
    bx = m + wd * 0.52
    d.box(bx, 34, r - bx, 50, lw=1)
    d.t(bx + 8, 52, po_lab, 9, b=True)
    d.t(r - 8, 72, po, 14, b=True, al="r")
    y = max(y, 92) + 8
    kv = [
        ("Exercice", str(yr)),
        ("Date de commande", df(dt)),
        ("N° d'engagement" if reg == "fr" else "N° d'engagement budgétaire", eng),
        (
            "Marché / lot",
            f"{marche} / lot {rng.randint(1, 12)}"
            if rng.random() < 0.7
            else "Hors marché (< seuil)",
        ),
        ("UF / Service", uf),
        ("Compte", la.digits(rng, "60####") if reg == "fr" else la.digits(rng, "61####")),
    ]
    if rng.random() < 0.4:
        kv.append(("Demande d'achat", la.digits(rng, "DA-######")))
    d.kv(m, y, kv, 118, 7.8)
    fy = y
    fx = bx
    d.box(fx, fy, r - fx, 102)
    d.t(fx + 6, fy + 11, la.pick(rng, "FOURNISSEUR|Fournisseur|Titulaire"), 8, b=True, grey=0.3)
    fl = [
        sup,
        f"{rng.randint(1, 200)} {rng.choice(['rue des Artisans', 'ZI des Chênes', 'avenue de l’Europe', 'parc d’activités du Moulin'])}",
        f"{la.digits(rng, '#####') if reg == 'fr' else la.digits(rng, '####')} {rng.choice(FH_CITY[reg])}",
    ]
    fl.append(f"Code fournisseur : {la.digits(rng, '######')}")
    fl.append(
        f"SIRET {la.digits(rng, '### ### ### #####')}"
        if reg == "fr"
        else f"N° d'entreprise BE 0{la.digits(rng, '###.###.###')}"
    )
    d.lines(fx + 6, fy + 16, fl, 8.2, lead=11, b_first=rng.random() < 0.5)
    y = max(y + len(kv) * 10.9, fy + 102) + 12
    bw = (wd - 12) / 2
    liv = [
        la.pick(
            rng,
            "Magasin central – Quai de livraison|Pharmacie (PUI) – réception|Magasin général, bâtiment L|Plateforme logistique",
        ),
        f"{hosp}",
        f"{city} – horaires : 7h30-12h / 13h30-15h30",
    ]
    fac = (
        [
            "Factures à déposer sur Chorus Pro",
            f"SIRET établissement : {la.digits(rng, '### ### ### #####')}",
            f"Code service : {la.digits(rng, '@@@##')}",
        ]
        if reg == "fr"
        else [
            "Service Comptabilité fournisseurs",
            f"{hosp}",
            f"factures@{city.lower().replace('è', 'e')}-hopital.be",
        ]
    )
    for k, (lab, rows) in enumerate([("Adresse de livraison", liv), ("Facturation", fac)]):
        x = m + k * (bw + 12)
        d.box(x, y, bw, 14, fill=0.9)
        d.box(x, y + 14, bw, 40)
        d.t(x + 4, y + 10, lab, 7.8, b=True)
        d.lines(x + 4, y + 17, rows, 7.8, lead=10.5)
    y += 64
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12], [28, 34, 40])
    lines = more_lines(
        rng,
        FH_ITEMS,
        n,
        [1, 2, 3, 5, 10, 10, 20, 30, 50],
        ["(réassort)", "– taille L", "(urgence)"],
        big=300,
    )
    body = []
    net = ZERO
    taxes: dict[Decimal, Decimal] = {}
    for it, q, p, a in lines:
        rem = Decimal(rng.choice([0, 0, 0, 0, 5, 10, 15])) if rng.random() < 0.35 else ZERO
        a = r2(q * p * (100 - rem) / 100)
        rt = rates[it[2]]
        net += a
        taxes[rt] = taxes.get(rt, ZERO) + a
        body.append(
            (
                [
                    la.digits(rng, rng.choice(["@@####", "######", "##-####"])),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    fmv(p),
                    f"{rem:.0f}" if rem else "",
                    f"{rt.normalize():f}".replace(".", ","),
                    fmv(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(d, m, y, cols, heads, body, "llcrrrcr", size=7.4, rowh=15, bottom=bottom, brk=brk)
    tva = sum((r2(v * k / 100) for k, v in taxes.items()), ZERO)
    total = net + tva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total HT", f"{fmv(net)} €", False)]
        for k in sorted(taxes):
            rows.append(
                (
                    f"TVA {f'{k.normalize():f}'.replace('.', ',')} % (base {fmv(taxes[k])})",
                    f"{fmv(r2(taxes[k] * k / 100))} €",
                    False,
                )
            )
        rows.append(
            (
                la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC de la commande")
                if reg == "fr"
                else la.pick(rng, "Total TVAC|Total TTC"),
                f"{fmv(total)} €",
                True,
            )
        )
        y = d.summary(m + wd * 0.5, r - 3, y, rows, 8.4, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix unitaires selon le bordereau du marché {marche}. Montant engagé à titre prévisionnel ; facturation sur quantités livrées.",
            7.8,
            wd,
        )
    y += 12
    for t in [
        f"Rappeler impérativement le numéro de bon de commande sur le bon de livraison et la facture. {'Délai global de paiement : 50 jours (établissements publics de santé).' if reg == 'fr' else 'Paiement à 60 jours date de facture.'}",
        "Les livraisons sont réceptionnées aux horaires indiqués ; toute livraison non conforme sera refusée.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    d.t(m + wd * 0.55, y - 12, f"À {city}, le {df(dt)}", 7.8)
    d.sign(
        m + wd * 0.55,
        y + 26,
        wd * 0.45,
        la.pick(
            rng,
            "L'ordonnateur, par délégation|Le Directeur des Achats|Pour le Directeur Général, l'acheteur",
        ),
    )
    if rng.random() < 0.5:
        d.t(m + wd * 0.55, y + 48, f"{rng.choice(FH_F)} {rng.choice(FH_L)}", 8)
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_fr_hopital_bon_commande_engagement(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fh)


# --------------------------------------------------------------------------- 8 es-ES builder's site order (pedido de obra), IVA or inversión del sujeto pasivo

EO_BUILD = [
    "Construcciones {L} S.A.",
    "{X} Obras y Servicios S.L.",
    "Edificaciones {X} S.L.",
    "Promociones y Construcciones {L} S.L.",
    "{X} Infraestructuras S.A.U.",
]
EO_X = "Levante|Cantábrico|Guadalquivir|Ebro|Meseta|Atlántico|Mediterráneo|Duero|Sierra Norte|Tajo".split(
    "|"
)
EO_L = "García|Fernández|López|Martínez|Sánchez|Romero|Navarro|Torres|Domínguez|Vázquez|Ramos|Gil|Serrano|Molina".split(
    "|"
)
EO_F = "Antonio|José Manuel|Francisco|David|Javier|Carmen|Pilar|Raúl|Sergio|Alberto".split("|")
EO_SUP_FORMED = [
    "{X} Áridos S.L.",
    "Ferretería Industrial {L} S.L.",
    "Hormigones {X} S.A.",
    "Instalaciones Eléctricas {L} S.L.",
    "{X} Andamios S.L.",
    "Pinturas {L} S.L.U.",
    "Almacenes {L} e Hijos S.L.",
]
EO_SUP_BARE = [
    "{F} {L} {L2}",
    "Fontanería {L}",
    "Carpintería {L}",
    "Transportes {F} {L}",
    "Yesos {L}",
]
EO_CITY = "Valencia|Zaragoza|Sevilla|Murcia|Valladolid|Málaga|Alicante|Bilbao|Córdoba|Granada|Pamplona|Getafe".split(
    "|"
)
EO_MAT = [
    ("Hormigón HA-25/B/20/IIa", "m³", 68, 92),
    ("Acero corrugado B500S Ø12", "kg", 0.78, 1.15),
    ("Ladrillo hueco doble 24x11,5x8", "ud", 0.14, 0.26),
    ("Mortero M-7,5 en saco 25 kg", "sac", 2.4, 4.1),
    ("Placa de yeso laminado 13 mm", "m²", 3.1, 5.4),
    ("Tubo PVC saneamiento Ø160", "ml", 6.2, 11.5),
    ("Cable RZ1-K 0,6/1 kV 3G2,5", "ml", 1.1, 2.2),
    ("Grava 20/40 lavada", "t", 12, 19),
    ("Malla electrosoldada 15x15 Ø6", "m²", 2.1, 3.6),
    ("Alquiler andamio tubular (mes)", "m²", 2.8, 4.9),
    ("Pintura plástica blanca mate 15 L", "ud", 28, 52),
    ("Impermeabilizante lámina asfáltica", "m²", 5.8, 9.6),
]
EO_WORK = [
    ("Mano de obra tabiquería de pladur", "m²", 11, 19),
    ("Instalación eléctrica vivienda tipo", "ud", 1450, 2600),
    ("Fontanería y saneamiento por vivienda", "ud", 1200, 2300),
    ("Enfoscado maestreado de paramentos", "m²", 7.5, 12.5),
    ("Solado con gres porcelánico, mano de obra", "m²", 9, 16),
    ("Pintura de paramentos verticales", "m²", 3.2, 6.1),
    ("Colocación de carpintería de aluminio", "ud", 95, 180),
    ("Excavación en zanja con medios mecánicos", "m³", 8, 15),
    ("Montaje de ferralla en cimentación", "kg", 0.32, 0.55),
]


def _eo(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    l1, l2, l3 = rng.sample(EO_L, 3)
    build = rng.choice(EO_BUILD).format(L=l1, X=rng.choice(EO_X))
    works = rng.random() < 0.45
    isp = works and rng.random() < 0.75
    sup = bare_or(rng, EO_SUP_FORMED, EO_SUP_BARE, 0.35 if not works else 0.5).format(
        X=rng.choice(EO_X), L=l2, L2=l3, F=rng.choice(EO_F)
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"P{dt:%y}/0###", f"PED-{dt.year}-####", f"{dt:%y}####", "OC-#####", f"####/{dt:%y}"]
        ),
    )
    obra = la.digits(rng, rng.choice(["####", "O-###", "##.###"]))
    obra_n = la.pick(
        rng,
        "48 VPO en parcela R-3|Rehabilitación de fachada C/ Mayor 14|Nave logística en polígono Las Quemadas|Colegio CEIP La Paz, ampliación|Urbanización sector SUZ-4, fase II|Residencial Los Almendros, 32 viviendas",
    )
    ofe = la.digits(rng, rng.choice(["Oferta nº ####", "Presupuesto ###/##", "Of. ####-@"]))
    cm = la.digits(rng, rng.choice(["CM-##/###", "Contrato marco ###"]))
    stated = stated_of(rng)
    page = [1]
    df = lambda x: la.dfmt(x, rng.choice(["dmy", "dmy", "long_es"]))  # noqa: E731
    po_lab = la.pick(rng, "PEDIDO Nº|Nº Pedido|Pedido nº|ORDEN DE PEDIDO Nº")
    title = la.pick(
        rng,
        "PEDIDO DE OBRA|PEDIDO A PROVEEDOR|ORDEN DE PEDIDO|PEDIDO DE SUBCONTRATA"
        if works
        else "PEDIDO DE OBRA|PEDIDO A PROVEEDOR|ORDEN DE PEDIDO|PEDIDO DE MATERIALES",
    )
    cif = la.digits(rng, "@-########")
    date_s = df(dt)

    cols = [wd * f for f in (0.1, 0.42, 0.07, 0.1, 0.11, 0.07, 0.13)]
    heads = ["Partida", "Descripción", "Ud.", "Cantidad", "Precio", "Dto.", "Importe"]

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{build} · CIF {cif} · Inscrita en el Registro Mercantil de {rng.choice(EO_CITY)}, Tomo {rng.randint(1000, 9999)}, Folio {rng.randint(1, 220)}",
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 30, f"Pág. {page[0]} de {of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{build} – {title.title()}", 9.4, b=True)
        d.t(r, 40, f"{po_lab} {po}", 9.4, b=True, al="r")
        return 52

    y = 34
    d.t(m, y + 14, build, 14, b=True)
    y = d.lines(
        m,
        y + 18,
        [
            f"C/ {rng.choice(['Gran Vía', 'Colón', 'Av. de la Constitución', 'Pol. Ind. El Oliveral, parcela 7'])} {rng.randint(1, 120)}",
            f"{la.digits(rng, '#####')} {rng.choice(EO_CITY)} · Tel. {la.digits(rng, '9## ### ###')}",
            f"CIF {cif} · compras@{l1.lower().replace('í', 'i').replace('á', 'a').replace('é', 'e').replace('ó', 'o').replace('ú', 'u')}construcciones.es",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 48, title, 14, b=True, al="r")
    d.t(r, 66, f"{po_lab} {po}", 11, b=True, al="r")
    d.t(r, 80, f"Fecha: {date_s}", 8.4, al="r")
    y = max(y, 86) + 12
    lw_ = wd * 0.5
    d.box(m, y, lw_ - 6, 92)
    d.t(m + 4, y + 10, la.pick(rng, "OBRA|Datos de la obra"), 7.8, b=True, grey=0.3)
    d.kv(
        m + 4,
        y + 14,
        [
            ("Obra", f"{obra} – {obra_n}"),
            (
                "Dirección",
                f"{rng.choice(['C/ Río Segura', 'Parcela R-3', 'Av. del Mar', 'Camino Viejo'])} s/n, {rng.choice(EO_CITY)}",
            ),
            (
                "Jefe de obra",
                f"{rng.choice(EO_F)} {rng.choice(EO_L)} · {la.digits(rng, '6## ### ###')}",
            ),
            ("Encargado", f"{rng.choice(EO_F)} {rng.choice(EO_L)}"),
            ("Su referencia", ofe),
        ]
        + ([("Contrato marco", cm)] if rng.random() < 0.4 else []),
        62,
        7.4,
        b_label=True,
    )
    px = m + lw_ + 6
    d.box(px, y, r - px, 92)
    d.t(
        px + 4,
        y + 10,
        la.pick(rng, "PROVEEDOR|Proveedor|SUBCONTRATISTA" if works else "PROVEEDOR|Proveedor"),
        7.8,
        b=True,
        grey=0.3,
    )
    d.lines(
        px + 4,
        y + 16,
        [
            sup,
            f"{rng.choice(['C/ Industria', 'Pol. Ind. Sur, nave', 'Av. de Andalucía', 'C/ Mayor'])} {rng.randint(1, 80)}",
            f"{la.digits(rng, '#####')} {rng.choice(EO_CITY)}",
            f"{'NIF' if rng.random() < 0.3 else 'CIF'} {la.digits(rng, '@########' if rng.random() < 0.6 else '########@')}",
            f"Contacto: {rng.choice(EO_F)} · {la.digits(rng, '6## ### ###')}",
        ],
        8.2,
        lead=11,
        b_first=True,
    )
    y += 104
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10], [30, 38, 46])
    pool = EO_WORK if works else EO_MAT
    lines = more_lines(
        rng,
        pool,
        n,
        [1, 2, 5, 10, 20, 25, 40, 50, 100, 250],
        ["(bloque B)", "(planta 2ª)", "(zonas comunes)"],
        big=1000,
    )
    body = []
    net = ZERO
    for it, q, p, a in lines:
        dto = Decimal(rng.choice([0, 0, 0, 3, 5, 10])) if rng.random() < 0.4 else ZERO
        a = r2(q * p * (100 - dto) / 100)
        net += a
        part = la.digits(rng, rng.choice(["##.##", "C##.###", "##.#.##"]))
        body.append(
            (
                [
                    part,
                    it[0],
                    it[1],
                    eu(q).replace(",00", ""),
                    eu(p),
                    f"{dto:.0f}%" if dto else "",
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    carry = ("Suma y sigue", "Suma anterior", eu, 1, 6) if rng.random() < 0.6 and stated else None
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "llcrrrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        carry=carry,
    )
    iva = ZERO if isp else r2(net * Decimal("0.21"))
    total = net + iva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Base imponible", f"{eu(net)} €", False)]
        if isp:
            rows.append(("IVA", "ISP", False))
        else:
            rows.append(("IVA 21 %", f"{eu(iva)} €", False))
        rows.append(
            (la.pick(rng, "TOTAL PEDIDO|Total pedido|IMPORTE TOTAL"), f"{eu(total)} €", True)
        )
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6, box_last=True)
        if isp:
            y = wrapped(
                d,
                m,
                y + 4,
                "Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º.f) de la Ley 37/1992 del IVA. La factura se emitirá sin repercutir IVA.",
                7.4,
                wd,
                grey=0.2,
            )
        if rng.random() < 0.3:
            ant = r2(total * Decimal(rng.choice(["0.1", "0.2", "0.3"])))
            y = wrapped(
                d,
                m,
                y + 4,
                f"Anticipo a la firma del pedido: {eu(ant)} € (a descontar en la primera certificación/factura).",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según {ofe}. Se abonarán las mediciones reales aprobadas por la jefatura de obra.",
            8,
            wd,
        )
    y += 10
    conds = [
        "Entregas en obra de lunes a viernes de 8:00 a 14:00, previo aviso al encargado. Cada albarán indicará el número de pedido y la obra.",
        f"Forma de pago: {la.pick(rng, 'confirming a 60 días|transferencia a 60 días fecha factura|recibo domiciliado a 90 días')}. Facturas a {la.pick(rng, 'facturas@' + l1.lower().replace('í', 'i').replace('á', 'a').replace('é', 'e').replace('ó', 'o').replace('ú', 'u') + 'construcciones.es|Dpto. de Administración, indicando nº de pedido y de obra')}.",
    ]
    if works:
        conds.append(
            "El subcontratista acreditará su inscripción en el REA y la documentación de PRL antes del inicio de los trabajos."
        )
    for t in conds:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    y += 34
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 24) / 3
    for k, lab in enumerate(
        ["Jefe de obra", "Dpto. de Compras", "Conforme proveedor (firma y sello)"]
    ):
        d.sign(m + k * (sw_ + 12), y, sw_, lab)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_es_pedido_obra_isp(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _eo)


# --------------------------------------------------------------------------- 9 it public body's order from an e-procurement platform (MePA-style / NSO)

IM_ENTE = [
    "Comune di {C}",
    'Istituto Comprensivo Statale "{P}" di {C}',
    "Università degli Studi di {C}",
    "Azienda Sanitaria Locale {C}",
    "Provincia di {C}",
    "Azienda Ospedaliera di {C}",
    "Agenzia Regionale per l'Ambiente – sede di {C}",
]
IM_C = (
    "Pavia|Perugia|Lecce|Treviso|Ancona|Cosenza|Modena|Udine|Sassari|Novara|Rimini|Salerno".split(
        "|"
    )
)
IM_P = "G. Pascoli|A. Manzoni|E. Fermi|M. Montessori|G. Galilei|L. da Vinci".split("|")
IM_L = "Rossi|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|Costa|Giordano|Mancini".split(
    "|"
)
IM_F = "Giuseppe|Anna|Francesco|Maria|Alessandro|Chiara|Luca|Federica|Andrea|Valentina".split("|")
IM_X = "Tecnoufficio|Medisan|Eurocart|Italsistemi|Arredosud|Biolab|Didattica Nuova|Infoservice|Sanitaria Adriatica|Ecoverde".split(
    "|"
)
IM_SUP_FORMED = [
    "{X} S.r.l.",
    "{X} S.p.A.",
    "{X} S.r.l.s.",
    "{L} & C. S.n.c.",
    "{X} Società Cooperativa",
    "{L} {X} S.a.s. di {F} {L}",
]
IM_SUP_BARE = [
    "Cartoleria {L} di {F} {L}",
    "{F} {L}",
    "Ferramenta {L}",
    "{X} di {F} {L}",
    "Tipografia {L}",
]
IM_ITEMS = [
    ("Carta per fotocopie A4 80 g/mq – risma 500 fogli", "risma", "22", 2.9, 4.6),
    ("Toner compatibile per stampante multifunzione", "pezzo", "22", 28, 95),
    ('Notebook 15,6" i5 16GB SSD 512GB', "pezzo", "22", 560, 890),
    ("Sedia operativa ergonomica con braccioli", "pezzo", "22", 95, 240),
    ("Armadio metallico ante battenti 180x100", "pezzo", "22", 220, 410),
    ("Guanti monouso in nitrile, conf. 100", "confezione", "22", 4.2, 8.9),
    ("Disinfettante superfici 5 L", "tanica", "22", 9.5, 19),
    ('Lavagna interattiva multimediale 75"', "pezzo", "22", 1800, 3200),
    ("Kit didattico scienze scuola primaria", "kit", "22", 110, 260),
    ("Servizio di manutenzione estintori (semestrale)", "servizio", "22", 6.5, 14),
    ("Libri per biblioteca scolastica (lotto)", "lotto", "4", 180, 600),
    ("Mascherine FFP2, conf. 20", "confezione", "22", 6, 14),
    ("Pannolini per adulti taglia M, conf. 30", "confezione", "10", 9, 17),
    ("Siringhe monouso 5 ml, conf. 100", "confezione", "22", 7, 15),
    ("Materiale di cancelleria assortito", "lotto", "22", 60, 240),
]


def _im(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 52
    city = rng.choice(IM_C)
    ente = rng.choice(IM_ENTE).format(C=city, P=rng.choice(IM_P))
    nso = "Sanitaria" in ente or "Ospedaliera" in ente
    nso = nso and rng.random() < 0.6
    l1 = rng.choice(IM_L)
    sup = bare_or(rng, IM_SUP_FORMED, IM_SUP_BARE, 0.3).format(
        X=rng.choice(IM_X), L=l1, F=rng.choice(IM_F)
    )
    dt = a_day(rng)
    po = (
        la.digits(rng, "#######")
        if not nso
        else la.digits(
            rng, rng.choice([f"ORD-{dt.year}-0#####", f"{dt.year}/######", "NSO#########"])
        )
    )
    cig = la.digits(rng, "@###@@####") if rng.random() < 0.5 else "B" + la.digits(rng, "#@@####@#")
    cup = la.digits(rng, "@##@##00####") if rng.random() < 0.35 else ""
    stated = stated_of(rng)
    page = [1]
    ipa = la.digits(rng, "@@@@@@")
    df = lambda x: la.dfmt(x, "dmy")  # noqa: E731
    spl = rng.random() < 0.7
    euro_pre = rng.random() < 0.5
    fm = (lambda v: f"€ {eu(v)}") if euro_pre else (lambda v: eu(v))  # noqa: E731
    plat = (
        "NSO – Nodo di Smistamento degli Ordini"
        if nso
        else la.pick(
            rng,
            "Mercato Elettronico della P.A.|Piattaforma telematica di e-procurement|Sistema acquisti telematici regionale",
        )
    )
    title = (
        "ORDINE ELETTRONICO"
        if nso
        else la.pick(
            rng,
            "ORDINE DIRETTO DI ACQUISTO|Documento di Ordine|ORDINE DI ACQUISTO – Documento di stipula",
        )
    )
    po_lab = (
        la.pick(rng, "Numero Ordine|Identificativo ordine|Numero ordine")
        if not nso
        else la.pick(rng, "Identificativo ordine|Numero Ordine")
    )

    def foot() -> None:
        d.t(
            m,
            d.h - 28,
            f"{plat} – documento generato il {df(dt)} – firmato digitalmente ai sensi del D.Lgs. 82/2005",
            6.5,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 28,
            f"Pagina {page[0]} di {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{title} – {po_lab}: {po}", 9, b=True)
        return 54

    def sect(y: float, t: str) -> float:
        if y + 40 > bottom:
            y = brk()
        d.box(m, y, wd, 16, fill=0.85, stroke=False)
        d.t(m + 5, y + 11.5, t, 8.8, b=True)
        return y + 20

    def kv(y: float, pairs: list[tuple[str, str]]) -> float:
        for k, v in pairs:
            if y + 12 > bottom:
                y = brk()
            d.t(m + 5, y + 9, k, 7.8, grey=0.25)
            lines_ = text_split(d, v, 8.2, wd * 0.6)
            for ln in lines_:
                d.t(m + wd * 0.38, y + 9, ln, 8.2)
                y += 11
            d.line(m, y + 1, r, y + 1, 0.2)
            y += 2
        return y + 6

    y = 36
    d.t(m, y + 10, plat, 9, grey=0.35)
    d.t(d.w / 2, y + 34, title, 14, b=True, al="c")
    y += 48
    y = sect(y, "Dati dell'ordine")
    pairs = [
        (po_lab, po),
        (
            "Descrizione ordine",
            la.pick(
                rng,
                "Fornitura materiale di consumo|Acquisto arredi uffici|Fornitura dispositivi medici|Acquisto attrezzature informatiche|Fornitura materiale didattico",
            ),
        ),
    ]
    if not nso:
        pairs += [
            (
                "Bando / Iniziativa",
                la.pick(
                    rng,
                    "BENI – Cancelleria, carta, consumabili|BENI – Arredi|BENI – Informatica, elettronica|SERVIZI – Manutenzione impianti",
                ),
            ),
            (
                "Categoria",
                la.pick(
                    rng,
                    "Prodotti per l'ufficio|Arredi per ufficio|Personal computer|Materiale igienico-sanitario",
                ),
            ),
        ]
    pairs += [("CIG", cig)]
    if cup:
        pairs.append(("CUP", cup))
    pairs += [
        ("Data creazione ordine", df(dt)),
        ("Validità documento d'ordine (giorni)", str(rng.choice([10, 15, 30]))),
    ]
    if rng.random() < 0.4:
        pairs.append(
            (
                "Determina a contrarre",
                la.digits(rng, f"n. ### del {df(dt - timedelta(days=rng.randint(3, 30)))}"),
            )
        )
    y = kv(y, pairs)
    y = sect(y, "Amministrazione contraente")
    y = kv(
        y,
        [
            ("Nome ente", ente),
            ("Codice fiscale ente", la.digits(rng, "8##########")),
            (
                "Nome ufficio",
                la.pick(
                    rng,
                    "Ufficio Economato|Servizio Provveditorato|Segreteria amministrativa|Area Acquisti e Logistica",
                ),
            ),
            (
                "Indirizzo ufficio",
                f"{rng.choice(['Via Roma', 'Piazza Garibaldi', 'Via dei Mille', 'Viale Europa'])} {rng.randint(1, 90)}, {la.digits(rng, '#####')} {city}",
            ),
            ("Codice IPA / Codice univoco ufficio", ipa),
            ("Punto ordinante", f"{rng.choice(IM_F).upper()} {rng.choice(IM_L).upper()}"),
        ],
    )
    y = sect(y, "Fornitore contraente")
    y = kv(
        y,
        [
            ("Ragione sociale", sup),
            ("Partita IVA impresa", la.digits(rng, "0##########")),
            (
                "Indirizzo sede legale",
                f"{rng.choice(['Via Emilia', 'Via Nazionale', 'Corso Italia', 'Via Appia'])} {rng.randint(1, 300)}, {la.digits(rng, '#####')} {rng.choice(IM_C)}",
            ),
            ("PEC registro imprese", f"{l1.lower()}{la.digits(rng, '##')}@pec.it"),
            (
                "Tipologia impresa",
                "Ditta individuale"
                if "S." not in sup and "Coop" not in sup
                else la.pick(rng, "Società a responsabilità limitata|Società per azioni|Altro"),
            ),
        ],
    )
    y = sect(y, "Oggetto dell'ordine")
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6, 8], [18, 24, 30], p=0.2)
    lines = more_lines(
        rng,
        IM_ITEMS,
        n,
        [1, 2, 3, 5, 10, 10, 20, 50],
        ["(lotto 2)", "– colore blu", "(plesso B)"],
        big=800,
    )
    net = ZERO
    taxes: dict[Decimal, Decimal] = {}
    cols = [wd * f for f in (0.05, 0.43, 0.12, 0.1, 0.08, 0.1, 0.12)]
    heads = ["#", "Bene / Servizio", "Cod. art. forn.", "Prezzo", "Q.tà", "Aliq. IVA", "Totale"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rt = Decimal(it[2])
        net += a
        taxes[rt] = taxes.get(rt, ZERO) + a
        body.append(
            (
                [
                    str(i),
                    it[0],
                    la.digits(rng, "@@-#####"),
                    eu(p),
                    f"{q:,.0f}".replace(",", "."),
                    f"{rt}%",
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "llcrrcr",
        size=7.4,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    iva = sum((r2(v * k / 100) for k, v in taxes.items()), ZERO)
    total = net + iva
    y += 10
    if stated:
        rows = [
            ("Totale ordine (IVA esclusa)", fm(net)),
            ("IVA", fm(iva)),
            ("Totale ordine (IVA inclusa)", fm(total)),
        ]
        for k, (lab, v) in enumerate(rows):
            if y + 14 > bottom:
                y = brk()
            d.t(m + wd * 0.45, y + 10, lab, 8.6, b=k == 2)
            d.t(r - 3, y + 10, v, 8.6, b=k == 2, al="r")
            y += 14
        y += 6
    else:
        y = wrapped(
            d,
            m,
            y,
            "Importi secondo il listino del fornitore pubblicato a catalogo alla data dell'ordine.",
            7.8,
            wd,
        )
    y = sect(y, "Dati di consegna e fatturazione")
    y = kv(
        y,
        [
            (
                "Indirizzo di consegna",
                f"{la.pick(rng, 'Magazzino economale|Plesso scolastico|Ufficio protocollo|Farmacia ospedaliera')}, {rng.choice(['Via Roma', 'Via Verdi', 'Largo Marconi'])} {rng.randint(1, 60)}, {city}",
            ),
            ("Intestatario fattura", ente),
            ("Codice fiscale intestatario", la.digits(rng, "8##########")),
            ("Codice univoco ufficio (fatturazione elettronica)", ipa),
            (
                "Modalità di pagamento",
                la.pick(
                    rng,
                    "Bonifico bancario a 30 giorni dal ricevimento fattura|Bonifico a 60 giorni d.f.",
                ),
            ),
        ]
        + ([("Regime IVA", "Scissione dei pagamenti – art. 17-ter DPR 633/1972")] if spl else []),
    )
    if y + 40 > bottom:
        y = brk()
    y = wrapped(
        d,
        m,
        y + 4,
        "Il presente documento d'ordine, sottoscritto con firma digitale dal Punto Ordinante, costituisce contratto ai sensi delle regole del sistema. Indicare CIG e numero ordine in fattura.",
        7.2,
        wd,
        grey=0.3,
    )
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_it_ordine_mepa_nso(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _im)


# --------------------------------------------------------------------------- 10 nl-NL / nl-BE call-off order under a framework agreement

NA_BUY = {
    "nl": [
        "Woonstichting {X}",
        "Gemeente {C}",
        "Waterschap {W}",
        "{X} Wonen",
        "Stichting Woonbedrijf {C}",
        "Hoogheemraadschap van {W}",
    ],
    "be": [
        "Intercommunale {X}",
        "Stad {C}",
        "Sociale Huisvestingsmaatschappij {X}",
        "AGB {C}",
        "Provincie {P}",
    ],
}
NA_C = {
    "nl": "Apeldoorn|Zwolle|Amersfoort|Deventer|Tilburg|Leeuwarden|Helmond|Alkmaar|Venlo|Emmen".split(
        "|"
    ),
    "be": "Hasselt|Mechelen|Aalst|Kortrijk|Genk|Roeselare|Turnhout|Sint-Niklaas".split("|"),
}
NA_W = "Rijn en IJssel|Vechtstromen|Aa en Maas|Rijnland|Hollands Noorderkwartier|Drents Overijsselse Delta".split(
    "|"
)
NA_P = "Limburg|Antwerpen|Oost-Vlaanderen|West-Vlaanderen|Vlaams-Brabant".split("|")
NA_X = "Thuis|Eigen Haard|De Woonplaats|Beter Wonen|Kempen|Westhoek|Samenwerking|De Zaan|Groen Wonen|Veluwe".split(
    "|"
)
NA_L = "de Vries|Jansen|van Dijk|Bakker|Visser|Smit|Meijer|Mulder|Peeters|Maes|Claes|Willems|Janssens|Wouters".split(
    "|"
)
NA_F = "Jeroen|Sanne|Bart|Linda|Koen|Ilse|Pieter|Marieke|Wim|Els".split("|")
NA_SUP_FORMED = {
    "nl": [
        "{L} Onderhoud B.V.",
        "{L} Installatietechniek B.V.",
        "Schildersbedrijf {L} B.V.",
        "{S} Groenvoorziening B.V.",
        "Bouwbedrijf {L} & Zn. B.V.",
        "{S} Infra B.V.",
    ],
    "be": [
        "{L} Renovatie BV",
        "{S} Techniek NV",
        "Schilderwerken {L} BV",
        "{S} Groen NV",
        "Aannemingen {L} BV",
    ],
}
NA_SUP_BARE = [
    "Klussenbedrijf {L}",
    "Loodgietersbedrijf {F} {L}",
    "{S} Dakwerken",
    "Tuinonderhoud {L}",
    "Elektro {L}",
]
NA_S = "Noord|Rivierenland|Delta|Kempen|Polder|IJssel|Duin|Heuvelland".split("|")
NA_ITEMS = [
    ("Vervangen cv-ketel incl. afvoer, eenheidsprijs R-12", "st", "21", 1850, 2900),
    ("Schilderwerk buitenkozijnen per woning (R-04)", "won", "21", 620, 1100),
    ("Vervangen mechanische ventilatie-unit", "st", "21", 420, 780),
    ("Dakgoot zink vervangen", "m1", "21", 48, 85),
    ("Herstel voegwerk gevel", "m2", "21", 38, 66),
    ("Maaien bermen klepelmaaier", "ha", "21", 95, 180),
    ("Snoeien en afvoeren snoeihout", "uur", "21", 52, 78),
    ("Reinigen kolken en lijnafwatering", "st", "21", 6.5, 14),
    ("Plaatsen rookmelder incl. montage", "st", "21", 38, 69),
    ("Asbestinventarisatie type A", "st", "21", 290, 520),
    ("Isolatie spouwmuur, isolatiewerk woning (laag tarief)", "m2", "9", 14, 26),
    ("Schilderwerk binnen woning, eenheidsprijs (laag tarief)", "m2", "9", 11, 21),
    ("Voorrijkosten", "keer", "21", 35, 65),
    ("Vervangen keukenblok standaard", "st", "21", 2100, 3600),
]


def _na(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = "be" if rng.random() < 0.3 else "nl"
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(46, 60)
    r = d.w - rng.uniform(40, 52)
    wd = r - m
    bottom = d.h - 60
    city = rng.choice(NA_C[reg])
    buyer = rng.choice(NA_BUY[reg]).format(
        X=rng.choice(NA_X), C=city, W=rng.choice(NA_W), P=rng.choice(NA_P)
    )
    l1 = rng.choice(NA_L)
    Lc = l1[0].upper() + l1[1:]
    sup = bare_or(rng, NA_SUP_FORMED[reg], NA_SUP_BARE, 0.3).format(
        L=Lc if rng.random() < 0.5 else l1.split()[-1].capitalize(),
        S=rng.choice(NA_S),
        F=rng.choice(NA_F),
    )
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [
                f"AF{dt:%y}-#####",
                "47########",
                f"AO-{dt.year}-0###",
                f"{dt.year}/AF/####",
                "IO######",
            ]
        ),
    )
    rc = la.digits(rng, rng.choice(["RO-20##-0##", "RC-####", "RO ##.###", f"{dt.year - 2}-###"]))
    proj = la.digits(rng, rng.choice(["P-####", "Complex ####", "Project ##.####"]))
    kpl = la.digits(rng, "####.###")
    stated = stated_of(rng)
    page = [1]
    shifted = reg == "nl" and rng.random() < 0.35
    fm = lambda v: f"€ {eu(v)}"  # noqa: E731
    po_lab = (
        la.pick(rng, "Ordernummer|Afroepnummer|Afroepordernummer|Opdrachtnummer")
        if reg == "nl"
        else la.pick(rng, "Bestelbonnummer|Afroepnummer|Bestelnummer")
    )
    title = (
        la.pick(
            rng,
            "AFROEPORDER|Opdracht op raamovereenkomst|Afroep raamovereenkomst|OPDRACHTBRIEF (afroep)",
        )
        if reg == "nl"
        else la.pick(rng, "BESTELBON – afroep raamovereenkomst|Afroep raamovereenkomst|BESTELBON")
    )
    df = lambda x: la.dfmt(x, rng.choice(["dash", "long_nl"]))  # noqa: E731
    date_s = df(dt)
    contact = f"{rng.choice(NA_F)} {rng.choice(NA_L)}"

    def foot() -> None:
        bits = (
            f"{buyer} · KvK {la.digits(rng, '########')} · btw NL{la.digits(rng, '#########')}B01"
            if reg == "nl"
            else f"{buyer} · ondernemingsnummer 0{la.digits(rng, '###.###.###')}"
        )
        d.t(m, d.h - 30, bits, 6.6, grey=0.4, maxw=wd - 60)
        d.t(
            r,
            d.h - 30,
            f"Pagina {page[0]} van {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    cols = [wd * f for f in (0.09, 0.45, 0.09, 0.07, 0.14, 0.16)]
    heads = ["Code", "Omschrijving", "Aantal", "Eenh.", "Eenheidsprijs", "Bedrag"]

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} – {po_lab} {po} (vervolg)", 9, b=True)
        return 58

    y = 40
    d.t(r, y + 10, buyer, 13, b=True, al="r")
    d.lines(
        r,
        y + 14,
        [
            f"{rng.choice(['Postbus', 'Stationsplein', 'Marktstraat', 'Industrieweg'])} {rng.randint(1, 250)}",
            f"{la.digits(rng, '#### @@') if reg == 'nl' else la.digits(rng, '####')} {city}",
            f"T {la.digits(rng, '0## ### ## ##')}",
        ],
        7.8,
        al="r",
        lead=10,
    )
    y = 120
    d.t(
        m,
        y - 8,
        f"{buyer} · {la.pick(rng, 'Postbus|Afdeling Inkoop, Postbus')} {rng.randint(10, 999)} · {city}",
        6.4,
        grey=0.4,
    )
    sl = [
        sup,
        f"t.a.v. {rng.choice(NA_F)} {rng.choice(NA_L)}"
        if rng.random() < 0.6
        else la.pick(rng, "t.a.v. de administratie|t.a.v. planning"),
        f"{rng.choice(['Ambachtsweg', 'Nijverheidsstraat', 'Energieweg', 'Kleine Industriezone'])} {rng.randint(1, 90)}",
        f"{la.digits(rng, '#### @@') if reg == 'nl' else la.digits(rng, '####')} {rng.choice(NA_C[reg])}",
    ]
    d.lines(m, y, sl, 9, lead=12)
    y += 72
    info = [
        ("Datum", date_s),
        (po_lab, po),
        ("Raamovereenkomst", rc),
        (
            "Perceel",
            f"{rng.randint(1, 6)} – {la.pick(rng, 'Planmatig onderhoud|Mutatieonderhoud|Groenonderhoud|Installaties|Dagelijks onderhoud')}",
        ),
        (la.pick(rng, "Project|Complex / project|Werk"), proj),
        ("Kostenplaats", kpl),
        ("Uw offerte", la.digits(rng, "OF-####") if rng.random() < 0.5 else "n.v.t."),
        (
            "Contactpersoon",
            f"{contact}, {la.pick(rng, 'inkoper|projectleider|opzichter|contractmanager')}",
        ),
    ]
    if rng.random() < 0.4:
        info.insert(0, info.pop(1))
    iw = (wd) / 4
    for k, (lab, val) in enumerate(info):
        x = m + (k % 4) * iw
        yy = y + (k // 4) * 24
        d.t(x, yy + 8, lab, 6.8, grey=0.4)
        d.t(x, yy + 19, val, 8.2, b=lab == po_lab, maxw=iw - 4 if lab != po_lab else None)
    y += 54
    d.t(
        m,
        y + 10,
        f"Betreft: {title.lower() if title.isupper() else title} {po} – {info[3][1] if info[3][0] == 'Perceel' else ''}".rstrip(
            " –"
        ),
        9.4,
        b=True,
    )
    y += 24
    y = wrapped(
        d,
        m,
        y,
        la.pick(
            rng,
            f"Geachte heer/mevrouw,|Beste {sl[1][7:] if sl[1].startswith('t.a.v. ') and ' ' in sl[1][7:] else 'relatie'},",
        ),
        8.6,
        wd,
    )
    y = wrapped(
        d,
        m,
        y + 4,
        f"Op basis van de raamovereenkomst {rc} verstrekken wij u hierbij de opdracht voor de onderstaande werkzaamheden, tegen de eenheidsprijzen uit de overeenkomst. De werkzaamheden dienen te worden uitgevoerd in de periode {la.dfmt(dt + timedelta(days=7), 'dash')} t/m {la.dfmt(dt + timedelta(days=rng.randint(30, 90)), 'dash')}.",
        8.4,
        wd,
    )
    y += 10
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8], [26, 32, 40])
    lines = more_lines(
        rng,
        NA_ITEMS,
        n,
        [1, 1, 2, 4, 6, 10, 12, 20, 40, 120],
        ["(blok B)", "(fase 2)", "(meerwerk)"],
        big=1500,
    )
    body = []
    taxes: dict[Decimal, Decimal] = {}
    for it, q, p, a in lines:
        rt = Decimal(it[2]) if reg == "nl" else Decimal("6" if it[2] == "9" else "21")
        taxes[rt] = taxes.get(rt, ZERO) + a
        body.append(
            (
                [
                    la.digits(rng, rng.choice(["R-##", "EP###", "##.##"])),
                    it[0],
                    eu(q).replace(",00", ""),
                    it[1],
                    eu(p),
                    eu(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d, m, y, cols, heads, body, "llrcrr", size=7.6, rowh=15, bottom=bottom, brk=brk, grid=False
    )
    net = sum((a for *_, a in lines), ZERO)
    btw = ZERO if shifted else sum((r2(v * k / 100) for k, v in taxes.items()), ZERO)
    total = net + btw
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Totaal excl. btw", fm(net), False)]
        if shifted:
            rows.append(("Btw verlegd", "–", False))
        else:
            for k in sorted(taxes):
                rows.append((f"btw {k}%", fm(r2(taxes[k] * k / 100)), False))
        rows.append(
            (
                la.pick(rng, "Totaal incl. btw|Totaal opdrachtwaarde|TOTAAL")
                if not shifted
                else la.pick(rng, "Totaal opdrachtwaarde|Totaal"),
                fm(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.52, r - 3, y, rows, 8.6, box_last=True)
        if rng.random() < 0.6:
            ceil = Decimal(rng.choice([150000, 250000, 400000, 750000]))
            spent = r2(ceil * Decimal(rng.uniform(0.1, 0.7)))
            y += 6
            y = lrow(
                d,
                m + wd * 0.52,
                y,
                [wd * 0.3, wd * 0.18],
                ["Plafond raamovereenkomst", fm(ceil)],
                "lr",
                h=12,
                size=7.2,
                vert=False,
                ruled=False,
            )
            y = lrow(
                d,
                m + wd * 0.52,
                y,
                [wd * 0.3, wd * 0.18],
                ["Eerder afgeroepen", fm(spent)],
                "lr",
                h=12,
                size=7.2,
                vert=False,
                ruled=False,
            )
            y = lrow(
                d,
                m + wd * 0.52,
                y,
                [wd * 0.3, wd * 0.18],
                ["Resterend na deze afroep", fm(ceil - spent - net)],
                "lr",
                h=12,
                size=7.2,
                vert=False,
                ruled=False,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Verrekening op basis van werkelijk uitgevoerde hoeveelheden tegen de eenheidsprijzen van de raamovereenkomst.",
            8.2,
            wd,
        )
    y += 10
    for t in [
        f"Vermeld op uw factuur altijd het {po_lab.lower()} {po}{' en de kostenplaats' if rng.random() < 0.5 else ''}; facturen zonder deze gegevens worden retour gezonden. Facturen bij voorkeur als e-factuur (UBL/Peppol).",
        "Op deze opdracht zijn de bepalingen van de raamovereenkomst en de daarin genoemde inkoopvoorwaarden van toepassing.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    y += 12
    if y + 60 > bottom:
        y = brk()
    y = wrapped(d, m, y, "Met vriendelijke groet,", 8.6, wd)
    d.t(m, y + 36, contact, 8.6)
    d.t(
        m,
        y + 47,
        la.pick(rng, "Teamleider Inkoop|Projectleider|Contractmanager|Afdelingshoofd Vastgoed"),
        8,
        grey=0.3,
    )
    if rng.random() < 0.5:
        d.sign(m + wd * 0.55, y + 36, wd * 0.45, "Voor akkoord opdrachtnemer (datum, handtekening)")
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind32_nl_afroeporder_raamovereenkomst(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _na)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind32_zh_pingtai_caigou_xiangqing,
        blind32_tw_dingdan_querenshu,
        blind32_ja_tounitsu_denpyo_hacchu,
        blind32_en_za_municipal_official_order,
        blind32_en_us_ca_retail_portal_po,
        blind32_de_einkaufsportal_bestellung,
        blind32_fr_hopital_bon_commande_engagement,
        blind32_es_pedido_obra_isp,
        blind32_it_ordine_mepa_nso,
        blind32_nl_afroeporder_raamovereenkomst,
    )
}

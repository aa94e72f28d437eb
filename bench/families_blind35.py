# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind34 (`blind35_*`), one per
language and setting.

- blind35_zh_it_shebei_caigoudan_sanlan: a mainland IT / office-equipment trading company's
  采购单 (the buyer at the left over a grey title band "采购单", three boxed columns side by side
  for 采购方 / 供应商 / 收货信息 in varying order, the vendor's name on the first line of its box
  with or without 名称：, a strip of five cells with the number, 下单日期, 要求到货, 付款方式 and
  发票类型, a 请购单号 or 报价单号 under it at times, item lines with 品牌型号 and 配置 (CPU / RAM /
  SSD) and 保修, a right-hand box of 商品合计 / 运费 / 优惠 / 订单总额（含税） with 大写, two seals).
- blind35_zh_shipin_yuanfuliao_caigou: a mainland food or beverage factory's 原辅料采购订单 (the
  factory and title centred, number and date at the right, "致：" with the vendor or a 供应商 /
  供应商编码 line, 联系人 and 电话, an intro sentence, lines with 物料编码, 执行标准 (GB …), 包装规格,
  kg / 吨 / 袋, prices incl. tax or excl. tax with 9 % / 13 % per line, a 合计 row with the
  quantity sum, 价税合计 and 大写, numbered 质量要求 (COA, shelf life, cold chain), 交货地点 and a
  供方回签 block; over pages when long).
- blind35_hk_zhuangxiu_wuliao_dinggou: a Hong Kong fitting-out / renovation contractor's
  bilingual 物料訂購單 MATERIAL ORDER (the contractor's English and Chinese names centred, a ruled
  two-column header: 致 To / 經辦人 Attn / 電話 Tel / 傳真 Fax at the left, 訂單編號 Order No. /
  日期 Date / 工程編號 Job No. / 報價單號 Quotation Ref. at the right, the site address, lines in HK$,
  小計 Sub-total / 減：折扣 Less Discount / 運費 Delivery / 總額 TOTAL, delivery remarks and the
  supplier's acknowledgement).
- blind35_ja_kaigo_shisetsu_buppin_chumonsho: a Japanese care home's or nursery's 物品注文書 (the
  title centred with a double rule, the vendor with 御中 at the top left and ご担当 様 under it, a
  ruled block at the right with 注文番号, 注文日, 法人名 and 施設名, address, TEL / FAX and 登録番号, at
  times a framed ご注文金額（税込）, lines with 品番, 規格・入数 and the floor or unit, 小計 / 消費税 /
  合計, 納品場所 / 納品希望日 / 支払条件 and three 印 boxes).
- blind35_ko_hwajangpum_bujajae_baljuseo: a Korean cosmetics maker's 원부자재 발주서 for packaging
  (the title at the left on a coloured bar with a 결재 box at the right, a 2 × 4 ruled grid with
  협력업체명 and 발주번호, 담당자 and 발주일자, 연락처 and 납기일자, 입고처 and 결제조건, lines with
  자재코드, 사양 (용량 / 재질 / 인쇄) and the product they are for, a three-cell row 공급가액 / 부가세 /
  합계금액, 특이사항 and the buyer's line with 사업자등록번호 at the foot).
- blind35_en_us_brewery_packaging_po: a US craft brewery's or cidery's packaging purchase order
  (letter size, the brewery at the left and PURCHASE ORDER at the right, a full-width ruled strip
  P.O. NUMBER / ORDER DATE / VENDOR ID / BUYER / TERMS / F.O.B. / SHIP VIA, VENDOR and SHIP TO
  boxes with dock hours, lines with item numbers and UOM, Subtotal / Freight / Sales Tax / Order
  Total and at times a Deposit Paid and Balance Due under it, an authorised signature).
- blind35_en_au_station_rural_po: an Australian pastoral company's or station's purchase order
  (the company with its ABN at the left, a ruled box at the right with Order No., Date, Account
  No., Property and Cost Code, Supplier (labelled or not) and Deliver To side by side with mail-
  run or freight notes, lines with Unit Price ex GST, GST and Amount inc GST, Total ex GST / GST /
  Total inc GST (AUD), an Authorised by line).
- blind35_de_bestellschein_firma_zeile: a German Mittelstand company's Bestellung with the vendor
  in the window at the left (at times "Firma" on its own line above the name), a ruled two-column
  info table at the right (Bestell-Nr., Datum, Unsere Kunden-Nr., Kostenstelle, Ansprechpartner,
  Telefon), Betreff with Ihr Angebot, lines with Pos. / Art.-Nr. / Menge / Einzelpreis / Gesamt,
  Warenwert netto / zzgl. Verpackung / zzgl. 19 % MwSt. / Gesamtbetrag, Liefer- and
  Zahlungsbedingungen and a four-column footer with Geschäftsführer, HRB, USt-IdNr. and bank).
- blind35_fr_caviste_commande_domaine: a French wine merchant's, restaurant's or cellar's bon de
  commande to a wine estate (the merchant's letterhead, the estate at the right after "Fournisseur"
  or "À l'attention de", a row of N° de commande / Date / Client n° / Livraison souhaitée, lines by
  cuvée, millésime and format with cartons of six, prix HT par col, Total HT / Remise / Transport /
  TVA 20 % / Total TTC, franco and excise notes, "Bon pour accord").
- blind35_es_co_pe_orden_compra_anticipo: a Colombian or Peruvian company's orden de compra (the
  buyer with NIT or RUC at the left, a bordered box with ORDEN DE COMPRA and the number at the
  right, "Señores:" over the vendor with NIT / RUC, Atención and Ciudad, a strip of Fecha, Forma de
  pago, Moneda, Cotización N° and Centro de costo, lines, Subtotal / Descuento / IVA 19 % or IGV
  18 % / TOTAL and at times Anticipo and Saldo, Elaboró / Revisó / Aprobó).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, job, cost-centre, vendor-id or
account number); the supplier exactly as printed on its own first line (the vendor the order is
addressed to, without 御中, "致：", "名称：", "Señores:", "Firma" or other labels printed before,
above or beside it); the grand total as "1234.50" (whole won as "1234.00"; incl. tax where an
incl.-tax total is stated, after discounts, before deposits and balances; "" when the document
states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind17 import r2  # noqa: E402
from families_blind19 import crow, lrow, none_meta  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402
from families_blind32 import n_lines  # noqa: E402
from families_blind34 import lines_of  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
RED = Color(0.78, 0.1, 0.1)


def en(v: Decimal) -> str:
    return grouped(v)


def eu(v: Decimal) -> str:
    return grouped(v, ".", ",")


def fr(v: Decimal) -> str:
    return grouped(v, " ", ",")


def a_date(rng: random.Random) -> date:
    return date(2025, 9, 1) + timedelta(days=rng.randint(0, 455))


def pk(rng: random.Random, s: str) -> str:
    return rng.choice(s.split("|"))


def cw(s: str, size: float) -> float:
    return cj.stringWidth(s, cj.FONT_NAME, size)


def lbody(
    d: la.Doc,
    x: float,
    y: float,
    ws: list[float],
    heads: list[str],
    al: str,
    rows: list[list[str]],
    *,
    size: float,
    h: float,
    bottom: float,
    cont: Callable[[], float],
    fill: float | None = 0.88,
) -> float:
    """A ruled line table on a la page, continued on new pages past `bottom`."""
    y = lrow(d, x, y, ws, heads, "l" * len(ws), h=h + 2, size=size - 0.5, b=True, fill=fill)
    d.line(x, y - h - 2, x + sum(ws), y - h - 2, 0.6)
    for r in rows:
        if y + h > bottom:
            y = cont()
            y = lrow(d, x, y, ws, heads, "l" * len(ws), h=h + 2, size=size - 0.5, b=True, fill=fill)
            d.line(x, y - h - 2, x + sum(ws), y - h - 2, 0.6)
        y = lrow(d, x, y, ws, r, al, h=h, size=size)
    return y


def cbody(
    pdf: cj.Pdf,
    x: float,
    y: float,
    ws: list[float],
    heads: list[str],
    al: str,
    rows: list[list[str]],
    *,
    size: float,
    h: float,
    bottom: float,
    cont: Callable[[], float],
    fill: Color | None = PALE,
) -> float:
    """A ruled line table on a cj page, continued on new pages past `bottom`."""
    y = crow(pdf, x, y, ws, heads, al, h=h + 2, size=size - 0.4, fill=fill, head=True)
    for r in rows:
        if y + h > bottom:
            y = cont()
            y = crow(pdf, x, y, ws, heads, al, h=h + 2, size=size - 0.4, fill=fill, head=True)
        y = crow(pdf, x, y, ws, r, al, h=h, size=size)
    return y


# --------------------------------------------------------------------------- 1 zh-Hans IT / office equipment trading company

ZI_CITY = "北京 上海 广州 深圳 杭州 南京 成都 武汉 西安 郑州 长沙 济南 福州 重庆 合肥 沈阳".split()
ZI_B = "博远 华信 中科恒 联泰 汇智 瑞达 启明 天宇 金鹏 鼎盛 腾跃 安捷 信诚 飞扬 睿博 新纪元 宏图 百川".split()
ZI_BUY = [
    "{c}{b}商贸有限公司",
    "{c}{b}科技发展有限公司",
    "{c}{b}办公设备有限公司",
    "{b}信息技术（{c}）有限公司",
    "{c}{b}贸易有限责任公司",
]
ZI_SUP = [
    "{c}{b}电脑有限公司",
    "{c}{b}数码科技有限公司",
    "{c}市{b}计算机系统有限公司",
    "{b}网络设备（{c}）有限公司",
    "{c}{b}办公用品有限公司",
    "{c}{b}系统集成股份有限公司",
]
ZI_SUP_BARE = ["{c}{b}电脑城", "{c}市{b}数码经营部", "{b}办公设备商行", "{c}{b}电脑配件批发部"]
ZI_ITEMS = [
    ("笔记本电脑", "联想 ThinkPad E14", "i5-1335U/16G/512G SSD", "台", "3年", 4200, 5600),
    ("笔记本电脑", "戴尔 Latitude 5440", "i7-1355U/16G/1T SSD", "台", "3年", 6200, 7900),
    ("台式电脑", "惠普 ProDesk 400 G9", "i5-13500/16G/512G+1T", "台", "3年", 3800, 4900),
    ("显示器", "AOC 24B2XH 23.8英寸", "IPS 1080P", "台", "1年", 560, 780),
    ("显示器", "戴尔 P2723D 27英寸", "2K IPS 旋转升降", "台", "3年", 1700, 2300),
    ("激光打印机", "惠普 M232dwc", "双面/无线/复印扫描", "台", "1年", 1500, 2100),
    ("复印机", "理光 IM 2702", "A3 黑白 含输稿器", "台", "1年", 9800, 14500),
    ("硒鼓", "惠普 CF230A", "约1600页", "支", "-", 320, 520),
    ("交换机", "华为 S5735S-L24T4S", "24口千兆 4光口", "台", "3年", 2100, 3200),
    ("无线AP", "锐捷 RG-AP820-L", "Wi-Fi 6 吸顶", "台", "3年", 690, 1100),
    ("服务器", "浪潮 NF5270M6", "2*4314/64G/2*960G SSD", "台", "3年", 28000, 41000),
    ("移动硬盘", "西部数据 2TB", "USB3.0", "个", "2年", 430, 560),
    ("键鼠套装", "罗技 MK275", "无线", "套", "1年", 85, 130),
    ("投影仪", "爱普生 CB-X50", "3600流明", "台", "2年", 3600, 4600),
    ("UPS电源", "山特 C3K", "3KVA 在线式", "台", "2年", 2900, 3800),
    ("碎纸机", "得力 9916", "5级保密", "台", "1年", 420, 650),
    ("A4复印纸", "得力 70g", "500张/包 8包/箱", "箱", "-", 128, 175),
    ("网线", "绿联 超六类", "305米/箱", "箱", "-", 560, 820),
]


def blind35_zh_it_shebei_caigoudan_sanlan(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = 42
    wd = W - 2 * m
    c1 = rng.choice(ZI_CITY)
    buyer = rng.choice(ZI_BUY).format(c=c1, b=rng.choice(ZI_B))
    sup = bare_or(rng, ZI_SUP, ZI_SUP_BARE, 0.25).format(c=rng.choice(ZI_CITY), b=rng.choice(ZI_B))
    while sup[2:4] in buyer:
        sup = rng.choice(ZI_SUP).format(c=rng.choice(ZI_CITY), b=rng.choice(ZI_B))
    d = a_date(rng)
    po = cj.number(rng, d, "CGD{Y}{m}{d}{n3}|PO-{Y}{m}-{n4}|CG{y}{m}{n4}|{Y}CG{n5}")
    pr = cj.number(rng, d, "QG{Y}{m}{n3}|BJ-{y}{m}{n3}")
    stated = stated_of(rng)
    sz = rng.choice([8.4, 8.8, 9.2])
    pdf.text(m, 48, buyer, 14, bold=True)
    pdf.text(m, 64, f"地址：{cj.zh_addr(rng)}    电话：{cj.zh_tel(rng)}", sz - 1, colour=GREY)
    pdf.rect(m, 74, wd, 26, fill=PALE, stroke=None)
    pdf.text(W / 2, 93, pk(rng, "采 购 单|采购单|采购单 PURCHASE ORDER"), 16, align="c", bold=True)
    y = 110
    name_lab = rng.random() < 0.4
    boxes = {
        "采购方": [
            buyer,
            f"联系人：{cj.person(rng)}",
            f"电话：{cj.mobile(rng)}",
            f"税号：{cj.credit_code(rng)}",
        ],
        "供应商": [
            ("名称：" if name_lab else "") + sup,
            f"联系人：{cj.person(rng)}",
            f"电话：{cj.zh_tel(rng)}",
            f"地址：{cj.zh_addr(rng)}",
        ],
        "收货信息": [
            f"收货人：{cj.person(rng)}",
            f"电话：{cj.mobile(rng)}",
            f"地址：{cj.zh_addr(rng)}",
            pk(rng, "工作日9:00-17:30收货|请提前一天电话预约|送货上楼"),
        ],
    }
    order = list(boxes)
    if rng.random() < 0.5:
        order = ["供应商", "采购方", "收货信息"]
    bw = wd / 3
    for k, key in enumerate(order):
        x = m + k * bw
        pdf.rect(x, y, bw, 86)
        pdf.rect(x, y, bw, 16, fill=PALE)
        pdf.text(x + 5, y + 11.5, f"【{key}】", sz, bold=True)
        for i, s in enumerate(boxes[key]):
            pdf.text(
                x + 5,
                y + 30 + i * 15,
                s,
                sz - (0 if i == 0 else 0.6),
                bold=i == 0 and key != "收货信息",
                maxw=bw - 10,
            )
    y += 96
    strip = [
        ("采购单号" if rng.random() < 0.5 else "单号", po),
        ("下单日期", cj.fdate(d, rng.choice(["iso", "cn", "slash"]))),
        ("要求到货", cj.fdate(cj.later(rng, d, 3, 20), "iso")),
        ("付款方式", pk(rng, "货到付款|月结30天|预付30%，到货验收后付清|对公转账")),
        ("发票类型", pk(rng, "增值税专用发票 13%|增值税普通发票|专票 13%")),
    ]
    sw = cj.rel(wd, [1.3, 1, 1, 1.5, 1.3])
    y = crow(
        pdf, m, y, sw, [a for a, _ in strip], "ccccc", h=16, size=sz - 0.5, fill=PALE, head=True
    )
    y = crow(pdf, m, y, sw, [b for _, b in strip], "ccccc", h=18, size=sz)
    if rng.random() < 0.6:
        y += 13
        pdf.text(
            m,
            y,
            f"{pk(rng, '请购单号|报价单号|关联报价')}：{pr}    项目：{pk(rng, '新办公区IT设备配置|年度电脑更新|会议室改造|分公司开业')}",
            sz - 0.6,
        )
        y += 5
    y += 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [18, 22, 26], 0.15)
    lines = lines_of(rng, ZI_ITEMS, n, [1, 2, 2, 3, 5, 10, 20])
    ws = cj.rel(wd, [4, 12, 17, 20, 5, 4, 6, 10, 11])
    heads = [
        "序号",
        "商品名称",
        "品牌型号",
        "配置/规格",
        "数量",
        "单位",
        "保修",
        "含税单价",
        "含税金额",
    ]
    rows = [
        [str(i), it[0], it[1], it[2], f"{q}", it[3], it[4], cj.money(p), cj.money(a)]
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]

    def cont() -> float:
        pdf.text(W - m, H - 30, "（续下页）", sz - 1, align="r", colour=GREY)
        pdf.new_page()
        pdf.text(m, 40, f"{buyer}  采购单  单号：{po}（续）", sz, bold=True)
        return 52

    y = cbody(
        pdf, m, y, ws, heads, "ccllrcrrr", rows, size=sz - 0.4, h=17, bottom=H - 60, cont=cont
    )
    goods = sum((a for *_, a in lines), ZERO)
    freight = rng.choice([ZERO, ZERO, Decimal(50), Decimal(120), Decimal(200)])
    disc = r2(goods * Decimal(rng.choice([0, 0, 1, 2, 3])) / 100)
    if disc and rng.random() < 0.5:
        disc = Decimal(int(disc / 10) * 10)
    total = goods + freight - disc
    if y + 120 > H - 50:
        y = cont()
    y += 10
    tx = m + wd * 0.55
    tw = wd * 0.45
    rowsT = [("商品合计", cj.money(goods)), ("运费", cj.money(freight))]
    if disc:
        rowsT.append(("优惠", "-" + cj.money(disc)))
    if stated:
        rowsT.append((pk(rng, "订单总额（含税）|应付总额|合计金额（含税）"), "¥" + cj.money(total)))
    yy = y
    for lab, val in rowsT:
        last = lab == rowsT[-1][0] and stated
        yy = crow(
            pdf,
            tx,
            yy,
            [tw * 0.5, tw * 0.5],
            [lab, val],
            "lr",
            h=18,
            size=sz + (0.8 if last else 0),
            bold=last,
        )
    if stated:
        pdf.text(m, y + 14, f"大写：人民币{cj.daxie(total)}", sz)
    pdf.text(
        m,
        y + 32,
        f"备注：{pk(rng, '所有设备需原厂全新未拆封，随货附序列号清单。|请随货附送货单及发票。|含送货上门及安装调试。')}",
        sz - 0.6,
        maxw=wd * 0.52,
    )
    y = max(yy, y + 40) + 30
    if y + 60 > H - 30:
        y = cont() + 20
    pdf.text(m, y, "采购方（盖章）：", sz)
    pdf.text(m + wd / 2, y, "供应商确认（盖章）：", sz)
    pdf.text(m, y + 22, f"经办人：{cj.person(rng)}", sz)
    pdf.text(m + wd / 2, y + 22, "日期：", sz)
    if rng.random() < 0.6:
        pdf.stamp(m + 140, y + 10, buyer, rng, caption="合同专用章", r=36)
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 2 zh-Hans food factory 原辅料采购订单

ZF_CITY = (
    "漳州 临沂 漯河 潍坊 佛山 成都 昆明 南宁 石家庄 哈尔滨 呼和浩特 长沙 宁波 泉州 济宁".split()
)
ZF_B = "好味源 金穗 康乐 旺家 鲜丰 盛和 福满 佳禾 绿源 喜多 天润 麦香 百味 乐滋 蜀香 鑫隆".split()
ZF_BUY = [
    "{c}{b}食品有限公司",
    "{c}{b}饮料有限公司",
    "{b}食品科技（{c}）有限公司",
    "{c}{b}乳业有限公司",
    "{c}{b}调味品股份有限公司",
]
ZF_SUP = [
    "{c}{b}粮油有限公司",
    "{c}{b}糖业有限公司",
    "{c}{b}生物科技有限公司",
    "{c}{b}包装材料有限公司",
    "{c}{b}农产品贸易有限公司",
    "{b}香精香料（{c}）有限公司",
]
ZF_SUP_BARE = ["{c}{b}粮油经营部", "{c}市{b}食品原料商行"]
ZF_ITEMS = [
    ("RM-1001", "白砂糖", "GB/T 317", "50kg/袋", "吨", 13, 5800, 6900),
    ("RM-1002", "小麦粉（高筋）", "GB/T 8607", "25kg/袋", "吨", 9, 3300, 4200),
    ("RM-1005", "大豆油（一级）", "GB/T 1535", "190kg/桶", "吨", 9, 7600, 9200),
    ("RM-1010", "全脂乳粉", "GB 19644", "25kg/袋", "kg", 13, 28, 39),
    ("RM-1012", "果葡糖浆 F55", "GB/T 20882", "吨桶", "吨", 13, 3600, 4500),
    ("RM-1020", "食用盐（精制）", "GB/T 5461", "50kg/袋", "吨", 13, 900, 1400),
    ("RM-1031", "浓缩苹果汁", "GB/T 18963", "250kg/桶", "kg", 13, 9.5, 14),
    ("AD-2001", "柠檬酸（一水）", "GB 1886.235", "25kg/袋", "kg", 13, 6.2, 9.8),
    ("AD-2003", "山梨酸钾", "GB 1886.39", "25kg/箱", "kg", 13, 28, 42),
    ("AD-2008", "黄原胶", "GB 1886.41", "25kg/箱", "kg", 13, 22, 36),
    ("AD-2011", "橙味香精", "GB 30616", "20kg/桶", "kg", 13, 85, 160),
    ("RM-1040", "鸡蛋液（巴氏杀菌）", "SB/T 10638", "10kg/袋 冷藏", "kg", 9, 10.5, 14.5),
    ("RM-1044", "冷冻草莓丁", "GB 7101", "10kg/箱 -18℃", "kg", 9, 12, 19),
    ("PK-3002", "PET瓶坯 28g", "GB 4806.7", "约3000只/箱", "只", 13, 0.18, 0.32),
    ("PK-3010", "复合包装膜（印刷）", "GB/T 10004", "卷", "kg", 13, 24, 35),
    ("PK-3015", "瓦楞纸箱 5层", "GB/T 6543", "500只/捆", "只", 13, 2.1, 3.6),
]


def _zf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = 40
    wd = W - 2 * m
    buyer = rng.choice(ZF_BUY).format(c=rng.choice(ZF_CITY), b=rng.choice(ZF_B))
    sup = bare_or(rng, ZF_SUP, ZF_SUP_BARE, 0.15).format(c=rng.choice(ZF_CITY), b=rng.choice(ZF_B))
    while sup[-6:-4] in buyer or sup[2:4] in buyer:
        sup = rng.choice(ZF_SUP).format(c=rng.choice(ZF_CITY), b=rng.choice(ZF_B))
    d = a_date(rng)
    po = cj.number(rng, d, "YFL{Y}{m}{n3}|CG-{Y}-{n4}|PO{y}{m}{d}{n2}|{Y}{m}{n4}")
    stated = stated_of(rng)
    incl = rng.random() < 0.55
    sz = rng.choice([8.5, 9.0])
    page = [1]

    def head() -> float:
        pdf.text(W / 2, 44, buyer, 13, align="c", bold=True)
        pdf.text(
            W / 2,
            66,
            pk(rng, "原辅料采购订单|原辅料采购订单|原 辅 料 采 购 单"),
            15,
            align="c",
            bold=True,
        )
        pdf.line(W / 2 - 90, 71, W / 2 + 90, 71, lw=1.2)
        pdf.text(
            W - m, 90, f"{pk(rng, '订单编号|单号|采购订单号')}：{po}", sz, align="r", bold=True
        )
        pdf.text(W - m, 104, f"日期：{cj.fdate(d, rng.choice(['cn', 'iso']))}", sz, align="r")
        if of:
            pdf.text(W - m, 30, f"第{page[0]}页 共{of}页", sz - 1, align="r", colour=GREY)
        return 112

    y = head()
    if rng.random() < 0.6:
        pdf.text(m, 90, "致：", sz + 1)
        pdf.text(m + cw("致：", sz + 1), 90, sup, sz + 1, bold=True)
    else:
        pdf.text(m, 90, "供应商：", sz)
        pdf.text(m + cw("供应商：", sz), 90, sup, sz, bold=True)
        pdf.text(m + 250, 90, f"供应商编码：{cj.number(rng, d, 'S{n5}|GYS{n4}')}", sz - 0.6)
    pdf.text(
        m,
        104,
        f"联系人：{cj.person(rng)}    电话：{cj.zh_tel(rng)}    传真：{cj.zh_tel(rng)}",
        sz - 0.6,
    )
    pdf.text(
        m,
        y + 14,
        "我司向贵司订购以下原辅料，请按下列要求及时供货，并于收到订单后24小时内回签确认。",
        sz - 0.4,
    )
    y += 24
    n = n_lines(rng, [2, 3, 4, 5, 6], [20, 26], 0.15)
    lines = []
    for it in lines_of(rng, ZF_ITEMS, n, [1, 2, 3, 5, 8, 10, 20]):
        e, q, p, a = it
        if e[4] == "kg":
            q = Decimal(rng.choice([100, 200, 250, 500, 1000]))
        elif e[4] == "只":
            q = Decimal(rng.choice([5000, 10000, 20000, 50000]))
        lines.append((e, q, p, r2(q * p)))
    ws = cj.rel(wd, [4, 9, 15, 12, 12, 5, 8, 9, 6, 12])
    plab, alab = ("含税单价", "含税金额") if incl else ("不含税单价", "不含税金额")
    heads = [
        "序",
        "物料编码",
        "物料名称",
        "执行标准",
        "包装规格",
        "单位",
        "数量",
        plab,
        "税率",
        alab,
    ]
    rows = []
    net = tax = ZERO
    for i, (e, q, p, a) in enumerate(lines, 1):
        rows.append(
            [
                str(i),
                e[0],
                e[1],
                e[2],
                e[3],
                e[4],
                f"{q:,}",
                f"{p:.2f}" if p < 100 else cj.money(p),
                f"{e[5]}%",
                cj.money(a),
            ]
        )
        if incl:
            t = r2(a - a / (1 + Decimal(e[5]) / 100))
            net += a - t
            tax += t
        else:
            net += a
            tax += r2(a * e[5] / 100)

    def cont() -> float:
        pdf.new_page()
        page[0] += 1
        return head() + 10

    y = cbody(
        pdf, m, y, ws, heads, "cclllcrrcr", rows, size=sz - 0.5, h=18, bottom=H - 70, cont=cont
    )
    total = net + tax
    sumq = sum((q for _, q, _, _ in lines), ZERO)
    y = crow(
        pdf,
        m,
        y,
        [sum(ws[:6]), ws[6], sum(ws[7:9]), ws[9]],
        ["合    计", f"{sumq:,}", "", cj.money(sum((a for *_, a in lines), ZERO))],
        "crrr",
        h=18,
        size=sz - 0.4,
        bold=True,
    )
    if y + 200 > H - 40:
        y = cont()
    y += 16
    if stated:
        if not incl:
            pdf.text(m, y, f"不含税金额：{cj.money(net)}    税额：{cj.money(tax)}", sz)
            y += 16
        pdf.text(
            m, y, f"价税合计：¥{cj.money(total)}    大写：{cj.daxie(total)}", sz + 0.5, bold=True
        )
        y += 20
    reqs = [
        "每批货物须随货提供出厂检验报告（COA）及供应商资质文件，未附者拒收。",
        "到货产品剩余保质期不得少于总保质期的2/3。",
        "冷冻/冷藏原料须全程冷链运输，到货中心温度冷冻≤-18℃、冷藏0-4℃。",
        "包装须完好、标识清晰，注明生产日期及批号；同一批次货物批号须一致。",
        "我司品控部按执行标准进行抽检，不合格品退货，由此产生的费用由供方承担。",
        "送货需提前一天预约，收货时间：8:00-11:30，13:30-16:30。",
    ]
    pdf.text(m, y, "质量及交货要求：", sz, bold=True)
    y += 14
    for i, r in enumerate(rng.sample(reqs, rng.randint(3, 5)), 1):
        pdf.text(m + 10, y, f"{i}. {r}", sz - 0.8, maxw=wd - 10)
        y += 13
    y += 4
    pdf.text(m, y, f"交货地点：{cj.zh_addr(rng)} {pk(rng, '原料仓库|一号库|冷库收货口')}", sz - 0.6)
    y += 13
    pdf.text(
        m,
        y,
        f"付款方式：{pk(rng, '月结60天，凭增值税专用发票付款|货到验收合格后30天付款|月结30天 电汇')}",
        sz - 0.6,
    )
    y += 30
    pdf.text(m, y, f"需方：{buyer}", sz)
    pdf.text(m + wd / 2 + 10, y, "供方回签（盖章）：", sz)
    pdf.text(m, y + 18, f"采购员：{cj.person(rng)}   审核：{cj.person(rng)}", sz - 0.5)
    pdf.text(m + wd / 2 + 10, y + 18, "签收日期：", sz - 0.5)
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind35_zh_shipin_yuanfuliao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zf)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong fitting-out material order

HK_EN = "Golden Crest|Harbour View|Wing Fat|Kin Lee|Sun Hing|Grand Union|Pacific Rim|Tak Shing|Evergreen|Fortune Bay|Lucky Star|Chun Wo|Man Kee|Hop Lee|Yee Tai|Ocean Pearl".split(
    "|"
)
HK_ZH = "金峰 海景 永發 建利 新興 大聯 太平洋 德成 長青 富灣 福星 俊和 文記 合利 怡泰 海珠".split()
HK_BUY = [
    "{e} Interior Design Ltd.|{z}室內設計有限公司",
    "{e} Engineering Co. Ltd.|{z}工程有限公司",
    "{e} Decoration Contractors Ltd.|{z}裝飾工程有限公司",
]
HK_SUP = [
    "{z}建材有限公司",
    "{z}五金有限公司",
    "{z}木業有限公司",
    "{e} Building Materials Co. Ltd.",
    "{z}玻璃鋁窗工程有限公司",
    "{e} Hardware Trading Co.",
]
HK_SUP_BARE = ["{z}五金", "{z}油漆行", "{z}建材公司"]
HK_ITEMS = [
    ("石膏板 Gypsum Board 12mm 4'x8'", "張 pc", 68, 95),
    ("輕鋼龍骨 C-Stud 75mm x 3m", "支 pc", 22, 36),
    ("乳膠漆 Emulsion Paint 5L (白)", "罐 tin", 210, 320),
    ("夾板 Plywood 18mm 4'x8'", "張 pc", 260, 380),
    ("瓷磚 Porcelain Tile 600x600", "箱 box", 280, 420),
    ("瓷磚膠 Tile Adhesive 20kg", "包 bag", 95, 140),
    ("防水膜 Waterproofing Membrane", "卷 roll", 480, 720),
    ("電線 PVC Cable 2.5mm² 100m", "卷 roll", 520, 760),
    ("LED 筒燈 Downlight 12W", "個 pc", 65, 120),
    ('不鏽鋼鉸 SS Hinge 4"', "對 pair", 28, 55),
    ("矽膠 Silicone Sealant", "支 tube", 32, 48),
    ("木地板 Engineered Flooring", "平方呎 sq.ft.", 38, 68),
    ("鋁窗 Aluminium Window (訂造)", "樘 set", 2800, 5200),
    ("強化玻璃 Tempered Glass 10mm", "平方呎 sq.ft.", 48, 85),
]


def blind35_hk_zhuangxiu_wuliao_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = 40
    wd = W - 2 * m
    i1 = rng.randrange(len(HK_EN))
    be, bz = rng.choice(HK_BUY).format(e=HK_EN[i1], z=HK_ZH[i1]).split("|")
    i2 = rng.choice([i for i in range(len(HK_EN)) if i != i1])
    sup = bare_or(rng, HK_SUP, HK_SUP_BARE, 0.2).format(e=HK_EN[i2], z=HK_ZH[i2])
    d = a_date(rng)
    po = cj.number(rng, d, "MO-{y}{m}-{n3}|PO{y}{n4}|MO{n5}|{y}/MO/{n4}")
    job = cj.number(rng, d, "J{y}-{n3}|JOB {n4}|P{y}{n3}")
    quo = cj.number(rng, d, "Q{y}{m}{n3}|QT-{n5}")
    stated = stated_of(rng)
    sz = rng.choice([8.4, 8.8])
    pdf.text(W / 2, 44, be, 14, align="c", bold=True)
    pdf.text(W / 2, 62, bz, 12, align="c")
    pdf.text(
        W / 2,
        76,
        f"{cj.hk_tel(rng)} 九龍觀塘開源道{rng.randint(10, 99)}號{rng.randint(3, 22)}樓{rng.randint(1, 12)}室",
        sz - 1.5,
        align="c",
        colour=GREY,
    )
    pdf.text(W / 2, 100, "物料訂購單  MATERIAL ORDER", 14, align="c", bold=True)
    y = 112
    left = [
        ("致 To:", sup),
        ("經辦人 Attn:", f"{cj.person(rng, 'zh-Hant')}{pk(rng, '先生|小姐|')}"),
        ("電話 Tel:", cj.hk_tel(rng)),
        ("傳真 Fax:", cj.hk_tel(rng)),
    ]
    right = [
        ("訂單編號 Order No.:", po),
        ("日期 Date:", cj.fdate(d, "hk")),
        ("工程編號 Job No.:", job),
        ("報價單號 Quotation Ref.:", quo),
    ]
    if rng.random() < 0.4:
        left, right = right, left
    half = wd / 2
    for i in range(4):
        for k, (lab, val) in enumerate((left[i], right[i])):
            x = m + k * half
            crow(
                pdf,
                x,
                y,
                [half * 0.42, half * 0.58],
                [lab, val],
                "ll",
                h=18,
                size=sz,
                fill=None,
                bold=False,
            )
        y += 18
    y += 6
    pdf.text(
        m,
        y + 8,
        f"工地地址 Site: {pk(rng, '香港灣仔|九龍旺角|新界沙田|香港北角|九龍尖沙咀|新界荃灣')}{rng.choice(['軒尼詩道', '彌敦道', '大埔道', '英皇道', '廣東道'])}{rng.randint(1, 300)}號{rng.randint(2, 30)}樓",
        sz,
    )
    y += 18
    n = n_lines(rng, [2, 3, 4, 5, 6, 8], [22, 28], 0.12)
    lines = lines_of(rng, HK_ITEMS, n, [2, 5, 10, 12, 20, 30, 50])
    ws = cj.rel(wd, [5, 40, 8, 12, 14, 16])
    heads = [
        "項目\nItem",
        "物料說明 Description",
        "數量\nQty",
        "單位\nUnit",
        "單價 Unit Price\n(HK$)",
        "金額 Amount\n(HK$)",
    ]
    rows = [
        [str(i), it[0], f"{q}", it[1], cj.money(p), cj.money(a)]
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]

    def cont() -> float:
        pdf.text(W / 2, H - 28, "- 續下頁 Continued -", sz - 1, align="c")
        pdf.new_page()
        pdf.text(m, 40, f"{be}  Material Order {po} (續 cont'd)", sz, bold=True)
        return 54

    y = crow(pdf, m, y, ws, heads, "c" * 6, h=26, size=sz - 0.6, fill=PALE, head=True)
    for r in rows:
        if y + 18 > H - 60:
            y = cont()
        y = crow(pdf, m, y, ws, r, "clrcrr", h=18, size=sz - 0.3)
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 8])) / 100)
    deliv = rng.choice([ZERO, ZERO, Decimal(150), Decimal(300), Decimal(450)])
    total = sub - disc + deliv
    if y + 120 > H - 40:
        y = cont()
    tl = [("小計 Sub-total", cj.money(sub))]
    if disc:
        tl.append(("減：折扣 Less Discount", f"({cj.money(disc)})"))
    tl.append(("運費 Delivery", cj.money(deliv) if deliv else pk(rng, "免費 Free|0.00|-")))
    if stated:
        tl.append((pk(rng, "總額 TOTAL HK$|總計 Grand Total (HK$)|合計 TOTAL"), cj.money(total)))
    for lab, val in tl:
        b = lab == tl[-1][0] and stated
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:4]), ws[4], ws[5]],
            ["", lab, val],
            "lrr",
            h=18,
            size=sz - 0.2,
            bold=b,
        )
    y += 18
    for s in [
        f"送貨時間 Delivery: {cj.fdate(cj.later(rng, d, 2, 14), 'hk')} {pk(rng, '上午 a.m.|下午 p.m.|9:00-12:00')}，送貨前請致電地盤負責人 {cj.person(rng, 'zh-Hant')} {cj.hk_tel(rng)}",
        "請於送貨單上註明本公司訂單編號。Please quote our order no. on delivery notes and invoices.",
        f"付款 Payment: {pk(rng, '月結30天 30 days|貨到付款 C.O.D.|支票 Cheque, 月結 60 days')}",
    ]:
        pdf.text(m, y, s, sz - 1, maxw=wd)
        y += 13
    y += 30
    pdf.line(m, y, m + 170, y)
    pdf.line(W - m - 170, y, W - m, y)
    pdf.text(m, y + 12, f"For and on behalf of {be}", sz - 1.5)
    pdf.text(W - m - 170, y + 12, "供應商簽回 Supplier's Acknowledgement", sz - 1.5)
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 4 ja care home 物品注文書

JA_HOJIN = (
    "社会福祉法人{a}会|医療法人社団{a}会|社会福祉法人{a}福祉会|株式会社{a}ケアサービス".split("|")
)
JA_A = "清和 恵泉 青葉 若竹 光陽 桜花 慈光 緑風 瑞穂 白樺 朝日 松風 福寿 長寿 明星 和光".split()
JA_SHISETSU = "特別養護老人ホーム{b}|介護老人保健施設{b}|{b}保育園|グループホーム{b}|デイサービスセンター{b}".split(
    "|"
)
JA_B = "やすらぎの里 さくら苑 ひだまり 陽だまりの丘 あおば 希望の家 ゆうゆう みどりの森 こもれび".split()
JA_SUP = "株式会社{s}|{s}株式会社|有限会社{s}商会|{s}メディカル株式会社|株式会社{s}産業".split("|")
JA_SUP_BARE = "{s}医療器|{s}商店|{s}衛生材料".split("|")
JA_S = "丸三 東邦 大和 山田 共栄 中央 北斗 日進 三協 富士 昭和 明治 川島 高橋 ミドリ".split()
JA_ITEMS = [
    ("A-1021", "紙おむつ テープ止め M", "20枚×4袋", "ケース", 4800, 6400),
    ("A-1035", "尿とりパッド 夜用", "30枚×6袋", "ケース", 5200, 7600),
    ("B-2210", "使い捨て手袋 ニトリル M", "100枚×10箱", "ケース", 2800, 4200),
    ("B-2215", "ディスポエプロン", "100枚入", "箱", 980, 1600),
    ("C-3001", "清拭タオル", "50枚入", "袋", 650, 980),
    ("C-3020", "口腔ケアスポンジ", "100本入", "箱", 1200, 2100),
    ("D-4100", "消毒用アルコール 1L", "1本", "本", 580, 980),
    ("D-4120", "次亜塩素酸ナトリウム 5L", "1本", "本", 1100, 1800),
    ("E-5005", "とろみ調整食品 2.5kg", "1袋", "袋", 6200, 8900),
    ("E-5010", "栄養補助ゼリー", "24個入", "ケース", 3900, 5600),
    ("F-6001", "トイレットペーパー シングル", "60ロール", "ケース", 3400, 4800),
    ("F-6005", "ペーパータオル", "200枚×30", "ケース", 2900, 4100),
    ("G-7010", "体温計 電子式", "1台", "台", 1800, 3200),
]


def blind35_ja_kaigo_shisetsu_buppin_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = 40
    wd = W - 2 * m
    a = rng.choice(JA_A)
    hojin = rng.choice(JA_HOJIN).format(a=a)
    shisetsu = rng.choice(JA_SHISETSU).format(b=rng.choice(JA_B))
    sup = bare_or(rng, JA_SUP, JA_SUP_BARE, 0.2).format(s=rng.choice(JA_S))
    d = a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n3}|No.{n5}|K{y}{m}{n3}|{Y}-{n4}")
    stated = stated_of(rng)
    sz = rng.choice([8.6, 9.0])
    title = pk(rng, "物品注文書|注 文 書|物品注文書（兼 納品依頼書）")
    pdf.text(W / 2, 50, title, 17, align="c", bold=True)
    tw = cw(title, 17)
    pdf.line(W / 2 - tw / 2 - 10, 56, W / 2 + tw / 2 + 10, 56, lw=0.8)
    pdf.line(W / 2 - tw / 2 - 10, 59, W / 2 + tw / 2 + 10, 59, lw=0.8)
    y = 92
    pdf.text(m, y, sup, 12.5, bold=True)
    pdf.text(m + cw(sup, 12.5) + 8, y, "御中", 12)
    pdf.line(m, y + 5, m + 240, y + 5, lw=0.7)
    if rng.random() < 0.7:
        pdf.text(m + 10, y + 20, f"ご担当：{cj.person(rng, 'ja')} 様", sz)
    pdf.text(m, y + 42, "下記の通り注文いたします。", sz)
    rx = m + wd * 0.55
    rw = wd * 0.45
    ry = 74
    for lab, val in [
        ("注文番号", po),
        ("注文日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))),
        ("法人名", hojin),
        ("施設名", shisetsu),
    ]:
        ry = crow(pdf, rx, ry, [rw * 0.28, rw * 0.72], [lab, val], "ll", h=17, size=sz - 0.3)
    pdf.text(rx, ry + 12, cj.ja_addr(rng), sz - 1.4)
    pdf.text(rx, ry + 24, f"TEL {cj.ja_tel(rng)}  FAX {cj.ja_tel(rng)}", sz - 1.4)
    pdf.text(rx, ry + 36, f"登録番号 T{rng.randint(10**12, 10**13 - 1)}", sz - 1.4)
    n = n_lines(rng, [3, 4, 5, 6, 7, 8], [24, 30], 0.12)
    lines = lines_of(rng, JA_ITEMS, n, [1, 2, 3, 4, 5, 6, 10], whole=True)
    sub = sum((am for *_, am in lines), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    y = max(ry + 50, 150)
    if stated and rng.random() < 0.55:
        pdf.rect(m, y, 250, 26, lw=1.2)
        pdf.text(m + 6, y + 17, "ご注文金額（税込）", sz)
        pdf.text(m + 244, y + 18, f"¥{w0(total)}-", 13, align="r", bold=True)
        y += 36
    ws = cj.rel(wd, [4, 10, 28, 14, 6, 7, 10, 12, 9])
    heads = ["No", "品番", "品名", "規格・入数", "数量", "単位", "単価", "金額", "使用部署"]
    rows = [
        [
            str(i),
            it[0],
            it[1],
            it[2],
            f"{q}",
            it[3],
            w0(p),
            w0(am),
            pk(rng, "1F|2F|3F|事務所|厨房|ユニットA|ユニットB"),
        ]
        for i, (it, q, p, am) in enumerate(lines, 1)
    ]

    def cont() -> float:
        pdf.new_page()
        pdf.text(m, 40, f"{title}（続き）  注文番号 {po}", sz, bold=True)
        return 52

    y = cbody(
        pdf, m, y, ws, heads, "cllcrcrrc", rows, size=sz - 0.4, h=18, bottom=H - 60, cont=cont
    )
    if y + 170 > H - 30:
        y = cont()
    tws = [sum(ws[:6]), sum(ws[6:7]), ws[7], ws[8]]
    tl = [("小計", w0(sub)), ("消費税（10%）", w0(tax))]
    if stated:
        tl.append((pk(rng, "合計|合計金額|総合計（税込）"), w0(total)))
    for lab, val in tl:
        y = crow(
            pdf,
            m,
            y,
            tws,
            ["", lab, val, ""],
            "lcrc",
            h=18,
            size=sz - 0.2,
            bold=lab == tl[-1][0] and stated,
        )
    y += 20
    for s in [
        f"納品場所：{shisetsu} {pk(rng, '1階 事務所|裏口 搬入口|倉庫')}",
        f"納品希望日：{cj.fdate(cj.later(rng, d, 3, 14), 'cn')}",
        f"支払条件：{pk(rng, '月末締め翌月末払い|20日締め翌月10日払い|月末締め翌々月10日振込')}",
        "備考：納品書は2部ご用意ください。",
    ]:
        pdf.text(m, y, s, sz - 0.4)
        y += 15
    bx = W - m - 3 * 52
    for k, lab in enumerate(pk(rng, "施設長 事務長 担当|施設長 主任 担当|園長 主任 担当").split()):
        crow(pdf, bx + k * 52, y - 40, [52], [lab], "c", h=14, size=sz - 1, head=True, fill=PALE)
        pdf.rect(bx + k * 52, y - 26, 52, 44)
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 5 ko cosmetics packaging 원부자재 발주서

KO_A = "라온 한빛 수아 다온 온새미 청아 미소 가온 푸른 해담 별빛 아름 새봄 은하 나래 담원".split()
KO_BUY = "(주){a}코스메틱|주식회사 {a}바이오|{a}화장품(주)|(주){a}랩".split("|")
KO_SUP = (
    "(주){b}팩|{b}산업(주)|주식회사 {b}케미칼|(주){b}패키징|{b}인쇄(주)|{b}용기 주식회사".split("|")
)
KO_SUP_BARE = "{b}지관|{b}실업|{b}프린팅".split("|")
KO_B = "대성 삼화 태양 우진 동일 신영 성진 한국 영진 세화 금강 부흥 미래 대원 현대 일신".split()
KO_ITEMS = [
    ("PK-A101", "PET 용기 150ml", "투명 / 24파이 넥", "토너 150ml", 180, 420),
    ("PK-A110", "펌프 캡 24파이", "PP / 화이트", "로션 200ml", 130, 290),
    ("PK-A122", "에어리스 용기 50ml", "AS / 진공", "세럼 50ml", 650, 1300),
    ("PK-B201", "튜브 100ml", "PE 5층 / 옵셋 4도", "클렌징폼", 210, 480),
    ("PK-C301", "단상자", "아이보리 350g / 금박 / 코팅", "에센스 세트", 160, 520),
    ("PK-C310", "설명서 리플렛", "아트지 100g / 양면 4도", "공용", 35, 90),
    ("PK-C320", "라벨 스티커", "PP 유포지 / 방수", "샴푸 500ml", 40, 120),
    ("PK-D401", "유리병 30ml", "스포이드 포함", "앰플 30ml", 720, 1450),
    ("RM-E501", "정제수", "1톤 IBC", "공용", 900, 1500),
    ("PK-D410", "크림 자 50g", "PETG 이중 용기", "크림 50g", 520, 980),
    ("PK-C330", "카톤 박스", "5겹 골판지 / 60입", "출하용", 850, 1600),
]


def blind35_ko_hwajangpum_bujajae_baljuseo(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = 38
    wd = W - 2 * m
    a = rng.choice(KO_A)
    buyer = rng.choice(KO_BUY).format(a=a)
    sup = bare_or(rng, KO_SUP, KO_SUP_BARE, 0.2).format(b=rng.choice(KO_B))
    d = a_date(rng)
    po = cj.number(rng, d, "PO-{Y}{m}-{n3}|{y}{m}{d}-{n2}|BJ{Y}{n4}|M{y}{m}{n3}")
    stated = stated_of(rng)
    sz = rng.choice([8.4, 8.8])
    tint = rng.choice([Color(0.2, 0.35, 0.6), Color(0.55, 0.25, 0.45), Color(0.2, 0.5, 0.45)])
    pdf.rect(m, 40, 8, 34, fill=tint, stroke=None)
    pdf.text(m + 16, 64, pk(rng, "원부자재 발주서|원·부자재 발주서|부자재 발주서"), 18, bold=True)
    bx = W - m - 3 * 50 - 18
    pdf.rect(bx, 34, 18, 56)
    pdf.vtext(bx + 9, 50, "결재", 8)
    for k, lab in enumerate(["담당", "팀장", "이사"]):
        crow(pdf, bx + 18 + k * 50, 34, [50], [lab], "c", h=14, size=7.5, head=True, fill=PALE)
        pdf.rect(bx + 18 + k * 50, 48, 50, 42)
    y = 104
    rows4 = [
        ("협력업체명", sup, "발주번호", po),
        (
            "담당자",
            f"{rng.choice('김이박최정강조윤장임')}{rng.choice(['민수', '지영', '현우', '서연', '동훈', '수진'])} {pk(rng, '과장|대리|차장|팀장')}",
            "발주일자",
            f"{d:%Y-%m-%d}",
        ),
        (
            "연락처",
            f"0{rng.randint(31, 64)}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
            "납기일자",
            f"{cj.later(rng, d, 7, 30):%Y-%m-%d}",
        ),
        (
            "입고처",
            pk(
                rng,
                "충북 음성군 대소면 본사 공장|경기 화성시 향남읍 제2공장|인천 남동공단 물류센터",
            ),
            "결제조건",
            pk(rng, "월말 마감 익월 말 현금|입고 후 60일 어음|월 마감 익월 25일 현금"),
        ),
    ]
    gw = cj.rel(wd, [13, 37, 13, 37])
    for r in rows4:
        pdf.rect(m, y, gw[0], 19, fill=PALE, stroke=None)
        pdf.rect(m + gw[0] + gw[1], y, gw[2], 19, fill=PALE, stroke=None)
        y = crow(pdf, m, y, gw, list(r), "llll", h=19, size=sz)
    y += 10
    pdf.text(m, y + 8, "아래와 같이 발주하오니 납기 내 입고 바랍니다.", sz)
    y += 18
    n = n_lines(rng, [2, 3, 4, 5, 6], [24, 30], 0.12)
    lines = [
        (it, Decimal(rng.choice([500, 1000, 2000, 3000, 5000, 10000])), p, ZERO)
        for it, _q, p, _a in lines_of(rng, KO_ITEMS, n, [1000], whole=True)
    ]
    lines = [(it, q, p, q * p) for it, q, p, _a in lines]
    ws = cj.rel(wd, [4, 10, 17, 22, 9, 8, 12, 18])
    heads = ["No", "자재코드", "자재명", "사양", "수량", "단가", "금액", "비고(적용 제품)"]
    rows = [
        [str(i), it[0], it[1], it[2], f"{q:,}", w0(p), w0(am), it[3]]
        for i, (it, q, p, am) in enumerate(lines, 1)
    ]

    def cont() -> float:
        pdf.new_page()
        pdf.text(m, 40, f"원부자재 발주서 (계속)  발주번호: {po}", sz, bold=True)
        return 52

    y = cbody(pdf, m, y, ws, heads, "cclllrrl", rows, size=sz - 0.5, h=18, bottom=H - 70, cont=cont)
    sub = sum((am for *_, am in lines), ZERO)
    vat = r0(sub / 10)
    total = sub + vat
    if y + 130 > H - 30:
        y = cont()
    y += 8
    tw3 = cj.rel(wd, [1, 1, 1])
    labs = ["공급가액", "부가세(10%)", pk(rng, "합계금액|총 발주금액|합계(VAT 포함)")]
    vals = [w0(sub), w0(vat), w0(total) if stated else ""]
    if not stated:
        labs[2] = "비고"
        vals[2] = "VAT 별도"
    y = crow(pdf, m, y, tw3, labs, "ccc", h=17, size=sz, fill=PALE, head=True)
    y = crow(pdf, m, y, tw3, vals, "ccc", h=20, size=sz + 0.5, bold=True)
    y += 16
    pdf.text(m, y, "특이사항", sz, bold=True)
    for k, s in enumerate(
        rng.sample(
            [
                "입고 시 성적서(COA) 및 거래명세서 첨부",
                "인쇄물은 최종 시안 승인 후 생산",
                "파렛트 적재 시 랩핑 필수, 라벨에 로트번호 표기",
                "납기 지연 시 사전 통보 바랍니다",
                "불량 발생 시 전량 반품 처리",
            ],
            3,
        ),
        1,
    ):
        y += 14
        pdf.text(m + 8, y, f"{k}. {s}", sz - 0.6)
    y += 34
    pdf.line(m, y - 10, W - m, y - 10, lw=0.5)
    pdf.text(m, y + 2, buyer, sz + 1, bold=True)
    pdf.text(
        m,
        y + 16,
        f"사업자등록번호 {rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}  대표이사 {rng.choice('김이박최정')}{rng.choice(['영호', '선희', '재원', '미경'])}",
        sz - 1,
    )
    out = cfinish(pdf, "ko", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 6 en-US brewery packaging PO

US_A = "Copper Kettle|Iron Horse|Tall Pines|Blue Heron|Stonecutter|Red Barn|Salt Marsh|Lost Creek|Hidden Bluff|Old Mill|North Fork|Wild Acre|Black Canyon|Twin Lakes|Foxglove|High Desert".split(
    "|"
)
US_KIND = (
    "Brewing Co.|Brewing Company|Cider House|Brewery & Taproom|Beer Works|Craft Ales LLC".split("|")
)
US_SUP = "{a} Can Co.|{a} Label & Print, Inc.|{a} Glass LLC|{a} Carton Corp.|{a} Packaging Solutions, Inc.|{a} Container Company|{a} Supply Co., LLC".split(
    "|"
)
US_SUP_BARE = "{a} Labels|{a} Packaging|{a} Keg Service".split("|")
US_SA = "Midwest|Great Lakes|Keystone|Summit|Coastal|Liberty|Heartland|Atlas|Pioneer|Cascade|Granite State|Bluegrass|Prairie|Sierra".split(
    "|"
)
US_ITEMS = [
    ("CAN-12S", "12 oz standard aluminum can, bright", "SLV", 1900, 2600),
    ("CAN-16T", "16 oz tall can, shrink sleeve ready", "SLV", 2300, 3100),
    ("END-202", "202 B64 can end, silver", "CS", 410, 560),
    ("LBL-16P", "Pressure sensitive label 16 oz, 4-color, 3000/roll", "RL", 180, 290),
    ("CRT-4PK", "4-pack PakTech handle, black", "CS", 260, 380),
    ("BOX-24", "24-pack shipper tray, kraft", "BDL", 95, 160),
    ("GLS-750", "750 ml amber bottle, crown finish", "PLT", 880, 1350),
    ("CRN-26", "26 mm pry-off crown, gold", "CS", 120, 190),
    ("KEG-SL", "1/6 bbl stainless keg, Sankey D", "EA", 98, 135),
    ("KEG-CAP", "Keg collar cap, printed", "BX", 65, 110),
    ("STR-WRAP", "Stretch wrap 18\" x 1500'", "RL", 22, 38),
    ("PLT-48", "GMA pallet 48x40, heat treated", "EA", 14, 24),
]
US_STATES = [
    ("Asheville", "NC", "28801"),
    ("Bend", "OR", "97701"),
    ("Grand Rapids", "MI", "49503"),
    ("Fort Collins", "CO", "80524"),
    ("Burlington", "VT", "05401"),
    ("Boise", "ID", "83702"),
    ("Richmond", "VA", "23220"),
    ("Duluth", "MN", "55802"),
]


def _us_addr(rng: random.Random) -> list[str]:
    city, st, z = rng.choice(US_STATES)
    street = f"{rng.randint(100, 9899)} {pk(rng, 'Industrial Pkwy|Commerce Dr.|Mill St.|Depot Ave.|Railroad St.|River Rd.')}"
    return [street, f"{city}, {st} {z}"]


def blind35_en_us_brewery_packaging_po(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(letter, rng.choice(["helv", "libsans", "times"]))
    W, H = letter
    m = 36
    wd = W - 2 * m
    a1 = rng.choice(US_A)
    buyer = f"{a1} {rng.choice(US_KIND)}"
    sup = bare_or(rng, US_SUP, US_SUP_BARE, 0.2).format(a=rng.choice(US_SA))
    d = a_date(rng)
    po = rng.choice(
        [
            f"PO-{d:%y}{rng.randint(100, 999)}",
            f"{rng.randint(10000, 49999)}",
            f"P{d:%y%m}-{rng.randint(10, 99)}",
            f"{a1[:2].upper()}-{rng.randint(1000, 9999)}",
        ]
    )
    stated = stated_of(rng)
    sz = rng.choice([8.5, 9.0])
    d_.t(m, 46, buyer, 15, b=True)
    d_.lines(m, 52, [*_us_addr(rng), f"Tel {la.phone(rng, 'us')}"], sz - 0.5)
    d_.t(W - m, 52, "PURCHASE ORDER", 20, b=True, al="r")
    d_.t(
        W - m,
        68,
        pk(
            rng,
            "Please reference PO number on all invoices & BOLs|PO number must appear on all packing slips",
        ),
        7,
        al="r",
        grey=0.35,
    )
    y = 104
    labs = ["P.O. NUMBER", "ORDER DATE", "VENDOR ID", "BUYER", "TERMS", "F.O.B.", "SHIP VIA"]
    vals = [
        po,
        f"{d:%m/%d/%Y}",
        f"V{rng.randint(1000, 9999)}",
        la.person(rng, "en"),
        pk(rng, "Net 30|Net 45|2% 10 Net 30|Prepaid|Due on receipt"),
        pk(rng, "Origin|Destination|Shipping Point"),
        pk(rng, "LTL - Best Way|Vendor truck|FedEx Freight|Customer pickup"),
    ]
    ws = [wd * p for p in (0.14, 0.12, 0.11, 0.17, 0.14, 0.14, 0.18)]
    y = d_.grid(m, y, ws, labs, vals, size=sz - 0.5) + 12
    half = wd / 2 - 6
    vlines = [sup, *_us_addr(rng), f"Attn: {la.person(rng, 'en')}", f"Ph {la.phone(rng, 'us')}"]
    slines = [
        buyer,
        pk(rng, "Receiving Dock B|Warehouse|Production Floor - Door 3"),
        *_us_addr(rng),
        pk(
            rng, "Dock hours Mon-Fri 7am-2pm|Call 24 hrs ahead for delivery appt.|Liftgate required"
        ),
    ]
    for k, (lab, lines_) in enumerate((("VENDOR", vlines), ("SHIP TO", slines))):
        x = m + k * (half + 12)
        d_.box(x, y, half, 14, fill=0.85)
        d_.t(x + 4, y + 10, lab, sz - 0.5, b=True)
        d_.box(x, y + 14, half, 78)
        d_.lines(x + 5, y + 18, lines_, sz - 0.3, b_first=k == 0)
    y += 104
    n = n_lines(rng, [2, 3, 4, 5, 6], [26, 34], 0.12)
    lines = lines_of(rng, US_ITEMS, n, [4, 8, 10, 12, 20, 24, 40])
    ws = [wd * p for p in (0.06, 0.13, 0.43, 0.07, 0.09, 0.11, 0.11)]
    heads = ["LN", "ITEM #", "DESCRIPTION", "UOM", "QTY", "UNIT COST", "EXTENDED"]
    rows = [
        [str(i), it[0], it[1], it[2], f"{q:,}", f"{p:,.2f}", en(am)]
        for i, (it, q, p, am) in enumerate(lines, 1)
    ]

    def cont() -> float:
        d_.t(W - m, H - 24, "Continued on next page", 7, al="r")
        d_.new_page()
        d_.t(m, 40, f"{buyer} - Purchase Order {po} (continued)", sz, b=True)
        d_.t(W - m, 40, f"Page {d_.pages}", sz, al="r")
        return 52

    y = lbody(d_, m, y, ws, heads, "clllrrr", rows, size=sz - 0.4, h=15, bottom=H - 60, cont=cont)
    sub = sum((am for *_, am in lines), ZERO)
    freight = rng.choice([ZERO, Decimal(175), Decimal(320), Decimal("412.50"), Decimal(650)])
    taxable = rng.random() < 0.35
    tax = r2(sub * Decimal("0.0675")) if taxable else ZERO
    total = sub + freight + tax
    if y + 120 > H - 40:
        y = cont()
    y += 8
    tl = [
        ("Subtotal", en(sub)),
        ("Freight", en(freight)),
        ("Sales Tax", en(tax) if taxable else pk(rng, "Exempt|0.00|Resale - exempt")),
    ]
    if stated:
        tl.append((pk(rng, "Order Total|TOTAL|PO Total"), f"${en(total)}"))
        if rng.random() < 0.35:
            dep = r2(total * Decimal(rng.choice([25, 30, 50])) / 100)
            tl.append(("Deposit Paid", f"({en(dep)})"))
            tl.append(("Balance Due", en(total - dep)))
    tx = m + wd * 0.62
    for lab, val in tl:
        b = lab in ("Order Total", "TOTAL", "PO Total")
        d_.t(tx, y + 10, lab, sz, b=b)
        d_.t(W - m - 3, y + 10, val, sz, b=b, al="r")
        d_.line(tx, y + 14, W - m, y + 14, 0.3)
        y += 15
    yy = y - 15 * len(tl)
    d_.para(
        m,
        yy,
        pk(
            rng,
            "Special instructions: Artwork per approved proof. Vendor to notify buyer of any shortages before shipping.|Notes: Palletize by SKU, max height 72 in. Include COA with each lot.|Deliver complete; no backorders without approval.",
        ),
        sz - 1,
        wd * 0.55,
    )
    y += 40
    d_.sign(
        m,
        y,
        200,
        f"Authorized Signature - {la.person(rng, 'en')}, {pk(rng, 'Operations Manager|Head Brewer|Purchasing|Owner')}",
    )
    out = finish(d_, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 7 en-AU pastoral station PO

AU_A = "Coolabah|Mulga Downs|Yarrawonga|Wirrabilla|Bundaleer|Tallawang|Mount Gambier|Boolarra|Kooringal|Warrego|Nindigully|Gidgee Flat|Bimbadeen|Karinya|Willandra".split(
    "|"
)
AU_BUY = "{a} Pastoral Co. Pty Ltd|{a} Station|{a} Grazing Pty Ltd|{a} Agricultural Holdings Pty Ltd|The Trustee for {a} Family Trust".split(
    "|"
)
AU_SUP = "{t} Rural Supplies Pty Ltd|{t} Farm Machinery Pty Ltd|{t} Stock & Station Agents Pty Ltd|{t} Fencing Supplies Pty Ltd|{t} Water & Pumps Pty Ltd|{t} Ag Spares Pty. Ltd."
AU_SUP_BARE = "{t} Tyre & Battery|{t} Rural & Hardware|{t} Produce".split("|")
AU_T = "Longreach|Roma|Dubbo|Bourke|Charleville|Moree|Emerald|Goondiwindi|Hay|Cobar|Walgett|Mitchell|Barcaldine|Tamworth|Narrabri".split(
    "|"
)
AU_ITEMS = [
    ("Star pickets 1.8 m, black (bundle of 10)", "bdl", 52, 78),
    ("Barbed wire 2.5 mm x 500 m", "roll", 118, 165),
    ("Ringlock 8/90/30 x 200 m", "roll", 340, 460),
    ("Poly pipe 50 mm rural x 200 m", "roll", 420, 690),
    ("Solar pump controller kit", "ea", 1450, 2300),
    ("Cattle lick block 20 kg", "ea", 24, 38),
    ("Ivomec pour-on 5 L", "ea", 310, 420),
    ("NLIS ear tags (pk 20)", "pk", 62, 88),
    ("Diesel filter kit - JD 6155R", "kit", 185, 290),
    ("Tyre 14.9-24 tractor rear", "ea", 780, 1150),
    ("Gallagher fence energiser M1800", "ea", 980, 1390),
    ("Trough float valve 25 mm", "ea", 58, 92),
    ("Mineral supplement 25 kg bag", "bag", 42, 66),
    ("Hay bales, round, delivered", "t", 230, 320),
]


def blind35_en_au_station_rural_po(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "libsans", "djcond"]))
    W, H = A4
    m = 40
    wd = W - 2 * m
    a1 = rng.choice(AU_A)
    buyer = rng.choice(AU_BUY).format(a=a1)
    town = rng.choice(AU_T)
    sup = bare_or(rng, AU_SUP.split("|"), AU_SUP_BARE, 0.25).format(t=town)
    d = a_date(rng)
    po = rng.choice(
        [
            f"PO{rng.randint(1000, 9999)}",
            f"{a1[:3].upper()}-{rng.randint(100, 999)}",
            f"{rng.randint(20000, 29999)}",
            f"PO-{d:%y}-{rng.randint(100, 999)}",
        ]
    )
    stated = stated_of(rng)
    sz = rng.choice([8.6, 9.0])
    abn = f"{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    d_.t(m, 50, buyer, 14, b=True)
    d_.lines(
        m,
        56,
        [
            f"ABN {abn}",
            f"{pk(rng, 'PMB|RMB|Locked Bag')} {rng.randint(1, 900)}",
            f"{rng.choice(AU_T)} {pk(rng, 'QLD 4|NSW 2|SA 5')}{rng.randint(100, 899)}",
            f"Ph (07) 4{rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        ],
        sz - 0.5,
    )
    d_.t(W - m, 44, "PURCHASE ORDER", 17, b=True, al="r")
    bx = m + wd * 0.56
    bw = wd * 0.44
    y = 54
    for lab, val in [
        ("Order No.", po),
        ("Date", f"{d:%d/%m/%Y}"),
        ("Account No.", f"{a1[:4].upper()}{rng.randint(10, 99)}"),
        ("Property", f"{a1} {pk(rng, 'Station|Downs|Aggregation|Homestead')}"),
        ("Cost Code", pk(rng, "FENC-01|WATR-02|STOCK-03|PLANT-04|GEN")),
    ]:
        y = lrow(d_, bx, y, [bw * 0.35, bw * 0.65], [lab, val], "ll", h=15, size=sz - 0.3)
    d_.line(bx, 54, bx + bw, 54, 0.4)
    y = 150
    labelled = rng.random() < 0.7
    half = wd / 2 - 8
    sl = [
        sup,
        f"{rng.randint(1, 200)} {pk(rng, 'Eagle St|Sturt St|Camooweal St|Bridge St')}",
        f"{town} {pk(rng, 'QLD|NSW')} {rng.randint(2300, 4899)}",
        f"ABN {rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
    ]
    if labelled:
        d_.t(m, y, pk(rng, "Supplier|To:|Supplier:"), sz, b=True)
    d_.lines(m, y + 4, sl, sz, b_first=True)
    d_.t(m + half + 16, y, "Deliver To", sz, b=True)
    d_.lines(
        m + half + 16,
        y + 4,
        [
            f"{a1} {pk(rng, 'Station|Homestead')} - {pk(rng, 'Machinery Shed|Cattle Yards|Main House')}",
            pk(
                rng,
                "Via mail run (Tues / Fri)|Freight via Toll to depot, station to collect|Supplier to deliver; 64 km unsealed - ring ahead",
            ),
            f"Contact {la.person(rng, 'en')} 04{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
        ],
        sz,
    )
    y += 66
    n = n_lines(rng, [2, 3, 4, 5, 6], [28, 36], 0.1)
    lines = lines_of(rng, AU_ITEMS, n, [1, 2, 4, 5, 10, 20])
    ws = [wd * p for p in (0.07, 0.07, 0.42, 0.15, 0.12, 0.17)]
    heads = ["Qty", "Unit", "Description", "Unit Price ex GST", "GST", "Amount inc GST"]
    rows = []
    ex = gst = ZERO
    for it, q, p, am in lines:
        g = r2(am / 10)
        ex += am
        gst += g
        rows.append([f"{q}", it[1], it[0], f"{p:,.2f}", f"{g:,.2f}", en(am + g)])

    def cont() -> float:
        d_.new_page()
        d_.t(m, 40, f"Purchase Order {po} - continued", sz, b=True)
        return 52

    y = lbody(
        d_, m, y, ws, heads, "rllrrr", rows, size=sz - 0.4, h=15, bottom=H - 60, cont=cont, fill=0.9
    )
    total = ex + gst
    if y + 110 > H - 40:
        y = cont()
    y += 8
    tl = [("Total ex GST", en(ex)), ("GST", en(gst))]
    if stated:
        tl.append(
            (pk(rng, "Total inc GST (AUD)|TOTAL inc GST|Order Total (inc GST)"), f"${en(total)}")
        )
    tx = m + wd * 0.58
    for lab, val in tl:
        b = lab == tl[-1][0] and stated
        lrow(
            d_,
            tx,
            y,
            [wd * 0.25, wd * 0.17],
            [lab, val],
            "lr",
            h=16,
            size=sz,
            b=b,
            fill=0.9 if b else None,
        )
        y += 16
    y += 24
    d_.para(
        m,
        y,
        pk(
            rng,
            "Invoices to accounts@ with PO number quoted. Payment 30 days EOM.|Please email tax invoice quoting order number. No order number - no payment.|Goods to be delivered in full; advise of any backorder before dispatch.",
        ),
        sz - 1,
        wd,
    )
    y += 40
    d_.sign(
        m,
        y,
        200,
        f"Authorised by: {la.person(rng, 'en')} ({pk(rng, 'Manager|Overseer|Owner|Office Manager')})",
    )
    out = finish(d_, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 8 de Bestellung, Lieferant im Fenster

DE_A = "Brenner|Hoffmann|Kessler|Lindner|Vogt|Albrecht|Engel|Kraus|Roth|Seidel|Walter|Winkler|Ziegler|Lorenz|Hartmann|Busch".split(
    "|"
)
DE_BUY = "{a} Metallbau GmbH|{a} Kunststofftechnik GmbH & Co. KG|{a} Elektroanlagen GmbH|{a} Holzbau AG|{a} & Söhne Maschinenbau GmbH".split(
    "|"
)
DE_SUP = "{b} Werkzeughandel GmbH|{b} Industriebedarf GmbH & Co. KG|{b} Schrauben und Normteile GmbH|{b} Technik AG|{b} Hydraulik e.K.|{b} Druckluft GmbH".split(
    "|"
)
DE_SUP_BARE = "{b} Werkzeuge|{b} Industriebedarf|Werkzeug-{b}".split("|")
DE_B = "Schuster|Bergmann|Friedrich|Kuhn|Franke|Haas|Graf|Pohl|Jäger|Krüger|Böhm|Peters|Simon|Fuchs|Lange".split(
    "|"
)
DE_ITEMS = [
    ("Sechskantschraube DIN 933 M10x40 8.8 verz. (100 St.)", "Pak", 6.5, 11),
    ("Spiralbohrer HSS-G 8,5 mm (10 St.)", "Pak", 14, 24),
    ("Trennscheibe 125 x 1,0 mm INOX (25 St.)", "Pak", 22, 38),
    ("Hydraulikschlauch 2SN DN12 1000 mm", "St.", 28, 46),
    ("Kugellager 6205-2RS", "St.", 4.2, 9.5),
    ("Schutzhandschuhe Gr. 10 (12 Paar)", "Pak", 18, 32),
    ("Druckluftkupplung NW 7,2", "St.", 6.8, 12.5),
    ("Akku-Bohrschrauber 18 V inkl. 2 Akkus", "St.", 189, 289),
    ("Winkelschleifer 125 mm 1400 W", "St.", 99, 169),
    ("Kühlschmierstoff 20 l", "Kan", 78, 129),
    ("Schweißdraht SG2 1,0 mm 15 kg", "Rol", 38, 56),
    ("Messschieber digital 150 mm", "St.", 39, 79),
    ("Keilriemen XPZ 1250", "St.", 8.5, 16),
]


def blind35_de_bestellschein_firma_zeile(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "libsans", "dejavu"]))
    W, H = A4
    m = 70
    wd = W - m - 45
    a1 = rng.choice(DE_A)
    buyer = rng.choice(DE_BUY).format(a=a1)
    sup = bare_or(rng, DE_SUP, DE_SUP_BARE, 0.2).format(b=rng.choice(DE_B))
    d = a_date(rng)
    po = rng.choice(
        [
            f"B{d:%y}-{rng.randint(1000, 9999)}",
            f"45{rng.randint(100000, 999999)}",
            f"{d:%Y}/{rng.randint(100, 999)}",
            f"EK-{rng.randint(10000, 99999)}",
        ]
    )
    stated = stated_of(rng)
    sz = rng.choice([8.8, 9.2])
    city = pk(
        rng,
        "73760 Ostfildern|33602 Bielefeld|90429 Nürnberg|48155 Münster|09111 Chemnitz|78532 Tuttlingen|34117 Kassel",
    )
    d_.t(W - 45, 52, buyer, 13, b=True, al="r")
    d_.t(
        W - 45,
        66,
        f"{pk(rng, 'Industriestraße|Gewerbering|Am Hafen|Robert-Bosch-Str.')} {rng.randint(1, 80)} · {city}",
        7.5,
        al="r",
        grey=0.3,
    )
    d_.t(m, 118, f"{buyer} · {city}", 6.5, grey=0.3)
    d_.line(m, 121, m + 230, 121, 0.3)
    win = []
    if rng.random() < 0.4:
        win.append("Firma")
    win += [
        sup,
        *([f"z. Hd. {la.person(rng, 'de')}"] if rng.random() < 0.4 else []),
        f"{pk(rng, 'Hauptstraße|Lindenweg|Carl-Benz-Str.|Im Gewerbepark')} {rng.randint(1, 120)}",
        pk(
            rng,
            "70565 Stuttgart|44137 Dortmund|86153 Augsburg|01067 Dresden|50667 Köln|30159 Hannover",
        ),
    ]
    d_.lines(m, 128, win, 10)
    tx = m + 270
    tw = W - 45 - tx
    y = 112
    info = [
        ("Bestell-Nr.", po),
        ("Datum", f"{d:%d.%m.%Y}"),
        ("Unsere Kunden-Nr.", f"{rng.randint(10000, 99999)}"),
        ("Kostenstelle", f"{rng.randint(100, 999)}"),
        ("Ansprechpartner", la.person(rng, "de")),
        ("Telefon", f"0{rng.randint(200, 999)} {rng.randint(10000, 99999)}-{rng.randint(10, 99)}"),
    ]
    rng.shuffle(info[2:])
    for lab, val in info:
        y = lrow(d_, tx, y, [tw * 0.48, tw * 0.52], [lab, val], "ll", h=14, size=sz - 1)
    d_.line(tx, 112, tx + tw, 112, 0.4)
    y = 232
    d_.t(m, y, pk(rng, "Bestellung|BESTELLUNG|Bestellung"), 14, b=True)
    y += 18
    if rng.random() < 0.7:
        d_.t(
            m,
            y,
            f"Betreff: Ihr Angebot Nr. {rng.randint(20000, 89999)} vom {d - timedelta(days=rng.randint(3, 20)):%d.%m.%Y}",
            sz,
        )
        y += 14
    d_.t(m, y, pk(rng, "Sehr geehrte Damen und Herren,|Guten Tag,"), sz)
    d_.t(m, y + 13, "zu den nachstehenden Bedingungen bestellen wir:", sz)
    y += 24
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [24, 32], 0.12)
    lines = lines_of(rng, DE_ITEMS, n, [1, 2, 3, 5, 10, 20])
    ws = [wd * p for p in (0.07, 0.13, 0.44, 0.1, 0.12, 0.14)]
    heads = ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einzelpreis", "Gesamt"]
    step = rng.choice([1, 10])
    rows = [
        [str(i * step), f"{rng.randint(100000, 999999)}", it[0], f"{q} {it[1]}", eu(p), eu(am)]
        for i, (it, q, p, am) in enumerate(lines, 1)
    ]

    def cont() -> float:
        d_.new_page()
        d_.t(m, 50, f"Bestellung {po} vom {d:%d.%m.%Y} - Seite {d_.pages}", sz, b=True)
        return 62

    y = lbody(
        d_,
        m,
        y,
        ws,
        heads,
        "cllrrr",
        rows,
        size=sz - 0.8,
        h=15,
        bottom=H - 110,
        cont=cont,
        fill=None,
    )
    net = sum((am for *_, am in lines), ZERO)
    pack = rng.choice([ZERO, ZERO, Decimal("12.50"), Decimal("25.00"), Decimal("9.90")])
    vat = r2((net + pack) * Decimal("0.19"))
    total = net + pack + vat
    if y + 130 > H - 100:
        y = cont()
    y += 8
    tl = [("Warenwert netto", eu(net))]
    if pack:
        tl.append(("zzgl. Verpackung/Versand", eu(pack)))
    tl.append(("zzgl. 19 % MwSt.", eu(vat)))
    if stated:
        tl.append(
            (pk(rng, "Gesamtbetrag|Gesamtsumme brutto|Bestellsumme brutto"), f"{eu(total)} EUR")
        )
    tx = m + wd * 0.55
    for lab, val in tl:
        b = lab == tl[-1][0] and stated
        d_.t(tx, y + 10, lab, sz, b=b)
        d_.t(m + wd - 3, y + 10, val, sz, b=b, al="r")
        y += 14
    d_.line(tx, y - 16, m + wd, y - 16, 0.4)
    y += 10
    for s in [
        f"Liefertermin: KW {rng.randint(2, 52)} frei Haus",
        f"Zahlungsbedingungen: {pk(rng, '14 Tage 2 % Skonto, 30 Tage netto|30 Tage netto|8 Tage 3 % Skonto')}",
        "Bitte geben Sie unsere Bestell-Nr. auf allen Lieferpapieren und Rechnungen an.",
        "Mit freundlichen Grüßen",
        buyer,
    ]:
        d_.t(m, y + 10, s, sz - 0.4)
        y += 13
    fy = H - 62
    d_.line(m, fy, W - 45, fy, 0.4)
    cols = [
        [buyer, f"{pk(rng, 'Industriestraße|Gewerbering')} {rng.randint(1, 80)}", city],
        [
            f"Geschäftsführer: {la.person(rng, 'de')}",
            f"Amtsgericht {pk(rng, 'Stuttgart|Bielefeld|Nürnberg|Chemnitz')} HRB {rng.randint(1000, 99999)}",
        ],
        [
            f"USt-IdNr.: DE{rng.randint(100000000, 999999999)}",
            f"St.-Nr. {rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}",
        ],
        [
            pk(rng, "Sparkasse|Volksbank eG|Commerzbank"),
            f"IBAN DE{rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(10, 99)}",
        ],
    ]
    cwid = (W - 45 - m) / 4
    for k, col in enumerate(cols):
        d_.lines(m + k * cwid, fy + 3, col, 6, lead=8)
    out = finish(d_, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 9 fr caviste -> domaine

FR_DOM = "Domaine {n}|Château {n}|Domaine de {n}|Clos {n}|SCEA Domaine {n}|EARL Vignobles {n}|Maison {n} SAS|GAEC du Domaine {n}".split(
    "|"
)
FR_N = "des Trois Chênes|Lafargue|la Roche Blanche|Saint-Aubin|des Perrières|Belair|Bouchard-Rey|les Hauts de Serre|du Moulin Neuf|Garrigue|Mas Rouge|Fontenelle|la Croix Haute|Vidal|Beaulieu|des Sablons".split(
    "|"
)
FR_BUY = "Cave {c}|La Cave de {c} SARL|Caviste {c}|Le Cellier {c} SAS|Restaurant {c}|Bistrot {c} SARL".split(
    "|"
)
FR_C = "du Marché|Saint-Michel|des Halles|Montmartre|l'Océan|Vauban|des Quais|Bellevue|du Parc|Gambetta|des Lices|Rivoli".split(
    "|"
)
FR_WINES = [
    ("Cuvée Tradition rouge", "75 cl", 6.5, 11),
    ("Cuvée Prestige rouge", "75 cl", 11, 19),
    ("Blanc de Blancs", "75 cl", 8, 14),
    ("Rosé de saignée", "75 cl", 6.2, 9.8),
    ("Vieilles Vignes", "75 cl", 13, 24),
    ("Cuvée Prestige rouge", "Magnum 150 cl", 26, 44),
    ("Crémant brut", "75 cl", 8.5, 13),
    ("Vendanges tardives", "50 cl", 14, 26),
    ("Les Terrasses blanc", "75 cl", 9, 15),
    ("Grand Vin rouge", "75 cl", 18, 34),
]


def blind35_fr_caviste_commande_domaine(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["times", "helv", "libserif"]))
    W, H = A4
    m = 48
    wd = W - 2 * m
    buyer = rng.choice(FR_BUY).format(c=rng.choice(FR_C))
    sup = rng.choice(FR_DOM).format(n=rng.choice(FR_N))
    d = a_date(rng)
    po = rng.choice(
        [
            f"BC-{d:%Y}-{rng.randint(10, 999):03d}",
            f"CMD{rng.randint(1000, 9999)}",
            f"{d:%y%m}{rng.randint(10, 99)}",
            f"{rng.randint(100, 999)}",
        ]
    )
    stated = stated_of(rng)
    sz = rng.choice([9.0, 9.4])
    ville = pk(
        rng,
        "75018 Paris|69002 Lyon|33000 Bordeaux|44000 Nantes|13006 Marseille|67000 Strasbourg|35000 Rennes",
    )
    d_.t(m, 52, buyer, 15, b=True)
    d_.lines(
        m,
        58,
        [
            f"{rng.randint(1, 90)} {pk(rng, 'rue de la République|place du Marché|quai des Chartrons|rue Victor-Hugo')}",
            ville,
            f"Tél. 0{rng.randint(1, 5)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
            f"SIRET {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(10000, 99999)}",
            f"N° accises FR0{rng.randint(10000, 99999)}E{rng.randint(1000, 9999)}",
        ],
        sz - 1.5,
    )
    x2 = m + wd * 0.52
    lab = pk(rng, "Fournisseur :|À l'attention de :|Destinataire :|")
    y = 60
    if lab:
        d_.t(x2, y, lab, sz - 0.5, grey=0.3)
        y += 4
    d_.lines(
        x2,
        y + 2,
        [
            sup,
            f"{pk(rng, 'Lieu-dit|Route de|Chemin de')} {pk(rng, 'la Combe|Bellevue|Saint-Jean|des Vignes')}",
            pk(
                rng,
                "21200 Beaune|84100 Orange|33250 Pauillac|51100 Reims|68000 Colmar|34000 Montpellier|37500 Chinon",
            ),
        ],
        sz + 0.5,
        b_first=True,
    )
    y = 150
    d_.t(W / 2, y, pk(rng, "BON DE COMMANDE|Bon de commande|COMMANDE"), 16, b=True, al="c")
    y += 12
    labs = ["N° de commande", "Date", "Client n°", "Livraison souhaitée"]
    vals = [
        po,
        f"{d:%d/%m/%Y}",
        f"C{rng.randint(100, 9999)}",
        f"semaine {rng.randint(2, 52)}"
        if rng.random() < 0.4
        else f"{d + timedelta(days=rng.randint(7, 30)):%d/%m/%Y}",
    ]
    y = d_.grid(m, y, [wd / 4] * 4, labs, vals, size=sz - 0.5) + 14
    n = n_lines(rng, [2, 3, 4, 5, 6], [24, 30], 0.1)
    lines = []
    for it in rng.sample(FR_WINES, min(n, len(FR_WINES))) + rng.choices(
        FR_WINES, k=max(0, n - len(FR_WINES))
    ):
        cartons = rng.choice([1, 2, 3, 5, 10])
        q = Decimal(cartons * 6)
        p = Decimal(rng.randint(int(it[2] * 100), int(it[3] * 100))) / 100
        lines.append((it, cartons, rng.choice(range(2017, 2025)), q, p, r2(q * p)))
    ws = [wd * p for p in (0.36, 0.1, 0.16, 0.1, 0.1, 0.18)]
    heads = [
        pk(rng, "Cuvée|Cuvée / Appellation|Désignation"),
        "Millésime",
        "Format",
        "Cartons de 6",
        "Prix HT / col",
        "Montant HT",
    ]
    rows = [[it[0], str(mil), it[1], str(ct), fr(p), fr(am)] for it, ct, mil, q, p, am in lines]

    def cont() -> float:
        d_.new_page()
        d_.t(m, 50, f"{buyer} - Bon de commande {po} (suite)", sz, b=True)
        return 62

    y = lbody(
        d_, m, y, ws, heads, "lcccrr", rows, size=sz - 0.6, h=16, bottom=H - 80, cont=cont, fill=0.9
    )
    ht = sum((am for *_, am in lines), ZERO)
    rem = r2(ht * Decimal(rng.choice([0, 0, 5, 10])) / 100)
    port = rng.choice([ZERO, ZERO, Decimal(35), Decimal("48.00")])
    base = ht - rem + port
    tva = r2(base * Decimal("0.20"))
    total = base + tva
    if y + 130 > H - 60:
        y = cont()
    y += 8
    tl = [("Total HT", fr(ht))]
    if rem:
        tl.append(("Remise", "- " + fr(rem)))
    tl.append(("Transport", fr(port) if port else "Franco"))
    tl.append(("TVA 20 %", fr(tva)))
    if stated:
        tl.append((pk(rng, "Total TTC|TOTAL TTC|Net à payer TTC"), f"{fr(total)} €"))
    tx = m + wd * 0.6
    for lab, val in tl:
        b = lab == tl[-1][0] and stated
        lrow(d_, tx, y, [wd * 0.22, wd * 0.18], [lab, val], "lr", h=16, size=sz - 0.3, b=b)
        y += 16
    y += 14
    for s in [
        pk(
            rng,
            "Droits d'accises et cotisation sécurité sociale inclus.|Prix départ domaine, droits inclus.|Capsules CRD.",
        ),
        pk(
            rng,
            "Franco de port à partir de 36 bouteilles.|Livraison par transporteur, sur rendez-vous.|Enlèvement par nos soins.",
        ),
        f"Règlement : {pk(rng, 'à 30 jours fin de mois|par virement à réception de facture|à 45 jours date de facture')}",
    ]:
        d_.t(m, y, s, sz - 1)
        y += 13
    y += 24
    d_.t(m, y, f"Bon pour accord, {la.person(rng, 'fr')}", sz - 0.5)
    d_.t(m + wd * 0.6, y, "Cachet et signature", sz - 0.5)
    out = finish(d_, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 10 es Colombia / Peru orden de compra

ES_A = "Andina|Pacífico|Cóndor|Santa Fe|Los Andes|Amazonas|Cordillera|del Valle|Sol de Oro|Altiplano|Caribe|Montañés|Tayrona|Inca|Ribera|Esmeralda".split(
    "|"
)
ES_BUY = {
    "co": "Inversiones {a} S.A.S.|Agroindustrial {a} S.A.|Clínica {a} S.A.S.|Constructora {a} Ltda.",
    "pe": "Corporación {a} S.A.C.|Minera {a} S.A.|Agroexportadora {a} S.A.C.|Inversiones {a} E.I.R.L.",
}
ES_SUP = {
    "co": "Suministros {b} S.A.S.|Distribuidora {b} Ltda.|Ferretería {b} S.A.S.|{b} Equipos Industriales S.A.",
    "pe": "Comercializadora {b} S.A.C.|Distribuidora {b} E.I.R.L.|{b} Importaciones S.R.L.|Ferretería {b} S.A.C.",
}
ES_SUP_BARE = "Ferretería {b}|Papelería {b}|Suministros {b}".split("|")
ES_B = "El Roble|Central|Norte|La Esperanza|San Martín|Bolívar|Continental|Nacional|El Triunfo|Progreso|Galeón|Rubí|La Victoria|Medellín|Arequipa".split(
    "|"
)
ES_ITEMS = [
    ("Guantes de nitrilo caja x 100", "CJ", 18, 32),
    ("Casco de seguridad dieléctrico", "UND", 25, 48),
    ("Botas de seguridad punta de acero", "PAR", 85, 160),
    ("Cemento gris uso general 42,5 kg", "BLS", 28, 36),
    ('Tubo PVC presión 1/2" x 6 m', "UND", 9, 18),
    ("Papel bond A4 75 g resma", "RES", 12, 19),
    ("Tóner HP 58A", "UND", 180, 320),
    ("Aceite hidráulico ISO 68 x 55 gal", "CIL", 900, 1400),
    ('Disco de corte 7"', "UND", 4, 9),
    ("Cable THW 12 AWG x 100 m", "ROL", 140, 220),
    ("Extintor PQS 10 lb", "UND", 60, 110),
    ("Filtro de aire motor Cat", "UND", 95, 180),
]


def blind35_es_co_pe_orden_compra_anticipo(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "libsans", "dejavu"]))
    W, H = A4
    m = 40
    wd = W - 2 * m
    cty = rng.choice(["co", "pe"])
    buyer = pk(rng, ES_BUY[cty]).format(a=rng.choice(ES_A))
    sup = bare_or(rng, ES_SUP[cty].split("|"), ES_SUP_BARE, 0.15).format(b=rng.choice(ES_B))
    d = a_date(rng)
    po = rng.choice(
        [
            f"OC-{d:%Y}-{rng.randint(1, 9999):04d}",
            f"{rng.randint(1, 99999):07d}",
            f"OC{rng.randint(10000, 99999)}",
            f"{rng.randint(1, 9):03d}-{rng.randint(1000, 99999):06d}",
        ]
    )
    stated = stated_of(rng)
    sz = rng.choice([8.6, 9.0])
    fact = 1 if cty == "pe" else rng.choice([1000, 1000, 100])
    if cty == "co":
        taxid, taxlab, rate, cur, city = (
            "NIT",
            "IVA 19 %",
            Decimal("0.19"),
            "COP",
            pk(rng, "Bogotá D.C.|Medellín|Cali|Barranquilla|Bucaramanga"),
        )
        money = (
            (lambda v: f"$ {grouped(v, '.', ',', 0)}")
            if rng.random() < 0.5
            else (lambda v: f"$ {eu(v)}")
        )
    else:
        taxid, taxlab, rate, cur, city = (
            "RUC",
            "IGV 18 %",
            Decimal("0.18"),
            "PEN",
            pk(rng, "Lima|Arequipa|Trujillo|Piura|Cusco"),
        )
        money = lambda v: f"S/ {en(v)}"  # noqa: E731

    def idn() -> str:
        if cty == "co":
            return f"{rng.randint(800, 901)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.randint(0, 9)}"
        return f"20{rng.randint(100000000, 999999999)}"

    d_.t(m, 50, buyer, 13.5, b=True)
    d_.lines(
        m,
        56,
        [
            f"{taxid}: {idn()}",
            f"{pk(rng, 'Cra.|Calle|Av.|Jr.')} {rng.randint(1, 120)} # {rng.randint(1, 99)}-{rng.randint(1, 99)}"
            if cty == "co"
            else f"{pk(rng, 'Av. Javier Prado|Jr. Lampa|Av. Arequipa|Calle Los Pinos')} {rng.randint(100, 3999)}",
            city,
            f"Tel. {rng.randint(300, 699)} {rng.randint(1000000, 9999999)}",
        ],
        sz - 0.8,
    )
    bx = m + wd * 0.6
    bw = wd * 0.4
    d_.box(bx, 40, bw, 58, lw=1.2)
    d_.box(bx, 40, bw, 20, fill=0.85, lw=1.2)
    d_.t(bx + bw / 2, 54, "ORDEN DE COMPRA", 12, b=True, al="c")
    d_.t(bx + bw / 2, 84, f"N° {po}", 13, b=True, al="c")
    y = 124
    d_.t(m, y, "Señores:", sz)
    d_.t(m, y + 14, sup, sz + 1.5, b=True)
    d_.lines(
        m,
        y + 18,
        [
            f"{taxid}: {idn()}",
            f"Atención: {pk(rng, 'Sr.|Sra.|Ing.')} {pk(rng, 'Carlos|Ana|Jorge|Lucía|Diego|Patricia|Andrés|Rosa')} {pk(rng, 'Gómez|Rodríguez|Quispe|Martínez|Torres|Ramírez|Flores|Castillo')}",
            f"Ciudad: {city}",
        ],
        sz - 0.3,
    )
    y += 70
    labs = ["Fecha", "Forma de pago", "Moneda", "Cotización N°", "Centro de costo"]
    vals = [
        f"{d:%d/%m/%Y}",
        pk(rng, "Crédito 30 días|Contado|Crédito 60 días|50 % anticipo, saldo contra entrega"),
        cur,
        f"COT-{rng.randint(100, 9999)}",
        f"CC-{rng.randint(100, 999)}",
    ]
    y = (
        d_.grid(m, y, [wd * p for p in (0.15, 0.32, 0.1, 0.2, 0.23)], labs, vals, size=sz - 0.5)
        + 12
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [26, 34], 0.1)
    lines = []
    for it, q, p, _am in lines_of(rng, ES_ITEMS, n, [1, 2, 5, 10, 12, 20, 50]):
        p = p * fact
        lines.append((it, q, p, r2(q * p)))
    ws = [wd * p for p in (0.06, 0.12, 0.42, 0.08, 0.08, 0.12, 0.12)]
    heads = ["Ítem", "Código", "Descripción", "Und.", "Cant.", "Vr. unitario", "Vr. total"]
    rows = [
        [str(i), f"{rng.randint(10000, 99999)}", it[0], it[1], f"{q}", money(p), money(am)]
        for i, (it, q, p, am) in enumerate(lines, 1)
    ]

    def cont() -> float:
        d_.new_page()
        d_.t(m, 48, f"Orden de compra N° {po} (continuación)", sz, b=True)
        return 60

    y = lbody(
        d_,
        m,
        y,
        ws,
        heads,
        "cclcrrr",
        rows,
        size=sz - 0.7,
        h=15,
        bottom=H - 70,
        cont=cont,
        fill=0.88,
    )
    sub = sum((am for *_, am in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 5])) / 100)
    tax = r2((sub - disc) * rate)
    total = sub - disc + tax
    if cty == "co" and money(Decimal(1)).count(",") == 0:
        disc = r0(disc)
        tax = r0(tax)
        total = sub - disc + tax
    if y + 150 > H - 40:
        y = cont()
    y += 8
    tl = [("Subtotal", money(sub))]
    if disc:
        tl.append(("Descuento", "-" + money(disc)))
    tl.append((taxlab, money(tax)))
    if stated:
        tl.append((pk(rng, "TOTAL|TOTAL ORDEN|Valor total"), money(total)))
        if rng.random() < 0.35:
            ant = r2(total * Decimal("0.3"))
            tl.append(("Anticipo 30 %", money(ant)))
            tl.append(("Saldo", money(total - ant)))
    tx = m + wd * 0.58
    for lab, val in tl:
        b = lab in ("TOTAL", "TOTAL ORDEN", "Valor total")
        lrow(
            d_,
            tx,
            y,
            [wd * 0.2, wd * 0.22],
            [lab, val],
            "lr",
            h=16,
            size=sz,
            b=b,
            fill=0.88 if b else None,
        )
        y += 16
    y += 14
    d_.para(
        m,
        y,
        f"Observaciones: {pk(rng, 'Entregar en almacén con copia de esta orden y factura electrónica.|Favor facturar a nombre de la empresa indicando el número de la orden.|Incluir certificado de calidad y ficha técnica.')} Lugar de entrega: {city}.",
        sz - 1,
        wd,
    )
    y += 60
    sw = (wd - 40) / 3
    for k, cap in enumerate(["Elaboró", "Revisó", "Aprobó"]):
        d_.sign(m + k * (sw + 20), y, sw, cap)
    out = finish(d_, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


FAMILIES: dict[str, Draw] = {
    "blind35_zh_it_shebei_caigoudan_sanlan": blind35_zh_it_shebei_caigoudan_sanlan,
    "blind35_zh_shipin_yuanfuliao_caigou": blind35_zh_shipin_yuanfuliao_caigou,
    "blind35_hk_zhuangxiu_wuliao_dinggou": blind35_hk_zhuangxiu_wuliao_dinggou,
    "blind35_ja_kaigo_shisetsu_buppin_chumonsho": blind35_ja_kaigo_shisetsu_buppin_chumonsho,
    "blind35_ko_hwajangpum_bujajae_baljuseo": blind35_ko_hwajangpum_bujajae_baljuseo,
    "blind35_en_us_brewery_packaging_po": blind35_en_us_brewery_packaging_po,
    "blind35_en_au_station_rural_po": blind35_en_au_station_rural_po,
    "blind35_de_bestellschein_firma_zeile": blind35_de_bestellschein_firma_zeile,
    "blind35_fr_caviste_commande_domaine": blind35_fr_caviste_commande_domaine,
    "blind35_es_co_pe_orden_compra_anticipo": blind35_es_co_pe_orden_compra_anticipo,
}

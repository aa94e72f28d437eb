# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind28 (`blind29_*`), in the
languages the product receives most.

- blind29_zh_wujin_caigou_cebian: a Chinese factory's purchase order for hardware and
  consumables (the order data in a coloured sidebar down the left edge, the supplier after
  致, often a shop with no legal form, the total as the item table's last rows, 大写).
- blind29_tw_caigoudan_hengban_youkuang: a Taiwanese maker's landscape purchase order (the
  order number in a framed box at the top right, the supplier in a labelled grid beside the
  delivery data, requisition numbers per line, 營業稅 5%, whole NT$, 大寫).
- blind29_ja_chumonsho_ukesho_kirisen: a Japanese 注文書 (the supplier addressed with 御中,
  the amount box, 10% and 8% consumption tax, and an 注文請書 slip below a cut line that
  addresses the buyer with 御中 and repeats the order number).
- blind29_en_us_ca_po_header_strip: a US or Canadian purchase order on Letter paper (vendor and
  ship-to side by side, the order number in a ruled strip of order data, sales tax or GST /
  HST / PST, shipping, a comments box; vendors often sole traders).
- blind29_en_uk_ie_au_in_order_to: a British, Irish, Australian or Indian official order (the
  number on the title line, the supplier in a "To:" block, deliver-to and invoice-to, VAT 20% /
  23%, GST 10% or CGST+SGST / IGST with lakh grouping and amount in words; carried forward
  over pages).
- blind29_de_din_brief_bestellung: a German order as a DIN 5008 business letter (the supplier
  in the address window, the order number in the information block, sometimes also in the
  subject line, net-only or gross totals, Übertrag over pages, the letterhead footer).
- blind29_fr_bon_commande_bandeau: a French purchase order (supplier, delivery and billing
  blocks side by side, the order number in the band over the item table, TVA 20 % and 5,5 %,
  port, remise, a deposit and the balance after the TTC total, 1 234,56 €).
- blind29_es_pedido_apaisado_rejilla: a Spanish landscape order (the supplier in an unlabelled
  box, the order data in a grid of labels above values, IVA 21 % / 10 %, a tax summary beside
  the total box, suma y sigue over pages).
- blind29_it_ordine_fornitore_tabella: an Italian order to a supplier (the number on the title
  line, the supplier only as a cell of a table of supplier data, CIG / commessa / offer numbers,
  IVA 22 % / 10 %, a strip of totals boxes).
- blind29_nl_inkooporder_kleurbalk: a Dutch purchase order (a coloured banner with the order
  number in a box, the supplier beside a "Leverancier" label, btw 21 % / 9 %, discount and
  shipping lines).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, tender, contract or job
number); the supplier exactly as printed (the vendor's name line); the grand total as
"1234.50" (whole yen and NT$ as "1234.00"; before deposits; "" when the document states none,
about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r0, r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import above, stated_of  # noqa: E402
from families_blind26 import bd_words, lakh  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402
from families_blind28 import draw_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
RED = Color(0.78, 0.1, 0.1)


def eu(v: Decimal) -> str:
    """1.234,56 (de, es, it, nl)."""
    return grouped(v, ".", ",")


def bare_or(rng: random.Random, formed: list[str], bare: list[str], p: float = 0.4) -> str:
    """A vendor name pattern: with no legal form about `p` of the time."""
    return rng.choice(bare if rng.random() < p else formed)


# --------------------------------------------------------------------------- 1 zh-Hans factory purchase order with a sidebar

ZH_CITY = ["宁波", "佛山", "东莞", "苏州", "无锡", "温州", "台州", "中山", "昆山", "常州"]
ZH_BUY = [
    "{c}{b}模具有限公司",
    "{c}{b}电器有限公司",
    "{c}{b}精密机械有限公司",
    "{c}{b}塑胶制品有限公司",
    "{c}{b}汽车配件股份有限公司",
    "{c}{b}家具制造有限公司",
]
ZH_BUY_B = "鑫达 华美 恒力 瑞丰 永信 金鹰 宏图 东升 新锐 凯信".split()
ZH_SUP_FORMED = [
    "{c}{b}五金机电有限公司",
    "{c}市{b}紧固件有限公司",
    "{b}轴承（{c}）有限公司",
    "{c}{b}工业设备有限公司",
    "{c}{b}劳保用品有限公司",
    "{b}机电设备股份有限公司",
]
ZH_SUP_BARE = [
    "{b}五金",
    "{c}{b}五金机电",
    "{b}五金商行",
    "{c}{b}劳保用品经营部",
    "{b}轴承五金店",
    "{c}市{b}五金交电商店",
    "{b}标准件商行",
]
ZH_SUP_B = "长城 永盛 鸿发 鑫源 金盛 顺达 利民 兴旺 宏远 诚信 恒通".split()
ZH_ITEMS = [
    ("内六角螺丝 M8×30 12.9级", "盒", 18, 35),
    ("深沟球轴承 6204-2RS", "个", 4.5, 12),
    ("手拉葫芦 2T×3M", "台", 260, 420),
    ("劳保手套 浸胶", "打", 28, 45),
    ("切割片 Φ105×1.2", "片", 1.2, 2.8),
    ("气动快速接头 PC8-02", "个", 2.5, 6),
    ("不锈钢管箍 DN25", "个", 3, 8),
    ("锂基润滑脂 15kg", "桶", 260, 380),
    ("安全帽 ABS 白色", "顶", 18, 35),
    ("PU气管 Φ8×5 100米", "卷", 85, 140),
    ("高速钢钻头 Φ6.8", "支", 3.5, 9),
    ("尼龙扎带 4×200 黑色", "包", 6, 12),
    ("电工胶布 PVC", "卷", 1.8, 3.5),
    ("角磨机 100型 850W", "台", 180, 320),
    ("抗磨液压油 46# 200L", "桶", 2600, 3400),
    ("弹簧垫圈 M10 镀锌", "千个", 35, 60),
    ("铝合金型材 4040 6米", "支", 85, 150),
    ("PVC线槽 40×40", "米", 3.5, 7),
    ("防锈剂 400ml", "瓶", 22, 35),
    ("干磨砂纸 P240", "张", 0.8, 1.6),
    ("游标卡尺 0-150mm", "把", 65, 120),
    ("同步带 HTD 5M-450", "条", 28, 55),
]


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    sbw = rng.uniform(110, 126)
    left = sbw + rng.uniform(18, 26)
    right = pdf.w - rng.uniform(26, 36)
    wd = right - left
    bottom = pdf.h - 40
    city = rng.choice(ZH_CITY)
    buyer = rng.choice(ZH_BUY).format(c=city, b=rng.choice(ZH_BUY_B))
    sup = bare_or(rng, ZH_SUP_FORMED, ZH_SUP_BARE).format(
        c=rng.choice(ZH_CITY), b=rng.choice(ZH_SUP_B)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG-{y}{m}{d}-{n3}|PO{Y}{m}{d}{n3}|{Y}CG{n5}|CGD{y}{m}{n4}")
    qg = cj.number(rng, d, "QG{y}{m}{n4}|PR-{Y}-{n4}|请购{y}{n4}")
    bj = cj.number(rng, d, "BJ-{n6}|QT{y}{m}{n3}")
    buyer_p = cj.person(rng)
    deliv = cj.later(rng, d, 3, 20)
    page = [1]
    stated = stated_of(rng)
    incl = rng.random() < 0.6
    col = rng.choice(
        [
            Color(0.16, 0.28, 0.45),
            Color(0.18, 0.36, 0.27),
            Color(0.4, 0.18, 0.16),
            Color(0.28, 0.28, 0.3),
        ]
    )
    light = rng.random() < 0.4
    po_lab = cj.pick(rng, "采购单号|订单编号|单　　号|PO No.")
    dstyle = rng.choice(["cn", "iso", "slash"])

    def sidebar() -> None:
        ink = black if light else white
        pdf.rect(0, 0, sbw, pdf.h, fill=PALE if light else col, stroke=None)
        x = 14
        y = 56
        pdf.text(x, y, "采 购 单", 17, colour=ink, bold=True)
        pdf.text(x, y + 13, "PURCHASE ORDER", 6.5, colour=ink)
        y += 40
        rows = [
            (po_lab, po),
            ("下单日期", cj.fdate(d, dstyle)),
            ("要求到货", cj.fdate(deliv, dstyle)),
            ("采 购 员", buyer_p),
            ("联系电话", cj.mobile(rng)),
            ("请购单号", qg),
            ("报价单号", bj),
            ("付款方式", cj.pick(rng, "月结30天|月结60天|货到付款|票到45天")),
            ("结算币种", "人民币"),
        ]
        for lab, val in rows:
            pdf.text(x, y, lab, 7, colour=GREY if light else Color(0.8, 0.84, 0.9))
            pdf.text(x, y + 13, val, 9, colour=ink, maxw=sbw - 24, bold=lab == po_lab)
            y += 30
        s = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(x, pdf.h - 30, s, 7.5, colour=ink)

    def brk() -> float:
        pdf.new_page()
        page[0] += 1
        sidebar()
        pdf.text(left, 44, f"{buyer}　采购单（续）", 10, bold=True)
        return 56

    sidebar()
    y = 46
    pdf.text(left, y, buyer, 14, bold=True)
    pdf.text(left, y + 14, f"地址：{cj.zh_addr(rng)}", 7.4, colour=GREY)
    pdf.text(left, y + 25, f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}", 7.4, colour=GREY)
    y += 34
    pdf.line(left, y, right, y, lw=1.1, colour=col)
    y += 22
    pdf.text(left, y, f"致：{sup}", 11, bold=True)
    y += 15
    gender = cj.pick(rng, "先生|女士|经理")
    pdf.text(
        left + 24,
        y,
        f"联系人：{cj.person(rng)[0]}{gender}　电话：{cj.zh_tel(rng)}　手机：{cj.mobile(rng)}",
        7.8,
    )
    y += 12
    pdf.text(left + 24, y, f"地址：{cj.zh_addr(rng)}", 7.8)
    y += 18
    pdf.text(
        left,
        y,
        cj.pick(
            rng,
            "兹向贵司订购下列货品，请按要求的规格、数量及日期送货：|请贵司按下列明细供货，送货时请附送货单并注明本单号：",
        ),
        8.2,
    )
    y += 10
    lines = draw_lines(
        rng,
        ZH_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 22]),
        [2, 5, 10, 20, 50, 100, 200],
        big=250,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    cj.number(rng, d, "WJ-{n5}|{n8}|MR{n6}"),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    cj.money(p),
                    cj.money(a),
                    "",
                ],
                a,
            )
        )
    if rng.random() < 0.35:
        fr = Decimal(rng.choice([30, 50, 80, 120]))
        body.append(
            (
                [str(len(body) + 1), "", "运费", "项", "1", cj.money(fr), cj.money(fr), "送货上门"],
                fr,
            )
        )
    ws = cj.rel(wd, [5, 12, 32, 6, 8, 10, 13, 10])
    tag = "含税" if incl else "未税"
    heads = ["序号", "物料编码", "品名及规格", "单位", "数量", f"单价({tag})", "金额(元)", "备注"]
    rowh = rng.choice([16, 16, 18, 22])
    y = ctable(
        pdf,
        left,
        y,
        ws,
        heads,
        body,
        "cllcrrrl",
        rowh=rowh,
        size=7.2,
        bottom=bottom - 26,
        brk=brk,
        hh=17,
    )
    sub = sum((a for _c, a in body), ZERO)
    if incl:
        total, net = sub, r2(sub / Decimal("1.13"))
        tax = total - net
    else:
        net, tax = sub, r2(sub * Decimal("0.13"))
        total = net + tax
    yen = rng.random() < 0.5
    mt = (lambda v: f"¥{cj.money(v)}") if yen else cj.money
    if stated:
        if y + 3 * rowh + 10 > bottom:
            y = brk()
        tw_ = [sum(ws[:6]), ws[6], ws[7]]
        if not incl:
            y = crow(pdf, left, y, tw_, ["未税金额合计", mt(net), ""], "rrl", h=rowh, size=7.4)
            y = crow(pdf, left, y, tw_, ["增值税 13%", mt(tax), ""], "rrl", h=rowh, size=7.4)
        lab = cj.pick(rng, "合　计|合计金额|总　计") + ("（含税13%）" if incl else "（价税合计）")
        y = crow(
            pdf, left, y, tw_, [lab, mt(total), ""], "rrl", h=rowh, size=7.6, bold=True, fill=PALE
        )
        y = crow(pdf, left, y, [wd], [f"金额大写：人民币{cj.daxie(total)}"], "l", h=rowh, size=7.6)
    y += 16
    notes = [
        "1. 送货单、发票须注明本采购单号，否则仓库有权拒收；送货时间：周一至周六 8:00-17:00。",
        f"2. 交货地点：{buyer}{cj.pick(rng, '一号仓库|原料仓|五金仓|二厂收货区')}，收货人：{cj.person(rng)}。",
        "3. 单价"
        + ("已含13%增值税，请开具增值税专用发票。" if incl else "不含税，开票时另加13%增值税。"),
        "4. 质量不符或逾期交货，我司有权退货并按合同追究责任。",
    ]
    if not stated:
        notes.insert(0, "※ 本单按实际送货数量结算，不列合计金额。")
    for t in notes:
        if y > bottom - 20:
            y = brk()
        y = pdf.para(left, y, t, 7.4, wd, lead=1.5)
    y += 28
    if y + 40 > bottom:
        y = brk() + 24
    sw = wd / 4
    for k, lab in enumerate(["采购：", "审核：", "批准：", "供方确认（签字盖章）："]):
        pdf.text(left + k * sw, y, lab, 7.8)
    pdf.text(left, y + 16, buyer_p, 7.8)
    if rng.random() < 0.6:
        pdf.stamp(left + sw * 2 + 30, y - 2, buyer, rng, caption="采购专用章", r=28)
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_zh_wujin_caigou_cebian(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 2 zh-Hant landscape purchase order with a framed number box

TW_BUY = [
    "{b}精密工業股份有限公司",
    "{b}電子股份有限公司",
    "{b}食品工業股份有限公司",
    "{b}塑膠企業有限公司",
    "{b}光電科技股份有限公司",
    "{b}機械有限公司",
]
TW_BUY_B = "宏昇 台鋒 聯茂 永霖 晶盛 瑞昌 信邦 東元德 嘉瑋 富騰".split()
TW_SUP_FORMED = [
    "{b}實業股份有限公司",
    "{b}企業有限公司",
    "{b}五金有限公司",
    "{b}包裝材料股份有限公司",
    "{b}工具有限公司",
    "{b}化工股份有限公司",
]
TW_SUP_BARE = [
    "{b}五金行",
    "{b}企業社",
    "{b}實業社",
    "{b}紙器行",
    "{b}工具行",
    "{b}機電行",
    "{b}工作室",
]
TW_SUP_B = "協益 鴻泰 金順 大同興 三福 永豐源 益發 正隆昌 建成 合興".split()
TW_ITEMS = [
    ("五層瓦楞紙箱 60×40×40cm", "個", 28, 45),
    ("PE氣泡袋 30×40cm", "包", 85, 150),
    ("不鏽鋼螺絲 M6×20", "盒", 120, 220),
    ("工業用酒精 95% 20L", "桶", 680, 950),
    ("棉紗手套", "打", 95, 160),
    ("封箱膠帶 48mm×90Y", "箱", 520, 780),
    ("棧板 木製 1100×1100", "片", 280, 420),
    ("精密軸承 608ZZ", "個", 12, 28),
    ("切削液 水溶性 18L", "桶", 1450, 2200),
    ("砂輪片 180mm", "片", 45, 85),
    ("電子秤 30kg", "台", 2400, 3800),
    ("LED燈管 T8 4尺", "支", 120, 210),
    ("空壓機濾芯", "個", 650, 1100),
    ("標籤貼紙 100×150mm", "卷", 180, 320),
    ("口罩 三層 50入", "盒", 65, 110),
    ("PP打包帶 15mm", "捆", 260, 380),
    ("伸縮膜 50cm×300m", "卷", 180, 280),
    ("液壓油 68號 18L", "桶", 1650, 2300),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(28, 38)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 30
    buyer = rng.choice(TW_BUY).format(b=rng.choice(TW_BUY_B))
    sup = bare_or(rng, TW_SUP_FORMED, TW_SUP_BARE).format(b=rng.choice(TW_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{d}{n3}|P{y}{m}{n5}|{roc}{m}{n4}|A1-{Y}{m}{n4}")
    quote = cj.number(rng, d, "Q{roc}{m}{n4}|報-{n5}")
    vcode = cj.number(rng, d, "V{n4}|S-{n5}|{n6}")
    page = [1]
    stated = stated_of(rng)
    incl = rng.random() < 0.3
    dstyle = rng.choice(["roc", "rocs", "slash"])
    ink = rng.choice([black, Color(0.1, 0.25, 0.55), Color(0.55, 0.12, 0.15)])
    box_lab = cj.pick(rng, "採購單號|採購單號碼|單　　號")

    contact = f"{cj.tw_addr(rng)}　TEL：{cj.tw_tel(rng)}　FAX：{cj.tw_tel(rng)}　統一編號：{rng.randint(10000000, 99999999)}"

    def header() -> float:
        pdf.text(pdf.w / 2, 38, buyer, 16, align="c", bold=True, colour=ink)
        pdf.text(pdf.w / 2, 52, contact, 7.4, align="c", colour=GREY)
        pdf.text(pdf.w / 2, 76, "採　購　單", 17, align="c", bold=True, colour=ink, space=2)
        bw = 190
        bx = right - bw
        s = f"{page[0]} / {of}" if of else str(page[0])
        kgrid(
            pdf,
            bx,
            22,
            [62, bw - 62],
            [[box_lab, po], ["採購日期", cj.fdate(d, dstyle)], ["頁　　次", s]],
            h=15,
            size=8,
            ink=ink,
            labels=(0,),
            fill=PALE,
        )
        return 96

    def brk() -> float:
        pdf.new_page()
        page[0] += 1
        return header() + 4

    y = header()
    ws = cj.rel(wd, [10, 28, 10, 22, 10, 20])
    rows = [
        [
            "廠商名稱",
            sup,
            "交貨地點",
            cj.pick(rng, "本公司一廠倉庫|本公司二廠收料區|新竹倉|台中物流中心"),
            "交貨日期",
            cj.fdate(cj.later(rng, d, 5, 30), dstyle),
        ],
        [
            "廠商編號",
            vcode,
            "付款條件",
            cj.pick(rng, "月結30天|月結60天|貨到票到30天|月結45天電匯"),
            "報價單號",
            quote,
        ],
        [
            "聯 絡 人",
            cj.person(rng, "zh-Hant"),
            "電　　話",
            cj.tw_tel(rng),
            "傳　　真",
            cj.tw_tel(rng),
        ],
        [
            "廠商地址",
            cj.tw_addr(rng),
            "統一編號",
            str(rng.randint(10000000, 99999999)),
            "採 購 員",
            cj.person(rng, "zh-Hant"),
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=16, size=7.8, ink=ink, labels=(0, 2, 4), fill=PALE) + 8
    lines = draw_lines(
        rng,
        TW_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 7, 9, 11, 14, 17]),
        [5, 10, 20, 24, 50, 100, 200],
        places=0,
        big=1400,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        req = cj.number(rng, d, "PR{roc}{m}{n4}|R{y}{n5}")
        body.append(
            (
                [
                    f"{i:02d}",
                    cj.number(rng, d, "{n3}-{n5}|M{n7}"),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    cj.money(p, 0),
                    cj.money(a, 0),
                    cj.fdate(cj.later(rng, d, 5, 30), "rocs"),
                    req,
                ],
                a,
            )
        )
    wsi = cj.rel(wd, [5, 11, 30, 5, 8, 9, 11, 10, 11])
    heads = ["項次", "料號", "品名規格", "單位", "數量", "單價", "金額", "交期", "請購單號"]
    y = ctable(
        pdf,
        m,
        y,
        wsi,
        heads,
        body,
        "cllcrrrcl",
        rowh=rng.choice([16, 17, 20]),
        size=7.4,
        bottom=bottom - 20,
        brk=brk,
        fill=PALE,
        hh=17,
    )
    sub = sum((a for _c, a in body), ZERO)
    if incl:
        total = sub
        net = r0(total / Decimal("1.05"))
        tax = total - net
    else:
        net = sub
        tax = r0(net * Decimal("0.05"))
        total = net + tax
    if y + 100 > bottom:
        y = brk()
    y += 8
    bw = 240
    bx = right - bw
    if stated:
        rows = [
            ["未稅合計", f"NT$ {cj.money(net, 0)}"],
            ["營業稅 5%", f"NT$ {cj.money(tax, 0)}"],
            [cj.pick(rng, "含稅總計|總　　計|合計金額"), f"NT$ {cj.money(total, 0)}"],
        ]
        if incl:
            rows = [["合計金額(含稅)", f"NT$ {cj.money(total, 0)}"]]
        y2 = kgrid(
            pdf,
            bx,
            y,
            [90, bw - 90],
            rows,
            h=17,
            size=8.6,
            ink=ink,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
        pdf.text(m, y + 12, f"新台幣（大寫）：{cj.daxie(total, trad=True)}", 8.6)
    else:
        y2 = y + 20
        pdf.text(m, y + 12, "※ 本單為單價採購，依實際交貨數量計價，不另列總金額。", 8.6, colour=RED)
    pdf.text(
        m,
        y + 28,
        "備註：1. 請於送貨單及發票註明本採購單號。 2. 品質不符者退貨，逾期交貨依合約扣款。",
        7.4,
        colour=GREY,
    )
    pdf.text(
        m,
        y + 40,
        "　　　3. 本單回簽後傳真或 E-mail 回本公司採購課，視同接受本單各項條件。",
        7.4,
        colour=GREY,
    )
    y = max(y2, y + 48) + 8
    sw = wd / 5
    for k, lab in enumerate(["核　准", "審　核", "採購主管", "採　購", "廠商回簽"]):
        pdf.rect(m + k * sw, y, sw, 16, fill=PALE, stroke=ink)
        pdf.text(m + k * sw + sw / 2, y + 11, lab, 8, align="c", colour=ink)
        pdf.rect(m + k * sw, y + 16, sw, 34, stroke=ink)
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_tw_caigoudan_hengban_youkuang(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 3 ja 注文書 with an 注文請書 slip below a cut line

JA_BUY = [
    "株式会社{b}製作所",
    "{b}精工株式会社",
    "{b}建設株式会社",
    "株式会社{b}フーズ",
    "{b}電子工業株式会社",
    "社会福祉法人{b}会",
]
JA_BUY_B = "東和 北斗 大成 光洋 新栄 若葉 千代田 三星堂 富岳 昭和".split()
JA_SUP_FORMED = [
    "株式会社{b}商会",
    "{b}工業株式会社",
    "有限会社{b}商店",
    "{b}産業株式会社",
    "合同会社{b}",
    "{b}電機株式会社",
]
JA_SUP_BARE = [
    "{s}製作所",
    "{b}商店",
    "{s}工業所",
    "{s}鉄工所",
    "{b}電機商会",
    "{s}塗装店",
    "{s}板金",
]
JA_SUP_B = "丸光 ヤマト 大和 中央 日進 共栄 旭 協和 三和 山一".split()
JA_SUP_S = "山田 佐藤 中村 小林 加藤 吉田 松本 井上 木村 清水".split()
JA_ITEMS = [
    ("六角ボルト", "M10×40 SUS304", "本", 10, 18, 35),
    ("ベアリング", "6205ZZ", "個", 10, 450, 900),
    ("作業手袋", "ニトリル L 100枚入", "箱", 10, 980, 1600),
    ("コピー用紙", "A4 2500枚", "箱", 10, 2400, 3600),
    ("養生テープ", "50mm×25m 緑", "巻", 10, 180, 320),
    ("エアホース", "φ8.5×20m", "本", 10, 2800, 4800),
    ("LED投光器", "50W 防水型", "台", 10, 6800, 12000),
    ("切削油", "水溶性 18L", "缶", 10, 9800, 16000),
    ("お茶 ペットボトル", "500ml×24本", "ケース", 8, 1980, 2600),
    ("米", "新潟県産 10kg", "袋", 8, 4800, 6200),
    ("塗料", "錆止め グレー 16kg", "缶", 10, 7800, 12500),
    ("鋼材加工", "SS400 t9 切断・穴あけ", "式", 10, 18000, 65000),
    ("安全靴", "JIS T8101 26.0cm", "足", 10, 5200, 8800),
    ("トナーカートリッジ", "純正 ブラック", "本", 10, 9800, 18500),
    ("台車", "スチール 600×900", "台", 10, 12000, 21000),
    ("調味料 醤油", "濃口 1.8L×6本", "ケース", 8, 2200, 3400),
]


def _ja(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 44)
    right = pdf.w - m
    wd = right - m
    buyer = rng.choice(JA_BUY).format(b=rng.choice(JA_BUY_B))
    sup = bare_or(rng, JA_SUP_FORMED, JA_SUP_BARE).format(
        b=rng.choice(JA_SUP_B), s=rng.choice(JA_SUP_S)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}-{n4}|{n6}|H{y}{m}-{n3}|{y}{m}{d}-{n2}|PO-{n5}")
    quote = cj.number(rng, d, "M{y}{n4}|見{n5}")
    stated = stated_of(rng)
    dstyle = rng.choice(["cn", "reiwa", "slash"])
    yen_style = rng.choice([0, 1, 2])
    lab = cj.pick(rng, "注文番号|注文書番号|発注番号|注文No.")
    y = 50
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "注　文　書|注 文 書|御 注 文 書"),
        20,
        align="c",
        bold=True,
        space=2,
    )
    pdf.line(pdf.w / 2 - 90, y + 5, pdf.w / 2 + 90, y + 5, lw=0.8)
    y += 36
    kx = right - 215
    pdf.text(kx, y - 10, f"{lab}：{po}", 9)
    pdf.text(kx, y + 4, f"注文日：{cj.fdate(d, dstyle)}", 9)
    pdf.text(m, y + 14, f"{sup}　御中", 14, bold=True)
    pdf.line(m, y + 19, m + 240, y + 19, lw=0.8)
    bx = kx
    by = y + 22
    pdf.text(bx, by, buyer, 11, bold=True)
    pdf.text(bx, by + 14, cj.ja_addr(rng), 7.2)
    pdf.text(bx, by + 26, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6)
    pdf.text(bx, by + 38, f"担当：{cj.person(rng, 'ja')}", 7.6)
    pdf.stamp(right - 22, by + 4, buyer, rng, shape="rect", r=22)
    y += 40
    pdf.text(m, y, "下記のとおり注文いたします。", 9)
    lines = draw_lines(
        rng,
        JA_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 10, 12]),
        [1, 2, 3, 5, 10, 20, 50, 100],
        places=0,
        big=15000,
    )
    n8 = sum((a for it, _q, _p, a in lines if it[3] == 8), ZERO)
    n10 = sum((a for it, _q, _p, a in lines if it[3] == 10), ZERO)
    t8 = (n8 * Decimal("0.08")).quantize(Decimal(1), rounding="ROUND_DOWN")
    t10 = (n10 * Decimal("0.10")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = n8 + n10 + t8 + t10
    y += 12
    if stated:
        pdf.rect(m, y, 250, 26, lw=1.0)
        pdf.rect(m, y, 84, 26, fill=PALE, lw=1.0)
        pdf.text(m + 42, y + 17, cj.pick(rng, "ご注文金額|注文金額|合計金額"), 9, align="c")
        pdf.text(m + 242, y + 18, cj.yen(total, yen_style), 14, align="r", bold=True)
        pdf.text(m + 256, y + 17, "（税込）", 8)
    y += 40
    deliv = cj.later(rng, d, 7, 40)
    y = (
        above(
            pdf,
            m,
            y,
            cj.rel(wd, [18, 30, 26, 26]),
            ["納期", "納入場所", "支払条件", "御見積番号"],
            [
                cj.fdate(deliv, dstyle),
                cj.pick(rng, "弊社本社工場|弊社第二倉庫|現場直送|弊社物流センター"),
                cj.pick(rng, "月末締め翌月末払い|月末締め翌々月10日払い|検収後30日"),
                quote,
            ],
            size=8.2,
            h=15,
        )
        + 8
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        mark = "※" if it[3] == 8 else ""
        body.append(
            ([str(i), f"{it[0]}{mark}", it[1], f"{q:,.0f}", it[2], f"{p:,.0f}", f"{a:,.0f}"], a)
        )
    ws = cj.rel(wd, [5, 24, 25, 8, 7, 13, 16])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["No.", "品名", "型式・仕様", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=17,
        size=7.8,
        bottom=pdf.h,
        brk=lambda: 40.0,
        hh=17,
    )
    for _ in range(max(0, 6 - len(body))):
        y = crow(pdf, m, y, ws, [""] * 7, "", h=17, size=7.8)
    if stated:
        sx = m + sum(ws[:5])
        sws = [ws[5], ws[6]]
        rows = [("小計", n8 + n10)]
        if n10:
            rows.append(("消費税(10%)", t10))
        if n8:
            rows.append(("消費税(8%)※", t8))
        rows.append(("合計", total))
        for k, (lb, v) in enumerate(rows):
            y = crow(
                pdf,
                sx,
                y,
                sws,
                [lb, f"{v:,.0f}"],
                "cr",
                h=16,
                size=7.8,
                bold=k == len(rows) - 1,
                fill=PALE if k == len(rows) - 1 else None,
            )
        if n8:
            pdf.text(m, y - 4, "※印は軽減税率(8%)対象品目", 7, colour=GREY)
    else:
        pdf.text(m, y + 12, "※単価契約につき、金額は納品数量により精算いたします。", 8, colour=RED)
        y += 16
    y += 12
    pdf.text(m, y, "備考：納品書・請求書には必ず注文番号をご記入ください。", 7.6)
    y += 20
    # the acknowledgement slip below a cut line
    cut = max(y, pdf.h - 230)
    for x in range(int(m), int(right), 8):
        pdf.line(x, cut, x + 4, cut, lw=0.5, colour=GREY)
    pdf.text(pdf.w / 2, cut + 3, "（切り取り線）", 6.8, align="c", colour=GREY)
    y = cut + 34
    pdf.text(pdf.w / 2, y, "注　文　請　書", 15, align="c", bold=True, space=2)
    y += 24
    pdf.text(m, y, f"{buyer}　御中", 11, bold=True)
    pdf.text(right, y, "　　年　　月　　日", 8.4, align="r")
    y += 20
    pdf.text(
        m,
        y,
        f"{lab} {po}（{cj.fdate(d, dstyle)}付）のご注文を、下記のとおりお請けいたします。",
        8.4,
    )
    y += 16
    if stated:
        pdf.text(
            m,
            y,
            f"請書金額：{cj.yen(total, yen_style)}（税込）　納期：{cj.fdate(deliv, dstyle)}",
            8.4,
        )
    else:
        pdf.text(m, y, f"納期：{cj.fdate(deliv, dstyle)}", 8.4)
    y += 26
    pdf.text(right - 230, y, "（受注者）住所", 8.2)
    pdf.text(right - 230, y + 20, "　　　　　社名", 8.2)
    pdf.text(right - 230, y + 40, "　　　　　代表者　　　　　　　　　　　　　印", 8.2)
    pdf.text(
        m,
        y + 60,
        "※本請書に記名押印のうえ、1部をご返送ください。収入印紙は不要です（電子送付の場合）。",
        7,
        colour=GREY,
    )
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_ja_chumonsho_ukesho_kirisen(rng: random.Random) -> tuple[bytes, dict]:
    return _ja(rng)


# --------------------------------------------------------------------------- 4 en-US / en-CA purchase order on Letter with an order-data strip

US_LAST = "Smith|Johnson|Miller|Olson|Hernandez|Kowalski|Anderson|Brooks|Fischer|Nguyen|Sullivan|Ramirez|Peterson|Dubois|MacLeod|Tremblay".split(
    "|"
)
US_FIRST = "Mike|Linda|Dave|Karen|Jose|Tom|Beth|Raj|Jen|Gary|Amanda|Chris".split("|")
US_STEM = "Tri-County|Great Lakes|Summit|Keystone|Pioneer|Lone Star|Cascade|Bluegrass|Heartland|Coastal|Prairie|Granite State".split(
    "|"
)
US_FORMED = [
    "{X} Supply Co.",
    "{X} Industries, Inc.",
    "{X} Distributors LLC",
    "{L} Equipment Corp.",
    "{X} Office Products, Inc.",
    "{L} & {L2}, LLC",
    "{X} Janitorial Supply Co., Inc.",
]
CA_FORMED = [
    "{X} Supply Ltd.",
    "{X} Industries Inc.",
    "{L} & {L2} Ltd.",
    "{X} Distribution Inc.",
    "{L} Mechanical Ltd.",
]
US_BARE = [
    "{L} & Sons",
    "{L} Brothers Plumbing",
    "{X} Welding",
    "{L}'s Hardware",
    "{L} Electric",
    "{L} Landscaping",
    "{L} Office Supply",
    "{L} & {L2} Roofing",
    "{F} {L} Trucking",
]
US_BUY = [
    ("Riverside Unified School District", True),
    ("Lakeview Medical Center", False),
    ("Summit County Public Works", True),
    ("Harbor Point Marina", False),
    ("Great Plains Ag Cooperative", False),
    ("Blue Ridge Brewing Company", False),
    ("Cascade Dental Group, P.C.", False),
    ("Midtown Property Management", False),
]
CA_BUY = [
    "Northern Lights Dental Clinic",
    "Maple Ridge Property Services",
    "Bayview Seniors' Residence",
    "Prairie Sky Credit Union",
    "Fundy Coast Seafoods",
    "Okanagan Valley Orchards",
]
US_CITY = [
    ("Columbus, OH 43215", "7.5"),
    ("Tulsa, OK 74103", "8.517"),
    ("Boise, ID 83702", "6"),
    ("Sacramento, CA 95814", "8.75"),
    ("Raleigh, NC 27601", "7.25"),
    ("Madison, WI 53703", "5.5"),
    ("Spokane, WA 99201", "9"),
    ("Allentown, PA 18101", "6"),
]
CA_CITY = [
    ("Mississauga, ON L5B 3C2", [("HST 13%", "0.13")]),
    ("Halifax, NS B3J 1A1", [("HST 15%", "0.15")]),
    ("Calgary, AB T2P 1J9", [("GST 5%", "0.05")]),
    ("Vancouver, BC V6B 2W9", [("GST 5%", "0.05"), ("PST 7%", "0.07")]),
    ("Winnipeg, MB R3C 0A5", [("GST 5%", "0.05"), ("RST 7%", "0.07")]),
]
US_STREETS = [
    "{n} Industrial Pkwy",
    "{n} N. Main St.",
    "{n} Commerce Dr., Suite {s}",
    "{n} Route 9",
    "{n} Airport Rd.",
    "{n} W. 5th Ave.",
    "{n} Old Mill Rd.",
]
US_ITEMS = [
    ("CP-8511", "Copy paper 8.5 x 11, 20 lb, case of 10 reams", "CS", 42, 58),
    ("GL-NIT-L", "Nitrile exam gloves, large, box/100", "BX", 8, 14),
    ("LT-2440", "LED troffer 2x4, 40W, 4000K", "EA", 68, 110),
    ("PV-2S40", 'PVC pipe 2" Sch 40, 10 ft', "EA", 9, 16),
    ("IM-50", "Ice melt, 50 lb bag", "BAG", 11, 19),
    ("TN-26X", "Toner cartridge HP 26X", "EA", 145, 190),
    ("FT-6", "Folding table, 6 ft, plastic", "EA", 55, 90),
    ("SV-C2", "Safety vest ANSI Class 2, hi-vis", "EA", 6, 12),
    ("ML-HW", "Mulch, hardwood, per cu yd", "CY", 28, 42),
    ("SVC-HR", "Labor - service technician", "HR", 85, 135),
    ("CB-C6", "Ethernet cable Cat6, 1000 ft box", "BX", 120, 190),
    ("TL-4045", "Trash liners 40-45 gal, case/250", "CS", 32, 48),
    ("HS-1G", "Hand sanitizer, 1 gal", "EA", 18, 30),
    ("MN-24", '24" LED monitor, HDMI/DP', "EA", 139, 220),
    ("LB-248", "Lumber 2x4x8 SPF stud", "EA", 3.5, 6.2),
    ("CM-80", "Concrete mix, 80 lb bag", "BAG", 5.5, 8.9),
    ("FL-20", "HVAC filter 20x25x2 MERV 11", "EA", 12, 21),
    ("DF-C", "Degreaser concentrate, 5 gal", "PL", 48, 79),
]


def _us(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|helv|djcond"))
    m = rng.uniform(32, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    ca = rng.random() < 0.35
    l1, l2 = rng.sample(US_LAST, 2)
    pat = bare_or(rng, CA_FORMED if ca else US_FORMED, US_BARE)
    sup = pat.format(X=rng.choice(US_STEM), L=l1, L2=l2, F=rng.choice(US_FIRST))
    if ca:
        buyer, exempt = rng.choice(CA_BUY), False
        city, taxes = rng.choice(CA_CITY)
        taxes = [(lb, Decimal(v)) for lb, v in taxes]
    else:
        buyer, exempt = rng.choice(US_BUY)
        city, rate = rng.choice(US_CITY)
        taxes = [] if exempt else [(f"Sales Tax {rate}%", Decimal(rate) / 100)]
    vcity = rng.choice(CA_CITY)[0] if ca else rng.choice(US_CITY)[0]
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["#####", "PO-####", f"{dt:%y}-####", "P######", f"PO{dt:%Y}-###"])
    )
    quote = la.digits(rng, rng.choice(["Q-#####", "QT####", "EST-####"]))
    req = la.digits(rng, rng.choice(["REQ-####", "R#####"]))
    page = [1]
    stated = stated_of(rng)
    navy = rng.random() < 0.5
    dfm = rng.choice(["us", "us", "mon"])
    street = lambda: la.digits(
        rng, rng.choice(US_STREETS).replace("{n}", "####").replace("{s}", "###")
    )  # noqa: E731
    tel = lambda: la.digits(rng, rng.choice(["(###) ###-####", "###-###-####", "###.###.####"]))  # noqa: E731
    cur = "$"

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer}  -  Purchase Order {po} (continued)", 9, b=True)
        return 54

    y = 40
    d.t(m, y + 8, buyer, 14, b=True)
    d.lines(m, y + 14, [street(), city, f"Phone {tel()}  Fax {tel()}"], 8)
    d.t(
        r,
        y + 14,
        "PURCHASE ORDER",
        rng.choice([20, 22, 24]),
        b=True,
        al="r",
        grey=0.25 if navy else 0,
    )
    y += 66
    half = (wd - 14) / 2
    for k, (lab, name, extra) in enumerate(
        [
            (
                "VENDOR",
                sup,
                [
                    street(),
                    vcity,
                    f"Phone: {tel()}",
                    f"Attn: {rng.choice(US_FIRST)} {rng.choice(US_LAST)}",
                ],
            ),
            (
                "SHIP TO",
                buyer,
                [
                    cla
                    for cla in [
                        la.pick(
                            rng,
                            "Attn: Receiving|Attn: Maintenance Dept.|Loading Dock B|Central Warehouse",
                        ),
                        street(),
                        city,
                    ]
                ],
            ),
        ]
    ):
        x = m + k * (half + 14)
        if navy:
            rgb_fill(d, x, y, half, 14, Color(0.12, 0.22, 0.42))
            d.c.setFillGray(1)
            d.c.setFont(d.bold, 8)
            d.c.drawString(x + 5, d.h - y - 10, lab)
            d.c.setFillGray(0)
        else:
            d.box(x, y, half, 14, fill=0.85)
            d.t(x + 5, y + 10, lab, 8, b=True)
        d.lines(x + 5, y + 18, [name, *extra], 8.4, b_first=True)
    y += 18 + 5 * 8.4 * 1.3 + 10
    cols = [
        ("P.O. NUMBER", po),
        ("P.O. DATE", la.dfmt(dt, dfm)),
        ("REQUISITIONER", f"{rng.choice(US_FIRST)} {rng.choice(US_LAST)}"),
        ("SHIP VIA", la.pick(rng, "UPS Ground|FedEx|Best Way|Vendor Truck|Will Call|LTL Freight")),
        ("F.O.B.", la.pick(rng, "Destination|Shipping Point")),
        ("TERMS", la.pick(rng, "Net 30|Net 45|2% 10, Net 30|Due on receipt")),
    ]
    if rng.random() < 0.5:
        cols.insert(2, ("VENDOR NO.", la.digits(rng, rng.choice(["V####", "#####"]))))
    fr = [1.25 if c[0] in ("P.O. NUMBER", "REQUISITIONER") else 1.0 for c in cols]
    y = (
        d.grid(
            m,
            y,
            [wd * f / sum(fr) for f in fr],
            [c[0] for c in cols],
            [c[1] for c in cols],
            size=8.2,
        )
        + 10
    )
    lines = draw_lines(
        rng,
        US_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 24, 30]),
        [1, 2, 4, 5, 6, 10, 12, 20, 25, 50],
    )
    body = [([it[0], it[1], f"{q:,.0f}", it[2], us(p), us(a)], a) for it, q, p, a in lines]
    ws = [wd * f for f in (0.13, 0.45, 0.08, 0.07, 0.13, 0.14)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["ITEM #", "DESCRIPTION", "QTY", "UNIT", "UNIT PRICE", "TOTAL"],
        body,
        "llrcrr",
        size=7.8,
        rowh=rng.choice([15, 16, 18]),
        bottom=bottom - 20,
        brk=brk,
        hrgb=(0.12, 0.22, 0.42) if navy else None,
        grid=rng.random() < 0.6,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice(["0.02", "0.05", "0.1"]))) if rng.random() < 0.25 else ZERO
    ship = Decimal(rng.choice([0, 0, 15, 25, 49.5, 75, 120])).quantize(Decimal("0.01"))
    taxed = sub - disc
    tax_rows = [(lb, r2(taxed * rt)) for lb, rt in taxes]
    total = taxed + sum((v for _l, v in tax_rows), ZERO) + ship
    if y + 130 > bottom:
        y = brk()
    y += 10
    cw = wd * 0.52
    d.box(m, y, cw, 78)
    d.box(m, y, cw, 13, fill=0.88)
    d.t(m + 4, y + 9.5, "Comments or Special Instructions", 7.6, b=True)
    yy = y + 16
    for t in [
        f"Per your quote {quote} dated {la.dfmt(dt - timedelta(days=rng.randint(3, 20)), 'us')}. Internal req. {req}.",
        "Please reference our P.O. number on all invoices, packing slips and correspondence.",
        "Tax exempt - certificate on file."
        if exempt
        else "Notify us immediately if unable to ship as specified.",
    ]:
        yy = wrapped(d, m + 4, yy, t, 7.4, cw - 8)
    sx = m + cw + 24
    if stated:
        rows = [("SUBTOTAL", us(sub), False)]
        if disc:
            rows.append(("DISCOUNT", f"-{us(disc)}", False))
        for lb, v in tax_rows:
            rows.append((lb.upper() if rng.random() < 0.5 else lb, us(v), False))
        if exempt:
            rows.append(("TAX", "EXEMPT", False))
        rows.append(("SHIPPING & HANDLING", us(ship), False))
        if rng.random() < 0.3:
            rows.append(("OTHER", "-", False))
        tl = la.pick(rng, "TOTAL|TOTAL|PO TOTAL|GRAND TOTAL") + (
            " (CAD)" if ca and rng.random() < 0.5 else ""
        )
        rows.append((tl, f"{cur}{us(total)}" if rng.random() < 0.6 else us(total), True))
        y2 = d.summary(sx, r - 4, y, rows, 8.2, box_last=True)
    else:
        y2 = wrapped(
            d,
            sx,
            y + 4,
            "Blanket order - bill against this PO as released. No order total.",
            8,
            r - sx,
        )
    y = max(y + 78, y2) + 34
    if y + 30 > bottom:
        y = brk() + 30
    d.sign(m, y, 200, "Authorized by")
    d.sign(m + 240, y, 110, "Date")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_en_us_ca_po_header_strip(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us)


# --------------------------------------------------------------------------- 5 en-GB / IE / AU / IN official order with a "To:" block

UKX = {
    "uk": {
        "last": "Patel|Harris|Whitfield|Evans|Hughes|O'Brien|Thornton|Clarke|Dawson|Khan|Baxter|Singh",
        "stem": "Pennine|Thameside|Cotswold|Northgate|Severn|Albion|Wessex|Chiltern|Mersey|Fenland",
        "formed": [
            "{X} Supplies Ltd",
            "{X} Limited",
            "{L} & {L2} Ltd",
            "{X} Building Products Ltd",
            "{X} (UK) Ltd",
            "{X} Group plc",
            "{X} Catering Equipment Ltd",
        ],
        "bare": [
            "J. {L} & Sons",
            "{L} Plumbing & Heating",
            "{L} Joinery",
            "{L} Electrical Services",
            "{X} Fencing",
            "{L} Bros. Hardware",
        ],
        "buy": [
            "Hartwell Primary Academy Trust",
            "Northgate Veterinary Practice",
            "Brayford Housing Association",
            "Kestrel Facilities Management Ltd",
            "The Old Vicarage Hotel",
            "St Aidan's Parish Council",
        ],
        "towns": [
            "Leeds LS11 5QN",
            "Bristol BS3 4RP",
            "Norwich NR6 6AH",
            "Stoke-on-Trent ST4 2DG",
            "Swindon SN2 8BY",
            "Preston PR2 5PE",
            "Ipswich IP3 9SJ",
        ],
        "streets": [
            "Unit ## Canal Side Industrial Estate",
            "## High Street",
            "## Mill Lane",
            "Units #-# Riverside Park",
            "## Station Road",
        ],
        "cur": "£",
        "tel": "01### ######",
    },
    "ie": {
        "last": "Murphy|Kelly|O'Sullivan|Walsh|Byrne|Ryan|Doyle|McCarthy|Gallagher|Kavanagh",
        "stem": "Shannon|Liffey|Atlantic|Midland|Slaney|Boyne|Corrib|Suir",
        "formed": [
            "{X} Supplies Ltd",
            "{X} Limited",
            "{L} & {L2} Ltd",
            "{X} Distribution DAC",
            "{X} Teoranta",
        ],
        "bare": [
            "{L} Electrical",
            "{L} Bros. Hardware",
            "{L} & Sons Plumbing",
            "{L} Agri Supplies",
            "{X} Fencing",
        ],
        "buy": [
            "Shannonside Credit Union",
            "Wicklow County Childcare Ltd",
            "Galway Bay Seafoods Ltd",
            "St. Brigid's National School",
            "Midlands Community Hospital",
        ],
        "towns": [
            "Limerick V94 X2D4",
            "Athlone N37 E6K2",
            "Galway H91 T8WY",
            "Kilkenny R95 P2C6",
            "Dundalk A91 K5E8",
        ],
        "streets": ["Unit ## Business Park", "## Main Street", "Dock Road", "## Church Street"],
        "cur": "€",
        "tel": "0## ### ####",
    },
    "au": {
        "last": "Nguyen|Thompson|Wilson|Papadopoulos|Kelly|Walker|Rossi|Anderson|Campbell|Singh",
        "stem": "Southern Cross|Riverina|Coral Coast|Outback|Eureka|Gippsland|Hunter Valley|Swan River",
        "formed": [
            "{X} Pty Ltd",
            "{X} Supplies Pty Ltd",
            "{L} & {L2} Pty. Limited",
            "{X} Industrial Pty Ltd",
            "{X} Group Pty Ltd",
        ],
        "bare": [
            "{L} Electrical",
            "{X} Fencing & Landscaping",
            "{L} Plumbing",
            "{L} & Sons Hardware",
            "{L} Refrigeration",
        ],
        "buy": [
            "Riverina Shire Council",
            "Coastal Physio Group Pty Ltd",
            "Southern Cross Civil Pty Ltd",
            "Ballarat Grammar Foundation",
            "Bayside Aged Care Ltd",
        ],
        "towns": [
            "Wagga Wagga NSW 2650",
            "Geelong VIC 3220",
            "Toowoomba QLD 4350",
            "Bunbury WA 6230",
            "Launceston TAS 7250",
        ],
        "streets": [
            "## Industrial Drive",
            "Unit # / ## Enterprise Street",
            "### Pacific Highway",
            "## Commercial Road",
        ],
        "cur": "$",
        "tel": "(0#) #### ####",
    },
    "in": {
        "last": "Sharma|Gupta|Agarwal|Patel|Reddy|Iyer|Nair|Joshi|Mehta|Kulkarni",
        "stem": "Shree Ganesh|Sai Krishna|Balaji|Om Sai|Lakshmi|Shivam|Vinayak|Mahalaxmi",
        "formed": [
            "{X} Industries Pvt. Ltd.",
            "{X} Engineering Private Limited",
            "{L} Electricals Pvt. Ltd.",
            "{X} Technologies LLP",
            "{X} Polymers Pvt. Ltd.",
        ],
        "bare": [
            "{X} Hardware",
            "{L} Enterprises",
            "{L} Traders",
            "New {L} Electricals",
            "{X} Steel Centre",
            "{L} & Co.",
        ],
        "buy": [
            "Sai Krishna Hospitals Pvt. Ltd.",
            "Narmada Agro Foods Pvt. Ltd.",
            "Vidya Bharati Public School",
            "Pune Precision Castings Pvt. Ltd.",
            "Deccan Textiles Ltd.",
        ],
        "towns": [
            "Pune 411018, Maharashtra",
            "Ahmedabad 380015, Gujarat",
            "Coimbatore 641014, Tamil Nadu",
            "Indore 452010, Madhya Pradesh",
            "Hyderabad 500032, Telangana",
        ],
        "streets": [
            "Plot No. ##, MIDC Bhosari",
            "Shop No. #, Laxmi Market",
            "Survey No. ###, GIDC Estate",
            "##/# Industrial Area Phase II",
        ],
        "cur": "Rs.",
        "tel": "+91 9#### #####",
    },
}
UK_ITEMS = [
    ("Copier paper A4 80gsm (box 5 reams)", "box", 18, 28),
    ("Nitrile gloves, medium (box 100)", "box", 4.5, 9),
    ("LED panel 600x600 36W", "each", 22, 45),
    ("Softwood timber 47x100 C24, 4.8m", "length", 9, 16),
    ("Plasterboard 12.5mm 2400x1200", "sheet", 8, 13),
    ("Cleaning chemical, floor, 5L", "each", 12, 22),
    ("Labour - electrician (per hour)", "hr", 38, 65),
    ("Safety boots S3, size 9", "pair", 35, 70),
    ("Copper pipe 15mm x 3m", "length", 11, 19),
    ("Hand towels, C-fold (case)", "case", 16, 28),
    ("Printer toner, black", "each", 45, 120),
    ("Office chair, mesh back", "each", 95, 180),
    ("Fence panel 6x5 ft, treated", "each", 28, 48),
    ("Cement 25kg", "bag", 5, 9),
    ("Hi-vis vest, yellow", "each", 2.5, 6),
    ("Disinfectant wipes (tub 200)", "tub", 6, 11),
    ("Sand, sharp, bulk bag", "bag", 38, 55),
    ("Concrete blocks 440x215x100 (pack 72)", "pack", 95, 140),
    ("Extension lead 4-way 5m", "each", 7, 14),
    ("Bin liners, black, heavy duty (box 200)", "box", 14, 24),
    ("Toilet rolls, 2-ply (case 36)", "case", 15, 24),
    ("Radiator valve, TRV 15mm", "each", 9, 18),
    ("Door closer, size 3", "each", 22, 48),
    ("Smoke alarm, mains, with battery backup", "each", 18, 32),
    ("Ring binders A4 (box 10)", "box", 9, 16),
    ("Whiteboard markers, assorted (pack 10)", "pack", 5, 10),
    ("Laminating pouches A4 (box 100)", "box", 7, 14),
    ("Mop heads, cotton (pack 10)", "pack", 12, 22),
    ("Wheelbarrow, 85L", "each", 45, 80),
    ("Step ladder, 5 tread", "each", 38, 70),
    ("Sealant, silicone, clear", "tube", 3.5, 7),
    ("Waste pipe 40mm x 3m", "length", 5, 9),
    ("Padlock, brass 50mm", "each", 8, 16),
    ("First aid kit, 20 person", "each", 18, 35),
    ("Batteries AA (pack 24)", "pack", 8, 15),
    ("Kitchen roll, catering (case 6)", "case", 12, 20),
]


def _uk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = rng.choice(["uk", "uk", "ie", "au", "in", "in"])
    c = UKX[reg]
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|libserif|djcond"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 42
    lasts = c["last"].split("|")
    l1, l2 = rng.sample(lasts, 2)
    sup = bare_or(rng, c["formed"], c["bare"]).format(
        X=rng.choice(c["stem"].split("|")), L=l1, L2=l2
    )
    buyer = rng.choice(c["buy"])
    town = rng.choice(c["towns"])
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["PO######", "######", "PO/####/##", f"{dt:%y}/####", "OR-#####", "P0#####"]),
    )
    if reg == "in":
        po = la.digits(
            rng,
            rng.choice(
                [
                    f"PO/{dt:%y}-{(dt.year + 1) % 100:02d}/####",
                    "PO-#####",
                    f"SKH/PUR/###/{dt:%y}-{(dt.year + 1) % 100:02d}",
                ]
            ),
        )
    quote = la.digits(rng, rng.choice(["Q#####", "QUO-####", "your quotation dated"]))
    page = [1]
    stated = stated_of(rng)
    cur = c["cur"]
    fmt = lakh if reg == "in" else us
    street = lambda: la.digits(rng, rng.choice(c["streets"]))  # noqa: E731
    tel = lambda: la.digits(rng, c["tel"])  # noqa: E731
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER|ORDER")
    sep = la.pick(rng, " No. | No: |  |: | # ")

    reg_line = f"Registered in England and Wales No. {la.digits(rng, '########')}  |  VAT Reg. GB {la.digits(rng, '### #### ##')}"

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)
        if reg == "uk":
            d.t(m, d.h - 22, reg_line, 6.4, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{title}{sep}{po} - continued", 10, b=True)
        return 56

    y = 36
    d.t(r, y + 10, buyer, 13, b=True, al="r")
    d.t(r, y + 22, f"{street()}, {town}", 7.6, al="r")
    d.t(
        r,
        y + 32,
        f"Tel: {tel()}  |  accounts@{''.join(ch for ch in buyer.split()[0].lower() if ch.isalpha())}.{'co.uk' if reg == 'uk' else 'ie' if reg == 'ie' else 'com.au' if reg == 'au' else 'in'}",
        7.6,
        al="r",
    )
    if reg == "in":
        d.t(r, y + 42, f"GSTIN: 27{la.digits(rng, '@@@@@####@')}1Z{rng.randint(1, 9)}", 7.6, al="r")
    y += 60
    d.line(m, y, r, y, 1.2)
    y += 26
    d.t(m, y, f"{title}{sep}{po}", rng.choice([15, 16, 18]), b=True)
    y += 16
    d.t(m, y, f"Date: {dt:%d %B %Y}" if rng.random() < 0.5 else f"Date: {la.dfmt(dt, 'dmy')}", 8.6)
    y += 18
    half = (wd - 20) / 2
    d.t(m, y + 8, "To:", 8.6, b=True)
    ty = d.lines(
        m + 34, y, [sup, street(), rng.choice(c["towns"])], 8.8, b_first=rng.random() < 0.6
    )
    if reg == "in":
        ty = d.lines(
            m + 34,
            ty,
            [
                f"GSTIN: {rng.choice(['27', '24', '33', '23', '36'])}{la.digits(rng, '@@@@@####@')}1Z{rng.randint(1, 9)}"
            ],
            8,
        )
    d.t(m + half + 20, y + 8, la.pick(rng, "Deliver to:|Delivery address:|Ship to:"), 8.6, b=True)
    dy = d.lines(
        m + half + 20,
        y + 12,
        [buyer, la.pick(rng, "Goods Inward|Main Store|Site Office|Reception"), street(), town],
        8.4,
    )
    y = max(ty, dy) + 10
    refs = [
        (
            "Your ref:",
            f"Quotation {quote}"
            if quote[0] in "Q"
            else "your quotation of " + la.dfmt(dt - timedelta(days=rng.randint(2, 15)), "dmy"),
        ),
        (
            "Contact:",
            f"{la.pick(rng, 'Sarah|Mark|Priya|Liam|Emma|Arjun|Chloe')} {rng.choice(lasts)}, {tel()}",
        ),
        ("Required by:", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")),
        (
            "Invoice to:",
            la.pick(
                rng,
                "Accounts Payable, at the address above|Finance Office (address above)|accounts@ address above",
            ),
        ),
    ]
    y = d.kv(m, y, refs, 70, 8.2) + 10
    lines = draw_lines(
        rng,
        UK_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 28, 36]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 25],
    )
    k = Decimal(rng.choice([80, 90, 100])) if reg == "in" else Decimal(1)
    lines = [(it, q, r2(p * k), r2(q * r2(p * k))) for it, q, p, _a in lines]
    rate = {
        "uk": Decimal("0.20"),
        "ie": Decimal("0.23"),
        "au": Decimal("0.10"),
        "in": Decimal("0.18"),
    }[reg]
    if reg == "in":
        body = [
            ([str(i), it[0], la.digits(rng, "####"), f"{q:,.0f}", it[1], fmt(p), "18%", fmt(a)], a)
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        heads = ["S.No.", "Description", "HSN/SAC", "Qty", "Unit", "Rate", "GST", "Amount"]
        fr = (0.06, 0.4, 0.09, 0.07, 0.08, 0.11, 0.06, 0.13)
    else:
        vat = "GST" if reg == "au" else "VAT"
        body = [
            ([str(i), it[0], f"{q:,.0f}", it[1], fmt(p), f"{int(rate * 100)}%", fmt(a)], a)
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        heads = ["Item", "Description", "Qty", "Unit", "Unit Price", vat, "Net"]
        fr = (0.06, 0.47, 0.07, 0.09, 0.12, 0.07, 0.12)
    ws = [wd * f for f in fr]
    y = ltable(
        d,
        m,
        y,
        ws,
        heads,
        body,
        "clrcrcr" if reg != "in" else "clcrcrcr",
        size=7.8,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 24,
        brk=brk,
        grid=rng.random() < 0.5,
        carry=("Carried forward", "Brought forward", fmt, 1, len(ws) - 1),
    )
    net = sum((a for *_, a in lines), ZERO)
    carriage = Decimal(rng.choice([0, 0, 8.5, 12, 15, 25, 45])).quantize(Decimal("0.01")) * k
    taxable = net + carriage
    if y + 120 > bottom:
        y = brk()
    y += 8
    sx = r - 230
    if stated:
        if reg == "in":
            rows = [("Taxable Value", fmt(net), False)]
            if carriage:
                rows.append(("Freight & Packing", fmt(carriage), False))
            if rng.random() < 0.6:
                half_t = r2(taxable * Decimal("0.09"))
                rows += [("CGST @ 9%", fmt(half_t), False), ("SGST @ 9%", fmt(half_t), False)]
                tax = half_t * 2
            else:
                tax = r2(taxable * Decimal("0.18"))
                rows.append(("IGST @ 18%", fmt(tax), False))
            exact = taxable + tax
            total = r0(exact)
            if total != exact:
                diff = total - exact
                rows.append(("Round Off", f"{'+' if diff > 0 else '-'}{abs(diff):.2f}", False))
            rows.append(
                (
                    la.pick(rng, "Grand Total|Total Order Value|GRAND TOTAL (INR)"),
                    f"{cur} {fmt(total)}",
                    True,
                )
            )
        else:
            tax = r2(taxable * rate)
            total = taxable + tax
            vat = "GST" if reg == "au" else "VAT"
            rows = [
                (f"Subtotal (ex {vat})" if reg == "au" else "Goods total (net)", fmt(net), False)
            ]
            if carriage:
                rows.append((la.pick(rng, "Carriage|Delivery|Freight"), fmt(carriage), False))
            rows.append((f"{vat} @ {int(rate * 100)}%", fmt(tax), False))
            tl = {
                "uk": "ORDER TOTAL|Total inc. VAT|TOTAL £",
                "ie": "ORDER TOTAL|Total incl. VAT|TOTAL €",
                "au": "Total (inc GST)|TOTAL AUD|Order Total",
            }[reg]
            lab = la.pick(rng, tl)
            rows.append(
                (lab, fmt(total) if lab.endswith(("£", "€", "AUD")) else f"{cur}{fmt(total)}", True)
            )
        y = d.summary(sx, r - 4, y, rows, 8.6, box_last=True, shade=0.9)
        if reg == "in":
            y = wrapped(
                d, m, y + 6, f"Amount in words: Rupees {bd_words(int(total))} Only", 7.8, wd, b=True
            )
    else:
        total = ZERO
        y = wrapped(
            d,
            m,
            y + 6,
            "Prices as per agreed schedule of rates; to be invoiced against this order as work is completed. No order value is stated.",
            8,
            wd * 0.6,
        )
    y += 10
    for t in [
        "1. Our order number must be quoted on all delivery notes, invoices and correspondence.",
        "2. Goods are subject to inspection on receipt; deliveries between 8.00am and 4.00pm only.",
        "3. Payment 30 days from end of month of invoice, unless otherwise agreed in writing.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 34
    if y + 30 > bottom:
        y = brk() + 30
    d.sign(m, y, 180, f"For and on behalf of {buyer}" if reg == "in" else "Authorised signature")
    d.t(
        m,
        y + 20,
        f"{la.pick(rng, 'Sarah|Mark|Priya|Liam|Emma|Arjun|Chloe')} {rng.choice(lasts)}, {la.pick(rng, 'Purchasing Manager|Business Manager|Procurement Officer|Office Manager|Stores Officer')}",
        7.6,
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_en_uk_ie_au_in_order_to(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _uk)


# --------------------------------------------------------------------------- 6 de order as a DIN 5008 business letter (supplier in the address window)

DE_LAST = "Müller|Schmidt|Huber|Becker|Wagner|Hoffmann|Schäfer|Krämer|Weber|Neumann|Zimmermann|Brandt|Vogel|Kühn|Lorenz".split(
    "|"
)
DE_STEM = "Rheintal|Nordlicht|Alpina|Elbe|Schwarzwald|Hanse|Spessart|Weserland|Isar|Bodensee".split(
    "|"
)
DE_FORMED = [
    "{L} GmbH",
    "{L} & {L2} GmbH",
    "{X} Handels GmbH & Co. KG",
    "{L} Elektrotechnik GmbH",
    "{X} Industriebedarf AG",
    "{L} Werkzeuge e.K.",
    "{L} Bürotechnik KG",
    "{L} & Söhne OHG",
]
DE_BARE = [
    "{L} Elektrotechnik",
    "Schreinerei {L}",
    "Elektro {L}",
    "Malerbetrieb {L}",
    "Sanitär {L}",
    "{L} Haustechnik",
    "Metallbau {L}",
    "Gebr. {L}",
]
DE_BUY = [
    "Stadtwerke {C} GmbH",
    "Klinikum {C} gGmbH",
    "{L} Kunststofftechnik GmbH",
    "Maschinenbau {L} GmbH",
    "Hotel Seeblick {C} GmbH",
    "{C}er Wohnungsbau eG",
]
DE_CITY = [
    ("Reutlingen", "72764"),
    ("Bielefeld", "33602"),
    ("Regensburg", "93047"),
    ("Kiel", "24103"),
    ("Dresden", "01067"),
    ("Münster", "48143"),
    ("Freiburg im Breisgau", "79098"),
    ("Erfurt", "99084"),
    ("Kassel", "34117"),
    ("Osnabrück", "49074"),
]
DE_STREET = [
    "Industriestraße",
    "Am Gewerbepark",
    "Hauptstraße",
    "Robert-Bosch-Straße",
    "Bahnhofstraße",
    "Lindenweg",
    "Gutenbergstraße",
    "Im Kreuzfeld",
]
DE_ITEMS = [
    ("Kabel NYM-J 3x1,5 mm², Ring 100 m", "Ring", 19, 48, 75),
    ("Leuchtstofflampe LED T8 150 cm", "Stk.", 19, 9, 18),
    ("Schutzhandschuhe Nitril, Gr. 9 (VE 12)", "VE", 19, 14, 26),
    ("Kopierpapier A4 80 g/m² (Karton 2.500 Bl.)", "Ktn.", 19, 21, 32),
    ("Sechskantschraube DIN 933 M12x40 verz. (100 St.)", "Pck.", 19, 11, 22),
    ("Arbeitsstunde Monteur", "Std.", 19, 52, 78),
    ("Akku-Bohrschrauber 18 V inkl. 2 Akkus", "Stk.", 19, 189, 320),
    ("Reinigungsmittel Bodenpflege 10 l", "Kan.", 19, 24, 45),
    ("Kaffee Bohnen 1 kg", "Pck.", 7, 14, 22),
    ("Mineralwasser 12 x 0,7 l", "Kiste", 7, 5.5, 8.5),
    ("Dispersionsfarbe weiß 12,5 l", "Eimer", 19, 38, 69),
    ("Spanplatte 19 mm 2800x2070", "Platte", 19, 42, 68),
    ("Toner schwarz, Originalware", "Stk.", 19, 65, 140),
    ("Sicherheitsschuhe S3, Gr. 43", "Paar", 19, 55, 95),
    ("Wartung Lüftungsanlage (pauschal)", "psch.", 19, 380, 950),
    ("Kupferrohr 15x1 mm, Stange 5 m", "Stg.", 19, 28, 46),
]


def _de(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu|libserif"))
    m = 71.0
    r = d.w - 57
    wd = r - m
    bottom = d.h - 78
    l1, l2 = rng.sample(DE_LAST, 2)
    sup = bare_or(rng, DE_FORMED, DE_BARE).format(L=l1, L2=l2, X=rng.choice(DE_STEM))
    city, plz = rng.choice(DE_CITY)
    bl = rng.choice([x for x in DE_LAST if x not in (l1, l2)])
    buyer = rng.choice(DE_BUY).format(C=city, L=bl)
    scity, splz = rng.choice(DE_CITY)
    bstreet = f"{rng.choice(DE_STREET)} {rng.randint(1, 120)}"
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [
                "45########",
                "B-####-##",
                f"{dt:%Y}-#####",
                "BE######",
                "#####/{y}".replace("{y}", f"{dt:%y}"),
            ]
        ),
    )
    offer = la.digits(rng, rng.choice(["AN-#####", "#########", "A####/##"]))
    person = f"{la.pick(rng, 'Petra|Jörg|Sabine|Thomas|Anja|Markus|Claudia|Stefan')} {rng.choice(DE_LAST)}"
    page = [1]
    stated = stated_of(rng)
    net_only = rng.random() < 0.15
    po_lab = la.pick(rng, "Bestell-Nr.|Bestellnummer|Unsere Bestellnr.|Bestellung Nr.")
    dd = f"{dt:%d.%m.%Y}"

    web = "".join(
        ch
        for ch in (buyer.split()[0] + "-" + city.split()[0])
        .lower()
        .replace("ü", "ue")
        .replace("ä", "ae")
        .replace("ö", "oe")
        .replace("ß", "ss")
        if ch.isascii() and (ch.isalnum() or ch == "-")
    )
    blocks = [
        [buyer, bstreet, f"{plz} {city}"],
        [
            f"Geschäftsführung: {la.pick(rng, 'Dr. |')}{la.pick(rng, 'Petra|Jörg|Sabine|Thomas')} {rng.choice(DE_LAST)}",
            f"Amtsgericht {city}",
            f"HRB {rng.randint(1000, 29999)}",
        ],
        [
            f"USt-IdNr.: DE{la.digits(rng, '#########')}",
            f"Tel. 0{la.digits(rng, '### ######')}",
            f"www.{web}.de",
        ],
        [
            la.pick(rng, "Sparkasse|Volksbank|Commerzbank|Deutsche Bank") + f" {city}",
            f"IBAN DE{la.digits(rng, '## #### #### #### #### ##')}",
            f"BIC {la.pick(rng, 'SOLADES1|GENODEF1|COBADEFF|DEUTDEDB')}XXX",
        ],
    ]

    def foot() -> None:
        fy = d.h - 58
        d.line(m, fy - 6, r, fy - 6, 0.4)
        cw = wd / 4
        for k, blk in enumerate(blocks):
            for j, s in enumerate(blk):
                d.t(m + k * cw, fy + 3 + j * 8, s, 5.8, grey=0.3, maxw=cw - 4)
        s = f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}"
        d.t(r, fy - 10, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 48, f"{buyer} · Bestellung {po} vom {dd}", 8.6, b=True)
        return 62

    # letterhead
    d.t(r, 50, buyer, 14, b=True, al="r")
    d.t(r, 62, f"{bstreet} · {plz} {city}", 7.6, al="r", grey=0.3)
    # return line and window
    d.t(m, 136, f"{buyer} · {bstreet} · {plz} {city}", 6.2, maxw=240)
    d.line(m, 138.5, m + 230, 138.5, 0.3)
    win = [sup]
    if rng.random() < 0.35:
        win.insert(0, "Firma")
    if rng.random() < 0.4:
        win.append(f"z. Hd. {la.pick(rng, 'Herrn|Frau')} {rng.choice(DE_LAST)}")
    win += [f"{rng.choice(DE_STREET)} {rng.randint(1, 99)}", f"{splz} {scity}"]
    d.lines(m, 148, win, 10, lead=12.5)
    # information block
    info = [
        ("Ihr Zeichen:", la.pick(rng, "AN|vk|") + la.digits(rng, "/##")),
        ("Ihr Angebot:", f"{offer} vom {(dt - timedelta(days=rng.randint(3, 25))):%d.%m.%Y}"),
        ("Unser Zeichen:", f"{person.split()[1][:2].upper()}/{la.pick(rng, 'EK|ek|Einkauf')}"),
        ("Lieferanten-Nr.:", la.digits(rng, "7####")),
        (po_lab + ":", po),
        ("Ansprechpartner:", person),
        ("Telefon:", f"0{la.digits(rng, '### ######')}-{rng.randint(10, 99)}"),
        ("E-Mail:", f"einkauf@{web}.de"),
        ("Datum:", dd),
    ]
    info[:3] = rng.sample(info[:3], 3)
    ix = 354
    for k, (lab, val) in enumerate(info):
        d.t(ix, 146 + k * 11, lab, 7.4, grey=0.3)
        d.t(ix + 72, 146 + k * 11, val, 7.8, b=lab.startswith(po_lab), maxw=r - ix - 72)
    y = 282
    subj = la.pick(
        rng, f"Bestellung {po}|Bestellung|Bestellung gemäß Ihrem Angebot {offer}|Auftrag {po}"
    )
    d.t(m, y, subj, 10.5, b=True)
    y += 22
    greet = la.pick(rng, "Sehr geehrte Damen und Herren,|Sehr geehrte Damen und Herren,|Guten Tag,")
    y = d.lines(m, y - 8, [greet], 9.4) + 6
    y = (
        wrapped(
            d,
            m,
            y,
            f"wir bestellen hiermit auf Grundlage Ihres Angebots {offer} zu den nachstehenden Bedingungen. Bitte geben Sie unsere Bestellnummer auf allen Lieferscheinen und Rechnungen an.",
            9.2,
            wd,
        )
        + 8
    )
    lines = draw_lines(
        rng,
        DE_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50],
        big=300,
    )
    body = [
        (
            [
                f"{i * 10}",
                f"{q:,.0f}".replace(",", "."),
                it[1],
                la.digits(rng, "###.###"),
                it[0],
                eu(p),
                eu(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.07, 0.07, 0.07, 0.1, 0.43, 0.12, 0.14)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Pos.", "Menge", "ME", "Art.-Nr.", "Bezeichnung", "EP €", "Gesamt €"],
        body,
        "crcllrr",
        size=7.8,
        rowh=rng.choice([15, 16, 18]),
        bottom=bottom - 20,
        brk=brk,
        grid=rng.random() < 0.35,
        carry=("Übertrag", "Übertrag", eu, 4, 6) if rng.random() < 0.7 else None,
    )
    net = sum((a for *_, a in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 0, 9.9, 15, 25, 49])).quantize(Decimal("0.01"))
    n19 = sum((a for it, _q, _p, a in lines if it[2] == 19), ZERO) + freight
    n7 = sum((a for it, _q, _p, a in lines if it[2] == 7), ZERO)
    t19, t7 = r2(n19 * Decimal("0.19")), r2(n7 * Decimal("0.07"))
    netto = net + freight
    total = netto if net_only else netto + t19 + t7
    if y + 110 > bottom:
        y = brk()
    y += 6
    sx = r - 220
    if stated:
        rows = [
            (
                "Summe netto"
                if freight
                else la.pick(rng, "Summe netto|Nettobetrag|Warenwert netto"),
                eu(net),
                False,
            )
        ]
        if freight:
            rows += [("Fracht/Verpackung", eu(freight), False), ("Nettobetrag", eu(netto), False)]
        if net_only:
            rows = rows[:-1] if freight else []
            rows.append(
                (
                    la.pick(rng, "Bestellwert netto|Bestellsumme (netto)|Gesamtbetrag netto"),
                    f"{eu(total)} €",
                    True,
                )
            )
        else:
            if n19:
                rows.append((f"zzgl. 19 % {la.pick(rng, 'USt.|MwSt.')}", eu(t19), False))
            if n7:
                rows.append((f"zzgl. 7 % {la.pick(rng, 'USt.|MwSt.')}", eu(t7), False))
            rows.append(
                (
                    la.pick(rng, "Gesamtbetrag|Bestellwert brutto|Endbetrag|Gesamtsumme"),
                    f"{eu(total)} €" if rng.random() < 0.7 else f"EUR {eu(total)}",
                    True,
                )
            )
        y = d.summary(sx, r - 4, y, rows, 8.6, box_last=rng.random() < 0.5)
        if net_only:
            y = wrapped(
                d,
                m,
                y + 4,
                "Alle Preise verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer.",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 6,
            "Abrechnung nach tatsächlichem Aufwand zu den vereinbarten Einheitspreisen; ein Gesamtbetrag wird nicht festgelegt.",
            8.4,
            wd,
        )
    y += 10
    terms = [
        (
            "Liefertermin:",
            la.pick(
                rng,
                f"KW {(dt + timedelta(days=rng.randint(7, 40))).isocalendar()[1]}/{dt.year}|{(dt + timedelta(days=rng.randint(7, 40))):%d.%m.%Y}|sofort",
            ),
        ),
        (
            "Lieferanschrift:",
            f"{buyer}, {la.pick(rng, 'Wareneingang Tor 2|Zentrallager|Haus B, Anlieferung|Baustelle')}, {bstreet}, {plz} {city}",
        ),
        (
            "Zahlung:",
            la.pick(
                rng, "14 Tage 2 % Skonto, 30 Tage netto|30 Tage netto|innerhalb 21 Tagen ohne Abzug"
            ),
        ),
        (
            "Lieferbedingung:",
            la.pick(rng, "frei Haus|frei Verwendungsstelle|DAP, inkl. Verpackung"),
        ),
    ]
    for lab, val in terms:
        if y > bottom - 12:
            y = brk()
        d.t(m, y + 8, lab, 8, b=True)
        y = wrapped(d, m + 84, y, val, 8, wd - 84)
    y += 8
    y = (
        wrapped(
            d,
            m,
            y,
            "Bitte bestätigen Sie uns diese Bestellung innerhalb von drei Werktagen schriftlich. Es gelten unsere Allgemeinen Einkaufsbedingungen.",
            8.6,
            wd,
        )
        + 14
    )
    if y + 50 > bottom:
        y = brk() + 10
    d.t(m, y, "Mit freundlichen Grüßen", 9)
    d.t(m, y + 14, buyer, 9)
    d.t(m, y + 44, f"i. A. {person}", 8.6)
    d.t(
        m,
        y + 55,
        la.pick(rng, "Einkauf|Zentraler Einkauf|Materialwirtschaft|Technischer Einkauf"),
        7.6,
        grey=0.3,
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_de_din_brief_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de)


# --------------------------------------------------------------------------- 7 fr purchase order (parties side by side, the number in the item table's band)

FR_LAST = "Lefèvre|Martin|Dupont|Moreau|Girard|Lambert|Fontaine|Rousseau|Garnier|Chevalier|Faure|Mercier|Blanc|Guérin".split(
    "|"
)
FR_STEM = (
    "Atlantique|Provence|Alpes|Bocage|Val de Loire|Armor|Cévennes|Vosges|Occitane|Normandie".split(
        "|"
    )
)
FR_FORMED = [
    "{L} SARL",
    "SARL {L} et Fils",
    "{X} Distribution SAS",
    "Établissements {L} SA",
    "{X} Équipements EURL",
    "{L} & {L2} SAS",
    "{X} Fournitures SASU",
]
FR_BARE = [
    "Menuiserie {L}",
    "Plomberie {L}",
    "Électricité {L}",
    "Garage {L} et Fils",
    "Quincaillerie {L}",
    "Imprimerie {L}",
    "Ets {L}",
    "Boulangerie {L}",
]
FR_BUY = [
    "Clinique Saint-{S}",
    "Hôtel Le {S2}",
    "Lycée professionnel Jean-Moulin",
    "{X} Logistique SAS",
    "Communauté de communes du {X}",
    "EHPAD Les Tilleuls",
]
FR_CITY = [
    ("Lyon", "69003"),
    ("Bordeaux", "33000"),
    ("Nantes", "44000"),
    ("Toulouse", "31000"),
    ("Strasbourg", "67000"),
    ("Rennes", "35000"),
    ("Marseille", "13002"),
    ("Lille", "59000"),
    ("Dijon", "21000"),
    ("Tours", "37000"),
]
FR_STREET = [
    "rue de la République",
    "avenue Jean-Jaurès",
    "ZI des Granges",
    "boulevard Victor-Hugo",
    "rue du Commerce",
    "chemin des Vignes",
    "ZA du Moulin",
]
FR_ITEMS = [
    ("Ramette papier A4 80 g (carton de 5)", "20", 19, 29),
    ("Gants nitrile taille M (boîte de 100)", "20", 5, 9),
    ("Café grains 1 kg", "5.5", 12, 19),
    ("Eau minérale 6 x 1,5 l", "5.5", 2.4, 3.9),
    ("Produit d'entretien sols 5 l", "20", 11, 19),
    ("Ampoule LED E27 10 W", "20", 2.5, 6),
    ("Chaise de bureau ergonomique", "20", 119, 260),
    ("Main-d'œuvre technicien (heure)", "20", 45, 68),
    ("Peinture acrylique blanche 15 l", "20", 58, 95),
    ("Panneau contreplaqué 18 mm", "20", 34, 56),
    ("Draps housse 90 x 190", "20", 9, 16),
    ("Confiture individuelle (carton 96)", "5.5", 18, 27),
    ("Toner laser noir", "20", 55, 130),
    ("Serrure 3 points", "20", 85, 160),
    ("Sac poubelle 110 l (rouleau 25)", "20", 4.5, 8),
    ("Essuie-mains pliés (carton 3 750)", "20", 24, 38),
    ("Papier toilette (colis 96 rouleaux)", "20", 38, 56),
    ("Liquide vaisselle 5 l", "20", 8, 14),
    ("Farine T55 25 kg", "5.5", 14, 22),
    ("Beurre doux 1 kg", "5.5", 8, 12),
    ("Lait demi-écrémé 1 l (pack 6)", "5.5", 5, 7.5),
    ("Classeur à levier A4 dos 80 mm", "20", 2, 4.5),
    ("Stylos bille bleus (boîte 50)", "20", 9, 16),
    ("Disjoncteur 16 A courbe C", "20", 6, 12),
    ("Câble R2V 3G2,5 (couronne 50 m)", "20", 48, 85),
    ("Vis bois 5x50 (boîte 200)", "20", 7, 13),
    ("Silicone sanitaire blanc", "20", 4, 9),
    ("Balai-brosse avec manche", "20", 6, 12),
    ("Extincteur eau 6 l", "20", 45, 80),
    ("Trousse de secours 10 personnes", "20", 22, 40),
]


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(32, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 46
    l1, l2 = rng.sample(FR_LAST, 2)
    sup = bare_or(rng, FR_FORMED, FR_BARE).format(L=l1, L2=l2, X=rng.choice(FR_STEM))
    city, cp = rng.choice(FR_CITY)
    buyer = rng.choice(FR_BUY).format(
        S=la.pick(rng, "Joseph|Roch|Vincent|Martin"),
        S2=la.pick(rng, "Grand Cerf|Relais du Port|Clos Fleuri|Beau Rivage"),
        X=rng.choice(FR_STEM),
    )
    scity, scp = rng.choice(FR_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"BC{dt:%y}-#####", "CDE-######", f"{dt:%Y}/####", "A######", "BC-####"])
    )
    devis = la.digits(rng, rng.choice(["DV-#####", "D######", "DEV####"]))
    page = [1]
    stated = stated_of(rng)
    col = rng.choice([(0.0, 0.33, 0.6), (0.55, 0.1, 0.2), (0.2, 0.4, 0.35), (0.25, 0.25, 0.25)])
    band_lab = la.pick(rng, "Commande n°|Bon de commande n°|N° de commande :|Commande N°")
    dd = la.dfmt(dt, "dmy")
    euro = lambda v: f"{sp(v)} €"  # noqa: E731
    street = lambda: f"{rng.randint(1, 140)} {rng.choice(FR_STREET)}"  # noqa: E731
    siret = la.digits(rng, "### ### ### #####")

    def band(y: float) -> float:
        rgb_fill(d, m, y, wd, 18, Color(*col))
        d.c.setFillGray(1)
        d.c.setFont(d.bold, 9.4)
        d.c.drawString(m + 6, d.h - y - 12.5, f"{band_lab} {po} du {dd}")
        d.c.setFont(d.reg, 7.6)
        s = f"Page {page[0]}/{of}" if of else f"Page {page[0]}"
        d.c.drawRightString(r - 6, d.h - y - 12.5, s)
        d.c.setFillGray(0)
        return y + 20

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 24,
            f"{buyer} - {street_b}, {cp} {city} - SIRET {siret} - TVA intracom. FR{tva}",
            6.2,
            al="c",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        return band(46)

    street_b = street()
    tva = la.digits(rng, "## #########")
    y = 40
    d.t(m, y + 10, buyer, 13, b=True)
    d.lines(m, y + 16, [street_b, f"{cp} {city}", f"Tél. 0{la.digits(rng, '# ## ## ## ##')}"], 7.8)
    d.t(r, y + 14, "BON DE COMMANDE", rng.choice([17, 19, 21]), b=True, al="r")
    d.t(r, y + 28, f"Date : {la.dfmt(dt, rng.choice(['dmy', 'long_fr']))}", 8.4, al="r")
    y += 62
    cw = (wd - 16) / 3
    blocks = [
        (
            "Fournisseur",
            [sup, street(), f"{scp} {scity}", f"SIRET : {la.digits(rng, '### ### ### #####')}"],
        ),
        (
            "Adresse de livraison",
            [
                buyer,
                la.pick(rng, "Service technique|Cuisine centrale|Magasin|Réception marchandises"),
                street_b,
                f"{cp} {city}",
            ],
        ),
        (
            "Adresse de facturation",
            [
                buyer,
                la.pick(rng, "Service comptabilité|Direction financière|Service achats"),
                f"BP {rng.randint(10, 999)}",
                f"{cp} {city} Cedex",
            ],
        ),
    ]
    order = [0, 1, 2] if rng.random() < 0.7 else [1, 0, 2]
    for k, bi in enumerate(order):
        lab, rows = blocks[bi]
        x = m + k * (cw + 8)
        d.box(x, y, cw, 72)
        d.t(x + 5, y + 11, lab, 7.4, b=True, grey=0.35)
        d.lines(x + 5, y + 15, rows, 8, b_first=True)
    y += 84
    refs = [
        ("Votre devis :", f"{devis} du {la.dfmt(dt - timedelta(days=rng.randint(3, 30)), 'dmy')}"),
        ("Code fournisseur :", la.digits(rng, "F####")),
        ("Livraison souhaitée :", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")),
        (
            "Règlement :",
            la.pick(
                rng,
                "30 jours fin de mois|45 jours fin de mois|à réception de facture|virement à 30 jours",
            ),
        ),
        ("Suivi par :", f"{la.pick(rng, 'Mme|M.')} {rng.choice(FR_LAST)}"),
    ]
    half = wd / 2
    for k, (lab, val) in enumerate(refs):
        x = m + (k % 2) * half
        yy = y + (k // 2) * 12
        d.t(x, yy + 8, lab, 7.8, b=True)
        d.t(x + 108, yy + 8, val, 7.8)
    y += 42
    y = band(y)
    lines = draw_lines(
        rng,
        FR_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 26, 30]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 24],
    )
    disc_l = rng.random() < 0.3
    body = []
    for it, q, p, a in lines:
        rem = Decimal(rng.choice([0, 5, 10])) if disc_l else ZERO
        a2 = r2(a * (1 - rem / 100))
        body.append(
            (
                [
                    la.digits(rng, "###-####"),
                    it[0],
                    f"{q:,.0f}",
                    sp(p),
                    f"{rem:.0f} %" if rem else "",
                    f"{it[1].replace('.', ',')} %",
                    sp(a2),
                ],
                a2,
                it[1],
            )
        )
    ws = [wd * f for f in (0.11, 0.4, 0.07, 0.11, 0.09, 0.09, 0.13)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Réf.", "Désignation", "Qté", "P.U. HT", "Remise", "TVA", "Montant HT"],
        [(c, a) for c, a, _t in body],
        "llrrrcr",
        size=7.8,
        rowh=rng.choice([15, 16, 18]),
        bottom=bottom - 24,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for _c, a, _t in body), ZERO)
    port = Decimal(rng.choice([0, 0, 12, 15, 19.9, 35])).quantize(Decimal("0.01"))
    remg = r2(ht * Decimal("0.03")) if rng.random() < 0.2 else ZERO
    b20 = sum((a for _c, a, t in body if t == "20"), ZERO) - remg + port
    b55 = sum((a for _c, a, t in body if t == "5.5"), ZERO)
    v20, v55 = r2(b20 * Decimal("0.2")), r2(b55 * Decimal("0.055"))
    net_ht = ht - remg + port
    total = net_ht + v20 + v55
    if y + 150 > bottom:
        y = brk()
    y += 8
    sx = r - 220
    if stated:
        rows = [("Total HT", sp(ht), False)]
        if remg:
            rows.append(("Remise 3 %", f"-{sp(remg)}", False))
        if port:
            rows.append(("Frais de port HT", sp(port), False))
        if remg or port:
            rows.append(("Total HT net", sp(net_ht), False))
        if b20:
            rows.append(("TVA 20 %", sp(v20), False))
        if b55:
            rows.append(("TVA 5,5 %", sp(v55), False))
        rows.append(
            (
                la.pick(rng, "Total TTC|TOTAL TTC|Montant TTC|Total TTC (€)"),
                euro(total) if rng.random() < 0.7 else sp(total),
                True,
            )
        )
        dep = rng.random() < 0.3
        y = d.summary(sx, r - 4, y, rows, 8.4, box_last=True, shade=0.9)
        if dep:
            a = r2(total * Decimal("0.3"))
            y = d.summary(
                sx,
                r - 4,
                y + 2,
                [
                    ("Acompte versé (30 %)", f"-{sp(a)}", False),
                    (
                        la.pick(rng, "Net à payer|Reste à payer|Solde à la livraison"),
                        euro(total - a),
                        True,
                    ),
                ],
                8.4,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Commande ouverte : facturation selon les quantités réellement livrées, aux prix unitaires ci-dessus. Aucun montant total n'est engagé.",
            8,
            wd * 0.62,
        )
    y += 14
    for t in [
        "Le numéro de commande doit figurer sur le bon de livraison et sur la facture. Livraison du lundi au vendredi, 8 h - 12 h.",
        "Toute commande vaut acceptation de nos conditions générales d'achat. Pénalités de retard : 1 % par semaine.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 20
    if y + 60 > bottom:
        y = brk() + 10
    d.t(m, y, "Le service achats", 8.4, b=True)
    d.t(m, y + 12, f"{la.pick(rng, 'Mme|M.')} {rng.choice(FR_LAST)}", 8)
    d.t(r - 200, y, "Bon pour accord du fournisseur", 8.4, b=True)
    d.t(r - 200, y + 12, "(date, cachet et signature)", 7.4, grey=0.3)
    d.box(r - 200, y + 18, 196, 44)
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_fr_bon_commande_bandeau(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 8 es landscape order (supplier in an unlabelled box, a grid of order data)

ES_LAST = "Martínez|López|García|Sánchez|Fernández|Ruiz|Navarro|Moreno|Jiménez|Romero|Torres|Gil|Serrano|Castro".split(
    "|"
)
ES_FIRST = (
    "José Antonio|María del Carmen|Francisco|Juan Carlos|Ana Belén|Manuel|Pilar|Javier".split("|")
)
ES_STEM = "Levante|Ibérica|Mediterránea|Cantábrica|Del Sur|Atlántica|Castellana|Bética".split("|")
ES_FORMED = [
    "Suministros {X} S.L.",
    "{X} Industrial, S.A.",
    "{L} e Hijos, S.L.",
    "Distribuciones {X} S.L.U.",
    "Hostelería {X} S.L.",
    "{L} y {L2} Asociados, S.L.",
]
ES_BARE = [
    "Talleres {L}",
    "Ferretería Hermanos {L}",
    "Electricidad {L}",
    "Carpintería {L}",
    "{F} {L} {L2}",
    "Fontanería {L}",
    "Cristalería {L}",
]
ES_BUY = [
    "Hotel {X} Playa S.L.",
    "Bodegas {L} S.A.",
    "Conservas {X} S.L.",
    "Clínica Dental {L} S.L.P.",
    "Colegio Nuestra Señora del Pilar",
    "Construcciones {X} S.A.",
]
ES_CITY = [
    ("Valencia", "46001", "Valencia"),
    ("Málaga", "29001", "Málaga"),
    ("Zaragoza", "50001", "Zaragoza"),
    ("Sevilla", "41001", "Sevilla"),
    ("A Coruña", "15001", "A Coruña"),
    ("Murcia", "30001", "Murcia"),
    ("Bilbao", "48001", "Bizkaia"),
    ("Palma", "07001", "Illes Balears"),
    ("Valladolid", "47001", "Valladolid"),
    ("Elche", "03203", "Alicante"),
]
ES_STREET = [
    "C/ Mayor",
    "Avda. de la Constitución",
    "Pol. Ind. Las Salinas, nave",
    "C/ San Vicente",
    "Ctra. Nacional 340, km",
    "C/ del Comercio",
    "Pol. Ind. El Pla, parcela",
]
ES_ITEMS = [
    ("Papel A4 80 gr. (caja 5 paquetes)", 21, 17, 26),
    ("Guantes de nitrilo T-M (caja 100)", 21, 4.5, 8.5),
    ("Aceite de oliva virgen extra 5 l", 10, 28, 45),
    ("Detergente lavavajillas industrial 20 l", 21, 38, 62),
    ("Tubo multicapa 20 mm (rollo 100 m)", 21, 95, 160),
    ("Mano de obra oficial 1ª (hora)", 21, 28, 42),
    ("Pintura plástica blanca 15 l", 21, 36, 70),
    ("Agua mineral 1,5 l (pack 6)", 10, 1.8, 3.2),
    ("Toner negro compatible", 21, 35, 90),
    ("Bombilla LED E27 12 W", 21, 2.2, 5),
    ("Silla de oficina giratoria", 21, 95, 210),
    ("Cemento gris 25 kg", 21, 4.2, 7),
    ("Manteles desechables 1x1 m (caja 400)", 21, 32, 55),
    ("Café en grano 1 kg", 10, 14, 22),
    ("Cable RZ1-K 3G2,5 (m)", 21, 1.1, 2.4),
]


def _es(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "helv|libsans|djcond|times"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 34
    l1, l2 = rng.sample(ES_LAST, 2)
    pat = bare_or(rng, ES_FORMED, ES_BARE)
    sup = pat.format(L=l1, L2=l2, X=rng.choice(ES_STEM), F=rng.choice(ES_FIRST))
    city, cp, prov = rng.choice(ES_CITY)
    buyer = rng.choice(ES_BUY).format(L=rng.choice(ES_LAST), X=rng.choice(ES_STEM))
    scity, scp, sprov = rng.choice(ES_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice([f"PC{dt:%y}/#####", "P-######", f"{dt:%Y}/####", "#####", f"PED-{dt:%y}-####"]),
    )
    oferta = la.digits(rng, rng.choice(["OF-#####", "PRE/####", "P######"]))
    page = [1]
    stated = stated_of(rng)
    dd = la.dfmt(dt, "dmy")
    cif = lambda: la.digits(rng, rng.choice(["B########", "A########", "########@"]))  # noqa: E731
    sstreet = la.digits(rng, rng.choice(ES_STREET) + " ##")
    bcif = cif()
    scif = la.digits(rng, "########@") if pat in ES_BARE else cif()
    grid_labels = [
        "Nº PEDIDO",
        "FECHA",
        "CÓD. PROVEEDOR",
        "SU OFERTA",
        "FORMA DE PAGO",
        "PLAZO ENTREGA",
        "PÁGINA",
    ]
    grid_vals = [
        po,
        dd,
        la.digits(rng, "4####"),
        oferta,
        la.pick(rng, "Transferencia 30 días|Recibo 60 días|Confirming 90 días|Contado"),
        la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy"),
        "",
    ]

    def head() -> float:
        y = 34
        d.t(m, y + 10, buyer, 14, b=True)
        d.lines(m, y + 16, [bstreet, f"{cp} {city} ({prov})", f"CIF: {bcif}  ·  Tel. 9{tel}"], 7.8)
        d.t(
            m,
            y + 66,
            la.pick(rng, "PEDIDO DE COMPRA|PEDIDO|PEDIDO A PROVEEDOR")
            if page[0] == 1
            else "PEDIDO DE COMPRA (continuación)",
            15,
            b=True,
        )
        bx = r - 270
        d.box(bx, y - 4, 270, 70, lw=0.8)
        d.lines(
            bx + 10,
            y + 2,
            [sup, f"NIF/CIF: {scif}", sstreet, f"{scp} {scity} ({sprov})"],
            8.8,
            b_first=True,
        )
        y += 78
        ws = [wd * f for f in (0.14, 0.1, 0.12, 0.14, 0.2, 0.18, 0.12)]
        grid_vals[-1] = f"{page[0]} de {of}" if of else str(page[0])
        return d.grid(m, y, ws, grid_labels, grid_vals, size=8.2) + 8

    bstreet = la.digits(rng, rng.choice(ES_STREET) + " ##")
    tel = la.digits(rng, "## ### ###")

    def brk() -> float:
        d.new_page()
        page[0] += 1
        return head()

    y = head()
    lines = draw_lines(
        rng,
        ES_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 7, 9, 11, 14, 18]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50],
    )
    body = []
    for it, q, p, a in lines:
        dto = Decimal(rng.choice([0, 0, 5, 10])) if rng.random() < 0.4 else ZERO
        a2 = r2(a * (1 - dto / 100))
        body.append(
            (
                [
                    la.digits(rng, "######"),
                    it[0],
                    f"{q:,.0f}".replace(",", "."),
                    eu(p),
                    f"{dto:.0f}" if dto else "",
                    f"{it[1]}",
                    eu(a2),
                ],
                a2,
                it[1],
            )
        )
    if rng.random() < 0.35:
        portes = Decimal(rng.choice([12, 18, 25, 40]))
        body.append(
            (["PORTES", "Portes y embalaje", "1", eu(portes), "", "21", eu(portes)], portes, 21)
        )
    ws = [wd * f for f in (0.1, 0.46, 0.08, 0.1, 0.07, 0.07, 0.12)]
    carry = ("Suma y sigue", "Suma anterior", eu, 1, 6)
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Código", "Descripción", "Cantidad", "Precio", "% Dto.", "% IVA", "Importe"],
        [(c, a) for c, a, _t in body],
        "llrrccr",
        size=7.8,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 20,
        brk=brk,
        grid=rng.random() < 0.6,
        carry=carry,
    )
    bases: dict[int, Decimal] = {}
    for _c, a, t in body:
        bases[t] = bases.get(t, ZERO) + a
    cuotas = {t: r2(b * Decimal(t) / 100) for t, b in bases.items()}
    total = sum(bases.values(), ZERO) + sum(cuotas.values(), ZERO)
    if y + 90 > bottom:
        y = brk()
    y += 10
    if stated:
        tws = [110, 60, 110]
        y2 = lrow(
            d,
            m,
            y,
            tws,
            ["Base imponible", "% IVA", "Cuota IVA"],
            "rcr",
            h=15,
            size=7.8,
            b=True,
            fill=0.88,
        )
        for t in sorted(bases, reverse=True):
            y2 = lrow(d, m, y2, tws, [eu(bases[t]), f"{t} %", eu(cuotas[t])], "rcr", h=15, size=8)
        d.line(m, y, m + sum(tws), y, 0.4)
        bx = r - 220
        d.box(bx, y, 220, 40, lw=1.0)
        d.box(bx, y, 220, 15, fill=0.88, lw=1.0)
        d.t(
            bx + 110,
            y + 11,
            la.pick(rng, "TOTAL PEDIDO|TOTAL PEDIDO (€)|IMPORTE TOTAL|TOTAL"),
            8.6,
            b=True,
            al="c",
        )
        d.t(bx + 210, y + 33, f"{eu(total)} €", 13, b=True, al="r")
        y = max(y2, y + 40) + 12
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                "Pedido abierto: se facturará según las cantidades realmente servidas a los precios indicados. Sin importe total comprometido.",
                8.2,
                wd * 0.6,
            )
            + 8
        )
    for t in [
        "Imprescindible indicar nuestro número de pedido en albaranes y facturas. Horario de recepción: lunes a viernes de 8:00 a 14:00.",
        "La mercancía viaja por cuenta y riesgo del proveedor. Facturas electrónicas a facturas@"
        + buyer.split()[1]
        .lower()
        .replace("á", "a")
        .replace("í", "i")
        .replace("ñ", "n")
        .replace("é", "e")
        .replace("ó", "o")
        + ".es",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 26
    if y + 20 > bottom:
        y = brk() + 20
    d.sign(m, y, 180, "Departamento de Compras")
    d.sign(m + 240, y, 180, "Conforme proveedor (firma y sello)")
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_es_pedido_apaisado_rejilla(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es)


# --------------------------------------------------------------------------- 9 it order to a supplier (the supplier only in a table of supplier data)

IT_LAST = "Rossi|Bianchi|Colombo|Ferrari|Esposito|Romano|Ricci|Marino|Greco|Bruno|Gallo|Conti|Costa|Mancini".split(
    "|"
)
IT_FIRST = "Mario|Giuseppe|Luca|Francesca|Paolo|Giovanni|Anna|Marco".split("|")
IT_STEM = "Padana|Adriatica|Tirrenica|Alpina|Euganea|Lombarda|Appennino|Salentina".split("|")
IT_FORMED = [
    "{L} S.r.l.",
    "{X} Forniture Industriali S.r.l.",
    "{X} S.p.A.",
    "{L} & C. S.n.c.",
    "{L} {L2} S.a.s.",
    "{X} Ufficio S.r.l.s.",
    "Fratelli {L} S.r.l.",
]
IT_BARE = [
    "Ferramenta {L}",
    "Idraulica {L}",
    "Tipografia {L}",
    "Officina Meccanica {L}",
    "Elettrica {L} di {F} {L}",
    "Falegnameria {L}",
    "Ditta {F} {L}",
]
IT_BUY = [
    "{X} Arredamenti S.r.l.",
    "Cantina Sociale di {C} Soc. Coop. Agricola",
    "Hotel {X} S.r.l.",
    "{X} Meccanica S.p.A.",
    'Istituto Comprensivo "{F2}" di {C}',
    "Casa di Cura {X} S.p.A.",
]
IT_CITY = [
    ("Milano", "20121", "MI"),
    ("Bologna", "40121", "BO"),
    ("Torino", "10121", "TO"),
    ("Verona", "37121", "VR"),
    ("Bari", "70121", "BA"),
    ("Firenze", "50123", "FI"),
    ("Padova", "35121", "PD"),
    ("Bergamo", "24121", "BG"),
    ("Treviso", "31100", "TV"),
    ("Modena", "41121", "MO"),
]
IT_STREET = [
    "Via Roma",
    "Via Giuseppe Garibaldi",
    "Viale dell'Industria",
    "Via dell'Artigianato",
    "Corso Vittorio Emanuele II",
    "Via Emilia Est",
    "Zona Industriale, Via dei Mestieri",
]
IT_ITEMS = [
    ("Carta A4 80 g/m² (risma 500 fogli)", "RS", 22, 3.2, 5.2),
    ("Guanti in nitrile tg. L (conf. 100)", "CF", 22, 5, 9.5),
    ("Olio extravergine di oliva lt 5", "PZ", 4, 32, 48),
    ("Detergente pavimenti lt 5", "PZ", 22, 6, 12),
    ("Pannello truciolare nobilitato 18 mm", "PZ", 22, 24, 42),
    ("Ore manodopera operaio specializzato", "H", 22, 32, 48),
    ("Lampada LED E27 11 W", "PZ", 22, 2, 4.8),
    ("Vernice smalto bianco lt 2,5", "PZ", 22, 18, 34),
    ("Tubo rame 18 mm (barra 5 m)", "BR", 22, 24, 40),
    ("Toner nero originale", "PZ", 22, 60, 140),
    ("Bottiglie vetro 0,75 l (pallet)", "PL", 22, 380, 620),
    ("Tappi sughero 24x44 (conf. 1000)", "CF", 22, 95, 160),
    ("Pasta di semola kg 5", "CF", 10, 7, 11),
    ("Sedia operativa con braccioli", "PZ", 22, 85, 190),
    ("Viteria inox A2 assortita (kg)", "KG", 22, 14, 26),
]


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|djcond"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    l1, l2 = rng.sample(IT_LAST, 2)
    sup = bare_or(rng, IT_FORMED, IT_BARE).format(
        L=l1, L2=l2, X=rng.choice(IT_STEM), F=rng.choice(IT_FIRST)
    )
    city, cap, pr = rng.choice(IT_CITY)
    buyer = rng.choice(IT_BUY).format(
        X=rng.choice(IT_STEM), C=city, F2=la.pick(rng, "G. Mazzini|A. Manzoni|Don Milani")
    )
    public = buyer.startswith("Istituto")
    dt = a_day(rng)
    num = rng.randint(12, 980)
    po = rng.choice(
        [
            f"{num}/{dt.year}",
            f"{num}/{dt:%y}",
            la.digits(rng, "OF######"),
            la.digits(rng, f"{dt.year}/OA/####"),
            str(num),
        ]
    )
    offer = la.digits(rng, rng.choice(["####/##", "OFF-#####", "P####"]))
    commessa = la.digits(rng, rng.choice(["C##-###", "COM ####", "#####"]))
    page = [1]
    stated = stated_of(rng)
    dd = la.dfmt(dt, "dmy")
    bstreet = f"{rng.choice(IT_STREET)}, {rng.randint(1, 180)}"
    piva = la.digits(rng, "###########")
    title = la.pick(
        rng, "ORDINE A FORNITORE N.|ORDINE D'ACQUISTO N.|Ordine di acquisto n.|ORDINE N."
    )

    def foot() -> None:
        s = f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 22,
            f"{buyer} - {bstreet} - {cap} {city} ({pr}) - P.IVA {piva}",
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{title} {po} del {dd} - segue", 10, b=True)
        return 56

    y = 36
    d.t(d.w / 2, y + 12, buyer, 14, b=True, al="c")
    d.t(
        d.w / 2,
        y + 24,
        f"{bstreet} - {cap} {city} ({pr}) - Tel. 0{la.digits(rng, '## ######')} - P.IVA {piva}",
        7.6,
        al="c",
        grey=0.3,
    )
    d.line(m, y + 32, r, y + 32, 1)
    y += 56
    d.t(m, y, f"{title} {po} del {dd}", rng.choice([13, 14, 15]), b=True)
    y += 14
    ws = [wd * f for f in (0.12, 0.36, 0.16, 0.36)]
    scity = rng.choice(IT_CITY)
    srows = [
        (["Cod. fornitore", "Ragione sociale", "Partita IVA / C.F.", "Sede"], True),
        (
            [
                la.digits(rng, "F####"),
                sup,
                la.digits(rng, "###########"),
                f"{rng.choice(IT_STREET[:6])}, {rng.randint(1, 99)} - {scity[1]} {scity[0]}",
            ],
            False,
        ),
        (
            [
                "Pagamento",
                la.pick(
                    rng,
                    "Bonifico bancario 60 gg d.f.f.m.|Ri.Ba. 30/60 gg|Bonifico 30 gg d.f.|Rimessa diretta",
                ),
                "Banca d'appoggio",
                f"IBAN IT{la.digits(rng, '##@#####')}…",
            ],
            False,
        ),
    ]
    d.t(
        m,
        y + 8,
        la.pick(rng, "Dati fornitore|Fornitore|Anagrafica fornitore"),
        7.4,
        b=True,
        grey=0.35,
    )
    y += 11
    for cells, hd in srows:
        y = lrow(
            d,
            m,
            y,
            ws,
            cells,
            "llll",
            h=15,
            size=7.8 if not hd else 7.2,
            b=hd,
            fill=0.88 if hd else None,
        )
    y += 10
    refs = [
        (
            "Vs. offerta n.",
            f"{offer} del {la.dfmt(dt - timedelta(days=rng.randint(3, 25)), 'dmy')}",
        ),
        ("Commessa", commessa),
        ("Consegna", la.pick(rng, "Franco ns. magazzino|Franco destino|Porto franco|Ex works")),
        ("Destinazione merce", f"{la.pick(rng, 'Magazzino|Stabilimento|Sede|Cantiere')} di {city}"),
        ("Consegna richiesta", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")),
        ("Referente", f"{rng.choice(IT_FIRST)} {rng.choice(IT_LAST)}"),
    ]
    if public:
        refs.insert(1, ("CIG", la.digits(rng, "Z#@#@###@#")))
    for k, (lab, val) in enumerate(refs):
        x = m + (k % 2) * (wd / 2)
        yy = y + (k // 2) * 12
        d.t(x, yy + 8, lab + ":", 7.8, b=True)
        d.t(x + 104, yy + 8, val, 7.8, maxw=wd / 2 - 108)
    y += ((len(refs) + 1) // 2) * 12 + 10
    lines = draw_lines(
        rng,
        IT_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 19]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50, 100],
        big=300,
    )
    body = []
    for it, q, p, a in lines:
        sc = Decimal(rng.choice([0, 0, 5, 10, 15])) if rng.random() < 0.4 else ZERO
        a2 = r2(a * (1 - sc / 100))
        body.append(
            (
                [
                    la.digits(rng, "@@####"),
                    it[0],
                    it[1],
                    f"{q:,.0f}".replace(",", "."),
                    eu(p),
                    f"{sc:.0f}%" if sc else "",
                    eu(a2),
                    str(it[2]),
                ],
                a2,
                it[2],
            )
        )
    ws = [wd * f for f in (0.1, 0.4, 0.06, 0.08, 0.1, 0.07, 0.12, 0.07)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo", "Sconto", "Importo", "IVA"],
        [(c, a) for c, a, _t in body],
        "llcrrcrc",
        size=7.8,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 20,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    merce = sum((a for _c, a, _t in body), ZERO)
    trasp = Decimal(rng.choice([0, 0, 15, 25, 40, 60]))
    bases: dict[int, Decimal] = {}
    for _c, a, t in body:
        bases[t] = bases.get(t, ZERO) + a
    bases[22] = bases.get(22, ZERO) + trasp
    iva = sum((r2(b * Decimal(t) / 100) for t, b in bases.items()), ZERO)
    imp = merce + trasp
    total = imp + iva
    if y + 80 > bottom:
        y = brk()
    y += 10
    if stated:
        labs = [
            "Totale merce",
            "Spese trasporto",
            "Imponibile",
            "IVA",
            la.pick(rng, "TOTALE ORDINE|Totale documento|TOTALE ORDINE €"),
        ]
        vals = [
            eu(merce),
            eu(trasp) if trasp else "-",
            eu(imp),
            eu(iva),
            f"€ {eu(total)}" if rng.random() < 0.6 else eu(total),
        ]
        bw = [wd * f for f in (0.19, 0.17, 0.19, 0.19, 0.26)]
        y = d.grid(m, y, bw, labs, vals, size=8.6) + 6
        if len(bases) > 1:
            d.t(
                m,
                y + 6,
                "Riepilogo IVA: "
                + "; ".join(
                    f"{t}% su {eu(b)} = {eu(r2(b * Decimal(t) / 100))}"
                    for t, b in sorted(bases.items(), reverse=True)
                    if b
                ),
                7,
                grey=0.3,
            )
            y += 10
    else:
        y = wrapped(
            d,
            m,
            y,
            "Ordine aperto a prezzi unitari: verrà fatturato a consuntivo sulle quantità effettivamente consegnate. Importo complessivo non definito.",
            8,
            wd * 0.65,
        )
    y += 12
    for t in [
        "Citare il numero e la data del presente ordine su DDT e fatture (fatturazione elettronica, codice destinatario "
        + la.digits(rng, "@@@@@@@")
        + ").",
        "La merce viaggia a rischio del fornitore. Si prega di restituire copia del presente ordine firmata per accettazione.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 24
    d.sign(m, y, 190, "L'Ufficio Acquisti")
    d.sign(r - 220, y, 220, "Per accettazione (timbro e firma del fornitore)")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_it_ordine_fornitore_tabella(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


# --------------------------------------------------------------------------- 10 nl purchase order with a coloured banner and the number in a box

NL_LAST = [
    "de Vries",
    "van Dijk",
    "Jansen",
    "Bakker",
    "Visser",
    "Smit",
    "de Boer",
    "Mulder",
    "van der Meer",
    "Bos",
    "Hendriks",
    "van Leeuwen",
    "Dekker",
    "Brouwer",
]
NL_STEM = "Noordzee|Polder|Delta|Veluwe|IJssel|Kempen|Waddenzee|Zuidas".split("|")
NL_FORMED = [
    "{L} B.V.",
    "{X} Techniek B.V.",
    "{L} & Zn. B.V.",
    "{X} Groep B.V.",
    "{L} V.O.F.",
    "{X} Kantoorartikelen B.V.",
    "{X} Verpakkingen N.V.",
]
NL_BARE = [
    "Installatiebedrijf {L}",
    "{L} Techniek",
    "Bakkerij {L}",
    "Schildersbedrijf {L}",
    "Timmerbedrijf {L}",
    "{L} Tuin & Bestrating",
    "Loodgietersbedrijf {L}",
]
NL_BUY = [
    "Zorgcentrum De {X2}",
    "Hotel {X2} B.V.",
    "{X} Logistiek B.V.",
    "Stichting Basisonderwijs {C}",
    "Woonstichting {X}",
    "Sportcentrum {C} B.V.",
]
NL_CITY = [
    ("Utrecht", "3511 AB"),
    ("Groningen", "9711 LM"),
    ("Eindhoven", "5611 AZ"),
    ("Arnhem", "6811 KM"),
    ("Zwolle", "8011 CW"),
    ("Haarlem", "2011 HK"),
    ("Breda", "4811 XJ"),
    ("Amersfoort", "3811 BA"),
    ("Tilburg", "5038 CB"),
]
NL_STREET = [
    "Industrieweg",
    "Kerkstraat",
    "Stationsplein",
    "Nijverheidsweg",
    "Molenweg",
    "Hoofdstraat",
    "Energieweg",
]
NL_ITEMS = [
    ("Kopieerpapier A4 80 gr (doos 5 pakken)", 21, 19, 29),
    ("Nitril handschoenen M (doos 100)", 21, 5, 9),
    ("Koffiebonen 1 kg", 9, 14, 22),
    ("Melk halfvol 1 l (krat 12)", 9, 11, 16),
    ("Schoonmaakmiddel allesreiniger 5 l", 21, 9, 17),
    ("LED-buis T8 150 cm", 21, 8, 16),
    ("Arbeidsuren monteur", 21, 52, 75),
    ("Muurverf wit 10 l", 21, 45, 85),
    ("Bureaustoel ergonomisch", 21, 145, 320),
    ("Toner zwart origineel", 21, 60, 140),
    ("Betontegels 30x30 (pallet)", 21, 160, 260),
    ("Vuilniszakken 120 l (rol 25)", 21, 6, 11),
    ("Fruitschaal seizoensfruit", 9, 18, 35),
    ("Koperbuis 15 mm (5 m)", 21, 22, 38),
]


def _nl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|djcond"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 42
    l1, l2 = rng.sample(NL_LAST, 2)
    pat = bare_or(rng, NL_FORMED, NL_BARE)
    lname = l1[0].upper() + l1[1:] if pat.startswith("{L}") else l1
    sup = pat.format(L=lname, X=rng.choice(NL_STEM))
    city, pc = rng.choice(NL_CITY)
    buyer = rng.choice(NL_BUY).format(
        X=rng.choice(NL_STEM),
        X2=la.pick(rng, "Linde|Horizon|Klaproos|Waterhoen|Zonnewijzer"),
        C=city,
    )
    scity, spc = rng.choice(NL_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["IO-#####", f"{dt:%Y}-####", "PO######", "#####", f"INK{dt:%y}####"])
    )
    offerte = la.digits(rng, rng.choice(["OFF-####", "O######", "####-##"]))
    page = [1]
    stated = stated_of(rng)
    col = rng.choice([(0.0, 0.45, 0.45), (0.85, 0.4, 0.0), (0.15, 0.25, 0.5), (0.45, 0.1, 0.35)])
    bstreet = f"{rng.choice(NL_STREET)} {rng.randint(1, 200)}"
    kvk = la.digits(rng, "########")
    btw_nr = f"NL{la.digits(rng, '#########')}B01"
    box_lab = la.pick(rng, "Ordernummer|Inkoopordernr.|Ordernr.|Bestelnummer")

    def banner() -> float:
        rgb_fill(d, 0, 0, d.w, 70, Color(*col))
        d.c.setFillGray(1)
        d.c.setFont(d.bold, 15)
        d.c.drawString(m, d.h - 32, buyer)
        d.c.setFont(d.reg, 7.6)
        d.c.drawString(m, d.h - 46, f"{bstreet}  |  {pc} {city}  |  KvK {kvk}  |  btw {btw_nr}")
        d.c.setFont(d.bold, 10)
        d.c.drawString(
            m, d.h - 62, "INKOOPORDER" if page[0] == 1 else "INKOOPORDER (vervolg)", charSpace=1.5
        )
        d.c.setFillGray(1)
        d.c.rect(r - 138, d.h - 58, 138, 44, stroke=0, fill=1)
        d.c.setFillGray(0)
        d.t(r - 130, 26, box_lab, 7.2, grey=0.35)
        d.t(r - 130, 44, po, 12.5, b=True)
        s = f"pagina {page[0]} van {of}" if of else f"pagina {page[0]}"
        d.t(r - 130, 54, s, 6.4, grey=0.4)
        return 92

    def brk() -> float:
        d.new_page()
        page[0] += 1
        return banner()

    y = banner()
    sx = m
    d.t(sx, y + 9, "Leverancier:", 8.4, b=True)
    ly = d.lines(
        sx + 72,
        y,
        [
            sup,
            f"{rng.choice(NL_STREET)} {rng.randint(1, 99)}",
            f"{spc} {scity}",
            f"t.a.v. {la.pick(rng, 'dhr.|mevr.')} {rng.choice(NL_LAST)}",
        ],
        8.8,
        b_first=rng.random() < 0.5,
    )
    kx = m + wd * 0.58
    kv = [
        ("Orderdatum", la.dfmt(dt, rng.choice(["dash", "dmy", "long_nl"]))),
        ("Uw offerte", offerte),
        ("Leveranciersnr.", la.digits(rng, "3####")),
        ("Kostenplaats", la.digits(rng, "KP-####")),
        (
            "Besteld door",
            f"{la.pick(rng, 'Marieke|Joost|Sanne|Pieter|Lotte|Bram')} {rng.choice(NL_LAST)}",
        ),
        ("Leverdatum", la.dfmt(dt + timedelta(days=rng.randint(3, 30)), "dash")),
    ]
    ky = d.kv(kx, y, kv, 84, 8)
    y = max(ly, ky) + 6
    d.t(m, y + 9, "Afleveradres:", 8.4, b=True)
    y = (
        d.lines(
            m + 72,
            y,
            [
                f"{buyer}, {la.pick(rng, 'magazijn|keuken|technische dienst|receptie')}",
                f"{bstreet}, {pc} {city}",
            ],
            8.4,
        )
        + 12
    )
    lines = draw_lines(
        rng,
        NL_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 26]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 25],
    )
    body = [
        (
            [
                la.digits(rng, "#####"),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                eu(p),
                f"{it[1]}%",
                eu(a),
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    ws = [wd * f for f in (0.11, 0.47, 0.08, 0.12, 0.08, 0.14)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Artikelnr.", "Omschrijving", "Aantal", "Prijs", "btw", "Bedrag"],
        body,
        "llrrcr",
        size=7.8,
        rowh=rng.choice([15, 16, 18]),
        bottom=bottom - 16,
        brk=brk,
        hrgb=col,
        grid=False,
        zebra=(0.95, 0.95, 0.95) if rng.random() < 0.5 else None,
    )
    sub = sum((a for *_, a in lines), ZERO)
    korting = r2(sub * Decimal(rng.choice(["0.02", "0.05", "0.1"]))) if rng.random() < 0.3 else ZERO
    verzend = Decimal(rng.choice([0, 0, 6.95, 12.5, 19.95, 35])).quantize(Decimal("0.01"))
    f = (sub - korting) / sub if sub else Decimal(1)
    b21 = r2(sum((a for it, _q, _p, a in lines if it[1] == 21), ZERO) * f) + verzend
    b9 = r2(sum((a for it, _q, _p, a in lines if it[1] == 9), ZERO) * f)
    t21, t9 = r2(b21 * Decimal("0.21")), r2(b9 * Decimal("0.09"))
    excl = sub - korting + verzend
    total = excl + t21 + t9
    if y + 120 > bottom:
        y = brk()
    y += 8
    sx = r - 220
    if stated:
        rows = [("Subtotaal", eu(sub), False)]
        if korting:
            rows.append(("Korting", f"-{eu(korting)}", False))
        if verzend:
            rows.append(("Verzendkosten", eu(verzend), False))
        rows.append(("Totaal excl. btw", eu(excl), False))
        if b21:
            rows.append(("btw 21%", eu(t21), False))
        if b9:
            rows.append(("btw 9%", eu(t9), False))
        rows.append(
            (
                la.pick(rng, "Totaal incl. btw|TOTAAL|Totaalbedrag|Te betalen"),
                f"€ {eu(total)}",
                True,
            )
        )
        y = d.summary(sx, r - 4, y, rows, 8.6, shade=0.9)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Raamorder: facturering op basis van werkelijk geleverde hoeveelheden tegen de afgesproken prijzen. Geen totaalbedrag vastgesteld.",
            8,
            wd * 0.6,
        )
    y += 14
    for t in [
        f"Vermeld ons ordernummer op pakbon en factuur. Facturen uitsluitend als PDF naar facturen@{buyer.split()[0].lower()}.nl.",
        "Op deze order zijn onze algemene inkoopvoorwaarden van toepassing. Levering op werkdagen tussen 7.30 en 15.30 uur.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 28
    if y + 16 > bottom:
        y = brk() + 20
    d.sign(m, y, 180, "Voor akkoord (inkoop)")
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind29_nl_inkooporder_kleurbalk(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nl)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind29_zh_wujin_caigou_cebian,
        blind29_tw_caigoudan_hengban_youkuang,
        blind29_ja_chumonsho_ukesho_kirisen,
        blind29_en_us_ca_po_header_strip,
        blind29_en_uk_ie_au_in_order_to,
        blind29_de_din_brief_bestellung,
        blind29_fr_bon_commande_bandeau,
        blind29_es_pedido_apaisado_rejilla,
        blind29_it_ordine_fornitore_tabella,
        blind29_nl_inkooporder_kleurbalk,
    )
}

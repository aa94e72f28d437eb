# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind for the held-out decision split after blind32
(`fit8_*`), one per language and setting.

- fit8_zh_smt_waixie_jiagongdan: a mainland electronics factory's 外协加工单 / 委外采购订单 to an
  SMT / DIP subcontractor on portrait A4 (the buyer's name over the title, a red No. at times;
  the subcontractor on an underlined 外协厂商 / 加工方 line or under 致：, the order's own
  number among 生产工单号, 发料单号, BOM 版本 and 报价单号; a product box with PCB number,
  points per board and process; a processing-fee table priced per solder point, per board and
  as one-off stencil and set-up fees; a table of buyer-supplied parts without prices, a loss
  rate and its deduction rule; 不含税 / 增值税 13 % / 含税合计 or a tax-inclusive sum, 大写, a
  deposit at times; 编制 / 审核 / 批准 and the subcontractor's countersignature).
- fit8_zh_caigou_shenqing_dinggou: a property-management project's or a school canteen's
  采购申请暨订购单 (the organisation and its department over the title, a label / value grid
  with the request's 申请单号 beside the order's 订购单号, the supplier as 供货单位 / 供应商 in
  a full-width row, applied and approved quantities with the approved ones priced, 合计 as the
  table's last row, 大写 / 小写, a budget strip with 本月预算 / 已使用 / 本次 / 余额, and an
  approval chain printed at the foot as a row of boxes with opinions, names and dates, the
  copies' colours).
- fit8_tw_jixie_zhongyidao_caigoudan: a Taiwanese machinery maker's 採購單 printed from an ERP
  on continuous 中一刀 paper (pin-feed holes down both edges, a perforation), the 廠商 block at
  the left with a vertical caption or a 廠商名稱 label, the order data at the right (採購單號,
  民國 dates, 幣別 / 匯率, 課稅別, 請購單號), drawing numbers with revisions and materials per
  line, 未稅單價 / 含稅單價 and 未稅金額 / 含稅金額 side by side, 承上頁 / 接下頁 over sheets,
  未稅合計 / 營業稅 / 含稅總計 in whole NT$ on the last sheet, approval boxes).
- fit8_ja_insatsu_hacchusho_gochu: a design office's 発注書 to a print shop or stationer (the
  supplier top left with 御中 and at times a ご担当 様 line, the office at the right with its
  登録番号 and a red 角印 in a seal box, 発注番号 and 発注日 at the top right, a boxed
  ご発注金額 (税込) line, a job grid with 案件名, the end client, 見積番号, 入稿日, 校正 and
  納期, print specifications per line (size, paper, colours, finishing), 小計 / 消費税 10 % /
  合計 in whole yen).
- fit8_en_gb_eproc_po_line_blocks: a UK NHS trust's or council's purchase order printed from an
  e-procurement system (the body's name in a coloured band, an order-details table with
  revision, requisition, buyer and cost-centre fields, the supplier under "Supplier" with its
  site and number, each line as a block with its attributes — need-by, UOM, VAT code S / Z / E
  — beneath the description, an order summary of net, VAT 20 % and order total in £, the "No
  PO, No Pay" invoicing instructions and the accounts-payable address).
- fit8_en_us_contractor_qb_po: a small US contractor's purchase order from accounting software
  (Letter; the contractor's name and logo initials top left, "Purchase Order" at the right over
  Date / P.O. No. cells, Vendor and Ship To boxes side by side, a strip of Job / Terms /
  Expected / Ship Via / Rep cells, lines with Item, Description, Customer:Job, Qty, Rate,
  Amount, sales tax at times, a Total box, a memo and the job-site permit number).
- fit8_de_hotel_getraenke_bestellschein: an Austrian or Swiss hotel's Bestellschein to a
  beverage wholesaler (the hotel's letterhead with stars, the wholesaler under "An" or
  unlabelled, the hotel's customer number there, delivery-day tick boxes and a delivery
  window at the goods entrance, lines grouped under Bier / Alkoholfrei / Wein / Spirituosen
  headings with container sizes, Pfand / Depot lines and Leergut returns as credits, Warenwert
  netto, Pfand, USt 20 % / 10 % or MWST 8.1 %, Gesamtbetrag, the F&B manager's signature).
- fit8_be_bestelbon_school_gemeente: a Belgian school's or municipality's bestelbon / bon de
  commande (Flemish, Walloon or bilingual Brussels labels "Leverancier / Fournisseur", the
  ondernemingsnummer / n° d'entreprise, budget article, college or board decision date,
  visum of the financial director, lines with BTW / TVA 6 % or 21 %, a VAT summary by rate,
  "Totaal te betalen / Total à payer").
- fit8_es_minera_orden_compra_faena: a Chilean or Mexican mining or construction firm's orden
  de compra (faena or obra and centro de costo, SolPed / requisición, cotización and contrato
  marco numbers, the proveedor block with RUT and giro or RFC and régimen, SAP material codes,
  HSE and acreditación conditions, Neto / IVA 19 % in whole pesos or Subtotal / IVA 16 % /
  retención in MXN, the total and its amount in words, three signatures).
- fit8_pl_cs_erp_zamowienie_vydana: a Polish manufacturer's "Zamówienie do dostawcy" or a Czech
  one's "Objednávka vydaná" printed from an ERP (the document code in a shaded strip, the
  supplier first under Dostawca / Dodavatel with NIP / IČO, DIČ and bank, the buyer with a
  separate delivery plant, indices and drawing numbers per line with rabat / sleva, a VAT /
  DPH summary by rate, Razem do zapłaty / Celkem k úhradě, the amount in words in Polish).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, request, quotation, production-order,
material-issue, SolPed, contract, budget or copy number); the supplier exactly as printed on
its own first line (the subcontractor, the 供货单位, the 廠商, the print shop before 御中, the
vendor, the wholesaler, the leverancier / fournisseur, the proveedor, the dostawca /
dodavatel; never the buyer, its site, a contact or the end client); the grand total as
"1234.50" (whole NT$, yen and Chilean pesos as "1234.00"; after discounts, Leergut credits and
retentions, incl. tax when the document states it; "" when the document states none, about one
document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
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
pick = la.pick
dig = la.digits


def en2(v: Decimal) -> str:
    return grouped(v)


def ch(v: Decimal) -> str:
    """1'234.50 (Swiss)."""
    return grouped(v, "'", ".")


def clp(v: Decimal) -> str:
    """1.234.567 (Chilean pesos, whole)."""
    return grouped(v, ".", ",", 0)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    return rng.choice(big if rng.random() < p else small)


def sign_boxes(
    pdf: cj.Pdf, x: float, y: float, w: float, heads: list[str], h: float = 44, size: float = 8.4
) -> float:
    """A row of signature boxes with captions in a shaded strip; returns the y below."""
    cw = w / len(heads)
    for k, s in enumerate(heads):
        pdf.rect(x + k * cw, y, cw, 16, fill=PALE, stroke=black, lw=0.5)
        pdf.text(x + k * cw + cw / 2, y + 11.5, s, size, align="c", maxw=cw - 4)
        pdf.rect(x + k * cw, y + 16, cw, h, stroke=black, lw=0.5)
    return y + 16 + h


# --------------------------------------------------------------------------- 1 zh-Hans SMT subcontract processing order

WX_CITY = "深圳 东莞 惠州 苏州 昆山 无锡 中山 珠海 厦门 合肥 重庆 成都 武汉 宁波".split()
WX_BUY_S = "华讯 致远 瑞芯 凌云 朗科 中电 北辰 星联 科瑞 安普 德赛 宏微 普联 鼎为".split()
WX_BUY = [
    "{c}{s}电子科技有限公司",
    "{c}市{s}智能科技股份有限公司",
    "{s}电子（{c}）有限公司",
    "{c}{s}通信设备有限公司",
    "{c}{s}电器股份有限公司",
]
WX_SUP_S = "创美 鑫盛 华达 精诚 捷飞 恒瑞 日升 宏达 佳讯 明阳 兴旺 富强 盈科 长城 联兴 宝隆".split()
WX_SUP_FORMED = [
    "{c}市{s}电子有限公司",
    "{c}{s}科技有限公司",
    "{s}精密电子（{c}）有限公司",
    "{c}{s}电子加工有限公司",
    "{c}市{s}智能制造有限公司",
]
WX_SUP_BARE = [
    "{c}{s}电子厂",
    "{c}市{s}SMT贴片加工厂",
    "{s}电子加工部",
    "{c}{s}电子厂（普通合伙）",
    "{c}市宝安区{s}电子厂",
]
WX_PROD = [
    ("智能门锁主控板", "ZL-MB"),
    ("蓝牙音箱功放板", "BT-AMP"),
    ("车载充电器PCBA", "CC-PD"),
    ("电源适配器主板", "PA-65W"),
    ("LED驱动板", "LD-36"),
    ("工控通讯模块", "CM-485"),
    ("无线路由器主板", "WR-AX3"),
    ("电机控制板", "MC-BLDC"),
    ("温控器显示板", "TC-DSP"),
    ("充电桩控制板", "EVC-7K"),
]
WX_PARTS = [
    ("主控芯片", "STM32F103C8T6 LQFP48"),
    ("电源芯片", "TPS5430DDAR"),
    ("MOS管", "AO3400A SOT-23"),
    ("贴片电阻", "0603 10KΩ ±1%"),
    ("贴片电阻", "0402 100Ω ±1%"),
    ("贴片电容", "0603 100nF 50V X7R"),
    ("贴片电容", "0805 10uF 25V"),
    ("电解电容", "470uF 35V 8×12"),
    ("电感", "CD54 22uH"),
    ("二极管", "SS34 SMA"),
    ("晶振", "8MHz 3225"),
    ("排针", "2.54mm 1×6P"),
    ("连接器", "XH2.54 4P 立式"),
    ("LED", "0603 白光"),
    ("蜂鸣器", "12×9.5 5V"),
    ("PCB光板", "FR-4 1.6mm 双面"),
    ("光耦", "PC817 SOP-4"),
    ("继电器", "HF46F 12V"),
    ("TVS管", "SMBJ24A"),
    ("保险丝", "1206 2A"),
]


def _wx(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    c1, c2 = rng.choice(WX_CITY), rng.choice(WX_CITY)
    buyer = rng.choice(WX_BUY).format(c=c1, s=rng.choice(WX_BUY_S))
    sup = bare_or(rng, WX_SUP_FORMED, WX_SUP_BARE, 0.35).format(c=c2, s=rng.choice(WX_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "WX{Y}{m}{n4}|WW-{y}{m}{d}-{n3}|OSP{Y}{n5}|WXJG{y}{m}{n3}|JG{Y}{m}{d}{n2}"
    )
    mo = cj.number(rng, d, "MO{y}{m}{n5}|SC-{Y}-{n4}|GD{y}{m}{d}{n2}")
    fl = cj.number(rng, d, "FL{y}{m}{d}{n3}|LL-{Y}{m}-{n4}")
    qt = cj.number(rng, d, "BJ{y}{m}{n3}|Q-{Y}{n4}")
    stated = stated_of(rng)
    page = [1]
    title = cj.pick(rng, "外协加工单|委外采购订单|外协加工订单|SMT外协加工单|委 外 加 工 单")
    po_lab = cj.pick(rng, "外协单号|委外单号|单　　号|订单编号|加工单号")
    sup_lab = cj.pick(rng, "外协厂商|加工厂商|承接单位|委外厂商|加工方")
    rate = rng.choice([13, 13, 13, 6, 3])
    incl = rng.random() < 0.3
    prod, code = rng.choice(WX_PROD)
    model = f"{code}-{rng.randint(100, 999)}{rng.choice(['', 'A', 'B', 'S'])}"
    qty = rng.choice([200, 300, 500, 500, 800, 1000, 1000, 1500, 2000, 3000, 5000])
    pts_smt = rng.randint(120, 980)
    pts_dip = rng.choice([0, 0, 8, 12, 16, 24, 36, 48])
    double = rng.random() < 0.5
    ds = rng.choice(["cn", "iso", "slash"])

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 22,
            cj.pick(
                rng,
                "白联：存根　红联：外协厂商　黄联：财务|第一联 采购留存 / 第二联 外协厂商 / 第三联 仓库|本单经双方签字盖章后生效，传真件有效",
            ),
            7,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 22,
            f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title.replace(' ', '')}（续）", 9, bold=True)
        pdf.text(right, 34, f"{po_lab.replace('　', '')}：{po}", 8.6, align="r")
        return 46

    y = 40
    pdf.text(pdf.w / 2, y, buyer, 15, align="c", bold=True)
    y += 13
    pdf.text(
        pdf.w / 2,
        y,
        f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        7.6,
        align="c",
        colour=GREY,
    )
    y += 26
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=1.5)
    red_no = rng.random() < 0.4
    if red_no:
        pdf.text(right, y, f"No. {po}", 11, align="r", colour=RED)
    y += 22
    # the two columns of underlined label lines
    lw_ = wd * 0.56
    left = []
    if rng.random() < 0.2:
        left.append(("致：", sup))
    else:
        left.append((f"{sup_lab}：", sup))
    left += [
        ("地　　址：", cj.zh_addr(rng)),
        ("联 系 人：", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("结算方式：", cj.pick(rng, "月结30天|月结60天|货到验收合格后付款|预付30%，余款月结")),
    ]
    rightc = []
    if not red_no or rng.random() < 0.4:
        rightc.append((f"{po_lab}：", po))
    rightc += [
        ("下单日期：", cj.fdate(d, ds)),
        ("要求交期：", cj.fdate(cj.later(rng, d, 7, 30), ds)),
        ("生产工单：", mo),
    ]
    if rng.random() < 0.5:
        rightc.append(("报价单号：", qt))
    if rng.random() < 0.3:
        left, rightc = rightc, left
    yy = y
    for k, (lab, val) in enumerate(left):
        pdf.text(m, yy + 10, lab, 8.8, bold=k == 0 and val == sup)
        pdf.text(m + 62, yy + 10, val, 9 if val == sup else 8.6, maxw=lw_ - 70, bold=val == sup)
        pdf.line(m + 60, yy + 13, m + lw_ - 8, yy + 13, lw=0.4)
        yy += 17
    y2 = y
    for lab, val in rightc:
        pdf.text(m + lw_, y2 + 10, lab, 8.8, bold=val == sup)
        pdf.text(m + lw_ + 62, y2 + 10, val, 8.6, maxw=wd - lw_ - 64, bold=val == sup)
        pdf.line(m + lw_ + 60, y2 + 13, right, y2 + 13, lw=0.4)
        y2 += 17
    y = max(yy, y2) + 12
    # product box
    ws = cj.rel(wd, [13, 22, 13, 18, 13, 21])
    rows = [
        [
            "产品名称",
            prod,
            "产品型号",
            model,
            "PCB编号",
            f"{code}-PCB-V{rng.randint(1, 4)}.{rng.randint(0, 9)}",
        ],
        [
            "加工数量",
            f"{qty:,} PCS",
            "单板点数",
            f"SMT {pts_smt} 点" + (f" / DIP {pts_dip} 点" if pts_dip else ""),
            "BOM版本",
            f"V{rng.randint(1, 5)}.{rng.randint(0, 9)}",
        ],
        [
            "工艺要求",
            cj.pick(rng, "无铅 ROHS|有铅|无铅 高温锡膏"),
            "贴装面",
            "双面" if double else "单面",
            "发料单号",
            fl,
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=19, size=8.2, labels=(0, 2, 4), fill=PALE) + 14
    # fee table
    fees = []
    p_smt = Decimal(rng.randint(7, 22)) / 1000
    fees.append(("SMT贴片", "按点计价", Decimal(pts_smt * qty), "点", p_smt))
    if pts_dip:
        fees.append(
            (
                "DIP插件焊接",
                "按点计价",
                Decimal(pts_dip * qty),
                "点",
                Decimal(rng.randint(25, 60)) / 1000,
            )
        )
    if rng.random() < 0.6:
        fees.append(
            ("功能测试", "按块计价", Decimal(qty), "PCS", Decimal(rng.randint(30, 250)) / 100)
        )
    if rng.random() < 0.35:
        fees.append(
            ("三防漆喷涂", "按块计价", Decimal(qty), "PCS", Decimal(rng.randint(20, 90)) / 100)
        )
    if rng.random() < 0.3:
        fees.append(
            ("防静电包装", "按块计价", Decimal(qty), "PCS", Decimal(rng.randint(5, 30)) / 100)
        )
    if rng.random() < 0.6:
        fees.append(
            (
                "钢网费",
                "一次性",
                Decimal(2 if double else 1),
                "张",
                Decimal(rng.choice([150, 180, 200, 260, 300])),
            )
        )
    if rng.random() < 0.5:
        fees.append(
            ("开机/工程费", "一次性", Decimal(1), "批", Decimal(rng.choice([200, 300, 500, 800])))
        )
    pdf.text(
        m, y + 10, "一、加工费明细" + ("（单价含税）" if incl else "（单价不含税）"), 10, bold=True
    )
    y += 16
    body = []
    sub = ZERO
    for i, (it, how, q, u, p) in enumerate(fees, 1):
        a = r2(q * p)
        sub += a
        pstr = f"{p:.3f}" if p < 1 else cj.money(p)
        body.append(
            (
                [
                    str(i),
                    it,
                    how,
                    f"{q:,.0f}",
                    u,
                    pstr if stated else "按报价",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    heads = ["序号", "加工项目", "计价方式", "数量", "单位", "单价（元）", "金额（元）"]
    ws = cj.rel(wd, [6, 22, 14, 16, 8, 14, 20])
    y = ctable(
        pdf, m, y, ws, heads, body, "clcrcrr", rowh=18, size=8.2, bottom=bottom, brk=brk, fill=PALE
    )
    if incl:
        tax = r2(sub * rate / (100 + rate))
        net, total = sub - tax, sub
    else:
        net = sub
        tax = r2(sub * rate / 100)
        total = net + tax
    if stated:
        if y + 60 > bottom:
            y = brk()
        if incl:
            rows2 = [("加工费合计（含税）", cj.money(total))]
            if rng.random() < 0.5:
                rows2.append((f"其中税额（{rate}%）", cj.money(tax)))
        else:
            rows2 = [
                ("加工费合计（不含税）", cj.money(net)),
                (f"增值税（{rate}%）", cj.money(tax)),
                (cj.pick(rng, "价税合计|含税合计|合计金额（含税）"), cj.money(total)),
            ]
        for k, (lab, v) in enumerate(rows2):
            last = k == len(rows2) - 1 or (incl and k == 0)
            y = crow(
                pdf,
                m,
                y,
                [sum(ws[:5]), ws[5] + ws[6]],
                [lab, ("¥" if last else "") + v],
                "rr",
                h=18,
                size=8.6,
                bold=last,
            )
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:2]), sum(ws[2:])],
            ["金额大写", cj.daxie(total)],
            "cl",
            h=18,
            size=8.4,
        )
        if rng.random() < 0.3:
            dep = r2(total * Decimal("0.3"))
            pdf.text(
                m,
                y + 12,
                f"预付定金（30%）：¥{cj.money(dep)}　尾款：¥{cj.money(total - dep)}（验收合格后月结）",
                8.2,
                colour=GREY,
            )
            y += 16
    else:
        pdf.text(
            m, y + 12, f"加工费按双方确认的报价单（{qt}）执行，结算以实际合格入库数量为准。", 8.4
        )
        y += 16
    y += 12
    # buyer-supplied parts
    n = n_lines(rng, [4, 5, 6, 8, 10, 12], [26, 34, 40])
    parts = (
        [rng.choice(WX_PARTS) for _ in range(n)] if n > len(WX_PARTS) else rng.sample(WX_PARTS, n)
    )
    if y + 60 > bottom:
        y = brk()
    pdf.text(
        m,
        y + 10,
        cj.pick(
            rng, "二、甲供物料清单（客供料，不计价）|二、发料明细（我司提供物料）|二、来料清单"
        ),
        10,
        bold=True,
    )
    y += 16
    loss = rng.choice(["0.3%", "0.5%", "1%", "2%"])
    body = []
    for i, (nm, spec) in enumerate(parts, 1):
        use = rng.choice([1, 1, 1, 2, 2, 3, 4, 6, 8, 12])
        body.append(
            (
                [
                    str(i),
                    f"{rng.randint(1, 9)}{rng.randint(10, 99)}-{rng.randint(10000, 99999)}",
                    nm,
                    spec,
                    str(use),
                    f"{use * qty + rng.choice([0, 5, 10, 20, 50]):,}",
                    loss,
                ],
                ZERO,
            )
        )
    ws2 = cj.rel(wd, [6, 16, 14, 34, 9, 12, 9])
    y = ctable(
        pdf,
        m,
        y,
        ws2,
        ["序号", "物料编码", "物料名称", "规格型号", "单机用量", "发料数量", "损耗率"],
        body,
        "cllcrrc",
        rowh=16,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    y += 12
    terms = [
        f"1. 来料损耗率不得超过{loss}，超出部分按我司物料采购成本价从加工费中扣除。",
        "2. 加工质量按IPC-A-610 二级标准验收，不良品由加工方免费返修。",
        f"3. 送货单须注明{po_lab.replace('　', '')}及生产工单号，剩余物料随成品一并退回。",
        "4. 加工方不得将我司物料、钢网及资料挪作他用或泄露给第三方。",
    ]
    if y + 20 + 14 * len(terms) > bottom:
        y = brk()
    pdf.text(m, y + 10, "三、技术及质量要求", 10, bold=True)
    y += 16
    for t in terms:
        pdf.text(m + 6, y + 10, t, 8, maxw=wd - 10)
        y += 14
    y += 10
    if y + 70 > bottom:
        y = brk()
    heads = ["编制", "审核", "批准", f"{sup_lab}确认（签字盖章）"]
    sign_boxes(pdf, m, y, wd, heads, h=46)
    cw = wd / 4
    for k in range(3):
        pdf.text(m + k * cw + cw / 2, y + 40, cj.person(rng), 9, align="c")
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_zh_smt_waixie_jiagongdan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _wx)


# --------------------------------------------------------------------------- 2 zh-Hans purchase request and order with an approval chain

SQ_CITY = "南京 杭州 合肥 济南 郑州 长沙 南昌 福州 昆明 贵阳 太原 石家庄 西安 南宁".split()
SQ_ORG_PM = [
    ("{c}{s}物业服务有限公司", "{p}项目服务中心"),
    ("{c}{s}物业管理有限公司", "{p}管理处"),
    ("{s}物业服务集团股份有限公司{c}分公司", "{p}项目部"),
]
SQ_ORG_SCH = [
    ("{c}市第{n}中学", "后勤服务中心（食堂）"),
    ("{c}{s}实验学校", "总务处 食堂管理办公室"),
    ("{c}市{s}小学", "后勤处"),
    ("{c}{s}职业技术学院", "后勤管理处 第{n}食堂"),
]
SQ_S = "绿城 金地 万和 锦华 嘉园 安居 华庭 润泽 恒信 育才 明德 启航 博雅 新华".split()
SQ_P = "翠湖花园 金域蓝湾 滨江壹号 阳光城 锦绣家园 世纪广场 书香苑 湖畔雅居".split()
SQ_SUP_S = "鲜丰 惠农 丰收 禾润 嘉禾 百味 益民 金穗 新鲜 老王 顺发 永辉 洁美 雅洁 明亮 安顺".split()
SQ_SUP_FOOD_F = [
    "{c}{s}农副产品配送有限公司",
    "{c}市{s}食品贸易有限公司",
    "{c}{s}餐饮供应链管理有限公司",
    "{c}{s}粮油有限公司",
]
SQ_SUP_FOOD_B = ["{c}{s}蔬菜批发部", "{s}粮油商行", "{c}市{s}冻品经营部", "{c}{s}副食品店"]
SQ_SUP_PM_F = [
    "{c}{s}清洁用品有限公司",
    "{c}市{s}保洁服务有限公司",
    "{c}{s}五金机电有限公司",
    "{c}{s}园林绿化工程有限公司",
]
SQ_SUP_PM_B = ["{c}{s}五金店", "{s}清洁用品经营部", "{c}市{s}日用百货商行", "{c}{s}水电材料部"]
SQ_FOOD = [
    ("东北大米", "25kg/袋 一级", "袋", 120, 185),
    ("食用调和油", "20L/桶", "桶", 160, 260),
    ("猪前腿肉", "鲜肉", "斤", 12, 18),
    ("鸡胸肉", "冻品 2kg/袋", "袋", 22, 36),
    ("鸡蛋", "鲜蛋", "斤", 4.2, 6.5),
    ("土豆", "新鲜 净菜", "斤", 1.2, 2.5),
    ("大白菜", "新鲜", "斤", 0.8, 1.8),
    ("西红柿", "新鲜", "斤", 2.5, 4.5),
    ("面粉", "特一粉 25kg", "袋", 85, 130),
    ("生抽酱油", "1.9L×6瓶", "箱", 55, 90),
    ("食盐", "加碘 400g×40", "箱", 48, 70),
    ("鲜牛奶", "250ml×24盒", "箱", 55, 85),
    ("豆腐", "盒装 400g", "盒", 2.5, 4),
    ("带鱼段", "冻品 10kg/箱", "箱", 260, 380),
    ("洗洁精", "5kg/桶", "桶", 22, 38),
]
SQ_PM = [
    ("垃圾袋", "90×100cm 加厚 50只/捆", "捆", 18, 32),
    ("84消毒液", "5kg/桶", "桶", 16, 28),
    ("LED灯管", "T8 1.2米 18W", "支", 9, 18),
    ("拖把", "旋转式 不锈钢杆", "把", 25, 55),
    ("卫生纸", "大盘纸 700g×12卷", "箱", 60, 95),
    ("擦手纸", "三折 200抽×20包", "箱", 48, 80),
    ("水龙头", "304不锈钢 单冷", "个", 35, 85),
    ("PPR水管", "DN25 4米", "根", 22, 40),
    ("草坪肥", "复合肥 40kg", "袋", 95, 160),
    ("电梯五方对讲分机", "通用型", "台", 180, 320),
    ("灭火器", "干粉 4kg", "具", 55, 95),
    ("警示锥", "70cm 反光", "个", 18, 35),
    ("玻璃清洁剂", "500ml×24瓶", "箱", 72, 120),
    ("空气开关", "DZ47 2P 32A", "只", 22, 45),
    ("保洁推车", "多功能 带盖", "台", 260, 480),
]


def _sq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    school = rng.random() < 0.5
    c = rng.choice(SQ_CITY)
    org, dept = rng.choice(SQ_ORG_SCH if school else SQ_ORG_PM)
    org = org.format(c=c, s=rng.choice(SQ_S), n=rng.choice("一二三四五六七八九十"))
    dept = dept.format(p=rng.choice(SQ_P), n=rng.choice("一二三"))
    formed, bare = (SQ_SUP_FOOD_F, SQ_SUP_FOOD_B) if school else (SQ_SUP_PM_F, SQ_SUP_PM_B)
    sup = bare_or(rng, formed, bare, 0.4).format(
        c=rng.choice(SQ_CITY + [c, c]), s=rng.choice(SQ_SUP_S)
    )
    pool = SQ_FOOD if school else SQ_PM
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DG{Y}{m}{n3}|CG-{y}{m}{d}-{n2}|DGD{Y}{n4}|{Y}-DG-{n4}|ST{y}{m}{n3}")
    req = cj.number(rng, d, "SQ{Y}{m}{n3}|QG-{y}{m}{d}-{n2}|CGSQ{y}{n4}")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["cn", "iso", "cn0"])
    po_lab = cj.pick(rng, "订购单号|订单编号|订购编号|采购订单号")
    req_lab = cj.pick(rng, "申请单号|请购单号|申请编号")
    sup_lab = cj.pick(rng, "供货单位|供应商|供货商|订购单位（供方）")
    title = cj.pick(
        rng,
        "采购申请暨订购单|采购申请及订购单|物资采购申请暨订购单|食堂采购申请暨订购单"
        if school
        else "采购申请暨订购单|采购申请及订购单|物资采购申请暨订购单",
    )

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 22,
            "本单一式三联：第一联 申请部门存根　第二联 供货单位　第三联 财务报账",
            7,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 22,
            f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{org} {title}（续页）", 9, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.6, align="r")
        return 46

    y = 44
    pdf.text(pdf.w / 2, y, org, 15, align="c", bold=True)
    y += 16
    pdf.text(pdf.w / 2, y, dept, 10, align="c")
    y += 24
    pdf.text(pdf.w / 2, y, title, 16, align="c", bold=True, space=1)
    top_no = rng.random() < 0.5
    if top_no:
        pdf.text(
            right,
            y + 16,
            f"{po_lab}：{po}",
            9.2,
            align="r",
            colour=RED if rng.random() < 0.5 else black,
        )
    y += 24
    ws = cj.rel(wd, [14, 36, 14, 36])
    r_no = [req_lab, req] + ([] if top_no else [po_lab, po])
    rows = [
        [
            "申请部门",
            dept
            if rng.random() < 0.5
            else cj.pick(
                rng,
                "食堂|后勤处|总务处|食堂管理办公室"
                if school
                else "工程部|客服部|环境部|秩序维护部|综合管理部",
            ),
            "申请日期",
            cj.fdate(d, ds),
        ],
        [
            "申 请 人",
            f"{cj.person(rng)}　{cj.mobile(rng)}",
            "需用日期",
            cj.fdate(cj.later(rng, d, 1, 10), ds),
        ],
        r_no
        if not top_no
        else r_no + ["采购方式", cj.pick(rng, "定点采购|询价采购|比价采购|协议供货")],
        [sup_lab, sup],
        [
            "联 系 人",
            f"{cj.person(rng)}　{cj.zh_tel(rng) if rng.random() < 0.5 else cj.mobile(rng)}",
            "付款方式",
            cj.pick(rng, "月结|每周结算|货到付款|转账"),
        ],
        [
            "送货地点",
            f"{org}{cj.pick(rng, '食堂后门仓库|一号门岗|库房|物业办公室|地下车库B1仓库')}",
        ],
    ]
    if rng.random() < 0.3:
        rows.insert(3, rows.pop(2))
    y = kgrid(pdf, m, y, ws, rows, h=19, size=8.4, fill=PALE) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10, 12, 14], [30, 38])
    lines = more_lines(
        rng, pool, n, [1, 2, 3, 5, 5, 10, 10, 20, 30, 50], ["（备用）", "（补货）", "（另批）"]
    )
    body = []
    total = ZERO
    ws = cj.rel(wd, [6, 18, 20, 7, 10, 10, 11, 12, 10])
    for i, (it, q, p, a) in enumerate(lines, 1):
        ap = q if rng.random() < 0.8 else max(Decimal(1), q - rng.choice([1, 2, 5]))
        a = r2(ap * p)
        total += a
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    f"{ap:,.0f}",
                    cj.money(p) if stated else "",
                    cj.money(a) if stated else "",
                    cj.pick(rng, "| | |急用|分批送"),
                ],
                a,
            )
        )
    heads = [
        "序号",
        "品名",
        "规格",
        "单位",
        "申请数量",
        "核定数量",
        "单价（元）",
        "金额（元）",
        "备注",
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllcrrrrl",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if stated:
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:7]), ws[7], ws[8]],
            ["合　　计", cj.money(total), ""],
            "crl",
            h=18,
            size=8.6,
            bold=True,
        )
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:2]), sum(ws[2:6]), sum(ws[6:])],
            ["金额合计（大写）", cj.daxie(total), f"（小写）¥{cj.money(total)}"],
            "cll",
            h=18,
            size=8.2,
        )
    else:
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:2]), sum(ws[2:])],
            ["价格说明", "按定点供货协议价结算，以实际验收数量为准"],
            "cl",
            h=18,
            size=8.2,
        )
    y += 10
    if stated and rng.random() < 0.65:
        if y + 40 > bottom:
            y = brk()
        budget = Decimal(rng.choice([20000, 30000, 50000, 80000, 120000]))
        used = r2(budget * Decimal(rng.randint(10, 60)) / 100)
        pdf.text(m, y + 10, "预算控制", 9, bold=True)
        y += 14
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [13, 12, 13, 12, 13, 12, 13, 12]),
                [
                    [
                        "本月预算",
                        cj.money(budget),
                        "本月已使用",
                        cj.money(used),
                        "本次申请",
                        cj.money(total),
                        "预算余额",
                        cj.money(budget - used - total),
                    ]
                ],
                h=18,
                size=7.8,
                labels=(0, 2, 4, 6),
                fill=PALE,
                align="-r-r-r-r",
            )
            + 10
        )
    if y + 100 > bottom:
        y = brk()
    pdf.text(m, y + 10, cj.pick(rng, "审批流程|审批意见|会签栏"), 9.5, bold=True)
    y += 16
    chain = [
        "申请人",
        "部门负责人",
        cj.pick(rng, "采购经办|采购专员"),
        "财务审核",
        "分管领导" if school else "项目经理",
    ]
    chain.append(cj.pick(rng, "校长|总务主任") if school else cj.pick(rng, "总经理|分公司经理"))
    if rng.random() < 0.3:
        chain.pop(4)
    cw = wd / len(chain)
    sign_boxes(pdf, m, y, wd, chain, h=50, size=8.2)
    dd = d
    for k in range(len(chain)):
        x = m + k * cw + 5
        if k:
            dd = dd + timedelta(days=rng.choice([0, 0, 1]))
        op = "" if k == 0 else cj.pick(rng, "同意|同意采购|情况属实，同意|拟同意")
        pdf.text(x, y + 30, op, 7.8, maxw=cw - 8)
        pdf.text(x, y + 44, cj.person(rng), 8.4)
        pdf.text(x + cw - 10, y + 62, cj.fdate(dd, "iso"), 6.8, align="r", colour=GREY)
    y += 72
    if y + 24 < bottom:
        pdf.text(
            m,
            y + 10,
            f"说明：{sup_lab.replace('订购单位（供方）', '供方')}凭本单送货，送货单须注明{po_lab}，验收人签字后方可报账。",
            7.8,
            colour=GREY,
        )
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_zh_caigou_shenqing_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sq)


# --------------------------------------------------------------------------- 3 zh-Hant machinery maker's ERP 採購單 on continuous paper

TJ_B = "金豐 崇和 永進 協易 台群 程泰 大立 亞崴 利佳 福裕 東台 百德 高鋒 友嘉 健椿 凱柏".split()
TJ_BUY = [
    "{b}機械股份有限公司",
    "{b}精機工業股份有限公司",
    "{b}機械廠股份有限公司",
    "{b}機電工業有限公司",
]
TJ_S = "三益 榮鋒 宏昇 建成 順德 聯光 正隆 昇達 華宇 佳鋒 泰源 大銓 廣明 鼎盛 冠億 新興".split()
TJ_SUP_FORMED = [
    "{s}精密工業有限公司",
    "{s}鑄造股份有限公司",
    "{s}五金有限公司",
    "{s}油壓機械股份有限公司",
    "{s}企業有限公司",
    "{s}熱處理股份有限公司",
]
TJ_SUP_BARE = [
    "{s}機械加工廠",
    "{s}五金行",
    "{s}熱處理廠",
    "{s}企業社",
    "{s}車床工作室",
    "{s}鈑金工廠",
]
TJ_ITEMS = [
    ("床台鑄件", "FC300", "件", 8500, 26000),
    ("主軸套筒", "SCM440 調質", "件", 3200, 7800),
    ("滾珠螺桿支撐座", "S45C", "組", 850, 2200),
    ("油壓缸", "Ø63×200 14MPa", "支", 4200, 9800),
    ("齒輪箱蓋", "ADC12", "件", 620, 1800),
    ("鈑金護罩", "SPCC t1.6 烤漆", "組", 2800, 6500),
    ("導軌壓板", "S45C 黑染", "片", 120, 380),
    ("聯軸器", "SUS304", "個", 450, 1200),
    ("刀庫蓋板", "A6061 陽極", "片", 680, 1900),
    ("冷卻水箱", "SS400 焊接", "座", 5200, 12000),
    ("電控箱", "SPCC 600×800", "台", 7800, 16500),
    ("六角承窩螺絲", "M12×40 12.9級", "支", 6, 18),
    ("定位銷", "SUJ2 Ø10×40", "支", 15, 45),
    ("油封", "TC 45×62×8 NBR", "個", 25, 80),
    ("尾座本體", "FC250", "件", 6800, 15000),
    ("伸縮護蓋", "SS41 三節", "組", 9500, 21000),
]


def _tj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    size = (9.5 * 72, 11 * 72)
    pdf = cj.Pdf(size, paper=Color(0.99, 0.99, 0.96) if rng.random() < 0.5 else None)
    m = 40
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 60
    b = rng.choice(TJ_B)
    buyer = rng.choice(TJ_BUY).format(b=b)
    sup = bare_or(rng, TJ_SUP_FORMED, TJ_SUP_BARE, 0.4).format(s=rng.choice(TJ_S))
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "PO{roc}{m}{d}{n3}|P{roc}{m}{n4}|3301-{roc}{m}{d}{n3}|{roc}{m}{d}{n4}|A{y}{m}{n5}"
    )
    pr = cj.number(rng, d, "PR{roc}{m}{d}{n3}|R{roc}{m}{n4}|3101-{roc}{m}{d}{n3}")
    stated = stated_of(rng)
    page = [1]
    incl_tax = rng.random() < 0.3
    po_lab = cj.pick(rng, "採購單號|單據號碼|採購單號碼|單　　號")
    vert = rng.random() < 0.5
    hole_col = Color(0.75, 0.75, 0.75)
    ban = rng.randint(10000000, 99999999)

    def holes() -> None:
        for k in range(int(pdf.h / 36)):
            for x in (14, pdf.w - 14):
                pdf.rect(x - 4, 10 + k * 36, 8, 8, stroke=hole_col, lw=0.5)
        for x in (26, pdf.w - 26):
            for k in range(int(pdf.h / 8)):
                pdf.line(x, k * 8, x, k * 8 + 4, lw=0.3, colour=hole_col)

    def head() -> float:
        holes()
        y = 38
        pdf.text(pdf.w / 2, y, buyer, 14, align="c", bold=True)
        y += 13
        pdf.text(
            pdf.w / 2,
            y,
            f"{cj.tw_addr(rng)}　TEL：{cj.tw_tel(rng)}　FAX：{cj.tw_tel(rng)}　統編：{ban}",
            7,
            align="c",
            colour=GREY,
        )
        y += 22
        pdf.text(pdf.w / 2, y, "採　購　單", 15, align="c", bold=True)
        pdf.text(right, y, f"頁次：{page[0]}/{of}" if of else f"頁次：{page[0]}", 8, align="r")
        pdf.text(m, y, f"列印日期：{cj.fdate(cj.later(rng, d, 0, 2), 'rocs')}", 7.6, colour=GREY)
        y += 10
        bw = wd * 0.56
        bh = 82
        pdf.rect(m, y, bw, bh, lw=0.7)
        pdf.rect(m + bw + 6, y, wd - bw - 6, bh, lw=0.7)
        x0 = m + 6
        if vert:
            pdf.rect(m, y, 18, bh, fill=PALE, lw=0.7)
            pdf.vtext(m + 9, y + 26, "廠商", 10)
            x0 = m + 24
            rows = [
                (sup, 10),
                (
                    f"廠商編號：{dig(rng, 'V####')}　統一編號：{rng.randint(10000000, 99999999)}",
                    7.8,
                ),
                (f"地址：{cj.tw_addr(rng)}", 7.8),
                (f"電話：{cj.tw_tel(rng)}　傳真：{cj.tw_tel(rng)}", 7.8),
                (f"聯絡人：{cj.person(rng, 'zh-Hant')} {cj.pick(rng, '先生|小姐|經理')}", 7.8),
            ]
        else:
            rows = [
                (f"廠商名稱：{sup}", 9.4),
                (
                    f"廠商代號：{dig(rng, '2####')}　　統一編號：{rng.randint(10000000, 99999999)}",
                    7.8,
                ),
                (f"廠商地址：{cj.tw_addr(rng)}", 7.8),
                (f"電　　話：{cj.tw_tel(rng)}　傳真：{cj.tw_tel(rng)}", 7.8),
                (f"聯 絡 人：{cj.person(rng, 'zh-Hant')}", 7.8),
            ]
        yy = y + 14
        for s, sz in rows:
            pdf.text(x0, yy, s, sz, bold=sz > 9, maxw=bw - (x0 - m) - 6)
            yy += 15
        ds = rng.choice(["rocs", "roc"])
        info = [
            (po_lab, po),
            ("採購日期", cj.fdate(d, ds)),
            ("幣別／匯率", "NTD／1.0000"),
            ("課稅別", "應稅內含" if incl_tax else "應稅外加"),
            ("付款條件", cj.pick(rng, "月結60天|月結90天 開票|貨到月結30天|月結 次月25日匯款")),
            ("請購單號", pr),
        ]
        yy = y + 12
        for lab, val in info:
            pdf.text(m + bw + 12, yy, f"{lab}：", 7.8)
            pdf.text(m + bw + 66, yy, val, 8.2, bold=lab == po_lab)
            yy += 12.5
        return y + bh + 8

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 40,
            "本採購單請於三日內簽回，逾期視同接受。送貨單、發票請註明本公司採購單號。",
            7.2,
            colour=GREY,
        )

    def brk() -> float:
        pdf.text(right, bottom + 10, "（接下頁）", 8, align="r")
        foot()
        pdf.new_page()
        page[0] += 1
        y = head()
        pdf.text(m, y + 8, "（承上頁）", 8)
        return y + 12

    y = head()
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10], [22, 28])
    lines = more_lines(
        rng,
        TJ_ITEMS,
        n,
        [1, 1, 2, 2, 3, 4, 5, 10, 20, 50, 100],
        ["（補單）", "（B版）", "（試作）"],
        places=0,
        big=5000,
    )
    ws = cj.rel(wd, [4, 15, 20, 9, 6, 4, 9, 9, 11, 11, 8])
    heads = [
        "項",
        "品號／圖號",
        "品名規格",
        "材質",
        "數量",
        "單位",
        "未稅單價",
        "含稅單價",
        "未稅金額",
        "含稅金額",
        "交期",
    ]
    body = []
    net = ZERO
    lines = [
        (it, q if p >= 100 else Decimal(rng.choice([50, 100, 200, 300, 500])), p)
        for it, q, p, a in lines
    ]
    lines = [(it, q, p, q * p) for it, q, p in lines]
    for i, (it, q, p, a) in enumerate(lines, 1):
        pt = r2(p * Decimal("1.05"))
        an = r0(a)
        net += an
        cells = [
            str(i),
            f"{dig(rng, rng.choice(['M#-###-###', 'D##-####', '#####-##']))} R{rng.randint(0, 5)}",
            it[0],
            it[1],
            f"{q:,.0f}",
            it[2],
            cj.money(p, 2) if stated else "",
            cj.money(pt, 2) if stated else "",
            w0(an) if stated else "",
            w0(r0(an * Decimal("1.05"))) if stated else "",
            cj.fdate(cj.later(rng, d, 10, 60), "rocs")[4:],
        ]
        body.append((cells, an))
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllllcrrrrc",
        rowh=17,
        size=7,
        bottom=bottom - 50,
        brk=brk,
        fill=PALE,
        hh=17,
    )
    if incl_tax:
        gross = r0(net * Decimal("1.05"))
        tax = gross - r0(gross / Decimal("1.05"))
        net2 = gross - tax
    else:
        net2 = net
        tax = r0(net * Decimal("0.05"))
        gross = net2 + tax
    if y + 60 > bottom:
        y = brk()
    y += 4
    if stated:
        cells = [
            "未稅合計",
            w0(net2),
            "營業稅（5%）",
            w0(tax),
            cj.pick(rng, "含稅總計|總　　計|合計金額"),
            w0(gross),
        ]
        y = (
            kgrid(
                pdf,
                m,
                y,
                cj.rel(wd, [14, 19, 14, 17, 14, 22]),
                [cells],
                h=20,
                size=8.8,
                labels=(0, 2, 4),
                fill=PALE,
                align="-r-r-r",
            )
            + 4
        )
        if rng.random() < 0.5:
            pdf.text(m, y + 10, f"新臺幣（大寫）：{cj.daxie(gross, True)}", 8.2)
            y += 14
    else:
        pdf.text(m, y + 10, "單價依雙方議定之年度單價表計價，本單僅作交期及數量通知。", 8.2)
        y += 14
    y += 6
    notes = [
        "1. 交貨時須附材質證明及檢驗報告，尺寸依圖面公差。",
        "2. 鑄件須經時效處理，不得有砂孔、冷隔等缺陷。",
        f"3. 送貨地點：本公司{cj.pick(rng, '一廠倉庫|二廠收料區|大里廠|台中工業區廠')}，收貨時間 08:00–16:30。",
    ]
    for t in rng.sample(notes, rng.randint(1, 3)):
        pdf.text(m, y + 10, t, 7.6)
        y += 12
    y += 6
    sign_boxes(
        pdf, m, y, wd, ["總經理", "廠長", "採購主管", "採購經辦", "廠商確認回簽"], h=36, size=8
    )
    pdf.text(m + wd * 0.7, y + 44, cj.person(rng, "zh-Hant"), 8.4, align="c")
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, gross)
    return out if stated else none_meta(out)


def fit8_tw_jixie_zhongyidao_caigoudan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tj)


# --------------------------------------------------------------------------- 4 ja design office's order to a print shop or stationer

JP_BX = (
    "アトリエ 青葉 ひかり みどり スタジオ北斗 ソラ 木と紙 ミナト 七彩 くるみ 白樺 ノース".split()
)
JP_BUY = [
    "株式会社{x}デザイン",
    "{x}デザイン事務所",
    "合同会社{x}クリエイティブ",
    "デザインオフィス{x}",
    "有限会社{x}グラフィックス",
]
JP_SX = "大和 光文 三栄 朝日 共立 昭和 東和 中央 新光 精興 博進 秀英 丸善 富士 山田 北陸".split()
JP_SUP_FORMED = [
    "株式会社{x}印刷",
    "{x}印刷株式会社",
    "{x}プリント株式会社",
    "有限会社{x}印刷所",
    "{x}紙工株式会社",
    "株式会社{x}文具",
]
JP_SUP_BARE = ["{x}印刷所", "{x}印刷", "{x}製本所", "{x}紙店", "{x}文具店", "プリントショップ{x}"]
JP_ITEMS = [
    ("会社案内パンフレット", "A4 16P 中綴じ／マットコート 110kg／4C/4C／表紙PP", "部", 120, 420),
    ("商品カタログ", "A4 32P 無線綴じ／コート 90kg／4C/4C", "部", 280, 900),
    ("三つ折りリーフレット", "A4 三つ折り／コート 110kg／4C/4C", "部", 18, 60),
    ("名刺", "91×55／ヴァンヌーボ 195kg／4C/1C", "箱", 1200, 3800),
    ("長3封筒", "クラフト 85g／1C 社名入り", "枚", 8, 25),
    ("角2封筒", "白 100g／2C", "枚", 18, 48),
    ("ポスター", "B2／コート 135kg／4C/0C", "枚", 90, 380),
    ("ショップカード", "85×55／上質 220kg／4C/4C", "枚", 6, 22),
    ("DMはがき", "100×148／マットコート 220kg／4C/1C", "枚", 9, 30),
    ("レターヘッド", "A4／上質 70kg／2C/0C", "枚", 4, 15),
    ("オリジナルノート", "A5 48枚 無線綴じ／表紙 4C", "冊", 180, 520),
    ("クリアファイル", "A4 PP0.2mm／4C オフセット", "枚", 28, 85),
    ("ステッカー", "60×60 丸抜き／ユポ 4C", "枚", 15, 55),
    ("年賀状", "はがき／インクジェット紙 4C/1C", "枚", 25, 70),
    ("メニュー表", "A3 二つ折り／マットPP", "部", 250, 850),
]


def _jp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    buyer = rng.choice(JP_BUY).format(x=rng.choice(JP_BX))
    sx = rng.choice(JP_SX)
    sup = bare_or(rng, JP_SUP_FORMED, JP_SUP_BARE, 0.35).format(x=sx)
    client = cj.ja_firm(rng, avoid=sx).name
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}{m}-{n3}|H{y}{m}{d}-{n2}|DO-{Y}-{n4}|No.{n5}|{y}{m}{d}{n2}")
    qt = cj.number(rng, d, "見{y}{m}{n3}|Q{Y}{m}{n4}|E-{n5}")
    job = cj.number(rng, d, "J{y}-{n3}|PRJ{Y}{n3}")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["cn", "reiwa", "slash"])
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|発注書番号")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"発注書（続き）　{sup} 御中", 9)
        pdf.text(right, 36, f"{po_lab}：{po}", 8.6, align="r")
        return 48

    y = 40
    pdf.text(right, y, f"{po_lab}：{po}", 9, align="r")
    pdf.text(right, y + 13, f"発注日：{cj.fdate(d, ds)}", 9, align="r")
    y += 40
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "発 注 書|発　注　書|御 発 注 書|発注書（印刷物）"),
        18,
        align="c",
        bold=True,
        space=2,
    )
    pdf.line(pdf.w / 2 - 90, y + 5, pdf.w / 2 + 90, y + 5, lw=0.8)
    y += 32
    lw_ = wd * 0.52
    pdf.text(m, y, sup, 12.5, bold=True, maxw=lw_ - 40)
    pdf.text(
        m + min(stringWidth(sup, cj.FONT_NAME, 12.5) + rng.choice([4, 8, 14]), lw_ - 34),
        y,
        "御中",
        12.5,
    )
    pdf.line(m, y + 5, m + lw_ - 4, y + 5, lw=0.8)
    yy = y + 18
    if rng.random() < 0.55:
        pdf.text(m + 10, yy, f"ご担当：{cj.person(rng, 'ja')} 様", 9)
        yy += 16
    yy += 6
    pdf.text(m, yy, "下記の通り発注いたします。", 9.4)
    yy += 16
    pdf.text(m, yy, "ご確認の上、注文請書のご返送をお願い申し上げます。", 8.4, colour=GREY)
    # the office at the right with the seal box
    rx = m + lw_ + 10
    ry = y - 8
    pdf.text(rx, ry, buyer, 11, bold=True, maxw=right - rx - 50)
    ry += 14
    for s in [
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"登録番号 T{rng.randint(1000000000000, 9999999999999)}",
        f"担当：{cj.person(rng, 'ja')}",
    ]:
        pdf.text(rx, ry, s, 7.8, maxw=right - rx - 50)
        ry += 11.5
    pdf.rect(right - 46, y - 20, 46, 46, lw=0.5)
    pdf.stamp(
        right - 23,
        y + 3,
        buyer.replace("株式会社", "")
        .replace("合同会社", "")
        .replace("有限会社", "")
        .replace("デザインオフィス", "")
        .replace("デザイン事務所", "")[:4]
        + "之印",
        rng,
        shape=rng.choice(["rect", "circle"]),
        r=25,
    )
    y = max(yy, ry) + 16
    # job grid
    rows = [
        [
            "案件名",
            f"{client} {cj.pick(rng, '会社案内|新商品プロモーション|周年記念|展示会配布物|採用ツール')}制作",
            "案件No.",
            job,
        ],
        ["クライアント", client, "お見積番号", qt],
        [
            "入稿予定日",
            cj.fdate(cj.later(rng, d, 1, 6), "slash"),
            "校正",
            cj.pick(rng, "本機色校正1回|PDF校正のみ|簡易色校1回|なし（データ入稿）"),
        ],
        [
            "納期",
            cj.fdate(cj.later(rng, d, 8, 25), ds),
            "納品場所",
            cj.pick(
                rng, "弊社事務所|クライアント本社 総務部宛|展示会場 直送|分納（弊社／クライアント）"
            ),
        ],
    ]
    if rng.random() < 0.4:
        rows.pop(1)
        rows[0][2:] = ["お見積番号", qt]
    ws = cj.rel(wd, [13, 40, 13, 34])
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6], [18, 24])
    lines = more_lines(
        rng,
        JP_ITEMS,
        n,
        [100, 200, 300, 500, 1000, 1000, 2000, 3000, 5000, 10000],
        ["（増刷）", "（改訂版）", "（別版）"],
        places=1,
    )
    lines = [
        (it, q if it[2] != "箱" else Decimal(rng.choice([1, 2, 3, 5, 10])), p if p < 100 else r0(p))
        for it, q, p, a in lines
    ]
    lines = [(it, q, p, r0(q * p)) for it, q, p in lines]
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    amount_top = stated and rng.random() < 0.75
    if amount_top:
        pdf.rect(m, y, wd * 0.6, 28, lw=1)
        pdf.rect(m, y, 110, 28, fill=PALE, lw=1)
        pdf.text(m + 55, y + 18, "ご発注金額", 11, align="c", bold=True)
        pdf.text(
            m + wd * 0.6 - 10,
            y + 19,
            f"{cj.yen(total, rng.choice([0, 1]))}（税込）",
            14,
            align="r",
            bold=True,
        )
        y += 40
    y = kgrid(pdf, m, y, ws, rows, h=19, size=8.2, fill=PALE) + 14
    ws = cj.rel(wd, [5, 20, 34, 10, 6, 10, 15])
    heads = ["No.", "品名", "仕様（サイズ／用紙／色数／加工）", "数量", "単位", "単価", "金額"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        ps = f"{p:,.1f}" if p != p.to_integral() else f"{p:,.0f}"
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    it[2],
                    ps if stated else "",
                    f"{a:,.0f}" if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf, m, y, ws, heads, body, "cllrcrr", rowh=19, size=7.6, bottom=bottom, brk=brk, fill=PALE
    )
    if stated:
        if y + 60 > bottom:
            y = brk()
        w1, w2 = ws[5], ws[6]
        x0 = right - w1 - w2
        for lab, v, bb in [
            ("小計", f"{sub:,.0f}", False),
            ("消費税（10%）", f"{tax:,.0f}", False),
            (cj.pick(rng, "合計|合計金額|総合計"), cj.yen(total, rng.choice([0, 1, 2])), True),
        ]:
            y = crow(pdf, x0, y, [w1, w2], [lab, v], "cr", h=18, size=8.4, bold=bb)
    else:
        pdf.text(m, y + 12, "※金額は別途お見積書の通りとし、請求書にて精算いたします。", 8.4)
        y += 16
    y += 14
    notes = [
        "・納品時に納品書を添付してください（発注番号を必ずご記載ください）。",
        "・色校正はクライアント確認後に責了とします。",
        "・刷り出し見本を各5部ご送付ください。",
        "・お支払い：月末締め翌月末振込",
    ]
    if y + 30 + 12 * len(notes) > bottom:
        y = brk()
    pdf.text(m, y, "備考", 9, bold=True)
    y += 6
    pdf.rect(m, y, wd, 12 * 3 + 10, lw=0.5)
    for k, t in enumerate(rng.sample(notes, 3)):
        pdf.text(m + 6, y + 14 + 12 * k, t, 7.8)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_ja_insatsu_hacchusho_gochu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jp)


# --------------------------------------------------------------------------- 5 en-GB public body's e-procurement order with line blocks

GB_BODY = [
    "{p} Teaching Hospitals NHS Foundation Trust",
    "{p} and District NHS Trust",
    "{p} Community Healthcare NHS Trust",
    "{p} City Council",
    "{p} Borough Council",
    "{p} County Council",
    "{p} District Council",
]
GB_PLACE = "Aldermoor Brackley Castleford Dunmere Eastleigh Fenwick Harrowgate Kingsmere Lydbrook Marston Northfleet Oakhampton Penwortham Redbridge Stanford Wexcombe".split()
GB_SYS = [
    "ProcurePoint",
    "Atamis e-Proc",
    "OneBuy",
    "ePurchase",
    "Integra Purchasing",
    "Unit4 Procurement",
]
GB_SUP_A = "Abbey Apex Beacon Bridgewater Crown Delta Evergreen Granite Harbour Kestrel Meridian Northern Pennine Riverside Sovereign Thames Vale Westgate".split()
GB_SUP_FORMED = [
    "{a} Medical Supplies Ltd",
    "{a} Facilities Services Limited",
    "{a} Office Solutions Ltd",
    "{a} Healthcare (UK) Ltd",
    "{a} Grounds Maintenance Ltd",
    "{a} Cleaning Supplies PLC",
    "{a} Scientific LLP",
]
GB_SUP_BARE = [
    "{a} Signs & Print",
    "{s} & Sons Plumbing",
    "{s} Electrical Contractors",
    "{a} Catering Equipment",
    "{s} Locksmiths",
    "{a} Office Furniture",
]
GB_SUR = "Hughes Patel Brennan Okafor Whitfield Campbell Lloyd Marsh Kaur Dawson Fletcher Moss Thornton Ahmed".split()
GB_FIRST = "Sarah James Priya Mark Helen Tom Aisha Gareth Fiona Ian Claire Rob".split()
GB_ITEMS = [
    ("Nitrile examination gloves, medium, box of 100", "BOX", "S", 3.2, 6.5),
    ("Sharps container 7 litre, yellow lid", "EACH", "S", 2.1, 4.8),
    ("Paper towels, interfold, case of 15 sleeves", "CASE", "S", 14, 26),
    ("A4 copier paper 80gsm, box of 5 reams", "BOX", "S", 16, 24),
    ("Toner cartridge, black, high yield", "EACH", "S", 58, 140),
    ("Children's books - library stock", "EACH", "Z", 4.5, 14),
    ("Printed leaflets - public consultation A5", "1000", "Z", 45, 120),
    ("Grit salt, brown, 25kg bag", "BAG", "S", 4.2, 7.8),
    ("Repair to boiler - labour", "HR", "S", 42, 68),
    ("Replacement LED panel 600x600 40W", "EACH", "S", 18, 42),
    ("Office task chair, mesh back", "EACH", "S", 95, 240),
    ("Staff training course - manual handling", "EACH", "E", 65, 180),
    ("Disposable aprons, white, roll of 200", "ROLL", "S", 6, 12),
    ("Hand sanitiser 500ml pump", "EACH", "S", 2.4, 5.2),
    ("Litter bin liners, heavy duty, box 200", "BOX", "S", 18, 34),
    ("Postage - franking credit", "EACH", "E", 250, 1500),
]


def _gb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    place = rng.choice(GB_PLACE)
    body_name = rng.choice(GB_BODY).format(p=place)
    nhs = "NHS" in body_name
    a = rng.choice(GB_SUP_A)
    sup = bare_or(rng, GB_SUP_FORMED, GB_SUP_BARE, 0.35).format(a=a, s=rng.choice(GB_SUR))
    dt = a_day(rng)
    po = dig(rng, rng.choice(["##########", "PO-#######", "@@@PO######", "4#######", "P0#######"]))
    if po.startswith("@"):
        po = po[:3].replace(po[:3], pick(rng, "RBA|NTH|WCC|KCC")) + po[3:]
    req = dig(rng, rng.choice(["REQ#######", "########", "R-######"]))
    stated = stated_of(rng)
    page = [1]
    sysname = rng.choice(GB_SYS)
    band = rng.choice([(0.0, 0.37, 0.72), (0.0, 0.2, 0.4), (0.3, 0.1, 0.4), (0.0, 0.4, 0.3)])
    df = lambda x: la.dfmt(x, pick(rng, "dmy|mon"))  # noqa: E731
    po_lab = pick(rng, "Order Number|PO Number|Purchase Order No.|Order No.")
    buyer_p = f"{rng.choice(GB_FIRST)} {rng.choice(GB_SUR)}"

    def header(first: bool) -> float:
        rgb_fill(d, 0, 0, d.w, 46, Color(*band))
        d.c.setFillColorRGB(1, 1, 1)
        d.c.setFont(d.bold, 13)
        d.c.drawString(m, d.h - 22, body_name)
        d.c.setFont(d.reg, 8)
        d.c.drawString(
            m,
            d.h - 36,
            pick(
                rng,
                "Procurement Services|Strategic Procurement|Purchasing Department|Finance & Procurement",
            ),
        )
        d.c.setFont(d.bold, 15)
        d.c.drawRightString(r, d.h - 28, "PURCHASE ORDER")
        d.c.setFillGray(0)
        if not first:
            d.t(m, 62, f"{po_lab}: {po}  (continued)", 9, b=True)
            d.t(r, 62, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 8, al="r")
            return 74
        return 60

    def foot() -> None:
        d.t(
            m,
            d.h - 40,
            f"Printed from {sysname} on {la.dfmt(dt, 'dmy')}. This order is subject to the {'Trust' if nhs else 'Council'}'s standard terms and conditions of purchase.",
            6.8,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(m, d.h - 30, f"VAT Reg. No. GB {dig(rng, '### #### ##')}", 6.8, grey=0.35)
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
        return header(False)

    y = header(True)
    # order details table at the right, supplier at the left
    det = [
        (po_lab, po),
        ("Revision", str(rng.choice([0, 0, 0, 1, 2]))),
        ("Order Date", df(dt)),
        ("Requisition No.", req),
        ("Buyer", buyer_p),
        ("Cost Centre", dig(rng, rng.choice(["@####", "####", "@@###"]))),
    ]
    if rng.random() < 0.5:
        det.append(
            (
                "Contract Ref.",
                dig(rng, rng.choice(["CON-####-##", "NHSSC-####", "ESPO ###_##", "CCS RM####"])),
            )
        )
    if rng.random() < 0.4:
        det.insert(0, det.pop(3))
    dx = m + wd * 0.55
    dw = r - dx
    yy = y + 6
    for lab, val in det:
        d.box(dx, yy, dw * 0.42, 15, fill=0.9)
        d.box(dx + dw * 0.42, yy, dw * 0.58, 15)
        d.t(dx + 3, yy + 10.5, lab, 7.6, b=True)
        d.t(dx + dw * 0.42 + 3, yy + 10.5, val, 8.2, b=lab == po_lab, maxw=dw * 0.58 - 5)
        yy += 15
    sy = y + 6
    cap = pick(rng, "Supplier|Supplier:|Supplier Details|To (Supplier)")
    d.t(m, sy + 9, cap, 8.4, b=True, grey=0.3)
    sup_rows = [
        sup,
        f"{rng.randint(1, 240)} {rng.choice(['Station Road', 'Mill Lane', 'Enterprise Way', 'Victoria Street', 'Unit 4, Riverside Park'])}",
        f"{rng.choice(GB_PLACE)}",
        f"{rng.choice(['LS', 'NE', 'B', 'M', 'CV', 'PE', 'SO', 'EX'])}{rng.randint(1, 28)} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}",
    ]
    sy = d.lines(m, sy + 14, sup_rows, 8.8, b_first=True, lead=11.5)
    extra = [
        ("Supplier No.", dig(rng, "######")),
        ("Supplier Site", pick(rng, "MAIN|ORDERS|HEAD OFFICE|PURCH-01")),
    ]
    if rng.random() < 0.5:
        extra.append(("Email", f"orders@{a.lower()}-{pick(rng, 'ltd|uk|group')}.co.uk"))
    sy = d.kv(m, sy + 4, extra, 72, 7.8, b_label=False)
    y = max(yy, sy) + 12
    # deliver to / invoice to
    half = (wd - 12) / 2
    dl = [
        body_name
        if rng.random() < 0.4
        else pick(
            rng,
            "Central Stores|Receipt & Distribution|Estates Workshop|Highways Depot|Pharmacy Stores",
        ),
        f"{pick(rng, 'Goods Inwards, Block C|Loading Bay 2|Depot Yard|Ground Floor, Civic Centre')}",
        f"{rng.choice(GB_PLACE)} {rng.choice(['NR', 'TA', 'DN', 'WF', 'ST'])}{rng.randint(1, 30)} {rng.randint(1, 9)}HQ",
        f"Attn: {rng.choice(GB_FIRST)} {rng.choice(GB_SUR)}",
    ]
    iv = [
        "Accounts Payable",
        pick(rng, "Shared Business Services|Exchequer Services|Finance Department"),
        f"PO Box {dig(rng, '####')}, {rng.choice(GB_PLACE)}",
        f"{pick(rng, 'invoices|accounts.payable|ap.invoices')}@{place.lower()}.{'nhs.uk' if nhs else 'gov.uk'}",
    ]
    for k, (lab, rows) in enumerate([("Deliver To", dl), ("Invoice To", iv)]):
        x = m + k * (half + 12)
        d.box(x, y, half, 14, fill=0.9)
        d.t(x + 4, y + 10, lab, 8, b=True)
        d.box(x, y + 14, half, 52)
        d.lines(x + 4, y + 17, rows, 7.8, lead=11.5)
    y += 78
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6, 8], [14, 18, 22])
    lines = more_lines(
        rng,
        GB_ITEMS,
        n,
        [1, 1, 2, 3, 4, 5, 10, 10, 20, 50],
        ["(alternative)", "- Phase 2", "(urgent)"],
    )
    d.t(m, y + 9, "Order Lines", 10, b=True)
    y += 14
    net = ZERO
    vat = ZERO
    codes = {"S": Decimal(20), "Z": ZERO, "E": ZERO}
    for i, (it, q, p, amt) in enumerate(lines, 1):
        if y + 48 > bottom:
            y = brk()
        code = it[2]
        lv = r2(amt * codes[code] / 100)
        net += amt
        vat += lv
        d.line(m, y, r, y, 0.8)
        d.t(m, y + 12, f"Line {i}", 8.4, b=True)
        d.t(m + 48, y + 12, it[0], 8.6, maxw=wd - 160)
        if stated:
            d.t(r, y + 12, f"£{en2(amt)}", 8.6, b=True, al="r")
        attrs = [
            ("Qty", f"{q:,.0f}"),
            ("UOM", it[1]),
            ("Unit Price", f"£{en2(p)}" if stated else "TBC"),
            ("VAT Code", f"{code} ({codes[code]:.0f}%)" if code != "E" else "E (exempt)"),
            ("Need By", la.dfmt(dt + timedelta(days=rng.randint(3, 30)), "dmy")),
            ("Account", dig(rng, "5####")),
        ]
        x = m + 48
        cw = (wd - 48) / len(attrs)
        for lab, val in attrs:
            d.t(x, y + 23, lab, 6.6, grey=0.4)
            d.t(x, y + 32, val, 7.8)
            x += cw
        y += 40
    d.line(m, y, r, y, 0.8)
    y += 12
    total = net + vat
    if y + 70 > bottom:
        y = brk()
    if stated:
        rows = [
            ("Net Total", f"£{en2(net)}", False),
            ("VAT Total", f"£{en2(vat)}", False),
            (
                pick(rng, "Order Total|Total Order Value|Order Total (GBP)|Total incl. VAT"),
                f"£{en2(total)}",
                True,
            ),
        ]
        d.t(m + wd * 0.55, y + 8, "Order Summary", 9, b=True)
        y = d.summary(m + wd * 0.55, r, y + 12, rows, 9, box_last=True) + 10
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                "Prices to be confirmed by the supplier before delivery; the order value will be committed on receipt of the supplier's confirmation.",
                8,
                wd,
            )
            + 6
        )
    texts = [
        f"IMPORTANT: The {po_lab} must be quoted on all invoices, delivery notes and correspondence. We operate a strict NO PO, NO PAY policy: invoices without a valid order number will be returned unpaid.",
        "Invoices should be sent electronically to the Invoice To address above and not to the ordering department. Payment terms: 30 days from receipt of a valid invoice.",
    ]
    if rng.random() < 0.5:
        texts.append(
            f"Authorised by: {rng.choice(GB_FIRST)} {rng.choice(GB_SUR)}, {pick(rng, 'Budget Holder|Head of Service|Procurement Manager')} (electronically approved {la.dfmt(dt, 'dmy')})"
        )
    for t in texts:
        if y + 30 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd) + 4
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_en_gb_eproc_po_line_blocks(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gb)


# --------------------------------------------------------------------------- 6 en-US small contractor's purchase order from accounting software

US_CO_A = "Summit Cedar Ironwood Blue Ridge Lakeside Prairie Redstone Keystone Silver Creek Timberline Heritage Canyon Bayou Granite Peak".split()
US_CO = [
    "{a} Mechanical, Inc.",
    "{a} Electric LLC",
    "{a} Roofing & Siding",
    "{a} Builders",
    "{s} Plumbing & Heating",
    "{s} & Sons Construction",
    "{a} HVAC Services",
]
US_SUP_A = "Ferguson Hughes Consolidated Reliable Allied Metro Dixie Northstar Pacific Coast Gulf Shore Midwest Tri-County Capitol Valley".split()
US_SUP_FORMED = [
    "{a} Supply Co.",
    "{a} Electrical Distributors, Inc.",
    "{a} Lumber Company",
    "{a} Plumbing Supply, LLC",
    "{a} Building Materials Corp.",
    "{a} HVAC Wholesale Inc.",
]
US_SUP_BARE = [
    "{a} Supply",
    "{s}'s Hardware",
    "{a} Roofing Supply",
    "{a} Rental & Equipment",
    "{s} Lumber Yard",
    "{a} Pipe & Valve",
]
US_SUR = "Miller Johnson Kowalski Ramirez Nguyen Peterson Harris Duval Schmidt Brooks Olsen Carter Reyes Walsh".split()
US_FIRST = "Mike Dave Jen Carlos Tony Lisa Brian Kelly Steve Maria Josh Amy".split()
US_ITEMS = [
    ('1/2" Type L copper pipe, 10 ft', "ea", 28, 48),
    ('3/4" PEX-A tubing, 100 ft coil', "roll", 65, 120),
    ("12/2 NM-B Romex w/ground, 250 ft", "roll", 95, 160),
    ("200A main breaker panel, 40 space", "ea", 240, 420),
    ("Condensing unit 3 ton 16 SEER", "ea", 1850, 3200),
    ("Air handler 3 ton multi-position", "ea", 1250, 2300),
    ('Flex duct R8 8" x 25 ft', "box", 48, 85),
    ("Architectural shingles, bundle", "bdl", 32, 48),
    ("Synthetic underlayment 10 sq roll", "roll", 95, 150),
    ("2x4x8 SPF stud", "ea", 3.2, 5.5),
    ('1/2" drywall 4x8 sheet', "ea", 12, 18),
    ("Water heater 50 gal gas", "ea", 780, 1350),
    ('PVC DWV pipe 3" x 10 ft', "ea", 18, 32),
    ('LED recessed light 6" retrofit', "ea", 9, 22),
    ("GFCI receptacle 20A, white", "ea", 16, 28),
    ("Mini excavator rental - daily", "day", 280, 450),
    ("Dumpster 20 yd - haul and dispose", "ea", 420, 680),
    ("Thermostat, programmable Wi-Fi", "ea", 110, 240),
]
US_STATES = [
    ("TX", "8.25"),
    ("OH", "7.25"),
    ("GA", "7.00"),
    ("CO", "7.65"),
    ("NC", "6.75"),
    ("AZ", "8.60"),
    ("MN", "7.875"),
    ("WI", "5.50"),
]


def _us(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, pick(rng, "helv|helv|libsans|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    st, rate_s = rng.choice(US_STATES)
    rate = Decimal(rate_s)
    a = rng.choice(US_CO_A)
    co = rng.choice(US_CO).format(a=a, s=rng.choice(US_SUR))
    sa = rng.choice(US_SUP_A)
    sup = bare_or(rng, US_SUP_FORMED, US_SUP_BARE, 0.35).format(a=sa, s=rng.choice(US_SUR))
    dt = a_day(rng)
    po = dig(rng, rng.choice(["####", "#####", "PO-####", "##-###", "1####"]))
    job_no = dig(rng, rng.choice(["J-####", "####", "2#-###"]))
    permit = dig(rng, rng.choice(["BP-20##-#####", "ELEC-######", "MP2#-####"]))
    stated = stated_of(rng)
    page = [1]
    cust = (
        f"{rng.choice(US_SUR)}, {rng.choice(US_FIRST)}"
        if rng.random() < 0.5
        else f"{rng.choice(['Oak Grove', 'Maple Ridge', 'Sunset', 'Westfield'])} {rng.choice(['Apartments', 'Elementary', 'Dental Clinic', 'Plaza'])}"
    )
    job = f"{cust}:{pick(rng, 'Remodel|New Construction|Service Call|Re-roof|Tenant Finish|HVAC Replacement')}"
    city = rng.choice(
        [
            "Austin",
            "Dayton",
            "Macon",
            "Pueblo",
            "Raleigh",
            "Mesa",
            "Duluth",
            "Green Bay",
            "Plano",
            "Akron",
        ]
    )
    street = lambda: (
        f"{rng.randint(100, 9999)} {rng.choice(['Industrial Blvd', 'Main St', 'Commerce Dr', 'Old Mill Rd', 'Hwy 6 S', 'Elm St'])}"
    )  # noqa: E731
    zipc = lambda: f"{rng.randint(10000, 99999)}"  # noqa: E731
    taxed = rng.random() < 0.4

    def foot() -> None:
        d.t(d.w / 2, d.h - 30, f"Page {page[0]}" + (f" of {of}" if of else ""), 8, al="c")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, co, 10, b=True)
        d.t(r, 50, f"Purchase Order {po}", 10, b=True, al="r")
        return 64

    y = 44
    if rng.random() < 0.6:
        d.box(m, y - 8, 40, 40, fill=0.15)
        ini = "".join(w[0] for w in co.replace("&", "").split()[:2])
        d.c.setFillGray(1)
        d.c.setFont(d.bold, 16)
        d.c.drawCentredString(m + 20, d.h - (y + 18), ini)
        d.c.setFillGray(0)
        x0 = m + 50
    else:
        x0 = m
    d.t(x0, y + 2, co, 12, b=True)
    d.lines(
        x0,
        y + 6,
        [
            street(),
            f"{city}, {st} {zipc()}",
            f"({rng.randint(200, 989)}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
        ]
        + ([f"Lic. # {dig(rng, '@@#####')}"] if rng.random() < 0.5 else []),
        8.4,
        lead=10.5,
    )
    d.t(r, y + 8, "Purchase Order", 20, b=rng.random() < 0.5, al="r")
    cw = 86
    gx = r - 2 * cw
    d.grid(
        gx,
        y + 20,
        [cw, cw],
        ["Date", pick(rng, "P.O. No.|P.O. #|PO Number")],
        [la.dfmt(dt, "us"), po],
        8.6,
        shade=0.88 if rng.random() < 0.6 else None,
    )
    y += 86
    bw = (wd - 24) / 2
    vend = [
        sup,
        street(),
        f"{rng.choice(['Houston', 'Columbus', 'Atlanta', 'Denver', 'Charlotte', 'Phoenix', 'Minneapolis', 'Milwaukee'])}, {st} {zipc()}",
    ]
    if rng.random() < 0.4:
        vend.append(f"Acct # {dig(rng, '######')}")
    ship = [
        co if rng.random() < 0.4 else f"Job site: {cust.split(':')[0]}",
        street(),
        f"{city}, {st} {zipc()}",
        f"Contact: {rng.choice(US_FIRST)} {rng.choice(US_SUR)} {rng.randint(200, 989)}-{rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
    ]
    boxes = [
        (pick(rng, "Vendor|Vendor|Supplier"), vend),
        (pick(rng, "Ship To|Ship To|Deliver To"), ship),
    ]
    for k, (lab, rows) in enumerate(boxes):
        x = m + k * (bw + 24)
        d.box(x, y, bw, 15, fill=0.88)
        d.t(x + 4, y + 10.5, lab, 8.6, b=True)
        d.box(x, y + 15, bw, 64)
        d.lines(x + 6, y + 19, rows, 8.8, lead=11.6)
    y += 90
    strip_l = ["Job", "Terms", "Expected", "Ship Via", "Rep"]
    strip_v = [
        job_no,
        pick(rng, "Net 30|Net 15|Due on receipt|2% 10 Net 30|Net 45"),
        la.dfmt(dt + timedelta(days=rng.randint(1, 21)), "us"),
        pick(rng, "Will Call|Deliver|Best Way|Freight|UPS Ground"),
        "".join(rng.choice("ABCDEFGHJKLMNPRSTW") for _ in range(2)),
    ]
    if rng.random() < 0.5:
        strip_l[0], strip_v[0] = "Permit #", permit
    y = d.grid(m, y, [wd / 5] * 5, strip_l, strip_v, 8.2, shade=0.88) + 10
    n = n_lines(rng, [1, 1, 2, 2, 3, 4, 5, 6, 8, 10], [30, 40])
    lines = more_lines(
        rng,
        US_ITEMS,
        n,
        [1, 1, 2, 2, 4, 6, 10, 12, 20, 50],
        ["- alt", "(2nd floor)", "(back order)"],
        big=1000,
    )
    cols = [wd * f for f in (0.14, 0.38, 0.2, 0.08, 0.1, 0.1)]
    heads = ["Item", "Description", "Customer:Job", "Qty", "Rate", "Amount"]
    body = []
    sub = ZERO
    for it, q, p, amt in lines:
        sub += amt
        body.append(
            (
                [
                    pick(
                        rng,
                        "Materials|Equipment|Rental|Plumbing:Pipe|Electrical|HVAC:Units|Roofing|Lumber",
                    ),
                    it[0],
                    job,
                    f"{q:,.0f}",
                    en2(p) if stated else "",
                    en2(amt) if stated else "",
                ],
                amt,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "lllrrr",
        size=7.8,
        rowh=16,
        bottom=bottom - 40,
        brk=brk,
        grid=True,
    )
    tax = r2(sub * rate / 100) if taxed else ZERO
    total = sub + tax
    if y + 70 > bottom:
        y = brk()
    y += 6
    memo = pick(
        rng,
        f"Permit {permit} - deliver before 7am|Call {rng.choice(US_FIRST)} on arrival|Bill to job {job_no}|Match quote #{dig(rng, 'Q#####')}|Do not substitute brands",
    )
    d.t(m, y + 10, "Memo:", 8.4, b=True)
    d.t(m + 34, y + 10, memo, 8.4, maxw=wd * 0.55)
    if stated:
        rows = []
        if taxed:
            rows = [
                ("Subtotal", f"${en2(sub)}", False),
                (f"Sales Tax ({rate_s}%)", f"${en2(tax)}", False),
            ]
        rows.append(("Total", f"${en2(total)}", True))
        y = d.summary(r - 170, r - 4, y, rows, 10, box_last=True, boxed=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y + 16,
            "Pricing per vendor quote - vendor to confirm pricing before shipping.",
            8.4,
            wd,
        )
    y += 20
    d.sign(m, y + 14, 180, "Authorized by")
    d.sign(m + 220, y + 14, 110, "Date")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_en_us_contractor_qb_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us)


# --------------------------------------------------------------------------- 7 de-AT / de-CH hotel's Bestellschein to a beverage wholesaler

HG_HOTEL = {
    "at": [
        "Hotel {n}",
        "Alpenhotel {n}",
        "Romantik Hotel {n}",
        "Landgasthof {n}",
        "Wellnesshotel {n}",
        "Hotel-Restaurant {n}",
    ],
    "ch": ["Hotel {n}", "Berghotel {n}", "Seehotel {n}", "Gasthaus {n}", "Parkhotel {n}"],
}
HG_N = "Edelweiss|Post|Krone|Alpenrose|Bergkristall|Seeblick|Sonnhof|Hirschen|Goldener Adler|Tirolerhof|Schwarzer Bär|Waldhaus|Rössli|Bellevue".split(
    "|"
)
HG_CITY = {
    "at": [
        ("Kitzbühel", "6370"),
        ("Zell am See", "5700"),
        ("Bad Ischl", "4820"),
        ("Lech", "6764"),
        ("Schladming", "8970"),
        ("Velden", "9220"),
        ("Mayrhofen", "6290"),
        ("Bad Gastein", "5640"),
    ],
    "ch": [
        ("Grindelwald", "3818"),
        ("Arosa", "7050"),
        ("Zermatt", "3920"),
        ("Engelberg", "6390"),
        ("Davos Platz", "7270"),
        ("Lenzerheide", "7078"),
        ("Brunnen", "6440"),
    ],
}
HG_L = "Huber Gruber Pichler Moser Steiner Wallner Hofer Kaufmann Zimmermann Brunner Egger Lechner Ammann Frei".split()
HG_SUP_FORMED = {
    "at": [
        "Getränke {l} GmbH",
        "{l} Getränkehandel GmbH & Co KG",
        "Getränkegroßhandel {l} GmbH",
        "{l} & Söhne Getränke KG",
        "Getränke-Logistik {c} GmbH",
    ],
    "ch": [
        "Getränke {l} AG",
        "{l} Getränkehandel GmbH",
        "{l} Getränke-Service AG",
        "Getränkehandel {c} GmbH",
    ],
}
HG_SUP_BARE = [
    "Getränke {l}",
    "{l} Getränkemarkt",
    "Getränkehandel {l} e.U.",
    "{l} Weine & Getränke",
    "Getränke-Depot {l}",
]
HG_ITEMS = {
    "Bier": [
        ("Märzen 0,5 l", "Kiste 20 × 0,5 l", 18.5, 26.9, "3,00"),
        ("Pils vom Fass", "KEG 50 l", 118, 165, "30,00"),
        ("Weißbier 0,5 l", "Kiste 20 × 0,5 l", 22, 31, "3,00"),
        ("Radler 0,33 l", "Kiste 24 × 0,33 l", 19, 27, "3,00"),
        ("Zwickl vom Fass", "KEG 30 l", 85, 120, "30,00"),
    ],
    "Alkoholfrei": [
        ("Mineralwasser prickelnd 0,33 l", "Kiste 24 × 0,33 l", 9.5, 15, "3,60"),
        ("Mineralwasser still 1 l", "Kiste 6 × 1 l", 5.8, 9.9, "1,80"),
        ("Apfelsaft gespritzt 0,33 l", "Kiste 24 × 0,33 l", 14, 21, "3,60"),
        ("Cola 0,33 l", "Kiste 24 × 0,33 l", 16, 24, "3,60"),
        ("Orangensaft 1 l", "Karton 6 × 1 l", 11, 18, ""),
        ("Almdudler 0,35 l", "Kiste 24 × 0,35 l", 17, 25, "3,60"),
    ],
    "Wein": [
        ("Grüner Veltliner Qualitätswein 0,75 l", "Karton 6 × 0,75 l", 36, 68, ""),
        ("Zweigelt Qualitätswein 0,75 l", "Karton 6 × 0,75 l", 42, 78, ""),
        ("Prosecco DOC 0,75 l", "Karton 6 × 0,75 l", 38, 62, ""),
        ("Hauswein weiß 2 l", "Flasche 2 l", 6.5, 11, "0,29"),
    ],
    "Spirituosen": [
        ("Marillenbrand 0,7 l", "Flasche", 18, 34, ""),
        ("Obstler 1 l", "Flasche", 14, 24, ""),
        ("Gin 0,7 l", "Flasche", 16, 32, ""),
        ("Jägertee 1 l", "Flasche", 9, 16, ""),
    ],
}
HG_CAT_CH = {
    "Bier": "Bier",
    "Alkoholfrei": "Mineral / Süssgetränke",
    "Wein": "Wein",
    "Spirituosen": "Spirituosen",
}


def _hg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = "ch" if rng.random() < 0.35 else "at"
    d = la.Doc(A4, pick(rng, "helv|libsans|times|djserif"))
    m = rng.uniform(38, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    nm = rng.choice(HG_N)
    hotel = rng.choice(HG_HOTEL[reg]).format(n=nm)
    city, plz = rng.choice(HG_CITY[reg])
    l1 = rng.choice(HG_L)
    sc, _ = rng.choice(HG_CITY[reg])
    sup = bare_or(rng, HG_SUP_FORMED[reg], HG_SUP_BARE, 0.35).format(l=l1, c=sc.split()[0])
    dt = a_day(rng)
    po = dig(
        rng,
        rng.choice(
            [
                "B-####",
                "####/" + f"{dt:%y}",
                "BS" + f"{dt:%y}" + "-###",
                "##" + f"{dt:%m}",
                "Nr. ###",
            ]
        ),
    )
    po = po.replace("Nr. ", "")
    kd = dig(rng, rng.choice(["KD ######", "#####", "Kunde ####"]))
    stated = stated_of(rng)
    page = [1]
    fm = ch if reg == "ch" else eu
    cur = "CHF" if reg == "ch" else "EUR"
    pf_word = "Depot" if reg == "ch" else "Pfand"
    po_lab = pick(rng, "Bestellschein Nr.|Bestellung Nr.|Bestell-Nr.|Bestellnummer")
    df = lambda x: la.dfmt(x, "dot")  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{hotel} · {plz} {city} · "
            + (
                f"UID ATU{dig(rng, '########')}"
                if reg == "at"
                else f"MWST-Nr. CHE-{dig(rng, '###.###.###')} MWST"
            )
            + f" · IBAN {'AT' if reg == 'at' else 'CH'}{dig(rng, '## #### #### #### ####')}",
            6.8,
            grey=0.35,
            maxw=wd - 40,
        )
        d.t(
            r, d.h - 34, f"Seite {page[0]}/{of}" if of else f"Seite {page[0]}", 7, al="r", grey=0.35
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"{hotel} – {po_lab} {po} (Fortsetzung)", 9.5, b=True)
        return 62

    # letterhead centred with stars
    y = 46
    d.t(d.w / 2, y, hotel.upper() if rng.random() < 0.4 else hotel, 17, b=True, al="c")
    y += 13
    stars = rng.choice([3, 4, 4, 5])
    d.t(d.w / 2, y, "* " * stars + ("S" if rng.random() < 0.3 else ""), 9, al="c")
    y += 11
    d.t(
        d.w / 2,
        y,
        f"{rng.choice(['Dorfstraße', 'Seepromenade', 'Hauptstrasse', 'Am Kurpark', 'Bergstraße'])} {rng.randint(1, 60)} · {'A' if reg == 'at' else 'CH'}-{plz} {city} · Tel. {'+43' if reg == 'at' else '+41'} {rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(100, 999)}",
        7.6,
        al="c",
        grey=0.3,
    )
    y += 8
    d.line(m, y, r, y, 0.6)
    y += 24
    # supplier left, order data right
    lab_style = rng.random()
    if lab_style < 0.4:
        d.t(m, y, "An:", 8.4, grey=0.3)
        y0 = y + 4
    elif lab_style < 0.7:
        d.t(m, y, pick(rng, "Lieferant:|Getränkelieferant:"), 8.4, grey=0.3)
        y0 = y + 4
    else:
        y0 = y - 6
    sc2, splz = rng.choice(HG_CITY[reg])
    srows = [
        sup,
        f"{rng.choice(['Gewerbestraße', 'Industriezone', 'Brauhausgasse', 'Bahnhofstrasse'])} {rng.randint(1, 40)}",
        f"{splz} {sc2}",
    ]
    if rng.random() < 0.5:
        srows.append(f"Fax/E-Mail: bestellung@{l1.lower()}-getraenke.{reg}")
    yy = d.lines(m, y0, srows, 9.4, b_first=True, lead=12.5)
    d.t(m, yy + 10, f"Unsere Kundennummer: {kd}", 8.2)
    yy += 14
    kx = m + wd * 0.58
    info = [
        (po_lab, po),
        ("Datum", df(dt)),
        (
            "Besteller/in",
            f"{pick(rng, 'F&B-Manager|Küchenchef|Barchef|Restaurantleiterin|Hoteldirektion')} {rng.choice(HG_L)}",
        ),
        ("Kostenstelle", pick(rng, "Bar|Restaurant|Bankett|Minibar|Stüberl|Seminar")),
    ]
    ky = d.kv(kx, y - 8, info, 82, 8.4)
    y = max(yy, ky) + 16
    d.t(
        m,
        y,
        pick(rng, "BESTELLSCHEIN|Bestellschein Getränke|BESTELLUNG GETRÄNKE|Getränkebestellung"),
        15,
        b=True,
    )
    y += 16
    # delivery day ticks
    lief = dt + timedelta(days=rng.randint(1, 6))
    if lief.weekday() == 6:
        lief += timedelta(days=1)
    wk = ["Mo", "Di", "Mi", "Do", "Fr", "Sa"]
    d.t(m, y + 10, "Liefertag:", 8.4, b=True)
    x = m + 52
    for k, s in enumerate(wk):
        d.box(x, y + 2, 9, 9)
        if k == min(lief.weekday(), 5):
            d.t(x + 4.5, y + 9.5, "X", 8, al="c", b=True)
        d.t(x + 12, y + 10, s, 8.2)
        x += 34
    d.t(
        x + 6,
        y + 10,
        f"am {df(lief)}, Anlieferung {pick(rng, '7:00–10:00|8–11 Uhr|bis 9:30 Uhr|14–16 Uhr')} – {pick(rng, 'Warenannahme Hintereingang|Lieferanteneinfahrt Tiefgarage|Küchenrampe|Kellerabgang über Hof')}",
        8.2,
        maxw=r - x - 6,
    )
    y += 24
    cats = [c for c in HG_ITEMS if rng.random() < 0.8] or ["Bier"]
    cols = [wd * f for f in (0.08, 0.4, 0.24, 0.13, 0.15)]
    heads = ["Menge", "Artikel", "Gebinde", f"Preis {cur}", f"Betrag {cur}"]
    body = []
    net = ZERO
    pf_out = ZERO
    for c in cats:
        lines = more_lines(
            rng,
            HG_ITEMS[c],
            rng.randint(1, len(HG_ITEMS[c])),
            [1, 2, 2, 3, 4, 5, 6, 10],
            ["(Aktion)"],
        )
        body.append((["", f"— {(HG_CAT_CH[c] if reg == 'ch' else c).upper()} —", "", "", ""], ZERO))
        for it, q, p, amt in lines:
            net += amt
            body.append(
                (
                    [f"{q:,.0f}", it[0], it[1], fm(p) if stated else "", fm(amt) if stated else ""],
                    amt,
                )
            )
            if it[4]:
                pf = Decimal(it[4].replace(",", "."))
                pfa = r2(pf * q)
                pf_out += pfa
                body.append(
                    (
                        [
                            f"{q:,.0f}",
                            f"   {pf_word} {it[1].split(' ')[0]}",
                            f"à {fm(pf)}",
                            "",
                            fm(pfa) if stated else "",
                        ],
                        ZERO,
                    )
                )
    ret = ZERO
    if rng.random() < 0.75:
        body.append(
            (["", "Leergut-Rückgabe" if reg == "at" else "Depot-Rücknahme", "", "", ""], ZERO)
        )
        for s, pf in [
            ("Kisten leer", Decimal("3.00") if reg == "at" else Decimal("3.60")),
            ("KEG leer", Decimal("30.00")),
        ][: rng.randint(1, 2)]:
            q = Decimal(
                rng.randint(2, 25) if s.startswith("K") and "KEG" not in s else rng.randint(1, 4)
            )
            a_ = r2(q * pf)
            ret += a_
            body.append(
                (
                    [
                        f"{q:,.0f}",
                        f"   {s} retour",
                        f"à {fm(pf)}",
                        "",
                        f"-{fm(a_)}" if stated else "",
                    ],
                    ZERO,
                )
            )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "rllrr",
        size=8,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    if reg == "at":
        tax = r2(net * Decimal("0.20"))
        tax_lab = "USt 20 %"
    else:
        tax = r2(net * Decimal("0.081") * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20
        tax = tax.quantize(Decimal("0.01"))
        tax_lab = "MWST 8,1 %" if rng.random() < 0.4 else "MWST 8.1%"
    total = net + tax + pf_out - ret
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Warenwert netto", fm(net), False), (tax_lab, fm(tax), False)]
        if pf_out:
            rows.append(
                (f"{pf_word} (ohne USt)" if reg == "at" else f"{pf_word}", fm(pf_out), False)
            )
        if ret:
            rows.append(
                ("Leergutgutschrift" if reg == "at" else "Depotgutschrift", f"-{fm(ret)}", False)
            )
        rows.append(
            (
                pick(rng, f"Gesamtbetrag {cur}|Endbetrag {cur}|Total {cur}|Bestellsumme {cur}"),
                fm(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.52, r - 3, y, rows, 9, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise laut gültiger Gastro-Preisliste bzw. Jahreskonditionen; Abrechnung mit Lieferschein.",
            8.4,
            wd,
        )
    y += 14
    for t in [
        "Bitte Lieferschein mit Bestellnummer beilegen. Mindermengen und Bruch sind bei Anlieferung zu vermerken.",
        pick(
            rng,
            "Zahlung: 14 Tage 2 % Skonto, 30 Tage netto.|Zahlung per Bankeinzug laut Vereinbarung.|Rechnung bitte an die Buchhaltung des Hotels.",
        ),
    ]:
        y = wrapped(d, m, y, t, 7.8, wd, grey=0.25) + 2
    y += 22
    if y + 20 > bottom:
        y = brk() + 20
    d.sign(m, y, 170, f"Unterschrift {pick(rng, 'F&B-Manager|Einkauf|Küchenchef|Direktion')}")
    d.sign(m + wd - 170, y, 170, "Ware erhalten (Datum, Unterschrift)")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_de_hotel_getraenke_bestellschein(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hg)


# --------------------------------------------------------------------------- 8 nl-BE / fr-BE school's or municipality's bestelbon / bon de commande

BE_PL_NL = "Herentals Tielt Lokeren Geel Ninove Bilzen Diest Eeklo Maldegem Zottegem Wetteren Lommel".split()
BE_PL_FR = "Ciney Nivelles Waremme Ath Gembloux Marche-en-Famenne Braine-l'Alleud Fleurus Jodoigne Huy".split()
BE_PL_BXL = (
    "Etterbeek Schaerbeek Jette Ganshoren Evere Anderlecht Koekelberg Watermaal-Bosvoorde".split()
)
BE_BUY = {
    "nl": [
        "Gemeente {p}",
        "Stad {p}",
        "Gemeentelijke Basisschool {p}",
        "OCMW {p}",
        "Stedelijk Lyceum {p}",
        "GO! Atheneum {p}",
    ],
    "fr": [
        "Commune de {p}",
        "Ville de {p}",
        "École communale de {p}",
        "CPAS de {p}",
        "Athénée royal de {p}",
        "Académie de musique de {p}",
    ],
    "bi": [
        "Gemeente {p} / Commune de {p}",
        "Gemeentebestuur {p} - Administration communale",
        "Gemeenteschool nr. {n} / École communale n° {n}",
    ],
}
BE_SL = "Peeters Janssens Maes Jacobs Mertens Willems Claes Goossens Wouters Dubois Lambert Dupont Renard Lejeune Hermans Simon".split()
BE_SUP_FORMED = {
    "nl": [
        "{l} Kantoorbenodigdheden BV",
        "Schoolmaterialen {l} NV",
        "{l} & Co BV",
        "Drukkerij {l} BV",
        "{l} Bouwmaterialen NV",
        "Boekhandel {l} BV",
    ],
    "fr": [
        "{l} Fournitures SRL",
        "Papeterie {l} SA",
        "{l} & Fils SRL",
        "Imprimerie {l} SA",
        "Matériaux {l} SA",
        "Librairie {l} SRL",
    ],
}
BE_SUP_BARE = {
    "nl": [
        "Boekhandel {l}",
        "Drukkerij {l}",
        "{l} Speelgoed",
        "Schrijnwerkerij {l}",
        "Bakkerij {l}",
    ],
    "fr": ["Librairie {l}", "Imprimerie {l}", "{l} Jouets", "Menuiserie {l}", "Boulangerie {l}"],
}
BE_ITEMS = [
    ("Schoolboeken wiskunde 3de graad", "Manuels de mathématiques 3e degré", 6, 18, 32),
    ("Leesboeken klasbibliotheek", "Livres de lecture bibliothèque", 6, 8, 22),
    ("Kopieerpapier A4 80 g (doos 5 riemen)", "Papier copieur A4 80 g (boîte 5 rames)", 21, 18, 28),
    ("Tekenpapier A3 (pak 250 vel)", "Papier à dessin A3 (paquet 250 f.)", 21, 12, 24),
    ("Kleurpotloden klasset", "Crayons de couleur set classe", 21, 25, 48),
    ("Whiteboardstiften (doos 12)", "Marqueurs tableau blanc (boîte 12)", 21, 9, 18),
    ("Fruit voor de speelplaats (week)", "Fruits pour la récréation (semaine)", 6, 35, 80),
    ("Drinkwater 0,5 l (pak 24)", "Eau 0,5 l (pack 24)", 6, 5, 9),
    ("Turnmatten 200x100", "Tapis de gymnastique 200x100", 21, 95, 180),
    ("Strooizout (zak 25 kg)", "Sel de déneigement (sac 25 kg)", 21, 6, 11),
    ("Afvalzakken PMD (rol 20)", "Sacs PMC (rouleau 20)", 21, 4, 8),
    ("Herstelling speeltoestel", "Réparation module de jeux", 21, 180, 650),
    ("Drukwerk infobrochure", "Impression brochure d'information", 21, 220, 900),
    ("Schoolagenda's", "Journaux de classe", 6, 3.5, 7),
    ("Tijdschriftabonnement", "Abonnement périodique", 6, 28, 95),
]


def _be(rng: random.Random, of: int) -> tuple[bytes, dict]:
    mode = rng.choice(["nl", "nl", "fr", "fr", "bi"])
    d = la.Doc(A4, pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    place = rng.choice({"nl": BE_PL_NL, "fr": BE_PL_FR, "bi": BE_PL_BXL}[mode])
    buyer = rng.choice(BE_BUY[mode]).format(p=place, n=rng.randint(1, 12))
    slang = "fr" if mode == "fr" or (mode == "bi" and rng.random() < 0.5) else "nl"
    sup = bare_or(rng, BE_SUP_FORMED[slang], BE_SUP_BARE[slang], 0.35).format(l=rng.choice(BE_SL))
    dt = a_day(rng)
    po = dig(
        rng,
        rng.choice([f"{dt.year}/####", "BB-####", f"{dt:%y}-#####", f"BC {dt.year}-###", "######"]),
    )
    stated = stated_of(rng)
    page = [1]
    fmt = eu

    def L(nl: str, fr: str) -> str:
        return nl if mode == "nl" else fr if mode == "fr" else f"{nl} / {fr}"

    po_lab = L(
        pick(rng, "Bestelbon nr.|Bestelbonnummer|Nummer bestelbon"),
        pick(rng, "Bon de commande n°|N° du bon de commande|Bon n°"),
    )
    ond = f"0{rng.randint(200, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}"
    df = lambda x: la.dfmt(x, "dot" if mode == "nl" else "dmy")  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} – {L('Ondernemingsnummer', 'N° d’entreprise')} {ond} – IBAN BE{dig(rng, '## #### #### ####')}",
            6.8,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 32,
            f"{L('Blad', 'Page')} {page[0]}/{of}" if of else f"{L('Blad', 'Page')} {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"{buyer} – {po_lab} {po}", 9, b=True)
        return 62

    y = 44
    d.box(m, y - 12, 36, 42, fill=0.8)
    d.t(m + 18, y + 14, place[:1], 20, b=True, al="c")
    d.lines(
        m + 46,
        y - 8,
        [
            buyer,
            L(
                pick(rng, "Dienst Aankoop|Secretariaat|Dienst Facilitair beheer|Directie"),
                pick(rng, "Service Achats|Secrétariat|Service Économat|Direction"),
            ),
            f"{rng.choice(['Markt', 'Kerkstraat', 'Schoolstraat'] if mode == 'nl' else ['Grand-Place', 'Rue de l’École', 'Place communale'] if mode == 'fr' else ['Gemeenteplein / Place communale', 'Kerkstraat / Rue de l’Église'])} {rng.randint(1, 80)}, {rng.randint(1000, 9990)} {place}",
            f"{L('Ondernemingsnr.', 'N° BCE')} BE {ond}",
        ],
        8.6,
        b_first=True,
        lead=11,
    )
    title = L("BESTELBON", "BON DE COMMANDE")
    d.t(r, y + 2, title, 15 if mode != "bi" else 12.5, b=True, al="r")
    d.t(r, y + 18, f"{po_lab} {po}" if rng.random() < 0.6 else f"N° {po}", 10, b=True, al="r")
    y += 50
    # grid of administrative data
    labs = [
        L("Datum", "Date"),
        L("Begrotingsartikel", "Article budgétaire"),
        L(
            pick(rng, "Collegebeslissing|Beslissing directie"),
            pick(rng, "Décision du Collège|Décision direction"),
        ),
        L("Referentie offerte", "Réf. offre"),
    ]
    vals = [
        df(dt),
        dig(rng, rng.choice(["###/###-##", "####/###-##", "AR ###/####"])),
        df(dt - timedelta(days=rng.randint(3, 30))),
        dig(rng, rng.choice(["OF-####", "####/##", "D###"])),
    ]
    if rng.random() < 0.4:
        labs[3], vals[3] = (
            L("Visum fin. directeur", "Visa dir. financier"),
            pick(rng, f"ok {df(dt)}|{rng.choice(BE_SL)} {df(dt)}"),
        )
    y = d.grid(m, y, [wd / 4] * 4, labs, vals, 8.2, shade=0.88) + 12
    half = (wd - 14) / 2
    supl = [
        sup,
        f"{rng.choice(['Industrieweg', 'Nijverheidsstraat', 'Rue de l’Industrie', 'Chaussée de Namur', 'Steenweg'])} {rng.randint(1, 200)}",
        f"{rng.randint(1000, 9990)} {rng.choice(BE_PL_NL + BE_PL_FR)}",
        f"{L('BTW', 'TVA')} BE 0{rng.randint(400, 899)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}",
    ]
    dell = [
        buyer
        if rng.random() < 0.4
        else L(
            pick(rng, "Technische dienst|Vestigingsplaats Kleuterschool|Sporthal|Bibliotheek"),
            pick(rng, "Service travaux|Implantation maternelle|Hall sportif|Bibliothèque"),
        ),
        f"{rng.choice(['Sportlaan', 'Dorp', 'Parkstraat'] if mode == 'nl' else ['Rue du Parc', 'Avenue des Écoles', 'Rue du Stade'] if mode == 'fr' else ['Parkstraat / Rue du Parc', 'Schoollaan / Avenue des Écoles'])} {rng.randint(1, 90)}",
        f"{rng.randint(1000, 9990)} {place}",
        f"{L('Contact', 'Contact')}: {rng.choice(BE_SL)} {dig(rng, '0### ## ## ##')}",
    ]
    blocks = [
        (L("Leverancier", "Fournisseur"), supl),
        (L("Leveringsadres", "Adresse de livraison"), dell),
    ]
    if rng.random() < 0.3:
        blocks.reverse()
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (half + 14)
        d.t(x, y + 9, lab, 8.4, b=True)
        d.box(x, y + 12, half, 58)
        d.lines(x + 5, y + 15, rows, 8.6, b_first=rows[0] == sup, lead=11.5)
    y += 82
    n = n_lines(rng, [1, 1, 2, 2, 3, 4, 5, 6, 8], [24, 30])
    lines = more_lines(
        rng,
        BE_ITEMS,
        n,
        [1, 1, 2, 3, 5, 10, 12, 20, 25, 30],
        ["(bijbestelling)", "(extra)", "(2e lot)"],
    )
    cols = [wd * f for f in (0.07, 0.45, 0.1, 0.13, 0.08, 0.17)]
    heads = [
        L("Pos.", "Pos."),
        L("Omschrijving", "Description"),
        L("Aantal", "Quantité") if mode != "bi" else "Aantal/Qté",
        L("Eenheidsprijs", "Prix unitaire") if mode != "bi" else "Prijs/Prix",
        L("BTW", "TVA"),
        L("Bedrag excl. BTW", "Montant HTVA") if mode != "bi" else "Excl./HTVA",
    ]
    body = []
    base = {6: ZERO, 21: ZERO}
    for i, (it, q, p, amt) in enumerate(lines, 1):
        rate = it[2]
        base[rate] += amt
        desc = it[0] if mode == "nl" else it[1] if mode == "fr" else f"{it[0]} / {it[1]}"
        body.append(
            (
                [
                    str(i),
                    desc,
                    f"{q:,.0f}",
                    fmt(p) if stated else "",
                    f"{rate} %",
                    fmt(amt) if stated else "",
                ],
                amt,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "llrrcr",
        size=7.6,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
        grid=True,
    )
    tax = {k: r2(v * k / 100) for k, v in base.items()}
    net = sum(base.values(), ZERO)
    total = net + sum(tax.values(), ZERO)
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        sx = m + wd * 0.38
        sw = [wd * 0.14, wd * 0.16, wd * 0.16, wd * 0.16]
        y = lrow(
            d,
            sx,
            y,
            sw,
            [
                L("BTW-tarief", "Taux TVA"),
                L("Maatstaf", "Base HTVA") if mode != "bi" else "Maatstaf/Base",
                L("BTW", "TVA"),
                L("Totaal", "Total"),
            ],
            "lrrr",
            h=15,
            size=7.6,
            b=True,
            fill=0.9,
        )
        for k in (6, 21):
            if base[k]:
                y = lrow(
                    d,
                    sx,
                    y,
                    sw,
                    [f"{k} %", fmt(base[k]), fmt(tax[k]), fmt(base[k] + tax[k])],
                    "lrrr",
                    h=15,
                    size=7.8,
                )
        y += 6
        lab = L(
            pick(rng, "Totaal te betalen|Totaal incl. BTW|Algemeen totaal"),
            pick(rng, "Total à payer|Total TVAC|Total général"),
        )
        y = d.summary(
            sx,
            r - 3,
            y,
            [
                (L("Totaal excl. BTW", "Total HTVA"), fmt(net), False),
                (L("Totaal BTW", "Total TVA"), fmt(sum(tax.values(), ZERO)), False),
                (lab, f"€ {fmt(total)}" if rng.random() < 0.5 else f"{fmt(total)} EUR", True),
            ],
            8.8,
            box_last=True,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            L(
                "Prijzen volgens raamcontract / offerte; de factuur vermeldt de prijzen excl. en incl. btw.",
                "Prix selon marché-cadre / offre ; la facture mentionne les prix HTVA et TVAC.",
            ),
            8.2,
            wd,
        )
    y += 12
    texts = [
        L(
            f"De factuur moet het {po_lab.split(' / ')[0].lower()} vermelden en verstuurd worden via Mercurius/Peppol of naar facturen@{place.lower()}.be.",
            f"La facture doit mentionner le numéro du bon de commande et être envoyée via Mercurius/Peppol ou à factures@{place.lower()}.be.",
        ),
        L(
            "Betaling binnen 30 dagen na ontvangst van een correcte factuur.",
            "Paiement dans les 30 jours après réception d’une facture conforme.",
        ),
    ]
    for t in texts:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25) + 2
    y += 26
    if y + 20 > bottom:
        y = brk() + 26
    signs = [
        L("Voor de directeur / de algemeen directeur", "Pour le directeur / le directeur général"),
        L("Financieel directeur (visum)", "Directeur financier (visa)"),
    ]
    d.sign(m, y, 200, signs[0], 7)
    d.sign(m + wd - 200, y, 200, signs[1], 7)
    foot()
    out = finish(d, "fr" if mode == "fr" else "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_be_bestelbon_school_gemeente(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _be)


# --------------------------------------------------------------------------- 9 es-CL / es-MX mining or construction firm's orden de compra

MN_BUY = {
    "cl": [
        "Minera {x} SpA",
        "Compañía Minera {x} S.A.",
        "Constructora {x} Ltda.",
        "Sociedad Contractual Minera {x}",
        "Ingeniería y Construcción {x} S.A.",
    ],
    "mx": [
        "Minera {x}, S.A. de C.V.",
        "Compañía Minera {x}, S.A.P.I. de C.V.",
        "Constructora {x}, S.A. de C.V.",
        "Grupo Minero {x}, S.A. de C.V.",
    ],
}
MN_XS = [
    "Los Andes",
    "Cerro Alto",
    "Atacama",
    "Pacífico",
    "Austral",
    "San Lorenzo",
    "Sierra Madre",
    "Cobre Norte",
    "Altiplano",
    "Santa Rosa",
    "El Peñón",
    "Tamarugal",
    "Río Blanco",
    "Tres Valles",
]
MN_SL = [
    "Fuentes",
    "Contreras",
    "Araya",
    "Rojas",
    "Tapia",
    "Vergara",
    "Castillo",
    "Saavedra",
    "Zúñiga",
    "Garza",
    "Treviño",
    "Villarreal",
    "Medina",
    "Orozco",
    "Salinas",
]
MN_SUP_FORMED = {
    "cl": [
        "Comercial {l} Ltda.",
        "Suministros Mineros {l} SpA",
        "{l} Hermanos y Cía. Ltda.",
        "Ferretería Industrial {l} S.A.",
        "Servicios {l} E.I.R.L.",
        "Neumáticos {l} SpA",
    ],
    "mx": [
        "Suministros {l}, S.A. de C.V.",
        "Ferretera Industrial {l}, S. de R.L. de C.V.",
        "Maquinaria {l}, S.A. de C.V.",
        "Distribuidora {l}, S.A. de C.V.",
    ],
}
MN_SUP_BARE = [
    "Ferretería {l}",
    "Taller Mecánico {l}",
    "Transportes {l}",
    "{f} {l}",
    "Comercializadora {l}",
]
MN_F = [
    "Juan Carlos",
    "María José",
    "Luis",
    "Patricio",
    "Claudia",
    "Rodrigo",
    "Alejandra",
    "Héctor",
    "Gabriela",
    "Sergio",
]
MN_ITEMS = [
    ('Bola de molienda forjada 5"', "TON", 1100, 1600),
    ("Neumático OTR 27.00R49", "UN", 28000, 42000),
    ("Perno de anclaje helicoidal 22 mm x 2,4 m", "UN", 12, 22),
    ("Malla electrosoldada 100x100 6 mm", "ROL", 180, 320),
    ("Aceite hidráulico ISO 68 tambor 208 L", "TAM", 520, 880),
    ("Filtro de aire primario CAT", "UN", 95, 240),
    ('Cable de acero 1" 6x36 IWRC', "M", 14, 26),
    ("Guante de cabritilla", "PAR", 3.5, 7),
    ("Casco de seguridad con barbiquejo", "UN", 9, 18),
    ("Respirador medio rostro con filtros", "UN", 28, 55),
    ("Cemento portland saco 25 kg", "SAC", 4, 7),
    ("Barra de perforación R32 3,7 m", "UN", 210, 380),
    ("Bit de botones 45 mm", "UN", 65, 130),
    ("Correa transportadora EP800 1200 mm", "M", 120, 240),
    ("Servicio de arriendo camioneta 4x4", "MES", 1400, 2200),
    ("Servicio de mantención bomba", "GL", 1800, 5200),
]


def _mn(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = "cl" if rng.random() < 0.55 else "mx"
    d = la.Doc(
        letter if reg == "mx" and rng.random() < 0.6 else A4,
        pick(rng, "helv|libsans|dejavu|djcond"),
    )
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    x = rng.choice(MN_XS)
    buyer = rng.choice(MN_BUY[reg]).format(x=x)
    l1 = rng.choice(MN_SL)
    sup = bare_or(rng, MN_SUP_FORMED[reg], MN_SUP_BARE, 0.3).format(l=l1, f=rng.choice(MN_F))
    dt = a_day(rng)
    po = dig(
        rng,
        rng.choice(["45########", f"OC-{dt.year}-#####", "4600######", "OC ######", "##-OC-####"]),
    )
    solped = dig(rng, rng.choice(["10########", "SP-######", "REQ-#####"]))
    cot = dig(rng, rng.choice(["COT-####", "####-##", "Q######"]))
    cm = dig(rng, rng.choice([f"CM-{dt.year - 1}-###", "46########"]))
    stated = stated_of(rng)
    page = [1]
    cl = reg == "cl"
    fm = clp if cl else en2
    site = (
        f"{pick(rng, 'Faena|Faena|Proyecto|Obra')} {rng.choice(MN_XS)}"
        if cl
        else f"{pick(rng, 'Unidad Minera|Proyecto|Obra')} {rng.choice(MN_XS)}"
    )
    po_lab = pick(rng, "ORDEN DE COMPRA N°|Orden de Compra Nro.|OC N°|Nº Orden de Compra")
    df = lambda x_: la.dfmt(x_, "dmy" if cl else pick(rng, "dmy|iso"))  # noqa: E731

    def rut() -> str:
        n = (
            rng.randint(76000000, 77999999)
            if rng.random() < 0.7
            else rng.randint(8000000, 19999999)
        )
        return f"{n:,}".replace(",", ".") + f"-{rng.choice('0123456789K')}"

    def rfc(name: str) -> str:
        letters = "".join(w[0] for w in name.replace(",", "").split()[:3]).upper().ljust(3, "X")
        return f"{letters}{dt.year % 100 - rng.randint(2, 20):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{dig(rng, '@@#')}"

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · {'RUT ' + rut() if cl else 'RFC ' + rfc(buyer)} · Documento generado por SAP – no requiere firma manuscrita si cuenta con liberación electrónica",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 32,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 48, f"{buyer}", 9, b=True)
        d.t(r, 48, f"{po_lab} {po} (continuación)", 9, b=True, al="r")
        return 60

    y = 40
    d.t(m, y + 6, buyer, 13, b=True)
    d.lines(
        m,
        y + 10,
        [
            f"{'RUT' if cl else 'RFC'}: {rut() if cl else rfc(buyer)}",
            f"{'Giro: Extracción de minerales de cobre' if cl else 'Régimen: 601 General de Ley Personas Morales'}",
            f"{rng.choice(['Av. Apoquindo', 'Av. Grecia', 'Blvd. Navarrete', 'Av. Constitución'])} {rng.randint(100, 6000)}, {rng.choice(['Las Condes, Santiago', 'Antofagasta', 'Calama', 'Hermosillo, Son.', 'Zacatecas, Zac.', 'Monterrey, N.L.'])}",
        ],
        7.8,
        lead=10,
    )
    bx = r - 190
    d.box(bx, y - 6, 190, 58, lw=1.2)
    d.t(bx + 95, y + 10, "ORDEN DE COMPRA", 12, b=True, al="c")
    d.t(bx + 95, y + 28, po if rng.random() < 0.5 else f"N° {po}", 13, b=True, al="c")
    d.t(bx + 95, y + 44, f"Fecha: {df(dt)}", 8.2, al="c")
    y += 66
    # proveedor block and reference block
    half = wd * 0.56
    d.box(m, y, half, 14, fill=0.85)
    d.t(m + 4, y + 10, pick(rng, "PROVEEDOR|Proveedor|DATOS DEL PROVEEDOR|Señor(es)"), 8.4, b=True)
    if cl:
        pv = [
            ("Razón social", sup),
            ("RUT", rut()),
            (
                "Giro",
                pick(
                    rng,
                    "Venta de insumos mineros|Ferretería y suministros|Servicios de mantención|Arriendo de vehículos",
                ),
            ),
            (
                "Dirección",
                f"{rng.choice(['Av. Argentina', 'Calle Prat', 'Los Carrera', 'Av. Balmaceda'])} {rng.randint(100, 3000)}, {rng.choice(['Antofagasta', 'Calama', 'Copiapó', 'La Serena', 'Rancagua'])}",
            ),
            (
                "Contacto",
                f"{rng.choice(MN_F)} {rng.choice(MN_SL)} · +56 9 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}",
            ),
        ]
    else:
        pv = [
            ("Nombre", sup),
            ("RFC", rfc(sup)),
            ("N° proveedor", dig(rng, "10#####")),
            (
                "Domicilio",
                f"{rng.choice(['Calle Juárez', 'Av. Reforma', 'Blvd. Colosio', 'Calle Hidalgo'])} {rng.randint(100, 3000)}, {rng.choice(['Hermosillo', 'Chihuahua', 'Zacatecas', 'Durango', 'Saltillo'])}",
            ),
            (
                "Contacto",
                f"{rng.choice(MN_F)} {rng.choice(MN_SL)} · {rng.randint(600, 899)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            ),
        ]
    if rng.random() < 0.35:
        pv = [("", sup)] + pv[1:]
    yy = y + 18
    for lab, val in pv:
        if lab:
            d.t(m + 4, yy + 8, f"{lab}:", 7.8, grey=0.3)
        room = half - (74 if lab else 8)
        size = 8.4 if val != sup else min(9.0, 9.0 * room / d.width(sup, 9.0, True))
        d.t(
            m + (70 if lab else 4),
            yy + 8,
            val,
            size,
            b=val == sup,
            maxw=None if val == sup else room,
        )
        yy += 12
    d.box(m, y + 14, half, yy - y - 10)
    rx = m + half + 10
    refs = [
        ("SolPed N°" if cl else "Requisición N°", solped),
        ("Cotización N°", cot),
        ("Centro de costo", dig(rng, rng.choice(["CC-####", "####-###"]))),
        ("Comprador", f"{rng.choice(MN_F)} {rng.choice(MN_SL)}"),
        (
            "Condición de pago",
            pick(rng, "30 días fecha factura|45 días|60 días contra HES|Contado"),
        ),
    ]
    if rng.random() < 0.5:
        refs.insert(2, ("Contrato marco", cm))
    if not cl:
        refs.append(("Uso CFDI", "G03 Gastos en general"))
    d.kv(rx, y + 2, refs, 88, 7.8)
    y = max(yy, y + 2 + len(refs) * 10.92) + 10
    d.t(
        m,
        y + 8,
        f"Lugar de entrega: Bodega {pick(rng, 'Central|Mina|Planta|Campamento')} – {site}, {pick(rng, 'Ruta B-24 km 18|Camino a Mina s/n|Km 42 Carretera Federal 15|Parcela 12, sector industrial')}",
        8.2,
        maxw=wd,
    )
    d.t(
        m,
        y + 20,
        f"Fecha de entrega: {df(dt + timedelta(days=rng.randint(7, 45)))}   ·   Moneda: {'CLP' if cl else pick(rng, 'MXN|MXN (pesos mexicanos)')}",
        8.2,
    )
    y += 30
    n = n_lines(rng, [1, 1, 2, 2, 3, 4, 5, 6, 8, 10], [26, 34])
    scale = Decimal(900) if cl else Decimal(18)
    lines = more_lines(
        rng,
        MN_ITEMS,
        n,
        [1, 1, 2, 4, 5, 10, 20, 50, 100],
        ["(repuesto)", "- stock crítico", "(2ª entrega)"],
        big=10000,
    )
    cols = [wd * f for f in (0.06, 0.12, 0.4, 0.08, 0.08, 0.12, 0.14)]
    heads = [
        "Ítem",
        "Código SAP" if rng.random() < 0.6 else "Material",
        "Descripción",
        "Cant.",
        "UM",
        "Precio unit.",
        "Valor neto" if cl else "Importe",
    ]
    body = []
    net = ZERO
    for i, (it, q, p, _amt) in enumerate(lines, 1):
        p2 = r0(p * scale) if cl else r2(p * scale)
        a2 = r0(q * p2) if cl else r2(q * p2)
        net += a2
        body.append(
            (
                [
                    f"{i * 10}",
                    dig(rng, "1######"),
                    it[0],
                    f"{q:,.0f}".replace(",", "."),
                    it[1],
                    fm(p2) if stated else "",
                    fm(a2) if stated else "",
                ],
                a2,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "cllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    disc = ZERO
    if rng.random() < 0.3:
        disc = (
            r0(net * Decimal(rng.choice([2, 3, 5])) / 100)
            if cl
            else r2(net * Decimal(rng.choice([2, 3, 5])) / 100)
        )
    base = net - disc
    if cl:
        iva = r0(base * Decimal("0.19"))
        ret = ZERO
    else:
        iva = r2(base * Decimal("0.16"))
        ret = (
            r2(base * Decimal("0.04"))
            if any("Servicio" in it[0] for it, *_ in lines) and rng.random() < 0.6
            else ZERO
        )
    total = base + iva - ret
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        sym = "$ "
        rows = [("Subtotal neto" if cl else "Subtotal", sym + fm(net), False)]
        if disc:
            rows.append(("Descuento", "-" + sym + fm(disc), False))
        rows.append(("IVA 19%" if cl else "IVA 16%", sym + fm(iva), False))
        if ret:
            rows.append(("Retención IVA 4% (servicios)", "-" + sym + fm(ret), False))
        rows.append(
            (
                (pick(rng, "TOTAL|Total OC|TOTAL ORDEN") + (" CLP" if cl else " MXN")),
                sym + fm(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.5, r - 3, y, rows, 8.8, box_last=True)
        if rng.random() < 0.5:
            pesos = int(total)
            word = (
                f"Son: {pesos:,} pesos".replace(",", ".")
                if cl
                else f"Son: ({pesos:,} pesos {int((total - pesos) * 100):02d}/100 M.N.)"
            )
            y = wrapped(d, m, y + 4, word, 7.8, wd, grey=0.25)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Valores según contrato marco vigente; la facturación se realizará contra Hoja de Entrada de Servicio (HES) aprobada.",
            8.2,
            wd,
        )
    y += 10
    conds = [
        "El proveedor debe estar acreditado ante la faena (documentación de personal y vehículos) antes del ingreso.",
        f"Toda factura debe indicar el número de esta orden de compra y {'la HES o guía de despacho' if cl else 'el CFDI con uso G03 y complemento de pago'} correspondiente.",
        "Los materiales peligrosos deben venir con hoja de seguridad (HDS) y cumplir el reglamento de seguridad minera.",
    ]
    for t in rng.sample(conds, rng.randint(2, 3)):
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, "• " + t, 7.4, wd, grey=0.2) + 1
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw = (wd - 40) / 3
    for k, s in enumerate(
        ["Solicitante", "Jefe de Abastecimiento", "Gerente de Faena" if cl else "Gerente de Unidad"]
    ):
        d.sign(m + k * (sw + 20), y, sw, s)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_es_minera_orden_compra_faena(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mn)


# --------------------------------------------------------------------------- 10 pl / cs manufacturer's ERP order to a supplier

PC_PL_BUY = [
    "{x} Sp. z o.o.",
    "Zakłady Mechaniczne {x} S.A.",
    "{x} Manufacturing Sp. z o.o.",
    "Fabryka Maszyn {x} S.A.",
    "{x} Polska Sp. z o.o.",
]
PC_CS_BUY = [
    "{x} s.r.o.",
    "{x} Strojírny a.s.",
    "{x} Manufacturing CZ s.r.o.",
    "Slévárna {x} a.s.",
    "{x} Components s.r.o.",
]
PC_X = "Mechanik Ferrotech Elmot Stalprofil Hydromet Kovopol Novatech Techmont Metalplast Agromax Tatra Bohemia Moravia Vysočina Strojmont Kovotech".split()
PC_PL_SL = "Nowak Kowalski Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Mazur Krawczyk Piotrowski".split()
PC_CS_SL = "Novák Svoboda Dvořák Černý Procházka Kučera Veselý Horák Němec Marek Pokorný Král Růžička Beneš".split()
PC_PL_SUP_F = [
    "{l} Stal Sp. z o.o.",
    "Hurtownia Łożysk {l} Sp. j.",
    "{x} Sp. z o.o. Sp.k.",
    "P.P.H.U. {l} Sp. z o.o.",
    "{x} S.A.",
    "Odlewnia {l} Sp. z o.o.",
]
PC_PL_SUP_B = [
    "P.H.U. {l} {f}",
    "Zakład Ślusarski {l}",
    "F.H. {l}",
    "{l} – Obróbka Skrawaniem",
    "Usługi Transportowe {l} {f}",
]
PC_CS_SUP_F = [
    "{l} Hutní materiál s.r.o.",
    "{x} Ložiska a.s.",
    "{x} spol. s r.o.",
    "Kovovýroba {l} s.r.o.",
    "{x} Pneumatik s.r.o.",
    "{l} & syn, v.o.s.",
]
PC_CS_SUP_B = ["{f} {l} – Zámečnictví", "Kovoobrábění {l}", "{l} Elektro", "Lakovna {l}", "{f} {l}"]
PC_PL_F = "Jan Piotr Andrzej Tomasz Krzysztof Marek Anna Katarzyna".split()
PC_CS_F = "Jan Petr Josef Pavel Martin Tomáš Jana Eva".split()
PC_ITEMS = [
    ("Pręt stalowy ciągniony C45 fi 40", "Tyč tažená C45 pr. 40", "kg", "kg", 5.2, 8.5),
    ("Blacha S235JR 3 mm 1500x3000", "Plech S235JR 3 mm 1500x3000", "szt", "ks", 420, 680),
    ("Łożysko 6205-2RS", "Ložisko 6205-2RS", "szt", "ks", 9, 22),
    ("Śruba M10x40 8.8 ocynk", "Šroub M10x40 8.8 zinek", "szt", "ks", 0.35, 0.9),
    ("Siłownik pneumatyczny DSBC-50-200", "Pneumatický válec DSBC-50-200", "szt", "ks", 480, 950),
    ("Profil aluminiowy 40x40 L=6000", "Hliníkový profil 40x40 L=6000", "szt", "ks", 120, 260),
    ("Farba proszkowa RAL 7035", "Prášková barva RAL 7035", "kg", "kg", 18, 34),
    ("Odkuwka kołnierza wg rys.", "Výkovek příruby dle výkr.", "szt", "ks", 45, 140),
    ("Obróbka CNC wałka wg rys.", "CNC obrábění hřídele dle výkr.", "szt", "ks", 60, 260),
    ("Przekładnia ślimakowa i=30", "Šneková převodovka i=30", "szt", "ks", 650, 1400),
    ("Rura stalowa 48,3x3,2", "Trubka ocelová 48,3x3,2", "m", "m", 22, 38),
    ("Uszczelka O-ring 50x3 NBR", "O-kroužek 50x3 NBR", "szt", "ks", 0.8, 2.2),
    (
        "Elektroda rutylowa 3,2 mm (paczka 5 kg)",
        "Elektroda rutilová 3,2 mm (bal. 5 kg)",
        "opak",
        "bal",
        85,
        140,
    ),
    ("Paleta EUR nowa", "Paleta EUR nová", "szt", "ks", 48, 75),
]


def _pc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    cz = rng.random() < 0.45
    d = la.Doc(A4, pick(rng, "dejavu|libsans|djcond|libserif"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    x = rng.choice(PC_X)
    buyer = rng.choice(PC_CS_BUY if cz else PC_PL_BUY).format(x=x)
    sl = PC_CS_SL if cz else PC_PL_SL
    fn = PC_CS_F if cz else PC_PL_F
    sup = bare_or(
        rng, PC_CS_SUP_F if cz else PC_PL_SUP_F, PC_CS_SUP_B if cz else PC_PL_SUP_B, 0.35
    ).format(l=rng.choice(sl), x=rng.choice([v for v in PC_X if v != x]), f=rng.choice(fn))
    dt = a_day(rng)
    if cz:
        po = dig(
            rng,
            rng.choice([f"OV-{dt.year}-####", f"OBJ{dt:%y}#####", f"{dt.year}/OV/###", "2#0####"]),
        )
    else:
        po = dig(
            rng,
            rng.choice(
                [
                    f"ZZ-####/{dt:%y}",
                    f"ZD/####/{dt.year}",
                    f"ZAM/{dt.year}/##/####",
                    f"ZZ ###/{dt:%m}/{dt:%y}/ZAK",
                ]
            ),
        )
    offer = dig(rng, rng.choice(["OF/####/20##", "NAB-####", "####/##"]))
    req = dig(rng, rng.choice(["ZW-####", "ZAP/###/##", "PŽ-####"]))
    stated = stated_of(rng)
    page = [1]
    fm = sp if rng.random() < 0.75 else eu
    cur = "CZK" if cz else "PLN"
    rates = [21, 12] if cz else [23, 8]

    def T(pl: str, cs: str) -> str:
        return cs if cz else pl

    po_lab = T(
        pick(rng, "Zamówienie nr|Numer zamówienia|Nr dokumentu"),
        pick(rng, "Číslo objednávky|Objednávka č.|Doklad č."),
    )
    df = lambda x_: la.dfmt(x_, pick(rng, "dot|iso"))  # noqa: E731
    ident = lambda: T(f"NIP {dig(rng, '###-###-##-##')}", f"IČO {dig(rng, '########')}")  # noqa: E731

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            T(
                f"{buyer}, KRS {dig(rng, '0000######')}, kapitał zakładowy {rng.randint(50, 900) * 1000:,} zł".replace(
                    ",", " "
                ),
                f"{buyer}, zapsaná v OR vedeném Krajským soudem v {rng.choice(['Brně', 'Ostravě', 'Plzni', 'Hradci Králové'])}, oddíl C, vložka {rng.randint(1000, 99999)}",
            ),
            6.6,
            grey=0.35,
            maxw=wd - 70,
        )
        d.t(
            r,
            d.h - 32,
            T(f"Strona {page[0]} z {of}", f"Strana {page[0]} z {of}")
            if of
            else T(f"Strona {page[0]}", f"Strana {page[0]}"),
            7,
            al="r",
            grey=0.35,
        )
        d.t(
            m,
            d.h - 22,
            T("Wydruk z systemu ERP", "Vytištěno z ERP systému")
            + f" · {df(dt)} {rng.randint(7, 16):02d}:{rng.randint(0, 59):02d} · {rng.choice(fn)[0]}{rng.choice(sl)[0]}",
            6.4,
            grey=0.45,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        rgb_fill(d, m, 36, wd, 18, Color(0.88, 0.9, 0.93))
        d.t(m + 6, 49, f"{po_lab} {po}", 9, b=True)
        d.t(r - 6, 49, T("ciąg dalszy", "pokračování"), 8, al="r")
        return 64

    y = 40
    d.t(m, y + 4, buyer, 12, b=True)
    d.t(
        r,
        y + 4,
        f"{T(pick(rng, 'Gliwice|Bielsko-Biała|Mielec|Kalisz|Stalowa Wola|Tczew'), pick(rng, 'Zlín|Kopřivnice|Třebíč|Hranice|Písek|Chrudim'))}, {df(dt)}",
        8.6,
        al="r",
    )
    y += 16
    rgb_fill(d, m, y, wd, 26, Color(0.88, 0.9, 0.93))
    title = T(
        pick(rng, "ZAMÓWIENIE DO DOSTAWCY|ZAMÓWIENIE ZAKUPU|ZAMÓWIENIE"),
        pick(rng, "OBJEDNÁVKA VYDANÁ|OBJEDNÁVKA|NÁKUPNÍ OBJEDNÁVKA"),
    )
    d.t(m + 8, y + 17, title, 13, b=True)
    d.t(r - 8, y + 17, f"{po_lab} {po}" if rng.random() < 0.7 else po, 11, b=True, al="r")
    y += 38
    half = (wd - 16) / 2
    sup_rows = [
        sup,
        f"{T('ul. ', '')}{rng.choice(['Przemysłowa', 'Fabryczna', 'Hutnická', 'Průmyslová', 'Nádražní', 'Polna'])} {rng.randint(1, 120)}",
        T(
            f"{rng.randint(10, 99)}-{rng.randint(100, 999)} {pick(rng, 'Katowice|Radom|Łódź|Kielce|Opole')}",
            f"{rng.randint(100, 799)} {rng.randint(10, 99)} {pick(rng, 'Ostrava|Olomouc|Pardubice|Jihlava|Kladno')}",
        ),
        ident() + ("" if not cz else f", DIČ CZ{dig(rng, '########')}"),
        T(
            f"Konto: {dig(rng, '## #### #### #### #### #### ####')}",
            f"Účet: {dig(rng, '######')}/0{rng.choice(['100', '300', '800', '600'])}",
        ),
    ]
    buy_rows = [
        buyer,
        T("Miejsce dostawy:", "Místo dodání:")
        + " "
        + T(
            pick(rng, "Magazyn główny, brama 2|Hala produkcyjna nr 3|Zakład nr 2"),
            pick(rng, "Centrální sklad, brána 2|Výrobní hala 3|Závod 2"),
        ),
        f"{rng.choice(['Fabryczna', 'Hlavní', 'Průmyslová'])} {rng.randint(1, 60)}",
        ident(),
        T("Osoba kontaktowa:", "Kontaktní osoba:") + f" {rng.choice(fn)} {rng.choice(sl)}",
    ]
    caps = [
        T(pick(rng, "Dostawca|Dostawca:|DOSTAWCA"), pick(rng, "Dodavatel|Dodavatel:|DODAVATEL")),
        T(
            pick(rng, "Zamawiający / Odbiorca|Nabywca|Odbiorca"),
            pick(rng, "Odběratel|Odběratel / Příjemce|Objednatel"),
        ),
    ]
    for k, (cap, rows) in enumerate(zip(caps, [sup_rows, buy_rows])):
        xx = m + k * (half + 16)
        d.t(xx, y + 8, cap, 8, b=True, grey=0.3)
        d.line(xx, y + 11, xx + half, y + 11, 0.6)
        d.lines(xx, y + 14, rows, 8.4, b_first=True, lead=11)
    y += 14 + 5 * 11 + 12
    info = [
        (T("Data zamówienia", "Datum objednávky"), df(dt)),
        (T("Termin dostawy", "Termín dodání"), df(dt + timedelta(days=rng.randint(7, 40)))),
        (
            T("Warunki płatności", "Platební podmínky"),
            T(
                pick(rng, "przelew 30 dni|przelew 60 dni|przelew 14 dni"),
                pick(rng, "převodem, splatnost 30 dní|převodem 45 dní|14 dní"),
            ),
        ),
        (T("Dostawa", "Doprava"), pick(rng, "DAP|FCA|EXW|CPT")),
        (T("Oferta dostawcy", "Nabídka dodavatele"), offer),
        (T("Zapotrzebowanie", "Požadavek"), req),
        (T("Zaopatrzeniowiec", "Nákupčí"), f"{rng.choice(fn)} {rng.choice(sl)}"),
    ]
    cw = wd / 4
    for k in range(0, len(info), 4):
        chunk = info[k : k + 4]
        y = d.grid(
            m, y, [cw] * len(chunk), [a for a, _ in chunk], [b_ for _, b_ in chunk], 7.8, shade=0.92
        )
    y += 12
    n = n_lines(rng, [1, 1, 2, 2, 3, 4, 5, 6, 8, 10], [28, 36])
    lines = more_lines(
        rng,
        PC_ITEMS,
        n,
        [1, 2, 5, 10, 20, 50, 100, 200, 500],
        ["(poz. dodatkowa)", "– wariant B", "(2. dodávka)"],
    )
    k_ = Decimal(rng.choice([5, 5.5, 6])) if cz else Decimal(1)
    cols = [wd * f for f in (0.05, 0.12, 0.33, 0.08, 0.06, 0.1, 0.07, 0.07, 0.12)]
    heads = [
        "Lp." if not cz else "Poř.",
        T("Indeks", "Kód"),
        T("Nazwa / rysunek", "Název / výkres"),
        T("Ilość", "Množství"),
        T("J.m.", "MJ"),
        T("Cena netto", "Cena/MJ"),
        T("Rabat", "Sleva"),
        T("VAT", "DPH"),
        T("Wartość netto", "Celkem bez DPH"),
    ]
    base = {rt: ZERO for rt in rates}
    body = []
    for i, (it, q, p, _amt) in enumerate(lines, 1):
        p2 = r2(Decimal(p) * k_)
        rab = Decimal(rng.choice([0, 0, 0, 2, 3, 5, 10]))
        a2 = r2(q * p2 * (100 - rab) / 100)
        rt = rates[0] if rng.random() < 0.9 else rates[1]
        base[rt] += a2
        name = it[1] if cz else it[0]
        if rng.random() < 0.35 and "rys" not in name and "výkr" not in name:
            name += f" {T('rys.', 'výkr.')} {dig(rng, '@@-####-##')}"
        body.append(
            (
                [
                    str(i),
                    dig(rng, rng.choice(["##.###.###", "@@-#####", "######"])),
                    name,
                    f"{q:,.0f}".replace(",", " "),
                    it[3] if cz else it[2],
                    fm(p2) if stated else "",
                    f"{rab:.0f}%" if rab else "",
                    f"{rt}%",
                    fm(a2) if stated else "",
                ],
                a2,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "lllrcrrcr",
        size=7.2,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    vat = {rt: r2(v * rt / 100) for rt, v in base.items()}
    net = sum(base.values(), ZERO)
    total = net + sum(vat.values(), ZERO)
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        sx = m + wd * 0.4
        sw = [wd * 0.12, wd * 0.16, wd * 0.16, wd * 0.16]
        y = lrow(
            d,
            sx,
            y,
            sw,
            [
                T("Stawka VAT", "Sazba DPH"),
                T("Netto", "Základ"),
                T("VAT", "DPH"),
                T("Brutto", "Celkem"),
            ],
            "lrrr",
            h=15,
            size=7.6,
            b=True,
            fill=0.9,
        )
        for rt in rates:
            if base[rt]:
                y = lrow(
                    d,
                    sx,
                    y,
                    sw,
                    [f"{rt}%", fm(base[rt]), fm(vat[rt]), fm(base[rt] + vat[rt])],
                    "lrrr",
                    h=15,
                    size=7.6,
                )
        y = lrow(
            d,
            sx,
            y,
            sw,
            [T("Razem", "Součet"), fm(net), fm(sum(vat.values(), ZERO)), fm(total)],
            "lrrr",
            h=15,
            size=7.6,
            b=True,
        )
        y += 8
        lab = T(
            pick(rng, "Razem do zapłaty|Wartość zamówienia brutto|Do zapłaty"),
            pick(rng, "Celkem k úhradě|Celkem s DPH|Celková cena vč. DPH"),
        )
        d.t(r - 3, y + 12, f"{lab}: {fm(total)} {cur}", 10.5, b=True, al="r")
        y += 20
        if not cz and rng.random() < 0.6:
            y = wrapped(
                d,
                m,
                y,
                f"Słownie: {int(total)} zł {int((total - int(total)) * 100):02d}/100 (kwota brutto)",
                7.8,
                wd,
                grey=0.25,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            T(
                "Ceny zgodnie z umową ramową / cennikiem dostawcy obowiązującym w dniu dostawy.",
                "Ceny dle rámcové smlouvy / platného ceníku dodavatele ke dni dodání.",
            ),
            8.2,
            wd,
        )
    y += 8
    for t in [
        T(
            f"Prosimy o potwierdzenie zamówienia w ciągu 2 dni roboczych. Numer zamówienia ({po}) należy umieścić na fakturze i dokumencie WZ.",
            f"Prosíme o potvrzení objednávky do 2 pracovních dnů. Číslo objednávky ({po}) uvádějte na faktuře a dodacím listu.",
        ),
        T(
            "Do dostawy należy dołączyć atesty materiałowe 3.1 wg EN 10204.",
            "K dodávce přiložte materiálové atesty 3.1 dle EN 10204.",
        ),
    ]:
        if y + 24 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2) + 2
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    d.sign(m, y, 180, T("Wystawił", "Vystavil"))
    d.sign(m + wd - 180, y, 180, T("Zatwierdził", "Schválil"))
    foot()
    out = finish(d, "cs" if cz else "pl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit8_pl_cs_erp_zamowienie_vydana(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pc)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        fit8_zh_smt_waixie_jiagongdan,
        fit8_zh_caigou_shenqing_dinggou,
        fit8_tw_jixie_zhongyidao_caigoudan,
        fit8_ja_insatsu_hacchusho_gochu,
        fit8_en_gb_eproc_po_line_blocks,
        fit8_en_us_contractor_qb_po,
        fit8_de_hotel_getraenke_bestellschein,
        fit8_be_bestelbon_school_gemeente,
        fit8_es_minera_orden_compra_faena,
        fit8_pl_cs_erp_zamowienie_vydana,
    )
}

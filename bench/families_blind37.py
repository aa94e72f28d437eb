# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind36 (`blind37_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-AU, de, fr, it and es-MX.

- blind37_zh_guoqi_wuzi_caigou_dingdan: a state-owned group subsidiary's 物资采购订单 printed
  from the group's ERP or e-procurement platform (the group in small grey type over the buyer,
  a barcode with the number under it at the top right, a double-ruled title, a ruled 订单基本信息
  grid with 订单类型 / 采购组织 beside 需求计划号, 招标项目编号, 合同编号 or 采购方式, the vendor
  in a 供应商信息 grid with 供应商编码, credit code and bank, or on a "供应商：" line; 行号 10, 20,
  30 with 物资编码, prices with or without tax at 13 %, 不含税金额合计 / 税额 / 价税合计 and 大写
  in a ruled block, payment terms stating advance, on-delivery and retention sums, three
  signatories, a purchasing seal).
- blind37_zh_dianshang_xiaoshou_querenshu: an online shop's 销售确认书 / 订单确认书 to a business
  customer (the seller's logo square, company and shop name at the top, its own confirmation
  number and the marketplace's long order number at the right, a two-column 卖方 / 买方 table in
  either order with the customer's purchase-order number in the buyer's column, SKU lines,
  商品金额 / 运费 / 折扣 / 优惠券 and the order total, 大写, deposit and balance at times, the
  seller's bank account in the clauses, the seller's contract seal).
- blind37_tw_dinggoudan_liangfen_yiye: a Taiwanese small business's 訂購單 printed twice on one
  A4 sheet (the vendor's copy above and the stub below a cut line, the copy's name down the
  left edge, the red No. at the right, a two-row grid with the vendor beside 訂購日期 / 交貨日期,
  a fixed grid of seven rows, 小計 / 營業稅 5% / 合計 or tax-inclusive in whole NT$, 新臺幣 capitals
  at times; longer orders over several sheets with 接下頁).
- blind37_ja_kensetsu_shizai_hacchusho: a Japanese builder's 資材発注書 for materials, rental
  and lease items delivered to a site (the vendor with 御中 or 殿 at the top left, the number and
  date at the right, the builder's block with 登録番号 and a square seal, a grid of 工事番号 /
  工事名称 / 現場住所 / 現場担当 / 搬入日時 / 搬入車両 and 見積番号, the order number at times built
  on the job number, 小計 / 出精値引 / 消費税 / 発注金額 in a ruled block, approval boxes, a
  FAX返信欄 for the vendor's receipt under a dashed line).
- blind37_en_us_dropship_po: a US online merchant's drop-ship purchase order on Letter (the
  merchant at the top left, the title and a column of PO #, date, the web order number and ship
  method at the right, three dark-headed blocks for the vendor, the end customer as ship-to and
  the merchant as bill-to, a blind-ship instruction box, vendor SKU lines, merchandise /
  shipping / drop-ship fee / co-op allowance / sales tax exempt and the PO total).
- blind37_en_au_aged_care_po: an Australian aged-care provider's purchase order (a coloured top
  edge, the provider with its ABN, the title and order number at the right, a six-cell strip of
  order date, required-by, facility, cost centre, requisition or requester and approver, the
  supplier with ABN and account number beside deliver-to and invoice-to columns, lines with GST
  / FRE codes and GST per line, ex-GST subtotal, GST-free share, GST and the total incl. GST).
- blind37_de_druckerei_papierbestellung: a German print shop's paper order to a paper merchant
  (the print shop's name and slogan, its contact data as a label column at the left and the
  Lieferant in a headed box at the right, the title with or beside the Bestell-Nr., the job
  number in the lead sentence, lines of paper grade, grammage, sheet format, grain direction and
  sheet count priced per 1000 sheets, Warenwert / Fracht / Palettenpfand / USt 19 % / total, a
  Skonto amount, delivery instructions, a footer with register and bank data).
- blind37_fr_cuisine_commande_hebdo_jours: a French care home's, central kitchen's or school
  restaurant's weekly food order in landscape (the kitchen at the left, the title, number and
  week in the middle, the Fournisseur in a box at the right with the client code, the marché or
  accord-cadre number, one quantity column per delivery day and a total per line, TVA 5,5 % and
  20 %, Total HT / TVA per rate / Total TTC in 1 234,56 €).
- blind37_it_cantina_ordine_secco_conai: an Italian winery's order for dry goods (bottles,
  closures, capsules, labels, cartons; the winery centred at the top, Fornitore and delivery
  boxes side by side in either order, the title with N. and the date on one line, the supplier's
  offer and the vintage, four-decimal prices with line discounts, Totale merce / Contributo
  ambientale CONAI / trasporto / Imponibile / IVA 22 % / Totale ordine, payment and bank lines,
  two signature lines).
- blind37_es_mx_restaurante_oc_tasa_cero: a Mexican restaurant group's orden de compra for
  food and supplies (a coloured edge by the buyer with RFC and régimen, a framed box with Folio,
  Fecha and Requisición at the right, a coloured band over the Proveedor and Entregar en columns,
  lines at IVA 0 % and 16 %, Subtotal tasa 0% / Subtotal tasa 16% / Descuento / IVA 16% / Total,
  the amount in words with M.N., CFDI notes, three signature lines).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, demand-plan, tender, contract, framework,
quotation, job, web-order, marketplace or confirmation number; on the seller's confirmation the
customer's purchase-order number); the supplier exactly as printed on its own first line (the
vendor, the seller of a confirmation; never the buyer, the end customer, a delivery or invoice
address or a contact person); the grand total as "1234.50" (whole NT$ and yen as "1234.00";
tax included, after discounts and allowances, before deposits and retentions; "" when the
document states none, about one document in eleven).
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
from families_blind17 import mx_words, r2  # noqa: E402
from families_blind19 import crow, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402
from families_blind36 import ltable  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.78, 0.1, 0.1)


def en2(v: Decimal) -> str:
    return grouped(v)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def barcode(pdf: cj.Pdf, x: float, y: float, w: float, h: float, code: str) -> None:
    """A barcode-like strip of bars drawn from the code's characters (decoration only)."""
    bits = "".join(f"{ord(c) * 7 % 251:08b}" for c in code) or "1"
    bw = w / len(bits)
    for k, b in enumerate(bits):
        if b == "1":
            pdf.rect(x + k * bw, y, bw, h, fill=black, stroke=None)


def lbarcode(d: la.Doc, x: float, y: float, w: float, h: float, code: str) -> None:
    bits = "".join(f"{ord(c) * 7 % 251:08b}" for c in code) or "1"
    bw = w / len(bits)
    d.c.setFillGray(0)
    for k, b in enumerate(bits):
        if b == "1":
            d.c.rect(x + k * bw, d.h - y - h, bw, h, stroke=0, fill=1)


# --------------------------------------------------------------------------- 1 zh-Hans state-owned group's 物资采购订单 from its ERP

SO_REGION = (
    "华北 西南 东方 中原 北方 长江 黄河 南方 西部 东北 中南 华东 渤海 天山 秦岭 淮河".split()
)
SO_TRADE = ["能源", "电力", "煤业", "化工", "水务", "交通建设", "有色金属", "钢铁", "港航"]
SO_UNIT = ["发电", "热电", "矿业", "物资供应", "港务", "煤化工", "新能源", "水电开发"]
SO_CITY = (
    "鄂尔多斯 榆林 大同 包头 淮南 平顶山 宜宾 攀枝花 唐山 邯郸 哈密 曲靖 六盘水 宜昌 九江".split()
)
SO_S = "恒泰 中信达 华宇 金盾 博锐 瑞通 鼎力 安达 正元 联合 宏远 天成 东辰 汇川 中科 永固".split()
SO_SUP_FORMED = [
    "{c}{s}电力设备有限公司",
    "{c}{s}机电设备有限公司",
    "{c}市{s}阀门有限公司",
    "{c}{s}耐磨材料股份有限公司",
    "{s}仪器仪表（{c}）有限公司",
    "{c}{s}电缆有限责任公司",
    "{c}{s}工业品供应链有限公司",
    "{c}{s}矿山机械制造有限公司",
]
SO_SUP_BARE = ["{c}市{s}机电设备经营部", "{c}{s}五金机电商行", "{s}工矿配件门市部"]
SO_ITEMS = [
    ("耐磨衬板", "NM400 δ=20mm", "块", 380, 920),
    ("托辊", "φ133×465 轴承6305", "个", 85, 160),
    ("输送带", "EP200 B1200 5+1.5", "米", 420, 780),
    ("电动执行器", "DKJ-410 220V", "台", 2600, 5800),
    ("闸阀", "Z41H-25 DN100", "台", 980, 2100),
    ("高压电力电缆", "YJV22-8.7/15kV 3×95", "米", 210, 360),
    ("调心滚子轴承", "22220CA/W33", "套", 680, 1450),
    ("液压油", "L-HM46 200L/桶", "桶", 2100, 3300),
    ("防爆LED灯", "BAD85 60W", "套", 420, 980),
    ("热电偶", "WRN-230 K分度 L=500", "支", 160, 420),
    ("机械密封", "104-45 碳化硅", "套", 260, 780),
    ("钢丝绳", "6×37+FC φ24", "米", 32, 68),
    ("焊条", "J422 φ3.2 20kg/箱", "箱", 150, 230),
    ("破碎机锤头", "高锰钢 ZGMn13", "件", 560, 1300),
    ("液压滤芯", "HX-160×10", "只", 120, 380),
    ("变频器", "ACS510 55kW", "台", 16800, 26500),
    ("不锈钢无缝管", "06Cr19Ni10 φ57×3.5", "米", 95, 180),
    ("安全帽", "ABS 矿用 带灯架", "顶", 35, 88),
    ("绝缘手套", "12kV", "副", 110, 260),
    ("压力变送器", "3051TG 0-2.5MPa", "台", 3800, 7600),
]


def _soe(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    reg, trade = rng.choice(SO_REGION), rng.choice(SO_TRADE)
    city = rng.choice(SO_CITY)
    group = cj.pick(
        rng,
        "{r}{t}集团有限公司|{r}{t}控股集团有限公司|中国{r}{t}集团有限公司|{r}{t}投资集团有限责任公司",
    ).format(r=reg, t=trade)
    buyer = cj.pick(
        rng, "{r}{t}{c}{u}有限公司|{r}{t}（{c}）{u}有限责任公司|{c}{r}{u}有限公司"
    ).format(r=reg, t=trade, c=city, u=rng.choice(SO_UNIT))
    sc = rng.choice([c for c in SO_CITY if c != city])
    sup = bare_or(rng, SO_SUP_FORMED, SO_SUP_BARE, 0.12).format(c=sc, s=rng.choice(SO_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "45{n8}|CG{Y}{m}{n5}|PO-{Y}-{n6}|{Y}CGDD{n6}|WZCG{y}{m}{n4}")
    plan = cj.number(rng, d, "XQ{Y}{m}{n4}|JH-{Y}-{n5}|10{n8}")
    tender = cj.number(rng, d, "ZB{Y}-{n4}|ZBCG-{Y}{n3}|FZB{y}{n5}")
    con = cj.number(rng, d, "HT{Y}{n6}|KJXY-{Y}-{n3}|{Y}WZ{n5}")
    scode = f"{rng.choice(['1', '2', '3'])}{rng.randint(10000, 99999)}{rng.randint(0, 9)}"
    stated = stated_of(rng)
    incl = rng.random() < 0.5
    rate = Decimal(13)
    page = [1]
    ink = rng.choice([Color(0.75, 0.1, 0.1), Color(0.1, 0.3, 0.6), black])
    po_lab = cj.pick(rng, "采购订单号|订单编号|采购订单编号|订单号")
    plat = cj.pick(
        rng,
        f"{reg}{trade}电子商务平台|{reg}{trade}物资采购管理系统|ERP 物资管理模块|集团电子采购平台",
    )
    printed = f"{cj.fdate(cj.later(rng, d, 0, 3), 'iso')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"

    def foot() -> None:
        pdf.line(m, pdf.h - 36, right, pdf.h - 36, lw=0.4, colour=GREY)
        pdf.text(m, pdf.h - 24, f"本订单由{plat}生成　打印时间：{printed}", 6.8, colour=GREY)
        s_ = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(right, pdf.h - 24, s_, 7.2, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　物资采购订单（续页）", 9, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 9, align="r")
        return 46

    y = 34
    pdf.text(m, y, group, 8.4, colour=GREY)
    pdf.text(m, y + 16, buyer, 12, bold=True, colour=ink)
    if rng.random() < 0.7:
        barcode(pdf, right - 150, y - 10, 150, 24, po)
        pdf.text(right - 75, y + 24, po, 8, align="c")
    y += 48
    title = cj.pick(
        rng, "物 资 采 购 订 单|物资采购订单|物资采购订单（标准订单）|采购订单（物资类）"
    )
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=1 if " " in title else 0)
    pdf.line(pdf.w / 2 - 95, y + 6, pdf.w / 2 + 95, y + 6, lw=1.2, colour=ink)
    pdf.line(pdf.w / 2 - 95, y + 9, pdf.w / 2 + 95, y + 9, lw=0.4, colour=ink)
    y += 24
    info = [
        [po_lab, po, "订单日期", cj.fdate(d, rng.choice(["iso", "cn", "slash"]))],
        [
            "订单类型",
            cj.pick(rng, "标准采购订单|框架协议订单|紧急采购订单|寄售订单"),
            "采购组织",
            cj.pick(rng, f"{reg}{trade}物资有限公司|{city}采购中心|物资供应部"),
        ],
    ]
    extra = [
        [cj.pick(rng, "需求计划号|采购申请号|需求计划编号"), plan],
        [cj.pick(rng, "招标项目编号|采购项目编号|寻源单号"), tender],
        [cj.pick(rng, "合同编号|框架协议号"), con],
        ["采购员", f"{cj.person(rng)}　{cj.zh_tel(rng)}"],
        ["币种", "人民币（CNY）"],
        ["采购方式", cj.pick(rng, "公开招标|竞争性谈判|询比价|单一来源|框架协议采购")],
    ]
    extra = rng.sample(extra, rng.randint(3, 6))
    for k in range(0, len(extra), 2):
        info.append(sum(extra[k : k + 2], []))
    ws = cj.rel(wd, [14, 36, 14, 36])
    if rng.random() < 0.5:
        y = cj.band(pdf, m, y, wd, "订单基本信息", PALE)
    y = kgrid(pdf, m, y, ws, info, h=19, size=8.4, ink=black, fill=PALE) + 12
    # supplier
    bank, acct = cj.bank(rng)
    sv = rng.random()
    if sv < 0.55:
        y = cj.band(pdf, m, y, wd, cj.pick(rng, "供应商信息|供货单位信息|供应商"), PALE)
        rows = [
            [cj.pick(rng, "供应商名称|供应商|供货单位"), sup, "供应商编码", scode],
            [
                "统一社会信用代码",
                cj.credit_code(rng),
                "联系人",
                f"{cj.person(rng)} {cj.mobile(rng)}",
            ],
        ]
        if rng.random() < 0.6:
            rows.append(["开户银行", bank, "银行账号", acct])
        y = kgrid(pdf, m, y, ws, rows, h=19, size=8.4, ink=black, fill=PALE) + 12
    else:
        pdf.text(m, y + 10, f"{cj.pick(rng, '供应商|致|供货单位')}：{sup}", 10.5, bold=True)
        pdf.text(right, y + 10, f"供应商编码：{scode}", 8.4, align="r")
        y += 22
        pdf.text(
            m,
            y + 4,
            f"联系人：{cj.person(rng)}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
            8.2,
            colour=GREY,
        )
        y += 16
        pdf.text(
            m, y + 4, "请贵单位按下列要求组织供货，并于收到订单后 2 个工作日内在平台确认。", 8.4
        )
        y += 16
    # lines
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6, 7, 9], [22, 30, 40])
    lines = more_lines(
        rng,
        SO_ITEMS,
        n,
        [1, 2, 2, 4, 5, 10, 20, 50, 100],
        ["（备件）", "（大修）", "（技改）"],
        big=5000,
    )
    loc = cj.pick(rng, "一号库|中心库房|备件库|燃料库|露天堆场")
    dl = cj.later(rng, d, 10, 60)
    body = []
    net_sum = tax_sum = gross_sum = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        if incl:
            gross = a
            net = r2(gross / (1 + rate / 100))
        else:
            net = a
            gross = r2(net * (1 + rate / 100))
        net_sum += net
        gross_sum += gross
        code = f"{rng.choice(['10', '11', '12', '20', '30'])}{rng.randint(1000000, 9999999)}"
        price = cj.money(p)
        amt = cj.money(gross if incl else net)
        cells = [str(i * 10), code, f"{it[0]} {it[1]}", it[2], f"{q:,.0f}"]
        if stated:
            cells += [price, f"{rate}%", amt]
        cells += [cj.fdate(dl, "iso")]
        body.append((cells, gross))
    tax_sum = gross_sum - net_sum
    if stated:
        heads = [
            "行号",
            "物资编码",
            "物资名称及规格型号",
            "单位",
            "数量",
            "含税单价" if incl else "不含税单价",
            "税率",
            "含税金额" if incl else "不含税金额",
            "交货日期",
        ]
        wsl = cj.rel(wd, [5, 11, 30, 5, 7, 11, 6, 12, 11])
        al = "cllcrrcrc"
    else:
        heads = ["行号", "物资编码", "物资名称及规格型号", "单位", "数量", "交货日期"]
        wsl = cj.rel(wd, [6, 14, 48, 7, 10, 15])
        al = "cllcrc"
    if rng.random() < 0.5:
        if y + 40 > bottom:
            y = brk()
        y = cj.band(pdf, m, y, wd, cj.pick(rng, "物资明细|订单行项目|采购明细"), PALE)
    y = ctable(
        pdf, m, y, wsl, heads, body, al, rowh=18, size=7.6, bottom=bottom, brk=brk, fill=PALE, hh=20
    )
    y += 10
    if y + 150 > bottom:
        y = brk()
    if stated:
        tw = [wd * 0.18, wd * 0.32, wd * 0.18, wd * 0.32]
        rows = [
            [
                "不含税金额合计",
                f"¥{cj.money(net_sum)}",
                f"税额（{rate}%）",
                f"¥{cj.money(tax_sum)}",
            ],
            [
                cj.pick(rng, "价税合计|订单总金额（含税）|含税总金额"),
                f"¥{cj.money(gross_sum)}",
                "大写",
                cj.daxie(gross_sum),
            ],
        ]
        y = kgrid(pdf, m, y, tw, rows, h=20, size=8.8, ink=black, fill=PALE) + 12
        pre = rng.choice([0, 10, 20, 30])
        ret = rng.choice([5, 10])
        mid = 100 - pre - ret
        parts = []
        if pre:
            parts.append(f"预付款 {pre}%（¥{cj.money(r2(gross_sum * pre / 100))}）于合同生效后支付")
        parts.append(
            f"到货验收合格并收到发票后支付 {mid}%（¥{cj.money(r2(gross_sum * mid / 100))}）"
        )
        parts.append(f"质保金 {ret}%（¥{cj.money(r2(gross_sum * ret / 100))}）质保期满后无息支付")
        y = pdf.para(m, y + 4, "付款条件：" + "；".join(parts) + "。", 8.2, wd, lead=1.5) + 2
    else:
        y = (
            pdf.para(
                m,
                y + 4,
                f"价格执行框架协议（{con}）约定单价，本订单不列示金额，以结算单为准。",
                8.4,
                wd,
            )
            + 2
        )
    notes = [
        f"交货地点：{buyer}{loc}，运杂费由供方承担，货到现场验收。",
        "供方须随货提供合格证、质量证明文件及送货单，送货单须注明本订单号及行号。",
        cj.pick(
            rng, "发票类型：增值税专用发票，税率 13%。|请开具增值税专用发票，发票备注栏填写订单号。"
        ),
        "质保期：自验收合格之日起 12 个月。",
    ]
    for k, s in enumerate(rng.sample(notes, rng.randint(2, 4)), 1):
        y = pdf.para(m, y + 2, f"{k}. {s}", 8, wd, lead=1.45)
    y += 14
    if y + 90 > bottom:
        y = brk()
    cw = wd / 2
    pdf.text(m, y + 10, "采购单位（盖章）：", 9, bold=True)
    pdf.text(m + cw, y + 10, "供应商确认（盖章）：", 9, bold=True)
    for k, lab in enumerate(["经办人", "审核人", "批准人"]):
        pdf.text(
            m,
            y + 30 + k * 16,
            f"{lab}：{cj.person(rng) if rng.random() < 0.6 else '________'}",
            8.4,
        )
    pdf.text(m + cw, y + 30, "授权代表：________", 8.4)
    pdf.text(m + cw, y + 46, "日　　期：________", 8.4)
    if rng.random() < 0.55:
        pdf.stamp(m + 170, y + 40, buyer, rng, caption="物资采购专用章", r=36)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, gross_sum)
    return out if stated else none_meta(out)


def blind37_zh_guoqi_wuzi_caigou_dingdan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _soe)


# --------------------------------------------------------------------------- 2 zh-Hans online shop's 销售确认书 to a business customer

ZD_CITY = "杭州 义乌 广州 深圳 东莞 泉州 苏州 宁波 上海 北京 成都 武汉 青岛 厦门 温州 佛山".split()
ZD_B = "优品 简素 禾木 拾光 云朵 米家乐 橙心 品乐 木子 森语 悦享 星辰 小鹿 北极狐 蓝鲸 知物".split()
ZD_SELL_FORMED = [
    "{c}{b}电子商务有限公司",
    "{c}{b}贸易有限公司",
    "{c}市{b}网络科技有限公司",
    "{c}{b}供应链管理有限公司",
    "{b}（{c}）家居用品有限公司",
    "{c}{b}数码科技有限公司",
    "{c}{b}办公用品有限公司",
]
ZD_SELL_BARE = ["{c}市{b}电子商务商行", "{c}{b}办公用品经营部", "{b}数码商行"]
ZD_SHOP = ["{b}官方旗舰店", "{b}企业采购店", "{b}办公专营店", "{b}数码自营店", "{b}工厂直营店"]
ZD_CUST = [
    "{c}{x}科技有限公司",
    "{c}{x}教育咨询有限公司",
    "{c}{x}物业服务有限公司",
    "{c}市{x}医院",
    "{c}{x}酒店管理有限公司",
    "{c}{x}建筑设计院有限公司",
    "{c}{x}会计师事务所（普通合伙）",
]
ZD_X = "博远 华信 天合 明德 安和 中正 启航 新纪元 卓越 同心 恒信 瑞景".split()
ZD_ITEMS = [
    ("A4复印纸 70g 500张/包 8包/箱", "白色", "箱", 138, 198),
    ("人体工学办公椅", "黑色 网布", "把", 420, 980),
    ("升降办公桌 1.4m", "胡桃木色", "张", 980, 1880),
    ("激光打印机 黑白双面", "标配", "台", 1150, 2300),
    ("硒鼓 适用M1136", "黑色", "支", 65, 180),
    ("无线键鼠套装", "黑色", "套", 89, 199),
    ("27英寸显示器 2K", "IPS", "台", 899, 1699),
    ("移动硬盘 2TB", "USB3.0", "个", 399, 599),
    ("不锈钢保温杯 500ml", "定制LOGO", "个", 35, 89),
    ("桶装饮用水 18.9L", "—", "桶", 18, 28),
    ("文件柜 铁皮 五层", "灰白", "组", 560, 980),
    ("笔记本电脑 14英寸", "i5/16G/512G", "台", 4299, 6299),
    ("会议平板 65寸", "含支架", "台", 6800, 12800),
    ("投影幕布 100寸", "电动", "幅", 420, 980),
    ("碎纸机 五级保密", "标准", "台", 399, 899),
    ("空气净化器", "除甲醛款", "台", 1299, 2599),
    ("抽纸 3层100抽 24包/箱", "原木", "箱", 58, 96),
    ("中性笔 0.5mm 12支/盒", "黑色", "盒", 14, 28),
]


def _shop(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    b = rng.choice(ZD_B)
    sc = rng.choice(ZD_CITY)
    seller = bare_or(rng, ZD_SELL_FORMED, ZD_SELL_BARE, 0.15).format(c=sc, b=b)
    shop = rng.choice(ZD_SHOP).format(b=b)
    cust = rng.choice(ZD_CUST).format(c=rng.choice(ZD_CITY), x=rng.choice(ZD_X))
    d = cj.a_date(rng)
    cpo = cj.number(rng, d, "CG{Y}{m}{d}{n3}|PO{y}{m}{n4}|{Y}-CG-{n4}|XZ{Y}{n4}|QG-{y}{m}{d}-{n2}")
    xs = cj.number(rng, d, "XS{Y}{m}{d}{n4}|SC{y}{m}{n5}|QR-{Y}{m}{n3}")
    plat = cj.number(rng, d, "{n10}{n9}|{Y}{m}{d}{n11}|3{n17}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice(
        [
            Color(0.92, 0.35, 0.1),
            Color(0.85, 0.1, 0.3),
            Color(0.1, 0.45, 0.75),
            Color(0.2, 0.55, 0.3),
        ]
    )
    title = cj.pick(rng, "销售确认书|订单确认书|销 售 确 认 单|企业采购订单确认函")
    cpo_lab = cj.pick(rng, "买方采购单号|客户订单号|贵司采购订单号|采购方订单编号|客户PO号")

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 24,
            f"{shop}　客服热线：{cj.pick(rng, '400-')}{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            7,
            colour=GREY,
        )
        pdf.text(
            right, pdf.h - 24, f"{page[0]}/{of}" if of else f"{page[0]}", 7, align="r", colour=GREY
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace(' ', '')}（续）　{cpo_lab}：{cpo}", 8.6, colour=GREY)
        return 46

    # seller header: logo square, company, shop
    pdf.rect(m, 24, 36, 36, fill=ink, stroke=None)
    pdf.text(m + 18, 48, b[:2], 12, align="c", colour=white, bold=True)
    pdf.text(m + 46, 38, seller, 13.5, bold=True)
    pdf.text(m + 46, 54, f"{shop}　|　{cj.zh_addr(rng)}", 7.8, colour=GREY)
    pdf.line(m, 70, right, 70, lw=1.4, colour=ink)
    y = 98
    pdf.text(pdf.w / 2, y, title, 16, align="c", bold=True, space=2 if " " in title else 0)
    y += 16
    meta = [("确认书编号", xs), ("日期", cj.fdate(d, rng.choice(["iso", "cn"])))]
    if rng.random() < 0.7:
        meta.append((cj.pick(rng, "平台订单号|网店订单号|商城订单号"), plat))
    xx = right - 200
    for lab, v in meta:
        pdf.text(xx, y + 8, f"{lab}：", 8.2, colour=GREY)
        pdf.text(xx + 64, y + 8, v, 8.2)
        y += 13
    if rng.random() < 0.5:
        pdf.text(m, y - 13 * len(meta) + 8, f"致：{cust}", 9.4, bold=True)
    y += 8
    # two parties table
    cw = wd / 2
    sp_rows = [
        ("卖方（供货方）", ""),
        ("名称", seller),
        ("地址", cj.zh_addr(rng)),
        ("联系人", f"{cj.person(rng)} {cj.mobile(rng)}"),
        ("税号", cj.credit_code(rng)),
    ]
    bp_rows = [
        ("买方（采购方）", ""),
        ("名称", cust),
        ("收货地址", cj.zh_addr(rng)),
        ("收货人", f"{cj.person(rng)} {cj.mobile(rng)}"),
        (cpo_lab, cpo),
    ]
    cols = [sp_rows, bp_rows] if rng.random() < 0.55 else [bp_rows, sp_rows]
    if rng.random() < 0.4:
        for r in (sp_rows, bp_rows):
            r[0] = (r[0][0].replace("（供货方）", "").replace("（采购方）", ""), "")
    top = y
    hmax = 0.0
    for k, rows in enumerate(cols):
        x = m + k * cw
        yy = top
        pdf.rect(x, yy, cw, 18, fill=PALE, stroke=black, lw=0.5)
        pdf.text(x + cw / 2, yy + 12.5, rows[0][0], 9, align="c", bold=True)
        yy += 18
        for lab, v in rows[1:]:
            lines_ = cj.wrap(v, 8.4, cw - 78)
            h = 6 + 12 * len(lines_)
            pdf.rect(x, yy, 66, h, stroke=black, lw=0.5)
            pdf.rect(x + 66, yy, cw - 66, h, stroke=black, lw=0.5)
            pdf.text(x + 33, yy + 12, lab, 7.8, align="c", maxw=62)
            for j, ln in enumerate(lines_):
                pdf.text(x + 72, yy + 12 + 12 * j, ln, 8.4)
            yy += h
        hmax = max(hmax, yy - top)
    y = top + hmax + 14
    pdf.text(m, y, "经双方确认，买方向卖方订购下列商品，具体如下：", 8.8)
    y += 10
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6, 8], [20, 26, 34])
    lines = more_lines(
        rng,
        ZD_ITEMS,
        n,
        [1, 2, 2, 3, 5, 6, 10, 12, 20],
        ["（加购）", "（赠品替换）", "（备用）"],
        big=4000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        sku = f"{rng.choice(['SKU', 'HH', ''])}{rng.randint(100000, 999999)}"
        cells = [str(i), sku, it[0], it[1], it[2], f"{q:,.0f}"]
        if stated:
            cells += [cj.money(p), cj.money(a)]
        body.append((cells, a))
    if stated:
        heads = [
            "序号",
            "商品编码",
            "商品名称",
            "规格/颜色",
            "单位",
            "数量",
            "单价（元）",
            "金额（元）",
        ]
        ws = cj.rel(wd, [5, 11, 32, 12, 6, 7, 12, 15])
        al = "cllccrrr"
    else:
        heads = ["序号", "商品编码", "商品名称", "规格/颜色", "单位", "数量"]
        ws = cj.rel(wd, [6, 14, 44, 18, 8, 10])
        al = "cllccr"
    y = ctable(
        pdf, m, y, ws, heads, body, al, rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE, hh=19
    )
    fr = Decimal(rng.choice([0, 0, 0, 12, 20, 45, 80]))
    disc = r2(sub * Decimal(rng.choice([0, 0, 2, 3, 5])) / 100)
    coupon = Decimal(rng.choice([0, 0, 0, 20, 50, 100])) if sub > 500 else ZERO
    total = sub + fr - disc - coupon
    y += 10
    if y + 130 > bottom:
        y = brk()
    if stated:
        rows = [("商品金额", f"¥{cj.money(sub)}"), ("运费", f"¥{cj.money(fr)}" if fr else "包邮")]
        if disc:
            rows.append(("企业客户折扣", f"-¥{cj.money(disc)}"))
        if coupon:
            rows.append((cj.pick(rng, "店铺优惠券|满减优惠"), f"-¥{cj.money(coupon)}"))
        lx = right - 190
        for lab, v in rows:
            pdf.text(lx, y + 10, lab, 8.6, colour=GREY)
            pdf.text(right, y + 10, v, 8.6, align="r")
            y += 15
        pdf.line(lx, y + 2, right, y + 2, lw=0.5)
        lab = cj.pick(rng, "订单总额（含税）|合计金额（含13%增值税）|应付总额|订单总金额")
        pdf.text(lx, y + 18, lab, 9.6, bold=True)
        pdf.text(right, y + 18, f"¥{cj.money(total)}", 12.5, align="r", bold=True, colour=ink)
        y += 26
        pdf.text(m, y, f"人民币大写：{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.45:
            dep = r2(total * Decimal(rng.choice([20, 30, 50])) / 100)
            pdf.text(
                m,
                y,
                f"已付定金：¥{cj.money(dep)}　　尾款：¥{cj.money(total - dep)}（发货前付清）",
                8.4,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "价格按贵司年度协议价执行，以实际发货清单及开具发票金额为准。", 8.6)
        y += 22
    bank, acct = cj.bank(rng)
    clauses = [
        f"付款方式：{cj.pick(rng, '款到发货|月结30天|货到付款（对公转账）|平台担保交易')}；收款账户：{seller}，{bank}，账号 {acct}。",
        f"发货：{cj.pick(rng, '顺丰|京东物流|德邦快递|中通快递')}配送，付款后 {rng.randint(1, 7)} 个工作日内发出。",
        f"发票：{cj.pick(rng, '开具增值税专用发票（13%）|开具数电普通发票|随货开具增值税专用发票')}，发票抬头为买方名称。",
        "售后：收货后 7 天内如有质量问题凭本确认书联系客服办理退换。",
    ]
    for k, s in enumerate(clauses, 1):
        if y + 30 > bottom:
            y = brk()
        y = pdf.para(m, y, f"{k}、{s}", 8, wd, lead=1.45) + 1
    y += 12
    if y + 80 > bottom:
        y = brk()
    pdf.text(m, y + 10, "卖方（盖章）：", 9, bold=True)
    pdf.text(m + cw, y + 10, "买方确认（签字/盖章）：", 9, bold=True)
    pdf.text(m, y + 52, f"日期：{cj.fdate(d, 'cn')}", 8.4)
    pdf.text(m + cw, y + 52, "日期：　　年　　月　　日", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 120, y + 28, seller, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", cpo, seller, total)
    return out if stated else none_meta(out)


def blind37_zh_dianshang_xiaoshou_querenshu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _shop)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese 訂購單 printed twice on one sheet (廠商聯 / 存根聯)

TD_BUY = [
    "{b}餐飲有限公司",
    "{b}烘焙坊",
    "{b}牙醫診所",
    "{b}文理補習班",
    "{b}設計工作室",
    "{b}咖啡館",
    "{b}民宿",
    "{b}幼兒園",
    "{b}汽車保養廠",
    "{b}眼鏡行",
]
TD_BUY_B = "日光 小樹 晴天 初心 山嵐 米特 好日子 森林 微笑 橘子 向陽 品味 青禾 海角".split()
TD_SUP_FORMED = [
    "{b}食品有限公司",
    "{b}企業有限公司",
    "{b}實業股份有限公司",
    "{b}貿易有限公司",
    "{b}醫療器材有限公司",
    "{b}事務機器有限公司",
]
TD_SUP_BARE = ["{b}商行", "{b}食品行", "{b}企業社", "{b}五金行", "{b}文具行", "{b}紙業行"]
TD_SUP_B = "聯興 永豐 順發 大同 新光 益成 金鼎 昇陽 協和 全盛 宏達 泰山 建成 福源 瑞昌 東昇".split()
TD_ITEMS = [
    ("高筋麵粉", "22kg/袋", "袋", 620, 820),
    ("無鹽奶油", "454g×40", "箱", 3800, 5200),
    ("咖啡豆 綜合", "1kg", "包", 520, 880),
    ("鮮奶", "1936ml", "瓶", 92, 118),
    ("外帶杯 16oz", "1000入", "箱", 980, 1450),
    ("影印紙 A4 70g", "5包/箱", "箱", 450, 620),
    ("碳粉匣", "HP 58A 相容", "支", 780, 1650),
    ("口罩 醫療級", "50入/盒", "盒", 85, 160),
    ("手套 乳膠", "100入/盒", "盒", 180, 320),
    ("機油 5W-30", "4L", "罐", 650, 980),
    ("濾清器", "通用型", "個", 120, 260),
    ("清潔劑", "4L 業務用", "桶", 280, 460),
    ("擦手紙", "200抽×20包", "箱", 520, 760),
    ("垃圾袋 大", "10kg/捆", "捆", 420, 620),
    ("白板筆", "12支/盒", "盒", 180, 280),
    ("雞蛋", "30顆/盤", "盤", 180, 240),
]


def _tw2(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(28, 38)
    right = pdf.w - m - 14
    lm = m + 16
    wd = right - lm
    buyer = rng.choice(TD_BUY).format(b=rng.choice(TD_BUY_B))
    sup = bare_or(rng, TD_SUP_FORMED, TD_SUP_BARE, 0.4).format(b=rng.choice(TD_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{roc}{m}{d}{n2}|{n6}|P{roc}{m}{n3}|{n7}|A{n6}")
    ds = rng.choice(["roc", "rocs", "slash"])
    stated = stated_of(rng)
    incl = rng.random() < 0.35
    sup_lab = cj.pick(rng, "廠商名稱|供應商|受訂廠商|廠　　商|致")
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 7], [10, 13, 17], 0.2)
    lines = more_lines(
        rng, TD_ITEMS, n, [1, 2, 2, 3, 5, 6, 10, 12], ["（特）", "（大）", "（小）"], places=0
    )
    sub = sum((a for *_, a in lines), ZERO)
    if incl:
        total = sub
        tax = total - r0(total / Decimal("1.05"))
    else:
        tax = r0(sub * Decimal("0.05"))
        total = sub + tax
    per = 7
    chunks = [lines[k : k + per] for k in range(0, len(lines), per)]
    half = pdf.h / 2
    tel, fax = cj.tw_tel(rng), cj.tw_tel(rng)
    stel = cj.tw_tel(rng)
    contact = cj.person(rng, "zh-Hant")
    dd = cj.later(rng, d, 1, 10)
    copies = [
        cj.pick(rng, "第一聯 廠商聯|第一聯 交廠商|廠商收執聯"),
        cj.pick(rng, "第二聯 存根聯|第二聯 會計聯|存查聯"),
    ]
    red = Color(0.8, 0.12, 0.12)
    ban = rng.randint(10000000, 99999999)
    words = rng.random() < 0.5
    tl_lab = cj.pick(rng, "合　　計|總　　計|總金額")
    pay = cj.pick(
        rng, "付款方式：月結30天|付款方式：貨到付現|付款方式：月結60天 匯款|付款方式：次月10日匯款"
    )
    note = cj.pick(
        rng,
        "備註：送貨時請附出貨單及發票，發票請開立二聯式。|備註：請於上午10點前送達，逾時請先來電。|備註：發票抬頭及統編請依本單填寫。|備註：品項如有缺貨請先電話告知，勿自行替換。",
    )
    addr = cj.tw_addr(rng)

    def copy(top: float, label: str, chunk: list, last: bool, first_i: int, pno: int) -> None:
        pdf.vtext(m + 4, top + 60, label.replace(" ", ""), 8, colour=GREY)
        y = top + 30
        pdf.text(lm + wd / 2, y, buyer, 12, align="c", bold=True)
        y += 13
        pdf.text(
            lm + wd / 2,
            y,
            f"{addr}　電話：{tel}　傳真：{fax}　統編：{ban}",
            7,
            align="c",
            colour=GREY,
        )
        y += 20
        pdf.text(lm + wd / 2, y, "訂　購　單", 14, align="c", bold=True)
        pdf.text(right, y, f"No. {po}", 10.5, align="r", colour=red, bold=True)
        y += 10
        rows = [
            [sup_lab, sup, "訂購日期", cj.fdate(d, ds)],
            ["聯絡人", f"{contact}　{stel}", "交貨日期", cj.fdate(dd, ds)],
        ]
        ws = cj.rel(wd, [12, 46, 12, 30])
        y = kgrid(pdf, lm, y, ws, rows, h=16, size=8.2) + 4
        heads = ["項次", "品　　名", "規　　格", "數量", "單位"] + (
            ["單價", "金額"] if stated else ["備註"]
        )
        wsl = cj.rel(wd, [6, 30, 20, 8, 7, 12, 17]) if stated else cj.rel(wd, [7, 36, 24, 9, 8, 16])
        al = "cllrcrr" if stated else "cllrcl"
        y = crow(pdf, lm, y, wsl, heads, al, h=15, size=7.8, fill=PALE, head=True)
        for j in range(per):
            if j < len(chunk):
                it, q, p, a = chunk[j]
                cells = [str(first_i + j), it[0], it[1], f"{q:,.0f}", it[2]] + (
                    [cj.whole(p), cj.whole(a)] if stated else [""]
                )
            else:
                cells = [""] * len(heads)
            y = crow(pdf, lm, y, wsl, cells, al, h=14, size=7.8)
        if stated and last:
            tl = tl_lab
            if incl:
                srows = [
                    ["", "", "", "", "", "營業稅（內含）", cj.whole(tax)],
                    ["", "", "", "", "", tl + "（含稅）", cj.whole(total)],
                ]
            else:
                srows = [
                    ["", "", "", "", "", "小　　計", cj.whole(sub)],
                    ["", "", "", "", "", "營業稅 5%", cj.whole(tax)],
                    ["", "", "", "", "", tl, cj.whole(total)],
                ]
            for k, r in enumerate(srows):
                y = crow(pdf, lm, y, wsl, r, al, h=14, size=8, bold=k == len(srows) - 1)
        elif stated:
            y = crow(pdf, lm, y, wsl, ["", "接下頁", "", "", "", "", ""], al, h=14, size=7.8)
        y += 12
        if stated and last and words:
            pdf.text(lm, y, f"新臺幣（大寫）：{cj.daxie(total, trad=True)}", 8)
            y += 14
        pdf.text(lm, y, pay, 7.8)
        pdf.text(lm + wd * 0.4, y, "訂購人：____________", 7.8)
        pdf.text(lm + wd * 0.7, y, "主管：____________", 7.8)
        pdf.text(lm, y + 16, note, 7.6, colour=GREY)
        pdf.text(
            right,
            top + half - 18,
            f"第 {pno} 頁 / 共 {of} 頁" if of else f"第 {pno} 頁",
            7,
            align="r",
            colour=GREY,
        )

    for pi, chunk in enumerate(chunks):
        if pi:
            pdf.new_page()
        last = pi == len(chunks) - 1
        fi = pi * per + 1
        copy(0, copies[0], chunk, last, fi, pi + 1)
        yc = half
        x = m
        while x < pdf.w - m:
            pdf.line(x, yc, min(x + 6, pdf.w - m), yc, lw=0.5, colour=GREY)
            x += 10
        pdf.text(pdf.w / 2, yc - 3, "- - 裁 切 線 - -", 6.6, align="c", colour=GREY)
        copy(half, copies[1], chunk, last, fi, pi + 1)
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind37_tw_dinggoudan_liangfen_yiye(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw2)


# --------------------------------------------------------------------------- 4 ja construction firm's 資材発注書 for a site, with a fax-back receipt strip

JK_BUY = [
    "株式会社{b}建設",
    "{b}建設株式会社",
    "{b}工務店株式会社",
    "株式会社{b}組",
    "{b}土木株式会社",
    "{b}建工株式会社",
]
JK_BUY_B = "大和田 松浦 丸山 北斗 三協 東和 朝日 高砂 富士見 若葉 鶴見 青葉 中央 白石 藤田".split()
JK_SUP_FORMED = [
    "株式会社{b}{t}",
    "{b}{t}株式会社",
    "{b}{t}株式会社",
    "有限会社{b}{t}",
    "{b}{t}（株）",
]
JK_SUP_BARE = ["{b}{t}", "{b}商店", "{b}産業"]
JK_SUP_B = "山和 丸栄 信和 大栄 昭和 東洋 新星 三光 共栄 日進 光和 興和 協栄 旭 栄進 双葉".split()
JK_SUP_T = ["建材", "リース", "鋼業", "生コン", "資材", "機材", "建機"]
JK_SITE = [
    "（仮称）{p}マンション新築工事",
    "{p}小学校校舎改修工事",
    "{p}物流倉庫新築工事",
    "{p}川護岸整備工事",
    "{p}駅前再開発ビル新築工事",
    "{p}市営住宅外壁改修工事",
    "{p}工場増築工事",
]
JK_PLACE = "港北 相模原 船橋 大宮 川口 豊中 枚方 岡崎 浜松 長岡 高崎 倉敷 久留米 郡山".split()
JK_ITEMS = [
    ("異形棒鋼", "SD345 D13 L=6.0m", "t", 98000, 128000),
    ("異形棒鋼", "SD345 D19 L=6.0m", "t", 97000, 126000),
    ("生コンクリート", "24-18-20N", "m3", 16500, 21000),
    ("型枠用合板", "12×900×1800 コンパネ", "枚", 1500, 2600),
    ("単管パイプ（リース）", "φ48.6 L=4.0m 30日", "本", 120, 260),
    ("くさび緊結式足場（リース）", "一式 30日", "式", 180000, 420000),
    ("敷鉄板（リース）", "22×1524×6096", "枚", 3800, 7200),
    ("セメント", "普通ポルトランド 25kg", "袋", 680, 980),
    ("砕石", "RC-40", "m3", 2800, 4600),
    ("塩ビ管", "VU100 L=4m", "本", 2100, 3400),
    ("石膏ボード", "12.5×910×1820", "枚", 520, 880),
    ("ALCパネル", "厚100", "m2", 6500, 9800),
    ("防水シート", "改質アスファルト 1m×10m", "巻", 9800, 16800),
    ("安全ネット", "1類 6m×6m", "枚", 4200, 7800),
    ("ミニバックホウ（レンタル）", "0.1m3級 日額", "日", 9000, 15000),
    ("仮設トイレ（レンタル）", "洋式水洗 月額", "月", 18000, 32000),
]


def _jkensetsu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 150
    b = rng.choice(JK_BUY_B)
    buyer = rng.choice(JK_BUY).format(b=b)
    sup = bare_or(rng, JK_SUP_FORMED, JK_SUP_BARE, 0.15).format(
        b=rng.choice(JK_SUP_B), t=rng.choice(JK_SUP_T)
    )
    d = cj.a_date(rng)
    kno = cj.number(rng, d, "{y}-{n3}|K{y}{n4}|{Y}-{n2}-{n3}")
    po = cj.number(rng, d, "HC-{y}{m}-{n4}|{y}{m}{d}-{n2}|発{y}-{n5}|P{Y}{n5}|{n8}")
    if rng.random() < 0.3:
        po = f"{kno}-{rng.randint(1, 60):03d}"
    mit = cj.number(rng, d, "見{y}{n4}|Q-{n6}|{y}M{n4}")
    stated = stated_of(rng)
    page = [1]
    place = rng.choice(JK_PLACE)
    site = rng.choice(JK_SITE).format(p=place)
    hon = rng.choice(["御中", "御中", "御中", "殿"])
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|発注書番号")
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.1, 0.3, 0.55), black, Color(0.15, 0.4, 0.25)])

    def foot() -> None:
        s_ = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 22, s_, 7.4, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{sup} {hon}　発注書（続き）", 9.6, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 9, align="r")
        return 48

    y = 40
    title = cj.pick(rng, "資材発注書|発　注　書|発注書（資材・リース）|注文書")
    pdf.text(pdf.w / 2, y, title, 18, align="c", bold=True, colour=ink)
    y += 10
    pdf.line(pdf.w / 2 - 80, y, pdf.w / 2 + 80, y, lw=1.0, colour=ink)
    y += 22
    # right: numbers, left: the supplier
    pdf.text(right, y - 4, f"{po_lab}　{po}", 9.6, align="r")
    pdf.text(right, y + 10, f"発注日　{cj.fdate(d, ds)}", 8.8, align="r")
    pdf.text(m, y + 10, f"{sup}　{hon}", 13, bold=True)
    pdf.line(m, y + 15, m + wd * 0.55, y + 15, lw=0.7)
    if rng.random() < 0.5:
        pdf.text(m, y + 30, f"ご担当：{cj.person(rng, 'ja')} 様　FAX {cj.ja_tel(rng)}", 8.4)
    y += 44
    # buyer block at the right
    bx = right - 210
    by = y
    pdf.text(bx, by, buyer, 11, bold=True)
    by += 14
    for s in [
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"登録番号 T{rng.randint(1000000000000, 9999999999999)}",
        f"{cj.pick(rng, '工事部|建築部|土木部|購買課')}　{cj.person(rng, 'ja')}",
    ]:
        pdf.text(bx, by, s, 7.8)
        by += 11
    if rng.random() < 0.6:
        pdf.stamp(right - 20, y + 14, buyer, rng, shape="rect", r=22)
    pdf.text(m, y + 4, "下記のとおり発注いたします。", 9)
    pdf.text(m, y + 18, "納品の際は本発注番号を納品書に必ずご記載ください。", 7.8, colour=GREY)
    y = max(by, y + 30) + 10
    # site grid
    ws = cj.rel(wd, [14, 36, 14, 36])
    veh = cj.pick(rng, "4tユニック|10tダンプ|2t平ボディ|トレーラー|ミキサー車 4m3")
    g = [
        ["工事番号", kno, "工事名称", site],
        [
            "現場住所",
            f"{cj.ja_addr(rng)}",
            "現場担当",
            f"{cj.person(rng, 'ja')}　{cj.pick(rng, '090|080|070')}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}",
        ],
        [
            "搬入日時",
            f"{cj.fdate(cj.later(rng, d, 3, 20), 'slash')} {rng.choice(['8:00', '8:30', '9:00', '13:00'])}～",
            "搬入車両",
            veh,
        ],
    ]
    if rng.random() < 0.6:
        g.append(
            [
                "見積番号",
                mit,
                "支払条件",
                cj.pick(rng, "月末締め翌月末払い|20日締め翌月10日払い|月末締め翌々月10日 手形30%"),
            ]
        )
    y = kgrid(pdf, m, y, ws, g, h=18, size=8, ink=black, fill=PALE) + 12
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 8], [18, 24, 30])
    lines = more_lines(
        rng,
        JK_ITEMS,
        n,
        [1, 2, 3, 5, 10, 20, 30, 50, 100],
        ["（追加）", "（2工区）", "（B棟）"],
        places=0,
        big=100000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = [str(i), it[0], it[1], f"{q:,.0f}", it[2]]
        if stated:
            cells += [w0(p), w0(a)]
        cells.append(cj.pick(rng, "|||分納可|午前着|荷降ろし手伝い有"))
        body.append((cells, a))
    if stated:
        heads = ["No.", "品名", "規格・寸法", "数量", "単位", "単価", "金額", "備考"]
        wsl = cj.rel(wd, [5, 22, 25, 8, 6, 11, 13, 10])
        al = "cllrcrrl"
    else:
        heads = ["No.", "品名", "規格・寸法", "数量", "単位", "備考"]
        wsl = cj.rel(wd, [6, 28, 32, 10, 8, 16])
        al = "cllrcl"
    y = ctable(
        pdf, m, y, wsl, heads, body, al, rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE, hh=18
    )
    y += 10
    disc = ZERO
    if rng.random() < 0.35 and sub > 20000:
        disc = (
            Decimal(int(sub % 10000) or 5000) if rng.random() < 0.6 else r0(sub * Decimal("0.03"))
        )
    net = sub - disc
    tax = (net * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = net + tax
    if y + 100 > bottom + 60:
        y = brk()
    if stated:
        rows = [("小計", f"¥{w0(sub)}")]
        if disc:
            rows.append(("出精値引", f"-¥{w0(disc)}"))
            rows.append(("税抜合計", f"¥{w0(net)}"))
        rows += [
            ("消費税（10%）", f"¥{w0(tax)}"),
            (cj.pick(rng, "発注金額（税込）|合計金額|総合計（税込）"), f"¥{w0(total)}"),
        ]
        rx = right - 220
        for k, (lab, v) in enumerate(rows):
            last = k == len(rows) - 1
            pdf.rect(rx, y, 100, 18, fill=PALE, stroke=black, lw=0.5)
            pdf.rect(rx + 100, y, 120, 18, stroke=black, lw=0.5 if not last else 1.2)
            pdf.text(rx + 50, y + 12.5, lab, 8.4, align="c", bold=last)
            pdf.text(right - 6, y + 12.5, v, 9 if not last else 10, align="r", bold=last)
            y += 18
        ny = y - 18 * len(rows)
        pdf.text(m, ny + 12, "【備考】", 8.4, bold=True)
        pdf.para(
            m,
            ny + 26,
            cj.pick(
                rng,
                "リース品は搬入日から30日を基本とし、延長は日割り精算とします。|数量は現場実測により増減する場合があります。|納品書・受領書は現場担当者の受領印をもって有効とします。",
            ),
            7.8,
            rx - m - 16,
            lead=1.5,
        )
    else:
        pdf.para(
            m, y + 8, "単価は年間単価契約によるものとし、本書には金額を記載しません。", 8.4, wd
        )
        y += 24
    y += 16
    # approval boxes and fax-back strip
    labs = rng.choice(
        [
            ["社長", "部長", "工事長", "担当"],
            ["所長", "工事主任", "購買", "担当"],
            ["承認", "審査", "担当"],
            ["部長", "担当"],
        ]
    )
    bw = 46
    bx = right - bw * len(labs)
    fy = pdf.h - 140
    for k, s in enumerate(labs[:4]):
        pdf.rect(bx + k * bw, fy - 54, bw, 14, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(bx + k * bw, fy - 40, bw, 34, stroke=black, lw=0.5)
        pdf.text(bx + k * bw + bw / 2, fy - 44, s, 7.6, align="c")
    x = m
    while x < right:
        pdf.line(x, fy + 4, min(x + 5, right), fy + 4, lw=0.5, colour=GREY)
        x += 9
    pdf.text(
        m,
        fy + 22,
        f"【FAX返信欄】　{buyer} {cj.pick(rng, '工事部|購買課|資材課')} 行　FAX {cj.ja_tel(rng)}",
        9,
        bold=True,
    )
    pdf.text(m, fy + 38, f"上記発注（{po_lab}：{po}）を受領いたしました。", 8.4)
    pdf.text(m, fy + 58, "納品予定日：　　　月　　　日　　　時頃", 8.4)
    pdf.text(m, fy + 78, "貴社名：______________________　ご担当：____________　印", 8.4)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind37_ja_kensetsu_shizai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jkensetsu)


# --------------------------------------------------------------------------- 5 en-US online merchant's drop-ship purchase order

US_MERCH_A = "Copper Fox|Blue Heron|Tall Pines|Maple & Rye|Northbound|Saltwater|Prairie Bloom|Ironwood|Little Otter|Sunny Side|Harbor Lane|Red Canyon|Wild Clover|Quarry Hill|Juniper".split(
    "|"
)
US_MERCH_B = ["Home", "Outfitters", "Goods", "Supply Co.", "Living", "Pet Co.", "Kitchen", "Gear"]
US_SUP_A = "Lakeside|Summit|Pioneer|Keystone|Evergreen|Redwood|Cascade|Granite State|Bluegrass|Heartland|Tri-County|Lone Star|Great Plains|Mesa|Atlantic".split(
    "|"
)
US_SUP_B = [
    "Wholesale",
    "Distributors",
    "Manufacturing",
    "Imports",
    "Brands",
    "Trading",
    "Products",
    "Supply",
]
US_FORMS = [" Inc.", ", Inc.", " LLC", " Corp.", " Co.", ""]
US_CUST_F = "Jennifer|Michael|Ashley|David|Brittany|Carlos|Megan|Tyler|Priya|Kevin|Lauren|Marcus|Hannah|Jose|Olivia".split(
    "|"
)
US_CUST_L = "Nguyen|Patel|Johnson|Ramirez|O'Brien|Kowalski|Thompson|Lee|Garcia|Whitfield|Brooks|Schneider|Diaz|Morgan|Hughes".split(
    "|"
)
US_CITY = [
    ("Austin", "TX", "787"),
    ("Boise", "ID", "837"),
    ("Columbus", "OH", "432"),
    ("Raleigh", "NC", "276"),
    ("Tucson", "AZ", "857"),
    ("Spokane", "WA", "992"),
    ("Omaha", "NE", "681"),
    ("Madison", "WI", "537"),
    ("Richmond", "VA", "232"),
    ("Tulsa", "OK", "741"),
    ("Reno", "NV", "895"),
    ("Savannah", "GA", "314"),
]
US_STREET = "Oak St|Maple Ave|Cedar Ln|Park Blvd|Main St|Lakeview Dr|Willow Way|Sunset Rd|Elm Ct|Ridge Rd|Pine St|Mill Rd".split(
    "|"
)
US_DS_ITEMS = [
    ("Cast Iron Skillet 12 in", "CI-12", 18.5, 34),
    ("Stainless Pour-Over Kettle 1L", "KT-1L", 21, 38),
    ("Orthopedic Dog Bed, Large", "DB-LG-GRY", 32, 58),
    ("Cedar Raised Garden Bed 4x8", "GB-48", 96, 165),
    ("Weighted Blanket 15 lb Queen", "WB-15Q", 41, 72),
    ("Bamboo Cutting Board Set (3)", "BCB-3", 14, 26),
    ("Insulated Tumbler 30 oz", "TB-30", 7.8, 14.5),
    ("LED Desk Lamp w/ USB Port", "DL-USB", 16, 29),
    ("Memory Foam Bath Mat", "BM-MF", 8.5, 15),
    ("Camping Hammock w/ Straps", "HM-2P", 19, 33),
    ("Cat Tree 54 in", "CT-54", 44, 79),
    ("Ceramic Planter 10 in", "PL-10W", 11, 21),
    ("Throw Pillow Cover 18x18 (2-pk)", "PC-18", 6.2, 12),
    ("Folding Step Stool", "FS-2", 13, 24),
    ("Air Fryer 5.8 qt", "AF-58", 48, 82),
]


def _us_drop(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(36, 50)
    right = d.w - m
    wd = right - m
    bottom = d.h - 60
    merch = f"{rng.choice(US_MERCH_A)} {rng.choice(US_MERCH_B)}"
    sup = f"{rng.choice(US_SUP_A)} {rng.choice(US_SUP_B)}{rng.choice(US_FORMS)}"
    dt = a_day(rng)
    po = la.pick(rng, "DS-{n}|PO{n}|{n}-DS|P0{n}").format(n=rng.randint(10000, 99999))
    so = la.pick(rng, "#{n}|SO-{n}|Order #{n}").format(n=rng.randint(1000, 99999))
    stated = stated_of(rng)
    page = [1]
    mc, ms, mz = rng.choice(US_CITY)
    sc, ss, sz = rng.choice(US_CITY)
    cc, cs, cz = rng.choice(US_CITY)
    cust = f"{rng.choice(US_CUST_F)} {rng.choice(US_CUST_L)}"
    acct = la.digits(rng, la.pick(rng, "DS-####|#####|M####"))
    dfm = rng.choice(["us", "usl", "iso"])

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{merch} | Drop-ship program | Questions: dropship@{merch.split()[0].lower().replace('&', '')}{rng.choice(['shop', 'co', 'home'])}.com",
            7,
            grey=0.4,
        )
        d.t(
            right,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def cont() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Drop Ship Purchase Order {po} (continued)", 9, b=True)
        return 52

    y = 40
    d.t(m, y + 14, merch, 17, b=True)
    d.t(
        m,
        y + 28,
        f"{rng.randint(100, 9999)} {rng.choice(US_STREET)}, {mc}, {ms} {mz}{rng.randint(10, 99)}",
        8,
        grey=0.3,
    )
    title = la.pick(
        rng, "DROP SHIP PURCHASE ORDER|DROPSHIP ORDER|PURCHASE ORDER - DROP SHIP|Drop-Ship PO"
    )
    d.t(right, y + 12, title, 13, b=True, al="r")
    meta = [
        ("PO #", po),
        ("PO Date", la.dfmt(dt, dfm)),
        (la.pick(rng, "Customer Order|Web Order|Store Order #|Sales Order"), so),
    ]
    if rng.random() < 0.6:
        meta.append((la.pick(rng, "Vendor Acct|Our Account #|Vendor ID"), acct))
    meta.append(
        (
            "Ship Via",
            la.pick(rng, "UPS Ground|FedEx Home Delivery|USPS Priority|Best Way (vendor choice)"),
        )
    )
    yy = y + 26
    for lab, v in meta:
        d.t(right - 150, yy + 8, lab, 8, b=True)
        d.t(right, yy + 8, v, 8, al="r")
        yy += 11.5
    y = max(yy, y + 50) + 16
    # Vendor | Ship to (end customer) | Bill to (merchant)
    cw = (wd - 20) / 3
    vl = la.pick(rng, "VENDOR|SUPPLIER|TO|Vendor")
    blocks = [
        (
            vl,
            [
                sup,
                f"{rng.randint(100, 9999)} {rng.choice(US_STREET)}",
                f"{sc}, {ss} {sz}{rng.randint(10, 99)}",
                "Attn: Drop Ship Dept.",
                la.digits(rng, "(###) ###-####"),
            ],
        ),
        (
            la.pick(rng, "SHIP TO (CUSTOMER)|DELIVER TO|SHIP TO"),
            [
                cust,
                f"{rng.randint(10, 9999)} {rng.choice(US_STREET)}{rng.choice(['', ' Apt 4B', ' Unit 12'])}",
                f"{cc}, {cs} {cz}{rng.randint(10, 99)}",
                la.digits(rng, "###-###-####"),
            ],
        ),
        (
            la.pick(rng, "BILL TO|INVOICE TO|Bill To"),
            [
                merch,
                "Accounts Payable",
                f"{mc}, {ms} {mz}{rng.randint(10, 99)}",
                f"ap@{merch.split()[0].lower().replace('&', '')}.com",
            ],
        ),
    ]
    if rng.random() < 0.35:
        blocks[1], blocks[2] = blocks[2], blocks[1]
    hmax = 0.0
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + 10)
        d.box(x, y, cw, 14, fill=0.15)
        d.c.setFillGray(1)
        d.c.setFont(d.bold, 8)
        d.c.drawString(x + 4, d.h - y - 10, lab)
        d.c.setFillGray(0)
        yy = d.lines(x + 4, y + 18, rows, 8.4, b_first=True)
        hmax = max(hmax, yy - y)
    y += hmax + 12
    d.box(m, y, wd, 30, fill=0.95)
    note = la.pick(
        rng,
        "BLIND SHIP: do not include pricing or vendor invoices in the package. Use the packing slip provided.|Ship in plain packaging with our packing slip. No vendor marketing materials in box.|Please email tracking to the address above within 24 hours of shipment. Blind ship only.",
    )
    wrap_y = y + 2
    for ln in la.simpleSplit(note, d.reg, 8, wd - 10):
        d.t(m + 5, wrap_y + 10, ln, 8)
        wrap_y += 10
    y += 40
    n = n_lines(rng, [1, 1, 1, 2, 2, 3, 4], [30, 40])
    lines = more_lines(rng, US_DS_ITEMS, n, [1, 1, 1, 2, 2, 3, 4], ["- Black", "- Sage", "- Navy"])
    sub = sum((a for *_, a in lines), ZERO)
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        r = [str(i), f"{it[1]}-{rng.randint(10, 99)}", it[0], f"{q:,.0f}"]
        if stated:
            r += [en2(p), en2(a)]
        rows.append(r)
    if stated:
        ws = [wd * f for f in (0.06, 0.16, 0.48, 0.08, 0.11, 0.11)]
        heads = ["Ln", "Vendor SKU", "Description", "Qty", "Unit Cost", "Ext. Cost"]
        al = "cllrrr"
    else:
        ws = [wd * f for f in (0.07, 0.2, 0.61, 0.12)]
        heads = ["Ln", "Vendor SKU", "Description", "Qty"]
        al = "cllr"
    y = ltable(d, m, y, ws, heads, al, rows, size=8, h=15, bottom=bottom, cont=cont)
    y += 12
    if y + 110 > bottom:
        y = cont()
    ship = Decimal(rng.choice(["0", "0", "7.95", "9.99", "12.50", "14.95"]))
    fee = Decimal(rng.choice(["0", "0", "2.00", "2.50", "3.00", "5.00"]))
    credit = ZERO if rng.random() < 0.8 else r2(sub * Decimal("0.05"))
    total = sub + ship + fee - credit
    if stated:
        rows_ = [
            ("Merchandise", f"${en2(sub)}", False),
            ("Shipping", f"${en2(ship)}" if ship else "Included", False),
        ]
        if fee:
            rows_.append((la.pick(rng, "Drop-ship fee|Handling fee"), f"${en2(fee)}", False))
        if credit:
            rows_.append(("Co-op allowance (5%)", f"-${en2(credit)}", False))
        rows_.append(
            ("Sales tax", la.pick(rng, "Exempt - resale|N/A (resale cert. on file)|0.00"), False)
        )
        rows_.append(
            (la.pick(rng, "PO TOTAL|Total Due Vendor|TOTAL|Order Total"), f"${en2(total)}", True)
        )
        d.summary(right - 200, right, y, rows_, 9, shade=0.88)
        d.t(m, y + 10, "Retail price shown to customer: not printed on this PO.", 7.5, grey=0.4)
    else:
        d.t(
            m,
            y + 10,
            "Cost per current drop-ship price list on file; vendor to invoice at list cost.",
            8.5,
        )
    y += 110
    d.t(
        m,
        y,
        f"Authorized by: {la.person(rng, 'en')}, {la.pick(rng, 'Ops Manager|Owner|Purchasing|E-commerce Manager')}",
        8.5,
    )
    d.t(m, y + 14, f"Must ship by: {la.dfmt(dt + timedelta(days=rng.randint(1, 4)), dfm)}", 8.5)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind37_en_us_dropship_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us_drop)


# --------------------------------------------------------------------------- 6 en-AU aged-care provider's purchase order (GST and GST-free lines)

AU_CARE_A = "Banksia|Wattle|Grevillea|Bottlebrush|Jacaranda|Kookaburra|Riverbend|Seabreeze|Hillcrest|Magnolia|Lilly Pilly|Coral Tree|Ironbark|Saltbush|Emu Ridge".split(
    "|"
)
AU_CARE_B = [
    "Aged Care",
    "Residential Care",
    "Lodge",
    "Gardens Aged Care",
    "Village",
    "Care Community",
]
AU_CARE_F = [" Ltd", " Limited", " Inc.", " Pty Ltd", ""]
AU_SUP_A = "Southern Cross|Coastal|Outback|Harbourside|Murray|Kimberley|Tasman|Pacific|Barossa|Gippsland|Hunter|Riverina|Capricorn|Swan Valley|Illawarra".split(
    "|"
)
AU_SUP_B = [
    "Medical Supplies",
    "Healthcare",
    "Hygiene Solutions",
    "Continence Care",
    "Linen Services",
    "Foodservice",
    "Clinical Products",
    "Distributors",
]
AU_SUP_F = [" Pty Ltd", " Pty. Ltd.", " Pty Limited", " Ltd", ""]
AU_PLACE = [
    ("Ballarat", "VIC", "3350"),
    ("Toowoomba", "QLD", "4350"),
    ("Wagga Wagga", "NSW", "2650"),
    ("Bunbury", "WA", "6230"),
    ("Mount Gambier", "SA", "5290"),
    ("Launceston", "TAS", "7250"),
    ("Geelong", "VIC", "3220"),
    ("Cairns", "QLD", "4870"),
    ("Orange", "NSW", "2800"),
    ("Mandurah", "WA", "6210"),
]
AU_ITEMS = [
    ("Continence pad, day, size M (ctn 4x28)", "FRE", 68, 96),
    ("Continence brief, night, size L (ctn 4x20)", "FRE", 82, 120),
    ("Nitrile gloves, medium (box 100)", "GST", 7.5, 12.9),
    ("Disposable underpads 60x90 (ctn 100)", "GST", 38, 64),
    ("Wound dressing, foam 10x10 (box 10)", "FRE", 26, 48),
    ("Hand sanitiser 500 ml pump", "GST", 5.2, 9.8),
    ("Barrier cream 100 g", "GST", 6.4, 11.5),
    ("Thickened water 375 ml (ctn 12)", "FRE", 21, 34),
    ("Pressure-care mattress overlay", "FRE", 310, 560),
    ("Bath wipes, no-rinse (pk 8)", "GST", 3.8, 6.9),
    ("Disposable aprons (roll 200)", "GST", 14, 26),
    ("Blood glucose test strips (box 50)", "FRE", 18, 32),
    ("Fresh bread, white sandwich loaf", "FRE", 3.1, 4.8),
    ("Laundry detergent 20 L", "GST", 48, 86),
    ("Shower chair with arms", "FRE", 95, 180),
]


def _au_care(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|helv"))
    m = rng.uniform(34, 48)
    right = d.w - m
    wd = right - m
    bottom = d.h - 70
    care = f"{rng.choice(AU_CARE_A)} {rng.choice(AU_CARE_B)}{rng.choice(AU_CARE_F)}"
    sup = f"{rng.choice(AU_SUP_A)} {rng.choice(AU_SUP_B)}{rng.choice(AU_SUP_F)}"
    city, st, pc = rng.choice(AU_PLACE)
    scity, sst, spc = rng.choice(AU_PLACE)
    dt = a_day(rng)
    po = la.pick(rng, "PO{n}|{n}|PO-{n}|{f}{n}").format(
        n=rng.randint(100000, 999999), f=rng.choice(["BG", "WL", "HC", "RB"])
    )
    quote = la.pick(rng, "Q{n}|QU-{n}|{n}").format(n=rng.randint(10000, 99999))
    req = f"REQ-{rng.randint(1000, 9999)}"
    abn = la.digits(rng, "## ### ### ###")
    sabn = la.digits(rng, "## ### ### ###")
    stated = stated_of(rng)
    page = [1]
    rgb = rng.choice([(0.16, 0.45, 0.35), (0.35, 0.2, 0.45), (0.12, 0.35, 0.55), (0.55, 0.3, 0.15)])
    dfm = rng.choice(["dmy", "dmy", "iso", "mon"])
    facility = (
        f"{rng.choice(AU_CARE_A)} House"
        if rng.random() < 0.4
        else care.split(" Aged")[0].split(" Residential")[0]
    )

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{care} | ABN {abn} | Please quote our order number on all invoices and delivery dockets.",
            7,
            grey=0.4,
        )
        d.t(
            right,
            d.h - 22,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def cont() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Purchase Order {po} - continued", 9, b=True)
        return 52

    d.c.setFillColorRGB(*rgb)
    d.c.rect(0, d.h - 8, d.w, 8, stroke=0, fill=1)
    d.c.setFillGray(0)
    y = 30
    d.t(m, y + 14, care, 14, b=True)
    d.t(m, y + 27, f"ABN {abn}", 8, grey=0.3)
    d.t(
        m,
        y + 38,
        f"{rng.randint(1, 300)} {la.pick(rng, 'Sturt St|Ruthven St|Fitzmaurice St|Victoria St|Macquarie Rd|Esplanade')}, {city} {st} {pc}",
        8,
        grey=0.3,
    )
    d.t(
        right,
        y + 16,
        la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"),
        17,
        b=True,
        al="r",
    )
    d.t(
        right,
        y + 32,
        f"Order No. {po}" if rng.random() < 0.5 else f"PO Number: {po}",
        11,
        b=True,
        al="r",
    )
    y += 58
    # strip of order data
    cells = [
        ("Order date", la.dfmt(dt, dfm)),
        ("Required by", la.dfmt(dt + timedelta(days=rng.randint(2, 14)), dfm)),
        ("Facility", facility),
        ("Cost centre", la.digits(rng, "####-##")),
        ("Requested by", f"{la.person(rng, 'en')}"),
        ("Approved by", la.person(rng, "en")),
    ]
    if rng.random() < 0.5:
        cells[4] = ("Requisition", req)
    cw = wd / len(cells)
    for k, (lab, v) in enumerate(cells):
        x = m + k * cw
        d.box(x, y, cw, 13, fill=0.9)
        d.box(x, y + 13, cw, 16)
        d.t(x + 3, y + 9.5, lab, 7, b=True)
        d.t(x + 3, y + 25, v, 7.8, maxw=cw - 5)
    y += 40
    # supplier | deliver to | invoices to
    sl = la.pick(rng, "Supplier|Supplier Details|To (Supplier)|Vendor")
    blocks = [
        (
            sl,
            [
                sup,
                f"ABN {sabn}",
                f"{rng.randint(1, 90)} {la.pick(rng, 'Industrial Dr|Enterprise Way|Commerce Cct|Trade Park Rd')}",
                f"{scity} {sst} {spc}",
                f"Acct No. {la.digits(rng, '#####')}",
            ],
        ),
        (
            la.pick(rng, "Deliver to|Delivery Address"),
            [
                f"{facility} - {la.pick(rng, 'Loading dock|Stores room|Kitchen|Clinical store')}",
                f"{rng.randint(1, 300)} {la.pick(rng, 'Sturt St|Ruthven St|Victoria St')}",
                f"{city} {st} {pc}",
                "Receiving hours 7am-3pm",
            ],
        ),
        (
            la.pick(rng, "Send invoices to|Invoice to"),
            [
                la.pick(rng, "Accounts Payable|Finance Team"),
                f"accounts@{care.split()[0].lower()}care.com.au",
                "Terms: 30 days EOM",
            ],
        ),
    ]
    if rng.random() < 0.3:
        blocks = [blocks[1], blocks[0], blocks[2]]
    bw = (wd - 16) / 3
    hmax = 0.0
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (bw + 8)
        d.c.setFillColorRGB(*rgb)
        d.c.setFont(d.bold, 8.5)
        d.c.drawString(x, d.h - y - 9, lab)
        d.c.setFillGray(0)
        d.line(x, y + 12, x + bw, y + 12, 0.6)
        yy = d.lines(x, y + 15, rows, 8.2, b_first=rows[0] == sup)
        hmax = max(hmax, yy - y)
    y += hmax + 8
    if rng.random() < 0.6:
        d.t(
            m,
            y + 8,
            f"Your quote: {quote}    Contract: {la.pick(rng, 'Panel supply agreement|HPV-' + str(rng.randint(100, 999)) + '|Consumables panel 2025-28')}",
            8,
        )
        y += 16
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 8, 10], [26, 34, 44])
    lines = more_lines(
        rng, AU_ITEMS, n, [1, 2, 2, 4, 5, 6, 10, 12, 20], ["(bulk)", "(alt. brand)", "- XL"]
    )
    gst = net = ZERO
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        code = it[1]
        g = r2(a / 10) if code == "GST" else ZERO
        gst += g
        net += a
        r = [str(i), la.digits(rng, "@@-####"), it[0], f"{q:,.0f}"]
        if stated:
            r += [en2(p), code, en2(g), en2(a)]
        rows.append(r)
    if stated:
        ws = [wd * f for f in (0.05, 0.11, 0.42, 0.06, 0.1, 0.07, 0.09, 0.1)]
        heads = ["#", "Item code", "Description", "Qty", "Unit ex GST", "Tax", "GST", "Amount"]
        al = "cllrrcrr"
    else:
        ws = [wd * f for f in (0.06, 0.16, 0.66, 0.12)]
        heads = ["#", "Item code", "Description", "Qty"]
        al = "cllr"
    y = ltable(d, m, y, ws, heads, al, rows, size=7.8, h=15, bottom=bottom, cont=cont)
    y += 10
    total = net + gst
    if y + 120 > bottom:
        y = cont()
    if stated:
        fm = la.pick(rng, "${v}|${v}|{v}|AUD {v}")
        rows_ = [
            (
                la.pick(rng, "Subtotal (ex GST)|Total ex GST|Sub-total"),
                fm.format(v=en2(net)),
                False,
            ),
            ("GST", fm.format(v=en2(gst)), False),
        ]
        if rng.random() < 0.5:
            gf = sum((a for it, q, p, a in lines if it[1] == "FRE"), ZERO)
            rows_.insert(1, ("of which GST-free", fm.format(v=en2(gf)), False))
        rows_.append(
            (
                la.pick(rng, "Total (inc GST)|TOTAL AUD|Order Total inc. GST|Total incl. GST"),
                fm.format(v=en2(total)),
                True,
            )
        )
        d.summary(right - 210, right, y, rows_, 9, box_last=True)
        d.t(
            m,
            y + 10,
            "Tax codes: GST = taxable supply (10%), FRE = GST-free supply.",
            7.4,
            grey=0.35,
        )
    else:
        d.t(m, y + 10, "Prices as per current supply agreement. No order value printed.", 8.5)
    y += 100
    d.t(m, y, "Authorised signatory", 8, b=True)
    d.line(m, y + 26, m + 160, y + 26, 0.5)
    d.t(
        m,
        y + 36,
        f"{la.person(rng, 'en')}, {la.pick(rng, 'Facility Manager|Director of Nursing|Procurement Officer|Residential Manager')}",
        8,
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind37_en_au_aged_care_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _au_care)


# --------------------------------------------------------------------------- 7 de-DE print shop's paper order to a paper merchant (sheets, grammage, pallets)

DE_PR_A = "Offizin Brandt|Druckhaus Lenz|Druckerei Seifert|Medienhaus Kröger|Druckwerk Albers|Buchdruckerei Pohl|Druckhaus am Rhein|Printzentrum Nord|Druckerei Walther|Offsetdruck Engel|Druckhaus Sauer|Druckerei Hoffmann & Sohn|Werbedruck Lindner|Druckerei Zettl|Grafischer Betrieb Kühn".split(
    "|"
)
DE_PR_F = [" GmbH", " GmbH & Co. KG", " KG", " e.K.", ""]
DE_SUP_A = "Papierunion|Papyrus-Hansa|Papier Kessler|Feinpapiere Roth|Papiergroßhandel Meister|Papier & Karton Vogt|Nordpapier|Papierhaus Bauer|Papier-Kontor Weiß|Süd-Papier|Papier Schuster|Kartonagen & Papier Franke|Rheinpapier|Elbe Papier|Papierlager Ostermann".split(
    "|"
)
DE_SUP_F = [" GmbH", " GmbH", " AG", " GmbH & Co. KG", " KG", ""]
DE_CITY = [
    ("Leipzig", "04"),
    ("Kassel", "34"),
    ("Würzburg", "97"),
    ("Bielefeld", "33"),
    ("Augsburg", "86"),
    ("Oldenburg", "26"),
    ("Chemnitz", "09"),
    ("Mainz", "55"),
    ("Ulm", "89"),
    ("Rostock", "18"),
]
DE_PAPER = [
    ("Bilderdruck matt", "115 g/m²", "70 x 100 cm", "SB", 62, 88),
    ("Bilderdruck glänzend", "150 g/m²", "64 x 90 cm", "SB", 58, 84),
    ("Offsetpapier holzfrei weiß", "90 g/m²", "61 x 86 cm", "BB", 48, 66),
    ("Recyclingpapier Blauer Engel", "80 g/m²", "70 x 100 cm", "SB", 44, 62),
    ("Chromokarton GC1", "300 g/m²", "72 x 102 cm", "SB", 120, 175),
    ("Naturpapier Vol. 1,5", "100 g/m²", "65 x 92 cm", "BB", 96, 140),
    ("Etikettenpapier nassfest", "80 g/m²", "50 x 70 cm", "SB", 85, 130),
    ("Affichenpapier blau", "115 g/m²", "84 x 119 cm", "SB", 70, 98),
    ("Dünndruckpapier", "40 g/m²", "61 x 86 cm", "BB", 110, 160),
    ("Kopierpapier A4 (Palette)", "80 g/m²", "21 x 29,7 cm", "—", 32, 44),
]


def _de_paper(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu"))
    m = rng.uniform(40, 56)
    right = d.w - m
    wd = right - m
    bottom = d.h - 80
    buyer = rng.choice(DE_PR_A) + rng.choice(DE_PR_F)
    sup = rng.choice(DE_SUP_A) + rng.choice(DE_SUP_F)
    (bc, bz), (sc, sz) = rng.sample(DE_CITY, 2)
    dt = a_day(rng)
    po = la.pick(rng, "B-{y}-{n}|{y}{n}|EK {n}/{y}|PB{n}").format(
        y=dt.strftime("%y"), n=rng.randint(1000, 9999)
    )
    job = la.pick(rng, "Auftrag {n}|Job-Nr. {n}|AN-{n}").format(n=rng.randint(20000, 89999))
    kd = la.digits(rng, "######")
    ang = la.digits(rng, "AG-#####")
    stated = stated_of(rng)
    page = [1]
    dfm = rng.choice(["dot", "dot", "iso"])

    def foot() -> None:
        d.line(m, d.h - 52, right, d.h - 52, 0.4)
        bank = f"IBAN DE{la.digits(rng, '## #### #### #### #### ##')}"
        d.t(
            m,
            d.h - 42,
            f"{buyer} · {bc} · HRA/HRB {rng.randint(1000, 9999)} · USt-IdNr. DE{la.digits(rng, '#########')}",
            6.6,
            grey=0.35,
        )
        d.t(m, d.h - 33, f"Sparkasse {bc} · {bank}", 6.6, grey=0.35)
        d.t(
            right,
            d.h - 33,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def cont() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bestellung {po} · Fortsetzung", 9, b=True)
        return 56

    y = 40
    d.t(m, y + 16, buyer, 16, b=True)
    d.t(
        m,
        y + 30,
        la.pick(
            rng,
            "Offset · Digital · Weiterverarbeitung|Druck und Medien seit 1952|Bücher · Kataloge · Verpackung",
        ),
        8,
        grey=0.35,
    )
    # supplier box at the right, buyer's contact data at the left
    bx = m + wd * 0.52
    bw = right - bx
    lab = la.pick(rng, "Lieferant|Lieferant / Auftragnehmer|An")
    d.box(bx, y + 46, bw, 78)
    d.box(bx, y + 46, bw, 13, fill=0.88)
    d.t(bx + 4, y + 56, lab, 8, b=True)
    d.lines(
        bx + 6,
        y + 62,
        [
            sup,
            la.pick(
                rng, "Verkauf Innendienst|Abt. Auftragsannahme|z. Hd. Herrn " + la.person(rng, "de")
            ),
            f"{la.pick(rng, 'Industriestr.|Am Hafen|Gewerbering|Lagerweg')} {rng.randint(1, 80)}",
            f"{sz}{rng.randint(100, 999)} {sc}",
        ],
        8.6,
        b_first=True,
    )
    d.kv(
        m,
        y + 50,
        [
            ("Ihre Kunden-Nr.", kd),
            ("Ihr Angebot", ang),
            ("Sachbearbeiter", la.person(rng, "de")),
            (
                "Telefon",
                f"0{rng.randint(30, 99)} {rng.randint(10000, 999999)}-{rng.randint(10, 99)}",
            ),
            ("E-Mail", f"einkauf@{buyer.split()[1].lower().replace('&', '')}-druck.de"),
        ],
        78,
        8,
    )
    y += 140
    t = la.pick(rng, "Bestellung|Papierbestellung|Bestellung Nr.")
    d.t(m, y, f"{t} {po}" if t.endswith("Nr.") or rng.random() < 0.5 else t, 14, b=True)
    if not (t.endswith("Nr.")):
        d.t(right, y, f"Bestell-Nr.: {po}", 10, b=True, al="r")
    d.t(right, y + 14, f"Datum: {la.dfmt(dt, dfm)}", 8.6, al="r")
    y += 22
    d.t(m, y + 4, f"Für {job} bestellen wir zu Ihren bekannten Bedingungen:", 8.6)
    y += 14
    n = n_lines(rng, [1, 1, 2, 2, 3, 4, 5], [24, 32])
    pool = [(p[0], p[1], p[2], p[3], p[4], p[5]) for p in DE_PAPER]
    rows = []
    net = ZERO
    for i in range(n):
        it = rng.choice(pool)
        sheets = rng.choice([2000, 4000, 5000, 8000, 10000, 12500, 16000, 20000, 25000])
        price = Decimal(rng.randint(it[4] * 100, it[5] * 100)) / 100
        amt = r2(price * sheets / 1000)
        net += amt
        r = [str(i + 1), f"{it[0]}, {it[1]}", it[2], it[3], f"{sheets:,}".replace(",", ".")]
        if stated:
            r += [eu(price), eu(amt)]
        rows.append(r)
    if stated:
        ws = [wd * f for f in (0.05, 0.37, 0.14, 0.06, 0.12, 0.12, 0.14)]
        heads = ["Pos.", "Sorte / Grammatur", "Format", "LR", "Bogen", "€ / 1000 Bg.", "Betrag €"]
        al = "cllcrrr"
    else:
        ws = [wd * f for f in (0.06, 0.5, 0.2, 0.08, 0.16)]
        heads = ["Pos.", "Sorte / Grammatur", "Format", "LR", "Bogen"]
        al = "cllcr"
    y = ltable(d, m, y, ws, heads, al, rows, size=8, h=15, bottom=bottom, cont=cont)
    y += 12
    fr = Decimal(rng.choice(["0", "0", "35.00", "48.50", "65.00"]))
    pal = rng.randint(1, 4)
    pf = Decimal(rng.choice(["0", "9.50", "12.00"])) * pal
    base = net + fr + pf
    vat = r2(base * Decimal("0.19"))
    total = base + vat
    if y + 140 > bottom:
        y = cont()
    if stated:
        rows_ = [("Warenwert netto", f"{eu(net)} €", False)]
        if fr:
            rows_.append(("Fracht / Anlieferung", f"{eu(fr)} €", False))
        if pf:
            rows_.append((f"Palettenpfand {pal} x EUR-Palette", f"{eu(pf)} €", False))
        rows_ += [
            ("zzgl. 19 % USt.", f"{eu(vat)} €", False),
            (
                la.pick(rng, "Bestellsumme brutto|Gesamtbetrag|Endbetrag inkl. USt."),
                f"{eu(total)} €",
                True,
            ),
        ]
        d.summary(right - 230, right, y, rows_, 9, shade=0.88)
        sk = r2(total * Decimal("0.02"))
        y += len(rows_) * 14 + 10
        d.t(m, y + 8, f"Zahlung: 14 Tage 2 % Skonto ({eu(sk)} €), 30 Tage netto.", 8.4)
    else:
        d.t(
            m,
            y + 8,
            "Preise gemäß Jahresvereinbarung; die Berechnung erfolgt nach Lieferschein.",
            8.6,
        )
    y += 26
    for s in [
        f"Liefertermin: {la.dfmt(dt + timedelta(days=rng.randint(2, 10)), dfm)}, Anlieferung bis 14:00 Uhr, Rampe vorhanden.",
        "Bogen bitte auf EUR-Paletten, max. 1,20 m Stapelhöhe, feuchtigkeitsdicht verpackt.",
        f"Bitte auf Lieferschein und Rechnung unsere Bestellnummer und {job} angeben.",
    ]:
        y = la.Doc.para(d, m, y, s, 8.2, wd)
    y += 24
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 34,
        f"{la.person(rng, 'de')}, {la.pick(rng, 'Materialwirtschaft|Einkauf|Produktionsleitung')}",
        8.6,
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind37_de_druckerei_papierbestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de_paper)


# --------------------------------------------------------------------------- 8 fr-FR care home's / central kitchen's weekly food order with one quantity column per delivery day

FR_BUY_A = "Les Tilleuls|Le Clos Fleuri|Les Glycines|La Roseraie|Les Jardins d'Automne|Le Val de Loire|Les Hortensias|La Bastide|Les Magnolias|Le Grand Chêne|Les Capucines|Sainte-Marthe|Les Oliviers|Le Moulin Vert|Les Peupliers".split(
    "|"
)
FR_BUY_T = [
    "EHPAD {a}",
    "Résidence {a}",
    "Cuisine centrale {a}",
    "Foyer-logement {a}",
    "Restaurant scolaire {a}",
]
FR_SUP_A = (
    "Maraîchers|Primeurs|Boucherie|Crèmerie|Saveurs|Vergers|Halles|Marée|Terroirs|Fromagerie".split(
        "|"
    )
)
FR_SUP_B = "du Val|de l'Ouest|Bernard|Lemoine|des Alpilles|Garnier|du Centre|Fabre|Rousseau|de Bretagne|Picard|des Flandres|Marchand|Dupuis|Chevalier".split(
    "|"
)
FR_SUP_F = [" SAS", " SARL", " SA", "", " EURL"]
FR_CITY = [
    ("Tours", "37"),
    ("Angers", "49"),
    ("Limoges", "87"),
    ("Poitiers", "86"),
    ("Dijon", "21"),
    ("Nîmes", "30"),
    ("Amiens", "80"),
    ("Brest", "29"),
    ("Pau", "64"),
    ("Colmar", "68"),
]
FR_FOOD = [
    ("Pommes de terre vapeur", "kg", "5.5", 0.9, 1.6),
    ("Carottes", "kg", "5.5", 0.9, 1.5),
    ("Pommes Golden", "kg", "5.5", 1.6, 2.6),
    ("Filet de colin MSC", "kg", "5.5", 9.5, 14),
    ("Sauté de porc", "kg", "5.5", 6.8, 9.9),
    ("Yaourt nature 125 g", "colis 48", "5.5", 9.5, 14),
    ("Lait demi-écrémé UHT 1 L", "pack 6", "5.5", 5.2, 7.4),
    ("Fromage blanc 20 % 5 kg", "seau", "5.5", 11, 16),
    ("Pain de mie sans croûte", "pièce", "5.5", 2.1, 3.4),
    ("Compote pomme 100 g", "colis 120", "5.5", 18, 26),
    ("Eau minérale 1,5 L", "pack 6", "5.5", 1.9, 3.2),
    ("Liquide vaisselle 5 L", "bidon", "20", 7.5, 12),
    ("Serviettes ouate 2 plis", "colis", "20", 14, 22),
    ("Film alimentaire 300 m", "rouleau", "20", 8.5, 14),
]
FR_DAYS = ["Lun.", "Mar.", "Mer.", "Jeu.", "Ven.", "Sam."]


def _fr_week(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(30, 42)
    right = d.w - m
    wd = right - m
    bottom = d.h - 60
    a = rng.choice(FR_BUY_A)
    buyer = rng.choice(FR_BUY_T).format(a=a)
    sup = f"{rng.choice(FR_SUP_A)} {rng.choice(FR_SUP_B)}{rng.choice(FR_SUP_F)}"
    (bc, bd), (sc, sd) = rng.sample(FR_CITY, 2)
    dt = a_day(rng)
    monday = dt + timedelta(days=(7 - dt.weekday()) % 7 or 7)
    week = monday.isocalendar()[1]
    po = la.pick(rng, "BC-{y}-{n}|{y}S{w}-{k}|{n}|CMD{y}{n}").format(
        y=dt.strftime("%y"), n=rng.randint(1000, 9999), w=f"{week:02d}", k=rng.randint(1, 9)
    )
    marche = la.pick(rng, "Marché n° {y}-{n} lot {l}|Accord-cadre {y}/{n} – lot {l}").format(
        y=dt.year, n=rng.randint(10, 99), l=rng.randint(1, 8)
    )
    stated = stated_of(rng)
    page = [1]
    days = FR_DAYS[: rng.choice([3, 5, 5, 6])] if rng.random() < 0.5 else rng.sample(FR_DAYS[:5], 3)
    days = [x for x in FR_DAYS if x in days]

    def foot() -> None:
        d.t(
            m,
            d.h - 24,
            f"{buyer} – {bc} – SIRET {la.digits(rng, '### ### ### #####')}",
            6.8,
            grey=0.4,
        )
        d.t(
            right,
            d.h - 24,
            f"Page {page[0]}/{of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def cont() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 36, f"Bon de commande n° {po} (suite) – semaine {week}", 9, b=True)
        return 46

    y = 30
    d.t(m, y + 14, buyer, 14, b=True)
    d.t(
        m,
        y + 27,
        f"{rng.randint(1, 80)} {la.pick(rng, 'rue des Écoles|avenue de la Gare|chemin du Moulin|rue Pasteur')}, {bd}{rng.randint(100, 999)} {bc}",
        8,
        grey=0.3,
    )
    d.t(
        m,
        y + 38,
        f"Chef de cuisine : {la.person(rng, 'fr')} – Tél. 0{rng.randint(1, 5)} {la.digits(rng, '## ## ## ##')}",
        8,
        grey=0.3,
    )
    d.t(
        d.w / 2 - 30,
        y + 14,
        la.pick(
            rng, "BON DE COMMANDE HEBDOMADAIRE|BON DE COMMANDE – DENRÉES|COMMANDE DE LA SEMAINE"
        ),
        13,
        b=True,
        al="c",
    )
    d.t(d.w / 2 - 30, y + 29, f"N° {po}", 11, b=True, al="c")
    d.t(
        d.w / 2 - 30,
        y + 42,
        f"Semaine {week} – du {la.dfmt(monday, 'dmy')} au {la.dfmt(monday + timedelta(days=5), 'dmy')}",
        8.4,
        al="c",
    )
    bx = right - 220
    d.box(bx, y, 220, 70)
    d.t(
        bx + 5, y + 11, la.pick(rng, "Fournisseur|FOURNISSEUR|Destinataire"), 7.5, b=True, grey=0.35
    )
    d.lines(
        bx + 5,
        y + 14,
        [
            sup,
            f"{rng.randint(1, 99)} {la.pick(rng, 'ZA des Landes|MIN – bâtiment C|route de Paris|ZI Nord')}",
            f"{sd}{rng.randint(100, 999)} {sc}",
            f"Code client : {la.digits(rng, 'C#####')}",
        ],
        8.4,
        b_first=True,
    )
    y += 82
    d.t(
        m,
        y,
        f"Date de commande : {la.dfmt(dt, 'dmy')}    {marche}    Livraison : quai cuisine, avant {rng.choice(['7h', '7h30', '8h'])}",
        8.2,
    )
    y += 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 10], [28, 36])
    items = more_lines(rng, FR_FOOD, n, [1], ["bio", "(Label Rouge)", "calibre 2"])
    ht = ZERO
    vat = {}
    rows = []
    for it, _q, p, _a in items:
        qs = [rng.choice([0, 0, 2, 3, 5, 6, 8, 10, 12, 15, 20]) for _ in days]
        if not any(qs):
            qs[0] = rng.choice([4, 6, 10])
        q = sum(qs)
        amt = r2(p * q)
        ht += amt
        vat[it[2]] = vat.get(it[2], ZERO) + amt
        r = [it[0], it[1]] + [str(x) if x else "" for x in qs] + [str(q)]
        if stated:
            r += [sp(p), f"{it[2].replace('.', ',')} %", sp(amt)]
        rows.append(r)
    nd = len(days)
    if stated:
        ws = (
            [wd * 0.28, wd * 0.08]
            + [wd * 0.3 / nd] * nd
            + [wd * 0.06, wd * 0.09, wd * 0.07, wd * 0.12]
        )
        heads = ["Désignation", "Unité", *days, "Total", "P.U. HT", "TVA", "Montant HT"]
        al = "ll" + "c" * nd + "rrcr"
    else:
        ws = [wd * 0.4, wd * 0.12] + [wd * 0.4 / nd] * nd + [wd * 0.08]
        heads = ["Désignation", "Unité", *days, "Total"]
        al = "ll" + "c" * nd + "r"
    y = ltable(d, m, y, ws, heads, al, rows, size=7.8, h=14, bottom=bottom, cont=cont)
    y += 10
    taxes = {k: r2(v * Decimal(k) / 100) for k, v in vat.items()}
    total = ht + sum(taxes.values(), ZERO)
    if y + 100 > bottom:
        y = cont()
    if stated:
        cur = rng.choice([" €", " €", " EUR"])
        rows_ = [("Total HT", sp(ht) + cur, False)]
        for k in sorted(taxes, key=Decimal):
            rows_.append((f"TVA {k.replace('.', ',')} %", sp(taxes[k]) + cur, False))
        rows_.append((la.pick(rng, "Total TTC|Montant TTC|Net à payer TTC"), sp(total) + cur, True))
        d.summary(right - 200, right, y, rows_, 9, box_last=True)
    else:
        d.t(
            m,
            y + 10,
            "Prix selon bordereau du marché en vigueur ; montant non indiqué sur ce bon.",
            8.4,
        )
    d.t(
        m,
        y + 26,
        "Températures à réception contrôlées (HACCP) ; toute denrée non conforme sera refusée.",
        7.8,
    )
    d.t(
        m,
        y + 40,
        "Facture mensuelle récapitulative rappelant les numéros de bons de commande.",
        7.8,
    )
    d.t(
        m,
        y + 66,
        f"Le {la.pick(rng, 'directeur|gestionnaire|responsable de cuisine')} : {la.person(rng, 'fr')}",
        8.4,
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind37_fr_cuisine_commande_hebdo_jours(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr_week)


# --------------------------------------------------------------------------- 9 it-IT winery's order for dry goods (bottles, closures, labels) with the CONAI contribution

IT_CAN = "Cantina {a}|Azienda Agricola {a}|Tenuta {a}|Cantine {a}|Fattoria {a}|Società Agricola {a}".split(
    "|"
)
IT_CAN_A = "Colle Verde|San Lorenzo|Ca' dei Frati|Poggio Alto|Villa Rosa|Monte Sereno|Le Vigne di Marco|Podere Antico|Sorgente|Borgo dei Gelsi|Santa Lucia|Il Casale|Rocca Bianca|Valle del Sole|Cascina Moretti".split(
    "|"
)
IT_CAN_F = [" S.r.l.", " S.s.", " S.a.s.", " di Bianchi Luca", ""]
IT_SUP = [
    "Vetreria {a}",
    "Tappificio {a}",
    "Etichettificio {a}",
    "Cartotecnica {a}",
    "Capsule {a}",
    "{a} Imballaggi",
    "{a} Packaging",
]
IT_SUP_A = "Moretti|Baldini|Ferrara|Galli|Veneta|Del Piave|Lombarda|Sarda|Marchigiana|Rinaldi|Fontana|Colombo|Barbieri|Toscana|Adriatica".split(
    "|"
)
IT_SUP_F = [" S.p.A.", " S.r.l.", " S.r.l.", " s.n.c.", ""]
IT_CITY = [
    ("Verona", "VR", "371"),
    ("Treviso", "TV", "311"),
    ("Asti", "AT", "141"),
    ("Siena", "SI", "531"),
    ("Cuneo", "CN", "121"),
    ("Avellino", "AV", "831"),
    ("Trento", "TN", "381"),
    ("Brescia", "BS", "251"),
    ("Lecce", "LE", "731"),
    ("Udine", "UD", "331"),
]
IT_DRY = [
    ("Bottiglia bordolese 75 cl vetro verde", "pz", 0.28, 0.55, "vetro"),
    ("Bottiglia borgognotta 75 cl extra flint", "pz", 0.34, 0.68, "vetro"),
    ("Tappo sughero naturale 45x24", "pz", 0.18, 0.62, "legno"),
    ("Tappo tecnico microagglomerato 44x23,5", "pz", 0.07, 0.16, "legno"),
    ("Capsula stagno 29x60 personalizzata", "pz", 0.09, 0.22, "alluminio"),
    ("Tappo a vite 30x60 Saranex", "pz", 0.06, 0.13, "alluminio"),
    ("Etichetta fronte adesiva 90x120", "pz", 0.05, 0.14, ""),
    ("Controetichetta adesiva 70x90", "pz", 0.03, 0.08, ""),
    ("Cartone 6 bottiglie con alveare", "pz", 0.62, 1.15, "carta"),
    ("Cassetta legno 3 bottiglie", "pz", 3.8, 6.5, "legno"),
]
IT_CONAI = {
    "vetro": Decimal("0.0520"),
    "legno": Decimal("0.0150"),
    "alluminio": Decimal("0.0100"),
    "carta": Decimal("0.0350"),
}


def _it_cantina(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu"))
    m = rng.uniform(36, 50)
    right = d.w - m
    wd = right - m
    bottom = d.h - 70
    buyer = rng.choice(IT_CAN).format(a=rng.choice(IT_CAN_A)) + rng.choice(IT_CAN_F)
    sup = rng.choice(IT_SUP).format(a=rng.choice(IT_SUP_A)) + rng.choice(IT_SUP_F)
    (bc, bp, bz), (sc, spv, sz) = rng.sample(IT_CITY, 2)
    dt = a_day(rng)
    po = la.pick(rng, "{n}/{y}|OF-{y}-{n}|{y}/OF/{n}|ORD {n}").format(
        n=rng.randint(10, 999), y=dt.year
    )
    offer = la.pick(rng, "Vs. offerta n. {n} del {dd}|Rif. preventivo {n}/{y}").format(
        n=rng.randint(100, 9999),
        dd=la.dfmt(dt - timedelta(days=rng.randint(3, 30)), "dmy"),
        y=dt.year,
    )
    stated = stated_of(rng)
    page = [1]
    vint = dt.year if dt.month >= 8 else dt.year - 1

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 28,
            f"{buyer} – {bc} ({bp}) – P.IVA {la.digits(rng, '###########')} – Cod. ICQRF {la.digits(rng, '@@###')}",
            6.8,
            al="c",
            grey=0.4,
        )
        d.t(
            right,
            d.h - 18,
            f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def cont() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Ordine n. {po} – segue", 9, b=True)
        return 52

    y = 34
    d.t(d.w / 2, y + 16, buyer, 16, b=True, al="c")
    d.t(
        d.w / 2,
        y + 30,
        f"{la.pick(rng, 'Via|Strada|Località')} {la.pick(rng, 'dei Colli|San Michele|delle Vigne|Montebello')} {rng.randint(1, 60)} – {bz}{rng.randint(10, 99)} {bc} ({bp})",
        8,
        al="c",
        grey=0.3,
    )
    d.line(m, y + 40, right, y + 40, 0.8)
    y += 54
    # left: supplier box, right: destination box
    bw = (wd - 14) / 2
    lab = la.pick(rng, "Fornitore|Spett.le Fornitore|FORNITORE")
    boxes = [
        (
            lab,
            [
                sup,
                f"{la.pick(rng, 'Via|Viale|Zona Industriale')} {la.pick(rng, 'dell’Industria|Roma|Artigianato|Garibaldi')} {rng.randint(1, 150)}",
                f"{sz}{rng.randint(10, 99)} {sc} ({spv})",
                f"Cod. forn. {la.digits(rng, 'F####')}  P.IVA {la.digits(rng, '###########')}",
            ],
        ),
        (
            la.pick(rng, "Destinazione merce|Luogo di consegna|Consegna presso"),
            [
                buyer.split(" S.")[0].split(" di ")[0],
                la.pick(
                    rng,
                    "Magazzino imbottigliamento|Cantina di vinificazione|Reparto confezionamento",
                ),
                f"{bz}{rng.randint(10, 99)} {bc} ({bp})",
                "Scarico con muletto – orario 8-12 / 14-17",
            ],
        ),
    ]
    if rng.random() < 0.3:
        boxes.reverse()
    for k, (lab_, rows) in enumerate(boxes):
        x = m + k * (bw + 14)
        d.box(x, y, bw, 14, fill=0.86)
        d.t(x + 4, y + 10, lab_, 8, b=True)
        d.box(x, y + 14, bw, 58)
        d.lines(x + 5, y + 17, rows, 8.4, b_first=rows[0] == sup)
    y += 86
    d.t(
        m,
        y + 12,
        la.pick(rng, "ORDINE DI ACQUISTO|ORDINE FORNITORE|ORDINE MATERIALE SECCO"),
        13,
        b=True,
    )
    d.t(m + 230, y + 12, f"N. {po}", 12, b=True)
    d.t(right, y + 12, f"del {la.dfmt(dt, rng.choice(['dmy', 'long_it']))}", 9, al="r")
    y += 22
    d.t(
        m,
        y + 6,
        f"{offer} – Vendemmia {vint} – Imbottigliamento previsto: {la.dfmt(dt + timedelta(days=rng.randint(10, 40)), 'dmy')}",
        8.2,
    )
    y += 14
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6], [34, 44])
    items = more_lines(
        rng, IT_DRY, n, [1], ["– lotto 2", "(serigrafata)", "– variante Riserva"], places=4
    )
    imp = ZERO
    conai = ZERO
    rows = []
    for i, (it, _q, p, _a) in enumerate(items, 1):
        q = rng.choice([1200, 2400, 3000, 4800, 6000, 9600, 12000, 18000])
        disc = rng.choice([0, 0, 0, 3, 5, 10])
        amt = r2(p * q * (100 - disc) / 100)
        imp += amt
        if it[4] in IT_CONAI:
            kg = Decimal(q) * Decimal(
                rng.choice(["0.40", "0.45", "0.005", "0.002", "0.25"])
                if it[4] == "vetro"
                else rng.choice(["0.004", "0.003", "0.02"])
            )
            conai += r2(kg / 1000 * IT_CONAI[it[4]] * 1000)
        r = [str(i * 10), la.digits(rng, "@@-####"), it[0], it[1], f"{q:,}".replace(",", ".")]
        if stated:
            r += [f"{p:.4f}".replace(".", ","), f"{disc}%" if disc else "", eu(amt)]
        rows.append(r)
    if stated:
        ws = [wd * f for f in (0.06, 0.1, 0.38, 0.05, 0.1, 0.1, 0.07, 0.14)]
        heads = ["Riga", "Codice", "Descrizione", "UM", "Q.tà", "Prezzo", "Sc.", "Importo €"]
        al = "cllcrrcr"
    else:
        ws = [wd * f for f in (0.08, 0.14, 0.56, 0.08, 0.14)]
        heads = ["Riga", "Codice", "Descrizione", "UM", "Q.tà"]
        al = "cllcr"
    y = ltable(d, m, y, ws, heads, al, rows, size=7.8, h=15, bottom=bottom, cont=cont)
    y += 10
    tr = Decimal(rng.choice(["0", "0", "80.00", "120.00", "150.00"]))
    base = imp + conai + tr
    iva = r2(base * Decimal("0.22"))
    total = base + iva
    if y + 130 > bottom:
        y = cont()
    if stated:
        rows_ = [("Totale merce", eu(imp), False)]
        if conai:
            rows_.append(("Contributo ambientale CONAI", eu(conai), False))
        if tr:
            rows_.append(("Spese di trasporto", eu(tr), False))
        rows_ += [
            ("Imponibile", eu(base), False),
            ("IVA 22%", eu(iva), False),
            (
                la.pick(rng, "Totale ordine|TOTALE ORDINE €|Totale documento"),
                "€ " + eu(total),
                True,
            ),
        ]
        d.summary(right - 200, right, y, rows_, 9, shade=0.88)
        yy = y
        for s in [
            f"Pagamento: {la.pick(rng, 'RiBa 60 gg d.f.f.m.|Bonifico 30 gg d.f.|RiBa 90 gg f.m.')}",
            f"Resa: {la.pick(rng, 'franco nostro magazzino|franco partenza|porto franco')}",
            f"Banca d'appoggio: IBAN IT{la.digits(rng, '##@#####################')}",
        ]:
            d.t(m, yy + 10, s, 8)
            yy += 12
        y += len(rows_) * 14 + 16
    else:
        d.t(m, y + 10, "Prezzi come da listino concordato per la vendemmia in corso.", 8.4)
        y += 26
    for s in [
        "Si prega di restituire copia del presente ordine firmata per accettazione.",
        "Indicare il numero d'ordine su DDT e fattura elettronica (codice SDI nostro: "
        + la.digits(rng, "@@@@@@#")
        + ").",
    ]:
        y = la.Doc.para(d, m, y, s, 8, wd)
    y += 20
    d.t(m, y, "Il Responsabile acquisti", 8.4)
    d.t(right - 170, y, "Per accettazione (timbro e firma)", 8.4)
    d.line(m, y + 30, m + 150, y + 30, 0.5)
    d.line(right - 170, y + 30, right, y + 30, 0.5)
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind37_it_cantina_ordine_secco_conai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it_cantina)


# --------------------------------------------------------------------------- 10 es-MX restaurant group's commissary order with IVA 0 % and 16 % lines

MX_REST_A = "Los Portales|La Cazuela|El Fogón|Casa Ceiba|La Palapa|Don Chuy|El Tlecuil|Mar de Cortés|La Hacienda|Tres Agaves|El Mezquite|Sazón Jarocho|La Parrilla Norteña|Mesón del Ángel|Barra Pacífico".split(
    "|"
)
MX_REST_T = [
    "Grupo Gastronómico {a}",
    "Restaurantes {a}",
    "Operadora {a}",
    "Comisariato {a}",
    "Corporativo {a}",
]
MX_REST_F = [", S.A. de C.V.", " S.A.P.I. de C.V.", ", S. de R.L. de C.V.", ""]
MX_SUP_A = "Abarrotes|Distribuidora|Comercializadora|Carnes Selectas|Frutas y Legumbres|Lácteos|Mariscos|Desechables|Productos|Proveedora".split(
    "|"
)
MX_SUP_B = "del Bajío|Hernández|La Central|del Golfo|Ramírez|Don Pepe|San Juan|del Norte|Villaseñor|Guadalupe|Escobedo|La Merced|Altamirano|del Valle|Peninsular".split(
    "|"
)
MX_SUP_F = [", S.A. de C.V.", " S.A. de C.V.", ", S. de R.L. de C.V.", "", ""]
MX_CITY = [
    ("Guadalajara", "Jal.", "44"),
    ("Monterrey", "N.L.", "64"),
    ("Puebla", "Pue.", "72"),
    ("Querétaro", "Qro.", "76"),
    ("Mérida", "Yuc.", "97"),
    ("León", "Gto.", "37"),
    ("Cancún", "Q. Roo", "77"),
    ("Veracruz", "Ver.", "91"),
    ("Culiacán", "Sin.", "80"),
    ("Oaxaca", "Oax.", "68"),
]
MX_ITEMS = [
    ("Aguacate Hass", "KG", "0", 38, 72),
    ("Jitomate saladet", "KG", "0", 14, 32),
    ("Tortilla de maíz", "KG", "0", 18, 26),
    ("Arrachera marinada", "KG", "0", 210, 320),
    ("Camarón U-16 s/cabeza", "KG", "0", 260, 420),
    ("Queso Oaxaca", "KG", "0", 110, 160),
    ("Frijol negro", "KG", "0", 28, 42),
    ("Limón sin semilla", "KG", "0", 16, 45),
    ("Aceite vegetal 20 L", "PZA", "16", 520, 760),
    ("Refresco lata 355 ml (caja 24)", "CJA", "16", 290, 380),
    ("Vaso térmico 12 oz (caja 1000)", "CJA", "16", 480, 720),
    ("Servilleta (caja 12 paq)", "CJA", "16", 310, 460),
    ("Detergente multiusos 20 L", "PZA", "16", 380, 560),
    ("Salsa picante botella 1 L", "PZA", "16", 42, 68),
    ("Carbón vegetal 10 kg", "BTO", "16", 120, 180),
]


def _mx_rest(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|dejavu|helv"))
    m = rng.uniform(32, 46)
    right = d.w - m
    wd = right - m
    bottom = d.h - 64
    a = rng.choice(MX_REST_A)
    buyer = rng.choice(MX_REST_T).format(a=a) + rng.choice(MX_REST_F)
    sup = f"{rng.choice(MX_SUP_A)} {rng.choice(MX_SUP_B)}{rng.choice(MX_SUP_F)}"
    (bc, bs, bz), (sc, ss, sz) = rng.sample(MX_CITY, 2)
    dt = a_day(rng)
    po = la.pick(rng, "OC-{n}|{n}|OC{y}-{n}|C{n}").format(
        n=rng.randint(1000, 99999), y=dt.strftime("%y")
    )
    req = la.pick(rng, "REQ-{n}|SOL {n}").format(n=rng.randint(100, 9999))
    rfc_b = la.digits(rng, "@@@######@@#")
    rfc_s = (
        la.digits(rng, "@@@######@@#")
        if "S.A." in sup or "R.L." in sup
        else la.digits(rng, "@@@@######@@#")
    )
    stated = stated_of(rng)
    page = [1]
    rgb = rng.choice([(0.55, 0.12, 0.1), (0.1, 0.35, 0.3), (0.2, 0.2, 0.45), (0.45, 0.3, 0.05)])
    branch = la.pick(
        rng, "Sucursal Centro|Sucursal Andares|Sucursal Zona Hotelera|Sucursal Valle|Cocina central"
    )

    def foot() -> None:
        d.t(
            m,
            d.h - 26,
            f"{buyer} · RFC {rfc_b} · Facturar con uso CFDI G03 y método PPD",
            6.8,
            grey=0.4,
        )
        d.t(
            right,
            d.h - 26,
            f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}",
            7,
            al="r",
            grey=0.4,
        )

    def cont() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Orden de compra {po} (continúa)", 9, b=True)
        return 52

    d.c.setFillColorRGB(*rgb)
    d.c.rect(m, d.h - 96, 6, 62, stroke=0, fill=1)
    d.c.setFillGray(0)
    y = 34
    d.t(m + 14, y + 14, buyer, 13.5, b=True)
    d.t(
        m + 14, y + 28, f"RFC: {rfc_b}   Régimen 601 General de Ley Personas Morales", 7.8, grey=0.3
    )
    d.t(
        m + 14,
        y + 40,
        f"{la.pick(rng, 'Av. Chapultepec|Calz. Independencia|Blvd. Kukulcán|Av. Juárez|Paseo Montejo')} {rng.randint(10, 2999)}, {bc}, {bs} C.P. {bz}{rng.randint(100, 999)}",
        7.8,
        grey=0.3,
    )
    d.t(
        m + 14,
        y + 52,
        f"Compras: {la.person(rng, 'es')} · Tel. {la.digits(rng, '## #### ####')}",
        7.8,
        grey=0.3,
    )
    # framed folio at the right
    fx = right - 170
    d.box(fx, y, 170, 62)
    d.box(fx, y, 170, 16, fill=0.85)
    d.t(
        fx + 85,
        y + 11.5,
        la.pick(rng, "ORDEN DE COMPRA|PEDIDO A PROVEEDOR|ORDEN DE COMPRA – INSUMOS"),
        9,
        b=True,
        al="c",
    )
    d.t(fx + 6, y + 31, "Folio:", 8.4, b=True)
    d.t(fx + 164, y + 31, po, 11, b=True, al="r")
    d.t(fx + 6, y + 45, "Fecha:", 8)
    d.t(fx + 164, y + 45, la.dfmt(dt, rng.choice(["dmy", "long_es"])), 8, al="r")
    d.t(fx + 6, y + 57, "Requisición:", 8)
    d.t(fx + 164, y + 57, req, 8, al="r")
    y += 76
    # proveedor band
    pl = la.pick(rng, "Proveedor|PROVEEDOR|Razón social del proveedor")
    d.c.setFillColorRGB(*rgb)
    d.c.rect(m, d.h - y - 14, wd, 14, stroke=0, fill=1)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 8)
    d.c.drawString(m + 4, d.h - y - 10, pl)
    d.c.drawString(m + wd / 2 + 4, d.h - y - 10, la.pick(rng, "Entregar en|Lugar de entrega"))
    d.c.setFillGray(0)
    y += 16
    d.lines(
        m + 4,
        y,
        [
            sup,
            f"RFC: {rfc_s}",
            f"{la.pick(rng, 'Calle|Av.')} {la.pick(rng, 'Industria|Mercado de Abastos bodega|Morelos|Hidalgo')} {rng.randint(1, 400)}, {sc}, {ss}",
            f"Contacto: {la.person(rng, 'es')} · {la.digits(rng, '## #### ####')}",
        ],
        8.4,
        b_first=True,
    )
    d.lines(
        m + wd / 2 + 4,
        y,
        [
            f"{a} – {branch}",
            "Andén de recibo, 7:00 a 11:00 h",
            f"{bc}, {bs}",
            f"Recibe: {la.person(rng, 'es')}",
        ],
        8.4,
    )
    y += 60
    d.t(
        m,
        y,
        f"Condiciones: {la.pick(rng, 'Crédito 15 días|Crédito 30 días|Contado contra entrega|Transferencia a 21 días')}    Entrega: {la.dfmt(dt + timedelta(days=rng.randint(1, 4)), 'dmy')}    Moneda: MXN",
        8,
    )
    y += 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 8, 10], [26, 34])
    lines = more_lines(
        rng,
        MX_ITEMS,
        n,
        [1, 2, 3, 5, 6, 10, 15, 20, 25],
        ["(orgánico)", "(1a calidad)", "(mayoreo)"],
    )
    base0 = base16 = ZERO
    rows = []
    for i, (it, q, p, amt) in enumerate(lines, 1):
        if it[2] == "16":
            base16 += amt
        else:
            base0 += amt
        r = [str(i), la.digits(rng, "######"), it[0], it[1], f"{q:,.0f}"]
        if stated:
            r += [f"${en2(p)}", f"{it[2]}%", f"${en2(amt)}"]
        rows.append(r)
    if stated:
        ws = [wd * f for f in (0.05, 0.1, 0.39, 0.07, 0.08, 0.12, 0.07, 0.12)]
        heads = ["#", "Clave", "Descripción", "U.M.", "Cant.", "P. unitario", "IVA", "Importe"]
        al = "cllcrrcr"
    else:
        ws = [wd * f for f in (0.06, 0.12, 0.58, 0.1, 0.14)]
        heads = ["#", "Clave", "Descripción", "U.M.", "Cant."]
        al = "cllcr"
    y = ltable(d, m, y, ws, heads, al, rows, size=7.8, h=15, bottom=bottom, cont=cont)
    y += 10
    disc = r2((base0 + base16) * Decimal(rng.choice([0, 0, 0, 2, 3])) / 100)
    d16 = r2(disc * base16 / (base0 + base16)) if disc else ZERO
    iva = r2((base16 - d16) * Decimal("0.16"))
    total = base0 + base16 - disc + iva
    if y + 120 > bottom:
        y = cont()
    if stated:
        rows_ = [
            ("Subtotal tasa 0%", f"${en2(base0)}", False),
            ("Subtotal tasa 16%", f"${en2(base16)}", False),
        ]
        if disc:
            rows_.append(("Descuento", f"-${en2(disc)}", False))
        rows_ += [
            ("IVA 16%", f"${en2(iva)}", False),
            (la.pick(rng, "Total|TOTAL|Total M.N."), f"${en2(total)}", True),
        ]
        d.summary(right - 200, right, y, rows_, 9, shade=0.88)
        y += len(rows_) * 14 + 10
        d.t(m, y, f"Importe con letra: {mx_words(total)}", 8)
        y += 16
    else:
        d.t(
            m,
            y + 10,
            "Precios según lista semanal autorizada; el importe se determina al recibir la mercancía.",
            8.2,
        )
        y += 26
    for s in [
        "La factura (CFDI 4.0) debe indicar el folio de esta orden; sin él no se programa el pago.",
        "Producto perecedero: se rechaza mercancía fuera de temperatura o sin frescura.",
    ]:
        y = la.Doc.para(d, m, y, s, 7.8, wd)
    y += 26
    cw = wd / 3
    for k, s in enumerate(["Elaboró", "Autorizó (Gerente de A&B)", "Recibió en almacén"]):
        d.line(m + k * cw + 8, y, m + (k + 1) * cw - 8, y, 0.5)
        d.t(m + k * cw + cw / 2, y + 10, s, 7.6, al="c")
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind37_es_mx_restaurante_oc_tasa_cero(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mx_rest)


FAMILIES: dict[str, Draw] = {
    name: fn
    for name, fn in sorted(globals().items())
    if name.startswith("blind37_") and callable(fn)
}

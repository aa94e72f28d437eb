# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind33 (`blind34_*`), one per
language and setting.

- blind34_zh_zhenshi_erp_caigou_dingdan: a mainland electronics maker's ERP 采购订单 for
  components printed on tinted continuous multi-part paper (sprocket holes and perforations down
  both margins; the buyer and title centred, the number beside the order date and 页码, label /
  value header lines in two columns with 供应商编码, 请购单号 and a framework or contract number,
  dashed rules instead of a grid, two-line item rows with 物料编码 and 制造商料号, four-decimal
  unit prices incl. or excl. 13 % tax, 本页小计 at page breaks, 合计数量 / 不含税金额 / 税额 on one
  line and 价税合计 with 大写 under it, a copy legend (白联 / 红联 / 黄联) at the foot).
- blind34_zh_gongdi_cailiao_dinghuodan: a construction company's project department's
  hand-designed 商品混凝土订货单 / 材料订货单 (group name and a double-ruled coloured title, the
  number at the right in red at times, a ruled party grid 供货单位 / 订货单位 / 工程名称 / 项目编号 /
  合同编号 / 送货地址, pour lines with 浇筑部位, 强度等级, 坍落度, 浇筑方式 and planned time, or
  material lines with 品牌要求 and 使用部位, empty rows, pump or freight fee rows, a one-row total
  with 大写, 订货要求, a boxed signature row with a project seal).
- blind34_tw_gongwen_han_dinggou: a Taiwanese public school's, district office's, farmers'
  association's or public hospital's order sent as an official letter (函: title "... 函", the
  contact block at the right, 受文者 with the vendor, 發文日期 in ROC dates, 發文字號, 速別, 附件,
  主旨 quoting the order number, numbered 說明 with the quotation number, the price in words of
  NT$ and a budget code, 正本 / 副本, the head's name and a seal) and an attached 訂購明細表 (a
  ruled grid with the number, vendor, 統一編號 and quotation, whole NT$ lines, 合計（未稅） /
  營業稅 5% / 總計 and the capitals), on the same page or the next.
- blind34_ja_gyomu_itaku_hacchusho_gensen: a Japanese company's 発注書 for outsourced creative
  work to a freelancer's studio or a small firm (the studio with 様 or the firm with 御中 at the
  top left, the person under it, number and date at the right, the buyer with registration
  number and a square seal, at times a framed 委託金額（税込）, a label grid 業務名 / 委託内容 /
  納期 / 検収 / 支払期日, fee lines, 小計 / 消費税 / 合計（税込） and for individuals the 源泉徴収税額
  and 差引支払額 under it, the statutory note and at times a キリトリ acceptance slip).
- blind34_ko_napgi_iljeong_baljuseo: a Korean manufacturer's landscape 발주서 with a
  delivery-schedule matrix (수신 / 협력사 with 귀하 or 귀중 at the top left, a ruled grid of
  발주번호, 발주일자, 계획번호 or 견적번호, 결제조건 and 납품장소 at the right, the buyer's line under
  it, item rows with 품번, a quantity per delivery date under a 납품 일정 band, 금액, 공급가액 /
  부가세 / 합계 as a column or a three-cell row, the sum in Korean words, an approval box; over
  pages when long).
- blind34_en_film_production_po: a Canadian or New Zealand film / TV production's purchase order
  (the show's title in quotes over the production company, a dark PO box at the right, a grid of
  date, department, account code and set / episode, Vendor / Payee beside a rental block with
  type, from / to, deliver-to and requested-by, rental lines by day or week, subtotal, discount,
  GST / HST / PST / QST or NZ GST 15 %, the total, at times a deposit paid and the balance, three
  production signatures).
- blind34_de_bergbahn_bestellung_seitenleiste: an Austrian or Swiss mountain railway's, ski
  lift's or tourism body's Bestellung with a full-height coloured sidebar at the left (the buyer,
  address, contact, at times the order number and date, Kostenstelle with the installation, Ihr
  Angebot, Sachbearbeitung, UID or tax number, IBAN and page), the supplier labelled or not in
  the main column, the title with or without the number, the place and date, Anlage / Betrifft,
  item lines, Rabatt / Fracht, USt 20 % in EUR or MWST 8.1 % in CHF with Rundung, the total,
  delivery and payment lines and a greeting).
- blind34_fr_ch_be_commande_bandeau_quatre_cases: a Swiss romand or Walloon commune's, EMS's,
  CPAS's, school's or association's bon de commande with a band of four equal boxed cells
  across the page (Émetteur, Fournisseur, Livrer à, Commande with the number, date, account or
  engagement and offer, in varying order), Objet and for Belgium the article budgétaire, lines
  with references, Montant hors TVA / Remise / TVA 8,1 % or 21 % / Arrondi / total as a
  horizontal strip of cells or a column, invoicing notes (QR-facture, Peppol) and three
  signatures).
- blind34_it_ordine_cantiere_cig_cup: an Italian builder's supply or hire order for a
  public-works site (the builder's letterhead with SOA, stacked boxes at the left for the supplier
  (Fornitore / Spett.le / Destinatario), the site with its CUP and CIG, and the site manager, a
  shaded order box at the right with the title, the number, date, the supplier's quotation and
  the works contract, lines with IVA 10 % / 22 % or "RC", Imponibile / IVA per rate / total or a
  reverse-charge total with its note, traceability and DURC clauses, two signatures).
- blind34_pt_nota_encomenda_compromisso: a Portuguese municipality's, parish's, school
  cluster's, fire brigade's or charity's nota de encomenda (the entity and its service at the
  left, a shaded box with the title, number and date at the right, a ribbon of compromisso,
  cabimento, procedimento and classificação económica numbers, or proposta, centro de custo and
  requisição interna, "Exmo.(s) Senhor(es)" or Fornecedor over the supplier with its NIF, the
  delivery place, lines with Desc.% and IVA 6 / 13 / 23 %, a VAT summary at times, Total
  ilíquido / Descontos / base / Total IVA / TOTAL in "1 234,56 €" or "€ 1.234,56", three
  signatures).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, contract, quotation, document (發文字號),
project, budget, account, commitment (compromisso / cabimento), CIG / CUP, episode or rental
number); the supplier exactly as printed on its own first line (the vendor the order is
addressed to, without 귀하 / 귀중, 御中 / 様, "Exmo(s). Senhor(es)", "Spett.le", "受文者：" or other
labels printed before or beside it); the grand total as "1234.50" (whole won, yen and NT$ as
"1234.00"; incl. tax where an incl.-tax total is stated, before withholding tax, deposits and
balances; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind16 import wrapped  # noqa: E402
from families_blind17 import r2  # noqa: E402
from families_blind19 import crow, lrow, none_meta  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402
from families_blind30 import bare_or  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402
from families_blind32 import n_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.78, 0.1, 0.1)


def cw(s: str, size: float) -> float:
    return cj.stringWidth(s, cj.FONT_NAME, size)


def lines_of(rng: random.Random, pool: list, n: int, qtys: list[int], whole: bool = False) -> list:
    """Order lines (entry, quantity, unit price, amount) from (.., unit, lo, hi) pool entries
    whose last two fields are the price range."""
    out = []
    picks = rng.sample(pool, n) if n <= len(pool) else [*pool, *rng.choices(pool, k=n - len(pool))]
    for it in picks:
        lo, hi = it[-2], it[-1]
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        if whole:
            p = r0(p)
        q = Decimal(rng.choice(qtys if hi < 400 else [1, 1, 2, 3]))
        out.append((it, q, p, r2(q * p)))
    return out


def dash(pdf: cj.Pdf, x1: float, y: float, x2: float, lw: float = 0.5, on: float = 3) -> None:
    pdf.c.setDash([on, on])
    pdf.line(x1, y, x2, y, lw=lw)
    pdf.c.setDash([])


def ko_words(v: Decimal) -> str:
    """Whole won in Korean words: 1234500 -> 일백이십삼만사천오백."""
    n = int(v)
    dg = "영일이삼사오육칠팔구"
    out = ""
    for gi, big in reversed(list(enumerate(["", "만", "억", "조"]))):
        g = n // 10 ** (4 * gi) % 10000
        if not g:
            continue
        part = ""
        for p, u in ((3, "천"), (2, "백"), (1, "십"), (0, "")):
            d_ = g // 10**p % 10
            if d_:
                part += dg[d_] + u
        out += part + big
    return out or "영"


def ch(v: Decimal) -> str:
    """1'234.55 (Swiss)."""
    return grouped(v, "'", ".")


def eu(v: Decimal) -> str:
    return grouped(v, ".", ",")


def sp(v: Decimal) -> str:
    return grouped(v, " ", ",")


def en(v: Decimal) -> str:
    return grouped(v)


def rappen(v: Decimal) -> Decimal:
    return (v * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20


# --------------------------------------------------------------------------- 1 zh-Hans ERP PO on dot-matrix continuous paper (components)

ZC_CITY = "苏州 无锡 东莞 深圳 惠州 昆山 常州 宁波 厦门 中山 珠海 合肥 武汉 成都 青岛 天津".split()
ZC_B = "晶辉 华芯 创维达 中科微 联合 立讯 信维 德赛 宏发 英思 博通达 凯瑞 兆易 恒润 飞腾 锐思 汇川 新亚".split()
ZC_BUY = [
    "{c}{b}电子科技有限公司",
    "{c}{b}智能装备股份有限公司",
    "{c}{b}电器有限公司",
    "{b}精密电子（{c}）有限公司",
    "{c}{b}汽车电子有限公司",
    "{c}{b}通信技术有限公司",
]
ZC_SUP_FORMED = [
    "{c}{b}电子有限公司",
    "{c}市{b}电子元器件有限公司",
    "{b}科技（{c}）有限公司",
    "{c}{b}半导体有限公司",
    "{c}{b}电子贸易有限公司",
    "{b}电子股份有限公司",
    "{c}{b}连接器有限公司",
]
ZC_SUP_BARE = [
    "{c}市{b}电子商行",
    "{c}{b}电子元件经营部",
    "{b}电子（华强北店）",
    "{c}{b}电子器材批发部",
]
ZC_ITEMS = [
    ("贴片电容 MLCC", "0402 100nF ±10% 16V X7R", "村田", "GRM155R71C104KA88D", "PCS", 0.004, 0.02),
    ("贴片电容 MLCC", "0805 10uF ±10% 25V X5R", "三星", "CL21A106KAYNNNE", "PCS", 0.02, 0.08),
    ("贴片电阻", "0603 10KΩ ±1% 1/10W", "国巨", "RC0603FR-0710KL", "PCS", 0.002, 0.01),
    ("贴片电阻", "1206 0.1Ω ±1% 1/4W", "风华", "RL1206FR-070R1L", "PCS", 0.03, 0.09),
    ("MCU", "LQFP-64 32位 ARM Cortex-M4", "ST", "STM32F405RGT6", "PCS", 18, 46),
    ("MCU", "QFN-32 32位", "兆易创新", "GD32F330K8U6", "PCS", 3.2, 7.5),
    ("DC-DC转换芯片", "SOT-23-6 2A", "TI", "TPS563201DDCR", "PCS", 0.9, 2.6),
    ("LDO稳压器", "SOT-223 3.3V 1A", "AMS", "AMS1117-3.3", "PCS", 0.12, 0.45),
    ("MOSFET", "N沟道 60V 30A DFN5x6", "安世", "PSMN7R0-60YS", "PCS", 1.1, 3.2),
    ("肖特基二极管", "SMA 40V 1A", "长电", "SS14", "PCS", 0.03, 0.1),
    ("TVS二极管", "SMBJ15CA", "力特", "SMBJ15CA", "PCS", 0.15, 0.5),
    ("晶振", "3225 8MHz 20pF ±10ppm", "泰晶", "X322508MSB4SI", "PCS", 0.25, 0.8),
    ("功率电感", "5x5x4mm 4.7uH 3A", "顺络", "SWPA5040S4R7MT", "PCS", 0.18, 0.6),
    ("排针连接器", "2.54mm 2x20P 直插", "连兴旺", "PZ254V-12-40P", "PCS", 0.35, 1.2),
    ("板对板连接器", "0.5mm 40P 公座", "广濑", "DF12(3.0)-40DP-0.5V", "PCS", 1.6, 4.2),
    ("USB Type-C 母座", "16P 沉板", "韩国KLS", "KLS1-TYPEC-16P", "PCS", 0.5, 1.6),
    ("光耦", "SOP-4", "亿光", "EL357N(C)(TA)-G", "PCS", 0.18, 0.5),
    ("继电器", "5V 10A 5脚", "宏发", "HF32F-005-HS", "PCS", 1.5, 3.8),
    ("铝电解电容", "470uF 35V 10x16", "艾华", "RS1V471MDN1016", "PCS", 0.2, 0.6),
    ("以太网PHY芯片", "QFN-48", "瑞昱", "RTL8211F-CG", "PCS", 5.5, 12),
    ("Flash存储器", "SOIC-8 128Mbit", "华邦", "W25Q128JVSIQ", "PCS", 3.5, 8),
    ("运算放大器", "SOIC-8 双路", "TI", "LM358DR", "PCS", 0.3, 0.9),
]


def _zc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    W, H = 241 / 25.4 * 72, 11 * 72
    pdf = cj.Pdf((W, H))
    tint = rng.choice(
        [None, Color(0.97, 0.92, 0.93), Color(0.92, 0.97, 0.93), Color(0.98, 0.97, 0.88)]
    )
    m = 52
    right = W - m
    wd = right - m
    bottom = H - 70
    c = rng.choice(ZC_CITY)
    buyer = rng.choice(ZC_BUY).format(c=c, b=rng.choice(ZC_B))
    sup = bare_or(rng, ZC_SUP_FORMED, ZC_SUP_BARE, 0.2).format(
        c=rng.choice(ZC_CITY), b=rng.choice(ZC_B)
    )
    while sup[:2] in buyer and sup[2:4] in buyer:
        sup = rng.choice(ZC_SUP_FORMED).format(c=rng.choice(ZC_CITY), b=rng.choice(ZC_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n5}|CG{Y}{m}{d}{n3}|45{n8}|PO-{Y}-{n6}|{y}{m}CG{n4}")
    pr = cj.number(rng, d, "PR{y}{m}{n4}|QG{Y}{n5}")
    ct = cj.number(rng, d, "HT-{Y}-{n3}|KJ{y}{n4}")
    vcode = cj.number(rng, d, "V{n5}|G{n4}|20{n4}")
    stated = stated_of(rng)
    incl = rng.random() < 0.6
    rate = Decimal(13)
    page = [1]
    sz = rng.choice([8.4, 8.8, 9.0])

    def paper() -> None:
        if tint is not None:
            pdf.rect(0, 0, W, H, fill=tint, stroke=None)
        for k in range(int(H // 36)):
            yy = 18 + k * 36
            for xx in (18, W - 18):
                pdf.c.setFillColor(white)
                pdf.c.setStrokeColor(GREY)
                pdf.c.setLineWidth(0.5)
                pdf.c.circle(xx, H - yy, 5.5, stroke=1, fill=1)
        pdf.c.setDash([1.5, 2.5])
        pdf.line(34, 0, 34, H, lw=0.4, colour=GREY)
        pdf.line(W - 34, 0, W - 34, H, lw=0.4, colour=GREY)
        pdf.c.setDash([])

    def head(first: bool) -> float:
        y = 46
        pdf.text(W / 2, y, buyer, 12.5, align="c", bold=True)
        y += 20
        pdf.text(
            W / 2,
            y,
            cj.pick(rng, "采 购 订 单|采购订单|PURCHASE ORDER 采购订单"),
            13,
            align="c",
            bold=True,
            space=1,
        )
        y += 8
        pg = f"页码：{page[0]}/{of}" if of else f"页码：{page[0]}"
        y += 14
        pdf.text(m, y, f"{po_lab}{po}", sz + 0.6, bold=True)
        pdf.text(m + wd * 0.45, y, f"订单日期：{cj.fdate(d, dstyle)}", sz)
        pdf.text(right, y, pg, sz, align="r")
        y += 5
        dash(pdf, m, y, right, 0.7)
        return y + 4

    dstyle = rng.choice(["iso", "slash", "cn0"])
    po_lab = cj.pick(rng, "订单编号：|采购单号：|PO号：|订单号：")
    paper()
    y = head(True)
    rows = []
    sup_lab = cj.pick(rng, "供 应 商：|供应商名称：|厂商：|供方：")
    rows.append((sup_lab, sup, "供应商编码：", vcode))
    rows.append(
        ("联 系 人：", cj.person(rng), "电话/传真：", f"{cj.zh_tel(rng)} / {cj.zh_tel(rng)}")
    )
    rows.append(("采 购 员：", cj.person(rng), "币别/税率：", f"人民币 / {rate}%"))
    rows.append(
        (
            "付款条件：",
            cj.pick(rng, "月结30天|月结60天|月结90天|票到60天电汇|承兑汇票 月结60天"),
            "交货方式：",
            cj.pick(rng, "供方送货|快递到付|物流送货，运费供方承担"),
        )
    )
    rows.append(
        (
            "收货地址：",
            f"{cj.zh_addr(rng)} {cj.pick(rng, '原材料仓|电子料仓|IQC收料处|2号厂房一楼仓库')}",
            "",
            "",
        )
    )
    if rng.random() < 0.6:
        rows.insert(3, ("请购单号：", pr, "框架合同：" if rng.random() < 0.5 else "合同编号：", ct))
    yy = y + 12
    for a, b, cc, dd in rows:
        pdf.text(m, yy, a, sz)
        pdf.text(m + cw(a, sz) + 2, yy, b, sz + (0.5 if b == sup else 0), bold=b == sup)
        if cc:
            pdf.text(m + wd * 0.62, yy, cc, sz)
            pdf.text(m + wd * 0.62 + cw(cc, sz) + 2, yy, dd, sz)
        yy += sz * 1.7
    y = yy - 4
    dash(pdf, m, y, right, 0.7)
    y += 2
    plab = "含税单价" if incl else "单价(未税)"
    alab = "含税金额" if incl else "金额(未税)"
    ws = cj.rel(wd, [4, 11, 26, 7, 6, 9, 9, 10, 9])
    heads = [
        "行",
        "物料编码",
        "物料名称 / 规格型号 / 制造商料号",
        "品牌",
        "单位",
        "数量",
        plab,
        alab,
        "交期",
    ]
    al = "llllrrrrl"

    def thead(y: float) -> float:
        x = m
        for w_, h_, a in zip(ws, heads, al):
            pdf.text(x + (w_ - 2 if a == "r" else 2), y + 11, h_, sz - 0.6, align=a, maxw=w_ - 3)
            x += w_
        dash(pdf, m, y + 16, right, 0.5)
        return y + 20

    y = thead(y)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [16, 20, 24], 0.2)
    lines = []
    for it in rng.sample(ZC_ITEMS, min(n, len(ZC_ITEMS))):
        q = Decimal(
            rng.choice([1000, 2000, 3000, 5000, 10000, 20000])
            if it[6] < 1
            else rng.choice([100, 200, 250, 500, 1000, 1200])
        )
        p = Decimal(rng.randint(int(it[5] * 10000), int(it[6] * 10000))) / 10000
        lines.append((it, q, p, r2(q * p)))
    net_sum = ZERO
    run = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        if y + 30 > bottom:
            dash(pdf, m, y, right, 0.5)
            if stated:
                pdf.text(m + ws[0] + ws[1], y + 12, "本页小计：", sz)
                pdf.text(m + sum(ws[:8]) - 2, y + 12, cj.money(run), sz, align="r")
            pdf.text(W / 2, H - 40, "（续下页）", sz - 1, align="c", colour=GREY)
            pdf.new_page()
            page[0] += 1
            paper()
            y = thead(head(False) + 2)
            run = ZERO
        code = f"{rng.choice(['1', '2', '3'])}{rng.randint(10, 99)}.{rng.randint(10, 99)}.{rng.randint(1000, 9999)}"
        dd = cj.fdate(cj.later(rng, d, 7, 45), "iso")[5:]
        vals = [
            str(i),
            code,
            f"{it[0]} {it[1]}",
            it[2],
            it[4],
            f"{q:,.0f}",
            f"{p:.4f}" if stated else "",
            cj.money(a) if stated else "",
            dd,
        ]
        x = m
        for w_, s, a_ in zip(ws, vals, al):
            pdf.text(x + (w_ - 2 if a_ == "r" else 2), y + 10, s, sz - 0.4, align=a_, maxw=w_ - 3)
            x += w_
        pdf.text(
            m + ws[0] + ws[1] + 2,
            y + 10 + sz * 1.25,
            f"制造商料号：{it[3]}",
            sz - 1.4,
            colour=GREY,
            maxw=ws[2] + ws[3],
        )
        y += sz * 2.9
        net_sum += a
        run += a
    dash(pdf, m, y, right, 0.7)
    if incl:
        gross = net_sum
        net = r2(gross / (1 + rate / 100))
        tax = gross - net
    else:
        net = net_sum
        tax = r2(net * rate / 100)
        gross = net + tax
    total = gross
    if y + 80 > bottom:
        pdf.new_page()
        page[0] += 1
        paper()
        y = head(False) + 4
    y += 14
    qsum = sum((q for _, q, _, _ in lines), ZERO)
    if stated:
        pdf.text(m, y, f"合计数量：{qsum:,.0f}", sz)
        pdf.text(m + wd * 0.33, y, f"不含税金额：{cj.money(net)}", sz)
        pdf.text(m + wd * 0.66, y, f"税额：{cj.money(tax)}", sz)
        y += sz * 1.9
        lab = cj.pick(rng, "价税合计：|订单总额（含税）：|合计金额：")
        pdf.text(
            m, y, f"{lab}{rng.choice(['¥', '￥', 'RMB '])}{cj.money(total)}", sz + 1, bold=True
        )
        if rng.random() < 0.7:
            pdf.text(m + wd * 0.45, y, f"大写：{cj.daxie(total)}", sz)
    else:
        pdf.text(m, y, f"合计数量：{qsum:,.0f}　　价格按双方签订的价格协议执行，本单不列金额。", sz)
    y += sz * 2.2
    notes = [
        "1. 送货单须注明本订单号及行号，否则仓库拒收；",
        "2. 物料须符合RoHS及REACH要求，随货附出货检验报告；",
        "3. 请于收到订单后24小时内回签确认交期；",
        f"4. 发票：{cj.pick(rng, '增值税专用发票|数电专票')}，税率{rate}%，开票信息见附页。",
    ]
    for t in notes[: rng.randint(2, 4)]:
        pdf.text(m, y, t, sz - 1, colour=GREY)
        y += sz * 1.5
    y += 8
    caps = ["制单：" + cj.person(rng), "审核：", "批准：", "供应商确认（签章）："]
    for k, cap in enumerate(caps):
        pdf.text(m + k * wd / 4, y + 10, cap, sz - 0.4)
    legend = rng.choice(
        [
            "第一联 供应商（白）  第二联 采购（红）  第三联 仓库（黄）",
            "一式三联：白联供方 红联采购 黄联财务",
            "",
        ]
    )
    if legend:
        pdf.text(W / 2, H - 50, legend, 7.5, align="c", colour=GREY)
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_zh_zhenshi_erp_caigou_dingdan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zc)


# --------------------------------------------------------------------------- 2 zh-Hans construction site's material / ready-mix order form

ZJ_CITY = (
    "郑州 洛阳 石家庄 保定 徐州 南通 芜湖 赣州 株洲 南宁 遵义 绵阳 咸阳 包头 唐山 潍坊".split()
)
ZJ_B = "中建 华建 宏基 城投 鼎盛 安居 恒泰 天力 正道 汇通 广厦 鸿业 远大 长兴 金鼎 新城".split()
ZJ_BUY = [
    "{c}{b}建设集团有限公司",
    "{c}{b}建筑工程有限公司",
    "{b}建工集团股份有限公司",
    "{c}市{b}市政工程有限公司",
    "{c}{b}路桥建设有限公司",
]
ZJ_PROJ = [
    "{c}{x}花园{n}期",
    "{c}{x}安置小区",
    "{c}市第{k}中学新校区",
    "{c}{x}产业园标准厂房",
    "{c}{x}大道改造工程",
    "{c}人民医院门急诊综合楼",
    "{c}{x}商业综合体",
]
ZJ_X = "锦绣 翰林 滨江 龙湖 紫金 未来 和谐 东湖 高新 御景 湖畔 阳光".split()
ZJ_SUP_HNT = [
    "{c}{b}商品混凝土有限公司",
    "{c}市{b}建材有限公司",
    "{c}{b}新型建材有限公司",
    "{b}混凝土（{c}）有限公司",
]
ZJ_SUP_MAT = [
    "{c}{b}钢材贸易有限公司",
    "{c}{b}建材有限公司",
    "{c}市{b}物资有限公司",
    "{c}{b}砂石料场",
    "{b}建材经营部",
    "{c}{b}建材商行",
]
ZJ_SB = "金隅 华新 海螺 冀东 天瑞 同力 坤达 宏润 永固 荣盛 泰山 振兴 利民 兴业".split()
ZJ_PART = [
    "{k}#楼 {f}层 顶板、梁",
    "{k}#楼 {f}层 剪力墙、柱",
    "{k}#楼 基础筏板",
    "地下室 顶板后浇带",
    "{k}#楼 {f}层 楼梯",
    "车库 底板",
    "{k}#楼 屋面构架",
    "室外 道路垫层",
]
ZJ_MAT = [
    ("热轧带肋钢筋", "HRB400E Φ12", "吨", 3600, 4300),
    ("热轧带肋钢筋", "HRB400E Φ25", "吨", 3550, 4200),
    ("盘螺", "HRB400E Φ8", "吨", 3700, 4400),
    ("蒸压加气混凝土砌块", "600×240×200 B06", "m³", 230, 320),
    ("水泥", "P.O 42.5 袋装", "吨", 380, 520),
    ("中砂", "机制砂 细度模数2.6", "m³", 95, 150),
    ("碎石", "5-25mm 连续级配", "m³", 85, 130),
    ("镀锌焊接钢管", "DN100×4.0", "米", 48, 72),
    ("木方", "50×100×4000 铁杉", "m³", 2200, 2900),
    ("覆膜胶合板", "1830×915×15", "张", 45, 72),
    ("SBS改性沥青防水卷材", "4mm PY Ⅱ型", "m²", 26, 42),
    ("抗裂砂浆", "25kg/袋", "袋", 18, 32),
]


def _zj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    c = rng.choice(ZJ_CITY)
    buyer = rng.choice(ZJ_BUY).format(c=c, b=rng.choice(ZJ_B))
    proj = rng.choice(ZJ_PROJ).format(
        c=c, x=rng.choice(ZJ_X), n=rng.choice("一二三"), k=rng.randint(2, 40)
    )
    dept = f"{proj}项目经理部" if rng.random() < 0.6 else f"{proj}项目部"
    concrete = rng.random() < 0.55
    pool = ZJ_SUP_HNT if concrete else ZJ_SUP_MAT
    sup = rng.choice(pool).format(c=rng.choice(ZJ_CITY), b=rng.choice(ZJ_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HNT-{Y}-{n3}|DH{y}{m}{n3}|XM{n2}-CL-{n4}|{Y}-WZ-{n4}|No.{n6}")
    ht = cj.number(rng, d, "{Y}-HT-{n4}|CGHT{y}{n4}|JZ-{Y}-CL-{n3}")
    xm = cj.number(rng, d, "XM{Y}{n3}|P{n6}")
    stated = stated_of(rng)
    ink = rng.choice([black, Color(0.1, 0.2, 0.5), Color(0.05, 0.35, 0.25)])
    title = ("商品混凝土" if concrete else "材料") + cj.pick(
        rng, "订货单|采购订单|供货通知单|订购单"
    )
    y = 40
    pdf.text(pdf.w / 2, y, buyer, 13, align="c", bold=True)
    y += 26
    pdf.text(pdf.w / 2, y, title, 18, align="c", bold=True, space=3, colour=ink)
    pdf.line(pdf.w / 2 - 110, y + 5, pdf.w / 2 + 110, y + 5, lw=1.4, colour=ink)
    pdf.line(pdf.w / 2 - 110, y + 8, pdf.w / 2 + 110, y + 8, lw=0.5, colour=ink)
    y += 24
    no_lab = cj.pick(rng, "编号：|订单编号：|单号：|NO：")
    pdf.text(
        right,
        y,
        f"{no_lab}{po}",
        10,
        align="r",
        bold=True,
        colour=RED if rng.random() < 0.35 else black,
    )
    pdf.text(m, y, f"日期：{cj.fdate(d, rng.choice(['cn', 'cn0', 'iso']))}", 9.5)
    y += 8
    sup_lab = cj.pick(rng, "供货单位|供方（乙方）|供应商|致（供货单位）")
    buy_lab = cj.pick(rng, "订货单位|需方（甲方）|采购单位")
    rows = [
        [sup_lab, sup, "联系人/电话", f"{cj.person(rng)} {cj.mobile(rng)}"],
        [buy_lab, dept, "联系人/电话", f"{cj.person(rng)}（材料员） {cj.mobile(rng)}"],
        ["工程名称", proj, "项目编号", xm],
    ]
    if rng.random() < 0.7:
        rows.append(
            [
                "合同编号",
                ht,
                "结算方式",
                cj.pick(rng, "按月结算，次月付80%|货到验收后60日内付款|按合同约定"),
            ]
        )
    rows.append(["送货地址", f"{cj.zh_addr(rng)}（{proj}施工现场）"])
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [14, 40, 14, 32]), rows, h=20, size=8.8, ink=ink, fill=PALE)
        + 10
    )
    lines = []
    if concrete:
        n = rng.randint(1, 5)
        for _ in range(n):
            part = rng.choice(ZJ_PART).format(k=rng.randint(1, 18), f=rng.randint(2, 32))
            grade = rng.choice(["C15", "C20", "C25", "C30", "C30", "C35", "C40", "C45"])
            extra = rng.choice(["", "", "P6", "P8", "早强", "细石"])
            slump = rng.choice(["180±20", "160±20", "200±20", "140±30"])
            vol = Decimal(rng.randint(12, 480))
            p = Decimal(rng.randint(330, 520)) + (
                Decimal(rng.choice([15, 20, 25])) if extra in ("P6", "P8") else ZERO
            )
            pump = rng.choice(["汽车泵", "地泵", "自卸", "车载泵"])
            when = d + timedelta(days=rng.randint(1, 20))
            lines.append(
                (
                    [
                        part,
                        f"{grade}{' ' + extra if extra else ''}",
                        slump,
                        pump,
                        f"{when.month}月{when.day}日 {rng.choice(['08:00', '13:30', '19:00', '22:00'])}",
                    ],
                    vol,
                    p,
                    r2(vol * p),
                )
            )
        heads = [
            "序号",
            "浇筑部位",
            "强度等级",
            "坍落度(mm)",
            "浇筑方式",
            "计划时间",
            "方量(m³)",
            "单价(元/m³)",
            "金额(元)",
        ]
        ws = cj.rel(wd, [5, 22, 11, 10, 9, 14, 9, 10, 11])
        al = "clcccc rrr".replace(" ", "")
    else:
        for it, q, p, a in lines_of(rng, ZJ_MAT, rng.randint(2, 8), [2, 5, 8, 10, 20, 30, 50, 100]):
            part = rng.choice(ZJ_PART).format(k=rng.randint(1, 18), f=rng.randint(2, 32))
            lines.append(
                (
                    [
                        it[0],
                        it[1],
                        rng.choice(["不限", "沙钢", "永钢", "海螺", "华新", "按样板"])
                        if it[0] not in ("中砂", "碎石")
                        else "—",
                        it[2],
                        part,
                    ],
                    q,
                    p,
                    a,
                )
            )
        heads = [
            "序号",
            "材料名称",
            "规格型号",
            "品牌要求",
            "单位",
            "使用部位",
            "数量",
            "单价(元)",
            "金额(元)",
        ]
        ws = cj.rel(wd, [5, 16, 17, 9, 6, 18, 9, 9, 11])
        al = "cllcclrrr"
    y = crow(pdf, m, y, ws, heads, al, h=20, size=8.2, fill=PALE, head=True)
    for i, (cells, q, p, a) in enumerate(lines, 1):
        y = crow(
            pdf,
            m,
            y,
            ws,
            [
                str(i),
                *cells,
                f"{q:,.0f}" if concrete else f"{q:,.2f}".rstrip("0").rstrip("."),
                cj.money(p) if stated else "",
                cj.money(a) if stated else "",
            ],
            al,
            h=20,
            size=8,
        )
    for _ in range(rng.randint(0, 3)):
        y = crow(pdf, m, y, ws, [""] * len(ws), al, h=20, size=8)
    sub = sum((a for *_, a in lines), ZERO)
    vol = sum((q for _, q, _, _ in lines), ZERO)
    fees = []
    if concrete and rng.random() < 0.6:
        fees.append(
            (
                cj.pick(rng, "泵送费|汽车泵台班费|泵车进场费"),
                Decimal(rng.choice([800, 1200, 1500, 2000, 2500])),
            )
        )
    if concrete and rng.random() < 0.3:
        fees.append(("不足方运费补差", Decimal(rng.choice([200, 300, 500]))))
    if not concrete and rng.random() < 0.4:
        fees.append(("运费及卸车费", Decimal(rng.choice([300, 500, 800, 1200]))))
    total = sub + sum((f for _, f in fees), ZERO)
    if stated:
        for lab, f in fees:
            y = crow(pdf, m, y, [sum(ws[:-1]), ws[-1]], [lab, cj.money(f)], "rr", h=18, size=8.4)
        lab = cj.pick(rng, "合计金额（含税）|本单合计（元）|总金额（含13%增值税）|合计")
        cells = [f"{lab}：大写 {cj.daxie(total)}", f"¥{cj.money(total)}"]
        y = crow(pdf, m, y, [sum(ws[:-2]), ws[-2] + ws[-1]], cells, "lr", h=22, size=8.8, bold=True)
    else:
        y = crow(
            pdf,
            m,
            y,
            [wd],
            [f"合计方量/数量：{vol:,.0f}　单价按合同{ht}执行，结算以双方签认的对账单为准。"],
            "l",
            h=20,
            size=8.4,
        )
    y += 12
    req = [
        "1. 供方须随车提供送货单（小票），注明本订货单编号、浇筑部位及方量，由现场材料员签收。"
        if concrete
        else "1. 送货单须注明本单编号、规格及数量，随货附质量证明书（合格证、检测报告）。",
        "2. 到场时间以现场电话通知为准，延误造成的损失由供方承担。",
        "3. 质量不合格的材料一律退场，费用由供方承担；结算以实际签收数量为准。",
    ]
    if rng.random() < 0.5:
        req.append(
            f"4. 开具增值税{cj.pick(rng, '专用发票（税率13%）|专用发票（简易计税3%）')}，发票备注栏注明项目名称及地址。"
        )
    pdf.text(m, y, "订货要求：", 9, bold=True, colour=ink)
    y += 14
    for t in req:
        pdf.text(m + 8, y, t, 8.2, maxw=wd - 8)
        y += 13
    y += 14
    caps = ["材料员", "项目技术负责人", "项目经理", "供方确认签字"]
    if rng.random() < 0.5:
        caps.insert(3, "商务经理")
    cwid = wd / len(caps)
    for k, cap in enumerate(caps):
        pdf.rect(m + k * cwid, y, cwid, 18, fill=PALE, stroke=ink)
        pdf.text(m + k * cwid + cwid / 2, y + 12.5, cap, 8.6, align="c", colour=ink)
        pdf.rect(m + k * cwid, y + 18, cwid, 36, stroke=ink)
    if rng.random() < 0.5:
        pdf.stamp(m + cwid * (len(caps) - 2.5), y + 36, buyer, rng, caption="项目专用章", r=36)
    pdf.text(
        m,
        y + 72,
        cj.pick(
            rng,
            "本单一式三联：项目部、供方、财务各一联。|白联：供方　粉联：项目部　黄联：财务|注：本单经项目经理签字后生效。",
        ),
        7.8,
        colour=GREY,
    )
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_zh_gongdi_cailiao_dinghuodan(rng: random.Random) -> tuple[bytes, dict]:
    return _zj(rng, 1)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwan official letter (函) with an attached order sheet

TH_PLACE = [
    "臺北市",
    "新北市",
    "桃園市",
    "臺中市",
    "臺南市",
    "高雄市",
    "新竹縣",
    "彰化縣",
    "宜蘭縣",
    "屏東縣",
    "嘉義市",
    "花蓮縣",
]
TH_AREA = "信義 板橋 中壢 西屯 東區 前鎮 竹北 員林 羅東 潮州 西區 吉安".split()
TH_BUY = [
    ("{p}立{a}國民中學", "{a}國中總字第"),
    ("{p}{a}區公所", "{a}區秘字第"),
    ("{p}立{a}高級中學", "{a}高總字第"),
    ("{p}{a}區農會", "{a}農供字第"),
    ("{p}立{a}醫院", "{a}醫總字第"),
    ("{p}立{a}國民小學", "{a}國小總字第"),
    ("{p}{a}戶政事務所", "{a}戶字第"),
]
TH_SUP = [
    "{b}{t}股份有限公司",
    "{b}{t}有限公司",
    "{b}{t}企業社",
    "{b}{t}行",
    "{b}{t}實業有限公司",
    "{b}{t}企業有限公司",
]
TH_B = "全聯 大同 振興 新光 永豐 長鴻 宏碁 建昌 順益 金豐 鼎泰 聯發 華通 信義 冠德 晉陽".split()
TH_T = "文具 資訊 電腦 事務機器 辦公家具 教學設備 清潔用品 五金 水電 冷氣 圖書 電器".split()
TH_ITEMS = [
    ("A4影印紙 80磅", "包", 95, 140),
    ("碳粉匣 HP 26A", "支", 1800, 2900),
    ("筆記型電腦 14吋 i5/16G/512G", "台", 24000, 32000),
    ("液晶螢幕 24吋", "台", 3200, 4800),
    ("雷射印表機 A4 黑白", "台", 5200, 8800),
    ("課桌椅（國中用）", "組", 1800, 2600),
    ("電子白板 75吋", "台", 38000, 56000),
    ("分離式冷氣 1.0噸", "台", 26000, 34000),
    ("辦公椅 網背", "張", 2100, 3800),
    ("公文櫃 四層", "座", 3600, 5200),
    ("LED平板燈 60x60", "盞", 720, 1200),
    ("清潔劑 4L", "桶", 180, 320),
    ("垃圾袋 大", "捲", 35, 70),
    ("投影機 3600流明", "台", 14500, 22000),
    ("無線網路基地台", "台", 4800, 9800),
]


def _th(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(48, 62)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    p_, a_ = rng.choice(list(zip(TH_PLACE, TH_AREA)))
    bt, word = rng.choice(TH_BUY)
    buyer = bt.format(p=p_, a=a_)
    sup = rng.choice(TH_SUP).format(b=rng.choice(TH_B), t=rng.choice(TH_T))
    d = cj.a_date(rng)
    roc = d.year - 1911
    po = cj.number(rng, d, "{roc}{m}{n3}|P{roc}{n5}|{roc}-{n4}|採{roc}{m}{n2}|{roc}0{n4}")
    docno = f"{word.format(a=a_)}{roc}{rng.randint(1000000, 9999999)}號"
    quo = cj.number(rng, d, "Q{roc}{m}{n3}|{Y}{m}{n4}")
    budget = cj.number(rng, d, "{roc}-{n2}-{n3}|{n8}")
    stated = stated_of(rng)
    tax_in = rng.random() < 0.5
    lines = lines_of(
        rng,
        TH_ITEMS,
        n_lines(rng, [1, 2, 3, 4, 5, 6], [14, 18], 0.12),
        [1, 2, 3, 5, 10, 20, 30],
        whole=True,
    )
    sub = sum((a for *_, a in lines), ZERO)
    if tax_in:
        total = sub
        tax = r0(total - total / Decimal("1.05"))
        net = total - tax
    else:
        net = sub
        tax = r0(net * Decimal("0.05"))
        total = net + tax
    ds = rng.choice(["roc", "rocw"])
    due = cj.later(rng, d, 10, 40)

    def rd(x: date) -> str:
        return (
            f"中華民國{x.year - 1911}年{x.month}月{x.day}日"
            if ds == "roc"
            else f"{x.year - 1911}年{x.month}月{x.day}日"
        )

    po_lab = cj.pick(rng, "訂購單號|訂單編號|採購單號")
    # letter
    y = 60
    pdf.text(pdf.w / 2, y, f"{buyer}　函", 17, align="c", bold=True, space=1)
    y += 26
    tel = cj.tw_tel(rng)
    info = [
        f"地址：{p_}{a_}區{rng.choice(['中正', '民生', '復興', '中山', '成功'])}路{rng.randint(1, 300)}號",
        f"承辦人：{cj.person(rng, 'zh-Hant')}",
        f"電話：{tel}#{rng.randint(100, 399)}",
        f"傳真：{cj.tw_tel(rng)}",
    ]
    if rng.random() < 0.6:
        info.append(
            f"電子信箱：{rng.choice(['general', 'acc', 'buy', 'service'])}{rng.randint(1, 99)}@{rng.choice(['mail', 'ms1', 'gov'])}.edu.tw"
        )
    for t in info:
        pdf.text(pdf.w * 0.56, y, t, 8.6)
        y += 12.5
    y += 10
    lab = "受文者："
    pdf.text(m, y, lab, 12, bold=True)
    pdf.text(m + cw(lab, 12) + 2, y, sup, 12, bold=True)
    y += 22
    meta = [
        f"發文日期：{rd(d)}",
        f"發文字號：{docno}",
        "速別：普通件",
        "密等及解密條件或保密期限：",
        f"附件：{cj.pick(rng, '訂購明細表1份|訂購單1份|訂購單及規格表各1份')}",
    ]
    for t in meta:
        pdf.text(m, y, t, 9.4)
        y += 14.5
    y += 8
    obj = cj.pick(
        rng,
        "檢送本{k}「{x}」訂購單（{pl}：{po}）1份，請 查照並依限交貨。|本{k}向 貴公司訂購「{x}」乙案（{pl}{po}），請依附件明細於期限內送達，請 查照。|有關本{k}採購{x}乙案，請 貴公司依訂購單（{pl}：{po}）辦理交貨，請 查照。",
    )
    k = "校" if "學" in buyer else "所" if "所" in buyer else "院" if "醫院" in buyer else "會"
    x = cj.pick(rng, "辦公用品|資訊設備|教學設備|事務機器及耗材|冷氣設備汰換|清潔用品")
    body = [("主旨：", obj.format(k=k, x=x, pl=po_lab, po=po))]
    ex = [
        f"依據 貴公司{rd(d - timedelta(days=rng.randint(5, 30)))}報價單（報價單號：{quo}）辦理。",
        f"訂購總價新臺幣{w0(total)}元整（含營業稅），經費由{budget}預算科目項下支應。"
        if stated
        else "價款依 貴公司報價單所列單價，按實際驗收數量核實計價。",
        f"交貨期限：{rd(due)}前，交貨地點：本{k}{cj.pick(rng, '總務處|事務組|資訊室|倉庫')}，請於交貨前2日與承辦人聯繫。",
        "請於交貨後檢附統一發票（抬頭及統一編號如附件）、保固書及本函影本，送本"
        + k
        + "辦理驗收及付款。",
    ]
    if rng.random() < 0.4:
        ex.append(
            f"逾期交貨者，每逾1日按訂購總價千分之{rng.choice(['一', '二', '三'])}計算逾期違約金。"
        )
    body.append(("說明：", ""))
    for lab, t in body:
        pdf.text(m, y, lab, 11, bold=True)
        if t:
            for ln in cj.wrap(t, 11, wd - 40):
                pdf.text(m + 40, y, ln, 11)
                y += 17
        else:
            y += 17
    nums = "一二三四五六"
    for i, t in enumerate(ex):
        first = True
        for ln in cj.wrap(t, 10.5, wd - 62):
            if first:
                pdf.text(m + 20, y, f"{nums[i]}、", 10.5)
                first = False
            pdf.text(m + 44, y, ln, 10.5)
            y += 16
    y += 8
    pdf.text(m, y, f"正本：{sup}", 9.4)
    y += 14
    pdf.text(m, y, f"副本：本{k}{cj.pick(rng, '會計室|主計室|總務處')}（含附件）", 9.4)
    y += 28
    boss = cj.pick(rng, "校長|區長|主任|總幹事|院長")
    pdf.text(pdf.w * 0.5, y + 10, f"{boss}　{cj.person(rng, 'zh-Hant')}", 16, bold=True)
    if rng.random() < 0.5:
        pdf.stamp(right - 40, y, buyer, rng, caption="", shape="rect", r=30)
    y += 40
    # attached order sheet
    if y + 200 > bottom or rng.random() < 0.6:
        pdf.new_page()
        y = 50
    else:
        dash(pdf, m, y, right, 0.6)
        y += 20
    pdf.text(
        pdf.w / 2,
        y,
        f"{buyer}　{cj.pick(rng, '訂購明細表|訂購單|採購訂購單')}",
        13,
        align="c",
        bold=True,
    )
    y += 18
    rows = [
        [po_lab, po, "訂購日期", rd(d)],
        ["廠商名稱", sup, "統一編號", f"{rng.randint(10000000, 99999999)}"],
        ["交貨期限", rd(due), "報價單號", quo],
    ]
    y = kgrid(pdf, m, y, cj.rel(wd, [14, 36, 14, 36]), rows, h=19, size=8.8, fill=PALE) + 8
    ws = cj.rel(wd, [6, 40, 8, 9, 14, 16])
    heads = ["項次", "品名規格", "單位", "數量", "單價", "複價"]
    al = "clcrrr"
    y = crow(pdf, m, y, ws, heads, al, h=18, size=8.8, fill=PALE, head=True)
    for i, (it, q, p, a) in enumerate(lines, 1):
        if y + 20 > bottom:
            pdf.new_page()
            y = crow(pdf, m, 50, ws, heads, al, h=18, size=8.8, fill=PALE, head=True)
        y = crow(
            pdf,
            m,
            y,
            ws,
            [str(i), it[0], it[1], f"{q:,.0f}", w0(p) if stated else "", w0(a) if stated else ""],
            al,
            h=18,
            size=8.6,
        )
    if stated:
        tl = [
            ("合計（未稅）", w0(net)),
            ("營業稅 5%", w0(tax)),
            (cj.pick(rng, "總計|總價（含稅）|合計新臺幣"), w0(total)),
        ]
        if tax_in and rng.random() < 0.5:
            tl = [(cj.pick(rng, "總計（含稅）|總價（含稅）"), w0(total))]
        for lab, v in tl:
            y = crow(
                pdf,
                m,
                y,
                [sum(ws[:-1]), ws[-1]],
                [lab, v],
                "rr",
                h=18,
                size=8.8,
                bold=lab.startswith(("總", "合計新")),
            )
        pdf.text(m, y + 14, f"新臺幣（大寫）：{cj.daxie(total, trad=True)}", 8.8)
        y += 24
    pdf.text(m, y + 14, "承辦人：　　　　　單位主管：　　　　　會計：　　　　　機關首長：", 9)
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_tw_gongwen_han_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return _th(rng, 0)


# --------------------------------------------------------------------------- 4 ja order for outsourced work to a freelancer or small studio (withholding tax)

JF_YAGO = [
    "デザインスタジオ{k}",
    "{k}写真事務所",
    "{k}デザイン事務所",
    "オフィス{k}",
    "{k}映像制作室",
    "アトリエ{k}",
    "{k}翻訳工房",
    "{k}イラスト工房",
    "スタジオ{k}",
]
JF_CORP = ["株式会社{k}", "合同会社{k}", "{k}株式会社", "一般社団法人{k}"]
JF_K = [
    "ソラノ",
    "ミドリ",
    "アオバ",
    "カスミ",
    "ひなた",
    "ノース",
    "リンク",
    "フォルム",
    "あかり",
    "ハル",
    "ツバメ",
    "こもれび",
    "ユニゾン",
    "ルーム",
    "ナギ",
    "トモシビ",
]
JF_BUY = ["株式会社{b}{t}", "{b}{t}株式会社", "株式会社{b}"]
JF_B = [
    "東邦",
    "三協",
    "朝日",
    "丸和",
    "大和",
    "新光",
    "千代田",
    "北斗",
    "昭栄",
    "光洋",
    "中央",
    "平和",
    "青葉",
    "富士見",
]
JF_T = [
    "企画",
    "広告",
    "出版",
    "システムズ",
    "コミュニケーションズ",
    "メディア",
    "印刷",
    "ホールディングス",
]
JF_WORK = [
    (
        "会社案内パンフレット デザイン制作",
        [
            ("デザイン費（A4 8P）", "式", 120000, 280000),
            ("修正対応（3回まで）", "式", 20000, 60000),
            ("入稿データ作成", "式", 10000, 30000),
        ],
    ),
    (
        "製品撮影（物撮り）",
        [
            ("撮影費（半日）", "日", 45000, 90000),
            ("レタッチ", "カット", 1500, 4000),
            ("スタジオ使用料", "時間", 5000, 12000),
        ],
    ),
    (
        "Webサイト用イラスト制作",
        [("メインビジュアル", "点", 40000, 120000), ("アイコンイラスト", "点", 3000, 9000)],
    ),
    (
        "取扱説明書 英訳",
        [("翻訳料（和→英）", "文字", 10, 22), ("ネイティブチェック", "式", 15000, 40000)],
    ),
    (
        "展示会プロモーション動画 編集",
        [
            ("動画編集（3分）", "本", 80000, 200000),
            ("ナレーション収録", "式", 30000, 70000),
            ("BGMライセンス", "曲", 5000, 15000),
        ],
    ),
    (
        "社内報 取材・執筆",
        [("取材・原稿執筆", "本", 25000, 60000), ("交通費（実費）", "式", 2000, 8000)],
    ),
]


def _jf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(40, 52)
    right = pdf.w - m
    wd = right - m
    k = rng.choice(JF_K)
    corp = rng.random() < 0.3
    sup = rng.choice(JF_CORP if corp else JF_YAGO).format(k=k)
    person = cj.person(rng, "ja")
    buyer = rng.choice(JF_BUY).format(b=rng.choice(JF_B), t=rng.choice(JF_T))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HC-{Y}{m}-{n3}|{Y}{m}{d}-{n2}|No.{n6}|GI{y}{n4}|{y}-{n4}")
    mitsu = cj.number(rng, d, "M{y}{m}{n3}|見{n4}")
    proj = cj.number(rng, d, "PJ{y}-{n3}|{n5}")
    stated = stated_of(rng)
    work, items = rng.choice(JF_WORK)
    lines = []
    for name, unit, lo, hi in rng.sample(items, rng.randint(1, len(items))):
        if unit == "文字":
            q = Decimal(rng.randint(8, 60) * 500)
        elif unit in ("カット", "点", "時間"):
            q = Decimal(rng.randint(1, 20))
        else:
            q = Decimal(1)
        p = Decimal(rng.randint(lo, hi) // (1 if hi < 100 else 1000) * (1 if hi < 100 else 1000))
        lines.append((name, unit, q, p, r0(q * p)))
    sub = sum((x[4] for x in lines), ZERO)
    tax = r0(sub / 10)
    total = sub + tax
    wh_base = sub if rng.random() < 0.8 else total
    withhold = (
        (wh_base * Decimal("0.1021")).quantize(Decimal(1), rounding="ROUND_DOWN")
        if not corp
        else ZERO
    )
    pay = total - withhold
    yen = rng.choice(["¥{}", "￥{}-", "{}円"])
    y = 50
    title = cj.pick(rng, "発注書|業務委託発注書|発注書（業務委託）|注文書")
    pdf.text(pdf.w / 2, y, title, 19, align="c", bold=True, space=4)
    y += 30
    nl = cj.pick(rng, "発注番号|発注No.|注文番号")
    pdf.text(right, y, f"{nl}：{po}", 9.4, align="r")
    pdf.text(
        right,
        y + 14,
        f"発注日：{cj.fdate(d, rng.choice(['slash', 'reiwa', 'iso']))}",
        9.4,
        align="r",
    )
    y += 8
    pdf.text(m, y + 8, sup, 13, bold=True)
    hon = "御中" if corp else ("様" if rng.random() < 0.5 else "")
    if corp:
        pdf.text(m + cw(sup, 13) + 8, y + 8, hon, 12)
        pdf.text(m, y + 26, f"代表 {person} 様" if rng.random() < 0.5 else "", 9.5)
    else:
        pdf.text(m, y + 26, f"{person} 様" if not hon else f"代表 {person}", 10)
        if hon:
            pdf.text(m + cw(sup, 13) + 8, y + 8, hon, 12)
    pdf.line(m, y + 12, m + wd * 0.5, y + 12, lw=0.8)
    bx = pdf.w * 0.56
    yb = y + 36
    pdf.text(bx, yb, buyer, 11, bold=True)
    for t in [
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}",
        f"担当：{cj.pick(rng, '制作部|広報部|営業企画部|マーケティング部')} {cj.person(rng, 'ja')}",
        f"登録番号：T{rng.randint(10**12, 10**13 - 1)}",
    ]:
        yb += 13
        pdf.text(bx, yb, t, 8.4)
    pdf.stamp(right - 30, y + 60, buyer, rng, caption="", shape="rect", r=26)
    y = max(y + 60, yb + 14)
    pdf.text(m, y, "下記のとおり業務を委託いたします。", 9.8)
    y += 10
    if stated and rng.random() < 0.6:
        pdf.rect(m, y, wd * 0.55, 26, stroke=black, lw=1.1)
        pdf.text(
            m + 8,
            y + 17,
            cj.pick(rng, "委託金額（税込）|発注金額合計（税込）|ご発注金額"),
            10,
            bold=True,
        )
        pdf.text(m + wd * 0.55 - 8, y + 17, yen.format(f"{total:,.0f}"), 13, align="r", bold=True)
        y += 34
    rows = [
        ["業務名", work],
        [
            "委託内容",
            cj.pick(
                rng, "別紙仕様書のとおり|お見積書（{}）記載の内容による|打合せ内容に基づく制作一式"
            ).format(mitsu),
        ],
        ["納期", f"{cj.fdate(cj.later(rng, d, 10, 40), 'slash')}（給付を受領する期日）"],
        [
            "納品方法",
            cj.pick(
                rng,
                "データ納品（ギガファイル便等）|メール添付|DVD-R 1枚郵送|当社指定の共有フォルダ",
            ),
        ],
        ["検収", cj.pick(rng, "納品後10営業日以内に検査を完了します|納品日から7日以内")],
        [
            "支払期日",
            cj.pick(
                rng,
                "月末締め翌月末払い（受領日から60日以内）|検収月の翌月25日|納品月末締め翌月末日",
            ),
        ],
        ["支払方法", "銀行振込（振込手数料は当社負担）"],
    ]
    if rng.random() < 0.5:
        rows.insert(2, ["案件番号", proj])
    y = kgrid(pdf, m, y, cj.rel(wd, [18, 82]), rows, h=19, size=8.8, fill=PALE, labels=(0,)) + 10
    ws = cj.rel(wd, [46, 10, 10, 16, 18])
    heads = ["項目", "数量", "単位", "単価", "金額"]
    y = crow(pdf, m, y, ws, heads, "lrcrr", h=18, size=8.8, fill=PALE, head=True)
    for name, unit, q, p, a in lines:
        y = crow(
            pdf,
            m,
            y,
            ws,
            [name, f"{q:,.0f}", unit, f"{p:,.0f}" if stated else "", f"{a:,.0f}" if stated else ""],
            "lrcrr",
            h=18,
            size=8.6,
        )
    for _ in range(rng.randint(0, 3)):
        y = crow(pdf, m, y, ws, [""] * 5, "lrcrr", h=18, size=8.6)
    if stated:
        tl = [
            ("小計", f"{sub:,.0f}"),
            ("消費税（10%）", f"{tax:,.0f}"),
            (cj.pick(rng, "合計（税込）|合計金額|税込合計"), yen.format(f"{total:,.0f}")),
        ]
        if withhold:
            tl += [
                (
                    cj.pick(rng, "源泉徴収税額|源泉所得税（10.21%）"),
                    f"▲{withhold:,.0f}" if rng.random() < 0.5 else f"-{withhold:,.0f}",
                ),
                ("差引支払額", f"{pay:,.0f}"),
            ]
        for lab, v in tl:
            y = crow(
                pdf,
                m + sum(ws[:3]),
                y,
                ws[3:],
                [lab, v],
                "lr",
                h=18,
                size=8.8,
                bold=lab.startswith(("合計", "税込")),
            )
    else:
        pdf.text(m, y + 14, "※金額は別途お見積書に基づき、検収後に確定いたします。", 8.8)
        y += 18
    y += 14
    pdf.text(m, y, "備考", 9, bold=True)
    notes = [
        cj.pick(
            rng,
            "本書は製造委託等に係る中小受託事業者に対する代金の支払の遅延等の防止に関する法律第4条に基づき交付する書面です。|本書は下請代金支払遅延等防止法第3条に定める書面を兼ねます。|本発注の条件は、別途締結の業務委託基本契約書によります。",
        ),
        "成果物の著作権（著作権法第27条及び第28条の権利を含む）は、検収完了をもって当社に移転するものとします。",
        "請求書には本発注書の発注番号を記載してください。"
        if rng.random() < 0.6
        else "適格請求書（インボイス）にてご請求ください。",
    ]
    y += 4
    for t in notes:
        for ln in cj.wrap(t, 8.2, wd - 10):
            y += 12
            pdf.text(m + 6, y, ln, 8.2)
    if rng.random() < 0.5:
        y += 26
        pdf.text(
            m,
            y,
            "------------------------------- キリトリ -------------------------------",
            8,
            colour=GREY,
        )
        y += 18
        pdf.text(m, y, f"受注確認書　　{buyer} 御中", 10, bold=True)
        pdf.text(
            m,
            y + 16,
            f"上記（{nl}：{po}）の業務を受注いたします。　　年　　月　　日　　氏名（署名）：",
            8.6,
        )
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_ja_gyomu_itaku_hacchusho_gensen(rng: random.Random) -> tuple[bytes, dict]:
    return _jf(rng, 1)


# --------------------------------------------------------------------------- 5 ko landscape order with a delivery-schedule matrix

KO_REG = [
    "화성",
    "평택",
    "안산",
    "시흥",
    "천안",
    "아산",
    "구미",
    "창원",
    "김해",
    "울산",
    "청주",
    "광주",
    "인천",
    "부천",
    "오산",
    "진천",
]
KO_B = [
    "대성",
    "한빛",
    "삼우",
    "동진",
    "세원",
    "신흥",
    "우성",
    "태광",
    "협성",
    "영진",
    "금강",
    "대원",
    "성진",
    "한일",
    "미래",
    "정우",
]
KO_T = [
    "정밀",
    "산업",
    "테크",
    "전자",
    "금속",
    "오토텍",
    "화학",
    "엔지니어링",
    "하이텍",
    "플라스틱",
]
KO_FORM = [
    "(주){b}{t}",
    "주식회사 {b}{t}",
    "{b}{t}(주)",
    "{b}{t} 주식회사",
    "{b}{t}",
    "유한회사 {b}{t}",
]
KO_ITEMS = [
    ("하우징 커버", "PC+ABS 흑색", "EA", 850, 2400),
    ("브라켓 ASSY", "SPCC t1.6 아연도금", "EA", 1200, 3800),
    ("볼트 육각플랜지", "M8x20 SCM435", "EA", 45, 120),
    ("와이어 하네스", "12P 600mm", "EA", 2800, 7600),
    ("PCB ASSY 메인", "4층 FR-4", "EA", 18000, 42000),
    ("고무 패킹", "EPDM Φ42", "EA", 90, 380),
    ("사출 노브", "POM 백색", "EA", 160, 520),
    ("포장박스", "B골 450x320x280", "EA", 650, 1400),
    ("방열판", "AL6063 압출", "EA", 1900, 5200),
    ("스프링", "SWP-A Φ0.8", "EA", 35, 110),
    ("라벨 스티커", "아트지 50x30", "매", 12, 45),
    ("모터 DC 12V", "RS-385", "EA", 3600, 8800),
]


def _kd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(28, 38)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    sup = rng.choice(KO_FORM).format(b=rng.choice(KO_B), t=rng.choice(KO_T))
    buyer = rng.choice(KO_FORM[:4]).format(b=rng.choice(KO_B), t=rng.choice(KO_T))
    while buyer == sup:
        buyer = rng.choice(KO_FORM[:4]).format(b=rng.choice(KO_B), t=rng.choice(KO_T))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n4}|{Y}{m}{d}-{n3}|KP-{Y}-{n5}|B{y}{n6}|{Y}-{n4}")
    plan = cj.number(rng, d, "MRP{y}{m}-{n2}|P{y}W{n2}")
    vcode = cj.number(rng, d, "V{n4}|{n6}")
    stated = stated_of(rng)
    ink = rng.choice([Color(0.1, 0.25, 0.55), black, Color(0.2, 0.35, 0.2)])
    start = d + timedelta(days=(7 - d.weekday()) % 7 + 7)
    step = rng.choice([7, 7, 14, 1, 2])
    ncol = rng.randint(4, 7)
    dates = [start + timedelta(days=step * k) for k in range(ncol)]
    n = n_lines(rng, [2, 3, 4, 5, 6, 8], [14, 18], 0.15)
    rows = []
    for it in rng.sample(KO_ITEMS, n) if n <= len(KO_ITEMS) else rng.choices(KO_ITEMS, k=n):
        p = Decimal(rng.randint(it[3], it[4]))
        lot = (
            rng.choice([50, 100, 200, 500, 1000]) if it[4] < 3000 else rng.choice([10, 20, 50, 100])
        )
        qs = [rng.choice([0, 1, 1, 2, 3]) * lot for _ in dates]
        if not any(qs):
            qs[0] = lot
        q = Decimal(sum(qs))
        rows.append((it, p, qs, q, q * p))
    sub = sum((r[4] for r in rows), ZERO)
    vat = r0(sub / 10)
    total = sub + vat
    page = [1]

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 20,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            8,
            align="r",
            colour=GREY,
        )

    approval = rng.random() < 0.7
    if approval:
        bw = 44
        bx = right - bw * 3
        for k, cap in enumerate(["담 당", "검 토", "승 인"]):
            pdf.rect(bx + k * bw, 8, bw, 12, fill=PALE, stroke=ink)
            pdf.text(bx + k * bw + bw / 2, 17, cap, 7.4, align="c")
            pdf.rect(bx + k * bw, 20, bw, 26, stroke=ink)
    y = 38
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "발 주 서|구 매 발 주 서|발주서 (납품일정)|부품 발주서"),
        19,
        align="c",
        bold=True,
        space=3,
        colour=ink,
    )
    y += 12
    # left: supplier; right: order data
    sx = m
    lab = cj.pick(rng, "수신|협력사|공급사|수 신")
    pdf.text(sx, y + 16, f"{lab} :", 10)
    pdf.text(sx + 52, y + 16, sup, 13, bold=True)
    pdf.text(sx + 52 + cw(sup, 13) + 6, y + 16, cj.pick(rng, "귀하|귀중|대표이사 귀하"), 11)
    pdf.line(sx, y + 21, sx + wd * 0.45, y + 21, lw=0.8, colour=ink)
    pdf.text(
        sx,
        y + 36,
        f"업체코드 : {vcode}　　담당 : {rng.choice(['김', '이', '박', '최', '정', '강'])}{rng.choice(['민수', '지영', '현우', '서연', '도윤', '수진'])} {rng.choice(['과장', '대리', '부장', '주임'])}",
        8.6,
    )
    pdf.text(sx, y + 50, "아래와 같이 발주하오니 납품일정을 준수하여 주시기 바랍니다.", 8.8)
    info = [
        ["발주번호", po, "발주일자", f"{d:%Y-%m-%d}"],
        [
            "계획번호",
            plan,
            "결제조건",
            cj.pick(rng, "월말마감 익월 60일 현금|월마감 익월말 전자어음|납품 후 30일 현금"),
        ],
        [
            "납품장소",
            cj.pick(
                rng,
                f"{rng.choice(KO_REG)} 제1공장 자재창고|본사 수입검사장|{rng.choice(KO_REG)} 물류센터 3번 도크",
            ),
            "화폐",
            "KRW (원)",
        ],
    ]
    if rng.random() < 0.5:
        info[1][0:2] = ["견적번호", cj.number(rng, d, "Q{y}{m}-{n3}|EST{n5}")]
    x0 = m + wd * 0.5
    kgrid(
        pdf, x0, y + 2, cj.rel(wd * 0.5, [14, 36, 14, 36]), info, h=17, size=8.2, ink=ink, fill=PALE
    )
    y += 72
    pdf.text(
        m,
        y,
        f"발주처 : {buyer}　사업자등록번호 {rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}　{rng.choice(KO_REG)}시 {rng.choice(['산단로', '공단로', '테크노로', '첨단로'])} {rng.randint(10, 300)}　TEL 031-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
        7.8,
        colour=GREY,
    )
    y += 8
    fixed = [5, 13, 13, 5, 8, 8]
    dyn = [7] * len(dates)
    tail = [11]
    ws = cj.rel(wd, fixed + dyn + tail)
    heads = (
        ["No", "품번", "품명 / 규격", "단위", "단가", "발주수량"]
        + [f"{x.month}/{x.day}" for x in dates]
        + ["금액"]
    )
    al = "cllcrr" + "r" * len(dates) + "r"

    def hdr(y: float) -> float:
        pdf.rect(m + sum(ws[:6]), y, sum(ws[6 : 6 + len(dates)]), 12, fill=PALE, stroke=ink)
        pdf.text(
            m + sum(ws[:6]) + sum(ws[6 : 6 + len(dates)]) / 2,
            y + 9,
            "납 품 일 정 (납기일별 수량)",
            7.8,
            align="c",
            colour=ink,
        )
        return crow(pdf, m, y + 12, ws, heads, al, h=16, size=7.8, fill=PALE, head=True)

    y = hdr(y)
    for i, (it, p, qs, q, a) in enumerate(rows, 1):
        if y + 24 > bottom:
            foot()
            pdf.new_page()
            page[0] += 1
            pdf.text(m, 30, f"발주번호 {po} (계속)", 9, bold=True)
            y = hdr(40)
        pn = f"{rng.choice(['A', 'B', 'K', 'H'])}{rng.randint(10, 99)}-{rng.randint(10000, 99999)}"
        cells = (
            [str(i), pn, f"{it[0]}\n{it[1]}", it[2], w0(p) if stated else "", w0(q)]
            + [w0(Decimal(x)) if x else "-" for x in qs]
            + [w0(a) if stated else ""]
        )
        y = crow(pdf, m, y, ws, cells, al, h=22, size=7.6)
    if y + 90 > bottom:
        foot()
        pdf.new_page()
        page[0] += 1
        y = 40
    y += 8
    if stated:
        tx = m + wd * 0.6
        tw = [wd * 0.2, wd * 0.2]
        layout = rng.random() < 0.5
        if layout:
            for lab, v in [
                ("공급가액", w0(sub)),
                ("부가세 (10%)", w0(vat)),
                (cj.pick(rng, "합계금액|총 발주금액|합 계"), w0(total)),
            ]:
                y = crow(
                    pdf,
                    tx,
                    y,
                    tw,
                    [lab, v],
                    "lr",
                    h=17,
                    size=8.6,
                    fill=PALE if lab.startswith(("합", "총")) else None,
                    bold=lab.startswith(("합", "총")),
                )
        else:
            y = crow(
                pdf,
                m,
                y,
                cj.rel(wd, [1, 1, 1]),
                ["공급가액", "세액", "합계 (VAT 포함)"],
                "ccc",
                h=16,
                size=8.4,
                fill=PALE,
                head=True,
            )
            y = crow(
                pdf,
                m,
                y,
                cj.rel(wd, [1, 1, 1]),
                [w0(sub), w0(vat), f"₩{w0(total)}"],
                "rrr",
                h=18,
                size=9,
            )
        if rng.random() < 0.6:
            pdf.text(m, y + 14, f"일금 {ko_words(total)}원정 (₩{w0(total)})", 9, bold=True)
            y += 18
    else:
        pdf.text(
            m,
            y + 12,
            "※ 단가는 연간 단가합의서에 따르며, 본 발주서에는 수량 및 납기만 표시합니다.",
            8.6,
        )
        y += 16
    y += 16
    for t in [
        "1. 납품 시 거래명세서에 발주번호와 품번을 기재하여 주십시오.",
        "2. 납품일정 변경 시 최소 3일 전까지 구매팀에 통보 바랍니다.",
        "3. 불량품은 전량 반품 처리하며, 발생 비용은 공급사 부담으로 합니다.",
    ][: rng.randint(1, 3)]:
        pdf.text(m, y, t, 8)
        y += 12
    if approval and rng.random() < 0.5:
        pdf.text(m, y + 10, f"{buyer}　구매팀", 9, bold=True)
    foot()
    out = cfinish(pdf, "ko", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_ko_napgi_iljeong_baljuseo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kd)


# --------------------------------------------------------------------------- 6 en film / TV production purchase order (Canada or New Zealand)

FP_W1 = [
    "Northern",
    "Silver",
    "Harbour",
    "Red Cedar",
    "Blue Fjord",
    "Tall Pine",
    "Kowhai",
    "Southern Cross",
    "Ironbark",
    "Maple Leaf",
    "Lantern",
    "Driftwood",
    "Wild Oat",
    "Coastline",
    "Paper Moon",
    "Ember",
]
FP_W2 = ["Pictures", "Films", "Productions", "Media", "Studios", "Screen"]
FP_SHOW = [
    "THE LONG WINTER",
    "SALT AND STONE",
    "NORTH OF NOWHERE",
    "THE LAST FERRY",
    "GHOST RIVER",
    "WHITE CLIFFS",
    "HOLLOW CREEK",
    "THE SURVEYOR",
    "MIDNIGHT TIDE",
    "BORDERLANDS",
    "THE QUIET HOUR",
    "IRON HARBOUR",
]
FP_V1 = [
    "Pacific",
    "Aurora",
    "Summit",
    "Lakeshore",
    "Kiwi",
    "Tui",
    "Cascade",
    "Prairie",
    "Rainforest",
    "Granite",
    "Totara",
    "Kauri",
    "Rideau",
    "Fraser",
    "Waitemata",
    "Laurentian",
]
FP_V2 = [
    "Grip & Lighting",
    "Camera Rentals",
    "Studio Rentals",
    "Props",
    "Picture Vehicles",
    "Set Supply",
    "Lumber",
    "Wardrobe Hire",
    "Catering",
    "Equipment Hire",
    "Generators",
    "Scenic Paint",
]
FP_FORM = {"ca": [" Ltd.", " Inc.", " Limited", " Corp.", ""], "nz": [" Ltd", " Limited", ""]}
FP_DEPT = {
    "Grip & Lighting": (
        "Grip / Electric",
        [
            ("Lighting package – 5-ton truck", "day", 900, 1800),
            ("Genie lift 40'", "week", 700, 1400),
            ("Dolly w/ track 40'", "day", 250, 480),
            ("Expendables (gels, tape, diffusion)", "each", 60, 400),
        ],
    ),
    "Camera Rentals": (
        "Camera",
        [
            ("Camera body package (ARRI Alexa Mini LF)", "week", 4500, 9000),
            ("Prime lens set (7 lenses)", "week", 1500, 3600),
            ("Wireless video kit", "week", 400, 900),
            ("Media cards 1TB", "each", 40, 90),
        ],
    ),
    "Studio Rentals": (
        "Production",
        [
            ("Stage rental – Stage B", "week", 6500, 14000),
            ("Production office space", "week", 800, 1800),
            ("Power / utilities", "week", 300, 900),
        ],
    ),
    "Props": (
        "Props",
        [
            ("Period props – rental", "week", 300, 1400),
            ("Hero prop build", "each", 250, 1800),
            ("Loss & damage deposit", "each", 200, 600),
        ],
    ),
    "Picture Vehicles": (
        "Transport",
        [
            ("Picture car – 1978 pickup", "day", 250, 600),
            ("Driver / wrangler", "day", 350, 520),
            ("Trailer hire", "day", 120, 300),
        ],
    ),
    "Set Supply": (
        "Art / Set Dec",
        [
            ("Set dressing – rental", "week", 400, 2400),
            ("Drapery and soft goods", "each", 80, 450),
            ("Paint and sundries", "each", 40, 300),
        ],
    ),
    "Lumber": (
        "Construction",
        [
            ('Plywood 4x8 3/4"', "sheet", 55, 95),
            ("Lumber 2x4x8'", "piece", 6, 14),
            ("Hardware and fasteners", "each", 80, 600),
        ],
    ),
    "Wardrobe Hire": (
        "Wardrobe",
        [
            ("Costume rental – principal", "week", 150, 700),
            ("Background costumes", "each", 35, 90),
            ("Alterations", "each", 40, 180),
        ],
    ),
    "Catering": (
        "Production",
        [
            ("Breakfast / lunch per head", "each", 18, 34),
            ("Craft service supplies", "day", 150, 450),
            ("Meal trailer", "day", 250, 500),
        ],
    ),
    "Equipment Hire": (
        "Locations",
        [
            ("Heated tent 20x40", "day", 300, 900),
            ("Portable toilets", "day", 60, 150),
            ("Tables and chairs", "day", 80, 250),
        ],
    ),
    "Generators": (
        "Grip / Electric",
        [
            ("Tow generator 125 kVA", "day", 450, 900),
            ("Fuel (diesel)", "litre", 2, 3),
            ("Distro cable package", "week", 400, 1200),
        ],
    ),
    "Scenic Paint": (
        "Construction",
        [
            ("Scenic paint – 5 gal", "each", 110, 260),
            ("Brushes, rollers, sundries", "each", 60, 400),
        ],
    ),
}
FP_CITY = {
    "ca": [
        "Vancouver, BC",
        "Burnaby, BC",
        "Toronto, ON",
        "Mississauga, ON",
        "Calgary, AB",
        "Winnipeg, MB",
        "Halifax, NS",
        "Montréal, QC",
    ],
    "nz": ["Auckland", "Wellington", "Christchurch", "Queenstown", "Hamilton", "Dunedin"],
}
FP_FIRST = [
    "Jess",
    "Connor",
    "Priya",
    "Mateo",
    "Aroha",
    "Liam",
    "Chloé",
    "Tane",
    "Morgan",
    "Sam",
    "Hannah",
    "Wiremu",
    "Dylan",
    "Maya",
    "Owen",
    "Nikita",
]
FP_LAST = [
    "MacLeod",
    "Tremblay",
    "Singh",
    "Ngata",
    "O'Brien",
    "Walker",
    "Chen",
    "Fraser",
    "Parata",
    "Lavoie",
    "Gill",
    "Thompson",
    "Kaur",
    "Murphy",
    "Henare",
    "Nguyen",
]


def _fp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = rng.choice(["ca", "ca", "nz"])
    d = la.Doc(letter if reg == "ca" else A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(32, 46)
    r = d.w - m
    w = r - m
    bottom = d.h - 60
    prodco = f"{rng.choice(FP_W1)} {rng.choice(FP_W2)}{rng.choice(FP_FORM[reg])}"
    show = rng.choice(FP_SHOW)
    kind = rng.choice(list(FP_DEPT))
    sup = f"{rng.choice(FP_V1)} {kind}{rng.choice(FP_FORM[reg])}"
    dept, pool = FP_DEPT[kind]
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, "####|PO-####|#####|@@-PO-####|PO ####"))
    acct = la.digits(rng, la.pick(rng, "##-##|####-##|###.##|## ##"))
    ep = la.digits(rng, la.pick(rng, "Ep. 10#|Block #|Ep. #0#|Series 2 Ep. #"))
    stated = stated_of(rng)
    ds = la.pick(rng, "iso|dmy|usl" if reg == "ca" else "dmy|iso")
    nm = lambda: f"{rng.choice(FP_FIRST)} {rng.choice(FP_LAST)}"  # noqa: E731
    city = rng.choice(FP_CITY[reg])
    gst_no = la.digits(rng, "######### RT0001" if reg == "ca" else "###-###-###")
    start = dt + timedelta(days=rng.randint(2, 20))
    days = rng.randint(3, 40)
    end = start + timedelta(days=days)
    prov = city.split(", ")[-1] if reg == "ca" else ""
    page = [1]

    def pager() -> None:
        d.t(
            r,
            d.h - 26,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.5,
            al="r",
            grey=0.35,
        )
        d.t(
            m,
            d.h - 26,
            la.pick(
                rng,
                "PO must accompany all invoices.|Invoices without a PO number will not be paid.|Please quote PO # on all invoices and delivery slips.",
            ),
            7.2,
            grey=0.35,
        )

    y = 36
    d.t(m, y + 14, f'"{show}"', 17, b=True)
    d.t(m, y + 28, f"{prodco}" + (f"  ·  {ep}" if rng.random() < 0.5 else ""), 9)
    d.t(
        m,
        y + 40,
        f"Production Office: {la.digits(rng, '### ')}{rng.choice(['Industrial Way', 'Railway St', 'Wharf Rd', 'Commercial Dr', 'Studio Lane'])}, {city}",
        8,
        grey=0.3,
    )
    d.box(r - 170, y, 170, 44, fill=0.12)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 11)
    d.c.drawString(r - 164, d.h - y - 15, "PURCHASE ORDER")
    d.c.setFont(d.bold, 14)
    d.c.drawRightString(r - 8, d.h - y - 36, f"# {po}" if not po.startswith("PO") else po)
    d.c.setFillGray(0)
    y += 58
    grid_l = ["Date", "Department", "Account Code", "Set / Episode"]
    grid_v = [
        la.dfmt(dt, ds),
        dept,
        acct,
        ep
        if rng.random() < 0.6
        else la.pick(rng, "Int. Farmhouse|Ext. Harbour|Various|Int. Police Station"),
    ]
    y = d.grid(m, y, [w / 4] * 4, grid_l, grid_v, 8.4, shade=0.88) + 10
    colw = w / 2 - 8
    vl = la.pick(rng, "VENDOR|Vendor / Payee|SUPPLIER|Issued to")
    d.t(m, y + 8, vl, 7.8, b=True, grey=0.35)
    yy = y + 12
    vlines = [
        sup,
        f"{la.digits(rng, '####')} {rng.choice(['Boundary Rd', 'Great South Rd', 'Kingsway', 'Dundas St W', 'Marine Pde'])}",
        city,
        f"Contact: {nm()}  Ph {la.digits(rng, '(###) ###-####' if reg == 'ca' else '0# ### ####')}",
    ]
    if rng.random() < 0.6:
        vlines.append(
            f"{'GST/HST No.' if reg == 'ca' else 'GST No.'} {la.digits(rng, '######### RT0001' if reg == 'ca' else '###-###-###')}"
        )
    for i, s in enumerate(vlines):
        d.t(m, yy + 10 + i * 11.5, s, 10 if i == 0 else 8.4, b=i == 0)
    x2 = m + colw + 16
    d.t(
        x2,
        y + 8,
        la.pick(rng, "RENTAL / DELIVERY|DELIVER TO|Pick-up / Delivery"),
        7.8,
        b=True,
        grey=0.35,
    )
    rows = [
        ("Type", la.pick(rng, "Rental|Purchase|Rental + L&D|Purchase (consumable)")),
        ("From", la.dfmt(start, ds)),
        ("To", la.dfmt(end, ds)),
        (
            "Deliver to",
            la.pick(rng, "Stage B loading door|Unit base|Production office|Construction shop"),
        ),
        ("Requested by", nm()),
    ]
    for i, (k, v) in enumerate(rows):
        d.t(x2, yy + 10 + i * 11.5, k, 8.2, b=True)
        d.t(x2 + 70, yy + 10 + i * 11.5, v, 8.2)
    y = yy + max(len(vlines), len(rows)) * 11.5 + 14
    n = n_lines(rng, [1, 2, 2, 3, 4, 5], [30, 40, 48], 0.12)
    lines = []
    for it in [rng.choice(pool) for _ in range(n)] if n > len(pool) else rng.sample(pool, n):
        q = Decimal(
            rng.choice([1, 1, 2, 3, 4, 10, 20, 40])
            if it[1] in ("each", "sheet", "piece", "litre")
            else rng.choice([1, 2, 3, 5, 6])
        )
        p = Decimal(rng.randint(it[2] * 100, it[3] * 100)) / 100
        lines.append((it, q, p, r2(q * p)))
    ws = [w * x for x in (0.48, 0.1, 0.1, 0.15, 0.17)]
    al = "lrcrr"
    heads = ["Description", "Qty", "Unit", "Rate", "Amount"]
    y = lrow(d, m, y, ws, heads, al, h=16, size=8.2, b=True, fill=0.85)
    for it, q, p, a in lines:
        if y + 16 > bottom:
            pager()
            d.new_page()
            page[0] += 1
            d.t(m, 40, f'"{show}" – Purchase Order {po} (cont.)', 9, b=True)
            y = lrow(d, m, 52, ws, heads, al, h=16, size=8.2, b=True, fill=0.85)
        y = lrow(
            d,
            m,
            y,
            ws,
            [it[0], f"{q:,.0f}", it[1], en(p) if stated else "", en(a) if stated else ""],
            al,
            h=15,
            size=8.2,
            vert=False,
        )
    sub = sum((a for *_, a in lines), ZERO)
    disc = ZERO
    if rng.random() < 0.35 and sub > 500:
        disc = r2(sub * Decimal(rng.choice([10, 15, 20])) / 100)
    net = sub - disc
    taxes = []
    if reg == "nz":
        taxes.append(("GST 15%", r2(net * Decimal("0.15"))))
    elif prov in ("ON", "NS"):
        rt = Decimal(13) if prov == "ON" else Decimal(14)
        taxes.append((f"HST {rt}%", r2(net * rt / 100)))
    else:
        taxes.append(("GST 5%", r2(net * Decimal("0.05"))))
        if prov == "BC" and rng.random() < 0.6:
            taxes.append(("PST 7%", r2(net * Decimal("0.07"))))
        if prov == "MB" and rng.random() < 0.6:
            taxes.append(("RST 7%", r2(net * Decimal("0.07"))))
        if prov == "QC":
            taxes.append(("QST 9.975%", r2(net * Decimal("0.09975"))))
    total = net + sum((t for _, t in taxes), ZERO)
    cur = "CAD" if reg == "ca" else "NZD"
    y += 8
    if y + 120 > bottom:
        pager()
        d.new_page()
        page[0] += 1
        y = 50
    if stated:
        rows = [("Subtotal", en(sub), False)]
        if disc:
            rows.append(
                (
                    la.pick(rng, "Less discount|Less 3-day week discount|Volume discount"),
                    f"-{en(disc)}",
                    False,
                )
            )
        rows += [(k, en(v), False) for k, v in taxes]
        rows.append(
            (la.pick(rng, f"TOTAL {cur}|PO TOTAL|Total ({cur})|TOTAL"), f"${en(total)}", True)
        )
        dep = ZERO
        if rng.random() < 0.3:
            dep = r2(total * Decimal(rng.choice([25, 50])) / 100)
            rows.append((f"Deposit paid (chq #{la.digits(rng, '####')})", f"-{en(dep)}", False))
            rows.append(("Balance owing", en(total - dep), False))
        y2 = d.summary(r - 220, r, y, rows, 8.8)
    else:
        d.t(
            m,
            y + 10,
            "Amount to be confirmed on invoice – rental rates as per vendor quote on file.",
            8.5,
        )
        y2 = y + 20
    yy = y + 12
    for t in [
        f"Payment: {la.pick(rng, 'Net 30|EFT on receipt of invoice|Cheque run every Thursday|Net 15')}",
        f"Production GST/HST: {gst_no}" if reg == "ca" else f"Production GST: {gst_no}",
        "Loss & damage to be reported within 48 hrs of return.",
    ][: rng.randint(1, 3)]:
        d.t(m, yy, t, 7.8)
        yy += 11
    y = max(y2, yy) + 30
    caps = ["Department Head", "Production Manager / UPM", "Production Accountant"]
    sw = (w - 40) / 3
    for k, cap in enumerate(caps):
        d.sign(m + k * (sw + 20), y, sw, cap, 7.4)
    pager()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_en_film_production_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fp)


# --------------------------------------------------------------------------- 7 de-AT / de-CH mountain railway's or tourism firm's order with a left sidebar

BB_PLACE = {
    "at": [
        "Saalbach",
        "Ischgl",
        "Schladming",
        "Obergurgl",
        "Lech",
        "Kaprun",
        "Mayrhofen",
        "Zell am See",
        "Flachau",
        "Serfaus",
        "Nassfeld",
        "Hinterstoder",
    ],
    "ch": [
        "Arosa",
        "Engelberg",
        "Grindelwald",
        "Laax",
        "Adelboden",
        "Davos",
        "Flumserberg",
        "Saas-Fee",
        "Lenzerheide",
        "Andermatt",
        "Braunwald",
        "Elm",
    ],
}
BB_BUY = {
    "at": [
        "{p}er Bergbahnen AG",
        "Bergbahnen {p} GmbH",
        "{p}er Seilbahnen GmbH & Co KG",
        "Tourismusverband {p}",
        "Skiliftgesellschaft {p} GmbH",
    ],
    "ch": [
        "Bergbahnen {p} AG",
        "Sportbahnen {p} AG",
        "Luftseilbahn {p} AG",
        "Genossenschaft Skilift {p}",
        "Tourismus {p} AG",
    ],
}
BB_V1 = [
    "Alpin",
    "Berg",
    "Schnee",
    "Gipfel",
    "Tal",
    "Inn",
    "Rhein",
    "Enns",
    "Salzach",
    "Aare",
    "Linth",
    "Glockner",
    "Karwendel",
    "Säntis",
    "Tödi",
    "Pilatus",
]
BB_V2 = [
    "technik",
    "service",
    "maschinen",
    "hydraulik",
    "elektro",
    "seiltechnik",
    "pistenbau",
    "handel",
    "werkstatt",
]
BB_FORM = {
    "at": [" GmbH", " Ges.m.b.H.", " GmbH & Co KG", " KG", " e.U.", ""],
    "ch": [" AG", " GmbH", " Sàrl", ""],
}
BB_PERSON = [
    "Hofer",
    "Gruber",
    "Huber",
    "Wallner",
    "Egger",
    "Pichler",
    "Moser",
    "Steiner",
    "Brunner",
    "Zürcher",
    "Gisler",
    "Baumann",
    "Kälin",
    "Amstutz",
    "Tschudi",
    "Rainer",
]
BB_ITEMS = [
    ("Förderseil-Rollenbatterie revidiert", "Stk", 1800, 5200),
    ("Rollenbelag Ø 415 mm", "Stk", 48, 95),
    ("Klemmenfeder Sesselbahn", "Stk", 35, 80),
    ("Hydrauliköl HVLP 46, 208 l", "Fass", 580, 980),
    ("Pistenraupen-Kette Gummi/Stahl", "Satz", 8900, 16800),
    ("Schneilanze Ersatzdüse", "Stk", 65, 180),
    ("Frequenzumrichter 90 kW", "Stk", 4200, 9800),
    ("Sicherheitsnetz Pistenrand 50 m", "Rolle", 320, 690),
    ("Seilschmierstoff 20 kg", "Kübel", 190, 360),
    ("Lagerset Umlenkscheibe", "Satz", 1200, 3400),
    ("Funk-Handgerät inkl. Akku", "Stk", 420, 780),
    ("Markierungsstangen orange 2 m", "Stk", 4, 11),
    ("Service Schneeerzeuger (Pauschale)", "Pausch.", 650, 1900),
]


def _bb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = rng.choice(["at", "ch"])
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    sbw = rng.uniform(128, 150)
    m = sbw + 22
    r = d.w - 36
    w = r - m
    bottom = d.h - 56
    place = rng.choice(BB_PLACE[reg])
    buyer = rng.choice(BB_BUY[reg]).format(p=place)
    sup = f"{rng.choice(BB_V1)}{rng.choice(BB_V2)}{rng.choice(BB_FORM[reg])}"
    if rng.random() < 0.3:
        sup = f"{rng.choice(BB_PERSON)} {rng.choice(['Seilbahntechnik', 'Landtechnik', 'Elektrotechnik', 'Maschinenbau'])}{rng.choice(BB_FORM[reg])}"
    dt = la.day(rng)
    yy = f"{dt:%y}"
    po = la.digits(
        rng, la.pick(rng, "B-2#-####|45#######|BE####|#####/2#|BST-####").replace("2#", yy)
    )
    kst = la.digits(rng, la.pick(rng, "KST ###|####|Anlage ##"))
    angebot = la.digits(rng, la.pick(rng, "AN-2#-####|######|Off. #####").replace("2#", yy))
    kd = la.digits(rng, "#####")
    stated = stated_of(rng)
    fm = eu if reg == "at" else ch
    cur = "EUR" if reg == "at" else "CHF"
    tint = rng.choice([(0.12, 0.28, 0.45), (0.55, 0.1, 0.12), (0.15, 0.35, 0.25), (0.3, 0.3, 0.32)])
    anlage = (
        rng.choice(
            [
                "6er-Sesselbahn",
                "8er-Kabinenbahn",
                "Schlepplift",
                "Beschneiungsanlage",
                "Pendelbahn",
                "Werkstatt Tal",
            ]
        )
        + " "
        + rng.choice(["Hochalm", "Gipfel", "Sonnleiten", "Talstation", "Mittelstation", "Nordhang"])
    )
    page = [1]
    person = f"{la.pick(rng, 'Thomas|Andrea|Stefan|Martina|Lukas|Sandra|Reto|Urs|Corinne|Florian')} {rng.choice(BB_PERSON)}"

    def sidebar() -> None:
        rgb_fill(d, 0, 0, sbw, d.h, Color(*tint))
        d.c.setFillColorRGB(1, 1, 1)
        yy = 50
        for i, s in enumerate(buyer.split(" ", 1) if len(buyer) > 18 else [buyer]):
            d.c.setFont(d.bold, 12)
            d.c.drawString(16, d.h - yy - i * 15, s)
        yy += 40
        blocks = [
            (
                "Adresse",
                [
                    f"{rng_street} {rng_no}",
                    f"{'A-' if reg == 'at' and rng_pref else ''}{plz} {place}",
                ],
            ),
            ("Kontakt", [f"Tel. {tel}", f"einkauf@{mail}"]),
            ("Bestellung", [f"Nr. {po}", la.dfmt(dt, "dot")])
            if side_po
            else ("Datum", [la.dfmt(dt, "dot")]),
            ("Kostenstelle", [kst, anlage]),
            ("Ihr Angebot", [angebot]),
            ("Sachbearbeitung", [person]),
            ("Steuer-Nr." if reg == "at" else "UID", [uid]),
        ]
        for lab, vals in blocks:
            d.c.setFont(d.bold, 7)
            d.c.setFillColorRGB(0.85, 0.85, 0.85)
            d.c.drawString(16, d.h - yy, lab.upper())
            d.c.setFillColorRGB(1, 1, 1)
            d.c.setFont(d.reg, 8)
            for k, v in enumerate(vals):
                d.c.drawString(16, d.h - yy - 11 - k * 10, la.fit(v, d.reg, 8, sbw - 22))
            yy += 16 + 10 * len(vals)
        d.c.setFont(d.reg, 6.6)
        d.c.setFillColorRGB(0.85, 0.85, 0.85)
        for k, s in enumerate(bankl):
            d.c.drawString(16, 60 - k * 9, s)
        d.c.drawString(16, 24, f"Seite {page[0]} / {of}" if of else f"Seite {page[0]}")
        d.c.setFillGray(0)

    rng_street = rng.choice(
        ["Dorfstrasse", "Talstation", "Bergstrasse", "Bahnhofstrasse", "Liftweg", "Gipfelweg"]
    )
    rng_no = rng.randint(1, 60)
    rng_pref = rng.random() < 0.4
    plz = rng.randint(5500, 6999) if reg == "at" else rng.randint(3700, 7999)
    tel = la.digits(rng, "+43 65## ####" if reg == "at" else "+41 81 ### ## ##")
    mail = place.lower().replace(" ", "").replace("ü", "ue").replace("ö", "oe").replace(
        "ä", "ae"
    ) + ("-bergbahnen.at" if reg == "at" else "bahnen.ch")
    uid = la.digits(rng, "ATU########" if reg == "at" else "CHE-###.###.### MWST")
    side_po = rng.random() < 0.6
    bankl = [
        f"IBAN {'AT' if reg == 'at' else 'CH'}{la.digits(rng, '## #### #### #### ####')}",
        la.digits(rng, "FN ######@" if reg == "at" else "CH-###.#.###.###-#"),
    ]
    sidebar()
    y = 56
    d.t(m, y, f"{buyer} · {rng_street} {rng_no} · {plz} {place}", 6.6, grey=0.4)
    y += 10
    lab = la.pick(rng, "|Lieferant:|An||Firma")
    if lab:
        d.t(m, y + 9, lab, 8, grey=0.35)
        y += 12
    vrows = [
        sup,
        f"{rng.choice(['Industriestrasse', 'Gewerbepark', 'Werkstrasse', 'Innstrasse', 'Hauptstrasse'])} {rng.randint(1, 90)}",
        f"{rng.randint(1000, 9999)} {rng.choice(['Innsbruck', 'Salzburg', 'Wörgl', 'Schwaz', 'Graz', 'Chur', 'Sargans', 'Thun', 'Altdorf', 'Landquart'])}",
    ]
    if rng.random() < 0.4:
        vrows.insert(1, f"z. Hd. {la.pick(rng, 'Herrn|Frau')} {rng.choice(BB_PERSON)}")
    for i, s in enumerate(vrows):
        d.t(m, y + 10 + i * 12, s, 10 if i == 0 else 9, b=i == 0)
    y += 12 * len(vrows) + 34
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung / Auftrag|Auftrag")
    d.t(
        m,
        y,
        f"{title} {'Nr. ' + po if rng.random() < 0.6 or not side_po else ''}".strip(),
        15,
        b=True,
    )
    d.t(
        r,
        y,
        f"{place}, {la.dfmt(dt, 'long_de') if rng.random() < 0.4 else la.dfmt(dt, 'dot')}",
        9,
        al="r",
    )
    y += 14
    d.t(
        m,
        y + 8,
        f"Anlage / Objekt: {anlage}   ·   Ihre Kundennummer bei uns: {kd}"
        if rng.random() < 0.5
        else f"Betrifft: {anlage}",
        8.4,
    )
    y += 18
    if rng.random() < 0.5:
        y = (
            wrapped(
                d,
                m,
                y,
                la.pick(
                    rng,
                    "Sehr geehrte Damen und Herren, aufgrund Ihres Angebotes bestellen wir zu den nachstehenden Bedingungen:|Guten Tag, wir bestellen wie folgt und bitten um Auftragsbestätigung innert 5 Tagen:|Wir bestellen gemäss Ihrem Angebot und unseren Einkaufsbedingungen:",
                ),
                8.8,
                w,
            )
            + 6
        )
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7], [34, 42, 50], 0.13)
    pos_step = rng.choice([1, 1, 10])
    lines = lines_of(rng, BB_ITEMS, n, [1, 2, 2, 4, 5, 10, 20, 50])
    ws = [w * x for x in (0.07, 0.47, 0.1, 0.1, 0.13, 0.13)]
    al = "llrlrr"
    heads = ["Pos.", "Bezeichnung", "Menge", "Einh.", "Preis", "Betrag"]
    if rng.random() < 0.5:
        heads = ["Pos", "Artikel / Leistung", "Anz.", "ME", f"EP {cur}", f"GP {cur}"]
    y = lrow(d, m, y, ws, heads, al, h=15, size=8.2, b=True, fill=0.88, vert=False)
    for i, (it, q, p, a) in enumerate(lines, 1):
        if y + 15 > bottom:
            d.new_page()
            page[0] += 1
            sidebar()
            d.t(m, 50, f"{title} {po} – Fortsetzung", 9, b=True)
            y = lrow(d, m, 60, ws, heads, al, h=15, size=8.2, b=True, fill=0.88, vert=False)
        y = lrow(
            d,
            m,
            y,
            ws,
            [
                str(i * pos_step),
                it[0],
                f"{q:,.0f}",
                it[1],
                fm(p) if stated else "",
                fm(a) if stated else "",
            ],
            al,
            h=14,
            size=8.2,
            vert=False,
        )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([2, 3, 5, 8])) / 100) if rng.random() < 0.3 else ZERO
    fr = Decimal(rng.choice([45, 60, 85, 120, 150])) if rng.random() < 0.4 else ZERO
    net = sub - disc + fr
    rate = Decimal(20) if reg == "at" else Decimal("8.1")
    vat = r2(net * rate / 100)
    total = net + vat
    rnd = ZERO
    if reg == "ch":
        rnd = rappen(total) - total
        total = rappen(total)
    y += 8
    if y + 110 > bottom:
        d.new_page()
        page[0] += 1
        sidebar()
        y = 60
    if stated:
        rows = [
            (
                "Zwischensumme"
                if (disc or fr)
                else ("Summe netto" if reg == "at" else "Total exkl. MWST"),
                fm(sub),
                False,
            )
        ]
        if disc:
            rows.append((la.pick(rng, "Rabatt|Saisonrabatt|Projektrabatt"), f"-{fm(disc)}", False))
        if fr:
            rows.append(
                (
                    la.pick(rng, "Fracht / Zustellung|Transport Bergstation|Versandkosten"),
                    fm(fr),
                    False,
                )
            )
        if disc or fr:
            rows.append(("Summe netto" if reg == "at" else "Total exkl. MWST", fm(net), False))
        rows.append(
            (
                f"{'USt' if reg == 'at' else 'MWST'} {str(rate).replace('.', ',') if reg == 'at' else rate} %",
                fm(vat),
                False,
            )
        )
        if rnd:
            rows.append(("Rundung", fm(rnd), False))
        rows.append(
            (
                la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Total inkl. MWST|Endbetrag")
                + f" {cur}",
                fm(total),
                True,
            )
        )
        y = d.summary(r - 230, r, y, rows, 8.8, box_last=rng.random() < 0.5)
    else:
        y = (
            wrapped(
                d,
                m,
                y + 4,
                "Preise gemäss Rahmenvereinbarung Wintersaison; Abrechnung nach Aufwand.",
                8.6,
                w,
            )
            + 4
        )
    y += 10
    for t in [
        f"Liefertermin: {la.dfmt(dt + timedelta(days=rng.randint(10, 60)), 'dot')}, {la.pick(rng, 'frei Talstation|frei Bergstation (Materialseilbahn)|Anlieferung Werkstatt, Mo–Fr 7–16 Uhr')}",
        f"Zahlung: {la.pick(rng, '30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto|nach Abnahme 30 Tage')}",
        "Bitte Bestellnummer auf Lieferschein und Rechnung angeben.",
    ][: rng.randint(2, 3)]:
        y = wrapped(d, m, y, t, 8.2, w)
    y += 26
    d.t(
        m,
        y,
        la.pick(rng, "Mit freundlichen Grüßen|Freundliche Grüße")
        if reg == "at"
        else la.pick(rng, "Freundliche Grüsse|Mit freundlichen Grüssen"),
        8.8,
    )
    d.t(m, y + 26, person, 8.8)
    d.t(
        m,
        y + 37,
        la.pick(rng, "Technischer Leiter|Einkauf|Betriebsleiter|Leitung Werkstatt"),
        7.8,
        grey=0.35,
    )
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_de_bergbahn_bestellung_seitenleiste(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bb)


# --------------------------------------------------------------------------- 8 fr-CH / fr-BE order with a four-cell party band across the page

FQ_PLACE = {
    "ch": [
        "Lausanne",
        "Yverdon-les-Bains",
        "Sion",
        "Martigny",
        "Neuchâtel",
        "La Chaux-de-Fonds",
        "Fribourg",
        "Bulle",
        "Delémont",
        "Nyon",
        "Morges",
        "Vevey",
    ],
    "be": [
        "Namur",
        "Liège",
        "Charleroi",
        "Mons",
        "Wavre",
        "Arlon",
        "Tournai",
        "Nivelles",
        "Ottignies",
        "Huy",
        "Dinant",
        "Verviers",
    ],
}
FQ_BUY = {
    "ch": [
        "Commune de {p}",
        "EMS Les {x}",
        "Fondation Les {x}",
        "Association {x} – {p}",
        "Service des écoles de {p}",
    ],
    "be": [
        "Commune de {p}",
        "CPAS de {p}",
        "Athénée royal de {p}",
        "ASBL Les {x}",
        "Intercommunale {x}",
    ],
}
FQ_X = [
    "Tilleuls",
    "Glycines",
    "Peupliers",
    "Érables",
    "Charmilles",
    "Jonquilles",
    "Platanes",
    "Lilas",
    "Marronniers",
    "Sources",
]
FQ_V1 = [
    "Bureau",
    "Papeterie",
    "Quincaillerie",
    "Électricité",
    "Sanitaire",
    "Nettoyage",
    "Informatique",
    "Jardins",
    "Mobilier",
    "Peinture",
]
FQ_V2 = [
    "Dubois",
    "Favre",
    "Rochat",
    "Perret",
    "Monnier",
    "Lambert",
    "Jacquet",
    "Gilliéron",
    "Renard",
    "Collignon",
    "Marchal",
    "Delvaux",
    "Pittet",
    "Chappuis",
    "Mathieu",
    "Leroy",
]
FQ_FORM = {"ch": [" SA", " Sàrl", " & Fils SA", ""], "be": [" SA", " SRL", " SPRL", " SC", ""]}
FQ_ITEMS = [
    ("Papier A4 blanc 80 g, carton de 5 rames", "ctn", 22, 38),
    ("Classeurs fédéraux dos 8 cm", "pce", 2.5, 5.5),
    ("Cartouche toner noir", "pce", 65, 160),
    ("Ampoules LED E27 9 W", "pce", 3.5, 9),
    ("Produit nettoyant sols 10 l", "bidon", 28, 55),
    ("Sacs poubelle 110 l (rouleau)", "rlx", 6, 14),
    ("Chaise visiteur empilable", "pce", 85, 190),
    ("Table pliante 180×75", "pce", 120, 260),
    ("Terreau universel 50 l", "sac", 9, 18),
    ("Peinture murale blanche 15 l", "seau", 75, 140),
    ("Écran 27 pouces", "pce", 190, 360),
    ("Intervention technicien (heure)", "h", 85, 125),
    ("Désinfectant mains 5 l", "bidon", 24, 48),
    ("Gants nitrile (boîte de 100)", "bte", 6, 12),
]


def _fq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = rng.choice(["ch", "be"])
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(30, 42)
    r = d.w - m
    w = r - m
    bottom = d.h - 54
    place = rng.choice(FQ_PLACE[reg])
    buyer = rng.choice(FQ_BUY[reg]).format(p=place, x=rng.choice(FQ_X))
    v1, v2 = rng.choice(FQ_V1), rng.choice(FQ_V2)
    sup = la.pick(rng, "{a} {b}{f}|{b} {a}{f}|{b}{f}").format(
        a=v1, b=v2, f=rng.choice(FQ_FORM[reg])
    )
    dt = la.day(rng)
    yy = f"{dt:%y}"
    po = la.digits(
        rng, la.pick(rng, "BC-2#-####|2#/####|C######|####-2#|BC ####").replace("2#", yy)
    )
    eng = la.digits(rng, la.pick(rng, "ENG/2#/#####|E-######").replace("2#", yy))
    budget = la.digits(rng, "###/###-##" if reg == "be" else "####.####.##")
    devis = la.digits(rng, la.pick(rng, "D-####|Offre ######|####/2#").replace("2#", yy))
    stated = stated_of(rng)
    fm = ch if reg == "ch" else eu
    cur = "CHF" if reg == "ch" else "EUR"
    nm = f"{la.pick(rng, 'Claire|Julien|Sophie|Nicolas|Céline|Laurent|Nathalie|Yves|Delphine|Pascal')} {rng.choice(FQ_V2)}"
    page = [1]
    col = rng.choice([0.82, 0.88, 0.92])

    def foot() -> None:
        d.t(
            r, d.h - 24, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7.4, al="r", grey=0.35
        )
        d.t(
            m,
            d.h - 24,
            f"{buyer} – {la.pick(rng, 'Service des finances|Économat|Secrétariat communal|Direction')}",
            7.2,
            grey=0.35,
        )

    y = 34
    d.t(m, y + 14, la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE|Commande"), 18, b=True)
    d.t(r, y + 14, buyer, 10, b=True, al="r")
    y += 28
    cols4 = [
        "Émetteur",
        la.pick(rng, "Fournisseur|Fournisseur / Destinataire|À l'attention de|Adressé à"),
        la.pick(rng, "Livrer à|Lieu de livraison|Livraison"),
        "Commande",
    ]
    order = rng.choice([[0, 1, 2, 3], [1, 0, 2, 3], [3, 1, 0, 2], [1, 2, 3, 0]])
    cwid = w / 4
    contents = {
        0: [
            buyer,
            f"Rue {rng.choice(['du Collège', 'de la Gare', 'Haute', 'du Château', 'des Écoles'])} {rng.randint(1, 40)}",
            f"{rng.randint(1000, 2999) if reg == 'ch' else rng.randint(1300, 7999)} {place}",
            f"Contact : {nm}",
        ],
        1: [
            sup,
            f"{rng.choice(['Route', 'Chemin', 'Avenue', 'Rue'])} {rng.choice(['des Artisans', 'Industrielle', 'du Lac', 'de Namur', 'de France', 'du Jura'])} {rng.randint(1, 120)}",
            f"{rng.randint(1000, 2999) if reg == 'ch' else rng.randint(1300, 7999)} {rng.choice(FQ_PLACE[reg])}",
            la.digits(rng, "CHE-###.###.### TVA" if reg == "ch" else "BE 0###.###.###"),
        ],
        2: [
            la.pick(
                rng,
                "Bâtiment administratif|École primaire|Salle communale|Dépôt des travaux|Réfectoire",
            ),
            f"Rue {rng.choice(['des Sports', 'du Marché', 'de l’Église', 'Neuve'])} {rng.randint(1, 30)}",
            place,
            f"Horaire : {la.pick(rng, '7h30–11h30|8h–12h / 13h30–16h|sur rendez-vous')}",
        ],
        3: [
            f"N° {po}",
            f"Date : {la.dfmt(dt, 'dot' if reg == 'ch' else 'dmy')}",
            f"{'Engagement' if reg == 'be' else 'Compte'} : {eng if reg == 'be' else budget}",
            f"V/offre : {devis}",
        ],
    }
    hh = 62
    for k, idx in enumerate(order):
        x = m + k * cwid
        d.box(x, y, cwid, 14, fill=col)
        d.t(x + 4, y + 10, cols4[idx], 7.6, b=True)
        d.box(x, y + 14, cwid, hh)
        for i, s in enumerate(contents[idx]):
            size = 8.8 if i == 0 else 7.8
            while d.width(s, size, i == 0) > cwid - 8:
                size -= 0.2
            d.t(x + 4, y + 26 + i * 11.5, s, size, b=i == 0)
    y += 14 + hh + 12
    if reg == "be":
        d.t(
            m,
            y + 4,
            f"Article budgétaire : {budget}   ·   Délibération du Collège du {la.dfmt(dt - timedelta(days=rng.randint(5, 30)), 'dmy')}",
            7.8,
            grey=0.3,
        )
        y += 12
    d.t(
        m,
        y + 4,
        f"Objet : {la.pick(rng, 'Fournitures de bureau|Matériel d’entretien|Mobilier scolaire|Petit matériel électrique|Aménagement des espaces verts|Matériel informatique')}",
        9,
        b=True,
    )
    y += 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 8], [34, 42, 50], 0.13)
    lines = lines_of(rng, FQ_ITEMS, n, [1, 2, 3, 4, 5, 6, 10, 12, 20])
    rates = [Decimal("8.1")] if reg == "ch" else [Decimal(21)]
    ws = [w * x for x in (0.12, 0.44, 0.08, 0.08, 0.13, 0.15)]
    al = "llrlrr"
    heads = ["Réf.", "Désignation", "Qté", "Unité", "P.U.", "Montant"]
    y = lrow(d, m, y, ws, heads, al, h=16, size=8.2, b=True, fill=col)
    for it, q, p, a in lines:
        if y + 15 > bottom:
            foot()
            d.new_page()
            page[0] += 1
            d.t(m, 40, f"Bon de commande N° {po} (suite)", 9, b=True)
            y = lrow(d, m, 52, ws, heads, al, h=16, size=8.2, b=True, fill=col)
        y = lrow(
            d,
            m,
            y,
            ws,
            [
                la.digits(rng, "@##-###"),
                it[0],
                f"{q:,.0f}",
                it[1],
                fm(p) if stated else "",
                fm(a) if stated else "",
            ],
            al,
            h=14,
            size=8.1,
        )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([3, 5, 10])) / 100) if rng.random() < 0.35 else ZERO
    net = sub - disc
    vat = r2(net * rates[0] / 100)
    total = net + vat
    rnd = ZERO
    if reg == "ch" and rng.random() < 0.7:
        rnd = rappen(total) - total
        total = rappen(total)
    y += 10
    if y + 80 > bottom:
        foot()
        d.new_page()
        page[0] += 1
        y = 50
    if stated:
        tva = f"TVA {str(rates[0]).replace('.', ',')} %"
        labs = ["Total HT" if reg == "be" else "Montant hors TVA"]
        vals = [fm(sub)]
        if disc:
            labs.append(la.pick(rng, "Rabais|Remise|Escompte"))
            vals.append(f"-{fm(disc)}")
        labs.append(tva)
        vals.append(fm(vat))
        if rnd:
            labs.append("Arrondi")
            vals.append(fm(rnd))
        labs.append(la.pick(rng, "TOTAL TTC|Total TVAC|Total à payer|Montant total") + f" {cur}")
        vals.append(fm(total))
        k = len(labs)
        sw = [w / k] * k
        if rng.random() < 0.5:
            for i in range(k):
                d.box(m + i * w / k, y, w / k, 14, fill=col)
                d.t(m + i * w / k + w / k / 2, y + 10, labs[i], 7.6, b=True, al="c")
                d.box(m + i * w / k, y + 14, w / k, 18, fill=0.75 if i == k - 1 else None)
                d.t(
                    m + (i + 1) * w / k - 5,
                    y + 27,
                    vals[i],
                    9.5 if i == k - 1 else 8.6,
                    b=i == k - 1,
                    al="r",
                )
            y += 40
        else:
            del sw
            y = d.summary(
                r - 220,
                r,
                y,
                [(a, b, i == k - 1) for i, (a, b) in enumerate(zip(labs, vals))],
                8.8,
                boxed=rng.random() < 0.4,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon votre offre ; la facture fera foi après réception et contrôle de la marchandise.",
            8.4,
            w,
        )
    y += 14
    conds = [
        "Le numéro de commande doit figurer sur le bulletin de livraison et sur la facture.",
        f"Facture à adresser à : {buyer}, {la.pick(rng, 'Service des finances|Comptabilité|Administration')}"
        + (", en format QR-facture." if reg == "ch" else ", via Mercurius / Hermes (Peppol)."),
        f"Délai de livraison : {la.dfmt(dt + timedelta(days=rng.randint(7, 45)), 'dot' if reg == 'ch' else 'dmy')}.",
    ]
    for t in conds[: rng.randint(1, 3)]:
        y = wrapped(d, m, y, t, 7.8, w, grey=0.25)
    y += 28
    caps = [
        "Le/La responsable du service",
        "Visa finances",
        "Le Syndic" if reg == "ch" else "Le Bourgmestre",
    ]
    if not buyer.startswith("Commune"):
        caps[2] = "La Direction"
    sw = (w - 40) / 3
    for k, cap in enumerate(caps):
        d.sign(m + k * (sw + 20), y, sw, cap, 7.4)
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_fr_ch_be_commande_bandeau_quatre_cases(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fq)


# --------------------------------------------------------------------------- 9 it builder's supply order for a public-works site (CIG / CUP, reverse charge)

IC_CITY = [
    "Bergamo",
    "Brescia",
    "Verona",
    "Padova",
    "Treviso",
    "Modena",
    "Parma",
    "Lucca",
    "Perugia",
    "Ancona",
    "Pescara",
    "Lecce",
    "Bari",
    "Cuneo",
    "Novara",
    "Trento",
]
IC_B1 = ["Edil", "Costruzioni", "Impresa", "Cantieri", "Strade"]
IC_B2 = [
    "Rossi",
    "Bianchi",
    "Ferrari",
    "Colombo",
    "Ricci",
    "Marino",
    "Bonetti",
    "Galli",
    "Conti",
    "De Luca",
    "Mancini",
    "Lombardi",
    "Moretti",
    "Barbieri",
    "Fontana",
    "Santoro",
]
IC_BUY = [
    "{a} {b} S.p.A.",
    "{b} {a} S.r.l.",
    "Impresa {b} & C. S.n.c.",
    "{a}{c} S.r.l.",
    "Consorzio Stabile {c}",
]
IC_SUP_PAT = [
    "{b} Calcestruzzi S.r.l.",
    "{c} Inerti S.p.A.",
    "Ferro{c} S.r.l.",
    "{b} Laterizi S.r.l.",
    "Noleggi {b} S.r.l.",
    "{c} Prefabbricati S.p.A.",
    "Magazzini Edili {b}",
    "{b} Scavi e Movimento Terra S.n.c.",
    "{c} Asfalti",
    "Carpenteria {b} di {n}",
]
IC_C = ["Alpi", "Padana", "Adriatica", "Tirrena", "Euro", "Nord", "Centro", "Valle", "Colle", "Sud"]
IC_NAMES = ["Giulio", "Franco", "Mauro", "Paolo", "Sergio", "Aldo", "Renzo", "Bruno"]
IC_QTY = {
    "m³": [6, 8, 12, 18, 24, 36, 48, 80, 120, 240],
    "kg": [850, 1200, 2400, 3600, 5000, 8000, 12500, 18000],
    "t": [20, 35, 60, 90, 150, 240, 400],
    "m": [12, 24, 48, 60, 96, 150, 300, 600],
    "cad": [4, 6, 10, 12, 20, 40, 200, 500, 1200],
    "ora": [4, 8, 16, 24, 40, 60, 80],
}
IC_ITEMS = [
    ("Calcestruzzo C25/30 XC2 S4", "m³", "10", 88, 125),
    ("Calcestruzzo C30/37 XC3 S5 pompato", "m³", "10", 98, 140),
    ("Acciaio B450C in barre Ø 12–26", "kg", "10", 0.75, 1.15),
    ("Rete elettrosaldata Ø 8 20×20", "kg", "10", 0.85, 1.3),
    ("Misto granulare stabilizzato", "t", "10", 9, 16),
    ("Conglomerato bituminoso binder", "t", "10", 58, 85),
    ("Tubo PVC SN8 Ø 315", "m", "22", 18, 32),
    ("Pozzetto prefabbricato 100×100", "cad", "22", 180, 320),
    ("Noleggio escavatore 21 t con operatore", "ora", "22", 65, 95),
    ("Noleggio autogru 50 t", "ora", "22", 110, 170),
    ("Blocchi in laterizio 30×25×19", "cad", "10", 0.9, 1.6),
    ("Cordolo in cls 12/15×25", "m", "22", 7, 13),
]


def _ic(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(30, 44)
    r = d.w - m
    w = r - m
    bottom = d.h - 56
    city = rng.choice(IC_CITY)
    buyer = rng.choice(IC_BUY).format(a=rng.choice(IC_B1), b=rng.choice(IC_B2), c=rng.choice(IC_C))
    sup = rng.choice(IC_SUP_PAT).format(
        b=rng.choice(IC_B2), c=rng.choice(IC_C), n=rng.choice(IC_NAMES) + " " + rng.choice(IC_B2)
    )
    dt = la.day(rng)
    yy = f"{dt:%y}"
    po = la.digits(
        rng, la.pick(rng, "OF-2#/###|###/2#|2#-ODA-####|ORD ####|C##/####").replace("2#", yy)
    )
    cig = la.digits(rng, "##########").upper()
    cig = "".join(ch if rng.random() < 0.7 else rng.choice("ABCDEF") for ch in cig)
    cup = la.digits(rng, "@##@2#######".replace("2#", yy))
    prev = la.digits(rng, la.pick(rng, "####/2#|PR-###|Off. n. ####").replace("2#", yy))
    contr = la.digits(rng, la.pick(rng, "Rep. n. ####|Contratto n. ###/2#").replace("2#", yy))
    stated = stated_of(rng)
    reverse = rng.random() < 0.3
    works = la.pick(
        rng,
        "Lavori di riqualificazione della scuola primaria|Realizzazione della rotatoria sulla SP ##|Ampliamento del cimitero comunale|Rifacimento della rete fognaria di via Roma|Costruzione della nuova palestra comunale|Messa in sicurezza del ponte sul torrente",
    )
    works = la.digits(rng, works)
    page = [1]
    eur_pre = rng.random() < 0.5

    def money(v: Decimal) -> str:
        return f"€ {eu(v)}" if eur_pre else eu(v)

    def foot() -> None:
        d.t(
            m,
            d.h - 28,
            f"{buyer} – Cap. soc. € {la.pick(rng, '100.000,00|500.000,00|1.200.000,00 i.v.|50.000,00 i.v.')} – P.IVA {la.digits(rng, '0##########')} – REA {city[:2].upper()}-{la.digits(rng, '######')}",
            6.8,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 18,
            f"Pag. {page[0]} di {of}" if of else f"Pag. {page[0]}",
            7.2,
            al="r",
            grey=0.35,
        )

    y = 34
    d.t(m, y + 14, buyer, 15, b=True)
    d.t(
        m,
        y + 27,
        f"Via {rng.choice(['dell’Industria', 'Roma', 'dei Mille', 'Garibaldi', 'Artigiani'])} {rng.randint(1, 120)} – {la.digits(rng, '2####')} {city} – tel. {la.digits(rng, '0## #######')}",
        7.8,
        grey=0.3,
    )
    if rng.random() < 0.6:
        d.t(
            m,
            y + 37,
            f"Attestazione SOA {la.pick(rng, 'OG1 cl. IV|OG3 cl. V|OG1 cl. III-bis, OS21 cl. II')} – certificata ISO 9001",
            7.2,
            grey=0.4,
        )
    y += 50
    # left stacked boxes, right order box
    lw_ = w * 0.64
    bx = m + lw_ + 10
    bw = r - bx
    stack = [
        (
            la.pick(rng, "Fornitore|Spett.le|Destinatario"),
            [
                sup,
                f"Via {rng.choice(['Provinciale', 'delle Cave', 'Nazionale', 'Emilia', 'Padana Superiore'])} {rng.randint(1, 300)}",
                f"{la.digits(rng, '2####')} {rng.choice(IC_CITY)}",
                f"P.IVA {la.digits(rng, '0##########')}",
            ],
        ),
        (
            "Cantiere",
            [
                works,
                f"{la.pick(rng, 'Comune di|Provincia di')} {rng.choice(IC_CITY)}",
                f"CUP {cup} – CIG {cig}",
            ],
        ),
        (
            "Dir. cantiere",
            [
                f"Geom. {la.pick(rng, 'Marco|Luca|Andrea|Stefano|Davide|Matteo')} {rng.choice(IC_B2)} – cell. {la.digits(rng, '3## #######')}"
            ],
        ),
    ]
    yy = y
    for lab, rows in stack:
        h = 14 + 11 * len(rows)
        d.box(m, yy, lw_, h)
        d.t(m + 4, yy + 10, lab, 7.4, b=True, grey=0.35)
        for i, s in enumerate(rows):
            d.t(
                m + 100,
                yy + 10 + i * 11,
                s,
                9.4 if (i == 0 and lab != "Cantiere" and lab != "Dir. cantiere") else 8.2,
                b=i == 0 and rows[0] == sup,
            )
        yy += h
    d.box(bx, y, bw, yy - y, fill=0.92)
    ty = y + 16
    title = la.pick(
        rng, "ORDINE DI FORNITURA|ORDINE D'ACQUISTO|ORDINE|ORDINE DI NOLEGGIO E FORNITURA"
    )
    d.t(bx + bw / 2, ty, title, 9.2, b=True, al="c")
    ty += 22
    d.t(bx + bw / 2, ty, f"N. {po}", 13, b=True, al="c")
    ty += 16
    for k, v in [
        ("Data", la.dfmt(dt, "dmy")),
        ("Vs. preventivo", prev),
        ("Contratto d'appalto", contr),
    ][: rng.randint(2, 3)]:
        d.t(bx + 6, ty, k, 7.6, b=True)
        d.t(bx + bw - 6, ty, v, 7.6, al="r")
        ty += 11
    y = yy + 12
    n = n_lines(rng, [1, 2, 3, 4, 5, 6], [30, 38, 46], 0.12)
    lines = []
    for it, _, p, _ in lines_of(rng, IC_ITEMS, n, [1]):
        q = Decimal(rng.choice(IC_QTY[it[1]]))
        lines.append((it, q, p, r2(q * p)))
    ws = [w * x for x in (0.05, 0.47, 0.08, 0.1, 0.12, 0.06, 0.12)]
    al = "llcrrcr"
    heads = ["N.", "Descrizione", "U.M.", "Quantità", "Prezzo unit.", "IVA", "Importo"]
    y = lrow(d, m, y, ws, heads, al, h=16, size=8, b=True, fill=0.85)
    for i, (it, q, p, a) in enumerate(lines, 1):
        if y + 15 > bottom:
            foot()
            d.new_page()
            page[0] += 1
            d.t(m, 40, f"Ordine n. {po} – segue", 9, b=True)
            y = lrow(d, m, 52, ws, heads, al, h=16, size=8, b=True, fill=0.85)
        y = lrow(
            d,
            m,
            y,
            ws,
            [
                str(i),
                it[0],
                it[1],
                eu(q) if it[1] == "kg" else f"{q:,.0f}".replace(",", "."),
                eu(p) if stated else "",
                "RC" if reverse else f"{it[2]}%",
                eu(a) if stated else "",
            ],
            al,
            h=14,
            size=8,
        )
    net = sum((a for *_, a in lines), ZERO)
    by_rate: dict[str, Decimal] = {}
    for it, _, _, a in lines:
        by_rate[it[2]] = by_rate.get(it[2], ZERO) + a
    vats = [] if reverse else [(k, r2(v * Decimal(k) / 100)) for k, v in sorted(by_rate.items())]
    total = net + sum((v for _, v in vats), ZERO)
    y += 10
    if y + 100 > bottom:
        foot()
        d.new_page()
        page[0] += 1
        y = 50
    if stated:
        rows = [("Imponibile", money(net), False)]
        for k, v in vats:
            rows.append((f"IVA {k}%", money(v), False))
        if reverse:
            rows.append(("IVA", "reverse charge", False))
        rows.append(
            (
                la.pick(rng, "TOTALE ORDINE|Totale ordine|Totale complessivo|TOTALE"),
                money(total),
                True,
            )
        )
        y = d.summary(r - 230, r, y, rows, 8.8, box_last=True)
        if reverse:
            y = wrapped(
                d,
                m,
                y + 4,
                "Operazione soggetta a inversione contabile ai sensi dell'art. 17, comma 6, lett. a), D.P.R. 633/1972: fattura senza IVA.",
                7.6,
                w,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prezzi come da listino concordato; quantità a misura secondo bolle di consegna controfirmate.",
            8.4,
            w,
        )
    y += 10
    conds = [
        f"Consegna: {la.pick(rng, 'franco cantiere|franco cantiere, scarico a vostro carico|ritiro presso vs. sede')}, a partire dal {la.dfmt(dt + timedelta(days=rng.randint(3, 30)), 'dmy')}, previo avviso al direttore tecnico.",
        f"Pagamento: {la.pick(rng, '60 gg d.f.f.m.|90 gg d.f.f.m. con RI.BA.|bonifico 30 gg data fattura')}.",
        "Tracciabilità dei flussi finanziari (L. 136/2010): riportare CIG e CUP su DDT e fatture, conto corrente dedicato.",
        "Il fornitore dichiara di essere in regola con il DURC e di aver preso visione del PSC/POS di cantiere.",
    ]
    for t in conds[: rng.randint(2, 4)]:
        y = wrapped(d, m, y, "• " + t, 7.8, w)
    y += 28
    d.sign(m, y, w * 0.4, f"{buyer} – Ufficio acquisti", 7.4)
    d.sign(r - w * 0.4, y, w * 0.4, "Per accettazione (timbro e firma del fornitore)", 7.4)
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_it_ordine_cantiere_cig_cup(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ic)


# --------------------------------------------------------------------------- 10 pt-PT public body's or charity's nota de encomenda with commitment numbers

PN_PLACE = [
    "Viseu",
    "Guarda",
    "Leiria",
    "Tomar",
    "Évora",
    "Beja",
    "Bragança",
    "Vila Real",
    "Barcelos",
    "Penafiel",
    "Ourém",
    "Loulé",
    "Tavira",
    "Águeda",
    "Fafe",
    "Lamego",
]
PN_BUY = [
    "Município de {p}",
    "Junta de Freguesia de {f}",
    "Santa Casa da Misericórdia de {p}",
    "Associação Humanitária dos Bombeiros Voluntários de {p}",
    "Agrupamento de Escolas de {p}",
    "Centro Social e Paroquial de {f}",
    "Serviços Municipalizados de {p}",
]
PN_FREG = [
    "São Pedro",
    "Santa Maria",
    "Nossa Senhora da Conceição",
    "São João Baptista",
    "Santiago",
    "Sé",
    "São Miguel",
    "Santo António",
]
PN_S1 = [
    "Ferreira",
    "Pinto",
    "Carvalho",
    "Gomes",
    "Lopes",
    "Marques",
    "Sousa",
    "Teixeira",
    "Correia",
    "Mendes",
    "Nunes",
    "Fonseca",
    "Ribeiro",
    "Costa",
    "Moreira",
    "Cardoso",
]
PN_S2 = [
    "& Filhos",
    "& Irmãos",
    "Comércio",
    "Distribuição",
    "Papelaria",
    "Materiais de Construção",
    "Equipamentos",
    "Informática",
    "Higiene",
    "Alimentar",
]
PN_FORM = [", Lda.", ", Lda", ", S.A.", " Unipessoal, Lda.", ", S.A.", ""]
PN_ITEMS = [
    ("Papel fotocópia A4 80 g (resma)", "un", 3.2, 5.5, 23),
    ("Toner preto compatível", "un", 35, 90, 23),
    ("Detergente multiusos 5 L", "un", 6, 14, 23),
    ("Luvas de nitrilo (cx. 100)", "cx", 5, 11, 23),
    ("Arroz agulha 1 kg", "kg", 1.1, 1.9, 6),
    ("Azeite virgem extra 5 L", "un", 28, 45, 6),
    ("Leite meio-gordo UHT 1 L", "un", 0.75, 1.1, 6),
    ("Bacalhau crescido demolhado", "kg", 9, 15, 6),
    ("Refeições escolares (serviço)", "ref", 2.4, 3.6, 13),
    ("Cimento Portland 25 kg", "sc", 4.5, 7.5, 23),
    ("Tinta plástica branca 15 L", "un", 38, 75, 23),
    ("Mangueira de incêndio 45 mm", "un", 85, 160, 23),
    ("Gasóleo rodoviário", "L", 1.45, 1.75, 23),
    ("Fralda adulto tamanho M (pct.)", "pct", 7, 14, 6),
    ("Cadeira de escritório", "un", 65, 180, 23),
]


def _pn(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(32, 46)
    r = d.w - m
    w = r - m
    bottom = d.h - 60
    p = rng.choice(PN_PLACE)
    buyer = rng.choice(PN_BUY).format(p=p, f=rng.choice(PN_FREG))
    public = not buyer.startswith(("Santa Casa", "Associação", "Centro Social"))
    sup = la.pick(rng, "{a} {b}{f}|{a} & {c}{f}|{b} {a}{f}").format(
        a=rng.choice(PN_S1), b=rng.choice(PN_S2), c=rng.choice(PN_S1), f=rng.choice(PN_FORM)
    )
    sup = sup.replace("& & ", "& ")
    dt = la.day(rng)
    yy = f"{dt:%y}"
    po = la.digits(
        rng, la.pick(rng, "NE 2#/####|2#/###|NE-####/2#|####|N.º 2#.###").replace("2#", yy)
    )
    po = po.replace("N.º ", "")
    comp = la.digits(rng, "2#/#####".replace("2#", yy))
    cab = la.digits(rng, "#####")
    proc = la.digits(
        rng, la.pick(rng, "AD ###/2#|CP-##/2#|Consulta prévia n.º ##/2#").replace("2#", yy)
    )
    prop = la.digits(rng, la.pick(rng, "Orç. ####|Proposta ####/2#|#####").replace("2#", yy))
    clas = la.digits(rng, la.pick(rng, "02.01.##|02.02.##|07.01.##.##"))
    stated = stated_of(rng)
    fm = sp if rng.random() < 0.5 else eu
    euro_after = rng.random() < 0.7
    page = [1]

    def money(v: Decimal) -> str:
        return f"{fm(v)} €" if euro_after else f"€ {fm(v)}"

    def foot() -> None:
        d.line(m, d.h - 40, r, d.h - 40, 0.4)
        d.t(
            m,
            d.h - 30,
            f"{buyer} · NIF {la.digits(rng, '50#######')} · {la.pick(rng, 'Praça da República|Largo do Município|Rua Direita|Avenida 25 de Abril')}, {p}",
            6.8,
            grey=0.35,
        )
        d.t(r, d.h - 30, f"Pág. {page[0]}/{of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.35)

    y = 36
    d.box(m, y, 34, 34, fill=0.8, stroke=False)
    d.t(m + 44, y + 12, buyer, 11.5, b=True)
    d.t(
        m + 44,
        y + 25,
        la.pick(
            rng,
            "Divisão de Aprovisionamento e Património|Serviço de Compras|Secretaria|Serviços Administrativos e Financeiros|Tesouraria e Compras",
        ),
        8,
        grey=0.3,
    )
    bw = 170
    d.box(r - bw, y - 4, bw, 46, fill=0.92)
    d.t(
        r - bw + 8,
        y + 10,
        la.pick(rng, "NOTA DE ENCOMENDA|Nota de Encomenda|REQUISIÇÃO / NOTA DE ENCOMENDA"),
        9.4,
        b=True,
    )
    d.t(r - bw + 8, y + 26, f"N.º {po}", 12, b=True)
    d.t(
        r - bw + 8,
        y + 38,
        f"Data: {la.dfmt(dt, 'dmy') if rng.random() < 0.7 else la.dfmt(dt, 'iso')}",
        8,
    )
    y += 58
    ribbon = (
        [
            ("Compromisso n.º", comp),
            ("Cabimento n.º", cab),
            ("Procedimento", proc),
            ("Classif. económica", clas),
        ]
        if public
        else [
            ("Proposta", prop),
            ("Centro de custo", la.pick(rng, "Lar|ERPI|Creche|Centro de Dia|SAD|Quartel")),
            ("Requisição interna", la.digits(rng, "RI ###/2#".replace("2#", yy))),
        ]
    )
    rng.shuffle(ribbon)
    cwid = w / len(ribbon)
    for k, (lab, v) in enumerate(ribbon):
        d.box(m + k * cwid, y, cwid, 13, fill=0.85)
        d.t(m + k * cwid + 4, y + 9.5, lab, 7, b=True)
        d.box(m + k * cwid, y + 13, cwid, 16)
        d.t(m + k * cwid + 4, y + 25, v, 8.4)
    y += 42
    sal = la.pick(rng, "Exmo.(s) Senhor(es)|Exmos. Senhores|Fornecedor|À firma")
    d.t(m, y, sal, 8.4, grey=0.35 if sal == "Fornecedor" else 0)
    srows = [
        sup,
        f"{la.pick(rng, 'Rua|Avenida|Rua')} {la.pick(rng, 'da Liberdade|do Comércio|dos Combatentes|da Indústria, Lote')} {rng.randint(1, 250)}",
        f"{la.digits(rng, '####-###')} {rng.choice(PN_PLACE)}",
        f"NIF {la.digits(rng, '5########')}",
    ]
    for i, s in enumerate(srows):
        d.t(m, y + 14 + i * 11.5, s, 10 if i == 0 else 8.4, b=i == 0)
    dx = m + w * 0.55
    d.t(dx, y, la.pick(rng, "Local de entrega|Entregar em"), 8.4, grey=0.35)
    for i, s in enumerate(
        [
            la.pick(
                rng,
                "Armazém municipal|Cozinha central|Lar de idosos|Quartel sede|Escola Básica n.º #",
            ).replace("#", str(rng.randint(1, 4))),
            f"{la.pick(rng, 'Rua|Travessa|Largo')} {la.pick(rng, 'do Hospital|das Escolas|da Estação|do Mercado')}, {p}",
            f"Contacto: {la.digits(rng, '2## ### ###')}",
        ]
    ):
        d.t(dx, y + 14 + i * 11.5, s, 8.4)
    y += 14 + 4 * 11.5 + 12
    if rng.random() < 0.6:
        y = (
            wrapped(
                d,
                m,
                y,
                la.pick(
                    rng,
                    "Queiram V. Ex.as fornecer a este serviço, nos termos da vossa proposta, os bens abaixo indicados:|Solicita-se o fornecimento dos seguintes artigos, de acordo com o orçamento apresentado:|Fica V. Ex.a autorizado a fornecer o seguinte:",
                ),
                8.6,
                w,
            )
            + 4
        )
    n = n_lines(rng, [2, 3, 4, 5, 6, 8], [34, 42, 50], 0.14)
    lines = []
    for it in rng.sample(PN_ITEMS, n) if n <= len(PN_ITEMS) else rng.choices(PN_ITEMS, k=n):
        pr = Decimal(rng.randint(int(it[2] * 100), int(it[3] * 100))) / 100
        q = Decimal(
            rng.choice([1, 2, 5, 10, 12, 20, 25, 50, 100] if it[3] < 20 else [1, 2, 3, 4, 6])
        )
        dc = Decimal(rng.choice([0, 0, 0, 2, 5, 10]))
        a = r2(q * pr * (100 - dc) / 100)
        lines.append((it, q, pr, dc, a))
    ws = [w * x for x in (0.1, 0.4, 0.08, 0.07, 0.11, 0.07, 0.07, 0.1)]
    al = "llrcrrrr"
    heads = ["Ref.", "Designação", "Qtd.", "Un.", "Preço unit.", "Desc.%", "IVA%", "Valor"]
    y = lrow(d, m, y, ws, heads, al, h=16, size=7.8, b=True, fill=0.85)
    for it, q, pr, dc, a in lines:
        if y + 15 > bottom:
            foot()
            d.new_page()
            page[0] += 1
            d.t(m, 40, f"Nota de encomenda n.º {po} (continuação)", 9, b=True)
            y = lrow(d, m, 52, ws, heads, al, h=16, size=7.8, b=True, fill=0.85)
        y = lrow(
            d,
            m,
            y,
            ws,
            [
                la.digits(rng, "###.####"),
                it[0],
                f"{q:,.0f}".replace(",", " "),
                it[1],
                fm(pr) if stated else "",
                f"{dc:.0f}" if dc else "",
                f"{it[4]}",
                fm(a) if stated else "",
            ],
            al,
            h=14,
            size=7.8,
        )
    gross = sum((r2(q * pr) for _, q, pr, _, _ in lines), ZERO)
    net = sum((a for *_, a in lines), ZERO)
    disc = gross - net
    by: dict[int, Decimal] = {}
    for it, *_, a in lines:
        by[it[4]] = by.get(it[4], ZERO) + a
    vats = [(k, v, r2(v * k / 100)) for k, v in sorted(by.items())]
    total = net + sum((t for *_, t in vats), ZERO)
    y += 10
    if y + 110 > bottom:
        foot()
        d.new_page()
        page[0] += 1
        y = 50
    if stated:
        if rng.random() < 0.6:
            tw = [w * 0.12, w * 0.16, w * 0.14]
            ty = lrow(
                d,
                m,
                y,
                tw,
                ["Taxa", "Incidência", "Valor IVA"],
                "rrr",
                h=13,
                size=7.4,
                b=True,
                fill=0.88,
            )
            for k, v, t in vats:
                ty = lrow(d, m, ty, tw, [f"{k}%", fm(v), fm(t)], "rrr", h=12, size=7.4)
        rows = [("Total ilíquido", money(gross), False)]
        if disc:
            rows.append(("Descontos", f"-{money(disc)}", False))
        rows.append(
            ("Total s/ IVA" if rng.random() < 0.5 else "Base tributável", money(net), False)
        )
        rows.append(("Total IVA", money(sum((t for *_, t in vats), ZERO)), False))
        rows.append(
            (la.pick(rng, "TOTAL|Total da encomenda|Total a pagar|TOTAL (EUR)"), money(total), True)
        )
        y = d.summary(r - 210, r, y, rows, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Os preços são os constantes da proposta adjudicada; o valor será apurado na fatura.",
            8.4,
            w,
        )
    y += 12
    conds = [
        "A fatura deve mencionar obrigatoriamente o número desta nota de encomenda e o número de compromisso."
        if public
        else "A fatura deve mencionar o número desta nota de encomenda.",
        f"Prazo de entrega: {la.pick(rng, '5 dias úteis|10 dias|15 dias após a receção|imediato')}. Pagamento: {la.pick(rng, '30 dias|60 dias após receção da fatura|a pronto')}.",
        "Faturação eletrónica (CIUS-PT) através da plataforma indicada pelo município."
        if public and rng.random() < 0.5
        else "",
    ]
    for t in conds:
        if t:
            y = wrapped(d, m, y, t, 7.8, w, grey=0.25)
    y += 30
    caps = [
        "O(A) Técnico(a)",
        "O Responsável pelas Compras" if not public else "Cumpra-se",
        la.pick(rng, "O Presidente|A Presidente|O Provedor|O Diretor"),
    ]
    sw = (w - 40) / 3
    for k, cap in enumerate(caps):
        d.sign(m + k * (sw + 20), y, sw, cap, 7.4)
    foot()
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind34_pt_nota_encomenda_compromisso(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pn)


FAMILIES: dict[str, Draw] = {
    "blind34_zh_zhenshi_erp_caigou_dingdan": blind34_zh_zhenshi_erp_caigou_dingdan,
    "blind34_zh_gongdi_cailiao_dinghuodan": blind34_zh_gongdi_cailiao_dinghuodan,
    "blind34_tw_gongwen_han_dinggou": blind34_tw_gongwen_han_dinggou,
    "blind34_ja_gyomu_itaku_hacchusho_gensen": blind34_ja_gyomu_itaku_hacchusho_gensen,
    "blind34_ko_napgi_iljeong_baljuseo": blind34_ko_napgi_iljeong_baljuseo,
    "blind34_en_film_production_po": blind34_en_film_production_po,
    "blind34_de_bergbahn_bestellung_seitenleiste": blind34_de_bergbahn_bestellung_seitenleiste,
    "blind34_fr_ch_be_commande_bandeau_quatre_cases": blind34_fr_ch_be_commande_bandeau_quatre_cases,
    "blind34_it_ordine_cantiere_cig_cup": blind34_it_ordine_cantiere_cig_cup,
    "blind34_pt_nota_encomenda_compromisso": blind34_pt_nota_encomenda_compromisso,
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families written blind after blind35 (`fit10_*`), one per language and
setting.

- fit10_zh_zhujian_anzhong_caigou: a mainland pump, valve or gearbox maker's 铸件 / 锻件 / 毛坯
  采购订单 to a foundry or forge, priced by weight (the buyer at the top left, the title in a
  double frame at the right, a red No. at times, a ruled four-row label / value grid with 订单编号,
  承制单位 / 供方 / 供应商 / 加工厂家 and its 供方代码, 技术协议号 and 图纸版本, delivery and settlement;
  lines with 图号, 材质, 单重 and 总重 and a price per tonne or per piece, incl. or excl. 13 % tax,
  a 合计 row with quantity and weight, at times a one-off 模具费, 不含税 / 增值税 / 价税合计 or a
  tax-inclusive 订单总金额 with 大写, a batch delivery plan, quality clauses, sign-off and seal).
- fit10_zh_jishu_fuwu_caigou: a mainland plant's or utility's technical-services order (title
  centred, 项目编号 at the left and the order number at the right under it, two ruled party
  panels with vertical captions 采购人 / 服务商, 采购方 / 服务方 or 需方 / 供方 in either order and
  名称 as their first row, a strip of 服务期限 / 服务地点 / 框架协议号 or 询价单号, fee lines in 人天,
  台次, 月 or 项 at 6 % (13 % for parts), 合计（含税）with 其中税额 or 不含税 / 增值税 / 价税合计,
  大写, a payment plan of advance, acceptance and retention instalments, terms, at times on a
  second page, both parties' seal lines).
- fit10_mo_dinggoudan_nota_encomenda: a Macau hotel's, restaurant group's, builder's or
  association's bilingual 訂購單 / 採購訂單 / 訂貨單 with NOTA DE ENCOMENDA, ORDEM DE COMPRA or
  PURCHASE ORDER (Chinese and Portuguese names of the buyer, a small N.º / Data / Página box,
  side-by-side boxes 供應商 Fornecedor (or 致 Para) and 送貨地址 Local de Entrega with captions in
  a shaded left cell, the supplier's Portuguese name under its Chinese one at times, a strip of
  報價單編號 / 申請編號 / 付款條件 / 交貨日期, bilingual lines in MOP or HKD, no tax, 小計 /
  折扣 / 運費 / 總額 Total, the sum in traditional capitals, four signature captions).
- fit10_ja_kanagata_hacchusho: a Japanese moulder's or die-caster's 発注書 for a mould (the title
  underlined at the top left, a 発注No. / 発行日 / 頁 box and the buyer's block with 登録番号 and a
  square seal at the right, a grid with shaded captions 発注先 (御中, ご担当 様) / 件名 / 品名・品番 /
  金型仕様 (取数, 材質, 成形機, 保証ショット) / 御見積No. / 納期 (T0, sample) / 納入場所 / 支払条件,
  cost lines for the mould, design, trials and jigs, 小計 / 出精値引 / 消費税 / 合計 in whole
  yen, a 分割支払 table of instalments, a 備考 box on mould ownership and approval boxes;
  at times a second page of 約款).
- fit10_en_us_aviation_parts_po: a US charter operator's, MRO's or flight school's aircraft-parts
  purchase order (a dark band or plain letterhead, PURCHASE ORDER with order type EXCHANGE /
  OUTRIGHT / REPAIR and priority, a PO NUMBER / DATE / BUYER / PAGE box, VENDOR (or SUPPLIER,
  ORDERED FROM or no caption) with CAGE code, SHIP TO and at times BILL TO boxes, a strip of
  W/O no., tail number, aircraft type, vendor quote, terms and ship via, lines with part
  number, condition code and serial number, Subtotal / Freight / Sales Tax exempt / total, a
  core-charge note on exchanges, required-certificate tick boxes, two signatures).
- fit10_en_gb_ship_stores_po: a British or Irish ship manager's order for a vessel's stores
  (PURCHASE ORDER at the top left "as Managers for and on behalf of the Owners of" the vessel,
  the manager at the right, the chandler in a box under To: / Supplier: / Vendor or no caption,
  a key / value list of order number, date, requisition, quote, account and currency, a
  vessel strip with IMO number, flag, port, ETA and the local agent, IMPA-coded lines with
  discounts at times, Sub-Total / launch hire / VAT zero-rated / total in USD, GBP or EUR;
  continued overleaf when long; superintendent and master signatures).
- fit10_de_it_lizenz_bestellung: a German company's, utility's or hospital's order for software
  licences and IT services (the buyer over a rule, the title with a Bestell-Nr. / Datum / Seite
  box, Auftraggeber and Auftragnehmer / Lieferant boxes side by side in either order, Bezug with
  the offer, Rahmenvertrag, Laufzeit and Kostenstelle, a letter sentence, sections A. one-off
  and B. yearly with Zwischensumme each, Summe netto / 19 % USt. / Gesamtbetrag brutto or a net
  order value alone, yearly follow-on costs, conditions, i. A. and ppa. signatures, a register
  footer; at times an Anlage page describing the services).
- fit10_fr_syndic_ordre_service_travaux: a French property manager's (syndic's) ordre de service
  or bon de commande travaux to a contractor for a co-ownership (the syndic's letterhead with its
  professional card, a framed title with N° and date at the right, Entreprise and Copropriété
  boxes side by side in either order, Objet / Décision (AG resolution or urgent works) /
  Référence to the contractor's devis / Gestionnaire, works lines, Total HT / TVA 5,5, 10 or
  20 % / Total TTC, an acompte at times, the reduced-VAT certificate note, site instructions,
  the syndic's and the contractor's signatures, at times after a page of conditions particulières).
- fit10_it_ordine_lavorazione_terzista: an Italian metalworking firm's ordine di lavorazione
  c/terzi to a plating, heat-treatment, painting or grinding subcontractor (the buyer with
  P.IVA at the top left, the title at the right, a grid of order number, date, the terzista's
  offer and a commessa, the terzista under Spett.le / Terzista: / Fornitore (terzista) left or
  right of the delivery note, a table of the material sent with the buyer's DDT number
  (pieces and kg, no prices), processing lines priced per piece or kg to three decimals,
  Imponibile / IVA 22 % / Totale ordine or the taxable total alone, conditions on delivery,
  payment and scrap, acceptance signature).
- fit10_nl_scheepswerf_inkooporder: a Dutch or Flemish shipyard's landscape inkooporder (a dark
  top rule, the yard at the left and INKOOPORDER with the number at the right, a full-width strip
  of Ordernummer / Orderdatum / Bouwnummer / Schip / Kostenplaats / Uw offerte / Inkoper / Blad,
  three boxes Leverancier (or Aan, or no caption) / Afleveradres / Factuuradres, lines with
  drawing numbers, class certificates, discounts at times and delivery dates, continued over
  sheets, Subtotaal / Transportkosten / Totaal excl. BTW / BTW 21 % or 0 % for a seagoing ship /
  total, purchasing notes, two signatures and a KvK or ondernemingsnummer footer).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, project, framework, enquiry, quotation,
technical-agreement, work-order, tail, yard (bouwnummer), commessa, delivery-note, AG-resolution
or cost-centre number); the supplier exactly as printed on its own first line (the foundry, the
服务商, the 供應商, the mould maker before 御中, the vendor, the chandler, the Auftragnehmer, the
entreprise, the terzista, the leverancier; never the buyer, a co-ownership, the vessel's owners,
an agent or a contact); the grand total as "1234.50" (whole yen as "1234.00"; after discounts,
incl. tax where an incl.-tax total is stated, the net sum where only that is, before deposits
and instalments; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, white
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped  # noqa: E402
from families_blind17 import r2  # noqa: E402
from families_blind19 import crow, lrow, none_meta  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402
from families_blind32 import n_lines  # noqa: E402
from families_blind35 import cbody, lbody, pk  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
BLUE = Color(0.12, 0.25, 0.5)
RED = Color(0.78, 0.1, 0.1)


def en(v: Decimal) -> str:
    return grouped(v)


def eu(v: Decimal) -> str:
    return grouped(v, ".", ",")


def fr(v: Decimal) -> str:
    return grouped(v, " ", ",")


def a_date(rng: random.Random) -> date:
    return date(2025, 10, 1) + timedelta(days=rng.randint(0, 430))


def pct_of(v: Decimal, p: int | Decimal) -> Decimal:
    return r2(v * Decimal(p) / 100)


def split_pay(total: Decimal, shares: list[int], whole: bool = False) -> list[Decimal]:
    """Instalments of `total` by percentage shares, the last one taking the rounding."""
    out = [r0(pct_of(total, s)) if whole else pct_of(total, s) for s in shares[:-1]]
    return [*out, total - sum(out, ZERO)]


def drop_col(
    ws: list[float], heads: list[str], al: str, rows: list[list[str]], k: int
) -> tuple[list[float], list[str], str, list[list[str]]]:
    """The table without its column k, the others widened to the same overall width."""
    rest = ws[:k] + ws[k + 1 :]
    grow = sum(ws) / sum(rest)
    return (
        [w * grow for w in rest],
        heads[:k] + heads[k + 1 :],
        al[:k] + al[k + 1 :],
        [r[:k] + r[k + 1 :] for r in rows],
    )


# --------------------------------------------------------------------------- 1 zh-Hans castings / forgings priced by weight

ZC_CITY = "泊头 沧州 邢台 繁昌 宁国 台州 宁波 常州 无锡 昆山 潍坊 淄博 洛阳 十堰 襄阳 株洲 芜湖 营口".split()
ZC_B = "恒力 华铸 金鼎 鑫源 宏达 精工 龙城 三联 永固 博锐 天宏 瑞丰 兴铸 腾飞 中锻 祥和 正大 汇通 东盛 聚力".split()
ZC_SUP = [
    "{c}{b}铸造有限公司",
    "{c}市{b}精密铸造有限公司",
    "{c}{b}锻造股份有限公司",
    "{b}铸业（{c}）有限公司",
    "{c}{b}机械铸件有限公司",
    "{c}{b}重工锻压有限公司",
    "{c}市{b}铸钢有限责任公司",
]
ZC_SUP_BARE = ["{c}{b}铸造厂", "{c}市{b}锻件厂", "{c}{b}翻砂厂", "{c}县{b}铸件厂"]
ZC_BUY = [
    "{c}{b}泵业有限公司",
    "{c}{b}阀门股份有限公司",
    "{c}{b}减速机有限公司",
    "{b}液压（{c}）有限公司",
    "{c}{b}压缩机有限公司",
    "{c}{b}工程机械有限公司",
]
# part, materials, unit weight range (kg), price per tonne range (yuan)
ZC_PARTS = [
    ("泵体", "HT250/QT450-10", 12, 85, 8200, 11500),
    ("泵盖", "HT250/HT200", 4, 22, 8000, 10800),
    ("叶轮", "ZG1Cr13/CF8", 3, 18, 26000, 42000),
    ("阀体", "WCB/CF8M", 8, 60, 14500, 38000),
    ("阀盖", "WCB", 3, 20, 14000, 19000),
    ("轴承座", "HT200/QT500-7", 6, 40, 8000, 11800),
    ("减速机箱体", "HT250", 40, 260, 8300, 10500),
    ("法兰", "Q235B锻件/16Mn锻件", 2, 15, 9800, 13500),
    ("齿轮坯", "42CrMo锻件/20CrMnTi锻件", 5, 45, 12000, 17500),
    ("曲轴毛坯", "42CrMo锻件", 30, 120, 13500, 18500),
    ("支架", "QT450-10", 2, 12, 9000, 12500),
    ("电机端盖", "HT200", 3, 16, 7800, 10200),
    ("缸体", "HT300", 25, 140, 9200, 12800),
    ("飞轮", "HT250", 15, 70, 8200, 10900),
    ("连杆", "40Cr锻件", 2, 8, 13000, 17000),
    ("配重块", "HT150", 20, 90, 6800, 8800),
]
ZC_REQ = [
    "铸件表面不得有裂纹、缩孔、砂眼等缺陷，非加工面清理干净并涂防锈底漆。",
    "每炉次随货提供材质化验单及力学性能报告，批次号铸出或打钢印。",
    "首件须经我司质量部检验合格后方可批量生产。",
    "重量偏差按±3%控制，超出部分不予结算。",
    "锻件须正火处理，硬度HB170-217，提供UT探伤报告。",
    "包装采用木托盘捆扎，每托不超过1吨，标识零件号及数量。",
    "交货延误每日按未交货金额的0.5%扣款。",
    "不合格品由供方负责退换，往返运费由供方承担。",
]


def fit10_zh_zhujian_anzhong_caigou(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = rng.choice([36, 40, 44])
    wd = W - 2 * m
    buyer = rng.choice(ZC_BUY).format(c=rng.choice(ZC_CITY), b=rng.choice(ZC_B))
    sup = bare_or(rng, ZC_SUP, ZC_SUP_BARE, 0.25).format(c=rng.choice(ZC_CITY), b=rng.choice(ZC_B))
    while sup[-6:-4] in buyer or sup[2:4] in buyer:
        sup = rng.choice(ZC_SUP).format(c=rng.choice(ZC_CITY), b=rng.choice(ZC_B))
    d = a_date(rng)
    po = cj.number(rng, d, "ZJ{Y}{m}{n3}|PO{y}{m}{d}{n2}|CG-{Y}-{n4}|4500{n6}|MP{y}{n5}")
    tech = cj.number(rng, d, "JSXY-{Y}-{n3}|TA{y}{n4}")
    stated = stated_of(rng)
    sz = rng.choice([8.4, 8.8, 9.2])
    kind = rng.choice(["铸件", "锻件", "铸锻件", "毛坯"])
    title = pk(rng, f"{kind}采购订单|{kind}订货单|{kind}采购订单（按重量结算）")
    pdf.text(m, 46, buyer, 14.5, bold=True)
    pdf.text(m, 62, f"{cj.zh_addr(rng)}  电话：{cj.zh_tel(rng)}", sz - 1.2, colour=GREY)
    tw = cj.stringWidth(title, cj.FONT_NAME, 15) + 24
    pdf.rect(W - m - tw, 30, tw, 28, lw=1.2)
    pdf.rect(W - m - tw + 3, 33, tw - 6, 22, lw=0.4)
    pdf.text(W - m - tw / 2, 49, title, 15, align="c", bold=True)
    y = 78
    red_no = rng.random() < 0.3
    if red_no:
        pdf.text(W - m, y, f"No. {po}", 11, align="r", colour=RED)
        y += 8
    suplab = pk(rng, "承制单位|供方|供应商|毛坯供应商|加工厂家")
    rows = [
        [("订单编号", po), ("下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"])))],
        [(suplab, sup), ("供方代码", f"{rng.choice('GSV')}{rng.randint(10000, 39999)}")],
        [("技术协议号", tech), ("图纸版本", rng.choice(["A", "B", "C", "A1", "B2"]))],
        [
            ("交货地点", pk(rng, "我司一厂毛坯库|需方仓库（送货上门）|机加车间|供方厂内自提")),
            ("结算方式", pk(rng, "月结60天|货到验收后30天承兑|月结90天 电汇|季度结算")),
        ],
    ]
    if red_no:
        rows[0][0] = ("采购员", cj.person(rng))
    if rng.random() < 0.5:
        rows[0], rows[1] = rows[1], rows[0]
    ws = cj.rel(wd, [15, 39, 15, 31])
    for r in rows:
        y = crow(pdf, m, y, ws, [r[0][0], r[0][1], r[1][0], r[1][1]], "llll", h=19, size=sz)
        for k in (0, 2):
            pdf.rect(m + sum(ws[:k]) + 0.3, y - 18.7, ws[k] - 0.6, 18.4, fill=PALE, stroke=None)
            pdf.text(m + sum(ws[:k]) + 3, y - 19 / 2 + sz * 0.36, r[0 if k == 0 else 1][0], sz)
    by_ton = rng.random() < 0.6
    incl = rng.random() < 0.55
    rate = 13
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [20, 26], 0.15)
    picks = [rng.choice(ZC_PARTS) for _ in range(n)]
    lines = []
    for i, (nm, mats, wlo, whi, plo, phi) in enumerate(picks, 1):
        w = Decimal(rng.randint(wlo * 10, whi * 10)) / 10
        q = rng.choice([10, 20, 30, 50, 60, 80, 100, 120, 200, 300])
        tp = Decimal(rng.randint(plo // 10, phi // 10) * 10)
        tot_w = w * q
        if by_ton:
            amt = r2(tot_w * tp / 1000)
            cells = [
                str(i),
                nm,
                f"{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
                rng.choice(mats.split("/")),
                f"{w}",
                str(q),
                f"{tot_w:,}",
                cj.money(tp, 0),
                cj.money(amt),
            ]
        else:
            unit = r2(w * tp / 1000)
            amt = unit * q
            cells = [
                str(i),
                nm,
                f"{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
                rng.choice(mats.split("/")),
                f"{w}",
                str(q),
                cj.money(unit),
                cj.money(amt),
            ]
        lines.append((cells, q, tot_w, amt))
    tag = "含税" if incl else "不含税"
    if by_ton:
        heads = [
            "序号",
            "零件名称",
            "图号",
            "材质",
            "单重(kg)",
            "数量(件)",
            "总重(kg)",
            f"{tag}吨价(元/t)",
            f"{tag}金额(元)",
        ]
        cw_ = cj.rel(wd, [4, 12, 11, 13, 8, 8, 10, 13, 14])
        al = "cllcrrrrr"
    else:
        heads = [
            "序号",
            "零件名称",
            "图号",
            "材质",
            "单重(kg)",
            "数量(件)",
            f"{tag}单价(元/件)",
            f"{tag}金额(元)",
        ]
        cw_ = cj.rel(wd, [4, 13, 12, 14, 9, 9, 14, 15])
        al = "cllcrrrr"
    y += 12

    def cont() -> float:
        pdf.text(W - m, H - 28, "接下页", sz - 1, align="r", colour=GREY)
        pdf.new_page()
        pdf.text(m, 40, f"{buyer}　{title}（续）　订单编号：{po}", sz, bold=True)
        return 52

    y = cbody(
        pdf,
        m,
        y,
        cw_,
        heads,
        al,
        [c for c, *_ in lines],
        size=sz - 0.4,
        h=18,
        bottom=H - 70,
        cont=cont,
    )
    goods = sum((a for *_, a in lines), ZERO)
    qty = sum(q for _, q, _, _ in lines)
    wsum = sum((t for _, _, t, _ in lines), ZERO)
    tot_row = [""] * len(cw_)
    tot_row[1] = "合计"
    tot_row[5] = str(qty)
    if by_ton:
        tot_row[6] = f"{wsum:,}"
    if stated:
        tot_row[-1] = cj.money(goods)
    y = crow(pdf, m, y, cw_, tot_row, al, h=18, size=sz - 0.2, bold=True)
    mould = ZERO
    if rng.random() < 0.35:
        mould = Decimal(rng.randint(30, 260) * 100)
    if incl:
        total = goods + mould
    else:
        net = goods + mould
        tax = pct_of(net, rate)
        total = net + tax
    if y + 90 > H - 70:
        y = cont()
    y += 18
    if stated:
        if mould:
            pdf.text(
                m, y, f"模具费（一次性，{tag}）：{cj.money(mould)} 元，模具产权归需方所有。", sz
            )
            y += 16
        if incl:
            pdf.text(m, y, f"订单总金额（含{rate}%增值税）：", sz + 0.6, bold=True)
            pdf.text(m + 190, y, f"¥{cj.money(total)}", sz + 1, bold=True)
        else:
            pdf.text(
                m,
                y,
                f"不含税金额：{cj.money(goods + mould)}　　增值税（{rate}%）：{cj.money(tax)}",
                sz,
            )
            y += 16
            pdf.text(
                m, y, pk(rng, "价税合计：|含税总金额：|订单总额（含税）："), sz + 0.6, bold=True
            )
            pdf.text(m + 120, y, f"￥{cj.money(total)}", sz + 1, bold=True)
        y += 16
        pdf.text(m, y, f"大写：人民币{cj.daxie(total)}", sz)
        y += 18
    else:
        pdf.text(m, y, "注：最终结算金额按实际过磅重量及上表吨价计算，以双方对账单为准。", sz)
        y += 18
    if rng.random() < 0.55:
        if y + 80 > H - 70:
            y = cont()
        pdf.text(m, y, "分批交货计划：", sz, bold=True)
        y += 6
        bw = cj.rel(wd * 0.7, [10, 30, 30, 30])
        y = crow(
            pdf,
            m,
            y,
            bw,
            ["批次", "计划交货日期", "零件", "数量(件)"],
            "cccr",
            h=16,
            size=sz - 0.6,
            fill=PALE,
            head=True,
        )
        for k in range(rng.randint(2, 4)):
            c, q, *_ = rng.choice(lines)
            y = crow(
                pdf,
                m,
                y,
                bw,
                [
                    str(k + 1),
                    cj.fdate(cj.later(rng, d, 10 + 15 * k, 20 + 15 * k), "iso"),
                    c[1],
                    str(max(1, q // 2)),
                ],
                "cccr",
                h=16,
                size=sz - 0.6,
            )
        y += 12
    if y + 90 > H - 70:
        y = cont()
    pdf.text(m, y, pk(rng, "技术质量要求：|质量及交货要求：|其他约定："), sz, bold=True)
    y += 15
    for k, s in enumerate(rng.sample(ZC_REQ, rng.randint(3, 5)), 1):
        for ln in cj.wrap(f"{k}. {s}", sz - 0.6, wd):
            pdf.text(m, y, ln, sz - 0.6)
            y += 13
    y += 20
    if y + 60 > H - 30:
        y = cont() + 10
    cols4 = ["编制：", "审核：", "批准：", "供方确认（签字盖章）："]
    for k, s in enumerate(cols4):
        pdf.text(m + k * wd / 4.3, y, s, sz)
    pdf.text(m, y + 18, cj.person(rng), sz - 0.4, colour=BLUE)
    if rng.random() < 0.5:
        pdf.stamp(m + wd * 0.5, y + 6, buyer, rng, caption="采购专用章", r=34)
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 2 zh-Hans technical-services order with vertical party captions

ZS_CITY = (
    "北京 上海 广州 深圳 天津 武汉 成都 西安 南京 苏州 合肥 长沙 郑州 青岛 大连 厦门 重庆".split()
)
ZS_B = "中科 远景 智联 华测 恒信 明德 博创 天诚 同力 启航 凯盛 润泽 东方 新元 卓越 众诚".split()
ZS_SUP = [
    "{c}{b}工程技术有限公司",
    "{c}{b}自动化技术服务有限公司",
    "{c}{b}检测技术有限公司",
    "{b}智能科技（{c}）有限公司",
    "{c}{b}信息技术服务有限公司",
    "{c}{b}环保工程有限公司",
    "{c}市{b}设备维修有限公司",
]
ZS_SUP_BARE = ["{c}{b}技术服务部", "{c}市{b}设备维修中心", "{c}{b}工作室"]
ZS_BUY = [
    "{c}{b}新材料股份有限公司",
    "{c}{b}制药有限公司",
    "{c}{b}热电有限公司",
    "{c}{b}水务集团有限公司",
    "{b}电子（{c}）有限公司",
    "{c}{b}化工有限公司",
]
# item, description, unit, qty choices, price range, tax rate
ZS_ITEMS = [
    ("设备年度维保服务", "含季度巡检4次，故障4小时响应", "项", [1], 30000, 120000, 6),
    ("驻场工程师服务", "工作日驻场，含加班", "人天", [20, 40, 60, 120], 900, 2200, 6),
    ("PLC程序优化", "产线控制程序优化及调试", "人天", [5, 8, 10, 15], 1500, 3000, 6),
    ("仪表检测校准", "出具CNAS校准证书", "台次", [20, 40, 65, 90], 180, 650, 6),
    ("环境监测服务", "废气、废水季度监测", "次", [4, 12], 3500, 9800, 6),
    ("软件运维服务", "系统巡检、补丁升级、远程支持", "月", [6, 12], 2500, 9000, 6),
    ("操作培训", "现场培训并考核", "人次", [10, 20, 30], 300, 900, 6),
    ("备品备件", "按清单供应，含运费", "批", [1], 5000, 40000, 13),
    ("差旅费", "包干", "项", [1], 2000, 12000, 6),
    ("技术方案设计", "含图纸及计算书", "项", [1], 15000, 80000, 6),
    ("管道无损检测", "RT/UT 检测", "口", [50, 120, 200], 60, 260, 6),
]
ZS_TERMS = [
    "服务商应按国家及行业标准提供服务，服务人员须持证上岗。",
    "服务商人员在采购人现场须遵守安全管理制度，因其原因造成的事故由服务商负责。",
    "服务完成后由采购人组织验收，验收合格后签署服务确认单。",
    "服务商应对在服务中知悉的技术资料及商业信息保密。",
    "因服务商原因延误的，每延误一日按订单金额的千分之三支付违约金。",
    "发票：服务商开具增值税专用发票，税率以本订单为准。",
    "本订单未尽事宜按双方签订的框架协议执行。",
    "争议由采购人所在地人民法院管辖。",
]


def fit10_zh_jishu_fuwu_caigou(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = rng.choice([38, 42, 46])
    wd = W - 2 * m
    buyer = rng.choice(ZS_BUY).format(c=rng.choice(ZS_CITY), b=rng.choice(ZS_B))
    sup = bare_or(rng, ZS_SUP, ZS_SUP_BARE, 0.2).format(c=rng.choice(ZS_CITY), b=rng.choice(ZS_B))
    while sup[2:4] in buyer:
        sup = rng.choice(ZS_SUP).format(c=rng.choice(ZS_CITY), b=rng.choice(ZS_B))
    d = a_date(rng)
    po = cj.number(rng, d, "FW{Y}{m}{n4}|SO-{Y}-{n4}|JF{y}{m}{n3}|{Y}FWCG{n4}")
    proj = cj.number(rng, d, "XM-{Y}-{n3}|LX{y}{n4}")
    frame = cj.number(rng, d, "KJ-{Y}-{n2}|FA{y}{n3}")
    stated = stated_of(rng)
    sz = rng.choice([8.6, 9.0, 9.4])
    title = pk(rng, "技术服务采购订单|服务采购订单|工程技术服务订单|运维服务采购单")
    y = 50
    pdf.text(W / 2, y, title, 17, align="c", bold=True, space=rng.choice([0, 2]))
    y += 20
    left = f"{pk(rng, '项目编号|立项编号|项目号')}：{proj}"
    right = f"{pk(rng, '订单号|订单编号|采购订单号')}：{po}"
    pdf.text(m, y, left, sz)
    pdf.text(W - m, y, right, sz + 0.6, align="r", bold=True)
    y += 8
    roles = rng.choice([("采购人", "服务商"), ("采购方", "服务方"), ("需方", "供方")])
    blocks = {
        roles[0]: [
            ("名称", buyer),
            ("统一社会信用代码", cj.credit_code(rng)),
            ("地址", cj.zh_addr(rng)),
            ("联系人", f"{cj.person(rng)}　电话：{cj.mobile(rng)}"),
        ],
        roles[1]: [
            ("名称", sup),
            ("统一社会信用代码", cj.credit_code(rng)),
            ("地址", cj.zh_addr(rng)),
            ("联系人", f"{cj.person(rng)}　电话：{cj.zh_tel(rng)}"),
            ("开户行及账号", "{} {}".format(*cj.bank(rng))),
        ],
    }
    order = list(blocks) if rng.random() < 0.55 else list(blocks)[::-1]
    cap_w = 22
    lab_w = 96
    for key in order:
        rows = blocks[key]
        hh = 17 * len(rows)
        pdf.rect(m, y, wd, hh, lw=0.8)
        pdf.rect(m, y, cap_w, hh, fill=PALE)
        pdf.vtext(m + cap_w / 2, y + hh / 2 - len(key) * sz * 1.15 / 2 + sz, key, sz + 0.4)
        for i, (lab, val) in enumerate(rows):
            top = y + i * 17
            if i:
                pdf.line(m + cap_w, top, m + wd, top, lw=0.4)
            pdf.text(m + cap_w + 4, top + 12, lab, sz - 0.4)
            pdf.text(
                m + cap_w + lab_w + 4,
                top + 12,
                val,
                sz - 0.2 if i else sz + 0.2,
                bold=i == 0,
                maxw=wd - cap_w - lab_w - 8,
            )
        pdf.line(m + cap_w + lab_w, y, m + cap_w + lab_w, y + hh, lw=0.4)
        y += hh + 8
    start = cj.later(rng, d, 3, 20)
    end = start + timedelta(days=rng.choice([30, 90, 180, 364]))
    info = [
        ("服务期限", f"{cj.fdate(start, 'cn')}至{cj.fdate(end, 'cn')}"),
        ("服务地点", pk(rng, "采购人厂区|采购人指定现场|远程+现场|二期生产基地")),
        (pk(rng, "框架协议号|询价单号|比价单号"), frame),
    ]
    iw = cj.rel(wd, [13, 37, 11, 17, 11, 11])
    cells = [c for pair in info for c in pair]
    y = crow(pdf, m, y, iw, cells, "llllll", h=18, size=sz - 0.6)
    y += 12
    pdf.text(m, y, pk(rng, "一、服务内容及费用|一、费用明细|服务费用明细"), sz + 0.4, bold=True)
    y += 6
    incl = rng.random() < 0.5
    n = n_lines(rng, [2, 3, 4, 5], [14, 18], 0.12)
    rows_ = []
    net_by: dict[int, Decimal] = {}
    for i, it in enumerate(
        rng.sample(ZS_ITEMS, min(n, len(ZS_ITEMS)))
        + rng.choices(ZS_ITEMS, k=max(0, n - len(ZS_ITEMS))),
        1,
    ):
        q = Decimal(rng.choice(it[3]))
        p = Decimal(rng.randint(it[4], it[5]))
        if it[2] == "项" and q == 1:
            p = Decimal(int(p / 100) * 100)
        a = q * p
        net_by[it[6]] = net_by.get(it[6], ZERO) + a
        rows_.append([str(i), it[0], it[1], it[2], f"{q}", cj.money(p), f"{it[6]}%", cj.money(a)])
    tag = "含税" if incl else "不含税"
    heads = [
        "序号",
        "服务项目",
        "服务内容/说明",
        "单位",
        "数量",
        f"{tag}单价(元)",
        "税率",
        f"{tag}金额(元)",
    ]
    cw_ = cj.rel(wd, [5, 17, 27, 6, 7, 13, 7, 15])

    def cont() -> float:
        pdf.text(W - m, H - 28, f"第{pdf.pages}页", sz - 1, align="r", colour=GREY)
        pdf.new_page()
        pdf.text(m, 40, f"{title}（续）　{right}", sz, bold=True)
        return 54

    y = cbody(
        pdf, m, y, cw_, heads, "cllcrrcr", rows_, size=sz - 0.6, h=18, bottom=H - 70, cont=cont
    )
    goods = sum(net_by.values(), ZERO)
    if incl:
        total = goods
        tax = sum((r2(v - v / (1 + Decimal(k) / 100)) for k, v in net_by.items()), ZERO)
    else:
        tax = sum((pct_of(v, k) for k, v in net_by.items()), ZERO)
        total = goods + tax
    if y + 110 > H - 70:
        y = cont()
    if stated:
        tl = []
        if incl:
            tl.append(
                (pk(rng, "合计（含税）|服务费总额（含税）|订单总金额"), f"¥{cj.money(total)}")
            )
            tl.append(("其中税额", cj.money(tax)))
        else:
            tl.append(("不含税合计", cj.money(goods)))
            rates = "/".join(f"{k}%" for k in sorted(net_by))
            tl.append((f"增值税（{rates}）", cj.money(tax)))
            tl.append((pk(rng, "价税合计|含税总价|订单总金额（含税）"), f"¥{cj.money(total)}"))
        tx = m + sum(cw_[:5])
        tws = [sum(cw_[5:7]), cw_[7]]
        for lab, val in tl:
            y = crow(
                pdf,
                tx,
                y,
                tws,
                [lab, val],
                "lr",
                h=18,
                size=sz - 0.2,
                bold=lab.startswith(("价税", "含税", "合计", "订单", "服务费")),
            )
        y += 14
        pdf.text(m, y, f"金额大写：人民币{cj.daxie(total)}", sz)
        y += 18
        y += 6
        pdf.text(m, y, pk(rng, "二、付款计划|二、付款方式"), sz + 0.4, bold=True)
        y += 6
        plan = rng.choice([[30, 60, 10], [50, 50], [30, 70], [40, 50, 10], [100]])
        nodes = ["合同签订后预付款", "服务完成验收合格后", "质保期满无异议后"]
        if len(plan) == 2:
            nodes = ["预付款", "验收合格后"]
        if len(plan) == 1:
            nodes = ["验收合格并收到发票后30日内"]
        pw = cj.rel(wd, [8, 45, 15, 32])
        y = crow(
            pdf,
            m,
            y,
            pw,
            ["期次", "付款节点", "比例", "金额(元)"],
            "clcr",
            h=16,
            size=sz - 0.6,
            fill=PALE,
            head=True,
        )
        for k, (sh, amt) in enumerate(zip(plan, split_pay(total, plan))):
            y = crow(
                pdf,
                m,
                y,
                pw,
                [str(k + 1), nodes[k], f"{sh}%", cj.money(amt)],
                "clcr",
                h=16,
                size=sz - 0.6,
            )
        y += 12
    else:
        y += 14
        pdf.text(m, y, "费用按实际工作量结算，以双方签字确认的工时单为准。", sz)
        y += 18
    long = rng.random() < 0.3
    if long:
        y = cont()
    else:
        if y + 100 > H - 60:
            y = cont()
    pdf.text(m, y, pk(rng, "三、服务条款|三、其他约定|服务要求"), sz + 0.4, bold=True)
    y += 15
    terms = ZS_TERMS if long else rng.sample(ZS_TERMS, rng.randint(2, 4))
    for k, s in enumerate(terms, 1):
        for ln in cj.wrap(f"{k}. {s}", sz - 0.6, wd):
            pdf.text(m, y, ln, sz - 0.6)
            y += 13.5
    y += 22
    if y + 80 > H - 30:
        y = cont() + 10
    half = wd / 2
    for k, key in enumerate(order):
        pdf.text(m + k * half, y, f"{key}（盖章）：", sz)
        pdf.text(m + k * half, y + 22, "授权代表：", sz)
        pdf.text(m + k * half, y + 44, "日期：", sz)
    if rng.random() < 0.6:
        pdf.stamp(
            m + order.index(roles[0]) * half + 120, y + 18, buyer, rng, caption="合同专用章", r=36
        )
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 3 zh-Hant Macau bilingual 訂購單 / NOTA DE ENCOMENDA

MO_B = [
    ("信和", "Son Wo"),
    ("利昌", "Lei Cheong"),
    ("恆豐", "Hang Fong"),
    ("德記", "Tak Kei"),
    ("永興", "Weng Heng"),
    ("金華", "Kam Va"),
    ("寶利", "Pou Lei"),
    ("聯發", "Lun Fat"),
    ("嘉誠", "Ka Seng"),
    ("榮記", "Weng Kei"),
    ("好運", "Hou Wan"),
    ("東昇", "Tong Seng"),
    ("大豐", "Tai Fong"),
    ("建新", "Kin San"),
    ("高士", "Kou Si"),
    ("萬興", "Man Heng"),
    ("新華", "San Va"),
    ("澳昌", "Ou Cheong"),
]
MO_BUY = [
    ("澳門{z}酒店有限公司", "Sociedade de Hotelaria {e}, Limitada"),
    ("{z}餐飲管理有限公司", "Companhia de Gestão de Restauração {e}, Limitada"),
    ("澳門{z}建築置業有限公司", "Companhia de Construção e Fomento Predial {e}, Limitada"),
    ("{z}物業管理有限公司", "{e} Administração de Propriedades, Limitada"),
    ("澳門{z}會", "Associação {e} de Macau"),
    ("{z}旅遊娛樂有限公司", "{e} Turismo e Diversões, S.A."),
]
MO_SUP = [
    ("{z}貿易有限公司", "Companhia de Comércio {e}, Limitada"),
    ("澳門{z}電器工程有限公司", "Companhia de Engenharia Eléctrica {e}, Limitada"),
    ("{z}清潔用品有限公司", "{e} Produtos de Limpeza, Limitada"),
    ("{z}食品貿易有限公司", "Comércio de Produtos Alimentares {e}, Lda."),
    ("{z}辦公用品有限公司", "{e} Artigos de Escritório, Limitada"),
    ("{z}建材五金有限公司", "{e} Materiais de Construção, Limitada"),
]
MO_SUP_BARE = [
    ("{z}五金行", ""),
    ("{z}電器行", ""),
    ("{z}印刷廠", ""),
    ("{z}布業", ""),
    ("{z}食品公司", ""),
]
MO_ITEMS = [
    ("浴巾 Toalha de banho", "條", 45, 120),
    ("床單 Lençol", "張", 80, 220),
    ("清潔劑 Detergente 5L", "桶", 60, 160),
    ("LED燈管 Lâmpada LED T8", "支", 25, 70),
    ("A4影印紙 Papel A4", "箱", 160, 260),
    ("垃圾袋 Sacos de lixo", "包", 30, 80),
    ("消毒酒精 Álcool 75%", "瓶", 18, 45),
    ("冷氣濾網 Filtro de ar condicionado", "個", 90, 300),
    ("瓷碟 Pratos de porcelana", "打", 120, 380),
    ("咖啡豆 Café em grão 1kg", "包", 150, 320),
    ("員工制服 Uniforme", "套", 280, 650),
    ("電池 Pilhas AA", "盒", 35, 90),
    ("水喉配件 Acessórios de canalização", "批", 500, 3000),
    ("牆身油漆 Tinta de parede 18L", "桶", 380, 780),
    ("洗手液 Sabonete líquido 4L", "桶", 70, 150),
    ("打印碳粉 Toner", "支", 420, 980),
]
MO_STREET = "新馬路 南灣大馬路 友誼大馬路 高士德大馬路 提督馬路 罅些喇提督大馬路 氹仔布拉干薩街 黑沙環新街 漁人碼頭 路環石排灣".split()


def _mo_addr(rng: random.Random) -> str:
    return f"澳門{rng.choice(MO_STREET)}{rng.randint(1, 300)}號{pk(rng, f'地下|{rng.randint(2, 20)}樓|{rng.randint(2, 20)}樓A座')}"


def fit10_mo_dinggoudan_nota_encomenda(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = rng.choice([36, 40, 44])
    wd = W - 2 * m
    bz, be = rng.choice(MO_B)
    buyer, buyer_pt = (s.format(z=bz, e=be) for s in rng.choice(MO_BUY))
    sz_, se_ = rng.choice([b for b in MO_B if b[0] != bz])
    sup, sup_pt = (s.format(z=sz_, e=se_) for s in bare_or(rng, MO_SUP, MO_SUP_BARE, 0.3))
    d = a_date(rng)
    po = rng.choice(
        [
            f"PO{d:%y}{rng.randint(1000, 9999)}",
            f"NE-{d:%Y}/{rng.randint(100, 999)}",
            f"{rng.randint(10000, 89999)}",
            f"P/{d:%y}/{rng.randint(1000, 9999)}",
        ]
    )
    quote = f"Q{rng.randint(10000, 99999)}"
    req = f"REQ-{rng.randint(1000, 9999)}"
    stated = stated_of(rng)
    sz = rng.choice([8.4, 8.8])
    cur = rng.choice(["MOP", "MOP", "MOP$", "澳門元 MOP", "HKD"])
    centred = rng.random() < 0.5
    if centred:
        pdf.text(W / 2, 44, buyer, 15, align="c", bold=True)
        pdf.text(W / 2, 58, buyer_pt, 8.5, align="c", colour=GREY)
        pdf.text(
            W / 2,
            70,
            f"{_mo_addr(rng)}　Tel: (853) 28{rng.randint(10, 99)} {rng.randint(1000, 9999)}",
            sz - 1.2,
            align="c",
            colour=GREY,
        )
    else:
        pdf.rect(m, 30, 36, 36, fill=BLUE, stroke=None)
        pdf.text(m + 18, 54, bz[0], 18, align="c", colour=white)
        pdf.text(m + 44, 44, buyer, 14, bold=True)
        pdf.text(m + 44, 57, buyer_pt, 8, colour=GREY)
        pdf.text(
            m + 44,
            69,
            f"{_mo_addr(rng)}　Tel: (853) 28{rng.randint(10, 99)} {rng.randint(1000, 9999)}",
            sz - 1.4,
            colour=GREY,
        )
    title = pk(rng, "訂購單|採購訂單|訂貨單")
    sub = pk(rng, "NOTA DE ENCOMENDA|ORDEM DE COMPRA|PURCHASE ORDER")
    y = 96
    pdf.text(m, y, title, 17, bold=True)
    pdf.text(m + cj.stringWidth(title, cj.FONT_NAME, 17) + 10, y, sub, 11)
    bx = W - m - 170
    ref = [
        (pk(rng, "編號 N.º|訂單編號 N.º|單號 N.º"), po),
        ("日期 Data", d.strftime("%d/%m/%Y")),
        ("頁數 Página", "1/1"),
    ]
    ty = 80
    for lab, val in ref:
        ty = crow(pdf, bx, ty, [72, 98], [lab, val], "ll", h=15, size=sz - 0.6)
    y = ty + 12
    lab_sup = pk(rng, "供應商\nFornecedor|致 Para|供應商 Fornecedor")
    rows_s = [sup]
    if sup_pt and rng.random() < 0.7:
        rows_s.append(sup_pt)
    rows_s += [
        _mo_addr(rng),
        f"聯絡人 Contacto: {cj.person(rng, 'zh-Hant')}",
        f"電話 Tel: {rng.choice('62')}{rng.randint(1000000, 9999999)}　傳真 Fax: 28{rng.randint(100000, 999999)}",
    ]
    half = wd / 2 - 5
    hh = 14 * len(rows_s) + 10
    deliver = [
        pk(rng, "送貨地址 Local de Entrega|交貨地點 Local de entrega"),
        pk(rng, "本公司倉庫 Armazém|酒店收貨部 Recepção de mercadorias|工地 Obra|廚房 Cozinha"),
        _mo_addr(rng),
        f"收貨人 Recebido por: {cj.person(rng, 'zh-Hant')}",
    ]
    for k, (cap, lines_) in enumerate(((lab_sup, rows_s), (deliver[0], deliver[1:]))):
        x = m + k * (half + 10)
        pdf.rect(x, y, half, hh)
        cw0 = 58
        pdf.rect(x, y, cw0, hh, fill=PALE)
        for i, part in enumerate(cap.split("\n") if "\n" in cap else cap.split(" ", 1)):
            pdf.text(x + cw0 / 2, y + 16 + i * 12, part, sz - 0.6, align="c", bold=i == 0)
        for i, s in enumerate(lines_):
            pdf.text(
                x + cw0 + 5,
                y + 14 + i * 14,
                s,
                sz if i else sz + 0.4,
                bold=i == 0 and k == 0,
                maxw=half - cw0 - 10,
            )
    y += hh + 10
    strip = [
        ("報價單編號\nN.º da cotação", quote),
        ("申請編號\nN.º requisição", req),
        ("付款條件\nPagamento", pk(rng, "月結30天|貨到付款|月結60天|支票 30 dias")),
        ("交貨日期\nData de entrega", cj.later(rng, d, 3, 25).strftime("%d/%m/%Y")),
    ]
    sw = [wd / 4] * 4
    y = crow(pdf, m, y, sw, [a for a, _ in strip], "cccc", h=24, size=sz - 1, fill=PALE, head=True)
    y = crow(pdf, m, y, sw, [b for _, b in strip], "cccc", h=17, size=sz - 0.4)
    y += 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 8], [22, 28], 0.12)
    picks = rng.sample(MO_ITEMS, min(n, len(MO_ITEMS))) + rng.choices(
        MO_ITEMS, k=max(0, n - len(MO_ITEMS))
    )
    rows_ = []
    goods = ZERO
    for i, (nm, unit, lo, hi) in enumerate(picks, 1):
        q = Decimal(rng.choice([2, 5, 10, 12, 20, 24, 50, 100]) if hi < 500 else 1)
        p = Decimal(rng.randint(lo * 10, hi * 10)) / 10
        a = r2(q * p)
        goods += a
        rows_.append([str(i), nm, f"{q}", unit, cj.money(p), cj.money(a)])
    heads = [
        "項目\nItem",
        "貨品名稱及規格 Descrição",
        "數量\nQtd.",
        "單位\nUnid.",
        "單價\nPreço unit.",
        f"金額 ({cur.split()[-1]})\nMontante",
    ]
    cw_ = cj.rel(wd, [7, 45, 9, 8, 14, 17])

    def cont() -> float:
        pdf.text(W - m, H - 28, "續下頁 Continua", sz - 1, align="r", colour=GREY)
        pdf.new_page()
        pdf.text(m, 40, f"{buyer}　{title} {sub}　N.º {po}", sz, bold=True)
        return 52

    y = cbody(
        pdf,
        m,
        y,
        cw_,
        heads,
        "clrcrr",
        rows_,
        size=sz - 0.4,
        h=18,
        bottom=H - 80,
        cont=cont,
        fill=PALE,
    )
    disc = ZERO
    if rng.random() < 0.3:
        disc = pct_of(goods, rng.choice([3, 5, 10]))
    freight = Decimal(rng.choice([0, 0, 0, 50, 100, 150]))
    total = goods - disc + freight
    if y + 90 > H - 70:
        y = cont()
    y += 6
    if stated:
        tl = [("小計 Subtotal", cj.money(goods))]
        if disc:
            tl.append(("折扣 Desconto", "-" + cj.money(disc)))
        if freight:
            tl.append(("運費 Transporte", cj.money(freight)))
        tl.append((pk(rng, "總額 Total|總金額 Total|合計 Total geral"), f"{cur} {cj.money(total)}"))
        tx = m + sum(cw_[:4])
        for lab, val in tl:
            last = lab == tl[-1][0]
            y = crow(
                pdf,
                tx,
                y,
                [cw_[4], cw_[5]],
                [lab, val],
                "lr",
                h=17,
                size=sz - 0.2 + (0.4 if last else 0),
                bold=last,
            )
        y += 14
        if rng.random() < 0.6:
            word = "澳門幣" if cur != "HKD" else "港幣"
            pdf.text(m, y, f"大寫 Por extenso：{word}{cj.daxie(total, trad=True)}", sz - 0.4)
            y += 16
    else:
        y += 14
        pdf.text(m, y, "價格以報價單為準 Preços conforme cotação", sz - 0.4)
        y += 16
    notes = [
        "請於發票上註明本訂單編號 Favor indicar o número desta nota na factura.",
        "送貨時請附送貨單 Entregar com guia de remessa.",
        "如未能按時交貨請預先通知 Avisar em caso de atraso.",
    ]
    pdf.text(m, y, "備註 Observações：", sz - 0.4, bold=True)
    y += 13
    for s in rng.sample(notes, 2):
        pdf.text(m + 10, y, s, sz - 1)
        y += 12
    y += 34
    if y + 30 > H - 30:
        y = cont() + 30
    caps = ["申請人 Requisitante", "部門主管 Chefe", "批准 Aprovado por", "供應商確認 Fornecedor"]
    sw4 = wd / 4
    for k, s in enumerate(caps):
        pdf.line(m + k * sw4 + 4, y, m + (k + 1) * sw4 - 8, y, lw=0.5)
        pdf.text(m + k * sw4 + 4, y + 12, s, sz - 1.2)
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 4 ja mould-making order with an instalment schedule

JK_B = "三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田 東邦 共栄 協和 富士 日進 太陽 明和".split()
JK_SUP = [
    "株式会社{b}金型製作所",
    "{b}モールド株式会社",
    "{b}精密金型株式会社",
    "有限会社{b}金型",
    "株式会社{b}技研",
    "{b}ダイテック株式会社",
]
JK_SUP_BARE = ["{b}金型製作所", "{b}精工所", "{b}モールド工房"]
JK_BUY = [
    "{b}化成株式会社",
    "{b}樹脂工業株式会社",
    "株式会社{b}プラスチック",
    "{b}電装株式会社",
    "{b}ダイカスト株式会社",
    "株式会社{b}製作所",
]
JK_PROD = [
    ("ドアトリム クリップ", "射出成形金型"),
    ("コネクタハウジング", "射出成形金型"),
    ("ランプレンズ", "射出成形金型"),
    ("エンジンカバー", "ダイカスト金型"),
    ("ブラケット", "プレス順送金型"),
    ("操作パネル", "射出成形金型"),
    ("ギヤケース", "ダイカスト金型"),
    ("キャップ", "射出成形金型（ホットランナー）"),
]


JK_TERMS = [
    "（適用）本約款は、発注者が受注者に発注する金型の製作に適用する。",
    "（仕様）受注者は、発注者の承認した金型仕様書及び図面に基づき金型を製作する。",
    "（検収）金型は、T0トライ後の成形品が発注者の受入検査に合格したときをもって検収とする。",
    "（所有権）金型の所有権は、代金の支払の有無にかかわらず検収時に発注者に移転する。",
    "（保管）受注者が金型を保管する場合は、善良なる管理者の注意をもって保管し、発注者の指示なく廃棄・移動してはならない。",
    "（修理）保証ショット数以内の摩耗・破損は、受注者の負担で修理する。",
    "（秘密保持）受注者は、本取引により知り得た技術情報を第三者に開示してはならない。",
    "（支払）代金は注文書記載の分割支払条件に従い、各回とも月末締め翌月末日に振り込む。",
]


def fit10_ja_kanagata_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    W, H = A4
    m = rng.choice([36, 40])
    wd = W - 2 * m
    b1 = rng.choice(JK_B)
    buyer = rng.choice(JK_BUY).format(b=b1)
    sup = bare_or(rng, JK_SUP, JK_SUP_BARE, 0.2).format(b=rng.choice([b for b in JK_B if b != b1]))
    d = a_date(rng)
    po = rng.choice(
        [
            f"M{d:%y}-{rng.randint(1000, 9999)}",
            f"KH{d:%Y%m}{rng.randint(10, 99)}",
            f"{rng.randint(300000, 699999)}",
            f"型発-{d:%y}{rng.randint(100, 999)}",
        ]
    )
    quote = f"{pk(rng, 'MQ|Q|見')}{rng.randint(10000, 99999)}"
    stated = stated_of(rng)
    sz = rng.choice([8.6, 9.0])
    prod, mtype = rng.choice(JK_PROD)
    part_no = f"{rng.randint(10, 99)}{rng.choice('ABCDK')}{rng.randint(100, 999)}-{rng.randint(1000, 9999)}"
    title = pk(rng, "発注書（金型）|金型発注書|注文書（金型製作）|発 注 書")
    pdf.text(m, 52, title, 19, bold=True)
    pdf.line(m, 58, m + cj.stringWidth(title, cj.FONT_NAME, 19), 58, lw=1.4)
    nx = W - m - 180
    ny = 30
    for lab, val in [
        (pk(rng, "発注No.|注文番号|発注番号"), po),
        ("発行日", cj.fdate(d, rng.choice(["cn", "reiwa", "slash"]))),
        ("頁", "1/1"),
    ]:
        ny = crow(pdf, nx, ny, [62, 118], [lab, val], "ll", h=15, size=sz - 0.6, fill=None)
    ny += 8
    for i, s in enumerate(
        [
            buyer,
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}  FAX {cj.ja_tel(rng)}",
            f"登録番号 T{rng.randint(1000000000000, 9999999999999)}",
            f"担当：{pk(rng, '生産技術部|購買課|調達部|技術部 金型課')} {cj.person(rng, 'ja')}",
        ]
    ):
        pdf.text(nx, ny + 10 + i * 12, s, sz if i == 0 else sz - 1.2, bold=i == 0, maxw=180)
    if rng.random() < 0.7:
        pdf.stamp(W - m - 22, ny + 26, buyer[:6], rng, shape="rect", r=22)
    y = 80
    pdf.text(
        m,
        y,
        pk(
            rng, "下記の通り発注いたします。|下記のとおり注文いたします。注文請書をご返送ください。"
        ),
        sz - 0.4,
    )
    y = max(y + 14, ny + 72)
    spec = f"取数 {rng.choice(['1×1', '1×2', '1×4', '2×2'])}／材質 {pk(rng, 'NAK80|STAVAX|SKD61|S50C|HPM38')}／成形機 {rng.choice([80, 130, 180, 280, 450, 850])}t／保証ショット {rng.choice([30, 50, 100, 300])}万"
    t0 = cj.later(rng, d, 40, 80)
    grid = [
        ("発注先", f"{sup}　御中"),
        ("件名", f"{prod} {mtype} 製作"),
        ("品名／品番", f"{prod}／{part_no}"),
        ("金型仕様", spec),
        ("御見積No.", quote),
        (
            "納期",
            f"T0 {cj.fdate(t0, 'slash')}　初回サンプル提出 {cj.fdate(cj.later(rng, t0, 7, 20), 'slash')}",
        ),
        (
            "納入場所",
            pk(rng, "当社 第二工場 成形課|当社本社工場|成形委託先（別途指示）|当社 技術センター"),
        ),
        ("支払条件", pk(rng, "下記支払予定の通り|下記の分割払い|各回 月末締め翌月末 振込")),
    ]
    lw = 84
    for lab, val in grid:
        pdf.rect(m, y, lw, 19, fill=PALE)
        y2 = crow(pdf, m, y, [lw, wd - lw], [lab, val], "cl", h=19, size=sz - 0.2)
        if lab == "発注先":
            pdf.text(
                W - m - 5,
                y + 13.5,
                f"ご担当 {cj.person(rng, 'ja').split()[0]} 様",
                sz - 1,
                align="r",
            )
        y = y2
    y += 14
    items = [("金型製作費", f"{mtype} 1面", 1, 1_200_000, 8_500_000)]
    extra = [
        ("金型設計費", "3D設計・流動解析含む", 1, 150_000, 600_000),
        ("トライ費", "T1・T2 成形トライ", rng.choice([1, 2]), 40_000, 120_000),
        ("検査治具", "寸法検査用", 1, 80_000, 350_000),
        ("運搬費", "納入先まで", 1, 15_000, 60_000),
        ("電極・放電加工", "一式", 1, 90_000, 300_000),
    ]
    items += rng.sample(extra, rng.randint(1, 4))
    rows_ = []
    sub = ZERO
    for i, (nm, sp, q, lo, hi) in enumerate(items, 1):
        p = Decimal(rng.randint(lo // 1000, hi // 1000) * 1000)
        a = p * q
        sub += a
        rows_.append([str(i), nm, sp, str(q), w0(p), w0(a)])
    cw_ = cj.rel(wd, [5, 22, 35, 7, 15, 16])

    def cont() -> float:
        pdf.new_page()
        pdf.text(m, 40, f"{title}（続き）　{po}", sz, bold=True)
        return 52

    y = cbody(
        pdf,
        m,
        y,
        cw_,
        ["No.", "項目", "仕様・内容", "数量", "単価（円）", "金額（円）"],
        "cllrrr",
        rows_,
        size=sz - 0.4,
        h=18,
        bottom=H - 60,
        cont=cont,
    )
    nebiki = ZERO
    if rng.random() < 0.35:
        nebiki = Decimal(rng.choice([10, 20, 30, 50, 100]) * 1000)
    net = sub - nebiki
    tax = r0(net / 10)
    total = net + tax
    tx = m + sum(cw_[:4])
    tws = [cw_[4], cw_[5]]
    if stated:
        tl = [("小計", w0(sub))]
        if nebiki:
            tl.append(("出精値引", "-" + w0(nebiki)))
        tl += [
            ("消費税（10%）", w0(tax)),
            (pk(rng, "合計金額（税込）|総合計|合計"), f"¥{w0(total)}"),
        ]
        for lab, val in tl:
            last = lab == tl[-1][0]
            y = crow(
                pdf,
                tx,
                y,
                tws,
                [lab, val],
                "lr",
                h=18,
                size=sz - 0.2,
                bold=last,
                fill=PALE if last else None,
            )
        y += 16
        pdf.text(m, y, pk(rng, "支払予定（税込）|分割支払条件|お支払スケジュール"), sz, bold=True)
        y += 6
        plan = rng.choice([[30, 40, 30], [50, 50], [30, 70], [40, 30, 30]])
        nodes = ["発注時（着手金）", "T1サンプル合格時", "量産承認（PPAP）後"]
        if len(plan) == 2:
            nodes = ["T0完了時", "量産承認後"]
        pw = cj.rel(wd * 0.8, [8, 42, 15, 35])
        y = crow(
            pdf,
            m,
            y,
            pw,
            ["回", "支払条件", "割合", "金額（円）"],
            "clcr",
            h=16,
            size=sz - 0.6,
            fill=PALE,
            head=True,
        )
        for k, (sh, amt) in enumerate(zip(plan, split_pay(total, plan, whole=True))):
            y = crow(
                pdf,
                m,
                y,
                pw,
                [str(k + 1), nodes[k], f"{sh}%", w0(amt)],
                "clcr",
                h=16,
                size=sz - 0.6,
            )
    else:
        y += 14
        pdf.text(m, y, "※金額は上記単価に基づき、型完成時に別途精算いたします。", sz - 0.4)
    y += 18
    if y + 150 > H - 30:
        y = cont()
    pdf.rect(m, y, wd, 70)
    pdf.text(m + 5, y + 13, "備考", sz, bold=True)
    rem = [
        f"1. 金型の所有権は{buyer}に帰属します。型銘板に当社型番を刻印してください。",
        "2. 金型は貴社にて善良なる管理者の注意をもって保管してください。",
        "3. 図面・3Dデータの第三者への開示を禁じます。",
        "4. 本注文書受領後7日以内に注文請書をご提出ください。",
    ]
    for i, s in enumerate(rng.sample(rem, 3)):
        pdf.text(m + 10, y + 28 + i * 13, s, sz - 1.2, maxw=wd - 20)
    y += 86
    apw = 44
    for k, s in enumerate(["承認", "審査", "担当"]):
        pdf.rect(W - m - (3 - k) * apw, y, apw, 14, fill=PALE)
        pdf.text(W - m - (3 - k) * apw + apw / 2, y + 10.5, s, sz - 1, align="c")
        pdf.rect(W - m - (3 - k) * apw, y + 14, apw, 38)
    if rng.random() < 0.25:
        y = cont() + 10
        pdf.text(W / 2, y, pk(rng, "金型発注約款|注文約款|取引条件"), 13, align="c", bold=True)
        y += 24
        for k, s in enumerate(JK_TERMS, 1):
            for ln in cj.wrap(f"第{k}条　{s}", sz - 0.6, wd):
                pdf.text(m, y, ln, sz - 0.6)
                y += 14
            y += 4
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 5 en-US aviation parts / MRO purchase order

AV_BUY_A = "Skyward|Tailwind|Northstar|Blue Ridge|Cascade|Lone Pine|Redhawk|Summit|Coastal|Desert Sun|Frontier|Ridgeline|Great Plains|Harbor|Silver State|Magnolia".split(
    "|"
)
AV_BUY_K = "Aviation Services|Air Charter, Inc.|Aerospace MRO|Jet Center|Helicopters LLC|Flight Training Academy|Air Ambulance".split(
    "|"
)
AV_SUP_A = "Apex|Meridian|Sterling|Keystone|Horizon|Pinnacle|Vector|Falcon Ridge|Liberty|Trident|Allied|Crestview|Eagle Point|Bridgewater|Cardinal|Titan|Redstone".split(
    "|"
)
AV_SUP = "{a} Aero Components, Inc.|{a} Avionics LLC|{a} Aircraft Parts Corp.|{a} Propeller Service, Inc.|{a} Accessory Overhaul LLC|{a} Turbine Supply Co.|{a} Aviation Supply, Inc.".split(
    "|"
)
AV_SUP_BARE = "{a} Aero Parts|{a} Avionics|{a} Hydraulics|{a} Aircraft Accessories".split("|")
AV_ITEMS = [
    ("23088-003", "Starter Generator", 2800, 6900),
    ("3244670-6", "Fuel Control Unit", 9000, 26000),
    ("5006191", "Main Wheel Assy", 900, 2600),
    ("30-9011", "Brake Assy, Multi-Disc", 1400, 3800),
    ("10-51360-6", "Magneto", 600, 1500),
    ("212CW", "Vacuum Pump, Dry Air", 420, 980),
    ("504-0111-936", "Attitude Indicator", 2200, 5400),
    ("8210-079", "Propeller Governor", 1800, 4600),
    ("66165-04", "Hydraulic Pump", 3100, 7800),
    ("CH48110-1", "Oil Filter Element", 28, 45),
    ("REM38E", "Spark Plug, Massive Electrode", 26, 42),
    ("KT76C", "Transponder", 1500, 2900),
    ("3103966-01", "Fuel Nozzle", 650, 1800),
    ("4509", "Landing Light, Sealed Beam", 45, 110),
    ("452-0133", "ELT Battery Pack", 180, 390),
    ("MS28775-228", "O-Ring (pkg of 10)", 8, 22),
]
AV_CITY = [
    ("Wichita", "KS", "67209"),
    ("Addison", "TX", "75001"),
    ("Scottsdale", "AZ", "85260"),
    ("Van Nuys", "CA", "91406"),
    ("Opa-locka", "FL", "33054"),
    ("Renton", "WA", "98057"),
    ("Centennial", "CO", "80112"),
    ("Smyrna", "TN", "37167"),
    ("Greenville", "SC", "29605"),
    ("Bangor", "ME", "04401"),
]


def _av_addr(rng: random.Random) -> list[str]:
    city, st, z = rng.choice(AV_CITY)
    return [
        f"{rng.randint(100, 9800)} {pk(rng, 'Airport Rd.|Hangar Ln.|Aviation Way|Taxiway Dr.|Skyharbor Blvd.|Runway Ct.')}{pk(rng, '|, Hangar 4|, Bldg 12|, Suite 200')}",
        f"{city}, {st} {z}",
    ]


def fit10_en_us_aviation_parts_po(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(letter, rng.choice(["helv", "libsans", "djcond"]))
    W, H = letter
    m = 36
    wd = W - 2 * m
    a1 = rng.choice(AV_BUY_A)
    buyer = f"{a1} {rng.choice(AV_BUY_K)}"
    sup = bare_or(rng, AV_SUP, AV_SUP_BARE, 0.2).format(
        a=rng.choice([a for a in AV_SUP_A if a != a1])
    )
    d = a_date(rng)
    po = rng.choice(
        [
            f"PO-{d:%y}-{rng.randint(1000, 9999)}",
            f"{a1[:2].upper()}{rng.randint(10000, 99999)}",
            f"P{d:%y%m}{rng.randint(100, 999)}",
            f"{rng.randint(200000, 699999)}",
        ]
    )
    otype = pk(rng, "EXCHANGE|OUTRIGHT|REPAIR|OUTRIGHT")
    stated = stated_of(rng)
    sz = rng.choice([8.2, 8.6])
    dark = rng.random() < 0.6
    if dark:
        d_.box(0, 0, W, 40, fill=0.15, stroke=False)
        d_.c.setFillGray(1)
        d_.c.setFont(d_.bold, 15)
        d_.c.drawString(m, H - 26, buyer)
        d_.c.setFont(d_.reg, 7.5)
        d_.c.drawRightString(W - m, H - 18, "  ".join(_av_addr(rng)))
        d_.c.drawRightString(
            W - m,
            H - 29,
            f"FAA Repair Station {rng.choice('KQ')}{rng.choice('ABCDEFGH')}{rng.choice('ABCDEFGH')}R{rng.randint(100, 999)}{rng.choice('KLM')}  Tel {la.phone(rng, 'us')}",
        )
        d_.c.setFillGray(0)
        y = 70
    else:
        d_.t(m, 40, buyer, 15, b=True)
        d_.lines(m, 46, [*_av_addr(rng), f"Tel {la.phone(rng, 'us')}"], sz - 0.5)
        y = 96
    d_.t(m, y, "PURCHASE ORDER", 18, b=True)
    d_.t(
        m,
        y + 14,
        f"Order Type: {otype}{pk(rng, '|  -  Priority: AOG|  -  Priority: Routine|  -  Priority: Critical')}",
        sz,
    )
    bx = W - m - 190
    by = y - 22 if dark else 34
    for lab, val in [
        ("PO NUMBER", po),
        ("DATE", f"{d:%m/%d/%Y}"),
        ("BUYER", la.person(rng, "en")),
        ("PAGE", "1 of 1"),
    ]:
        d_.box(bx, by, 70, 15, fill=0.88)
        d_.box(bx + 70, by, 120, 15)
        d_.t(bx + 3, by + 10.5, lab, 7, b=True)
        d_.t(bx + 73, by + 10.5, val, sz, b=lab == "PO NUMBER")
        by += 15
    y = max(y + 28, by + 12)
    vlab = pk(rng, "VENDOR|SUPPLIER|ORDERED FROM|")
    vlines = [
        sup,
        *_av_addr(rng),
        f"CAGE {rng.randint(1, 9)}{rng.choice('ABCDEFGHJK')}{rng.randint(100, 999)}",
        f"Attn: {la.person(rng, 'en')}  {la.phone(rng, 'us')}",
    ]
    slines = [
        buyer,
        pk(rng, "Receiving / Stores|Hangar 2 - Parts Cage|Attn: Inspection"),
        *_av_addr(rng),
    ]
    blines = [buyer, "Accounts Payable", *_av_addr(rng)]
    blocks = [(vlab, vlines), ("SHIP TO", slines)]
    if rng.random() < 0.6:
        blocks.append(("BILL TO", blines))
    bw = (wd - 10 * (len(blocks) - 1)) / len(blocks)
    for k, (lab, ls) in enumerate(blocks):
        x = m + k * (bw + 10)
        if lab:
            d_.box(x, y, bw, 13, fill=0.85)
            d_.t(x + 4, y + 9.5, lab, sz - 0.8, b=True)
        d_.box(x, y + 13, bw, 74)
        d_.lines(x + 5, y + 17, ls, sz - 0.3, b_first=k == 0)
    y += 98
    wo = f"WO-{rng.randint(10000, 99999)}"
    labs = ["W/O NO.", "TAIL NO.", "A/C TYPE", "VENDOR QUOTE", "TERMS", "SHIP VIA"]
    vals = [
        wo,
        f"N{rng.randint(100, 999)}{rng.choice(['', 'A', 'TX', 'JW', 'K'])}",
        pk(rng, "King Air 350|PC-12/47E|Citation CJ3|Bell 407|Cessna 208B|Learjet 45|EC135"),
        f"Q{rng.randint(10000, 99999)}",
        pk(rng, "Net 30|Net 15|Prepaid|Credit Card|Net 45"),
        pk(rng, "FedEx Priority Overnight|UPS Red|Best Way|Counter to Counter|Customer Pickup"),
    ]
    y = d_.grid(m, y, [wd / 6] * 6, labs, vals, size=sz - 0.5) + 10
    n = n_lines(rng, [1, 2, 3, 4, 5, 6], [24, 30], 0.12)
    picks = rng.sample(AV_ITEMS, min(n, len(AV_ITEMS))) + rng.choices(
        AV_ITEMS, k=max(0, n - len(AV_ITEMS))
    )
    rows_ = []
    sub = ZERO
    cores = ZERO
    for i, (pn, desc, lo, hi) in enumerate(picks, 1):
        q = rng.choice([1, 1, 1, 2]) if hi > 200 else rng.choice([4, 6, 10, 12, 24])
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        cond = "NE" if hi < 200 else pk(rng, "NE|OH|SV|RP|NS") if otype != "REPAIR" else "AR"
        if otype == "EXCHANGE" and hi > 500:
            desc += " (exch. fee)"
            cores += r2(p * Decimal(rng.choice([2, 3])))
        a = r2(p * q)
        sub += a
        rows_.append(
            [
                str(i),
                pn,
                desc,
                cond,
                f"SN {rng.randint(1000, 99999)}" if hi > 500 and rng.random() < 0.6 else "",
                str(q),
                "EA",
                en(p),
                en(a),
            ]
        )
    ws = [wd * p for p in (0.05, 0.14, 0.29, 0.06, 0.11, 0.05, 0.06, 0.12, 0.12)]
    heads = [
        "LN",
        "PART NUMBER",
        "DESCRIPTION",
        "COND",
        "SERIAL",
        "QTY",
        "UM",
        "UNIT PRICE",
        "EXTENDED",
    ]

    def cont() -> float:
        d_.t(W - m, H - 24, "Continued on next page", 7, al="r")
        d_.new_page()
        d_.t(m, 40, f"{buyer} - Purchase Order {po} (cont.)", sz, b=True)
        return 52

    y = lbody(
        d_, m, y, ws, heads, "cllccrcrr", rows_, size=sz - 0.4, h=15, bottom=H - 70, cont=cont
    )
    freight = rng.choice([ZERO, Decimal(45), Decimal("85.50"), Decimal(150), Decimal(275)])
    total = sub + freight
    if y + 150 > H - 40:
        y = cont()
    y += 10
    tx = m + wd * 0.6
    tl = [
        ("Subtotal", en(sub)),
        ("Freight (est.)", en(freight) if freight else "Vendor pays"),
        ("Sales Tax", pk(rng, "Exempt - Resale|Exempt - Part 135|0.00|Exempt")),
    ]
    if stated:
        tl.append((pk(rng, "TOTAL PO AMOUNT|PO TOTAL|TOTAL (USD)|ORDER TOTAL"), f"${en(total)}"))
    yy = y
    for lab, val in tl:
        last = lab == tl[-1][0] and stated
        if last:
            d_.box(tx - 4, yy, W - m - tx + 4, 16, fill=0.88)
        d_.t(tx, yy + 11, lab, sz, b=last)
        d_.t(W - m - 3, yy + 11, val, sz, b=last, al="r")
        yy += 16
    if cores and rng.random() < 0.8:
        d_.para(
            tx,
            yy + 6,
            f"Core charge of ${en(cores)} applies only if a repairable core is not returned within 15 days.",
            sz - 1.5,
            W - m - tx,
        )
    d_.t(m, y + 10, "REQUIRED DOCUMENTATION", sz - 0.5, b=True)
    docs = [
        "FAA 8130-3",
        "EASA Form 1",
        "C of C",
        "Trace to OEM / Part 121",
        "Non-incident statement",
    ]
    for k, s in enumerate(docs):
        yk = y + 24 + k * 12
        d_.box(m, yk - 8, 8, 8)
        if rng.random() < 0.5 or k == 0:
            d_.t(m + 1.2, yk - 1, "X", 7.5, b=True)
        d_.t(m + 13, yk, s, sz - 0.8)
    y = max(yy, y + 24 + len(docs) * 12) + 16
    d_.para(
        m,
        y,
        pk(
            rng,
            "All parts must be shipped with the required airworthiness documentation. Suspected unapproved parts will be returned at vendor expense. Reference the PO number on all packing slips, certs and invoices.|Vendor certifies that parts have not been subjected to severe stress or heat and are not from military or government surplus. PO number must appear on all paperwork.",
        ),
        sz - 1.4,
        wd,
    )
    y += 40
    d_.sign(
        m,
        y,
        200,
        f"Authorized by: {la.person(rng, 'en')}, {pk(rng, 'Director of Maintenance|Parts Manager|Chief Inspector|Purchasing')}",
    )
    d_.sign(m + 260, y, 200, "Vendor acknowledgment / date")
    out = finish(d_, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 6 en-GB / IE ship manager's order for vessel stores

SH_BUY_A = "Solway|Pentland|Tamar|Morven|Kinloch|Corrib|Lundy|Fastnet|Strathmore|Hebridean|Portland|Moray|Saltire|Kestrel|Thorne|Carrick".split(
    "|"
)
SH_BUY = "{a} Ship Management Ltd|{a} Marine Services Limited|{a} Shipping Co. Ltd|{a} Offshore Ltd|{a} Ship Management (Ireland) DAC".split(
    "|"
)
SH_PORT = [
    ("Aberdeen", "AB11 5PD", "uk"),
    ("Glasgow", "G2 8LA", "uk"),
    ("Southampton", "SO14 3TJ", "uk"),
    ("Liverpool", "L3 1BY", "uk"),
    ("Hull", "HU1 2DH", "uk"),
    ("Cork", "T12 R2NC", "ie"),
    ("Dublin 2", "D02 X285", "ie"),
    ("Belfast", "BT3 9DT", "uk"),
    ("Newcastle upon Tyne", "NE6 3SA", "uk"),
]
SH_SUP_A = "Ardmore|Harbourside|Quayside|Bosun's|Anchor Point|Baltic Wharf|Fisherrow|Leith Dock|Tidewater|Kingfisher|Seagate|Portside|Wavecrest|Northsea|Galley Bay|Capstan".split(
    "|"
)
SH_SUP = "{a} Ship Supply Ltd|{a} Marine Stores Limited|{a} Ship Chandlers (UK) Ltd|{a} Provisions & Bonded Stores Ltd|{a} Marine Supplies Ltd.|{a} Ship Services Limited".split(
    "|"
)
SH_SUP_BARE = "{a} Chandlery|{a} Marine Stores|{a} Ship Supplies".split("|")
SH_VSL = "Atlantic Hope|Northern Spirit|Skerry Star|Celtic Venture|Islay Mist|Forth Guardian|Irish Rover II|Solent Pride|Pentland Trader|Arran Spirit|Dunmore Head|Sea Harrier".split(
    "|"
)
SH_ITEMS = [
    ("210457", "Rope, polyester 24mm x 220m coil", "COIL", 180, 420),
    ("232401", "Paint, antifouling red 20 ltr", "TIN", 140, 310),
    ("190109", "Gloves, leather rigger", "PAIR", 3, 9),
    ("330111", "Shackle, galvanised bow 16mm", "PCE", 6, 18),
    ("450103", "Battery, alkaline AA", "PKT", 4, 10),
    ("550116", "Detergent, deck cleaner 25 ltr", "DRUM", 38, 90),
    ("617241", "Gasket sheet, non-asbestos 1.5mm", "SHT", 35, 85),
    ("790411", "Electrode, welding 3.2mm (5 kg)", "PKT", 24, 55),
    ("811002", "Oil, hydraulic ISO VG 46, 20 ltr", "PAIL", 60, 130),
    ("390221", "Fire hose 45mm x 20m c/w couplings", "PCE", 95, 210),
    ("154032", "Boiler suit, flame retardant, L", "PCE", 28, 60),
    ("370507", "Padlock, brass 50mm", "PCE", 9, 22),
    ("170203", "Coffee, ground 1 kg", "KG", 9, 18),
    ("000112", "Eggs, fresh, large", "DOZ", 3, 6),
    ("510628", "Rag, cotton wiping (10 kg)", "BALE", 18, 40),
    ("651104", "Filter element, fuel oil", "PCE", 45, 160),
]


def fit10_en_gb_ship_stores_po(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "times", "libsans", "djserif"]))
    W, H = A4
    m = rng.choice([34, 40, 46])
    wd = W - 2 * m
    a1 = rng.choice(SH_BUY_A)
    buyer = rng.choice(SH_BUY).format(a=a1)
    city, pc, region = rng.choice(SH_PORT)
    sup = bare_or(rng, SH_SUP, SH_SUP_BARE, 0.2).format(a=rng.choice(SH_SUP_A))
    vsl = rng.choice(SH_VSL)
    vpre = pk(rng, "MV|MT|MSV|MV")
    d = a_date(rng)
    po = rng.choice(
        [
            f"{a1[:3].upper()}-PO-{d:%y}-{rng.randint(1000, 9999)}",
            f"{''.join(w[0] for w in vsl.split())}/PO/{rng.randint(100, 999)}/{d:%y}",
            f"PO{rng.randint(100000, 399999)}",
            f"{d:%y}{rng.randint(10000, 99999)}",
        ]
    )
    req = f"{pk(rng, 'DEC|ENG|CAT|GAL')}-REQ-{rng.randint(10, 199):03d}"
    cur = rng.choice(["USD", "USD", "GBP", "EUR"] if region == "uk" else ["EUR", "EUR", "USD"])
    stated = stated_of(rng)
    sz = rng.choice([8.4, 8.8])
    d_.t(W - m, 44, buyer, 13, b=True, al="r")
    d_.lines(
        W - m - 200,
        50,
        [
            f"{rng.randint(1, 90)} {pk(rng, 'Regent Quay|Albert Dock|Ocean Way|Harbour Road|Custom House Quay')}",
            f"{city} {pc}",
            f"Tel {la.phone(rng, 'uk') if region == 'uk' else '+353 21 ' + str(rng.randint(400, 499)) + ' ' + str(rng.randint(1000, 9999))}",
            f"purchasing@{a1.lower()}{pk(rng, 'marine|ships|shipping')}.{'co.uk' if region == 'uk' else 'ie'}",
        ],
        sz - 1,
    )
    d_.t(m, 50, "PURCHASE ORDER", 19, b=True)
    d_.t(m, 64, f"as Managers for and on behalf of the Owners of {vpre} {vsl}", sz - 1, grey=0.3)
    y = 112
    vk = [
        ("Vessel", f"{vpre} {vsl}"),
        ("IMO No.", str(rng.randint(9100000, 9899999))),
        ("Flag", pk(rng, "United Kingdom|Ireland|Isle of Man|Bahamas|Gibraltar|Malta")),
        (
            "Port of Supply",
            pk(rng, f"{city.split()[0]}|Rotterdam|Lerwick|Milford Haven|Killybegs|Falmouth"),
        ),
        ("ETA", f"{cj.later(rng, d, 2, 12):%d %b %Y} {rng.randint(6, 22):02d}00 LT"),
        ("Agent", f"{pk(rng, 'Northern|Harbour|Celtic|Gulf Stream')} Shipping Agency Ltd"),
    ]
    ok = [
        (pk(rng, "Order No.|P.O. No.|Purchase Order No."), po),
        ("Order Date", f"{d:%d/%m/%Y}"),
        ("Requisition No.", req),
        ("Your Quote Ref.", f"{pk(rng, 'QN|Q')}{rng.randint(1000, 99999)}"),
        (
            "Account",
            pk(rng, "401 Deck Stores|402 Engine Stores|410 Provisions|430 Safety Equipment"),
        ),
        ("Currency", cur),
    ]
    half = wd / 2 - 6
    supbox_left = rng.random() < 0.6
    sx = m if supbox_left else m + half + 12
    ox = m + half + 12 if supbox_left else m
    slab = pk(rng, "To:|Supplier:|Vendor|")
    scity, spc, sreg = rng.choice(SH_PORT)
    sl = [
        sup,
        f"{rng.randint(1, 120)} {pk(rng, 'Dock Street|Commercial Road|Wharf Road|Trinity Quay')}",
        f"{scity} {spc}",
        f"Attn: {la.person(rng, 'en')}",
        f"Email: orders@{''.join(ch for ch in sup.split()[0].lower() if ch.isalpha())}.{'co.uk' if sreg == 'uk' else 'ie'}",
    ]
    if slab:
        d_.t(sx, y, slab, sz, b=True)
    d_.box(sx, y + 4, half, 80)
    d_.lines(sx + 6, y + 9, sl, sz, b_first=True)
    d_.kv(ox, y, ok, 86, sz - 0.4, b_label=True)
    y += 96
    vw = wd / 6
    y = (
        d_.grid(m, y, [vw] * 6, [k for k, _ in vk], [v for _, v in vk], size=sz - 0.6, shade=0.9)
        + 12
    )
    n = n_lines(rng, [3, 4, 5, 6, 8, 10], [28, 36], 0.15)
    picks = rng.sample(SH_ITEMS, min(n, len(SH_ITEMS))) + rng.choices(
        SH_ITEMS, k=max(0, n - len(SH_ITEMS))
    )
    rows_ = []
    sub = ZERO
    disc_any = rng.random() < 0.4
    for i, (code, desc, unit, lo, hi) in enumerate(picks, 1):
        q = rng.choice([1, 2, 4, 6, 10, 12, 20, 24]) if hi < 100 else rng.choice([1, 2, 3, 4])
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        dc = rng.choice([0, 0, 5, 10]) if disc_any else 0
        a = r2(p * q * (100 - dc) / 100)
        sub += a
        rows_.append([str(i), code, desc, unit, str(q), en(p), f"{dc}%" if disc_any else "", en(a)])
    ws = [wd * p for p in (0.05, 0.1, 0.41, 0.08, 0.06, 0.11, 0.07, 0.12)]
    heads = [
        "Item",
        "IMPA",
        "Description",
        "Unit",
        "Qty",
        "Unit Price",
        "Disc." if disc_any else "",
        f"Amount {cur}",
    ]
    al_ = "cllcrrrr"
    if not disc_any:
        ws, heads, al_, rows_ = drop_col(ws, heads, al_, rows_, 6)

    def cont() -> float:
        d_.t(W - m, H - 24, "continued overleaf", 7, al="r")
        d_.new_page()
        d_.t(m, 40, f"{buyer} - Purchase Order {po} - {vpre} {vsl}", sz, b=True)
        d_.t(W - m, 40, f"Page {d_.pages}", sz, al="r")
        return 52

    y = lbody(
        d_,
        m,
        y,
        ws,
        heads,
        al_,
        rows_,
        size=sz - 0.4,
        h=15,
        bottom=H - 70,
        cont=cont,
        fill=0.9,
    )
    launch = rng.choice([ZERO, ZERO, Decimal(120), Decimal(250), Decimal(380)])
    total = sub + launch
    if y + 120 > H - 40:
        y = cont()
    y += 8
    tl = [("Sub-Total", en(sub))]
    if launch:
        tl.append(
            (pk(rng, "Launch hire|Delivery / launch charges|Transport to vessel"), en(launch))
        )
    if stated:
        tl.append(("VAT", pk(rng, "0.00 (zero-rated, ship's stores)|Zero-rated|0.00")))
        tl.append((pk(rng, f"Total Order Value {cur}|TOTAL {cur}|Order Total ({cur})"), en(total)))
    tx = m + wd * 0.55
    for lab, val in tl:
        last = lab == tl[-1][0] and stated
        d_.t(tx, y + 11, lab, sz, b=last)
        d_.t(W - m - 3, y + 11, val, sz, b=last, al="r")
        d_.line(tx, y + 15, W - m, y + 15, 0.8 if last else 0.3)
        y += 16
    if not stated:
        d_.t(tx, y + 11, "Order value to be confirmed on delivery docket", sz - 1.4, grey=0.3)
        y += 14
    y += 14
    notes = [
        "Delivery alongside; delivery note to be signed by the Master or Chief Officer and stamped with the ship's stamp.",
        "Goods to be delivered in time for the vessel's ETA. Advise the agent of any delay immediately.",
        "Invoices quoting order number and vessel name to be sent to accounts payable within 30 days of delivery.",
        "Short-shipped items must not be substituted without the superintendent's approval.",
    ]
    for s in rng.sample(notes, rng.randint(2, 4)):
        y = d_.para(m, y, "- " + s, sz - 1.2, wd) + 2
    y += 30
    if y + 40 > H - 40:
        y = cont() + 30
    d_.sign(
        m,
        y,
        180,
        f"{la.person(rng, 'en')}, {pk(rng, 'Technical Superintendent|Marine Superintendent|Purchasing Officer|Fleet Manager')}",
    )
    d_.sign(m + wd - 180, y, 180, "Received on board (Master / C/O)")
    d_.t(
        W / 2,
        H - 24,
        f"{buyer}  -  Registered in {pk(rng, 'Scotland No. SC|England No. 0|Ireland No. ')}{rng.randint(100000, 699999)}  -  VAT {pk(rng, 'GB|IE')}{rng.randint(100000000, 999999999)}",
        6.5,
        al="c",
        grey=0.4,
    )
    out = finish(d_, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 7 de software licences and IT services with one-off and yearly sections

DL_ORT = "Rosenheim|Paderborn|Göppingen|Landshut|Lüneburg|Fulda|Siegen|Offenburg|Kempten|Celle|Bamberg|Wetzlar|Minden|Ravensburg|Zwickau|Hameln".split(
    "|"
)
DL_BUY = "{s} GmbH|Stadtwerke {o} GmbH|{s} Logistik GmbH & Co. KG|Klinikum {o} gGmbH|{s} Verlag GmbH|{s} Maschinenbau AG|Kreissparkasse {o}".split(
    "|"
)
DL_BS = "Hofmann|Reisinger|Brandl|Kessler|Lorenz|Wagner|Holzapfel|Seidel|Krämer|Jansen|Ostermann|Rieger|Haas|Vogel|Engel|Pfeiffer".split(
    "|"
)
DL_SX = "Nordlicht|Konzept|Datenwerk|Bitwerk|Alpha-Net|Sonnleitner|Brückner|Hanse|Rheintal|Ostwind|Pixelfabrik|Weitblick|Lindemann|Vogt|Kranich|Schwarzwald|Isar".split(
    "|"
)
DL_SUP = "{x} IT-Systemhaus GmbH|{x} Software AG|{x} Datentechnik GmbH|{x} Consulting GmbH & Co. KG|{x} Informatik e.K.|{x} Netzwerktechnik GmbH|{x} Solutions GmbH".split(
    "|"
)
DL_SUP_BARE = "{x} IT-Service|{x} EDV-Beratung|{x} Systemtechnik".split("|")
DL_ONCE = [
    ("Installation und Einrichtung", "PT", [1, 2, 3, 5], 850, 1250),
    ("Datenmigration Altsystem", "PT", [2, 4, 6, 8], 900, 1300),
    ("Anwenderschulung (Gruppe bis 8 Pers.)", "Tag", [1, 2], 1100, 1600),
    ("Projektleitung / Konzeption", "PT", [2, 3, 5], 1050, 1450),
    ("Hardware: Server 2 HE inkl. Einbau", "Stk", [1, 2], 6800, 12500),
    ("Firewall-Appliance inkl. Konfiguration", "Stk", [1, 2], 2400, 5900),
    ('Notebook 14" inkl. Betankung', "Stk", [5, 10, 15, 25], 980, 1450),
]
DL_YEAR = [
    ("ERP-Modul Finanzbuchhaltung, Named User", "User", [5, 10, 20, 35], 280, 540),
    ("Dokumentenmanagement, Concurrent User", "User", [10, 25, 50], 160, 320),
    ("Backup-Software, Lizenz je Server", "Server", [2, 4, 6, 10], 390, 780),
    ("Firewall-Subscription (Updates, Support)", "Gerät", [1, 2], 650, 1900),
    ("Software-Wartung und Support", "pauschal", [1], 3000, 14000),
    ("Managed-Service Arbeitsplatz", "Platz", [20, 40, 80, 120], 96, 210),
    ("E-Mail-Archivierung, Postfach", "Postfach", [25, 50, 100, 200], 18, 42),
]


DL_ANNEX = [
    "Lieferumfang: Bereitstellung der Lizenzen über das Kundenportal des Auftragnehmers; Lizenzschlüssel werden an die IT-Abteilung des Auftraggebers übermittelt.",
    "Installation: Einrichtung auf den Systemen des Auftraggebers nach Terminabstimmung, Dokumentation der Konfiguration, Übergabe an den Betrieb.",
    "Support: Erreichbarkeit Mo-Fr 8-17 Uhr, Reaktionszeit 4 Stunden bei Störungen der Priorität 1, 1 Arbeitstag bei Priorität 2.",
    "Updates: Bereitstellung von Sicherheits-Updates und neuen Versionen während der Laufzeit ohne Mehrkosten.",
    "Abnahme: Die Einmalleistungen gelten mit Unterzeichnung des Abnahmeprotokolls durch den Auftraggeber als abgenommen.",
    "Datenschutz: Der Auftragnehmer verarbeitet personenbezogene Daten ausschließlich nach Weisung; Serverstandort in der EU.",
]


def fit10_de_it_lizenz_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "libsans", "djcond", "times"]))
    W, H = A4
    m = rng.choice([48, 54, 60])
    wd = W - m - 42
    o = rng.choice(DL_ORT)
    buyer = rng.choice(DL_BUY).format(s=rng.choice(DL_BS), o=o)
    sup = bare_or(rng, DL_SUP, DL_SUP_BARE, 0.2).format(x=rng.choice(DL_SX))
    d = a_date(rng)
    po = rng.choice(
        [
            f"BE-{d:%Y}-{rng.randint(1000, 9999)}",
            f"{rng.randint(4500000000, 4500999999)}",
            f"IT/{d:%y}/{rng.randint(100, 999)}",
            f"B{d:%y}{rng.randint(10000, 99999)}",
        ]
    )
    offer = f"{pk(rng, 'AN|A|ANG')}-{d:%Y}-{rng.randint(100, 9999):04d}"
    rv = f"RV-IT-{rng.randint(2019, 2024)}-{rng.randint(1, 30):02d}"
    stated = stated_of(rng)
    net_only = rng.random() < 0.2
    sz = rng.choice([8.6, 9.0])
    d_.t(m, 44, buyer, 14, b=True)
    d_.t(
        m,
        57,
        f"{pk(rng, 'IT-Abteilung|Zentraler Einkauf|Informationstechnik / Einkauf|Organisation & IT')} · {pk(rng, 'Industriestraße|Am Bahnhof|Hauptstraße|Gewerbepark')} {rng.randint(1, 120)} · {rng.randint(10000, 99999)} {o}",
        7.5,
        grey=0.35,
    )
    d_.line(m, 64, W - 42, 64, 1.2)
    title = pk(
        rng,
        "Bestellung|Bestellung Software und Dienstleistungen|Auftrag / Bestellung|Bestellschreiben IT",
    )
    d_.t(m, 92, title, 16, b=True)
    bx = W - 42 - 170
    for i, (lab, val) in enumerate(
        [
            (pk(rng, "Bestell-Nr.|Bestellnummer|Unsere Bestellnummer"), po),
            ("Datum", f"{d:%d.%m.%Y}"),
            ("Seite", "1"),
        ]
    ):
        lrow(
            d_,
            bx,
            74 + i * 15,
            [72, 98],
            [lab, val],
            "ll",
            h=15,
            size=sz - 0.6,
            b=i == 0,
            fill=0.93 if i == 0 else None,
        )
    y = 130
    half = wd / 2 - 8
    left = (
        "Auftraggeber",
        [
            buyer,
            f"{pk(rng, 'z. Hd.|Ansprechpartner:')} {la.person(rng, 'de')}",
            f"Tel. {la.phone(rng, 'de')}",
            f"USt-IdNr. DE{rng.randint(100000000, 999999999)}",
        ],
    )
    right = (
        pk(rng, "Auftragnehmer|Lieferant|Auftragnehmer (Lieferant)"),
        [
            sup,
            f"{pk(rng, 'Technologiepark|Lindenstraße|Schillerplatz|Hafenstraße')} {rng.randint(1, 80)}",
            f"{rng.randint(10000, 99999)} {rng.choice(DL_ORT)}",
            f"Kundennr. bei Ihnen: {rng.randint(10000, 99999)}",
        ],
    )
    pair = [right, left] if rng.random() < 0.5 else [left, right]
    for k, (lab, ls) in enumerate(pair):
        x = m + k * (half + 16)
        d_.box(x, y, half, 14, fill=0.85)
        d_.t(x + 4, y + 10, lab, sz - 0.4, b=True)
        d_.box(x, y + 14, half, 62)
        d_.lines(x + 5, y + 18, ls, sz - 0.3, b_first=True)
    y += 90
    start = date(d.year + (1 if d.month > 9 else 0), 1 if d.month > 9 else d.month + 1, 1)
    ref = [
        ("Bezug", f"Ihr Angebot {offer} vom {(d - timedelta(days=rng.randint(5, 30))):%d.%m.%Y}"),
        (pk(rng, "Rahmenvertrag|Vertragsgrundlage"), rv),
        (
            "Laufzeit",
            f"{start:%d.%m.%Y} - {(start + timedelta(days=364)):%d.%m.%Y}, {pk(rng, 'Verlängerung um je 12 Monate|danach jährlich kündbar|Mindestlaufzeit 36 Monate')}",
        ),
        (
            "Kostenstelle",
            f"{rng.randint(4000, 4999)} {pk(rng, 'IT-Infrastruktur|Verwaltung|Finanzwesen|Rechenzentrum')}",
        ),
    ]
    y = d_.kv(m, y, ref, 92, sz - 0.4) + 10
    d_.para(
        m,
        y,
        pk(
            rng,
            "Sehr geehrte Damen und Herren, auf Grundlage Ihres Angebots bestellen wir die nachstehend aufgeführten Lizenzen und Leistungen zu den vereinbarten Konditionen.|Wir bestellen hiermit zu den Bedingungen des oben genannten Rahmenvertrags:",
        ),
        sz - 0.4,
        wd,
    )
    y += 30
    ws = [wd * p for p in (0.07, 0.45, 0.1, 0.1, 0.13, 0.15)]
    heads = ["Pos.", "Bezeichnung", "Menge", "Einheit", "EP netto €", "Gesamt netto €"]

    def cont() -> float:
        d_.t(W - 42, H - 28, "Fortsetzung auf der nächsten Seite", 7, al="r")
        d_.new_page()
        d_.t(m, 44, f"{title} {po} - Seite {d_.pages}", sz, b=True)
        return 58

    secs = [
        (
            "A",
            pk(rng, "Einmalige Leistungen|Einmalkosten|Einmalige Kosten"),
            DL_ONCE,
            rng.randint(1, 3),
        ),
        (
            "B",
            pk(
                rng,
                "Laufende Kosten (jährlich)|Lizenzen und Wartung p. a.|Subscriptions / Wartung (12 Monate)",
            ),
            DL_YEAR,
            rng.randint(1, 4),
        ),
    ]
    if rng.random() < 0.25:
        secs = secs[1:]
    sums_: list[tuple[str, Decimal]] = []
    pos = 0
    for key, head, pool, k in secs:
        if y + 60 > H - 70:
            y = cont()
        d_.t(m, y + 10, f"{key}. {head}", sz, b=True)
        y += 16
        rows_ = []
        s = ZERO
        for it in rng.sample(pool, k):
            pos += 10
            q = Decimal(rng.choice(it[2]))
            p = Decimal(rng.randint(it[3] * 100, it[4] * 100)) / 100
            if it[1] == "pauschal":
                p = Decimal(int(p / 10) * 10)
            a = r2(p * q)
            s += a
            rows_.append([str(pos), it[0], f"{q}", it[1], eu(p), eu(a)])
        y = lbody(
            d_,
            m,
            y,
            ws,
            heads,
            "clrlrr",
            rows_,
            size=sz - 0.5,
            h=15,
            bottom=H - 80,
            cont=cont,
            fill=0.92,
        )
        lrow(
            d_,
            m,
            y,
            [sum(ws[:5]), ws[5]],
            [f"Zwischensumme {key}", eu(s)],
            "rr",
            h=15,
            size=sz - 0.3,
            b=True,
        )
        y += 24
        sums_.append((key, s))
    net = sum((s for _, s in sums_), ZERO)
    tax = pct_of(net, 19)
    gross = net + tax
    total = net if net_only else gross
    if y + 90 > H - 60:
        y = cont()
    tx = m + wd * 0.5
    tl = [(f"Summe {' + '.join(k for k, _ in sums_)} netto", eu(net))]
    if stated and not net_only:
        tl += [
            ("zzgl. 19 % USt.", eu(tax)),
            (
                pk(rng, "Gesamtbetrag brutto|Bestellwert brutto|Gesamtsumme inkl. USt."),
                f"{eu(gross)} €",
            ),
        ]
    elif stated:
        tl = [(pk(rng, "Bestellwert netto|Gesamtsumme netto"), f"{eu(net)} €")]
    for lab, val in tl:
        last = lab == tl[-1][0] and stated
        d_.t(tx, y + 11, lab, sz, b=last)
        d_.t(W - 42 - 3, y + 11, val, sz, b=last, al="r")
        d_.line(tx, y + 15, W - 42, y + 15, 0.9 if last else 0.3)
        y += 17
    if stated and net_only:
        d_.t(tx, y + 9, "zuzüglich der gesetzlichen Umsatzsteuer", sz - 1.2, grey=0.3)
        y += 12
    if len(sums_) == 2 and rng.random() < 0.6:
        d_.t(
            m,
            y + 12,
            f"Jährliche Folgekosten ab dem 2. Vertragsjahr: {eu(sums_[1][1])} € netto",
            sz - 0.8,
            grey=0.25,
        )
        y += 16
    y += 18
    conds = [
        f"Zahlungsbedingungen: {pk(rng, '30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto|jährlich im Voraus, Einmalleistungen nach Abnahme')}",
        "Rechnungen bitte unter Angabe der Bestellnummer als XRechnung oder PDF an rechnungseingang@"
        + buyer.split()[0].lower().replace("ü", "ue").replace("ä", "ae").replace("ö", "oe")
        + ".de",
        f"Es gelten {pk(rng, 'unsere Allgemeinen Einkaufsbedingungen|die Bedingungen des Rahmenvertrags ' + rv + '|die EVB-IT Überlassung Typ A')} sowie die Vereinbarung zur Auftragsverarbeitung (AVV).",
    ]
    for s in conds:
        y = d_.para(m, y, s, sz - 1, wd) + 3
    y += 14
    d_.t(m, y, "Mit freundlichen Grüßen", sz)
    y += 40
    if y + 20 > H - 40:
        y = cont() + 30
    d_.sign(m, y, 150, f"i. A. {la.person(rng, 'de')}")
    d_.sign(m + 200, y, 150, f"ppa. {la.person(rng, 'de')}")
    if rng.random() < 0.25:
        y = cont()
        d_.t(
            m,
            y + 8,
            pk(rng, "Anlage 1 - Leistungsbeschreibung|Anlage: Leistungsumfang und Service-Level"),
            sz + 2,
            b=True,
        )
        y += 26
        for k, s in enumerate(DL_ANNEX, 1):
            y = d_.para(m, y, f"{k}. {s}", sz - 0.6, wd) + 5
    d_.t(
        m,
        H - 26,
        f"{buyer} · Sitz {o} · Amtsgericht {rng.choice(DL_ORT)} HRB {rng.randint(1000, 29999)} · IBAN DE{rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(10, 99)}",
        6.3,
        grey=0.4,
    )
    out = finish(d_, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 8 fr property manager's (syndic) works order for a co-ownership

FS_SYN = "Cabinet {n}|{n} Immobilier|{n} Gestion|Agence {n} Syndic|Cabinet {n} & Associés|{n} Administration de Biens".split(
    "|"
)
FS_N = "Delorme|Marchand|Bellevue|Saint-Clair|Vauban|Lemaire|Roussel|Carnot|Fabre|Garnier|Perrin|Mercier|Duval|Renaud|Colbert|Lafayette".split(
    "|"
)
FS_S = "Girard|Lefèvre|Bonnet|Chevalier|Morel|Fontaine|Rousseau|Blanc|Guérin|Boyer|Lemoine|Picard|Caron|Aubert|Masson|Barbier".split(
    "|"
)
FS_SUP = "{s} Bâtiment SARL|SAS {s} Toitures|{s} Plomberie Chauffage SARL|{s} Ravalement EURL|Ascenseurs {s} SAS|Électricité {s} SARL|{s} et Fils SARL|Établissements {s} SA".split(
    "|"
)
FS_SUP_BARE = "Entreprise {s}|{s} Plomberie|{s} Peinture Décoration|{s} Élagage".split("|")
FS_RES = "Résidence Les Tilleuls|Résidence Le Parc|Les Jardins de {n}|Le Clos Saint-Jean|Résidence Victor Hugo|Les Terrasses du Lac|Immeuble Le Central|Résidence Les Cèdres".split(
    "|"
)
FS_VILLE = [
    ("Lyon", "69003"),
    ("Nantes", "44000"),
    ("Bordeaux", "33000"),
    ("Toulouse", "31000"),
    ("Grenoble", "38000"),
    ("Montpellier", "34000"),
    ("Lille", "59000"),
    ("Rennes", "35000"),
    ("Nice", "06000"),
    ("Paris", "75011"),
]
FS_JOBS = [
    (
        "Remplacement de la colonne d'eau froide",
        [
            ("Dépose de la colonne existante", "ens", 1, 900, 2400),
            ("Fourniture et pose colonne PER Ø 32", "ml", 24, 45, 95),
            ("Raccordement des piquages", "u", 12, 60, 140),
            ("Rebouchage et peinture des gaines", "ens", 1, 600, 1600),
        ],
    ),
    (
        "Réfection de l'étanchéité de la toiture-terrasse",
        [
            ("Installation de chantier et sécurité", "ens", 1, 800, 2200),
            ("Dépose de l'ancienne étanchéité", "m²", 180, 12, 25),
            ("Étanchéité bicouche élastomère", "m²", 180, 45, 85),
            ("Relevés et costières", "ml", 60, 25, 55),
        ],
    ),
    (
        "Mise en conformité de l'ascenseur",
        [
            ("Remplacement des portes palières", "u", 6, 1200, 2600),
            ("Système de parachute et limiteur", "ens", 1, 2400, 5200),
            ("Éclairage cabine LED", "ens", 1, 350, 900),
        ],
    ),
    (
        "Ravalement de la façade sur rue",
        [
            ("Échafaudage de pied, montage et location", "m²", 320, 9, 18),
            ("Nettoyage haute pression", "m²", 320, 6, 14),
            ("Traitement des fissures", "ml", 80, 18, 40),
            ("Peinture pliolite deux couches", "m²", 320, 18, 34),
        ],
    ),
    (
        "Élagage et abattage des arbres du parc",
        [
            ("Élagage de tilleuls", "u", 8, 180, 420),
            ("Abattage d'un arbre mort", "u", 1, 600, 1400),
            ("Évacuation des déchets verts", "ens", 1, 250, 600),
        ],
    ),
    (
        "Remplacement de la chaudière collective",
        [
            ("Dépose de la chaudière existante", "ens", 1, 900, 1800),
            ("Chaudière gaz à condensation 150 kW", "u", 1, 14000, 23000),
            ("Raccordements hydrauliques et fumisterie", "ens", 1, 2500, 5500),
            ("Mise en service", "ens", 1, 400, 900),
        ],
    ),
]


FS_CLAUSES = [
    "L'entreprise intervient sous sa seule responsabilité ; elle justifie avant tout démarrage de ses assurances responsabilité civile et décennale en cours de validité.",
    "Les travaux sont exécutés conformément au devis accepté, aux règles de l'art et aux DTU en vigueur. Toute prestation supplémentaire fera l'objet d'un avenant écrit.",
    "Le chantier est tenu propre ; les gravats sont évacués chaque jour. Les parties communes sont protégées pendant toute la durée des travaux.",
    "La réception est prononcée par le syndic, le cas échéant avec réserves. La retenue de garantie de 5 % est libérée un an après la réception.",
    "Les pénalités de retard sont fixées à 1/1000 du montant HT par jour calendaire de retard, plafonnées à 5 % du marché.",
    "La facture, établie au nom du syndicat des copropriétaires, est adressée au syndic et réglée à 30 jours.",
]


def fit10_fr_syndic_ordre_service_travaux(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "times", "djserif", "libsans"]))
    W, H = A4
    m = rng.choice([38, 44, 50])
    wd = W - 2 * m
    n1 = rng.choice(FS_N)
    syndic = rng.choice(FS_SYN).format(n=n1)
    sup = bare_or(rng, FS_SUP, FS_SUP_BARE, 0.25).format(s=rng.choice(FS_S))
    ville, cp = rng.choice(FS_VILLE)
    res = rng.choice(FS_RES).format(n=rng.choice(FS_N))
    d = a_date(rng)
    po = rng.choice(
        [
            f"OS-{d:%Y}-{rng.randint(100, 9999):04d}",
            f"BC {d:%y}/{rng.randint(1000, 9999)}",
            f"{rng.randint(20000, 89999)}",
            f"T{d:%y}{rng.randint(1000, 9999)}",
        ]
    )
    devis = f"{pk(rng, 'D|DEV|Devis ')}{rng.randint(1000, 99999)}"
    stated = stated_of(rng)
    sz = rng.choice([8.6, 9.0])
    d_.t(m, 44, syndic, 15, b=True)
    d_.lines(
        m,
        50,
        [
            pk(
                rng,
                "Syndic de copropriété - Gestion locative|Administrateur de biens - Syndic|Syndic professionnel",
            ),
            f"{rng.randint(1, 90)} {pk(rng, 'rue de la République|cours Gambetta|avenue Foch|boulevard Victor Hugo|quai des Chartrons')}, {cp} {ville}",
            f"Tél. {la.phone(rng, 'fr')}",
            f"Carte prof. CPI {rng.randint(1000, 9999)} {rng.randint(2016, 2024)} 000 {rng.randint(100, 999)} {rng.randint(100, 999)}",
        ],
        7.4,
    )
    title = pk(
        rng,
        "ORDRE DE SERVICE|BON DE COMMANDE TRAVAUX|COMMANDE DE TRAVAUX|ORDRE DE SERVICE - TRAVAUX",
    )
    bx = W - m - 220
    d_.box(bx, 32, 220, 62, lw=1.2)
    d_.t(bx + 110, 50, title, 12, b=True, al="c")
    d_.t(bx + 10, 68, f"N° {po}", 11, b=True)
    d_.t(bx + 10, 84, f"{ville}, le {la.dfmt(d, 'long_fr')}", sz - 0.5)
    y = 118
    half = wd / 2 - 6
    copro = (
        "Copropriété",
        [
            f"Syndicat des copropriétaires {res}",
            f"{rng.randint(1, 150)} {pk(rng, 'rue Pasteur|avenue Jean Jaurès|rue des Lilas|allée des Pins|rue Nationale')}",
            f"{cp} {ville}",
            f"Immeuble n° {rng.randint(100, 999)} - {rng.randint(12, 140)} lots",
            f"Accès : gardien(ne) {la.person(rng, 'fr')}, digicode {rng.randint(1000, 9999)}{rng.choice('ABC')}",
        ],
    )
    ent = (
        pk(rng, "Entreprise|Entreprise titulaire|Prestataire|Destinataire"),
        [
            sup,
            f"{rng.randint(1, 200)} {pk(rng, 'ZA des Forges|rue de l’Industrie|chemin du Moulin|route de Paris')}",
            f"{rng.randint(10, 95)}{rng.randint(100, 999)} {rng.choice(FS_VILLE)[0]}",
            f"SIRET {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(10000, 99999)}",
            f"Assurance décennale : {pk(rng, 'SMABTP|MAAF Pro|AXA|MMA|Allianz')} n° {rng.randint(1000000, 9999999)}",
        ],
    )
    pair = [ent, copro] if rng.random() < 0.5 else [copro, ent]
    for k, (lab, ls) in enumerate(pair):
        x = m + k * (half + 12)
        d_.t(x, y, lab, sz, b=True)
        d_.box(x, y + 4, half, 74)
        d_.lines(x + 5, y + 8, ls, sz - 0.5, b_first=lab != "Copropriété")
    y += 92
    job, pool = rng.choice(FS_JOBS)
    dec = pk(
        rng,
        f"Décision de l'assemblée générale du {(d - timedelta(days=rng.randint(20, 120))):%d/%m/%Y}, résolution n° {rng.randint(5, 24)}|Travaux urgents (article 18 de la loi du 10 juillet 1965)|Décision du conseil syndical du {(d - timedelta(days=rng.randint(5, 40))):%d/%m/%Y}",
    )
    y = (
        d_.kv(
            m,
            y,
            [
                ("Objet :", job),
                ("Décision :", dec),
                (
                    "Référence :",
                    f"Votre devis n° {devis} du {(d - timedelta(days=rng.randint(10, 60))):%d/%m/%Y}",
                ),
                ("Gestionnaire :", la.person(rng, "fr")),
            ],
            70,
            sz - 0.3,
        )
        + 10
    )
    rows_ = []
    ht = ZERO
    for des, u, q, lo, hi in pool:
        q = Decimal(q if u in ("ens", "u") and q == 1 else max(1, int(q * rng.uniform(0.6, 1.5))))
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        a = r2(p * q)
        ht += a
        rows_.append([des, u, f"{q}", fr(p), fr(a)])
    ws = [wd * p for p in (0.5, 0.08, 0.1, 0.15, 0.17)]
    y = lbody(
        d_,
        m,
        y,
        ws,
        ["Désignation", "U", "Qté", "P.U. HT", "Montant HT"],
        "lcrrr",
        rows_,
        size=sz - 0.4,
        h=16,
        bottom=H - 80,
        cont=lambda: 50,
        fill=0.9,
    )
    rate = Decimal(rng.choice(["10", "10", "5.5", "20"]))
    if "ascenseur" in job or "Élagage" in job:
        rate = Decimal(rng.choice(["20", "10"]))
    tva = pct_of(ht, rate)
    ttc = ht + tva
    y += 8
    tx = m + wd * 0.55
    tl = [("Total HT", f"{fr(ht)} €")]
    if stated:
        tl += [
            (f"TVA {la.pct(rate, 'fr')} %", f"{fr(tva)} €"),
            (pk(rng, "Total TTC|Montant TTC|TOTAL TTC de la commande"), f"{fr(ttc)} €"),
        ]
    for lab, val in tl:
        last = lab == tl[-1][0] and stated
        if last:
            d_.box(tx - 4, y, W - m - tx + 4, 16, fill=0.88)
        d_.t(tx, y + 11, lab, sz, b=last)
        d_.t(W - m - 3, y + 11, val, sz, b=last, al="r")
        y += 16
    if stated and rng.random() < 0.55:
        ac = rng.choice([20, 30, 40])
        d_.t(
            m,
            y + 10,
            f"Acompte à la commande ({ac} %) : {fr(pct_of(ttc, ac))} € - solde à la réception des travaux sans réserve.",
            sz - 0.8,
        )
        y += 14
    if rate != 20 and stated:
        d_.t(
            m,
            y + 10,
            "TVA à taux réduit : attestation simplifiée jointe, remise par le syndic.",
            sz - 1.2,
            grey=0.3,
        )
        y += 14
    if not stated:
        d_.t(
            m,
            y + 10,
            "TVA au taux en vigueur en sus, selon attestation fournie par le syndic.",
            sz - 1,
            grey=0.3,
        )
        y += 14
    y += 14
    for s in rng.sample(
        [
            f"Démarrage des travaux : semaine {rng.randint(2, 50)} - durée prévisionnelle {rng.randint(1, 6)} semaine(s).",
            "Prévenir le gardien et afficher l'avis de travaux dans le hall 8 jours avant le démarrage.",
            "La facture, établie au nom du syndicat des copropriétaires, rappellera le numéro du présent ordre de service.",
            "Réception des travaux contradictoire en présence d'un membre du conseil syndical.",
        ],
        3,
    ):
        y = d_.para(m, y, "- " + s, sz - 1, wd) + 1
    y += 30
    if y + 40 > H - 40 or rng.random() < 0.3:
        d_.new_page()
        d_.t(m, 44, f"{syndic} - {title} N° {po} - page 2", sz, b=True)
        y = 70
        d_.t(m, y, "CONDITIONS PARTICULIÈRES", sz + 1, b=True)
        y += 12
        for k, cl in enumerate(FS_CLAUSES, 1):
            y = d_.para(m, y, f"Article {k} - {cl}", sz - 0.8, wd) + 4
        y += 30
    d_.t(m, y, "Pour le syndic, par délégation", sz - 0.6)
    d_.t(m + wd / 2 + 10, y, "Bon pour accord de l'entreprise (date, cachet, signature)", sz - 0.6)
    d_.sign(m, y + 40, wd / 2 - 20, la.person(rng, "fr"))
    d_.sign(m + wd / 2 + 10, y + 40, wd / 2 - 10, "")
    out = finish(d_, "fr", "purchase_order", po, sup, ttc)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 9 it subcontract processing order (c/lavorazione) to a terzista

IT_N = "Bassi|Ferrari|Colombo|Ricci|Marini|Galli|Conti|Mancini|Lombardi|Moretti|Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso|Ferri|Testa".split(
    "|"
)
IT_BUY = "{n} S.r.l.|Officine {n} S.p.A.|{n} Meccanica S.r.l.|{n} Automation S.p.A.|Minuterie {n} S.r.l.|{n} Valvole S.p.A.".split(
    "|"
)
IT_SUP = "{n} Trattamenti Termici S.r.l.|Galvanica {n} S.n.c.|{n} Verniciature S.r.l.|Torneria {n} S.r.l.|Rettifiche {n} S.a.s.|{n} Sabbiature S.r.l.s.|Zincatura {n} S.p.A.".split(
    "|"
)
IT_SUP_BARE = ["Galvanica {n}", "Officina {n}", "Torneria {n} di {p}", "Rettifiche {n} di {p}"]
IT_CITY = [
    ("Lumezzane", "BS", "25065"),
    ("Sassuolo", "MO", "41049"),
    ("Schio", "VI", "36015"),
    ("Legnano", "MI", "20025"),
    ("Pordenone", "PN", "33170"),
    ("Lecco", "LC", "23900"),
    ("Bergamo", "BG", "24126"),
    ("Reggio Emilia", "RE", "42122"),
    ("Biella", "BI", "13900"),
    ("Cuneo", "CN", "12100"),
    ("Treviso", "TV", "31100"),
    ("Imola", "BO", "40026"),
]
IT_LAV = [
    ("Zincatura elettrolitica bianca Fe/Zn 8", "pz", 0.045, 0.35),
    ("Tempra e rinvenimento HRC 40-45", "kg", 1.1, 2.9),
    ("Nichelatura chimica 15 micron", "pz", 0.4, 2.6),
    ("Verniciatura a polvere RAL 9005 opaco", "pz", 0.9, 6.5),
    ("Rettifica diametro esterno h6", "pz", 0.6, 3.8),
    ("Anodizzazione nera", "pz", 0.25, 1.9),
    ("Cementazione e tempra prof. 0,6 mm", "kg", 1.6, 3.4),
    ("Sabbiatura e burattatura", "kg", 0.35, 1.2),
    ("Filettatura M8 e sbavatura", "pz", 0.12, 0.8),
    ("Passivazione inox", "pz", 0.08, 0.6),
]
IT_ART = [
    "Flangia DN50",
    "Perno Ø20x85",
    "Staffa piegata 3 mm",
    'Corpo valvola 1/2"',
    "Albero scanalato",
    "Boccola bronzo",
    "Leva comando",
    "Supporto motore",
    "Ingranaggio Z32",
    "Piastra base 200x150",
]


def fit10_it_ordine_lavorazione_terzista(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "libsans", "times", "djcond"]))
    W, H = A4
    m = rng.choice([36, 42, 48])
    wd = W - 2 * m
    n1 = rng.choice(IT_N)
    buyer = rng.choice(IT_BUY).format(n=n1)
    n2 = rng.choice([x for x in IT_N if x != n1])
    sup = bare_or(rng, IT_SUP, IT_SUP_BARE, 0.25).format(
        n=n2, p=f"{la.pick(rng, la.LAST['it'])} {la.pick(rng, la.FIRST['it'])}"
    )
    city, prov, cap = rng.choice(IT_CITY)
    d = a_date(rng)
    po = rng.choice(
        [
            f"OL/{d:%Y}/{rng.randint(100, 9999)}",
            f"{rng.randint(1000, 9999)}/{d:%y}",
            f"CL-{rng.randint(10000, 99999)}",
            f"{d:%y}OL{rng.randint(1000, 9999)}",
        ]
    )
    ddt = f"{rng.randint(100, 4999)}/{d:%y}"
    comm = f"{pk(rng, 'C|COMM.|Commessa ')}{rng.randint(1000, 9999)}"
    stated = stated_of(rng)
    net_only = rng.random() < 0.15
    sz = rng.choice([8.4, 8.8])
    d_.t(m, 42, buyer, 14, b=True)
    d_.lines(
        m,
        48,
        [
            f"Via {pk(rng, 'dell’Artigianato|Industriale|Roma|Garibaldi|dell’Industria|Brescia')} {rng.randint(1, 120)} - {cap} {city} ({prov})",
            f"Tel. {la.phone(rng, 'it')} - P.IVA IT{rng.randint(10000000000, 99999999999)}",
            f"{pk(rng, 'Capitale sociale € 100.000 i.v.|REA ' + prov + ' ' + str(rng.randint(100000, 599999)) + '|Cap. soc. € 50.000,00')}",
        ],
        7.4,
    )
    title = pk(
        rng,
        "ORDINE DI LAVORAZIONE C/TERZI|ORDINE DI LAVORAZIONE ESTERNA|ORDINE CONTO LAVORAZIONE|ORDINE A TERZISTA",
    )
    d_.t(W - m, 44, title, 12, b=True, al="r")
    sw = [wd * p for p in (0.22, 0.18, 0.3, 0.3)]
    labs = [
        pk(rng, "N. ordine|Ordine n.|Numero"),
        "Data",
        pk(rng, "Vs. offerta|Vs. preventivo"),
        pk(rng, "Commessa|Rif. commessa cliente"),
    ]
    vals = [
        po,
        f"{d:%d/%m/%Y}",
        f"{pk(rng, 'Off. |Prev. n. ')}{rng.randint(10, 999)}/{d:%y} del {(d - timedelta(days=rng.randint(3, 30))):%d/%m/%Y}",
        comm,
    ]
    y = d_.grid(m, 92, sw, labs, vals, size=sz - 0.3, shade=0.9) + 14
    slab = pk(rng, "Spett.le|Terzista:|Fornitore (terzista)|Spett.le Ditta")
    scity, sprov, scap = rng.choice(IT_CITY)
    sl = [
        sup,
        f"Via {pk(rng, 'Galilei|Volta|Marconi|Fermi|Leonardo da Vinci')} {rng.randint(1, 90)}",
        f"{scap} {scity} ({sprov})",
        f"P.IVA {rng.randint(10000000000, 99999999999)}",
    ]
    dl = [
        pk(rng, "Resa / consegna lavorato:|Consegna presso:"),
        pk(rng, "ns. stabilimento di|ns. magazzino di|ns. reparto montaggio -"),
        f"{city} ({prov})",
        pk(rng, "Orario ricevimento 8-12 / 14-17|Trasporto a vs. cura|Ritiro a ns. cura"),
    ]
    right_sup = rng.random() < 0.6
    sx, dx = (m + wd / 2 + 10, m) if right_sup else (m, m + wd / 2 + 10)
    d_.t(sx, y + 8, slab, sz - 0.4, b=slab != "Spett.le")
    d_.lines(
        sx + (0 if slab.endswith(":") or "(" in slab else 10), y + 14, sl, sz + 0.2, b_first=True
    )
    d_.lines(dx, y + 2, dl, sz - 0.6)
    y += 80
    d_.t(
        m,
        y,
        pk(
            rng,
            "Materiale inviato in conto lavorazione|Materiale di ns. proprietà inviato in c/lavorazione",
        ),
        sz,
        b=True,
    )
    d_.t(
        W - m,
        y,
        f"con ns. DDT n. {ddt} del {(d + timedelta(days=rng.randint(0, 3))):%d/%m/%Y}",
        sz - 0.6,
        al="r",
    )
    y += 6
    arts = rng.sample(IT_ART, rng.randint(6, 9) if rng.random() < 0.15 else rng.randint(1, 4))
    mats = []
    for a in arts:
        q = rng.choice([200, 500, 800, 1000, 1500, 2500, 5000])
        kg = r2(Decimal(q) * Decimal(rng.randint(20, 900)) / 1000)
        mats.append((f"{rng.choice('ABCFPS')}{rng.randint(10000, 99999)}", a, q, kg))
    ws = [wd * p for p in (0.18, 0.5, 0.16, 0.16)]
    y = lbody(
        d_,
        m,
        y,
        ws,
        ["Codice", "Descrizione", "Q.tà (pz)", "Peso (kg)"],
        "llrr",
        [[c, a, f"{q:,}".replace(",", "."), eu(k)] for c, a, q, k in mats],
        size=sz - 0.5,
        h=14,
        bottom=H - 70,
        cont=lambda: 50,
        fill=0.92,
    )
    y += 12
    d_.t(
        m,
        y,
        pk(rng, "Lavorazioni richieste|Lavorazioni da eseguire|Descrizione lavorazione"),
        sz,
        b=True,
    )
    y += 6
    rows_ = []
    imp = ZERO
    pos = 0
    for c, a, q, kg in mats:
        for lav, um, lo, hi in rng.sample(IT_LAV, rng.randint(1, 2)):
            pos += 1
            p = Decimal(rng.randint(int(lo * 1000), int(hi * 1000))) / 1000
            qq = kg if um == "kg" else Decimal(q)
            a_ = r2(p * qq)
            imp += a_
            rows_.append(
                [
                    str(pos),
                    c,
                    f"{a} - {lav}",
                    um,
                    eu(qq) if um == "kg" else f"{q:,}".replace(",", "."),
                    grouped(p, ".", ",", 3),
                    eu(a_),
                ]
            )
    ws = [wd * p for p in (0.05, 0.12, 0.43, 0.06, 0.1, 0.11, 0.13)]

    def cont() -> float:
        d_.t(W - m, H - 24, "segue", 7, al="r")
        d_.new_page()
        d_.t(m, 40, f"{buyer} - {title} n. {po}", sz, b=True)
        return 52

    y = lbody(
        d_,
        m,
        y,
        ws,
        ["Pos.", "Codice", "Articolo / lavorazione", "U.M.", "Q.tà", "Prezzo €", "Importo €"],
        "cllcrrr",
        rows_,
        size=sz - 0.5,
        h=15,
        bottom=H - 80,
        cont=cont,
        fill=0.9,
    )
    iva = pct_of(imp, 22)
    tot = imp + iva
    total = imp if net_only else tot
    if y + 110 > H - 50:
        y = cont()
    y += 8
    tx = m + wd * 0.58
    tl = [("Imponibile", eu(imp))]
    if stated and not net_only:
        tl += [
            ("IVA 22%", eu(iva)),
            (pk(rng, "Totale ordine|TOTALE €|Totale documento"), f"€ {eu(tot)}"),
        ]
    elif stated:
        tl = [
            (pk(rng, "Totale imponibile ordine|Totale lavorazione (IVA esclusa)"), f"€ {eu(imp)}")
        ]
    else:
        tl = []
    for lab, val in tl:
        last = lab == tl[-1][0] and stated
        d_.box(tx - 4, y, W - m - tx + 4, 16, fill=0.9 if last else None)
        d_.t(tx, y + 11, lab, sz, b=last)
        d_.t(W - m - 3, y + 11, val, sz, b=last, al="r")
        y += 16
    if stated and net_only:
        d_.t(tx, y + 10, "IVA 22% da applicare in fattura", sz - 1.2, grey=0.3)
        y += 12
    y += 16
    conds = [
        f"Consegna lavorato: entro il {cj.later(rng, d, 7, 30):%d/%m/%Y}",
        f"Pagamento: {pk(rng, 'RiBa 60 gg d.f.f.m.|Bonifico 90 gg d.f.f.m.|RiBa 30-60 gg f.m.')}",
        f"Scarto massimo ammesso: {pk(rng, '0,5%|1%|0,3%')} - eventuali scarti da rendere con il lavorato",
        "Indicare nel Vs. DDT di reso il numero del presente ordine e il ns. DDT di invio.",
    ]
    for s in conds:
        d_.t(m, y + 10, s, sz - 0.8)
        y += 13
    y += 34
    if y + 30 > H - 30:
        y = cont() + 30
    d_.sign(m, y, 170, f"L'ufficio acquisti - {la.person(rng, 'it')}")
    d_.sign(W - m - 170, y, 170, "Timbro e firma per accettazione del terzista")
    out = finish(d_, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


# --------------------------------------------------------------------------- 10 nl shipyard purchase order in landscape with hull number

NS_YARD = "Westerkade|Noordzijl|Van Dalen|Zuiderhaven|Van Rijswijk|Kortenhoeve|Lemsterdok|Stellendam|IJsselmonde|Oosterschelde|Amelander|Van Loon|Heerenveense|Scheldemond|Damkade|Hoekse".split(
    "|"
)
NS_BUY = "Scheepswerf {n} B.V.|{n} Shipyards B.V.|Jachtwerf {n} B.V.|{n} Maritiem B.V.|Scheepsbouw {n} B.V.|Scheepswerf {n} NV".split(
    "|"
)
NS_S = "Bakker|Visser|Smit|Meijer|de Groot|Mulder|Bos|Kuipers|Hoekstra|Postma|Dijkstra|Brouwer|Verbeek|Peeters|Claes|Wouters".split(
    "|"
)
NS_SUP = "{s} Scheepstechniek B.V.|{s} Marine Systems B.V.|{s} Staal B.V.|{s} Pijpleidingen B.V.|{s} Elektrotechniek V.O.F.|{s} Hydrauliek B.V.|{s} Isolatie BV|{s} Metaal NV".split(
    "|"
)
NS_SUP_BARE = "{s} Scheepsinstallaties|Technisch Bureau {s}|{s} Lastechniek".split("|")
NS_SHIPS = "Sleephopperzuiger 2.500 m³|Veerboot 60 m|Multicat 24 m|Werkschip 33 m|Binnenvaarttanker 110 m|Zeiljacht 28 m|Duwbak 90 m"
NS_PLACES = [
    "Harlingen",
    "Sliedrecht",
    "Hardinxveld",
    "Kampen",
    "Den Helder",
    "Vlissingen",
    "Urk",
    "Gorinchem",
    "Antwerpen",
    "Oostende",
]
NS_ITEMS = [
    ("Plaatstaal S355 10 mm", "ton", 1150, 1600, "3.1"),
    ("Profielstaal HP 160x9", "m", 18, 35, "3.1"),
    ("Pijp RVS 316L DN50", "m", 28, 65, "3.1"),
    ("Vlinderklep DN100 PN16", "st", 180, 420, "BV"),
    ("Scheepskabel 3x2,5 mm² halogeenvrij", "m", 3, 9, "DNV"),
    ("Hydraulische cilinder luikdek", "st", 2800, 6400, "LR"),
    ("Lasdraad SG2 1,2 mm (15 kg)", "rol", 38, 75, "-"),
    ("Isolatie steenwol A60 50 mm", "m²", 14, 32, "MED"),
    ("Waterdichte deur 600x1600", "st", 3800, 8200, "BV"),
    ("Bilgepomp 24V", "st", 420, 980, "-"),
    ("Navigatielamp LED set", "set", 650, 1500, "MED"),
    ("Anodes zink 10 kg", "st", 42, 95, "-"),
    ("Rubber fender D300", "m", 85, 190, "-"),
]


def fit10_nl_scheepswerf_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    d_ = la.Doc(landscape(A4), rng.choice(["helv", "libsans", "djcond"]))
    W, H = landscape(A4)
    m = 34
    wd = W - 2 * m
    n1 = rng.choice(NS_YARD)
    buyer = rng.choice(NS_BUY).format(n=n1)
    be = buyer.endswith("NV")
    sup = bare_or(rng, NS_SUP, NS_SUP_BARE, 0.2).format(s=rng.choice(NS_S))
    place = rng.choice(NS_PLACES[-2:] if be else NS_PLACES[:-2])
    d = a_date(rng)
    yard_no = f"{rng.choice(['', 'BN ', 'Nb. '])}{rng.randint(400, 999)}"
    po = rng.choice(
        [
            f"IO{d:%y}{rng.randint(10000, 99999)}",
            f"{rng.randint(24000, 26999)}-{rng.randint(100, 999)}",
            f"PO-{d:%Y}-{rng.randint(1000, 9999)}",
            f"{yard_no.split()[-1]}-{rng.randint(100, 999)}",
        ]
    )
    stated = stated_of(rng)
    sz = rng.choice([8.0, 8.4])
    d_.box(0, 0, W, 8, fill=0.25, stroke=False)
    d_.t(m, 36, buyer, 15, b=True)
    d_.t(
        m,
        48,
        f"{pk(rng, 'Werfweg|Havenkade|Industrieweg|Scheldekaai')} {rng.randint(1, 60)}, {place}  -  Tel. {la.phone(rng, 'be' if be else 'nl')}",
        7.5,
        grey=0.35,
    )
    d_.t(
        W - m,
        36,
        pk(rng, "INKOOPORDER|Inkooporder|BESTELLING|INKOOPORDER / PURCHASE ORDER"),
        16,
        b=True,
        al="r",
    )
    d_.t(W - m, 50, po, 11, b=True, al="r")
    labs = [
        pk(rng, "Ordernummer|Ordernr.|Inkoopordernr."),
        "Orderdatum",
        "Bouwnummer",
        pk(rng, "Project / schip|Schip|Project"),
        "Kostenplaats",
        "Uw offerte",
        "Inkoper",
        "Blad",
    ]
    vals = [
        po,
        f"{d:%d-%m-%Y}",
        yard_no.strip(),
        pk(
            rng,
            NS_SHIPS,
        ),
        f"{rng.randint(100, 999)}.{rng.randint(10, 99)}",
        f"{pk(rng, 'OF|Q|')}{rng.randint(10000, 99999)}",
        la.person(rng, "nl"),
        "1",
    ]
    y = d_.grid(m, 62, [wd / 8] * 8, labs, vals, size=sz - 0.3, shade=0.88) + 12
    third = (wd - 24) / 3
    lab_sup = pk(rng, "Leverancier|Aan|Leverancier / crediteur|")
    blocks = [
        (
            lab_sup,
            [
                sup,
                f"{pk(rng, 'Nijverheidsweg|Ambachtstraat|Kanaalweg|Zeeweg')} {rng.randint(1, 200)}",
                f"{rng.randint(1000, 9999)} {pk(rng, 'AB|CD|GH|KL') if not be else ''} {rng.choice(NS_PLACES)}".replace(
                    "  ", " "
                ),
                f"Crediteurnr. {rng.randint(20000, 29999)}",
                f"T.a.v. {la.person(rng, 'nl')}",
            ],
        ),
        (
            "Afleveradres",
            [
                buyer,
                pk(rng, "Hal 2, kade 3|Magazijn werf|Bouwdok 1, poort B|Scheepsbouwhal"),
                place,
                pk(
                    rng,
                    "Levering ma-vr 7:00-15:30|Bouwnummer op pakbon vermelden|Aanmelden bij magazijn",
                ),
            ],
        ),
        (
            "Factuuradres",
            [
                buyer,
                "Crediteurenadministratie",
                f"facturen@{n1.lower().replace(' ', '')}{'.be' if be else '.nl'}",
                "Ordernummer en bouwnummer vermelden",
            ],
        ),
    ]
    for k, (lab, ls) in enumerate(blocks):
        x = m + k * (third + 12)
        if lab:
            d_.t(x, y + 8, lab, sz, b=True)
        d_.box(x, y + 12, third, 66)
        d_.lines(x + 5, y + 16, ls, sz, b_first=k == 0)
    y += 90
    n = n_lines(rng, [3, 4, 5, 6, 8, 10], [20, 26], 0.2)
    picks = rng.sample(NS_ITEMS, min(n, len(NS_ITEMS))) + rng.choices(
        NS_ITEMS, k=max(0, n - len(NS_ITEMS))
    )
    rows_ = []
    sub = ZERO
    disc_col = rng.random() < 0.45
    for i, (desc, unit, lo, hi, cert) in enumerate(picks, 1):
        q = Decimal(
            rng.choice([1, 2, 4, 6, 10]) if hi > 500 else rng.choice([10, 20, 25, 50, 120, 250])
        )
        if unit == "ton":
            q = Decimal(rng.randint(20, 180)) / 10
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        dc = rng.choice([0, 0, 5, 10, 15]) if disc_col else 0
        a = r2(p * q * (100 - dc) / 100)
        sub += a
        tek = f"{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(100, 999)}"
        rows_.append(
            [
                str(i * 10),
                tek,
                desc,
                cert,
                eu(q) if unit == "ton" else f"{q}",
                unit,
                eu(p),
                f"{dc}%" if disc_col else "",
                eu(a),
                f"{cj.later(rng, d, 10, 70):%d-%m-%Y}",
            ]
        )
    ws = [wd * p for p in (0.05, 0.1, 0.3, 0.06, 0.07, 0.05, 0.1, 0.06, 0.11, 0.1)]
    heads = [
        "Pos.",
        "Tekening / art.",
        "Omschrijving",
        "Cert.",
        "Aantal",
        "Eenh.",
        "Prijs",
        "Korting" if disc_col else "",
        "Bedrag",
        "Leverdatum",
    ]
    al_ = "cllcrcrrrc"
    if not disc_col:
        ws, heads, al_, rows_ = drop_col(ws, heads, al_, rows_, 7)

    def cont() -> float:
        d_.t(W - m, H - 20, "Vervolg op volgend blad", 7, al="r")
        d_.new_page()
        d_.t(m, 34, f"{buyer} - Inkooporder {po} - bouwnummer {yard_no.strip()}", sz + 0.5, b=True)
        d_.t(W - m, 34, f"Blad {d_.pages}", sz, al="r")
        return 46

    y = lbody(
        d_,
        m,
        y,
        ws,
        heads,
        al_,
        rows_,
        size=sz - 0.4,
        h=14,
        bottom=H - 50,
        cont=cont,
        fill=0.88,
    )
    freight = rng.choice([ZERO, ZERO, Decimal(95), Decimal(185), Decimal(350)])
    net = sub + freight
    zero = vals[3] in NS_SHIPS.split("|")[:4] and rng.random() < 0.35
    rate = 0 if zero else 21
    tax = pct_of(net, rate)
    total = net + tax
    if y + 100 > H - 30:
        y = cont()
    y += 8
    tx = m + wd * 0.66
    cur = rng.choice(["€", "EUR"])
    tl = [("Subtotaal", eu(sub))]
    if freight:
        tl.append((pk(rng, "Transportkosten|Vracht"), eu(freight)))
    tl.append(("Totaal excl. BTW", eu(net)))
    if stated:
        if zero:
            tl.append(
                (
                    "BTW 0% (zeeschip, art. 8 Wet OB)"
                    if not be
                    else "BTW 0% (zeeschip, art. 42 WBTW)",
                    eu(ZERO),
                )
            )
        else:
            tl.append(("BTW 21%", eu(tax)))
        tl.append(
            (pk(rng, "Totaal incl. BTW|Totaal orderbedrag|Ordertotaal"), f"{cur} {eu(total)}")
        )
    for lab, val in tl:
        last = lab == tl[-1][0] and stated
        if last:
            d_.box(tx - 4, y, W - m - tx + 4, 15, fill=0.88)
        d_.t(tx, y + 10.5, lab, sz, b=last)
        d_.t(W - m - 3, y + 10.5, val, sz, b=last, al="r")
        y += 15
    yy = y - 15 * len(tl)
    notes = [
        "Orderbevestiging binnen 3 werkdagen retour sturen.",
        "Materiaalcertificaten (EN 10204 3.1 / klasse) meeleveren; zonder certificaat geen betaling.",
        "Op deze order zijn onze Algemene Inkoopvoorwaarden van toepassing.",
        f"Betaling: {pk(rng, '30 dagen na ontvangst factuur|45 dagen netto|60 dagen na levering')}.",
    ]
    for s in rng.sample(notes, 3):
        d_.t(m, yy + 10, "- " + s, sz - 0.8)
        yy += 12
    y = max(y, yy) + 30
    if y + 20 > H - 24:
        y = cont() + 30
    d_.sign(m, y, 170, f"Inkoop: {la.person(rng, 'nl')}")
    d_.sign(m + 220, y, 170, "Akkoord leverancier")
    d_.t(
        W / 2,
        H - 14,
        f"{buyer} - {'ondernemingsnr. BE 0' + str(rng.randint(100000000, 999999999)) if be else 'KvK ' + str(rng.randint(10000000, 99999999)) + ' - BTW NL' + str(rng.randint(100000000, 999999999)) + 'B01'} - IBAN {'BE' if be else 'NL'}{rng.randint(10, 99)} {'' if be else 'RABO '}{rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(10, 99)}",
        6.3,
        al="c",
        grey=0.4,
    )
    out = finish(d_, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


FAMILIES: dict[str, Draw] = {
    "fit10_zh_zhujian_anzhong_caigou": fit10_zh_zhujian_anzhong_caigou,
    "fit10_zh_jishu_fuwu_caigou": fit10_zh_jishu_fuwu_caigou,
    "fit10_mo_dinggoudan_nota_encomenda": fit10_mo_dinggoudan_nota_encomenda,
    "fit10_ja_kanagata_hacchusho": fit10_ja_kanagata_hacchusho,
    "fit10_en_us_aviation_parts_po": fit10_en_us_aviation_parts_po,
    "fit10_en_gb_ship_stores_po": fit10_en_gb_ship_stores_po,
    "fit10_de_it_lizenz_bestellung": fit10_de_it_lizenz_bestellung,
    "fit10_fr_syndic_ordre_service_travaux": fit10_fr_syndic_ordre_service_travaux,
    "fit10_it_ordine_lavorazione_terzista": fit10_it_ordine_lavorazione_terzista,
    "fit10_nl_scheepswerf_inkooporder": fit10_nl_scheepswerf_inkooporder,
}

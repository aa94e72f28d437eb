# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind43 (`blind44_*`), in
zh-Hans (two), zh-Hant (Macau), ja, en-GB, en-SG, de-AT, fr-FR, it-CH and pt-BR.

- blind44_zh_chongdian_yunying_shebei_caigou: a mainland EV-charging operator's order for
  chargers and their installation (the operator's name in colour at the left, the title at the
  right with or without the order number beside it, an unruled key / value list with the
  station, project and enquiry / comparison numbers, 供应商 and 收货站点 boxes side by side in
  either order, a ruled item grid whose last row is the 金额合计 / 合计金额 or a right-hand sum
  block with 设备款, 安装调试费, 商务优惠 and 订单总额, 13 % VAT included, 大写, a prepayment).
- blind44_zh_yanjing_jingpian_dinghuo: an optical chain's lens and frame order to a lens maker
  (致 + the maker at the top, a boxed grid with the order number beside 申请单号 and a framework
  contract number, lens lines with index, coating and SPH / CYL ranges counted in pairs, at
  times landscape, a rebate, freight, the payable sum as a label with its figure on the line
  below, the store's previous unpaid balance as a note).
- blind44_mo_xuexiao_xiaofu_dinggou: a Macau school's uniform order (the school's name with a
  Portuguese line, a boxed header grid of 訂購單編號 / 日期 / 報價單編號 / 預算編號, the uniform
  maker under 供應商 / 致 or in a box, lines per garment and size, MOP$ / 澳門元 totals with 訂金
  and 餘額 lines, the amount in traditional capitals).
- blind44_ja_hanabi_taikai_hacchusho: a Japanese fireworks festival committee's order to a
  fireworks maker (発注書, the maker with 御中 at the left, a ruled box of 発注番号 / 発注日 /
  見積番号 at the right, the committee and its seal, a ご発注金額 box near the top or only the
  小計 / 消費税 / 合計 rows below, shells by size, starmines and set pieces, crew, safety and
  insurance lines, whole yen, a prepayment in the terms).
- blind44_en_gb_coach_operator_tyre_po: a British coach and bus operator's tyre order
  ("PURCHASE ORDER 12345" or the number in a key list, the tyre dealer under To / Vendor /
  Supplier or without a heading, deliver-to depot, the fleet number and registration per line,
  the dealer's account number, job-card and quote references, Goods / Carriage / VAT / TOTAL
  ORDER, Order Total or Total PO Value).
- blind44_en_sg_dc_ups_battery_order_ack: a Singapore power-systems vendor's order
  acknowledgement to a data-centre operator (the vendor's letterhead with UEN and GST numbers,
  its own sales-order number, a header table whose column headings put the customer's PO
  number beside quotation, terms and salesperson, bill-to and site delivery blocks, battery
  strings, cabinets and commissioning, GST 9 %, a total labelled Total / Grand Total / Amount
  Due, a down-payment request after it).
- blind44_de_at_skiverleih_vorsaison_bestellung: an Austrian ski school and rental shop's
  preseason order to a sports wholesaler (a window address with no heading and the sender line,
  "Bestellung Nr." beside the title or the number in the info block beside Kundennummer and
  Angebot, per-line Vorsaisonrabatt, netto / USt 20 % / Gesamtbetrag in € 1.234,50, Skonto).
- blind44_fr_centre_plongee_bon_commande: a French dive centre's order for diving equipment
  and servicing ("BON DE COMMANDE N°" beside the title or a number grid, the supplier in a box
  with or without its heading, delivery and invoicing addresses, quote and customer numbers,
  Total HT / remise / port / TVA 20 % / Total TTC or Net à payer, an acompte with the rest to
  pay, SIRET and TVA numbers).
- blind44_it_ch_aziende_industriali_contatori: a Ticino utility's order for electricity meters
  (a header table with the order number under its column heading beside offer, cost centre and
  job numbers, Spettabile + the supplier at the right, IVA 8,1 %, 5-centime rounding, the total
  label on one line and the CHF 1'234.50 figure on the next).
- blind44_pt_br_escola_samba_pedido_materiais: a Rio samba school's purchase order for costume
  and float materials (the school's G.R.E.S. name with CNPJ, a header grid with Pedido Nº under
  its heading beside Cotação and Ala / centro de custo, Fornecedor and Entrega blocks, plumes,
  sequins and fabrics, Valor dos produtos / desconto / frete / IPI / Valor total do pedido or
  Saldo when nothing was paid ahead, boleto instalments).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, enquiry, quotation, comparison,
framework, contract, budget, job-card, project, cost-centre or the seller's sales-order
number; on the seller's acknowledgement the customer's PO number); the supplier exactly as
printed on its own first line (the vendor, maker or wholesaler; the seller of an
acknowledgement; never 致, 御中 or "Spettabile"); the grand total as "1234.50" (whole yen as
"1234.00"; after discounts and rebates, incl. tax, before deposits and prepayments; ""
when the document states none, about one document in eleven).
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
from families_blind31 import r0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (France)."""
    return grouped(v, " ", ",")


def ch2(v: Decimal, mark: str = "'") -> str:
    """1'234.50 (Switzerland)."""
    return grouped(v, mark, ".")


def r05(v: Decimal) -> Decimal:
    """Rounded to five centimes."""
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- 1 zh-Hans EV-charging operator's charger order

CD_CITY = "深圳 广州 东莞 佛山 杭州 宁波 苏州 南京 武汉 成都 西安 郑州 青岛 厦门 长沙 合肥".split()
CD_B = "快电 驿充 e站 星途 闪充 绿驰 易能 云桩 途电 畅行 充e 极速 顺电 惠充 新驰 路通".split()
CD_BUY = [
    "{c}{b}新能源汽车服务有限公司",
    "{c}{b}充电科技有限公司",
    "{b}充电网络（{c}）有限公司",
    "{c}{b}智慧能源有限公司",
    "{c}市{b}交通能源发展有限公司",
]
CD_SUP_FORMED = [
    "{c}{b}电气股份有限公司",
    "{c}{b}电力设备有限公司",
    "{b}新能源技术（{c}）有限公司",
    "{c}{b}充电设备制造有限公司",
    "{c}{b}电源科技有限公司",
]
CD_SUP_BARE = ["{c}{b}电气设备经营部", "{c}市{b}机电安装工程部", "{b}充电设备商行"]
CD_SB = "英威 优优 科士 盛弘 特锐 万帮 永联 通合 英飞 奥特 许继 能科".split()
CD_STATION = [
    "{c}{x}公交场站超充站",
    "{c}{x}商业广场地面停车场充电站",
    "{x}物流园重卡换电及充电站",
    "{c}{x}高速服务区（双向）充电站",
    "{c}{x}写字楼地下车库充电站",
]
CD_X = "南山 龙华 西湾 东站 新城 北环 湖滨 高铁 空港 科技园 滨江 中山路".split()
CD_ITEMS = [
    ("直流一体式充电桩", "160kW 双枪 GB/T", "台", 42000, 68000),
    ("直流一体式充电桩", "120kW 双枪 GB/T", "台", 32000, 52000),
    ("分体式直流充电堆", "480kW 主机 + 8 终端", "套", 210000, 320000),
    ("交流充电桩", "7kW 壁挂式 刷卡/扫码", "台", 1600, 3200),
    ("交流充电桩", "21kW 立柱式 双枪", "台", 4800, 8600),
    ("充电模块", "30kW 恒功率 备件", "个", 5200, 8800),
    ("液冷超充终端", "600A 液冷枪", "台", 38000, 62000),
    ("箱式变压器", "10kV/0.4kV 630kVA", "台", 158000, 236000),
    ("低压配电柜", "GCK 进线柜", "面", 18000, 36000),
    ("电力电缆", "YJV22-0.6/1kV 3×95+1×50", "米", 210, 340),
    ("充电枪线", "DC 250A 5m 备件", "根", 2600, 4200),
    ("车位地锁", "遥控 智能", "个", 380, 760),
    ("防撞柱", "镀锌 Φ114 黄黑", "根", 120, 260),
    ("雨棚钢结构", "含光伏板预埋", "平方米", 420, 760),
]
CD_SVC = [
    ("安装调试费", "设备就位、接线、调试", "台", 800, 2600),
    ("土建及基础施工", "桩基础、电缆沟", "项", 18000, 62000),
    ("平台对接及运维服务", "首年 含远程监控", "项", 6000, 18000),
]


def _cd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    c1, c2 = rng.sample(CD_CITY, 2)
    buyer = rng.choice(CD_BUY).format(c=c1, b=rng.choice(CD_B))
    sup = bare_or(rng, CD_SUP_FORMED, CD_SUP_BARE, 0.15).format(c=c2, b=rng.choice(CD_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n4}|PO{y}{m}{d}{n3}|CD-PO-{Y}-{n4}|{Y}{m}{d}{n4}")
    xm = cj.number(rng, d, "XM{Y}{n3}|CDZ-{y}-{n3}|PRJ{Y}{m}{n2}")
    bj = cj.number(rng, d, "BJ{y}{m}{n3}|XJ-{Y}-{n4}|BJD{y}{m}{d}{n2}")
    station = rng.choice(CD_STATION).format(c=c1, x=rng.choice(CD_X))
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|PO号")
    ink = rng.choice([Color(0.0, 0.45, 0.35), Color(0.05, 0.3, 0.6), Color(0.2, 0.55, 0.2)])
    beside = rng.random() < 0.35

    def foot() -> None:
        s_ = f"第{page[0]}页，共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 24, s_, 7.4, align="r", colour=GREY)
        pdf.text(
            m, pdf.h - 24, "本订单经双方签章后生效，传真件、扫描件具同等效力。", 7, colour=GREY
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, buyer, 9, bold=True, colour=ink)
        pdf.text(right, 34, f"{po_lab}：{po}　（续上页）", 8.6, align="r")
        pdf.line(m, 40, right, 40, lw=0.6, colour=ink)
        return 50

    pdf.text(m, 42, buyer, 14, bold=True, colour=ink)
    pdf.text(
        m,
        56,
        f"{cj.zh_addr(rng)}　客服：400-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
        7.6,
        colour=GREY,
    )
    title = cj.pick(rng, "采购订单|设备采购订单|充电设备采购订单")
    if beside:
        pdf.text(right, 42, f"{title}　{po}", 14, align="r", bold=True)
    else:
        pdf.text(right, 42, title, 16, align="r", bold=True)
    pdf.line(m, 64, right, 64, lw=1.6, colour=ink)
    y = 80
    kv = [
        ("下单日期", cj.fdate(d, rng.choice(["cn", "iso", "slash"]))),
        ("项目名称", station),
        ("项目编号", xm),
        (cj.pick(rng, "询价单号|比价单号|报价单号"), bj),
        ("要求交货", cj.fdate(cj.later(rng, d, 10, 45), "cn")),
    ]
    if not beside:
        kv.insert(0, (po_lab, po))
    if rng.random() < 0.4:
        kv.append(("采购员", f"{cj.person(rng)}　{cj.mobile(rng)}"))
    half = (len(kv) + 1) // 2
    for k, (lab, val) in enumerate(kv):
        col = 0 if k < half else 1
        x = m + col * wd / 2
        yy = y + (k - col * half) * 15
        pdf.text(x, yy + 9, f"{lab}：", 8.4, colour=GREY)
        pdf.text(x + 62, yy + 9, val, 8.8, bold=lab == po_lab, maxw=wd / 2 - 70)
    y += half * 15 + 10
    pw = (wd - 14) / 2
    sp = [
        (
            cj.pick(rng, "供应商|供方|乙方（供方）"),
            [
                sup,
                f"联系人：{cj.person(rng)}　{cj.mobile(rng)}",
                f"地址：{cj.zh_addr(rng)}",
                f"统一社会信用代码：{cj.credit_code(rng)}",
            ],
        ),
        (
            "收货站点",
            [
                station,
                f"地址：{cj.zh_addr(rng)}",
                f"现场负责人：{cj.person(rng)}　{cj.mobile(rng)}",
                f"开票单位：{buyer}",
            ],
        ),
    ]
    if rng.random() < 0.4:
        sp.reverse()
    bh = 4 * 14 + 26
    for k, (lab, rows) in enumerate(sp):
        x = m + k * (pw + 14)
        pdf.rect(x, y, pw, bh, stroke=ink, lw=0.7)
        pdf.rect(x, y, pw, 18, fill=PALE, stroke=None)
        pdf.text(x + 6, y + 13, lab, 9, bold=True, colour=ink)
        for i, s_ in enumerate(rows):
            pdf.text(
                x + 6,
                y + 34 + i * 14,
                s_,
                9.2 if i == 0 else 7.8,
                bold=i == 0 and s_ == sup,
                maxw=pw - 12,
            )
    y += bh + 14
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [24, 48])
    lines = more_lines(
        rng,
        CD_ITEMS,
        n,
        [1, 2, 2, 4, 6, 8, 10, 20],
        ["（备件）", "（二期）", "（加长枪线）"],
        big=30000,
    )
    svc = rng.sample(CD_SVC, rng.randint(0, 2))
    body = []
    eq = sum((a for *_, a in lines), ZERO)
    for it, q, p, a in lines:
        body.append(([it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a))
    svc_sum = ZERO
    for it in svc:
        q = Decimal(rng.choice([1, 1, 2, 4, 6])) if it[2] == "台" else Decimal(1)
        p = Decimal(rng.randint(it[3], it[4]))
        a = r2(q * p)
        svc_sum += a
        body.append(([it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a))
    off = ZERO
    if rng.random() < 0.35:
        off = r2((eq + svc_sum) * Decimal(rng.choice([1, 2, 3, 5])) / 100).quantize(Decimal(1))
    total = eq + svc_sum - off
    rows = [([str(i), *c[:5], c[5] if stated else ""], a) for i, (c, a) in enumerate(body, 1)]
    if not stated:
        rows = [([*c[:5], "按框架价", ""], a) for c, a in rows]
    ws = cj.rel(wd, [5, 20, 24, 6, 7, 13, 15])
    heads = [
        "序号",
        "设备/服务名称",
        "型号规格",
        "单位",
        "数量",
        "含税单价（元）",
        "含税金额（元）",
    ]
    y = ctable(
        pdf, m, y, ws, heads, rows, "cllccrr", rowh=18, size=7.8, bottom=bottom, brk=brk, fill=PALE
    )
    in_grid = stated and rng.random() < 0.45 and not off
    tot_lab = cj.pick(rng, "金额合计|合计金额|订单总额|含税总金额")
    if in_grid:
        if y + 40 > bottom:
            y = brk()
        cells = ["", f"{tot_lab}（含13%增值税）", "", "", "", "", f"¥{cj.money(total)}"]
        ws2 = [ws[0], sum(ws[1:6]), ws[6]]
        pdf.rect(m, y, wd, 20, stroke=black, lw=0.5)
        pdf.line(m + ws2[0] + ws2[1], y, m + ws2[0] + ws2[1], y + 20, lw=0.5)
        pdf.text(m + ws2[0] + 4, y + 14, cells[1], 8.6, bold=True)
        pdf.text(right - 4, y + 14, cells[6], 9, align="r", bold=True)
        y += 20
        pdf.rect(m, y, wd, 20, stroke=black, lw=0.5)
        pdf.text(m + ws2[0] + 4, y + 14, f"人民币（大写）：{cj.daxie(total)}", 8.4)
        y += 30
    elif stated:
        if y + 110 > bottom:
            y = brk()
        y += 8
        rx = right - 220
        srows = [("设备款小计", eq)]
        if svc_sum:
            srows.append(("安装及服务费", svc_sum))
        if off:
            srows.append((cj.pick(rng, "商务优惠|折让|让利"), -off))
        for lab, v in srows:
            pdf.text(rx, y + 10, lab, 8.6)
            pdf.text(right, y + 10, f"{'-' if v < 0 else ''}¥{cj.money(abs(v))}", 8.6, align="r")
            y += 15
        pdf.line(rx, y + 2, right, y + 2, lw=0.6)
        pdf.text(rx, y + 16, f"{tot_lab}（含税）", 10, bold=True, colour=ink)
        pdf.text(right, y + 16, f"¥{cj.money(total)}", 11, align="r", bold=True, colour=ink)
        y += 24
        pdf.text(right, y + 8, f"大写：{cj.daxie(total)}", 8, align="r", colour=GREY)
        pdf.text(
            m,
            y + 8,
            f"其中增值税（13%）：¥{cj.money(r2(total - total / Decimal('1.13')))}",
            8,
            colour=GREY,
        )
        y += 22
    else:
        y += 10
        pdf.text(m, y + 8, "结算：按年度框架协议单价，以实际到货验收数量结算。", 8.6)
        y += 22
    terms = []
    if stated and rng.random() < 0.6:
        pct = rng.choice([20, 30])
        terms.append(
            f"付款方式：订单签订后预付{pct}%（¥{cj.money(r2(total * pct / 100))}），到货验收后支付至95%，余款5%作为质保金。"
        )
    terms += [
        "设备须取得CQC认证并符合GB/T 18487.1-2023、GB/T 27930-2023，随货提供出厂检验报告。",
        f"质保期：自验收合格之日起{rng.choice([24, 36])}个月；故障响应时间不超过{rng.choice([4, 8, 24])}小时。",
        "发票：增值税专用发票，送货单及发票须注明本订单编号。",
    ]
    for t in terms:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, maxw=wd)
        y += 14
    if y + 80 > bottom:
        y = brk()
    y += 28
    pdf.text(m, y, f"采购方（盖章）：{buyer}", 8.6)
    pdf.text(m + wd / 2 + 10, y, "供方确认（签字盖章）：", 8.6)
    pdf.text(m, y + 18, f"经办：{cj.person(rng)}　审批：{cj.person(rng)}", 8.2)
    pdf.text(m + wd / 2 + 10, y + 18, "日期：", 8.2)
    if rng.random() < 0.6:
        pdf.stamp(m + 150, y + 2, buyer, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_zh_chongdian_yunying_shebei_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cd)


# --------------------------------------------------------------------------- 2 zh-Hans optical chain's lens and frame order

YJ_CITY = "北京 天津 沈阳 哈尔滨 石家庄 济南 郑州 南昌 福州 昆明 南宁 贵阳 兰州 呼和浩特 温州 丹阳".split()
YJ_B = "明视 亮瞳 清目 视界 宝视 睛彩 目明 晶视 慧眼 明眸 远望 清晰".split()
YJ_CHAIN = [
    "{c}{b}眼镜连锁有限公司",
    "{c}{b}视光科技有限公司",
    "{b}眼镜（{c}）连锁股份有限公司",
    "{c}市{b}眼镜有限责任公司",
]
YJ_SUP_FORMED = [
    "丹阳市{b}光学眼镜有限公司",
    "{c}{b}光学科技股份有限公司",
    "{b}镜片（{c}）有限公司",
    "江苏{b}树脂镜片有限公司",
    "{c}{b}眼镜制造有限公司",
]
YJ_SUP_BARE = ["丹阳市{b}眼镜批发部", "{c}{b}镜片商行", "{b}光学眼镜经营部"]
YJ_SB = "万新 明月 康耐 鸿晨 创高 新天 优视 伟星 凯米 光明 佳视 睿视".split()
YJ_LENS = [
    ("1.56 非球面树脂镜片", "绿膜", 8, 22),
    ("1.60 非球面 防蓝光", "超硬加膜", 28, 68),
    ("1.67 超薄非球面", "防蓝光 防污膜", 58, 128),
    ("1.74 超薄非球面", "钻晶膜", 160, 320),
    ("1.59 PC 太空片", "加硬", 30, 72),
    ("1.56 渐进多焦点", "内渐进 加硬", 88, 210),
    ("1.60 离焦控制片", "青少年近视管理", 260, 520),
    ("1.56 变色片", "灰色 全变", 42, 96),
]
YJ_RANGE = [
    "0.00~-4.00 / 0.00~-2.00",
    "-4.25~-6.00 / 0.00~-2.00",
    "0.00~+3.00 / 0.00~-1.00",
    "-6.25~-8.00 / 0.00~-2.00",
    "0.00~-6.00 / -2.25~-4.00",
]
YJ_FRAME = [
    ("板材全框镜架", "A5{n}", "副", 38, 95),
    ("纯钛半框镜架", "T8{n}", "副", 65, 160),
    ("TR90 儿童镜架", "K2{n}", "副", 22, 58),
    ("β钛无框镜架", "B6{n}", "副", 70, 150),
    ("太阳镜 偏光", "S9{n}", "副", 35, 90),
    ("镜布镜盒套装", "门店通用", "套", 2.5, 6),
    ("镜片清洗液", "60ml", "瓶", 2, 5.5),
]


def _yj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    c1, c2 = rng.sample(YJ_CITY, 2)
    chain = rng.choice(YJ_CHAIN).format(c=c1, b=rng.choice(YJ_B))
    sup = bare_or(rng, YJ_SUP_FORMED, YJ_SUP_BARE, 0.25).format(c=c2, b=rng.choice(YJ_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DH{Y}{m}{d}{n2}|JP-{y}{m}-{n4}|{Y}{m}{n5}|YJ{y}{n5}")
    sq = cj.number(rng, d, "SQ{y}{m}{n3}|MD-QG-{n4}")
    ht = cj.number(rng, d, "KJHT-{Y}-{n2}|HT{Y}{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订货单号|订单号|采购单号")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 22,
            f"— {page[0]}{' / ' + str(of) if of else ''} —",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{chain}　镜片订货单（续）　{po_lab}：{po}", 8.6)
        return 46

    pdf.text(pdf.w / 2, 44, chain, 15, align="c", bold=True)
    pdf.text(
        pdf.w / 2,
        66,
        cj.pick(rng, "镜片镜架订货单|商品订货单|镜片订货单"),
        13,
        align="c",
        bold=True,
    )
    y = 82
    to_lab = cj.pick(rng, "致|供应商|TO")
    pdf.text(m, y + 8, f"{to_lab}：", 9.4, bold=True)
    pdf.text(m + 42, y + 8, sup, 9.6, bold=True)
    pdf.text(
        m + 42,
        y + 22,
        f"联系人：{cj.person(rng)}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        7.8,
        colour=GREY,
    )
    y += 34
    ws = cj.rel(wd, [12, 21, 12, 21, 12, 22])
    store = f"{chain[:2]}{rng.choice(['万达', '中心', '人民路', '步行街', '火车站'])}店"
    rows = [
        [
            po_lab,
            po,
            "订货日期",
            cj.fdate(d, rng.choice(["iso", "cn", "slash"])),
            cj.pick(rng, "门店申请单|请购单号"),
            sq,
        ],
        ["收货门店", store, "收货人", f"{cj.person(rng)} {cj.mobile(rng)}", "年度协议", ht],
        ["收货地址", f"{cj.zh_addr(rng)}"],
    ]
    if rng.random() < 0.35:
        rows[0][4:], rows[1][4:] = rows[1][4:], rows[0][4:]
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, labels=(0, 2, 4), fill=PALE) + 12
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 10, 12], [28, 56])
    body = []
    pairs = 0
    for _ in range(n):
        if rng.random() < 0.72:
            name, coat, lo, hi = rng.choice(YJ_LENS)
            q = rng.choice([5, 10, 10, 20, 30, 50])
            pairs += q
            p = Decimal(rng.randint(lo * 10, hi * 10)) / 10
            a = r2(q * p)
            body.append(
                ([name, coat, rng.choice(YJ_RANGE), "副", f"{q}", cj.money(p), cj.money(a)], a)
            )
        else:
            name, model, unit, lo, hi = rng.choice(YJ_FRAME)
            q = rng.choice([3, 5, 10, 12, 20])
            p = Decimal(rng.randint(int(lo * 10), int(hi * 10))) / 10
            a = r2(q * p)
            body.append(
                (
                    [
                        name,
                        model.format(n=rng.randint(100, 999)),
                        rng.choice(["黑", "玳瑁", "银", "金", "混色"]),
                        unit,
                        f"{q}",
                        cj.money(p),
                        cj.money(a),
                    ],
                    a,
                )
            )
    sub = sum((a for _, a in body), ZERO)
    rows_ = [
        ([str(i), *c[:5], *(c[5:] if stated else ["", ""])], a) for i, (c, a) in enumerate(body, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 22, 14, 24, 6, 7, 10, 12]),
        ["序号", "品名", "膜层/型号", "球镜/柱镜范围（色）", "单位", "数量", "单价", "金额"],
        rows_,
        "cllccrrr",
        rowh=17,
        size=7.6,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=18,
    )
    reb = ZERO
    if rng.random() < 0.4:
        reb = r2(sub * Decimal(rng.choice([2, 3, 5])) / 100)
    fr = Decimal(rng.choice([0, 0, 20, 30, 50])) if sub < 3000 else ZERO
    total = sub - reb + fr
    if y + 120 > bottom:
        y = brk()
    y += 10
    pdf.text(m, y + 8, f"镜片合计：{pairs} 副　　品项：{len(body)}", 8.4)
    if stated:
        rx = right - 190
        for lab, v in [("货款小计", sub), ("季度返利", -reb), ("运费", fr)]:
            if v or lab == "货款小计":
                pdf.text(rx, y + 8, lab, 8.6)
                pdf.text(right, y + 8, f"{'-' if v < 0 else ''}¥{cj.money(abs(v))}", 8.6, align="r")
                y += 15
        y += 4
        lab = cj.pick(rng, "应付总额|合计金额|金额合计|本单合计")
        pdf.text(rx, y + 10, f"{lab}（含税）：", 9.6, bold=True)
        pdf.text(right, y + 28, f"¥{cj.money(total)}", 12.5, align="r", bold=True)
        y += 40
        if rng.random() < 0.4:
            owed = Decimal(rng.randint(2000, 40000))
            pdf.text(
                m,
                y + 4,
                f"注：贵司截至上月末未结货款 ¥{cj.money(owed)}，另行对账，不计入本单。",
                7.8,
                colour=GREY,
            )
            y += 14
    else:
        y += 20
        pdf.text(m, y + 4, "价格按年度协议价执行，以月结对账单为准。", 8.4)
        y += 14
    for t in [
        "1. 镜片须附出厂检测报告，光度偏差按GB 10810.1执行，不合格品退换运费由供方承担。",
        "2. 车房片（定制片）交期不超过7个工作日；现片48小时内发货。",
        f"3. 结算方式：{cj.pick(rng, '月结30天|月结60天|款到发货')}，开具13%增值税专用发票。",
    ]:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"采购：{cj.person(rng)}", 8.4)
    pdf.text(m + wd * 0.35, y, f"审核：{cj.person(rng)}", 8.4)
    pdf.text(m + wd * 0.65, y, "供方回签：", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_zh_yanjing_jingpian_dinghuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _yj)


# --------------------------------------------------------------------------- 3 zh-Hant Macau school's uniform order

MO_SCHOOL = [
    ("{b}中學", "Escola {p}"),
    ("{b}學校（中學部）", "Colégio {p}"),
    ("澳門{b}小學", "Escola Primária {p}"),
    ("{b}書院", "Colégio {p}"),
    ("聖{b}學校", "Escola de São {p}"),
]
MO_B = [
    ("培英", "Pui Ieng"),
    ("濠江", "Hou Kong"),
    ("嶺南", "Leng Nam"),
    ("德明", "Tak Meng"),
    ("勞校", "Lou Hau"),
    ("慈幼", "Chi Iau"),
    ("利瑪竇", "Matteo Ricci"),
    ("聖羅撒", "Rosa"),
    ("鏡平", "Keng Peng"),
    ("海星", "Hoi Seng"),
]
MO_SUP_FORMED = [
    "{b}制服有限公司",
    "{b}製衣廠有限公司",
    "{b}校服製作有限公司",
    "{b}服裝貿易一人有限公司",
]
MO_SUP_BARE = ["{b}洋服店", "{b}校服專門店", "{b}製衣"]
MO_SB = "永興 大華 新光 金城 利昌 美華 恒豐 萬利 廣生 寶成".split()
MO_STREET = [
    "新馬路",
    "亞美打利庇盧大馬路",
    "高士德大馬路",
    "羅利老馬路",
    "提督馬路",
    "黑沙環中街",
    "氹仔地堡街",
    "沙梨頭海邊街",
]
MO_GARM = [
    ("男生夏季短袖恤衫", "白色 繡校徽", 85, 130),
    ("男生長褲", "深灰 滌棉", 110, 160),
    ("女生夏季連身裙", "淺藍格", 160, 240),
    ("女生冬季校裙", "藏青 百褶", 150, 220),
    ("冬季長袖恤衫", "白色", 95, 140),
    ("冬季毛衣背心", "藏青 V領", 120, 180),
    ("校褸（冬季外套）", "藏青 加棉", 260, 420),
    ("運動服套裝", "速乾 上衣+短褲", 130, 200),
    ("運動外套", "拉鍊 印校名", 180, 260),
    ("校呔", "斜紋", 35, 60),
    ("校帽", "幼稚園 黃色", 40, 70),
]
MO_SIZES = "XS S M L XL 2XL 120 130 140 150 160".split()


def _mo(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    (bz, bp) = rng.choice(MO_B)
    zh_t, pt_t = rng.choice(MO_SCHOOL)
    school = zh_t.format(b=bz)
    school_pt = pt_t.format(p=bp)
    sup = bare_or(rng, MO_SUP_FORMED, MO_SUP_BARE, 0.35).format(b=rng.choice(MO_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}-{n3}|{Y}/ZW/{n3}|XF{y}{m}{n3}|{n4}/{Y}")
    qt = cj.number(rng, d, "Q{y}{n4}|報價{y}-{n3}")
    bud = cj.number(rng, d, "B{Y}-{n2}-{n2}|YS{y}{n3}")
    stated = stated_of(rng)
    page = [1]
    cur = rng.choice(["MOP$", "MOP ", "澳門元"])
    mo = lambda v: f"{cur}{cj.money(v)}" if cur != "澳門元" else f"{cj.money(v)} 澳門元"  # noqa: E731
    po_lab = cj.pick(rng, "訂購單編號|訂單編號|採購單號")
    ink = rng.choice([Color(0.45, 0.1, 0.15), Color(0.1, 0.2, 0.5), black])

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"第 {page[0]} 頁{f' 共 {of} 頁' if of else ''}",
            7.4,
            align="r",
            colour=GREY,
        )
        pdf.text(m, pdf.h - 24, f"{school}　總務處", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{school}　訂購單（續）", 9, bold=True, colour=ink)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.6, align="r")
        return 48

    pdf.text(pdf.w / 2, 42, school, 16, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        56,
        f"{school_pt} · {rng.choice(MO_STREET)}{rng.randint(1, 300)}號 · 電話 {rng.choice(['2', '8'])}{rng.randint(8000000, 8999999)}",
        7.8,
        align="c",
        colour=GREY,
    )
    pdf.text(
        pdf.w / 2,
        80,
        cj.pick(rng, "訂購單|訂購單 Nota de Encomenda|採購訂單"),
        14,
        align="c",
        bold=True,
    )
    y = 92
    labs = [po_lab, "日期 Data", cj.pick(rng, "報價單編號|貴司報價"), "預算編號"]
    vals = [po, cj.fdate(d, rng.choice(["cn", "hk", "slash"])), qt, bud]
    if rng.random() < 0.4:
        labs[2:], vals[2:] = labs[:1:-1], vals[:1:-1]
    ws = cj.rel(wd, [26, 22, 26, 26])
    for k, (lab, v) in enumerate(zip(labs, vals)):
        x = m + sum(ws[:k])
        pdf.rect(x, y, ws[k], 16, fill=PALE, stroke=ink, lw=0.6)
        pdf.rect(x, y + 16, ws[k], 20, stroke=ink, lw=0.6)
        pdf.text(x + ws[k] / 2, y + 11.5, lab, 8, align="c", colour=ink)
        pdf.text(x + ws[k] / 2, y + 30, v, 9.4, align="c", bold=k == 0)
    y += 50
    style = rng.choice(["label", "box", "to"])
    sup_rows = [
        sup,
        f"地址：澳門{rng.choice(MO_STREET)}{rng.randint(1, 200)}號地下",
        f"電話：{rng.choice(['2', '6'])}{rng.randint(8000000, 8999999)}　聯絡人：{cj.person(rng, 'zh-Hant')}",
    ]
    ship = [
        "送貨地點：本校總務處（學生服務中心）",
        f"聯絡人：{cj.person(rng, 'zh-Hant')}　內線 {rng.randint(100, 399)}",
        f"交貨日期：{cj.fdate(cj.later(rng, d, 15, 50), 'cn')}前",
    ]
    hw = (wd - 16) / 2
    if style == "box":
        pdf.rect(m, y, hw, 62, stroke=ink, lw=0.6)
        pdf.text(m + 6, y + 12, "供應商 Fornecedor", 7.8, colour=ink)
        for i, s_ in enumerate(sup_rows):
            pdf.text(m + 6, y + 28 + i * 13, s_, 9.4 if i == 0 else 7.8, bold=i == 0, maxw=hw - 12)
    else:
        lab = "致：" if style == "to" else "供應商："
        pdf.text(m, y + 12, lab, 9, bold=True)
        for i, s_ in enumerate(sup_rows):
            pdf.text(m + 46, y + 12 + i * 14, s_, 9.6 if i == 0 else 7.8, bold=i == 0, maxw=hw - 50)
    for i, s_ in enumerate(ship):
        pdf.text(m + hw + 16, y + 12 + i * 14, s_, 8, maxw=hw)
    y += 74
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [30, 60])
    body = []
    for i in range(n):
        name, spec, lo, hi = rng.choice(MO_GARM)
        size = rng.choice(MO_SIZES)
        q = rng.choice([10, 20, 25, 30, 40, 50, 60, 80, 120])
        p = Decimal(rng.randint(lo, hi))
        a = q * p
        body.append(([str(i + 1), name, spec, size, f"{q}", cj.money(p), cj.money(a)], a))
    if not stated:
        body = [([*c[:5], "", ""], a) for c, a in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 25, 17, 9, 8, 12, 14]),
        ["項", "品名", "規格", "尺碼", "數量", "單價", "金額"],
        body,
        "cllcrrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    total = sum((a for _, a in body), ZERO)
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        lab = cj.pick(rng, "總金額|合計|訂購總額|總計")
        pdf.text(right - 200, y + 10, f"{lab}：", 10, bold=True)
        pdf.text(right, y + 10, mo(total), 10.5, align="r", bold=True)
        y += 18
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 50])
            dep = r2(total * pct / 100)
            pdf.text(right - 200, y + 10, f"訂金（{pct}%）：", 8.6)
            pdf.text(right, y + 10, mo(dep), 8.6, align="r")
            pdf.text(right - 200, y + 25, "交貨後餘額：", 8.6)
            pdf.text(right, y + 25, mo(total - dep), 8.6, align="r")
            y += 32
        pdf.text(m, y + 10, f"大寫：澳門元{cj.daxie(total, trad=True)}", 8.4)
        y += 22
    else:
        pdf.text(m, y + 10, "單價按貴司報價單，數量以最終學生登記為準，金額另行確認。", 8.6)
        y += 22
    for t in [
        "1. 澳門並無增值稅，上述價格已包括運送及繡校徽費用。",
        "2. 交貨時請附送貨單，並註明本訂購單編號；尺碼不合可於開學後兩星期內免費更換。",
        "3. 付款方式：憑發票以支票或銀行轉帳支付。",
    ]:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 36
    for k, lab in enumerate(["經手人", "總務主任", "校長批准"]):
        x = m + k * wd / 3
        pdf.line(x, y, x + wd / 3 - 20, y, lw=0.5)
        pdf.text(x, y + 12, lab, 8)
    if rng.random() < 0.5:
        pdf.stamp(m + wd * 0.8, y - 8, school, rng, r=30)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_mo_xuexiao_xiaofu_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mo)


# --------------------------------------------------------------------------- 4 ja fireworks festival committee's order to a fireworks maker

HB_PLACE = (
    "長岡 大曲 土浦 諏訪 熊野 宮島 片貝 鴨川 伊勢 足利 岡崎 川越 柏崎 琵琶湖 隅田 浜松".split()
)
HB_BUY = [
    "{p}花火大会実行委員会",
    "一般社団法人{p}観光協会",
    "{p}市観光協会",
    "{p}商工会議所",
    "{p}まつり振興会",
]
HB_SUP_FORMED = [
    "株式会社{s}煙火店",
    "{s}煙火工業株式会社",
    "{s}花火株式会社",
    "有限会社{s}煙火製造所",
    "株式会社{s}",
]
HB_SUP_BARE = ["{s}煙火", "{s}花火工房"]
HB_S = "丸玉屋 菊屋 紅屋 鍵山 玉勝 光星 宗家 加賀屋 大和 星野 野村 磯谷".split()
HB_ITEMS = [
    ("10号玉（尺玉）割物", "菊先紅", "発", 38000, 62000),
    ("7号玉 割物", "錦冠", "発", 14000, 22000),
    ("5号玉 割物", "牡丹 各色", "発", 5200, 8800),
    ("3号玉 小割", "千輪", "発", 1800, 3200),
    ("20号玉（二尺玉）", "昇曲付 八重芯", "発", 420000, 680000),
    ("スターマイン", "音楽付 約3分", "台", 280000, 650000),
    ("ワイドスターマイン", "500m幅 約5分", "台", 900000, 1800000),
    ("仕掛花火 ナイアガラ", "200m", "式", 300000, 520000),
    ("仕掛花火 文字", "大会名 LED併用", "式", 120000, 260000),
    ("水中花火", "扇形", "発", 9000, 16000),
]
HB_SVC = [
    ("打揚従事者人件費", "煙火消費保安手帳所持者", "人", 28000, 42000),
    ("打揚筒・設営撤去費", "筒場設営一式", "式", 180000, 420000),
    ("保安要員・警備費", "保安距離内立入規制", "式", 80000, 220000),
    ("運搬費", "火薬類運搬車両", "式", 45000, 120000),
    ("賠償責任保険料", "対人対物 5億円", "式", 38000, 86000),
    ("消費許可申請代行費", "県知事許可", "式", 20000, 50000),
]


def _hb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    place = rng.choice(HB_PLACE)
    buyer = rng.choice(HB_BUY).format(p=place)
    sup = bare_or(rng, HB_SUP_FORMED, HB_SUP_BARE, 0.2).format(s=rng.choice(HB_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HC-{Y}-{n3}|{y}{m}{n4}|第{n3}号|{Y}花-{n3}|PO{y}{n4}")
    mt = cj.number(rng, d, "見{y}-{n4}|Q{Y}{n3}|M-{n5}")
    stated = stated_of(rng)
    page = [1]
    ys = rng.randrange(3)
    yen = lambda v: cj.yen(v, ys)  # noqa: E731
    po_lab = cj.pick(rng, "発注番号|注文番号|発注No.")
    fest = f"第{rng.randint(20, 110)}回 {place}{rng.choice(['花火大会', '大花火大会', '港まつり花火大会', '納涼花火大会'])}"
    day_ = cj.later(rng, d, 40, 120)

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 22,
            f"{page[0]}{f' / {of}' if of else ''}",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"発注書（続き）　{po_lab} {po}", 9)
        pdf.text(right, 34, buyer, 8.4, align="r")
        return 46

    pdf.text(pdf.w / 2, 46, cj.pick(rng, "発　注　書|発注書|注　文　書"), 18, align="c", bold=True)
    bw = 170
    y = 64
    box = [
        (po_lab, po),
        ("発注日", cj.fdate(d, rng.choice(["reiwa", "cn", "slash"]))),
        (cj.pick(rng, "見積番号|御見積No."), mt),
    ]
    if rng.random() < 0.4:
        box[1], box[2] = box[2], box[1]
    for k, (lab, v) in enumerate(box):
        pdf.rect(right - bw, y + k * 17, 62, 17, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(right - bw + 62, y + k * 17, bw - 62, 17, stroke=black, lw=0.5)
        pdf.text(right - bw + 31, y + k * 17 + 12, lab, 7.8, align="c")
        pdf.text(right - 5, y + k * 17 + 12, v, 8.8, align="r")
    hon = rng.choice(["御中", "御中", "殿"])
    pdf.text(m, y + 20, f"{sup}　{hon}", 12.5, bold=True)
    pdf.line(m, y + 25, m + wd * 0.52, y + 25, lw=0.8)
    pdf.text(m, y + 40, "下記のとおり発注いたします。", 8.6)
    y2 = y + 3 * 17 + 14
    for i, s_ in enumerate(
        [
            buyer,
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"担当：事務局 {cj.person(rng, 'ja')}",
        ]
    ):
        pdf.text(right - bw, y2 + i * 13, s_, 9.4 if i == 0 else 7.8, bold=i == 0, maxw=bw + 10)
    if rng.random() < 0.7:
        pdf.stamp(right - 20, y2 + 10, buyer, rng, shape="rect", r=22)
    y = max(y + 60, y2 + 44)
    n = n_lines(rng, [3, 4, 5, 6, 7], [26, 50])
    lines = more_lines(
        rng,
        HB_ITEMS,
        n,
        [1, 2, 5, 10, 20, 30, 50, 100],
        ["（追加）", "（予備）", "（フィナーレ）"],
        places=0,
        big=250000,
    )
    svc = rng.sample(HB_SVC, rng.randint(2, 5))
    for it in svc:
        q = Decimal(rng.randint(4, 14)) if it[2] == "人" else Decimal(1)
        p = Decimal(rng.randint(it[3] // 100, it[4] // 100) * 100)
        lines.append((it, q, p, q * p))
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    big_box = stated and rng.random() < 0.55
    pdf.text(m, y + 10, f"件名：{fest} 打揚煙火一式", 9.4, bold=True)
    pdf.text(
        m,
        y + 25,
        f"開催日：{cj.fdate(day_, 'cn')}（荒天時 {cj.fdate(day_ + timedelta(days=1), 'cn')}に順延）　打揚場所：{place}河川敷 特設会場",
        8,
        maxw=wd,
    )
    y += 34
    if big_box:
        pdf.rect(m, y, wd * 0.55, 26, stroke=black, lw=1)
        pdf.text(m + 8, y + 17, cj.pick(rng, "ご発注金額|発注金額|合計金額"), 10, bold=True)
        pdf.text(m + wd * 0.55 - 8, y + 18, f"{yen(total)}", 13, align="r", bold=True)
        pdf.text(m + wd * 0.55 + 8, y + 17, "（消費税込）", 8.4)
        y += 36
    rows = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}",
                it[2],
                f"{p:,.0f}" if stated else "",
                f"{a:,.0f}" if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 29, 22, 7, 6, 13, 16]),
        ["No.", "品名", "仕様", "数量", "単位", "単価", "金額"],
        rows,
        "cllrcrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 80 > bottom:
        y = brk()
    rx = right - 200
    if stated:
        for k, (lab, v) in enumerate(
            [("小計", sub), ("消費税（10%）", tax), (cj.pick(rng, "合計|合計金額|総合計"), total)]
        ):
            last = k == 2
            pdf.rect(rx, y, 90, 18, fill=PALE, stroke=black, lw=0.5)
            pdf.rect(rx + 90, y, 110, 18, stroke=black, lw=0.5)
            pdf.text(rx + 45, y + 13, lab, 8.4, align="c", bold=last)
            pdf.text(
                right - 5,
                y + 13,
                f"{v:,.0f}" if not last else yen(v),
                9 if last else 8.4,
                align="r",
                bold=last,
            )
            y += 18
    else:
        y += 8
        pdf.text(m, y + 10, "金額：別途協議のうえ確定（御見積書の単価による）", 8.6)
        y += 16
    y += 12
    notes = [
        f"支払条件：契約時に前払金として{rng.choice([30, 40, 50])}%、大会終了後翌月末に残額を銀行振込。",
        "雨天順延時の追加費用は、別途協議とします。中止の場合の取扱いは契約書第8条によります。",
        "火薬類取締法その他関係法令を遵守し、消費許可証の写しを事前に提出してください。",
    ]
    pdf.text(m, y + 8, "備考", 8.6, bold=True)
    y += 12
    for t in notes:
        if y + 16 > bottom:
            y = brk()
        pdf.text(m + 6, y + 8, "・" + t, 7.6, maxw=wd - 6)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["会長", "事務局長", "担当"]):
        x = right - (3 - k) * 52
        pdf.rect(x, y, 52, 14, fill=PALE, stroke=black, lw=0.5)
        pdf.rect(x, y + 14, 52, 32, stroke=black, lw=0.5)
        pdf.text(x + 26, y + 10.5, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_ja_hanabi_taikai_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hb)


# --------------------------------------------------------------------------- 5 en-GB coach and bus operator's tyre order

CO_TOWN = "Kendal|Hexham|Taunton|Barnstaple|Ludlow|Skipton|Thetford|Oban|Brecon|Penrith|Whitby|Melton Mowbray|Bideford|Ripon|Alnwick".split(
    "|"
)
CO_BUY = [
    "{a} Coaches Ltd",
    "{a} Travel Limited",
    "{t} & District Motor Services Ltd",
    "{a}'s of {t} (Coach Hire) Ltd",
    "{t} Community Transport",
]
CO_A = "Stagecroft|Wheelwright|Pennine|Fellside|Harbour|Bluebell|Redwing|Greyfriars|Castleway|Moorland|Kingfisher|Tudor".split(
    "|"
)
CO_SUP_FORMED = [
    "{s} Tyres Ltd",
    "{s} Truck & Bus Tyres Limited",
    "{s} Commercial Tyre Services Ltd",
    "{s} Tyre Group Ltd",
    "{s} Retreads (UK) Ltd",
]
CO_SUP_BARE = ["{s} Tyre Centre", "{f} {s} Mobile Tyres", "{s} Tyres & Exhausts"]
CO_S = "Ashby|Dunmore|Trent Valley|Westmorland|Severnside|Calder|Hartley|Ravensworth|Pryce|Mowbray|Fenton|Crossley".split(
    "|"
)
CO_F = "Gary|Dean|Lee|Wayne|Darren|Stuart|Kev|Neil|Craig|Paul".split("|")
CO_SUR = "Bell|Hodgson|Pritchard|Marsh|Dobson|Teale|Walsh|Heald|Pearce|Rowntree".split("|")
CO_TYRES = [
    ("295/80 R22.5 steer tyre, regional", "each", 265, 390),
    ("295/80 R22.5 drive tyre, regional", "each", 255, 375),
    ("275/70 R22.5 city bus tyre, all-position", "each", 235, 340),
    ("315/80 R22.5 drive, M+S winter", "each", 290, 420),
    ("225/75 R16C minibus tyre", "each", 95, 150),
    ("305/70 R22.5 steer, coach", "each", 275, 410),
    ("295/80 R22.5 remould (casing exchange)", "each", 150, 210),
    ("Regroove, per tyre", "each", 18, 32),
    ("Fit and balance, commercial", "each", 22, 38),
    ("Valve, metal, truck/bus", "each", 6, 14),
    ("Wheel alignment check, 3-axle", "vehicle", 85, 150),
    ("Tyre disposal / casing credit", "each", 4, 9),
    ("Out-of-hours call-out", "call", 95, 220),
    ("TPMS sensor replacement", "each", 45, 80),
]
CO_REGS = "YX{n} {a}|BX{n} {a}|YN{n} {a}|PN{n} {a}|SF{n} {a}|FJ{n} {a}".split("|")


def _co(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(36, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    town = rng.choice(CO_TOWN)
    a_ = rng.choice(CO_A)
    buyer = rng.choice(CO_BUY).format(a=a_, t=town)
    regno = la.digits(rng, "0#######")
    olic = la.digits(rng, "#######")
    sup = bare_or(rng, CO_SUP_FORMED, CO_SUP_BARE, 0.3).format(
        s=rng.choice(CO_S), f=rng.choice(CO_F)
    )
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["#####", "PO######", "P/O ####", "PO-#####", "#######"]))
    acct = la.digits(rng, rng.choice(["@@@###", "ACC-#####", "####@@"]))
    job = la.digits(rng, rng.choice(["JC#####", "Job ####", "WO-####"]))
    quote = la.digits(rng, rng.choice(["Q#####", "Quote ####", "EST-####"]))
    stated = stated_of(rng)
    page = [1]
    dst_ = rng.choice(["dmy", "long_en", "dot"])
    df = lambda x: la.dfmt(x, dst_)  # noqa: E731
    beside = rng.random() < 0.5
    po_lab = la.pick(rng, "PO No.|Order No.|Purchase Order No.|Our Order No.")
    vatno = la.digits(rng, "### #### ##")

    def foot() -> None:
        d.t(
            m,
            d.h - 38,
            f"Registered in England & Wales No. {regno}  ·  VAT Reg. No. GB {vatno}  ·  O-licence P{olic}",
            6.6,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 29,
            "Please quote our order number on all delivery notes and invoices. Invoices without an order number will be returned unpaid.",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 38,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{buyer} — Purchase Order {po} (continued)", 9, b=True)
        return 56

    d.t(m, 50, buyer, 16, b=True)
    y = d.lines(
        m,
        58,
        [
            f"{rng.choice(['Station Yard', 'Garage Lane', 'Mill Road', 'Depot, Kirkgate'])}, {town} {la.digits(rng, '@@# #@@')}",
            f"Tel. 0{la.digits(rng, '#### ######')}  ·  engineering@{a_.lower()}{rng.choice(['coaches', 'travel'])}.co.uk",
        ],
        7.8,
        lead=10,
    )
    if beside:
        d.t(r, 50, f"PURCHASE ORDER {po}", 15, b=True, al="r")
    else:
        d.t(r, 50, la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER"), 15, b=True, al="r")
    y = max(y, 84) + 10
    d.line(m, y, r, y, 1.2)
    y += 10
    sup_lab = la.pick(rng, "To|Vendor|Supplier|")
    sy = y
    if sup_lab:
        d.t(m, sy + 8, sup_lab, 8.2, b=True, grey=0.3)
        sy += 13
    d.lines(
        m,
        sy,
        [
            sup,
            f"Unit {rng.randint(1, 30)}, {rng.choice(['Enterprise Way', 'Brunel Road', 'Canal Side', 'Airfield Estate'])}",
            f"{rng.choice(CO_TOWN)} {la.digits(rng, '@@## #@@')}",
            f"Contact: {rng.choice(CO_F)} {rng.choice(CO_SUR)}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Date", df(dt)),
        ("Your account no.", acct),
        (la.pick(rng, "Your quote|Quotation ref."), quote),
        ("Job card", job),
        ("Ordered by", f"{rng.choice(CO_F)} {rng.choice(CO_SUR)}, Workshop Controller"),
    ]
    if rng.random() < 0.5:
        rng.shuffle(kv)
    x2 = m + wd * 0.5
    yy = y
    for k, v in kv:
        d.t(x2, yy + 8, k, 8, b=True)
        d.t(x2 + 92, yy + 8, v, 8.4, b=k == po_lab)
        yy += 12
    y = max(yy, sy + 48) + 10
    d.box(m, y, wd, 40, fill=0.95, stroke=True, lw=0.4)
    d.t(m + 6, y + 12, "Deliver to / fit at", 7.6, b=True)
    d.t(
        m + 6,
        y + 25,
        f"{buyer}, {rng.choice(['Main Depot', 'North Garage', 'Engineering Workshop'])}, {town}  ·  Gate open 06:00–18:00",
        8,
        maxw=wd - 12,
    )
    d.t(m + 6, y + 36, f"Required by: {df(dt + timedelta(days=rng.randint(1, 10)))}", 7.6)
    y += 52
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 64])
    lines = more_lines(rng, CO_TYRES, n, [1, 2, 2, 4, 6, 8], ["(spare)", "(nearside)", "(offside)"])
    fleet = [
        (
            rng.randint(100, 999),
            rng.choice(CO_REGS).format(n=rng.randint(10, 75), a=la.digits(rng, "@@@")),
        )
        for _ in range(6)
    ]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        fl, reg = rng.choice(fleet)
        body.append(
            (
                [
                    str(i),
                    it[0],
                    f"{fl} / {reg}",
                    f"{q:,.0f}",
                    en2(p) if stated else "",
                    en2(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.44, 0.18, 0.08, 0.11, 0.13)],
        ["Line", "Description", "Fleet no. / Reg", "Qty", "Unit £", "Net £"],
        body,
        "lllrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    goods = sum((a for *_, a in lines), ZERO)
    carr = Decimal(rng.choice([0, 0, 15, 25, 35]))
    vat = r2((goods + carr) * Decimal("0.2"))
    total = goods + carr + vat
    if y + 90 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Goods", f"£{en2(goods)}", False)]
        if carr:
            rows.append(("Carriage", f"£{en2(carr)}", False))
        rows.append(("VAT @ 20%", f"£{en2(vat)}", False))
        rows.append(
            (la.pick(rng, "TOTAL ORDER|Order Total|Total PO Value|TOTAL £"), f"£{en2(total)}", True)
        )
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.8, box_last=rng.random() < 0.6)
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Prices per our contract tyre schedule with account {acct}; charge per fitment sheet signed by our workshop.",
            8,
            wd,
        )
    y += 12
    for t in [
        "Casings to be returned for credit. Tyres older than 2 years (DOT code) will not be accepted.",
        "Fitters must sign in at the depot office and wear hi-vis. Wheel nuts to be re-torqued after 50 km and recorded on the job card.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"Authorised: {rng.choice(CO_F)} {rng.choice(CO_SUR)}, Fleet Engineer")
    d.sign(m + sw_ + 20, y, sw_, "Received / fitted by (supplier)")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_en_gb_coach_operator_tyre_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _co)


# --------------------------------------------------------------------------- 6 en-SG power-systems vendor's order acknowledgement to a data-centre operator

SG_SUP_FORMED = [
    "{s} Power Systems Pte Ltd",
    "{s} Energy Solutions Pte. Ltd.",
    "{s} Critical Power (S) Pte Ltd",
    "{s} Battery Technologies Pte. Ltd.",
    "{s} Electrical & UPS Services Pte Ltd",
]
SG_SUP_BARE = ["{s} Power Engineering", "{s} UPS Services"]
SG_S = "Lionpeak|Straitsvolt|Kranji|Merlion Grid|Eastcoast|Tuas Energy|Pasir Power|Orchid Volt|Temasek Arc|Harbourline|Redhill|Bedok Electric".split(
    "|"
)
SG_DC = [
    "{d} Data Centres Pte. Ltd.",
    "{d} DC Singapore Pte Ltd",
    "{d} Colocation (SG) Pte. Ltd.",
    "{d} Digital Infrastructure Pte Ltd",
]
SG_D = (
    "Nimbus|Kepler|Aurora|Equatorial|Vertex|Skyline|Quantum Reach|Bluewater|Ironstone|Zenith".split(
        "|"
    )
)
SG_SITE = [
    "{n} Loyang Way, Singapore 508{k}",
    "{n} Tai Seng Drive, Singapore 535{k}",
    "{n} Jurong West Avenue 2, Singapore 648{k}",
    "{n} Kallang Way 2A, Singapore 347{k}",
    "{n} Sunview Drive, Singapore 627{k}",
    "{n} Serangoon North Ave 5, Singapore 554{k}",
]
SG_ITEMS = [
    ("VRLA battery 12V 100Ah, front terminal, 10-yr design life", "pc", 310, 460),
    ("VRLA battery 12V 200Ah, front terminal", "pc", 520, 760),
    ("Li-ion battery cabinet 40 kWh incl. BMS", "cab", 21000, 34000),
    ("Battery cabinet, open rack, seismic", "set", 2600, 4800),
    ("UPS power module 50 kW hot-swappable", "pc", 7800, 12600),
    ("UPS 500 kVA modular frame, 400V 3ph", "set", 68000, 112000),
    ("Battery monitoring system, per string", "set", 1900, 3600),
    ("DC breaker 250A, battery isolation", "pc", 680, 1250),
    ("Installation, termination and torque check", "lot", 3500, 9800),
    ("Load-bank discharge test and commissioning", "lot", 4200, 8600),
    ("Removal and disposal of old batteries (NEA licensed)", "lot", 1200, 4800),
    ("After-hours works surcharge (change-freeze window)", "lot", 1500, 3800),
]


def _sg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(rng.choice([A4, A4, letter]), la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    s_ = rng.choice(SG_S)
    sup = bare_or(rng, SG_SUP_FORMED, SG_SUP_BARE, 0.12).format(s=s_)
    cust = rng.choice(SG_DC).format(d=rng.choice(SG_D))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["PO-######", "45########", "DC/PO/#####", "P#######", "SG-PO-#####"])
    )
    so = la.digits(rng, rng.choice(["SO-######", "OA####", "S#######"]))
    qt = la.digits(rng, rng.choice(["QT-####-##", "Q######", "QUO/####"]))
    uen = la.digits(rng, "20#######@")
    gst = la.digits(rng, "M#-#######-#")
    stated = stated_of(rng)
    page = [1]
    cur = rng.choice(["S$", "SGD ", "$"])
    sg = lambda v: f"{cur}{en2(v)}"  # noqa: E731
    dst_ = rng.choice(["dmy", "mon", "long_en"])
    df = lambda x: la.dfmt(x, dst_)  # noqa: E731
    blue = rng.choice([(0.0, 0.3, 0.55), (0.55, 0.1, 0.1), (0.1, 0.4, 0.3)])

    def foot() -> None:
        d.t(
            m,
            d.h - 34,
            f"{sup}  ·  UEN {uen}  ·  GST Reg. No. {gst}  ·  This acknowledgement is issued subject to our Standard Terms of Sale.",
            6.4,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(r, d.h - 34, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"Order Acknowledgement {so} — continued", 9, b=True)
        d.t(r, 42, f"Your PO: {po}", 8.4, al="r")
        return 54

    d.c.setFillColorRGB(*blue)
    d.c.rect(m, d.h - 40, 5, 26, stroke=0, fill=1)
    d.t(m + 12, 32, sup, 15, b=True)
    d.t(
        m + 12,
        44,
        f"{rng.randint(1, 80)} {rng.choice(['Ubi Crescent', 'Kaki Bukit Ave 1', 'Woodlands Loop', 'Changi South Ave 2'])}, #0{rng.randint(1, 9)}-{rng.randint(10, 99)}, Singapore {rng.randint(400000, 799999)}  ·  Tel +65 6{la.digits(rng, '### ####')}",
        7.6,
        grey=0.3,
    )
    d.t(m + 12, 54, f"UEN {uen}  ·  GST Reg. No. {gst}", 7.4, grey=0.3)
    d.t(
        r,
        82,
        la.pick(rng, "ORDER ACKNOWLEDGEMENT|SALES ORDER CONFIRMATION|Order Acknowledgement"),
        14,
        b=True,
        al="r",
    )
    d.t(
        r,
        96,
        f"{la.pick(rng, 'OA No.|Sales Order No.|Our Ref.')} {so}   Date {df(dt + timedelta(days=rng.randint(1, 4)))}",
        8.4,
        al="r",
    )
    y = 108
    bw = (wd - 16) / 2
    site = rng.choice(SG_SITE).format(n=rng.randint(1, 60), k=la.digits(rng, "###"))
    y1 = la.block(
        d,
        m,
        y,
        la.pick(rng, "Bill To|Customer|Sold To"),
        [
            cust,
            f"Attn: {rng.choice(['Mr', 'Ms'])} {rng.choice(['Tan', 'Lim', 'Ng', 'Rajesh', 'Wong', 'Siti'])} {rng.choice(['Wei Ming', 'Hui Ling', 'Kumar', 'Jun Jie', 'Aminah'])}, Facilities",
            "Accounts Payable",
            site,
        ],
        style=rng.choice(["bar", "plain", "under"]),
        w=bw,
        size=8.3,
    )
    y2 = la.block(
        d,
        m + bw + 16,
        y,
        la.pick(rng, "Ship To / Site|Deliver To|Installation Site"),
        [
            f"{cust.split(' ')[0]} {rng.choice(['SG1', 'SG2', 'SIN-03', 'Loyang DC'])} — UPS Room {rng.randint(1, 4)}",
            site,
            "Loading bay access 08:00–17:00, permit-to-work required",
        ],
        style=rng.choice(["bar", "plain", "under"]),
        w=bw,
        size=8.3,
        b_first=False,
    )
    y = max(y1, y2) + 10
    heads = ["Your PO No.", "PO Date", "Quotation", "Payment Terms", "Salesperson"]
    vals = [
        po,
        df(dt),
        qt,
        rng.choice(["30 days", "Net 45", "60 days from invoice", "30% down, bal. 30 days"]),
        rng.choice(["Jason Koh", "Priya Nair", "Daniel Lee", "Melissa Ong"]),
    ]
    if rng.random() < 0.4:
        heads[0], heads[2] = heads[2], heads[0]
        vals[0], vals[2] = vals[2], vals[0]
    y = (
        d.grid(
            m, y, [wd * f for f in (0.22, 0.16, 0.2, 0.24, 0.18)], heads, vals, size=8.4, shade=0.9
        )
        + 12
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 60])
    lines = more_lines(
        rng, SG_ITEMS, n, [1, 2, 4, 8, 16, 32, 40], ["(String B)", "(spare)", "(Hall 2)"], big=20000
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p) if stated else "", en2(a) if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.5, 0.08, 0.08, 0.13, 0.15)],
        ["No.", "Description", "Qty", "UOM", "Unit Price", "Amount"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
        hrgb=blue if rng.random() < 0.5 else None,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([2, 3, 5, 8])) / 100) if rng.random() < 0.4 else ZERO
    gstv = r2((sub - disc) * Decimal("0.09"))
    total = sub - disc + gstv
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Sub-Total", sg(sub), False)]
        if disc:
            rows.append(("Less: Special Discount", f"-{sg(disc)}", False))
        rows.append(("GST 9%", sg(gstv), False))
        down = rng.random() < 0.4
        tl = (
            "Total (SGD)|Grand Total|Total Amount"
            if down
            else "Total (SGD)|Grand Total|Amount Due|Total Amount"
        )
        rows.append((la.pick(rng, tl), sg(total), True))
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.8, shade=0.9 if rng.random() < 0.5 else None)
        y += 4
        if down:
            dp = r2(total * Decimal("0.3"))
            y = wrapped(
                d,
                m,
                y + 4,
                f"A 30% down payment of {sg(dp)} is required before the batteries are released from our warehouse; the balance is payable on commissioning.",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Pricing as per {qt}; the final amount will follow the site survey and the agreed string count.",
            8,
            wd,
        )
    y += 8
    for t in [
        "Delivery: 4–6 weeks from receipt of approved PO and site access permit. Batteries are shipped with a freshness charge date not older than 6 months.",
        "Please check this acknowledgement against your purchase order and notify us of any discrepancy within 3 working days.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.3, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, f"For and on behalf of {sup}")
    d.sign(m + sw_ + 20, y, sw_, "Customer acceptance (signature & company stamp)")
    foot()
    out = finish(d, "en", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind44_en_sg_dc_ups_battery_order_ack(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sg)


# --------------------------------------------------------------------------- 7 de-AT ski school and rental shop's preseason order

SK_ORT = "Saalbach|Obertauern|Schladming|Ischgl|Sölden|Kitzbühel|Flachau|Lech|Mayrhofen|Zell am See|Bad Gastein|Nassfeld|Hinterstoder|Serfaus".split(
    "|"
)
SK_BUY = [
    "Skischule {n} GmbH",
    "Skischule & Sportverleih {n} OG",
    "Sport {f} e.U.",
    "{n} Skiverleih GmbH",
    "Schischule {o}-{n} KG",
]
SK_N = "Alpenrose|Edelweiß|Gamsblick|Hohe Tauern|Sonnberg|Kristall|Bergkristall|Zirbe|Steinbock|Firn".split(
    "|"
)
SK_FAM = (
    "Huber|Egger|Hofer|Pichler|Moser|Gruber|Steiner|Wallner|Rainer|Oberhauser|Brunner|Kogler".split(
        "|"
    )
)
SK_SUP_FORMED = [
    "{a} Sportartikel Großhandel GmbH",
    "{a} Sport Distribution GmbH",
    "{a} & {b} Sportgroßhandel GmbH & Co KG",
    "Alpin {a} Handels-GmbH",
    "{a} Ski Austria Vertriebs GmbH",
]
SK_SUP_BARE = ["Sporthaus {b}", "{a} Skiservice", "Skiwerkstatt {b}"]
SK_A = "Tyrolia|Bergwelt|Pistenprofi|Schneekristall|Alpenglanz|Gipfelsport|Tauernsport|Arlberg|Wintersport Nord|Firnschnee".split(
    "|"
)
SK_ITEMS = [
    ("Verleihski Allround 155–170 cm inkl. Bindung", "Paar", 260, 390),
    ("Verleihski Premium Carving 163 cm inkl. Bindung", "Paar", 380, 560),
    ("Kinderski Verleih 100–130 cm inkl. Bindung", "Paar", 120, 190),
    ("Verleih-Skischuh Hardshell, Größe 24–30", "Paar", 110, 190),
    ("Kinderskischuh Verleih, Größe 19–23", "Paar", 65, 110),
    ("Skihelm Verleih, größenverstellbar", "Stk", 38, 72),
    ("Snowboard Verleih 148–158 cm inkl. Bindung", "Stk", 240, 360),
    ("Snowboardboots Verleih", "Paar", 90, 150),
    ("Skistöcke Alu, Verleih", "Paar", 12, 24),
    ("Skibrille Verleih", "Stk", 18, 38),
    ("Tourenski-Set Verleih inkl. Felle", "Set", 520, 780),
    ("Wachs Heißwachs Universal 1 kg", "Stk", 42, 70),
    ("Skischuh-Trockner 10er Station", "Stk", 480, 820),
    ("Ersatzteil-Set Bindung (Fersenautomaten)", "Set", 28, 55),
]


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(48, 62)
    r = d.w - m
    wd = r - m
    bottom = d.h - 72
    ort = rng.choice(SK_ORT)
    fam = rng.choice(SK_FAM)
    buyer = rng.choice(SK_BUY).format(n=rng.choice(SK_N), f=fam, o=ort)
    a1, a2 = rng.choice(SK_A), rng.choice(SK_FAM)
    sup = bare_or(rng, SK_SUP_FORMED, SK_SUP_BARE, 0.25).format(a=a1, b=a2)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["B-####", f"{dt:%Y}-###", "#####", "BE####/##", f"VS{dt:%y}-###"])
    )
    ang = la.digits(rng, rng.choice(["AN-######", "Angebot ####", "A#####"]))
    kdnr = la.digits(rng, rng.choice(["#####", "K-#####", "D####"]))
    stated = stated_of(rng)
    page = [1]
    cur_pre = rng.random() < 0.6
    fe = lambda v: f"€ {eu(v)}" if cur_pre else f"{eu(v)} €"  # noqa: E731
    dst_ = rng.choice(["dot", "dot", "long_de"])
    df = lambda x: la.dfmt(x, dst_)  # noqa: E731
    beside = rng.random() < 0.45
    plz = rng.randint(5500, 6999)
    uid = la.digits(rng, "ATU########")
    fnr = la.digits(rng, "######@")
    iban = la.digits(rng, "## #### #### #### ####")
    bic = la.digits(rng, "###")

    def foot() -> None:
        d.line(m, d.h - 52, r, d.h - 52, 0.4)
        d.t(m, d.h - 42, f"{buyer} · {ort} · UID {uid} · FN {fnr} · LG Salzburg", 6.6, grey=0.35)
        d.t(
            m, d.h - 33, f"Raiffeisenbank {ort} · IBAN AT{iban} · BIC RVSAAT2S{bic}", 6.6, grey=0.35
        )
        d.t(
            r,
            d.h - 33,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} vom {df(dt)} – Fortsetzung", 9, b=True)
        return 58

    d.t(r, 46, buyer, 13, b=True, al="r")
    d.t(
        r,
        58,
        f"{rng.choice(['Dorfstraße', 'Talstation', 'Liftweg', 'Bergbahnstraße'])} {rng.randint(1, 60)}, {plz} {ort}",
        8,
        al="r",
        grey=0.3,
    )
    d.t(m, 118, f"{buyer} · {plz} {ort}", 6.6, grey=0.3)
    d.line(m, 121, m + 220, 121, 0.3)
    d.lines(
        m,
        126,
        [
            sup,
            f"{rng.choice(['Industriestraße', 'Gewerbepark', 'Innsbrucker Straße', 'Handelsweg'])} {rng.randint(1, 90)}",
            f"{rng.randint(1000, 9999)} {rng.choice(['Wals-Siezenheim', 'Innsbruck', 'Kufstein', 'Wörgl', 'Wien', 'Graz'])}",
            "Österreich" if rng.random() < 0.3 else "",
        ],
        9.4,
        b_first=rng.random() < 0.5,
        lead=12.5,
    )
    info = [] if beside else [("Bestellnummer", po)]
    info += [
        ("Datum", df(dt)),
        ("Ihr Angebot", ang),
        ("Unsere Kundennr.", kdnr),
        (
            "Sachbearbeiter/in",
            f"{rng.choice(['Lukas', 'Magdalena', 'Florian', 'Theresa', 'Stefan'])} {fam}",
        ),
        ("Telefon", f"+43 {rng.randint(6400, 6599)} {la.digits(rng, '#####')}"),
    ]
    if rng.random() < 0.4:
        info.insert(2, ("Saison", f"Winter {dt.year}/{str(dt.year + 1)[2:]}"))
    x2 = m + wd * 0.6
    for i, (k, v) in enumerate(info):
        d.t(x2, 120 + i * 12.5, k, 8, grey=0.3)
        d.t(r, 120 + i * 12.5, v, 8.4, al="r", b=k == "Bestellnummer")
    y = max(200, 120 + len(info) * 12.5 + 12)
    if beside:
        d.t(
            m,
            y + 14,
            f"{la.pick(rng, 'Bestellung Nr.|Bestellung|BESTELLUNG Nr.')} {po}",
            14,
            b=True,
        )
    else:
        d.t(m, y + 14, la.pick(rng, "Bestellung|Vorsaison-Bestellung|BESTELLUNG"), 14, b=True)
    y += 28
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng, "Sehr geehrte Damen und Herren,|Liebes Team,|Sehr geehrte Damen und Herren!"
            )
            + " aufgrund Ihres Angebotes bestellen wir für die kommende Wintersaison zu den vereinbarten Vorsaisonkonditionen:",
            8.8,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9], [34, 66])
    lines = more_lines(
        rng, SK_ITEMS, n, [5, 10, 10, 20, 25, 30, 40, 60], ["(Damen)", "(Herren)", "(Junior)"]
    )
    rab = rng.choice([0, 10, 15, 20, 25])
    body = []
    net = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        rr = rab if rng.random() < 0.8 else 0
        nv = r2(a * (100 - rr) / 100)
        net += nv
        body.append(
            (
                [
                    str(i),
                    it[0],
                    f"{q:,.0f}",
                    it[1],
                    eu(p) if stated else "",
                    f"{rr} %" if rr else "–",
                    eu(nv) if stated else "",
                ],
                nv,
            )
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.45, 0.08, 0.08, 0.12, 0.08, 0.13)],
        ["Pos.", "Artikel", "Menge", "Einh.", "EP €", "Rabatt", "Betrag €"],
        body,
        "llrlrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    fr = Decimal(rng.choice([0, 0, 0, 49, 89])) if net < 8000 else ZERO
    ust = r2((net + fr) * Decimal("0.2"))
    total = net + fr + ust
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Summe netto", fe(net), False)]
        if fr:
            rows.append(("Fracht", fe(fr), False))
        rows += [
            ("zzgl. 20 % USt.", fe(ust), False),
            (
                la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Endbetrag|Gesamtsumme inkl. USt."),
                fe(total),
                True,
            ),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.8, box_last=rng.random() < 0.5)
        sk = rng.choice([2, 3])
        y = wrapped(
            d,
            m,
            y + 6,
            f"Zahlung: 30 Tage netto oder {sk} % Skonto bei Zahlung innerhalb von 14 Tagen (Skontobetrag {fe(r2(total * sk / 100))}).",
            7.8,
            wd,
        )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Preise laut Ihrem Angebot {ang} abzüglich Vorsaisonrabatt; die Rechnung erfolgt nach tatsächlicher Liefermenge.",
            8,
            wd,
        )
    y += 6
    for t in [
        f"Liefertermin: spätestens {df(dt + timedelta(days=rng.randint(30, 75)))}, Anlieferung an die Talstation, Montag bis Freitag 8–16 Uhr.",
        "Alle Verleihski mit Bindungseinstellung nach ISO 11088 und Prüfprotokoll; Rücknahme nicht benötigter Größen bis Saisonbeginn.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2)
    y += 14
    if y + 40 > bottom:
        y = brk()
    d.t(m, y + 8, "Mit freundlichen Grüßen", 8.8)
    d.t(m, y + 38, f"{rng.choice(['Lukas', 'Magdalena', 'Florian', 'Theresa'])} {fam}", 8.8)
    d.t(m, y + 49, "Geschäftsführung", 7.6, grey=0.3)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_de_at_skiverleih_vorsaison_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- 8 fr-FR dive centre's equipment and servicing order

PL_LIEU = "Marseille|Cassis|Banyuls-sur-Mer|Collioure|Hyères|Saint-Raphaël|Antibes|Bandol|Porquerolles|Brest|Concarneau|Ajaccio|Sète|Le Lavandou".split(
    "|"
)
PL_BUY = [
    "Centre de Plongée {n}",
    "{n} Plongée SARL",
    "Club Subaquatique de {v}",
    "École de Plongée {n} SAS",
    "Association {n} Plongée {v}",
]
PL_N = "des Calanques|Bleu Marine|Poseidon|Les Mérous|Thalassa|Corail|Grand Bleu|Posidonie|L'Aquanaute|Cap Sud".split(
    "|"
)
PL_SUP_FORMED = [
    "{a} Plongée Distribution SAS",
    "{a} Subaquatique SARL",
    "Établissements {a} & Fils",
    "{a} Diving Équipements SAS",
    "{a} Compresseurs Marine SARL",
]
PL_SUP_BARE = ["Atelier {a}", "{a} Plongée Service", "{p} {a} – Détendeurs"]
PL_A = "Mistral|Aquasud|Cousteau Sud|Bathys|Nautilus|Abyssal|Méditerranée|Lestrade|Pélagos|Calypso Sud|Ferrand|Marsac".split(
    "|"
)
PL_P = "Jean-Luc|Sandrine|Thierry|Nathalie|Olivier|Karine|Pascal|Élodie".split("|")
PL_ITEMS = [
    ("Bouteille acier 12 L 232 bar, robinet DIN/étrier", "u", 230, 340),
    ("Bouteille alu 11,1 L (S80) 207 bar", "u", 260, 360),
    ("Détendeur complet 1er + 2e étage + octopus", "u", 320, 560),
    ("Gilet stabilisateur enveloppant, tailles S à XL", "u", 290, 480),
    ("Combinaison humide 5 mm, monopièce", "u", 160, 290),
    ("Ordinateur de plongée nitrox", "u", 240, 520),
    ("Masque bi-verre + tuba (pack club)", "u", 28, 55),
    ("Palmes chaussantes réglables", "paire", 35, 75),
    ("Lampe de plongée LED 1 200 lm", "u", 85, 170),
    ("Manomètre + flexible HP", "u", 65, 120),
    ("Requalification bouteille (TIV + épreuve hydraulique)", "u", 28, 48),
    ("Révision annuelle détendeur (kit membranes inclus)", "u", 55, 95),
    ("Cartouche filtre compresseur", "u", 45, 110),
    ("Lestage plombs enrobés 2 kg", "u", 9, 16),
]


def _pl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    ville = rng.choice(PL_LIEU)
    buyer = rng.choice(PL_BUY).format(n=rng.choice(PL_N), v=ville)
    sup = bare_or(rng, PL_SUP_FORMED, PL_SUP_BARE, 0.25).format(
        a=rng.choice(PL_A), p=rng.choice(PL_P)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["BC-####-###", f"BC{dt:%y}###", "CMD-#####", f"{dt:%Y}/###", "###-##"])
    )
    dev = la.digits(rng, rng.choice(["DEV-#####", "D####", "Devis n° ####"]))
    cli = la.digits(rng, rng.choice(["CL####", "C-#####", "######"]))
    stated = stated_of(rng)
    page = [1]
    eur = lambda v: f"{fr2(v)} €"  # noqa: E731
    dst = rng.choice(["dmy", "long_fr"])
    beside = rng.random() < 0.5
    siret = la.digits(rng, "### ### ### #####")
    tva = la.digits(rng, "FR## #########")
    blue = rng.choice([(0.0, 0.35, 0.6), (0.0, 0.45, 0.55), (0.1, 0.2, 0.45)])

    def foot() -> None:
        d.t(
            m,
            d.h - 36,
            f"{buyer} · SIRET {siret} · TVA intracom. {tva} · Agrément Jeunesse et Sports",
            6.6,
            grey=0.35,
        )
        d.t(r, d.h - 36, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Bon de commande {po} (suite)", 9, b=True)
        return 56

    d.c.setFillColorRGB(*blue)
    d.c.rect(0, d.h - 8, d.w, 8, stroke=0, fill=1)
    d.c.setFillGray(0)
    d.t(m, 40, buyer, 15, b=True)
    d.lines(
        m,
        46,
        [
            f"{rng.choice(['Port de plaisance', 'Quai des Pêcheurs', 'Plage du Prado', 'Anse de'])} {rng.choice(['', 'Ponton C', 'Bât. B'])}".strip(),
            f"{rng.randint(10, 95)}{rng.randint(100, 999)} {ville}",
            f"Tél. 0{rng.randint(4, 6)} {la.digits(rng, '## ## ## ##')}",
        ],
        7.8,
        lead=10,
    )
    if beside:
        d.t(r, 40, f"BON DE COMMANDE N° {po}", 14, b=True, al="r")
        d.t(r, 54, f"du {la.dfmt(dt, dst)}", 9, al="r")
    else:
        d.t(r, 40, la.pick(rng, "BON DE COMMANDE|Bon de commande"), 15, b=True, al="r")
        d.grid(
            r - 260,
            52,
            [90, 80, 90],
            ["N° de commande", "Date", "N° client"],
            [po, la.dfmt(dt, "dmy"), cli],
            size=8.4,
        )
    y = 100
    bw = (wd - 18) / 2
    boxed = rng.random() < 0.6
    sup_rows = [
        sup,
        f"{rng.randint(1, 120)} {rng.choice(['avenue de la Mer', 'ZA des Paluds', 'rue du Port', 'chemin des Salins'])}",
        f"{rng.randint(10, 95)}{rng.randint(100, 999)} {rng.choice(PL_LIEU)}",
        f"Contact : {rng.choice(PL_P)} {rng.choice(['Martin', 'Rossi', 'Fabre', 'Garcia', 'Roux'])}",
    ]
    lab = (
        la.pick(rng, "Fournisseur|FOURNISSEUR|")
        if boxed
        else la.pick(rng, "Fournisseur|À l'attention de")
    )
    if boxed:
        top = y
        if lab:
            d.t(m, y + 8, lab, 7.8, b=True, grey=0.3)
            top += 11
        d.box(m, top, bw, 58)
        d.lines(m + 6, top + 4, sup_rows, 8.8, b_first=True, lead=12)
        y1 = top + 58
    else:
        y1 = la.block(
            d, m, y, lab, sup_rows, style=rng.choice(["plain", "under", "bar"]), w=bw, size=8.8
        )
    y2 = la.block(
        d,
        m + bw + 18,
        y,
        "Adresse de livraison",
        [
            buyer,
            f"Local technique – {rng.choice(['ponton C', 'bâtiment B', 'quai nord'])}",
            ville,
            f"Réception : {rng.choice(PL_P)} (moniteur E{rng.randint(2, 4)})",
        ],
        style="plain",
        w=bw,
        size=8.2,
        b_first=False,
    )
    y = max(y1, y2) + 10
    refs = [
        ("Votre devis", dev),
        ("Code client", cli),
        ("Demandé par", f"{rng.choice(PL_P)}, directeur de plongée"),
    ]
    if beside:
        refs.insert(0, ("N° de commande", po))
    rng.shuffle(refs)
    for i, (k, v) in enumerate(refs):
        d.t(m + (i % 2) * wd / 2, y + 8 + (i // 2) * 11, f"{k} : {v}", 8, b=k == "N° de commande")
    y += 14 + 11 * ((len(refs) - 1) // 2)
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [30, 60])
    lines = more_lines(
        rng, PL_ITEMS, n, [1, 2, 4, 5, 6, 8, 10, 12], ["(taille S)", "(taille L)", "(enfant)"]
    )
    order = rng.random() < 0.5
    body = []
    for it, q, p, a in lines:
        ref = la.digits(rng, rng.choice(["@@-####", "#####", "@###-##"]))
        cells = [ref, it[0], f"{q:,.0f}", it[1], fr2(p) if stated else "", fr2(a) if stated else ""]
        if order:
            cells = [cells[0], cells[1], cells[3], cells[2], cells[4], cells[5]]
        body.append((cells, a))
    heads = ["Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "Montant HT"]
    al = "llrlrr"
    if order:
        heads = [heads[0], heads[1], heads[3], heads[2], heads[4], heads[5]]
        al = "lllrrr"
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.47, 0.07, 0.07, 0.13, 0.16)],
        heads,
        body,
        al,
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    ht = sum((a for *_, a in lines), ZERO)
    rem = r2(ht * Decimal(rng.choice([5, 8, 10, 12])) / 100) if rng.random() < 0.45 else ZERO
    port = Decimal(rng.choice([0, 0, 18, 25, 39])) if ht < 3000 else ZERO
    base = ht - rem + port
    tv = r2(base * Decimal("0.2"))
    total = base + tv
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total HT", eur(ht), False)]
        if rem:
            rows.append(("Remise club", f"- {eur(rem)}", False))
        if port:
            rows.append(("Frais de port", eur(port), False))
        if rem or port:
            rows.append(("Net HT", eur(base), False))
        rows.append(("TVA 20 %", eur(tv), False))
        acompte = rng.random() < 0.35
        rows.append(
            (
                la.pick(
                    rng,
                    "Total TTC|TOTAL TTC|Net à payer"
                    if not acompte
                    else "Total TTC|TOTAL TTC|Montant total TTC",
                ),
                eur(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.8, box_last=rng.random() < 0.6)
        if acompte:
            ac = r2(total * Decimal("0.3"))
            y = d.summary(
                m + wd * 0.56,
                r - 3,
                y + 2,
                [
                    ("Acompte versé à la commande (30 %)", f"- {eur(ac)}", False),
                    ("Reste à payer", eur(total - ac), False),
                ],
                7.8,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Prix selon votre devis {dev} ; le montant définitif sera établi après contrôle des bouteilles à requalifier.",
            8,
            wd,
        )
    y += 8
    for t in [
        f"Livraison souhaitée avant le {la.dfmt(dt + timedelta(days=rng.randint(10, 40)), dst)} (ouverture de la saison). Paiement à 30 jours fin de mois.",
        "Les bouteilles requalifiées doivent être restituées avec leur marquage TIV et le certificat d'épreuve.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 28
    if y + 20 > bottom:
        y = brk() + 28
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, "Bon pour commande – signature et cachet")
    d.sign(m + sw_ + 20, y, sw_, "Accusé de réception du fournisseur")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_fr_centre_plongee_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pl)


# --------------------------------------------------------------------------- 9 it-CH Ticino utility's order for electricity meters

AE_LUOGO = "Mendrisio|Chiasso|Biasca|Locarno|Bellinzona|Lugano|Giubiasco|Faido|Airolo|Stabio|Minusio|Caslano".split(
    "|"
)
AE_BUY = [
    "Aziende Industriali di {l}",
    "Azienda Elettrica Comunale di {l}",
    "Azienda Multiservizi {l} SA",
    "Società Elettrica {r} SA",
    "Aziende Municipalizzate {l}",
]
AE_R = "Sopracenerina|Ticinese del Sud|Valle Leventina|del Malcantone|di Blenio".split("|")
AE_SUP_FORMED = [
    "{a} Metering SA",
    "{a} Elettrotecnica Sagl",
    "{a} Energietechnik AG",
    "{a} Contatori & Sistemi SA",
    "{a} Elettroforniture SA",
]
AE_SUP_BARE = ["Elettro {b}", "{b} Impianti elettrici", "Ditta {b} Elettroservizi"]
AE_A = (
    "Ceresio|Verbano|Gottardo|Lepontia|Monte Brè|Ticinella|Tresa|Morobbia|Generoso|Alpi Sud".split(
        "|"
    )
)
AE_B = "Bernasconi|Fumagalli|Pedrazzini|Cattaneo|Gianella|Rusconi|Bianchi|Zanetti|Ghisletta|Poretti".split(
    "|"
)
AE_ITEMS = [
    ("Contatore elettronico trifase 5(100) A, classe B, interfaccia M-Bus", "pz", 118, 185),
    ("Contatore elettronico monofase 5(80) A", "pz", 62, 98),
    ("Contatore trifase indiretto x/5 A, classe C", "pz", 240, 360),
    ("Gateway smart meter PLC/G3 con modulo LTE", "pz", 180, 290),
    ("Trasformatore di corrente 400/5 A, classe 0,5S", "pz", 48, 86),
    ("Morsettiera di prova per contatore", "pz", 22, 38),
    ("Pannello contatori prefabbricato 3 posti", "pz", 140, 260),
    ("Ricevitore di telecomando centralizzato (TCR)", "pz", 95, 160),
    ("Sigilli di piombatura (conf. 500)", "conf.", 38, 65),
    ("Parametrizzazione e test di fabbrica, per contatore", "pz", 6, 14),
    ("Licenza software lettura remota, per punto di misura/anno", "pz", 3.5, 7.5),
    ("Cavo di comunicazione 4x0,8 mm² schermato", "m", 1.2, 2.6),
]


def _ae(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(44, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    luogo = rng.choice(AE_LUOGO)
    buyer = rng.choice(AE_BUY).format(l=luogo, r=rng.choice(AE_R))
    sup = bare_or(rng, AE_SUP_FORMED, AE_SUP_BARE, 0.2).format(
        a=rng.choice(AE_A), b=rng.choice(AE_B)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["######", "4500######", "ORD-####", f"{dt:%Y}/####", "AIM-#####"])
    )
    off_ = la.digits(rng, rng.choice(["Off. ####", "OF-#####", "#####/@@"]))
    cc = la.digits(rng, rng.choice(["CC 4###", "####.##", "CdC ###"]))
    comm = la.digits(rng, rng.choice(["Comm. ##-###", "P-####", "K####"]))
    stated = stated_of(rng)
    page = [1]
    mark = rng.choice(["'", "'", "’"])
    chf = lambda v: f"CHF {ch2(v, mark)}"  # noqa: E731
    dst = rng.choice(["dot", "long_it"])
    ide = la.digits(rng, "CHE-###.###.###")

    def foot() -> None:
        d.t(
            m,
            d.h - 38,
            f"{buyer} · IDI {ide} IVA · Le fatture devono riportare il numero d'ordine e la commessa.",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 38,
            f"Pagina {page[0]} di {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"{buyer} – Ordine {po} (seguito)", 9, b=True)
        return 58

    d.t(m, 50, buyer, 14, b=True)
    d.lines(
        m,
        56,
        [
            f"{rng.choice(['Via Industria', 'Via Gottardo', 'Via Cantonale', 'Via della Posta'])} {rng.randint(1, 60)}",
            f"CH-{rng.randint(6500, 6999)} {luogo}",
            f"Tel. +41 91 {la.digits(rng, '### ## ##')}",
        ],
        7.8,
        lead=10,
    )
    sp_lab = la.pick(rng, "Spettabile|Spett.le|Fornitore|")
    sx = m + wd * 0.55
    yy = 100
    if sp_lab:
        d.t(sx, yy + 8, sp_lab, 8.4, grey=0.3)
        yy += 12
    d.lines(
        sx,
        yy,
        [
            sup,
            f"{rng.choice(['Via Pian Scairolo', 'Via Serta', 'Zona Industriale', 'Via Ronchetto'])} {rng.randint(1, 40)}",
            f"{rng.randint(6500, 6999)} {rng.choice(AE_LUOGO)}",
        ],
        9.4,
        b_first=True,
        lead=12.5,
    )
    y = 160
    d.t(m, y + 12, la.pick(rng, "ORDINE D'ACQUISTO|Ordine|ORDINE DI FORNITURA"), 14, b=True)
    y += 22
    heads = ["N. ordine", "Data", "Vostra offerta", "Centro di costo", "Commessa"]
    vals = [po, la.dfmt(dt, "dot"), off_, cc, comm]
    perm = [0, 1, 2, 3, 4] if rng.random() < 0.6 else [1, 0, 2, 4, 3]
    y = (
        d.grid(
            m,
            y,
            [wd * 0.2] * 5,
            [heads[i] for i in perm],
            [vals[i] for i in perm],
            size=8.6,
            shade=0.9 if rng.random() < 0.6 else None,
        )
        + 8
    )
    d.t(
        m,
        y + 8,
        f"Referente: {rng.choice(['ing.', 'sig.', 'sig.ra'])} {rng.choice(['Marco', 'Laura', 'Davide', 'Elena', 'Sandro'])} {rng.choice(AE_B)}, servizio misurazione  ·  Consegna: magazzino AIM, {luogo}",
        7.8,
        maxw=wd,
    )
    y += 18
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [30, 60])
    lines = more_lines(
        rng,
        AE_ITEMS,
        n,
        [10, 20, 50, 100, 150, 200, 300, 500],
        ["(lotto 2)", "(riserva)", "(zona nord)"],
    )
    body = [
        (
            [
                str(i * 10),
                it[0],
                f"{q:,.0f}".replace(",", mark),
                it[1],
                ch2(p, mark) if stated else "",
                ch2(a, mark) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.07, 0.5, 0.09, 0.07, 0.12, 0.15)],
        ["Pos.", "Descrizione", "Quantità", "Unità", "Prezzo CHF", "Importo CHF"],
        body,
        "llrlrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for *_, a in lines), ZERO)
    sc = r2(net * Decimal(rng.choice([3, 5, 7, 10])) / 100) if rng.random() < 0.5 else ZERO
    iva = r2((net - sc) * Decimal("0.081"))
    gross = net - sc + iva
    total = r05(gross)
    arr = total - gross
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Totale netto", chf(net), False)]
        if sc:
            rows.append(("Sconto quantità", f"- {chf(sc)}", False))
        rows.append(("IVA 8,1 %", chf(iva), False))
        if arr:
            rows.append(("Arrotondamento", f"{'-' if arr < 0 else ''}{ch2(abs(arr), mark)}", False))
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.6)
        lab = la.pick(
            rng,
            "Totale ordine IVA inclusa|Importo totale dell'ordine|Totale complessivo CHF|Totale da pagare",
        )
        below = rng.random() < 0.6
        d.line(m + wd * 0.55 - 4, y + 2, r, y + 2, 0.8)
        if below:
            d.t(m + wd * 0.55, y + 14, lab, 9.4, b=True)
            d.t(r - 3, y + 28, chf(total), 10.5, b=True, al="r")
            y += 36
        else:
            d.t(m + wd * 0.55, y + 14, lab, 9, b=True)
            d.t(r - 3, y + 14, chf(total), 9.6, b=True, al="r")
            y += 22
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Prezzi secondo la vostra offerta {off_} e il contratto quadro in vigore; l'importo sarà fatturato secondo le quantità effettivamente consegnate.",
            8,
            wd,
        )
    y += 8
    for t in [
        f"Termine di consegna: {la.dfmt(dt + timedelta(days=rng.randint(20, 70)), dst)}. Consegne parziali ammesse previo accordo.",
        "I contatori devono essere conformi all'OStrM e provvisti di dichiarazione di conformità METAS; certificati di collaudo in formato elettronico.",
        "Condizioni di pagamento: 30 giorni netto dalla ricezione della fattura.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 28
    if y + 20 > bottom:
        y = brk() + 28
    sw_ = (wd - 20) / 2
    d.sign(m, y, sw_, "Il capo servizio")
    d.sign(m + sw_ + 20, y, sw_, "La direzione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_it_ch_aziende_industriali_contatori(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ae)


# --------------------------------------------------------------------------- 10 pt-BR samba school's order for costume and float materials

SB_ESC = [
    "G.R.E.S. Unidos {b}",
    "Grêmio Recreativo Escola de Samba {n}",
    "G.R.E.S. Acadêmicos {b}",
    "Associação Cultural Escola de Samba {n}",
    "G.R.E.S. Mocidade {b}",
]
SB_B = "do Morro Azul|da Ilha Verde|de Santa Marta|do Jacarezinho|da Vila Rica|do Engenho Novo|de Padre Miguel|da Tijuca Alta".split(
    "|"
)
SB_N = "Estrela do Subúrbio|Império da Serra|Lira do Cais|Beija-Rio|Leão de Olaria|Tradição da Penha".split(
    "|"
)
SB_SUP_FORMED = [
    "{a} Plumas e Aviamentos Ltda.",
    "{a} Comércio de Fantasias Ltda.",
    "Casa {a} Tecidos e Aviamentos EIRELI",
    "{a} Artigos Carnavalescos Ltda. ME",
    "{a} Importação de Pedrarias S.A.",
]
SB_SUP_BARE = ["Armarinho {a}", "Casa {a}", "{a} Bordados"]
SB_A = "São Jorge|Saara Brilho|Lantejoula|Real Pluma|Brilhante|Galpão Central|Paetê de Ouro|Estrela Guia|Rio Folia|Sapucaí".split(
    "|"
)
SB_ALAS = [
    "Ala das Baianas",
    "Comissão de Frente",
    "Ala 12 – Guerreiros",
    "Carro Abre-Alas",
    "Bateria",
    "Casal de Mestre-Sala e Porta-Bandeira",
    "Ala das Crianças",
    "Carro 3 – Floresta",
]
SB_ITEMS = [
    ("Pluma de faisão natural 60–70 cm", "dz", 85, 160),
    ("Pluma de avestruz tingida", "dz", 120, 240),
    ("Paetê 6 mm furo central", "kg", 65, 120),
    ("Lantejoula holográfica 10 mm", "kg", 70, 130),
    ("Tecido lamê dourado 1,40 m", "m", 18, 34),
    ("Cetim charmeuse 1,50 m", "m", 9, 18),
    ("Strass termocolante SS20", "gr", 60, 110),
    ("Espuma EVA 10 mm (placa)", "un", 14, 28),
    ("Cola de contato 2,8 kg", "un", 68, 110),
    ("Galão metalizado 3 cm", "rolo", 22, 45),
    ("Arame galvanizado nº 12", "kg", 16, 26),
    ("Fibra de vidro manta 450 g", "kg", 18, 32),
    ("Resina poliéster cristal", "kg", 28, 46),
    ("Chapéu de baiana armação", "un", 38, 75),
]


def _sb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(30, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    buyer = rng.choice(SB_ESC).format(b=rng.choice(SB_B), n=rng.choice(SB_N))
    sup = bare_or(rng, SB_SUP_FORMED, SB_SUP_BARE, 0.25).format(a=rng.choice(SB_A))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["####", "PC-#####", f"{dt:%Y}/###", "OC ####", "#####-#"]))
    cot = la.digits(rng, rng.choice(["COT-####", "####/##", "Orç. ###"]))
    ala = rng.choice(SB_ALAS)
    cnpj_b = la.digits(rng, "##.###.###/0001-##")
    cnpj_s = la.digits(rng, "##.###.###/0001-##")
    stated = stated_of(rng)
    page = [1]
    brl = lambda v: f"R$ {eu(v)}"  # noqa: E731
    colour = rng.choice([(0.0, 0.45, 0.25), (0.1, 0.2, 0.55), (0.6, 0.1, 0.3), (0.85, 0.55, 0.0)])

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · CNPJ {cnpj_b} · Barracão: Cidade do Samba, Rio de Janeiro/RJ",
            6.6,
            grey=0.35,
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
        d.t(m, 42, f"Pedido de Compra {po} – continuação", 9, b=True)
        return 54

    d.c.setFillColorRGB(*colour)
    d.c.rect(m, d.h - 62, wd, 30, stroke=0, fill=1)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 13)
    d.c.drawString(m + 8, d.h - 52, buyer)
    d.c.setFillGray(0)
    d.t(
        m,
        76,
        f"CNPJ {cnpj_b}  ·  Rua {rng.choice(['Rivadávia Corrêa', 'Equador', 'da Gamboa', 'Sacadura Cabral'])}, {rng.randint(10, 900)} – Rio de Janeiro/RJ  ·  compras@{rng.choice(['gres', 'escola', 'samba'])}{rng.randint(1, 99)}.org.br",
        7.4,
        grey=0.3,
    )
    d.t(m, 100, la.pick(rng, "PEDIDO DE COMPRA|Pedido de Compra|ORDEM DE COMPRA"), 15, b=True)
    y = 110
    heads = [
        "Pedido Nº",
        "Data de emissão",
        "Cotação Nº",
        "Ala / Centro de custo",
        "Previsão de entrega",
    ]
    vals = [
        po,
        la.dfmt(dt, "dmy"),
        cot,
        ala,
        la.dfmt(dt + timedelta(days=rng.randint(7, 30)), "dmy"),
    ]
    if rng.random() < 0.4:
        heads = heads[1:2] + heads[:1] + heads[2:]
        vals = vals[1:2] + vals[:1] + vals[2:]
    y = (
        d.grid(
            m, y, [wd * f for f in (0.16, 0.17, 0.15, 0.32, 0.2)], heads, vals, size=8.4, shade=0.9
        )
        + 10
    )
    bw = (wd - 16) / 2
    fl = la.pick(rng, "Fornecedor|FORNECEDOR|Dados do fornecedor")
    y1 = la.block(
        d,
        m,
        y,
        fl,
        [
            sup,
            f"CNPJ {cnpj_s}",
            f"Rua {rng.choice(['Senhor dos Passos', 'Buenos Aires', 'da Alfândega', 'Larga'])}, {rng.randint(10, 400)} – Saara – Rio de Janeiro/RJ",
            f"Contato: {rng.choice(['Seu Jorge', 'Dona Célia', 'Marcos', 'Rita', 'Jailson'])} · (21) 9{la.digits(rng, '####-####')}",
        ],
        style=rng.choice(["bar", "box", "plain"]),
        w=bw,
        size=8.2,
    )
    y2 = la.block(
        d,
        m + bw + 16,
        y,
        la.pick(rng, "Local de entrega|Entregar em"),
        [
            "Barracão – Cidade do Samba",
            f"Armazém {rng.randint(1, 14)} – Gamboa – Rio de Janeiro/RJ",
            f"Recebimento: {rng.choice(['Carnavalesco', 'Chefe de ateliê', 'Almoxarife'])} – seg. a sáb. 9h–17h",
        ],
        style=rng.choice(["bar", "box", "plain"]),
        w=bw,
        size=8.2,
        b_first=False,
    )
    y = max(y1, y2) + 12
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9], [32, 62])
    lines = more_lines(
        rng, SB_ITEMS, n, [2, 5, 10, 12, 20, 30, 50, 100], ["(verde)", "(dourado)", "(prata)"]
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "#####"),
                it[0],
                it[1],
                f"{q:,.0f}".replace(",", "."),
                eu(p) if stated else "",
                eu(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.09, 0.45, 0.07, 0.08, 0.12, 0.14)],
        ["It.", "Cód.", "Descrição", "Un.", "Qtd.", "Vlr. unit.", "Vlr. total"],
        body,
        "lllcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
        hrgb=colour if rng.random() < 0.4 else None,
    )
    prod = sum((a for *_, a in lines), ZERO)
    desc = r2(prod * Decimal(rng.choice([3, 5, 10])) / 100) if rng.random() < 0.45 else ZERO
    frete = Decimal(rng.choice([0, 0, 35, 60, 120]))
    ipi = r2((prod - desc) * Decimal("0.05")) if rng.random() < 0.3 else ZERO
    total = prod - desc + frete + ipi
    if y + 120 > bottom:
        y = brk()
    y += 8
    sinal = stated and rng.random() < 0.3
    if stated:
        rows = [("Valor dos produtos", brl(prod), False)]
        if desc:
            rows.append(("(-) Desconto", brl(desc), False))
        rows.append(("(+) Frete", brl(frete) if frete else "CIF – incluso", False))
        if ipi:
            rows.append(("(+) IPI", brl(ipi), False))
        tl = (
            "Valor total do pedido|TOTAL DO PEDIDO|Total geral"
            if sinal
            else "Valor total do pedido|TOTAL DO PEDIDO|Total geral|Saldo"
        )
        rows.append((la.pick(rng, tl), brl(total), True))
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.8, box_last=True)
        y += 6
        if sinal:
            s_ = r2(total * Decimal("0.3"))
            y = wrapped(
                d,
                m,
                y,
                f"Sinal de 30% ({brl(s_)}) pago via PIX na confirmação; saldo de {brl(total - s_)} na entrega.",
                7.8,
                wd,
            )
        else:
            k = rng.choice([1, 2, 3])
            parc = r2(total / k)
            dias = "/".join(str(28 * (i + 1)) for i in range(k))
            y = wrapped(
                d,
                m,
                y,
                f"Condição de pagamento: boleto {dias} dias ({k}x de {brl(parc)}).",
                7.8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            f"Valores conforme cotação {cot}; quantidades finais a confirmar pelo carnavalesco após a prova das fantasias.",
            8,
            wd,
        )
    y += 6
    for t in [
        "Nota fiscal deve mencionar o número deste pedido e ser emitida em nome da agremiação. Mercadoria em desacordo será devolvida.",
        "Plumas devem vir com certificado de origem e nota de importação; cores conforme amostra aprovada pelo ateliê.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    sw_ = (wd - 40) / 3
    for k, lab in enumerate(["Comprador", "Carnavalesco", "Presidente / Diretoria"]):
        d.sign(m + k * (sw_ + 20), y, sw_, lab)
    foot()
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind44_pt_br_escola_samba_pedido_materiais(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sb)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind44_") and callable(fn)
}

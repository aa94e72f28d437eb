# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the fit split written after fit20 (`fit21_*`), in zh-Hans
(two), zh-Hant (Taiwan), ja, en-US, en-CA, de-DE, fr-CH, it-IT and pt-PT.

- fit21_zh_kaogu_fajue_qicai_caigou: a mainland archaeology institute's order for excavation
  and survey equipment (the institute's name centred, the order number in an outlined box at
  the top right or in the grid, the 供应商 / 致 / unlabelled supplier block with contact and
  bank lines, the excavation project's name and number and a 请购单号, ruled item grid,
  金额合计 / 合计金额 with 13 % VAT included, 大写, a prepayment clause, seal and signatures).
- fit21_zh_led_xianshiping_xiaoshou_queren: a Shenzhen LED-display maker's sales confirmation
  (the seller's letterhead, its own 销售单号 in the corner, the customer block quoting the
  customer's 采购单号 and the quotation number, screen lines in m² and controller lines,
  小计 / 优惠 / 运费 / 订单总额, a 定金 already paid and the 尾款, bank lines, both seals).
- fit21_tw_lanhua_yuanyi_zicai_dinggou: a Taiwanese orchid nursery's order for pots, moss
  and fertiliser (a header table whose column headings carry 訂購單號 / 日期 / 請購單號 /
  廠商編號 in varying order with the values beneath, ROC dates, 廠商 block, whole NT$, 合計 /
  營業稅 5% / 總計 or 應付總額, greenhouse delivery remarks).
- fit21_ja_seimenjo_genryo_hacchusho: a Japanese noodle maker's order for flour, salts and
  packaging (発注書, the supplier with 御中 at the top left, the maker's block and seal at the
  right, 発注番号 / 発注日 / 見積番号 lines, 8 % reduced-rate food lines and 10 % packaging
  lines with a per-rate breakdown, 合計金額 in a box, whole yen).
- fit21_en_us_electric_coop_line_material_po: a rural electric cooperative's order for line
  material (letter size, "PURCHASE ORDER" with its number beside the title or in a key list,
  a "Vendor" heading or "To", ship-to yard, requisition / work-order / bid numbers, line
  items with stock codes, subtotal, freight, sales tax or exemption note, Total PO Value /
  Order Total / PO Total, approvals).
- fit21_en_ca_transit_bus_parts_po: a Canadian transit authority's bus-parts order (a boxed
  header grid with PO number, date, requisition, contract and buyer in shuffled columns, the
  vendor block unlabelled or labelled, ship-to garage, GST + PST or HST, TOTAL ORDER / Total
  (CAD) at times with the amount on the line below, continued pages).
- fit21_de_kfz_lackiererei_lackmaterial_bestellung: a German body and paint shop's order for
  paint material (DIN window with the sender line, the info block at the right with
  Bestell-Nr., Ihr Angebot, Kunden-Nr. and Kostenstelle, title with or without the number,
  Netto / Rabatt / Fracht / MwSt 19 % / Gesamtbetrag, register and bank footer).
- fit21_fr_ch_ecole_hoteliere_vaisselle_commande: a Swiss hotel school's tableware order (a
  header table of N° de commande / Date / Votre offre / Centre de coûts, the supplier under
  "Fournisseur", delivery and invoicing addresses, Rabais, TVA 8,1 %, a total label with its
  amount on the line below or beside, CHF 1'234.50, CHE VAT numbers).
- fit21_it_gelateria_ordine_ingredienti: an Italian ice-cream maker's order for ingredients
  and cups ("ORDINE N. …" beside the title or in a box, Spett.le and the supplier, IVA 10 % on
  food and 22 % on packaging, Totale documento / Totale ordine / Saldo, codice SDI, IBAN).
- fit21_pt_conserveira_latas_nota_encomenda: a Portuguese fish cannery's order for tins and
  lids (Nota de Encomenda with its number in a box, the supplier under Fornecedor or after
  Exmo(s). Senhor(es), NIF lines, delivery point, desconto, IVA 23 %, Total / Total a pagar in
  1 234,56 € or 1.234,56 €, terms and signature).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source read). Truth as in the other modules: the buyer's order
number as printed (never a requisition, quotation, offer, bid, contract, project, cost-centre
or the seller's sales-order number; on the seller's confirmation the customer's order number
it quotes); the supplier exactly as printed on its own first line (the vendor; the seller of
a confirmation; never 御中, 殿, "Exmo(s).", "Spett.le" or "Attn"); the grand total as "1234.50"
(whole NT$ and yen as "1234.00"; after discounts, incl. tax and freight, before deposits; ""
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


def pt(v: Decimal, dot: bool) -> str:
    """1 234,50 or 1.234,50 (Portugal)."""
    return grouped(v, "." if dot else " ", ",")


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


# --------------------------------------------------------------------------- 1 zh-Hans archaeology institute's equipment order

KG_PROV = "陕西 河南 山西 湖北 四川 甘肃 山东 安徽 湖南 江西 浙江 河北".split()
KG_BUY = [
    "{p}省文物考古研究院",
    "{p}省考古研究所",
    "{c}市文物考古研究所",
    "{c}市文物保护考古所",
]
KG_CITY = "西安 洛阳 郑州 太原 武汉 成都 兰州 济南 合肥 长沙 南昌 杭州 石家庄 宝鸡 安阳".split()
KG_B = "博远 测绘 天宇 华测 中地 精诚 鼎新 远图 金石 探源 启明 禹迹 恒拓 文博 九州".split()
KG_SUP_FORMED = [
    "{c}{b}测绘仪器有限公司",
    "{c}{b}科技发展有限公司",
    "{c}{b}文保设备有限公司",
    "{b}（{c}）仪器设备股份有限公司",
    "{c}{b}地理信息技术有限公司",
]
KG_SUP_BARE = ["{c}市{b}五金工具经营部", "{c}{b}劳保用品商行", "{c}{b}工具店"]
KG_ITEMS = [
    ("全站仪", "2″ 免棱镜 500m", "台", 18000, 36000),
    ("RTK 接收机", "GNSS 双频 含手簿", "套", 16000, 32000),
    ("手铲", "考古专用 锰钢 5寸", "把", 28, 65),
    ("探铲（洛阳铲）", "直径 4cm 含杆 6节", "套", 180, 420),
    ("竹签", "30cm 平头", "捆", 8, 18),
    ("筛网", "5mm 不锈钢 60×40", "个", 45, 120),
    ("文物包装袋", "自封 PE 20×30cm", "包", 12, 30),
    ("标签纸", "防水 出土物登记", "包", 18, 40),
    ("遮阳棚", "3×6m 探方用", "顶", 380, 860),
    ("无人机", "航测 四旋翼 含RTK模块", "架", 14000, 26000),
    ("数码单反相机", "全画幅 含 24-70 镜头", "台", 9800, 16800),
    ("三维激光扫描仪", "短距 手持式", "台", 45000, 98000),
    ("工作手套", "丁腈涂层", "双", 4, 9),
    ("折叠工具箱", "铝合金 50L", "个", 120, 260),
    ("比例尺", "考古摄影用 1m 红白", "根", 25, 60),
    ("卷尺", "50m 玻璃纤维", "把", 35, 88),
]


def _kg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    prov = rng.choice(KG_PROV)
    c1, c2 = rng.sample(KG_CITY, 2)
    buyer = rng.choice(KG_BUY).format(p=prov, c=c1)
    sup = bare_or(rng, KG_SUP_FORMED, KG_SUP_BARE, 0.2).format(c=c2, b=rng.choice(KG_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "KG-CG-{Y}-{n3}|CG{Y}{m}{n3}|{Y}KGS{n4}|WK{y}{m}{n3}")
    req = cj.number(rng, d, "QG{Y}{n4}|SQ-{Y}-{n3}")
    proj_no = cj.number(rng, d, "{Y}KF{n3}|FJ-{Y}-{n2}|KG{y}{n4}")
    site = rng.choice(["遗址", "墓地", "古城址", "窑址", "聚落遗址"])
    proj = f"{c1}{rng.choice(['东', '西', '南', '北'])}{rng.choice(['庄', '沟', '坡', '岭', '台'])}{site}{rng.choice(['考古发掘项目', '主动性发掘', '抢救性发掘'])}"
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购订单号|订单号|采购单号")
    in_box = rng.random() < 0.55
    ink = rng.choice([Color(0.45, 0.2, 0.1), Color(0.1, 0.25, 0.5), black])

    def foot() -> None:
        s_ = f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　采购订单（续页）", 9, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 9, align="r")
        pdf.line(m, 42, right, 42, lw=0.6)
        return 52

    pdf.text(pdf.w / 2, 44, buyer, 16, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        58,
        f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
        7.6,
        align="c",
        colour=GREY,
    )
    pdf.line(m, 64, right, 64, lw=1.2, colour=ink)
    title = cj.pick(rng, "采购订单|设备采购订单|物资采购订单")
    pdf.text(m if in_box else pdf.w / 2, 90, title, 17, align="l" if in_box else "c", bold=True)
    if in_box:
        bw = 190
        pdf.rect(right - bw, 72, bw, 36, stroke=ink, lw=0.9)
        pdf.text(right - bw + 6, 86, po_lab, 8.4, colour=ink)
        pdf.text(right - 6, 101, po, 11, align="r", bold=True)
    y = 118
    ws = cj.rel(wd, [14, 36, 14, 36])
    rows = [
        ["下单日期", cj.fdate(d, rng.choice(["cn", "iso", "cn0"])), "请购单号", req],
        ["项目名称", proj],
        ["项目编号", proj_no, "经费来源", cj.pick(rng, "国家文物局专项|省级财政|科研经费")],
        ["交货地点", f"{proj[:2]}考古工地库房", "到货日期", cj.fdate(cj.later(rng, d), "cn")],
    ]
    if not in_box:
        rows.insert(0, [po_lab, po, "采购方式", cj.pick(rng, "询价采购|竞争性磋商|单一来源")])
    y = kgrid(pdf, m, y, ws, rows, h=18, size=8.2, ink=ink, fill=PALE) + 14
    sup_lab = cj.pick(rng, "供应商：|致：|供方：|")
    lx = m + (40 if sup_lab else 0)
    if sup_lab:
        pdf.text(m, y + 10, sup_lab, 9, bold=True)
    pdf.text(lx, y + 10, sup, 10, bold=True)
    y += 24
    side = [
        f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}",
        f"开户行：{cj.bank(rng)[0]}　账号：{cj.bank(rng)[1]}",
    ]
    if rng.random() < 0.5:
        side.append(f"统一社会信用代码：{cj.credit_code(rng)}")
    for ln in side:
        pdf.text(lx, y, ln, 8, colour=GREY)
        y += 12
    pdf.text(
        m + wd * 0.55, y - 12 * len(side) + 0, f"采购联系人：{cj.person(rng)}　{cj.mobile(rng)}", 8
    )
    y += 8
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [24, 30])
    lines = more_lines(
        rng, KG_ITEMS, n, [1, 2, 4, 5, 10, 20, 50], ["（备用）", "（二队）"], big=5000
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a))
    heads = ["序号", "名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"]
    if not stated:
        body = [([*c[:5], "面议", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 20, 27, 7, 9, 14, 17]),
        heads,
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    total = sum((a for *_, a in lines), ZERO)
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        lab = cj.pick(rng, "金额合计（含税）|合计金额（含13%增值税）|订单总金额|总计（含税）")
        tax = r2(total - total / Decimal("1.13"))
        if rng.random() < 0.5:
            pdf.rect(m, y, wd, 20, stroke=black)
            pdf.text(m + 6, y + 14, f"{lab}：", 9.4, bold=True)
            pdf.text(right - 6, y + 14, f"¥{cj.money(total)}", 10, align="r", bold=True)
            y += 34
            pdf.text(m, y, f"其中税额：¥{cj.money(tax)}", 8.2)
            y += 14
        else:
            pdf.text(right - 200, y + 6, "其中税额", 8.2)
            pdf.text(right, y + 6, cj.money(tax), 8.2, align="r")
            pdf.text(right - 200, y + 22, lab, 9.4, bold=True)
            pdf.text(right, y + 22, f"￥{cj.money(total)}", 10, align="r", bold=True)
            y += 38
        pdf.text(m, y, f"大写：人民币{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.6:
            pct = rng.choice([30, 40, 50])
            pdf.text(
                m,
                y,
                f"付款：合同生效后预付{pct}%（¥{cj.money(r2(total * pct / 100))}），验收合格后付清余款。",
                8.2,
            )
            y += 14
    else:
        pdf.text(m, y + 10, "价格：按询价结果另行确认，结算以验收单为准。", 8.6)
        y += 24
    for t in [
        "1. 仪器设备须附合格证、检定证书及中文说明书，并负责现场培训。",
        "2. 发票抬头为采购方全称，发票及送货单注明本订单编号。",
        f"3. 质保期{rng.choice(['一年', '两年', '三年'])}，自验收合格之日起计算。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 4, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 28
    pdf.text(m, y, "采购单位（盖章）：", 8.6)
    pdf.text(m + wd / 2, y, "供应商确认（盖章）：", 8.6)
    pdf.text(m, y + 18, f"经办人：{cj.person(rng)}　　审批：{cj.person(rng)}", 8.4)
    pdf.text(m + wd / 2, y + 18, "日期：", 8.4)
    if rng.random() < 0.7:
        pdf.stamp(m + 120, y + 4, buyer, rng, caption="财务专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_zh_kaogu_fajue_qicai_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kg)


# --------------------------------------------------------------------------- 2 zh-Hans LED display maker's sales confirmation

LD_B = "晶彩 艾比 洲明 锐显 光祥 视美 灵星 德彩 联建 明微 强力 雷凌 卡莱 希达 中显 大元".split()
LD_SUP = [
    "深圳市{b}光电科技有限公司",
    "深圳{b}显示技术股份有限公司",
    "{b}光电（深圳）有限公司",
    "东莞市{b}电子科技有限公司",
]
LD_CUST = [
    "{c}{x}文化传媒有限公司",
    "{c}市{x}体育中心",
    "{c}{x}商业管理有限公司",
    "{c}{x}会展服务有限公司",
    "{c}{x}广告有限公司",
]
LD_X = "星光 金鼎 华庭 天虹 万象 悦城 国展 恒隆 银泰 新都".split()
LD_CITY = "广州 长沙 成都 重庆 南京 杭州 福州 昆明 郑州 天津 沈阳 青岛".split()
LD_SCREEN = [
    ("户内全彩LED显示屏", "P2.5 640×480 模组", 2600, 4200),
    ("户外全彩LED显示屏", "P4 防水箱体", 3200, 5200),
    ("小间距LED屏", "P1.25 COB 600×337.5", 9800, 16000),
    ("LED透明屏", "P3.9-7.8 1000×500", 4800, 7800),
    ("租赁屏", "P3.91 压铸铝 500×500", 3800, 5600),
]
LD_ACC = [
    ("同步控制系统", "发送卡+接收卡", "套", 1800, 4200),
    ("视频处理器", "4K 输入 拼接", "台", 6800, 15000),
    ("钢结构及安装", "按现场方案", "项", 8000, 30000),
    ("配电柜", "智能 40kW", "台", 3800, 7600),
    ("备品备件", "模组 电源 排线", "批", 1200, 5000),
    ("航空箱", "6 箱装", "个", 900, 1600),
]


def _ld(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    sup = rng.choice(LD_SUP).format(b=rng.choice(LD_B))
    cust = rng.choice(LD_CUST).format(c=rng.choice(LD_CITY), x=rng.choice(LD_X))
    d = cj.a_date(rng)
    so = cj.number(rng, d, "XS{Y}{m}{n4}|SO-{y}{m}{n3}|LD{Y}{n5}")
    po = cj.number(rng, d, "PO{Y}{m}{n3}|CG-{Y}-{n4}|{Y}{m}{d}{n2}|HT-CG-{y}{n3}")
    quote = cj.number(rng, d, "BJ{y}{m}{n3}|QT-{Y}-{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.8, 0.1, 0.1), Color(0.0, 0.3, 0.65), Color(0.1, 0.1, 0.1)])
    title = cj.pick(rng, "销售确认单|订单确认书|销售合同确认单")

    hot = f"400-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}"

    def foot() -> None:
        pdf.text(right, pdf.h - 24, f"{page[0]}/{of}" if of else f"{page[0]}", 7.6, align="r")
        pdf.text(m, pdf.h - 24, f"{sup}　服务热线：{hot}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）　销售单号：{so}", 9, bold=True)
        return 44

    pdf.rect(m, 26, 6, 34, fill=ink, stroke=None)
    pdf.text(m + 14, 44, sup, 15, bold=True, colour=ink)
    pdf.text(m + 14, 57, f"{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}", 7.6, colour=GREY)
    pdf.text(right, 40, title, 15, align="r", bold=True)
    pdf.text(right, 56, f"销售单号：{so}", 8.6, align="r")
    pdf.text(right, 69, f"日期：{cj.fdate(d, rng.choice(['cn', 'slash']))}", 8.6, align="r")
    y = 84
    pdf.line(m, y, right, y, lw=1.0, colour=ink)
    y += 8
    po_lab = cj.pick(rng, "客户采购单号|客户订单号|贵司采购单号|采购订单号")
    left = [
        ("客户名称", cust),
        ("联系人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
        ("收货地址", cj.zh_addr(rng)),
    ]
    rgt = [(po_lab, po), ("报价单号", quote), ("业务员", cj.person(rng))]
    if rng.random() < 0.4:
        rgt[0], rgt[1] = rgt[1], rgt[0]
    for i in range(3):
        yy = y + 14 + i * 16
        pdf.text(m, yy, f"{left[i][0]}：", 8.6, colour=GREY)
        pdf.text(m + 56, yy, left[i][1], 8.8, maxw=wd * 0.55 - 60)
        pdf.text(m + wd * 0.6, yy, f"{rgt[i][0]}：", 8.6, colour=GREY)
        pdf.text(m + wd * 0.6 + 72, yy, rgt[i][1], 8.8, bold=rgt[i][1] == po)
    y += 64
    pdf.text(m, y, "感谢贵司订购，现将订单内容确认如下：", 8.6)
    y += 8
    ns = rng.choice([1, 1, 2])
    body, sub = [], ZERO
    for name, spec, lo, hi in rng.sample(LD_SCREEN, ns):
        w_, h_ = rng.choice([(3.84, 2.16), (5.76, 3.24), (7.68, 4.32), (4.0, 2.5), (10.0, 5.0)])
        area = Decimal(str(round(w_ * h_, 2)))
        p = Decimal(rng.randint(lo, hi))
        a = r2(area * p)
        sub += a
        body.append(
            ([name, f"{spec}\u3000{w_}×{h_}m", "㎡", f"{area}", cj.money(p), cj.money(a)], a)
        )
    na = n_lines(rng, [1, 2, 3, 4, 5], [26, 32])
    for it, q, p, a in more_lines(
        rng, LD_ACC, na, [1, 1, 2, 4], ["（备用）", "（B区）", "（C区）"]
    ):
        sub += a
        body.append(([it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a))
    body = [([str(i), *c], a) for i, (c, a) in enumerate(body, 1)]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 20, 28, 6, 9, 13, 16]),
        ["序号", "产品名称", "规格", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    disc = r2(sub * Decimal(rng.choice([0, 0, 3, 5, 8])) / 100)
    freight = Decimal(rng.choice([0, 0, 800, 1500, 2600]))
    total = sub - disc + freight
    if y + 130 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [("小计", cj.money(sub))]
        if disc:
            rows.append(("优惠", f"-{cj.money(disc)}"))
        rows.append(("运费", cj.money(freight) if freight else "包邮"))
        tl = cj.pick(rng, "订单总额（含13%税）|含税总计|合计金额（含税）|订单金额合计")
        rows.append((tl, f"¥{cj.money(total)}"))
        rx = right - 220
        for k, (lab, v) in enumerate(rows):
            last = k == len(rows) - 1
            pdf.text(rx, y + 4, lab, 9.2 if last else 8.4, bold=last)
            pdf.text(
                right,
                y + 4,
                v,
                10 if last else 8.4,
                align="r",
                bold=last,
                colour=ink if last else black,
            )
            y += 16
        pdf.text(m, y + 4, f"大写金额：{cj.daxie(total)}", 8.6)
        y += 18
        pct = rng.choice([30, 50])
        dep = r2(total * pct / 100)
        pdf.text(
            m,
            y + 4,
            f"定金（{pct}%）：¥{cj.money(dep)}　{cj.pick(rng, '已收|已于签约时收讫|待付')}　　尾款：¥{cj.money(total - dep)}，发货前付清。",
            8.4,
        )
        y += 18
    else:
        pdf.text(m, y + 8, "价格：按报价单执行，安装费用按现场实际面积结算。", 8.6)
        y += 22
    bank = cj.bank(rng)
    for t in [
        f"收款账户：{sup}　开户行：{bank[0]}　账号：{bank[1]}",
        f"交货期：收到定金后{rng.choice([7, 10, 15, 20])}个工作日；质保{rng.choice(['两年', '三年'])}，终身维护。",
        "请贵司核对无误后签字盖章回传，本确认单与采购订单具同等效力。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 4, t, 7.8, colour=GREY, maxw=wd)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 26
    pdf.text(m, y, "供方（盖章）：", 8.6)
    pdf.text(m + wd / 2, y, "客户确认（盖章）：", 8.6)
    if rng.random() < 0.7:
        pdf.stamp(m + 110, y + 6, sup, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def fit21_zh_led_xianshiping_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ld)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese orchid nursery's materials order

TW_BUY = ["{x}蘭園", "{x}生技農場股份有限公司", "{x}蘭業有限公司", "{x}花卉農場"]
TW_X = "台大 金車 一心 嘉葳 旭光 松霖 萬芳 興農 翔鷹 吉隆 御花 寶島 美好 春天".split()
TW_SUP_F = [
    "{x}園藝資材有限公司",
    "{x}農業資材股份有限公司",
    "{x}塑膠工業有限公司",
    "{x}肥料有限公司",
]
TW_SUP_B = ["{x}園藝資材行", "{x}農藥行", "{x}花材社"]
TW_SX = "綠野 豐年 大地 青山 永茂 益農 福田 好農 信和 長春 日新 聯發".split()
TW_ITEMS = [
    ("透明軟盆", "2.5吋 蘭花專用", "個", 1, 3),
    ("透明軟盆", "3.5吋 附孔", "個", 2, 4),
    ("水苔", "智利 AAA 3kg", "包", 480, 880),
    ("樹皮介質", "紐西蘭 中粒 40L", "包", 260, 460),
    ("控釋肥", "14-14-14 20kg", "包", 1200, 2100),
    ("液肥", "花寶 2號 1kg", "罐", 180, 320),
    ("遮光網", "70% 4m×50m", "捲", 2800, 5200),
    ("育苗盤", "50格 硬質", "個", 18, 38),
    ("標籤牌", "插地式 10cm", "包", 60, 120),
    ("噴霧噴頭", "微霧 0.3mm", "個", 25, 65),
    ("殺菌劑", "亞托敏 500ml", "瓶", 420, 780),
    ("花梗支柱", "鐵線 60cm 綠色", "捆", 90, 180),
    ("紙箱", "外銷 5層 80×40×40", "個", 28, 55),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    bx = rng.choice(TW_X)
    buyer = rng.choice(TW_BUY).format(x=bx)
    sup = bare_or(rng, TW_SUP_F, TW_SUP_B, 0.3).format(x=rng.choice(TW_SX))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{roc}{m}{n3}|{Y}{m}{d}{n2}|LY-{roc}-{n4}|P{y}{m}{n4}")
    req = cj.number(rng, d, "R{roc}{m}{n3}|QG-{n5}")
    vcode = cj.number(rng, d, "V{n4}|S-{n3}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.2, 0.45, 0.2), Color(0.45, 0.15, 0.45), black])

    def foot() -> None:
        s_ = f"第{page[0]}頁／共{of}頁" if of else f"第{page[0]}頁"
        pdf.text(right, pdf.h - 24, s_, 7.6, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, "第一聯：廠商　第二聯：會計　第三聯：存根", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　訂購單（接上頁）", 9, bold=True)
        pdf.text(right, 34, f"單號：{po}", 9, align="r")
        return 44

    pdf.text(pdf.w / 2, 40, buyer, 16, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        54,
        f"{cj.tw_addr(rng)}　TEL：{cj.tw_tel(rng)}　統一編號：{rng.randint(10000000, 99999999)}",
        7.6,
        align="c",
        colour=GREY,
    )
    pdf.text(
        pdf.w / 2, 80, cj.pick(rng, "訂　購　單|採購訂購單|資材訂購單"), 17, align="c", bold=True
    )
    y = 94
    po_lab = cj.pick(rng, "訂購單號|採購單號|單號")
    cols = [
        (po_lab, po),
        ("訂購日期", cj.fdate(d, rng.choice(["roc", "rocs", "slash"]))),
        ("請購單號", req),
        ("廠商編號", vcode),
        ("交貨日期", cj.fdate(cj.later(rng, d, 3, 20), rng.choice(["rocs", "roc"]))),
    ]
    first = cols[:1]
    rest = cols[1:]
    rng.shuffle(rest)
    cols = rest[:1] + first + rest[1:] if rng.random() < 0.4 else first + rest
    ws = [wd / len(cols)] * len(cols)
    pdf.grid(
        m,
        y,
        ws,
        [[c[0] for c in cols], [c[1] for c in cols]],
        row_h=18,
        size=8.4,
        align="c" * 5,
        head_fill=PALE,
        colour=ink,
    )
    y += 36 + 12
    pdf.text(m, y + 8, cj.pick(rng, "廠商名稱：|廠　　商：|供應商："), 9, bold=True)
    pdf.text(m + 62, y + 8, sup, 10, bold=True)
    pdf.text(
        m + 62,
        y + 21,
        f"聯絡人：{cj.person(rng, 'zh-Hant')}　電話：{cj.tw_tel(rng)}　傳真：{cj.tw_tel(rng)}",
        7.8,
        colour=GREY,
    )
    pdf.text(
        m + wd * 0.62,
        y + 8,
        f"交貨地點：{rng.choice(['一號溫室', '二號網室', '包裝場', '育苗區'])}",
        8.4,
    )
    pdf.text(m + wd * 0.62, y + 21, f"採購人員：{cj.person(rng, 'zh-Hant')}", 8.4)
    y += 34
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [26, 32])
    lines = more_lines(
        rng,
        TW_ITEMS,
        n,
        [5, 10, 20, 50, 100, 500, 1000],
        ["（補貨）", "（白色）", "（黑色）"],
        places=0,
        big=1000,
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", w0(p), w0(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [6, 20, 26, 7, 10, 13, 18]),
        ["項次", "品名", "規格", "單位", "數量", "單價", "金額"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    net = sum((a for *_, a in lines), ZERO)
    tax = r0(net * Decimal("0.05"))
    total = net + tax
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        rx = right - 190
        tl = cj.pick(rng, "總計|應付總額|含稅總計|總金額")
        for k, (lab, v) in enumerate(
            [("合計（未稅）", w0(net)), ("營業稅 5%", w0(tax)), (tl, f"NT${w0(total)}")]
        ):
            pdf.rect(rx, y, 190, 18, stroke=ink, fill=PALE if k == 2 else None)
            pdf.text(rx + 6, y + 12.5, lab, 8.6, bold=k == 2)
            pdf.text(right - 6, y + 12.5, v, 9, align="r", bold=k == 2)
            y += 18
        y += 10
        if rng.random() < 0.5:
            pdf.text(m, y, f"新台幣：{cj.daxie(total, True)}", 8.4)
            y += 14
    else:
        pdf.text(m, y + 8, "單價依合約價格計算，以實際交貨數量結帳。", 8.6)
        y += 22
    for t in [
        "1. 交貨時請附送貨單並註明本訂購單號，發票請開立三聯式。",
        "2. 介質及肥料須附成分標示，水苔含水率不得高於 30%。",
        f"3. 付款條件：{cj.pick(rng, '月結30天|月結60天|貨到付款|次月10日匯款')}。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 4, t, 7.8, colour=GREY)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 24
    for k, lab in enumerate(["核准", "審核", "採購", "廠商簽回"]):
        pdf.text(m + k * wd / 4, y, f"{lab}：", 8.4)
        pdf.line(m + k * wd / 4 + 36, y + 2, m + (k + 1) * wd / 4 - 10, y + 2, lw=0.4)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_tw_lanhua_yuanyi_zicai_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 4 ja noodle maker's raw-material order

JA_BUY = ["株式会社{x}製麺", "{x}製麺所", "有限会社{x}食品", "{x}麺業株式会社"]
JA_X = "丸福 山本 讃岐屋 信州 北海 松葉 白石 大黒 富士 朝日 越後 小松".split()
JA_SUP_F = [
    "{x}製粉株式会社",
    "株式会社{x}商店",
    "{x}包装資材株式会社",
    "{x}食糧株式会社",
    "株式会社{x}",
]
JA_SUP_B = ["{x}商店", "{x}製粉所"]
JA_SX = "日清 昭和 増田 鳥越 大陽 東洋 吉原 丸美 中部 西日本 近藤 桜井".split()
JA_ITEMS = [
    ("中力粉", "うどん用 25kg", "袋", 3200, 4800, "8"),
    ("準強力粉", "中華麺用 25kg", "袋", 3600, 5200, "8"),
    ("そば粉", "国産 石臼挽 10kg", "袋", 9800, 16000, "8"),
    ("食塩", "並塩 25kg", "袋", 1800, 2600, "8"),
    ("かんすい", "粉末 5kg", "箱", 3800, 6200, "8"),
    ("打ち粉", "コーンスターチ 20kg", "袋", 3400, 5200, "8"),
    ("めんつゆ", "業務用 1.8L", "本", 680, 1200, "8"),
    ("包装フィルム", "OPP 印刷 300mm幅", "巻", 8800, 15000, "10"),
    ("段ボール箱", "麺用 A式 20食入", "枚", 68, 140, "10"),
    ("脱酸素剤", "30cc用 1000個入", "箱", 3800, 6400, "10"),
    ("アルコール製剤", "食品用 17L", "缶", 6200, 9800, "10"),
    ("ラベル", "一括表示 感熱", "巻", 1600, 2900, "10"),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = rng.choice(JA_BUY).format(x=rng.choice(JA_X))
    sup = bare_or(rng, JA_SUP_F, JA_SUP_B, 0.15).format(x=rng.choice(JA_SX))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n4}|H{Y}{n4}|{n6}|MH-{y}{m}{n3}")
    est = cj.number(rng, d, "見{y}-{n4}|Q{n6}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "発注番号|注文番号|発注No.")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.6,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"発注書（続き）　{po_lab}：{po}", 9, bold=True)
        return 44

    pdf.text(pdf.w / 2, 46, cj.pick(rng, "発　注　書|発注書|注　文　書"), 18, align="c", bold=True)
    pdf.line(pdf.w / 2 - 70, 52, pdf.w / 2 + 70, 52, lw=0.8)
    pdf.text(right, 72, f"{po_lab}：{po}", 9, align="r")
    pdf.text(
        right, 86, f"発注日：{cj.fdate(d, rng.choice(['cn', 'reiwa', 'slash']))}", 9, align="r"
    )
    y = 78
    pdf.text(m, y + 14, f"{sup}　{cj.pick(rng, '御中|御中|殿')}", 12, bold=True)
    pdf.line(m, y + 19, m + wd * 0.5, y + 19, lw=0.6)
    pdf.text(m, y + 34, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.8, colour=GREY)
    bx = m + wd * 0.58
    yb = 104
    pdf.text(bx, yb, buyer, 10.5, bold=True)
    pdf.text(bx, yb + 14, cj.ja_addr(rng), 7.8)
    pdf.text(bx, yb + 26, f"TEL {cj.ja_tel(rng)}　担当：{cj.person(rng, 'ja')}", 7.8)
    if rng.random() < 0.5:
        pdf.text(bx, yb + 38, f"登録番号 T{rng.randint(10**12, 10**13 - 1)}", 7.6, colour=GREY)
    if rng.random() < 0.7:
        pdf.stamp(bx + 175, yb - 4, buyer, rng, shape="rect", r=20)
    y = 150
    pdf.text(m, y, "下記の通り発注いたします。", 9)
    y += 10
    kv = [
        ["見積番号", est, "納期", cj.fdate(cj.later(rng, d, 3, 14), "cn")],
        [
            "納品場所",
            cj.pick(rng, "本社工場 原料倉庫|第二工場 資材置場|ご指定場所"),
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|20日締め翌月10日払い"),
        ],
    ]
    y = kgrid(pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), kv, h=18, size=8.2, fill=PALE) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8], [28, 34])
    lines = more_lines(rng, JA_ITEMS, n, [1, 2, 5, 10, 20, 40], ["（追加）", "（別便）"], places=0)
    body, by = [], {8: ZERO, 10: ZERO}
    for i, (it, q, p, a) in enumerate(lines, 1):
        by[int(it[5])] += a
        mark = "※" if it[5] == "8" else ""
        body.append(([str(i), f"{it[0]}{mark}", it[1], f"{q:,.0f}", it[2], w0(p), w0(a)], a))
    if not stated:
        body = [([*c[:5], "", ""], ZERO) for c, _ in body]
    if stated and rng.random() < 0.5:
        y0 = y
        net = by[8] + by[10]
        t8, t10 = r0(by[8] * Decimal("0.08")), r0(by[10] * Decimal("0.10"))
        tot = net + t8 + t10
        pdf.rect(m, y0, wd * 0.55, 26, stroke=black, lw=1.0)
        pdf.text(m + 8, y0 + 17, "合計金額（税込）", 10, bold=True)
        pdf.text(
            m + wd * 0.55 - 8, y0 + 17, cj.yen(tot, rng.choice([0, 1, 2])), 13, align="r", bold=True
        )
        y += 36
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 22, 25, 9, 7, 13, 16]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    net = by[8] + by[10]
    t8, t10 = r0(by[8] * Decimal("0.08")), r0(by[10] * Decimal("0.10"))
    total = net + t8 + t10
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rx = right - 210
        rows = [("小計", f"¥{w0(net)}")]
        if by[8]:
            rows.append(("8%対象 消費税", f"¥{w0(t8)}"))
        if by[10]:
            rows.append(("10%対象 消費税", f"¥{w0(t10)}"))
        rows.append((cj.pick(rng, "合計|合計金額|発注金額合計|総合計"), f"¥{w0(total)}"))
        for k, (lab, v) in enumerate(rows):
            last = k == len(rows) - 1
            pdf.rect(rx, y, 210, 18, stroke=black, fill=PALE if last else None)
            pdf.text(rx + 6, y + 12.5, lab, 8.6, bold=last)
            pdf.text(right - 6, y + 12.5, v, 9.4 if last else 8.6, align="r", bold=last)
            y += 18
        pdf.text(m, y - 4, "※印は軽減税率（8%）対象品目です。", 7.6, colour=GREY)
        y += 10
    else:
        pdf.text(m, y + 8, "単価は別途お見積りの通り。金額は納品書にてご確認ください。", 8.6)
        y += 22
    for t in [
        "・納品書には必ず発注番号をご記入ください。",
        "・原料は製造ロット及び賞味期限を明記の上、ご納品ください。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 4, t, 7.8)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 14
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x0 = right - (3 - k) * 50
        pdf.rect(x0, y, 50, 14, fill=PALE)
        pdf.text(x0 + 25, y + 10, lab, 7.8, align="c")
        pdf.rect(x0, y + 14, 50, 34)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_ja_seimenjo_genryo_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 5 en-US rural electric co-op's line-material PO

US_COOP = [
    "{x} Electric Cooperative",
    "{x} Rural Electric Membership Corporation",
    "{x} Electric Membership Corp.",
    "{x} Valley Electric Cooperative, Inc.",
    "{x} Power Cooperative",
]
US_X = "Prairie|Tri-County|Big Sandy|Red River|Cumberland|Mid-Plains|Blue Ridge|Ozark|Flint Hills|Three Rivers|Pee Dee|Sac County".split(
    "|"
)
US_SUP_F = [
    "{x} Utility Supply, Inc.",
    "{x} Electric Supply Co.",
    "{x} Line Products LLC",
    "{x} Power Distributors, Inc.",
    "{x} Transformer Services Corp.",
]
US_SUP_B = ["{x} Pole & Line", "{x} Hardware"]
US_SX = "Graybar|Anixter|Stuart|Irby|Border States|Wesco|Dakota|Hughes|Baker|Crescent|Lone Star|Gulf Coast".split(
    "|"
)
US_CITY = [
    ("Hays", "KS", "67601"),
    ("Mountain Home", "AR", "72653"),
    ("Somerset", "KY", "42501"),
    ("Aberdeen", "SD", "57401"),
    ("Lebanon", "MO", "65536"),
    ("Kingstree", "SC", "29556"),
    ("Gillette", "WY", "82716"),
    ("Carthage", "TX", "75633"),
]
US_ITEMS = [
    ("Transformer, pole-mount 25 kVA 7200/120-240", "EA", 1450, 2300),
    ("Transformer, pad-mount 75 kVA 3ph", "EA", 8600, 14200),
    ("Conductor ACSR 1/0 Raven", "FT", 0.38, 0.72),
    ("Conductor URD 1/0 AL 15kV", "FT", 2.1, 3.9),
    ("Crossarm, fiberglass 8 ft", "EA", 118, 210),
    ("Insulator, polymer dead-end 15kV", "EA", 18, 36),
    ("Cutout, fused 100A 15kV", "EA", 92, 168),
    ("Arrester, distribution 10kV MOV", "EA", 44, 88),
    ("Pole, SYP class 4, 40 ft", "EA", 420, 690),
    ("Guy anchor, screw 8 in.", "EA", 36, 72),
    ("Meter, AMI residential form 2S", "EA", 112, 186),
    ("Connector, compression H-tap", "EA", 3.2, 7.8),
    ("Ground rod, copper-clad 5/8 x 8 ft", "EA", 14, 28),
]


def _us(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|libsans|times"))
    m = rng.uniform(36, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    city, st, zp = rng.choice(US_CITY)
    coop = rng.choice(US_COOP).format(x=rng.choice(US_X))
    sup = bare_or(rng, US_SUP_F, US_SUP_B, 0.12).format(x=rng.choice(US_SX))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"{dt:%y}-#####", "PO-######", f"{dt.year}-0###", "######"]))
    req = la.digits(rng, rng.choice(["REQ-#####", "R####-##"]))
    wo = la.digits(rng, rng.choice(["WO ######", "W/O ##-####"]))
    bid = la.digits(rng, rng.choice(["Q-#####", "Bid ####-##"]))
    stated = stated_of(rng)
    page = [1]
    beside = rng.random() < 0.6
    tag = f"{coop} - A Touchstone Energy Cooperative" if rng.random() < 0.3 else coop

    def foot() -> None:
        d.t(m, d.h - 30, tag, 7, grey=0.4)
        d.t(
            r,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.4,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Purchase Order {po} (continued)", 9.5, b=True)
        return 56

    d.t(m, 46, coop, 12, b=True, maxw=wd * 0.5)
    sa = f"{rng.randint(100, 9999)} {rng.choice(['Co-op Way', 'Highway 50 East', 'Industrial Dr.', 'Main St.'])}"
    d.lines(
        m, 52, [sa, f"{city}, {st} {zp}", f"Phone {la.digits(rng, '(###) ###-####')}"], 8, lead=10
    )
    if beside:
        d.t(
            r,
            48,
            f"PURCHASE ORDER {po}" if rng.random() < 0.6 else f"PURCHASE ORDER No. {po}",
            13,
            b=True,
            al="r",
        )
        kv = [
            ("Date", la.dfmt(dt, rng.choice(["us", "usl"]))),
            ("Requisition", req),
            ("Work Order", wo),
        ]
    else:
        d.t(r, 48, "PURCHASE ORDER", 15, b=True, al="r")
        kv = [
            ("PO Number", po),
            ("Date", la.dfmt(dt, "us")),
            ("Requisition", req),
            ("Work Order", wo),
        ]
    if rng.random() < 0.5:
        kv.append(("Bid / Quote", bid))
    for i, (k, v) in enumerate(kv):
        d.t(r - 150, 64 + i * 12, k, 8, b=True)
        d.t(r, 64 + i * 12, v, 8, al="r")
    y = 132
    cw = (wd - 20) / 2
    vlab = la.pick(rng, "Vendor|VENDOR|To|Vendor:")
    d.t(m, y, vlab, 8.4, b=True, grey=0.3)
    vc, vl = la.place(rng, "us")
    vy = d.lines(
        m,
        y + 4,
        [sup, *vl, f"Attn: {la.person(rng, 'en')}", f"Vendor No. {la.digits(rng, 'V#####')}"],
        8.8,
        b_first=True,
        lead=11.2,
    )
    d.t(m + cw + 20, y, la.pick(rng, "Ship To|SHIP TO|Deliver To"), 8.4, b=True, grey=0.3)
    d.lines(
        m + cw + 20,
        y + 4,
        [
            coop,
            rng.choice(["Warehouse / Pole Yard", "Materials Yard", "District Office Warehouse"]),
            sa,
            f"{city}, {st} {zp}",
            "Receiving hours 7:00-3:30 M-F",
        ],
        8.8,
        lead=11.2,
    )
    y = max(vy, y + 60) + 12
    terms = [
        ("F.O.B.", la.pick(rng, "Destination|Shipping Point|Destination, freight prepaid")),
        ("Terms", la.pick(rng, "Net 30|2% 10 Net 30|Net 45")),
        ("Ship Via", la.pick(rng, "Best Way|Vendor Truck|LTL Common Carrier")),
        ("Buyer", la.person(rng, "en")),
        ("Required", la.dfmt(dt + timedelta(days=rng.randint(7, 60)), "us")),
    ]
    y = (
        d.grid(
            m, y, [wd / len(terms)] * len(terms), [t[0] for t in terms], [t[1] for t in terms], 8
        )
        + 10
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [34, 40, 74])
    lines = more_lines(
        rng,
        US_ITEMS,
        n,
        [1, 2, 3, 6, 10, 25, 50, 500, 2500],
        ["(storm stock)", "(Sub 4)", "(alt. mfr)"],
        big=1000,
    )
    body = [
        (
            [
                str(i),
                la.digits(rng, "##-####"),
                it[0],
                f"{q:,.0f}",
                it[1],
                f"{p:,.2f}" if p < 10 else en2(p),
                en2(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.1, 0.41, 0.09, 0.06, 0.13, 0.16)],
        ["Ln", "Stock #", "Description", "Qty", "UOM", "Unit Price", "Extended"],
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 150, 275, 480, 850]))
    exempt = rng.random() < 0.45
    rate = Decimal(rng.choice(["6.5", "7.25", "8.0", "6.0"]))
    tax = ZERO if exempt else r2(sub * rate / 100)
    total = sub + freight + tax
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [
            ("Subtotal", en2(sub), False),
            ("Freight", en2(freight) if freight else "Prepaid & Allowed", False),
        ]
        rows.append(
            ("Sales Tax", "Exempt", False) if exempt else (f"Sales Tax {rate}%", en2(tax), False)
        )
        rows.append(
            (la.pick(rng, "Total PO Value|Order Total|PO Total|TOTAL"), f"${en2(total)}", True)
        )
        ty = d.summary(m + wd * 0.6, r - 3, y, rows, 8.6, box_last=True)
    else:
        ty = wrapped(
            d,
            m + wd * 0.58,
            y,
            "Pricing per RUS contract / blanket agreement; extended cost on invoice.",
            8.2,
            wd * 0.42,
        )
    ny = y
    for t in [
        "Vendor must show PO number on all packing slips, bills of lading and invoices.",
        "Tax exempt certificate on file."
        if exempt
        else "Materials to meet RUS-accepted (Informational Publication 202-1) standards.",
        "Notify buyer 48 hours before delivery; no Saturday deliveries.",
    ]:
        ny = wrapped(d, m, ny, t, 7.4, wd * 0.52, grey=0.3)
    y = max(ty, ny) + 34
    if y + 20 > bottom:
        y = brk() + 30
    sw = (wd - 40) / 3
    for k, lab in enumerate(
        ["Authorized Signature", "Manager of Operations", "General Manager / CEO"]
    ):
        d.sign(m + k * (sw + 20), y, sw, lab)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_en_us_electric_coop_line_material_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us)


# --------------------------------------------------------------------------- 6 en-CA transit authority's bus-parts PO

CA_AUTH = [
    ("{c} Transit", "{c}"),
    ("{c} Regional Transit Commission", "{c}"),
    ("City of {c} - Transit Services", "{c}"),
    ("{c} Transit Authority", "{c}"),
]
CA_CITY = [
    ("Kelowna", "BC", "V1Y 9T1", "gp"),
    ("Saskatoon", "SK", "S7K 0J5", "gp"),
    ("Winnipeg", "MB", "R3C 4T3", "gp"),
    ("Guelph", "ON", "N1H 3A1", "hon"),
    ("Kingston", "ON", "K7L 2Z9", "hon"),
    ("Halifax", "NS", "B3J 3A5", "hns"),
    ("Moncton", "NB", "E1C 1E8", "hns"),
    ("Nanaimo", "BC", "V9R 5J6", "gp"),
    ("Thunder Bay", "ON", "P7B 5E3", "hon"),
]
CA_SUP_F = [
    "{x} Bus Parts Ltd.",
    "{x} Coach Supply Inc.",
    "{x} Fleet Components Corp.",
    "{x} Heavy Duty Ltd.",
    "{x} Transit Products Inc.",
]
CA_SUP_B = ["{x} Brake & Clutch", "{x} Upholstery"]
CA_SX = "Northland|Maple Leaf|Prairie|Fraser|Laurentian|Atlantic|Great Lakes|Cascade|Boreal|Red Deer|Tundra|Westcoast".split(
    "|"
)
CA_ITEMS = [
    ("Brake shoe kit, rear axle (New Flyer XD40)", "KIT", 240, 420),
    ("Air dryer cartridge", "EA", 68, 140),
    ("Wheelchair ramp actuator", "EA", 880, 1600),
    ("Destination sign LED module", "EA", 1250, 2400),
    ("Wiper blade 40 in.", "EA", 22, 46),
    ("Alternator 24V 300A", "EA", 2100, 3600),
    ("Fareboxes coin mech. assembly", "EA", 540, 980),
    ("Seat insert, vandal-resistant", "EA", 96, 180),
    ("Engine oil filter", "EA", 14, 32),
    ("Coolant, extended life (drum 208 L)", "DR", 760, 1200),
    ("Bike rack, 3-position", "EA", 1400, 2300),
    ("Mirror head, heated LH", "EA", 180, 340),
]


def _ca(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    city, prov, pc, tx = rng.choice(CA_CITY)
    auth = rng.choice(CA_AUTH)[0].format(c=city)
    sup = bare_or(rng, CA_SUP_F, CA_SUP_B, 0.12).format(x=rng.choice(CA_SX))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["P######", f"PO{dt:%y}-####", "4500######", "T-#####"]))
    req = la.digits(rng, rng.choice(["RQ######", "REQ-####"]))
    con = la.digits(rng, rng.choice([f"RFQ-{dt.year}-###", "Contract C####", f"SA-{dt.year}-##"]))
    stated = stated_of(rng)
    page = [1]
    bn = la.digits(rng, "#########")

    def foot() -> None:
        d.t(m, d.h - 30, f"{auth} · Purchasing · GST/HST Reg. {bn} RT0001", 6.8, grey=0.4)
        d.t(
            r,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.2,
            al="r",
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{auth} - Purchase Order {po} - continued", 9, b=True)
        return 56

    d.box(m, 30, wd, 36, fill=0.9, stroke=False)
    d.t(m + 8, 52, auth, 13, b=True)
    d.t(
        r - 8,
        52,
        la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER - ORIGINAL"),
        13,
        b=True,
        al="r",
    )
    y = 78
    heads = [
        ("PO Number", po),
        ("Order Date", la.dfmt(dt, rng.choice(["iso", "usl", "dmy"]))),
        ("Requisition", req),
        (la.pick(rng, "Contract / RFQ|Contract No.|Agreement"), con),
        ("Buyer", la.person(rng, "en")),
    ]
    rest = heads[1:]
    rng.shuffle(rest)
    k = rng.randint(0, 2)
    heads = rest[:k] + heads[:1] + rest[k:]
    y = d.grid(m, y, [wd / 5] * 5, [h[0] for h in heads], [h[1] for h in heads], 8.4) + 14
    cw = (wd - 20) / 2
    labelled = rng.random() < 0.5
    vc, vl = (
        la.place(rng, "ca")
        if "ca" in la.ADDR
        else ("", [f"{rng.randint(10, 990)} Industrial Rd.", f"{city}, {prov}"])
    )
    if labelled:
        d.t(m, y + 8, la.pick(rng, "Vendor|Supplier|VENDOR"), 8, b=True, grey=0.3)
        y0 = y + 12
    else:
        y0 = y
    vy = d.lines(
        m,
        y0,
        [
            sup,
            *vl,
            f"Tel. {la.digits(rng, '(###) ###-####')}",
            f"Vendor # {la.digits(rng, '#####')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    d.t(m + cw + 20, y + 8, "Ship To", 8, b=True, grey=0.3)
    d.lines(
        m + cw + 20,
        y + 12,
        [
            auth,
            rng.choice(["Fleet Maintenance Garage", "Stores - Bay 3", "Operations Centre"]),
            f"{rng.randint(10, 990)} {rng.choice(['Transit Way', 'Depot Rd.', 'Fleet St.'])}",
            f"{city}, {prov} {pc}",
        ],
        9,
        lead=11.5,
    )
    y = max(vy, y + 64) + 10
    y = (
        wrapped(
            d,
            m,
            y,
            f"Invoice to: Accounts Payable, {auth}, {city}, {prov} {pc} - ap@{city.lower().replace(' ', '')}transit.ca. Quote the PO number on every invoice.",
            7.6,
            wd,
            grey=0.3,
        )
        + 4
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [34, 42, 80])
    lines = more_lines(
        rng, CA_ITEMS, n, [1, 2, 4, 6, 10, 12, 24], ["(Nova LFS)", "(Gillig)", "(spare)"], big=800
    )
    body = [
        ([str(i), la.digits(rng, "####-###"), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.11, 0.42, 0.07, 0.06, 0.13, 0.16)],
        ["Line", "Part No.", "Description", "Qty", "U/M", "Unit Cost", "Amount"],
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    sub = sum((a for *_, a in lines), ZERO)
    ship = Decimal(rng.choice([0, 0, 85, 140, 260]))
    base = sub + ship
    if tx == "gp":
        pst = {"BC": Decimal(7), "SK": Decimal(6), "MB": Decimal(7)}[prov]
        taxes = [("GST 5%", r2(base * Decimal("0.05"))), (f"PST {pst}%", r2(sub * pst / 100))]
    else:
        hr = Decimal(13) if tx == "hon" else Decimal(15)
        taxes = [(f"HST {hr}%", r2(base * hr / 100))]
    total = base + sum((t[1] for t in taxes), ZERO)
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal", en2(sub), False), ("Shipping & Handling", en2(ship), False)]
        rows += [(k_, en2(v), False) for k_, v in taxes]
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6)
        lab = la.pick(rng, "TOTAL ORDER|Total (CAD)|Order Total|TOTAL PURCHASE ORDER")
        if rng.random() < 0.5:
            d.line(m + wd * 0.58 - 4, y + 2, r + 1, y + 2, 0.8)
            d.t(m + wd * 0.58, y + 14, lab, 9.4, b=True)
            d.t(
                r - 3,
                y + 28,
                f"${en2(total)} CAD" if rng.random() < 0.5 else f"${en2(total)}",
                10,
                b=True,
                al="r",
            )
            y += 36
        else:
            y = d.summary(
                m + wd * 0.58, r - 3, y, [(lab, f"${en2(total)}", True)], 9, box_last=True
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices per standing offer; final amount as invoiced against receipts.",
            8.2,
            wd,
        )
    y += 8
    for t in [
        "All parts must be new OEM or approved equivalent and carry the manufacturer's warranty.",
        "Packing slips must show the PO number and line number. Partial shipments accepted.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, "Purchasing Agent")
    d.sign(m + sw + 20, y, sw, "Approved - Manager, Fleet Services")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_en_ca_transit_bus_parts_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ca)


# --------------------------------------------------------------------------- 7 de-DE body and paint shop's paint-material order

DE_BUY = [
    "Karosserie & Lack {n} GmbH",
    "Autolackiererei {n}",
    "Lackierzentrum {n} GmbH & Co. KG",
    "Karosseriebau {n} e.K.",
    "{n} Unfallinstandsetzung GmbH",
]
DE_N = (
    "Brandt|Kowalski|Yilmaz|Hartmann|Wiese|Berger|Krause|Schulte|Vogel|Lorenz|Franke|Scholz".split(
        "|"
    )
)
DE_SUP_F = [
    "{n} Lackvertrieb GmbH",
    "{n} Farben und Lacke GmbH & Co. KG",
    "Autolack {n} GmbH",
    "{n} Lackgroßhandel KG",
    "{n} Industriebedarf AG",
]
DE_SUP_B = ["Farben {n}", "Lackmischservice {f} {n}", "{n} Schleif- und Poliertechnik"]
DE_SN = (
    "Meyer|Schröder|Neumann|Zimmermann|Jansen|Peters|Hofmann|Brückner|Lehmann|Böhm|Kühn|Roth".split(
        "|"
    )
)
DE_F = "Jens|Sabine|Uwe|Katrin|Dirk|Anja".split("|")
DE_CITY = [
    ("44137", "Dortmund"),
    ("04109", "Leipzig"),
    ("90402", "Nürnberg"),
    ("28195", "Bremen"),
    ("68159", "Mannheim"),
    ("33602", "Bielefeld"),
    ("24103", "Kiel"),
    ("93047", "Regensburg"),
]
DE_ITEMS = [
    ("2K-Klarlack HS 5 l", "Gb", 98, 168),
    ("Härter normal 2,5 l", "Gb", 52, 94),
    ("Basislack Mischfarbe 1 l", "Ltr", 38, 86),
    ("Füller 2K grau 3,5 l", "Gb", 64, 112),
    ("Verdünnung Universal 5 l", "Kan", 22, 44),
    ("Schleifscheiben P400 Ø150 (100 St.)", "Pck", 28, 54),
    ("Abdeckfolie 4 x 150 m", "Rll", 19, 36),
    ("Abklebeband 19 mm (36 Rollen)", "Krt", 46, 82),
    ("Poliermittel fein 1 kg", "Ds", 24, 48),
    ("Silikonentferner 5 l", "Kan", 18, 34),
    ("Atemschutzmaske A2P3", "St", 32, 62),
    ("Lackiereroverall Einweg", "St", 6, 12),
    ("Spachtel Polyester 2 kg", "Ds", 16, 32),
]


def _de(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(56, 70)
    r = d.w - rng.uniform(40, 56)
    wd = r - m
    bottom = d.h - 76
    pz, city = rng.choice(DE_CITY)
    buyer = rng.choice(DE_BUY).format(n=rng.choice(DE_N))
    sn = rng.choice(DE_SN)
    sup = bare_or(rng, DE_SUP_F, DE_SUP_B, 0.25).format(n=sn, f=rng.choice(DE_F))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"B{dt:%y}-####", "BE-######", f"{dt.year}/###", "4######"]))
    offer = la.digits(rng, rng.choice(["AN-#####", "Angebot ####/##", f"ANG{dt:%y}####"]))
    kdnr = la.digits(rng, "######")
    kst = la.digits(rng, "###")
    stated = stated_of(rng)
    page = [1]
    street = f"{rng.choice(['Gewerbestraße', 'Industriering', 'Am Werkhof', 'Robert-Bosch-Str.'])} {rng.randint(1, 80)}"
    iban = la.digits(rng, "DE## #### #### #### #### ##")
    reg = f"Amtsgericht {city} HRB {la.digits(rng, '#####')} · USt-IdNr. DE{la.digits(rng, '#########')} · IBAN {iban}"

    def foot() -> None:
        d.line(m, d.h - 60, r, d.h - 60, 0.4)
        d.t(m, d.h - 50, f"{buyer} · {street} · {pz} {city}", 6.4, grey=0.35)
        d.t(m, d.h - 41, reg, 6.4, grey=0.35)
        d.t(
            r,
            d.h - 41,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 62

    d.t(r, 52, buyer, 13, b=True, al="r")
    d.t(r, 64, f"{street} · {pz} {city}", 7.8, al="r")
    d.t(r, 74, f"Tel. {la.digits(rng, '0### ######-#')}", 7.8, al="r")
    d.t(m, 136, f"{buyer} · {street} · {pz} {city}", 6.2, grey=0.3, maxw=240)
    d.line(m, 139, m + 240, 139, 0.3)
    spz, scity = rng.choice(DE_CITY)
    addr = [sup]
    if rng.random() < 0.4:
        addr.append(
            la.pick(
                rng, "Verkauf Innendienst|z. Hd. Frau " + rng.choice(DE_SN) + "|Auftragsannahme"
            )
        )
    addr += [
        f"{rng.choice(['Hafenstraße', 'Lindenallee', 'Industriestr.', 'Im Gewerbepark'])} {rng.randint(1, 120)}",
        f"{spz} {scity}",
    ]
    d.lines(m, 146, addr, 9.4, lead=12)
    ix = m + wd * 0.6
    info = [
        ("Bestell-Nr.", po),
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihr Angebot", offer),
        ("Unsere Kd.-Nr.", kdnr),
        ("Kostenstelle", kst),
        ("Ansprechpartner", f"{rng.choice(DE_F)} {rng.choice(DE_N)}"),
    ]
    if rng.random() < 0.4:
        info[0], info[2] = info[2], info[0]
    for i, (k, v) in enumerate(info):
        d.t(ix, 146 + i * 12, k, 7.8, grey=0.3)
        d.t(r, 146 + i * 12, v, 8.2, al="r", b=k == "Bestell-Nr.")
    y = 240
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Nr. {po}|Bestellung {po}").format(po=po)
    d.t(m, y, title, 13, b=True)
    y += 14
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng,
                "Sehr geehrte Damen und Herren, wir bestellen zu den Bedingungen Ihres o. g. Angebots:|Bitte liefern Sie frei Haus an unsere Werkstatt:|Gemäß Ihrem Angebot bestellen wir verbindlich:",
            ),
            9,
            wd,
        )
        + 6
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 36, 70])
    lines = more_lines(
        rng,
        DE_ITEMS,
        n,
        [1, 2, 3, 4, 6, 10, 12, 20],
        ["(Farbton lt. Karte)", "(Nachlieferung)", "(Sonderposten)"],
    )
    body = [
        ([str(i * 10), la.digits(rng, "###-####"), it[0], f"{q:,.0f}", it[1], eu(p), eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.11, 0.41, 0.07, 0.07, 0.13, 0.15)],
        ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "EP €", "GP €"],
        body,
        "lllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=False,
    )
    net = sum((a for *_, a in lines), ZERO)
    rab = Decimal(rng.choice([0, 0, 3, 5, 10]))
    disc = r2(net * rab / 100)
    fr = Decimal(rng.choice([0, 0, "9.90", "14.50", "24.00"]))
    base = net - disc + fr
    vat = r2(base * Decimal("0.19"))
    total = base + vat
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Warenwert netto", f"{eu(net)} €", False)]
        if disc:
            rows.append((f"abzgl. {rab} % Rabatt", f"-{eu(disc)} €", False))
        if fr:
            rows.append(("Fracht / Verpackung", f"{eu(fr)} €", False))
        rows += [("Nettobetrag", f"{eu(base)} €", False), ("MwSt. 19 %", f"{eu(vat)} €", False)]
        rows.append(
            (
                la.pick(rng, "Gesamtbetrag|Bestellwert brutto|Endbetrag|Gesamtsumme"),
                f"{eu(total)} €",
                True,
            )
        )
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.6, box_last=rng.random() < 0.5)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preise gemäß Ihrer aktuellen Preisliste abzüglich unseres vereinbarten Rabatts.",
            8.6,
            wd,
        )
    y += 10
    for t in [
        f"Liefertermin: {la.dfmt(dt + timedelta(days=rng.randint(2, 10)), 'dot')}, Anlieferung Mo–Fr 7–16 Uhr. Sicherheitsdatenblätter bitte mitliefern.",
        "Bitte geben Sie auf Lieferschein und Rechnung unsere Bestell-Nr. an. Zahlung 14 Tage 2 % Skonto, 30 Tage netto.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 8, wd, grey=0.2)
    if y + 50 > bottom:
        y = brk()
    y = wrapped(d, m, y + 8, "Mit freundlichen Grüßen", 9, wd)
    y += 30
    d.sign(m, y, 170, f"{rng.choice(DE_F)} {rng.choice(DE_N)}, Werkstattleitung")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_de_kfz_lackiererei_lackmaterial_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de)


# --------------------------------------------------------------------------- 8 fr-CH hotel school's tableware order

FC_BUY = [
    "École hôtelière de {c}",
    "Institut de hautes études hôtelières {c}",
    "Haute école d'hôtellerie {c} SA",
    "Centre de formation hôtelière {c}",
]
FC_CITY = [
    ("1000", "Lausanne"),
    ("1950", "Sion"),
    ("2000", "Neuchâtel"),
    ("1700", "Fribourg"),
    ("1201", "Genève"),
    ("1820", "Montreux"),
    ("2300", "La Chaux-de-Fonds"),
    ("1400", "Yverdon-les-Bains"),
]
FC_SUP_F = [
    "{n} Arts de la Table SA",
    "{n} Gastro-Équipement Sàrl",
    "Porcelaine {n} SA",
    "{n} & Fils SA",
    "{n} Hotel Supply AG",
]
FC_SUP_B = ["{n} Vaisselle", "Coutellerie {n}"]
FC_N = "Favre|Rochat|Bonvin|Perret|Chappuis|Dubois|Monnier|Jaquet|Berthoud|Cuénod|Pittet|Vuilleumier".split(
    "|"
)
FC_ITEMS = [
    ("Assiette plate 27 cm porcelaine blanche", "pce", 9, 19),
    ("Assiette creuse 23 cm", "pce", 8, 17),
    ("Tasse à café 9 cl avec sous-tasse", "pce", 6, 13),
    ("Verre à vin blanc 35 cl cristallin", "pce", 5, 12),
    ("Verre à eau 30 cl", "pce", 3, 7),
    ("Couteau de table inox 18/10", "pce", 4, 11),
    ("Fourchette de table inox 18/10", "pce", 3, 9),
    ("Plat ovale 36 cm", "pce", 22, 46),
    ("Carafe 1 l", "pce", 14, 28),
    ("Chafing-dish GN 1/1 induction", "pce", 240, 480),
    ("Nappe 140 x 240 cm damassée", "pce", 38, 72),
    ("Panier à verres 36 cases", "pce", 26, 48),
]


def _fc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(40, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    npa, city = rng.choice(FC_CITY)
    buyer = rng.choice(FC_BUY).format(c=city)
    sup = bare_or(rng, FC_SUP_F, FC_SUP_B, 0.18).format(n=rng.choice(FC_N))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"CA-{dt.year}-####", "BC ######", f"{dt:%y}/####", "45#######"])
    )
    offer = la.digits(rng, rng.choice(["OF-#####", "Offre n° ####", "DEV-####"]))
    cc = la.digits(rng, rng.choice(["CC ####", "####-##"]))
    stated = stated_of(rng)
    page = [1]
    ide = la.digits(rng, "###.###.###")

    def foot() -> None:
        d.t(m, d.h - 32, f"{buyer} · {npa} {city} · IDE CHE-{ide} TVA", 6.8, grey=0.4)
        d.t(r, d.h - 32, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Commande {po} (suite)", 9, b=True)
        return 58

    d.t(m, 50, buyer, 14, b=True)
    d.lines(
        m,
        56,
        [
            f"Service des achats · {rng.choice(['Route de Berne', 'Avenue de la Gare', 'Chemin du Lac', 'Rue des Alpes'])} {rng.randint(1, 60)}",
            f"{npa} {city} · +41 {la.digits(rng, '## ### ## ##')}",
        ],
        7.8,
        lead=10,
    )
    d.t(r, 50, la.pick(rng, "BON DE COMMANDE|Commande|COMMANDE FOURNISSEUR"), 14, b=True, al="r")
    y = 90
    cols = [
        ("N° de commande", po),
        ("Date", la.dfmt(dt, "dot")),
        ("Votre offre", offer),
        ("Centre de coûts", cc),
        ("Acheteur", f"{rng.choice(['M.', 'Mme'])} {rng.choice(FC_N)}"),
    ]
    if rng.random() < 0.5:
        cols[0], cols[1] = cols[1], cols[0]
    y = d.grid(m, y, [wd / 5] * 5, [c[0] for c in cols], [c[1] for c in cols], 8.4, shade=0.9) + 16
    cw = (wd - 20) / 2
    d.t(m, y + 8, la.pick(rng, "Fournisseur|FOURNISSEUR|Fournisseur :"), 8.2, b=True, grey=0.3)
    snpa, scity = rng.choice(FC_CITY)
    vy = d.lines(
        m,
        y + 12,
        [
            sup,
            f"{rng.choice(['Rue du Simplon', 'Zone industrielle', 'Route de Genève', 'Rue de Lausanne'])} {rng.randint(1, 90)}",
            f"{snpa} {scity}",
            f"TVA CHE-{la.digits(rng, '###.###.###')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    d.t(m + cw + 20, y + 8, "Adresse de livraison", 8.2, b=True, grey=0.3)
    ly = d.lines(
        m + cw + 20,
        y + 12,
        [
            buyer,
            rng.choice(
                [
                    "Restaurant d'application",
                    "Économat - quai de livraison",
                    "Cuisine pédagogique, bât. B",
                ]
            ),
            f"{npa} {city}",
        ],
        9,
        lead=11.5,
    )
    d.t(m + cw + 20, ly + 8, "Facturation", 8.2, b=True, grey=0.3)
    d.t(m + cw + 20, ly + 20, f"Comptabilité fournisseurs, factures@{city.lower()[:6]}-hotel.ch", 8)
    y = max(vy, ly + 24) + 12
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [34, 40])
    lines = more_lines(
        rng,
        FC_ITEMS,
        n,
        [12, 24, 36, 48, 60, 120, 240],
        ["(logo sérigraphié)", "(réassort)", "(salle B)"],
    )
    body = [
        ([la.digits(rng, "#####"), it[0], f"{q:,.0f}".replace(",", "'"), it[1], ch(p), ch(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.46, 0.09, 0.07, 0.13, 0.15)],
        ["Article", "Désignation", "Qté", "Unité", "Prix CHF", "Montant CHF"],
        body,
        "llrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net = sum((a for *_, a in lines), ZERO)
    rab = Decimal(rng.choice([0, 5, 10, 12]))
    disc = r2(net * rab / 100)
    port = Decimal(rng.choice([0, 0, 25, 45, 80]))
    ht = net - disc + port
    tva = r2(ht * Decimal("0.081"))
    total = (ht + tva) * 20
    total = total.quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20
    total = r2(total)
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total net", ch(net), False)]
        if disc:
            rows.append((f"Rabais {rab} %", f"-{ch(disc)}", False))
        if port:
            rows.append(("Frais de port", ch(port), False))
        rows += [("Total HT", ch(ht), False), ("TVA 8,1 %", ch(tva), False)]
        y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6)
        lab = la.pick(rng, "Montant total TTC|Total de la commande TTC|Total CHF TTC|Montant total")
        if rng.random() < 0.5:
            d.t(m + wd * 0.56, y + 14, lab, 9.4, b=True)
            d.t(r - 3, y + 28, f"CHF {ch(total)}", 10, b=True, al="r")
            d.line(m + wd * 0.56 - 4, y + 32, r + 1, y + 32, 1.0)
            y += 38
        else:
            y = d.summary(
                m + wd * 0.56, r - 3, y, [(lab, f"CHF {ch(total)}", True)], 9, box_last=True
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon votre offre ; le montant définitif figurera sur votre facture.",
            8.4,
            wd,
        )
    y += 8
    for t in [
        f"Délai de livraison : {la.dfmt(dt + timedelta(days=rng.randint(10, 40)), 'dot')}. Livraison franco domicile, déchargement au quai.",
        "Merci de mentionner notre numéro de commande sur le bulletin de livraison et la facture. Paiement à 30 jours net.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.25)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, "Pour l'école : responsable des achats")
    d.sign(m + sw + 20, y, sw, "Visa direction F&B")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_fr_ch_ecole_hoteliere_vaisselle_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fc)


# --------------------------------------------------------------------------- 9 it-IT ice-cream maker's ingredient order

IT_BUY = [
    "Gelateria {n} di {p} {s}",
    "{n} Gelati S.r.l.",
    "Cremeria {n} S.n.c.",
    "Laboratorio Artigiano {n} S.r.l.s.",
]
IT_N = "Il Sorriso|Dolce Vita|Polare|Stracciatella|La Perla|Bianco Latte|Fior di Neve|San Giorgio|Cioccolateria Sole|Alpino".split(
    "|"
)
IT_P = "Marco|Giulia|Luca|Francesca|Paolo|Elena".split("|")
IT_S = "Rossi|Bianchi|Esposito|Romano|Colombo|Ricci".split("|")
IT_SUP_F = [
    "{n} S.p.A.",
    "{n} S.r.l.",
    "{n} Ingredienti S.r.l.",
    "Distribuzione {n} S.r.l.",
    "{n} Food Service S.p.A.",
]
IT_SUP_B = ["{n} di {p} {s}", "Ditta {n}"]
IT_SN = "Fabbri|Pernigotti|Medagliani|Babbi|Prodotti Dolciari Alfa|Comprital|Casa del Gelato|Pregel Sud|Irca Nord|Molinari".split(
    "|"
)
IT_CITY = [
    ("40121", "Bologna", "BO"),
    ("10121", "Torino", "TO"),
    ("50123", "Firenze", "FI"),
    ("80133", "Napoli", "NA"),
    ("90133", "Palermo", "PA"),
    ("37121", "Verona", "VR"),
    ("65121", "Pescara", "PE"),
    ("47921", "Rimini", "RN"),
]
IT_ITEMS = [
    ("Base latte neutra 50 (sacchetto 2 kg)", "conf", 18, 32, "10"),
    ("Pasta pistacchio puro 100% 2,5 kg", "latta", 95, 170, "10"),
    ("Pasta nocciola Piemonte IGP 5 kg", "secchio", 110, 190, "10"),
    ("Cioccolato fondente 70% gocce 10 kg", "sacco", 120, 210, "10"),
    ("Variegato amarena 3 kg", "latta", 34, 62, "10"),
    ("Zucchero di canna 25 kg", "sacco", 32, 58, "10"),
    ("Panna fresca 35% 1 l", "lt", 4, 7, "10"),
    ("Latte intero alta qualità 1 l", "lt", 1, 2, "4"),
    ("Coppette carta 120 cc (1000 pz)", "cartone", 38, 66, "22"),
    ("Coni cialda 25 g (280 pz)", "cartone", 24, 44, "10"),
    ("Cucchiaini compostabili (2000 pz)", "cartone", 26, 48, "22"),
    ("Vaschette polistirolo 750 g (120 pz)", "cartone", 42, 78, "22"),
]


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    cap, city, prv = rng.choice(IT_CITY)
    buyer = rng.choice(IT_BUY).format(n=rng.choice(IT_N), p=rng.choice(IT_P), s=rng.choice(IT_S))
    sup = bare_or(rng, IT_SUP_F, IT_SUP_B, 0.15).format(
        n=rng.choice(IT_SN), p=rng.choice(IT_P), s=rng.choice(IT_S)
    )
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"###/{dt.year}", f"OA-{dt.year}-###", f"{dt:%y}.####", "##"]))
    prev = la.digits(rng, rng.choice(["Offerta n. ####", "Preventivo ###/##", "Listino ####"]))
    stated = stated_of(rng)
    page = [1]
    piva = la.digits(rng, "###########")
    sdi = la.digits(rng, "@@@@@@@")
    po_lab = la.pick(rng, "Ordine n.|ORDINE N.|Ordine d'acquisto n.|N. ordine")

    def foot() -> None:
        d.t(
            m, d.h - 32, f"{buyer} · {cap} {city} ({prv}) · P.IVA {piva} · SDI {sdi}", 6.6, grey=0.4
        )
        d.t(r, d.h - 32, f"Pag. {page[0]}/{of}" if of else f"Pag. {page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} – segue", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Via Emilia', 'Corso Vittorio Emanuele', 'Piazza Garibaldi', 'Via Roma'])} {rng.randint(1, 200)}",
            f"{cap} {city} ({prv}) · tel. {la.digits(rng, '0## #######')}",
        ],
        7.8,
        lead=10,
    )
    sx = m + wd * 0.52
    d.t(sx, 100, la.pick(rng, "Spett.le|Spett.le Fornitore|Fornitore"), 8.4, grey=0.3)
    scap, scity, sprv = rng.choice(IT_CITY)
    d.lines(
        sx,
        104,
        [
            sup,
            f"{rng.choice(['Via dell’Industria', 'Zona Artigianale', 'Via Galilei'])} {rng.randint(1, 90)}",
            f"{scap} {scity} ({sprv})",
            f"P.IVA {la.digits(rng, '###########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    boxed = rng.random() < 0.4
    if boxed:
        d.box(m, 96, wd * 0.44, 38)
        d.t(m + 6, 110, la.pick(rng, "ORDINE A FORNITORE|Ordine d'acquisto"), 10, b=True)
        d.t(m + 6, 126, f"{po_lab} {po} del {la.dfmt(dt, 'dmy')}", 9)
    else:
        d.t(m, 112, f"{la.pick(rng, 'ORDINE|Ordine di acquisto')} N. {po}", 12, b=True)
        d.t(
            m,
            126,
            f"del {la.dfmt(dt, rng.choice(['dmy', 'long_it' if 'it' in la.MONTHS else 'dmy']))}",
            9,
        )
    d.kv(
        m,
        140,
        [
            ("Rif.", prev),
            (
                "Consegna",
                la.pick(
                    rng, "laboratorio, entro le ore 10|franco nostro magazzino|punto vendita centro"
                ),
            ),
            ("Pagamento", la.pick(rng, "RiBa 60 gg d.f.|bonifico 30 gg f.m.|rimessa diretta")),
        ],
        60,
        8,
    )
    y = 190
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9], [30, 36])
    lines = more_lines(
        rng,
        IT_ITEMS,
        n,
        [1, 2, 3, 4, 6, 10, 20],
        ["(gusto stagionale)", "(senza lattosio)", "(bio)"],
    )
    by: dict[int, Decimal] = {}
    body = []
    for it, q, p, a in lines:
        by[int(it[4])] = by.get(int(it[4]), ZERO) + a
        body.append(
            ([la.digits(rng, "@@###"), it[0], it[1], f"{q:,.0f}", eu(p), f"{it[4]}%", eu(a)], a)
        )
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.09, 0.43, 0.09, 0.07, 0.11, 0.07, 0.14)],
        ["Codice", "Descrizione", "U.M.", "Q.tà", "Prezzo", "IVA", "Importo €"],
        body,
        "llcrrcr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    imp = sum(by.values(), ZERO)
    taxes = {k: r2(v * k / 100) for k, v in sorted(by.items())}
    total = imp + sum(taxes.values(), ZERO)
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Imponibile", f"€ {eu(imp)}", False)]
        rows += [(f"IVA {k}%", f"€ {eu(v)}", False) for k, v in taxes.items()]
        rows.append(
            (
                la.pick(rng, "Totale documento|Totale ordine|TOTALE|Saldo|Totale da pagare"),
                f"€ {eu(total)}",
                True,
            )
        )
        y = d.summary(m + wd * 0.58, r - 3, y, rows, 8.6, box_last=True)
    else:
        y = wrapped(
            d, m, y, "Prezzi come da listino in vigore; importo da definire in fattura.", 8.2, wd
        )
    y += 8
    for t in [
        "Merce da consegnare con DDT riportante il numero d'ordine; prodotti refrigerati a temperatura controllata.",
        f"Coordinate bancarie per RiBa: IBAN IT{la.digits(rng, '## @ ##### ##### ############')}.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, "Il titolare")
    d.sign(m + sw + 20, y, sw, "Timbro e firma per accettazione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_it_gelateria_ordine_ingredienti(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


# --------------------------------------------------------------------------- 10 pt-PT fish cannery's tin and lid order

PT_BUY = [
    "Conserveira {n}, S.A.",
    "Fábrica de Conservas {n}, Lda.",
    "{n} Conservas de Peixe, Lda.",
    "Conservas {n} & Filhos, Lda.",
]
PT_N = "Atlântica|Ribamar|Poveira|Algarvia|Matosinhos|Peniche|Nazaré|Vila Real|Olhão|Leixões".split(
    "|"
)
PT_SUP_F = [
    "{n} Embalagens Metálicas, S.A.",
    "{n} - Indústria de Embalagem, Lda.",
    "Metalúrgica {n}, Lda.",
    "{n} Packaging Portugal, S.A.",
    "{n} Litografia, Lda.",
]
PT_SUP_B = ["{n} Cartonagem", "Tipografia {n}"]
PT_SN = "Colep|Ferreira|Moura|Carvalho|Lusometal|Tavares|Mendes|Correia|Vidal|Sampaio".split("|")
PT_CITY = [
    ("4450-718", "Matosinhos"),
    ("2520-211", "Peniche"),
    ("8700-349", "Olhão"),
    ("4490-403", "Póvoa de Varzim"),
    ("2900-065", "Setúbal"),
    ("3830-565", "Ílhavo"),
    ("4730-070", "Vila Verde"),
]
PT_ITEMS = [
    ("Lata club 1/4 125 ml (abertura fácil)", "milh.", 72, 118),
    ("Lata redonda 1/2 RO 280", "milh.", 96, 160),
    ("Tampa abertura fácil 1/4 club", "milh.", 38, 66),
    ("Lata litografada marca cliente 120 g", "milh.", 110, 180),
    ("Cartonagem individual 1/4 club", "milh.", 44, 82),
    ("Caixa de cartão 50 latas", "un.", 0.38, 0.72),
    ("Verniz interior epoxi", "kg", 6, 11),
    ("Selante de cravação", "kg", 9, 16),
    ("Etiqueta autoadesiva 60x40", "rolo", 12, 24),
]


def _pt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    cp, city = rng.choice(PT_CITY)
    buyer = rng.choice(PT_BUY).format(n=rng.choice(PT_N))
    sup = bare_or(rng, PT_SUP_F, PT_SUP_B, 0.15).format(n=rng.choice(PT_SN))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"NE {dt.year}/###", f"ENC-{dt:%y}####", "NE-#####", f"{dt.year}/0###"])
    )
    prop = la.digits(rng, rng.choice(["Proposta n.º ####", "Orçamento ###/##", "Cotação ####"]))
    dot = rng.random() < 0.5
    stated = stated_of(rng)
    page = [1]
    nif = la.digits(rng, "5########")
    capital = pt(Decimal(rng.choice([50000, 250000, 1000000])), dot)

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · NIF {nif} · Capital social {capital} € · C.R.C. {city}",
            6.6,
            grey=0.4,
        )
        d.t(r, d.h - 32, f"Pág. {page[0]}/{of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Nota de Encomenda {po} (continuação)", 9, b=True)
        return 58

    d.t(m, 48, buyer, 14, b=True)
    d.lines(
        m,
        54,
        [
            f"{rng.choice(['Rua do Porto', 'Av. da Liberdade', 'Zona Industrial', 'Cais da Lota'])}, {rng.randint(1, 300)}",
            f"{cp} {city} · Tel. +351 {la.digits(rng, '2## ### ###')}",
            f"NIF {nif}",
        ],
        7.8,
        lead=10,
    )
    bw = 200
    d.box(r - bw, 34, bw, 50, fill=0.92)
    d.t(
        r - bw / 2,
        50,
        la.pick(rng, "NOTA DE ENCOMENDA|Nota de Encomenda|ENCOMENDA A FORNECEDOR"),
        10.5,
        b=True,
        al="c",
    )
    d.t(r - bw + 6, 66, "N.º", 8.4)
    d.t(r - 6, 66, po, 9.4, b=True, al="r")
    d.t(r - bw + 6, 79, "Data", 8.4)
    d.t(r - 6, 79, la.dfmt(dt, rng.choice(["dmy", "dash", "iso"])), 8.4, al="r")
    y = 108
    lab = la.pick(rng, "Fornecedor|FORNECEDOR|Exmo(s). Senhor(es)|Exmos. Senhores")
    d.t(m, y, lab, 8.4, b=lab.startswith("F"), grey=0.3)
    scp, scity = rng.choice(PT_CITY)
    vy = d.lines(
        m,
        y + 4,
        [
            sup,
            f"{rng.choice(['Rua Industrial', 'Parque Empresarial', 'Estrada Nacional 13'])}, {rng.randint(1, 200)}",
            f"{scp} {scity}",
            f"NIF {la.digits(rng, '5########')}",
        ],
        9,
        b_first=True,
        lead=11.5,
    )
    x2 = m + wd * 0.55
    d.t(x2, y, "Local de entrega", 8.4, b=True, grey=0.3)
    d.lines(
        x2,
        y + 4,
        [
            buyer,
            rng.choice(["Armazém de vazio", "Cais de receção - Portão 2", "Linha de enlatamento"]),
            f"{cp} {city}",
        ],
        9,
        lead=11.5,
    )
    y = vy + 8
    d.kv(
        m,
        y,
        [
            ("V/ Referência", prop),
            ("N/ Contribuinte", nif),
            ("Prazo de entrega", la.dfmt(dt + timedelta(days=rng.randint(10, 45)), "dmy")),
            (
                "Condições de pagamento",
                la.pick(rng, "60 dias da data da fatura|30 dias|Pronto pagamento"),
            ),
        ],
        120,
        8,
    )
    y += 4 * 8 * 1.4 + 12
    n = n_lines(rng, [2, 3, 4, 5, 6, 7], [30, 36])
    lines = more_lines(
        rng, PT_ITEMS, n, [5, 10, 20, 50, 120, 400], ["(sardinha)", "(atum)", "(cavala)"]
    )
    body = [
        (
            [
                la.digits(rng, "EM-####"),
                it[0],
                pt(q, dot).split(",")[0],
                it[1],
                pt(p, dot),
                pt(a, dot),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.11, 0.44, 0.1, 0.08, 0.12, 0.15)],
        ["Ref.ª", "Designação", "Qtd.", "Un.", "Preço un.", "Valor €"],
        body,
        "llrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = sum((a for *_, a in lines), ZERO)
    dpct = Decimal(rng.choice([0, 0, 2, 3, 5]))
    disc = r2(net * dpct / 100)
    base = net - disc
    iva = r2(base * Decimal("0.23"))
    total = base + iva
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Total ilíquido", f"{pt(net, dot)} €", False)]
        if disc:
            rows.append((f"Desconto {dpct}%", f"-{pt(disc, dot)} €", False))
        rows += [
            ("Incidência", f"{pt(base, dot)} €", False),
            ("IVA 23%", f"{pt(iva, dot)} €", False),
        ]
        tl = la.pick(rng, "Total (EUR)|Total a pagar|TOTAL|Total da encomenda")
        if rng.random() < 0.4:
            y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6)
            d.t(m + wd * 0.56, y + 14, tl, 9.4, b=True)
            d.t(r - 3, y + 28, f"{pt(total, dot)} €", 10.5, b=True, al="r")
            y += 36
        else:
            rows.append((tl, f"{pt(total, dot)} €", True))
            y = d.summary(m + wd * 0.56, r - 3, y, rows, 8.6, box_last=True)
    else:
        y = wrapped(
            d, m, y, "Preços conforme tabela acordada; o valor será apurado na fatura.", 8.2, wd
        )
    y += 8
    for t in [
        "Mencionar o número desta nota de encomenda na guia de remessa e na fatura. Material com certificado de conformidade alimentar.",
        "Entregas de segunda a sexta, das 8h às 16h. A não conformidade implica a devolução do lote.",
    ]:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.3)
    if y + 40 > bottom:
        y = brk()
    y += 30
    sw = (wd - 20) / 2
    d.sign(m, y, sw, "O Departamento de Compras")
    d.sign(m + sw + 20, y, sw, "Aprovação (Administração)")
    foot()
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def fit21_pt_conserveira_latas_nota_encomenda(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pt)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("fit21_") and callable(fn)
}

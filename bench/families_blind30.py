# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind29 (`blind30_*`), in the
languages the product receives most.

- blind30_zh_dinghuo_hetong_shulan: a mainland Chinese 订货合同 / 订货单 (the two parties in
  stacked panels whose role 需方 / 供方 or 买方 / 卖方 stands vertically in a shaded strip, 甲方
  either the buyer or the seller, a framework and a requisition number beside the order's own,
  prices with or without 13% VAT, 大写, a prepayment clause with its own amount).
- blind30_hk_fax_header_po: a Hong Kong contractor's or caterer's bilingual purchase order
  (a fax-cover style header of To / Attn / Fax beside P.O. No. / Date / From / Page, the
  supplier's Chinese name then its English name, bilingual item lines, HK$ totals, a deposit
  and balance after the total at times, the amount in English words).
- blind30_ja_hacchusho_zeiritsu_uchiwake: a Japanese maker's 発注書 from a spreadsheet-style
  template (the number in a two-by-two grid at the top right, the supplier with 御中 or 様,
  件名 / 納期 / 納品場所 / 支払条件 rows, the buyer's qualified-invoice registration number, a
  税率別内訳 table beside 小計 / 消費税 / 合計, whole yen).
- blind30_en_us_po_order_from_remit_to: a US distributor's or plant's PO on Letter paper (a
  two-by-two grid of Order From / Ship To / Remit To / Bill To, the remit-to party at times a
  factoring company or a parent, two-line item rows with manufacturer part numbers, a
  continuation header on every further page, sales tax and freight).
- blind30_de_at_ch_bestellung_besteller_lieferant: an Austrian or Swiss Bestellung as a form
  (framed Besteller and Lieferant boxes side by side in either order, delivery and invoice
  boxes, a terms strip, per-line discounts, USt 20 % in EUR or MWST 8.1 % in CHF rounded to
  five Rappen, a register footer).
- blind30_fr_be_bon_commande_htva_tvac: a Belgian bon de commande (a three-cell title
  cartouche, the parties in a ruled sheet of shaded labels, n° d'entreprise, TVA 21 % / 6 %,
  Total HTVA / Total TVAC).
- blind30_es_ar_orden_compra_cuit: an Argentine orden de compra (the header split by a centred
  "X" box, a punto-de-venta style number, CUIT and Ingresos Brutos of both parties, a
  monotributista supplier without IVA at times, IVA 21 % / 10,5 %, $ 1.234,56).
- blind30_it_ordine_committente_fornitore: an Italian ordine d'acquisto (a ruled anagrafica
  table whose shaded first column names COMMITTENTE, FORNITORE and the destination in either
  order, a grid of order data, IVA codes per line, a castelletto IVA beside the totals, general
  conditions that run on).
- blind30_nl_be_bestelbon_boekje: a Flemish bestelbon from a pre-printed carbon booklet (A5,
  the buyer printed at the top, the serial number in red, the fields filled in blue on dotted
  lines, a fixed grid of rows, btw 21 % or 6 %, the copies' colours at the foot).
- blind30_pt_br_pedido_erp_paisagem: a Brazilian ERP pedido de compras in landscape and
  typewriter type (a ruled frame repeated on every sheet, Fornecedor with code and loja apart,
  CNPJ / IE, IPI per line, ICMS as information, frete, despesas, desconto, Total Geral).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, framework, contract-clause,
job or cost-centre number); the supplier exactly as printed (the vendor's name line; a Hong
Kong vendor's Chinese name where its English one follows); the grand total as "1234.50"
(whole yen as "1234.00"; before deposits; "" when the document states none, about one
document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, A5, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402
from families_blind28 import draw_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
RED = Color(0.78, 0.1, 0.1)
BLUE_INK = Color(0.08, 0.16, 0.55)


def eu(v: Decimal) -> str:
    """1.234,56 (de-AT, es-AR, it, nl-BE, pt-BR)."""
    return grouped(v, ".", ",")


def chf(v: Decimal) -> str:
    """1'234.55 (Switzerland)."""
    return grouped(v, "'", ".")


def r05(v: Decimal) -> Decimal:
    """Rounded to five Rappen."""
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def bare_or(rng: random.Random, formed: list, bare: list, p: float = 0.4):
    """A vendor name pattern: with no legal form about `p` of the time."""
    return rng.choice(bare if rng.random() < p else formed)


def more_lines(
    rng: random.Random, pool: list, n: int, qtys: list[int], tags: list[str], **kw
) -> list[tuple]:
    """draw_lines, and past the pool's size more lines of the same articles in other variants."""
    out = draw_lines(rng, pool, n, qtys, **kw)
    while len(out) < n:
        for it, q, p, a in draw_lines(rng, pool, n - len(out), qtys, **kw):
            out.append(((f"{it[0]} {rng.choice(tags)}", *it[1:]), q, p, a))
    return out


# --------------------------------------------------------------------------- 1 zh-Hans 订货合同 with stacked party panels and vertical role strips

ZH_CITY = ["杭州", "南京", "合肥", "济南", "郑州", "长沙", "南昌", "石家庄", "太原", "西安"]
ZH_BUY = "{c}{b}建设工程有限公司|{c}{b}物业服务有限公司|{c}{b}食品股份有限公司|{c}{b}环境科技有限公司|{c}市{b}实验中学|{c}{b}酒店管理有限公司"
ZH_BUY_B = "中天 东方 汇丰 金诚 华信 同创 润泽 安达 远航 正和".split()
ZH_SUP_FORMED = "{c}{b}电气设备有限公司|{c}市{b}建材有限公司|{b}水暖器材（{c}）有限公司|{c}{b}消防器材有限公司|{c}{b}办公家具有限公司|{c}{b}照明科技股份有限公司".split(
    "|"
)
ZH_SUP_BARE = "{c}{b}建材商行|{b}水暖器材经营部|{c}市{b}电料行|{b}灯饰批发部|{c}{b}办公用品店|{b}消防器材门市部|{c}{b}五金建材".split(
    "|"
)
ZH_SUP_B = "立信 广源 荣昌 天和 鑫盛 宏发 兴隆 百川 盛达 佳和".split()
ZH_GOODS = [
    ("阻燃电缆", "ZR-YJV 3×4+1×2.5", "米", 28, 46),
    ("镀锌钢管", "DN50 壁厚3.5", "根", 120, 180),
    ("LED平板灯", "600×600 36W", "套", 85, 150),
    ("PPR给水管", "dn25 S3.2", "米", 6, 11),
    ("干粉灭火器", "MFZ/ABC4 4kg", "具", 75, 110),
    ("空气开关", "DZ47-63 C32 3P", "只", 28, 55),
    ("防火门", "乙级 1000×2100", "樘", 850, 1400),
    ("办公桌", "1400×700 钢木", "张", 480, 860),
    ("不锈钢水槽", "双槽 820×450", "个", 260, 480),
    ("水泥", "P.O 42.5 袋装", "吨", 420, 560),
    ("防水卷材", "SBS 3mm", "平方米", 22, 38),
    ("乳胶漆", "内墙 18L", "桶", 280, 460),
    ("网线", "超五类 305米/箱", "箱", 320, 520),
    ("监控摄像机", "400万像素 红外", "台", 260, 520),
    ("铝合金百叶", "300×300", "个", 45, 80),
    ("PVC电线管", "Φ20 中型", "根", 3.5, 6),
    ("应急照明灯", "双头 LED", "只", 45, 85),
    ("排水管", "PVC-U dn110", "根", 38, 65),
]


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(40, 52)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    city = rng.choice(ZH_CITY)
    buyer = rng.choice(ZH_BUY.split("|")).format(c=city, b=rng.choice(ZH_BUY_B))
    sup = bare_or(rng, ZH_SUP_FORMED, ZH_SUP_BARE).format(
        c=rng.choice(ZH_CITY), b=rng.choice(ZH_SUP_B)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DH{Y}{m}{n3}|HT-{Y}-{n4}|{y}{m}{d}-{n2}|CG{Y}{n5}|GX-{y}{n4}")
    kj = cj.number(rng, d, "KJ-{Y}-{n3}|XY{y}{n4}")
    qg = cj.number(rng, d, "SQ{y}{m}{n4}|QG-{n5}")
    sup_jia = rng.random() < 0.5
    buy_role, sup_role = ("需方", "供方") if rng.random() < 0.7 else ("买方", "卖方")
    buy_tag, sup_tag = ("乙方", "甲方") if sup_jia else ("甲方", "乙方")
    title = cj.pick(rng, "订 货 合 同|订货合同|产品订货单|购 销 合 同|物资订货合同")
    po_lab = cj.pick(rng, "合同编号|订单编号|编　　号|订货单号")
    stated = stated_of(rng)
    incl = rng.random() < 0.7
    page = [1]
    ink = rng.choice([black, Color(0.1, 0.2, 0.45), Color(0.45, 0.12, 0.1)])
    dstyle = rng.choice(["cn", "cn0", "iso"])

    def foot() -> None:
        s = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s, 7.5, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"{title.replace(' ', '')}（续）　{po_lab.replace('　', '')}：{po}", 8.6)
        pdf.line(m, 45, right, 45, lw=0.5)
        return 56

    y = 52
    pdf.text(pdf.w / 2, y, title, 19, align="c", bold=True, colour=ink, space=1)
    pdf.line(pdf.w / 2 - 80, y + 6, pdf.w / 2 + 80, y + 6, lw=1.2, colour=ink)
    pdf.line(pdf.w / 2 - 80, y + 8.5, pdf.w / 2 + 80, y + 8.5, lw=0.5, colour=ink)
    y += 28
    pdf.text(right, y, f"{po_lab}：{po}", 9.4, align="r", bold=True)
    pdf.text(m, y, f"签订地点：{city}市", 8.4)
    y += 13
    pdf.text(right, y, f"签订日期：{cj.fdate(d, dstyle)}", 8.4, align="r")
    if rng.random() < 0.6:
        pdf.text(m, y, f"框架协议号：{kj}", 8.4)
    y += 12

    def panel(y: float, tag: str, role: str, name: str) -> float:
        rows = [
            ("统一社会信用代码", cj.credit_code(rng), "法定代表人", cj.person(rng)),
            ("地　　址", cj.zh_addr(rng), "委托代理人", cj.person(rng)),
            ("电　　话", cj.zh_tel(rng), "手　　机", cj.mobile(rng)),
        ]
        if rng.random() < 0.6:
            bk, acct = cj.bank(rng)
            rows.append(("开户银行", bk, "账　　号", acct))
        rh = 15
        h = rh * (len(rows) + 1)
        sw = 34
        pdf.rect(m, y, wd, h, stroke=ink, lw=0.8)
        pdf.rect(m, y, sw, h, fill=PALE, stroke=ink, lw=0.8)
        pdf.text(m + sw / 2, y + 11, tag, 7.6, align="c", colour=ink)
        pdf.vtext(m + sw / 2, y + 27, role, 12, colour=ink)
        x0 = m + sw + 6
        lw = 70
        pdf.text(x0, y + 11, "单位名称", 8, colour=GREY)
        pdf.text(x0 + lw, y + 11, name, 10.5, bold=True)
        half = (wd - sw - 6) / 2
        for k, (l1, v1, l2, v2) in enumerate(rows, 1):
            yy = y + k * rh + 11
            pdf.line(m + sw, y + k * rh, right, y + k * rh, lw=0.3, colour=GREY)
            pdf.text(x0, yy, l1, 7.4, colour=GREY)
            pdf.text(x0 + lw, yy, v1, 7.6, maxw=half - lw - 6)
            pdf.text(x0 + half, yy, l2, 7.4, colour=GREY)
            pdf.text(x0 + half + 52, yy, v2, 7.6, maxw=half - 58)
        return y + h

    if sup_jia:
        y = panel(y, "甲方", sup_role, sup) + 6
        y = panel(y, "乙方", buy_role, buyer) + 12
    else:
        y = panel(y, "甲方", buy_role, buyer) + 6
        y = panel(y, "乙方", sup_role, sup) + 12
    intro = (
        f"{buy_tag}（{buy_role}）因{cj.pick(rng, '工程建设|日常运营|办公楼装修|设备维修改造')}需要，向{sup_tag}（{sup_role}）订购下列产品。"
        f"双方依据《中华人民共和国民法典》，本着平等互利的原则，经友好协商签订本合同，共同遵守。"
    )
    y = pdf.para(m, y, intro, 8.2, wd, lead=1.6) + 2
    if rng.random() < 0.5:
        y = pdf.para(m, y, f"（采购申请单号：{qg}）", 7.6, wd) + 2
    lines = draw_lines(
        rng,
        ZH_GOODS,
        rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16]),
        [2, 5, 10, 20, 30, 50, 100, 200],
        big=800,
    )
    deliv = cj.later(rng, d, 5, 30)
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p),
                    cj.money(a),
                    cj.fdate(deliv, "iso") if rng.random() < 0.5 else "按通知",
                ],
                a,
            )
        )
    ws = cj.rel(wd, [5, 15, 20, 7, 8, 11, 13, 13])
    tag = "含税" if incl else "不含税"
    heads = ["序号", "产品名称", "规格型号", "单位", "数量", f"{tag}单价", f"{tag}金额", "交货日期"]
    rowh = rng.choice([16, 17, 19])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllcrrrc",
        rowh=rowh,
        size=7.4,
        bottom=bottom - 20,
        brk=brk,
        hh=18,
    )
    sub = sum((a for _c, a in body), ZERO)
    if incl:
        total = sub
        net = r2(total / Decimal("1.13"))
        tax = total - net
    else:
        net = sub
        tax = r2(net * Decimal("0.13"))
        total = net + tax
    tw_ = [sum(ws[:6]), ws[6], ws[7]]
    if stated:
        if y + 4 * rowh > bottom:
            y = brk()
        if incl:
            y = crow(
                pdf,
                m,
                y,
                tw_,
                ["合　　计", cj.money(total), ""],
                "rrl",
                h=rowh,
                size=7.6,
                bold=True,
            )
        else:
            y = crow(pdf, m, y, tw_, ["不含税合计", cj.money(net), ""], "rrl", h=rowh, size=7.4)
            y = crow(pdf, m, y, tw_, ["增值税（13%）", cj.money(tax), ""], "rrl", h=rowh, size=7.4)
            y = crow(
                pdf,
                m,
                y,
                tw_,
                ["价税合计", cj.money(total), ""],
                "rrl",
                h=rowh,
                size=7.6,
                bold=True,
            )
        y = crow(
            pdf,
            m,
            y,
            [wd],
            [
                f"合同总金额（{'含13%增值税' if incl else '价税合计'}）：人民币（大写）{cj.daxie(total)}　　（小写）¥{cj.money(total)}"
            ],
            "l",
            h=rowh + 2,
            size=7.8,
            fill=PALE,
        )
    else:
        y = crow(
            pdf,
            m,
            y,
            [wd],
            ["以上单价为固定单价，数量以实际送货验收为准，按月结算，合同不约定总金额。"],
            "l",
            h=rowh + 2,
            size=7.6,
        )
    y += 12
    dep_pct = rng.choice([20, 30, 50])
    clauses = [
        "一、质量标准：按国家现行标准及生产厂家企业标准执行，产品须附出厂合格证、检测报告，品牌、型号须与本合同一致。",
        f"二、交货时间及地点：{cj.fdate(deliv, dstyle)}前送达{buy_tag}指定地点（{cj.zh_addr(rng)}），运输及装卸费用由{sup_tag}承担。",
        (
            f"三、付款方式：合同签订后五个工作日内{buy_tag}向{sup_tag}预付合同总额的{dep_pct}%，即人民币{cj.money(r2(total * dep_pct / 100))}元；"
            f"货到验收合格并收到{sup_tag}开具的全额增值税专用发票后30日内付清余款。"
            if stated
            else f"三、结算方式：每月25日双方对账，{sup_tag}按实际送货数量开具增值税专用发票，{buy_tag}收票后30日内付款。"
        ),
        f"四、验收：{buy_tag}应在到货后三个工作日内验收，如有质量异议应书面通知{sup_tag}，{sup_tag}须在七日内无条件退换。",
        f"五、违约责任：{sup_tag}逾期交货的，每逾期一日按未交货部分金额的0.5%支付违约金；{buy_tag}逾期付款的，按同期LPR支付利息。",
        f"六、争议解决：双方协商解决；协商不成的，向{buy_tag}所在地人民法院提起诉讼。",
        "七、本合同一式两份，双方各执一份，自双方签字并盖章之日起生效，传真件、扫描件与原件具有同等效力。",
    ]
    for t in clauses:
        if y > bottom - 16:
            y = brk()
        y = pdf.para(m, y, t, 7.8, wd, lead=1.55) + 1
    y += 14
    if y + 84 > bottom:
        y = brk() + 6
    half = wd / 2
    parties = (
        [("甲方", sup_role, sup), ("乙方", buy_role, buyer)]
        if sup_jia
        else [("甲方", buy_role, buyer), ("乙方", sup_role, sup)]
    )
    for k, (tg, role, name) in enumerate(parties):
        x = m + k * half
        pdf.rect(x, y, half, 84, stroke=ink, lw=0.6)
        pdf.text(x + 6, y + 14, f"{tg}（{role}）（盖章）：", 8.2, bold=True)
        pdf.text(x + 6, y + 30, name, 8.4, maxw=half - 12)
        pdf.text(x + 6, y + 50, "法定代表人或委托代理人：", 7.8)
        pdf.text(x + 6, y + 72, "日　　期：　　　年　　月　　日", 7.8)
        if rng.random() < 0.55:
            pdf.stamp(x + half - 50, y + 44, name, rng, caption="合同专用章", r=30)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_zh_dinghuo_hetong_shulan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 2 zh-Hant Hong Kong PO with a fax-cover header

HK_NAMES = [
    ("永發", "Wing Fat"),
    ("利興", "Lee Hing"),
    ("合昌", "Hop Cheong"),
    ("新輝", "Sun Fai"),
    ("富華", "Fu Wah"),
    ("偉業", "Wai Yip"),
    ("建興", "Kin Hing"),
    ("德豐", "Tak Fung"),
    ("恒泰", "Hang Tai"),
    ("俊峰", "Chun Fung"),
    ("寶昌", "Po Cheong"),
    ("聯發", "Luen Fat"),
]
HK_KEE = [
    ("祥", "Cheung"),
    ("發", "Fat"),
    ("榮", "Wing"),
    ("明", "Ming"),
    ("強", "Keung"),
    ("財", "Choi"),
]
HK_TRADE = [
    ("五金", "Hardware"),
    ("水電", "Plumbing & Electrical"),
    ("油漆", "Painting"),
    ("電器", "Electrical"),
    ("傢俬", "Furniture"),
    ("玻璃", "Glass"),
    ("鋁窗", "Aluminium Windows"),
    ("清潔用品", "Cleaning Supplies"),
    ("文具", "Stationery"),
    ("食品", "Food"),
]
HK_SUP_FORMED = [
    ("{c}{t}有限公司", "{C} {T} Company Limited"),
    ("{c}{t}工程有限公司", "{C} {T} Engineering Limited"),
    ("{c}{t}（香港）有限公司", "{C} {T} (H.K.) Limited"),
    ("{c}{t}貿易有限公司", "{C} {T} Trading Co., Ltd."),
]
HK_SUP_BARE = [
    ("{k}記{t}", "{K} Kee {T}"),
    ("{c}{t}行", "{C} {T} Company"),
    ("{c}{t}公司", "{C} {T} Co."),
    ("{k}記{t}工程", "{K} Kee {T} Engineering"),
    ("{c}{t}批發", "{C} {T} Wholesale"),
]
HK_BUY = [
    ("{c}建築有限公司", "{C} Construction Company Limited"),
    ("{c}物業管理有限公司", "{C} Property Management Limited"),
    ("{c}酒家", "{C} Restaurant"),
    ("{c}國際學校", "{C} International School"),
    ("{c}設計工程有限公司", "{C} Design & Build Limited"),
    ("{c}餐飲集團有限公司", "{C} Catering Group Limited"),
]
HK_BUY_N = [
    ("嘉豪", "Ka Ho"),
    ("信和", "Sun Wo"),
    ("華生", "Wah Sang"),
    ("東昇", "Tung Sing"),
    ("美興", "Mei Hing"),
    ("金寶", "Kam Po"),
]
HK_ITEMS = [
    ("Cement 50kg", "英泥 50公斤", "bag 包", 42, 62),
    ("Plywood 18mm 4'x8'", "夾板 18mm 4呎x8呎", "pc 塊", 210, 320),
    ("Emulsion paint, white, 5 gal", "乳膠漆 白色 5加侖", "tin 罐", 380, 620),
    ("PVC conduit 20mm", "PVC 電線喉 20mm", "length 支", 14, 24),
    ("Copper pipe 15mm", "銅喉 15mm", "length 支", 95, 160),
    ("LED downlight 12W", "LED 筒燈 12W", "pc 個", 48, 95),
    ("Socket outlet 13A twin", "13A 雙位插座", "pc 個", 38, 75),
    ("Floor tile 600x600", "地磚 600x600", "box 箱", 160, 260),
    ("Silicone sealant", "玻璃膠", "tube 支", 22, 38),
    ("Aluminium window, casement", "鋁窗 平開", "set 套", 1800, 3200),
    ("Tempered glass 10mm", "鋼化玻璃 10mm", "sq.ft 平方呎", 45, 75),
    ("Stainless steel sink", "不銹鋼星盆", "set 套", 680, 1350),
    ("Cooking oil 18L", "食油 18公升", "tin 罐", 210, 290),
    ("Rice, Thai fragrant 25kg", "泰國香米 25公斤", "bag 包", 260, 340),
    ("Dishwashing liquid 5L", "洗潔精 5公升", "btl 樽", 45, 80),
    ("A4 copy paper 80g", "A4 影印紙 80克", "box 箱", 160, 230),
    ("Labour, electrician", "電工 人工", "day 工", 1100, 1600),
    ("Scaffolding hire", "棚架租用", "lot 項", 2800, 6500),
]


def hk_words(v: Decimal) -> str:
    return cj.en_words(v).replace("US DOLLARS", "HONG KONG DOLLARS")


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    bc, be = rng.choice(HK_BUY_N)
    bpat = rng.choice(HK_BUY)
    buyer, buyer_en = bpat[0].format(c=bc), bpat[1].format(C=be)
    (c, ce), (k, ke), (t, te) = rng.choice(HK_NAMES), rng.choice(HK_KEE), rng.choice(HK_TRADE)
    pat = bare_or(rng, HK_SUP_FORMED, HK_SUP_BARE, 0.45)
    sup = pat[0].format(c=c, k=k, t=t)
    sup_en = pat[1].format(C=ce, K=ke, T=te)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n4}|P-{n5}|PO/{y}/{n4}|{n6}|PO-{Y}-{n3}")
    quote = cj.number(rng, d, "Q{y}{n4}|QT-{n5}|{n4}/{y}")
    job = cj.number(rng, d, "J{y}-{n3}|JOB {n4}|C{n4}")
    stated = stated_of(rng)
    page = [1]
    cur = rng.choice(["HK$", "HK$ ", "$"])
    ink = rng.choice([black, Color(0.05, 0.25, 0.45), Color(0.35, 0.1, 0.3)])
    dd = cj.fdate(d, "hk")
    person = f"{rng.choice(['Mr.', 'Ms.', 'Miss'])} {rng.choice(['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ng', 'Ho', 'Yeung'])}"

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        pdf.text(right, pdf.h - 24, s, 7, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"P.O. No. {po}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(
            m, 40, f"{buyer_en}  -  PURCHASE ORDER 採購訂單 (Cont'd 續)", 9, bold=True, colour=ink
        )
        return 52

    y = 40
    cen = rng.random() < 0.6
    x0, al = (pdf.w / 2, "c") if cen else (m, "l")
    pdf.text(x0, y, buyer, 16, align=al, bold=True, colour=ink)
    pdf.text(
        x0, y + 14, buyer_en.upper() if rng.random() < 0.5 else buyer_en, 9.6, align=al, colour=ink
    )
    addr = f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 180)}號{rng.choice(['興業', '宏達', '嘉昌', '恆豐'])}大廈{rng.randint(2, 25)}樓{rng.choice('ABCDEF')}室"
    pdf.text(x0, y + 26, addr, 7.4, align=al, colour=GREY)
    pdf.text(
        x0,
        y + 36,
        f"Tel: {cj.hk_tel(rng)}   Fax: {cj.hk_tel(rng)}   E-mail: purchase@{be.replace(' ', '').lower()}.com.hk",
        7.4,
        align=al,
        colour=GREY,
    )
    y += 48
    pdf.line(m, y, right, y, lw=1.4, colour=ink)
    y += 22
    pdf.text(x0, y, "PURCHASE ORDER  採購訂單", 15, align=al, bold=True)
    y += 16
    lx, rx = m, m + wd * 0.56
    lw, rwid = 64, 86
    left_rows = [
        ("To 致", sup, 10.2, True),
        ("", sup_en, 8.4, False),
        (
            "Attn 經辦人",
            f"{person} {rng.choice(['陳生', '黃生', '李小姐', '張先生', '劉太'])}",
            8.2,
            False,
        ),
        ("Tel 電話", cj.hk_tel(rng), 8.2, False),
        ("Fax 傳真", cj.hk_tel(rng), 8.2, False),
    ]
    right_rows = [
        (cj.pick(rng, "P.O. No. 訂單編號|PO No. 訂單號碼|Order No. 訂單號"), po, 9, True),
        ("Date 日期", dd, 8.2, False),
        (
            "From 發出人",
            f"{rng.choice(['Kelvin', 'Winnie', 'Ivan', 'Cathy', 'Alan', 'Joyce'])} {rng.choice(['Tang', 'Leung', 'Kwok', 'Yip', 'Tsang'])}",
            8.2,
            False,
        ),
        ("Page 頁數", f"1 of {of}" if of else "1", 8.2, False),
        ("Your Ref. 貴司報價", quote, 8.2, False),
    ]
    if rng.random() < 0.6:
        right_rows.append(("Job No. 工程編號", job, 8.2, False))
    for k, (lab, val, size, b) in enumerate(left_rows):
        yy = y + k * 14 + 10
        if lab:
            pdf.text(lx, yy, lab, 7.6, colour=GREY)
            pdf.text(lx + lw - 6, yy, ":", 7.6, colour=GREY)
        pdf.text(lx + lw, yy, val, size, bold=b, maxw=rx - lx - lw - 8)
    for k, (lab, val, size, b) in enumerate(right_rows):
        yy = y + k * 14 + 10
        pdf.text(rx, yy, lab, 7.6, colour=GREY)
        pdf.text(rx + rwid - 6, yy, ":", 7.6, colour=GREY)
        pdf.text(rx + rwid, yy, val, size, bold=b)
    y += max(len(left_rows), len(right_rows)) * 14 + 8
    pdf.line(m, y, right, y, lw=0.5)
    y += 14
    site = cj.pick(rng, "將軍澳工地|觀塘辦公室|荃灣倉|旺角分店|九龍灣中央廚房|屯門工地")
    pdf.text(
        m,
        y,
        f"Re 事由 : Supply of materials for {site} {cj.pick(rng, '翻新工程|裝修工程|日常運作|維修保養')}",
        8.4,
        bold=True,
    )
    y += 16
    pdf.text(m, y, "Dear Sirs, 敬啟者：", 8.4)
    y += 13
    pdf.text(
        m,
        y,
        "We are pleased to place our order with you for the following: 茲訂購下列貨品，請依期送貨：",
        8.2,
    )
    y += 8
    lines = draw_lines(
        rng,
        HK_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18]),
        [1, 2, 3, 5, 6, 10, 12, 20, 30, 50],
        big=1500,
    )
    body = [
        (
            [str(i), f"{it[0]}\n{it[1]}", f"{q:,.0f}", it[2], us(p), us(a)],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [6, 42, 8, 11, 14, 16])
    heads = [
        "Item\n項目",
        "Description\n貨品說明",
        "Qty\n數量",
        "Unit\n單位",
        "Unit Price\n單價 (HK$)",
        "Amount\n金額 (HK$)",
    ]
    rowh = rng.choice([24, 25, 27])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "clrcrr",
        rowh=rowh,
        size=7.4,
        bottom=bottom - 24,
        brk=brk,
        hh=24,
    )
    sub = sum((a for _c, a in body), ZERO)
    disc = r2(sub * Decimal(rng.choice(["0.03", "0.05", "0.1"]))) if rng.random() < 0.3 else ZERO
    trans = Decimal(rng.choice([0, 0, 0, 150, 200, 300, 500]))
    total = sub - disc + trans
    if y + 110 > bottom:
        y = brk()
    tws = [sum(ws[:5]), ws[5]]
    if stated:
        rows = [("Sub-total 小計", us(sub))]
        if disc:
            rows.append(("Less: Discount 減：折扣", f"({us(disc)})"))
        if trans:
            rows.append(("Transportation 運費", us(trans)))
        for lab, val in rows:
            y = crow(pdf, m, y, tws, [lab, val], "rr", h=17, size=7.8)
        y = crow(
            pdf,
            m,
            y,
            tws,
            [cj.pick(rng, "TOTAL 總額|Grand Total 總計|Total Amount 總金額"), f"{cur}{us(total)}"],
            "rr",
            h=18,
            size=8.6,
            bold=True,
            fill=PALE,
        )
        if rng.random() < 0.6:
            y = crow(pdf, m, y, [wd], [f"({hk_words(total)})"], "l", h=16, size=7.2)
        if rng.random() < 0.3:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            y += 4
            y = crow(pdf, m, y, tws, ["Deposit paid 已付訂金", us(dep)], "rr", h=16, size=7.6)
            y = crow(
                pdf,
                m,
                y,
                tws,
                ["Balance due on delivery 餘款（送貨時付）", us(total - dep)],
                "rr",
                h=16,
                size=7.6,
            )
    else:
        y += 8
        pdf.text(
            m,
            y,
            "Unit rates only - to be paid on actual quantities delivered. 按實際送貨數量計算。",
            8,
            colour=RED,
        )
        y += 6
    y += 16
    terms = [
        ("Delivery Date 交貨日期", cj.fdate(cj.later(rng, d, 3, 21), "hk")),
        ("Delivery Address 送貨地址", f"{site}, {rng.choice(cj.HK_PLACE)}{rng.randint(1, 99)}號"),
        (
            "Payment Terms 付款條件",
            cj.pick(
                rng,
                "C.O.D. 貨到付款|30 days after invoice 發票後30天|Cheque on delivery 送貨收票|Monthly statement 月結",
            ),
        ),
        (
            "Remarks 備註",
            "Please quote our P.O. No. on all delivery notes and invoices. 送貨單及發票請註明本公司訂單編號。",
        ),
    ]
    for lab, val in terms:
        if y > bottom - 14:
            y = brk()
        pdf.text(m, y, lab, 7.6, colour=GREY)
        pdf.text(m + 120, y, val, 7.8, maxw=wd - 120)
        y += 13
    y += 30
    if y + 60 > bottom:
        y = brk() + 30
    half = wd / 2
    pdf.text(m, y - 14, "For and on behalf of 代表", 7.6)
    pdf.text(m, y - 4, buyer_en, 8, bold=True)
    pdf.line(m, y + 32, m + half - 30, y + 32, lw=0.5)
    pdf.text(m, y + 42, "Authorised Signature(s) 授權簽署", 7.4)
    pdf.text(m + half, y - 4, "Confirmed & Accepted by Supplier 供應商確認接受：", 7.8)
    pdf.line(m + half, y + 32, right, y + 32, lw=0.5)
    pdf.text(m + half, y + 42, "Company Chop & Signature 公司印鑑及簽署　　Date 日期", 7.4)
    if rng.random() < 0.4:
        pdf.stamp(m + 120, y + 14, buyer, rng, r=26)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_hk_fax_header_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 3 ja 発注書 from a spreadsheet template with a 税率別内訳 table

JA_T = "精工 電機 工業 商事 産業 技研 機材 化成 製作所".split()
JA_T2 = "製作所 工業所 商店 工務店 塗装店 電設 鉄工所 印刷所 板金".split()
JA_B = "東邦 三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田 富士見 明星".split()
JA_ITEMS2 = [
    ("S45C 丸棒", "φ32×1000", "本", 10, 2800, 4600),
    ("六角穴付ボルト", "M8×25 SCM435 (100本入)", "箱", 10, 1200, 2200),
    ("アルミ板", "A5052 t3 1000×2000", "枚", 10, 12000, 19000),
    ("リニアガイド", "HSR20 L=600", "本", 10, 18000, 32000),
    ("エアシリンダ", "CDQ2B40-30DZ", "個", 10, 6800, 11500),
    ("近接センサ", "E2E-X5ME1 2M", "個", 10, 3200, 5600),
    ("切削工具 エンドミル", "φ10 4枚刃 超硬", "本", 10, 4800, 8900),
    ("板金加工", "SPCC t1.6 カバー 図番 K-{n}", "式", 10, 25000, 88000),
    ("溶接加工", "フレーム 図番 W-{n}", "式", 10, 45000, 150000),
    ("塗装", "メラミン焼付 マンセル N7", "式", 10, 15000, 48000),
    ("ダンボール", "A式 600×400×300", "枚", 10, 180, 320),
    ("ミネラルウォーター", "2L×6本", "ケース", 8, 780, 1200),
    ("緑茶 ペットボトル", "525ml×24本", "ケース", 8, 2200, 3100),
    ("軍手", "綿100% 12双組", "組", 10, 380, 680),
    ("ウエス", "白 10kg", "袋", 10, 2400, 3800),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    buyer = cj.ja_firm(rng).name
    b = rng.choice(JA_B)
    if rng.random() < 0.4:
        sup = rng.choice([f"{rng.choice(cj.JA_SUR)}{rng.choice(JA_T2)}", f"{b}{rng.choice(JA_T2)}"])
    else:
        tt = rng.choice(JA_T)
        sup = rng.choice(
            [f"株式会社{b}{tt}", f"{b}{tt}株式会社", f"有限会社{b}{tt}", f"合同会社{b}{tt}"]
        )
    hon = rng.choice(["御中", "御中", "様"])
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HC-{y}{m}-{n4}|{Y}{m}{d}-{n2}|P{n7}|{n6}|H{y}-{n5}")
    quote = cj.number(rng, d, "見積No.{n5}|M-{y}{n4}")
    stated = stated_of(rng)
    page = [1]
    dstyle = rng.choice(["cn", "reiwa", "slash"])
    ystyle = rng.choice([0, 1, 2])
    accent = rng.choice(
        [
            Color(0.2, 0.35, 0.55),
            Color(0.25, 0.45, 0.3),
            Color(0.45, 0.45, 0.45),
            Color(0.55, 0.25, 0.15),
        ]
    )
    light = Color(0.93, 0.94, 0.96)
    po_lab = cj.pick(rng, "発注番号|発注No.|注文番号|発注書番号")
    reg = f"T{rng.randint(1000000000000, 9999999999999)}"

    def brk() -> float:
        pdf.text(right, pdf.h - 26, "（次頁へ続く）", 7.4, align="r", colour=GREY)
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"発注書（続き）　{po_lab}：{po}", 9, bold=True)
        pdf.text(right, 40, f"{page[0]} / {of}" if of else str(page[0]), 8, align="r")
        pdf.line(m, 45, right, 45, lw=0.8, colour=accent)
        return 56

    y = 48
    pdf.text(
        m, y, cj.pick(rng, "発 注 書|発注書|発　注　書"), 20, bold=True, colour=accent, space=2
    )
    pdf.line(m, y + 7, right, y + 7, lw=2, colour=accent)
    gx = right - 200
    kgrid(
        pdf,
        gx,
        y - 30,
        [70, 130],
        [["発注日", cj.fdate(d, dstyle)], [po_lab, po]],
        h=14,
        size=8,
        ink=accent,
        labels=(0,),
        fill=light,
    )
    if of and of > 1:
        pdf.text(right, y - 36, f"1 / {of}", 7.4, align="r", colour=GREY)
    y += 34
    pdf.text(m, y, f"{sup}　{hon}", 13.5, bold=True)
    pdf.line(m, y + 5, m + wd * 0.55, y + 5, lw=0.8)
    if rng.random() < 0.5:
        pdf.text(m, y + 18, f"ご担当：{rng.choice(cj.JA_SUR)} {rng.choice(cj.JA_GIVEN)} 様", 8.2)
    bx = m + wd * 0.6
    pdf.text(bx, y, buyer, 10.5, bold=True)
    pdf.text(bx, y + 13, cj.ja_addr(rng), 7, maxw=right - bx)
    pdf.text(bx, y + 24, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.2)
    pdf.text(bx, y + 35, f"登録番号：{reg}", 7.2)
    pdf.text(
        bx,
        y + 46,
        f"担当：{cj.pick(rng, '購買課|資材部|製造部 生産管理課|総務課')}　{rng.choice(cj.JA_SUR)}",
        7.2,
    )
    if rng.random() < 0.7:
        pdf.stamp(right - 24, y + 22, buyer, rng, shape="rect", r=20)
    y += 34
    pdf.text(m, y, "下記のとおり発注いたします。", 8.6)
    y += 10
    deliv = cj.later(rng, d, 7, 45)
    rows = [
        (
            "件名",
            cj.pick(rng, "生産設備用部材|治具製作用材料|第2工場 保全用品|試作品部材|社内備品"),
        ),
        ("納期", cj.fdate(deliv, dstyle)),
        ("納品場所", cj.pick(rng, "弊社本社工場 資材受入|弊社第二工場|御社にて引取り|現地直送")),
        (
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|月末締め翌々月15日払い|20日締め翌月10日払い"),
        ),
        ("御見積", quote),
    ]
    for lab, val in rows:
        y += 14
        pdf.rect(m, y - 10, 58, 13, fill=light, stroke=None)
        pdf.text(m + 29, y, lab, 7.8, align="c")
        pdf.text(m + 66, y, val, 8.2)
        pdf.line(m, y + 3, m + wd * 0.55, y + 3, lw=0.3, colour=GREY)
    y += 14
    lines = more_lines(
        rng,
        JA_ITEMS2,
        rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 28, 36]),
        [1, 2, 3, 4, 5, 10, 20, 50, 100],
        ["（予備）", "（2号機用）", "（追加分）", "（B仕様）"],
        places=0,
        big=15000,
    )
    n8 = sum((a for it, _q, _p, a in lines if it[3] == 8), ZERO)
    n10 = sum((a for it, _q, _p, a in lines if it[3] == 10), ZERO)
    t8 = (n8 * Decimal("0.08")).quantize(Decimal(1), rounding=ROUND_DOWN)
    t10 = (n10 * Decimal("0.10")).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = n8 + n10 + t8 + t10
    if stated:
        pdf.rect(m, y, wd * 0.55, 24, stroke=accent, lw=1)
        pdf.rect(m, y, 96, 24, fill=accent, stroke=accent, lw=1)
        pdf.text(
            m + 48,
            y + 15.5,
            cj.pick(rng, "発注金額（税込）|合計金額（税込）|ご発注金額"),
            8.6,
            align="c",
            colour=white,
        )
        pdf.text(m + wd * 0.55 - 8, y + 17, cj.yen(total, ystyle), 14, align="r", bold=True)
        y += 34
    else:
        y += 4
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        spec = it[1].replace("{n}", str(rng.randint(100, 999)))
        mark = "※" if it[3] == 8 else ""
        body.append(
            (
                [
                    str(i),
                    cj.number(rng, d, "{n3}-{n4}|A{n5}|"),
                    f"{it[0]}{mark}　{spec}",
                    f"{q:,.0f}",
                    it[2],
                    f"{p:,.0f}",
                    f"{a:,.0f}",
                ],
                a,
            )
        )
    ws = cj.rel(wd, [5, 12, 43, 8, 7, 11, 14])
    rowh = rng.choice([16, 17, 18])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["No.", "品番", "品名・規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=rowh,
        size=7.6,
        bottom=bottom - 24,
        brk=brk,
        fill=light,
        hh=17,
    )
    for _ in range(max(0, 8 - len(body))):
        y = crow(pdf, m, y, ws, [""] * 7, "", h=rowh, size=7.6)
    if y + 80 > bottom:
        y = brk()
    y += 6
    if stated:
        sx = m + sum(ws[:5])
        sws = [ws[5], ws[6]]
        yy = y
        for k, (lb, v) in enumerate([("小計", n8 + n10), ("消費税", t8 + t10), ("合計", total)]):
            yy = crow(
                pdf,
                sx,
                yy,
                sws,
                [lb, f"{v:,.0f}"],
                "cr",
                h=16,
                size=8,
                bold=k == 2,
                fill=light if k == 2 else None,
            )
        tws = [62, 80, 70]
        ty = crow(
            pdf,
            m,
            y,
            tws,
            ["税率区分", "対象額（税抜）", "消費税額"],
            "ccc",
            h=15,
            size=7.2,
            fill=light,
            head=True,
        )
        ty = crow(pdf, m, ty, tws, ["10%対象", f"{n10:,.0f}", f"{t10:,.0f}"], "crr", h=15, size=7.4)
        ty = crow(pdf, m, ty, tws, ["8%対象※", f"{n8:,.0f}", f"{t8:,.0f}"], "crr", h=15, size=7.4)
        pdf.text(m, ty + 10, "※は軽減税率（8%）対象品目です。", 6.8, colour=GREY)
        y = max(yy, ty + 14) + 10
    else:
        pdf.text(
            m,
            y + 10,
            "※本発注は単価発注のため、合計金額は納入数量確定後に精算いたします。",
            8,
            colour=RED,
        )
        y += 24
    if y + 60 > bottom:
        y = brk()
    pdf.rect(m, y, wd, 52, stroke=GREY, lw=0.6)
    pdf.text(m + 6, y + 12, "備考", 7.8, bold=True)
    notes = [
        "・納品書、請求書には必ず発注番号をご記入ください。",
        "・本発注書受領後、3日以内に納期回答をお願いいたします。",
        "・適格請求書（インボイス）にてご請求ください。",
    ]
    for j, t in enumerate(notes):
        pdf.text(m + 10, y + 24 + j * 10, t, 7.2)
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_ja_hacchusho_zeiritsu_uchiwake(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 4 en-US PO with Order From / Remit To / Ship To / Bill To

US_LAST = "Hollister|Baker|Whitman|Delgado|Kaminski|Ferguson|Ortega|Lindqvist|Carver|Mahoney|Prescott|Sandoval|Yoder|Okafor|Brennan|Halvorsen".split(
    "|"
)
US_FIRST = "Dan|Maria|Steve|Tanya|Greg|Luis|Heather|Ken|Rosa|Brian|Megan|Tyler".split("|")
US_STEM = "Midwest|Tri-State|Allied|Valley|Atlantic|Northstar|Frontier|Capitol|Redwood|Ozark|Bayou|Sierra".split(
    "|"
)
US_SUP_FORMED = [
    "{X} Industrial Supply, Inc.",
    "{X} Fastener Corp.",
    "{L} Bearing & Power Transmission LLC",
    "{X} Fluid Power, Inc.",
    "{L}-{L2} Electric Supply Co.",
    "{X} Safety Products, LLC",
    "{X} Packaging Corporation",
]
US_SUP_BARE = [
    "{L} Machine & Tool",
    "{L} Welding & Fabrication",
    "{X} Hydraulics",
    "{L} Brothers Sheet Metal",
    "{F} {L} Electric",
    "{L}'s Industrial Repair",
    "{X} Pallet Company",
]
US_FACTOR = [
    "Triumph Receivables Funding, LLC",
    "Riverbend Capital Finance",
    "Pinnacle Business Funding, Inc.",
    "First Harbor Factoring LLC",
]
US_BUYERS = [
    "{X} Precision Components, Inc.",
    "{X} Food Processing Co.",
    "{L} Plastics Corporation",
    "{X} Regional Medical Center",
    "{X} Cabinetry & Millwork LLC",
    "{X} Water Authority",
]
US_PLACES = [
    ("Fort Wayne, IN 46802", "7"),
    ("Cedar Rapids, IA 52401", "7"),
    ("Greenville, SC 29601", "6"),
    ("Wichita, KS 67202", "7.5"),
    ("Chattanooga, TN 37402", "9.25"),
    ("Rochester, NY 14604", "8"),
    ("Reno, NV 89501", "8.265"),
    ("Erie, PA 16501", "6"),
]
US_STREET = [
    "#### Industrial Blvd.",
    "### E. Commerce St.",
    "#### County Road ##",
    "## Enterprise Way, Unit #",
    "#### Highway ## South",
    "### Airport Industrial Dr.",
]
US_MRO = [
    ("Ball bearing, 6205-2RS", "SKF", "6205-2RSH/C3", "EA", 7, 16),
    ("Hex cap screw 1/2-13 x 2, Gr 8, box/50", "Fastenal", "1131233", "BX", 18, 34),
    ("V-belt, B48", "Gates", "B48", "EA", 11, 22),
    ("Hydraulic hose assembly 3/8 x 48in", "Parker", "451TC-6-48", "EA", 38, 75),
    ("Proximity sensor, 18mm, PNP", "Balluff", "BES 516-300", "EA", 62, 120),
    ("Contactor 3P 40A 120V coil", "Eaton", "XTCE040D00A", "EA", 85, 160),
    ("Cut-resistant gloves A4, size L, dz", "Ansell", "11-727-9", "DZ", 48, 90),
    ("Stretch film 18in x 1500ft, 80ga", "Berry", "SF1880", "RL", 18, 29),
    ("Corrugated carton 18x12x10, bundle/25", "Uline", "S-4165", "BDL", 24, 42),
    ("Air filter 20x20x2 MERV 13", "Camfil", "30/30-MERV13", "EA", 9, 19),
    ("Gear oil ISO 220, 5 gal", "Mobil", "SHC 630", "PL", 145, 240),
    ("Carbide insert CNMG 432, pk/10", "Sandvik", "CNMG120408-PM", "PK", 95, 160),
    ("Pallet, 48x40 GMA #1 recycled", "", "P4840R", "EA", 9, 15),
    ("Welding wire ER70S-6 .035, 33 lb", "Lincoln", "ED031585", "SP", 68, 115),
    ("Labor - field service technician", "", "SVC-TECH", "HR", 95, 145),
    ("Motor, 5 HP TEFC 1800 RPM 184T", "Baldor", "EM3615T", "EA", 780, 1250),
]


def _en(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|libsans|djcond|helv"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 44
    l1, l2, l3 = rng.sample(US_LAST, 3)
    sup = bare_or(rng, US_SUP_FORMED, US_SUP_BARE).format(
        X=rng.choice(US_STEM), L=l1, L2=l2, F=rng.choice(US_FIRST)
    )
    buyer = rng.choice(US_BUYERS).format(X=rng.choice([s for s in US_STEM if s not in sup]), L=l3)
    city, rate = rng.choice(US_PLACES)
    vcity = rng.choice(US_PLACES)[0]
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["4500######", "PO-######", f"{dt:%y}#####", "######", f"P{dt:%y}-####"])
    )
    req = la.digits(rng, rng.choice(["REQ-#####", "RQ######"]))
    quote = la.digits(rng, rng.choice(["Q#####", "QT-####-##", "SQ######"]))
    contract = la.digits(rng, "BPA-####")
    page = [1]
    stated = stated_of(rng)
    exempt = rng.random() < 0.2
    street = lambda: la.digits(rng, rng.choice(US_STREET))  # noqa: E731
    tel = lambda: la.digits(rng, rng.choice(["(###) ###-####", "###-###-####"]))  # noqa: E731
    dfm = rng.choice(["us", "us", "iso"])
    of_lab = la.pick(rng, "ORDER FROM|ORDER FROM|VENDOR / ORDER FROM|PURCHASE FROM")
    rem_lab = la.pick(rng, "REMIT TO|REMIT PAYMENT TO|PAYMENT ADDRESS")
    head_rgb = rng.choice([(0.15, 0.3, 0.5), (0.3, 0.3, 0.3), (0.45, 0.15, 0.15), None])
    bstreet = street()
    ws = [wd * f for f in (0.06, 0.5, 0.08, 0.07, 0.13, 0.16)]
    heads = ["LN", "ITEM / DESCRIPTION", "QTY", "UOM", "UNIT COST", "EXTENDED"]
    aligns = "clrcrr"

    def col_heads(y: float) -> float:
        if head_rgb is not None:
            rgb_fill(d, m, y, wd, 14, Color(*head_rgb))
        else:
            d.box(m, y, wd, 14, fill=0.85, stroke=False)
        cx = m
        for w, s, a in zip(ws, heads, aligns):
            tx = cx + 3 if a == "l" else cx + w - 3 if a == "r" else cx + w / 2
            d.c.setFillGray(1 if head_rgb is not None else 0)
            d.c.setFont(d.bold, 7.4)
            {"l": d.c.drawString, "r": d.c.drawRightString, "c": d.c.drawCentredString}[a](
                tx, d.h - y - 10, s
            )
            cx += w
        d.c.setFillGray(0)
        return y + 16

    def foot() -> None:
        d.line(m, d.h - 34, r, d.h - 34, 0.4)
        d.t(m, d.h - 24, f"PO {po}", 7, grey=0.35)
        d.t(
            r,
            d.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk(heads_again: bool = True) -> float:
        d.t(r, bottom + 4, "*** Continued on next page ***", 7.4, al="r", b=True)
        foot()
        d.new_page()
        page[0] += 1
        y = 36
        d.t(m, y + 8, buyer, 10, b=True)
        d.t(r, y + 8, "PURCHASE ORDER - CONTINUATION", 10, b=True, al="r")
        d.box(r - 190, y + 14, 190, 30)
        d.t(r - 184, y + 25, "PO Number", 7, grey=0.35)
        d.t(r - 184, y + 38, po, 9, b=True)
        d.t(r - 90, y + 25, "Page", 7, grey=0.35)
        d.t(r - 90, y + 38, f"{page[0]} of {of}" if of else str(page[0]), 9)
        d.t(m, y + 26, f"PO Date: {la.dfmt(dt, dfm)}", 7.6)
        return col_heads(y + 54) if heads_again else y + 60

    y = 34
    d.t(m, y + 12, buyer, 14, b=True)
    d.lines(
        m,
        y + 18,
        [
            bstreet,
            city,
            f"Tel {tel()}  |  purchasing@{''.join(ch for ch in buyer.split()[0].lower() if ch.isalpha())}.com",
        ],
        7.8,
    )
    d.t(r, y + 12, "PURCHASE ORDER", 18, b=True, al="r")
    kw = 200
    kx = r - kw
    info = [
        ("PO Number", po, True),
        ("PO Date", la.dfmt(dt, dfm), False),
        ("Revision", "0", False),
        ("Page", f"1 of {of}" if of else "1", False),
    ]
    ky = y + 20
    for lab, val, b in info:
        d.box(kx, ky, kw, 13)
        d.box(kx, ky, 74, 13, fill=0.9)
        d.t(kx + 4, ky + 9.5, lab, 7.2, b=True)
        d.t(kx + 80, ky + 9.8, val, 8.6 if b else 7.8, b=b)
        ky += 13
    y = ky + 14
    half = (wd - 12) / 2
    rem_kind = rng.random()
    if rem_kind < 0.45:
        remit = [sup, la.digits(rng, "P.O. Box #####"), rng.choice(US_PLACES)[0]]
    elif rem_kind < 0.75:
        remit = [
            rng.choice(US_FACTOR),
            la.digits(rng, "Dept. ####, P.O. Box ####"),
            rng.choice(US_PLACES)[0],
        ]
    else:
        remit = [
            f"{rng.choice(US_STEM)} Holdings, Inc.",
            "Accounts Receivable",
            la.digits(rng, "Lockbox ####"),
            rng.choice(US_PLACES)[0],
        ]
    blocks = [
        (
            of_lab,
            [sup, street(), vcity, f"Attn: {rng.choice(US_FIRST)} {rng.choice(US_LAST)}  {tel()}"],
        ),
        (
            "SHIP TO",
            [
                buyer,
                la.pick(
                    rng,
                    "Receiving Dock 3|Attn: Stores / MRO Crib|Building B - Maintenance|Central Receiving",
                ),
                bstreet,
                city,
            ],
        ),
        (rem_lab, remit),
        (
            "BILL TO",
            [
                buyer,
                "Accounts Payable",
                la.digits(rng, "P.O. Box ####"),
                city,
                f"ap@{''.join(ch for ch in buyer.split()[0].lower() if ch.isalpha())}.com",
            ],
        ),
    ]
    bh = 76
    for k, (lab, rows) in enumerate(blocks):
        x = m + (k % 2) * (half + 12)
        yy = y + (k // 2) * (bh + 8)
        d.box(x, yy, half, bh, lw=0.6)
        d.box(x, yy, half, 12, fill=0.88, lw=0.6)
        d.t(x + 4, yy + 9, lab, 7.2, b=True)
        d.lines(x + 6, yy + 15, rows, 8.2, b_first=k in (0, 2) and rng.random() < 0.8)
    y += 2 * bh + 16
    strip = [
        ("Vendor No.", la.digits(rng, "V######")),
        ("Buyer", f"{rng.choice(US_FIRST)} {rng.choice(US_LAST)}"),
        ("Requisition", req),
        ("Quote Ref.", quote),
        ("Terms", la.pick(rng, "Net 30|Net 45|1% 15 Net 45|Net 60")),
        ("Ship Via", la.pick(rng, "Best Way|UPS Ground|Our Truck|FedEx Freight|Vendor Delivery")),
        ("F.O.B.", la.pick(rng, "Destination|Origin|Destination, Prepaid")),
    ]
    if rng.random() < 0.4:
        strip.insert(4, ("Contract", contract))
    sws = [wd / len(strip)] * len(strip)
    y = d.grid(m, y, sws, [s[0] for s in strip], [s[1] for s in strip], size=7.8) + 10
    y = col_heads(y)
    lines = draw_lines(
        rng,
        US_MRO,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16]),
        [1, 2, 4, 5, 6, 10, 12, 20, 25, 50],
        big=700,
    )
    rowh = rng.choice([25, 26, 28])
    four = rng.random() < 0.3
    for i, (it, q, p, a) in enumerate(lines, 1):
        if y + rowh > bottom:
            y = brk()
        due = la.dfmt(dt + timedelta(days=rng.randint(5, 35)), dfm)
        cells = [str(i), it[0], f"{q:,.0f}", it[3], f"{p:,.4f}" if four else us(p), us(a)]
        cx = m
        for w, s, al in zip(ws, cells, aligns):
            tx = cx + 3 if al == "l" else cx + w - 3 if al == "r" else cx + w / 2
            d.t(tx, y + 10, s, 7.8, al=al, maxw=w - 5)
            cx += w
        mfr = f"Mfr: {it[1]}  Mfr P/N: {it[2]}" if it[1] else f"Item: {it[2]}"
        d.t(m + ws[0] + 3, y + 20, f"{mfr}   Due: {due}", 6.8, grey=0.4, maxw=ws[1] + ws[2])
        y += rowh
        d.line(m, y - 2, r, y - 2, 0.3)
    sub = sum((a for *_, a in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 35, 65, 85.5, 150, 225])).quantize(Decimal("0.01"))
    tax = ZERO if exempt else r2(sub * Decimal(rate) / 100)
    total = sub + freight + tax
    if y + 120 > bottom:
        y = brk(False)
    y += 10
    sx = r - 230
    if stated:
        rows = [
            ("Merchandise Total", us(sub), False),
            ("Freight", us(freight) if freight else "0.00", False),
        ]
        rows.append(
            ("Sales Tax", "Exempt", False) if exempt else (f"Sales Tax {rate}%", us(tax), False)
        )
        lab = la.pick(rng, "TOTAL PO AMOUNT|ORDER TOTAL (USD)|Total|PO TOTAL")
        rows.append((lab, f"${us(total)}" if rng.random() < 0.6 else us(total), True))
        y2 = d.summary(sx, r - 4, y, rows, 8.4, box_last=True)
    else:
        y2 = wrapped(
            d,
            sx,
            y,
            "Blanket release - invoice actual quantities shipped at the unit costs above. This PO carries no total value.",
            8,
            r - sx,
        )
    ty = y
    for t in [
        "1. PO number must appear on all packing lists, bills of lading and invoices.",
        "2. Send invoices to the Bill To address; payment will be made to the Remit To party only.",
        "3. Tax exempt certificate on file."
        if exempt
        else "3. Notify buyer immediately of any price or delivery change.",
        "4. Certificates of conformance required where applicable.",
    ]:
        ty = wrapped(d, m, ty, t, 7, sx - m - 20, grey=0.25)
    y = max(y2, ty) + 34
    if y + 30 > bottom:
        y = brk(False) + 30
    d.sign(m, y, 200, "Authorized Purchasing Agent")
    d.sign(m + 250, y, 120, "Date")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_en_us_po_order_from_remit_to(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _en)


# --------------------------------------------------------------------------- 5 de-AT / de-CH Bestellung as a form with Besteller and Lieferant boxes

DEA_LAST = "Gruber|Huber|Bauer|Wagner|Pichler|Steiner|Moser|Mayer|Hofer|Leitner|Brunner|Fuchs|Egger|Lehner".split(
    "|"
)
DCH_LAST = "Meier|Keller|Baumann|Frei|Graf|Brunner|Zürcher|Gerber|Widmer|Kälin|Schmid|Bühler|Roth|Sutter".split(
    "|"
)
DE_AT = {
    "cities": [
        ("Linz", "4020"),
        ("Graz", "8010"),
        ("Salzburg", "5020"),
        ("Innsbruck", "6020"),
        ("Wels", "4600"),
        ("St. Pölten", "3100"),
        ("Klagenfurt", "9020"),
        ("Dornbirn", "6850"),
    ],
    "formed": [
        "{L} GmbH",
        "{L} & Co KG",
        "{X} Handels GmbH",
        "{L} Ges.m.b.H.",
        "{L} Technik GmbH & Co KG",
        "{X} Baustoffe GmbH",
    ],
    "bare": [
        "Tischlerei {L}",
        "Elektro {L}",
        "Installationen {L}",
        "Malerei {L}",
        "{L} Haustechnik",
        "Schlosserei {L}",
        "Spenglerei {L}",
    ],
    "buy": [
        "{X} Kunststofftechnik GmbH",
        "Landeskrankenhaus {C}",
        "{L} Maschinenbau GmbH",
        "Hotel {X} GmbH",
        "Stadtgemeinde {C}",
        "{X} Lebensmittel AG",
    ],
    "stem": "Alpen|Donau|Tauern|Inntal|Mühlviertel|Steirer|Wachau|Kärntner".split("|"),
}
DE_CH = {
    "cities": [
        ("Winterthur", "8400"),
        ("Luzern", "6003"),
        ("St. Gallen", "9000"),
        ("Aarau", "5000"),
        ("Thun", "3600"),
        ("Chur", "7000"),
        ("Zug", "6300"),
        ("Olten", "4600"),
    ],
    "formed": [
        "{L} AG",
        "{L} GmbH",
        "{X} Technik AG",
        "{L} & Co. AG",
        "{L} + {L2} AG",
        "{X} Handels GmbH",
    ],
    "bare": [
        "Schreinerei {L}",
        "Elektro {L}",
        "Sanitär {L}",
        "Malergeschäft {L}",
        "{L} Haustechnik",
        "Gärtnerei {L}",
        "Metallbau {L}",
    ],
    "buy": [
        "{X} Präzisionstechnik AG",
        "Kantonsspital {C}",
        "{L} Maschinen AG",
        "Hotel {X} AG",
        "Gemeinde {C}",
        "Alterszentrum {X}",
    ],
    "stem": "Rigi|Säntis|Pilatus|Aare|Jura|Linth|Emmental|Seeland".split("|"),
}
DE_ITEMS2 = [
    ("Kugellager 6206-2RS", "Stk", 6, 14),
    ("Zylinderschraube ISO 4762 M10x40 8.8 (VE 100)", "VE", 14, 28),
    ("Druckluftschlauch PU 8x5, Rolle 50 m", "Rolle", 38, 70),
    ("Schutzhandschuhe Nitril Gr. 10 (Pkg. 12 Paar)", "Pkg", 18, 32),
    ("Kabel NYM-J 5x2,5 mm², Ring 50 m", "Ring", 85, 140),
    ("LED-Hallenleuchte 150 W", "Stk", 120, 240),
    ("Kopierpapier A4 80 g (Karton 2500 Bl.)", "Ktn", 22, 34),
    ("Montagestunde Servicetechniker", "Std", 68, 110),
    ("Hydrauliköl HLP 46, 20 l", "Kanister", 65, 110),
    ("Reinigungsmittel Industrie 10 l", "Kanister", 28, 55),
    ("Stahlblech S235 2 mm 1000x2000", "Tafel", 48, 85),
    ("Palette EUR gebraucht", "Stk", 9, 16),
    ("Wartungspauschale Kältemaschine", "psch", 450, 1200),
    ("Sicherheitsschuh S3 Gr. 42", "Paar", 62, 115),
]


def _de(rng: random.Random, of: int) -> tuple[bytes, dict]:
    ch = rng.random() < 0.45
    cfg = DE_CH if ch else DE_AT
    lasts = DCH_LAST if ch else DEA_LAST
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(36, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    l1, l2, l3 = rng.sample(lasts, 3)
    sup = bare_or(rng, cfg["formed"], cfg["bare"]).format(L=l1, L2=l2, X=rng.choice(cfg["stem"]))
    city, plz = rng.choice(cfg["cities"])
    buyer = rng.choice(cfg["buy"]).format(
        C=city, L=l3, X=rng.choice([s for s in cfg["stem"] if s not in sup])
    )
    scity, splz = rng.choice(cfg["cities"])
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["BE-######", "45########", f"{dt:%Y}/#####", "B######", f"{dt:%y}-BST-####"]),
    )
    offer = la.digits(rng, rng.choice(["AN-#####", "Off. ######", "A##-####"]))
    page = [1]
    stated = stated_of(rng)
    dd = f"{dt:%d.%m.%Y}"
    uid = (
        (lambda: f"CHE-{la.digits(rng, '###.###.###')} MWST")
        if ch
        else (lambda: f"ATU{la.digits(rng, '########')}")
    )  # noqa: E731
    money = chf if ch else eu
    cur = "CHF" if ch else "EUR"
    person = f"{la.pick(rng, 'Andrea|Markus|Claudia|Reto|Sandra|Thomas|Martina|Lukas')} {rng.choice(lasts)}"
    bstreet = f"{la.pick(rng, 'Industriestrasse|Bahnhofstrasse|Gewerbepark|Hauptplatz|Werkstrasse|Dorfstrasse')} {rng.randint(1, 90)}"
    if not ch:
        bstreet = bstreet.replace("strasse", "straße")
    sstreet = f"{la.pick(rng, 'Gewerbestrasse|Landstrasse|Im Feld|Mühleweg|Seestrasse|Kirchgasse')} {rng.randint(1, 60)}"
    if not ch:
        sstreet = sstreet.replace("strasse", "straße")
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Bestellung Nr.")

    if ch:
        foot_s = f"{buyer} · {bstreet} · CH-{plz} {city} · {uid()} · IBAN CH{la.digits(rng, '## #### #### #### #### #')}"
    else:
        foot_s = f"{buyer} · {bstreet} · A-{plz} {city} · FN {rng.randint(10000, 599999)}{rng.choice('abdfhkmpstvwxyz')} · LG {city} · UID {uid()} · IBAN AT{la.digits(rng, '## #### #### #### ####')}"

    def foot() -> None:
        fy = d.h - 44
        d.line(m, fy, r, fy, 0.4)
        d.t(m, fy + 10, foot_s, 5.8, grey=0.35, maxw=wd - 60)
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
        d.t(m, 46, f"Bestellung {po} vom {dd} - Fortsetzung", 9.4, b=True)
        d.t(r, 46, buyer, 8, al="r", grey=0.3)
        return 58

    y = 36
    d.t(m, y + 13, buyer, 13.5, b=True)
    d.t(m, y + 25, f"{bstreet} · {'CH-' if ch else 'A-'}{plz} {city}", 7.6, grey=0.3)
    d.t(r, y + 18, la.pick(rng, "BESTELLUNG|Bestellung|BESTELLSCHEIN"), 20, b=True, al="r")
    y += 36
    d.box(r - 210, y, 210, 34, lw=1)
    d.t(r - 204, y + 11, po_lab, 7.2, grey=0.35)
    d.t(r - 204, y + 27, po, 12.5, b=True)
    d.t(r - 70, y + 11, "Datum", 7.2, grey=0.35)
    d.t(r - 70, y + 27, dd, 8.6)
    y += 54
    half = (wd - 14) / 2
    bes = (
        "Besteller",
        [
            buyer,
            la.pick(rng, "Einkauf|Materialwirtschaft|Technischer Dienst|Zentraleinkauf"),
            bstreet,
            f"{plz} {city}",
            f"Sachbearbeiter: {person}",
            f"Tel. +{'41' if ch else '43'} {la.digits(rng, '## ### ## ##')}",
        ],
    )
    lie = (
        "Lieferant",
        [
            sup,
            sstreet,
            f"{splz} {scity}",
            f"Lieferanten-Nr.: {la.digits(rng, '7#####')}",
            f"UID: {uid()}",
            f"Ihr Angebot: {offer} vom {(dt - timedelta(days=rng.randint(3, 20))):%d.%m.%Y}",
        ],
    )
    pair = [bes, lie] if rng.random() < 0.55 else [lie, bes]
    bh = 6 * 11 + 22
    for k, (lab, rows) in enumerate(pair):
        x = m + k * (half + 14)
        d.box(x, y, half, bh, lw=0.8)
        d.box(x, y - 8, 72, 12, fill=0.2, lw=0.8)
        d.c.setFillGray(1)
        d.c.setFont(d.bold, 7.6)
        d.c.drawString(x + 5, d.h - y + 0.5, lab)
        d.c.setFillGray(0)
        d.lines(x + 7, y + 8, rows[:1], 9.6, b_first=True)
        d.lines(x + 7, y + 22, rows[1:], 7.8, lead=10.6)
    y += bh + 14
    dl = [
        buyer,
        la.pick(
            rng,
            "Warenannahme Tor 1|Lager West|Werkstatt|Küche / Anlieferung|Baustelle Neubau Trakt C",
        ),
        bstreet,
        f"{plz} {city}",
    ]
    rl = [
        buyer,
        "Kreditorenbuchhaltung",
        la.pick(rng, "Postfach|Postfach 12|Bahnhofplatz 1"),
        f"{plz} {city}",
        f"rechnung@{''.join(c for c in buyer.split()[0].lower() if c.isalpha())}.{'ch' if ch else 'at'}",
    ]
    for k, (lab, rows) in enumerate([("Lieferadresse", dl), ("Rechnungsadresse", rl)]):
        x = m + k * (half + 14)
        d.t(x, y + 8, lab, 7.6, b=True)
        d.lines(x, y + 11, rows, 7.6, lead=9.8)
    y += 11 + 5 * 9.8 + 6
    strip = [
        (
            "Liefertermin",
            la.pick(
                rng,
                f"KW {(dt + timedelta(days=rng.randint(7, 40))).isocalendar()[1]}|{(dt + timedelta(days=rng.randint(7, 40))):%d.%m.%Y}|sofort",
            ),
        ),
        (
            "Lieferbedingung",
            la.pick(
                rng,
                "frei Haus|DAP Lieferadresse|ab Werk|franko Domizil"
                if ch
                else "frei Haus|DAP Lieferadresse|ab Werk|frei Baustelle",
            ),
        ),
        ("Zahlung", la.pick(rng, "30 Tage netto|10 Tage 2 % Skonto, 30 Tage netto|60 Tage netto")),
        ("Kostenstelle", la.digits(rng, "KST ####")),
        ("Projekt", la.digits(rng, "P-##-###")),
    ]
    y = (
        d.grid(
            m,
            y,
            [wd * f for f in (0.18, 0.2, 0.3, 0.14, 0.18)],
            [s[0] for s in strip],
            [s[1] for s in strip],
            size=7.8,
        )
        + 10
    )
    lines = more_lines(
        rng,
        DE_ITEMS2,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 18, 24, 32]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 25, 50],
        ["(Reserve)", "Ausf. B", "für Linie 2", "lt. Zeichnung"],
        big=400,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rab = Decimal(rng.choice([0, 0, 0, 3, 5, 10]))
        a2 = r2(a * (1 - rab / 100))
        body.append(
            (
                [
                    str(i * 10),
                    la.digits(rng, "###.###.##"),
                    it[0],
                    f"{q:,.0f}".replace(",", "'" if ch else "."),
                    it[1],
                    money(p),
                    f"{rab:.0f} %" if rab else "",
                    money(a2),
                ],
                a2,
            )
        )
    ws = [wd * f for f in (0.06, 0.12, 0.38, 0.07, 0.08, 0.11, 0.07, 0.11)]
    y = ltable(
        d,
        m,
        y,
        ws,
        [
            "Pos.",
            "Art.-Nr.",
            "Bezeichnung",
            "Menge",
            "Einh.",
            f"Preis {cur}",
            "Rab.",
            f"Betrag {cur}",
        ],
        body,
        "lllrcrrr",
        size=7.6,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 16,
        brk=brk,
        grid=rng.random() < 0.5,
        hsize=7.2,
    )
    net = sum((a for _c, a in body), ZERO)
    fr = Decimal(rng.choice([0, 0, 0, 25, 35, 48, 80]))
    netto = net + fr
    if ch:
        tax = r2(netto * Decimal("0.081"))
        exact = netto + tax
        total = r05(exact)
    else:
        tax = r2(netto * Decimal("0.20"))
        exact = total = netto + tax
    if y + 100 > bottom:
        y = brk()
    y += 8
    sx = r - 220
    if stated:
        rows = [
            (
                "Warenwert netto"
                if fr
                else la.pick(
                    rng,
                    "Nettobetrag|Summe netto|Total netto"
                    if ch
                    else "Nettobetrag|Summe netto|Gesamt netto",
                ),
                money(net),
                False,
            )
        ]
        if fr:
            rows += [
                ("Fracht / Verpackung", money(fr), False),
                ("Nettobetrag", money(netto), False),
            ]
        rows.append(
            (
                "MWST 8.1 %" if ch else la.pick(rng, "zzgl. 20 % USt.|USt. 20 %|20 % MwSt."),
                money(tax),
                False,
            )
        )
        if ch and total != exact:
            diff = total - exact
            rows.append(("Rundung", f"{'-' if diff < 0 else ''}{abs(diff):.2f}", False))
        lab = la.pick(
            rng,
            "Total CHF|Gesamttotal CHF|Bestellsumme CHF"
            if ch
            else "Gesamtbetrag EUR|Bestellsumme brutto|Gesamtsumme €",
        )
        rows.append(
            (
                lab,
                money(total) if lab.endswith(("CHF", "EUR", "€")) else f"{cur} {money(total)}",
                True,
            )
        )
        y = d.summary(sx, r - 4, y, rows, 8.4, box_last=True, shade=0.9)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Abruf nach Bedarf zu den obigen Einheitspreisen; die Bestellsumme ergibt sich aus den tatsächlich gelieferten Mengen.",
            8.2,
            wd * 0.6,
        )
    y += 12
    for t in [
        "Bitte senden Sie uns innerhalb von 3 Arbeitstagen eine Auftragsbestätigung mit verbindlichem Liefertermin.",
        "Auf Lieferschein und Rechnung ist unsere Bestellnummer anzugeben. Es gelten unsere Allgemeinen Einkaufsbedingungen.",
    ]:
        if y > bottom - 12:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 34
    if y + 20 > bottom:
        y = brk() + 30
    d.sign(m, y, 190, f"Besteller: {person}")
    d.sign(m + wd / 2 + 10, y, 200, "Bestätigung Lieferant (Datum, Stempel, Unterschrift)")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_de_at_ch_bestellung_besteller_lieferant(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de)


# --------------------------------------------------------------------------- 6 fr-BE bon de commande with a title cartouche and a ruled sheet of parties

BE_LAST = "Dubois|Lambert|Peeters|Renard|Lejeune|Michaux|Collignon|Dethier|Gilson|Leclercq|Thiry|Delvaux|Hubert|Piron".split(
    "|"
)
BE_STEM = "Meuse|Ardenne|Sambre|Condroz|Hesbaye|Famenne|Brabant|Gaume".split("|")
BE_FORMED = [
    "{L} SRL",
    "{L} SA",
    "{X} SPRL",
    "{L} & Fils SRL",
    "{X} Distribution SA",
    "Établissements {L} SA",
    "{X} SC",
]
BE_BARE = [
    "Menuiserie {L}",
    "Chauffage {L}",
    "Ets {L}",
    "Boucherie {L}",
    "Électricité {L} & Fils",
    "Imprimerie {L}",
    "Toiture {L}",
]
BE_BUY = [
    "Brasserie de la {X} SA",
    "Clinique Saint-{S} ASBL",
    "Institut {S} ASBL",
    "{X} Logistics SA",
    "Hôtel du {X} SRL",
    "Maison de repos Les {F}",
]
BE_CITY = [
    ("Namur", "5000"),
    ("Liège", "4000"),
    ("Charleroi", "6000"),
    ("Mons", "7000"),
    ("Wavre", "1300"),
    ("Arlon", "6700"),
    ("Tournai", "7500"),
    ("Verviers", "4800"),
]
BE_STREET = [
    "rue de la Station",
    "chaussée de Bruxelles",
    "avenue Albert Ier",
    "rue du Parc industriel",
    "zoning des Hauts-Sarts",
    "rue Saint-Gilles",
    "route de Marche",
]
BE_ITEMS = [
    ("Ramette papier A4 80 g", "21", 3.9, 6.5),
    ("Gants nitrile T.L (boîte 100)", "21", 6, 11),
    ("Café moulu 1 kg", "6", 12, 19),
    ("Eau plate 1,5 l (pack 6)", "6", 2.6, 4.2),
    ("Produit vaisselle professionnel 5 l", "21", 9, 17),
    ("Tube LED T8 120 cm", "21", 7, 14),
    ("Prestation technicien (heure)", "21", 48, 72),
    ("Peinture murale blanche 10 l", "21", 42, 78),
    ("Bière en fût 30 l", "21", 68, 110),
    ("Sucre en morceaux 1 kg", "6", 1.8, 3.2),
    ("Bois de chêne raboté 22x150", "21", 18, 34),
    ("Fioul de chauffage (1 000 l)", "21", 850, 1150),
    ("Toner laser noir", "21", 55, 125),
    ("Draps de lit 90x200", "21", 11, 19),
    ("Farine de froment 25 kg", "6", 16, 24),
]


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|djserif|dejavu"))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 46
    l1, l2 = rng.sample(BE_LAST, 2)
    sup = bare_or(rng, BE_FORMED, BE_BARE).format(L=l1, X=rng.choice(BE_STEM))
    city, cp = rng.choice(BE_CITY)
    buyer = rng.choice(BE_BUY).format(
        X=rng.choice(BE_STEM),
        S=la.pick(rng, "Luc|Joseph|Vincent|Berthuin|Remacle"),
        F=la.pick(rng, "Tilleuls|Acacias|Peupliers|Charmilles"),
    )
    scity, scp = rng.choice(BE_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"BC/{dt:%Y}/####", f"{dt:%Y}-BC-#####", "CMD-#####", "45########", f"{dt:%y}/###"]
        ),
    )
    offre = la.digits(rng, rng.choice(["OF-#####", "Devis ####/##", "D######"]))
    page = [1]
    stated = stated_of(rng)
    dd = la.dfmt(dt, rng.choice(["dmy", "dot", "long_fr"]))
    bce = lambda: f"BE 0{la.digits(rng, '###.###.###')}"  # noqa: E731
    euro_style = rng.choice(["pre", "post", "code"])
    fmt_amt = eu if rng.random() < 0.6 else sp

    def money(v: Decimal) -> str:
        return {"pre": f"€ {fmt_amt(v)}", "post": f"{fmt_amt(v)} €", "code": f"EUR {fmt_amt(v)}"}[
            euro_style
        ]

    bstreet = f"{rng.choice(BE_STREET)} {rng.randint(1, 200)}"
    b_bce = bce()
    foot_s = f"{buyer} · {bstreet}, {cp} {city} · TVA {b_bce} · RPM {la.pick(rng, 'Liège, division Namur|Hainaut, division Charleroi|Liège|Brabant wallon')} · IBAN BE{la.digits(rng, '## #### #### ####')}"

    def foot() -> None:
        d.t(d.w / 2, d.h - 22, foot_s, 6, al="c", grey=0.35)

    def cart(y: float) -> float:
        cw = [wd * 0.34, wd * 0.38, wd * 0.28]
        h = 58
        x = m
        for w in cw:
            d.box(x, y, w, h, lw=0.8)
            x += w
        bs = 10.5
        while bs > 7 and d.width(buyer, bs, True) > cw[0] - 12:
            bs -= 0.5
        d.t(m + 6, y + 16, buyer, bs, b=True)
        d.lines(m + 6, y + 20, [bstreet, f"{cp} {city}", f"TVA {b_bce}"], 7.2)
        mx = m + cw[0] + cw[1] / 2
        d.t(
            mx,
            y + 22,
            "BON DE COMMANDE" if page[0] == 1 else "BON DE COMMANDE (suite)",
            14,
            b=True,
            al="c",
        )
        d.t(mx, y + 40, f"N° {po}", 11, b=True, al="c")
        x3 = m + cw[0] + cw[1] + 6
        d.kv(
            x3,
            y + 6,
            [
                ("Date :", dd),
                ("Page :", f"{page[0]} / {of}" if of else str(page[0])),
                ("Exemplaire :", "fournisseur"),
            ],
            60,
            7.4,
        )
        return y + h + 10

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        return cart(30)

    y = cart(30)
    lw_ = [wd * f for f in (0.15, 0.35, 0.15, 0.35)]
    rows = [
        ["Fournisseur", sup, "Livrer à", buyer],
        [
            "Adresse",
            f"{rng.choice(BE_STREET)} {rng.randint(1, 120)}, {scp} {scity}",
            "Adresse",
            f"{la.pick(rng, 'Quai de déchargement|Cuisine centrale|Service technique|Magasin central')}, {cp} {city}",
        ],
        ["N° d'entreprise", bce(), "Facturer à", f"{buyer} - Comptabilité"],
        [
            "Contact",
            f"{la.pick(rng, 'M.|Mme')} {rng.choice(BE_LAST)} · 0{la.digits(rng, '## ## ## ##')}",
            "Demandeur",
            f"{la.pick(rng, 'M.|Mme')} {rng.choice(BE_LAST)}",
        ],
        [
            "Votre offre",
            f"{offre} du {la.dfmt(dt - timedelta(days=rng.randint(3, 25)), 'dmy')}",
            "Centre de coût",
            la.digits(rng, "CC-###"),
        ],
        [
            "Délai",
            la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy"),
            "Paiement",
            la.pick(rng, "30 jours date de facture|60 jours fin de mois|à réception"),
        ],
    ]
    if rng.random() < 0.4:
        rows = [[r_[2], r_[3], r_[0], r_[1]] for r_ in rows]
    for k, row in enumerate(rows):
        h = 17 if k == 0 else 14
        d.box(m, y, lw_[0], h, fill=0.88, stroke=False)
        d.box(m + lw_[0] + lw_[1], y, lw_[2], h, fill=0.88, stroke=False)
        cx = m
        for j, (w, s) in enumerate(zip(lw_, row)):
            big = k == 0 and j % 2 == 1
            d.t(cx + 4, y + h / 2 + 3, s, 9 if big else 7.6, b=big or j % 2 == 0, maxw=w - 8)
            cx += w
        d.line(m, y + h, r, y + h, 0.3)
        y += h
    d.box(
        m,
        y - sum(17 if k == 0 else 14 for k in range(len(rows))),
        wd,
        sum(17 if k == 0 else 14 for k in range(len(rows))),
        lw=0.8,
    )
    y += 12
    lines = more_lines(
        rng,
        BE_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 28, 36]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 24],
        ["(réserve)", "- variante B", "- bâtiment 2", "- 2e livraison"],
        big=600,
    )
    body = [
        (
            [
                la.digits(rng, "A####"),
                it[0],
                f"{q:,.0f}".replace(",", "."),
                fmt_amt(p),
                f"{it[1]} %",
                fmt_amt(a),
            ],
            a,
            it[1],
        )
        for it, q, p, a in lines
    ]
    ws = [wd * f for f in (0.1, 0.44, 0.08, 0.14, 0.09, 0.15)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Article", "Désignation", "Qté", "P.U. HTVA", "TVA", "Total HTVA"],
        [(c, a) for c, a, _t in body],
        "llrrcr",
        size=7.8,
        rowh=rng.choice([15, 16, 18]),
        bottom=bottom - 20,
        brk=brk,
        grid=rng.random() < 0.5,
        carry=("À reporter", "Report", fmt_amt, 1, 5) if rng.random() < 0.5 else None,
    )
    b21 = sum((a for _c, a, t in body if t == "21"), ZERO)
    b6 = sum((a for _c, a, t in body if t == "6"), ZERO)
    port = Decimal(rng.choice([0, 0, 0, 15, 25, 35]))
    b21 += port
    v21, v6 = r2(b21 * Decimal("0.21")), r2(b6 * Decimal("0.06"))
    htva = b21 + b6
    total = htva + v21 + v6
    if y + 110 > bottom:
        y = brk()
    y += 8
    sx = r - 220
    if stated:
        rows2 = [("Total marchandises HTVA", fmt_amt(htva - port), False)]
        if port:
            rows2.append(("Frais de transport", fmt_amt(port), False))
        rows2.append(("Total HTVA", fmt_amt(htva), False))
        if b21:
            rows2.append((f"TVA 21 % sur {fmt_amt(b21)}", fmt_amt(v21), False))
        if b6:
            rows2.append((f"TVA 6 % sur {fmt_amt(b6)}", fmt_amt(v6), False))
        rows2.append(
            (
                la.pick(rng, "Total TVAC|TOTAL TVAC|Montant total TVAC|Total à payer TVAC"),
                money(total),
                True,
            )
        )
        y = d.summary(sx - 30, r - 4, y, rows2, 8.4, box_last=True, shade=0.88)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Commande ouverte : facturation mensuelle selon les quantités livrées, aux prix unitaires convenus. Pas de montant total.",
            8,
            wd * 0.6,
        )
    y += 12
    for t in [
        "Le numéro du bon de commande doit être mentionné sur le bordereau de livraison et sur la facture (adresse de facturation ci-dessus).",
        "Nos conditions générales d'achat s'appliquent à l'exclusion de toutes autres. Livraisons du lundi au vendredi de 7 h 30 à 15 h.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 30
    if y + 20 > bottom:
        y = brk() + 26
    d.sign(m, y, 170, f"Pour {buyer} - le responsable des achats")
    d.sign(r - 200, y, 200, "Accord du fournisseur (date et signature)")
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_fr_be_bon_commande_htva_tvac(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 7 es-AR orden de compra with a centred "X" box

AR_LAST = "González|Rodríguez|Fernández|Pereyra|Sosa|Benítez|Acosta|Medina|Herrera|Giménez|Ledesma|Quiroga|Aguirre|Bustos".split(
    "|"
)
AR_FIRST = (
    "Juan Pablo|María Laura|Gustavo|Silvina|Diego|Carolina|Marcelo|Verónica|Hernán|Natalia".split(
        "|"
    )
)
AR_STEM = "del Plata|Pampeana|Cuyo|Austral|del Litoral|Andina|Patagónica|Norteña".split("|")
AR_FORMED = [
    "Distribuidora {X} S.A.",
    "{L} Hnos. S.R.L.",
    "Metalúrgica {X} S.A.",
    "{L} y Cía. S.R.L.",
    "Insumos {X} S.A.S.",
    "Agroquímica {X} S.A.",
]
AR_BARE = [
    "Ferretería {X}",
    "{F} {L}",
    "Corralón {L}",
    "Librería {X}",
    "Talleres {L}",
    "Gomería {L}",
    "Electricidad {L}",
]
AR_BUY = [
    "Frigorífico {X} S.A.",
    "Bodega {L} S.A.",
    "Cooperativa Agrícola {X} Ltda.",
    "Clínica {X} S.A.",
    "Molinos {X} S.A.",
    "Transportes {L} S.R.L.",
]
AR_CITY = [
    ("Rosario", "S2000", "Santa Fe"),
    ("Córdoba", "X5000", "Córdoba"),
    ("Mendoza", "M5500", "Mendoza"),
    ("Mar del Plata", "B7600", "Buenos Aires"),
    ("Paraná", "E3100", "Entre Ríos"),
    ("Neuquén", "Q8300", "Neuquén"),
    ("San Miguel de Tucumán", "T4000", "Tucumán"),
    ("Bahía Blanca", "B8000", "Buenos Aires"),
]
AR_STREET = [
    "Av. San Martín",
    "Bv. Oroño",
    "Ruta Nacional 9 Km",
    "Av. Belgrano",
    "Calle 25 de Mayo",
    "Parque Industrial, Lote",
    "Av. Colón",
]
AR_ITEMS = [
    ("Cemento portland 50 kg", 21, 9500, 13500),
    ("Hierro aletado 8 mm x 12 m", 21, 11000, 16500),
    ("Guantes de vaqueta", 21, 4200, 7800),
    ("Aceite hidráulico 20 l", 21, 58000, 89000),
    ("Resma A4 75 g", 21, 6200, 8900),
    ("Harina 000 x 25 kg", 10.5, 14500, 21000),
    ("Fertilizante urea x 50 kg", 10.5, 38000, 52000),
    ("Cubierta 275/80 R22.5", 21, 420000, 590000),
    ("Filtro de aceite motor", 21, 18500, 32000),
    ("Mano de obra técnico (hora)", 21, 16000, 28000),
    ("Bolsa de polietileno 60x90 (x100)", 21, 21000, 34000),
    ("Detergente industrial 5 l", 21, 7500, 12500),
    ("Carne vacuna media res (kg)", 10.5, 4200, 5600),
]


def _es(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|djcond|times"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    l1, l2 = rng.sample(AR_LAST, 2)
    pat = bare_or(rng, AR_FORMED, AR_BARE)
    sup = pat.format(L=l1, X=rng.choice(AR_STEM), F=rng.choice(AR_FIRST))
    mono = pat in AR_BARE and rng.random() < 0.6
    city, cp, prov = rng.choice(AR_CITY)
    buyer = rng.choice(AR_BUY).format(L=l2, X=rng.choice([s for s in AR_STEM if s not in sup]))
    scity, scp, sprov = rng.choice(AR_CITY)
    dt = a_day(rng)
    pv = rng.choice([1, 2, 3, 4, 5, 8, 12])
    po = (
        f"{pv:04d}-{rng.randint(1, 99999):08d}"
        if rng.random() < 0.7
        else la.digits(rng, rng.choice(["OC-#####", f"{dt:%Y}-#####"]))
    )
    cot = la.digits(rng, rng.choice(["COT-####", "#####"]))
    sol = la.digits(rng, rng.choice(["SC-#####", "SOL ####"]))
    page = [1]
    stated = stated_of(rng)
    dd = la.dfmt(dt, "dmy")
    cuit = lambda pre: f"{pre}-{la.digits(rng, '########')}-{rng.randint(0, 9)}"  # noqa: E731
    bcuit = cuit("30")
    scuit = cuit(rng.choice(["20", "27"])) if pat in AR_BARE else cuit(rng.choice(["30", "33"]))
    bstreet = la.digits(rng, f"{rng.choice(AR_STREET)} ####")
    pesos = lambda v: f"$ {eu(v)}"  # noqa: E731
    iibb = la.digits(rng, "###-######-#")
    btel = f"Tel. (0{la.digits(rng, '###')}) {la.digits(rng, '###-####')}"

    def head() -> float:
        y = 30
        hh = 92
        d.box(m, y, wd, hh, lw=0.9)
        cx = m + wd / 2
        d.line(cx, y + 48, cx, y + hh, 0.9)
        d.box(cx - 18, y, 36, 26, fill=1, lw=0.9)
        d.t(cx, y + 19, "X", 18, b=True, al="c")
        d.t(cx, y + 34, "DOCUMENTO NO VÁLIDO", 4.6, al="c")
        d.t(cx, y + 40, "COMO FACTURA", 4.6, al="c")
        d.t(m + 8, y + 20, buyer, 12, b=True, maxw=wd / 2 - 30)
        d.lines(
            m + 8,
            y + 26,
            [bstreet, f"({cp}) {city} - {prov}", btel, "IVA Responsable Inscripto"],
            7.4,
        )
        rx = cx + 40
        d.t(
            rx, y + 18, "ORDEN DE COMPRA" if page[0] == 1 else "ORDEN DE COMPRA (cont.)", 13, b=True
        )
        d.t(rx, y + 34, f"N° {po}", 11, b=True)
        d.kv(
            rx,
            y + 40,
            [
                ("Fecha:", dd),
                ("CUIT:", bcuit),
                ("Ing. Brutos:", iibb),
                ("Hoja:", f"{page[0]} de {of}" if of else str(page[0])),
            ],
            58,
            7.2,
            b_label=False,
        )
        return y + hh + 8

    def brk() -> float:
        d.new_page()
        page[0] += 1
        return head()

    y = head()
    bh = 70
    d.box(m, y, wd, bh, lw=0.7)
    d.t(m + 6, y + 12, la.pick(rng, "Señor(es):|Proveedor:|Sres.:"), 7.6, grey=0.3)
    d.t(m + 66, y + 12, sup, 10, b=True)
    left = [
        ("Domicilio:", la.digits(rng, f"{rng.choice(AR_STREET)} ####")),
        ("Localidad:", f"({scp}) {scity} - {sprov}"),
        ("CUIT:", scuit),
        ("Cond. IVA:", "Responsable Monotributo" if mono else "IVA Responsable Inscripto"),
    ]
    right = [
        ("Cód. Proveedor:", la.digits(rng, "P#####")),
        ("Cotización N°:", cot),
        ("Solicitud N°:", sol),
        (
            "Cond. de pago:",
            la.pick(
                rng, "Contado|Cta. cte. 30 días|Cheque diferido 30/60/90|Transferencia 15 días"
            ),
        ),
    ]
    d.kv(m + 6, y + 20, left, 60, 7.6, b_label=False)
    d.kv(m + wd * 0.58, y + 20, right, 82, 7.6, b_label=False)
    y += bh + 10
    lines = more_lines(
        rng,
        AR_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 20, 28, 36]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50],
        ["(2da. entrega)", "- planta 2", "- repuesto", "- tipo B"],
        big=300000,
    )
    body = []
    for it, q, p, a in lines:
        bon = Decimal(rng.choice([0, 0, 0, 5, 10])) if rng.random() < 0.4 else ZERO
        a2 = r2(a * (1 - bon / 100))
        body.append(
            (
                [
                    f"{q:,.0f}".replace(",", "."),
                    la.digits(rng, "#####"),
                    it[0],
                    eu(p),
                    f"{bon:.0f}" if bon else "",
                    "" if mono else f"{str(it[1]).replace('.', ',')}",
                    eu(a2),
                ],
                a2,
                it[1],
            )
        )
    ws = [wd * f for f in (0.08, 0.1, 0.4, 0.12, 0.07, 0.08, 0.15)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Cant.", "Código", "Descripción", "Precio Unit.", "Bonif.%", "IVA %", "Importe"],
        [(c, a) for c, a, _t in body],
        "rllrccr",
        size=7.6,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 20,
        brk=brk,
        grid=rng.random() < 0.7,
        carry=("Transporte", "Transporte", eu, 2, 6) if rng.random() < 0.6 else None,
    )
    net = sum((a for _c, a, _t in body), ZERO)
    b21 = sum((a for _c, a, t in body if t == 21), ZERO)
    b105 = sum((a for _c, a, t in body if t == 10.5), ZERO)
    if mono:
        v21 = v105 = ZERO
    else:
        v21, v105 = r2(b21 * Decimal("0.21")), r2(b105 * Decimal("0.105"))
    total = net + v21 + v105
    if y + 100 > bottom:
        y = brk()
    y += 8
    if stated:
        if mono:
            labs, vals = ["Subtotal", "Bonificación", "TOTAL"], [eu(net), "0,00", pesos(total)]
        else:
            labs, vals = (
                ["Subtotal neto", "IVA 21%", "IVA 10,5%", "TOTAL"],
                [eu(net), eu(v21), eu(v105), pesos(total)],
            )
        bw = [wd / len(labs)] * len(labs)
        y = d.grid(m, y, bw, labs, vals, size=9) + 8
        if mono:
            y = wrapped(
                d,
                m,
                y,
                "Proveedor Responsable Monotributo: los importes no discriminan IVA.",
                7.4,
                wd,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Orden abierta: se liquidará según las cantidades efectivamente entregadas a los precios unitarios indicados.",
            8,
            wd * 0.7,
        )
    y += 8
    for t in [
        "Entregar en: "
        + f"{buyer}, {bstreet}, {city}. Horario de recepción: lunes a viernes de 7 a 15 h.",
        "La factura deberá hacer referencia al número de esta orden de compra. Adjuntar remito firmado.",
        f"Plazo de entrega: {la.dfmt(dt + timedelta(days=rng.randint(5, 30)), 'dmy')}. Flete a cargo del proveedor.",
    ]:
        if y > bottom - 14:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd)
    y += 34
    if y + 20 > bottom:
        y = brk() + 30
    sw = wd / 3
    for k, lab in enumerate(["Solicitó", "Compras", "Autorizó (Gerencia)"]):
        d.sign(m + k * sw, y, sw - 24, lab)
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_es_ar_orden_compra_cuit(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es)


# --------------------------------------------------------------------------- 8 it ordine d'acquisto with a ruled anagrafica (COMMITTENTE / FORNITORE)

IT_LAST = "Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso|Ferrara|Galli|Martini|Leone|Longo|Gentile|Martinelli|Vitale".split(
    "|"
)
IT_FIRST = "Alessandro|Chiara|Roberto|Elena|Stefano|Giulia|Davide|Silvia".split("|")
IT_STEM = "Brianza|Romagna|Friulana|Tosco|Veneta|Sabina|Irpina|Ligure".split("|")
IT_FORMED = [
    "{L} S.r.l.",
    "{X} Componenti S.p.A.",
    "{L} & Figli S.n.c.",
    "{L} {L2} S.a.s.",
    "Officine {L} S.r.l.",
    "{X} Imballaggi S.r.l.",
    "{X} Service S.r.l.s.",
]
IT_BARE = [
    "Ferramenta {L}",
    "Autotrasporti {L}",
    "Vivai {L}",
    "{F} {L}",
    "Carpenteria {L}",
    "Tornerie {L}",
    "Colorificio {L}",
]
IT_BUY = [
    "{X} Macchine Agricole S.p.A.",
    "Caseificio {X} Soc. Coop.",
    "{L} Costruzioni S.r.l.",
    "Hotel {X} S.r.l.",
    "{X} Plast S.p.A.",
    "Fondazione {L} Onlus",
]
IT_CITY = [
    ("Brescia", "25121", "BS"),
    ("Parma", "43121", "PR"),
    ("Vicenza", "36100", "VI"),
    ("Pesaro", "61121", "PU"),
    ("Udine", "33100", "UD"),
    ("Lecce", "73100", "LE"),
    ("Cuneo", "12100", "CN"),
    ("Arezzo", "52100", "AR"),
]
IT_STREET = [
    "Via dell'Industria",
    "Via Enrico Fermi",
    "Via Nazionale",
    "Strada Provinciale 12",
    "Via dei Tigli",
    "Via Guglielmo Marconi",
    "Zona Artigianale, Via del Lavoro",
]
IT_ITEMS2 = [
    ("Cuscinetto a sfere 6204 2RS", "PZ", 22, 3.5, 8),
    ("Lamiera zincata 15/10 1000x2000", "PZ", 22, 38, 62),
    ("Guarnizione OR 50x3 NBR (conf. 50)", "CF", 22, 12, 24),
    ("Olio idraulico ISO 46 fusto 20 l", "PZ", 22, 70, 115),
    ("Bancale in legno 80x120", "PZ", 22, 8, 14),
    ("Film estensibile 500 mm", "RT", 22, 14, 24),
    ("Ore manodopera montatore", "H", 22, 35, 52),
    ("Latte intero alta qualità (lt)", "LT", 4, 0.9, 1.4),
    ("Pane e prodotti da forno (kg)", "KG", 4, 2.8, 4.5),
    ("Caffè in grani kg 1", "KG", 10, 14, 22),
    ("Bombola CO2 alimentare", "PZ", 22, 28, 45),
    ("Scatole cartone 40x30x30", "PZ", 22, 0.9, 1.8),
    ("Vernice epossidica grigia kg 5", "PZ", 22, 45, 80),
    ("Tubo acciaio 40x40x2 barra 6 m", "BR", 22, 22, 38),
]


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|libserif|djcond"))
    m = rng.uniform(32, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    l1, l2, l3 = rng.sample(IT_LAST, 3)
    sup = bare_or(rng, IT_FORMED, IT_BARE).format(
        L=l1, L2=l2, X=rng.choice(IT_STEM), F=rng.choice(IT_FIRST)
    )
    city, cap, pr = rng.choice(IT_CITY)
    buyer = rng.choice(IT_BUY).format(X=rng.choice([s for s in IT_STEM if s not in sup]), L=l3)
    scity, scap, spr = rng.choice(IT_CITY)
    dt = a_day(rng)
    num = rng.randint(15, 2400)
    po = rng.choice(
        [
            f"{num}/{dt.year}",
            f"OA{dt:%y}/{num:05d}",
            la.digits(rng, f"{dt.year}-OF-####"),
            f"{num:06d}",
            f"ODA-{num}",
        ]
    )
    offer = la.digits(rng, rng.choice(["####/##", "OFF-####", "P#####"]))
    rda = la.digits(rng, rng.choice(["RDA ####", "RDA-#####"]))
    page = [1]
    stated = stated_of(rng)
    dd = la.dfmt(dt, "dmy")
    piva = lambda: la.digits(rng, "###########")  # noqa: E731
    bpiva = piva()
    bstreet = f"{rng.choice(IT_STREET)}, {rng.randint(1, 150)}"
    in_title = rng.random() < 0.5
    title = la.pick(
        rng, "ORDINE D'ACQUISTO|ORDINE DI ACQUISTO|ORDINE A FORNITORE|Ordine d'acquisto"
    )

    capsoc = rng.choice(["10.000,00", "50.000,00 i.v.", "100.000,00 i.v."])

    def foot() -> None:
        d.t(
            m,
            d.h - 22,
            f"{buyer} - {bstreet} - {cap} {city} ({pr}) - P.IVA {bpiva} - Cap. Soc. € {capsoc}",
            6.2,
            grey=0.4,
            maxw=wd - 70,
        )
        d.t(
            r,
            d.h - 22,
            f"Pagina {page[0]} di {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{title} n. {po} del {dd} (segue)", 9.6, b=True)
        return 54

    y = 34
    d.t(m, y + 12, buyer, 12.5, b=True)
    d.t(
        m,
        y + 23,
        f"{bstreet} · {cap} {city} ({pr}) · Tel. 0{la.digits(rng, '## ######')} · acquisti@{''.join(c for c in buyer.split()[0].lower() if c.isalpha())}.it",
        7.2,
        grey=0.3,
    )
    d.t(
        r, y + 12, f"{title} N. {po}" if in_title else title, 13 if in_title else 15, b=True, al="r"
    )
    d.t(r, y + 24, f"del {dd}", 8.4, al="r")
    y += 38
    lab_w = 104
    ana = [
        (
            "COMMITTENTE",
            [
                buyer,
                f"{bstreet} - {cap} {city} ({pr})",
                f"P.IVA / C.F. {bpiva} · Cod. SDI {la.digits(rng, '@@@@@@@')}",
            ],
            False,
        ),
        (
            "FORNITORE",
            [
                sup,
                f"{rng.choice(IT_STREET)}, {rng.randint(1, 90)} - {scap} {scity} ({spr})",
                f"P.IVA {piva()} · Cod. forn. {la.digits(rng, 'F####')} · Tel. 0{la.digits(rng, '## #######')}",
            ],
            True,
        ),
    ]
    if rng.random() < 0.45:
        ana.reverse()
    if rng.random() < 0.6:
        ana.append(
            (
                "DESTINAZIONE MERCE",
                [
                    f"{buyer} - {la.pick(rng, 'Magazzino centrale|Stabilimento 2|Cantiere di ' + city + '|Cucina')}",
                    f"{bstreet} - {cap} {city}",
                ],
                False,
            )
        )
    for lab, rows, _s in ana:
        h = 10 + 10.5 * len(rows)
        d.box(m, y, lab_w, h, fill=0.86, lw=0.6)
        d.box(m + lab_w, y, wd - lab_w, h, lw=0.6)
        d.t(m + lab_w / 2, y + h / 2 + 3, lab, 7.4, b=True, al="c")
        d.t(m + lab_w + 6, y + 12, rows[0], 9.2, b=True)
        d.lines(m + lab_w + 6, y + 14, rows[1:], 7.4, lead=10.5)
        y += h
    y += 10
    grid = [
        ("N. ordine", po),
        ("Data", dd),
        ("Vs. offerta", offer),
        ("Rif. RdA", rda),
        ("Consegna richiesta", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")),
        (
            "Pagamento",
            la.pick(
                rng, "Bonifico 60 gg d.f.f.m.|Ri.Ba. 30/60 gg|Bonifico 30 gg d.f.|Rimessa diretta"
            ),
        ),
        ("Resa", la.pick(rng, "Franco destino|Franco partenza|Porto assegnato|DAP")),
    ]
    if in_title and rng.random() < 0.5:
        grid = grid[1:]
    gws = [wd / len(grid)] * len(grid)
    y = d.grid(m, y, gws, [g[0] for g in grid], [g[1] for g in grid], size=7.6) + 10
    lines = more_lines(
        rng,
        IT_ITEMS2,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 26, 34]),
        [1, 2, 3, 5, 6, 10, 12, 20, 24, 50, 100],
        ["- 2a consegna", "(ricambio)", "- linea 2", "- tipo B"],
        big=300,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        sc = Decimal(rng.choice([0, 0, 5, 10])) if rng.random() < 0.35 else ZERO
        a2 = r2(a * (1 - sc / 100))
        body.append(
            (
                [
                    str(i),
                    la.digits(rng, "@@-####"),
                    it[0],
                    it[1],
                    f"{q:,.0f}".replace(",", "."),
                    eu(p),
                    f"{sc:.0f}" if sc else "",
                    eu(a2),
                    str(it[2]),
                ],
                a2,
                it[2],
            )
        )
    ws = [wd * f for f in (0.05, 0.1, 0.38, 0.06, 0.08, 0.1, 0.06, 0.12, 0.05)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Pos.", "Codice", "Descrizione", "U.M.", "Quantità", "Prezzo", "Sc.%", "Importo", "IVA"],
        [(c, a) for c, a, _t in body],
        "cllcrrcrc",
        size=7.6,
        rowh=rng.choice([14, 15, 17]),
        bottom=bottom - 20,
        brk=brk,
        grid=rng.random() < 0.6,
        carry=("A riportare", "Riporto", eu, 2, 7) if rng.random() < 0.5 else None,
    )
    bases: dict[int, Decimal] = {}
    for _c, a, t in body:
        bases[t] = bases.get(t, ZERO) + a
    trasp = Decimal(rng.choice([0, 0, 20, 35, 50]))
    if trasp:
        bases[22] = bases.get(22, ZERO) + trasp
    ivas = {t: r2(b * Decimal(t) / 100) for t, b in bases.items()}
    imp = sum(bases.values(), ZERO)
    iva = sum(ivas.values(), ZERO)
    total = imp + iva
    if y + 100 > bottom:
        y = brk()
    y += 10
    if stated:
        cws = [48, 84, 76]
        cy = lrow(
            d,
            m,
            y,
            cws,
            ["Aliquota", "Imponibile", "Imposta"],
            "crr",
            h=14,
            size=7.4,
            b=True,
            fill=0.88,
        )
        for t in sorted(bases, reverse=True):
            cy = lrow(d, m, cy, cws, [f"{t}%", eu(bases[t]), eu(ivas[t])], "crr", h=14, size=7.6)
        d.line(m, y, m + sum(cws), y, 0.4)
        sx = r - 210
        rows = [("Totale merce", eu(imp - trasp), False)]
        if trasp:
            rows.append(("Spese di trasporto", eu(trasp), False))
        rows += [("Totale imponibile", eu(imp), False), ("Totale IVA", eu(iva), False)]
        rows.append(
            (
                la.pick(rng, "TOTALE ORDINE|Totale ordine €|TOTALE DOCUMENTO"),
                f"€ {eu(total)}" if rng.random() < 0.6 else eu(total),
                True,
            )
        )
        y2 = d.summary(sx, r - 4, y, rows, 8.4, box_last=True, shade=0.9)
        y = max(cy, y2) + 10
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                "Ordine aperto a prezzi unitari: la fatturazione avverrà a consuntivo sulle quantità effettivamente consegnate.",
                8,
                wd * 0.65,
            )
            + 6
        )
    cond = [
        "CONDIZIONI GENERALI DI FORNITURA",
        "1. Il numero del presente ordine deve essere riportato su DDT e fattura elettronica; in mancanza la fattura sarà respinta.",
        "2. La merce viaggia a rischio del fornitore fino alla consegna presso la destinazione indicata.",
        "3. Eventuali ritardi devono essere comunicati tempestivamente; il committente si riserva di annullare l'ordine.",
        "4. La merce non conforme sarà resa a spese del fornitore. Foro competente: " + city + ".",
        "5. Il fornitore è tenuto a restituire copia del presente ordine firmata per accettazione entro 5 giorni.",
    ]
    for k, t in enumerate(cond):
        if y > bottom - 12:
            y = brk()
        y = wrapped(d, m, y, t, 7.2 if k else 7.6, wd, b=k == 0, grey=0.2)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    d.sign(m, y, 190, "Il Committente (timbro e firma)")
    d.sign(r - 210, y, 210, "Il Fornitore per accettazione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_it_ordine_committente_fornitore(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


# --------------------------------------------------------------------------- 9 nl-BE bestelbon from a carbon booklet (A5)

VL_LAST = [
    "Peeters",
    "Janssens",
    "Maes",
    "Jacobs",
    "Mertens",
    "Willems",
    "Claes",
    "Goossens",
    "Wouters",
    "De Smet",
    "Vermeulen",
    "Van den Broeck",
    "Dumont",
    "Verstraete",
]
VL_FIRST = "Jan|Els|Koen|Sofie|Bart|An|Pieter|Lies|Wim|Griet".split("|")
VL_STEM = "Schelde|Kempen|Leie|Demer|Dender|Westhoek|Haspengouw|Pajot".split("|")
VL_FORMED = [
    "{L} BV",
    "{L} NV",
    "{L} & Zonen BV",
    "{X} CommV",
    "Bouwmaterialen {L} BV",
    "{X} Techniek NV",
    "{L}-{L2} BV",
]
VL_BARE = [
    "Schrijnwerkerij {L}",
    "Elektro {L}",
    "Bakkerij {L}",
    "Sanitair {L}",
    "Tuinaanleg {L}",
    "Dakwerken {L}",
    "{F} {L}",
]
VL_BUY = [
    "Brouwerij {X}",
    "Bouwbedrijf {L}",
    "Frituur 't {X}hof",
    "Garage {L}",
    "Zorgcentrum {X}dal",
    "Schilderwerken {L}",
]
VL_CITY = [
    ("Gent", "9000"),
    ("Brugge", "8000"),
    ("Leuven", "3000"),
    ("Hasselt", "3500"),
    ("Mechelen", "2800"),
    ("Kortrijk", "8500"),
    ("Aalst", "9300"),
    ("Turnhout", "2300"),
    ("Roeselare", "8800"),
]
VL_ITEMS = [
    ("Zakken cement 25 kg", 21, 7, 11),
    ("Gipsplaat 12,5 mm", 21, 8, 14),
    ("OSB-plaat 18 mm", 21, 24, 38),
    ("Lat 22x32 geschaafd 4 m", 21, 3, 6),
    ("Schroeven 4x40 (doos 200)", 21, 6, 12),
    ("Siliconenkit transparant", 21, 5, 9),
    ("Muurverf wit 10 l", 21, 45, 80),
    ("Broden volkoren", 6, 2.5, 3.8),
    ("Frituurvet 10 kg", 6, 22, 34),
    ("Aardappelen 25 kg", 6, 14, 22),
    ("Werkuren elektricien", 21, 45, 65),
    ("Dakpannen (per stuk)", 21, 1.1, 2.4),
    ("Vaten bier 30 l", 21, 85, 130),
    ("Plantgoed haagbeuk 80/100", 6, 2.8, 5),
]


def _nl(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(A5, la.pick(rng, "helv|libsans|djcond"))
    m = rng.uniform(20, 26)
    r = d.w - m
    wd = r - m
    l1, l2, l3 = rng.sample(VL_LAST, 3)
    sup = bare_or(rng, VL_FORMED, VL_BARE, 0.45).format(
        L=l1, L2=l2, X=rng.choice(VL_STEM), F=rng.choice(VL_FIRST)
    )
    city, pc = rng.choice(VL_CITY)
    buyer = rng.choice(VL_BUY).format(L=l3, X=rng.choice(VL_STEM))
    scity, spc = rng.choice(VL_CITY)
    dt = a_day(rng)
    serial = f"{rng.randint(1, 99999):0{rng.choice([5, 6])}d}"
    po = serial if rng.random() < 0.8 else f"{rng.choice('ABC')} {serial}"
    stated = stated_of(rng)
    form_ink = rng.choice([(0.0, 0.0, 0.0), (0.1, 0.3, 0.45), (0.2, 0.35, 0.2)])
    hand = rng.choice(["djserif", "libserif", "times"])
    hf = la.FONTS[hand][0]

    def fill(x: float, y: float, s: str, size: float = 9.0, al: str = "l") -> None:
        d.c.setFont(hf, size)
        d.c.setFillColor(BLUE_INK)
        {"l": d.c.drawString, "r": d.c.drawRightString, "c": d.c.drawCentredString}[al](
            x, d.h - y, s
        )
        d.c.setFillGray(0)

    def printed(
        x: float, y: float, s: str, size: float = 7.2, b: bool = False, al: str = "l"
    ) -> None:
        d.c.setFont(d.bold if b else d.reg, size)
        d.c.setFillColorRGB(*form_ink)
        {"l": d.c.drawString, "r": d.c.drawRightString, "c": d.c.drawCentredString}[al](
            x, d.h - y, s
        )
        d.c.setFillGray(0)

    def dotted(x1: float, x2: float, y: float) -> None:
        d.c.setStrokeColorRGB(*form_ink)
        d.line(x1, y, x2, y, 0.4, dash=[1, 1.5])
        d.c.setStrokeGray(0)

    y = 28
    printed(m, y + 10, buyer, 11, b=True)
    printed(
        m,
        y + 20,
        f"{la.pick(rng, 'Stationsstraat|Kerkstraat|Industrieweg|Brugsesteenweg|Molenstraat')} {rng.randint(1, 180)} · {pc} {city}",
        6.6,
    )
    printed(
        m,
        y + 28,
        f"Tel. 0{la.digits(rng, '## ## ## ##')} · BTW BE 0{la.digits(rng, '###.###.###')}",
        6.6,
    )
    printed(r, y + 12, "BESTELBON", 13, b=True, al="r")
    printed(r - 64, y + 28, "Nr", 8)
    d.c.setFont("Courier-Bold", 12)
    d.c.setFillColor(RED)
    d.c.drawRightString(r, d.h - y - 28, po)
    d.c.setFillGray(0)
    y += 44
    fields = [
        ("Datum", la.dfmt(dt, rng.choice(["dmy", "dot", "dash"])), 0.0, 0.45),
        ("Leverdatum", la.dfmt(dt + timedelta(days=rng.randint(1, 14)), "dmy"), 0.52, 1.0),
        ("Leverancier", sup, 0.0, 1.0),
        (
            "Adres",
            f"{la.pick(rng, 'Nijverheidslaan|Hoogstraat|Dorpsstraat|Ambachtsweg')} {rng.randint(1, 90)}, {spc} {scity}",
            0.0,
            1.0,
        ),
        ("Besteld door", f"{rng.choice(VL_FIRST)} {rng.choice(VL_LAST)}", 0.0, 0.5),
        (
            "Werf / afd.",
            la.pick(rng, "werf Zandstraat|keuken|magazijn|werf Ringlaan|atelier"),
            0.55,
            1.0,
        ),
    ]
    if rng.random() < 0.5:
        fields.append(
            (
                "Uw offerte",
                la.digits(rng, rng.choice(["OF ####", "#####", "off. ###/##"])),
                0.0,
                0.5,
            )
        )
        fields.append(("Tel. lev.", f"0{la.digits(rng, '### ## ## ##')}", 0.55, 1.0))
    row_y = y
    for lab, val, a, b in fields:
        x1 = m + a * wd
        x2 = m + b * wd
        if a == 0.0 and fields.index((lab, val, a, b)) > 0:
            row_y += 17
        printed(x1, row_y, f"{lab}:", 7)
        lx = x1 + d.width(f"{lab}:", 7) + 4
        dotted(lx, x2 - 4, row_y + 2)
        fill(lx + 3, row_y - 1, val, 9.4 if lab == "Leverancier" else 8.6)
    y = row_y + 14
    lines = draw_lines(
        rng,
        VL_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 25, 50],
    )
    rate = 6 if all(it[1] == 6 for it, *_ in lines) else 21
    nrows = rng.choice([12, 14, 16])
    ws = [wd * f for f in (0.13, 0.51, 0.17, 0.19)]
    rh = 15.5
    d.c.setStrokeColorRGB(*form_ink)
    d.box(m, y, wd, rh * (nrows + 1), lw=0.7)
    cx = m
    for w, h_ in zip(ws, ["Aantal", "Omschrijving", "Eenh.prijs", "Totaal"]):
        printed(cx + w / 2, y + 10.5, h_, 7, b=True, al="c")
        if cx + w < r - 1:
            d.line(cx + w, y, cx + w, y + rh * (nrows + 1), 0.5)
        cx += w
    for k in range(1, nrows + 1):
        d.line(m, y + k * rh, r, y + k * rh, 0.5 if k == 1 else 0.3)
    d.c.setStrokeGray(0)
    priced = stated or rng.random() < 0.5
    for k, (it, q, p, a) in enumerate(lines):
        yy = y + (k + 1) * rh + 11
        fill(m + ws[0] / 2, yy, f"{q:,.0f}".replace(",", "."), 8.6, "c")
        fill(m + ws[0] + 4, yy, it[0], 8.4)
        if priced:
            fill(m + ws[0] + ws[1] + ws[2] - 4, yy, eu(p), 8.4, "r")
            if stated:
                fill(r - 4, yy, eu(a), 8.4, "r")
    y += rh * (nrows + 1) + 8
    net = sum((a for *_, a in lines), ZERO)
    tax = r2(net * Decimal(rate) / 100)
    total = net + tax
    tx = m + ws[0] + ws[1]
    labs = ["Totaal excl. btw", f"btw {rate} %", "Totaal incl. btw"]
    vals = [eu(net), eu(tax), f"€ {eu(total)}" if rng.random() < 0.5 else eu(total)]
    d.c.setStrokeColorRGB(*form_ink)
    for k, lab in enumerate(labs):
        printed(tx - 4, y + k * 15 + 10, lab, 7, b=k == 2, al="r")
        d.box(tx, y + k * 15, ws[2] + ws[3], 15, lw=0.5)
        if stated:
            fill(r - 4, y + k * 15 + 11, vals[k], 8.8, "r")
    d.c.setStrokeGray(0)
    if not stated:
        fill(m, y + 12, "prijs volgens offerte", 8.4)
    y += 3 * 15 + 24
    printed(m, y, "Handtekening besteller:", 7)
    dotted(m + 84, m + wd * 0.55, y + 2)
    printed(m + wd * 0.6, y, "Voor ontvangst:", 7)
    dotted(m + wd * 0.6 + 56, r, y + 2)
    fill(m + 90, y - 2, f"{rng.choice(VL_FIRST)[0]}. {l3}", 9)
    printed(
        m,
        d.h - 22,
        la.pick(
            rng,
            "Wit: leverancier - Geel: boekhouding - Roze: blijft in boek|Origineel: leverancier - Kopie: klant - Kopie: boek",
        ),
        5.8,
    )
    printed(
        r,
        d.h - 22,
        "Drukkerij " + rng.choice(VL_LAST) + " - " + rng.choice(["Gent", "Brugge", "Tielt"]),
        5.2,
        al="r",
    )
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_nl_be_bestelbon_boekje(rng: random.Random) -> tuple[bytes, dict]:
    return _nl(rng)


# --------------------------------------------------------------------------- 10 pt-BR ERP pedido de compras, landscape, typewriter type

BR_LAST = "Silva|Santos|Oliveira|Souza|Pereira|Costa|Rodrigues|Almeida|Nascimento|Carvalho|Ribeiro|Gomes|Martins|Araújo".split(
    "|"
)
BR_FIRST = "José|Ana|Carlos|Fernanda|Paulo|Juliana|Marcos|Patrícia|Ricardo|Luciana".split("|")
BR_STEM = (
    "Paulista|Mineira|Gaúcha|Nordeste|Planalto|Litoral|Serrana|Vale do Aço|Cerrado|Capixaba".split(
        "|"
    )
)
BR_FORMED = [
    "{X} Indústria e Comércio Ltda.",
    "{L} & Filhos Ltda",
    "Distribuidora {X} de Materiais Elétricos Ltda - EPP",
    "{X} Comercial S.A.",
    "{L} Ferragens Eireli",
    "Metalúrgica {X} Ltda.",
    "{L} Serviços Industriais Ltda - ME",
]
BR_BARE = [
    "Comercial {L}",
    "Casa das Ferramentas {X}",
    "Auto Peças {L}",
    "{F} {L} Serviços Elétricos",
    "Madeireira {X}",
    "Borracharia {L}",
    "Papelaria {X}",
]
BR_BUY = [
    "{X} Alimentos S.A.",
    "Usina {X} Açúcar e Álcool Ltda.",
    "Hospital {X}",
    "Construtora {L} Ltda.",
    "{X} Embalagens Ltda.",
    "Cooperativa Agroindustrial {X}",
]
BR_CITY = [
    ("Campinas", "SP", "13010-"),
    ("Joinville", "SC", "89201-"),
    ("Uberlândia", "MG", "38400-"),
    ("Caxias do Sul", "RS", "95020-"),
    ("Londrina", "PR", "86010-"),
    ("Ribeirão Preto", "SP", "14010-"),
    ("Goiânia", "GO", "74000-"),
    ("Feira de Santana", "BA", "44001-"),
]
BR_ITEMS = [
    ("ROLAMENTO 6205 2RS", "PC", 5, 18, 42),
    ("PARAFUSO SEXT. M12X50 ZINC.", "PC", 5, 0.6, 1.6),
    ("CABO FLEX 2,5MM PRETO 100M", "RL", 0, 180, 290),
    ("LUVA NITRILICA T.9", "PR", 0, 6, 14),
    ("OLEO HIDRAULICO ISO 68 20L", "BD", 0, 290, 420),
    ("CHAPA ACO 1020 3MM 1200X3000", "PC", 5, 480, 760),
    ("PAPEL A4 75G RESMA", "RM", 10, 24, 34),
    ("CORREIA V B-52", "PC", 5, 32, 65),
    ("DISCO CORTE 7 POL", "PC", 10, 6, 14),
    ("ELETRODO E6013 2,5MM 5KG", "CX", 10, 85, 140),
    ("BOTA SEGURANCA BICO PVC 41", "PR", 0, 65, 120),
    ("SERVICO MANUTENCAO PREVENTIVA", "SV", 0, 850, 2800),
    ("TINTA ESMALTE SINTETICO 3,6L", "GL", 5, 68, 120),
    ("FILTRO AR COMPRESSOR", "PC", 5, 120, 260),
    ("PALETE MADEIRA PBR", "PC", 0, 38, 62),
]


def _pt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), "mono")
    m = rng.uniform(22, 30)
    r = d.w - m
    wd = r - m
    bottom = d.h - 30
    l1, l2 = rng.sample(BR_LAST, 2)
    sup = bare_or(rng, BR_FORMED, BR_BARE).format(
        L=l1, X=rng.choice(BR_STEM), F=rng.choice(BR_FIRST)
    )
    upper = rng.random() < 0.55
    if upper:
        sup = sup.upper()
    city, uf, cep = rng.choice(BR_CITY)
    buyer = rng.choice(BR_BUY).format(
        X=rng.choice([s for s in BR_STEM if s.upper() not in sup.upper()]), L=l2
    )
    if upper:
        buyer = buyer.upper()
    scity, suf, scep = rng.choice(BR_CITY)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["0#####", "######", f"PC{dt:%y}####", "0######"]))
    stated = stated_of(rng)
    page = [1]
    dd = la.dfmt(dt, "dmy")
    hora = f"{rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    cnpj = lambda: la.digits(rng, "##.###.###/0001-##")  # noqa: E731
    bcnpj, scnpj = cnpj(), cnpj()
    bie, sie = la.digits(rng, "###.###.###.###"), la.digits(rng, "###.###.###.###")
    fone = f"({la.digits(rng, '##')}) {la.digits(rng, '####-####')}"
    sfone = f"({la.digits(rng, '##')}) {la.digits(rng, '9####-####')}"
    scode, loja = la.digits(rng, "0#####"), rng.choice(["01", "01", "02"])
    contato = f"{rng.choice(BR_FIRST)} {rng.choice(BR_LAST)}"
    sstreet = f"{la.pick(rng, 'Rua|Av.|Rodovia')} {rng.choice(BR_LAST)} {rng.randint(10, 2500)}"
    bstreet = f"{la.pick(rng, 'Rua|Av.|Estrada')} {rng.choice(BR_FIRST)} {rng.choice(BR_LAST)}, {rng.randint(10, 3000)}"
    emis = la.pick(rng, "1a Emissão|1a Via|2a Emissão")
    cond = la.pick(rng, "28 DDL|30/60/90 DDL|28/56 DDL|A VISTA|45 DDL")
    frete_t = la.pick(rng, "CIF|FOB|CIF|Sem frete")

    def head() -> float:
        y = 18
        d.box(m, y, wd, d.h - 36, lw=0.8)
        hh = 58
        c1, c2 = wd * 0.42, wd * 0.33
        d.line(m, y + hh, r, y + hh, 0.8)
        d.line(m + c1, y, m + c1, y + hh, 0.8)
        d.line(m + c1 + c2, y, m + c1 + c2, y + hh, 0.8)
        d.t(m + 6, y + 13, buyer, 9.6, b=True, maxw=c1 - 12)
        d.lines(
            m + 6,
            y + 17,
            [
                bstreet,
                f"CEP {cep}000 - {city} - {uf}",
                f"CNPJ: {bcnpj}  IE: {bie}",
                f"Fone: {fone}",
            ],
            7,
            lead=9,
        )
        d.t(m + c1 + c2 / 2, y + 22, "PEDIDO DE COMPRAS", 13, b=True, al="c")
        d.t(m + c1 + c2 / 2, y + 40, f"Nº {po}  /  {emis}", 10, b=True, al="c")
        x3 = m + c1 + c2 + 6
        d.lines(
            x3,
            y + 6,
            [
                f"Emissão: {dd}",
                f"Hora...: {hora}",
                f"Folha..: {page[0]}/{of}" if of else f"Folha..: {page[0]}",
                "Moeda..: R$",
            ],
            7.6,
            lead=11,
        )
        y += hh
        fh = 46
        d.line(m, y + fh, r, y + fh, 0.8)
        d.t(m + 6, y + 12, f"Fornecedor: {sup}", 8.6, b=True)
        d.t(m + wd * 0.62, y + 12, f"Código: {scode}   Loja: {loja}", 7.6)
        d.t(m + 6, y + 23, f"Endereço..: {sstreet} - {scity}/{suf} - CEP {scep}000", 7.2)
        d.t(m + 6, y + 33, f"CNPJ/CPF..: {scnpj}   IE: {sie}", 7.2)
        d.t(m + wd * 0.62, y + 23, f"Fone: {sfone}", 7.2)
        d.t(m + wd * 0.62, y + 33, f"Contato: {contato}", 7.2)
        d.t(m + 6, y + 43, f"Cond. Pagto: {cond}   Tipo Frete: {frete_t}", 7.2)
        return y + fh + 4

    def brk() -> float:
        d.t(r - 6, bottom - 4, "Continua ...", 7.2, al="r")
        d.new_page()
        page[0] += 1
        return head()

    y = head()
    lines = more_lines(
        rng,
        BR_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 22, 30, 40, 48]),
        [1, 2, 4, 5, 10, 12, 20, 24, 50, 100],
        ["- REPOSICAO", "- LINHA 2", "- TIPO B", "- OBRA"],
        big=700,
    )
    body = []
    ipi_t = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        ipi = r2(a * Decimal(it[2]) / 100)
        ipi_t += ipi
        body.append(
            (
                [
                    f"{i:04d}",
                    la.digits(rng, "########"),
                    it[0],
                    it[1],
                    f"{q:,.2f}".replace(",", "X").replace(".", ",").replace("X", "."),
                    eu(p),
                    f"{it[2]:.2f}".replace(".", ","),
                    eu(ipi),
                    eu(a),
                    la.dfmt(dt + timedelta(days=rng.randint(5, 40)), "dmy"),
                    la.digits(rng, "1####"),
                    la.digits(rng, "0#####"),
                ],
                a,
            )
        )
    ws = [
        wd * f
        for f in (0.045, 0.075, 0.275, 0.035, 0.07, 0.085, 0.045, 0.07, 0.09, 0.08, 0.065, 0.065)
    ]
    y = ltable(
        d,
        m,
        y,
        ws,
        [
            "Item",
            "Código",
            "Descrição do Material",
            "UM",
            "Quant.",
            "Vlr.Unit.",
            "IPI%",
            "Vlr.IPI",
            "Valor Total",
            "Entrega",
            "C.Custo",
            "Num.SC",
        ],
        body,
        "llllrrrrrccc",
        size=6.8,
        rowh=12,
        bottom=bottom - 20,
        brk=brk,
        grid=False,
        hsize=6.6,
    )
    merc = sum((a for _c, a in body), ZERO)
    frete = Decimal(rng.choice([0, 0, 0, 80, 150, 220, 350])) if frete_t == "FOB" else ZERO
    desp = Decimal(rng.choice([0, 0, 0, 25, 40]))
    desc = r2(merc * Decimal(rng.choice(["0.02", "0.03", "0.05"]))) if rng.random() < 0.25 else ZERO
    total = merc + ipi_t + frete + desp - desc
    icms_b = merc + frete + desp - desc
    icms = r2(icms_b * Decimal(rng.choice(["0.12", "0.18", "0.07"])))
    if y + 118 > bottom:
        y = brk()
    y += 6
    d.line(m, y, r, y, 0.8)
    lx = m + 6
    d.lines(
        lx,
        y + 2,
        [
            f"Local de Entrega..: {buyer[:38]} - {la.pick(rng, 'ALMOXARIFADO CENTRAL|PORTARIA 2|DOCA 3|ALMOXARIFADO')} - {city}/{uf}",
            f"Local de Cobrança.: {bstreet} - {city}/{uf}",
            f"Transportadora....: {la.pick(rng, 'TRANSP. ' + rng.choice(BR_LAST).upper() + ' LTDA|O MESMO|A COMBINAR')}",
            f"Comprador.........: {rng.choice(BR_FIRST)} {rng.choice(BR_LAST)}   Aprovador: {rng.choice(BR_FIRST)} {rng.choice(BR_LAST)}",
            "Observações: Mencionar o número deste pedido na nota fiscal. Enviar XML para nfe@"
            + "".join(c for c in buyer.split()[0].lower() if c.isalpha() and c.isascii())
            + ".com.br",
        ],
        7,
        lead=10.5,
    )
    sx = m + wd * 0.66
    if stated:
        rows = [
            ("Valor Mercadorias", eu(merc)),
            ("Valor IPI", eu(ipi_t)),
            ("Frete", eu(frete)),
            ("Despesas", eu(desp)),
            ("Desconto", eu(desc)),
            ("Base ICMS / ICMS", f"{eu(icms_b)} / {eu(icms)}"),
        ]
        yy = y + 2
        for lab, val in rows:
            d.t(sx, yy + 8, f"{lab}:", 7.2)
            d.t(r - 8, yy + 8, val, 7.2, al="r")
            yy += 10
        d.box(sx - 4, yy + 1, r - sx - 2, 15, fill=0.88)
        d.t(sx, yy + 12, la.pick(rng, "TOTAL GERAL|TOTAL DO PEDIDO|Total Geral R$"), 8.4, b=True)
        d.t(
            r - 8,
            yy + 12,
            eu(total) if rng.random() < 0.5 else f"R$ {eu(total)}",
            8.6,
            b=True,
            al="r",
        )
        yy += 20
    else:
        yy = wrapped(
            d,
            sx,
            y + 4,
            "Pedido em aberto (contrato de fornecimento): faturar conforme entregas, aos preços unitários acima.",
            7.2,
            r - sx - 8,
        )
    y = max(yy, y + 60) + 8
    if y + 40 > bottom:
        y = brk() + 10
    sw = wd / 4
    for k, lab in enumerate(
        ["Comprador", "Gerência de Suprimentos", "Diretoria", "De acordo do Fornecedor"]
    ):
        d.sign(m + k * sw + 10, y + 24, sw - 30, lab, size=6.8)
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind30_pt_br_pedido_erp_paisagem(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pt)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind30_zh_dinghuo_hetong_shulan,
        blind30_hk_fax_header_po,
        blind30_ja_hacchusho_zeiritsu_uchiwake,
        blind30_en_us_po_order_from_remit_to,
        blind30_de_at_ch_bestellung_besteller_lieferant,
        blind30_fr_be_bon_commande_htva_tvac,
        blind30_es_ar_orden_compra_cuit,
        blind30_it_ordine_committente_fornitore,
        blind30_nl_be_bestelbon_boekje,
        blind30_pt_br_pedido_erp_paisagem,
    )
}

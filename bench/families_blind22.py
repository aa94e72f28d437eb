# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind21 (`blind22_*`).

- blind22_zh_dianzi_erp_caigou_hanshui
- blind22_ja_shokuhin_hacchusho_keigen
- blind22_hk_mo_bilingual_po_deposit
- blind22_en_gb_nhs_council_po
- blind22_fr_ch_be_bon_commande
- blind22_es_pedido_recargo_equivalencia
- blind22_de_bestellung_lieferant_rechts
- blind22_nl_inkooporder_factuuradres
- blind22_sv_da_orderbekraftelse_kund
- blind22_ru_uk_zakaz_postavshchiku

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's confirmation, the customer's order number it
quotes, never the seller's own order number); the supplier (vendor, seller) exactly as
printed; the grand total as "1234.50" (whole yen as "1234.00"; "" when the document states
none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind14 import ACCENTS, rgb_box, rgb_text  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import price, qty, r0, r2, take, wrapped  # noqa: E402
from families_blind19 import crow, de, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
BLUE = Color(0.12, 0.25, 0.5)


def yen0(v: Decimal) -> str:
    return f"{r0(v):,.0f}"


def sw(v: Decimal) -> str:
    return grouped(v, "'", ".")


def sp(v: Decimal) -> str:
    """1 234,50 (Nordic, Russian, French)."""
    return grouped(v, " ", ",")


def make(rng: random.Random, pool: list, n: int, whole: bool = False) -> list[tuple]:
    """Order lines: (pool entry, quantity, unit price, line amount)."""
    out = []
    for it in take(rng, pool, n):
        q = Decimal(qty(rng, it[4]))
        p = price(rng, it[3], it[4], whole)
        out.append((it, q, p, r2(q * p)))
    return out


def block(d: la.Doc, x: float, y: float, title: str, rows: list[str], size: float) -> float:
    """A titled address block from top `y`; its first row in bold. Returns the y below."""
    if title:
        d.t(x, y + size, title, size - 0.8, b=True, grey=0.35)
        y += size * 1.45
    for i, s in enumerate(rows):
        d.t(x, y + size, s, size, b=i == 0)
        y += size * 1.3
    return y


def pager(d: la.Doc, r: float, page: list[int], of: int, word: str, sep: str, size: float = 7.4) -> None:
    d.t(r, d.h - 22, f"{word} {page[0]}{sep}{of}" if of else f"{word} {page[0]}", size, al="r", grey=0.35)


# --------------------------------------------------------------------------- 1 zh-Hans electronics factory ERP purchase order, tax-inclusive and exclusive amounts

ZH_CITY = ["苏州", "东莞", "深圳", "昆山", "惠州", "宁波", "合肥", "成都", "无锡", "厦门"]
ZH_BUY = "{c}{b}电子科技有限公司|{c}{b}智能科技股份有限公司|{b}电子（{c}）有限公司|{c}{b}电器制造有限公司|{c}{b}光电股份有限公司"
ZH_BUY_B = "华鼎 瑞芯 鸿泰 启明 联创 宏致 兆丰 睿通 德赛 安捷".split()
ZH_SUP = "{c}{b}电子元件有限公司|{c}市{b}五金制品厂|{c}{b}包装材料有限公司|{b}精密模具（{c}）有限公司|{c}{b}线缆有限公司|{c}{b}电子贸易有限公司|{c}市{b}塑胶制品有限公司"
ZH_SUP_B = "天成 志远 恒通 嘉利 金盛 永信 佳宏 华隆 博源 新亚 众鑫 立讯".split()
ZH_PARTS = [
    ("1.01.0031", "贴片电阻 0603 10KΩ ±1% 5000只/盘", "盘", 18, 35),
    ("1.01.0207", "贴片电容 0805 10uF 25V X5R", "盘", 42, 96),
    ("1.02.1140", "MOS管 AO3400A SOT-23", "千只", 85, 160),
    ("1.03.0502", "MCU STM32F103C8T6 LQFP48", "PCS", 6.8, 14.5),
    ("1.04.0310", "排针 2.54mm 1×40P 镀金", "PCS", 0.35, 0.9),
    ("1.05.0066", "FPC 连接器 0.5mm 30P 下接", "PCS", 0.6, 1.8),
    ("2.01.1008", "PCB 四层板 FR4 1.6mm 沉金", "PCS", 8.5, 26),
    ("2.02.0415", "铝电解电容 470uF 35V 10×16", "PCS", 0.28, 0.75),
    ("3.01.0023", "机壳 ABS 阻燃 V0 黑色", "PCS", 4.2, 11.8),
    ("3.02.0190", "不锈钢螺丝 M3×8 十字盘头", "千只", 28, 65),
    ("3.03.0071", "导热硅胶片 1.0mm 20×20", "PCS", 0.32, 0.95),
    ("4.01.0006", "彩盒 300g白卡 四色印刷", "PCS", 1.2, 3.6),
    ("4.02.0018", "外箱 K=K 五层 58×38×32cm", "PCS", 5.5, 9.8),
    ("4.03.0102", "防静电屏蔽袋 15×20cm", "千只", 120, 260),
    ("5.01.0044", "电源线 国标 3×0.75mm² 1.5m", "条", 5.2, 9.6),
    ("5.02.0330", "USB-C 数据线 1m 编织", "条", 3.8, 8.5),
    ("6.01.0009", "无铅锡膏 SAC305 500g", "瓶", 260, 420),
    ("6.02.0015", "洗板水 环保型 20L", "桶", 330, 560),
]


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.5
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(26, 36)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    c1, c2 = rng.choice(ZH_CITY), rng.choice(ZH_CITY)
    buyer = cj.pick(rng, ZH_BUY).format(c=c1, b=rng.choice(ZH_BUY_B))
    sup = cj.pick(rng, ZH_SUP).format(c=c2, b=rng.choice(ZH_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CGDD{Y}{m}{d}{n4}|PO-{Y}{m}-{n5}|4500{n6}|CG{y}{m}{n5}|POORD{n7}")
    pr = cj.number(rng, d, "CGSQ{Y}{m}{n4}|PR-{y}{m}{n4}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|KJXY{Y}{n3}")
    vcode = f"{rng.choice(['V', 'GYS', '2'])}{rng.randint(10000, 99999)}"
    rate = Decimal("0.13")
    page = [1]
    stated = rng.random() > 0.06
    erp = cj.pick(rng, "金蝶云·星空|用友U8|SAP Business One|鼎捷T100|")
    no_lab = cj.pick(rng, "订单编号|采购订单号|单据编号|订单号")

    def foot() -> None:
        pdf.text(pdf.w / 2, pdf.h - 24, f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页", 8, align="c", colour=GREY)
        if erp:
            pdf.text(m, pdf.h - 24, f"{erp}  打印时间：{cj.fdate(d, 'iso')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}", 7.5, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{buyer}　采购订单（续）", 10, bold=True)
        pdf.text(right, 32, f"{no_lab}：{po}", 9, align="r")
        return 42

    y = 36
    pdf.text(pdf.w / 2, y, buyer, 15, align="c", bold=True)
    y += 13
    pdf.text(pdf.w / 2, y, f"地址：{c1}市{cj.zh_addr(rng).split('市', 1)[-1]}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}", 8, align="c", colour=GREY)
    y += 24
    pdf.text(pdf.w / 2, y, cj.pick(rng, "采 购 订 单|采购订单|PURCHASE ORDER 采购订单"), 16, align="c", bold=True)
    y += 12
    tel_s = cj.zh_tel(rng)
    who = cj.person(rng)
    buyer_p = cj.person(rng)
    if rng.random() < 0.55:
        w4 = [wd * 0.12, wd * 0.38, wd * 0.12, wd * 0.38]
        rows = [
            [no_lab, po, "订单日期", cj.fdate(d, cj.pick(rng, "iso|cn|slash"))],
            ["供应商编码", vcode, "供应商名称", sup],
            ["联系人", who, "联系电话", tel_s],
            ["请购单号", pr, "合同编号", ht],
            ["币别", "人民币", "结算方式", cj.pick(rng, "月结60天 电汇|月结90天 承兑|货到30天付款|预付30% 余款月结")],
            ["采购员", buyer_p, "交货地址", f"{c1}工厂 {cj.pick(rng, '原材料仓|SMT车间|成品仓|IQC收货处')}"],
        ]
        y = kgrid(pdf, m, y, w4, rows, h=16, size=8.2, labels=(0, 2), fill=PALE) + 8
    else:
        half = wd / 2 - 6
        pdf.text(m, y + 10, f"{no_lab}：{po}", 9.5, bold=True)
        pdf.text(right, y + 10, f"日期：{cj.fdate(d, 'cn')}　请购单号：{pr}", 8.5, align="r")
        y += 20
        for x0, head, rows_ in (
            (m, "采购方（甲方）", [f"名称：{buyer}", f"采购员：{buyer_p}", f"电话：{cj.zh_tel(rng)}", f"统一社会信用代码：{cj.credit_code(rng)}"]),
            (m + half + 12, "供应商（乙方）", [f"名称：{sup}", f"供应商编码：{vcode}", f"联系人：{who}　电话：{tel_s}", f"税号：{cj.credit_code(rng)}"]),
        ):
            pdf.rect(x0, y, half, 80, stroke=GREY)
            pdf.rect(x0, y, half, 16, fill=PALE, stroke=GREY)
            pdf.text(x0 + 5, y + 12, head, 9, bold=True)
            for i, s in enumerate(rows_):
                pdf.text(x0 + 5, y + 30 + i * 15, s, 8.3, maxw=half - 10)
        y += 90
    lines = make(rng, ZH_PARTS, rng.choice([3, 4, 6, 8, 11, 15, 22, 30]))
    rel = [4, 9, 22, 5, 7, 9, 6, 10, 10, 9] if land else [4, 10, 24, 5, 7, 9, 5, 10, 11, 0]
    heads = ["序号", "物料编码", "物料名称/规格型号", "单位", "数量", "不含税单价", "税率", "不含税金额", "含税金额", "交货日期"]
    if not land:
        rel, heads = rel[:9], heads[:9]
    widths = cj.rel(wd, rel)
    rows = []
    net = tax = ZERO
    for i, (it, q, p, amt) in enumerate(lines, 1):
        t = r2(amt * rate)
        net, tax = net + amt, tax + t
        cells = [str(i), it[0], it[1], it[2], f"{q:,.0f}", f"{p:.4f}" if rng.random() < 0.3 else f"{p:.2f}", "13%", cj.money(amt), cj.money(amt + t)]
        if land:
            cells.append(cj.fdate(cj.later(rng, d, 7, 30), "iso"))
        rows.append((cells, amt + t))
    total = net + tax
    y = ctable(pdf, m, y, widths, heads, rows, "ccllrrcrrc", rowh=17, size=7.6, bottom=bottom - 20, brk=brk)
    if stated:
        qsum = sum((q for _, q, _, _ in lines), ZERO)
        cells = ["", "", "合　计", "", f"{qsum:,.0f}", "", "", cj.money(net), cj.money(total)] + ([""] if land else [])
        y = crow(pdf, m, y, widths, cells, "ccllrrcrrc", h=17, size=7.8, bold=True, fill=PALE)
        if y + 150 > bottom:
            y = brk()
        y += 16
        order = [("不含税金额合计", f"¥{cj.money(net)}"), ("税额（13%）", f"¥{cj.money(tax)}"), (cj.pick(rng, "含税金额合计|价税合计|订单总金额（含税）"), f"¥{cj.money(total)}")]
        x = m
        for lab, v in order:
            pdf.text(x, y, f"{lab}：{v}", 9, bold=lab == order[-1][0])
            x += wd / 3
        y += 15
        pdf.text(m, y, f"金额大写（含税）：{cj.daxie(total)}", 9)
        y += 10
    else:
        if y + 130 > bottom:
            y = brk()
        y += 14
        pdf.text(m, y, "注：本订单按实际交货数量结算，单价含13%增值税专用发票。", 8.5)
        y += 4
    terms = [
        "1. 供应商须在交货单及发票上注明本订单号，否则仓库不予收货。",
        "2. 所供物料须符合RoHS/REACH要求，并随货附出厂检验报告。",
        "3. 逾期交货每日按未交货金额的0.5%扣除违约金。",
        "4. 请于收到订单后24小时内签字盖章回传确认，逾期视为接受。",
    ]
    y += 10
    for t in terms[: rng.randint(2, 4)]:
        y += 12
        pdf.text(m, y, t, 7.8)
    y += 34
    if y + 20 > bottom:
        y = brk() + 30
    caps = ["制单：", "审核：", "批准：", "供应商确认（签字盖章）："]
    for k, c in enumerate(caps):
        pdf.text(m + k * wd / 4, y, c, 8.5)
    if rng.random() < 0.5:
        pdf.stamp(m + 2.3 * wd / 4, y - 8, buyer, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_zh_dianzi_erp_caigou_hanshui(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 2 ja food manufacturer's order with reduced-rate lines

JA_BUY = "{s}食品株式会社|株式会社{s}製菓|{s}フーズ株式会社|株式会社{s}製パン|{s}乳業株式会社|株式会社{s}水産加工"
JA_BUY_S = "丸美 北斗 やまと 朝日 菊水 東洋 三河 紀州 信濃 若竹".split()
JA_SUP = "株式会社{s}商店|{s}製粉株式会社|{s}物産株式会社|株式会社{s}パッケージ|{s}油脂株式会社|{s}紙器株式会社|有限会社{s}青果|{s}化成株式会社"
JA_SUP_S = "丸一 大和 中村 山口 小林 藤田 松本 三和 富士 旭".split()
# code, name/spec, unit, lo, hi, reduced rate
JA_ITEMS = [
    ("F-101", "強力小麦粉 25kg", "袋", 3800, 5600, True),
    ("F-115", "上白糖 30kg", "袋", 7200, 9800, True),
    ("F-120", "殻付鶏卵 10kg箱", "箱", 2600, 4200, True),
    ("F-133", "菜種サラダ油 16.5kg缶", "缶", 5200, 7800, True),
    ("F-140", "脱脂粉乳 25kg", "袋", 14500, 19800, True),
    ("F-152", "冷凍むきえび 1kg", "kg", 1600, 2900, True),
    ("F-168", "濃口醤油 18L", "缶", 3900, 6200, True),
    ("F-171", "国産小豆 30kg", "袋", 16000, 24000, True),
    ("P-201", "個包装フィルム OPP 200mm×500m", "巻", 4800, 7600, False),
    ("P-214", "化粧箱 12個入 印刷済", "枚", 38, 95, False),
    ("P-220", "段ボールケース A式 24入", "枚", 68, 140, False),
    ("P-233", "脱酸素剤 50cc 1000個入", "袋", 2400, 3900, False),
    ("S-305", "食品用アルコール製剤 17L", "缶", 5600, 8800, False),
    ("S-312", "ニトリル手袋 M 100枚", "箱", 520, 980, False),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    buyer = cj.pick(rng, JA_BUY).format(s=rng.choice(JA_BUY_S))
    sup = cj.pick(rng, JA_SUP).format(s=rng.choice(JA_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n4}|HC{Y}{m}{d}-{n2}|No.{n6}|P{y}{m}{n4}")
    est = cj.number(rng, d, "M{y}-{n4}|見{n5}")
    page = [1]
    stated = rng.random() > 0.06
    no_lab = cj.pick(rng, "発注番号|注文番号|発注No.|注文書No.")
    ds = cj.pick(rng, "cn|reiwa|slash")
    tanto = cj.person(rng, "ja")

    def foot() -> None:
        pdf.text(right, pdf.h - 26, f"{page[0]} / {of}" if of else f"{page[0]}", 8, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"発注書（続き）　{no_lab}：{po}", 9.5, bold=True)
        return 44

    lines = make(rng, JA_ITEMS, rng.choice([3, 4, 5, 7, 9, 12, 18, 26]), whole=True)
    b8 = sum((a for it, _, _, a in lines if it[5]), ZERO)
    b10 = sum((a for it, _, _, a in lines if not it[5]), ZERO)
    t8 = (b8 * Decimal("0.08")).quantize(Decimal(1), ROUND_DOWN)
    t10 = (b10 * Decimal("0.10")).quantize(Decimal(1), ROUND_DOWN)
    total = b8 + b10 + t8 + t10
    y = 44
    pdf.text(pdf.w / 2, y, cj.pick(rng, "発　注　書|発注書|注　文　書"), 18, align="c", bold=True, space=2)
    pdf.text(right, 30, f"{no_lab}　{po}", 9, align="r")
    pdf.text(right, 42, f"発注日　{cj.fdate(d, ds)}", 9, align="r")
    y += 30
    pdf.text(m, y, f"{sup}　{cj.pick(rng, '御中|御中|様')}", 13, bold=True)
    pdf.line(m, y + 4, m + wd * 0.52, y + 4, lw=0.8)
    y += 18
    pdf.text(m, y, "下記の通り発注いたします。", 9)
    bx = m + wd * 0.58
    by = y - 18
    pdf.text(bx, by, buyer, 11.5, bold=True)
    for i, s in enumerate([cj.ja_addr(rng), f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", f"担当：購買課 {tanto}", f"登録番号：T{rng.randint(10**12, 10**13 - 1)}"]):
        pdf.text(bx, by + 14 + i * 12, s, 8, maxw=right - bx)
    if rng.random() < 0.6:
        pdf.stamp(right - 24, by + 30, buyer[:4], rng, shape="rect", r=22)
    y += 14
    if stated:
        pdf.rect(m, y, wd * 0.5, 26, stroke=cj.black, lw=1)
        pdf.rect(m, y, wd * 0.2, 26, fill=PALE, stroke=cj.black)
        pdf.text(m + wd * 0.1, y + 17, cj.pick(rng, "ご発注金額|発注金額合計|合計金額"), 9, align="c", bold=True)
        pdf.text(m + wd * 0.5 - 8, y + 18, f"¥{yen0(total)}-" if rng.random() < 0.5 else f"￥{yen0(total)}（税込）", 13, align="r", bold=True)
    y += 40
    info = [["納品場所", f"本社工場 {cj.pick(rng, '原料倉庫|資材倉庫|第二工場 受入口')}", "納期", cj.fdate(cj.later(rng, d, 3, 20), ds)], ["支払条件", cj.pick(rng, "月末締め翌月末払い|20日締め翌月10日払い|月末締め翌々月10日払い"), "見積番号", est]]
    y = kgrid(pdf, m, y, [wd * 0.13, wd * 0.37, wd * 0.13, wd * 0.37], info, h=16, size=8.2, fill=PALE) + 10
    heads = ["No.", "品番", "品名・規格", "数量", "単位", "単価", "金額", "税率"]
    widths = cj.rel(wd, [4, 8, 30, 7, 5, 9, 11, 6])
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rows.append(([str(i), it[0], it[1] + ("※" if it[5] else ""), f"{q:,.0f}", it[2], yen0(p), yen0(a), "8%" if it[5] else "10%"], a))
    y = ctable(pdf, m, y, widths, heads, rows, "cllrcrrc", rowh=17, size=8, bottom=bottom - 20, brk=brk)
    if y + 140 > bottom:
        y = brk()
    y += 8
    pdf.text(m, y + 8, "※印は軽減税率（8%）対象品目です。", 7.8)
    if stated:
        sx = m + wd * 0.5
        srows = [["小計（税抜）", yen0(b8 + b10)], ["8%対象（税抜）", yen0(b8)], ["消費税（8%）", yen0(t8)], ["10%対象（税抜）", yen0(b10)], ["消費税（10%）", yen0(t10)], [cj.pick(rng, "合計（税込）|総合計|合計金額（税込）"), yen0(total)]]
        if rng.random() < 0.4:
            srows = srows[:1] + [["消費税", yen0(t8 + t10)], srows[-1]] + [["（内訳）8%対象 " + yen0(b8) + " / 10%対象 " + yen0(b10), ""]]
        y = kgrid(pdf, sx, y, [wd * 0.25, wd * 0.25], srows, h=16, size=8.4, labels=(0,), fill=PALE, align="lr")
    y += 16
    pdf.text(m, y, "備考：", 8.5, bold=True)
    for t in ["納品書は2部ご用意ください。", "納品時は温度記録を添付してください（冷凍品）。", "賞味期限は納品日より2/3以上残っているものに限ります。"][: rng.randint(1, 3)]:
        y += 12
        pdf.text(m + 12, y, t, 8)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_ja_shokuhin_hacchusho_keigen(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 3 Hong Kong / Macau bilingual purchase order with a deposit

HK_BUY = [
    ("Golden Harbour Catering Group Limited", "金港飲食集團有限公司"),
    ("Victoria Peak Property Services Limited", "太平山物業服務有限公司"),
    ("Lotus Bay Hotel Management (Macau) Limited", "蓮灣酒店管理（澳門）有限公司"),
    ("Kowloon Bay Logistics Company Limited", "九龍灣物流有限公司"),
    ("Pearl River Education Foundation Limited", "珠江教育基金有限公司"),
    ("Hoi Fung Medical Centre Limited", "海峰醫務中心有限公司"),
]
HK_SUP = [
    ("Wing Fat Hardware Co., Ltd.", "永發五金有限公司"),
    ("Tai Hing Electrical Engineering Limited", "泰興電器工程有限公司"),
    ("Kam Lung Paper Products Company", "金龍紙品公司"),
    ("Sun Wah Kitchen Equipment Limited", "新華廚房設備有限公司"),
    ("Po Kee Cleaning Supplies Limited", "寶記清潔用品有限公司"),
    ("Man Shing Office Furniture Co.", "萬成辦公傢俬公司"),
    ("Lee Kwong Trading (Macau) Limited", "利光貿易（澳門）有限公司"),
]
HK_ITEMS = [
    ("Stainless steel work table 1500×600mm 不銹鋼工作枱", "pc", 1800, 3600),
    ("Commercial refrigerator 2-door 雙門雪櫃", "set", 9800, 16800),
    ("LED panel light 600×600 36W 平板燈", "pc", 168, 320),
    ("A4 copy paper 80gsm 影印紙 (5 reams/box)", "box", 118, 168),
    ("Hand soap refill 5L 洗手液", "btl", 85, 160),
    ("Office chair mesh back 網背辦公椅", "pc", 680, 1480),
    ("Filing cabinet 4-drawer 四層文件櫃", "pc", 1250, 2300),
    ("Fire extinguisher CO2 5kg 滅火筒", "pc", 520, 880),
    ("Disposable gloves nitrile M 手套 (100)", "box", 38, 75),
    ("Cable tray 300mm galvanised 電纜槽", "m", 95, 180),
    ("Induction wok burner 電磁爐灶", "set", 15800, 26800),
    ("Garbage bags 36×48 垃圾袋 (50)", "pack", 32, 68),
]
HK_POOL = [(f"{k:03d}", *t) for k, t in enumerate(HK_ITEMS, 101)]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    macau = rng.random() < 0.35
    cur, cword = ("MOP", "PATACAS") if macau else ("HK$", "HONG KONG DOLLARS")
    be, bz = rng.choice(HK_BUY)
    se, sz = rng.choice(HK_SUP)
    sup = rng.choice([se, se, sz])
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n4}|PO-{Y}-{n5}|{n6}|P/{y}/{n4}")
    qref = cj.number(rng, d, "QT{y}{n4}|Q-{n5}")
    req = cj.number(rng, d, "REQ-{n5}|PR{y}{n4}")
    page = [1]
    stated = rng.random() > 0.05

    def foot() -> None:
        pdf.text(pdf.w / 2, pdf.h - 24, f"Page {page[0]} of {of} 第{page[0]}頁" if of else f"Page {page[0]}", 7.5, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"P.O. No. 訂單編號: {po} (continued 續)", 9.5, bold=True)
        return 44

    y = 36
    pdf.text(m, y, be, 13, bold=True, colour=BLUE)
    pdf.text(m, y + 16, bz, 12, bold=True, colour=BLUE)
    pdf.text(right, y, "PURCHASE ORDER", 15, align="r", bold=True)
    pdf.text(right, y + 18, "採購訂單", 14, align="r", bold=True)
    loc = "Avenida da Praia Grande, Macau 澳門" if macau else cj.pick(rng, "Kwun Tong, Kowloon 九龍觀塘|Chai Wan, Hong Kong 香港柴灣|Tsuen Wan, N.T. 新界荃灣|Wan Chai, Hong Kong 香港灣仔")
    tel = lambda: f"(853) {rng.randint(2800, 2899)} {rng.randint(1000, 9999)}" if macau else f"(852) {cj.hk_tel(rng)}"  # noqa: E731
    pdf.text(m, y + 30, f"{rng.randint(2, 88)}/F, {loc}   Tel 電話: {tel()}   Fax 傳真: {tel()}", 7.6, colour=GREY)
    y += 46
    pdf.line(m, y, right, y, lw=1.2, colour=BLUE)
    y += 10
    half = wd * 0.56
    pdf.text(m, y + 10, "To 致:", 8.5, bold=True)
    rows_s = [sup, f"Attn 聯絡人: {rng.choice(['Mr.', 'Ms.'])} {rng.choice(['Chan', 'Wong', 'Leung', 'Lam', 'Ho', 'Cheung'])}", f"Tel 電話: {tel()}", f"Email: sales@{se.split()[0].lower()}{se.split()[1].lower()}.com.{'mo' if macau else 'hk'}"]
    for i, s in enumerate(rows_s):
        pdf.text(m + 40, y + 10 + i * 13, s, 9 if i == 0 else 8.2, bold=i == 0, maxw=half - 44)
    kv = [["P.O. No. 訂單編號", po], ["Date 日期", cj.fdate(d, "hk")], ["Quotation 報價單", qref], ["Req. No. 申請編號", req], ["Dept. 部門", cj.pick(rng, "F&B 餐飲部|Engineering 工程部|Admin 行政部|Housekeeping 房務部")]]
    kgrid(pdf, m + half + 6, y, [wd * 0.2, wd - half - 6 - wd * 0.2], kv, h=15, size=7.8, labels=(0,), fill=PALE)
    y += 84
    pdf.text(m, y, f"Deliver To 送貨地址: {cj.pick(rng, 'G/F Loading Bay 地下貨物起卸區|Store Room B1 地庫貨倉|Site Office 地盤辦公室')}, {loc}", 8.2)
    y += 12
    pdf.text(m, y, f"Delivery Date 交貨日期: {cj.fdate(cj.later(rng, d), 'hk')}    Payment Terms 付款條件: {cj.pick(rng, '30 days 月結三十天|C.O.D. 貨到付款|50% deposit, balance on delivery 先付五成訂金')}", 8.2)
    y += 10
    lines = make(rng, HK_POOL, rng.choice([2, 3, 4, 5, 7, 10, 16, 24]))
    heads = ["Item\n項目", "Description 貨品描述", "Qty\n數量", "Unit\n單位", "Unit Price\n單價", f"Amount ({cur})\n金額"]
    widths = cj.rel(wd, [6, 44, 8, 7, 13, 15])
    rows = [([str(i), it[1], f"{q:,.0f}", it[2], cj.money(p), cj.money(a)], a) for i, (it, q, p, a) in enumerate(lines, 1)]
    y = ctable(pdf, m, y, widths, heads, rows, "clrcrr", rowh=17, size=7.8, bottom=bottom - 20, brk=brk, hh=24)
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([3, 5, 8, 10])) / 100) if rng.random() < 0.4 else ZERO
    total = sub - disc
    deposit = r2(total * Decimal(rng.choice([20, 30, 50])) / 100) if rng.random() < 0.45 else ZERO
    if y + 150 > bottom:
        y = brk()
    y += 8
    sx = m + wd * 0.52
    if stated:
        srows = [["Sub-total 小計", cj.money(sub)]]
        if disc:
            srows.append(["Less: Discount 折扣", f"({cj.money(disc)})"])
        srows.append([cj.pick(rng, "Total Amount 總金額|TOTAL 合計|Grand Total 總計"), f"{cur} {cj.money(total)}"])
        if deposit:
            srows += [["Less: Deposit Paid 已付訂金", f"({cj.money(deposit)})"], ["Balance Due 尚欠餘額", f"{cur} {cj.money(total - deposit)}"]]
        y = kgrid(pdf, sx, y, [wd * 0.28, wd * 0.2], srows, h=16, size=8.2, labels=(0,), fill=PALE, align="lr")
        y += 14
        words = cj.en_words(total).replace("US DOLLARS", cword)
        pdf.text(m, y, words, 7.6, maxw=wd)
    else:
        pdf.text(m, y + 10, "Prices as per quotation; final amount per delivery note. 價格按報價單，金額以送貨單為準。", 8)
        y += 14
    y += 16
    for t in ["1. Please quote our P.O. number on all delivery notes and invoices. 所有送貨單及發票必須註明本訂單編號。", "2. Goods are subject to our inspection upon receipt. 貨品須經本公司驗收。", "3. Please sign and return a copy of this P.O. as acknowledgement. 請簽回確認。"][: rng.randint(1, 3)]:
        pdf.text(m, y, t, 7.4, maxw=wd)
        y += 11
    y += 36
    if y + 10 > bottom:
        y = brk() + 30
    pdf.line(m, y, m + 160, y)
    pdf.text(m, y + 10, "Authorised Signature 授權簽署", 7.6)
    pdf.line(right - 160, y, right, y)
    pdf.text(right - 160, y + 10, "Supplier's Acknowledgement 供應商確認", 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_hk_mo_bilingual_po_deposit(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind22_zh_dianzi_erp_caigou_hanshui,
        blind22_ja_shokuhin_hacchusho_keigen,
        blind22_hk_mo_bilingual_po_deposit,
    )
}

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
from families_blind19 import crow, de, ltable, none_meta, us  # noqa: E402
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


def kvw(d: la.Doc, x: float, y: float, pairs: list[tuple[str, str]], size: float) -> float:
    """Label / value rows whose value column starts past the widest bold label."""
    lw = max(d.width(k, size, True) for k, _ in pairs) + 8
    return d.kv(x, y, pairs, lw, size)


def pager(
    d: la.Doc, r: float, page: list[int], of: int, word: str, sep: str, size: float = 7.4
) -> None:
    d.t(
        r,
        d.h - 22,
        f"{word} {page[0]}{sep}{of}" if of else f"{word} {page[0]}",
        size,
        al="r",
        grey=0.35,
    )


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
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页",
            8,
            align="c",
            colour=GREY,
        )
        if erp:
            pdf.text(
                m,
                pdf.h - 24,
                f"{erp}  打印时间：{cj.fdate(d, 'iso')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
                7.5,
                colour=GREY,
            )

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
    pdf.text(
        pdf.w / 2,
        y,
        f"地址：{c1}市{cj.zh_addr(rng).split('市', 1)[-1]}　电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}",
        8,
        align="c",
        colour=GREY,
    )
    y += 24
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "采 购 订 单|采购订单|PURCHASE ORDER 采购订单"),
        16,
        align="c",
        bold=True,
    )
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
            [
                "币别",
                "人民币",
                "结算方式",
                cj.pick(rng, "月结60天 电汇|月结90天 承兑|货到30天付款|预付30% 余款月结"),
            ],
            [
                "采购员",
                buyer_p,
                "交货地址",
                f"{c1}工厂 {cj.pick(rng, '原材料仓|SMT车间|成品仓|IQC收货处')}",
            ],
        ]
        y = kgrid(pdf, m, y, w4, rows, h=16, size=8.2, labels=(0, 2), fill=PALE) + 8
    else:
        half = wd / 2 - 6
        pdf.text(m, y + 10, f"{no_lab}：{po}", 9.5, bold=True)
        pdf.text(right, y + 10, f"日期：{cj.fdate(d, 'cn')}　请购单号：{pr}", 8.5, align="r")
        y += 20
        for x0, head, rows_ in (
            (
                m,
                "采购方（甲方）",
                [
                    f"名称：{buyer}",
                    f"采购员：{buyer_p}",
                    f"电话：{cj.zh_tel(rng)}",
                    f"统一社会信用代码：{cj.credit_code(rng)}",
                ],
            ),
            (
                m + half + 12,
                "供应商（乙方）",
                [
                    f"名称：{sup}",
                    f"供应商编码：{vcode}",
                    f"联系人：{who}　电话：{tel_s}",
                    f"税号：{cj.credit_code(rng)}",
                ],
            ),
        ):
            pdf.rect(x0, y, half, 80, stroke=GREY)
            pdf.rect(x0, y, half, 16, fill=PALE, stroke=GREY)
            pdf.text(x0 + 5, y + 12, head, 9, bold=True)
            for i, s in enumerate(rows_):
                pdf.text(x0 + 5, y + 30 + i * 15, s, 8.3, maxw=half - 10)
        y += 90
    lines = make(rng, ZH_PARTS, rng.choice([3, 4, 6, 8, 11, 15, 22, 30]))
    rel = [4, 9, 22, 5, 7, 9, 6, 10, 10, 9] if land else [4, 10, 24, 5, 7, 9, 5, 10, 11, 0]
    heads = [
        "序号",
        "物料编码",
        "物料名称/规格型号",
        "单位",
        "数量",
        "不含税单价",
        "税率",
        "不含税金额",
        "含税金额",
        "交货日期",
    ]
    if not land:
        rel, heads = rel[:9], heads[:9]
    widths = cj.rel(wd, rel)
    rows = []
    net = tax = ZERO
    for i, (it, q, p, amt) in enumerate(lines, 1):
        t = r2(amt * rate)
        net, tax = net + amt, tax + t
        cells = [
            str(i),
            it[0],
            it[1],
            it[2],
            f"{q:,.0f}",
            f"{p:.4f}" if rng.random() < 0.3 else f"{p:.2f}",
            "13%",
            cj.money(amt),
            cj.money(amt + t),
        ]
        if land:
            cells.append(cj.fdate(cj.later(rng, d, 7, 30), "iso"))
        rows.append((cells, amt + t))
    total = net + tax
    y = ctable(
        pdf, m, y, widths, heads, rows, "ccllrrcrrc", rowh=17, size=7.6, bottom=bottom - 20, brk=brk
    )
    if stated:
        qsum = sum((q for _, q, _, _ in lines), ZERO)
        cells = ["", "", "合　计", "", f"{qsum:,.0f}", "", "", cj.money(net), cj.money(total)] + (
            [""] if land else []
        )
        y = crow(pdf, m, y, widths, cells, "ccllrrcrrc", h=17, size=7.8, bold=True, fill=PALE)
        if y + 150 > bottom:
            y = brk()
        y += 16
        order = [
            ("不含税金额合计", f"¥{cj.money(net)}"),
            ("税额（13%）", f"¥{cj.money(tax)}"),
            (cj.pick(rng, "含税金额合计|价税合计|订单总金额（含税）"), f"¥{cj.money(total)}"),
        ]
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
        pdf.text(
            right,
            pdf.h - 26,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            8,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"発注書（続き）　{no_lab}：{po}", 9.5, bold=True)
        return 44

    lines = make(rng, JA_ITEMS, rng.choice([3, 4, 5, 7, 9, 12, 18, 26, 36]), whole=True)
    b8 = sum((a for it, _, _, a in lines if it[5]), ZERO)
    b10 = sum((a for it, _, _, a in lines if not it[5]), ZERO)
    t8 = (b8 * Decimal("0.08")).quantize(Decimal(1), ROUND_DOWN)
    t10 = (b10 * Decimal("0.10")).quantize(Decimal(1), ROUND_DOWN)
    total = b8 + b10 + t8 + t10
    y = 44
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "発　注　書|発注書|注　文　書"),
        18,
        align="c",
        bold=True,
        space=2,
    )
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
    for i, s in enumerate(
        [
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"担当：購買課 {tanto}",
            f"登録番号：T{rng.randint(10**12, 10**13 - 1)}",
        ]
    ):
        pdf.text(bx, by + 14 + i * 12, s, 8, maxw=right - bx)
    if rng.random() < 0.6:
        pdf.stamp(right - 24, by + 30, buyer[:4], rng, shape="rect", r=22)
    y += 14
    if stated:
        pdf.rect(m, y, wd * 0.5, 26, stroke=cj.black, lw=1)
        pdf.rect(m, y, wd * 0.2, 26, fill=PALE, stroke=cj.black)
        pdf.text(
            m + wd * 0.1,
            y + 17,
            cj.pick(rng, "ご発注金額|発注金額合計|合計金額"),
            9,
            align="c",
            bold=True,
        )
        pdf.text(
            m + wd * 0.5 - 8,
            y + 18,
            f"¥{yen0(total)}-" if rng.random() < 0.5 else f"￥{yen0(total)}（税込）",
            13,
            align="r",
            bold=True,
        )
    y += 40
    info = [
        [
            "納品場所",
            f"本社工場 {cj.pick(rng, '原料倉庫|資材倉庫|第二工場 受入口')}",
            "納期",
            cj.fdate(cj.later(rng, d, 3, 20), ds),
        ],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|20日締め翌月10日払い|月末締め翌々月10日払い"),
            "見積番号",
            est,
        ],
    ]
    y = (
        kgrid(
            pdf, m, y, [wd * 0.13, wd * 0.37, wd * 0.13, wd * 0.37], info, h=16, size=8.2, fill=PALE
        )
        + 10
    )
    heads = ["No.", "品番", "品名・規格", "数量", "単位", "単価", "金額", "税率"]
    widths = cj.rel(wd, [4, 8, 30, 7, 5, 9, 11, 6])
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rows.append(
            (
                [
                    str(i),
                    it[0],
                    it[1] + ("※" if it[5] else ""),
                    f"{q:,.0f}",
                    it[2],
                    yen0(p),
                    yen0(a),
                    "8%" if it[5] else "10%",
                ],
                a,
            )
        )
    y = ctable(
        pdf, m, y, widths, heads, rows, "cllrcrrc", rowh=17, size=8, bottom=bottom - 20, brk=brk
    )
    if y + 140 > bottom:
        y = brk()
    y += 8
    pdf.text(m, y + 8, "※印は軽減税率（8%）対象品目です。", 7.8)
    if stated:
        sx = m + wd * 0.5
        srows = [
            ["小計（税抜）", yen0(b8 + b10)],
            ["8%対象（税抜）", yen0(b8)],
            ["消費税（8%）", yen0(t8)],
            ["10%対象（税抜）", yen0(b10)],
            ["消費税（10%）", yen0(t10)],
            [cj.pick(rng, "合計（税込）|総合計|合計金額（税込）"), yen0(total)],
        ]
        if rng.random() < 0.4:
            srows = (
                srows[:1]
                + [["消費税", yen0(t8 + t10)], srows[-1]]
                + [["（内訳）8%対象 " + yen0(b8) + " / 10%対象 " + yen0(b10), ""]]
            )
        y = kgrid(
            pdf,
            sx,
            y,
            [wd * 0.25, wd * 0.25],
            srows,
            h=16,
            size=8.4,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
    y += 16 if stated else 28
    pdf.text(m, y, "備考：", 8.5, bold=True)
    for t in [
        "納品書は2部ご用意ください。",
        "納品時は温度記録を添付してください（冷凍品）。",
        "賞味期限は納品日より2/3以上残っているものに限ります。",
    ][: rng.randint(1, 3)]:
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
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"Page {page[0]} of {of} 第{page[0]}頁" if of else f"Page {page[0]}",
            7.5,
            align="c",
            colour=GREY,
        )

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
    loc = (
        "Avenida da Praia Grande, Macau 澳門"
        if macau
        else cj.pick(
            rng,
            "Kwun Tong, Kowloon 九龍觀塘|Chai Wan, Hong Kong 香港柴灣|Tsuen Wan, N.T. 新界荃灣|Wan Chai, Hong Kong 香港灣仔",
        )
    )
    tel = lambda: (
        f"(853) {rng.randint(2800, 2899)} {rng.randint(1000, 9999)}"
        if macau
        else f"(852) {cj.hk_tel(rng)}"
    )  # noqa: E731
    pdf.text(
        m,
        y + 30,
        f"{rng.randint(2, 88)}/F, {loc}   Tel 電話: {tel()}   Fax 傳真: {tel()}",
        7.6,
        colour=GREY,
    )
    y += 46
    pdf.line(m, y, right, y, lw=1.2, colour=BLUE)
    y += 10
    half = wd * 0.56
    pdf.text(m, y + 10, "To 致:", 8.5, bold=True)
    rows_s = [
        sup,
        f"Attn 聯絡人: {rng.choice(['Mr.', 'Ms.'])} {rng.choice(['Chan', 'Wong', 'Leung', 'Lam', 'Ho', 'Cheung'])}",
        f"Tel 電話: {tel()}",
        f"Email: sales@{se.split()[0].lower()}{se.split()[1].lower()}.com.{'mo' if macau else 'hk'}",
    ]
    for i, s in enumerate(rows_s):
        pdf.text(m + 40, y + 10 + i * 13, s, 9 if i == 0 else 8.2, bold=i == 0, maxw=half - 44)
    kv = [
        ["P.O. No. 訂單編號", po],
        ["Date 日期", cj.fdate(d, "hk")],
        ["Quotation 報價單", qref],
        ["Req. No. 申請編號", req],
        [
            "Dept. 部門",
            cj.pick(rng, "F&B 餐飲部|Engineering 工程部|Admin 行政部|Housekeeping 房務部"),
        ],
    ]
    kgrid(
        pdf,
        m + half + 6,
        y,
        [wd * 0.2, wd - half - 6 - wd * 0.2],
        kv,
        h=15,
        size=7.8,
        labels=(0,),
        fill=PALE,
    )
    y += 84
    pdf.text(
        m,
        y,
        f"Deliver To 送貨地址: {cj.pick(rng, 'G/F Loading Bay 地下貨物起卸區|Store Room B1 地庫貨倉|Site Office 地盤辦公室')}, {loc}",
        8.2,
    )
    y += 12
    pdf.text(
        m,
        y,
        f"Delivery Date 交貨日期: {cj.fdate(cj.later(rng, d), 'hk')}    Payment Terms 付款條件: {cj.pick(rng, '30 days 月結三十天|C.O.D. 貨到付款|50% deposit, balance on delivery 先付五成訂金')}",
        8.2,
    )
    y += 10
    lines = make(rng, HK_POOL, rng.choice([2, 3, 4, 5, 7, 10, 16, 24]))
    heads = [
        "Item\n項目",
        "Description 貨品描述",
        "Qty\n數量",
        "Unit\n單位",
        "Unit Price\n單價",
        f"Amount ({cur})\n金額",
    ]
    widths = cj.rel(wd, [6, 44, 8, 7, 13, 15])
    rows = [
        ([str(i), it[1], f"{q:,.0f}", it[2], cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows,
        "clrcrr",
        rowh=17,
        size=7.8,
        bottom=bottom - 20,
        brk=brk,
        hh=24,
    )
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
        srows.append(
            [
                cj.pick(rng, "Total Amount 總金額|TOTAL 合計|Grand Total 總計"),
                f"{cur} {cj.money(total)}",
            ]
        )
        if deposit:
            srows += [
                ["Less: Deposit Paid 已付訂金", f"({cj.money(deposit)})"],
                ["Balance Due 尚欠餘額", f"{cur} {cj.money(total - deposit)}"],
            ]
        y = kgrid(
            pdf,
            sx,
            y,
            [wd * 0.28, wd * 0.2],
            srows,
            h=16,
            size=8.2,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
        y += 14
        words = cj.en_words(total).replace("US DOLLARS", cword)
        pdf.text(m, y, words, 7.6, maxw=wd)
    else:
        pdf.text(
            m,
            y + 10,
            "Prices as per quotation; final amount per delivery note. 價格按報價單，金額以送貨單為準。",
            8,
        )
        y += 14
    y += 16
    for t in [
        "1. Please quote our P.O. number on all delivery notes and invoices. 所有送貨單及發票必須註明本訂單編號。",
        "2. Goods are subject to our inspection upon receipt. 貨品須經本公司驗收。",
        "3. Please sign and return a copy of this P.O. as acknowledgement. 請簽回確認。",
    ][: rng.randint(1, 3)]:
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


# --------------------------------------------------------------------------- 4 en-GB NHS trust or council purchase order with a "Deliver to" block

GB_BUY = [
    ("{t} Teaching Hospitals NHS Foundation Trust", "nhs"),
    ("{t} and District NHS Foundation Trust", "nhs"),
    ("{t} Community Healthcare NHS Trust", "nhs"),
    ("{t} Metropolitan Borough Council", "council"),
    ("{t} District Council", "council"),
    ("{t} County Council", "council"),
]
GB_TOWN = [
    ("Northallerton", "DL6"),
    ("Kettering", "NN15"),
    ("Taunton", "TA1"),
    ("Wakefield", "WF1"),
    ("Carlisle", "CA2"),
    ("Basingstoke", "RG24"),
    ("Stockport", "SK2"),
    ("Chelmsford", "CM1"),
    ("Lincoln", "LN2"),
]
GB_SUP = "{a} Medical Supplies Ltd|{a} Healthcare Limited|{a} Facilities Services Ltd|{a} Office Solutions Limited|{a} Grounds Maintenance Ltd|{a} Scientific (UK) Ltd|{a} Mobility plc|{a} Cleaning Supplies Ltd"
GB_SUP_A = "Pennine|Thameside|Beacon|Wessex|Medway|Cheviot|Severn|Mercia|Solent|Broadland".split(
    "|"
)
GB_PEOPLE = "Sarah Hughes|Gareth Evans|Claire Robinson|Mark Fletcher|Helen Shaw|Andrew Barnes|Joanne Kelly|Paul Whitworth".split(
    "|"
)
GB_ITEMS = [
    ("NPC-FTR123", "Nitrile examination gloves, medium, box of 100", "BOX", 3.2, 6.9, 20),
    ("NPC-ELN008", "Sterile dressing pack, large", "EACH", 0.85, 2.4, 20),
    ("NPC-WPP441", "Clinical waste bags, orange, 90 L, roll of 25", "ROLL", 4.1, 8.6, 20),
    ("NPC-MRB201", "Disposable aprons, white, roll of 200", "ROLL", 6.5, 12.9, 20),
    ("NPC-FWK018", "Incontinence pads, super, pack of 28", "PACK", 7.4, 13.5, 0),
    ("OFF-PAP80", "Copier paper A4 80gsm, box of 5 reams", "BOX", 17.5, 26.0, 20),
    ("OFF-TON26", "Toner cartridge, black, high yield", "EACH", 48.0, 115.0, 20),
    ("MOB-WF18", "Folding wheelchair, self-propel, 18 in seat", "EACH", 165.0, 290.0, 0),
    ("GRD-SALT", "Rock salt, brown, 25 kg bag", "BAG", 6.8, 11.5, 20),
    ("GRD-BIN240", "Wheeled bin 240 L, green, with lid", "EACH", 24.0, 38.0, 20),
    ("FAC-LED12", "LED batten 1200 mm 40 W IP65", "EACH", 18.5, 42.0, 20),
    ("SVC-HRS", "Engineer attendance, per hour", "HOUR", 42.0, 78.0, 20),
    ("LAB-PIP10", "Pipette tips 10 ul, racked, pack of 960", "PACK", 28.0, 64.0, 20),
]


def _gb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|helv"))
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    (pat, kind_), (town, pc) = rng.choice(GB_BUY), rng.choice(GB_TOWN)
    buyer = pat.format(t=town)
    nhs = kind_ == "nhs"
    sup = la.pick(rng, GB_SUP).format(a=rng.choice(GB_SUP_A))
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '@@@')}{la.digits(rng, '#######')}|PO{la.digits(rng, '########')}|{la.digits(rng, '##########')}|{la.digits(rng, '@@')}-PO-{la.digits(rng, '######')}",
    )
    req = la.digits(rng, "REQ########")
    sup_no = la.digits(rng, "######")
    page = [1]
    stated = rng.random() > 0.05
    rgb = (0.0, 0.37, 0.72) if nhs else rng.choice(ACCENTS)

    def foot() -> None:
        pager(d, r, page, of, "Page", " of ")
        d.t(
            m,
            d.h - 36,
            "Our purchase order number must be quoted on all invoices, delivery notes and correspondence. Invoices without a valid purchase order number will be returned.",
            6.6,
            grey=0.3,
            maxw=wd,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Purchase Order {po} - continued", 9.5, b=True)
        return 52

    y = 30
    if nhs:
        rgb_box(d, r - 58, y, 58, 24, rgb)
        rgb_text(d, r - 29, y + 17, "NHS", 16, (1, 1, 1), al="c")
        d.t(r, y + 38, buyer, 9.5, b=True, al="r", maxw=wd * 0.6)
    else:
        rgb_text(d, m, y + 16, buyer, 14, rgb)
        d.t(m, y + 30, f"Civic Centre, {town} {pc} {la.digits(rng, '#@@')}", 8, grey=0.3)
    y += 60
    d.t(m, y, la.pick(rng, "PURCHASE ORDER|OFFICIAL ORDER|Purchase Order"), 16, b=True)
    y += 12
    pairs = [
        (la.pick(rng, "Order Number|PO Number|Purchase Order No."), po),
        ("Order Date", la.dfmt(dt, la.pick(rng, "dmy|long_en|dmy"))),
        ("Requisition No.", req),
        ("Requisitioner", rng.choice(GB_PEOPLE)),
        ("Cost Centre", la.digits(rng, "@####") if nhs else la.digits(rng, "R####/####")),
    ]
    kx = m + wd * 0.56
    kvw(d, kx, y, pairs, 8.2)
    sy = block(
        d,
        m,
        y,
        "Supplier",
        [
            sup,
            f"Unit {rng.randint(1, 40)}, {la.pick(rng, 'Enterprise Park|Riverside Industrial Estate|Station Road|Kingsway Business Park')}",
            f"{' '.join(rng.choice(GB_TOWN))} {la.digits(rng, '#@@')}",
            f"Supplier No: {sup_no}",
            f"Tel: 0{la.digits(rng, '#### ######')}",
        ],
        8.6,
    )
    y = max(sy, y + 5 * 8.2 * 1.4) + 12
    ward = (
        la.pick(
            rng,
            "Ward 14 (Elderly Care)|Pathology Reception|Main Stores, Goods In|Theatres Stores|Estates Workshop",
        )
        if nhs
        else la.pick(
            rng, "Highways Depot|Leisure Centre|Town Hall Post Room|Waste Transfer Station"
        )
    )
    dv = [
        f"{ward}",
        buyer if rng.random() < 0.5 else f"{town} {'General Hospital' if nhs else 'Depot'}",
        f"{la.pick(rng, 'Roundhay Road|Church Lane|Victoria Street|London Road')}",
        f"{town} {pc} {la.digits(rng, '#@@')}",
    ]
    inv = [
        "Accounts Payable",
        "NHS Shared Business Services" if nhs else f"{buyer}",
        f"PO Box {rng.randint(100, 999)}",
        f"{' '.join(rng.choice(GB_TOWN))} {la.digits(rng, '#@@')}",
    ]
    if nhs:
        inv.insert(1, f"{buyer.split(' NHS')[0]} (code {la.digits(rng, '@@#')})")
    y1 = block(d, m, y, la.pick(rng, "Deliver to|Delivery Address|Deliver To"), dv, 8.2)
    y2 = block(
        d, m + wd * 0.5, y, la.pick(rng, "Invoice to|Send invoices to|Invoice Address"), inv, 8.2
    )
    y = max(y1, y2) + 12
    lines = make(rng, GB_ITEMS, rng.choice([1, 2, 3, 4, 6, 9, 14, 22, 30]))
    heads = ["Line", "Item Code", "Description", "Qty", "UOM", "Unit Price", "VAT", "Net Amount"]
    widths = [wd * f for f in (0.06, 0.13, 0.37, 0.07, 0.07, 0.11, 0.07, 0.12)]
    rows = []
    vat = net = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        net += a
        vat += r2(a * it[5] / 100)
        rows.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    it[2],
                    us(p),
                    f"{it[5]}%" if it[5] else "Z",
                    us(a),
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "clllcrcr",
        size=7.6,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    total = net + vat
    if y + 90 > bottom:
        y = brk()
    y += 10
    if stated:
        trs = [
            ("Total Net", f"£{us(net)}", False),
            ("Total VAT", f"£{us(vat)}", False),
            (
                la.pick(rng, "Order Total|Total Order Value|TOTAL (GBP)|Gross Total"),
                f"£{us(total)}",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.6, r - 3, y, trs, 8.8, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Call-off against framework agreement: prices as per framework schedule; value to be confirmed on invoice.",
            8,
            wd * 0.6,
        )
    y += 14
    y = wrapped(
        d,
        m,
        y,
        f"This order is placed subject to the {buyer} standard terms and conditions for the purchase of goods and services. Queries to the Procurement Department, telephone 0{la.digits(rng, '#### ######')}, email procurement@{town.lower()}.{'nhs.uk' if nhs else 'gov.uk'}.",
        7.2,
        wd,
        grey=0.25,
    )
    y += 30
    if y + 10 > bottom:
        y = brk() + 30
    d.sign(m, y, 170, f"Authorised by: {rng.choice(GB_PEOPLE)}", 7.4)
    d.t(r, y - 4, f"VAT Reg. No. GB {la.digits(rng, '### #### ##')}", 7.4, al="r", grey=0.3)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_en_gb_nhs_council_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gb)


# --------------------------------------------------------------------------- 5 fr-CH (CHF) or fr-BE (EUR) bon de commande

FR_CH = [
    ("Lausanne", "1004", "VD"),
    ("Genève", "1205", "GE"),
    ("Fribourg", "1700", "FR"),
    ("Neuchâtel", "2000", "NE"),
    ("Sion", "1950", "VS"),
    ("Yverdon-les-Bains", "1400", "VD"),
]
FR_BE = [
    ("Liège", "4000"),
    ("Namur", "5000"),
    ("Charleroi", "6000"),
    ("Mons", "7000"),
    ("Wavre", "1300"),
    ("Arlon", "6700"),
]
FR_BUY_CH = "Boulangerie {a} SA|Clinique {a} SA|Hôtel {a} Sàrl|Commune de {t}|Fromagerie {a} Sàrl|{a} Horlogerie SA"
FR_BUY_BE = "Brasserie {a} SRL|Centre hospitalier {a} ASBL|Administration communale de {t}|{a} Logistique SA|Imprimerie {a} SRL|Collège {a}"
FR_BUY_A = (
    "du Léman|Saint-Martin|des Alpes|Beau-Site|La Source|Mont-Blanc|de la Meuse|Sainte-Anne".split(
        "|"
    )
)
FR_SUP_CH = "{a} Fournitures SA|Quincaillerie {a} Sàrl|{a} Équipements SA|{a} & Fils SA|Papeterie {a} SA|{a} Nettoyage Sàrl"
FR_SUP_BE = "{a} Fournitures SRL|Quincaillerie {a} SA|Établissements {a} SA|{a} & Fils SRL|Papeterie {a} SRL|{a} Hygiène SPRL"
FR_SUP_A = "Dubois|Rochat|Favre|Mercier|Lambert|Dupont|Jacquet|Gilliéron|Delvaux|Marchal".split("|")
FR_ITEMS = [
    ("21.0450", "Gants nitrile non poudrés, taille M (boîte 100)", "bte", 6.5, 14.9),
    ("33.1102", "Papier ménage 2 plis, colis de 32 rouleaux", "colis", 24.0, 41.0),
    ("40.0077", "Vis à bois inox 5×60 (boîte 200)", "bte", 18.0, 36.0),
    ("40.1190", "Cheville nylon Ø 8 mm (sachet 100)", "sach.", 7.2, 13.5),
    ("52.2031", "Détergent sol neutre 10 L", "bidon", 21.0, 38.0),
    ("61.0005", "Ramettes papier A4 80 g (carton 5)", "crt", 19.5, 32.0),
    ("61.0210", "Classeur fédéral A4, dos 7 cm", "pce", 2.4, 5.9),
    ("70.4410", "Disque à tronçonner 125×1,0 mm", "pce", 1.8, 4.2),
    ("70.5002", "Perceuse-visseuse sans fil 18 V, 2 batteries", "pce", 189.0, 349.0),
    ("81.0300", "Lampe LED E27 9,5 W 2700 K", "pce", 3.9, 8.5),
    ("90.1200", "Farine fleur type 405, sac 25 kg", "sac", 22.0, 34.0),
    ("95.0018", "Frais d'installation et de mise en service", "forfait", 180.0, 450.0),
]


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    ch = rng.random() < 0.55
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans|dejavu"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    if ch:
        town, npa, canton = rng.choice(FR_CH)
        buyer = la.pick(rng, FR_BUY_CH).format(a=rng.choice(FR_BUY_A), t=town)
        sup = la.pick(rng, FR_SUP_CH).format(a=rng.choice(FR_SUP_A))
        stown, snpa, _ = rng.choice(FR_CH)
        fm, cur, rate = sw, "CHF", Decimal("8.1")
        vat_id = f"CHE-{la.digits(rng, '###.###.###')} TVA"
        loc = f"{npa} {town}"
        sloc = f"{snpa} {stown}"
    else:
        town, cp = rng.choice(FR_BE)
        buyer = la.pick(rng, FR_BUY_BE).format(a=rng.choice(FR_BUY_A), t=town)
        sup = la.pick(rng, FR_SUP_BE).format(a=rng.choice(FR_SUP_A))
        stown, scp = rng.choice(FR_BE)
        fm, cur, rate = (lambda v: grouped(v, ".", ",")), "EUR", Decimal(21)
        vat_id = f"TVA BE 0{la.digits(rng, '###.###.###')}"
        loc = f"{cp} {town}"
        sloc = f"{scp} {stown}"
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"{dt.year}-{la.digits(rng, '####')}|BC{la.digits(rng, '######')}|{la.digits(rng, '#####')}|C-{dt:%y}/{la.digits(rng, '###')}",
    )
    offer = la.digits(rng, "OF-#####")
    client_no = la.digits(rng, "#####")
    page = [1]
    stated = rng.random() > 0.06
    iban = f"{'CH' if ch else 'BE'}{la.digits(rng, '## #### #### ####')}"

    def foot() -> None:
        pager(d, r, page, of, "Page", "/")
        d.t(m, d.h - 22, f"{buyer} · {vat_id} · IBAN {iban}", 6.8, grey=0.4, maxw=wd * 0.75)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Bon de commande n° {po} (suite)", 9.5, b=True)
        return 52

    y = 40
    d.t(m, y, buyer, 13, b=True)
    d.lines(
        m,
        y + 6,
        [
            f"{la.pick(rng, 'Rue du Midi|Avenue de la Gare|Chemin des Vignes|Rue de Fer|Place du Marché')} {rng.randint(1, 60)}",
            loc,
            f"Tél. {'+41 2' if ch else '+32 4'}{la.digits(rng, '# ### ## ##')}",
            f"achats@{la.pick(rng, 'achats|admin|compta')}-{town.lower().replace('è', 'e').replace('ê', 'e').replace('â', 'a')}.{'ch' if ch else 'be'}",
        ],
        8,
    )
    # window envelope: right in Switzerland, right or left in Belgium
    wx = m + wd * 0.52
    wy = 120
    d.t(wx, wy, la.pick(rng, "Fournisseur|À l'attention de|Fournisseur :"), 7.2, grey=0.4)
    block(
        d,
        wx,
        wy + 4,
        "",
        [
            sup,
            f"{la.pick(rng, 'Route de Berne|Rue Haute|Zone industrielle|Chaussée de Louvain')} {rng.randint(1, 120)}",
            sloc,
        ],
        9.5,
    )
    y = 200
    d.t(m, y, la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE"), 15, b=True)
    d.t(
        r,
        y,
        f"{town}, le {la.dfmt(dt, 'long_fr') if rng.random() < 0.5 else la.dfmt(dt, 'dot')}",
        8.6,
        al="r",
    )
    y += 10
    grid = [
        (la.pick(rng, "N° de commande|Commande n°|Notre n° de commande"), po),
        ("Votre offre", offer),
        ("N° fournisseur", client_no),
        ("Délai de livraison", la.dfmt(dt + timedelta(days=rng.randint(7, 35)), "dot")),
    ]
    widths = [wd / 4] * 4
    y = d.grid(m, y, widths, [g[0] for g in grid], [g[1] for g in grid], 8.2) + 12
    lines = make(rng, FR_ITEMS, rng.choice([2, 3, 4, 5, 7, 10, 15, 24]))
    heads = [
        "Pos.",
        "Article",
        "Désignation",
        "Qté",
        "Unité",
        f"Prix unit. {cur}",
        f"Montant {cur}",
    ]
    widths = [wd * f for f in (0.06, 0.1, 0.44, 0.07, 0.08, 0.12, 0.13)]
    rows = [
        ([str(i * 10), it[0], it[1], f"{q:,.0f}".replace(",", "'"), it[2], fm(p), fm(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([2, 3, 5])) / 100) if rng.random() < 0.35 else ZERO
    port = Decimal(rng.choice([12, 18.5, 25, 35])) if rng.random() < 0.4 else ZERO
    ht = sub - disc + port
    tva = r2(ht * rate / 100)
    total = ht + tva
    if ch:
        total = (total * 20).quantize(Decimal(1)) / 20  # rounded to 5 centimes
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        trs = [("Total brut", fm(sub), False)]
        if disc:
            trs.append((f"Rabais {r0(disc / sub * 100)} %", f"-{fm(disc)}", False))
        if port:
            trs.append(("Frais de port", fm(port), False))
        trs.append(("Total HT", fm(ht), False))
        trs.append((f"TVA {str(rate).replace('.', ',')} %", fm(tva), False))
        if ch and total != ht + tva:
            trs.append(("Arrondi", fm(total - ht - tva), False))
        trs.append(
            (
                la.pick(rng, "Total TTC|Montant total|TOTAL À PAYER|Total de la commande")
                + f" {cur}",
                fm(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.55, r - 3, y, trs, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prix selon votre offre et nos conditions contractuelles ; la facture fera foi.",
            8,
            wd * 0.6,
        )
    y += 12
    for t in [
        "Merci de rappeler notre numéro de commande sur le bulletin de livraison et la facture.",
        "Livraison franco domicile, du lundi au vendredi de 7 h 30 à 11 h 30.",
        "Nos conditions générales d'achat s'appliquent.",
    ][: rng.randint(1, 3)]:
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2)
    y += 30
    if y + 10 > bottom:
        y = brk() + 30
    d.sign(
        m,
        y,
        160,
        la.pick(rng, "Service des achats|Le responsable des achats|Visa et signature"),
        7.4,
    )
    d.sign(r - 160, y, 160, "Pour accord du fournisseur (date, timbre, signature)", 7.0)
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_fr_ch_be_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 6 es-ES retailer's order for industrial parts, IVA with recargo de equivalencia

ES_CITY = [
    ("Zaragoza", "50014"),
    ("Valladolid", "47012"),
    ("Murcia", "30009"),
    ("Vitoria-Gasteiz", "01015"),
    ("Córdoba", "14014"),
    ("Castellón de la Plana", "12006"),
    ("Lugo", "27003"),
    ("Albacete", "02006"),
]
ES_BUY = "Ferretería {a}, S.L.|Suministros {a} (comercio minorista), S.L.|Droguería y Ferretería {a}|{p}|Bricolaje {a}, S.L."
ES_BUY_A = "El Tornillo|La Llave|Hermanos Gil|San Roque|El Puente|Central|La Plaza".split("|")
ES_PEOPLE = "José Antonio Martín Ruiz|María del Carmen López Gil|Francisco Javier Sanz Ortega|Ana Belén Navarro Ríos|Manuel Jiménez Pardo".split(
    "|"
)
ES_SUP = "{a} Rodamientos, S.L.|Transmisiones {a}, S.A.|{a} Suministros Industriales, S.L.|Tornillería {a}, S.A.|Hidráulica {a}, S.L.U.|{a} Neumática, S.L."
ES_SUP_A = "Ibérica|Levante|Norte|Ebro|Cantábrica|Guadalquivir|Mediterránea|Castellana".split("|")
ES_ITEMS = [
    ("6205-2RS", "Rodamiento rígido de bolas 6205 2RS", "ud", 3.2, 9.8),
    ("UCP208", "Soporte de pie con rodamiento UCP208", "ud", 14.5, 32.0),
    ("DIN933-M10", "Tornillo hexagonal DIN 933 M10×40 8.8 cincado (caja 100)", "caja", 8.9, 17.5),
    ("DIN125-10", "Arandela plana DIN 125 M10 (caja 500)", "caja", 6.4, 12.0),
    ("SPA-1250", "Correa trapecial SPA 1250", "ud", 7.8, 16.9),
    ("CAD-08B1", "Cadena de rodillos 08B-1 (tramo 5 m)", "tramo", 24.0, 48.0),
    ("RET-35x52", "Retén 35×52×7 NBR", "ud", 1.1, 3.4),
    ("CIL-32-100", "Cilindro neumático ISO 6432 Ø32 carrera 100", "ud", 38.0, 79.0),
    ("ENC-1/2", 'Enchufe rápido neumático 1/2" latón', "ud", 4.6, 11.2),
    ("MAN-HID-3/8", 'Manguera hidráulica 2SN 3/8" (metro)', "m", 5.9, 12.5),
    ("GRA-LIT", "Grasa de litio EP2 cartucho 400 g", "ud", 3.1, 6.8),
    ("DIS-125", "Disco de corte inox 125×1,0 (caja 25)", "caja", 19.0, 36.0),
]


def _es(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|libsans|times"))
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    city, cp = rng.choice(ES_CITY)
    person_b = rng.choice(ES_PEOPLE)
    buyer = la.pick(rng, ES_BUY).format(a=rng.choice(ES_BUY_A), p=person_b)
    sup = la.pick(rng, ES_SUP).format(a=rng.choice(ES_SUP_A))
    scity, scp = rng.choice(ES_CITY)
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"PC{dt:%y}/{la.digits(rng, '#####')}|{la.digits(rng, '######')}|P-{dt.year}-{la.digits(rng, '####')}|{dt:%y}.{la.digits(rng, '####')}",
    )
    presu = la.digits(rng, "PRE-#####")
    n_cli = la.digits(rng, "43####")
    page = [1]
    stated = rng.random() > 0.06
    re_on = rng.random() < 0.8
    acc = rng.choice(ACCENTS)
    nif_b = la.digits(rng, "########@") if buyer == person_b else la.digits(rng, "B########")
    fmt = de

    def foot() -> None:
        pager(d, r, page, of, "Página", " de ")
        d.t(m, d.h - 22, f"{buyer} · NIF {nif_b} · {city}", 6.8, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Pedido nº {po} (continuación)", 9.5, b=True)
        return 52

    y = 34
    rgb_box(d, m, y, 6, 44, acc)
    d.t(m + 14, y + 14, buyer, 13, b=True)
    d.lines(
        m + 14,
        y + 18,
        [
            f"{la.pick(rng, 'C/ Mayor|Avda. de la Constitución|C/ Real|Pol. Ind. El Campillo, nave')} {rng.randint(1, 90)}, {cp} {city}",
            f"Tel. {la.digits(rng, '9## ### ###')} · NIF {nif_b}",
        ],
        8,
    )
    d.t(
        r,
        y + 14,
        la.pick(rng, "PEDIDO DE COMPRA|PEDIDO A PROVEEDOR|HOJA DE PEDIDO"),
        14,
        b=True,
        al="r",
    )
    y += 62
    pw = wd * 0.46
    d.box(r - pw, y, pw, 78)
    d.t(r - pw + 6, y + 11, "PROVEEDOR", 7.4, b=True, grey=0.35)
    block(
        d,
        r - pw + 6,
        y + 14,
        "",
        [
            sup,
            f"{la.pick(rng, 'Pol. Ind. Malpica, calle E')} {rng.randint(1, 60)}"
            if rng.random() < 0.3
            else f"C/ {la.pick(rng, 'Industria|Metalurgia|Los Herreros|Fundición')} {rng.randint(1, 60)}",
            f"{scp} {scity}",
            f"CIF {la.digits(rng, '@########')}",
        ],
        8.6,
    )
    pairs = [
        (la.pick(rng, "Nº Pedido|Nº de pedido|Pedido nº"), po),
        ("Fecha", la.dfmt(dt, "dmy")),
        ("Su presupuesto", presu),
        ("Nº cliente", n_cli),
        (
            "Forma de pago",
            la.pick(rng, "Recibo domiciliado 60 días|Transferencia 30 días|Confirming 90 días"),
        ),
    ]
    kvw(d, m, y + 4, pairs, 8.4)
    y += 90
    lines = make(rng, ES_ITEMS, rng.choice([2, 3, 4, 5, 7, 9, 13, 20, 28, 40]))
    heads = ["Referencia", "Descripción", "Cant.", "Precio", "Dto. %", "Importe"]
    widths = [wd * f for f in (0.15, 0.45, 0.08, 0.11, 0.08, 0.13)]
    rows = []
    suma = ZERO
    for it, q, p, _ in lines:
        dto = Decimal(rng.choice([0, 0, 5, 10, 15, 20]))
        amt = r2(q * p * (100 - dto) / 100)
        suma += amt
        rows.append(
            (
                [
                    it[0],
                    it[1],
                    f"{q:,.0f}".replace(",", "."),
                    fmt(p),
                    f"{dto:.0f}" if dto else "",
                    fmt(amt),
                ],
                amt,
            )
        )
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "llrrrr",
        size=7.6,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        hrgb=acc,
    )
    ppago = r2(suma * Decimal(2) / 100) if rng.random() < 0.3 else ZERO
    base = suma - ppago
    iva = r2(base * Decimal("0.21"))
    rec = r2(base * Decimal("0.052")) if re_on else ZERO
    total = base + iva + rec
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        trs = [("Suma importes", fmt(suma), False)]
        if ppago:
            trs.append(("Dto. pronto pago 2 %", f"-{fmt(ppago)}", False))
        trs += [("Base imponible", fmt(base), False), ("IVA 21 %", fmt(iva), False)]
        if rec:
            trs.append(
                (
                    la.pick(rng, "Recargo equivalencia 5,2 %|R.E. 5,2 %|Rec. Equiv. 5,2 %"),
                    fmt(rec),
                    False,
                )
            )
        trs.append(
            (
                la.pick(rng, "TOTAL PEDIDO|Total pedido (€)|TOTAL|Importe total"),
                f"{fmt(total)} €",
                True,
            )
        )
        y = d.summary(m + wd * 0.58, r - 3, y, trs, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Precios según tarifa vigente y condiciones pactadas; el importe se confirmará en la factura.",
            8,
            wd * 0.6,
        )
    y += 12
    notes = [
        "Indiquen nuestro número de pedido en el albarán y en la factura.",
        "Horario de recepción de mercancía: lunes a viernes de 8:00 a 13:00.",
        "Comercio minorista acogido al régimen de recargo de equivalencia."
        if re_on
        else "Portes pagados para pedidos superiores a 300 €.",
    ]
    for t in notes[: rng.randint(1, 3)]:
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2)
    y += 28
    if y + 10 > bottom:
        y = brk() + 30
    d.sign(m, y, 150, f"Fdo.: {person_b if buyer == person_b else rng.choice(ES_PEOPLE)}", 7.4)
    d.sign(r - 150, y, 150, "Conforme proveedor", 7.4)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_es_pedido_recargo_equivalencia(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es)


# --------------------------------------------------------------------------- 7 de-DE / de-CH Bestellung with the supplier's block on the right

DE_TOWN = [
    ("Bielefeld", "33609", "DE"),
    ("Heilbronn", "74076", "DE"),
    ("Kassel", "34123", "DE"),
    ("Ulm", "89079", "DE"),
    ("Chemnitz", "09113", "DE"),
    ("Winterthur", "8400", "CH"),
    ("St. Gallen", "9000", "CH"),
    ("Aarau", "5000", "CH"),
]
DE_BUY = "{a} Kunststofftechnik GmbH|{a} Lebensmittel GmbH & Co. KG|Stadtwerke {t} GmbH|{a} Präzisionsteile AG|{a} Verpackungen GmbH|Klinikum {t} gGmbH"
DE_BUY_A = "Weber|Hoffmann|Brandt|Keller|Schuster|Vogel|Lang|Roth".split("|")
DE_SUP = "{a} Industriebedarf GmbH|{a} Werkzeuge KG|{a} & Söhne GmbH|{a} Elektrotechnik AG|Technischer Handel {a} e.K.|{a} Arbeitsschutz GmbH|{a} Hydraulik GmbH"
DE_SUP_A = "Krüger|Becker|Möller|Zimmermann|Hartmann|Lehmann|Schäfer|Köhler|Fuchs|Günther".split(
    "|"
)
DE_PEOPLE = "Frau Schneider|Herr Wagner|Frau Meier|Herr Schulz|Frau Fischer|Herr Bauer".split("|")
DE_ITEMS = [
    ("100-2234", "Schutzhandschuhe Nitril, Gr. 9 (VE 12 Paar)", "VE", 14.0, 29.0),
    ("100-4410", "Sicherheitsschuhe S3, Gr. 43", "Paar", 48.0, 96.0),
    ("220-0815", "Kugellager 6206-2Z", "Stk", 4.2, 11.5),
    ("220-1190", "Zahnriemen HTD 8M-1200, 30 mm", "Stk", 22.0, 54.0),
    ("310-5002", "Sechskantschraube ISO 4017 M12×50, 8.8, verzinkt (VE 100)", "VE", 11.0, 24.0),
    ("310-7781", "Spiralbohrer HSS-Co 8,5 mm (VE 10)", "VE", 18.0, 39.0),
    ("415-0040", "Hydraulikschlauch DN10, 1 m, beidseitig verpresst", "Stk", 19.0, 42.0),
    ("520-0090", "Schaltschrankleuchte LED 24 V", "Stk", 26.0, 58.0),
    ("520-3300", "NYM-J 3x1,5 mm², Ring 100 m", "Ring", 62.0, 98.0),
    ("610-1200", "Stretchfolie 500 mm × 300 m, 23 µm", "Rolle", 9.5, 17.0),
    ("610-2050", "Europalette EPAL, neu", "Stk", 16.0, 24.0),
    ("900-0001", "Montage vor Ort (Stundensatz)", "Std", 58.0, 95.0),
]


def _de(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(34, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    town, plz, cc = rng.choice(DE_TOWN)
    ch = cc == "CH"
    buyer = la.pick(rng, DE_BUY).format(a=rng.choice(DE_BUY_A), t=town)
    if ch:
        buyer = buyer.replace("GmbH & Co. KG", "AG").replace("gGmbH", "AG")
    sup = la.pick(rng, DE_SUP).format(a=rng.choice(DE_SUP_A))
    stown, splz, _ = rng.choice([t for t in DE_TOWN if (t[2] == "CH") == ch])
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"45{la.digits(rng, '########')}|B-{dt.year}-{la.digits(rng, '#####')}|{la.digits(rng, '######')}|BE{dt:%y}{la.digits(rng, '####')}",
    )
    angebot = la.digits(rng, "AN-######")
    rv = la.digits(rng, "RV-####")
    lief_nr = la.digits(rng, "7#####")
    rate = Decimal("8.1") if ch else Decimal(19)
    fm = sw if ch else de
    cur = "CHF" if ch else "EUR"
    page = [1]
    stated = rng.random() > 0.07

    uid = la.digits(rng, "###.###.###")
    hr = f"Handelsregister: {'CHE-' + uid if ch else 'Amtsgericht ' + town + ' HRB ' + la.digits(rng, '#####')}"
    f1 = f"{buyer} · {'Geschäftsleitung' if ch else 'Geschäftsführer'}: {rng.choice(DE_BUY_A)} · {hr}"
    f2 = f"{'MWST-Nr. CHE-' + uid + ' MWST' if ch else 'USt-IdNr. DE' + la.digits(rng, '#########')} · IBAN {'CH' if ch else 'DE'}{la.digits(rng, '## #### #### #### ####')}"
    step = rng.choice([1, 10])

    def foot() -> None:
        pager(d, r, page, of, "Seite", " von ")
        d.t(m, d.h - 40, f1, 6.6, grey=0.4, maxw=wd)
        d.t(m, d.h - 31, f2, 6.6, grey=0.4, maxw=wd)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Bestellung {po} – Fortsetzung", 9.5, b=True)
        return 52

    y = 34
    d.t(m, y + 10, buyer, 12.5, b=True)
    d.t(
        m,
        y + 22,
        f"{la.pick(rng, 'Industriestraße|Am Gewerbepark|Hauptstrasse|Bahnhofstraße')} {rng.randint(1, 80)} · {plz} {town}",
        8,
        grey=0.3,
    )
    # the supplier on the right, the order data on the left
    bx = m + wd * 0.55
    by = y + 46
    d.box(bx, by, r - bx, 86, lw=0.5)
    d.t(
        bx + 6,
        by + 11,
        la.pick(rng, "Lieferant|Lieferant:|Auftragnehmer / Lieferant"),
        7.6,
        b=True,
        grey=0.35,
    )
    block(
        d,
        bx + 6,
        by + 16,
        "",
        [
            sup,
            f"{la.pick(rng, 'Gewerbering|Zum Hafen|Lindenweg|Werkstrasse')} {rng.randint(1, 60)}",
            f"{splz} {stown}",
            f"Lieferanten-Nr. {lief_nr}",
        ],
        8.6,
    )
    d.t(m, by + 14, la.pick(rng, "Bestellung|BESTELLUNG|Bestellung / Purchase Order"), 16, b=True)
    pairs = [
        (la.pick(rng, "Bestell-Nr.|Bestellnummer|Bestellung Nr."), po),
        ("Bestelldatum", la.dfmt(dt, "dot")),
        ("Ihr Angebot", f"{angebot} vom {la.dfmt(dt - timedelta(days=rng.randint(3, 30)), 'dot')}"),
        ("Rahmenvertrag", rv) if rng.random() < 0.35 else ("Kostenstelle", la.digits(rng, "####")),
        (
            "Ansprechpartner",
            f"{rng.choice(DE_PEOPLE)}, Tel. {'+41 52' if ch else '0' + la.digits(rng, '###')} {la.digits(rng, '### ## ##')}",
        ),
        (
            "Liefertermin",
            f"KW {(dt + timedelta(days=14)).isocalendar()[1]}/{(dt + timedelta(days=14)).year}",
        ),
    ]
    kvw(d, m, by + 24, pairs, 8.2)
    y = by + 110
    y = wrapped(
        d,
        m,
        y,
        "Sehr geehrte Damen und Herren, wir bestellen zu den umseitigen Einkaufsbedingungen wie folgt:",
        8.4,
        wd,
    )
    y += 6
    lines = make(rng, DE_ITEMS, rng.choice([1, 2, 3, 4, 6, 8, 12, 19, 27]))
    heads = [
        "Pos.",
        "Artikel-Nr.",
        "Bezeichnung",
        "Menge",
        "ME",
        f"Preis/ME {cur}",
        f"Gesamt {cur}",
    ]
    widths = [wd * f for f in (0.06, 0.12, 0.42, 0.08, 0.07, 0.12, 0.13)]
    rows = [
        ([str(i * step), it[0], it[1], f"{q:,.0f}".replace(",", "."), it[2], fm(p), fm(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllrcrr",
        size=7.6,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        grid=False,
        carry=("Übertrag", "Übertrag", fm, 2, 6),
    )
    net = sum((a for *_, a in lines), ZERO)
    fr_ = Decimal(rng.choice([9.9, 14.5, 25])) if rng.random() < 0.3 else ZERO
    mw = r2((net + fr_) * rate / 100)
    total = net + fr_ + mw
    if y + 100 > bottom:
        y = brk()
    y += 10
    if stated:
        trs = [("Warenwert netto", fm(net), False)]
        if fr_:
            trs.append(("Fracht / Verpackung", fm(fr_), False))
        trs += [
            (f"zzgl. {str(rate).replace('.', ',')} % {'MWST' if ch else 'MwSt.'}", fm(mw), False),
            (
                la.pick(rng, "Gesamtbetrag|Bestellwert brutto|Gesamtsumme") + f" {cur}",
                fm(total),
                True,
            ),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, trs, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Preise gemäß Rahmenvertrag {rv}; die Abrechnung erfolgt nach tatsächlicher Liefermenge.",
            8,
            wd * 0.6,
        )
    y += 12
    for t in [
        "Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an.",
        "Bitte senden Sie uns die Auftragsbestätigung innerhalb von 3 Arbeitstagen.",
        "Warenannahme: Mo–Do 7:00–14:00 Uhr, Fr 7:00–11:00 Uhr.",
    ][: rng.randint(1, 3)]:
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2)
    y += 8
    d.t(m, y + 8, "Mit freundlichen Grüßen" if not ch else "Freundliche Grüsse", 8.4)
    d.t(m, y + 20, buyer, 8.4, b=True)
    y += 50
    if y + 10 > bottom:
        y = brk() + 30
    d.sign(m, y, 150, f"i. A. {rng.choice(DE_PEOPLE).split()[-1]}, Einkauf", 7.4)
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_de_bestellung_lieferant_rechts(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de)


# --------------------------------------------------------------------------- 8 nl-NL inkooporder with supplier, delivery and invoice address blocks

NL_TOWN = [
    ("Eindhoven", "5651 GH"),
    ("Zwolle", "8013 PZ"),
    ("Tilburg", "5048 AB"),
    ("Amersfoort", "3821 AE"),
    ("Groningen", "9723 JA"),
    ("Venlo", "5928 LN"),
    ("Delft", "2628 XH"),
    ("Apeldoorn", "7333 NR"),
]
NL_BUY = "{a} Installatietechniek B.V.|Zorggroep {a}|{a} Voedingsmiddelen B.V.|Gemeente {t}|{a} Transport B.V.|Stichting {a} Onderwijs"
NL_BUY_A = "De Horst|Van Dijk|Noorderlicht|Rijnland|De Linde|Kempen|Veluwe|Hanze".split("|")
NL_SUP = "{a} Technische Groothandel B.V.|{a} Kantoorartikelen B.V.|Van {a} Bouwmaterialen B.V.|{a} Hygiëne Nederland B.V.|{a} & Zn. B.V.|{a} Elektro V.O.F."
NL_SUP_A = "Bakker|Jansen|Visser|De Wit|Smit|Mulder|De Boer|Bos|Hendriks|Peters".split("|")
NL_PEOPLE = "J. de Vries|M. van den Berg|S. Bakker|P. Jansen|L. Willems|R. Kuipers".split("|")
NL_ITEMS = [
    ("10.220", "Kabelgoot PVC 40x60 mm, lengte 2 m", "st", 4.2, 8.9, 21),
    ("10.415", "Installatiedraad VD 2,5 mm² blauw (rol 100 m)", "rol", 21.0, 36.0, 21),
    ("20.031", "Handzeep navulling 5 liter", "can", 9.8, 18.5, 21),
    ("20.118", "Poetsrol 2-laags, 6 rollen", "pak", 17.0, 29.0, 21),
    ("30.004", "Kopieerpapier A4 80 g/m² (doos 5 pakken)", "doos", 18.0, 27.0, 21),
    ("30.250", "Ordner A4 rug 80 mm", "st", 2.1, 4.6, 21),
    ("40.901", "Koffiebonen 1 kg", "kg", 14.0, 23.0, 9),
    ("40.905", "Melkpoeder sachets (doos 1000)", "doos", 24.0, 39.0, 9),
    ("40.910", "Fruitmand kantoor", "st", 18.0, 35.0, 9),
    ("50.120", "Boormachine accu 18V set", "st", 149.0, 289.0, 21),
    ("50.300", "Schroevenset RVS A2 (assortiment 600)", "set", 24.0, 49.0, 21),
    ("60.010", "Montage-uren monteur", "uur", 52.0, 78.0, 21),
]


def _nl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    town, pc = rng.choice(NL_TOWN)
    buyer = la.pick(rng, NL_BUY).format(a=rng.choice(NL_BUY_A), t=town)
    sup = la.pick(rng, NL_SUP).format(a=rng.choice(NL_SUP_A))
    stown, spc = rng.choice(NL_TOWN)
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"IO{la.digits(rng, '######')}|{dt.year}-{la.digits(rng, '#####')}|{la.digits(rng, '########')}|INK-{la.digits(rng, '#####')}",
    )
    offerte = la.digits(rng, "OFF-######")
    proj = la.digits(rng, "P####")
    kvk = la.digits(rng, "########")
    page = [1]
    stated = rng.random() > 0.06
    acc = rng.choice(ACCENTS)
    no_lab = la.pick(rng, "Ordernummer|Inkoopordernummer|Bestelnummer|Ordernr.")

    f1 = f"KvK {kvk} · BTW NL{la.digits(rng, '#########')}B01 · IBAN NL{rng.randint(10, 99)}RABO0{la.digits(rng, '#########')}"

    def foot() -> None:
        pager(d, r, page, of, "Pagina", " van ")
        d.t(m, d.h - 22, f1, 6.8, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Inkooporder {po} (vervolg)", 9.5, b=True)
        return 52

    y = 30
    rgb_text(d, m, y + 14, buyer, 13, acc)
    d.t(r, y + 14, la.pick(rng, "INKOOPORDER|Inkooporder|BESTELOPDRACHT"), 15, b=True, al="r")
    d.t(
        m,
        y + 28,
        f"{la.pick(rng, 'Postbus')} {rng.randint(100, 9999)}, {pc[:4]} {la.digits(rng, '@@')} {town}  ·  T 0{la.digits(rng, '## ### ## ##')}",
        7.8,
        grey=0.35,
    )
    y += 46
    bw = wd / 3 - 6
    heads3 = [
        la.pick(rng, "Leverancier|Leverancier:|Aan (leverancier)"),
        la.pick(rng, "Afleveradres|Leveradres|Afleveren op"),
        la.pick(rng, "Factuuradres|Factureren aan|Factuur naar"),
    ]
    blocks = [
        [
            sup,
            f"{la.pick(rng, 'Industrieweg|Handelsweg|Ambachtsstraat|De Run')} {rng.randint(1, 200)}",
            f"{spc} {stown}",
            f"Crediteurnr. {la.digits(rng, '2####')}",
        ],
        [
            buyer if rng.random() < 0.5 else f"{buyer.split(' B.V.')[0]} magazijn",
            f"{la.pick(rng, 'Laan van Europa|Stationsweg|Kanaaldijk|Dorpsstraat')} {rng.randint(1, 120)}",
            f"{pc} {town}",
            f"t.a.v. {rng.choice(NL_PEOPLE)}",
        ],
        [
            buyer,
            "Crediteurenadministratie",
            f"Postbus {rng.randint(100, 9999)}",
            f"{pc[:4]} {la.digits(rng, '@@')} {town}",
            f"facturen@{la.pick(rng, 'administratie|crediteuren|finance')}.nl",
        ],
    ]
    ys = []
    for k in range(3):
        x0 = m + k * (bw + 9)
        rgb_box(d, x0, y, bw, 14, acc)
        rgb_text(d, x0 + 4, y + 10, heads3[k], 8, (1, 1, 1))
        ys.append(block(d, x0 + 4, y + 18, "", blocks[k], 8))
    y = max(ys) + 10
    meta = [no_lab, "Orderdatum", "Uw offerte", "Projectnr.", "Contactpersoon"]
    vals = [po, la.dfmt(dt, "dash"), offerte, proj, rng.choice(NL_PEOPLE)]
    y = d.grid(m, y, [wd / 5] * 5, meta, vals, 8, shade=0.9) + 12
    lines = make(rng, NL_ITEMS, rng.choice([2, 3, 4, 5, 6, 8, 12, 18, 26, 38]))
    heads = ["Regel", "Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "BTW", "Bedrag"]
    widths = [wd * f for f in (0.06, 0.09, 0.42, 0.08, 0.07, 0.11, 0.06, 0.11)]
    rows = [
        ([str(i), it[0], it[1], f"{q:,.0f}".replace(",", "."), it[2], de(p), f"{it[5]}%", de(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllrcrcr",
        size=7.6,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        zebra=(0.95, 0.95, 0.95),
    )
    b21 = sum((a for it, _, _, a in lines if it[5] == 21), ZERO)
    b9 = sum((a for it, _, _, a in lines if it[5] == 9), ZERO)
    v21, v9 = r2(b21 * Decimal("0.21")), r2(b9 * Decimal("0.09"))
    total = b21 + b9 + v21 + v9
    if y + 100 > bottom:
        y = brk()
    y += 10
    if stated:
        trs = [("Subtotaal excl. BTW", f"€ {de(b21 + b9)}", False)]
        if b21:
            trs.append((f"BTW 21% over € {de(b21)}", f"€ {de(v21)}", False))
        if b9:
            trs.append((f"BTW 9% over € {de(b9)}", f"€ {de(v9)}", False))
        trs.append(
            (
                la.pick(rng, "Totaal incl. BTW|Totaalbedrag|Totaal te betalen|Ordertotaal"),
                f"€ {de(total)}",
                True,
            )
        )
        y = d.summary(m + wd * 0.5, r - 3, y, trs, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prijzen volgens raamovereenkomst; facturatie op basis van werkelijk geleverde aantallen.",
            8,
            wd * 0.6,
        )
    y += 12
    for t in [
        "Vermeld ons ordernummer op pakbon en factuur; facturen zonder ordernummer worden retour gezonden.",
        "Op deze order zijn onze algemene inkoopvoorwaarden van toepassing.",
        "Levertijden: maandag t/m vrijdag tussen 7.30 en 15.30 uur.",
    ][: rng.randint(1, 3)]:
        y = wrapped(d, m, y, t, 7.6, wd, grey=0.2)
    y += 28
    if y + 10 > bottom:
        y = brk() + 30
    d.sign(m, y, 160, f"Akkoord inkoop: {rng.choice(NL_PEOPLE)}", 7.4)
    foot()
    out = finish(d, "nl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_nl_inkooporder_factuuradres(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nl)


# --------------------------------------------------------------------------- 9 sv / da seller's order confirmation quoting the customer's order number

SV_SELL = "{a} Verktyg AB|{a} Plåt & Ventilation AB|{a} Elgrossist AB|{a} Lantmän Maskin AB|{a} Förpackningar AB|{a} Industriservice AB"
SV_SELL_A = (
    "Norrlands|Bergslagens|Mälardalens|Västkustens|Smålands|Dalarnas|Skånska|Jämtlands".split("|")
)
SV_BUY = "{a} Bygg AB|{a} kommun|{a} Mekaniska Verkstad AB|{a} Fastigheter AB|Region {a}|{a} Snickerifabrik AB"
SV_BUY_A = "Gävle|Borlänge|Växjö|Östersund|Karlstad|Skövde|Umeå|Kalmar".split("|")
DA_SELL = "{a} Værktøj A/S|{a} Stål ApS|{a} El-Engros A/S|{a} Emballage ApS|{a} Maskinservice A/S|{a} Industri I/S"
DA_SELL_A = "Nordjysk|Fyns|Vestkystens|Sjællands|Midtjysk|Østjysk|Bornholms|Sønderjysk".split("|")
DA_BUY = "{a} Kommune|{a} Entreprenør A/S|{a} Maskinfabrik ApS|Boligselskabet {a}|{a} Mejeri A.m.b.a.|{a} Tømrerfirma ApS"
DA_BUY_A = "Aalborg|Odense|Esbjerg|Horsens|Vejle|Randers|Herning|Kolding".split("|")
ND_PEOPLE_SV = "Anna Lindqvist|Johan Berglund|Maria Nyström|Erik Sandberg|Karin Holm|Lars Ek".split(
    "|"
)
ND_PEOPLE_DA = (
    "Mette Kristensen|Søren Nielsen|Hanne Sørensen|Jens Rasmussen|Lone Poulsen|Niels Madsen".split(
        "|"
    )
)
ND_ITEMS = [
    ("10234", "Skruvdragare 18 V / Skruemaskine 18 V", "st", 1290, 2890),
    ("20411", "Plåtskruv 4,2x19 / Pladeskrue 4,2x19 (500)", "fp", 89, 189),
    ("30077", "Ventilationsrör Ø160 / Ventilationsrør Ø160, 3 m", "st", 165, 320),
    ("40150", "Kabel EKK 3G1,5 / Kabel PVIKx 3G1,5 (100 m)", "rl", 620, 1150),
    ("50008", "Pallvagn 2500 kg / Palleløfter 2500 kg", "st", 3400, 5900),
    ("60321", "Wellpapplåda / Papkasse 600x400x400", "st", 14, 32),
    ("70044", "Hydraulolja / Hydraulikolie 20 l", "dk", 690, 1290),
    ("80190", "Skyddshandske / Arbejdshandske str. 10", "par", 39, 95),
    ("90012", "LED-armatur / LED-armatur 1200 mm IP65", "st", 390, 890),
]


def _nd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    da = rng.random() < 0.45
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    if da:
        seller = la.pick(rng, DA_SELL).format(a=rng.choice(DA_SELL_A))
        btown = rng.choice(DA_BUY_A)
        buyer = la.pick(rng, DA_BUY).format(a=btown)
        people = ND_PEOPLE_DA
        L = {
            "title": la.pick(rng, "ORDREBEKRÆFTELSE|Ordrebekræftelse"),
            "own": "Ordrenr.",
            "date": "Dato",
            "cust": "Kundenr.",
            "po": la.pick(rng, "Jeres ordrenr.|Deres ordrenr.|Jeres rekvisition|Kundens ordrenr."),
            "yref": "Jeres ref.",
            "oref": "Vores ref.",
            "del": "Leveringsadresse",
            "inv": "Fakturaadresse",
            "dt": "Forventet levering",
            "pay": "Betalingsbetingelser",
            "payv": la.pick(rng, "Netto 30 dage|Løbende måned + 30 dage|Netto 14 dage"),
            "heads": ["Varenr.", "Beskrivelse", "Antal", "Enhed", "Stk.pris", "Rabat", "Beløb"],
            "sub": "Subtotal",
            "frt": "Fragt",
            "vat": "Moms 25 %",
            "tot": la.pick(rng, "Total DKK inkl. moms|I alt DKK|Total at betale DKK"),
            "page": "Side",
            "thanks": "Tak for Deres ordre. Vi bekræfter hermed levering som anført nedenfor.",
            "noprice": "Priser i henhold til gældende aftale.",
            "cont": "Ordrebekræftelse {n} (fortsat)",
        }
        vat_id = f"CVR-nr. {la.digits(rng, '########')}"
        bank = f"Bank: {la.digits(rng, '####')} {la.digits(rng, '##########')}"
        cur = "DKK"
    else:
        seller = la.pick(rng, SV_SELL).format(a=rng.choice(SV_SELL_A))
        btown = rng.choice(SV_BUY_A)
        buyer = la.pick(rng, SV_BUY).format(a=btown)
        people = ND_PEOPLE_SV
        L = {
            "title": la.pick(rng, "ORDERBEKRÄFTELSE|Orderbekräftelse"),
            "own": "Ordernr",
            "date": "Orderdatum",
            "cust": "Kundnr",
            "po": la.pick(rng, "Ert ordernr|Er beställning nr|Ert inköpsordernr|Kundens ordernr"),
            "yref": "Er referens",
            "oref": "Vår referens",
            "del": "Leveransadress",
            "inv": "Fakturaadress",
            "dt": "Beräknad leverans",
            "pay": "Betalningsvillkor",
            "payv": la.pick(rng, "30 dagar netto|20 dagar netto|30 dagar fr. fakturadatum"),
            "heads": ["Art.nr", "Benämning", "Antal", "Enhet", "À-pris", "Rabatt", "Belopp"],
            "sub": "Summa exkl. moms",
            "frt": "Frakt",
            "vat": "Moms 25 %",
            "tot": la.pick(rng, "Att betala SEK|Totalt inkl. moms SEK|Ordervärde inkl. moms"),
            "page": "Sida",
            "thanks": "Tack för er order! Vi bekräftar härmed följande leverans.",
            "noprice": "Priser enligt gällande avtal.",
            "cont": "Orderbekräftelse {n} (forts.)",
        }
        orgnr = la.digits(rng, "556###-####")
        vat_id = f"Org.nr {orgnr} · Momsreg.nr SE{orgnr.replace('-', '')}01 · Innehar F-skattsedel"
        bank = f"Bankgiro {la.digits(rng, '###-####')}"
        cur = "SEK"
    dt = la.day(rng)
    own = la.digits(rng, "######")
    cust = la.digits(rng, "1####")
    po = la.pick(
        rng,
        f"45{la.digits(rng, '########')}|IO-{dt.year}-{la.digits(rng, '####')}|{la.digits(rng, '#####')}|{dt:%y}-{la.digits(rng, '####')}|PO{la.digits(rng, '######')}",
    )
    page = [1]
    stated = rng.random() > 0.08
    acc = rng.choice(ACCENTS)

    iban = f"{'DK' if da else 'SE'}{la.digits(rng, '## #### #### #### ##')}"

    def foot() -> None:
        pager(d, r, page, of, L["page"], "/" if da else " av ")
        d.t(m, d.h - 36, f"{seller} · {vat_id}", 6.8, grey=0.4, maxw=wd)
        d.t(m, d.h - 27, f"{bank} · IBAN {iban}", 6.8, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, L["cont"].format(n=own), 9.5, b=True)
        return 52

    y = 32
    rgb_text(d, m, y + 16, seller, 15, acc)
    d.t(
        m,
        y + 30,
        f"{la.pick(rng, 'Industrigatan|Verkstadsvägen|Fabriksvej|Industrivej')} {rng.randint(1, 90)} · {la.digits(rng, '### ##') if not da else la.digits(rng, '####')} · tel. {la.digits(rng, '0##-## ## ##') if not da else la.digits(rng, '## ## ## ##')}",
        7.8,
        grey=0.35,
    )
    d.t(r, y + 16, L["title"], 14, b=True, al="r")
    y += 50
    block(
        d,
        m,
        y,
        "",
        [
            buyer,
            f"{la.pick(rng, 'Box|Postboks')} {rng.randint(10, 999)}",
            f"{la.digits(rng, '### ##') if not da else la.digits(rng, '####')} {btown}",
        ],
        9,
    )
    pairs = [
        (L["own"], own),
        (L["date"], la.dfmt(dt, "iso" if not da else "dash")),
        (L["cust"], cust),
        (L["po"], po),
        (L["yref"], rng.choice(people)),
        (L["oref"], rng.choice(people)),
    ]
    kvw(d, m + wd * 0.56, y, pairs, 8.2)
    y += 6 * 8.2 * 1.4 + 10
    deliv = [
        f"{buyer}",
        f"{la.pick(rng, 'Byggarbetsplats|Centrallager|Værksted|Lager 2')}, {la.pick(rng, 'Hamnvägen|Södra vägen|Havnevej|Nørregade')} {rng.randint(1, 60)}",
        f"{btown}",
    ]
    block(d, m, y, L["del"], deliv, 8)
    d.kv(
        m + wd * 0.56,
        y,
        [
            (
                L["dt"],
                la.dfmt(dt + timedelta(days=rng.randint(3, 30)), "iso" if not da else "dash"),
            ),
            (L["pay"], L["payv"]),
            (
                "Leveransvillkor" if not da else "Leveringsbetingelser",
                la.pick(rng, "Fritt vårt lager|DAP|Fritt levereret|Ab lager"),
            ),
        ],
        96,
        8,
    )
    y += 54
    y = wrapped(d, m, y, L["thanks"], 8.4, wd)
    y += 4
    lines = make(
        rng, ND_ITEMS, rng.choice([1, 2, 3, 4, 5, 7, 10, 16, 24, 36]), whole=rng.random() < 0.5
    )
    sub = ZERO
    rows = []
    for it, q, p, _ in lines:
        disc = Decimal(rng.choice([0, 0, 0, 5, 10, 15]))
        amt = r2(q * p * (100 - disc) / 100)
        sub += amt
        name = it[1].split(" / ")[1 if da else 0]
        cells = [it[0], name, f"{q:,.0f}".replace(",", " "), it[2]]
        if stated:
            cells += [sp(p), f"{disc:.0f} %" if disc else "", sp(amt)]
        rows.append((cells, amt))
    heads = L["heads"] if stated else L["heads"][:4]
    widths = [
        wd * x
        for x in ((0.11, 0.45, 0.09, 0.08, 0.1, 0.07, 0.1) if stated else (0.14, 0.62, 0.12, 0.12))
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        grid=False,
        hrgb=acc,
    )
    frt = Decimal(rng.choice([95, 149, 250, 395])) if rng.random() < 0.5 else ZERO
    net = sub + frt
    vat = r2(net / 4)
    raw = net + vat
    total = r0(raw) if not da else raw
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        trs = [(L["sub"], sp(sub), False)]
        if frt:
            trs.append((L["frt"], sp(frt), False))
        trs.append((L["vat"], sp(vat), False))
        if total != raw:
            trs.append(("Öresavrundning", sp(total - raw), False))
        trs.append((L["tot"] if cur in L["tot"] else f"{L['tot']} {cur}", sp(total), True))
        y = d.summary(m + wd * 0.55, r - 3, y, trs, 8.6, box_last=True)
    else:
        y = wrapped(d, m, y, L["noprice"], 8, wd * 0.6)
    y += 16
    d.t(m, y, ("Med venlig hilsen" if da else "Med vänliga hälsningar"), 8.4)
    d.t(m, y + 12, seller, 8.4, b=True)
    foot()
    out = finish(d, "da" if da else "sv", "order_confirmation", po, seller, total)
    return out if stated else none_meta(out)


def blind22_sv_da_orderbekraftelse_kund(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nd)


# --------------------------------------------------------------------------- 10 ru / uk order to a supplier with INN/KPP (EDRPOU) and VAT

RU_MON = "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split()
UK_MON = (
    "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split()
)
RU_SUP = "ООО «{a}»|АО «{a}»|ООО «Торговый дом «{a}»»|ООО «ПК «{a}»»|ИП Соколов Андрей Викторович"
RU_SUP_A = "Промснаб|МеталлИнвест|ЭлектроКомплект|СтройРесурс|Уралспецтехника|Техноподшипник|Сибирская упаковка|ВолгаКабель".split(
    "|"
)
RU_BUY = "ООО «{a}»|АО «{a}»|ПАО «{a}»|МУП «{a}»"
RU_BUY_A = "Северный завод металлоконструкций|Агрокомбинат Заря|Водоканал|Хлебозавод № 3|Механический завод|Теплосеть".split(
    "|"
)
UK_SUP = "ТОВ «{a}»|ПП «{a}»|ТОВ «ТД «{a}»»|ФОП Коваленко Олег Петрович"
UK_SUP_A = "Промпостач|Електроконтакт|Будресурс|Техносервіс Плюс|Метиз-Україна|Агропак".split("|")
UK_BUY = "ТОВ «{a}»|ПрАТ «{a}»|КП «{a}»"
UK_BUY_A = "Хлібзавод Дніпро|Запорізький механічний завод|Міськводоканал|Агрофірма Світанок|Теплокомуненерго".split(
    "|"
)
RU_CITY = (
    "г. Екатеринбург|г. Новосибирск|г. Казань|г. Самара|г. Челябинск|г. Нижний Новгород".split("|")
)
UK_CITY = "м. Київ|м. Дніпро|м. Львів|м. Запоріжжя|м. Вінниця|м. Полтава".split("|")
RU_ITEMS = [
    ("ПДШ-6205", "Подшипник 6205-2RS / Підшипник 6205-2RS", "шт", 180, 420),
    ("КБ-ВВГ3х2.5", "Кабель ВВГнг-LS 3х2,5 / Кабель ВВГнг 3х2,5", "м", 78, 145),
    ("БЛТ-М12", "Болт М12х60 оцинк. / Болт М12х60 оцинк.", "кг", 190, 340),
    ("ЭЛД-МР3", "Электроды МР-3 ф3 мм / Електроди АНО-4 ф3 мм", "кг", 260, 480),
    ("ПЕР-СИЗ", "Перчатки х/б с ПВХ / Рукавички х/б з ПВХ", "пар", 28, 65),
    ("КРС-ПФ115", "Эмаль ПФ-115 серая 20 кг / Емаль ПФ-115 сіра 20 кг", "шт", 2400, 4200),
    ("ЛСТ-3мм", "Лист г/к 3х1250х2500 / Лист г/к 3х1250х2500", "т", 68000, 89000),
    ("ФЛТ-ВЗД", "Фильтр воздушный / Фільтр повітряний", "шт", 950, 2300),
    ("ГФР-КОР", "Гофрокороб 600х400х400 / Гофроящик 600х400х400", "шт", 48, 110),
    ("МСЛ-ИГП", "Масло ИГП-38 20 л / Олива І-40А 20 л", "шт", 3900, 6800),
]


def _ru(rng: random.Random, of: int) -> tuple[bytes, dict]:
    uk = rng.random() < 0.4
    d = la.Doc(A4, la.pick(rng, b4.UNI))
    m = rng.uniform(28, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    dt = la.day(rng)
    if uk:
        sup = la.pick(rng, UK_SUP).format(a=rng.choice(UK_SUP_A))
        buyer = la.pick(rng, UK_BUY).format(a=rng.choice(UK_BUY_A))
        po = la.pick(
            rng,
            f"{la.digits(rng, '###')}|ЗП-{la.digits(rng, '#####')}|{dt:%y}/{la.digits(rng, '####')}|ЗМ-{la.digits(rng, '####')}",
        )
        title = la.pick(
            rng, "Замовлення постачальнику|ЗАМОВЛЕННЯ ПОСТАЧАЛЬНИКУ|Замовлення на поставку"
        )
        dword = f"{dt.day} {UK_MON[dt.month - 1]} {dt.year} р."
        rate = Decimal(20)
        L = {
            "sup": "Постачальник:",
            "buy": "Замовник:",
            "base": "Підстава:",
            "heads": ["№", "Артикул", "Товар", "Кількість", "Од.", "Ціна", "Сума"],
            "net": "Разом без ПДВ:",
            "vat": "ПДВ 20%:",
            "tot": la.pick(rng, "Всього з ПДВ:|Усього з ПДВ:|Разом до сплати:"),
            "inc": "У тому числі ПДВ:",
            "itogo": "Разом:",
            "count": "Всього найменувань {n}, на суму {s} грн.",
            "sign": ["Відповідальний", "Керівник"],
            "page": "Сторінка",
            "cur": "грн",
            "term": "Термін поставки:",
        }
        ids = lambda: (
            f"код ЄДРПОУ {la.digits(rng, '########')}, ІПН {la.digits(rng, '############')}"
        )  # noqa: E731
        city = rng.choice(UK_CITY)
    else:
        sup = la.pick(rng, RU_SUP).format(a=rng.choice(RU_SUP_A))
        buyer = la.pick(rng, RU_BUY).format(a=rng.choice(RU_BUY_A))
        po = la.pick(
            rng,
            f"{la.digits(rng, '###')}|00БП-{la.digits(rng, '######')}|ЗП-{la.digits(rng, '#######')}|{la.digits(rng, '####')}/{dt:%y}",
        )
        title = la.pick(rng, "Заказ поставщику|ЗАКАЗ ПОСТАВЩИКУ|Заказ на поставку")
        dword = f"{dt.day} {RU_MON[dt.month - 1]} {dt.year} г."
        rate = Decimal(22) if dt.year >= 2026 else Decimal(20)
        L = {
            "sup": "Поставщик:",
            "buy": "Покупатель:",
            "base": "Основание:",
            "heads": ["№", "Артикул", "Товары (работы, услуги)", "Кол-во", "Ед.", "Цена", "Сумма"],
            "net": "Итого без НДС:",
            "vat": f"НДС {rate}%:",
            "tot": la.pick(rng, "Всего с НДС:|Итого с НДС:|Всего к оплате:"),
            "inc": f"В том числе НДС ({rate}%):",
            "itogo": "Итого:",
            "count": "Всего наименований {n}, на сумму {s} руб.",
            "sign": ["Ответственный", "Руководитель"],
            "page": "Страница",
            "cur": "руб.",
            "term": "Срок поставки:",
        }
        ids = lambda: f"ИНН {la.digits(rng, '##########')}, КПП {la.digits(rng, '#########')}"  # noqa: E731
        city = rng.choice(RU_CITY)
    dog = f"{'Договір поставки' if uk else 'Договор поставки'} № {la.digits(rng, '##')}/{la.pick(rng, 'П|ПС|25')} {'від' if uk else 'от'} {la.dfmt(dt - timedelta(days=rng.randint(30, 300)), 'dot')}"
    inclusive = rng.random() < 0.55
    page = [1]
    stated = rng.random() > 0.05
    sup_line = f"{sup}, {ids()}, {rng.randint(100000, 699999) if not uk else la.digits(rng, '0####')}, {la.pick(rng, 'ул. Промышленная|ул. Заводская|пр. Ленина|вул. Промислова|вул. Заводська')}, д. {rng.randint(1, 120)}, тел. {la.digits(rng, '+7 (###) ###-##-##') if not uk else la.digits(rng, '+380 ## ### ## ##')}"
    buy_line = f"{buyer}, {ids()}, {city}"

    def foot() -> None:
        pager(d, r, page, of, L["page"], " из " if not uk else " з ")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{title} № {po} {'от' if not uk else 'від'} {dword}", 9.5, b=True)
        return 52

    y = 40
    d.t(m, y, f"{title} № {po} {'от' if not uk else 'від'} {dword}", 13.5, b=True)
    y += 8
    d.line(m, y, r, y, 1.4)
    y += 10
    for lab, val in ((L["sup"], sup_line), (L["buy"], buy_line), (L["base"], dog)):
        d.t(m, y + 8.4, lab, 8.4)
        y0 = wrapped(d, m + 78, y, val, 8.4, wd - 78, b=lab == L["sup"])
        y = y0 + 5
    y += 6
    lines = make(rng, RU_ITEMS, rng.choice([1, 2, 3, 4, 5, 7, 10, 14, 20, 28, 40]))
    widths = [wd * f for f in (0.05, 0.13, 0.42, 0.09, 0.06, 0.12, 0.13)]
    rows = [
        (
            [
                str(i),
                it[0],
                it[1].split(" / ")[1 if uk else 0],
                f"{q:,.0f}".replace(",", " "),
                it[2],
                sp(p),
                sp(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        L["heads"],
        rows,
        "cllrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        hsize=7.6,
    )
    s = sum((a for *_, a in lines), ZERO)
    if inclusive:
        total = s
        vat = r2(s * rate / (100 + rate))
    else:
        vat = r2(s * rate / 100)
        total = s + vat
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = (
            [(L["itogo"], sp(total), True), (L["inc"], sp(vat), True)]
            if inclusive
            else [(L["net"], sp(s), True), (L["vat"], sp(vat), True), (L["tot"], sp(total), True)]
        )
        y = d.summary(m + wd * 0.55, r - 3, y, trs, 8.6)
        y = wrapped(d, m, y + 4, L["count"].format(n=len(lines), s=sp(total)), 8.4, wd)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Цены указаны без учёта доставки; окончательная сумма — по счёту поставщика."
            if not uk
            else "Ціни без урахування доставки; остаточна сума — за рахунком постачальника.",
            8,
            wd,
        )
    y += 4
    y = wrapped(
        d, m, y, f"{L['term']} {la.dfmt(dt + timedelta(days=rng.randint(5, 30)), 'dot')}", 8.4, wd
    )
    d.line(m, y + 6, r, y + 6, 1.2)
    y += 40
    if y + 10 > bottom:
        y = brk() + 30
    d.sign(m + 70, y, 120, "", 7)
    d.t(m, y - 2, L["sign"][0], 8.4, b=True)
    d.sign(r - 140, y, 140, "", 7)
    d.t(r - 220, y - 2, L["sign"][1], 8.4, b=True)
    d.t(m, y + 20, "М.П.", 8, grey=0.4)
    foot()
    out = finish(d, "uk" if uk else "ru", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind22_ru_uk_zakaz_postavshchiku(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ru)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind22_zh_dianzi_erp_caigou_hanshui,
        blind22_ja_shokuhin_hacchusho_keigen,
        blind22_hk_mo_bilingual_po_deposit,
        blind22_en_gb_nhs_council_po,
        blind22_fr_ch_be_bon_commande,
        blind22_es_pedido_recargo_equivalencia,
        blind22_de_bestellung_lieferant_rechts,
        blind22_nl_inkooporder_factuuradres,
        blind22_sv_da_orderbekraftelse_kund,
        blind22_ru_uk_zakaz_postavshchiku,
    )
}

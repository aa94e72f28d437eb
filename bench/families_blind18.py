# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind17 (`blind18_*`).

- blind18_zh_jixie_caigou_dingdan
- blind18_zh_zhengfu_caigou_hetong
- blind18_hk_ngo_purchase_order
- blind18_ja_koumuten_chumonsho
- blind18_en_us_gc_commitment_po
- blind18_en_ca_farm_coop_po
- blind18_fr_agroalimentaire_bon_commande
- blind18_es_hotel_pedido_compra
- blind18_nl_voedingsmiddelen_inkooporder
- blind18_pl_faktura_vat_hurtownia
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind14 import ACCENTS, light, rgb_box, rgb_text  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import price, qty, r0, r2, take, wrapped  # noqa: E402
from families_latin2 import snug  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
LGREY = Color(0.55, 0.55, 0.55)
PALE = Color(0.93, 0.93, 0.93)


def us(v: Decimal) -> str:
    return grouped(v)


def de(v: Decimal) -> str:
    return grouped(v, ".", ",")


def fr(v: Decimal) -> str:
    return grouped(v, " ", ",")


def qr(c, h: float, x: float, y: float, size: float, rng: random.Random) -> None:
    """A drawn QR-like square at top-left (x, y) on a canvas of page height h."""
    n = 25
    cell = size / n
    c.setFillGray(0)

    def sq(i: int, j: int) -> None:
        c.rect(x + i * cell, h - y - (j + 1) * cell, cell, cell, stroke=0, fill=1)

    finder = {(0, 0), (n - 7, 0), (0, n - 7)}
    for fx, fy in finder:
        for i in range(7):
            for j in range(7):
                if i in (0, 6) or j in (0, 6) or (2 <= i <= 4 and 2 <= j <= 4):
                    sq(fx + i, fy + j)
    for i in range(n):
        for j in range(n):
            if any(fx - 1 <= i <= fx + 7 and fy - 1 <= j <= fy + 7 for fx, fy in finder):
                continue
            if rng.random() < 0.5:
                sq(i, j)


def dates_after(rng: random.Random, d: date, k: int) -> list[date]:
    out, cur = [], d
    for _ in range(k):
        cur = cur + timedelta(days=rng.randint(7, 25))
        out.append(cur)
    return out


# --------------------------------------------------------------------------- 1 zh-Hans

ZH1_BUY = cj._pairs(
    "重工机械 Heavy Machinery, 精密机床 Precision Machine Tool, 液压科技 Hydraulic Technology,"
    "输送设备 Conveying Equipment, 农业装备 Agricultural Equipment, 起重机械 Lifting Machinery,"
    "环保设备 Environmental Equipment, 传动科技 Transmission Technology"
)
ZH1_MAT = cj._table("""
灰铁铸件 减速机壳体|HT250 JS-160^HT250 JS-200|件|180|680
球墨铸件 轴承座|QT450-10 ZC-85|件|65|240
锻件 输出轴|42CrMo Φ85×620^40Cr Φ60×480|根|220|860
圆柱齿轮|m4 z=38 20CrMnTi^m5 z=45 20CrMnTi|件|160|720
平键|GB/T 1096 14×9×80|件|1.2|4.8
深沟球轴承|6312-2RS^6210-2Z^6308|套|38|260
圆锥滚子轴承|30212^32216|套|85|420
骨架油封|TC 85×110×12^TC 60×80×10|件|3.5|18
O型圈|Φ120×3.55 NBR^Φ85×2.65 FKM|件|0.8|6.5
液压油缸|HSG 80/45-500^HSG 100/55-800|台|1450|3900
齿轮泵|CBN-E314^CBN-F320|台|420|980
电磁换向阀|4WE10E^4WE6J|件|360|980
弹性联轴器|LX3 Y42×112^LM6|套|160|520
六角头螺栓|M16×60 10.9级 发黑^M20×80 8.8级|套|1.6|6.5
冷拔无缝钢管|20# Φ89×6^Q345B Φ114×8|米|48|120
Q345B钢板|δ12 2000×6000^δ20 2000×8000|吨|4300|5200
热轧H型钢|HW200×200^HN300×150|吨|3900|4600
喷涂加工费|聚氨酯面漆 RAL5015|平方米|28|55
机加工外协费|车铣复合 按图纸 JX-0{n}|件|95|460
电机|YE3-132M-4 7.5kW^YE3-160L-4 15kW|台|1650|4300
变频器|ACS580 7.5kW^FR-A840 15kW|台|2800|6900
接近开关|NBB8-18GM50-E2|只|120|360
""")
ZH1_TERMS = [
    "请按本订单要求的规格、数量及交货期供货，分批交货的须按批次计划执行。",
    "送货时须随附送货单及质量证明文件，送货单上必须注明本订单编号及物料编码。",
    "货物经需方检验合格后方可入库，不合格品由供方在五日内无条件退换。",
    "发票须与本订单内容一致，开具13%增值税专用发票，发票备注栏注明订单编号。",
    "付款方式：{pay}。",
    "供方接单后请于24小时内签字盖章回传确认，逾期未回传视同接受本订单。",
    "因供方原因延期交货的，每延期一日按延期部分金额的0.5%扣除违约金。",
]
ZH1_DEPTS = "采购部|供应部|物资供应科|采购中心|物流采购部"


ZH1_SUP = "铸造|锻造|轴承|液压件|机电设备|五金机电|传动机械|金属材料|精密机械|电气|紧固件|密封件"


def _zh1_sup(rng: random.Random, avoid: str) -> cj.Firm:
    while True:
        c = rng.choice(cj.CITIES)[0]
        b = rng.choice(cj.BRANDS)[0]
        if b in avoid:
            continue
        t = cj.pick(rng, ZH1_SUP)
        form = cj.pick(
            rng,
            "{c}{b}{t}有限公司|{c}市{b}{t}有限公司|{b}{t}（{c}）有限公司|"
            "{c}{b}{t}股份有限公司|{c}市{b}{t}厂",
        )
        return cj.Firm(form.format(c=c, b=b, t=t), "", "")


def _zh1(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    bind = rng.random() < 0.55
    m = rng.uniform(54, 60) if bind else rng.uniform(34, 46)
    right = pdf.w - rng.uniform(30, 42)
    wd = right - m
    bottom = pdf.h - 46
    city = rng.choice(cj.CITIES)
    trade_zh, trade_en = rng.choice(ZH1_BUY)
    bname = f"{city[0]}{rng.choice(cj.BRANDS)[0]}{trade_zh}"
    buyer = bname + cj.pick(rng, "有限公司|股份有限公司|集团有限公司")
    sup = _zh1_sup(rng, buyer)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "iso|cn|slash")
    po = cj.number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{d}-{n3}|{Y}{m}{d}{n4}|CGDD{Y}{n5}|P{y}{n6}")
    qg = cj.number(rng, d, "QG{Y}{m}{n4}|PR{y}{m}{n4}|SQ-{Y}-{n5}")
    ht = cj.number(rng, d, "HT-{Y}-{n4}|KJ{Y}{n3}|XY{y}{n4}")
    vcode = cj.number(rng, d, "G{n5}|{n6}|V-{n4}|20{n4}")
    clerk, maker = cj.person(rng), cj.person(rng)
    page = [1]
    stamp_buy = rng.random() < 0.6

    pt = f"打印时间：{d.isoformat()} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"

    def foot() -> None:
        pdf.text(m, pdf.h - 24, f"{pt}   打印人：{maker}", 7.5, colour=GREY)
        label = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 24, label, 7.5, align="r", colour=GREY)
        if bind:
            pdf.c.setDash([3, 3])
            pdf.line(30, 30, 30, pdf.h - 30, lw=0.4, colour=LGREY)
            pdf.c.setDash([])
            mid = pdf.h / 2 - 40
            for k, ch in enumerate("装订线"):
                pdf.rect(24, mid + k * 34 - 9, 12, 14, fill=Color(1, 1, 1), stroke=None)
                pdf.text(30, mid + k * 34 + 2, ch, 8, align="c", colour=LGREY)

    def cont_head() -> float:
        pdf.text(m, 34, buyer, 9, colour=GREY)
        pdf.text(right, 34, f"订单编号：{po}", 9, align="r")
        pdf.line(m, 40, right, 40, lw=0.5)
        return 52

    # header
    y = 40 if land else 46
    if rng.random() < 0.5:
        pdf.rect(m, y - 18, 26, 26, fill=Color(0.15, 0.3, 0.55), stroke=None)
        pdf.text(m + 13, y + 1, bname[2], 15, align="c", colour=Color(1, 1, 1), bold=True)
    pdf.text(pdf.w / 2, y, buyer, 15, align="c", bold=True)
    y += 14
    if rng.random() < 0.5:
        en_name = f"{city[1]} {trade_en}"
        pdf.text(pdf.w / 2, y, f"{en_name} Co., Ltd.", 8, align="c", colour=GREY)
        y += 12
    pdf.text(
        pdf.w / 2,
        y,
        f"地址：{cj.zh_addr(rng)}   电话：{cj.zh_tel(rng)}",
        7.5,
        align="c",
        colour=GREY,
    )
    y += 26
    title = cj.pick(rng, "采购订单|采 购 订 单|采购订单（生产物料）|外购件采购订单")
    pdf.text(pdf.w / 2, y, title, 18, align="c", bold=True, space=1.5)
    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, y + 13, "PURCHASE ORDER", 8, align="c", colour=GREY, space=2)
    if rng.random() < 0.55:
        qr(pdf.c, pdf.h, right - 54, y - 40, 52, rng)
        pdf.text(right - 28, y + 22, "扫码查验", 6.5, align="c", colour=GREY)
    y += 28
    in_strip = rng.random() < 0.5
    if not in_strip:
        pdf.text(m, y, f"订单编号：{po}", 10, bold=True)
        pdf.text(m + wd * 0.42, y, f"订单日期：{cj.fdate(d, ds)}", 9.5)
        pdf.text(right, y, cj.pick(rng, "币种：人民币|版本：V1|单据状态：已审核"), 9, align="r")
        y += 10
    else:
        y -= 8
    # parties
    gap = 10
    half = (wd - gap) / 2
    jia = cj.pick(rng, "需方|需方（买方）|采购方（需方）")
    yi = cj.pick(rng, "供方|供方（卖方）|供应商（供方）")
    b1, a1 = cj.bank(rng)
    b2, a2 = cj.bank(rng)
    buy_rows = [
        ["单位名称", buyer],
        ["地址", cj.zh_addr(rng)],
        ["联系人", f"{clerk}  {cj.mobile(rng)}"],
        ["电话/传真", f"{cj.zh_tel(rng)} / {cj.zh_tel(rng)}"],
        ["开户银行", b1],
        ["账号", a1],
        ["税号", cj.credit_code(rng)],
    ]
    sup_rows = [
        ["单位名称", sup.name],
        ["地址", cj.zh_addr(rng)],
        ["联系人", f"{cj.person(rng)}  {cj.mobile(rng)}"],
        ["电话/传真", f"{cj.zh_tel(rng)} / {cj.zh_tel(rng)}"],
        ["开户银行", b2],
        ["账号", a2],
        ["税号", cj.credit_code(rng)],
    ]
    if rng.random() < 0.4:
        buy_rows = buy_rows[:4] + buy_rows[6:]
        sup_rows = sup_rows[:4] + sup_rows[6:]
    blocks = [(jia, buy_rows), (yi, sup_rows)]
    if rng.random() < 0.4:
        blocks.reverse()
    y += 6
    rh = 15.5 if land else 16
    ys = []
    for k, (cap, rows) in enumerate(blocks):
        x = m + k * (half + gap)
        pdf.rect(x, y, half, rh, fill=cj.SHADE, stroke=cj.black)
        pdf.text(x + half / 2, y + rh / 2 + 3.2, cap, 9, align="c", bold=True)
        ys.append(
            kgrid(pdf, x, y + rh, [half * 0.24, half * 0.76], rows, h=rh, size=8.2, labels=(0,))
        )
    y = max(ys) + 6
    # strip
    dept = cj.pick(rng, ZH1_DEPTS)
    place = cj.pick(rng, "需方一号仓库|需方装配车间|需方成品库|需方二厂区收货处|需方指定地点")
    pay = cj.pick(
        rng,
        "货到验收合格并收到发票后60天付款|月结30天，电汇|票到90天承兑汇票|"
        "预付30%，货到验收后付清余款",
    )
    srows = [
        ["请购单号", qg, "采购员", clerk, "采购部门", dept, "供应商编码", vcode],
        ["交货地点", place, "付款方式", pay],
    ]
    if in_strip:
        srows.insert(
            0,
            [
                "订单编号",
                po,
                "订单日期",
                cj.fdate(d, ds),
                "币种",
                "人民币",
                "合同编号" if rng.random() < 0.5 else "采购类型",
                ht if rng.random() < 0.5 else "标准采购",
            ],
        )
    elif rng.random() < 0.5:
        srows[0][2:4] = ["合同编号", ht]
    cw = wd / 8
    y = kgrid(
        pdf, m, y, [cw * 0.8, cw * 1.2] * 4, srows, h=rh, size=8, labels=(0, 2, 4, 6), fill=PALE
    )
    y += 10
    # items
    heads = [
        "序号",
        "物料编码",
        "物料名称",
        "规格型号",
        "单位",
        "数量",
        "含税单价",
        "税率",
        "含税金额",
        "交货日期",
    ]
    rel = [4, 11, 15, 17, 5, 7, 9, 5, 11, 9] if not land else [4, 11, 17, 20, 5, 7, 9, 5, 11, 9]
    widths = cj.rel(wd, rel)
    xs = [m]
    for w in widths:
        xs.append(xs[-1] + w)
    four = rng.random() < 0.3
    n = rng.randint(2, 8) if rng.random() < 0.7 else rng.randint(10, 22)
    cpat = cj.pick(rng, "{n2}.{n2}.{n4}|WL{n7}|1{n2}-{n5}|{n9}")
    lines = []
    for name, specs, unit, lo, hi in take(rng, ZH1_MAT, n):
        spec = rng.choice(specs.split("^")).replace("{n}", str(rng.randint(10, 99)))
        lo_f, hi_f = float(lo), float(hi)
        p = price(rng, lo_f, hi_f)
        if four:
            p = p + Decimal(rng.randint(0, 99)) / 10000
        if unit == "吨":
            q = Decimal(rng.choice([2, 3, 5, 8, 12, 15, 20]))
            q = q + Decimal(rng.choice([0, 0, 0.125, 0.36, 0.5])).quantize(Decimal("0.001"))
        elif unit in ("米", "平方米"):
            q = Decimal(rng.choice([24, 36, 60, 120, 180, 240, 360]))
        else:
            q = Decimal(qty(rng, hi_f))
        amt = r2(p * q)
        due = cj.later(rng, d, 10, 45)
        split = []
        if q >= 20 and q == q.to_integral() and rng.random() < 0.35:
            k = rng.choice([2, 2, 3])
            part = int(q) // k
            parts = [part] * (k - 1) + [int(q) - part * (k - 1)]
            split = list(zip(dates_after(rng, d, k), parts))
            due = split[0][0]
        lines.append((cj.number(rng, d, cpat), name, spec, unit, q, p, amt, due, split))
    total_goods = sum((ln[6] for ln in lines), ZERO)
    freight = r2(Decimal(rng.randint(200, 2500))) if rng.random() < 0.25 else ZERO
    total = total_goods + freight
    pagesub = rng.random() < 0.5
    hh = 18
    rowh = 16

    def head(yy: float) -> float:
        pdf.rect(m, yy, wd, hh, fill=cj.SHADE, stroke=None)
        for k, hd_ in enumerate(heads):
            pdf.text(
                (xs[k] + xs[k + 1]) / 2,
                yy + hh / 2 + 3,
                hd_,
                8,
                align="c",
                bold=True,
                maxw=widths[k] - 3,
            )
        pdf.line(m, yy, right, yy, lw=0.7)
        pdf.line(m, yy + hh, right, yy + hh, lw=0.6)
        return yy + hh

    spans: list[tuple[float, float, bool]] = []

    def verticals(top: float, bot: float) -> None:
        spans.append((bot, bot, True))
        for y0, y1, full in spans:
            for x in xs if full else (xs[0], xs[1], xs[2], xs[-1]):
                pdf.line(x, y0, x, y1, lw=0.5)
        spans.clear()

    def qfmt(q: Decimal) -> str:
        return f"{q:f}".rstrip("0").rstrip(".") if "." in f"{q:f}" else f"{q}"

    top = y
    y = head(y)
    spans.append((top, y, True))
    psum = ZERO
    for i, (code, name, spec, unit, q, p, amt, due, split) in enumerate(lines):
        need = rowh + (13 if split else 0)
        if y + need > bottom - 70:
            if pagesub:
                pdf.text((xs[2] + xs[3]) / 2, y + 11, "本页小计", 8, align="c")
                pdf.text(xs[9] - 3, y + 11, cj.money(psum), 8, align="r")
                spans.append((y, y + rowh, True))
                y += rowh
                pdf.line(m, y, right, y, lw=0.5)
            verticals(top, y)
            pdf.text(right, y + 12, "（续下页）", 8, align="r", colour=GREY)
            foot()
            pdf.new_page()
            page[0] += 1
            top = cont_head()
            y = head(top)
            spans.append((top, y, True))
            psum = ZERO
        cells = [
            str(i + 1),
            code,
            name,
            spec,
            unit,
            qfmt(q),
            cj.money(p, 4) if four else cj.money(p),
            "13%",
            cj.money(amt),
            cj.fdate(due, "iso") if not land else cj.fdate(due, "iso"),
        ]
        al = "cllcccrcrc"
        for k, s in enumerate(cells):
            a = al[k]
            tx = xs[k] + 3 if a == "l" else xs[k + 1] - 3 if a == "r" else (xs[k] + xs[k + 1]) / 2
            pdf.text(tx, y + rowh / 2 + 3, s, 7.8, align=a, maxw=widths[k] - 5)
        spans.append((y, y + rowh, True))
        y += rowh
        if split:
            spans.append((y, y + 13, False))
            marks = "①②③"
            s = "分批交货：" + "  ".join(
                f"{marks[j]}{cj.fdate(dd, 'iso')} × {qq}" for j, (dd, qq) in enumerate(split)
            )
            pdf.text(xs[2] + 3, y + 9, s, 7.2, colour=GREY)
            y += 13
        pdf.line(m, y, right, y, lw=0.3)
        psum += amt
    # totals rows
    qsum = sum((ln[4] for ln in lines), ZERO)
    if y + 110 > bottom:
        verticals(top, y)
        foot()
        pdf.new_page()
        page[0] += 1
        top = cont_head()
        y = top
        pdf.line(m, y, right, y, lw=0.6)
    pdf.text((xs[2] + xs[3]) / 2, y + 12, "合　计", 8.8, align="c", bold=True)
    pdf.text(xs[6] - 3, y + 12, qfmt(qsum), 8.2, align="r")
    pdf.text(xs[9] - 3, y + 12, cj.money(total_goods), 8.6, align="r", bold=True)
    spans.append((y, y + rowh + 2, True))
    y += rowh + 2
    pdf.line(m, y, right, y, lw=0.6)
    verticals(top, y)
    if freight:
        y = kgrid(
            pdf,
            m,
            y,
            [xs[8] - m, widths[8], widths[9]],
            [["运费（含税，由需方承担）", cj.money(freight), ""]],
            h=rowh,
            size=8.2,
            labels=(),
            align="rrl",
        )
    cap = (
        "订单总金额（大写）"
        if freight
        else cj.pick(rng, "合计（大写）|合计金额（大写）|合计人民币（大写）")
    )
    y = kgrid(
        pdf,
        m,
        y,
        [wd * 0.2, wd * 0.5, wd * 0.1, wd * 0.2],
        [[cap, f"人民币{cj.daxie(total)}", "（小写）", f"¥{cj.money(total)}"]],
        h=19,
        size=8.8,
        labels=(0, 2),
        fill=PALE,
    )
    y += 14
    if rng.random() < 0.5:
        net = r2(total / Decimal("1.13"))
        pdf.text(
            m,
            y,
            f"其中：不含税金额 ¥{cj.money(net)}，增值税额 ¥{cj.money(total - net)}（税率13%）",
            8.2,
        )
        y += 14
    # terms
    terms = [t.format(pay=pay) for t in ZH1_TERMS]
    terms = terms[:2] + rng.sample(terms[2:], rng.randint(2, len(terms) - 2))
    need = 18 + 12.5 * len(terms) + 56
    if y + need > bottom:
        foot()
        pdf.new_page()
        page[0] += 1
        y = cont_head() + 6
    pdf.text(m, y + 4, cj.pick(rng, "备注：|订单条款：|供货要求："), 9, bold=True)
    y += 18
    for k, t in enumerate(terms):
        for j, ln in enumerate(cj.wrap(f"{k + 1}. {t}", 8, wd - 10)):
            pdf.text(m + 8 + (10 if j else 0), y, ln, 8)
            y += 12.5
    y += 8
    sw = wd / 8
    signy = y
    kgrid(
        pdf,
        m,
        y,
        [sw * 0.7, sw * 1.3, sw * 0.7, sw * 1.3, sw * 0.7, sw * 1.3],
        [["编制", maker, "审核", "", "批准", ""]],
        h=24,
        size=8.5,
        labels=(0, 2, 4),
        fill=PALE,
    )
    rx = m + sw * 6 + 8
    pdf.text(rx, y + 10, f"{yi.split('（')[0]}确认（签字盖章）：", 8)
    pdf.text(rx, y + 40, "日期：", 8)
    if stamp_buy:
        pdf.stamp(m + sw * 4.6, signy + 4, buyer, rng, caption="采购专用章", r=34)
    foot()
    return cfinish(pdf, "zh-Hans", "purchase_order", po, sup.name, total)


def blind18_zh_jixie_caigou_dingdan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh1)


# --------------------------------------------------------------------------- 2 zh-Hans contract

ZH2_BUY = (
    "{c}市第一人民医院|{c}市{d}区教育局|{c}市公安局{d}分局|{c}市第{n}中学|{c}职业技术学院|"
    "{c}市疾病预防控制中心|{c}市{d}区人民法院|{c}市自然资源和规划局|{c}市{d}区卫生健康委员会|"
    "{c}市图书馆|{c}市{d}区{s}街道办事处|{c}市中医院"
)
ZH2_DIST = "高新|经开|新城|滨湖|江北|城东|城西|开发"
ZH2_STREET = "东湖|新桥|长安|南苑|永安|华阳"
ZH2_AGENT = (
    "{b}工程咨询有限公司|{b}招标代理有限公司|{b}项目管理有限公司|{c}市公共资源交易中心|"
    "{c}{b}建设咨询有限公司"
)
ZH2_TRADE = "科技|信息技术|办公设备|教学设备|系统集成|医疗器械|电子科技|实业"
# name | brand | model alternatives (^) | origin | unit | lo | hi
ZH2_GOODS = cj._table("""
台式计算机|联想|启天M455^启天M650|中国|台|4200|6800
笔记本电脑|华为|MateBook D16^MateBook 14|中国|台|5200|8600
多媒体教学一体机|鸿合|HD-860S^HD-L7589|中国|套|9800|18600
激光打印机|惠普|M406dn^M329dw|中国|台|1850|3600
复印机|理光|IM C3010^IM 2702|中国|台|16800|32800
投影仪|爱普生|CB-2265U^CB-FH52|中国|台|4800|9800
网络交换机|华为|S5735-L48T4S^S5731-S24P4X|中国|台|3600|12800
网络摄像机|海康威视|DS-2CD3T46^DS-2CD3346|中国|台|480|1450
服务器|浪潮|NF5280M6^NF5270M6|中国|台|38000|76000
不间断电源|山特|C10KS^C3KS|中国|台|3900|12600
空调|格力|KFR-72LW^KFR-35GW|中国|台|3600|8800
办公桌|震旦|1.6m 钢木^1.4m 板式|中国|张|980|2600
办公椅|圣奥|网布中背^皮面高背|中国|把|460|1680
文件柜|震旦|四门钢制^密集架 6列|中国|组|1250|3600
生物显微镜|奥林巴斯|CX23^CX43|日本|台|8600|26000
低速离心机|湘仪|L530^TDZ5-WS|中国|台|5600|12800
碎纸机|科密|C-638^3875|中国|台|1200|3800
会议平板|MAXHUB|V6 86寸^V6 75寸|中国|台|16800|28800
""")
_PINYIN = {
    "Suzhou": "su zhou",
    "Wuxi": "wu xi",
    "Ningbo": "ning bo",
    "Dongguan": "dong guan",
    "Foshan": "fo shan",
    "Shenzhen": "shen zhen",
    "Tianjin": "tian jin",
    "Qingdao": "qing dao",
    "Hefei": "he fei",
    "Chengdu": "cheng du",
    "Wuhan": "wu han",
    "Xiamen": "xia men",
    "Kunshan": "kun shan",
    "Changzhou": "chang zhou",
}
ZH2_WAYS = "公开招标|竞争性磋商|竞争性谈判|询价|框架协议采购"
ZH2_PROV = "江苏省财政厅|浙江省财政厅|广东省财政厅|山东省财政厅|安徽省财政厅|四川省财政厅"


def _zh2(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(58, 70)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 60
    c, c_en = rng.choice(cj.CITIES)
    buyer = cj.pick(rng, ZH2_BUY).format(
        c=c,
        d=cj.pick(rng, ZH2_DIST),
        n=cj.pick(rng, "一|二|三|五|七|十二"),
        s=cj.pick(rng, ZH2_STREET),
    )
    b1 = rng.choice(cj.BRANDS)[0]
    agent = cj.pick(rng, ZH2_AGENT).format(b=f"{rng.choice(cj.CITIES)[0]}{b1}", c=c)
    while (b2 := rng.choice(cj.BRANDS)[0]) == b1:
        pass
    sup = cj.pick(
        rng, "{c}{b}{t}有限公司|{c}市{b}{t}有限公司|{b}{t}（{c}）有限公司|{c}{b}{t}股份有限公司"
    ).format(c=rng.choice(cj.CITIES)[0], b=b2, t=cj.pick(rng, ZH2_TRADE))
    d = cj.a_date(rng)
    ds = cj.pick(rng, "cn|cn0")
    code = "".join(w[0] for w in _PINYIN.get(c_en, c_en[:2]).split()).upper()
    proj = cj.number(
        rng, d, f"{code}CG{{Y}}{{n6}}|{code}ZC-{{Y}}-{{n4}}|ZFCG{{Y}}{{n5}}|{code}GP{{y}}{{n4}}"
    )
    ht = cj.pick(rng, "a|b|c|d")
    if ht == "a":
        contract = f"{proj}-HT{rng.randint(1, 3):02d}"
    elif ht == "b":
        contract = cj.number(rng, d, f"{code}HT{{Y}}{{n4}}|ZFHT-{{Y}}-{{n4}}")
    elif ht == "c":
        contract = cj.number(rng, d, f"{code}-ZFCGHT-{{Y}}{{n3}}|HT{{Y}}{{m}}{{n3}}")
    else:
        contract = f"{proj}-{rng.randint(1, 3)}"
    cat = cj.pick(rng, "信息化设备|办公设备|教学设备|办公家具|安防监控设备|实验室设备")
    pname = f"{buyer}{d.year}年{cat}采购项目"
    way = cj.pick(rng, ZH2_WAYS)
    place = cj.pick(rng, f"{c}市|甲方会议室|{buyer}")
    page = [1]
    jia = cj.pick(rng, "甲方（采购人）|采购人（甲方）|甲方")
    yi = cj.pick(rng, "乙方（供应商）|供应商（乙方）|乙方（中标供应商）")

    def foot() -> None:
        if page[0] > 1:
            lab = f"第 {page[0] - 1} 页 共 {of - 1} 页" if of else f"第 {page[0] - 1} 页"
            pdf.text(pdf.w / 2, pdf.h - 30, lab, 8.5, align="c", colour=GREY)

    # goods
    n = rng.randint(1, 7) if rng.random() < 0.75 else rng.randint(9, 16)
    goods = []
    for name, brand, models, origin, unit, lo, hi in take(rng, ZH2_GOODS, n):
        p = r0(price(rng, float(lo), float(hi)))
        if rng.random() < 0.3:
            p = Decimal(int(p) // 10 * 10)
        few = [1, 1, 2, 3] if float(hi) > 20000 else [1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 20, 30, 40]
        q = rng.choice(few)
        goods.append((name, brand, rng.choice(models.split("^")), origin, unit, q, p, p * q))
    total = sum((g[7] for g in goods), ZERO)

    # cover
    top_no = rng.random() < 0.5
    if top_no:
        pdf.text(right, 70, f"合同编号：{contract}", 10, align="r")
    pdf.text(
        pdf.w / 2,
        230,
        cj.pick(rng, "政府采购合同|政 府 采 购 合 同|政府采购货物合同"),
        28,
        align="c",
        bold=True,
        space=2,
    )
    pdf.text(pdf.w / 2, 262, cj.pick(rng, "（货物类）|（货物）|（适用于货物采购）"), 13, align="c")
    rows = [
        ("项目名称", pname),
        ("项目编号", proj),
        ("合同编号", contract),
        (jia, buyer),
        (yi, sup),
        ("采购代理机构", agent),
        ("采购方式", way),
        ("签订日期", cj.fdate(d, ds)),
        ("签订地点", place),
    ]
    if rng.random() < 0.5:
        rows.pop()
    if top_no and rng.random() < 0.5:
        rows.pop(2)
    y = 380
    lx = m + 40
    for lab, val in rows:
        pdf.text(lx, y, f"{lab}：", 11.5)
        vx = lx + 118
        for j, ln in enumerate(cj.wrap(val, 11.5, right - 30 - vx)):
            pdf.text(vx, y + j * 18, ln, 11.5)
            y += 18 if j else 0
        pdf.line(vx - 4, y + 4, right - 30, y + 4, lw=0.4)
        y += 30
    pdf.text(pdf.w / 2, pdf.h - 110, f"{cj.pick(rng, ZH2_PROV)}　监制", 11, align="c")
    pdf.new_page()
    page[0] += 1
    y = 70
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "第一部分　合同协议书|合同协议书|政府采购合同"),
        15,
        align="c",
        bold=True,
    )
    y += 30
    for lab, who in ((jia, buyer), (yi, sup)):
        pdf.text(m, y, f"{lab}：{who}", 10)
        pdf.text(m + 18, y + 16, f"地址：{cj.zh_addr(rng)}", 9)
        y += 36
    intro = (
        f"根据《中华人民共和国政府采购法》《中华人民共和国民法典》等法律法规的规定，"
        f"{pname}（项目编号：{proj}）经{way}确定乙方为{cj.pick(rng, '中标|成交')}供应商。"
        f"甲、乙双方本着平等自愿、诚实信用的原则，同意按照下面的条款和条件签署本合同。"
    )
    y = pdf.para(m, y, intro, 9.8, wd, lead=1.7) + 6
    inline = rng.random() < 0.4
    pre = rng.choice([0, 20, 30, 40])
    bond = rng.choice([0, 2, 5, 10])
    warr = rng.choice([3, 5, 10])
    clauses = [
        (
            "合同标的",
            "乙方根据甲方需求提供下列货物（详见"
            + ("下表" if inline else "附件1《分项报价表》")
            + "），货物须为全新、未使用过的合格产品，符合招标文件及投标文件的技术要求。",
        ),
        (
            "合同金额",
            f"本合同总价为人民币（大写）{cj.daxie(total)}（¥{cj.money(total)}元）。"
            "合同总价包括货物价款、包装、运输、保险、安装调试、培训、售后服务及税费等全部费用，"
            "合同履行期间不作调整。",
        ),
        (
            "交货时间及地点",
            f"合同签订后{rng.choice([15, 20, 30, 45])}日内交货并安装调试完毕；"
            f"交货地点：甲方指定地点（{c}市内）。",
        ),
        (
            "付款方式",
            (
                f"合同签订后10个工作日内，甲方向乙方支付合同总价的{pre}%作为预付款，"
                f"计人民币{cj.money(r2(total * pre / 100))}元；"
                if pre
                else ""
            )
            + f"货物验收合格后，甲方在收到乙方发票后15个工作日内支付合同总价的{100 - warr - pre}%"
            + f"；余款{warr}%作为质量保证金，质保期满无质量问题后无息付清。",
        ),
        (
            "履约保证金",
            f"乙方应于合同签订前向甲方提交合同总价{bond}%的履约保证金，"
            f"计人民币{cj.money(r2(total * bond / 100))}元，验收合格后无息退还。"
            if bond
            else "本项目不收取履约保证金。",
        ),
        (
            "质量保证及售后服务",
            f"乙方提供不少于{rng.choice([1, 2, 3, 5])}年的免费质保服务，"
            "接到甲方报修通知后2小时内响应、24小时内到达现场。",
        ),
        ("验收", "货物到达并安装调试完毕后，由甲方组织验收，验收合格后双方签署验收报告。"),
        (
            "违约责任",
            "乙方逾期交货的，每逾期一日按合同总价的千分之三向甲方支付违约金；"
            "甲方无正当理由逾期付款的，按同期贷款市场报价利率支付逾期利息。",
        ),
        (
            "争议解决",
            "因履行本合同发生的争议，双方协商解决；协商不成的，向甲方所在地人民法院起诉。",
        ),
        (
            "合同生效及其他",
            f"本合同一式{cj.pick(rng, '四|五|六')}份，甲、乙双方各执两份，"
            "采购代理机构及同级财政部门备案各一份，自双方签字盖章之日起生效。招标文件、投标文件、"
            "中标（成交）通知书均为本合同的组成部分。",
        ),
    ]

    def on_page() -> float:
        page[0] += 1
        pdf.text(right, 34, f"合同编号：{contract}", 8, align="r", colour=GREY)
        return 62

    def brk() -> float:
        foot()
        pdf.new_page()
        return on_page()

    def para(yy: float, x: float, text: str, size: float, w: float) -> float:
        for ln in cj.wrap(text, size, w):
            if yy > bottom:
                yy = brk()
            pdf.text(x, yy, ln, size)
            yy += size * 1.65
        return yy

    heads = [
        "序号",
        "货物名称",
        "品牌",
        "规格型号",
        "产地",
        "数量",
        "单位",
        "单价（元）",
        "小计（元）",
    ]
    widths = cj.rel(wd, [5, 15, 9, 17, 6, 6, 6, 12, 13])
    body = [
        [str(i + 1), g[0], g[1], g[2], g[3], str(g[5]), g[4], cj.money(g[6]), cj.money(g[7])]
        for i, g in enumerate(goods)
    ]

    def table(yy: float) -> float:
        def note(y2: float, _i: int) -> None:
            pdf.text(right, y2 + 14, "（续下页）", 8, align="r", colour=GREY)
            foot()

        yy = cj.paged(
            pdf,
            m,
            yy,
            widths,
            heads,
            body,
            bottom=bottom,
            on_page=on_page,
            note=note,
            row_h=18,
            size=8,
            align="clllcccrr",
        )
        if yy + 40 > bottom:
            yy = brk()
        yy = kgrid(
            pdf,
            m,
            yy,
            [sum(widths[:7]), sum(widths[7:])],
            [["合　计", f"¥{cj.money(total)}"]],
            h=18,
            size=8.6,
            labels=(0,),
            align="lr",
            fill=PALE,
        )
        return kgrid(
            pdf,
            m,
            yy,
            [sum(widths[:2]), wd - sum(widths[:2])],
            [["合计（大写）", f"人民币{cj.daxie(total)}"]],
            h=18,
            size=8.6,
            labels=(0,),
            fill=PALE,
        )

    nums = "一二三四五六七八九十"
    arts = rng.random() < 0.4
    for k, (head, text) in enumerate(clauses):
        if y > bottom - 40:
            y = brk()
        lab = f"第{nums[k]}条　{head}" if arts else f"{nums[k]}、{head}"
        pdf.text(m, y, lab, 10.2, bold=True)
        y += 17
        y = para(y, m + 20, text, 9.5, wd - 20)
        if k == 0 and inline:
            y = table(y) + 18
        y += 4
    # signatures
    b1n, a1n = cj.bank(rng)
    b2n, a2n = cj.bank(rng)
    srows = [
        [f"{jia}（盖章）", buyer, f"{yi}（盖章）", sup],
        ["法定代表人或授权代表（签字）", "", "法定代表人或授权代表（签字）", ""],
        ["地址", cj.zh_addr(rng), "地址", cj.zh_addr(rng)],
        ["电话", cj.zh_tel(rng), "电话", cj.zh_tel(rng)],
        ["开户银行", b1n, "开户银行", b2n],
        ["账号", a1n, "账号", a2n],
        ["签订日期", cj.fdate(d, ds), "签订日期", cj.fdate(d, ds)],
    ]
    if y + 22 * len(srows) + 60 > bottom:
        y = brk()
    y += 6
    sw = wd / 2
    stop = y
    y = kgrid(
        pdf,
        m,
        y,
        [sw * 0.36, sw * 0.64, sw * 0.36, sw * 0.64],
        srows,
        h=22,
        size=8.2,
        labels=(0, 2),
        fill=PALE,
    )
    if rng.random() < 0.75:
        pdf.stamp(m + sw * 0.7, stop + 30, buyer, rng, caption="合同专用章", r=38)
    if rng.random() < 0.7:
        pdf.stamp(m + sw * 1.7, stop + 34, sup, rng, caption="合同专用章", r=38)
    if rng.random() < 0.5:
        y += 22
        pdf.text(m, y, f"采购代理机构（见证）：{agent}", 9.5)
        y += 10
    if not inline:
        y = brk()
        pdf.text(
            m,
            y,
            cj.pick(rng, "附件1：分项报价表|附件1：供货清单（分项报价表）|附件：货物清单"),
            11,
            bold=True,
        )
        y = table(y + 14)
    foot()
    return cfinish(pdf, "zh-Hans", "contract", contract, sup, total)


def blind18_zh_zhengfu_caigou_hetong(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh2)


# --------------------------------------------------------------------------- 3 zh-Hant HK

HK_ORG_X = cj._pairs(
    "恩光 Grace Light, 樂群 Harmony, 晨曦 Morning Light, 康泰 Hong Tai, 同心 Unity,"
    "啟明 Kai Ming, 德信 Tak Shun, 匯善 Wui Sin, 慈光 Tsz Kwong, 安泰 On Tai"
)
HK_ORG = [
    ("香港{x}會", "Hong Kong {X} Association"),
    ("{x}社會服務中心", "{X} Social Service Centre"),
    ("{x}中學", "{X} Secondary School"),
    ("{x}護老院", "{X} Care and Attention Home"),
    ("{x}青年協會", "{X} Youth Association"),
    ("{x}復康會", "{X} Rehabilitation Society"),
    ("{x}基督教服務處", "{X} Christian Service"),
]
HK_UNITS = cj._pairs(
    "觀塘 Kwun Tong, 深水埗 Sham Shui Po, 天水圍 Tin Shui Wai, 沙田 Sha Tin, 屯門 Tuen Mun,"
    "將軍澳 Tseung Kwan O, 葵涌 Kwai Chung, 東涌 Tung Chung, 柴灣 Chai Wan"
)
HK_SUP_B = cj._pairs(
    "永發 Wing Fat, 利興 Lee Hing, 合昌 Hop Cheong, 新輝 Sun Fai, 富華 Fu Wah, 偉業 Wai Yip,"
    "建興 Kin Hing, 德豐 Tak Fung, 恒泰 Hang Tai, 俊峰 Chun Fung, 萬利 Man Lee, 金城 Kam Shing,"
    "信和 Shun Wo, 華輝 Wah Fai"
)
HK_SUP_T = cj._pairs(
    "文具 Stationery, 電腦 Computer, 傢俬 Furniture, 醫療用品 Medical Supplies,"
    "清潔用品 Cleaning Supplies, 食品 Food, 電器 Electrical, 印刷 Printing,"
    "復康用品 Rehab Equipment, 貿易 Trading"
)
# Chinese | English | unit | lo | hi
HK_ITEMS = [
    ("A4 影印紙 80g（5包/箱）", "A4 Copy Paper 80gsm (5 reams/box)", "箱 Box", 110, 165),
    ("成人紙尿片（大碼）", "Adult Diapers, Large (10 pcs/pack)", "包 Pack", 38, 62),
    ("摺合式輪椅", 'Wheelchair, foldable, 18"', "部 Unit", 1200, 3800),
    ("電動護理床連床褥", "Electric Nursing Bed with Mattress", "張 Set", 8800, 16800),
    ("空氣清新機", "Air Purifier, HEPA, 50 m²", "部 Unit", 1980, 4980),
    ("手提電腦", 'Notebook Computer, 14", i5, 16GB', "部 Unit", 5200, 8900),
    ("投影機", "Projector, 4000 lumens", "部 Unit", 3800, 7600),
    ("外科口罩（50個/盒）", "Surgical Masks, Level 2 (50 pcs/box)", "盒 Box", 18, 45),
    ("酒精搓手液 500ml", "Alcohol Hand Rub 500 ml", "支 Btl", 22, 48),
    ("辦公椅", "Office Chair, mesh back", "張 Pc", 680, 1850),
    ("四桶文件櫃", "Filing Cabinet, 4-drawer, steel", "個 Pc", 1450, 2900),
    ("雪櫃 300公升", "Refrigerator 300 L", "部 Unit", 3800, 6800),
    ("白米 25公斤", "Rice 25 kg", "包 Bag", 230, 320),
    ("食油 5公升", "Cooking Oil 5 L", "罐 Tin", 78, 128),
    ("活動物資（一批）", "Programme Materials (1 lot)", "批 Lot", 800, 6500),
    ("旅遊巴租賃（全日）", "Coach Hire, 61 seats (full day)", "架次 Trip", 2200, 3800),
    ("冷氣機保養", "Air-conditioner Servicing", "次 Visit", 450, 1200),
    ("碳粉盒", "Toner Cartridge, black", "個 Pc", 480, 1280),
]
HK_FUNDS = [
    "獎券基金 Lotteries Fund (LF/{y}/{n})",
    "社會福利發展基金 Social Welfare Development Fund (SWDF-{n})",
    "整筆撥款 Lump Sum Grant (LSG {y}-{y2})",
    "優質教育基金 Quality Education Fund (QEF {n})",
    "捐款 Donation Fund – Project {n}",
]


def hk_words(v: Decimal) -> str:
    cents = int(r2(v) * 100)
    tail = f" AND CENTS {cj._words(cents % 100)}" if cents % 100 else ""
    return f"HONG KONG DOLLARS {cj._words(cents // 100)}{tail} ONLY"


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    x_zh, x_en = rng.choice(HK_ORG_X)
    o_zh, o_en = rng.choice(HK_ORG)
    org_zh, org_en = o_zh.format(x=x_zh), o_en.format(X=x_en)
    abbr = "".join(w[0] for w in org_en.split() if w[0].isupper())[:4]
    u_zh, u_en = rng.choice(HK_UNITS)
    unit_zh = f"{org_zh}{u_zh}{cj.pick(rng, '中心|綜合服務中心|院舍|校舍')}"
    sb, st = rng.choice(HK_SUP_B), rng.choice(HK_SUP_T)
    suffix = cj.pick(rng, "有限公司|有限公司|公司")
    sup_zh = f"{sb[0]}{st[0]}{suffix}"
    sup_en = f"{sb[1]} {st[1]} " + (
        "Company Limited"
        if suffix == "有限公司" and rng.random() < 0.6
        else "Co., Ltd."
        if suffix == "有限公司"
        else "Company"
    )
    show = cj.pick(rng, "both|both|both|en|zh")
    sup = sup_en if show == "en" else sup_zh
    d = cj.a_date(rng)
    dstyle = cj.pick(rng, "hk|hk|en")
    po = cj.number(
        rng,
        d,
        f"PO/{{Y}}/{{n4}}|{abbr}-PO-{{y}}{{n4}}|P{{y}}{{m}}{{n3}}|"
        f"{abbr}/{u_en[:3].upper()}/PO/{{n3}}/{{y}}",
    )
    quote = cj.number(rng, d, "Q{y}{n4}|QT-{n5}|{n4}/{y}")
    req = cj.number(rng, d, "REQ-{y}{n4}|PR{n5}|R/{y}/{n3}")
    page = [1]

    def foot() -> None:
        lab = f"Page {page[0]} of {of} 第{page[0]}頁，共{of}頁" if of else f"Page {page[0]}"
        pdf.text(right, pdf.h - 26, lab, 7.5, align="r", colour=GREY)
        pdf.text(
            m,
            pdf.h - 26,
            cj.pick(rng, "Form PUR-01 (Rev. 2023)|F-ADM-007 v3|表格 PO-1"),
            7,
            colour=GREY,
        )

    # letterhead
    y = 44
    cx = m + 20
    pdf.c.setFillColorRGB(0.1, 0.35, 0.5)
    pdf.c.circle(cx, pdf.h - y + 4, 19, stroke=0, fill=1)
    pdf.text(
        cx, y + 9, abbr[:3], 11 if len(abbr) < 4 else 9, align="c", colour=Color(1, 1, 1), bold=True
    )
    pdf.text(m + 48, y, org_zh, 14, bold=True)
    pdf.text(m + 48, y + 15, org_en, 10)
    addr = f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 200)}號{rng.randint(2, 20)}樓"
    pdf.text(
        m + 48,
        y + 28,
        f"{addr}　Tel 電話: {cj.hk_tel(rng)}　Fax 傳真: {cj.hk_tel(rng)}",
        7.5,
        colour=GREY,
    )
    pdf.text(right, y, "購貨單", 17, align="r", bold=True)
    pdf.text(right, y + 17, "PURCHASE ORDER", 12, align="r", bold=True)
    copy = cj.pick(rng, "Supplier's Copy 供應商存聯|Original 正本|Copy 2 – Supplier 第二聯 供應商")
    pdf.text(right, y + 30, copy, 7.5, align="r", colour=GREY)
    y += 44
    pdf.line(m, y, right, y, lw=1.0)
    y += 6
    # numbered boxes
    sup_lines = [sup_zh, sup_en] if show == "both" else [sup_en] if show == "en" else [sup_zh]
    sup_lines += [
        f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 200)}號",
        f"Tel 電話: {cj.hk_tel(rng)}   Fax 傳真: {cj.hk_tel(rng)}",
        f"Attn 聯絡人: {cj.pick(rng, 'Mr.|Ms.')} {cj.person(rng, 'zh-Hant')}",
    ]
    deliver = [
        unit_zh,
        f"{org_en} – {u_en} Centre",
        f"{rng.choice(cj.HK_PLACE)}{rng.randint(1, 200)}號地下",
    ]
    fund = cj.pick(rng, "|".join(HK_FUNDS)).format(
        y=d.year % 100, y2=d.year % 100 + 1, n=rng.randint(100, 999)
    )
    small = [
        ("P.O. No. 訂單編號", po),
        ("Date 日期", cj.fdate(d, dstyle)),
        (
            "Quotation Ref. 報價單編號",
            f"{quote} ({cj.fdate(d - timedelta(days=rng.randint(3, 20)), 'hk')})",
        ),
        ("Requisition No. 請購編號", req),
        ("Delivery Date 交貨日期", cj.fdate(cj.later(rng, d, 5, 30), dstyle)),
        (
            "Payment Terms 付款條件",
            cj.pick(
                rng,
                "30 days 三十天|C.O.D. 貨到付款|Cheque on receipt of invoice 收到發票後以支票付款",
            ),
        ),
        ("Fund Source 經費來源", fund),
        ("Contact 聯絡人", f"{cj.person(rng, 'zh-Hant')}  {cj.hk_tel(rng)}"),
    ]
    keep = [0, 1, 2, 4, 5] + [k for k in (3, 6, 7) if rng.random() < 0.7]
    small = [small[k] for k in sorted(keep)]
    if rng.random() < 0.35:
        small.insert(0, small.pop(1))
    num = [0]

    def label(x: float, yy: float, s: str, w: float) -> None:
        num[0] += 1
        pdf.text(x + 4, yy + 10, f"{num[0]}. {s}", 7.2, colour=GREY, maxw=w - 8)

    lw_ = wd * 0.55
    rw = wd - lw_
    h_sup = 16 + 13 * len(sup_lines) + 6
    right_n = (len(small) + 1) // 2
    top = y
    # left column: supplier, deliver to
    pdf.rect(m, y, lw_, h_sup)
    label(m, y, "Supplier 供應商", lw_)
    yy = y + 24
    for k, s in enumerate(sup_lines):
        pdf.text(
            m + 10,
            yy,
            s,
            9.5 if k < (2 if show == "both" else 1) else 8.2,
            bold=k < (2 if show == "both" else 1),
        )
        yy += 13
    y2 = y + h_sup
    h_del = 16 + 13 * len(deliver) + 6
    cell_w = rw / 2
    rows_h = max(38.0, (h_sup + h_del) / right_n)
    h_del = max(h_del, right_n * rows_h - h_sup)
    pdf.rect(m, y2, lw_, h_del)
    label(m, y2, "Deliver To 送貨地址", lw_)
    yy = y2 + 24
    for s in deliver:
        pdf.text(m + 10, yy, s, 8.4)
        yy += 13
    left_bot = y2 + h_del
    # right column: small boxes, two per row
    for k, (lab, val) in enumerate(small):
        r_, c_ = divmod(k, 2)
        bx = m + lw_ + c_ * cell_w
        by = top + r_ * rows_h
        w_ = cell_w if not (k == len(small) - 1 and c_ == 0) else rw
        pdf.rect(bx, by, w_, rows_h)
        label(bx, by, lab, w_)
        parts = cj.wrap(val, 8.2, w_ - 10)
        big = lab.startswith("P.O.")
        for j, part in enumerate(parts[:2]):
            pdf.text(bx + 6, by + 24 + j * 10.5, part, 9.2 if big else 8.2, bold=big)
    y = max(left_bot, top + right_n * rows_h) + 8
    # particulars
    pdf.rect(m, y, wd, 16, fill=cj.SHADE, stroke=cj.black)
    label(m, y + 2, "Particulars 貨品詳情", wd)
    y += 16
    n = rng.randint(1, 7) if rng.random() < 0.85 else rng.randint(12, 22)
    rows = []
    for i, (zh, en, unit, lo, hi) in enumerate(take(rng, HK_ITEMS, n)):
        p = price(rng, lo, hi, whole=rng.random() < 0.6)
        q = qty(rng, hi) if hi < 2000 else rng.choice([1, 1, 2, 3, 4])
        rows.append([str(i + 1), f"{zh}\n{en}", str(q), unit, us(p), us(r2(p * q))])
    sub = sum((Decimal(r[5].replace(",", "")) for r in rows), ZERO)
    disc = r2(sub * rng.choice([3, 5, 10]) / 100) if rng.random() < 0.25 else ZERO
    deliv = Decimal(rng.choice([150, 200, 300, 500, 800])) if rng.random() < 0.3 else ZERO
    total = sub - disc + deliv
    heads = [
        "Item\n項目",
        "Description 貨品說明",
        "Qty\n數量",
        "Unit\n單位",
        "Unit Price\n單價 (HK$)",
        "Amount\n金額 (HK$)",
    ]
    widths = cj.rel(wd, [6, 46, 7, 10, 14, 16])

    def note(yy: float, _i: int) -> None:
        pdf.text(right, yy + 12, "Continued 續下頁", 8, align="r", colour=GREY)
        foot()

    def on_page() -> float:
        page[0] += 1
        pdf.text(m, 36, f"{org_en} – Purchase Order 購貨單", 8.5, colour=GREY)
        pdf.text(right, 36, f"P.O. No. 訂單編號: {po}", 8.5, align="r")
        return 50

    y = cj.paged(
        pdf,
        m,
        y,
        widths,
        heads,
        rows,
        bottom=bottom - 30,
        on_page=on_page,
        note=note,
        row_h=24,
        size=7.8,
        align="clccrr",
    )
    trows = [("Sub-total 小計", us(sub))]
    if disc:
        trows.append(("Less: Discount 折扣", f"({us(disc)})"))
    if deliv:
        trows.append(("Delivery & Installation 運送及安裝", us(deliv)))
    trows.append(
        (cj.pick(rng, "Total 總額 HK$|Total Amount 總金額 (HK$)|TOTAL 合共 HK$"), us(total))
    )
    if y + 18 * len(trows) + 150 > bottom:
        foot()
        pdf.new_page()
        y = on_page()
    lx = m + sum(widths[:4])
    for k, (lab, val) in enumerate(trows):
        last = k == len(trows) - 1
        pdf.rect(lx, y, wd - sum(widths[:4]), 18, fill=PALE if last else None)
        pdf.text(lx + 4, y + 12.5, lab, 8.2, bold=last)
        pdf.text(right - 3, y + 12.5, val, 8.6, align="r", bold=last)
        y += 18
    words = cj.pick(rng, "en|en|zh|none")
    y += 12
    if words == "en":
        for ln in cj.wrap(f"Amount in words 金額（大寫）: {hk_words(total)}", 8, wd):
            pdf.text(m, y, ln, 8)
            y += 12
    elif words == "zh":
        pdf.text(m, y, f"金額（大寫）Amount in words: 港幣{cj.daxie(total, trad=True)}", 8.4)
        y += 12
    y += 4
    # procurement
    if rng.random() < 0.7:
        label(m - 4, y - 10, "Procurement Method 採購方式", wd)
        y += 6
        nq = rng.choice([2, 3, 3, 5])
        ways = [
            ("Direct purchase 直接採購", False),
            (f"Written quotations ({nq}) 書面報價", True),
            ("Tender 招標", False),
        ]
        pdf.text(m + 10, y + 4, "   ".join(("■ " if on else "□ ") + w for w, on in ways), 8)
        y += 14
        if rng.random() < 0.4:
            others = [us(r2(total * Decimal(rng.uniform(1.03, 1.25)))) for _ in range(nq - 1)]
            pdf.text(
                m + 10,
                y + 4,
                "Other quotations 其他報價: "
                + "; ".join(f"HK${o}" for o in others)
                + "  – lowest accepted 已接納最低報價",
                7.6,
                colour=GREY,
            )
            y += 14
    y += 6
    notes = [
        "Please quote the P.O. No. on all invoices and delivery notes. 請於所有發票及送貨單上註明本訂單編號。",
        f"Invoice in duplicate to be sent to Finance Section, {org_en}. 發票一式兩份寄交本會財務組。",
        "Goods are subject to inspection upon delivery. 貨品須經驗收。",
    ]
    for k, t in enumerate(notes[: rng.randint(1, 3)]):
        for ln in cj.wrap(f"{k + 1}. {t}", 7.4, wd):
            pdf.text(m, y, ln, 7.4, colour=GREY)
            y += 11
    y = max(y + 16, bottom - 64) if y + 80 < bottom else y + 16
    sw = wd / 3
    for k, cap in enumerate(
        [
            "Prepared by 經辦人",
            "Approved by 批核人",
            "Supplier's Acknowledgement 供應商確認\n(Signature & Chop 簽署及公司印鑑)",
        ]
    ):
        x = m + k * sw
        pdf.line(x + 6, y + 24, x + sw - 10, y + 24, lw=0.5)
        for j, part in enumerate(cap.split("\n")):
            pdf.text(x + 6, y + 35 + j * 10, part, 7.4)
    if rng.random() < 0.5:
        pdf.stamp(m + sw * 1.5, y + 8, org_zh, rng, caption="", shape="oval", r=34)
    foot()
    return cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)


def blind18_hk_ngo_purchase_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja

JA_X = "東邦 三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田 山田 大森 松栄 富士見 青葉".split()
JA_BUY = "株式会社{x}工務店|{x}建設株式会社|有限会社{x}住建|{x}ホーム株式会社|株式会社{x}建工"
JA_SUP = (
    "{x}建材株式会社|株式会社{x}設備|{x}木材株式会社|{x}電設工業株式会社|有限会社{x}塗装|"
    "{x}サッシ工業株式会社|株式会社{x}商会|{x}住設株式会社"
)
JA_PLACES = (
    "静岡県浜松市中区板屋町 群馬県高崎市問屋町 栃木県宇都宮市平出工業団地 長野県松本市島立 "
    "岡山県岡山市北区今 熊本県熊本市東区長嶺南 宮城県仙台市若林区卸町 新潟県新潟市中央区万代"
).split()
# name | spec alternatives (^) | unit | lo | hi | rate
JA_MAT = cj._table("""
石膏ボード|12.5mm 910×1820^9.5mm 910×1820|枚|420|780|10
構造用合板|12mm 910×1820^24mm 910×1820|枚|1450|3800|10
杉KD 柱材|105角×3m^120角×4m|本|2100|5600|10
断熱材 グラスウール|16K 100mm^24K 50mm|梱|3200|6800|10
窯業系サイディング|14mm 455×3030^16mm 455×3030|枚|2400|4600|10
ガルバリウム鋼板 屋根材|立平葺 0.35mm|㎡|2800|4800|10
ユニットバス|1616サイズ 据付工事共^1620サイズ 据付工事共|式|480000|980000|10
システムキッチン|I型2550 食洗機付^I型2250|式|520000|1280000|10
エコキュート|370L フルオート^460L 角型|台|380000|720000|10
アルミサッシ|引違い窓 16513^掃出し窓 16520|窓|38000|96000|10
クロス張替工事|量産品 下地処理共|㎡|900|1500|10
外部足場架払い|くさび式 メッシュシート共|㎡|700|1300|10
電気設備工事|配線・器具取付一式|式|180000|680000|10
防水工事|FRP防水 バルコニー|㎡|6800|9800|10
産業廃棄物処理費|混載 2t車|台|38000|68000|10
現場用飲料|2L×6本 ケース^500ml×24本 ケース|ケース|720|2600|8
""")
JA_OPEN = [
    "拝啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のお引き立てを賜り、厚く御礼申し上げます。",
    "拝啓　貴社いよいよご隆盛のこととお喜び申し上げます。平素は格別のご高配を賜り、誠にありがとうございます。",
    "拝啓　時下ますますご清祥のこととお慶び申し上げます。毎度格別のご愛顧を賜り、厚く御礼申し上げます。",
]


def ja_reg(rng: random.Random) -> str:
    return "T" + "".join(str(rng.randint(0, 9)) for _ in range(13))


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(52, 64)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    x1, x2 = rng.sample(JA_X, 2)
    buyer = cj.pick(rng, JA_BUY).format(x=x1)
    sup = cj.pick(rng, JA_SUP).format(x=x2)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "reiwa|cn|reiwa")
    po = cj.number(rng, d, "{y}{m}-{n4}|H{y}{m}{n3}|{n6}|{Y}-{n4}|CH-{n5}")
    est = cj.number(rng, d, "Q-{n5}|見{y}{m}{n3}|E{n6}")
    site = (
        f"{cj.person(rng, 'ja').split()[0]}様邸{cj.pick(rng, '新築工事|改修工事|リフォーム工事')}"
    )
    page = [1]
    ystyle = rng.randint(0, 2)

    def yen(v: Decimal) -> str:
        return cj.yen(v, ystyle)

    def foot() -> None:
        if of > 1 or not of:
            lab = f"{page[0]}/{of}" if of else f"{page[0]}"
            pdf.text(pdf.w / 2, pdf.h - 28, lab, 8, align="c", colour=GREY)

    # items
    n = rng.randint(1, 6) if rng.random() < 0.8 else rng.randint(10, 18)
    pool = [r for r in JA_MAT if r[5] == "10" or rng.random() < 0.25]
    lines = []
    for name, specs, unit, lo, hi, rate in take(rng, pool, n):
        p = r0(price(rng, float(lo), float(hi)))
        if float(hi) > 100000:
            p = Decimal(int(p) // 1000 * 1000)
            q = Decimal(1)
        elif unit in ("㎡",):
            q = Decimal(rng.randint(12, 240))
        else:
            q = Decimal(qty(rng, float(hi)))
        lines.append((name, rng.choice(specs.split("^")), unit, q, p, p * q, int(rate)))
    sub10 = sum((ln[5] for ln in lines if ln[6] == 10), ZERO)
    sub8 = sum((ln[5] for ln in lines if ln[6] == 8), ZERO)
    disc = ZERO
    if sub10 > 50000 and rng.random() < 0.3:
        disc = Decimal(int(sub10 * Decimal(rng.uniform(0.01, 0.04))) // 1000 * 1000)
    tax10 = ((sub10 - disc) * Decimal("0.10")).to_integral_value(rounding="ROUND_DOWN")
    tax8 = (sub8 * Decimal("0.08")).to_integral_value(rounding="ROUND_DOWN")
    net = sub10 + sub8 - disc
    total = net + tax10 + tax8
    # header
    y = 48
    title_top = rng.random() < 0.6
    if title_top:
        pdf.text(
            pdf.w / 2,
            y + 6,
            cj.pick(rng, "注　文　書|注文書|御　注　文　書"),
            20,
            align="c",
            bold=True,
            space=2,
        )
        y += 30
    nolab = cj.pick(rng, "注文番号|注文No.|発注番号|No.")
    pdf.text(right, y, f"{nolab}：{po}" if nolab != "No." else f"No. {po}", 9.5, align="r")
    dlab = cj.pick(rng, "発行日：|注文日：|")
    pdf.text(right, y + 15, f"{dlab}{cj.fdate(d, ds)}", 9.5, align="r")
    y += 36
    pdf.text(m, y, f"{sup}　御中", 14, bold=True)
    pdf.line(m, y + 5, m + wd * 0.55, y + 5, lw=0.8)
    if rng.random() < 0.35:
        pdf.text(
            m + 10,
            y + 22,
            f"{cj.pick(rng, '営業部|工事部|ご担当')}　{cj.person(rng, 'ja').split()[0]}様",
            9.5,
        )
    y += 30
    # buyer block (right)
    bx = m + wd * 0.58
    by = y
    rows = [
        buyer,
        cj.ja_addr(rng).replace(" ", "\n", 1),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"担当：{cj.person(rng, 'ja')}",
    ]
    if rng.random() < 0.75:
        rows.append(f"登録番号：{ja_reg(rng)}")
    yy = by
    for k, r in enumerate(rows):
        for part in r.split("\n"):
            pdf.text(bx, yy, part, 11 if k == 0 else 8.3, bold=k == 0)
            yy += 15 if k == 0 else 12
    if rng.random() < 0.75:
        pdf.stamp(
            right - 26,
            by + 16,
            buyer.replace("株式会社", "").replace("有限会社", "")[:6] + "之印",
            rng,
            shape="square",
            r=24,
        )
    y = yy + 14
    if not title_top:
        pdf.text(
            pdf.w / 2, y + 8, cj.pick(rng, "注　文　書|注文書"), 20, align="c", bold=True, space=2
        )
        y += 34
    # letter body
    body = [
        rng.choice(JA_OPEN),
        f"\u3000さて、先般ご提出いただきました御見積書（{est}）に基づき、"
        "下記のとおり注文いたしますので、ご手配のほどよろしくお願い申し上げます。",
    ]
    for para in body:
        for ln in cj.wrap(para, 9.5, wd - 10):
            pdf.text(m + 5, y, ln, 9.5)
            y += 16
    pdf.text(right - 10, y + 2, "敬具", 9.5, align="r")
    y += 26
    pdf.text(pdf.w / 2, y, "記", 12, align="c")
    y += 24
    amount_style = rng.randint(0, 2)
    if amount_style == 0:
        amt_s = f"{yen(total)}（税込）"
    elif amount_style == 1:
        amt_s = f"{yen(total)}（うち消費税等 {yen(tax10 + tax8)}）"
    else:
        amt_s = f"{yen(net)}（税抜）　別途消費税等 {yen(tax10 + tax8)}"
    items = [
        ("件　　名", f"{site}　{cj.pick(rng, '資材一式|設備工事|内装材料')}"),
        ("注文金額", amt_s),
        ("納　　期", cj.fdate(cj.later(rng, d, 10, 50), ds)),
        (
            "納入場所",
            cj.pick(rng, "上記現場|当社資材置場|当社指定場所")
            + "（"
            + rng.choice(JA_PLACES)
            + f"{rng.randint(1, 30)}-{rng.randint(1, 20)}）",
        ),
        (
            "支払条件",
            cj.pick(
                rng, "月末締め翌月末現金振込|20日締め翌月10日振込|月末締め翌々月10日支払（手形）"
            ),
        ),
        ("御見積書", f"No.{est}（{cj.fdate(d - timedelta(days=rng.randint(5, 25)), ds)}付）"),
    ]
    if rng.random() < 0.4:
        items.pop(5)
    for k, (lab, val) in enumerate(items):
        pdf.text(m + 20, y, f"{k + 1}．{lab}", 10)
        pdf.text(m + 120, y, val, 10, bold=lab == "注文金額")
        if lab == "注文金額":
            pdf.line(m + 118, y + 4, m + 120 + 9.5 * len(val) * 0.62 + 20, y + 4, lw=0.5)
        y += 20
    y += 4
    pdf.text(m + 20, y, f"{len(items) + 1}．{cj.pick(rng, '明　　細|内　　訳')}", 10)
    y += 10
    heads = ["No.", "品名・仕様", "数量", "単位", "単価", "金額"]
    widths = cj.rel(wd, [6, 46, 9, 8, 14, 17])
    body_rows = []
    mark = any(ln[6] == 8 for ln in lines)
    for i, (name, spec, unit, q, p, a, rate) in enumerate(lines):
        star = "※" if rate == 8 else ""
        body_rows.append(
            [str(i + 1), f"{name}{star}　{spec}", f"{q:,}", unit, f"{p:,.0f}", f"{a:,.0f}"]
        )

    def note(yy: float, _i: int) -> None:
        pdf.text(right, yy + 12, "（次頁へ続く）", 8, align="r", colour=GREY)
        foot()

    def on_page() -> float:
        page[0] += 1
        pdf.text(m, 36, f"{sup}　御中", 9, colour=GREY)
        pdf.text(right, 36, f"{nolab}：{po}" if nolab != "No." else f"No. {po}", 9, align="r")
        return 52

    y = cj.paged(
        pdf,
        m,
        y,
        widths,
        heads,
        body_rows,
        bottom=bottom - 20,
        on_page=on_page,
        note=note,
        row_h=18,
        size=8.4,
        align="clrcrr",
    )
    trows: list[tuple[str, str]] = [("小　計", f"{sub10 + sub8:,.0f}")]
    if disc:
        trows.append(("出精値引", f"-{disc:,.0f}"))
    if sub8:
        trows.append(("消費税（10%）", f"{tax10:,.0f}"))
        trows.append(("消費税（8%）", f"{tax8:,.0f}"))
    else:
        trows.append((cj.pick(rng, "消費税（10%）|消費税等|消費税"), f"{tax10:,.0f}"))
    trows.append((cj.pick(rng, "合計（税込）|税込合計|合計金額"), f"{total:,.0f}"))
    if y + 18 * len(trows) + 80 > bottom:
        foot()
        pdf.new_page()
        y = on_page()
    lx = m + sum(widths[:4])
    for k, (lab, val) in enumerate(trows):
        last = k == len(trows) - 1
        pdf.rect(lx, y, widths[4], 18, fill=cj.SHADE if last else PALE)
        pdf.rect(lx + widths[4], y, widths[5], 18)
        pdf.text(lx + widths[4] / 2, y + 12.5, lab, 8.4, align="c", bold=last)
        pdf.text(right - 3, y + 12.5, val, 8.8, align="r", bold=last)
        y += 18
    y += 10
    if mark:
        pdf.text(m, y, "※印は軽減税率（8%）対象品目です。", 8)
        y += 14
    if sub8 and rng.random() < 0.7:
        pdf.text(
            m,
            y,
            f"10%対象 {sub10 - disc:,.0f}円（消費税 {tax10:,.0f}円）／"
            f"8%対象 {sub8:,.0f}円（消費税 {tax8:,.0f}円）",
            8,
        )
        y += 14
    if rng.random() < 0.6:
        pdf.text(
            m,
            y,
            cj.pick(
                rng,
                "※本注文書受領後、注文請書にご記名押印のうえご返送ください。|"
                "※納品書・請求書には必ず注文番号をご記入ください。",
            ),
            8.4,
        )
        y += 14
    pdf.text(right - 10, y + 10, "以上", 10, align="r")
    foot()
    return cfinish(pdf, "ja", "purchase_order", po, sup, total)


def blind18_ja_koumuten_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 5 en-US GC

GC_STEMS = (
    "Hartwell|Summit Ridge|Bluestone|Ironline|Keystone|Cedar Point|Granite Peak|Northfield|"
    "Copper Canyon|Lakeview|Red Mesa|Westbrook"
)
GC_NAMES = "{X} Builders, Inc.|{X} Construction Co.|{X} General Contractors LLC|{L} & {L2} Construction, Inc."
GC_LAST = "Whitaker|Delgado|Brennan|Kowalski|Okafor|Lindqvist|Marchetti|Haskins|Tran|Abernathy"
GC_STATES = [
    ("CA", "Sacramento|Fresno|Riverside|Bakersfield", "9##", "B-######", "8.75"),
    ("TX", "Austin|San Antonio|Waco|Round Rock", "7##", "", "8.25"),
    ("AZ", "Tempe|Mesa|Chandler|Flagstaff", "85#", "ROC ######", "8.1"),
    ("WA", "Tacoma|Spokane|Everett|Olympia", "98#", "@@@@@@*###@@", "9.3"),
    ("CO", "Denver|Aurora|Boulder|Fort Collins", "80#", "", "8.81"),
    ("NC", "Raleigh|Durham|Charlotte|Greensboro", "27#", "#####", "7.25"),
]
# trade: vendor names, then items (description, budget code, uom, lo, hi)
GC_TRADES = {
    "concrete": (
        "{X} Ready Mix, Inc.|{X} Concrete Supply Co.|{L} Ready-Mix LLC",
        [
            ('4000 PSI concrete mix, 3/4" agg.', "03-300 Cast-in-Place Concrete.M", "CY", 145, 185),
            ("5000 PSI concrete mix, pump mix", "03-300 Cast-in-Place Concrete.M", "CY", 160, 205),
            ("Concrete pump truck, 38m boom", "03-300 Cast-in-Place Concrete.E", "HR", 185, 260),
            ("Fiber reinforcement additive", "03-300 Cast-in-Place Concrete.M", "CY", 9, 16),
            ("Short load / environmental fee", "03-300 Cast-in-Place Concrete.M", "EA", 65, 150),
            ("Hot water - cold weather", "03-300 Cast-in-Place Concrete.M", "CY", 6, 12),
        ],
    ),
    "rebar": (
        "{X} Rebar & Steel LLC|{X} Reinforcing Steel, Inc.|{L} Rebar Co.",
        [
            (
                "#4 Gr60 rebar, fabricated & tagged",
                "03-200 Concrete Reinforcing.M",
                "TON",
                1150,
                1480,
            ),
            (
                "#5 Gr60 rebar, fabricated & tagged",
                "03-200 Concrete Reinforcing.M",
                "TON",
                1120,
                1450,
            ),
            ('Epoxy-coated dowels #6 x 24"', "03-200 Concrete Reinforcing.M", "EA", 6, 11),
            ("Rebar chairs & accessories", "03-200 Concrete Reinforcing.M", "LS", 800, 3400),
            ("Shop drawings / detailing", "03-200 Concrete Reinforcing.S", "LS", 1500, 4800),
        ],
    ),
    "lumber": (
        "{L} Lumber Company|{X} Building Supply|{X} Lumber & Truss, Inc.",
        [
            ("2x6 SPF #2 stud, 9'", "06-100 Rough Carpentry.M", "EA", 6, 11),
            ('OSB sheathing 7/16" 4x8', "06-100 Rough Carpentry.M", "SHT", 14, 26),
            ('LVL beam 1-3/4" x 11-7/8"', "06-100 Rough Carpentry.M", "LF", 9, 16),
            (
                "Roof trusses per layout T-1 to T-14",
                "06-170 Shop-Fabricated Trusses.M",
                "LS",
                18000,
                46000,
            ),
            ("Simpson hangers & hardware pkg", "06-050 Fasteners & Hardware.M", "LS", 1200, 5200),
            ("Delivery - boom truck", "06-100 Rough Carpentry.M", "EA", 95, 250),
        ],
    ),
    "drywall": (
        "{X} Wallboard Supply|{L} Drywall Supply, Inc.|{X} Interior Products LLC",
        [
            ('5/8" Type X gypsum board 4x12', "09-250 Gypsum Board.M", "SHT", 16, 24),
            ("Metal stud 3-5/8\" 20ga, 10'", "09-220 Non-Structural Framing.M", "EA", 6, 11),
            ("Metal track 3-5/8\" 20ga, 10'", "09-220 Non-Structural Framing.M", "EA", 5, 9),
            ("Joint compound, all purpose", "09-250 Gypsum Board.M", "BOX", 14, 22),
            ("Acoustical ceiling tile 2x2", "09-510 Acoustical Ceilings.M", "CTN", 55, 95),
            ("Stocking / boom delivery", "09-250 Gypsum Board.M", "LS", 350, 1200),
        ],
    ),
    "electrical": (
        "{X} Electric Supply Co.|{L} Electrical Distributors, Inc.|{X} Electrical Wholesale",
        [
            ("THHN #12 Cu, 500' reel", "26-050 Electrical Materials.M", "RL", 95, 160),
            ("EMT conduit 3/4\" x 10'", "26-050 Electrical Materials.M", "EA", 8, 14),
            ("Panelboard 225A 42-circuit", "26-240 Switchboards & Panelboards.M", "EA", 2400, 4600),
            ("LED troffer 2x4, 4000K", "26-510 Interior Lighting.M", "EA", 85, 160),
            ("Fire alarm pull station", "28-310 Fire Detection & Alarm.M", "EA", 48, 95),
            ("Switchgear submittal & start-up", "26-050 Electrical Materials.S", "LS", 1500, 5200),
        ],
    ),
    "rental": (
        "{X} Equipment Rentals, LLC|{L} Rental & Supply, Inc.|{X} Lift & Equipment Co.",
        [
            ("Scissor lift 26', electric", "01-540 Construction Aids.E", "WK", 280, 450),
            ("Telehandler 10,000 lb, 55'", "01-540 Construction Aids.E", "MO", 4800, 7900),
            ("Portable toilet service", "01-510 Temporary Utilities.E", "MO", 140, 260),
            ("Temporary fence panels 6'x12'", "01-560 Temporary Barriers.E", "MO", 3, 7),
            ("Delivery & pickup", "01-540 Construction Aids.E", "EA", 150, 400),
        ],
    ),
}
GC_PROJ = (
    "{X} Medical Office Building|{X} Elementary School Modernization|{X} Apartments Phase II|"
    "Fire Station No. {n}|{X} Distribution Center TI|{X} Library Renovation|{X} Senior Living"
)
GC_CO = (
    "Added scope per RFI #{n}|Owner change - revised layout|Credit: deleted items|"
    "Unforeseen conditions|Escalation per ASI-{n}|Additional delivery / standby|Revised quantities"
)


def _gc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|libsans|dejavu"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(34, 44)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 50
    st, cities, zip3, lic, tax_rate = rng.choice(GC_STATES)
    l1, l2 = rng.sample(GC_LAST.split("|"), 2)
    gc = la.pick(rng, GC_NAMES).format(X=la.pick(rng, GC_STEMS), L=l1, L2=l2)
    trade = rng.choice(list(GC_TRADES))
    vnames, pool = GC_TRADES[trade]
    while True:
        vend = la.pick(rng, vnames).format(X=la.pick(rng, GC_STEMS), L=la.pick(rng, GC_LAST))
        if vend.split()[0] not in gc:
            break

    def adr() -> list[str]:
        c = la.pick(rng, cities)
        return [
            la.digits(
                rng,
                la.pick(
                    rng,
                    "#### Industrial Way|### N. Main St.|##### Commerce Pkwy|"
                    "#### Airport Blvd, Suite ###",
                ),
            ),
            f"{c}, {st} {la.digits(rng, zip3 + '##')}",
        ]

    dt = la.day(rng)
    ds = la.pick(rng, "us|us|usl")
    projno = la.digits(rng, la.pick(rng, "2###|##-###|2####"))
    po = la.pick(
        rng,
        f"{projno}-{rng.randint(1, 60):03d}|PO-{projno}-{rng.randint(1, 90):03d}|"
        f"{projno}-PO-{rng.randint(1, 40):02d}",
    )
    project = la.pick(rng, GC_PROJ).format(
        X=la.pick(rng, "Riverside|Oak Hollow|Mission|Eastgate|Pinecrest|Sunset|Harbor|Canyon View"),
        n=rng.randint(2, 19),
    )
    titles = {
        "concrete": "Ready-mix concrete supply",
        "rebar": "Rebar supply & fabrication",
        "lumber": "Framing lumber & trusses",
        "drywall": "Drywall & framing materials",
        "electrical": "Electrical gear & materials",
        "rental": "Equipment rental",
    }
    rev = rng.choice([0, 0, 1, 2, 3, 4])
    page = [1]
    printed = dt + timedelta(days=rng.randint(20, 120)) if rev else dt

    def foot() -> None:
        fy = d.h - 26
        d.line(m, fy - 10, r, fy - 10, 0.4)
        d.t(m, fy, f"{gc}  |  PO {po}", 7, grey=0.35)
        d.t(d.w / 2, fy, f"Printed {la.dfmt(printed, 'us')}", 7, grey=0.35, al="c")
        d.t(r, fy, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, grey=0.35, al="r")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 34, f"{gc} - Purchase Order #{po}", 8.5, b=True)
        d.t(r, 34, project, 8, al="r", grey=0.3)
        d.line(m, 40, r, 40, 0.5)
        return 54

    # header
    rgb_box(d, m, 28, 34, 34, acc)
    ini = "".join(w[0] for w in gc.replace("&", "").split()[:2])
    rgb_text(d, m + 17, 50, ini, 13, (1, 1, 1), al="c")
    d.t(m + 42, 38, gc, snug(d, [gc], wd * 0.5, 12.5), b=True)
    gadr = adr()
    d.t(m + 42, 50, f"{gadr[0]}, {gadr[1]}", 7.5, grey=0.25)
    lic_s = f"  |  Lic. # {la.digits(rng, lic)}" if lic else ""
    d.t(m + 42, 60, f"Phone {la.digits(rng, '(###) ###-####')}{lic_s}", 7.5, grey=0.25)
    title = la.pick(
        rng, "PURCHASE ORDER|Purchase Order Contract|MATERIAL PURCHASE ORDER|Purchase Order"
    )
    d.t(r, 40, title, 15, b=True, al="r")
    nolab = la.pick(rng, "PO #|Purchase Order #|Contract #|No.")
    d.t(r, 56, f"{nolab} {po}", 11, b=True, al="r")
    y = 74
    rgb_box(d, m, y, wd, 16, light(acc, 0.85))
    status = la.pick(rng, "Approved|Approved|Complete|Approved - Executed")
    bits = [
        f"Status: {status}",
        f"Executed: {la.pick(rng, 'Yes|Yes|No')}",
        f"Revision: {rev}" if rev else "Original issue",
        f"Contract Date: {la.dfmt(dt, ds)}",
    ]
    d.t(m + 6, y + 11, "     |     ".join(bits), 7.8)
    y += 26
    # parties
    vlab = la.pick(rng, "Contract Company|Vendor|Supplier|Contract Company")
    vc = la.person(rng, "en")
    vrows = [
        vend,
        *adr(),
        f"Contact: {vc}",
        f"{la.digits(rng, '(###) ###-####')}  "
        f"{vc.split()[0].lower()}@{vend.split()[0].lower().strip(',')}.com",
    ]
    half = wd / 2 - 10
    d.t(m, y + 9, vlab.upper(), 7.5, b=True, grey=0.35)
    d.t(m, y + 22, vend, snug(d, [vend], half, 10), b=True)
    d.lines(m, y + 26, vrows[1:], 8.2, lead=10.5)
    px = m + wd / 2 + 10
    d.t(px, y + 9, "PROJECT", 7.5, b=True, grey=0.35)
    d.t(px, y + 22, project, snug(d, [project], half, 10), b=True)
    prow = [f"Project #: {projno}", *adr()]
    if rng.random() < 0.6:
        prow.append(
            f"Owner: {la.pick(rng, 'County of |City of |')}{la.pick(rng, 'Riverside|Mesa|Franklin|Clark|Marion')}"
            f"{la.pick(rng, ' School District| Health Partners LLC| Holdings LP|')}"
        )
    if rng.random() < 0.5:
        prow.append(
            f"Architect: {la.pick(rng, GC_LAST)} {la.pick(rng, 'Architects|Design Group|+ Partners')}"
        )
    yb = d.lines(px, y + 26, prow, 8.2, lead=10.5)
    y = max(y + 26 + 10.5 * (len(vrows) - 1), yb) + 8
    # detail pairs
    ret = rng.choice([0, 5, 5, 10, 10])
    taxable = rng.random() < 0.5
    pairs = [
        ("Title", titles[trade]),
        ("Delivery Date", la.dfmt(dt + timedelta(days=rng.randint(10, 60)), ds)),
        ("Payment Terms", la.pick(rng, "Net 30|Net 45|2% 10 Net 30|Net 30 from approved invoice")),
        ("Ship To", f"Jobsite - {project}"),
        ("Bill To", f"{gc}, Accounts Payable"),
        ("Default Retainage", f"{ret}%" if ret else "None"),
        (
            "Sales Tax",
            f"Taxable @ {tax_rate}%"
            if taxable
            else la.pick(rng, "Included in pricing|Exempt - cert. on file|Included"),
        ),
        ("Vendor Quote", la.digits(rng, la.pick(rng, "Q-#####|####-##|EST######"))),
    ]
    rng.shuffle(pairs)
    cw = wd / 2
    d.line(m, y, r, y, 0.4)
    y += 4
    for k, (lab, val) in enumerate(pairs):
        cx = m + (k % 2) * cw
        cy = y + (k // 2) * 13
        d.t(cx, cy + 9, f"{lab}:", 7.8, b=True)
        d.t(cx + 92, cy + 9, val, 7.8, maxw=cw - 96)
    y += (len(pairs) + 1) // 2 * 13 + 6
    d.line(m, y, r, y, 0.4)
    y += 14
    # schedule of values
    n = rng.randint(2, 6) if rng.random() < 0.8 else rng.randint(9, 16)
    sov = []
    for k, (desc, code, uom, lo, hi) in enumerate(take(rng, pool, n)):
        p = price(rng, lo, hi)
        if uom == "LS":
            q = Decimal(1)
        elif uom in ("CY",):
            q = Decimal(rng.randint(20, 600))
        elif uom == "TON":
            q = Decimal(rng.randint(4, 60)) + Decimal(rng.randint(0, 9)) / 10
        elif uom in ("HR", "WK", "MO"):
            q = Decimal(rng.randint(2, 24))
        else:
            q = Decimal(qty(rng, hi) * rng.choice([1, 5, 10]))
        sov.append((str(k + 1), code, desc, q, uom, p, r2(p * q)))
    orig = sum((x[6] for x in sov), ZERO)
    d.t(m, y, la.pick(rng, "SCHEDULE OF VALUES|Line Items|SCHEDULE OF VALUES"), 9.5, b=True)
    y += 6
    spec = [
        ("#", 0.04, "c"),
        ("Budget Code", 0.26, "l"),
        ("Description", 0.33, "l"),
        ("Qty", 0.08, "r"),
        ("UOM", 0.06, "c"),
        ("Unit Cost", 0.11, "r"),
        ("Amount", 0.12, "r"),
    ]
    xs = [m]
    for _, f, _a in spec:
        xs.append(xs[-1] + f * wd)

    def thead(yy: float) -> float:
        rgb_box(d, m, yy, wd, 15, light(acc, 0.75))
        for k, (h_, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 3, "r": xs[k + 1] - 3, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, yy + 10.5, h_, 7.6, b=True, al=a)
        return yy + 15

    y = thead(y)
    for row in sov:
        if y + 13 > bottom - 20:
            d.t(r, y + 12, "Continued on next page", 7.5, al="r", grey=0.35)
            y = thead(brk())
        vals = [row[0], row[1], row[2], f"{row[3]:,}", row[4], us(row[5]), us(row[6])]
        for k, (_h, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 3, "r": xs[k + 1] - 3, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, y + 9.5, vals[k], 7.6, al=a, maxw=xs[k + 1] - xs[k] - 5)
        y += 13
        d.line(m, y, r, y, 0.25)
    d.t(xs[5] + 3, y + 11, "Total", 7.8, b=True)
    d.t(r - 3, y + 11, us(orig), 7.8, b=True, al="r")
    y += 24
    # change orders
    cos = []
    if rev and rng.random() < 0.9:
        for k in range(rev + rng.randint(0, 2)):
            status_ = la.pick(
                rng, "Approved|Approved|Approved|Pending - In Review|Pending|Draft|Void"
            )
            amt = r2(orig * Decimal(rng.uniform(-0.06, 0.14)))
            cos.append(
                (
                    f"{la.pick(rng, 'CO|PCCO')} #{k + 1:03d}",
                    la.pick(rng, GC_CO).format(n=rng.randint(10, 140)),
                    la.dfmt(dt + timedelta(days=12 * (k + 1)), "us"),
                    status_,
                    amt,
                )
            )
    approved = sum((c[4] for c in cos if c[3] == "Approved"), ZERO)
    pending = sum((c[4] for c in cos if c[3].startswith("Pending")), ZERO)
    if cos:
        if y + 30 + 13 * len(cos) > bottom - 20:
            y = brk()
        d.t(m, y, "CHANGE ORDERS", 9.5, b=True)
        y += 6
        cspec = [
            ("Number", 0.12),
            ("Title", 0.46),
            ("Date", 0.14),
            ("Status", 0.14),
            ("Amount", 0.14),
        ]
        cx = [m]
        for _, f in cspec:
            cx.append(cx[-1] + f * wd)
        rgb_box(d, m, y, wd, 15, light(acc, 0.75))
        for k, (h_, _f) in enumerate(cspec):
            if k == 4:
                d.t(cx[k + 1] - 3, y + 10.5, h_, 7.6, b=True, al="r")
            else:
                d.t(cx[k] + 3, y + 10.5, h_, 7.6, b=True)
        y += 15
        for c in cos:
            a = us(c[4]) if c[4] >= 0 else f"({us(-c[4])})"
            for k, v in enumerate([c[0], c[1], c[2], c[3], a]):
                if k == 4:
                    d.t(cx[k + 1] - 3, y + 9.5, v, 7.6, al="r")
                else:
                    d.t(cx[k] + 3, y + 9.5, v, 7.6, maxw=cx[k + 1] - cx[k] - 5)
            y += 13
            d.line(m, y, r, y, 0.25)
        y += 14
    revised = orig + approved
    tax = r2(revised * Decimal(tax_rate) / 100) if taxable else ZERO
    total = revised + tax

    def money(v: Decimal) -> str:
        return f"${us(v)}" if v >= 0 else f"(${us(-v)})"

    srows: list[tuple[str, str, bool]] = [
        (
            la.pick(
                rng, "Original PO Amount|Original Contract Amount|Original Purchase Order Amount"
            ),
            money(orig),
            False,
        )
    ]
    if cos:
        srows.append(("Approved Change Orders", money(approved), False))
        if taxable:
            srows.append(("Revised PO Amount", money(revised), False))
    if taxable:
        srows.append((f"Sales Tax ({tax_rate}%)", money(tax), False))
    srows.append(
        (
            la.pick(rng, "Total PO Amount|Total PO Amount|Revised Contract Sum|Total Commitment"),
            money(total),
            True,
        )
    )
    after: list[tuple[str, str, bool]] = []
    if pending:
        after.append(("Pending Change Orders", money(pending), False))
    if rev and rng.random() < 0.7:
        billed = r2(total * Decimal(rng.uniform(0.2, 0.8)))
        after.append(("Billed to Date", money(billed), False))
        if ret:
            after.append((f"Retainage Held ({ret}%)", money(r2(billed * ret / 100)), False))
        after.append(("Balance to Finish", money(total - billed), False))
    need = 14 * (len(srows) + len(after)) + 150
    if y + need > bottom:
        y = brk()
    sx = r - 250
    d.t(sx, y, "CONTRACT SUMMARY", 9.5, b=True)
    y += 6
    for lab, val, b in srows:
        if b:
            rgb_box(d, sx - 4, y, r - sx + 4, 16, light(acc, 0.8))
        d.t(sx, y + 11, lab, 8.4, b=b)
        d.t(r - 4, y + 11, val, 8.4, b=b, al="r")
        y += 16
    if after:
        y += 4
        for lab, val, _b in after:
            d.t(sx, y + 10, lab, 7.8, grey=0.35)
            d.t(r - 4, y + 10, val, 7.8, grey=0.35, al="r")
            y += 13
    y += 14
    terms = (
        "This Purchase Order, including the General Conditions attached, constitutes the entire "
        "agreement between the parties. Vendor shall reference the PO number on all invoices, "
        "delivery tickets and correspondence. Invoices received without a PO number will be returned. "
        "Lien waivers are required with each payment application."
    )
    y = wrapped(d, m, y, terms, 7.2, wd, grey=0.25) + 18
    if y + 60 > bottom:
        y = brk()
    sw = wd / 2 - 20
    for k, who in enumerate([gc, vend]):
        x = m + k * (sw + 40)
        d.t(x, y, who, 8.2, b=True, maxw=sw)
        d.line(x, y + 30, x + sw, y + 30, 0.5)
        d.t(x, y + 40, "Signature / Name / Title / Date", 7, grey=0.35)
    foot()
    return finish(d, "en", "purchase_order", po, vend, total)


def blind18_en_us_gc_commitment_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gc)


# --------------------------------------------------------------------------- 6 en-CA

CA_PROV = {
    "ON": (
        "Ontario",
        "Guelph|Woodstock|Stratford|Listowel|Chatham|Peterborough",
        "N#@ #@#",
        [("H", "HST", "13")],
    ),
    "NS": (
        "Nova Scotia",
        "Truro|Kentville|Antigonish|Bridgewater",
        "B#@ #@#",
        [("H", "HST", "14")],
    ),
    "NB": (
        "New Brunswick",
        "Sussex|Moncton|Woodstock|Fredericton",
        "E#@ #@#",
        [("H", "HST", "15")],
    ),
    "BC": (
        "British Columbia",
        "Abbotsford|Chilliwack|Vernon|Kelowna|Prince George",
        "V#@ #@#",
        [("G", "GST", "5"), ("P", "PST", "7")],
    ),
    "SK": (
        "Saskatchewan",
        "Swift Current|Yorkton|Moose Jaw|Humboldt",
        "S#@ #@#",
        [("G", "GST", "5"), ("P", "PST", "6")],
    ),
    "MB": (
        "Manitoba",
        "Brandon|Steinbach|Portage la Prairie|Dauphin",
        "R#@ #@#",
        [("G", "GST", "5"), ("P", "RST", "7")],
    ),
    "AB": (
        "Alberta",
        "Lethbridge|Red Deer|Camrose|Lloydminster|Olds",
        "T#@ #@#",
        [("G", "GST", "5")],
    ),
}
CA_BUY = (
    "{X} Farmers Co-operative Ltd.|{X} Grain Growers Ltd.|{L} Family Farms Inc.|"
    "{X} Feedlot Ltd.|{X} Dairy Farm Ltd.|{X} Greenhouses Inc.|{X} Orchards Ltd."
)
CA_STEMS = "Maple Creek|Prairie Rose|Twin Rivers|Northern Lights|Silver Birch|Red River|Golden Valley|Bluewater"
CA_LAST = "MacDonald|Tremblay|Wiebe|Friesen|Sandhu|Campbell|Boychuk|Larsen|Gauthier|O'Neill"
CA_SUP = (
    "{X} Ag Supply Ltd.|{X} Hydraulics Inc.|{L} Fasteners Ltd.|{X} Farm Equipment Ltd.|"
    "{X} Irrigation Corp.|{L} Electric Ltd.|{X} Packaging Inc.|{X} Feed & Seed Ltd."
)
# description, unit, lo, hi, taxcode kind (s = standard, z = zero-rated farm input)
CA_ITEMS = [
    ('Hydraulic hose 1/2" 2-wire, per ft', "FT", 3, 7, "s"),
    ("Grease cartridges EP2 (case 30)", "CS", 85, 140, "s"),
    ("Baler twine 9000 ft/bale", "BALE", 38, 62, "z"),
    ("Net wrap 64\" x 9000'", "ROLL", 210, 320, "z"),
    ("Cattle mineral 2:1 25 kg", "BAG", 32, 55, "z"),
    ("Fence post 4\" x 8' treated", "EA", 9, 16, "s"),
    ("High-tensile wire 12.5 ga", "ROLL", 95, 160, "s"),
    ("Tractor filter kit (oil/fuel/air)", "KIT", 160, 340, "s"),
    ('Drip tape 8 mil 12" spacing', "ROLL", 180, 290, "z"),
    ("Seed potatoes, cert. (cwt)", "CWT", 28, 45, "z"),
    ('Poly pipe 2" SDR 11', "FT", 2, 5, "s"),
    ("Shop labour - hydraulic repair", "HR", 95, 135, "s"),
    ("Bearing 6206-2RS", "EA", 9, 22, "s"),
    ("Clamshell containers 1 pt (case 500)", "CS", 60, 95, "s"),
]


def _ca(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|times|libsans"))
    m = rng.uniform(36, 48)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 54
    pc = rng.choice(list(CA_PROV))
    pname, cities, pcode, taxes = CA_PROV[pc]
    l1, l2 = rng.sample(CA_LAST.split("|"), 2)
    buyer = la.pick(rng, CA_BUY).format(X=la.pick(rng, CA_STEMS), L=l1)
    while True:
        sup = la.pick(rng, CA_SUP).format(X=la.pick(rng, CA_STEMS), L=l2)
        if sup.split()[0] not in buyer:
            break

    def adr() -> list[str]:
        c = la.pick(rng, cities)
        street = la.digits(
            rng,
            la.pick(
                rng,
                "### Industrial Rd|Box ###, RR #|#### Hwy ## W|"
                "## Railway Ave|Unit #, ### Commerce Dr",
            ),
        )
        return [street, f"{c}, {pc}  {la.digits(rng, pcode)}"]

    dt = la.day(rng)
    ds = la.pick(rng, "us|dmy|iso|usl")
    po = la.digits(rng, la.pick(rng, "000####|PO-#####|#####|P######"))
    bn = la.digits(rng, "#########")
    page = [1]
    badr, sadr = adr(), adr()
    phone = la.digits(rng, "(###) ###-####")

    def fmtd(x: date) -> str:
        return la.dfmt(x, ds) if ds != "usl" else x.strftime("%b %d, %Y")

    # header: buyer top-left, title top-right with a small label column
    d.t(m, 44, buyer, snug(d, [buyer], wd * 0.55, 13), b=True)
    d.lines(m, 50, [*badr, f"Tel {phone}   Fax {la.digits(rng, '(###) ###-####')}"], 8.5)
    d.t(r, 44, la.pick(rng, "Purchase Order|PURCHASE ORDER"), 16, b=True, al="r")
    info = [
        (la.pick(rng, "Order No.|Purchase Order No.|P.O. No."), po),
        ("Order Date", fmtd(dt)),
        (
            la.pick(rng, "Shipping Date|Required By|Delivery Date"),
            fmtd(dt + timedelta(days=rng.randint(3, 30))),
        ),
        ("Page", f"{page[0]} of {of}" if of else "1"),
    ]
    if rng.random() < 0.5:
        info.insert(3, ("Vendor No.", la.digits(rng, la.pick(rng, "V####|####|@@@###"))))
    iy = 58
    for lab, val in info:
        d.t(r - 96, iy, lab, 8.2, al="r")
        d.t(r, iy, val, 8.6, b=lab != "Page", al="r")
        iy += 12
    y = max(iy, 100) + 16
    # vendor block: under a rule, no caption; ship-to captioned on the right
    d.line(m, y - 6, m + wd * 0.42, y - 6, 0.4)
    vrows = [sup, *sadr, f"Attn: {la.pick(rng, 'Sales|Order Desk|' + la.person(rng, 'en'))}"]
    d.t(m, y + 6, sup, snug(d, [sup], wd * 0.44, 10.5), b=True)
    d.lines(m, y + 10, vrows[1:], 8.8, lead=11.5)
    sx = m + wd * 0.55
    d.t(sx, y + 6, la.pick(rng, "Ship to:|Ship To|Deliver to:"), 8.5, b=True)
    ship = [buyer, *(adr() if rng.random() < 0.5 else badr)]
    if rng.random() < 0.6:
        ship.insert(1, la.pick(rng, "Attn: Receiving|Yard / Shop|Main Barn|Packing Shed"))
    d.lines(sx, y + 10, ship, 8.8, lead=11.5)
    y += 10 + 11.5 * max(len(vrows) - 1, len(ship)) + 16
    # items
    codes = [t[0] for t in taxes]
    full = "".join(codes)
    spec = [
        ("item", "Item", 0.13, "l"),
        ("qty", "Quantity", 0.09, "r"),
        ("unit", "Unit", 0.07, "c"),
        ("desc", "Description", 0.39, "l"),
        ("tax", "Tax", 0.06, "c"),
        ("price", "Price", 0.12, "r"),
        ("amt", "Amount", 0.14, "r"),
    ]
    xs = [m]
    for c in spec:
        xs.append(xs[-1] + c[2] * wd)

    def thead(yy: float) -> float:
        d.line(m, yy, r, yy, 0.8)
        for k, (_key, h_, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 2, "r": xs[k + 1] - 2, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, yy + 11, h_, 8.2, b=True, al=a)
        d.line(m, yy + 15, r, yy + 15, 0.8)
        return yy + 19

    def foot() -> None:
        d.t(m, d.h - 30, f"GST/HST Registration No. {bn} RT0001", 7.2, grey=0.3)
        d.t(
            r,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.2,
            grey=0.3,
            al="r",
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, buyer, 10, b=True)
        d.t(r, 40, f"Purchase Order {po} (continued)", 9, al="r")
        return 56

    y = thead(y)
    n = (
        rng.randint(2, 9)
        if rng.random() < 0.75
        else rng.randint(14, 24)
        if rng.random() < 0.5
        else rng.randint(30, 44)
    )
    zr_taxed = rng.random() < 0.3
    rows = []
    for desc, unit, lo, hi, kind in take(rng, CA_ITEMS, n):
        p = price(rng, lo, hi)
        q = Decimal(rng.choice([50, 100, 200, 300, 500])) if unit == "FT" else Decimal(qty(rng, hi))
        code = full if kind == "s" or zr_taxed else "Z"
        rows.append(
            (
                la.digits(rng, la.pick(rng, "@@-####|######|@####-@")),
                q,
                unit,
                desc,
                code,
                p,
                r2(p * q),
            )
        )
    for row in rows:
        if y + 14 > bottom - 30:
            d.t(r, y + 12, "Continued...", 8, al="r")
            y = thead(brk())
        vals = {
            "item": row[0],
            "qty": f"{row[1]:,}",
            "unit": row[2],
            "desc": row[3],
            "tax": row[4],
            "price": us(row[5]),
            "amt": us(row[6]),
        }
        for k, (key, _h, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 2, "r": xs[k + 1] - 2, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, y + 10, vals[key], 8.4, al=a, maxw=xs[k + 1] - xs[k] - 4)
        y += 14
    d.line(m, y + 2, r, y + 2, 0.6)
    sub = sum((x[6] for x in rows), ZERO)
    freight = r2(Decimal(rng.randint(40, 450))) if rng.random() < 0.35 else ZERO
    taxrows = []
    for code, name, rate in taxes:
        base = sum((x[6] for x in rows if code in x[4]), ZERO)
        if name in ("GST", "HST"):
            base += freight
        if base:
            taxrows.append((name, rate, r2(base * Decimal(rate) / 100)))
    total = sub + freight + sum((t[2] for t in taxrows), ZERO)
    if y + 150 > bottom:
        y = brk()
    y += 10
    # totals bottom-right, comments bottom-left
    tx0 = m + wd * 0.6
    trs = []
    if rng.random() < 0.6:
        trs.append(("Subtotal", us(sub)))
    trs.append(("Freight", us(freight)))
    for name, rate, amt in taxrows:
        lab = f"{name} {rate}%"
        if name in ("GST", "HST") and rng.random() < 0.5:
            lab = f"{name} @ {rate}%"
        trs.append((lab, us(amt)))
    tlab = la.pick(rng, "Total|Total|Total CAD|Total Amount")
    yy = y
    for lab, val in trs:
        d.t(tx0, yy + 10, lab, 8.8)
        d.t(r, yy + 10, val, 8.8, al="r")
        yy += 14
    d.line(tx0, yy + 1, r, yy + 1, 0.6)
    d.t(tx0, yy + 13, tlab, 10, b=True)
    d.t(r, yy + 13, f"${us(total)}" if rng.random() < 0.6 else us(total), 10, b=True, al="r")
    yy += 18
    if rng.random() < 0.2:
        dep = Decimal(rng.choice([250, 500, 1000, 1500]))
        if dep < total:
            d.t(tx0, yy + 10, f"Prepayment (Chq {la.digits(rng, '####')})", 8.2, grey=0.3)
            d.t(r, yy + 10, f"-{us(dep)}", 8.2, grey=0.3, al="r")
            d.t(tx0, yy + 23, "Balance Owing", 8.2, grey=0.3)
            d.t(r, yy + 23, us(total - dep), 8.2, grey=0.3, al="r")
            yy += 28
    cy = y
    if rng.random() < 0.6:
        legend = [f"{c} = {n} {r_}%" for c, n, r_ in taxes]
        if len(taxes) > 1:
            legend.append(f"{full} = {' + '.join(t[1] for t in taxes)}")
        if any(x[4] == "Z" for x in rows):
            legend.append("Z = zero-rated")
        d.t(m, cy + 10, "Tax codes: " + ", ".join(legend), 7.4, grey=0.3)
        cy += 16
    d.t(m, cy + 10, "Comments", 8.4, b=True)
    cm = la.pick(
        rng,
        "Please confirm price and delivery date by e-mail.|"
        "Ref. your quote {q}. Deliver between 8 am and 4 pm, call ahead.|"
        "Backorders to ship when available - do not substitute.|"
        "Farm account - PST exempt where applicable (FAR cert. on file).",
    )
    cm = cm.replace("{q}", la.digits(rng, "Q####"))
    yc = wrapped(d, m, cy + 14, cm, 8.2, wd * 0.52)
    d.t(m, yc + 12, f"Ordered by: {la.person(rng, 'en')}", 8.2)
    d.t(
        m,
        yc + 25,
        f"Shipped by: {la.pick(rng, 'Vendor truck|Loomis|Purolator|Day & Ross|Pick up')}",
        8.2,
    )
    y = max(yy, yc + 30) + 30
    if y + 40 < bottom:
        d.line(m, y + 20, m + 200, y + 20, 0.5)
        d.t(m, y + 30, "Authorized Signature", 7.5)
    foot()
    return finish(d, "en", "purchase_order", po, sup, total)


def blind18_en_ca_farm_coop_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ca)


# --------------------------------------------------------------------------- 7 fr

FR_STEMS = (
    "Armor|Vendée|Périgord|Savoie|Cévennes|Auvergne|Provence|Gascogne|Val de Loire|Pays Basque"
)
FR_BUY = (
    "Conserverie {X}|Biscuiterie {X} SAS|Fromagerie {X}|Salaisons {X} SARL|Brasserie {X}|"
    "Les Délices de {X} SAS|Confiturerie {X}|Traiteur {X} SAS"
)
FR_LAST = "Lemoine|Carpentier|Guérin|Boucher|Marchand|Renaud|Caron|Perrot|Barbier|Leclerc"
FR_SUP = (
    "Emballages {L} SAS|{X} Ingrédients SARL|Établissements {L}|{L} Hygiène Pro|"
    "Cartonnages {L} & Fils|Épices {X} SAS|Minoterie {L}|{X} Distribution Alimentaire"
)
FR_CITIES = (
    "Quimper=29000 Quimper|Vannes=56000 Vannes|Angers=49000 Angers|Périgueux=24000 Périgueux|"
    "Chambéry=73000 Chambéry|Aurillac=15000 Aurillac|Avignon=84000 Avignon|Bayonne=64100 Bayonne|"
    "Laval=53000 Laval|Cholet=49300 Cholet"
)
FR_STREETS = (
    "ZA de Kerdroual, ## rue des Artisans|## avenue de la Gare|ZI Les Landes, lot ##|"
    "## route de Nantes|Parc d'activités du Moulin, ## allée des Érables|# rue du Commerce"
)
# designation, unit, lo, hi, TVA rate
FR_ITEMS = [
    ("Sucre cristal blanc, sac 25 kg", "sac", 18, 32, "5.5"),
    ("Farine de blé T55, sac 25 kg", "sac", 14, 26, "5.5"),
    ("Beurre doux 82 % MG, plaque 10 kg", "plaque", 62, 95, "5.5"),
    ("Sel de Guérande IGP, sac 25 kg", "sac", 22, 45, "5.5"),
    ("Huile de tournesol, bidon 10 L", "bidon", 16, 28, "5.5"),
    ("Mélange quatre épices, sachet 1 kg", "kg", 14, 32, "5.5"),
    ("Barquettes PET 500 ml (carton de 600)", "carton", 48, 85, "20"),
    ("Film étirable 23 µm, 450 mm x 1500 m", "rouleau", 14, 24, "20"),
    ("Caisses américaines 400 x 300 x 200", "cent", 55, 95, "20"),
    ("Étiquettes thermiques 100 x 150 mm", "rouleau", 9, 18, "20"),
    ("Détergent alcalin chloré, bidon 20 L", "bidon", 38, 72, "20"),
    ("Gants nitrile bleus (boîte de 100)", "boîte", 5, 11, "20"),
    ("Charlottes clip blanches (carton 1000)", "carton", 22, 40, "20"),
    ("Bocaux verre 370 ml + capsules (palette)", "palette", 420, 780, "20"),
    ("Maintenance préventive ensacheuse", "forfait", 380, 1200, "20"),
]


def _fr_adr(rng: random.Random) -> list[str]:
    street = la.digits(rng, la.pick(rng, FR_STREETS))
    return [street, la.digits(rng, la.pick(rng, FR_CITIES).split("=")[1])]


def siren(rng: random.Random) -> str:
    return la.digits(rng, "### ### ###")


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|times|dejavu|libsans"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(32, 44)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 60
    x1, x2 = rng.sample(FR_STEMS.split("|"), 2)
    buyer = la.pick(rng, FR_BUY).format(X=x1)
    sup = la.pick(rng, FR_SUP).format(X=x2, L=la.pick(rng, FR_LAST))
    dt = la.day(rng)
    ds = la.pick(rng, "dmy|dmy|long_fr")
    po = la.digits(
        rng,
        la.pick(
            rng,
            f"BC{dt.year % 100}-#####|CF{dt.year % 100}0####|"
            f"CDE-{dt.year}-####|A{dt.year % 100}####|######",
        ),
    )
    devis = la.digits(rng, la.pick(rng, "DE####|DV-##-####|#####|D2#-###"))
    code_f = la.digits(rng, la.pick(rng, "401@@@###|F####|0###"))
    sir = siren(rng)
    euro = la.pick(rng, "€|€|EUR")
    page = [1]

    def eur(v: Decimal) -> str:
        return f"{fr(v)} {euro}"

    capital = fr(Decimal(rng.choice([8000, 50000, 150000, 400000])))[:-3]
    legal = (
        f"{la.pick(rng, 'SAS|SARL|SA')} au capital de {capital} € "
        f"- SIRET {sir} {la.digits(rng, '#####')} - APE {la.digits(rng, '10##@')} "
        f"- TVA FR{la.digits(rng, '##')}{sir.replace(' ', '')}"
    )

    def foot() -> None:
        fy = d.h - 28
        d.line(m, fy - 10, r, fy - 10, 0.4)
        d.t(d.w / 2, fy, legal, 6.8, al="c", grey=0.3)
        d.t(r, fy + 10, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.3)

    # header left
    rgb_box(d, m, 30, 40, 40, acc)
    rgb_text(d, m + 20, 56, "".join(w[0] for w in buyer.split()[:2]).upper(), 14, (1, 1, 1), al="c")
    d.t(m + 48, 42, buyer, snug(d, [buyer], wd * 0.45, 12), b=True)
    badr = _fr_adr(rng)
    d.lines(
        m + 48,
        46,
        [
            *badr,
            f"Tél. {la.digits(rng, '0# ## ## ## ##')}",
            f"achats@{x1.lower().replace(' ', '').replace('é', 'e')}.fr",
        ],
        7.8,
        lead=9.8,
    )
    # vendor window right
    wx = m + wd * 0.55
    wy = 92
    if rng.random() < 0.5:
        d.t(wx, wy - 6, la.pick(rng, "Fournisseur|FOURNISSEUR|Destinataire"), 7.5, grey=0.35)
    d.t(wx, wy + 8, sup, snug(d, [sup], r - wx, 10.5), b=True)
    vr = _fr_adr(rng)
    if rng.random() < 0.5:
        vr.insert(0, f"À l'attention de {la.pick(rng, 'M.|Mme')} {la.pick(rng, FR_LAST)}")
    yv = d.lines(wx, wy + 12, vr, 9, lead=11.5)
    y = max(yv, 150) + 10
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|COMMANDE FOURNISSEUR")
    d.t(m, y, title, 16, b=True)
    y += 10
    cells = [
        (la.pick(rng, "N° commande|Numéro|N° de commande|Commande n°"), po),
        ("Date", la.dfmt(dt, ds)),
        ("Code fournisseur", code_f),
        (la.pick(rng, "Votre devis|Réf. devis|Votre offre"), devis),
        ("Livraison souhaitée", la.dfmt(dt + timedelta(days=rng.randint(4, 25)), "dmy")),
    ]
    if rng.random() < 0.4:
        cells.insert(rng.randint(1, 2), cells.pop(0))
    if rng.random() < 0.4:
        cells.append(("Acheteur", la.person(rng, "fr")))
    cw = wd / len(cells)
    for k, (lab, val) in enumerate(cells):
        x = m + k * cw
        d.box(x, y, cw, 30, lw=0.5)
        rgb_box(d, x + 0.3, y + 0.3, cw - 0.6, 11, light(acc, 0.8))
        d.t(x + 3, y + 8.5, lab, 6.8, b=True, maxw=cw - 5)
        d.t(x + 3, y + 23, val, 8.8, b=val == po, maxw=cw - 5)
    y += 42
    # delivery / invoicing
    half = wd / 2 - 8
    d.t(m, y + 8, "Adresse de livraison :", 8.2, b=True)
    dl = [
        buyer,
        *(badr if rng.random() < 0.6 else _fr_adr(rng)),
        la.pick(
            rng,
            "Quai n° 2 - réception 7h-12h|Horaires de réception : 6h30 - 11h30|"
            "Livraison sur palettes filmées uniquement",
        ),
    ]
    y1 = d.lines(m, y + 12, dl, 8.2, lead=10)
    d.t(m + half + 16, y + 8, "Adresse de facturation :", 8.2, b=True)
    fl = [buyer, "Service Comptabilité Fournisseurs", *badr]
    y2 = d.lines(m + half + 16, y + 12, fl, 8.2, lead=10)
    y = max(y1, y2) + 10
    # lines
    spec = [
        ("ref", "Réf.", 0.1, "l"),
        ("des", "Désignation", 0.38, "l"),
        ("qty", "Qté", 0.07, "r"),
        ("u", "Unité", 0.08, "c"),
        ("pu", "P.U. HT", 0.11, "r"),
        ("rem", "Rem. %", 0.07, "r"),
        ("mt", "Montant HT", 0.13, "r"),
        ("tva", "TVA", 0.06, "c"),
    ]
    xs = [m]
    for c in spec:
        xs.append(xs[-1] + c[2] * wd)

    def thead(yy: float) -> float:
        rgb_box(d, m, yy, wd, 15, acc)
        for k, (_key, h_, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 3, "r": xs[k + 1] - 3, "c": (xs[k] + xs[k + 1]) / 2}[a]
            rgb_text(d, tx, yy + 10.5, h_, 7.8, (1, 1, 1), al=a)
        return yy + 15

    def brk() -> float:
        d.t(r, y + 12, "Suite page suivante", 7.5, al="r", grey=0.35)
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - {title.lower().capitalize()} n° {po}", 9, b=True)
        return 54

    rates = {"20": "1", "5.5": "2", "10": "3"}
    n = rng.randint(2, 9) if rng.random() < 0.8 else rng.randint(16, 30)
    lines = []
    for des, unit, lo, hi, rate in take(rng, FR_ITEMS, n):
        p = price(rng, lo, hi)
        q = Decimal(qty(rng, hi))
        rem = rng.choice([0, 0, 0, 2, 3, 5, 10]) if rng.random() < 0.4 else 0
        amt = r2(p * q * (100 - rem) / 100)
        lines.append(
            (la.digits(rng, la.pick(rng, "@@####|######|@-####")), des, q, unit, p, rem, amt, rate)
        )
    y = thead(y)
    for i, ln in enumerate(lines):
        if y + 14 > bottom - 150 and i < len(lines) - 1 or y + 14 > bottom:
            y = thead(brk())
        vals = {
            "ref": ln[0],
            "des": ln[1],
            "qty": f"{ln[2]}",
            "u": ln[3],
            "pu": fr(ln[4]),
            "rem": f"{ln[5]}" if ln[5] else "",
            "mt": fr(ln[6]),
            "tva": rates[ln[7]],
        }
        if i % 2:
            rgb_box(d, m, y, wd, 14, light(acc, 0.93))
        for k, (key, _h, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 3, "r": xs[k + 1] - 3, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, y + 10, vals[key], 7.9, al=a, maxw=xs[k + 1] - xs[k] - 5)
        y += 14
    d.line(m, y, r, y, 0.6)
    brut = sum((ln[6] for ln in lines), ZERO)
    remg = rng.choice([0, 0, 0, 2, 3]) if brut > 1500 else 0
    port = Decimal(rng.choice([0, 0, 35, 48, 65, 120])) if rng.random() < 0.5 else ZERO
    factor = Decimal(100 - remg) / 100
    bases: dict[str, Decimal] = {}
    for ln in lines:
        bases[ln[7]] = bases.get(ln[7], ZERO) + r2(ln[6] * factor)
    if port:
        bases["20"] = bases.get("20", ZERO) + port
    tvas = {k: r2(v * Decimal(k) / 100) for k, v in bases.items()}
    ht = sum(bases.values(), ZERO)
    tva = sum(tvas.values(), ZERO)
    ttc = ht + tva
    if y + 150 > bottom:
        y = brk() + 10
    y += 12
    # three boxes
    bw = [wd * 0.34, wd * 0.3, wd * 0.36]
    bx = [m, m + bw[0], m + bw[0] + bw[1]]
    bh = 112
    for k in range(3):
        d.box(bx[k] + (4 if k else 0), y, bw[k] - (4 if k else 0), bh, lw=0.5)
    # recap TVA
    d.t(bx[0] + 5, y + 11, "Récapitulatif TVA", 8, b=True)
    cx = [
        bx[0] + 5,
        bx[0] + bw[0] * 0.18,
        bx[0] + bw[0] * 0.42,
        bx[0] + bw[0] * 0.72,
        bx[0] + bw[0] - 5,
    ]
    yy = y + 24
    for k, h_ in enumerate(["Code", "Base HT", "Taux", "Montant TVA"]):
        d.t(
            cx[k] if k == 0 else cx[k + 1] if k in (1, 3) else cx[k + 1] - 4,
            yy,
            h_,
            7,
            b=True,
            al="l" if k == 0 else "r",
        )
    yy += 12
    for rate in sorted(bases, key=lambda z: rates[z]):
        d.t(cx[0], yy, rates[rate], 7.6)
        d.t(cx[2], yy, fr(bases[rate]), 7.6, al="r")
        d.t(cx[3] - 4, yy, f"{la.pct(Decimal(rate), 'fr')} %", 7.6, al="r")
        d.t(cx[4], yy, fr(tvas[rate]), 7.6, al="r")
        yy += 11
    # conditions
    cx0 = bx[1] + 10
    d.t(cx0, y + 11, "Conditions", 8, b=True)
    conds = [
        "Règlement : "
        + la.pick(
            rng,
            "45 jours fin de mois|30 jours date de facture|"
            "60 jours date de facture|LCR à 45 jours FDM",
        ),
        "Mode : " + la.pick(rng, "virement|LCR|virement SEPA"),
        "Port : " + ("franco" if not port else "facturé"),
        "Escompte : néant",
    ]
    d.lines(cx0, y + 16, conds, 7.4, lead=10.5)
    # totals
    tx0, tx1 = bx[2] + 10, r - 6
    trs = [("Total HT brut", fr(brut))]
    if remg:
        trs.append((f"Remise {remg} %", "-" + fr(brut - r2(brut * factor))))
    if port:
        trs.append(("Frais de port", fr(port)))
    trs += [("Total HT", fr(ht)), ("Total TVA", fr(tva)), ("Total TTC", eur(ttc))]
    net_line = rng.random() < 0.7
    acompte = r2(ttc * rng.choice([20, 30]) / 100) if net_line and rng.random() < 0.25 else ZERO
    yy = y + 12
    for lab, val in trs:
        b = lab == "Total TTC"
        d.t(tx0, yy, lab, 7.8 if not b else 8.6, b=b)
        d.t(tx1, yy, val, 7.8 if not b else 8.6, b=b, al="r")
        yy += 12.5
    if net_line:
        if acompte:
            d.t(tx0, yy, "Acompte versé", 7.8)
            d.t(tx1, yy, "-" + fr(acompte), 7.8, al="r")
            yy += 12.5
        rgb_box(d, bx[2] + 4.5, yy - 9, bw[2] - 5, 14, light(acc, 0.8))
        d.t(tx0, yy + 1, "Net à payer", 8.8, b=True)
        d.t(tx1, yy + 1, eur(ttc - acompte), 8.8, b=True, al="r")
    y += bh + 14
    y = wrapped(
        d,
        m,
        y,
        "Merci de rappeler notre numéro de commande sur vos bons de livraison et "
        "factures. Toute livraison non conforme sera refusée. Nos conditions "
        "générales d'achat s'appliquent à la présente commande.",
        7.2,
        wd * 0.58,
        grey=0.25,
    )
    if y + 50 < bottom + 20:
        sx = m + wd * 0.62
        d.box(sx, y - 30, r - sx, 56, lw=0.5)
        d.t(sx + 5, y - 20, "Bon pour accord", 7.8, b=True)
        d.t(sx + 5, y - 10, "(cachet et signature du fournisseur)", 6.8, grey=0.35)
    foot()
    return finish(d, "fr", "purchase_order", po, sup, ttc)


def blind18_fr_agroalimentaire_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 8 es

ES_HOTEL = (
    "Hotel Playa Dorada|Gran Hotel Atlántico|Hotel Costa Tropical|Aparthotel Las Dunas|"
    "Hotel Jardín del Sol|Hotel Roca Negra|Hotel Mirador del Mar|Hotel Los Almendros|Hotel Bahía Azul"
)
ES_OPER = (
    "Explotaciones Hoteleras {X}, S.L.|{X} Hoteles, S.A.|Inversiones Turísticas {X}, S.L.|"
    "Gestión Hotelera {X}, S.L.U."
)
ES_STEMS = "Atlántida|Guayarmina|Tamarán|Mencey|Faycán|Teno|Levante|Mediterráneo|Marina|Alborán"
ES_PLACES_IGIC = [
    "38670 Adeje (Santa Cruz de Tenerife)",
    "35100 San Bartolomé de Tirajana (Las Palmas)",
    "38400 Puerto de la Cruz (Santa Cruz de Tenerife)",
    "35510 Puerto del Carmen, Tías (Las Palmas)",
    "35660 Corralejo, La Oliva (Las Palmas)",
    "35130 Puerto Rico, Mogán (Las Palmas)",
]
ES_PLACES_IVA = [
    "07400 Alcúdia (Illes Balears)",
    "07610 Palma (Illes Balears)",
    "29600 Marbella (Málaga)",
    "03501 Benidorm (Alicante)",
    "43840 Salou (Tarragona)",
    "17310 Lloret de Mar (Girona)",
]
ES_STREETS = (
    "Avda. de las Playas, ##|C/ Los Pinos, #|Urb. Costa del Silencio, parcela ##|"
    "Paseo Marítimo, ###|C/ del Puerto, ##|Pol. Ind. El Goro, nave ##"
)
ES_LAST = "Rodríguez|Hernández|Perdomo|Cabrera|Santana|Suárez|Vega|Ramos|Domínguez|Trujillo"
ES_SUP = {
    "COCINA": "Distribuciones Alimentarias {X}, S.L.|Comercial Hostelera {X}, S.L.|"
    "{L} Alimentación, S.L.|Cash {X} Hostelería, S.A.|{L} e Hijos Distribución, S.L.",
    "BAR": "Bebidas {X}, S.L.|Distribuciones {L} y Cía, S.L.|Comercial {X} de Bebidas, S.A.",
    "PISOS": "Suministros Hoteleros {X}, S.L.|Textil Hostelería {L}, S.L.|Amenities {X}, S.L.",
    "MANT": "Ferretería Industrial {L}, S.L.|Suministros {X}, S.L.|Piscinas y Mantenimiento {X}, S.L.",
}
ES_SECT = {
    "COCINA": [
        "COCINA CALIENTE",
        "COCINA FRÍA",
        "PASTELERÍA",
        "BUFFET DESAYUNOS",
        "COMEDOR PERSONAL",
    ],
    "BAR": ["BAR SALÓN", "BAR PISCINA", "RESTAURANTE", "ROOM SERVICE", "MINIBARES"],
    "PISOS": ["PISOS", "LAVANDERÍA", "ZONAS COMUNES", "SPA"],
    "MANT": ["MANTENIMIENTO", "PISCINAS", "JARDINERÍA", "COCINA"],
}
# section, article, format, lo, hi, (IGIC, IVA)
ES_ITEMS = [
    ("COCINA", "Tomate pera", "kg", 1.2, 2.6, ("0", "4")),
    ("COCINA", "Plátano de Canarias", "kg", 1.1, 2.2, ("0", "4")),
    ("COCINA", "Huevos clase L", "caja 180 ud.", 28, 42, ("0", "4")),
    ("COCINA", "Leche entera UHT", "caja 6 x 1 L", 5.5, 8.5, ("0", "4")),
    ("COCINA", "Solomillo de cerdo", "kg", 6.5, 9.8, ("3", "10")),
    ("COCINA", "Pechuga de pollo fileteada", "kg", 5.2, 7.9, ("3", "10")),
    ("COCINA", "Merluza filete sin piel", "kg", 8.5, 13.5, ("3", "10")),
    ("COCINA", "Aceite de oliva virgen extra", "garrafa 5 L", 28, 45, ("3", "10")),
    ("COCINA", "Queso de cabra semicurado", "kg", 9, 15, ("0", "4")),
    ("BAR", "Agua mineral 0,5 L", "pack 24", 4.2, 7.5, ("7", "10")),
    ("BAR", "Refresco de cola 0,33 L", "caja 24", 11, 17, ("7", "10")),
    ("BAR", "Cerveza barril", "barril 30 L", 68, 98, ("7", "21")),
    ("BAR", "Vino tinto D.O. crianza", "caja 6 bot.", 32, 68, ("7", "21")),
    ("BAR", "Café en grano natural", "kg", 14, 22, ("7", "10")),
    ("PISOS", "Gel-champú dosificador", "garrafa 5 L", 12, 24, ("7", "21")),
    ("PISOS", "Papel higiénico doble capa", "fardo 96 rollos", 26, 42, ("7", "21")),
    ("PISOS", "Toalla de baño 100x150 550 g", "ud.", 6.5, 11, ("7", "21")),
    ("PISOS", "Kit amenities (jabón, gorro, peine)", "caja 500", 85, 160, ("7", "21")),
    ("MANT", "Bombilla LED E27 9 W", "pack 10", 12, 24, ("7", "21")),
    ("MANT", "Cloro granulado piscina", "bidón 25 kg", 65, 110, ("7", "21")),
    ("MANT", "Reductor de pH", "saco 25 kg", 28, 48, ("7", "21")),
    ("MANT", "Filtro split aire acondicionado", "ud.", 9, 26, ("7", "21")),
]


def _es(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|libsans|times"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(32, 42)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 50
    igic = rng.random() < 0.7
    tax = "IGIC" if igic else "IVA"
    hotel = la.pick(rng, ES_HOTEL)
    stars = rng.choice([3, 4, 4, 5])
    oper = la.pick(rng, ES_OPER).format(X=la.pick(rng, ES_STEMS))
    place = rng.choice(ES_PLACES_IGIC if igic else ES_PLACES_IVA)
    main = rng.choice(list(ES_SECT))
    while True:
        sup = la.pick(rng, ES_SUP[main]).format(X=la.pick(rng, ES_STEMS), L=la.pick(rng, ES_LAST))
        if sup.split(",")[0].split()[-1] not in oper:
            break
    sects = rng.sample(ES_SECT[main], min(len(ES_SECT[main]), rng.choice([1, 2, 2, 3, 3, 4, 5])))
    dt = la.day(rng)
    po = la.digits(
        rng,
        la.pick(
            rng,
            f"{dt.year}/0####|PC-{dt.year % 100}-#####|P{dt.year % 100}######|"
            f"######|H##-{dt.year}-####",
        ),
    )
    cif = la.digits(rng, "B########")
    scif = la.digits(rng, la.pick(rng, "B########|A########"))
    si = la.digits(rng, la.pick(rng, "SI-####|SOL-#####|R####"))
    page = [1]

    def foot() -> None:
        fy = d.h - 26
        d.t(m, fy, f"{oper} - CIF {cif} - Inscrita en el Registro Mercantil", 6.8, grey=0.35)
        d.t(
            r,
            fy,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7.2,
            al="r",
            grey=0.35,
        )

    # header
    d.t(m, 42, hotel, snug(d, [hotel], wd * 0.5, 16), b=True)
    d.t(
        m + d.width(hotel, snug(d, [hotel], wd * 0.5, 16), True) + 6,
        42,
        "*" * stars,
        12,
        b=True,
        grey=0.4,
    )
    street = la.digits(rng, la.pick(rng, ES_STREETS))
    d.lines(
        m,
        48,
        [
            oper + f" - CIF {cif}",
            street,
            place,
            f"Tel. {la.digits(rng, '+34 9## ### ###')} - compras@{hotel.split()[-1].lower()}.es",
        ],
        7.8,
        lead=9.8,
    )
    bx, bw = r - 190, 190
    rgb_box(d, bx, 30, bw, 18, acc)
    rgb_text(
        d,
        bx + bw / 2,
        43,
        la.pick(rng, "PEDIDO DE COMPRA|PEDIDO A PROVEEDOR|PEDIDO"),
        11,
        (1, 1, 1),
        al="c",
    )
    info = [
        (la.pick(rng, "Nº Pedido|Pedido nº|Número"), po),
        ("Fecha", la.dfmt(dt, "dmy")),
        ("Fecha entrega", la.dfmt(dt + timedelta(days=rng.randint(1, 6)), "dmy")),
        ("Almacén", la.pick(rng, "Economato central|Cocina central|Almacén general|Bodega")),
    ]
    yy = 48
    for lab, val in info:
        d.box(bx, yy, bw, 15, lw=0.4)
        d.t(bx + 4, yy + 10.5, lab, 7.6, b=True)
        d.t(bx + bw - 4, yy + 10.5, val, 8.4, b=val == po, al="r")
        yy += 15
    y = max(yy, 100) + 10
    # supplier box
    half = wd * 0.52
    d.box(m, y, half, 74, lw=0.5)
    rgb_box(d, m, y, half, 12, light(acc, 0.8))
    d.t(m + 4, y + 9, "PROVEEDOR", 7.5, b=True)
    d.t(m + half - 4, y + 9, f"Cód. {la.digits(rng, '4000####')}", 7.2, al="r")
    d.t(m + 6, y + 25, sup, snug(d, [sup], half - 12, 10), b=True)
    d.lines(
        m + 6,
        y + 29,
        [
            f"CIF {scif}",
            la.digits(rng, la.pick(rng, ES_STREETS)),
            rng.choice(ES_PLACES_IGIC if igic else ES_PLACES_IVA),
        ],
        8,
        lead=10,
    )
    # request box
    rx = m + half + 10
    rw_ = r - rx
    d.box(rx, y, rw_, 74, lw=0.5)
    rows = [
        (
            "Solicitado por",
            la.pick(rng, "Jefe de Cocina|Maître - F&B|Gobernanta|Jefe de Mantenimiento|Economato"),
        ),
        ("Solicitud interna", si),
        (
            "Forma de pago",
            la.pick(rng, "Transferencia 60 días|Confirming 90 días|Recibo 30 días f.f."),
        ),
        ("Portes", la.pick(rng, "Pagados|Debidos|Incluidos en precio")),
        (
            "Contacto",
            f"{la.pick(rng, 'María|José|Carmen|Antonio|Nayra|Airam|Yeray')} "
            f"{la.pick(rng, ES_LAST)}",
        ),
    ]
    yy = y + 12
    for lab, val in rows:
        d.t(rx + 5, yy, f"{lab}:", 7.6, b=True)
        d.t(rx + 86, yy, val, 7.6, maxw=rw_ - 90)
        yy += 13
    y += 86
    # lines by section
    spec = [
        ("cod", "Código", 0.1, "l"),
        ("art", "Artículo", 0.33, "l"),
        ("fmt", "Formato", 0.15, "l"),
        ("cant", "Cant.", 0.07, "r"),
        ("pr", "Precio", 0.1, "r"),
        ("dto", "Dto. %", 0.07, "r"),
        ("imp", "Importe", 0.11, "r"),
        ("tax", f"% {tax}", 0.07, "r"),
    ]
    xs = [m]
    for c in spec:
        xs.append(xs[-1] + c[2] * wd)

    def thead(yy: float) -> float:
        d.line(m, yy, r, yy, 0.8)
        for k, (_key, h_, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 3, "r": xs[k + 1] - 3, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, yy + 10, h_, 7.8, b=True, al=a)
        d.line(m, yy + 14, r, yy + 14, 0.6)
        return yy + 16

    def brk(yy: float) -> float:
        d.t(r, yy + 12, "Continúa en la página siguiente", 7.4, al="r", grey=0.35)
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{hotel} - Pedido {po}", 9.5, b=True)
        d.t(r, 40, sup, 8.5, al="r", grey=0.3)
        return thead(52)

    y = thead(y)
    bases: dict[str, Decimal] = {}
    pool = [it for it in ES_ITEMS if it[0] == main]
    codes = {it[1]: la.digits(rng, la.pick(rng, "######|@@-####|##.###")) for it in pool}
    prices = {it[1]: price(rng, it[3], it[4]) for it in pool}
    seclab = la.pick(rng, "Departamento: |Sección: |Dpto. |")
    for sec in sects:
        k = rng.randint(1, len(pool)) if rng.random() < 0.75 else len(pool)
        chosen = rng.sample(pool, k)
        if y + 40 > bottom:
            y = brk(y)
        rgb_box(d, m, y, wd, 13, light(acc, 0.88))
        d.t(m + 3, y + 9.5, f"{seclab}{sec}", 8, b=True)
        y += 15
        stot = ZERO
        for _s, art, fmt_, _lo, _hi, rates in chosen:
            if y + 13 > bottom - 20:
                y = brk(y)
            p = prices[art]
            q = Decimal(rng.choice([2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60]))
            if fmt_ == "kg":
                q = Decimal(rng.choice([5, 10, 15, 20, 25, 30, 40, 50, 80, 100]))
            dto = rng.choice([0, 0, 0, 2, 3, 5]) if rng.random() < 0.35 else 0
            amt = r2(p * q * (100 - dto) / 100)
            rate = rates[0] if igic else rates[1]
            bases[rate] = bases.get(rate, ZERO) + amt
            stot += amt
            vals = {
                "cod": codes[art],
                "art": art,
                "fmt": fmt_,
                "cant": f"{q}",
                "pr": de(p),
                "dto": f"{dto}" if dto else "",
                "imp": de(amt),
                "tax": f"{rate}",
            }
            for k2, (key, _h, _f, a) in enumerate(spec):
                tx = {"l": xs[k2] + 3, "r": xs[k2 + 1] - 3, "c": (xs[k2] + xs[k2 + 1]) / 2}[a]
                d.t(tx, y + 9.5, vals[key], 7.8, al=a, maxw=xs[k2 + 1] - xs[k2] - 5)
            y += 13
        d.line(xs[6] + 4, y, xs[7], y, 0.4)
        d.t(xs[6] - 4, y + 10, f"Total {sec.title()}:", 7.8, al="r", grey=0.3)
        d.t(xs[7] - 3, y + 10, de(stot), 7.8, al="r", grey=0.3)
        y += 18
    d.line(m, y, r, y, 0.6)
    cuotas = {k: r2(v * Decimal(k) / 100) for k, v in bases.items()}
    base = sum(bases.values(), ZERO)
    cuota = sum(cuotas.values(), ZERO)
    total = base + cuota
    if y + 130 > bottom:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{hotel} - Pedido {po}", 9.5, b=True)
        y = 56
    y += 10
    # tax breakdown table left, totals right
    tw = wd * 0.5
    cx = [m, m + tw * 0.3, m + tw * 0.65, m + tw]
    d.box(m, y, tw, 14, fill=0.9, lw=0.4)
    for k, h_ in enumerate([f"% {tax}", "Base imponible", f"Cuota {tax}"]):
        d.t(cx[k + 1] - 4, y + 10, h_, 7.6, b=True, al="r")
    yy = y + 14
    for rate in sorted(bases, key=lambda z: Decimal(z)):
        d.box(m, yy, tw, 13, lw=0.3)
        d.t(cx[1] - 4, yy + 9.5, f"{rate} %", 7.8, al="r")
        d.t(cx[2] - 4, yy + 9.5, de(bases[rate]), 7.8, al="r")
        d.t(cx[3] - 4, yy + 9.5, de(cuotas[rate]), 7.8, al="r")
        yy += 13
    tx0 = m + wd * 0.6
    trs = [("Total base imponible", de(base)), (f"Total {tax}", de(cuota))]
    ty = y
    for lab, val in trs:
        d.t(tx0, ty + 10, lab, 8.4)
        d.t(r, ty + 10, val, 8.4, al="r")
        ty += 14
    tlab = la.pick(rng, f"TOTAL PEDIDO|Total pedido ({tax} incl.)|IMPORTE TOTAL")
    rgb_box(d, tx0 - 4, ty + 2, r - tx0 + 4, 18, light(acc, 0.75))
    d.t(tx0, ty + 15, tlab, 9.5, b=True)
    cur = la.pick(rng, "€|€|EUR")
    d.t(r - 3, ty + 15, f"{de(total)} {cur}", 9.5, b=True, al="r")
    y = max(yy, ty + 20) + 18
    notes = (
        "Imprescindible indicar el nº de pedido en albarán y factura. Horario de recepción de "
        "mercancía: de 8:00 a 13:00 h por el muelle de carga. La mercancía perecedera se "
        "entregará con la cadena de frío garantizada (registro de temperatura)."
    )
    y = wrapped(d, m, y, notes, 7.4, wd, grey=0.25) + 14
    if y + 40 < bottom:
        for k, cap in enumerate(["Solicitado", "Aprobado Dpto. Compras", "Dirección"]):
            x = m + k * wd / 3
            d.line(x, y + 26, x + wd / 3 - 20, y + 26, 0.5)
            d.t(x, y + 36, cap, 7.4)
    foot()
    return finish(d, "es", "purchase_order", po, sup, total)


def blind18_es_hotel_pedido_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es)


# --------------------------------------------------------------------------- 9 nl

NL_STEMS = "Meierij|Kempen|Betuwe|Veluwe|Achterhoek|Westland|Peel|Twente|Zaanstreek|Langstraat"
NL_LAST = (
    "Van den Heuvel|Verhoeven|Peters|Hermans|Kuipers|Bosman|Timmermans|Van Dijk|Smits|Schouten"
)
NL_BUY = (
    "Zuivelfabriek De {X} B.V.|Bakkerij {L} B.V.|Vleeswarenfabriek {L} B.V.|"
    "Groenteconserven {X} B.V.|Koffiebranderij {L} B.V.|Chocolaterie {X} B.V.|Sapfabriek {X} B.V."
)
NL_SUP = (
    "{L} Verpakkingen B.V.|{X} Ingrediënten B.V.|Technische Groothandel {L} B.V.|"
    "{L} Hygiëne & Reiniging B.V.|{X} Etiketten B.V.|Koeltechniek {L} B.V.|{X} Grondstoffen B.V."
)
NL_PLACES = [
    "5466 AB  Veghel",
    "7007 CK  Doetinchem",
    "5705 BZ  Helmond",
    "7553 GA  Hengelo",
    "1505 HX  Zaandam",
    "2671 LP  Naaldwijk",
    "4004 JT  Tiel",
    "3771 MV  Barneveld",
    "5151 RK  Drunen",
    "6718 WB  Ede",
]
NL_STREETS = (
    "Industrieweg ##|De Amert ###|Nijverheidsstraat #|Transportweg ##|Edisonstraat ##|Het Ambacht #"
)
# description, unit, lo, hi, per, btw
NL_ITEMS = [
    ("Tarwebloem type 405, zak 25 kg", "zak", 11, 19, 1, "9"),
    ("Kristalsuiker, zak 25 kg", "zak", 16, 27, 1, "9"),
    ("Magere melkpoeder, zak 25 kg", "zak", 62, 95, 1, "9"),
    ("Cacaopoeder 22/24, zak 25 kg", "zak", 160, 290, 1, "9"),
    ("Zonnebloemolie, IBC 1000 L", "IBC", 1250, 1900, 1, "9"),
    ("Kartonnen doos 300x200x150 mm", "st", 380, 620, 1000, "21"),
    ("Etiketten 100x60 mm thermisch", "rol", 8, 16, 1, "21"),
    ("Vacuümzakken 200x300 mm 90 my", "st", 45, 85, 1000, "21"),
    ("PET-fles 1 L met dop", "st", 95, 160, 1000, "21"),
    ("Europallet 1200x800 (gebruikt)", "st", 9, 15, 1, "21"),
    ("Reinigingsmiddel alkalisch, vat 200 L", "vat", 240, 420, 1, "21"),
    ("Wegwerpschorten PE wit", "doos", 28, 55, 1, "21"),
    ("Onderhoud koelinstallatie (halfjaarlijks)", "keer", 480, 1400, 1, "21"),
    ("Haarnetjes blauw", "st", 18, 32, 1000, "21"),
]


def _nl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|libsans"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(36, 48)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 62
    x1, x2 = rng.sample(NL_STEMS.split("|"), 2)
    l1, l2 = rng.sample(NL_LAST.split("|"), 2)
    buyer_tpl = la.pick(rng, NL_BUY)
    buyer = buyer_tpl.format(X=x1, L=l1)
    sup = la.pick(rng, NL_SUP).format(X=x2, L=l2)
    dt = la.day(rng)
    po = la.digits(
        rng,
        la.pick(
            rng,
            f"IO{dt.year % 100}#####|4500######|{dt.year}-####|"
            f"PO######|######|{dt.year % 100}.####",
        ),
    )
    kvk = la.digits(rng, "########")
    btw = f"NL{la.digits(rng, '#########')}B01"
    iban = f"NL{la.digits(rng, '##')} {la.pick(rng, 'RABO|INGB|ABNA')} 0{la.digits(rng, '### #### ##')}"
    badr = [la.digits(rng, la.pick(rng, NL_STREETS)), rng.choice(NL_PLACES)]
    sadr = [la.digits(rng, la.pick(rng, NL_STREETS)), rng.choice(NL_PLACES)]
    buyer_p = f"{la.pick(rng, 'Jan|Anja|Pieter|Marieke|Dirk|Sanne|Bart|Eva|Koen')} {la.pick(rng, NL_LAST)}"
    page = [1]
    title = la.pick(rng, "INKOOPORDER|Inkooporder|BESTELLING|Inkoopopdracht")

    def foot() -> None:
        fy = d.h - 40
        d.line(m, fy, r, fy, 0.4)
        d.t(
            m,
            fy + 11,
            f"Op al onze inkopen zijn onze algemene inkoopvoorwaarden van toepassing, "
            f"gedeponeerd bij de KvK onder nummer {kvk}.",
            6.6,
            grey=0.35,
        )
        d.t(m, fy + 21, f"{buyer}  ·  KvK {kvk}  ·  btw {btw}  ·  IBAN {iban}", 6.6, grey=0.35)
        d.t(
            r,
            fy + 21,
            f"Pagina {page[0]} van {of}" if of else f"Pagina {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    dom = (x1 if "{X}" in buyer_tpl else l1).lower().replace(" ", "")
    # letterhead
    rgb_box(d, m, 30, 8, 44, acc)
    d.t(m + 16, 46, buyer, snug(d, [buyer], wd * 0.55, 14), b=True)
    d.t(
        m + 16,
        60,
        la.pick(
            rng,
            "Kwaliteit sinds 1952|Ambachtelijk bereid|Familiebedrijf sinds 1978|"
            "Uit de regio, voor de regio",
        ),
        8,
        grey=0.4,
    )
    cx = r - 150
    d.lines(
        cx,
        30,
        [
            *badr,
            f"T 0{la.digits(rng, '## ### ## ##')}",
            f"inkoop@{dom}.nl",
            f"KvK {kvk}",
            f"Btw {btw}",
        ],
        7.4,
        lead=9.2,
    )
    # supplier window
    y = 112
    if rng.random() < 0.4:
        d.t(m, y - 4, "Leverancier", 7.4, grey=0.4)
    d.t(m, y + 8, sup, snug(d, [sup], wd * 0.5, 10.5), b=True)
    srows = [*sadr]
    if rng.random() < 0.6:
        srows.insert(
            0,
            la.pick(
                rng,
                "T.a.v. afdeling verkoop|T.a.v. binnendienst|"
                f"T.a.v. de heer {la.pick(rng, NL_LAST)}|"
                f"T.a.v. mevrouw {la.pick(rng, NL_LAST)}",
            ),
        )
    d.lines(m, y + 12, srows, 9, lead=11.5)
    y = 186
    d.t(m, y, title, 17, b=True)
    y += 10
    # boxed header grid
    fields = [
        (la.pick(rng, "Ordernummer|Inkoopordernr.|Bestelnummer|Ordernr."), po),
        ("Orderdatum", la.dfmt(dt, la.pick(rng, "dash|dmy|long_nl"))),
        ("Leveranciersnr.", la.digits(rng, la.pick(rng, "2####|L####|7####"))),
        ("Pagina", f"{page[0]} van {of}" if of else f"{page[0]}"),
        (
            la.pick(rng, "Uw offerte|Uw referentie|Uw offertenr."),
            la.digits(rng, la.pick(rng, "OF-####|######|Q##-###")),
        ),
        (
            "Onze referentie",
            "".join(w[0] for w in buyer_p.split()).upper() + f"/{la.digits(rng, '###')}",
        ),
        ("Gewenste leverdatum", la.dfmt(dt + timedelta(days=rng.randint(5, 35)), "dash")),
        ("Valuta", "EUR"),
        (
            "Leveringsconditie",
            la.pick(rng, "Franco huis|DAP " + badr[1].split()[-1] + "|Af fabriek"),
        ),
        (
            "Betalingsconditie",
            la.pick(rng, "30 dagen netto|60 dagen na factuurdatum|14 dagen 2%, 30 dagen netto"),
        ),
        ("Afleveradres", la.pick(rng, "Magazijn 2, dock 4|Hoofdlocatie|Productie, ingang Oost")),
        ("Inkoper", buyer_p),
    ]
    nrow = rng.choice([2, 3, 3])
    fields = fields[: 4 * nrow]
    first = fields[:4]
    rest = fields[4:]
    if rng.random() < 0.5:
        rng.shuffle(first)
    fields = first + rest
    cw = wd / 4
    ch = 26
    for k, (lab, val) in enumerate(fields):
        rr, cc = divmod(k, 4)
        x = m + cc * cw
        yy = y + rr * ch
        d.box(x, yy, cw, ch, lw=0.6)
        d.t(x + 4, yy + 9, lab, 6.8, grey=0.35)
        d.t(x + 4, yy + 21, val, 9 if val == po else 8.4, b=val == po, maxw=cw - 8)
    y += nrow * ch + 16
    # items
    spec = [
        ("reg", "Regel", 0.06, "l"),
        ("art", "Artikelnr.", 0.11, "l"),
        ("oms", "Omschrijving", 0.33, "l"),
        ("aant", "Aantal", 0.08, "r"),
        ("eh", "Eenh.", 0.06, "c"),
        ("prijs", "Prijs", 0.09, "r"),
        ("per", "Per", 0.06, "r"),
        ("bedrag", "Bedrag", 0.13, "r"),
        ("btw", "Btw", 0.08, "r"),
    ]
    xs = [m]
    for c in spec:
        xs.append(xs[-1] + c[2] * wd)

    def thead(yy: float) -> float:
        rgb_box(d, m, yy, wd, 15, light(acc, 0.82))
        for k, (_key, h_, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 3, "r": xs[k + 1] - 3, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, yy + 10.5, h_, 7.8, b=True, al=a)
        return yy + 18

    def brk() -> float:
        d.t(r, y + 10, "Vervolg op volgende pagina", 7.4, al="r", grey=0.35)
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{title} {po}", 12, b=True)
        d.t(r, 44, f"{buyer}", 8.5, al="r", grey=0.35)
        return thead(58)

    y = thead(y)
    n = rng.randint(2, 8) if rng.random() < 0.75 else rng.randint(14, 26)
    bases: dict[str, Decimal] = {}
    step = rng.choice([10, 10, 1])
    for i, (oms, unit, lo, hi, per, rate) in enumerate(take(rng, NL_ITEMS, n)):
        if y + 26 > bottom - 10:
            y = brk()
        p = price(rng, lo, hi)
        if per > 1:
            q = Decimal(rng.choice([1000, 2000, 2500, 5000, 10000, 20000]))
        elif unit in ("zak",):
            q = Decimal(rng.choice([20, 40, 40, 80, 120, 200]))
        else:
            q = Decimal(qty(rng, hi))
        disc = rng.choice([0, 0, 0, 3, 5, 7.5]) if rng.random() < 0.3 else 0
        amt = r2(p * q / per * (100 - Decimal(str(disc))) / 100)
        bases[rate] = bases.get(rate, ZERO) + amt
        vals = {
            "reg": str((i + 1) * step),
            "art": la.digits(rng, la.pick(rng, "######|@@#####|##-####")),
            "oms": oms,
            "aant": f"{q:,}".replace(",", "."),
            "eh": unit,
            "prijs": de(p),
            "per": str(per),
            "bedrag": de(amt),
            "btw": f"{rate}%",
        }
        for k, (key, _h, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 3, "r": xs[k + 1] - 3, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, y + 9, vals[key], 7.9, al=a, maxw=xs[k + 1] - xs[k] - 5)
        sub = f"Uw art.nr.: {la.digits(rng, la.pick(rng, '@-#####|####.##|@@####'))}"
        sub += f"    Leverdatum: {la.dfmt(dt + timedelta(days=rng.randint(5, 40)), 'dash')}"
        if disc:
            sub += f"    Korting {str(disc).replace('.', ',')}%"
        d.t(xs[2] + 3, y + 19, sub, 6.8, grey=0.4)
        y += 25
        d.line(m, y - 2, r, y - 2, 0.2)
    goods = sum(bases.values(), ZERO)
    vracht = Decimal(rng.choice([45, 65, 85, 125, 175])) if rng.random() < 0.35 else ZERO
    if vracht:
        bases["21"] = bases.get("21", ZERO) + vracht
    vat = {k: r2(v * Decimal(k) / 100) for k, v in bases.items()}
    excl = goods + vracht
    total = excl + sum(vat.values(), ZERO)
    if y + 120 > bottom:
        y = brk()
    y += 8
    tx0 = m + wd * 0.52
    rows = [("Subtotaal", de(goods))]
    if vracht:
        rows.append(("Vrachtkosten", de(vracht)))
    rows.append(("Totaal excl. btw", de(excl)))
    for rate in sorted(vat, key=lambda z: int(z)):
        rows.append((f"Btw {rate}% over € {de(bases[rate])}", de(vat[rate])))
    for lab, val in rows:
        d.t(tx0, y + 10, lab, 8.4)
        d.t(r - 3, y + 10, f"€ {val}", 8.4, al="r")
        y += 14
    d.line(tx0, y + 1, r, y + 1, 0.8)
    tlab = la.pick(rng, "Totaal incl. btw|Totaalbedrag incl. btw|Orderbedrag incl. btw")
    d.t(tx0, y + 14, tlab, 10, b=True)
    d.t(r - 3, y + 14, f"€ {de(total)}", 10, b=True, al="r")
    y += 36
    y = (
        wrapped(
            d,
            m,
            y,
            "Vermeld bij levering en facturatie altijd ons ordernummer. Facturen "
            "uitsluitend digitaal (UBL/PDF) aan facturen@"
            + f"{dom}.nl. Levering uitsluitend op werkdagen tussen 7.00 en 15.00 uur.",
            7.6,
            wd * 0.9,
            grey=0.25,
        )
        + 10
    )
    if y + 40 < bottom:
        d.t(m, y + 8, "Met vriendelijke groet,", 8.4)
        d.t(m, y + 34, buyer_p, 8.4, b=True)
        d.t(m, y + 45, f"Inkoop {buyer}", 7.8, grey=0.35)
    foot()
    return finish(d, "nl", "purchase_order", po, sup, total)


def blind18_nl_voedingsmiddelen_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nl)


# --------------------------------------------------------------------------- 10 pl

_PL_ONES = (
    "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście "
    "trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście"
).split()
_PL_TENS = (
    "- - dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt "
    "osiemdziesiąt dziewięćdziesiąt"
).split()
_PL_HUND = (
    "- sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset".split()
)


def _pl_form(n: int, forms: tuple[str, str, str]) -> str:
    if n == 1:
        return forms[0]
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return forms[1]
    return forms[2]


def _pl999(n: int) -> list[str]:
    out = []
    h, rest = divmod(n, 100)
    if h:
        out.append(_PL_HUND[h])
    if rest >= 20:
        out.append(_PL_TENS[rest // 10])
        if rest % 10:
            out.append(_PL_ONES[rest % 10])
    elif rest:
        out.append(_PL_ONES[rest])
    return out


def pl_words(v: Decimal) -> str:
    """12345.67 -> dwanaście tysięcy trzysta czterdzieści pięć złotych 67/100."""
    grosze = int(r2(v) * 100)
    n, gr = divmod(grosze, 100)
    words: list[str] = []
    mil, rest = divmod(n, 10**6)
    th, rest = divmod(rest, 1000)
    if mil:
        words += _pl999(mil) + [_pl_form(mil, ("milion", "miliony", "milionów"))]
    if th:
        words += (_pl999(th) if th > 1 else ["jeden"]) + [
            _pl_form(th, ("tysiąc", "tysiące", "tysięcy"))
        ]
    if rest or not words:
        words += _pl999(rest) if rest else ["zero"]
    return f"{' '.join(words)} {_pl_form(n, ('złoty', 'złote', 'złotych'))} {gr:02d}/100"


PL_STEMS = "Volt|Elmax|Budmat|Tomex|Polstal|Techmet|Agromax|Hydro-Tech|Prymat|Instal-Bud|Eltech"
PL_SELL = (
    "Hurtownia Elektryczna {X} Sp. z o.o.|{X} Sp. z o.o. Sp. k.|Hurtownia Budowlana {X} s.c.|"
    "Przedsiębiorstwo Handlowe {X} Sp. j.|P.H.U. {X} {F} {L}|{X} S.A.|Hurtownia Instalacyjna {X} Sp. z o.o."
)
PL_BUY = (
    "Przedsiębiorstwo Budowlane {X} Sp. z o.o.|Zakład Produkcyjny {X} S.A.|{X} Serwis Sp. z o.o.|"
    "Gmina {C}|Spółdzielnia Mieszkaniowa \u201e{X}\u201d|Zakład Usług Komunalnych w {C} Sp. z o.o."
)
PL_FIRST = "Tomasz|Anna|Piotr|Katarzyna|Marek|Agnieszka|Paweł|Magdalena|Krzysztof|Joanna"
PL_LAST = (
    "Nowak|Kowalski|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|Dąbrowski|Kozłowski"
)
PL_CITIES = [
    ("Poznań", "60-###"),
    ("Kalisz", "62-8##"),
    ("Leszno", "64-1##"),
    ("Łódź", "90-###"),
    ("Kielce", "25-###"),
    ("Rzeszów", "35-###"),
    ("Opole", "45-###"),
    ("Toruń", "87-1##"),
    ("Bydgoszcz", "85-###"),
    ("Częstochowa", "42-2##"),
]
PL_STREETS = "ul. Przemysłowa ##|ul. Składowa #|ul. Poznańska ###|ul. Kolejowa ##|ul. Fabryczna ##|ul. Lipowa #"
# name, CN/PKWiU, unit, lo, hi, vat
PL_ITEMS = [
    ("Przewód YDY 3x2,5 żo 450/750V", "8544 49", "m", 3.2, 5.6, "23"),
    ("Rura PCV kanalizacyjna fi 110 x 2 m", "3917 23", "szt.", 18, 32, "23"),
    ("Cement CEM II/B-S 32,5R 25 kg", "2523 29", "worek", 17, 26, "23"),
    ("Bloczek betonowy 38x24x12", "6810 11", "szt.", 3.8, 6.2, "23"),
    ("Wkręty do drewna 5x60 (op. 200 szt.)", "7318 12", "op.", 19, 36, "23"),
    ("Oprawa LED 36W 4000K IP65", "9405 42", "szt.", 48, 120, "23"),
    ("Rozdzielnica natynkowa 24 mod.", "8537 10", "szt.", 85, 190, "23"),
    ("Farba emulsyjna biała 10 l", "3209 10", "szt.", 65, 140, "23"),
    ("Klej do płytek C2TE 25 kg", "3214 90", "worek", 28, 55, "23"),
    ("Wyłącznik nadprądowy B16 1P", "8536 20", "szt.", 9, 18, "23"),
    ("Pellet drzewny 15 kg (paleta 65 worków)", "4401 31", "paleta", 1100, 1500, "8"),
    ("Usługa transportowa HDS", "49.41.19", "usł.", 180, 450, "23"),
]


def _pl_adr(rng: random.Random) -> tuple[str, list[str]]:
    city, pc = rng.choice(PL_CITIES)
    return city, [la.digits(rng, la.pick(rng, PL_STREETS)), f"{la.digits(rng, pc)} {city}"]


def nip(rng: random.Random) -> str:
    return la.digits(rng, la.pick(rng, "###-###-##-##|##########|###-##-##-###"))


def _pl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, b4.UNI))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(30, 42)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 50
    x1, x2 = rng.sample(PL_STEMS.split("|"), 2)
    seller = la.pick(rng, PL_SELL).format(
        X=x1.upper() if rng.random() < 0.4 else x1,
        F=la.pick(rng, PL_FIRST),
        L=la.pick(rng, PL_LAST),
    )
    scity, sadr = _pl_adr(rng)
    bcity, badr = _pl_adr(rng)
    buyer = la.pick(rng, PL_BUY).format(X=x2, C=bcity)
    dt = la.day(rng)
    dstyle = la.pick(rng, "iso|dot")
    fv = la.pick(
        rng,
        f"FV/{rng.randint(1, 2999):04d}/{dt.month:02d}/{dt.year}|"
        f"{rng.randint(1, 999)}/{dt.year}|FS {rng.randint(1, 9999)}/{dt.month:02d}/{dt.year % 100}|"
        f"F/{dt.year}/{rng.randint(1, 99999):05d}",
    )
    po = la.digits(
        rng,
        la.pick(
            rng,
            f"ZAM/{dt.year}/0###|Z-###/{dt.month:02d}/{dt.year}|4500######|"
            f"ZK/{dt.year % 100}/####|PO-{dt.year}-0###|ZZ/###/{dt.year}",
        ),
    )
    wz = la.digits(rng, f"WZ/####/{dt.month:02d}/{dt.year}")
    snip, bnip = nip(rng), nip(rng)
    bank = la.pick(
        rng,
        "PKO BP S.A.|Bank Pekao S.A.|Santander Bank Polska S.A.|mBank S.A.|ING Bank Śląski S.A.",
    )
    konto = la.digits(rng, "## #### #### #### #### #### ####")
    page = [1]

    def foot() -> None:
        d.t(m, d.h - 24, f"{seller} - faktura {fv}", 6.8, grey=0.4)
        d.t(
            r,
            d.h - 24,
            f"Strona {page[0]} z {of}" if of else f"Strona {page[0]}",
            7,
            grey=0.4,
            al="r",
        )

    # header
    rgb_box(d, m, 28, wd * 0.45, 40, light(acc, 0.85))
    d.t(m + 8, 46, seller, snug(d, [seller], wd * 0.45 - 16, 11.5), b=True)
    d.t(
        m + 8,
        60,
        la.pick(
            rng,
            "Hurtownia - sklep - dostawy|Materiały budowlane i instalacyjne|"
            "Artykuły elektrotechniczne|Dystrybucja od 1994 r.",
        ),
        7.5,
        grey=0.3,
    )
    info = [
        ("Miejsce wystawienia:", scity),
        ("Data wystawienia:", la.dfmt(dt, dstyle)),
        (
            la.pick(rng, "Data sprzedaży:|Data dostawy:|Data wykonania usługi:"),
            la.dfmt(dt - timedelta(days=rng.randint(0, 5)), dstyle),
        ),
    ]
    yy = 36
    for lab, val in info:
        d.t(r - 80, yy, lab, 7.8, al="r")
        d.t(r, yy, val, 8.2, b=True, al="r")
        yy += 11
    y = 92
    title = la.pick(rng, "Faktura VAT nr|FAKTURA nr|Faktura nr|FAKTURA VAT")
    d.t(d.w / 2, y, f"{title} {fv}", 15, b=True, al="c")
    d.t(r, y, la.pick(rng, "ORYGINAŁ|KOPIA|ORYGINAŁ"), 8, al="r", grey=0.35)
    y += 8
    if rng.random() < 0.3:
        hexs = "".join(rng.choice("0123456789ABCDEF") for _ in range(12))
        d.t(
            d.w / 2,
            y + 8,
            f"Numer KSeF: {snip.replace('-', '')}-{dt:%Y%m%d}-{hexs}-"
            f"{rng.choice('0123456789ABCDEF')}{rng.choice('0123456789ABCDEF')}",
            7.4,
            al="c",
            grey=0.3,
        )
        y += 12
    y += 12
    # parties
    half = wd / 2 - 6
    blocks = [
        (
            "Sprzedawca",
            [seller, *sadr, f"NIP: {snip}"]
            + ([f"BDO: {la.digits(rng, '000######')}"] if rng.random() < 0.4 else [])
            + [f"Bank: {bank}", f"Nr konta: {konto}"],
        ),
        ("Nabywca", [buyer, *badr, f"NIP: {bnip}"]),
    ]
    hs = []
    for k, (cap, rows) in enumerate(blocks):
        x = m + k * (half + 12)
        d.t(x, y + 8, f"{cap}:", 8.2, b=True, grey=0.3)
        d.line(x, y + 11, x + half, y + 11, 0.5)
        d.t(x, y + 23, rows[0], snug(d, [rows[0]], half, 9.8), b=True)
        hs.append(d.lines(x, y + 27, rows[1:], 8.2, lead=10.5))
    y = max(hs) + 6
    if rng.random() < 0.45:
        rec = la.pick(
            rng,
            f"{buyer} - Magazyn {bcity}|Urząd Gminy {bcity}|{buyer} - Oddział "
            f"{la.pick(rng, 'Północ|Południe|Wschód')}",
        )
        x = m + half + 12
        d.t(x, y + 8, "Odbiorca:", 8.2, b=True, grey=0.3)
        d.line(x, y + 11, x + half, y + 11, 0.5)
        yb = d.lines(x, y + 14, [rec, *_pl_adr(rng)[1]], 8.2, lead=10.5)
        y = yb + 6
    # references
    polab = la.pick(
        rng,
        "Zamówienie nabywcy nr:|Nr zamówienia:|Państwa zamówienie nr:|"
        "Nr zamówienia klienta:|Dotyczy zamówienia nr:",
    )
    refs = [
        (polab, po),
        ("Dokument WZ:", wz),
        ("Nr klienta:", la.digits(rng, la.pick(rng, "K####|#####|KL/####"))),
        ("Sposób płatności:", la.pick(rng, "przelew|przelew|przelew (split payment)")),
        (
            "Termin płatności:",
            f"{la.dfmt(dt + timedelta(days=(td := rng.choice([14, 21, 30, 45, 60]))), dstyle)} ({td} dni)",
        ),
    ]
    if rng.random() < 0.4:
        refs.insert(1, ("z dnia:", la.dfmt(dt - timedelta(days=rng.randint(2, 20)), dstyle)))
    below = rng.random() < 0.25
    if below:
        refs.pop(0)
    d.box(m, y + 2, wd, 14 * ((len(refs) + 1) // 2) + 6, lw=0.4)
    for k, (lab, val) in enumerate(refs):
        x = m + 6 + (k % 2) * wd / 2
        yy = y + 14 + (k // 2) * 14
        d.t(x, yy, lab, 8)
        d.t(x + 118, yy, val, 8.4, b=lab == polab)
    y += 14 * ((len(refs) + 1) // 2) + 18
    # items
    cn = rng.random() < 0.5
    spec = [("lp", "Lp.", 0.04, "c"), ("name", "Nazwa towaru lub usługi", 0.3, "l")]
    if cn:
        spec.append(("cn", "CN/PKWiU", 0.08, "c"))
    spec += [
        ("q", "Ilość", 0.06, "r"),
        ("jm", "J.m.", 0.06, "c"),
        ("cena", "Cena netto", 0.09, "r"),
        ("netto", "Wartość netto", 0.1, "r"),
        ("st", "VAT %", 0.06, "c"),
        ("kv", "Kwota VAT", 0.09, "r"),
        ("brutto", "Wartość brutto", 0.1, "r"),
    ]
    tot_f = sum(c[2] for c in spec)
    xs = [m]
    for c in spec:
        xs.append(xs[-1] + c[2] / tot_f * wd)

    def thead(yy: float) -> float:
        rgb_box(d, m, yy, wd, 22, light(acc, 0.8))
        for k, (_key, h_, _f, _a) in enumerate(spec):
            fits = d.width(h_, 7, True) < xs[k + 1] - xs[k] - 4
            parts = [h_] if fits else h_.split(" ", 1)
            for j, part in enumerate(parts):
                d.t(
                    (xs[k] + xs[k + 1]) / 2,
                    yy + 9 + j * 8 + (4 if len(parts) == 1 else 0),
                    part,
                    7,
                    b=True,
                    al="c",
                )
        for x in xs:
            d.line(x, yy, x, yy + 22, 0.4)
        d.box(m, yy, wd, 22, lw=0.5)
        return yy + 22

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{title} {fv} (cd.)", 10, b=True)
        return thead(52)

    y = thead(y)
    n = rng.randint(1, 8) if rng.random() < 0.8 else rng.randint(14, 32)
    groups: dict[str, list[Decimal]] = {}
    for i, (name, cnc, unit, lo, hi, vat) in enumerate(take(rng, PL_ITEMS, n)):
        if y + 15 > bottom - 20:
            y = brk()
        p = price(rng, lo, hi)
        q = (
            Decimal(rng.choice([50, 100, 150, 200, 300, 500]))
            if unit == "m"
            else Decimal(qty(rng, hi))
        )
        net = r2(p * q)
        kv = r2(net * Decimal(vat) / 100)
        g = groups.setdefault(vat, [ZERO, ZERO])
        g[0] += net
        g[1] += kv
        vals = {
            "lp": str(i + 1),
            "name": name,
            "cn": cnc,
            "q": f"{q}",
            "jm": unit,
            "cena": fr(p),
            "netto": fr(net),
            "st": vat,
            "kv": fr(kv),
            "brutto": fr(net + kv),
        }
        for k, (key, _h, _f, a) in enumerate(spec):
            tx = {"l": xs[k] + 3, "r": xs[k + 1] - 3, "c": (xs[k] + xs[k + 1]) / 2}[a]
            d.t(tx, y + 10, vals[key], 7.6, al=a, maxw=xs[k + 1] - xs[k] - 5)
        for x in xs:
            d.line(x, y, x, y + 14, 0.3)
        y += 14
        d.line(m, y, r, y, 0.3)
    net_t = sum((g[0] for g in groups.values()), ZERO)
    vat_t = sum((g[1] for g in groups.values()), ZERO)
    gross = net_t + vat_t
    if y + 170 > bottom:
        y = brk()
    y += 10
    # VAT summary right
    sx = m + wd * 0.42
    sw = r - sx
    cols_ = [sx, sx + sw * 0.22, sx + sw * 0.48, sx + sw * 0.72, r]
    d.box(sx, y, sw, 14, fill=0.9, lw=0.4)
    for k, h_ in enumerate(["Stawka VAT", "Wartość netto", "Kwota VAT", "Wartość brutto"]):
        d.t(cols_[k + 1] - 3, y + 10, h_, 7.2, b=True, al="r")
    y += 14
    for rate in sorted(groups, key=int, reverse=True):
        g = groups[rate]
        d.t(cols_[1] - 3, y + 10, f"{rate}%", 7.8, al="r")
        for k, v in enumerate([g[0], g[1], g[0] + g[1]]):
            d.t(cols_[k + 2] - 3, y + 10, fr(v), 7.8, al="r")
        y += 13
    d.line(sx, y, r, y, 0.5)
    d.t(cols_[1] - 3, y + 11, "Razem:", 8, b=True, al="r")
    for k, v in enumerate([net_t, vat_t, gross]):
        d.t(cols_[k + 2] - 3, y + 11, fr(v), 8, b=True, al="r")
    y += 26
    # amount to pay
    paid = ZERO
    if rng.random() < 0.15:
        paid = r2(gross * rng.choice([20, 30, 50]) / 100)
    rgb_box(d, m, y, wd, 22, light(acc, 0.85))
    lab = la.pick(rng, "Do zapłaty:|Razem do zapłaty:|Do zapłaty:")
    d.t(m + 8, y + 15, lab, 11, b=True)
    d.t(m + 8 + d.width(lab, 11, True) + 10, y + 15, f"{fr(gross)} PLN", 12, b=True)
    y += 32
    d.t(m, y, f"Słownie: {pl_words(gross)}", 8.4)
    y += 14
    if paid:
        d.t(m, y, f"Zapłacono (zaliczka): {fr(paid)} PLN", 8.2)
        d.t(m + wd / 2, y, f"Pozostało do zapłaty: {fr(gross - paid)} PLN", 8.2)
        y += 14
    if below:
        d.t(m, y, f"{polab} {po}", 8.4, b=True)
        y += 14
    if gross > 15000 and rng.random() < 0.6:
        d.t(m, y, "Mechanizm podzielonej płatności", 8.4, b=True)
        y += 14
    y += 30
    if y + 40 < bottom:
        sw2 = wd / 2 - 30
        for k, cap in enumerate(
            [
                "Podpis osoby upoważnionej do odbioru faktury",
                "Podpis osoby upoważnionej do wystawienia faktury",
            ]
        ):
            x = m + k * (sw2 + 60)
            if k == 1:
                d.t(
                    x + sw2 / 2,
                    y + 16,
                    f"{la.pick(rng, PL_FIRST)} {la.pick(rng, PL_LAST)}",
                    8.4,
                    al="c",
                )
            d.line(x, y + 22, x + sw2, y + 22, 0.4, dash=[1, 2])
            d.t(x + sw2 / 2, y + 31, cap, 6.6, al="c", grey=0.35)
    foot()
    return finish(d, "pl", "invoice", po, seller, gross)


def blind18_pl_faktura_vat_hurtownia(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pl)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind18_zh_jixie_caigou_dingdan,
        blind18_zh_zhengfu_caigou_hetong,
        blind18_hk_ngo_purchase_order,
        blind18_ja_koumuten_chumonsho,
        blind18_en_us_gc_commitment_po,
        blind18_en_ca_farm_coop_po,
        blind18_fr_agroalimentaire_bon_commande,
        blind18_es_hotel_pedido_compra,
        blind18_nl_voedingsmiddelen_inkooporder,
        blind18_pl_faktura_vat_hurtownia,
    )
}

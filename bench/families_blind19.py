# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind18 (`blind19_*`).

- blind19_zh_yiyao_caigou_dingdan
- blind19_tw_dianzi_fapiao_zhengming
- blind19_ja_seisan_hacchu_meisai
- blind19_ko_hadogeup_baljuseo
- blind19_en_sg_eproc_po
- blind19_en_ie_merchant_delivery_docket
- blind19_sk_objednavka
- blind19_bg_zayavka_dostavka
- blind19_pt_br_contrato_fornecimento
- blind19_et_tellimuse_kinnitus

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's paper, the customer's order it quotes; on a
contract, the order it cites, never the contract's own number); the supplier (vendor, seller,
contractor) exactly as printed; the grand total as "1234.50" (whole won, yen and NT$ as
"1234.00"; "" when the document states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from decimal import ROUND_DOWN, Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.utils import simpleSplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind5 import reais  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind14 import ACCENTS, light, rgb_box, rgb_text  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import price, qty, r0, r2, take, wrapped  # noqa: E402
from families_blind18 import qr  # noqa: E402
from families_latin2 import snug  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
LGREY = Color(0.55, 0.55, 0.55)
PALE = Color(0.93, 0.93, 0.93)
WHITE = Color(1, 1, 1)


def us(v: Decimal) -> str:
    return grouped(v)


def de(v: Decimal) -> str:
    return grouped(v, ".", ",")


def fr(v: Decimal) -> str:
    return grouped(v, " ", ",")


def won(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


def none_meta(out: tuple[bytes, dict]) -> tuple[bytes, dict]:
    """The same document, its truth saying that it states no total."""
    pdf, meta = out
    meta["truth"]["total"] = ""
    return pdf, meta


def crow(
    pdf: cj.Pdf,
    x: float,
    y: float,
    widths: Sequence[float],
    cells: Sequence[str],
    align: str,
    *,
    h: float,
    size: float,
    fill: Color | None = None,
    head: bool = False,
    bold: bool = False,
    rule: float = 0.5,
) -> float:
    """One ruled row of cells on a cj page (top at y); returns the y below."""
    if fill is not None:
        pdf.rect(x, y, sum(widths), h, fill=fill, stroke=None)
    cx = x
    for k, (w, s) in enumerate(zip(widths, cells)):
        a = "c" if head else (align[k] if k < len(align) else "l")
        tx = cx + 3 if a == "l" else cx + w - 3 if a == "r" else cx + w / 2
        parts = s.split("\n")
        for i, part in enumerate(parts):
            base = y + h / 2 + size * 0.36 + (i - (len(parts) - 1) / 2) * size * 1.12
            pdf.text(tx, base, part, size, align=a, maxw=w - 5, bold=bold or head)
        cx += w
    pdf.line(x, y, x + sum(widths), y, lw=rule)
    pdf.line(x, y + h, x + sum(widths), y + h, lw=rule)
    cx = x
    for w in [0, *widths]:
        cx += w
        pdf.line(cx, y, cx, y + h, lw=rule)
    return y + h


def lrow(
    d: la.Doc,
    x: float,
    y: float,
    widths: Sequence[float],
    cells: Sequence[str],
    align: str,
    *,
    h: float,
    size: float,
    b: bool = False,
    ruled: bool = True,
    vert: bool = True,
    fill: float | None = None,
) -> float:
    """One row of cells on a la page (top at y); returns the y below."""
    if fill is not None:
        d.box(x, y, sum(widths), h, fill=fill, stroke=False)
    cx = x
    for k, (w, s) in enumerate(zip(widths, cells)):
        a = align[k] if k < len(align) else "l"
        tx = cx + 3 if a == "l" else cx + w - 3 if a == "r" else cx + w / 2
        if s:
            d.t(tx, y + h / 2 + size * 0.35, s, size, b=b, al=a, maxw=w - 5)
        cx += w
    if ruled:
        d.line(x, y + h, x + sum(widths), y + h, 0.3)
    if vert:
        cx = x
        for w in [0, *widths]:
            cx += w
            d.line(cx, y, cx, y + h, 0.4)
    return y + h


# --------------------------------------------------------------------------- 1 zh-Hans pharma

ZH_CHAIN = "大药房连锁有限公司|医药连锁有限公司|大药房连锁股份有限公司|医药零售连锁有限公司|老百姓大药房有限公司"
ZH_DIST = (
    "医药有限公司|医药股份有限公司|医药贸易有限公司|药业有限公司|医药物流有限公司|医药科技有限公司"
)
ZH_MAKER = "{b}制药有限公司|{c}{b}药业股份有限公司|{c}{b}制药厂|{b}生物制药有限公司|{b}药业（{c}）有限公司|{c}市{b}中药饮片有限公司"
ZH_MAKER_B = "华康 济民 同仁 康恩 仁和 天元 金象 九信 正大 东瑞 普济 益丰 百草 华润 回春".split()
# name | spec | form | unit | lo | hi | rate | kind (H chemical, Z proprietary, Y pieces, Q device)
ZH_DRUGS = cj._table("""
阿莫西林胶囊|0.25g×24粒^0.5g×20粒|胶囊剂|盒|6|15|13|H
头孢克肟分散片|0.1g×6片^50mg×12片|片剂|盒|12|35|13|H
布洛芬缓释胶囊|0.3g×20粒^0.3g×24粒|胶囊剂|盒|9|22|13|H
盐酸二甲双胍片|0.5g×48片^0.25g×100片|片剂|盒|8|26|13|H
苯磺酸氨氯地平片|5mg×28片^5mg×7片|片剂|盒|15|48|13|H
阿托伐他汀钙片|20mg×7片^10mg×28片|片剂|盒|18|55|13|H
蒙脱石散|3g×10袋^3g×12袋|散剂|盒|9|20|13|H
奥美拉唑肠溶胶囊|20mg×14粒^20mg×28粒|胶囊剂|盒|8|30|13|H
氯雷他定片|10mg×6片^10mg×12片|片剂|盒|10|28|13|H
维生素C片|0.1g×100片|片剂|瓶|2|6|13|H
0.9%氯化钠注射液|250ml:2.25g^100ml:0.9g|注射剂|袋|2|5|13|H
板蓝根颗粒|10g×20袋^5g×20袋|颗粒剂|包|8|19|13|Z
连花清瘟胶囊|0.35g×36粒^0.35g×24粒|胶囊剂|盒|16|32|13|Z
藿香正气水|10ml×10支|酊剂|盒|6|15|13|Z
复方丹参滴丸|27mg×180丸|滴丸剂|瓶|22|38|13|Z
六味地黄丸|200丸|浓缩丸|瓶|12|28|13|Z
当归（饮片）|片 1kg|饮片|kg|60|180|9|Y
黄芪（饮片）|片 1kg|饮片|kg|45|120|9|Y
枸杞子（饮片）|特级 500g|饮片|袋|28|65|9|Y
医用外科口罩|17.5cm×9.5cm 10只|—|包|3|9|13|Q
一次性使用输液器|带针 0.7#|—|支|0.8|2.5|13|Q
医用脱脂棉签|10cm 50支×10包|—|袋|4|9|13|Q
""")


def _zh_maker(rng: random.Random) -> str:
    c = rng.choice(cj.CITIES)[0]
    return cj.pick(rng, ZH_MAKER).format(b=rng.choice(ZH_MAKER_B), c=c)


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.7
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(26, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    (c1, _), (c2, _) = rng.sample(cj.CITIES, 2)
    b1, b2 = rng.sample(cj.BRANDS, 2)
    buyer = f"{c1}{b1[0]}{cj.pick(rng, ZH_CHAIN)}"
    sup = cj.pick(rng, f"{c2}{b2[0]}{{t}}|{c2}市{b2[0]}{{t}}|{b2[0]}{{t}}").format(
        t=cj.pick(rng, ZH_DIST)
    )
    dc = buyer + cj.pick(rng, "配送中心|物流配送中心|中心仓库")
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CGD{Y}{m}{d}{n4}|PO{y}{m}{n5}|CG-{Y}-{n6}|{Y}{m}{d}0{n3}|YPCG{y}{n6}")
    plan = cj.number(rng, d, "JH{Y}{m}{n4}|CGJH-{y}{m}-{n3}|PL{Y}{n5}")
    ht = cj.number(rng, d, "ZLXY-{Y}-{n3}|HT{Y}{n4}|GSP{y}{n4}")
    vcode = cj.number(rng, d, "GYS{n5}|S{n6}|{n4}")
    clerk, maker = cj.person(rng), cj.person(rng)
    noprice = rng.random() < 0.05
    ds = cj.pick(rng, "iso|cn|slash")
    page = [1]

    def pnum() -> None:
        lab = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, bottom + 20, lab, 8, align="r", colour=GREY)
        pdf.text(m, bottom + 20, f"打印日期：{cj.fdate(d, 'iso')}", 7.5, colour=GREY)

    # title block
    y = 40
    pdf.text(pdf.w / 2, y, buyer, 14, align="c", bold=True)
    y += 22
    title = cj.pick(rng, "药品采购订单|商品采购订单|采 购 订 单|采购订单（药品）|购进订单")
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=1)
    if rng.random() < 0.5:
        pdf.text(
            right, y, cj.pick(rng, "一式三联|GSP-QR-011|表单号：CG-03"), 7.5, align="r", colour=GREY
        )
    y += 12
    lab_no = cj.pick(rng, "单据编号|订单号|采购单号|订单编号")
    lab_sup = cj.pick(rng, "供货单位|供应商|供应商名称|供货商")
    lab_dc = cj.pick(rng, "收货单位|收货地址|配送仓库")
    cells = [
        (lab_no, po),
        (cj.pick(rng, "订单日期|制单日期|单据日期"), cj.fdate(d, ds)),
        (cj.pick(rng, "采购员|业务员|采购人员"), clerk),
        (lab_sup, sup),
        ("供应商编码", vcode),
        (cj.pick(rng, "计划单号|请购单号"), plan),
        (lab_dc, dc),
        (cj.pick(rng, "质量协议号|合同号"), ht),
        ("付款方式", cj.pick(rng, "月结60天|货到90天电汇|票到30天|承兑汇票")),
    ]
    # supplier on row 2 or row 1; the number at times on the right of row 1
    rows = [cells[0:3], cells[3:6], cells[6:9]]
    if rng.random() < 0.4:
        rows[0], rows[1] = rows[1], rows[0]
    if rng.random() < 0.35:
        r0_ = rows[0] if rows[0][0][0] == lab_no else rows[1]
        r0_.reverse()
    lw_ = wd * 0.1
    vw = (wd - 3 * lw_) / 3
    rh = 17
    y += 6
    for row in rows:
        widths = []
        flat = []
        for lab, val in row:
            widths += [lw_, vw]
            flat += [lab, val]
        y = kgrid(pdf, m, y, widths, [flat], h=rh, size=8.3, labels=(0, 2, 4), fill=PALE)
    y += 8
    # table
    show_form = land and rng.random() < 0.6
    show_pzwh = land or rng.random() < 0.4
    show_rate = rng.random() < 0.45
    heads = ["序号", "商品编码", "通用名称", "规格"]
    rel = [3.5, 8, 15, 12]
    if show_form:
        heads.append("剂型")
        rel.append(5.5)
    heads.append("生产企业")
    rel.append(17)
    if show_pzwh:
        heads.append("批准文号")
        rel.append(11)
    heads += ["单位", "数量"]
    rel += [4, 5.5]
    if not noprice:
        heads += ["含税进价", "含税金额"]
        rel += [7.5, 9.5]
        if show_rate:
            heads.append("税率")
            rel.append(4.5)
    if not land:
        rel = [r * (1.4 if h in ("通用名称", "生产企业") else 1) for r, h in zip(rel, heads)]
    widths = cj.rel(wd, rel)
    n = rng.randint(3, 10) if rng.random() < 0.65 else rng.randint(14, 34)
    lines = []
    codes = cj.pick(rng, "Y{n6}|{n8}|SP{n5}|69{n11}")
    for name, specs, form, unit, lo, hi, rate, kind in take(rng, ZH_DRUGS, n):
        p = price(rng, float(lo), float(hi))
        if rng.random() < 0.3:
            p = p + Decimal(rng.randint(1, 99)) / 10000
        q = Decimal(rng.choice([10, 20, 30, 50, 60, 100, 120, 200, 300, 500]))
        if unit == "kg":
            q = Decimal(rng.choice([5, 10, 20, 25]))
        amt = r2(p * q)
        pz = {"H": "国药准字H{n8}", "Z": "国药准字Z{n8}", "Y": "—", "Q": "{c}械注准{Y}2{n6}"}[kind]
        pzwh = (
            cj.number(rng, d, pz.replace("{c}", rng.choice("苏浙鲁粤豫"))) if kind != "Y" else "—"
        )
        spec = rng.choice(specs.split("^"))
        lines.append(
            (
                cj.number(rng, d, codes),
                name,
                spec,
                form,
                _zh_maker(rng),
                pzwh,
                unit,
                q,
                p,
                amt,
                rate,
            )
        )
    total = sum((ln[9] for ln in lines), ZERO)
    aligns = []
    for h_ in heads:
        aligns.append(
            "r"
            if h_ in ("数量", "含税进价", "含税金额")
            else "c"
            if h_ in ("序号", "单位", "剂型", "税率")
            else "l"
        )
    al = "".join(aligns)
    sub_lab = cj.pick(rng, "本页小计|本页合计|小计")
    rowh = 15.5

    def cells_of(i: int, ln: tuple) -> list[str]:
        code, name, spec, form, mk, pz, unit, q, p, amt, rate = ln
        v = {
            "序号": str(i + 1),
            "商品编码": code,
            "通用名称": name,
            "规格": spec,
            "剂型": form,
            "生产企业": mk,
            "批准文号": pz,
            "单位": unit,
            "数量": str(q),
            "含税进价": f"{p:,.4f}" if p != r2(p) else cj.money(p),
            "含税金额": cj.money(amt),
            "税率": f"{rate}%",
        }
        return [v[h_] for h_ in heads]

    def sumrow(lab: str, qs: Decimal, amt: Decimal | None) -> list[str]:
        out = []
        for h_ in heads:
            out.append(
                lab
                if h_ == "通用名称"
                else str(qs)
                if h_ == "数量"
                else cj.money(amt)
                if h_ == "含税金额" and amt is not None
                else ""
            )
        return out

    def cont() -> float:
        pnum()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace(' ', '')}（续）", 11, bold=True)
        pdf.text(right, 34, f"{lab_no}：{po}", 9, align="r")
        return 46

    y = crow(pdf, m, y, widths, heads, al, h=18, size=8, fill=cj.SHADE, head=True)
    psum, qsum = ZERO, ZERO
    multi = False
    for i, ln in enumerate(lines):
        if y + rowh * 2 > bottom:
            if not noprice:
                y = crow(
                    pdf, m, y, widths, sumrow(sub_lab, qsum, psum), al, h=rowh, size=8, bold=True
                )
            y = cont()
            multi = True
            y = crow(pdf, m, y, widths, heads, al, h=18, size=8, fill=cj.SHADE, head=True)
            psum, qsum = ZERO, ZERO
        y = crow(pdf, m, y, widths, cells_of(i, ln), al, h=rowh, size=7.8)
        psum += ln[9]
        qsum += ln[7]
    tail = 120 if not noprice else 90
    if y + tail > bottom:
        if multi and not noprice:
            y = crow(pdf, m, y, widths, sumrow(sub_lab, qsum, psum), al, h=rowh, size=8, bold=True)
        y = cont()
    elif multi and not noprice:
        y = crow(pdf, m, y, widths, sumrow(sub_lab, qsum, psum), al, h=rowh, size=8, bold=True)
    allq = sum((ln[7] for ln in lines), ZERO)
    y = crow(
        pdf,
        m,
        y,
        widths,
        sumrow(cj.pick(rng, "合计|合　计|总计"), allq, None if noprice else total),
        al,
        h=rowh + 1,
        size=8.4,
        bold=True,
    )
    y += 6
    if noprice:
        pdf.text(
            m,
            y + 10,
            "注：本单价格按双方签订的年度购销协议价执行，以供货单位随货同行单及发票为准。",
            8.5,
        )
        y += 22
    else:
        style = rng.random()
        if style < 0.5:
            y = kgrid(
                pdf,
                m,
                y,
                [wd * 0.16, wd * 0.54, wd * 0.1, wd * 0.2],
                [
                    [
                        cj.pick(rng, "订单金额（大写）|合计金额（大写）|金额合计（大写）"),
                        cj.daxie(total),
                        "（小写）",
                        f"¥{cj.money(total)}",
                    ]
                ],
                h=19,
                size=8.8,
                labels=(0, 2),
                fill=PALE,
            )
        elif style < 0.8:
            pdf.text(
                m,
                y + 11,
                f"{cj.pick(rng, '订单总金额|采购总金额|金额合计')}：¥{cj.money(total)}　　大写：人民币{cj.daxie(total)}",
                9.5,
                bold=True,
            )
            y += 18
        else:
            pdf.text(right, y + 11, f"含税总金额：{cj.money(total)} 元", 10, align="r", bold=True)
            y += 18
        if rng.random() < 0.4:
            r13 = sum((ln[9] for ln in lines if ln[10] == "13"), ZERO)
            r9 = total - r13
            tax = r2(r13 * 13 / 113) + r2(r9 * 9 / 109)
            pdf.text(
                m,
                y + 11,
                f"其中：税额 {cj.money(tax)}　不含税金额 {cj.money(total - tax)}",
                8.2,
                colour=GREY,
            )
            y += 16
    y += 4
    notes = [
        f"供货单位须随货附带加盖出库专用章的随货同行单，并注明本{lab_no}。",
        "所供药品有效期须在12个月以上（效期不足的须经采购部书面同意）。",
        "首营品种须提前提供首营资料，冷链药品须全程温控并提供温度记录。",
        f"收货地址：{cj.zh_addr(rng)}　收货人：{cj.person(rng)} {cj.mobile(rng)}",
    ]
    for k, t in enumerate(rng.sample(notes, rng.randint(2, 4))):
        pdf.text(m, y + 10, f"{k + 1}. {t}", 7.8)
        y += 13
    y += 10
    sw = wd / 4
    for k, lab in enumerate(["制单人", "审核人", "采购负责人", "供货单位确认"]):
        pdf.text(m + k * sw, y + 10, f"{lab}：{maker if k == 0 else ''}", 8.5)
    if rng.random() < 0.6:
        pdf.stamp(m + sw * 1.5, y, buyer, rng, caption="采购专用章", r=32)
    pnum()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return none_meta(out) if noprice else out


def blind19_zh_yiyao_caigou_dingdan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 2 zh-Hant e-invoice

TW_SELL_B = (
    "鴻昇 永碩 台寶 建盛 大欣 昱成 聯祥 全懋 信綸 振宇 旭東 榮晉 冠閎 承暘 佳穎 鈺德".split()
)
TW_SELL_T = (
    "精密工業|電子材料|實業|科技|機械|五金行|塑膠工業|包裝材料|化學工業|企業社|資訊|工業器材".split(
        "|"
    )
)
TW_BUY_T = "光電|半導體|電機|食品工業|生技|營造|醫療器材|自動化|紡織".split("|")
# name | spec alternatives | unit | lo | hi
TW_GOODS = [
    ("不鏽鋼六角螺栓", "M8×30^M10×40^M12×50", "盒", 180, 950),
    ("滾珠軸承", "6204ZZ^6305-2RS^6206DDU", "個", 45, 380),
    ("氣壓缸", "SC40×50^MAL25×100", "支", 650, 2600),
    ("電磁閥", "4V210-08^SY5120", "個", 420, 1850),
    ("光電感測器", "E3Z-D61^PR12-4DN", "個", 380, 1450),
    ("PU氣管", "8mm×100M^10mm×100M", "捲", 680, 1800),
    ("影印紙", "A4 80磅 5包/箱^A3 70磅", "箱", 520, 980),
    ("碳粉匣", "TN-2480^CF217A^W1500A", "支", 850, 3200),
    ("瓦楞紙箱", "A浪 45×35×30^B浪 60×40×40", "個", 18, 65),
    ("封箱膠帶", "48mm×90M 透明", "箱", 650, 1280),
    ("棉紗手套", "600g 12雙/打", "打", 85, 190),
    ("切削液", "水溶性 20L", "桶", 1800, 4600),
    ("鋁擠型", "3030 L=1000^4040 L=2000", "支", 260, 1450),
    ("伺服馬達", "400W^750W", "台", 8600, 21000),
    ("工業用酒精", "95% 20L", "桶", 980, 1650),
    ("無塵布", "9吋 150片/包", "包", 280, 560),
    ("安全鞋", "鋼頭 26號^鋼頭 27號", "雙", 880, 1980),
    ("設備保養工資", "月保養 {m}月份", "式", 3000, 28000),
    ("運費", "台北-桃園 1.5噸車", "趟", 1200, 3800),
]


def tw_words(v: Decimal) -> str:
    """新臺幣 capitals without 元 fractions: 壹拾貳萬參仟肆佰伍拾陸元整."""
    return cj.daxie(v, trad=True)


def tw_ban(rng: random.Random) -> str:
    return f"{rng.randint(10000000, 99999999)}"


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 52)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    b1, b2 = rng.sample(TW_SELL_B, 2)
    st = rng.choice(TW_SELL_T)
    seller = f"{b1}{st}" + (
        "" if st in ("五金行", "企業社") else cj.pick(rng, "股份有限公司|股份有限公司|有限公司")
    )
    buyer = f"{b2}{rng.choice(TW_BUY_T)}{cj.pick(rng, '股份有限公司|股份有限公司|有限公司')}"
    s_ban, b_ban = tw_ban(rng), tw_ban(rng)
    d = cj.a_date(rng)
    inv = f"{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}-{rng.randint(10000000, 99999999)}"
    po = cj.number(rng, d, "PO{Y}{m}{n4}|P{roc}{m}{n5}|4500{n6}|{roc}{m}{d}-{n3}|PR-{y}{m}{n4}")
    ship = cj.number(rng, d, "S{roc}{m}{n5}|SO{y}{m}{d}{n3}|出{roc}{m}{n4}")
    cust = cj.number(rng, d, "C{n5}|{n4}|TW-{n4}")
    quote = cj.number(rng, d, "Q{roc}{m}{n4}|報{roc}{n4}")
    ds = cj.pick(rng, "iso|rocs|roc|slash")
    page = [1]
    po_lab = cj.pick(
        rng, "採購單號|貴公司採購單號|客戶採購單號|訂購單號|客戶訂單號碼|PO No.|採購單編號"
    )
    style = rng.choice(["form", "erp", "erp"])

    n = rng.randint(1, 8) if rng.random() < 0.8 else rng.randint(14, 30)
    lines = []
    for name, specs, unit, lo, hi in take(rng, TW_GOODS, n):
        spec = rng.choice(specs.split("^")).replace("{m}", str(d.month))
        p = Decimal(rng.randint(lo, hi))
        if rng.random() < 0.15 and hi < 300:
            p = p + Decimal(rng.choice([0.5, 0.25, 0.8])).quantize(Decimal("0.01"))
        q = 1 if unit in ("式", "趟") else qty(rng, hi)
        amt = r0(p * q)
        lines.append((name, spec, unit, q, p, amt))
    net = sum((ln[5] for ln in lines), ZERO)
    taxed = rng.random() < 0.92
    tax = r0(net * Decimal("0.05")) if taxed else ZERO
    total = net + tax
    fm = cj.pick(rng, "25|21")

    def pfoot() -> None:
        if of > 1 or page[0] > 1:
            pdf.text(
                pdf.w / 2,
                pdf.h - 28,
                f"第 {page[0]} 頁，共 {of or page[0]} 頁",
                8,
                align="c",
                colour=GREY,
            )

    def cont() -> float:
        pdf.text(right, y + 12, "（接下頁）", 8, align="r", colour=GREY)
        pfoot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"{seller}　電子發票證明聯（續）", 10, bold=True)
        pdf.text(right, 40, f"發票號碼：{inv}", 9, align="r")
        return 52

    y = 46
    if style == "form":
        head = rng.random() < 0.5
        if head:
            pdf.text(pdf.w / 2, y, seller, 15, align="c", bold=True)
            y += 22
        pdf.text(pdf.w / 2, y, "電子發票證明聯", 18, align="c", bold=True, space=2)
        y += 18
        pdf.text(pdf.w / 2, y, cj.fdate(d, "iso"), 11, align="c")
        y += 20
        half = wd / 2
        if rng.random() < 0.4:
            qr(pdf.c, pdf.h, right - 58, y - 6, 54, rng)
        rows_l = [f"發票號碼：{inv}", f"賣　　方：{s_ban}", f"買　　方：{b_ban}"]
        rows_r = [f"格式：{fm}", f"隨機碼：{rng.randint(1000, 9999)}", f"總計：{total:,.0f}"]
        for k in range(3):
            pdf.text(m + 6, y + k * 15, rows_l[k], 10)
            pdf.text(m + half, y + k * 15, rows_r[k], 10)
        y += 50
        if not head or rng.random() < 0.4:
            pdf.text(m + 6, y, f"{cj.pick(rng, '賣方名稱|營業人名稱|賣方')}：{seller}", 9.5)
            y += 14
        pdf.text(
            m + 6,
            y,
            f"{cj.pick(rng, '買受人名稱|買方名稱|買受人')}：{buyer}　　地址：{cj.tw_addr(rng)}",
            9,
        )
        y += 10
    else:
        # ERP print: seller letterhead, buyer block, doc grid
        pdf.text(m, y, seller, 15, bold=True)
        y += 14
        pdf.text(
            m,
            y,
            f"{cj.tw_addr(rng)}　TEL：{cj.tw_tel(rng)}　FAX：{cj.tw_tel(rng)}　統一編號：{s_ban}",
            8,
            colour=GREY,
        )
        pdf.text(right, y - 14, "電子發票證明聯", 15, align="r", bold=True)
        y += 10
        pdf.line(m, y, right, y, lw=1)
        y += 8
        bw = wd * 0.55
        rows = [
            ["買受人", buyer],
            ["統一編號", b_ban],
            ["地　址", cj.tw_addr(rng)],
            ["聯絡人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"],
        ]
        yb = kgrid(pdf, m, y, [bw * 0.24, bw * 0.76], rows, h=17, size=8.8, labels=(0,), fill=PALE)
        gx = m + bw + 10
        gw = right - gx
        grows = [
            ["發票號碼", inv],
            ["發票日期", cj.fdate(d, ds)],
            ["格　式", f"{fm}　隨機碼 {rng.randint(1000, 9999)}"],
            ["客戶代號", cust],
        ]
        if rng.random() < 0.5:
            grows.append(["出貨單號", ship])
        if rng.random() < 0.45:
            grows.append([po_lab, po])
            po_in_head = True
        else:
            po_in_head = False
        yg = kgrid(
            pdf, gx, y, [gw * 0.34, gw * 0.66], grows, h=17, size=8.8, labels=(0,), fill=PALE
        )
        y = max(yb, yg) + 10
    # items
    heads = ["品　　名", "數　量", "單　價", "金　額", "備　註"]
    rel = [40, 11, 13, 15, 21]
    if style == "erp":
        heads = ["項次", "品名規格", "數量", "單位", "單價", "金額", "備註"]
        rel = [6, 38, 9, 7, 12, 14, 14]
    widths = cj.rel(wd, rel)
    al = "lrrrl" if style == "form" else "clrcrrl"
    y = crow(pdf, m, y, widths, heads, al, h=18, size=8.8, fill=cj.SHADE, head=True)
    rowh = 16
    note_k = rng.randrange(len(lines)) if rng.random() < 0.2 else -1
    for i, (name, spec, unit, q, p, amt) in enumerate(lines):
        if y + rowh > bottom - 30:
            y = cont()
            y = crow(pdf, m, y, widths, heads, al, h=18, size=8.8, fill=cj.SHADE, head=True)
        pr = f"{p:,.2f}" if p != r0(p) else f"{p:,.0f}"
        note = f"{cj.pick(rng, '出貨單|出貨')} {ship}" if i == note_k else ""
        if style == "form":
            cells = [f"{name} {spec}", f"{q} {unit}", pr, f"{amt:,.0f}", note]
        else:
            cells = [str(i + 1), f"{name} {spec}", str(q), unit, pr, f"{amt:,.0f}", note]
        y = crow(pdf, m, y, widths, cells, al, h=rowh, size=8.5)
    # totals
    if y + 150 > bottom:
        y = cont()
    tw_ = [widths[0], sum(widths[1:])] if style == "form" else [sum(widths[:4]), sum(widths[4:])]
    kind = "應稅 ■　零稅率 □　免稅 □" if taxed else "應稅 □　零稅率 □　免稅 ■"
    trows = [
        ["銷售額合計", f"{net:,.0f}"],
        [f"營業稅　{kind}", f"{tax:,.0f}"],
        [cj.pick(rng, "總　　計|總計|合計金額"), f"{total:,.0f}"],
    ]
    for k, (lab, val) in enumerate(trows):
        y = crow(
            pdf,
            m,
            y,
            tw_,
            [lab, val],
            "lr",
            h=17,
            size=9,
            bold=k == 2,
            fill=PALE if k == 2 else None,
        )
    y = crow(
        pdf,
        m,
        y,
        [tw_[0] * 0.45, sum(tw_) - tw_[0] * 0.45],
        ["總計新臺幣（中文大寫）", tw_words(total)],
        "ll",
        h=18,
        size=9,
    )
    y += 8
    # remarks with the buyer's order
    rem = []
    if style == "form" or not po_in_head:
        rem.append(f"{po_lab}：{po}")
    if rng.random() < 0.5:
        rem.append(f"出貨單號：{ship}")
    if rng.random() < 0.4:
        rem.append(f"報價單號：{quote}")
    rng.shuffle(rem)
    rem.append(cj.pick(rng, "付款條件：月結60天|付款條件：月結30天電匯|請於收貨後核對品項數量"))
    pdf.text(m, y + 10, "備註：", 9, bold=True)
    for k, t in enumerate(rem):
        pdf.text(m + 36, y + 10 + k * 13, t, 8.8)
    y += 14 + 13 * len(rem)
    if style == "erp":
        pdf.text(m, y + 10, f"開立人：{cj.person(rng, 'zh-Hant')}", 8.5)
        y += 16
    pdf.text(
        m,
        y + 10,
        "本證明聯係依財政部電子發票實施作業要點規定列印，僅供買方記帳及報帳使用。",
        7.5,
        colour=GREY,
    )
    if rng.random() < 0.7:
        pdf.stamp(
            right - 70,
            y - 40,
            seller,
            rng,
            caption=f"統一發票專用章\n統一編號 {s_ban}",
            shape="rect",
            r=48,
        )
    pfoot()
    return cfinish(pdf, "zh-Hant", "invoice", po, seller, total)


def blind19_tw_dianzi_fapiao_zhengming(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 3 ja parts order

JA_X = "東邦 三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田 協和 日進 丸栄 富士 双葉 明和".split()
JA_BUY = "{x}精機株式会社|株式会社{x}製作所|{x}工業株式会社|{x}電機株式会社|株式会社{x}技研"
JA_SUP = "{x}金属工業株式会社|株式会社{x}プレス|有限会社{x}熱処理|{x}メッキ工業株式会社|株式会社{x}精工|{x}ゴム化成株式会社|株式会社{x}樹脂|{x}鋳造所"
JA_FACT = (
    "静岡県浜松市南区卸本町 愛知県豊田市元町 岐阜県各務原市テクノプラザ 群馬県太田市新田 "
    "長野県諏訪市中洲 新潟県燕市物流センター 滋賀県甲賀市水口町 広島県東広島市八本松"
).split()
# part | spec/material alternatives | unit | lo | hi (yen; below 100 with 銭)
JA_PARTS = cj._table("""
ブラケット|SPCC t1.6 三価クロメート^SUS304 t2.0|個|18|240
シャフト|S45C φ20×185 高周波焼入^SCM435 φ16×120|本|380|2600
ブッシュ|C3604 φ12×φ8×15^POM φ20×15|個|12|180
カバー|ADC12 ダイカスト 塗装^PC 成形品 黒|個|85|950
スペーサー|A5052 φ10×5^SUS303 φ8×12|個|8|65
プレート|SS400 t9 黒染め^A6061 t12 アルマイト|枚|260|3800
ギヤ|S45C m1.5 z30 浸炭^POM m1 z42|個|140|1900
Oリング|NBR P-22^FKM G-45|個|6|85
ハウジング|FC250 鋳物 機械加工^ADC12 含浸処理|個|1200|9800
配線ハーネス|AVSS 0.5sq 12極 L=450|本|220|1450
熱処理加工|ズブ焼入 HRC55-60|kg|180|420
メッキ加工|無電解ニッケル 5μm|個|15|120
ワッシャー|SUS304 M6 平^SPCC M8 ばね|個|2|12
ねじ|M4×10 ナベ 三価ユニクロ^M5×16 六角穴付|個|3|25
""")


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.5
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    x1, x2 = rng.sample(JA_X, 2)
    buyer = cj.pick(rng, JA_BUY).format(x=x1)
    sup = cj.pick(rng, JA_SUP).format(x=x2)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n5}|H{Y}{m}{n4}|P{n8}|{Y}{m}{d}-{n3}|HC-{n6}")
    seiban = cj.number(rng, d, "{y}-{n4}|SB{n5}|{n2}K{n4}")
    mitsu = cj.number(rng, d, "M{y}{m}{n3}|見{n5}|Q-{n6}")
    vcode = cj.number(rng, d, "{n5}|S{n4}|{n6}")
    ds = cj.pick(rng, "cn|slash|reiwa")
    reg = "T" + "".join(str(rng.randint(0, 9)) for _ in range(13))
    clerk = cj.person(rng, "ja")
    noprice = rng.random() < 0.045
    ukesho = rng.random() < 0.35
    rate = Decimal("0.10")
    page = [1]
    no_lab = cj.pick(rng, "発注番号|注文番号|発注No.|注文No.|注文書番号")
    fact = rng.choice(JA_FACT)

    # lines
    n = rng.randint(3, 9) if rng.random() < 0.65 else rng.randint(16, 40)
    lines = []
    pat = cj.pick(rng, "{n3}-{n4}-{n2}|A{n5}-0{n2}|{n2}{n3}-{n3}")
    for name, specs, unit, lo, hi in take(rng, JA_PARTS, n):
        lo_f, hi_f = float(lo), float(hi)
        p = price(rng, lo_f, hi_f)
        p = (
            p.quantize(Decimal("0.1") if hi_f < 100 else Decimal(1), rounding=ROUND_DOWN)
            if hi_f < 100 and rng.random() < 0.7
            else r0(p)
        )
        q = (
            rng.choice([50, 100, 200, 300, 500, 1000, 2000])
            if hi_f < 100
            else rng.choice([5, 10, 20, 30, 50, 100, 200])
        )
        if unit == "kg":
            q = rng.choice([120, 250, 480, 600])
        amt = (p * q).quantize(Decimal(1), rounding=ROUND_DOWN)
        due = cj.later(rng, d, 7, 45)
        lines.append(
            (cj.number(rng, d, pat), name, rng.choice(specs.split("^")), q, unit, p, amt, due)
        )
    net = sum((ln[6] for ln in lines), ZERO)
    tax = (net * rate).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = net + tax

    def yen(v: Decimal) -> str:
        return f"{v:,.0f}"

    dept = cj.pick(rng, "購買課|資材部|調達グループ")

    def pfoot() -> None:
        pdf.text(
            right,
            bottom + 22,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            8,
            align="r",
            colour=GREY,
        )
        pdf.text(
            m,
            bottom + 22,
            f"{buyer}　{dept}",
            7.5,
            colour=GREY,
        )

    # header
    y = 42
    title = cj.pick(rng, "発 注 書|注 文 書|発注書|注文書（兼 納品指示書）|部品発注書")
    tx0 = pdf.w / 2 if land else m + (wd - 175) / 2
    tsz = 19 if land else 17
    tw0 = cj.stringWidth(title, cj.FONT_NAME, tsz) + 2 * (len(title) - 1)
    pdf.text(tx0, y + 4, title, tsz, align="c", bold=True, space=2)
    pdf.line(tx0 - tw0 / 2 - 6, y + 9, tx0 + tw0 / 2 + 6, y + 9, lw=0.8)
    info = [(no_lab, po), ("発注日", cj.fdate(d, ds))]
    if rng.random() < 0.5:
        info.append(("頁", f"{page[0]}/{of or 1}"))
    bx = right - 170
    for k, (lab, val) in enumerate(info):
        pdf.text(bx, y - 8 + k * 13, lab, 8.5)
        pdf.text(
            right, y - 8 + k * 13, val, 9.5 if lab == no_lab else 8.5, align="r", bold=lab == no_lab
        )
    y += 36
    # supplier with 御中 on the left
    pdf.text(m, y, f"{sup}", 13.5, bold=True)
    sw = cj.stringWidth(sup, cj.FONT_NAME, 13.5)
    pdf.text(m + sw + 8, y, "御中", 12)
    pdf.line(m, y + 5, m + sw + 40, y + 5, lw=0.7)
    yl = y + 18
    if rng.random() < 0.6:
        pdf.text(m, yl, f"{cj.pick(rng, '仕入先コード|取引先CD|仕入先No.')}：{vcode}", 8.5)
        yl += 13
    pdf.text(
        m,
        yl,
        "下記の通り発注いたします。"
        if rng.random() < 0.6
        else "毎度格別のお引立てを賜り厚く御礼申し上げます。下記の通り注文致します。",
        8.8,
    )
    yl += 14
    if rng.random() < 0.35:
        pdf.text(m, yl, f"{cj.pick(rng, '見積番号|御見積No.')}：{mitsu}", 8.5)
        yl += 13
    if not noprice and rng.random() < 0.45:
        yl += 6
        pdf.rect(m, yl - 12, 220, 22, stroke=cj.black, lw=0.8)
        pdf.text(m + 6, yl + 3, cj.pick(rng, "ご発注金額|発注金額|注文金額"), 10, bold=True)
        pdf.text(m + 214, yl + 3, f"¥{yen(total)}-（税込）", 11, align="r", bold=True)
        yl += 18
    # buyer on the right
    bxr = m + wd * (0.6 if land else 0.55)
    br = [
        (buyer, 11, True),
        (
            f"〒{rng.randint(100, 899)}-{rng.randint(0, 9999):04d} {fact}{rng.randint(1, 30)}-{rng.randint(1, 20)}",
            7.8,
            False,
        ),
        (f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.8, False),
        (f"登録番号：{reg}", 7.8, False),
        (f"担当：{clerk}", 7.8, False),
    ]
    yr = y - 4
    for s, sz, b in br:
        pdf.text(bxr, yr, s, sz, bold=b)
        yr += sz + 5
    if rng.random() < 0.6:
        pdf.stamp(right - 28, y + 14, buyer, rng, shape="square", r=26)
    y = max(yl, yr) + 8
    # table
    heads = ["No.", "品番", "品名・仕様", "数量", "単位", "単価", "金額", "納期"]
    rel = [4, 13, 30, 7, 5, 9, 11, 9]
    if land:
        heads.append("納入場所")
        rel.append(11)
        heads.insert(3, "製番")
        rel.insert(3, 8)
    widths = cj.rel(wd, rel)
    al = "".join(
        "r" if h in ("数量", "単価", "金額") else "c" if h in ("No.", "単位", "納期") else "l"
        for h in heads
    )
    place = cj.pick(rng, "第二工場 資材倉庫|本社工場 受入|組立課 ライン横|第一倉庫")
    carry = rng.random() < 0.7
    rowh = 16

    def cells(i: int, ln: tuple) -> list[str]:
        pn, name, spec, q, unit, p, amt, due = ln
        v = {
            "No.": str(i + 1),
            "品番": pn,
            "品名・仕様": f"{name} {spec}",
            "製番": seiban,
            "数量": f"{q:,}",
            "単位": unit,
            "単価": "" if noprice else (f"{p:,.1f}" if p != r0(p) else f"{p:,.0f}"),
            "金額": "" if noprice else yen(amt),
            "納期": f"{due.month}/{due.day}",
            "納入場所": place,
        }
        return [v[h] for h in heads]

    def srow(lab: str, v: Decimal) -> list[str]:
        return [lab if h == "品名・仕様" else yen(v) if h == "金額" else "" for h in heads]

    y = crow(pdf, m, y, widths, heads, al, h=18, size=8.5, fill=cj.SHADE, head=True)
    run = ZERO
    for i, ln in enumerate(lines):
        if y + rowh * 2 > bottom:
            if carry and not noprice:
                y = crow(
                    pdf,
                    m,
                    y,
                    widths,
                    srow(cj.pick(rng, "次頁へ繰越|次頁へ"), run),
                    al,
                    h=rowh,
                    size=8.3,
                    bold=True,
                )
            else:
                pdf.text(right, y + 12, "― 次頁へ続く ―", 8, align="r")
            pfoot()
            pdf.new_page()
            page[0] += 1
            pdf.text(m, 36, f"{sup} 御中", 10)
            pdf.text(right, 36, f"{no_lab}：{po}", 9.5, align="r")
            y = crow(pdf, m, 46, widths, heads, al, h=18, size=8.5, fill=cj.SHADE, head=True)
            if carry and not noprice:
                y = crow(
                    pdf, m, y, widths, srow("前頁より繰越", run), al, h=rowh, size=8.3, bold=True
                )
        y = crow(pdf, m, y, widths, cells(i, ln), al, h=rowh, size=8.2)
        run += ln[6]
    need = 90 + (130 if ukesho else 0)
    if y + need > bottom:
        pfoot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{sup} 御中", 10)
        pdf.text(right, 36, f"{no_lab}：{po}", 9.5, align="r")
        y = 50
    y += 6
    if noprice:
        pdf.text(
            m,
            y + 10,
            "※単価は別途お見積りの上、協議決定とします。金額は検収時に確定いたします。",
            9,
        )
        y += 20
    else:
        tx = m + wd * 0.6
        tw_ = right - tx
        trows = [
            [cj.pick(rng, "小計|税抜合計|合計（税抜）"), f"{yen(net)}"],
            ["消費税（10%）", f"{yen(tax)}"],
            [cj.pick(rng, "合計金額（税込）|税込合計|総合計|発注金額合計"), f"¥{yen(total)}"],
        ]
        for k, row in enumerate(trows):
            y = crow(
                pdf,
                tx,
                y,
                [tw_ * 0.55, tw_ * 0.45],
                row,
                "lr",
                h=18,
                size=9.2,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
        y -= 54
    notes = [
        f"納入場所：{place}（{fact}）",
        f"支払条件：{cj.pick(rng, '毎月末日締め 翌月末日現金振込|月末締め 翌々月10日払い|20日締め 翌月末払い')}",
        "納品書には必ず発注番号・品番をご記入ください。",
        "検査：当社受入検査合格をもって検収とします。",
    ]
    if ukesho:
        notes.append("本書受領後、注文請書にご記名押印の上、ご返送ください。")
    for k, t in enumerate(notes):
        pdf.text(m, y + 10 + k * 13, t, 8)
    y += 14 + 13 * len(notes) + (0 if noprice else 10)
    if ukesho:
        y += 14
        pdf.c.setDash([4, 3])
        pdf.line(m, y, right, y, lw=0.5)
        pdf.c.setDash([])
        pdf.text(pdf.w / 2, y + 3, "キ リ ト リ", 7.5, align="c", colour=GREY)
        y += 24
        pdf.text(pdf.w / 2, y, "注 文 請 書", 14, align="c", bold=True, space=2)
        y += 20
        pdf.text(m, y, f"{buyer}　御中", 11)
        pdf.text(right, y, f"{no_lab}：{po}", 9, align="r")
        y += 16
        pdf.text(
            m,
            y,
            "上記ご注文の件、お請けいたします。"
            + ("" if noprice else f"（注文金額 ¥{yen(total)}-　消費税込）"),
            9,
        )
        y += 18
        for lab in ("住所", "会社名", "代表者"):
            pdf.text(m + wd * 0.45, y, f"{lab}", 8.5)
            pdf.line(m + wd * 0.45 + 40, y + 3, right - 20, y + 3, lw=0.4)
            y += 16
        pdf.text(right - 10, y - 16, "印", 9, colour=GREY)
    pfoot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return none_meta(out) if noprice else out


def blind19_ja_seisan_hacchu_meisai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 4 ko subcontract order

KO_STEM = "대한 한빛 세진 동양 우성 태광 삼우 대성 한일 영진 금강 신성 동아 보광 성원 한솔 제일 미래 경원 화신 서진 유림".split()
KO_PRIME = "오토텍|모빌리티|중공업|전자|정밀|기계|하이텍|테크윈"
KO_SUBK = "정밀|산업|금속|기공|프레스|도장|열처리|사출|테크|엠텍"
# part | spec | process | unit | lo | hi (won)
KO_WORK = [
    ("브라켓 ASSY", "SPHC t2.3", "프레스 성형 및 용접", "EA", 850, 4800),
    ("샤프트", "S45C Ø25×210", "선삭·연삭 가공", "EA", 3200, 18500),
    ("하우징", "ADC12", "다이캐스팅 후 MCT 가공", "EA", 6500, 42000),
    ("커버", "PP+GF30", "사출 성형", "EA", 420, 3600),
    ("기어", "SCM420H m2 z36", "호빙 및 침탄 열처리", "EA", 4800, 26000),
    ("플레이트", "SS400 t12", "레이저 절단 및 절곡", "EA", 2200, 15800),
    ("프레임", "STKR400 50×50", "용접 및 분체도장", "SET", 38000, 185000),
    ("핀", "SUJ2 Ø8×40", "열처리(HRC58~62)", "EA", 180, 950),
    ("와이어링 하네스", "AVSS 0.5sq 12P", "조립 및 통전검사", "EA", 2800, 14500),
    ("부싱", "C3604 Ø20", "CNC 선반 가공", "EA", 650, 3900),
    ("도장 임가공", "분체도장 흑색", "도장", "EA", 450, 2600),
    ("아노다이징 임가공", "A6061 흑색", "표면처리", "EA", 380, 2100),
]
KO_TERMS = [
    "원사업자는 목적물 수령일로부터 60일 이내에 하도급대금을 지급한다.",
    "수급사업자는 납품 시 거래명세서에 발주번호 및 품번을 기재하여야 한다.",
    "원사업자는 목적물을 수령한 날부터 10일 이내에 검사 결과를 서면으로 통지한다.",
    "원재료 가격 변동 시 수급사업자는 하도급대금의 조정을 신청할 수 있다.",
    "도면 및 기술자료는 본 발주 목적 외에 사용하거나 제3자에게 제공할 수 없다.",
    "부당한 위탁취소, 반품, 감액은 「하도급거래 공정화에 관한 법률」에 따라 금지된다.",
    "본 발주서에 정하지 아니한 사항은 양사 간 체결한 하도급 기본계약서에 따른다.",
]


def _ko_firm(rng: random.Random, stem: str, trade: str) -> str:
    return cj.pick(rng, "(주){s}{t}|주식회사 {s}{t}|{s}{t}(주)|{s}{t}|{s}{t} 주식회사").format(
        s=stem, t=trade
    )


def _ko(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    s1, s2 = rng.sample(KO_STEM, 2)
    prime = _ko_firm(rng, s1, cj.pick(rng, KO_PRIME))
    sub = _ko_firm(rng, s2, cj.pick(rng, KO_SUBK))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "SC{y}{m}-{n4}|HD-{Y}-{n5}|{Y}{m}{d}-{n3}|WG{y}{m}{n4}|PO-{Y}{m}-{n4}")
    basic = cj.number(rng, d, "기본-{Y}-{n3}|BC-{y}{n4}|HDG-{Y}-{n2}")
    dwg = cj.number(rng, d, "DWG-{n5}|{n2}-{n4}-A")
    page = [1]
    terms_page = rng.random() < 0.4
    title = cj.pick(
        rng, "하도급 발주서|제조위탁 발주서|외주가공 발주서|하도급계약서 겸 발주서|임가공 발주서"
    )
    no_lab = cj.pick(rng, "발주번호|발주 No.|위탁번호|발주서 번호")
    big = rng.random() < 0.25

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 26,
            f"- {page[0]} / {of} -" if of else f"- {page[0]} -",
            8,
            align="c",
            colour=GREY,
        )

    y = 50
    if rng.random() < 0.5:
        pdf.text(m, y, title, 20, bold=True, space=3)
    else:
        pdf.text(pdf.w / 2 - 40, y, title, 20, align="c", bold=True, space=3)
    if rng.random() < 0.55:
        bw = 46
        for k, lab in enumerate(["담당", "검토", "승인"]):
            x = right - (3 - k) * bw
            pdf.rect(x, y - 26, bw, 14, stroke=cj.black, lw=0.5)
            pdf.rect(x, y - 12, bw, 30, stroke=cj.black, lw=0.5)
            pdf.text(x + bw / 2, y - 16, lab, 7.5, align="c")
    y += 22
    pdf.text(
        m, y, "「하도급거래 공정화에 관한 법률」 제3조에 따라 아래와 같이 제조를 위탁합니다.", 8.8
    )
    y += 12
    hrows = [
        [no_lab, po, "발주일자", cj.fdate(d, "iso")],
        [
            "납품기한",
            cj.fdate(cj.later(rng, d, 14, 50), "iso"),
            cj.pick(rng, "기본계약번호|기본계약 No.|계약번호"),
            basic,
        ],
        ["차종/모델", cj.pick(rng, "NX4|CN7|MX5|SV1 프로젝트|RG3"), "도면번호", dwg],
    ]
    if rng.random() < 0.4:
        hrows[0], hrows[1] = hrows[1], hrows[0]
    cw = wd / 4
    y = kgrid(
        pdf,
        m,
        y,
        [cw * 0.7, cw * 1.3, cw * 0.7, cw * 1.3],
        hrows,
        h=17,
        size=8.6,
        labels=(0, 2),
        fill=PALE,
    )
    y += 8

    def party(x: float, yy: float, w: float, head: str, name: str) -> float:
        rows = [
            ["상　호", name],
            ["대표자", b4.ko_who(rng, rank=False)],
            ["사업자번호", b4.ko_brn(rng)],
            ["주　소", b4.ko_addr(rng)],
            ["담당자", f"{b4.ko_who(rng)}  {b4.ko_tel(rng)}"],
        ]
        pdf.rect(x, yy, 20, 17 * len(rows), fill=cj.SHADE, stroke=cj.black, lw=0.6)
        for k, ch in enumerate(head):
            pdf.text(
                x + 10,
                yy + 17 * len(rows) / 2 - (len(head) - 1) * 6.5 + k * 13 + 4,
                ch,
                9,
                align="c",
                bold=True,
            )
        return kgrid(
            pdf,
            x + 20,
            yy,
            [(w - 20) * 0.26, (w - 20) * 0.74],
            rows,
            h=17,
            size=8.3,
            labels=(0,),
            fill=PALE,
        )

    h1, h2 = (
        cj.pick(rng, "원사업자|원사업자(발주자)|위탁자"),
        cj.pick(rng, "수급사업자|수급사업자(수탁자)|수탁자"),
    )
    sides = [(h1, prime), (h2, sub)]
    if rng.random() < 0.3:
        sides.reverse()
    if rng.random() < 0.6:
        half = (wd - 8) / 2
        ya = party(m, y, half, sides[0][0].split("(")[0], sides[0][1])
        yb = party(m + half + 8, y, half, sides[1][0].split("(")[0], sides[1][1])
        y = max(ya, yb) + 10
    else:
        for head, name in sides:
            y = party(m, y, wd, head.split("(")[0], name) + 4
        y += 6
    # items
    n = rng.randint(1, 6) if rng.random() < 0.75 else rng.randint(14, 30)
    lines = []
    for part, spec, proc, unit, lo, hi in take(rng, KO_WORK, n):
        p = Decimal(rng.randint(lo, hi) // 10 * 10)
        q = (
            rng.choice([1, 2, 5, 10])
            if hi > 50000
            else rng.choice([100, 200, 300, 500, 1000, 1500, 2000])
            if hi < 5000
            else rng.choice([20, 50, 100, 200, 300])
        )
        pn = cj.number(rng, d, "{n5}-{n5}|{n2}{n3}-{n4}A|KR{n6}")
        lines.append((pn, part, spec, proc, unit, q, p, p * q))
    net = sum((ln[7] for ln in lines), ZERO)
    vat = (net / 10).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = net + vat
    mat = Decimal(rng.randint(50, 900) * 10000) if rng.random() < 0.4 else ZERO
    wsign = cj.pick(rng, "₩|￦|")
    if big:
        y += 2
        pdf.rect(m, y, wd, 26, fill=PALE, stroke=cj.black, lw=0.8)
        pdf.text(m + 8, y + 17, cj.pick(rng, "하도급대금|위탁금액|발주금액"), 11, bold=True)
        pdf.text(m + 110, y + 17, f"일금 {b4.ko_words(int(total))}원정", 10.5, bold=True)
        pdf.text(right - 8, y + 17, f"({wsign}{won(total)}, 부가세 포함)", 10, align="r")
        y += 34
    heads = ["No", "품번", "품명", "규격/재질", "위탁내용", "단위", "수량", "단가", "금액"]
    rel = [3.5, 11, 12, 12, 15, 5, 6.5, 8.5, 11]
    widths = cj.rel(wd, rel)
    al = "cllllcrrr"
    y = crow(pdf, m, y, widths, heads, al, h=18, size=8.2, fill=cj.SHADE, head=True)
    rowh = 16
    for i, ln in enumerate(lines):
        pn, part, spec, proc, unit, q, p, amt = ln
        if y + rowh > bottom - 20:
            pdf.text(right, y + 12, "(다음 장에 계속)", 8, align="r", colour=GREY)
            foot()
            pdf.new_page()
            page[0] += 1
            pdf.text(m, 40, f"{title} (계속)", 11, bold=True)
            pdf.text(right, 40, f"{no_lab}: {po}", 9, align="r")
            y = crow(pdf, m, 50, widths, heads, al, h=18, size=8.2, fill=cj.SHADE, head=True)
        y = crow(
            pdf,
            m,
            y,
            widths,
            [str(i + 1), pn, part, spec, proc, unit, f"{q:,}", won(p), won(amt)],
            al,
            h=rowh,
            size=7.9,
        )
    need = 150 + (0 if terms_page else 100)
    if y + need > bottom:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"{title} (계속)", 11, bold=True)
        pdf.text(right, 40, f"{no_lab}: {po}", 9, align="r")
        y = 54
    tl = cj.pick(rng, "합계금액|총 합계|하도급대금 합계|합　계")
    trows = [
        ["공급가액", f"{won(net)}"],
        [cj.pick(rng, "부가가치세(10%)|부가세|세액"), f"{won(vat)}"],
        [tl, f"{wsign}{won(total)}"],
    ]
    tx = m + wd * 0.55
    for k, row in enumerate(trows):
        y = crow(
            pdf,
            tx,
            y,
            [(right - tx) * 0.45, (right - tx) * 0.55],
            row,
            "lr",
            h=18,
            size=9,
            bold=k == 2,
            fill=PALE if k == 2 else None,
        )
    y += 8
    conds = [
        [
            "납품장소",
            cj.pick(
                rng, "원사업자 본사 공장 자재창고|원사업자 제2공장 수입검사장|원사업자 지정장소"
            ),
        ],
        [
            "대금지급",
            cj.pick(
                rng,
                "목적물 수령 후 60일 이내 현금 지급|월말 마감 익월 말일 현금 100%|검수 완료 후 30일 이내 전자어음",
            ),
        ],
        [
            "검사방법",
            cj.pick(
                rng,
                "원사업자 수입검사 기준서에 의함|샘플링 검사(AQL 0.65)|전수 외관검사 및 치수검사",
            ),
        ],
    ]
    if mat:
        conds.append(
            ["무상사급", f"원자재 무상사급 (사급자재 가액 {won(mat)}원, 하도급대금에 미포함)"]
        )
    y = kgrid(pdf, m, y, [wd * 0.16, wd * 0.84], conds, h=17, size=8.3, labels=(0,), fill=PALE)
    y += 10
    if not terms_page:
        pdf.text(m, y + 4, "[하도급 거래 조건]", 9, bold=True)
        y += 16
        for k, t in enumerate(rng.sample(KO_TERMS, 4)):
            pdf.text(m + 4, y, f"{k + 1}. {t}", 7.8)
            y += 12
        y += 6
    pdf.text(
        pdf.w / 2,
        y + 8,
        cj.fdate(d, "cn").replace("年", "년 ").replace("月", "월 ").replace("日", "일"),
        9.5,
        align="c",
    )
    y += 26
    half = wd / 2
    for k, (lab, name) in enumerate([(h1.split("(")[0], prime), (h2.split("(")[0], sub)]):
        x = m + k * half + 10
        pdf.text(x, y, f"{lab}", 9, bold=True)
        pdf.text(x, y + 15, f"상호: {name}", 9)
        pdf.text(x, y + 30, f"대표이사: {b4.ko_who(rng, rank=False)}  (인)", 9)
    if rng.random() < 0.6:
        pdf.stamp(m + 10 + 150, y + 22, prime, rng, shape="square", r=20)
    foot()
    if terms_page:
        pdf.new_page()
        page[0] += 1
        y = 50
        pdf.text(pdf.w / 2, y, "하도급 거래 조건", 14, align="c", bold=True)
        y += 24
        for k, t in enumerate(KO_TERMS):
            pdf.text(m, y, f"제{k + 1}조", 9, bold=True)
            pdf.text(m + 40, y, t, 8.8)
            y += 18
        y += 10
        pdf.text(m, y, f"본 조건은 {no_lab} {po}의 일부를 구성한다.", 8.8)
        foot()
    return cfinish(pdf, "ko", "purchase_order", po, sub, total)


def blind19_ko_hadogeup_baljuseo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ko)


# --------------------------------------------------------------------------- latin table helper


def ltable(
    d: la.Doc,
    x: float,
    y: float,
    widths: Sequence[float],
    heads: Sequence[str],
    rows: Sequence[tuple[Sequence[str], Decimal]],
    align: str,
    *,
    size: float,
    rowh: float,
    bottom: float,
    brk: Callable[[], float],
    hrgb: tuple | None = None,
    zebra: tuple | None = None,
    grid: bool = True,
    carry: tuple[str, str, Callable[[Decimal], str], int, int] | None = None,
    hsize: float | None = None,
) -> float:
    """Header and rows over pages; `carry` = (label at a page's foot, label at the next page's
    head, formatter, label column, amount column) prints the running sum across pages."""
    tw = sum(widths)
    hs = hsize or size

    def head(yy: float) -> float:
        hh = rowh + 3
        if hrgb is not None:
            rgb_box(d, x, yy, tw, hh, hrgb)
        else:
            d.box(x, yy, tw, hh, fill=0.86, stroke=False)
        cx = x
        for w, s, a in zip(widths, heads, align):
            tx = cx + 3 if a == "l" else cx + w - 3 if a == "r" else cx + w / 2
            if hrgb is not None:
                rgb_text(d, tx, yy + hh / 2 + hs * 0.35, s, hs, (1, 1, 1), al=a)
            else:
                d.t(tx, yy + hh / 2 + hs * 0.35, s, hs, b=True, al=a, maxw=w - 4)
            cx += w
        d.line(x, yy + hh, x + tw, yy + hh, 0.6)
        return yy + hh

    def crow_(label: str, v: Decimal) -> list[str]:
        cells = [""] * len(widths)
        cells[carry[3]] = label
        cells[carry[4]] = carry[2](v)
        return cells

    y = head(y)
    run = ZERO
    for i, (cells, amt) in enumerate(rows):
        if y + rowh * (2 if carry else 1) > bottom:
            if carry:
                y = lrow(
                    d,
                    x,
                    y,
                    widths,
                    crow_(carry[0], run),
                    align,
                    h=rowh,
                    size=size,
                    b=True,
                    vert=grid,
                )
            y = head(brk())
            if carry:
                y = lrow(
                    d,
                    x,
                    y,
                    widths,
                    crow_(carry[1], run),
                    align,
                    h=rowh,
                    size=size,
                    b=True,
                    vert=grid,
                )
        if zebra is not None and i % 2:
            rgb_box(d, x, y, tw, rowh, zebra)
        y = lrow(d, x, y, widths, cells, align, h=rowh, size=size, vert=grid)
        run += amt
    return y


# --------------------------------------------------------------------------- 5 en-SG e-procurement PO

SG_PLACES = "Tampines|Sengkang|Woodlands|Jurong|Bukit Merah|Changi|Serangoon|Novena|Punggol|Yishun|Kallang|Clementi|Outram"
SG_BUY = (
    "{P} General Hospital|{P} Community Hospital Ltd|{P} Polytechnic|National {P} Eye Centre|"
    "{P} Health Pte. Ltd.|{P} Institute of Technical Education|{P} Town Council|{P} Polyclinic Group Pte Ltd"
)
SG_STEM = "Meridian|Lion City|Orchid|Straits|Harbourfront|Raffles Bay|Temasek Ridge|Evergreen Asia|Pinnacle|Sunrise|Kingsford|Eastwind|Sentosa Link"
SG_SUP = (
    "{S} Medical Supplies Pte Ltd|{S} Engineering Pte. Ltd.|{S} Scientific (S) Pte Ltd|{S} Trading Pte Ltd|"
    "{S} Technologies Pte. Ltd.|{S} Office Solutions Pte Ltd|{S} Facility Services Pte. Ltd.|{S} Biomedical (Singapore) Pte. Ltd."
)
SG_ADDR = [
    "{n} Ubi Avenue 1, #0{d}-{n2}, Singapore 408{n3}",
    "{n} Kaki Bukit Road 3, #0{d}-{n2}, Singapore 417{n3}",
    "{n} Tai Seng Street, #0{d}-{n2}, Singapore 534{n3}",
    "{n} Woodlands Loop, #0{d}-{n2}, Singapore 738{n3}",
    "{n} Jurong West Street 92, Singapore 640{n3}",
    "{n} Pandan Loop, #0{d}-{n2}, Singapore 128{n3}",
    "{n} Changi South Lane, Singapore 486{n3}",
]
# description | uom | lo | hi
SG_ITEMS = [
    ("Nitrile examination gloves, powder-free, M (100/box)", "BOX", 6, 14),
    ("Surgical mask 3-ply, ear-loop (50/box)", "BOX", 4, 11),
    ("Syringe 10 ml luer-lock, sterile (100/box)", "BOX", 18, 42),
    ("IV cannula 22G with injection port (50/box)", "BOX", 48, 120),
    ("Alcohol swab 70% IPA (200/box)", "BOX", 3, 9),
    ("Hand sanitiser gel 500 ml pump", "BTL", 4, 12),
    ("Patient monitor ECG lead set, 5-lead", "SET", 85, 260),
    ("Thermal paper roll 80 mm x 70 m", "ROLL", 1.2, 3.5),
    ("A4 copier paper 80 gsm (5 reams/carton)", "CTN", 21, 34),
    ("Toner cartridge HP 59A", "PC", 120, 210),
    ("Laptop 14in i5 16GB 512GB SSD", "UNIT", 1180, 1980),
    ("24in LED monitor, height-adjustable", "UNIT", 189, 360),
    ("Annual preventive maintenance, chiller plant", "LOT", 4800, 18500),
    ("Aircon servicing (quarterly), FCU units", "LOT", 680, 3400),
    ("Biohazard waste bag 660 x 900 mm (250/ctn)", "CTN", 38, 85),
    ("Lab pipette tips 200 ul, racked (960/pk)", "PK", 28, 75),
    ("Wheelchair, foldable, 18in seat", "UNIT", 260, 540),
    ("Disinfectant wipes, quaternary (100/tub)", "TUB", 9, 22),
]


def sg_uen(rng: random.Random) -> str:
    return la.digits(rng, la.pick(rng, "20##@#####@|19######@|T1#LL####@|5#######@")).replace(
        "@", rng.choice("CDEGHKMNRWZ")
    )


def _sg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond|helv"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(30, 42)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 70
    p1, p2 = rng.sample(SG_PLACES.split("|"), 2)
    buyer = la.pick(rng, SG_BUY).format(P=p1)
    sup = la.pick(rng, SG_SUP).format(S=la.pick(rng, SG_STEM))
    dt = la.day(rng)
    yy_ = f"{dt.year % 100}"
    po = la.digits(
        rng, la.pick(rng, f"4500######|PO-{yy_}-######|HSPO{yy_}#####|P{yy_}0#####|######")
    )
    pr = la.digits(rng, la.pick(rng, f"10000#####|PR-{yy_}-#####|RQ######"))
    quote = la.digits(rng, la.pick(rng, "QT-2#-####|Q######|SQ/2#/###"))
    contract = la.digits(rng, la.pick(rng, "ITQ2#######|CTR/2#/###|PC-20##-###"))
    vno = la.digits(rng, "10#####")
    ds = la.pick(rng, "dmy|mon|dot")
    gst = rng.random() < 0.9
    inband = rng.random() < 0.55
    no_lab = la.pick(rng, "PO No.|PO Number|Purchase Order No.|Order No.")
    page = [1]

    def addr() -> str:
        a = rng.choice(SG_ADDR)
        return a.format(
            n=rng.randint(2, 88),
            d=rng.randint(1, 9),
            n2=f"{rng.randint(1, 80):02d}",
            n3=f"{rng.randint(0, 999):03d}",
        )

    def band(full: bool) -> float:
        bh = 58 if full else 34
        rgb_box(d, 0, 0, d.w, bh, acc)
        rgb_text(
            d,
            m,
            24 if full else 22,
            buyer,
            snug(d, [buyer], wd * 0.55, 13 if full else 10),
            (1, 1, 1),
        )
        if full:
            rgb_text(
                d,
                m,
                40,
                f"UEN {sg_uen(rng)}  |  GST Reg. No. {sg_uen(rng)}",
                7.5,
                (1, 1, 1),
                b=False,
            )
        rgb_text(d, r, 26 if full else 22, "PURCHASE ORDER", 16 if full else 11, (1, 1, 1), al="r")
        if inband or not full:
            rgb_text(
                d, r, 44 if full else 31, f"{no_lab} {po}", 10 if full else 8, (1, 1, 1), al="r"
            )
        return bh

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            "This is a computer-generated purchase order. No signature is required.",
            6.8,
            grey=0.35,
        )
        d.t(
            m,
            d.h - 27,
            f"Please quote the {no_lab.replace(' No.', ' number').replace(' Number', ' number')} on all delivery orders and invoices. Invoices to be submitted via InvoiceNow (Peppol).",
            6.8,
            grey=0.35,
        )
        d.t(r, d.h - 36, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7.5, al="r")

    def brk() -> float:
        d.t(r, bottom + 12, "Continued on next page", 7, al="r", grey=0.4)
        foot()
        d.new_page()
        page[0] += 1
        return band(False) + 16

    y = band(True) + 14
    if not inband:
        bx = r - 180
        d.box(bx, y, 180, 34, lw=0.8)
        d.t(bx + 6, y + 13, no_lab, 8, b=True)
        d.t(bx + 6, y + 28, po, 13, b=True)
        d.t(r - 6, y + 13, la.dfmt(dt, ds), 8, al="r")
        y += 42
    # left: bill to / deliver to ; right: supplier
    half = wd / 2 - 8
    sx = m + half + 16
    sup_lab = la.pick(rng, "Supplier|SUPPLIER|Vendor|Supplier Details")
    d.box(sx, y, r - sx, 15, fill=0.9, stroke=False)
    d.t(sx + 5, y + 11, sup_lab, 8.5, b=True)
    srows = [sup, addr()]
    if rng.random() < 0.6:
        srows.append(
            f"Attn: {la.pick(rng, 'Ms|Mr')} {la.pick(rng, 'Tan|Lim|Ng|Wong|Goh|Lee|Chua|Koh|Ong|Teo|Rahman|Kumar')} {la.pick(rng, 'Wei Ling|Boon Keat|Hui Min|Kok Meng|Siti|Rajesh|Jia Hui|Daniel')}"
        )
    srows.append(f"Tel: +65 6{la.digits(rng, '### ####')}")
    srows.append(f"{la.pick(rng, 'Supplier No.|Vendor Code|Supplier ID')}: {vno}")
    if rng.random() < 0.6:
        srows.append(f"UEN: {sg_uen(rng)}")
    d.t(sx + 5, y + 27, sup, snug(d, [sup], r - sx - 10, 9.5), b=True)
    ys = d.lines(sx + 5, y + 30, srows[1:], 8.2, lead=10.5)
    d.box(sx, y, r - sx, ys - y + 4, lw=0.5)
    lab1, lab2 = (
        la.pick(rng, "Bill To|Invoice To|Billing Address"),
        la.pick(rng, "Deliver To|Ship To|Delivery Address"),
    )
    fin = la.pick(rng, f"{buyer}|Finance Shared Services, {buyer}|Accounts Payable, {buyer}")
    d.t(m, y + 11, lab1, 8.5, b=True)
    yl = d.lines(m, y + 14, [fin, addr()], 8.2, lead=10.5)
    d.t(m, yl + 12, lab2, 8.5, b=True)
    yl = d.lines(
        m,
        yl + 15,
        [
            la.pick(
                rng,
                "Central Store, Loading Bay 2|Main Pharmacy Store|Block C Level 1 Receiving|Logistics Hub (Level B1)",
            ),
            addr(),
        ],
        8.2,
        lead=10.5,
    )
    y = max(yl, ys) + 12
    # info grid
    info = [
        ("PO Date", la.dfmt(dt, ds)),
        (la.pick(rng, "PR No.|Requisition No.|Req. No."), pr),
        (
            la.pick(rng, "Buyer|Procurement Officer|Requestor"),
            la.pick(
                rng, "Tan Mei Ling|Muhammad Faizal|Priya Nair|Jason Koh|Lim Hui Shan|Chong Wei"
            ),
        ),
        ("Payment Terms", la.pick(rng, "30 days|Net 30|30 days from invoice|60 days")),
        ("Currency", "SGD"),
        (la.pick(rng, "Quotation Ref.|Your Quotation|Quote No."), quote),
    ]
    if rng.random() < 0.5:
        info.append((la.pick(rng, "Contract No.|Period Contract|Agreement No."), contract))
    if inband and rng.random() < 0.4:
        info.insert(0, (no_lab, po))
    if not inband:
        info = info[1:]
    k = len(info)
    cw = wd / k
    for i, (lab, val) in enumerate(info):
        x = m + i * cw
        d.box(x, y, cw, 28, lw=0.4)
        d.t(x + 3, y + 9, lab, 6.6, b=True, grey=0.3, maxw=cw - 5)
        d.t(x + 3, y + 22, val, 7.8, maxw=cw - 5)
    y += 38
    # items
    disc = rng.random() < 0.3
    heads = ["Ln", "Item Code", "Description", "Qty", "UOM", "Unit Price", "Amount (SGD)"]
    rel = [4, 11, 44, 7, 7, 12, 15]
    if disc:
        heads.insert(6, "Disc %")
        rel.insert(6, 6)
    widths = [wd * v / sum(rel) for v in rel]
    al = "cllrcrrr" if disc else "cllrcrr"
    n = rng.randint(1, 8) if rng.random() < 0.75 else rng.randint(22, 40)
    rows = []
    for i, (desc, uom, lo, hi) in enumerate(take(rng, SG_ITEMS, n)):
        p = price(rng, lo, hi)
        q = qty(rng, hi)
        dc = rng.choice([0, 0, 5, 10]) if disc else 0
        amt = r2(p * q * (100 - dc) / 100)
        code = la.digits(rng, la.pick(rng, "MED-#####|1#######|IT-####|FM####"))
        cells = [str(i + 1), code, desc, f"{q}", uom, us(p)]
        if disc:
            cells.append(f"{dc}" if dc else "")
        cells.append(us(amt))
        rows.append((cells, amt))
    sub = sum((a for _, a in rows), ZERO)
    tax = r2(sub * Decimal("0.09")) if gst else ZERO
    total = sub + tax
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        al,
        size=7.8,
        rowh=14,
        bottom=bottom,
        brk=brk,
        hrgb=acc,
        grid=rng.random() < 0.5,
        zebra=light(acc, 0.92) if rng.random() < 0.5 else None,
    )
    if y + 130 > bottom:
        y = brk()
    y += 10
    tx = m + wd * 0.58
    tl = la.pick(
        rng, "Total Amount (SGD)|Grand Total|PO Total (incl. GST)|Total (SGD)|Total Payable"
    )
    trs = [("Sub-Total", us(sub), False)]
    trs.append(
        (
            "GST @ 9%" if gst else "GST (supplier not GST-registered)",
            us(tax) if gst else "0.00",
            False,
        )
    )
    trs.append((tl, (la.pick(rng, "S$|SGD |") + us(total)), True))
    d.summary(tx, r - 4, y, trs, 8.6, box_last=True)
    # remarks left
    rem = [
        "Delivery: "
        + la.pick(
            rng,
            "within 14 days of PO date|by "
            + la.dfmt(dt + timedelta(days=rng.randint(7, 30)), ds)
            + "|as per schedule agreed with requestor",
        ),
        la.pick(
            rng,
            "Goods must be delivered with a Delivery Order quoting this PO.|Partial deliveries are not accepted without prior approval.",
        ),
        la.pick(
            rng,
            "Budget: OPEX / Cost Centre "
            + la.digits(rng, "4####")
            + "|WBS: "
            + la.digits(rng, "P-2#-####-##"),
        ),
    ]
    d.t(m, y + 10, "Remarks", 8.2, b=True)
    yy = y + 14
    for t in rem:
        yy = wrapped(d, m, yy, t, 7.6, wd * 0.54)
    y = max(yy, y + 60) + 16
    if rng.random() < 0.6 and y + 50 < bottom + 30:
        d.t(m, y, la.pick(rng, "Approved by|Authorised Signatory|Approving Officer"), 7.8, b=True)
        d.t(
            m,
            y + 12,
            la.pick(rng, "Head, Procurement|Director, Finance|Senior Manager, Materials Management")
            + " (e-approved "
            + la.dfmt(dt, ds)
            + ")",
            7.6,
        )
        d.t(m + wd * 0.55, y, "Supplier Acknowledgement", 7.8, b=True)
        d.line(m + wd * 0.55, y + 30, r, y + 30, 0.4)
        d.t(m + wd * 0.55, y + 39, "Signature & Company Stamp / Date", 6.8, grey=0.35)
    foot()
    return finish(d, "en", "purchase_order", po, sup, total)


def blind19_en_sg_eproc_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sg)


# --------------------------------------------------------------------------- 6 en-IE/UK delivery docket

IE_LAST = "Murphy|Kelly|O'Sullivan|Walsh|O'Brien|Byrne|Ryan|O'Connor|Doyle|McCarthy|Gallagher|Doherty|Kennedy|Lynch|Quinn|Brennan"
IE_MERCH = (
    "{L} Builders Providers Ltd|{L} Hardware & Timber Ltd|{P} Building Supplies Ltd|{L} & Sons Builders Merchants Ltd|"
    "{P} Timber & Hardware Ltd|{P} Agri & Hardware Ltd|{L} Plumbing & Heating Supplies Ltd|{P} Steel & Fixings Ltd"
)
IE_CUST = (
    "{L} Construction Ltd|{L} & {L2} Builders Ltd|{P} Developments Ltd|{L} Civil Engineering Ltd|"
    "{L} Groundworks Ltd|{L} Electrical Contractors Ltd|{P} Homes Ltd|{L} Roofing Ltd"
)
IE_PLACES = [
    ("Mallow", "Co. Cork", "P51"),
    ("Tullamore", "Co. Offaly", "R35"),
    ("Ennis", "Co. Clare", "V95"),
    ("Naas", "Co. Kildare", "W91"),
    ("Castlebar", "Co. Mayo", "F23"),
    ("Dundalk", "Co. Louth", "A91"),
    ("Gorey", "Co. Wexford", "Y25"),
    ("Athlone", "Co. Westmeath", "N37"),
    ("Letterkenny", "Co. Donegal", "F92"),
]
UK_PLACES = [
    ("Carlisle", "Cumbria", "CA2"),
    ("Shrewsbury", "Shropshire", "SY1"),
    ("Taunton", "Somerset", "TA1"),
    ("Lincoln", "Lincolnshire", "LN6"),
    ("Inverness", "Highland", "IV2"),
    ("Newry", "Co. Down", "BT35"),
]
IE_STREETS = (
    "Industrial Estate|Business Park|Mill Road|Dublin Road|Station Road|Quarry Road|Enterprise Park"
)
# code | description | unit | lo | hi | vat (ie) | kg
IE_GOODS = [
    ("CEM25", "Cement CEM II/A 25kg", "BAG", 6, 9, "13.5", 25),
    ("BLK440", "Concrete block 440x215x100 solid", "EA", 1.3, 2.2, "13.5", 19),
    ("SND-T", "Plastering sand (1 tonne bag)", "BAG", 48, 75, "13.5", 1000),
    ("TMB4X2", "C16 timber 100x50mm x 4.8m", "LEN", 7, 13, "23", 12),
    ("OSB18", "OSB3 board 2440x1220x18mm", "SHT", 22, 38, "23", 33),
    ("PB12", "Plasterboard 12.5mm 2400x1200", "SHT", 9, 15, "23", 22),
    ("INS100", "PIR insulation board 100mm 2400x1200", "SHT", 38, 62, "23", 7),
    ("DPC450", "DPC roll 450mm x 30m", "ROLL", 14, 26, "23", 6),
    ("REB12", "Rebar B500B 12mm x 6m", "LEN", 8, 14, "23", 5),
    ("MESH", "Steel mesh A393 4.8x2.4m", "SHT", 45, 78, "23", 30),
    ("PIP110", "Soil pipe 110mm x 3m", "LEN", 16, 29, "23", 4),
    ("SCR5", "Wood screws 5x70mm (200)", "BOX", 9, 18, "23", 1),
    ("MEMB", "Breather membrane 1.5 x 50m", "ROLL", 48, 95, "23", 15),
    ("PLT", "Returnable pallet (deposit)", "PLT", 15, 25, "23", 20),
]


def _ie(rng: random.Random, of: int) -> tuple[bytes, dict]:
    uk = rng.random() < 0.3
    d = la.Doc(A4, la.pick(rng, "helv|libsans|libnarrow|times|djcond"))
    m = rng.uniform(28, 40)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 120
    places = UK_PLACES if uk else IE_PLACES
    (town, county, code), (town2, county2, code2) = rng.sample(places, 2)
    ln1, ln2, ln3 = rng.sample(IE_LAST.split("|"), 3)
    merch = la.pick(rng, IE_MERCH).format(L=ln1, P=town)
    cust = la.pick(rng, IE_CUST).format(L=ln2, L2=ln3, P=town2)
    dt = la.day(rng)
    priced = rng.random() < 0.35
    cur = "£" if uk else "€"
    docket = la.digits(rng, la.pick(rng, "DN######|######|D/2#####|4######"))
    so = la.digits(rng, la.pick(rng, "SO-######|S######|SORD####"))
    acct = la.digits(rng, la.pick(rng, "@@@###|C#####|####"))
    po_fmt = la.pick(rng, f"PO-{dt.year}-####|P0#####|####|@@-###|#####/@|JOB ####-PO##")
    po = la.digits(rng, po_fmt)
    po_lab = la.pick(
        rng,
        "Your Order No.|Customer Order No.|Cust. PO|Your Ref / PO|Order Ref.|PO Number|Customer Ref.",
    )
    page = [1]

    def postcode(c: str) -> str:
        if uk:
            return f"{c} {rng.randint(1, 9)}{rng.choice('ABDEFHJLNPRSTUWXYZ')}{rng.choice('ABDEFHJLNPRSTUWXYZ')}"
        return f"{c} {la.digits(rng, '@#@#').replace('0', '1')}"

    vat = (
        f"VAT No. GB {la.digits(rng, '### #### ##')}"
        if uk
        else f"VAT No. IE{la.digits(rng, '#######')}{rng.choice('ABCDEFHKTW')}"
    )
    reg = f"Company Reg. No. {la.digits(rng, '######')}"

    def foot() -> None:
        d.t(d.w / 2, d.h - 24, f"{merch}  |  {reg}  |  {vat}", 6.8, al="c", grey=0.35)
        d.t(
            r,
            d.h - 34,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    # letterhead (the merchant)
    y = 36
    d.t(m, y + 8, merch, snug(d, [merch], wd * 0.58, 15), b=True)
    street = f"{rng.choice(IE_STREETS.split('|'))}, {town}, {county}"
    d.lines(
        m,
        y + 14,
        [
            street,
            postcode(code),
            f"Tel: {la.digits(rng, '01### ######' if uk else '0## ### ####')}   Email: sales@{ln1.lower().replace(chr(39), '')}{'merchants' if rng.random() < 0.5 else 'bp'}.{'co.uk' if uk else 'ie'}",
        ],
        8,
        lead=10,
    )
    title = la.pick(rng, "DELIVERY DOCKET|DELIVERY NOTE|DESPATCH NOTE|Delivery Docket")
    d.t(r, y + 10, title, 15, b=True, al="r")
    d.t(r, y + 26, f"{la.pick(rng, 'Docket No.|No.|Delivery No.')} {docket}", 10, b=True, al="r")
    copy = la.pick(rng, "CUSTOMER COPY|DRIVER COPY - RETURN SIGNED|OFFICE COPY|")
    if copy:
        d.t(r, y + 40, copy, 7.5, al="r", grey=0.35)
    y += 64
    d.line(m, y, r, y, 0.8)
    y += 10
    # customer / delivery address
    half = wd / 2 - 6
    d.box(m, y, half, 78, lw=0.5)
    d.t(m + 5, y + 11, la.pick(rng, "Customer:|Invoice To:|Account Name:|Sold To:"), 7.8, b=True)
    d.lines(
        m + 5,
        y + 15,
        [
            cust,
            f"{rng.randint(1, 40)} {la.pick(rng, 'Main Street|Church Road|Green Lane|Market Square')}",
            f"{town2}, {county2}",
            postcode(code2),
        ],
        8.4,
        lead=10.5,
    )
    d.box(m + half + 12, y, half, 78, lw=0.5)
    dx = m + half + 17
    d.t(dx, y + 11, la.pick(rng, "Deliver To:|Delivery Address:|Site Address:"), 7.8, b=True)
    site = la.pick(
        rng,
        "Site: {n} New Dwellings|Site: Phase {k}, {t} Road|Site: Extension, {t} N.S.|Site: {n} Units, {t} Business Park",
    ).format(
        n=rng.randint(4, 60),
        k=rng.randint(1, 4),
        t=la.pick(rng, "Ballyhale|Kilmore|Ashgrove|Rathmore|Oakfield|Cloonagh"),
    )
    d.lines(
        dx,
        y + 15,
        [
            site,
            f"{town2}, {county2}",
            f"Site contact: {la.pick(rng, 'Sean|Padraig|Liam|Declan|Ciaran|Mark')} {la.digits(rng, '07### ######' if uk else '08# ### ####')}",
        ],
        8.4,
        lead=10.5,
    )
    y += 88
    # reference strip
    refs = [
        ("Date", la.dfmt(dt, "dmy")),
        ("Account No.", acct),
        (po_lab, po),
        (la.pick(rng, "Sales Order|Our Ref.|S/O No."), so),
        (
            "Vehicle",
            la.digits(rng, "2#-@-####" if not uk else "@@## @@@").replace(
                "-@-", f"-{rng.choice(['C', 'D', 'G', 'KE', 'MO', 'WX'])}-"
            ),
        ),
        ("Driver", la.pick(rng, "T. Walsh|J. Byrne|M. Kelly|P. Ryan|D. Quinn")),
    ]
    if rng.random() < 0.4:
        refs.insert(0, refs.pop(2))
    if rng.random() < 0.3:
        refs.pop(5)
    cw = wd / len(refs)
    for i, (lab, val) in enumerate(refs):
        x = m + i * cw
        d.box(x, y, cw, 28, lw=0.5, fill=0.93)
        d.box(x, y + 12, cw, 16, lw=0.5, fill=1)
        d.box(x, y, cw, 28, lw=0.5)
        d.t(x + 3, y + 9, lab, 6.8, b=True, maxw=cw - 5)
        d.t(x + 3, y + 24, val, 8.4, b=lab == po_lab, maxw=cw - 4)
    y += 38
    # lines
    n = rng.randint(2, 10) if rng.random() < 0.8 else rng.randint(26, 40)
    heads = ["Code", "Description", "Qty", "Unit"]
    rel = [10, 42, 7, 7]
    if priced:
        heads += ["Price", "VAT %", "Net"]
        rel += [10, 7, 12]
    else:
        heads += ["Weight (kg)", "Checked"]
        rel += [11, 9]
    widths = [wd * v / sum(rel) for v in rel]
    al = "llrcrrr" if priced else "llrcrc"
    rows = []
    weight = 0
    nets: dict[str, Decimal] = {}
    for code_, desc, unit, lo, hi, vat, kg in take(rng, IE_GOODS, n):
        q = (
            rng.choice([1, 2, 4, 6, 10, 20, 40, 60])
            if hi > 5
            else rng.choice([100, 200, 300, 480, 600])
        )
        if uk:
            vat = "20"
        p = price(rng, lo, hi)
        amt = r2(p * q)
        weight += kg * q
        if priced:
            cells = [code_, desc, str(q), unit, grouped(p), vat, grouped(amt)]
            nets[vat] = nets.get(vat, ZERO) + amt
        else:
            cells = [code_, desc, str(q), unit, f"{kg * q:,}", ""]
        rows.append((cells, amt))

    def brk() -> float:
        d.t(r, bottom + 10, "continued overleaf", 7.2, al="r", grey=0.35)
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{merch} - {title.title()} {docket}", 9, b=True)
        d.t(r, 40, f"{po_lab} {po}", 8.5, al="r")
        return 52

    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        al,
        size=8,
        rowh=14,
        bottom=bottom + 60,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    total = None
    if y + 150 > d.h - 50:
        y = brk()
    y += 8
    if priced:
        goods = sum(nets.values(), ZERO)
        vats = {k: r2(v * Decimal(k) / 100) for k, v in nets.items()}
        total = goods + sum(vats.values(), ZERO)
        trs = [("Goods", grouped(goods), False)]
        for k in sorted(vats, key=Decimal):
            trs.append((f"VAT @ {k}%", grouped(vats[k]), False))
        trs.append(
            (
                la.pick(rng, "Total|TOTAL|Docket Total|Total incl. VAT"),
                f"{cur}{grouped(total)}",
                True,
            )
        )
        d.summary(m + wd * 0.62, r - 4, y, trs, 8.6, box_last=True)
    d.t(
        m,
        y + 10,
        f"Total items: {len(rows)}     Total pieces: {sum(int(c[2]) for c, _ in rows):,}     Total weight: {weight:,} kg",
        8,
    )
    if not priced and rng.random() < 0.5:
        d.t(m, y + 24, "Prices and VAT as per invoice to follow.", 7.8, grey=0.35)
    y += 88 if priced else 42
    d.box(m, y, wd, 64, lw=0.6)
    d.t(
        m + 5,
        y + 12,
        la.pick(
            rng,
            "Goods received in good order and condition.|Received the above goods in good condition.|All goods remain the property of the supplier until paid for in full.",
        ),
        8,
        b=True,
    )
    for k, lab in enumerate(["Signed:", "Print Name:", "Date / Time:"]):
        x = m + 5 + k * wd / 3
        d.t(x, y + 42, lab, 8)
        d.line(x + d.width(lab, 8) + 4, y + 44, x + wd / 3 - 14, y + 44, 0.4, dash=[1, 2])
    d.t(
        m + 5,
        y + 58,
        "Shortages or damage must be reported within 24 hours. Returns subject to a 15% restocking charge.",
        6.8,
        grey=0.35,
    )
    foot()
    out = finish(d, "en", "delivery_note", po, merch, total or ZERO)
    return out if priced else none_meta(out)


def blind19_en_ie_merchant_delivery_docket(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ie)


# --------------------------------------------------------------------------- 7 sk objednávka

SK_CITIES = [
    ("Žilina", "010 01"),
    ("Banská Bystrica", "974 01"),
    ("Prešov", "080 01"),
    ("Trnava", "917 01"),
    ("Nitra", "949 01"),
    ("Martin", "036 01"),
    ("Poprad", "058 01"),
    ("Trenčín", "911 01"),
    ("Košice", "040 01"),
]
SK_STREETS = (
    "Priemyselná|Hlavná|Štúrova|Mlynská|Kukučínova|Bratislavská|Nábrežná|Pri Rajčianke|Továrenská"
)
SK_STEM = "Tatra|Váh|Fatra|Hron|Polana|Sitno|Javor|Kriváň|Ostrá|Rozsutec|Inovec|Dunaj"
SK_SUP = "{S}-Elektro s.r.o.|{S} Stav, s.r.o.|{S} Trade spol. s r.o.|{S}mont a.s.|{S} Kancel s.r.o.|{S} Hydraulika, s.r.o.|{S} Chem k.s.|{S} Gastro s.r.o."
SK_BUY_CO = (
    "{S} Plast s.r.o.|{S} Strojárne a.s.|{S} Drevo, s.r.o.|Mliekareň {S} a.s.|{S} Logistics s.r.o."
)
SK_BUY_PUB = "Obec {C}|Mesto {C}|Základná škola, {St} {n}, {C}|Stredná odborná škola technická {C}|Domov sociálnych služieb {C}"
# name | unit | lo | hi | rate
SK_ITEMS = [
    ("Kábel CYKY-J 3x2,5 (bal. 100 m)", "bal", 95, 160, "23"),
    ("Istič 1-pólový B16", "ks", 4, 9, "23"),
    ("LED panel 600x600 40W", "ks", 22, 48, "23"),
    ("Papier kancelársky A4 80 g (5 balíkov)", "kar", 18, 29, "23"),
    ("Toner HP CF259A", "ks", 85, 160, "23"),
    ("Cement CEM II 42,5 R, 25 kg", "vrece", 5, 8, "23"),
    ("Hydraulický olej HM 46, 20 l", "kan", 48, 85, "23"),
    ("Pracovné rukavice nitrilové", "pár", 1.2, 3.5, "23"),
    ("Čistiaci prostriedok na podlahy 5 l", "kan", 7, 15, "23"),
    ("Mlieko trvanlivé 1,5 % 1 l", "l", 0.7, 1.1, "5"),
    ("Chlieb konzumný 1 kg", "ks", 1.4, 2.3, "5"),
    ("Servisná prehliadka vysokozdvižného vozíka", "h", 35, 55, "23"),
    ("Oceľový profil jäkel 40x40x3, 6 m", "ks", 24, 42, "23"),
    ("Montážna pena 750 ml", "ks", 5, 9, "23"),
]


def sk_ico(rng: random.Random) -> str:
    return la.digits(rng, "########")


def _sk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|libsans|libserif|djcond|djserif"))
    m = rng.uniform(36, 50)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 60
    (c1, z1), (c2, z2) = rng.sample(SK_CITIES, 2)
    s1, s2 = rng.sample(SK_STEM.split("|"), 2)
    public = rng.random() < 0.4
    if public:
        buyer = la.pick(rng, SK_BUY_PUB).format(
            C=c1, St=la.pick(rng, SK_STREETS), n=rng.randint(1, 60)
        )
    else:
        buyer = la.pick(rng, SK_BUY_CO).format(S=s1)
    sup = la.pick(rng, SK_SUP).format(S=s2)
    dt = la.day(rng)
    po = la.digits(
        rng,
        la.pick(
            rng,
            f"{dt.year}/0###|OBJ-{dt.year}-###|###/{dt.year}|{dt.year % 100}0####|O{dt.year}####",
        ),
    )
    ponuka = la.digits(
        rng, la.pick(rng, f"CP-{dt.year % 100}-###|###/{dt.year}|P{dt.year % 100}####")
    )
    zmluva = la.digits(rng, la.pick(rng, f"Z-###/{dt.year}|ZoD {dt.year}/##|RZ-##-{dt.year}"))
    noprice = rng.random() < 0.05
    page = [1]

    def adr(city: str, zipc: str) -> list[str]:
        return [f"{la.pick(rng, SK_STREETS)} {rng.randint(1, 120)}", f"{zipc} {city}"]

    badr = adr(c1, z1)

    def ids() -> list[str]:
        ico = sk_ico(rng)
        dic = la.digits(rng, "20########")
        rows = [f"IČO: {ico}", f"DIČ: {dic}"]
        if rng.random() < 0.8:
            rows.append(f"IČ DPH: SK{dic}")
        return rows

    reg = (
        f"Zapísaná v Obchodnom registri Okresného súdu {c1}, oddiel Sro, vložka č. {rng.randint(1000, 79999)}/{rng.choice('BLNPRT')}"
        if not public
        else f"Bankové spojenie: {la.pick(rng, 'Slovenská sporiteľňa|VÚB banka|Tatra banka|Prima banka')}, IBAN SK{la.digits(rng, '## #### #### #### #### ####')}"
    )

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(m, d.h - 34, reg, 6.8, grey=0.35)
        d.t(
            r,
            d.h - 34,
            f"Strana {page[0]}/{of}" if of else f"Strana {page[0]}",
            7.2,
            al="r",
            grey=0.35,
        )

    # buyer letterhead
    y = 40
    d.t(m, y, buyer, snug(d, [buyer], wd * 0.7, 13), b=True)
    y = d.lines(
        m,
        y + 4,
        [
            ", ".join(badr),
            f"tel.: +421 {la.digits(rng, '## ### ####')}, e-mail: {la.pick(rng, 'obchod|sekretariat|nakup|obec')}@{s1.lower().replace('á', 'a').replace('ň', 'n').replace('č', 'c')}.sk",
        ],
        8,
        lead=10,
    )
    d.line(m, y + 4, r, y + 4, 0.7)
    y += 26
    title_style = rng.random()
    if title_style < 0.5:
        d.t(m, y, f"OBJEDNÁVKA č. {po}", 15, b=True)
        no_in_title = True
    else:
        d.t(m, y, la.pick(rng, "OBJEDNÁVKA|Objednávka|OBJEDNÁVKA TOVARU A SLUŽIEB"), 15, b=True)
        no_in_title = False
    y += 16
    # parties
    half = wd / 2 - 8
    bl = la.pick(rng, "Odberateľ:|Objednávateľ:|Odberateľ / fakturačná adresa:")
    sl = la.pick(rng, "Dodávateľ:|Dodávateľ (zhotoviteľ):|Dodávateľ:")
    blocks = [(bl, [buyer, *badr, *ids()]), (sl, [sup, *adr(c2, z2), *ids()])]
    if rng.random() < 0.35:
        blocks.reverse()
    ys = []
    for k, (lab, rows_) in enumerate(blocks):
        x = m + k * (half + 16)
        d.box(x, y, half, 14 + 11 * len(rows_) + 8, lw=0.6)
        d.t(x + 5, y + 11, lab, 8, b=True)
        d.t(x + 5, y + 25, rows_[0], snug(d, [rows_[0]], half - 10, 9.5), b=True)
        ys.append(d.lines(x + 5, y + 27, rows_[1:], 8.2, lead=11) + 6)
    y = max(ys) + 10
    info = [("Dátum vystavenia", la.dfmt(dt, "dot"))]
    if not no_in_title:
        info.insert(0, (la.pick(rng, "Číslo objednávky|Objednávka číslo|Č. objednávky"), po))
    info += [
        (
            la.pick(rng, "Termín dodania|Požadovaný termín dodania"),
            la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dot"),
        ),
        (
            "Miesto dodania",
            la.pick(
                rng,
                f"sídlo odberateľa|sklad {c1}|prevádzka {c1}, {la.pick(rng, SK_STREETS)} {rng.randint(1, 40)}",
            ),
        ),
        (
            "Forma úhrady",
            la.pick(
                rng,
                "prevodným príkazom, splatnosť 14 dní|bankový prevod, splatnosť 30 dní|faktúrou so splatnosťou 30 dní",
            ),
        ),
    ]
    if rng.random() < 0.6:
        info.append((la.pick(rng, "Vaša cenová ponuka č.|Na základe ponuky č.|Ponuka č."), ponuka))
    if rng.random() < 0.4:
        info.append((la.pick(rng, "Číslo zmluvy|Rámcová zmluva č.|Zmluva o dielo č."), zmluva))
    info.append(
        (
            "Vybavuje",
            f"{la.pick(rng, 'Ing.|Mgr.|Bc.|')} {la.pick(rng, 'Jana|Peter|Martin|Zuzana|Lucia|Tomáš|Miroslav')} {la.pick(rng, 'Kováčová|Horváth|Baláž|Novák|Šimková|Tóth|Kučera')}".strip(),
        )
    )
    y = d.kv(m, y, info, 140, 8.4, b_label=False) + 8
    d.t(
        m,
        y + 8,
        la.pick(
            rng,
            "Objednávame u Vás nasledovný tovar / služby:|Objednávame si u Vás:|Záväzne objednávame:",
        ),
        8.8,
    )
    y += 16
    # lines
    n = rng.randint(1, 9) if rng.random() < 0.75 else rng.randint(24, 40)
    heads = ["P. č.", "Názov položky", "MJ", "Množstvo"]
    rel = [5, 45, 7, 9]
    if not noprice:
        heads += [la.pick(rng, "Cena/MJ|J. cena"), "DPH %", "Spolu bez DPH"]
        rel += [12, 7, 14]
    widths = [wd * v / sum(rel) for v in rel]
    al = "clcrrcr" if not noprice else "clcr"
    rows = []
    bases: dict[str, Decimal] = {}
    for i, (name, unit, lo, hi, rate) in enumerate(take(rng, SK_ITEMS, n)):
        p = price(rng, lo, hi)
        q = Decimal(qty(rng, hi))
        if unit == "h":
            q = Decimal(rng.choice([2, 4, 6, 8, 12]))
        amt = r2(p * q)
        bases[rate] = bases.get(rate, ZERO) + amt
        cells = [f"{i + 1}.", name, unit, f"{q}"]
        if not noprice:
            cells += [fr(p), rate, fr(amt)]
        rows.append((cells, amt))

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Objednávka č. {po} - pokračovanie", 9, b=True)
        return 52

    carry = (
        ("Prenos na ďalšiu stranu", "Prenos z predchádzajúcej strany", fr, 1, 6)
        if not noprice and rng.random() < 0.6
        else None
    )
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        al,
        size=8,
        rowh=14,
        bottom=bottom - 10,
        brk=brk,
        carry=carry,
        hsize=7.2,
    )
    if y + 140 > bottom:
        y = brk()
    y += 8
    total = ZERO
    if noprice:
        d.t(m, y + 10, "Cenu fakturujte podľa platného cenníka a dohodnutých zliav.", 8.8)
        y += 24
    else:
        vats = {k: r2(v * Decimal(k) / 100) for k, v in bases.items()}
        total = sum(bases.values(), ZERO) + sum(vats.values(), ZERO)
        trs = []
        for k in sorted(bases, key=Decimal, reverse=True):
            trs.append((f"Základ DPH {k} %", f"{fr(bases[k])} €", False))
            trs.append((f"DPH {k} %", f"{fr(vats[k])} €", False))
        if len(bases) > 1 or rng.random() < 0.5:
            trs.insert(0, ("Spolu bez DPH", f"{fr(sum(bases.values(), ZERO))} €", False))
        trs.append(
            (
                la.pick(
                    rng,
                    "Celkom s DPH|Celková suma objednávky s DPH|Spolu k úhrade|CELKOM EUR s DPH|Celková cena s DPH",
                ),
                f"{fr(total)} €",
                True,
            )
        )
        y = d.summary(m + wd * 0.5, r - 4, y, trs, 8.8, box_last=True) + 10
    if public and rng.random() < 0.7:
        y = (
            wrapped(
                d,
                m,
                y,
                "Objednávka bude zverejnená v súlade s § 5a zákona č. 211/2000 Z. z. o slobodnom prístupe k informáciám. Na faktúre uveďte číslo objednávky.",
                7.6,
                wd,
                grey=0.25,
            )
            + 6
        )
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                "Na faktúre a dodacom liste uveďte prosím číslo našej objednávky. Tovar prevezme poverený pracovník odberateľa.",
                7.6,
                wd,
                grey=0.25,
            )
            + 6
        )
    y += 30
    if y + 40 < d.h - 50:
        d.line(r - 190, y, r, y, 0.4, dash=[1, 2])
        d.t(
            r - 95,
            y + 10,
            la.pick(
                rng, "pečiatka a podpis odberateľa|Schválil (podpis, pečiatka)|štatutárny zástupca"
            ),
            7.4,
            al="c",
        )
        d.t(m, y + 10, f"{c1}, {la.dfmt(dt, 'dot')}", 8.4)
    foot()
    out = finish(d, "sk", "purchase_order", po, sup, total)
    return none_meta(out) if noprice else out


def blind19_sk_objednavka(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sk)


# --------------------------------------------------------------------------- 8 bg заявка

BG_CITIES = [
    ("Габрово", "5300"),
    ("Сливен", "8800"),
    ("Плевен", "5800"),
    ("Русе", "7000"),
    ("Шумен", "9700"),
    ("Враца", "3000"),
    ("Кърджали", "6600"),
    ("Стара Загора", "6000"),
]
BG_STREETS = "ул. „Индустриална“|бул. „България“|ул. „Христо Ботев“|ул. „Васил Левски“|бул. „Освобождение“|ул. „Търговска“|ул. „Цар Освободител“"
BG_STEM = "Мегатрон|Елтех|Балкан Трейд|Стройкомерс|Хидравлика БГ|Офис Плюс|Агрохим|Метал Инвест|Дунав Строй|Електроника 2000|Ведрин|Химкомерс"
BG_FORMS = "ЕООД|ООД|АД|ЕАД"
BG_BUY = (
    "„Топлофикация {C}“ ЕАД|Община {C}|МБАЛ „Д-р {N}“ – {C} АД|„Водоснабдяване и канализация – {C}“ ООД|"
    "Професионална гимназия по механотехника – {C}|„Мини Марица-изток“ ЕАД|„{S} Фуудс“ ООД"
)
# name | unit | lo | hi (лв.)
BG_ITEMS = [
    ("Кабел СВТ 3х2,5 мм²", "м", 2.1, 3.8),
    ("Автоматичен прекъсвач 16А", "бр.", 9, 18),
    ("LED осветително тяло 36W", "бр.", 38, 85),
    ("Хартия за копиране А4, 80 г/м²", "пакет", 6.5, 11),
    ("Тонер касета HP 59A", "бр.", 160, 290),
    ("Цимент CEM II 42,5 R, 25 кг", "торба", 9, 14),
    ("Хидравлично масло HLP 46, 20 л", "туба", 95, 160),
    ("Ръкавици работни нитрилни", "чифт", 2.2, 5.5),
    ("Препарат за дезинфекция, 5 л", "туба", 18, 42),
    ("Спирачни накладки комплект", "к-т", 65, 140),
    ("Лагер 6205-2RS", "бр.", 7, 16),
    ("Тръба PP-R Ф25, 4 м", "бр.", 5, 11),
    ("Сервизно обслужване на котел", "час", 45, 80),
    ("Бензин А95 (талони)", "л", 2.4, 2.9),
]
EUR_RATE = Decimal("1.95583")


def _bg_firm(rng: random.Random, stem: str) -> str:
    form = la.pick(rng, BG_FORMS)
    return la.pick(rng, "„{s}“ {f}|{s} {f}|„{S}“ {f}|{S} {f}").format(
        s=stem, S=stem.upper(), f=form
    )


def _bg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|libsans|libserif|djserif|djcond"))
    m = rng.uniform(36, 50)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 60
    (c1, z1), (c2, z2) = rng.sample(BG_CITIES, 2)
    s1, s2 = rng.sample(BG_STEM.split("|"), 2)
    buyer = la.pick(rng, BG_BUY).format(
        C=c1, N=la.pick(rng, "Иван Рилски|Стефан Черкезов|Тота Венкова"), S=s1
    )
    sup = _bg_firm(rng, s2)
    dt = la.day(rng)
    euro = dt >= date(2026, 1, 1)
    dual = rng.random() < 0.35
    no = la.digits(rng, la.pick(rng, "###|1##|####|З-###|ЗД-###"))
    contract = la.digits(
        rng, la.pick(rng, f"Д-##/{dt.year - 1}|###/##.##.{dt.year - 1}|РД-##-###|ДОГ-{dt.year}-##")
    )
    noprice = rng.random() < 0.05
    page = [1]
    cur = "€" if euro else "лв."
    other = "лв." if euro else "€"
    title = la.pick(rng, "ЗАЯВКА|ЗАЯВКА ЗА ДОСТАВКА|ПОРЪЧКА|ПОРЪЧКА ЗА ДОСТАВКА")

    grp = la.pick(rng, " | |.")

    def bgn(v: Decimal) -> str:
        return grouped(v, grp, ",")

    def eik() -> str:
        return la.digits(rng, "#########")

    buyer_eik = eik()

    def foot() -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(m, d.h - 34, f"{buyer}, {z1} {c1}, ЕИК {buyer_eik}", 6.8, grey=0.35)
        d.t(
            r,
            d.h - 34,
            f"Стр. {page[0]} от {of}" if of else f"Стр. {page[0]}",
            7.2,
            al="r",
            grey=0.35,
        )

    y = 40
    # letterhead
    rgb_box(d, m, y - 12, 4, 34, rng.choice(ACCENTS))
    d.t(m + 10, y + 2, buyer, snug(d, [buyer], wd * 0.8, 12.5), b=True)
    d.t(
        m + 10,
        y + 16,
        f"{z1} {c1}, {la.pick(rng, BG_STREETS)} № {rng.randint(1, 90)}, тел.: 0{la.digits(rng, '## ## ## ##')}",
        7.8,
        grey=0.3,
    )
    y += 44
    # addressee (ДО:) right or left
    to_lab = la.pick(rng, "ДО|До|Доставчик|ДО ДОСТАВЧИКА")
    ex = m + wd * 0.5 if rng.random() < 0.6 else m
    d.t(ex, y, f"{to_lab}:", 9, b=True)
    rows_ = [
        sup,
        f"{z2} {c2}, {la.pick(rng, BG_STREETS)} № {rng.randint(1, 90)}",
        f"ЕИК: {eik()}",
        f"ДДС №: BG{eik()}",
    ]
    if rng.random() < 0.5:
        rows_.append(
            f"На вниманието на: {la.pick(rng, 'г-н|г-жа')} {la.pick(rng, 'Петров|Иванова|Георгиев|Димитрова|Стоянов|Николова')}"
        )
    d.t(ex, y + 14, sup, snug(d, [sup], r - ex, 10.5), b=True)
    y = d.lines(ex, y + 17, rows_[1:], 8.4, lead=11) + 16
    # title with number and date
    no_style = rng.random()
    if no_style < 0.6:
        d.t(d.w / 2, y, f"{title} № {no}/{la.dfmt(dt, 'dot')} г.", 14, b=True, al="c")
        po = no
    else:
        d.t(d.w / 2, y, title, 15, b=True, al="c")
        y += 16
        po = la.digits(rng, la.pick(rng, f"{dt.year}-####|####/{dt.year}|З{dt.year % 100}-####"))
        d.t(d.w / 2, y, f"№ {po} от {la.dfmt(dt, 'dot')} г.", 10.5, al="c")
    y += 14
    d.t(
        d.w / 2,
        y,
        la.pick(
            rng,
            f"към Договор № {contract}|по Договор № {contract} за доставка|съгласно рамково споразумение № {contract}",
        ),
        9,
        al="c",
    )
    y += 20
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng,
                "Моля, доставете следните стоки в срок и при условията на договора:|Възложителят заявява доставката на следните артикули:|Моля да ни бъдат доставени:",
            ),
            9,
            wd,
        )
        + 6
    )
    # lines
    n = rng.randint(1, 8) if rng.random() < 0.75 else rng.randint(26, 40)
    heads = ["№", "Наименование", "Мярка", la.pick(rng, "К-во|Кол.")]
    rel = [5, 46, 8, 8]
    if not noprice:
        heads += [f"Ед. цена, {cur}", f"Стойност, {cur}"]
        rel += [14, 15]
    widths = [wd * v / sum(rel) for v in rel]
    al = "clcrrr"
    rows = []
    for i, (name, unit, lo, hi) in enumerate(take(rng, BG_ITEMS, n)):
        p = price(rng, lo, hi)
        if euro:
            p = r2(p / EUR_RATE)
        q = (
            Decimal(qty(rng, hi))
            if unit not in ("м", "л")
            else Decimal(rng.choice([50, 100, 200, 500]))
        )
        amt = r2(p * q)
        cells = [str(i + 1), name, unit, f"{q}"]
        if not noprice:
            cells += [bgn(p), bgn(amt)]
        rows.append((cells, amt))

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{title} № {po} – продължение", 9, b=True)
        return 52

    carry = (
        ("Пренос", "Пренос от предходна страница", bgn, 1, 5)
        if not noprice and rng.random() < 0.5
        else None
    )
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        al,
        size=8,
        rowh=15,
        bottom=bottom - 10,
        brk=brk,
        carry=carry,
        hsize=6.8,
    )
    if not noprice:
        d.t(m, y + 9, "Всички цени са без ДДС.", 7.2, grey=0.35)
        y += 8
    if y + 170 > bottom:
        y = brk()
    y += 8
    total = ZERO
    if noprice:
        d.t(
            m, y + 10, "Цените са съгласно ценовото предложение – неразделна част от договора.", 8.8
        )
        y += 24
    else:
        net = sum((a for _, a in rows), ZERO)
        vat = r2(net * Decimal("0.20"))
        total = net + vat
        tl = la.pick(rng, "Обща стойност с ДДС|Всичко с ДДС|Сума за плащане|ОБЩО С ДДС")
        trs = [
            ("Общо без ДДС", f"{bgn(net)} {cur}", False),
            ("ДДС 20%", f"{bgn(vat)} {cur}", False),
            (tl, f"{bgn(total)} {cur}", True),
        ]
        y = d.summary(m + wd * 0.5, r - 4, y, trs, 9, box_last=True)
        if dual:
            alt = r2(total / EUR_RATE) if not euro else r2(total * EUR_RATE)
            d.t(
                r - 4,
                y + 10,
                f"({bgn(alt)} {other} по фиксиран курс 1 € = 1,95583 лв.)",
                7.4,
                al="r",
                grey=0.35,
            )
            y += 14
        y += 10
    conds = [
        (
            "Срок за доставка",
            la.pick(
                rng,
                "до 5 работни дни от получаване на заявката|до 10 календарни дни|"
                + la.dfmt(dt + timedelta(days=rng.randint(5, 20)), "dot")
                + " г.",
            ),
        ),
        (
            "Място на доставка",
            la.pick(
                rng,
                f"склад на Възложителя, гр. {c1}|{c1}, {la.pick(rng, BG_STREETS)} № {rng.randint(1, 90)}|франко обекта на Възложителя",
            ),
        ),
        (
            "Начин на плащане",
            la.pick(
                rng,
                "по банков път в 30-дневен срок след фактура|по банков път до 60 дни след приемо-предавателен протокол",
            ),
        ),
    ]
    y = d.kv(m, y, conds, 120, 8.4, b_label=True) + 20
    sig = [
        ("Заявил:", la.pick(rng, "Иван Петров|Мария Георгиева|Стефан Колев")),
        ("Съгласувал:", la.pick(rng, "гл. счетоводител|финансов контрольор")),
        ("Приел за изпълнение:", ""),
    ]
    for k, (lab, who) in enumerate(sig):
        x = m + k * wd / 3
        d.t(x, y, lab, 8.4, b=True)
        d.line(x, y + 26, x + wd / 3 - 20, y + 26, 0.4, dash=[1, 2])
        d.t(x, y + 36, f"/{who}/" if who else "/подпис, печат/", 7.4, grey=0.35)
    foot()
    out = finish(d, "bg", "purchase_order", po, sup, total)
    return none_meta(out) if noprice else out


def blind19_bg_zayavka_dostavka(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bg)


# --------------------------------------------------------------------------- 9 pt-BR contract

BR_STEM = "Paraná Sul|Serra Azul|Vale Verde|Ipiranga|Araucária|Tropical|Bandeirantes|Atlântica|Horizonte|Pampa|Cerrado|Itaipu|Capibaribe"
BR_BUY = (
    "Hospital {X} Ltda.|Cooperativa Agroindustrial {X}|{X} Alimentos S.A.|Construtora {X} Ltda.|"
    "Associação Educacional {X}|{X} Indústria Têxtil Ltda.|Frigorífico {X} S.A."
)
BR_SUP = (
    "{Y} Distribuidora de Materiais Elétricos Ltda.|{Y} Comércio de Produtos Hospitalares Ltda.|{Y} Embalagens S.A.|"
    "{Y} Equipamentos Industriais Ltda.|{Y} Papelaria e Informática Ltda.|{Y} Química Industrial S.A.|{Y} Uniformes Profissionais Ltda. - EPP"
)
BR_CITIES = [
    ("Curitiba", "PR"),
    ("Londrina", "PR"),
    ("Joinville", "SC"),
    ("Campinas", "SP"),
    ("Ribeirão Preto", "SP"),
    ("Uberlândia", "MG"),
    ("Caxias do Sul", "RS"),
    ("Goiânia", "GO"),
    ("Recife", "PE"),
]
BR_STREETS = "Rua XV de Novembro|Av. Brasil|Rua das Indústrias|Av. Presidente Vargas|Rodovia BR-277, km|Rua Marechal Deodoro|Av. das Nações"
# description | unit | lo | hi | object
BR_ITEMS = [
    ("Luva de procedimento nitrílica, caixa c/ 100", "CX", 18, 39, "materiais hospitalares"),
    ("Seringa descartável 10 ml, caixa c/ 100", "CX", 32, 68, "materiais hospitalares"),
    ("Cabo flexível 2,5 mm² 750 V, rolo 100 m", "RL", 160, 290, "materiais elétricos"),
    ("Disjuntor DIN bipolar 32 A", "UN", 38, 85, "materiais elétricos"),
    ("Caixa de papelão ondulado 40x30x20", "UN", 2.2, 5.9, "embalagens"),
    ("Filme stretch 500 mm x 25 micras", "RL", 45, 89, "embalagens"),
    ("Papel sulfite A4 75 g, caixa c/ 10 resmas", "CX", 210, 320, "material de expediente"),
    ("Toner compatível HP CF258A", "UN", 95, 240, "material de expediente"),
    ("Hipoclorito de sódio 12%, bombona 50 L", "BB", 95, 180, "produtos químicos"),
    ("Detergente alcalino clorado, bombona 20 L", "BB", 120, 260, "produtos químicos"),
    ("Camisa de brim manga longa c/ refletivo", "UN", 48, 95, "uniformes"),
    ("Botina de segurança com bico de composite", "PAR", 85, 180, "uniformes"),
    ("Motor elétrico trifásico 5 cv IP55", "UN", 1650, 3400, "equipamentos"),
    ("Rolamento 6308-2RS", "UN", 38, 92, "equipamentos"),
]
BR_MONTHS = "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split()
BR_ORD = "PRIMEIRA SEGUNDA TERCEIRA QUARTA QUINTA SEXTA SÉTIMA OITAVA NONA DÉCIMA".split()


def cnpj(rng: random.Random) -> str:
    return la.digits(rng, "##.###.###/0001-##")


def cpf(rng: random.Random) -> str:
    return la.digits(rng, "###.###.###-##")


def _br(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "times|libserif|djserif|helv|libsans"))
    m = rng.uniform(56, 72)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 70
    x1, x2 = rng.sample(BR_STEM.split("|"), 2)
    buyer = la.pick(rng, BR_BUY).format(X=x1)
    sup = la.pick(rng, BR_SUP).format(Y=x2)
    (cty1, uf1), (cty2, uf2) = rng.sample(BR_CITIES, 2)
    dt = la.day(rng)
    cno = la.digits(rng, la.pick(rng, f"0##/{dt.year}|CT-{dt.year}-###|###/{dt.year % 100}"))
    po = la.digits(
        rng,
        la.pick(rng, f"4500######|PC-{dt.year}/0####|#####/{dt.year}|OC-######|{dt.year}00####"),
    )
    po_lab = la.pick(rng, "Pedido de Compra nº|Ordem de Compra nº|Pedido nº|Pedido de Compra n.º")
    proc = la.digits(rng, la.pick(rng, f"###/{dt.year}|PROC-{dt.year}-####|COT-#####"))
    prop = la.digits(rng, la.pick(rng, "PROP-####|###/##|V-#####"))
    noprice = rng.random() < 0.05
    ipi = rng.random() < 0.3 and not noprice
    page = [1]
    fs = rng.uniform(9, 10)
    lead = fs * 1.38

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 36,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7.8,
            al="c",
            grey=0.35,
        )
        d.t(r, d.h - 36, "Rubricas: ______ ______", 7.2, al="r", grey=0.45)

    def newp() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Contrato de Fornecimento nº {cno}", 7.8, grey=0.35)
        return 60

    def para(y: float, text: str, *, b: bool = False, indent: float = 0) -> float:
        for part in simpleSplit(text, d.bold if b else d.reg, fs, wd - indent):
            if y + lead > bottom:
                y = newp()
            d.t(m + indent, y + fs, part, fs, b=b)
            y += lead
        return y + 4

    # items
    n = rng.randint(1, 8) if rng.random() < 0.8 else rng.randint(12, 24)
    picks = take(rng, BR_ITEMS, n)
    obj = la.pick(
        rng, "materiais e insumos|materiais de consumo|materiais diversos|materiais e equipamentos"
    )
    rows = []
    for i, (desc, unit, lo, hi, _o) in enumerate(picks):
        p = price(rng, lo, hi)
        q = qty(rng, hi) * rng.choice([1, 1, 10])
        amt = r2(p * q)
        rows.append((i, desc, unit, q, p, amt))
    goods = sum((x[5] for x in rows), ZERO)
    ipi_v = r2(goods * Decimal("0.05")) if ipi else ZERO
    total = goods + ipi_v

    # title
    y = 56
    d.t(
        d.w / 2,
        y,
        la.pick(
            rng,
            f"CONTRATO DE FORNECIMENTO Nº {cno}|CONTRATO DE FORNECIMENTO DE {obj.upper()} Nº {cno}|INSTRUMENTO PARTICULAR DE CONTRATO DE FORNECIMENTO Nº {cno}",
        ),
        snug(d, [f"INSTRUMENTO PARTICULAR DE CONTRATO DE FORNECIMENTO Nº {cno}"], wd, 12),
        b=True,
        al="c",
    )
    y += 18
    if rng.random() < 0.6:
        refs = [(po_lab, po), ("Processo nº", proc), ("Proposta nº", prop)]
        rng.shuffle(refs)
        bx = r - 200
        for k, (lab, val) in enumerate(refs):
            d.t(bx, y + 10 + k * 12, f"{lab} {val}", 8.4, b=lab == po_lab)
        y += 12 * len(refs) + 14
        po_head = True
    else:
        po_head = False
    y += 6
    rep = [
        la.pick(rng, "Diretor Presidente|sócio-administrador|Diretor Administrativo"),
        la.pick(
            rng,
            "Carlos Eduardo Martins|Ana Paula Ribeiro|Marcelo Henrique Souza|Fernanda Lopes Araújo|João Batista Oliveira",
        ),
    ]
    rep2 = [
        la.pick(rng, "sócio-administrador|Diretor Comercial|procurador"),
        la.pick(
            rng,
            "Ricardo Alves Pereira|Juliana Costa Mendes|Paulo Sérgio Lima|Luciana Ferreira Rocha",
        ),
    ]
    adr1 = f"{la.pick(rng, BR_STREETS)} {rng.randint(10, 3999)}, {cty1}/{uf1}, CEP {la.digits(rng, '#####-###')}"
    adr2 = f"{la.pick(rng, BR_STREETS)} {rng.randint(10, 3999)}, {cty2}/{uf2}, CEP {la.digits(rng, '#####-###')}"
    if rng.random() < 0.5:
        y = para(
            y,
            f"CONTRATANTE: {buyer}, pessoa jurídica de direito privado, inscrita no CNPJ sob o nº {cnpj(rng)}, com sede na {adr1}, neste ato representada por seu {rep[0]}, {rep[1]}, CPF {cpf(rng)}.",
        )
        y = para(
            y,
            f"CONTRATADA: {sup}, inscrita no CNPJ sob o nº {cnpj(rng)}, Inscrição Estadual {la.digits(rng, '###.###.###.###')}, com sede na {adr2}, neste ato representada por seu {rep2[0]}, {rep2[1]}, CPF {cpf(rng)}.",
        )
    else:
        for lab, name, adr, rp in (
            ("CONTRATANTE", buyer, adr1, rep),
            ("CONTRATADA", sup, adr2, rep2),
        ):
            d.t(m, y + fs, f"{lab}:", fs, b=True)
            d.t(m + 100, y + fs, name, fs, b=True)
            y += lead
            for k, v in (
                ("CNPJ", cnpj(rng)),
                ("Endereço", adr),
                ("Representante", f"{rp[1]} ({rp[0]})"),
            ):
                d.t(m + 100, y + fs, f"{k}: {v}", fs - 0.6)
                y += lead - 1
            y += 6
    y = para(
        y,
        "As partes acima qualificadas têm entre si justo e contratado o presente Contrato de Fornecimento, que se regerá pelas cláusulas e condições seguintes:",
    )
    k = 0

    def clause(y: float, title: str) -> float:
        nonlocal k
        if y + lead * 3 > bottom:
            y = newp()
        y += 4
        d.t(m, y + fs, f"CLÁUSULA {BR_ORD[k]} – {title}", fs, b=True)
        k += 1
        return y + lead + 2

    y = clause(y, "DO OBJETO")
    y = para(
        y,
        f"1.1. O presente contrato tem por objeto o fornecimento de {obj} pela CONTRATADA à CONTRATANTE, conforme especificações, quantidades e preços constantes do {po_lab} {po}, emitido em {la.dfmt(dt, 'dmy')}, e da Proposta Comercial nº {prop}, que integram este instrumento independentemente de transcrição.",
    )
    y = clause(y, "DO PREÇO")
    if noprice:
        y = para(
            y,
            "2.1. Os preços unitários são os constantes da tabela abaixo, fixos e irreajustáveis pelo período de vigência, sendo o valor devido apurado mensalmente conforme as quantidades efetivamente entregues.",
        )
    else:
        y = para(
            y,
            f"2.1. Pelo fornecimento objeto deste contrato, a CONTRATANTE pagará à CONTRATADA o valor global de R$ {de(total)} ({reais(total)}), conforme a planilha abaixo{', já incluído o IPI' if ipi else ''}.",
        )
    # table
    heads = ["Item", "Descrição", "Unid.", "Qtd.", "Valor unit. (R$)", "Valor total (R$)"]
    widths = [wd * v / 100 for v in (6, 44, 7, 8, 17, 18)]
    if noprice:
        heads = heads[:3] + ["Valor unit. (R$)"]
        widths = [wd * v / 100 for v in (8, 62, 12, 18)]
    trows = []
    for i, desc, unit, q, p, amt in rows:
        cells = [f"{i + 1:02d}", desc, unit, f"{q:,}".replace(",", "."), de(p), de(amt)]
        if noprice:
            cells = cells[:3] + [de(p)]
        trows.append((cells, amt))
    if y + 60 > bottom:
        y = newp()
    y = ltable(
        d,
        m,
        y + 4,
        widths,
        heads,
        trows,
        "clccrr" if not noprice else "clcr",
        size=7.8,
        rowh=14,
        bottom=bottom,
        brk=newp,
        hsize=7.2,
    )
    if not noprice:
        sums = []
        if ipi:
            sums += [("Valor dos produtos", de(goods)), ("IPI (5%)", de(ipi_v))]
        sums.append(
            (la.pick(rng, "VALOR GLOBAL|VALOR TOTAL DO CONTRATO|TOTAL GERAL"), f"R$ {de(total)}")
        )
        for lab, val in sums:
            y = lrow(
                d,
                m,
                y,
                [sum(widths[:5]), widths[5]],
                [lab, val],
                "rr",
                h=14,
                size=8,
                b=lab == sums[-1][0],
            )
    y += 10
    y = clause(y, "DO PAGAMENTO")
    y = para(
        y,
        f"3.1. O pagamento será efetuado em até {rng.choice([28, 30, 45, 60])} dias após a entrega e o aceite dos produtos, mediante boleto bancário ou depósito em conta, à vista da Nota Fiscal eletrônica, na qual deverá constar obrigatoriamente o número do pedido de compra{' ' + po if not po_head and rng.random() < 0.5 else ''}.",
    )
    y = clause(y, "DO PRAZO E LOCAL DE ENTREGA")
    y = para(
        y,
        f"4.1. Os produtos serão entregues em até {rng.choice([5, 10, 15, 20, 30])} dias corridos, no almoxarifado da CONTRATANTE, situado na {adr1}, em dias úteis, das 8h às 16h.",
    )
    y = clause(y, "DAS PENALIDADES")
    y = para(
        y,
        "5.1. O atraso injustificado na entrega sujeitará a CONTRATADA à multa de 0,5% (meio por cento) por dia de atraso, limitada a 10% (dez por cento) do valor do pedido, sem prejuízo das demais sanções cabíveis.",
    )
    y = clause(y, "DA VIGÊNCIA")
    y = para(
        y,
        f"6.1. O presente contrato vigorará por {rng.choice([6, 12, 24])} meses a contar da data de sua assinatura, podendo ser prorrogado mediante termo aditivo.",
    )
    y = clause(y, "DO FORO")
    y = para(
        y,
        f"7.1. Fica eleito o foro da Comarca de {cty1}/{uf1} para dirimir quaisquer dúvidas oriundas do presente contrato, com renúncia a qualquer outro, por mais privilegiado que seja.",
    )
    y = para(
        y,
        "E, por estarem assim justas e contratadas, as partes assinam o presente instrumento em 2 (duas) vias de igual teor e forma, na presença das testemunhas abaixo.",
    )
    if y + 150 > bottom:
        y = newp()
    y += 8
    d.t(r, y + fs, f"{cty1}, {dt.day} de {BR_MONTHS[dt.month - 1]} de {dt.year}.", fs, al="r")
    y += 44
    half = wd / 2 - 14
    for j, (lab, name) in enumerate((("CONTRATANTE", buyer), ("CONTRATADA", sup))):
        x = m + j * (half + 28)
        d.line(x, y, x + half, y, 0.5)
        d.t(x + half / 2, y + 11, name, snug(d, [name], half, 8.4), al="c", b=True)
        d.t(x + half / 2, y + 22, lab, 7.8, al="c")
    y += 52
    d.t(m, y, "TESTEMUNHAS:", 8, b=True)
    y += 30
    for j in range(2):
        x = m + j * (half + 28)
        d.line(x, y, x + half, y, 0.5)
        d.t(
            x,
            y + 11,
            f"{j + 1}. Nome: {la.pick(rng, 'Rafael Nunes|Beatriz Campos|Thiago Moreira|Camila Duarte')}",
            7.6,
        )
        d.t(x, y + 21, f"CPF: {cpf(rng)}", 7.6)
    foot()
    out = finish(d, "pt", "contract", po, sup, total)
    return none_meta(out) if noprice else out


def blind19_pt_br_contrato_fornecimento(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _br)


# --------------------------------------------------------------------------- 10 et tellimuse kinnitus

ET_STEM = "Saare|Peipsi|Virumaa|Läänemere|Kõrve|Emajõe|Pärnu Lahe|Ranna|Tamme|Põhja|Kaseke|Hiiu"
ET_SELL = "{S} Metall OÜ|AS {S} Puit|{S} Tehnika OÜ|{S} Mööbel AS|{S} Pakend OÜ|{S} Elekter OÜ|OÜ {S} Hüdraulika"
ET_BUY = "{S} Ehitus OÜ|AS {S} Kinnisvara|{S} Logistika OÜ|{S} Agro OÜ|{S} Sadam AS|{S} Toit OÜ|Osaühing {S} Ehitus"
ET_PLACES = [
    ("Tallinn", "1"),
    ("Tartu", "5"),
    ("Pärnu", "8"),
    ("Rakvere", "4"),
    ("Viljandi", "7"),
    ("Narva", "2"),
    ("Haapsalu", "9"),
]
ET_STREETS = (
    "Tallinna mnt|Pärnu mnt|Tööstuse tn|Ringtee|Kalda tee|Vabriku tn|Suur-Sõjamäe tn|Lao tn"
)
# code prefix | name | unit | lo | hi
ET_ITEMS = [
    ("TER", "Terasprofiil RHS 60x40x3, 6 m", "tk", 28, 55),
    ("PLE", "Lehtmetall S235 3 mm 1250x2500", "leht", 85, 160),
    ("KEE", "Keevitustraat SG2 1,0 mm 15 kg", "rull", 32, 58),
    ("PUI", "Höövelpuit 45x95 C24, 4,8 m", "tk", 6, 12),
    ("VIN", "Vineer kask 18 mm 1525x1525", "leht", 42, 78),
    ("KAP", "Kapp metallist 1800x900x450", "tk", 180, 390),
    ("LAU", "Töölaud 1600x800, reguleeritav", "tk", 260, 620),
    ("PAK", "Lainepapist kast 400x300x300", "tk", 0.9, 2.4),
    ("KIL", "Stretch-kile 500 mm 23 µm", "rull", 9, 17),
    ("KAA", "Kaabel MMJ 3x2,5 (100 m)", "trummel", 95, 160),
    ("LUL", "Kaitselüliti C16 1P", "tk", 4, 9),
    ("HÜD", 'Hüdrovoolik 1/2" 2SN, 1 m', "m", 8, 19),
    ("TRA", "Transport Tallinn-Tartu", "veos", 85, 220),
    ("PAI", "Paigaldustöö", "h", 38, 58),
]


def _et(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|libnarrow|djcond"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(34, 46)
    r, wd = d.w - m, d.w - 2 * m
    bottom = d.h - 78
    s1, s2 = rng.sample(ET_STEM.split("|"), 2)
    seller = la.pick(rng, ET_SELL).format(S=s1)
    buyer = la.pick(rng, ET_BUY).format(S=s2)
    (c1, z1), (c2, z2) = rng.sample(ET_PLACES, 2)
    dt = la.day(rng)
    rate = Decimal(24) if dt >= date(2025, 7, 1) else Decimal(22)
    conf = la.digits(rng, la.pick(rng, f"TK-{dt.year % 100}-####|{dt.year}-0###|K#####|MT######"))
    po = la.digits(
        rng,
        la.pick(
            rng,
            f"PO-{dt.year}-###|T#####|{dt.year % 100}/###|OST-####|######|@@-{dt.year % 100}-###",
        ),
    )
    offer = la.digits(rng, la.pick(rng, f"P-{dt.year % 100}-####|HP#####|{dt.year}/P###"))
    cno = la.digits(rng, la.pick(rng, "K####|1####|###"))
    grp = la.pick(rng, " | |")
    page = [1]

    def eur(v: Decimal) -> str:
        return grouped(v, grp, ",")

    def adr(city: str, z: str) -> str:
        return (
            f"{la.pick(rng, ET_STREETS)} {rng.randint(1, 90)}, {z}{la.digits(rng, '####')} {city}"
        )

    sadr = adr(c1, z1)

    cols_ = [
        [seller, sadr, f"Reg. kood {la.digits(rng, '1#######')}"],
        [
            f"KMKR nr EE10{la.digits(rng, '#######')}",
            f"Tel +372 {la.digits(rng, '### ####')}",
            f"info@{s1.lower().replace(' ', '').replace('ä', 'a').replace('õ', 'o').replace('ü', 'u').replace('ö', 'o')}.ee",
        ],
        [
            f"{la.pick(rng, 'Swedbank|SEB Pank|LHV Pank')}",
            f"IBAN EE{la.digits(rng, '## #### #### #### ####')}",
            "",
        ],
    ]

    def foot() -> None:
        fy = d.h - 52
        d.line(m, fy, r, fy, 0.5)
        for k, rows_ in enumerate(cols_):
            d.lines(m + k * wd / 3, fy + 3, rows_, 6.8, lead=8.6)
        d.t(r, d.h - 18, f"Lk {page[0]}/{of}" if of else f"Lk {page[0]}", 7, al="r", grey=0.35)

    # seller letterhead
    y = 38
    rgb_box(d, m, y - 14, 30, 30, acc)
    rgb_text(d, m + 15, y + 6, s1[0], 17, (1, 1, 1), al="c")
    d.t(m + 38, y, seller, snug(d, [seller], wd * 0.5, 14), b=True)
    d.t(m + 38, y + 12, sadr, 8, grey=0.3)
    title = la.pick(
        rng, "TELLIMUSE KINNITUS|Tellimuse kinnitus|TELLIMUSE KINNITUS / ORDER CONFIRMATION"
    )
    d.t(r, y, title, 13 if "/" not in title else 11, b=True, al="r")
    y += 36
    # buyer block left, info right
    d.t(m, y, la.pick(rng, "Ostja:|Klient:|Tellija:|Ostja"), 8, b=True, grey=0.3)
    rows_ = [buyer, adr(c2, z2), f"Reg. kood {la.digits(rng, '1#######')}"]
    if rng.random() < 0.5:
        rows_.append(f"KMKR nr EE10{la.digits(rng, '#######')}")
    if rng.random() < 0.5:
        rows_.append(
            f"Kontakt: {la.pick(rng, 'Mari|Kadri|Andres|Tõnu|Priit|Liis')} {la.pick(rng, 'Tamm|Saar|Sepp|Mägi|Kask|Rebane|Ilves')}"
        )
    d.t(m, y + 13, buyer, snug(d, [buyer], wd * 0.48, 10), b=True)
    yl = d.lines(m, y + 15, rows_[1:], 8.4, lead=10.8)
    if rng.random() < 0.5:
        d.t(m, yl + 12, "Tarneaadress:", 8, b=True, grey=0.3)
        yl = d.lines(
            m,
            yl + 15,
            [f"{buyer}, {la.pick(rng, 'ladu|objekt|tootmine')}", adr(c2, z2)],
            8.4,
            lead=10.8,
        )
    po_lab = la.pick(
        rng,
        "Teie tellimus nr|Ostja tellimuse nr|Tellija viide|Teie viide|Teie ostutellimus|Tellimuse nr (ostja)",
    )
    info = [
        (la.pick(rng, "Kinnituse nr|Number|Tellimuse kinnitus nr|Meie tellimus nr"), conf),
        ("Kuupäev", la.dfmt(dt, "dot")),
        (po_lab, po),
        ("Kliendi nr", cno),
        (la.pick(rng, "Hinnapakkumine|Pakkumine nr|Meie pakkumine"), offer),
        (
            "Tarneaeg",
            la.pick(
                rng,
                f"nädal {(dt + timedelta(days=rng.randint(7, 30))).isocalendar()[1]}|{la.dfmt(dt + timedelta(days=rng.randint(5, 30)), 'dot')}|2-3 nädalat",
            ),
        ),
        ("Tarneviis", la.pick(rng, "DAP ostja ladu|EXW müüja ladu|FCA Tallinn|kulleriga")),
        ("Maksetingimus", la.pick(rng, "14 päeva|30 päeva netto|ettemaks|7 päeva")),
    ]
    if rng.random() < 0.4:
        info.insert(1, info.pop(2))
    if rng.random() < 0.4:
        info.pop(4)
    ix = m + wd * 0.55
    for k, (lab, val) in enumerate(info):
        d.t(ix, y + 10 + k * 11.5, lab, 8.2, grey=0.3)
        d.t(r, y + 10 + k * 11.5, val, 8.4, al="r", b=lab == po_lab)
    y = max(yl, y + 10 + len(info) * 11.5) + 14
    d.t(
        m,
        y,
        la.pick(
            rng,
            "Täname tellimuse eest! Kinnitame Teie tellimuse alljärgnevatel tingimustel.|Kinnitame Teie tellimuse vastuvõtmist.|Täname! Teie tellimus on vastu võetud.",
        ),
        8.8,
    )
    y += 12
    # lines
    disc = rng.random() < 0.4
    n = rng.randint(1, 9) if rng.random() < 0.75 else rng.randint(26, 40)
    heads = ["Kood", "Nimetus", "Kogus", "Ühik", "Hind"] + (["Ale %"] if disc else []) + ["Summa"]
    rel = [11, 41, 8, 8, 11] + ([7] if disc else []) + [13]
    widths = [wd * v / sum(rel) for v in rel]
    al = "llrcr" + ("r" if disc else "") + "r"
    rows = []
    for pre, name, unit, lo, hi in take(rng, ET_ITEMS, n):
        p = price(rng, lo, hi)
        q = Decimal(qty(rng, hi))
        if unit in ("veos",):
            q = Decimal(1)
        a = rng.choice([0, 0, 5, 10, 15]) if disc else 0
        amt = r2(p * q * (100 - a) / 100)
        cells = (
            [f"{pre}-{la.digits(rng, '####')}", name, f"{q}", unit, eur(p)]
            + ([f"{a}" if a else ""] if disc else [])
            + [eur(amt)]
        )
        rows.append((cells, amt))

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{seller} - {title.split(' / ')[0].lower().capitalize()} {conf}", 9, b=True)
        return 54

    carry = (
        ("Ülekanne", "Ülekanne eelmiselt lehelt", eur, 1, len(heads) - 1)
        if rng.random() < 0.6
        else None
    )
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        al,
        size=8,
        rowh=14,
        bottom=bottom - 6,
        brk=brk,
        carry=carry,
        hrgb=acc if rng.random() < 0.5 else None,
        grid=rng.random() < 0.4,
    )
    if y + 120 > bottom:
        y = brk()
    y += 10
    net = sum((a for _, a in rows), ZERO)
    vat = r2(net * rate / 100)
    total = net + vat
    tl = la.pick(rng, "Kokku|KOKKU EUR|Tasumisele kuulub|Summa kokku|Kokku koos km-ga")
    trs = [
        (la.pick(rng, "Summa km-ta|Kokku ilma käibemaksuta|Summa ilma KM-ta"), eur(net), False),
        (f"Käibemaks {rate}%", eur(vat), False),
        (tl, f"{eur(total)} EUR" if "EUR" not in tl else eur(total), True),
    ]
    y2 = d.summary(m + wd * 0.55, r - 4, y, trs, 9, box_last=True)
    if rng.random() < 0.25:
        pre_ = r2(total * rng.choice([30, 50]) / 100)
        d.t(
            m + wd * 0.55,
            y2 + 12,
            f"Ettemaks {int(r2(pre_ / total * 100))}%: {eur(pre_)} EUR (arve nr {la.digits(rng, 'EA-#####')})",
            7.8,
        )
        y2 += 16
    notes = [
        "Palume kinnitus üle vaadata ja vigade korral teavitada 2 tööpäeva jooksul.",
        "Arvel palume viidata Teie tellimuse numbrile.",
        "Kaup jääb müüja omandiks kuni täieliku tasumiseni.",
    ]
    yy = y
    for t in notes[: rng.randint(1, 3)]:
        yy = wrapped(d, m, yy, t, 7.6, wd * 0.5, grey=0.25)
    y = max(yy, y2) + 24
    if y + 30 < d.h - 60:
        d.t(
            m,
            y,
            f"Koostas: {la.pick(rng, 'Kristjan|Triin|Margus|Kati|Indrek|Piret')} {la.pick(rng, 'Lepik|Kukk|Põder|Oja|Kaasik|Lõhmus')}, {la.pick(rng, 'müügiesindaja|müügijuht|kliendihaldur')}",
            8.2,
        )
    foot()
    return finish(d, "et", "order_confirmation", po, seller, total)


def blind19_et_tellimuse_kinnitus(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _et)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind19_zh_yiyao_caigou_dingdan,
        blind19_tw_dianzi_fapiao_zhengming,
        blind19_ja_seisan_hacchu_meisai,
        blind19_ko_hadogeup_baljuseo,
        blind19_en_sg_eproc_po,
        blind19_en_ie_merchant_delivery_docket,
        blind19_sk_objednavka,
        blind19_bg_zayavka_dostavka,
        blind19_pt_br_contrato_fornecimento,
        blind19_et_tellimuse_kinnitus,
    )
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind32 (`blind33_*`), one per
language and setting.

- blind33_zh_shiyanshi_shiji_dinggou: a mainland hospital department's or university research
  group's 试剂耗材订购单 (the institution and department or 课题组 at the top left, the order
  number framed at the top right, the supplier on one labelled line under the title with its
  contact, a grid of 订购日期 / 要求到货 / 经费卡号 / 项目负责人 / 申请人 / 收货地点 and at times
  项目编号 and 请购单号, lines grouped under storage-condition bands 常温 / 冷藏 / 冷冻 with 货号,
  品牌, at times 注册证号, and group 小计 rows, 货款合计 / 干冰费 / 优惠 and a framed total row
  with 大写, cold-chain and invoice notes, four signature captions, at times the supplier's seal).
- blind33_hk_jiudian_canyin_caigou: a Hong Kong hotel's or restaurant group's bilingual
  PURCHASE ORDER 採購訂單 to a linen, laundry or food supplier (centred English and Chinese
  letterhead, the vendor box at the left with a vendor code and the supplier's Chinese or
  English name first, an order-data panel at the right with department, delivery slot, market
  list or requisition and cost centre, HK$ lines, Sub-total / Discount / Delivery charge /
  Grand Total, the sum in English words, three signatures).
- blind33_ja_jidosha_buhin_chumonsho: a Japanese automotive parts maker's landscape 注文書 to a
  tier-2 supplier (the supplier with 殿 and its 仕入先コード at the top left, a 注文番号 / 発行日 /
  頁 grid and the buyer at the right, 受入工場 / 受入場所 / 納入形態 / 支払条件 / 単価区分 /
  取引区分 cells, at times 見積番号 / 内示No. / 設変No., lines with 品番, 図番, 背番号 and per-line
  納期, unit prices in sen and whole-yen amounts, a 税抜 / 消費税 / 税込 grid or a net total,
  a 備考 box, and at times a 注文請書 slip below a キリトリ線 addressed to the buyer 御中).
- blind33_ko_geonseol_jajae_balju_gongmun: a Korean builder's materials order written as an
  official letter (공문: letterhead with double rule, 문서번호 / 시행일자 / 수신 (the supplier with
  귀중 or 대표이사 귀하) / 참조 / 제목, numbered body paragraphs, "- 아 래 -", a grid of 발주번호,
  현장명, 현장코드, 납기일자 and 납품장소, a 단가계약 number at times, 품명 및 규격 lines in won,
  공급가액 / 부가세(10%) / 합계 as a column or a row, conditions, the CEO's name with a seal and an
  approval box).
- blind33_en_in_three_panel_gst_po: an Indian company's purchase order (boxed letterhead with
  GSTIN / state code / PAN, a three-panel header Supplier Name & Address | Ship To / Consignee |
  PO Details with PR / indent, quotation and amendment numbers, "M/s." at times on its own
  line, HSN/SAC lines with discounts and GST rates, CGST + SGST or IGST, P & F and freight,
  round-off, the total in ₹ or Rs. with Indian or western grouping, the amount in Indian
  words, numbered terms, "For ... Authorised Signatory", CIN in the footer).
- blind33_de_handwerk_baustoff_brief: a German trade business's or Stadtwerke's order as a
  DIN 5008 letter (right-aligned letterhead with the master's title, sender line and the
  building-materials dealer in the address window, an information block with Ihr Angebot /
  Kundennr. / Unser Zeichen / Datum, a subject line with the order number and the building
  project, salutation and body, a short item table, Summe netto, Projektrabatt, 19 % MwSt. and
  Gesamtbetrag or a net sum "zuzüglich der gesetzlichen Mehrwertsteuer", delivery and invoice
  wording, greeting and a three-column footer with bank and tax data).
- blind33_fr_boulangerie_bon_commande_cases: a French bakery's or restaurant's bon de commande
  on a pre-printed form filled in by hand (either the wholesaler's form with the client box,
  or the buyer's own pad with a FOURNISSEUR box; a pre-numbered BON DE COMMANDE N° box, boxed
  date and delivery cells, tick boxes, a ruled grid of empty and written rows with a TVA
  5,5 / 20 column, Total HT / TVA 5,5 % / TVA 20 % / TOTAL TTC boxes, observations and
  signature boxes; the written values in an oblique blue hand).
- blind33_es_ar_cooperativa_orden_senores: an Argentine (or Spanish) winery's or agricultural
  co-operative's orden de compra (a three-cell header: the buyer with CUIT / CIF, the title
  cell, the number, date and vintage campaign; "Señores:" above the supplier block; supplier
  number, payment, delivery place and term, quotation and internal request at the right;
  Código / Cantidad / Descripción / Bonif. lines with Transporte carried over pages; Subtotal,
  IVA 21 % and 10,5 % (capital goods) or Base imponible / IVA 21 %, pesos, U$S or euros,
  retention and invoice notes, three signatures).
- blind33_it_tessuti_ordine_varianti_colore: an Italian fashion or textile firm's landscape
  order to a weaver, mill or trims maker (buyer at the left, "Spett.le" above the supplier at
  the right, a boxed grid of order number, date, season, sample-card and model references and
  requested delivery, one block per article with composition and width, a colour-variant grid
  of quantities with the article's total and amount, total quantity, imponibile / IVA 22 % /
  totale ordine, conditions and acceptance signature).
- blind33_pt_br_encomenda_entreposto_agendamento: a Portuguese retailer's or distributor's nota
  de encomenda, or a Brazilian logistics or retail company's pedido de compra (a coloured bar
  with the buyer and the title, the supplier box at the left and the warehouse or DC at the
  right, a grid with the number, dates, delivery slot and booking code, payment and currency or
  freight, EAN lines with cases, units per case and units, IVA 6 / 13 / 23 % per rate or ICMS
  and IPI columns, Valor dos produtos / IPI / Frete / Desconto / Valor total, SSCC and NF-e notes).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, funding-card, project, market-list,
quotation, notice, change, framework, document, campaign, sample-card or booking number); the
supplier exactly as printed on its first line (the vendor the order is addressed to, without
殿, 귀중, 대표이사 귀하, "Señores:", "Spett.le" or "M/s." printed beside or above it); the grand
total as "1234.50" (whole yen and won as "1234.00"; incl. tax where an incl.-tax total is
stated, the net sum where only that is; "" when the document states none, about one document
in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402
from families_blind32 import n_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.78, 0.1, 0.1)


def en2(v: Decimal) -> str:
    return grouped(v)


def lakh(v: Decimal) -> str:
    """12,34,567.80 (Indian digit grouping)."""
    q = v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    whole_, frac = f"{q:.2f}".split(".")
    neg = whole_.startswith("-")
    whole_ = whole_.lstrip("-")
    if len(whole_) > 3:
        head, tail = whole_[:-3], whole_[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        whole_ = ",".join([*parts, tail])
    return f"{'-' if neg else ''}{whole_}.{frac}"


def pct_s(v: Decimal, dec: str = ",") -> str:
    return f"{v.normalize():f}".replace(".", dec)


# --------------------------------------------------------------------------- 1 zh-Hans lab reagent order grouped by storage condition

ZL_CITY = "武汉 成都 西安 长沙 南京 重庆 济南 沈阳 昆明 福州 合肥 兰州 南昌 贵阳 太原 郑州".split()
ZL_INST = [
    ("{c}医科大学附属第一医院", ["检验科", "病理科", "中心实验室", "输血科", "临床研究中心"]),
    ("{c}市中心医院", ["检验科", "分子诊断中心", "科研处实验室"]),
    (
        "{c}大学",
        [
            "生命科学学院 {p}课题组",
            "化学化工学院 {p}课题组",
            "医学部 基础医学实验中心",
            "药学院 药物分析实验室",
        ],
    ),
    ("{c}理工大学", ["材料科学与工程学院 {p}课题组", "环境学院 公共实验平台"]),
    ("{c}农业大学", ["动物医学院 {p}课题组", "植物保护学院 {p}实验室"]),
    ("{c}市疾病预防控制中心", ["微生物检验所", "理化检验所"]),
]
ZL_B = "博源 瑞科 华晟 康为 恒远 维森 赛奥 普利 欣诺 百泰 益康 安诺 鼎航 优联 晶科 睿博 汇智 兆安".split()
ZL_SUP_FORMED = [
    "{c}{b}生物科技有限公司",
    "{b}（{c}）生物技术有限公司",
    "{c}市{b}科学仪器有限公司",
    "{c}{b}医疗器械有限公司",
    "{c}{b}化玻仪器有限公司",
    "{c}{b}生化试剂有限责任公司",
]
ZL_SUP_BARE = [
    "{c}{b}试剂经营部",
    "{b}生化试剂商行",
    "{c}市{b}实验器材经销部",
    "{c}{b}科技服务中心",
]
# name, maker, spec, unit, lo, hi, storage (0 room, 1 fridge, 2 freezer)
ZL_ITEMS = [
    ("无水乙醇 AR", "国药", "500ml", "瓶", 18, 32, 0),
    ("甲醇 色谱纯", "麦克林", "4L", "瓶", 120, 260, 0),
    ("乙腈 HPLC级", "阿拉丁", "4L", "瓶", 280, 480, 0),
    ("氯化钠 AR", "国药", "500g", "瓶", 12, 28, 0),
    ("Tris碱", "索莱宝", "500g", "瓶", 85, 180, 0),
    ("移液器吸头 200μl", "Axygen", "1000支/包", "包", 55, 120, 0),
    ("离心管 1.5ml", "Corning", "500只/包", "包", 60, 140, 0),
    ("96孔细胞培养板", "Corning", "50块/箱", "箱", 780, 1450, 0),
    ("一次性无菌注射器 5ml", "康德莱", "100支/盒", "盒", 28, 55, 0),
    ("载玻片 防脱", "世泰", "50片/盒", "盒", 22, 48, 0),
    ("胎牛血清", "Gibco", "500ml", "瓶", 1800, 3600, 2),
    ("DMEM高糖培养基", "Hyclone", "500ml", "瓶", 65, 130, 1),
    ("胰蛋白酶-EDTA 0.25%", "Gibco", "100ml", "瓶", 90, 190, 2),
    ("Taq DNA聚合酶", "TaKaRa", "250U", "支", 420, 860, 2),
    ("逆转录试剂盒", "诺唯赞", "100T", "盒", 680, 1280, 2),
    ("BCA蛋白定量试剂盒", "碧云天", "500T", "盒", 260, 480, 1),
    ("ELISA试剂盒（人IL-6）", "欣博盛", "96T", "盒", 1600, 3200, 1),
    ("血细胞分析用稀释液", "迈瑞", "20L", "桶", 380, 720, 0),
    ("生化质控品", "朗道", "5ml×10", "盒", 900, 1800, 1),
    ("乙肝表面抗原检测试剂盒（化学发光法）", "新产业", "100人份", "盒", 1100, 2300, 1),
    ("核酸提取试剂盒", "天根", "50T", "盒", 560, 980, 0),
    ("抗体 β-actin", "Proteintech", "100μl", "支", 1300, 2600, 2),
]
ZL_STORE = ["常温", "2～8°C冷藏", "-20°C冷冻（干冰运输）"]


def _zl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    c = rng.choice(ZL_CITY)
    inst_t, depts = rng.choice(ZL_INST)
    pi = cj.person(rng)
    inst = inst_t.format(c=c)
    dept = rng.choice(depts).format(p=pi)
    b = rng.choice(ZL_B)
    sup = bare_or(rng, ZL_SUP_FORMED, ZL_SUP_BARE, 0.25).format(c=rng.choice(ZL_CITY), b=b)
    d = cj.a_date(rng)
    po = cj.number(rng, d, "DG{Y}{m}{n4}|SJ-{y}{m}{d}-{n3}|{Y}{n6}|CG{y}{n5}|LAB{y}{m}{n3}")
    fund = cj.number(rng, d, "{n4}-{n6}|KY{Y}{n4}|{n8}")
    proj = cj.number(rng, d, "{Y}YFC{n7}|8{n7}|{Y}JJ{n4}")
    req = cj.number(rng, d, "QG-{y}{n5}|SQ{Y}{m}{n3}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([black, Color(0.05, 0.3, 0.5), Color(0.1, 0.35, 0.2)])
    po_lab = cj.pick(rng, "订购单号|订单编号|单　　号|No.")
    title = cj.pick(
        rng, "试剂耗材订购单|实验试剂及耗材订购单|检验试剂订购单|科研试剂采购单|试剂、耗材订购单"
    )
    sup_lab = cj.pick(rng, "供货单位：|供应商：|致：|供货方：")
    hospital = "医院" in inst

    tel = cj.zh_tel(rng)

    def foot() -> None:
        s_ = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(right, pdf.h - 24, s_, 7.6, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"{inst}{dept}　{tel}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）", 10, bold=True, colour=ink)
        pdf.text(right, 34, f"{po_lab}：{po}", 9, align="r")
        return 46

    y = 44
    pdf.text(m, y, inst, 15, bold=True, colour=ink)
    pdf.text(m, y + 17, dept, 10, colour=ink)
    bw = 170
    pdf.rect(right - bw, y - 14, bw, 36, stroke=ink, lw=1)
    pdf.text(right - bw + 6, y, po_lab, 8, colour=GREY)
    pdf.text(
        right - 6,
        y + 16,
        po,
        12.5,
        align="r",
        bold=True,
        colour=RED if rng.random() < 0.4 else black,
    )
    y += 46
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
    pdf.line(pdf.w / 2 - 90, y + 5, pdf.w / 2 + 90, y + 5, lw=0.8, colour=ink)
    y += 26
    pdf.text(m, y, sup_lab, 10, bold=True)
    pdf.text(m + cj.stringWidth(sup_lab, cj.FONT_NAME, 10) + 4, y, sup, 11, bold=True)
    y += 15
    pdf.text(
        m,
        y,
        f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}　{'传真：' + cj.zh_tel(rng) if rng.random() < 0.4 else '邮箱：sales@' + rng.choice(['bio', 'sci', 'lab', 'med']) + str(rng.randint(10, 99)) + '.cn'}",
        8.4,
        colour=GREY,
    )
    y += 10
    dd = cj.later(rng, d, 2, 14)
    info = [
        ["订购日期", cj.fdate(d, rng.choice(["cn", "iso", "cn0"])), "要求到货", cj.fdate(dd, "cn")],
        ["经费卡号", fund, "项目负责人", pi if "课题组" in dept else cj.person(rng)],
        [
            "申请人",
            f"{cj.person(rng)}　{cj.mobile(rng)}",
            "收货地点",
            f"{rng.randint(1, 12)}号楼{rng.randint(1, 9)}{rng.randint(0, 2)}{rng.randint(1, 9)}室",
        ],
    ]
    extra = []
    if rng.random() < 0.5:
        extra.append(["项目编号", proj])
    if rng.random() < 0.5:
        extra.append(["请购单号" if rng.random() < 0.5 else "采购计划号", req])
    if len(extra) == 2:
        info.append(extra[0] + extra[1])
    elif extra:
        info.append(extra[0])
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), info, h=19, size=8.4, ink=ink, fill=PALE)
        + 14
    )
    n = n_lines(rng, [2, 3, 3, 4, 5, 6, 7, 8, 9, 11], [26, 32], 0.15)
    lines = []
    for it in rng.sample(ZL_ITEMS, min(n, len(ZL_ITEMS))):
        q = Decimal(rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 10] if it[5] < 500 else [1, 1, 1, 2, 3]))
        p = Decimal(rng.randint(it[4] * 100, it[5] * 100)) / 100
        lines.append((it, q, p, r2(q * p)))
    while len(lines) < n:
        it = rng.choice(ZL_ITEMS)
        q = Decimal(rng.choice([1, 2, 5]))
        p = Decimal(rng.randint(it[4] * 100, it[5] * 100)) / 100
        lines.append(
            (
                (it[0], it[1], rng.choice(["1L", "250ml", "100g", "25g", "10支/盒"]), *it[3:]),
                q,
                p,
                r2(q * p),
            )
        )
    reg_col = hospital and rng.random() < 0.6
    if reg_col:
        ws = cj.rel(wd, [4, 10, 25, 9, 10, 13, 5, 5, 9, 10])
        heads = [
            "序号",
            "货号",
            "品名",
            "品牌/厂家",
            "规格",
            "注册证号",
            "单位",
            "数量",
            "单价",
            "金额",
        ]
        al = "clllllcrrr"
    else:
        ws = cj.rel(wd, [5, 12, 30, 11, 12, 6, 6, 9, 11])
        heads = ["序号", "货号", "品名", "品牌/厂家", "规格", "单位", "数量", "单价", "金额"]
        al = "cllllccrr"
    y = crow(pdf, m, y, ws, heads, al, h=18, size=8, fill=PALE, head=True)
    i = 0
    sub = ZERO
    groups = sorted({it[6] for it, *_ in lines})
    sub_rows = rng.random() < 0.7
    for g in groups:
        if y + 36 > bottom:
            y = brk()
            y = crow(pdf, m, y, ws, heads, al, h=18, size=8, fill=PALE, head=True)
        pdf.rect(m, y, wd, 15, fill=Color(0.97, 0.97, 0.9), stroke=None)
        pdf.text(m + 4, y + 11, f"■ {ZL_STORE[g]}", 8.2, bold=True, colour=ink)
        pdf.line(m, y + 15, right, y + 15, lw=0.4)
        y += 15
        gsum = ZERO
        for it, q, p, a in [x for x in lines if x[0][6] == g]:
            if y + 17 > bottom:
                y = brk()
                y = crow(pdf, m, y, ws, heads, al, h=18, size=8, fill=PALE, head=True)
            i += 1
            code = f"{rng.choice(['A', 'S', 'C', 'R', 'T'])}{rng.randint(10000, 99999)}"
            row = [str(i), code, it[0], it[1], it[2]]
            if reg_col:
                row.append(
                    f"国械注准{d.year - rng.randint(2, 6)}{rng.randint(2, 3)}40{rng.randint(1000, 9999)}"
                    if "试剂盒" in it[0] or "质控" in it[0]
                    else "—"
                )
            row += [
                it[3],
                f"{q:,.0f}",
                cj.money(p) if stated else "",
                cj.money(a) if stated else "",
            ]
            y = crow(pdf, m, y, ws, row, al, h=17, size=7.6)
            gsum += a
        if sub_rows and stated and len(groups) > 1:
            cells = [""] * len(ws)
            cells[2] = f"{ZL_STORE[g].split('（')[0]} 小计"
            cells[-1] = cj.money(gsum)
            y = crow(pdf, m, y, ws, cells, al, h=16, size=7.6, bold=True)
        sub += gsum
    y += 10
    cold = any(it[6] == 2 for it, *_ in lines)
    fee = Decimal(rng.choice([50, 80, 100, 150])) if cold and rng.random() < 0.6 else ZERO
    disc = Decimal(rng.choice([0, 0, 0, 20, 50, 100])) if sub > 1000 else ZERO
    total = sub + fee - disc
    if y + 96 > bottom:
        y = brk()
    if stated:
        rows = [("货款合计", cj.money(sub))]
        if fee:
            rows.append((cj.pick(rng, "干冰及冷链运输费|冷链配送费|干冰费"), cj.money(fee)))
        if disc:
            rows.append(("优惠", f"-{cj.money(disc)}"))
        rx = right - 210
        if len(rows) > 1:
            for lab, v in rows:
                pdf.text(rx, y + 10, lab, 8.6)
                pdf.text(right - 4, y + 10, v, 8.6, align="r")
                y += 15
        pdf.rect(m, y, wd, 22, stroke=ink, lw=0.9)
        lab = cj.pick(rng, "订单总金额（含税）|合计金额（元）|订购总额（含税，元）|总计")
        pdf.text(m + 6, y + 15, f"{lab}：", 9.6, bold=True)
        sym = rng.choice(["¥", "￥", ""])
        pdf.text(right - 6, y + 15, f"{sym}{cj.money(total)}", 11, align="r", bold=True)
        if rng.random() < 0.6:
            pdf.text(m + 150, y + 15, f"大写：{cj.daxie(total)}", 8.6)
        y += 34
    else:
        pdf.text(
            m,
            y + 10,
            "注：以上试剂价格以供货单位最终报价及实际到货为准，结算时另行确认。",
            8.6,
            colour=ink,
        )
        y += 24
    notes = [
        "1. 冷藏/冷冻试剂须全程冷链运输，随货附温度记录，到货温度不符者拒收。",
        "2. 随货提供送货单及产品合格证/COA，送货单注明本订购单号。",
        f"3. 发票抬头：{inst}，{cj.pick(rng, '增值税普通发票|增值税专用发票|电子发票')}，{'税号 ' + cj.credit_code(rng) if rng.random() < 0.5 else '开票信息详见附件'}。",
    ]
    if rng.random() < 0.4:
        notes.append("4. 危险化学品须提供安全技术说明书（MSDS），易制毒化学品凭备案证明购买。")
    for t in notes:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.8, colour=GREY, maxw=wd)
        y += 12
    y += 10
    if y + 50 > bottom:
        y = brk()
    caps = [
        "申请人",
        "课题组负责人" if "课题组" in dept else "科室主任",
        "采购中心审核" if rng.random() < 0.5 else "设备处",
        "供货单位确认（盖章）",
    ]
    cw = wd / len(caps)
    for k, cap in enumerate(caps):
        pdf.text(m + k * cw, y + 10, f"{cap}：", 8.4)
        pdf.line(m + k * cw + 8, y + 34, m + (k + 1) * cw - 12, y + 34, lw=0.4, colour=GREY)
    if rng.random() < 0.3:
        pdf.stamp(m + 3.5 * cw, y + 20, sup, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_zh_shiyanshi_shiji_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zl)


# --------------------------------------------------------------------------- 2 zh-Hant Hong Kong hotel / restaurant group's PO to a food or linen supplier

HH_BUY = [
    ("{x}酒店", "{X} Hotel"),
    ("{x}海景酒店", "{X} Harbour View Hotel"),
    ("{x}飲食集團有限公司", "{X} Dining Group Limited"),
    ("{x}酒家集團", "{X} Restaurant Group"),
    ("{x}國際酒店管理有限公司", "{X} Hotel Management Limited"),
]
HH_X = [
    ("富臨", "Fulham"),
    ("嘉濤", "Carlton"),
    ("美心苑", "Maxwell"),
    ("帝峰", "Empire Peak"),
    ("逸東", "Easton"),
    ("華麗", "Grandeur"),
    ("海逸", "Harbourside"),
    ("翠園", "Jade Garden"),
    ("金鑽", "Diamond"),
]
HH_SUP = [
    ("{s}洗衣布草有限公司", "{S} Laundry & Linen Co., Ltd."),
    ("{s}凍肉食品有限公司", "{S} Frozen Meat & Food Co., Ltd."),
    ("{s}海產貿易有限公司", "{S} Seafood Trading Limited"),
    ("{s}蔬果批發", "{S} Vegetable & Fruit Wholesale"),
    ("{s}酒店用品有限公司", "{S} Hotel Supplies Limited"),
    ("{s}食品貿易公司", "{S} Food Trading Company"),
    ("{s}麵包西餅廠", "{S} Bakery"),
]
HH_S = [
    ("永發", "Wing Fat"),
    ("恒昌", "Hang Cheong"),
    ("利興", "Lee Hing"),
    ("大興", "Tai Hing"),
    ("萬記", "Man Kee"),
    ("新記", "Sun Kee"),
    ("祥利", "Cheung Lee"),
    ("聯昌", "Luen Cheong"),
    ("合益", "Hop Yick"),
    ("廣源", "Kwong Yuen"),
    ("泰豐", "Tai Fung"),
    ("偉業", "Wai Yip"),
    ("德記", "Tak Kee"),
    ("信和", "Shun Wo"),
    ("昌盛", "Cheong Shing"),
]
HH_ITEMS = {
    "linen": [
        ("床單 Bed sheet 100% cotton King", "pc", 95, 180),
        ("被套 Duvet cover Queen", "pc", 160, 290),
        ("浴巾 Bath towel 70x140cm", "pc", 38, 75),
        ("面巾 Face towel", "pc", 12, 24),
        ("枕套 Pillow case", "pc", 22, 45),
        ('檯布 Table cloth 72x72"', "pc", 85, 150),
        ('餐巾 Napkin 20x20"', "doz", 110, 210),
        ("廚師服 Chef jacket", "set", 180, 320),
        ("洗衣服務 Laundry service (per kg)", "kg", 9, 16),
    ],
    "food": [
        ("美國肉眼扒 US Ribeye", "kg", 280, 420),
        ("急凍雞翼 Frozen chicken wings", "ctn", 260, 380),
        ("挪威三文魚 Norwegian salmon", "kg", 150, 240),
        ("游水蝦 Live prawns", "kg", 180, 300),
        ("本地菜心 Choi sum", "kg", 16, 32),
        ("泰國香米 Thai rice 25kg", "bag", 260, 360),
        ("花生油 Peanut oil 5L", "btl", 95, 140),
        ("全脂奶 Fresh milk 1L", "ctn", 180, 260),
        ("雞蛋 Eggs (360 pcs)", "ctn", 380, 520),
        ("牛油 Butter 5kg", "block", 320, 480),
        ("豉油 Soy sauce 18L", "tin", 210, 290),
    ],
}


def _hh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    x, xe = rng.choice(HH_X)
    bz, be = rng.choice(HH_BUY)
    buyer, buyer_en = bz.format(x=x), be.format(X=xe)
    kind = rng.choice(["linen", "food", "food"])
    pool = [s for s in HH_SUP if ("布草" in s[0] or "用品" in s[0]) == (kind == "linen")]
    sz, se = rng.choice(pool)
    s, s_en = rng.choice(HH_S)
    sup_zh, sup_en = sz.format(s=s), se.format(S=s_en)
    en_first = rng.random() < 0.4
    sup = sup_en if en_first else sup_zh
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n5}|P{n7}|HK-PO-{Y}-{n4}|{n8}|PUR/{y}/{n5}")
    ml = cj.number(rng, d, "ML{y}{m}{d}{n2}|MKT-{n5}")
    pr = cj.number(rng, d, "PR{y}{n5}|REQ-{n6}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([Color(0.35, 0.25, 0.1), Color(0.1, 0.2, 0.4), black, Color(0.45, 0.05, 0.15)])
    po_lab = cj.pick(
        rng, "P.O. No. 訂單編號|PO Number 採購單號|Order No. 訂單號碼|採購單號碼 P.O. No."
    )
    dept = rng.choice(
        [
            "Food & Beverage 餐飲部",
            "Housekeeping 房務部",
            "Kitchen 廚房",
            "Banquet 宴會部",
            "Chinese Restaurant 中菜廳",
            "Laundry 洗衣房",
        ]
    )

    ftxt = (
        f"{buyer_en} · Purchasing Department 採購部 · Tel {cj.hk_tel(rng)} · Fax {cj.hk_tel(rng)}"
    )

    def foot() -> None:
        pdf.text(m, pdf.h - 26, ftxt, 6.8, colour=GREY)
        s_ = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        pdf.text(right, pdf.h - 26, s_, 7, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer_en} — Purchase Order (cont'd)", 9, bold=True)
        pdf.text(
            right,
            34,
            f"{po_lab.split(' ')[0] if po_lab[0].isascii() else 'P.O. No.'} {po}",
            9,
            align="r",
        )
        return 46

    y = 40
    pdf.text(pdf.w / 2, y, buyer_en.upper(), 15, align="c", bold=True, colour=ink, space=1)
    pdf.text(pdf.w / 2, y + 17, buyer, 11, align="c", colour=ink)
    pdf.text(
        pdf.w / 2,
        y + 30,
        f"{rng.randint(1, 288)} {rng.choice(['Nathan Road', 'Gloucester Road', 'Des Voeux Road Central', 'Hennessy Road', 'Canton Road', 'Tai Po Road'])}, {rng.choice(['Kowloon', 'Wan Chai', 'Central', 'Tsim Sha Tsui', 'Sha Tin'])}, Hong Kong",
        7.6,
        align="c",
        colour=GREY,
    )
    pdf.line(m, y + 38, right, y + 38, lw=1.2, colour=ink)
    y += 58
    pdf.text(m, y, "PURCHASE ORDER", 14, bold=True)
    pdf.text(m + 128, y, "採 購 訂 單", 13, bold=True)
    y += 12
    # left: vendor block; right: order data panel
    lw = wd * 0.52
    vb = [sup]
    if rng.random() < 0.7:
        vb.append(sup_zh if en_first else sup_en)
    vb += [
        f"{rng.choice(['香港仔', '長沙灣', '觀塘', '葵涌', '火炭', '新蒲崗'])}{rng.choice(['工業大廈', '貨倉大廈', '工貿中心'])}{rng.randint(2, 18)}樓{rng.choice('ABCDEF')}室",
        f"Attn: {rng.choice(['Mr.', 'Ms.'])} {rng.choice(['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ho', 'Ng'])}　Tel: {cj.hk_tel(rng)}",
    ]
    vlab = cj.pick(rng, "Vendor 供應商|Supplier 供應商|To 致|供應商 Supplier")
    pdf.rect(m, y, lw, 16, fill=PALE, stroke=ink)
    pdf.text(m + 5, y + 11.5, vlab, 8.4, bold=True, colour=ink)
    vc = f"Vendor Code: V{rng.randint(1000, 9999)}" if rng.random() < 0.6 else ""
    if vc:
        pdf.text(m + lw - 5, y + 11.5, vc, 7.6, align="r", colour=GREY)
    yy = y + 30
    for k, ln in enumerate(vb):
        pdf.text(m + 6, yy, ln, 9.6 if k == 0 else 8.2, bold=k == 0, maxw=lw - 12)
        yy += 14 if k == 0 else 12
    vh = yy - y + 2
    pdf.rect(m, y + 16, lw, vh - 16, stroke=ink)
    px = m + lw + 10
    pw = right - px
    dd = cj.later(rng, d, 1, 7)
    panel = [
        [po_lab, po],
        ["Order Date 日期", cj.fdate(d, "hk")],
        [
            "Delivery Date 送貨日期",
            f"{cj.fdate(dd, 'hk')} {rng.choice(['07:00-09:00', '08:00-10:00', '14:00-16:00', 'before 11:00'])}",
        ],
        ["Department 部門", dept],
    ]
    if rng.random() < 0.5:
        panel.append(
            [
                "Market List 市場單" if kind == "food" else "Requisition 申購單",
                ml if kind == "food" else pr,
            ]
        )
    if rng.random() < 0.4:
        panel.append(["Cost Centre 成本中心", f"{rng.randint(100, 999)}-{rng.randint(10, 99)}"])
    ph = max(vh, 16 * len(panel))
    rh = ph / len(panel)
    yy = kgrid(
        pdf, px, y, [pw * 0.46, pw * 0.54], panel, h=rh, size=7.8, ink=ink, fill=PALE, labels=(0,)
    )
    y = max(y + vh, yy) + 10
    deliver = f"Deliver to 送貨地址: {rng.choice(['Receiving Dock 收貨處', 'Loading Bay, B1 地庫卸貨區', 'Central Kitchen 中央廚房', 'Laundry Room 洗衣房'])}, {buyer}"
    pdf.text(m, y + 4, deliver, 8.2, maxw=wd)
    y += 14
    n = n_lines(rng, [2, 3, 4, 4, 5, 6, 7, 8, 9], [24, 30], 0.12)
    lines = more_lines(
        rng, HH_ITEMS[kind], n, [1, 2, 3, 5, 6, 10, 12, 20, 24, 50], ["(B)", "(Grade A)", "(spare)"]
    )
    ws = cj.rel(wd, [6, 44, 9, 9, 14, 18])
    heads = [
        "#",
        "Description 貨品名稱",
        "Unit 單位",
        "Qty 數量",
        "Unit Price 單價",
        "Amount 金額 HK$",
    ]
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}", en2(p) if stated else "", en2(a) if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "clccrr",
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=20,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100)
    dlv = Decimal(rng.choice([0, 0, 0, 50, 80, 120])) if kind == "food" else ZERO
    total = sub - disc + dlv
    y += 8
    if y + 120 > bottom:
        y = brk()
    if stated:
        rows = [("Sub-total 小計", f"HK${en2(sub)}")]
        if disc:
            rows.append(
                (f"Discount 折扣 ({(disc * 100 / sub).quantize(Decimal(1))}%)", f"-HK${en2(disc)}")
            )
        if dlv:
            rows.append(("Delivery charge 運費", f"HK${en2(dlv)}"))
        rows.append(
            (cj.pick(rng, "Grand Total 總計|TOTAL 總額|Total Amount 合共"), f"HK${en2(total)}")
        )
        rx = right - 220
        for k, (lab, v) in enumerate(rows):
            last = k == len(rows) - 1
            if last:
                pdf.rect(rx - 4, y, right - rx + 4, 18, fill=PALE, stroke=ink)
            pdf.text(rx, y + 12.5, lab, 8.8 if last else 8.2, bold=last)
            pdf.text(right - 4, y + 12.5, v, 9.4 if last else 8.2, align="r", bold=last)
            y += 18 if last else 14
        if rng.random() < 0.4:
            w = cj.en_words(total).replace("US DOLLARS", "HONG KONG DOLLARS")
            pdf.text(m, y + 10, w, 7.6, colour=GREY, maxw=wd)
            y += 14
    else:
        pdf.text(
            m,
            y + 10,
            "Prices as per current price list / contract 價格按現行報價單",
            8.4,
            colour=ink,
        )
        y += 18
    y += 8
    terms = [
        "1. Please quote our P.O. number on all delivery notes and invoices. 送貨單及發票請註明本訂單號碼。",
        "2. Goods will be checked by Receiving; temperature of chilled / frozen items must meet hotel standard.",
        f"3. Payment terms 付款條件: {rng.choice(['30 days after invoice', 'Monthly statement, 60 days 月結60天', 'C.O.D. 貨到付款'])}.",
    ]
    for t in terms:
        if y + 12 > bottom:
            y = brk()
        pdf.text(m, y, t, 7.2, colour=GREY, maxw=wd)
        y += 11
    y += 28
    if y + 30 > bottom:
        y = brk() + 30
    caps = [
        "Prepared by 經手人",
        "Purchasing Manager 採購經理",
        rng.choice(
            [
                "Financial Controller 財務總監",
                "General Manager 總經理",
                "Director of Finance 財務董事",
            ]
        ),
    ]
    cw = wd / len(caps)
    for k, cap in enumerate(caps):
        pdf.line(m + k * cw, y, m + (k + 1) * cw - 16, y, lw=0.5)
        pdf.text(m + k * cw, y + 11, cap, 7.6)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_hk_jiudian_canyin_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hh)


# --------------------------------------------------------------------------- 3 ja automotive maker's 注文書 to a tier-2 supplier (landscape, 殿, 注文請書 tear-off)

JA_AB = "東海 三河 浜松 豊橋 刈谷 安城 岡崎 太田 狭山 広島 宇都宮 鈴鹿".split()
JA_BUY = [
    "{a}精機株式会社",
    "株式会社{a}オートパーツ",
    "{a}工業株式会社",
    "{a}プレス工業株式会社",
    "株式会社{a}製作所",
]
JA_SB = "丸栄 共和 大和 旭 日進 正和 富士 昭和 三栄 協和 山一 北斗 東邦 明和 双葉 栄光".split()
JA_SUP_FORMED = [
    "株式会社{b}螺子",
    "{b}化成株式会社",
    "{b}金属工業株式会社",
    "有限会社{b}製作所",
    "{b}ゴム工業株式会社",
    "株式会社{b}鍛造",
    "{b}電装株式会社",
    "{b}精密株式会社",
]
JA_SUP_BARE = ["{b}製作所", "{b}鉄工所", "{b}メッキ工業所", "{b}プレス"]
JA_PARTS = [
    ("ブラケット，エンジンマウント", 85, 260),
    ("ボルト，フランジ M8×25", 4, 18),
    ("ナット，ウェルド M6", 2, 9),
    ("ホース，ラジエータ アッパ", 180, 420),
    ("グロメット，ハーネス", 12, 38),
    ("スリーブ，ブッシュ", 35, 95),
    ("カラー，スペーサ", 8, 30),
    ("ステー，マフラ", 120, 310),
    ("クランプ，ホース", 15, 48),
    ("ピン，ノック φ8", 6, 22),
    ("プレート，ヒートインシュレータ", 140, 380),
    ("ワッシャ，シール", 3, 11),
    ("ギヤ，ドリブン", 450, 980),
    ("シャフト，カウンタ", 780, 1650),
    ("コネクタ，ハウジング 6P", 28, 70),
    ("ケース，ECU", 320, 760),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(28, 38)
    right = pdf.w - m
    wd = right - m
    buyer = rng.choice(JA_BUY).format(a=rng.choice(JA_AB))
    sup = bare_or(rng, JA_SUP_FORMED, JA_SUP_BARE, 0.2).format(b=rng.choice(JA_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n5}|P{n9}|{n2}-{n6}|CH{y}{n6}|{Y}{m}{n4}")
    stated = stated_of(rng)
    page = [1]
    slip = rng.random() < 0.55
    vcode = f"{rng.randint(1000, 9999)}{rng.choice(['', '-0', '-1'])}"
    ink = rng.choice([black, Color(0.1, 0.25, 0.5), Color(0.15, 0.35, 0.15)])
    plant = f"{rng.choice(['本社', '第1', '第2', '第3', '田原', '鈴鹿'])}工場"
    gate = f"{rng.randint(1, 12)}番受入"
    po_lab = cj.pick(rng, "注文番号|注文No.|発注番号|注文書番号")
    bottom = pdf.h - (150 if slip else 44)
    title = cj.pick(rng, "注　文　書|部品注文書|購入部品　注文書|注 文 書（購入品）")

    def head() -> float:
        pdf.text(pdf.w / 2, 38, title, 18, align="c", bold=True, space=2)
        pdf.line(pdf.w / 2 - 100, 44, pdf.w / 2 + 100, 44, lw=0.8)
        pdf.text(m, 62, f"{sup}　殿", 14, bold=True)
        pdf.line(m, 66, m + 300, 66, lw=0.6)
        pdf.text(m, 80, f"仕入先コード　{vcode}", 8.4, colour=GREY)
        gw = [62, 110]
        gx = right - sum(gw)
        kgrid(
            pdf,
            gx,
            20,
            gw,
            [
                [po_lab, po],
                ["発行日", cj.fdate(d, rng.choice(["slash", "cn"]))],
                ["頁", f"{page[0]} / {of}" if of else str(page[0])],
            ],
            h=15,
            size=8,
            ink=ink,
            fill=PALE,
            labels=(0,),
        )
        pdf.text(gx, 80, buyer, 10, bold=True)
        pdf.text(
            gx,
            92,
            f"{cj.pick(rng, '購買部|調達部|資材部 購買課')}　{cj.ja_tel(rng)}",
            7.6,
            colour=GREY,
        )
        return 104

    def brk() -> float:
        pdf.new_page()
        page[0] += 1
        return head()

    y = head()
    pdf.text(
        m, y + 2, "下記の通り注文いたします。注文書記載の納期・受入場所に従い納入願います。", 8.4
    )
    y += 10
    rows = [
        [
            "受入工場",
            plant,
            "受入場所",
            gate,
            "納入形態",
            rng.choice(["かんばん", "納入指示書", "定期便", "都度便"]),
        ],
        [
            "支払条件",
            rng.choice(
                ["毎月末締 翌月末 振込", "月末締 翌々月10日 電子記録債権", "20日締 翌月末 振込"]
            ),
            "単価区分",
            rng.choice(["正式単価", "正式単価", "仮単価"]),
            "取引区分",
            rng.choice(["量産", "量産", "補給", "試作"]),
        ],
    ]
    if rng.random() < 0.5:
        rows.append(
            [
                "見積番号",
                cj.number(rng, d, "M{y}-{n4}|Q{n6}"),
                "内示No.",
                cj.number(rng, d, "N{y}{m}{n3}"),
                "設変No.",
                cj.number(rng, d, "EC-{n5}|D{n6}"),
            ]
        )
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [9, 18, 9, 15, 9, 15]),
            rows,
            h=16,
            size=8,
            ink=ink,
            fill=PALE,
            labels=(0, 2, 4),
        )
        + 10
    )
    n = n_lines(rng, [2, 3, 4, 5, 6, 8, 10], [22, 28], 0.15)
    lines = []
    picks = rng.sample(JA_PARTS, min(n, len(JA_PARTS)))
    while len(picks) < n:
        picks.append(rng.choice(JA_PARTS))
    for it in picks:
        p = Decimal(rng.randint(it[1] * 100, it[2] * 100)) / 100
        q = Decimal(
            rng.choice(
                [100, 200, 300, 500, 600, 1000, 1200, 2000, 3000]
                if p < 100
                else [20, 30, 50, 60, 100, 120, 200]
            )
        )
        a = (q * p).quantize(Decimal(1), rounding="ROUND_DOWN")
        lines.append((it, q, p, a))
    ws = cj.rel(wd, [4, 15, 22, 9, 7, 10, 9, 5, 9, 10])
    heads = ["No.", "品番", "品名", "図番/設変", "背番号", "納期", "数量", "単位", "単価", "金額"]
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        pn = f"{rng.randint(10000, 99999)}-{rng.choice(['A', 'B', 'K', 'T', 'X'])}{rng.randint(10, 99)}-{rng.randint(0, 9)}{rng.randint(0, 9)}0"
        body.append(
            (
                [
                    str(i),
                    pn,
                    it[0],
                    f"{pn[:5]}-{rng.choice('ABCDE')}",
                    f"{rng.choice('ABCDEFGHKMN')}{rng.randint(100, 999)}",
                    cj.fdate(cj.later(rng, d, 7, 60), "slash")[5:],
                    f"{q:,.0f}",
                    "個",
                    f"{p:,.2f}" if stated else "",
                    f"{a:,.0f}" if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllcccrcrr",
        rowh=16,
        size=7.6,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=17,
    )
    net = sum((a for *_, a in lines), ZERO)
    tax = (net * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = net + tax
    taxed = rng.random() < 0.75
    if not taxed:
        total = net
    if y + 60 > bottom:
        y = brk()
    y += 8
    if stated:
        sw = [80, 100]
        sx = right - sum(sw)
        rows = [["合計金額（税抜）" if taxed else "合計金額", f"¥{net:,.0f}"]]
        if taxed:
            rows += [
                ["消費税（10%）", f"¥{tax:,.0f}"],
                [cj.pick(rng, "総合計（税込）|注文金額合計|税込合計"), f"¥{total:,.0f}"],
            ]
        kgrid(pdf, sx, y, sw, rows, h=17, size=8.6, ink=ink, fill=PALE, labels=(0,), align="lr")
        if not taxed:
            pdf.text(sx, y + 28, "※消費税は別途申し受けます。", 7.4, colour=GREY)
    else:
        pdf.text(right, y + 10, "※単価未決定品につき金額は単価決定後に通知します。", 8, align="r")
    pdf.rect(m, y, wd * 0.5, 44, stroke=GREY, lw=0.5)
    pdf.text(m + 4, y + 11, "備考", 8, colour=GREY)
    pdf.text(
        m + 4,
        y + 25,
        cj.pick(
            rng,
            "荷姿は指定通い箱にて納入のこと。|現品票（かんばん）を必ず添付のこと。|納入時はミルシートを添付してください。|品質問題発生時は速やかに品質保証部へ連絡のこと。",
        ),
        7.8,
    )
    if slip:
        cy = pdf.h - 138
        pdf.rect(0, cy, pdf.w, 0.1, stroke=None)
        for xx in range(int(m), int(right), 8):
            pdf.line(xx, cy, xx + 4, cy, lw=0.5, colour=GREY)
        pdf.text(pdf.w / 2, cy - 3, "キ　リ　ト　リ　線", 7, align="c", colour=GREY)
        yy = cy + 26
        pdf.text(pdf.w / 2, yy, "注　文　請　書", 14, align="c", bold=True, space=2)
        pdf.text(m, yy + 4, f"{buyer}　御中", 11, bold=True)
        pdf.text(m, yy + 24, f"貴社{po_lab} {po} の注文を上記の内容にてお請けいたします。", 8.6)
        if stated:
            pdf.text(
                m,
                yy + 40,
                f"請書金額　¥{total:,.0f}{'（税込）' if taxed else '（税抜）'}",
                9.4,
                bold=True,
            )
        pdf.text(right - 260, yy + 24, "年　　月　　日", 8.6)
        pdf.text(right - 260, yy + 44, "（受注者）住所", 8.6)
        pdf.text(right - 260, yy + 62, "　　　　　社名　　　　　　　　　　　　　　　　印", 8.6)
        pdf.text(right - 260, yy + 80, f"仕入先コード　{vcode}", 7.6, colour=GREY)
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_ja_jidosha_buhin_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 4 ko construction company's materials order as an official letter (공문)

KO_BUY_B = (
    "대림 한솔 동양 삼정 태영 우진 금강 대성 신세계 현대 극동 한라 서해 남광 세원 동부".split()
)
KO_BUY = [
    "{b}건설 주식회사",
    "주식회사 {b}종합건설",
    "{b}산업개발(주)",
    "(주){b}이앤씨",
    "{b}토건 주식회사",
]
KO_SUP_B = "대진 영신 삼호 한길 동아 제일 성원 태양 부국 신한 광명 명성 유진 보성 경일".split()
KO_SUP_FORMED = [
    "주식회사 {b}철강",
    "(주){b}레미콘",
    "{b}산업 주식회사",
    "(주){b}건자재",
    "{b}전기 주식회사",
    "주식회사 {b}씨엔에스",
    "(주){b}판넬",
    "{b}골재 주식회사",
]
KO_SUP_BARE = ["{b}건재상사", "{b}철물", "{b}상사", "{b}자재"]
KO_ITEMS = [
    ("철근 SD400 HD13", "톤", 820000, 980000),
    ("철근 SD500 HD22", "톤", 850000, 1010000),
    ("레미콘 25-24-150", "㎥", 88000, 104000),
    ("시멘트 1종 40kg", "포", 6200, 7800),
    ("거푸집용 합판 12T", "매", 18000, 26000),
    ("각재 50×50×3600", "본", 3200, 5200),
    ("H-빔 300×300×10×15", "톤", 1050000, 1280000),
    ("샌드위치 판넬 EPS 100T", "㎡", 21000, 32000),
    ("PVC 배관 100A", "본", 14000, 22000),
    ("전선 F-CV 2.5SQ×3C", "m", 1800, 3200),
    ("단열재 비드법 2종 100T", "㎡", 8500, 13500),
    ("안전망 (추락방지망)", "㎡", 2800, 4600),
    ("결속선 #20", "롤", 3500, 5200),
    ("보도블럭 200×200×60", "㎡", 11000, 17000),
]
KO_SITE = [
    "{c} {n}블록 공동주택 신축공사",
    "{c} 물류센터 신축공사",
    "{c} 지식산업센터 신축공사",
    "{c} 초등학교 증축공사",
    "{c} 하수관로 정비공사",
    "{c} 오피스텔 신축공사",
]
KO_CITY = "화성 평택 김포 세종 청주 천안 원주 광주 대구 울산 창원 전주 춘천 파주".split()


def _ko(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(40, 52)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 60
    bb = rng.choice(KO_BUY_B)
    buyer = rng.choice(KO_BUY).format(b=bb)
    sup = bare_or(rng, KO_SUP_FORMED, KO_SUP_BARE, 0.2).format(b=rng.choice(KO_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO-{Y}-{n5}|{y}{m}-{n4}|발주-{y}-{n4}|M{Y}{m}{n4}|{n3}-{y}-{n4}")
    docno = cj.number(rng, d, "{b}건{y}-{n3}|공무팀-{n4}|현장-{Y}-{n3}").replace("{b}", bb)
    site = rng.choice(KO_SITE).format(
        c=rng.choice(KO_CITY), n=rng.choice("ABC") + str(rng.randint(1, 9))
    )
    scode = f"{rng.choice(['S', 'P', 'J'])}{rng.randint(10, 99)}{rng.randint(100, 999)}"
    con = cj.number(rng, d, "계약-{y}-{n3}|C{Y}{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([black, Color(0.1, 0.2, 0.45)])
    df = f"{d.year}. {d.month}. {d.day}." if rng.random() < 0.6 else d.isoformat()

    def foot() -> None:
        s_ = f"- {page[0]} / {of} -" if of else f"- {page[0]} -"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{buyer}　발주번호 {po}　(계속)", 8.4, colour=GREY)
        return 48

    y = 46
    pdf.text(pdf.w / 2, y, buyer, 18, align="c", bold=True, colour=ink, space=1)
    y += 14
    pdf.text(
        pdf.w / 2,
        y,
        f"{rng.choice(['서울특별시 강남구 테헤란로', '서울특별시 중구 세종대로', '경기도 성남시 분당구 판교로', '부산광역시 해운대구 센텀로'])} {rng.randint(10, 400)}　전화 0{rng.choice(['2', '31', '51'])}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}　팩스 0{rng.choice(['2', '31', '51'])}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
        7.6,
        align="c",
        colour=GREY,
    )
    pdf.line(m, y + 8, right, y + 8, lw=1.6, colour=ink)
    pdf.line(m, y + 11, right, y + 11, lw=0.5, colour=ink)
    y += 34
    suffix = rng.choice(["귀중", "대표이사 귀하", "귀하"])
    rows = [
        ("문서번호", docno),
        ("시행일자", df),
        ("수　　신", f"{sup} {suffix}"),
        (
            "참　　조",
            f"영업부 {rng.choice(['김', '이', '박', '최', '정'])}{rng.choice(['민수', '지훈', '현우', '서연', '영호'])} {rng.choice(['과장', '차장', '부장', '대리'])}",
        ),
        ("제　　목", f"{site} 자재 발주의 건"),
    ]
    if rng.random() < 0.3:
        rows.insert(1, ("발신", f"{buyer} {rng.choice(['구매팀', '자재팀', '현장 공무팀'])}"))
    for lab, v in rows:
        pdf.text(m, y, lab, 9.6, bold=True)
        pdf.text(m + 62, y, f": {v}", 9.6, bold=lab.startswith("제"))
        y += 17
    pdf.line(m, y - 6, right, y - 6, lw=0.6)
    y += 10
    body = [
        "1. 귀사의 무궁한 발전을 기원합니다.",
        f"2. 당사 {site} 현장에 소요되는 자재를 아래와 같이 발주하오니, 납기 내 납품하여 주시기 바랍니다.",
    ]
    if rng.random() < 0.5:
        body.append(
            f"3. 본 발주는 {cj.pick(rng, '당사와 체결한 단가계약|연간 단가계약')}({con})에 따른 것입니다."
        )
    for t in body:
        y = pdf.para(m, y, t, 9.4, wd, lead=1.5)
    y += 4
    pdf.text(pdf.w / 2, y + 4, "- 아　　래 -", 10, align="c", bold=True)
    y += 18
    dd = cj.later(rng, d, 3, 20)
    info = [
        ["발주번호", po, "발주일자", df],
        ["현 장 명", site],
        ["현장코드", scode, "납기일자", f"{dd.year}. {dd.month}. {dd.day}."],
        [
            "납품장소",
            f"{site.split(' ')[0]} 현장 자재야적장 (현장소장 {rng.choice(['김', '이', '박', '윤', '장'])}○○ 010-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)})",
        ],
    ]
    if rng.random() < 0.4:
        info.insert(1, info.pop(0))
    y = (
        kgrid(pdf, m, y, cj.rel(wd, [14, 36, 14, 36]), info, h=18, size=8.4, ink=ink, fill=PALE)
        + 10
    )
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6, 7, 8], [22, 28], 0.12)
    lines = []
    for it in rng.sample(KO_ITEMS, min(n, len(KO_ITEMS))) + rng.choices(
        KO_ITEMS, k=max(0, n - len(KO_ITEMS))
    ):
        p = Decimal(rng.randint(it[2] // 100, it[3] // 100) * 100)
        q = Decimal(
            rng.choice([1, 2, 3, 5, 8, 10, 12])
            if p > 500000
            else rng.choice([10, 20, 30, 50, 100, 120, 200, 300, 500])
        )
        lines.append((it, q, p, q * p))
    ws = cj.rel(wd, [6, 34, 8, 9, 13, 16, 14])
    heads = ["No", "품명 및 규격", "단위", "수량", "단가", "공급가액", "비고"]
    body_rows = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{q:,.0f}",
                w0(p) if stated else "",
                w0(a) if stated else "",
                rng.choice(["", "", "KS제품", "분할납품", "시험성적서 첨부"]),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body_rows,
        "clcrrrl",
        rowh=17,
        size=8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
        hh=18,
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = r0(net / 10)
    total = net + vat
    if y + 90 > bottom:
        y = brk()
    if stated:
        won = rng.random() < 0.5
        tr = [
            ["공급가액", f"{w0(net)}{'원' if won else ''}"],
            ["부가세(10%)", f"{w0(vat)}{'원' if won else ''}"],
            [
                cj.pick(rng, "합계금액|총 발주금액|합　　계"),
                f"{'₩' if not won else ''}{w0(total)}{'원' if won else ''}",
            ],
        ]
        if rng.random() < 0.5:
            y = kgrid(
                pdf,
                m + wd * 0.5,
                y,
                [wd * 0.2, wd * 0.3],
                tr,
                h=18,
                size=8.6,
                ink=ink,
                fill=PALE,
                labels=(0,),
                align="lr",
            )
        else:
            y = kgrid(
                pdf,
                m,
                y,
                [wd * 0.1, wd * 0.23] * 3,
                [[c for r in tr for c in r]],
                h=20,
                size=8.2,
                ink=ink,
                fill=PALE,
                labels=(0, 2, 4),
                align="lrlrlr",
            )
        y += 10
    else:
        pdf.text(
            m,
            y + 12,
            "※ 단가는 기 체결된 단가계약서에 의하며, 정산은 실 납품수량 기준으로 합니다.",
            8.4,
        )
        y += 22
    conds = [
        f"대금지급: {rng.choice(['월말 마감 익월 25일 현금 지급', '매월 말일 마감, 익월 말 전자어음', '하도급지킴이 통한 지급'])}",
        "납품 시 거래명세서 2부 및 세금계산서(전자) 발행 바랍니다. (발주번호 기재 필수)",
        "현장 반입 시 안전모 등 개인보호구를 착용하여 주시기 바랍니다.",
    ]
    pdf.text(m, y + 4, "붙임 / 조건", 8.8, bold=True)
    y += 16
    for t in conds:
        if y + 12 > bottom:
            y = brk()
        pdf.text(m + 8, y, f"· {t}", 8, colour=GREY, maxw=wd - 8)
        y += 12
    y += 26
    if y + 50 > bottom:
        y = brk() + 10
    pdf.text(
        pdf.w / 2,
        y,
        f"{buyer} 대표이사 {rng.choice(['김', '이', '박', '정', '조'])}{rng.choice(['상철', '동욱', '재훈', '성민', '기석'])}",
        15,
        align="c",
        bold=True,
        space=1,
    )
    pdf.stamp(pdf.w / 2 + 150, y - 4, buyer.replace(" ", "")[:6], rng, shape="square", r=22)
    y += 24
    if rng.random() < 0.6:
        kgrid(
            pdf,
            right - 200,
            y,
            [40, 40, 40, 40, 40],
            [["담당", "대리", "과장", "현장소장", "임원"], ["", "", "", "", ""]],
            h=18,
            size=7.6,
            ink=ink,
            fill=PALE,
            labels=(0, 1, 2, 3, 4),
        )
    foot()
    out = cfinish(pdf, "ko", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_ko_geonseol_jajae_balju_gongmun(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ko)


# --------------------------------------------------------------------------- 5 en-IN purchase order with a three-panel header, HSN/SAC and CGST+SGST or IGST

IN_CITY = [
    ("Pune", "Maharashtra", "27"),
    ("Chennai", "Tamil Nadu", "33"),
    ("Ahmedabad", "Gujarat", "24"),
    ("Bengaluru", "Karnataka", "29"),
    ("Gurugram", "Haryana", "06"),
    ("Hyderabad", "Telangana", "36"),
    ("Noida", "Uttar Pradesh", "09"),
    ("Coimbatore", "Tamil Nadu", "33"),
    ("Nashik", "Maharashtra", "27"),
    ("Vadodara", "Gujarat", "24"),
    ("Ludhiana", "Punjab", "03"),
    ("Kolkata", "West Bengal", "19"),
]
IN_A = "Shree Ganesh|Sai Krupa|Om Sai|Balaji|Mahalaxmi|Vishwakarma|Sundaram|Kaveri|Narmada|Ashoka|Triveni|Jyoti|Annapurna|Shakti|Siddhi Vinayak|Pragati".split(
    "|"
)
IN_SUP_FORMED = [
    "{a} Engineering Works Pvt. Ltd.",
    "{a} Enterprises Private Limited",
    "{a} Industrial Suppliers LLP",
    "{a} Pneumatics Pvt Ltd",
    "{a} Electricals Pvt. Ltd.",
    "{a} Packaging Industries Limited",
    "{a} Tools & Hardware Pvt. Ltd.",
]
IN_SUP_BARE = [
    "{a} Enterprises",
    "{a} Trading Co.",
    "{a} Traders",
    "{a} Hardware Stores",
    "{a} Agencies",
]
IN_BUY = [
    "{a} Auto Components Ltd.",
    "{a} Pharmaceuticals Pvt. Ltd.",
    "{a} Polymers Limited",
    "{a} Forgings Pvt. Ltd.",
    "{a} Textiles Mills Ltd.",
    "{a} Foods Private Limited",
]
IN_ITEMS = [
    ("Pneumatic cylinder 50 bore x 100 stroke", "8412", "Nos", 18, 2400, 5200),
    ("Ball bearing 6205 ZZ", "8482", "Nos", 18, 95, 240),
    ("MS round bar EN8 dia 40 mm", "7214", "Kg", 18, 62, 88),
    ("Corrugated box 5 ply 450x350x300", "4819", "Nos", 12, 28, 65),
    ("LDPE liner bag 24x36", "3923", "Kg", 18, 140, 210),
    ("Copper cable 4 sq mm x 4 core (armoured)", "8544", "Mtr", 18, 210, 390),
    ("Safety shoes (steel toe) IS 15298", "6403", "Pair", 18, 650, 1450),
    ("Hydraulic oil ISO VG 68 (210 L)", "2710", "Barrel", 18, 21000, 29500),
    ("Annual maintenance of air compressor", "998719", "Job", 18, 35000, 90000),
    ("Calibration of pressure gauges", "998346", "Nos", 18, 450, 900),
    ("Cutting insert CNMG 120408", "8209", "Nos", 18, 240, 520),
    ("Stainless steel sheet SS304 2 mm", "7219", "Kg", 18, 215, 280),
    ("Printed labels 100x50 mm", "4821", "Roll", 12, 380, 760),
    ("Cotton waste (white)", "5202", "Kg", 5, 55, 95),
]
ONES = "Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen".split()
TENS = "_ _ Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split()


def _in_words(n: int) -> str:
    def two(k: int) -> str:
        return ONES[k] if k < 20 else TENS[k // 10] + ("" if k % 10 == 0 else " " + ONES[k % 10])

    def three(k: int) -> str:
        h, r = divmod(k, 100)
        return " ".join(p for p in [f"{ONES[h]} Hundred" if h else "", two(r) if r else ""] if p)

    if n == 0:
        return "Zero"
    out = []
    for size, name in ((10**7, "Crore"), (10**5, "Lakh"), (1000, "Thousand")):
        if n >= size:
            out.append(f"{three(n // size) if n // size < 1000 else _in_words(n // size)} {name}")
            n %= size
    if n:
        out.append(three(n))
    return " ".join(out)


def _in(rng: random.Random, of: int) -> tuple[bytes, dict]:
    font = la.pick(rng, "dejavu|djcond|djserif|libsans|helv")
    rupee = font in ("dejavu", "djcond", "djserif") and rng.random() < 0.6
    d = la.Doc(A4, font)
    m = rng.uniform(28, 38)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    bc, bs, bst = rng.choice(IN_CITY)
    inter = rng.random() < 0.4
    sc, ss, sst = (
        rng.choice([c for c in IN_CITY if (c[2] != bst) == inter])
        if any((c[2] != bst) == inter for c in IN_CITY)
        else (bc, bs, bst)
    )
    inter = sst != bst
    a1, a2 = rng.sample(IN_A, 2)
    buyer = rng.choice(IN_BUY).format(a=a1)
    sup = bare_or(rng, IN_SUP_FORMED, IN_SUP_BARE, 0.3).format(a=a2)
    dt = a_day(rng)
    fy = (
        f"{dt.year % 100}-{dt.year % 100 + 1}"
        if dt.month >= 4
        else f"{dt.year % 100 - 1}-{dt.year % 100}"
    )
    code = "".join(w[0] for w in a1.split())[:3].upper()
    po = rng.choice(
        [
            f"{code}/PO/{fy}/{rng.randint(1, 2999):04d}",
            f"45000{rng.randint(10000, 99999)}",
            f"PO-{bc[:3].upper()}-{fy.replace('-', '')}-{rng.randint(100, 9999)}",
            f"{rng.randint(2100000, 2999999)}",
        ]
    )
    stated = stated_of(rng)
    page = [1]
    indian = rng.random() < 0.6
    fm = lakh if indian else en2
    cur = "₹" if rupee else "Rs."
    gstin = lambda st: (
        f"{st}{la.digits(rng, '@@@@@####@')}{rng.randint(1, 9)}Z{rng.choice('0123456789ABCD')}"
    )  # noqa: E731

    regd = f"Regd. Office: {rng.randint(1, 120)}, {rng.choice(['MIDC', 'SIPCOT', 'GIDC', 'Industrial Area Phase II'])}, {bc}, {bs} · CIN U{la.digits(rng, '#####')}{bst}{dt.year - rng.randint(5, 30)}PTC{la.digits(rng, '######')}"

    def foot() -> None:
        d.t(m, d.h - 30, regd, 6.4, grey=0.4)
        d.t(
            r, d.h - 30, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} — Purchase Order No. {po} (continued)", 8.6, b=True)
        return 50

    y = 30
    d.box(m, y, wd, 50, lw=1)
    d.t(m + 8, y + 20, buyer.upper(), 14, b=True, maxw=wd * 0.65)
    d.t(
        m + 8,
        y + 33,
        f"Plot No. {rng.randint(1, 300)}, {rng.choice(['MIDC Bhosari', 'Ambattur Industrial Estate', 'GIDC Makarpura', 'Peenya 2nd Stage', 'IMT Manesar', 'Sector 63'])}, {bc} - {rng.randint(110001, 799999)}",
        7.6,
    )
    d.t(
        m + 8,
        y + 44,
        f"GSTIN: {gstin(bst)}   State: {bs} ({bst})   PAN: {la.digits(rng, '@@@@@####@')}",
        7.4,
    )
    d.t(
        r - 8,
        y + 16,
        la.pick(rng, "ORIGINAL FOR SUPPLIER|Supplier Copy|ORIGINAL"),
        7,
        al="r",
        grey=0.4,
    )
    y += 58
    d.t(
        d.w / 2,
        y + 12,
        la.pick(rng, "PURCHASE ORDER|PURCHASE ORDER|Purchase Order|SERVICE / PURCHASE ORDER"),
        13,
        b=True,
        al="c",
    )
    y += 20
    pw = [wd * 0.36, wd * 0.30, wd * 0.34]
    panel_h = 104
    xs = [m, m + pw[0], m + pw[0] + pw[1]]
    caps = [
        la.pick(rng, "Supplier Name & Address|Vendor Details|To (Supplier)"),
        la.pick(rng, "Ship To / Consignee|Delivery Address|Deliver At"),
        "PO Details",
    ]
    for x, w, cap in zip(xs, pw, caps):
        d.box(x, y, w, 13, fill=0.88)
        d.box(x, y + 13, w, panel_h - 13)
        d.t(x + 4, y + 9.5, cap, 7.8, b=True)
    sl = [
        sup,
        f"{rng.randint(1, 99)}, {rng.choice(['Shivaji Nagar', 'Gandhi Road', 'Station Road', 'Industrial Estate', 'Nehru Nagar', 'Market Yard'])}",
        f"{sc}, {ss} - {rng.randint(110001, 799999)}",
        f"GSTIN: {gstin(sst)}",
        f"Vendor Code: {la.digits(rng, '1#####')}",
        f"Kind Attn.: {rng.choice(['Mr.', 'Ms.'])} {rng.choice(['Rajesh', 'Suresh', 'Anita', 'Prakash', 'Deepa', 'Vikram', 'Kiran'])} {rng.choice(['Patil', 'Iyer', 'Shah', 'Reddy', 'Sharma', 'Nair', 'Gupta'])}",
    ]
    if rng.random() < 0.35:
        sl.insert(0, "M/s.")
    d.lines(xs[0] + 4, y + 16, sl, 7.6, lead=11.5, b_first=sl[0] == sup)
    if sl[0] == "M/s.":
        d.t(xs[0] + 4, y + 16 + 11.5 + 7.6, sup, 7.6, b=True)
    d.lines(
        xs[1] + 4,
        y + 16,
        [
            buyer,
            la.pick(rng, "Stores Department|Main Gate, Unit II|Receiving Section|Plant 3 Stores"),
            f"{bc}, {bs}",
            f"State Code: {bst}",
            f"Contact: {rng.choice(['Store Incharge', 'Mr. Manoj', 'Ms. Priya'])} +91 9{la.digits(rng, '#########')}",
        ],
        7.6,
        lead=11.5,
    )
    det = [
        ("PO No.", po),
        ("PO Date", la.dfmt(dt, rng.choice(["dmy", "dot", "mon"]))),
        ("PR / Indent No.", la.digits(rng, rng.choice(["PR-#####", "IND/####", "1000####"]))),
        (
            "Quotation Ref.",
            f"{la.digits(rng, 'Q-####')} dt. {la.dfmt(dt - timedelta(days=rng.randint(3, 30)), 'dmy')}",
        ),
    ]
    if rng.random() < 0.4:
        det.append(("Amendment No.", str(rng.randint(0, 2))))
    det.append(("Currency", "INR"))
    d.kv(xs[2] + 4, y + 16, det[:7], 72, 7.4, b_label=False)
    y += panel_h + 8
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6, 7, 8, 10], [26, 32], 0.12)
    lines = more_lines(
        rng,
        IN_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 25, 50, 100, 200],
        ["(Grade B)", "- spare", "(urgent)"],
        big=15000,
    )
    cols = [wd * f for f in (0.05, 0.33, 0.09, 0.08, 0.06, 0.1, 0.06, 0.12, 0.11)]
    heads = [
        "Sr.",
        "Description",
        "HSN/SAC",
        "Qty",
        "UOM",
        "Rate",
        "Disc%",
        "Taxable Value",
        "GST %",
    ]
    body = []
    taxable = ZERO
    gst = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        disc = Decimal(rng.choice([0, 0, 0, 2, 5, 10])) if rng.random() < 0.3 else ZERO
        a = r2(q * p * (100 - disc) / 100)
        taxable += a
        gst += r2(a * it[3] / 100)
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    it[2],
                    fm(p),
                    f"{disc:.0f}" if disc else "-",
                    fm(a) if stated else "",
                    f"{it[3]}%",
                ],
                a,
            )
        )
    y = ltable(d, m, y, cols, heads, body, "clcrcrcrc", size=7.2, rowh=15, bottom=bottom, brk=brk)
    pf = r2(taxable * Decimal(rng.choice([0, 0, 1, 2])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 500, 1200, 2500]))
    extra_tax = r2((pf + fr) * 18 / 100)
    gst_all = gst + extra_tax
    pre = taxable + pf + fr + gst_all
    total = pre.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    ro = total - pre
    if y + 150 > bottom:
        y = brk()
    y += 6
    if stated:
        rows = [("Total Taxable Value", fm(taxable), False)]
        if pf:
            rows.append(("Add: P & F charges", fm(pf), False))
        if fr:
            rows.append(("Add: Freight", fm(fr), False))
        if inter:
            rows.append(("Add: IGST", fm(gst_all), False))
        else:
            half = r2(gst_all / 2)
            rows += [("Add: CGST", fm(half), False), ("Add: SGST", fm(gst_all - half), False)]
        if ro:
            rows.append(("Round Off", f"{'+' if ro > 0 else '-'}{fm(abs(ro))}", False))
        rows.append(
            (
                la.pick(rng, "Grand Total|GRAND TOTAL|Total PO Value|Net Amount Payable")
                + f" ({cur})",
                fm(total),
                True,
            )
        )
        yy = d.summary(m + wd * 0.58, r - 4, y, rows, 8, boxed=True)
        words = f"Amount in words: Rupees {_in_words(int(total))} Only"
        wrapped(d, m, y + 4, words, 7.6, wd * 0.52, b=True)
        y = yy + 8
    else:
        d.t(
            m,
            y + 10,
            "Rates as per rate contract; taxes extra as applicable. PO value will be as per actuals.",
            7.8,
        )
        y += 20
    terms = [
        f"Payment: {la.pick(rng, '45 days from receipt of material and GST invoice|30 days credit|100% against delivery|60 days from GRN')}.",
        f"Delivery: {la.pick(rng, 'Within 15 days from PO date|Immediate|As per schedule attached|Within 2 weeks')}, {la.pick(rng, 'F.O.R. our works|Ex-works, freight extra|Door delivery')}.",
        "Please mention our PO number and GSTIN on your tax invoice, e-way bill and delivery challan.",
        "Test certificate / warranty card to accompany the material. Rejected material to be replaced at your cost.",
        "Subject to " + bc + " jurisdiction.",
    ]
    d.t(m, y + 8, "Terms & Conditions:", 8, b=True)
    y += 12
    for i, t in enumerate(terms, 1):
        if y + 11 > bottom:
            y = brk()
        y = wrapped(d, m, y, f"{i}. {t}", 7.2, wd)
    y += 10
    if y + 60 > bottom:
        y = brk()
    d.t(m, y + 10, "Prepared by", 7.6)
    d.t(m + wd * 0.3, y + 10, "Checked by", 7.6)
    d.t(r, y + 10, f"For {buyer}", 8, b=True, al="r")
    d.t(r, y + 50, "Authorised Signatory", 7.6, al="r")
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_en_in_three_panel_gst_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _in)


# --------------------------------------------------------------------------- 6 de Handwerksbetrieb's / Stadtwerke's Bestellung as a DIN letter with a short item table

DE_TRADE = [
    ("Dachdeckerei {L} GmbH", "Dachdeckermeister"),
    ("Zimmerei {L} & Sohn", "Zimmerermeister"),
    ("{L} Haustechnik GmbH", "Installateur- und Heizungsbauermeister"),
    ("Malerbetrieb {F} {L}", "Malermeister"),
    ("Fliesen {L} e.K.", "Fliesenlegermeister"),
    ("Tischlerei {L} GmbH & Co. KG", "Tischlermeister"),
    ("Stadtwerke {C} GmbH", ""),
    ("Stadtwerke {C} AöR – Netzbetrieb", ""),
    ("{L} Elektrotechnik GmbH", "Elektrotechnikermeister"),
]
DE_L = "Hoffmann|Schäfer|Krüger|Wagner|Brandt|Vogel|Lorenz|Kühn|Seidel|Hartmann|Albrecht|Pohl|Engel|Franke|Busch|Berger|Winkler".split(
    "|"
)
DE_F = "Thomas|Stefan|Markus|Andreas|Jürgen|Frank|Sabine|Klaus|Uwe|Michael".split("|")
DE_C = "Bad Kreuznach|Lüneburg|Fulda|Detmold|Landshut|Schwäbisch Hall|Eberswalde|Weiden|Göppingen|Minden|Rheine|Gotha|Bamberg|Celle".split(
    "|"
)
DE_SUP_FORMED = [
    "Baustoffe {L} GmbH & Co. KG",
    "{L} Baustoff-Fachhandel GmbH",
    "{X} Baucentrum GmbH",
    "Holzhandel {L} GmbH",
    "{X} Haustechnik-Großhandel GmbH",
    "{L} & {L2} Baubedarf OHG",
    "{X} Dach + Wand Handels GmbH",
]
DE_SUP_BARE = [
    "Baustoffhandel {L}",
    "{L} Holz & Baustoffe",
    "{X} Fliesenmarkt",
    "Raiffeisen-Baumarkt {C}",
]
DE_X = "Nordbau|Weserland|Mainfranken|Bavaria|Rheinland|Hansa|Allgäu|Elbe|Eifel|Hohenlohe".split(
    "|"
)
DE_ITEMS = [
    ("Porenbeton-Planstein PP2 36,5 cm", "m³", 95, 140),
    ("Kalksandstein KS-R 17,5 cm", "Stk", 1.9, 3.2),
    ("Zementsack CEM II 25 kg", "Sack", 5.2, 8.9),
    ("Konstruktionsvollholz KVH 60x120 mm, 5 m", "lfm", 7.5, 12.5),
    ("OSB/3-Platte 22 mm N+F", "m²", 9.5, 16.5),
    ("Dachziegel Frankfurter Pfanne, anthrazit", "Stk", 0.95, 1.8),
    ("Unterspannbahn diffusionsoffen 1,5 x 50 m", "Rolle", 85, 160),
    ("Mineralwolle WLS 035, 160 mm", "m²", 8.2, 14.5),
    ("Gipskartonplatte GKB 12,5 mm", "m²", 2.6, 4.5),
    ("Fliesenkleber flexibel C2TE S1, 25 kg", "Sack", 14, 26),
    ("Mehrschichtverbundrohr 16x2 mm", "m", 1.6, 3.2),
    ("PE-HD Rohr SDR 11 d 63", "m", 4.8, 8.5),
    ("Kupferrohr 15x1 mm, Stange 5 m", "Stange", 38, 62),
    ("Schachtabdeckung Klasse D400", "Stk", 180, 340),
    ("Kabel NYY-J 5x16 mm²", "m", 11, 19),
    ("Pflasterstein Beton grau 20x10x8", "m²", 14, 24),
]


def _de(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu|djserif"))
    m = rng.uniform(62, 72)  # DIN 5008: 25 mm left margin
    r = d.w - rng.uniform(50, 58)
    wd = r - m
    bottom = d.h - 70
    L, F, C = rng.choice(DE_L), rng.choice(DE_F), rng.choice(DE_C)
    bt, master = rng.choice(DE_TRADE)
    buyer = bt.format(L=L, F=F, C=C)
    sw = "Stadtwerke" in buyer
    l2 = rng.choice([x for x in DE_L if x != L])
    sup = bare_or(rng, DE_SUP_FORMED, DE_SUP_BARE, 0.25).format(
        L=l2, L2=rng.choice(DE_L), X=rng.choice(DE_X), C=rng.choice(DE_C)
    )
    dt = a_day(rng)
    yr = dt.year
    po = la.digits(
        rng,
        rng.choice(
            [f"B-{yr}-0##", f"{yr}/###", f"{yr % 100}-####", "45######", f"BE{yr % 100}###"]
        ),
    )
    ang = la.digits(rng, rng.choice(["AN-######", "A########", f"{yr % 100}-#####"]))
    proj = (
        rng.choice(["BV", "Bauvorhaben", "Baustelle", "Projekt"])
        + " "
        + rng.choice(
            [
                "Neubau EFH",
                "Sanierung MFH",
                "Dachsanierung",
                "Anbau",
                "Netzerweiterung",
                "Erneuerung Hausanschlüsse",
            ]
        )
        + f" {rng.choice(['Lindenstraße', 'Am Mühlbach', 'Kirchweg', 'Bahnhofstraße', 'Schulstraße', 'Gartenweg'])} {rng.randint(1, 60)}"
    )
    stated = stated_of(rng)
    page = [1]
    fm = lambda v: la.num(v, "de")  # noqa: E731
    po_lab = la.pick(rng, "Bestellung Nr.|Bestellnummer|Unsere Bestell-Nr.|Bestellung|Auftrag Nr.")

    bstreet = f"{rng.choice(['Industriestraße', 'Gewerbering', 'Hauptstraße', 'Am Sportplatz', 'Mühlenweg'])} {rng.randint(1, 90)}"
    bplz = la.digits(rng, "#####")
    fcols = [
        [buyer, bstreet, f"{bplz} {C}"],
        [
            "Tel. 0" + la.digits(rng, "### ######"),
            f"info@{L.lower().replace('ü', 'ue').replace('ä', 'ae').replace('ö', 'oe')}-{rng.choice(['dach', 'bau', 'haustechnik', 'holz'])}.de"
            if not sw
            else f"einkauf@stadtwerke-{C.split()[0].lower()}.de",
            f"St.-Nr. {la.digits(rng, '###/###/#####')}",
        ],
        [
            f"{rng.choice(['Sparkasse', 'Volksbank', 'VR-Bank'])} {C}",
            f"IBAN DE{la.digits(rng, '## #### #### #### #### ##')}",
            (
                "Eingetragen in der Handwerksrolle"
                if not sw
                else f"HRB {la.digits(rng, '####')} AG {C}"
            ),
        ],
    ]

    def foot() -> None:
        y0 = d.h - 52
        d.line(m, y0, r, y0, 0.3)
        cw = wd / 3
        for k, col in enumerate(fcols):
            d.lines(m + k * cw, y0 + 3, col, 6.2, lead=7.6)
        if of > 1:
            d.t(r, y0 - 6, f"Seite {page[0]} von {of}", 7, al="r")

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"{buyer} · {po_lab} {po} · {la.dfmt(dt, 'dot')}", 8)
        return 64

    # letterhead
    d.t(r, 52, buyer, 15 if len(buyer) < 30 else 12.5, b=True, al="r")
    if master:
        d.t(r, 66, f"{F} {L}, {master}", 8.2, al="r", grey=0.3)
    d.line(m, 76, r, 76, 0.8)
    # address field with sender line
    ay = 128
    d.t(m, ay - 14, f"{buyer} · {bstreet} · {bplz} {C}", 6.2, grey=0.3)
    addr = [sup]
    if rng.random() < 0.35:
        addr.append(
            la.pick(
                rng,
                "Verkauf Innendienst|Abt. Auftragsannahme|z. Hd. Herrn "
                + rng.choice(DE_L)
                + "|Niederlassung "
                + rng.choice(DE_C),
            )
        )
    addr += [
        f"{rng.choice(['Am Güterbahnhof', 'Hafenstraße', 'Im Gewerbegebiet', 'Raiffeisenstraße', 'Zum Holzplatz'])} {rng.randint(1, 40)}",
        f"{la.digits(rng, '#####')} {rng.choice(DE_C)}",
    ]
    d.lines(m, ay, addr, 9.5, lead=12)
    # information block at the right
    ib = [
        ("Ihr Angebot", f"{ang} vom {la.dfmt(dt - timedelta(days=rng.randint(4, 25)), 'dot')}"),
        ("Ihre Kundennr.", la.digits(rng, "######")),
        ("Unser Zeichen", f"{F[0]}{L[0]}/{rng.choice('abcdefgh')}{rng.choice('klmst')}"),
        ("Datum", la.dfmt(dt, "dot")),
    ]
    if rng.random() < 0.5:
        ib.insert(0, (po_lab.replace("Unsere ", ""), po))
    ix = m + wd * 0.58
    d.kv(ix, ay - 4, ib, 66, 7.8, b_label=False)
    y = ay + 110
    subj = (
        f"{la.pick(rng, 'Bestellung|Materialbestellung|Bestellung Baumaterial')} Nr. {po}"
        if "Nr." not in po_lab
        else f"{po_lab} {po}"
    )
    d.t(m, y, subj, 10.5, b=True)
    y += 13
    d.t(m, y, f"{proj}", 9.5, b=rng.random() < 0.5)
    y += 22
    intro = f"Sehr geehrte Damen und Herren,\n\nauf Grundlage Ihres Angebots {ang} bestellen wir hiermit verbindlich folgende Materialien zur Lieferung an die {'Baustelle' if not sw else 'Betriebsstelle'}:"
    for part in intro.split("\n"):
        y = wrapped(d, m, y, part, 9.5, wd) if part else y + 4
    y += 6
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6], [18, 24], 0.1)
    lines = more_lines(
        rng,
        DE_ITEMS,
        n,
        [1, 2, 5, 10, 20, 25, 40, 50, 100, 200],
        ["(Rest)", "(Nachlieferung)", "– B-Ware"],
    )
    cols = [wd * f for f in (0.07, 0.12, 0.1, 0.43, 0.13, 0.15)]
    heads = ["Pos.", "Menge", "Einheit", "Bezeichnung", "EP €", "GP €"]
    body = [
        (
            [
                str(i),
                la.num(q, "de").replace(",00", ""),
                it[1],
                it[0],
                fm(p) if stated else "",
                fm(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d, m, y, cols, heads, body, "crllrr", size=8.2, rowh=15, bottom=bottom, brk=brk, grid=False
    )
    net = sum((a for *_, a in lines), ZERO)
    rab = Decimal(rng.choice([0, 0, 0, 3, 5, 8])) if rng.random() < 0.45 else ZERO
    rabv = r2(net * rab / 100)
    nn = net - rabv
    vat = r2(nn * Decimal("0.19"))
    gross = rng.random() < 0.72
    total = nn + vat if gross else nn
    if y + 90 > bottom:
        y = brk()
    y += 4
    if stated:
        rows = [("Summe netto", f"{fm(net)} €", not (rab or gross))]
        if rab:
            rows.append((f"abzgl. {rab} % Projektrabatt", f"-{fm(rabv)} €", False))
            rows.append(("Nettobetrag", f"{fm(nn)} €", not gross))
        if gross:
            rows.append(("zzgl. 19 % MwSt.", f"{fm(vat)} €", False))
            rows.append(
                (
                    la.pick(rng, "Gesamtbetrag|Bestellsumme brutto|Gesamt brutto|Endbetrag"),
                    f"{fm(total)} €",
                    True,
                )
            )
        y = d.summary(m + wd * 0.5, r - 3, y, rows, 8.8)
        if not gross:
            d.t(r - 3, y + 8, "zuzüglich der gesetzlichen Mehrwertsteuer", 7.6, al="r", grey=0.3)
            y += 12
    y += 10
    txt = [
        f"Lieferung: {la.pick(rng, 'frei Baustelle, mit Kranentladung|frei Verwendungsstelle|frei Lager|Abholung durch uns')} am {la.dfmt(dt + timedelta(days=rng.randint(3, 21)), 'dot')}{la.pick(rng, ', Anlieferung bis 9:00 Uhr|| nach telefonischer Avisierung (24 h vorher)')}. Ansprechpartner vor Ort: {rng.choice(DE_F)} {rng.choice(DE_L)}, Tel. 01{la.digits(rng, '## #######')}.",
        f"Bitte geben Sie auf Lieferschein und Rechnung unsere Bestellnummer {po} sowie das Bauvorhaben an. {la.pick(rng, 'Zahlung innerhalb 14 Tagen mit 2 % Skonto oder 30 Tage netto.|Es gelten die vereinbarten Konditionen.|Rechnungen bitte per E-Mail im Format ZUGFeRD/XRechnung.')}",
        "Bitte bestätigen Sie uns die Bestellung und den Liefertermin kurz per E-Mail.",
    ]
    for t in txt:
        if y + 26 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 9, wd) + 4
    if y + 70 > bottom:
        y = brk()
    y += 8
    d.t(m, y + 9, "Mit freundlichen Grüßen", 9.5)
    d.t(m, y + 23, buyer, 9.5)
    d.t(
        m,
        y + 56,
        f"{rng.choice(DE_F)} {L if not sw else rng.choice(DE_L)}"
        + ("" if not sw else f", {rng.choice(['Materialwirtschaft', 'Einkauf', 'Netzbau'])}"),
        9,
    )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_de_handwerk_baustoff_brief(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de)


# --------------------------------------------------------------------------- 7 fr bakery's / restaurant's bon de commande form filled in by hand (boxes, TVA 5,5 % / 20 %)

FR_L = "Roux|Morel|Girard|Bonnet|Dupuis|Lemaire|Fabre|Garnier|Chevalier|Perrin|Marchand|Blanc|Guérin|Boyer|Mercier|Caron".split(
    "|"
)
FR_C = (
    "Lyon|Tours|Rennes|Nantes|Dijon|Reims|Rouen|Metz|Nîmes|Pau|Amiens|Limoges|Brest|Troyes".split(
        "|"
    )
)
FR_X = "Val de Loire|Provence|Atlantique|Bourgogne|Alpes|Normandie|Sud-Ouest|Champagne|Bretagne|Lorraine".split(
    "|"
)
FR_SUP_FORMED = [
    "Grands Moulins {X} SAS",
    "{X} Distribution SAS",
    "Comptoir {X} SARL",
    "{L} Frais SARL",
    "Boissons {L} et Fils SAS",
    "{L} Primeurs SARL",
    "Épicerie en gros {L} SAS",
    "Crèmerie {X} SA",
]
FR_SUP_BARE = [
    "Maison {L} – Fruits et Légumes",
    "Moulin {L}",
    "Comptoir {L}",
    "{L} Volailles",
    "Cave {L}",
]
FR_BUY = [
    "Boulangerie {L}",
    "Boulangerie-Pâtisserie Au Pain {a}",
    "Restaurant Le {b}",
    "Brasserie du {b}",
    "Bistrot {L}",
    "La Fournée {a}",
    "Crêperie {L}",
]
FR_A = "Doré|d'Antan|de Campagne|Gourmand|du Marché|des Halles".split("|")
FR_B = "Commerce|Port|Théâtre|Marché|Cheval Blanc|Lion d'Or|Vieux Moulin|Sud".split("|")
# désignation, cond., tva (A 5,5 / B 20), lo, hi
FR_ITEMS = [
    ("Farine T65 tradition", "sac 25 kg", "A", 14, 22),
    ("Farine T55", "sac 25 kg", "A", 12, 19),
    ("Beurre AOP 82 % MG", "plaque 2 kg", "A", 16, 26),
    ("Levure fraîche", "pain 500 g", "A", 1.6, 2.9),
    ("Sucre semoule", "sac 10 kg", "A", 9, 15),
    ("Œufs frais cat. A", "plateau 30", "A", 6.5, 11),
    ("Crème liquide 35 %", "brique 1 L", "A", 4.2, 6.9),
    ("Chocolat de couverture 64 %", "sac 5 kg", "A", 48, 78),
    ("Sel de Guérande", "sac 5 kg", "A", 4, 8),
    ("Pommes de terre", "sac 10 kg", "A", 6, 11),
    ("Filet de bœuf", "kg", "A", 28, 42),
    ("Vin rouge AOC (carton 6)", "carton", "B", 38, 72),
    ("Eau minérale 1 L (pack 12)", "pack", "A", 4.5, 7.5),
    ("Sirop de sucre de canne", "bouteille 1 L", "B", 5, 9),
    ("Papier cuisson", "rouleau", "B", 7, 14),
    ("Sachets à baguette", "carton 1000", "B", 18, 32),
    ("Produit vaisselle", "bidon 5 L", "B", 9, 18),
]


def hand(d: la.Doc, font: str, x: float, y: float, s: str, size: float = 10, al: str = "l") -> None:
    """A value written by hand in blue ink (an oblique base font)."""
    d.c.setFont(font, size)
    d.c.setFillColorRGB(0.08, 0.15, 0.55)
    {"l": d.c.drawString, "r": d.c.drawRightString, "c": d.c.drawCentredString}[al](x, d.h - y, s)
    d.c.setFillGray(0)


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|djcond"))
    hf = rng.choice(["Courier-Oblique", "Helvetica-Oblique", "Times-Italic"])
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 190
    L1, L2 = rng.sample(FR_L, 2)
    sup = bare_or(rng, FR_SUP_FORMED, FR_SUP_BARE, 0.3).format(L=L1, X=rng.choice(FR_X))
    buyer = rng.choice(FR_BUY).format(L=L2, a=rng.choice(FR_A), b=rng.choice(FR_B))
    city = rng.choice(FR_C)
    seller_form = rng.random() < 0.5
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["00####", "0#####", "#####", "A ####", "####"]))
    stated = stated_of(rng)
    page = [1]
    fm = sp
    red = rng.random() < 0.6

    def boxlab(x: float, y: float, w: float, h: float, lab: str) -> None:
        d.box(x, y, w, h, lw=0.7)
        d.t(x + 3, y + 8, lab, 6.6, grey=0.35)

    def head() -> float:
        y = 30
        top = sup if seller_form else buyer
        d.t(m, y + 18, top, 15, b=True, maxw=wd * 0.6)
        sub = (
            la.pick(
                rng,
                "Grossiste alimentaire – CHR & boulangerie|Fournitures pour boulangerie-pâtisserie|Distribution de produits frais|Vins, boissons et épicerie",
            )
            if seller_form
            else la.pick(
                rng,
                "Artisan boulanger|Cuisine traditionnelle|Pains, viennoiseries, pâtisseries|Restaurant – Traiteur",
            )
        )
        d.t(m, y + 30, sub, 8.2, grey=0.3)
        d.t(
            m,
            y + 41,
            f"{rng.randint(1, 80)} {rng.choice(['rue de la Gare', 'avenue Jean Jaurès', 'ZA des Prés', 'place du Marché', 'rue Nationale'])} – {la.digits(rng, '#####')} {city if not seller_form else rng.choice(FR_C)} – Tél. 0{la.digits(rng, '# ## ## ## ##')}",
            7.4,
            grey=0.3,
        )
        bw = 170
        d.box(r - bw, y, bw, 44, lw=1.2)
        d.t(r - bw / 2, y + 15, "BON DE COMMANDE", 11.5, b=True, al="c")
        if red:
            d.c.setFillColorRGB(0.75, 0.1, 0.1)
        d.c.setFont(d.bold, 13)
        d.c.drawCentredString(r - bw / 2, d.h - (y + 35), f"N° {po}")
        d.c.setFillGray(0)
        if of > 1:
            d.t(r, y + 54, f"Feuillet {page[0]}/{of}", 7, al="r", grey=0.4)
        return y + 62

    def brk() -> float:
        d.new_page()
        page[0] += 1
        return head() + 6

    y = head()
    if seller_form:
        fax = la.digits(rng, "0# ## ## ## ##")
        note = la.pick(
            rng,
            f"Commande à transmettre avant 14 h pour livraison le lendemain – fax {fax}|Merci de remplir lisiblement – commande par fax au {fax} ou par e-mail|Franco de port à partir de 150 € HT – commandes au {fax}",
        )
        d.t(m, y + 4, note, 7.2, grey=0.3)
        y += 10
        rows = [
            ("CLIENT / Établissement", buyer, 0.62),
            ("N° client", la.digits(rng, "C#####"), 0.38),
        ]
    else:
        rows = [
            ("FOURNISSEUR", sup, 0.62),
            (
                "Représentant / Tél.",
                f"{rng.choice(['M.', 'Mme'])} {rng.choice(FR_L)} 06 {la.digits(rng, '## ## ## ##')}",
                0.38,
            ),
        ]
    x = m
    for lab, val, f in rows:
        boxlab(x, y, wd * f, 30, lab)
        hand(d, hf, x + 6, y + 24, val, 11 if f > 0.5 else 9.5)
        x += wd * f
    y += 30
    dl = dt + timedelta(days=rng.randint(1, 4))
    cells = [
        ("Date de commande", la.dfmt(dt, "dmy"), 0.25),
        ("Livraison souhaitée le", la.dfmt(dl, rng.choice(["dmy", "dash"])), 0.25),
        (
            "Adresse de livraison",
            f"{buyer.split(' ')[0]} – {city}" if seller_form else "au magasin",
            0.5,
        ),
    ]
    x = m
    for lab, val, f in cells:
        boxlab(x, y, wd * f, 30, lab)
        hand(d, hf, x + 6, y + 24, val, 9.5)
        x += wd * f
    y += 30
    # check boxes
    for k, opt in enumerate(["Livraison", "Enlèvement", "Matin", "Après-midi"]):
        cx = m + k * 95
        d.box(cx, y + 6, 8, 8, lw=0.6)
        d.t(cx + 12, y + 13, opt, 7.8)
        if (k == 0 and rng.random() < 0.8) or (k == 2 and rng.random() < 0.5):
            hand(d, hf, cx + 1, y + 14, "X", 10)
    y += 24
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [22, 28], 0.1)
    lines = more_lines(
        rng, FR_ITEMS, n, [1, 1, 2, 2, 3, 4, 5, 6, 10, 12], ["(bio)", "– grand format"]
    )
    rows_total = max(n + 2, 12) if n < 14 else n
    cols = [wd * f for f in (0.1, 0.38, 0.14, 0.08, 0.11, 0.13, 0.06)]
    heads = ["Réf.", "Désignation", "Conditionnement", "Qté", "P.U. HT", "Montant HT", "TVA"]
    d.box(m, y, wd, 14, fill=0.85)
    cx = m
    for w, h_ in zip(cols, heads):
        d.t(cx + w / 2, y + 10, h_, 7.4, b=True, al="c")
        cx += w
    y += 14
    rh = 17
    base = {"A": ZERO, "B": ZERO}
    for i in range(rows_total):
        if y + rh > bottom and i < len(lines):
            d.t(r, y + 12, "à reporter ./.", 8, al="r")
            y = brk()
        cx = m
        for w in cols:
            d.box(cx, y, w, rh, lw=0.4)
            cx += w
        if i < len(lines):
            it, q, p, a = lines[i]
            base[it[2]] += a
            vals = [
                la.digits(rng, "####"),
                it[0],
                it[1],
                f"{q:.0f}",
                fm(p) if stated else "",
                fm(a) if stated else "",
                "5,5" if it[2] == "A" else "20",
            ]
            cx = m
            for k, (w, v) in enumerate(zip(cols, vals)):
                if v:
                    hand(
                        d,
                        hf,
                        cx + (w - 4 if k in (3, 4, 5) else 4),
                        y + 12.5,
                        v,
                        8.6 if k == 1 else 8.8,
                        al="r" if k in (3, 4, 5) else "l",
                    )
                cx += w
        y += rh
    net = base["A"] + base["B"]
    ta = r2(base["A"] * Decimal("0.055"))
    tb = r2(base["B"] * Decimal("0.2"))
    total = net + ta + tb
    y += 8
    if y + 100 > d.h - 40:
        y = brk()
    tw_ = [92, 88]
    tx = r - sum(tw_)
    trows = [
        ("Total HT", fm(net)),
        ("TVA 5,5 %", fm(ta)),
        ("TVA 20 %", fm(tb)),
        (la.pick(rng, "TOTAL TTC|Total TTC €|NET À PAYER TTC"), fm(total)),
    ]
    for k, (lab, v) in enumerate(trows):
        d.box(tx, y + k * 18, tw_[0], 18, fill=0.9 if k == 3 else None, lw=0.7)
        d.box(tx + tw_[0], y + k * 18, tw_[1], 18, lw=0.7)
        d.t(tx + 4, y + k * 18 + 12.5, lab, 7.8, b=k == 3)
        if stated and (k != 2 or tb) and (k != 1 or ta):
            hand(d, hf, r - 5, y + k * 18 + 13, v, 9.6 if k == 3 else 9, al="r")
        elif stated:
            hand(d, hf, r - 5, y + k * 18 + 13, "—", 9, al="r")
    boxlab(m, y, wd * 0.5, 72, "Observations")
    hand(
        d,
        hf,
        m + 6,
        y + 26,
        la.pick(
            rng,
            "Livrer par l'arrière (cour)|Appeler avant de livrer|Sonner à la porte de service|Pas de livraison le lundi|Merci !",
        ),
        9,
    )
    y += 84
    boxlab(
        m,
        y,
        wd * 0.5,
        40,
        "Signature et cachet du client" if seller_form else "Visa du responsable",
    )
    boxlab(
        m + wd * 0.5 + 10,
        y,
        wd * 0.5 - 10,
        40,
        "Reçu par (fournisseur)" if not seller_form else "Préparé par / Contrôlé par",
    )
    if seller_form:
        d.t(
            m,
            y + 54,
            f"{sup} – SIRET {la.digits(rng, '### ### ### #####')} – TVA intracom. FR{la.digits(rng, '## #########')} – conditions générales de vente au verso",
            6.2,
            grey=0.4,
        )
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_fr_boulangerie_bon_commande_cases(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 8 es-AR / es-ES winery's or agricultural co-operative's orden de compra ("Señores:")

ES_COOP = {
    "ar": [
        "Cooperativa Vitivinícola {X} Ltda.",
        "Bodega {L} S.A.",
        "Cooperativa Agrícola {X} Ltda.",
        "Bodegas y Viñedos {L} S.A.",
        "Agroindustrias {X} S.R.L.",
    ],
    "es": [
        "Bodega Cooperativa {X}, S. Coop.",
        "Bodegas {L} S.A.",
        "Cooperativa Agraria {X} S.C.A.",
        "Viña {L} S.L.",
        "Almazara y Bodega {X}, Sdad. Coop.",
    ],
}
ES_X = {
    "ar": "Tupungato|San Rafael|Luján de Cuyo|Maipú|Cafayate|Junín|Valle de Uco|Rivadavia|Chilecito|Pocito|Santa Rosa|Lavalle".split(
        "|"
    ),
    "es": "Tierra de Barros|La Mancha|Campo de Borja|Ribera Alta|San Isidro|Nuestra Señora del Rosario|Valdepeñas|Jumilla|Cariñena|Requena".split(
        "|"
    ),
}
ES_L = "Arrieta|Bustos|Calderón|Echeverría|Funes|Giménez|Herrera|Ibarra|Lucero|Mansilla|Ortiz|Peralta|Quiroga|Sosa|Videla|Zapata".split(
    "|"
)
ES_SUP_FORMED = {
    "ar": [
        "{X} Envases S.A.",
        "Cristalería {L} S.A.",
        "Tapones {L} S.R.L.",
        "{L} Hnos. S.A.",
        "Metalúrgica {X} S.R.L.",
        "Gráfica {L} S.A.",
        "Cartonera {X} S.A.",
    ],
    "es": [
        "Envases {X} S.L.",
        "Corchos {L} S.A.",
        "Vidrieras {X} S.A.",
        "Cápsulas {L} S.L.",
        "Inoxidables {L} S.L.",
        "Etiquetas {X} S.L.U.",
        "Cartonajes {L} S.A.",
    ],
}
ES_SUP_BARE = [
    "{F} {L} – Maquinaria Agrícola",
    "Distribuidora {L}",
    "Taller Metalúrgico {L}",
    "{L} e Hijos",
]
ES_F = "Raúl|Marcelo|Gustavo|Silvia|Néstor|Héctor|Mónica|Claudio|Pablo|Graciela".split("|")
# descripción, unidad, iva (21 / 10.5 for capital goods in AR), lo, hi (AR pesos / ES euros factor applied)
ES_ITEMS = [
    ("Botella bordelesa 750 ml vidrio verde", "un", "21", 0.32, 0.55),
    ("Botella borgoña 750 ml extra blanca", "un", "21", 0.38, 0.66),
    ("Tapón de corcho natural 49x24", "un", "21", 0.18, 0.42),
    ("Tapón sintético 43 mm", "un", "21", 0.05, 0.11),
    ("Cápsula de estaño personalizada", "un", "21", 0.09, 0.19),
    ("Caja de cartón 6 botellas con separador", "un", "21", 0.7, 1.4),
    ("Etiqueta autoadhesiva frontal", "mil", "21", 38, 75),
    ("Bidón PET 5 L", "un", "21", 0.6, 1.1),
    ("Cajón cosechero plástico 20 kg", "un", "21", 4.5, 8.2),
    ("Film stretch 500 mm x 23 micras", "rollo", "21", 12, 22),
    ("Bomba de trasiego 1,5 HP acero inox.", "un", "10.5", 1400, 2600),
    ("Tanque acero inoxidable 10.000 L", "un", "10.5", 9000, 16000),
    ("Despalilladora-estrujadora 10 t/h", "un", "10.5", 6500, 12000),
    ("Barrica roble francés 225 L", "un", "10.5", 650, 980),
    ("Manguera alimentaria 50 mm", "m", "21", 6, 12),
]


def _es(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = "ar" if rng.random() < 0.6 else "es"
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|djcond"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    X = rng.choice(ES_X[reg])
    L1, L2 = rng.sample(ES_L, 2)
    buyer = rng.choice(ES_COOP[reg]).format(X=X, L=L1)
    sup = bare_or(rng, ES_SUP_FORMED[reg], ES_SUP_BARE, 0.2).format(
        X=rng.choice(ES_X[reg]), L=L2, F=rng.choice(ES_F)
    )
    dt = a_day(rng)
    yr = dt.year
    po = la.digits(
        rng,
        rng.choice(["0001-0000####", "OC-####", f"{yr}-0###", "#####", f"OC {yr % 100}/###"])
        if reg == "ar"
        else rng.choice([f"OC-{yr}-###", f"{yr % 100}/0###", "P-#####", f"{yr}####"]),
    )
    stated = stated_of(rng)
    page = [1]
    usd = reg == "ar" and rng.random() < 0.25
    fm = eu
    scale = Decimal(rng.choice([1050, 1150, 1250])) if reg == "ar" and not usd else Decimal(1)
    cur = ("U$S" if usd else "$") if reg == "ar" else "€"
    tax_id = (
        (
            lambda: (
                f"CUIT {rng.choice(['30', '33'])}-{la.digits(rng, '########')}-{rng.randint(0, 9)}"
            )
        )
        if reg == "ar"
        else (lambda: f"CIF {rng.choice('ABF')}{la.digits(rng, '########')}")
    )
    camp = (
        f"Vendimia {yr if dt.month < 7 else yr + 1}"
        if reg == "ar"
        else f"Campaña {yr}/{yr % 100 + 1}"
    )
    po_lab = la.pick(rng, "ORDEN DE COMPRA N°|Orden de Compra Nº|O.C. N°|ORDEN DE COMPRA Nro.")
    btax = tax_id()

    ftxt = f"{buyer} · {btax} · {'IIBB ' + la.digits(rng, '#######') + ' · Inicio de actividades 01/0' + str(rng.randint(1, 9)) + '/19' + str(rng.randint(60, 99)) if reg == 'ar' else 'Inscrita en el Registro de Cooperativas'}"

    def foot() -> None:
        d.t(d.w / 2, d.h - 28, ftxt, 6.4, al="c", grey=0.4)
        if of > 1:
            d.t(r, d.h - 40, f"Hoja {page[0]} de {of}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} – {po_lab} {po} (continuación)", 8.6, b=True)
        return 52

    y = 30
    c1, c2 = wd * 0.45, wd * 0.2
    d.box(m, y, wd, 70, lw=1)
    d.line(m + c1, y, m + c1, y + 70)
    d.line(m + c1 + c2, y, m + c1 + c2, y + 70)
    bs = 12.5
    while d.width(buyer, bs, True) > c1 - 14:
        bs -= 0.5
    d.t(m + 8, y + 20, buyer, bs, b=True)
    d.lines(
        m + 8,
        y + 26,
        [
            f"{rng.choice(['Ruta Prov. 40 km', 'Carril Rodríguez Peña', 'Calle San Martín', 'Ctra. N-IV km', 'Camino de la Bodega'])} {rng.randint(1, 3000)}",
            f"{X}, {rng.choice(['Mendoza', 'San Juan', 'Salta', 'La Rioja']) if reg == 'ar' else rng.choice(['Badajoz', 'Ciudad Real', 'Zaragoza', 'Valencia', 'Murcia'])}",
            f"Tel. {la.digits(rng, '+54 261 ###-####' if reg == 'ar' else '9## ### ###')}",
            f"IVA Responsable Inscripto · {btax}" if reg == "ar" else btax,
        ],
        7.4,
        lead=9.5,
    )
    ttl = la.pick(rng, "ORDEN|O.C.")
    d.t(m + c1 + c2 / 2, y + 30, ttl, 11, b=True, al="c")
    d.t(m + c1 + c2 / 2, y + 45, "DE COMPRA" if ttl != "O.C." else "", 11, b=True, al="c")
    d.t(
        m + c1 + c2 / 2,
        y + 60,
        "Documento no válido como factura" if reg == "ar" else "",
        5.6,
        al="c",
        grey=0.4,
    )
    rx = m + c1 + c2 + 8
    d.t(rx, y + 18, po_lab, 8, b=True)
    d.t(rx, y + 34, po, 13, b=True)
    d.t(rx, y + 50, f"Fecha: {la.dfmt(dt, 'dmy')}", 8.4)
    d.t(rx, y + 62, camp, 7.6, grey=0.3)
    y += 80
    sb = [
        "Señores:",
        sup,
        f"{rng.choice(['Av. Acceso Este', 'Calle Belgrano', 'Parque Industrial', 'Pol. Ind. El Romeral', 'Av. de la Industria'])} {rng.randint(10, 4000)} – {rng.choice(['Godoy Cruz', 'Guaymallén', 'Rosario', 'Buenos Aires', 'Córdoba']) if reg == 'ar' else rng.choice(['Logroño', 'Alcázar de San Juan', 'Villarrobledo', 'Utiel', 'Reus'])}",
        tax_id()
        + (
            f" · {rng.choice(['Responsable Inscripto', 'IVA Resp. Inscripto'])}"
            if reg == "ar"
            else ""
        ),
    ]
    if rng.random() < 0.4:
        sb.append(f"At.: {rng.choice(ES_F)} {rng.choice(ES_L)} – Dpto. Ventas")
    d.t(m, y + 9, sb[0], 9, b=True)
    d.lines(m, y + 13, sb[1:], 9, lead=11.5, b_first=True)
    kv = [
        ("Proveedor N°", la.digits(rng, "####")),
        (
            "Cond. de pago",
            la.pick(
                rng,
                "30/60/90 días f.f.|Contado contra entrega|Cheque diferido 60 días|Transferencia 30 días|Confirming 90 días",
            ),
        ),
        (
            "Lugar de entrega",
            la.pick(
                rng,
                "Bodega – muelle de carga|Depósito de insumos|Finca La Consulta|Almacén de embotellado",
            ),
        ),
        (
            "Plazo de entrega",
            la.pick(rng, "Antes del embotellado del lote L|15 días hábiles|Inmediato|Semana ")
            + (la.digits(rng, "##") if rng.random() < 0.6 else ""),
        ),
    ]
    if rng.random() < 0.5:
        kv.append(
            ("Su presupuesto", la.digits(rng, rng.choice(["P-#####", "####/##", "Cot. ####"])))
        )
    if rng.random() < 0.35:
        kv.append(("Solicitud interna", la.digits(rng, "SI-####")))
    d.kv(m + wd * 0.52, y + 4, kv, 88, 7.8)
    y += max(16 + 11.5 * len(sb), 12 * len(kv)) + 14
    d.t(
        m,
        y,
        la.pick(
            rng,
            "Sírvanse proveer los siguientes artículos en las condiciones indicadas:|Por la presente les solicitamos la provisión de:|Rogamos nos suministren lo siguiente:",
        ),
        8.8,
    )
    y += 8
    n = n_lines(rng, [1, 2, 2, 3, 4, 5, 6, 7], [22, 28], 0.1)
    lines = []
    for it, q, p, _a in more_lines(
        rng, ES_ITEMS, n, [1, 1, 2, 5, 10], ["(reposición)", "– muestra"], places=3, big=500
    ):
        if it[4] < 100:
            q = Decimal(
                rng.choice([500, 1000, 2400, 5000, 6000, 12000, 20000])
                if it[4] < 2
                else rng.choice([5, 10, 20, 40, 60, 100])
            )
        p = r2(p * scale) if p * scale >= 1 else (p * scale).quantize(Decimal("0.001"))
        lines.append((it, q, p, r2(q * p)))
    cols = [wd * f for f in (0.09, 0.1, 0.07, 0.4, 0.12, 0.07, 0.15)]
    heads = ["Código", "Cantidad", "Unid.", "Descripción", "Precio unit.", "Bonif.", "Importe"]
    body = []
    net = ZERO
    by = {"21": ZERO, "10.5": ZERO}
    for it, q, p, a in lines:
        bon = Decimal(rng.choice([0, 0, 0, 5, 10])) if rng.random() < 0.3 else ZERO
        a = r2(q * p * (100 - bon) / 100)
        net += a
        by[it[2]] += a
        ps = la.num(p, "de") if p >= 1 else f"{p:.3f}".replace(".", ",")
        body.append(
            (
                [
                    la.digits(rng, "@@-###"),
                    la.num(q, "de").replace(",00", ""),
                    it[1],
                    it[0],
                    ps if stated else "",
                    f"{bon:.0f}%" if bon else "",
                    fm(a) if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "crclrcr",
        size=7.6,
        rowh=15,
        bottom=bottom,
        brk=brk,
        carry=("Transporte", "Transporte", fm, 3, 6),
    )
    t21 = r2(by["21"] * Decimal("0.21"))
    t105 = r2(by["10.5"] * Decimal("0.105")) if reg == "ar" else r2(by["10.5"] * Decimal("0.21"))
    total = net + t21 + t105
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotal" if reg == "ar" else "Base imponible", f"{cur} {fm(net)}", False)]
        if reg == "ar":
            if by["21"]:
                rows.append(("IVA 21 %", f"{cur} {fm(t21)}", False))
            if by["10.5"]:
                rows.append(("IVA 10,5 %", f"{cur} {fm(t105)}", False))
        else:
            rows.append(("IVA 21 %", f"{fm(t21 + t105)} €", False))
            rows[0] = ("Base imponible", f"{fm(net)} €", False)
        lab = la.pick(rng, "TOTAL|Total O.C.|TOTAL ORDEN DE COMPRA|Importe total")
        rows.append((lab, f"{cur} {fm(total)}" if reg == "ar" else f"{fm(total)} €", True))
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.8, box_last=True)
        if usd:
            y = wrapped(
                d,
                m,
                y + 4,
                "Importes en dólares estadounidenses; se abonarán en pesos al tipo de cambio vendedor BNA del día anterior al pago.",
                7.4,
                wd,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Precios según lista vigente del proveedor; el importe final se determinará con la factura.",
            8,
            wd,
        )
    y += 10
    obs = [
        "La presente orden debe citarse en remitos y facturas. No se recibirá mercadería sin la orden de compra correspondiente.",
        la.pick(
            rng,
            "Los insumos en contacto con el vino deberán contar con certificado de aptitud alimentaria.|Entregar con certificado de calidad del lote.|Horario de recepción: lunes a viernes de 8 a 15 h.",
        ),
    ]
    if reg == "ar":
        obs.append(
            'Factura tipo "A" a nombre de '
            + buyer.rstrip(".")
            + ". Se practicarán las retenciones de IVA, Ganancias e IIBB que correspondan."
        )
    for t in obs:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd) + 2
    y += 34
    if y + 20 > bottom:
        y = brk() + 30
    for k, cap in enumerate(
        [
            "Compras",
            "Gerencia" if reg == "ar" else "Presidente / Gerente",
            "Recibí conforme (proveedor)",
        ]
    ):
        d.sign(m + k * wd / 3, y, wd / 3 - 20, cap)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_es_ar_cooperativa_orden_senores(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es)


# --------------------------------------------------------------------------- 9 it fashion / textile firm's order for fabrics or trims with a colour-variant grid

IT_BUY = [
    "{L} Moda S.p.A.",
    "Maglificio {L} S.r.l.",
    "Confezioni {X} S.r.l.",
    "{L} Fashion Group S.p.A.",
    "Camiceria {L} S.n.c.",
    "Atelier {X} S.r.l.",
]
IT_X = (
    "Arno|Brenta|Lario|Bisenzio|Serchio|Valsesia|Tevere|Canavese|Adige|Olona|Metauro|Sannio".split(
        "|"
    )
)
IT_L = "Bianchi|Galli|Ferrara|Moretti|Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso|Ferri|Gatti|Lombardi|Testa|Bellini|Guerra".split(
    "|"
)
IT_SUP_FORMED = [
    "Tessitura {L} S.p.A.",
    "Lanificio {X} S.r.l.",
    "Tintoria e Finissaggio {L} S.r.l.",
    "Bottonificio {X} S.r.l.",
    "{L} Zip & Accessori S.r.l.",
    "Nastrificio {L} S.a.s.",
    "Setificio {X} S.p.A.",
    "Filatura {L} & C. S.r.l.",
]
IT_SUP_BARE = [
    "Tessuti {L}",
    "{L} Accessori Moda",
    "Etichettificio {X}",
    "Maglieria {L} di {F} {L}",
]
IT_F = "Marco|Giulia|Paolo|Chiara|Luca|Francesca|Andrea|Elena|Stefano|Silvia".split("|")
IT_COL = [
    "01 Nero",
    "02 Blu navy",
    "03 Cammello",
    "05 Grigio mélange",
    "07 Bianco ottico",
    "09 Bordeaux",
    "11 Verde bosco",
    "14 Ecrù",
    "18 Antracite",
    "22 Cipria",
    "25 Tabacco",
    "31 Azzurro polvere",
]
# articolo, composizione, altezza / misura, unità, lo, hi, trim?
IT_ART = [
    ("Flanella pettinata 260 g/m", "100% WO", "h. 150 cm", "mt", 18, 32, False),
    ("Popeline di cotone 120/2", "100% CO", "h. 145 cm", "mt", 6.5, 12, False),
    ("Jersey di viscosa stretch", "95% CV 5% EA", "h. 160 cm", "mt", 7.5, 13, False),
    ("Crêpe de Chine seta 16 mm", "100% SE", "h. 140 cm", "mt", 28, 46, False),
    ("Gabardine stretch", "97% CO 3% EA", "h. 148 cm", "mt", 9, 16, False),
    ("Cachemire doppio", "90% WO 10% CM", "h. 150 cm", "mt", 42, 78, False),
    ("Fodera bemberg", "100% CUP", "h. 140 cm", "mt", 4.5, 8.5, False),
    ("Lino lavato", "100% LI", "h. 140 cm", "mt", 11, 19, False),
    ("Cerniera metallo ottone cod. 5", "—", "cm 18", "pz", 0.9, 1.8, True),
    ("Bottone corozo 4 fori", "—", "linea 24", "gr", 14, 28, True),
    ("Etichetta tessuta logo", "—", "20x60 mm", "pz", 0.06, 0.14, True),
    ("Nastro gros-grain", "100% PES", "mm 25", "mt", 0.35, 0.8, True),
    ("Filato merino 2/28", "100% WO", "rocche", "kg", 32, 55, False),
]


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "helv|libsans|times|djcond"))
    m = rng.uniform(28, 36)
    r = d.w - m
    wd = r - m
    bottom = d.h - 46
    L1, L2 = rng.sample(IT_L, 2)
    buyer = rng.choice(IT_BUY).format(L=L1, X=rng.choice(IT_X))
    sup = bare_or(rng, IT_SUP_FORMED, IT_SUP_BARE, 0.2).format(
        L=L2, X=rng.choice(IT_X), F=rng.choice(IT_F)
    )
    dt = a_day(rng)
    yr = dt.year
    season = f"{rng.choice(['PE', 'AI', 'SS', 'FW'])} {(yr + rng.randint(0, 1)) % 100}"
    po = la.digits(
        rng,
        rng.choice([f"OA/{yr % 100}/0###", f"{yr}-T####", "#####", f"ORD {yr}/###", "T-######"]),
    )
    stated = stated_of(rng)
    page = [1]
    fm = eu
    po_lab = la.pick(rng, "ORDINE N.|Ordine d'acquisto n.|N. ordine|Ordine fornitore n.")

    ftxt = f"{buyer} – Cap. soc. € {rng.choice(['10.000', '50.000', '120.000', '1.000.000'])} i.v. – P.IVA IT{la.digits(rng, '###########')} – REA {rng.choice(['FI', 'PO', 'BI', 'CO', 'VI', 'MI'])}-{la.digits(rng, '######')}"

    def foot() -> None:
        d.t(m, d.h - 24, ftxt, 6.4, grey=0.4)
        d.t(r, d.h - 24, f"Pag. {page[0]}/{of}" if of else f"Pag. {page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 34, f"{buyer} – {po_lab} {po} – {season} (segue)", 8.6, b=True)
        return 46

    y = 30
    d.t(m, y + 16, buyer.upper() if rng.random() < 0.5 else buyer, 15, b=True)
    d.t(
        m,
        y + 28,
        f"Ufficio Acquisti Materie Prime · {rng.choice(['Via Pistoiese', 'Via del Lavoro', 'Viale Europa', 'Via Roma', 'Via dell’Industria'])} {rng.randint(1, 200)} · {rng.choice(['59100 Prato', '13900 Biella', '22100 Como', '36061 Bassano del Grappa', '50019 Sesto Fiorentino', '20900 Monza'])}",
        7.6,
        grey=0.3,
    )
    # supplier at the top right, Spett.le on its own line
    sx = m + wd * 0.6
    d.t(sx, y + 6, "Spett.le", 8.4)
    d.lines(
        sx,
        y + 9,
        [
            sup,
            f"{rng.choice(['Via Fratelli Rosselli', 'Via Cavour', 'Via Garibaldi', 'Via Provinciale'])} {rng.randint(1, 99)}",
            f"{rng.choice(['Prato', 'Biella', 'Como', 'Carpi', 'Schio', 'Castel Goffredo'])} – Italia",
            f"c.a. {rng.choice(IT_F)} {rng.choice(IT_L)} – ufficio commerciale",
        ],
        9,
        lead=11.5,
        b_first=True,
    )
    y += 60
    grid = [
        po_lab.replace(" n.", " n.").upper(),
        "Data",
        "Stagione",
        "Rif. campionario",
        "Modello / commessa",
        "Consegna richiesta",
    ]
    vals = [
        po,
        la.dfmt(dt, "dmy"),
        season,
        la.digits(rng, rng.choice(["CART. ###", "Camp. ##/##", "Swatch ####"])),
        la.digits(rng, rng.choice(["MOD. @###", "Comm. ####/##", "Art. #####"])),
        la.dfmt(dt + timedelta(days=rng.randint(20, 75)), "dmy"),
    ]
    y = d.grid(m, y, [wd / 6] * 6, grid, vals, 8.4) + 12
    n_art = rng.choice([1, 1, 2, 2, 3, 4]) if rng.random() > 0.12 else rng.choice([7, 9])
    arts = rng.sample(IT_ART, n_art)
    total_q = ZERO
    net = ZERO
    ncol = rng.choice([4, 5, 6])
    for ai, art in enumerate(arts):
        cols_ = rng.sample(IT_COL, ncol)
        cols_.sort()
        price = Decimal(rng.randint(int(art[4] * 100), int(art[5] * 100))) / 100
        if art[6] and art[3] == "pz":
            qty = [Decimal(rng.choice([0, 200, 300, 500, 1000, 1500, 2000])) for _ in cols_]
        else:
            qty = [Decimal(rng.choice([0, 30, 50, 60, 80, 100, 120, 150, 250])) for _ in cols_]
        if not any(qty):
            qty[0] = Decimal(100)
        tq = sum(qty, ZERO)
        amt = r2(tq * price)
        total_q += tq
        net += amt
        h = 16 * 3 + 26
        if y + h > bottom:
            y = brk()
        d.box(m, y, wd, 15, fill=0.9)
        d.t(
            m + 4,
            y + 10.5,
            f"{ai + 1}. Art. {la.digits(rng, '####')} – {art[0]}   ·   {art[1]}   ·   {art[2]}",
            8.4,
            b=True,
        )
        d.t(r - 4, y + 10.5, f"Prezzo {fm(price) if stated else '—'} €/{art[3]}", 8.2, al="r")
        y += 15
        cw = (wd - 160) / ncol
        ws = [80] + [cw] * ncol + [80]
        y = lrow(
            d,
            m,
            y,
            ws,
            ["Variante colore", *cols_, f"Totale {art[3]}"],
            "l" + "c" * ncol + "r",
            h=14,
            size=7.4,
            b=True,
        )
        y = lrow(
            d,
            m,
            y,
            ws,
            [
                "Quantità",
                *[la.num(q, "de").replace(",00", "") if q else "–" for q in qty],
                la.num(tq, "de").replace(",00", ""),
            ],
            "l" + "c" * ncol + "r",
            h=14,
            size=8,
        )
        if stated:
            y = lrow(
                d,
                m,
                y,
                [wd - 80, 80],
                [f"Importo articolo {ai + 1}", f"€ {fm(amt)}"],
                "rr",
                h=14,
                size=7.8,
            )
        d.line(m, y, r, y, 0.6)
        y += 8
    if y + 110 > bottom:
        y = brk()
    iva = r2(net * Decimal("0.22"))
    total = net + iva
    d.t(
        m,
        y + 10,
        f"Totale quantità ordinate: {la.num(total_q, 'de').replace(',00', '')}",
        8.2,
        grey=0.3,
    )
    if stated:
        rows = [
            ("Totale imponibile", f"€ {fm(net)}", False),
            ("IVA 22%", f"€ {fm(iva)}", False),
            (
                la.pick(rng, "TOTALE ORDINE|Totale ordine IVA inclusa|Totale documento"),
                f"€ {fm(total)}",
                True,
            ),
        ]
        y2 = d.summary(m + wd * 0.66, r - 3, y, rows, 8.8, box_last=True)
    else:
        y2 = wrapped(
            d,
            m + wd * 0.5,
            y,
            "Prezzi come da listino stagione concordato; l’importo sarà definito in fattura.",
            8,
            wd * 0.5,
        )
    y = max(y + 26, y2) + 8
    cond = [
        f"Pagamento: {la.pick(rng, 'RiBa 60 gg d.f.f.m.|Bonifico 90 gg d.f.f.m.|RiBa 30/60 gg|Bonifico vista fattura')} – Resa: {la.pick(rng, 'franco nostro magazzino|franco partenza|porto assegnato')}.",
        "Tolleranza sulle quantità ±3%. Colori conformi ai lab-dip approvati; ogni pezza con cartellino (lotto tintura, metraggio, altezza).",
        "Citare il numero d’ordine su DDT e fattura. Vi preghiamo di restituire copia firmata per accettazione.",
    ]
    for t in cond:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.6, wd)
    y += 26
    if y + 20 > bottom:
        y = brk() + 26
    d.sign(m, y, 200, "L’ufficio acquisti")
    d.sign(r - 220, y, 220, "Timbro e firma del fornitore per accettazione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_it_tessuti_ordine_varianti_colore(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


# --------------------------------------------------------------------------- 10 pt-PT / pt-BR retail or logistics company's order with a delivery-slot box

PT_BUY = {
    "pt": [
        "{X} Distribuição Alimentar, S.A.",
        "Supermercados {L}, Lda.",
        "{X} Logística e Transportes, S.A.",
        "Armazéns {L} & Filhos, Lda.",
        "Cash & Carry {X}, S.A.",
    ],
    "br": [
        "{X} Logística Ltda.",
        "Supermercados {L} S.A.",
        "Atacadão {X} Ltda.",
        "{X} Distribuidora de Alimentos Ltda.",
        "Transportadora {L} Ltda.",
    ],
}
PT_X = {
    "pt": "Atlântico|Minho|Tejo|Douro|Algarve|Beira|Sado|Mondego|Lusitânia|Alentejo".split("|"),
    "br": "Paulista|Cerrado|Guanabara|Sul Mineira|Litoral|Pampa|Serrana|Nordeste|Capixaba|Paraná".split(
        "|"
    ),
}
PT_L = "Almeida|Carvalho|Ferreira|Gomes|Lopes|Marques|Pinto|Ribeiro|Rocha|Santos|Teixeira|Vieira|Moreira|Correia|Nunes|Barbosa".split(
    "|"
)
PT_SUP_FORMED = {
    "pt": [
        "{L} & {L2}, Lda.",
        "Sociedade de Produtos Alimentares {X}, S.A.",
        "Embalagens {X}, Lda.",
        "Conservas {L}, S.A.",
        "{X} Bebidas, S.A.",
        "Lacticínios {L}, Lda.",
        "Paletes {X} – Indústria de Madeiras, Lda.",
    ],
    "br": [
        "{X} Embalagens Ltda.",
        "Indústria de Alimentos {L} S.A.",
        "{L} Paletes e Madeiras Ltda. - ME",
        "Plásticos {X} Ltda.",
        "{X} Bebidas S.A.",
        "Comercial {L} Eireli",
        "{L} Peças para Empilhadeiras Ltda.",
    ],
}
PT_SUP_BARE = {
    "pt": ["{L} Comércio de Frutas", "Padaria {L}", "{F} {L} – Comércio de Embalagens"],
    "br": ["{L} Embalagens", "Distribuidora {L}", "{F} {L} ME"],
}
PT_F = "João|Maria|Rui|Ana|Paulo|Carla|Nuno|Sofia|Ricardo|Helena".split("|")
# descrição, unidades por caixa, iva pt, ipi br, lo, hi (per unit)
PT_ITEMS = [
    ("Azeite virgem extra 750 ml", 6, 6, 0, 4.2, 7.9),
    ("Leite UHT meio-gordo 1 L", 12, 6, 0, 0.62, 0.95),
    ("Arroz carolino 1 kg", 10, 6, 0, 0.95, 1.6),
    ("Conserva de atum em azeite 120 g", 24, 6, 0, 0.9, 1.7),
    ("Água mineral 1,5 L", 6, 6, 0, 0.18, 0.38),
    ("Vinho tinto regional 750 ml", 6, 13, 10, 2.4, 5.5),
    ("Sumo de laranja 1 L", 12, 13, 0, 0.85, 1.5),
    ("Detergente roupa líquido 3 L", 4, 23, 5, 5.8, 9.9),
    ("Papel higiénico 12 rolos", 6, 6, 5, 3.2, 5.4),
    ("Palete de madeira PBR 1,2 x 1,0", 1, 23, 5, 38, 62),
    ("Filme stretch 500 mm x 300 m", 6, 23, 10, 9, 16),
    ("Caixa de cartão ondulado 60x40x40", 25, 23, 10, 0.9, 1.8),
    ("Bateria de tração 48 V para empilhador", 1, 23, 10, 2800, 4600),
]


def _pt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    reg = "br" if rng.random() < 0.5 else "pt"
    d = la.Doc(A4, la.pick(rng, "helv|libsans|djcond|dejavu"))
    m = rng.uniform(28, 38)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    L1, L2, L3 = rng.sample(PT_L, 3)
    X = rng.choice(PT_X[reg])
    buyer = rng.choice(PT_BUY[reg]).format(X=X, L=L1)
    sup = bare_or(rng, PT_SUP_FORMED[reg], PT_SUP_BARE[reg], 0.2).format(
        X=rng.choice(PT_X[reg]), L=L2, L2=L3, F=rng.choice(PT_F)
    )
    dt = a_day(rng)
    yr = dt.year
    po = la.digits(
        rng,
        rng.choice([f"NE {yr}/####", f"ENC/{yr}/0###", "4#######", "NE-######"])
        if reg == "pt"
        else rng.choice(["PC-######", f"{yr}/#####", "######", "PED #####"]),
    )
    stated = stated_of(rng)
    page = [1]
    fm = eu
    cur = "€" if reg == "pt" else "R$"
    tid = (
        (lambda: f"NIF {rng.choice('5')}{la.digits(rng, '########')}")
        if reg == "pt"
        else (lambda: f"CNPJ {la.digits(rng, '##.###.###/0001-##')}")
    )
    title = (
        la.pick(rng, "NOTA DE ENCOMENDA|Nota de Encomenda a Fornecedor|ENCOMENDA A FORNECEDOR")
        if reg == "pt"
        else la.pick(rng, "PEDIDO DE COMPRA|Pedido de Compra|ORDEM DE COMPRA")
    )
    po_lab = "N.º" if reg == "pt" else la.pick(rng, "Nº|Número|Pedido nº")
    btid = tid()

    ftxt = f"{buyer} · {btid} · " + (
        "Capital social € "
        + rng.choice(["50.000,00", "250.000,00", "1.500.000,00"])
        + " · Conservatória do Registo Comercial de "
        + rng.choice(["Lisboa", "Porto", "Braga", "Leiria"])
        if reg == "pt"
        else "IE " + la.digits(rng, "###.###.###.###")
    )

    def foot() -> None:
        d.t(m, d.h - 26, ftxt, 6.4, grey=0.4)
        d.t(r, d.h - 26, f"Pág. {page[0]}/{of}" if of else f"Pág. {page[0]}", 7, al="r", grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 36, f"{title} {po_lab} {po} (continuação)", 8.6, b=True)
        return 48

    y = 28
    rgb_fill(
        d, m, y, wd, 30, Color(0.12, 0.3, 0.45) if rng.random() < 0.5 else Color(0.55, 0.12, 0.1)
    )
    d.c.setFillColor(white)
    d.c.setFont(d.bold, 13)
    d.c.drawString(m + 8, d.h - (y + 20), buyer)
    d.c.setFont(d.bold, 10)
    d.c.drawRightString(r - 8, d.h - (y + 19), title)
    d.c.setFillGray(0)
    y += 40
    bw = (wd - 10) / 2
    # supplier left, warehouse right
    fl = [
        la.pick(rng, "Fornecedor|FORNECEDOR|Fornecedor / Supplier"),
        sup,
        f"{rng.choice(['Rua', 'Av.', 'Estrada', 'Rodovia'])} {rng.choice(['da Indústria', 'Brasil', 'Nacional 10', 'dos Bandeirantes', 'do Porto'])}, {rng.randint(10, 2000)}",
        f"{la.digits(rng, '####-###')} {rng.choice(['Maia', 'Setúbal', 'Leiria', 'Aveiro'])}"
        if reg == "pt"
        else f"{rng.choice(['Guarulhos', 'Contagem', 'Joinville', 'Campinas'])} - {rng.choice(['SP', 'MG', 'SC', 'PR'])} · CEP {la.digits(rng, '#####-###')}",
        tid() + ("" if reg == "pt" else f" · IE {la.digits(rng, '###.###.###')}"),
        f"Cód. fornecedor: {la.digits(rng, '#####')}",
    ]
    wl = [
        la.pick(rng, "Local de entrega|Entreposto / Local de descarga|Entregar em"),
        f"{'Entreposto' if reg == 'pt' else 'CD'} {rng.choice(['Azambuja', 'Carregado', 'Alverca'] if reg == 'pt' else ['Cajamar', 'Extrema', 'Barueri'])} – {rng.choice(['Cais', 'Doca', 'Porta'])} {rng.randint(1, 40)}",
        f"{buyer}",
        f"{rng.choice(['Parque Logístico', 'Zona Industrial', 'Rodovia Anhanguera km', 'Av. Marginal'])} {rng.randint(1, 300)}",
        f"Horário de receção: {rng.choice(['06h00–14h00', '07h00–15h00', '22h00–06h00'])}",
    ]
    for k, blk in enumerate([fl, wl]):
        x = m + k * (bw + 10)
        d.box(x, y, bw, 78)
        d.t(x + 5, y + 10, blk[0], 7.2, b=True, grey=0.35)
        d.lines(x + 5, y + 13, blk[1:], 8.4, lead=11, b_first=k == 0)
    y += 86
    ds = dt + timedelta(days=rng.randint(2, 12))
    g_l = [
        f"{title.split()[0].capitalize() if reg == 'pt' else 'Pedido'} {po_lab}",
        "Data",
        "Data de entrega",
        "Janela / Agendamento",
        "Cond. pagamento",
        ("Moeda" if reg == "pt" else "Frete"),
    ]
    g_v = [
        po,
        la.dfmt(dt, "dmy"),
        la.dfmt(ds, "dmy"),
        f"{rng.choice(['08:00', '10:30', '13:00', '05:30'])} · Senha {la.digits(rng, '@####')}",
        la.pick(rng, "60 dias fim do mês|30 dias data fatura|90 dias|Pronto pagamento")
        if reg == "pt"
        else la.pick(rng, "28/35/42 DDL|30 DDL|Boleto 45 dias|À vista"),
        "EUR" if reg == "pt" else la.pick(rng, "CIF|FOB|CIF - por conta do fornecedor"),
    ]
    y = d.grid(m, y, [wd * f for f in (0.2, 0.12, 0.14, 0.22, 0.2, 0.12)], g_l, g_v, 8) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 8, 10, 12], [30, 36], 0.14)
    lines = more_lines(
        rng,
        PT_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 40, 60, 100],
        ["(promo)", "– pack poupança"],
        big=1000,
    )
    body = []
    net = ZERO
    taxes: dict[int, Decimal] = {}
    ipi = ZERO
    for it, q, p, a in lines:
        upc = it[1]
        cx = q if upc > 1 else q
        units = cx * upc
        a = r2(units * p)
        net += a
        ean = la.digits(rng, "560#########" if reg == "pt" else "789#########") + str(
            rng.randint(0, 9)
        )
        if reg == "pt":
            taxes[it[2]] = taxes.get(it[2], ZERO) + a
            body.append(
                (
                    [
                        ean,
                        it[0],
                        f"{cx:,.0f}",
                        str(upc),
                        f"{units:,.0f}".replace(",", "."),
                        la.num(p, "de") if p >= 1 else f"{p:.3f}".replace(".", ","),
                        f"{it[2]}%",
                        fm(a) if stated else "",
                    ],
                    a,
                )
            )
        else:
            vi = r2(a * it[3] / 100)
            ipi += vi
            body.append(
                (
                    [
                        ean,
                        it[0],
                        f"{cx:,.0f}",
                        str(upc),
                        f"{units:,.0f}".replace(",", "."),
                        la.num(p, "de"),
                        "18%",
                        f"{it[3]}%",
                        fm(a) if stated else "",
                    ],
                    a,
                )
            )
    if reg == "pt":
        cols = [wd * f for f in (0.15, 0.35, 0.08, 0.07, 0.09, 0.1, 0.06, 0.1)]
        heads = [
            "EAN",
            "Designação",
            "Caixas",
            "Un/cx",
            "Unid.",
            "Preço un.",
            "IVA",
            "Total s/ IVA",
        ]
        al = "llrrrrcr"
    else:
        cols = [wd * f for f in (0.15, 0.31, 0.08, 0.06, 0.09, 0.1, 0.06, 0.06, 0.09)]
        heads = [
            "EAN/DUN",
            "Descrição",
            "Caixas",
            "Un/cx",
            "Qtde",
            "Vlr. unit.",
            "ICMS",
            "IPI",
            "Vlr. total",
        ]
        al = "llrrrrccr"
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        al,
        size=7.2,
        rowh=14,
        bottom=bottom,
        brk=brk,
        zebra=(0.95, 0.96, 0.98),
    )
    if reg == "pt":
        tax = sum((r2(v * k / 100) for k, v in taxes.items()), ZERO)
        total = net + tax
    else:
        frete = Decimal(rng.choice([0, 0, 150, 280, 450]))
        desc = r2(net * Decimal(rng.choice([0, 0, 0, 2, 3])) / 100)
        total = net + ipi + frete - desc
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        if reg == "pt":
            rows = [("Total ilíquido", f"{fm(net)} {cur}", False)]
            for k in sorted(taxes):
                rows.append(
                    (f"IVA {k}% s/ {fm(taxes[k])}", f"{fm(r2(taxes[k] * k / 100))} {cur}", False)
                )
            rows.append(
                (
                    la.pick(rng, "Total da encomenda|TOTAL (IVA incluído)|Total c/ IVA"),
                    f"{fm(total)} {cur}",
                    True,
                )
            )
        else:
            rows = [
                ("Valor dos produtos", f"{cur} {fm(net)}", False),
                ("Valor do IPI", f"{cur} {fm(ipi)}", False),
            ]
            if frete:
                rows.append(("Frete", f"{cur} {fm(frete)}", False))
            if desc:
                rows.append(("Desconto", f"- {cur} {fm(desc)}", False))
            rows.append(
                (
                    la.pick(rng, "VALOR TOTAL DO PEDIDO|Total do pedido|Valor total"),
                    f"{cur} {fm(total)}",
                    True,
                )
            )
        y = d.summary(m + wd * 0.55, r - 3, y, rows, 8.6, box_last=True)
        if reg == "br" and rng.random() < 0.6:
            y = wrapped(
                d,
                m,
                y + 2,
                f"ICMS destacado apenas para conferência (base {cur} {fm(net)}). Informar o número do pedido no campo xPed da NF-e.",
                7.2,
                wd,
                grey=0.3,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Valores conforme tabela de preços em vigor; a encomenda é emitida apenas em quantidades."
            if reg == "pt"
            else "Preços conforme tabela negociada; pedido emitido somente com quantidades.",
            8,
            wd,
        )
    y += 8
    notas = [
        "Entregas apenas com agendamento prévio; cargas paletizadas (palete 1,20 x 1,00, altura máx. 1,80 m) e etiqueta SSCC."
        if reg == "pt"
        else "Recebimento somente com agendamento; carga paletizada PBR, altura máxima 1,60 m.",
        "A fatura deve mencionar o número desta encomenda."
        if reg == "pt"
        else "A NF-e deve mencionar o número deste pedido; divergências de preço ou quantidade serão recusadas.",
    ]
    for t in notas:
        if y + 14 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd)
    y += 30
    if y + 20 > bottom:
        y = brk() + 30
    d.sign(m, y, 180, "Comprador(a)" if reg == "br" else "O Departamento de Compras")
    d.sign(r - 180, y, 180, "Aprovação" if reg == "br" else "Aprovado por")
    if reg == "pt" and rng.random() < 0.5:
        d.t(
            m,
            y + 24,
            f"Processado por programa certificado n.º {rng.randint(1000, 2999)}/AT",
            6.6,
            grey=0.4,
        )
    foot()
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind33_pt_br_encomenda_entreposto_agendamento(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pt)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind33_zh_shiyanshi_shiji_dinggou,
        blind33_hk_jiudian_canyin_caigou,
        blind33_ja_jidosha_buhin_chumonsho,
        blind33_ko_geonseol_jajae_balju_gongmun,
        blind33_en_in_three_panel_gst_po,
        blind33_de_handwerk_baustoff_brief,
        blind33_fr_boulangerie_bon_commande_cases,
        blind33_es_ar_cooperativa_orden_senores,
        blind33_it_tessuti_ordine_varianti_colore,
        blind33_pt_br_encomenda_entreposto_agendamento,
    )
}

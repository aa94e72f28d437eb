# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind30 (`blind31_*`), in the
languages the product receives most.

- blind31_zh_shenpi_dan_caigou: a mainland Chinese purchase order printed from an office app's
  approval flow (DingTalk / WeCom / Feishu style: a two-column label / value sheet with the
  approval number, applicant and status, the 采购单号 and 供应商 as fields, the item details as a
  nested table or as numbered detail groups, 运费 / 优惠, 大写, a payee bank field, the
  approval trail and a print footer).
- blind31_tw_weiwai_jiagong_dan: a Taiwanese 委外加工單 / 託外加工單 to a subcontract processor
  (plating, heat treatment, machining; 製令單號 and 工單 numbers beside the order's own, a
  processing table with prices and a table of materials issued without prices, the goods sent
  on to a next processor at times, 未稅 / 營業稅 5% / 含稅 in whole NT$, 新臺幣 capitals).
- blind31_ja_meeru_hacchu_insatsu: a Japanese order sent as an e-mail and printed from the mail
  client (差出人 / 送信日時 / 宛先 / 件名 header, the supplier and its contact person as the
  salutation, ■ sections with 発注番号, 納期 and 納品場所, the lines as a text table, 小計 /
  消費税 / 合計, the sender's signature block).
- blind31_ko_gamaeng_balju_ondo: a Korean franchise store's order printed from the franchisor's
  ordering system (the franchisor's name at the top, the store and the supplying distributor in
  two panels, items grouped by storage temperature with 소계 per group, 과세 / 면세, coupon
  discount, 여신 balance figures beside the 최종 결제금액).
- blind31_en_gb_ie_cloud_ledger_po: a British or Irish small firm's purchase order from a cloud
  accounting package (the title at the top left, the supplier unlabelled under it, a middle
  column of date / number / reference / VAT number, the firm's own address at the right, VAT
  per line, a delivery-details block at the foot; GBP with VAT 20 % or EUR with 23 % / 13.5 %).
- blind31_en_au_trades_job_po: an Australian trade contractor's purchase order from job
  management software (ABN and licence number, the PO number built on the job number beside it,
  the job and its client, supplier and deliver-to / pick-up panels, lines under cost-code
  headings, Total ex GST / GST / Total inc GST).
- blind31_de_vergabe_auftragsschreiben: a German public body's Auftragsschreiben (a DIN letter
  from a city, district or university with an Aktenzeichen, Vergabe-Nr., Haushaltsstelle and
  Leitweg-ID, the order number in the subject line and the info block, numbered sections 1.
  Auftraggeber / 2. Auftragnehmer / 3. Leistung / 4. Vergütung, Auftragssumme brutto, a
  confirmation slip).
- blind31_fr_accuse_reception_commande: a French manufacturer's accusé de réception de commande
  (a seller's paper; its own ARC number, customer code and contact, "Votre commande n°" in a
  reference strip, billing and delivery addresses of the customer, lines with delivery weeks,
  remise, port, TVA 20 %, Total TTC and a deposit asked for, the SAS / RCS / SIRET / IBAN foot).
- blind31_es_mx_oc_cfdi_retenciones: a Mexican orden de compra with the buyer's CFDI data
  (Proveedor / Facturar a / Entregar en columns, RFC, régimen fiscal, uso CFDI, método and
  forma de pago, clave SAT and clave de unidad per line, IVA 16 % and, for a natural-person
  supplier of services, ISR and IVA withheld, the total in words in pesos M.N.).
- blind31_it_copia_commissione_agente: an Italian copia commissione written by a sales agent
  (the agency's letterhead, the ditta mandante as the supplier and the cliente as the buyer in
  either order, order number with date, agent and customer codes, cascaded discounts like
  30+10, sconto cassa, IVA 22 %, the customer's acceptance signature).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never an approval, requisition, quotation, job, work-order,
file, budget or register number; on the seller's paper the customer's order number); the
supplier exactly as printed on its first line (the vendor, the ditta mandante of an agent's
order, the seller of a confirmation); the grand total as "1234.50" (whole NT$, yen and won as
"1234.00"; after discounts and withholdings, before deposits; "" when the document states none,
about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import mx_words, r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind27 import rgb_fill  # noqa: E402
from families_blind28 import draw_lines  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.78, 0.1, 0.1)


def r0(v: Decimal) -> Decimal:
    """Rounded to whole units (NT$, yen, won)."""
    return v.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def w0(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


# --------------------------------------------------------------------------- 1 zh-Hans purchase order printed from an office app's approval flow

ZA_CITY = [
    "苏州",
    "无锡",
    "宁波",
    "东莞",
    "佛山",
    "嘉兴",
    "绍兴",
    "泉州",
    "中山",
    "温州",
    "常州",
    "厦门",
]
ZA_BUY = "{c}{b}科技有限公司|{c}{b}餐饮管理有限公司|{c}{b}文化传媒有限公司|{c}{b}电子商务有限公司|{c}{b}教育科技有限公司|{c}{b}智能装备有限公司|{c}{b}生物科技股份有限公司".split(
    "|"
)
ZA_B = "云帆 星辰 蓝海 启明 优格 米粒 青禾 拾光 极客 初心 知行 若水".split()
ZA_SUP_FORMED = [
    "{c}{s}贸易有限公司",
    "{c}市{s}办公设备有限公司",
    "{s}网络科技（{c}）有限公司",
    "{c}{s}包装制品有限公司",
    "{c}{s}电器销售有限公司",
    "{c}{s}家具制造有限公司",
    "{c}{s}实验器材有限公司",
]
ZA_SUP_BARE = [
    "{s}办公用品商行",
    "{c}{s}五金店",
    "{c}市{s}电脑经营部",
    "{c}{s}包装材料厂",
    "{s}劳保用品批发部",
    "{c}{s}印务",
]
ZA_S = "恒达 利群 新华 金源 鑫诚 宏图 永兴 顺发 华联 佳美 创新 博众".split()
ZA_DEPT = "行政部 人事行政部 研发中心 生产部 市场部 财务部 门店运营部 信息技术部".split()
ZA_ITEMS = [
    ("笔记本电脑", "14英寸 i5/16G/512G", "台", 4200, 6800),
    ("显示器", "27英寸 2K IPS", "台", 900, 1600),
    ("激光打印机", "A4 黑白 双面", "台", 1100, 2300),
    ("A4复印纸", "70g 500张/包 5包/箱", "箱", 110, 160),
    ("硒鼓", "CF228A 兼容", "个", 90, 280),
    ("办公椅", "人体工学 网背", "把", 380, 980),
    ("文件柜", "钢制 四门", "组", 650, 1200),
    ("无线鼠标键盘套装", "静音", "套", 85, 220),
    ("瓦楞纸箱", "五层 60×40×40cm", "个", 4.5, 9),
    ("封箱胶带", "48mm×100m", "卷", 3.2, 6.5),
    ("气泡膜", "宽1m 双层", "卷", 45, 80),
    ("一次性手套", "丁腈 100只/盒", "盒", 28, 55),
    ("矿泉水", "550ml×24瓶", "箱", 26, 38),
    ("投影仪", "1080P 4000流明", "台", 3200, 5800),
    ("会议桌", "2400×1200 板式", "张", 1500, 3200),
    ("交换机", "24口 千兆 网管", "台", 900, 2100),
    ("监控硬盘", "4TB 企业级", "块", 520, 780),
    ("劳保手套", "涂胶 12双/打", "打", 28, 46),
    ("工作服", "夏季 短袖 定制LOGO", "套", 65, 120),
    ("咖啡豆", "意式拼配 1kg", "袋", 120, 240),
]


def _za(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(38, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    city = rng.choice(ZA_CITY)
    buyer = rng.choice(ZA_BUY).format(c=city, b=rng.choice(ZA_B))
    sup = bare_or(rng, ZA_SUP_FORMED, ZA_SUP_BARE, 0.35).format(
        c=rng.choice(ZA_CITY), s=rng.choice(ZA_S)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{d}{n3}|PO{y}{m}{n4}|CG-{Y}-{n4}|{Y}{m}{d}{n4}|CGDD{y}{n5}")
    sp_no = f"{d:%Y%m%d}{rng.randint(10, 23):02d}{rng.randint(0, 59):02d}{rng.randint(10**8, 10**9 - 1)}"
    quote = cj.number(rng, d, "BJ{y}{m}{n3}|Q-{n5}|{y}{n4}")
    qg = cj.number(rng, d, "QG{y}{m}{n4}|SQ-{n5}")
    app = rng.choice(["dd", "wx", "fs"])
    stated = stated_of(rng)
    page = [1]
    who = lambda: cj.person(rng)  # noqa: E731
    applicant, boss, fin, cc = who(), who(), who(), who()
    dept = rng.choice(ZA_DEPT)
    t0 = f"{cj.fdate(d, 'iso')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"
    later = cj.later(rng, d, 0, 2)
    t1 = f"{cj.fdate(later, 'iso')} {rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}"
    printed = cj.later(rng, later, 0, 6)
    po_lab = cj.pick(rng, "采购单号|采购订单号|订单编号|采购单编号")
    sup_lab = cj.pick(rng, "供应商名称|供应商|供货单位|供货商全称")
    status = cj.pick(rng, "已通过|审批通过|已同意|已完成")
    title = cj.pick(rng, "采购订单审批|采购审批单|采购申请（订单）|物品采购审批")
    lw = rng.choice([96, 104, 112])
    ink = rng.choice([Color(0.1, 0.45, 0.9), Color(0.2, 0.55, 0.35), Color(0.2, 0.2, 0.2)])

    def foot() -> None:
        s = f"第{page[0]}页 / 共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 24, s, 7, align="r", colour=GREY)
        src = {"dd": "钉钉", "wx": "企业微信", "fs": "飞书"}[app]
        pdf.text(
            m,
            pdf.h - 24,
            f"打印人：{applicant}　打印时间：{cj.fdate(printed, 'iso')} {rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}　（{src}审批打印）",
            6.8,
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title}（续）　审批编号：{sp_no}", 8, colour=GREY)
        return 46

    y = 40
    pdf.text(m, y, buyer, 9.4, colour=GREY)
    y += 26
    pdf.text(pdf.w / 2, y, title, 16, align="c", bold=True)
    y += 10
    pdf.rect(right - 70, y - 30, 62, 20, stroke=ink, lw=1.2)
    pdf.text(right - 39, y - 16, status, 9, align="c", colour=ink)
    y += 8

    def row(lab: str, val: str, *, size: float = 8.6, bold: bool = False, h: float = 20) -> None:
        nonlocal y
        lines = cj.wrap(val, size, wd - lw - 10) if val else [""]
        hh = max(h, 8 + len(lines) * size * 1.45)
        if y + hh > bottom:
            y = brk()
        pdf.rect(m, y, lw, hh, fill=PALE, stroke=None)
        pdf.rect(m, y, wd, hh, stroke=Color(0.75, 0.75, 0.75), lw=0.5)
        pdf.line(m + lw, y, m + lw, y + hh, lw=0.5, colour=Color(0.75, 0.75, 0.75))
        pdf.text(m + 6, y + 13, lab, 8.2, colour=GREY)
        for k, ln in enumerate(lines):
            pdf.text(m + lw + 6, y + 13 + k * size * 1.45, ln, size, bold=bold)
        y += hh

    head = [
        ("审批编号", sp_no),
        ("提交时间", t0),
        ("申请人", applicant),
        ("所在部门", dept),
    ]
    if rng.random() < 0.5:
        head.insert(0, ("标题", f"{applicant}提交的{cj.pick(rng, '采购申请|采购订单|物品采购')}"))
    for lab, val in head:
        row(lab, val)
    fields = [
        (po_lab, po, True),
        (sup_lab, sup, rng.random() < 0.5),
        (
            cj.pick(rng, "供应商联系人|联系人|对接人"),
            f"{who()}　{cj.mobile(rng)}",
            False,
        ),
    ]
    if rng.random() < 0.55:
        fields.append((cj.pick(rng, "报价单号|供应商报价单号"), quote, False))
    if rng.random() < 0.45:
        fields.append(("关联请购单", qg, False))
    if rng.random() < 0.3:
        fields.insert(0, ("采购类型", cj.pick(rng, "日常办公|固定资产|生产物料|市场活动"), False))
    else:
        fields.insert(1, ("采购类型", cj.pick(rng, "日常办公|固定资产|生产物料|市场活动"), False))
    if rng.random() < 0.3:
        fields.insert(0, fields.pop(1))
    for lab, val, b in fields:
        row(lab, val, bold=b)
    deliv = cj.later(rng, d, 3, 20)
    row(
        cj.pick(rng, "期望到货日期|要求交货日期|到货时间"),
        cj.fdate(deliv, rng.choice(["iso", "cn"])),
    )
    if rng.random() < 0.4:
        addr = f"{cj.zh_addr(rng)} {rng.choice(ZA_B)}仓储物流园{rng.randint(1, 9)}号库（{rng.choice(ZA_S)}供应链管理有限公司代收）"
    else:
        addr = f"{cj.zh_addr(rng)} {buyer}{rng.randint(2, 18)}楼前台"
    row("收货地址", addr)
    groups = rng.random() < 0.4
    lines = draw_lines(
        rng,
        ZA_ITEMS,
        rng.choice([1, 1, 2, 2, 3] if groups else [1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 10, 14, 20]),
        [1, 2, 3, 4, 5, 6, 10, 20, 50, 100],
        big=3000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    if groups:
        for i, (it, q, p, a) in enumerate(lines, 1):
            if y + 60 > bottom:
                y = brk()
            pdf.text(m, y + 14, f"采购明细（{i}）", 8.6, bold=True, colour=ink)
            y += 20
            row("物品名称", it[0])
            row("规格型号", it[1])
            row("数量", f"{q:,.0f} {it[2]}")
            row("单价（元）", cj.money(p))
            if stated:
                row("金额（元）", cj.money(a))
    else:
        if y + 60 > bottom:
            y = brk()
        pdf.text(m, y + 14, "采购明细", 8.6, bold=True, colour=ink)
        y += 20
        body = [
            (
                [str(i), it[0], it[1], f"{q:,.0f}", it[2], cj.money(p)]
                + ([cj.money(a)] if stated else []),
                a,
            )
            for i, (it, q, p, a) in enumerate(lines, 1)
        ]
        ws = cj.rel(wd, [5, 22, 25, 8, 7, 14, 16] if stated else [5, 26, 29, 10, 8, 18])
        heads = ["序号", "物品名称", "规格型号", "数量", "单位", "单价（元）", "金额（元）"][
            : len(ws)
        ]
        y = ctable(
            pdf,
            m,
            y,
            ws,
            heads,
            body,
            "cllrcrr",
            rowh=18,
            size=7.8,
            bottom=bottom,
            brk=brk,
            fill=PALE,
            hh=18,
        )
        if stated:
            y = crow(
                pdf,
                m,
                y,
                [sum(ws[:-1]), ws[-1]],
                ["明细合计", cj.money(sub)],
                "rr",
                h=18,
                size=7.8,
            )
        y += 6
    fr = Decimal(rng.choice([0, 0, 0, 15, 20, 50, 80, 120]))
    disc = Decimal(rng.choice([0, 0, 0, 0, 10, 30, 50, 100]))
    if disc >= sub:
        disc = ZERO
    total = sub + fr - disc
    if stated:
        if fr or disc:
            row("商品金额（元）", cj.money(sub))
            if fr:
                row("运费（元）", cj.money(fr))
            if disc:
                row("优惠金额（元）", f"-{cj.money(disc)}")
        row(
            cj.pick(rng, "采购总金额（元）|订单总金额（元）|合计金额（元）"),
            f"¥{cj.money(total)}" if rng.random() < 0.5 else cj.money(total),
            bold=True,
            size=9.4,
        )
        if rng.random() < 0.7:
            row("大写", cj.daxie(total))
    else:
        row("结算说明", "按实际到货数量及上述单价结算，以供应商开具发票金额为准。")
    pay = cj.pick(rng, "对公转账|月结30天|货到付款|预付50%，到货验收后付清|先款后货")
    row("付款方式", pay)
    if rng.random() < 0.6:
        bk, acct = cj.bank(rng)
        payee = sup if rng.random() < 0.7 else f"{who()}（个人账户）"
        row("收款账户", f"户名：{payee}　开户行：{bk}　账号：{acct}")
    if rng.random() < 0.6:
        row(
            "备注",
            cj.pick(
                rng,
                "请供应商随货附送货单及增值税普通发票。|发票抬头："
                + buyer
                + "，税号见附件。|紧急，请于到货前一天电话联系收货人。|质保一年，含送货上门及安装。",
            ),
        )
    if rng.random() < 0.5:
        row("附件", f"{cj.pick(rng, '报价单|比价单|合同扫描件')}_{sup[:4]}.pdf")
    y += 14
    if y + 90 > bottom:
        y = brk()
    pdf.text(m, y, "审批流程", 9.4, bold=True)
    y += 8
    steps = [
        (applicant, "发起申请", t0),
        (boss, f"{cj.pick(rng, '部门负责人|直属主管|总经理')}　已同意", t1),
        (fin, "财务审核　已同意", t1),
    ]
    if rng.random() < 0.5:
        steps.append((cc, "抄送人　已抄送", t1))
    for k, (nm, act, t) in enumerate(steps):
        yy = y + 12 + k * 20
        pdf.rect(m + 2, yy - 7, 8, 8, fill=ink, stroke=None)
        if k < len(steps) - 1:
            pdf.line(m + 6, yy + 1, m + 6, yy + 13, lw=0.8, colour=ink)
        pdf.text(m + 18, yy, nm, 8.4, bold=True)
        pdf.text(m + 80, yy, act, 8.2)
        pdf.text(right, yy, t, 7.6, align="r", colour=GREY)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_zh_shenpi_dan_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _za)


# --------------------------------------------------------------------------- 2 zh-Hant Taiwanese subcontract-processing order with an issued-materials table

TW_BUY_B = "鴻昇 永碩 台寶 建盛 大欣 昱成 聯祥 全懋 信綸 振宇 旭東 榮晉 協億 正崴".split()
TW_BUY_T = "精密工業股份有限公司|機械股份有限公司|五金工業有限公司|電子股份有限公司|自行車零件股份有限公司|汽車配件有限公司".split(
    "|"
)
TW_SUP_B = "金大 瑞昌 佳興 明峰 長興 德榮 新益 力鋒 宏銘 順達 冠宇 東陽".split()
TW_SUP_FORMED = "{b}電鍍股份有限公司|{b}熱處理有限公司|{b}表面處理企業有限公司|{b}精密機械有限公司|{b}烤漆工業有限公司|{b}鍛造股份有限公司".split(
    "|"
)
TW_SUP_BARE = "{b}電鍍廠|{b}熱處理廠|{b}機械工作坊|{b}烤漆行|{b}研磨加工廠|{b}車床工廠".split("|")
TW_PROC = [
    ("A3-1102", "前叉管 Φ28.6", "鍍鎳", "PCS", 3.2, 7.5),
    ("B1-2310", "曲柄 170mm", "陽極處理 黑", "PCS", 6, 14),
    ("C2-0871", "齒盤 44T", "熱處理 HRC45±2", "PCS", 4.5, 9),
    ("D5-1200", "軸心 S45C Φ12×120", "高週波 + 研磨", "PCS", 8, 18),
    ("E2-3304", "支架 SPCC t2.0", "粉體烤漆 消光黑", "PCS", 5, 12),
    ("F1-0412", "法蘭 SUS304", "CNC車削 依圖", "PCS", 35, 90),
    ("G3-7710", "螺帽 M10", "鍍鋅 三價鉻", "KG", 28, 45),
    ("H1-5520", "鋁座 6061", "CNC銑削 依圖 H1-5520", "PCS", 60, 180),
    ("J4-0063", "彈簧片 SK5", "淬火回火", "KG", 40, 75),
    ("K2-8801", "外殼 ADC12", "噴砂 + 烤漆", "PCS", 12, 30),
    ("L7-1009", "齒輪 m1.5 Z32", "滾齒 + 滲碳", "PCS", 22, 55),
    ("M3-2244", "管件 STKM Φ25.4", "彎管 + 去毛邊", "PCS", 9, 21),
]
TW_MAT = [
    ("RM-1001", "S45C 圓棒 Φ14", "KG"),
    ("RM-2030", "SPCC 鋼板 t2.0", "KG"),
    ("RM-3110", "SUS304 圓棒 Φ60", "KG"),
    ("RM-4021", "6061-T6 鋁板 t20", "KG"),
    ("SF-0871", "齒盤 半成品 44T", "PCS"),
    ("SF-1102", "前叉管 半成品", "PCS"),
    ("SF-2310", "曲柄 鍛造胚", "PCS"),
    ("PK-0001", "周轉箱 藍色", "個"),
]
TW_NEXT = "{b}包裝有限公司|{b}組立廠|{b}表面處理有限公司|{b}烤漆行".split("|")


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.35
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    buyer = f"{rng.choice(TW_BUY_B)}{rng.choice(TW_BUY_T)}"
    sb = rng.choice(TW_SUP_B)
    sup = bare_or(rng, TW_SUP_FORMED, TW_SUP_BARE, 0.35).format(b=sb)
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "W{roc}{m}{n4}|OS-{roc}{m}{d}-{n2}|{roc}{m}{d}{n3}|WX{y}{n5}|OS{roc}{n5}"
    )
    mo = cj.number(rng, d, "MO{roc}{m}{n4}|51{n8}|製{roc}{n5}")
    wo = cj.number(rng, d, "WO-{n6}|{roc}{n6}")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["roc", "rocs", "slash"])
    title = cj.pick(rng, "委 外 加 工 單|託外加工單|外包加工訂購單|委外加工訂單|加 工 訂 單")
    po_lab = cj.pick(rng, "委外單號|託外單號|加工單號|單　　號|訂單編號")
    ban_b, ban_s = rng.randint(10000000, 99999999), rng.randint(10000000, 99999999)
    nxt = rng.random() < 0.3
    nxt_name = rng.choice(TW_NEXT).format(b=rng.choice([b for b in TW_SUP_B if b != sb]))
    ink = rng.choice([black, Color(0.1, 0.2, 0.5), Color(0.15, 0.35, 0.2)])

    def foot() -> None:
        s = f"頁次：{page[0]}/{of}" if of else f"頁次：{page[0]}"
        pdf.text(right, pdf.h - 22, s, 7.4, align="r", colour=GREY)
        pdf.text(
            m,
            pdf.h - 22,
            cj.pick(rng, "第一聯：廠商　第二聯：生管　第三聯：會計|白：廠商 紅：採購 黃：倉庫"),
            6.8,
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title.replace(' ', '')}（續）", 9.4, bold=True)
        pdf.text(right, 34, f"{po_lab.replace('　', '')}：{po}", 9, align="r")
        return 46

    y = 40
    pdf.text(pdf.w / 2, y, buyer, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        y + 14,
        f"{cj.tw_addr(rng)}　TEL：{cj.tw_tel(rng)}　FAX：{cj.tw_tel(rng)}　統一編號：{ban_b}",
        7.4,
        align="c",
        colour=GREY,
    )
    y += 38
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=1)
    pdf.text(right, y - 4, f"{po_lab}：{po}", 9.6, align="r", bold=True)
    pdf.text(right, y + 9, f"日期：{cj.fdate(d, ds)}", 8.2, align="r")
    y += 16
    half = wd / 2
    sup_rows = [
        [cj.pick(rng, "加工廠商|廠商名稱|受託廠商|承攬廠商"), sup],
        ["廠商編號", cj.number(rng, d, "V{n4}|S-{n5}|{n6}")],
        ["統一編號", str(ban_s)],
        ["聯絡人", f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"],
        ["傳　　真", cj.tw_tel(rng)],
        ["地　　址", cj.tw_addr(rng)],
    ]
    ord_rows = [
        ["製令單號", mo],
        ["工單號碼", wo] if rng.random() < 0.5 else ["採購人員", cj.person(rng, "zh-Hant")],
        ["預定交期", cj.fdate(cj.later(rng, d, 5, 25), ds)],
        [
            "交貨地點",
            f"{nxt_name}（轉交下一製程）"
            if nxt
            else cj.pick(rng, "本公司二廠|本公司倉庫|本公司收料區"),
        ],
        ["付款條件", cj.pick(rng, "月結30天|月結60天|次月25日付款|貨到30天")],
        ["稅　　別", cj.pick(rng, "外加5%|應稅外加")],
    ]
    left, rightp = (sup_rows, ord_rows) if rng.random() < 0.7 else (ord_rows, sup_rows)
    kw = [64, half - 64 - 6]
    kgrid(pdf, m, y, kw, left, h=16, size=7.8, labels=(0,), fill=PALE, ink=ink)
    kgrid(
        pdf,
        m + half + 6,
        y,
        [64, half - 64 - 6],
        rightp,
        h=16,
        size=7.8,
        labels=(0,),
        fill=PALE,
        ink=ink,
    )
    y += 16 * 6 + 12
    lines = draw_lines(
        rng,
        TW_PROC,
        rng.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12]),
        [50, 100, 200, 300, 500, 800, 1000, 1500, 2000],
    )
    body = []
    for i, (it, q, p, _a) in enumerate(lines, 1):
        a = r0(q * p)
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    it[3],
                    f"{p:,.2f}".rstrip("0").rstrip("."),
                    w0(a),
                    cj.fdate(cj.later(rng, d, 5, 25), "rocs"),
                ],
                a,
            )
        )
    net = sum((a for _c, a in body), ZERO)
    tax = r0(net * Decimal("0.05"))
    total = net + tax
    mats = rng.sample(TW_MAT, rng.randint(1, min(4, len(lines) + 1)))
    mbody = [
        (
            [
                str(i),
                code,
                name,
                f"{rng.choice([50, 120, 200, 350, 500, 1000]):,}",
                unit,
                cj.pick(rng, "含損耗2%|隨貨退回餘料|借用 需歸還|"),
            ],
            ZERO,
        )
        for i, (code, name, unit) in enumerate(mats, 1)
    ]

    def proc_table(y: float) -> float:
        pdf.text(
            m, y + 10, cj.pick(rng, "【加工明細】|一、加工項目|加工內容"), 9, bold=True, colour=ink
        )
        ws = cj.rel(wd, [4, 10, 20, 18, 8, 6, 9, 11, 11])
        return ctable(
            pdf,
            m,
            y + 16,
            ws,
            ["項次", "品號", "品名規格", "加工方式", "數量", "單位", "單價", "金額", "預交日"],
            body,
            "cllcrcrrc",
            rowh=17,
            size=7.6,
            bottom=bottom - 30,
            brk=brk,
            fill=PALE,
            hh=17,
        )

    def mat_table(y: float) -> float:
        pdf.text(
            m,
            y + 10,
            cj.pick(rng, "【發料明細】（本公司提供材料）|二、供料明細|發料清單（客供料）"),
            9,
            bold=True,
            colour=ink,
        )
        ws = cj.rel(wd, [4, 12, 34, 12, 8, 30])
        return ctable(
            pdf,
            m,
            y + 16,
            ws,
            ["項次", "料號", "品名規格", "發料數量", "單位", "備註"],
            mbody,
            "cllrcl",
            rowh=16,
            size=7.6,
            bottom=bottom - 30,
            brk=brk,
            fill=PALE,
            hh=16,
        )

    first = rng.random() < 0.75
    y = proc_table(y) if first else mat_table(y)
    if first and stated:
        ws9 = cj.rel(wd, [4, 10, 20, 18, 8, 6, 9, 11, 11])
        tws = [sum(ws9[:7]), ws9[7], ws9[8]]
        rows = [
            ("合計（未稅）", w0(net)),
            ("營業稅 5%", w0(tax)),
            (cj.pick(rng, "總計（含稅）|含稅總額|總　計"), f"NT${w0(total)}"),
        ]
        if y + 60 > bottom:
            y = brk()
        for k, (lab, v) in enumerate(rows):
            y = crow(
                pdf,
                m,
                y,
                tws,
                [lab, v, ""],
                "rr",
                h=16,
                size=8,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
        if rng.random() < 0.6:
            y = crow(
                pdf,
                m,
                y,
                [wd],
                [f"新臺幣（大寫）：{cj.daxie(total, trad=True)}"],
                "l",
                h=16,
                size=7.8,
            )
    y += 10
    if y + 60 > bottom:
        y = brk()
    y = mat_table(y) if first else proc_table(y)
    if not first and stated:
        if y + 60 > bottom:
            y = brk()
        y += 6
        y = cj.sums(
            pdf,
            right,
            y + 8,
            [("未稅合計", w0(net)), ("營業稅", w0(tax)), ("含稅總計", f"NT${w0(total)}")],
            size=8.6,
            label_w=120,
        )
    if not stated:
        y += 14
        pdf.text(
            m,
            y,
            "※ 加工單價依雙方議定單價表，金額依實際交貨數量計算，本單不列總額。",
            8,
            colour=RED,
        )
    y += 18
    notes = [
        "1. 交貨時請附送貨單並註明本單號，不良品依本公司進料檢驗規範辦理退修。",
        "2. 本公司提供之材料應妥善保管，餘料及不良料須於交貨時一併退回。",
        "3. 加工廠商如需變更製程或轉包，應事先取得本公司書面同意。",
    ]
    for t in notes:
        if y > bottom - 70:
            y = brk()
        pdf.text(m, y, t, 7.6, maxw=wd)
        y += 12
    y += 8
    bw = wd / 5
    for k, lab in enumerate(["核　准", "審　核", "生管", "採　購", "廠商簽回"]):
        pdf.rect(m + k * bw, y, bw, 14, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(m + k * bw + bw / 2, y + 10, lab, 7.6, align="c")
        pdf.rect(m + k * bw, y + 14, bw, 34, stroke=ink, lw=0.6)
    if rng.random() < 0.5:
        pdf.stamp(m + 3.5 * bw, y + 31, cj.person(rng, "zh-Hant"), rng, shape="square", r=13)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_tw_weiwai_jiagong_dan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 3 ja order sent as an e-mail and printed from the mail client

JM_B = "東邦 三協 北斗 朝日 丸和 大和 新光 中央 平和 昭栄 光洋 千代田 富士見 明星 協和 日進".split()
JM_T = "精工 電機 工業 商事 産業 技研 機材 化成 電子 テクノ".split()
JM_T2 = "製作所 工業所 商店 鉄工所 電設 印刷所 塗装".split()
JM_BUY = "{b}{t}株式会社|株式会社{b}{t}|{b}ホールディングス株式会社|株式会社{b}フーズ|{b}建設株式会社".split(
    "|"
)
JM_ROMA = {
    "東邦": "toho",
    "三協": "sankyo",
    "北斗": "hokuto",
    "朝日": "asahi",
    "丸和": "maruwa",
    "大和": "yamato",
    "新光": "shinko",
    "中央": "chuo",
    "平和": "heiwa",
    "昭栄": "shoei",
    "光洋": "koyo",
    "千代田": "chiyoda",
    "富士見": "fujimi",
    "明星": "myojo",
    "協和": "kyowa",
    "日進": "nisshin",
}
JM_ITEMS = [
    ("六角ボルト M10×40", "SUS304 100本入", "箱", 1800, 3200),
    ("アルミフレーム", "30×30 L=1000", "本", 1200, 2100),
    ("リミットスイッチ", "D4N-1120", "個", 2600, 4200),
    ("タイミングベルト", "S8M-1200 幅30", "本", 4800, 8800),
    ("作業手袋", "ニトリル M 100枚", "箱", 900, 1600),
    ("コピー用紙", "A4 500枚×5冊", "箱", 2400, 3600),
    ("段ボール", "A式 500×400×300", "枚", 140, 260),
    ("ストレッチフィルム", "500mm×300m", "巻", 1200, 2100),
    ("LED照明器具", "40形 直管", "台", 5800, 9800),
    ("電線 VVF", "2.0mm-3C 100m", "巻", 14000, 21000),
    ("切削油", "水溶性 18L", "缶", 9000, 15000),
    ("プリンタートナー", "純正 ブラック", "本", 12000, 24000),
    ("図面No.{n} 加工品", "SS400 黒皮", "個", 3500, 28000),
    ("保守点検作業", "年次点検 一式", "式", 45000, 180000),
]


def _jm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(42, 56)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    bb = rng.choice(JM_B)
    buyer = rng.choice(JM_BUY).format(b=bb, t=rng.choice(JM_T))
    b2 = rng.choice([b for b in JM_B if b != bb])
    if rng.random() < 0.35:
        sup = f"{rng.choice([rng.choice(cj.JA_SUR), b2])}{rng.choice(JM_T2)}"
    else:
        tt = rng.choice(JM_T)
        sup = rng.choice(
            [f"株式会社{b2}{tt}", f"{b2}{tt}株式会社", f"{b2}{tt}株式会社", f"有限会社{b2}{tt}"]
        )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "HC{y}{m}-{n4}|PO-{Y}{m}{d}-{n2}|{n7}|P{y}{n5}|HA{y}-{n4}")
    quote = cj.number(rng, d, "M-{y}{n4}|見{n5}|Q{n6}")
    stated = stated_of(rng)
    page = [1]
    me_s, me_g = rng.choice(cj.JA_SUR), rng.choice(cj.JA_GIVEN)
    you_s = rng.choice(cj.JA_SUR)
    dom_b = f"{JM_ROMA[bb]}-{rng.choice(['kk', 'corp', 'mfg', 'grp'])}.co.jp"
    dom_s = f"{JM_ROMA[b2]}{rng.choice(['', '-web', '-net'])}.co.jp"
    hh, mm = rng.randint(8, 19), rng.randint(0, 59)
    wk = "月火水木金土日"[d.weekday()]
    subj_kind = cj.pick(rng, "【発注】|【ご発注】|【注文書送付】|発注のご連絡")
    subj = f"{subj_kind}{cj.pick(rng, '発注番号 |注文No.|No.')}{po}（{cj.pick(rng, '部品|消耗品|資材|加工品')}の件）"
    tiny = rng.random() < 0.5
    ds = rng.choice(["cn", "slash"])
    mono = rng.random() < 0.45

    def foot() -> None:
        s = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 22, s, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        return 44

    def line(y: float, s: str, size: float = 9.2, **kw) -> float:
        if y > bottom:
            y = brk()
        pdf.text(m, y, s, size, **kw)
        return y + size * 1.65

    y = 40
    pdf.text(m, y, f"{me_s} {me_g}", 12, bold=True)
    y += 6
    pdf.line(m, y, right, y, lw=1.6)
    y += 16
    hdr = [
        (
            "差出人:",
            f"{me_s} {me_g} <{rng.choice(['kobai', 'purchase', 'shizai', me_s.lower() if me_s.isascii() else 'order'])}@{dom_b}>",
        ),
        ("送信日時:", f"{d.year}年{d.month}月{d.day}日 ({wk}) {hh}:{mm:02d}"),
        ("宛先:", f"'{you_s}様' <{rng.choice(['eigyo', 'sales', 'info', 'order'])}@{dom_s}>"),
    ]
    if rng.random() < 0.6:
        hdr.append(
            (
                "CC:",
                f"{rng.choice(cj.JA_SUR)} {rng.choice(cj.JA_GIVEN)} <{rng.choice(['soumu', 'keiri', 'seizo'])}@{dom_b}>",
            )
        )
    hdr.append(("件名:", subj))
    if rng.random() < 0.6:
        hdr.append(
            (
                "添付ファイル:",
                f"発注書_{po}.pdf" if rng.random() < 0.5 else f"図面_{rng.randint(100, 999)}.pdf",
            )
        )
    for lab, val in hdr:
        pdf.text(m, y, lab, 8.6, bold=True)
        pdf.text(m + 74, y, val, 8.6, maxw=wd - 74)
        y += 13
    y += 12
    hon_line = rng.random() < 0.35
    if hon_line:
        y = line(y, f"{sup}　御中")
        y = line(y, f"{cj.pick(rng, '営業部|営業課|業務部')}　{you_s}様")
    else:
        y = line(y, sup)
        y = line(y, f"{cj.pick(rng, '営業部|営業課|業務部|')}　{you_s} 様".strip())
    y += 8
    intro = [
        "いつも大変お世話になっております。",
        f"{buyer} {cj.pick(rng, '購買部|資材課|総務部|製造部')}の{me_s}です。",
        "",
        f"先日はお見積り（{cj.pick(rng, '見積No.|お見積番号 |見積書 ')}{quote}）をいただき、ありがとうございました。"
        if rng.random() < 0.7
        else "標記の件、ご対応いただきありがとうございます。",
        "下記のとおり発注いたしますので、ご手配のほどよろしくお願いいたします。",
    ]
    for s in intro:
        y = line(y, s) if s else y + 6
    y += 8
    bullet = rng.choice(["■", "◆", "【", "●"])

    def sect(s: str) -> str:
        return f"【{s}】" if bullet == "【" else f"{bullet}{s}"

    y = line(y, "記" if rng.random() < 0.4 else "", 9.2) if rng.random() < 0.5 else y
    kvs = [
        (cj.pick(rng, "発注番号|注文番号|発注No."), po),
        ("発注日", cj.fdate(d, ds)),
        ("納期", cj.fdate(cj.later(rng, d, 5, 30), ds) + cj.pick(rng, "|（必着）| 午前中")),
        (
            "納品場所",
            cj.pick(
                rng,
                f"弊社 本社工場 資材受入|弊社 第二倉庫|{rng.choice(JM_B)}運輸株式会社 {rng.choice(['東', '西', '北'])}営業所留め（弊社引取）|現場直送（別途地図添付）",
            ),
        ),
        ("支払条件", cj.pick(rng, "月末締め翌月末払い|従来通り|20日締め翌月10日振込")),
    ]
    y = line(y, sect("発注内容"), 9.4, bold=True)
    for k, v in kvs:
        y = line(y, f"　{k}：{v}", 9)
    y += 6
    y = line(y, sect("明細"), 9.4, bold=True)
    lines = draw_lines(
        rng,
        JM_ITEMS,
        rng.choice([1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 9, 12]),
        [1, 2, 3, 5, 10, 20, 50],
        places=0,
        big=40000,
    )
    net = sum((a for *_, a in lines), ZERO)
    rate = Decimal("0.10")
    fr = Decimal(rng.choice([0, 0, 0, 800, 1200, 1500]))
    net2 = net + fr
    tax = (net2 * rate).quantize(Decimal(1), rounding=ROUND_DOWN)
    total = net2 + tax
    if mono:
        sep = "─" * 38
        y = line(y, sep, 8.6)
        for i, (it, q, p, a) in enumerate(lines, 1):
            name = it[0].replace("{n}", str(rng.randint(1000, 9999)))
            y = line(y, f"{i}. {name}　{it[1]}", 8.8)
            tail = f"　　{q:,.0f}{it[2]} × @{p:,.0f}円" + (f" ＝ {a:,.0f}円" if stated else "")
            y = line(y, tail, 8.8)
        y = line(y, sep, 8.6)
    else:
        body = []
        for i, (it, q, p, a) in enumerate(lines, 1):
            name = it[0].replace("{n}", str(rng.randint(1000, 9999)))
            body.append(
                (
                    [
                        str(i),
                        name,
                        it[1],
                        f"{q:,.0f}",
                        it[2],
                        f"{p:,.0f}",
                        f"{a:,.0f}" if stated else "",
                    ],
                    a,
                )
            )
        ws = cj.rel(wd, [5, 27, 26, 8, 6, 12, 16])
        if y + 40 > bottom:
            y = brk()
        y = (
            ctable(
                pdf,
                m,
                y - 6,
                ws,
                ["No", "品名", "型式・仕様", "数量", "単位", "単価", "金額"],
                body,
                "cllrcrr",
                rowh=16,
                size=7.8,
                bottom=bottom,
                brk=brk,
                fill=PALE,
                hh=16,
            )
            + 14
        )
    if stated:
        rows = [("小計", f"{net:,.0f}円")]
        if fr:
            rows.append(("送料", f"{fr:,.0f}円"))
        rows += [
            ("消費税（10%）", f"{tax:,.0f}円"),
            (cj.pick(rng, "合計|合計金額（税込）|発注金額合計"), f"{total:,.0f}円"),
        ]
        for k, v in rows:
            y = line(y, f"　{k}：{v}", 9, bold=k != "小計" and k.startswith(("合計", "発注")))
    else:
        y = line(y, "　※金額はお見積り単価にて、納品数量確定後にご請求ください。", 9)
    y += 6
    y = line(y, sect("備考"), 9.4, bold=True)
    for s in [
        "　・納品書および請求書には、上記発注番号のご記載をお願いいたします。",
        "　・納期に変更がある場合は、お早めにご連絡ください。",
    ]:
        y = line(y, s, 8.8)
    y = line(y, "以上" if rng.random() < 0.5 else "", 9.2) if rng.random() < 0.6 else y
    y += 6
    y = line(
        y,
        "お手数ですが、受領のご連絡をいただけますと幸いです。"
        if rng.random() < 0.5
        else "よろしくお願いいたします。",
    )
    y += 10
    rule = rng.choice(["━" * 26, "-" * 52, "＊" * 24])
    sig = [
        rule,
        buyer,
        f"{cj.pick(rng, '購買部 購買課|資材部|総務部 総務課|製造部 生産管理課')}　{me_s} {me_g}",
        cj.ja_addr(rng),
        f"TEL：{cj.ja_tel(rng)}　FAX：{cj.ja_tel(rng)}",
        f"E-mail：{'kobai'}@{dom_b}",
        rule,
    ]
    for s in sig:
        y = line(y, s, 8.2 if tiny else 8.8)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_ja_meeru_hacchu_insatsu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jm)


# --------------------------------------------------------------------------- 4 ko franchise store's order from the franchisor's ordering system, grouped by storage temperature

KF_BRAND = [
    ("달빛치킨", "dalbit"),
    ("오늘커피", "oneul"),
    ("소담김밥", "sodam"),
    ("참숯마루", "chamsut"),
    ("빵굽는마을", "bbang"),
    ("하루분식", "haru"),
]
KF_AREA = "영통 광교 상무 둔산 서면 동성로 구월 일산 분당 천안불당 청주복대 전주효자".split()
KF_SUP_S = "한결 늘봄 다솜 바른 정성 우리 초록 참 대한 새한 동원 미래".split()
KF_SUP_FORMED = [
    "(주){s}유통",
    "{s}푸드시스템(주)",
    "주식회사 {s}에프앤비",
    "(주){s}물류",
    "{s}식품(주)",
    "(주){s}로지스",
]
KF_SUP_BARE = ["{s}상회", "{s}유통", "{s}식자재", "{s}종합상사", "{s}축산"]
KF_ITEMS = {
    "냉동": [
        ("F1021", "염지 닭 10호", "1kg×10", "BOX", 58000, 72000, "면세"),
        ("F1180", "냉동 감자튀김", "2.5kg×4", "BOX", 31000, 42000, "과세"),
        ("F2203", "냉동 만두", "1.2kg", "봉", 7800, 11500, "과세"),
        ("F3040", "치즈볼", "1kg", "봉", 9800, 14000, "과세"),
        ("F4410", "냉동 새우", "900g", "봉", 15000, 22000, "면세"),
    ],
    "냉장": [
        ("C1005", "우유", "1L×10", "BOX", 19000, 26000, "면세"),
        ("C1120", "휘핑크림", "1L", "팩", 6800, 9800, "과세"),
        ("C2310", "단무지", "3kg", "팩", 5200, 7600, "과세"),
        ("C2700", "계란", "특란 30구", "판", 6900, 9500, "면세"),
        ("C3011", "모짜렐라 치즈", "2.5kg", "봉", 28000, 39000, "과세"),
        ("C3500", "양배추 채", "1kg", "봉", 3200, 4800, "면세"),
    ],
    "상온": [
        ("D1001", "식용유", "18L", "통", 52000, 68000, "과세"),
        ("D1230", "양념 소스", "2kg×6", "BOX", 38000, 52000, "과세"),
        ("D2004", "원두 블렌드", "1kg", "봉", 21000, 32000, "과세"),
        ("D2510", "백미", "20kg", "포", 54000, 66000, "면세"),
        ("D3300", "시럽", "1L×6", "BOX", 27000, 36000, "과세"),
    ],
    "소모품": [
        ("S1001", "치킨 박스 대", "100매", "묶음", 18000, 26000, "과세"),
        ("S1200", "테이크아웃 컵 16oz", "1000개", "BOX", 42000, 58000, "과세"),
        ("S2010", "비닐 봉투 중", "500매", "묶음", 9000, 14000, "과세"),
        ("S3003", "위생 장갑", "200매", "BOX", 3500, 5500, "과세"),
        ("S3300", "물티슈", "400매", "BOX", 16000, 24000, "과세"),
    ],
}


def _kf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 36
    brand, broma = rng.choice(KF_BRAND)
    hq = rng.choice([f"(주){brand}에프씨", f"주식회사 {brand}", f"(주){brand}코리아"])
    store = f"{brand} {rng.choice(KF_AREA)}점"
    sup = bare_or(rng, KF_SUP_FORMED, KF_SUP_BARE, 0.3).format(s=rng.choice(KF_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{Y}{m}{d}{n5}|OR{y}{m}{d}-{n4}|{y}{m}{d}{n6}|P{Y}{n6}")
    stated = stated_of(rng)
    page = [1]
    ship = cj.later(rng, d, 1, 3)
    brn = lambda: f"{rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}"  # noqa: E731
    who = lambda: (
        f"{rng.choice('김이박최정강조윤장임한오서신')}{rng.choice(['민수', '지현', '성호', '은지', '현우', '수빈', '정훈', '미경'])}"
    )  # noqa: E731
    tel = lambda: (
        f"0{rng.choice([31, 42, 51, 53, 62, 63])}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}"
    )  # noqa: E731
    ink = rng.choice([Color(0.85, 0.35, 0.1), Color(0.1, 0.4, 0.3), Color(0.2, 0.25, 0.55)])
    po_lab = cj.pick(rng, "주문번호|발주번호|발주 No.|주문 No.")

    def foot() -> None:
        s = f"{page[0]} / {of}" if of else str(page[0])
        pdf.text(pdf.w / 2, pdf.h - 18, s, 7.2, align="c", colour=GREY)
        pdf.text(right, pdf.h - 18, f"{hq} 가맹점 발주시스템", 6.8, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{store}  {po_lab}: {po}  (계속)", 8.6, bold=True)
        return 40

    y = 32
    pdf.rect(m, y - 12, wd, 20, fill=ink, stroke=None)
    pdf.text(
        m + 8,
        y + 2,
        f"{hq}  |  {cj.pick(rng, '가맹점 발주시스템|점포 주문관리|e-발주')}",
        9,
        colour=white,
    )
    pdf.text(
        right - 8,
        y + 2,
        f"출력일시 {cj.fdate(d, 'iso')} {rng.randint(9, 22):02d}:{rng.randint(0, 59):02d}",
        7.4,
        align="r",
        colour=white,
    )
    y += 32
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "발 주 서|가맹점 발주서|주문 내역서|발주 확인서"),
        17,
        align="c",
        bold=True,
        space=1,
    )
    y += 14
    ws = cj.rel(wd, [12, 22, 12, 21, 12, 21])
    y = (
        kgrid(
            pdf,
            m,
            y,
            ws,
            [
                [
                    po_lab,
                    po,
                    "주문일시",
                    f"{cj.fdate(d, 'dot')} {rng.randint(8, 23):02d}:{rng.randint(0, 59):02d}",
                    "배송예정일",
                    f"{cj.fdate(ship, 'dot')} ({'월화수목금토일'[ship.weekday()]})",
                ],
                [
                    "주문상태",
                    cj.pick(rng, "주문확정|출고대기|접수완료"),
                    "배송차수",
                    cj.pick(rng, "1차 (오전)|2차 (오후)|정기배송"),
                    "결제방식",
                    cj.pick(rng, "여신(외상)|가상계좌|카드결제|여신(외상)"),
                ],
            ],
            h=17,
            size=7.6,
            labels=(0, 2, 4),
            fill=PALE,
        )
        + 10
    )
    half = (wd - 10) / 2
    store_p = (
        "발주 가맹점",
        [
            ("가맹점명", store),
            ("가맹점코드", cj.number(rng, d, "S{n5}|{n6}")),
            ("점주", who()),
            ("연락처", tel()),
            (
                "배송지",
                f"{rng.choice(['경기도 수원시', '대전광역시 서구', '부산광역시 부산진구', '충청북도 청주시', '광주광역시 서구'])} {rng.choice(['중앙로', '번영로', '대학로', '시청로'])} {rng.randint(1, 300)}, 1층",
            ),
        ],
    )
    sup_p = (
        cj.pick(rng, "공급사|공급업체|납품업체|물류 공급사"),
        [
            (cj.pick(rng, "공급사명|업체명|상호"), sup),
            ("사업자번호", brn()),
            ("대표자", who()),
            ("담당자", f"{who()} {cj.pick(rng, 'MD|과장|대리')} {tel()}"),
            (
                "주소",
                f"{rng.choice(['경기도 이천시 마장면', '경기도 용인시 처인구', '충청남도 천안시 동남구', '경상남도 김해시'])} 물류단지로 {rng.randint(10, 200)}",
            ),
        ],
    )
    pair = [store_p, sup_p] if rng.random() < 0.55 else [sup_p, store_p]
    for k, (cap, rows) in enumerate(pair):
        x = m + k * (half + 10)
        pdf.rect(x, y, half, 16, fill=ink, stroke=None)
        pdf.text(x + 6, y + 11.5, cap, 8.4, colour=white, bold=True)
        kgrid(
            pdf,
            x,
            y + 16,
            [62, half - 62],
            [[a, b] for a, b in rows],
            h=15,
            size=7.6,
            labels=(0,),
            fill=PALE,
        )
    y += 16 + 15 * 5 + 12
    groups = [g for g in ["냉동", "냉장", "상온", "소모품"] if rng.random() < 0.75] or ["상온"]
    ws = cj.rel(
        wd, [9, 24, 13, 7, 7, 10, 11, 9, 11, 6] if land else [9, 22, 13, 7, 6, 10, 11, 9, 12, 7]
    )
    heads = [
        "상품코드",
        "상품명",
        "규격",
        "단위",
        "수량",
        "단가",
        "공급가",
        "부가세",
        "합계",
        "구분",
    ]
    y = crow(pdf, m, y, ws, heads, "", h=17, size=7.4, fill=PALE, head=True)
    net = vat = free = ZERO
    for g in groups:
        pool = KF_ITEMS[g]
        picks = rng.sample(pool, rng.randint(1, len(pool) if rng.random() < 0.4 else 3))
        if y + 17 * 2 > bottom:
            y = brk()
            y = crow(pdf, m, y, ws, heads, "", h=17, size=7.4, fill=PALE, head=True)
        y = crow(
            pdf,
            m,
            y,
            [wd],
            [f"[{g}]"],
            "l",
            h=15,
            size=7.6,
            bold=True,
            fill=Color(0.97, 0.94, 0.88),
        )
        gsum = ZERO
        for code, name, spec, unit, lo, hi, kind in picks:
            p = Decimal(rng.randint(lo // 100, hi // 100) * 100)
            q = Decimal(rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 10]))
            a = p * q
            t = r0(a * Decimal("0.1")) if kind == "과세" else ZERO
            if y + 16 * 2 > bottom:
                y = brk()
                y = crow(pdf, m, y, ws, heads, "", h=17, size=7.4, fill=PALE, head=True)
            y = crow(
                pdf,
                m,
                y,
                ws,
                [
                    code,
                    name,
                    spec,
                    unit,
                    f"{q:,.0f}",
                    w0(p),
                    w0(a),
                    w0(t),
                    w0(a + t) if stated else "",
                    kind,
                ],
                "llccrrrrrc",
                h=15,
                size=7.4,
            )
            gsum += a + t
            if kind == "과세":
                net += a
                vat += t
            else:
                free += a
        if stated:
            y = crow(
                pdf,
                m,
                y,
                [sum(ws[:8]), ws[8], ws[9]],
                [f"{g} 소계", w0(gsum), ""],
                "rr",
                h=15,
                size=7.4,
                bold=True,
            )
    goods = net + vat + free
    coupon = Decimal(rng.choice([0, 0, 0, 5000, 10000, 20000])) if goods > 60000 else ZERO
    fee = Decimal(rng.choice([0, 0, 0, 3000, 5000]))
    total = goods - coupon + fee
    limit = Decimal(rng.choice([3000000, 5000000, 8000000, 10000000]))
    used = r0(limit * Decimal(rng.randint(10, 60)) / 100)
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        rows = [
            ("과세 공급가액", w0(net)),
            ("부가세", w0(vat)),
            ("면세 금액", w0(free)),
            ("상품 합계", w0(goods)),
        ]
        if coupon:
            rows.append(
                (cj.pick(rng, "쿠폰 할인|본사 프로모션 할인|행사 지원금"), f"-{w0(coupon)}")
            )
        if fee:
            rows.append(("배송비", w0(fee)))
        sx = right - 230
        for lab, v in rows:
            pdf.text(sx, y + 10, lab, 8)
            pdf.text(right - 6, y + 10, v, 8, align="r")
            y += 14
        pdf.rect(sx - 6, y, 236, 22, fill=Color(0.97, 0.94, 0.88), stroke=ink, lw=1)
        pdf.text(
            sx,
            y + 15,
            cj.pick(rng, "최종 결제금액|총 발주금액|결제예정금액|주문 합계금액"),
            9.4,
            bold=True,
        )
        pdf.text(right - 6, y + 15.5, f"{w0(total)}원", 11, align="r", bold=True)
        if rng.random() < 0.5:
            pdf.text(
                right - 6,
                y + 32,
                f"(일금 {b4.ko_words(int(total))}원정)",
                7.6,
                align="r",
                colour=GREY,
            )
            y += 10
        ly = y - 14 * len(rows)
        if rng.random() < 0.7:
            lx = m
            pdf.text(lx, ly + 10, "여신 현황", 8.4, bold=True)
            for k, (lab, v) in enumerate(
                [
                    ("여신 한도", limit),
                    ("사용 여신(미결제)", used),
                    ("발주 후 잔여 여신", limit - used - total),
                ]
            ):
                pdf.text(lx, ly + 26 + k * 13, lab, 7.6, colour=GREY)
                pdf.text(lx + 170, ly + 26 + k * 13, w0(v), 7.6, align="r")
        y += 34
    else:
        pdf.text(
            m,
            y + 10,
            "※ 시세 품목 포함: 금액은 출고 시 확정 단가로 정산되며, 거래명세서 기준으로 청구됩니다.",
            8,
            colour=RED,
        )
        y += 24
    for t in [
        "· 발주 마감: 배송일 전일 14:00 (마감 이후 변경·취소 불가)",
        "· 검수 시 파손·온도 이탈 상품은 반품 처리하며, 기사님 확인 서명을 받아 주십시오.",
        f"· 문의: {hq} 가맹지원팀 {tel()} / 공급사 고객센터 {tel()}",
    ]:
        if y + 8 > pdf.h - 28:
            y = brk()
        pdf.text(m, y + 8, t, 7.4, maxw=wd)
        y += 12
    foot()
    out = cfinish(pdf, "ko", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_ko_gamaeng_balju_ondo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kf)


# --------------------------------------------------------------------------- 5 en-GB / en-IE purchase order from a cloud accounting package

GB_LAST = "Ashworth|Pemberton|Hargreaves|Whitfield|Cartwright|Thornton|Fairbairn|Oakley|Lowther|Ramsden|Kilbride|Brennan|Fitzgerald|Doherty|Nolan|McCarthy".split(
    "|"
)
GB_FIRST = "Sarah|James|Emma|Tom|Ciara|Declan|Rachel|Ollie|Niamh|Gareth|Fiona|Liam".split("|")
GB_STEM = "Pennine|Severn|Harbour|Kestrel|Meadow|Granite|Riverside|Copperleaf|Atlantic|Shannon|Liffey|Mourne".split(
    "|"
)
GB_SUP_FORMED = {
    "uk": [
        "{L} Supplies Ltd",
        "{X} Timber Merchants Limited",
        "{L} Electrical Wholesale Ltd",
        "{X} Packaging Ltd.",
        "{L} & {L2} Limited",
        "{X} Catering Equipment Ltd",
    ],
    "ie": [
        "{L} Hardware Ltd",
        "{X} Catering Supplies Limited",
        "{L} Bros. Ltd",
        "{X} Office Supplies DAC",
        "{L} Builders Providers Ltd",
        "{X} Print Solutions Limited",
    ],
}
GB_SUP_BARE = [
    "{L} & Sons",
    "{F} {L} Joinery",
    "{X} Print & Design",
    "{L}'s Plumbing Supplies",
    "The {X} Paper Company",
    "{F} {L} Electrical",
]
GB_BUY = [
    "{X} Design Studio Ltd",
    "{L} Architects LLP",
    "{X} Café Ltd",
    "{X} Events Limited",
    "{X} Dental Practice",
    "{X} Brewing Co. Ltd",
    "{L} Landscapes Ltd",
]
GB_PLACE = {
    "uk": [
        ("Leeds", "LS{a} {b}"),
        ("Bristol", "BS{a} {b}"),
        ("Norwich", "NR{a} {b}"),
        ("Preston", "PR{a} {b}"),
        ("Exeter", "EX{a} {b}"),
        ("Derby", "DE{a} {b}"),
    ],
    "ie": [
        ("Dublin {a}", "D{a:02d} {b}"),
        ("Galway", "H91 {b}"),
        ("Cork", "T12 {b}"),
        ("Limerick", "V94 {b}"),
        ("Kilkenny", "R95 {b}"),
        ("Sligo", "F91 {b}"),
    ],
}
GB_ITEMS = [
    ("Oak veneered MDF 18mm 2440x1220", 48, 72, "std"),
    ("Printed A5 flyers, 350gsm silk (per 1000)", 38, 95, "std"),
    ("Commercial dishwasher detergent 20L", 32, 55, "std"),
    ("LED panel 600x600 40W", 18, 36, "std"),
    ("Copper tube 15mm x 3m", 12, 22, "std"),
    ("Roller banner 850mm incl. print", 65, 140, "std"),
    ("Stainless worktop 1800mm", 220, 480, "std"),
    ("Installation labour (per day)", 280, 450, "std"),
    ("Delivery and collection", 25, 60, "std"),
    ("Kraft mailing boxes 305x215x75 (pack 50)", 28, 46, "std"),
    ("Catering gloves, nitrile (box 100)", 5, 9, "std"),
    ("Topsoil, bulk bag", 55, 85, "std"),
    ("Hedging plants, bare root (per 100)", 90, 160, "red"),
    ("Firewood logs, kiln dried, crate", 110, 160, "red"),
    ("Coffee beans 1kg espresso blend", 16, 28, "red"),
    ("Printer toner, black (high yield)", 58, 140, "std"),
]


def _gb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    ie = rng.random() < 0.4
    reg = "ie" if ie else "uk"
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|djcond"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    l1, l2, l3 = rng.sample(GB_LAST, 3)
    sup = bare_or(rng, GB_SUP_FORMED[reg], GB_SUP_BARE, 0.35).format(
        L=l1, L2=l2, X=rng.choice(GB_STEM), F=rng.choice(GB_FIRST)
    )
    buyer = rng.choice(GB_BUY).format(L=l3, X=rng.choice([x for x in GB_STEM if x not in sup]))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-####", "PO-0###", "PO-#####", "PO####", f"PO-{dt:%y}-###"]))
    ref = la.digits(
        rng,
        rng.choice(
            ["Quote Q-####", "Q####", "Job ####", "Est. ###", "Your quote #####", "Site ##"]
        ),
    )
    stated = stated_of(rng)
    page = [1]
    cur = "EUR" if ie else "GBP"
    sym = "€" if ie else "£"
    vat_no = f"IE{la.digits(rng, '#######@')}" if ie else f"GB {la.digits(rng, '### #### ##')}"

    def place() -> list[str]:
        city, pc = rng.choice(GB_PLACE[reg])
        a = rng.randint(1, 24)
        b = la.digits(rng, "#@@") if not ie else la.digits(rng, "@#@#")
        return [city.format(a=a), pc.format(a=a, b=b)]

    street = lambda: (
        f"{rng.randint(1, 180)} {rng.choice(['Mill Lane', 'Station Road', 'Church Street', 'Harbour Way', 'Main Street', 'Industrial Estate', 'Quay Road', 'Market Square'])}"
    )  # noqa: E731
    unit = lambda: (
        f"Unit {rng.randint(1, 40)}{rng.choice(['', 'A', 'B'])}, {rng.choice(GB_STEM)} Business Park"
    )  # noqa: E731
    dfm = rng.choice(["dmy", "mon", "long_en"])
    datestr = (
        (lambda x: f"{x.day} {x:%b} {x.year}") if dfm == "mon" else (lambda x: la.dfmt(x, dfm))
    )
    accent = rng.choice([(0.1, 0.35, 0.55), (0.2, 0.2, 0.2), (0.35, 0.15, 0.4), (0.05, 0.45, 0.4)])
    po_lab = la.pick(rng, "Purchase Order Number|Order Number|PO Number|Purchase Order No.")

    def foot() -> None:
        fy = d.h - 30
        co = f"Registered in {'Ireland' if ie else 'England and Wales'}, {'CRO' if ie else 'Company'} No. {la.digits(rng, '######' if ie else '0#######')}"
        d.t(m, fy, f"{buyer} · {co} · VAT {vat_no}", 6.4, grey=0.4, maxw=wd - 70)
        d.t(r, fy, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4)

    cols = [wd * f for f in (0.46, 0.1, 0.14, 0.12, 0.18)]
    heads = ["Description", "Quantity", "Unit Price", "VAT", f"Amount {cur}"]

    def col_heads(y: float) -> float:
        return lrow(d, m, y, cols, heads, "lrrrr", h=16, size=7.8, b=True, vert=False)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Purchase Order {po} (continued)", 10, b=True)
        d.t(r, 44, buyer, 8, al="r", grey=0.35)
        return col_heads(56)

    y = 46
    d.c.setFillColorRGB(*accent)
    d.c.setFont(d.bold, rng.choice([20, 22, 24]))
    d.c.drawString(m, d.h - y, la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER"))
    d.c.setFillGray(0)
    rx = m + wd * 0.7
    logo = rng.random() < 0.55
    if logo:
        d.c.setFillColorRGB(*accent)
        d.c.setFont(d.bold, 13)
        d.c.drawRightString(r, d.h - (y - 8), buyer.split()[0].upper())
        d.c.setFillGray(0)
    y += 26
    sx = m
    sup_lines = [sup]
    if rng.random() < 0.6:
        sup_lines.append(
            f"Attention: {la.pick(rng, 'Accounts|Sales|Trade Counter|' + rng.choice(GB_FIRST) + ' ' + rng.choice(GB_LAST))}"
        )
    sup_lines += [unit() if rng.random() < 0.5 else street(), *place()]
    if ie and rng.random() < 0.5:
        sup_lines.append("Ireland")
    d.lines(sx, y, sup_lines, 8.6, lead=11.5)
    mx = m + wd * 0.42
    mid = [
        ("Date", datestr(dt)),
        ("Delivery Date", datestr(dt + timedelta(days=rng.randint(3, 30)))),
        (po_lab, po),
        ("Reference", ref),
        ("VAT Number", vat_no),
    ]
    if rng.random() < 0.4:
        mid = [mid[0], mid[2], mid[1], mid[3], mid[4]]
    if rng.random() < 0.3:
        mid.pop(0)
    yy = y
    for lab, val in mid:
        d.t(mx, yy + 8, lab, 7.8, b=True)
        d.t(mx, yy + 18, val, 8.4)
        yy += 22
    d.lines(
        rx,
        y,
        [
            buyer,
            street(),
            *place(),
            f"Tel {la.digits(rng, '0## #### ####' if not ie else '0# ### ####')}",
        ],
        8.4,
        lead=11,
    )
    y = max(yy, y + 6 * 11.5) + 20
    y = col_heads(y)
    d.line(m, y, r, y, 0.8)
    lines = more_lines(
        rng,
        GB_ITEMS,
        rng.choice([1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 10, 14, 20, 32, 40]),
        [1, 1, 2, 3, 4, 5, 6, 10, 12, 20],
        ["(second delivery)", "- grade B", "(spare)", "- phase 2"],
        big=300,
    )
    rates = {
        "std": Decimal("23") if ie else Decimal("20"),
        "red": Decimal("13.5") if ie else Decimal("20"),
    }
    net = ZERO
    taxes: dict[Decimal, Decimal] = {}
    for it, q, p, a in lines:
        if y + 16 > bottom:
            y = brk()
        rt = rates[it[3]]
        rt_s = f"{rt.normalize():f}%"
        cells = [it[0], f"{q:.2f}", f"{p:,.2f}", rt_s, f"{a:,.2f}" if stated else ""]
        y = lrow(d, m, y, cols, cells, "lrrrr", h=16, size=8, vert=False)
        net += a
        taxes[rt] = taxes.get(rt, ZERO) + a
    tax = sum((r2(v * k / 100) for k, v in taxes.items()), ZERO)
    total = net + tax
    if y + 100 > bottom:
        y = brk()
    y += 6
    tx = m + wd * 0.58
    if stated:
        rows = [("Subtotal", f"{net:,.2f}", False)]
        for k in sorted(taxes):
            rows.append((f"Total VAT {k.normalize():f}%", f"{r2(taxes[k] * k / 100):,.2f}", False))
        lab = la.pick(rng, f"TOTAL {cur}|Total {cur}|TOTAL")
        rows.append((lab, f"{sym}{total:,.2f}" if lab == "TOTAL" else f"{total:,.2f}", True))
        for lab, v, b in rows:
            if b:
                d.line(tx, y + 2, r, y + 2, 1.0)
            d.t(tx, y + 13, lab, 8.6 if not b else 9.4, b=b)
            d.t(r - 3, y + 13, v, 8.6 if not b else 9.4, b=b, al="r")
            y += 16
    else:
        y = wrapped(
            d,
            tx,
            y + 4,
            "Prices as per your quotation referenced above; invoice actual quantities supplied.",
            8,
            r - tx,
        )
    y += 26
    if y + 90 > bottom:
        y = brk() + 10
    d.t(m, y, la.pick(rng, "DELIVERY DETAILS|Delivery Details"), 10, b=True)
    d.line(m, y + 4, r, y + 4, 0.5)
    y += 18
    if rng.random() < 0.4:
        ship = [
            f"c/o {rng.choice(GB_STEM)} {la.pick(rng, 'Logistics Ltd|Storage Ltd|Fulfilment Limited')}",
            unit(),
            *place(),
        ]
    else:
        ship = [buyer, street(), *place()]
    d.t(m, y, "Delivery Address", 7.8, b=True)
    d.lines(m, y + 4, ship, 8.2, lead=10.5)
    d.t(mx, y, "Attention", 7.8, b=True)
    d.t(mx, y + 12, f"{rng.choice(GB_FIRST)} {rng.choice(GB_LAST)}", 8.2)
    d.t(mx, y + 28, "Telephone", 7.8, b=True)
    d.t(mx, y + 40, la.digits(rng, "07### ######" if not ie else "08# ### ####"), 8.2)
    d.t(rx, y, "Delivery Instructions", 7.8, b=True)
    wrapped(
        d,
        rx,
        y + 3,
        la.pick(
            rng,
            "Goods in via rear entrance, 8am-4pm weekdays only.|Please call 30 minutes before arrival.|Leave with reception if unattended.|Tail-lift required, no forklift on site.",
        ),
        7.8,
        r - rx,
    )
    y += 60
    if rng.random() < 0.5:
        wrapped(
            d,
            m,
            y,
            f"Please quote {po} on your invoice and delivery note. Invoices to accounts@{''.join(ch for ch in buyer.split()[0].lower() if ch.isalpha())}.{'ie' if ie else 'co.uk'}.",
            7.6,
            wd,
            grey=0.3,
        )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_en_gb_ie_cloud_ledger_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gb)


# --------------------------------------------------------------------------- 6 en-AU trade contractor's purchase order from job management software

AU_LAST = "Nguyen|Papadopoulos|Kelly|O'Brien|Rossi|Walsh|Singh|Thompson|Murphy|Wilson|Taylor|Anderson".split(
    "|"
)
AU_FIRST = "Jake|Brooke|Matt|Kylie|Dave|Shannon|Luke|Tegan|Mick|Chloe|Nathan|Renee".split("|")
AU_STEM = "Coastline|Southern Cross|Red Gum|Bayside|Outback|Harbourside|Sunshine|Northside|Eastcoast|Ironbark".split(
    "|"
)
AU_TRADES = {
    "elec": (
        "Electrical",
        "Electrical Contractor Licence No. {n}",
        [
            (
                "Cable & Conduit",
                [
                    ("2.5mm TPS twin & earth 100m", "RL", 120, 180),
                    ("25mm conduit 4m", "LEN", 4, 8),
                    ("Cable ties 300mm (100)", "PK", 6, 12),
                ],
            ),
            (
                "Switchgear",
                [
                    ("RCBO 20A 30mA", "EA", 38, 65),
                    ("Switchboard 36 pole enclosure", "EA", 210, 380),
                    ("Main switch 63A 3P", "EA", 45, 90),
                ],
            ),
            (
                "Fittings",
                [
                    ("LED downlight 10W tri-colour", "EA", 14, 28),
                    ("Double GPO white", "EA", 7, 14),
                    ("Exhaust fan 250mm", "EA", 65, 140),
                ],
            ),
        ],
    ),
    "plumb": (
        "Plumbing",
        "Plumbing Licence No. {n}",
        [
            (
                "Pipe & Fittings",
                [
                    ("PEX pipe 16mm 50m", "RL", 85, 140),
                    ("Copper pipe 15mm type B 6m", "LEN", 45, 80),
                    ("PVC DWV 100mm 6m", "LEN", 38, 65),
                ],
            ),
            (
                "Fixtures",
                [
                    ("Toilet suite wall faced", "EA", 280, 520),
                    ("Mixer tap chrome", "EA", 95, 210),
                    ("Stainless laundry tub 45L", "EA", 140, 260),
                ],
            ),
            (
                "Hot Water",
                [("Heat pump HWS 270L", "EA", 2600, 3900), ("Tempering valve 15mm", "EA", 85, 140)],
            ),
        ],
    ),
    "build": (
        "Building",
        "Builder Licence No. {n}",
        [
            (
                "Framing",
                [
                    ("MGP10 pine 90x45 6.0m", "LEN", 18, 32),
                    ("LVL 240x45 7.2m", "LEN", 160, 260),
                    ("Nail plates (box 100)", "BX", 28, 44),
                ],
            ),
            (
                "Linings",
                [
                    ("Plasterboard 10mm 3600x1200", "SHT", 14, 22),
                    ("Cornice 90mm 4.8m", "LEN", 6, 11),
                    ("Villaboard 6mm 2400x1200", "SHT", 24, 36),
                ],
            ),
            (
                "Hardware",
                [
                    ("Batten screws 14g 100mm (500)", "BX", 45, 78),
                    ("Construction adhesive 375g", "EA", 6, 11),
                    ("Door furniture set", "SET", 38, 95),
                ],
            ),
        ],
    ),
}
AU_SUP_FORMED = [
    "{X} Electrical Wholesalers Pty Ltd",
    "{L} Plumbing Supplies Pty Ltd",
    "{X} Timber & Hardware Pty Ltd",
    "{X} Trade Centre Pty. Ltd.",
    "{L} Steel Pty Ltd",
    "{X} Building Supplies Pty Limited",
]
AU_SUP_BARE = [
    "{L} Trade Supplies",
    "{X} Plumbing Plus",
    "{X} Electrical Supplies",
    "{L} Timber Co",
    "{L} Hire",
    "{X} Hardware",
]
AU_CLIENT = [
    "{X} Medical Centre Pty Ltd",
    "{L} Family Trust",
    "{X} Childcare Centre",
    "Department of Education - {X} Primary School",
    "{X} Retail Group Pty Ltd",
    "Mr & Mrs {L}",
]
AU_PLACE = [
    ("Newcastle", "NSW", "2300"),
    ("Geelong", "VIC", "3220"),
    ("Toowoomba", "QLD", "4350"),
    ("Wollongong", "NSW", "2500"),
    ("Bunbury", "WA", "6230"),
    ("Launceston", "TAS", "7250"),
    ("Mackay", "QLD", "4740"),
]


def _au(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|djcond|helv"))
    m = rng.uniform(32, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    trade = rng.choice(list(AU_TRADES))
    tname, lic, groups = AU_TRADES[trade]
    stem = rng.choice(AU_STEM)
    buyer = rng.choice(
        [
            f"{stem} {tname} Pty Ltd",
            f"{stem} {tname}",
            f"{rng.choice(AU_LAST)} {tname} Services Pty Ltd",
        ]
    )
    l1, l2 = rng.sample(AU_LAST, 2)
    sup = bare_or(rng, AU_SUP_FORMED, AU_SUP_BARE, 0.35).format(
        L=l1, X=rng.choice([s for s in AU_STEM if s != stem])
    )
    client = rng.choice(AU_CLIENT).format(L=l2, X=rng.choice(AU_STEM))
    city, st, pc = rng.choice(AU_PLACE)
    dt = a_day(rng)
    job = la.digits(rng, rng.choice(["####", "J####", "#####"]))
    seq = rng.randint(1, 12)
    po = rng.choice(
        [
            f"{job}-{seq:02d}",
            f"{job}-{seq}",
            f"PO{job}-{seq}",
            la.digits(rng, "PO-#####"),
            f"{job}/{seq:02d}",
        ]
    )
    quote = la.digits(rng, rng.choice(["Q-#####", "QU######", "#######"]))
    stated = stated_of(rng)
    page = [1]
    abn = la.digits(rng, "## ### ### ###")
    mob = lambda: la.digits(rng, "04## ### ###")  # noqa: E731
    ddt = dt + timedelta(days=rng.randint(1, 14))
    pickup = rng.random() < 0.3
    po_lab = la.pick(rng, "PO No.|Purchase Order #|PO Number|Order No.")
    accent = rng.choice([(0.0, 0.3, 0.5), (0.8, 0.35, 0.0), (0.1, 0.45, 0.2), (0.25, 0.25, 0.25)])

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            "Please quote our PO number on all invoices and delivery dockets. Invoices without a valid PO number will be returned unpaid.",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            d.h - 30,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    cols = [wd * f for f in (0.13, 0.45, 0.08, 0.08, 0.13, 0.13)]
    heads = ["Item Code", "Description", "Qty", "Unit", "Unit ex GST", "Total ex GST"]

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} - Purchase Order {po} (cont.)", 9.6, b=True)
        return ltable(
            d,
            m,
            52,
            cols,
            heads,
            [],
            "llrcrr",
            size=7.8,
            rowh=15,
            bottom=bottom,
            brk=brk,
            hrgb=accent,
        )

    y = 34
    rgb_fill(d, m, y, 6, 44, Color(*accent))
    d.t(m + 12, y + 16, buyer, 15, b=True)
    d.lines(
        m + 12,
        y + 20,
        [
            f"ABN {abn}  ·  {lic.format(n=la.digits(rng, '######@' if trade == 'elec' else '#######'))}",
            f"{rng.randint(1, 99)} {rng.choice(['Industrial Dr', 'Enterprise St', 'Trade Pl', 'Foundry Rd'])}, {city} {st} {pc}",
            f"Ph {la.digits(rng, '(0#) #### ####')}  ·  accounts@{stem.lower().replace(' ', '')}{trade}.com.au",
        ],
        7.6,
        lead=9.6,
    )
    d.t(r, y + 14, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 17, b=True, al="r")
    y += 70
    bx = r - 210
    info = [
        (po_lab, po, True),
        ("Job No.", job, False),
        ("Date", la.dfmt(dt, "dmy"), False),
        ("Required", la.dfmt(ddt, "dmy"), False),
    ]
    if rng.random() < 0.6:
        info.append(("Supplier Quote", quote, False))
    if rng.random() < 0.4:
        info = [info[1], info[0], *info[2:]]
    yy = y - 26
    for lab, val, b in info:
        d.box(bx, yy, 210, 14, lw=0.5)
        d.box(bx, yy, 84, 14, fill=0.92, lw=0.5)
        d.t(bx + 4, yy + 10, lab, 7.4, b=True)
        d.t(bx + 90, yy + 10.2, val, 9 if b else 8, b=b)
        yy += 14
    jx = m
    d.t(jx, y, "Job:", 8.4, b=True)
    d.t(
        jx + 26,
        y,
        f"{client} - {la.pick(rng, 'Level 2 fit-out|New dwelling, Lot ' + str(rng.randint(10, 400)) + '|Bathroom renovation|Switchboard upgrade|Shop refurbishment|Extension & alterations')}",
        8.4,
        maxw=bx - jx - 36,
    )
    d.t(jx, y + 14, "Site:", 8.4, b=True)
    site = f"{rng.randint(1, 250)} {rng.choice(['Beach Rd', 'Station St', 'Church St', 'Ridge Ave', 'Pacific Hwy'])}, {rng.choice(['Merewether', 'Belmont', 'Highfields', 'Thirroul', 'Invermay', 'Andergrove'])} {st}"
    d.t(jx + 26, y + 14, site, 8.4, maxw=bx - jx - 36)
    y = max(yy, y + 22) + 12
    half = (wd - 12) / 2
    sup_rows = [
        sup,
        f"Account No. {la.digits(rng, '######')}"
        if rng.random() < 0.6
        else f"Attn: {la.pick(rng, 'Trade Desk|Sales|' + rng.choice(AU_FIRST))}",
        f"{rng.randint(1, 90)} {rng.choice(['Kembla St', 'Hunter St', 'Ruthven St', 'Victoria St'])}, {rng.choice(AU_PLACE)[0]}",
        f"Ph {la.digits(rng, '(0#) #### ####')}",
        f"orders@{(l1 + 'trade').lower().replace(chr(39), '')}.com.au",
    ]
    if pickup:
        dl = (
            "Pick Up",
            [
                "PICK UP - will collect from branch",
                f"Collected by: {rng.choice(AU_FIRST)} {rng.choice(AU_LAST)}",
                f"Mobile: {mob()}",
            ],
        )
    else:
        dl = (
            "Deliver To",
            [
                f"{client}" if rng.random() < 0.4 else buyer,
                site,
                f"Site contact: {rng.choice(AU_FIRST)} {rng.choice(AU_LAST)} {mob()}",
                la.pick(
                    rng,
                    "Deliver before 7am|Call on arrival|Crane truck required|Leave at front gate",
                ),
            ],
        )
    panels = [(la.pick(rng, "Supplier|To|Supplier Details"), sup_rows), dl]
    if rng.random() < 0.25:
        panels.reverse()
    for k, (lab, rows) in enumerate(panels):
        x = m + k * (half + 12)
        d.box(x, y, half, 74, lw=0.6)
        rgb_fill(d, x, y, half, 13, Color(*accent))
        d.c.setFillGray(1)
        d.c.setFont(d.bold, 7.6)
        d.c.drawString(x + 4, d.h - y - 9.5, lab.upper())
        d.c.setFillGray(0)
        d.lines(x + 6, y + 16, rows, 8.2, b_first=lab not in ("Pick Up",), lead=10.8)
    y += 86
    body: list[tuple[list[str], Decimal]] = []
    use = [g for g in groups if rng.random() < 0.7] or groups[:1]
    net = ZERO
    for gname, pool in use:
        code = la.digits(rng, "###")
        body.append(([f"{code}", f"Cost Code {code} - {gname}", "", "", "", ""], ZERO))
        for it in rng.sample(pool, rng.randint(1, len(pool))):
            q = Decimal(rng.choice([1, 2, 2, 3, 4, 5, 6, 10, 12, 20]) if it[3] < 500 else 1)
            p = Decimal(rng.randint(it[2] * 100, it[3] * 100)) / 100
            a = r2(q * p)
            net += a
            body.append(
                (
                    [
                        la.digits(rng, "@@####"),
                        it[0],
                        f"{q:,.0f}",
                        it[1],
                        f"{p:,.2f}",
                        f"{a:,.2f}" if stated else "",
                    ],
                    a,
                )
            )
    if rng.random() < 0.2:
        tags = ["(variation)", "- stage 2", "(back order)", "- unit " + str(rng.randint(2, 9))]
        extra = [
            (f"{it[0]} {t}", it[1], it[2], it[3])
            for _g, pool in groups
            for it in pool
            for t in tags
        ]
        for it in rng.sample(extra, min(len(extra), rng.randint(10, 36))):
            q = Decimal(rng.choice([1, 2, 4, 6]))
            p = Decimal(rng.randint(it[2] * 100, it[3] * 100)) / 100
            a = r2(q * p)
            net += a
            body.append(
                (
                    [
                        la.digits(rng, "@@####"),
                        it[0],
                        f"{q:,.0f}",
                        it[1],
                        f"{p:,.2f}",
                        f"{a:,.2f}" if stated else "",
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
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        hrgb=accent,
        grid=False,
    )
    fr = Decimal(rng.choice([0, 0, 0, 25, 45, 80])) if not pickup else ZERO
    net2 = net + fr
    gst = r2(net2 * Decimal("0.10"))
    total = net2 + gst
    if y + 90 > bottom:
        y = brk()
    y += 8
    sx = r - 200
    if stated:
        rows = []
        if fr:
            rows += [("Materials", f"{net:,.2f}", False), ("Freight", f"{fr:,.2f}", False)]
        rows += [
            ("Total ex GST", f"{net2:,.2f}", False),
            ("GST", f"{gst:,.2f}", False),
            (
                la.pick(rng, "Total inc GST|TOTAL (AUD) inc GST|Order Total inc GST"),
                f"${total:,.2f}",
                True,
            ),
        ]
        y = d.summary(sx, r - 4, y, rows, 8.6, box_last=True, shade=0.9)
    else:
        y = wrapped(
            d,
            sx,
            y,
            "Pricing as per supplier quote. Do not supply if pricing differs - call the office first.",
            8,
            r - sx,
            b=True,
        )
    y += 18
    if y + 40 > bottom:
        y = brk()
    d.t(m, y, f"Ordered by: {rng.choice(AU_FIRST)} {rng.choice(AU_LAST)}  {mob()}", 8.2)
    if rng.random() < 0.5:
        d.t(
            m,
            y + 14,
            f"Authorised: {rng.choice(AU_FIRST)} {rng.choice(AU_LAST)} (Project Manager)",
            8.2,
        )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_en_au_trades_job_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _au)


# --------------------------------------------------------------------------- 7 de public body's Auftragsschreiben with numbered sections

DV_LAST = "Becker|Hoffmann|Schulz|Koch|Richter|Klein|Wolf|Schröder|Neumann|Schwarz|Krüger|Hartmann|Lange|Werner|Krause|Lehmann".split(
    "|"
)
DV_CITY = [
    ("Bielefeld", "33602"),
    ("Kassel", "34117"),
    ("Würzburg", "97070"),
    ("Osnabrück", "49074"),
    ("Göttingen", "37073"),
    ("Paderborn", "33098"),
    ("Trier", "54290"),
    ("Erlangen", "91054"),
    ("Cottbus", "03046"),
    ("Rostock", "18055"),
]
DV_BODY = [
    (
        "Stadt {C}",
        "Der Oberbürgermeister",
        [
            "Amt für Gebäudewirtschaft",
            "Hochbauamt",
            "Amt für Schule und Sport",
            "Zentrale Vergabestelle",
        ],
    ),
    (
        "Landkreis {C}",
        "Der Landrat",
        ["Fachdienst Liegenschaften", "Zentrale Beschaffung", "Fachbereich Bildung"],
    ),
    (
        "Universität {C}",
        "Der Kanzler",
        ["Dezernat Finanzen – Beschaffung", "Zentrale Beschaffungsstelle", "Gebäudemanagement"],
    ),
    ("Kreisverwaltung {C}", "Die Landrätin", ["Abteilung Hochbau", "Referat Einkauf"]),
]
DV_SUP_FORMED = [
    "{L} Haustechnik GmbH",
    "Elektro {L} GmbH & Co. KG",
    "{L} Bürobedarf e.K.",
    "{X} Gebäudereinigung GmbH",
    "{L} & {L2} GbR",
    "{X} Spielgeräte GmbH",
    "{L} IT-Systemhaus AG",
    "{L} Bau GmbH",
]
DV_SUP_BARE = [
    "Malerbetrieb {L}",
    "Tischlerei {L}",
    "Dachdeckerei {L}",
    "Schlüsseldienst {L}",
    "Gärtnerei {L}",
    "{L} Sanitär",
]
DV_STEM = "Weser|Teuto|Rhön|Harz|Spree|Mosel|Franken|Eifel|Lahn|Elbe".split("|")
DV_ITEMS = [
    ("Schreibtisch höhenverstellbar 160x80", "Stk", 380, 720),
    ("Bürodrehstuhl nach DIN EN 1335", "Stk", 240, 480),
    ('Notebook 14" inkl. Dockingstation', "Stk", 890, 1450),
    ("Malerarbeiten Klassenraum, Wände und Decken", "m²", 9, 16),
    ("Austausch Heizkörperventile inkl. Montage", "Stk", 85, 160),
    ("LED-Deckenleuchte 60x60 inkl. Montage", "Stk", 95, 180),
    ("Reinigung Glasflächen beidseitig", "m²", 2, 5),
    ("Spielplatzprüfung nach DIN EN 1176", "psch", 350, 900),
    ("Baumpflegearbeiten, Kronenpflege", "Std", 55, 90),
    ("Kopierpapier A4 80 g/m², Recycling", "Karton", 24, 38),
    ("Schließzylinder inkl. 3 Schlüssel", "Stk", 45, 95),
    ("Wartung Lüftungsanlage", "psch", 480, 1600),
    ("Stahlschrank mit Flügeltüren", "Stk", 290, 540),
    ("Dachrinnenreinigung", "lfm", 4, 9),
]


def _dv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|libserif"))
    m = rng.uniform(56, 68)
    r = d.w - rng.uniform(36, 50)
    wd = r - m
    bottom = d.h - 74
    city, plz = rng.choice(DV_CITY)
    body_t, head_t, depts = rng.choice(DV_BODY)
    authority = body_t.format(C=city)
    dept = rng.choice(depts)
    l1, l2 = rng.sample(DV_LAST, 2)
    sup = bare_or(rng, DV_SUP_FORMED, DV_SUP_BARE, 0.35).format(L=l1, L2=l2, X=rng.choice(DV_STEM))
    scity, splz = rng.choice([c for c in DV_CITY if c[0] != city])
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["B-####-####", "####/####", f"BE-{dt:%Y}-####", "45#######", f"{dt:%Y}-###"]),
    )
    az = la.digits(rng, rng.choice(["65.2-###/##", "20.1-##-###", "II/3-####", "D4-##/####"]))
    vg = la.digits(rng, rng.choice([f"V-{dt:%Y}-###", f"VG {dt:%y}/###", f"{dt:%Y}-UVgO-###"]))
    off = la.digits(rng, rng.choice(["A-#####", "###/##", "AN-####"]))
    hh = la.digits(rng, rng.choice(["1.11.2.01.521100", "2110.52100000", "0.2400.9350"]))
    lid = la.digits(rng, "05######-#####-##")
    stated = stated_of(rng)
    page = [1]
    dd = f"{dt:%d.%m.%Y}"
    off_d = f"{(dt - timedelta(days=rng.randint(5, 40))):%d.%m.%Y}"
    who = f"{la.pick(rng, 'Frau|Herr')} {rng.choice(DV_LAST)}"
    bank = f"{la.pick(rng, 'Sparkasse|Stadtsparkasse|Kreissparkasse')} {city} · IBAN DE{la.digits(rng, '## #### #### #### #### ##')} · BIC {la.digits(rng, '@@@@DE@@###')}"
    fm = lambda v: f"{eu(v)} €"  # noqa: E731

    def foot() -> None:
        fy = d.h - 50
        d.line(m, fy, r, fy, 0.4)
        d.t(
            m,
            fy + 10,
            f"{authority} · {dept} · {la.pick(rng, 'Rathausplatz 1|Am Markt 3|Kreishaus, Bahnhofstraße 12|Universitätsstraße 25')} · {plz} {city}",
            6.4,
            grey=0.35,
            maxw=wd,
        )
        d.t(m, fy + 19, f"Bankverbindung: {bank}", 6.4, grey=0.35, maxw=wd)
        d.t(
            m,
            fy + 28,
            f"USt-IdNr. DE{la.digits(rng, '#########')} · Leitweg-ID {lid}",
            6.4,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            r,
            fy + 28,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"{authority} – Auftrag {po} vom {dd}", 8.6, grey=0.3)
        return 64

    y = 40
    crest = rng.random() < 0.6
    if crest:
        d.box(r - 34, y - 8, 30, 36, lw=1)
        d.line(r - 34, y + 10, r - 4, y + 10, 0.6)
        d.line(r - 19, y - 8, r - 19, y + 28, 0.6)
    tx = r - 42 if crest else r
    d.t(tx, y + 6, authority, 14, b=True, al="r")
    d.t(tx, y + 19, head_t, 8.6, al="r")
    d.t(tx, y + 30, dept, 8.6, al="r", grey=0.25)
    y = 118
    d.t(
        m,
        y,
        f"{authority} · {dept} · Postfach {la.digits(rng, '## ##')} · {plz} {city}",
        6.4,
        grey=0.2,
    )
    d.line(m, y + 2, m + 240, y + 2, 0.3)
    win = [sup]
    if rng.random() < 0.45:
        win.append(f"z. Hd. {la.pick(rng, 'Herrn|Frau')} {rng.choice(DV_LAST)}")
    win += [
        f"{la.pick(rng, 'Gewerbestraße|Am Bahnhof|Industrieweg|Lindenallee|Hauptstraße')} {rng.randint(1, 120)}",
        f"{splz} {scity}",
    ]
    d.lines(m, y + 10, win, 9.6, lead=12.4)
    ix = r - 170
    info = [
        ("Ihr Angebot", f"{off} vom {off_d}"),
        ("Aktenzeichen", az),
        ("Vergabe-Nr.", vg),
    ]
    if rng.random() < 0.6:
        info.append((la.pick(rng, "Bestell-Nr.|Auftrags-Nr.|Bestellnummer"), po))
    info += [
        ("Auskunft", who),
        ("Zimmer", f"{rng.randint(0, 4)}.{rng.randint(1, 40):02d}"),
        ("Telefon", la.digits(rng, "0### ###-####")),
        ("E-Mail", f"beschaffung@{city.lower().replace('ü', 'ue').replace('ö', 'oe')}.de"),
        ("Datum", dd),
    ]
    yy = y - 6
    for lab, val in info:
        d.t(ix, yy, lab, 7.2, grey=0.35)
        d.t(ix + 62, yy, val, 7.8)
        yy += 11
    y = max(yy, y + 64) + 12
    subj = la.pick(
        rng,
        f"Auftragserteilung – Bestellung Nr. {po}|Auftrag Nr. {po}|Bestellschreiben Nr. {po}|Beauftragung (Bestell-Nr. {po})",
    )
    d.t(m, y, subj, 10.4, b=True)
    what = la.pick(
        rng,
        "Lieferung von Büromöbeln|Malerarbeiten Grundschule|Wartungsleistungen|Lieferung und Montage|Unterhaltsarbeiten|Beschaffung IT-Ausstattung",
    )
    d.t(m, y + 13, f"{what} – {vg}", 9, b=True)
    y += 32
    d.t(m, y, "Sehr geehrte Damen und Herren,", 9.2)
    y += 8
    y = (
        wrapped(
            d,
            m,
            y,
            f"auf der Grundlage Ihres Angebots {off} vom {off_d} erteilen wir Ihnen hiermit im Namen und für Rechnung des Auftraggebers den Auftrag zu den nachstehenden Bedingungen:",
            9,
            wd,
        )
        + 6
    )

    def sect(n: int, title: str) -> None:
        nonlocal y
        if y + 30 > bottom:
            y = brk()
        d.t(m, y + 9, f"{n}.", 9, b=True)
        d.t(m + 18, y + 9, title, 9, b=True)
        y += 12

    sect(1, "Auftraggeber")
    y = (
        d.lines(
            m + 18,
            y,
            [
                f"{authority}, vertreten durch {head_t.split()[1] if ' ' in head_t else head_t}",
                f"{dept}, {plz} {city}",
            ],
            8.8,
            lead=11,
        )
        + 4
    )
    sect(2, "Auftragnehmer")
    y = d.lines(m + 18, y, [sup, f"{win[-2]}, {splz} {scity}"], 8.8, lead=11) + 4
    sect(3, la.pick(rng, "Leistung|Leistungsumfang|Gegenstand des Auftrags"))
    lines = more_lines(
        rng,
        DV_ITEMS,
        rng.choice([1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 8, 10, 16]),
        [1, 2, 3, 4, 5, 6, 8, 10, 12, 20, 40, 120],
        ["(Bauabschnitt 2)", "Nebengebäude", "– Option", "Haus B"],
        big=400,
    )
    ws = [wd * f for f in (0.07, 0.09, 0.08, 0.48, 0.13, 0.15)]
    ws = [w * (wd - 18) / wd for w in ws]
    body = [
        ([f"{i}", f"{q:,.0f}".replace(",", "."), it[1], it[0], eu(p), eu(a) if stated else ""], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = (
        ltable(
            d,
            m + 18,
            y,
            ws,
            ["Pos.", "Menge", "Einh.", "Bezeichnung", "EP netto €", "GP netto €"],
            body,
            "rrclrr",
            size=7.8,
            rowh=14,
            bottom=bottom,
            brk=brk,
            grid=rng.random() < 0.5,
        )
        + 6
    )
    net = sum((a for _c, a in body), ZERO)
    disc = r2(net * Decimal(rng.choice(["0.02", "0.03", "0.05"]))) if rng.random() < 0.25 else ZERO
    base = net - disc
    tax = r2(base * Decimal("0.19"))
    total = base + tax
    sect(4, la.pick(rng, "Vergütung|Auftragswert|Preise"))
    if stated:
        rows = [("Summe netto", fm(net), False)]
        if disc:
            rows += [
                ("abzüglich Nachlass lt. Angebot", f"- {fm(disc)}", False),
                ("Zwischensumme netto", fm(base), False),
            ]
        rows += [
            ("zzgl. 19 % Umsatzsteuer", fm(tax), False),
            (
                la.pick(rng, "Auftragssumme brutto|Gesamtbetrag (brutto)|Auftragswert brutto"),
                fm(total),
                True,
            ),
        ]
        if y + 16 * len(rows) > bottom:
            y = brk()
        y = d.summary(m + wd * 0.45, r - 4, y, rows, 8.8, box_last=True) + 4
        y = (
            wrapped(
                d,
                m + 18,
                y,
                "Die Preise sind Festpreise bis zur vollständigen Leistungserbringung.",
                8.6,
                wd - 18,
            )
            + 4
        )
    else:
        y = (
            wrapped(
                d,
                m + 18,
                y,
                "Die Abrechnung erfolgt nach tatsächlich erbrachten Mengen (Aufmaß) zu den Einheitspreisen Ihres Angebots. Ein Gesamtbetrag wird nicht vereinbart.",
                8.6,
                wd - 18,
            )
            + 4
        )
    sect(5, la.pick(rng, "Ausführungsfrist|Liefertermin|Leistungszeitraum"))
    y = (
        wrapped(
            d,
            m + 18,
            y,
            f"Die Leistung ist bis spätestens {(dt + timedelta(days=rng.randint(14, 70))):%d.%m.%Y} zu erbringen. Lieferanschrift: {la.pick(rng, f'{authority}, Bauhof, Am Wertstoffhof 4|Grundschule am Park, Hausmeister, Schulstraße 9|Gebäude C, Warenannahme, Raum 0.12')}, {plz} {city}.",
            8.6,
            wd - 18,
        )
        + 4
    )
    sect(6, "Rechnungsstellung")
    y = (
        wrapped(
            d,
            m + 18,
            y,
            f"Rechnungen sind unter Angabe der Bestellnummer elektronisch (XRechnung) mit der Leitweg-ID {lid} einzureichen. Haushaltsstelle: {hh}.",
            8.6,
            wd - 18,
        )
        + 4
    )
    sect(7, "Vertragsgrundlagen")
    y = (
        wrapped(
            d,
            m + 18,
            y,
            la.pick(
                rng,
                "Es gelten die VOL/B sowie die Zusätzlichen Vertragsbedingungen des Auftraggebers.|Es gelten die VOB/B, die ZVB und die Angaben Ihres Angebots, soweit sie diesem Auftrag nicht widersprechen.",
            ),
            8.6,
            wd - 18,
        )
        + 12
    )
    if y + 60 > bottom:
        y = brk()
    d.t(m, y, "Mit freundlichen Grüßen", 9)
    d.t(m, y + 14, "Im Auftrag", 9)
    d.t(
        m,
        y + 40,
        who.split()[1]
        if rng.random() < 0.5
        else f"{rng.choice(['A.', 'K.', 'M.', 'S.'])} {who.split()[1]}",
        9,
    )
    y += 56
    if rng.random() < 0.45 and (y + 90 < bottom or rng.random() < 0.3):
        if y + 90 > bottom:
            y = brk()
        d.line(m, y, r, y, 0.6, dash=[3, 2])
        d.t(m, y + 14, "Auftragsbestätigung (bitte binnen 7 Tagen zurücksenden)", 9, b=True)
        y = wrapped(
            d,
            m,
            y + 20,
            f"Hiermit bestätigen wir den Auftrag Nr. {po} vom {dd} zu den vorstehenden Bedingungen.",
            8.6,
            wd,
        )
        d.sign(m, y + 30, 160, "Ort, Datum")
        d.sign(m + 200, y + 30, wd - 200, "Stempel und Unterschrift Auftragnehmer")
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_de_vergabe_auftragsschreiben(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dv)


# --------------------------------------------------------------------------- 8 fr seller's accusé de réception de commande

FA_LAST = "Girard|Perrin|Chevalier|Mercier|Blanchard|Gauthier|Rousseau|Faure|Marchand|Renaud|Barbier|Arnaud|Lemoine|Caron".split(
    "|"
)
FA_STEM = "Rhône|Alpes|Atlantique|Vosges|Jura|Provence|Armor|Loire|Océane|Cévennes".split("|")
FA_SELL_FORMED = [
    ("Menuiserie {L} SARL", "Fabricant de menuiseries bois et alu", "menu"),
    ("{X} Industrie SAS", "Mécanique générale et chaudronnerie", "meca"),
    ("Ateliers {L}", "Mobilier de collectivités", "mob"),
    ("{L} Emballages SA", "Cartonnages et emballages sur mesure", "emb"),
    ("Fonderie {X} SAS", "Pièces de fonderie aluminium", "fond"),
    ("{X} Signalétique SARL", "Signalétique et enseignes", "sign"),
    ("{L} et Fils SAS", "Équipements de cuisine professionnelle", "cuis"),
]
FA_SELL_BARE = [
    ("{L} Créations", "Textile brodé et personnalisé", "text"),
    ("Maison {L}", "Biscuiterie artisanale", "bisc"),
    ("{X} Bois", "Scierie – charpente – bardage", "bois"),
    ("Imprimerie {L}", "Impression offset et numérique", "impr"),
]
FA_CUST = [
    "{X} Distribution SAS",
    "Mairie de {C}",
    "Collège {L}",
    "Hôtel {X}",
    "{L} Bâtiment SARL",
    "Clinique {X}",
    "{X} Logistique SA",
]
FA_CITY = [
    ("Lyon", "69007"),
    ("Nantes", "44000"),
    ("Rennes", "35000"),
    ("Grenoble", "38000"),
    ("Dijon", "21000"),
    ("Limoges", "87000"),
    ("Angers", "49100"),
    ("Besançon", "25000"),
    ("Valence", "26000"),
    ("Annecy", "74000"),
]
FA_ITEMS = {
    "menu": [
        ("Fenêtre PVC 2 vantaux 1250x1350", 380, 720),
        ("Porte intérieure chêne 83 cm", 260, 540),
        ("Porte-fenêtre alu 2150x1800", 980, 1650),
        ("Pose sur site (forfait)", 250, 900),
    ],
    "meca": [
        ("Pièce usinée plan n° {n}", 45, 320),
        ("Ensemble mécano-soudé plan n° {n}", 380, 2400),
        ("Traitement de surface (zingage)", 2, 9),
        ("Emballage spécifique export (forfait)", 45, 160),
    ],
    "mob": [
        ("Table de réfectoire 180x80", 290, 480),
        ("Chaise empilable coque polypro", 38, 85),
        ("Armoire vestiaire 3 cases", 320, 560),
        ("Livraison et montage (forfait)", 150, 600),
    ],
    "emb": [
        ("Caisse carton double cannelure 600x400x400", 1.2, 2.6),
        ("Cornière carton 50x50x1200", 0.4, 0.9),
        ("Étiquette adhésive 100x150 (le mille)", 18, 35),
        ("Cliché d'impression", 90, 240),
    ],
    "fond": [
        ("Carter aluminium plan n° {n}", 28, 140),
        ("Pièce fonderie AS7G06 plan n° {n}", 12, 85),
        ("Outillage – quote-part", 800, 4200),
        ("Contrôle dimensionnel (forfait)", 120, 450),
    ],
    "sign": [
        ("Panneau signalétique dibond 600x400", 48, 110),
        ("Enseigne lumineuse LED", 850, 2200),
        ("Lettres découpées PVC 20 cm", 12, 28),
        ("Pose sur site (forfait)", 250, 900),
    ],
    "cuis": [
        ("Plan de travail inox 2000x700", 620, 1200),
        ("Hotte murale inox 1600", 890, 1800),
        ("Plonge 2 bacs inox", 540, 1100),
        ("Mise en service (forfait)", 180, 450),
    ],
    "text": [
        ("Sweat brodé logo, taille M", 18, 32),
        ("Tee-shirt coton brodé", 7, 14),
        ("Casquette brodée", 6, 12),
        ("Frais de programmation broderie", 35, 90),
    ],
    "bisc": [
        ("Coffret biscuits 400 g", 9, 16),
        ("Sachet sablés 200 g", 2.8, 5.5),
        ("Boîte métal assortiment 1 kg", 18, 32),
        ("Présentoir comptoir", 25, 60),
    ],
    "bois": [
        ("Bardage douglas 21x130 (m²)", 28, 46),
        ("Chevron douglas 63x75 4 m", 9, 16),
        ("Planche chêne 27 mm (m³)", 900, 1600),
        ("Livraison plateau grue", 120, 380),
    ],
    "impr": [
        ("Brochure A4 16 pages (le mille)", 380, 900),
        ("Cartes de visite (le cent)", 12, 30),
        ("Affiche A2 couleur", 3, 9),
        ("Calage et BAT", 45, 150),
    ],
}


def _fa(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 66
    l1, l2 = rng.sample(FA_LAST, 2)
    pat, tagline, trade = bare_or(rng, FA_SELL_FORMED, FA_SELL_BARE, 0.3)
    seller = pat.format(L=l1, X=rng.choice(FA_STEM))
    city, cp = rng.choice(FA_CITY)
    ccity, ccp = rng.choice([c for c in FA_CITY if c[0] != city])
    cust = rng.choice(FA_CUST).format(L=l2, X=rng.choice(FA_STEM), C=ccity)
    dt = a_day(rng)
    cdt = dt - timedelta(days=rng.randint(1, 12))
    po = la.digits(
        rng,
        rng.choice(
            [
                "CDE-####-####",
                "45########",
                "BC ######",
                f"PO{cdt:%y}/####",
                f"DA{cdt:%y}-#####",
                "#####",
            ]
        ),
    )
    arc = la.digits(rng, rng.choice([f"AR{dt:%y}-#####", "CC######", f"ARC {dt:%Y}/####"]))
    devis = la.digits(rng, rng.choice(["DE######", f"D{dt:%y}-####"]))
    code = la.digits(rng, rng.choice(["C#####", "411####", "CL-####"]))
    stated = stated_of(rng)
    page = [1]
    fm = lambda v: sp(v)  # noqa: E731
    wk = lambda: f"S.{(dt + timedelta(days=rng.randint(10, 50))).isocalendar()[1]:02d}"  # noqa: E731
    contact = f"{la.pick(rng, 'M.|Mme')} {rng.choice(FA_LAST)}"
    forme = la.pick(
        rng,
        "SAS au capital de 150 000 €|SARL au capital de 30 000 €|SA au capital de 500 000 €|SAS au capital de 80 000 €",
    )
    rcs = f"RCS {city} {la.digits(rng, '### ### ###')}"
    foot_l = [
        f"{seller} – {forme} – {rcs} – SIRET {la.digits(rng, '### ### ### #####')} – APE {la.digits(rng, '####@')} – TVA FR{la.digits(rng, '## #########')}",
        f"Banque : {la.pick(rng, 'Crédit Agricole|Banque Populaire|CIC|Société Générale|Crédit Mutuel')} – IBAN FR76 {la.digits(rng, '#### #### #### #### #### ###')} – BIC {la.digits(rng, '@@@@FR@@###')}",
    ]

    def foot() -> None:
        fy = d.h - 46
        d.line(m, fy, r, fy, 0.4)
        for k, s in enumerate(foot_l):
            d.t(d.w / 2, fy + 10 + k * 9, s, 6.2, al="c", grey=0.35)
        d.t(r, fy + 30, f"Page {page[0]}/{of}" if of else f"Page {page[0]}", 7, al="r", grey=0.35)

    cols = [wd * f for f in (0.12, 0.4, 0.07, 0.12, 0.08, 0.13, 0.08)]
    heads = ["Référence", "Désignation", "Qté", "P.U. HT", "Rem. %", "Montant HT", "Délai"]

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"{seller} – Accusé de réception n° {arc} (suite)", 9, b=True)
        return 58

    words = seller.split()
    key = (
        words[1]
        if words[0] in ("Menuiserie", "Fonderie", "Ateliers", "Maison", "Imprimerie")
        else words[0]
    )
    dom = "".join(c for c in key.lower() if c.isalpha() and c.isascii()) + la.pick(
        rng, "|-sas|-france|"
    )
    y = 40
    d.t(m, y + 6, seller, rng.choice([15, 16, 18]), b=True)
    d.lines(
        m,
        y + 12,
        [
            tagline,
            f"{rng.randint(1, 80)} {la.pick(rng, 'rue de l’Industrie|ZA des Granges|avenue Jean Jaurès|chemin des Prés|ZI Les Échets')}",
            f"{cp} {city}",
            f"Tél. {la.digits(rng, '0# ## ## ## ##')} – {la.pick(rng, 'contact|adv|commercial')}@{dom}.fr",
        ],
        8,
        lead=10,
    )
    title = la.pick(
        rng,
        "ACCUSÉ DE RÉCEPTION DE COMMANDE|CONFIRMATION DE COMMANDE|ACCUSÉ DE RÉCEPTION|A.R. DE COMMANDE",
    )
    d.t(r, y + 6, title, 12.5, b=True, al="r")
    bx = r - 200
    yy = y + 14
    for lab, val in [
        ("N° " + la.pick(rng, "ARC|A.R.|confirmation"), arc),
        ("Date", la.dfmt(dt, "dmy")),
        ("Code client", code),
    ]:
        d.box(bx, yy, 200, 14, lw=0.5)
        d.box(bx, yy, 80, 14, fill=0.9, lw=0.5)
        d.t(bx + 4, yy + 10, lab, 7.6, b=True)
        d.t(bx + 86, yy + 10, val, 8.4)
        yy += 14
    y = max(yy, y + 60) + 16
    half = (wd - 14) / 2
    fac = [
        cust,
        f"{la.pick(rng, 'Service comptabilité|Service achats|À l’attention de ' + contact)}",
        f"{rng.randint(1, 120)} {la.pick(rng, 'boulevard Carnot|rue Victor Hugo|place de la Mairie|allée des Tilleuls')}",
        f"{ccp} {ccity}",
    ]
    if rng.random() < 0.35:
        liv = [
            f"Chantier {la.pick(rng, 'résidence Les Vergers|groupe scolaire Pasteur|ZAC du Moulin')}",
            f"c/o {rng.choice(FA_STEM)} {la.pick(rng, 'Transports|Logistique')} SARL",
            f"{ccp} {ccity}",
        ]
    else:
        liv = [
            cust,
            la.pick(rng, "Quai de réception n° 2|Entrée livraisons|Magasin central"),
            f"{ccp} {ccity}",
        ]
    blocks = [
        (la.pick(rng, "Adresse de facturation|Client facturé|Facturation"), fac),
        (la.pick(rng, "Adresse de livraison|Livré à|Livraison"), liv),
    ]
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (half + 14)
        d.t(x, y, lab, 7.8, b=True, grey=0.3)
        d.box(x, y + 4, half, 58, lw=0.6)
        d.lines(x + 6, y + 8, rows, 8.6, b_first=True, lead=11)
    y += 74
    ref_lab = la.pick(
        rng, "Votre commande n°|V/Réf. commande|Réf. commande client|Votre bon de commande"
    )
    strip = [
        (ref_lab, po),
        ("du", la.dfmt(cdt, "dmy")),
        ("Votre contact", contact),
        ("Notre devis", devis),
        ("Commercial", f"{rng.choice(FA_LAST)}"),
        ("Règlement", la.pick(rng, "30 j fin de mois|45 j fin de mois|Virement 30 j|LCR 60 j")),
    ]
    if rng.random() < 0.4:
        strip.pop(3)
    sws = [wd * 0.2] + [wd * 0.8 / (len(strip) - 1)] * (len(strip) - 1)
    y = d.grid(m, y, sws, [s[0] for s in strip], [s[1] for s in strip], size=8) + 10
    lines = more_lines(
        rng,
        FA_ITEMS[trade],
        rng.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 14, 22, 36, 44]),
        [1, 2, 3, 4, 5, 6, 10, 12, 20, 50, 100, 500]
        if trade in ("emb", "text", "bisc", "impr")
        else [1, 2, 2, 3, 4, 5, 6, 8, 10, 12],
        [
            "– finition blanc",
            "– lot 2",
            "(complément)",
            "– variante B",
            "– repère " + str(rng.randint(2, 9)),
        ],
        big=600,
    )
    body = []
    gross = ZERO
    eco = ZERO
    for it, q, p, a in lines:
        rem = Decimal(rng.choice([0, 0, 0, 5, 10, 15]))
        a2 = r2(a * (1 - rem / 100))
        name = it[0].replace("{n}", la.digits(rng, "####-##"))
        body.append(
            (
                [
                    la.digits(rng, "@@-####"),
                    name,
                    f"{q:,.0f}".replace(",", " "),
                    fm(p),
                    f"{rem:.0f}" if rem else "",
                    fm(a2),
                    wk(),
                ],
                a2,
            )
        )
        gross += a2
        if name.startswith(("Chaise", "Table", "Armoire")):
            eco += r2(q * Decimal("0.50"))
    y = ltable(
        d,
        m,
        y,
        cols,
        heads,
        body,
        "llrrrrc",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    port = Decimal(rng.choice([0, 0, 35, 60, 95, 180]))
    net = gross + port + eco
    tva = r2(net * Decimal("0.20"))
    total = net + tva
    if y + 110 > bottom:
        y = brk()
    y += 8
    sx = r - 220
    if stated:
        rows = [("Total marchandises HT", fm(gross), False)]
        if eco:
            rows.append(("Éco-participation HT", fm(eco), False))
        rows.append(("Frais de port HT", fm(port) if port else "franco", False))
        rows += [
            ("Total HT", fm(net), False),
            ("TVA 20 %", fm(tva), False),
            (la.pick(rng, "Total TTC|TOTAL TTC (€)|Montant TTC"), f"{fm(total)} €", True),
        ]
        y = d.summary(sx, r - 4, y, rows, 8.6, box_last=True, shade=0.9)
        if rng.random() < 0.4:
            pct = rng.choice([30, 40, 50])
            y = wrapped(
                d,
                sx,
                y + 4,
                f"Acompte de {pct} % à la commande : {fm(r2(total * pct / 100))} € TTC, solde à réception de facture.",
                7.8,
                r - sx,
                b=True,
            )
    else:
        y = wrapped(
            d,
            sx,
            y,
            "Prix unitaires selon tarif en vigueur ; le montant sera établi à la facturation selon les quantités livrées.",
            8,
            r - sx,
        )
    y += 14
    for t in [
        "Merci de vérifier le présent accusé de réception. Sans observation de votre part sous 48 heures, il vaut acceptation des conditions ci-dessus.",
        "Les délais sont indiqués en semaines de livraison et donnés à titre indicatif. Clause de réserve de propriété : les marchandises restent notre propriété jusqu'au paiement intégral.",
    ]:
        if y + 20 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25) + 2
    if rng.random() < 0.5:
        y += 24
        if y + 20 > bottom:
            y = brk() + 20
        d.sign(r - 200, y, 200, "Bon pour accord – cachet et signature du client")
    foot()
    out = finish(d, "fr", "order_confirmation", po, seller, total)
    return out if stated else none_meta(out)


def blind31_fr_accuse_reception_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fa)


# --------------------------------------------------------------------------- 9 es-MX orden de compra with CFDI data and withholdings

MX_LAST = "Hernández|García|Martínez|López|González|Pérez|Rodríguez|Sánchez|Ramírez|Cruz|Flores|Gómez|Morales|Vázquez|Reyes|Jiménez".split(
    "|"
)
MX_FIRST = "Juan Carlos|María Elena|José Luis|Ana Laura|Miguel Ángel|Rosa María|Jorge|Guadalupe|Francisco Javier|Verónica".split(
    "|"
)
MX_STEM = "Bajío|Norteña|Del Valle|Altiplano|Sierra Madre|Pacífico|Golfo|Anáhuac|Huasteca|Occidente".split(
    "|"
)
MX_SUP_FORMED = [
    "{X} Ferretera S.A. de C.V.",
    "Materiales {X} S.A. de C.V.",
    "{L} Refacciones S. de R.L. de C.V.",
    "Distribuidora {X} SAPI de C.V.",
    "Grupo {X} Industrial, S.A. de C.V.",
    "Transportes {L} S.A. de C.V.",
]
MX_SUP_BARE = [
    "Ferretería {L}",
    "Tlapalería {X}",
    "{F} {L} {L2}",
    "{F} {L} {L2}",
    "Refaccionaria {L}",
]
MX_BUY = [
    "Constructora {X} S.A. de C.V.",
    "Alimentos {X} S.A. de C.V.",
    "Hotel {X} S. de R.L. de C.V.",
    "{X} Plásticos Industriales S.A. de C.V.",
    "Agroindustrias {X} S.P.R. de R.L.",
]
MX_CITY = [
    ("Querétaro, Qro.", "76000"),
    ("León, Gto.", "37000"),
    ("Monterrey, N.L.", "64000"),
    ("Guadalajara, Jal.", "44100"),
    ("Puebla, Pue.", "72000"),
    ("Mérida, Yuc.", "97000"),
    ("Hermosillo, Son.", "83000"),
    ("Aguascalientes, Ags.", "20000"),
]
MX_GOODS = [
    ("Cemento gris CPC 30R bulto 50 kg", "30111601", "H87", "Pieza", 210, 265),
    ('Varilla corrugada 3/8" 12 m', "30102200", "H87", "Pieza", 135, 180),
    ("Cable THW cal. 12 rollo 100 m", "26121600", "XRO", "Rollo", 1150, 1650),
    ("Guantes de nitrilo caja 100", "46181504", "XBX", "Caja", 140, 260),
    ('Tubo PVC hidráulico 2" 6 m', "40142000", "H87", "Pieza", 160, 290),
    ("Pintura vinílica blanca cubeta 19 L", "31211500", "XBJ", "Cubeta", 890, 1650),
    ('Tornillo hexagonal 1/2" x 2" caja 50', "31161500", "XBX", "Caja", 230, 420),
    ("Aceite hidráulico ISO 68 cubeta 19 L", "15121500", "XBJ", "Cubeta", 1250, 1980),
    ("Bolsa de polietileno 60x90 kg", "24111500", "KGM", "Kilogramo", 38, 62),
    ("Rodamiento 6205 2RS", "31171500", "H87", "Pieza", 85, 190),
]
MX_SERV = [
    ("Servicio de mantenimiento preventivo a compresor", "72101500", 3500, 12000),
    ("Honorarios por asesoría fiscal", "80101500", 6000, 18000),
    ("Servicio de fumigación de bodega", "70141500", 1800, 6500),
    ("Reparación de montacargas (mano de obra)", "78181500", 2500, 9800),
    ("Servicio de instalación eléctrica", "72151500", 4200, 16000),
]


def _mx(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter if rng.random() < 0.65 else A4, la.pick(rng, "helv|libsans|djcond|helv"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 52
    l1, l2, l3 = rng.sample(MX_LAST, 3)
    person = rng.random() < 0.3
    if person:
        sup = f"{rng.choice(MX_FIRST)} {l1} {l2}"
    else:
        sup = bare_or(rng, MX_SUP_FORMED, MX_SUP_BARE[:2] + MX_SUP_BARE[4:], 0.25).format(
            X=rng.choice(MX_STEM), L=l1
        )
    bstem = rng.choice([s for s in MX_STEM if s not in sup])
    buyer = rng.choice(MX_BUY).format(X=bstem)
    upper = rng.random() < 0.4
    if upper:
        buyer, sup = buyer.upper(), sup.upper()
    bill = (
        buyer
        if rng.random() < 0.65
        else (
            f"{bstem} Servicios Administrativos S.A. de C.V.".upper()
            if upper
            else f"{bstem} Servicios Administrativos S.A. de C.V."
        )
    )
    city, cp = rng.choice(MX_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice(["OC-#####", f"OC{dt:%y}-####", "######", f"{dt:%Y}-OC-####", "PO-####"])
    )
    req = la.digits(rng, rng.choice(["REQ-#####", "RQ-####", "SOL-####"]))
    cot = la.digits(rng, rng.choice(["COT-####", "C-#####", "####"]))
    stated = stated_of(rng)
    page = [1]
    rfc_m = lambda: la.digits(rng, "@@@######@@#")  # noqa: E731
    rfc_f = la.digits(rng, "@@@@######@@#")
    dfm = rng.choice(["dmy", "long_es", "iso"])
    accent = rng.choice([(0.55, 0.1, 0.1), (0.05, 0.3, 0.45), (0.15, 0.35, 0.15), (0.3, 0.3, 0.3)])
    services = person and rng.random() < 0.75
    resico = person and rng.random() < 0.4

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · RFC {brfc} · Documento generado por el sistema de compras",
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 30, f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}", 7, al="r", grey=0.4
        )

    cols = [wd * f for f in (0.06, 0.1, 0.38, 0.08, 0.12, 0.12, 0.14)]
    heads = ["Part.", "Clave SAT", "Descripción", "Cant.", "Unidad", "P. Unitario", "Importe"]

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        rgb_fill(d, m, 30, wd, 18, Color(*accent))
        d.c.setFillGray(1)
        d.c.setFont(d.bold, 9)
        d.c.drawString(m + 6, d.h - 43, f"ORDEN DE COMPRA {po} (continuación)")
        d.c.setFillGray(0)
        return 58

    brfc = rfc_m()
    y = 30
    rgb_fill(d, m, y, wd, 46, Color(*accent))
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 12.5)
    d.c.drawString(m + 8, d.h - y - 17, buyer)
    d.c.setFont(d.reg, 7.2)
    d.c.drawString(
        m + 8, d.h - y - 29, f"RFC: {brfc}  ·  Régimen fiscal: 601 General de Ley Personas Morales"
    )
    d.c.drawString(
        m + 8,
        d.h - y - 39,
        f"{la.pick(rng, 'Av. Constituyentes|Blvd. Adolfo López Mateos|Calle 5 de Mayo|Carretera Federal 57 km 12')} {rng.randint(10, 2400)}, C.P. {cp}, {city}  ·  Tel. {la.digits(rng, '(###) ### ####')}",
    )
    d.c.setFont(d.bold, 14)
    d.c.drawRightString(r - 8, d.h - y - 20, "ORDEN DE COMPRA")
    d.c.setFont(d.bold, 10)
    d.c.drawRightString(r - 8, d.h - y - 36, f"{la.pick(rng, 'Folio|No.|Núm.')} {po}")
    d.c.setFillGray(0)
    y += 56
    strip = [
        ("Fecha", la.dfmt(dt, dfm)),
        ("Requisición", req),
        ("Cotización", cot),
        ("Comprador", f"{rng.choice(MX_FIRST).split()[0]} {rng.choice(MX_LAST)}"),
        ("Moneda", "MXN"),
    ]
    if rng.random() < 0.4:
        strip.insert(0, (la.pick(rng, "Orden de compra|No. de OC|Folio OC"), po))
    sws = [wd / len(strip)] * len(strip)
    y = d.grid(m, y, sws, [s[0] for s in strip], [s[1] for s in strip], size=7.8) + 10
    cw = (wd - 16) / 3
    prov = [
        sup,
        f"RFC: {rfc_f if person else rfc_m()}",
        f"No. proveedor: {la.digits(rng, 'P####')}",
        f"Contacto: {rng.choice(MX_FIRST)} {rng.choice(MX_LAST)}"
        if not person
        else f"Tel. {la.digits(rng, '(###) ### ####')}",
        f"{la.pick(rng, 'ventas|facturacion|contacto')}@{''.join(c for c in sup.split()[0].lower() if c.isalpha() and c.isascii())}.com.mx",
    ]
    fact = [
        bill,
        f"RFC: {brfc if bill == buyer else rfc_m()}",
        "Régimen: 601",
        f"C.P. {cp}",
        f"Uso CFDI: {la.pick(rng, 'G03 Gastos en general|G01 Adquisición de mercancías|I04 Equipo de cómputo')}",
        f"Método: {la.pick(rng, 'PPD|PUE')} · Forma: {la.pick(rng, '99 Por definir|03 Transferencia')}",
    ]
    entr = [
        la.pick(
            rng,
            "Almacén general|Obra "
            + rng.choice(MX_STEM)
            + "|Planta 2 – Recepción de materiales|Bodega de refacciones",
        ),
        f"{la.pick(rng, 'Parque Industrial|Fracc.|Col. Centro')} {rng.choice(MX_STEM)}, {city}",
        f"Recibe: {rng.choice(MX_FIRST)} {rng.choice(MX_LAST)}",
        f"Entrega: {la.dfmt(dt + timedelta(days=rng.randint(3, 25)), 'dmy')}",
    ]
    blocks = [
        (la.pick(rng, "PROVEEDOR|DATOS DEL PROVEEDOR"), prov),
        ("FACTURAR A", fact),
        ("ENTREGAR EN", entr),
    ]
    if rng.random() < 0.25:
        blocks = [blocks[1], blocks[0], blocks[2]]
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (cw + 8)
        d.box(x, y, cw, 12, fill=0.85, lw=0.5)
        d.t(x + 4, y + 9, lab, 7.4, b=True)
        d.box(x, y + 12, cw, 74, lw=0.5)
        for i, s in enumerate(rows):
            if i == 0:
                d.t(x + 4, y + 23, s, min(8.2, 8.2 * (cw - 8) / d.width(s, 8.2, True)), b=True)
            else:
                d.t(x + 4, y + 23 + i * 10.5, s, 7.6, maxw=cw - 8)
    y += 96
    body = []
    net = ZERO
    n_goods = (
        rng.choice([0, 1, 2, 3])
        if services
        else rng.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 10, 14, 20, 34, 44])
    )
    if services:
        for it in rng.sample(MX_SERV, rng.randint(1, 3)):
            p = Decimal(rng.randint(it[2], it[3]))
            body.append([it[1], it[0], Decimal(1), "E48 Servicio", p])
    for it, q, p, _a in (
        more_lines(
            rng,
            MX_GOODS,
            n_goods,
            [1, 2, 4, 5, 10, 20, 25, 50, 100],
            ["(reposición)", "– obra 2", "(urgente)"],
        )
        if n_goods
        else []
    ):
        body.append([it[1], it[0], q, f"{it[2]} {it[3]}", p])
    flete = (not person) and rng.random() < 0.2
    if flete:
        body.append(
            ["78101800", "Flete local", Decimal(1), "E48 Servicio", Decimal(rng.randint(800, 3500))]
        )
    rows = []
    for i, (clave, desc, q, unit, p) in enumerate(body, 1):
        a = r2(q * p)
        net += a
        rows.append(
            (
                [
                    str(i),
                    clave,
                    desc,
                    f"{q:,.0f}",
                    unit,
                    f"${p:,.2f}",
                    f"${a:,.2f}" if stated else "",
                ],
                a,
            )
        )
    y = ltable(
        d, m, y, cols, heads, rows, "cllrlrr", size=7.6, rowh=15, bottom=bottom, brk=brk, grid=True
    )
    disc = r2(net * Decimal(rng.choice(["0.03", "0.05"]))) if rng.random() < 0.2 else ZERO
    base = net - disc
    iva = r2(base * Decimal("0.16"))
    rets: list[tuple[str, Decimal]] = []
    if person and services:
        if resico:
            rets.append(("Retención ISR 1.25% (RESICO)", r2(base * Decimal("0.0125"))))
        else:
            rets.append(("Retención ISR 10%", r2(base * Decimal("0.10"))))
            rets.append(("Retención IVA (2/3)", r2(base * Decimal("0.106667"))))
    if flete:
        fl = body[-1][4]
        rets.append(("Retención IVA 4% (flete)", r2(fl * Decimal("0.04"))))
    total = base + iva - sum((v for _l, v in rets), ZERO)
    if y + 130 > bottom:
        y = brk()
    y += 8
    sx = r - 220
    if stated:
        srows = [("Subtotal", f"${net:,.2f}", False)]
        if disc:
            srows.append(("Descuento", f"-${disc:,.2f}", False))
        srows.append(("IVA 16%", f"${iva:,.2f}", False))
        for lab, v in rets:
            srows.append((lab, f"-${v:,.2f}", False))
        srows.append((la.pick(rng, "Total|TOTAL|Total MXN|Total a pagar"), f"${total:,.2f}", True))
        y2 = d.summary(sx, r - 4, y, srows, 8.4, box_last=True, shade=0.9)
        yw = wrapped(d, m, y, f"Importe con letra: {mx_words(total)}", 7.8, sx - m - 20, b=True)
        y = max(y2, yw)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Precios unitarios pactados; el importe total se determinará conforme a las cantidades efectivamente surtidas y facturadas.",
            8,
            wd * 0.6,
        )
    y += 10
    for t in [
        f"1. El CFDI 4.0 deberá emitirse a nombre de {bill} e indicar el número de esta orden de compra; enviar PDF y XML a cxp@{''.join(c for c in bstem.lower() if c.isalpha() and c.isascii())}.com.mx.",
        "2. No se recibirá mercancía sin copia de esta orden. Horario de recepción: lunes a viernes de 8:00 a 15:00 h.",
        "3. Condiciones de pago: "
        + la.pick(
            rng,
            "crédito a 30 días|crédito a 45 días posteriores a la recepción del CFDI|contado contra entrega",
        ),
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.25)
    y += 36
    if y + 20 > bottom:
        y = brk() + 30
    sw = wd / 3
    for k, lab in enumerate(["Elaboró", "Autorizó", "Acepta proveedor (nombre y firma)"]):
        d.sign(m + k * sw + 6, y, sw - 24, lab)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_es_mx_oc_cfdi_retenciones(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mx)


# --------------------------------------------------------------------------- 10 it copia commissione written by a sales agent for the ditta mandante

IT_LAST = "Bianchi|Ferrari|Colombo|Ricci|Marino|Conti|De Luca|Mancini|Barbieri|Lombardi|Moretti|Galli|Fabbri|Sartori|Testa|Villa".split(
    "|"
)
IT_FIRST = "Marco|Giulia|Stefano|Paola|Roberto|Elena|Davide|Silvia|Matteo|Laura".split("|")
IT_STEM = "Adriatica|Brenta|Garda|Tirrena|Euganea|Lario|Etrusca|Sannita|Dolomiti|Versilia".split(
    "|"
)
IT_SECT = {
    "calz": (
        ["Calzaturificio {L} S.r.l.", "{L} Shoes S.p.A.", "Calzaturificio {X} s.n.c."],
        ["Calzaturificio {L}", "{L} Calzature"],
        [
            ("Mocassino pelle", "nero|cuoio|blu", "PA", 48, 95),
            ("Sneaker vitello", "bianco|grigio", "PA", 42, 88),
            ("Stivaletto chelsea", "testa di moro|nero", "PA", 65, 130),
            ("Sandalo donna", "oro|nude", "PA", 32, 70),
        ],
    ),
    "cer": (
        ["Ceramiche {X} S.p.A.", "{L} Ceramica S.r.l."],
        ["Ceramica {L}"],
        [
            ("Gres porcellanato 60x60", "grigio|sabbia", "MQ", 14, 32),
            ("Rivestimento 20x20", "bianco lucido|verde", "MQ", 18, 40),
            ("Battiscopa 8x60", "grigio", "ML", 4, 9),
            ("Mosaico 30x30 foglio", "mix", "PZ", 9, 22),
        ],
    ),
    "vino": (
        ["Cantina {X} Soc. Agr. S.r.l.", "Tenuta {L} S.s."],
        ["Azienda Agricola {L}", "Cantina {L}"],
        [
            ("Chianti DOCG 0,75 l", "2022", "BT", 5.5, 11),
            ("Prosecco DOC Extra Dry", "", "BT", 4.2, 8),
            ("Amarone della Valpolicella", "2019", "BT", 24, 42),
            ("Olio EVO 0,5 l", "", "BT", 6.5, 12),
        ],
    ),
    "casa": (
        ["Tessitura {L} S.r.l.", "{X} Home S.r.l."],
        ["Tessitura {L}", "Biancheria {L}"],
        [
            ("Lenzuolo matrimoniale percalle", "bianco|tortora", "PZ", 28, 55),
            ("Asciugamano spugna 60x110", "bianco|azzurro", "PZ", 6, 14),
            ("Copripiumino 2 piazze", "lino|grigio", "PZ", 45, 90),
            ("Tovaglia 150x250", "avorio", "PZ", 22, 48),
        ],
    ),
}
IT_BUY = [
    "{L} Calzature di {F} {L}",
    "Boutique {X} S.r.l.",
    "Enoteca {X} s.a.s.",
    "{L} Casa S.r.l.",
    "Ristorante {X} di {F} {L} & C. s.n.c.",
    "Edilceramiche {X} S.r.l.",
    "{F} {L}",
]
IT_CITY = [
    ("Verona", "37121", "VR"),
    ("Bari", "70121", "BA"),
    ("Bergamo", "24121", "BG"),
    ("Perugia", "06121", "PG"),
    ("Lecce", "73100", "LE"),
    ("Modena", "41121", "MO"),
    ("Treviso", "31100", "TV"),
    ("Pescara", "65121", "PE"),
]


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|libserif|dejavu"))
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 48
    sect = rng.choice(list(IT_SECT))
    formed, bare, pool = IT_SECT[sect]
    l1, l2, l3 = rng.sample(IT_LAST, 3)
    sup = bare_or(rng, formed, bare, 0.3).format(L=l1, X=rng.choice(IT_STEM))
    cust = rng.choice(IT_BUY).format(
        L=l2, X=rng.choice([s for s in IT_STEM if s not in sup]), F=rng.choice(IT_FIRST)
    )
    agent_f = rng.choice(IT_FIRST)
    agency = la.pick(
        rng,
        f"Agenzia {l3} Rappresentanze|{agent_f} {l3} – Agente di commercio|Studio Rappresentanze {rng.choice(IT_STEM)} s.n.c.|{l3} & Partners Agenzia Plurimandataria",
    )
    city, cap, prov = rng.choice(IT_CITY)
    scity, scap, sprov = rng.choice(IT_CITY)
    acity, acap, aprov = rng.choice(IT_CITY)
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"###/{dt:%Y}", f"{dt:%y}/####", "####", f"C{dt:%y}-###", f"{l3[:2].upper()}-####"]
        ),
    )
    stated = stated_of(rng)
    page = [1]
    piva = lambda: la.digits(rng, "0##########")  # noqa: E731
    dd = la.dfmt(dt, rng.choice(["dmy", "dot"]))
    fm = eu

    def foot() -> None:
        d.t(
            m,
            d.h - 26,
            f"{agency} · P.IVA {apiva} · Iscr. Enasarco n. {ena} · Copia per il cliente",
            6.4,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(r, d.h - 26, f"Pag. {page[0]}/{of}" if of else f"Pag. {page[0]}", 7, al="r", grey=0.4)

    apiva, ena = piva(), la.digits(rng, "#######")
    cols = [wd * f for f in (0.11, 0.32, 0.13, 0.07, 0.06, 0.1, 0.09, 0.12)]
    heads = [
        "Codice",
        "Descrizione",
        "Colore / Var.",
        "Q.tà",
        "U.M.",
        "Prezzo",
        "Sconti",
        "Importo",
    ]

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Commissione n. {po} del {dd} – segue", 9.4, b=True)
        return 56

    y = 36
    d.t(m, y + 10, agency, 12, b=True)
    d.t(
        m,
        y + 22,
        f"{la.pick(rng, 'Via Roma|Corso Italia|Viale Europa|Via Garibaldi')} {rng.randint(1, 150)} · {acap} {acity} ({aprov}) · Tel. {la.digits(rng, '0## #######')} · Cell. {la.digits(rng, '3## #######')}",
        7.2,
        grey=0.3,
    )
    d.t(
        m,
        y + 31,
        f"{la.pick(rng, 'ordini|agenzia|info')}@{l3.lower().replace(' ', '')}rappresentanze.it",
        7.2,
        grey=0.3,
    )
    title = la.pick(rng, "COPIA COMMISSIONE|COMMISSIONE D'ORDINE|PROPOSTA D'ORDINE|ORDINE CLIENTE")
    d.t(r, y + 12, title, 14, b=True, al="r")
    y += 46
    grid = [
        ("N. ordine", po),
        ("Data", dd),
        ("Agente", f"{agent_f} {l3}"),
        ("Cod. cliente", la.digits(rng, "C####")),
        ("Listino", la.pick(rng, "Ingrosso 2025|Listino 03|Fiera|Base")),
    ]
    if sect in ("calz", "casa"):
        grid.append(("Collezione", la.pick(rng, "P/E 2026|A/I 2025-26|Continuativo")))
    y = (
        d.grid(
            m, y, [wd / len(grid)] * len(grid), [g[0] for g in grid], [g[1] for g in grid], size=8.2
        )
        + 10
    )
    half = (wd - 12) / 2
    mand = (
        la.pick(rng, "DITTA MANDANTE|MANDANTE|FORNITORE (MANDANTE)"),
        [
            sup,
            f"{la.pick(rng, 'Via dell’Industria|Zona Industriale|Via Provinciale|Località Pian di Mare')} {rng.randint(1, 90)}",
            f"{scap} {scity} ({sprov})",
            f"P.IVA {piva()}",
        ],
    )
    clie = (
        "CLIENTE",
        [
            cust,
            f"{la.pick(rng, 'Via Mazzini|Piazza Duomo|Corso Vittorio Emanuele|Via Dante')} {rng.randint(1, 120)}",
            f"{cap} {city} ({prov})",
            f"P.IVA {piva()} · Cod. SDI {la.digits(rng, '@@@@@@@')}",
            f"PEC {l2.lower().replace(' ', '')}@pec.it · Tel. {la.digits(rng, '0## #######')}",
        ],
    )
    pair = [mand, clie] if rng.random() < 0.55 else [clie, mand]
    for k, (lab, rows) in enumerate(pair):
        x = m + k * (half + 12)
        d.box(x, y, half, 80, lw=0.7)
        d.box(x, y, half, 13, fill=0.88, lw=0.7)
        d.t(x + 5, y + 9.6, lab, 7.6, b=True)
        d.lines(x + 6, y + 16, rows, 8.4, b_first=True, lead=11.4)
    y += 90
    dest = la.pick(
        rng,
        "idem|Punto vendita di via "
        + rng.choice(["Verdi", "Cavour", "Manzoni"])
        + " "
        + str(rng.randint(1, 60))
        + f", {city}|c/o Magazzino {rng.choice(IT_STEM)} Logistica S.r.l., {city}",
    )
    cond = [
        ("Destinazione merce", dest),
        (
            "Pagamento",
            la.pick(rng, "RiBa 60 gg d.f.f.m.|RiBa 30/60 gg|Bonifico 30 gg d.f.|Rimessa diretta"),
        ),
        (
            "Banca d'appoggio",
            f"{la.pick(rng, 'Intesa Sanpaolo|UniCredit|BPER Banca|Banco BPM|Crédit Agricole Italia')} – ABI {la.digits(rng, '0####')} CAB {la.digits(rng, '#####')}",
        ),
        ("Resa", la.pick(rng, "Franco destino|Franco partenza|Franco destino (min. 300 €)")),
        (
            "Consegna",
            la.pick(
                rng,
                f"Settimana {rng.randint(2, 50)}|Pronta|entro il {la.dfmt(dt + timedelta(days=rng.randint(15, 90)), 'dmy')}|Gennaio-Febbraio",
            ),
        ),
    ]
    for lab, val in cond:
        d.t(m, y + 8, f"{lab}:", 7.8, b=True)
        d.t(m + 100, y + 8, val, 8, maxw=wd - 100)
        y += 11.5
    y += 8
    n = rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 16, 24, 32])
    body = []
    merce = ZERO
    for _k in range(n):
        name, var, um, lo, hi = rng.choice(pool)
        q = Decimal(
            rng.choice([6, 12, 12, 18, 24, 36, 60])
            if um in ("PA", "BT", "PZ")
            else rng.choice([20, 40, 60, 85, 120, 200])
        )
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        sc = la.pick(rng, "|30|30+10|40+5|20+10+5|10|50")
        f = Decimal(1)
        for part in [s for s in sc.split("+") if s]:
            f *= 1 - Decimal(part) / 100
        a = r2(q * p * f)
        merce += a
        body.append(
            (
                [
                    la.digits(rng, "@@###-##"),
                    name,
                    rng.choice(var.split("|")) if var else "",
                    f"{q:,.0f}".replace(",", "."),
                    um,
                    fm(p),
                    sc,
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
        "llllcrcr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.6,
    )
    sconto = r2(merce * Decimal(rng.choice(["0.02", "0.03"]))) if rng.random() < 0.3 else ZERO
    trasp = Decimal(rng.choice([0, 0, 0, 15, 25, 40]))
    imp = merce - sconto + trasp
    iva = r2(imp * Decimal("0.22"))
    total = imp + iva
    if y + 110 > bottom:
        y = brk()
    y += 8
    sx = r - 210
    if stated:
        rows = [("Totale merce", fm(merce), False)]
        if sconto:
            rows.append(("Sconto cassa", f"-{fm(sconto)}", False))
        if trasp:
            rows.append(("Spese di trasporto", fm(trasp), False))
        rows += [
            ("Imponibile", fm(imp), False),
            ("IVA 22%", fm(iva), False),
            (
                la.pick(rng, "Totale ordine|TOTALE ORDINE €|Totale documento"),
                f"€ {fm(total)}",
                True,
            ),
        ]
        y2 = d.summary(sx, r - 4, y, rows, 8.6, box_last=True, shade=0.9)
        pieces = sum((int(Decimal(c[3].replace(".", ""))) for c, _a in body), 0)
        d.t(m, y + 10, f"Totale colli / pezzi: {pieces}", 8)
        y = y2
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prezzi da listino in vigore; l'importo sarà determinato in fattura dalla ditta mandante.",
            8,
            wd * 0.6,
        )
    y += 10
    for t in [
        "L'ordine si intende valido salvo approvazione della ditta mandante. Le condizioni generali di vendita sono riportate sul retro.",
        "Eventuali reclami dovranno pervenire entro 8 giorni dal ricevimento della merce.",
    ]:
        if y + 12 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.3)
    y += 36
    if y + 20 > bottom:
        y = brk() + 30
    d.sign(m, y, 180, "Firma dell'agente")
    d.sign(r - 220, y, 220, "Timbro e firma del cliente per accettazione")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind31_it_copia_commissione_agente(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind31_zh_shenpi_dan_caigou,
        blind31_tw_weiwai_jiagong_dan,
        blind31_ja_meeru_hacchu_insatsu,
        blind31_ko_gamaeng_balju_ondo,
        blind31_en_gb_ie_cloud_ledger_po,
        blind31_en_au_trades_job_po,
        blind31_de_vergabe_auftragsschreiben,
        blind31_fr_accuse_reception_commande,
        blind31_es_mx_oc_cfdi_retenciones,
        blind31_it_copia_commissione_agente,
    )
}

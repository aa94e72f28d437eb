# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind26 (`blind27_*`).

- blind27_zh_weiwai_weixiu_dingdan: a plant's order for an outside repair of equipment on a
  half sheet (A5 landscape, a three-part form with its copy named down the edge, the repairer
  as 承修单位, repair-request, asset and framework numbers, labour and parts subtotals, 大写).
- blind27_ja_jichitai_buppin_hacchusho: a municipality's goods order (the mayor as the
  orderer with the official seal, the supplier addressed with 様 apart from its name, the
  order amount boxed above the table, 支出負担行為 / budget / quotation numbers; whole yen).
- blind27_ko_hakgyo_geupsik_baljuseo: a school's meal-ingredient order (approval boxes, an
  eaT tender number beside the order's own, origin and tax-free / taxable columns, 면세 and
  과세 sums with 부가세, whole won).
- blind27_en_zm_mine_po_revision: a Zambian mining company's revised purchase order (revision
  box with the original date, the previous order value in a revision note, TPIN, MR and
  agreement numbers, line discounts, VAT 16%, ZMW or USD).
- blind27_en_fj_resort_po_landscape: a Fijian resort's purchase order (landscape, three header
  columns, department and cost-centre codes, inter-island freight, VAT 15%, FJD).
- blind27_en_np_hydropower_work_order: a Nepalese hydropower company's work order (W.O. number
  beside a dispatch number and a Bikram Sambat date, "To: M/S" the contractor, BOQ, VAT 13%,
  amount in words with lakhs, TDS and performance security below the total).
- blind27_mn_hudaldan_avah_zahialga: a Mongolian purchase order (buyer and supplier boxes side
  by side with register numbers and bank accounts, contract and quotation numbers, НӨАТ 10%,
  tögrög with cents).
- blind27_af_bestellingsbevestiging: a South African supplier's order confirmation in
  Afrikaans (the seller's own order number beside the customer's order number, invoice-to and
  deliver-to blocks, line discounts, BTW 15%, a deposit line, bank details).
- blind27_sw_tz_agizo_la_ununuzi: a Tanzanian district council's or co-operative's order in
  Swahili (national heading, tender, vote and control numbers, TIN / VRN, VAT 18%, whole
  shillings, three signatures).
- blind27_uz_xarid_buyurtmasi: an Uzbek purchase order (landscape, the parties in a two-column
  table with STIR / MFO / account, contract and offer numbers, IKPU codes per line, QQS 12%
  per line, a Jami row).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's confirmation, the customer's order number it
quotes, never the seller's own number; on a revised order, the order's own number without
its revision); the supplier (vendor, seller, repairer, contractor) exactly as printed; the
grand total as "1234.50" (whole yen, won and shillings as "1234.00"; "" when the document
states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, A5, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r0, r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import sp  # noqa: E402
from families_blind24 import a_day, vstamp, whole  # noqa: E402
from families_blind25 import above, stated_of  # noqa: E402
from families_blind26 import bd_words, lakh  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
RED = Color(0.78, 0.1, 0.1)
NAVY = Color(0.1, 0.2, 0.45)


def lines_of(
    rng: random.Random, pool: list, n: int, qtys: list[int], step: int = 1, big: float = 0
) -> list[tuple]:
    """Order lines from (code, description, unit, lo, hi): (entry, quantity, price, amount);
    prices rounded to `step` currency units (1 for cents kept, 100 for whole hundreds); items
    dearer than `big` come in ones and twos."""
    out = []
    for it in rng.sample(pool, n) if n <= len(pool) else rng.choices(pool, k=n):
        q = Decimal(rng.choice([1, 1, 1, 2, 3] if big and it[4] >= big else qtys))
        if step == 1:
            p = Decimal(rng.randint(int(it[3] * 100), int(it[4] * 100))) / 100
        else:
            p = Decimal(rng.randint(int(it[3]) // step, int(it[4]) // step) * step)
        out.append((it, q, p, r2(q * p)))
    return out


def rgb_fill(d: la.Doc, x: float, y: float, w: float, h: float, c: Color) -> None:
    d.c.setFillColor(c)
    d.c.rect(x, d.h - y - h, w, h, stroke=0, fill=1)
    d.c.setFillGray(0)


# --------------------------------------------------------------------------- 1 zh-Hans outside repair order on a half sheet (A5 landscape)

ZH_PLANT = "{c}{b}化工有限公司|{c}{b}钢铁有限责任公司|{c}{b}食品股份有限公司|{c}{b}热电有限公司|{c}{b}水泥有限公司|{c}{b}制药股份有限公司"
ZH_PLANT_B = "华鲁 金泰 中盐 恒通 万基 宏达 三元 昊华 新洋 东岳".split()
ZH_REP = "{c}{b}机电设备维修有限公司|{c}市{b}泵阀维修服务部|{c}{b}电机修造厂|{c}{b}工业技术服务有限公司|{b}（{c}）液压设备有限公司|{c}{b}自动化工程有限公司"
ZH_REP_B = "精诚 永固 鑫达 恒力 顺捷 博远 力行 宏运 联创 益通".split()
ZH_CITY = ["淄博", "潍坊", "临沂", "济宁", "邯郸", "沧州", "株洲", "宜昌", "九江", "芜湖"]
ZH_EQUIP = [
    ("离心泵 IS100-65-200", "泵房"),
    ("三相异步电机 Y2-280M-4 90kW", "动力车间"),
    ("螺杆空压机 LG-20/8", "空压站"),
    ("液压站 YZ-45", "轧钢车间"),
    ("减速机 ZQ-650", "包装车间"),
    ("冷却塔风机 LFJ-4.7", "循环水站"),
    ("变频器 ACS880 132kW", "配电室"),
    ("板式换热器 BR0.5", "换热站"),
]
ZH_REP_ITEMS = [
    ("工时", "拆检、清洗、装配调试", "工时", 80, 150),
    ("工时", "电机绕组重绕（含浸漆烘干）", "台次", 1800, 4800),
    ("工时", "动平衡校验", "次", 300, 800),
    ("工时", "轴承位补焊及车削修复", "处", 450, 1200),
    ("配件", "轴承 SKF 6316-2Z/C3", "套", 380, 720),
    ("配件", "机械密封 M7N-65", "套", 650, 1600),
    ("配件", "叶轮（304不锈钢）", "件", 1200, 3600),
    ("配件", "O型圈 氟橡胶 组件", "套", 45, 160),
    ("配件", "IGBT 模块 FF450R12", "只", 1400, 2900),
    ("配件", "螺杆主机油分芯", "只", 520, 980),
    ("工时", "现场拆装及吊装", "项", 600, 2400),
    ("配件", "电缆接头及辅材", "批", 150, 600),
]


def _zhw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A5))
    m = rng.uniform(22, 28)
    right = pdf.w - m - 14  # the copy's name runs down the right edge
    wd = right - m
    bottom = pdf.h - 22
    city = rng.choice(ZH_CITY)
    buyer = cj.pick(rng, ZH_PLANT).format(c=city, b=rng.choice(ZH_PLANT_B))
    sup = cj.pick(rng, ZH_REP).format(c=rng.choice(ZH_CITY), b=rng.choice(ZH_REP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "WX{Y}{m}{n4}|WW-{y}{n5}|{Y}WX{n5}|JX{y}{m}{n3}")
    bx = cj.number(rng, d, "BX{y}{m}{d}{n3}|报修{n6}")
    asset = cj.number(rng, d, "ZC-{n6}|{n4}-{n4}|SB{n7}")
    kj = cj.number(rng, d, "WXKJ-{Y}-{n3}|HT{y}WX{n3}")
    equip, dept = rng.choice(ZH_EQUIP)
    copy = rng.choice(["第一联  存根（白）", "第二联  承修单位（红）", "第三联  财务（黄）"])
    page = [1]
    stated = stated_of(rng)
    tax = rng.choice([6, 13, 13])
    title = cj.pick(rng, "设备委外维修订单|委外维修单|设备外修订单|委托维修订单")

    def foot() -> None:
        pdf.vtext(pdf.w - m + 2, 60, copy.replace("  ", ""), 7.4, colour=GREY)
        s = f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 10, s, 6.6, align="r", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 22, f"{title}（续）", 9, bold=True)
        pdf.text(right, 22, f"№ {po}", 9.4, align="r", colour=RED)
        return 30

    y = 26
    pdf.text(pdf.w / 2 - 7, y, buyer, 11.5, align="c", bold=True)
    pdf.text(pdf.w / 2 - 7, y + 19, title, 13.5, align="c", bold=True, space=2)
    pdf.text(right, y + 19, f"№ {po}", 11, align="r", colour=RED)
    pdf.text(m, y + 19, f"开单日期：{cj.fdate(d, rng.choice(['cn', 'iso']))}", 7.6)
    y += 26
    ws = cj.rel(wd, [9, 25, 8, 20, 9, 20])
    rows = [
        ["承修单位", sup, "联系人", f"{cj.person(rng)} {cj.mobile(rng)}", "报修单号", bx],
        ["送修部门", dept, "设备名称", equip, "资产编号", asset],
        [
            "故障描述",
            cj.pick(
                rng,
                "运行中振动超标，轴承温度高，停机待修|绝缘电阻低于0.5MΩ，需返厂重绕|泄漏严重，出口压力不足|频繁报过流故障，无法启动|异响，油温高，齿面磨损",
            ),
            "协议编号",
            kj,
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=14.5, size=7, labels=(0, 2, 4), fill=PALE) + 5
    lines = lines_of(
        rng, ZH_REP_ITEMS, rng.choice([1, 2, 3, 3, 4, 5, 6, 8, 12, 16]), [1, 1, 1, 2, 2, 4, 6]
    )
    body = [
        (
            [
                str(i),
                it[1],
                it[0],
                it[2],
                f"{q:,.0f}",
                cj.money(p),
                cj.money(a),
                "" if it[0] == "工时" else cj.pick(rng, "原厂|国产|同等品"),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [4, 30, 6, 6, 6, 10, 11, 7])
    heads = ["序号", "维修项目 / 更换配件", "类别", "单位", "数量", "单价(元)", "金额(元)", "备注"]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "clcccrrc",
        rowh=13.5,
        size=6.8,
        bottom=bottom - 30,
        brk=brk,
        hh=14,
    )
    labour = sum((a for it, _q, _p, a in lines if it[0] == "工时"), ZERO)
    parts = sum((a for it, _q, _p, a in lines if it[0] == "配件"), ZERO)
    total = labour + parts
    if y + 70 > bottom:
        y = brk()
    if stated:
        tw_ = [sum(ws[:2]), sum(ws[2:6]), ws[6], ws[7]]
        y = crow(
            pdf,
            m,
            y,
            tw_,
            [
                f"工时费小计 {cj.money(labour)}　配件费小计 {cj.money(parts)}",
                f"维修费合计（含{tax}%税）",
                cj.money(total),
                "",
            ],
            "lrrl",
            h=14,
            size=7,
            bold=True,
            fill=PALE,
        )
        y = crow(
            pdf, m, y, [wd], [f"合计金额（大写）：人民币{cj.daxie(total)}"], "l", h=14, size=7.2
        )
    else:
        pdf.text(
            m,
            y + 11,
            "注：维修费用待拆检后由承修单位报价，经设备部审核后另行确认，本单不列金额合计。",
            7.2,
            colour=RED,
        )
        y += 14
    y += 12
    notes = [
        f"1. 维修质保期 {rng.choice([3, 6, 12])} 个月；更换的旧件须随修复设备一并交回送修部门。",
        f"2. 结算凭本单、维修报告及增值税发票（税率{tax}%）办理，发票备注栏注明本单号。",
    ]
    for t in notes:
        pdf.text(m, y, t, 6.8, maxw=wd)
        y += 10
    y += 16
    if y + 26 > bottom:
        y = brk() + 16
    cw = wd / 4
    for k, lab in enumerate(["送修部门负责人", "设备管理部", "分管领导", "承修单位确认"]):
        pdf.text(m + k * cw, y, f"{lab}：", 7.4)
        pdf.line(m + k * cw + 6, y + 14, m + (k + 1) * cw - 10, y + 14, lw=0.4)
    if rng.random() < 0.6:
        pdf.stamp(m + cw * 1.6, y - 4, buyer, rng, caption="设备管理部", r=26)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind27_zh_weiwai_weixiu_dingdan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zhw)


# --------------------------------------------------------------------------- 2 ja municipality's goods order (the mayor orders; amount boxed above the table)

JA_CITY = ["八王子", "藤沢", "豊橋", "高崎", "松本", "倉敷", "久留米", "長岡", "春日井", "姫路"]
JA_KA = [
    "総務部契約検査課",
    "財政部契約管財課",
    "教育委員会学校教育課",
    "消防本部総務課",
    "福祉部障害福祉課",
    "環境部清掃事業課",
]
JA_GOODS = [
    ("", "ノートパソコン 15.6型 Core i5 / 16GB", "台", 98000, 148000),
    ("", "液晶ディスプレイ 23.8型", "台", 16800, 29800),
    ("", "複合機用トナー（黒）", "本", 9800, 18500),
    ("", "PPC用紙 A4 2,500枚入", "箱", 2400, 3600),
    ("", "折りたたみ会議テーブル 1800×450", "台", 18600, 32000),
    ("", "スタッキングチェア", "脚", 6800, 12800),
    ("", "防災用保存水 500ml×24本", "ケース", 1980, 3200),
    ("", "非常用アルファ化米 50食", "箱", 14800, 21000),
    ("", "消防用ホース 65A×20m", "本", 28000, 46000),
    ("", "公用車用スタッドレスタイヤ 195/65R15", "本", 11800, 19800),
    ("", "ごみ袋 45L 指定袋（10枚×60冊）", "箱", 7200, 11800),
    ("", "AED 用電極パッド（成人用）", "組", 9800, 14800),
    ("", "書架 スチール 5段", "台", 24800, 39800),
]


def _jaj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(40, 50)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    city = rng.choice(JA_CITY)
    mayor = cj.person(rng, "ja")
    buyer = f"{city}市長"
    sup = cj.ja_firm(rng).name
    rep = f"{cj.pick(rng, '代表取締役|代表取締役社長|取締役社長')}　{cj.person(rng, 'ja')}"
    d = cj.a_date(rng)
    nendo = d.year - 2018 if d.month >= 4 else d.year - 2019
    po = cj.number(rng, d, "第{n4}号|R{y}-{n4}|{n3}-{n5}|発第{n3}号")
    shishutsu = cj.number(rng, d, "{n8}|{y}{n6}")
    quote = cj.number(rng, d, "Q{y}{m}-{n3}|見{n5}|{n6}")
    ka = rng.choice(JA_KA)
    page = [1]
    stated = stated_of(rng)
    n = rng.choice([1, 2, 3, 4, 5, 6, 7, 9, 12, 18, 26])
    lines = lines_of(rng, JA_GOODS, n, [1, 2, 3, 4, 5, 6, 10, 12, 20, 30, 50], step=10, big=50000)
    net = sum((a for *_, a in lines), ZERO)
    tax = r0(net * Decimal("0.1"))
    total = net + tax
    boxed = rng.random() < 0.6

    def foot() -> None:
        s = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 20, s, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"発注書（続き）　発注番号 {po}", 9, bold=True)
        pdf.text(right, 40, f"{sup}　様", 8.6, align="r")
        return 50

    y = 44
    pdf.text(right, y, f"発注番号　{po}", 9.4, align="r")
    pdf.text(right, y + 13, f"令和{nendo}年度　{cj.fdate(d, 'reiwa')}", 8.6, align="r")
    y += 40
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "発　注　書|物品発注書|発注書（物品購入）"),
        18,
        align="c",
        bold=True,
        space=2,
    )
    y += 30
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(m + 8, y + 16, f"{rep}　様", 10)
    pdf.line(m, y + 20, m + 240, y + 20, lw=0.6)
    bx = right - 200
    pdf.text(
        bx,
        y + 8,
        f"{city}市{cj.pick(rng, '本町|中央|元町|栄町|大手町')}{rng.randint(1, 5)}丁目{rng.randint(1, 20)}番{rng.randint(1, 30)}号",
        7.6,
    )
    pdf.text(bx, y + 26, f"発注者　{buyer}　{mayor}", 10.5, bold=True)
    pdf.stamp(right - 16, y + 22, f"{city}市長之印", rng, shape="square", r=20)
    pdf.text(bx, y + 42, f"担当　{ka}　{cj.person(rng, 'ja')}", 7.6)
    pdf.text(bx, y + 53, f"電話 {cj.ja_tel(rng)}（内線 {rng.randint(200, 899)}）", 7.6)
    y += 76
    pdf.text(m, y, "下記のとおり発注します。受注の際は、請書を提出してください。", 9)
    y += 14
    if stated and boxed:
        pdf.rect(m, y, 270, 26, lw=1.2)
        pdf.rect(m, y, 80, 26, fill=PALE, lw=1.2)
        pdf.text(m + 40, y + 17, "発注金額", 10, align="c", bold=True)
        pdf.text(m + 262, y + 17, f"￥{r0(total):,.0f}－", 13, align="r", bold=True)
        pdf.text(m + 276, y + 17, f"（うち消費税及び地方消費税額 ￥{tax:,.0f}）", 7.8)
        y += 36
    rows = [
        [
            "件　　名",
            cj.pick(
                rng,
                f"{ka.split('部')[0]}用物品の購入|{ka[-3:]}備品購入|防災備蓄品の購入|事務用品の購入（単価契約分を除く）",
            ),
        ],
        ["納入期限", cj.fdate(cj.later(rng, d, 14, 60), "reiwa")],
        [
            "納入場所",
            f"{city}市役所 {cj.pick(rng, '本庁舎3階|第二庁舎倉庫|消防本部|清掃工場管理棟|市立中央図書館')}",
        ],
        ["支払条件", "検収後、適法な請求書を受理した日から30日以内"],
        ["見積書番号", f"{quote}（{cj.fdate(d - timedelta(days=rng.randint(3, 20)), 'reiwa')}付）"],
        [
            "予算科目",
            f"一般会計　{cj.pick(rng, '総務費|教育費|消防費|衛生費|民生費')}　{cj.pick(rng, '需用費 消耗品費|備品購入費|需用費')}",
        ],
        ["支出負担行為番号", shishutsu],
    ]
    y = kgrid(pdf, m, y, [100, wd - 100], rows, h=17, size=8.4, labels=(0,), fill=PALE) + 10
    body = [
        ([str(i), it[1], f"{q:,.0f}", it[2], f"{p:,.0f}", f"{a:,.0f}"], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [5, 45, 8, 7, 14, 16])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["No.", "品名・規格", "数量", "単位", "単価（円）", "金額（円）"],
        body,
        "clrcrr",
        rowh=17,
        size=8,
        bottom=bottom - 40,
        brk=brk,
    )
    if y + 90 > bottom:
        y = brk()
    if stated:
        tw_ = [sum(ws[:5]), ws[5]]
        for lab, v, b in [
            ("小　計", net, False),
            ("消費税等（10%）", tax, False),
            ("合　計", total, True),
        ]:
            y = crow(
                pdf,
                m,
                y,
                tw_,
                [lab, f"{v:,.0f}"],
                "rr",
                h=16,
                size=8.6,
                bold=b,
                fill=PALE if b else None,
            )
    else:
        pdf.text(
            m,
            y + 14,
            "※ 単価契約のため、支払金額は納入実績数量に単価を乗じた額とします（合計額は記載しません）。",
            8.2,
        )
        y += 14
    y += 20
    for t in [
        "１　納品の際は、納品書に本発注番号を必ず記載してください。",
        "２　請求書は検収完了後に、担当課あてに提出してください。",
        "３　この発注に定めのない事項は、" + f"{city}市契約規則によるものとします。",
    ]:
        pdf.text(m, y, t, 8)
        y += 13
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind27_ja_jichitai_buppin_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jaj)


# --------------------------------------------------------------------------- 3 ko school's meal-ingredient order (approval boxes, tax-free and taxable sums)

KO_SCHOOL = "{c}{s}초등학교|{c}{s}중학교|{c}{s}고등학교|{c}{s}여자중학교|{c}{s}초등학교 병설유치원"
KO_SCHOOL_S = "한빛 새솔 푸른 대청 동백 매봉 은행 솔빛 다온 하늘".split()
KO_CITY = ["수원", "청주", "전주", "천안", "김해", "포항", "원주", "구미", "순천", "익산"]
KO_VENDOR = "(주){s}푸드|{s}유통|농업회사법인 {s}(주)|{s}수산|(주){s}에프앤비|{s}식품(주)|{s}농산"
KO_VENDOR_S = "우리 다솜 참 신선 한결 늘봄 초록 바른 햇살 정성".split()
KO_FOOD = [
    ("면세", "쌀(일반미)", "20kg", "국내산", "포", 52000, 62000),
    ("면세", "배추", "상품", "국내산", "kg", 1200, 2600),
    ("면세", "양파", "중", "국내산", "kg", 1400, 2400),
    ("면세", "돼지고기 앞다리", "1등급", "국내산", "kg", 9800, 13800),
    ("면세", "닭고기 절단육", "냉장", "국내산", "kg", 6200, 8900),
    ("면세", "계란", "특란 30구", "국내산", "판", 6800, 9200),
    ("면세", "두부", "부침용 3kg", "국내산", "판", 7200, 9800),
    ("면세", "고등어", "손질 냉동", "노르웨이산", "kg", 8400, 12600),
    ("면세", "애호박", "상품", "국내산", "개", 900, 1800),
    ("과세", "양조간장", "13L", "국내제조", "통", 28000, 36000),
    ("과세", "카놀라유", "18L", "국내제조", "통", 52000, 68000),
    ("과세", "고추장", "14kg", "국내제조", "통", 58000, 76000),
    ("과세", "떠먹는 요구르트", "85g", "국내제조", "개", 380, 620),
    ("과세", "냉동 김치만두", "1kg", "국내제조", "봉", 6800, 9400),
    ("과세", "사각어묵", "1kg", "국내제조", "봉", 5200, 7800),
    ("과세", "참기름", "1.8L", "국내제조", "병", 24000, 32000),
]


def _kos(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 36
    city = rng.choice(KO_CITY)
    buyer = cj.pick(rng, KO_SCHOOL).format(c=city, s=rng.choice(KO_SCHOOL_S))
    sup = cj.pick(rng, KO_VENDOR).format(s=rng.choice(KO_VENDOR_S))
    d = cj.a_date(rng)
    meal = cj.later(rng, d, 2, 9)
    po = cj.number(rng, d, "{Y}-{m}{d}-{n2}|발주{y}{m}{n3}|{Y}{m}{d}{n3}|SF-{y}-{n4}")
    eat = cj.number(rng, d, "E{Y}{n5}-00|{Y}-{n5}-01")
    ctr = cj.number(rng, d, "계약 제{Y}-{n3}호|{Y}{n4}")
    brn = f"{rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}"
    page = [1]
    stated = stated_of(rng)
    who = lambda: (
        f"{rng.choice('김이박최정강조윤장임한오')}{rng.choice(['수진', '민정', '현주', '영호', '은희', '지영', '상훈', '미라'])}"
    )  # noqa: E731

    def foot() -> None:
        s = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 18, s, 7.4, align="c", colour=GREY)
        pdf.text(m, pdf.h - 18, f"{buyer} 행정실", 6.8, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"식재료 발주서 (계속)  발주번호: {po}", 9, bold=True)
        return 42

    y = 40
    # the approval boxes
    bw, lab = 46, ["담 당", "영양교사", "행정실장", "교 장"]
    bx = right - bw * 4
    pdf.rect(bx - 16, y - 14, 16, 52, lw=0.6)
    pdf.vtext(bx - 8, y - 2, "결재", 8)
    for k, s in enumerate(lab):
        pdf.rect(bx + k * bw, y - 14, bw, 14, fill=PALE, lw=0.6)
        pdf.text(bx + k * bw + bw / 2, y - 4, s, 7.2, align="c")
        pdf.rect(bx + k * bw, y, bw, 38, lw=0.6)
    pdf.text(
        m,
        y + 6,
        cj.pick(rng, "학교급식 식재료 발주서|식 재 료 발 주 서|급식 식품 발주서"),
        17,
        bold=True,
        space=1,
    )
    pdf.text(m, y + 24, buyer, 10.5)
    y += 52
    ws = cj.rel(wd, [11, 22, 11, 22, 11, 23])
    rows = [
        [
            "발주번호",
            po,
            "발주일자",
            cj.fdate(d, "dot"),
            "급식일자",
            f"{cj.fdate(meal, 'dot')} ({'월화수목금토일'[meal.weekday()]})",
        ],
        ["납품업체", sup, "사업자번호", brn, "대표자", who()],
        [
            "입찰공고",
            eat,
            "계약번호",
            ctr,
            "납품시각",
            cj.pick(rng, "07:30 이전|08:00까지|07:00~08:00"),
        ],
        [
            "납품장소",
            f"{buyer} 급식실 검수실",
            "검수자",
            f"{who()} 영양교사",
            "연락처",
            f"0{rng.choice([31, 43, 63, 41, 55])}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
        ],
    ]
    y = kgrid(pdf, m, y, ws, rows, h=16, size=7.4, labels=(0, 2, 4), fill=PALE) + 8
    n = rng.choice([2, 3, 4, 5, 6, 8, 10, 12, 16, 24])
    picked = rng.sample(KO_FOOD, n) if n <= len(KO_FOOD) else rng.choices(KO_FOOD, k=n)
    body, free, taxable = [], ZERO, ZERO
    for i, (kind, name, spec, origin, unit, lo, hi) in enumerate(picked, 1):
        p = Decimal(rng.randint(lo // 10, hi // 10) * 10)
        q = Decimal(
            rng.choice([2, 3, 5, 8, 10, 12, 15, 20, 30, 40, 60, 120])
            if p < 3000
            else rng.choice([1, 2, 3, 4, 5, 6, 8])
        )
        a = p * q
        if kind == "면세":
            free += a
        else:
            taxable += a
        body.append(
            ([str(i), name, spec, origin, unit, f"{q:,.0f}", f"{p:,.0f}", f"{a:,.0f}", kind], a)
        )
    ws = cj.rel(wd, [4, 17, 11, 10, 6, 7, 10, 12, 7])
    heads = ["번호", "식품명", "규격", "원산지", "단위", "수량", "단가", "금액", "과세"]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllccrrrc",
        rowh=15,
        size=7.4,
        bottom=bottom - 44,
        brk=brk,
        hh=16,
    )
    vat = r0(taxable * Decimal("0.1"))
    total = free + taxable + vat
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        cw = wd / 4
        y = above(
            pdf,
            m,
            y,
            [cw] * 4,
            [
                "면세 금액",
                "과세 공급가액",
                "부가세 (10%)",
                cj.pick(rng, "합계 금액|총 발주금액|발주 합계"),
            ],
            [f"{free:,.0f}", f"{taxable:,.0f}", f"{vat:,.0f}", f"₩{total:,.0f}"],
            size=9,
            h=17,
        )
    else:
        pdf.text(
            m,
            y + 10,
            "※ 금액은 검수 후 실제 납품 수량으로 정산하며, 본 발주서에는 합계를 기재하지 않습니다.",
            8.2,
        )
        y += 14
    y += 18
    for t in [
        "1. 모든 식재료는 학교급식 식재료 품질관리기준에 적합하여야 하며, 원산지를 정확히 표시하여야 합니다.",
        "2. 냉장 식품은 0~10°C, 냉동 식품은 -18°C 이하로 운반하고 검수 시 온도를 기록합니다.",
        "3. 거래명세서에 발주번호를 기재하고, 대금은 검수 완료 후 교육비특별회계로 지급합니다.",
    ]:
        pdf.text(m, y, t, 7.6, maxw=wd)
        y += 13
    y += 14
    if y + 30 > bottom:
        y = brk() + 10
    pdf.text(right - 30, y, f"{buyer}장", 10.5, align="r", bold=True)
    if rng.random() < 0.7:
        pdf.stamp(right - 36, y - 4, f"{buyer}장", rng, shape="square", r=16)
    foot()
    out = cfinish(pdf, "ko", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind27_ko_hakgyo_geupsik_baljuseo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kos)


# --------------------------------------------------------------------------- 4 en-ZM mining company's revised purchase order

ZM_BUY = "{s} Copper Mines Plc|{s} Mining Company Limited|{s} Minerals (Zambia) Ltd|{s} Copperbelt Resources Limited"
ZM_BUY_S = [
    "Mwinilunga",
    "Kafue Basin",
    "Lumwana East",
    "Mufumbwe",
    "Chililabombwe North",
    "Solwezi Hills",
    "Kasempa",
    "Luanshya Deep",
]
ZM_SUP = "{s} Engineering Supplies Ltd|{s} Bearings & Transmission Limited|{s} Hydraulics (Z) Limited|{s} Mining Consumables Ltd|{s} Industrial & Safety Ltd|{s} Pump Services Zambia Limited"
ZM_SUP_S = [
    "Copperbelt",
    "Kitwe",
    "Ndola",
    "Chingola",
    "Kalulushi",
    "Mufulira",
    "Nkana",
    "Chambeshi Valley",
    "Kansenshi",
    "Zambezi",
]
ZM_TOWN = [
    "Kitwe",
    "Ndola",
    "Chingola",
    "Solwezi",
    "Mufulira",
    "Kalulushi",
    "Chililabombwe",
    "Lusaka",
]
ZM_ITEMS = [
    ("10023418", "BEARING, ROLLER SPHERICAL 22320 EK/C3", "EA", 1850, 3400),
    ("10031907", "LINER, MILL SHELL, CR-MO, SAG MILL", "EA", 48000, 86000),
    ("10040221", 'HOSE, HYDRAULIC 1" 4SH x 2.5m ASSY', "EA", 620, 1400),
    ("10052876", "GRINDING MEDIA, FORGED BALL 125mm", "TON", 14800, 19600),
    ("10061133", "CABLE, TRAILING 3C 95mm2 11kV", "M", 780, 1250),
    ("10070045", "FILTER ELEMENT, OIL, CAT 1R-0716", "EA", 310, 690),
    ("10083392", "BELT, CONVEYOR 1200mm EP630/4 8+3", "M", 2900, 4600),
    ("10090814", "GLOVES, LEATHER, WELDING, PAIR", "PR", 65, 140),
    ("10101560", "REAGENT, SODIUM ETHYL XANTHATE (SEX) 25kg", "BAG", 1650, 2450),
    ("10112208", "PUMP SPARES KIT, WARMAN 8/6 AH", "SET", 21000, 38000),
    ("10124471", "BOLT, HEX M24 x 100 GR 8.8 GALV", "EA", 18, 42),
    ("10131905", "DIESEL EXHAUST FLUID 1000L IBC", "EA", 9800, 14500),
]


def _zm(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|libnarrow|dejavu"))
    m = rng.uniform(30, 38)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    town = rng.choice(ZM_TOWN)
    buyer = la.pick(rng, ZM_BUY).format(s=rng.choice(ZM_BUY_S))
    sup = la.pick(rng, ZM_SUP).format(s=rng.choice(ZM_SUP_S))
    dt = a_day(rng)
    orig = dt - timedelta(days=rng.randint(6, 90))
    rev = rng.choice([1, 1, 2, 3])
    po = la.digits(rng, rng.choice(["4500######", "PO-######", "45########", "ZM-PO-#####"]))
    mr = la.digits(rng, rng.choice(["MR-######", "10#######", "PR ######"]))
    agr = la.digits(rng, rng.choice(["OA-####-###", "CW-##-####", "4600######"]))
    vno = la.digits(rng, "2######")
    usd = rng.random() < 0.4
    ccy = "USD" if usd else "ZMW"
    fx = Decimal(1) if not usd else Decimal("0.038")
    page = [1]
    stated = stated_of(rng)
    navy = rng.random() < 0.5

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 20, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 20,
            f"PO {po}  Rev. {rev}  |  Printed {dt:%d-%b-%Y}  |  This order is subject to {buyer}'s General Conditions of Purchase",
            6.2,
            grey=0.4,
            maxw=wd - 70,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, buyer, 10, b=True)
        d.t(r, 40, f"Purchase Order {po}  -  Revision {rev}", 9, al="r", b=True)
        d.line(m, 46, r, 46, 0.8)
        return 56

    y = 44
    if navy:
        rgb_fill(d, m, y - 16, 6, 46, NAVY)
    x0 = m + (12 if navy else 0)
    title = la.pick(rng, "PURCHASE ORDER|PURCHASE ORDER - REVISED|PURCHASE ORDER (AMENDMENT)")
    d.t(r, 44, title, 13, b=True, al="r")
    d.t(x0, y, buyer, 13.5, b=True, maxw=r - x0 - d.width(title, 13, True) - 16)
    y = d.lines(
        x0,
        y + 4,
        [
            f"Plot {rng.randint(100, 9999)}, {la.pick(rng, 'Mine Road|Freedom Way|Independence Avenue|Kabompo Road|Obote Avenue')}, P.O. Box {rng.randint(10, 99999)}, {town}, Zambia",
            f"TPIN: 100{la.digits(rng, '#######')}   Tel: +260 212 {la.digits(rng, '######')}   procurement@{buyer.split()[0].lower()}.co.zm",
        ],
        7.2,
    )
    y += 8
    bw = 220
    bx = r - bw
    kv = [
        ("PO Number", po),
        ("Revision", f"{rev}"),
        ("Revision Date", f"{dt:%d-%b-%Y}"),
        ("Original PO Date", f"{orig:%d-%b-%Y}"),
        (
            "Buyer",
            la.pick(
                rng,
                "Mwila Chanda|Bwalya Mulenga|Natasha Phiri|Kelvin Banda|Mutale Kapambwe|Grace Tembo",
            ),
        ),
        ("Currency", ccy),
    ]
    d.box(bx, y, bw, len(kv) * 13 + 6)
    for k, (lab, val) in enumerate(kv):
        d.t(bx + 6, y + 13 + k * 13, lab, 7.6, b=True)
        d.t(bx + 92, y + 13 + k * 13, val, 8.2, b=lab == "PO Number")
    top = y
    vb = [
        sup,
        f"Vendor No. {vno}",
        f"Plot {rng.randint(1, 4999)}, {la.pick(rng, 'Heavy Industrial Area|Light Industrial Area|Chingola Road|Kafue Road|Chibuluma Road')}",
        f"{rng.choice(ZM_TOWN)}, Zambia",
        f"TPIN {la.digits(rng, '100#######')}",
    ]
    d.t(m, y + 8, "VENDOR", 7.2, b=True, grey=0.35)
    yv = d.lines(m, y + 11, vb, 8.2, b_first=True)
    d.t(m, yv + 10, "SHIP TO", 7.2, b=True, grey=0.35)
    yv = d.lines(
        m,
        yv + 13,
        [
            la.pick(
                rng,
                "Central Stores, Gate 3|Concentrator Warehouse|Main Stores - Receiving Bay 2|Open Pit Workshop Stores",
            ),
            f"{la.pick(rng, 'Solwezi|Chingola|Kalumbila|Chililabombwe|Luanshya')}, {la.pick(rng, 'North-Western|Copperbelt')} Province",
        ],
        7.8,
        b_first=True,
    )
    y = max(yv, top + len(kv) * 13 + 6) + 10
    need = dt + timedelta(days=rng.randint(10, 60))
    labels = ["Requisition", "Outline Agreement", "Incoterms", "Payment Terms", "Need-by Date"]
    vals = [
        mr,
        agr,
        la.pick(rng, "DAP Site|DDP Mine Stores|FCA Johannesburg|EXW Kitwe"),
        la.pick(rng, "Net 30|Net 45 days from GRN|Net 60|30 days EOM"),
        f"{need:%d-%b-%Y}",
    ]
    y = d.grid(m, y, [wd / 5] * 5, labels, vals, size=7.8, shade=0.9) + 8
    prev = ZERO
    lines = lines_of(
        rng,
        ZM_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 30, 42]),
        [1, 2, 2, 4, 5, 6, 10, 20, 50],
        big=20000,
    )
    lines = [(it, q, r2(p * fx), r2(q * r2(p * fx))) for it, q, p, _a in lines]
    body = []
    disc_total, gross = ZERO, ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        dp = rng.choice([0, 0, 0, 2.5, 5, 10])
        disc = r2(a * Decimal(str(dp)) / 100)
        disc_total += disc
        gross += a
        body.append(
            (
                [
                    str(i * 10),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    it[2],
                    us(p),
                    f"{dp:g}" if dp else "-",
                    us(a - disc),
                ],
                a - disc,
            )
        )
    ws = [wd * f for f in (0.06, 0.11, 0.37, 0.07, 0.06, 0.12, 0.07, 0.14)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Line", "Item", "Description", "Qty", "UOM", "Unit Price", "Disc %", f"Net ({ccy})"],
        body,
        "cllrcrrr",
        size=7.2,
        rowh=14,
        bottom=bottom - 30,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    net = gross - disc_total
    vat = r2(net * Decimal("0.16"))
    total = net + vat
    prev = r2(total * Decimal(str(rng.choice([0.82, 0.9, 1.07, 1.15, 1.25]))))
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Gross Value", us(gross), False)]
        if disc_total:
            rows.append(("Less: Line Discounts", f"-{us(disc_total)}", False))
            rows.append(("Net Value", us(net), False))
        rows += [
            ("VAT @ 16%", us(vat), False),
            (
                la.pick(
                    rng,
                    f"Total Order Value ({ccy})|TOTAL PO VALUE {ccy}|Revised Order Total ({ccy})",
                ),
                us(total),
                True,
            ),
        ]
        y = d.summary(r - 230, r - 4, y, rows, 8.4, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Schedule-rate order: values will be confirmed on the goods received note; no order value is stated on this revision.",
            8,
            wd * 0.7,
        )
    y += 10
    note = f"Revision {rev} supersedes all previous issues of this order. Reason for change: {la.pick(rng, 'quantity change|price revision per agreed escalation|line added|delivery date extended|change of delivery point')}."
    if stated:
        note += f" Previous order value (Rev. {rev - 1}): {ccy} {us(prev)}."
    y = wrapped(d, m, y, note, 7.6, wd, b=True)
    y += 4
    for t in [
        "Quote the PO number and line numbers on all delivery notes, packing lists and tax invoices (ZRA Smart Invoice).",
        "Deliveries are received Monday to Friday, 07:00-15:00; all drivers must complete site safety induction.",
        "Withholding tax will be applied where required by the Income Tax Act.",
    ]:
        y = wrapped(d, m, y, t, 7, wd, grey=0.3)
    y += 34
    if y + 30 > bottom:
        y = brk() + 30
    d.sign(m, y, 170, "Authorised - Supply Chain Manager", 7.2)
    d.sign(m + 200, y, 140, "Date", 7.2)
    d.sign(r - 170, y, 170, "Accepted for and on behalf of the Vendor", 7.2)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind27_en_zm_mine_po_revision(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zm)


# --------------------------------------------------------------------------- 5 en-FJ resort's purchase order (landscape, three header columns)

FJ_RESORT = "{s} Island Resort & Spa|{s} Beach Resort Limited|The {s} Resort, Fiji|{s} Bay Resort Pte Limited|{s} Lagoon Resort"
FJ_RESORT_S = [
    "Vatulele",
    "Namotu Reef",
    "Coral Coast",
    "Mamanuca Sands",
    "Savusavu Bay",
    "Taveuni Palms",
    "Natadola Sun",
    "Yasawa Blue",
    "Beqa Lagoon",
]
FJ_SUP = "{s} Wholesalers Pte Limited|{s} Trading Company Limited|{s} Fresh Produce Supplies|{s} Hardware & Marine Ltd|{s} Food Distributors (Fiji) Limited|{s} Hospitality Supplies Pte Ltd"
FJ_SUP_S = [
    "Lautoka",
    "Nadi Bay",
    "Suva Harbour",
    "Ba Valley",
    "Sigatoka",
    "Western",
    "Pacific Isle",
    "Labasa",
    "Viti",
]
FJ_DEPT = [
    ("F&B", "4100"),
    ("Kitchen", "4110"),
    ("Housekeeping", "5200"),
    ("Engineering", "6300"),
    ("Spa", "7100"),
    ("Front Office", "3100"),
]
FJ_ITEMS = [
    ("FB-1021", "Fiji Water 500ml x 24", "CTN", 24, 34, "F&B"),
    ("FB-1108", "Kava (yaqona) powder 1kg", "KG", 65, 95, "F&B"),
    ("KT-2010", "Taro (dalo) fresh", "KG", 3.2, 5.5, "Kitchen"),
    ("KT-2033", "Walu fillet, frozen", "KG", 24, 36, "Kitchen"),
    ("KT-2051", "Coconut cream 400ml x 24", "CTN", 42, 58, "Kitchen"),
    ("KT-2077", "Rewa butter 500g", "EA", 7.5, 9.8, "Kitchen"),
    ("HK-3004", "Bath towel 70x140 white 600gsm", "EA", 28, 42, "Housekeeping"),
    ("HK-3019", "Guest amenity kit (shampoo, lotion, soap)", "SET", 3.8, 6.5, "Housekeeping"),
    ("EN-4002", "Pool chlorine granules 40kg", "DRUM", 290, 420, "Engineering"),
    ("EN-4017", "LED lamp E27 9W warm white", "EA", 6.5, 12, "Engineering"),
    ("EN-4030", "Outboard oil 2-stroke 4L", "EA", 68, 96, "Engineering"),
    ("SP-5001", "Virgin coconut oil 5L", "EA", 95, 140, "Spa"),
    ("FO-6002", "Thermal paper rolls 80mm (box 50)", "BOX", 78, 110, "Front Office"),
]


def _fj(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "helv|times|libsans|djcond"))
    m = rng.uniform(26, 34)
    r = d.w - m
    wd = r - m
    bottom = d.h - 30
    buyer = la.pick(rng, FJ_RESORT).format(s=rng.choice(FJ_RESORT_S))
    sup = la.pick(rng, FJ_SUP).format(s=rng.choice(FJ_SUP_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO#####", "######", "P0######", "FJ-PO-####"]))
    req = la.digits(rng, rng.choice(["SR-#####", "REQ ####", "MR#####"]))
    acct = la.digits(rng, rng.choice(["V####", "SUP-###", "C#####"]))
    dept, cc = rng.choice(FJ_DEPT)
    page = [1]
    stated = stated_of(rng)
    island = rng.random() < 0.5

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 14, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 14,
            "White - Supplier   Pink - Accounts Payable   Green - Receiving   Yellow - Purchasing",
            6.6,
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 30, f"{buyer}  -  Purchase Order {po} (continued)", 9.4, b=True)
        return 38

    y = 36
    d.t(m, y, buyer, 15, b=True)
    d.t(
        m,
        y + 12,
        f"{la.pick(rng, 'Private Mail Bag|P.O. Box')} {rng.randint(10, 999)}, {la.pick(rng, 'Nadi Airport|Savusavu|Sigatoka|Lautoka|Pacific Harbour')}, Fiji   Ph: +679 {la.digits(rng, '### ####')}   TIN: {la.digits(rng, '50-#####-0-#')}",
        7.4,
        grey=0.3,
    )
    d.t(r, y, "PURCHASE ORDER", 17, b=True, al="r")
    d.line(m, y + 18, r, y + 18, 1.2)
    y += 28
    cw = (wd - 20) / 3
    # three columns: supplier, deliver to, order details
    d.t(m, y + 8, "SUPPLIER", 7.4, b=True, grey=0.35)
    d.lines(
        m,
        y + 12,
        [
            sup,
            f"{la.pick(rng, 'Lot|Plot')} {rng.randint(1, 99)} {la.pick(rng, 'Vitogo Parade|Queens Road|Waimanu Road|Namaka Industrial Estate|Walu Bay')}",
            f"{rng.choice(FJ_SUP_S).split()[0]}, Fiji",
            f"Supplier A/C: {acct}",
            f"VAT Reg: {la.digits(rng, '50-#####-0-#')}",
        ],
        8,
        b_first=True,
    )
    x2 = m + cw + 10
    d.t(x2, y + 8, "DELIVER TO", 7.4, b=True, grey=0.35)
    dl = [f"{buyer} - Receiving Dock", f"Attn: {dept} Store"]
    if island:
        dl += [
            f"via {la.pick(rng, 'Port Denarau|Lautoka Wharf|Suva Wharf')} - {la.pick(rng, 'resort boat|inter-island barge|seaplane cargo')}",
            "Supplier to deliver to wharf by 2pm",
        ]
    else:
        dl += ["Mon-Sat 7.00am - 3.00pm", "Gate pass required"]
    d.lines(x2, y + 12, dl, 8, b_first=True)
    x3 = m + 2 * (cw + 10)
    det = [
        ("PO No.", po),
        ("PO Date", f"{dt:%d/%m/%Y}"),
        ("Requisition No.", req),
        ("Department", dept),
        ("Cost Centre", cc),
        ("Required By", f"{dt + timedelta(days=rng.randint(2, 21)):%d/%m/%Y}"),
    ]
    d.box(x3, y, cw, len(det) * 12.5 + 6, fill=0.94)
    for k, (lab, val) in enumerate(det):
        d.t(x3 + 6, y + 13 + k * 12.5, lab, 7.8, b=True)
        d.t(x3 + 88, y + 13 + k * 12.5, val, 8.4, b=lab == "PO No.")
    y += len(det) * 12.5 + 16
    lines = lines_of(
        rng,
        FJ_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 13, 18, 24]),
        [1, 2, 4, 5, 6, 10, 12, 20, 24, 50],
        big=250,
    )
    body = [
        ([str(i), it[0], it[1], it[5], it[2], f"{q:,.0f}", us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.04, 0.09, 0.39, 0.12, 0.07, 0.08, 0.1, 0.11)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["#", "Item Code", "Description", "Dept", "Unit", "Qty", "Unit Price (VEP)", "Amount FJD"],
        body,
        "cllclrrr",
        size=7.6,
        rowh=14,
        bottom=bottom - 20,
        brk=brk,
        hrgb=(0.0, 0.38, 0.45) if rng.random() < 0.5 else None,
        carry=("Carried forward", "Brought forward", us, 2, 7) if rng.random() < 0.5 else None,
    )
    sub = sum((a for *_, a in lines), ZERO)
    freight = Decimal(rng.choice([45, 60, 85, 120, 150])) if island else ZERO
    vat = r2((sub + freight) * Decimal("0.15"))
    total = sub + freight + vat
    if y + 90 > bottom:
        y = brk()
    y += 8
    xl = r - 210
    if stated:
        rows = [("Sub Total (VEP)", us(sub), False)]
        if freight:
            rows.append(("Freight / Wharfage", us(freight), False))
        rows += [
            ("VAT 15%", us(vat), False),
            (la.pick(rng, "TOTAL FJD|Total (VIP) FJ$|ORDER TOTAL FJD"), us(total), True),
        ]
        d.summary(xl, r - 4, y, rows, 8.6, shade=0.86)
    else:
        wrapped(
            d,
            xl,
            y + 4,
            "Prices as per current supplier price list; invoice at delivered quantities (VAT 15% to be shown separately).",
            7.6,
            210,
        )
    yy = y
    for t in [
        "1. Please quote our PO number on all invoices and delivery dockets. Invoices without a PO number will not be paid.",
        "2. Perishables must be delivered chilled; items not meeting resort specifications will be rejected at receiving.",
        "3. Payment 30 days from end of month of invoice, by direct credit.",
    ]:
        yy = wrapped(d, m, yy, t, 7.2, wd - 240, grey=0.25)
    yy += 34
    if yy + 20 > bottom:
        yy = brk() + 30
    for k, lab in enumerate(
        ["Requested by (HOD)", "Purchasing Officer", "Financial Controller / GM"]
    ):
        d.sign(m + k * 150, yy, 130, lab, 7)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind27_en_fj_resort_po_landscape(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fj)


# --------------------------------------------------------------------------- 6 en-NP hydropower company's work order (W.O. number, dispatch number, B.S. date)

NP_BUY = "{s} Hydropower Limited|{s} Hydro Power Company Ltd.|{s} Jalavidhyut Company Limited|{s} Hydroelectric Project (P.) Ltd."
NP_BUY_S = [
    "Upper Tamakoshi Khola",
    "Madi Khola",
    "Likhu Gorge",
    "Upper Myagdi",
    "Solu Dudh",
    "Daraudi Valley",
    "Upper Marsyangdi East",
    "Tila Karnali",
    "Sankhuwa",
]
NP_SUP = "{s} Construction Pvt. Ltd.|{s} Builders & Suppliers|{s} Nirman Sewa Pvt. Ltd.|{s} Engineering Works|{s} Electro Mechanical Pvt. Ltd.|{s} Traders & Suppliers"
NP_SUP_S = [
    "Gorkha",
    "Himal",
    "Sagarmatha",
    "Bagmati",
    "Kalika",
    "Annapurna",
    "Janakpur",
    "Shree Ganesh",
    "Pashupati",
    "Machhapuchhre",
]
NP_DIST = [
    "Dolakha",
    "Lamjung",
    "Myagdi",
    "Solukhumbu",
    "Gorkha",
    "Sankhuwasabha",
    "Okhaldhunga",
    "Kaski",
    "Rasuwa",
]
NP_WORK = [
    ("", "Excavation in soil for access road, incl. disposal within 100 m", "cum", 320, 560),
    ("", "Stone masonry in 1:4 cement sand mortar (retaining wall)", "cum", 9800, 13600),
    ("", "PCC 1:2:4 in foundation (M15)", "cum", 14500, 18900),
    ("", "Reinforcement steel Fe500, cutting, bending and placing", "MT", 128000, 156000),
    ("", "Gabion wall with 10 SWG wire mesh, filled with stones", "cum", 5200, 7400),
    ("", "Supply and laying of 200 mm HDPE pipe (PN 6)", "m", 1650, 2400),
    ("", "Shotcrete 75 mm thick with wire mesh, headrace tunnel", "sqm", 3400, 4800),
    ("", "Rock bolt 25 mm dia., 3 m long, fully grouted", "nos", 4200, 6100),
    ("", "Supply and installation of 33 kV ACSR Dog conductor", "km", 185000, 240000),
    ("", "Hire of excavator (PC 200) with operator and fuel", "hr", 4200, 5600),
    ("", "Dewatering with 5 HP pump including operation", "day", 2600, 3900),
    ("", "Formwork for walls and columns (plywood)", "sqm", 780, 1150),
]


NP_QTY = {
    "cum": (20, 600),
    "MT": (2, 36),
    "km": (1, 6),
    "hr": (40, 360),
    "day": (10, 90),
    "nos": (20, 240),
    "sqm": (60, 900),
    "m": (40, 1200),
}


def bs_date(dt: date) -> str:
    """An approximate Bikram Sambat date (2082-03-16) for a Gregorian one."""
    start = date(dt.year, 4, 14)
    if dt < start:
        start = date(dt.year - 1, 4, 14)
    days = (dt - start).days
    return f"{start.year + 57}-{min(days // 31 + 1, 12):02d}-{days % 31 + 1:02d}"


def _np(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "times|libserif|helv|djserif"))
    m = rng.uniform(42, 54)
    r = d.w - m
    wd = r - m
    bottom = d.h - 44
    buyer = la.pick(rng, NP_BUY).format(s=rng.choice(NP_BUY_S))
    sup = la.pick(rng, NP_SUP).format(s=rng.choice(NP_SUP_S))
    dist = rng.choice(NP_DIST)
    dt = a_day(rng)
    bs = bs_date(dt)
    fy = f"{int(bs[:4]) - (1 if int(bs[5:7]) < 4 else 0)}/{(int(bs[:4]) - (1 if int(bs[5:7]) < 4 else 0) + 1) % 100:02d}"
    wo = la.digits(rng, rng.choice([f"WO/{fy}/###", f"{fy}/WO-##", "WO-####", f"HPL/WO/###/{fy}"]))
    disp = la.digits(rng, "###")
    ref = la.digits(
        rng,
        rng.choice([f"Ref. No.: {buyer.split()[0][:3].upper()}/PROC/{fy}/###", f"Ref.: ###/{fy}"]),
    )
    quo = la.digits(rng, rng.choice(["Q-###", "###", "QTN/##/###"]))
    page = [1]
    stated = stated_of(rng)

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(d.w / 2, d.h - 24, s, 7.2, al="c", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"Work Order No. {wo} (contd.)", 9, b=True)
        return 54

    y = 46
    d.t(d.w / 2, y, buyer.upper() if rng.random() < 0.5 else buyer, 14.5, b=True, al="c")
    d.t(
        d.w / 2,
        y + 13,
        f"Corporate Office: {la.pick(rng, 'Baluwatar|Naxal|Thapathali|Sinamangal|Jawalakhel, Lalitpur|Babarmahal')}, Kathmandu, Nepal  |  Tel: 01-{la.digits(rng, '#######')}",
        7.8,
        al="c",
    )
    d.t(
        d.w / 2,
        y + 24,
        f"Project Site Office: {dist} District  |  PAN: {la.digits(rng, '60#######')}",
        7.8,
        al="c",
    )
    d.line(m, y + 30, r, y + 30, 1.2)
    d.line(m, y + 32.5, r, y + 32.5, 0.4)
    y += 48
    d.t(m, y, f"Dispatch No.: {disp}", 8.6)
    d.t(r, y, f"Date: {bs} B.S. ({dt:%d %B %Y})", 8.6, al="r")
    d.t(m, y + 12, ref, 8.6)
    y += 34
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "WORK ORDER|WORK ORDER / KARYADESH|SUPPLY & WORK ORDER"),
        13,
        b=True,
        al="c",
    )
    d.line(d.w / 2 - 50, y + 3, d.w / 2 + 50, y + 3, 0.6)
    d.t(r, y, f"W.O. No.: {wo}", 9.6, b=True, al="r")
    y += 22
    d.t(m, y, "To,", 9)
    d.t(m, y + 13, "M/S", 9)
    y = d.lines(m + 24, y + 3.5, [sup], 9.6, b_first=True)
    y = d.lines(
        m,
        y + 1,
        [
            f"{la.pick(rng, 'Kalanki|Koteshwor|Butwal|Pokhara-8|Bharatpur-10|Hetauda-4|Charikot')}, Nepal",
            f"PAN/VAT No.: {la.digits(rng, '#########')}",
        ],
        8.6,
    )
    y += 8
    subj = la.pick(
        rng,
        "construction of access road and retaining structures|civil works at headworks (package C-3)|supply and erection of 33 kV transmission line section|tunnel support works, adit 2|camp facility and site drainage",
    )
    d.t(m, y, f"Subject: Work order for {subj}.", 9, b=True)
    y += 16
    y = wrapped(
        d,
        m,
        y,
        f"With reference to your quotation no. {quo} dated {(dt - timedelta(days=rng.randint(7, 40))):%d/%m/%Y} and the decision of the Procurement Committee, you are hereby instructed to carry out the following works at the {buyer} site, {dist}, as per the rates, specifications and conditions given below. The work shall be completed within {rng.choice([30, 45, 60, 90, 120])} days from the date of this order.",
        8.6,
        wd,
    )
    y += 6
    lines = []
    for it, _q, p, _a in lines_of(
        rng, NP_WORK, rng.choice([1, 2, 3, 4, 5, 6, 7, 9, 12, 16, 22, 30]), [1], step=10
    ):
        lo, hi = NP_QTY[it[2]]
        q = Decimal(rng.randint(lo, hi))
        lines.append((it, q, p, r2(q * p)))
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}", lakh(p), lakh(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.46, 0.07, 0.09, 0.14, 0.18)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["S.N.", "Description of Works", "Unit", "Qty", "Rate (NRs.)", "Amount (NRs.)"],
        body,
        "clcrrr",
        size=7.6,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    vat = r2(sub * Decimal("0.13"))
    total = sub + vat
    if y + 110 > bottom:
        y = brk()
    sw_ = [sum(ws[:-1]), ws[-1]]
    if stated:
        for lab, v, b in [
            ("Total", sub, False),
            ("VAT 13%", vat, False),
            (la.pick(rng, "Grand Total|Total Amount (incl. VAT)|Grand Total (NRs.)"), total, True),
        ]:
            y = lrow(
                d, m, y, sw_, [lab, lakh(v)], "rr", h=15, size=8.2, b=b, fill=0.88 if b else None
            )
        y += 6
        y = wrapped(
            d,
            m,
            y,
            f"In words: Rupees {bd_words(int(total))}{f' and Paisa {int(total * 100) % 100}' if total % 1 else ''} only.",
            8.4,
            wd,
            b=True,
        )
    else:
        y = wrapped(
            d,
            m,
            y + 6,
            "Quantities are provisional; payment shall be made on the basis of measured quantities at the above rates plus VAT.",
            8.4,
            wd,
        )
    y += 6
    ps = r2(total * Decimal("0.05"))
    terms = [
        f"Performance security of 5% of the contract amount{f' (NRs. {lakh(ps)})' if stated else ''} shall be submitted within 7 days in the form of a bank guarantee.",
        "TDS at 1.5% shall be deducted from each payment as per the Income Tax Act, 2058.",
        "Liquidated damages at 0.05% of the contract amount per day of delay, up to a maximum of 10%.",
        "Bills shall be submitted with measurement book entries certified by the site engineer, quoting this W.O. number.",
    ]
    for k, t in enumerate(terms, 1):
        y = wrapped(d, m, y, f"{k}. {t}", 7.8, wd)
    y += 36
    if y + 40 > bottom:
        y = brk() + 36
    d.sign(m, y, 150, "Prepared by (Procurement)", 7.4)
    d.sign(
        r - 170,
        y,
        170,
        la.pick(rng, "Chief Executive Officer|Project Manager|Managing Director"),
        7.4,
    )
    y += 26
    d.t(m, y, "Bodharth (for information): Account Section; Site Office, " + dist, 7.4, grey=0.3)
    foot()
    out = finish(d, "en", "purchase_order", wo, sup, total)
    return out if stated else none_meta(out)


def blind27_en_np_hydropower_work_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _np)


# --------------------------------------------------------------------------- 7 mn Mongolian purchase order (parties side by side, НӨАТ 10%)

MN_BUY = "«{s}» ХХК|«{s} Групп» ХХК|«{s}» ХК|«{s} Трейд» ХХК|«{s} Майнинг» ХХК"
MN_BUY_S = [
    "Хан-Уул Эрдэс",
    "Говийн Өргөө",
    "Сэлэнгэ Агро",
    "Орхон Түлш",
    "Туул Констракшн",
    "Хэрлэн Мах",
    "Алтай Транс",
    "Бор-Өндөр",
]
MN_SUP = "«{s}» ХХК|«{s} Импекс» ХХК|«{s} Дистрибьюшн» ХХК|«{s} Техник» ХХК|«{s} Худалдаа» ХХК"
MN_SUP_S = [
    "Номин Трейд",
    "Оюу Хангамж",
    "Мөнх-Эрдэнэ",
    "Тэнгэр Ресурс",
    "Их Засаг",
    "Дархан Төмөр",
    "Эрдэнэт Хангай",
    "Цагаан Суврага",
    "Гэрэгэ",
]
MN_ITEMS = [
    ("", "Цемент М400, 50кг", "уут", 14500, 18900),
    ("", "Арматур Ф12, 12м", "ширхэг", 38000, 46000),
    ("", "Дизель түлш, өвлийн", "литр", 2850, 3250),
    ("", "Хөдөлгүүрийн тос 15W-40, 20л", "сав", 145000, 198000),
    ("", "Хамгаалалтын малгай", "ширхэг", 18000, 32000),
    ("", "Ажлын гутал, өвлийн", "хос", 89000, 145000),
    ("", "Цаас A4, 80гр", "хайрцаг", 62000, 78000),
    ("", "Хэвлэгчийн хор HP 85A", "ширхэг", 95000, 168000),
    ("", "Дугуй 12.00R20", "ширхэг", 980000, 1450000),
    ("", "Гагнуурын электрод 3.2мм, 5кг", "хайрцаг", 42000, 58000),
    ("", "Зөөврийн генератор 5 кВт", "ширхэг", 2400000, 3600000),
    ("", "Гурил, дээд зэрэг 25кг", "уут", 42000, 51000),
]


def _mn(rng: random.Random, of: int) -> tuple[bytes, dict]:
    font = la.pick(rng, "dejavu|djcond|djserif")
    d = la.Doc(A4, font)
    tug = "₮" if font != "djserif" else "төг"
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    buyer = la.pick(rng, MN_BUY).format(s=rng.choice(MN_BUY_S))
    sup = la.pick(rng, MN_SUP).format(s=rng.choice(MN_SUP_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"ЗХ-{dt:%y}/###", "PO-#####", f"{dt:%Y}/###", "ХА-####"]))
    gere = la.digits(rng, rng.choice(["ГЭ-##/###", f"{dt:%Y}/ГНХ-##", "Г-####"]))
    une = la.digits(rng, rng.choice(["ҮС-####", "№ ###", "QT-####"]))
    page = [1]
    stated = stated_of(rng)

    def foot() -> None:
        s = f"Хуудас {page[0]}/{of}" if of else f"Хуудас {page[0]}"
        d.t(r, d.h - 22, s, 7.2, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"Худалдан авах захиалга № {po} (үргэлжлэл)", 9, b=True)
        return 52

    y = 44
    d.t(m, y, buyer, 12.5, b=True)
    d.t(
        m,
        y + 12,
        f"Улаанбаатар хот, {la.pick(rng, 'Сүхбаатар|Хан-Уул|Баянзүрх|Чингэлтэй|Сонгинохайрхан')} дүүрэг, {rng.randint(1, 20)}-р хороо  Утас: 7{la.digits(rng, '###-####')}",
        7.4,
        grey=0.3,
    )
    d.t(r, y, f"Маягт ХА-{rng.randint(1, 9)}", 7, al="r", grey=0.4)
    y += 40
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "ХУДАЛДАН АВАХ ЗАХИАЛГА|БАРАА НИЙЛҮҮЛЭХ ЗАХИАЛГА|ЗАХИАЛГЫН ХУУДАС"),
        14.5,
        b=True,
        al="c",
    )
    y += 18
    d.t(d.w / 2, y, f"№ {po}", 10.5, b=True, al="c")
    y += 10
    d.t(m, y + 8, f"{dt:%Y} оны {dt.month:02d} сарын {dt.day:02d} өдөр", 8.4)
    d.t(r, y + 8, "Улаанбаатар хот", 8.4, al="r")
    y += 20
    half = (wd - 12) / 2

    def party(x: float, head: str, name: str) -> float:
        rows = [
            ("Нэр:", name),
            ("Регистрийн №:", la.digits(rng, "#######")),
            (
                "Хаяг:",
                f"УБ, {la.pick(rng, 'Энхтайваны өргөн чөлөө|Чингисийн өргөн чөлөө|Үйлдвэрийн баруун бүс|Нарны зам|Замчдын гудамж')} {rng.randint(1, 99)}",
            ),
            ("Утас:", f"9{la.digits(rng, '###-####')}"),
            (
                "Банк:",
                la.pick(rng, "Хаан банк|Голомт банк|Худалдаа хөгжлийн банк|Төрийн банк|Хас банк"),
            ),
            ("Данс:", la.digits(rng, "5#########")),
        ]
        d.box(x, y, half, 16, fill=0.88)
        d.t(x + half / 2, y + 11.5, head, 8.6, b=True, al="c")
        d.box(x, y + 16, half, len(rows) * 13 + 6)
        for k, (lab, val) in enumerate(rows):
            d.t(x + 5, y + 30 + k * 13, lab, 7.6, b=True)
            size = (
                7.8
                if d.width(val, 7.8, k == 0) <= half - 82
                else 7.8 * (half - 82) / d.width(val, 7.8, k == 0)
            )
            d.t(x + 78, y + 30 + k * 13, val, size, b=k == 0)
        return y + 22 + len(rows) * 13

    left_first = rng.random() < 0.7
    party(m if left_first else m + half + 12, "ЗАХИАЛАГЧ", buyer)
    y = party(m + half + 12 if left_first else m, "НИЙЛҮҮЛЭГЧ", sup) + 10
    y = d.kv(
        m,
        y,
        [
            ("Гэрээний дугаар:", gere),
            ("Үнийн санал:", f"{une}, {(dt - timedelta(days=rng.randint(3, 25))):%Y.%m.%d}"),
            (
                "Нийлүүлэх хугацаа:",
                f"{(dt + timedelta(days=rng.randint(5, 40))):%Y.%m.%d}-ны дотор",
            ),
            (
                "Хүргэх газар:",
                la.pick(
                    rng,
                    "Төв агуулах|Уурхайн талбай, Өмнөговь аймаг|Барилгын талбай, 11-р хороолол|Дархан дахь салбар агуулах",
                ),
            ),
        ],
        110,
        8.2,
    )
    y += 6
    lines = lines_of(
        rng,
        MN_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 36]),
        [1, 2, 4, 5, 10, 20, 50, 100],
        step=100,
        big=900000,
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}", us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.42, 0.11, 0.1, 0.14, 0.17)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["№", "Барааны нэр, үзүүлэлт", "Нэгж", "Тоо", "Нэгжийн үнэ", "Нийт үнэ"],
        body,
        "clcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
    )
    incl = rng.random() < 0.5  # prices with VAT included, the VAT shown as a part
    net = sum((a for *_, a in lines), ZERO)
    if incl:
        total = net
        vat = r2(total / 11)
    else:
        vat = r2(net * Decimal("0.1"))
        total = net + vat
    if y + 90 > bottom:
        y = brk()
    sw_ = [sum(ws[:-1]), ws[-1]]
    if stated:
        rows = (
            [
                ("Дүн (НӨАТ орсон)", us(total), False),
                ("Үүнээс НӨАТ 10%", us(vat), False),
                (f"НИЙТ ДҮН, {tug}", us(total), True),
            ]
            if incl
            else [
                ("Дүн", us(net), False),
                ("НӨАТ 10%", us(vat), False),
                (f"НИЙТ ДҮН, {tug}", us(total), True),
            ]
        )
        for lab, v, b in rows:
            y = lrow(d, m, y, sw_, [lab, v], "rr", h=15, size=8.2, b=b, fill=0.88 if b else None)
    else:
        y = wrapped(
            d,
            m,
            y + 6,
            "Үнийг нийлүүлэгчийн баталгаажсан үнийн саналаар тооцох бөгөөд нийт дүнг НӨАТ-ын баримтаар баталгаажуулна.",
            8,
            wd,
        )
    y += 12
    for t in [
        "1. Бараа хүлээлгэн өгөхдөө НӨАТ-ын падаан (И-баримт) болон зарлагын баримтад захиалгын дугаарыг заавал бичнэ.",
        "2. Төлбөрийг бараа бүрэн хүлээн авснаас хойш 14 хоногийн дотор дансаар шилжүүлнэ.",
    ]:
        y = wrapped(d, m, y, t, 7.6, wd)
    y += 30
    if y + 40 > bottom:
        y = brk() + 30
    d.t(
        m,
        y,
        "Захиалга өгсөн: ......................... /"
        + la.pick(rng, "Б.Батбаяр|Д.Сарантуяа|Г.Энхжаргал|Ц.Мөнхбат|О.Ганзориг")
        + "/",
        8.2,
    )
    d.t(
        m,
        y + 20,
        "Хянасан ня-бо: ......................... /"
        + la.pick(rng, "Н.Оюунчимэг|С.Түвшинжаргал|Э.Болормаа")
        + "/",
        8.2,
    )
    d.t(r - 200, y, "Хүлээн авсан: .........................", 8.2)
    d.t(r - 200, y + 20, "Т.Т.", 8.2, b=True)
    if rng.random() < 0.5:
        vstamp(
            d.c,
            m + 150,
            d.h - y - 6,
            buyer[:26],
            "БАТЛАВ",
            f"{dt:%Y.%m.%d}",
            d.bold,
            rng.uniform(-16, 16),
        )
    foot()
    out = finish(d, "mn", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind27_mn_hudaldan_avah_zahialga(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mn)


# --------------------------------------------------------------------------- 8 af South African supplier's order confirmation in Afrikaans

AF_SUP = "{s} Besproeiing (Edms) Bpk|{s} Landbou-toerusting BK|{s} Boerdery-voorrade (Pty) Ltd|{s} Kelder- en Bottelvoorrade (Edms) Bpk|{s} Trekkers & Implemente BK|{s} Voere (Edms) Bpk"
AF_SUP_S = [
    "Boland",
    "Swartland",
    "Overberg",
    "Karoo",
    "Breedevallei",
    "Olifantsrivier",
    "Langkloof",
    "Hantam",
    "Witzenberg",
]
AF_BUY = "{s} Wynkelder Koöperatief Bpk|{s} Boerdery (Edms) Bpk|{s} Landgoed|{s} Vrugte Bpk|{s} Kelders (Pty) Ltd|{s} Plase Trust"
AF_BUY_S = [
    "Vredenburg",
    "Porterville",
    "Riebeek-Wes",
    "Robertson",
    "Ceres",
    "Citrusdal",
    "Bonnievale",
    "Piketberg",
    "Wellington",
]
AF_TOWN = [
    "Paarl",
    "Worcester",
    "Malmesbury",
    "Stellenbosch",
    "Caledon",
    "Vredendal",
    "Oudtshoorn",
    "Wellington",
]
AF_ITEMS = [
    ("DR-16", "Drupbuis 16mm 2,3 l/h @ 0,5m (rol 500m)", "rol", 1450, 2100),
    ("VK-40", "Klep, PVC bal 40mm", "stuk", 120, 240),
    ("PM-75", "Pomp, sentrifugaal 7,5 kW", "stuk", 18500, 27800),
    ("FL-2", 'Sifskyf-filter 2" 130 mikron', "stuk", 2650, 3900),
    ("WD-06", "Wingerddraad 2,5mm galv. (25kg)", "rol", 890, 1240),
    ("PL-24", "Paal, behandel 75-100mm x 2,4m", "stuk", 62, 98),
    ("BT-75", "Bottels, Bordeaux 750ml flint (palet)", "palet", 7800, 11600),
    ("KP-38", "Kurkproppe, natuurlik 38mm (1000)", "doos", 2900, 4800),
    ("FR-20", "Kunsmis 2:3:2 (22) 50kg", "sak", 590, 780),
    ("SP-15", "Spuitmiddel, swael WP 25kg", "sak", 840, 1260),
    ("SN-01", "Snoeiskêr, Felco nr. 2", "stuk", 980, 1350),
    ("TR-01", "Trekker-diens: 500-uur diens", "diens", 6800, 9800),
]


def _af(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|dejavu"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 44
    sup = la.pick(rng, AF_SUP).format(s=rng.choice(AF_SUP_S))
    buyer = la.pick(rng, AF_BUY).format(s=rng.choice(AF_BUY_S))
    town = rng.choice(AF_TOWN)
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["AB####", "######", "BO-#####", "P/O ####", "WK####/##"]))
    own = la.digits(rng, rng.choice(["VO######", "SO-#####", "BB####"]))
    acct = la.digits(rng, rng.choice(["@@@###", "K#####"]))
    page = [1]
    stated = stated_of(rng)
    comma = rng.random() < 0.55
    fmt = (lambda v: f"R {sp(v)}") if comma else (lambda v: f"R{us(v)}")  # noqa: E731
    num = sp if comma else us
    dep = rng.choice([0, 0, 30, 50])

    legal = f"Reg. nr. {la.digits(rng, '19##/######/0#')}  |  BTW-nr. 4{la.digits(rng, '#########')}  |  Direkteure: {la.pick(rng, 'J.P. du Toit, M. Louw|A. Botha, H.J. Visser|C. Nel, P. Fourie')}"

    def foot() -> None:
        s = f"Bladsy {page[0]} van {of}" if of else f"Bladsy {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)
        d.t(m, d.h - 22, legal, 6.4, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{sup} - Bestellingsbevestiging {own} (vervolg)", 9, b=True)
        return 52

    y = 46
    d.t(m, y, sup, 14, b=True, maxw=wd * 0.62)
    d.lines(
        m,
        y + 4,
        [
            f"{la.pick(rng, 'Nywerheidsweg|Hoofweg|Voortrekkerstraat|Kerkstraat|Stasieweg')} {rng.randint(1, 120)}, {town}, {rng.randint(6000, 8299)}",
            f"Tel. 0{rng.choice([21, 22, 23, 27, 44])} {la.digits(rng, '### ####')}  |  verkope@{sup.split()[0].lower()}.co.za",
        ],
        7.6,
    )
    d.t(r, y, "BESTELLINGSBEVESTIGING", 13, b=True, al="r")
    d.t(r, y + 12, "Order Confirmation", 7.6, al="r", grey=0.4)
    y += 36
    kv = [
        ("Ons verwysing", own),
        ("Datum", f"{dt:%Y-%m-%d}" if rng.random() < 0.5 else f"{dt:%d/%m/%Y}"),
        ("U bestelnommer", po),
        ("Rekeningnommer", acct),
        (
            "Verkoopsverteenwoordiger",
            la.pick(rng, "Pieter Swanepoel|Annelie Kruger|Jaco van Wyk|Riana Steyn|Hennie Marais"),
        ),
    ]
    bw = 230
    d.box(r - bw, y, bw, len(kv) * 13 + 6, fill=0.93)
    for k, (lab, val) in enumerate(kv):
        d.t(r - bw + 6, y + 13 + k * 13, lab, 7.8, b=True)
        d.t(r - bw + 128, y + 13 + k * 13, val, 8.2, b=lab == "U bestelnommer")
    d.t(m, y + 8, "FAKTUUR AAN", 7, b=True, grey=0.35)
    yb = d.lines(
        m,
        y + 11,
        [
            buyer,
            f"Posbus {rng.randint(10, 999)}",
            f"{la.pick(rng, 'Vredenburg|Porterville|Robertson|Ceres|Citrusdal|Bonnievale')}, {rng.randint(6000, 8299)}",
            f"BTW-nr. 4{la.digits(rng, '#########')}",
        ],
        8,
        b_first=True,
    )
    d.t(m + 150, y + 8, "AFLEWER AAN", 7, b=True, grey=0.35)
    d.lines(
        m + 150,
        y + 11,
        [
            la.pick(rng, "Kelder - ontvangs|Plaas pakstoor|Werkswinkel|Plaas Rietvlei"),
            la.pick(rng, "Distrikspad 1124|R46, afdraai by bord|Plaas nr. 87, Riebeekvallei"),
            f"Kontak: {la.pick(rng, 'Koos|Sarel|Marike|Danie')} 08{la.digits(rng, '# ### ####')}",
        ],
        8,
    )
    y = max(yb, y + len(kv) * 13 + 6) + 12
    y = wrapped(
        d,
        m,
        y,
        "Geagte kliënt, dankie vir u bestelling. Ons bevestig hiermee die volgende items, pryse en afleweringsdatum. Kontroleer asseblief en laat weet ons binne 48 uur van enige verskille.",
        8.2,
        wd,
    )
    y += 6
    lines = lines_of(
        rng,
        AF_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 7, 9, 12, 16, 22, 34]),
        [1, 2, 3, 4, 5, 10, 20, 50, 100],
        big=5000,
    )
    body, gross, disc_t = [], ZERO, ZERO
    for it, q, p, a in lines:
        dp = rng.choice([0, 0, 0, 5, 7.5, 10])
        disc = r2(a * Decimal(str(dp)) / 100)
        gross += a
        disc_t += disc
        body.append(
            (
                [it[0], it[1], f"{q:,.0f}", it[2], num(p), f"{dp:g}%" if dp else "", num(a - disc)],
                a - disc,
            )
        )
    ws = [wd * f for f in (0.09, 0.4, 0.07, 0.08, 0.13, 0.08, 0.15)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Kode", "Beskrywing", "Hoev.", "Eenheid", "Eenheidsprys", "Afslag", "Bedrag"],
        body,
        "llrlrrr",
        size=7.6,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    net = gross - disc_t
    vat = r2(net * Decimal("0.15"))
    total = net + vat
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [("Subtotaal", fmt(gross), False)]
        if disc_t:
            rows.append(("Afslag", f"-{fmt(disc_t)}", False))
        rows += [
            ("BTW @ 15%", fmt(vat), False),
            (la.pick(rng, "TOTAAL|Totaal verskuldig|TOTAAL (BTW INGESLUIT)"), fmt(total), True),
        ]
        if dep:
            rows.append((f"Deposito vereis ({dep}%)", fmt(r2(total * dep / 100)), False))
        y = d.summary(r - 220, r - 4, y, rows, 8.6, boxed=False)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Pryse is volgens ons huidige pryslys; die finale bedrag word op die belastingfaktuur volgens gelewerde hoeveelhede bereken.",
            8,
            wd * 0.7,
        )
    y += 10
    for t in [
        f"Beraamde aflewering: {(dt + timedelta(days=rng.randint(3, 30))):%d/%m/%Y}. Goedere bly die eiendom van {sup} tot volle betaling ontvang is.",
        f"Bankbesonderhede: {la.pick(rng, 'ABSA|Standard Bank|FNB|Nedbank|Capitec Business')}, rek. nr. {la.digits(rng, '40########')}, takkode {la.digits(rng, '######')}. Gebruik u bestelnommer as verwysing.",
        "Hierdie bevestiging is onderhewig aan ons standaard verkoopsvoorwaardes.",
    ]:
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.25)
    y += 30
    if y + 30 > bottom:
        y = brk() + 30
    d.sign(m, y, 170, "Namens die verskaffer", 7.2)
    d.sign(r - 170, y, 170, "Aanvaar deur kliënt (handtekening en datum)", 7.2)
    foot()
    out = finish(d, "af", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind27_af_bestellingsbevestiging(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _af)


# --------------------------------------------------------------------------- 9 sw Tanzanian council's or co-operative's order in Swahili

SW_COUNCIL = [
    "Kilosa",
    "Mbozi",
    "Kahama",
    "Babati",
    "Songea",
    "Muheza",
    "Kasulu",
    "Bariadi",
    "Mpwapwa",
    "Ludewa",
]
SW_COOP = "Chama cha Ushirika cha {s}|{s} Cooperative Union Ltd|Chama Kikuu cha Ushirika {s}"
SW_COOP_S = [
    "Wakulima wa Kahawa Mbinga",
    "Tumbaku Urambo",
    "Korosho Tandahimba",
    "Pamba Shinyanga",
    "Chai Rungwe",
]
SW_SUP = "{s} Enterprises Ltd|{s} General Supplies|{s} Hardware & Stationery|{s} Investment Co. Ltd|{s} Traders Company Limited|Kampuni ya {s} Ltd"
SW_SUP_S = [
    "Mwanza Bay",
    "Kilimanjaro",
    "Jambo",
    "Msalato",
    "Uhuru",
    "Tanga Coast",
    "Nyerere Road",
    "Bahari",
    "Mlimani",
    "Upendo",
]
SW_ITEMS = [
    ("", "Saruji (Twiga) mfuko wa kilo 50", "Mfuko", 17500, 21000),
    ("", "Mabati geji 28, futi 10", "Bando", 26000, 34000),
    ("", "Nondo milimita 12", "Kipande", 19500, 24500),
    ("", "Karatasi A4 (rimu)", "Rimu", 11500, 14500),
    ("", "Tona ya printa HP 05A", "Kipande", 165000, 240000),
    ("", "Madawati ya wanafunzi (viti viwili)", "Seti", 145000, 195000),
    ("", "Mbolea ya UREA kilo 50", "Mfuko", 68000, 84000),
    ("", "Viuatilifu (Salfa) kilo 25", "Mfuko", 42000, 58000),
    ("", "Dizeli kwa jenereta", "Lita", 2950, 3350),
    ("", "Vifaa vya usafi (sabuni, dawa)", "Seti", 38000, 56000),
    ("", "Matairi 195R15C", "Kipande", 245000, 320000),
    ("", "Magunia ya katani", "Kipande", 3200, 4600),
]


def _sw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "times|libserif|helv|libsans"))
    m = rng.uniform(36, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 42
    council = rng.random() < 0.65
    place = rng.choice(SW_COUNCIL)
    buyer = (
        f"Halmashauri ya Wilaya ya {place}"
        if council
        else la.pick(rng, SW_COOP).format(s=rng.choice(SW_COOP_S))
    )
    sup = la.pick(rng, SW_SUP).format(s=rng.choice(SW_SUP_S))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(
            [f"LPO/{place[:3].upper()}/{dt:%Y}/###", "######", "LPO No. ####", f"{dt:%Y}/ON/####"]
        ),
    ).replace("LPO No. ", "")
    ref = la.digits(
        rng, rng.choice([f"Kumb. Na. {place[:3].upper()}/HW/P.##/###", "Kumb. Na. CU/ADM/##/##"])
    )
    tender = la.digits(
        rng, rng.choice([f"LGA/###/{dt:%Y}/{dt.year + 1 - 2000}/G/##", "NeST Na. ####-##-####"])
    )
    vote = la.digits(rng, "#### ####-####")
    ctrl = la.digits(rng, "99#########")
    page = [1]
    stated = stated_of(rng)
    tz = lambda v: f"{whole(v)}/="  # noqa: E731

    def foot() -> None:
        s = f"Ukurasa {page[0]} wa {of}" if of else f"Ukurasa {page[0]}"
        d.t(d.w / 2, d.h - 22, s, 7.2, al="c", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Agizo la Ununuzi Na. {po} (inaendelea)", 9, b=True)
        return 50

    y = 40
    if council:
        for k, s in enumerate(
            [
                "JAMHURI YA MUUNGANO WA TANZANIA",
                "OFISI YA RAIS - TAWALA ZA MIKOA NA SERIKALI ZA MITAA",
                buyer.upper(),
            ]
        ):
            d.t(d.w / 2, y + k * 13, s, 10.5 if k < 2 else 12, b=True, al="c")
        y += 40
    else:
        d.t(d.w / 2, y, buyer.upper(), 12.5, b=True, al="c")
        y += 14
    d.t(
        d.w / 2,
        y,
        f"S.L.P. {rng.randint(10, 999)}, {place}  |  Simu: +255 {la.digits(rng, '7## ### ###')}  |  Barua pepe: ununuzi@{place.lower()}{'dc.go.tz' if council else 'cu.co.tz'}",
        7.6,
        al="c",
        grey=0.3,
    )
    d.line(m, y + 6, r, y + 6, 1)
    y += 26
    d.t(
        d.w / 2,
        y,
        la.pick(
            rng, "AGIZO LA UNUNUZI|AGIZO LA UNUNUZI (LOCAL PURCHASE ORDER)|HATI YA AGIZO LA BIDHAA"
        ),
        13,
        b=True,
        al="c",
    )
    y += 18
    d.t(m, y, ref, 8.4)
    d.t(r, y, f"Tarehe: {dt:%d/%m/%Y}", 8.4, al="r")
    y += 8
    half = (wd - 14) / 2
    info = [
        ("Na. ya Agizo:", po),
        ("Na. ya Zabuni:", tender),
        ("Kifungu (Vote):", vote),
        ("Namba ya Udhibiti:", ctrl),
    ]
    d.box(r - half, y, half, len(info) * 13 + 6)
    for k, (lab, val) in enumerate(info):
        d.t(r - half + 5, y + 13 + k * 13, lab, 7.8, b=True)
        d.t(r - half + 100, y + 13 + k * 13, val, 8.2, b=k == 0, maxw=half - 104)
    d.t(m, y + 10, la.pick(rng, "KWA (MZABUNI):|KWA:|MGAVI / SUPPLIER:"), 7.6, b=True, grey=0.3)
    yv = d.lines(
        m,
        y + 13,
        [
            sup,
            f"S.L.P. {rng.randint(100, 9999)}, {la.pick(rng, 'Dar es Salaam|Dodoma|Mwanza|Arusha|Mbeya|Morogoro')}",
            f"TIN: {la.digits(rng, '1##-###-###')}   VRN: {la.digits(rng, '40-0#####-@')}",
        ],
        8.4,
        b_first=True,
    )
    y = max(yv, y + len(info) * 13 + 6) + 10
    y = wrapped(
        d,
        m,
        y,
        "Tafadhali leta bidhaa zifuatazo kwa bei na masharti yaliyoonyeshwa hapa chini. Nakala ya agizo hili iambatishwe na hati ya kupokelea bidhaa (Delivery Note) na ankara ya EFD.",
        8.2,
        wd,
    )
    y += 6
    lines = lines_of(
        rng,
        SW_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 34]),
        [1, 2, 4, 5, 10, 20, 40, 50, 100],
        step=100,
        big=150000,
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}", whole(p), whole(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.44, 0.1, 0.08, 0.15, 0.17)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Na.", "Maelezo ya Bidhaa", "Kipimo", "Idadi", "Bei ya Kimoja", "Jumla (TSh)"],
        body,
        "cllrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 30,
        brk=brk,
        carry=("Jumla inaendelea", "Jumla iliyoletwa", whole, 1, 5) if rng.random() < 0.4 else None,
    )
    sub = sum((a for *_, a in lines), ZERO)
    vat_on = rng.random() < 0.7
    vat = r0(sub * Decimal("0.18")) if vat_on else ZERO
    total = sub + vat
    if y + 110 > bottom:
        y = brk()
    sw_ = [sum(ws[:-1]), ws[-1]]
    if stated:
        rows = [("Jumla Ndogo", tz(sub), False)]
        rows.append(("VAT 18%", tz(vat), False) if vat_on else ("VAT (msamaha)", "0/=", False))
        rows.append((la.pick(rng, "JUMLA KUU (TSh)|JUMLA YA MALIPO|JUMLA KUU"), tz(total), True))
        for lab, v, b in rows:
            y = lrow(d, m, y, sw_, [lab, v], "rr", h=15, size=8.2, b=b, fill=0.86 if b else None)
    else:
        y = wrapped(
            d,
            m,
            y + 6,
            "Bei ni kwa mujibu wa mkataba wa bei (framework); malipo yatafanyika kwa idadi itakayopokelewa.",
            8,
            wd,
        )
    y += 10
    for t in [
        f"Bidhaa ziwasilishwe ndani ya siku {rng.choice([7, 14, 21, 30])} tangu tarehe ya agizo hili, katika stoo kuu ya {buyer}.",
        "Malipo yatafanywa kupitia mfumo wa MUSE / GePG baada ya bidhaa kukaguliwa na Kamati ya Mapokezi.",
        "Kodi ya zuio (withholding tax) itakatwa pale inapohusika.",
    ]:
        y = wrapped(d, m, y, f"- {t}", 7.6, wd, grey=0.2)
    y += 36
    if y + 40 > bottom:
        y = brk() + 36
    sw3 = wd / 3
    labels = (
        ["Afisa Ugavi", "Mweka Hazina / Mhasibu", "Mkurugenzi Mtendaji"]
        if council
        else ["Afisa Ununuzi", "Mhasibu", "Meneja Mkuu"]
    )
    for k, lab in enumerate(labels):
        d.sign(m + k * sw3, y, sw3 - 16, f"{lab} (Sahihi na Muhuri)", 7)
    if rng.random() < 0.6:
        vstamp(
            d.c,
            m + sw3 * 2.5,
            d.h - y + 34,
            "IMEIDHINISHWA",
            f"H/W {place.upper()}" if council else "IDARA YA UNUNUZI",
            f"{dt:%d %b %Y}".upper(),
            d.bold,
            rng.uniform(-18, 18),
        )
    foot()
    out = finish(d, "sw", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind27_sw_tz_agizo_la_ununuzi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sw)


# --------------------------------------------------------------------------- 10 uz Uzbek purchase order (landscape, the parties in a two-column table, QQS per line)

UZ_BUY = '"{s}" MChJ|"{s}" AJ|"{s}" XK|"{s} Group" MChJ|"{s}" QK'
UZ_BUY_S = [
    "Samarqand Non",
    "Toshkent Qurilish",
    "Navoiy Kon Servis",
    "Farg'ona Tekstil",
    "Buxoro Agro",
    "Andijon Mexanika",
    "Qo'qon Yog'",
    "Chirchiq Kimyo",
]
UZ_SUP = '"{s}" MChJ|"{s} Savdo" MChJ|"{s} Trade" XK|"{s} Distribution" MChJ|"{s} Invest" MChJ'
UZ_SUP_S = [
    "Ipak Yo'li",
    "Oltin Vodiy",
    "Zarafshon",
    "Yangi Asr",
    "Mega Ta'minot",
    "Sharq Texnika",
    "Orient Supply",
    "Baraka",
    "Registon",
]
UZ_ITEMS = [
    ("10501001001000000", "Sement M400, 50 kg qop", "qop", 52000, 64000),
    ("07214001001000000", "Armatura A500C, 12 mm", "tonna", 8900000, 10400000),
    ("27101943001000000", "Motor moyi 15W-40, 20 l", "dona", 420000, 560000),
    ("48025510001000000", "Qog'oz A4, 80 g/m2", "quti", 265000, 320000),
    ("84433210001000000", "Printer kartriji HP 85A", "dona", 240000, 390000),
    ("94033000001000000", "Ofis stoli 1400x700", "dona", 1650000, 2400000),
    ("39172310001000000", "PVX quvur 110 mm, 3 m", "dona", 92000, 128000),
    ("85444210001000000", "Kabel VVG 3x2,5", "metr", 9800, 14500),
    ("40118000001000000", "Shina 12.00R20", "dona", 3900000, 5200000),
    ("61161000001000000", "Ish qo'lqopi, paxta", "juft", 6500, 11000),
    ("11010015001000000", "Bug'doy uni, oliy nav, 50 kg", "qop", 310000, 380000),
]


def _uz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "dejavu|djcond|djserif"))
    m = rng.uniform(26, 34)
    r = d.w - m
    wd = r - m
    bottom = d.h - 30
    ap = rng.choice(["'", "ʻ", "‘"])  # how the o' and g' letters are typed

    def q(s: str) -> str:
        return s.replace("'", ap)

    buyer = q(la.pick(rng, UZ_BUY).format(s=rng.choice(UZ_BUY_S)))
    sup = q(la.pick(rng, UZ_SUP).format(s=rng.choice(UZ_SUP_S)))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["XB-####", f"{dt:%y}/###", "###-B", f"B-{dt:%Y}-####"]))
    shart = la.digits(rng, rng.choice(["##-S", "###/ET", f"{dt:%Y}/##"]))
    offer = la.digits(rng, rng.choice(["TT-###", "###"]))
    page = [1]
    stated = stated_of(rng)

    def foot() -> None:
        s = q(f"{page[0]}-varaq / {of}") if of else f"{page[0]}-varaq"
        d.t(r, d.h - 14, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 30, q(f"Xarid buyurtmasi № {po} (davomi)"), 9, b=True)
        return 38

    y = 34
    d.t(
        d.w / 2,
        y,
        q(la.pick(rng, "XARID BUYURTMASI|BUYURTMA-NARYAD|TOVARLAR YETKAZIB BERISH BUYURTMASI"))
        + f" № {po}",
        14,
        b=True,
        al="c",
    )
    y += 14
    d.t(
        d.w / 2,
        y,
        q(
            f"{dt:%d.%m.%Y} y.  |  {shart}-sonli shartnomaga ({(dt - timedelta(days=rng.randint(20, 200))):%d.%m.%Y}) asosan  |  Tijorat taklifi № {offer}"
        ),
        8.2,
        al="c",
    )
    y += 12
    half = wd / 2
    rows = [
        ("Buyurtmachi:", buyer, "Yetkazib beruvchi:", sup),
        (
            "Manzil:",
            q(
                f"{la.pick(rng, 'Toshkent sh., Yunusobod t.|Samarqand sh.|Navoiy sh.|Toshkent sh., Chilonzor t.')}, {la.pick(rng, 'Amir Temur|Mustaqillik|Bunyodkor|Navoiy')} ko'ch., {rng.randint(1, 150)}-uy"
            ),
            "Manzil:",
            q(
                la.pick(
                    rng,
                    "Toshkent sh., Sergeli t.|Farg'ona sh.|Andijon sh.|Toshkent vil., Zangiota t.",
                )
                + f", {rng.randint(1, 99)}-uy"
            ),
        ),
        ("STIR:", la.digits(rng, "30#######"), "STIR:", la.digits(rng, "30#######")),
        (
            "H/r:",
            la.digits(rng, "2020 8000 #### #### ####").replace(" ", ""),
            "H/r:",
            la.digits(rng, "2020 8000 #### #### ####").replace(" ", ""),
        ),
        (
            "Bank:",
            q(
                la.pick(
                    rng,
                    '"Kapitalbank" ATB|"Hamkorbank" ATB|"Ipak Yo\'li" banki|O\'zsanoatqurilishbank',
                )
            ),
            "Bank:",
            q(la.pick(rng, '"Asakabank" AJ|"Aloqabank" AT|"Ipoteka-bank" ATIB|Agrobank')),
        ),
        ("MFO:", la.digits(rng, "00###"), "QQS to'lovchi kodi:", la.digits(rng, "3260########")),
    ]
    for k, (l1, v1, l2, v2) in enumerate(rows):
        h = 13
        if k == 0:
            d.box(m, y, wd, h, fill=0.9, stroke=False)
        d.t(m + 4, y + 9.5, q(l1), 7.6, b=True)
        d.t(m + 70, y + 9.5, v1, 7.8, b=k == 0, maxw=half - 76)
        d.t(m + half + 4, y + 9.5, q(l2), 7.6, b=True)
        d.t(m + half + (110 if k == 5 else 96), y + 9.5, v2, 7.8, b=k == 0)
        d.line(m, y + h, r, y + h, 0.3)
        y += h
    d.line(m + half, y - len(rows) * 13, m + half, y, 0.5)
    d.box(m, y - len(rows) * 13, wd, len(rows) * 13)
    y += 8
    lines = lines_of(
        rng,
        UZ_ITEMS,
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 28]),
        [1, 2, 3, 5, 10, 20, 50, 100, 200],
        step=100,
        big=1500000,
    )
    body, t_net, t_vat = [], ZERO, ZERO
    for i, (it, qn, p, a) in enumerate(lines, 1):
        if it[2] == "tonna":
            qn = Decimal(rng.choice(["1.5", "2", "3.2", "5", "8"]))
            a = r2(qn * p)
        vat = r2(a * Decimal("0.12"))
        t_net += a
        t_vat += vat
        body.append(
            (
                [
                    str(i),
                    q(it[1]),
                    it[0],
                    q(it[2]),
                    f"{qn:g}".replace(".", ","),
                    sp(p),
                    sp(a),
                    "12%",
                    sp(vat),
                    sp(a + vat),
                ],
                a + vat,
            )
        )
    ws = [wd * f for f in (0.03, 0.25, 0.12, 0.06, 0.06, 0.1, 0.11, 0.06, 0.09, 0.12)]
    heads = [
        "№",
        "Tovar nomi",
        "IKPU kodi",
        "O'lch. bir.",
        "Miqdori",
        "Narxi",
        "Qiymati (QQSsiz)",
        "QQS %",
        "QQS summasi",
        "QQS bilan qiymati",
    ]
    y = ltable(
        d,
        m,
        y,
        ws,
        [q(h) for h in heads],
        body,
        "cllcrrrcrr",
        size=7,
        rowh=14,
        bottom=bottom - 40,
        brk=brk,
        hsize=6.6,
    )
    total = t_net + t_vat
    if y + 80 > bottom:
        y = brk()
    if stated:
        y = lrow(
            d,
            m,
            y,
            [sum(ws[:6]), ws[6], ws[7], ws[8], ws[9]],
            ["Jami:", sp(t_net), "", sp(t_vat), sp(total)],
            "rrcrr",
            h=14,
            size=7.4,
            b=True,
            fill=0.88,
        )
        y += 8
        d.t(m, y + 9, q(f"Jami to'lanadigan summa (QQS bilan): {sp(total)} so'm"), 9, b=True)
        y += 16
    else:
        y = wrapped(
            d,
            m,
            y + 6,
            q(
                "Narxlar shartnomaga ilova qilingan narxnoma bo'yicha; umumiy summa yetkazib berilgan miqdor bo'yicha elektron hisob-fakturada ko'rsatiladi."
            ),
            8,
            wd * 0.7,
        )
    y += 6
    for t in [
        f"Yetkazib berish muddati: {(dt + timedelta(days=rng.randint(5, 30))):%d.%m.%Y} gacha. Yetkazib berish joyi: buyurtmachi ombori.",
        "To'lov: tovar qabul qilingandan so'ng 10 bank kuni ichida, elektron hisob-faktura (ESF) asosida. ESFda ushbu buyurtma raqami ko'rsatilsin.",
    ]:
        y = wrapped(d, m, y, q(t), 7.4, wd, grey=0.25)
    y += 30
    if y + 30 > bottom:
        y = brk() + 30
    d.sign(m, y, 180, q("Rahbar: ______  (imzo, M.O'.)"), 7.2)
    d.sign(m + 220, y, 180, "Bosh hisobchi", 7.2)
    d.sign(r - 200, y, 200, q("Yetkazib beruvchi tomonidan qabul qilindi"), 7.2)
    foot()
    out = finish(d, "uz", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind27_uz_xarid_buyurtmasi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _uz)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind27_zh_weiwai_weixiu_dingdan,
        blind27_ja_jichitai_buppin_hacchusho,
        blind27_ko_hakgyo_geupsik_baljuseo,
        blind27_en_zm_mine_po_revision,
        blind27_en_fj_resort_po_landscape,
        blind27_en_np_hydropower_work_order,
        blind27_mn_hudaldan_avah_zahialga,
        blind27_af_bestellingsbevestiging,
        blind27_sw_tz_agizo_la_ununuzi,
        blind27_uz_xarid_buyurtmasi,
    )
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind22 (`blind23_*`).

- blind23_zh_xiaoshou_queren_dingjin
- blind23_tw_caigou_heyue_jiayi
- blind23_ja_web_edi_chumon_shokai
- blind23_ko_napum_yogu_danga
- blind23_sr_narudzbenica_prozor
- blind23_en_ph_po_conforme
- blind23_en_my_po_header_row
- blind23_sl_narocilnica_prenos
- blind23_fr_contrat_fourniture_parties
- blind23_lv_pasutijums_portals

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's confirmation, the customer's order number it
quotes, never the seller's own number; on a purchase contract, the contract's number); the
supplier (vendor, seller) exactly as printed; the grand total as "1234.50" (whole yen, won
and NT$ as "1234.00"; "" when the document states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_DOWN, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, white
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, twice  # noqa: E402
from families_blind14 import rgb_box, rgb_text  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import price, qty, r0, r2, take, wrapped  # noqa: E402
from families_blind19 import crow, de, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import make, sp  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
NAVY = Color(0.1, 0.2, 0.42)
RED = Color(0.78, 0.1, 0.1)


def won(v: Decimal) -> str:
    return f"{r0(v):,.0f}"


def stated_of(rng: random.Random) -> bool:
    """About one document in twenty states no grand total."""
    return rng.random() > 0.05


def a_day(rng: random.Random) -> date:
    return date(2025, 3, 1) + timedelta(days=rng.randint(0, 480))


# --------------------------------------------------------------------------- 1 zh-Hans seller's order confirmation with a deposit

ZH_CITY = ["佛山", "温州", "台州", "常州", "中山", "泉州", "潍坊", "绍兴", "南通", "江门"]
ZH_SELL = "{c}{b}机电设备有限公司|{c}{b}自动化科技有限公司|{c}市{b}流体设备有限公司|{b}泵阀（{c}）有限公司|{c}{b}仪器仪表有限公司|{c}{b}包装机械有限公司|{c}市{b}工贸有限公司"
ZH_SELL_B = "力源 恒瑞 金阳 泰丰 博锐 海森 立达 中科 凯越 鑫达 宏图 奥特".split()
ZH_CUST = "{c}{b}新材料股份有限公司|{c}{b}食品有限公司|{c}{b}汽车部件有限公司|{c}{b}制药有限公司|{c}{b}纺织印染有限公司|{c}{b}家居用品有限公司"
ZH_CUST_B = "华信 远东 永和 天润 金鹰 安泰 鼎盛 瑞丰 锦程 正通".split()
ZH_GOODS = [
    ("XP-1020", "不锈钢离心泵 CDL4-60 4m³/h", "台", 2600, 5200),
    ("XP-1133", "气动球阀 Q641F-16P DN50", "只", 380, 920),
    ("XP-2041", "变频器 7.5kW 380V", "台", 1650, 2980),
    ("XP-2057", "PLC 控制模块 16入/16出", "套", 1200, 2600),
    ("XP-3012", "压力变送器 0-1.6MPa 4-20mA", "只", 260, 680),
    ("XP-3108", "电磁流量计 DN80 一体式", "台", 3200, 6800),
    ("XP-4006", "不锈钢卫生级管件 DN40 弯头", "只", 18, 46),
    ("XP-4021", "硅胶密封圈 DN50 食品级", "个", 2.5, 8.8),
    ("XP-5030", "输送带 PVC 白色 宽600mm", "米", 85, 160),
    ("XP-5112", "减速电机 0.75kW i=30", "台", 980, 1850),
    ("XP-6001", "光电传感器 漫反射 NPN", "只", 65, 190),
    ("XP-6044", "触摸屏 10寸 工业级", "台", 1450, 2680),
    ("XP-7015", "不锈钢储罐 1000L 单层", "台", 8600, 15800),
    ("XP-7090", "安装调试服务费", "项", 1500, 6000),
]


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    c1, c2 = rng.choice(ZH_CITY), rng.choice(ZH_CITY)
    brand = rng.choice(ZH_SELL_B)
    seller = cj.pick(rng, ZH_SELL).format(c=c1, b=brand)
    buyer = cj.pick(rng, ZH_CUST).format(c=c2, b=rng.choice(ZH_CUST_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n4}|CG-{y}{m}{d}-{n3}|4500{n6}|CGD{Y}{n5}|P{y}{m}{n4}")
    so = cj.number(rng, d, "XS{Y}{m}{d}{n3}|SO-{y}{m}{n4}|DDQR{Y}{n4}")
    qt = cj.number(rng, d, "BJ{y}{m}{n4}|QT-{Y}-{n3}")
    cust_no = f"KH{rng.randint(1000, 9999)}"
    rep = cj.person(rng)
    page = [1]
    stated = stated_of(rng)
    po_lab = cj.pick(rng, "客户订单号|贵司订单号|客户采购单号|对方订单号")
    so_lab = cj.pick(rng, "确认单号|销售订单号|本公司单号")

    def foot() -> None:
        s = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 22, s, 7.8, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{seller}　订单确认书（续）", 10, bold=True)
        pdf.text(right, 34, f"{so_lab}：{so}", 8.5, align="r")
        return 46

    # letterhead of the seller
    y = 38
    centred = rng.random() < 0.5
    if centred:
        pdf.text(pdf.w / 2, y, seller, 16, align="c", bold=True)
    else:
        pdf.rect(m, y - 16, 22, 22, fill=NAVY, stroke=None)
        pdf.text(m + 11, y - 1, brand[0], 13, align="c", colour=white)
        pdf.text(m + 30, y, seller, 15, bold=True)
    y += 13
    addr = f"地址：{c1}市{cj.zh_addr(rng).split('市', 1)[-1]}　电话：{cj.zh_tel(rng)}　邮箱：sales@{rng.choice(['hy', 'lt', 'kd', 'xs'])}{rng.randint(10, 99)}.com.cn"
    pdf.text(
        pdf.w / 2 if centred else m + 30, y, addr, 7.6, align="c" if centred else "l", colour=GREY
    )
    y += 6
    pdf.line(m, y, right, y, lw=1.2)
    y += 28
    title = cj.pick(rng, "销售订单确认书|订单确认书|订 单 确 认 函|销售确认单")
    pdf.text(pdf.w / 2, y, title, 16, align="c", bold=True)
    y += 16
    who = cj.person(rng)
    tel = cj.mobile(rng)
    ship = f"{c2}市{cj.zh_addr(rng).split('市', 1)[-1]}"
    if rng.random() < 0.5:
        rows = [
            ["需方", buyer, po_lab, po],
            ["联系人", f"{who}　{tel}", so_lab, so],
            ["收货地址", ship, "确认日期", cj.fdate(d, "cn")],
            ["客户编号", cust_no, "报价单号", qt],
            ["业务员", rep, "交货方式", cj.pick(rng, "送货上门|物流代收|自提|专车配送")],
        ]
        y = (
            kgrid(
                pdf,
                m,
                y,
                [wd * 0.12, wd * 0.44, wd * 0.14, wd * 0.30],
                rows,
                h=16,
                size=8.2,
                fill=PALE,
            )
            + 10
        )
    else:
        lx = m
        pdf.text(lx, y + 10, f"致：{buyer}", 10, bold=True)
        pdf.text(lx, y + 25, f"联系人：{who}　电话：{tel}", 8.4)
        pdf.text(lx, y + 39, f"收货地址：{ship}", 8.4, maxw=wd * 0.56)
        pdf.text(lx, y + 53, f"客户编号：{cust_no}", 8.4)
        rows = [
            [so_lab, so],
            ["日期", cj.fdate(d, "iso")],
            [po_lab, po],
            ["报价单号", qt],
            ["业务员", rep],
        ]
        kgrid(
            pdf, m + wd * 0.6, y, [wd * 0.15, wd * 0.25], rows, h=14, size=8, labels=(0,), fill=PALE
        )
        y += 84
    pdf.text(
        m,
        y,
        f"感谢贵司订购！现将贵司 {cj.fdate(d - timedelta(days=rng.randint(1, 6)), 'cn')} 的订单确认如下，请核对无误后签章回传：",
        8.6,
    )
    y += 8
    lines = make(rng, ZH_GOODS, rng.choice([2, 3, 4, 5, 6, 8, 10, 14, 20, 28]))
    widths = cj.rel(wd, [4, 9, 30, 5, 6, 10, 11, 10])
    heads = ["序号", "产品编号", "品名及规格", "单位", "数量", "含税单价", "金额（元）", "交货期"]
    rows2 = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        rows2.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p),
                    cj.money(a),
                    cj.fdate(cj.later(rng, d, 7, 35), "slash"),
                ],
                a,
            )
        )
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows2,
        "ccllrrrc",
        rowh=17,
        size=7.8,
        bottom=bottom - 30,
        brk=brk,
        carry=("转下页", "承上页", cj.money, 2, 6),
    )
    goods = sum((a for *_, a in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 200, 350, 500, 800]))
    total = goods + freight
    tax = r2(total * 13 / 113)
    if y + 150 > bottom:
        y = brk()
    if stated:
        y = crow(
            pdf,
            m,
            y,
            widths,
            ["", "", "货款合计", "", "", "", cj.money(goods), ""],
            "ccllrrrc",
            h=17,
            size=8,
            bold=True,
            fill=PALE,
        )
        y += 16
        share = rng.choice([30, 30, 20, 50])
        deposit = r2(total * share / 100)
        pairs = [("货款合计", goods)]
        if freight:
            pairs.append(("运费", freight))
        pairs.append((cj.pick(rng, "订单总额（含税）|合计金额（含税）|总金额"), total))
        sx = m + wd * 0.52
        y0 = y
        for k, (lab, v) in enumerate(pairs):
            last = k == len(pairs) - 1
            pdf.text(sx, y, f"{lab}：", 9.2 if last else 8.6, bold=last)
            pdf.text(right, y, f"¥{cj.money(v)}", 9.2 if last else 8.6, align="r", bold=last)
            y += 14
        pdf.text(sx, y, f"其中增值税（13%）：¥{cj.money(tax)}", 7.8, colour=GREY)
        y += 14
        pdf.text(m, y0, f"人民币大写：{cj.daxie(total)}", 8.6, maxw=wd * 0.5)
        pdf.text(m, y0 + 16, f"预付定金（{share}%）：¥{cj.money(deposit)}", 8.4)
        pdf.text(m, y0 + 30, f"发货前付清余款：¥{cj.money(total - deposit)}", 8.4)
        y = max(y, y0 + 34)
    else:
        y += 14
        pdf.text(m, y, "注：以上为含税单价，运费另计，最终金额以实际发货数量结算。", 8.4)
        y += 10
    terms = [
        "1. 付款方式：合同签订后预付定金，余款发货前付清；定金到账后安排生产。",
        "2. 交货地点：需方指定地址，运输途中风险由供方承担。",
        "3. 质保期：设备自验收合格之日起十二个月，易损件除外。",
        "4. 需方如有异议，请于收到本确认书后三日内书面提出，逾期视为确认。",
    ]
    for t in terms[: rng.randint(2, 4)]:
        y += 13
        pdf.text(m, y, t, 7.8)
    y += 34
    if y + 70 > bottom:
        y = brk() + 30
    pdf.text(m, y, "供方（盖章）：", 9, bold=True)
    pdf.text(m, y + 16, seller, 8.6)
    pdf.text(m, y + 32, f"经办人：{rep}", 8.4)
    if rng.random() < 0.7:
        pdf.stamp(m + 90, y + 10, seller, rng, caption=cj.pick(rng, "合同专用章|销售专用章"), r=34)
    rx = m + wd * 0.55
    pdf.text(rx, y, cj.pick(rng, "需方确认（签章）：|客户确认回签：|需方（盖章）："), 9, bold=True)
    pdf.text(rx, y + 32, "日期：　　年　　月　　日", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, seller, total)
    return out if stated else none_meta(out)


def blind23_zh_xiaoshou_queren_dingjin(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 2 zh-Hant Taiwanese purchase contract, 甲方 buyer and 乙方 supplier

TW_BUY = "{b}科技股份有限公司|{b}精密工業股份有限公司|財團法人{b}醫院|{b}電子股份有限公司|{b}食品股份有限公司|{b}光電股份有限公司"
TW_BUY_B = "聯華 台宏 永豐 宏遠 信昌 中環 東聯 新光 長興 國順".split()
TW_SUP = "{b}企業有限公司|{b}實業股份有限公司|{b}儀器有限公司|{b}機械工業有限公司|{b}工程有限公司|{b}國際貿易有限公司"
TW_SUP_B = "協成 正隆 元富 大同興 台益 金利 全興 振宇 明泰 鼎盛".split()
TW_GOODS = [
    ("EQ-01", "空壓機 螺旋式 30HP 含乾燥機", "台", 280000, 460000),
    ("EQ-02", "冷卻水塔 100RT 含安裝", "座", 350000, 620000),
    ("EQ-03", "不斷電系統 UPS 20kVA", "台", 180000, 320000),
    ("EQ-04", "工業用除濕機 120L/日", "台", 38000, 62000),
    ("EQ-05", "電動堆高機 1.5噸", "台", 420000, 680000),
    ("EQ-06", "無塵室 FFU 風扇過濾機組", "組", 16000, 28000),
    ("EQ-07", "不銹鋼工作台 180×75cm", "張", 8500, 16000),
    ("EQ-08", "監視系統 IP 攝影機 4MP", "支", 4200, 9800),
    ("EQ-09", "配電盤 低壓 含施工", "式", 120000, 260000),
    ("EQ-10", "廢水處理加藥機", "組", 65000, 120000),
    ("EQ-11", "LED 高天井燈 150W", "盞", 3200, 6800),
    ("EQ-12", "教育訓練及試車", "式", 20000, 60000),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(42, 52)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    buyer = cj.pick(rng, TW_BUY).format(b=rng.choice(TW_BUY_B))
    sup = cj.pick(rng, TW_SUP).format(b=rng.choice(TW_SUP_B))
    d = cj.a_date(rng)
    ht = cj.number(rng, d, "{roc}-PC-{n4}|C{roc}{m}{n3}|{roc}採字第{n4}號|PUR-{Y}-{n4}|HT{roc}{n4}")
    pr = cj.number(rng, d, "PR{roc}{m}{n4}|請{roc}{n5}")
    qt = cj.number(rng, d, "Q{y}{m}-{n3}|報{n6}")
    page = [1]
    stated = stated_of(rng)
    no_lab = cj.pick(rng, "合約編號|契約編號|合約字號")
    title = cj.pick(rng, "採 購 合 約 書|買 賣 合 約 書|設備採購合約|採購契約書")

    def foot() -> None:
        s = f"第 {page[0]} 頁，共 {of} 頁" if of else f"第 {page[0]} 頁"
        pdf.text(pdf.w / 2, pdf.h - 26, s, 8, align="c", colour=GREY)
        pdf.text(m, pdf.h - 40, "甲方：＿＿＿＿　乙方：＿＿＿＿（騎縫章）", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(right, 34, f"{no_lab}：{ht}", 8.5, align="r", colour=GREY)
        return 54

    def need(y: float, h: float) -> float:
        return brk() if y + h > bottom else y

    y = 56
    pdf.text(pdf.w / 2, y, title, 18, align="c", bold=True)
    pdf.text(right, y, f"{no_lab}：{ht}", 9, align="r")
    y += 20
    pdf.text(m, y, f"請購單號：{pr}　　乙方報價單號：{qt}", 8, colour=GREY)
    y += 22
    intro = f"立合約書人 {buyer}（以下簡稱甲方）、{sup}（以下簡稱乙方），茲為甲方向乙方採購下列設備及服務，經雙方同意訂立本合約，條款如下："
    y = pdf.para(m, y, intro, 9.6, wd, lead=1.6)
    y += 8
    lines = make(rng, TW_GOODS, rng.choice([1, 2, 3, 3, 4, 5, 6, 8]), whole=True)
    net = sum((a for *_, a in lines), ZERO)
    tax = r0(net * Decimal("0.05"))
    total = net + tax
    pdf.text(m, y, "第一條　採購標的", 10, bold=True)
    y += 8
    widths = cj.rel(wd, [5, 40, 6, 7, 14, 16])
    rows = [
        ([str(i), it[1], it[2], f"{q:,.0f}", won(p), won(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        widths,
        ["項次", "品名及規格", "單位", "數量", "單價（新臺幣）", "複價（新臺幣）"],
        rows,
        "clcrrr",
        rowh=18,
        size=8.4,
        bottom=bottom,
        brk=brk,
    )
    if stated:
        for lab, v in (("小計（未稅）", net), ("營業稅 5%", tax), ("總計（含稅）", total)):
            y = crow(
                pdf,
                m,
                y,
                widths,
                ["", lab, "", "", "", won(v)],
                "clcrrr",
                h=17,
                size=8.4,
                bold=lab.startswith("總"),
                fill=PALE if lab.startswith("總") else None,
            )
    y += 22
    deposit = r0(total * Decimal("0.3"))
    arts = []
    if stated:
        arts.append(
            (
                "第二條　合約總價",
                f"本合約總價為新臺幣{cj.daxie(total, trad=True).replace('元', '元整').replace('整整', '整')}（NT${won(total)}），含營業稅。",
            )
        )
    else:
        arts.append(
            ("第二條　計價方式", "本合約採單價計價，依甲方實際驗收數量按第一條單價結算，稅金另計。")
        )
    place = cj.tw_addr(rng)
    arts += [
        (
            "第三條　交貨期限及地點",
            f"乙方應於中華民國 {d.year - 1911} 年 {cj.later(rng, d, 20, 90).month} 月底前，將標的物運抵甲方指定地點（{place}）並完成安裝試車。",
        ),
        (
            "第四條　付款辦法",
            f"本合約簽訂後，甲方支付訂金百分之三十（NT${won(deposit)}）；標的物經甲方驗收合格後，乙方開立統一發票請款，甲方於次月底前以電匯付清尾款。"
            if stated
            else "標的物經甲方驗收合格後，乙方開立統一發票請款，甲方於次月底前以電匯付款。",
        ),
        (
            "第五條　保固",
            f"乙方保證標的物自驗收合格日起保固 {rng.choice(['一', '二', '三'])} 年，保固期間內非人為損壞者，乙方應免費修復或更換。",
        ),
        (
            "第六條　逾期罰則",
            "乙方逾期交貨者，每逾一日按合約總價千分之一計罰，罰款總額以合約總價百分之十為上限。",
        ),
        (
            "第七條　其他",
            "本合約如有未盡事宜，依民法及相關法令辦理；涉訟時雙方同意以甲方所在地之地方法院為第一審管轄法院。本合約一式二份，雙方各執一份為憑。",
        ),
    ]
    for head, body in arts:
        y = need(y, 50)
        pdf.text(m, y, head, 10, bold=True)
        y += 15
        y = pdf.para(m + 14, y, body, 9, wd - 14, lead=1.6)
        y += 8
    y = need(y + 10, 150)
    half = wd / 2
    for x0, side, name in ((m, "甲方（買方）", buyer), (m + half + 6, "乙方（賣方）", sup)):
        rows_ = [
            f"{side}：{name}",
            f"代表人：{cj.person(rng, 'zh-Hant')}",
            f"統一編號：{rng.randint(10000000, 99999999)}",
            f"地址：{cj.tw_addr(rng)}",
            f"電話：{cj.tw_tel(rng)}",
        ]
        for i, s in enumerate(rows_):
            pdf.text(x0, y + i * 17, s, 9 if i else 9.6, bold=i == 0, maxw=half - 10)
        if rng.random() < 0.75:
            pdf.stamp(
                x0 + half * 0.7,
                y + 62,
                name,
                rng,
                shape="rect" if rng.random() < 0.5 else "circle",
                r=30,
            )
    y += 110
    pdf.text(
        pdf.w / 2,
        y,
        f"中　華　民　國　{d.year - 1911}　年　{d.month}　月　{d.day}　日",
        10,
        align="c",
        space=1,
    )
    foot()
    out = cfinish(pdf, "zh-Hant", "contract", ht, sup, total)
    return out if stated else none_meta(out)


def blind23_tw_caigou_heyue_jiayi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 3 ja Web-EDI order as printed from the buyer's procurement portal

JA_BUY = "{s}工業株式会社|株式会社{s}製作所|{s}電機株式会社|{s}精工株式会社|{s}化学工業株式会社"
JA_BUY_S = "東亜 北陸 日進 大和 昭和 中央 三協 太平 関東 明和".split()
JA_SUP = "株式会社{s}|{s}産業株式会社|{s}商事株式会社|有限会社{s}工業|{s}金属株式会社|{s}樹脂工業株式会社|株式会社{s}テック"
JA_SUP_S = "山田精機 丸栄 アサヒ 高橋 ミツワ 共栄 佐藤工機 トーワ 新和 富士見".split()
JA_PARTS = [
    ("A1-20331", "ブラケット SPCC t2.3 亜鉛めっき", "個", 85, 240),
    ("A1-20418", "シャフト S45C φ20×180 焼入れ", "本", 980, 2400),
    ("A2-11052", "樹脂カバー ABS 黒 成形品", "個", 120, 380),
    ("A2-11207", "ゴムパッキン NBR 70° 成形", "個", 18, 65),
    ("B3-00412", "六角穴付ボルト M8×25 SUS", "本", 12, 38),
    ("B3-00577", "ベアリング 6204ZZ", "個", 320, 780),
    ("C4-31009", "プリント基板 制御用 実装済", "枚", 2800, 6400),
    ("C4-31120", "ハーネス 12芯 L=800", "本", 650, 1480),
    ("D5-05030", "アルミ押出材 A6063 20×40 L=1000", "本", 1100, 2300),
    ("D5-05108", "段ボール 内箱 仕切付", "枚", 95, 210),
    ("E6-70015", "切削油 水溶性 18L", "缶", 6800, 9800),
    ("E6-70022", "梱包用ストレッチフィルム 500mm", "巻", 1400, 2400),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.4
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(24, 32)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    buyer = cj.pick(rng, JA_BUY).format(s=rng.choice(JA_BUY_S))
    sup = cj.pick(rng, JA_SUP).format(s=rng.choice(JA_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{n10}|PO{y}{m}{n5}|{Y}{m}{n6}|H{n8}|45{n8}")
    est = cj.number(rng, d, "MT{y}-{n4}|Q{n6}")
    pr = cj.number(rng, d, "PR{Y}{n6}|RQ-{n7}")
    vcode = f"{rng.randint(100000, 999999)}"
    portal = cj.pick(
        rng, "調達ポータル|Web-EDI 購買システム|サプライヤーポータル|B2B 受発注サービス"
    )
    url = f"https://{rng.choice(['edi', 'srm', 'b2b', 'portal'])}.{rng.choice(['toa', 'hokuriku', 'nissin', 'meiwa', 'sankyo'])}-{rng.choice(['gr', 'mfg', 'corp'])}.co.jp/order/detail?no={rng.randint(10**7, 10**8 - 1)}"
    stamp = f"{d:%Y/%m/%d} {rng.randint(8, 19):02d}:{rng.randint(0, 59):02d}"
    page = [1]
    stated = stated_of(rng)
    status = cj.pick(rng, "受注確認済|未確認|納期回答済|受注確認済")

    def foot() -> None:
        pdf.text(m, pdf.h - 16, url, 6.5, colour=GREY)
        pdf.text(
            right,
            pdf.h - 16,
            f"{page[0]}/{of}" if of else f"{page[0]}",
            6.5,
            align="r",
            colour=GREY,
        )

    def top() -> None:
        pdf.text(m, 14, stamp, 6.5, colour=GREY)
        pdf.text(pdf.w / 2, 14, f"注文詳細 | {portal}", 6.5, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        top()
        pdf.text(m, 36, f"注文番号 {po}（明細つづき）", 8.5, bold=True)
        return 44

    top()
    y = 24
    pdf.rect(m, y, wd, 20, fill=NAVY, stroke=None)
    pdf.text(m + 8, y + 14, f"{buyer}　{portal}", 9.5, colour=white, bold=True)
    pdf.text(
        right - 8,
        y + 14,
        f"ログイン：{vcode}　{cj.pick(rng, 'ログアウト|マイページ')}",
        7.2,
        align="r",
        colour=white,
    )
    y += 32
    pdf.text(m, y, "ホーム ＞ 注文照会 ＞ 注文詳細", 7, colour=GREY)
    y += 22
    pdf.text(m, y, cj.pick(rng, "注文書|注文詳細|発注明細"), 15, bold=True)
    pdf.text(m + 78, y, f"注文番号：{po}", 11, bold=True)
    bw = 62
    pdf.rect(
        right - bw,
        y - 12,
        bw,
        16,
        fill=Color(0.85, 0.93, 0.85) if status != "未確認" else Color(0.98, 0.9, 0.8),
        stroke=GREY,
    )
    pdf.text(right - bw / 2, y - 1, status, 7.8, align="c")
    y += 10
    tanto = cj.person(rng, "ja")
    wcol = [wd * 0.13, wd * 0.37, wd * 0.13, wd * 0.37]
    info = [
        ["注文日", cj.fdate(d, "slash"), "発注区分", cj.pick(rng, "通常発注|内示確定|緊急発注")],
        ["発注元", buyer, "取引先コード", vcode],
        ["取引先名", sup],
        ["購買担当", f"{tanto}（購買部）", "連絡先", cj.ja_tel(rng)],
        ["見積番号", est, "購買依頼番号", pr],
        [
            "納入場所",
            cj.pick(rng, "本社工場 資材受入|第二工場 1番ゲート|物流センター 入荷口"),
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|20日締め翌月末振込|月末締め翌々月15日払い"),
        ],
    ]
    y = kgrid(pdf, m, y, wcol, info, h=15, size=7.6, fill=PALE) + 12
    lines = make(
        rng, JA_PARTS, rng.choice([1, 2, 3, 4, 5, 7, 9, 12, 16, 24, 34]), whole=rng.random() < 0.6
    )
    heads = [
        "行",
        "品目コード",
        "品名・仕様",
        "数量",
        "単位",
        "単価",
        "金額",
        "希望納期",
        "回答納期",
    ]
    widths = cj.rel(wd, [3, 8, 26, 6, 4, 8, 10, 8, 8])
    rows = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        due = cj.later(rng, d, 5, 30)
        ans = cj.fdate(due, "slash") if status != "未確認" else ""
        ps = f"{p:,.0f}" if p == r0(p) else f"{p:,.2f}"
        rows.append(
            (
                [
                    str(i * 10),
                    it[0],
                    it[1],
                    f"{q:,.0f}",
                    it[2],
                    ps,
                    f"{r0(a):,.0f}",
                    cj.fdate(due, "slash"),
                    ans,
                ],
                r0(a),
            )
        )
    net = sum((a for _, a in rows), ZERO)
    tax = (net * Decimal("0.10")).quantize(Decimal(1), ROUND_DOWN)
    total = net + tax
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows,
        "cllrcrrcc",
        rowh=15,
        size=7.2,
        bottom=bottom - 10,
        brk=brk,
        hh=15,
    )
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        sw = [wd * 0.14, wd * 0.14]
        srows = [
            ["税抜合計", f"{net:,.0f}"],
            ["消費税（10%）", f"{tax:,.0f}"],
            ["税込合計", f"¥{total:,.0f}"],
        ]
        kgrid(pdf, right - sum(sw), y, sw, srows, h=15, size=8, labels=(0,), fill=PALE, align="lr")
    pdf.text(m, y + 10, "備考：", 7.8, bold=True)
    pdf.text(
        m + 30,
        y + 10,
        cj.pick(
            rng,
            "納品書に注文番号を必ず記載してください。|分納の場合は事前に購買担当までご連絡ください。|検査成績書を添付のこと。",
        ),
        7.6,
        maxw=wd * 0.6,
    )
    pdf.text(m, y + 24, "本注文は電子発注のため押印を省略しています。", 7.2, colour=GREY)
    y += 58
    pdf.rect(m, y, wd * 0.6, 34, stroke=GREY)
    pdf.text(m + 6, y + 13, "取引先 受注確認", 7.8, bold=True)
    if status != "未確認":
        pdf.text(
            m + 6,
            y + 27,
            f"確認日時：{cj.fdate(cj.later(rng, d, 0, 2), 'slash')} {rng.randint(9, 18):02d}:{rng.randint(0, 59):02d}　確認者：{cj.person(rng, 'ja')}",
            7.4,
        )
    else:
        pdf.text(m + 6, y + 27, "［受注確認］ボタンを押して注文を確定してください。", 7.4)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind23_ja_web_edi_chumon_shokai(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 4 ko call-off under a unit-price contract (납품요구서) with a split delivery schedule

KO_BUY = (
    "{c}광역시 {d}|{c}시 {d}|한국{s}공사 {c}지역본부|{c}대학교 산학협력단|국립{c}병원|{c}교육청 {d}"
)
KO_CITY = "부산 대구 인천 광주 대전 울산 수원 창원 청주 전주".split()
KO_DEPT = "시설관리과 회계과 총무과 물품관리팀 재무과 운영지원과".split()
KO_SUPF = "(주){s}|{s} 주식회사|주식회사 {s}|(주){s}산업|{s}테크(주)|{s}상사"
KO_SUP_S = "한빛 대성 우진 세광 동아 미래로 신흥 태양 삼익 정우 코리아나".split()
KO_GOODS = [
    ("복사용지", "A4 80g 2500매/박스", "박스", 21000, 28000),
    ("토너카트리지", "흑백 정품 12K", "개", 78000, 135000),
    ("LED 평판등", "640x640 50W", "개", 42000, 68000),
    ("사무용 의자", "메쉬 등받이 팔걸이형", "개", 98000, 185000),
    ("책상", "1600x800 강화목재", "개", 160000, 290000),
    ("소화기", "분말 ABC 3.3kg", "개", 23000, 36000),
    ("손소독제", "500ml 에탄올 70%", "개", 3200, 6800),
    ("데스크톱 컴퓨터", "i5/16GB/512GB SSD", "대", 890000, 1380000),
    ("모니터", "27인치 QHD", "대", 240000, 390000),
    ("위생장갑", "니트릴 M 100매", "박스", 7800, 12500),
    ("산업용 선풍기", "24인치 스탠드형", "대", 78000, 125000),
    ("방진마스크", "KF94 대형 50매", "박스", 18000, 32000),
]


def _ko(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 42)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    c = rng.choice(KO_CITY)
    buyer = cj.pick(rng, KO_BUY).format(
        c=c, d=rng.choice(KO_DEPT), s=rng.choice(["전력", "수자원", "도로", "가스"])
    )
    sup = cj.pick(rng, KO_SUPF).format(s=rng.choice(KO_SUP_S))
    d = cj.a_date(rng)
    no = cj.number(rng, d, "{Y}-{n5}|R{y}{m}{n5}|{Y}{m}{d}-{n3}|N{y}{m}{n4}")
    ct = cj.number(rng, d, "{Y}{n7}-00|단가-{Y}-{n3}|C{y}{n6}")
    page = [1]
    stated = stated_of(rng)
    lab = cj.pick(rng, "요구번호|납품요구번호|요청번호")
    slab = cj.pick(rng, "계약상대자|계약업체|공급업체")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"- {page[0]} / {of} -" if of else f"- {page[0]} -",
            8,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"납품요구서 (계속)   {lab}: {no}", 9, bold=True)
        return 48

    y = 54
    pdf.text(
        pdf.w / 2,
        y,
        cj.pick(rng, "납 품 요 구 서|납품요청서|물품 납품요구서"),
        19,
        align="c",
        bold=True,
        space=2,
    )
    y += 8
    pdf.line(pdf.w / 2 - 90, y, pdf.w / 2 + 90, y, lw=1.4)
    y += 22
    pc = cj.pick(rng, "김|이|박|최|정|강|조|윤|장") + cj.pick(
        rng, "민수|지영|성호|현정|재훈|수진|동욱|은희"
    )
    rows = [
        [lab, no, "요구일자", f"{d:%Y. %m. %d.}"],
        ["계약번호", ct, "계약방법", cj.pick(rng, "단가계약(연간)|제3자단가계약|다수공급자계약")],
        [
            "수요기관",
            buyer,
            "담당자",
            f"{pc} ({rng.randint(2, 70):03d}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)})",
        ],
        [
            slab,
            sup,
            "사업자등록번호",
            f"{rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}",
        ],
        [
            "납품장소",
            f"{c} {cj.pick(rng, '본관 1층 물품창고|별관 지하1층|청사 민원동|물류센터')}",
            "납품기한",
            f"{cj.later(rng, d, 20, 60):%Y. %m. %d.}",
        ],
    ]
    y = (
        kgrid(
            pdf, m, y, [wd * 0.14, wd * 0.38, wd * 0.16, wd * 0.32], rows, h=19, size=8.6, fill=PALE
        )
        + 14
    )
    pdf.text(m, y, "위 계약에 따라 다음과 같이 납품을 요구합니다.", 9.2)
    y += 10
    lines = make(rng, KO_GOODS, rng.choice([1, 2, 3, 4, 5, 6, 8, 11, 15, 22]), whole=True)
    lines = [(it, q, r0(p / 10) * 10, r0(p / 10) * 10 * q) for it, q, p, _ in lines]
    net = sum((a for *_, a in lines), ZERO)
    vat = (net * Decimal("0.1")).quantize(Decimal(1), ROUND_DOWN)
    total = net + vat
    widths = cj.rel(wd, [4, 11, 15, 20, 6, 6, 12, 14])
    heads = ["순번", "물품식별번호", "품명", "규격", "단위", "수량", "계약단가", "금액"]
    rows2 = [
        (
            [
                str(i),
                f"{rng.randint(20000000, 24999999)}",
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                won(p),
                won(a),
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows2,
        "cclllrrr",
        rowh=18,
        size=8,
        bottom=bottom - 30,
        brk=brk,
        carry=("다음 쪽으로 이월", "앞 쪽에서 이월", won, 2, 7),
    )
    if stated:
        for k, (l2, v) in enumerate(
            (
                ("공급가액", net),
                ("부가가치세", vat),
                (cj.pick(rng, "합계금액|총 요구금액|납품요구금액 합계"), total),
            )
        ):
            y = crow(
                pdf,
                m,
                y,
                widths,
                ["", "", l2, "", "", "", "", won(v)],
                "cclllrrr",
                h=18,
                size=8.4,
                bold=k == 2,
                fill=PALE if k == 2 else None,
            )
    y += 18
    # split delivery schedule (분할납품)
    parts = rng.choice([1, 2, 2, 3])
    if parts > 1 and stated and y + 40 + parts * 17 < bottom:
        pdf.text(m, y, "■ 분할납품 계획", 9.4, bold=True)
        y += 6
        shares = [Decimal(1) / parts] * parts
        amts = [r0(total * s / 10) * 10 for s in shares[:-1]]
        amts.append(total - sum(amts, ZERO))
        sw = cj.rel(wd * 0.7, [8, 22, 30, 20])
        srows = [["차수", "납품기한", "대상", "금액(원)"]]
        for k, a in enumerate(amts, 1):
            srows.append(
                [
                    f"{k}차",
                    f"{cj.later(rng, d, 15 * k, 15 * k + 10):%Y. %m. %d.}",
                    "품목별 수량의 " + f"{100 // parts}%" if k < parts else "잔여 수량 전부",
                    won(a),
                ]
            )
        y = pdf.grid(m, y, sw, srows, row_h=16, size=8, align="cclr") + 16
    elif not stated:
        pdf.text(m, y, "※ 금액은 계약단가 기준이며 부가가치세는 별도로 정산합니다.", 8.6)
        y += 16
    notes = [
        "1. 납품 시 거래명세서 및 검사요청서를 함께 제출하여 주시기 바랍니다.",
        "2. 납품기한 내 납품하지 못할 경우 계약조건에 따라 지체상금이 부과됩니다.",
        "3. 대금은 검수 완료 후 전자세금계산서 발행일로부터 5일 이내에 지급합니다.",
    ]
    for t in notes[: rng.randint(1, 3)]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y, t, 8.2)
        y += 14
    y += 26
    if y + 70 > bottom:
        y = brk() + 20
    pdf.text(pdf.w / 2, y, f"{d.year}년 {d.month}월 {d.day}일", 10, align="c")
    y += 30
    pdf.text(right - 60, y, f"{buyer.split(' ')[0]}장", 12, align="r", bold=True)
    if rng.random() < 0.7:
        pdf.stamp(right - 30, y - 4, buyer.split(" ")[0][:6], rng, shape="rect", r=20)
    y += 28
    pdf.text(m, y, f"{slab} 확인:　　　　　　　　　(인)", 8.8)
    foot()
    out = cfinish(pdf, "ko", "purchase_order", no, sup, total)
    return out if stated else none_meta(out)


def blind23_ko_napum_yogu_danga(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ko)


# --------------------------------------------------------------------------- 5 sr (Cyrillic) order with an unlabelled window address and carried-forward pages

SR_CITY = ["Београд", "Нови Сад", "Ниш", "Крагујевац", "Суботица", "Чачак", "Краљево", "Панчево"]
SR_BUY = "{b} д.о.о.|{b} а.д.|Јавно комунално предузеће „{b}”|{b} д.о.о. {c}|Здравствени центар {c}"
SR_BUY_B = "Млекара Поље|Војводина Агро|Градско зеленило|Метал Инжењеринг|Пекара Златни клас|Дунав Логистика".split(
    "|"
)
SR_SUP = "{b} д.о.о.|{b} д.о.о. {c}|Привредно друштво {b} д.о.о.|{b} доо|{b} а.д. {c}"
SR_SUP_B = "Електро Промет|Техно Алат|Хидро Сервис|Палета Плус|Балкан Хемија|Канцелар|Бојадис|Монтажа Инвест|Агро Семе|Топлина".split(
    "|"
)
SR_ITEMS = [
    ("10021", "Кабл NYM-J 3x2,5 mm²", "м", 85, 140),
    ("10455", "Аутоматски осигурач C16 1P", "ком", 320, 610),
    ("20310", "Пумпа циркулациона 25-60", "ком", 14500, 26800),
    ("20388", 'Вентил кугласти 1" месинг', "ком", 890, 1650),
    ("31102", "Палета дрвена EUR 1200x800", "ком", 1200, 1900),
    ("31205", "Стреч фолија 500 mm x 300 m", "рол", 1450, 2300),
    ("40017", "Натријум хипохлорит 13%, 30 кг", "кан", 1900, 3200),
    ("40210", "Радне рукавице нитрилне, пар", "пар", 95, 240),
    ("50402", "Папир А4 80 g, рис 500 л", "рис", 520, 780),
    ("50518", "Тонер касета црна", "ком", 4900, 9800),
    ("60033", "Боја фасадна бела 15 л", "кан", 5200, 8900),
    ("60110", "Лежај 6206 2RS", "ком", 680, 1450),
]


def _sr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djserif|libsans|djcond"))
    m = rng.uniform(40, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    c1, c2 = rng.choice(SR_CITY), rng.choice(SR_CITY)
    buyer = la.pick(rng, SR_BUY).format(b=rng.choice(SR_BUY_B), c=c1)
    sup = la.pick(rng, SR_SUP).format(b=rng.choice(SR_SUP_B), c=c2)
    dt = a_day(rng)
    yr = dt.year
    po = la.pick(
        rng,
        f"{la.digits(rng, '###')}/{yr}|НБ-{la.digits(rng, '####')}/{yr % 100}|{la.digits(rng, '##')}-{la.digits(rng, '####')}|N{yr}-{la.digits(rng, '#####')}",
    )
    pon = f"{la.digits(rng, '###')}/{yr % 100}"
    ug = f"{la.digits(rng, '##')}-{la.digits(rng, '###')}/{yr - rng.randint(0, 1)}"
    page = [1]
    stated = stated_of(rng)
    cur = la.pick(rng, "дин.|RSD|динара")
    inline = rng.random() < 0.6

    def foot() -> None:
        s = f"Страна {page[0]} од {of}" if of else f"Страна {page[0]}"
        d.t(r, d.h - 26, s, 7.4, al="r", grey=0.35)
        d.t(m, d.h - 26, f"{buyer} · ПИБ {pib} · МБ {mb}", 6.8, grey=0.45)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Наруџбеница бр. {po} — наставак", 9.5, b=True)
        return 52

    pib, mb = la.digits(rng, "10#######"), la.digits(rng, "0#######")
    y = 42
    d.t(m, y, buyer, 12.5, b=True)
    street = la.pick(
        rng,
        "Булевар ослобођења|Улица кнеза Милоша|Индустријска зона бб|Улица Живојина Мишића|Булевар Николе Тесле",
    )
    for i, s in enumerate(
        [
            f"{street} {rng.randint(1, 140)}",
            f"{rng.randint(11000, 37000)} {c1}",
            f"ПИБ: {pib}   МБ: {mb}",
            f"Тел: 0{rng.randint(11, 37)}/{la.digits(rng, '###-####')}",
        ]
    ):
        d.t(m, y + 13 + i * 11, s, 8, grey=0.25)
    d.t(r, y, f"{c1}, {dt:%d.%m.%Y}.", 8.6, al="r")
    # window block, no caption
    wx, wy = m + wd * 0.52, 108
    if rng.random() < 0.6:
        for dx, dy in ((0, 0), (wd * 0.46, 0), (0, 62), (wd * 0.46, 62)):
            x0, y0 = wx - 6 + dx, wy - 6 + dy
            d.line(x0, y0, x0 + (6 if dx == 0 else -6), y0, 0.5)
            d.line(x0, y0, x0, y0 + (6 if dy == 0 else -6), 0.5)
    sup_rows = [
        sup,
        f"{la.pick(rng, 'Улица Радничка|Ауто-пут|Улица Вука Караџића|Улица Цара Душана')} {rng.randint(1, 90)}",
        f"{rng.randint(11000, 37000)} {c2}",
        f"ПИБ: {la.digits(rng, '10#######')}",
    ]
    for i, s in enumerate(sup_rows):
        d.t(wx, wy + 9 + i * 12, s, 9.4 if i == 0 else 8.6, b=i == 0, maxw=wd * 0.47)
    y = 200
    if inline:
        d.t(m, y, f"НАРУЏБЕНИЦА бр. {po}", 14, b=True)
    else:
        d.t(m, y, "НАРУЏБЕНИЦА", 14, b=True)
        d.t(r, y, f"Број: {po}", 10.5, b=True, al="r")
    y += 8
    d.line(m, y, r, y, 1.1)
    y += 6
    y = wrapped(
        d,
        m,
        y,
        f"На основу Ваше понуде бр. {pon} од {dt - timedelta(days=rng.randint(3, 20)):%d.%m.%Y}. и уговора бр. {ug}, наручујемо следећа добра:",
        8.6,
        wd,
    )
    y += 6
    lines = []
    for it in take(rng, SR_ITEMS, rng.choice([1, 2, 3, 4, 6, 8, 12, 18, 26, 34])):
        q = Decimal(qty(rng, it[4]))
        p = price(rng, it[3], it[4])
        disc = rng.choice([0, 0, 0, 5, 10])
        lines.append((it, q, p, disc, r2(q * p * (100 - disc) / 100)))
    widths = [wd * f for f in (0.06, 0.09, 0.36, 0.07, 0.09, 0.13, 0.07, 0.13)]
    heads = ["Р.бр.", "Шифра", "Назив добра", "Ј.м.", "Кол.", "Цена без ПДВ", "Раб.%", "Износ"]
    rows = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}".replace(",", "."),
                de(p),
                str(disc) if disc else "",
                de(a),
            ],
            a,
        )
        for i, (it, q, p, disc, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cclcrrcr",
        size=7.8,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        carry=("Пренос:", "Пренос са претходне стране:", de, 2, 7),
        hsize=7.4,
    )
    net = sum((a for *_, a in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 0, 1500, 2400, 3600]))
    base = net + freight
    vat = r2(base * Decimal("0.2"))
    total = base + vat
    if y + 150 > bottom:
        y = brk()
    y += 10
    if stated:
        trs = [("Укупно без ПДВ:", de(net), False)]
        if freight:
            trs += [
                ("Трошкови превоза:", de(freight), False),
                ("Основица за ПДВ:", de(base), False),
            ]
        trs += [
            ("ПДВ 20%:", de(vat), False),
            (la.pick(rng, "УКУПНО ЗА ПЛАЋАЊЕ:|Укупно са ПДВ:|СВЕГА:"), f"{de(total)} {cur}", True),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, trs, 8.6, shade=0.9)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Коначна вредност биће утврђена по испостављеној фактури, према стварно испорученим количинама.",
            8.4,
            wd * 0.9,
        )
    y += 10
    for s in (
        f"Рок испоруке: {dt + timedelta(days=rng.randint(5, 30)):%d.%m.%Y}.",
        f"Место испоруке: {la.pick(rng, 'централни магацин|погон|управна зграда')}, {c1}",
        f"Начин плаћања: {la.pick(rng, 'вирмански, 45 дана од пријема фактуре|вирмански, 30 дана|авансно 30%, остатак по испоруци')}",
        f"Контакт особа: {la.pick(rng, 'Марко Петровић|Јелена Јовановић|Никола Стојановић|Ана Илић|Милош Ђорђевић')}, тел. 06{rng.randint(0, 6)}/{la.digits(rng, '###-###')}",
    ):
        d.t(m, y + 9, s, 8.4)
        y += 13
    y += 40
    if y + 40 > bottom:
        y = brk() + 30
    d.sign(m, y, 160, "За наручиоца (потпис и печат)", 7.6)
    d.sign(r - 200, y, 200, "Добављач потврђује пријем наруџбенице", 7.6)
    d.t(m + 175, y - 4, "М.П.", 8, grey=0.4)
    foot()
    out = finish(d, "sr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind23_sr_narudzbenica_prozor(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sr)


# --------------------------------------------------------------------------- 6 en-PH purchase order with a "Conforme" supplier block

PH_CITY = [
    "Makati City",
    "Pasig City",
    "Quezon City",
    "Taguig City",
    "Mandaluyong City",
    "Cebu City",
    "Davao City",
    "Muntinlupa City",
    "Parañaque City",
    "Calamba, Laguna",
]
PH_BUY = "{s} Corporation|{s} Holdings, Inc.|{s} Development Corp.|{s} Foods Philippines, Inc.|{s} Land, Inc.|{s} Medical Center, Inc."
PH_BUY_S = "Bayanihan|Mabuhay|Luzon Pacific|Visayan Star|Pilipinas Prime|Golden Harvest|Manila Bay|Sampaguita".split(
    "|"
)
PH_SUP = "{s} Trading|{s} Enterprises|{s} Industrial Sales Corp.|{s} Hardware & Construction Supply|{s} Office Systems, Inc.|{s} Marketing Corporation|{s} Electrical Supply Co."
PH_SUP_S = "JRM|Tri-Star|Northpoint|Santos Brothers|Goldline|A.V. Reyes|Primeway|Kalayaan|Uniwide|D'Great".split(
    "|"
)
PH_ITEMS = [
    ("", "Portland cement, Type 1, 40 kg", "bag", 240, 290),
    ("", "Deformed bar 12mm x 6m, Grade 40", "pc", 260, 360),
    ("", 'Plywood marine 3/4" 4x8', "sheet", 1450, 1950),
    ("", "GI wire #16", "kg", 85, 120),
    ("", "LED tube 18W T8, daylight", "pc", 120, 240),
    ("", "THHN wire 3.5mm², 150 m", "roll", 4200, 5600),
    ("", "Bond paper A4 70gsm", "ream", 210, 290),
    ("", "Ink cartridge, black (original)", "pc", 650, 1450),
    ("", "Split-type aircon 1.5 HP inverter", "unit", 32000, 45000),
    ("", "Office chair, mid-back mesh", "unit", 3800, 7600),
    ("", "Alcohol 70% isopropyl, 1 gal", "gal", 380, 520),
    ("", 'Hollow blocks 4"', "pc", 14, 22),
]


def _ph(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(
        la.pick(rng, "a4|letter") == "a4" and A4 or letter,
        la.pick(rng, "helv|libsans|times|dejavu"),
    )
    m = rng.uniform(36, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 46
    buyer = la.pick(rng, PH_BUY).format(s=rng.choice(PH_BUY_S))
    sup = la.pick(rng, PH_SUP).format(s=rng.choice(PH_SUP_S))
    city = rng.choice(PH_CITY)
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '#####')}|PO-{dt:%Y}-{la.digits(rng, '#####')}|{dt:%y}-{la.digits(rng, '####')}|PO{la.digits(rng, '########')}",
    )
    pr = f"PR-{dt:%y}-{la.digits(rng, '####')}"
    qref = la.pick(
        rng,
        f"Q-{la.digits(rng, '#####')}|Quotation dated {dt - timedelta(days=rng.randint(2, 15)):%m/%d/%Y}|RFQ {la.digits(rng, '####')}",
    )
    page = [1]
    stated = stated_of(rng)
    peso = la.pick(rng, "PHP |Php |P")

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 24, s, 7.2, al="r", grey=0.35)
        d.t(
            m, d.h - 24, "White - Supplier   Pink - Accounting   Yellow - Warehouse", 6.6, grey=0.45
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 38, f"{buyer} — Purchase Order No. {po} (continued)", 9, b=True)
        return 50

    y = 40
    d.t(d.w / 2, y, buyer.upper() if rng.random() < 0.4 else buyer, 13.5, b=True, al="c")
    bldg = la.pick(
        rng,
        "Unit 1203, Tektite Tower|3F Ayala Life Bldg.|Lot 5 Blk 2, LISP II|Km. 17 East Service Road|Suite 801, Octagon Center",
    )
    d.t(d.w / 2, y + 12, f"{bldg}, {city}", 8, al="c", grey=0.25)
    d.t(
        d.w / 2,
        y + 22,
        f"VAT Reg. TIN: {la.digits(rng, '###-###-###-000')}   Tel. (02) {la.digits(rng, '8###-####')}",
        8,
        al="c",
        grey=0.25,
    )
    y += 54
    d.t(m, y, "PURCHASE ORDER", 16, b=True)
    bw = 150
    d.box(r - bw, y - 18, bw, 26, lw=1)
    d.t(r - bw + 6, y - 8, "P.O. No.", 7.2, b=True)
    d.t(r - 6, y + 3, po, 11.5, b=True, al="r")
    y += 18
    ws = [wd * f for f in (0.17, 0.2, 0.19, 0.17, 0.27)]
    y = d.grid(
        m,
        y,
        ws,
        ["Date", "Terms", "Delivery Date", "P.R. No.", "Quotation Ref."],
        [
            dt.strftime("%B %d, %Y"),
            la.pick(rng, "30 days PDC|COD|60 days|15 days upon receipt of SI"),
            (dt + timedelta(days=rng.randint(3, 21))).strftime("%m/%d/%Y"),
            pr,
            qref,
        ],
        8.4,
        shade=0.88,
    )
    y += 12
    half = wd / 2 - 8
    attn = la.pick(
        rng,
        "Mr. Jun Dela Cruz|Ms. Maricel Santos|Mr. Rodel Bautista|Ms. Joy Villanueva|Engr. Ramon Garcia",
    )
    sup_rows = [
        sup,
        f"{rng.randint(10, 999)} {la.pick(rng, 'Rizal Ave.|Shaw Blvd.|C. Raymundo Ave.|M.L. Quezon St.|Gen. Luna St.')}",
        la.pick(
            rng, "Caloocan City|Valenzuela City|Pasig City|Mandaue City|San Fernando, Pampanga"
        ),
        f"TIN: {la.digits(rng, '###-###-###-000')}",
        f"Attn: {attn}",
    ]
    site = la.pick(
        rng, "Project Site - Tower B|Main Warehouse|Commissary|Admin Building, 2F|Plant 2 Receiving"
    )
    contact = la.pick(rng, "Grace Mendoza|Paolo Reyes|Anne Lim|Mark Castillo|Rhea Tan")
    for x0, head, rows_ in (
        (m, "SUPPLIER", sup_rows),
        (
            m + half + 16,
            "DELIVER TO",
            [
                buyer,
                site,
                city,
                f"Contact: {contact}",
                f"Mobile: 09{la.digits(rng, '## ### ####')}",
            ],
        ),
    ):
        d.box(x0, y, half, 14, fill=0.85)
        d.t(x0 + 5, y + 10, head, 8, b=True)
        d.box(x0, y + 14, half, 72)
        for i, s in enumerate(rows_):
            d.t(x0 + 6, y + 28 + i * 12.5, s, 8.6, b=i == 0, maxw=half - 10)
    y += 98
    lines = make(rng, PH_ITEMS, rng.choice([1, 2, 3, 4, 5, 7, 9, 12, 18, 26, 34]))
    widths = [wd * f for f in (0.07, 0.08, 0.09, 0.46, 0.14, 0.16)]
    heads = ["ITEM", "QTY", "UNIT", "DESCRIPTION", "UNIT PRICE", "AMOUNT"]
    rows = [
        ([str(i), f"{q:,.0f}", it[2], it[1], us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "crclrr",
        size=8,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        carry=("Carried forward", "Brought forward", us, 3, 5),
    )
    gross = sum((a for *_, a in lines), ZERO)
    dpct = rng.choice([0, 0, 0, 2, 5])
    disc = r2(gross * dpct / 100)
    deliv = Decimal(rng.choice([0, 0, 500, 1500, 2500]))
    base = gross - disc + deliv
    vat = r2(base * Decimal("0.12"))
    total = base + vat
    if y + 170 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Subtotal", us(gross), False)]
        if disc:
            trs.append((f"Less: Discount ({dpct}%)", f"({us(disc)})", False))
        if deliv:
            trs.append(("Delivery Charge", us(deliv), False))
        trs += [
            ("VATable Amount", us(base), False),
            ("VAT (12%)", us(vat), False),
            (la.pick(rng, "TOTAL AMOUNT|TOTAL AMOUNT DUE|GRAND TOTAL"), f"{peso}{us(total)}", True),
        ]
        y0 = y
        y = d.summary(m + wd * 0.56, r - 3, y, trs, 8.6, box_last=True)
        whole = int(total)
        words = cj._words(whole).upper()
        cts = int(r2(total - whole) * 100)
        wrapped(
            d,
            m,
            y0,
            f"AMOUNT IN WORDS: {words} PESOS{f' AND {cts:02d}/100' if cts else ''} ONLY",
            7.8,
            wd * 0.5,
            b=True,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices are VAT-exclusive. Final amount per supplier's Sales Invoice and actual quantities delivered.",
            8.2,
            wd * 0.6,
        )
    y += 8
    d.t(
        m,
        y + 8,
        "Please indicate the P.O. number on all delivery receipts and sales invoices.",
        7.8,
        grey=0.3,
    )
    y += 46
    if y + 80 > bottom:
        y = brk() + 30
    sw = wd / 3 - 12
    for k, (cap, who) in enumerate(
        (
            ("Prepared by:", la.pick(rng, "Liza Aquino|Jomar Ramos|Kristine Flores")),
            ("Noted by:", la.pick(rng, "Alvin Sy|Carmela Uy|Dennis Go")),
            (
                "Approved by:",
                la.pick(rng, "Ernesto Lim, President|Teresa Co, VP Operations|Roberto Tan, GM"),
            ),
        )
    ):
        x0 = m + k * (sw + 18)
        d.t(x0, y - 22, cap, 7.8, b=True)
        d.t(x0 + sw / 2, y - 2, who, 8, al="c")
        d.line(x0, y + 2, x0 + sw, y + 2, 0.5)
    y += 44
    d.t(m, y, "CONFORME:", 8.4, b=True)
    d.line(m + 70, y + 2, m + 260, y + 2, 0.5)
    d.t(m + 70, y + 12, "Supplier's Signature over Printed Name / Date", 7, grey=0.3)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind23_en_ph_po_conforme(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ph)


# --------------------------------------------------------------------------- 7 en-MY purchase order: unlabelled vendor block, a label row over a value row, SST and rounding

MY_BUY = "{s} Sdn. Bhd.|{s} Manufacturing Sdn Bhd|{s} Berhad|{s} Industries (M) Sdn. Bhd.|{s} Healthcare Sdn. Bhd."
MY_BUY_S = "Perdana Jaya|Seri Mutiara|Klang Valley Foods|Bukit Indah|Tanjung Emas|Selangor Polymer|Nusantara Precision".split(
    "|"
)
MY_SUP = "{s} Trading|{s} Enterprise|{s} Sdn. Bhd.|{s} Supplies Sdn Bhd|{s} Engineering & Trading|{s} (M) Sdn. Bhd.|{s} Hardware Sdn. Bhd."
MY_SUP_S = "Syarikat Lim Bros|Hup Seng|Kim Hin|Wawasan Teknik|Mega Jaya|Ban Lee Huat|Sinar Harapan|Alam Flora Supply|Chong Brothers|UniTech Solutions".split(
    "|"
)
MY_STATE = [
    "Shah Alam, Selangor",
    "Petaling Jaya, Selangor",
    "Johor Bahru, Johor",
    "Bayan Lepas, Penang",
    "Ipoh, Perak",
    "Klang, Selangor",
    "Seremban, Negeri Sembilan",
    "Kuching, Sarawak",
]
MY_ITEMS = [
    ("MT-0012", "Safety boots, steel toe, size 8", "PAIR", 85, 160),
    ("MT-0150", "Hydraulic oil ISO VG 68, 20L", "PAIL", 180, 320),
    ("MT-0311", "V-belt B-52", "PCS", 18, 42),
    ("EL-1021", "Cable tray 300mm x 2.4m HDG", "LEN", 95, 180),
    ("EL-1107", "MCB 3P 32A 10kA", "PCS", 58, 120),
    ("PK-2203", "Carton box 5-ply 600x400x400", "PCS", 4.2, 7.8),
    ("PK-2210", "Pallet wrap 500mm x 23mic", "ROLL", 28, 45),
    ("OF-3001", "A4 paper 80gsm (5 reams)", "BOX", 62, 85),
    ("CH-4040", "Isopropyl alcohol 99%, 4L", "BTL", 45, 88),
    ("SV-9001", "Preventive maintenance service - chiller", "LOT", 1800, 5200),
    ("SV-9015", "Calibration of pressure gauges", "LOT", 450, 1200),
]


def _my(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|helv|djcond"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 46
    buyer = la.pick(rng, MY_BUY).format(s=rng.choice(MY_BUY_S))
    sup = la.pick(rng, MY_SUP).format(s=rng.choice(MY_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"PO{dt:%y}{la.digits(rng, '#####')}|PO-{la.digits(rng, '######')}|{la.digits(rng, '2#######')}|P/{dt:%Y}/{la.digits(rng, '####')}",
    )
    vcode = la.pick(
        rng, f"V{la.digits(rng, '####')}|300-{la.digits(rng, '@###')}|S-{la.digits(rng, '###')}"
    )
    quo = la.pick(
        rng,
        f"QT-{la.digits(rng, '#####')}|Q{dt:%y}/{la.digits(rng, '###')}|{la.digits(rng, '####')}",
    )
    page = [1]
    stated = stated_of(rng)
    acc = rng.choice([(0.1, 0.3, 0.45), (0.55, 0.1, 0.1), (0.05, 0.4, 0.3), (0.2, 0.2, 0.2)])
    sst = rng.choice([Decimal(10), Decimal(8), Decimal(6)])

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 22, s, 7.2, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 38, buyer, 10, b=True)
        d.t(r, 38, f"PURCHASE ORDER  {po}", 9, b=True, al="r")
        return 50

    y = 36
    rgb_box(d, m, y, 40, 40, acc)
    rgb_text(d, m + 20, y + 26, "".join(w[0] for w in buyer.split()[:2]), 15, (1, 1, 1), al="c")
    d.t(m + 50, y + 12, buyer, 12.5, b=True)
    regno = f"{dt.year - rng.randint(3, 30)}01{la.digits(rng, '######')} ({la.digits(rng, '######')}-{rng.choice('AKPUVXDHMTW')})"
    d.t(m + 50, y + 23, f"Registration No. {regno}", 7.4, grey=0.3)
    st = rng.choice(MY_STATE)
    d.t(
        m + 50,
        y + 33,
        f"Lot {rng.randint(2, 80)}, Jalan {la.pick(rng, 'Perusahaan 2|Utas 15/7|Sultan Azlan Shah|Kempas Lama|Industri 3/4')}, {rng.randint(10000, 98000)} {st}",
        7.4,
        grey=0.3,
    )
    d.t(
        m + 50,
        y + 43,
        f"Tel: 03-{la.digits(rng, '#### ####')}   SST No.: {rng.choice('BWJ')}{la.digits(rng, '##')}-{la.digits(rng, '####')}-{la.digits(rng, '########')}",
        7.4,
        grey=0.3,
    )
    rgb_text(d, r, y + 26, "PURCHASE ORDER", 17, acc, al="r")
    y += 66
    half = wd / 2 - 10
    vrows = [
        sup,
        f"No. {rng.randint(1, 99)}, Jalan {la.pick(rng, 'Kenari 5|Meru 2|Bunga Raya|Segambut|Tun Razak')}",
        f"{rng.randint(10000, 98000)} {rng.choice(MY_STATE)}",
        f"Tel: 0{rng.randint(3, 9)}-{la.digits(rng, '### ####')}",
        f"Attn: {la.pick(rng, 'Mr. Tan Wei Ming|Ms. Siti Aminah|Mr. Rajesh Kumar|Ms. Lee Mei Ling|En. Ahmad Faizal')}",
    ]
    for i, s in enumerate(vrows):
        d.t(m, y + 10 + i * 12, s, 9.2 if i == 0 else 8.4, b=i == 0, maxw=half)
    rx = m + half + 20
    d.t(rx, y + 8, la.pick(rng, "Deliver To:|Ship To:|Delivery Address:"), 8, b=True, grey=0.3)
    drows = [
        buyer,
        la.pick(rng, "Store / Receiving Bay 3|Plant 2, Loading Dock|Main Warehouse|QA Laboratory"),
        st,
    ]
    for i, s in enumerate(drows):
        d.t(rx, y + 20 + i * 11, s, 8.4, maxw=half)
    d.t(rx, y + 62, "Invoice To: Accounts Payable, at the address above", 7.6, grey=0.3)
    y += 80
    ws = [wd * f for f in (0.17, 0.14, 0.14, 0.18, 0.16, 0.21)]
    y = d.grid(
        m,
        y,
        ws,
        ["PO No.", "PO Date", "Vendor Code", "Your Quotation", "Terms", "Requested By"],
        [
            po,
            dt.strftime("%d/%m/%Y"),
            vcode,
            quo,
            la.pick(rng, "30 Days|60 Days|COD|45 Days"),
            la.pick(rng, "Purchasing - Nurul|Eng. - K.S. Wong|Prod. - Muthu|Store - Farah"),
        ],
        8.4,
        shade=0.87,
    )
    y += 10
    lines = make(rng, MY_ITEMS, rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 30]))
    rows = []
    taxable = ZERO
    for i, (it, q, p, a) in enumerate(lines, 1):
        code = "SV" if it[0].startswith("SV") else la.pick(rng, "ST|ST|NT")
        if code != "NT":
            taxable += a
        rows.append(([str(i), it[0], it[1], f"{q:,.0f}", it[2], us(p), code, us(a)], a))
    widths = [wd * f for f in (0.05, 0.11, 0.38, 0.07, 0.08, 0.12, 0.06, 0.13)]
    y = ltable(
        d,
        m,
        y,
        widths,
        ["No", "Item Code", "Description", "Qty", "UOM", "Unit Price", "Tax", "Amount (RM)"],
        rows,
        "cllrcrcr",
        size=7.8,
        rowh=15,
        bottom=bottom - 24,
        brk=brk,
        carry=("Carried forward", "Brought forward", us, 2, 7),
        hrgb=acc,
        grid=False,
    )
    sub = sum((a for *_, a in lines), ZERO)
    freight = Decimal(rng.choice([0, 0, 0, 80, 150, 250]))
    tax = r2(taxable * sst / 100)
    raw = sub + freight + tax
    total = (raw * 20).quantize(Decimal(1)) / 20
    total = total.quantize(Decimal("0.01"))
    rnd = total - raw
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Sub Total", us(sub), False)]
        if freight:
            trs.append(("Freight / Delivery", us(freight), False))
        trs.append((f"SST {sst}%", us(tax), False))
        if rnd:
            trs.append(("Rounding Adjustment", f"{'-' if rnd < 0 else ''}{us(abs(rnd))}", False))
        trs.append((la.pick(rng, "TOTAL (RM)|Total Amount (RM)|GRAND TOTAL RM"), us(total), True))
        y = d.summary(m + wd * 0.58, r - 3, y, trs, 8.6, shade=0.88)
        whole = int(total)
        sen = int(r2(total - whole) * 100)
        wrapped(
            d,
            m,
            y - 18,
            f"Ringgit Malaysia: {cj._words(whole).title()}{f' and Sen {cj._words(sen).title()}' if sen else ''} Only",
            7.8,
            wd * 0.55,
            b=True,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Blanket order: quantities are called off as required. Amounts per delivery order and tax invoice.",
            8.2,
            wd * 0.6,
        )
    y += 6
    d.t(m, y + 8, "Tax codes: ST = sales tax, SV = service tax, NT = not taxable.", 7, grey=0.4)
    y += 50
    if y + 60 > bottom:
        y = brk() + 30
    d.sign(m, y, 170, "Authorised Signature", 7.6)
    d.box(r - 230, y - 34, 230, 60)
    d.t(r - 224, y - 24, "SUPPLIER ACKNOWLEDGEMENT", 7.6, b=True)
    d.t(r - 224, y - 13, "We accept this order on the terms stated.", 7.2)
    d.t(r - 224, y + 16, "Company Stamp & Signature / Date", 7.2, grey=0.35)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind23_en_my_po_header_row(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _my)


# --------------------------------------------------------------------------- 8 sl purchase order with a shaded number box, two boxed parties and "Prenos" pages

SL_CITY = [
    "Ljubljana",
    "Maribor",
    "Celje",
    "Kranj",
    "Koper",
    "Novo mesto",
    "Velenje",
    "Nova Gorica",
    "Ptuj",
    "Škofja Loka",
]
SL_BUY = (
    "{b} d.o.o.|{b} d.d.|Splošna bolnišnica {c}|Občina {c}|{b}, proizvodnja in trgovina, d.o.o."
)
SL_BUY_B = "Lesnina Mizarstvo|Pivovarna Savinja|Elektro Kovina|Mlekarna Dolina|Tiskarna Grafis|Kovinoplast".split(
    "|"
)
SL_SUP = "{b} d.o.o.|{b}, trgovina in storitve, d.o.o.|{b} d.d.|{b} s.p.|{b} d.o.o., {c}"
SL_SUP_B = "Tehnoservis|Žičnica Kranjc|Barvil|Orodja Čebular|Papirnica Vevče Trade|Hidravlika Šibenik|Embalaža Plus|Varilna tehnika".split(
    "|"
)
SL_ITEMS = [
    ("100234", "Rokavice zaščitne nitril, vel. L", "par", 1.2, 3.8, 22),
    ("100518", "Olje hidravlično HLP 46, 20 l", "kos", 62, 110, 22),
    ("200114", "Vijak M10x40 DIN 933 8.8 pocinkan", "kos", 0.12, 0.4, 22),
    ("200377", "Ležaj 6205-2RS", "kos", 4.5, 11, 22),
    ("300021", "Papir A4 80 g, 500 listov", "pak", 3.9, 5.6, 22),
    ("300455", "Toner črn, original", "kos", 58, 140, 22),
    ("400012", "Kava v zrnu 1 kg", "kg", 14, 24, 9.5),
    ("400090", "Mleko UHT 3,5 % 1 l", "l", 0.9, 1.4, 9.5),
    ("500301", "Paleta EUR lesena", "kos", 11, 19, 22),
    ("500322", "Folija raztegljiva 500 mm", "rola", 14, 22, 22),
    ("600100", "Servis kompresorja, delo", "ura", 38, 62, 22),
    ("600205", "Strokovna knjiga, tiskana", "kos", 22, 65, 5),
]


def eur_sl(v: Decimal) -> str:
    return de(v)


def _sl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.3
    d = la.Doc(landscape(A4) if land else A4, la.pick(rng, "libsans|dejavu|djcond|libserif"))
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 44
    fs = 7.2 if land else 7.8
    c1, c2 = rng.choice(SL_CITY), rng.choice(SL_CITY)
    buyer = la.pick(rng, SL_BUY).format(b=rng.choice(SL_BUY_B), c=c1)
    sup = la.pick(rng, SL_SUP).format(b=rng.choice(SL_SUP_B), c=c2)
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{dt:%Y}-{la.digits(rng, '#####')}|NAR-{la.digits(rng, '####')}/{dt:%y}|{la.digits(rng, '##')}-{la.digits(rng, '###')}-{dt:%Y}|{la.digits(rng, '4#######')}",
    )
    pon = f"{la.digits(rng, '###')}-{dt:%y}"
    pog = f"P-{la.digits(rng, '##')}/{dt.year - 1}"
    page = [1]
    stated = stated_of(rng)

    def foot() -> None:
        s = f"Stran {page[0]} od {of}" if of else f"Stran {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 22,
            f"{buyer} · ID za DDV: SI{idb} · TRR: SI56 {la.digits(rng, '#### #### #### ###')}",
            6.6,
            grey=0.45,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 36, f"Naročilnica št. {po} (nadaljevanje)", 9, b=True)
        return 46

    idb = la.digits(rng, "########")
    y = 34
    bw = 190
    d.t(m, y + 6, buyer, min(12.0, 12 * (wd - bw - 14) / d.width(buyer, 12, True)), b=True)
    d.t(
        m,
        y + 18,
        f"{la.pick(rng, 'Cesta v Mestni log|Tržaška cesta|Ulica heroja Tomšiča|Industrijska cesta|Celovška cesta')} {rng.randint(1, 120)}, {rng.randint(1000, 9000)} {c1}",
        7.8,
        grey=0.25,
    )
    d.t(
        m,
        y + 28,
        f"Matična št.: {la.digits(rng, '#######')}000   ID za DDV: SI{idb}",
        7.8,
        grey=0.25,
    )
    d.box(r - bw, y - 6, bw, 52, fill=0.88, stroke=True)
    d.t(r - bw + 8, y + 10, "NAROČILNICA", 13, b=True)
    d.t(r - bw + 8, y + 26, "Št. naročila:", 8)
    d.t(r - 8, y + 26, po, 10, b=True, al="r")
    d.t(r - bw + 8, y + 39, "Datum:", 8)
    d.t(r - 8, y + 39, f"{dt:%d.%m.%Y}", 8.6, al="r")
    y += 62
    half = wd / 2 - 8
    contact = la.pick(rng, "Mojca Novak|Tomaž Horvat|Petra Kovačič|Andrej Zupan|Nina Krajnc")
    for x0, head, rows_ in (
        (
            m,
            "Dobavitelj",
            [
                sup,
                f"{la.pick(rng, 'Šmartinska cesta|Partizanska cesta|Obrtna cona|Gorenjska cesta')} {rng.randint(1, 90)}",
                f"{rng.randint(1000, 9000)} {c2}",
                f"ID za DDV: SI{la.digits(rng, '########')}",
            ],
        ),
        (
            m + half + 16,
            la.pick(rng, "Naslov za dostavo|Prejemnik blaga|Dostava"),
            [
                buyer,
                la.pick(rng, "Skladišče, rampa 2|Centralna kuhinja|Proizvodnja, hala B|Vložišče"),
                c1,
                f"Kontaktna oseba: {contact}",
            ],
        ),
    ):
        d.box(x0, y, half, 62)
        d.box(x0, y, half, 13, fill=0.88)
        d.t(x0 + 5, y + 9.5, head, 7.8, b=True)
        for i, s in enumerate(rows_):
            d.t(x0 + 6, y + 25 + i * 11, s, 8.4 if i == 0 else 8, b=i == 0, maxw=half - 10)
    y += 72
    refs = [
        ("Vaša ponudba št.:", pon),
        ("Pogodba št.:", pog),
        ("Stroškovno mesto:", la.digits(rng, "###")),
        ("Referent:", contact),
    ]
    x = m
    for k, v in refs:
        d.t(x, y + 8, f"{k} {v}", 7.8)
        x += wd / 4
    y += 16
    lines = []
    for it in take(rng, SL_ITEMS, rng.choice([1, 2, 3, 4, 5, 7, 9, 12, 16, 24, 32])):
        q = Decimal(qty(rng, it[4]))
        p = price(rng, it[3], it[4])
        disc = rng.choice([0, 0, 0, 3, 5, 10])
        lines.append((it, q, p, disc, r2(q * p * (100 - disc) / 100)))
    widths = [wd * f for f in (0.05, 0.09, 0.35, 0.06, 0.08, 0.11, 0.07, 0.07, 0.12)]
    heads = [
        "Zap.",
        "Šifra",
        "Naziv artikla",
        "EM",
        "Količina",
        "Cena",
        "Rab. %",
        "DDV %",
        "Vrednost",
    ]
    rows = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}".replace(",", "."),
                eur_sl(p),
                str(disc) if disc else "",
                str(it[5]).replace(".", ","),
                eur_sl(a),
            ],
            a,
        )
        for i, (it, q, p, disc, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cclcrrccr",
        size=fs,
        rowh=14,
        bottom=bottom - 20,
        brk=brk,
        carry=("Prenos", "Prenos s prejšnje strani", eur_sl, 2, 8),
        hsize=fs - 0.3,
    )
    net = sum((a for *_, a in lines), ZERO)
    by_rate: dict[float, Decimal] = {}
    for it, *_, a in lines:
        by_rate[it[5]] = by_rate.get(it[5], ZERO) + a
    vats = [(k, r2(v * Decimal(str(k)) / 100)) for k, v in sorted(by_rate.items(), reverse=True)]
    total = net + sum((v for _, v in vats), ZERO)
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Skupaj brez DDV", eur_sl(net), False)]
        for k, v in vats:
            trs.append(
                (
                    f"DDV {str(k).replace('.', ',')} % (osnova {eur_sl(by_rate[k])})",
                    eur_sl(v),
                    False,
                )
            )
        trs.append(
            (
                la.pick(rng, "SKUPAJ Z DDV|ZA PLAČILO|SKUPAJ ZA PLAČILO"),
                f"{eur_sl(total)} €" if rng.random() < 0.6 else f"EUR {eur_sl(total)}",
                True,
            )
        )
        y = d.summary(m + wd * 0.5, r - 3, y, trs, 8.4, shade=0.88)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Cene so brez DDV. Končni znesek bo obračunan po dobavnici in računu dobavitelja.",
            8.2,
            wd * 0.7,
        )
    y += 8
    for s in (
        f"Rok dobave: {dt + timedelta(days=rng.randint(5, 30)):%d.%m.%Y}",
        f"Plačilni pogoji: {rng.choice([30, 45, 60])} dni od prejema računa",
        "Na računu in dobavnici obvezno navedite številko naročilnice.",
    ):
        d.t(m, y + 8, s, 7.8)
        y += 11
    y += 40
    if y + 30 > bottom:
        y = brk() + 30
    d.sign(m, y, 170, "Naročnik (podpis in žig)", 7.4)
    d.sign(r - 210, y, 210, "Potrditev dobavitelja (datum, podpis, žig)", 7.4)
    foot()
    out = finish(d, "sl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind23_sl_narocilnica_prenos(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sl)


# --------------------------------------------------------------------------- 9 fr supply contract between « l'Acheteur » and « le Fournisseur »

FR_BUY = "{s} SAS|{s} SA|Groupe {s}|{s} Industries SAS|Clinique {s} SAS|{s} SARL"
FR_BUY_S = "Vallée de la Loire|Armor Conserves|Métallerie du Rhône|Alpes Plasturgie|Boulangeries Lefort|Laiterie Saint-Hilaire|Mobilier Bastide".split(
    "|"
)
FR_SUP = (
    "{s} SARL|{s} SAS|Établissements {s}|{s} et Fils SARL|{s} Distribution SA|{s} Équipements SAS"
)
FR_SUP_S = "Bernard Froid|Thermiques Durand|Nordic Emballages|Lemoine|Atelier Mécanique Gauthier|Hydro-Services Perrin|Électricité Morel|Chaudronnerie Girard".split(
    "|"
)
FR_ITEMS = [
    ("", "Chambre froide positive 12 m³, montée", "u", 9800, 16500),
    ("", "Compresseur à vis 22 kW avec sécheur", "u", 14500, 23800),
    ("", "Ligne de convoyage à bande, 18 m", "ens.", 21000, 39000),
    ("", "Armoire électrique de commande", "u", 4200, 8800),
    ("", "Rayonnages à palettes, 40 alvéoles", "lot", 6800, 12400),
    ("", "Chariot élévateur électrique 1,6 t", "u", 19800, 31000),
    ("", "Installation et mise en service", "forfait", 2500, 7800),
    ("", "Formation des opérateurs (2 jours)", "forfait", 1200, 2600),
    ("", "Contrat de maintenance première année", "forfait", 1800, 4800),
]


def _fr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "times|libserif|helv|djserif"))
    m = rng.uniform(52, 64)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    be = rng.random() < 0.3
    buyer = la.pick(rng, FR_BUY).format(s=rng.choice(FR_BUY_S))
    sup = la.pick(rng, FR_SUP).format(s=rng.choice(FR_SUP_S))
    dt = a_day(rng)
    ct = la.pick(
        rng,
        f"CA-{dt:%Y}-{la.digits(rng, '###')}|{dt:%Y}/ACH/{la.digits(rng, '####')}|CF{dt:%y}{la.digits(rng, '####')}|{la.digits(rng, '##')}-{dt:%Y}-{la.digits(rng, '##')}",
    )
    consult = f"{dt:%y}-{la.digits(rng, '###')}"
    offre = f"{la.digits(rng, 'DV####')}"
    page = [1]
    stated = stated_of(rng)
    rate = Decimal(21 if be else 20)
    fmt = de if be else sp
    city = (
        la.pick(rng, "Namur|Liège|Charleroi|Mons")
        if be
        else la.pick(rng, "Lyon|Nantes|Rennes|Grenoble|Tours|Lille|Toulouse|Angers")
    )

    def foot() -> None:
        s = f"Contrat n° {ct} — Page {page[0]}/{of}" if of else f"Contrat n° {ct} — Page {page[0]}"
        d.t(d.w / 2, d.h - 28, s, 7.6, al="c", grey=0.35)
        d.t(r, d.h - 28, "Paraphes : ____ / ____", 7.2, al="r", grey=0.45)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        return 56

    def para(y: float, text: str, size: float = 9.2, x: float = m, b: bool = False) -> float:
        for part in la.simpleSplit(text, d.bold if b else d.reg, size, r - x):
            if y + size * 1.4 > bottom:
                y = brk()
            d.t(x, y + size, part, size, b=b)
            y += size * 1.4
        return y

    y = 58
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "CONTRAT DE FOURNITURE|CONTRAT D'ACHAT|CONTRAT DE VENTE ET D'INSTALLATION"),
        15,
        b=True,
        al="c",
    )
    y += 18
    d.t(d.w / 2, y, f"{la.pick(rng, 'N°|Référence :|Contrat n°')} {ct}", 10.5, b=True, al="c")
    y += 14
    d.t(
        d.w / 2,
        y,
        f"Consultation n° {consult} — Offre du fournisseur n° {offre}",
        8,
        al="c",
        grey=0.35,
    )
    y += 26
    y = para(y, "ENTRE LES SOUSSIGNÉS :", 9.5, b=True) + 4
    if be:
        idb = f"BCE n° 0{la.digits(rng, '###.###.###')}"
        ids = f"BCE n° 0{la.digits(rng, '###.###.###')}"
    else:
        idb = f"RCS {city} {la.digits(rng, '### ### ###')}, SIRET {la.digits(rng, '### ### ### #####')}"
        ids = f"RCS {la.pick(rng, 'Bordeaux|Lille|Nancy|Dijon|Orléans')} {la.digits(rng, '### ### ###')}"
    y = para(y, buyer, 9.6, b=True)
    y = (
        para(
            y,
            f"{la.pick(rng, 'société par actions simplifiée|société anonyme|société à responsabilité limitée')} au capital de {sp(Decimal(rng.choice([50000, 150000, 500000, 2000000])))} €, dont le siège social est situé {rng.randint(1, 90)} {la.pick(rng, 'rue de la République|avenue Jean Jaurès|boulevard Gambetta|chemin des Prés')} à {city}, {idb}, représentée par {la.pick(rng, 'M. Laurent Martin|Mme Claire Dubois|M. Julien Roux|Mme Sophie Lambert')}, {la.pick(rng, 'Directeur des achats|Directrice générale|Président')},",
        )
        + 2
    )
    y = para(y, "ci-après dénommée « l'Acheteur », d'une part,", 9.2) + 8
    y = para(y, "ET :", 9.5, b=True) + 4
    y = para(y, sup, 9.6, b=True)
    y = (
        para(
            y,
            f"dont le siège social est situé {rng.randint(1, 90)} {la.pick(rng, 'zone artisanale des Landes|rue du Commerce|route de Paris|impasse des Forges')}, {ids}, représentée par {la.pick(rng, 'M. Philippe Bonnet|Mme Nathalie Fournier|M. Nicolas Lefebvre|Mme Isabelle Michel')}, gérant(e),",
        )
        + 2
    )
    y = para(y, "ci-après dénommée « le Fournisseur », d'autre part.", 9.2) + 10
    y = para(y, "IL A ÉTÉ CONVENU ET ARRÊTÉ CE QUI SUIT :", 9.5, b=True) + 8

    lines = make(rng, FR_ITEMS, rng.choice([1, 2, 2, 3, 4, 5]))
    net = sum((a for *_, a in lines), ZERO)
    vat = r2(net * rate / 100)
    total = net + vat
    dep = rng.choice([20, 30, 40])
    y = para(y, "Article 1 – Objet", 9.8, b=True) + 2
    y = (
        para(
            y,
            f"Le présent contrat a pour objet la fourniture, la livraison et la mise en service par le Fournisseur des équipements décrits à l'article 2, conformément à son offre n° {offre} et au cahier des charges de la consultation n° {consult}.",
        )
        + 8
    )
    y = para(y, "Article 2 – Prix", 9.8, b=True) + 4
    widths = [wd * f for f in (0.52, 0.1, 0.08, 0.15, 0.15)]
    heads = ["Désignation", "Unité", "Qté", "P.U. HT (€)", "Montant HT (€)"]
    rows = [([it[1], it[2], f"{q:,.0f}", fmt(p), fmt(a)], a) for it, q, p, a in lines]
    if y + 40 + 15 * len(rows) > bottom:
        y = brk()
    y = ltable(d, m, y, widths, heads, rows, "lccrr", size=8.4, rowh=16, bottom=bottom, brk=brk)
    if stated:
        for lab, v, bold in (
            ("Total HT", net, False),
            (f"TVA {rate} %", vat, False),
            ("Total TTC", total, True),
        ):
            y = lrow(
                d,
                m,
                y,
                widths,
                [lab, "", "", "", fmt(v)],
                "lccrr",
                h=15,
                size=8.6,
                b=bold,
                fill=0.9 if bold else None,
            )
        y += 8
        y = (
            para(
                y,
                f"Le prix global et forfaitaire du présent contrat s'élève à {fmt(total)} € TTC ({fmt(net)} € HT). Ce prix est ferme et non révisable pendant la durée du contrat.",
            )
            + 8
        )
    else:
        y += 8
        y = (
            para(
                y,
                "Les prix unitaires ci-dessus sont fermes ; le montant dû sera calculé sur les quantités effectivement livrées et réceptionnées, TVA en sus au taux en vigueur.",
            )
            + 8
        )
    y = para(y, "Article 3 – Livraison et réception", 9.8, b=True) + 2
    y = (
        para(
            y,
            f"Le Fournisseur livrera les équipements au plus tard le {la.dfmt(dt + timedelta(days=rng.randint(30, 120)), 'long_fr')} sur le site de l'Acheteur à {city}. La réception fera l'objet d'un procès-verbal signé par les deux parties.",
        )
        + 8
    )
    y = para(y, "Article 4 – Conditions de paiement", 9.8, b=True) + 2
    if stated:
        y = (
            para(
                y,
                f"Un acompte de {dep} % du montant TTC, soit {fmt(r2(total * dep / 100))} €, sera versé à la signature du présent contrat. Le solde, soit {fmt(total - r2(total * dep / 100))} €, sera réglé à 45 jours fin de mois après réception sans réserve.",
            )
            + 8
        )
    else:
        y = (
            para(
                y,
                "Les factures sont payables à 45 jours fin de mois à compter de leur date d'émission, après réception sans réserve.",
            )
            + 8
        )
    y = para(y, "Article 5 – Pénalités de retard", 9.8, b=True) + 2
    y = (
        para(
            y,
            "En cas de retard de livraison imputable au Fournisseur, des pénalités égales à 0,5 % du montant HT par semaine de retard seront appliquées, plafonnées à 10 % de ce montant.",
        )
        + 8
    )
    y = para(y, "Article 6 – Garantie", 9.8, b=True) + 2
    y = (
        para(
            y,
            f"Les équipements sont garantis pièces et main-d'œuvre pendant {rng.choice(['douze', 'vingt-quatre', 'trente-six'])} mois à compter de la date du procès-verbal de réception.",
        )
        + 8
    )
    y = para(y, "Article 7 – Droit applicable", 9.8, b=True) + 2
    y = (
        para(
            y,
            f"Le présent contrat est soumis au droit {'belge' if be else 'français'}. Tout litige relèvera de la compétence exclusive des tribunaux de {city}.",
        )
        + 16
    )
    if y + 110 > bottom:
        y = brk()
    y = para(y, f"Fait à {city}, le {la.dfmt(dt, 'long_fr')}, en deux exemplaires originaux.") + 18
    half = wd / 2
    for x0, cap, name in (
        (m, "Pour l'Acheteur", buyer),
        (m + half + 10, "Pour le Fournisseur", sup),
    ):
        d.t(x0, y + 9, cap, 9.4, b=True)
        d.t(x0, y + 22, name, 8.6, maxw=half - 14)
        d.t(x0, y + 35, "Nom, qualité :", 8.2)
        d.t(x0, y + 48, "« Lu et approuvé »", 8.2, grey=0.35)
        d.line(x0, y + 88, x0 + half - 30, y + 88, 0.5)
        d.t(x0, y + 97, "Signature et cachet", 7.4, grey=0.35)
    foot()
    out = finish(d, "fr", "contract", ct, sup, total)
    return out if stated else none_meta(out)


def blind23_fr_contrat_fourniture_parties(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fr)


# --------------------------------------------------------------------------- 10 lv order printed from a public procurement portal

LV_BUY = '{c} novada pašvaldība|SIA "{b}"|{c} pilsētas slimnīca|Valsts SIA "{b}"|{c} valstspilsētas pašvaldības iestāde "{b}"|AS "{b}"'
LV_CITY = [
    "Rīgas",
    "Jelgavas",
    "Ogres",
    "Cēsu",
    "Valmieras",
    "Liepājas",
    "Siguldas",
    "Tukuma",
    "Daugavpils",
    "Bauskas",
]
LV_BUY_B = "Rīgas ūdens|Latvijas Ceļi|Daugavas Enerģija|Zemgales Veselība|Pilsētas Serviss|Kurzemes Ostas".split(
    "|"
)
LV_SUP = 'SIA "{b}"|SIA {b}|AS "{b}"|{b} SIA|SIA "{b} Baltic"'
LV_SUP_B = "Baltijas Tehnika|Kancelejas Preces|Medicīnas Aprīkojums|Būvmateriālu Centrs|Datoru Pasaule|Tīrības Eksperts|Ziemeļu Elektro|Auto Rezerves Daļas".split(
    "|"
)
LV_ITEMS = [
    ("1001", "Biroja papīrs A4 80 g/m², 500 lapas", "iep.", 3.4, 5.2),
    ("1024", "Tonera kasete, melna", "gab.", 42, 118),
    ("2011", "Dezinfekcijas līdzeklis rokām, 1 l", "gab.", 4.6, 9.8),
    ("2040", "Nitrila cimdi, M, 100 gab.", "iep.", 5.5, 11),
    ("3102", 'Portatīvais dators 15,6", 16 GB RAM', "gab.", 720, 1180),
    ("3110", 'Monitors 27" IPS', "gab.", 185, 320),
    ("4005", "LED spuldze E27 12 W", "gab.", 2.1, 4.8),
    ("4020", "Kabelis NYM 3x2,5 mm²", "m", 0.9, 1.8),
    ("5001", "Ziemas riepa 205/55 R16", "gab.", 68, 125),
    ("6003", "Uzkopšanas pakalpojums, mēnesis", "mēn.", 850, 2400),
    ("7010", "Krēsls biroja, ar roku balstiem", "gab.", 95, 210),
]


def _lv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "libsans|dejavu|djcond"))
    m = rng.uniform(26, 36)
    r = d.w - m
    wd = r - m
    bottom = d.h - 40
    buyer = la.pick(rng, LV_BUY).format(c=rng.choice(LV_CITY), b=rng.choice(LV_BUY_B))
    sup = la.pick(rng, LV_SUP).format(b=rng.choice(LV_SUP_B))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"P-{dt:%Y}/{la.digits(rng, '####')}|{la.digits(rng, '######')}|EP{dt:%y}-{la.digits(rng, '#####')}|PAS-{la.digits(rng, '#####')}",
    )
    lig = f"{la.pick(rng, 'VV|IL|LIG')}-{dt.year - rng.randint(0, 2)}/{la.digits(rng, '##')}"
    iep = f"{la.pick(rng, 'RND|PSL|VAS|TUK')} {dt.year - 1}/{la.digits(rng, '##')}"
    page = [1]
    stated = stated_of(rng)
    portal = la.pick(
        rng, "E-pasūtījumu sistēma|Iepirkumu portāls|ePasūtījumi|Elektroniskais katalogs"
    )
    acc = rng.choice([(0.05, 0.3, 0.4), (0.45, 0.1, 0.15), (0.15, 0.3, 0.15)])
    url = f"https://{la.pick(rng, 'epasutijumi|iepirkumi|katalogs|pasutijumi')}.{la.pick(rng, 'gov.lv|lv|eis.lv')}/order/{la.digits(rng, '#######')}/print"
    fmt = sp if rng.random() < 0.6 else us

    def head_foot() -> None:
        d.t(
            m,
            14,
            f"{dt:%d.%m.%Y} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
            6.5,
            grey=0.45,
        )
        d.t(d.w / 2, 14, f"{portal} - Pasūtījums {po}", 6.5, al="c", grey=0.45)

    def foot() -> None:
        d.t(m, d.h - 14, url, 6.5, grey=0.45)
        d.t(r, d.h - 14, f"{page[0]}/{of}" if of else f"{page[0]}", 6.5, al="r", grey=0.45)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        head_foot()
        return 32

    head_foot()
    y = 22
    rgb_box(d, m, y, wd, 24, acc)
    rgb_text(d, m + 8, y + 16, portal, 11, (1, 1, 1))
    rgb_text(d, r - 8, y + 16, "Drukāt   Eksportēt PDF   Iziet", 7.4, (1, 1, 1), b=False, al="r")
    y += 36
    d.t(m, y, "Sākums  ›  Pasūtījumi  ›  Pasūtījuma kartīte", 7.2, grey=0.45)
    y += 24
    title = f"Pasūtījums Nr. {po}"
    d.t(m, y, title, 15, b=True)
    st = la.pick(rng, "Apstiprināts|Nosūtīts piegādātājam|Piegādātājs apstiprinājis|Izpildē")
    bx = m + d.width(title, 15, True) + 14
    d.box(bx, y - 12, d.width(st, 7.6) + 12, 15, fill=0.88)
    d.t(bx + 6, y - 1.5, st, 7.6)
    y += 16
    half = wd / 2 - 8
    left = [
        ("Pasūtītājs", buyer),
        ("Reģ. Nr.", la.digits(rng, "90000######")),
        (
            "Kontaktpersona",
            la.pick(rng, "Ilze Bērziņa|Jānis Kalniņš|Anna Ozola|Māris Liepiņš|Līga Krūmiņa"),
        ),
        ("Tālrunis", la.digits(rng, "+371 2#######")),
        (
            "Piegādes adrese",
            la.pick(
                rng,
                "Brīvības iela 12, Rīga|Lielā iela 5, Jelgava|Rīgas iela 30, Valmiera|Ostas iela 2, Liepāja",
            ),
        ),
    ]
    right = [
        ("Piegādātājs", sup),
        ("Reģ. Nr.", la.digits(rng, "40######## ")[:11]),
        ("PVN maks. Nr.", f"LV{la.digits(rng, '40#########')}"),
        ("Līgums", lig),
        ("Iepirkuma ID", iep),
    ]
    for x0, pairs in ((m, left), (m + half + 16, right)):
        d.box(x0, y, half, 14 + len(pairs) * 14, fill=0.96, stroke=True)
        yy = y + 4
        for k, v in pairs:
            d.t(x0 + 6, yy + 9, k, 7.6, grey=0.4)
            d.t(x0 + 92, yy + 9, v, 8.2, b=k in ("Pasūtītājs", "Piegādātājs"), maxw=half - 98)
            yy += 14
    y += 28 + len(left) * 14
    d.t(
        m,
        y,
        f"Izveidots: {dt:%d.%m.%Y}   Vēlamais piegādes datums: {dt + timedelta(days=rng.randint(5, 25)):%d.%m.%Y}   Apmaksas termiņš: {rng.choice([15, 30, 30, 45])} dienas",
        7.8,
    )
    y += 12
    lines = make(rng, LV_ITEMS, rng.choice([1, 2, 3, 4, 5, 6, 8, 11, 15, 22, 34]))
    widths = [wd * f for f in (0.05, 0.08, 0.43, 0.08, 0.09, 0.13, 0.14)]
    heads = ["Nr.", "Kods", "Nosaukums", "Mērv.", "Daudz.", "Cena bez PVN", "Summa, EUR"]
    rows = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}".replace(",", " "), fmt(p), fmt(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cclcrrr",
        size=7.6,
        rowh=14,
        bottom=bottom - 14,
        brk=brk,
        hrgb=acc,
        zebra=(0.95, 0.95, 0.95),
        grid=False,
        hsize=7.4,
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = r2(net * Decimal("0.21"))
    total = net + vat
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [
            ("Summa bez PVN", fmt(net), False),
            ("PVN 21%", fmt(vat), False),
            (la.pick(rng, "Kopā ar PVN, EUR|Kopā apmaksai, EUR|KOPĀ EUR"), fmt(total), True),
        ]
        y = d.summary(m + wd * 0.6, r - 3, y, trs, 8.6, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Summa tiks aprēķināta pēc faktiski piegādātā daudzuma saskaņā ar līguma cenām.",
            8,
            wd * 0.6,
        )
    y += 14
    d.t(m, y, "Vēsture", 9, b=True)
    y += 4
    hist = [
        (dt, "Izveidots", left[2][1]),
        (
            dt + timedelta(days=rng.randint(0, 2)),
            "Apstiprināts",
            la.pick(rng, "Dace Zariņa|Edgars Vītols|Inese Kalēja"),
        ),
    ]
    if st.startswith("Piegādātājs"):
        hist.append(
            (
                dt + timedelta(days=rng.randint(2, 4)),
                "Piegādātājs apstiprinājis pasūtījumu",
                la.pick(rng, "Artis Pētersons|Zane Ābola"),
            )
        )
    for hd, what, who in hist:
        if y + 12 > bottom:
            y = brk()
        d.t(m, y + 9, f"{hd:%d.%m.%Y}", 7.6, grey=0.3)
        d.t(m + 60, y + 9, what, 7.6)
        d.t(m + 260, y + 9, who, 7.6, grey=0.3)
        y += 12
    y += 10
    d.t(m, y + 8, "Dokuments sagatavots elektroniski un ir derīgs bez paraksta.", 7.2, grey=0.4)
    foot()
    out = finish(d, "lv", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind23_lv_pasutijums_portals(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _lv)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind23_zh_xiaoshou_queren_dingjin,
        blind23_tw_caigou_heyue_jiayi,
        blind23_ja_web_edi_chumon_shokai,
        blind23_ko_napum_yogu_danga,
        blind23_sr_narudzbenica_prozor,
        blind23_en_ph_po_conforme,
        blind23_en_my_po_header_row,
        blind23_sl_narocilnica_prenos,
        blind23_fr_contrat_fourniture_parties,
        blind23_lv_pasutijums_portals,
    )
}

# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind25 (`blind26_*`).

- blind26_zh_guoqi_kuangjia_yaohuo: a state-owned group's call-off under a framework
  agreement (landscape; framework, tender and contract numbers beside the call-off's own
  number; the call-off's sums as the last rows of its table, the agreement's executed and
  remaining amounts after them).
- blind26_zh_fuzhuang_mianliao_caigou: a garment maker's fabric order (red serial number
  "No.", the mill addressed in a salutation line without a label, style and brand-order
  numbers, a totals row in the table, deposit and balance lines, 大写).
- blind26_hk_canyin_fendian_dinghuo: a Hong Kong restaurant group's order with one quantity
  column per branch (landscape, small type, bilingual captions, order data in a banner row
  over the item table, HK$ totals in a ruled box).
- blind26_ja_chumon_henko_tsuchisho: a change notice to a purchase order (before / after
  rows per item, the order's own 注文番号 beside a notice number, the total after the change
  among the total before it and the difference; whole yen).
- blind26_en_ug_lpo_sidebar: a Ugandan local purchase order (order data as labels above
  values in a shaded left sidebar, the supplier without a heading, UGX whole shillings,
  VAT and the withholding tax, totals as the table's last rows, a rotated stamp).
- blind26_en_bd_work_order_memo: a Bangladeshi work order in letter form ("Ref:" line carrying
  the order number, "To" and an unlabelled supplier, a quotation reference, Tk. totals,
  amount in words, VAT / AIT deducted at source in the terms).
- blind26_hy_gnman_patver: an Armenian purchase order (labels above values in a boxed grid,
  buyer and supplier side by side in one ruled box, VAT 20%, AMD).
- blind26_kk_satyp_alu_tapsyrysy: a Kazakh purchase order (landscape, order data in a
  boxed column at the right, parties labelled at the left, ҚҚС 12%, tenge, seal place).
- blind26_ms_pesanan_tempatan: a Malaysian local order or purchase order (form with numbered
  boxes, the number in a framed box, PTJ / quotation / SST numbers, Jumlah Besar, amount in
  Malay words, a rotated chop).
- blind26_gl_pedido_concello: a Galician council's or co-operative's order (values on ruled
  lines with their captions beneath, RC and budget-line numbers, IVE 21%).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's confirmation, the customer's order number it
quotes, never the seller's own number; on a change notice, the order's own number; on a
call-off, the call-off's number, never the framework agreement's); the supplier (vendor,
seller) exactly as printed; the grand total as "1234.50" (whole yen, shillings and dram as
"1234.00"; "" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r0, r2, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import make, sp  # noqa: E402
from families_blind24 import a_day, eu, mark, vstamp, whole  # noqa: E402
from families_blind25 import above, stated_of  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
RED = Color(0.78, 0.1, 0.1)
TEAL = Color(0.05, 0.35, 0.38)


def zero_dp(v: Decimal) -> str:
    """1 234 500 (a space between thousands, no decimals)."""
    return grouped(v, " ", ",", 0)


def _words_en(v: Decimal) -> str:
    return cj._words(int(v)).title()


# --------------------------------------------------------------------------- 1 zh-Hans state-owned group's call-off under a framework agreement (landscape)

ZH1_PROV = ["湖北", "四川", "河南", "安徽", "江西", "陕西", "山东", "广西", "贵州", "甘肃"]
ZH1_BUY = "{p}{s}集团有限公司物资供应中心|{p}省{s}投资集团有限公司|{p}{s}建设集团有限公司第{k}分公司|{p}{s}能源股份有限公司物资分公司|{p}{s}交通投资集团有限公司"
ZH1_BUY_S = "能源 交投 铁建 水务 电建 港航 燃气 城投 化工 冶金".split()
ZH1_SUP = "{c}{b}电缆股份有限公司|{c}{b}电气设备有限公司|{b}（{c}）钢管制造有限公司|{c}市{b}阀门有限公司|{c}{b}劳保用品有限公司|{c}{b}润滑油有限公司"
ZH1_SUP_B = "远东 华通 金杯 正泰 鑫源 宏发 长城 万达 新亚 鲁能".split()
ZH1_CITY = ["无锡", "宜兴", "温州", "天津", "郑州", "绵阳", "唐山", "淄博", "襄阳", "常州"]
ZH1_ITEMS = [
    ("500100231", "电力电缆 YJV22-0.6/1kV 3×95+1×50", "米", 180, 320),
    ("500100245", "控制电缆 KVVP 10×1.5", "米", 9, 18),
    ("500201108", "无缝钢管 20# Φ89×4.5", "吨", 5200, 6800),
    ("500201133", "焊接钢管 Q235B DN100", "吨", 4300, 5600),
    ("500302017", "闸阀 Z41H-16C DN150", "台", 1350, 2600),
    ("500302044", "止回阀 H44H-25 DN100", "台", 980, 1900),
    ("500403301", "绝缘手套 12kV", "副", 68, 150),
    ("500403315", "安全帽 ABS 带下颏带", "顶", 28, 65),
    ("500504002", "液压油 L-HM46 200L", "桶", 2400, 3600),
    ("500504019", "齿轮油 L-CKC220 18L", "桶", 420, 680),
    ("500605120", "低压断路器 NM1-250S/3300 200A", "台", 520, 980),
    ("500605188", "电缆桥架 热镀锌 300×150", "米", 95, 180),
]
ZH1_SITE = ["一号仓库", "项目部材料库", "检修车间", "变电站施工现场", "中心库房 B 区", "二期工地"]


def _zh1(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(28, 36)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 34
    prov = rng.choice(ZH1_PROV)
    buyer = cj.pick(rng, ZH1_BUY).format(p=prov, s=rng.choice(ZH1_BUY_S), k=rng.choice("一二三五"))
    sup = cj.pick(rng, ZH1_SUP).format(c=rng.choice(ZH1_CITY), b=rng.choice(ZH1_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "YH{Y}{m}{n4}|ZX-{Y}-{n5}|KJYH{y}{m}{n3}|{Y}YH{n6}")
    kj = cj.number(rng, d, "KJXY-{Y}-{n3}|HT{y}KJ{n4}|XY-{n4}")
    zb = cj.number(rng, d, "ZB{Y}{n6}|0{n3}-{Y}{n5}")
    ht = cj.number(rng, d, "CG-HT-{y}-{n4}|HT{Y}{n5}")
    page = [1]
    stated = stated_of(rng)
    title = cj.pick(
        rng, "框架协议要货通知单|框架协议采购执行单|物资要货通知单（框架协议）|框架协议订单"
    )
    rev = rng.random() < 0.5  # the call-off number at top right, or in the first grid row

    def foot() -> None:
        s = f"第 {page[0]} 页，共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(right, pdf.h - 16, s, 7.2, align="r", colour=GREY)
        pdf.text(m, pdf.h - 16, f"电子采购平台打印　{buyer}", 6.8, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 26, f"{title}（续）", 9, bold=True)
        pdf.text(right, 26, f"要货单号：{po}", 8.6, align="r")
        return 34

    y = 34
    pdf.text(m, y, buyer, 12.5, bold=True)
    pdf.text(
        m,
        y + 13,
        f"统一社会信用代码：{cj.credit_code(rng)}　地址：{prov}省{cj.zh_addr(rng).split('市', 1)[-1]}",
        7.2,
        colour=GREY,
    )
    pdf.text(pdf.w / 2, y + 34, title, 16, align="c", bold=True, space=1)
    if rev:
        above(
            pdf,
            right - 190,
            y - 10,
            [95, 95],
            ["要货单号", "下达日期"],
            [po, cj.fdate(d, "iso")],
            size=8.4,
        )
    else:
        pdf.text(right, y, f"打印日期：{cj.fdate(d, 'iso')}", 7.6, align="r", colour=GREY)
    y += 46
    ws = cj.rel(wd, [10, 22, 10, 22, 10, 26])
    rows = [
        [
            "框架协议编号",
            kj,
            "招标编号",
            zb,
            "框架协议名称",
            f"{d.year}—{d.year + 1}年度{cj.pick(rng, '电缆及附件|钢材|阀门|劳保用品|油品|低压电器')}框架协议",
        ],
        [
            "供应商",
            sup,
            "供应商编码",
            f"10{rng.randint(100000, 999999)}",
            "协议有效期",
            f"{cj.fdate(d - timedelta(days=rng.randint(30, 200)), 'iso')} 至 {d.year + 1}-12-31",
        ],
        [
            "需求单位",
            cj.pick(rng, "第一工程项目部|检修分公司|运维中心|二期扩建项目部|生产技术部"),
            "合同编号",
            ht,
            "供应商联系人",
            f"{cj.person(rng)}　{cj.mobile(rng)}",
        ],
    ]
    if not rev:
        rows.insert(
            0,
            [
                "要货单号",
                po,
                "下达日期",
                cj.fdate(d, "cn"),
                "采购经办人",
                f"{cj.person(rng)}　{cj.zh_tel(rng)}",
            ],
        )
    y = kgrid(pdf, m, y, ws, rows, h=16, size=7.6, labels=(0, 2, 4), fill=PALE) + 8
    pdf.text(
        m,
        y + 2,
        "根据双方签订的框架协议，现下达本批次要货计划，请按协议单价、技术标准及下列要求组织供货：",
        8,
    )
    y += 8
    lines = make(rng, ZH1_ITEMS, rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 26]))
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        site = rng.choice(ZH1_SITE)
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    cj.money(p),
                    f"{q:,.0f}",
                    cj.money(a),
                    site,
                    cj.fdate(cj.later(rng, d, 7, 40), "iso"),
                    cj.person(rng),
                ],
                a,
            )
        )
    ws = cj.rel(wd, [3.5, 8, 26, 4, 8, 7, 10, 11, 9, 6])
    heads = [
        "序号",
        "物料编码",
        "物料描述",
        "单位",
        "协议单价（含税）",
        "本次要货数量",
        "金额（含税）",
        "交货地点",
        "要求到货日期",
        "收货人",
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllcrrrlcc",
        rowh=15,
        size=7,
        bottom=bottom - 46,
        brk=brk,
        hh=17,
    )
    net = sum((a for *_, a in lines), ZERO)
    total = net
    tax = r2(total * 13 / 113)
    if stated:
        tw_ = [sum(ws[:6]), ws[6], sum(ws[7:])]
        lab = cj.pick(rng, "本次要货金额合计（含税）|本批次合计金额（含13%增值税）|合计（含税）")
        y = crow(
            pdf,
            m,
            y,
            tw_,
            [lab, cj.money(total), f"大写：{cj.daxie(total)}"],
            "rrl",
            h=16,
            size=7.8,
            bold=True,
            fill=PALE,
        )
        y = crow(
            pdf,
            m,
            y,
            tw_,
            ["其中：不含税金额 / 税额", f"{cj.money(total - tax)} / {cj.money(tax)}", ""],
            "rrl",
            h=15,
            size=7.2,
        )
    if y + 110 > bottom:
        y = brk()
    y += 10
    if stated:
        cap = Decimal(rng.choice([200, 300, 500, 800, 1000])) * 10000
        done = r2(cap * Decimal(rng.uniform(0.1, 0.6)))
        kgrid(
            pdf,
            right - 300,
            y,
            [150, 150],
            [
                ["框架协议总额度", f"¥{cj.money(cap)}"],
                ["累计已执行金额（含本次）", f"¥{cj.money(done + total)}"],
                ["协议剩余额度", f"¥{cj.money(cap - done - total)}"],
            ],
            h=14,
            size=7.4,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
    else:
        pdf.text(
            right - 300,
            y + 12,
            "注：结算金额以实际验收数量×协议单价为准，本通知单不列合计。",
            7.8,
            colour=RED,
        )
    notes = [
        "1. 供应商须在收到本通知单后24小时内在电子采购平台确认，逾期视为接受。",
        "2. 到货时随货提供出厂合格证、质量证明书及送货单，送货单须注明要货单号。",
        "3. 发票开具：增值税专用发票，按实际验收数量结算；质保金按框架协议约定执行。",
        f"4. 本通知单是框架协议（编号 {kj}）的组成部分，与协议具有同等法律效力。",
    ]
    for k, t in enumerate(notes):
        pdf.text(m, y + 10 + k * 12, t, 7.4, maxw=wd - 320)
    y += 70
    if y + 50 > bottom:
        y = brk() + 20
    for k, lab in enumerate(["编制人", "审核人", "批准人"]):
        pdf.text(m + k * 120, y, f"{lab}：{cj.person(rng)}", 8.2)
    pdf.stamp(m + 300, y - 6, buyer.split("公司")[0] + "公司", rng, caption="物资采购专用章", r=34)
    pdf.text(right - 220, y, "供应商确认（盖章）：", 8.2, bold=True)
    pdf.text(right - 220, y + 20, "确认日期：　　　年　　月　　日", 7.8)
    if rng.random() < 0.5:
        vstamp(
            pdf.c,
            right - 80,
            pdf.h - y + 30,
            "已 审 核",
            "物资部",
            cj.fdate(d, "iso"),
            cj.FONT_NAME,
            rng.uniform(-18, 18),
        )
    foot()
    out = cfinish(pdf, "zh-Hans", "release", po, sup, total)
    return out if stated else none_meta(out)


def blind26_zh_guoqi_kuangjia_yaohuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh1)


# --------------------------------------------------------------------------- 2 zh-Hans garment maker's fabric order: red serial number, the mill in a salutation line

ZH2_CITY = ["广州", "东莞", "宁波", "杭州", "泉州", "晋江", "石狮", "常熟", "青岛", "佛山"]
ZH2_BUY = "{c}{b}服饰有限公司|{c}{b}制衣厂|{c}{b}服装股份有限公司|{c}市{b}时装有限公司|{c}{b}针织服饰有限公司"
ZH2_BUY_B = "雅丽 锦绣 美邦 森马 诗韵 海澜 天虹 新纪元 伊美 红杉".split()
ZH2_SUP = "{c}{b}纺织有限公司|绍兴柯桥{b}纺织品有限公司|{c}{b}织造厂|{c}市{b}面料贸易有限公司|{b}印染（{c}）有限公司|{c}{b}针纺织有限公司"
ZH2_SUP_B = "恒丰 永盛 华纶 锦昌 达利 鸿润 兴业 荣华 福田 汇源".split()
ZH2_FAB = [
    ("F-C4012", "纯棉府绸", "100%棉 40S×40S", '57/58"', "115g", 9.8, 16),
    ("F-T2108", "涤纶雪纺", "100%涤纶 75D", "150cm", "90g", 6.5, 11),
    ("F-R3055", "人棉平纹", "100%粘胶 30S", "145cm", "120g", 8.2, 13),
    ("F-L1020", "亚麻布", "55%麻 45%棉", "140cm", "160g", 18, 32),
    ("F-D8001", "弹力牛仔布", "98%棉 2%氨纶 10oz", "150cm", "340g", 22, 36),
    ("F-K6006", "精梳汗布", "95%棉 5%氨纶 32S", "175cm圆筒", "190g", 26, 42),
    ("F-P5102", "涤棉卡其", "65%涤 35%棉 21S", "150cm", "235g", 12, 19),
    ("F-W9010", "毛呢面料", "50%羊毛 50%涤", "150cm", "450g", 48, 85),
    ("F-N7201", "锦纶塔丝隆", "100%锦纶 228T", "150cm", "75g", 7.5, 12),
    ("F-Y3300", "珊瑚绒", "100%涤纶", "160cm", "260g", 11, 18),
]
ZH2_COL = ["本白", "漂白", "藏青", "黑色", "卡其", "军绿", "酒红", "雾霾蓝", "燕麦色", "浅灰麻"]


def _zh2(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    c1, c2 = rng.choice(ZH2_CITY), rng.choice(ZH2_CITY)
    buyer = cj.pick(rng, ZH2_BUY).format(c=c1, b=rng.choice(ZH2_BUY_B))
    sup = cj.pick(rng, ZH2_SUP).format(c=c2, b=rng.choice(ZH2_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{n7}|ML{y}{m}{n3}|FB{Y}{n4}|{y}{m}{d}{n2}")
    style_no = cj.number(rng, d, "K{y}-{n4}|ST{n5}|{y}SS-{n3}")
    brand_po = cj.number(rng, d, "HM{n7}|PO#{n6}|UQ-{n5}|ZR{n6}")
    page = [1]
    stated = stated_of(rng)
    title = cj.pick(rng, "面料采购单|面料订购合同|布料采购订单|面辅料采购单")
    dep = rng.choice([0, 20, 30, 30, 50])

    def foot() -> None:
        s = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(pdf.w / 2, pdf.h - 20, s, 7.4, align="c", colour=GREY)
        pdf.text(
            right, pdf.h - 20, "白联：存根　红联：供方　黄联：财务", 6.8, align="r", colour=GREY
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title}（续页）", 9, bold=True)
        pdf.text(right, 34, f"No.{po}", 10, align="r", colour=RED)
        return 44

    y = 42
    pdf.text(pdf.w / 2, y, buyer, 15.5, align="c", bold=True)
    pdf.text(pdf.w / 2, y + 22, title, 14, align="c", bold=True, space=3)
    pdf.line(pdf.w / 2 - 60, y + 26, pdf.w / 2 + 60, y + 26, lw=0.8)
    pdf.text(right, y + 22, f"No.{po}", 13, align="r", colour=RED)
    y += 44
    pdf.text(m, y, f"{sup}：", 10.5, bold=True)
    y += 16
    pdf.text(
        m + 18,
        y,
        f"我司现向贵司订购下列面料，请按以下品名、规格、颜色及交期要求安排生产，并于{cj.fdate(cj.later(rng, d, 10, 35), 'cn')}前送达我司仓库。",
        8.4,
        maxw=wd - 18,
    )
    y += 10
    info = [
        [
            "下单日期",
            cj.fdate(d, "slash"),
            "款　号",
            style_no,
            "跟单员",
            f"{cj.person(rng)} {cj.mobile(rng)}",
        ],
        [
            "客户订单",
            brand_po,
            "交货地址",
            f"{c1}市{cj.zh_addr(rng).split('市', 1)[-1]} 面料仓",
            "结算方式",
            cj.pick(rng, "月结60天|货到验布后30天|款到发货|定金+尾款"),
        ],
    ]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [9, 15, 8, 30, 9, 29]),
            info,
            h=16,
            size=7.6,
            labels=(0, 2, 4),
            fill=PALE,
        )
        + 8
    )
    n = rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 18, 28])
    body = []
    gross, metres = ZERO, 0
    for i in range(1, n + 1):
        code, name, comp, width, gsm, lo, hi = rng.choice(ZH2_FAB)
        p = Decimal(rng.randint(int(lo * 10), int(hi * 10))) / 10
        q = rng.choice([300, 500, 800, 1000, 1200, 1500, 2000, 3000])
        a = r2(p * q)
        gross += a
        metres += q
        body.append(
            (
                [
                    str(i),
                    code,
                    name,
                    comp,
                    width,
                    gsm,
                    rng.choice(ZH2_COL),
                    f"{q:,}",
                    f"{p:.2f}",
                    cj.money(a),
                ],
                a,
            )
        )
    ws = cj.rel(wd, [4, 9, 11, 20, 9, 6, 8, 8, 8, 12])
    heads = [
        "序号",
        "面料编号",
        "品名",
        "成分/纱支",
        "门幅",
        "克重",
        "颜色",
        "数量(米)",
        "单价(元/米)",
        "金额(元)",
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllllcc" + "rrr",
        rowh=16,
        size=7.4,
        bottom=bottom - 40,
        brk=brk,
        hh=17,
    )
    disc = Decimal(rng.choice([0, 0, 0, 200, 500, 1000])) if gross > 20000 else ZERO
    total = gross - disc
    if stated:
        tw_ = [sum(ws[:7]), ws[7], ws[8], ws[9]]
        y = crow(
            pdf,
            m,
            y,
            tw_,
            ["合　　计", f"{metres:,}", "", cj.money(gross)],
            "crrr",
            h=16,
            size=8,
            bold=True,
            fill=PALE,
        )
    if y + 130 > bottom:
        y = brk()
    y += 14
    if stated:
        rows = []
        if disc:
            rows += [("货款合计", f"¥{cj.money(gross)}"), ("让利优惠", f"-¥{cj.money(disc)}")]
        rows.append((cj.pick(rng, "订单总金额|合同总金额（含税）|应付总额"), f"¥{cj.money(total)}"))
        if dep:
            rows += [
                (f"定金（{dep}%）", f"¥{cj.money(r2(total * dep / 100))}"),
                ("尾款（验布合格后付清）", f"¥{cj.money(total - r2(total * dep / 100))}"),
            ]
        for lab, v in rows:
            big = lab in ("订单总金额", "合同总金额（含税）", "应付总额")
            pdf.text(m + wd * 0.55, y, lab, 9 if big else 8.2, bold=big)
            pdf.text(right, y, v, 9.4 if big else 8.2, align="r", bold=big)
            y += 14
        pdf.text(m, y + 4, f"金额大写：人民币{cj.daxie(total)}", 8.6)
        y += 18
    else:
        pdf.text(m, y, "注：单价待确认色样后另行报价，金额按实际到货米数结算。", 8.4, colour=RED)
        y += 16
    for t in [
        "一、质量要求：按确认样（色差≥4级，缩水率≤3%），每缸须附缸差布，验布按美标四分制。",
        "二、数量允差：±3%，超出部分不予结算；疵点布须另行打卷并标明。",
        "三、包装：每卷≤100米，卷芯加纸管，外贴唛头注明本单号、款号、颜色、缸号及米数。",
        "四、交期延误每天按未交货款的千分之三扣款；质量问题导致的损失由供方承担。",
    ]:
        pdf.text(m, y, t, 7.6, maxw=wd)
        y += 12
    y += 30
    if y + 60 > bottom:
        y = brk() + 30
    half = wd / 2
    pdf.text(m, y, f"需方：{buyer}", 8.4, maxw=half - 10)
    pdf.text(m, y + 16, f"经办人：{cj.person(rng)}　　审核：{cj.person(rng)}", 8.2)
    pdf.stamp(m + 120, y + 2, buyer, rng, caption="采购专用章", r=32)
    pdf.text(m + half, y, "供方确认（签字盖章）：", 8.4)
    pdf.text(m + half, y + 16, "日期：", 8.2)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_zh_fuzhuang_mianliao_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh2)


# --------------------------------------------------------------------------- 3 zh-Hant Hong Kong restaurant group's order, one quantity column per branch (landscape)

HK_GROUP = [
    ("{b}飲食集團有限公司", "{e} Catering Group Limited"),
    ("{b}酒家有限公司", "{e} Restaurant Limited"),
    ("{b}餐飲管理有限公司", "{e} F&B Management Limited"),
    ("{b}茶餐廳集團有限公司", "{e} Cafe Group Limited"),
]
HK_GROUP_B = [
    ("金滿庭", "Golden Court"),
    ("翠園", "Jade Garden"),
    ("大快活", "Happy Feast"),
    ("稻香村", "Rice Village"),
    ("海港城", "Harbour City"),
    ("美心苑", "Mei Sum"),
]
HK_SUP = "{b}食品有限公司|{b}凍肉批發有限公司|{b}海鮮貿易公司|{b}蔬菜批發|{b}食品貿易有限公司|{b}米業有限公司|{b}（香港）有限公司"
HK_SUP_B = "新興 永記 合興 泰昌 裕豐 恒發 德記 利源 廣生 聯興".split()
HK_BRANCH = [
    "旺角店",
    "銅鑼灣店",
    "觀塘店",
    "沙田店",
    "荃灣店",
    "將軍澳店",
    "元朗店",
    "尖沙咀店",
    "屯門店",
    "北角店",
]
HK_ITEMS = [
    ("M1001", "急凍雞翼中 (2kg/包)", "包", 68, 95),
    ("M1014", "美國牛肋肉 (急凍)", "kg", 120, 180),
    ("M1022", "豬頸肉 (急凍)", "kg", 58, 88),
    ("S2003", "急凍蝦仁 31/40", "kg", 110, 160),
    ("S2017", "鮮魷魚", "kg", 75, 120),
    ("V3001", "菜心", "斤", 9, 16),
    ("V3008", "白菜仔", "斤", 7, 13),
    ("V3015", "番茄", "kg", 14, 24),
    ("D4002", "淡奶 (410g×48罐)", "箱", 260, 340),
    ("D4010", "煉奶 (397g×48罐)", "箱", 380, 460),
    ("G5001", "絲苗米 (25kg)", "包", 210, 290),
    ("G5012", "公仔麵 (30包)", "箱", 95, 130),
    ("G5020", "生抽 (1.9L×6)", "箱", 150, 210),
    ("P6003", "外賣飯盒 (500套)", "箱", 180, 260),
]


def _hk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(24, 30)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 30
    (zh, en), (b, e) = rng.choice(HK_GROUP), rng.choice(HK_GROUP_B)
    buyer, buyer_en = zh.format(b=b), en.format(e=e)
    sup = cj.pick(rng, HK_SUP).format(b=rng.choice(HK_SUP_B))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{y}{m}{n4}|CK-{y}{n5}|{Y}{m}{d}-{n3}|HK{n6}")
    quo = cj.number(rng, d, "Q{y}{n4}|報價{n4}")
    vcode = f"S{rng.randint(100, 999)}"
    branches = rng.sample(HK_BRANCH, rng.choice([3, 4, 4, 5, 6]))
    page = [1]
    stated = stated_of(rng)
    size = rng.choice([6.8, 7.0, 7.2])
    deliver = cj.later(rng, d, 1, 4)

    def foot() -> None:
        s = f"第 {page[0]} / {of} 頁 Page {page[0]} of {of}" if of else f"第 {page[0]} 頁"
        pdf.text(right, pdf.h - 14, s, 6.8, align="r", colour=GREY)
        pdf.text(m, pdf.h - 14, f"{buyer_en} - Central Purchasing 中央採購部", 6.6, colour=GREY)

    def banner(yy: float) -> float:
        cells = f"訂單編號 Order No.: {po}　　供應商 Supplier: {sup}　　送貨日期 Delivery: {cj.fdate(deliver, 'hk')}"
        return crow(pdf, m, yy, [wd], [cells], "l", h=16, size=8, bold=True, fill=PALE)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 22, f"{buyer}　訂貨單（續）Purchase Order (cont'd)", 8.6, bold=True)
        return banner(28)

    y = 30
    pdf.rect(m, y - 14, 30, 30, fill=TEAL, stroke=None)
    pdf.text(m + 15, y + 7, b[0], 17, align="c", colour=Color(1, 1, 1))
    pdf.text(m + 38, y - 1, buyer, 13, bold=True)
    pdf.text(m + 38, y + 12, buyer_en, 8.6)
    pdf.text(right, y - 1, "訂 貨 單", 15, align="r", bold=True, space=2)
    pdf.text(right, y + 12, "PURCHASE ORDER", 9, align="r")
    y += 24
    pdf.text(
        m,
        y,
        f"中央廚房 Central Kitchen：香港{cj.pick(rng, '觀塘|葵涌|火炭|柴灣|長沙灣')}{cj.pick(rng, '工業大廈|中心|工廠大廈')}{rng.randint(2, 18)}樓{rng.choice('ABCDEF')}室　電話 Tel: {cj.hk_tel(rng)}　傳真 Fax: {cj.hk_tel(rng)}　電郵: purchase@{e.split()[0].lower()}.com.hk",
        7,
        colour=GREY,
    )
    y += 8
    grid = [
        [
            "訂貨日期 Order Date",
            cj.fdate(d, "hk"),
            "供應商編號 Vendor Code",
            vcode,
            "報價單號 Quotation",
            quo,
        ],
        [
            "聯絡人 Attn",
            f"{cj.person(rng, 'zh-Hant')} 先生/小姐",
            "電話 Tel",
            cj.hk_tel(rng),
            "付款條款 Terms",
            cj.pick(rng, "月結30天|月結60天|貨到付款 C.O.D.|每月15日結算"),
        ],
        [
            "採購員 Buyer",
            cj.person(rng, "zh-Hant"),
            "發票寄 Invoice to",
            "會計部 Accounts Dept.",
            "送貨時間 Time",
            cj.pick(rng, "早上 6:00-9:00|上午 10:00 前|下午 2:00-4:00"),
        ],
    ]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [13, 17, 14, 16, 13, 27]),
            grid,
            h=14,
            size=7.2,
            labels=(0, 2, 4),
            fill=PALE,
        )
        + 6
    )
    y = banner(y)
    lines = make(rng, HK_ITEMS, rng.choice([3, 4, 6, 8, 10, 12, 16, 22, 30, 40]))
    body = []
    for i, (it, _q, p, _a) in enumerate(lines, 1):
        qs = [rng.choice([0, 0, 1, 2, 3, 5, 6, 8, 10, 12]) for _ in branches]
        if not any(qs):
            qs[0] = rng.choice([2, 4, 6])
        tq = sum(qs)
        a = r2(p * tq)
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    *[str(q) if q else "" for q in qs],
                    str(tq),
                    cj.money(p),
                    cj.money(a),
                ],
                a,
            )
        )
    ws = cj.rel(wd, [3, 6, 22, 4, *[5.5] * len(branches), 5, 7, 9])
    heads = [
        "項目",
        "貨號",
        "貨品名稱 Description",
        "單位",
        *branches,
        "總數",
        "單價 HK$",
        "金額 HK$",
    ]
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        "cllc" + "c" * len(branches) + "crr",
        rowh=size + 6.5,
        size=size,
        bottom=bottom - 10,
        brk=brk,
        hh=15,
    )
    sub = sum((a for _c, a in body), ZERO)
    dp = rng.choice([0, 0, 0, 2, 3, 5])
    disc = r2(sub * dp / 100)
    total = sub - disc
    if y + 78 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [["小計 Sub-total", f"HK$ {cj.money(sub)}"]]
        if disc:
            rows.append([f"減：折扣 Less {dp}% Discount", f"-HK$ {cj.money(disc)}"])
        rows.append(
            [
                cj.pick(rng, "總額 Grand Total|總計 TOTAL|合共 Total Amount"),
                f"HK$ {cj.money(total)}",
            ]
        )
        kgrid(
            pdf, right - 250, y, [130, 120], rows, h=15, size=8, labels=(0,), fill=PALE, align="lr"
        )
    else:
        pdf.text(
            right - 300,
            y + 10,
            "※ 價格按本月報價單計算，金額以送貨單實收數量為準。 Amount per delivery notes.",
            7.4,
            colour=RED,
        )
    notes = [
        "1. 送貨單必須註明本訂單編號及分店名稱，否則分店有權拒收。 Please quote the order no. on delivery notes.",
        "2. 凍肉及海鮮須以冷藏車運送，溫度不得高於 -18°C；蔬菜須當日新鮮。",
        "3. 如有缺貨或改貨，請於送貨前一日下午五時前通知採購部。",
    ]
    for k, t in enumerate(notes):
        pdf.text(m, y + 8 + k * 11, t, 6.8, maxw=wd - 270)
    y += 56
    if y + 36 > bottom:
        y = brk() + 10
    for k, lab in enumerate(
        ["採購部 Purchasing", "部門主管 Manager", "供應商確認 Supplier's Acknowledgement"]
    ):
        x0 = m + k * (wd / 3)
        pdf.line(x0, y + 16, x0 + wd / 3 - 24, y + 16, lw=0.5)
        pdf.text(x0, y + 26, lab, 7.2)
    if rng.random() < 0.6:
        pdf.stamp(m + wd / 3 + 60, y + 4, buyer, rng, shape="oval", r=30)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_hk_canyin_fendian_dinghuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hk)


# --------------------------------------------------------------------------- 4 ja change notice to a purchase order, a before and an after row per item

JA_BUY = (
    "株式会社{s}製作所|{s}精機株式会社|{s}電機株式会社|{s}産業株式会社|株式会社{s}エンジニアリング"
)
JA_BUY_S = "山陽 東洋 北辰 大和 昭栄 中央 富士見 千代田 浜松 若葉".split()
JA_SUP = "{s}工業株式会社|株式会社{s}|有限会社{s}鉄工所|{s}金属株式会社|株式会社{s}樹脂|{s}電子工業株式会社"
JA_SUP_S = "森田 高橋 丸善 永井 共栄 昭和 青木 三協 野村 大成".split()
JA_PARTS = [
    ("A10-2231", "シャフト S45C φ20×180", "個", 850, 2400),
    ("A10-2250", "ブッシュ 含油 φ16", "個", 120, 480),
    ("B22-0105", "板金カバー SPCC t1.2 塗装", "個", 1800, 5200),
    ("B22-0140", "ブラケット SUS304 t2.0", "個", 640, 1900),
    ("C31-7702", "ハーネス 10P 500mm", "本", 380, 1100),
    ("C31-7715", "制御基板 実装品 Rev.C", "枚", 6800, 18000),
    ("D40-0012", "樹脂ギア POM m1.0 Z40", "個", 210, 650),
    ("D40-0031", "ローラー ウレタン φ50", "個", 1500, 4200),
    ("E55-1010", "アルミ押出材 加工品 L300", "本", 2200, 6400),
    ("E55-1022", "ベースプレート SS400 切削", "枚", 9800, 26000),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    buyer = cj.pick(rng, JA_BUY).format(s=rng.choice(JA_BUY_S))
    sup = cj.pick(rng, JA_SUP).format(s=rng.choice(JA_SUP_S))
    d0 = cj.a_date(rng)
    d = cj.later(rng, d0, 5, 40)
    po = cj.number(rng, d0, "{y}{m}-{n4}|P{Y}{n5}|HC-{n6}|{Y}{m}{n4}")
    notice = cj.number(rng, d, "HK{y}{n4}|変-{n5}|CN-{n5}")
    mitsu = cj.number(rng, d0, "M{y}-{n4}|見{n5}")
    page = [1]
    stated = stated_of(rng)
    title = cj.pick(rng, "注文変更通知書|注文内容変更のお知らせ|発注変更書|注文書（変更）")

    def foot() -> None:
        s = f"{page[0]}/{of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 20, s, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（続き）　注文番号 {po}", 9, bold=True)
        return 44

    y = 38
    pdf.text(right - 150, y, "通知番号", 8)
    pdf.text(right, y, notice, 8, align="r")
    pdf.text(right - 150, y + 12, "発行日", 8)
    pdf.text(right, y + 12, cj.fdate(d, rng.choice(["cn", "reiwa", "slash"])), 8, align="r")
    y += 36
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
    y += 30
    pdf.text(m, y, f"{sup}　御中", 12, bold=True)
    pdf.line(m, y + 4, m + 240, y + 4, lw=0.8)
    bx = right - 200
    pdf.text(bx, y - 6, buyer, 10, bold=True)
    pdf.text(bx, y + 7, cj.ja_addr(rng), 7.4)
    pdf.text(bx, y + 18, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.4)
    pdf.text(bx, y + 29, f"購買課　{cj.person(rng, 'ja')}", 7.4)
    if rng.random() < 0.8:
        pdf.stamp(right - 14, y + 8, buyer.replace("株式会社", "")[:4], rng, shape="square", r=17)
    y += 48
    pdf.text(
        m,
        y,
        f"{cj.fdate(d0, 'cn')}付にて発注いたしました下記注文について、次のとおり変更をお願いいたします。",
        8.4,
        maxw=wd,
    )
    y += 10
    rows = [
        ["注文番号", po, "当初注文日", cj.fdate(d0, "slash")],
        [
            "変更区分",
            cj.pick(rng, "数量変更|納期変更|単価変更|数量・納期変更|品目追加・取消"),
            "貴見積番号",
            mitsu,
        ],
        [
            "変更理由",
            cj.pick(
                rng,
                "生産計画の変更による|設計変更（ECN）による|得意先からの納期変更要請による|在庫調整のため",
            ),
        ],
    ]
    y = (
        kgrid(
            pdf,
            m,
            y,
            [70, wd / 2 - 70, 70, wd / 2 - 70],
            rows,
            h=17,
            size=8.2,
            labels=(0, 2),
            fill=PALE,
        )
        + 12
    )
    lines = make(rng, JA_PARTS, rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14]), whole=True)
    body = []
    old_net, new_net = ZERO, ZERO
    for i, (it, q, p, _a) in enumerate(lines, 1):
        kind = (
            rng.choice(["qty", "qty", "date", "price", "same", "cancel"])
            if len(lines) > 1
            else "qty"
        )
        nq, np_ = q, p
        dd0 = cj.later(rng, d0, 10, 40)
        dd1 = dd0 + timedelta(days=rng.choice([0, 7, 14]) if kind == "date" else 0)
        if kind == "qty":
            nq = max(Decimal(1), q + rng.choice([-1, 1]) * max(1, int(q * Decimal("0.3"))))
        elif kind == "price":
            np_ = r0(p * Decimal(rng.choice(["0.95", "0.98", "1.04"])))
        elif kind == "cancel":
            nq = ZERO
        oa, na = q * p, nq * np_
        old_net += oa
        new_net += na
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    "変更前",
                    f"{q:,.0f}",
                    whole(p),
                    whole(oa),
                    f"{dd0.month}/{dd0.day}",
                ],
                ZERO,
            )
        )
        body.append(
            (
                [
                    "",
                    "",
                    "取消" if kind == "cancel" else "",
                    "変更後",
                    f"{nq:,.0f}",
                    whole(np_),
                    whole(na),
                    f"{dd1.month}/{dd1.day}",
                ],
                na,
            )
        )
    ws = cj.rel(wd, [4, 11, 30, 7, 8, 10, 12, 8])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["No", "品番", "品名・仕様", "区分", "数量", "単価", "金額", "納期"],
        body,
        "cllcrrrc",
        rowh=15,
        size=7.6,
        bottom=bottom - 20,
        brk=brk,
        hh=17,
    )
    old_tax, new_tax = r0(old_net / 10), r0(new_net / 10)
    old_t, total = old_net + old_tax, new_net + new_tax
    if y + 120 > bottom:
        y = brk()
    y += 12
    if stated:
        diff = total - old_t
        rows = [
            ["変更前 注文金額（税込）", f"¥{whole(old_t)}"],
            ["変更後 小計（税抜）", f"¥{whole(new_net)}"],
            ["消費税（10%）", f"¥{whole(new_tax)}"],
            [
                cj.pick(rng, "変更後 注文金額（税込）|変更後合計金額|変更後 総額"),
                f"¥{whole(total)}",
            ],
            ["増減額（税込）", ("+" if diff >= 0 else "△") + f"¥{whole(abs(diff))}"],
        ]
        kgrid(
            pdf,
            right - 250,
            y,
            [130, 120],
            rows,
            h=16,
            size=8.2,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
    else:
        pdf.text(
            m,
            y + 8,
            "※ 金額は変更後の納入実績に基づき、月末締めにて精算いたします。",
            8.2,
            colour=RED,
        )
    pdf.text(m, y + 26, "備考", 8.4, bold=True)
    for k, t in enumerate(
        [
            "・上記以外の条件は原注文書のとおりとします。",
            "・本書受領後、注文請書（変更）を返送願います。",
            "・既に手配済みの材料がある場合はご連絡ください。",
        ]
    ):
        pdf.text(m, y + 40 + k * 12, t, 7.6, maxw=wd - 270)
    y += 100
    if y + 60 > bottom:
        y = brk() + 20
    pdf.text(m, y, "受領確認（貴社記入欄）", 8.4, bold=True)
    pdf.rect(m, y + 6, 240, 46, lw=0.6)
    pdf.text(m + 6, y + 22, "上記変更を承諾いたします。", 7.8)
    pdf.text(m + 6, y + 44, "年　　月　　日　　　　　　　　　印", 7.8, colour=GREY)
    for k, lab in enumerate(["承認", "確認", "担当"]):
        kgrid(
            pdf, right - 150 + k * 50, y + 6, [50], [[lab]], h=14, size=7.6, labels=(0,), fill=PALE
        )
        pdf.rect(right - 150 + k * 50, y + 20, 50, 36, lw=0.6)
        if rng.random() < 0.6:
            pdf.stamp(
                right - 125 + k * 50,
                y + 38,
                cj.person(rng, "ja").split()[0],
                rng,
                shape="hanko",
                r=12,
            )
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_ja_chumon_henko_tsuchisho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 5 en-UG local purchase order: order data in a shaded left sidebar, UGX whole shillings

UG_TOWN = [
    "Kampala",
    "Jinja",
    "Mbarara",
    "Gulu",
    "Mbale",
    "Masaka",
    "Fort Portal",
    "Lira",
    "Entebbe",
    "Arua",
    "Hoima",
]
UG_BUY = "{t} District Local Government|{t} Regional Referral Hospital|{s} Uganda Limited|{s} Coffee Factory Ltd|{t} Municipal Council|{s} Dairy Co-operative Union Ltd"
UG_BUY_S = [
    "Nile Breweries",
    "Kiira Agro",
    "Rwenzori Tea",
    "Lake Victoria Fish",
    "Masindi Sugar",
    "Elgon Cement",
    "Busoga Grain",
]
UG_SUP = "{n} General Merchandise Ltd|{n} Enterprises (U) Ltd|{n} Hardware & Tools|{n} Investments Limited|{n} Technical Services Ltd|{n} Stationers (U) Ltd"
UG_N = [
    "Ssemakula",
    "Mukasa",
    "Nakato",
    "Okello",
    "Byaruhanga",
    "Tumusiime",
    "Kato & Sons",
    "Namuli",
    "Kizza",
    "Akello",
    "Ssebunya",
    "Opio",
]
UG_ITEMS = [
    ("Cement, Tororo 50kg bag", "bag", 33000, 38000),
    ("Iron bars Y12 x 12m", "pc", 42000, 52000),
    ("Iron sheets G28 x 3m, pre-painted", "pc", 36000, 48000),
    ("A4 paper, 80gsm (ream)", "ream", 18000, 24000),
    ("Toner cartridge HP 26A", "pc", 280000, 420000),
    ("Diesel", "litre", 4800, 5400),
    ("Engine oil 15W-40, 20L", "pail", 210000, 280000),
    ("Examination gloves, box of 100", "box", 24000, 36000),
    ("Office chair, high back", "pc", 350000, 680000),
    ("Desktop computer, Core i5, 8GB RAM", "set", 2600000, 3800000),
    ("Motorcycle tyre 3.00-18", "pc", 85000, 120000),
    ("Solar panel 200W with mounting", "set", 650000, 980000),
    ("Water tank 5000L", "pc", 1450000, 1900000),
    ("Servicing of motor vehicle UAX 123K", "job", 450000, 1500000),
]


def _ug(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|libserif"))
    m = rng.uniform(26, 34)
    r = d.w - m
    bottom = d.h - 44
    town = rng.choice(UG_TOWN)
    buyer = la.pick(rng, UG_BUY).format(t=town, s=rng.choice(UG_BUY_S))
    sup = la.pick(rng, UG_SUP).format(n=rng.choice(UG_N))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '######')}|UG/LPO/{dt:%Y}/{la.digits(rng, '####')}|{la.digits(rng, '00####')}|PO-{dt:%y}{la.digits(rng, '####')}",
    )
    req = la.digits(rng, rng.choice(["PP Form 20 No. ####", "REQ-#####", "SR/###/##"]))
    proc = la.digits(rng, rng.choice(["PROC/SUPLS/####-##/#####", "MOH/SUPLS/##-##/####"]))
    vtin = la.digits(rng, "100#######")
    page = [1]
    stated = stated_of(rng)
    sbw = rng.uniform(122, 136)  # the sidebar
    x0 = m + sbw + 14
    wd = r - x0
    shade = rng.choice([0.88, 0.9, 0.93])
    side = [
        ("L.P.O. No.", po),
        ("Date", f"{dt:%d/%m/%Y}" if rng.random() < 0.6 else f"{dt:%d %b %Y}"),
        ("Procurement Ref. No.", proc),
        ("Requisition", req),
        ("Supplier TIN", vtin),
        ("Vote / Account Code", la.digits(rng, "###-####-##")),
        ("Delivery By", f"{dt + timedelta(days=rng.randint(7, 30)):%d/%m/%Y}"),
        (
            "Payment Terms",
            la.pick(rng, "30 days after delivery|EFT on invoice|45 days|Cheque on delivery"),
        ),
    ]

    def sidebar() -> None:
        d.box(m, 30, sbw, d.h - 74, fill=shade, stroke=False)
        yy = 52
        for lab, val in side:
            d.t(m + 8, yy, lab.upper(), 6.4, b=True, grey=0.35)
            d.t(m + 8, yy + 11, val, 8, b=lab == "L.P.O. No.", maxw=sbw - 12)
            yy += 30
        d.t(m + 8, yy + 10, "Quote the L.P.O. number on", 6.4, grey=0.35)
        d.t(m + 8, yy + 18, "all invoices and delivery notes.", 6.4, grey=0.35)

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)
        d.t(
            x0,
            d.h - 22,
            "Original - Supplier   Duplicate - Accounts   Triplicate - Stores",
            6.6,
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        sidebar()
        d.t(x0, 44, f"{buyer} - Local Purchase Order (continued)", 9, b=True)
        return 54

    sidebar()
    y = 46
    d.t(x0, y, buyer.upper() if rng.random() < 0.5 else buyer, 13, b=True, maxw=wd)
    d.t(
        x0,
        y + 12,
        f"P.O. Box {rng.randint(10, 9999)}, {town}, Uganda  |  Tel: +256 {la.digits(rng, '### ######')}  |  TIN {la.digits(rng, '100#######')}",
        7.6,
        grey=0.3,
    )
    d.line(x0, y + 18, r, y + 18, 1)
    y += 40
    d.t(
        x0,
        y,
        la.pick(rng, "LOCAL PURCHASE ORDER|LOCAL PURCHASE ORDER (LPO)|PURCHASE ORDER"),
        15,
        b=True,
    )
    y += 18
    # the supplier: no heading, name and box number only
    y = d.lines(
        x0,
        y,
        [
            sup,
            f"P.O. Box {rng.randint(100, 39999)}, {rng.choice(UG_TOWN)}",
            f"Tel: 07{rng.choice('0578')}{la.digits(rng, ' ### ###')}  Email: {la.pick(rng, 'sales|info|orders')}@{rng.choice(UG_N).split()[0].lower()}.co.ug",
        ],
        8.6,
        b_first=True,
    )
    y += 8
    y = wrapped(
        d,
        x0,
        y,
        la.pick(
            rng,
            "Please supply / deliver the following items to the Stores, subject to the terms below:|You are requested to supply the goods described below at the prices quoted:|Kindly deliver the undermentioned goods in good condition:",
        ),
        8.4,
        wd,
    )
    y += 4
    lines = make(
        rng,
        [(f"U{k}", *it) for k, it in enumerate(UG_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 28, 36]),
        whole=True,
    )
    lines = [
        (it, q, r0(p / 100) * 100)
        for it, _q, p, _a in lines
        for q in [
            Decimal(
                rng.choice([1, 2, 3, 4, 6])
                if p > 200000
                else rng.choice([5, 10, 20, 25, 40, 50, 100, 200])
            )
        ]
    ]
    lines = [(it, q, p, p * q) for it, q, p in lines]
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}", whole(p), whole(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.07, 0.45, 0.08, 0.08, 0.15, 0.17)]
    y = ltable(
        d,
        x0,
        y,
        ws,
        ["No.", "Description", "Unit", "Qty", "Unit Cost", "Total (UGX)"],
        body,
        "cllrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 24,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    vat_on = rng.random() < 0.75
    vat = r0(sub * Decimal("0.18")) if vat_on else ZERO
    total = sub + vat
    sw_ = [sum(ws[:-1]), ws[-1]]
    if stated:
        rows = [("Sub Total", whole(sub))]
        if vat_on:
            rows.append(("VAT 18%", whole(vat)))
        else:
            rows.append(("VAT (exempt supply)", "0"))
        rows.append((la.pick(rng, "TOTAL (UGX)|GRAND TOTAL UGX|TOTAL AMOUNT (UGX)"), whole(total)))
        for k, (lab, v) in enumerate(rows):
            last = k == len(rows) - 1
            if y + 16 > bottom:
                y = brk()
            y = lrow(
                d,
                x0,
                y,
                sw_,
                [lab, v],
                "rr",
                h=15,
                size=8.6 if last else 8,
                b=last,
                fill=0.85 if last else None,
            )
        y += 6
        y = wrapped(
            d, x0, y, f"Amount in words: Uganda Shillings {_words_en(total)} Only", 8, wd, b=True
        )
    else:
        y = wrapped(
            d,
            x0,
            y + 6,
            "Unit costs as per the framework price list; the amount payable will be as per the supplier's tax invoice for quantities received.",
            8,
            wd,
        )
    y += 8
    wht = r0(sub * Decimal("0.06"))
    for t in [
        f"Withholding tax of 6% (UGX {whole(wht)} on the value before VAT) will be deducted at payment and a WHT certificate issued."
        if stated
        else "Withholding tax of 6% will be deducted at payment where applicable.",
        "Goods are subject to inspection by the Board of Survey; rejected items will be collected at the supplier's cost.",
        "An EFRIS e-invoice quoting this L.P.O. number must accompany the delivery.",
    ]:
        y = wrapped(d, x0, y, f"- {t}", 7.2, wd, grey=0.25)
    y += 36
    if y + 40 > bottom:
        y = brk() + 30
    sw3 = wd / 3
    for k, lab in enumerate(
        ["Procurement Officer", "Accounting Officer", "Supplier (sign & stamp)"]
    ):
        d.sign(x0 + k * sw3, y, sw3 - 14, lab, 7.2)
    if rng.random() < 0.65:
        vstamp(
            d.c,
            x0 + sw3 * 1.5,
            d.h - y + 30,
            la.pick(rng, "APPROVED|RECEIVED|PROCUREMENT UNIT"),
            buyer[:26].upper(),
            f"{dt:%d %b %Y}".upper(),
            d.bold,
            rng.uniform(-16, 16),
        )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_en_ug_lpo_sidebar(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ug)


# --------------------------------------------------------------------------- 6 en-BD work order in letter form: "Ref:" line, "To" and an unlabelled supplier, Tk. in lakh groups


def lakh(v: Decimal) -> str:
    """12,34,567.50 (Indian / Bangladeshi grouping)."""
    s = f"{r2(v):.2f}"
    whole_, cents = s.split(".")
    head, tail = whole_[:-3], whole_[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join([*groups, tail]) + "." + cents


def bd_words(n: int) -> str:
    """Whole taka in words with crore and lakh."""
    parts = []
    for div, name in ((10**7, "Crore"), (10**5, "Lakh"), (1000, "Thousand")):
        if n >= div:
            parts.append(
                f"{bd_words(n // div) if n // div >= 1000 else cj._words(n // div).title()} {name}"
            )
            n %= div
    if n:
        parts.append(cj._words(n).title())
    return " ".join(parts)


BD_BUY = "{s} Garments Ltd.|{s} Pharmaceuticals Ltd.|{s} Textile Mills Limited|{s} Agro Industries Ltd.|{s} Power Generation Company Limited|{s} Ceramics Ltd."
BD_BUY_S = [
    "Padma",
    "Meghna",
    "Jamuna",
    "Karnaphuli",
    "Rupsha",
    "Surma",
    "Shapla",
    "Titas",
    "Bengal Delta",
    "Sonargaon",
]
BD_SUP = "{n} Enterprise|{n} Trading Corporation|{n} Engineering Works|{n} Traders|{n} Technologies Ltd.|{n} & Brothers"
BD_N = [
    "Rahman",
    "Haque",
    "Chowdhury",
    "Islam",
    "Bismillah",
    "Al-Amin",
    "Karim",
    "Molla",
    "Sarkar",
    "Siddique",
    "Hossain",
    "Madina",
]
BD_AREA = [
    "Motijheel C/A, Dhaka-1000",
    "Tejgaon I/A, Dhaka-1208",
    "Agrabad C/A, Chattogram",
    "Nawabpur Road, Dhaka-1100",
    "Gazipur Sadar, Gazipur",
    "Narayanganj Sadar, Narayanganj",
    "Mirpur-10, Dhaka-1216",
    "Savar, Dhaka",
]
BD_ITEMS = [
    ("Supply of MS angle 50x50x5 mm", "kg", 98, 118),
    ('Supply of PVC pipe 4" (RFL), 20 ft', "pcs", 1450, 1900),
    ("Supply of LED tube light 20W", "pcs", 320, 480),
    ("Supply of cable 4C x 16 rm (BRB)", "meter", 780, 1050),
    ("Supply of carton 5 ply 60x40x40 cm", "pcs", 68, 110),
    ("Supply of poly bag 12x16 inch", "kg", 210, 290),
    ("Painting works of factory shed (enamel)", "sft", 28, 45),
    ("Servicing of 500 kVA generator", "job", 35000, 95000),
    ("Supply of sewing machine needle DBx1 #14", "packet", 95, 160),
    ("Supply of safety shoes", "pair", 1250, 2100),
    ("Repair of boiler feed pump", "job", 18000, 60000),
    ("Supply of office chair (revolving)", "pcs", 6500, 11500),
]


def _bd(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(rng.choice([A4, A4, letter]), la.pick(rng, "times|libserif|helv|libsans"))
    m = rng.uniform(44, 56)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    stem = rng.choice(BD_BUY_S)
    buyer = la.pick(rng, BD_BUY).format(s=stem)
    sup = la.pick(rng, BD_SUP).format(n=rng.choice(BD_N))
    dt = a_day(rng)
    ab = "".join(w[0] for w in buyer.replace(".", "").split()[:3]).upper()
    po = la.pick(
        rng,
        f"{ab}/PROC/WO/{dt:%Y}/{la.digits(rng, '####')}|{ab}/SCM/{dt:%y}/{la.digits(rng, '###')}|WO-{la.digits(rng, '######')}|{ab}-PUR-{dt:%Y}-{la.digits(rng, '#####')}",
    )
    quo = la.digits(rng, rng.choice(["Q-####", "###/##", "QT-#####"]))
    req = la.digits(rng, rng.choice(["PR-#####", "REQ/####/##", "MRS-####"]))
    bin_ = la.digits(rng, "00####-####")
    page = [1]
    stated = stated_of(rng)
    work = rng.random() < 0.5
    lab_no = la.pick(
        rng,
        "Ref:|Ref. No.:|Memo No.:|Work Order No.:" if work else "Ref:|Ref. No.:|Memo No.:|PO No.:",
    )

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(d.w / 2, d.h - 26, s, 7.2, al="c", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{lab_no} {po}", 8.6, b=True)
        d.t(r, 44, "(continued)", 8, al="r", grey=0.35)
        return 56

    y = 44
    d.t(d.w / 2, y, buyer.upper(), 15, b=True, al="c")
    d.t(
        d.w / 2,
        y + 13,
        f"Corporate Office: House {rng.randint(1, 99)}, Road {rng.randint(1, 30)}, {rng.choice(BD_AREA)}",
        7.8,
        al="c",
        grey=0.3,
    )
    d.t(
        d.w / 2,
        y + 23,
        f"Phone: +880 2 {la.digits(rng, '########')}  |  E-mail: scm@{stem.lower().replace(' ', '')}bd.com  |  BIN: {bin_}",
        7.8,
        al="c",
        grey=0.3,
    )
    d.line(m, y + 30, r, y + 30, 1.4)
    d.line(m, y + 32.5, r, y + 32.5, 0.4)
    y += 54
    d.t(m, y, f"{lab_no} {po}", 9.4, b=True)
    d.t(r, y, f"Date: {dt:%d.%m.%Y}" if rng.random() < 0.6 else f"Date: {dt:%d %B %Y}", 9.4, al="r")
    y += 24
    y = d.lines(
        m,
        y,
        [
            "To",
            la.pick(rng, "The Proprietor|The Managing Director|The Sales Manager"),
            sup,
            rng.choice(BD_AREA),
            f"Mobile: 01{rng.choice('3579')}{la.digits(rng, '##-######')}",
        ],
        9,
        b_first=False,
    )
    y += 10
    subj = la.pick(
        rng,
        "Work order for supply of materials|Work order for repair and maintenance works|Work order for supply and installation"
        if work
        else "Purchase order for supply of goods as per your quotation|Purchase order for supply of materials|Supply of goods against your offer",
    )
    d.t(m, y + 9, f"Subject: {subj}.", 9.2, b=True)
    d.line(
        m + d.width("Subject: ", 9.2, True),
        y + 11,
        m + d.width(f"Subject: {subj}.", 9.2, True),
        y + 11,
        0.5,
    )
    y += 20
    y = wrapped(d, m, y, "Dear Sir,", 9, wd)
    y += 2
    y = wrapped(
        d,
        m,
        y,
        f"With reference to your quotation no. {quo} dated {dt - timedelta(days=rng.randint(3, 20)):%d.%m.%Y} and the subsequent negotiation, we are pleased to issue this {'work order' if work else 'purchase order'} (requisition {req}) on the following terms and conditions:",
        9,
        wd,
    )
    y += 6
    lines = make(
        rng,
        [(f"B{k}", *it) for k, it in enumerate(BD_ITEMS)],
        rng.choice([1, 1, 2, 3, 4, 5, 6, 8, 12, 18, 24, 30]),
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}", lakh(p), lakh(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.07, 0.45, 0.09, 0.09, 0.14, 0.16)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["SL", "Description", "Unit", "Qty", "Rate (Tk.)", "Amount (Tk.)"],
        body,
        "cllrrr",
        size=8.2,
        rowh=16,
        bottom=bottom - 30,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    inc = rng.random() < 0.5  # rates inclusive of VAT and AIT
    vat = ZERO if inc else r2(sub * Decimal("0.075"))
    total = sub + vat
    if y + 100 > bottom:
        y = brk()
    y += 6
    if stated:
        trs = [("Sub-total", lakh(sub), False)]
        if not inc:
            trs.append(("VAT @ 7.5%", lakh(vat), False))
        trs.append(
            (
                la.pick(rng, "Grand Total (Tk.)|Total Work Order Value (Tk.)|Total Amount Tk."),
                lakh(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.5, r - 3, y, trs, 8.8, box_last=True)
        y += 4
        c = int(total)
        ps = int(r2(total - c) * 100)
        y = wrapped(
            d,
            m,
            y,
            f"In words: Taka {bd_words(c)}{f' and Paisa {cj._words(ps).title()}' if ps else ''} Only.",
            8.6,
            wd,
            b=True,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Rates as per the quotation referred above; the bill will be settled on the quantity actually supplied and accepted.",
            8.6,
            wd,
        )
    y += 10
    if y + 130 > bottom:
        y = brk()
    d.t(m, y + 9, "Terms & Conditions:", 9, b=True)
    y += 14
    vds = r2(total * Decimal("0.075")) if stated else ZERO
    ait = r2(total * Decimal("0.05")) if stated else ZERO
    terms = [
        f"Delivery: within {rng.choice([7, 10, 15, 21, 30])} days from the date of this order at our factory store, {rng.choice(BD_AREA)}.",
        "Rates are inclusive of all taxes, VAT and AIT."
        if inc
        else "VAT as above; AIT as per the Income Tax Act.",
        (
            f"VAT (Tk. {lakh(vds)}) and AIT (Tk. {lakh(ait)}) will be deducted at source from the bill as per Government rules; Mushak 6.6 will be issued."
            if stated
            else "VAT and AIT will be deducted at source from the bill as per Government rules."
        ),
        f"Payment: {la.pick(rng, 'by account payee cheque within 30 days of submission of bill|50% advance against bank guarantee, balance after delivery|by BEFTN within 45 days after receipt of goods')}.",
        "The supplier must submit the bill with Mushak 6.3 (VAT challan) quoting the above reference number.",
    ]
    for k, t in enumerate(terms, 1):
        y = wrapped(d, m + 12, y, f"{k}. {t}", 8.2, wd - 12)
    y += 10
    y = wrapped(
        d,
        m,
        y,
        "Please sign and return the duplicate copy of this order as a token of your acceptance.",
        8.4,
        wd,
    )
    y += 40
    if y + 70 > bottom:
        y = brk() + 40
    d.sign(
        m,
        y,
        170,
        la.pick(rng, "Head of Supply Chain|General Manager (Procurement)|Director (Finance)"),
        8,
    )
    d.t(m, y + 20, buyer, 8, b=True)
    d.sign(r - 170, y, 170, "Accepted by (Supplier)", 8)
    if rng.random() < 0.5:
        vstamp(
            d.c,
            m + 230,
            d.h - y + 10,
            "APPROVED",
            buyer[:26].upper(),
            f"{dt:%d.%m.%Y}",
            d.bold,
            rng.uniform(-14, 14),
        )
    y += 40
    d.t(m, y, "Copy to: 1. Accounts  2. Store  3. Audit  4. Office copy", 7.4, grey=0.35)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_en_bd_work_order_memo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _bd)


# --------------------------------------------------------------------------- 7 hy purchase order: labels above values, both parties in one ruled box, VAT 20%, AMD

HY_CITY = [
    "Երևան",
    "Գյումրի",
    "Վանաձոր",
    "Աբովյան",
    "Էջմիածին",
    "Հրազդան",
    "Կապան",
    "Դիլիջան",
    "Արտաշատ",
    "Գորիս",
]
HY_BUY = "«{s}» ՍՊԸ|«{s}» ՓԲԸ|«{s}» ԲԲԸ|«{s}» ՊՈԱԿ"
HY_BUY_S = [
    "Սևան Ագրո",
    "Արագած Շին",
    "Գյումրի Տեքստիլ",
    "Զանգեզուր Մետալ",
    "Դիլիջան Ֆարմ",
    "Երևան Պլաստ",
    "Լոռի Էներգո",
    "Արարատ Կաթ",
]
HY_SUP = "«{s}» ՍՊԸ|«{s}» ՓԲԸ|Ա/Ձ {p}"
HY_SUP_S = [
    "Տեխնոսերվիս",
    "Էլեկտրոմոնտաժ",
    "Գրասենյակային Աշխարհ",
    "Շինանյութ Պլյուս",
    "Մեդտեխնիկա",
    "Ագրոքիմ",
    "Կաբել Սիթի",
    "Հայ Փաթեթավորում",
]
HY_P = ["Արամ Պետրոսյան", "Անի Հակոբյան", "Գոռ Սարգսյան", "Լիլիթ Մարտիրոսյան", "Տիգրան Ավետիսյան"]
HY_ITEMS = [
    ("Թուղթ A4, 80 գ/մ² (500 թերթ)", "տուփ", 2300, 3200),
    ("Քարթրիջ HP 85A", "հատ", 9500, 26000),
    ("Էլեկտրական մալուխ VVG 3x2,5", "մետր", 420, 780),
    ("Ավտոմատ անջատիչ 3P 32A", "հատ", 4800, 9600),
    ("Նիտրիլային ձեռնոցներ (100 հատ)", "տուփ", 2600, 4800),
    ("Ախտահանիչ լուծույթ 5 լ", "հատ", 3200, 7400),
    ("Ցեմենտ M400, 50 կգ", "պարկ", 2900, 3800),
    ("Դիզելային վառելիք", "լիտր", 520, 610),
    ("Առանցքակալ 6205 2RS", "հատ", 1800, 4200),
    ("Ստվարաթղթե տուփ 40x30x30", "հատ", 380, 900),
    ("Տեղադրման աշխատանքներ", "ծառայություն", 25000, 180000),
    ("Առաքում", "ծառայություն", 5000, 30000),
]


def _hy(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djserif|djcond"))
    m = rng.uniform(34, 44)
    r = d.w - m
    wd = r - m
    bottom = d.h - 46
    city = rng.choice(HY_CITY)
    buyer = la.pick(rng, HY_BUY).format(s=rng.choice(HY_BUY_S))
    sup = la.pick(rng, HY_SUP).format(s=rng.choice(HY_SUP_S), p=rng.choice(HY_P))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '####')}/{dt:%y}|ԳՊ-{la.digits(rng, '#####')}|PO-{dt:%Y}-{la.digits(rng, '###')}|{la.digits(rng, '######')}",
    )
    offer = la.digits(rng, rng.choice(["####", "ԳԱ-###", "Q-#####"]))
    contract = la.pick(
        rng,
        f"{la.digits(rng, '##')}/{dt.year}|ԳՀ-{la.digits(rng, '####')}|{la.digits(rng, 'ՀՀ-ԳՀԱՊՁԲ-##/##')}",
    )
    page = [1]
    stated = stated_of(rng)
    fm = rng.choice([zero_dp, sp])

    def foot() -> None:
        s = f"Էջ {page[0]} / {of}" if of else f"Էջ {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Գնման պատվեր № {po} (շարունակություն)", 9, b=True)
        return 50

    y = 42
    d.t(d.w / 2, y, buyer, 14, b=True, al="c")
    d.t(
        d.w / 2,
        y + 13,
        f"{city}, {la.pick(rng, 'Տիգրան Մեծի պող.|Արշակունյաց պող.|Կոմիտասի պող.|Բաղրամյան փող.|Թումանյան փող.')} {rng.randint(1, 120)}  ·  ՀՎՀՀ {la.digits(rng, '0#######')}",
        7.8,
        al="c",
        grey=0.3,
    )
    d.t(
        d.w / 2,
        y + 23,
        f"Հեռ.՝ +374 {la.digits(rng, '## ######')}  ·  Էլ. փոստ՝ gnumner@{rng.choice(['sevanagro', 'aragats', 'zangezur', 'lorienergo'])}.am",
        7.8,
        al="c",
        grey=0.3,
    )
    d.line(m, y + 31, r, y + 31, 1)
    y += 54
    d.t(m, y, la.pick(rng, "ԳՆՄԱՆ ՊԱՏՎԵՐ|Գնման պատվեր|ՊԱՏՎԵՐ ՄԱՏԱԿԱՐԱՐԻՆ"), 15, b=True)
    y += 10
    labels = ["Պատվեր №", "Ամսաթիվ", "Առաջարկ №", "Պայմանագիր №", "Արժույթ"]
    vals = [po, f"{dt:%d.%m.%Y}", offer, contract, "ՀՀ դրամ (AMD)"]
    y = (
        d.grid(m, y, [wd * f for f in (0.2, 0.15, 0.17, 0.26, 0.22)], labels, vals, 8.4, shade=0.88)
        + 12
    )
    # both parties in one ruled box, divided down the middle
    half = wd / 2
    d.box(m, y, wd, 86, lw=0.6)
    d.line(m + half, y, m + half, y + 86, 0.6)
    d.box(m, y, wd, 14, fill=0.9)
    d.t(m + 5, y + 10, "Գնորդ", 8, b=True)
    d.t(m + half + 5, y + 10, la.pick(rng, "Մատակարար|Վաճառող (մատակարար)|Մատակարար՝"), 8, b=True)
    d.lines(
        m + 6,
        y + 18,
        [
            buyer,
            f"ՀՎՀՀ {la.digits(rng, '0#######')}",
            f"Առաքման հասցե՝ {city}, {la.pick(rng, 'պահեստ №2|կենտրոնական պահեստ|արտադրամաս')}",
            f"Կոնտակտ՝ {rng.choice(HY_P)}, +374 {la.digits(rng, '## ######')}",
        ],
        8,
        b_first=False,
    )
    d.lines(
        m + half + 6,
        y + 18,
        [
            sup,
            f"ՀՎՀՀ {la.digits(rng, '0#######')}",
            f"{rng.choice(HY_CITY)}, {la.pick(rng, 'Արցախի փող.|Շիրակացու փող.|Ծովակալ Իսակովի պող.')} {rng.randint(1, 80)}",
            f"Բանկ՝ {la.pick(rng, 'Ամերիաբանկ|Ակբա բանկ|Ինեկոբանկ|Արդշինբանկ')}, հ/հ {la.digits(rng, '1570########0100')}",
        ],
        8,
        b_first=True,
    )
    y += 98
    lines = make(
        rng,
        [(f"H{k}", *it) for k, it in enumerate(HY_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 30]),
        whole=True,
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}".replace(",", " "), fm(p), fm(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.44, 0.13, 0.09, 0.13, 0.15)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["№", "Անվանում", "Չափի միավոր", "Քանակ", "Գին", "Գումար"],
        body,
        "cllrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 24,
        brk=brk,
        hsize=7.4,
    )
    net = sum((a for *_, a in lines), ZERO)
    inc = rng.random() < 0.4  # prices with VAT included; VAT shown as its part
    vat = r0(net / 6) if inc else r0(net * Decimal("0.2"))
    total = net if inc else net + vat
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        if inc:
            trs = [
                (
                    la.pick(
                        rng, "Ընդամենը վճարման ենթակա|Ընդհանուր գումար (ներառյալ ԱԱՀ)|Ընդամենը"
                    ),
                    f"{fm(total)} դրամ",
                    True,
                ),
                ("այդ թվում ԱԱՀ 20%", f"{fm(vat)} դրամ", False),
            ]
        else:
            trs = [
                ("Ընդամենը առանց ԱԱՀ", f"{fm(net)} դրամ", False),
                ("ԱԱՀ 20%", f"{fm(vat)} դրամ", False),
                (
                    la.pick(
                        rng, "Ընդամենը վճարման ենթակա|Ընդհանուր գումար (ներառյալ ԱԱՀ)|Ընդամենը"
                    ),
                    f"{fm(total)} դրամ",
                    True,
                ),
            ]
        y = d.summary(m + wd * 0.46, r - 3, y, trs, 8.6, box_last=not inc)
        adv = rng.choice([0, 0, 30, 50])
        if adv:
            y += 8
            d.t(
                m,
                y,
                f"Կանխավճար {adv}%՝ {fm(r0(total * adv / 100))} դրամ, մնացածը՝ մատակարարումից հետո 10 բանկային օրվա ընթացքում։",
                7.8,
                maxw=wd,
            )
            y += 6
    else:
        y = wrapped(
            d,
            m,
            y,
            "Գները՝ համաձայն առևտրային առաջարկի։ Վերջնական գումարը կորոշվի հանձնման-ընդունման ակտով՝ փաստացի մատակարարված քանակով։",
            8.2,
            wd * 0.7,
        )
    y += 16
    for t in [
        f"Մատակարարման ժամկետ՝ մինչև {dt + timedelta(days=rng.randint(5, 30)):%d.%m.%Y}։",
        "Հաշիվ-ապրանքագրում (e-invoice) պարտադիր նշել պատվերի համարը։",
        f"Վճարում՝ {la.pick(rng, 'անկանխիկ, 30 օրվա ընթացքում|100% կանխավճար|ապրանքի ընդունումից հետո 15 աշխատանքային օրում')}։",
    ]:
        y = wrapped(d, m, y, f"• {t}", 7.8, wd)
    y += 36
    if y + 40 > bottom:
        y = brk() + 36
    d.sign(m, y, 170, "Գնումների պատասխանատու", 7.4)
    d.sign(r - 170, y, 170, "Տնօրեն", 7.4)
    d.t(d.w / 2 - 12, y + 2, "Կ.Տ.", 9, b=True, grey=0.4)
    if rng.random() < 0.5:
        vstamp(
            d.c,
            d.w / 2,
            d.h - y + 6,
            "ՀԱՍՏԱՏՎԱԾ Է",
            buyer[:24],
            f"{dt:%d.%m.%Y}",
            d.bold,
            rng.uniform(-15, 15),
        )
    foot()
    out = finish(d, "hy", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_hy_gnman_patver(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hy)


# --------------------------------------------------------------------------- 8 kk purchase order (landscape): order data boxed at the right, parties at the left, ҚҚС 12%

KK_CITY = [
    "Алматы",
    "Астана",
    "Шымкент",
    "Қарағанды",
    "Ақтөбе",
    "Атырау",
    "Павлодар",
    "Өскемен",
    "Қостанай",
    "Тараз",
]
KK_BUY = "«{s}» ЖШС|«{s}» АҚ|«{s}» МКК|«{s}» ЖШС филиалы"
KK_BUY_S = [
    "Атырау Құрылыс",
    "Астана Энерго Сервис",
    "Шымкент Тамақ",
    "Қарағанды Көмір",
    "Павлодар Металл",
    "Ақтөбе Агро",
    "Ертіс Су Арнасы",
    "Алатау Жылу",
]
KK_SUP = "«{s}» ЖШС|«{s}» АҚ|ЖК «{p}»|«{s} KZ» ЖШС"
KK_SUP_S = [
    "ТехноЖабдық",
    "Электр Желі",
    "Кеңсе Әлемі",
    "Құрылыс Материалдары",
    "МедТехника Орда",
    "Жол Техника",
    "Дала Снаб",
    "Көкше Пласт",
]
KK_P = ["Серікбаев А.Б.", "Нұрланова Г.С.", "Жақсылықов Е.М.", "Әбдірахманов Қ.Т.", "Оспанова Ә.Н."]
KK_ITEMS = [
    ("Қағаз A4, 80 г/м² (500 парақ)", "бума", 2100, 2900),
    ("Картридж HP 85A", "дана", 9500, 24000),
    ("Электр кабелі ВВГ 3х2,5", "метр", 380, 690),
    ("Автоматты ажыратқыш 3P 32A", "дана", 4200, 9800),
    ("Нитрил қолғап (100 дана)", "қорап", 2800, 5200),
    ("Залалсыздандыру ерітіндісі 5 л", "дана", 3600, 7900),
    ("Цемент М400, 50 кг", "қап", 2600, 3400),
    ("Дизель отыны", "литр", 295, 340),
    ("Мойынтірек 6308 ZZ", "дана", 3100, 7800),
    ("Гидравликалық май HLP 46, 20 л", "дана", 19000, 32000),
    ("Картон қорап 60х40х40", "дана", 420, 950),
    ("Монтаждау жұмыстары", "қызмет", 35000, 240000),
    ("Жеткізу қызметі", "қызмет", 8000, 45000),
]


def _kk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "dejavu|djcond|djserif"))
    m = rng.uniform(26, 34)
    r = d.w - m
    wd = r - m
    bottom = d.h - 34
    city = rng.choice(KK_CITY)
    buyer = la.pick(rng, KK_BUY).format(s=rng.choice(KK_BUY_S))
    sup = la.pick(rng, KK_SUP).format(s=rng.choice(KK_SUP_S), p=rng.choice(KK_P))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '####')}|ТП-{la.digits(rng, '#####')}|{dt:%Y}/{la.digits(rng, '###')}|PO-{la.digits(rng, '######')}|{la.digits(rng, '##')}-{dt:%m}/{dt:%y}",
    )
    shart = la.digits(rng, rng.choice(["№ ###-ТЖ", "№ ##/####", "№ ####"]))
    offer = la.digits(rng, rng.choice(["КҰ-####", "###", "Q-#####"]))
    page = [1]
    stated = stated_of(rng)
    fm = rng.choice([sp, sp, us])
    size = rng.choice([7.2, 7.4, 7.8])

    def foot() -> None:
        s = f"{page[0]}-бет / {of}" if of else f"{page[0]}-бет"
        d.t(r, d.h - 16, s, 7, al="r", grey=0.35)
        d.t(m, d.h - 16, f"{buyer} · сатып алу бөлімі", 6.8, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 30, f"Сатып алуға тапсырыс № {po} (жалғасы)", 9, b=True)
        return 40

    y = 34
    d.t(m, y, buyer, 13.5, b=True)
    d.t(
        m,
        y + 12,
        f"БСН {la.digits(rng, '############')} · {city}, {la.pick(rng, 'Абай даңғылы|Төле би көшесі|Қабанбай батыр даңғылы|Республика даңғылы|Сәтбаев көшесі')} {rng.randint(1, 240)} · тел. +7 7{la.digits(rng, '## ### ## ##')}",
        7.6,
        grey=0.3,
    )
    title = la.pick(rng, "САТЫП АЛУҒА ТАПСЫРЫС|Сатып алуға тапсырыс|ТАУАРҒА ТАПСЫРЫС")
    d.t(m, y + 40, title, 16, b=True)
    # the order's data in a boxed column at the right
    bw = 250
    bx = r - bw
    pairs = [
        ("Тапсырыс №", po),
        ("Күні", f"{dt:%d.%m.%Y}"),
        ("Шарт", f"{shart} ({dt - timedelta(days=rng.randint(20, 300)):%d.%m.%Y})"),
        ("Коммерциялық ұсыныс", offer),
        ("Жеткізу мерзімі", f"{dt + timedelta(days=rng.randint(5, 30)):%d.%m.%Y} дейін"),
        ("Валюта", "теңге (KZT)"),
    ]
    d.box(bx, y - 12, bw, len(pairs) * 13 + 8, lw=0.8)
    for k, (lab, val) in enumerate(pairs):
        d.t(bx + 6, y + k * 13, lab, 7.8, grey=0.3)
        d.t(r - 6, y + k * 13, val, 8.2, b=k == 0, al="r", maxw=bw - 100)
    y += 66
    rows = [
        (
            la.pick(rng, "Жеткізуші:|Өнім беруші:|Жеткізуші"),
            [
                sup,
                f"БСН {la.digits(rng, '############')}",
                f"ЖСК KZ{la.digits(rng, '## ### #### #### ####')}, {la.pick(rng, 'Halyk Bank|Kaspi Bank|ForteBank|Bank CenterCredit')}",
                f"Байланыс: {rng.choice(KK_P)}, +7 70{la.digits(rng, '# ### ## ##')}",
            ],
        ),
        (
            "Тапсырыс беруші:",
            [
                buyer,
                f"Жеткізу мекенжайы: {city}, {la.pick(rng, 'орталық қойма|№2 қойма|өндірістік алаң')}",
                f"Жауапты: {rng.choice(KK_P)}",
            ],
        ),
    ]
    for lab, vals in rows:
        d.t(m, y + 9, lab, 8.2, b=True)
        y = d.lines(m + 110, y, vals, 8.2, b_first=True) + 6
    y += 4
    lines = make(
        rng,
        [(f"K{k}", *it) for k, it in enumerate(KK_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 12, 16, 22, 30]),
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    la.digits(rng, "0##-####"),
                    it[1],
                    it[2],
                    f"{q:,.0f}".replace(",", " "),
                    fm(p),
                    fm(a),
                    fm(r2(a * Decimal("0.12"))),
                    fm(r2(a * Decimal("1.12"))),
                ],
                a,
            )
        )
    ws = [wd * f for f in (0.04, 0.09, 0.33, 0.08, 0.07, 0.1, 0.1, 0.09, 0.1)]
    y = ltable(
        d,
        m,
        y,
        ws,
        [
            "№",
            "Коды",
            "Атауы",
            "Өлш. бір.",
            "Саны",
            "Бағасы",
            "Сомасы ҚҚС-сыз",
            "ҚҚС 12%",
            "ҚҚС-пен сомасы",
        ],
        body,
        "cllcrrrrr",
        size=size,
        rowh=size + 7,
        bottom=bottom - 12,
        brk=brk,
        hsize=size - 0.4,
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = sum((r2(a * Decimal("0.12")) for *_, a in lines), ZERO)
    total = net + vat
    if y + 80 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [
            ("Барлығы ҚҚС-сыз:", fm(net), False),
            ("ҚҚС сомасы 12%:", fm(vat), False),
            (
                la.pick(rng, "Барлығы төлеуге:|Жалпы сомасы (ҚҚС-пен):|Тапсырыстың жалпы сомасы:"),
                f"{fm(total)} тг",
                True,
            ),
        ]
        d.summary(r - 260, r - 3, y, trs, 8.4, box_last=True)
    else:
        wrapped(
            d,
            r - 300,
            y + 4,
            "Бағалар шарт бойынша; соңғы сома іс жүзінде жеткізілген мөлшер бойынша электрондық шот-фактурада көрсетіледі.",
            7.8,
            296,
        )
    yy = wrapped(
        d,
        m,
        y + 4,
        f"Төлем шарттары: {la.pick(rng, 'тауарды қабылдағаннан кейін 30 күн ішінде|100% алдын ала төлем|шот-фактура бойынша 15 жұмыс күні ішінде')}.",
        7.6,
        wd * 0.5,
    )
    yy = wrapped(
        d,
        m,
        yy,
        "Электрондық шот-фактурада (ЭШФ) тапсырыс нөмірін көрсету міндетті.",
        7.6,
        wd * 0.5,
    )
    yy = max(yy + 36, y + 70)
    if yy + 20 > bottom:
        yy = brk() + 36
    d.sign(m, yy, 170, "Сатып алу бөлімінің басшысы", 7.2)
    d.sign(m + 220, yy, 150, "Бас бухгалтер", 7.2)
    d.t(m + 400, yy + 2, "М.О.", 9, b=True, grey=0.4)
    if rng.random() < 0.55:
        vstamp(
            d.c,
            m + 420,
            d.h - yy + 4,
            "КЕЛІСІЛДІ",
            buyer[:24],
            f"{dt:%d.%m.%Y}",
            d.bold,
            rng.uniform(-18, 18),
        )
    foot()
    out = finish(d, "kk", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_kk_satyp_alu_tapsyrysy(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _kk)


# --------------------------------------------------------------------------- 9 ms Malaysian local order / purchase order: a form of numbered boxes, the number in a framed box

_MS = "kosong satu dua tiga empat lima enam tujuh lapan sembilan".split()


def ms_words(n: int) -> str:
    """Whole ringgit in Malay words."""
    if n < 10:
        return _MS[n]
    if n < 20:
        return {10: "sepuluh", 11: "sebelas"}.get(n, f"{_MS[n - 10]} belas")
    if n < 100:
        return f"{_MS[n // 10]} puluh" + (f" {_MS[n % 10]}" if n % 10 else "")
    for div, one, name in (
        (10**6, "sejuta", "juta"),
        (1000, "seribu", "ribu"),
        (100, "seratus", "ratus"),
    ):
        if n >= div:
            head = one if n // div == 1 else f"{ms_words(n // div)} {name}"
            return head + (f" {ms_words(n % div)}" if n % div else "")
    return ""


MS_DEPT = [
    "Jabatan Kerja Raya Daerah {t}",
    "Pejabat Pendidikan Daerah {t}",
    "Hospital {t}",
    "Majlis Perbandaran {t}",
    "Pejabat Tanah dan Galian Negeri {s}",
    "Jabatan Pertanian Negeri {s}",
]
MS_TOWN = [
    "Kuantan",
    "Seremban",
    "Ipoh",
    "Kota Bharu",
    "Alor Setar",
    "Muar",
    "Temerloh",
    "Kluang",
    "Sibu",
    "Kota Kinabalu",
    "Taiping",
    "Batu Pahat",
]
MS_STATE = [
    "Pahang",
    "Negeri Sembilan",
    "Perak",
    "Kelantan",
    "Kedah",
    "Johor",
    "Sarawak",
    "Sabah",
    "Terengganu",
    "Selangor",
]
MS_CORP = "{s} Sdn. Bhd.|{s} Berhad|{s} Industries (M) Sdn Bhd|{s} Plantation Sdn. Bhd."
MS_CORP_S = [
    "Perkasa Sawit",
    "Tenaga Kelana",
    "Mutiara Foods",
    "Gemilang Polimer",
    "Seri Mahkota Hotel",
    "Bayu Logistik",
]
MS_SUP = (
    "{s} Enterprise|{s} Sdn. Bhd.|Syarikat {s}|{s} Trading|{s} Resources (M) Sdn Bhd|Perniagaan {s}"
)
MS_SUP_S = [
    "Maju Jaya",
    "Bina Teguh",
    "Cahaya Timur",
    "Sinar Harapan",
    "Mega Bekalan",
    "Wawasan Teknik",
    "Kejora Niaga",
    "Indah Murni",
    "Setia Ikhlas",
    "Bumi Makmur",
]
MS_ITEMS = [
    ("Kertas A4 80gsm (rim)", "rim", 11, 16),
    ("Toner pencetak HP 26A", "unit", 280, 420),
    ("Kerusi pejabat (tinggi)", "unit", 290, 650),
    ("Lampu LED T8 18W", "batang", 9, 18),
    ("Kabel 2.5mm² (gulung 100m)", "gulung", 160, 260),
    ("Simen Portland 50kg", "beg", 19, 26),
    ('Paip PVC 4" x 6m', "batang", 38, 62),
    ("Sarung tangan nitril (kotak 100)", "kotak", 18, 32),
    ("Penyelenggaraan penghawa dingin 2.0hp", "unit", 120, 260),
    ("Baja NPK 15:15:15 (50kg)", "beg", 110, 160),
    ("Racun rumpai 4 liter", "botol", 48, 95),
    ("Servis kenderaan jabatan", "kali", 350, 1200),
]


def _ms(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|times|libnarrow"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 44
    gov = rng.random() < 0.55
    town, state = rng.choice(MS_TOWN), rng.choice(MS_STATE)
    buyer = (
        rng.choice(MS_DEPT).format(t=town, s=state)
        if gov
        else la.pick(rng, MS_CORP).format(s=rng.choice(MS_CORP_S))
    )
    sup = la.pick(rng, MS_SUP).format(s=rng.choice(MS_SUP_S))
    dt = a_day(rng)
    if gov:
        po = la.pick(
            rng,
            f"{la.digits(rng, '######')}|PT{dt:%y}{la.digits(rng, '#####')}|{la.digits(rng, 'A ######')}",
        )
    else:
        po = la.pick(
            rng,
            f"PO-{dt:%y}{la.digits(rng, '#####')}|PB/{dt:%Y}/{la.digits(rng, '####')}|{la.digits(rng, '45########')}",
        )
    title = (
        la.pick(rng, "PESANAN TEMPATAN|PESANAN KERAJAAN (PESANAN TEMPATAN)")
        if gov
        else la.pick(rng, "PESANAN BELIAN|PESANAN PEMBELIAN")
    )
    sebut = la.digits(rng, rng.choice(["SH/##/####", "JKR.##/SH/###", "Q-#####"]))
    ptj = la.digits(rng, "########")
    sst = la.digits(rng, rng.choice(["W10-####-########", "B16-####-########"]))
    ssm = la.digits(rng, rng.choice(["2019010#####", "############ (#######-X)"]))
    page = [1]
    stated = stated_of(rng)
    sst_rate = Decimal(rng.choice([0, 0, 6, 8, 8]))
    wm = rng.random() < 0.3
    ang = rng.uniform(30, 50)

    def foot() -> None:
        s = f"Muka surat {page[0]} daripada {of}" if of else f"Muka surat {page[0]}"
        d.t(r, d.h - 22, s, 7, al="r", grey=0.35)
        d.t(
            m,
            d.h - 22,
            "Salinan 1 - Pembekal   Salinan 2 - Bayaran   Salinan 3 - Simpanan",
            6.6,
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        if wm:
            mark(d.c, d.w, d.h, "SALINAN", d.bold, 100, ang, grey=0.9)
        d.t(m, 42, f"{title} No. {po} (sambungan)", 9, b=True)
        return 52

    if wm:
        mark(d.c, d.w, d.h, "SALINAN", d.bold, 100, ang, grey=0.9)
    y = 38
    if gov:
        d.t(d.w / 2, y, "KERAJAAN MALAYSIA", 10, b=True, al="c")
        d.t(
            d.w / 2,
            y + 12,
            la.pick(rng, "AP 41 Pind. 1/2022|KEW.PA / Borang PT"),
            6.8,
            al="c",
            grey=0.4,
        )
        y += 28
    d.t(d.w / 2, y, title, 15, b=True, al="c")
    y += 12
    # the number in a framed box at the right, the buyer at the left
    d.box(r - 170, y, 170, 34, lw=1.2)
    d.t(
        r - 164, y + 11, "No. Pesanan" if not gov else "No. Pesanan Tempatan", 7.2, b=True, grey=0.3
    )
    d.t(r - 85, y + 27, po, 12, b=True, al="c")
    d.t(m, y + 9, buyer, 10.5, b=True, maxw=wd - 190)
    d.t(
        m,
        y + 21,
        f"{la.pick(rng, 'Jalan Sultan Ahmad Shah|Jalan Dato Bandar Tunggal|Lot 12, Kawasan Perindustrian|Persiaran Mahkota|Jalan Tun Razak')}, {la.digits(rng, '2####')} {town}, {state}",
        7.6,
        grey=0.3,
    )
    d.t(
        m,
        y + 31,
        f"Tel: 0{rng.choice([3, 4, 5, 6, 7, 9])}-{la.digits(rng, '### ####')}   Faks: 0{rng.choice([3, 5, 9])}-{la.digits(rng, '### ####')}"
        + (f"   Kod PTJ: {ptj}" if gov else f"   No. SST: {la.digits(rng, 'W10-####-########')}"),
        7.6,
        grey=0.3,
    )
    y += 48
    half = wd / 2 - 5

    # numbered boxes
    def nbox(
        x: float,
        yy: float,
        w: float,
        h: float,
        no: str,
        lab: str,
        rows: list[str],
        bold_first: bool = False,
    ) -> None:
        d.box(x, yy, w, h, lw=0.6)
        d.t(x + 4, yy + 9, f"{no}. {lab}", 7, b=True, grey=0.3)
        d.lines(x + 8, yy + 12, rows, 8.2, b_first=bold_first)

    nbox(
        m,
        y,
        half,
        76,
        "1",
        "Kepada (Nama dan Alamat Pembekal)",
        [
            sup,
            f"{la.pick(rng, 'No. 12, Jalan Perusahaan 3|Lot 7, Jalan Industri 2|No. 45, Jalan Besar|PT 221, Taman Perindustrian')}",
            f"{la.digits(rng, '2####')} {rng.choice(MS_TOWN)}",
            f"No. Pendaftaran Syarikat: {ssm}",
            f"No. Pendaftaran SST: {sst}",
        ],
        True,
    )
    nbox(
        m + half + 10,
        y,
        half,
        76,
        "2",
        "Alamat Penghantaran",
        [
            la.pick(rng, "Stor Utama|Unit Perolehan|Bengkel Jabatan|Setor Am"),
            buyer,
            town,
            f"Pegawai: {la.pick(rng, 'En. Mohd Faizal bin Ahmad|Pn. Siti Aminah binti Yusof|En. Lim Wei Keat|Cik Nurul Huda')}",
        ],
    )
    y += 82
    labels = [
        "3. Tarikh",
        "4. No. Sebut Harga / Kontrak",
        "5. Tarikh Penghantaran",
        "6. Syarat Bayaran",
    ]
    vals = [
        f"{dt:%d/%m/%Y}",
        sebut,
        f"{dt + timedelta(days=rng.randint(7, 30)):%d/%m/%Y}",
        la.pick(rng, "30 hari|14 hari selepas terima invois|Tunai semasa penghantaran|60 hari"),
    ]
    y = d.grid(m, y, [wd * 0.18, wd * 0.32, wd * 0.22, wd * 0.28], labels, vals, 8, shade=0.9) + 8
    d.t(m, y + 8, "7. Sila bekalkan barang-barang / perkhidmatan seperti di bawah:", 8, b=True)
    y += 12
    lines = make(
        rng,
        [(f"M{k}", *it) for k, it in enumerate(MS_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 28]),
    )
    body = [
        ([str(i), it[1], f"{q:,.0f}", it[2], us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.46, 0.09, 0.1, 0.13, 0.16)]
    y = ltable(
        d,
        m,
        y,
        ws,
        [
            "Bil.",
            "Perihal Bekalan / Perkhidmatan",
            "Kuantiti",
            "Unit",
            "Harga Seunit (RM)",
            "Jumlah (RM)",
        ],
        body,
        "clrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 24,
        brk=brk,
        hsize=7.2,
    )
    sub = sum((a for *_, a in lines), ZERO)
    dp = rng.choice([0, 0, 0, 2, 5])
    disc = r2(sub * dp / 100)
    tax = r2((sub - disc) * sst_rate / 100)
    total = sub - disc + tax
    if y + 110 > bottom:
        y = brk()
    y += 6
    if stated:
        trs = [("Jumlah", us(sub), False)]
        if disc:
            trs.append((f"Diskaun {dp}%", f"-{us(disc)}", False))
        if sst_rate:
            trs.append((f"SST {sst_rate}%", us(tax), False))
        trs.append(
            (
                la.pick(rng, "JUMLAH BESAR (RM)|Jumlah Besar RM|JUMLAH KESELURUHAN (RM)"),
                us(total),
                True,
            )
        )
        y = d.summary(m + wd * 0.54, r - 3, y, trs, 8.6, box_last=True)
        sen = int(r2(total - int(total)) * 100)
        y = wrapped(
            d,
            m,
            y + 4,
            f"Ringgit Malaysia: {ms_words(int(total)).capitalize()}{f' dan sen {ms_words(sen)}' if sen else ''} sahaja",
            8.2,
            wd,
            b=True,
        )
    else:
        y = wrapped(
            d,
            m,
            y + 4,
            "Harga mengikut sebut harga yang diluluskan; bayaran berdasarkan kuantiti sebenar yang diterima dan disahkan.",
            8.2,
            wd * 0.7,
        )
    y += 8
    for t in [
        "8. Invois hendaklah dikemukakan dalam tiga (3) salinan dengan menyebut nombor pesanan ini.",
        "9. Barang-barang yang tidak menepati spesifikasi akan ditolak dan dipulangkan atas kos pembekal.",
        "10. Pesanan ini terbatal sekiranya bekalan tidak diterima dalam tempoh yang ditetapkan.",
    ]:
        y = wrapped(d, m, y, t, 7.4, wd, grey=0.2)
    y += 34
    if y + 50 > bottom:
        y = brk() + 34
    d.sign(
        m,
        y,
        190,
        la.pick(
            rng,
            "Tandatangan Pegawai Pengawal / Pegawai Diberi Kuasa|Pengurus Perolehan|Ketua Jabatan",
        ),
        7.2,
    )
    d.t(
        m,
        y + 20,
        f"Nama: {la.pick(rng, 'Ir. Ahmad Kamal bin Hassan|Dr. Noraini binti Ismail|Tan Chee Keong|Rajesh a/l Muthu')}",
        7.6,
    )
    d.sign(r - 180, y, 180, "Akuan Terima oleh Pembekal (tandatangan & cop)", 7.2)
    if rng.random() < 0.65:
        vstamp(
            d.c,
            m + 270,
            d.h - y + 14,
            "DILULUSKAN",
            buyer[:26].upper(),
            f"{dt:%d/%m/%Y}",
            d.bold,
            rng.uniform(-20, 20),
        )
    foot()
    out = finish(d, "ms", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_ms_pesanan_tempatan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ms)


# --------------------------------------------------------------------------- 10 gl council's or co-operative's order: values on ruled lines, their captions beneath

GL_CITY = [
    "Lugo",
    "Ourense",
    "Pontevedra",
    "Ferrol",
    "Santiago de Compostela",
    "Lalín",
    "Monforte de Lemos",
    "Ribeira",
    "Viveiro",
    "Carballo",
    "Cangas",
    "Betanzos",
]
GL_COOP = "{s}, S.Coop. Galega|{s} S.L.|{s}, S.A."
GL_COOP_S = [
    "Cooperativa Agraria Deza",
    "Leite Terra Chá",
    "Conservas Ría de Arousa",
    "Viños do Ribeiro",
    "Madeiras Forestais do Eume",
    "Granxa Verde",
]
GL_SUP = "{s}, S.L.|{s} S.L.|{s}, S.A.|Comercial {s} S.L.|{s} e Fillos, S.L."
GL_SUP_S = [
    "Subministracións Miño",
    "Ferraxaría Castro",
    "Electricidade Barreiro",
    "Limpezas Atlántico",
    "Papelaría Rías Baixas",
    "Madeiras do Courel",
    "Talleres Louzao",
    "Informática Compostela",
    "Pinturas Vilar",
]
GL_ITEMS = [
    ("Papel A4 80 g (paquete 500 follas)", "paq.", 3.1, 4.9),
    ("Tóner HP 59A orixinal", "ud.", 95, 160),
    ("Luminaria LED estanca 36 W", "ud.", 24, 58),
    ("Cable RZ1-K 3G2,5 (m)", "m", 0.9, 1.7),
    ("Pintura plástica branca 15 l", "ud.", 38, 72),
    ("Saco de cemento 25 kg", "ud.", 4.2, 6.8),
    ("Luvas de nitrilo (caixa 100 ud.)", "cx.", 6, 12),
    ("Produto de limpeza multiusos 5 l", "ud.", 7, 15),
    ("Reparación de fiestra de aluminio", "serv.", 120, 480),
    ("Mantemento de caldeira (revisión anual)", "serv.", 180, 420),
    ("Táboa de piñeiro tratada 2,4 m", "ud.", 6, 14),
    ("Adubo NPK 15-15-15 (saco 25 kg)", "ud.", 18, 29),
]


def _gl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|libserif|dejavu|times"))
    m = rng.uniform(38, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 48
    city = rng.choice(GL_CITY)
    council = rng.random() < 0.6
    buyer = (
        f"Concello de {city}" if council else la.pick(rng, GL_COOP).format(s=rng.choice(GL_COOP_S))
    )
    sup = la.pick(rng, GL_SUP).format(s=rng.choice(GL_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{dt:%Y}/{la.digits(rng, '####')}|PED-{la.digits(rng, '#####')}|{la.digits(rng, '###')}/{dt:%Y}|OC{dt:%y}-{la.digits(rng, '####')}",
    )
    exp = la.digits(rng, rng.choice(["####/20##", "EXP-###/##", "CM ###/####"]))
    rc = la.digits(rng, rng.choice(["2025000#####", "RC ######", "220##-####"]))
    apl = la.pick(rng, "920.221.00|1532.210.00|323.212.00|171.210.00|342.213.00")
    page = [1]
    stated = stated_of(rng)
    title = la.pick(
        rng, "PEDIDO DE SUBMINISTRACIÓN|ORDE DE PEDIDO|PEDIDO DE COMPRA|ENCARGA DE SUBMINISTRACIÓN"
    )

    def foot() -> None:
        s = f"Páxina {page[0]} de {of}" if of else f"Páxina {page[0]}"
        d.t(r, d.h - 24, s, 7, al="r", grey=0.35)
        d.t(m, d.h - 24, "Indique o número de pedido na factura electrónica (FACe).", 6.8, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{title.capitalize()} {po} (continuación)", 9, b=True)
        return 54

    def field(
        x: float, yy: float, w: float, val: str, cap: str, size: float = 9, b: bool = False
    ) -> None:
        d.t(x + 2, yy, val, size, b=b, maxw=w - 6)
        d.line(x, yy + 3, x + w - 8, yy + 3, 0.5)
        d.t(x + 2, yy + 11, cap, 6.4, grey=0.45)

    y = 44
    if council:
        d.box(m, y - 18, 26, 32, fill=0.85, stroke=True, lw=0.5)
    d.t(m + (34 if council else 0), y - 4, buyer.upper() if council else buyer, 13, b=True)
    d.t(
        m + (34 if council else 0),
        y + 9,
        f"{la.pick(rng, 'Praza Maior|Rúa do Progreso|Avenida de Galicia|Praza do Concello|Polígono do Ceao')}, {rng.randint(1, 40)} · {rng.choice(['15', '27', '32', '36'])}{la.digits(rng, '###')} {city} · NIF {rng.choice('PF')}{la.digits(rng, '#######')}{rng.choice('ABCDEFG')} · Tel. 98{la.digits(rng, '# ### ###')}",
        7.6,
        grey=0.3,
    )
    d.t(r, y - 4, title, 13, b=True, al="r")
    y += 36
    third = wd / 3
    field(m, y, third, po, "Número de pedido", 11, True)
    field(m + third, y, third, f"{dt:%d/%m/%Y}", "Data")
    field(m + 2 * third, y, third, exp, "Expediente")
    y += 28
    if council:
        field(m, y, third, rc, "Documento contable RC nº")
        field(m + third, y, third, apl, "Aplicación orzamentaria")
        field(
            m + 2 * third,
            y,
            third,
            la.pick(rng, "Servizos Xerais|Obras e Servizos|Educación|Deportes|Medio Ambiente"),
            "Servizo solicitante",
        )
    else:
        field(m, y, third, la.digits(rng, "OF-####"), "Referencia da oferta")
        field(m + third, y, third, la.digits(rng, "P####"), "Código de provedor")
        field(
            m + 2 * third,
            y,
            third,
            la.pick(rng, "Transferencia 60 días|Recibo 30 días|Confirming 90 días"),
            "Forma de pagamento",
        )
    y += 32
    half = wd / 2 - 8
    field(m, y, half, sup, "Provedor/a (razón social)", 10, True)
    field(
        m + half + 16, y, half, f"{rng.choice('AB')}{la.digits(rng, '########')}", "NIF do provedor"
    )
    y += 26
    field(
        m,
        y,
        half,
        f"{la.pick(rng, 'Rúa Real|Avda. de Lugo|Polígono de Sabón, parcela|Rúa Nova|Estrada de Santiago')} {rng.randint(1, 90)}, {rng.choice(GL_CITY)}",
        "Enderezo do provedor",
    )
    field(
        m + half + 16,
        y,
        half,
        f"{la.pick(rng, 'Almacén municipal|Centro de saúde|CEIP|Pavillón de deportes|Nave da cooperativa')}, {city}",
        "Lugar de entrega",
    )
    y += 26
    field(
        m,
        y,
        half,
        la.pick(rng, "Xosé Manuel Rodríguez|María do Carme Fernández|Antón Pereira|Uxía Castro"),
        "Persoa de contacto",
    )
    field(
        m + half + 16,
        y,
        half,
        f"{dt + timedelta(days=rng.randint(5, 30)):%d/%m/%Y}",
        "Prazo de entrega",
    )
    y += 24
    lines = make(
        rng,
        [(f"G{k}", *it) for k, it in enumerate(GL_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 28]),
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}".replace(",", "."), eu(p), eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = [wd * f for f in (0.06, 0.5, 0.08, 0.09, 0.12, 0.15)]
    y = ltable(
        d,
        m,
        y,
        ws,
        ["Nº", "Descrición", "Ud.", "Cant.", "Prezo", "Importe"],
        body,
        "cllrrr",
        size=8,
        rowh=15,
        bottom=bottom - 24,
        brk=brk,
        grid=rng.random() < 0.5,
        hrgb=(0.1, 0.3, 0.55) if rng.random() < 0.5 else None,
    )
    base = sum((a for *_, a in lines), ZERO)
    ive = r2(base * Decimal("0.21"))
    total = base + ive
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [
            ("Base impoñible", f"{eu(base)} €", False),
            ("IVE 21%", f"{eu(ive)} €", False),
            (
                la.pick(rng, "TOTAL|Importe total (IVE incluído)|TOTAL PEDIDO"),
                f"{eu(total)} €",
                True,
            ),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, trs, 8.8, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prezos segundo a oferta aceptada; IVE non incluído. O importe final será o da factura conforme ás unidades entregadas.",
            8.2,
            wd * 0.65,
        )
    y += 14
    if council:
        y = wrapped(
            d,
            m,
            y,
            f"Existe crédito adecuado e suficiente na aplicación {apl} do orzamento vixente (RC nº {rc}). Contrato menor conforme ao artigo 118 da Lei 9/2017, de contratos do sector público.",
            7.6,
            wd,
            grey=0.2,
        )
    y = wrapped(
        d,
        m,
        y,
        "A factura deberá presentarse no rexistro electrónico (FACe) indicando os códigos DIR3 e o número deste pedido."
        if council
        else "O albarán e a factura deberán indicar o número deste pedido.",
        7.6,
        wd,
        grey=0.2,
    )
    y += 40
    if y + 40 > bottom:
        y = brk() + 40
    if council:
        d.sign(m, y, 170, la.pick(rng, "O/A Alcalde/sa|O concelleiro delegado|A Alcaldesa"), 7.4)
        d.sign(m + 200, y, 150, "Intervención (conforme)", 7.4)
    else:
        d.sign(m, y, 170, "Departamento de Compras", 7.4)
    d.sign(r - 160, y, 160, "Recibín: o/a provedor/a", 7.4)
    if rng.random() < 0.5:
        vstamp(
            d.c,
            m + 110,
            d.h - y + 10,
            buyer.upper()[:24],
            city.upper()[:22],
            f"{dt:%d/%m/%Y}",
            d.bold,
            rng.uniform(-20, 20),
        )
    foot()
    out = finish(d, "gl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind26_gl_pedido_concello(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gl)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind26_zh_guoqi_kuangjia_yaohuo,
        blind26_zh_fuzhuang_mianliao_caigou,
        blind26_hk_canyin_fendian_dinghuo,
        blind26_ja_chumon_henko_tsuchisho,
        blind26_en_ug_lpo_sidebar,
        blind26_en_bd_work_order_memo,
        blind26_hy_gnman_patver,
        blind26_kk_satyp_alu_tapsyrysy,
        blind26_ms_pesanan_tempatan,
        blind26_gl_pedido_concello,
    )
}

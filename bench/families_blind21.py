# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind20 (`blind21_*`).

- blind21_tw_zhizao_caigoudan
- blind21_zh_dinghuo_hetong_jiayi_huhuan
- blind21_ja_kensetsu_chumonsho_ukesho
- blind21_en_in_cement_gst_po
- blind21_pt_br_construtora_pedido_obra
- blind21_pl_zamowienie_opakowania
- blind21_tr_santiye_satinalma_siparisi
- blind21_vi_don_dat_hang_hoa_chat
- blind21_id_pesanan_pembelian_kebun
- blind21_en_us_county_purchase_order

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a contract, the contract's own number; on a release
against a blanket order, the release's own purchase order number, never the blanket's); the
supplier (vendor, seller, subcontractor) exactly as printed (its registered name where a
trade name is printed too; without a "M/s." salutation); the grand total as "1234.50" (whole
NT dollars, yen, dong and rupiah as "1234.00"; "" when the document states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, LETTER, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, twice  # noqa: E402
from families_blind14 import ACCENTS, rgb_box, rgb_text  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import IN_STATES, in_words, inr, price, qty, r0, r2, take, wrapped  # noqa: E402
from families_blind19 import crow, de, lrow, ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_latin2 import snug  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)
RED = Color(0.72, 0.1, 0.1)
NAVY = Color(0.1, 0.2, 0.45)


def dots(v: Decimal) -> str:
    """Whole units with dots: 1234567 -> 1.234.567."""
    return f"{r0(v):,.0f}".replace(",", ".")


def commas0(v: Decimal) -> str:
    return f"{r0(v):,.0f}"


def name_size(d: la.Doc, s: str, w: float, size: float) -> float:
    return snug(d, [s], w, size)


def ascii_key(name: str) -> str:
    """An e-mail domain stem from a firm's name: its longest word, without accents."""
    import unicodedata  # noqa: PLC0415

    word = max(name.replace(".", " ").split(), key=len)
    word = (
        word.replace("ł", "l")
        .replace("Ł", "L")
        .replace("ı", "i")
        .replace("đ", "d")
        .replace("Đ", "D")
    )
    flat = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()
    return "".join(ch for ch in flat.lower() if ch.isalnum()) or "firma"


def lab_w(d: la.Doc, labels: list[str], size: float) -> float:
    """A key/value column's label width: the widest label (bold) and a gap."""
    return max(60.0, max(d.width(s, size, True) for s in labels) + 8)


# --------------------------------------------------------------------------- 1 zh-Hant Taiwan manufacturer's purchase order

TW_MAKER = "{b}精密工業股份有限公司|{b}電機股份有限公司|{b}塑膠工業股份有限公司|{b}金屬製品股份有限公司|{b}光電科技股份有限公司|{b}食品工業股份有限公司"
TW_MAKER_B = "宏銓 泰鼎 聯鋐 昇貿 冠豐 嘉晟 瑞展 立隆 合碩 德嘉".split()
TW_VEND = "{b}企業有限公司|{b}五金行|{b}實業股份有限公司|{b}化工原料行|{b}包裝材料有限公司|{b}電子材料股份有限公司|{b}機電工程有限公司|{b}螺絲有限公司"
TW_VEND_B = "金隆 順興 永豐 協榮 大益 宏泰 東昇 建福 明昌 新益 佳和 長鴻 台永".split()
TW_PARKS = "桃園市觀音區工業五路|臺中市西屯區工業區三十六路|新北市五股區五工二路|臺南市安南區工業一路|彰化縣線西鄉彰濱東七路|新竹縣湖口鄉光復北路|高雄市大寮區大發工業區".split(
    "|"
)
# part number prefix | name & spec | unit | lo | hi
TW_PARTS = [
    ("RM-PP", "PP塑膠粒 1120 本色", "KG", 38, 52),
    ("RM-ABS", "ABS 757 自然色", "KG", 62, 85),
    ("SC-M6", "內六角螺絲 M6×20 SUS304", "PCS", 0.8, 2.4),
    ("SC-M8", "六角螺帽 M8 鍍鋅", "PCS", 0.35, 1.2),
    ("PK-CT", "紙箱 A楞 45×35×30cm", "PCS", 18, 36),
    ("PK-PE", "PE氣泡袋 20×30cm", "PCS", 0.6, 1.8),
    ("EL-CAP", "電解電容 470uF/35V", "PCS", 1.2, 3.5),
    ("EL-PCB", "PCB 雙面板 FR4 1.6t", "PNL", 85, 240),
    ("ST-SPC", "冷軋鋼板 SPCC 1.0t×1219×2438", "張", 980, 1650),
    ("CH-IPA", "異丙醇 IPA 99.9% 18L", "桶", 1150, 1680),
    ("CH-GR", "潤滑油脂 NLGI 2 16kg", "桶", 2400, 3900),
    ("TL-DR", "鎢鋼鑽頭 Φ6.5", "支", 320, 780),
    ("AL-6061", "鋁棒 6061-T6 Φ40×1000", "支", 650, 1100),
    ("LB-TAG", "標籤貼紙 50×30mm 捲", "捲", 140, 320),
    ("FL-AIR", "空壓機濾心 10μm", "個", 450, 980),
    ("CN-SH", "熱縮套管 Φ10 黑色", "M", 4, 11),
    ("GL-NT", "丁腈手套 M 100入", "盒", 150, 260),
    ("MO-SP", "模具彈簧 Φ20×50 黃", "支", 35, 90),
]


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.45
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(28, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 50
    bb, vb = rng.choice(TW_MAKER_B), rng.choice(TW_VEND_B)
    buyer = cj.pick(rng, TW_MAKER).format(b=bb)
    sup = cj.pick(rng, TW_VEND).format(b=vb)
    d = cj.a_date(rng)
    kind_ = rng.choice(["3301", "3302", "3311"])
    po = cj.number(
        rng,
        d,
        f"{kind_}-{{Y}}{{m}}{{d}}{{n3}}|PO{{roc}}{{m}}{{n4}}|P{{y}}{{m}}-{{n4}}|{{roc}}{{m}}{{d}}{{n3}}",
    )
    pr = cj.number(rng, d, "3101-{Y}{m}{n5}|PR{roc}{m}{n3}|R{y}{m}{n4}")
    quote = cj.number(rng, d, "Q{y}{m}{n3}|報{roc}-{n3}")
    ban_b, ban_s = f"{rng.randint(10000000, 99999999)}", f"{rng.randint(10000000, 99999999)}"
    vcode = f"{rng.choice('ABCMV')}{rng.randint(1000, 9999)}"
    ds = cj.pick(rng, "roc|rocs|slash|iso")
    inclusive = rng.random() < 0.3
    stated = rng.random() > 0.07
    no_lab = cj.pick(rng, "採購單號|採購單號碼|單號|採購編號")
    page = [1]
    copy = cj.pick(rng, "第一聯：廠商聯|第二聯：採購聯|廠商留存聯|")
    title = cj.pick(rng, "採　購　單|採購單|訂　購　單|採購訂單")

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 26,
            f"頁次：{page[0]}/{of}" if of else f"頁次：{page[0]}",
            8,
            align="r",
            colour=GREY,
        )
        if copy:
            pdf.text(m, pdf.h - 26, copy, 8, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}　{title.replace('　', '')}（續頁）", 9.5, bold=True)
        pdf.text(right, 34, f"{no_lab}：{po}", 9, align="r")
        return 44

    y = 40
    pdf.text(pdf.w / 2, y, buyer, 16, align="c", bold=True)
    y += 14
    pdf.text(
        pdf.w / 2,
        y,
        f"{cj.tw_addr(rng)}　TEL：{cj.tw_tel(rng)}　FAX：{cj.tw_tel(rng)}　統一編號：{ban_b}",
        8,
        align="c",
        colour=GREY,
    )
    y += 24
    pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=1)
    bx = right - 190
    rows_r = [[no_lab, po], ["採購日期", cj.fdate(d, ds)], ["請購單號", pr]]
    if rng.random() < 0.5:
        rows_r[2] = ["報價單號", quote]
    yb = kgrid(pdf, bx, y - 30, [70, 120], rows_r, h=15, size=8.3, labels=(0,), fill=PALE)
    y = max(y + 10, yb + 6)
    s_who = cj.person(rng, "zh-Hant")
    left = [
        ["廠商編號", vcode, "廠商名稱", sup],
        ["統一編號", ban_s, "聯絡人", f"{s_who} {rng.choice(['先生', '小姐', '經理'])}"],
        ["電　　話", cj.tw_tel(rng), "傳　　真", cj.tw_tel(rng)],
        [
            "付款條件",
            cj.pick(rng, "月結30天|月結60天 電匯|貨到票30天|月結45天 開票"),
            "交貨地點",
            f"本公司{cj.pick(rng, '一廠|二廠|倉庫|觀音廠|湖口廠')}",
        ],
        ["稅　　別", "內含5%" if inclusive else cj.pick(rng, "外加5%|應稅外加"), "幣　　別", "NTD"],
    ]
    y = kgrid(
        pdf, m, y, cj.rel(wd, [11, 24, 11, 54]), left, h=16, size=8.3, labels=(0, 2), fill=PALE
    )
    y += 8
    n = rng.randint(2, 9) if rng.random() < 0.65 else rng.randint(18, 34)
    rows = []
    pad = rng.random() < 0.5
    for k, (pre, name, unit, lo, hi) in enumerate(take(rng, TW_PARTS, n)):
        p = price(rng, lo, hi)
        q = (
            Decimal(rng.choice([1, 2, 5, 10, 20, 50]))
            if hi > 300
            else Decimal(rng.choice([100, 200, 500, 1000, 2000, 3000, 5000]))
        )
        if unit == "KG":
            q = Decimal(rng.choice([25, 50, 100, 250, 500, 1000]))
        amt = r0(p * q)
        due = cj.later(rng, d, 5, 30)
        cells = [
            f"{k + 1:03d}" if pad else str(k + 1),
            f"{pre}-{rng.randint(100, 999)}",
            name,
            unit,
            f"{q:,}",
            f"{p:,.2f}",
            commas0(amt),
            cj.fdate(due, "rocs" if ds.startswith("roc") else "slash"),
        ]
        if not stated:
            cells[5], cells[6] = "", ""
        rows.append((cells, amt))
    heads = ["項次", "料號", "品名規格", "單位", "數量", "單價", "金額", "預交日"]
    widths = cj.rel(wd, [6, 13, 31, 6, 9, 10, 12, 13])
    carry = ("小計(轉下頁)", "承前頁", commas0, 2, 6) if stated and rng.random() < 0.5 else None
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows,
        "cllcrrrc",
        rowh=16,
        size=8,
        bottom=bottom - 8,
        brk=brk,
        carry=carry,
        hh=17,
    )
    goods = sum((a for _, a in rows), ZERO)
    if inclusive:
        total = goods
        net = r0(total / Decimal("1.05"))
        tax = total - net
    else:
        net = goods
        tax = r0(net * Decimal("0.05"))
        total = net + tax
    if y + 150 > bottom:
        y = brk()
    y += 6
    if stated:
        tl = cj.pick(rng, "含稅合計|含稅總計|總計(含稅)|合計金額")
        trs = [
            ("未稅金額", commas0(net)),
            ("營業稅 5%", commas0(tax)),
            (tl, f"NT${commas0(total)}"),
        ]
        if rng.random() < 0.3:
            trs = [("合計", commas0(net)), ("稅額", commas0(tax)), (tl, commas0(total))]
        bw = wd * 0.34
        y = kgrid(
            pdf,
            right - bw,
            y,
            [bw * 0.45, bw * 0.55],
            [list(t) for t in trs],
            h=16,
            size=8.6,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
        if rng.random() < 0.6:
            pdf.text(m, y - 4, f"新臺幣（大寫）：{cj.daxie(total, trad=True)}", 8.8)
        y += 8
    else:
        pdf.text(m, y + 10, "※ 單價依年度議價單價表辦理，金額以廠商請款發票為準。", 8.6)
        y += 20
    notes = [
        f"送貨單及統一發票請註明本公司{no_lab}及料號，以利驗收請款。",
        "交貨時請附出貨檢驗報告（COA），未附者不予驗收。",
        "交期如有延誤，請於三日前以書面通知採購單位。",
        "本採購單經廠商簽回後始生效力，請於收到後二日內回傳。",
        "進料不良退貨之運費由廠商負擔。",
    ]
    pdf.text(m, y + 6, "注意事項：", 8.5, bold=True)
    for k, t in enumerate(rng.sample(notes, rng.randint(2, 4))):
        y += 13
        pdf.text(m + 8, y + 6, f"{k + 1}. {t}", 7.9, maxw=wd - 10)
    y += 34
    if y + 30 > bottom:
        y = brk() + 20
    labs = ["核准", "審核", "採購", "廠商確認回簽"]
    for k, lab in enumerate(labs):
        x = m + k * wd / 4
        pdf.rect(x, y, wd / 4, 44, stroke=cj.black, lw=0.5)
        pdf.text(x + 4, y + 11, lab, 8.2)
    if rng.random() < 0.5:
        pdf.stamp(
            m + wd * 0.12,
            y + 26,
            buyer.replace("股份有限公司", ""),
            rng,
            caption="採購專用章",
            r=26,
        )
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind21_tw_zhizao_caigoudan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 2 zh-Hans supply contract, 甲方 either side

ZH2_BUY = "{c}{b}电子科技有限公司|{c}{b}汽车零部件有限公司|{c}{b}建设工程有限公司|{c}{b}家具制造有限公司|{c}市{b}环保设备有限公司|{b}新材料（{c}）有限公司"
ZH2_SUP = "{c}{b}机电设备有限公司|{c}{b}钢材贸易有限公司|{c}{b}化工有限公司|{c}市{b}五金制品厂|{c}{b}电气成套有限公司|{b}工业自动化（{c}）有限公司|{c}{b}包装制品有限公司"
ZH2_B = "润泽 华腾 中达 金泰 天诚 宏远 聚力 恒通 源丰 昌盛 东升 鑫达 瑞祥 安捷 卓越 汇通".split()
# name | model | unit | lo | hi
ZH2_GOODS = [
    ("变频器", "ACS580-01-012A-4", "台", 3800, 6200),
    ("交流接触器", "LC1D32M7C", "只", 160, 320),
    ("冷轧钢板", "SPCC 1.5×1250×2500", "吨", 4300, 5600),
    ("镀锌方管", "50×50×2.5 Q235", "吨", 4500, 5900),
    ("不锈钢法兰", "DN100 PN16 304", "片", 85, 160),
    ("离心泵", "ISG65-160 7.5kW", "台", 2600, 4800),
    ("电力电缆", "YJV-0.6/1kV 3×95+1×50", "米", 210, 330),
    ("环氧树脂", "E-51 200kg/桶", "桶", 3100, 4200),
    ("PLC模块", "6ES7 214-1AG40-0XB0", "块", 2100, 3400),
    ("气动阀门", "DN50 PN16 不锈钢", "台", 980, 1850),
    ("工业铝型材", "4040 欧标 6063-T5", "米", 32, 58),
    ("瓦楞纸箱", "五层 BC楞 600×400×400", "个", 6.5, 14),
    ("减速电机", "R67 DRN90L4 1.5kW", "台", 3900, 6800),
    ("配电柜", "GGD 定制 800×600×2200", "面", 8500, 16000),
    ("防火涂料", "室内薄型 25kg", "桶", 260, 420),
    ("轴承", "NSK 6310DDU", "套", 68, 140),
]


def _zh2(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(46, 60)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    (c1, _), (c2, _) = rng.sample(cj.CITIES, 2)
    b1, b2 = rng.sample(ZH2_B, 2)
    buyer = cj.pick(rng, ZH2_BUY).format(c=c1, b=b1)
    seller = cj.pick(rng, ZH2_SUP).format(c=c2, b=b2)
    d = cj.a_date(rng)
    ht = cj.number(
        rng,
        d,
        "DH-{Y}-{n4}|{Y}DHHT{n3}|GX{y}{m}{n3}|HT-CG-{Y}{m}{n3}|{b}-{Y}-{n3}".replace(
            "{b}", rng.choice(["ZD", "RZ", "HT", "YF", "KM"])
        ),
    )
    req = cj.number(rng, d, "QG{y}{m}{n4}|PR-{Y}-{n5}")
    quote = cj.number(rng, d, "BJ-{y}{m}{n3}|Q{Y}{n4}")
    seller_first = rng.random() < 0.45  # 甲方 is the seller
    a, b_ = (seller, buyer) if seller_first else (buyer, seller)
    labs = rng.choice(["plain", "role", "gx"])
    if labs == "plain":
        la_, lb_ = "甲方", "乙方"
    elif labs == "role":
        la_, lb_ = (
            ("甲方（供方）", "乙方（需方）") if seller_first else ("甲方（需方）", "乙方（供方）")
        )
    else:
        la_, lb_ = (
            ("甲方（出卖人）", "乙方（买受人）")
            if seller_first
            else ("甲方（买受人）", "乙方（出卖人）")
        )
    short_a, short_b = "甲方", "乙方"
    s_short, b_short = (short_a, short_b) if seller_first else (short_b, short_a)
    page = [1]
    title = cj.pick(rng, "订 货 合 同|产品订货合同|购 销 合 同|设备及材料订货合同")
    no_lab = cj.pick(rng, "合同编号|合同号|编号")

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 28,
            f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页",
            8,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(right, 34, f"{no_lab}：{ht}", 8.5, align="r", colour=GREY)
        return 52

    y = 60
    pdf.text(pdf.w / 2, y, title, 19, align="c", bold=True, space=1)
    y += 26
    pdf.text(right, y, f"{no_lab}：{ht}", 9.5, align="r")
    y += 14
    pdf.text(right, y, f"签订地点：{rng.choice([c1, c2])}", 8.8, align="r")
    y += 14
    pdf.text(right, y, f"签订日期：{cj.fdate(d, cj.pick(rng, 'cn|cn0|iso'))}", 8.8, align="r")
    y += 10
    for lab, name in ((la_, a), (lb_, b_)):
        y += 18
        pdf.text(m, y, f"{lab}：{name}", 10.5, bold=True)
    y += 16
    if labs == "plain":
        lead = f"　　经{short_a}、{short_b}双方友好协商，{b_short}向{s_short}订购下列产品，为明确双方权利义务，根据《中华人民共和国民法典》及相关法律法规，签订本合同，共同遵守。"
    else:
        lead = "　　根据《中华人民共和国民法典》及有关规定，甲乙双方本着平等互利的原则，经协商一致，就下列产品的订购事宜签订本合同。"
    y = pdf.para(m, y, lead, 9, wd) + 4
    pdf.text(m, y, "第一条　产品名称、规格型号、数量及价格", 9.5, bold=True)
    y += 8
    n = rng.randint(1, 7) if rng.random() < 0.7 else rng.randint(20, 36)
    rate = 13
    rows = []
    for k, (name, model, unit, lo, hi) in enumerate(take(rng, ZH2_GOODS, n)):
        p = price(rng, lo, hi)
        q = Decimal(rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 20]))
        if unit in ("米", "个", "片", "只"):
            q = Decimal(rng.choice([50, 100, 200, 300, 500, 1000]))
        if unit == "吨":
            q = Decimal(rng.choice(["2.5", "5", "8", "12.36", "20", "3.85"]))
        amt = r2(p * q)
        rows.append(([str(k + 1), name, model, unit, f"{q}", cj.money(p), cj.money(amt)], amt))
    heads = ["序号", "产品名称", "规格型号", "单位", "数量", "含税单价(元)", "含税金额(元)"]
    widths = cj.rel(wd, [6, 17, 27, 7, 9, 15, 19])
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows,
        "cllcrrr",
        rowh=17,
        size=8.2,
        bottom=bottom - 20,
        brk=brk,
        hh=18,
    )
    total = sum((a_ for _, a_ in rows), ZERO)
    tax = r2(total * rate / (100 + rate))
    tot_lab = cj.pick(rng, "合计|合同总金额|总计")
    y = crow(
        pdf,
        m,
        y,
        [sum(widths[:6]), widths[6]],
        [f"{tot_lab}（含{rate}%增值税）：人民币（大写）{cj.daxie(total)}", f"¥{cj.money(total)}"],
        "lr",
        h=18,
        size=8.4,
        bold=True,
    )
    y += 6
    if rng.random() < 0.5:
        pdf.text(
            m,
            y + 8,
            f"其中不含税金额：¥{cj.money(total - tax)}，增值税额：¥{cj.money(tax)}。",
            8.4,
            colour=GREY,
        )
        y += 14
    dep_pct = rng.choice([20, 30, 40])
    dep = r2(total * dep_pct / 100)
    clauses = [
        (
            "第二条　质量标准",
            f"按国家标准及生产厂家企业标准执行，{s_short}须随货提供产品合格证、质保书及检测报告。质保期为验收合格之日起{rng.choice([12, 18, 24])}个月。",
        ),
        (
            "第三条　交货时间及地点",
            f"合同生效后{rng.randint(7, 45)}日内交货，交货地点：{b_short}指定地点（{cj.zh_addr(rng)}）。",
        ),
        (
            "第四条　运输方式及费用",
            f"汽车运输，运费及装卸费由{s_short}承担，货物到达前的风险由{s_short}承担。",
        ),
        (
            "第五条　结算方式",
            f"合同签订后{rng.randint(3, 10)}个工作日内，{b_short}支付合同总价的{dep_pct}%作为预付款，即人民币{cj.money(dep)}元；货到验收合格且{s_short}开具全额增值税专用发票后{rng.choice([15, 30, 60])}日内支付余款{cj.money(total - dep)}元。",
        ),
        (
            "第六条　违约责任",
            f"{s_short}逾期交货的，每逾期一日按合同总价的0.5%向{b_short}支付违约金；{b_short}逾期付款的，按同期LPR承担利息。",
        ),
        (
            "第七条　争议解决",
            "本合同履行中发生争议，双方协商解决；协商不成的，向合同签订地人民法院提起诉讼。",
        ),
        (
            "第八条　其他",
            f"本合同一式{rng.choice(['两', '四'])}份，双方各执{rng.choice(['一', '两'])}份，经双方签字盖章后生效。需方请购单号：{req}；供方报价单号：{quote}。",
        ),
    ]
    for head, body in clauses:
        if y + 40 > bottom:
            y = brk()
        y += 14
        pdf.text(m, y, head, 9.2, bold=True)
        y = pdf.para(m + 18, y + 14, body, 8.6, wd - 18, lead=1.5) - 8
    if y + 150 > bottom:
        y = brk()
    y += 26
    half = wd / 2
    pdf.rect(m, y, wd, 132, stroke=cj.black, lw=0.6)
    pdf.line(m + half, y, m + half, y + 132, lw=0.6)
    for k, (lab, name) in enumerate(((la_, a), (lb_, b_))):
        x = m + k * half + 6
        rows_s = [
            f"{lab.split('（')[0]}（盖章）：",
            name,
            f"法定代表人：{cj.person(rng)}",
            f"委托代理人：{cj.person(rng)}",
            f"电话：{cj.zh_tel(rng)}",
            f"开户银行：{cj.bank(rng)[0]}",
            f"税号：{cj.credit_code(rng)}",
        ]
        for i, s in enumerate(rows_s):
            pdf.text(x, y + 16 + i * 16, s, 8.4, maxw=half - 12, bold=i == 1)
        if rng.random() < 0.65:
            pdf.stamp(x + half * 0.62, y + 70, name, rng, caption="合同专用章", r=36)
    foot()
    return cfinish(pdf, "zh-Hans", "contract", ht, seller, total)


def blind21_zh_dinghuo_hetong_jiayi_huhuan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh2)


# --------------------------------------------------------------------------- 3 ja general contractor's order to a subcontractor, with tear-off acceptance

JA_GC = "{s}建設株式会社|株式会社{s}組|{s}工務店株式会社|株式会社{s}建設|{s}土木株式会社|{s}ハウジング株式会社"
JA_GC_S = "大成 森田 丸高 北栄 東光 松浦 新和 福田 三栄 南海 小松 山栄".split()
JA_SUB = "株式会社{s}設備|{s}電設株式会社|有限会社{s}塗装|{s}内装工業株式会社|{s}鉄筋工業株式会社|株式会社{s}防水|{s}サッシ工業株式会社|有限会社{s}左官|{s}重機土木株式会社"
JA_SUB_S = "高木 池田 村上 岡本 今井 坂口 石川 西村 藤井 吉岡 原田 川口".split()
JA_WORK = [
    ("{k}新築工事", "給排水衛生設備工事"),
    ("{k}改修工事", "内装仕上工事"),
    ("{k}耐震補強工事", "鉄筋工事"),
    ("{k}外壁改修工事", "外壁塗装工事"),
    ("{k}新築工事", "電気設備工事"),
    ("{k}屋上防水改修工事", "防水工事"),
    ("{k}新築工事", "金属製建具工事"),
    ("{k}造成工事", "土工事"),
]
JA_SITE = "（仮称）{t}マンション|{t}市立第二小学校|{t}営業所|特別養護老人ホーム{t}苑|{t}物流センター|{t}駅前ビル|{t}町公民館".split(
    "|"
)
JA_TOWN2 = "船橋 所沢 豊橋 高崎 浜松 姫路 倉敷 久留米 つくば 長岡".split()
# name | spec | unit | lo | hi
JA_ITEMS2 = [
    ("材工共", "一式", "式", 180000, 2400000),
    ("配管工事", "VP管 50A 支持金物共", "m", 2800, 6500),
    ("衛生器具取付", "洋風便器 節水型", "台", 28000, 65000),
    ("軽量鉄骨下地", "LGS 65型 @303", "㎡", 2600, 4200),
    ("石膏ボード張り", "t12.5 二重張り", "㎡", 1800, 3200),
    ("外壁塗装", "シリコン樹脂塗料 3回塗り", "㎡", 2200, 3800),
    ("足場架払い", "くさび緊結式", "㎡", 900, 1600),
    ("鉄筋加工組立", "SD295A D10～D16", "t", 68000, 98000),
    ("ウレタン塗膜防水", "X-2 通気緩衝工法", "㎡", 5200, 8600),
    ("幹線設備", "CV 38sq-3C", "m", 4200, 7800),
    ("照明器具取付", "LEDベースライト", "台", 6500, 14000),
    ("アルミサッシ", "引違い窓 W1690×H1370", "箇所", 62000, 125000),
    ("掘削・残土処分", "バックホウ 0.45㎥", "㎥", 3800, 7600),
    ("養生・清掃", "一式", "式", 35000, 180000),
    ("運搬費", "一式", "式", 20000, 90000),
    ("現場管理費", "一式", "式", 50000, 300000),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    gc = cj.pick(rng, JA_GC).format(s=rng.choice(JA_GC_S))
    sub = cj.pick(rng, JA_SUB).format(s=rng.choice(JA_SUB_S))
    d = cj.a_date(rng)
    po = cj.number(
        rng, d, "{y}{m}-{n4}|第{y}-{n4}号|C{Y}{n5}|{roc}-{n3}".replace("{roc}", str(d.year - 2018))
    )
    koji_no = cj.number(rng, d, "K{y}-{n3}|工-{y}{n3}")
    mitsu = cj.number(rng, d, "M{y}{m}{n3}|見{y}-{n4}")
    town = rng.choice(JA_TOWN2)
    site_ = rng.choice(JA_SITE).format(t=town)
    proj, trade = rng.choice(JA_WORK)
    proj = proj.format(k=site_)
    ds = cj.pick(rng, "reiwa|cn|slash")
    stated = rng.random() > 0.06
    page = [1]
    no_lab = cj.pick(rng, "注文番号|注文書番号|No.|発注番号")
    split_q = rng.random() < 0.5  # 請書 tear-off on its own page
    bottom = pdf.h - 52

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            8,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"注文書（内訳）　{no_lab} {po}", 9, bold=True)
        return 48

    y = 48
    pdf.text(right, y, f"{no_lab}　{po}", 9.5, align="r")
    y += 13
    pdf.text(right, y, f"発行日　{cj.fdate(d, ds)}", 8.8, align="r")
    y += 16
    pdf.text(pdf.w / 2, y + 6, "注　文　書", 20, align="c", bold=True, space=3)
    y += 34
    pdf.text(m, y, f"{sub}　御中", 12, bold=True)
    pdf.line(m, y + 4, m + wd * 0.52, y + 4, lw=0.8)
    gx = m + wd * 0.58
    pdf.text(gx, y - 6, gc, 11, bold=True)
    for i, s in enumerate(
        [
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
            f"代表取締役　{cj.person(rng, 'ja')}",
            f"担当：工事部　{cj.person(rng, 'ja')}",
        ]
    ):
        pdf.text(gx, y + 8 + i * 12, s, 7.8, maxw=wd * 0.42)
    if rng.random() < 0.7:
        pdf.stamp(
            right - 20, y + 18, gc.replace("株式会社", ""), rng, caption="", shape="rect", r=22
        )
    y += 44
    pdf.text(m, y, "下記のとおり注文いたします。", 9.2)
    y += 8
    n = rng.randint(2, 8) if rng.random() < 0.7 else rng.randint(20, 34)
    rows = []
    for k, (name, spec, unit, lo, hi) in enumerate(take(rng, JA_ITEMS2, n)):
        p = price(rng, lo, hi, whole=True)
        if unit == "式":
            q = Decimal(1)
            p = r0(p / 1000) * 1000
        else:
            q = Decimal(rng.choice([12, 24, 36, 48, 60, 85, 120, 150, 240, 360]))
            if unit in ("台", "箇所", "t"):
                q = Decimal(rng.choice([2, 3, 4, 6, 8, 12]))
        amt = r0(p * q)
        rows.append(([str(k + 1), name, spec, f"{q}", unit, yen_c(p), yen_c(amt)], amt))
    work = sum((a for _, a in rows), ZERO)
    welfare = (
        r0(work * Decimal(rng.choice(["0.012", "0.015", "0.018"]))) if rng.random() < 0.5 else ZERO
    )
    cut = (r0(work * Decimal("0.02") / 1000) * 1000) if rng.random() < 0.4 else ZERO
    net = work + welfare - cut
    tax = r0(net * Decimal("0.1"))
    total = net + tax
    amt_s = f"¥{commas0(total)}-" if stated else "別紙単価表による"
    grid_rows = [
        ["工事名称", proj],
        ["工種", trade],
        ["工事場所", f"{cj.ja_addr(rng)[10:]}"],
        [
            "工　　期",
            f"自　{cj.fdate(cj.later(rng, d, 3, 20), ds)}　　至　{cj.fdate(cj.later(rng, d, 60, 200), ds)}",
        ],
        ["注文金額", f"{amt_s}（うち消費税 ¥{commas0(tax)}）" if stated else amt_s],
        [
            "支払条件",
            cj.pick(
                rng,
                "毎月末日締め 翌月末日支払（現金100%）|毎月20日締め 翌月15日支払（現金70% 電子記録債権30%）|出来高払い 毎月末締め 翌々月10日支払",
            ),
        ],
        ["見積番号", f"{mitsu}（貴社見積による）" if rng.random() < 0.6 else "—"],
        ["工事番号", koji_no],
    ]
    y = kgrid(
        pdf, m, y + 4, [wd * 0.16, wd * 0.84], grid_rows, h=18, size=8.8, labels=(0,), fill=PALE
    )
    y += 10
    pdf.text(m, y + 6, "内　訳", 9.5, bold=True)
    y += 12
    heads = ["No.", "名称", "仕様・摘要", "数量", "単位", "単価", "金額"]
    widths = cj.rel(wd, [5, 20, 29, 8, 6, 14, 18])
    if not stated:
        rows = [([c[0], c[1], c[2], c[3], c[4], c[5], ""], a) for c, a in rows]
    reserve = 0 if split_q else 200
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        rows,
        "cllrcrr",
        rowh=16,
        size=8,
        bottom=bottom - 10,
        brk=brk,
        hh=17,
    )
    if stated:
        trs = [("小計", yen_c(work))]
        if welfare:
            trs.append(("法定福利費", yen_c(welfare)))
        if cut:
            trs.append(("出精値引", f"△{yen_c(cut)}"))
        trs += [
            ("合計（税抜）", yen_c(net)),
            ("消費税（10%）", yen_c(tax)),
            (cj.pick(rng, "総合計|注文金額（税込）|合計金額"), yen_c(total)),
        ]
        if y + 16 * len(trs) + 10 > bottom:
            y = brk()
        for lab, v in trs:
            y = crow(
                pdf,
                m,
                y,
                [sum(widths[:6]), widths[6]],
                [lab, v],
                "rr",
                h=16,
                size=8.3,
                bold=lab == trs[-1][0],
            )
    y += 10
    notes = [
        "本注文は別添「工事請負契約約款」に基づくものとします。",
        "注文請書に署名押印の上、7日以内にご返送ください。",
        "安全書類（作業員名簿・施工体制台帳）は着工前に提出のこと。",
        "請求書には必ず注文番号を記載してください。",
    ]
    for t in rng.sample(notes, rng.randint(2, 4)):
        if y + 14 > bottom:
            y = brk()
        y += 12
        pdf.text(m, y, f"・{t}", 7.8, maxw=wd)
    if split_q or y + reserve > bottom:
        y = brk() - 10
    y += 24
    # tear-off acceptance
    for x in range(int(m), int(right), 8):
        pdf.line(x, y, x + 4, y, lw=0.5, colour=GREY)
    pdf.text(pdf.w / 2, y + 3, "キ リ ト リ 線", 7, align="c", colour=GREY)
    y += 30
    pdf.text(pdf.w / 2, y, "注　文　請　書", 16, align="c", bold=True, space=3)
    y += 24
    pdf.text(m, y, f"{gc}　御中", 10.5, bold=True)
    pdf.text(right, y, "　　年　　月　　日", 8.8, align="r")
    y += 18
    pdf.text(
        m,
        y,
        f"貴社{no_lab.replace('No.', '注文番号')} {po} の注文書記載の条件にて、下記工事をお請けいたします。",
        8.8,
        maxw=wd,
    )
    y += 8
    y = kgrid(
        pdf,
        m,
        y,
        [wd * 0.16, wd * 0.84],
        [["工事名称", proj], ["請負金額", amt_s]],
        h=17,
        size=8.6,
        labels=(0,),
        fill=PALE,
    )
    y += 16
    pdf.text(m + wd * 0.5, y, "（請負者）住所", 8.4)
    pdf.text(m + wd * 0.5, y + 18, "　　　　　会社名", 8.4)
    pdf.text(m + wd * 0.5, y + 36, "　　　　　代表者　　　　　　　　　　　　印", 8.4)
    pdf.rect(m, y - 8, 60, 60, stroke=GREY, lw=0.5)
    pdf.text(m + 30, y + 26, "収入印紙", 7, align="c", colour=GREY)
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sub, total)
    return out if stated else none_meta(out)


def yen_c(v: Decimal) -> str:
    return f"{commas0(v)}"


def blind21_ja_kensetsu_chumonsho_ukesho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 4 en-IN plant purchase order with GST lines

IN2_BUY_S = (
    "Vindhyachal|Satpura|Aravali|Godavari|Konkan|Malwa|Chambal|Kutch|Sahyadri|Nilachal".split("|")
)
IN2_BUY = "{S} Cements Limited|{S} Ispat Limited|{S} Sugar Mills Ltd.|{S} Paper Mills Limited|{S} Power Company Ltd.|{S} Fertilisers & Chemicals Ltd."
IN2_PLANT = "Works|Plant|Unit-II|Mills|Integrated Plant"
IN2_SUP_S = "Sri Venkateswara|Maruti|Annapurna|Gajanan|Hindustan|Mahadev|Anand|Parshwa|Sai Shraddha|Kamdhenu|Umiya|Tirupati".split(
    "|"
)
IN2_SUP = "{S} Refractories Pvt. Ltd.|{S} Conveyor Belts|{S} Engineering Services|{S} Fasteners LLP|{S} Industrial Suppliers|{S} Electro Controls Pvt. Ltd.|{S} Gear Products|{S} Trading Company|{S} Hydraulics & Pneumatics"
IN2_PEOPLE = "R. K. Sharma|S. Venkatesh|Anil Deshmukh|P. Srinivasa Rao|Meenakshi Iyer|Harish Chandra|Vinod Kumar Yadav|Sneha Kulkarni|G. Ramesh|Farhan Qureshi".split(
    "|"
)
# description | HSN | UOM | lo | hi
IN2_ITEMS = [
    ("Refractory Brick 70% Alumina, ISO Shape", "69022010", "Nos", 95, 180),
    ("Castable LC 80 (Low Cement)", "38160000", "MT", 42000, 68000),
    ("Conveyor Belt EP 800/4, 1000 mm wide, 5+2", "40101990", "Mtr", 3200, 5400),
    ("Grinding Media Balls 60 mm High Chrome", "73259910", "MT", 98000, 128000),
    ("Bag Filter Bag Polyester 160 x 6000 mm", "59119090", "Nos", 620, 1150),
    ("Gear Coupling Size 6, Complete Set", "84836090", "Set", 18500, 36000),
    ("Mill Liner Plate Mn Steel (As per Drg.)", "73259999", "Kg", 135, 210),
    ("Servo System 68 Lube Oil (210 Ltr)", "27101980", "Brl", 21500, 29500),
    ("MCCB 250A 4P 36kA", "85362090", "Nos", 9500, 17800),
    ("Armoured Cable 3.5C x 95 sq mm Al", "85444999", "Mtr", 420, 690),
    ("Spherical Roller Bearing 22320 CCK/W33", "84823000", "Nos", 14500, 26500),
    ('Hydraulic Hose 1" 2SN with Fittings', "40093100", "Nos", 1600, 3200),
    ("Safety Helmet ISI Marked (Yellow)", "65061010", "Nos", 140, 290),
    ("PPC Bag Laminated HDPE 50 Kg", "63053300", "Nos", 9, 15),
    ("Shot Blasting of Kiln Shell (Service)", "998729", "Job", 65000, 180000),
    ("Welding Rod E7018 4 mm", "83111000", "Kg", 165, 260),
]


def _in(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|dejavu|libsans|helv|times"))
    rupee = d.reg.startswith("DejaVu")
    m = rng.uniform(28, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    bst, sst = rng.sample(IN_STATES, 2) if rng.random() < 0.5 else [rng.choice(IN_STATES)] * 2
    inter = bst[1] != sst[1]
    bcity = rng.choice(bst[2].split("|"))
    scity = rng.choice(sst[2].split("|"))
    buyer = la.pick(rng, IN2_BUY).format(S=rng.choice(IN2_BUY_S))
    plant = f"{bcity} {la.pick(rng, IN2_PLANT)}"
    sup = la.pick(rng, IN2_SUP).format(S=rng.choice(IN2_SUP_S))
    dt = la.day(rng)
    fy = (
        f"{dt.year % 100}-{dt.year % 100 + 1}"
        if dt.month >= 4
        else f"{dt.year % 100 - 1}-{dt.year % 100}"
    )
    po = la.pick(
        rng,
        f"45{la.digits(rng, '########')}|PO/{bcity[:3].upper()}/{fy}/{la.digits(rng, '#####')}|{la.digits(rng, '##')}/{fy}/MM/{la.digits(rng, '####')}|P{la.digits(rng, '#########')}",
    )
    indent = la.pick(rng, f"10{la.digits(rng, '########')}|IND/{fy}/{la.digits(rng, '####')}")
    quote = la.pick(
        rng,
        f"Q-{la.digits(rng, '####')} dt. {la.dfmt(dt - timedelta(days=rng.randint(5, 40)), 'dot')}|Your offer No. {la.digits(rng, '###')}/{fy}|E-mail quotation dt. {la.dfmt(dt - timedelta(days=rng.randint(3, 20)), 'dmy')}",
    )
    gst_b = f"{bst[1]}{la.digits(rng, '@@@@@####@')}1Z{la.digits(rng, '#')}"
    gst_s = f"{sst[1]}{la.digits(rng, '@@@@@####@')}1Z{la.digits(rng, '#')}"
    vcode = la.digits(rng, "1######") if rng.random() < 0.6 else la.digits(rng, "V#####")
    ms = rng.random() < 0.5
    page = [1]
    acc = rng.choice(ACCENTS)
    title = la.pick(
        rng, "PURCHASE ORDER|SUPPLY ORDER|PURCHASE ORDER (IMPORTANT: QUOTE PO NO. ON INVOICE)"
    )
    stated = rng.random() > 0.05

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 22,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.5,
            al="c",
            grey=0.35,
        )
        d.t(
            m,
            d.h - 32,
            f"Regd. Office: {rng.choice(IN_STATES)[0]}  |  CIN: L{la.digits(rng, '#####')}{bst[0][:2].upper()}{dt.year - rng.randint(20, 50)}PLC{la.digits(rng, '######')}",
            6.8,
            grey=0.4,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 38, buyer, 10, b=True)
        d.t(r, 38, f"PO No. {po}", 9, al="r")
        return 50

    y = 36
    rgb_text(
        d,
        m,
        y,
        buyer.upper() if rng.random() < 0.4 else buyer,
        name_size(d, buyer.upper(), wd * 0.7, 16),
        acc,
    )
    y = d.lines(
        m,
        y + 4,
        [
            f"{plant}, {bst[4]} Area, {bcity} - {bst[3]}{la.digits(rng, '#####')}, {bst[0]}",
            f"GSTIN: {gst_b}   PAN: {gst_b[2:12]}   Ph: +91 {la.digits(rng, '## ########')}",
            f"E-mail: purchase.{bcity.lower()[:5]}@{buyer.split()[0].lower()}group.in",
        ],
        7.6,
        lead=9.5,
    )
    y += 6
    rgb_box(d, m, y, wd, 18, acc)
    rgb_text(d, d.w / 2, y + 12.5, title, 11, (1, 1, 1), al="c")
    y += 24
    colw = wd / 2
    top = y
    vlines = [
        f"M/s. {sup}" if ms else sup,
        f"{la.digits(rng, 'Plot No. ##')}, {sst[4]}, {scity} - {sst[3]}{la.digits(rng, '#####')}",
        f"{sst[0]} (State Code: {sst[1]})",
        f"GSTIN: {gst_s}",
        f"Kind Attn: {rng.choice(IN2_PEOPLE)}  Mob: +91 9{la.digits(rng, '#########')}",
    ]
    d.t(m + 4, y + 10, "To," if ms else "Vendor:", 8, b=True)
    d.t(m + 4, y + 23, vlines[0], name_size(d, vlines[0], colw - 10, 9.5), b=True)
    d.lines(m + 4, y + 26, vlines[1:], 7.8, lead=10)
    d.t(m + 4, y + 78, f"Vendor Code: {vcode}", 7.8)
    pairs = [
        ("PO No.", po),
        ("PO Date", la.dfmt(dt, la.pick(rng, "dot|dmy|mon"))),
        ("Indent / PR No.", indent),
        ("Quotation Ref.", quote),
        ("Amendment No.", "0"),
        ("Purchase Officer", rng.choice(IN2_PEOPLE)),
    ]
    kx = m + colw + 6
    for i, (k, v) in enumerate(pairs):
        d.t(kx, y + 11 + i * 12.5, k, 7.8, b=True)
        d.t(
            kx + 78,
            y + 11 + i * 12.5,
            f": {v}",
            7.8 if k != "PO No." else 9,
            b=k == "PO No.",
            maxw=colw - 90,
        )
    y += 86
    d.box(m, top, wd, y - top)
    d.line(m + colw, top, m + colw, y)
    cons = (
        f"Consignee: The Stores In-charge, {buyer}, {plant}, {bcity}   (Place of Supply: {bst[0]})"
    )
    d.t(m, y + 11, cons, 7.6, maxw=wd)
    y += 18
    n = rng.randint(1, 7) if rng.random() < 0.7 else rng.randint(22, 34)
    rows = []
    for k, (desc, hsn, uom, lo, hi) in enumerate(take(rng, IN2_ITEMS, n)):
        p = price(rng, lo, hi)
        if uom == "MT":
            q = Decimal(rng.choice(["2.500", "5.000", "10.000", "12.750", "20.000"]))
        elif uom in ("Mtr", "Kg"):
            q = Decimal(rng.choice([50, 100, 250, 500, 1200, 2000]))
        else:
            q = Decimal(qty(rng, hi))
        disc = Decimal(rng.choice([0, 0, 0, 2, 5]))
        amt = r2(p * q * (100 - disc) / 100)
        code = la.digits(rng, "3######")
        rows.append(
            (
                [
                    str(k + 1),
                    code,
                    desc,
                    hsn,
                    uom,
                    f"{q}",
                    inr(p),
                    f"{disc}" if disc else "-",
                    inr(amt),
                    "18",
                ],
                amt,
            )
        )
    heads = [
        "Sl.",
        "Mat. Code",
        "Description",
        "HSN/SAC",
        "UOM",
        "Qty",
        "Rate",
        "Disc%",
        "Taxable Value",
        "GST%",
    ]
    widths = [wd * v / 100 for v in (4, 9, 30, 9, 6, 8, 11, 6, 12, 5)]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllcrrrrrr",
        size=7.4,
        rowh=14,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.5 else None,
        grid=True,
        hsize=7,
    )
    basic = sum((a for _, a in rows), ZERO)
    pf = r2(basic * Decimal(rng.choice([1, 2, 3])) / 100) if rng.random() < 0.45 else ZERO
    freight = Decimal(rng.choice([2500, 4500, 7500, 12000])) if rng.random() < 0.4 else ZERO
    taxable = basic + pf + freight
    rs = "₹ " if rupee else "Rs. "
    if y + 150 > bottom:
        y = brk()
    y += 6
    if stated:
        trs = [("Total Basic Value", inr(basic), False)]
        if pf:
            trs.append(("Packing & Forwarding", inr(pf), False))
        if freight:
            trs.append(("Freight (to be charged in invoice)", inr(freight), False))
        if pf or freight:
            trs.append(("Taxable Amount", inr(taxable), False))
        if inter:
            igst = r2(taxable * Decimal("0.18"))
            trs.append(("IGST @ 18%", inr(igst), False))
            gross = taxable + igst
        else:
            cg = r2(taxable * Decimal("0.09"))
            trs += [("CGST @ 9%", inr(cg), False), ("SGST @ 9%", inr(cg), False)]
            gross = taxable + cg + cg
        total = r0(gross)
        if total != gross:
            trs.append(
                ("Round Off", f"{'+' if total > gross else '-'}{inr(abs(total - gross))}", False)
            )
        trs.append(
            (
                la.pick(rng, "Grand Total|Total PO Value|Net Order Value (incl. GST)|Total Amount"),
                f"{rs}{inr(total)}",
                True,
            )
        )
        ty = d.summary(m + wd * 0.52, r - 3, y, trs, 8.2, box_last=True)
        words = f"{'INR' if rng.random() < 0.5 else 'Rupees'} {in_words(int(total))} Only"
        d.t(m, y + 10, "Amount in words:", 7.8, b=True)
        wrapped(d, m, y + 14, words, 7.8, wd * 0.48)
        y = ty + 8
    else:
        total = ZERO
        y = (
            wrapped(
                d,
                m,
                y,
                "Open order: quantities to be drawn as per schedule; value as per actual receipts at the above rates plus GST as applicable.",
                8,
                wd,
            )
            + 6
        )
    adv = rng.choice([0, 10, 20, 30])
    terms = [
        (
            "Price Basis",
            la.pick(
                rng,
                "FOR destination, unloading in our scope|Ex-works, freight extra at actuals|FOR our stores, inclusive of packing",
            ),
        ),
        (
            "Payment",
            f"{adv}% advance against PBG, balance within 45 days of receipt & acceptance"
            if adv
            else la.pick(
                rng,
                "Within 60 days from receipt of material and invoice|45 days from GRN through RTGS",
            ),
        ),
        ("Delivery", f"Within {rng.choice([7, 15, 21, 30, 45])} days from date of PO"),
        ("Warranty", f"{rng.choice([12, 18])} months from commissioning / supply"),
        ("LD Clause", "0.5% per week of delay, max. 5% of order value"),
        ("Inspection", "At our stores; test certificates to accompany supply"),
    ]
    if y + 16 + len(terms) * 11 > bottom:
        y = brk()
    d.t(m, y + 10, "Terms & Conditions:", 8.2, b=True)
    y += 14
    for k, v in rng.sample(terms, rng.randint(3, len(terms))):
        d.t(m, y + 8, f"{k}", 7.5, b=True)
        d.t(m + 70, y + 8, f": {v}", 7.5, maxw=wd - 72)
        y += 11
    y += 4
    y = wrapped(
        d,
        m,
        y,
        "Please quote our PO No. and date on all invoices, delivery challans and e-way bills. Kindly return the duplicate copy duly signed as acceptance.",
        7.4,
        wd,
        grey=0.25,
    )
    y += 46
    if y + 20 > bottom:
        y = brk() + 30
    d.sign(m, y, 170, f"Accepted: for {sup}"[:60], 7)
    d.t(r, y - 28, f"For {buyer}", 8, b=True, al="r")
    d.sign(r - 170, y, 170, "Authorised Signatory", 7)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind21_en_in_cement_gst_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _in)


# --------------------------------------------------------------------------- 5 pt-BR builder's purchase order for a site

BR_CITY = [
    ("Curitiba", "PR"),
    ("Goiânia", "GO"),
    ("Campinas", "SP"),
    ("Belo Horizonte", "MG"),
    ("Joinville", "SC"),
    ("Recife", "PE"),
    ("Uberlândia", "MG"),
    ("Londrina", "PR"),
    ("Natal", "RN"),
    ("Ribeirão Preto", "SP"),
]
BR_BUY = "Construtora {a} Ltda.|{a} Engenharia e Construções S.A.|{a} Incorporadora Ltda.|Construtora e Incorporadora {a} Ltda.|{a} Empreendimentos Imobiliários SPE Ltda."
BR_BUY_A = "Horizonte|Alicerce|Monte Verde|Pedra Forte|Nova Era|Araucária|Piracema|Ipê Amarelo|Solare".split(
    "|"
)
BR_SUP = "{a} Materiais de Construção Ltda.|{a} Comércio de Aço Ltda.|{a} Indústria de Pré-Moldados Ltda.|Depósito {a} Ltda. - ME|{a} Distribuidora de Tintas Eireli|{a} Hidráulica e Elétrica Ltda.|{a} Concreto Usinado S.A."
BR_SUP_A = "Santa Luzia|Bandeirantes|Dois Irmãos|Rio Branco|São Jorge|Vale Verde|Ouro Fino|Tropical|Nordestão|Paraná Sul".split(
    "|"
)
BR_FANT = "Casa do Construtor|Aço Forte|Pré-Mold|Deposito Central|Mundo das Tintas|HidroLuz|Concremix".split(
    "|"
)
BR_OBRA = "Residencial Jardim das Acácias|Edifício Mirante do Parque|Condomínio Villa Bella|Torre Comercial Centro|Residencial Bosque dos Ipês|Galpão Logístico BR-116|Escola Municipal (reforma)".split(
    "|"
)
# descr | un | lo | hi | ipi %
BR_ITEMS = [
    ("Cimento CP II-E-32 saco 50 kg", "SC", 29, 42, 0),
    ("Vergalhão CA-50 10,0 mm barra 12 m", "BR", 38, 62, 0),
    ("Tela soldada Q-138 2,45x6,00 m", "PÇ", 145, 230, 5),
    ("Bloco cerâmico 14x19x29 cm", "MIL", 980, 1450, 0),
    ("Areia média lavada", "M3", 95, 160, 0),
    ("Brita 1", "M3", 105, 170, 0),
    ("Concreto usinado FCK 30 MPa bombeável", "M3", 480, 640, 0),
    ("Tubo PVC soldável 50 mm barra 6 m", "BR", 42, 78, 6.5),
    ("Cabo flexível 2,5 mm² 750 V rolo 100 m", "RL", 185, 320, 3.25),
    ("Tinta acrílica fosca branca 18 L", "LT", 240, 420, 3.25),
    ("Argamassa AC-III 20 kg", "SC", 28, 49, 0),
    ("Porta de madeira semi-oca 80x210 cm", "UN", 190, 340, 3.25),
    ("Impermeabilizante manta asfáltica 3 mm", "RL", 280, 450, 5),
    ("Prego 18x27 com cabeça", "KG", 14, 24, 0),
    ("Disjuntor DIN bipolar 32 A", "UN", 38, 72, 6.5),
]


def cnpj(rng: random.Random) -> str:
    return la.digits(rng, "##.###.###/0001-##")


def _br(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|libsans|helv|djcond|times"))
    m = rng.uniform(28, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    (c1, uf1), (c2, uf2) = rng.sample(BR_CITY, 2)
    if rng.random() < 0.5:
        c2, uf2 = c1, uf1
    buyer = la.pick(rng, BR_BUY).format(a=rng.choice(BR_BUY_A))
    sup = la.pick(rng, BR_SUP).format(a=rng.choice(BR_SUP_A))
    fant = rng.choice(BR_FANT) if rng.random() < 0.45 else ""
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, '#####')}|{dt.year}/{la.digits(rng, '#####')}|PC-{la.digits(rng, '######')}|{la.digits(rng, '###')}.{la.digits(rng, '###')}",
    )
    sc = la.digits(rng, "####")
    cot = la.digits(rng, "###")
    obra_no = la.digits(rng, "###")
    obra = rng.choice(BR_OBRA)
    page = [1]
    acc = rng.choice(ACCENTS)
    cif = rng.random() < 0.6
    stated = rng.random() > 0.05

    def foot() -> None:
        d.t(
            r,
            d.h - 22,
            f"Página {page[0]} de {of}" if of else f"Página {page[0]}",
            7.4,
            al="r",
            grey=0.35,
        )
        d.t(
            m,
            d.h - 22,
            f"Emitido em {la.dfmt(dt, 'dmy')} por {rng.choice(['Sienge', 'UAU', 'Mega', 'TOTVS Obras'])}",
            7,
            grey=0.45,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 38, f"Pedido de Compra nº {po} (continuação)", 9.5, b=True)
        return 50

    y = 34
    rgb_box(d, m, y, wd, 42, acc)
    rgb_text(d, m + 8, y + 17, buyer, name_size(d, buyer, wd * 0.6, 12.5), (1, 1, 1))
    rgb_text(
        d,
        m + 8,
        y + 32,
        f"CNPJ {cnpj(rng)}  ·  IE {la.digits(rng, '###.#####-##')}  ·  {c1}/{uf1}",
        7.6,
        (1, 1, 1),
        b=False,
    )
    rgb_text(
        d,
        r - 8,
        y + 17,
        la.pick(rng, "PEDIDO DE COMPRA|PEDIDO DE COMPRA DE MATERIAIS|ORDEM DE COMPRA"),
        11.5,
        (1, 1, 1),
        al="r",
    )
    rgb_text(d, r - 8, y + 33, f"Nº {po}", 11, (1, 1, 1), al="r")
    y += 52
    grid_l = ["Data do pedido", "Obra", "Centro de custo", "Solicitação", "Cotação"]
    grid_v = [
        la.dfmt(dt, "dmy"),
        f"{obra_no} - {obra}",
        f"{obra_no}.{la.digits(rng, '##')}.{la.digits(rng, '###')}",
        f"SC {sc}",
        f"{cot}/{dt.year}",
    ]
    y = d.grid(m, y, [wd * v for v in (0.14, 0.36, 0.16, 0.14, 0.2)], grid_l, grid_v, 7.8) + 8
    d.box(m, y, wd, 72)
    d.t(m + 4, y + 10, "FORNECEDOR", 7.2, b=True, grey=0.3)
    d.t(m + 4, y + 23, sup, name_size(d, sup, wd * 0.62, 10), b=True)
    lines = [
        f"Nome fantasia: {fant}"
        if fant
        else f"{rng.choice(['Rua', 'Av.', 'Rod.'])} {rng.choice(['das Indústrias', 'Brasil', 'João Bettega', 'Marechal Deodoro', 'BR-277 km 12'])}, {la.digits(rng, '####')} - {c2}/{uf2}",
        f"CNPJ: {cnpj(rng)}   IE: {la.digits(rng, '#########')}",
        f"Contato: {rng.choice(['Marcos', 'Juliana', 'Rogério', 'Fernanda', 'Paulo'])} {rng.choice(['Silva', 'Oliveira', 'Souza', 'Pereira', 'Almeida'])}   Fone: ({la.digits(rng, '##')}) 9{la.digits(rng, '####-####')}",
        f"E-mail: vendas@{sup.split()[0].lower()}.com.br".replace("ç", "c").replace("ã", "a"),
    ]
    d.lines(m + 4, y + 27, lines, 7.6, lead=10)
    ent = [
        ("Entrega", la.dfmt(dt + timedelta(days=rng.randint(2, 20)), "dmy")),
        ("Frete", "CIF (por conta do fornecedor)" if cif else "FOB (por conta do comprador)"),
        ("Pagamento", la.pick(rng, "28 DDL|28/56 DDL|30/60/90 DDL|À vista (boleto)|35 DDL")),
        ("Comprador", rng.choice(["Ana Paula", "Ricardo", "Tatiane", "Everton"])),
    ]
    d.kv(m + wd * 0.64, y + 4, ent, 56, 7.6)
    y += 80
    n = rng.randint(2, 9) if rng.random() < 0.65 else rng.randint(22, 36)
    rows = []
    ipi_sum = ZERO
    for k, (desc, un, lo, hi, ipi) in enumerate(take(rng, BR_ITEMS, n)):
        p = price(rng, lo, hi)
        q = (
            Decimal(rng.choice([2, 5, 8, 10, 12, 20, 30, 50, 100, 150, 200]))
            if un not in ("M3", "MIL")
            else Decimal(rng.choice(["4", "6", "8.5", "12", "15", "20"]))
        )
        amt = r2(p * q)
        vipi = r2(amt * Decimal(str(ipi)) / 100)
        ipi_sum += vipi
        rows.append(
            (
                [
                    f"{k + 1:03d}",
                    la.digits(rng, "#####"),
                    desc,
                    un,
                    de(q) if q != r0(q) else f"{q}",
                    de(p),
                    de(Decimal(str(ipi))) if ipi else "0,00",
                    de(vipi),
                    de(amt + vipi),
                ],
                amt,
            )
        )
    heads = [
        "Item",
        "Código",
        "Descrição",
        "Un",
        "Qtde",
        "Vlr. Unit.",
        "IPI %",
        "Vlr. IPI",
        "Vlr. Total",
    ]
    widths = [wd * v / 100 for v in (5, 8, 33, 5, 7, 11, 7, 10, 14)]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllcrrrrr",
        size=7.4,
        rowh=13.5,
        bottom=bottom,
        brk=brk,
        zebra=(0.95, 0.96, 0.98) if rng.random() < 0.5 else None,
        grid=rng.random() < 0.5,
        hsize=7,
    )
    prod = sum((a for _, a in rows), ZERO)
    freight = ZERO if cif else Decimal(rng.choice([180, 250, 350, 480, 650]))
    if not cif and rng.random() < 0.5:
        freight = ZERO
    desc_ = r2(prod * Decimal(rng.choice([2, 3, 5])) / 100) if rng.random() < 0.3 else ZERO
    st = r2(prod * Decimal("0.04")) if rng.random() < 0.2 else ZERO
    total = prod + ipi_sum + freight + st - desc_
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Total dos produtos", de(prod), False), ("Valor do IPI", de(ipi_sum), False)]
        if st:
            trs.append(("ICMS Subst. Tributária", de(st), False))
        trs.append(("Frete", de(freight) if freight else ("0,00 (CIF)" if cif else "0,00"), False))
        if desc_:
            trs.append(("Desconto", f"-{de(desc_)}", False))
        trs.append(
            (
                la.pick(rng, "VALOR TOTAL DO PEDIDO|Total Geral|Valor Total (R$)|TOTAL DO PEDIDO"),
                f"R$ {de(total)}",
                True,
            )
        )
        ty = d.summary(m + wd * 0.56, r - 3, y, trs, 8.4, box_last=True)
        icms = r2(prod * Decimal(rng.choice([12, 17, 18, 19, "20.5"])) / 100)
        d.t(
            m,
            y + 10,
            f"ICMS destacado (informativo, incluso no preço): R$ {de(icms)}",
            7.6,
            grey=0.3,
        )
        pay = [s for s in ent if s[0] == "Pagamento"][0][1]
        if "DDL" in pay:
            parts = [int(x) for x in pay.split()[0].split("/")]
            each = r2(total / len(parts))
            d.t(m, y + 26, "Parcelas:", 7.6, b=True)
            for i, dd in enumerate(parts):
                v = each if i < len(parts) - 1 else total - each * (len(parts) - 1)
                d.t(
                    m + 10,
                    y + 38 + i * 10,
                    f"{i + 1}ª  venc. {la.dfmt(dt + timedelta(days=dd + 10), 'dmy')}   R$ {de(v)}",
                    7.4,
                )
        y = max(ty, y + 40 + 10 * 3) + 8
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                "Preços conforme tabela negociada (contrato de fornecimento vigente). Valores serão apurados na emissão da NF-e.",
                8,
                wd,
            )
            + 6
        )
    notes = [
        f"Informar obrigatoriamente o nº deste pedido e da obra ({obra_no}) na NF-e.",
        "Recebimento na obra de segunda a sexta, das 7h30 às 16h00.",
        "Material em desacordo com o pedido será devolvido às custas do fornecedor.",
        "Enviar XML da NF-e para nfe@"
        + buyer.split()[1 if buyer.startswith("Construtora") else 0]
        .lower()
        .replace("ã", "a")
        .replace("ê", "e")
        .replace("ç", "c")
        + ".com.br",
    ]
    if y + 60 > bottom:
        y = brk()
    d.t(m, y + 10, "Observações:", 8, b=True)
    y += 14
    for t in rng.sample(notes, rng.randint(2, 4)):
        y = wrapped(d, m, y, f"• {t}", 7.5, wd)
    y += 30
    if y + 10 > bottom:
        y = brk() + 30
    for k, lab in enumerate(["Comprador", "Gerente de Suprimentos", "Aprovação Diretoria"]):
        d.sign(m + k * wd / 3, y, wd / 3 - 18, lab, 7.2)
    foot()
    out = finish(d, "pt", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind21_pt_br_construtora_pedido_obra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _br)


# --------------------------------------------------------------------------- 6 pl order with a VAT summary by rate

PL_TOWNS = [
    ("Kalisz", "62-800"),
    ("Łódź", "90-001"),
    ("Bydgoszcz", "85-001"),
    ("Rzeszów", "35-001"),
    ("Opole", "45-001"),
    ("Białystok", "15-001"),
    ("Gniezno", "62-200"),
    ("Końskie", "26-200"),
    ("Płock", "09-400"),
    ("Zielona Góra", "65-001"),
]
PL_STREET = "ul. Przemysłowa|ul. Fabryczna|ul. Składowa|ul. Marszałkowska|ul. Jana Pawła II|ul. Kolejowa|ul. Żwirki i Wigury|ul. Spółdzielcza".split(
    "|"
)
PL_BUY = "Zakłady Mięsne {a} Sp. z o.o.|Mleczarnia {a} Spółdzielnia|Piekarnia {a} Sp. j.|{a} Foods S.A.|Przetwórnia Owoców {a} Sp. z o.o.|Browar {a} Sp. z o.o."
PL_BUY_A = "Sokół|Warta|Zdrój|Podlasie|Mazury|Kujawy|Bór|Prosna".split("|")
PL_SUP = "{a} Opakowania Sp. z o.o.|P.P.H.U. {a} {p}|{a} Packaging Sp. z o.o. Sp.k.|Przedsiębiorstwo {a} S.A.|{a} Etykiety s.c.|F.H. {a} {p}"
PL_SUP_A = "Karton-Pak|Folmax|Etiprint|Polkarton|Flexopak|Tekpol|Drukpak|Bialpak".split("|")
PL_PEOPLE = "Anna Nowak|Piotr Wiśniewski|Katarzyna Wójcik|Tomasz Kamiński|Magdalena Lewandowska|Michał Zieliński|Agnieszka Szymańska|Paweł Dąbrowski".split(
    "|"
)
# name | jm | lo | hi | vat
PL_ITEMS = [
    ("Karton klapowy 5W 600x400x300", "szt.", 3.2, 6.8, 23),
    ("Folia stretch ręczna 23 mic 1,5 kg", "rol.", 16, 29, 23),
    ("Etykieta termiczna 100x150 mm (500 szt.)", "rol.", 11, 22, 23),
    ("Taśma pakowa PP 48 mm x 66 m", "szt.", 2.4, 5.5, 23),
    ("Tacka PET 187x137x50 mm", "tys. szt.", 210, 380, 23),
    ("Folia termokurczliwa PE 60 mic", "kg", 9.5, 15, 23),
    ("Paleta EUR EPAL nowa", "szt.", 58, 92, 23),
    ("Worek papierowy 3-warstwowy 25 kg", "szt.", 1.4, 2.9, 23),
    ("Przekładka kartonowa 1200x800", "szt.", 1.1, 2.6, 23),
    ("Słoik szklany 0,9 l z zakrętką", "szt.", 1.6, 2.9, 23),
    ("Rękawice nitrylowe (100 szt.)", "op.", 14, 26, 8),
    ("Cukier biały kryształ 25 kg", "wor.", 78, 118, 5),
    ("Sól spożywcza warzona 25 kg", "wor.", 28, 46, 5),
]


def pl_words(n: int) -> str:
    ones = "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście".split()
    tens = "- - dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt".split()
    hund = (
        "- sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset".split()
    )

    def three(k: int) -> list[str]:
        h, rest = divmod(k, 100)
        out = [hund[h]] if h else []
        if rest >= 20:
            out.append(tens[rest // 10])
            if rest % 10:
                out.append(ones[rest % 10])
        elif rest:
            out.append(ones[rest])
        return out

    def form(k: int, one: str, few: str, many: str) -> str:
        if k == 1:
            return one
        return few if k % 10 in (2, 3, 4) and k % 100 not in (12, 13, 14) else many

    mln, rest = divmod(n, 10**6)
    th, u = divmod(rest, 1000)
    out: list[str] = []
    if mln:
        out += (three(mln) if mln > 1 else ["jeden"]) + [form(mln, "milion", "miliony", "milionów")]
    if th:
        out += ([] if th == 1 else three(th)) + [form(th, "tysiąc", "tysiące", "tysięcy")]
    out += three(u)
    return " ".join(out) or "zero"


def _pl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, b4.UNI))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    (t1, z1), (t2, z2) = rng.sample(PL_TOWNS, 2)
    buyer = la.pick(rng, PL_BUY).format(a=rng.choice(PL_BUY_A))
    who = rng.choice(PL_PEOPLE)
    sup = la.pick(rng, PL_SUP).format(a=rng.choice(PL_SUP_A), p=who)
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"ZAM/{la.digits(rng, '####')}/{dt.month:02d}/{dt.year}|ZZ/{dt.year}/{la.digits(rng, '#####')}|{la.digits(rng, '###')}/ZAO/{dt.year % 100}|Z{dt.year % 100}-{la.digits(rng, '#####')}|{la.digits(rng, '####')}/{dt.year}/DZ",
    )
    umowa = la.pick(
        rng, f"UR/{dt.year - 1}/{la.digits(rng, '##')}|{la.digits(rng, '##')}/U/{dt.year}"
    )
    oferta = la.pick(
        rng,
        f"OF/{la.digits(rng, '####')}/{dt.year}|{la.digits(rng, '###')}/{dt.month:02d}/{dt.year % 100}",
    )
    nip = lambda: la.digits(rng, la.pick(rng, "###-###-##-##|##########|###-##-##-###"))  # noqa: E731
    page = [1]
    stated = rng.random() > 0.06
    no_lab = la.pick(rng, "Zamówienie nr|ZAMÓWIENIE NR|Nr zamówienia:|Zamówienie zakupu nr")

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 24,
            f"Strona {page[0]} z {of}" if of else f"Strona {page[0]}",
            7.5,
            al="c",
            grey=0.35,
        )
        d.t(
            m,
            d.h - 34,
            f"{buyer}, Sąd Rejonowy w {t1}, KRS {la.digits(rng, '00000#####')}, kapitał zakładowy {rng.choice(['50 000', '500 000', '1 200 000'])} zł",
            6.4,
            grey=0.45,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{no_lab} {po} - cd.", 9, b=True)
        return 52

    y = 40
    d.t(r, y, f"{t1}, dnia {la.dfmt(dt, 'dot')} r.", 8.8, al="r")
    d.t(m, y, buyer, name_size(d, buyer, wd * 0.55, 12), b=True)
    badr = f"{rng.choice(PL_STREET)} {rng.randint(1, 140)}, {z1} {t1}"
    d.lines(
        m,
        y + 4,
        [
            badr,
            f"NIP: {nip()}   REGON: {la.digits(rng, '#########')}",
            f"tel. +48 {la.digits(rng, '## ### ## ##')}, zaopatrzenie@{ascii_key(buyer)}.pl",
        ],
        7.8,
        lead=10,
    )
    y += 50
    sx = m + wd * 0.52
    d.t(sx, y, la.pick(rng, "Dostawca:|DOSTAWCA|Sprzedający:"), 8, b=True, grey=0.3)
    d.t(sx, y + 14, sup, name_size(d, sup, wd * 0.48, 10.5), b=True)
    d.lines(
        sx,
        y + 18,
        [f"{rng.choice(PL_STREET)} {rng.randint(1, 99)}", f"{z2} {t2}", f"NIP: {nip()}"],
        8.4,
        lead=10.5,
    )
    y += 64
    d.t(d.w / 2, y, f"{no_lab.rstrip(':').upper()} {po}", 14, b=True, al="c")
    y += 12
    if rng.random() < 0.5:
        d.t(d.w / 2, y + 2, f"na podstawie umowy ramowej nr {umowa}", 8.4, al="c", grey=0.3)
        y += 12
    y += 6
    pairs = [
        ("Termin dostawy", la.dfmt(dt + timedelta(days=rng.randint(5, 25)), "dot")),
        (
            "Miejsce dostawy",
            la.pick(rng, f"Magazyn opakowań, {badr}|Zakład nr 2, {t1}|Magazyn centralny, {t1}"),
        ),
        (
            "Warunki płatności",
            la.pick(
                rng,
                "przelew 30 dni od daty otrzymania faktury|przelew 45 dni|przelew 60 dni, split payment",
            ),
        ),
        ("Osoba kontaktowa", f"{rng.choice(PL_PEOPLE)}, tel. {la.digits(rng, '### ### ###')}"),
        ("Dotyczy oferty", oferta),
    ]
    y = d.kv(m, y, rng.sample(pairs, rng.randint(3, 5)), 100, 8) + 6
    n = rng.randint(2, 8) if rng.random() < 0.65 else rng.randint(22, 36)
    rows = []
    by_rate: dict[int, Decimal] = {}
    for k, (name, jm, lo, hi, vat) in enumerate(take(rng, PL_ITEMS, n)):
        p = price(rng, lo, hi)
        q = (
            Decimal(rng.choice([5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]))
            if hi < 30
            else Decimal(rng.choice([1, 2, 3, 5, 10, 20, 40]))
        )
        net = r2(p * q)
        tax = r2(net * vat / 100)
        by_rate[vat] = by_rate.get(vat, ZERO) + net
        cells = [
            f"{k + 1}.",
            la.digits(rng, "OP-####") if rng.random() < 0.8 else "",
            name,
            jm,
            de(q).replace(",00", "") if q == r0(q) else de(q),
            de(p),
            de(net),
            f"{vat}%",
            de(tax),
            de(net + tax),
        ]
        if not stated:
            cells[6:] = ["", f"{vat}%", "", ""]
        rows.append((cells, net))
    heads = [
        "Lp.",
        "Indeks",
        "Nazwa towaru",
        "J.m.",
        "Ilość",
        "Cena netto",
        "Wartość netto",
        "VAT",
        "Kwota VAT",
        "Wartość brutto",
    ]
    widths = [wd * v / 100 for v in (4, 8, 27, 6, 7, 9, 11, 5, 10, 13)]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllcrrrcrr",
        size=7.2,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=True,
        hsize=6.8,
    )
    nets = {k: r2(v) for k, v in by_rate.items()}
    vats = {k: r2(v * k / 100) for k, v in nets.items()}
    tn, tv = sum(nets.values(), ZERO), sum(vats.values(), ZERO)
    total = tn + tv
    if y + 40 + 14 * (len(nets) + 2) > bottom:
        y = brk()
    y += 8
    if stated:
        cw = [wd * 0.14, wd * 0.12, wd * 0.12, wd * 0.14]
        x0 = r - sum(cw)
        y = lrow(
            d,
            x0,
            y,
            cw,
            ["Stawka VAT", "Netto", "VAT", "Brutto"],
            "crrr",
            h=14,
            size=7.6,
            b=True,
            fill=0.88,
        )
        for k in sorted(nets, reverse=True):
            y = lrow(
                d,
                x0,
                y,
                cw,
                [f"{k}%", de(nets[k]), de(vats[k]), de(nets[k] + vats[k])],
                "crrr",
                h=13,
                size=7.6,
            )
        y = lrow(
            d,
            x0,
            y,
            cw,
            [la.pick(rng, "RAZEM|Razem|Ogółem"), de(tn), de(tv), de(total)],
            "crrr",
            h=14,
            size=7.8,
            b=True,
        )
        y += 6
        last = la.pick(
            rng,
            "Wartość zamówienia brutto|Łączna wartość zamówienia (brutto)|Razem do zapłaty|Wartość brutto zamówienia",
        )
        d.t(m, y + 10, f"{last}: {de(total)} zł", 9.5, b=True)
        zl, gr = divmod(int(total * 100), 100)
        y = wrapped(d, m, y + 14, f"Słownie: {pl_words(zl)} złotych {gr:02d}/100", 8, wd) + 6
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                f"Ceny zgodnie z cennikiem stanowiącym załącznik do umowy ramowej nr {umowa}. Wartość zostanie określona na fakturze.",
                8.2,
                wd,
            )
            + 6
        )
    notes = [
        "Prosimy o potwierdzenie przyjęcia zamówienia do realizacji w ciągu 2 dni roboczych.",
        "Numer zamówienia należy umieścić na fakturze i dokumencie WZ.",
        "Do dostawy należy dołączyć deklarację zgodności do kontaktu z żywnością.",
        "Dostawa na paletach EUR, max. wysokość 1,8 m. Awizacja dostawy z 24-godzinnym wyprzedzeniem.",
        "Rachunek bankowy dostawcy musi znajdować się na białej liście podatników VAT.",
    ]
    if y + 70 > bottom:
        y = brk()
    for t in rng.sample(notes, rng.randint(2, 4)):
        y = wrapped(d, m, y, f"- {t}", 7.6, wd, grey=0.2)
    y += 36
    if y + 10 > bottom:
        y = brk() + 30
    d.sign(m, y, 160, "Zamawiający (podpis i pieczęć)", 7.2)
    d.sign(r - 160, y, 160, "Potwierdzenie Dostawcy", 7.2)
    foot()
    out = finish(d, "pl", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind21_pl_zamowienie_opakowania(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pl)


# --------------------------------------------------------------------------- 7 tr site purchase order from a building contractor

TR_CITY = [
    "İstanbul",
    "Ankara",
    "İzmir",
    "Bursa",
    "Kocaeli",
    "Kayseri",
    "Gaziantep",
    "Antalya",
    "Konya",
    "Eskişehir",
]
TR_VD = (
    "Kozyatağı|Çankaya|Karşıyaka|Nilüfer|Gebze|Erciyes|Şahinbey|Muratpaşa|Selçuk|Osmangazi".split(
        "|"
    )
)
TR_BUY = "{a} İnşaat Taahhüt San. ve Tic. A.Ş.|{a} Yapı İnşaat Ltd. Şti.|{a} Gayrimenkul Yatırım ve İnşaat A.Ş.|{a} Mühendislik Müşavirlik İnşaat A.Ş.|{a} Konut İnşaat Taahhüt Ltd. Şti."
TR_BUY_A = "Yeşilvadi|Kuzeyyıldız|Başakşehir|Akdeniz|Özgüven|Anadolu Yapı|Erguvan|Çınar".split("|")
TR_SUP = "{a} Yapı Malzemeleri San. Tic. Ltd. Şti.|{a} Demir Çelik Tic. A.Ş.|{a} Hırdavat İnş. Malz. Tic. Ltd. Şti.|{a} Elektrik Malzemeleri San. ve Tic. A.Ş.|{a} Boya Kimya San. Tic. Ltd. Şti.|{a} Hazır Beton A.Ş.|{a} İzolasyon Sistemleri Ltd. Şti."
TR_SUP_A = (
    "Öztürk|Yıldırım|Şahin|Aydın|Güneş|Doğan|Kılıç|Çelik|Ertuğrul|Karataş|Gökdemir|Özdemir".split(
        "|"
    )
)
TR_PEOPLE = "Mehmet Yılmaz|Ayşe Kaya|Mustafa Demir|Fatma Çelik|Emre Şahin|Zeynep Arslan|Burak Koç|Elif Aksoy|Hakan Öztürk|Gülşen Erdoğan".split(
    "|"
)
TR_SITE = "Ataşehir Konut Projesi|Çayyolu Rezidans|Bornova Okul İnşaatı|Gebze Lojistik Deposu|Nilüfer Hastane Ek Binası|Muratpaşa Otel Renovasyonu".split(
    "|"
)
# name | unit | lo | hi
TR_ITEMS = [
    ("İnşaat demiri Ø12 B420C", "TON", 21000, 27500),
    ("İnşaat demiri Ø16 B420C", "TON", 20800, 27000),
    ("Hazır beton C30/37", "M³", 2400, 3300),
    ("Portland çimento CEM I 42,5 R (50 kg)", "TORBA", 190, 265),
    ("Gazbeton blok 60x25x20", "M³", 2100, 2900),
    ("XPS ısı yalıtım levhası 5 cm", "M²", 145, 230),
    ("Bitümlü membran 4 mm polyester keçe", "RULO", 950, 1500),
    ("NYY kablo 3x2,5 mm²", "MT", 38, 62),
    ("PPR boru Ø25 PN20", "MT", 24, 46),
    ("Alçı sıva 35 kg", "TORBA", 145, 215),
    ("İç cephe plastik boya 20 kg", "KOVA", 900, 1600),
    ("Seramik yer karosu 60x60 1. kalite", "M²", 320, 560),
    ("İş güvenliği baret (EN 397)", "ADET", 85, 160),
    ("Kalıp kontrplak 18 mm 125x250", "ADET", 1100, 1650),
]


def _tr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, b4.UNI))
    lira = d.reg.startswith("DejaVu")
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 56
    c1, c2 = rng.sample(TR_CITY, 2)
    buyer = la.pick(rng, TR_BUY).format(a=rng.choice(TR_BUY_A))
    sup = la.pick(rng, TR_SUP).format(a=rng.choice(TR_SUP_A))
    dt = la.day(rng)
    po = la.pick(
        rng,
        f"SAS-{dt.year}-{la.digits(rng, '######')}|{dt.year}/{la.digits(rng, '####')}|SP{dt.year % 100}{la.digits(rng, '#####')}|STN.{la.digits(rng, '#####')}",
    )
    talep = la.pick(rng, f"TLP-{dt.year}-{la.digits(rng, '#####')}|MT{la.digits(rng, '######')}")
    teklif = la.pick(rng, f"TKL-{la.digits(rng, '####')}|{la.digits(rng, '####')}/{dt.year % 100}")
    site = rng.choice(TR_SITE)
    page = [1]
    acc = rng.choice(ACCENTS)
    usd = rng.random() < 0.18
    cur = "USD" if usd else "TL"
    rate_kdv = Decimal(20) if rng.random() < 0.85 else Decimal(10)
    stated = rng.random() > 0.05
    no_lab = la.pick(rng, "Sipariş No|Sipariş Numarası|Satınalma Sipariş No|Belge No")

    def foot() -> None:
        d.t(
            r,
            d.h - 22,
            f"Sayfa {page[0]} / {of}" if of else f"Sayfa {page[0]}",
            7.5,
            al="r",
            grey=0.35,
        )
        d.t(
            m,
            d.h - 22,
            f"Form No: SAT-F-0{rng.randint(1, 9)} Rev.{rng.randint(0, 4)}",
            7,
            grey=0.45,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - {no_lab}: {po} (devam)", 9, b=True)
        return 52

    y = 34
    d.box(m, y, wd, 58)
    d.line(m + wd * 0.62, y, m + wd * 0.62, y + 58)
    d.t(m + 6, y + 16, buyer, name_size(d, buyer, wd * 0.58, 10.5), b=True)
    d.lines(
        m + 6,
        y + 20,
        [
            f"{rng.choice(['Barbaros Mah.', 'Atatürk Cad.', 'Organize Sanayi Bölgesi', 'Mustafa Kemal Blv.'])} No:{rng.randint(1, 220)} {c1}",
            f"V.D.: {rng.choice(TR_VD)}  V.N.: {la.digits(rng, '##########')}",
            f"Mersis No: 0{la.digits(rng, '###############')}",
        ],
        7.4,
        lead=9.5,
    )
    tx = m + wd * 0.62 + 6
    rgb_text(
        d,
        tx,
        y + 16,
        la.pick(rng, "SATIN ALMA SİPARİŞİ|SATINALMA SİPARİŞ FORMU|SİPARİŞ FORMU"),
        10.5,
        acc,
    )
    d.kv(
        tx,
        y + 22,
        [(no_lab, po), ("Tarih", la.dfmt(dt, "dot")), ("Talep No", talep)],
        lab_w(d, [no_lab], 7.6),
        7.6,
    )
    y += 66
    d.box(m, y, wd, 60)
    d.t(m + 6, y + 11, la.pick(rng, "TEDARİKÇİ FİRMA|Firma Ünvanı|SATICI"), 7.4, b=True, grey=0.3)
    d.t(m + 6, y + 25, sup, name_size(d, sup, wd * 0.6, 10), b=True)
    d.lines(
        m + 6,
        y + 29,
        [
            f"{c2}  -  Vergi Dairesi: {rng.choice(TR_VD)}  Vergi No: {la.digits(rng, '##########')}",
            f"Yetkili: {rng.choice(TR_PEOPLE)}   Tel: 0({la.digits(rng, '###')}) {la.digits(rng, '### ## ##')}",
        ],
        7.6,
        lead=10,
    )
    d.kv(
        m + wd * 0.64,
        y + 6,
        [("Proje/Şantiye", site), ("Teklif No", teklif), ("Döviz", cur)],
        lab_w(d, ["Proje/Şantiye"], 7.4),
        7.4,
    )
    y += 68
    n = rng.randint(2, 8) if rng.random() < 0.65 else rng.randint(20, 34)
    rows = []
    scale = Decimal("0.031") if usd else Decimal(1)
    for k, (name, unit, lo, hi) in enumerate(take(rng, TR_ITEMS, n)):
        p = r2(price(rng, lo, hi) * scale)
        if unit == "TON":
            q = Decimal(rng.choice(["4.850", "12.300", "18.000", "25.640", "8.200"]))
        elif unit in ("MT", "M²", "M³"):
            q = Decimal(rng.choice([40, 60, 120, 250, 400, 650, 1000]))
        else:
            q = Decimal(rng.choice([5, 10, 20, 40, 60, 100, 200]))
        isk = Decimal(rng.choice([0, 0, 0, 3, 5, 10]))
        amt = r2(p * q * (100 - isk) / 100)
        cells = [
            str(k + 1),
            f"{rng.choice(['MLZ', 'INS', 'ELK', 'MEK'])}.{la.digits(rng, '#####')}",
            name,
            de(q) if q != r0(q) else f"{q}",
            unit,
            de(p),
            f"%{isk}" if isk else "",
            de(amt),
        ]
        if not stated:
            cells[5:] = ["", "", ""]
        rows.append((cells, amt))
    heads = [
        "Sıra",
        "Malzeme Kodu",
        "Malzeme Adı / Açıklama",
        "Miktar",
        "Birim",
        "Birim Fiyat",
        "İsk.",
        f"Tutar ({cur})",
    ]
    widths = [wd * v / 100 for v in (5, 12, 35, 9, 8, 12, 6, 13)]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllrcrcr",
        size=7.4,
        rowh=14,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.6 else None,
        grid=rng.random() < 0.6,
        hsize=7,
    )
    sub = sum((a for _, a in rows), ZERO)
    gisk = r2(sub * Decimal(rng.choice([2, 3, 5])) / 100) if rng.random() < 0.25 else ZERO
    base = sub - gisk
    kdv = r2(base * rate_kdv / 100)
    total = base + kdv
    if y + 140 > bottom:
        y = brk()
    y += 8
    sym = "₺" if lira and not usd and rng.random() < 0.5 else cur
    if stated:
        trs = [("Ara Toplam", de(sub), False)]
        if gisk:
            trs += [("Genel İskonto", f"-{de(gisk)}", False)]
        trs += [
            ("KDV Matrahı", de(base), False),
            (f"KDV (%{rate_kdv})", de(kdv), False),
            (
                la.pick(rng, "GENEL TOPLAM|Genel Toplam|SİPARİŞ TOPLAMI|Toplam Tutar (KDV Dahil)"),
                f"{de(total)} {sym}",
                True,
            ),
        ]
        ty = d.summary(m + wd * 0.58, r - 3, y, trs, 8.4, box_last=True)
        whole_, kr = divmod(int(total * 100), 100)
        unit_w = "ABD Doları" if usd else "Türk Lirası"
        words = f"Yalnız: {b4.tr_words(whole_)} {unit_w}" + (
            f" {b4.tr_words(kr)} {'Sent' if usd else 'Kuruş'}" if kr else ""
        )
        wrapped(d, m, y + 2, words, 7.6, wd * 0.54)
        if rng.random() < 0.4:
            av = rng.choice([20, 30])
            d.t(
                m,
                y + 40,
                f"Avans (%{av}): {de(r2(total * av / 100))} {cur} - sipariş onayı ile ödenecektir.",
                7.6,
                grey=0.3,
            )
        if usd:
            d.t(
                m,
                y + 52,
                "Faturalama fatura tarihindeki TCMB döviz satış kuru üzerinden TL olarak yapılacaktır.",
                7.2,
                grey=0.3,
            )
        y = max(ty, y + 58) + 6
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                "Fiyatlar yıllık çerçeve anlaşmasındaki birim fiyatlar üzerinden faturalandırılacaktır.",
                8,
                wd,
            )
            + 6
        )
    terms = [
        f"Teslim yeri: {site} şantiyesi, {c1}. Teslimat hafta içi 08:00-17:00 arası yapılacaktır.",
        f"Ödeme vadesi: fatura tarihinden itibaren {rng.choice([30, 45, 60, 90])} gündür.",
        "Faturada ve irsaliyede sipariş numarası belirtilmelidir; belirtilmeyen faturalar işleme alınmaz.",
        "Malzemeler TSE / CE belgeli olacak, test raporları teslimatla birlikte verilecektir.",
        "Gecikme halinde günlük sipariş bedelinin binde 3'ü oranında ceza uygulanır.",
    ]
    if y + 80 > bottom:
        y = brk()
    d.t(m, y + 10, "Şartlar:", 8, b=True)
    y += 14
    for t in rng.sample(terms, rng.randint(2, 4)):
        y = wrapped(d, m, y, f"• {t}", 7.5, wd)
    y += 34
    if y + 10 > bottom:
        y = brk() + 30
    for k, lab in enumerate(
        ["Hazırlayan", "Satınalma Müdürü", "Onay", "Tedarikçi Onayı (Kaşe/İmza)"]
    ):
        d.sign(m + k * wd / 4, y, wd / 4 - 12, lab, 7)
    foot()
    out = finish(d, "tr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind21_tr_santiye_satinalma_siparisi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tr)


# --------------------------------------------------------------------------- 8 vi order for chemicals and raw materials, Bên A / Bên B

VI_PROV = [
    "Bình Dương",
    "Đồng Nai",
    "Long An",
    "Hải Phòng",
    "Bắc Ninh",
    "TP. Hồ Chí Minh",
    "Hà Nội",
    "Đà Nẵng",
    "Hưng Yên",
    "Vĩnh Phúc",
]
VI_KCN = "KCN Sóng Thần|KCN Amata|KCN Tân Đức|KCN Đình Vũ|KCN Yên Phong|KCN Hòa Khánh|KCN Phố Nối A|KCN Khai Quang|KCN VSIP".split(
    "|"
)
VI_BUY = "CÔNG TY TNHH {a} VIỆT NAM|CÔNG TY CỔ PHẦN NHỰA {a}|CÔNG TY TNHH SẢN XUẤT BAO BÌ {a}|CÔNG TY CỔ PHẦN SƠN {a}|CÔNG TY TNHH DỆT NHUỘM {a}|CÔNG TY CỔ PHẦN THỰC PHẨM {a}"
VI_BUY_A = "TÂN PHÚ|HƯNG THỊNH|PHƯƠNG NAM|ĐẠI PHÁT|THÀNH CÔNG|MINH KHANG|HOÀNG LONG|SAO VIỆT".split(
    "|"
)
VI_SUP = "CÔNG TY TNHH HÓA CHẤT {a}|CÔNG TY CỔ PHẦN HÓA CHẤT {a}|CÔNG TY TNHH THƯƠNG MẠI DỊCH VỤ {a}|CÔNG TY TNHH XUẤT NHẬP KHẨU {a}|CÔNG TY TNHH MỘT THÀNH VIÊN {a}|DOANH NGHIỆP TƯ NHÂN {a}"
VI_SUP_A = "ĐỨC GIANG|VIỆT MỸ|NAM SƠN|AN PHÁT|TRƯỜNG XUÂN|KIM NGÂN|HẢI ĐĂNG|PHÚ THÁI|BẢO NGỌC|QUANG MINH".split(
    "|"
)
VI_PEOPLE = "Nguyễn Văn Hùng|Trần Thị Thu Hà|Lê Minh Tuấn|Phạm Thị Lan|Hoàng Đức Anh|Vũ Thị Hồng|Đặng Quốc Bảo|Bùi Thanh Tâm|Đỗ Thị Mai|Ngô Văn Thắng".split(
    "|"
)
VI_ROLE = "Giám đốc|Phó Giám đốc|Trưởng phòng Mua hàng|Giám đốc Kinh doanh".split("|")
# name | unit | lo | hi (thousand VND)
VI_ITEMS = [
    ("Xút vảy NaOH 99% (bao 25 kg)", "kg", 14, 22),
    ("Axit sunfuric H2SO4 98%", "kg", 4, 8),
    ("Hạt nhựa PP Homopolymer", "kg", 28, 39),
    ("Hạt nhựa HDPE thổi màng", "kg", 30, 42),
    ("Bột màu TiO2 R-996 (bao 25 kg)", "kg", 58, 85),
    ("Dung môi Toluene (phuy 179 kg)", "phuy", 4200, 6100),
    ("Chất tẩy rửa công nghiệp (can 30 L)", "can", 520, 980),
    ("Keo PVA gốc nước (thùng 200 kg)", "thùng", 5200, 7900),
    ("Phèn nhôm PAC 31% (bao 25 kg)", "bao", 290, 420),
    ("Clorin 70% (thùng 45 kg)", "thùng", 2100, 3200),
    ("Muối công nghiệp NaCl", "tấn", 1900, 2800),
    ("Dầu thủy lực ISO VG 46 (phuy 209 L)", "phuy", 8200, 11800),
    ("Thùng carton 5 lớp 60x40x40", "cái", 14, 26),
    ("Pallet nhựa 1200x1000", "cái", 420, 780),
]


def _vi(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|djcond"))
    m = rng.uniform(36, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    p1, p2 = rng.sample(VI_PROV, 2)
    buyer = la.pick(rng, VI_BUY).format(a=rng.choice(VI_BUY_A))
    sup = la.pick(rng, VI_SUP).format(a=rng.choice(VI_SUP_A))
    if rng.random() < 0.3:
        sup = sup.title().replace("Tnhh", "TNHH").replace("Một Thành Viên", "MTV")
    dt = la.day(rng)
    short = "".join(w[0] for w in buyer.split()[-2:]).upper()
    po = la.pick(
        rng,
        f"{la.digits(rng, '###')}/{dt.year}/ĐĐH-{short}|ĐĐH{dt.year % 100}{dt.month:02d}-{la.digits(rng, '###')}|{la.digits(rng, '##')}/ĐH-{short}|PO{dt.year}{la.digits(rng, '####')}",
    )
    hd = la.pick(
        rng, f"{la.digits(rng, '##')}/{dt.year}/HĐNT-{short}|HĐ{la.digits(rng, '###')}/{dt.year}"
    )
    bg = la.pick(rng, f"BG{la.digits(rng, '####')}|{la.digits(rng, '###')}/BG-{dt.year % 100}")
    page = [1]
    stated = rng.random() > 0.05
    rate = Decimal(8) if rng.random() < 0.5 else Decimal(10)
    a_first = rng.random() < 0.7  # Bên A (mua) printed first
    mst = lambda: (
        la.digits(rng, "03########") if rng.random() < 0.7 else la.digits(rng, "0#########-00#")
    )  # noqa: E731

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 22,
            f"Trang {page[0]}/{of}" if of else f"Trang {page[0]}",
            7.5,
            al="c",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Đơn đặt hàng số {po} (tiếp theo)", 9, b=True)
        return 52

    y = 36
    d.t(m + wd * 0.2, y, buyer, name_size(d, buyer, wd * 0.42, 8.6), b=True, al="c")
    d.t(m + wd * 0.2, y + 12, f"Số: {po}", 8.4, al="c")
    d.t(m + wd * 0.72, y, "CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM", 8.4, b=True, al="c")
    d.t(m + wd * 0.72, y + 12, "Độc lập - Tự do - Hạnh phúc", 8.6, b=True, al="c")
    d.line(m + wd * 0.62, y + 16, m + wd * 0.82, y + 16, 0.5)
    d.t(
        m + wd * 0.72,
        y + 30,
        f"{p1}, ngày {dt.day:02d} tháng {dt.month:02d} năm {dt.year}",
        8.2,
        al="c",
    )
    y += 58
    d.t(
        d.w / 2,
        y,
        la.pick(rng, "ĐƠN ĐẶT HÀNG|ĐƠN ĐẶT HÀNG HÓA|ĐƠN ĐẶT MUA HÀNG"),
        16,
        b=True,
        al="c",
    )
    y += 16
    if rng.random() < 0.5:
        d.t(
            d.w / 2,
            y,
            f"(Căn cứ hợp đồng nguyên tắc số {hd} và báo giá số {bg})",
            8.2,
            al="c",
            grey=0.3,
        )
        y += 12
    y += 6
    d.t(m, y + 10, "Kính gửi:", 9.5, b=True)
    d.t(m + 50, y + 10, sup, name_size(d, sup, wd - 52, 9.8), b=True)
    y += 20

    def party(y: float, head: str, name: str, prov: str, who: str) -> float:
        d.t(m, y + 10, head, 8.8, b=True)
        nx = m + d.width(head, 8.8, True) + 6
        d.t(nx, y + 10, name, name_size(d, name, r - nx, 8.8), b=True)
        rows = [
            (
                "Địa chỉ:",
                f"Lô {rng.choice('ABCDEF')}{rng.randint(1, 30)}, {rng.choice(VI_KCN)}, {prov}",
            ),
            ("Mã số thuế:", mst()),
            ("Điện thoại:", f"0{la.digits(rng, '## #### ####')}"),
            ("Đại diện:", f"Ông/Bà {who} - Chức vụ: {rng.choice(VI_ROLE)}"),
        ]
        if rng.random() < 0.5:
            rows.append(
                (
                    "Số tài khoản:",
                    f"{la.digits(rng, '#############')} tại {rng.choice(['Vietcombank', 'BIDV', 'Techcombank', 'VietinBank', 'ACB'])} - CN {prov}",
                )
            )
        return d.kv(m, y + 14, rows, 82, 8) + 4

    pa = (
        la.pick(rng, "BÊN MUA (Bên A):|BÊN ĐẶT HÀNG (Bên A):|BÊN A (Bên mua):"),
        buyer,
        p1,
        rng.choice(VI_PEOPLE),
    )
    pb = (
        la.pick(rng, "BÊN BÁN (Bên B):|BÊN CUNG CẤP (Bên B):|BÊN B (Bên bán):"),
        sup,
        p2,
        rng.choice(VI_PEOPLE),
    )
    for head, name, prov, who in (pa, pb) if a_first else (pb, pa):
        y = party(y, head, name, prov, who)
    y = (
        wrapped(
            d,
            m,
            y + 2,
            "Bên A đặt mua của Bên B các mặt hàng với số lượng, quy cách và đơn giá như sau:",
            8.6,
            wd,
        )
        + 4
    )
    n = rng.randint(2, 8) if rng.random() < 0.65 else rng.randint(20, 32)
    rows = []
    for k, (name, unit, lo, hi) in enumerate(take(rng, VI_ITEMS, n)):
        p = price(rng, lo, hi, whole=True) * 1000 + Decimal(rng.choice([0, 0, 500, 200]))
        if unit == "kg":
            q = Decimal(rng.choice([100, 200, 500, 1000, 1500, 2000, 5000]))
        elif unit == "tấn":
            q = Decimal(rng.choice([2, 5, 10, 20]))
        else:
            q = Decimal(rng.choice([2, 4, 5, 10, 20, 50, 100]))
        amt = r0(p * q)
        cells = [str(k + 1), name, unit, dots(q), dots(p), dots(amt)]
        if not stated:
            cells[4:] = [dots(p), ""]
        rows.append((cells, amt))
    heads = [
        "STT",
        "Tên hàng hóa, quy cách",
        "ĐVT",
        "Số lượng",
        "Đơn giá (VNĐ)",
        "Thành tiền (VNĐ)",
    ]
    widths = [wd * v / 100 for v in (6, 42, 8, 12, 15, 17)]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "clcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=True,
        hsize=7.6,
    )
    goods = sum((a for _, a in rows), ZERO)
    vat = r0(goods * rate / 100)
    total = goods + vat
    if y + 160 > bottom:
        y = brk()
    if stated:
        cw = [sum(widths[:5]), widths[5]]
        tl = la.pick(
            rng,
            "Tổng cộng tiền thanh toán|TỔNG CỘNG THANH TOÁN|Tổng giá trị đơn hàng (đã gồm VAT)|Tổng cộng",
        )
        for lab, v, b in (
            ("Cộng tiền hàng", goods, False),
            (f"Thuế GTGT ({rate}%)", vat, False),
            (tl, total, True),
        ):
            y = lrow(d, m, y, cw, [lab, dots(v)], "rr", h=15, size=8, b=b)
        y = (
            wrapped(d, m, y + 4, f"Số tiền viết bằng chữ: {b4.vi_words(int(total))} đồng.", 8.4, wd)
            + 2
        )
    else:
        y = (
            wrapped(
                d,
                m,
                y + 4,
                f"Đơn giá trên chưa bao gồm thuế GTGT {rate}%. Thành tiền được xác định theo số lượng thực giao ghi trên biên bản giao nhận.",
                8.2,
                wd,
            )
            + 2
        )
    dep = rng.choice([0, 20, 30, 50])
    terms = [
        f"Thời gian giao hàng: trong vòng {rng.randint(3, 15)} ngày kể từ ngày ký đơn đặt hàng.",
        f"Địa điểm giao hàng: kho Bên A tại {rng.choice(VI_KCN)}, {p1}.",
        f"Thanh toán: chuyển khoản, tạm ứng {dep}% giá trị đơn hàng ({dots(r0(total * dep / 100))} VNĐ), phần còn lại trong vòng 30 ngày sau khi nhận đủ hàng và hóa đơn GTGT."
        if dep and stated
        else f"Thanh toán: chuyển khoản trong vòng {rng.choice([15, 30, 45])} ngày kể từ ngày nhận hóa đơn GTGT hợp lệ.",
        "Bên B cung cấp COA, MSDS cho từng lô hàng; hàng không đạt chất lượng Bên A có quyền trả lại.",
        "Hóa đơn điện tử ghi rõ số đơn đặt hàng này.",
    ]
    if y + 90 > bottom:
        y = brk()
    d.t(m, y + 10, "Điều khoản:", 8.6, b=True)
    y += 14
    for t in terms[:2] + rng.sample(terms[2:], 2):
        y = wrapped(d, m, y, f"- {t}", 7.8, wd)
    y += 14
    if y + 80 > bottom:
        y = brk()
    for k, lab in enumerate(
        ["ĐẠI DIỆN BÊN MUA", "ĐẠI DIỆN BÊN BÁN"]
        if a_first
        else ["ĐẠI DIỆN BÊN BÁN", "ĐẠI DIỆN BÊN MUA"]
    ):
        x = m + wd * (0.22 + 0.56 * k)
        d.t(x, y + 10, lab, 8.6, b=True, al="c")
        d.t(x, y + 21, "(Ký, ghi rõ họ tên, đóng dấu)", 7.2, al="c", grey=0.3)
    foot()
    out = finish(d, "vi", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind21_vi_don_dat_hang_hoa_chat(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _vi)


# --------------------------------------------------------------------------- 9 id bilingual plantation purchase order

ID_PLACE = [
    ("Pekanbaru", "Riau"),
    ("Jambi", "Jambi"),
    ("Palangka Raya", "Kalimantan Tengah"),
    ("Samarinda", "Kalimantan Timur"),
    ("Pontianak", "Kalimantan Barat"),
    ("Medan", "Sumatera Utara"),
    ("Palembang", "Sumatera Selatan"),
    ("Balikpapan", "Kalimantan Timur"),
]
ID_BUY = "PT {a} Agro Lestari|PT {a} Sawit Nusantara|PT Perkebunan {a}|PT {a} Plantations Tbk|PT {a} Mining Services|PT {a} Inti Sejahtera"
ID_BUY_A = "Sinar Borneo|Mitra Andalas|Bumi Khatulistiwa|Cahaya Riau|Tunas Harapan|Permata Hijau|Kencana Raya|Teluk Jaya".split(
    "|"
)
ID_SUP = "PT {a} Teknik Mandiri|CV {a} Jaya|PT {a} Sarana Niaga|CV {a} Motor|PT {a} Kimia Utama|UD {a}|PT {a} Perkasa Abadi|CV {a} Sejahtera Bersama"
ID_SUP_A = "Sumber Rejeki|Karya Abadi|Maju Bersama|Berkah Sentosa|Tiga Serangkai|Mulia Makmur|Rizki Utama|Bintang Timur|Surya Kencana|Harapan Baru".split(
    "|"
)
ID_PEOPLE = "Budi Santoso|Siti Rahmawati|Andi Wijaya|Dewi Lestari|Hendra Gunawan|Rina Marlina|Agus Setiawan|Yuliana Putri|Fajar Nugroho|Indra Saputra".split(
    "|"
)
# name | unit | lo | hi (thousand rupiah)
ID_ITEMS = [
    ("Pupuk NPK 15-15-15 (karung 50 kg)", "Karung", 420, 620),
    ("Pupuk Urea Non Subsidi (karung 50 kg)", "Karung", 330, 480),
    ("Herbisida Glifosat 480 SL (jerigen 20 L)", "Jerigen", 1150, 1800),
    ("Dodos Sawit Besar", "Pcs", 85, 160),
    ("Egrek Galvanis + Galah 12 m", "Set", 420, 780),
    ("Ban Luar 10.00-20 Truk", "Pcs", 3800, 5600),
    ("Oli Mesin SAE 15W-40 (drum 209 L)", "Drum", 11500, 16800),
    ("Solar Industri B40", "Liter", 12, 16),
    ("Filter Solar Fleetguard FF5052", "Pcs", 210, 390),
    ("Sepatu Boot Karet", "Pasang", 75, 140),
    ("Karung Goni Bekas", "Lembar", 4, 9),
    ("Semen Portland 50 kg", "Zak", 62, 85),
    ("Besi Beton Ulir D13 12 m", "Batang", 115, 165),
    ("Sewa Excavator PC200 (per jam)", "Jam", 380, 550),
]


def _id(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|libsans|helv|times|djcond"))
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 54
    (k1, pr1), (k2, pr2) = rng.sample(ID_PLACE, 2)
    buyer = la.pick(rng, ID_BUY).format(a=rng.choice(ID_BUY_A))
    sup = la.pick(rng, ID_SUP).format(a=rng.choice(ID_SUP_A))
    dt = la.day(rng)
    est = rng.choice(["KBN", "PKS", "EST", "HO", "SITE"])
    roman = "I II III IV V VI VII VIII IX X XI XII".split()[dt.month - 1]
    po = la.pick(
        rng,
        f"PO/{est}-{la.digits(rng, '##')}/{dt.year}/{dt.month:02d}/{la.digits(rng, '####')}|{la.digits(rng, '###')}/PO/{est}/{roman}/{dt.year}|PO{dt.year % 100}{dt.month:02d}{la.digits(rng, '#####')}|{est}.PO.{dt.year}.{la.digits(rng, '#####')}",
    )
    pr = la.pick(rng, f"PR/{est}/{dt.year}/{la.digits(rng, '####')}|PP-{la.digits(rng, '#####')}")
    pen = la.pick(rng, f"{la.digits(rng, '###')}/SPH/{roman}/{dt.year}|Q-{la.digits(rng, '####')}")
    npwp = lambda: (
        la.digits(rng, "0#.###.###.#-###.000")
        if rng.random() < 0.5
        else la.digits(rng, "0###############")
    )  # noqa: E731
    page = [1]
    acc = rng.choice(ACCENTS)
    new_dpp = dt >= date(2025, 1, 1) and rng.random() < 0.6
    stated = rng.random() > 0.04

    def foot() -> None:
        d.t(
            r,
            d.h - 22,
            f"Hal. {page[0]} dari {of}" if of else f"Hal. {page[0]}",
            7.5,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer}  -  PO No. {po}", 9, b=True)
        return 52

    y = 36
    d.t(m, y, buyer, name_size(d, buyer, wd * 0.6, 13), b=True)
    d.lines(
        m,
        y + 4,
        [
            f"{rng.choice(['Jl. Jend. Sudirman', 'Jl. Lintas Timur', 'Jl. Ahmad Yani', 'Jl. Trans Kalimantan'])} No. {rng.randint(1, 250)}, {k1}, {pr1}",
            f"NPWP: {npwp()}   Telp. (0{la.digits(rng, '###')}) {la.digits(rng, '######')}",
        ],
        7.6,
        lead=9.5,
    )
    rgb_text(d, r, y, "PURCHASE ORDER", 14, acc, al="r")
    d.t(r, y + 13, "PESANAN PEMBELIAN", 9, al="r", grey=0.3)
    y += 34
    d.line(m, y, r, y, 1)
    y += 8
    lw = wd * 0.52
    d.box(m, y, lw, 78)
    d.t(m + 5, y + 11, "Kepada Yth. / To:", 7.6, b=True, grey=0.3)
    d.t(m + 5, y + 25, sup, name_size(d, sup, lw - 10, 10), b=True)
    d.lines(
        m + 5,
        y + 29,
        [
            f"{rng.choice(['Jl. Riau', 'Jl. Tuanku Tambusai', 'Jl. Gatot Subroto', 'Kawasan Pergudangan'])} No. {rng.randint(1, 99)}, {k2}",
            f"NPWP: {npwp()}",
            f"Up. / Attn: {rng.choice(ID_PEOPLE)}  HP 08{la.digits(rng, '##-####-####')}",
        ],
        7.6,
        lead=10,
    )
    pairs = [
        ("No. PO", po),
        ("Tanggal / Date", la.dfmt(dt, "dmy")),
        ("No. PR / Requisition", pr),
        ("No. Penawaran / Quote", pen),
        (
            "Kebun / Site",
            f"{est} {rng.choice(['Sei Rokan', 'Batang Hari', 'Sampit', 'Muara Wahau', 'Ketapang'])}",
        ),
        (
            "Syarat Bayar / Terms",
            la.pick(rng, "30 hari setelah invoice|Kredit 45 hari|COD|DP 30%, pelunasan 30 hari"),
        ),
    ]
    d.kv(m + lw + 8, y + 2, pairs, 98, 7.6)
    y += 88
    n = rng.randint(2, 8) if rng.random() < 0.65 else rng.randint(20, 34)
    rows = []
    for k, (name, unit, lo, hi) in enumerate(take(rng, ID_ITEMS, n)):
        p = price(rng, lo, hi, whole=True) * 1000
        if unit == "Liter":
            q = Decimal(rng.choice([2000, 5000, 8000, 16000]))
        elif unit in ("Karung", "Lembar", "Zak"):
            q = Decimal(rng.choice([50, 100, 200, 400, 600, 1000]))
        else:
            q = Decimal(rng.choice([2, 4, 6, 10, 12, 20, 24, 50]))
        disc = Decimal(rng.choice([0, 0, 0, 2, 5]))
        amt = r0(p * q * (100 - disc) / 100)
        cells = [
            str(k + 1),
            la.digits(rng, "#0-####-###"),
            name,
            dots(q),
            unit,
            dots(p),
            f"{disc}%" if disc else "-",
            dots(amt),
        ]
        if not stated:
            cells[7] = ""
        rows.append((cells, amt))
    heads = [
        "No",
        "Kode Barang",
        "Nama Barang / Description",
        "Qty",
        "Sat./Unit",
        "Harga Satuan",
        "Disc",
        "Jumlah / Amount",
    ]
    widths = [wd * v / 100 for v in (5, 12, 34, 8, 9, 12, 6, 14)]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "cllrcrcr",
        size=7.4,
        rowh=14,
        bottom=bottom,
        brk=brk,
        hrgb=acc if rng.random() < 0.5 else None,
        grid=rng.random() < 0.6,
        hsize=6.8,
    )
    sub = sum((a for _, a in rows), ZERO)
    ongkir = Decimal(rng.choice([250000, 500000, 750000, 1500000])) if rng.random() < 0.35 else ZERO
    dpp = sub + ongkir
    if new_dpp:
        dpp_l = r0(dpp * 11 / 12)
        ppn = r0(dpp_l * 12 / 100)
    else:
        dpp_l = dpp
        ppn = r0(dpp * 11 / 100)
    total = dpp + ppn
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Sub Total", dots(sub), False)]
        if ongkir:
            trs.append(("Ongkos Kirim / Freight", dots(ongkir), False))
        trs.append(("DPP", dots(dpp), False))
        if new_dpp:
            trs += [("DPP Nilai Lain (11/12)", dots(dpp_l), False), ("PPN 12%", dots(ppn), False)]
        else:
            trs.append(("PPN 11%", dots(ppn), False))
        trs.append(
            (
                la.pick(rng, "Grand Total|TOTAL|Total Pembelian|Jumlah Total"),
                f"Rp {dots(total)}",
                True,
            )
        )
        ty = d.summary(m + wd * 0.56, r - 3, y, trs, 8.4, box_last=True)
        d.t(m, y + 10, "Terbilang / In words:", 7.8, b=True)
        wrapped(d, m, y + 14, f"# {b4.id_words(int(total))} Rupiah #", 7.8, wd * 0.5)
        y = max(ty, y + 50) + 6
    else:
        y = (
            wrapped(
                d,
                m,
                y,
                "Harga mengacu pada kontrak harga satuan yang berlaku; nilai tagihan sesuai jumlah yang diterima di gudang kebun.",
                8,
                wd,
            )
            + 6
        )
    notes = [
        "Barang dikirim ke gudang kebun; Surat Jalan wajib mencantumkan nomor PO ini.",
        "Faktur Pajak dan invoice asli dikirim ke kantor pusat bagian Finance.",
        f"Waktu pengiriman: {rng.randint(7, 30)} hari sejak PO diterima.",
        "Barang yang tidak sesuai spesifikasi akan dikembalikan atas biaya pemasok.",
    ]
    if y + 80 > bottom:
        y = brk()
    d.t(m, y + 10, "Catatan / Remarks:", 8, b=True)
    y += 14
    for t in rng.sample(notes, rng.randint(2, 4)):
        y = wrapped(d, m, y, f"{t}", 7.5, wd)
    y += 34
    if y + 10 > bottom:
        y = brk() + 30
    for k, lab in enumerate(
        [
            "Dibuat oleh / Prepared",
            "Diperiksa / Checked",
            "Disetujui / Approved",
            "Pemasok / Supplier",
        ]
    ):
        d.sign(m + k * wd / 4, y, wd / 4 - 12, lab, 7)
    foot()
    out = finish(d, "id", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind21_id_pesanan_pembelian_kebun(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _id)


# --------------------------------------------------------------------------- 10 en-US county purchase order (blanket, release or regular)

US_COUNTY = [
    ("Marion", "OR", "Salem"),
    ("Washoe", "NV", "Reno"),
    ("Brazos", "TX", "Bryan"),
    ("Tippecanoe", "IN", "Lafayette"),
    ("Sedgwick", "KS", "Wichita"),
    ("Chatham", "GA", "Savannah"),
    ("Linn", "IA", "Cedar Rapids"),
    ("Boone", "MO", "Columbia"),
    ("Yakima", "WA", "Yakima"),
    ("Pitt", "NC", "Greenville"),
]
US_DEPT = "Public Works - Road Maintenance|Sheriff's Office|Parks & Recreation|Facilities Management|Health Department|Fleet Services|Solid Waste Division|Information Technology".split(
    "|"
)
US_VEND = "{a} Supply Co.|{a} Industries, Inc.|{a} Equipment LLC|{a} & Sons, Inc.|{a} Office Products, Inc.|{a} Uniform Company|{a} Asphalt & Paving LLC|{a} Fire & Safety, Inc.|{a} Janitorial Supply Corp."
US_VEND_A = "Midwest|Cascade|Lone Star|Heartland|Summit|Keystone|Blue Ridge|Prairie|Great Plains|Coastal|Tri-County|Hoosier".split(
    "|"
)
US_PEOPLE = "Karen Mitchell|David Ortiz|Linda Chavez|Robert Nguyen|Susan Walker|James Patterson|Maria Gonzales|Thomas Reed".split(
    "|"
)
# descr | unit | lo | hi | nigp
US_ITEMS = [
    ("Rock salt, bulk, delivered", "TON", 68, 96, "745-73"),
    ("Cold patch asphalt, 50 lb bag", "BAG", 11, 19, "745-06"),
    ("Traffic cone, 28 in., reflective", "EA", 14, 26, "550-77"),
    ("Copy paper, 8.5x11, 20 lb, case of 10 rm", "CS", 38, 58, "615-40"),
    ("Nitrile exam gloves, box of 100", "BX", 6.5, 12, "345-42"),
    ("Uniform shirt, class B, short sleeve", "EA", 28, 46, "200-45"),
    ("Body armor carrier, Level IIIA", "EA", 640, 980, "680-07"),
    ("Motor oil 15W-40, 55 gal drum", "DR", 620, 910, "405-57"),
    ("Trash can liner, 40x46, 1.5 mil, case", "CS", 32, 55, "485-52"),
    ("Fire extinguisher, 10 lb ABC", "EA", 58, 96, "340-28"),
    ("Mulch, hardwood, bulk", "CY", 24, 38, "990-25"),
    ("Laptop computer, 14 in., per spec", "EA", 980, 1450, "204-40"),
    ("Tire, 11R22.5, drive position", "EA", 410, 620, "863-94"),
    ("Playground safety surfacing, EWF", "CY", 42, 65, "295-52"),
    ("Vaccine cooler, medical grade", "EA", 3100, 4800, "490-60"),
]


def _us(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(LETTER, la.pick(rng, "helv|times|libsans|dejavu|mono"))
    m = rng.uniform(30, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 58
    county, st, seat = rng.choice(US_COUNTY)
    entity = la.pick(
        rng,
        f"COUNTY OF {county.upper()}|{county} County|{county.upper()} COUNTY BOARD OF COMMISSIONERS",
    )
    vend = la.pick(rng, US_VEND).format(a=rng.choice(US_VEND_A))
    dt = la.day(rng)
    fy = dt.year + (1 if dt.month >= 7 else 0)
    mode = rng.choice(["regular", "regular", "blanket", "release"])
    po = la.pick(
        rng,
        f"P{fy % 100}{la.digits(rng, '#####')}|{fy % 100}-{la.digits(rng, '######')}|PO{fy}-{la.digits(rng, '#####')}|{la.digits(rng, '######')}",
    )
    bpo = la.pick(
        rng,
        f"B{fy % 100 - 1}-{la.digits(rng, '####')}|BPO {fy - 1}-{la.digits(rng, '###')}|MA-{la.digits(rng, '#####')}",
    )
    if mode == "blanket":
        po = la.pick(
            rng,
            f"B{fy % 100}-{la.digits(rng, '####')}|BPO{fy}-{la.digits(rng, '####')}|{fy % 100}B{la.digits(rng, '#####')}",
        )
    req = la.pick(
        rng,
        f"R{fy % 100}{la.digits(rng, '#####')}|REQ-{la.digits(rng, '######')}|{la.digits(rng, '#######')}",
    )
    vno = la.pick(
        rng, f"V{la.digits(rng, '######')}|{la.digits(rng, '#####')}|VEN-{la.digits(rng, '#####')}"
    )
    bid = la.pick(
        rng,
        f"RFQ {fy % 100}-{la.digits(rng, '###')}|IFB #{fy - 1}-{la.digits(rng, '##')}|Sourcewell #{la.digits(rng, '######')}-{la.digits(rng, '@@@')}",
    )
    dept = rng.choice(US_DEPT)
    page = [1]
    acc = rng.choice(ACCENTS)
    title = {
        "regular": la.pick(rng, "PURCHASE ORDER|PURCHASE ORDER|OFFICIAL PURCHASE ORDER"),
        "blanket": "BLANKET PURCHASE ORDER",
        "release": "PURCHASE ORDER - RELEASE",
    }[mode]

    def foot() -> None:
        d.t(
            r,
            d.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            7.5,
            al="r",
            grey=0.35,
        )
        d.t(m, d.h - 24, "Vendor copy", 7.2, grey=0.45)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{entity} - P.O. {po} (continued)", 9, b=True)
        return 52

    y = 34
    d.box(m, y, 46, 46)
    d.t(m + 23, y + 26, "SEAL", 7, al="c", grey=0.5)
    d.t(m + 56, y + 14, entity, name_size(d, entity, wd * 0.5, 13), b=True)
    d.lines(
        m + 56,
        y + 18,
        [
            la.pick(
                rng,
                "Purchasing Division|Department of Finance - Procurement|Office of Purchasing & Contracts",
            ),
            f"{la.digits(rng, '###')} {rng.choice(['Main', 'Court', 'Commercial', 'Liberty'])} St., Room {la.digits(rng, '##')}, {seat}, {st} {la.digits(rng, '#####')}",
            f"Phone ({la.digits(rng, '###')}) {la.digits(rng, '###-####')}",
        ],
        7.6,
        lead=9.5,
    )
    bx = r - 200
    rgb_box(d, bx, y, 200, 18, acc)
    rgb_text(d, bx + 100, y + 12.5, title, 9.6 if mode != "release" else 8.6, (1, 1, 1), al="c")
    d.box(bx, y + 18, 200, 40)
    d.t(bx + 4, y + 28, la.pick(rng, "PURCHASE ORDER NO.|P.O. NUMBER|PO NUMBER"), 7, b=True)
    d.t(bx + 100, y + 48, po, 14, b=True, al="c")
    d.t(bx, y + 68, "This number must appear on all invoices,", 6.6, grey=0.3)
    d.t(bx, y + 76, "packing slips, cartons and correspondence.", 6.6, grey=0.3)
    y += 88
    vals = [la.dfmt(dt, "us"), req, vno, f"FY{fy}", rng.choice(US_PEOPLE)]
    labs = ["Order Date", "Requisition No.", "Vendor No.", "Fiscal Year", "Buyer"]
    if mode == "release":
        labs[3], vals[3] = "Blanket PO No.", bpo
    elif mode == "blanket":
        labs[3], vals[3] = "Term", f"{la.dfmt(dt, 'us')} - 06/30/{fy}"
    y = d.grid(m, y, [wd * v for v in (0.16, 0.2, 0.18, 0.26, 0.2)], labs, vals, 7.8) + 8
    colw = wd / 2 - 5
    d.box(m, y, colw, 74)
    d.t(m + 4, y + 10, "VENDOR", 7, b=True, grey=0.3)
    d.t(m + 4, y + 24, vend, name_size(d, vend, colw - 8, 10), b=True)
    d.lines(
        m + 4,
        y + 28,
        [
            f"{la.digits(rng, '####')} {rng.choice(['Industrial Pkwy', 'Commerce Dr.', 'Route 9', 'Airport Rd.'])}",
            f"{rng.choice(['Springfield', 'Madison', 'Franklin', 'Clinton', 'Georgetown'])}, {st} {la.digits(rng, '#####')}",
            f"Attn: {rng.choice(US_PEOPLE)}  {la.digits(rng, '(###) ###-####')}",
        ],
        7.6,
        lead=10,
    )
    sx = m + colw + 10
    d.box(sx, y, colw, 74)
    d.t(sx + 4, y + 10, "SHIP TO", 7, b=True, grey=0.3)
    d.lines(
        sx + 4,
        y + 14,
        [
            f"{entity}",
            dept,
            f"{la.digits(rng, '####')} {rng.choice(['County Farm Rd.', 'Shop Rd.', 'Justice Way', 'Park Ave.'])}",
            f"{seat}, {st} {la.digits(rng, '#####')}",
        ],
        7.6,
        lead=10,
    )
    d.t(sx + 4, y + 68, "BILL TO: Accounts Payable (same address as above)", 6.8, grey=0.3)
    y += 82
    pairs = [
        ("Department", dept),
        ("Contract / Bid", bid),
        (
            "Delivery",
            la.pick(
                rng,
                "FOB Destination, freight prepaid|FOB Destination|Deliver as requested by department",
            ),
        ),
        ("Terms", la.pick(rng, "Net 30|Net 45|2% 10, Net 30")),
    ]
    d.kv(m, y, pairs, 74, 7.6)
    d.t(r, y + 8, f"Tax Exempt No. {la.digits(rng, '##-#######')}", 7.4, al="r")
    y += 4 * 7.6 * 1.4 + 8
    n = rng.randint(1, 6) if rng.random() < 0.7 else rng.randint(20, 32)
    if mode == "blanket":
        n = rng.randint(1, 3)
    rows = []
    for k, (desc, unit, lo, hi, nigp) in enumerate(take(rng, US_ITEMS, n)):
        p = price(rng, lo, hi)
        q = (
            Decimal(qty(rng, hi))
            if unit not in ("TON", "CY")
            else Decimal(rng.choice([25, 50, 120, 200, 400]))
        )
        amt = r2(p * q)
        if mode == "blanket":
            nte = Decimal(rng.choice([5000, 10000, 15000, 25000, 40000, 50000]))
            rows.append(
                (
                    [
                        str(k + 1),
                        "1",
                        "LOT",
                        f"{desc} - as needed per {bid}, unit price ${us(p)}/{unit}, not to exceed",
                        nigp,
                        us(nte),
                        us(nte),
                    ],
                    nte,
                )
            )
        else:
            rows.append(([str(k + 1), f"{q}", unit, desc, nigp, us(p), us(amt)], amt))
    heads = ["Line", "Qty", "Unit", "Description", "NIGP", "Unit Cost", "Extended"]
    widths = [wd * v / 100 for v in (6, 8, 7, 45, 9, 11, 14)]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        rows,
        "crclcrr",
        size=7.4,
        rowh=14,
        bottom=bottom,
        brk=brk,
        grid=True,
        hsize=7,
    )
    total = sum((a for _, a in rows), ZERO)
    ship = (
        Decimal(rng.choice([45, 85, 150, 275]))
        if mode == "regular" and rng.random() < 0.3
        else ZERO
    )
    total += ship
    if y + 150 > bottom:
        y = brk()
    y += 6
    trs = []
    if ship:
        trs += [("Merchandise", us(total - ship), False), ("Shipping & Handling", us(ship), False)]
    trs.append(
        (
            la.pick(rng, "PO TOTAL|TOTAL ORDER AMOUNT|TOTAL|Total Encumbered")
            if mode != "blanket"
            else la.pick(rng, "TOTAL NOT TO EXCEED|BLANKET TOTAL|PO TOTAL"),
            f"${us(total)}",
            True,
        )
    )
    ty = d.summary(m + wd * 0.6, r - 3, y, trs, 8.6, box_last=True)
    # account distribution
    d.t(m, y + 10, "ACCOUNT DISTRIBUTION", 7.4, b=True)
    splits = (
        [total]
        if rng.random() < 0.6
        else [r2(total * Decimal("0.6")), total - r2(total * Decimal("0.6"))]
    )
    yy = y + 14
    for s_ in splits:
        acct = f"{la.digits(rng, '###')}-{la.digits(rng, '####')}-{la.digits(rng, '#####')}-{la.digits(rng, '####')}"
        yy = lrow(d, m, yy, [wd * 0.32, wd * 0.18], [acct, us(s_)], "lr", h=12, size=7.2)
    y = max(ty, yy) + 10
    terms = [
        "Vendor agrees to the County's standard terms and conditions, available at the Purchasing Division web page.",
        "The County is exempt from state sales and federal excise taxes. Do not include taxes on invoices.",
        "Invoices must be sent to Accounts Payable and must reference the purchase order number above.",
        "Partial shipments are acceptable. Back orders over 30 days require the buyer's approval.",
    ]
    if mode == "release":
        terms.insert(
            0,
            f"This release is issued against blanket purchase order {bpo}; pricing per the blanket's terms.",
        )
    if y + 60 > bottom:
        y = brk()
    for t in terms[:1] + rng.sample(terms[1:], 2):
        y = wrapped(d, m, y, t, 7.2, wd, grey=0.2)
    y += 34
    if y + 10 > bottom:
        y = brk() + 30
    d.sign(
        r - 200,
        y,
        200,
        la.pick(rng, "Purchasing Agent|Procurement Manager|Authorized Signature - Purchasing"),
        7.2,
    )
    d.t(m, y, f"Encumbered by: {rng.choice(US_PEOPLE)}", 7.2, grey=0.3)
    foot()
    return finish(d, "en", "purchase_order", po, vend, total)


def blind21_en_us_county_purchase_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind21_tw_zhizao_caigoudan,
        blind21_zh_dinghuo_hetong_jiayi_huhuan,
        blind21_ja_kensetsu_chumonsho_ukesho,
        blind21_en_in_cement_gst_po,
        blind21_pt_br_construtora_pedido_obra,
        blind21_pl_zamowienie_opakowania,
        blind21_tr_santiye_satinalma_siparisi,
        blind21_vi_don_dat_hang_hoa_chat,
        blind21_id_pesanan_pembelian_kebun,
        blind21_en_us_county_purchase_order,
    )
}

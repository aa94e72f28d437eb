# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-paperwork families for the blind split written after blind23 (`blind24_*`).

- blind24_zh_caigou_biangeng_dan
- blind24_ja_noonyu_shiji_kobetsu
- blind24_ko_baljuseo_garo_yeonsok
- blind24_en_gh_lpo_levies
- blind24_en_pk_po_corner_box
- blind24_uk_pidtverdzhennia_zamovlennia
- blind24_el_entoli_agoras_metafora
- blind24_ca_comanda_capcalera
- blind24_is_innkaupapontun_lond
- blind24_sq_urdher_blerje_kopje

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (on a seller's confirmation, the customer's order number it
quotes, never the seller's own number; on a change notice, the order's own number; on a
call-off, the call-off's order number, never the framework agreement's); the supplier
(vendor, seller) exactly as printed; the grand total as "1234.50" (whole yen, won and
kronur as "1234.00"; "" when the document states none).
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

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r0, r2, wrapped  # noqa: E402
from families_blind19 import ltable, none_meta, us  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind22 import make, sp  # noqa: E402
from families_blind23 import stated_of  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
NAVY = Color(0.1, 0.2, 0.42)
RED = Color(0.78, 0.1, 0.1)


def whole(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


def eu(v: Decimal) -> str:
    """1.234,50"""
    return grouped(v, ".", ",")


def a_day(rng: random.Random) -> date:
    return date(2025, 4, 1) + timedelta(days=rng.randint(0, 470))


def mark(
    c, w: float, h: float, s: str, font: str, size: float, angle: float, grey: float = 0.88
) -> None:
    """A large rotated watermark word across the page (drawn first, under the content)."""
    c.saveState()
    c.setFillGray(grey)
    c.translate(w / 2, h / 2)
    c.rotate(angle)
    c.setFont(font, size)
    c.drawCentredString(0, -size / 3, s)
    c.restoreState()


def vstamp(c, x: float, y: float, top: str, mid: str, bottom: str, font: str, angle: float) -> None:
    """A rubber stamp in red ink, boxed twice, centred at (x, y) in canvas coordinates."""
    c.saveState()
    c.translate(x, y)
    c.rotate(angle)
    c.setStrokeColorRGB(0.75, 0.12, 0.15)
    c.setFillColorRGB(0.75, 0.12, 0.15)
    c.setLineWidth(1.4)
    c.rect(-62, -24, 124, 48, stroke=1, fill=0)
    c.setLineWidth(0.6)
    c.rect(-58, -20, 116, 40, stroke=1, fill=0)
    c.setFont(font, 8.5)
    c.drawCentredString(0, 8, top)
    c.setFont(font, 10)
    c.drawCentredString(0, -4, mid)
    c.setFont(font, 6.8)
    c.drawCentredString(0, -15, bottom)
    c.restoreState()


# --------------------------------------------------------------------------- 1 zh-Hans change notice to a purchase order (revision 2)

ZH_CITY = ["昆山", "嘉兴", "芜湖", "东莞", "惠州", "宜昌", "柳州", "株洲", "襄阳", "盐城"]
ZH_BUY = "{c}{b}电子科技有限公司|{c}{b}汽车零部件有限公司|{c}{b}精密制造股份有限公司|{c}{b}电器有限公司|{c}{b}新能源科技有限公司"
ZH_BUY_B = "华创 众泰 德赛 伟业 凯丰 远航 博世达 金科 星辉 同力".split()
ZH_SUP = "{c}{b}五金制品有限公司|{c}{b}塑胶模具有限公司|{c}市{b}包装材料有限公司|{c}{b}电子元件有限公司|{b}（{c}）精工有限公司|{c}{b}线缆有限公司"
ZH_SUP_B = "永固 精诚 鸿达 昌盛 伟力 新源 兴隆 联发 合顺 巨丰".split()
ZH_PARTS = [
    ("1001-0231", "冲压支架 SPCC t1.5 镀锌", "PCS", 1.2, 4.8),
    ("1001-0457", "铝压铸壳体 ADC12", "PCS", 18, 46),
    ("1002-1108", "注塑件 PC+ABS 黑色 外壳", "PCS", 3.5, 12),
    ("1002-1212", "硅胶按键 8键", "PCS", 0.8, 2.6),
    ("1003-2020", "线束 6P 300mm 端子压接", "PCS", 2.2, 7.5),
    ("1003-2044", "电源适配器 12V 2A", "PCS", 11, 22),
    ("1004-0015", "不锈钢螺丝 M3×8 十字", "千个", 28, 65),
    ("1004-0089", "铜螺母 M4 滚花", "千个", 95, 180),
    ("1005-3301", "瓦楞纸箱 五层 480×360×300", "个", 4.6, 9.8),
    ("1005-3318", "EPE 珍珠棉内衬", "套", 1.1, 3.4),
    ("1006-7001", "PCB 双面板 FR-4 1.6mm", "PCS", 4.8, 15),
    ("1006-7032", "贴片电容 0805 10uF", "K", 18, 36),
]


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(32, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    c1, c2 = rng.choice(ZH_CITY), rng.choice(ZH_CITY)
    buyer = cj.pick(rng, ZH_BUY).format(c=c1, b=rng.choice(ZH_BUY_B))
    sup = cj.pick(rng, ZH_SUP).format(c=c2, b=rng.choice(ZH_SUP_B))
    d0 = cj.a_date(rng)
    d = d0 + timedelta(days=rng.randint(4, 30))
    po = cj.number(rng, d0, "PO{Y}{m}{n4}|CGDD-{y}{m}-{n4}|4510{n6}|PO-{Y}-{n5}")
    chg = cj.number(rng, d, "BG{y}{m}{n3}|ECN-{Y}{n4}|CR{y}{n4}")
    pr = cj.number(rng, d0, "PR{Y}{n5}|QG-{y}{m}{n3}")
    vcode = f"S{rng.randint(10000, 39999)}"
    rev = rng.choice(["2", "02", "Rev.2", "B"])
    page = [1]
    stated = stated_of(rng)
    who = cj.person(rng)

    def foot() -> None:
        s = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(right, pdf.h - 22, s, 7.6, align="r", colour=GREY)
        pdf.text(m, pdf.h - 22, f"{buyer} 采购部　表单编号 QR-PU-07", 7.2, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"采购订单变更单（续）　订单号：{po}　版本：{rev}", 9, bold=True)
        return 46

    y = 40
    pdf.text(m, y, buyer, 14, bold=True)
    pdf.text(
        m,
        y + 14,
        f"{c1}市{cj.zh_addr(rng).split('市', 1)[-1]}　电话：{cj.zh_tel(rng)}",
        7.6,
        colour=GREY,
    )
    # corner box: order number, version, date
    bw = 170
    bx = right - bw
    kgrid(
        pdf,
        bx,
        y - 14,
        [62, bw - 62],
        [["订单号", po], ["变更版本", rev], ["变更单号", chg], ["变更日期", cj.fdate(d, "iso")]],
        h=14,
        size=7.8,
        labels=(0,),
        fill=PALE,
    )
    y += 60
    title = cj.pick(rng, "采购订单变更单|采购订单变更通知|订单变更确认单|采购订单修订通知书")
    pdf.text(m + (wd - bw) / 2, y - 14, title, 17, align="c", bold=True, space=1)
    y += 4
    rows = [
        ["供应商", sup, "供应商代码", vcode],
        ["联系人", f"{cj.person(rng)}　{cj.mobile(rng)}", "原订单日期", cj.fdate(d0, "cn")],
        ["采购员", f"{who}　{cj.zh_tel(rng)}", "请购单号", pr],
        [
            "变更原因",
            cj.pick(
                rng,
                "客户需求调整，数量变更|交期调整及单价更新|增加物料，取消部分行|工程变更（ECN）导致物料替换",
            ),
            "币别",
            "人民币（含税13%）",
        ],
    ]
    y = (
        kgrid(
            pdf, m, y, [wd * 0.12, wd * 0.43, wd * 0.15, wd * 0.30], rows, h=17, size=8.2, fill=PALE
        )
        + 12
    )
    lines = make(rng, ZH_PARTS, rng.choice([2, 3, 4, 5, 6, 8, 10, 12, 16]))
    body = []
    old_sum = ZERO
    new_sum = ZERO
    for i, (it, q, p, _a) in enumerate(lines, 1):
        kind = (
            rng.choice(["qty", "qty", "price", "date", "none", "cancel", "new"])
            if len(lines) > 1
            else "qty"
        )
        oq, op, nq, np_ = q, p, q, p
        note = "无变更"
        if kind == "qty":
            nq = q + Decimal(rng.choice([-1, 1]) * max(1, int(q * Decimal("0.4"))))
            note = "数量变更"
        elif kind == "price":
            np_ = r2(p * Decimal(rng.choice(["0.95", "0.97", "1.03", "1.05"])))
            note = "单价调整"
        elif kind == "date":
            note = "交期延后"
        elif kind == "cancel":
            nq = ZERO
            note = "取消"
        elif kind == "new":
            oq = ZERO
            note = "新增"
        oa, na = r2(oq * op), r2(nq * np_)
        old_sum += oa
        new_sum += na
        body.append(
            (
                [
                    str(i * 10),
                    it[0],
                    it[1],
                    it[2],
                    f"{oq:,.0f}",
                    f"{nq:,.0f}",
                    f"{np_:.4f}".rstrip("0").rstrip(".") if np_ < 10 else cj.money(np_),
                    cj.money(oa),
                    cj.money(na),
                    note,
                ],
                na,
            )
        )
    widths = cj.rel(wd, [4, 8, 22, 4, 6, 6, 7, 9, 9, 7])
    y = ctable(
        pdf,
        m,
        y,
        widths,
        [
            "行号",
            "物料编码",
            "物料名称/规格",
            "单位",
            "原数量",
            "新数量",
            "单价",
            "原金额",
            "新金额",
            "变更",
        ],
        body,
        "cllcrrrrrc",
        rowh=17,
        size=7.4,
        bottom=bottom - 24,
        brk=brk,
    )
    total = new_sum
    diff = new_sum - old_sum
    if y + 140 > bottom:
        y = brk()
    y += 14
    if stated:
        sx = m + wd * 0.5
        pairs = [
            ("原订单金额（含税）", cj.money(old_sum), False),
            ("本次变更金额", ("+" if diff >= 0 else "-") + cj.money(abs(diff)), False),
            (
                cj.pick(rng, "变更后订单总金额（含税）|变更后订单总额|修订后订单金额合计"),
                cj.money(total),
                True,
            ),
            ("其中税额（13%）", cj.money(r2(total * 13 / 113)), False),
        ]
        for lab, v, b in pairs:
            if b:
                pdf.rect(sx - 4, y - 12, right - sx + 4, 17, fill=PALE, stroke=None)
            pdf.text(sx, y, lab, 9 if b else 8.4, bold=b)
            pdf.text(right - 3, y, f"¥{v}", 9 if b else 8.4, align="r", bold=b)
            y += 17
        pdf.text(m, y - 60, f"变更后金额大写：{cj.daxie(total)}", 8.4, maxw=wd * 0.46)
    else:
        pdf.text(m, y, "注：本变更单仅调整数量及交期，金额按原订单单价结算，以实际收货为准。", 8.4)
        y += 14
    y += 12
    notes = [
        "1. 本变更单为原采购订单不可分割的一部分，除上述变更内容外，原订单其他条款不变。",
        "2. 供应商请于收到本变更单后两个工作日内签字盖章回传，逾期未回复视为同意。",
        "3. 已按原订单生产的在制品，请于回传时一并说明数量。",
    ]
    for t in notes[: rng.randint(2, 3)]:
        pdf.text(m, y, t, 7.8)
        y += 13
    y += 26
    if y + 70 > bottom:
        y = brk() + 30
    cols = [("编制", who), ("审核", cj.person(rng)), ("批准", cj.person(rng))]
    for k, (lab, nm) in enumerate(cols):
        pdf.text(m + k * 105, y, f"{lab}：{nm}", 8.6)
    pdf.stamp(m + 150, y - 8, buyer, rng, caption="采购专用章", r=34)
    rx = m + wd * 0.64
    pdf.text(rx, y - 14, "供应商确认（签字盖章）：", 8.8, bold=True)
    pdf.line(rx, y + 22, right, y + 22, lw=0.5)
    pdf.text(rx, y + 36, "日期：", 8.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind24_zh_caigou_biangeng_dan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 2 ja call-off against a framework agreement, with a delivery schedule (landscape)

JA_BUY = "{s}工業株式会社|株式会社{s}製作所|{s}自動車部品株式会社|{s}電装株式会社|{s}機工株式会社"
JA_BUY_S = "東和 北斗 三光 中部 大同 富士 協和 日本精密 新潟 飛鳥".split()
JA_SUP = "株式会社{s}|{s}工業株式会社|{s}化成株式会社|有限会社{s}製作所|{s}ゴム工業株式会社|{s}プレス株式会社"
JA_SUP_S = "丸山 河合 イトウ 堀江 タカギ 松栄 三和 ヤマト 小松 大栄".split()
JA_PARTS = [
    ("71120-4A010", "ブラケット ASSY フロント", "個", 42, 180),
    ("71120-4A022", "ステー リヤ 左", "個", 28, 120),
    ("82231-1B105", "ハーネス サブ エンジンルーム", "本", 380, 1200),
    ("90105-08011", "フランジボルト M8×20", "本", 3, 12),
    ("90179-06044", "ナット ウェルド M6", "個", 2, 8),
    ("55410-2C300", "カバー ASSY インパネ", "個", 650, 1800),
    ("16410-3D050", "ホース ラジエータ アッパ", "本", 220, 640),
    ("62011-0E120", "ウェザストリップ ドア", "本", 310, 920),
    ("48820-5K010", "ブッシュ スタビライザ", "個", 45, 160),
    ("77300-8G050", "キャップ フューエル", "個", 130, 380),
]


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(28, 36)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 40
    buyer = cj.pick(rng, JA_BUY).format(s=rng.choice(JA_BUY_S))
    sup = cj.pick(rng, JA_SUP).format(s=rng.choice(JA_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}-{n5}|K{Y}{n5}|HN-{n7}|{Y}{m}{n4}")
    kk = cj.number(rng, d, "KK-{n4}|基{n5}|MA{y}{n3}")
    tcode = f"{rng.randint(100, 999)}{rng.randint(100, 999)}"
    page = [1]
    stated = stated_of(rng)
    ndates = rng.choice([4, 5, 6, 6, 8])
    start = d + timedelta(days=rng.randint(5, 12))
    dates = [start + timedelta(days=7 * k + rng.randint(0, 1)) for k in range(ndates)]
    title = cj.pick(
        rng, "納入指示書（個別注文書）|注文書 兼 納入指示書|個別注文書・納入計画表|納入指示書"
    )

    def foot() -> None:
        s = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(right, pdf.h - 20, s, 7.6, align="r", colour=GREY)
        pdf.text(
            m,
            pdf.h - 20,
            "本指示書は取引基本契約書に基づく個別契約です。受領後3営業日以内に異議なき場合は承諾したものとみなします。",
            6.8,
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 30, f"{title}（続）　注文番号 {po}　{sup} 御中", 8.6, bold=True)
        return 40

    y = 34
    pdf.text((m + right - 300) / 2, y + 4, title, 15, align="c", bold=True, space=1)
    pdf.text(m, y + 26, f"{sup}　御中", 12, bold=True)
    pdf.line(m, y + 30, m + 250, y + 30, lw=0.8)
    pdf.text(m, y + 44, f"取引先コード：{tcode}", 8)
    pdf.text(
        m,
        y + 57,
        f"基本契約番号：{kk}（{cj.fdate(d - timedelta(days=rng.randint(200, 900)), 'cn')}締結）",
        8,
    )
    gx = right - 300
    kgrid(
        pdf,
        gx,
        y - 8,
        [64, 86, 64, 86],
        [
            ["注文番号", po, "発行日", cj.fdate(d, "slash")],
            ["発注区分", cj.pick(rng, "確定|確定（内示済）|定期"), "改訂", "0"],
            ["納入場所", cj.pick(rng, "第2工場 受入場|本社工場 資材倉庫|物流センター B棟")],
        ],
        h=15,
        size=7.8,
        fill=PALE,
    )
    pdf.text(gx, y + 52, buyer, 10, bold=True)
    pdf.text(gx, y + 64, f"購買部 {cj.person(rng, 'ja')}　TEL {cj.ja_tel(rng)}", 7.6)
    if rng.random() < 0.7:
        pdf.stamp(right - 20, y + 58, buyer[:4], rng, shape="square", r=17)
    y += 82
    pdf.text(m, y, "下記のとおり注文いたします。納入日・数量を厳守願います。", 8.2)
    y += 8
    lines = make(rng, JA_PARTS, rng.choice([2, 3, 4, 5, 6, 8, 10]), whole=True)
    body = []
    net = ZERO
    for i, (it, _q, p, _a) in enumerate(lines, 1):
        lot = rng.choice([10, 20, 50, 100, 200])
        qs = [lot * rng.choice([0, 1, 1, 2, 3, 4]) for _ in dates]
        if not any(qs):
            qs[0] = lot
        tq = sum(qs)
        amt = Decimal(tq) * p
        net += amt
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    whole(p),
                    *[f"{q:,}" if q else "-" for q in qs],
                    f"{tq:,}",
                    whole(amt),
                ],
                amt,
            )
        )
    fixed = [4, 12, 20, 4, 6]
    widths = cj.rel(wd, [*fixed, *[5.2] * ndates, 6.5, 10])
    heads = [
        "No",
        "品番",
        "品名",
        "単位",
        "単価",
        *[f"{x.month}/{x.day}" for x in dates],
        "数量計",
        "金額",
    ]
    y = ctable(
        pdf,
        m,
        y,
        widths,
        heads,
        body,
        "cllcr" + "r" * ndates + "rr",
        rowh=16,
        size=7.2,
        bottom=bottom - 20,
        brk=brk,
        hh=16,
    )
    tax = r0(net * Decimal("0.1"))
    total = net + tax
    if y + 90 > bottom:
        y = brk()
    y += 12
    if stated:
        sx = right - 220
        kgrid(
            pdf,
            sx,
            y,
            [100, 120],
            [
                ["税抜金額", f"¥{whole(net)}"],
                ["消費税（10%）", f"¥{whole(tax)}"],
                [cj.pick(rng, "合計金額|注文金額合計|総合計（税込）"), f"¥{whole(total)}"],
            ],
            h=16,
            size=8.4,
            labels=(0,),
            fill=PALE,
            align="lr",
        )
    pdf.text(m, y + 10, "備考：", 8.4, bold=True)
    rem = [
        f"・内示数量（翌月分）は別途 EDI にて連絡します。前回指示書 {cj.number(rng, d, '{y}{m}-{n5}')} の未納分は本指示に含みません。",
        "・納品書には必ず注文番号・品番を記載してください。",
        "・荷姿：通い箱（指定）、1箱あたり入数は部品仕様書による。",
    ]
    for k, t in enumerate(rem):
        pdf.text(m, y + 24 + k * 12, t, 7.6, maxw=wd - 250)
    y += 70
    if not stated:
        pdf.text(m, y, "※ 金額は納入実績により月末締めで算出します。", 8, colour=RED)
    foot()
    out = cfinish(pdf, "ja", "release", po, sup, total)
    return out if stated else none_meta(out)


def blind24_ja_noonyu_shiji_kobetsu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 3 ko landscape purchase order in small type, running over two or three pages

KO_CITY = "화성 평택 안산 시흥 김해 구미 천안 아산 청주 광양".split()
KO_BUY = "(주){s}|{s} 주식회사|{s}전자(주)|{s}중공업 주식회사|(주){s}오토텍"
KO_BUY_S = "한양 대원 성진 경동 유니온 서해 동양 선진 케이엠 에이스".split()
KO_SUP = "(주){s}|{s}산업(주)|{s}정밀|{s}테크 주식회사|(주){s}기계|{s}상사"
KO_SUP_S = "삼원 진성 태광 금강 일진 한솔 대명 우성 보광 신라".split()
KO_PARTS = [
    ("BLT-M8-25", "육각볼트 M8x25 SUS304", "EA", 60, 180),
    ("NUT-M8", "육각너트 M8 SUS304", "EA", 20, 60),
    ("BRG-6204", "베어링 6204ZZ", "EA", 2800, 6500),
    ("SEN-PX12", "근접센서 M12 PNP", "EA", 18000, 42000),
    ("CYL-32-100", "공압실린더 32x100", "EA", 45000, 98000),
    ("VAL-5P-24", "솔레노이드밸브 5포트 DC24V", "EA", 32000, 76000),
    ("CAB-4C-1.5", "제어케이블 4C 1.5SQ", "M", 1200, 2600),
    ("HOS-10", "우레탄호스 10mm", "M", 800, 1900),
    ("FIT-10-PT", "원터치피팅 10-PT3/8", "EA", 1100, 2800),
    ("MOT-0.4K", "기어드모터 0.4kW 1/30", "EA", 185000, 320000),
    ("PLT-AL-10", "알루미늄판 A5052 t10 300x300", "EA", 26000, 48000),
    ("GLV-NT", "니트릴 코팅장갑", "타", 9000, 16000),
    ("TAP-M6", "핸드탭 M6x1.0", "EA", 4500, 9500),
    ("DRL-8.5", "드릴 HSS 8.5mm", "EA", 3800, 7800),
    ("OIL-68", "유압작동유 VG68 20L", "CAN", 58000, 86000),
    ("FLT-HF", "유압필터 엘리먼트", "EA", 24000, 52000),
    ("LMP-LED", "LED 작업등 24V", "EA", 16000, 38000),
    ("SW-EMG", "비상정지 스위치 40mm", "EA", 9000, 21000),
    ("REL-24", "릴레이 DC24V 4C 소켓포함", "EA", 6500, 14000),
    ("TRM-BLK", "단자대 20P 30A", "EA", 5200, 11000),
]


def _ko(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(26, 34)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 36
    buyer = cj.pick(rng, KO_BUY).format(s=rng.choice(KO_BUY_S))
    sup = cj.pick(rng, KO_SUP).format(s=rng.choice(KO_SUP_S))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "PO{Y}{m}{n4}|P{y}{m}{d}-{n3}|{Y}-{n5}|KP{y}{n6}")
    req = cj.number(rng, d, "PR{y}{m}{n4}|구매요청 {n5}")
    prj = cj.number(rng, d, "PJ-{Y}-{n3}|WO{y}{n4}")
    page = [1]
    stated = stated_of(rng)
    size = rng.choice([6.8, 7.0, 7.2])

    def foot() -> None:
        s = f"- {page[0]} / {of} -" if of else f"- {page[0]} -"
        pdf.text(pdf.w / 2, pdf.h - 16, s, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 26, f"구매발주서 (계속)   발주번호 : {po}", 8.6, bold=True)
        pdf.text(right, 26, sup, 8.2, align="r")
        return 34

    y = 40
    title = cj.pick(rng, "구 매 발 주 서|발   주   서|구매주문서")
    pdf.text(m, y, title, 18, bold=True, space=1)
    pdf.text(m + 200, y, f"발주번호 : {po}", 10.5, bold=True)
    pdf.text(right, y - 8, buyer, 10, align="r", bold=True)
    pdf.text(
        right,
        y + 4,
        f"{rng.choice(KO_CITY)}시 산단로 {rng.randint(10, 399)}  TEL 031-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
        7.2,
        align="r",
        colour=GREY,
    )
    y += 14
    half = wd / 2 - 4
    reg = lambda: f"{rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(10000, 99999)}"  # noqa: E731
    left = [
        ["수 신", sup],
        ["등록번호", reg()],
        [
            "담당자",
            f"{rng.choice('김이박최정강조윤장임')}{rng.choice(['민수', '지훈', '서연', '현우', '은정', '태호'])} 과장",
        ],
        ["연락처", f"010-{rng.randint(2000, 9999)}-{rng.randint(1000, 9999)}"],
    ]
    rgt = [
        ["발주일자", cj.fdate(d, "dot"), "납기일자", cj.fdate(cj.later(rng, d, 7, 30), "dot")],
        ["구매요청번호", req, "프로젝트", prj],
        [
            "납품장소",
            cj.pick(rng, "본사 자재창고|제2공장 생산동 입고장|기술연구소 1층"),
            "결제조건",
            cj.pick(rng, "월말마감 익월 60일 현금|납품 후 30일|전자어음 90일"),
        ],
        [
            "구매담당",
            f"{rng.choice('김이박최정')}{rng.choice(['성호', '유진', '동훈', '미경'])} 대리",
            "검수조건",
            "입고검사 후",
        ],
    ]
    kgrid(pdf, m, y, [60, half - 60], left, h=15, size=7.6, labels=(0,), fill=PALE)
    kgrid(
        pdf,
        m + half + 8,
        y,
        [64, half * 0.5 - 64, 58, half * 0.5 - 58],
        rgt,
        h=15,
        size=7.4,
        fill=PALE,
    )
    y += 70
    lines = make(rng, KO_PARTS, rng.choice([8, 14, 24, 30, 34, 40, 46, 52, 60, 66]), whole=True)
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        vat = r0(a / 10)
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    whole(p),
                    whole(a),
                    whole(vat),
                    cj.fdate(cj.later(rng, d, 7, 30), "iso"),
                    "",
                ],
                a,
            )
        )
    widths = cj.rel(wd, [3, 10, 24, 4, 5, 8, 10, 8, 8, 8])
    y = ctable(
        pdf,
        m,
        y,
        widths,
        ["No", "품번", "품명 및 규격", "단위", "수량", "단가", "공급가액", "세액", "납기", "비고"],
        body,
        "cllcrrrrcl",
        rowh=13,
        size=size,
        bottom=bottom - 10,
        brk=brk,
        hh=14,
        carry=("소계 (다음 쪽으로 이월)", "전 쪽에서 이월", whole, 2, 6),
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = sum((r0(a / 10) for *_, a in lines), ZERO)
    total = net + vat
    if y + 80 > bottom:
        y = brk()
    y += 10
    if stated:
        adv = r0(total * Decimal(rng.choice([0, 0, 10, 20, 30])) / 100)
        rows = [
            ["공급가액 합계", f"{whole(net)} 원"],
            ["부가세 합계", f"{whole(vat)} 원"],
            [cj.pick(rng, "총 발주금액|합계금액 (VAT 포함)|발주총액"), f"{whole(total)} 원"],
        ]
        if adv:
            rows.append(["선급금 (계약 후 지급)", f"{whole(adv)} 원"])
        kgrid(
            pdf, right - 260, y, [110, 150], rows, h=15, size=8, labels=(0,), fill=PALE, align="lr"
        )
    else:
        pdf.text(right - 260, y + 10, "※ 단가계약 품목: 금액은 월말 입고실적 기준으로 정산함", 7.8)
    notes = [
        "1. 납품 시 거래명세서에 발주번호와 품번을 반드시 기재하여 주십시오.",
        "2. 납기 지연 시 지체상금(1일 0.15%)이 부과될 수 있습니다.",
        "3. 본 발주서 수령 후 3일 이내 회신이 없으면 수락한 것으로 간주합니다.",
    ]
    for k, t in enumerate(notes):
        pdf.text(m, y + 10 + k * 12, t, 7.4)
    y += 60
    pdf.text(m, y + 12, f"발주처 : {buyer}   대표이사 (인)", 8.6, bold=True)
    foot()
    out = cfinish(pdf, "ko", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind24_ko_baljuseo_garo_yeonsok(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ko)


# --------------------------------------------------------------------------- 4 en-GH local purchase order with the levies, a serial number, a copy mark and a stamp

GH_BUY = [
    "{t} Municipal Assembly",
    "{t} Technical University",
    "{t} Water Systems Ltd",
    "{t} Regional Hospital",
    "{t} Agro-Processing Company Limited",
    "Ghana {s} Board, {t} Office",
]
GH_TOWN = "Kumasi Takoradi Tamale Cape Coast Koforidua Ho Sunyani Tema Obuasi Techiman".split()
GH_S = "Cocoa Seed Cotton Forestry Fisheries Grains".split()
GH_SUP = "{n} Enterprise|{n} Ventures Ltd|{n} & Sons Company Limited|{n} Trading Co. Ltd|{n} Engineering Services|{n} Supplies Ghana Ltd"
GH_N = [
    "Adom",
    "Nyame Bekyere",
    "Kwabena Asante",
    "Sika",
    "Gye Nyame",
    "Osei Tutu",
    "Abusua",
    "Dzifa",
    "Mawuli",
    "Akwaaba",
    "Sankofa",
    "Owusu-Ansah",
    "Yaw Boateng",
]
GH_ITEMS = [
    ("Cement, 50kg bag (Ordinary Portland)", "bag", 75, 98),
    ("Iron rod 12mm x 9m", "length", 95, 140),
    ("Roofing sheet, aluminium 0.55mm", "sheet", 110, 180),
    ("Printer toner, HP 85A compatible", "pc", 280, 520),
    ("A4 photocopy paper (ream)", "ream", 58, 85),
    ("Office desk, executive, mahogany", "pc", 2400, 4800),
    ("Plastic chair, armless", "pc", 95, 160),
    ("Diesel (gas oil)", "litre", 14, 19),
    ("Engine oil 15W-40, 5L", "gal", 210, 340),
    ("Surgical gloves, latex, box of 100", "box", 65, 120),
    ("Laptop computer, Core i5, 8GB", "pc", 7800, 12500),
    ("Water pump, 2HP surface", "pc", 3600, 6200),
    ("PVC pipe 4 inch x 6m", "length", 120, 210),
    ("Servicing of generator set (labour and parts)", "lot", 1500, 4800),
]


def _gh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans|helv"))
    m = rng.uniform(36, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    town = rng.choice(GH_TOWN)
    buyer = rng.choice(GH_BUY).format(t=town, s=rng.choice(GH_S))
    sup = la.pick(rng, GH_SUP).format(n=rng.choice(GH_N))
    dt = a_day(rng)
    serial = la.digits(rng, rng.choice(["00#####", "0#####", "######", "A ######"]))
    po = serial
    req = la.digits(rng, rng.choice(["SRA/###/##", "REQ-####", "SRV ####"]))
    copy = rng.choice(["ORIGINAL", "DUPLICATE", "DUPLICATE", "TRIPLICATE"])
    page = [1]
    stated = stated_of(rng)
    wm = copy != "ORIGINAL" and rng.random() < 0.75
    ang = rng.uniform(30, 50)

    def foot() -> None:
        if of > 1:
            d.t(r, d.h - 24, f"Page {page[0]} of {of}", 7.2, al="r", grey=0.35)
        d.t(
            m,
            d.h - 24,
            f"{copy} - {la.pick(rng, 'Supplier|Supplier|Accounts')} copy",
            7.2,
            grey=0.35,
        )

    def start() -> None:
        if wm:
            mark(d.c, d.w, d.h, copy, d.bold, 78, ang)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        start()
        d.t(m, 40, f"{buyer} - L.P.O. No. {po} (continued)", 9, b=True)
        return 52

    start()
    y = 40
    d.t(d.w / 2, y, buyer.upper(), 13.5, b=True, al="c")
    d.t(
        d.w / 2,
        y + 13,
        f"P. O. Box {rng.randint(10, 999)}, {town}  |  Digital Address: {rng.choice('AGKWEVNB')}{rng.choice('AKSNTE')}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
        7.8,
        al="c",
        grey=0.3,
    )
    d.t(
        d.w / 2,
        y + 23,
        f"Tel: 0{rng.choice([24, 20, 32, 37, 51])} {la.digits(rng, '### ####')}  |  TIN: C00{la.digits(rng, '########')}",
        7.8,
        al="c",
        grey=0.3,
    )
    y += 34
    d.line(m, y, r, y, 1)
    y += 22
    d.t(m, y, "LOCAL PURCHASE ORDER", 15, b=True)
    d.c.setFillColorRGB(0.75, 0.1, 0.12)
    d.c.setFont(d.bold, 14)
    d.c.drawRightString(r, d.h - y, f"No. {serial}")
    d.t(r, y + 12, copy, 8, b=True, al="r", grey=0.3)
    y += 26
    d.t(m, y, "To: M/s", 9, b=True)
    d.t(m + 42, y, sup, 10, b=True)
    d.line(m + 40, y + 3, m + wd * 0.62, y + 3, 0.4, dash=[1, 2])
    d.t(
        m + 42,
        y + 14,
        f"{la.pick(rng, 'Adum|Kaneshie|Market Circle|Asafo|Lashibi|Community 9')}, {rng.choice(GH_TOWN)}  Tel: 0{rng.choice([24, 54, 20, 55])} {la.digits(rng, '### ####')}",
        8.2,
    )
    d.line(m + 40, y + 17, m + wd * 0.62, y + 17, 0.4, dash=[1, 2])
    kx = m + wd * 0.66
    d.kv(
        kx,
        y - 10,
        [
            ("Date:", f"{dt:%d/%m/%Y}"),
            ("Requisition No.:", req),
            ("Quotation Ref.:", la.digits(rng, "Q/####/##")),
            ("Vote / Acct:", la.digits(rng, "2####-###")),
        ],
        72,
        7.8,
    )
    y += 44
    y = wrapped(
        d,
        m,
        y,
        "Please supply the following goods / services to the Stores Department on or before "
        + f"{dt + timedelta(days=rng.randint(7, 30)):%d %B %Y}"
        + ", subject to the conditions overleaf:",
        8.6,
        wd,
    )
    y += 6
    lines = make(
        rng,
        [(f"G{k}", *it) for k, it in enumerate(GH_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 7, 9, 12, 18]),
    )
    body = [
        ([str(i), it[1], f"{q:,.0f}", it[2], us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    widths = [wd * f for f in (0.07, 0.45, 0.09, 0.09, 0.14, 0.16)]
    y = ltable(
        d,
        m,
        y,
        widths,
        ["Item", "Description", "Qty", "Unit", "Unit Price", "Amount (GHS)"],
        body,
        "clrcrr",
        size=8.2,
        rowh=16,
        bottom=bottom - 30,
        brk=brk,
    )
    sub = sum((a for *_, a in lines), ZERO)
    nhil, getf, covid = (
        r2(sub * Decimal("0.025")),
        r2(sub * Decimal("0.025")),
        r2(sub * Decimal("0.01")),
    )
    base = sub + nhil + getf + covid
    vat = r2(base * Decimal("0.15"))
    total = base + vat
    if y + 150 > bottom:
        y = brk()
    y += 6
    if stated:
        trs = [
            ("Sub-total", us(sub), False),
            ("NHIL 2.5%", us(nhil), False),
            ("GETFund Levy 2.5%", us(getf), False),
            ("COVID-19 HRL 1%", us(covid), False),
            ("Taxable value", us(base), False),
            ("VAT 15%", us(vat), False),
            (la.pick(rng, "TOTAL GHS|GRAND TOTAL (GHS)|TOTAL AMOUNT GHS"), us(total), True),
        ]
        y0 = y
        y = d.summary(m + wd * 0.56, r - 3, y, trs, 8.4, box_last=True)
        whole_c = int(total)
        pes = int(r2(total - whole_c) * 100)
        wrapped(
            d,
            m,
            y0 + 4,
            f"Amount in words: Ghana Cedis {cj._words(whole_c).title()}{f' and {cj._words(pes).title()} Pesewas' if pes else ''} Only",
            8,
            wd * 0.5,
            b=True,
        )
    else:
        y = wrapped(
            d,
            m,
            y,
            "Prices as per quotation; amount payable to be determined on the supplier's invoice (VAT and levies extra).",
            8.4,
            wd * 0.6,
        )
    y += 34
    if y + 80 > bottom:
        y = brk() + 30
    for k, lab in enumerate(
        ["Prepared by (Procurement)", "Approved by (Head of Entity)", "Received by (Supplier)"]
    ):
        d.sign(m + k * (wd / 3), y, wd / 3 - 18, lab, 7.4)
    if rng.random() < 0.7:
        vstamp(
            d.c,
            m + wd * 0.45,
            d.h - y + 34,
            "APPROVED",
            buyer.split(",")[0][:26].upper(),
            f"{dt + timedelta(days=rng.randint(0, 2)):%d %b %Y}".upper(),
            d.bold,
            rng.uniform(-12, 12),
        )
    y += 22
    d.t(
        m,
        y + 8,
        "Conditions: invoice in duplicate quoting the L.P.O. number; goods not in accordance with specification will be rejected; this order is void after 30 days.",
        6.8,
        grey=0.35,
        maxw=wd,
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind24_en_gh_lpo_levies(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _gh)


# --------------------------------------------------------------------------- 5 en-PK purchase order: number in a corner box, unlabelled vendor block, GST and an advance

PK_CITY = [
    "Lahore",
    "Karachi",
    "Faisalabad",
    "Sialkot",
    "Multan",
    "Gujranwala",
    "Rawalpindi",
    "Hyderabad",
    "Peshawar",
]
PK_BUY = "{s} Textile Mills Limited|{s} Pharmaceuticals (Pvt.) Ltd.|{s} Foods (Private) Limited|{s} Steel Industries Ltd.|{s} Surgical Instruments (Pvt) Ltd|{s} Packages Limited"
PK_BUY_S = "Crescent Indus Ravi Noor Al-Karam Shalimar Kohinoor Mehran Chenab Zafar".split()
PK_SUP = "M/s {s} Traders|{s} Engineering Works|{s} Enterprises (Pvt.) Ltd.|{s} & Co.|{s} Chemicals|{s} Electric Store"
PK_SUP_S = [
    "Al-Madina",
    "Hamza",
    "Rehman",
    "Bilal",
    "Usman",
    "Pak-Arab",
    "Faisal",
    "Haider",
    "Awan",
    "Sheikh Brothers",
]
PK_ITEMS = [
    ("MS-0101", "Ball bearing 6308 ZZ (SKF)", "Nos", 1800, 3600),
    ("MS-0144", "V-belt B-68 (Fenner)", "Nos", 650, 1200),
    ("EL-0210", "Cable 4 core 16 mm2 copper", "Mtr", 950, 1600),
    ("EL-0233", "Contactor 3P 40A 220V coil", "Nos", 5200, 9800),
    ("CH-0305", "Caustic soda flakes 99%", "Kg", 140, 210),
    ("CH-0321", "Hydrogen peroxide 50%", "Kg", 160, 260),
    ("PK-0402", "Corrugated carton 5 ply", "Nos", 95, 180),
    ("PK-0415", "Polypropylene bag 50 kg", "Nos", 28, 55),
    ("ST-0501", "Register, 200 pages", "Nos", 180, 320),
    ("SV-0901", "Rewinding of 30 HP motor", "Job", 18000, 42000),
    ("MS-0188", "Hydraulic hose 1/2 in x 1 m with fittings", "Nos", 2400, 4200),
    ("EL-0260", "LED flood light 100W", "Nos", 4200, 7800),
]


def _pk(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|libnarrow|helv"))
    m = rng.uniform(32, 42)
    r = d.w - m
    wd = r - m
    bottom = d.h - 44
    city = rng.choice(PK_CITY)
    buyer = la.pick(rng, PK_BUY).format(s=rng.choice(PK_BUY_S))
    sup = la.pick(rng, PK_SUP).format(s=rng.choice(PK_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"PO-{dt:%y}-{la.digits(rng, '#####')}|{la.digits(rng, '45########')}|PUR/{dt:%Y}/{la.digits(rng, '####')}|LP-{la.digits(rng, '######')}",
    )
    ind = la.digits(rng, rng.choice(["IND-####", "PR-#####", "####/PUR"]))
    quo = la.digits(rng, rng.choice(["Q-####", "QTN/###/##", "Ref. ####"]))
    vcode = la.digits(rng, "V-####")
    page = [1]
    stated = stated_of(rng)
    wm = rng.random() < 0.35
    ang = rng.uniform(35, 55)
    gst = Decimal(rng.choice([18, 18, 17]))

    def foot() -> None:
        s = f"Page {page[0]} of {of}" if of else f"Page {page[0]}"
        d.t(r, d.h - 20, s, 7, al="r", grey=0.35)
        d.t(m, d.h - 20, "This is a system generated purchase order.", 6.8, grey=0.4)

    def start() -> None:
        if wm:
            mark(d.c, d.w, d.h, "COPY", d.bold, 120, ang, grey=0.9)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        start()
        d.t(m, 36, buyer, 9.5, b=True)
        d.t(r, 36, f"P.O. No. {po}", 9, b=True, al="r")
        return 48

    start()
    y = 36
    d.t(m, y + 4, buyer, 13, b=True)
    d.t(
        m,
        y + 16,
        f"{la.pick(rng, 'Plot 12, Sundar Industrial Estate|Site Area, S.I.T.E.|Kot Lakhpat Industrial Area|Sargodha Road|Korangi Industrial Area, Sector 23|Small Industries Estate')}, {city}",
        7.6,
        grey=0.3,
    )
    d.t(
        m,
        y + 26,
        f"NTN: {la.digits(rng, '#######-#')}   STRN: {la.digits(rng, '##-##-####-###-##')}   Ph: +92 {la.digits(rng, '## ########')}",
        7.6,
        grey=0.3,
    )
    # the corner box
    bw, bh = 178, 54
    bx = r - bw
    d.box(bx, y - 10, bw, bh, lw=1.1)
    d.box(bx, y - 10, bw, 16, fill=0.2)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 9.5)
    d.c.drawCentredString(bx + bw / 2, d.h - (y + 2), "PURCHASE ORDER")
    d.kv(
        bx + 6,
        y + 8,
        [("P.O. No.", po), ("P.O. Date", f"{dt:%d-%b-%Y}"), ("Revision", "0")],
        56,
        8.2,
        b_value=True,
    )
    y += 62
    half = wd / 2 - 8
    vrows = [
        sup,
        f"{la.pick(rng, 'Shop 14, Brandreth Road|Godown 7, Jodia Bazar|Near Chowk Yadgar|Circular Road|Montgomery Bazar')}, {rng.choice(PK_CITY)}",
        f"Contact: {la.pick(rng, 'Mr. Imran Qureshi|Mr. Asif Mehmood|Mr. Tariq Javed|Mr. Kamran Ali|Ms. Sana Rafiq')}  {la.digits(rng, '03##-#######')}",
        f"NTN: {la.digits(rng, '#######-#')}   Vendor Code: {vcode}",
    ]
    d.box(m, y, half, 62)
    for i, s in enumerate(vrows):
        d.t(m + 6, y + 13 + i * 12.5, s, 9 if i == 0 else 7.8, b=i == 0, maxw=half - 12)
    rx = m + half + 16
    rw = wd - half - 16
    d.box(rx, y, rw, 62)
    d.t(rx + 6, y + 11, la.pick(rng, "Deliver To:|Ship To:|Delivery At:"), 7.6, b=True)
    d.t(
        rx + 6,
        y + 22,
        f"{buyer}, {la.pick(rng, 'Main Store|Unit-II Receiving|Spinning Unit Store|Factory Gate 3')}",
        7.8,
        maxw=rw - 12,
    )
    d.t(rx + 6, y + 36, "Bill To:", 7.6, b=True)
    d.t(rx + 6, y + 47, f"Accounts Department, {buyer.split(' (')[0]}", 7.8, maxw=rw - 12)
    y += 74
    ws = [wd * f for f in (0.2, 0.2, 0.2, 0.2, 0.2)]
    y = d.grid(
        m,
        y,
        ws,
        ["Indent / PR No.", "Quotation Ref.", "Payment Terms", "Delivery Date", "Buyer"],
        [
            ind,
            quo,
            la.pick(
                rng,
                "30 days after GRN|Advance 30%, balance on delivery|Cash against delivery|45 days credit",
            ),
            f"{dt + timedelta(days=rng.randint(7, 40)):%d-%b-%Y}",
            la.pick(rng, "Ali Raza|M. Waqas|S. Hussain|Farhan Iqbal"),
        ],
        7.8,
        shade=0.85,
    )
    y += 10
    lines = make(rng, PK_ITEMS, rng.choice([1, 2, 3, 4, 5, 6, 8, 11, 15, 22]))
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", us(p), us(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    widths = [wd * f for f in (0.05, 0.11, 0.41, 0.07, 0.08, 0.13, 0.15)]
    y = ltable(
        d,
        m,
        y,
        widths,
        ["S#", "Code", "Description", "UOM", "Qty", "Rate (Rs.)", "Amount (Rs.)"],
        body,
        "cllcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom - 20,
        brk=brk,
        zebra=(0.95, 0.95, 0.95),
    )
    gross = sum((a for *_, a in lines), ZERO)
    disc_p = rng.choice([0, 0, 2, 2.5, 5])
    disc = r2(gross * Decimal(str(disc_p)) / 100)
    net = gross - disc
    tax = r2(net * gst / 100)
    freight = Decimal(rng.choice([0, 0, 1500, 2500, 5000]))
    total = net + tax + freight
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Gross Amount", us(gross), False)]
        if disc:
            trs.append((f"Less: Discount {disc_p}%", f"({us(disc)})", False))
            trs.append(("Value Excl. Sales Tax", us(net), False))
        trs.append((f"Sales Tax @ {gst}%", us(tax), False))
        if freight:
            trs.append(("Freight & Cartage", us(freight), False))
        trs.append(
            (
                la.pick(rng, "Total P.O. Value (Rs.)|Net Payable (Rs.)|Grand Total Rs."),
                us(total),
                True,
            )
        )
        y0 = y
        y = d.summary(m + wd * 0.56, r - 3, y, trs, 8.4, shade=0.85)
        if rng.random() < 0.5:
            adv = r2(total * Decimal("0.3"))
            d.t(m, y0 + 10, f"Advance payable (30%): Rs. {us(adv)}", 7.8)
            d.t(m, y0 + 22, f"Balance on delivery: Rs. {us(total - adv)}", 7.8)
        d.t(m, y0 + 36, "Income tax will be withheld u/s 153 at the applicable rate.", 7, grey=0.35)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Rates are firm; sales tax extra as applicable. Value as per actual quantity received at store.",
            8.2,
            wd * 0.6,
        )
    y += 44
    if y + 50 > bottom:
        y = brk() + 30
    sw = (wd - 170) / 3
    for k, lab in enumerate(["Prepared By", "Checked By", "Approved By (GM Procurement)"]):
        d.sign(m + k * sw, y, sw - 16, lab, 7.4)
    d.box(r - 150, y - 36, 150, 52, lw=0.5)
    d.t(r - 144, y - 26, "Vendor's Acceptance", 7.4, b=True)
    d.t(r - 144, y + 10, "Sign & Stamp", 6.8, grey=0.4)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind24_en_pk_po_corner_box(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pk)


# --------------------------------------------------------------------------- 6 uk seller's order confirmation quoting the customer's order number

UA_CITY = [
    "Київ",
    "Львів",
    "Дніпро",
    "Харків",
    "Вінниця",
    "Житомир",
    "Полтава",
    "Черкаси",
    "Івано-Франківськ",
    "Рівне",
]
UA_SUP = 'ТОВ «{s}»|ТОВ "{s}"|ПрАТ «{s}»|ТзОВ «{s}»|ПП «{s}»'
UA_SUP_S = [
    "Техноснаб",
    "Агромаш-Сервіс",
    "Елком Плюс",
    "Укрпромтех",
    "Будмайстер",
    "Фарм-Постач",
    "Гідросила Трейд",
    "Енергокабель",
    "Поліпак",
    "Західметал",
]
UA_BUY = "ТОВ «{s}»|ПАТ «{s}»|КНП «{s}»|ФГ «{s}»|ДП «{s}»"
UA_BUY_S = [
    "Молочний край",
    "Вінницька птахофабрика",
    "Міська лікарня № 3",
    "Зерновий термінал",
    "Карпатські ліси",
    "Хлібзавод № 2",
    "Полтаваагро",
    "Житомирводоканал",
]
UA_ITEMS = [
    ("Підшипник 6310-2RS", "шт", 380, 920),
    ("Кабель ВВГнг 3х2,5", "м", 32, 58),
    ("Автоматичний вимикач 3P 63A", "шт", 640, 1450),
    ("Насос відцентровий 4 кВт", "шт", 14800, 26500),
    ("Фарба фасадна біла, 10 л", "відро", 820, 1380),
    ("Труба сталева 57х3,5", "м", 210, 340),
    ("Рукавички робочі нітрилові", "пара", 28, 65),
    ("Папір офісний А4, 500 арк.", "пач", 185, 260),
    ("Мастило літієве, 18 кг", "відро", 2400, 3900),
    ("Фільтр гідравлічний", "шт", 950, 2200),
    ("Пакет поліетиленовий 60х90", "уп", 120, 260),
    ("Доставка та розвантаження", "послуга", 1200, 4800),
]


def _ua(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|libsans|libserif|djcond"))
    m = rng.uniform(38, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 50
    city = rng.choice(UA_CITY)
    sup = la.pick(rng, UA_SUP).format(s=rng.choice(UA_SUP_S))
    buyer = la.pick(rng, UA_BUY).format(s=rng.choice(UA_BUY_S))
    dt = a_day(rng)
    d0 = dt - timedelta(days=rng.randint(1, 8))
    po = la.pick(
        rng,
        f"{la.digits(rng, '####')}|Д-{la.digits(rng, '#####')}|{la.digits(rng, '##')}/{d0:%m}-{d0:%y}|PO-{la.digits(rng, '######')}|{d0:%y}-{la.digits(rng, '####')}",
    )
    conf = la.pick(
        rng,
        f"ПЗ-{la.digits(rng, '######')}|{la.digits(rng, 'Р-####')}|СЗ{dt:%y}{la.digits(rng, '#####')}",
    )
    contract = la.digits(rng, rng.choice(["№ ##/Д-##", "№ ###-П", "№ ####"]))
    page = [1]
    stated = stated_of(rng)
    fm = rng.choice([sp, eu])

    def foot() -> None:
        s = f"Сторінка {page[0]} з {of}" if of else f"Сторінка {page[0]}"
        d.t(r, d.h - 24, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{sup} — підтвердження № {conf} (продовження)", 8.6, b=True)
        return 52

    y = 40
    d.box(m, y - 14, 34, 34, fill=0.25, stroke=False)
    d.c.setFillGray(1)
    d.c.setFont(d.bold, 16)
    d.c.drawCentredString(m + 17, d.h - (y + 9), sup.replace('"', "«").split("«")[1][:1])
    d.t(m + 44, y, sup, 13, b=True)
    d.t(
        m + 44,
        y + 12,
        f"{rng.randint(1, 99)}, вул. {la.pick(rng, 'Промислова|Заводська|Січових Стрільців|Грушевського|Шевченка|Героїв Праці')}, м. {city}, {la.digits(rng, '#####')}",
        7.6,
        grey=0.3,
    )
    d.t(
        m + 44,
        y + 22,
        f"ЄДРПОУ {la.digits(rng, '########')}   IBAN UA{la.digits(rng, '## ###### ##### ##### ########')}   тел. +380 {la.digits(rng, '## ### ## ##')}",
        7.2,
        grey=0.3,
    )
    y += 52
    d.t(
        m,
        y,
        la.pick(
            rng,
            "ПІДТВЕРДЖЕННЯ ЗАМОВЛЕННЯ|Підтвердження замовлення|ПІДТВЕРДЖЕННЯ ПРИЙНЯТТЯ ЗАМОВЛЕННЯ",
        ),
        15,
        b=True,
    )
    y += 12
    ws = [wd * f for f in (0.2, 0.15, 0.23, 0.17, 0.25)]
    y = d.grid(
        m,
        y,
        ws,
        [
            "Номер підтвердження",
            "Дата",
            la.pick(rng, "Ваше замовлення №|Замовлення покупця №|Номер замовлення клієнта"),
            "Від",
            "Менеджер",
        ],
        [
            conf,
            f"{dt:%d.%m.%Y}",
            po,
            f"{d0:%d.%m.%Y}",
            la.pick(rng, "Олена Коваль|Андрій Мельник|Ірина Бондар|Сергій Ткаченко|Наталія Шевчук"),
        ],
        8,
        shade=0.88,
    )
    y += 14
    half = wd / 2 - 8
    d.t(m, y + 8, "Покупець:", 8, b=True, grey=0.3)
    d.lines(
        m,
        y + 12,
        [
            buyer,
            f"м. {rng.choice(UA_CITY)}, {la.pick(rng, 'вул. Київська|просп. Миру|вул. Соборна|вул. Вокзальна')}, {rng.randint(1, 140)}",
            f"ЄДРПОУ {la.digits(rng, '########')}",
            f"Договір постачання {contract}",
        ],
        8.4,
        b_first=True,
    )
    rx = m + half + 16
    d.t(rx, y + 8, "Адреса доставки:", 8, b=True, grey=0.3)
    d.lines(
        rx,
        y + 12,
        [
            la.pick(
                rng, "Склад покупця|Центральний склад|Відділення «Нова пошта»|Виробничий майданчик"
            ),
            f"м. {rng.choice(UA_CITY)}",
            f"Відвантаження: {dt + timedelta(days=rng.randint(2, 20)):%d.%m.%Y}",
        ],
        8.4,
    )
    y += 70
    y = wrapped(
        d,
        m,
        y,
        f"Дякуємо за Ваше замовлення № {po} від {d0:%d.%m.%Y}. Підтверджуємо його прийняття до виконання на таких умовах:",
        8.6,
        wd,
    )
    y += 4
    lines = make(
        rng,
        [(f"U{k}", *it) for k, it in enumerate(UA_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20]),
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}".replace(",", " "), fm(p), fm(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    widths = [wd * f for f in (0.06, 0.46, 0.1, 0.09, 0.14, 0.15)]
    y = ltable(
        d,
        m,
        y,
        widths,
        ["№", "Найменування", "Од.", "К-сть", "Ціна без ПДВ", "Сума без ПДВ"],
        body,
        "cllrrr",
        size=8,
        rowh=16,
        bottom=bottom - 24,
        brk=brk,
        hrgb=(0.22, 0.3, 0.48),
    )
    net = sum((a for *_, a in lines), ZERO)
    vat = r2(net * Decimal("0.2"))
    total = net + vat
    if y + 120 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [
            ("Разом без ПДВ:", fm(net), False),
            ("ПДВ 20%:", fm(vat), False),
            (
                la.pick(rng, "Всього з ПДВ, грн:|Загальна сума з ПДВ:|Усього до сплати, грн:"),
                fm(total),
                True,
            ),
        ]
        y = d.summary(m + wd * 0.55, r - 3, y, trs, 8.8, box_last=True)
        share = rng.choice([30, 50, 50, 100])
        y += 16
        d.t(
            m,
            y,
            f"Умови оплати: передоплата {share}% — {fm(r2(total * share / 100))} грн{', решта протягом 10 банківських днів після поставки' if share < 100 else ''}.",
            8.2,
            maxw=wd,
        )
        y += 14
    else:
        y = wrapped(
            d,
            m,
            y,
            "Ціни вказано без ПДВ. Остаточна сума буде зазначена у видатковій накладній за фактично відвантаженою кількістю.",
            8.4,
            wd * 0.65,
        )
    y += 8
    y = wrapped(
        d,
        m,
        y,
        "Просимо перевірити дані підтвердження. У разі розбіжностей повідомте нас протягом одного робочого дня, інакше замовлення буде передано у виробництво / на відвантаження.",
        7.6,
        wd,
        grey=0.3,
    )
    y += 30
    if y + 40 > bottom:
        y = brk() + 30
    d.sign(
        m,
        y,
        180,
        f"Від постачальника: {la.pick(rng, 'директор|менеджер з продажу|комерційний директор')}",
        7.6,
    )
    d.t(m + 190, y - 2, la.pick(rng, "О. Коваль|А. Мельник|І. Бондар|С. Ткаченко"), 8.6)
    if rng.random() < 0.5:
        vstamp(
            d.c,
            m + wd * 0.72,
            d.h - y + 6,
            "ПІДТВЕРДЖЕНО",
            sup[:28],
            f"{dt:%d.%m.%Y}",
            d.bold,
            rng.uniform(-10, 10),
        )
    foot()
    out = finish(d, "uk", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind24_uk_pidtverdzhennia_zamovlennia(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ua)


# --------------------------------------------------------------------------- 7 el purchase order running over pages with carried-forward sums

EL_CITY = [
    "Θεσσαλονίκη",
    "Πάτρα",
    "Ηράκλειο",
    "Λάρισα",
    "Βόλος",
    "Ιωάννινα",
    "Καβάλα",
    "Χανιά",
    "Σέρρες",
    "Κομοτηνή",
]
EL_BUY = "{s} Α.Ε.|{s} Α.Β.Ε.Ε.|{s} Μ.Ι.Κ.Ε.|Γενικό Νοσοκομείο {c}|Δήμος {c}|{s} Ε.Π.Ε."
EL_BUY_S = [
    "Βιομηχανία Τροφίμων Όλυμπος",
    "Ελαιουργική Κρήτης",
    "Κλωστοϋφαντουργία Βορείου Ελλάδος",
    "Ξενοδοχεία Αιγαίου",
    "Χαλυβουργική Θεσσαλίας",
    "Γαλακτοβιομηχανία Ήπειρος",
]
EL_SUP = "{s} Α.Ε.|{s} Ο.Ε.|{s} Ε.Ε.|{s} Μονοπρόσωπη Ι.Κ.Ε.|{s} & ΣΙΑ Ο.Ε."
EL_SUP_S = [
    "Παπαδόπουλος Εφόδια",
    "Τεχνική Προμηθευτική Βορρά",
    "Ηλεκτρολογικά Καραγιάννη",
    "Νικολάου Βιομηχανικά Είδη",
    "Γεωργίου Συσκευασίες",
    "Αλεξίου Χημικά",
    "Δημητρίου Εργαλεία",
    "Σταθόπουλος Υδραυλικά",
]
EL_ITEMS = [
    ("Ρουλεμάν 6205-2RS", "τεμ.", 4.2, 11),
    ("Ιμάντας V SPZ 1250", "τεμ.", 6.5, 15),
    ("Καλώδιο ΝΥΜ 3x1,5", "μ.", 0.55, 1.2),
    ("Ασφάλεια αυτόματη 1P 16A", "τεμ.", 3.8, 8.5),
    ("Λάμπα LED T8 18W", "τεμ.", 2.9, 6.4),
    ("Γάντια νιτριλίου (κουτί 100)", "κουτί", 5.5, 11),
    ("Χαρτί A4 80gr (δεσμίδα)", "δεσμ.", 3.6, 5.2),
    ("Απολυμαντικό επιφανειών 5L", "τεμ.", 9, 19),
    ("Βίδα ανοξείδωτη M6x30", "τεμ.", 0.08, 0.25),
    ("Σωλήνας PVC Φ110 6μ.", "τεμ.", 14, 28),
    ("Σιλικόνη διάφανη 280ml", "τεμ.", 2.4, 5.6),
    ("Κιβώτιο χαρτοκιβωτίου 40x30x30", "τεμ.", 0.6, 1.5),
    ("Λιπαντικό γράσο 400g", "τεμ.", 4.1, 8.9),
    ("Φίλτρο αέρα συμπιεστή", "τεμ.", 18, 46),
    ("Ταινία συσκευασίας 48mm", "ρολό", 0.9, 2.2),
    ("Μπαταρία AA αλκαλική", "τεμ.", 0.35, 0.9),
]


def eur_el(v: Decimal) -> str:
    return f"{eu(v)} €"


def _el(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "dejavu|libsans|djcond|libserif"))
    m = rng.uniform(30, 40)
    r = d.w - m
    wd = r - m
    bottom = d.h - 44
    city = rng.choice(EL_CITY)
    buyer = la.pick(rng, EL_BUY).format(s=rng.choice(EL_BUY_S), c=city)
    sup = la.pick(rng, EL_SUP).format(s=rng.choice(EL_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{dt:%Y}/{la.digits(rng, '#####')}|ΠΑ-{la.digits(rng, '######')}|{la.digits(rng, '####')}/{dt:%Y}|ΕΑ{dt:%y}-{la.digits(rng, '####')}",
    )
    offer = la.digits(rng, rng.choice(["ΠΡ-####", "####/##", "Π####"]))
    contract = la.digits(rng, rng.choice(["ΣΥΜ-##/####", "Σύμβαση ###/####"]))
    vcode = la.digits(rng, "50####")
    page = [1]
    stated = stated_of(rng)
    title = la.pick(rng, "ΕΝΤΟΛΗ ΑΓΟΡΑΣ|ΠΑΡΑΓΓΕΛΙΑ ΑΓΟΡΑΣ|ΔΕΛΤΙΟ ΠΑΡΑΓΓΕΛΙΑΣ ΠΡΟΣ ΠΡΟΜΗΘΕΥΤΗ")

    def foot() -> None:
        s = f"Σελίδα {page[0]} από {of}" if of else f"Σελίδα {page[0]}"
        d.t(r, d.h - 22, s, 7.2, al="r", grey=0.35)
        d.t(m, d.h - 22, f"{buyer} · Τμήμα Προμηθειών", 7, grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.box(m, 28, wd, 16, fill=0.9, stroke=False)
        d.t(m + 4, 40, f"{title} Αρ. {po} — συνέχεια", 8.8, b=True)
        d.t(r - 4, 40, sup, 8.2, al="r")
        return 52

    y = 38
    d.t(m, y, buyer, 12.5, b=True)
    d.t(
        m,
        y + 12,
        f"{la.pick(rng, 'ΒΙ.ΠΕ.|Οδός Εγνατίας|Λεωφ. Αθηνών|Οδός 26ης Οκτωβρίου')} {rng.randint(1, 180)}, {la.digits(rng, '### ##')} {city}",
        7.6,
        grey=0.3,
    )
    d.t(
        m,
        y + 22,
        f"ΑΦΜ {la.digits(rng, '#########')} · ΔΟΥ {city} · Τηλ. {la.digits(rng, '2## #######')}",
        7.6,
        grey=0.3,
    )
    y += 46
    d.box(m, y - 14, wd, 22, fill=0.86, stroke=False)
    d.t(m + 6, y + 1, title, 12.5, b=True)
    d.t(r - 6, y + 1, f"Αρ. {po}", 12.5, b=True, al="r")
    y += 20
    half = wd / 2 - 6
    d.box(m, y, half, 66)
    d.t(m + 5, y + 11, "Προμηθευτής", 7.4, b=True, grey=0.35)
    d.t(m + 5, y + 24, sup, 9.2, b=True, maxw=half - 10)
    d.t(
        m + 5,
        y + 36,
        f"{la.pick(rng, 'Οδός Μοναστηρίου|Λεωφ. Γεωργικής Σχολής|Οδός Κολοκοτρώνη|Οδός Ερμού')} {rng.randint(2, 200)}, {rng.choice(EL_CITY)}",
        7.8,
        maxw=half - 10,
    )
    d.t(m + 5, y + 47, f"ΑΦΜ {la.digits(rng, '#########')} · ΔΟΥ {rng.choice(EL_CITY)}", 7.8)
    d.t(m + 5, y + 58, f"Κωδ. προμηθευτή: {vcode}", 7.8)
    rx = m + half + 12
    d.kv(
        rx,
        y + 1,
        [
            ("Ημερομηνία:", f"{dt:%d/%m/%Y}"),
            ("Αρ. προσφοράς:", offer),
            ("Σύμβαση:", contract),
            ("Παράδοση:", f"έως {dt + timedelta(days=rng.randint(5, 30)):%d/%m/%Y}"),
            (
                "Πληρωμή:",
                la.pick(rng, "60 ημέρες|Με παράδοση|30 ημέρες από τιμολόγιο|Επί πιστώσει 90 ημ."),
            ),
        ],
        86,
        7.8,
    )
    y += 78
    y = wrapped(
        d,
        m,
        y,
        f"Παρακαλούμε όπως προμηθεύσετε τα παρακάτω είδη στην αποθήκη μας ({la.pick(rng, 'Κεντρική αποθήκη|Αποθήκη Β, ράμπα 2|Μονάδα παραγωγής')}):",
        8.2,
        wd,
    )
    y += 2
    lines = make(
        rng,
        [(f"E{k}", *it) for k, it in enumerate(EL_ITEMS)],
        rng.choice([5, 9, 16, 28, 40, 48, 56, 64, 75, 90]),
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    f"{la.digits(rng, '1#-####')}",
                    it[1],
                    it[2],
                    f"{q:,.0f}".replace(",", "."),
                    eu(p),
                    eu(a),
                ],
                a,
            )
        )
    widths = [wd * f for f in (0.06, 0.12, 0.4, 0.08, 0.08, 0.12, 0.14)]
    y = ltable(
        d,
        m,
        y,
        widths,
        ["Α/Α", "Κωδικός", "Περιγραφή", "Μ.Μ.", "Ποσ.", "Τιμή μον.", "Αξία (€)"],
        body,
        "cllcrrr",
        size=7.6,
        rowh=13.5,
        bottom=bottom - 16,
        brk=brk,
        carry=("Σε μεταφορά", "Από μεταφορά", eu, 2, 6),
        zebra=(0.955, 0.955, 0.955),
    )
    gross = sum((a for *_, a in lines), ZERO)
    dp = rng.choice([0, 0, 3, 5])
    disc = r2(gross * dp / 100)
    net = gross - disc
    vat_r = rng.choice([24, 24, 24, 13])
    vat = r2(net * vat_r / 100)
    total = net + vat
    if y + 110 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Σύνολο αξίας", eur_el(gross), False)]
        if disc:
            trs += [
                (f"Έκπτωση {dp}%", f"-{eur_el(disc)}", False),
                ("Καθαρή αξία", eur_el(net), False),
            ]
        trs += [
            (f"Φ.Π.Α. {vat_r}%", eur_el(vat), False),
            (
                la.pick(rng, "ΓΕΝΙΚΟ ΣΥΝΟΛΟ|Συνολική αξία παραγγελίας|ΠΛΗΡΩΤΕΟ ΠΟΣΟ"),
                eur_el(total),
                True,
            ),
        ]
        y = d.summary(m + wd * 0.56, r - 3, y, trs, 8.6, shade=0.86)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Οι τιμές είναι σύμφωνα με τη σύμβαση πλαίσιο, χωρίς Φ.Π.Α.· η τελική αξία προκύπτει από τα δελτία αποστολής.",
            8.2,
            wd * 0.6,
        )
    y += 30
    if y + 40 > bottom:
        y = brk() + 30
    for k, lab in enumerate(["Ο συντάξας", "Ο Προϊστάμενος Προμηθειών", "Εγκρίνεται"]):
        d.sign(m + k * wd / 3, y, wd / 3 - 20, lab, 7.4)
    foot()
    out = finish(d, "el", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind24_el_entoli_agoras_metafora(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _el)


# --------------------------------------------------------------------------- 8 ca purchase order: header-row grid, delivery and invoice addresses, line discounts

CA_TOWN = [
    "Girona",
    "Lleida",
    "Tarragona",
    "Manresa",
    "Vic",
    "Reus",
    "Sabadell",
    "Terrassa",
    "Igualada",
    "Olot",
]
CA_BUY = "Ajuntament de {t}|Consorci Sanitari de {t}|Cooperativa Agrícola de {t}, SCCL|Fundació Privada Hospital de {t}|{s} de {t}, SL|Escola Universitària de {t}"
CA_BUY_S = ["Embotits", "Cartonatges", "Mecanitzats", "Vins i Caves", "Conserves", "Plàstics"]
CA_SUP = "{s}, SL|{s}, SA|{s} i Fills, SL|Subministraments {s}, SL|{s} Distribucions, SLU"
CA_SUP_S = [
    "Ferreteria Puig",
    "Comercial Vilaró",
    "Serra",
    "Electricitat Casals",
    "Roca Industrial",
    "Papereria Font",
    "Maquinària Soler",
    "Químics Pujol",
]
CA_ITEMS = [
    ("Paper DIN A4 80 g, caixa 5 paquets", "caixa", 16, 26),
    ("Tòner làser compatible HP 59A", "u.", 42, 95),
    ("Guants de nitril talla M (100 u.)", "caixa", 5.5, 11),
    ("Cable elèctric H07V-K 2,5 mm² (100 m)", "rotlle", 38, 65),
    ("Lluminària LED estanca 36 W", "u.", 24, 52),
    ("Cadira d'oficina ergonòmica", "u.", 145, 320),
    ("Detergent industrial 20 L", "garrafa", 28, 55),
    ("Bossa d'escombraries 85x105 (rotlle 10)", "rotlle", 1.9, 4.2),
    ('Vàlvula de bola 1" llautó', "u.", 9.5, 22),
    ("Manteniment preventiu caldera", "servei", 180, 480),
    ("Palet europeu 1200x800", "u.", 9, 16),
    ("Film estirable 500 mm", "rotlle", 11, 19),
]


def eur_ca(v: Decimal) -> str:
    return f"{eu(v)} €"


def _ca(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|libsans|djserif"))
    m = rng.uniform(36, 46)
    r = d.w - m
    wd = r - m
    bottom = d.h - 48
    town = rng.choice(CA_TOWN)
    buyer = la.pick(rng, CA_BUY).format(t=town, s=rng.choice(CA_BUY_S))
    sup = la.pick(rng, CA_SUP).format(s=rng.choice(CA_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{dt:%Y}/{la.digits(rng, '####')}|C{dt:%y}-{la.digits(rng, '#####')}|{la.digits(rng, 'CO-######')}|{la.digits(rng, '#####')}",
    )
    pres = la.digits(rng, rng.choice(["P-####", "PRE-##/####", "####"]))
    exp = la.digits(rng, rng.choice(["EXP-####/####", "Exp. ###/####"]))
    page = [1]
    stated = stated_of(rng)

    def foot() -> None:
        s = f"Pàgina {page[0]} de {of}" if of else f"Pàgina {page[0]}"
        d.t(r, d.h - 24, s, 7, al="r", grey=0.35)
        d.t(m, d.h - 24, f"{buyer} · NIF {nif} · Inscrita al Registre Mercantil", 6.6, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"Comanda núm. {po} (continuació)", 9, b=True)
        return 52

    nif = la.digits(rng, rng.choice(["P#######@", "B########", "F########", "G########"]))
    y = 40
    d.t(m, y, buyer, 13, b=True)
    d.t(
        m,
        y + 12,
        f"{la.pick(rng, 'Plaça de la Vila|Carrer Major|Av. de Catalunya|Polígon Industrial Les Forques, c/ A')}, {rng.randint(1, 90)} · {la.digits(rng, '17###')} {town}",
        7.8,
        grey=0.3,
    )
    d.t(r, y, la.pick(rng, "COMANDA DE COMPRA|ORDRE DE COMANDA|COMANDA"), 15, b=True, al="r")
    y += 30
    ws = [wd * f for f in (0.19, 0.14, 0.17, 0.17, 0.33)]
    y = d.grid(
        m,
        y,
        ws,
        ["Núm. comanda", "Data", "Codi proveïdor", "Núm. pressupost", "Expedient / Centre de cost"],
        [
            po,
            f"{dt:%d/%m/%Y}",
            la.digits(rng, "400###"),
            pres,
            f"{exp} · CC {la.digits(rng, '###')}",
        ],
        8.2,
        shade=0.85,
    )
    y += 12
    third = wd / 3 - 8
    blocks = [
        (
            "Proveïdor",
            [
                sup,
                f"{la.pick(rng, 'C/ Indústria|C/ del Comerç|Ctra. de Vic|Ronda Nord')}, {rng.randint(1, 200)}",
                f"{la.digits(rng, '08###')} {rng.choice(CA_TOWN)}",
                f"NIF {la.digits(rng, 'B########')}",
            ],
        ),
        (
            "Adreça de lliurament",
            [
                la.pick(
                    rng, "Magatzem central|Brigada municipal|Cuina central|Laboratori, planta 2"
                ),
                f"{la.pick(rng, 'C/ dels Horts|Camí Ral|C/ Sant Pere')}, {rng.randint(1, 80)}",
                f"{town}",
                f"Horari: {la.pick(rng, '8 a 14 h|7 a 15 h|9 a 13 h')}",
            ],
        ),
        (
            "Adreça de facturació",
            [
                buyer,
                "Departament de Comptabilitat",
                f"{town}",
                f"DIR3 {la.digits(rng, 'L01######')}",
            ],
        ),
    ]
    for k, (lab, rows) in enumerate(blocks):
        x0 = m + k * (third + 12)
        d.box(x0, y, third, 14, fill=0.92, stroke=False)
        d.t(x0 + 4, y + 10, lab, 7.6, b=True)
        for j, s_ in enumerate(rows):
            b = j == 0 and k == 0
            size = 8.4 if j == 0 and k == 0 else 7.8
            size = min(size, size * (third - 6) / d.width(s_, size, b))
            d.t(x0 + 4, y + 25 + j * 11, s_, size, b=b)
    y += 78
    lines = make(
        rng,
        [(f"C{k}", *it) for k, it in enumerate(CA_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 13]),
    )
    body = []
    net = ZERO
    for i, (it, q, p, _a) in enumerate(lines, 1):
        dc = rng.choice([0, 0, 0, 5, 10, 15])
        a = r2(q * p * (100 - dc) / 100)
        net += a
        body.append(
            (
                [
                    str(i),
                    it[1],
                    it[2],
                    f"{q:,.0f}".replace(",", "."),
                    eu(p),
                    f"{dc} %" if dc else "",
                    eu(a),
                ],
                a,
            )
        )
    widths = [wd * f for f in (0.05, 0.43, 0.09, 0.08, 0.12, 0.09, 0.14)]
    y = ltable(
        d,
        m,
        y,
        widths,
        ["Lín.", "Descripció", "Unitat", "Quant.", "Preu unit.", "Dte.", "Import (€)"],
        body,
        "cllrrrr",
        size=8,
        rowh=16,
        bottom=bottom - 24,
        brk=brk,
        grid=False,
    )
    ivr = rng.choice([21, 21, 21, 10])
    iva = r2(net * ivr / 100)
    ports = Decimal(rng.choice([0, 0, 0, 12, 18, 25]))
    iva_p = r2(ports * 21 / 100)
    total = net + ports + iva + iva_p
    if y + 120 > bottom:
        y = brk()
    y += 10
    if stated:
        trs = [("Base imposable", eur_ca(net), False)]
        if ports:
            trs.append(("Ports (base)", eur_ca(ports), False))
        trs.append((f"IVA {ivr} %", eur_ca(iva + iva_p) if ivr == 21 else eur_ca(iva), False))
        if ports and ivr != 21:
            trs.append(("IVA 21 % ports", eur_ca(iva_p), False))
        trs.append(
            (la.pick(rng, "TOTAL COMANDA|Total (IVA inclòs)|IMPORT TOTAL"), eur_ca(total), True)
        )
        y = d.summary(m + wd * 0.58, r - 3, y, trs, 8.8, box_last=True)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Preus segons pressupost acceptat; l'import definitiu serà el de la factura, d'acord amb les quantitats lliurades.",
            8.4,
            wd * 0.6,
        )
    y += 12
    conds = [
        "Cal indicar el número de comanda a l'albarà i a la factura; sense aquest número la factura serà retornada.",
        "Termini de pagament: 30 dies des de la data de conformitat de la factura.",
        "Reservada la facultat d'anul·lar la comanda si el lliurament no es fa en el termini acordat.",
    ]
    d.t(m, y, "Condicions", 8.2, b=True)
    y += 4
    for c_ in conds[: rng.randint(2, 3)]:
        y = wrapped(d, m, y, "· " + c_, 7.6, wd)
    y += 34
    if y + 40 > bottom:
        y = brk() + 30
    d.sign(
        m,
        y,
        170,
        f"Sol·licitant: {la.pick(rng, 'Marta Vila|Jordi Puigdemunt|Núria Casas|Pere Bosch')}",
        7.4,
    )
    d.sign(
        m + wd / 2,
        y,
        170,
        f"Vist i plau: {la.pick(rng, 'Cap de Compres|Gerent|Regidor d Hisenda'.replace(' d ', ' d’'))}",
        7.4,
    )
    foot()
    out = finish(d, "ca", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind24_ca_comanda_capcalera(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ca)


# --------------------------------------------------------------------------- 9 is landscape purchase order in whole kronur, grey bands and small type

IS_TOWN = [
    "Reykjavík",
    "Akureyri",
    "Hafnarfjörður",
    "Kópavogur",
    "Selfoss",
    "Ísafjörður",
    "Egilsstaðir",
    "Reykjanesbær",
    "Borgarnes",
    "Húsavík",
]
IS_BUY = "{s} hf.|{s} ehf.|Sveitarfélagið {t}|Heilbrigðisstofnun {t}|{s} sf."
IS_BUY_S = [
    "Sjávarfang",
    "Norðurál",
    "Mjólkursamlag",
    "Hótel Norðurljós",
    "Lýsisvinnslan",
    "Bílaverkstæði Suðurlands",
]
IS_SUP = "{s} ehf.|{s} hf.|{s} og synir ehf.|{s} slf."
IS_SUP_S = [
    "Vélaverk",
    "Rafvörur",
    "Byggingavörur Jóns",
    "Pappírsvörur",
    "Fiskvinnsluvélar",
    "Járnsmiðja Gunnars",
    "Efnavörur",
    "Skrifstofuvörur",
]
IS_ITEMS = [
    ("Vinnuhanskar, nítríl (100 stk.)", "ks.", 1800, 3400),
    ("Ljósritunarpappír A4 (5 pk.)", "ks.", 3900, 6200),
    ("Rafmagnskapall 3x2,5 mm² (100 m)", "rl.", 14500, 26000),
    ("Smurolía 15W-40, 20 l", "brúsi", 16500, 28000),
    ("Háþrýstiþvottadæla, 150 bör", "stk.", 89000, 165000),
    ("Fiskikassi 460 l", "stk.", 38000, 62000),
    ("Ísvél, varahlutir", "sett", 24000, 71000),
    ("Hreinsiefni, basískt 25 l", "brúsi", 9800, 17500),
    ("LED vinnuljós 50 W", "stk.", 7900, 15400),
    ("Skrúfur ryðfríar M8x40 (100 stk.)", "pk.", 3200, 6100),
    ("Viðgerðarþjónusta, vinna", "klst.", 11500, 16800),
    ("Bretti, einnota", "stk.", 2100, 3600),
]


def isk(v: Decimal) -> str:
    return grouped(v, ".", ",", 0)


def _is(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "helv|libsans|libnarrow|dejavu"))
    m = rng.uniform(28, 36)
    r = d.w - m
    wd = r - m
    bottom = d.h - 36
    town = rng.choice(IS_TOWN)
    buyer = la.pick(rng, IS_BUY).format(s=rng.choice(IS_BUY_S), t=town)
    sup = la.pick(rng, IS_SUP).format(s=rng.choice(IS_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"{la.digits(rng, 'IP-#####')}|{dt:%Y}-{la.digits(rng, '####')}|{la.digits(rng, '######')}|P{la.digits(rng, '#####')}",
    )
    tilb = la.digits(rng, rng.choice(["T-####", "Tilb. ####", "####"]))
    kt = lambda: f"{la.digits(rng, '######')}-{la.digits(rng, '####')}"  # noqa: E731
    page = [1]
    stated = stated_of(rng)
    small = rng.choice([7.0, 7.4, 7.8])

    def foot() -> None:
        s = f"Síða {page[0]} af {of}" if of else f"Síða {page[0]}"
        d.t(r, d.h - 18, s, 6.8, al="r", grey=0.35)
        d.t(m, d.h - 18, f"{buyer} · kt. {bkt} · VSK-nr. {la.digits(rng, '#####')}", 6.6, grey=0.4)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.box(0, 0, d.w, 30, fill=0.85, stroke=False)
        d.t(m, 20, f"INNKAUPAPÖNTUN {po} (framhald) — {sup}", 8.8, b=True)
        return 42

    bkt = kt()
    d.box(0, 0, d.w, 54, fill=0.85, stroke=False)
    d.t(m, 24, buyer, 13, b=True)
    d.t(
        m,
        38,
        f"{la.pick(rng, 'Hafnargata|Strandgata|Fiskislóð|Austurvegur|Lyngháls')} {rng.randint(1, 60)}, {la.digits(rng, '###')} {town} · Sími {la.digits(rng, '### ####')}",
        7.6,
        grey=0.25,
    )
    d.t(r, 24, "INNKAUPAPÖNTUN", 16, b=True, al="r")
    d.t(
        r, 40, la.pick(rng, "Pöntunarnúmer|Pöntun nr.|Nr. pöntunar") + f": {po}", 10, b=True, al="r"
    )
    y = 70
    col = (wd - 24) / 3
    d.t(m, y, "Birgir", 7.4, b=True, grey=0.35)
    d.lines(
        m,
        y + 4,
        [
            sup,
            f"kt. {kt()}",
            f"{la.pick(rng, 'Smiðjuvegur|Skútuvogur|Dalvegur|Vesturvör')} {rng.randint(2, 40)}, {rng.choice(IS_TOWN)}",
            f"Tengiliður: {la.pick(rng, 'Sigurður Jónsson|Guðrún Ólafsdóttir|Einar Þórsson|Anna Björnsdóttir')}",
        ],
        8.2,
        b_first=True,
    )
    x2 = m + col + 12
    d.t(x2, y, "Afhendingarstaður", 7.4, b=True, grey=0.35)
    d.lines(
        x2,
        y + 4,
        [
            buyer,
            la.pick(rng, "Vörumóttaka, bakdyr|Lager 2|Verkstæði|Eldhús"),
            town,
            f"Afhending eigi síðar en {dt + timedelta(days=rng.randint(4, 30)):%d.%m.%Y}",
        ],
        8.2,
    )
    x3 = m + 2 * (col + 12)
    d.kv(
        x3,
        y - 8,
        [
            ("Dagsetning:", f"{dt:%d.%m.%Y}"),
            ("Tilboð nr.:", tilb),
            ("Verkbeiðni:", la.digits(rng, "VB-####")),
            ("Innkaupafulltrúi:", la.pick(rng, "Helga Sif|Jón Ari|Kristín Ósk|Ólafur Páll")),
            ("Greiðsluskilmálar:", la.pick(rng, "30 dagar|Staðgreiðsla|15. næsta mán.")),
        ],
        96,
        7.8,
    )
    y += 66
    lines = make(
        rng,
        [(f"I{k}", *it) for k, it in enumerate(IS_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 11, 16]),
        whole=True,
    )
    body = []
    net = ZERO
    for i, (it, q, p, _a) in enumerate(lines, 1):
        ad = rng.choice([0, 0, 5, 10])
        a = r0(q * p * (100 - ad) / 100)
        net += a
        body.append(
            (
                [
                    str(i),
                    la.digits(rng, "##-####"),
                    it[1],
                    f"{q:,.0f}".replace(",", "."),
                    it[2],
                    isk(p),
                    f"{ad}%" if ad else "",
                    isk(a),
                ],
                a,
            )
        )
    widths = [wd * f for f in (0.04, 0.09, 0.45, 0.07, 0.07, 0.11, 0.06, 0.11)]
    y = ltable(
        d,
        m,
        y,
        widths,
        ["Lína", "Vörunúmer", "Lýsing", "Magn", "Eining", "Einingarverð", "Afsl.", "Upphæð kr."],
        body,
        "cllrcrrr",
        size=small,
        rowh=small + 6.5,
        bottom=bottom - 14,
        brk=brk,
        zebra=(0.93, 0.93, 0.93),
    )
    vsk_r = rng.choice([24, 24, 11])
    vsk = r0(net * vsk_r / 100)
    total = net + vsk
    if y + 70 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [
            ("Samtals án VSK", f"{isk(net)} kr.", False),
            (f"VSK {vsk_r}%", f"{isk(vsk)} kr.", False),
            (
                la.pick(rng, "Samtals með VSK|Heildarupphæð|Alls til greiðslu"),
                f"{isk(total)} kr.",
                True,
            ),
        ]
        d.summary(r - 230, r - 3, y, trs, 8.4, shade=0.82)
    else:
        wrapped(
            d,
            m + wd * 0.5,
            y,
            "Verð samkvæmt tilboði; endanleg upphæð samkvæmt reikningi birgis.",
            8,
            wd * 0.45,
        )
    d.t(m, y + 10, "Athugasemdir:", 7.8, b=True)
    y = wrapped(
        d,
        m,
        y + 14,
        "Vinsamlegast tilgreinið pöntunarnúmer á reikningi og fylgiseðli. Reikningar berist rafrænt (XML) til bókhalds.",
        7.4,
        wd * 0.5,
    )
    d.sign(m, y + 34, 160, "Samþykkt / undirskrift", 7.2)
    foot()
    out = finish(d, "is", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind24_is_innkaupapontun_lond(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _is)


# --------------------------------------------------------------------------- 10 sq purchase order: unlabelled supplier block, COPY watermark, advance and balance lines

SQ_CITY = [
    "Tiranë",
    "Durrës",
    "Shkodër",
    "Elbasan",
    "Vlorë",
    "Korçë",
    "Fier",
    "Berat",
    "Lushnjë",
    "Prishtinë",
]
SQ_BUY = "{s} sh.p.k.|{s} sh.a.|Bashkia {c}|Spitali Rajonal {c}|{s} Group sh.p.k."
SQ_BUY_S = [
    "Agro Adriatik",
    "Ndërtimi Modern",
    "Hotel Riviera",
    "Fabrika e Ujit Dajti",
    "Pastiçeri Tirana",
    "Tekstil Shkodra",
]
SQ_SUP = "{s} sh.p.k.|{s} sh.a.|{s} & Co sh.p.k.|{s} Trading sh.p.k."
SQ_SUP_S = [
    "Elektro Alba",
    "Hidraulika Berisha",
    "Letra Print",
    "Euro Kimik",
    "Metal Kastrati",
    "Ambalazh Plus",
    "Vegla Hoxha",
    "Teknomak",
]
SQ_ITEMS = [
    ("Letër A4 80 g (pako 500)", "pako", 420, 650),
    ("Toner printeri HP 26A", "copë", 3800, 7200),
    ("Kabllo elektrike 3x2.5 mm²", "m", 95, 180),
    ("Llambë LED 18 W", "copë", 260, 520),
    ("Doreza pune najloni", "palë", 120, 260),
    ("Çimento 50 kg", "thes", 720, 980),
    ("Bojë hidroplastike e bardhë 15 l", "kovë", 2900, 5400),
    ("Tub PVC Ø110, 6 m", "copë", 1600, 2900),
    ("Karrige zyre", "copë", 7800, 16500),
    ("Detergjent industrial 20 l", "bidon", 2600, 4800),
    ("Shërbim mirëmbajtjeje kondicionerësh", "shërbim", 9000, 28000),
    ("Kuti kartoni 40x30x30", "copë", 65, 140),
]


def lek(v: Decimal) -> str:
    return grouped(v, ".", ",")


def _sq(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(rng.choice([A4, A4, letter]), la.pick(rng, "helv|times|libsans|dejavu"))
    m = rng.uniform(38, 48)
    r = d.w - m
    wd = r - m
    bottom = d.h - 48
    city = rng.choice(SQ_CITY)
    buyer = la.pick(rng, SQ_BUY).format(s=rng.choice(SQ_BUY_S), c=city)
    sup = la.pick(rng, SQ_SUP).format(s=rng.choice(SQ_SUP_S))
    dt = a_day(rng)
    po = la.pick(
        rng,
        f"UB-{dt:%Y}-{la.digits(rng, '####')}|{la.digits(rng, '####')}/{dt:%Y}|POR-{la.digits(rng, '#####')}|{la.digits(rng, '######')}",
    )
    ofr = la.digits(rng, rng.choice(["OF-####", "Oferta ###/##", "####"]))
    kont = la.digits(rng, rng.choice(["K-##/####", "Kontrata nr. ###"]))
    klient = la.digits(rng, "KL-#####")
    page = [1]
    stated = stated_of(rng)
    wm = rng.random() < 0.6
    wm_s = rng.choice(["KOPJE", "KOPJE", "DUPLIKATË"])
    ang = rng.uniform(28, 48)

    def start() -> None:
        if wm:
            mark(d.c, d.w, d.h, wm_s, d.bold, 96, ang, grey=0.9)

    def foot() -> None:
        s = f"Faqe {page[0]} nga {of}" if of else f"Faqe {page[0]}"
        d.t(r, d.h - 24, s, 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        start()
        d.t(m, 40, f"Urdhër blerje nr. {po} (vazhdim)", 9, b=True)
        return 52

    start()
    y = 42
    d.t(m, y, buyer, 14, b=True)
    d.t(
        m,
        y + 13,
        f"NIPT {la.digits(rng, '@########@')} · {la.pick(rng, 'Rruga e Kavajës|Bulevardi Dyrrah|Rruga Myslym Shyri|Lagjja 4, Rruga Egnatia')}, {city}",
        7.8,
        grey=0.3,
    )
    y += 40
    d.t(m, y, la.pick(rng, "URDHËR BLERJE|URDHËR PËR BLERJE|POROSI BLERJEJE"), 16, b=True)
    d.t(r, y, f"Nr. {po}", 13, b=True, al="r")
    d.line(m, y + 6, r, y + 6, 1.2)
    y += 22
    half = wd / 2 - 10
    # the supplier block carries no label
    d.lines(
        m,
        y,
        [
            sup,
            f"NIPT {la.digits(rng, '@########@')}",
            f"{la.pick(rng, 'Rruga Industriale|Zona Industriale|Rruga Tiranë-Durrës, km 7|Rruga e Elbasanit')}, {rng.choice(SQ_CITY)}",
            f"Tel. +355 {la.digits(rng, '6# ### ####')}",
        ],
        8.6,
        b_first=True,
    )
    rx = m + half + 20
    d.kv(
        rx,
        y,
        [
            ("Data:", f"{dt:%d.%m.%Y}"),
            ("Oferta e furnitorit:", ofr),
            ("Kontrata:", kont),
            ("Kodi i klientit:", klient),
            ("Afati i dorëzimit:", f"{dt + timedelta(days=rng.randint(5, 30)):%d.%m.%Y}"),
        ],
        96,
        8,
    )
    y += 72
    d.box(m, y, half, 44, fill=0.93, stroke=False)
    d.t(m + 5, y + 11, "Fatura në emër të:", 7.6, b=True)
    d.t(m + 5, y + 23, buyer, 8.2, maxw=half - 10)
    d.t(m + 5, y + 35, "Departamenti i Financës", 8)
    d.box(rx, y, wd - half - 20, 44, fill=0.93, stroke=False)
    d.t(rx + 5, y + 11, "Dorëzimi në:", 7.6, b=True)
    d.t(
        rx + 5,
        y + 23,
        la.pick(rng, "Magazina qendrore|Kantieri, objekti B|Kuzhina e hotelit|Depo nr. 2"),
        8.2,
    )
    d.t(rx + 5, y + 35, city, 8)
    y += 56
    lines = make(
        rng,
        [(f"S{k}", *it) for k, it in enumerate(SQ_ITEMS)],
        rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 14]),
    )
    body = [
        ([str(i), it[1], it[2], f"{q:,.0f}".replace(",", "."), lek(p), lek(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    widths = [wd * f for f in (0.06, 0.46, 0.1, 0.09, 0.13, 0.16)]
    y = ltable(
        d,
        m,
        y,
        widths,
        ["Nr.", "Përshkrimi", "Njësia", "Sasia", "Çmimi", "Vlera (Lekë)"],
        body,
        "cllrrr",
        size=8.2,
        rowh=16,
        bottom=bottom - 24,
        brk=brk,
    )
    net = sum((a for *_, a in lines), ZERO)
    tvsh = r2(net * Decimal("0.2"))
    trans = Decimal(rng.choice([0, 0, 1500, 3000]))
    total = net + tvsh + trans
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        trs = [("Vlera pa TVSH", lek(net), False), ("TVSH 20%", lek(tvsh), False)]
        if trans:
            trs.append(("Transporti", lek(trans), False))
        trs.append(
            (la.pick(rng, "TOTALI ME TVSH|Vlera totale e porosisë|TOTALI (Lekë)"), lek(total), True)
        )
        y0 = y
        y = d.summary(m + wd * 0.56, r - 3, y, trs, 8.8, box_last=True)
        if rng.random() < 0.6:
            adv = r2(total * rng.choice([20, 30, 50]) / 100)
            d.t(m, y0 + 12, f"Parapagim (avans): {lek(adv)} Lekë", 8.2)
            d.t(m, y0 + 25, f"Mbetja pas dorëzimit: {lek(total - adv)} Lekë", 8.2)
    else:
        y = wrapped(
            d,
            m,
            y,
            "Çmimet sipas ofertës; vlera përfundimtare sipas faturës tatimore për sasitë e dorëzuara.",
            8.4,
            wd * 0.6,
        )
    y += 40
    if y + 40 > bottom:
        y = brk() + 30
    d.sign(m, y, 160, "Përgatiti (Zyra e Prokurimit)", 7.4)
    d.sign(m + wd / 2 + 10, y, 160, "Miratoi (Administratori)", 7.4)
    d.t(
        m,
        y + 26,
        "Furnitori konfirmon marrjen e këtij urdhri me nënshkrim dhe vulë: ____________________",
        7.6,
        grey=0.3,
    )
    foot()
    out = finish(d, "sq", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind24_sq_urdher_blerje_kopje(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sq)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind24_zh_caigou_biangeng_dan,
        blind24_ja_noonyu_shiji_kobetsu,
        blind24_ko_baljuseo_garo_yeonsok,
        blind24_en_gh_lpo_levies,
        blind24_en_pk_po_corner_box,
        blind24_uk_pidtverdzhennia_zamovlennia,
        blind24_el_entoli_agoras_metafora,
        blind24_ca_comanda_capcalera,
        blind24_is_innkaupapontun_lond,
        blind24_sq_urdher_blerje_kopje,
    )
}

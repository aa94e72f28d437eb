# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind47 (`blind48_*`), in
zh-Hans (two), zh-Hant (Taiwan), ja, en-US, en-IE, de, fr-CA, it and es-MX.

- blind48_zh_mashu_julebu_sicao_maju: an equestrian club's order for hay, feed and tack (the
  club's name and the title, the order number in red beside the title, in a label / value
  grid, in a header row with the value below or in a data block at the right; the supplier
  panel under 供应商 / 供方 / 卖方 or with no label, the club and a stable's receiving block in
  either order, lines priced with tax and their 9 % / 13 % rate, a foot row with 大写 or a
  stacked 小计 / 优惠 / 运费 / 合计 column, at times the amount on the line below its label,
  a prepayment and a balance, signatures and a seal).
- blind48_zh_chufang_shebei_xiaoshou_queren: a commercial-kitchen equipment maker's sales
  confirmation (the seller's letterhead first, its own 销售单号 boxed at the right, the
  customer's purchase-order number in the customer grid, in a header row or in the opening
  sentence, the customer's number and the quotation beside it, installation and freight,
  a discount, 合计 (含13%增值税) beside its label or below it, 大写, a deposit and the
  balance, the seller's bank lines, the customer's countersignature).
- blind48_tw_taoyi_gongfang_niliao_dinggou: a Taiwanese pottery studio's order for clay,
  glazes and kiln furniture (訂購單 with ROC dates, the order number in a boxed grid beside
  the 統一編號 numbers, in a header row or beside the title, 廠商 / 供應商 / 致 or no label,
  NT$ whole amounts, 未稅合計 / 折讓 / 營業稅 5 % / 總計, 新台幣大寫, a deposit, landscape at
  times).
- blind48_ja_biyoushitsu_shizai_hacchu: a hair salon's order for colour, perm and salon
  supplies (発注書 / 注文書, the dealer with 御中 or 様, the salon with its 登録番号 and seal, the
  order number in a small box, beside the title or in a 納期 / 納品先 grid, a big 合計金額 box
  whose amount sits under its label, 小計 / 値引 / 送料 / 消費税 / 合計).
- blind48_en_us_trampoline_park_po: a trampoline park's order for mats, springs, foam and
  party goods (letter or A4, landscape at times, PO # beside the title, in a boxed grid, a
  header row or a right data block, Vendor / Supplier / To / no label, Ship To and Bill To
  blocks, requisition, quote and vendor numbers, subtotal / discount / sales tax / freight,
  PO Total with its figure at times on the line below, a deposit and a balance due).
- blind48_en_ie_gaa_club_kit_po: an Irish GAA club's order for hurleys, sliotars, jerseys and
  pitch work (Cumann Lúthchleas Gael letterheads, Eircodes, VAT 23 % / 13.5 % / 0 % per line
  with a VAT analysis, the order number in any of the four header styles, the supplier with
  or without a label, delivery to the grounds, club officers' signatures, a grant or deposit
  and balance after the total).
- blind48_de_friedhofsgaertnerei_bestellung: a cemetery nursery's order for bedding plants,
  grave lights and substrate (a DIN letter with the window address, "Firma" at times, a data
  block or a Bezugszeichenzeile with the Bestellnummer under its heading, or a block layout
  with a boxed grid; 7 % and 19 % USt, Rabatt and Fracht, Gesamtbetrag with its amount at
  times on the line below, an Anzahlung and a Restbetrag).
- blind48_fr_ca_piscines_produits_bon_commande: a Quebec pool-service firm's order for
  chemicals, pumps and filters (Bon de commande, the number beside the title or in a grid,
  row or data block, Fournisseur / Expédier à / Facturer à, TPS 5 % and TVQ 9,975 % with
  their registration numbers, remise and transport, Total with its figure at times below it,
  a dépôt and a solde, NEQ).
- blind48_it_oratorio_centro_estivo_ordine: a parish youth centre's order for the summer camp
  (shirts, caps, balls, craft supplies, books at 4 % and snacks at 10 % IVA, Spett.le or
  Fornitore or no label, the order number beside the title or in a boxed grid, a header row
  or a data block, preventivo and codice fornitore, C.F. and P.IVA, Totale ordine with its
  figure at times below it, an acconto and a saldo, the parish priest's signature).
- blind48_es_mx_mezcalera_insumos_orden_compra: a mezcal distillery's order for agave, bottles,
  corks and labels (Orden de compra, the number beside the title, in a grid, row or data
  block, Proveedor / Facturar a / Entregar en, RFC numbers, IVA 16 % and tasa 0 %, Total with
  the amount in words, an anticipo and a saldo, landscape at times).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, project, contract, customer
or the seller's sales-order number; on the seller's confirmation the customer's purchase-order
number); the supplier exactly as printed on its own first line (the seller of a confirmation;
never 御中, 様, "Firma", "Attn" or "To:"); the grand total as "1234.50" (whole yen and NT$ as
"1234.00"; after discounts, incl. tax and freight, before deposits, grants and prepayments;
"" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import mx_words, r2, split, wrapped  # noqa: E402
from families_blind19 import crow, lrow, ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind24 import a_day  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or, eu, more_lines  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
RED = Color(0.8, 0.1, 0.1)


def en2(v: Decimal) -> str:
    return grouped(v)


def fr2(v: Decimal) -> str:
    """1 234,50 (Quebec)."""
    return grouped(v, " ", ",")


def w0(v: Decimal) -> str:
    return grouped(v, ",", ".", 0)


def r0(v: Decimal) -> Decimal:
    return v.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    """A line count: from `big` (enough to run over a page) about `p` of the time."""
    return rng.choice(big if rng.random() < p else small)


def cw_(s: str, size: float) -> float:
    return cj.stringWidth(s, cj.FONT_NAME, size)


# --------------------------------------------------------------------------- shared Latin drawing


def _fs(d: la.Doc, s: str, size: float, w: float, b: bool = True) -> float:
    """The size at which `s` fits in `w` (never above `size`)."""
    while size > 6 and d.width(s, size, b) > w:
        size -= 0.25
    return size


def _data(
    d: la.Doc,
    rng: random.Random,
    m: float,
    r: float,
    y: float,
    style: str,
    kv: list[tuple[str, str]],
    size: float = 8.4,
) -> float:
    """The order data: 'grid' (boxed labels over values), 'row' (a heading row with the values
    below), 'kv' (label / value lines at the right) or 'block' (the same, boxed). Returns the y
    below."""
    wd = r - m
    shade = rng.choice([0.88, 0.92, 0.85, None])
    if style in ("grid", "row"):
        nat = [max(d.width(k, size - 1.2, True), d.width(v, size)) + 12 for k, v in kv]
        rows: list[list[int]] = []
        cur: list[int] = []
        acc = 0.0
        for i, w in enumerate(nat):
            if cur and acc + w > wd:
                rows.append(cur)
                cur, acc = [], 0.0
            cur.append(i)
            acc += w
        rows.append(cur)
        for row in rows:
            tot = sum(nat[i] for i in row)
            ws = [nat[i] * wd / tot for i in row]
            labs = [kv[i][0] for i in row]
            vals = [kv[i][1] for i in row]
            if style == "grid":
                y = d.grid(m, y, ws, labs, vals, size, shade=shade)
            else:
                d.line(m, y, r, y, 0.8)
                y = lrow(
                    d,
                    m,
                    y,
                    ws,
                    labs,
                    "l" * len(row),
                    h=size + 7,
                    size=size - 1.2,
                    b=True,
                    fill=shade,
                    vert=False,
                )
                y = lrow(d, m, y, ws, vals, "l" * len(row), h=size + 9, size=size, vert=False)
        return y
    lw = max(d.width(k, size, True) for k, _ in kv) + 10
    vw = max(d.width(v, size) for _, v in kv)
    bw = lw + vw + 4
    x0 = r - bw - (4 if style == "block" else 0)
    lead = size * 1.5
    top = y
    if style == "block":
        y += 5
    right = rng.random() < 0.5
    for k, v in kv:
        d.t(x0, y + size, k, size, b=True)
        if right:
            d.t(r - (4 if style == "block" else 0), y + size, v, size, al="r")
        else:
            d.t(x0 + lw, y + size, v, size)
        y += lead
    if style == "block":
        d.box(x0 - 6, top, r - x0 + 6, y - top + 3, fill=None)
        y += 3
    return y


def _top(
    d: la.Doc,
    rng: random.Random,
    m: float,
    r: float,
    head: str,
    sub: list[str],
    title: str,
    style: str,
    kv: list[tuple[str, str]],
    *,
    hsize: float = 14,
    tsize: float = 15,
) -> float:
    """Letterhead, title (the caller puts the order number into it when it sits beside the
    title) and the order data in `style`, in one of three arrangements. Returns the y below."""
    wd = r - m
    arr = rng.choice(["lr", "lr", "c", "rl"])
    if arr == "c":
        cx = (m + r) / 2
        d.t(cx, 44, head, _fs(d, head, hsize, wd), b=True, al="c")
        y = 50
        for s in sub:
            d.t(cx, y + 7.6, s, 7.6, al="c", grey=0.3)
            y += 10
        y += 6
        ts = _fs(d, title, tsize, wd)
        d.t(cx, y + ts, title, ts, b=True, al="c")
        d.line(m, y + ts + 5, r, y + ts + 5, 0.5)
        y += ts + 14
        return _data(d, rng, m, r, y, style, kv) + 10
    hs = _fs(d, head, hsize, wd * 0.5)
    ts = _fs(d, title, tsize, wd * 0.46)
    hx, hal, tx, tal = (m, "l", r, "r") if arr == "lr" else (r, "r", m, "l")
    d.t(hx, 46, head, hs, b=True, al=hal)
    yl = 52
    for s in sub:
        d.t(hx, yl + 7.6, s, 7.6, al=hal, grey=0.3, maxw=wd * 0.5)
        yl += 10
    d.t(tx, 46, title, ts, b=True, al=tal)
    if style in ("kv", "block") and arr == "lr":
        y = _data(d, rng, m, r, 56, style, kv)
        return max(y, yl) + 12
    y = max(yl, 56) + 8
    return _data(d, rng, m, r, y, style, kv) + 12


def _blocks(
    d: la.Doc,
    m: float,
    r: float,
    y: float,
    blocks: list[tuple[str, list[str], bool]],
    size: float = 8.4,
    boxed: bool = False,
    gap: float = 14,
) -> float:
    """Party blocks side by side: (label or "", lines, first line bold). Returns the y below."""
    n = len(blocks)
    cw = (r - m - gap * (n - 1)) / n
    pad = 5 if boxed else 0
    ybot = y
    for k, (lab, rows, bold_first) in enumerate(blocks):
        x = m + k * (cw + gap)
        yy = y + (4 if boxed else 0)
        if lab:
            d.t(x + pad, yy + 8, lab, size - 0.6, b=True, grey=0.35)
            yy += 12
        for i, s in enumerate(rows):
            if i == 0 and bold_first:
                sz = _fs(d, s, size + 0.8, cw - 2 * pad)
                d.t(x + pad, yy + sz, s, sz, b=True)
                yy += sz * 1.4
                continue
            for part in split(d, s, size, cw - 2 * pad):
                d.t(x + pad, yy + size, part, size)
                yy += size * 1.32
        ybot = max(ybot, yy)
    if boxed:
        for k in range(n):
            d.box(m + k * (cw + gap), y, cw, ybot - y + 4)
        ybot += 4
    return ybot


def _sums(
    d: la.Doc,
    xl: float,
    xr: float,
    y: float,
    rows: list[tuple[str, str, bool]],
    lab: str,
    val: str,
    size: float,
    *,
    below: bool,
    box: bool = False,
    shade: float | None = None,
) -> float:
    """Sum rows, then the grand total: beside its label, or on the line below it."""
    if rows:
        y = d.summary(xl, xr, y, rows, size)
    if below:
        d.line(xl - 4, y + 2, xr + 4, y + 2, 0.8)
        d.t(xl, y + size + 5, lab, size + 0.4, b=True)
        d.t(xr, y + 2 * size + 13, val, size + 2.4, b=True, al="r")
        return y + 2 * size + 19
    return d.summary(xl, xr, y, [(lab, val, True)], size + 0.4, box_last=box, shade=shade)


def _paras(
    d: la.Doc, m: float, y: float, texts: list[str], size: float, wd: float, bottom: float, brk
) -> float:
    for t in texts:
        if y + size * 2.8 > bottom:
            y = brk()
        y = wrapped(d, m, y, t, size, wd, grey=0.3)
    return y


# --------------------------------------------------------------------------- 1 zh-Hans equestrian club's hay, feed and tack order

MS_CITY = "北京 上海 成都 天津 大连 昆明 厦门 苏州 无锡 三亚 南京 杭州 沈阳 济南".split()
MS_B = "金鞍 骏马 天马 御风 奔腾 蓝天 草原 逐风 白驹 星辰 皇家 龙骧".split()
MS_CLUB = [
    "{c}{b}马术俱乐部有限公司",
    "{c}{b}马术运动有限公司",
    "{b}马术文化（{c}）有限公司",
    "{c}市{b}马术中心",
    "{c}{b}国际马术俱乐部",
]
MS_SB = "绿源 牧歌 草都 丰泽 恒牧 金禾 塞北 天草 骏达 良驹 宏牧 青禾".split()
MS_SUP = [
    "{c}{s}牧草有限公司",
    "{c}{s}饲料科技有限公司",
    "{s}马具用品（{c}）有限公司",
    "{c}{s}畜牧贸易有限公司",
    "{c}{s}兽药有限公司",
    "{c}{s}农牧发展有限公司",
]
MS_SUP_BARE = ["{c}{s}草业经营部", "{s}马具商行", "{c}市{s}饲草站"]
MS_SCITY = "呼伦贝尔 张掖 酒泉 通辽 赤峰 银川 石河子 包头 保定 沧州".split()
MS_ITEMS = [
    ("进口苜蓿草捆", "美国 一级 约30kg/捆", "捆", 9, 160, 260),
    ("提摩西草", "加拿大 二级 大方捆", "捆", 9, 180, 300),
    ("燕麦草", "国产 压缩块 25kg", "包", 9, 90, 150),
    ("马用颗粒饲料", "运动马型 20kg", "袋", 9, 160, 280),
    ("马用电解质", "粉剂 2.5kg", "桶", 13, 220, 420),
    ("英式马鞍", "17寸 真皮 含肚带", "副", 13, 3800, 9600),
    ("水勒缰绳", "全尺寸 牛皮", "套", 13, 480, 1200),
    ("马蹄铁", "钢制 4号", "副", 13, 45, 120),
    ("护腿绑腿", "抓绒 四只装", "套", 13, 160, 380),
    ("马厩垫料", "松木刨花 压缩 20kg", "包", 13, 45, 80),
    ("驱虫药", "伊维菌素 糊剂", "支", 13, 38, 85),
    ("马房橡胶地垫", "1.2×1.8m 18mm", "块", 13, 320, 560),
    ("沙地场养护耙", "牵引式 2.4m", "台", 13, 5200, 9800),
    ("骑手头盔", "VG1 认证", "顶", 13, 680, 1600),
]


def _ms(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.2
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    c1 = rng.choice(MS_CITY)
    club = rng.choice(MS_CLUB).format(c=c1, b=rng.choice(MS_B))
    sup = bare_or(rng, MS_SUP, MS_SUP_BARE, 0.25).format(
        c=rng.choice(MS_SCITY), s=rng.choice(MS_SB)
    )
    d = cj.a_date(rng)
    po = cj.number(rng, d, "MS-CG{Y}{m}{n3}|CG{y}{m}{d}{n2}|{Y}{m}{n4}|PO-{Y}-{n4}|MJ{y}{n5}")
    req = cj.number(rng, d, "QG-{y}{m}{n3}|SQ{Y}{n4}")
    ht = cj.number(rng, d, "HT-{Y}-{n3}|KJ{Y}{n3}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "订单编号|采购单号|订单号|采购订单号")
    mode = rng.choice(["red", "grid", "row", "right"])
    ink = rng.choice([Color(0.55, 0.25, 0.1), Color(0.1, 0.3, 0.55), black])
    tlabel = cj.pick(rng, "合计金额|金额合计|订单总额|价税合计")
    title = cj.pick(rng, "采购订单|物资采购单|饲草及马具采购订单|采购单")

    def foot() -> None:
        s_ = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s_, 7.6, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{club}　{title}（续）", 8.8, bold=True)
        pdf.text(right, 34, f"{po_lab}：{po}", 8.8, align="r")
        return 46

    centred = rng.random() < 0.6
    if centred:
        pdf.text(pdf.w / 2, 40, club, 15, align="c", bold=True, colour=ink)
        pdf.text(
            pdf.w / 2,
            53,
            f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}",
            7.6,
            align="c",
            colour=GREY,
        )
        pdf.text(pdf.w / 2, 76, title, 16, align="c", bold=True)
        ty = 76
    else:
        pdf.text(m, 40, club, 14, bold=True, colour=ink)
        pdf.text(m, 53, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
        pdf.text(m, 64, f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}", 7.6, colour=GREY)
        pdf.text(right, 44, title, 16, align="r", bold=True)
        ty = 64
    y = ty + 12
    date_s = cj.fdate(d, rng.choice(["cn", "iso", "slash"]))
    pay = cj.pick(rng, "月结30天|货到付款|预付30%，余款验收后付清|款到发货")
    if mode == "red":
        pdf.text(right, ty + (0 if centred else 18), f"No. {po}", 11, align="r", colour=RED)
        pdf.text(m, ty + (0 if centred else 18), f"日期：{date_s}", 8.4)
        y = ty + (12 if centred else 28)
    elif mode == "grid":
        rows = [
            [po_lab, po, "下单日期", date_s],
            ["请购单号", req, "合同编号", ht],
        ]
        if rng.random() < 0.4:
            rows[0][:2], rows[1][:2] = rows[1][:2], rows[0][:2]
        y = kgrid(pdf, m, y, cj.rel(wd, [13, 37, 13, 37]), rows, h=18, size=8.4, ink=ink, fill=PALE)
    elif mode == "row":
        ws = cj.rel(wd, [20, 16, 18, 18, 28])
        heads = [po_lab, "下单日期", "请购单号", "合同编号", "付款方式"]
        vals = [po, date_s, req, ht, pay]
        if rng.random() < 0.4:
            heads = heads[1:2] + heads[:1] + heads[2:]
            vals = vals[1:2] + vals[:1] + vals[2:]
        y = crow(pdf, m, y, ws, heads, "ccccc", h=17, size=8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.4)
    else:
        yy = y
        for lab, val in [(po_lab, po), ("日期", date_s), ("请购单号", req), ("合同编号", ht)]:
            pdf.text(right - 190, yy + 9, f"{lab}：", 8.4, colour=GREY)
            pdf.text(right, yy + 9, val, 8.8, align="r", bold=lab == po_lab)
            yy += 14
        y = yy
    y += 10
    pw = (wd - 16) / 2
    sup_lab = cj.pick(rng, "供应商|供方|卖方|供货单位|")
    contact = f"{cj.person(rng)}　{cj.mobile(rng)}"
    sp = [
        (sup_lab, sup),
        ("联系人", contact),
        ("地址", f"{rng.choice(MS_SCITY)}{cj.zh_addr(rng)[2:]}"),
    ]
    if rng.random() < 0.5:
        sp.append(("税号", cj.credit_code(rng)))
    bp = [
        (cj.pick(rng, "需方|采购方|买方"), club),
        ("收货单位", f"{club.split('有限公司')[0]}{rng.choice(['马场', '马厩', '训练基地'])}"),
        ("收货人", f"{cj.person(rng)}　{cj.mobile(rng)}"),
    ]
    if mode == "red":
        bp.append(("请购单号", req))
    panels = [sp, bp] if rng.random() < 0.6 else [bp, sp]
    boxed = rng.random() < 0.6
    ymax = y
    for k, p in enumerate(panels):
        x = m + k * (pw + 16)
        yy = y + 3
        for lab, val in p:
            vx = x + 5 + (56 if lab else 0)
            if lab:
                pdf.text(x + 5, yy + 11, f"{lab}：", 8.2, colour=GREY)
            big = val in (sup, club) and lab in (sup_lab, "需方", "采购方", "买方")
            for ln in cj.wrap(val, 8.4, right - vx if k else x + pw - vx):
                pdf.text(vx, yy + 11, ln, 9 if big else 8.4, bold=big)
                yy += 14
        ymax = max(ymax, yy + 4)
    if boxed:
        for k in range(2):
            pdf.rect(m + k * (pw + 16), y, pw, ymax - y, stroke=GREY, lw=0.5)
    y = ymax + 10
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng,
        MS_ITEMS,
        n,
        [1, 2, 4, 5, 10, 20, 30, 50],
        ["（加大）", "（比赛用）", "（备用）"],
        big=3000,
    )
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        body.append(
            (
                [
                    str(i),
                    it[0],
                    it[1],
                    it[2],
                    f"{q:,.0f}",
                    cj.money(p) if stated else "",
                    f"{it[3]}%",
                    cj.money(a) if stated else "",
                ],
                a,
            )
        )
    ws = cj.rel(wd, [5, 19, 22, 6, 8, 13, 7, 16])
    heads = ["序号", "品名", "规格", "单位", "数量", "含税单价", "税率", "含税金额"]
    y = ctable(pdf, m, y, ws, heads, body, "cllcrrcr", rowh=18, size=7.8, bottom=bottom, brk=brk)
    sub = sum((a for *_, a in lines), ZERO)
    off = r2(sub * Decimal(rng.choice([0, 0, 0, 2, 3, 5])) / 100)
    fr = Decimal(rng.choice([0, 0, 0, 200, 350, 600]))
    total = sub - off + fr
    if y + 130 > bottom:
        y = brk()
    foot_style = rng.choice(["row", "stack", "below"])
    if stated:
        if foot_style == "row":
            for lab, v in [("优惠折让", off), ("运费", fr)]:
                if v:
                    cells = [""] * 8
                    cells[1] = lab
                    cells[7] = f"-{cj.money(v)}" if lab == "优惠折让" else cj.money(v)
                    y = crow(pdf, m, y, ws, cells, "cllcrrcr", h=18, size=7.8)
            w2 = [sum(ws[:2]), sum(ws[2:7]), ws[7]]
            y = crow(
                pdf,
                m,
                y,
                w2,
                [tlabel, f"人民币（大写）：{cj.daxie(total)}", f"¥{cj.money(total)}"],
                "clr",
                h=20,
                size=8.4,
                bold=True,
                fill=PALE,
            )
            y += 8
        elif foot_style == "stack":
            w2 = [110, 110]
            rows_ = [("小计", cj.money(sub))]
            if off:
                rows_.append(("优惠", f"-{cj.money(off)}"))
            if fr:
                rows_.append(("运费", cj.money(fr)))
            rows_.append((tlabel, f"¥{cj.money(total)}"))
            y += 4
            for k, (lab, v) in enumerate(rows_):
                last = k == len(rows_) - 1
                y = crow(
                    pdf,
                    right - 220,
                    y,
                    w2,
                    [lab, v],
                    "lr",
                    h=18,
                    size=8.4,
                    bold=last,
                    fill=PALE if last else None,
                )
            pdf.text(m, y - 4, f"大写：{cj.daxie(total)}", 8.4)
            y += 8
        else:
            y += 6
            parts = [f"小计：{cj.money(sub)}"]
            if off:
                parts.append(f"优惠：-{cj.money(off)}")
            if fr:
                parts.append(f"运费：{cj.money(fr)}")
            pdf.text(right, y + 8, "　".join(parts), 8.4, align="r")
            pdf.text(right - 200, y + 26, f"{tlabel}（含税）：", 9.4, bold=True)
            pdf.text(right, y + 44, f"¥{cj.money(total)}", 13, align="r", bold=True)
            pdf.text(m, y + 44, f"（大写）{cj.daxie(total)}", 8.4)
            y += 56
        pdf.text(
            m,
            y + 8,
            "以上价格均含增值税（饲草9%，其他13%），并含送货至马场费用。",
            7.8,
            colour=GREY,
        )
        y += 14
        if rng.random() < 0.55:
            pct = rng.choice([20, 30, 50])
            dep = r2(total * pct / 100)
            pdf.text(
                m,
                y + 8,
                f"预付款（{pct}%）：¥{cj.money(dep)}　　余款：¥{cj.money(total - dep)}（验收合格后15日内支付）",
                8.2,
            )
            y += 14
    else:
        y += 8
        pdf.text(m, y + 8, "单价按年度供货协议执行，结算金额以实际过磅及验收数量为准。", 8.4)
        y += 16
    for t in [
        "1. 饲草须无霉变、无杂质，水分不高于14%，每批附检验报告。",
        f"2. 交货期：{cj.fdate(cj.later(rng, d, 5, 30), 'cn')}前送达马场，卸货由供方负责。",
        "3. 送货单及发票须注明本订单编号，否则不予结算。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 10, t, 7.8, colour=GREY)
        y += 13
    if y + 70 > bottom:
        y = brk()
    y += 30
    for k, lab in enumerate(["采购员：", "马房主管：", "财务审核：", "总经理："]):
        pdf.text(m + k * wd / 4, y, f"{lab}{cj.person(rng) if k < 2 else ''}", 8.4)
    pdf.text(m, y + 22, cj.pick(rng, "供方确认（签字盖章）：|供应商确认（签章）：|卖方回签："), 8.4)
    if rng.random() < 0.6:
        pdf.stamp(right - 70, y - 4, club, rng, caption="采购专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_zh_mashu_julebu_sicao_maju(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ms)


# --------------------------------------------------------------------------- 2 zh-Hans kitchen-equipment maker's sales confirmation

CF_CITY = "广州 佛山 中山 江门 潮州 揭阳 东莞 惠州 石家庄 济宁 临沂 宜宾".split()
CF_B = "厨皇 粤厨 金厨 厨宝 旭阳 恒厨 万厨 华厨 顺厨 新麦 雅厨 亿厨".split()
CF_SUP = [
    "{c}{b}厨房设备有限公司",
    "{c}{b}商用厨具有限公司",
    "{c}{b}不锈钢制品有限公司",
    "{b}厨业（{c}）有限公司",
    "{c}{b}餐饮设备工程有限公司",
]
CF_SUP_BARE = ["{c}{b}厨具经营部", "{c}市{b}厨房设备商行"]
CF_CUST = [
    "{c}{x}餐饮管理有限公司",
    "{c}{x}酒店有限公司",
    "{c}{x}食品有限公司",
    "{c}{x}大酒楼有限公司",
    "{c}{x}团餐服务有限公司",
]
CF_X = "海港 味道 福满楼 湘聚 川香 锦江 金陵 和府 喜来 悦宾".split()
CF_CCITY = "上海 武汉 长沙 重庆 贵阳 南昌 福州 合肥".split()
CF_ITEMS = [
    ("商用电磁大炒炉", "15kW 单头 凹面", "台", 4800, 8600),
    ("不锈钢操作台", "1500×760×800 双层", "张", 680, 1300),
    ("双门蒸饭柜", "24盘 电热", "台", 5200, 9800),
    ("四门冷藏冷冻柜", "1.2m 双温", "台", 3800, 6900),
    ("不锈钢排烟罩", "3000×1200 含油网", "台", 2600, 5200),
    ("揭盖式洗碗机", "380V 含增压泵", "台", 12800, 26000),
    ("三星水池", "1800×700 带后挡", "套", 1200, 2400),
    ("油烟净化器", "静电式 10000m³/h", "台", 6800, 12500),
    ("四层货架", "1200×500×1800", "个", 420, 880),
    ("保温售饭台", "六格 带玻璃罩", "台", 3200, 5600),
    ("和面机", "25kg 双速", "台", 3600, 6800),
    ("燃气矮仔炉", "单头 带熄火保护", "台", 1800, 3400),
]


def _cf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 58
    sup = bare_or(rng, CF_SUP, CF_SUP_BARE, 0.2).format(c=rng.choice(CF_CITY), b=rng.choice(CF_B))
    cust = rng.choice(CF_CUST).format(c=rng.choice(CF_CCITY), x=rng.choice(CF_X))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "CG{Y}{m}{n4}|PO-{y}{m}{n3}|{Y}{m}{d}{n3}|HF-CG-{Y}-{n3}")
    so = cj.number(rng, d, "XS{y}{m}{d}{n3}|SO-{Y}-{n4}|QR{Y}{n4}")
    qt = cj.number(rng, d, "BJ-{y}{m}{n3}|Q{Y}{n4}")
    kh = cj.number(rng, d, "KH{n5}|C-{n4}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice([RED, Color(0.1, 0.3, 0.55), Color(0.2, 0.2, 0.2)])
    po_lab = cj.pick(rng, "客户订单号|贵司采购单号|客户PO号|客户采购单号")
    mode = rng.choice(["grid", "row", "sentence"])
    below = rng.random() < 0.45
    tlabel = cj.pick(rng, "合计金额|总计|订单总额|合同总价")
    title = cj.pick(rng, "销售确认单|订单确认书|销售订单确认函")

    def foot() -> None:
        pdf.line(m, pdf.h - 44, right, pdf.h - 44, lw=0.4, colour=GREY)
        pdf.text(
            m,
            pdf.h - 32,
            f"{sup}　服务热线 {cj.zh_tel(rng)}　www.{rng.choice(['chuju', 'cfsb', 'kitchen'])}{rng.randint(10, 99)}.cn",
            7,
            colour=GREY,
        )
        pdf.text(
            right,
            pdf.h - 32,
            f"{page[0]}/{of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title}（续）　销售单号：{so}", 8.8)
        return 46

    pdf.text(m, 40, sup, 15, bold=True, colour=ink)
    pdf.text(m, 54, f"地址：{cj.zh_addr(rng)}", 7.6, colour=GREY)
    pdf.text(m, 65, f"电话：{cj.zh_tel(rng)}　传真：{cj.zh_tel(rng)}", 7.6, colour=GREY)
    bw = 168
    pdf.rect(right - bw, 26, bw, 42, stroke=ink, lw=0.8)
    pdf.text(right - bw + 6, 41, cj.pick(rng, "销售单号|合同编号|确认单号"), 7.6, colour=GREY)
    pdf.text(right - 6, 41, so, 9, align="r", bold=True)
    pdf.text(right - bw + 6, 60, "日期", 7.6, colour=GREY)
    date_s = cj.fdate(d, rng.choice(["cn", "iso", "slash"]))
    pdf.text(right - 6, 60, date_s, 8.6, align="r")
    pdf.line(m, 74, right, 74, lw=1.2, colour=ink)
    pdf.text(pdf.w / 2, 98, title, 16, align="c", bold=True)
    y = 110
    contact = f"{cj.person(rng)}　{cj.mobile(rng)}"
    addr = f"{cust[:2]}市{cj.zh_addr(rng)[3:]}"
    dlv = cj.fdate(cj.later(rng, d, 7, 30), "cn")
    if mode == "grid":
        rows = [
            ["客户名称", cust, po_lab, po],
            ["联系人", contact, "报价单号", qt],
            ["安装地址", addr, "客户编号", kh],
        ]
        if rng.random() < 0.4:
            rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
        y = (
            kgrid(pdf, m, y, cj.rel(wd, [14, 38, 14, 34]), rows, h=18, size=8.2, ink=ink, fill=PALE)
            + 8
        )
        pdf.text(m, y + 8, "感谢贵司订购，现将订单内容确认如下，请核对后签字盖章回传：", 8.6)
        y += 16
    elif mode == "row":
        kv = [
            ("客户名称", cust),
            ("客户编号", kh),
            (po_lab, po),
            ("报价单号", qt),
            ("交货日期", dlv),
        ]
        ws = cj.rel(wd, [30, 12, 20, 18, 20])
        y = crow(pdf, m, y, ws, [k for k, _ in kv], "ccccc", h=17, size=7.8, fill=PALE, head=True)
        y = crow(pdf, m, y, ws, [v for _, v in kv], "ccccc", h=18, size=8.2) + 6
        pdf.text(m, y + 8, f"联系人：{contact}　安装地址：{addr}", 8.2)
        y += 18
    else:
        pdf.text(m, y + 8, f"致：{cust}", 9.4, bold=True)
        pdf.text(right, y + 8, f"{po_lab}：{po}", 9.4, align="r", bold=True)
        pdf.text(m, y + 22, f"联系人：{contact}　客户编号：{kh}", 8.2)
        y += 30
        for ln in cj.wrap(
            f"感谢贵司惠顾！根据贵司上述采购订单及我司报价单{qt}，现确认供货内容如下，请核对后签字盖章回传：",
            8.6,
            wd,
        ):
            pdf.text(m, y + 8, ln, 8.6)
            y += 14
        y += 4
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, CF_ITEMS, n, [1, 1, 2, 2, 3, 4, 6], ["（加厚）", "（定制尺寸）", "（左置）"], big=5000
    )
    body = [
        ([str(i), it[0], it[1], it[2], f"{q:,.0f}", cj.money(p), cj.money(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c[:5], "", ""], a) for c, a in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 24, 24, 6, 8, 15, 18]),
        ["序号", "设备名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    inst = r2(sub * Decimal(rng.choice([0, 0, 3, 5])) / 100)
    frt = Decimal(rng.choice([0, 0, 300, 500, 800]))
    off = Decimal(rng.choice([0, 0, 0, 500, 1000])) if sub > 8000 else ZERO
    total = sub + inst + frt - off
    if y + 150 > bottom:
        y = brk()
    y += 10
    if stated:
        for lab, v in [("设备小计", sub), ("安装调试费", inst), ("运输费", frt), ("优惠", -off)]:
            if v or lab == "设备小计":
                pdf.text(right - 170, y + 8, f"{lab}：", 8.6)
                pdf.text(right, y + 8, f"{'-' if v < 0 else ''}¥{cj.money(abs(v))}", 8.6, align="r")
                y += 14
        y += 4
        if below:
            pdf.text(right - 170, y + 10, f"{tlabel}（含13%增值税）：", 9.4, bold=True)
            pdf.text(right, y + 30, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
            y += 38
        else:
            pdf.text(
                right, y + 10, f"{tlabel}（含税）：¥{cj.money(total)}", 10.4, align="r", bold=True
            )
            y += 18
        pdf.text(m, y + 8, f"人民币大写：{cj.daxie(total)}", 8.6)
        y += 16
        if rng.random() < 0.7:
            pct = rng.choice([30, 40, 50])
            dep = r2(total * pct / 100)
            pdf.text(
                m,
                y + 8,
                f"付款方式：签约后预付定金{pct}%即¥{cj.money(dep)}，余款¥{cj.money(total - dep)}安装验收后7日内付清。",
                8.2,
            )
            y += 16
    else:
        pdf.text(m, y + 8, "价格按报价单执行，最终以现场测量确认的数量结算。", 8.6)
        y += 16
    bank, acct = cj.bank(rng)
    for t in [
        f"收款单位：{sup}",
        f"开户银行：{bank}　账号：{acct}",
        f"纳税人识别号：{cj.credit_code(rng)}",
        "设备质保一年，终身维修，安装需客户提供水电接口。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 60 > bottom:
        y = brk()
    y += 30
    pdf.text(m, y, f"供方：{sup}", 8.4)
    pdf.text(m + wd / 2 + 10, y, cj.pick(rng, "客户确认（签字盖章）：|需方确认：|客户回签："), 8.4)
    pdf.text(m, y + 18, f"销售代表：{cj.person(rng)}　{cj.mobile(rng)}", 8.4)
    pdf.text(m + wd / 2 + 10, y + 18, f"需方：{cust}", 8.4)
    if rng.random() < 0.6:
        pdf.stamp(m + 130, y + 4, sup, rng, caption="合同专用章", r=34)
    foot()
    out = cfinish(pdf, "zh-Hans", "order_confirmation", po, sup, total)
    return out if stated else none_meta(out)


def blind48_zh_chufang_shebei_xiaoshou_queren(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _cf)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwan pottery studio's clay and glaze order

TY_STUDIO = [
    "{x}陶藝工作室",
    "{x}陶坊",
    "{x}窯陶藝教室",
    "{x}陶藝有限公司",
    "社團法人{c}{x}陶藝協會",
]
TY_X = "土角厝 青木 山嵐 窯烟 禾田 拾光 陶然 一隅 日日 小山 素朴 月見".split()
TY_C = "鶯歌 苗栗 南投 台中 台南 宜蘭 花蓮 新竹 嘉義 高雄".split()
TY_SUP = [
    "{x}陶瓷原料有限公司",
    "{x}窯業股份有限公司",
    "{x}企業有限公司",
    "{x}電窯有限公司",
    "{x}窯具材料有限公司",
]
TY_SUP_BARE = ["{x}釉藥材料行", "{x}陶土行"]
TY_SB = "大同 新光 永豐 三和 建成 金興 合發 順益 昇陽 佳鴻".split()
TY_ITEMS = [
    ("信樂土", "10kg/包 中粗", "包", 320, 520),
    ("瓷土", "高白 10kg", "包", 380, 650),
    ("陶土（紅土）", "鶯歌 20kg", "包", 260, 420),
    ("透明釉", "1kg 粉狀", "包", 180, 360),
    ("天目釉", "1kg 粉狀", "包", 220, 420),
    ("青瓷釉", "5kg 液狀", "桶", 980, 1800),
    ("棚板", "碳化矽 40×30cm", "片", 1200, 2200),
    ("支柱", "高鋁 5cm（10支）", "組", 280, 520),
    ("測溫錐", "SK8 50支", "盒", 420, 780),
    ("拉坯機維修", "含馬達更換", "式", 3500, 8000),
    ("電窯熱電偶", "K型 附補償導線", "支", 850, 1600),
    ("修坯刀組", "8件組", "組", 320, 680),
]


def _ty(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 52
    c = rng.choice(TY_C)
    studio = rng.choice(TY_STUDIO).format(x=rng.choice(TY_X), c=c)
    sup = bare_or(rng, TY_SUP, TY_SUP_BARE, 0.2).format(x=rng.choice(TY_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{roc}{m}{d}{n3}|PO{roc}{m}-{n3}|TY-{Y}{n4}|{y}{m}{n4}")
    qt = cj.number(rng, d, "Q{roc}{n4}|報{roc}-{n3}")
    ban_s, ban_b = cj.number(rng, d, "{n8}"), cj.number(rng, d, "{n8}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "訂購單號|採購單號|單號|訂單編號")
    mode = rng.choice(["grid", "row", "beside"])
    ink = rng.choice([Color(0.45, 0.25, 0.15), Color(0.15, 0.3, 0.45), black])
    ds = rng.choice(["roc", "rocs", "slash"])
    title = cj.pick(rng, "訂購單|採購單|訂貨單")

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 24,
            f"第{page[0]}頁／共{of}頁" if of else f"第{page[0]}頁",
            7.4,
            align="r",
            colour=GREY,
        )
        pdf.text(m, pdf.h - 24, "白聯：廠商　黃聯：會計　紅聯：存根", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{studio}　{title}（續）　{po_lab}：{po}", 8.6)
        return 46

    pdf.text(pdf.w / 2, 40, studio, 15, align="c", bold=True, colour=ink)
    pdf.text(
        pdf.w / 2,
        53,
        f"{cj.tw_addr(rng)}　電話 {cj.tw_tel(rng)}　統一編號 {ban_b}",
        7.6,
        align="c",
        colour=GREY,
    )
    if mode == "beside":
        pdf.text(pdf.w / 2, 76, title, 16, align="c", bold=True)
        pdf.text(right, 76, f"{po_lab}：{po}", 9.6, align="r", bold=True)
        pdf.text(m, 76, f"日期：{cj.fdate(d, ds)}", 8.4)
    else:
        pdf.text(pdf.w / 2, 76, title, 16, align="c", bold=True)
    y = 88
    sup_lab = cj.pick(rng, "廠商名稱|供應商|致|廠商")
    contact = f"{cj.person(rng, 'zh-Hant')}　{cj.tw_tel(rng)}"
    if mode == "grid":
        rows = [
            [sup_lab, sup, po_lab, po],
            ["聯絡人", contact, "訂購日期", cj.fdate(d, ds)],
            ["統一編號", ban_s, "報價單號", qt],
        ]
        if rng.random() < 0.35:
            rows[0][2:], rows[1][2:] = rows[1][2:], rows[0][2:]
        y = kgrid(pdf, m, y, cj.rel(wd, [12, 40, 12, 36]), rows, h=18, size=8.4, ink=ink, fill=PALE)
    else:
        if mode == "row":
            ws = cj.rel(wd, [22, 18, 18, 18, 24])
            heads = [po_lab, "訂購日期", "報價單號", "交貨日期", "付款條件"]
            vals = [
                po,
                cj.fdate(d, ds),
                qt,
                cj.fdate(cj.later(rng, d, 5, 25), ds),
                cj.pick(rng, "月結30天|貨到付現|月結60天"),
            ]
            y = crow(pdf, m, y, ws, heads, "ccccc", h=17, size=8, fill=PALE, head=True)
            y = crow(pdf, m, y, ws, vals, "ccccc", h=18, size=8.4) + 10
        pw = (wd - 16) / 2
        yy = y
        no_lab = rng.random() < 0.35
        if not no_lab:
            pdf.text(m, yy + 9, f"{sup_lab}：", 8.4, colour=GREY)
            yy += 14
        pdf.text(m, yy + 10, sup, 10, bold=True)
        yy += 15
        for s in [
            f"統一編號：{ban_s}",
            f"聯絡人：{contact}",
            f"地址：{cj.tw_addr(rng)}",
        ]:
            pdf.text(m, yy + 9, s, 8.2)
            yy += 13
        y2 = y
        x2 = m + pw + 16
        pdf.text(x2, y2 + 9, "送貨地點：", 8.4, colour=GREY)
        y2 += 14
        for s in [
            f"{studio}　教室倉庫",
            cj.tw_addr(rng),
            f"收貨人：{cj.person(rng, 'zh-Hant')} {cj.tw_tel(rng)}",
        ]:
            pdf.text(x2, y2 + 9, s, 8.2)
            y2 += 13
        y = max(yy, y2)
    y += 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 10], [30, 38])
    lines = more_lines(
        rng, TY_ITEMS, n, [1, 2, 3, 5, 10, 20], ["（細）", "（粗）", "（試作）"], places=0, big=3000
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                it[2],
                f"{q:,.0f}",
                w0(p) if stated else "",
                w0(a) if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    ws = cj.rel(wd, [5, 24, 24, 6, 8, 14, 17])
    y = ctable(
        pdf,
        m,
        y,
        ws,
        ["項次", "品名", "規格", "單位", "數量", "單價", "金額"],
        body,
        "cllcrrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r0(sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100)
    net = sub - off
    tax = r0(net * Decimal("0.05"))
    total = net + tax
    if y + 120 > bottom:
        y = brk()
    if stated:
        w2 = [ws[5], ws[6]]
        rows_ = [("合計（未稅）", w0(sub))]
        if off:
            rows_ += [("折讓", f"-{w0(off)}"), ("銷售額", w0(net))]
        rows_ += [
            ("營業稅 5%", w0(tax)),
            (cj.pick(rng, "總計|含稅總金額|合計新台幣"), f"NT${w0(total)}"),
        ]
        for k, (lab, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [lab, v],
                "lr",
                h=18,
                size=8.2,
                bold=last,
                fill=PALE if last else None,
            )
        y += 6
        pdf.text(m, y + 8, f"新台幣（大寫）：{cj.daxie(total, trad=True)}", 8.4)
        y += 16
        if rng.random() < 0.4:
            dep = r0(total * Decimal("0.3"))
            pdf.text(m, y + 8, f"已付訂金：NT${w0(dep)}　尾款：NT${w0(total - dep)}", 8.2)
            y += 14
    else:
        y += 8
        pdf.text(m, y + 8, "單價依報價單，實際金額以送貨單數量計算（未稅另加營業稅5%）。", 8.4)
        y += 16
    for t in [
        "1. 釉藥須附成分表（不含鉛鎘），陶土須標示燒成溫度。",
        "2. 送貨單、發票請註明訂購單號及本工作室統一編號。",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.8, colour=GREY)
        y += 13
    if y + 56 > bottom:
        y = brk()
    y += 34
    sw = wd / 4
    for k, lab in enumerate(["負責人", "會計", "採購經辦", "廠商簽收"]):
        pdf.line(m + k * sw, y, m + k * sw + sw - 14, y, lw=0.5)
        pdf.text(m + k * sw, y + 11, lab, 7.8)
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_tw_taoyi_gongfang_niliao_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ty)


# --------------------------------------------------------------------------- 4 ja hair salon's supplies order

BY_SALON = ["ヘアサロン {n}", "美容室 {n}", "株式会社{n}", "{n} hair&make", "有限会社{n}"]
BY_N = "リュクス アンジュ ソレイユ ルミエール フルール エトワール ミモザ シエル ノエル こもれび 花音 結".split()
BY_SUP = [
    "株式会社{s}ビューティー",
    "{s}美容商事株式会社",
    "{s}化粧品販売株式会社",
    "株式会社{s}ディーラー",
    "{s}理美容材料株式会社",
    "有限会社{s}商会",
]
BY_SB = "三協 大和 中部 関東 北斗 光 誠和 丸栄 東邦 山陽".split()
BY_ITEMS = [
    ("ヘアカラー剤", "アッシュ系 80g", "本", 580, 980),
    ("オキシ 6%", "1000ml", "本", 480, 820),
    ("パーマ液 1剤", "400ml", "本", 1200, 2200),
    ("業務用シャンプー", "4000ml 詰替", "本", 3800, 6800),
    ("業務用トリートメント", "2500g", "個", 4200, 7800),
    ("カットクロス", "撥水 ネイビー", "枚", 1800, 3200),
    ("フェイスタオル", "業務用 12枚", "束", 1900, 3400),
    ("シザー", "6.0インチ", "丁", 28000, 58000),
    ("ネックペーパー", "1000枚入", "箱", 900, 1600),
    ("カラー用ハケ", "ソフト 10本", "袋", 1200, 2400),
    ("アルミホイル", "ハイライト用 12cm", "箱", 1600, 2800),
    ("ストレートアイロン", "32mm", "台", 12000, 24000),
]


def _by(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 56
    salon = rng.choice(BY_SALON).format(n=rng.choice(BY_N))
    sup = rng.choice(BY_SUP).format(s=rng.choice(BY_SB))
    d = cj.a_date(rng)
    po = cj.number(rng, d, "{y}{m}{d}-{n2}|H-{n5}|{Y}{m}-{n3}|No.{n6}")
    mitsu = cj.number(rng, d, "見{y}-{n4}|M{n5}")
    reg = cj.number(rng, d, "T{n13}")
    stated = stated_of(rng)
    page = [1]
    po_lab = cj.pick(rng, "発注番号|注文番号|発注No.|伝票番号")
    mode = rng.choice(["box", "beside", "grid"])
    ds = rng.choice(["reiwa", "slash", "cn"])
    ink = rng.choice([Color(0.5, 0.2, 0.35), Color(0.2, 0.3, 0.45), black])
    title = cj.pick(rng, "発　注　書|発注書|注文書|御注文書")

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 26,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.4,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{title.replace('　', '')}（続き）　{po_lab}：{po}", 8.8)
        return 46

    pdf.text(pdf.w / 2, 46, title, 18, align="c", bold=True, colour=ink)
    yy = 60
    if mode == "box":
        bw = [60, 104]
        for lab, val in [(po_lab, po), ("発注日", cj.fdate(d, ds))]:
            yy = crow(pdf, right - sum(bw), yy, bw, [lab, val], "cl", h=16, size=8.2)
    elif mode == "beside":
        pdf.text(right, 46, f"No. {po}", 10, align="r", colour=RED if rng.random() < 0.5 else black)
        pdf.text(right, 62, cj.fdate(d, ds), 8.4, align="r")
        po_lab = "No."
        yy = 66
    else:
        pdf.text(right, 62, f"発注日　{cj.fdate(d, ds)}", 8.4, align="r")
        yy = 66
    y = 86
    pdf.text(m, y, sup, 12, bold=True)
    pdf.text(m + cw_(sup, 12) + 8, y, rng.choice(["御中", "御中", "様"]), 11)
    pdf.line(m, y + 5, m + max(220, cw_(sup, 12) + 40), y + 5, lw=0.6)
    pdf.text(
        m,
        y + 20,
        cj.pick(
            rng,
            "下記のとおり発注いたします。|毎度ありがとうございます。下記の通りご注文申し上げます。",
        ),
        8.6,
    )
    ry = max(yy, 92) + 8
    pdf.text(right, ry + 4, salon, 11, align="r", bold=True)
    pdf.text(right, ry + 18, cj.ja_addr(rng), 7.6, align="r", colour=GREY)
    pdf.text(
        right, ry + 30, f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", 7.6, align="r", colour=GREY
    )
    pdf.text(right, ry + 42, f"登録番号 {reg}", 7.6, align="r", colour=GREY)
    pdf.text(right, ry + 54, f"担当：{cj.person(rng, 'ja')}（店長）", 7.8, align="r")
    if rng.random() < 0.6:
        pdf.stamp(
            right - 14,
            ry + 16,
            salon.replace("株式会社", "").replace("有限会社", "")[:4],
            rng,
            shape="rect",
            r=18,
        )
    y += 34
    n = n_lines(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9], [28, 36])
    lines = more_lines(
        rng,
        BY_ITEMS,
        n,
        [1, 2, 3, 5, 6, 10, 12, 20],
        ["（ピンク系）", "（ブラウン系）", "（補充）"],
        places=0,
        big=10000,
    )
    sub = sum((a for *_, a in lines), ZERO)
    off = r0(sub * Decimal(rng.choice([0, 0, 0, 3, 5])) / 100)
    ship = Decimal(rng.choice([0, 0, 0, 800, 1100])) if sub < 30000 else ZERO
    tax = ((sub - off + ship) * Decimal("0.1")).quantize(Decimal(1), rounding="ROUND_DOWN")
    total = sub - off + ship + tax
    if stated and rng.random() < 0.6:
        pdf.rect(m, y, 230, 42, stroke=ink, lw=1)
        pdf.rect(m, y, 230, 15, fill=PALE, stroke=ink, lw=0.6)
        pdf.text(
            m + 6, y + 11, cj.pick(rng, "合計金額（税込）|ご注文金額（税込）|発注金額合計"), 8.4
        )
        pdf.text(
            m + 224,
            y + 35,
            rng.choice([f"¥{total:,.0f}-", f"{total:,.0f}円", f"￥{total:,.0f}"]),
            14,
            align="r",
            bold=True,
        )
        y += 50
    y = max(y, ry + 64) + 4
    kv = [
        [
            "納期",
            cj.fdate(cj.later(rng, d, 3, 21), ds),
            "納品先",
            cj.pick(rng, "本店|2号店（駅前店）|本部倉庫"),
            "お見積No.",
            mitsu,
        ]
    ]
    if mode == "grid":
        kv.insert(
            0,
            [
                po_lab,
                po,
                "支払条件",
                cj.pick(rng, "月末締め翌月末払い|代金引換|20日締め翌月10日払い"),
            ],
        )
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [10, 18, 10, 24, 11, 27]),
            kv,
            h=18,
            size=8,
            ink=ink,
            fill=PALE,
            labels=(0, 2, 4),
        )
        + 8
    )
    body = [
        (
            [
                str(i),
                it[0],
                it[1],
                f"{int(q):,}",
                it[2],
                f"{p:,.0f}" if stated else "",
                f"{a:,.0f}" if stated else "",
            ],
            a,
        )
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [5, 30, 22, 8, 6, 13, 16]),
        ["No.", "品名", "規格", "数量", "単位", "単価", "金額"],
        body,
        "cllrcrr",
        rowh=18,
        size=7.8,
        bottom=bottom,
        brk=brk,
        fill=PALE,
    )
    if y + 110 > bottom:
        y = brk()
    y += 6
    if stated:
        w2 = [96, 104]
        rows_ = [("小計", f"{sub:,.0f}")]
        if off:
            rows_.append(("値引", f"-{off:,.0f}"))
        if ship:
            rows_.append(("送料", f"{ship:,.0f}"))
        rows_ += [
            ("消費税（10%）", f"{tax:,.0f}"),
            (cj.pick(rng, "合計|合計金額|総合計"), f"¥{total:,.0f}"),
        ]
        for k, (l_, v) in enumerate(rows_):
            last = k == len(rows_) - 1
            y = crow(
                pdf,
                right - sum(w2),
                y,
                w2,
                [l_, v],
                "lr",
                h=18,
                size=8.6,
                bold=last,
                fill=PALE if last else None,
            )
    else:
        pdf.text(m, y + 10, "単価はお見積書のとおり。金額は納品時にご請求ください。", 8.6)
        y += 18
    y += 12
    pdf.text(m, y + 6, "備考", 8.4, bold=True)
    y += 8
    for t in [
        "・納品時は納品書を同梱してください。",
        "・請求書には発注番号をご記入ください。",
        f"・お問合せ：{cj.ja_tel(rng)}（受付 10:00〜19:00、火曜定休）",
    ]:
        if y + 14 > bottom:
            y = brk()
        pdf.text(m + 6, y + 10, t, 7.8)
        y += 13
    if y + 50 > bottom:
        y = brk()
    y += 12
    for k, lab in enumerate(["承認", "確認", "担当"]):
        x = right - (3 - k) * 44
        pdf.rect(x, y, 44, 13, fill=PALE, stroke=black)
        pdf.rect(x, y + 13, 44, 32, stroke=black)
        pdf.text(x + 22, y + 10, lab, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_ja_biyoushitsu_shizai_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _by)


# --------------------------------------------------------------------------- 5 en-US trampoline park's equipment and party-goods order

TP_X = "Bounce Republic|SkyHigh Jump|Launch Pad|Airborne Zone|Flip City|Rebound Nation|Vertical Fun|Jumpology|Gravity Park|Hop Haus".split(
    "|"
)
TP_BUY = ["{x} LLC", "{x} Trampoline Park, Inc.", "{x} Entertainment LLC", "{x} Holdings, Inc."]
TP_CITY = [
    ("Plano", "TX", "75024", "8.25"),
    ("Mesa", "AZ", "85210", "8.3"),
    ("Boise", "ID", "83704", "6"),
    ("Naperville", "IL", "60563", "7.75"),
    ("Columbus", "OH", "43215", "7.5"),
    ("Raleigh", "NC", "27609", "7.25"),
    ("Tampa", "FL", "33607", "7.5"),
    ("Omaha", "NE", "68106", "7"),
    ("Spokane", "WA", "99201", "9"),
    ("Knoxville", "TN", "37919", "9.25"),
]
TP_SN = "Kessler|Whitmore|Delgado|Hartman|Okafor|Lindqvist|Brennan|Castillo|Yamada|Prescott|Vance|Holloway".split(
    "|"
)
TP_F = "Jordan|Kayla|Marcus|Tessa|Devin|Priya|Colby|Renee|Tyler|Alexis".split("|")
TP_SUP_FORMED = [
    "{s} Trampoline Supply, Inc.",
    "{s} Recreation Products LLC",
    "{s} Foam & Padding Co.",
    "{s} Safety Systems, Inc.",
    "{s} Party Goods Distributors LLC",
    "{s} Sportswear Corp.",
]
TP_SUP_BARE = ["{s} Springs & Mats", "{s} Supply", "{s} Brothers"]
TP_ITEMS = [
    ("Trampoline bed 7x14 ft, polypropylene jumping mat", "EA", 380, 720),
    ("Galvanized springs 8.5 in (box of 50)", "BX", 95, 180),
    ("Frame pad, 3 in foam, vinyl cover, 14 ft", "EA", 140, 290),
    ("Foam pit cubes 8x8x8 in, fire-retardant (case 100)", "CS", 210, 390),
    ("Grip socks, branded, assorted sizes (dozen)", "DZ", 18, 34),
    ("Dodgeballs 8.5 in no-sting (set of 6)", "ST", 32, 64),
    ("Ninja course cargo net 10x12 ft", "EA", 260, 540),
    ("Wall padding panel 4x8 ft, 2 in", "EA", 165, 320),
    ("Birthday party plates & cups pack (50 guests)", "PK", 24, 46),
    ("Waiver kiosk tablet stand", "EA", 180, 340),
    ("First-aid kit refill, OSHA class B", "EA", 45, 90),
    ("Spring puller tool", "EA", 16, 32),
    ("Court inspection & re-tensioning (per hour)", "HR", 85, 140),
]


def _tp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    k_ = rng.random()
    size = landscape(letter) if k_ < 0.18 else A4 if k_ < 0.35 else letter
    d = la.Doc(size, la.pick(rng, "helv|libsans|dejavu|times|djcond"))
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    x = rng.choice(TP_X)
    buyer = rng.choice(TP_BUY).format(x=x)
    city, st, zp, rate = rng.choice(TP_CITY)
    sup = bare_or(rng, TP_SUP_FORMED, TP_SUP_BARE, 0.25).format(s=rng.choice(TP_SN))
    dt = a_day(rng)
    po = la.digits(
        rng,
        rng.choice(["PO-######", f"{dt:%y}-#####", "45########", "TP####", f"{st}{dt:%y%m}-###"]),
    )
    req = la.digits(rng, rng.choice(["REQ-####", "R#####"]))
    quote = la.digits(rng, rng.choice(["Q-#####", "QT####-#", "SO#######"]))
    vend = la.digits(rng, rng.choice(["V#####", "VN-####"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "PO #|PO Number|P.O. No.|Purchase Order #|Order No.")
    beside = rng.random() < 0.35
    style = rng.choice(["grid", "row", "kv", "block"])
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER")
    email = f"purchasing@{x.lower().replace(' ', '')}.com"

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · {email} · Please reference our PO number on all invoices, packing slips and correspondence.",
            6.6,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 30, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} - {po_lab} {po} (continued)", 9, b=True)
        return 54

    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Date", la.dfmt(dt, rng.choice(["us", "usl"]))),
        ("Requisition", req),
        ("Vendor ID", vend),
        ("Your Quote", quote),
        ("Ship Via", la.pick(rng, "UPS Ground|FedEx Freight|Best Way|Vendor truck|LTL")),
        ("Terms", la.pick(rng, "Net 30|Net 45|2% 10 Net 30|Credit card")),
    ]
    if not beside and rng.random() < 0.35:
        kv[0], kv[1] = kv[1], kv[0]
    if rng.random() < 0.4:
        kv.append(("FOB", la.pick(rng, "Destination|Shipping point")))
    head_title = f"{title} {la.pick(rng, 'No.|#|')} {po}".replace("  ", " ") if beside else title
    if beside and rng.random() < 0.5:
        head_title = f"{title} {po_lab}: {po}" if len(po_lab) < 8 else f"{title} # {po}"
    y = _top(
        d,
        rng,
        m,
        r,
        buyer,
        [
            f"{rng.randint(100, 9999)} {rng.choice(['Commerce Pkwy', 'Industrial Blvd', 'Market St', 'Park Center Dr'])}, {city}, {st} {zp}",
            f"Tel ({la.digits(rng, '###')}) {la.digits(rng, '###-####')} · {email}",
        ],
        head_title,
        style,
        kv,
    )
    vlab = la.pick(rng, "Vendor|Vendor:|Supplier|To:|")
    vend_rows = [
        sup,
        f"{rng.randint(10, 9999)} {rng.choice(['Enterprise Dr', 'Route 9', 'Commerce St', 'Lakeview Rd', 'Airport Way'])}",
        f"{rng.choice(['Dalton, GA 30720', 'Grand Rapids, MI 49503', 'Ogden, UT 84401', 'Reno, NV 89502', 'Fort Wayne, IN 46802'])}",
        f"Attn: {rng.choice(TP_F)} {rng.choice(TP_SN)} · {la.digits(rng, '(###) ###-####')}",
    ]
    ship = (
        "Ship To",
        [
            f"{x} - {city}",
            f"{rng.randint(100, 9999)} {rng.choice(['Frontage Rd', 'Main St', 'Crossroads Blvd'])}, Suite {rng.randint(100, 400)}",
            f"{city}, {st} {zp}",
            f"Receiving: {rng.choice(TP_F)} {rng.choice(TP_SN)}, Park Manager",
        ],
        rng.random() < 0.5,
    )
    bill = (
        "Bill To",
        [buyer, "Accounts Payable", f"PO Box {rng.randint(100, 9999)}, {city}, {st} {zp}"],
        rng.random() < 0.5,
    )
    blocks = [(vlab, vend_rows, True), ship, bill]
    if rng.random() < 0.3:
        blocks = [ship, bill, blocks[0]]
    elif rng.random() < 0.3:
        blocks = blocks[:2]
    y = _blocks(d, m, r, y, blocks, 8.2, boxed=rng.random() < 0.4) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        TP_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 24, 50],
        ["- Court B", "- black", "- spare"],
        big=2000,
    )
    body = [
        ([str(i), la.digits(rng, "TP-####"), it[0], f"{q:,.0f}", it[1], en2(p), en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.1, 0.45, 0.07, 0.07, 0.12, 0.14)],
        ["Ln", "Item #", "Description", "Qty", "UOM", "Unit Price", "Ext. Price"],
        body,
        "lllrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.45,
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice([0, 0, 0, 5, 10])) / 100)
    frt = Decimal(rng.choice([0, 0, 75, 125, 240, 395]))
    tax = r2((sub - disc) * Decimal(rate) / 100)
    total = sub - disc + frt + tax
    if y + 140 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", en2(sub), False)]
        if disc:
            rows_.append(("Discount", f"-{en2(disc)}", False))
        rows_.append((f"Sales Tax ({rate}%)", en2(tax), False))
        if frt:
            rows_.append(
                (la.pick(rng, "Freight|Shipping & Handling|Freight (est.)"), en2(frt), False)
            )
        lab = la.pick(rng, "PO Total|TOTAL|Grand Total|Total Amount (USD)")
        xl = m + wd * 0.6
        y = _sums(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"${en2(total)}",
            8.6,
            below=rng.random() < 0.35,
            box=rng.random() < 0.5,
        )
        if rng.random() < 0.45:
            dep = r2(total * Decimal(rng.choice(["0.25", "0.5"])))
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Deposit paid (check #" + la.digits(rng, "####") + ")", f"-{en2(dep)}", False),
                    ("Balance due on delivery", en2(total - dep), False),
                ],
                7.8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Pricing per quote {quote}; vendor to invoice actual quantities shipped. Tax and freight extra.",
            8.4,
            wd,
        )
    y += 10
    y = _paras(
        d,
        m,
        y,
        [
            "Deliver Monday-Thursday before 9:00 AM through the rear loading door; the park opens to the public at 10:00 AM.",
            "All trampoline beds, springs and padding must comply with ASTM F2970. Include certificates of compliance with the shipment.",
            "This purchase order is subject to the terms and conditions printed on our website. Sales tax exemption certificates available on request.",
        ],
        7.3,
        wd,
        bottom,
        brk,
    )
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Authorized by: {rng.choice(TP_F)} {rng.choice(TP_SN)}, {rng.choice(['General Manager', 'Operations Director', 'Purchasing Manager'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(rng, "Vendor acknowledgement|Accepted by vendor (signature / date)"),
    )
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_en_us_trampoline_park_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tp)


# --------------------------------------------------------------------------- 6 en-IE GAA club's kit and pitch order

GA_PAR = "Kilmacud|Ballyboden|Castlehaven|Clonmore|Ardfert|Rathnew|Kilcormac|Drumcliffe|Glenbeigh|Moycullen|Tullaroan|Ballinderry".split(
    "|"
)
GA_BUY = [
    "{p} GAA Club",
    "{p} Hurling & Camogie Club",
    "Cumann Lúthchleas Gael {p}",
    "{p} GAA Club CLG",
    "St. {s}'s GAA Club",
]
GA_SAINT = ["Brigid", "Finbarr", "Kevin", "Patrick", "Colmcille", "Enda"]
GA_SN = "Fitzgerald|Brennan|Dunne|Kavanagh|O'Rourke|Daly|Sheehan|Moran|Whelan|Tierney|Mac Giolla|Ó Sé".split(
    "|"
)
GA_F = "Seán|Aoife|Ciarán|Niamh|Pádraig|Siobhán|Declan|Róisín|Eoin|Gráinne".split("|")
GA_SUP_FORMED = [
    "{s} Sportswear Ltd",
    "{s} Hurleys Ltd",
    "{s} Sports (Ireland) Ltd",
    "{s} & Sons Ltd",
    "{s} Line Marking Ltd",
    "{s} Teamwear DAC",
]
GA_SUP_BARE = ["{s} Hurley Makers", "{s} Sports", "{f} {s} Ash Hurleys"]
GA_COUNTY = "Kilkenny|Tipperary|Cork|Kerry|Galway|Offaly|Wexford|Clare|Dublin|Laois".split("|")
GA_ITEMS = [
    ("Senior jersey, club crest, sublimated", "each", "23", 38, 62),
    ("Juvenile jersey (U8-U12), club crest", "each", "0", 24, 38),
    ("Ash hurley 34 in, banded", "each", "23", 45, 75),
    ("Juvenile hurley 24-28 in", "each", "23", 25, 40),
    ("Sliotars, match (dozen)", "dozen", "23", 90, 140),
    ("Helmet with faceguard, IS 355 certified", "each", "23", 55, 85),
    ("Gaelic footballs, size 5 (pack of 10)", "pack", "23", 180, 260),
    ("Training cones and bibs set", "set", "23", 45, 90),
    ("Goal nets, full size (pair)", "pair", "23", 240, 420),
    ("Pitch line marking, per visit", "visit", "13.5", 180, 320),
    ("Gear bags, embroidered", "each", "23", 28, 48),
    ("Pitch-side first aid kit", "each", "23", 60, 110),
    ("Juvenile shorts and socks set", "set", "0", 14, 22),
]


def _ga(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|libserif"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    par = rng.choice(GA_PAR)
    club = rng.choice(GA_BUY).format(p=par, s=rng.choice(GA_SAINT))
    county = rng.choice(GA_COUNTY)
    sup = bare_or(rng, GA_SUP_FORMED, GA_SUP_BARE, 0.3).format(
        s=rng.choice(GA_SN), f=rng.choice(GA_F)
    )
    dt = a_day(rng)
    po = la.digits(rng, rng.choice(["PO-####", f"{dt.year}/###", f"GAA{dt:%y}-###", "#####"]))
    quote = la.digits(rng, rng.choice(["Q#####", "Quote ####"]))
    acct = la.digits(rng, rng.choice(["CUST-####", "A####"]))
    grant = la.digits(rng, "SCP-####-###")
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Order No.|PO Number|Purchase Order No.|Our Order Ref.")
    beside = rng.random() < 0.35
    style = rng.choice(["grid", "row", "kv", "block"])
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|ORDER")
    eir = la.digits(rng, "@## @#@#")

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{club} · Club Secretary: rúnaí.{par.lower()}@gaa.ie · Bank: AIB, IBAN IE{la.digits(rng, '## AIBK #### #### ####')} · Charity No. CHY {la.digits(rng, '#####')}",
            6.4,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 36, f"{page[0]}/{of}" if of else f"{page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} - continued", 9, b=True)
        return 58

    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Date", la.dfmt(dt, rng.choice(["dmy", "long_en"]))),
        ("Your quote", quote),
        ("Our account no.", acct),
        ("Delivery by", la.dfmt(dt + timedelta(days=rng.randint(7, 30)), "dmy")),
    ]
    if rng.random() < 0.4:
        kv.append(("Grant ref.", grant))
    if not beside and rng.random() < 0.3:
        kv[0], kv[1] = kv[1], kv[0]
    t_ = f"{title} {po}" if beside else title
    y = _top(
        d,
        rng,
        m,
        r,
        club,
        [
            f"Club Grounds, {par}, Co. {county} {eir}",
            f"Tel 0{la.digits(rng, '## ### ####')} · CRO {la.digits(rng, '######')}",
        ],
        t_,
        style,
        kv,
    )
    vlab = la.pick(rng, "Supplier|To|Supplier:|")
    b_sup = (
        vlab,
        [
            sup,
            f"Unit {rng.randint(1, 30)}, {rng.choice(['Ballymount Business Park', 'Ballybrit Industrial Estate', 'Little Island', 'Kilkenny Business Park'])}",
            f"{rng.choice(['Dublin 12', 'Galway', 'Cork', 'Kilkenny', 'Thurles'])} {la.digits(rng, '@## @#@#')}",
            f"VAT No. IE{la.digits(rng, '#######@')}",
        ],
        True,
    )
    b_del = (
        la.pick(rng, "Deliver to|Delivery address"),
        [
            f"{club} - Clubhouse",
            f"{par}, Co. {county} {eir}",
            f"Contact: {rng.choice(GA_F)} {rng.choice(GA_SN)}, Kit Officer, 08{la.digits(rng, '# ### ####')}",
        ],
        False,
    )
    b_inv = ("Invoice to", ["The Treasurer", club, f"treasurer.{par.lower()}@gaa.ie"], False)
    blocks = (
        [b_sup, b_del, b_inv]
        if rng.random() < 0.65
        else [b_del, b_sup]
        if rng.random() < 0.5
        else [b_inv, b_del, b_sup]
    )
    y = _blocks(d, m, r, y, blocks, 8.2, boxed=rng.random() < 0.35) + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng, GA_ITEMS, n, [1, 2, 4, 6, 10, 15, 20, 30], ["- U14", "- goalkeeper", "- away colours"]
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), f"{it[2]}%", en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.47, 0.07, 0.09, 0.12, 0.08, 0.12)],
        ["No.", "Description", "Qty", "Unit", "Price €", "VAT", "Net €"],
        body,
        "llrlrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.45,
    )
    rates = sorted({it[2] for it, *_ in lines}, key=Decimal, reverse=True)
    nets = {rt: sum((a for it, _, _, a in lines if it[2] == rt), ZERO) for rt in rates}
    vats = {rt: r2(nets[rt] * Decimal(rt) / 100) for rt in rates}
    net = sum(nets.values(), ZERO)
    total = net + sum(vats.values(), ZERO)
    if y + 40 + 16 * len(rates) + 60 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Total excl. VAT", f"€{en2(net)}", False)]
        for rt in rates:
            rows_.append((f"VAT @ {rt}% on €{en2(nets[rt])}", f"€{en2(vats[rt])}", False))
        lab = la.pick(rng, "Total incl. VAT|ORDER TOTAL|Total (EUR)|Order Total €")
        xl = m + wd * 0.5
        y = _sums(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"€{en2(total)}",
            8.6,
            below=rng.random() < 0.35,
            box=rng.random() < 0.5,
            shade=0.9 if rng.random() < 0.3 else None,
        )
        if rng.random() < 0.45:
            dep = r2(total * Decimal(rng.choice(["0.3", "0.4"])))
            lab2 = rng.choice(
                [
                    f"Less: Sports Capital grant ({grant})",
                    "Less: deposit paid",
                    "Less: paid from club lotto fund",
                ]
            )
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    (lab2, f"-€{en2(dep)}", False),
                    ("Balance payable", f"€{en2(total - dep)}", False),
                ],
                7.8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prices as per your quotation {quote}. Please invoice on delivery; VAT at the applicable rate.",
            8.4,
            wd,
        )
    y += 10
    y = _paras(
        d,
        m,
        y,
        [
            "Juvenile jerseys and shorts are zero-rated children's clothing. Helmets must carry the IS 355:2006 mark.",
            "Please quote our order number on your delivery docket and invoice. Payment within 30 days of invoice by EFT.",
        ],
        7.4,
        wd,
        bottom,
        brk,
    )
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 40) / 3
    for k, office in enumerate(["Chairperson", "Treasurer", "Club Secretary"]):
        who = f"{rng.choice(GA_F)} {rng.choice(GA_SN)}"
        d.sign(m + k * (sw + 20), y, sw, f"{who}, {office}" if k < 2 else office)
    foot()
    out = finish(d, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_en_ie_gaa_club_kit_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ga)


# --------------------------------------------------------------------------- 7 de cemetery nursery's plant and grave-light order

FG_N = "Lindemann|Vogt|Hartwig|Kruse|Brandt|Seidel|Pohl|Winkler|Engel|Busch|Jansen|Ahrens".split(
    "|"
)
FG_BUY = [
    "Friedhofsgärtnerei {n} GmbH",
    "{n} Grabpflege & Floristik e.K.",
    "Gärtnerei {n} – Friedhofsgärtnerei",
    "Friedhofsgärtnerei {n} GbR",
]
FG_SUP_FORMED = [
    "Baumschule {s} GmbH & Co. KG",
    "{s} Zierpflanzen GmbH",
    "{s} Gartenbaubedarf GmbH",
    "Gebr. {s} Substrate GmbH",
    "{s} Grablichte GmbH",
    "{s} Floristikbedarf OHG",
]
FG_SUP_BARE = ["Gärtnerei {s}", "{s} Pflanzenhandel", "Baumschule {s}"]
FG_S = "Heitmann|Kühne|Reimers|Stoltenberg|Wulf|Harms|Brüning|Lüdtke|Thiele|Oltmanns|Meinke|Sievers".split(
    "|"
)
FG_F = "Jens|Karin|Uwe|Anke|Holger|Silke|Frank|Birgit|Torsten|Heike".split("|")
FG_CITY = [
    "22297 Hamburg",
    "28209 Bremen",
    "30169 Hannover",
    "24103 Kiel",
    "49074 Osnabrück",
    "26121 Oldenburg",
    "33602 Bielefeld",
    "44137 Dortmund",
]
FG_ITEMS = [
    ("Calluna vulgaris, Topf 11 cm", "Stk", 7, 0.9, 1.8),
    ("Erica gracilis, Topf 12 cm", "Stk", 7, 1.4, 2.6),
    ("Viola wittrockiana, Topf 9 cm", "Stk", 7, 0.45, 0.9),
    ("Begonia semperflorens, Topf 10 cm", "Stk", 7, 0.6, 1.2),
    ("Cotoneaster dammeri, C2", "Stk", 7, 2.2, 4.5),
    ("Buxus sempervirens, Kugel 25 cm", "Stk", 7, 12, 24),
    ("Tannengrün Nordmann, Bund 5 kg", "Bund", 7, 6, 11),
    ("Grabpflanzerde, Sack 40 l", "Sack", 19, 3.2, 5.8),
    ("Rindenmulch, Sack 60 l", "Sack", 19, 3.5, 6),
    ("Grablicht rot, 100 h (Karton 20 Stk)", "Ktn", 19, 14, 26),
    ("Steckschaum-Unterlage 30 cm", "Stk", 19, 1.8, 3.6),
    ("Grabschale Terrakotta 40 cm", "Stk", 19, 9, 18),
    ("Zierkies weiß 25 kg", "Sack", 19, 5, 9),
]


def _fg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|djserif"))
    m = rng.uniform(46, 58)
    r = d.w - m
    wd = r - m
    bottom = d.h - 70
    buyer = rng.choice(FG_BUY).format(n=rng.choice(FG_N))
    sup = bare_or(rng, FG_SUP_FORMED, FG_SUP_BARE, 0.3).format(s=rng.choice(FG_S))
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"B-{dt.year}-###", f"{dt:%y}####", "BE-#####", f"{dt.year}/0##"])
    )
    kd = la.digits(rng, "K#####")
    ang = la.digits(rng, rng.choice(["AN-#####", "Angebot ####"]))
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Bestellnummer|Bestell-Nr.|Unsere Bestellung|Bestellung Nr.")
    layout = rng.choice(["din", "din", "blocks"])
    city = rng.choice(FG_CITY)
    street = f"{rng.choice(['Friedhofsweg', 'Am Friedhof', 'Ohlsdorfer Straße', 'Gärtnerstraße', 'Lindenallee'])} {rng.randint(1, 80)}"
    ust = la.digits(rng, "DE#########")
    who = f"{rng.choice(FG_F)} {rng.choice(FG_N)}"

    def foot() -> None:
        d.line(m, d.h - 52, r, d.h - 52, 0.4)
        d.t(
            m,
            d.h - 42,
            f"{buyer} · {street} · {city} · USt-IdNr. {ust} · Steuernr. {la.digits(rng, '##/###/#####')}",
            6.6,
            grey=0.35,
            maxw=wd - 60,
        )
        d.t(
            m,
            d.h - 33,
            f"Sparkasse · IBAN DE{la.digits(rng, '## #### #### #### #### ##')} · BIC {la.pick(rng, 'NOLADE21XXX|HASPDEHHXXX|BRLADE22XXX')}",
            6.6,
            grey=0.35,
        )
        d.t(
            r,
            d.h - 33,
            f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}",
            7,
            al="r",
            grey=0.35,
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"Bestellung {po} – Fortsetzung", 9, b=True)
        return 60

    beside = rng.random() < 0.4
    style = rng.choice(["kv", "row"]) if layout == "din" else rng.choice(["grid", "row", "block"])
    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Datum", la.dfmt(dt, "dot")),
        ("Ihre Kundennummer", kd),
        ("Ihr Angebot", ang),
        ("Ansprechpartner", who),
    ]
    if not beside and rng.random() < 0.3:
        kv[0], kv[1] = kv[1], kv[0]
    sup_rows = [
        sup,
        f"{rng.choice(['Baumschulenweg', 'Gewerbering', 'Industriestraße', 'Am Moor'])} {rng.randint(1, 120)}",
        f"{rng.choice(['25421 Pinneberg', '26655 Westerstede', '47608 Geldern', '21423 Winsen', '49377 Vechta'])}",
    ]
    title = la.pick(rng, "Bestellung|BESTELLUNG|Bestellung Pflanzen und Zubehör")
    if layout == "din":
        hs = _fs(d, buyer, 14, wd * 0.6)
        d.t(r, 50, buyer, hs, b=True, al="r")
        d.t(
            r,
            63,
            f"{street} · {city} · Tel. 0{la.digits(rng, '### ######')}",
            7.6,
            al="r",
            grey=0.3,
        )
        d.t(m, 118, f"{buyer}, {street}, {city}", 6.4, grey=0.35, maxw=wd * 0.5)
        d.line(m, 121, m + 230, 121, 0.3)
        rows = (["Firma"] if rng.random() < 0.35 else []) + sup_rows
        for i, s_ in enumerate(rows):
            d.t(m, 128 + i * 12.5 + 9.4, s_, 9.4, b=s_ == sup)
        if style == "kv":
            ky = 112
            for k, v in kv:
                d.t(m + wd * 0.58, ky, k, 8, grey=0.3)
                d.t(r, ky, v, 8.4, al="r", b=k == po_lab)
                ky += 12
            y = max(200, ky + 14)
        else:
            y = _data(d, rng, m, r, 196, "row", kv, 8.2) + 16
        d.t(m, y, f"{title} Nr. {po}" if beside else title, 12.5, b=True)
        y += 10
    else:
        t_ = f"{title} {po}" if beside else title
        y = _top(
            d,
            rng,
            m,
            r,
            buyer,
            [
                f"{street} · {city}",
                f"Tel. 0{la.digits(rng, '### ######')} · info@{buyer.split()[1].lower()}-grabpflege.de",
            ],
            t_,
            style,
            kv,
            tsize=14,
        )
        b_sup = (la.pick(rng, "Lieferant|An|"), sup_rows, True)
        b_del = (
            "Lieferanschrift",
            [
                f"{buyer.split(' GmbH')[0]} – Betriebshof",
                f"{rng.choice(['Hauptfriedhof', 'Waldfriedhof', 'Stadtfriedhof'])}, Tor {rng.randint(1, 4)}",
                city,
            ],
            False,
        )
        y = (
            _blocks(
                d,
                m,
                r,
                y,
                [b_sup, b_del] if rng.random() < 0.7 else [b_del, b_sup],
                8.6,
                boxed=rng.random() < 0.4,
            )
            + 10
        )
    y = wrapped(
        d,
        m,
        y,
        f"Sehr geehrte Damen und Herren, wir bestellen für die {rng.choice(['Herbstbepflanzung', 'Frühjahrsbepflanzung', 'Sommerbepflanzung', 'Totensonntag-Saison'])} zur Lieferung bis {la.dfmt(dt + timedelta(days=rng.randint(4, 20)), 'dot')} frei Betriebshof:",
        8.6,
        wd,
    )
    y += 6
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng, FG_ITEMS, n, [10, 20, 40, 50, 100, 200, 300, 500], ["(weiß)", "(rosa)", "(Sorte 2)"]
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}".replace(",", "."), it[1], eu(p), f"{it[2]} %", eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.06, 0.46, 0.08, 0.08, 0.12, 0.08, 0.12)],
        ["Pos.", "Artikel", "Menge", "Einh.", "Preis €", "USt", "Betrag €"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.4,
    )
    n7 = sum((a for it, _, _, a in lines if it[2] == 7), ZERO)
    n19 = sum((a for it, _, _, a in lines if it[2] == 19), ZERO)
    pct = Decimal(rng.choice([0, 0, 0, 3, 5]))
    rb7, rb19 = r2(n7 * pct / 100), r2(n19 * pct / 100)
    frt = Decimal(rng.choice([0, 0, 35, 60, 85]))
    b7, b19 = n7 - rb7, n19 - rb19 + frt
    u7, u19 = r2(b7 * Decimal("0.07")), r2(b19 * Decimal("0.19"))
    total = b7 + b19 + u7 + u19
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Warenwert netto", f"{eu(n7 + n19)} €", False)]
        if pct:
            rows_.append((f"abzgl. {pct} % Rabatt", f"-{eu(rb7 + rb19)} €", False))
        if frt:
            rows_.append(("Fracht und Verpackung", f"{eu(frt)} €", False))
        if b7:
            rows_.append(("zzgl. 7 % USt", f"{eu(u7)} €", False))
        if b19:
            rows_.append(("zzgl. 19 % USt", f"{eu(u19)} €", False))
        lab = la.pick(rng, "Gesamtbetrag|Gesamtsumme brutto|Bestellwert inkl. USt|Endbetrag")
        xl = m + wd * 0.55
        y = _sums(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"{eu(total)} €",
            8.6,
            below=rng.random() < 0.4,
            box=rng.random() < 0.5,
        )
        if rng.random() < 0.35:
            anz = r2(total * Decimal("0.3"))
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Anzahlung (überwiesen)", f"-{eu(anz)} €", False),
                    ("Restbetrag", f"{eu(total - anz)} €", False),
                ],
                7.8,
            )
    else:
        y = wrapped(
            d, m, y, f"Preise laut Ihrem Angebot {ang}; Abrechnung nach gelieferter Menge.", 8.4, wd
        )
    y += 10
    y = _paras(
        d,
        m,
        y,
        [
            f"Zahlung: {la.pick(rng, '30 Tage netto|14 Tage 2 % Skonto, 30 Tage netto|10 Tage 3 % Skonto')}. Bitte geben Sie unsere Bestellnummer auf Lieferschein und Rechnung an.",
            "Pflanzen in verkaufsfähiger Qualität, frei von Schaderregern (Pflanzenpass beilegen). Anlieferung Mo–Fr 7–12 Uhr.",
        ],
        7.8,
        wd,
        bottom,
        brk,
    )
    if y + 60 > bottom:
        y = brk()
    y += 20
    d.t(m, y, "Mit freundlichen Grüßen", 8.6)
    d.t(
        m,
        y + 34,
        f"{who}, {rng.choice(['Inhaber', 'Geschäftsführerin', 'Einkauf', 'Gärtnermeister'])}",
        8.4,
    )
    if rng.random() < 0.5:
        d.sign(
            m + wd * 0.55, y + 30, wd * 0.45, "Auftragsbestätigung Lieferant (Datum, Unterschrift)"
        )
    foot()
    out = finish(d, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_de_friedhofsgaertnerei_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fg)


# --------------------------------------------------------------------------- 8 fr-CA pool-service firm's chemicals and equipment order

PC_N = "Laurentides|Boréal|Saint-Laurent|Beauce|Outaouais|Rive-Sud|Mauricie|Lanaudière|Bellevue|Val-Bélair".split(
    "|"
)
PC_BUY = [
    "Service de piscines {n} inc.",
    "Piscines et spas {n} inc.",
    "Entretien aquatique {n} ltée",
    "{n} Piscines enr.",
]
PC_S = "Tremblay|Gagnon|Bouchard|Côté|Pelletier|Bélanger|Lavoie|Fortin|Gauthier|Morin|Ouellet|Cloutier".split(
    "|"
)
PC_F = "Marc-André|Geneviève|Mathieu|Isabelle|Sébastien|Mélanie|Jean-François|Catherine|Olivier|Julie".split(
    "|"
)
PC_SUP_FORMED = [
    "Distribution Aqua-{s} inc.",
    "Produits chimiques {s} ltée",
    "{s} Équipements de piscine inc.",
    "Groupe {s} inc.",
    "Les Entreprises {s} ltée",
]
PC_SUP_BARE = ["{s} Piscines", "Quincaillerie {s}", "{s} et Fils"]
PC_VILLE = [
    "Laval",
    "Terrebonne",
    "Saint-Jérôme",
    "Lévis",
    "Sherbrooke",
    "Gatineau",
    "Trois-Rivières",
    "Blainville",
]
PC_ITEMS = [
    ("Chlore stabilisé en granules 90 % – seau 25 kg", "seau", 145, 240),
    ("Pastilles de chlore 3 po – 20 kg", "seau", 160, 260),
    ("Hypochlorite de sodium 12 % – 20 L", "bidon", 18, 32),
    ("Bicarbonate de sodium – sac 20 kg", "sac", 22, 38),
    ("Acide muriatique 31,45 % – 3,78 L", "cruche", 9, 16),
    ("Cellule au sel de rechange", "u", 680, 1200),
    ("Pompe 1,5 HP bi-vitesse", "u", 780, 1400),
    ("Filtre au sable 24 po", "u", 520, 980),
    ("Toile solaire 16 × 32 pi", "u", 180, 360),
    ("Trousse d'analyse d'eau (réactifs)", "u", 38, 75),
    ("Écumoire murale", "u", 95, 180),
    ("Ouverture de piscine – main-d'œuvre", "h", 65, 95),
]


def _pc(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.15
    d = la.Doc(landscape(letter) if land else letter, la.pick(rng, "helv|libsans|dejavu|times"))
    m = rng.uniform(36, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 60
    nm = rng.choice(PC_N)
    buyer = rng.choice(PC_BUY).format(n=nm)
    ville = rng.choice(PC_VILLE)
    sup = bare_or(rng, PC_SUP_FORMED, PC_SUP_BARE, 0.3).format(s=rng.choice(PC_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"BC-{dt.year}-###", "BC#####", f"{dt:%y}-####", "PO-######"]))
    soum = la.digits(rng, rng.choice(["SOUM-#####", "Soumission ####"]))
    four = la.digits(rng, "F-####")
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "No de commande|N° BC|Bon de commande no|Commande no")
    beside = rng.random() < 0.35
    style = rng.choice(["grid", "row", "kv", "block"])
    title = la.pick(rng, "BON DE COMMANDE|Bon de commande|BON DE COMMANDE")
    tps_no = la.digits(rng, "#########RT0001")
    tvq_no = la.digits(rng, "##########TQ0001")

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            f"{buyer} · NEQ {la.digits(rng, '11########')} · TPS {tps_no} · TVQ {tvq_no} · RBQ {la.digits(rng, '####-####-##')}",
            6.6,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 30, f"Page {page[0]} de {of}" if of else f"Page {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{buyer} — {po_lab} {po} (suite)", 9, b=True)
        return 54

    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Date", la.dfmt(dt, rng.choice(["iso", "long_fr"]))),
        ("Votre soumission", soum),
        ("No fournisseur", four),
        ("Livraison", la.dfmt(dt + timedelta(days=rng.randint(3, 15)), "iso")),
        ("Conditions", la.pick(rng, "Net 30 jours|2 % 10, net 30|Paiement à la livraison")),
    ]
    if not beside and rng.random() < 0.35:
        kv[0], kv[1] = kv[1], kv[0]
    t_ = f"{title} no {po}" if beside else title
    y = _top(
        d,
        rng,
        m,
        r,
        buyer,
        [
            f"{rng.randint(100, 9999)}, {rng.choice(['boul. Curé-Labelle', 'rue Principale', 'chemin du Lac', 'boul. des Laurentides'])}, {ville} (Québec) {la.digits(rng, '@#@ #@#')}",
            f"Tél. : {la.digits(rng, '450 ###-####')} · commandes@piscines{nm.lower().replace('é', 'e')[:8]}.ca",
        ],
        t_,
        style,
        kv,
    )
    b_sup = (
        la.pick(rng, "Fournisseur|Fournisseur :|À :|"),
        [
            sup,
            f"{rng.randint(10, 9999)}, rue {rng.choice(['Industrielle', 'du Parc', 'Saint-Pierre', 'des Entrepreneurs'])}",
            f"{rng.choice(['Boucherville', 'Drummondville', 'Saint-Hyacinthe', 'Mirabel', 'Québec'])} (Québec) {la.digits(rng, '@#@ #@#')}",
            f"Représentant : {rng.choice(PC_F)} {rng.choice(PC_S)}",
        ],
        True,
    )
    b_ship = (
        la.pick(rng, "Expédier à|Livrer à"),
        [
            f"{buyer} – entrepôt",
            f"{rng.randint(10, 999)}, rue {rng.choice(['des Érables', 'du Commerce', 'Notre-Dame'])}",
            f"{ville} (Québec)",
        ],
        rng.random() < 0.5,
    )
    b_bill = (
        "Facturer à",
        [buyer, "Comptes fournisseurs", f"comptabilite@{nm.lower().replace('é', 'e')[:8]}.ca"],
        False,
    )
    blocks = [b_sup, b_ship, b_bill]
    if rng.random() < 0.35:
        blocks = [b_ship, b_bill, b_sup]
    y = _blocks(d, m, r, y, blocks, 8.2, boxed=rng.random() < 0.4) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [32, 40])
    lines = more_lines(
        rng,
        PC_ITEMS,
        n,
        [1, 2, 4, 6, 10, 12, 20, 40],
        ["(format commercial)", "(noir)", "(réserve)"],
        big=500,
    )
    body = [
        (
            [
                la.digits(rng, "PS-####"),
                it[0],
                f"{q:,.0f}".replace(",", " "),
                it[1],
                fr2(p),
                fr2(a),
            ],
            a,
        )
        for it, q, p, a in lines
    ]
    if not stated:
        body = [([*c_[:5], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.1, 0.48, 0.07, 0.08, 0.12, 0.15)],
        ["Code", "Description", "Qté", "Unité", "Prix unit. $", "Montant $"],
        body,
        "llrcrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.45,
    )
    sub = sum((a for *_, a in lines), ZERO)
    rem = r2(sub * Decimal(rng.choice([0, 0, 0, 5, 8, 10])) / 100)
    tr = Decimal(rng.choice([0, 0, 45, 75, 120]))
    base = sub - rem + tr
    tps = r2(base * Decimal("0.05"))
    tvq = r2(base * Decimal("0.09975"))
    total = base + tps + tvq
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Sous-total", f"{fr2(sub)} $", False)]
        if rem:
            rows_.append(("Remise", f"-{fr2(rem)} $", False))
        if tr:
            rows_.append(("Transport", f"{fr2(tr)} $", False))
        rows_ += [("TPS (5 %)", f"{fr2(tps)} $", False), ("TVQ (9,975 %)", f"{fr2(tvq)} $", False)]
        lab = la.pick(rng, "Total|TOTAL|Grand total|Montant total")
        xl = m + wd * 0.58
        y = _sums(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"{fr2(total)} $",
            8.6,
            below=rng.random() < 0.35,
            box=rng.random() < 0.5,
            shade=0.88 if rng.random() < 0.3 else None,
        )
        if rng.random() < 0.4:
            dep = r2(total * Decimal(rng.choice(["0.2", "0.25", "0.5"])))
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Dépôt versé", f"-{fr2(dep)} $", False),
                    ("Solde à payer", f"{fr2(total - dep)} $", False),
                ],
                7.8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prix selon votre soumission {soum}; taxes en sus. Facturer selon les quantités livrées.",
            8.4,
            wd,
        )
    y += 10
    y = _paras(
        d,
        m,
        y,
        [
            "Produits chimiques : fiches de données de sécurité (SIMDUT 2015) obligatoires à la livraison. Livraison au quai arrière entre 7 h et 15 h.",
            "Indiquez notre numéro de bon de commande sur tous les bordereaux et factures.",
        ],
        7.4,
        wd,
        bottom,
        brk,
    )
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        f"Autorisé par : {rng.choice(PC_F)} {rng.choice(PC_S)}, {rng.choice(['président', 'directrice des opérations', 'acheteur'])}",
    )
    d.sign(
        m + sw + 20,
        y,
        sw,
        la.pick(
            rng, "Accusé de réception du fournisseur|Acceptation du fournisseur (signature et date)"
        ),
    )
    foot()
    out = finish(d, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_fr_ca_piscines_produits_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pc)


# --------------------------------------------------------------------------- 9 it parish youth centre's summer-camp order

OR_BUY = [
    "Parrocchia di San {s} – Oratorio {o}",
    "Oratorio {o} APS",
    "Parrocchia {f} – Oratorio Centro Giovanile",
    "Associazione Oratorio {o} ASD",
]
OR_SAINT = "Giuseppe|Luigi|Carlo|Antonio|Filippo Neri|Giovanni Battista".split("|")
OR_FEM = "Santa Maria Assunta|Santa Lucia|Santa Chiara|Santa Rita".split("|")
OR_O = (
    "Don Bosco|San Domenico Savio|Pier Giorgio Frassati|Sacro Cuore|San Luigi|Papa Giovanni".split(
        "|"
    )
)
OR_C = "Colombo|Brambilla|Galli|Ferrari|Rota|Pozzi|Villa|Sala|Fumagalli|Cattaneo|Locatelli|Mauri".split(
    "|"
)
OR_FN = "Marco|Giulia|Luca|Chiara|Davide|Francesca|Paolo|Elena|Andrea|Sara".split("|")
OR_SUP_FORMED = [
    "{c} Forniture Sportive S.r.l.",
    "Cartoleria {c} S.n.c.",
    "{c} Giocattoli S.p.A.",
    "{c} Promotional S.r.l.",
    "{c} & Figli S.a.s.",
    "Tipografia {c} S.r.l.",
]
OR_SUP_BARE = ["Ditta {c} {n}", "Cartoleria {c}", "{c} Sport"]
OR_CITY = ["Bergamo", "Monza", "Lecco", "Brescia", "Como", "Varese", "Cremona", "Lodi"]
OR_ITEMS = [
    ("Magliette centro estivo personalizzate (S–XL)", "pz", 22, 3.8, 6.5),
    ("Cappellini con visiera stampati", "pz", 22, 2.2, 4.5),
    ("Palloni calcio n. 4", "pz", 22, 8, 16),
    ("Palloni pallavolo", "pz", 22, 9, 18),
    ("Tempere 1000 ml, colori assortiti", "conf", 22, 6, 12),
    ("Colla vinilica 1 kg", "pz", 22, 3, 6),
    ("Cartoncini colorati A4 (risma 250 fogli)", "risma", 22, 9, 16),
    ("Libro giochi per animatori", "pz", 4, 12, 24),
    ("Braccialetti identificativi in silicone (100 pz)", "conf", 22, 14, 28),
    ("Kit primo soccorso", "pz", 22, 25, 55),
    ("Noleggio gonfiabile (giornata)", "gg", 22, 180, 320),
    ("Merende confezionate (cartone 48 pz)", "ct", 10, 18, 32),
]


def _or(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|libsans|dejavu|times|libserif"))
    m = rng.uniform(38, 52)
    r = d.w - m
    wd = r - m
    bottom = d.h - 64
    buyer = rng.choice(OR_BUY).format(
        s=rng.choice(OR_SAINT), o=rng.choice(OR_O), f=rng.choice(OR_FEM)
    )
    city = rng.choice(OR_CITY)
    sup = bare_or(rng, OR_SUP_FORMED, OR_SUP_BARE, 0.3).format(
        c=rng.choice(OR_C), n=rng.choice(OR_FN)
    )
    dt = a_day(rng)
    po = la.digits(
        rng, rng.choice([f"{dt.year}/###", f"ORD-{dt:%y}-###", "OC####", f"CRE{dt.year}-##"])
    )
    prev = la.digits(rng, rng.choice(["Prev. ####/##", "PRV-#####"]))
    codf = la.digits(rng, "F#####")
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Ordine n.|N. ordine|Numero ordine|Rif. ordine")
    beside = rng.random() < 0.35
    style = rng.choice(["grid", "row", "kv", "block"])
    title = la.pick(rng, "ORDINE DI ACQUISTO|Ordine fornitore|ORDINE")
    cf = la.digits(rng, "9########")

    def foot() -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(
            m,
            d.h - 36,
            f"{buyer} · C.F. {cf}{la.digits(rng, '##')} · P.IVA {la.digits(rng, '###########')} · IBAN IT{la.digits(rng, '##@##########################')[:25]}",
            6.4,
            grey=0.35,
            maxw=wd - 50,
        )
        d.t(r, d.h - 36, f"Pag. {page[0]}/{of}" if of else f"Pag. {page[0]}", 7, al="r", grey=0.35)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (segue)", 9, b=True)
        return 58

    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Data", la.dfmt(dt, rng.choice(["dmy", "long_it"]))),
        ("Vs. preventivo", prev),
        ("Cod. fornitore", codf),
        ("Consegna entro", la.dfmt(dt + timedelta(days=rng.randint(5, 25)), "dmy")),
        ("Pagamento", la.pick(rng, "Bonifico 30 gg d.f.|Rimessa diretta|Bonifico 60 gg f.m.")),
    ]
    if not beside and rng.random() < 0.35:
        kv[0], kv[1] = kv[1], kv[0]
    t_ = f"{title} n. {po}" if beside else title
    y = _top(
        d,
        rng,
        m,
        r,
        buyer,
        [
            f"Via {rng.choice(['Roma', 'San Giovanni Bosco', 'Garibaldi', 'della Chiesa'])} {rng.randint(1, 90)}, {la.digits(rng, '24###')} {city}",
            f"Tel. 0{la.digits(rng, '## ######')} · oratorio@parrocchia{city.lower()}.it",
        ],
        t_,
        style,
        kv,
    )
    b_sup = (
        la.pick(rng, "Spett.le|Fornitore|Spett.le Ditta|"),
        [
            sup,
            f"Via {rng.choice(['Industria', 'Artigiani', 'Milano', 'Lombardia'])} {rng.randint(1, 120)}",
            f"{la.digits(rng, '2####')} {rng.choice(['Seriate', 'Dalmine', 'Lissone', 'Cantù', 'Treviglio'])} ({rng.choice(['BG', 'MB', 'CO', 'MI'])})",
            f"P.IVA {la.digits(rng, '###########')}",
        ],
        True,
    )
    b_del = (
        la.pick(rng, "Luogo di consegna|Destinazione merce"),
        [
            f"Oratorio – salone {rng.choice(['polivalente', 'San Giuseppe', 'giochi'])}",
            f"Via {rng.choice(['Roma', 'Manzoni', 'Dante'])} {rng.randint(1, 60)}, {city}",
            f"Ref. {rng.choice(OR_FN)} {rng.choice(OR_C)} (coordinatore CRE) {la.digits(rng, '3## #######')}",
        ],
        False,
    )
    blocks = [b_sup, b_del] if rng.random() < 0.6 else [b_del, b_sup]
    if rng.random() < 0.3:
        blocks.append(
            (
                "Intestazione fattura",
                [
                    buyer,
                    f"C.F. {cf}{la.digits(rng, '##')}",
                    f"Codice SDI {la.digits(rng, '@@@@@@#')}",
                ],
                False,
            )
        )
    y = _blocks(d, m, r, y, blocks, 8.4, boxed=rng.random() < 0.4) + 10
    n = n_lines(rng, [3, 4, 5, 6, 7, 8, 9, 10], [32, 40])
    lines = more_lines(
        rng,
        OR_ITEMS,
        n,
        [1, 2, 5, 10, 20, 50, 80, 120],
        ["(rosso)", "(bambini)", "(squadra gialla)"],
        big=150,
    )
    body = [
        ([str(i), it[0], it[1], f"{q:,.0f}".replace(",", "."), eu(p), f"{it[2]}%", eu(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.47, 0.07, 0.08, 0.12, 0.08, 0.13)],
        ["N.", "Descrizione", "U.M.", "Q.tà", "Prezzo €", "IVA", "Importo €"],
        body,
        "llcrrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    pct = Decimal(rng.choice([0, 0, 0, 5, 10]))
    rates = sorted({it[2] for it, *_ in lines}, reverse=True)
    imps = {rt: sum((a for it, _, _, a in lines if it[2] == rt), ZERO) for rt in rates}
    imps = {rt: v - r2(v * pct / 100) for rt, v in imps.items()}
    spese = Decimal(rng.choice([0, 0, 0, 15, 25]))
    if spese:
        imps[22] = imps.get(22, ZERO) + spese
    ivas = {rt: r2(v * rt / 100) for rt, v in imps.items()}
    imp = sum(imps.values(), ZERO)
    total = imp + sum(ivas.values(), ZERO)
    if y + 60 + 16 * len(imps) + 70 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Totale merce", f"€ {eu(sub)}", False)]
        if pct:
            rows_.append(
                (
                    f"Sconto {pct}%",
                    f"-€ {eu(sub - sum((v for rt, v in imps.items()), ZERO) + spese)}",
                    False,
                )
            )
        if spese:
            rows_.append(("Spese di trasporto", f"€ {eu(spese)}", False))
        rows_.append(("Imponibile", f"€ {eu(imp)}", False))
        for rt in sorted(imps, reverse=True):
            rows_.append((f"IVA {rt}%", f"€ {eu(ivas[rt])}", False))
        lab = la.pick(rng, "Totale ordine|TOTALE|Totale documento|Totale complessivo")
        xl = m + wd * 0.55
        y = _sums(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"€ {eu(total)}",
            8.6,
            below=rng.random() < 0.35,
            box=rng.random() < 0.5,
        )
        if rng.random() < 0.4:
            acc = r2(total * Decimal(rng.choice(["0.3", "0.5"])))
            y = d.summary(
                xl,
                r - 3,
                y + 2,
                [
                    ("Acconto versato", f"-€ {eu(acc)}", False),
                    ("Saldo alla consegna", f"€ {eu(total - acc)}", False),
                ],
                7.8,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Prezzi come da Vs. preventivo {prev}; l'importo sarà determinato in base alle quantità consegnate.",
            8.4,
            wd,
        )
    y += 10
    y = _paras(
        d,
        m,
        y,
        [
            "Consegna al piano terra dell'oratorio negli orari di segreteria (lun–ven 9–12). Indicare il numero d'ordine su DDT e fattura elettronica.",
            "Le magliette devono riportare il logo del Centro Ricreativo Estivo come da bozza approvata.",
        ],
        7.4,
        wd,
        bottom,
        brk,
    )
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 20) / 2
    d.sign(
        m,
        y,
        sw,
        la.pick(
            rng, "Il Parroco – Legale rappresentante|Il Presidente|Il responsabile dell'oratorio"
        ),
    )
    d.sign(m + sw + 20, y, sw, "Per accettazione (timbro e firma del fornitore)")
    foot()
    out = finish(d, "it", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_it_oratorio_centro_estivo_ordine(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _or)


# --------------------------------------------------------------------------- 10 es-MX mezcal distillery's supplies order

MZ_N = "Tres Colibríes|Agave Azul|Santa Catarina|El Tobalá|Sierra Mixteca|La Espadina|Dos Lunas|Matatlán|Maguey Bravo|Río de Oro".split(
    "|"
)
MZ_BUY = [
    "Mezcal {n} S.A. de C.V.",
    "Destilería {n} S. de R.L. de C.V.",
    "Palenque {n} S.P.R. de R.L.",
    "Mezcalera {n} S.A.P.I. de C.V.",
]
MZ_S = "Hernández|Ruiz|Mendoza|Cruz|Santiago|Vásquez|López|Martínez|Jiménez|Ramírez|Aquino|Chávez".split(
    "|"
)
MZ_F = "José Luis|Guadalupe|Alejandro|Rocío|Fernando|Verónica|Ricardo|Lucía|Arturo|Mariana".split(
    "|"
)
MZ_SUP_FORMED = [
    "Vidriera {s} S.A. de C.V.",
    "Tapones y Corchos {s} S.A. de C.V.",
    "Etiquetas {s} S. de R.L. de C.V.",
    "Empaques {s} S.A. de C.V.",
    "Agaves {s} S.P.R. de R.L.",
]
MZ_SUP_BARE = ["Maguey {s}", "Carpintería {s}", "Comercial {s}"]
MZ_ITEMS = [
    ("Piña de agave espadín", "kg", 0, 12, 24),
    ("Piña de agave tobalá", "kg", 0, 40, 75),
    ("Botella de vidrio 750 ml tipo licorera", "pza", 16, 14, 26),
    ("Tapón sintético con cabeza de madera", "pza", 16, 4, 9),
    ("Etiqueta frontal impresa (millar)", "millar", 16, 1800, 3200),
    ("Caja de cartón para 6 botellas", "pza", 16, 18, 32),
    ("Leña de encino (tonelada)", "ton", 16, 1400, 2600),
    ("Tina de fermentación de madera 1,200 L", "pza", 16, 9000, 16000),
    ("Serpentín de cobre para alambique", "pza", 16, 12000, 24000),
    ("Cera para sellado (kg)", "kg", 16, 180, 320),
    ("Bolsa de yute bordada", "pza", 16, 45, 90),
]


def _mz(rng: random.Random, of: int) -> tuple[bytes, dict]:
    land = rng.random() < 0.25
    d = la.Doc(
        landscape(letter) if land else letter, la.pick(rng, "helv|libsans|dejavu|times|djcond")
    )
    m = rng.uniform(34, 50)
    r = d.w - m
    wd = r - m
    bottom = d.h - 62
    nm = rng.choice(MZ_N)
    buyer = rng.choice(MZ_BUY).format(n=nm)
    sup = bare_or(rng, MZ_SUP_FORMED, MZ_SUP_BARE, 0.3).format(s=rng.choice(MZ_S))
    dt = a_day(rng)
    po = la.digits(rng, rng.choice([f"OC-{dt.year}-###", "OC#####", f"{dt:%y%m}-###", "MZ-####"]))
    cot = la.digits(rng, rng.choice(["COT-####", "Cotización ####"]))
    prov = la.digits(rng, "P-###")
    stated = stated_of(rng)
    page = [1]
    po_lab = la.pick(rng, "Orden de compra No.|No. de OC|Folio OC|OC No.")
    beside = rng.random() < 0.35
    style = rng.choice(["grid", "row", "kv", "block"])
    title = la.pick(rng, "ORDEN DE COMPRA|Orden de Compra")
    rfc_b = la.digits(rng, "@@@######@@#")

    def foot() -> None:
        d.t(
            m,
            d.h - 32,
            f"{buyer} · RFC {rfc_b} · Santiago Matatlán, Oaxaca · Este documento no es un comprobante fiscal.",
            6.6,
            grey=0.4,
            maxw=wd - 60,
        )
        d.t(
            r, d.h - 32, f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}", 7, al="r", grey=0.4
        )

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 44, f"{po_lab} {po} (continuación)", 9, b=True)
        return 58

    kv = [] if beside else [(po_lab, po)]
    kv += [
        ("Fecha", la.dfmt(dt, rng.choice(["dmy", "long_es"]))),
        ("Cotización", cot),
        ("No. proveedor", prov),
        ("Condiciones", la.pick(rng, "Crédito 30 días|Contado|50% anticipo, 50% contra entrega")),
        ("Moneda", "MXN"),
    ]
    if not beside and rng.random() < 0.35:
        kv[0], kv[1] = kv[1], kv[0]
    t_ = f"{title} {po}" if beside else title
    y = _top(
        d,
        rng,
        m,
        r,
        buyer,
        [
            f"Carretera Internacional km {rng.randint(20, 60)}, {rng.choice(['Santiago Matatlán', 'San Baltazar Chichicápam', 'Miahuatlán', 'Sola de Vega'])}, Oax. C.P. {la.digits(rng, '70###')}",
            f"Tel. 951 {la.digits(rng, '### ####')} · RFC {rfc_b}",
        ],
        t_,
        style,
        kv,
    )
    b_sup = (
        la.pick(rng, "Proveedor|Proveedor:|Sres.:|"),
        [
            sup,
            f"{rng.choice(['Av. Independencia', 'Calle Reforma', 'Blvd. Eduardo Vasconcelos', 'Carr. a Tlacolula'])} {rng.randint(10, 900)}",
            f"{rng.choice(['Oaxaca de Juárez', 'Guadalajara, Jal.', 'Puebla, Pue.', 'Tlaquepaque, Jal.', 'Monterrey, N.L.'])}",
            f"RFC {la.digits(rng, '@@@######@@#')} · Tel. {la.digits(rng, '## #### ####')}",
        ],
        True,
    )
    b_fac = (
        "Facturar a",
        [
            buyer,
            f"RFC {rfc_b}",
            "Uso CFDI: G01 Adquisición de mercancías",
            f"Régimen {rng.choice(['601', '612', '626'])}",
        ],
        False,
    )
    b_ent = (
        "Entregar en",
        [
            f"Palenque {nm}",
            "Bodega de producto terminado",
            f"Recibe: {rng.choice(MZ_F)} {rng.choice(MZ_S)}",
        ],
        False,
    )
    blocks = [b_sup, b_fac, b_ent]
    if rng.random() < 0.35:
        blocks = [b_fac, b_ent, b_sup]
    y = _blocks(d, m, r, y, blocks, 8.2, boxed=rng.random() < 0.45) + 10
    n = n_lines(rng, [2, 3, 4, 5, 6, 7, 8, 9], [30, 38])
    lines = more_lines(
        rng,
        MZ_ITEMS,
        n,
        [1, 2, 5, 10, 50, 100, 500, 1000],
        ["(lote 2)", "(ámbar)", "(edición especial)"],
        big=1000,
    )
    body = [
        ([str(i), it[0], f"{q:,.0f}", it[1], en2(p), f"{it[2]}%", en2(a)], a)
        for i, (it, q, p, a) in enumerate(lines, 1)
    ]
    if not stated:
        body = [([*c_[:6], ""], a) for c_, a in body]
    y = ltable(
        d,
        m,
        y,
        [wd * f for f in (0.05, 0.46, 0.08, 0.08, 0.13, 0.07, 0.13)],
        ["#", "Descripción", "Cant.", "Unidad", "P. Unitario", "IVA", "Importe"],
        body,
        "llrcrrr",
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
    )
    sub = sum((a for *_, a in lines), ZERO)
    pct = Decimal(rng.choice([0, 0, 0, 3, 5]))
    n16 = sum((a for it, _, _, a in lines if it[2] == 16), ZERO)
    n0 = sub - n16
    d16, d0 = r2(n16 * pct / 100), r2(n0 * pct / 100)
    flete = Decimal(rng.choice([0, 0, 0, 850, 1500, 2400]))
    b16 = n16 - d16 + flete
    iva = r2(b16 * Decimal("0.16"))
    total = b16 + n0 - d0 + iva
    if y + 160 > bottom:
        y = brk()
    y += 8
    if stated:
        rows_ = [("Subtotal", f"${en2(sub)}", False)]
        if pct:
            rows_.append((f"Descuento {pct}%", f"-${en2(d16 + d0)}", False))
        if flete:
            rows_.append(("Flete", f"${en2(flete)}", False))
        rows_.append(("IVA 16%", f"${en2(iva)}", False))
        if n0:
            rows_.append(("IVA tasa 0% (agave)", "$0.00", False))
        lab = la.pick(rng, "Total|TOTAL|Total MXN|Importe total")
        xl = m + wd * 0.58
        y = _sums(
            d,
            xl,
            r - 3,
            y,
            rows_,
            lab,
            f"${en2(total)}",
            8.6,
            below=rng.random() < 0.35,
            box=rng.random() < 0.5,
        )
        y = wrapped(d, m, y + 4, f"Importe con letra: {mx_words(total)}", 7.8, wd)
        if rng.random() < 0.45:
            ant = r2(total * Decimal("0.5"))
            y = wrapped(
                d,
                m,
                y + 2,
                f"Anticipo pagado (50%): ${en2(ant)}    Saldo contra entrega: ${en2(total - ant)}",
                8,
                wd,
            )
    else:
        y = wrapped(
            d,
            m,
            y,
            f"Precios según cotización {cot}; el importe se determinará con las cantidades recibidas en palenque.",
            8.4,
            wd,
        )
    y += 10
    y = _paras(
        d,
        m,
        y,
        [
            "Favor de indicar nuestro número de orden de compra en la factura (CFDI 4.0) y en la remisión. Sin OC no se reciben facturas.",
            "El agave debe entregarse jimado, con guía de traslado y registro del predio ante el Consejo Regulador del Mezcal.",
        ],
        7.4,
        wd,
        bottom,
        brk,
    )
    if y + 44 > bottom:
        y = brk()
    y += 32
    sw = (wd - 40) / 3
    for k, lab in enumerate(
        [
            "Elaboró: Compras",
            f"Autorizó: {rng.choice(MZ_F)} {rng.choice(MZ_S)}, Maestro mezcalero",
            "Acepta proveedor (firma y sello)",
        ]
    ):
        d.sign(m + k * (sw + 20), y, sw, lab, 7)
    foot()
    out = finish(d, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind48_es_mx_mezcalera_insumos_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mz)


FAMILIES: dict[str, Draw] = {
    name: fn for name, fn in globals().items() if name.startswith("blind48_") and callable(fn)
}

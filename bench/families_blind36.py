# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the blind split written after blind35 (`blind36_*`), one per
language and setting.

- blind36_zh_bianlidian_zhisong_buhuo: a mainland convenience-store or supermarket chain's
  direct-store-delivery replenishment order (a coloured brand square with the chain's name, the
  title at the right, a row of four grey cards for the order number, receiving store, booked
  delivery slot and status, the supplier's and the store's panels side by side with coloured
  caption bars in either order, the supplier name bold on the first line or after 供应商名称：,
  a replenishment-suggestion number and a delivery batch at times; lines grouped under category
  bands with item code, 69… barcode, case pack, store stock, suggested and ordered cases and
  units, tax-incl. cost and amount, category subtotals; SKU count, total cases and units,
  商品金额, a promotion or rebate deduction, 其中税额 and 订单金额（含税）, supplier notes and
  three receipt lines).
- blind36_zh_gaoxiao_guoqi_caigou_gonghuo_dibu: a mainland university's (a college or office)
  or state-owned group's 采购订单 (the buyer and title centred, at times a red double rule, the
  purchasing method with a bid / enquiry / project number at the left and 订单编号 at the right,
  a ruled grid of 采购单位, 经费项目 and 经费编号, 交货期限 and 交货地点, the supplier in it only
  at times; lines with brand, model and at times the national asset class code, a
  合计金额（大写）…（小写） row, a warranty-retention note, numbered order terms, then the two
  sealing blocks at the foot: 采购单位（盖章） and 供货单位（盖章） with the supplier's name,
  address, contact, bank, account and tax number, mostly the supplier at the right).
- blind36_tw_keji_shuangyu_caigoudan: a Taiwanese tech or fab company's bilingual 採購單 /
  PURCHASE ORDER (the buyer's Chinese and English names at the left, the title at the right over
  a shaded two-language label column: 採購單號 PO No., 版次 Revision, at times 報價單號, 採購日期,
  頁次; 廠商 Vendor and 交貨地點 Ship To boxes with the vendor's Chinese and English names, vendor
  code and tax ID; a five-cell strip of payment and delivery terms, currency, buyer and
  requesting department; lines with part number, a PR No. and need date per line; 未稅金額 /
  營業稅 5% / 總金額 in whole NT$ or USD with cents, at times 新臺幣 capitals; bilingual notes, three
  sign boxes, and at times a page of general terms).
- blind36_ja_birumen_genba_betsu_hacchusho: a Japanese building-maintenance or cleaning
  company's 発注書 for supplies delivered to its contract sites (the title centred and
  underlined, the vendor with 御中 on an underline at the left and at times ご担当 様, a ruled
  発注番号 / 発注日 / 見積番号 / 担当 box at the right, the buyer's block with 登録番号 and a square
  seal; lines sorted by 納入現場 (site code and building) with 品番, 数量, 単位, 単価, 金額, or a
  納期 column where no prices are shown; a 現場別集計 table of site counts and sums beside
  小計（税抜）/ 消費税（10%）/ 合計（税込）, 備考 and three approval boxes).
- blind36_ko_onlain_mall_ipgo_baljuseo: a Korean online retailer's inbound 발주서 to a vendor
  printed from its partner centre (a coloured top rule, the title at the left, the mall with its
  business number and a drawn barcode at the right, a 4 × 3 label grid with 발주번호, 발주유형,
  발주일시, the vendor as 거래처명 / 공급사 / 업체명 / 협력사명 with 거래처코드 and 담당MD, 입고센터,
  입고예정일, 결제조건 and 세금계산서; a yellow notice box; SKU lines with SKU ID, 880 barcode,
  입수, 발주수량 and 확정수량, 매입단가, 공급가액, 부가세 (0 for 면세 goods), 합계; a row of six
  summary cells ending in the coloured 총 발주금액 / 총 매입금액 / 합계금액).
- blind36_en_us_aero_machining_po_quality_clauses: a US aerospace or defence manufacturer's
  purchase order to a machine shop or special-process house (letter size, the buyer with its
  CAGE code, a ruled box of P.O. Number / Revision / DPAS Rating / Order Date / Page, VENDOR (or
  SELLER / SUPPLIER) and SHIP TO boxes under black caption bars, a strip with buyer, terms, FOB,
  ship via, vendor quote and the prime contract number; lines with part number and revision and
  a row of quality-clause codes under each, Subtotal / Freight / Sales Tax exempt / Total PO
  Value, on revisions the previous P.O. value, a QUALITY REQUIREMENTS clause list, an ITAR
  footer and buyer / seller-acceptance lines).
- blind36_en_sg_mcst_managing_agent_po: a Singapore condominium's purchase order issued by its
  managing agent (the agent's letterhead with UEN centred, "On behalf of" the MCST and the
  estate, the title centred, "To:" with the contractor or supply firm (Pte Ltd or a sole
  proprietor's Enterprise / Trading), at times on the same line as "To:", a key list at the
  right with P.O. No., date, the contractor's quotation, the council approval and the fund; a
  "Re:" line and a letter paragraph, works lines with S/N, unit rate and amount in S$, Sub-total /
  Less: Discount / Add: GST @ 9% / total or a non-GST-registered note, numbered terms and three
  signature lines for the MCST, the agent and the contractor).
- blind36_de_lohnauftrag_haerterei_beistellung: a German engineering firm's subcontract order
  to a heat-treatment, plating or blasting shop (Lohnauftrag / Fremdbearbeitungsauftrag /
  Bestellung Lohnbearbeitung: the buyer at the top right, the shop in the window with a return-
  address line and at times "z. Hd.", an info column with Auftrags- or Bestell-Nr., Datum,
  Lieferanten-Nr., Fertigungsauftrag and contact; a letter line quoting the offer and the free-
  issue delivery note; "1. Beistellung" (part numbers, materials, pieces, kg) and
  "2. Bearbeitung" (process and spec per part, quantity per kg or per 100 pieces, price and
  amount), Mindermengenzuschlag and Fracht, Nettobetrag / 19 % MwSt. / Gesamtbetrag or only an
  Auftragswert netto, delivery, test-certificate and payment terms, "i. A." and a three-column
  company footer).
- blind36_fr_garage_commande_pieces_or: a French garage's or body shop's parts order to a
  parts distributor (the garage on a grey band with the title at the right, "Livraison" at the
  left and the distributor under "Fournisseur :", "À l'attention de :" or "Destinataire :" at
  the right with the garage's account number there; a ruled strip of Commande n°, Date, the
  repair order (OR) number, at times the distributor's quote, the registration plate and VIN;
  lines with reference, brand, PU HT, remise % and montant HT; Total brut HT / Remises / Frais
  de port / Total HT / TVA 20 % / Total TTC, at times an acompte and reste à régler; a stamp box).
- blind36_es_productora_pedido_irpf: a Spanish production or events company's order for
  services and hire (the company at the left, ORDEN DE PEDIDO / PEDIDO DE SERVICIOS / HOJA DE
  PEDIDO with "Nº …" at the right, the supplier block (a freelancer by personal name with NIF or
  a firm with CIF, address and IBAN) beside a key list of fecha, producción / evento, código de
  proyecto, presupuesto nº, service dates and responsible, in either order; lines per jornada /
  día with days, units, price and importe; Base imponible / IVA 21 % / Retención IRPF 15 % or 7 %
  for freelancers / TOTAL, conditions and two signature lines).

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a replenishment-suggestion, batch, bid, enquiry, budget,
fund, requisition (PR), quotation, prime-contract, manufacturing-order, delivery-note,
repair-order, project or budget-estimate number); the supplier exactly as printed on its own
first line (the vendor the order is addressed to, without 御中, "To:", "供应商名称：" or other
labels before it); the grand total as "1234.50" (whole yen, won and NT$ as "1234.00"; after
discounts and deductions, incl. tax where an incl.-tax total is stated, the net order value where
only that is stated, after the IRPF withholding on a Spanish freelancer's order, before deposits;
"" when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import r2  # noqa: E402
from families_blind19 import crow, lrow, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind30 import bare_or  # noqa: E402
from families_blind31 import r0, w0  # noqa: E402
from families_blind32 import n_lines  # noqa: E402
from families_blind34 import lines_of  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.92, 0.92, 0.92)
RED = Color(0.78, 0.1, 0.1)


def en(v: Decimal) -> str:
    return grouped(v)


def eu(v: Decimal) -> str:
    return grouped(v, ".", ",")


def fr(v: Decimal) -> str:
    return grouped(v, " ", ",")


def a_date(rng: random.Random) -> date:
    return date(2025, 10, 1) + timedelta(days=rng.randint(0, 430))


def pk(rng: random.Random, s: str) -> str:
    return rng.choice(s.split("|"))


def dg(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def ltable(
    d: la.Doc,
    x: float,
    y: float,
    ws: list[float],
    heads: list[str],
    al: str,
    rows: list[list[str]],
    *,
    size: float,
    h: float,
    bottom: float,
    cont: Callable[[], float],
    fill: float | None = 0.88,
    subs: list[str] | None = None,
) -> float:
    """Header and rows on a la page; before a row would pass `bottom`, cont() starts a new page.
    A row whose first cell starts with "\\x01" is a band (bold, shaded, one cell)."""
    y = lrow(d, x, y, ws, heads, "c" * len(ws), h=h + 2, size=size, b=True, fill=fill)
    for k, cells in enumerate(rows):
        extra = subs[k] if subs else ""
        need = h + (size + 2 if extra else 0)
        if y + need > bottom:
            y = cont()
            y = lrow(d, x, y, ws, heads, "c" * len(ws), h=h + 2, size=size, b=True, fill=fill)
        if cells and cells[0].startswith("\x01"):
            d.box(x, y, sum(ws), h, fill=0.95, stroke=False)
            d.t(x + 4, y + h / 2 + size * 0.35, cells[0][1:], size, b=True)
            d.line(x, y + h, x + sum(ws), y + h, 0.3)
            y += h
            continue
        y = lrow(d, x, y, ws, cells, al, h=h, size=size)
        if extra:
            d.t(x + ws[0] + 3, y + size - 0.5, extra, size - 1.6, grey=0.3)
            y += size + 2
            d.line(x, y, x + sum(ws), y, 0.3)
    return y


# --------------------------------------------------------------------------- 1 zh-Hans chain-store replenishment (direct store delivery)

ZR_BRAND = "悦邻 易佳 优选汇 乐邻 惠家 鲜丰汇 邻里优品 快客佳 日日鲜 万家福 好又多 便民汇 橙果 每日优选 小象".split()
ZR_CITY = "长沙 武汉 成都 合肥 南昌 郑州 济南 西安 南宁 昆明 贵阳 福州 厦门 无锡 常州".split()
ZR_CHAIN = [
    "{c}{b}商业连锁有限公司",
    "{c}{b}便利店连锁有限公司",
    "{c}市{b}超市有限公司",
    "{b}零售连锁（{c}）有限公司",
    "{c}{b}生活超市连锁股份有限公司",
]
ZR_S = "康源 旺达 顺和 嘉禾 恒润 金穗 鑫源 丰泽 永盛 佳味 瑞丰 润泽 禾盛 益民 友联 德福".split()
ZR_SUP_F = [
    "{c}{s}食品有限公司",
    "{c}{s}饮料销售有限公司",
    "{c}{s}商贸有限公司",
    "{c}市{s}日用品有限公司",
    "{c}{s}乳业有限公司",
    "{s}食品（{c}）有限公司",
    "{c}{s}供应链管理有限公司",
]
ZR_SUP_B = ["{c}{s}副食品批发部", "{c}市{s}食品商行", "{s}饮品经营部", "{c}{s}日杂批发商行"]
ZR_CAT = {
    "饮料": [
        ("纯净水", "550ml", 24, 0.9, 1.3),
        ("茉莉绿茶", "500ml", 15, 2.1, 2.8),
        ("无糖苏打水", "410ml", 24, 2.5, 3.4),
        ("橙味汽水", "330ml", 24, 1.6, 2.2),
        ("冰红茶", "1L", 12, 3.2, 4.1),
        ("功能饮料", "250ml", 24, 3.6, 4.6),
        ("椰子水", "330ml", 12, 4.8, 6.2),
    ],
    "乳品": [
        ("纯牛奶", "250ml×12盒", 6, 28, 38),
        ("原味酸奶", "200g", 12, 3.8, 5.2),
        ("低脂牛奶", "950ml", 6, 9.5, 13),
        ("乳酸菌饮品", "100ml×5", 8, 6.5, 8.8),
    ],
    "休闲食品": [
        ("原味薯片", "70g", 20, 4.2, 5.6),
        ("夹心饼干", "102g", 24, 3.3, 4.5),
        ("每日坚果", "25g×7", 10, 22, 32),
        ("海苔卷", "40g", 30, 5.1, 7.2),
        ("辣条", "106g", 40, 2.2, 3.1),
        ("牛肉干", "50g", 20, 9.8, 14),
    ],
    "方便速食": [
        ("红烧牛肉面", "桶装 110g", 12, 3.1, 4.2),
        ("自热米饭", "375g", 12, 12.5, 17),
        ("火腿肠", "30g×9", 20, 6.8, 8.9),
        ("速冻水饺", "猪肉白菜 500g", 12, 9.2, 13.5),
    ],
    "日用百货": [
        ("抽纸", "3层 100抽×3包", 16, 7.5, 10.5),
        ("湿巾", "80片", 24, 5.8, 8.2),
        ("牙膏", "120g", 36, 6.2, 9.8),
        ("洗手液", "300ml", 20, 8.6, 12.4),
        ("一次性口罩", "10只装", 50, 2.8, 4.1),
    ],
}


def _zr(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    c, b = rng.choice(ZR_CITY), rng.choice(ZR_BRAND)
    chain = rng.choice(ZR_CHAIN).format(c=c, b=b)
    sup = bare_or(rng, ZR_SUP_F, ZR_SUP_B, 0.25).format(c=rng.choice(ZR_CITY), s=rng.choice(ZR_S))
    d = a_date(rng)
    po = cj.number(
        rng, d, "ZS{y}{m}{d}{n4}|DSD{Y}{m}{d}{n3}|{y}{m}{d}{n6}|PO-{Y}{m}-{n5}|BH{Y}{n6}"
    )
    sug = cj.number(rng, d, "JY{y}{m}{d}{n5}|RPL{y}{n6}")
    batch = cj.number(rng, d, "PC{m}{d}-{n2}|{n8}")
    store_no = f"{rng.choice('ABCDEHK')}{rng.randint(1, 9)}{rng.randint(100, 999)}"
    store = f"{c}{pk(rng, '五一路|解放路|人民路|建设路|中山路|滨江路|科技园|火车站|大学城|万达广场')}{pk(rng, '店|二店|旗舰店|社区店')}"
    sup_code = f"{rng.choice(['S', 'V', 'GYS'])}{dg(rng, 6)}"
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice(
        [
            Color(0.0, 0.55, 0.35),
            Color(0.9, 0.35, 0.05),
            Color(0.1, 0.35, 0.75),
            Color(0.8, 0.1, 0.25),
        ]
    )
    title = pk(rng, "门店补货订单|直送补货采购单|门店直送订单|门店要货订单（供应商直送）|补货订单")
    po_lab = pk(rng, "订单号|订单编号|采购单号|补货订单号")
    printed = f"{cj.fdate(cj.later(rng, d, 0, 2), 'iso')} {rng.randint(6, 22):02d}:{rng.randint(0, 59):02d}"

    def foot() -> None:
        s = f"第{page[0]}页/共{of}页" if of else f"第{page[0]}页"
        pdf.text(right, pdf.h - 24, s, 7, align="r", colour=GREY)
        pdf.text(m, pdf.h - 24, f"系统生成 · 打印时间 {printed}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{b} {title}（续）", 9, bold=True)
        pdf.text(right, 32, f"{po_lab}：{po}", 8.6, align="r")
        return 44

    # brand block
    y = 30
    pdf.rect(m, y, 34, 34, fill=ink, stroke=None)
    pdf.text(m + 17, y + 24, b[0], 20, align="c", colour=white, bold=True)
    pdf.text(m + 42, y + 14, b, 15, bold=True, colour=ink)
    pdf.text(m + 42, y + 29, chain, 8.2, colour=GREY)
    pdf.text(right, y + 16, title, 15, align="r", bold=True)
    pdf.text(
        right,
        y + 30,
        pk(rng, "自动补货 · 门店确认|补货建议已确认|供应商直送 DSD|门店订货系统"),
        7.6,
        align="r",
        colour=GREY,
    )
    y += 48
    cards = [
        (po_lab, po),
        ("收货门店", f"{store_no} {store}"),
        (
            pk(rng, "预约到货|要求到货|送货日期"),
            f"{cj.fdate(cj.later(rng, d, 1, 4), 'iso')} {pk(rng, '06:00-09:00|07:00-10:00|14:00-16:00|夜间收货 22:00后')}",
        ),
        ("订单状态", pk(rng, "已确认|已下发|待送货|已审核")),
    ]
    if rng.random() < 0.35:
        cards[0], cards[1] = cards[1], cards[0]
    cw = (wd - 18) / 4
    for k, (lab, val) in enumerate(cards):
        x = m + k * (cw + 6)
        pdf.rect(x, y, cw, 40, fill=Color(0.965, 0.965, 0.965), stroke=Color(0.8, 0.8, 0.8), lw=0.5)
        pdf.text(x + 7, y + 13, lab, 7.4, colour=GREY)
        pdf.text(
            x + 7, y + 31, val, 10.5 if lab == po_lab else 8.8, bold=lab == po_lab, maxw=cw - 12
        )
    y += 52
    # parties
    pw = (wd - 10) / 2
    labelled = rng.random() < 0.4
    sp_rows = [
        f"供应商名称：{sup}" if labelled else sup,
        f"供应商编码：{sup_code}",
        f"业务联系人：{cj.person(rng)}　{cj.mobile(rng)}",
    ]
    if rng.random() < 0.5:
        sp_rows.append(f"结算方式：{pk(rng, '月结30天|月结60天|票到45天|货到验收后30天')}")
    st_rows = [
        f"{store_no}　{store}",
        f"地址：{cj.zh_addr(rng)}",
        f"店长：{cj.person(rng)}　电话：{cj.zh_tel(rng)}",
    ]
    if rng.random() < 0.5:
        st_rows.append(f"{pk(rng, '补货建议单号|建议单号')}：{sug}")
    if rng.random() < 0.4:
        st_rows.append(f"配送批次：{batch}")
    blocks = [("供应商" if not labelled else "供应商信息", sp_rows), ("收货门店", st_rows)]
    if rng.random() < 0.3:
        blocks.reverse()
    hh = 22 + 13 * max(len(sp_rows), len(st_rows))
    for k, (cap, rows) in enumerate(blocks):
        x = m + k * (pw + 10)
        pdf.rect(x, y, pw, hh, stroke=Color(0.75, 0.75, 0.75), lw=0.6)
        pdf.rect(x, y, pw, 15, fill=ink, stroke=None)
        pdf.text(x + 6, y + 11, cap, 8.4, colour=white, bold=True)
        yy = y + 28
        for i, r in enumerate(rows):
            pdf.text(x + 6, yy, r, 9.4 if i == 0 else 8, bold=i == 0, maxw=pw - 12)
            yy += 13
    y += hh + 14
    # lines grouped by category
    cats = rng.sample(list(ZR_CAT), rng.randint(1, 4))
    big = rng.random() < 0.18
    body: list[tuple[list[str], Decimal]] = []
    ws = cj.rel(
        wd, [5, 12, 17, 26, 6, 7, 7, 7, 8, 9, 11] if stated else [5, 13, 18, 30, 7, 8, 8, 8, 9]
    )
    n_i = 0
    tot_q = tot_c = 0
    sub = ZERO
    tax = ZERO
    for cat in cats:
        pool = ZR_CAT[cat]
        k = rng.randint(1, len(pool)) if not big else len(pool)
        picks = rng.sample(pool, k)
        if big:
            picks += [(f"{p[0]}（促销装）", *p[1:]) for p in rng.sample(pool, min(3, len(pool)))]
        band = [""] * len(ws)
        band[3] = f"【{cat}】 {len(picks)}个SKU"
        body.append((band, ZERO))
        csum = ZERO
        for name, spec, pack, lo, hi in picks:
            n_i += 1
            boxes = rng.choice([1, 1, 1, 2, 2, 3, 4, 5])
            q = boxes * pack
            stock = rng.randint(0, pack * 2)
            sug_q = max(pack, q + rng.choice([-pack, 0, 0, pack]))
            p = r2(Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100)
            a = r2(p * q)
            rate = Decimal("0.09") if cat == "乳品" and rng.random() < 0.5 else Decimal("0.13")
            tax += r2(a * rate / (1 + rate))
            csum += a
            tot_q += q
            tot_c += boxes
            code = f"{rng.randint(10, 99)}{dg(rng, 5)}"
            bar = f"69{dg(rng, 11)}"
            row = [
                str(n_i),
                code,
                bar,
                f"{name} {spec}",
                str(pack),
                str(stock),
                str(sug_q),
                str(boxes),
                str(q),
            ]
            if stated:
                row += [cj.money(p), cj.money(a)]
            body.append((row, a))
        sub += csum
        if stated and rng.random() < 0.6:
            sr = [""] * len(ws)
            sr[3] = f"{cat}小计"
            sr[-1] = cj.money(csum)
            body.append((sr, ZERO))
    heads = [
        "序号",
        "商品编码",
        "商品条码",
        "商品名称/规格",
        "箱规",
        "门店库存",
        "建议量",
        "订货箱数",
        "订货数量",
    ]
    al = "cllllrrrr"
    if stated:
        heads += [pk(rng, "含税进价|进价(含税)|单价"), pk(rng, "金额|含税金额|进货金额")]
        al += "rr"
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        al,
        rowh=16,
        size=7.2,
        bottom=bottom,
        brk=brk,
        fill=Color(0.9, 0.95, 0.92),
        hh=20,
    )
    y += 10
    disc = ZERO
    if stated and rng.random() < 0.35:
        disc = r2(sub * Decimal(rng.choice(["0.02", "0.03", "0.05"])))
    total = sub - disc
    if y + 96 > bottom:
        y = brk()
    bx = right - 220
    rows = [("SKU数", str(n_i)), ("订货总箱数", str(tot_c)), ("订货总数量", str(tot_q))]
    if stated:
        rows.append((pk(rng, "商品金额（含税）|订货金额合计|含税金额合计"), f"¥{cj.money(sub)}"))
        if disc:
            rows.append((pk(rng, "促销折让|账扣返利|陈列费抵扣"), f"-¥{cj.money(disc)}"))
        if rng.random() < 0.5:
            rows.append(("其中税额", f"¥{cj.money(tax - r2(tax * disc / sub) if sub else tax)}"))
    yy = y
    for lab, v in rows:
        pdf.text(bx, yy + 10, lab, 8.4, colour=GREY)
        pdf.text(right, yy + 10, v, 8.4, align="r")
        yy += 15
    if stated:
        pdf.line(bx, yy + 2, right, yy + 2, lw=0.6)
        pdf.text(
            bx,
            yy + 19,
            pk(rng, "订单金额（含税）|应付金额|订单总金额|本单合计（含税）"),
            10,
            bold=True,
        )
        pdf.text(right, yy + 19, f"¥{cj.money(total)}", 13, align="r", bold=True, colour=ink)
        yy += 26
        if rng.random() < 0.4:
            pdf.text(right, yy + 8, f"大写：{cj.daxie(total)}", 7.8, align="r", colour=GREY)
            yy += 14
    else:
        pdf.text(
            m, y + 10, "价格：按双方签订的供货合同价格结算，本单不显示金额。", 8.4, colour=GREY
        )
    notes = [
        "送货时请携带本订单及送货单（一式两联），送货单须注明订单号。",
        pk(
            rng,
            "临期商品（剩余保质期不足1/3）门店有权拒收。|乳品及冷藏商品须全程冷链，到店温度不高于6℃。|请按预约时段送货，超时将顺延至下一收货时段。",
        ),
        pk(
            rng,
            "实际结算以门店验收数量为准。|缺货请提前24小时通知门店及采购部。|本订单自下发之日起3日内有效。",
        ),
    ]
    y = max(y + 10, yy + 10)
    if y + 80 > bottom:
        y = brk()
    pdf.text(m, y + 10, "供应商须知：", 8.4, bold=True)
    y += 12
    for i, t in enumerate(notes, 1):
        pdf.text(m + 6, y + 11, f"{i}. {t}", 7.8)
        y += 12
    y += 18
    for k, s in enumerate(["门店收货人：", "收货日期：", "供应商送货人："]):
        pdf.text(m + k * wd / 3, y, s, 8.4)
        pdf.line(m + k * wd / 3 + 62, y + 2, m + (k + 1) * wd / 3 - 12, y + 2, lw=0.4)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_zh_bianlidian_zhisong_buhuo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zr)


# --------------------------------------------------------------------------- 2 zh-Hans university / state-owned buyer, supplier block at the foot

ZU_UNI = [
    "{c}大学",
    "{c}理工大学",
    "{c}师范大学",
    "{c}医科大学",
    "{c}农业大学",
    "{c}交通大学",
    "{c}工业大学",
    "{c}财经大学",
]
ZU_DEPT = "化学化工学院 材料科学与工程学院 信息工程学院 生命科学学院 机械工程学院 后勤保障处 图书馆 网络信息中心 实验室与设备管理处 物理学院".split()
ZU_SOE = [
    "{g}集团有限公司{c}分公司",
    "{c}{g}能源有限公司",
    "{g}建设投资集团有限公司",
    "{c}市{g}水务集团有限公司",
    "{g}电力工程有限公司",
    "{c}{g}港务集团有限公司",
]
ZU_G = "华电 中冶 国能 东方 华建 中铁 中交 华润 中化 国投".split()
ZU_CITY = "江南 华中 西北 东海 岭南 燕山 湘江 淮海 天府 闽江 长江 齐鲁 珠江 黄河 太行".split()
ZU_S = "科仪 华测 德泰 中研 博远 精诚 瑞格 恒信 天宇 世纪 安泰 通达 华科 嘉诚 新锐 正元".split()
ZU_SUP_F = [
    "{c}{s}科技有限公司",
    "{c}{s}仪器设备有限公司",
    "{c}市{s}科教设备有限公司",
    "{s}实验器材（{c}）有限公司",
    "{c}{s}信息技术有限公司",
    "{c}{s}机电设备有限公司",
    "{c}{s}办公设备有限公司",
]
ZU_SUP_B = ["{c}{s}仪器经营部", "{c}市{s}电脑商行", "{c}{s}教学仪器厂"]
ZU_ITEMS = [
    ("台式计算机", "联想", "i7-14700/32G/1T SSD", "台", 5200, 7800),
    ("笔记本电脑", "华为", "14英寸 Ultra5/16G", "台", 5600, 8200),
    ("激光打印机", "惠普", "A4 黑白 双面", "台", 1500, 2800),
    ("电子天平", "赛多利斯", "0.1mg/220g", "台", 8600, 16800),
    ("恒温干燥箱", "一恒", "DHG-9140A", "台", 3200, 5600),
    ("超纯水机", "默克", "Milli-Q IQ7000", "台", 38000, 56000),
    ("离心机", "湘仪", "TG16-WS 台式高速", "台", 6800, 12000),
    ("移液器", "艾本德", "10-100μl 单道", "支", 1200, 2100),
    ("数字示波器", "普源", "DS1202Z-E 200MHz", "台", 2300, 3800),
    ("投影仪", "爱普生", "CB-FH52 5000流明", "台", 4800, 6900),
    ("交换机", "华三", "S5130 24口千兆", "台", 2600, 4800),
    ("服务器硬盘", "希捷", "16TB SATA 企业级", "块", 2100, 2900),
    ("实验台", "定制", "钢木 3000×1500×850", "张", 3800, 6200),
    ("通风柜", "定制", "1500型 PP材质", "台", 9800, 16500),
    ("办公椅", "震旦", "人体工学 网布", "把", 680, 1450),
    ("文件柜", "定制", "钢制 双开门", "组", 760, 1280),
    ("UPS电源", "山特", "C3K 3kVA 在线式", "台", 3100, 4600),
    ("安全帽", "代尔塔", "ABS 国标", "顶", 38, 85),
]


def _zu(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 48
    city = rng.choice(ZU_CITY)
    uni = rng.random() < 0.55
    if uni:
        buyer = rng.choice(ZU_UNI).format(c=city)
        unit = rng.choice(ZU_DEPT)
    else:
        buyer = rng.choice(ZU_SOE).format(c=city, g=rng.choice(ZU_G))
        unit = pk(rng, "物资供应部|设备管理部|综合管理部|生产技术部|信息中心")
    sup = bare_or(rng, ZU_SUP_F, ZU_SUP_B, 0.2).format(c=rng.choice(ZU_CITY), s=rng.choice(ZU_S))
    d = a_date(rng)
    pre = "".join(rng.choice("ABCDEFGHJKLMNPRSTWXYZ") for _ in range(rng.randint(2, 4)))
    po = cj.number(
        rng,
        d,
        f"{pre}-CG-{{Y}}-{{n4}}|{pre}{{Y}}{{m}}{{n4}}|CGDD{{Y}}{{n5}}|{{Y}}-{pre}-{{n3}}|PO{{y}}{{m}}{{d}}{{n3}}",
    )
    bid = cj.number(rng, d, "JJ{Y}{n6}|ZB-{Y}-{n4}|XJ{y}{m}{n4}|DYLY-{Y}-{n3}")
    fund = cj.number(rng, d, "{n8}|KY{Y}{n4}|ZX-{y}-{n3}|{n4}-{n4}")
    stated = stated_of(rng)
    page = [1]
    way = pk(rng, "询价采购|网上竞价|电子卖场直购|单一来源|小额零星采购|比选采购|公开招标")
    bid_lab = {"网上竞价": "竞价编号", "公开招标": "招标编号", "单一来源": "论证编号"}.get(
        way, pk(rng, "询价编号|项目编号|采购计划编号")
    )
    red = rng.random() < 0.5

    def foot() -> None:
        s = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 26, s, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 34, f"{buyer}采购订单（续）　订单编号：{po}", 8.6, colour=GREY)
        return 48

    y = 48
    ink = RED if red else black
    pdf.text(pdf.w / 2, y, buyer, 17, align="c", bold=True, colour=ink)
    y += 24
    pdf.text(
        pdf.w / 2,
        y,
        pk(rng, "采 购 订 单|采购订单|货物采购订单|物资采购订单"),
        15,
        align="c",
        bold=True,
        space=1,
    )
    if red:
        pdf.line(m, y + 7, right, y + 7, lw=1.6, colour=RED)
        pdf.line(m, y + 10, right, y + 10, lw=0.5, colour=RED)
    y += 26
    pdf.text(m, y, f"采购方式：{way}", 8.8)
    pdf.text(right, y, f"订单编号：{po}", 9.6, align="r", bold=True)
    y += 14
    pdf.text(m, y, f"{bid_lab}：{bid}", 8.8)
    pdf.text(right, y, f"下单日期：{cj.fdate(d, rng.choice(['cn', 'iso', 'cn0']))}", 8.8, align="r")
    y += 10
    g = [
        [
            "采购单位",
            f"{buyer} {unit}" if rng.random() < 0.4 else unit,
            "经办人",
            f"{cj.person(rng)} {cj.zh_tel(rng)}",
        ],
        [
            pk(rng, "经费项目|资金来源|预算科目"),
            pk(rng, "科研经费|教学运行经费|双一流建设经费|生产成本|技改专项|年度预算")
            if uni
            else pk(rng, "生产成本|技改专项|年度预算|安全生产费"),
            pk(rng, "经费编号|经费卡号|预算编号"),
            fund,
        ],
        [
            "交货期限",
            f"{pk(rng, '合同签订后|订单下达后')}{rng.choice([7, 10, 15, 20, 30])}日内",
            "交货地点",
            pk(rng, "采购单位指定地点|校内实验楼|公司仓库|项目现场") + f"（{cj.zh_addr(rng)}）",
        ],
    ]
    if rng.random() < 0.35:
        g.insert(1, ["供应商", sup, "联系电话", cj.mobile(rng)])
    ws = cj.rel(wd, [13, 37, 13, 37])
    y = kgrid(pdf, m, y, ws, g, h=20, size=8.2, fill=PALE) + 12
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6, 8], [18, 24, 30])
    lines = lines_of(rng, ZU_ITEMS, n, [1, 1, 2, 2, 3, 4, 5, 6, 10, 20, 50])
    asset = rng.random() < 0.5
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        row = [str(i), it[0], it[1], it[2], it[3], f"{q:,.0f}", cj.money(p), cj.money(a)]
        if asset:
            row.append(pk(rng, "A02010105|A02021003|A02100400|A03030000|—"))
        body.append((row, a))
    heads = ["序号", "品目名称", "品牌", "规格型号", "单位", "数量", "单价（元）", "金额（元）"]
    wr = [5, 16, 10, 23, 6, 7, 12, 13]
    al = "cllllrrr"
    if asset:
        heads.append("资产分类号")
        wr.append(11)
        al += "c"
    ws = cj.rel(wd, wr)
    sub = sum((a for *_, a in lines), ZERO)
    if not stated:
        body = [(r[:6] + ["", ""] + r[8:], ZERO) for r, _ in body]
    y = ctable(pdf, m, y, ws, heads, body, al, rowh=18, size=7.8, bottom=bottom, brk=brk, hh=20)
    disc = ZERO
    if stated and rng.random() < 0.25:
        disc = Decimal(rng.choice([100, 200, 500, 800])) if sub > 3000 else ZERO
    total = sub - disc
    if stated:
        if disc:
            cells = [""] * len(ws)
            cells[1], cells[7] = pk(rng, "优惠|商务优惠|减：让利"), f"-{cj.money(disc)}"
            y = crow(pdf, m, y, ws, cells, al, h=18, size=7.8)
        y = crow(
            pdf,
            m,
            y,
            [sum(ws[:7]), sum(ws[7:])],
            [f"合计金额（大写）：{cj.daxie(total)}", f"（小写）¥{cj.money(total)}"],
            "lr",
            h=20,
            size=8.4,
            bold=True,
        )
        if rng.random() < 0.35:
            y += 14
            pct = rng.choice([3, 5])
            pdf.text(
                m,
                y,
                f"其中：质保金 {pct}%（¥{cj.money(r2(total * pct / 100))}）于验收合格满一年后无息支付。",
                8,
                colour=GREY,
            )
    else:
        y = crow(
            pdf,
            m,
            y,
            [wd],
            ["合计金额：以最终结算单为准（按实际供货数量结算）"],
            "l",
            h=20,
            size=8.2,
        )
    y += 18
    terms = [
        f"交货：供货单位须在订单规定期限内送货至指定地点，并提供{pk(rng, '合格证、保修卡及装箱单|出厂检验报告及使用说明书|原厂授权及质保承诺函')}。",
        "验收：由采购单位组织验收，验收合格后签署验收单；验收不合格的，供货单位须无条件更换。",
        f"付款：验收合格并收到合法有效的{pk(rng, '增值税专用发票|增值税普通发票|全电发票')}后{rng.choice([15, 30, 45, 60])}个工作日内支付。",
        f"质保：{pk(rng, '整机原厂质保三年|免费质保一年|质保期24个月')}，质保期内免费上门维修。",
    ]
    if y + 20 + 13 * len(terms) > bottom:
        y = brk()
    pdf.text(m, y, pk(rng, "订单条款：|供货要求：|说明："), 8.8, bold=True)
    y += 4
    for i, t in enumerate(terms, 1):
        for ln in cj.wrap(f"{i}. {t}", 8, wd - 8):
            y += 12.5
            pdf.text(m + 6, y, ln, 8)
    y += 18
    bh = 128
    if y + bh > bottom:
        y = brk()
    hw = (wd - 12) / 2
    bank_name, acct = cj.bank(rng)
    left = [
        ("采购单位（盖章）", True),
        (f"单位名称：{buyer}", False),
        (f"经办人：{cj.person(rng)}", False),
        (f"负责人：{cj.person(rng)}", False),
        ("日期：　　年　　月　　日", False),
    ]
    sup_lab = pk(rng, "单位名称：|名　　称：|供应商名称：|")
    rightb = [
        (pk(rng, "供货单位（盖章）|供应商（盖章）|供货方"), True),
        (f"{sup_lab}{sup}", False),
        (f"地址：{cj.zh_addr(rng)}", False),
        (f"联系人：{cj.person(rng)}　电话：{cj.mobile(rng)}", False),
        (f"开户银行：{bank_name}", False),
        (f"账号：{acct}", False),
        (f"纳税人识别号：{cj.credit_code(rng)}", False),
    ]
    pair = [left, rightb] if rng.random() < 0.75 else [rightb, left]
    for k, blk in enumerate(pair):
        x = m + k * (hw + 12)
        pdf.rect(x, y, hw, bh, lw=0.6)
        yy = y + 16
        for s, b_ in blk:
            pdf.text(x + 6, yy, s, 9 if b_ else 8.2, bold=b_, maxw=hw - 12)
            yy += 15 if b_ else 14.5
    if rng.random() < 0.7:
        kx = m + hw * 0.7 if pair[0] is left else m + hw + 12 + hw * 0.7
        pdf.stamp(kx, y + 70, buyer, rng, caption=pk(rng, "采购专用章|合同专用章|"), r=40)
    foot()
    out = cfinish(pdf, "zh-Hans", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_zh_gaoxiao_guoqi_caigou_gonghuo_dibu(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zu)


# --------------------------------------------------------------------------- 3 zh-Hant Taiwanese tech company's bilingual PO

TT_STEM = [
    ("晶昱", "Jingyu"),
    ("碩騰", "Shuoteng"),
    ("聯芯", "Lianxin"),
    ("豐瑞", "Fengrui"),
    ("宇鼎", "Yuding"),
    ("欣瀚", "Hsinhan"),
    ("明昇", "Mingsheng"),
    ("凌峰", "Lingfeng"),
    ("昌佑", "Changyu"),
    ("鈺晨", "Yuchen"),
    ("台嘉", "Taichia"),
    ("新樺", "Hsinhua"),
    ("泓錡", "Hongchi"),
    ("瑞昱達", "Ruiyuda"),
    ("崴勝", "Weisheng"),
    ("力宸", "Lichen"),
]
TT_TRADE = [
    ("科技", "Technology"),
    ("電子", "Electronics"),
    ("光電", "Optoelectronics"),
    ("半導體", "Semiconductor"),
    ("精密", "Precision"),
    ("材料", "Materials"),
    ("自動化", "Automation"),
    ("儀器", "Instruments"),
]
TT_BARE = ["{s}企業社", "{s}儀器行", "{s}電子材料行", "{s}工程行"]
TT_SITE = [
    "新竹科學園區 力行路{n}號 Fab {f}",
    "台中市大雅區 中科路{n}號 {f}廠",
    "台南市新市區 南科三路{n}號 {f}廠",
    "桃園市龜山區 華亞二路{n}號 {f}F 倉庫",
    "新北市汐止區 新台五路一段{n}號{f}樓",
]
TT_ITEMS = [
    ("MT-31-0412", "石英舟 Quartz Boat 8吋", "PCS", 18000, 42000),
    ("MT-22-1180", "O-Ring FFKM AS568-214", "PCS", 850, 2400),
    ("EQ-10-0033", "真空計 Vacuum Gauge CDG 100Torr", "EA", 42000, 86000),
    ("CH-05-0210", "IPA 電子級 4L", "BTL", 1200, 2100),
    ("CS-01-0007", '無塵紙 Cleanroom Wiper 9"x9"', "BOX", 380, 920),
    ("CS-01-0015", '無塵手套 Nitrile 12" M', "CTN", 2600, 4800),
    ("EL-40-2201", "電源供應器 PSU 24V 10A", "EA", 3200, 6800),
    ("EL-40-3105", "伺服馬達 Servo Motor 400W", "SET", 16500, 32000),
    ("IT-90-0061", "工業電腦 IPC i5 / 16GB", "SET", 28000, 52000),
    ("FA-70-0140", "光纖感測器 Fiber Sensor", "PCS", 1800, 4200),
    ("MT-31-0520", "晶圓承載盒 FOUP 25片", "PCS", 21000, 38000),
    ("GS-02-0009", "氮氣過濾器 Gas Filter 0.003um", "PCS", 6800, 14500),
    ("PM-12-0310", "幫浦維修包 Pump Kit", "KIT", 38000, 76000),
    ("LB-88-0101", "標籤紙 Label 100x50 耐溫", "ROL", 450, 980),
]


def _tt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    (bs, be), (bt, bte) = rng.choice(TT_STEM), rng.choice(TT_TRADE)
    buyer = f"{bs}{bt}股份有限公司"
    buyer_en = f"{be} {bte} Corp."
    while (vs := rng.choice(TT_STEM))[0] == bs:
        pass
    vt = rng.choice(TT_TRADE)
    if rng.random() < 0.2:
        sup = rng.choice(TT_BARE).format(s=vs[0])
        sup_en = ""
    else:
        sup = f"{vs[0]}{vt[0]}{rng.choice(['股份有限公司', '有限公司', '股份有限公司'])}"
        sup_en = f"{vs[1]} {vt[1]} {rng.choice(['Co., Ltd.', 'Corporation', 'Inc.'])}"
    d = a_date(rng)
    roc = d.year - 1911
    po = cj.number(rng, d, "45{n8}|PO{y}{m}{n5}|P{roc}{m}{d}{n3}|TP-{Y}-{n5}|81{n8}")
    pr_base = rng.randint(10000, 99999)
    usd = rng.random() < 0.2
    cur = "USD" if usd else pk(rng, "NTD|TWD|NT$")
    fm = cj.money if usd else w0
    stated = stated_of(rng)
    page = [1]
    rev = rng.choice([0, 0, 0, 1, 2])
    ink = rng.choice([Color(0.05, 0.25, 0.55), Color(0.1, 0.1, 0.1), Color(0.0, 0.4, 0.4)])
    form = f"Form PUR-{rng.randint(10, 99)}-{rng.choice('ABC')}"

    def foot() -> None:
        pdf.text(m, pdf.h - 24, f"{buyer_en} · {form}", 6.8, colour=GREY)
        pdf.text(
            right,
            pdf.h - 24,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            6.8,
            align="r",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"{buyer}　採購單 Purchase Order（續 Cont.）", 8.8, bold=True)
        pdf.text(right, 32, f"採購單號 PO No.: {po}", 8.8, align="r")
        return 44

    y = 36
    pdf.text(m, y, buyer, 14, bold=True, colour=ink)
    pdf.text(m, y + 14, buyer_en, 8.6, colour=ink)
    pdf.text(
        m,
        y + 27,
        f"{rng.choice(TT_SITE).format(n=rng.randint(1, 120), f=rng.randint(1, 18))}",
        7.2,
        colour=GREY,
    )
    pdf.text(
        m,
        y + 38,
        f"TEL {cj.tw_tel(rng)}　FAX {cj.tw_tel(rng)}　統一編號 {rng.randint(10000000, 99999999)}",
        7.2,
        colour=GREY,
    )
    pdf.text(right, y + 2, "採購單", 17, align="r", bold=True)
    pdf.text(right, y + 17, "PURCHASE ORDER", 10, align="r", bold=True, colour=ink)
    meta = [
        ("採購單號\nPO No.", po),
        ("版次\nRevision", str(rev)),
        ("採購日期\nPO Date", f"{d:%Y/%m/%d}" if rng.random() < 0.7 else f"{roc}/{d:%m/%d}"),
        ("頁次\nPage", f"1 / {of}" if of else "1"),
    ]
    if rng.random() < 0.4:
        meta.insert(1, ("報價單號\nQuotation No.", cj.number(rng, d, "Q{y}{m}{n4}|QT-{n6}|{n7}")))
    mw = [78, 112]
    yy = y + 24
    for lab, val in meta:
        pdf.rect(right - sum(mw), yy, mw[0], 22, fill=PALE, lw=0.5)
        pdf.rect(right - mw[1], yy, mw[1], 22, lw=0.5)
        for i, part in enumerate(lab.split("\n")):
            pdf.text(right - sum(mw) + 4, yy + 9 + i * 9, part, 7 if i else 7.6)
        pdf.text(right - mw[1] + 5, yy + 14.5, val, 9.4 if "PO" in lab else 8.6, bold="PO" in lab)
        yy += 22
    y = max(yy, y + 50) + 12
    bw = (wd - 10) / 2
    vrows = (
        [sup]
        + ([sup_en] if sup_en else [])
        + [
            f"廠商代號 Vendor Code：{rng.choice('VS')}{dg(rng, 5)}",
            f"統一編號 Tax ID：{rng.randint(10000000, 99999999)}",
            f"聯絡人 Attn.：{cj.person(rng, 'zh-Hant')}　TEL {cj.tw_tel(rng)}",
        ]
    )
    srows = [
        f"{buyer} {pk(rng, '收料課|倉管課|資材部|設備課')}",
        rng.choice(TT_SITE).format(n=rng.randint(1, 120), f=rng.randint(1, 18)),
        f"收貨人 Receiver：{cj.person(rng, 'zh-Hant')}",
    ]
    boxes = [("廠商 Vendor", vrows), ("交貨地點 Ship To", srows)]
    hh = 22 + 13 * max(len(vrows), len(srows))
    for k, (cap, rows) in enumerate(boxes):
        x = m + k * (bw + 10)
        pdf.rect(x, y, bw, hh, lw=0.6)
        pdf.rect(x, y, bw, 15, fill=PALE, lw=0.6)
        pdf.text(x + 5, y + 11, cap, 8.2, bold=True)
        r_y = y + 28
        for i, r in enumerate(rows):
            pdf.text(x + 6, r_y, r, 9.6 if i == 0 else 7.8, bold=i == 0, maxw=bw - 12)
            r_y += 13
    y += hh + 8
    strip = [
        (
            "付款條件\nPayment Terms",
            pk(rng, "月結60天|月結90天 T/T|Net 60|貨到驗收後30天|次月25日電匯"),
        ),
        ("交貨條件\nDelivery Terms", pk(rng, "DAP 買方廠區|廠商送貨|FCA Taoyuan|含運費")),
        ("幣別\nCurrency", cur),
        ("採購人員\nBuyer", f"{cj.person(rng, 'zh-Hant')} #{rng.randint(1000, 9999)}"),
        ("請購部門\nReq. Dept.", pk(rng, "製程整合|設備工程|廠務|IT|品保|研發一部")),
    ]
    sw = wd / len(strip)
    for k, (lab, val) in enumerate(strip):
        x = m + k * sw
        pdf.rect(x, y, sw, 18, fill=PALE, lw=0.5)
        pdf.rect(x, y + 18, sw, 16, lw=0.5)
        parts = lab.split("\n")
        pdf.text(x + sw / 2, y + 8, parts[0], 6.8, align="c")
        pdf.text(x + sw / 2, y + 15.5, parts[1], 6, align="c", colour=GREY)
        pdf.text(x + sw / 2, y + 29, val, 7.8, align="c", maxw=sw - 6)
    y += 44
    n = n_lines(rng, [1, 1, 2, 2, 3, 4, 5, 6, 8], [18, 24, 30])
    lines = lines_of(rng, TT_ITEMS, n, [1, 1, 2, 2, 4, 5, 10, 20], whole=True)
    if usd:
        lines = [(it, q, r2(p / 32), r2(q * r2(p / 32))) for it, q, p, _ in lines]
    ws = cj.rel(wd, [5, 11, 26, 12, 10, 7, 6, 11, 12])
    heads = [
        "項次\nItem",
        "料號\nPart No.",
        "品名規格\nDescription",
        "請購單號\nPR No.",
        "需求日\nNeed Date",
        "數量\nQty",
        "單位\nUnit",
        "單價\nUnit Price",
        "金額\nAmount",
    ]
    body = []
    padded = rng.random() < 0.5
    for i, (it, q, p, a) in enumerate(lines, 1):
        pr = f"PR{d:%y}{pr_base + rng.randint(0, 40):05d}"
        need = cj.later(rng, d, 7, 60)
        body.append(
            (
                [
                    f"{i * 10:04d}" if padded else str(i),
                    it[0],
                    it[1],
                    pr,
                    f"{need:%Y/%m/%d}",
                    f"{q:,.0f}",
                    it[2],
                    fm(p) if stated else "",
                    fm(a) if stated else "",
                ],
                a,
            )
        )
    y = ctable(
        pdf, m, y, ws, heads, body, "clllcrcrr", rowh=18, size=7.2, bottom=bottom, brk=brk, hh=24
    )
    sub = sum((a for *_, a in lines), ZERO)
    tax = ZERO if usd else r0(sub * Decimal("0.05"))
    total = sub + tax
    y += 8
    if y + 70 > bottom:
        y = brk()
    if stated:
        tw_ = [110, 96]
        rows = [
            ("未稅金額 Subtotal", fm(sub)),
            ("營業稅 VAT 5%" if not usd else "營業稅 VAT", fm(tax)),
            (f"總金額 Total Amount ({cur})", fm(total)),
        ]
        for k, (lab, v) in enumerate(rows):
            pdf.rect(right - sum(tw_), y, tw_[0], 17, fill=PALE, lw=0.5)
            pdf.rect(right - tw_[1], y, tw_[1], 17, lw=0.5)
            pdf.text(right - sum(tw_) + 4, y + 12, lab, 7.6, bold=k == 2, maxw=tw_[0] - 6)
            pdf.text(right - 4, y + 12, v, 8.6, align="r", bold=k == 2)
            y += 17
        if usd:
            pdf.text(m, y - 4, "※ 外幣報價，營業稅依發票開立日匯率另計。", 7.4, colour=GREY)
        elif rng.random() < 0.4:
            pdf.text(m, y - 4, f"新臺幣（大寫）：{cj.daxie(total, trad=True)}", 7.6)
    else:
        pdf.text(
            m,
            y + 10,
            "單價依年度議價合約（合約價格另附），本採購單不列金額。 Prices per annual price agreement.",
            7.6,
            colour=GREY,
        )
        y += 20
    y += 14
    notes = [
        "1. 出貨單、發票及外箱請註明本採購單號及料號。 Please state PO No. and Part No. on all shipping documents and invoices.",
        "2. 交貨須附出貨檢驗報告 (COA/COC)，未附者本公司得拒收。 COA/COC required with every shipment.",
        "3. 本採購單適用本公司一般採購條款。 This PO is subject to our General Terms and Conditions of Purchase.",
    ]
    for t in notes:
        for ln in cj.wrap(t, 7.2, wd):
            if y > bottom - 10:
                y = brk()
            pdf.text(m, y, ln, 7.2)
            y += 10.5
    y += 14
    if y + 60 > bottom:
        y = brk()
    sw3 = wd / 3
    for k, s in enumerate(
        ["採購 Buyer", "核准 Approved by", "廠商確認回簽 Vendor Acknowledgement"]
    ):
        x = m + k * sw3
        pdf.rect(x, y, sw3 - 6, 50, lw=0.5)
        pdf.text(x + 4, y + 11, s, 7.6)
    if rng.random() < 0.25:
        # the general terms on a page of their own
        foot()
        pdf.new_page()
        page[0] += 1
        y = 40
        pdf.text(
            pdf.w / 2,
            y,
            "一般採購條款 General Terms and Conditions of Purchase",
            11,
            align="c",
            bold=True,
        )
        y += 20
        clauses = [
            "價格：本採購單所列價格為最終價格，除經買方書面同意外不得調整。",
            "交期：賣方應依需求日交貨，逾期每日按該項金額千分之三計罰。",
            "品質：賣方應保證交貨物品符合規格，並提供保固一年。",
            "檢驗：買方得於收貨後十四日內檢驗，不合格品由賣方負責取回並更換。",
            "付款：買方依付款條件以電匯支付，賣方應開立統一發票。",
            "保密：賣方對於買方提供之圖面、規格及資料負保密義務。",
            "管轄：因本採購單涉訟時，以臺灣新竹地方法院為第一審管轄法院。",
        ]
        for i, t in enumerate(clauses, 1):
            for ln in cj.wrap(f"第{i}條　{t}", 8.4, wd):
                pdf.text(m, y, ln, 8.4)
                y += 13
            y += 3
    foot()
    out = cfinish(pdf, "zh-Hant", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_tw_keji_shuangyu_caigoudan(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tt)


# --------------------------------------------------------------------------- 4 ja building-maintenance company's order with a delivery site per line

JB_STEM = "東邦 北斗 大和 青葉 桜井 光洋 三協 中央 旭 共栄 日新 丸菱 太陽 富士見 明和 松浦".split()
JB_BUY = [
    "{s}ビルサービス株式会社",
    "株式会社{s}ファシリティーズ",
    "{s}総合管理株式会社",
    "株式会社{s}ビルメンテナンス",
    "{s}クリーンシステム株式会社",
]
JB_SUP_T = "商事 産業 化学工業 資材 サプライ 紙業 ケミカル 衛生材料".split()
JB_SITE = [
    "A-0{n} {p}タワー",
    "B-1{n} {p}中央病院",
    "C-2{n} {p}駅前ビル",
    "D-0{n} {p}市民センター",
    "E-3{n} {p}ホテル",
    "F-1{n} {p}物流センター",
    "G-4{n} {p}第二庁舎",
]
JB_PLACE = "新宿 横浜 大宮 千葉 川崎 船橋 町田 立川 柏 浦和".split()
JB_ITEMS = [
    ("CL-1020", "トイレットペーパー シングル 100m", "ケース", 2800, 4200),
    ("CL-1105", "ペーパータオル 中判 200枚", "ケース", 3200, 5200),
    ("CH-2001", "中性洗剤 業務用 18L", "缶", 5800, 9800),
    ("CH-2230", "床用ワックス 樹脂 18L", "缶", 11000, 18500),
    ("CH-2410", "除菌アルコール 5L", "本", 2400, 4600),
    ("EQ-3302", "自在ほうき 45cm", "本", 1300, 2600),
    ("EQ-3410", "モップ替糸 300g", "個", 650, 1200),
    ("EQ-3550", "ポリッシャーパッド 赤 17インチ", "枚", 900, 1800),
    ("BG-4001", "ゴミ袋 90L 半透明 10枚", "冊", 180, 420),
    ("BG-4020", "ゴミ袋 45L 黒 10枚", "冊", 95, 220),
    ("GL-5101", "ニトリル手袋 M 100枚", "箱", 780, 1350),
    ("LP-6020", "LED直管 40形 昼白色", "本", 1600, 3200),
    ("LP-6110", "蛍光灯 FHF32EX-N", "本", 480, 980),
    ("FL-7002", "エアコンフィルター 汎用 1m", "巻", 2200, 4800),
]


def _jb(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 46
    s1 = rng.choice(JB_STEM)
    buyer = rng.choice(JB_BUY).format(s=s1)
    while (s2 := rng.choice(JB_STEM)) == s1:
        pass
    t = rng.choice(JB_SUP_T)
    sup = rng.choice(
        [
            f"株式会社{s2}{t}",
            f"{s2}{t}株式会社",
            f"{s2}{t}株式会社",
            f"有限会社{s2}{t}",
            f"{s2}商店",
            f"{s2}{t}",
        ]
    )
    d = a_date(rng)
    po = cj.number(rng, d, "H{y}{m}-{n4}|{Y}{m}{d}-{n3}|発-{n6}|PO{y}{n5}|{n2}-{n5}")
    stated = stated_of(rng)
    page = [1]
    ds = rng.choice(["cn", "slash", "reiwa"])
    ystyle = rng.randint(0, 2)

    def yen(v: Decimal) -> str:
        return cj.yen(v, ystyle)

    def foot() -> None:
        pdf.text(
            pdf.w / 2,
            pdf.h - 24,
            f"{page[0]} / {of}" if of else f"{page[0]}",
            7.4,
            align="c",
            colour=GREY,
        )

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"発注書（続き）　{sup} 御中", 8.8)
        pdf.text(right, 32, f"発注番号 {po}", 8.8, align="r")
        return 46

    y = 44
    title = pk(rng, "発注書|発 注 書|注文書|発注書（現場直送）")
    pdf.text(pdf.w / 2, y, title, 18, align="c", bold=True, space=2)
    pdf.line(pdf.w / 2 - 80, y + 6, pdf.w / 2 + 80, y + 6, lw=0.8)
    y += 26
    mw = [60, 100]
    meta = [("発注番号", po), ("発注日", cj.fdate(d, ds)), ("担当", f"{cj.person(rng, 'ja')}")]
    if rng.random() < 0.4:
        meta.insert(2, ("見積番号", cj.number(rng, d, "M{y}-{n4}|見{n5}|Q{n6}")))
    yy = y
    for lab, v in meta:
        pdf.rect(right - sum(mw), yy, mw[0], 16, fill=PALE, lw=0.5)
        pdf.rect(right - mw[1], yy, mw[1], 16, lw=0.5)
        pdf.text(right - sum(mw) + mw[0] / 2, yy + 11.5, lab, 7.8, align="c")
        pdf.text(right - mw[1] + 5, yy + 11.5, v, 8.4, maxw=mw[1] - 8)
        yy += 16
    pdf.text(m, y + 18, f"{sup}　御中", 13, bold=True)
    pdf.line(m, y + 23, m + 250, y + 23, lw=0.8)
    if rng.random() < 0.5:
        pdf.text(
            m + 8,
            y + 38,
            f"{pk(rng, '営業部|東京営業所|ご担当')}　{cj.person(rng, 'ja').split()[0]} 様",
            9,
        )
    y = yy + 10
    bx = right - 190
    pdf.text(bx, y + 10, buyer, 10, bold=True)
    for k, s in enumerate(
        [cj.ja_addr(rng), f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}", f"登録番号 T{dg(rng, 13)}"]
    ):
        pdf.text(bx, y + 24 + 11 * k, s, 7.4)
    if rng.random() < 0.7:
        pdf.stamp(right - 22, y + 26, buyer.replace("株式会社", ""), rng, shape="square", r=20)
    pdf.text(
        m,
        y + 30,
        pk(
            rng,
            "下記のとおり発注いたします。|下記の通り注文いたします。納期厳守にてお願い申し上げます。|毎度ありがとうございます。下記のとおり発注申し上げます。",
        ),
        8.8,
    )
    y += 64
    n = n_lines(rng, [2, 3, 3, 4, 5, 6, 7, 8, 10], [22, 28, 34])
    lines = lines_of(rng, JB_ITEMS, n, [1, 1, 2, 2, 3, 4, 5, 6, 10], whole=True)
    nsite = rng.randint(2, 4)
    place = rng.choice(JB_PLACE)
    sites = [s.format(n=rng.randint(1, 9), p=place) for s in rng.sample(JB_SITE, nsite)]
    assigned = sorted(((rng.choice(sites), ln) for ln in lines), key=lambda z: z[0])
    ws = cj.rel(wd, [5, 21, 11, 27, 7, 6, 11, 12] if stated else [5, 24, 12, 33, 8, 7, 11])
    heads = ["No.", "納入現場", "品番", "品名・規格", "数量", "単位"] + (
        ["単価", "金額"] if stated else ["納期"]
    )
    body = []
    per_site: dict[str, Decimal] = {}
    cnt: dict[str, int] = {}
    for i, (site, (it, q, p, a)) in enumerate(assigned, 1):
        row = [str(i), site, it[0], it[1], f"{q:,.0f}", it[2]]
        row += [f"{p:,.0f}", f"{a:,.0f}"] if stated else [f"{cj.later(rng, d, 3, 14):%m/%d}"]
        body.append((row, a))
        per_site[site] = per_site.get(site, ZERO) + a
        cnt[site] = cnt.get(site, 0) + 1
    al = "clllrcrr" if stated else "clllrcc"
    y = ctable(pdf, m, y, ws, heads, body, al, rowh=17, size=7.6, bottom=bottom, brk=brk, hh=18)
    sub = sum((a for *_, a in lines), ZERO)
    tax = r0(sub * Decimal("0.1"))
    total = sub + tax
    y += 12
    need = 30 + 16 * len(per_site) + 70
    if y + need > bottom:
        y = brk()
    if stated:
        sw = [120, 40, 80]
        pdf.text(m, y + 8, "現場別集計", 8.6, bold=True)
        yy = crow(
            pdf,
            m,
            y + 12,
            sw,
            ["現場", "件数", "金額（税抜）"],
            "lrr",
            h=15,
            size=7.4,
            head=True,
            fill=PALE,
        )
        for site in sorted(per_site):
            yy = crow(
                pdf,
                m,
                yy,
                sw,
                [site, str(cnt[site]), f"{per_site[site]:,.0f}"],
                "lrr",
                h=15,
                size=7.4,
            )
        tw_ = [90, 100]
        rows = [
            ("小計（税抜）", yen(sub)),
            ("消費税（10%）", yen(tax)),
            (pk(rng, "合計（税込）|合計金額|ご発注金額（税込）"), yen(total)),
        ]
        ty = y + 12
        for k, (lab, v) in enumerate(rows):
            pdf.rect(right - sum(tw_), ty, tw_[0], 18, fill=PALE, lw=0.5)
            pdf.rect(right - tw_[1], ty, tw_[1], 18, lw=0.5 if k < 2 else 1.2)
            pdf.text(right - sum(tw_) + 5, ty + 12.5, lab, 8)
            pdf.text(right - 5, ty + 12.5, v, 9.6 if k == 2 else 8.6, align="r", bold=k == 2)
            ty += 18
        y = max(yy, ty) + 16
    else:
        pdf.text(
            m, y + 8, "※ 単価は年間契約単価表によります。金額はご請求時にご確認ください。", 8.2
        )
        y += 24
    notes = [
        f"納品場所：各現場の管理事務所（受付時間 {pk(rng, '9:00〜17:00|8:30〜16:30|10:00〜16:00')}）",
        "納品時は現場担当者の受領印を納品書控にお受けください。",
        f"請求締日：{pk(rng, '毎月末日|毎月20日|毎月25日')}　支払日：{pk(rng, '翌月末日|翌々月10日|翌月25日')}（振込）",
    ]
    if y + 14 * len(notes) + 20 > bottom:
        y = brk()
    pdf.text(m, y, "【備考】", 8.6, bold=True)
    for t in notes:
        y += 13
        pdf.text(m + 8, y, f"・{t}", 8)
    y += 18
    if y + 44 < bottom:
        for k, s in enumerate(["承認", "確認", "担当"]):
            x = right - 52 * (3 - k)
            pdf.rect(x, y, 52, 14, fill=PALE, lw=0.5)
            pdf.rect(x, y + 14, 52, 30, lw=0.5)
            pdf.text(x + 26, y + 10, s, 7.6, align="c")
    foot()
    out = cfinish(pdf, "ja", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_ja_birumen_genba_betsu_hacchusho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _jb)


# --------------------------------------------------------------------------- 5 ko online retailer's inbound purchase order to a vendor

KO_STEM = "바로 한빛 다온 새봄 온누리 하나로 가온 누리 별빛 든든 청솔 한울 성진 우림 해솔 미소 푸른숲 도담".split()
KO_MALL = [
    "(주){s}커머스",
    "{s}마켓 주식회사",
    "주식회사 {s}몰",
    "(주){s}리테일",
    "{s}쇼핑 주식회사",
]
KO_SUP_T = "식품 유통 상사 생활건강 푸드 물산 산업 무역".split()
KO_CENTER = [
    "이천1센터",
    "안성센터",
    "부천2센터",
    "동탄센터",
    "김해센터",
    "대구센터",
    "평택3센터",
    "곤지암센터",
]
KO_ITEMS = [
    ("국산 햇사과 3kg", 1, 14000, 21000, True),
    ("무농약 양파 5kg", 1, 8000, 12500, True),
    ("생수 2L x 6", 6, 2800, 4200, False),
    ("즉석밥 210g x 12", 12, 9800, 13500, False),
    ("김치찌개 밀키트 2인분", 1, 6200, 8900, False),
    ("유기농 우유 900ml", 1, 3100, 4300, False),
    ("주방세제 1L 리필", 1, 2900, 4600, False),
    ("물티슈 100매 x 10", 10, 7800, 11200, False),
    ("키친타월 150매 x 6", 6, 6400, 9100, False),
    ("견과류 믹스 25g x 30", 30, 13500, 19800, False),
    ("냉동 만두 1.2kg", 1, 7800, 10900, False),
    ("달걀 특란 30구", 30, 6900, 9800, True),
    ("샴푸 500ml", 1, 5400, 8900, False),
    ("캡슐커피 10입", 10, 4200, 6800, False),
    ("고구마 2kg", 1, 6800, 9900, True),
]


def _ko(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 40)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 44
    s1 = rng.choice(KO_STEM)
    mall = rng.choice(KO_MALL).format(s=s1)
    while (s2 := rng.choice(KO_STEM)) == s1:
        pass
    t = rng.choice(KO_SUP_T)
    core = f"{s2}{t}"
    sup = rng.choice(
        [
            f"(주){core}",
            f"주식회사 {core}",
            f"{core} 주식회사",
            f"{core}",
            f"{s2}농산",
            f"(유){core}",
        ]
    )
    d = a_date(rng)
    po = cj.number(rng, d, "{n9}|PO{y}{m}{d}{n4}|{Y}{m}{d}-{n5}|B{n10}")
    stated = stated_of(rng)
    page = [1]
    ink = rng.choice(
        [
            Color(0.85, 0.2, 0.2),
            Color(0.1, 0.45, 0.85),
            Color(0.2, 0.6, 0.3),
            Color(0.45, 0.25, 0.7),
        ]
    )
    printed = f"{d:%Y-%m-%d} {rng.randint(9, 18):02d}:{rng.randint(0, 59):02d}"

    def foot() -> None:
        pdf.text(
            right,
            pdf.h - 22,
            f"{page[0]} / {of}" if of else str(page[0]),
            7.2,
            align="r",
            colour=GREY,
        )
        pdf.text(m, pdf.h - 22, f"{mall} 파트너센터 · 출력일시 {printed}", 7, colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 32, f"발주서 (계속) — 발주번호 {po}", 8.8, bold=True)
        return 44

    pdf.rect(0, 0, pdf.w, 8, fill=ink, stroke=None)
    y = 40
    pdf.text(m, y, pk(rng, "발주서|발 주 서|입고 발주서|상품 발주서"), 20, bold=True)
    pdf.text(m, y + 15, "PURCHASE ORDER", 8, colour=GREY)
    pdf.text(right, y - 8, mall, 11, align="r", bold=True, colour=ink)
    pdf.text(
        right,
        y + 6,
        f"사업자등록번호 {dg(rng, 3)}-{dg(rng, 2)}-{dg(rng, 5)}",
        7.4,
        align="r",
        colour=GREY,
    )
    # a drawn barcode under the number
    bx = right - 150
    bw_ = [rng.choice([0.8, 1.2, 2.0]) for _ in range(60)]
    x = bx
    for k, w in enumerate(bw_):
        if k % 2 == 0:
            pdf.rect(x, y + 14, w, 18, fill=black, stroke=None)
        x += w + 0.6
    y += 44
    center = rng.choice(KO_CENTER)
    arrive = d + timedelta(days=rng.randint(2, 7))
    sup_lab = pk(rng, "거래처명|공급사|업체명|협력사명")
    g = [
        [
            "발주번호",
            po,
            "발주유형",
            pk(rng, "일반발주|긴급발주|신규입점|행사발주"),
            "발주일시",
            f"{d:%Y-%m-%d} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}",
        ],
        [
            sup_lab,
            sup,
            "거래처코드",
            f"{rng.choice('VAS')}{dg(rng, 6)}",
            "담당MD",
            f"{rng.choice('김이박최정강조윤장임')}{rng.choice(['민수', '지영', '서연', '현우', '은지', '도윤', '하늘'])}",
        ],
        [
            "입고센터",
            center,
            "입고예정일",
            f"{arrive:%Y-%m-%d}",
            "입고유형",
            pk(rng, "팔레트|박스|혼적"),
        ],
        [
            "결제조건",
            pk(rng, "월말마감 익월 60일|입고확정 후 45일|월 2회 정산"),
            "회송 주소",
            pk(rng, "센터 반품장|거래처 지정 주소"),
            "세금계산서",
            pk(rng, "역발행|정발행"),
        ],
    ]
    if rng.random() < 0.3:
        g[0], g[1] = g[1], g[0]
    ws = cj.rel(wd, [11, 25, 11, 19, 11, 23])
    y = kgrid(pdf, m, y, ws, g, h=19, size=7.8, fill=Color(0.95, 0.95, 0.97), labels=(0, 2, 4)) + 10
    pdf.rect(m, y, wd, 30, fill=Color(1, 0.97, 0.9), stroke=Color(0.9, 0.75, 0.4), lw=0.5)
    pdf.text(
        m + 6,
        y + 12,
        "※ 입고 시 발주번호가 기재된 거래명세서를 동봉하고, 박스마다 발주번호와 SKU ID 라벨을 부착해 주십시오.",
        7.4,
    )
    pdf.text(
        m + 6, y + 24, "※ 확정수량을 초과한 입고분 및 유통기한 기준 미달 상품은 회송됩니다.", 7.4
    )
    y += 42
    n = n_lines(rng, [1, 2, 3, 3, 4, 5, 6, 8, 10], [24, 30, 36])
    picks = (
        rng.sample(KO_ITEMS, min(n, len(KO_ITEMS)))
        if n <= len(KO_ITEMS)
        else KO_ITEMS + rng.choices(KO_ITEMS, k=n - len(KO_ITEMS))
    )
    rows = []
    for it in picks:
        q = rng.choice([20, 30, 40, 50, 60, 80, 100, 120, 150, 200, 300])
        cq = q if rng.random() < 0.75 else q - rng.choice([10, 20, q // 2])
        p = Decimal(rng.randint(it[2] // 10, it[3] // 10) * 10)
        a = p * cq
        v = ZERO if it[4] else r0(a / 10)
        rows.append((it, q, cq, p, a, v))
    ws = cj.rel(wd, [4, 10, 14, 26, 5, 7, 7, 9, 11, 9, 11] if stated else [4, 12, 16, 36, 6, 9, 9])
    heads = ["No", "SKU ID", "바코드", "상품명", "입수", "발주수량", "확정수량"]
    al = "cccllrr"
    if stated:
        heads += ["매입단가", "공급가액", "부가세", "합계"]
        al += "rrrr"
    body = []
    for i, (it, q, cq, p, a, v) in enumerate(rows, 1):
        name = it[0] + (" (면세)" if it[4] else "")
        row = [str(i), dg(rng, 8), f"880{dg(rng, 10)}", name, str(it[1]), f"{q:,}", f"{cq:,}"]
        if stated:
            row += [w0(p), w0(a), w0(v), w0(a + v)]
        body.append((row, a + v))
    y = ctable(
        pdf,
        m,
        y,
        ws,
        heads,
        body,
        al,
        rowh=17,
        size=7.2,
        bottom=bottom,
        brk=brk,
        fill=Color(0.93, 0.93, 0.96),
        hh=19,
    )
    sup_amt = sum((r[4] for r in rows), ZERO)
    vat = sum((r[5] for r in rows), ZERO)
    total = sup_amt + vat
    y += 10
    if y + 60 > bottom:
        y = brk()
    items = [
        ("총 SKU", f"{len(rows)}"),
        ("총 발주수량", f"{sum(r[1] for r in rows):,}"),
        ("총 확정수량", f"{sum(r[2] for r in rows):,}"),
    ]
    if stated:
        items += [
            ("공급가액", w0(sup_amt)),
            ("부가세", w0(vat)),
            (pk(rng, "총 발주금액|총 매입금액|합계금액"), w0(total)),
        ]
    cw_ = wd / len(items)
    for k, (lab, v) in enumerate(items):
        x = m + k * cw_
        last = stated and k == len(items) - 1
        pdf.rect(x, y, cw_, 16, fill=ink if last else Color(0.93, 0.93, 0.96), stroke=None)
        pdf.text(x + cw_ / 2, y + 11.5, lab, 7.6, align="c", colour=white if last else black)
        pdf.rect(x, y + 16, cw_, 22, lw=0.5)
        pdf.text(x + cw_ / 2, y + 31, v, 9.6 if last else 8.6, align="c", bold=last)
    y += 52
    if not stated:
        pdf.text(m, y, "※ 매입단가 및 금액은 파트너센터의 계약 단가를 따릅니다.", 7.8, colour=GREY)
        y += 14
    if y + 40 < bottom:
        pdf.text(
            m,
            y + 6,
            f"발주 담당: {mall} 상품본부 · 문의 {rng.choice(['1588', '1644', '1577'])}-{dg(rng, 4)}",
            7.6,
        )
        pdf.text(right - 150, y + 6, "공급사 확인 :", 8)
        pdf.line(right - 95, y + 8, right, y + 8, lw=0.4)
        pdf.text(right, y + 20, "(인)", 7.6, align="r", colour=GREY)
    foot()
    out = cfinish(pdf, "ko", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_ko_onlain_mall_ipgo_baljuseo(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ko)


# --------------------------------------------------------------------------- 6 en-US aerospace machining / special-process PO with quality clauses

UA_STEM = "Kestrel Ridgeline Stratus Hawthorne Cobalt Meridian Talon Summit Vantage Ironwood Bluewater Redstone Cascade Pinnacle Sterling Falcon".split()
UA_BUY = [
    "{s} Aerospace, Inc.",
    "{s} Precision Components LLC",
    "{s} Aerostructures Corp.",
    "{s} Defense Systems, Inc.",
    "{s} Avionics Corporation",
]
UA_SUP = [
    "{s} Machine Works, Inc.",
    "{s} Plating Co.",
    "{s} Heat Treating LLC",
    "{s} Machining, Inc.",
    "{s} Tool & Die",
    "{l} Precision",
    "{l} & Sons Machine Shop",
    "{s} Anodizing",
    "{s} NDT Services LLC",
    "{l} Metal Finishing Corp.",
]
UA_LAST = "Hargrove Delacruz Whitfield Okafor Lindqvist Brennan Castellano Pruitt Nakamura Vasquez Holloway Kowalski".split()
UA_CITY = [
    "Wichita, KS 67209",
    "Tulsa, OK 74116",
    "Everett, WA 98204",
    "Mesa, AZ 85215",
    "Chatsworth, CA 91311",
    "Wallingford, CT 06492",
    "Huntsville, AL 35806",
    "Rockford, IL 61109",
    "Fort Worth, TX 76118",
]
UA_ITEMS = [
    ("Bracket, Mounting", "7075-T7351", 45, 180),
    ("Housing, Actuator", "6061-T6", 220, 860),
    ("Fitting, Hinge", "Ti-6Al-4V", 380, 1450),
    ("Shaft, Drive", "17-4PH H1025", 160, 540),
    ("Spacer, Bushing", "C63000 Al-Bronze", 18, 65),
    ("Anodize Type II, Class 2 black", "per MIL-A-8625", 4, 14),
    ("Cadmium plate, Class 2 Type II", "per AMS-QQ-P-416", 6, 22),
    ("Passivate", "per AMS 2700 Method 1", 2, 9),
    ("Heat treat to H1025", "per AMS 2759/3", 8, 30),
    ("Penetrant inspect", "per ASTM E1417 Type I", 3, 12),
    ("Plate, Doubler", "2024-T3 Clad", 28, 110),
    ("Manifold, Hydraulic", "6061-T651", 640, 2100),
]
UA_CLAUSES = [
    ("Q1", "Certificate of Conformance required with each shipment."),
    ("Q3", "First Article Inspection per AS9102, full FAI report with first shipment."),
    ("Q5", "Material certifications (mill certs) traceable to heat/lot required."),
    ("Q7", "Special processes only by Nadcap-accredited sources approved by Buyer."),
    ("Q9", "Buyer and its customer reserve right of access to Seller's facilities."),
    ("Q12", "Counterfeit parts prevention per AS5553 / DFARS 252.246-7007."),
    ("Q15", "Notify Buyer of any nonconformance; no MRB disposition by Seller."),
]


def _ua(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d_ = la.Doc(letter, rng.choice(["helv", "helv", "dejavu", "times"]))
    m = rng.uniform(34, 44)
    right = d_.w - m
    wd = right - m
    bottom = d_.h - 50
    s1 = rng.choice(UA_STEM)
    buyer = rng.choice(UA_BUY).format(s=s1)
    while (s2 := rng.choice(UA_STEM)) == s1:
        pass
    sup = rng.choice(UA_SUP).format(s=s2, l=rng.choice(UA_LAST))
    d = a_date(rng)
    po = cj.number(rng, d, "{n6}|P{n6}|PO-{n5}|{y}-{n5}|45{n6}")
    rev = rng.choice([0, 0, 0, 1, 2])
    stated = stated_of(rng)
    page = [1]
    cage = "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(5))
    prime = f"{rng.choice(['FA8625', 'W58RGZ', 'N00019', 'SPE4A7'])}-{d:%y}-{rng.choice('CDFG')}-{dg(rng, 4)}"
    dfm = rng.choice(["%m/%d/%Y", "%m/%d/%y", "%d-%b-%Y"])

    def foot() -> None:
        d_.t(m, d_.h - 26, f"{buyer} - Purchase Order {po} - Rev {rev}", 6.8, grey=0.4)
        d_.t(
            right,
            d_.h - 26,
            f"Page {page[0]} of {of}" if of else f"Page {page[0]}",
            6.8,
            al="r",
            grey=0.4,
        )
        d_.t(
            m,
            d_.h - 17,
            "EXPORT CONTROLLED - This document may contain technical data subject to ITAR (22 CFR 120-130).",
            6.2,
            grey=0.4,
        )

    def cont() -> float:
        foot()
        d_.new_page()
        page[0] += 1
        d_.t(m, 40, f"PURCHASE ORDER {po} (continued)", 9, b=True)
        return 52

    y = 44
    d_.t(m, y, buyer, 14, b=True)
    city = rng.choice(UA_CITY)
    for k, s in enumerate(
        [
            f"{rng.randint(100, 9999)} {pk(rng, 'Aviation Way|Industrial Blvd|Airport Rd|Precision Dr|Commerce Pkwy')}",
            city,
            f"CAGE {cage}  |  Tel ({rng.randint(200, 989)}) {rng.randint(200, 989)}-{dg(rng, 4)}",
        ]
    ):
        d_.t(m, y + 13 + 10 * k, s, 7.8)
    d_.t(right, y, "PURCHASE ORDER", 16, b=True, al="r")
    bw = [86, 96]
    rows = [
        ("P.O. Number", po),
        ("Revision", str(rev)),
        ("Order Date", d.strftime(dfm)),
        ("Page", f"1 of {of}" if of else "1"),
    ]
    if rng.random() < 0.5:
        rows.insert(2, ("DPAS Rating", pk(rng, "DO-A1|DO-A7|DX-A1|DO-C9")))
    yy = y + 8
    for lab, v in rows:
        d_.box(right - sum(bw), yy, bw[0], 15, fill=0.9)
        d_.box(right - bw[1], yy, bw[1], 15)
        d_.t(right - sum(bw) + 4, yy + 10.5, lab, 7.6, b=True)
        d_.t(right - bw[1] + 4, yy + 10.5, v, 8.6, b=lab == "P.O. Number")
        yy += 15
    y = max(yy, y + 50) + 14
    hw = (wd - 12) / 2
    vlines = [
        sup,
        f"{rng.randint(10, 9999)} {pk(rng, 'N. Main St|Hwy 54|Eastgate Rd|W. 21st St|Industrial Pkwy')}",
        rng.choice(UA_CITY),
        f"Attn: {la.person(rng, 'en')}",
        f"Vendor No. {rng.choice('VS')}{dg(rng, 5)}",
    ]
    slines = [
        buyer,
        pk(rng, "Receiving - Dock 3|Shipping & Receiving, Bldg 2|Receiving Inspection"),
        f"{rng.randint(100, 9999)} {pk(rng, 'Aviation Way|Industrial Blvd|Airport Rd')}",
        city,
    ]
    for k, (cap, lines) in enumerate(
        [(pk(rng, "VENDOR|SELLER|SUPPLIER"), vlines), ("SHIP TO", slines)]
    ):
        x = m + k * (hw + 12)
        d_.box(x, y, hw, 14, fill=0.2, stroke=False)
        d_.c.setFillGray(1)
        d_.c.setFont(d_.bold, 8)
        d_.c.drawString(x + 4, d_.h - y - 10, cap)
        d_.box(x, y, hw, 14 + 12 * 5 + 6, fill=None)
        d_.lines(x + 6, y + 17, lines, 8.4, b_first=True)
    y += 14 + 12 * 5 + 18
    strip = [
        ("Buyer", la.person(rng, "en")),
        ("Terms", pk(rng, "Net 30|Net 45|Net 60|2% 10 Net 30")),
        ("F.O.B.", pk(rng, "Origin|Destination|Seller's Dock")),
        ("Ship Via", pk(rng, "Best Way|UPS Ground|Customer Pickup|FedEx Freight")),
        ("Vendor Quote", cj.number(rng, d, "Q{n5}|{n4}-{n2}|RFQ-{n4}")),
        ("Prime Contract", prime),
    ]
    sw = wd / len(strip)
    for k, (lab, v) in enumerate(strip):
        d_.box(m + k * sw, y, sw, 12, fill=0.88)
        d_.box(m + k * sw, y + 12, sw, 15)
        d_.t(m + k * sw + sw / 2, y + 9, lab, 6.8, b=True, al="c")
        d_.t(m + k * sw + sw / 2, y + 23, v, 7.6, al="c", maxw=sw - 4)
    y += 38
    n = n_lines(rng, [1, 1, 2, 2, 3, 3, 4, 5, 6], [14, 18, 22])
    lines = lines_of(rng, UA_ITEMS, n, [1, 2, 4, 5, 10, 12, 20, 25, 50, 100])
    ws = [28, 92, wd - 28 - 92 - 40 - 30 - 58 - 66 - 54, 40, 30, 58, 66, 54]
    heads = [
        "Line",
        "Part Number / Rev",
        "Description",
        "Qty",
        "UOM",
        "Unit Price",
        "Extended",
        "Due Date",
    ]
    rows_ = []
    subs = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        pn = f"{rng.randint(100, 999)}{rng.choice('ABCDEFT')}{dg(rng, 4)}-{rng.randint(1, 99):02d}"
        rows_.append(
            [
                str(i),
                f"{pn} / {rng.choice('ABCDEFG')}",
                f"{it[0]}, {it[1]}",
                f"{q:,.0f}",
                "EA",
                en(p) if stated else "",
                en(a) if stated else "",
                cj.later(rng, d, 14, 90).strftime(dfm),
            ]
        )
        codes = ", ".join(
            c
            for c, _ in sorted(
                rng.sample(UA_CLAUSES, rng.randint(2, 4)), key=lambda z: int(z[0][1:])
            )
        )
        subs.append(
            f"Quality clauses: {codes}" + (" | Dwg rev must match PO" if rng.random() < 0.3 else "")
        )
    y = ltable(
        d_, m, y, ws, heads, "cllrcrrc", rows_, size=7.4, h=15, bottom=bottom, cont=cont, subs=subs
    )
    sub = sum((a for *_, a in lines), ZERO)
    fr_ = Decimal(rng.choice([0, 0, 0, 45, 85, 125, 250]))
    total = sub + fr_
    y += 10
    if y + 90 > bottom:
        y = cont()
    xl, xr = right - 200, right
    if stated:
        rows2 = [("Subtotal", en(sub))]
        rows2.append(("Freight", en(fr_) if fr_ else pk(rng, "Prepaid|FOB Origin - Collect|0.00")))
        rows2.append(("Sales Tax", pk(rng, "Exempt - Resale|Exempt (Mfg.)|0.00")))
        if rev and rng.random() < 0.7:
            prev = r2(total * Decimal(rng.choice(["0.82", "0.9", "1.12", "0.75"])))
            d_.t(
                m,
                y + 10,
                f"Revision {rev}: {pk(rng, 'quantity change on line 1|due date revised|price updated per vendor quote')}.  Previous P.O. Value: ${en(prev)}",
                7.8,
            )
        for lab, v in rows2:
            d_.t(xl, y + 10, lab, 8.4)
            d_.t(xr, y + 10, v, 8.4, al="r")
            y += 13
        d_.line(xl, y + 2, xr, y + 2, 0.8)
        d_.t(xl, y + 15, pk(rng, "Total PO Value|P.O. TOTAL|TOTAL (USD)|Order Total"), 10, b=True)
        d_.t(xr, y + 15, f"${en(total)}", 10, b=True, al="r")
        y += 28
    else:
        d_.t(
            m, y + 10, "Pricing per Long Term Agreement on file; do not exceed LTA unit prices.", 8
        )
        y += 22
    need = 16 + 10 * len(UA_CLAUSES) + 60
    if y + need > bottom:
        y = cont()
    d_.t(m, y + 8, "QUALITY REQUIREMENTS", 8.6, b=True)
    y += 12
    for c, t in UA_CLAUSES:
        d_.t(m + 4, y + 8, f"{c}  {t}", 7.2)
        y += 10
    y += 10
    d_.t(
        m,
        y + 8,
        f"This order is subject to {buyer}'s Terms and Conditions of Purchase, Form {rng.choice(['TC-100', 'PUR-07', 'QP-8.4'])}, incorporated by reference.",
        7.2,
    )
    y += 34
    d_.line(m, y, m + 200, y, 0.5)
    d_.t(m, y + 10, "Authorized Buyer", 7.6)
    d_.line(right - 200, y, right, y, 0.5)
    d_.t(right - 200, y + 10, "Seller Acceptance / Date", 7.6)
    foot()
    out = finish(d_, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_en_us_aero_machining_po_quality_clauses(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ua)


# --------------------------------------------------------------------------- 7 en-SG condominium MCST order issued by its managing agent

SG_MA = [
    "{s} Property Management Pte Ltd",
    "{s} Estate Management Pte. Ltd.",
    "{s} Facility Services Pte Ltd",
    "{s} Strata Management Pte. Ltd.",
]
SG_STEM = "Keppel-View Orchid Tanjong Bukit Casuarina Serangoon Meranti Tembusu Kallang Marina Pasir Jurong Simei Rivervale Changi Bedok".split()
SG_CONDO = "The Tembusu Residences|Orchid Park Condominium|Casuarina Grove|The Meranti|Rivervale Heights|Marina Bay View|Simei Green Condominium|The Kallang Waterfront|Bukit Palm Residences|Pasir Ris Grove".split(
    "|"
)
SG_SUP = [
    "{s} Engineering & Services Pte Ltd",
    "{s} M&E Pte. Ltd.",
    "{s} Pest Control Services Pte Ltd",
    "{s} Landscape Pte Ltd",
    "{s} Enterprise",
    "{s} Trading",
    "{s} Aquatic Services",
    "{s} Lift & Escalator Pte. Ltd.",
    "{s} Security Systems Pte Ltd",
    "{s} Cleaning Services LLP",
]
SG_WORKS = [
    ("Supply and replace booster pump mechanical seal (Block {b})", "lot", 850, 2600),
    ("Monthly pest control treatment, common areas", "month", 380, 720),
    ("Pruning of trees above 5m, incl. disposal of green waste", "lot", 1200, 3800),
    ("Replace CCTV camera, 4MP IP dome, incl. cabling", "nos", 260, 480),
    ("Swimming pool chemicals (chlorine 45kg pail)", "pail", 95, 160),
    ("Repaint multi-storey car park line markings", "lot", 1800, 5200),
    ("Servicing of gym equipment (treadmill, cross-trainer)", "lot", 450, 1100),
    ("Replace LED light fittings at Block {b} staircase", "nos", 38, 85),
    ("Clear choked sanitary pipe, Unit #{u}", "job", 180, 420),
    ("Supply and install intercom handset", "nos", 140, 260),
    ("Water tank cleaning and disinfection (2 tanks)", "lot", 1400, 2800),
    ("Barrier gate arm replacement, main entrance", "nos", 320, 650),
]


def _sg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "dejavu", "helv"]))
    m = rng.uniform(44, 56)
    right = d_.w - m
    wd = right - m
    bottom = d_.h - 56
    s1, s2 = rng.sample(SG_STEM, 2)
    ma = rng.choice(SG_MA).format(s=s1)
    condo = rng.choice(SG_CONDO)
    plan = rng.randint(1000, 4999)
    mcst = pk(
        rng,
        f"The Management Corporation Strata Title Plan No. {plan}|MCST Plan No. {plan}|MCST {plan}",
    )
    sup = rng.choice(SG_SUP).format(s=s2)
    d = a_date(rng)
    po = cj.number(
        rng,
        d,
        f"MCST{plan}/PO/{{Y}}/{{n3}}|PO-{plan}-{{y}}{{n3}}|{plan}/{{y}}/{{n4}}|PO{{y}}{{m}}{{n3}}",
    )
    quo = cj.number(rng, d, "Q{y}-{n4}|QT/{n5}|{n4}/{y}")
    gst = rng.random() < 0.75
    stated = stated_of(rng)
    page = [1]
    dstyle = rng.choice(["%d/%m/%Y", "%d %B %Y", "%d-%b-%y"])

    def foot() -> None:
        d_.t(
            d_.w / 2,
            d_.h - 28,
            f"{ma} (Managing Agent for {mcst.replace('The Management Corporation Strata Title Plan No.', 'MCST Plan No.')})",
            6.8,
            al="c",
            grey=0.4,
        )
        if of > 1:
            d_.t(right, d_.h - 18, f"Page {page[0]} of {of}", 6.8, al="r", grey=0.4)

    def cont() -> float:
        foot()
        d_.new_page()
        page[0] += 1
        d_.t(m, 44, f"Purchase Order No. {po} (cont'd)", 8.6, b=True)
        return 58

    y = 46
    d_.t(d_.w / 2, y, ma.upper() if rng.random() < 0.4 else ma, 12.5, b=True, al="c")
    d_.t(
        d_.w / 2,
        y + 13,
        f"{rng.randint(1, 300)} {pk(rng, 'Ubi Avenue 1|Kallang Bahru|Toa Payoh Lorong 8|Jalan Besar|Tampines Street 92')} #0{rng.randint(1, 9)}-{rng.randint(10, 99)} Singapore {rng.randint(300000, 799999)}",
        7.8,
        al="c",
    )
    d_.t(
        d_.w / 2,
        y + 24,
        f"Tel: 6{dg(rng, 3)} {dg(rng, 4)}   Email: mgmt@{s1.lower().replace('-', '')}pm.com.sg   UEN: {rng.randint(199000000, 202599999)}{rng.choice('KMNRWZ')}",
        7.4,
        al="c",
    )
    d_.line(m, y + 32, right, y + 32, 1.0)
    y += 52
    d_.t(m, y, "On behalf of", 7.8, grey=0.3)
    d_.t(m, y + 12, mcst, 9.4, b=True)
    d_.t(
        m,
        y + 24,
        f"{condo}, {rng.randint(1, 99)} {pk(rng, 'Casuarina Road|Upper Serangoon Road|Bedok North Ave 3|Pasir Ris Drive 1|Jurong West St 41')}, Singapore {rng.randint(300000, 799999)}",
        7.8,
    )
    y += 42
    d_.t(
        d_.w / 2,
        y,
        pk(rng, "PURCHASE ORDER|PURCHASE ORDER / WORK ORDER|PURCHASE ORDER"),
        14,
        b=True,
        al="c",
    )
    y += 18
    kv = [
        ("P.O. No.", po),
        ("Date", d.strftime(dstyle)),
        (
            "Your Quotation",
            f"{quo} dated {(d - timedelta(days=rng.randint(3, 25))).strftime(dstyle)}",
        ),
    ]
    if rng.random() < 0.6:
        kv.append(
            (
                pk(rng, "Council Approval|Council Resolution"),
                f"{pk(rng, 'CM')}/{d:%Y}/{rng.randint(1, 12):02d}-{rng.randint(1, 20)}",
            )
        )
    kv.append(("Fund", pk(rng, "Maintenance Fund|Sinking Fund")))
    vx = m
    to_lines = [
        "To:",
        sup,
        f"{rng.randint(1, 80)} {pk(rng, 'Sin Ming Lane|Kaki Bukit Road 3|Woodlands Loop|Kallang Place|Defu Lane 10')} #0{rng.randint(1, 9)}-{rng.randint(10, 99)}",
        f"Singapore {rng.randint(300000, 799999)}",
        f"Attn: {la.person(rng, 'en')}",
    ]
    if rng.random() < 0.3:
        to_lines[0:2] = [f"To: {sup}"]
    yy = y
    for s in to_lines:
        d_.t(
            vx, yy + 10, s, 9 if s == sup or s.endswith(sup) else 8.4, b=s == sup or s.endswith(sup)
        )
        yy += 12
    kx = right - 230
    ky = y
    for lab, v in kv:
        d_.t(kx, ky + 10, lab, 8.2)
        d_.t(kx + 84, ky + 10, f":  {v}", 8.2, b=lab == "P.O. No.", maxw=150)
        ky += 12
    y = max(yy, ky) + 14
    job = pk(rng, "Replacement works|Maintenance works|Supply of materials|Repair works|Servicing")
    d_.t(m, y, f"Re: {job} at {condo}", 9, b=True)
    y += 16
    para = (
        f"Dear {pk(rng, 'Sir/Madam|Sirs')},  We refer to your quotation above and are pleased to confirm the following on behalf of the Management Council. "
        "Please quote the P.O. number on your invoice and service report; works are to be carried out between 9 am and 5 pm on weekdays."
    )
    y = d_.para(m, y, para, 8.4, wd)
    y += 8
    n = n_lines(rng, [1, 1, 2, 2, 3, 4, 5], [16, 20, 26], 0.12)
    lines = lines_of(rng, SG_WORKS, n, [1, 1, 1, 2, 2, 3, 4, 6, 12])
    ws = [24, wd - 24 - 30 - 32 - 64 - 70, 30, 32, 64, 70]
    heads = ["S/N", "Description", "Qty", "Unit", "Unit Rate (S$)", "Amount (S$)"]
    rows_ = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        desc = it[0].format(
            b=rng.randint(1, 12), u=f"{rng.randint(2, 25):02d}-{rng.randint(1, 12):02d}"
        )
        rows_.append(
            [str(i), desc, f"{q:,.0f}", it[1], en(p) if stated else "", en(a) if stated else ""]
        )
    y = ltable(
        d_, m, y, ws, heads, "clcrrr", rows_, size=7.2, h=16, bottom=bottom, cont=cont, fill=0.9
    )
    sub = sum((a for *_, a in lines), ZERO)
    disc = r2(sub * Decimal(rng.choice(["0.03", "0.05", "0.1"]))) if rng.random() < 0.25 else ZERO
    net = sub - disc
    tax = r2(net * Decimal("0.09")) if gst else ZERO
    total = net + tax
    if y + 90 > bottom:
        y = cont()
    y += 6
    xl, xr = right - 220, right
    if stated:
        rows2 = [("Sub-total", en(sub))]
        if disc:
            rows2.append(("Less: Discount", f"({en(disc)})"))
        if gst:
            rows2.append(("Add: GST @ 9%", en(tax)))
        for lab, v in rows2:
            d_.t(xl, y + 10, lab, 8.4)
            d_.t(xr, y + 10, v, 8.4, al="r")
            y += 13
        d_.box(xl - 4, y + 1, xr - xl + 6, 17, fill=0.9)
        d_.t(
            xl,
            y + 13,
            pk(rng, "Total Amount (S$)|TOTAL (SGD)|Total Payable S$|Grand Total (S$)"),
            9.2,
            b=True,
        )
        d_.t(xr - 2, y + 13, en(total), 9.2, b=True, al="r")
        y += 26
        if not gst:
            d_.t(m, y, "Vendor is not GST-registered; no GST is payable.", 7.6, grey=0.3)
            y += 12
    else:
        d_.t(
            m,
            y + 10,
            "Rates as per the term contract; payment based on actual quantities certified by the Managing Agent.",
            8,
        )
        y += 22
    terms = [
        f"Payment: {pk(rng, '30 days|45 days|60 days')} from receipt of invoice, subject to Council's approval and cheque signatories.",
        "Contractor shall be responsible for safety of works and shall hold valid public liability insurance.",
        f"Warranty: {pk(rng, '6 months|12 months|3 months')} on workmanship and parts supplied.",
    ]
    if y + 14 * len(terms) + 80 > bottom:
        y = cont()
    d_.t(m, y + 8, "Terms & Conditions", 8.4, b=True)
    y += 10
    for i, t in enumerate(terms, 1):
        d_.t(m, y + 9, f"{i}. {t}", 7.6)
        y += 11
    y += 40
    sigs = [
        f"For and on behalf of {mcst.replace('The Management Corporation Strata Title Plan No.', 'MCST Plan No.')}",
        f"{ma}\nManaging Agent",
        "Acknowledged & accepted by Contractor\n(Company stamp, name & date)",
    ]
    sw = wd / 3
    for k, s in enumerate(sigs):
        x = m + k * sw
        d_.line(x, y, x + sw - 14, y, 0.5)
        for i, part in enumerate(s.split("\n")):
            d_.t(x, y + 10 + 9 * i, part, 6.8, maxw=sw - 14)
    foot()
    out = finish(d_, "en", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_en_sg_mcst_managing_agent_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sg)


# --------------------------------------------------------------------------- 8 de subcontract heat-treatment / surface order with free-issue parts

DL_NAME = "Brandt Kessler Vogel Hartmann Lindner Roth Seidel Albers Krämer Ostermann Pohl Reuter Sommer Thiel Ullrich Winkler".split()
DL_BUY = [
    "{n} Maschinenbau GmbH",
    "{n} Antriebstechnik GmbH & Co. KG",
    "{n} Präzisionsteile GmbH",
    "{n} Hydraulik AG",
    "Getriebebau {n} GmbH",
    "{n} Fahrzeugtechnik GmbH",
]
DL_SUP = [
    "Härterei {n} GmbH",
    "{n} Oberflächentechnik GmbH & Co. KG",
    "Galvanik {n} e.K.",
    "{n} Wärmebehandlung GmbH",
    "Härterei {n}",
    "{n} Beschichtungen",
    "{n} Strahltechnik GmbH",
    "Lohnhärterei {n} & Söhne",
]
DL_CITY = [
    "71332 Waiblingen",
    "42651 Solingen",
    "58507 Lüdenscheid",
    "73430 Aalen",
    "32051 Herford",
    "09117 Chemnitz",
    "66538 Neunkirchen",
    "78532 Tuttlingen",
    "90431 Nürnberg",
    "33609 Bielefeld",
]
DL_PROC = [
    ("Einsatzhärten", "CHD 0,6-0,8 mm; 58+4 HRC", "kg", 2.2, 4.8),
    ("Vergüten", "900-1100 N/mm²", "kg", 1.4, 3.2),
    ("Nitrieren", "NHD 0,3 mm; min. 600 HV1", "kg", 2.8, 5.5),
    ("Induktionshärten", "Rht 1,5-2,5 mm; 52-58 HRC", "100 St.", 18, 65),
    ("Verzinken galv. + Dickschichtpassivierung", "Fe//Zn8//Cn//T2", "kg", 1.1, 2.6),
    ("Eloxieren E6/EV1", "Schichtdicke 15-20 µm", "100 St.", 22, 80),
    ("Brünieren", "schwarz, geölt", "kg", 0.9, 2.1),
    ("Kugelstrahlen", "S170, Almen 0,25 A", "100 St.", 12, 40),
    ("Spannungsarmglühen", "580 °C / 2 h", "kg", 0.7, 1.6),
    ("Chemisch Nickel", "12 µm, 9 % P", "100 St.", 35, 120),
]


def _dl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "dejavu", "helv"]))
    m = rng.uniform(52, 62)
    right = d_.w - rng.uniform(40, 50)
    wd = right - m
    bottom = d_.h - 74
    n1, n2 = rng.sample(DL_NAME, 2)
    buyer = rng.choice(DL_BUY).format(n=n1)
    sup = rng.choice(DL_SUP).format(n=n2)
    d = a_date(rng)
    po = cj.number(rng, d, "LA-{y}-{n4}|{n2}{n5}|FB{y}{n5}|B-{Y}-{n5}|45{n8}")
    ls = cj.number(rng, d, "LS-{y}{n5}|{n7}")
    fa = cj.number(rng, d, "FA {n6}|{n2}-{n4}")
    stated = stated_of(rng)
    page = [1]
    netto_only = rng.random() < 0.25

    def foot() -> None:
        y0 = d_.h - 58
        d_.line(m, y0, right, y0, 0.4)
        for k, col in enumerate(foot_cols):
            d_.lines(m + k * wd / 3, y0 + 3, col, 6.4)
        if of > 1:
            d_.t(right, 30, f"Seite {page[0]} von {of}", 7.4, al="r")

    foot_cols = [
        [
            buyer,
            f"{pk(rng, 'Industriestraße|Gewerbepark|Im Stocken|Robert-Bosch-Str.')} {rng.randint(1, 60)}",
            rng.choice(DL_CITY),
        ],
        [
            f"Geschäftsführer: {la.person(rng, 'de')}",
            f"Amtsgericht {pk(rng, 'Stuttgart|Ulm|Bielefeld|Chemnitz')} HRB {rng.randint(1000, 99999)}",
            f"USt-IdNr. DE{dg(rng, 9)}",
        ],
        [
            pk(rng, "Volksbank|Sparkasse|Commerzbank"),
            f"IBAN DE{dg(rng, 2)} {dg(rng, 4)} {dg(rng, 4)} {dg(rng, 4)} {dg(rng, 4)} {dg(rng, 2)}",
            f"BIC {''.join(rng.choice('ABCDEFGHIKLMNOPRSTUVWXYZ') for _ in range(8))}",
        ],
    ]

    def cont() -> float:
        foot()
        d_.new_page()
        page[0] += 1
        d_.t(m, 50, f"{title} {po} – Fortsetzung", 9, b=True)
        return 64

    title = pk(
        rng,
        "Lohnauftrag|Bestellung Lohnbearbeitung|Fremdbearbeitungsauftrag|Bestellung (Lohnarbeit)",
    )
    y = 40
    d_.t(right, y, buyer, 13, b=True, al="r")
    d_.t(right, y + 12, f"{foot_cols[0][1]} · {foot_cols[0][2]}", 7.6, al="r")
    y = 120
    d_.t(m, y - 14, f"{buyer} · {foot_cols[0][1]} · {foot_cols[0][2]}", 6.2, grey=0.3)
    d_.line(m, y - 11, m + 230, y - 11, 0.3)
    adr = [
        sup,
        f"{pk(rng, 'Werkstraße|Am Hammerwerk|Zeppelinstr.|Hafenweg|Lindenstraße')} {rng.randint(1, 90)}",
        rng.choice(DL_CITY),
    ]
    if rng.random() < 0.35:
        adr.insert(1, f"z. Hd. {pk(rng, 'Herrn|Frau')} {la.person(rng, 'de').split()[1]}")
    d_.lines(m, y, adr, 9.6)
    info = [
        ("Auftrags-Nr.", po),
        ("Datum", d.strftime("%d.%m.%Y")),
        ("Lieferanten-Nr.", f"{rng.randint(70000, 79999)}"),
        ("Fertigungsauftrag", fa),
        ("Ansprechpartner", la.person(rng, "de")),
        ("Telefon", f"0{rng.randint(201, 9999)} {rng.randint(1000, 99999)}-{rng.randint(10, 99)}"),
    ]
    if rng.random() < 0.4:
        info[0] = ("Bestell-Nr.", po)
    ix = right - 190
    iy = y - 16
    for lab, v in info:
        d_.t(ix, iy + 10, lab, 7.8, grey=0.3)
        d_.t(ix + 84, iy + 10, v, 8.4, b=lab in ("Auftrags-Nr.", "Bestell-Nr."))
        iy += 12
    y = max(y + 56, iy + 12)
    d_.t(m, y, f"{title} {po}", 13, b=True)
    y += 18
    d_.t(
        m,
        y,
        pk(rng, "Sehr geehrte Damen und Herren,|Guten Tag,|Sehr geehrte Damen und Herren,"),
        8.8,
    )
    y += 13
    y = d_.para(
        m,
        y,
        f"wir beauftragen Sie auf Grundlage Ihres Angebots Nr. {cj.number(rng, d, 'AN-{n5}|{n6}|{y}/{n4}')} mit der nachstehenden Bearbeitung. Die Teile werden von uns beigestellt (Lieferschein {ls}).",
        8.8,
        wd,
    )
    y += 8
    d_.t(m, y + 8, "1. Beistellung", 9, b=True)
    y += 12
    n = n_lines(rng, [1, 1, 2, 2, 3, 4, 5], [14, 18, 22], 0.12)
    parts = []
    for _ in range(n):
        sach = f"{rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(10, 99)}-{rng.choice('ABC')}"
        qty = rng.choice([50, 100, 120, 200, 250, 400, 500, 800, 1000, 2000])
        kg = r2(Decimal(qty) * Decimal(rng.randint(40, 2200)) / 1000)
        parts.append(
            (
                sach,
                pk(
                    rng,
                    "Zahnrad z=32|Welle Ø40|Ritzel|Buchse|Flansch|Bolzen M16|Lagerdeckel|Hebel|Kupplungsnabe",
                ),
                pk(rng, "16MnCr5|42CrMo4|C45|AlMgSi1|34CrNiMo6|S355J2"),
                qty,
                kg,
            )
        )
    ws = [100, wd - 100 - 80 - 60 - 70, 80, 60, 70]
    rows_ = [[p[0], p[1], p[2], f"{p[3]:,}".replace(",", "."), f"{eu(p[4])} kg"] for p in parts]
    y = ltable(
        d_,
        m,
        y,
        ws,
        ["Sachnummer", "Benennung", "Werkstoff", "Stück", "Gewicht"],
        "lllrr",
        rows_,
        size=7.6,
        h=14,
        bottom=bottom,
        cont=cont,
        fill=0.9,
    )
    y += 14
    if y + 60 > bottom:
        y = cont()
    d_.t(m, y, "2. Bearbeitung", 9, b=True)
    y += 4
    ws = [26, 80, wd - 26 - 80 - 52 - 50 - 62 - 70, 52, 50, 62, 70]
    rows_ = []
    sub = ZERO
    for i, p in enumerate(parts, 1):
        proc = rng.choice(DL_PROC)
        price = r2(Decimal(rng.randint(int(proc[3] * 100), int(proc[4] * 100))) / 100)
        basis = proc[2]
        mult = p[4] if basis == "kg" else Decimal(p[3]) / 100
        a = r2(price * mult)
        sub += a
        rows_.append(
            [
                str(i * 10),
                p[0],
                f"{proc[0]}; {proc[1]}",
                eu(p[4]) if basis == "kg" else f"{p[3]:,}".replace(",", "."),
                basis,
                eu(price) if stated else "",
                eu(a) if stated else "",
            ]
        )
    y = ltable(
        d_,
        m,
        y,
        ws,
        ["Pos.", "Sachnummer", "Verfahren / Anforderung", "Menge", "Basis", "Preis €", "Betrag €"],
        "cllrcrr",
        rows_,
        size=7.4,
        h=15,
        bottom=bottom,
        cont=cont,
        fill=0.9,
    )
    extra = []
    if rng.random() < 0.35:
        extra.append(("Mindermengenzuschlag", Decimal(rng.choice([25, 35, 50, 75]))))
    if rng.random() < 0.4:
        extra.append(("Fracht / Abholung", Decimal(rng.choice([35, 45, 60, 85]))))
    net = sub + sum((v for _, v in extra), ZERO)
    tax = r2(net * Decimal("0.19"))
    total = net if netto_only else net + tax
    y += 10
    if y + 80 > bottom:
        y = cont()
    xl, xr = right - 230, right
    if stated:
        rows2 = [("Summe Bearbeitung", eu(sub))] + [(f"zzgl. {lab}", eu(v)) for lab, v in extra]
        if netto_only:
            rows2.append(("Auftragswert netto", eu(net)))
        else:
            rows2 += [("Nettobetrag", eu(net)), ("zzgl. 19 % MwSt.", eu(tax))]
        for k, (lab, v) in enumerate(rows2):
            last = netto_only and k == len(rows2) - 1
            d_.t(xl, y + 10, lab, 8.6, b=last)
            d_.t(xr, y + 10, f"{v} €", 8.6, al="r", b=last)
            y += 13
        if not netto_only:
            d_.line(xl, y + 2, xr, y + 2, 0.8)
            d_.t(
                xl,
                y + 15,
                pk(rng, "Gesamtbetrag|Auftragswert brutto|Bestellwert brutto|Gesamtsumme"),
                9.6,
                b=True,
            )
            d_.t(xr, y + 15, f"{eu(total)} €", 9.6, b=True, al="r")
            y += 22
        else:
            d_.t(m, y + 4, "Alle Preise netto zzgl. der gesetzlichen Umsatzsteuer.", 7.6, grey=0.3)
            y += 10
    else:
        d_.t(
            m,
            y + 10,
            "Preise gemäß gültiger Preisliste / Rahmenvereinbarung; Abrechnung nach Gewicht lt. Wiegeschein.",
            8.2,
        )
        y += 22
    cond = [
        f"Liefertermin: {cj.later(rng, d, 5, 20).strftime('%d.%m.%Y')} frei Werk {buyer.split()[0]}",
        f"Prüfnachweis: {pk(rng, 'Härteprotokoll je Charge|Werkszeugnis 2.2|Abnahmeprüfzeugnis 3.1 nach EN 10204')}",
        f"Zahlungsbedingungen: {pk(rng, '14 Tage 2 % Skonto, 30 Tage netto|30 Tage netto|60 Tage netto')}",
        "Bitte Auftrags-Nr. und Sachnummer auf Lieferschein und Rechnung angeben.",
    ]
    if y + 14 * len(cond) + 50 > bottom:
        y = cont()
    y += 8
    for t in cond:
        d_.t(m, y + 9, t, 8.2)
        y += 12
    y += 14
    d_.t(m, y, "Mit freundlichen Grüßen", 8.8)
    d_.t(m, y + 30, f"i. A. {la.person(rng, 'de')}", 8.8)
    d_.t(m, y + 41, pk(rng, "Einkauf|Arbeitsvorbereitung|Materialwirtschaft"), 7.8, grey=0.3)
    foot()
    out = finish(d_, "de", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_de_lohnauftrag_haerterei_beistellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _dl)


# --------------------------------------------------------------------------- 9 fr garage's parts order to a distributor, tied to a repair order

FG_NAME = "Lemoine Perrin Garnier Chevalier Rousseau Faure Blanchard Guérin Mercier Barbier Colin Renaud Arnaud Picard Fontaine Morel".split()
FG_BUY = [
    "Garage {n}",
    "{n} Automobiles SAS",
    "Carrosserie {n}",
    "Garage du Centre – {n}",
    "{n} Auto Services SARL",
    "Garage {n} & Fils",
]
FG_SUP = [
    "{n} Pièces Auto SAS",
    "Distri-{n} SARL",
    "{n} Équipement Automobile",
    "Comptoir {n} des Pièces",
    "Pneus {n}",
    "{n} Distribution Poids Lourds SA",
    "Ets {n}",
    "{n} Accessoires Auto",
]
FG_CITY = [
    "69007 Lyon",
    "33300 Bordeaux",
    "31200 Toulouse",
    "44300 Nantes",
    "59000 Lille",
    "35000 Rennes",
    "21000 Dijon",
    "37000 Tours",
    "63000 Clermont-Ferrand",
    "13010 Marseille",
]
FG_ITEMS = [
    ("Plaquettes de frein AV", "BOSCH", 32, 78),
    ("Disques de frein AV (paire)", "BREMBO", 58, 140),
    ("Filtre à huile", "MANN", 6, 16),
    ("Filtre à air", "MANN", 9, 24),
    ("Kit distribution + pompe à eau", "GATES", 160, 340),
    ("Amortisseur AR", "MONROE", 48, 110),
    ("Batterie 12V 70Ah", "VARTA", 95, 165),
    ("Huile 5W30 C3 (5 L)", "TOTAL", 32, 58),
    ("Balais d'essuie-glace (jeu)", "VALEO", 18, 42),
    ("Rotule de direction", "TRW", 16, 38),
    ("Embrayage kit complet", "LUK", 190, 420),
    ("Pneu 205/55 R16 91V", "MICHELIN", 78, 120),
    ("Bougie de préchauffage", "NGK", 11, 26),
    ("Sonde lambda", "DENSO", 62, 140),
]


def _fg(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "dejavu", "times"]))
    m = rng.uniform(36, 46)
    right = d_.w - m
    wd = right - m
    bottom = d_.h - 52
    n1, n2 = rng.sample(FG_NAME, 2)
    buyer = rng.choice(FG_BUY).format(n=n1)
    sup = rng.choice(FG_SUP).format(n=n2)
    d = a_date(rng)
    po = cj.number(rng, d, "CF{y}{n5}|BC-{Y}-{n4}|{n6}|CMD{y}{m}{n3}")
    orr = cj.number(rng, d, "OR{y}{n5}|{n5}|OR-{n6}")
    stated = stated_of(rng)
    page = [1]
    fmt = fr if rng.random() < 0.8 else eu

    def foot() -> None:
        d_.t(
            d_.w / 2, d_.h - 28, f"{buyer} – SIRET {siret} – N° TVA FR{tva}", 6.8, al="c", grey=0.35
        )
        if of > 1:
            d_.t(right, d_.h - 18, f"Page {page[0]}/{of}", 7, al="r")

    siret = f"{dg(rng, 3)} {dg(rng, 3)} {dg(rng, 3)} {dg(rng, 5)}"
    tva = dg(rng, 11)

    def cont() -> float:
        foot()
        d_.new_page()
        page[0] += 1
        d_.t(m, 40, f"Commande {po} (suite)", 9, b=True)
        return 52

    y = 40
    d_.box(m, y - 4, wd, 58, fill=0.93, stroke=False)
    d_.t(m + 8, y + 12, buyer, 14, b=True)
    city = rng.choice(FG_CITY)
    d_.t(
        m + 8,
        y + 26,
        f"{rng.randint(1, 120)} {pk(rng, 'avenue Jean Jaurès|route de Paris|rue de la République|ZA des Vignes|boulevard Gambetta')} – {city}",
        7.8,
    )
    d_.t(
        m + 8,
        y + 37,
        f"Tél. 0{rng.randint(1, 5)} {dg(rng, 2)} {dg(rng, 2)} {dg(rng, 2)} {dg(rng, 2)}  ·  atelier@{n1.lower().replace('é', 'e')}-auto.fr",
        7.8,
    )
    if rng.random() < 0.5:
        d_.t(
            m + 8,
            y + 48,
            pk(rng, "Agent agréé|Réparateur multimarque|Mécanique – Carrosserie – Pneumatiques"),
            7.4,
            grey=0.3,
        )
    d_.t(
        right - 8,
        y + 16,
        pk(rng, "BON DE COMMANDE|COMMANDE FOURNISSEUR|BON DE COMMANDE PIÈCES"),
        14,
        b=True,
        al="r",
    )
    y += 70
    fx = m + wd / 2 + 20
    flab = pk(rng, "Fournisseur :|Fournisseur|À l'attention de :|Destinataire :")
    d_.t(fx, y + 8, flab, 8, grey=0.3)
    d_.lines(
        fx,
        y + 12,
        [
            sup,
            f"{rng.randint(1, 200)} {pk(rng, 'rue des Artisans|ZI Nord|avenue de l’Europe|chemin du Moulin')}",
            rng.choice(FG_CITY),
            f"Compte client : {dg(rng, 6)}",
        ],
        9,
        b_first=True,
    )
    d_.t(m, y + 8, "Livraison :", 8, grey=0.3)
    d_.lines(
        m,
        y + 12,
        [
            pk(rng, "Navette de 14 h|Enlèvement comptoir|Livraison J+1 avant 10 h|Transporteur"),
            f"Magasin pièces – {buyer}",
            city,
        ],
        8.6,
    )
    y += 72
    strip = [
        ("Commande n°", po),
        ("Date", d.strftime(pk(rng, "%d/%m/%Y|%d.%m.%Y"))),
        (pk(rng, "OR n°|Ordre de réparation|N° OR"), orr),
        (
            "Immatriculation",
            f"{''.join(rng.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(2))}-{dg(rng, 3)}-{''.join(rng.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(2))}",
        ),
        (
            "VIN",
            f"VF{rng.choice('13678')}{''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(14))}",
        ),
    ]
    if rng.random() < 0.3:
        strip.insert(2, ("Votre devis", cj.number(rng, d, "DV{n5}|D-{n4}")))
    sw = wd / len(strip)
    for k, (lab, v) in enumerate(strip):
        d_.box(m + k * sw, y, sw, 13, fill=0.85)
        d_.box(m + k * sw, y + 13, sw, 17)
        d_.t(m + k * sw + sw / 2, y + 9.5, lab, 7, b=True, al="c")
        d_.t(
            m + k * sw + sw / 2,
            y + 25,
            v,
            8.2 if lab != "VIN" else 6.8,
            al="c",
            b=lab == "Commande n°",
        )
    y += 42
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5, 6, 7], [18, 24, 30])
    lines = lines_of(rng, FG_ITEMS, n, [1, 1, 1, 2, 2, 4])
    ws = [70, wd - 70 - 60 - 30 - 58 - 44 - 66, 60, 30, 58, 44, 66]
    heads = ["Référence", "Désignation", "Marque", "Qté", "PU HT", "Remise", "Montant HT"]
    rows_ = []
    gross = net_sum = ZERO
    for it, q, p, a in lines:
        rem = Decimal(rng.choice([0, 0, 10, 15, 20, 25, 30, 35]))
        na = r2(a * (100 - rem) / 100)
        gross += a
        net_sum += na
        ref = (
            f"{rng.randint(0, 9)} {dg(rng, 3)} {dg(rng, 3)} {dg(rng, 3)}"
            if rng.random() < 0.5
            else f"{''.join(rng.choice('ABCDEFGHKLMNPRSTVWXYZ') for _ in range(2))}{dg(rng, 5)}"
        )
        rows_.append(
            [
                ref,
                it[0],
                it[1],
                f"{q:,.0f}",
                fmt(p) if stated else "",
                f"{rem:.0f} %" if rem else "",
                fmt(na) if stated else "",
            ]
        )
    y = ltable(
        d_, m, y, ws, heads, "lllrrrr", rows_, size=7.6, h=15, bottom=bottom, cont=cont, fill=0.85
    )
    port = Decimal(rng.choice([0, 0, 0, 8, 12, "9.90", 15]))
    ht = net_sum + port
    tva_ = r2(ht * Decimal("0.2"))
    total = ht + tva_
    y += 10
    if y + 110 > bottom:
        y = cont()
    xl, xr = right - 210, right
    if stated:
        rows2 = [("Total brut HT", fmt(gross))]
        if gross != net_sum:
            rows2.append(("Remises", f"-{fmt(gross - net_sum)}"))
        if port:
            rows2.append(("Frais de port", fmt(port)))
        rows2 += [("Total HT", fmt(ht)), ("TVA 20 %", fmt(tva_))]
        for lab, v in rows2:
            d_.t(xl, y + 10, lab, 8.4)
            d_.t(xr, y + 10, f"{v} €", 8.4, al="r")
            y += 13
        d_.box(xl - 4, y + 1, xr - xl + 4, 18, fill=0.85)
        d_.t(xl, y + 14, pk(rng, "Total TTC|Net à payer TTC|TOTAL TTC"), 9.6, b=True)
        d_.t(xr - 2, y + 14, f"{fmt(total)} €", 9.6, b=True, al="r")
        y += 26
        if rng.random() < 0.2:
            dep = r2(total * Decimal("0.3"))
            d_.t(xl, y + 8, "Acompte versé", 8)
            d_.t(xr, y + 8, f"{fmt(dep)} €", 8, al="r")
            d_.t(xl, y + 20, "Reste à régler", 8)
            d_.t(xr, y + 20, f"{fmt(total - dep)} €", 8, al="r")
            y += 26
    else:
        d_.t(
            m,
            y + 10,
            "Prix et remises selon les conditions de notre compte client (tarif en vigueur).",
            8.2,
        )
        y += 22
    notes = [
        "Merci de rappeler le n° de commande et le n° d'OR sur le bon de livraison et la facture.",
        f"Règlement : {pk(rng, 'relevé mensuel à 30 jours fin de mois|LCR à 45 jours|virement à 30 jours')}.",
        "Pièces non conformes retournées sous 8 jours avec le bon de retour.",
    ]
    if y + 90 > bottom:
        y = cont()
    for t in notes:
        d_.t(m, y + 9, t, 7.8)
        y += 11
    y += 26
    d_.t(m, y, pk(rng, "Le chef d'atelier|Le magasinier|Le responsable après-vente"), 8.2)
    d_.t(m, y + 12, la.person(rng, "fr"), 8.2)
    d_.t(right - 160, y, "Cachet et signature", 8.2, grey=0.35)
    d_.box(right - 160, y + 6, 160, 40)
    foot()
    out = finish(d_, "fr", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_fr_garage_commande_pieces_or(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _fg)


# --------------------------------------------------------------------------- 10 es production company's service order with IRPF withholding for freelancers

EP_NOM = "Lucía Pablo Marta Javier Irene Sergio Nuria Álvaro Carmen Diego Elena Raúl Beatriz Óscar Alba Hugo".split()
EP_APE = "Morales Ibáñez Serrano Castillo Navarro Romero Domínguez Vidal Herrero Ortega Lozano Cabrera Pascual Aguirre Molina Garrido".split()
EP_STEM = "Faro Alba Nómada Tramontana Bruma Cierzo Lumen Zinc Índigo Azahar Sirocco Quinta Ábside Kilómetro Atalaya Bambú".split()
EP_BUY = [
    "{s} Producciones S.L.",
    "{s} Eventos S.L.U.",
    "Agencia {s} Comunicación S.L.",
    "{s} Films S.L.",
    "{s} Audiovisual S.A.",
]
EP_SUP = [
    "{s} Audiovisuales S.L.",
    "Alquileres {s} S.A.",
    "{s} Sonido e Iluminación S.L.",
    "Catering {s}",
    "{s} Rent S.L.",
    "Transportes {s} S.L.",
    "{s} Estructuras y Escenarios S.L.",
]
EP_CITY = [
    "28045 Madrid",
    "08018 Barcelona",
    "46021 Valencia",
    "41015 Sevilla",
    "48013 Bilbao",
    "29006 Málaga",
    "50012 Zaragoza",
    "15008 A Coruña",
]
EP_PERSON_ITEMS = [
    ("Jornada de técnico de sonido", "jornada", 220, 380),
    ("Jornada de operador de cámara", "jornada", 260, 450),
    ("Dirección de fotografía", "jornada", 420, 780),
    ("Maquillaje y peluquería", "jornada", 180, 320),
    ("Edición y montaje", "día", 250, 420),
    ("Locución", "servicio", 180, 600),
    ("Ayudante de producción", "jornada", 140, 220),
]
EP_FIRM_ITEMS = [
    ("Alquiler kit de iluminación LED", "día", 180, 520),
    ("Pantalla LED 4x3 m con procesador", "día", 900, 2200),
    ("Equipo de sonido PA 5 kW", "día", 450, 1100),
    ("Escenario modular 8x6 m", "servicio", 1400, 3600),
    ("Furgoneta con conductor", "día", 160, 280),
    ("Catering equipo (menú)", "ud.", 12, 22),
    ("Carpa 6x12 m montaje incluido", "servicio", 850, 1900),
    ("Generador 60 kVA", "día", 280, 520),
]


def _ep(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d_ = la.Doc(A4, rng.choice(["helv", "dejavu", "helv"]))
    m = rng.uniform(40, 50)
    right = d_.w - m
    wd = right - m
    bottom = d_.h - 52
    s1, s2 = rng.sample(EP_STEM, 2)
    buyer = rng.choice(EP_BUY).format(s=s1)
    person = rng.random() < 0.4
    if person:
        sup = f"{rng.choice(EP_NOM)} {rng.choice(EP_APE)} {rng.choice(EP_APE)}"
        nif = f"{dg(rng, 8)}{rng.choice('TRWAGMYFPDXBNJZSQVHLCKE')}"
    else:
        sup = rng.choice(EP_SUP).format(s=s2)
        nif = f"B{dg(rng, 8)}"
    d = a_date(rng)
    po = cj.number(rng, d, "PED-{Y}-{n4}|P{y}/{n4}|{n2}/{Y}/{n3}|OP-{y}{n4}")
    proj = cj.number(rng, d, "PRY-{y}-{n3}|{n4}-{y}|EV{y}{n3}")
    pres = cj.number(rng, d, "PRE-{n4}|{n5}/{y}|P-{n4}")
    stated = stated_of(rng)
    page = [1]
    irpf_rate = Decimal(rng.choice([15, 15, 7])) if person else ZERO

    def foot() -> None:
        d_.t(d_.w / 2, d_.h - 28, f"{buyer} · CIF {cif} · {pk_addr}", 6.8, al="c", grey=0.4)
        if of > 1:
            d_.t(right, d_.h - 18, f"Página {page[0]} de {of}", 7, al="r")

    cif = f"B{dg(rng, 8)}"
    pk_addr = f"{pk(rng, 'C/ Alcalá|Av. Diagonal|C/ Colón|Paseo de la Castellana|C/ Larios|Gran Vía')} {rng.randint(1, 300)}, {rng.choice(EP_CITY)}"

    def cont() -> float:
        foot()
        d_.new_page()
        page[0] += 1
        d_.t(m, 40, f"Pedido nº {po} (continuación)", 9, b=True)
        return 52

    y = 42
    d_.t(m, y, buyer, 15, b=True)
    d_.t(m, y + 13, pk_addr, 7.8, grey=0.3)
    title = pk(rng, "ORDEN DE PEDIDO|PEDIDO DE SERVICIOS|HOJA DE PEDIDO|PEDIDO A PROVEEDOR")
    d_.t(right, y, title, 13, b=True, al="r")
    d_.t(right, y + 14, f"Nº {po}", 11, b=True, al="r")
    y += 40
    d_.line(m, y, right, y, 1.2)
    y += 10
    hw = (wd - 16) / 2
    prov = [
        sup,
        f"NIF: {nif}" if person else f"CIF: {nif}",
        f"{pk(rng, 'C/ Mayor|Av. de América|C/ San Vicente|Polígono Ind. Las Mercedes, nave')} {rng.randint(1, 90)}",
        rng.choice(EP_CITY),
        f"IBAN ES{dg(rng, 2)} {dg(rng, 4)} {dg(rng, 4)} {dg(rng, 2)} {dg(rng, 10)}",
    ]
    cap = pk(rng, "PROVEEDOR|Proveedor|DATOS DEL PROVEEDOR")
    prod = [
        ("Fecha", d.strftime(pk(rng, "%d/%m/%Y|%d-%m-%Y"))),
        (
            "Producción / evento",
            pk(
                rng,
                "Spot TV campaña verano|Convención anual de ventas|Festival Sonora|Gala de premios|Rodaje documental|Presentación de producto",
            ),
        ),
        ("Código de proyecto", proj),
        ("Presupuesto nº", pres),
        (
            "Fechas de servicio",
            f"{cj.later(rng, d, 3, 20):%d/%m} – {cj.later(rng, d, 21, 40):%d/%m/%Y}",
        ),
        ("Responsable", f"{rng.choice(EP_NOM)} {rng.choice(EP_APE)}"),
    ]
    left_first = rng.random() < 0.6
    px = m if left_first else m + hw + 16
    qx = m + hw + 16 if left_first else m
    d_.t(px, y + 8, cap, 8, b=True, grey=0.3)
    d_.lines(px, y + 12, prov, 8.6, b_first=True)
    qy = y
    for lab, v in prod:
        d_.t(qx, qy + 10, lab, 7.6, grey=0.35)
        d_.t(qx + 92, qy + 10, v, 8.2, maxw=hw - 92)
        qy += 12
    y = max(y + 12 + 5 * 11.2, qy) + 14
    pool = EP_PERSON_ITEMS if person else EP_FIRM_ITEMS
    n = n_lines(rng, [1, 2, 2, 3, 3, 4, 5], [16, 20, 26], 0.12)
    picks = lines_of(rng, pool, n, [1, 1, 2, 2, 3])
    ws = [wd - 50 - 44 - 40 - 70 - 76, 50, 44, 40, 70, 76]
    heads = ["Concepto", "Unidad", "Días", "Uds.", "Precio (€)", "Importe (€)"]
    rows_ = []
    base = ZERO
    for it, q, p, _ in picks:
        days = rng.choice([1, 1, 2, 3, 4, 5]) if it[1] in ("jornada", "día") else 1
        a = r2(p * q * days)
        base += a
        rows_.append(
            [it[0], it[1], str(days), f"{q:,.0f}", eu(p) if stated else "", eu(a) if stated else ""]
        )
    y = ltable(
        d_, m, y, ws, heads, "lcrrrr", rows_, size=7.8, h=16, bottom=bottom, cont=cont, fill=0.88
    )
    disc = r2(base * Decimal(rng.choice([5, 10])) / 100) if rng.random() < 0.2 else ZERO
    bi = base - disc
    iva = r2(bi * Decimal("0.21"))
    irpf = r2(bi * irpf_rate / 100)
    total = bi + iva - irpf
    y += 10
    if y + 100 > bottom:
        y = cont()
    xl, xr = right - 220, right
    if stated:
        rows2 = []
        if disc:
            rows2 += [("Suma", eu(base)), ("Descuento", f"-{eu(disc)}")]
        rows2 += [("Base imponible", eu(bi)), ("IVA 21 %", eu(iva))]
        if irpf:
            rows2.append((f"Retención IRPF {irpf_rate} %", f"-{eu(irpf)}"))
        for lab, v in rows2:
            d_.t(xl, y + 10, lab, 8.4)
            d_.t(xr, y + 10, f"{v} €", 8.4, al="r")
            y += 13
        d_.line(xl, y + 2, xr, y + 2, 0.8)
        d_.t(xl, y + 15, pk(rng, "TOTAL|TOTAL PEDIDO|Total a pagar|TOTAL (€)"), 10, b=True)
        d_.t(xr, y + 15, f"{eu(total)} €", 10, b=True, al="r")
        y += 28
    else:
        d_.t(
            m,
            y + 10,
            "Importe según tarifa acordada; se liquidará con las jornadas realmente trabajadas.",
            8.2,
        )
        y += 22
    conds = [
        f"Forma de pago: {pk(rng, 'transferencia a 30 días fecha factura|transferencia a 60 días|confirming a 90 días')}.",
        "La factura deberá indicar el número de pedido y el código de proyecto; sin ellos no podrá tramitarse.",
        pk(
            rng,
            "Cesión de derechos de imagen y explotación incluida en el precio.|El proveedor dispone de seguro de responsabilidad civil en vigor.|Incluye montaje, desmontaje y transporte.",
        ),
    ]
    if y + 90 > bottom:
        y = cont()
    d_.t(m, y + 8, "Condiciones", 8.4, b=True)
    y += 10
    for t in conds:
        d_.t(m, y + 9, f"– {t}", 7.8)
        y += 11
    y += 34
    sw = wd / 2
    for k, s in enumerate([f"Por {buyer}", "Conforme proveedor (firma y fecha)"]):
        d_.line(m + k * sw, y, m + k * sw + sw - 30, y, 0.5)
        d_.t(m + k * sw, y + 10, s, 7.6)
    foot()
    out = finish(d_, "es", "purchase_order", po, sup, total)
    return out if stated else none_meta(out)


def blind36_es_productora_pedido_irpf(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ep)


FAMILIES: dict[str, Draw] = {
    "blind36_zh_bianlidian_zhisong_buhuo": blind36_zh_bianlidian_zhisong_buhuo,
    "blind36_zh_gaoxiao_guoqi_caigou_gonghuo_dibu": blind36_zh_gaoxiao_guoqi_caigou_gonghuo_dibu,
    "blind36_tw_keji_shuangyu_caigoudan": blind36_tw_keji_shuangyu_caigoudan,
    "blind36_ja_birumen_genba_betsu_hacchusho": blind36_ja_birumen_genba_betsu_hacchusho,
    "blind36_ko_onlain_mall_ipgo_baljuseo": blind36_ko_onlain_mall_ipgo_baljuseo,
    "blind36_en_us_aero_machining_po_quality_clauses": blind36_en_us_aero_machining_po_quality_clauses,
    "blind36_en_sg_mcst_managing_agent_po": blind36_en_sg_mcst_managing_agent_po,
    "blind36_de_lohnauftrag_haerterei_beistellung": blind36_de_lohnauftrag_haerterei_beistellung,
    "blind36_fr_garage_commande_pieces_or": blind36_fr_garage_commande_pieces_or,
    "blind36_es_productora_pedido_irpf": blind36_es_productora_pedido_irpf,
}

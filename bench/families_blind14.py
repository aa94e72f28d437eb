"""Ten purchase-paperwork families for the blind split written after blind13 (`blind14_*`).

Seven are orders issued by the buyer, one a purchase contract, one a seller's invoice quoting
the customer's order and one a public hospital's order. Languages: en (three), de, it, nl,
zh-Hans (two), ja and es (Latin America).

- blind14_en_sap_po_print (en, purchase_order): a large manufacturer's SAP-style PO print on
  Letter (US) or A4 (UK); the buyer's name in colour with a tiny sender line above the vendor's
  window address, a right-hand panel of many references (purchasing document no. and date,
  vendor number, purchasing group, outline agreement / contract 46..., quotation, plant,
  company code, contact, "Page k of N"), delivery and invoice addresses, terms, items numbered
  00010, 00020 ... with 8-digit material numbers, price per 1 / 100 / 1,000 units, each with a
  delivery-date row and optional vendor material, requisition and discount condition rows,
  "Carry-over" at the foot of every full page and "Carried forward" at the top of the next,
  total net value, sales tax or VAT (or a tax-exempt note) and the total incl. tax, general
  terms and a registered-office footer; one to three pages.
- blind14_en_us_netsuite_po (en, purchase_order): a US tech or retail company's NetSuite /
  Oracle-like PO; a coloured band or coloured logo text, the title with "#" number and date at
  the right, Vendor / Ship To (/ Bill To) boxes with coloured heads, a coloured strip of
  terms / expected receipt / ship via / requested by / department / memo, a zebra item table
  whose last rows (subtotal, discount, tax, shipping, total) sit inside the table grid, a
  footer with "k of N"; one or two pages.
- blind14_de_mittelstand_bestellung (de, purchase_order): a DIN 5008 letter from a Mittelstand
  firm; fold and hole marks, a small return-address line above the supplier in the window, an
  info block (Ihr Zeichen, Ihre Nachricht vom, Unser Zeichen, Lieferanten-Nr., Bestell-Nr.,
  Kostenstelle, Ansprechpartner ...) or a horizontal reference line with the order number in
  the subject line, a letter body, Liefertermin as calendar week, Warenwert / Fracht / Netto /
  MwSt 19 % / Gesamtbetrag, Zahlungsbedingungen with Skonto, "Mit freundlichen Grüßen",
  Übertrag on two pages, a four-column footer with Geschäftsführer / HRB / USt-IdNr. / IBAN.
- blind14_it_ordine_acquisto_spettle (it, purchase_order): an Italian buyer's order; buyer
  letterhead with P.IVA, C.F., REA and capitale sociale at the left, the supplier as
  "Spett.le" block (boxed at times) at the right with its own P.IVA / C.F., a coloured title
  bar, a grid of numero / data / cod. fornitore / vs. offerta / rif. richiesta / pagina,
  pagamento (RI.BA., bonifico), resa and banca d'appoggio, double discounts ("10+5"), IVA
  codes per line, a riepilogo IVA grid (22 % and at times 10 % / 4 %), totale merce, spese di
  trasporto, imponibile, IVA, TOTALE ORDINE as "€ 1.234,56" or "1.234,56 €", and signatures
  of the buyer and the supplier's "per accettazione"; one or two pages.
- blind14_nl_be_inkooporder_btw (nl, purchase_order): a Dutch or Flemish buyer's order; a
  coloured accent bar, the buyer's KvK / ondernemingsnummer, BTW and IBAN in a right column,
  a title (with the number in it at times), two columns of order data (ordernummer,
  orderdatum, leveranciersnummer, uw offerte, projectnummer, kostenplaats, gewenste
  leverdatum), Leverancier and Afleveradres blocks, discount column, BTW 21 % / 9 % (6 % in
  Belgium), totals incl. btw as "€ 1.234,56", delivery and payment terms; one or two pages.
- blind14_zh_caigou_hetong_jiayi (zh-Hans, contract): a 采购合同 / 购销合同 whose parties stand
  in a ruled grid at the top (甲方（需方/买方） buyer and 乙方（供方/卖方） seller with address,
  contact, phone), 合同编号 with 签订地点 / 签订日期 and at times 项目编号 / 采购申请号 next to it,
  clauses 第一条 … with the goods table in clause one (合计 row, 大写 row), tax 13 %
  included, a prepayment clause with its own amount, 违约 / 争议 clauses, a two-column
  signature grid (法定代表人, 委托代理人, 开户银行, 账号, 税号) with both parties' seals, and
  "第 k 页 共 N 页"; one to three pages. The order number is the contract number.
- blind14_zh_dinghuodan_xiaodian (zh-Hans, purchase_order): a small shop's pre-printed
  multi-part 订货单 on tinted paper; title and rules in the form's ink colour, a printed red
  serial "No." (the order number), 订货单位 / 供货单位 / 日期 / 电话 / 送货地址 filled in "by
  hand" (ink-coloured, slightly rotated), the seller's name printed above the title at times, a
  fixed-row grid, 大写 amount filled into printed 万 仟 佰 拾 元 角 分 positions, the ¥ figure,
  copy legend down the margin, 制单 / 经手人 / 送货人 / 收货人 signatures; always one sheet.
- blind14_ja_chumonsho_ukesho_kiritori (ja, purchase_order): a 注文書 with "○○株式会社 御中",
  注文番号 and 注文日 at the right, the buyer with address and square seal, a boxed ご注文金額
  (税込), 納期 / 納入場所 / 支払条件 / 見積番号 / 取引先コード rows, item table with a
  vertical heading cell, 税抜合計 / 消費税 (10 % and reduced 8 %) / 税込合計, 備考, and at the
  bottom of the last page a cut-off 注文請書 slip addressed to the buyer (御中) that repeats the
  order number and amount and leaves the supplier's address / name / seal to be filled in;
  one or two pages ("1/2").
- blind14_en_invoice_po_ref (en, invoice): a UK or US seller's invoice; its own invoice no.,
  tax point / invoice date, account no., the customer's order no., delivery note / packing
  slip no., sales order no., rep and terms in a grid or a label column, Invoice To / Deliver
  To (customer names), ordered / despatched quantities, VAT codes or taxable flags, goods,
  carriage, VAT 20 % or sales tax, invoice total, bank details, and a detachable remittance
  slip that repeats the account, invoice no. and amount; one or two pages.
- blind14_es_latam_hospital_oc (es, purchase_order): a Chilean, Colombian or Peruvian public
  hospital's ORDEN DE COMPRA; ministry / health-service / hospital hierarchy at the left, the
  number in a framed box at the right (Chile's "1234-567-SE25" style half the time), with
  licitación / expediente / CDP / SIAF / resolución and cost-centre distractors, a ruled
  proveedor grid (RUT / NIT / RUC, giro, dirección, contacto), despacho data, renglones with
  unit codes, neto / IVA 19 % or IGV 18 % / total in CLP whole pesos ("$ 1.234.567"), COP
  ("$ 1.234.567,00") or PEN ("S/ 1,234.56"), the total in words ("SON: ..."), and
  abastecimiento / finanzas / dirección signatures; one or two pages.

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta) using the drawing helpers of
families_latin.py and families_cjk.py. They were written blind: drawn with reportlab and checked
only by reading their own text layer back and looking at rendered pages, never run through the
extraction engine. Families that print "page 1 of N" draw twice from the same rng state.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
invoice the customer's order number it quotes, never the seller's invoice, account, delivery
note or sales-order numbers; on the contract the contract number), never quotation,
requisition, outline-agreement, project, account or customer numbers; supplier the selling
party's name exactly as printed (never the buyer, ship-to, bill-to or a contact person); total
the grand total as "1234.50" (tax included; whole pesos and yen as "1234.00"). Every document
states its total.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, en, finish, grouped, twice  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
Paged = Callable[[random.Random, int], tuple[bytes, dict]]
Fmt = Callable[[Decimal], str]
CENT = Decimal("0.01")
GREY = Color(0.4, 0.4, 0.4)
RED = Color(0.78, 0.1, 0.1)
INKS = [(0.05, 0.2, 0.55), (0.1, 0.1, 0.35), (0.12, 0.12, 0.12), (0.0, 0.25, 0.6)]
ACCENTS = [
    (0.09, 0.21, 0.42),
    (0.0, 0.4, 0.45),
    (0.45, 0.1, 0.15),
    (0.1, 0.35, 0.2),
    (0.3, 0.18, 0.45),
    (0.15, 0.15, 0.15),
    (0.75, 0.35, 0.05),
]


def eu(v: Decimal) -> str:
    return grouped(v, ".", ",")


def rgb_box(d: la.Doc, x: float, y: float, w: float, h: float, rgb: tuple) -> None:
    d.c.setFillColorRGB(*rgb)
    d.c.rect(x, d.h - y - h, w, h, stroke=0, fill=1)


def rgb_text(
    d: la.Doc, x: float, y: float, s: str, size: float, rgb: tuple, *, b: bool = True, al: str = "l"
) -> None:
    d.c.setFont(d.bold if b else d.reg, size)
    d.c.setFillColorRGB(*rgb)
    {"l": d.c.drawString, "r": d.c.drawRightString, "c": d.c.drawCentredString}[al](x, d.h - y, s)
    d.c.setFillGray(0)


def light(rgb: tuple, k: float = 0.82) -> tuple:
    return tuple(c + (1 - c) * k for c in rgb)


def mk_rows(
    rng: random.Random,
    pool: list[tuple[str, str, int, int]],
    n: int,
    fm: Fmt,
    *,
    whole: bool = False,
) -> list[dict]:
    """n item rows from (description, unit, low, high) entries: keys pos, desc, unit, qty, p,
    amt, price, amount."""
    picks = rng.sample(pool, n) if n <= len(pool) else rng.choices(pool, k=n)
    out = []
    for i, (desc, unit, lo, hi) in enumerate(picks):
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        if whole:
            p = p.quantize(Decimal(1), rounding=ROUND_HALF_UP)
        qty = rng.choice([1, 1, 2, 3] if hi >= 400 else [1, 2, 3, 4, 5, 6, 8, 10, 12, 20, 25, 50])
        amt = la.cents(p * qty)
        out.append(
            {
                "pos": str(i + 1),
                "desc": desc,
                "unit": unit,
                "qty": str(qty),
                "n": qty,
                "p": p,
                "amt": amt,
                "price": fm(p),
                "amount": fm(amt),
            }
        )
    return out


def total_of(rows: list[dict]) -> Decimal:
    return sum((r["amt"] for r in rows), Decimal(0))


def week(dt: date) -> str:
    y, w, _ = dt.isocalendar()
    return f"KW {w:02d}/{y}"


# --------------------------------------------------------------------------- 1 SAP print

SAP_BUY = {
    "us": "{X} Automotive Systems{F}|{X} Chemical Company|{X} Packaging Corporation|"
    "{X} Aerospace Components{F}|{X} Power Equipment{F}|{X} Food Ingredients{F}|"
    "{X} Steel & Wire{F}|{X} Appliance Manufacturing{F}",
    "uk": "{X} Automotive Systems{F}|{X} Chemicals{F}|{X} Packaging Group{F}|"
    "{X} Aerostructures{F}|{X} Rail Engineering{F}|{X} Brewing Group{F}",
}
SAP_STEMS = (
    "Allegheny|Meridian|Trident|Lakeland|Ridgeway|Continental|Westbrook|Frontier|Sterling|"
    "Ashford|Pennine|Severn|Great Lakes|Blue Ridge"
)
SAP_FORMS = {"us": " Inc.| Corporation| LLC| Inc.", "uk": " Ltd| plc| Limited| UK Ltd"}
SAP_ITEMS = [
    ("Hex flange bolt M10x1.25x30 10.9 ZnNi", "EA", 1, 3),
    ("O-ring 45x3 FKM 75 Shore A", "EA", 1, 4),
    ("Bearing, deep groove 6305-2RS C3", "EA", 6, 18),
    ("Gasket, spiral wound 4in CL300", "EA", 9, 30),
    ("Bracket, mounting LH, e-coated (DWG 7734-A)", "EA", 3, 12),
    ("Cable harness assy, 12-way, 1.2 m", "EA", 14, 45),
    ("Hydraulic fitting JIC 37 deg 3/4in", "EA", 4, 14),
    ("Corrugated shipper 600x400x300, 2-col print", "EA", 1, 3),
    ("Pallet, heat treated, 1200x1000", "EA", 9, 22),
    ("Stretch wrap, machine grade 20 mic", "RL", 25, 60),
    ("Resin, polypropylene homopolymer (25 kg bag)", "BAG", 30, 70),
    ("Steel coil, CR DC04 1.5 mm", "TO", 700, 1100),
    ("Aluminium extrusion 6063-T6, profile 40x80", "M", 6, 15),
    ("Lubricant, synthetic gear oil ISO VG 220 (208 L)", "DR", 600, 1400),
    ("Proximity sensor M18, PNP NO", "EA", 18, 60),
    ("Servo drive 1.5 kW, STO", "EA", 450, 1300),
    ("Safety glove, cut level D, size 9", "PR", 3, 9),
    ("Label, thermal transfer 100x150 (1000/roll)", "RL", 9, 25),
    ("Filter element, return line 10 micron", "EA", 20, 70),
    ("Preventive maintenance service, press line 3", "AU", 800, 3000),
    ("Tooling insert, CNMG 120408 carbide", "EA", 5, 14),
    ("Weld wire ER70S-6 1.2 mm (15 kg spool)", "EA", 30, 70),
    ("Calibration of torque wrenches (lot)", "AU", 200, 700),
    ("Conveyor belt, PVC 800 mm wide", "M", 40, 110),
]
SAP_TERMS = (
    "Within 30 days without deduction|Within 14 days 2% cash discount, within 45 days net|"
    "60 days net|Within 30 days 3% discount, 60 days net|90 days end of month"
)


def _sap(rng: random.Random, of: int) -> tuple[bytes, dict]:
    uk = rng.random() < 0.4
    reg = "uk" if uk else "us"
    d = la.Doc(A4 if uk else letter, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(38, 52)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    buyer = la.pick(rng, SAP_BUY[reg]).format(
        X=la.pick(rng, SAP_STEMS), F=la.pick(rng, SAP_FORMS[reg])
    )
    _, badr = la.place(rng, reg)
    sup, sadr = la.party(rng, reg, "sup")
    po = la.digits(rng, la.pick(rng, "45########|45########|47########|4500######|55########"))
    dt = la.day(rng)
    ds = "us" if not uk else la.pick(rng, "dot|dmy")
    dstr = lambda x: la.dfmt(x, ds)  # noqa: E731
    cur = "GBP" if uk else "USD"
    page_of = lambda k: f"{k} of {of}" if of else str(k)  # noqa: E731
    size = rng.choice([8, 8.4, 8.8])
    per_opts = [1, 1, 1, 100, 1000]
    # letterhead
    bsize = rng.choice([15, 17, 19])
    rgb_text(d, m, 50, buyer, bsize, acc)
    title = la.pick(rng, "Purchase Order|PURCHASE ORDER|Purchase order")
    clash = d.width(buyer, bsize, True) + d.width(title, 15, True) > w - 20
    d.t(r, 70 if clash else 50, title, 15, b=True, al="r")
    sender = f"{buyer} · {badr[0]} · {badr[1]}"
    d.t(m, 118, sender, 6.2, maxw=250)
    d.line(m, 120.5, m + min(250, d.width(sender, 6.2) + 2), 120.5, 0.3)
    attn = f"Attn: {la.person(rng, 'en')}" if rng.random() < 0.5 else ""
    vend = [sup, *sadr] + ([attn] if attn else [])
    d.lines(m, 126, vend, 9.5, b_first=rng.random() < 0.6)
    # reference panel
    px = r - rng.uniform(232, 255)
    lab_po = la.pick(
        rng, "Purchase order no.|Purchasing document|PO number|Order number|Purchase order"
    )
    pairs: list[tuple[str, str]] = []
    if rng.random() < 0.5:
        pairs.append((f"{lab_po}/Date", f"{po} / {dstr(dt)}"))
    else:
        pairs += [(lab_po, po), ("Date", dstr(dt))]
    extras = [
        ("Vendor number", la.digits(rng, la.pick(rng, "1000####|20#####|30####"))),
        ("Purchasing group", la.digits(rng, "P## / ") + la.person(rng, "en")),
        ("Telephone", la.phone(rng, reg)),
        (
            la.pick(rng, "Outline agreement|Contract|Scheduling agreement"),
            la.digits(rng, la.pick(rng, "46########|55########")),
        ),
        (
            la.pick(rng, "Your quotation|Quotation|Your reference"),
            la.digits(rng, la.pick(rng, "Q-######|AN########|#######")),
        ),
        ("Plant", la.digits(rng, "####")),
        ("Company code", la.digits(rng, "####")),
        ("Our VAT reg. no.", la.digits(rng, "GB### #### ##"))
        if uk
        else ("Federal Tax ID", la.digits(rng, "##-#######")),
        ("Currency", cur),
    ]
    pairs += rng.sample(extras, rng.randint(4, len(extras)))
    if rng.random() < 0.4:
        pairs.insert(rng.randint(1, len(pairs)), ("Contact person", la.person(rng, "en")))
    pairs.append(("Page", page_of(1)))
    yk = d.kv(px, 84 if clash else 74, pairs, 116, 7.8, b_label=rng.random() < 0.5)
    y = max(yk, 200) + 10
    # delivery and invoice addresses
    plant = la.pick(rng, "Plant|Works|Site|Distribution Center" if not uk else "Plant|Works|Site")
    _, dadr = la.place(rng, reg)
    deliv = [buyer, f"{plant} {la.digits(rng, '####')} - Goods Receipt, Gate {rng.randint(1, 7)}"]
    deliv += dadr
    y1 = la.block(d, m, y, "Delivery address:", deliv, style="under", w=w * 0.45, size=8)
    y2 = y1
    if rng.random() < 0.6:
        inv = [buyer, "Accounts Payable", la.digits(rng, "P.O. Box ####"), badr[1]]
        if uk:
            inv[2] = "Shared Service Centre"
        y2 = la.block(
            d, m + w * 0.52, y, "Invoice address:", inv, style="under", w=w * 0.45, size=8
        )
    y = max(y1, y2) + 8
    inco = la.pick(rng, "FCA|DAP|DDP|FOB Origin|FOB Destination|EXW")
    terms = [
        ("Terms of delivery:", f"{inco} {la.pick(rng, 'vendor works|our plant|destination')}"),
        ("Terms of payment:", la.pick(rng, SAP_TERMS)),
    ]
    if rng.random() < 0.5:
        terms.append(("Shipping instructions:", la.pick(rng, "Routing guide applies|Prepaid")))
    y = d.kv(m, y, terms, 110, 8) + 8
    # items
    n = rng.randint(3, 30)
    rows = []
    for i, (desc, unit, lo, hi) in enumerate(rng.choices(SAP_ITEMS, k=n)):
        per = rng.choice(per_opts) if hi < 5 else 1
        qty = (
            rng.choice([500, 1000, 2000, 2500, 5000, 10000])
            if per > 1 or hi < 5
            else rng.choice([1, 1, 2, 3, 4, 5, 10, 20, 24, 40, 50, 100])
            if hi < 200
            else rng.choice([1, 1, 2, 3])
        )
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        if per > 1:
            p = la.cents(p * per * Decimal(rng.uniform(0.5, 0.9)))
        amt = la.cents(p * qty / per)
        rows.append(
            {
                "item": f"{(i + 1) * 10:05d}",
                "mat": la.digits(rng, la.pick(rng, "1#######|2#######|4#####-###")),
                "desc": desc,
                "qty": f"{qty:,}",
                "unit": unit,
                "price": f"{en(p)}/{per:,} {unit}" if per > 1 else en(p),
                "amount": en(amt),
                "amt": amt,
                "sub": [],
            }
        )
        sub = rows[-1]["sub"]
        sub.append(
            f"{la.pick(rng, 'Delivery date:|Delivery date: Day|Deliv. date')} "
            f"{dstr(dt + timedelta(days=rng.randint(7, 70)))}"
        )
        if rng.random() < 0.35:
            sub.append(f"Your material number: {la.digits(rng, '@@@-#####-##')}")
        if rng.random() < 0.25:
            sub.append(f"Purchase requisition {la.digits(rng, '10######')}, item 00010")
        if rng.random() < 0.2:
            off = rng.choice([2, 3, 5, 8])
            gross = la.cents(p * 100 / (100 - off))
            sub.append(f"Gross price {en(gross)}   Discount -{off}.000 %")
    spec = [
        ("item", "Item", 6.5, "l"),
        ("mat", "Material", 12, "l"),
        ("desc", "Description", 42, "l"),
        ("qty", "Quantity", 9, "r"),
        ("unit", "Unit", 5, "l"),
        ("price", "Price per unit", 15, "r"),
        ("amount", "Net value", 12.5, "r"),
    ]
    cols = la.cols(spec, w)
    lead = size * 1.45
    bottom = d.h - 64
    page = [1]

    def foot(k: int) -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.3)
        office = (
            f"{buyer} · Registered office: {badr[1]}"
            + (f" · Registered in England No. {la.digits(rng, '0#######')}" if uk else "")
            + f" · {la.pick(rng, 'Chairman|President & CEO|Managing Director')}: "
            + la.person(rng, "en")
        )
        d.t(m, d.h - 36, office, 6.2, grey=0.35, maxw=w - 60)
        d.t(r, d.h - 36, f"Page {page_of(k)}", 7, al="r")

    def head(yy: float) -> float:
        d.line(m, yy, r, yy, 0.8)
        d._cells(m, yy, cols, {c[0]: c[1] for c in cols}, size, lead + 2, True)
        d.line(m, yy + lead + 3, r, yy + lead + 3, 0.5)
        return yy + lead + 6

    def brk(yy: float, i: int, table: bool) -> float:
        carried = total_of(rows[:i])
        d.line(r - 160, yy + 2, r, yy + 2, 0.4)
        d.t(r - 160, yy + 13, "Carry-over", size, b=True)
        d.t(r, yy + 13, en(carried), size, b=True, al="r")
        foot(page[0])
        d.new_page()
        page[0] += 1
        rgb_text(d, m, 46, buyer, 11, acc)
        d.t(r, 46, f"{title} {po} / {dstr(dt)}", 9, al="r")
        d.t(r, 58, f"Page {page_of(page[0])}", 8, al="r")
        d.t(r - 160, 80, "Carried forward", size, b=True)
        d.t(r, 80, en(carried), size, b=True, al="r")
        return head(90) if table else 90

    y = head(y)
    for i, row in enumerate(rows):
        need = lead * (1 + len(row["sub"])) + 4
        if y + need > bottom:
            y = brk(y, i, True)
        d._cells(m, y, cols, row, size, lead, False)
        y += lead
        for s in row["sub"]:
            d.t(m + cols[0][2] + cols[1][2] + 3, y + lead / 2 + size / 2 - 1.5, s, size - 0.6)
            y += lead
        y += 4
    d.line(m, y, r, y, 0.6)
    net = total_of(rows)
    frt = Decimal(rng.randint(5000, 60000)) / 100 if rng.random() < 0.3 else Decimal(0)
    mode = rng.random()
    srows = []
    if frt:
        srows.append(("Freight (header condition)", en(frt), False))
    base = net + frt
    if uk:
        tax = la.cents(base * 20 / 100)
        srows.append((f"Total net value excl. VAT {cur}", en(base), True))
        srows.append(("VAT 20.000 %", en(tax), False))
        srows.append((f"Total value incl. VAT {cur}", en(base + tax), True))
    elif mode < 0.6:
        rate = Decimal(la.pick(rng, "6|7|7.25|8.25|5.5"))
        tax = la.cents(base * rate / 100)
        srows.append((f"Total net value excl. tax {cur}", en(base), True))
        srows.append((f"Sales tax {rate:.3f} %", en(tax), False))
        srows.append((f"Total amount incl. tax {cur}", en(base + tax), True))
    else:
        tax = Decimal(0)
        srows.append((f"Total net value {cur}", en(base), True))
    total = base + tax
    need = 16 * len(srows) + 110
    if y + need > bottom:
        y = brk(y, len(rows), False)
    y = d.summary(r - 250, r, y + 6, srows, 8.8) + 6
    if not uk and tax == 0:
        note = "Tax exempt - direct pay permit on file; vendor must not charge sales tax."
        d.t(m, y + 8, note, 7.6)
        y += 14
    legal = (
        f"This order is placed subject to {buyer}'s General Terms and Conditions of Purchase, "
        "which are available on request. Please confirm this order within three working days "
        "quoting the purchase order number and item. Delivery notes and invoices must show "
        "the purchase order number, item and material number."
    )
    y = d.para(m, y + 10, legal, 7.4, w, grey=0.2) + 24
    d.t(m, y, f"{buyer}", 8, b=True)
    d.t(m, y + 11, la.pick(rng, "Purchasing|Procurement|Strategic Sourcing"), 8)
    foot(page[0])
    return finish(d, "en", "purchase_order", po, sup, total)


def blind14_en_sap_po_print(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sap)


# --------------------------------------------------------------------------- 2 NetSuite

NS_BUY = (
    "{X} Robotics, Inc.|{X} Outdoor Co.|{X} Labs, Inc.|{X} Home Goods LLC|{X} Networks, Inc.|"
    "{X} Apparel Co.|{X} Coffee Roasters|{X} Audio, Inc.|{X} Pet Supply Co."
)
NS_STEMS = (
    "Nimbus|Brightline|Juniper|Copperleaf|Northwind|Quarry|Halcyon|Tidewater|Evergreen|Lumen|"
    "Basalt|Fathom|Sparrow|Kestrel"
)
NS_VEND = (
    "{X} Electronics Supply{F}|{X} Components{F}|{X} Distribution{F}|{X} Manufacturing{F}|"
    "{X} Packaging{F}|{X} Textiles{F}|{X} Trading Co.|{X} Logistics Supply{F}"
)
NS_VSTEMS = (
    "Pacific Crest|Golden Gate|Silverado|Orion|Redwood|Apex|Sunbelt|Westline|Cobalt|"
    "Harbor Point|Vantage|Keystone"
)
NS_ITEMS = [
    ("USB-C docking station, dual 4K, 100W PD", "ea", 90, 240),
    ('27" IPS monitor, 4K UHD, height adjustable', "ea", 220, 480),
    ("Li-ion battery pack 14.4V 5.2Ah", "ea", 35, 90),
    ("Brushless DC motor 24V, 3000 rpm", "ea", 40, 130),
    ("PCB assembly, controller rev C", "ea", 18, 75),
    ("Merino crew sock, charcoal, size M", "pr", 4, 9),
    ("Insulated bottle 24 oz, powder coat", "ea", 6, 14),
    ("Retail display, countertop, 12-slot", "ea", 45, 120),
    ("Kraft mailer box 12x9x4, printed", "ea", 1, 3),
    ("Ripstop nylon 70D, 60in, olive", "yd", 3, 8),
    ("Wireless earbuds, white label, charging case", "ea", 12, 35),
    ("Laptop 14in, 16GB RAM, 512GB SSD", "ea", 780, 1450),
    ("Cat6A patch cable 7 ft, blue", "ea", 2, 6),
    ("Espresso beans, single origin (5 lb bag)", "bag", 38, 70),
    ("Dog chew toy, natural rubber, L", "ea", 3, 8),
    ("Aluminum enclosure, anodized, CNC machined", "ea", 22, 65),
    ("Thermal printer labels 4x6 (roll of 250)", "roll", 4, 9),
    ("Microfiber cleaning cloth, custom logo", "ea", 1, 3),
    ("Rack server 1U, 2x CPU, 128GB", "ea", 3200, 6500),
    ("Annual software support renewal", "ea", 900, 4000),
    ("Canvas tote bag, natural, screen printed", "ea", 3, 7),
    ("Sensor module, IMU 9-axis", "ea", 9, 28),
]
NS_STATES = (
    "Austin, TX 787##=8.25|San Jose, CA 951##=9.375|Seattle, WA 981##=10.25|"
    "Denver, CO 802##=8.81|Portland, OR 972##=0|Boulder, CO 803##=8.845|Nashua, NH 030##=0|"
    "Raleigh, NC 276##=7.25|Salt Lake City, UT 841##=7.75"
)


def _ns_place(rng: random.Random) -> tuple[list[str], Decimal]:
    city, rate = la.pick(rng, NS_STATES).split("=")
    street = la.digits(
        rng, la.pick(rng, "#### Innovation Way|### Market St, Suite ###|## Pier Ave")
    )
    return [street, la.digits(rng, city)], Decimal(rate)


def _netsuite(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|dejavu"))
    m = rng.uniform(30, 44)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    buyer = la.pick(rng, NS_BUY).format(X=la.pick(rng, NS_STEMS))
    badr, rate = _ns_place(rng)
    sup = la.pick(rng, NS_VEND).format(
        X=la.pick(rng, NS_VSTEMS), F=la.pick(rng, " Inc.|, Inc.| LLC| Corp.|")
    )
    _, sadr = la.place(rng, "us")
    po = la.digits(rng, la.pick(rng, "PO#####|PO-#####|####|PO######|P0####"))
    dt = la.day(rng)
    ds = la.pick(rng, "us|us|usl|iso")
    band = rng.random() < 0.55
    ttl = la.pick(rng, "Purchase Order|PURCHASE ORDER|Purchase Order")
    if band:
        bh = rng.uniform(64, 80)
        rgb_box(d, 0, 0, d.w, bh, acc)
        rgb_text(d, m, 34, buyer, 17, (1, 1, 1))
        rgb_text(d, m, 48, f"{badr[0]}, {badr[1]}", 8, (1, 1, 1), b=False)
        rgb_text(d, r, 38, ttl, 19, (1, 1, 1), al="r")
        y = bh + 22
    else:
        rgb_text(d, m, 46, buyer, 17, acc)
        d.lines(m, 52, [*badr, la.phone(rng, "us")], 8)
        rgb_text(d, r, 46, ttl, 20, acc, al="r")
        y = 96
    rgb_box(d, r - 140, y - 14, 140, 36, light(acc, 0.88))
    d.t(
        r - 6,
        y,
        f"#{po}" if not po.startswith("P") or rng.random() < 0.5 else po,
        12,
        b=True,
        al="r",
    )
    d.t(r - 6, y + 14, la.dfmt(dt, ds), 9, al="r")
    if rng.random() < 0.5:
        d.t(m, y, f"Subsidiary: {buyer}", 7.8, grey=0.3)
    y += 36
    # vendor / ship to / bill to boxes
    _, sadr2 = la.place(rng, "us")
    vend = [sup, *sadr, la.phone(rng, "us"), la.email(rng, sup, "us", "orders")]
    ship_adr, _ = _ns_place(rng)
    ship = [
        buyer,
        f"Attn: {la.person(rng, 'en')}",
        la.pick(rng, "Receiving - Dock 2|Warehouse|Fulfillment Center|Lab 3"),
        *ship_adr,
    ]
    boxes = [("Vendor", vend), ("Ship To", ship)]
    if rng.random() < 0.45:
        boxes.append(("Bill To", [buyer, "Accounts Payable", *badr]))
    bw = (w - 10 * (len(boxes) - 1)) / len(boxes)
    ys = []
    for k, (lab, rows_) in enumerate(boxes):
        bx = m + k * (bw + 10)
        rgb_box(d, bx, y, bw, 15, acc)
        rgb_text(d, bx + 5, y + 11, lab, 8.6, (1, 1, 1))
        yy = d.lines(bx + 5, y + 19, rows_, 8.2, b_first=k == 0)
        ys.append(yy)
        d.box(bx, y, bw, yy - y + 4, lw=0.5)
    y = max(ys) + 14
    # strip
    strip = [
        ("Terms", la.pick(rng, "Net 30|Net 45|Net 60|2% 10 Net 30|Due on receipt")),
        ("Expected Receipt", la.dfmt(dt + timedelta(days=rng.randint(7, 45)), ds)),
        ("Ship Via", la.pick(rng, "UPS Ground|FedEx Freight|Best Way|LTL - Vendor choice")),
        ("Requested By", la.person(rng, "en")),
        ("Department", la.pick(rng, "Engineering|Operations|Merchandising|IT|Marketing")),
        ("Memo", la.pick(rng, "Q3 replenishment|NPI build|Holiday assortment|Lab refresh")),
    ]
    strip = strip[: rng.randint(4, 6)]
    sw = w / len(strip)
    for k, (lab, val) in enumerate(strip):
        rgb_box(d, m + k * sw, y, sw, 13, light(acc, 0.25))
        rgb_text(d, m + k * sw + 4, y + 9.5, lab, 7.4, (1, 1, 1))
        d.box(m + k * sw, y + 13, sw, 16, lw=0.4)
        d.t(m + k * sw + 4, y + 25, val, 7.8, maxw=sw - 8)
    y += 29 + 14
    # items with totals inside the table
    rows = mk_rows(rng, NS_ITEMS, rng.randint(3, 34), en)
    for row in rows:
        row["sku"] = la.digits(rng, la.pick(rng, "@@-####|SKU-#####|###-@@@-##|@####"))
        row["vcode"] = la.digits(rng, la.pick(rng, "V####|##-####-#|"))
    spec = [
        ("sku", "Item", 13, "l"),
        ("vcode", "Vendor #", 10, "l"),
        ("desc", "Description", 41, "l"),
        ("qty", "Qty", 6, "r"),
        ("unit", "Units", 6, "c"),
        ("price", "Rate", 11, "r"),
        ("amount", "Amount", 13, "r"),
    ]
    if rng.random() < 0.4:
        spec = [s for s in spec if s[0] != "vcode"]
    cols = la.cols(spec, w)
    lead = rng.choice([14, 15, 16])
    size = 8.2
    zebra = light(acc, 0.92)
    page = [1]
    page_of = lambda k: f"{k} of {of}" if of else str(k)  # noqa: E731
    bottom = d.h - 56

    def foot() -> None:
        d.t(
            m,
            d.h - 30,
            "Please reference the PO number on all invoices, packing slips and correspondence.",
            7,
            grey=0.35,
        )
        d.t(r, d.h - 30, page_of(page[0]), 8, al="r")

    def head(yy: float) -> float:
        rgb_box(d, m, yy, w, lead + 2, acc)
        x = m
        for _key, hd, cw, al in cols:
            tx = {"l": x + 3, "r": x + cw - 3, "c": x + cw / 2}[al]
            rgb_text(d, tx, yy + lead - 2.5, hd, size, (1, 1, 1), al=al)
            x += cw
        return yy + lead + 2

    y = head(y)
    top = y
    for i, row in enumerate(rows):
        if y + lead > bottom:
            d.box(m, top, w, y - top, lw=0.5)
            foot()
            d.new_page()
            page[0] += 1
            rgb_text(d, m, 44, buyer, 11, acc)
            d.t(r, 44, f"{ttl} #{po}" if po[0].isdigit() else f"{ttl} {po}", 10, b=True, al="r")
            y = head(60)
            top = y
        if i % 2:
            rgb_box(d, m, y, w, lead, zebra)
        d._cells(m, y, cols, row, size, lead, False)
        y += lead
    sub = total_of(rows)
    disc = la.cents(sub * rng.choice([2, 5, 8, 10]) / 100) if rng.random() < 0.25 else Decimal(0)
    ship_c = Decimal(rng.randint(1500, 45000)) / 100 if rng.random() < 0.55 else Decimal(0)
    tax = la.cents((sub - disc) * rate / 100)
    total = sub - disc + ship_c + tax
    trows = [("Subtotal", en(sub))]
    if disc:
        trows.append(("Discount", f"({en(disc)})"))
    if tax or rng.random() < 0.5:
        trows.append((f"Tax ({rate.normalize():f}%)", en(tax)))
    if ship_c:
        trows.append(("Shipping", en(ship_c)))
    trows.append(("Total", f"${en(total)}" if rng.random() < 0.7 else f"USD {en(total)}"))
    if y + lead * len(trows) + 80 > bottom:
        d.box(m, top, w, y - top, lw=0.5)
        foot()
        d.new_page()
        page[0] += 1
        rgb_text(d, m, 44, buyer, 11, acc)
        d.t(r, 44, f"{ttl} {po}", 10, b=True, al="r")
        y = head(60)
        top = y
    lx = m + sum(c[2] for c in cols[:-3])
    ttop = y
    for k, (lab, val) in enumerate(trows):
        last = k == len(trows) - 1
        if last:
            rgb_box(d, lx, y, r - lx, lead + 2, light(acc, 0.75))
        d.line(lx, y, r, y, 0.4)
        d.t(lx + 5, y + lead - 3.5, lab, size + (0.8 if last else 0), b=last)
        d.t(r - 3, y + lead - 3.5, val, size + (0.8 if last else 0), b=last, al="r")
        y += lead + (2 if last else 0)
    d.box(m, top, w, y - top, lw=0.5)
    d.line(lx, ttop, lx, y, 0.3)
    y += 22
    if rng.random() < 0.7:
        d.t(m, y, "Notes", 8.5, b=True)
        y = d.para(
            m,
            y + 4,
            la.pick(
                rng,
                "Ship complete; no backorders without buyer approval.|"
                "Vendor to provide ASN 24 hours before delivery. Deliveries Mon-Fri 8am-4pm.|"
                "All units must carry UPC labels per routing guide; non-compliance chargebacks "
                "apply.",
            ),
            7.8,
            w * 0.6,
        )
    d.sign(r - 200, y + 30, 200, f"Approved by {la.person(rng, 'en')}")
    foot()
    return finish(d, "en", "purchase_order", po, sup, total)


def blind14_en_us_netsuite_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _netsuite)


# --------------------------------------------------------------------------- 3 de Mittelstand

DE_BUY = (
    "{L} Maschinenbau GmbH|{X} Antriebstechnik GmbH & Co. KG|{L} Kunststofftechnik GmbH|"
    "{X} Fördertechnik GmbH|{L} & Söhne Werkzeugbau GmbH|{X} Lebensmitteltechnik AG|"
    "{L} Elektroanlagen GmbH|{X} Landtechnik GmbH"
)
DE_STEMS = "Hohenlohe|Sauerland|Weserbergland|Oberlausitz|Eifel|Spessart|Vogtland|Altmühl|Ostalb"
DE_LAST = "Bergmann|Haas|Röder|Kästner|Lindner|Ziegler|Brenner|Hofmann|Seitz|Reuter"
DE_ITEMS = [
    ("Zylinderschraube DIN 912 M8x25, 8.8 verzinkt", "Stk", 0, 1),
    ("Sicherungsmutter DIN 985 M10, A2", "Stk", 0, 1),
    ("Rillenkugellager 6206-2Z C3", "Stk", 5, 16),
    ("Pneumatikzylinder ISO 15552, D50 H200", "Stk", 85, 220),
    ("Drehstrommotor 2,2 kW, IE3, B3", "Stk", 260, 540),
    ("Linearführung Schiene 20 mm, L=1200", "Stk", 70, 190),
    ("Flachstahl S235JR 60x10, 6 m", "Stk", 30, 70),
    ("Aluminiumblech AlMg3 2,0 mm, 1000x2000", "Tfl", 60, 140),
    ("Hydraulikschlauch 2SN DN10, 1,5 m mit Armaturen", "Stk", 25, 70),
    ("Schaltschrank 800x600x300, RAL 7035", "Stk", 280, 650),
    ("Frequenzumrichter 4 kW, 400 V", "Stk", 390, 820),
    ("Kabel H07RN-F 5G2,5", "m", 2, 5),
    ("Schutzhandschuhe Nitril, Gr. 9", "Paar", 1, 4),
    ("Kühlschmierstoff, wassermischbar, 20 l", "Kan", 80, 160),
    ("Wendeschneidplatte CNMG 120408", "Stk", 6, 15),
    ("Zahnriemen HTD 8M-1200, 30 mm", "Stk", 35, 90),
    ("Europalette, neu, EPAL", "Stk", 14, 24),
    ("Wartung Kompressoranlage (Pauschale)", "psch", 450, 1500),
    ("Induktiver Sensor M12, PNP, 4 mm", "Stk", 22, 55),
    ("Druckluftschlauch PU 8x6, blau", "m", 1, 3),
]


def _de_best(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    mm = 72 / 25.4
    m = 25 * mm
    r = d.w - 20 * mm
    w = r - m
    acc = rng.choice(ACCENTS)
    l1, l2 = rng.sample(DE_LAST.split("|"), 2)
    buyer = la.pick(rng, DE_BUY).format(L=l1, X=la.pick(rng, DE_STEMS))
    bcity, badr = la.place(rng, "de")
    sup, sadr = la.party(rng, "de", "sup")
    po = la.digits(rng, la.pick(rng, "B-####/##|##-#####|BE######|4#####|EK-##-####"))
    dt = la.day(rng)
    dstr = la.dfmt(dt, la.pick(rng, "dot|dot|long_de"))
    page_of = lambda k: f"Seite {k} von {of}" if of else f"Seite {k}"  # noqa: E731
    fm = la.money("de") if rng.random() < 0.5 else la.money("de", "€", pre=False)
    # fold and hole marks
    for yy in (105 * mm, 210 * mm):
        d.line(5 * mm, yy, 10 * mm, yy, 0.3)
    d.line(5 * mm, 148.5 * mm, 12 * mm, 148.5 * mm, 0.3)
    # letterhead
    if rng.random() < 0.5:
        rgb_text(d, r, 22 * mm, buyer, rng.choice([14, 16]), acc, al="r")
        d.t(r, 27 * mm, f"{badr[0]} · {badr[1]}", 8, al="r", grey=0.3)
    else:
        rgb_box(d, m, 14 * mm, 6, 16 * mm, acc)
        rgb_text(d, m + 12, 22 * mm, buyer, rng.choice([14, 16]), acc)
        d.t(m + 12, 27 * mm, la.pick(rng, "Einkauf|Materialwirtschaft|Beschaffung"), 8.5, grey=0.3)
    # window: return line and supplier
    back = f"{buyer} · {badr[0]} · {badr[1]}"
    d.t(m, 50 * mm, back, 6.5, maxw=85 * mm)
    d.line(m, 51 * mm, m + 85 * mm, 51 * mm, 0.3)
    win = [sup, *([f"z. Hd. {la.person(rng, 'de')}"] if rng.random() < 0.45 else []), *sadr]
    d.lines(m, 55 * mm, win, 10)
    ihr = la.digits(rng, la.pick(rng, "AN-#####|A######|Ang. ####/##"))
    ihr_dt = la.dfmt(dt - timedelta(days=rng.randint(3, 30)), "dot")
    unser = la.pick(rng, "EK/|ek-|MW/") + "".join(w[0] for w in la.person(rng, "de").split())
    contact = la.person(rng, "de")
    tel = la.phone(rng, "de")
    info_block = rng.random() < 0.55
    subj_po = not info_block or rng.random() < 0.4
    if info_block:
        pairs = [
            ("Ihr Zeichen:", ihr),
            ("Ihre Nachricht vom:", ihr_dt),
            ("Unser Zeichen:", unser),
            ("Lieferanten-Nr.:", la.digits(rng, "7####")),
            (la.pick(rng, "Bestell-Nr.:|Bestellnummer:|Bestellung Nr.:"), po),
            ("Kostenstelle:", la.digits(rng, "####")),
            ("Ansprechpartner:", contact),
            ("Telefon:", tel),
            ("E-Mail:", la.email(rng, buyer, "de", "einkauf")),
            ("Datum:", dstr),
        ]
        if rng.random() < 0.5:
            pairs.insert(6, ("Projekt:", la.digits(rng, "P-##-###")))
        d.kv(125 * mm, 50 * mm, pairs, 32 * mm, 8)
        y = max(98 * mm, 50 * mm + len(pairs) * 11.2 + 8)
    else:
        labs = [
            "Ihr Zeichen, Ihre Nachricht vom",
            "Unser Zeichen, unsere Nachricht vom",
            "Telefon, Name",
            "Datum",
        ]
        vals = [f"{ihr}, {ihr_dt}", unser, f"{tel}, {contact}", la.dfmt(dt, "dot")]
        xs = [m, m + 46 * mm, m + 90 * mm, m + 142 * mm, r]
        for k, (lab, val) in enumerate(zip(labs, vals)):
            d.t(xs[k], 97 * mm, lab, 6.5, grey=0.35)
            d.t(xs[k], 97 * mm + 11, val, 8.5, maxw=xs[k + 1] - xs[k] - 6)
        y = 97 * mm + 26
    subj = la.pick(rng, "Bestellung|Bestellung|Auftrag|Bestellung (Abruf)")
    if subj_po:
        subj += f" Nr. {po}"
    d.t(m, y + 10, subj, 11, b=True)
    y += 14
    if rng.random() < 0.6:
        d.t(m, y + 10, f"Ihr Angebot {ihr} vom {ihr_dt}", 9)
        y += 13
    y += 26
    d.t(m, y, "Sehr geehrte Damen und Herren,", 9.5)
    y += 8
    y = d.para(
        m,
        y + 8,
        la.pick(
            rng,
            "wir bestellen hiermit zu unseren Allgemeinen Einkaufsbedingungen:|"
            "auf Grundlage Ihres Angebotes bestellen wir zu unseren beiliegenden "
            "Einkaufsbedingungen wie folgt:|"
            "wir danken für Ihr Angebot und bestellen verbindlich:",
        ),
        9.5,
        w,
    )
    y += 6
    rows = mk_rows(rng, DE_ITEMS, rng.randint(2, 26), fm)
    for row in rows:
        if row["p"] < 2:
            row["p"] = Decimal(rng.randint(4, 90)) / 100
            row["n"] = rng.choice([100, 200, 250, 500, 1000])
            row["qty"] = str(row["n"])
            row["amt"] = la.cents(row["p"] * row["n"])
            row["price"], row["amount"] = fm(row["p"]), fm(row["amt"])
        row["art"] = la.digits(rng, la.pick(rng, "###.###.##|#####-##|@@-####"))
        row["qty"] = f"{row['n']:,}".replace(",", ".")
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("qty", "Menge", 8, "r"),
        ("unit", "ME", 6, "l"),
        ("desc", "Bezeichnung", 40, "l"),
        ("art", "Ihre Art.-Nr.", 13, "l"),
        ("price", "Einzelpreis", 13, "r"),
        ("amount", "Gesamtpreis", 14, "r"),
    ]
    cols = la.cols(spec, w)
    page = [1]
    bottom = d.h - 30 * mm

    def foot() -> None:
        fy = d.h - 24 * mm
        d.line(m, fy, r, fy, 0.3)
        gf = " und ".join(la.person(rng, "de") for _ in range(rng.choice([1, 2])))
        colsx = [
            [buyer, *badr],
            [
                f"Geschäftsführer: {gf}",
                f"Sitz: {bcity}",
                f"Amtsgericht {bcity} HRB {rng.randint(1000, 99999)}",
            ],
            [la.digits(rng, "USt-IdNr.: DE#########"), la.digits(rng, "St.-Nr. ###/###/#####")],
            [
                la.pick(rng, "Sparkasse|Volksbank|Commerzbank|Deutsche Bank") + f" {bcity}",
                la.digits(rng, "IBAN DE## #### #### #### #### ##"),
                la.digits(rng, "BIC @@@@DE##@@@"),
            ],
        ]
        fx = m
        for k, lines in enumerate(colsx):
            cw = w * (0.22, 0.32, 0.2, 0.26)[k]
            for j, s in enumerate(lines):
                d.t(fx, fy + 9 + j * 8.2, s, 6.2, grey=0.3, maxw=cw - 4)
            fx += cw
        d.t(m, fy - 4, page_of(page[0]), 7.5)

    def cont(i: int) -> float:
        carried = total_of(rows[:i])
        d.t(r, bottom + 10, f"Übertrag: {fm(carried)}", 8.5, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 20 * mm, f"{buyer} · Bestellung {po} vom {la.dfmt(dt, 'dot')}", 8.5, b=True)
        d.t(r, 20 * mm, page_of(page[0]), 8.5, al="r")
        d.t(r, 20 * mm + 16, f"Übertrag: {fm(carried)}", 8.5, al="r")
        return 20 * mm + 26

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=8.2,
        lead=rng.choice([13, 14]),
        shade=0.9 if rng.random() < 0.6 else None,
        rules=rng.random() < 0.6,
        bottom=bottom,
        cont=cont,
    )
    s = la.sums(rng, rows, "19", ship=0.5, disc=0.0)
    srows = [("Warenwert netto", fm(s.sub), False)]
    if s.ship:
        srows.append(
            (la.pick(rng, "Fracht und Verpackung|Versandkosten|Frachtpauschale"), fm(s.ship), False)
        )
        srows.append(("Nettobetrag", fm(s.sub + s.ship), False))
    srows.append(("zzgl. 19 % MwSt.", fm(s.tax), False))
    srows.append(
        (
            la.pick(rng, "Gesamtbetrag|Bruttobetrag|Bestellwert brutto|Gesamtsumme"),
            la.money("de", "EUR")(s.total) if rng.random() < 0.4 else fm(s.total),
            True,
        )
    )
    if y + 16 * len(srows) + 150 > bottom:
        y = cont(len(rows)) + 6
    y = d.summary(r - 220, r, y + 6, srows, 9, box_last=rng.random() < 0.5) + 10
    terms = [
        (
            "Liefertermin:",
            la.pick(
                rng,
                f"{week(dt + timedelta(days=rng.randint(14, 60)))}|"
                f"{la.dfmt(dt + timedelta(days=rng.randint(10, 50)), 'dot')}",
            ),
        ),
        ("Lieferbedingung:", la.pick(rng, "frei Haus|DAP Werk|frei Verwendungsstelle|ab Werk")),
        (
            "Zahlungsbedingungen:",
            la.pick(
                rng,
                "14 Tage 3 % Skonto, 30 Tage netto|30 Tage netto|10 Tage 2 % Skonto, 45 Tage netto",
            ),
        ),
    ]
    if rng.random() < 0.6:
        _, ladr = la.place(rng, "de")
        terms.append(
            (
                "Lieferanschrift:",
                f"{buyer}, Wareneingang Tor {rng.randint(1, 6)}, {ladr[0]}, {ladr[1]}",
            )
        )
    for k, (lab, val) in enumerate(terms):
        d.t(m, y + 8.5 + k * 11.9, lab, 8.5, b=True)
        d.t(m + 39 * mm, y + 8.5 + k * 11.9, val, 8.5, maxw=w - 39 * mm)
    y += len(terms) * 11.9 + 6
    y = (
        d.para(
            m,
            y,
            "Bitte bestätigen Sie uns diese Bestellung innerhalb von 5 Werktagen unter "
            "Angabe unserer Bestellnummer. Lieferscheine und Rechnungen ohne Bestellnummer "
            "können nicht bearbeitet werden.",
            8.5,
            w,
        )
        + 12
    )
    y += 6
    d.t(m, y, "Mit freundlichen Grüßen", 9.5)
    d.t(m, y + 14, buyer, 9.5)
    d.t(m, y + 44, f"i. A. {contact}", 9)
    d.t(m + 160, y + 44, f"ppa. {la.person(rng, 'de')}" if rng.random() < 0.5 else "", 9)
    foot()
    return finish(d, "de", "purchase_order", po, sup, s.total)


def blind14_de_mittelstand_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de_best)


# --------------------------------------------------------------------------- 4 it ordine

IT_BUY = (
    "{X} Meccanica S.r.l.|Officine {L} S.p.A.|{X} Arredamenti S.r.l.|Cantina {X} Soc. Agr.|"
    "{L} Costruzioni S.r.l.|{X} Plast S.p.A.|Salumificio {L} S.r.l.|{X} Automazioni S.r.l."
)
IT_STEMS = "Brianza|Euganea|Valpadana|Garda|Tirreno|Appennino|Lario|Sannio|Berica|Langhe"
IT_LAST = "Bonetti|Zanetti|Cattaneo|Barbieri|Pellegrini|Fabbri|Sartori|Guerra|Villa|Testa"
IT_ITEMS = [
    ("Vite TCEI UNI 5931 M6x20 8.8 zincata", "pz", 0, 1),
    ("Cuscinetto radiale 6204 2RS", "pz", 3, 9),
    ("Profilato alluminio 45x45 barra 6 m", "nr", 40, 95),
    ("Lamiera inox AISI 304 sp. 2 mm 1000x2000", "nr", 120, 260),
    ("Motoriduttore 0,37 kW i=40", "pz", 180, 420),
    ("Pannello truciolare nobilitato 18 mm", "nr", 25, 60),
    ("Bottiglia bordolese 75 cl vetro verde", "pz", 0, 1),
    ("Tappo sughero tecnico 44x24", "pz", 0, 1),
    ("Cartone americano 40x30x30 avana", "pz", 1, 2),
    ("Guanti nitrile monouso taglia L (conf. 100)", "cf", 5, 12),
    ("Olio idraulico ISO 46 (fusto 200 l)", "nr", 380, 720),
    ("Elettrovalvola 5/2 G1/4 24 Vdc", "pz", 35, 90),
    ("Cavo FG16OR16 3G2,5", "m", 1, 3),
    ("Granulo polipropilene (sacco 25 kg)", "sc", 35, 60),
    ("Manutenzione programmata impianto (canone)", "nr", 400, 1500),
    ("Inchiostro per marcatore a getto (0,8 l)", "nr", 60, 140),
]
IT_PAY = (
    "RI.BA. 60 gg d.f.f.m.|Bonifico bancario 30 gg d.f.|RI.BA. 30/60 gg f.m.|"
    "Bonifico 90 gg d.f.f.m.|Rimessa diretta"
)


def _piva(rng: random.Random) -> str:
    return la.digits(rng, "0##########")


def _it(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(34, 48)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    l1 = la.pick(rng, IT_LAST)
    buyer = la.pick(rng, IT_BUY).format(L=l1, X=la.pick(rng, IT_STEMS))
    _, badr = la.place(rng, "it")
    sup, sadr = la.party(rng, "it", "sup")
    po = la.digits(rng, la.pick(rng, "####/##|OA-####|##/#####|OF######|####"))
    if "/" in po and rng.random() < 0.5:
        po = f"{la.day(rng).year}/{la.digits(rng, '00####')}"
    dt = la.day(rng)
    page_of = lambda k: f"{k}/{of}" if of else str(k)  # noqa: E731
    sym_after = rng.random() < 0.5
    fm = eu
    cur = (lambda v: f"{eu(v)} €") if sym_after else (lambda v: f"€ {eu(v)}")
    # letterhead
    rgb_text(d, m, 48, buyer, rng.choice([14, 15, 17]), acc)
    bp = _piva(rng)
    head = [
        *badr,
        f"Tel. {la.phone(rng, 'it')} - PEC: "
        + la.email(rng, buyer, "it", "amministrazione").replace("@", "@pec."),
        f"P.IVA {bp} - C.F. {bp if rng.random() < 0.7 else la.digits(rng, '0##########')}",
        f"Cap. Soc. € {la.pick(rng, '10.000,00|50.000,00|100.000,00|1.000.000,00')} i.v. - "
        f"REA {la.pick(rng, 'MI|BS|VR|PD|TO|BO')}-{la.digits(rng, '######')}",
    ]
    y1 = d.lines(m, 54, head, 7.4)
    # Spett.le block at the right
    sx = m + w * 0.55
    sp = _piva(rng)
    srows = [sup, *sadr, f"P.IVA {sp}", f"C.F. {sp}"]
    if rng.random() < 0.4:
        srows.append(f"c.a. {la.person(rng, 'it')}")
    boxed = rng.random() < 0.5
    if boxed:
        d.box(sx - 6, 86, w * 0.45 + 6, 13 + len(srows) * 11.2 + 8, lw=0.5)
    d.t(sx, 98, la.pick(rng, "Spett.le|Spett.le|Spettabile"), 8.5, grey=0.3)
    y2 = d.lines(sx, 103, srows, 8.8, b_first=True, lead=11.2)
    y = max(y1, y2) + 14
    # title bar and grid
    title = la.pick(rng, "ORDINE D'ACQUISTO|ORDINE DI ACQUISTO|ORDINE A FORNITORE|ORDINE FORNITORE")
    rgb_box(d, m, y, w, 18, acc)
    rgb_text(d, m + 6, y + 13, title, 11, (1, 1, 1))
    y += 22
    labels = ["Numero", "Data", "Cod. fornitore", "Vs. offerta", "Rif. richiesta", "Pagina"]
    vals = [
        po,
        la.dfmt(dt, "dmy"),
        la.digits(rng, "F#####"),
        la.digits(rng, la.pick(rng, "OFF-####|###/##|P####")),
        la.digits(rng, "RDA-####"),
        page_of(1),
    ]
    if rng.random() < 0.4:
        labels[4], vals[4] = "Commessa", la.digits(rng, "C##/###")
    y = d.grid(m, y, [w * x for x in (0.17, 0.14, 0.16, 0.2, 0.19, 0.14)], labels, vals, 8.2) + 6
    strip = [
        ("Pagamento", la.pick(rng, IT_PAY)),
        ("Resa", la.pick(rng, "Franco destino|Franco partenza|Porto assegnato|DAP")),
        (
            "Banca d'appoggio",
            la.pick(rng, "Intesa Sanpaolo|UniCredit|BPER Banca|Banco BPM")
            + " - "
            + la.digits(rng, "IT## @ ##### ##### ############"),
        ),
    ]
    y = (
        d.grid(m, y, [w * 0.28, w * 0.22, w * 0.5], [s[0] for s in strip], [s[1] for s in strip], 8)
        + 8
    )
    _, dadr = la.place(rng, "it")
    dest = [buyer, la.pick(rng, "Magazzino|Stabilimento|Deposito") + f" - {dadr[0]}", dadr[1]]
    lx = max(d.width("Luogo di consegna:", 8.2, True), d.width("Consegna richiesta:", 8.2, True))
    lx += 8
    d.t(m, y + 8, "Luogo di consegna:", 8.2, b=True)
    d.t(m + lx, y + 8, " - ".join(dest), 8.2, maxw=w - lx - 4)
    d.t(m, y + 20, "Consegna richiesta:", 8.2, b=True)
    d.t(
        m + lx,
        y + 20,
        la.pick(rng, "entro il |tassativa entro il |settimana del ")
        + la.dfmt(dt + timedelta(days=rng.randint(7, 40)), "dmy"),
        8.2,
    )
    y += 32
    rows = mk_rows(rng, IT_ITEMS, rng.randint(3, 26), fm)
    for row in rows:
        if row["p"] < 2:
            row["p"] = Decimal(rng.randint(8, 120)) / 100
            row["n"] = rng.choice([500, 1000, 2400, 5000])
        row["code"] = la.digits(rng, la.pick(rng, "@@####|###.###|@####/@"))
        disc = la.pick(rng, "|||10|10+5|5|20+10+5|3")
        net = row["p"] * row["n"]
        for part in disc.split("+") if disc else []:
            net = net * (100 - Decimal(part)) / 100
        row["amt"] = la.cents(net)
        row["sc"] = disc
        row["qty"] = eu(Decimal(row["n"]))
        row["price"], row["amount"] = (
            grouped(row["p"], ".", ",", 3 if rng.random() < 0.3 else 2),
            fm(row["amt"]),
        )
        row["iva"] = "22"
    low = rng.random() < 0.3
    if low:
        for row in rng.sample(rows, max(1, len(rows) // 4)):
            row["iva"] = la.pick(rng, "10|4")
    spec = [
        ("code", "Codice", 11, "l"),
        ("desc", "Descrizione", 38, "l"),
        ("unit", "U.M.", 5, "c"),
        ("qty", "Q.tà", 9, "r"),
        ("price", "Prezzo unit.", 11, "r"),
        ("sc", "Sconti %", 9, "c"),
        ("amount", "Importo", 12, "r"),
        ("iva", "C.IVA", 6, "c"),
    ]
    cols = la.cols(spec, w)
    page = [1]
    bottom = d.h - 50

    def foot() -> None:
        d.t(m, d.h - 28, f"{buyer} - Ordine n. {po} del {la.dfmt(dt, 'dmy')}", 7, grey=0.35)
        d.t(r, d.h - 28, f"Pag. {page_of(page[0])}", 7.5, al="r")

    def cont(i: int) -> float:
        d.t(
            r,
            bottom + 8,
            f"Segue a pagina successiva - A riportare {fm(total_of(rows[:i]))}",
            7.8,
            b=True,
            al="r",
        )
        foot()
        d.new_page()
        page[0] += 1
        rgb_text(d, m, 44, buyer, 11, acc)
        d.t(r, 44, f"{title} n. {po} - Pag. {page_of(page[0])}", 9, b=True, al="r")
        d.t(r, 58, f"Riporto {fm(total_of(rows[:i]))}", 8.2, al="r")
        return 68

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=7.8,
        lead=13.5,
        shade=0.88,
        grid=rng.random() < 0.6,
        bottom=bottom,
        cont=cont,
    )
    by: dict[str, Decimal] = {}
    for row in rows:
        by[row["iva"]] = by.get(row["iva"], Decimal(0)) + row["amt"]
    merce = total_of(rows)
    trasp = Decimal(rng.randint(2500, 25000)) / 100 if rng.random() < 0.45 else Decimal(0)
    if trasp:
        by["22"] = by.get("22", Decimal(0)) + trasp
    ivas = {k: la.cents(v * Decimal(k) / 100) for k, v in by.items()}
    impon = merce + trasp
    iva = sum(ivas.values(), Decimal(0))
    total = impon + iva
    if y + 150 > bottom:
        foot()
        d.new_page()
        page[0] += 1
        rgb_text(d, m, 44, buyer, 11, acc)
        d.t(r, 44, f"{title} n. {po} - Pag. {page_of(page[0])}", 9, b=True, al="r")
        y = 60
    y += 10
    # riepilogo IVA at left, totals at right
    ry = y
    d.t(m, ry + 8, "Riepilogo IVA", 8.2, b=True)
    grid_rows = [["C.IVA", "Descrizione", "Imponibile", "Imposta"]]
    for k in sorted(by, key=lambda x: -int(x)):
        grid_rows.append([k, f"Aliquota {k}%", fm(by[k]), fm(ivas[k])])
    gw = [w * 0.07, w * 0.17, w * 0.13, w * 0.12]
    yy = ry + 12
    for j, gr in enumerate(grid_rows):
        x = m
        for k, (cw, cell) in enumerate(zip(gw, gr)):
            d.box(x, yy, cw, 13, fill=0.9 if j == 0 else None, lw=0.4)
            al = "r" if k >= 2 and j else "l"
            d.t(x + cw - 3 if al == "r" else x + 3, yy + 9.5, cell, 7.6, b=j == 0, al=al)
            x += cw
        yy += 13
    trows = [("Totale merce", fm(merce), False)]
    if trasp:
        trows.append(("Spese di trasporto", fm(trasp), False))
    trows += [
        ("Totale imponibile", fm(impon), False),
        ("Totale IVA", fm(iva), False),
        (la.pick(rng, "TOTALE ORDINE|TOTALE DOCUMENTO|Totale ordine"), cur(total), True),
    ]
    ty = d.summary(r - 190, r - 2, ry, trows, 8.8, box_last=True)
    y = max(ty, yy) + 20
    d.para(
        m,
        y,
        "Si prega di restituire copia del presente ordine firmata per accettazione. "
        "Indicare il numero d'ordine su DDT e fatture. La merce viaggia a rischio del "
        "fornitore salvo diversa indicazione.",
        7.4,
        w,
        grey=0.2,
    )
    y += 44
    d.sign(m, y, 190, "Timbro e firma del fornitore per accettazione")
    d.sign(r - 190, y, 190, f"Ufficio Acquisti - {la.person(rng, 'it')}")
    foot()
    return finish(d, "it", "purchase_order", po, sup, total)


def blind14_it_ordine_acquisto_spettle(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _it)


# --------------------------------------------------------------------------- 5 nl / be

NL_BUY = {
    "nl": "{X} Installatietechniek B.V.|{X} Bouw B.V.|Zorginstelling {X}|{X} Foodgroup B.V.|"
    "{X} Metaal B.V.|Stichting {X} Onderwijs|{X} Logistiek B.V.",
    "be": "{X} Bouwgroep NV|{X} Voeding NV|Woonzorgcentrum {X} vzw|{X} Staalbouw BV|"
    "{X} Logistics NV|Scholengroep {X}",
}
NL_STEMS = {
    "nl": "Zuidwest|Hoogland|IJsseldelta|Kempenland|Twentse|Waddenzee|Lingewaard|Gooise",
    "be": "Schelde|Leie|Demer|Kempense|Westhoek|Maasland|Dender|Zennevallei",
}
NL_ITEMS = [
    ("Koperen fitting 15 mm knie 90°, pers", "st", 1, 3),
    ("PVC-buis 110 mm SN4, lengte 5 m", "st", 12, 30),
    ("Gipsplaat 12,5 mm 1200x2600", "st", 6, 12),
    ("Veiligheidsschoenen S3, maat 43", "paar", 45, 95),
    ("Kantoorstoel ergonomisch, NEN-EN 1335", "st", 180, 420),
    ("Incontinentiemateriaal, slip M (pak 28)", "pak", 14, 30),
    ("Schoonmaakmiddel allesreiniger 5 l", "can", 6, 14),
    ("Pallet Euro 1200x800, gebruikt A-kwaliteit", "st", 7, 14),
    ("Laptop 14 inch, 16 GB, incl. dockingstation", "st", 850, 1400),
    ("LED-armatuur 600x600, 36 W, 4000 K", "st", 35, 80),
    ("Stalen profiel HEA 200, S235, 12 m", "st", 380, 720),
    ("Huur hoogwerker 12 m (per dag)", "dag", 180, 320),
    ("Kabel YMvK 5x2,5 mm²", "m", 2, 4),
    ("Frituurolie 10 l", "bus", 18, 32),
    ("Onderhoud cv-installatie (contract)", "st", 250, 900),
    ("Printpapier A4 80 g (doos 5x500)", "doos", 18, 32),
]


def _nl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    be = rng.random() < 0.4
    reg = "be" if be else "nl"
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu"))
    m = rng.uniform(36, 50)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    buyer = la.pick(rng, NL_BUY[reg]).format(X=la.pick(rng, NL_STEMS[reg]))
    _, badr = la.place(rng, reg)
    sup, sadr = la.party(rng, reg, "sup")
    po = la.digits(rng, la.pick(rng, "IO-####-####|PO######|##-#####|IO#####|BST-######"))
    if "IO-" in po or "BST" in po:
        po = po.replace(po.split("-")[1], str(la.day(rng).year), 1) if po.count("-") == 2 else po
    dt = la.day(rng)
    ds = la.pick(rng, "dash|dmy|long_nl")
    page_of = lambda k: f"Pagina {k} van {of}" if of else f"Pagina {k}"  # noqa: E731
    sym = rng.random() < 0.5
    fm = (lambda v: f"€ {eu(v)}") if sym else eu
    rgb_box(d, 0, 0, rng.uniform(8, 16), d.h, acc) if rng.random() < 0.5 else rgb_box(
        d, 0, 0, d.w, 8, acc
    )
    rgb_text(d, m, 56, buyer, rng.choice([15, 17]), acc)
    right = [
        *badr,
        f"T {la.phone(rng, reg)}",
        la.email(rng, buyer, reg, "inkoop"),
        (la.digits(rng, "KvK ########") if not be else la.digits(rng, "Ond.nr. 0###.###.###")),
        (la.digits(rng, "BTW NL#########B0#") if not be else la.digits(rng, "BTW BE 0###.###.###")),
        la.digits(rng, "IBAN NL## @@@@ #### #### ##" if not be else "IBAN BE## #### #### ####"),
    ]
    yr = d.lines(r - 150, 40, right, 7.4)
    title = la.pick(rng, "Inkooporder|INKOOPORDER|Bestelling|Inkoopopdracht")
    in_title = rng.random() < 0.35
    y = max(yr, 84) + 16
    d.t(m, y, f"{title} {po}" if in_title else title, 18 if not in_title else 15, b=True)
    y += 14
    meta = [
        ("Ordernummer", po),
        ("Orderdatum", la.dfmt(dt, ds)),
        ("Leveranciersnummer", la.digits(rng, "2####")),
        ("Uw offerte", la.digits(rng, la.pick(rng, "OF-#####|Q######|####/##"))),
        ("Projectnummer", la.digits(rng, "PR-####")),
        ("Kostenplaats", la.digits(rng, "KP ###")),
        ("Gewenste leverdatum", la.dfmt(dt + timedelta(days=rng.randint(7, 40)), ds)),
        ("Contactpersoon", la.person(rng, "nl")),
    ]
    if in_title and rng.random() < 0.5:
        meta = meta[1:]
    keep = meta[:2] + rng.sample(meta[2:], rng.randint(3, len(meta) - 2))
    half = (len(keep) + 1) // 2
    y1 = d.kv(m, y, keep[:half], 90, 8.2, b_label=False)
    y2 = d.kv(m + w * 0.5, y, keep[half:], 100, 8.2, b_label=False)
    y = max(y1, y2) + 12
    _, dadr = la.place(rng, reg)
    lev = [sup, *sadr, f"t.a.v. {la.person(rng, 'nl')}"]
    afl = [buyer, la.pick(rng, "Magazijn|Bouwplaats|Centrale keuken|Locatie Noord"), *dadr]
    ys = []
    for k, (lab, rows_) in enumerate([("Leverancier", lev), ("Afleveradres", afl)]):
        x = m + k * w * 0.5
        rgb_text(d, x, y + 9, lab.upper() if rng.random() < 0.3 else lab, 8.5, acc)
        d.line(x, y + 12, x + w * 0.46, y + 12, 0.5)
        ys.append(d.lines(x, y + 15, rows_, 8.6, b_first=True))
    y = max(ys) + 14
    rates = ("21", "6") if be else ("21", "9")
    rows = mk_rows(rng, NL_ITEMS, rng.randint(2, 24), fm)
    for row in rows:
        row["code"] = la.digits(rng, la.pick(rng, "#######|@@-####|###.###"))
        row["btw"] = rates[1] if rng.random() < 0.15 else rates[0]
        if rng.random() < 0.2:
            pc = rng.choice([5, 10, 15])
            row["kort"] = f"{pc}%"
            row["amt"] = la.cents(row["amt"] * (100 - pc) / 100)
            row["amount"] = fm(row["amt"])
        row["qty"] = row["qty"]
    spec = [
        ("code", "Artikelcode", 11, "l"),
        ("desc", "Omschrijving", 38, "l"),
        ("qty", "Aantal", 7, "r"),
        ("unit", "Eenh.", 6, "c"),
        ("price", "Prijs", 11, "r"),
        ("kort", "Korting", 7, "c"),
        ("btw", "Btw %", 6, "c"),
        ("amount", "Totaal", 13, "r"),
    ]
    cols = la.cols(spec, w)
    page = [1]
    bottom = d.h - 52

    def foot() -> None:
        d.line(m, d.h - 40, r, d.h - 40, 0.3)
        d.t(
            m,
            d.h - 30,
            "Vermeld bij levering en facturatie altijd ons ordernummer. Op deze "
            "order zijn onze algemene inkoopvoorwaarden van toepassing.",
            6.8,
            grey=0.35,
            maxw=w - 80,
        )
        d.t(r, d.h - 30, page_of(page[0]), 7.4, al="r")

    def cont(i: int) -> float:
        foot()
        d.new_page()
        page[0] += 1
        rgb_text(d, m, 44, buyer, 11, acc)
        d.t(r, 44, f"{title} {po}", 10, b=True, al="r")
        return 58

    y = d.table(m, y, cols, rows, size=8, lead=14, shade=None, zebra=0.94, bottom=bottom, cont=cont)
    d.line(m, y, r, y, 0.8)
    by: dict[str, Decimal] = {}
    for row in rows:
        by[row["btw"]] = by.get(row["btw"], Decimal(0)) + row["amt"]
    vr = Decimal(rng.randint(1500, 9500)) / 100 if rng.random() < 0.4 else Decimal(0)
    if vr:
        by[rates[0]] = by.get(rates[0], Decimal(0)) + vr
    sub = total_of(rows) + vr
    taxes = {k: la.cents(v * Decimal(k) / 100) for k, v in by.items()}
    total = sub + sum(taxes.values(), Decimal(0))
    srows = []
    if vr:
        srows.append(("Vrachtkosten", fm(vr), False))
    srows.append(("Subtotaal excl. btw", fm(sub), False))
    for k in sorted(taxes, key=lambda x: -int(x)):
        srows.append((f"{k}% btw over {fm(by[k])}", fm(taxes[k]), False))
    srows.append(
        (
            la.pick(rng, "Totaal incl. btw|Totaal te betalen|TOTAAL"),
            fm(total) if sym else f"€ {eu(total)}",
            True,
        )
    )
    if y + 16 * len(srows) + 110 > bottom:
        cont(len(rows))
        y = 58
    y = d.summary(r - 230, r, y + 8, srows, 8.8, shade=0.9 if rng.random() < 0.5 else None)
    y += 14
    terms = [
        ("Leveringsvoorwaarden", la.pick(rng, "DAP afleveradres|Franco huis|Af magazijn")),
        ("Betalingstermijn", la.pick(rng, "30 dagen na factuurdatum|60 dagen netto|14 dagen")),
    ]
    y = d.kv(m, y, terms, 110, 8.2) + 24
    d.sign(m, y, 180, f"Namens {buyer}: {la.person(rng, 'nl')}")
    foot()
    return finish(d, "nl", "purchase_order", po, sup, total)


def blind14_nl_be_inkooporder_btw(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nl)


# --------------------------------------------------------------------------- 9 en invoice

INV_SELL = {
    "uk": "{X} Supplies Ltd|{X} Engineering Ltd|{X} Catering Equipment Ltd|{X} Office Group Ltd|"
    "{X} Fixings & Fasteners Ltd|{X} Hygiene Ltd|{X} Electrical Wholesale Ltd",
    "us": "{X} Supply Co.|{X} Industrial, Inc.|{X} Restaurant Equipment LLC|{X} Lab Supply Inc.|"
    "{X} Electrical Distributors, Inc.|{X} Paper & Packaging Co.",
}
INV_STEMS = "Thornbury|Cromwell|Ashdown|Whitfield|Marston|Kingsway|Bramley|Redfern|Oakridge|Hollis"
INV_CUST = {
    "uk": "{C} College|{C} Care Homes Ltd|{C} Leisure Trust|{C} Builders Ltd|{C} Hotel Group plc",
    "us": "{C} School District|{C} Dental Group, P.C.|{C} Brewing Company|{C} Senior Living LLC",
}


def _invoice(rng: random.Random, of: int) -> tuple[bytes, dict]:
    uk = rng.random() < 0.55
    reg = "uk" if uk else "us"
    d = la.Doc(A4 if uk else letter, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(34, 48)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    sup = la.pick(rng, INV_SELL[reg]).format(X=la.pick(rng, INV_STEMS))
    _, sadr = la.place(rng, reg)
    ccity, cadr = la.place(rng, reg)
    cust = la.pick(rng, INV_CUST[reg]).format(C=ccity)
    po = la.digits(
        rng,
        la.pick(rng, "PO######|PO-#####|######|45########|@@@-####|P/####/##|#####/@@"),
    )
    if rng.random() < 0.12:
        po = la.pick(rng, "J.SMITH 14/3|VERBAL - ANNE|WEB-ORDER") + la.digits(rng, " ####")
    inv = la.digits(rng, la.pick(rng, "INV-######|######|SI-#####|1#####"))
    dt = la.day(rng)
    ds = "dmy" if uk else "us"
    page_of = lambda k: f"Page {k} of {of}" if of else f"Page {k}"  # noqa: E731
    fm = en
    cur = "£" if uk else "$"
    # seller letterhead
    ssize = rng.choice([16, 18, 20])
    while d.width(sup, ssize, True) > w - 190:
        ssize -= 1
    rgb_text(d, m, 50, sup, ssize, acc)
    d.lines(
        m,
        56,
        [
            f"{sadr[0]}, {sadr[1]}",
            f"Tel {la.phone(rng, reg)}  {la.email(rng, sup, reg, 'accounts')}",
        ],
        8,
    )
    ttl = la.pick(rng, "INVOICE|TAX INVOICE|SALES INVOICE" if uk else "INVOICE|Invoice")
    d.t(r, 50, ttl, 20, b=True, al="r")
    y = 96
    # reference panel
    pairs = [
        ("Invoice No.", inv),
        ("Invoice Date" if not uk or rng.random() < 0.5 else "Date / Tax Point", la.dfmt(dt, ds)),
        ("Account No.", la.digits(rng, la.pick(rng, "@@@###|C#####|####"))),
        (la.pick(rng, "Your Order No.|Customer PO|Your Ref / Order|Cust. Order No.|PO Number"), po),
        (
            la.pick(rng, "Delivery Note|Despatch Note No." if uk else "Packing Slip|Delivery No."),
            la.digits(rng, la.pick(rng, "DN######|D#####|PS-#####")),
        ),
        ("Sales Order", la.digits(rng, la.pick(rng, "SO######|SO-#####|5#####"))),
        ("Sales Rep", la.person(rng, "en")),
        ("Terms", la.pick(rng, "30 days net|Net 30|30 days EOM|14 days")),
        ("Due Date", la.dfmt(dt + timedelta(days=30), ds)),
    ]
    keep = pairs[:5] + rng.sample(pairs[5:], rng.randint(1, 4))
    if rng.random() < 0.5:
        rng.shuffle(keep)
    gridstyle = rng.random() < 0.5
    if gridstyle:
        per = (len(keep) + 1) // 2
        cw = w / per
        for k in range(2):
            part = keep[k * per : (k + 1) * per]
            y = d.grid(
                m, y, [cw] * len(part), [p[0] for p in part], [p[1] for p in part], 8.2, shade=0.9
            ) + (4 if k == 0 else 0)
        y += 14
        top_blocks = y
    else:
        d.kv(r - 210, 72, keep, 92, 8.2)
        top_blocks = max(96, 72 + len(keep) * 11.5) + 14
        y = top_blocks
    # invoice to / deliver to
    _, dadr = la.place(rng, reg)
    bill = [cust, "Accounts Payable" if not uk else "Finance Department", *cadr]
    ship = [cust, la.pick(rng, "Goods In|Main Kitchen|Site Office|Receiving"), *dadr]
    st = la.pick(rng, "box|bar|under")
    if gridstyle:
        y1 = la.block(d, m, y, "Invoice To", bill, style=st, w=w * 0.47, size=8.4)
        y2 = la.block(d, m + w * 0.53, y, "Deliver To", ship, style=st, w=w * 0.47, size=8.4)
    else:
        y1 = la.block(d, m, 96, "Invoice To", bill, style=st, w=w * 0.4, size=8.4)
        y2 = la.block(d, m, y1 + 8, "Deliver To", ship, style=st, w=w * 0.4, size=8.4)
    y = max(y1, y2, top_blocks) + 14
    rows = la.items(rng, "en", rng.randint(2, 30), fm)
    for row in rows:
        q = int(row["qty"])
        back = rng.random() < 0.12 and q > 1
        row["ord"] = str(q)
        row["qty"] = str(q - 1) if back else str(q)
        row["amt"] = la.cents(row["p"] * int(row["qty"]))
        row["amount"] = fm(row["amt"])
        row["vc"] = "S" if uk else ("T" if rng.random() < 0.8 else "N")
        if uk and rng.random() < 0.08:
            row["vc"] = "Z"
    spec = [
        ("code", "Product Code", 12, "l"),
        ("desc", "Description", 38, "l"),
        ("ord", "Ordered", 8, "r"),
        ("qty", "Desp." if uk else "Shipped", 9, "r"),
        ("price", "Unit Price", 11, "r"),
        ("vc", "VAT" if uk else "Tax", 5, "c"),
        ("amount", "Net" if uk else "Amount", 12, "r"),
    ]
    cols = la.cols(spec, w)
    page = [1]
    bottom_mid = d.h - 60

    def foot() -> None:
        if uk:
            txt = (
                f"{sup} · Registered in England & Wales No. {la.digits(rng, '0#######')} · "
                f"VAT Reg. No. {la.digits(rng, 'GB ### #### ##')}"
            )
        else:
            txt = f"{sup} · Thank you for your business"
        d.t(m, d.h - 24, txt, 6.6, grey=0.35)
        d.t(r, d.h - 24, page_of(page[0]), 7.4, al="r")

    def cont(i: int) -> float:
        foot()
        d.new_page()
        page[0] += 1
        rgb_text(d, m, 44, sup, 11, acc)
        d.t(r, 44, f"{ttl} {inv}", 10, b=True, al="r")
        return 60

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=7.9,
        lead=13.5,
        shade=0.88,
        rules=rng.random() < 0.5,
        bottom=bottom_mid,
        cont=cont,
    )
    sub = total_of(rows)
    carr = Decimal(rng.randint(500, 4500)) / 100 if rng.random() < 0.5 else Decimal(0)
    if uk:
        taxable = sum((x["amt"] for x in rows if x["vc"] == "S"), Decimal(0)) + carr
        rate = Decimal(20)
    else:
        taxable = sum((x["amt"] for x in rows if x["vc"] == "T"), Decimal(0))
        rate = Decimal(la.pick(rng, "6|7|8.25|6.35|0"))
    tax = la.cents(taxable * rate / 100)
    total = sub + carr + tax
    srows = [("Goods Total" if uk else "Subtotal", fm(sub), False)]
    if carr:
        srows.append(("Carriage" if uk else "Freight", fm(carr), False))
    if uk:
        srows.append((f"VAT @ {rate}%", fm(tax), False))
    else:
        srows.append((f"Sales Tax ({rate.normalize():f}%)", fm(tax), False))
    srows.append(
        (
            la.pick(rng, "Invoice Total|TOTAL DUE|Total Amount Due|Amount Due"),
            f"{cur}{fm(total)}",
            True,
        )
    )
    if y + 16 * len(srows) + 60 > d.h - 160:
        cont(len(rows))
        y = 60
    y = d.summary(r - 220, r, y + 8, srows, 9, box_last=True) + 8
    bank = (
        [
            f"Bank: {la.pick(rng, 'Barclays|Lloyds Bank|NatWest|HSBC UK')}",
            la.digits(rng, "Sort code ##-##-##  Account ########"),
        ]
        if uk
        else [
            f"Remit to: {sup}, {la.digits(rng, 'P.O. Box #####')}, {sadr[1]}",
            la.digits(rng, "ACH routing 0######## / account #########"),
        ]
    )
    d.lines(m, y + 4, bank, 7.8)
    # remittance slip
    sy = d.h - 150
    d.line(m, sy, r, sy, 0.5, dash=[4, 3])
    d.t(
        m,
        sy + 16,
        la.pick(rng, "REMITTANCE ADVICE|Please detach and return with your payment"),
        9.5,
        b=True,
    )
    slip = [
        ("Customer", cust),
        ("Account No.", pairs[2][1]),
        ("Invoice No.", inv),
        ("Invoice Date", la.dfmt(dt, ds)),
        ("Amount Due", f"{cur}{fm(total)}"),
        ("Amount Paid", ""),
    ]
    d.kv(m, sy + 24, slip[:3], 70, 8.2)
    d.kv(m + w * 0.5, sy + 24, slip[3:], 70, 8.2)
    d.box(m + w * 0.5 + 68, sy + 24 + 2 * 11.5 - 1, 100, 13, lw=0.4)
    d.t(m, sy + 90, f"Make payment to {sup}", 7.8, grey=0.3)
    foot()
    return finish(d, "en", "invoice", po, sup, total)


def blind14_en_invoice_po_ref(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _invoice)


# --------------------------------------------------------------------------- 10 es LatAm hospital

_ES_U = (
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
    "dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés "
    "veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve"
).split()
_ES_T = "- - - treinta cuarenta cincuenta sesenta setenta ochenta noventa".split()
_ES_H = (
    "- ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos "
    "ochocientos novecientos"
).split()


def _apoc(s: str) -> str:
    if s.endswith("veintiuno"):
        return s[:-9] + "veintiún"
    return s[:-3] + "un" if s.endswith("uno") else s


def es_words(n: int) -> str:
    """Cardinal in Spanish (lower case), 1234567 -> un millón doscientos treinta y cuatro mil..."""
    if n < 30:
        return _ES_U[n]
    if n < 100:
        t, u = divmod(n, 10)
        return _ES_T[t] + (f" y {_ES_U[u]}" if u else "")
    if n < 1000:
        h, rest = divmod(n, 100)
        if n == 100:
            return "cien"
        return _ES_H[h] + (f" {es_words(rest)}" if rest else "")
    if n < 10**6:
        th, rest = divmod(n, 1000)
        head = "mil" if th == 1 else f"{_apoc(es_words(th))} mil"
        return head + (f" {es_words(rest)}" if rest else "")
    mi, rest = divmod(n, 10**6)
    head = "un millón" if mi == 1 else f"{_apoc(es_words(mi))} millones"
    return head + (f" {es_words(rest)}" if rest else "")


HOSP = {
    "cl": {
        "top": "MINISTERIO DE SALUD|Servicio de Salud {R}",
        "regions": "Metropolitano Sur|Valparaíso San Antonio|Biobío|Araucanía Sur|Maule|Ñuble|"
        "Coquimbo|Los Ríos",
        "hosp": "Hospital Regional de {C}|Hospital Clínico {C}|Hospital Base de {C}|"
        "Complejo Asistencial Dr. {P}",
        "cities": "Talca|Temuco|Chillán|Valdivia|La Serena|Rancagua|Osorno|Los Ángeles",
        "id": "RUT",
        "idfmt": "##.###.###-#",
        "forms": " SpA| Ltda.| S.A.| E.I.R.L.",
        "tax": ("IVA 19%", Decimal(19)),
        "cur": "CLP",
    },
    "co": {
        "top": "REPÚBLICA DE COLOMBIA|Secretaría de Salud de {R}",
        "regions": "Antioquia|Santander|Boyacá|Caldas|Nariño|Huila|Tolima|Cundinamarca",
        "hosp": "E.S.E. Hospital San {S} de {C}|E.S.E. Hospital Universitario de {C}|"
        "E.S.E. Hospital Departamental {C}",
        "cities": "Pasto|Neiva|Ibagué|Tunja|Manizales|Bucaramanga|Rionegro|Girardot",
        "id": "NIT",
        "idfmt": "###.###.###-#",
        "forms": " S.A.S.| Ltda.| S.A.S.| S.A.",
        "tax": ("IVA 19%", Decimal(19)),
        "cur": "COP",
    },
    "pe": {
        "top": "MINISTERIO DE SALUD|Gobierno Regional de {R}",
        "regions": "Arequipa|La Libertad|Cusco|Piura|Junín|Lambayeque|Ica|Cajamarca",
        "hosp": "Hospital Regional Docente de {C}|Hospital de Apoyo {C}|Hospital Nacional {P}",
        "cities": "Trujillo|Arequipa|Piura|Huancayo|Chiclayo|Cusco|Ica|Cajamarca",
        "id": "RUC",
        "idfmt": "20#########",
        "forms": " S.A.C.| E.I.R.L.| S.A.| S.R.L.",
        "tax": ("IGV 18%", Decimal(18)),
        "cur": "PEN",
    },
}
HOSP_STREETS = {
    "cl": "Av. Libertador B. O'Higgins ####|Calle Los Carrera ###|Av. Alemania ####",
    "co": "Calle ## N° ##-##|Carrera ## # ##-##|Avenida ## N° ##-##",
    "pe": "Jr. Los Olivos ###|Av. Industrial ####|Calle Las Begonias ###",
}
HOSP_TEL = {"cl": "+56 9 #### ####", "co": "+57 3## ### ####", "pe": "+51 9## ### ###"}
HOSP_PEOPLE = "Gustavo Fricke|Hernán Henríquez|Guillermo Grant|Cayetano Heredia|Daniel Carrión"
HOSP_SAINTS = "Rafael|Vicente de Paúl|Juan de Dios|José|Antonio"
HOSP_VEND = (
    "Comercial {X}|Distribuidora Médica {X}|Laboratorios {X}|{X} Insumos Clínicos|"
    "Droguería {X}|{X} Equipos Médicos|Importadora {X}"
)
HOSP_VSTEM = "Andina|del Pacífico|Austral|Cordillera|Sur Médica|Vital|Medisur|Biomédica Norte"
HOSP_ITEMS = [
    ("Guante de examen nitrilo talla M, caja x 100", "CJA", 4, 12),
    ("Jeringa desechable 10 ml con aguja 21G", "UN", 0, 1),
    ("Catéter intravenoso periférico 20G", "UN", 0, 2),
    ("Equipo de venoclisis macrogotero", "UN", 0, 2),
    ("Mascarilla quirúrgica tres pliegues, caja x 50", "CJA", 3, 8),
    ("Suero fisiológico 0,9% x 1000 ml", "UN", 1, 3),
    ("Gasa estéril 10 x 10 cm, sobre x 5", "SOB", 0, 1),
    ("Sutura seda 3-0 aguja curva, caja x 12", "CJA", 15, 40),
    ("Apósito transparente 6 x 7 cm", "UN", 0, 2),
    ("Sonda Foley 16 Fr dos vías", "UN", 1, 4),
    ("Bata quirúrgica desechable talla L", "UN", 2, 6),
    ("Alcohol gel 70% x 1 litro", "UN", 3, 8),
    ("Papel para electrocardiógrafo 80 mm x 20 m", "ROL", 2, 6),
    ("Tubo endotraqueal con balón 7,5", "UN", 2, 5),
    ("Monitor de signos vitales multiparámetro", "UN", 1800, 4500),
    ("Bomba de infusión volumétrica", "UN", 1500, 3800),
    ("Omeprazol 20 mg cápsula", "UN", 0, 1),
    ("Paracetamol 500 mg comprimido", "UN", 0, 1),
]


def _hosp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    cc = la.pick(rng, "cl|cl|co|pe")
    c = HOSP[cc]
    d = la.Doc(A4 if cc != "co" else letter, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(32, 46)
    w, r = d.w - 2 * m, d.w - m
    acc = rng.choice(ACCENTS)
    city = la.pick(rng, c["cities"])
    hosp = la.pick(rng, c["hosp"]).format(
        C=city, P=la.pick(rng, HOSP_PEOPLE), S=la.pick(rng, HOSP_SAINTS)
    )
    top = c["top"].split("|")
    top[1] = top[1].format(R=city if cc == "pe" else la.pick(rng, c["regions"]))
    sup = la.pick(rng, HOSP_VEND).format(X=la.pick(rng, HOSP_VSTEM)) + la.pick(rng, c["forms"])
    dt = la.day(rng)
    yy = dt.year % 100
    if cc == "cl":
        po = la.pick(
            rng,
            f"####-###-SE{yy}|####-####-SE{yy}|####-###-CM{yy}|####-##-AG{yy}|OC-{dt.year}-#####",
        )
        lic = la.digits(rng, f"####-##-LE{yy}")
    elif cc == "co":
        po = la.pick(rng, f"OC-{dt.year}-####|{dt.year}-####|OC ###-{dt.year}|####")
        lic = la.digits(rng, f"SA-MC-###-{dt.year}")
    else:
        po = la.pick(rng, f"#######|0000####-{dt.year}|OC-#####-{dt.year}")
        lic = la.digits(rng, f"AS-SM-##-{dt.year}-@@@@-1")
    po = la.digits(rng, po)
    whole = cc != "pe"
    if cc == "cl":
        fm = lambda v: grouped(v, ".", ",", 0)  # noqa: E731
        cur = lambda v: f"$ {fm(v)}"  # noqa: E731
    elif cc == "co":
        fm = lambda v: grouped(v, ".", ",", 2)  # noqa: E731
        cur = lambda v: f"$ {fm(v)}"  # noqa: E731
    else:
        fm = en
        cur = lambda v: f"S/ {en(v)}"  # noqa: E731
    page_of = lambda k: f"Página {k} de {of}" if of else f"Página {k}"  # noqa: E731
    # institutional header at left
    d.t(m, 40, top[0], 8.5, b=True)
    d.t(m, 51, top[1], 8.5)
    rgb_text(d, m, 66, hosp, rng.choice([12, 13.5]), acc)
    d.t(
        m,
        78,
        la.pick(
            rng,
            "Unidad de Abastecimiento|Subdirección Administrativa - Compras|"
            "Oficina de Logística|Departamento de Adquisiciones",
        ),
        8.2,
    )
    hid = la.digits(rng, c["idfmt"])
    d.t(m, 89, f"{c['id']}: {hid}", 8.2)
    # number box at right
    bw = rng.uniform(175, 205)
    d.box(r - bw, 30, bw, 62, lw=1.2)
    rgb_box(d, r - bw, 30, bw, 18, acc)
    rgb_text(
        d,
        r - bw / 2,
        43,
        la.pick(rng, "ORDEN DE COMPRA|ORDEN DE COMPRA|ORDEN DE SUMINISTRO"),
        10.5,
        (1, 1, 1),
        al="c",
    )
    d.t(r - bw / 2, 66, f"{la.pick(rng, 'N°|Nº|No.')} {po}", 12, b=True, al="c")
    d.t(r - bw / 2, 82, f"Fecha: {la.dfmt(dt, la.pick(rng, 'dmy|dash|long_es'))}", 8.2, al="c")
    y = 106
    refs = [
        (la.pick(rng, "ID Licitación|Proceso de contratación|Procedimiento"), lic),
        ("Expediente", la.digits(rng, f"EXP-###-{dt.year}")),
        (
            "Resolución",
            la.digits(
                rng, f"Res. Exenta N° ####/{dt.year}" if cc == "cl" else f"Res. ###-{dt.year}"
            ),
        ),
        (
            "Centro de costo",
            la.digits(rng, "CC-### ")
            + la.pick(rng, "Pabellón|Farmacia|UCI Adulto|Urgencias|Laboratorio Clínico"),
        ),
    ]
    if cc == "co":
        refs.append(("CDP N°", la.digits(rng, "####")))
        refs.append(("RP N°", la.digits(rng, "####")))
    if cc == "pe":
        refs.append(("N° SIAF", la.digits(rng, "#####")))
        refs.append(("Pedido de compra", la.digits(rng, "#####")))
    keep = rng.sample(refs, rng.randint(3, len(refs)))
    cw = w / len(keep)
    y = d.grid(m, y, [cw] * len(keep), [k[0] for k in keep], [k[1] for k in keep], 7.8) + 10
    # supplier grid
    rgb_text(d, m, y + 8, la.pick(rng, "DATOS DEL PROVEEDOR|PROVEEDOR|Señor(es)"), 8.8, acc)
    y += 12
    srows = [
        ("Razón social", sup),
        (c["id"], la.digits(rng, c["idfmt"])),
        (
            "Giro" if cc == "cl" else "Actividad",
            la.pick(
                rng,
                "Venta de insumos médicos|"
                "Comercio al por mayor de productos "
                "farmacéuticos|Importación de equipos",
            ),
        ),
        ("Dirección", la.digits(rng, la.pick(rng, HOSP_STREETS[cc])) + f", {city}"),
        ("Contacto", f"{la.person(rng, 'es')} - {la.digits(rng, HOSP_TEL[cc])}"),
    ]
    lw = 90
    for lab, val in srows:
        d.box(m, y, lw, 14, fill=0.92, lw=0.4)
        d.box(m + lw, y, w - lw, 14, lw=0.4)
        d.t(m + 3, y + 10, lab, 7.8, b=True)
        d.t(m + lw + 4, y + 10, val, 8.2, b=lab == "Razón social")
        y += 14
    y += 10
    desp = [
        ("Lugar de entrega", f"Bodega Central {hosp}"),
        ("Plazo de entrega", f"{rng.choice([5, 10, 15, 20, 30])} días hábiles"),
        (
            "Forma de pago",
            la.pick(
                rng,
                "30 días desde recepción conforme de factura|"
                "Transferencia a 30 días|Crédito 60 días",
            ),
        ),
        ("Responsable recepción", la.person(rng, "es")),
    ]
    y = d.kv(m, y, desp, 110, 8) + 8
    rows = mk_rows(rng, HOSP_ITEMS, rng.randint(2, 22), fm, whole=whole)
    for row in rows:
        if row["p"] < 2:
            base = Decimal(rng.randint(80, 900))
            if cc == "cl" or cc == "co":
                row["p"] = base * (1 if cc == "cl" else 4)
            else:
                row["p"] = base / 100
            row["n"] = rng.choice([100, 200, 500, 1000, 2000])
        elif cc == "cl":
            row["p"] = (row["p"] * 950).quantize(Decimal(1))
        elif cc == "co":
            row["p"] = (row["p"] * 4100).quantize(Decimal(100))
        else:
            row["p"] = la.cents(row["p"] * Decimal("3.7"))
        row["amt"] = la.cents(row["p"] * row["n"])
        row["qty"] = f"{row['n']:,}".replace(",", "." if cc != "pe" else ",")
        row["price"], row["amount"] = fm(row["p"]), fm(row["amt"])
        row["code"] = la.digits(rng, la.pick(rng, "#########|###-####|ON######"))
    spec = [
        ("pos", "Renglón", 7, "c"),
        ("code", "Código", 12, "l"),
        ("desc", "Descripción", 42, "l"),
        ("unit", "Unidad", 7, "c"),
        ("qty", "Cantidad", 9, "r"),
        ("price", "Precio unit.", 11, "r"),
        ("amount", "Total", 13, "r"),
    ]
    cols = la.cols(spec, w)
    page = [1]
    bottom = d.h - 50

    def foot() -> None:
        d.t(m, d.h - 26, f"{hosp} - {c['id']} {hid}", 6.8, grey=0.35)
        d.t(r, d.h - 26, page_of(page[0]), 7.4, al="r")

    def cont(i: int) -> float:
        foot()
        d.new_page()
        page[0] += 1
        rgb_text(d, m, 42, hosp, 10, acc)
        d.t(r, 42, f"Orden de compra N° {po}", 9.5, b=True, al="r")
        return 56

    y = d.table(
        m, y, cols, rows, size=7.8, lead=13, shade=0.88, grid=True, bottom=bottom, cont=cont
    )
    neto = total_of(rows)
    tl, rate = c["tax"]
    tax = la.cents(neto * rate / 100)
    if whole:
        tax = tax.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    total = neto + tax
    srows2 = [
        ("Valor neto" if cc == "cl" else "Subtotal", cur(neto), False),
        (tl, cur(tax), False),
        (la.pick(rng, "TOTAL|VALOR TOTAL|TOTAL ORDEN"), cur(total), True),
    ]
    if y + 200 > bottom:
        cont(len(rows))
        y = 56
    y = d.summary(r - 200, r, y + 6, srows2, 9, boxed=rng.random() < 0.5, box_last=True) + 10
    unit = {"cl": "PESOS", "co": "PESOS M/CTE", "pe": "SOLES"}[cc]
    ent = int(total)
    words = (es_words(ent) if cc == "pe" else _apoc(es_words(ent))).upper()
    if cc == "pe":
        words += f" CON {int((total - ent) * 100):02d}/100"
    elif ent % 10**6 == 0:
        words += " DE"
    d.para(m, y, f"SON: {words} {unit}", 8.2, w)
    y += 30
    y = (
        d.para(
            m,
            y,
            "El proveedor deberá indicar el número de esta orden de compra en la "
            "factura y la guía de despacho. La recepción conforme será otorgada por la "
            "unidad requirente.",
            7.4,
            w,
            grey=0.2,
        )
        + 40
    )
    sigs = ["Jefe(a) Abastecimiento", "Subdirector(a) Administrativo(a)", "Director(a)"]
    if cc == "co":
        sigs = ["Almacenista", "Subgerente Administrativo", "Gerente E.S.E."]
    sw = (w - 30) / 3
    for k, lab in enumerate(sigs):
        d.sign(m + k * (sw + 15), y, sw, lab)
    foot()
    return finish(d, "es", "purchase_order", po, sup, total)


def blind14_es_latam_hospital_oc(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hosp)


# --------------------------------------------------------------------------- 6 zh contract

HT_ROLES = [
    ("甲方（需方）", "乙方（供方）"),
    ("甲方（买方）", "乙方（卖方）"),
    ("甲方（采购方）", "乙方（供货方）"),
    ("需方（甲方）", "供方（乙方）"),
]
HT_PLACES = "甲方办公室|甲方所在地|苏州市工业园区|宁波市鄞州区|深圳市宝安区|无锡市新吴区"


def _foot_zh(pdf: cj.Pdf, k: int, of: int) -> None:
    txt = f"第 {k} 页 共 {of} 页" if of else f"第 {k} 页"
    pdf.text(pdf.w / 2, pdf.h - 26, txt, 8.5, align="c", colour=GREY)


def _hetong(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(46, 60)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.zh_firm(rng)
    sup = cj.zh_firm(rng, buyer.name)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "cn|cn0|iso")
    no = cj.number(rng, d, "HT-{Y}-{n4}|CGHT{Y}{m}{n3}|{Y}-CG-{n4}|GX{y}{m}{d}{n2}|SZ-HT-{y}{n4}")
    n = rng.choice([rng.randint(2, 8), rng.randint(4, 22), rng.randint(24, 64)])
    lines = cj.make_lines(rng, cj.ZH_ITEMS, n, 8, 4000)
    total = cj.total_of(lines)
    rb, rs = rng.choice(HT_ROLES)
    jia, yi = rb[:2], rs[:2]
    page = [1]
    bottom = pdf.h - 50

    def header() -> float:
        page[0] += 1
        pdf.text(right, 36, f"合同编号：{no}", 8.5, align="r", colour=GREY)
        pdf.line(m, 42, right, 42, lw=0.4, colour=GREY)
        return 62

    def new_page() -> float:
        _foot_zh(pdf, page[0], of)
        pdf.new_page()
        return header()

    title = cj.pick(rng, "采购合同|产品购销合同|设备采购合同|物资采购合同|工业品买卖合同")
    pdf.text(pdf.w / 2, 60, title, rng.choice([20, 22]), align="c", bold=True, space=4)
    refs = [("合同编号", no), ("签订地点", cj.pick(rng, HT_PLACES)), ("签订日期", cj.fdate(d, ds))]
    if rng.random() < 0.5:
        refs.insert(1, ("项目编号", cj.number(rng, d, "XM{Y}-{n3}|P{y}{m}{n3}")))
    if rng.random() < 0.4:
        refs.insert(2, ("采购申请号", cj.number(rng, d, "PR{y}{m}{n4}|QG-{n5}")))
    if rng.random() < 0.5:
        y = 84
        for k, v in refs:
            pdf.text(right - 190, y, f"{k}：{v}", 9.5)
            y += 16
    else:
        y = 84
        half = (len(refs) + 1) // 2
        for i, (k, v) in enumerate(refs):
            x = m if i < half else m + wd / 2 + 20
            pdf.text(x, y + 16 * (i % half), f"{k}：{v}", 9.5)
        y += 16 * half
    y += 6
    prow = [
        [rb, buyer.name, rs, sup.name],
        ["地址", cj.zh_addr(rng), "地址", cj.zh_addr(rng)],
        ["联系人", cj.person(rng), "联系人", cj.person(rng)],
        ["电话", cj.zh_tel(rng), "电话", cj.mobile(rng)],
    ]
    y = (
        pdf.grid(
            m,
            y,
            cj.rel(wd, [15, 35, 15, 35]),
            prow,
            head=0,
            row_h=20,
            size=9,
            shade_cols=(0, 2),
            align="llll",
        )
        + 18
    )
    intro = (
        f"{jia}、{yi}双方根据《中华人民共和国民法典》及有关法律法规的规定，本着平等自愿、诚实"
        f"信用的原则，经友好协商，就{jia}向{yi}采购下列产品事宜达成如下协议，以资共同遵守。"
    )

    def para(yy: float, text: str, size: float = 9.5, indent: float = 0) -> float:
        for ln in cj.wrap(text, size, wd - indent):
            if yy > bottom:
                yy = new_page()
            pdf.text(m + indent, yy, ln, size)
            yy += size * 1.65
        return yy

    y = para(y, intro)
    y += 4
    y = para(y, "第一条　产品名称、规格型号、数量及价格", 10.5)
    hd = ["序号", "产品名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）", "备注"]
    body = [
        [
            str(i + 1),
            ln.name,
            ln.spec,
            ln.unit,
            str(ln.qty),
            cj.money(ln.price),
            cj.money(ln.amount),
            cj.pick(rng, "|||含税|品牌：" + cj.pick(rng, "正泰|德力西|SKF|NSK")),
        ]
        for i, ln in enumerate(lines)
    ]
    widths = cj.rel(wd, [6, 17, 17, 6, 8, 13, 15, 12])
    y = cj.paged(
        pdf,
        m,
        y - 4,
        widths,
        hd,
        body,
        bottom=bottom,
        row_h=18,
        size=8.6,
        align="cllcrrrl",
        on_page=header,
        note=lambda yy, n: _foot_zh(pdf, page[0], of),
    )
    if y + 40 > bottom:
        y = new_page()
    qsum = sum(ln.qty for ln in lines)
    y = pdf.grid(
        m,
        y,
        widths,
        [["合计", "", "", "", str(qsum), "", cj.money(total), ""]],
        head=0,
        row_h=18,
        size=9,
        align="cllcrrrl",
    )
    pdf.rect(m, y, wd, 20)
    pdf.text(m + 4, y + 14, f"合计人民币（大写）：{cj.daxie(total)}", 9.5)
    pdf.text(right - 4, y + 14, f"（小写）￥{cj.money(total)}", 9.5, align="r")
    y += 36
    pre = cj.pick(rng, "20|30|30|50")
    prepay = la.cents(total * Decimal(pre) / 100)
    keep5 = la.cents(total * 5 / 100)
    clauses = [
        (f"上述价格为含税价，含13%增值税专用发票及运至{jia}指定地点的运输费、装卸费、保险费。"),
        (
            "第二条　质量标准：按国家标准、行业标准及双方确认的技术要求执行；"
            f"{yi}须随货提供产品合格证、检验报告。"
        ),
        (
            f"第三条　交货时间及地点：{yi}应于{cj.fdate(cj.later(rng, d), ds)}前将货物送达"
            f"{jia}指定地点（{cj.zh_addr(rng)}），收货人：{cj.person(rng)}。"
        ),
        (
            f"第四条　验收：{jia}应在货到后{rng.choice([3, 5, 7])}个工作日内组织验收，"
            f"如有异议应书面通知{yi}。"
        ),
        (
            f"第五条　付款方式：合同签订后{rng.choice([5, 7, 10])}个工作日内，{jia}向{yi}预付合同"
            f"总额的{pre}%，即人民币{cj.money(prepay)}元；货到验收合格并收到{yi}开具的全额增值税"
            f"专用发票后{rng.choice([30, 60, 90])}日内付清余款，其中合同总额的5%"
            f"（人民币{cj.money(keep5)}元）作为质量保证金，质保期满后无息退还。"
        ),
        (
            f"第六条　违约责任：{yi}逾期交货的，每逾期一日按合同总额的0.5%向{jia}支付违约金；"
            f"{jia}逾期付款的，每逾期一日按应付未付金额的0.5%向{yi}支付违约金。"
        ),
        (
            "第七条　争议解决：双方协商解决；协商不成的，任何一方均可向"
            f"{cj.pick(rng, '甲方所在地|合同签订地|乙方所在地')}人民法院提起诉讼。"
        ),
        (
            "第八条　其他：本合同一式"
            + cj.pick(rng, "两|四")
            + "份，双方各执"
            + cj.pick(rng, "一|两")
            + "份，自双方签字盖章之日起生效。传真件、扫描件与原件具有同等"
            "法律效力。"
        ),
    ]
    drop = set(rng.sample([1, 3, 5, 6], rng.randint(0, 3)))
    k = 0
    for i, cl in enumerate(clauses):
        if i in drop:
            continue
        if cl.startswith("第"):
            k += 1
            cl = f"第{'一二三四五六七八'[k]}条" + cl[3:]
        y = para(y, cl, 9.3) + 3
    y += 8
    sig = [
        [f"{rb}（盖章）：", f"{rs}（盖章）："],
        [f"单位名称：{buyer.name}", f"单位名称：{sup.name}"],
        ["法定代表人：", "法定代表人："],
        [f"委托代理人：{cj.person(rng)}", f"委托代理人：{cj.person(rng)}"],
        [f"电话：{cj.zh_tel(rng)}", f"电话：{cj.zh_tel(rng)}"],
    ]
    bk1, ac1 = cj.bank(rng)
    bk2, ac2 = cj.bank(rng)
    sig += [
        [f"开户银行：{bk1}", f"开户银行：{bk2}"],
        [f"账号：{ac1}", f"账号：{ac2}"],
        [f"税号：{cj.credit_code(rng)}", f"税号：{cj.credit_code(rng)}"],
        [f"日期：{cj.fdate(d, ds)}", f"日期：{cj.fdate(d, ds)}"],
    ]
    rh = 19
    if y + rh * len(sig) > bottom:
        y = new_page()
    top = y
    y = pdf.grid(m, y, [wd / 2, wd / 2], sig, head=0, row_h=rh, size=8.8, align="ll")
    pdf.stamp(m + wd * 0.3, top + rh * 2, buyer.name, rng, caption="合同专用章", r=40)
    pdf.stamp(m + wd * 0.8, top + rh * 2, sup.name, rng, caption="合同专用章", r=40)
    _foot_zh(pdf, page[0], of)
    return cfinish(pdf, "zh-Hans", "contract", no, sup.name, total)


def blind14_zh_caigou_hetong_jiayi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _hetong)


# --------------------------------------------------------------------------- 7 zh order form

SHOP_TYPES = "五金批发部|建材经营部|劳保用品商行|办公用品店|电器商行|水暖器材部|包装材料经营部"
SHOP_BUY = "饭店|超市|汽修厂|物业管理处|装饰工程队|幼儿园|加工厂|五金店"
PAPERS = [Color(1, 1, 1), Color(1, 0.93, 0.94), Color(1, 0.98, 0.86), Color(0.92, 0.96, 1)]
FORM_INKS = [Color(0.75, 0.1, 0.1), Color(0.1, 0.25, 0.6), Color(0.1, 0.45, 0.25)]


def hand(
    pdf: cj.Pdf,
    rng: random.Random,
    x: float,
    y: float,
    s: str,
    size: float,
    ink: tuple,
    al: str = "l",
) -> None:
    """Handwriting-like text: ink colour, a little off the line and slightly turned."""
    c = pdf.c
    wdt = stringWidth(s, cj.FONT_NAME, size)
    x0 = x - wdt if al == "r" else x - wdt / 2 if al == "c" else x
    c.saveState()
    c.translate(x0 + rng.uniform(-1.5, 1.5), pdf.h - y + rng.uniform(-1.2, 1.2))
    c.rotate(rng.uniform(-1.6, 1.6))
    c.setFont(cj.FONT_NAME, size)
    c.setFillColorRGB(*ink)
    c.drawString(0, 0, s)
    c.restoreState()


def _shop_name(rng: random.Random) -> str:
    city = rng.choice(cj.CITIES)[0]
    brand = rng.choice(cj.BRANDS)[0]
    return cj.pick(rng, f"{city}市{brand}{{T}}|{brand}{{T}}|{city}{brand}{{T}}").replace(
        "{T}", cj.pick(rng, SHOP_TYPES)
    )


def blind14_zh_dinghuodan_xiaodian(rng: random.Random) -> tuple[bytes, dict]:
    mm = 72 / 25.4
    size = rng.choice([(241 * mm, 140 * mm), (241 * mm, 152 * mm), (210 * mm, 148.5 * mm)])
    pdf = cj.Pdf(size, paper=rng.choice(PAPERS))
    form = rng.choice(FORM_INKS)
    ink = rng.choice(INKS)
    m = rng.uniform(24, 34)
    side = 22
    wd = pdf.w - 2 * m - side
    right = m + wd
    sup = _shop_name(rng)
    while True:
        buyer = f"{rng.choice(cj.CITIES)[0]}{rng.choice(cj.BRANDS)[0]}{cj.pick(rng, SHOP_BUY)}"
        if buyer[:2] not in sup:
            break
    d = cj.a_date(rng)
    serial = f"{rng.randint(1, 999999):07d}"
    nrows = rng.choice([5, 6, 7, 8])
    while True:
        lines = cj.make_lines(rng, cj.ZH_ITEMS, rng.randint(2, nrows), 2, 600)
        total = cj.total_of(lines)
        if total < 100000:
            break
    header_is_sup = rng.random() < 0.5
    title = "订 货 单" if rng.random() < 0.6 else "订货单"
    if header_is_sup:
        pdf.text(pdf.w / 2 - side / 2, 30, sup, 13, align="c", colour=form, bold=True)
        pdf.text(pdf.w / 2 - side / 2, 52, title, 17, align="c", colour=form, bold=True, space=2)
        y = 60
    else:
        pdf.text(pdf.w / 2 - side / 2, 40, title, 19, align="c", colour=form, bold=True, space=3)
        y = 50
    pdf.line(
        pdf.w / 2 - side / 2 - 60, y - 4, pdf.w / 2 - side / 2 + 60, y - 4, lw=0.8, colour=form
    )
    nlab = cj.pick(rng, "No.|№|NO.")
    pdf.text(right - 78, 40, nlab, 11, colour=form)
    pdf.text(right, 40, serial, 14, align="r", colour=RED)
    # header fields
    fsize = 9.5
    y += 16
    pdf.text(m, y, "订货单位：", fsize, colour=form)
    pdf.line(m + 48, y + 2, m + wd * 0.55, y + 2, lw=0.4, colour=form)
    hand(pdf, rng, m + 54, y - 1, buyer, 10.5, ink)
    dx = m + wd * 0.62
    pdf.text(dx, y, "日期：", fsize, colour=form)
    for lab, val, at in (("年", d.year, 34), ("月", d.month, 82), ("日", d.day, 120)):
        pdf.text(dx + at + 28, y, lab, fsize, colour=form)
        hand(pdf, rng, dx + at + 24, y - 1, str(val), 10, ink, al="r")
    y += 19
    pdf.text(m, y, "供货单位：", fsize, colour=form)
    pdf.line(m + 48, y + 2, m + wd * 0.55, y + 2, lw=0.4, colour=form)
    hand(pdf, rng, m + 54, y - 1, sup, 10.5, ink)
    pdf.text(dx, y, "电话：", fsize, colour=form)
    pdf.line(dx + 30, y + 2, right, y + 2, lw=0.4, colour=form)
    hand(pdf, rng, dx + 34, y - 1, cj.mobile(rng), 10, ink)
    if rng.random() < 0.6:
        y += 19
        pdf.text(m, y, "送货地址：", fsize, colour=form)
        pdf.line(m + 48, y + 2, right, y + 2, lw=0.4, colour=form)
        hand(pdf, rng, m + 54, y - 1, cj.zh_addr(rng), 10, ink)
    y += 10
    # grid
    widths = cj.rel(wd, [22, 20, 8, 10, 12, 15, 13])
    heads = ["品名", "规格", "单位", "数量", "单价", "金额", "备注"]
    rest = 54
    rh = min(28.0, (pdf.h - 18 - y - rest) / (nrows + 2))
    pdf.grid(
        m, y, widths, [heads] + [[""] * 7] * nrows, row_h=rh, size=9, head_fill=None, colour=form
    )
    for i, ln in enumerate(lines):
        cy = y + rh * (i + 1) + rh / 2 + 4
        xs = [m + sum(widths[:k]) for k in range(8)]
        hand(pdf, rng, xs[0] + 4, cy, ln.name, 9.5, ink)
        hand(pdf, rng, xs[1] + 4, cy, ln.spec, 8.5, ink)
        hand(pdf, rng, xs[2] + widths[2] / 2, cy, ln.unit, 9.5, ink, al="c")
        hand(pdf, rng, xs[4] - 5, cy, str(ln.qty), 9.5, ink, al="r")
        hand(pdf, rng, xs[5] - 5, cy, cj.money(ln.price, sep=False), 9.5, ink, al="r")
        hand(pdf, rng, xs[6] - 5, cy, cj.money(ln.amount, sep=False), 9.5, ink, al="r")
    y += rh * (nrows + 1)
    # total row with printed positions
    pdf.rect(m, y, wd, rh + 4, stroke=form)
    pdf.text(m + 4, y + rh / 2 + 6, "合计人民币（大写）", 9, colour=form)
    units = ["万", "仟", "佰", "拾", "元", "角", "分"]
    cents = int((total * 100).quantize(Decimal(1)))
    digs = f"{cents:07d}"
    caps = "零壹贰叁肆伍陆柒捌玖"
    lead = len(str(cents)) < 7
    x = m + 96
    started = False
    for k, u in enumerate(units):
        dg = int(digs[k])
        started = started or dg > 0 or k >= 4
        if started:
            hand(pdf, rng, x, y + rh / 2 + 6, caps[dg], 10, ink)
        pdf.text(x + 12, y + rh / 2 + 6, u, 9, colour=form)
        x += 30
    del lead
    fig = f"{total:.2f}" if rng.random() < 0.5 else cj.money(total)
    pdf.text(right - 110, y + rh / 2 + 6, "¥", 10, colour=form)
    hand(pdf, rng, right - 98, y + rh / 2 + 6, fig, 10.5, ink)
    y += rh + 4 + 18
    sigs = ["制单：", "经手人：", "送货人：", "收货人签字："]
    sw = wd / 4
    for k, s in enumerate(sigs):
        pdf.text(m + k * sw, y, s, 9, colour=form)
        if k < 2:
            hand(pdf, rng, m + k * sw + 40, y - 1, cj.person(rng), 10, ink)
    if rng.random() < 0.6:
        y += 16
        pdf.text(m, y, "注：货物当面点清，过后概不负责。", 8, colour=form)
    # copy legend down the right margin
    legend = cj.pick(rng, "①存根（白）②客户（红）③财务（黄）|第一联存根 第二联客户 第三联记账")
    pdf.vtext(pdf.w - m - side / 2 + 4, 40, legend.replace(" ", ""), 7.5, colour=form)
    return cfinish(pdf, "zh-Hans", "purchase_order", serial, sup, total)


# --------------------------------------------------------------------------- 8 ja with slip

JA_PLACES = "本社工場 資材課|第二工場 受入場|物流センター|○○営業所|本社 総務部"


def _ja_uke(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.ja_firm(rng)
    sup = cj.ja_firm(rng, buyer.name)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "cn|slash|reiwa")
    po = cj.number(rng, d, "{y}{m}{n4}|CH-{n6}|{Y}-{n5}|No.{n6}|{n8}")
    if po.startswith("No."):
        po = po[3:]
    lines = cj.make_lines(rng, cj.JA_ITEMS, rng.randint(2, 30), 120, 30000, whole=True)
    by: dict[int, Decimal] = {}
    for ln in lines:
        by[ln.rate] = by.get(ln.rate, Decimal(0)) + ln.amount
    sub = sum(by.values(), Decimal(0))
    taxes = {k: (v * k / 100).quantize(Decimal(1), rounding=ROUND_DOWN) for k, v in by.items()}
    tax = sum(taxes.values(), Decimal(0))
    total = sub + tax
    ys = rng.randrange(3)
    page = [1]
    slip_h = 178

    def foot() -> None:
        txt = f"{page[0]}/{of}" if of else str(page[0])
        pdf.text(pdf.w / 2, pdf.h - 20, txt, 8, align="c", colour=GREY)

    nlab = cj.pick(rng, "注文番号|注文No.|発注番号")
    pdf.text(
        pdf.w / 2, 54, cj.pick(rng, "注　文　書|注 文 書|注文書"), 22, align="c", bold=True, space=2
    )
    pdf.line(pdf.w / 2 - 80, 62, pdf.w / 2 + 80, 62, lw=0.8)
    pdf.line(pdf.w / 2 - 80, 64.5, pdf.w / 2 + 80, 64.5, lw=0.4)
    pdf.text(right, 36, f"{nlab}：{po}", 9.5, align="r")
    pdf.text(right, 50, f"注文日：{cj.fdate(d, ds)}", 9.5, align="r")
    y = 96
    honor = cj.pick(rng, " 御中|　御中")
    pdf.text(m, y, f"{sup.name}{honor}", 13.5)
    pdf.line(m, y + 5, m + wd * 0.5, y + 5, lw=0.7)
    pdf.text(m, y + 24, "下記の通り注文いたします。", 9.5)
    bx = m + wd * 0.58
    pdf.text(bx, y - 6, buyer.name, 11.5, bold=True)
    cj.kv(
        pdf,
        bx,
        y + 10,
        [
            cj.ja_addr(rng),
            f"TEL {cj.ja_tel(rng)}  FAX {cj.ja_tel(rng)}",
            f"{cj.pick(rng, '購買課|資材部|総務課')}　担当：{cj.person(rng, 'ja')}",
        ],
        8.2,
        1.65,
        maxw=wd * 0.42,
    )
    pdf.stamp(
        right - 20,
        y + 8,
        buyer.name.replace("株式会社", "")[:4] + "之印",
        rng,
        shape="square",
        r=21,
    )
    y += 48
    pdf.rect(m, y, wd * 0.55, 30, lw=1.1)
    pdf.rect(m, y, wd * 0.2, 30, fill=cj.SHADE, lw=1.1)
    pdf.text(m + wd * 0.1, y + 19, "ご注文金額", 10, align="c")
    pdf.text(m + wd * 0.53, y + 21, cj.yen(total, ys), 15, align="r", bold=True)
    pdf.text(m + wd * 0.56, y + 21, "（税込）", 8.5)
    y += 42
    info = [
        [
            "納期",
            cj.fdate(cj.later(rng, d), ds),
            "見積番号",
            cj.number(rng, d, "Q{y}{m}-{n3}|MT{n5}"),
        ],
        ["納入場所", cj.pick(rng, JA_PLACES), "取引先コード", cj.number(rng, d, "{n6}|T{n4}")],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|20日締め翌月10日払い|検収後60日手形"),
            "件名",
            cj.pick(rng, "生産設備用部材|消耗品|事務用品|定期補充品"),
        ],
    ]
    y = (
        pdf.grid(
            m,
            y,
            cj.rel(wd, [13, 37, 14, 36]),
            info,
            head=0,
            row_h=18,
            size=8.6,
            shade_cols=(0, 2),
            align="llll",
        )
        + 14
    )
    hd = ["No.", "品名", "規格・型式", "数量", "単位", "単価", "金額"]
    body = [
        [
            str(i + 1),
            ln.name + ("※" if ln.rate == 8 else ""),
            ln.spec,
            str(ln.qty),
            ln.unit,
            cj.whole(ln.price),
            cj.whole(ln.amount),
        ]
        for i, ln in enumerate(lines)
    ]
    side = 18
    widths = cj.rel(wd - side, [6, 26, 26, 8, 7, 12, 15])
    rh = 17
    i = 0
    while True:
        room = pdf.h - 60 - y
        cap = max(1, int(room / rh) - 1)
        last_room = pdf.h - 60 - slip_h - 90 - y
        last_cap = max(0, int(last_room / rh) - 1)
        if len(body) - i <= last_cap:
            cap = len(body) - i
        elif len(body) - i <= cap:
            cap = max(1, len(body) - i - rng.randint(2, 5))
        chunk = body[i : i + cap]
        top = y
        y = pdf.grid(m + side, y, widths, [hd, *chunk], row_h=rh, size=8.4, align="cllrcrr")
        pdf.rect(m, top, side, y - top, fill=cj.SHADE)
        label = "注文明細" if y - top >= 56 else "明細" if y - top >= 32 else ""
        pdf.vtext(m + side / 2, top + (y - top) / 2 - len(label) * 5.2 + 6, label, 9)
        i += len(chunk)
        if i >= len(body):
            break
        pdf.text(right, y + 14, "次頁へ続く", 8.5, align="r")
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"注文書（続き）　{sup.name}{honor}", 10.5, bold=True)
        pdf.text(right, 40, f"{nlab}：{po}", 9, align="r")
        pdf.line(m, 46, right, 46)
        y = 60
    srows = [("税抜合計", cj.whole(sub))]
    for k in sorted(taxes, reverse=True):
        srows.append((f"消費税（{k}%）", cj.whole(taxes[k])))
    srows.append(("税込合計", cj.yen(total, ys)))
    if y + 18 * len(srows) + 60 + slip_h > pdf.h - 40:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 40, f"注文書（続き）　{sup.name}{honor}", 10.5, bold=True)
        pdf.text(right, 40, f"{nlab}：{po}", 9, align="r")
        pdf.line(m, 46, right, 46)
        y = 60
    y2 = cj.sums(pdf, right - 4, y + 16, srows, 9.5, label_w=120)
    if 8 in taxes:
        pdf.text(m, y + 16, "※印は軽減税率（8%）対象", 8.5)
    y = max(y2, y + 30)
    pdf.rect(m, y, wd * 0.62, 40, lw=0.5)
    pdf.text(m + 5, y + 13, "備考", 8.5, bold=True)
    pdf.text(
        m + 5,
        y + 29,
        cj.pick(
            rng,
            "納品書・請求書には注文番号を必ずご記入ください。|"
            "本注文書受領後、下記注文請書にご記名・ご捺印の上ご返送ください。",
        ),
        8.2,
        maxw=wd * 0.6,
    )
    # tear-off acknowledgement slip
    sy = pdf.h - slip_h - 30
    pdf.c.setDash([4, 3])
    pdf.line(m - 10, sy, right + 10, sy, lw=0.5, colour=GREY)
    pdf.c.setDash([])
    pdf.rect(pdf.w / 2 - 34, sy - 6, 68, 12, fill=Color(1, 1, 1), stroke=None)
    pdf.text(pdf.w / 2, sy + 3.5, "キリトリ線", 8, align="c", colour=GREY)
    top = sy + 18
    pdf.rect(m, top, 22, slip_h - 40, fill=cj.SHADE)
    pdf.vtext(m + 11, top + 30, "注文請書", 12)
    x = m + 34
    pdf.text(x, top + 14, f"{buyer.name}{honor}", 11.5)
    pdf.line(x, top + 18, x + wd * 0.45, top + 18, lw=0.6)
    pdf.text(x, top + 36, "下記の通りご注文をお請けいたします。", 9)
    rows = [
        [nlab, po],
        ["注文日", cj.fdate(d, ds)],
        ["ご注文金額（税込）", cj.yen(total, ys)],
        ["納期", "御指定日"],
    ]
    pdf.grid(
        x,
        top + 46,
        [90, wd * 0.45 - 90],
        rows,
        head=0,
        row_h=19,
        size=9,
        shade_cols=(0,),
        align="ll",
    )
    rx = m + wd * 0.6
    pdf.text(rx, top + 14, "　　年　　月　　日", 9)
    fill_sup = rng.random() < 0.4
    fields = [("住所", ""), ("会社名", sup.name if fill_sup else ""), ("代表者", "")]
    fy = top + 44
    for lab, val in fields:
        pdf.text(rx, fy, lab, 9)
        pdf.line(rx + 40, fy + 3, right, fy + 3, lw=0.4)
        if val:
            pdf.text(rx + 44, fy, val, 9.5, maxw=right - rx - 48)
        fy += 26
    pdf.c.circle(right - 14, pdf.h - (fy - 30), 11, stroke=1, fill=0)
    pdf.text(right - 14, fy - 26, "印", 9, align="c", colour=GREY)
    foot()
    return cfinish(pdf, "ja", "purchase_order", po, sup.name, total)


def blind14_ja_chumonsho_ukesho_kiritori(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja_uke)


FAMILIES: dict[str, Draw] = {
    "blind14_en_sap_po_print": blind14_en_sap_po_print,
    "blind14_en_us_netsuite_po": blind14_en_us_netsuite_po,
    "blind14_de_mittelstand_bestellung": blind14_de_mittelstand_bestellung,
    "blind14_it_ordine_acquisto_spettle": blind14_it_ordine_acquisto_spettle,
    "blind14_nl_be_inkooporder_btw": blind14_nl_be_inkooporder_btw,
    "blind14_zh_caigou_hetong_jiayi": blind14_zh_caigou_hetong_jiayi,
    "blind14_zh_dinghuodan_xiaodian": blind14_zh_dinghuodan_xiaodian,
    "blind14_ja_chumonsho_ukesho_kiritori": blind14_ja_chumonsho_ukesho_kiritori,
    "blind14_en_invoice_po_ref": blind14_en_invoice_po_ref,
    "blind14_es_latam_hospital_oc": blind14_es_latam_hospital_oc,
}

"""Ten purchase-paperwork families for the blind split written after blind12 (`blind13_*`).

Nine are issued by the buyer to the vendor the order is addressed to; one is a seller's
confirmation quoting the buyer's order. Languages: en (four), zh-Hans, zh-Hant, ja, fr (Canada),
pt (Brazil) and es (Spain).

- blind13_en_us_health_system_po (en, purchase_order): a US hospital or health system's
  materials-management PO on Letter paper over two or three pages; a right-hand panel with the
  PO number (at times boxed), date, revision and "Page k of N", GPO contract, requisition,
  department and account distractors, Vendor / Ship To / Bill To blocks, two-row item lines
  (vendor catalogue number, then manufacturer and GPO tier), unit prices with four decimals
  at times, "Page subtotal / carried forward" on every page, freight, a tax-exempt line or
  sales tax, PO total and a supply-chain signature.
- blind13_en_au_nz_gst_po (en, purchase_order): an Australian or New Zealand buyer's order;
  letterhead with ABN or NZBN and GST number at the right, the order number either in the
  title line or in a strip of cells, the supplier labelled or standing unlabelled in the
  window position with its own ABN / GST number, a Deliver To block with site contact, GST
  codes per line (GST/FRE or S/Z), Subtotal ex GST, freight, GST 10 % / 15 %, total inc GST in
  AUD / NZD, and an approval line.
- blind13_en_za_ng_vat_po (en, purchase_order): a South African or Nigerian company's order;
  a dark letterhead band, company registration / VAT (or RC / TIN) numbers of the buyer, an
  "order details" box with order no., requisition, supplier account and currency, supplier
  and delivery boxes, stock codes and line discounts, VAT 15 % / 7.5 %, totals in rand
  (R 12 345.67, R12,345.67 or 12 345,67) or naira (NGN / ₦), B-BBEE note, directors in the
  footer and two authorisation signatures.
- blind13_en_us_spreadsheet_po (en, purchase_order): a small US business's order made from a
  spreadsheet template; printed cell gridlines across the page, a coloured title, DATE and
  PO # cells at the right, VENDOR and SHIP TO header bars, a requisitioner / ship via / FOB
  strip, a fixed number of item rows with empty ones showing "-" in accounting format ($ at
  the left of the cell), SUBTOTAL / TAX RATE / TAX / SHIPPING / OTHER / TOTAL, a comments box
  and a "questions about this purchase order" contact line.
- blind13_zh_k3_caigou (zh-Hans, purchase_order): a factory ERP (K3 / U8-like) 采购订单 print;
  label-value header fields in unruled columns (供应商, 单据编号, 日期, 供应商编码,
  源单(请购)编号, 币别, 采购员, 部门, 结算方式, 交货地址), a wide table with 含税单价,
  税率 13 %, 不含税金额, 税额 and 价税合计 per line, 本页小计 on long orders, a 合计 row,
  大写 and 小写 totals, numbered terms, 制单 / 审核 / 批准 cells, a 供方确认盖章 box and a
  red buyer seal.
- blind13_tw_caigou_hengban (zh-Hant, purchase_order): a Taiwanese 採購單 in A4 landscape; title
  centred under the buyer, 採購單號 / 採購日期 (ROC dates) / 頁次 at the top right, a ruled
  廠商資料 grid (廠商名稱, 廠商編號, 統一編號, 聯絡人, 電話 / 傳真, 地址) beside a
  交貨 / 付款 / 請購單號 / 報價單號 grid, unit prices with cents and whole NT$ amounts,
  小計 / 營業稅 5% / 總計, and a sign-off row with a vendor sign-back cell and an oval seal.
- blind13_ja_hacchusho_waku (ja, purchase_order): a 発注書 whose supplier stands in a ruled
  cell ("発注先 | ○○株式会社 御中"), 発注No. in a two-cell box at the top right, a 小計 /
  消費税 / 合計金額（税込） box row above the items, 件名 / 納期 / 納品場所 / 支払条件 / 見積No.
  grid, 10 % and reduced 8 % rates, a 備考 box and a square company seal; two pages when long.
- blind13_fr_ca_bon_commande (fr, purchase_order): a Québec municipality's, school service
  centre's or company's BON DE COMMANDE; the number in a large framed box at the top right,
  Fournisseur (with supplier number and NEQ), Livrer à and Facturer à boxes, a strip of
  réquisition / soumission / acheteur / conditions / date requise, amounts as "1 234,56 $",
  escompte, transport, TPS 5 % and TVQ 9,975 % with the buyer's tax numbers, and TOTAL.
- blind13_pt_br_pedido_compra (pt, purchase_order): a Brazilian PEDIDO DE COMPRA whose number
  stands in the title line; CNPJ / IE of both sides, FORNECEDOR box, a header grid with
  cotação, solicitação, comprador, condição de pagamento (28/56 DDL) and centro de custo, NCM
  and IPI % per line, ICMS base and value as information, Total dos produtos / Desconto /
  Frete / IPI / Total do pedido in R$ 1.234,56, transportadora, and signatures with the
  supplier's acceptance.
- blind13_es_confirmacion_pedido (es, order_confirmation): a Spanish manufacturer's or
  wholesaler's CONFIRMACIÓN DE PEDIDO quoting "Su pedido nº" among its own confirmation,
  customer, offer and sales-rep numbers; cliente and entrega blocks, line discounts, "Suma y
  sigue" on two pages, a horizontal totals strip (importe bruto, dto. pronto pago, base
  imponible, IVA, recargo de equivalencia for retail customers, TOTAL) in "1.234,56 €", and a
  Registro Mercantil / IBAN footer.

`FAMILIES` maps a family name (all start with `blind13_`) to draw(rng) -> (pdf bytes, meta),
using the drawing helpers of families_latin.py and families_cjk.py. They were written blind:
drawn with reportlab and checked only by reading their own text layer back and looking at
rendered pages, never run through the extraction engine. Families that print "page 1 of N"
draw twice from the same rng state.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
confirmation the customer's order it quotes, never the seller's own numbers, nor quotation,
requisition, contract, account or customer numbers); supplier the selling party's name exactly
as printed (never the buyer, ship-to, bill-to or a contact person); total the grand total as
"1234.50" (tax included; whole NT$ and yen as "1234.00"). Every document states its total.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
Paged = Callable[[random.Random, int], tuple[bytes, dict]]
CENT = Decimal("0.01")
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.9, 0.92, 0.95)
RED = Color(0.8, 0.1, 0.1)


def twice(rng: random.Random, draw: Paged) -> tuple[bytes, dict]:
    """Draw once to count the pages, then again from the same state with the count known."""
    state = rng.getstate()
    _, meta = draw(rng, 0)
    rng.setstate(state)
    return draw(rng, meta["pages"])


def truth_meta(lang: str, kind: str, pages: int, po: str, sup: str, total: Decimal) -> dict:
    truth = {"order_number": po, "supplier": sup, "total": f"{la.cents(total):.2f}"}
    return {"lang": lang, "kind": kind, "pages": pages, "truth": truth}


def finish(d: la.Doc, lang: str, kind: str, po: str, sup: str, total: Decimal) -> tuple:
    return d.done(), truth_meta(lang, kind, d.pages, po, sup, total)


def cfinish(pdf: cj.Pdf, lang: str, kind: str, po: str, sup: str, total: Decimal) -> tuple:
    pdf.c.save()
    return pdf.buf.getvalue(), truth_meta(lang, kind, pdf.pages, po, sup, total)


def grouped(v: Decimal, group: str = ",", dec: str = ".", places: int = 2) -> str:
    """1234567.8 -> 1,234,567.80 with the given group and decimal marks."""
    q = v.quantize(Decimal(1) if places == 0 else CENT, rounding=ROUND_HALF_UP)
    s = f"{q:,.{places}f}"
    return s.replace(",", "\x00").replace(".", dec).replace("\x00", group)


def en(v: Decimal) -> str:
    return grouped(v)


def rgb_box(d: la.Doc, x: float, y: float, w: float, h: float, rgb: tuple) -> None:
    d.c.setFillColorRGB(*rgb)
    d.c.rect(x, d.h - y - h, w, h, stroke=0, fill=1)


def rgb_text(
    d: la.Doc, x: float, y: float, s: str, size: float, rgb: tuple, *, b: bool = True, al: str = "l"
) -> None:
    d.c.setFont(d.bold if b else d.reg, size)
    d.c.setFillColorRGB(*rgb)
    {"l": d.c.drawString, "r": d.c.drawRightString, "c": d.c.drawCentredString}[al](x, d.h - y, s)


def rescale(
    rows: list[dict], scale: Decimal, fm: Callable[[Decimal], str], whole: bool = False
) -> None:
    """Multiply the unit prices of la.items rows by `scale` (another currency) and refresh."""
    for r in rows:
        p = r["p"] * scale
        p = p.quantize(Decimal(1) if whole else CENT, rounding=ROUND_HALF_UP)
        r["p"], r["amt"] = p, la.cents(p * int(r["qty"]))
        r["price"], r["amount"] = fm(p), fm(r["amt"])


# --------------------------------------------------------------------------- 1 US health


HEALTH_BUY = (
    "{C} Regional Medical Center|{C} Community Hospital|{C} Valley Health System|"
    "Good Samaritan Hospital of {C}|{C} Children's Hospital|St. {S} Health|"
    "{C} Memorial Hospital|{C} Orthopedic & Surgical Hospital"
)
SAINTS = "Anne's|Joseph's|Luke's|Vincent's|Mary's|Francis|Elizabeth|Clare"
HEALTH_VEND = (
    "{X} Medical Supply{F}|{X} Surgical{F}|{L} Healthcare Products{F}|{X} Diagnostics{F}|"
    "{L} & {L2} Medical{F}|{X} Biomedical{F}|{L} Clinical Supply{F}"
)
MFRS = (
    "Halvorsen Medical|Brightline Surgical|Norrland Labs|Cedarpoint Health|Veritas Medtech|"
    "Alton Devices"
)
# description | uom | low | high (unit price)
MED_ITEMS = [
    ("Glove, exam, nitrile, PF, size M (100/BX)", "BX", 6, 14),
    ("Syringe 10 mL luer-lock, sterile (100/BX)", "BX", 12, 28),
    ("Needle, hypodermic 22G x 1 in (100/BX)", "BX", 7, 18),
    ("IV start kit with CHG prep", "EA", 2, 5),
    ("Suture, absorbable 3-0, 27 in, SH needle (36/BX)", "BX", 90, 240),
    ("Gauze sponge 4x4 12-ply sterile (50/PK)", "PK", 4, 11),
    ("Catheter, IV safety 20G x 1.16 in (50/BX)", "BX", 60, 160),
    ("Underpad, disposable 23x36 (150/CS)", "CS", 35, 80),
    ("Sharps container 2 gal, red", "EA", 4, 12),
    ("Blood pressure cuff, adult, reusable", "EA", 15, 45),
    ("Face mask, ASTM level 3 (50/BX)", "BX", 9, 22),
    ("Isolation gown, universal, yellow (50/CS)", "CS", 40, 110),
    ("Specimen container 4 oz, sterile (100/CS)", "CS", 25, 60),
    ("Alcohol prep pad, medium (200/BX)", "BX", 3, 8),
    ("ECG electrode, foam, adult (600/CS)", "CS", 55, 130),
    ("Administration set, primary, 15 drop (50/CS)", "CS", 120, 290),
    ("Enteral feeding bag 1200 mL (30/CS)", "CS", 70, 150),
    ("Hand sanitizer foam refill 1200 mL (3/CS)", "CS", 25, 60),
    ("Chlorhexidine gluconate 4% wash, 4 oz", "EA", 2, 6),
    ("Pulse oximetry sensor, adult, disposable (24/BX)", "BX", 80, 210),
    ("Thermometer probe covers (1000/CS)", "CS", 30, 75),
    ("Laryngoscope blade Mac 3, single use (20/BX)", "BX", 70, 160),
    ("Foam dressing 4x4 bordered (10/BX)", "BX", 18, 55),
    ("Biohazard bag 24x24, red (250/CS)", "CS", 30, 65),
    ("Urinary catheter tray, 16 Fr, silicone", "EA", 9, 24),
    ("Surgical blade #10, carbon steel (50/BX)", "BX", 14, 36),
]
DEPTS = (
    "6010 Surgical Services|6170 Emergency Dept|6420 Laboratory|6230 ICU|7100 Pharmacy|"
    "6300 Cardiology|6550 Endoscopy|8020 Environmental Svcs"
)


def _health(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(30, 42)
    w, r = d.w - 2 * m, d.w - m
    city, badr = la.place(rng, "us")
    buyer = la.pick(rng, HEALTH_BUY).format(C=city, S=la.pick(rng, SAINTS))
    _, last, _, stems = la.SUP["en"]
    l1, l2 = rng.sample(last.split("|"), 2)
    sup = la.pick(rng, HEALTH_VEND).format(
        X=la.pick(rng, stems), L=l1, L2=l2, F=la.pick(rng, la.FORMS["us"])
    )
    _, sadr = la.place(rng, "us")
    po = la.digits(rng, la.pick(rng, "PO#######|########|MM-26-#####|P0######|##-######"))
    dt = la.day(rng)
    ds = la.pick(rng, "us|us|usl|mon")
    page_of = lambda k: f"{k} of {of}" if of else str(k)  # noqa: E731
    exempt = rng.random() < 0.7
    cert = la.digits(rng, "##-#######")
    bottom = d.h - 70

    def foot(k: int) -> None:
        d.line(m, d.h - 50, r, d.h - 50, 0.4)
        txt = (
            "Vendor must reference the PO number on all invoices, packing lists and "
            "correspondence. Send invoices to Accounts Payable only."
        )
        d.t(m, d.h - 38, txt, 6.6, grey=0.25)
        if exempt:
            d.t(m, d.h - 28, f"Tax exempt: State exemption certificate No. {cert}", 6.6, grey=0.25)
        d.t(r, d.h - 28, f"Page {page_of(k)}", 7.5, al="r")

    # letterhead
    d.t(m, 44, buyer, rng.choice([14, 15, 17]), b=True)
    y = d.lines(
        m,
        50,
        [
            la.pick(rng, "Materials Management|Supply Chain Services|Purchasing Department"),
            *badr,
            f"Phone {la.phone(rng, 'us')}   Fax {la.phone(rng, 'us')}",
        ],
        8.2,
    )
    px = r - 210
    d.t(
        r,
        44,
        la.pick(rng, "PURCHASE ORDER|Purchase Order|PURCHASE ORDER - ORIGINAL"),
        14,
        b=True,
        al="r",
    )
    lab = la.pick(rng, "PO Number:|P.O. No.:|Purchase Order #:|PO #:")
    pairs = [
        ("PO Date:", la.dfmt(dt, ds)),
        ("Revision:", str(rng.choice([0, 0, 1, 2]))),
        ("Page:", page_of(1)),
        ("Buyer:", la.person(rng, "en")),
    ]
    if rng.random() < 0.5:
        d.box(px, 54, 210, 22, lw=1.2)
        d.t(px + 6, 69, lab, 9, b=True)
        d.t(r - 6, 69, po, 12, b=True, al="r")
        yk = d.kv(px + 6, 82, pairs, 70, 8.2)
    else:
        yk = d.kv(px, 56, [(lab, po), *pairs], 88, 8.6)
    y = max(y, yk) + 10
    # reference grid
    labels = ["REQUISITION", "DEPARTMENT", "GL ACCOUNT", "GPO CONTRACT", "TERMS", "FOB"]
    values = [
        la.digits(rng, "RQ#######"),
        la.pick(rng, DEPTS),
        la.digits(rng, "7####-###"),
        la.digits(rng, la.pick(rng, "VZ-MS-####|PP-NS-####|HPG-#####|N/A")),
        la.pick(rng, "Net 30|Net 45|Net 60|1% 15 Net 45"),
        la.pick(rng, "Destination|Dest., Prepaid|Origin"),
    ]
    y = (
        d.grid(
            m,
            y,
            [w * 0.14, w * 0.22, w * 0.14, w * 0.18, w * 0.14, w * 0.18],
            labels,
            values,
            size=7.6,
        )
        + 10
    )
    vend = [
        sup,
        *sadr,
        f"Vendor #: {la.digits(rng, 'V######')}",
        f"Tel {la.phone(rng, 'us')}",
        la.email(rng, sup, "us", la.pick(rng, "orders|customerservice|sales")),
    ]
    ship = [
        buyer,
        la.pick(rng, "Central Receiving|Loading Dock B|Materials Mgmt Receiving|Supply Warehouse"),
        *badr,
        f"Deliver to: {la.pick(rng, DEPTS).split(' ', 1)[1]}",
    ]
    bill = [buyer, "Accounts Payable", la.digits(rng, "P.O. Box ####"), badr[1]]
    blocks = [(la.pick(rng, "VENDOR|SUPPLIER|VENDOR / REMIT"), vend), ("SHIP TO", ship)]
    if rng.random() < 0.6:
        blocks.append(("BILL TO", bill))
    bw = (w - 8 * (len(blocks) - 1)) / len(blocks)
    ys = [
        la.block(d, m + k * (bw + 8), y, t + ":", rows, style="box", w=bw, size=8)
        for k, (t, rows) in enumerate(blocks)
    ]
    y = max(ys) + 10
    # item lines: each takes two rows
    four = rng.random() < 0.5
    rows: list[dict] = []
    n = rng.randint(16, 50)
    for i, (desc, uom, lo, hi) in enumerate(rng.choices(MED_ITEMS, k=n)):
        qty = rng.choice([1, 2, 2, 3, 4, 5, 6, 10, 12, 20, 24, 40] if hi < 100 else [1, 1, 2, 3, 4])
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        amt = la.cents(p * qty)
        rows.append(
            {
                "pos": str(i + 1),
                "qty": str(qty),
                "unit": uom,
                "code": la.digits(rng, la.pick(rng, "@@#####|####-##|@######")),
                "desc": desc,
                "price": f"{p:.4f}" if four else en(p),
                "amount": en(amt),
                "need": la.dfmt(dt + timedelta(days=rng.randint(3, 30)), "us"),
                "amt": amt,
            }
        )
        note = f"Mfr: {la.pick(rng, MFRS)}  Mfr #: {la.digits(rng, '####-###')}"
        if rng.random() < 0.5:
            note += f"  Tier {rng.randint(1, 4)}"
        rows.append({"desc": note, "amt": Decimal(0)})
    spec = [
        ("pos", "LN", 4, "c"),
        ("qty", "QTY", 5, "r"),
        ("unit", "UOM", 5, "c"),
        ("code", "VENDOR CAT #", 13, "l"),
        ("desc", "DESCRIPTION", 37, "l"),
        ("need", "NEED BY", 9, "c"),
        ("price", "UNIT PRICE", 10, "r"),
        ("amount", "EXTENDED", 11, "r"),
    ]
    if rng.random() < 0.4:
        spec = [s for s in spec if s[0] != "need"]
    cols = la.cols(spec, w)
    page = [1]

    def cont(i: int) -> float:
        carried = sum((x["amt"] for x in rows[:i]), Decimal(0))
        d.t(
            r,
            d.h - 57,
            f"{la.pick(rng, 'Carried forward|Page subtotal, carried forward')}: {en(carried)}",
            8,
            b=True,
            al="r",
        )
        foot(page[0])
        d.new_page()
        page[0] += 1
        d.t(m, 40, buyer, 10, b=True)
        d.t(m, 53, f"Purchase Order {po} - continued", 8.5)
        d.t(r, 40, f"Page {page_of(page[0])}", 8.5, al="r")
        d.t(r, 53, f"Brought forward: {en(carried)}", 8.5, al="r")
        return 64

    # paginate by hand so that an item and its manufacturer row stay on one page
    lead, i = 11.5, 0
    while True:
        cap = int((bottom - y - lead - 2) / lead)
        chunk = rows[i : i + cap - cap % 2]
        y = d.table(m, y, cols, chunk, size=7.5, lead=lead, shade=0.86, rules=False)
        i += len(chunk)
        if i >= len(rows):
            break
        y = cont(i)
    d.line(m, y, r, y, 0.6)
    sub = sum((x["amt"] for x in rows), Decimal(0))
    ship_c = Decimal(rng.randint(0, 9000)) / 100 if rng.random() < 0.45 else Decimal(0)
    rate = Decimal(0) if exempt else Decimal(la.pick(rng, "6|7|7.25|8.5"))
    tax = la.cents((sub + ship_c) * rate / 100)
    total = sub + ship_c + tax
    srows = [(la.pick(rng, "Subtotal|Merchandise Total|Lines Total"), en(sub), False)]
    if ship_c:
        srows.append((la.pick(rng, "Freight|Shipping & Handling"), en(ship_c), False))
    if exempt:
        srows.append(("Sales Tax (Exempt)", "0.00", False))
    else:
        srows.append((f"Sales Tax {rate.normalize():f}%", en(tax), False))
    srows.append(
        (
            la.pick(rng, "PO TOTAL|TOTAL (USD)|Total Order Amount|ORDER TOTAL"),
            la.pick(rng, "$|$|USD ") + en(total),
            True,
        )
    )
    need = 16 * len(srows) + 90
    if y + need > bottom:
        y = cont(len(rows))
    ty = d.summary(r - 200, r - 4, y + 6, srows, 8.6, box_last=True)
    notes = (
        "Deliver between 7:00 AM and 3:30 PM, Monday to Friday. Latex-free products only "
        "unless specified. Backorders must be reported to the buyer within 24 hours. "
        "Substitutions require written approval from Supply Chain."
    )
    d.t(m, y + 16, "Special instructions:", 7.6, b=True)
    d.para(m, y + 20, notes, 7.2, w - 240, grey=0.2)
    y = max(ty, y + 70) + 30
    d.sign(
        m,
        y,
        200,
        la.pick(rng, "Director, Supply Chain|Purchasing Manager|Authorized Buyer")
        + f" - {la.person(rng, 'en')}",
    )
    d.t(r - 200, y - 4, f"Contact: {la.person(rng, 'en')}  {la.phone(rng, 'us')}", 7.6)
    foot(page[0])
    return finish(d, "en", "purchase_order", po, sup, total)


def blind13_en_us_health_system_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _health)


# --------------------------------------------------------------------------- 2 AU / NZ GST

ANZ = {
    "au": {
        "cities": "Newcastle NSW 2300|Wollongong NSW 2500|Geelong VIC 3220|Bendigo VIC 3550|"
        "Townsville QLD 4810|Mackay QLD 4740|Bunbury WA 6230|Mount Gambier SA 5290|"
        "Launceston TAS 7250",
        "streets": "## Industrial Dr|Unit #, ## Enterprise Cres|### Princes Hwy|# Depot Rd|"
        "## Kembla St",
        "forms": " Pty Ltd| Pty Ltd| Pty. Ltd.",
        "buy": "{C} Earthmoving Pty Ltd|{C} Aged Care Ltd|{C} Mining Services Pty Ltd|"
        "{C} Water Corporation|{C} Regional Council|{C} Grain Growers Co-op Ltd",
        "tel": "(02) #### ####|(03) #### ####|(07) #### ####|(08) #### ####",
        "rate": Decimal(10),
        "cur": "AUD",
        "codes": ("GST", "FRE"),
    },
    "nz": {
        "cities": "Hamilton 3204|Tauranga 3110|Palmerston North 4410|Christchurch 8024|"
        "Dunedin 9016|Nelson 7010|Napier 4110|Whangarei 0110",
        "streets": "## Te Rapa Rd|# Hewletts Rd|### Tremaine Ave|## Halswell Junction Rd|"
        "Unit #, ## Kahu Rd",
        "forms": " Ltd| Limited| Ltd",
        "buy": "{C} City Council|{C} Dairy Co-operative Ltd|{C} Civil Contractors Ltd|"
        "{C} Vineyards Ltd|{C} Port Company Ltd|{C} Kiwifruit Packers Ltd",
        "tel": "07 ### ####|06 ### ####|03 ### ####|09 ### ####",
        "rate": Decimal(15),
        "cur": "NZD",
        "codes": ("S", "Z"),
    },
}
ANZ_STEMS = (
    "Tasman|Southern Cross|Kauri|Pohutukawa|Ironbark|Bluegum|Sandstone|Outback|Eureka|"
    "Pacific Rim|Matai|Coral Coast|Brolga"
)
ANZ_SECT = (
    "Hydraulics|Workwear|Fencing Supplies|Pipe & Fittings|Electrical Wholesalers|Signs|"
    "Engineering Supplies|Tyres|Safety|Filtration|Bearings|Fasteners"
)


def _anz_place(rng: random.Random, c: dict) -> tuple[str, list[str]]:
    line = la.pick(rng, c["cities"])
    words = line.split()[:-1]
    if words[-1].isupper():
        words = words[:-1]
    return " ".join(words), [la.digits(rng, la.pick(rng, c["streets"])), line]


def blind13_en_au_nz_gst_po(rng: random.Random) -> tuple[bytes, dict]:
    nz = rng.random() < 0.4
    c = ANZ["nz" if nz else "au"]
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(40, 56)
    w, r = d.w - 2 * m, d.w - m
    city, badr = _anz_place(rng, c)
    buyer = la.pick(rng, c["buy"]).format(C=city)
    _, sadr = _anz_place(rng, c)
    sup = f"{la.pick(rng, ANZ_STEMS)} {la.pick(rng, ANZ_SECT)}{la.pick(rng, c['forms'])}"
    tel = lambda: la.digits(rng, la.pick(rng, c["tel"]))  # noqa: E731
    if nz:
        breg = [la.digits(rng, "NZBN 94290########"), la.digits(rng, "GST No. ##-###-###")]
        sreg = la.digits(rng, "GST No. ###-###-###")
    else:
        breg = [la.digits(rng, "ABN ## ### ### ###")]
        sreg = la.digits(rng, "ABN ## ### ### ###")
    po = la.digits(rng, la.pick(rng, "PO-######|PO######|#####|P#####-@|WO/PO-####"))
    dt = la.day(rng)
    ds = la.pick(rng, "dmy|dmy|long_en")
    dtxt = f"{dt.day} {dt:%B %Y}" if ds == "long_en" else la.dfmt(dt, "dmy")
    # letterhead at the right
    d.t(r, 48, buyer, rng.choice([14, 16]), b=True, al="r")
    y = d.lines(r, 54, [*badr, f"Ph {tel()}", " | ".join(breg)], 8, al="r")
    strip = rng.random() < 0.5
    title = la.pick(rng, "PURCHASE ORDER|Purchase Order|OFFICIAL ORDER")
    if strip:
        d.t(m, 60, title, 20, b=True)
    else:
        mark = la.pick(rng, " No. | #| ")
        d.t(m, 60, f"{title}{mark}{po}", 17, b=True)
        d.t(m, 76, f"Date: {dtxt}", 9)
    y = max(y, 84) + 14
    q = la.digits(rng, la.pick(rng, "Q######|QU-#####|EST####"))
    job = la.digits(rng, la.pick(rng, "J####|Job ####-##|CC-###"))
    if strip:
        labels = ["Order Number", "Order Date", "Supplier Quote", "Job / Cost Code", "Required By"]
        vals = [po, dtxt, q, job, la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")]
        y = (
            d.grid(
                m,
                y,
                [w * 0.22, w * 0.2, w * 0.2, w * 0.2, w * 0.18],
                labels,
                vals,
                size=8.6,
                shade=0.9,
            )
            + 14
        )
    # supplier (window position) and deliver-to
    srows = [sup, *sadr, sreg, f"Attn: {la.person(rng, 'en')}  Ph {tel()}"]
    if rng.random() < 0.5:
        sy = la.block(
            d, m, y, la.pick(rng, "Supplier:|To:|Supplier"), srows, style="plain", w=240, size=9
        )
    else:
        sy = d.lines(m, y, srows, 9.2, b_first=True)
    site = la.pick(rng, "Main Depot|Workshop|Site Office|Store|Treatment Plant")
    drows = [
        f"{buyer} - {site}",
        *_anz_place(rng, c)[1],
        f"Contact: {la.person(rng, 'en')}",
        f"Ph {tel()}",
    ]
    dy = la.block(d, m + w * 0.55, y, "Deliver To:", drows, style="under", w=w * 0.45, size=8.6)
    y = max(sy, dy) + 12
    if not strip:
        refs = [
            f"Your quote: {q}",
            f"Job: {job}",
            f"Required by: {la.dfmt(dt + timedelta(days=rng.randint(5, 30)), 'dmy')}",
            f"Ordered by: {la.person(rng, 'en')}",
        ]
        d.box(m, y, w, 16, fill=0.93, stroke=False)
        d.t(m + 4, y + 11, "     ".join(refs), 8.2)
        y += 26
    fm = en
    rows = la.items(rng, "en", rng.randint(3, 14), fm)
    rescale(rows, Decimal(la.pick(rng, "1.4|1.5|1.6")), fm)
    gst_code, free_code = c["codes"]
    taxable = Decimal(0)
    for row in rows:
        free = rng.random() < (0.2 if not nz else 0.08)
        row["tax"] = free_code if free else gst_code
        if not free:
            taxable += row["amt"]
    spec = [
        ("code", "Item Code", 11, "l"),
        ("desc", "Description", 36, "l"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UOM", 6, "c"),
        ("price", "Unit Price (ex)", 15, "r"),
        ("tax", "Tax", 5, "c"),
        ("amount", la.pick(rng, "Amount (ex GST)|Line Total ex GST|Ext. Price"), 17, "r"),
    ]
    y = d.table(
        m, y, la.cols(spec, w), rows, size=8.2, lead=14, shade=0.88, grid=rng.random() < 0.5
    )
    sub = sum((x["amt"] for x in rows), Decimal(0))
    frt = Decimal(rng.randint(2500, 18000)) / 100 if rng.random() < 0.5 else Decimal(0)
    gst = la.cents((taxable + frt) * c["rate"] / 100)
    total = sub + frt + gst
    cur = la.pick(rng, f"$|{c['cur']} |{c['cur']} $")
    srows2 = [("Subtotal (excl. GST)", en(sub), False)]
    if frt:
        srows2.append((la.pick(rng, "Freight|Delivery|Cartage"), en(frt), False))
    srows2.append((f"GST {c['rate']}%", en(gst), False))
    srows2.append(
        (
            la.pick(rng, "Total (incl. GST)|TOTAL inc GST|Order Total incl GST"),
            cur + en(total),
            True,
        )
    )
    ty = d.summary(
        r - 210, r - 3, y + 8, srows2, 9, box_last=True, shade=0.9 if rng.random() < 0.5 else None
    )
    tld = ".co.nz" if nz else ".com.au"
    notes = [
        "Please quote our order number on all invoices and delivery dockets.",
        f"Invoices to {la.email(rng, buyer, 'us', 'accounts').replace('.com', tld)}",
        f"Payment terms: {la.pick(rng, '20th of month following invoice|30 days EOM|7 days')}",
    ]
    if rng.random() < 0.5:
        notes.append("Goods must comply with AS/NZS standards; SDS to accompany chemicals.")
    d.t(m, y + 18, "Notes", 8.6, b=True)
    d.lines(m, y + 22, notes, 7.8)
    y = max(ty, y + 30 + 10.2 * len(notes)) + 36
    d.sign(
        m,
        y,
        190,
        f"Approved: {la.person(rng, 'en')}, "
        f"{la.pick(rng, 'Procurement Officer|Operations Manager|Site Manager')}",
    )
    d.t(r, y + 8, f"Date: {dtxt}", 8, al="r")
    d.line(m, d.h - 40, r, d.h - 40, 0.4)
    d.t(d.w / 2, d.h - 28, f"{buyer}  ·  {' · '.join(breg)}", 7, al="c", grey=0.3)
    return finish(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- 3 ZA / NG VAT

ZA_PLACE = (
    "## Voortrekker Road|Unit #, ## Electron Avenue|## Main Reef Road|Stand ###, Industria|"
    "## Aberdein Street",
    "Germiston=Germiston, 1401|Pinetown=Pinetown, 3610|Bellville=Bellville, 7530|"
    "Polokwane=Polokwane, 0699|Gqeberha=Gqeberha, 6001|Bloemfontein=Bloemfontein, 9301|"
    "Rustenburg=Rustenburg, 0299|Witbank=eMalahleni (Witbank), 1035",
)
NG_PLACE = (
    "## Oba Akran Avenue|Plot ##, Trans-Amadi Industrial Layout|## Aba Road|"
    "## Adeola Odeku Street|Km ## Lagos-Ibadan Expressway",
    "Ikeja=Ikeja, Lagos State|Apapa=Apapa, Lagos|Port Harcourt=Port Harcourt, Rivers State|"
    "Kano=Kano, Kano State|Ibadan=Ibadan, Oyo State|Abuja=Idu Industrial Area, Abuja FCT",
)
ZA_BUY = (
    "{C} Mining Services (Pty) Ltd|{C} Fresh Produce (Pty) Ltd|{C} Logistics (Pty) Ltd|"
    "{C} Engineering Works CC|{C} Poultry (Pty) Ltd"
)
NG_BUY = (
    "Coastline Beverages Limited|{C} Flour Mills Ltd|{C} Oilfield Services Limited|"
    "{C} Packaging Industries Ltd|{C} Agro-Allied Limited"
)
ZA_SUP = (
    "Highveld|Karoo|Drakensberg|Protea|Springbok|Umhlanga|Bushveld|Limpopo|Kalahari",
    "Industrial Supplies|Bearings & Transmission|Valves & Fittings|Protective Wear|"
    "Electrical Distributors|Steel Merchants|Pumps|Hydraulics",
    " (Pty) Ltd| (Pty) Ltd| CC",
)
NG_SUP = (
    "Eko|Oduduwa|Savannah|Delta Bright|Arewa|Crescent|Unity|Sahel|Kainji|Ikoyi",
    "Engineering Supplies|Industrial Chemicals|Electricals|Safety Equipment|Packaging|"
    "Steel|Hardware & Tools|Technical Services",
    " Limited| Ltd| Nigeria Limited| Enterprises Ltd",
)
SURN_ZA = "van Wyk|Naidoo|Botha|Mokoena|Pillay|Dlamini|Nel|Khumalo|du Plessis|Pretorius"
SURN_NG = "Adeyemi|Okafor|Bello|Eze|Ogunleye|Musa|Nwosu|Abubakar|Olawale|Chukwu"
FIRST_ZA = "Thabo|Anelisa|Pieter|Nomsa|Johan|Sipho|Lerato|Riaan|Zanele"
FIRST_NG = "Chinedu|Aisha|Emeka|Funmilayo|Ibrahim|Ngozi|Tunde|Halima|Segun"


def blind13_en_za_ng_vat_po(rng: random.Random) -> tuple[bytes, dict]:
    ng = rng.random() < 0.4
    d = la.Doc(A4, "dejavu" if ng else la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(34, 48)
    w, r = d.w - 2 * m, d.w - m
    streets, cities = NG_PLACE if ng else ZA_PLACE

    def place() -> tuple[str, list[str]]:
        cty, line = la.pick(rng, cities).split("=")
        return cty, [la.digits(rng, la.pick(rng, streets)), line]

    def who() -> str:
        first, last = (FIRST_NG, SURN_NG) if ng else (FIRST_ZA, SURN_ZA)
        return f"{la.pick(rng, first)} {la.pick(rng, last)}"

    city, badr = place()
    buyer = la.pick(rng, NG_BUY if ng else ZA_BUY).format(C=city)
    stems, sects, forms = NG_SUP if ng else ZA_SUP
    sup = f"{la.pick(rng, stems)} {la.pick(rng, sects)}{la.pick(rng, forms)}"
    _, sadr = place()
    tel = (
        (lambda: la.digits(rng, la.pick(rng, "0803 ### ####|0805 ### ####|01 ### ####")))
        if ng
        else (lambda: la.digits(rng, la.pick(rng, "011|012|021|031|041|051|016") + " ### ####"))
    )
    if ng:
        breg = [la.digits(rng, "RC ######"), la.digits(rng, "TIN ########-0001")]
        sreg = la.digits(rng, "TIN ########-0001")
        rate = Decimal("7.5")
        fm = la.pick(rng, "₦|NGN |")
        fmt = lambda v: f"{fm}{grouped(v)}"  # noqa: E731
        scale = Decimal(rng.randint(1300, 1700))
    else:
        breg = [la.digits(rng, "Reg. No. 20##/######/07"), la.digits(rng, "VAT No. 4#########")]
        sreg = la.digits(rng, "VAT No. 4#########")
        rate = Decimal(15)
        style = rng.randrange(3)
        fmt = [
            lambda v: "R " + grouped(v, " ", "."),
            lambda v: "R" + grouped(v),
            lambda v: grouped(v, " ", ","),
        ][style]
        scale = Decimal(rng.randint(17, 20))
    num = (
        (lambda v: grouped(v))
        if ng or style == 1
        else ((lambda v: grouped(v, " ", ".")) if style == 0 else (lambda v: grouped(v, " ", ",")))
    )
    band = rng.choice([(0.12, 0.25, 0.4), (0.15, 0.35, 0.2), (0.3, 0.1, 0.1), (0.2, 0.2, 0.2)])
    rgb_box(d, 0, 0, d.w, 62, band)
    rgb_text(d, m, 34, buyer, 16, (1, 1, 1))
    rgb_text(d, m, 50, "  ·  ".join([*badr, f"Tel {tel()}"]), 8, (1, 1, 1), b=False)
    rgb_text(d, r, 34, "PURCHASE ORDER", 15, (1, 1, 1), al="r")
    d.t(m, 76, "   ".join(breg), 7.8, grey=0.3)
    y = 92
    pairs = [
        (
            la.pick(rng, "Order No:|PO No:|Purchase Order No:"),
            la.digits(rng, la.pick(rng, "PO######|P0#####|4500######|PUR/##/####")),
        ),
        ("Order Date:", la.dfmt(la.day(rng), la.pick(rng, "dmy|iso|dot"))),
        ("Requisition No:", la.digits(rng, "REQ#####")),
        ("Supplier Acc:", la.digits(rng, la.pick(rng, "@@@###|SUP####"))),
        ("Buyer:", who()),
        ("Currency:", "NGN" if ng else "ZAR"),
    ]
    po = pairs[0][1]
    bw = 210
    d.box(r - bw, y, bw, 14, fill=0.88)
    d.t(r - bw + 5, y + 10, "ORDER DETAILS", 8.2, b=True)
    d.box(r - bw, y + 14, bw, len(pairs) * 8.6 * 1.4 + 8)
    d.kv(r - bw + 5, y + 18, pairs, 92, 8.6)
    sb = w - bw - 14
    sy = la.block(
        d,
        m,
        y,
        "SUPPLIER",
        [sup, *sadr, sreg, f"Contact: {who()}", f"Tel {tel()}"],
        style="bar",
        w=sb,
        size=8.6,
    )
    y = max(sy, y + 14 + len(pairs) * 8.6 * 1.4 + 8) + 10
    deliv = [buyer, *place()[1], f"Receiving: {who()}  Tel {tel()}"]
    y = la.block(d, m, y, "DELIVER TO", deliv, style="bar", w=w, size=8.4) + 10
    rows = la.items(rng, "en", rng.randint(3, 16), num)
    rescale(rows, scale / 10 if ng else scale / Decimal("1.2"), num, whole=ng)
    la.line_discounts(rng, rows, num, "{p}%")
    spec = [
        ("pos", "Item", 5, "c"),
        ("code", "Stock Code", 11, "l"),
        ("desc", "Description", 38, "l"),
        ("unit", "UOM", 6, "c"),
        ("qty", "Qty", 6, "r"),
        ("price", "Unit Price", 12, "r"),
        ("disc", "Disc", 6, "c"),
        ("amount", "Nett Amount", 13, "r"),
    ]
    y = d.table(m, y, la.cols(spec, w), rows, size=8, lead=13.5, shade=0.88, grid=True)
    sub = sum((x["amt"] for x in rows), Decimal(0))
    dl = Decimal(0)
    if rng.random() < 0.5:
        dl = Decimal(rng.randint(5, 60) * 1000) if ng else Decimal(rng.randint(15000, 150000)) / 100
    vat = la.cents((sub + dl) * rate / 100)
    total = sub + dl + vat
    srows = [("Sub Total (Excl. VAT)", num(sub), False)]
    if dl:
        srows.append((la.pick(rng, "Delivery|Transport|Freight"), num(dl), False))
    srows.append((f"VAT @ {rate.normalize():f}%", num(vat), False))
    srows.append((la.pick(rng, "TOTAL (Incl. VAT)|Total Order Value|TOTAL"), fmt(total), True))
    ty = d.summary(r - 200, r - 3, y + 8, srows, 8.8, boxed=True)
    terms = [
        "1. Our order number must appear on all delivery notes and tax invoices.",
        "2. Original tax invoice and signed delivery note required for payment.",
        f"3. Payment: {la.pick(rng, '30 days from statement|60 days from invoice|COD')}.",
    ]
    if not ng:
        terms.append(f"4. Supplier B-BBEE Level {rng.randint(1, 4)} certificate must be valid.")
    else:
        terms.append("4. WHT will be deducted at source where applicable.")
    d.lines(m, y + 10, terms, 7.6)
    y = max(ty, y + 14 + 10 * len(terms)) + 40
    d.sign(m, y, 170, f"Requested by: {who()}")
    d.sign(m + 200, y, 170, f"Authorised by: {who()}")
    dirs = ", ".join(who() for _ in range(3))
    d.line(m, d.h - 42, r, d.h - 42, 0.4)
    d.t(d.w / 2, d.h - 30, f"{buyer}  ·  {'  ·  '.join(breg)}", 7, al="c", grey=0.3)
    d.t(d.w / 2, d.h - 20, f"Directors: {dirs}", 6.8, al="c", grey=0.3)
    return finish(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- 4 US spreadsheet

SMB_STEMS = "Blue Heron|Riverbend|Cedar Hollow|Maple Leaf|Twin Oaks|Lighthouse|Sagebrush|Old Mill"
SMB_TRADE = (
    "Bakery & Cafe|Landscaping LLC|Auto Body|Family Dental|Print Shop|Coffee Roasters|"
    "Veterinary Clinic|Builders LLC|Brewing Co.|Florist"
)
SHEET_COLOURS = [(0.16, 0.3, 0.5), (0.2, 0.4, 0.3), (0.45, 0.2, 0.2), (0.25, 0.25, 0.25)]


def blind13_en_us_spreadsheet_po(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|dejavu"))
    m = 36
    w, r = d.w - 2 * m, d.w - m
    col = rng.choice(SHEET_COLOURS)
    lead = 15.0
    # printed spreadsheet gridlines
    if rng.random() < 0.8:
        d.c.setStrokeGray(0.82)
        xs = [m + w * f for f in (0, 0.12, 0.5, 0.6, 0.72, 0.86, 1.0)]
        yy = 30.0
        while yy < d.h - 40:
            d.line(m, yy, r, yy, 0.25)
            yy += lead
        for x in xs:
            d.line(x, 30, x, yy - lead, 0.25)
        d.c.setStrokeGray(0)
    city, badr = la.place(rng, "us")
    buyer = f"{la.pick(rng, SMB_STEMS)} {la.pick(rng, SMB_TRADE)}"
    sup, sadr = la.party(rng, "us", "sup")
    po = la.digits(rng, la.pick(rng, "####|####|10##|PO-###|2026-###|###"))
    dt = la.day(rng)
    d.t(m + 2, 56, buyer, 15, b=True)
    web = "".join(ch for ch in buyer.lower() if ch.isalnum())
    web = web.removesuffix("llc").removesuffix("co") + ".com"
    d.lines(m + 2, 60, [*badr, f"Phone: {la.phone(rng, 'us')}", f"www.{web}"], 8.5, lead=lead)
    rgb_text(
        d, r - 2, 56, la.pick(rng, "PURCHASE ORDER|PURCHASE ORDER|Purchase Order"), 22, col, al="r"
    )
    lab = la.pick(rng, "PO #|P.O. #|PO NUMBER|PO NO.")
    cells = [("DATE", la.dfmt(dt, la.pick(rng, "us|us|mon|usl"))), (lab, po)]
    if rng.random() < 0.4:
        cells.append(("CUSTOMER ID", la.digits(rng, "C-####")))
    yc = 75
    for k, v in cells:
        d.t(r - 110, yc + 11, k, 8.5, b=True, al="r")
        d.box(r - 104, yc, 104, lead)
        d.t(r - 52, yc + 11, v, 9, al="c")
        yc += lead
    y = 30 + lead * 9
    half = w / 2 - 8
    for x0, title in ((m, "VENDOR"), (m + w / 2 + 8, "SHIP TO")):
        rgb_box(d, x0, y, half, lead, col)
        rgb_text(d, x0 + 4, y + 11, title, 9, (1, 1, 1))
    contact = la.person(rng, "en")
    vend = [sup, f"Attn: {contact}", *sadr, f"Phone: {la.phone(rng, 'us')}"]
    ship = [la.person(rng, "en"), buyer, *badr, f"Phone: {la.phone(rng, 'us')}"]
    d.lines(m + 4, y + lead, vend, 8.8, lead=lead)
    d.lines(m + w / 2 + 12, y + lead, ship, 8.8, lead=lead)
    y += lead * 7
    heads = ["REQUISITIONER", "SHIP VIA", "F.O.B.", "SHIPPING TERMS"]
    vals = [
        la.person(rng, "en"),
        la.pick(rng, "UPS Ground|FedEx|USPS Priority|Customer pickup|Freight truck"),
        la.pick(rng, "Destination|Origin|Shipping point"),
        la.pick(rng, "Prepaid|Prepaid & add|Collect|Net 30"),
    ]
    cw = w / 4
    for k, (h, v) in enumerate(zip(heads, vals)):
        rgb_box(d, m + k * cw, y, cw, lead, col)
        rgb_text(d, m + k * cw + cw / 2, y + 11, h, 8, (1, 1, 1), al="c")
        d.box(m + k * cw, y + lead, cw, lead)
        d.t(m + k * cw + cw / 2, y + lead + 11, v, 8.5, al="c")
    y += lead * 3
    # the item block: fixed rows
    xs = [m, m + w * 0.12, m + w * 0.6, m + w * 0.72, m + w * 0.86, r]
    th = ["ITEM #", "DESCRIPTION", "QTY", "UNIT PRICE", "TOTAL"]
    rgb_box(d, m, y, w, lead, col)
    for k, h in enumerate(th):
        rgb_text(d, (xs[k] + xs[k + 1]) / 2, y + 11, h, 8, (1, 1, 1), al="c")
    y += lead
    n = rng.randint(2, 11)
    slots = max(n + rng.randint(1, 5), rng.choice([12, 14, 15]))
    items = la.items(rng, "en", n, en)
    acct = rng.random() < 0.6
    zebra = rng.random() < 0.5

    def money_cell(x0: float, x1: float, yy: float, v: Decimal | None, b: bool = False) -> None:
        txt = en(v) if v else "-"
        if acct:
            d.t(x0 + 3, yy, "$", 8.8, b=b)
            d.t(x1 - 4 if v else x1 - 12, yy, txt, 8.8, b=b, al="r")
        else:
            d.t(x1 - 4, yy, f"${en(v)}" if v else "-", 8.8, b=b, al="r")

    for i in range(slots):
        yb = y + 11
        if i % 2 and zebra:
            d.box(m, y, w, lead, fill=0.95, stroke=False)
        if i < n:
            it = items[i]
            d.t(xs[0] + 3, yb, it["code"], 8.5)
            d.t(xs[1] + 3, yb, it["desc"], 8.5, maxw=xs[2] - xs[1] - 6)
            d.t(xs[3] - 4, yb, it["qty"], 8.5, al="r")
            d.t(xs[4] - 4, yb, en(it["p"]), 8.5, al="r")
            money_cell(xs[4], xs[5], yb, it["amt"])
        else:
            money_cell(xs[4], xs[5], yb, None)
        y += lead
    for x in xs:
        d.line(x, y - lead * slots - lead, x, y, 0.5)
    d.line(m, y, r, y, 0.5)
    sub = sum((it["amt"] for it in items), Decimal(0))
    rate = Decimal(la.pick(rng, "0|5.5|6|6.25|7|7.5|8.25"))
    tax = la.cents(sub * rate / 100)
    shp = Decimal(rng.randint(800, 9500)) / 100 if rng.random() < 0.6 else Decimal(0)
    other = Decimal(rng.randint(500, 4000)) / 100 if rng.random() < 0.2 else Decimal(0)
    total = sub + tax + shp + other
    yt = y
    lines_t = [
        ("SUBTOTAL", sub),
        ("TAX RATE", None),
        ("TAX", tax),
        ("SHIPPING", shp),
        ("OTHER", other),
    ]
    for lab2, v in lines_t:
        d.t(xs[4] - 6, yt + 11, lab2, 8.5, al="r")
        d.box(xs[4], yt, xs[5] - xs[4], lead)
        if lab2 == "TAX RATE":
            d.t(xs[5] - 4, yt + 11, f"{rate.normalize():f}%" if rate else "0.000%", 8.8, al="r")
        else:
            money_cell(xs[4], xs[5], yt + 11, v)
        yt += lead
    rgb_box(d, xs[3], yt, xs[4] - xs[3], lead, col)
    rgb_text(d, xs[4] - 6, yt + 11, "TOTAL", 9, (1, 1, 1), al="r")
    d.box(xs[4], yt, xs[5] - xs[4], lead, lw=1.2)
    money_cell(xs[4], xs[5], yt + 11, total, b=True)
    # comments box at the left of the totals
    d.box(m, y + 4, w * 0.55, lead, fill=0.85)
    d.t(m + 4, y + 15, "Comments or Special Instructions", 8.5, b=True)
    d.box(m, y + 4 + lead, w * 0.55, lead * 4)
    d.lines(
        m + 4,
        y + 8 + lead,
        [
            f"Ref. your quote {la.digits(rng, 'Q-####')}. "
            + la.pick(rng, "Deliver to back door.|Call before delivery.|Please ship complete."),
            f"Invoice to office@{web}",
        ],
        8,
        lead=lead,
    )
    y = yt + lead * 3
    q = la.person(rng, "en")
    d.t(
        d.w / 2,
        y,
        "If you have any questions about this purchase order, please contact",
        8.5,
        al="c",
    )
    d.t(d.w / 2, y + lead, f"{q}, {la.phone(rng, 'us')}, {q.split()[0].lower()}@{web}", 8.5, al="c")
    if rng.random() < 0.6:
        d.sign(m, y + lead * 4, 180, "Authorized by")
        d.sign(m + 240, y + lead * 4, 100, "Date")
    return finish(d, "en", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- 5 zh K3 print


def _zh_k3(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(28, 40)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.zh_firm(rng)
    sup = cj.zh_firm(rng, buyer.name)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "iso|cn|slash")
    po = cj.number(rng, d, "CGDD{Y}{m}{n4}|POORD{n6}|CG-{y}{m}-{n4}|PO{Y}{m}{d}{n3}")
    lines = cj.make_lines(rng, cj.ZH_ITEMS, rng.randint(4, 34), 3, 3800)
    rate = 13
    incl = [(ln.price * (100 + rate) / 100).quantize(CENT, ROUND_HALF_UP) for ln in lines]
    amt = [(p * ln.qty).quantize(CENT) for p, ln in zip(incl, lines)]
    taxes = [(a * rate / (100 + rate)).quantize(CENT, ROUND_HALF_UP) for a in amt]
    total = sum(amt, Decimal(0))
    page = [1]

    def foot() -> None:
        txt = f"第 {page[0]} 页 / 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 22, txt, 8, align="c", colour=GREY)
        pdf.text(right, pdf.h - 22, f"打印时间：{cj.fdate(d, 'iso')}", 7, align="r", colour=GREY)

    pdf.text(pdf.w / 2, 40, buyer.name, 15, align="c", bold=True)
    pdf.text(
        pdf.w / 2,
        64,
        cj.pick(rng, "采购订单|采 购 订 单|采购订单（原件）"),
        18,
        align="c",
        bold=True,
        space=1,
    )
    if rng.random() < 0.5:
        pdf.text(pdf.w / 2, 78, "PURCHASE ORDER", 8.5, align="c", colour=GREY)
    y = 98
    label = cj.pick(rng, "单据编号|订单编号|采购单号")
    fields = [
        [("供应商", sup.name), (label, po), ("日期", cj.fdate(d, ds))],
        [
            ("供应商编码", cj.number(rng, d, "S{n5}|GYS{n4}|0{n6}")),
            ("源单编号", cj.number(rng, d, "QG{Y}{m}{n4}|PR{n6}")),
            ("币别", "人民币"),
        ],
        [
            ("联系人", f"{cj.person(rng)} {cj.mobile(rng)}"),
            ("采购员", cj.person(rng)),
            ("部门", cj.pick(rng, "采购部|物控部|供应链管理部")),
        ],
        [
            ("结算方式", cj.pick(rng, "月结30天|月结60天|货到票到30天付款|预付30%")),
            ("交货方式", cj.pick(rng, "供方送货|快递|物流到付|自提")),
            ("税率", f"{rate}%"),
        ],
    ]
    cw = [wd * 0.44, wd * 0.3, wd * 0.26]
    for row in fields:
        x = m
        for (k, v), w in zip(row, cw):
            pdf.text(x, y, f"{k}：", 9, bold=True)
            lw = 9 * (len(k) + 1) + 2
            pdf.text(x + lw, y, v, 9, maxw=w - lw - 6)
            x += w
        y += 16
    pdf.text(m, y, f"交货地址：{cj.zh_addr(rng)}（{buyer.name}仓库）", 9, maxw=wd)
    y += 10
    wide = rng.random() < 0.6
    if wide:
        hd = [
            "序号",
            "物料编码",
            "物料名称",
            "规格型号",
            "单位",
            "数量",
            "含税单价",
            "不含税金额",
            "税额",
            "价税合计",
            "交货日期",
        ]
        widths = cj.rel(wd, [4.5, 10, 12, 13, 4.5, 6, 8.5, 10, 8.5, 10.5, 9.5])
        align = "cllccrrrrrc"
    else:
        hd = [
            "序号",
            "物料编码",
            "物料名称",
            "规格型号",
            "单位",
            "数量",
            "含税单价",
            "税率",
            "价税合计",
            "交货日期",
        ]
        widths = cj.rel(wd, [5, 11, 15, 15, 5, 7, 10, 6, 12, 11])
        align = "cllccrrcrc"
    body = []
    for i, ln in enumerate(lines):
        code = cj.number(rng, d, "1.01.{n4}|2{n8}|WL{n6}")
        due = cj.fdate(cj.later(rng, d), "iso")
        row = [str(i + 1), code, ln.name, ln.spec, ln.unit, str(ln.qty), cj.money(incl[i])]
        if wide:
            row += [cj.money(amt[i] - taxes[i]), cj.money(taxes[i]), cj.money(amt[i]), due]
        else:
            row += [f"{rate}%", cj.money(amt[i]), due]
        body.append(row)
    done = [0]

    def note(yy: float, n: int) -> None:
        sub = sum(amt[done[0] : n], Decimal(0))
        done[0] = n
        pdf.text(right, yy + 14, f"本页小计：{cj.money(sub)}", 9, align="r", bold=True)
        foot()

    def on_page() -> float:
        page[0] += 1
        pdf.text(m, 40, f"{buyer.name}　采购订单（续）", 11, bold=True)
        pdf.text(right, 40, f"{label}：{po}", 9, align="r")
        pdf.line(m, 46, right, 46)
        return 56

    y = cj.paged(
        pdf,
        m,
        y,
        widths,
        hd,
        body,
        bottom=pdf.h - 70,
        on_page=on_page,
        note=note,
        row_h=17,
        size=7.8,
        align=align,
    )
    brk = y + 160 > pdf.h - 40
    if (page[0] > 1 or brk) and rng.random() < 0.7:
        pdf.text(
            right, y + 12, f"本页小计：{cj.money(sum(amt[done[0] :], Decimal(0)))}", 9, align="r"
        )
        y += 6
    qty_sum = sum(ln.qty for ln in lines)
    tot_row = ["合计", "", "", "", "", str(qty_sum), ""]
    if wide:
        tot_row += [
            cj.money(total - sum(taxes, Decimal(0))),
            cj.money(sum(taxes, Decimal(0))),
            cj.money(total),
            "",
        ]
    else:
        tot_row += ["", cj.money(total), ""]
    if brk:
        foot()
        pdf.new_page()
        y = on_page()
    y = (
        pdf.grid(m, y, widths, [tot_row], row_h=18, size=8, head=0, align=align, shade_cols=(0,))
        + 18
    )
    pdf.text(m, y, f"价税合计（大写）：{cj.daxie(total)}", 10, bold=True)
    pdf.text(right, y, f"（小写）：¥{cj.money(total)}", 10, align="r", bold=True)
    y += 22
    terms = [
        "备注：",
        "1. 请供方收到订单后24小时内盖章回传确认，逾期未回传视为接受本订单。",
        "2. 送货单及发票上须注明本订单编号，开具13%增值税专用发票。",
        "3. 交货延误按每日千分之三扣款；质量问题按双方质量协议处理。",
    ]
    y = cj.kv(pdf, m, y, terms, 8.5, 1.6) + 8
    sw = cj.rel(wd * 0.55, [1, 1, 1])
    pdf.grid(
        m, y, sw, [["制单", "审核", "批准"], [cj.person(rng), cj.person(rng), ""]], row_h=24, size=9
    )
    bx = m + wd * 0.6
    pdf.rect(bx, y, wd * 0.4, 96, lw=0.8, dash=(3, 2))
    pdf.text(bx + 6, y + 14, "供方确认（签字盖章）：", 9, bold=True)
    pdf.text(bx + 6, y + 86, "日期：　　年　　月　　日", 8.5)
    pdf.stamp(
        m + sw[0] * 2.5,
        y + 40,
        buyer.name,
        rng,
        caption=cj.pick(rng, "合同专用章|采购专用章"),
        r=36,
    )
    foot()
    return cfinish(pdf, "zh-Hans", "purchase_order", po, sup.name, total)


def blind13_zh_k3_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh_k3)


# --------------------------------------------------------------------------- 6 Taiwan landscape

TW_PARTS = cj._table("""
不鏽鋼螺絲|M4×10 SUS304/M5×12 SUS304|支|1-4;培林|6202ZZ/6304ZZ|個|45-180
O型環|P20 NBR/G35 FKM|個|3-25;端子台|TB-1512/TB-2506|個|28-90
繼電器|MY2N DC24V/G2R-1|個|85-260;光電開關|E3Z-R61/PZ-G51N|個|650-2400
鋁擠型|4040 L=1000/3030 L=600|支|180-520;電木板|10t 300×300|片|320-900
防靜電袋|8×12 吋/10×14 吋|包|95-260;封箱膠帶|48mm×90m 透明|箱|520-980
氣壓接頭|PC8-02/PL10-03|個|12-45;線材|UL1007 22AWG|捲|380-760
散熱風扇|12V 80mm/24V 120mm|個|65-210;電源供應器|24V 10A/12V 5A|台|780-2600
""")


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(landscape(A4))
    m = rng.uniform(26, 36)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.tw_firm(rng)
    sup = cj.tw_firm(rng, buyer.name[:2])
    d = cj.a_date(rng)
    ds = cj.pick(rng, "roc|rocs|slash")
    po = cj.number(rng, d, "PO{roc}{m}{d}{n3}|P{y}{m}{n4}|{roc}{m}{n5}|TW-PO-{n6}")
    lines_n = rng.randint(3, 20)
    rows_src = rng.choices(TW_PARTS, k=lines_n)
    items = []
    for name, spec, unit, rng_s in rows_src:
        lo, hi = (int(x) for x in rng_s.split("-"))
        cents_price = hi < 10 or rng.random() < 0.3
        p = (
            Decimal(rng.randint(lo * 100, hi * 100)) / 100
            if cents_price
            else Decimal(rng.randint(lo, hi))
        )
        qty = (
            rng.choice([100, 200, 500, 1000, 2000])
            if hi < 10
            else rng.choice([1, 2, 4, 5, 10, 12, 20, 50])
        )
        amt = (p * qty).quantize(Decimal(1), ROUND_HALF_UP)
        items.append((name, rng.choice(spec.split("/")), unit, qty, p, amt))
    sub = sum((it[5] for it in items), Decimal(0))
    tax = (sub * Decimal("0.05")).quantize(Decimal(1), ROUND_HALF_UP)
    total = sub + tax
    pdf.text(pdf.w / 2, 36, buyer.name, 15, align="c", bold=True)
    pdf.text(
        pdf.w / 2, 60, cj.pick(rng, "採 購 單|採購單|採購訂單"), 19, align="c", bold=True, space=2
    )
    pdf.text(m, 40, f"統一編號：{rng.randint(10000000, 99999999)}", 8.5, colour=GREY)
    pdf.text(m, 52, f"TEL {cj.tw_tel(rng)}　FAX {cj.tw_tel(rng)}", 8.5, colour=GREY)
    total_pages = of or "?"
    pairs = [
        (cj.pick(rng, "採購單號|單號|採購單編號"), po),
        ("採購日期", cj.fdate(d, ds)),
        ("頁　　次", f"1 / {total_pages}"),
    ]
    yy = 30
    for k, v in pairs:
        pdf.text(right - 150, yy, f"{k}：", 9.5)
        pdf.text(
            right,
            yy,
            v,
            10 if k != "頁　　次" else 9,
            align="r",
            bold=k != "頁　　次" and k != "採購日期",
        )
        yy += 15
    y = 80
    half = wd * 0.56
    vrows = [
        ["廠商名稱", sup.name, "廠商編號", cj.number(rng, d, "V{n4}|A{n5}")],
        ["統一編號", str(rng.randint(10000000, 99999999)), "聯 絡 人", cj.person(rng, "zh-Hant")],
        ["電　　話", cj.tw_tel(rng), "傳　　真", cj.tw_tel(rng)],
        ["地　　址", cj.tw_addr(rng), "", ""],
    ]
    wv = cj.rel(half, [13, 45, 13, 29])
    pdf.grid(m, y, wv, vrows, head=0, row_h=17, size=8.8, shade_cols=(0, 2), align="llll")
    orows = [
        ["交貨地點", cj.pick(rng, "本公司倉庫|二廠收料區|桃園廠"), "幣　　別", "NTD"],
        [
            "付款條件",
            cj.pick(rng, "月結60天|月結90天|貨到30天|月結30天電匯"),
            "交貨日期",
            cj.fdate(cj.later(rng, d), ds),
        ],
        [
            "請購單號",
            cj.number(rng, d, "PR{n6}|R{roc}{m}{n3}"),
            "報價單號",
            cj.number(rng, d, "Q{n5}|QT{y}{m}{n3}"),
        ],
        ["採購人員", cj.person(rng, "zh-Hant"), "分機", str(rng.randint(100, 399))],
    ]
    wo = cj.rel(wd - half - 10, [18, 32, 18, 32])
    y = (
        pdf.grid(
            m + half + 10, y, wo, orows, head=0, row_h=17, size=8.8, shade_cols=(0, 2), align="llll"
        )
        + 10
    )
    hd = ["項次", "料號", "品名", "規格", "數量", "單位", "單價", "金額", "交貨日期", "備註"]
    body = []
    for i, (name, spec, unit, qty, p, amt) in enumerate(items):
        body.append(
            [
                str(i + 1),
                cj.number(rng, d, "{n3}-{n5}|A{n7}"),
                name,
                spec,
                f"{qty:,}",
                unit,
                cj.money(p, 2 if p != p.to_integral() else 0),
                cj.whole(amt),
                cj.fdate(cj.later(rng, d), "rocs"),
                cj.pick(rng, "||||RoHS|附檢驗報告"),
            ]
        )
    widths = cj.rel(wd, [5, 11, 14, 17, 7, 5, 8, 10, 9, 14])
    page = [1]

    def note(yy: float, n: int) -> None:
        pdf.text(right, yy + 14, "（續下頁）", 9, align="r")

    def on_page() -> float:
        page[0] += 1
        pdf.text(m, 36, f"{buyer.name}　採購單（續）", 11, bold=True)
        pdf.text(right, 36, f"單號：{po}　頁次：{page[0]} / {total_pages}", 9, align="r")
        return 48

    y = cj.paged(
        pdf,
        m,
        y,
        widths,
        hd,
        body,
        bottom=pdf.h - 40,
        on_page=on_page,
        note=note,
        row_h=18,
        size=8.5,
        align="clllrcrrcl",
    )
    if y + 125 > pdf.h - 16:
        pdf.new_page()
        y = on_page()
    dollars = cj.pick(rng, "NT$|$|")
    srows = [
        ("小　計", f"{dollars}{cj.whole(sub)}"),
        ("營業稅 5%", f"{dollars}{cj.whole(tax)}"),
        (cj.pick(rng, "總　計|合計金額|總金額"), f"{dollars}{cj.whole(total)}"),
    ]
    y2 = cj.sums(pdf, right - 6, y + 14, srows, 10, label_w=120)
    notes = [
        "備註：1. 請於交貨單及發票上註明本採購單號。 2. 發票抬頭：" + buyer.name,
        "3. 收到本單請於兩日內簽回，逾期視同接受。 4. 交期延誤每日扣款千分之二。",
    ]
    cj.kv(pdf, m, y + 14, notes, 8.5, 1.7, maxw=wd * 0.62)
    y = max(y2, y + 50) + 4
    caps = ["總經理", "經理", "主管", "採購經辦", "廠商簽回（蓋章）"]
    sw = cj.rel(wd, [14, 14, 14, 14, 44])
    pdf.grid(m, y, sw, [caps, ["", "", "", cj.person(rng, "zh-Hant"), ""]], row_h=26, size=9)
    if rng.random() < 0.6:
        pdf.stamp(
            m + sw[0] * 0.5, y + 32, buyer.name, rng, caption="採購專用章", shape="oval", r=30
        )
    return cfinish(pdf, "zh-Hant", "purchase_order", po, sup.name, total)


def blind13_tw_caigou_hengban(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 7 Japan waku

JA_SUBJECTS = (
    "第二工場 設備保全用部品|新ライン立上げ用資材|事務用品（定期発注）|"
    "物流センター消耗品|試作品用部材|4月度 定期購入品"
)


def _ja_waku(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 46)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.ja_firm(rng)
    sup = cj.ja_firm(rng, buyer.name)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "cn|slash|reiwa")
    po = cj.number(rng, d, "{Y}{m}-{n4}|HC{y}{m}{n4}|{n7}|P-{y}{m}{d}-{n2}")
    lines = cj.make_lines(rng, cj.JA_ITEMS, rng.randint(3, 28), 150, 20000, whole=True)
    by_rate: dict[int, Decimal] = {}
    for ln in lines:
        by_rate[ln.rate] = by_rate.get(ln.rate, Decimal(0)) + ln.amount
    sub = sum(by_rate.values(), Decimal(0))
    taxes = {
        k: (v * k / 100).quantize(Decimal(1), rounding=ROUND_DOWN)
        for k, v in sorted(by_rate.items(), reverse=True)
    }
    tax = sum(taxes.values(), Decimal(0))
    total = sub + tax
    ystyle = rng.randrange(3)
    page = [1]

    def foot() -> None:
        txt = f"{page[0]} / {of}" if of else str(page[0])
        pdf.text(pdf.w / 2, pdf.h - 22, txt, 8, align="c", colour=GREY)

    # title and number box
    pdf.text(m, 52, cj.pick(rng, "発注書|発 注 書|発注書（控）"), 24, bold=True, space=3)
    pdf.line(m, 58, m + 140, 58, lw=1.2)
    nlab = cj.pick(rng, "発注No.|発注番号|注文No.")
    pdf.grid(
        right - 200,
        28,
        [70, 130],
        [[nlab, po]],
        head=0,
        row_h=20,
        size=10,
        shade_cols=(0,),
        align="lc",
    )
    pdf.text(right, 64, f"発注日：{cj.fdate(d, ds)}", 9.5, align="r")
    y = 84
    # supplier in a ruled cell, buyer at right
    lw = wd * 0.55
    honor = cj.pick(rng, " 御中|　御中")
    rows = [
        ["発注先", f"{sup.name}{honor}"],
        ["ご担当", f"営業部　{cj.person(rng, 'ja')} 様"],
        ["TEL / FAX", f"{cj.ja_tel(rng)} / {cj.ja_tel(rng)}"],
    ]
    pdf.grid(
        m, y, [lw * 0.2, lw * 0.8], rows, head=0, row_h=22, size=10, shade_cols=(0,), align="cl"
    )
    bx = right - wd * 0.4
    cj.kv(pdf, bx, y + 10, [buyer.name], 11.5)
    cj.kv(
        pdf,
        bx,
        y + 26,
        [cj.ja_addr(rng), f"TEL {cj.ja_tel(rng)}", f"購買部　担当：{cj.person(rng, 'ja')}"],
        8.5,
        1.7,
        maxw=wd * 0.4,
    )
    pdf.stamp(
        right - 22,
        y + 20,
        buyer.name.replace("株式会社", "")[:4] + "之印",
        rng,
        shape="square",
        r=22,
    )
    y += 22 * 3 + 16
    pdf.text(m, y, "下記のとおり発注いたします。", 9.5)
    y += 8
    # amount boxes first
    tlab = cj.pick(rng, "合計金額（税込）|ご発注金額（税込）|総合計")
    pdf.grid(
        m,
        y,
        [wd * 0.22, wd * 0.22, wd * 0.32],
        [["小計", "消費税", tlab], [cj.yen(sub, 0), cj.yen(tax, 0), cj.yen(total, ystyle)]],
        row_h=20,
        size=10,
        align="rrr",
    )
    y += 50
    info = [
        ["件名", cj.pick(rng, JA_SUBJECTS), "見積No.", cj.number(rng, d, "MT-{n5}|{y}{m}-Q{n3}")],
        [
            "納期",
            cj.fdate(cj.later(rng, d), ds),
            "納品場所",
            cj.pick(rng, "本社工場 資材課|第二倉庫|物流センター"),
        ],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末現金払い|20日締め翌月20日払い|検収後60日"),
            "取引先CD",
            cj.number(rng, d, "{n5}|S{n4}"),
        ],
    ]
    y = (
        pdf.grid(
            m,
            y,
            cj.rel(wd, [12, 40, 12, 36]),
            info,
            head=0,
            row_h=18,
            size=8.6,
            shade_cols=(0, 2),
            align="llll",
        )
        + 12
    )
    hd = ["No.", "品番", "品名", "規格", "数量", "単位", "単価", "金額"]
    body = []
    for i, ln in enumerate(lines):
        mark = "＊" if ln.rate == 8 else ""
        body.append(
            [
                str(i + 1),
                cj.number(rng, d, "{n4}-{n3}|B{n6}"),
                ln.name + mark,
                ln.spec,
                str(ln.qty),
                ln.unit,
                cj.whole(ln.price),
                cj.whole(ln.amount),
            ]
        )
    widths = cj.rel(wd, [5, 12, 25, 22, 7, 6, 10, 13])

    def note(yy: float, n: int) -> None:
        pdf.text(right, yy + 14, "次頁に続く", 8.5, align="r")
        foot()

    def on_page() -> float:
        page[0] += 1
        pdf.text(m, 40, f"発注書（続き）　{sup.name}{honor}", 10.5, bold=True)
        pdf.text(right, 40, f"{nlab} {po}", 9, align="r")
        pdf.line(m, 46, right, 46)
        return 58

    y = cj.paged(
        pdf,
        m,
        y,
        widths,
        hd,
        body,
        bottom=pdf.h - 64,
        on_page=on_page,
        note=note,
        row_h=17,
        size=8.3,
        align="clllrcrr",
    )
    srows = [("小計", cj.whole(sub))]
    for k, v in taxes.items():
        srows.append((f"消費税（{k}%）", cj.whole(v)))
    srows.append(("合計", cj.yen(total, ystyle)))
    need = 18 * len(srows) + 110
    if y + need > pdf.h - 40:
        foot()
        pdf.new_page()
        y = on_page()
    y2 = cj.sums(pdf, right - 4, y + 16, srows, 9.5, label_w=110)
    if 8 in taxes:
        pdf.text(m, y + 16, "＊印は軽減税率（8%）対象品目です。", 8.5)
    y = max(y2, y + 40) + 4
    pdf.rect(m, y, wd, 62, lw=0.6)
    pdf.text(m + 6, y + 14, "備考", 9, bold=True)
    cj.kv(
        pdf,
        m + 6,
        y + 30,
        [
            "・納品書・請求書には必ず発注No.をご記入ください。",
            "・本書受領後、注文請書をご返送ください。",
        ],
        8.5,
        1.7,
    )
    foot()
    return cfinish(pdf, "ja", "purchase_order", po, sup.name, total)


def blind13_ja_hacchusho_waku(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja_waku)


# --------------------------------------------------------------------------- 8 fr-CA

QC_CITIES = (
    "Sherbrooke=Sherbrooke (Québec)  J1H 5N4|Trois-Rivières=Trois-Rivières (Québec)  G9A 5H3|"
    "Saguenay=Saguenay (Québec)  G7H 4B2|Lévis=Lévis (Québec)  G6V 6N2|"
    "Rimouski=Rimouski (Québec)  G5L 1X7|Drummondville=Drummondville (Québec)  J2B 6V4|"
    "Granby=Granby (Québec)  J2G 8C7|Saint-Hyacinthe=Saint-Hyacinthe (Québec)  J2S 3B3"
)
QC_STREETS = (
    "### rue King Ouest|## boul. des Forges|#### rue Principale|## rue de l'Industrie|"
    "### chemin du Golf|## avenue du Parc"
)
QC_BUY = (
    "Ville de {C}|Municipalité de {C}|Centre de services scolaire de {C}|"
    "Régie intermunicipale de {C}|Fromagerie {C} inc.|Transport {C} ltée"
)
QC_LAST = "Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Fortin|Pelletier|Bélanger"
QC_FIRST = "Marie-Ève|Jean-François|Sylvie|Mathieu|Geneviève|Éric|Isabelle|Patrick|Nathalie"
QC_STEMS = "Laurentides|Boréal|Estrie|Mauricie|Fleuve|Outaouais|Appalaches|Nordique"
QC_SECT = (
    "Distribution|Équipements|Fournitures industrielles|Quincaillerie|Électrique|Plomberie|"
    "Produits sanitaires|Matériaux"
)
QC_TPL = "{S} {X} inc.|{S} {L} ltée|Les Entreprises {L} inc.|{L} & Fils ltée|{X} {S} ltée"


def _qc_place(rng: random.Random) -> tuple[str, list[str]]:
    city, line = la.pick(rng, QC_CITIES).split("=")
    return city, [la.digits(rng, la.pick(rng, QC_STREETS)), line]


def blind13_fr_ca_bon_commande(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(32, 46)
    w, r = d.w - 2 * m, d.w - m
    city, badr = _qc_place(rng)
    buyer = la.pick(rng, QC_BUY).format(C=city)
    _, sadr = _qc_place(rng)
    sup = la.pick(rng, QC_TPL).format(
        S=la.pick(rng, QC_SECT), X=la.pick(rng, QC_STEMS), L=la.pick(rng, QC_LAST)
    )
    who = lambda: f"{la.pick(rng, QC_FIRST)} {la.pick(rng, QC_LAST)}"  # noqa: E731
    tel = lambda: la.digits(rng, la.pick(rng, "(819) ###-####|(450) ###-####|(418) ###-####"))  # noqa: E731
    po = la.digits(rng, la.pick(rng, "BC-2#-#####|#######|C######|BC######|2#-#####"))
    dt = la.day(rng)
    style = la.pick(rng, "fr|fr|plain")
    fm = la.money("fr", "$", pre=False) if style == "fr" else la.money("fr")
    num = la.money("fr")
    ddate = la.pick(rng, "iso|dmy|long")
    dfm = lambda x: (
        f"{x.day} {la.MONTHS['fr'].split()[x.month - 1]} {x.year}"
        if ddate == "long"
        else la.dfmt(x, ddate)
    )  # noqa: E731
    d.t(m, 48, buyer, rng.choice([14, 16]), b=True)
    dept = la.pick(rng, "Service de l'approvisionnement|Service des achats|Approvisionnement")
    y = d.lines(m, 54, [dept, *badr, f"Tél. : {tel()}"], 8.4)
    bw = 200
    d.box(r - bw, 28, bw, 22, fill=0.2)
    d.t(r - bw / 2, 44, "BON DE COMMANDE", 13, b=True, al="c", grey=1)
    d.box(r - bw, 50, bw, 40, lw=1.2)
    d.t(r - bw + 6, 62, la.pick(rng, "Nº de commande|No de bon de commande|Numéro"), 7.5, grey=0.3)
    d.t(r - bw / 2, 82, po, 16, b=True, al="c")
    d.kv(r - bw, 96, [("Date :", dfm(dt)), ("Page :", "1 de 1")], 44, 8.4)
    y = max(y, 124) + 8
    neq = la.digits(rng, "NEQ 11########")
    fb = [sup, *sadr, f"Tél. : {tel()}", f"No fournisseur : {la.digits(rng, '#####')}", neq]
    lv = [
        buyer,
        la.pick(
            rng,
            "Garage municipal|Entrepôt central|Usine de filtration|"
            "École secondaire du Triolet|Réception des marchandises",
        ),
        *_qc_place(rng)[1],
        f"Att. : {who()}",
    ]
    fa = [
        buyer,
        "Comptes payables",
        *badr,
        la.email(rng, buyer, "fr", "comptes").replace(".fr", ".qc.ca"),
    ]
    blocks = [("Fournisseur", fb), ("Livrer à", lv)]
    if rng.random() < 0.6:
        blocks.append(("Facturer à", fa))
    bw2 = (w - 8 * (len(blocks) - 1)) / len(blocks)
    ys = [
        la.block(d, m + k * (bw2 + 8), y, t, rows, style="box", w=bw2, size=8)
        for k, (t, rows) in enumerate(blocks)
    ]
    y = max(ys) + 10
    labels = ["No réquisition", "Soumission / AO", "Acheteur", "Conditions", "Date requise"]
    vals = [
        la.digits(rng, "R-######"),
        la.digits(rng, la.pick(rng, "S-####|AO-2#-###|SOU####")),
        who(),
        la.pick(rng, "Net 30 jours|2 % 10, net 30|Net 45 jours"),
        dfm(dt + timedelta(days=rng.randint(7, 40))),
    ]
    y = d.grid(m, y, [w / 5] * 5, labels, vals, size=8) + 10
    rows = la.items(rng, "fr", rng.randint(2, 13), num)
    rescale(rows, Decimal("1.45"), num)
    spec = [
        ("qty", "Qté", 6, "r"),
        ("unit", "Unité", 6, "c"),
        ("code", "Code", 10, "l"),
        ("desc", "Description", 44, "l"),
        ("price", "Prix unitaire", 12, "r"),
        ("amount", "Montant", 13, "r"),
    ]
    if rng.random() < 0.4:
        spec.insert(0, ("pos", "Ligne", 7, "c"))
    y = d.table(
        m, y, la.cols(spec, w), rows, size=8.2, lead=14, shade=0.88, grid=rng.random() < 0.6
    )
    s = la.sums(rng, rows, "0", ship=0.45, disc=0.2)
    base = s.sub - s.disc + s.ship
    tps = la.cents(base * Decimal("0.05"))
    tvq = la.cents(base * Decimal("0.09975"))
    total = base + tps + tvq
    srows = [("Sous-total", fm(s.sub), False)]
    if s.disc:
        srows.append(("Escompte", "-" + fm(s.disc), False))
    if s.ship:
        srows.append((la.pick(rng, "Transport|Frais de livraison"), fm(s.ship), False))
    srows += [
        ("TPS (5 %)", fm(tps), False),
        ("TVQ (9,975 %)", fm(tvq), False),
        (la.pick(rng, "TOTAL|Total de la commande|MONTANT TOTAL"), fm(total), True),
    ]
    ty = d.summary(r - 200, r - 3, y + 8, srows, 9, box_last=True)
    tnums = [
        la.digits(rng, "No TPS : ######### RT0001"),
        la.digits(rng, "No TVQ : ########## TQ0001"),
    ]
    notes = (
        "Le numéro du bon de commande doit figurer sur toutes les factures et tous les "
        "bordereaux de livraison. Toute facture non conforme sera retournée. Livraison du "
        "lundi au vendredi, de 7 h 30 à 15 h."
    )
    d.t(m, y + 18, "Remarques", 8.4, b=True)
    d.para(m, y + 22, notes, 7.8, w - 230)
    y = max(ty, y + 80) + 36
    role = la.pick(rng, "Responsable de l'approvisionnement|Acheteur|Direction des finances")
    d.sign(m, y, 210, f"{who()}, {role}")
    d.line(m, d.h - 40, r, d.h - 40, 0.4)
    d.t(d.w / 2, d.h - 28, f"{buyer}  ·  {'  ·  '.join(tnums)}", 7, al="c", grey=0.3)
    return finish(d, "fr", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- 9 pt-BR

BR_CITIES = (
    "Joinville/SC - CEP 89219-5##|Caxias do Sul/RS - CEP 95070-###|Campinas/SP - CEP 13069-###|"
    "Contagem/MG - CEP 32210-###|Londrina/PR - CEP 86079-###|Recife/PE - CEP 50030-###|"
    "Sorocaba/SP - CEP 18087-###"
)
BR_STREETS = (
    "Rua das Indústrias, ###|Av. Brasil, ####|Rodovia BR-101, km ###|Rua Dona Francisca, ####|"
    "Av. das Nações, ###"
)
BR_BUY = (
    "{X} Alimentos S.A.|Indústria de Plásticos {X} Ltda.|Cooperativa Agroindustrial {X}|"
    "Hospital {X}|Construtora {X} Ltda.|Metalúrgica {X} Ltda."
)
BR_X = (
    "Paulista|Catarinense|Mineira|Gaúcha|Nordeste|Atlântico|Serra Azul|Cerrado|Ipiranga|Vale Verde"
)
BR_L = "Silva|Santos|Oliveira|Souza|Pereira|Costa|Ferreira|Almeida|Carvalho|Ribeiro"
BR_S = (
    "Rolamentos|Materiais Elétricos|Ferragens e Ferramentas|Embalagens|EPIs|Produtos Químicos|"
    "Parafusos|Hidráulica"
)
BR_TPL = (
    "{L} {S} Ltda.|{X} {S} Ltda.|Comercial {X} de {S} Ltda.|{L} & {L2} {S} Eireli|"
    "Distribuidora {X} de {S} S.A."
)
BR_FIRST = "Ana|Carlos|Fernanda|Rafael|Juliana|Marcos|Patrícia|Rodrigo|Camila|Luiz"
# description | NCM | unit | low | high
BR_ITEMS = [
    ("Rolamento rígido de esferas 6204-2RS", "8482.10.10", "PC", 8, 30),
    ("Parafuso sextavado M8x40 zincado (cx 100)", "7318.15.00", "CX", 25, 70),
    ("Luva nitrílica tam. G (cx 100)", "4015.19.00", "CX", 30, 75),
    ("Papel sulfite A4 75 g/m² (cx 10 resmas)", "4802.56.10", "CX", 180, 290),
    ("Óculos de proteção incolor", "9004.90.90", "UN", 6, 22),
    ("Abraçadeira de nylon 300 mm (pct 100)", "3926.90.90", "PCT", 12, 35),
    ('Válvula esfera 1" latão', "8481.80.95", "UN", 40, 120),
    ("Luminária LED 40 W", "9405.11.00", "UN", 60, 220),
    ("Filme stretch 500 mm x 300 m", "3920.10.99", "RL", 35, 80),
    ("Disjuntor termomagnético 1P 16 A", "8536.20.00", "UN", 12, 35),
    ("Caixa de papelão 40x30x30", "4819.10.00", "UN", 3, 9),
    ('Mangueira hidráulica 1/2" x 2 m', "4009.42.10", "UN", 80, 260),
    ("Bomba centrífuga 1 cv", "8413.70.80", "UN", 900, 2800),
    ("Óleo hidráulico ISO 68 (balde 20 L)", "2710.19.32", "BD", 220, 480),
    ("Bota de segurança bico PVC nº 42", "6403.40.00", "PR", 70, 180),
    ('Disco de corte 4.1/2"', "6804.22.11", "UN", 4, 12),
]


def blind13_pt_br_pedido_compra(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|dejavu"))
    m = rng.uniform(28, 40)
    w, r = d.w - 2 * m, d.w - m

    def place() -> list[str]:
        return [
            la.digits(rng, la.pick(rng, BR_STREETS))
            + la.pick(rng, " - Distrito Industrial|| - Centro"),
            la.digits(rng, la.pick(rng, BR_CITIES)),
        ]

    def cnpj() -> str:
        return la.digits(rng, "##.###.###/0001-##")

    def who() -> str:
        return f"{la.pick(rng, BR_FIRST)} {la.pick(rng, BR_L)}"

    buyer = la.pick(rng, BR_BUY).format(X=la.pick(rng, BR_X))
    badr = place()
    l1, l2 = rng.sample(BR_L.split("|"), 2)
    sup = la.pick(rng, BR_TPL).format(L=l1, L2=l2, S=la.pick(rng, BR_S), X=la.pick(rng, BR_X))
    sadr = place()
    tel = lambda: la.digits(rng, "(##) 3###-####")  # noqa: E731
    po = la.digits(rng, la.pick(rng, "4500######|######|PC-2#-#####|###.###|2#/#####"))
    dt = la.day(rng)
    brl = la.pick(rng, "R$|R$|")
    fm = la.money("de", brl, sp=rng.random() < 0.7) if brl else la.money("de")
    num = la.money("de")
    # header: buyer, then title with number
    d.t(m, 44, buyer, 14, b=True)
    d.lines(
        m,
        50,
        [" ".join(badr), f"CNPJ {cnpj()}   IE {la.digits(rng, '###.###.###.###')}   Fone {tel()}"],
        8,
    )
    d.line(m, 80, r, 80, 1)
    title = la.pick(
        rng, "PEDIDO DE COMPRA Nº|Pedido de Compra nº|PEDIDO DE COMPRA N.º|PEDIDO DE COMPRA -"
    )
    d.t(d.w / 2, 102, f"{title} {po}", 15, b=True, al="c")
    y = 114
    labels = [
        "Data de emissão",
        "Cotação nº",
        "Solicitação nº",
        "Comprador",
        "Cond. pagamento",
        "Centro de custo",
    ]
    vals = [
        la.dfmt(dt, "dmy"),
        la.digits(rng, "COT-#####"),
        la.digits(rng, "SC ######"),
        who(),
        la.pick(rng, "28 DDL|28/56 DDL|30/60/90 DDL|À vista|45 DDL"),
        la.digits(rng, "CC ####"),
    ]
    y = d.grid(m, y, [w / 6] * 6, labels, vals, size=7.8) + 8
    # FORNECEDOR box
    fr = [
        sup,
        " ".join(sadr),
        f"CNPJ {cnpj()}    IE {la.digits(rng, '###.###.###')}",
        f"Contato: {who()}   Fone {tel()}   "
        f"{la.email(rng, sup, 'us', 'vendas').replace('.com', '.com.br')}",
    ]
    y = la.block(d, m, y, "FORNECEDOR", fr, style="box", w=w, size=8.4, b_first=True) + 6
    ent = [
        f"Local de entrega: {buyer} - "
        f"{la.pick(rng, 'Almoxarifado central|Doca 3|Unidade 2|Recebimento')}",
        f"Faturar para: {buyer}  CNPJ {cnpj()}",
    ]
    y = d.lines(m, y, ent, 8.2) + 6
    rows = []
    ipi_sum = Decimal(0)
    n = rng.randint(2, 14)
    zero = rng.random() < 0.3
    for i, (desc, ncm, un, lo, hi) in enumerate(rng.sample(BR_ITEMS, min(n, len(BR_ITEMS)))):
        qty = rng.choice([1, 2, 4, 5, 10, 12, 20, 50, 100] if hi < 100 else [1, 2, 3, 5, 10])
        p = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        amt = la.cents(p * qty)
        ipi = Decimal(rng.choice([0, 0, 0, 5, 10, 15]))
        ipi_sum += la.cents(amt * ipi / 100)
        rows.append(
            {
                "pos": f"{i + 1:03d}" if zero else str(i + 1),
                "code": la.digits(rng, "#####-#"),
                "desc": desc,
                "ncm": ncm,
                "unit": un,
                "qty": str(qty),
                "price": num(p),
                "ipi": f"{ipi},00" if ipi else "0",
                "amount": num(amt),
                "ent": la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy"),
                "amt": amt,
            }
        )
    spec = [
        ("pos", "Item", 5, "c"),
        ("code", "Código", 8, "l"),
        ("desc", "Descrição", 33, "l"),
        ("ncm", "NCM", 9, "c"),
        ("unit", "Un", 4, "c"),
        ("qty", "Qtde", 5, "r"),
        ("price", "Vlr. Unit.", 9, "r"),
        ("ipi", "IPI %", 5, "c"),
        ("amount", "Vlr. Total", 10, "r"),
        ("ent", "Entrega", 9, "c"),
    ]
    y = d.table(m, y, la.cols(spec, w), rows, size=7.4, lead=13, shade=0.85, grid=True)
    sub = sum((x["amt"] for x in rows), Decimal(0))
    desc_v = la.cents(sub * rng.choice([2, 3, 5]) / 100) if rng.random() < 0.3 else Decimal(0)
    cif = rng.random() < 0.5
    frete = (
        Decimal(rng.randint(5000, 60000)) / 100 if not cif and rng.random() < 0.7 else Decimal(0)
    )
    total = sub - desc_v + frete + ipi_sum
    icms_rate = Decimal(la.pick(rng, "12|18|17|7"))
    base = sub - desc_v + frete
    srows = [("Total dos produtos", num(sub), False)]
    if desc_v:
        srows.append(("Desconto", "-" + num(desc_v), False))
    srows.append(("Frete" + (" (CIF)" if cif else ""), num(frete), False))
    srows.append(("Valor do IPI", num(ipi_sum), False))
    srows.append(
        (la.pick(rng, "TOTAL DO PEDIDO|Valor total do pedido|Total geral"), fm(total), True)
    )
    ty = d.summary(r - 210, r - 3, y + 8, srows, 8.8, boxed=True)
    info = [
        f"Base de cálculo ICMS: {num(base)}",
        f"Valor ICMS ({icms_rate}% - incluso): {num(la.cents(base * icms_rate / 100))}",
        f"Frete: {'CIF' if cif else 'FOB'}   Transportadora: "
        f"{la.pick(rng, 'Rodonaves|Jamef|Braspress|Própria do fornecedor|A definir')}",
    ]
    d.lines(m, y + 10, info, 8)
    obs = (
        "Observações: Mencionar o número deste pedido na NF-e (campo xPed). Não serão aceitas "
        "entregas sem pedido ou com preços divergentes. Horário de recebimento: segunda a "
        "sexta, das 7h às 16h. Enviar XML para nfe@"
        + la.email(rng, buyer, "us", "x").split("@")[1].replace(".com", ".com.br")
        + "."
    )
    y = d.para(m, y + 50, obs, 7.6, w - 240)
    y = max(ty, y) + 44
    d.sign(m, y, 150, f"Comprador - {who()}")
    d.sign(m + 180, y, 150, "Gerente de Suprimentos")
    d.sign(m + 360, y, w - 360, "Aceite do fornecedor (data e assinatura)")
    return finish(d, "pt", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- 10 es confirmation

ES_RETAIL = "Ferretería {L}|Droguería {L}|Suministros {L} (minorista)|Bazar {L}"
ES_CLIENT = (
    "Talleres {L} S.A.|Hostelería {X} S.L.|Construcciones {L} e Hijos S.L.|"
    "Bodegas {X} S.A.|Instalaciones {X} S.L."
)
ES_REGISTRY = "Valencia|Madrid|Barcelona|Zaragoza|Bilbao|Sevilla|Murcia"


def _es_conf(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(36, 50)
    w, r = d.w - 2 * m, d.w - m
    sup, sadr = la.party(rng, "es", "sup")
    _, last, _, stems = la.SUP["es"]
    re_applies = rng.random() < 0.3
    cl = la.pick(rng, ES_RETAIL if re_applies else ES_CLIENT).format(
        L=la.pick(rng, last), X=la.pick(rng, stems)
    )
    _, cadr = la.place(rng, "es")
    cif = lambda: la.digits(rng, la.pick(rng, "B########|A########|B-########"))  # noqa: E731
    own_cif = cif()
    dt = la.day(rng)
    own = la.digits(rng, la.pick(rng, "CP-2#/####|PV########|####/2#|OV-#####"))
    po = la.digits(rng, la.pick(rng, "####|PO-2#-####|##/####|P######|OC######"))
    eur = la.money("de", "€", pre=False)
    num = la.money("de")
    page_of = lambda k: f"{k} de {of}" if of else str(k)  # noqa: E731
    bottom = d.h - 90
    reg = (
        f"Inscrita en el Registro Mercantil de {la.pick(rng, ES_REGISTRY)}, Tomo "
        f"{rng.randint(1000, 9999)}, Folio {rng.randint(1, 220)}, Hoja "
        f"{la.digits(rng, '@-#####')} · CIF {own_cif}"
    )
    iban = la.digits(rng, "ES## #### #### ## ##########")

    def foot(k: int) -> None:
        d.line(m, d.h - 46, r, d.h - 46, 0.4)
        d.t(d.w / 2, d.h - 34, reg, 6.6, al="c", grey=0.3)
        d.t(d.w / 2, d.h - 24, f"{sup} · IBAN {iban} · Página {page_of(k)}", 6.6, al="c", grey=0.3)

    # seller letterhead
    d.t(m, 46, sup, rng.choice([14, 16, 17]), b=True)
    d.lines(
        m,
        52,
        [
            *sadr,
            f"Tel. {la.phone(rng, 'es')} · {la.email(rng, sup, 'es', 'pedidos')}",
            f"CIF {own_cif}",
        ],
        8,
    )
    d.t(
        r,
        46,
        la.pick(
            rng, "CONFIRMACIÓN DE PEDIDO|Confirmación de pedido|CONFIRMACIÓN DE PEDIDO DE CLIENTE"
        ),
        13,
        b=True,
        al="r",
    )
    y0 = 60
    sup_lab = la.pick(rng, "Su pedido nº:|Su pedido:|Nº pedido cliente:|Su ref. pedido:")
    pairs = [
        ("Nº confirmación:", own),
        ("Fecha:", la.dfmt(dt, "dmy")),
        (sup_lab, po),
        ("Fecha su pedido:", la.dfmt(dt - timedelta(days=rng.randint(1, 9)), "dmy")),
        ("Nº cliente:", la.digits(rng, "######")),
        ("Oferta nº:", la.digits(rng, "OF-2#-####")),
        ("Comercial:", la.person(rng, "es")),
        ("Página:", page_of(1)),
    ]
    if rng.random() < 0.4:
        pairs[2], pairs[4] = pairs[4], pairs[2]
    d.box(r - 210, y0, 210, len(pairs) * 8.2 * 1.4 + 8, fill=0.95)
    yk = d.kv(r - 204, y0 + 4, pairs, 96, 8.2)
    y = max(yk, 110) + 14
    cl_rows = [cl, *cadr, f"CIF {cif()}"]
    cy = la.block(
        d,
        m,
        y,
        la.pick(rng, "Cliente:|Datos del cliente|Facturar a:"),
        cl_rows,
        style="under",
        w=w * 0.45,
        size=8.6,
    )
    _, eadr = la.place(rng, "es")
    ey = la.block(
        d,
        m + w * 0.52,
        y,
        "Dirección de entrega:",
        [cl, *eadr, f"Att. {la.person(rng, 'es')}"],
        style="under",
        w=w * 0.48,
        size=8.6,
    )
    y = max(cy, ey) + 12
    intro = (
        f"Agradecemos su pedido, que confirmamos en las condiciones siguientes. Plazo de entrega "
        f"previsto: semana {rng.randint(2, 50)}. Portes: "
        f"{la.pick(rng, 'pagados|debidos|incluidos en el precio')}."
    )
    y = d.para(m, y, intro, 8.4, w) + 6
    rows = la.items(rng, "es", rng.randint(4, 36), num)
    la.line_discounts(rng, rows, num, "{p}")
    spec = [
        ("code", "Artículo", 11, "l"),
        ("desc", "Descripción", 44, "l"),
        ("qty", "Cantidad", 10, "r"),
        ("price", "Precio", 11, "r"),
        ("disc", "Dto. %", 7, "c"),
        ("amount", "Importe", 12, "r"),
    ]
    cols = la.cols(spec, w)
    page = [1]

    def cont(i: int) -> float:
        carried = sum((x["amt"] for x in rows[:i]), Decimal(0))
        d.t(r, d.h - 80, f"Suma y sigue: {num(carried)}", 8.5, b=True, al="r")
        foot(page[0])
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{sup} · Confirmación {own}", 9, b=True)
        d.t(r, 40, f"Página {page_of(page[0])}", 8.5, al="r")
        d.t(r, 54, f"Suma anterior: {num(carried)}", 8.5, al="r")
        return 64

    y = d.table(m, y, cols, rows, size=7.9, lead=13, shade=0.88, bottom=bottom, cont=cont)
    bruto = sum((x["amt"] for x in rows), Decimal(0))
    pp = Decimal(rng.choice([0, 0, 1, 2, 3]))
    dpp = la.cents(bruto * pp / 100)
    portes = Decimal(rng.randint(1500, 9000)) / 100 if rng.random() < 0.3 else Decimal(0)
    base = bruto - dpp + portes
    iva_r = Decimal(la.pick(rng, "21|21|21|10"))
    iva = la.cents(base * iva_r / 100)
    re_r = Decimal("5.2") if iva_r == 21 else Decimal("1.4")
    rec = la.cents(base * re_r / 100) if re_applies else Decimal(0)
    total = base + iva + rec
    if y + 130 > bottom + 40:
        y = cont(len(rows))
    heads = ["Importe bruto", "Dto. P.P.", "Portes", "Base imponible", "% IVA", "Cuota IVA"]
    vals = [
        num(bruto),
        f"{pp.normalize():f} %" if pp else "-",
        num(portes) if portes else "-",
        num(base),
        la.pct(iva_r, "de"),
        num(iva),
    ]
    if not portes and (re_applies or rng.random() < 0.5):
        del heads[2], vals[2]
    if re_applies:
        heads += ["% R.E.", "Cuota R.E."]
        vals += [la.pct(re_r, "de"), num(rec)]
    heads.append(la.pick(rng, "TOTAL|TOTAL PEDIDO|TOTAL EUROS"))
    vals.append(eur(total))
    nh = len(heads)
    widths = [w * (1.4 if k == nh - 1 else 1) / (nh + 0.4) for k in range(nh)]
    y = d.grid(m, y + 10, widths, heads, vals, size=7.8, shade=0.88) + 14
    cond = [
        "Forma de pago: "
        + la.pick(
            rng,
            "Recibo domiciliado a 60 días|Transferencia a 30 días fecha factura|Confirming 90 días",
        ),
        "Rogamos revisen esta confirmación y nos comuniquen cualquier discrepancia en 48 horas.",
        "La mercancía viaja por cuenta y riesgo del comprador salvo pacto en contrario.",
    ]
    y = d.lines(m, y, cond, 7.8) + 30
    d.sign(r - 200, y, 200, f"Dpto. Comercial - {sup}")
    foot(page[0])
    return finish(d, "es", "order_confirmation", po, sup, total)


def blind13_es_confirmacion_pedido(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _es_conf)


FAMILIES: dict[str, Draw] = {
    "blind13_en_us_health_system_po": blind13_en_us_health_system_po,
    "blind13_en_au_nz_gst_po": blind13_en_au_nz_gst_po,
    "blind13_en_za_ng_vat_po": blind13_en_za_ng_vat_po,
    "blind13_en_us_spreadsheet_po": blind13_en_us_spreadsheet_po,
    "blind13_zh_k3_caigou": blind13_zh_k3_caigou,
    "blind13_tw_caigou_hengban": blind13_tw_caigou_hengban,
    "blind13_ja_hacchusho_waku": blind13_ja_hacchusho_waku,
    "blind13_fr_ca_bon_commande": blind13_fr_ca_bon_commande,
    "blind13_pt_br_pedido_compra": blind13_pt_br_pedido_compra,
    "blind13_es_confirmacion_pedido": blind13_es_confirmacion_pedido,
}

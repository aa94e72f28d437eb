"""Ten purchase-paperwork families for the blind split written after blind10 (`blind11_*`).

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta); bench/families.py writes
the set once it registers this module. Written without running the extraction engine on the
documents and without reading its rules or vocabulary.

- blind11_en_us_erp_po (en, purchase_order): a US ERP print on Letter paper; the order number
  in a boxed cell at top right beside revision and "Page 1 of N", a dense grid of order date,
  vendor number, requisition, buyer, terms, FOB and ship-via, Vendor / Ship To (/ Bill To)
  boxes side by side, a line table over one or two pages with "carried forward" sums, and
  subtotal, discount, freight, sales tax and total.
- blind11_en_uk_au_letter_po (en, purchase_order): a small UK or Australian buyer's letter-like
  order: letterhead, a "To:" block with the supplier and attention line, a reference panel
  (order number, the supplier's quotation number, account and job numbers), a letter body, a
  table, net / VAT or GST / delivery / total, "Yours faithfully" and a company-register footer.
- blind11_en_in_gst_po (en, purchase_order): an Indian order with the buyer's GSTIN, CIN and
  PAN, "To, M/s." supplier with its GSTIN, indent and quotation references, consignee block,
  HSN table, packing and forwarding, CGST+SGST or IGST, round-off, amount in words (lakh /
  crore), terms and conditions and signatories; Indian digit grouping half the time; often two
  pages.
- blind11_en_invoice_customer_po (en, invoice): a seller's invoice quoting the customer's order
  number among invoice number, customer id, sales order and rep, bill-to / ship-to of the
  customer, shipped / back-ordered quantities, payments and credits, balance due, remit-to and
  bank details and a detachable remittance stub.
- blind11_zh_erp_caigou (zh-Hans, purchase_order): a Chinese ERP 采购订单 with 供应商 and
  采购方 panels (or one ruled grid), 请购单号 / 合同编号 / 供应商编码 distractors, tax-inclusive or
  tax-exclusive pricing, 价税合计 with 大写, page subtotals when it runs to two pages, sign-off
  row and red seals drawn as images.
- blind11_zh_caigou_hetong (zh-Hans, contract): a 采购合同 / 购销合同 with 甲方 and 乙方 whose roles
  (需方/供方 or 买方/卖方) are stated in brackets and in the text, either way round; contract
  number, goods table, total in figures and capitals, a prepayment clause with its own amount,
  and signature / bank blocks for both parties under seals; usually two pages.
- blind11_tw_dinggou (zh-Hant, purchase_order): a Taiwanese 訂購單 / 採購單 with 廠商 block,
  統一編號 of both sides, ROC dates, 請購單號 distractor, 未稅 / 營業稅 5% / 總計 in whole NT$,
  traditional capitals and a sign-back row.
- blind11_ja_chumonsho (ja, purchase_order): a 注文書 addressed to "○○株式会社 御中", 発注番号
  and 見積番号 / 取引先コード distractors, ご注文金額 box, 小計 / 消費税 (10% and 8%) / 合計,
  buyer hanko; two pages when the table is long.
- blind11_de_auftragsbestaetigung (de, order_confirmation): a German seller's DIN letter
  confirming "Ihre Bestellung Nr." among Auftragsnummer, Kundennummer and Angebot numbers;
  Netto / Fracht / MwSt / Brutto, Skonto amount, Übertrag on two pages, footer with HRB, bank
  and Geschäftsführer.
- blind11_fr_bon_commande_paysage (fr, purchase_order): a landscape French order whose number
  stands only in the title line; buyer, supplier and delivery columns, a reference strip with
  devis / engagement / supplier-code numbers, a line table with TVA codes, totals HT / port /
  TVA / TTC at the right and three approval boxes.

Truth: order_number as printed (the buyer's order reference on the invoice and the
confirmation; the contract number on the contract); supplier the seller's name as printed;
total the grand total as "1234.50". Every document states its total.
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
GREY = Color(0.35, 0.35, 0.35)
PALE = Color(0.9, 0.92, 0.95)


def twice(rng: random.Random, draw: Paged) -> tuple[bytes, dict]:
    """Draw once to count the pages, then again from the same state with the count known (for
    "Page 1 of N")."""
    state = rng.getstate()
    _, meta = draw(rng, 0)
    rng.setstate(state)
    return draw(rng, meta["pages"])


def en(v: Decimal) -> str:
    return f"{la.cents(v):,.2f}"


def truth_meta(lang: str, kind: str, pages: int, po: str, sup: str, total: Decimal) -> dict:
    truth = {"order_number": po, "supplier": sup, "total": f"{la.cents(total):.2f}"}
    return {"lang": lang, "kind": kind, "pages": pages, "truth": truth}


def finish(d: la.Doc, lang: str, kind: str, po: str, sup: str, total: Decimal) -> tuple:
    return d.done(), truth_meta(lang, kind, d.pages, po, sup, total)


def cfinish(pdf: cj.Pdf, lang: str, kind: str, po: str, sup: str, total: Decimal) -> tuple:
    pdf.c.save()
    return pdf.buf.getvalue(), truth_meta(lang, kind, pdf.pages, po, sup, total)


# --------------------------------------------------------------------------- 1 US ERP


def _us_erp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(letter, la.pick(rng, "helv|helv|times|dejavu"))
    m = rng.uniform(28, 44)
    w, r = d.w - 2 * m, d.w - m
    buyer, badr = la.party(rng, "us", "buy")
    sup, sadr = la.party(rng, "us", "sup")
    po = la.digits(rng, la.pick(rng, "45########|PO-2026-#####|P######|##-#####|PUR-#######"))
    dt = la.day(rng)
    ds = la.pick(rng, "us|usl|iso|mon")
    cur = la.pick(rng, "|$|USD ")
    agent = la.person(rng, "en")
    bottom = d.h - 64
    pages_txt = lambda k: f"{k} of {of}" if of else f"{k}"  # noqa: E731

    def foot(k: int) -> None:
        d.line(m, d.h - 44, r, d.h - 44, 0.4)
        d.t(m, d.h - 32, f"{buyer}  |  Printed {la.dfmt(dt, 'iso')}", 6.5, grey=0.3)
        d.t(r, d.h - 32, f"Page {pages_txt(k)}", 7, al="r")
        note = "Our PO number must appear on all invoices, packing slips and correspondence."
        d.t(d.w / 2, d.h - 22, note, 6.5, al="c", grey=0.3)

    # header: buyer left, number cells right
    d.t(m, 40, buyer, rng.choice([13, 15, 16]), b=True)
    y = d.lines(m, 46, [*badr, f"Phone {la.phone(rng, 'us')}   Fax {la.phone(rng, 'us')}"], 8)
    tw = rng.choice([200, 220, 236])
    d.box(r - tw, 26, tw, 22, fill=0.15)
    d.c.setFillGray(1)
    d.t(r - tw / 2, 42, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 13, b=True, al="c", grey=1)
    lab = la.pick(rng, "P.O. NUMBER|PO NO.|ORDER NUMBER|PURCHASE ORDER #")
    d.grid(
        r - tw,
        48,
        [tw * 0.56, tw * 0.16, tw * 0.28],
        [lab, "REV", "PAGE"],
        [po, str(rng.choice([0, 0, 0, 1, 2])), pages_txt(1)],
        size=9,
        shade=0.92,
    )
    y = max(y, 92) + 8
    vendor_no = la.digits(rng, la.pick(rng, "V-#####|######|SUP####"))
    labels = ["ORDER DATE", "VENDOR NO.", "REQUISITION", "BUYER", "PAYMENT TERMS", "FOB"]
    values = [
        la.dfmt(dt, ds),
        vendor_no,
        la.digits(rng, "REQ-######"),
        agent,
        la.pick(rng, "Net 30|Net 45|2% 10 Net 30|Net 60"),
        la.pick(rng, "Destination|Origin|Shipping Point"),
    ]
    labels2 = ["SHIP VIA", "FREIGHT", "QUOTE REF", "CONTRACT", "CONFIRM TO", "REQUIRED BY"]
    values2 = [
        la.pick(rng, "UPS Ground|FedEx Freight|Best Way|Vendor Truck|Will Call"),
        la.pick(rng, "Prepaid|Prepaid & Add|Collect"),
        la.digits(rng, "Q-26####"),
        la.pick(rng, "N/A|BPA-####|MSA-20##-##").replace("#", str(rng.randint(1, 9))),
        agent.split()[0] + " " + agent.split()[1][0] + ".",
        la.dfmt(dt + timedelta(days=rng.randint(7, 45)), ds),
    ]
    cw = [w / 6] * 6
    y = d.grid(m, y, cw, labels, values, size=7.5)
    if rng.random() < 0.7:
        y = d.grid(m, y, cw, labels2, values2, size=7.5)
    y += 10
    contact = la.person(rng, "en")
    vend = [
        sup,
        *sadr,
        f"Attn: {contact}",
        f"Tel {la.phone(rng, 'us')}",
        la.email(rng, sup, "us", la.pick(rng, "orders|sales|ar")),
    ]
    city, ship_adr = la.place(rng, "us")
    ship = [
        buyer,
        la.pick(rng, "Receiving Dock #|Central Warehouse|Bldg #, Door ##").replace(
            "#", str(rng.randint(2, 9))
        ),
        *ship_adr,
        f"Attn: {la.person(rng, 'en')}",
    ]
    bill = [buyer, "Accounts Payable", la.digits(rng, "P.O. Box ####"), badr[1]]
    blocks = [("VENDOR", vend), ("SHIP TO", ship)]
    if rng.random() < 0.5:
        blocks.append(("BILL TO", bill))
    if rng.random() < 0.25:
        blocks = blocks[1:2] + blocks[:1] + blocks[2:]
    bw = (w - 8 * (len(blocks) - 1)) / len(blocks)
    ys = []
    for k, (title, rows) in enumerate(blocks):
        ys.append(la.block(d, m + k * (bw + 8), y, title + ":", rows, style="box", w=bw, size=8))
    y = max(ys) + 12
    rows = la.items(rng, "en", rng.randint(3, 26), en)
    for row in rows:
        row["need"] = la.dfmt(dt + timedelta(days=rng.randint(5, 60)), "us")
    spec = [
        ("pos", "LN", 4, "c"),
        ("code", "ITEM NO.", 10, "l"),
        ("desc", "DESCRIPTION", 34, "l"),
        ("need", "DUE DATE", 10, "c"),
        ("qty", "QTY", 6, "r"),
        ("unit", "UOM", 5, "c"),
        ("price", "UNIT COST", 10, "r"),
        ("amount", "EXTENDED", 11, "r"),
    ]
    if rng.random() < 0.4:
        spec = [spec[0], spec[4], spec[5], spec[1], spec[2], spec[3], spec[6], spec[7]]
    cols = la.cols(spec, w)
    page = [1]

    def cont(i: int) -> float:
        carried = sum((x["amt"] for x in rows[:i]), Decimal(0))
        d.t(r, d.h - 76, f"Carried forward: {en(carried)}", 8, b=True, al="r")
        foot(page[0])
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - Purchase Order {po} (continued)", 9, b=True)
        d.t(r, 40, f"Page {pages_txt(page[0])}", 8, al="r")
        d.t(r, 56, f"Brought forward: {en(carried)}", 8, al="r")
        return 66

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=7.6,
        lead=13,
        shade=0.88,
        grid=rng.random() < 0.5,
        zebra=0.95 if rng.random() < 0.3 else None,
        bottom=bottom,
        cont=cont,
    )
    s = la.sums(rng, rows, "0|6|6.25|7|7.5|8.25|8.875", ship=0.6, disc=0.2)
    fm = la.money("en", cur.strip()) if cur else en
    srows = la.sum_rows(
        s,
        la.pick(rng, "Subtotal|Sub-Total")
        + "|Discount|"
        + la.pick(rng, "Freight|Shipping & Handling|S&H")
        + "|"
        + la.pick(rng, "Sales Tax {r}%|Tax ({r}%)")
        + "|"
        + la.pick(rng, "TOTAL|ORDER TOTAL|Total PO Amount|TOTAL (USD)"),
        en,
        fm,
    )
    need = 18 * len(srows) + 120
    if y + need > bottom:
        foot(page[0])
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{buyer} - Purchase Order {po} (continued)", 9, b=True)
        d.t(r, 40, f"Page {pages_txt(page[0])}", 8, al="r")
        y = 60
    ty = d.summary(r - 190, r - 4, y + 8, srows, 8.5, box_last=True)
    terms = (
        "Terms and conditions: This order is subject to the buyer's standard terms and "
        "conditions, which are incorporated by reference. Acceptance of this order or "
        "shipment of goods constitutes acceptance of these terms. Do not exceed quoted "
        "prices without written authorization. Partial shipments allowed unless noted."
    )
    d.para(m, y + 12, terms, 7, w - 220, grey=0.2)
    y = max(ty, y + 80) + 24
    d.sign(m, y, 180, f"Authorized Signature - {agent}, {la.pick(rng, 'Buyer|Purchasing Agent')}")
    if rng.random() < 0.5:
        d.sign(r - 200, y, 200, "Vendor acknowledgement (sign & return)")
    foot(page[0])
    return finish(d, "en", "purchase_order", po, sup, s.total)


def blind11_en_us_erp_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _us_erp)


# --------------------------------------------------------------------------- 2 UK/AU letter

AU_STEMS = "Southern Cross|Coastal|Harbour City|Bayside|Riverina|Kookaburra|Red Gum|Wattle|Sunshine"
AU_SECT = (
    "Industrial Supplies|Packaging|Electrical Wholesale|Safety Supplies|Office National|"
    "Fasteners|Hydraulics|Hardware & Timber|Cleaning Supplies"
)
AU_BUY = (
    "{C} Shire Council|{C} Grammar School|{C} Plumbing Pty Ltd|{C} Veterinary Clinic|"
    "{C} Community Health|{C} Joinery Pty Ltd"
)
AU_ADR = (
    "## Parramatta Rd|Unit #, ## Enterprise St|### Ipswich Rd|# Foundry Lane|## Bay St",
    "Newcastle=Newcastle NSW 23##|Geelong=Geelong VIC 32##|Toowoomba=Toowoomba QLD 43##|"
    "Ballarat=Ballarat VIC 33##|Bunbury=Bunbury WA 62##|Launceston=Launceston TAS 72##",
)
UK_BUY = (
    "{C} Joinery Ltd|{C} Dental Practice|{C} Garden Centre Ltd|{C} Print & Design Ltd|"
    "{C} Academy Trust|{C} Veterinary Surgery"
)


def _au_place(rng: random.Random) -> tuple[str, list[str]]:
    city, line = rng.choice(AU_ADR[1].split("|")).split("=")
    return city, [la.digits(rng, la.pick(rng, AU_ADR[0])), la.digits(rng, line)]


def blind11_en_uk_au_letter_po(rng: random.Random) -> tuple[bytes, dict]:
    au = rng.random() < 0.45
    d = la.Doc(A4, la.pick(rng, "helv|times|times|dejavu"))
    m = rng.uniform(48, 66)
    w, r = d.w - 2 * m, d.w - m
    if au:
        city, badr = _au_place(rng)
        buyer = la.pick(rng, AU_BUY).format(C=city)
        _, sadr = _au_place(rng)
        sup = (
            f"{la.pick(rng, AU_STEMS)} {la.pick(rng, AU_SECT)}{la.pick(rng, ' Pty Ltd| Pty. Ltd.')}"
        )
        tel = lambda: la.digits(rng, "(0#) #### ####")  # noqa: E731
        reg = la.digits(rng, "ABN ## ### ### ###")
    else:
        city, badr = la.place(rng, "uk")
        buyer = la.pick(rng, UK_BUY + "|" + la.BUY["uk"]).format(C=city)
        sup, sadr = la.party(rng, "uk", "sup")
        tel = lambda: la.phone(rng, "uk")  # noqa: E731
        reg = la.digits(
            rng, "Registered in England & Wales No. 0#######  ·  VAT Reg. No. GB ### #### ##"
        )
    sym = "$" if au else "£"
    fm = la.money("en", la.pick(rng, f"{sym}|{sym}|") if not au else la.pick(rng, "$|AUD|"))
    dt = la.day(rng)
    ds = la.pick(rng, "dmy|long_en|dot|dash") if not au else la.pick(rng, "dmy|long_en")
    ds = "usl" if ds == "long_en" else ds
    ds_txt = la.dfmt(dt, ds) if ds != "usl" else f"{dt.day} {dt:%B %Y}"
    po = la.digits(rng, la.pick(rng, "PO#####|####|B/26/0###|ORD-###-##|#####/@@"))
    # letterhead, centred or left
    centred = rng.random() < 0.6
    x0, al = (d.w / 2, "c") if centred else (m, "l")
    d.t(x0, 54, buyer, rng.choice([17, 19, 21]), b=True, al=al)
    d.t(x0, 70, "  ·  ".join(badr), 8.5, al=al, grey=0.25)
    mail = la.email(rng, buyer, "uk", la.pick(rng, "office|accounts|admin"))
    if au:
        mail = mail.replace(".co.uk", ".com.au")
    d.t(x0, 82, f"Tel {tel()}   ·   {mail}", 8, al=al, grey=0.25)
    d.line(m, 92, r, 92, 1.1)
    if rng.random() < 0.6:
        d.line(m, 95, r, 95, 0.4)
    title = la.pick(rng, "PURCHASE ORDER|OFFICIAL ORDER|ORDER|Purchase Order")
    y = 122
    d.t(r, y, ds_txt, 9.5, al="r")
    d.t(m, y, "To:", 9.5, b=True)
    contact = la.person(rng, "en")
    to = [sup, f"Attn: {contact}" if rng.random() < 0.6 else f"FAO {contact}", *sadr]
    if rng.random() < 0.5:
        to.append(f"Tel {tel()}")
    ty = d.lines(m + 30, y - 9.5, to, 9.5, b_first=rng.random() < 0.5, lead=12.5)
    # reference panel
    q = la.digits(rng, la.pick(rng, "Q####|QU-#####|EST/####|#####-Q"))
    refs = [
        (la.pick(rng, "Order No:|Purchase Order No:|Official Order No:|Our Order No:"), po),
        (
            la.pick(rng, "Your Quote:|Your Quotation Ref:|Quotation No:"),
            f"{q} ({la.dfmt(dt - timedelta(days=rng.randint(3, 30)), 'dmy')})",
        ),
        ("Account No:", la.digits(rng, la.pick(rng, "@@@###|#####"))),
        (
            la.pick(rng, "Job No:|Cost Centre:|Budget Code:"),
            la.digits(rng, la.pick(rng, "J-####|CC###")),
        ),
        ("Delivery by:", la.dfmt(dt + timedelta(days=rng.randint(5, 30)), "dmy")),
    ]
    if rng.random() < 0.4:
        refs.insert(1, ("Requisition:", la.digits(rng, "RQ####")))
    bx = r - 226
    d.box(bx - 6, y + 6, 232, len(refs) * 12.3 + 8, fill=0.95)
    d.kv(bx, y + 10, refs, 104, 8.6)
    y = max(ty, y + 14 + len(refs) * 12.3) + 22
    d.t(d.w / 2 if centred else m, y, title, 13, b=True, al="c" if centred else "l")
    y += 22
    greet = f"Dear {contact.split()[0]}," if rng.random() < 0.5 else "Dear Sir or Madam,"
    d.t(m, y, greet, 9.5)
    body = (
        f"Further to your quotation {q}, please supply and deliver the goods listed below "
        f"at the prices stated. Please quote our order number on your delivery note and "
        f"invoice; invoices without it may be returned unpaid."
    )
    y = d.para(m, y + 10, body, 9.2, w) + 8
    rows = la.items(rng, "en", rng.randint(2, 11), en)
    spec = [
        ("qty", "Qty", 6, "r"),
        ("code", "Code", 11, "l"),
        ("desc", "Description", 45, "l"),
        ("price", "Unit Price", 12, "r"),
        ("amount", "Net", 13, "r"),
    ]
    if rng.random() < 0.5:
        spec = [("pos", "Item", 5, "c"), spec[2], spec[0], spec[3], spec[4]]
    y = d.table(
        m,
        y,
        la.cols(spec, w),
        rows,
        size=8.4,
        lead=14,
        shade=None if centred else 0.9,
        grid=not centred,
    )
    rate = "10" if au else la.pick(rng, "20|20|20|5")
    s = la.sums(rng, rows, rate, ship=0.5, disc=0.1)
    tax = "GST {r}%" if au else "VAT @ {r}%"
    tot = (
        la.pick(rng, "Total (inc. GST)|TOTAL inc GST|Order Total")
        if au
        else la.pick(rng, "Total inc. VAT|TOTAL|Gross Total|Order Total (inc. VAT)")
    )
    srows = la.sum_rows(
        s,
        f"{la.pick(rng, 'Net Total|Sub-total|Goods')}|Discount|"
        f"{la.pick(rng, 'Carriage|Delivery|Freight')}|{tax}|{tot}",
        fm,
    )
    y = d.summary(r - 200, r - 3, y + 8, srows, 9, box_last=rng.random() < 0.6) + 16
    if rng.random() < 0.6:
        d.t(m, y, "Delivery to: " + ", ".join([buyer, *badr]), 8.5)
        y += 14
    d.t(m, y + 6, la.pick(rng, "Yours faithfully,|Yours sincerely,|Kind regards,"), 9.5)
    signer = la.person(rng, "en")
    d.t(m, y + 50, signer, 9.5, b=True)
    d.t(
        m,
        y + 62,
        la.pick(rng, "Office Manager|Procurement Officer|Director|Practice Manager")
        + f", for and on behalf of {buyer}",
        8.5,
    )
    if rng.random() < 0.5:
        d.sign(r - 180, y + 50, 180, "Supplier acknowledgement / date")
    d.line(m, d.h - 44, r, d.h - 44, 0.4)
    d.t(d.w / 2, d.h - 32, reg, 7, al="c", grey=0.3)
    return finish(d, "en", "purchase_order", po, sup, s.total)


# --------------------------------------------------------------------------- 3 India GST

IN_X = "Shree Ganesh|Sai Krupa|Balaji|Mahalaxmi|Om Sai|Vardhman|Krishna|Jai Hind|Shiv Shakti|Bharat"
IN_S = (
    "Engineering Works|Enterprises|Industries|Traders|Polymers|Fasteners|Electricals|"
    "Packaging|Hydraulics|Steel Corporation"
)
IN_L = "Patel|Shah|Agarwal|Mehta|Reddy|Iyer|Kulkarni|Gupta|Bansal|Joshi"
IN_BX = "Sunrise|Apex|Deccan|Kaveri|Narmada|Everest|Vishwa|Pragati|Trident|Suvarna"
IN_BS = (
    "Auto Components Pvt. Ltd.|Pharma Limited|Textiles Limited|Infra Projects Pvt. Ltd.|"
    "Agro Foods Pvt. Ltd.|Forgings Limited"
)
IN_CITY = (
    "Pune, Maharashtra - 4110##=27|Ahmedabad, Gujarat - 3800##=24|"
    "Chennai, Tamil Nadu - 6000##=33|Ludhiana, Punjab - 1410##=03|"
    "Coimbatore, Tamil Nadu - 6410##=33|Faridabad, Haryana - 1210##=06|"
    "Rajkot, Gujarat - 3600##=24|Bengaluru, Karnataka - 5600##=29|"
    "Nashik, Maharashtra - 4220##=27"
)
IN_STREET = (
    "Plot No. ##, MIDC Industrial Area|Survey No. ###, GIDC Estate|##, Industrial Estate|"
    "Shed No. #, Phase II|No. ###, Ring Road|Gala No. #, Sector ##"
)
# description | HSN | unit | price range
IN_ITEMS = cj._table("""
MS Hex Bolt M12 x 50 (8.8 Gr.)|7318|Nos|6-18;SS 304 Sheet 2 mm|7219|Kg|210-290
Ball Bearing 6205 ZZ|8482|Nos|90-260;V-Belt B-52|4010|Nos|140-380
HDPE Bag 50 kg|3923|Nos|9-22;Corrugated Box 5 Ply|4819|Nos|28-75
Copper Cable 2.5 sq.mm (90 m)|8544|Coil|1800-2900;MCB 32A DP|8536|Nos|320-780
Hydraulic Oil 68 (20 L)|2710|Barrel|2400-3900;Welding Electrode E6013 3.15|8311|Pkt|380-720
Safety Shoes (Steel Toe)|6403|Pair|650-1400;Cutting Disc 4 inch|6804|Nos|18-45
Pressure Gauge 0-10 bar|9026|Nos|350-950;GI Pipe 25 NB Class B|7306|Mtr|180-320
PVC Ball Valve 1 inch|8481|Nos|120-310;Annual Maintenance Service|9987|Job|8000-45000
""")
_IN_ONES = (
    "Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen "
    "Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen"
).split()
_IN_TENS = "- - Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split()


def _in_words(n: int) -> str:
    if n < 20:
        return _IN_ONES[n]
    if n < 100:
        return _IN_TENS[n // 10] + (f"-{_IN_ONES[n % 10]}" if n % 10 else "")
    if n < 1000:
        rest = n % 100
        return f"{_IN_ONES[n // 100]} Hundred" + (f" {_in_words(rest)}" if rest else "")
    for div, name in ((10**7, "Crore"), (10**5, "Lakh"), (1000, "Thousand")):
        if n >= div:
            rest = n % div
            return f"{_in_words(n // div)} {name}" + (f" {_in_words(rest)}" if rest else "")
    return ""


def inr(v: Decimal, indian: bool) -> str:
    s = f"{la.cents(v):.2f}"
    whole, frac = s.split(".")
    if not indian or len(whole) <= 3:
        return f"{la.cents(v):,.2f}"
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join([*groups, tail]) + "." + frac


def _gstin(rng: random.Random, state: str) -> str:
    return (
        state + la.digits(rng, "@@@@@####@") + f"{rng.randint(1, 3)}Z{rng.choice('0123456789ABCD')}"
    )


def _in_party(rng: random.Random, buyer: bool, state: str = "") -> tuple[str, list[str], str]:
    cities = [c for c in IN_CITY.split("|") if not state or c.endswith("=" + state)]
    city, st = rng.choice(cities).split("=")
    adr = [la.digits(rng, la.pick(rng, IN_STREET)), la.digits(rng, city)]
    if buyer:
        return f"{la.pick(rng, IN_BX)} {la.pick(rng, IN_BS)}", adr, st
    tpl = la.pick(
        rng, "{X} {S}|{X} {S} Pvt. Ltd.|{L} {S}|{L} & Sons|{X} {S} LLP|{X} {S} Private Limited"
    )
    name = tpl.format(X=la.pick(rng, IN_X), S=la.pick(rng, IN_S), L=la.pick(rng, IN_L))
    return name, adr, st


def _in_po(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|times|dejavu"))
    m = rng.uniform(30, 44)
    w, r = d.w - 2 * m, d.w - m
    buyer, badr, bst = _in_party(rng, True)
    sup, sadr, sst = _in_party(rng, False)
    if rng.random() < 0.6:  # intra-state supply: CGST + SGST
        sup, sadr, sst = _in_party(rng, False, bst)
    inter = sst != bst
    indian = rng.random() < 0.5
    fm = lambda v: inr(v, indian)  # noqa: E731
    dt = la.day(rng)
    fy = (
        f"{dt.year % 100:02d}-{dt.year % 100 + 1:02d}"
        if dt.month > 3
        else f"{dt.year % 100 - 1:02d}-{dt.year % 100:02d}"
    )
    short = "".join(p[0] for p in buyer.split()[:3]).upper()
    po = la.pick(
        rng, f"{short}/PUR/{fy}/0###|PO/{fy}/####|41########|B/{fy[-2:]}/0###|{short}-PO-####"
    )
    po = la.digits(rng, po)
    ds = la.pick(rng, "dot|dmy|dash|mon")
    page = [1]
    pg = lambda k: f"Page {k} of {of}" if of else f"Page {k}"  # noqa: E731

    def foot() -> None:
        d.t(
            d.w / 2,
            d.h - 24,
            "This is a computer generated Purchase Order.",
            6.5,
            al="c",
            grey=0.35,
        )
        d.t(r, d.h - 24, pg(page[0]), 7, al="r")

    def next_page() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 36, f"{buyer}", 9, b=True)
        d.t(r, 36, f"P.O. No. {po}  |  {pg(page[0])}", 8, al="r")
        d.line(m, 42, r, 42, 0.5)
        return 56

    # letterhead
    d.box(m, 24, w, d.h - 64, lw=0.8)
    d.t(d.w / 2, 46, buyer.upper(), rng.choice([14, 16]), b=True, al="c")
    d.t(d.w / 2, 59, ", ".join(badr), 8, al="c")
    cin = la.digits(rng, f"U#####{rng.choice(['MH', 'GJ', 'TN', 'KA'])}20##PTC######")
    ids = f"GSTIN: {_gstin(rng, bst)}   CIN: {cin}   Ph: +91 {la.digits(rng, '##### #####')}"
    d.t(d.w / 2, 70, ids, 7.5, al="c")
    d.box(m, 78, w, 18, fill=0.85)
    d.t(
        d.w / 2,
        91,
        la.pick(rng, "PURCHASE ORDER|PURCHASE ORDER|Purchase Order"),
        11,
        b=True,
        al="c",
    )
    y = 96
    half = w / 2
    d.line(m + half, y, m + half, y + 118, 0.6)
    to = [
        "To,",
        f"M/s. {sup}",
        *sadr,
        f"GSTIN: {_gstin(rng, sst)}",
        f"State Code: {sst}",
        f"Kind Attn: {la.pick(rng, 'Mr.|Ms.')} {la.pick(rng, IN_L)}",
    ]
    d.lines(m + 6, y + 4, to, 8.3, lead=12.2)
    refs = [
        ("P.O. No.", po),
        ("P.O. Date", la.dfmt(dt, ds)),
        ("Indent No.", la.digits(rng, "IND/####")),
        (
            "Quotation Ref.",
            la.digits(rng, "QT-####")
            + " dt. "
            + la.dfmt(dt - timedelta(days=rng.randint(2, 20)), "dot"),
        ),
        ("Vendor Code", la.digits(rng, "V####")),
        ("Delivery Date", la.dfmt(dt + timedelta(days=rng.randint(7, 40)), ds)),
        (
            "Payment Terms",
            la.pick(
                rng,
                "30 days from receipt|45 days credit|"
                "100% against delivery|50% advance, balance on delivery",
            ),
        ),
    ]
    if rng.random() < 0.4:
        refs.insert(2, ("Amendment No.", "00"))
    for i, (k, v) in enumerate(refs):
        d.t(m + half + 6, y + 12 + i * 14.5, k, 8.2, b=True)
        d.t(m + half + 92, y + 12 + i * 14.5, ": " + v, 8.2)
    y += 118
    d.line(m, y, r, y, 0.6)
    cname, cadr, _ = _in_party(rng, True)
    consignee = (
        f"Consignee / Delivery at: {buyer}, {la.pick(rng, 'Unit II|Stores|Plant 3')}, {cadr[0]}"
    )
    d.t(m + 6, y + 12, consignee, 8, maxw=w - 12)
    y += 22
    chosen = rng.sample(IN_ITEMS, k=min(len(IN_ITEMS), rng.randint(3, 16)))
    rows = []
    for i, (desc, hsn, unit, rng_s) in enumerate(chosen):
        lo, hi = (int(x) for x in rng_s.split("-"))
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        qty = 1 if unit == "Job" else rng.choice([2, 5, 10, 20, 25, 50, 100, 200, 500])
        if price * qty > 400000:
            qty = 2
        amt = la.cents(price * qty)
        rows.append(
            {
                "pos": str(i + 1),
                "desc": desc,
                "hsn": hsn,
                "qty": str(qty),
                "unit": unit,
                "price": fm(price),
                "amount": fm(amt),
                "amt": amt,
            }
        )
    rate = Decimal(la.pick(rng, "18|18|12|28"))
    for row in rows:
        row["gst"] = f"{rate}%"
    spec = [
        ("pos", "S.No.", 5, "c"),
        ("desc", "Description of Goods", 35, "l"),
        ("hsn", "HSN/SAC", 9, "c"),
        ("qty", "Qty", 7, "r"),
        ("unit", "UOM", 6, "c"),
        ("price", "Rate", 11, "r"),
        ("gst", "GST", 6, "c"),
        ("amount", "Amount", 14, "r"),
    ]

    def cont(i: int) -> float:
        carried = sum((x["amt"] for x in rows[:i]), Decimal(0))
        d.t(r - 4, d.h - 52, f"Total c/f: {fm(carried)}", 8, b=True, al="r")
        y = next_page()
        d.t(r - 4, y + 4, f"Total b/f: {fm(carried)}", 8, b=True, al="r")
        return y + 12

    y = d.table(
        m,
        y,
        la.cols(spec, w),
        rows,
        size=7.8,
        lead=15,
        shade=0.9,
        grid=True,
        bottom=d.h - 70,
        cont=cont,
    )
    sub = sum((x["amt"] for x in rows), Decimal(0))
    pf = la.cents(sub * Decimal(rng.choice([0, 0, 1, 2])) / 100)
    frt = Decimal(rng.choice([0, 0, 500, 750, 1200])) if rng.random() < 0.4 else Decimal(0)
    taxable = sub + pf + frt
    srows = [("Total Taxable Value" if not (pf or frt) else "Sub Total", fm(sub), False)]
    if pf:
        srows.append(("Add: Packing & Forwarding", fm(pf), False))
    if frt:
        srows.append(("Add: Freight", fm(frt), False))
    if pf or frt:
        srows.append(("Taxable Value", fm(taxable), False))
    if inter:
        igst = la.cents(taxable * rate / 100)
        srows.append((f"Add: IGST @ {rate}%", fm(igst), False))
        tax = igst
    else:
        half_rate = rate / 2
        c = la.cents(taxable * half_rate / 100)
        srows += [
            (f"Add: CGST @ {half_rate.normalize()}%", fm(c), False),
            (f"Add: SGST @ {half_rate.normalize()}%", fm(c), False),
        ]
        tax = 2 * c
    raw = taxable + tax
    grand = raw.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    ro = grand - raw
    if ro:
        srows.append(("Round Off", ("+" if ro > 0 else "-") + f"{abs(ro):.2f}", False))
    srows.append(
        (
            la.pick(rng, "Grand Total (INR)|GRAND TOTAL|Total PO Value|Net Amount (Rs.)"),
            fm(grand),
            True,
        )
    )
    need = len(srows) * 14 + 40
    if y + need > d.h - 60:
        y = next_page()
    y = d.summary(r - 230, r - 4, y + 4, srows, 8.5, box_last=True) + 6
    words = f"Rupees {_in_words(int(grand))} Only"
    y = d.para(m + 4, y, f"Amount in words: {words}", 8.3, w - 8) + 8
    terms = [
        "Please mention our P.O. number and date on your invoice, delivery challan and all "
        "correspondence.",
        "Material will be accepted subject to inspection at our stores; rejected material will "
        "be returned at your cost.",
        "Test certificate / warranty card to be sent along with the material.",
        "Original tax invoice with e-way bill must accompany the consignment.",
        "Delivery: " + la.pick(rng, "Ex-works|Door delivery|FOR our works") + ".",
        "Price is firm and not subject to escalation till completion of this order.",
        "Liquidated damages @ 0.5% per week of delay, maximum 5% of order value.",
        "Subject to " + la.pick(rng, "Pune|Ahmedabad|Chennai|Bengaluru") + " jurisdiction only.",
        "Kindly acknowledge receipt of this order within 3 days.",
    ]
    terms = terms[: rng.randint(5, len(terms))]
    if y + 20 > d.h - 70:
        y = next_page()
    d.t(m + 4, y + 8, "Terms & Conditions:", 8.5, b=True)
    y += 14
    for i, t in enumerate(terms):
        if y > d.h - 90:
            y = next_page()
        y = d.para(m + 4, y, f"{i + 1}. {t}", 7.6, w - 8)
    if y + 90 > d.h - 40:
        y = next_page()
    y += 20
    d.t(r - 4, y, f"For {buyer}", 8.5, b=True, al="r")
    d.t(r - 4, y + 52, "Authorised Signatory", 8.5, al="r")
    for i, cap in enumerate(["Prepared By", "Checked By", "Approved By"]):
        d.t(m + 6 + i * 95, y + 52, cap, 8)
    if rng.random() < 0.5:
        d.t(m + 6, y + 74, f"Acceptance: We accept this order. For M/s. {sup}", 7.5, grey=0.2)
    foot()
    return finish(d, "en", "purchase_order", po, sup, grand)


def blind11_en_in_gst_po(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _in_po)


# --------------------------------------------------------------------------- 4 invoice


def blind11_en_invoice_customer_po(rng: random.Random) -> tuple[bytes, dict]:
    region = la.pick(rng, "us|us|us|uk")
    d = la.Doc(letter if region == "us" else A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(32, 50)
    w, r = d.w - 2 * m, d.w - m
    sup, sadr = la.party(rng, region, "sup")
    cust, cadr = la.party(rng, region, "buy")
    _, ship_adr = la.place(rng, region)
    sym = "$" if region == "us" else "£"
    fm = la.money("en", la.pick(rng, f"{sym}|{sym}|"))
    dt = la.day(rng)
    ds = la.pick(rng, "us|usl|iso") if region == "us" else la.pick(rng, "dmy|iso|mon")
    po = la.digits(rng, la.pick(rng, "PO-2026-#####|45########|#######|P######-@|###-####"))
    inv = la.digits(rng, la.pick(rng, "INV-######|#######|SI-####-###|######"))
    # seller letterhead
    d.box(m, 30, 8, 40, fill=0.2, stroke=False)
    d.t(m + 16, 50, sup, rng.choice([15, 17]), b=True)
    d.t(m + 16, 64, "  |  ".join(sadr) + f"  |  {la.phone(rng, region)}", 7.8, grey=0.25)
    d.t(r, 48, la.pick(rng, "INVOICE|INVOICE|TAX INVOICE|Invoice"), 20, b=True, al="r")
    y = 90
    cust_no = la.digits(rng, la.pick(rng, "C#####|CUST-####|######"))
    po_label = la.pick(rng, "Your PO|Customer PO|PO Ref|Cust. PO #|P.O. Number|Your Order No.")
    meta = [
        ("Invoice No.", inv),
        ("Invoice Date", la.dfmt(dt, ds)),
        ("Due Date", la.dfmt(dt + timedelta(days=30), ds)),
        ("Customer No.", cust_no),
        (po_label, po),
        ("Sales Order", la.digits(rng, "SO-######")),
        ("Terms", la.pick(rng, "Net 30|Net 30|Net 15|2% 10, Net 30")),
        ("Sales Rep", la.person(rng, "en")),
    ]
    if rng.random() < 0.5:
        rng.shuffle(meta)
        meta.sort(key=lambda kv: kv[0] != "Invoice No.")
    mx = r - 200
    for i, (k, v) in enumerate(meta):
        d.box(mx, y + i * 14, 90, 14, fill=0.9)
        d.box(mx + 90, y + i * 14, 110, 14)
        d.t(mx + 4, y + i * 14 + 10, k, 7.8, b=True)
        d.t(mx + 94, y + i * 14 + 10, v, 8)
    bill = [cust, "Attn: Accounts Payable", *cadr]
    shipb = [cust, la.pick(rng, "Receiving|Warehouse 2|Main Plant"), *ship_adr]
    bw = (mx - m - 16) / 2
    la.block(d, m, y, "BILL TO", bill, style="bar", w=bw, size=8.2)
    la.block(d, m + bw + 10, y, "SHIP TO", shipb, style="bar", w=bw, size=8.2)
    y += len(meta) * 14 + 14
    ship_grid = ["SHIP DATE", "SHIP VIA", "TRACKING NO.", "FOB", "CUSTOMER CONTACT"]
    vals = [
        la.dfmt(dt - timedelta(days=rng.randint(0, 4)), ds),
        la.pick(rng, "UPS Ground|FedEx 2Day|LTL - R+L Carriers|Our Truck|DHL Parcel"),
        la.digits(rng, "1Z###@##########"),
        la.pick(rng, "Origin|Destination"),
        la.person(rng, "en"),
    ]
    y = d.grid(m, y, [w / 5] * 5, ship_grid, vals, size=7.6) + 10
    rows = la.items(rng, "en", rng.randint(2, 12), en)
    for row in rows:
        ordered = int(row["qty"])
        row["ord"] = str(ordered + (rng.choice([0, 0, 0, 2, 5]) if ordered > 1 else 0))
        row["bo"] = str(int(row["ord"]) - ordered)
    spec = [
        ("ord", "Ordered", 7, "r"),
        ("qty", "Shipped", 7, "r"),
        ("bo", "B/O", 5, "r"),
        ("code", "Item", 11, "l"),
        ("desc", "Description", 40, "l"),
        ("price", "Unit Price", 11, "r"),
        ("amount", "Amount", 12, "r"),
    ]
    y = d.table(
        m,
        y,
        la.cols(spec, w),
        rows,
        size=7.8,
        lead=14,
        shade=0.85,
        zebra=0.95 if rng.random() < 0.5 else None,
    )
    rates = "0|6|7|8.25" if region == "us" else "20"
    s = la.sums(rng, rows, rates, ship=0.6, disc=0.1)
    tax_lab = "Sales Tax {r}%" if region == "us" else "VAT {r}%"
    srows = la.sum_rows(
        s,
        f"Subtotal|Discount|{la.pick(rng, 'Freight|Shipping')}|{tax_lab}|"
        + la.pick(rng, "Invoice Total|Total|TOTAL"),
        en,
    )
    srows.append(("Payments/Credits", en(Decimal(0)), False))
    due = la.pick(rng, "BALANCE DUE|Amount Due|Balance Due|TOTAL DUE")
    srows.append((due, fm(s.total), True))
    ty = d.summary(r - 200, r - 4, y + 8, srows, 8.6, box_last=True)
    # remit-to block at left of totals
    bank = la.pick(
        rng,
        "First National Bank|Wells Fargo Bank, N.A.|Fifth Third Bank|Barclays Bank PLC|Lloyds Bank",
    )
    remit = [
        f"Please remit to: {sup}",
        la.digits(rng, "P.O. Box #####") + ", " + sadr[1],
        f"Bank: {bank}",
    ]
    if region == "us":
        remit += [la.digits(rng, "ABA/Routing: 0########"), la.digits(rng, "Account: ##########")]
    else:
        remit += [
            la.digits(rng, "Sort code ##-##-##   Account ########"),
            la.digits(rng, "IBAN GB## @@@@ #### #### #### ##"),
        ]
    remit.append(f"Questions? {la.email(rng, sup, region, 'ar')}")
    d.lines(m, y + 12, remit, 7.8, lead=11)
    y = max(ty, y + 90) + 24
    d.line(m, y, r, y, 0.6, dash=[3, 2])
    d.t(m, y + 10, "Please detach and return this portion with your payment.", 6.8, grey=0.3)
    stub = [
        ("Customer", cust),
        ("Customer No.", cust_no),
        ("Invoice No.", inv),
        ("Amount Due", fm(s.total)),
        ("Amount Enclosed", "________________"),
    ]
    d.kv(m, y + 18, stub, 80, 8)
    d.t(r, y + 28, sup, 9, b=True, al="r")
    d.t(r, y + 40, "Thank you for your business!", 8, al="r")
    return finish(d, "en", "invoice", po, sup, s.total)


# --------------------------------------------------------------------------- 5 zh ERP


def _zh_erp(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(28, 44)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.zh_firm(rng)
    sup = cj.zh_firm(rng, buyer.name)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "iso|slash|cn0")
    po = cj.number(rng, d, "CG{Y}{m}{d}-{n3}|PO{y}{m}{n5}|CGDD-{Y}-{n5}|4500{n6}|P{Y}{m}{n4}")
    clerk = cj.person(rng)
    incl = rng.random() < 0.5
    lines = cj.make_lines(rng, cj.ZH_ITEMS, rng.randint(3, 22), 3, 2500)
    sub = cj.total_of(lines)
    if incl:
        total = sub
        tax = (total - total / Decimal("1.13")).quantize(CENT, ROUND_HALF_UP)
    else:
        tax = (sub * Decimal("0.13")).quantize(CENT, ROUND_HALF_UP)
        total = sub + tax
    page = [1]
    pg = lambda: f"第{page[0]}页 共{of}页" if of else f"第{page[0]}页"  # noqa: E731
    printed = f"打印时间：{d.isoformat()} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"

    def foot() -> None:
        pdf.text(m, pdf.h - 24, printed, 7.5, colour=GREY)
        pdf.text(right, pdf.h - 24, pg(), 8, align="r")

    def head(full: bool) -> float:
        if not full:
            pdf.text(m, 40, f"{buyer.name}  采购订单（续）", 10, bold=True)
            pdf.text(right, 40, f"订单编号：{po}", 9, align="r")
            return 56
        pdf.text(m, 40, buyer.name, rng.choice([12, 14]), bold=True)
        pdf.text(m, 54, buyer.en, 7.5, colour=GREY)
        pdf.text(
            pdf.w / 2 + 40,
            76,
            cj.pick(rng, "采购订单|采 购 订 单|采购订单（PO）"),
            19,
            align="c",
            bold=True,
        )
        pdf.rect(right - 176, 24, 176, 34, stroke=Color(0.2, 0.2, 0.2))
        pdf.text(right - 170, 38, cj.pick(rng, "订单编号|采购单号|订单号"), 8, colour=GREY)
        pdf.text(right - 170, 53, po, 11, bold=True)
        return 94

    y = head(True)
    quote_no = cj.number(rng, d, "BJ{y}{m}{n3}|QT-{n5}")
    req_no = cj.number(rng, d, "QG{Y}{m}{d}{n2}|PR-{n6}")
    contract = cj.number(rng, d, "HT-{Y}-{n3}|KJ{y}{n4}")
    sup_code = cj.number(rng, d, "S{n5}|GYS-{n4}")
    pay = cj.pick(rng, "月结30天|月结60天|货到票到30天付款|预付30%，余款验收后付清")
    if rng.random() < 0.5:
        half = (wd - 10) / 2
        panels = [
            (
                "供应商",
                [
                    f"名称：{sup.name}",
                    f"编码：{sup_code}",
                    f"地址：{cj.zh_addr(rng)}",
                    f"联系人：{cj.person(rng)}  {cj.mobile(rng)}",
                    f"传真：{cj.zh_tel(rng)}",
                ],
            ),
            (
                "采购方",
                [
                    f"名称：{buyer.name}",
                    f"税号：{cj.credit_code(rng)}",
                    f"收货地址：{cj.zh_addr(rng)}",
                    f"采购员：{clerk}  {cj.zh_tel(rng)}",
                    f"邮箱：purchase@{buyer.key}.com",
                ],
            ),
        ]
        if rng.random() < 0.3:
            panels.reverse()
        for k, (title, rows) in enumerate(panels):
            x = m + k * (half + 10)
            pdf.rect(x, y, half, 100, lw=0.8)
            pdf.rect(x, y, 22, 100, fill=PALE)
            pdf.vtext(x + 11, y + 30, title, 10)
            cj.kv(pdf, x + 30, y + 18, rows, 8.5, 2.1, maxw=half - 36)
        y += 110
        info = [
            [
                "下单日期",
                cj.fdate(d, ds),
                "交货日期",
                cj.fdate(cj.later(rng, d), ds),
                "付款方式",
                pay,
            ],
            ["请购单号", req_no, "报价单号", quote_no, "币种", "人民币"],
        ]
        y = pdf.grid(
            m,
            y,
            cj.rel(wd, [11, 17, 11, 17, 11, 33]),
            info,
            head=0,
            row_h=18,
            size=8.5,
            shade_cols=(0, 2, 4),
        )
    else:
        info = [
            ["供应商", sup.name, "采购方", buyer.name],
            ["供应商编码", sup_code, "采购员", f"{clerk} {cj.zh_tel(rng)}"],
            ["联系人", f"{cj.person(rng)} {cj.mobile(rng)}", "收货地址", cj.zh_addr(rng)],
            ["下单日期", cj.fdate(d, ds), "要求到货", cj.fdate(cj.later(rng, d), ds)],
            ["合同编号", contract, "请购单号", req_no],
            ["付款方式", pay, "发票类型", "增值税专用发票（13%）"],
        ]
        y = pdf.grid(
            m, y, cj.rel(wd, [13, 37, 13, 37]), info, head=0, row_h=19, size=8.5, shade_cols=(0, 2)
        )
    y += 12
    price_h = "含税单价" if incl else "单价(不含税)"
    amt_h = "含税金额" if incl else "金额(不含税)"
    hd = ["行号", "物料编码", "物料名称", "规格型号", "单位", "数量", price_h, amt_h, "交货日期"]
    codes = [cj.number(rng, d, "1{n2}.{n3}.{n4}|M{n7}") for _ in lines]
    body = []
    for i, (ln, code) in enumerate(zip(lines, codes)):
        due = cj.fdate(cj.later(rng, d), "iso")
        body.append(
            [
                str((i + 1) * 10),
                code,
                ln.name,
                ln.spec,
                ln.unit,
                str(ln.qty),
                cj.money(ln.price),
                cj.money(ln.amount),
                due,
            ]
        )
    widths = cj.rel(wd, [6, 13, 15, 15, 6, 7, 11, 13, 14])

    def note(yy: float, n: int) -> None:
        done = sum((ln.amount for ln in lines[:n]), Decimal(0))
        pdf.text(right, yy + 14, f"本页小计：{cj.money(done)}（转下页）", 8.5, align="r")
        foot()

    def on_page() -> float:
        page[0] += 1
        return head(False)

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
        size=8,
        align="rllllrrrc",
    )
    qty = sum(ln.qty for ln in lines)
    y = pdf.grid(
        m,
        y,
        [sum(widths[:5]), widths[5], widths[6], widths[7], widths[8]],
        [["合计", str(qty), "", cj.money(sub), ""]],
        head=0,
        row_h=17,
        size=8.5,
        align="crrrl",
    )
    if y + 200 > pdf.h - 40:
        foot()
        pdf.new_page()
        page[0] += 1
        y = head(False)
    y += 18
    yen = cj.pick(rng, "¥|￥|RMB ")
    if incl:
        pdf.text(m, y, f"价税合计（大写）：{cj.daxie(total)}", 10, bold=True)
        pdf.text(right, y, f"（小写）{yen}{cj.money(total)}", 10, align="r", bold=True)
        pdf.text(m, y + 16, f"其中税额（13%）：{cj.money(tax)}", 8.5, colour=GREY)
    else:
        pdf.text(right, y, f"不含税金额：{cj.money(sub)}", 9, align="r")
        pdf.text(right, y + 15, f"税额（13%）：{cj.money(tax)}", 9, align="r")
        y += 30
        pdf.text(m, y, f"价税合计（大写）：人民币{cj.daxie(total)}", 10, bold=True)
        pdf.text(
            right,
            y,
            f"{cj.pick(rng, '价税合计|含税合计')}：{yen}{cj.money(total)}",
            10,
            align="r",
            bold=True,
        )
    y += 36
    notes = [
        "备注：",
        "1. 送货单及发票上须注明本订单编号，否则仓库有权拒收。",
        f"2. 交货地点：{buyer.name}仓库，运费由供方承担。",
        "3. 质量标准按双方确认的技术要求及样品执行，验收不合格的予以退货。",
        "4. 请于收到订单后两个工作日内签字盖章回传，逾期视为接受。",
    ]
    y = cj.kv(pdf, m, y, notes[: rng.randint(3, 5)], 8.5, 1.75)
    y += 16
    for k, cap in enumerate(["制单：" + clerk, "审核：", "批准："]):
        pdf.text(m + k * 110, y, cap, 9)
    pdf.text(right - 190, y, "供应商确认（签章）：", 9)
    pdf.text(right - 190, y + 34, "日期：", 9)
    pdf.stamp(m + 260, y - 6, buyer.name, rng, caption="采购专用章", r=38)
    if rng.random() < 0.4:
        pdf.stamp(right - 70, y + 10, sup.name, rng, caption="合同专用章", r=36)
    foot()
    return cfinish(pdf, "zh-Hans", "purchase_order", po, sup.name, total)


def blind11_zh_erp_caigou(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh_erp)


# --------------------------------------------------------------------------- 6 zh contract


def _zh_hetong(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(50, 64)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.zh_firm(rng)
    sup = cj.zh_firm(rng, buyer.name)
    d = cj.a_date(rng)
    no = cj.number(rng, d, "HT{Y}{m}{d}-{n3}|CG-HT-{Y}-{n4}|GX{y}{n5}|{Y}-CGHT-{n3}")
    seller_first = rng.random() < 0.4
    words = cj.pick(rng, "需方/供方|买方/卖方")
    bw, sw = words.split("/")
    jia, yi = (sup, buyer) if seller_first else (buyer, sup)
    jia_role, yi_role = (sw, bw) if seller_first else (bw, sw)
    page = [1]
    pg = lambda: f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"  # noqa: E731

    def foot() -> None:
        pdf.text(pdf.w / 2, pdf.h - 28, pg(), 8, align="c", colour=GREY)

    def on_page() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(right, 36, f"合同编号：{no}", 8, align="r", colour=GREY)
        return 60

    title = cj.pick(rng, "采购合同|购销合同|产品采购合同|工业品买卖合同")
    pdf.text(pdf.w / 2, 64, title, 20, align="c", bold=True, space=4)
    y = 92
    meta = [
        f"合同编号：{no}",
        f"签订地点：{cj.CITIES[rng.randrange(len(cj.CITIES))][0]}",
        f"签订日期：{cj.fdate(d, cj.pick(rng, 'cn|cn0|iso'))}",
    ]
    if rng.random() < 0.5:
        for i, s in enumerate(meta):
            pdf.text(right, y + i * 14, s, 9, align="r")
        y += 46
    else:
        pdf.text(m, y, "   ".join(meta), 9, maxw=wd)
        y += 20
    pdf.text(m, y, f"甲方（{jia_role}）：{jia.name}", 11, bold=True)
    pdf.text(m, y + 20, f"乙方（{yi_role}）：{yi.name}", 11, bold=True)
    y += 44
    buyer_side = "乙" if seller_first else "甲"
    seller_side = "甲" if seller_first else "乙"
    intro = (
        f"根据《中华人民共和国民法典》及有关法律法规的规定，{buyer_side}方向{seller_side}方"
        f"采购下列产品。为明确双方的权利义务，甲乙双方本着平等互利、诚实信用的原则，经友好协商，"
        f"达成如下条款，以资共同遵守。"
    )
    y = pdf.para(m, y, intro, 9.5, wd)
    y += 6
    pdf.text(m, y, "一、产品名称、规格型号、数量及价格", 10, bold=True)
    y += 10
    lines = cj.make_lines(rng, cj.ZH_ITEMS, rng.randint(2, 9), 20, 6000)
    total = cj.total_of(lines)
    body = cj.cells(lines, "#nsuqpa")
    for row in body:
        row.append(cj.pick(rng, "含税|含税、含运费|"))
    widths = cj.rel(wd, [6, 18, 18, 7, 8, 13, 15, 12])
    hd = ["序号", "产品名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）", "备注"]
    y = pdf.grid(m, y, widths, [hd, *body], row_h=18, size=8.5, align="cllcrrrl")
    y = pdf.grid(
        m,
        y,
        [sum(widths[:6]), widths[6], widths[7]],
        [["合计", cj.money(total), ""]],
        head=0,
        row_h=18,
        size=8.5,
        align="crl",
    )
    y += 18
    yen = cj.pick(rng, "¥|￥")
    pdf.text(
        m,
        y,
        f"合同总金额（含13%增值税）：人民币{cj.daxie(total)}（{yen}{cj.money(total)}）",
        9.5,
        bold=True,
        maxw=wd,
    )
    y += 22
    pct = rng.choice([20, 30, 50])
    dep = (total * pct / 100).quantize(CENT, ROUND_HALF_UP)
    clauses = [
        (
            "二、质量标准",
            f"{seller_side}方提供的产品须为全新、未使用过的合格产品，符合国家标准、行业标准"
            f"及双方确认的技术协议。质保期为验收合格之日起{rng.choice([12, 18, 24])}个月。",
        ),
        (
            "三、交货时间、地点及方式",
            f"{seller_side}方应于合同签订后{rng.choice([7, 15, 20, 30])}日内"
            f"将货物送至{buyer_side}方指定地点：{cj.zh_addr(rng)}，运输费用及运输途中的风险由"
            f"{seller_side}方承担。",
        ),
        (
            "四、付款方式",
            f"合同签订后{rng.choice([5, 7, 10])}个工作日内，{buyer_side}方向{seller_side}"
            f"方预付合同总额的{pct}%，即{yen}{cj.money(dep)}；货到验收合格并收到{seller_side}方开具的"
            f"全额增值税专用发票后{rng.choice([30, 60])}日内付清余款。",
        ),
        (
            "五、验收",
            f"{buyer_side}方在收货后5个工作日内按合同约定验收，如有异议应书面通知"
            f"{seller_side}方，{seller_side}方应在接到通知后3日内处理。",
        ),
        (
            "六、违约责任",
            f"{seller_side}方逾期交货的，每逾期一日按合同总金额的0.5%向{buyer_side}方"
            f"支付违约金；{buyer_side}方逾期付款的，每逾期一日按未付金额的0.05%支付违约金。",
        ),
        (
            "七、争议解决",
            "本合同履行中发生争议，双方应友好协商解决；协商不成的，任何一方均可向"
            f"{buyer_side}方所在地人民法院提起诉讼。",
        ),
        (
            "八、其他",
            "本合同一式两份，甲乙双方各执一份，经双方签字盖章后生效，传真件、扫描件与原件"
            "具有同等法律效力。",
        ),
    ]
    for head, text in clauses:
        if y > pdf.h - 110:
            y = on_page()
        pdf.text(m, y, head, 10, bold=True)
        y += 16
        for ln in cj.wrap(text, 9.2, wd - 20):
            if y > pdf.h - 70:
                y = on_page()
            pdf.text(m + 20, y, ln, 9.2)
            y += 9.2 * 1.55
        y += 4
    if y + 200 > pdf.h - 50:
        y = on_page()
    y += 14
    half = (wd - 20) / 2
    for k, (side, firm, role) in enumerate([("甲方", jia, jia_role), ("乙方", yi, yi_role)]):
        x = m + k * (half + 20)
        bank, acct = cj.bank(rng)
        rows = [
            f"{side}（{role}）（盖章）：",
            firm.name,
            f"地址：{cj.zh_addr(rng)}",
            f"法定代表人：{cj.person(rng)}",
            f"委托代理人：{cj.person(rng)}",
            f"电话：{cj.zh_tel(rng)}",
            f"开户银行：{bank}",
            f"账号：{acct}",
            f"税号：{cj.credit_code(rng)}",
            "日期：　　年　　月　　日",
        ]
        cj.kv(pdf, x, y, rows, 8.6, 1.9, maxw=half)
        pdf.stamp(x + half * 0.55, y + 40, firm.name, rng, caption="合同专用章", r=40)
    foot()
    return cfinish(pdf, "zh-Hans", "contract", no, sup.name, total)


def blind11_zh_caigou_hetong(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh_hetong)


# --------------------------------------------------------------------------- 7 Taiwan


def blind11_tw_dinggou(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(30, 46)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.tw_firm(rng)
    sup = cj.tw_firm(rng, buyer.name)
    d = cj.a_date(rng)
    roc = d.year - 1911
    ds = cj.pick(rng, "rocs|roc|slash")
    po = cj.number(
        rng,
        d,
        f"PO{roc}{{m}}{{d}}{{n3}}|P{roc}{{m}}{{n4}}|{roc}{{m}}{{d}}-{{n3}}|TP-{{y}}{{m}}-{{n4}}",
    )
    ban = lambda: f"{rng.randint(10000000, 99999999)}"  # noqa: E731
    pdf.text(pdf.w / 2, 44, buyer.name, rng.choice([15, 17]), align="c", bold=True)
    pdf.text(
        pdf.w / 2,
        60,
        f"{cj.tw_addr(rng)}　TEL：{cj.tw_tel(rng)}　FAX：{cj.tw_tel(rng)}",
        8,
        align="c",
        colour=GREY,
    )
    pdf.text(pdf.w / 2, 72, f"統一編號：{ban()}", 8, align="c", colour=GREY)
    title = cj.pick(rng, "訂購單|採購單|訂 購 單|採 購 單")
    pdf.text(pdf.w / 2, 100, title, 20, align="c", bold=True)
    if rng.random() < 0.5:
        pdf.text(
            right, 100, cj.pick(rng, "第一聯：廠商聯|第一聯 廠商存查"), 8, align="r", colour=GREY
        )
    y = 116
    left = [
        f"廠商名稱：{sup.name}",
        f"廠商編號：{cj.number(rng, d, 'V{n4}|A{n5}')}",
        f"統一編號：{ban()}",
        f"聯 絡 人：{cj.person(rng, 'zh-Hant')}",
        f"電　　話：{cj.tw_tel(rng)}",
        f"傳　　真：{cj.tw_tel(rng)}",
        f"地　　址：{cj.tw_addr(rng)}",
    ]
    rightb = [
        f"{cj.pick(rng, '採購單號|訂購單號|單　　號')}：{po}",
        f"採購日期：{cj.fdate(d, ds)}",
        f"請購單號：{cj.number(rng, d, 'PR{y}{m}{n4}|R{n6}')}",
        f"交貨日期：{cj.fdate(cj.later(rng, d), ds)}",
        f"付款條件：{cj.pick(rng, '月結30天|月結60天|貨到驗收後30天|月結45天 電匯')}",
        "幣　　別：NTD 新台幣",
        f"交貨地點：{cj.pick(rng, '本公司倉庫|本公司二廠|如附件')}",
    ]
    half = (wd - 10) / 2
    pdf.rect(m, y, half, 124)
    pdf.rect(m + half + 10, y, half, 124)
    cj.kv(pdf, m + 6, y + 16, left, 8.8, 1.9, maxw=half - 12)
    cj.kv(pdf, m + half + 16, y + 16, rightb, 8.8, 1.9, maxw=half - 12)
    y += 136
    lines = cj.make_lines(rng, cj.TW_ITEMS, rng.randint(3, 12), 15, 3500, whole=True)
    sub = cj.total_of(lines)
    tax = (sub * Decimal("0.05")).quantize(Decimal(1), ROUND_HALF_UP)
    total = sub + tax
    hd = ["項次", "料號", "品名 / 規格", "數量", "單位", "單價", "金額", "交期"]
    body = []
    for i, ln in enumerate(lines):
        code = cj.number(rng, d, "{n2}-{n5}|A{n3}-{n3}|{n8}")
        due = cj.fdate(cj.later(rng, d), "rocs")
        body.append(
            [
                str(i + 1),
                code,
                f"{ln.name} {ln.spec}",
                str(ln.qty),
                ln.unit,
                cj.whole(ln.price),
                cj.whole(ln.amount),
                due,
            ]
        )
    widths = cj.rel(wd, [6, 14, 30, 8, 6, 11, 13, 12])
    y = pdf.grid(
        m,
        y,
        widths,
        [hd, *body],
        row_h=18,
        size=8.5,
        align="cllrcrrc",
        zebra=Color(0.95, 0.95, 0.95) if rng.random() < 0.4 else None,
    )
    y += 10
    dollars = cj.pick(rng, "NT$|$|")
    sums_rows = [
        ("未稅金額", f"{dollars}{cj.whole(sub)}"),
        ("營業稅 5%", f"{dollars}{cj.whole(tax)}"),
        (cj.pick(rng, "總計|含稅總計|合計金額"), f"{dollars}{cj.whole(total)}"),
    ]
    y2 = cj.sums(pdf, right - 6, y + 12, sums_rows, 10, label_w=110)
    if rng.random() < 0.6:
        pdf.text(m, y + 12, f"總計新台幣：{cj.daxie(total, trad=True)}", 9.5, maxw=wd / 2 + 20)
    notes = [
        "注意事項：",
        "1. 送貨單及發票請註明本採購單號，以利對帳。",
        "2. 交貨品質不符規格者，本公司得拒收或退貨。",
        "3. 請於收到本單後24小時內簽回確認。",
    ]
    y = max(y2, y + 40) + 4
    y = cj.kv(pdf, m, y, notes, 8.5, 1.7) + 14
    caps = ["核准", "審核", "經辦", "廠商確認回簽"]
    widths = cj.rel(wd, [20, 20, 20, 40])
    pdf.grid(m, y, widths, [caps, ["", "", cj.person(rng, "zh-Hant"), ""]], row_h=30, size=9)
    if rng.random() < 0.5:
        pdf.stamp(
            m + widths[0] / 2, y + 34, buyer.name, rng, caption="採購專用章", shape="oval", r=34
        )
    pdf.text(pdf.w / 2, pdf.h - 26, "第 1 頁 / 共 1 頁", 8, align="c", colour=GREY)
    return cfinish(pdf, "zh-Hant", "purchase_order", po, sup.name, total)


# --------------------------------------------------------------------------- 8 Japan


def _ja(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(34, 48)
    wd, right = pdf.w - 2 * m, pdf.w - m
    buyer = cj.ja_firm(rng)
    sup = cj.ja_firm(rng, buyer.name)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "reiwa|cn|slash")
    po = cj.number(rng, d, "PO-{y}{m}-{n4}|{Y}{m}{d}-{n2}|H{n8}|第{n6}号")
    ystyle = rng.randrange(3)
    lines = cj.make_lines(rng, cj.JA_ITEMS, rng.randint(3, 26), 200, 60000, whole=True)
    by_rate: dict[int, Decimal] = {}
    for ln in lines:
        by_rate[ln.rate] = by_rate.get(ln.rate, Decimal(0)) + ln.amount
    sub = sum(by_rate.values(), Decimal(0))
    taxes = {k: (v * k / 100).quantize(Decimal(1), rounding=ROUND_DOWN) for k, v in by_rate.items()}
    total = sub + sum(taxes.values(), Decimal(0))
    page = [1]

    def foot() -> None:
        txt = f"{page[0]} / {of}" if of else f"{page[0]}"
        pdf.text(pdf.w / 2, pdf.h - 24, txt, 8, align="c", colour=GREY)

    def on_page() -> float:
        page[0] += 1
        pdf.text(m, 40, f"注文書（{page[0]}/{of or '?'}）", 12, bold=True)
        pdf.text(right, 40, f"発注番号：{po}", 9, align="r")
        pdf.line(m, 46, right, 46, lw=0.6)
        return 60

    pdf.text(right, 36, f"発注番号　{po}", 9, align="r")
    pdf.text(right, 50, f"発注日　{cj.fdate(d, ds)}", 9, align="r")
    pdf.text(
        pdf.w / 2,
        82,
        cj.pick(rng, "注文書|注 文 書|発注書 兼 注文書"),
        22,
        align="c",
        bold=True,
        space=2,
    )
    pdf.line(pdf.w / 2 - 80, 88, pdf.w / 2 + 80, 88, lw=0.8)
    pdf.line(pdf.w / 2 - 80, 91, pdf.w / 2 + 80, 91, lw=0.4)
    y = 120
    honor = cj.pick(rng, " 御中| 御中|　御中")
    pdf.text(m, y, f"{sup.name}{honor}", 13, bold=True)
    pdf.line(m, y + 5, m + 250, y + 5, lw=0.8)
    if rng.random() < 0.6:
        pdf.text(m, y + 22, f"営業部　{cj.person(rng, 'ja')} 様", 9.5)
    bx = right - 200
    brows = [
        buyer.name,
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"担当：購買課　{cj.person(rng, 'ja')}",
    ]
    cj.kv(pdf, bx, y - 4, brows[:1], 11, 1.6)
    cj.kv(pdf, bx, y + 14, brows[1:], 8.3, 1.7, maxw=200)
    pdf.stamp(
        right - 12,
        y - 8,
        buyer.name.replace("株式会社", "")[:4] + "之印",
        rng,
        shape="square",
        r=24,
    )
    y += 56
    pdf.text(m, y, "下記の通り注文いたします。", 9.5)
    y += 12
    amount_s = cj.yen(total, ystyle)
    pdf.rect(m, y, 250, 28, lw=1.0)
    pdf.rect(m, y, 90, 28, fill=PALE, lw=1.0)
    pdf.text(m + 45, y + 18, "ご注文金額", 10, align="c", bold=True)
    pdf.text(m + 245, y + 18, f"{amount_s}（税込）", 12, align="r", bold=True)
    y += 40
    info = [
        [
            "納期",
            cj.fdate(cj.later(rng, d), ds),
            "納入場所",
            cj.pick(rng, "弊社本社工場|第二倉庫|別途指示"),
        ],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|月末締め翌々月10日払い|検収後30日"),
            "見積番号",
            cj.number(rng, d, "M{y}{m}-{n3}|Q{n6}"),
        ],
        ["取引先コード", cj.number(rng, d, "{n6}|T{n5}"), "受渡条件", "持込渡し"],
    ]
    y = (
        pdf.grid(
            m, y, cj.rel(wd, [14, 36, 14, 36]), info, head=0, row_h=18, size=8.5, shade_cols=(0, 2)
        )
        + 12
    )
    hd = ["No.", "品番", "品名・規格", "数量", "単位", "単価", "金額", "備考"]
    body = []
    for i, ln in enumerate(lines):
        code = cj.number(rng, d, "{n3}-{n4}|K{n6}")
        mark = "※" if ln.rate == 8 else ""
        body.append(
            [
                str(i + 1),
                code,
                f"{ln.name} {ln.spec}{mark}",
                str(ln.qty),
                ln.unit,
                cj.whole(ln.price),
                cj.whole(ln.amount),
                "",
            ]
        )
    widths = cj.rel(wd, [5, 11, 34, 7, 6, 11, 13, 13])

    def note(yy: float, n: int) -> None:
        pdf.text(right, yy + 14, "次頁へ続く", 8.5, align="r")
        foot()

    y = cj.paged(
        pdf,
        m,
        y,
        widths,
        hd,
        body,
        bottom=pdf.h - 60,
        on_page=on_page,
        note=note,
        row_h=17,
        size=8.2,
        align="cllrcrrl",
    )
    srows = [("小計", cj.whole(sub))]
    for k in sorted(taxes, reverse=True):
        srows.append(
            (
                f"消費税（{k}%）" if len(taxes) > 1 or k != 10 else "消費税（10%）",
                cj.whole(taxes[k]),
            )
        )
    srows.append(("合計", cj.yen(total, ystyle)))
    if y + 140 > pdf.h - 40:
        foot()
        pdf.new_page()
        y = on_page()
    y = pdf.grid(
        right - 200, y + 6, [90, 110], srows, head=0, row_h=18, size=9, align="lr", shade_cols=(0,)
    )
    if len(taxes) > 1:
        pdf.text(m, y - 4, "※印は軽減税率（8%）対象品目です。", 8)
    y += 14
    pdf.rect(m, y, wd, 48)
    pdf.text(m + 6, y + 14, "備考", 8.5, bold=True)
    pdf.text(m + 6, y + 30, "納品書・請求書には必ず発注番号をご記入ください。", 8.5)
    foot()
    return cfinish(pdf, "ja", "purchase_order", po, sup.name, total)


def blind11_ja_chumonsho(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _ja)


# --------------------------------------------------------------------------- 9 German AB


def _de_ab(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(50, 62)
    w, r = d.w - 2 * m, d.w - m
    sup, sadr = la.party(rng, "de", "sup")
    cust, cadr = la.party(rng, "de", "buy")
    dt = la.day(rng)
    odt = dt - timedelta(days=rng.randint(1, 12))
    fmt = la.money("de", la.pick(rng, "€|€|EUR"), pre=rng.random() < 0.3)
    plain = lambda v: la.num(v, "de")  # noqa: E731
    po = la.digits(rng, la.pick(rng, "45########|B-2026-####|PO ######|#####/26|BE-#####"))
    ab = la.digits(rng, la.pick(rng, "AB-2026-#####|######|A#######"))
    kd = la.digits(rng, "#####")
    page = [1]
    pg = lambda: f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}"  # noqa: E731
    # letterhead right
    d.t(r, 46, sup, rng.choice([14, 16]), b=True, al="r")
    d.t(r, 60, sadr[0] + " · " + sadr[1], 8, al="r", grey=0.3)
    d.t(
        r,
        71,
        f"Tel. {la.phone(rng, 'de')} · {la.email(rng, sup, 'de', 'vertrieb')}",
        7.5,
        al="r",
        grey=0.3,
    )
    # window
    wy = 132
    d.t(m, wy, f"{sup} · {sadr[0]} · {sadr[1]}", 6.2, grey=0.3, maxw=240)
    d.line(m, wy + 3, m + 240, wy + 3, 0.3)
    d.lines(
        m,
        wy + 10,
        [
            cust,
            la.pick(rng, "Einkauf|Zentraleinkauf|Materialwirtschaft"),
            f"z. Hd. {la.person(rng, 'de')}",
            *cadr,
        ],
        9.5,
    )
    ix = r - 200
    pairs = [
        ("Auftrags-Nr.:", ab),
        ("Kunden-Nr.:", kd),
        (
            la.pick(
                rng, "Ihre Bestellung Nr.:|Ihre Bestell-Nr.:|Ihre Bestellnummer:|Ihre Bestellung:"
            ),
            po,
        ),
        ("vom:", la.dfmt(odt, "dot")),
        ("Angebot:", la.digits(rng, "ANG-#####")),
        ("Datum:", la.dfmt(dt, "dot")),
        ("Bearbeiter:", la.person(rng, "de")),
        ("Telefon:", la.phone(rng, "de")),
    ]
    if rng.random() < 0.5:
        pairs = pairs[5:6] + pairs[:5] + pairs[6:]
    d.kv(ix, wy - 6, pairs, 96, 8.2, b_label=False)
    y = wy + 130
    d.t(
        m,
        y,
        f"Auftragsbestätigung Nr. {ab}" if rng.random() < 0.6 else "Auftragsbestätigung",
        13,
        b=True,
    )
    y += 20
    greet = (
        "Sehr geehrte Damen und Herren,\n"
        if rng.random() < 0.6
        else f"{la.pick(rng, 'Sehr geehrte Frau|Sehr geehrter Herr')} "
        f"{la.pick(rng, la.LAST['de'])},\n"
    )
    d.t(m, y, greet.strip(), 9.3)
    body = (
        f"vielen Dank für Ihre Bestellung {po} vom {la.dfmt(odt, 'dot')}. Wir bestätigen "
        "Ihnen den Auftrag zu unseren Allgemeinen Geschäftsbedingungen wie folgt:"
    )
    if rng.random() < 0.5:
        body = (
            "vielen Dank für Ihren Auftrag, den wir Ihnen hiermit zu unseren Allgemeinen "
            "Geschäftsbedingungen bestätigen:"
        )
    y = d.para(m, y + 10, body, 9.3, w) + 8
    rows = la.items(rng, "de", rng.randint(3, 22), plain)
    la.line_discounts(rng, rows, plain, "{p} %")
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Artikel-Nr.", 12, "l"),
        ("desc", "Bezeichnung", 38, "l"),
        ("qty", "Menge", 7, "r"),
        ("unit", "ME", 5, "c"),
        ("price", "Einzelpreis", 11, "r"),
        ("disc", "Rabatt", 7, "r"),
        ("amount", "Gesamt", 12, "r"),
    ]

    fseed = rng.random()

    def foot() -> None:
        la.de_footer(d, m, w, random.Random(fseed), sup, sadr)
        d.t(r, d.h - 64, pg(), 7.5, al="r")

    def cont(i: int) -> float:
        carried = sum((x["amt"] for x in rows[:i]), Decimal(0))
        d.t(r - 3, d.h - 84, f"Übertrag: {plain(carried)}", 8.5, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"{sup} · Auftragsbestätigung {ab} · Kunde {kd}", 8, grey=0.3)
        d.t(r, 46, pg(), 8, al="r")
        d.t(r - 3, 66, f"Übertrag: {plain(carried)}", 8.5, b=True, al="r")
        return 74

    y = d.table(
        m, y, la.cols(spec, w), rows, size=7.8, lead=14, shade=0.9, bottom=d.h - 96, cont=cont
    )
    s = la.sums(rng, rows, "19|19|19|7", ship=0.6, disc=0.0)
    srows = la.sum_rows(
        s,
        "Summe netto|Rabatt|"
        + la.pick(rng, "Fracht/Verpackung|Versandkosten|Fracht")
        + "|zzgl. MwSt. {r} %|"
        + la.pick(rng, "Gesamtbetrag|Endbetrag brutto|Gesamtsumme|Bruttobetrag"),
        plain,
        fmt,
        st="de",
    )
    if y + 150 > d.h - 96:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 46, f"{sup} · Auftragsbestätigung {ab}", 8, grey=0.3)
        d.t(r, 46, pg(), 8, al="r")
        y = 70
    y = d.summary(r - 210, r - 3, y + 6, srows, 9, box_last=True) + 12
    skonto_pct = rng.choice([2, 3])
    skonto = la.cents(s.total * skonto_pct / 100)
    cond = [
        f"Liefertermin: KW {rng.randint(2, 52)}/{dt.year}"
        if rng.random() < 0.5
        else f"Liefertermin: ca. {la.dfmt(dt + timedelta(days=rng.randint(7, 40)), 'dot')}",
        f"Zahlungsbedingungen: 14 Tage {skonto_pct} % Skonto ({plain(skonto)} €), 30 Tage netto",
        f"Lieferbedingung: {la.pick(rng, 'frei Haus|ab Werk|DAP gemäß Incoterms 2020')}",
        f"Lieferanschrift: {cust}, {la.place(rng, 'de')[1][0]}",
    ]
    y = d.lines(m, y, cond, 8.6, lead=12) + 10
    d.t(m, y + 4, "Bitte prüfen Sie diese Auftragsbestätigung auf Richtigkeit.", 8.6)
    d.t(m, y + 24, "Mit freundlichen Grüßen", 9)
    d.t(m, y + 38, sup, 9)
    foot()
    return finish(d, "de", "order_confirmation", po, sup, s.total)


def blind11_de_auftragsbestaetigung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _de_ab)


# --------------------------------------------------------------------------- 10 FR landscape


def blind11_fr_bon_commande_paysage(rng: random.Random) -> tuple[bytes, dict]:
    d = la.Doc(landscape(A4), la.pick(rng, "helv|dejavu|times"))
    m = rng.uniform(26, 36)
    w, r = d.w - 2 * m, d.w - m
    buyer, badr = la.party(rng, "fr", "buy")
    sup, sadr = la.party(rng, "fr", "sup")
    city = badr[1].split(" ", 1)[1]
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, "BC-2026-####|BC######|CDE/26/####|2026-#####|A##-#####"))
    fm = la.money("fr", "€", pre=False)
    plain = lambda v: la.num(v, "fr")  # noqa: E731
    title = la.pick(rng, "BON DE COMMANDE N° {po}|Bon de commande n° {po}|COMMANDE {po}")
    d.box(m, 20, w, 34, fill=0.93, stroke=False)
    d.t(m + 10, 43, title.format(po=po), 17, b=True)
    d.t(r - 10, 43, f"{city}, le {la.dfmt(dt, 'long_fr')}", 9.5, al="r")
    y = 66
    cw = (w - 20) / 3
    siret = la.digits(rng, "SIRET ### ### ### #####")
    tva = la.digits(rng, "TVA FR## #########")
    cols3 = [
        ("ACHETEUR", [buyer, *badr, siret, tva, f"Tél. {la.phone(rng, 'fr')}"]),
        (
            "FOURNISSEUR",
            [
                sup,
                *sadr,
                f"Code fournisseur : {la.digits(rng, 'F#####')}",
                f"Contact : {la.person(rng, 'fr')}",
                la.email(rng, sup, "fr", "commandes"),
            ],
        ),
        (
            "LIVRAISON",
            [
                f"{buyer}",
                la.pick(rng, "Magasin central|Quai n° 3|Service technique"),
                *la.place(rng, "fr")[1],
                f"Réception : {la.person(rng, 'fr')}",
                "Horaires : 8h-12h / 13h30-16h",
            ],
        ),
    ]
    if rng.random() < 0.4:
        cols3[0], cols3[1] = cols3[1], cols3[0]
    ys = []
    for k, (lab, rows) in enumerate(cols3):
        ys.append(la.block(d, m + k * (cw + 10), y, lab, rows, style="under", w=cw, size=8.3))
    y = max(ys) + 10
    labels = [
        "Date de commande",
        "Votre devis n°",
        "N° d'engagement",
        "Demandeur",
        "Délai de livraison",
        "Conditions de paiement",
        "Transport",
    ]
    values = [
        la.dfmt(dt, "dmy"),
        la.digits(rng, "DEV-#####"),
        la.digits(rng, "ENG-26-####"),
        la.person(rng, "fr"),
        f"{rng.choice([5, 10, 15, 21, 30])} jours",
        la.pick(rng, "45 jours fin de mois|30 jours date de facture|à réception"),
        la.pick(rng, "Franco|Port dû|Enlèvement"),
    ]
    y = d.grid(m, y, [w / 7] * 7, labels, values, size=7.8) + 10
    rows = la.items(rng, "fr", rng.randint(2, 8), plain)
    la.line_discounts(rng, rows, plain, "{p} %")
    for row in rows:
        row["tva"] = "1"
    spec = [
        ("code", "Réf.", 10, "l"),
        ("desc", "Désignation", 46, "l"),
        ("qty", "Qté", 6, "r"),
        ("unit", "Unité", 6, "c"),
        ("price", "P.U. HT", 11, "r"),
        ("disc", "Remise", 7, "r"),
        ("amount", "Montant HT", 12, "r"),
        ("tva", "TVA", 4, "c"),
    ]
    tw = w - 240
    y0 = y
    y = d.table(m, y, la.cols(spec, tw), rows, size=7.8, lead=14, shade=0.88, grid=True)
    s = la.sums(rng, rows, "20", ship=0.5, disc=0.2)
    srows = la.sum_rows(
        s,
        "Total HT|Remise globale|Frais de port|TVA (1) {r} %|"
        + la.pick(rng, "Total TTC|Net à payer TTC|Montant TTC"),
        plain,
        fm,
        st="fr",
    )
    d.summary(r - 200, r - 4, y0, srows, 9, boxed=True)
    y += 10
    d.t(
        m,
        y + 8,
        "(1) Code TVA : 1 = 20 %. Toute facture doit rappeler le numéro de commande.",
        7.5,
        grey=0.3,
    )
    y = max(y + 22, d.h - 130)
    bw = (w - 20) / 3
    for k, cap in enumerate(
        [
            "Le demandeur",
            "Visa du responsable achats",
            "Bon pour accord - cachet et signature du fournisseur",
        ]
    ):
        d.box(m + k * (bw + 10), y, bw, 76)
        d.t(m + k * (bw + 10) + 5, y + 12, cap, 8, b=True)
    d.t(d.w / 2, d.h - 18, f"{buyer} - {badr[0]}, {badr[1]} - Page 1/1", 7, al="c", grey=0.35)
    return finish(d, "fr", "purchase_order", po, sup, s.total)


FAMILIES: dict[str, Draw] = {
    "blind11_en_us_erp_po": blind11_en_us_erp_po,
    "blind11_en_uk_au_letter_po": blind11_en_uk_au_letter_po,
    "blind11_en_in_gst_po": blind11_en_in_gst_po,
    "blind11_en_invoice_customer_po": blind11_en_invoice_customer_po,
    "blind11_zh_erp_caigou": blind11_zh_erp_caigou,
    "blind11_zh_caigou_hetong": blind11_zh_caigou_hetong,
    "blind11_tw_dinggou": blind11_tw_dinggou,
    "blind11_ja_chumonsho": blind11_ja_chumonsho,
    "blind11_de_auftragsbestaetigung": blind11_de_auftragsbestaetigung,
    "blind11_fr_bon_commande_paysage": blind11_fr_bon_commande_paysage,
}

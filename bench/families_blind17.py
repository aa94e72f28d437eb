"""Ten purchase-paperwork families for the blind split written after blind16 (`blind17_*`).

Eight are orders issued by the buyer to the vendor they are addressed to; two are sellers'
papers quoting the buyer's order (a Japanese order acknowledgement and a Swedish invoice).
Languages: en (India, Australia), nl (Netherlands / Flanders), de (Austria / Germany), pt, es
(Mexico), zh-Hans, zh-Hant (Taiwan), ja and sv.

- blind17_en_in_tally_voucher_po (en, purchase_order): an Indian manufacturer's order as an
  accounting package prints it: one ruled frame, the buyer (GSTIN, state and code) at the top
  left without a caption, an optional consignee block and the supplier under "Supplier (Bill
  from)"; on the right a grid of captioned cells (Voucher No. / PO No., Dated, terms of
  payment, the supplier's quotation as "Reference No. & Date", an indent number under "Other
  References", dispatch, destination, terms of delivery); lines with HSN/SAC, due date,
  quantity with unit, rate, per and discount; CGST + SGST (same state) or IGST (other state)
  and a round-off row inside the item table, the rounded total in Indian digit grouping
  (1,23,456.00, with ₹ when the font has it), the amount in words ("INR / Rupees ... Only"),
  an HSN-wise tax summary with the tax in words, the PAN and "for <buyer> Authorised
  Signatory".
- blind17_en_au_council_school_order (en, purchase_order): an Australian council's or
  school's official order with a crest and ABN letterhead, the title and order number
  together in a coloured band at the top right, the supplier (with its ABN) in the window
  position with or without a caption, a key/value column (supplier no., requisition, quote
  ref., contract no., requesting officer, cost centre), DELIVER TO and INVOICE TO boxes,
  lines with GST / FRE codes, ex-GST, GST and inc-GST amounts, totals ex GST / GST / total
  inc GST in $, numbered conditions, an authorisation line and a footer repeating the order
  number with "Page x of y"; continued over pages at times.
- blind17_nl_be_aannemer_inkooporder (nl, purchase_order): a Dutch or Flemish contractor's
  order as a business letter: the buyer's name at the top right, the supplier uncaptioned in
  the address window (T.a.v. ...), a reference row (Datum, Uw kenmerk = the supplier's quote,
  Ons kenmerk, Projectnummer, sometimes the order number), the order number otherwise in the
  Betreft / Onderwerp line beside the project name, lines with BTW 21 % and 9 % (NL) or 6 %
  (BE, plants from nurseries), an optional project discount, BTW per rate "over" its base,
  the total incl. BTW in 1.234,56 (€ before or EUR after), delivery details with the site
  foreman, a letter close and a supplier acceptance box; KvK / BTW or ondernemingsnummer /
  RPR and IBAN in the footer with "Blad / Pagina x van y".
- blind17_de_at_maschinenbau_bestellung (de, purchase_order): an Austrian (USt 20 %) or
  German (19 %) machine builder's Bestellung: letterhead right, return-address line and the
  supplier in the window (Austrian papers with "Firma" above the name), a contact block, the
  title with "Seite x von y", a boxed strip of Bestell-Nr. / Bestelldatum / Ihr Angebot / vom
  / Ihre Lieferanten-Nr. / a commission, cost-centre, job or project number; positions
  numbered 10, 20, ... with material numbers, grey second lines (Ihre Art.-Nr., Liefertermin
  KW, drawing, Rabatt), prices per PE of 1 or 100, "Übertrag" at the foot of a page and at
  the top of the next, Warenwert, freight, USt / MwSt and the Gesamtbetrag in 1.234,56;
  conditions, a request for confirmation, "i. A." and a four-column register footer (FN /
  HRB, UID, IBAN).
- blind17_pt_nota_encomenda_hotelaria (pt, purchase_order): a Portuguese hotel's or
  restaurant's Nota de Encomenda from certified software: the buyer (NIF, capital social)
  top left, the supplier on the right under "Exmo.(s) Sr.(s)" (sometimes framed), the number
  beside the title with an ATCUD line and "Original", a boxed grid (supplier NIF, dates, the
  supplier's orçamento, an internal requisição, payment terms), lines with discount % and
  IVA 6 / 13 / 23 %, "A transportar" / "Transporte" over pages, a Quadro Resumo de IVA,
  Total Ilíquido / Descontos / IVA / Total in 1 234,56 or 1.234,56 with € or EUR, delivery
  place, notes, two signatures and "Processado por programa certificado".
- blind17_es_mx_maquila_orden_compra (es, purchase_order): a Mexican maquiladora's orden de
  compra: buyer with RFC and régimen fiscal in the header, three boxes (PROVEEDOR with its
  number, RFC and contact; FACTURAR A with uso CFDI / método / forma de pago; ENTREGAR EN),
  the order number in the first cell of a header-row grid beside requisición, comprador,
  cotización, terms, currency and delivery date; lines with partida, código, discount and
  importe, Subtotal / Descuento / Flete / IVA 16 % / Total in $ (MXN), the amount in words
  "(... PESOS nn/100 M.N.)", observaciones, four signature captions and "Hoja x de y".
- blind17_zh_caigou_dingdan_jiayi (zh-Hans, purchase_order): a factory's 采购订单 / 采购合同
  in contract form: 甲方（需方）and 乙方（供方）lines under the title, a right-hand column with
  订单号, 框架协议号 or 请购单号, 签订日期 and 签订地点, an introductory clause, a ruled item
  table with 物料编码, 含税单价 / 含税金额 and 交货日期 continued over pages, a 合计 row and
  合计金额（大写）/（小写）, at times the amount net of 13 % VAT and the tax, eight numbered
  clauses, a two-column signature grid (name, address, representatives, bank, account, tax
  code) with contract seals as images and "第 x 页 共 y 页".
- blind17_tw_erp_caigoudan_quanming (zh-Hant, purchase_order): a Taiwanese company's ERP
  採購單: buyer name and spaced title centred, 頁次 and 列印日期 at the right, a framed block of
  label：value pairs in three columns (採購單號, 採購日期, 幣別, 廠商代號, the supplier's short
  name 廠商簡稱 and full name 廠商全名, 統一編號, contacts, 課稅別 應稅外加 or 應稅內含, 付款條件,
  送貨地址, 請購單號 in the same numbering style, 專案代號), two-line 品名／規格 rows with
  whole-dollar amounts, "（接下頁）" over pages, a boxed row of 數量合計 / 採購金額 / 營業稅額 /
  金額合計 (NT$), notes and approval boxes.
- blind17_ja_chumon_ukesho_inshi (ja, order_confirmation): a seller's 注文請書 / 御請書 for
  contracted work: a dashed 収入印紙 box, the seller's own 請書番号 / 受注番号 at the top right,
  the buyer 御中 at the left, the seller's block with 登録番号 and a square seal image, a grid
  of 貴社注文番号 (or ご注文番号), ご注文日, 件名, 納期, 納入場所, 支払条件 and the seller's
  御見積番号, a framed tax-included amount with the tax beside it, lines in whole yen,
  小計 / 10%対象 / 消費税 / 合計金額, a 備考 box and 以上.
- blind17_sv_faktura_ert_ordernr (sv, invoice): a Swedish supplier's FAKTURA with "Sida x
  (y)": fakturadatum, fakturanummer, kundnummer, OCR and förfallodatum on the right above the
  buyer's invoice address; references on the left (Er referens, the buyer's order number as
  Ert ordernr / Er beställning / Er inköpsorder, Vår referens, the seller's own order number,
  delivery, terms) and at times a delivery address; lines with article number, rabatt and
  belopp in 1 234,56, a horizontal strip of Netto / Moms 25 (12, 6) % / Öresavrundning / Att
  betala (rounded to whole kronor on most papers), a payment box (Bankgiro, OCR) and a
  four-column footer with org.nr, momsreg.nr and F-skatt.

`FAMILIES` maps a family name to draw(rng) -> (pdf bytes, meta) using the drawing helpers of
families_latin.py and families_cjk.py and of earlier blind modules. They were written blind:
drawn with reportlab and checked only by reading their own text layer back and looking at
rendered pages, never run through the extraction engine. Families that print "page 1 of N"
draw twice from the same rng state.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
sellers' papers the customer's order number they quote, never the seller's invoice,
confirmation, order, customer or OCR numbers), never requisition, indent, quotation, offer,
framework-agreement, project, commission or cost-centre numbers; supplier the selling party's
name exactly as printed (its full name where a short name is printed too; never the buyer, a
ship-to, bill-to, consignee or contact person); total the grand total as "1234.50" (tax
included; the rounded amount where a paper rounds; whole yen and NT$ as "1234.00"). Every
document states its total.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, en, finish, twice  # noqa: E402
from families_blind14 import ACCENTS, es_words, eu, light, rgb_box, rgb_text  # noqa: E402
from families_blind15 import kgrid, sp  # noqa: E402
from families_latin2 import snug  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
CENT = Decimal("0.01")
ONE = Decimal(1)
GREY = Color(0.4, 0.4, 0.4)


def r2(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def r0(v: Decimal) -> Decimal:
    return v.quantize(ONE, rounding=ROUND_HALF_UP)


def price(rng: random.Random, lo: float, hi: float, whole: bool = False) -> Decimal:
    p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
    return r0(p) if whole else p


def take(rng: random.Random, pool: list, n: int) -> list:
    return rng.sample(pool, n) if n <= len(pool) else rng.choices(pool, k=n)


def split(d: la.Doc, s: str, size: float, w: float, b: bool = False) -> list[str]:
    return simpleSplit(s, d.bold if b else d.reg, size, w)


def wrapped(d: la.Doc, x: float, y: float, s: str, size: float, w: float, **kw) -> float:
    """Running text from top `y` with optional bold / grey; returns the y below it."""
    for part in split(d, s, size, w, kw.get("b", False)):
        d.t(x, y + size, part, size, b=kw.get("b", False), grey=kw.get("grey", 0.0))
        y += size * 1.3
    return y


def qty(rng: random.Random, hi: float) -> int:
    if hi >= 2000:
        return rng.choice([1, 1, 1, 2, 3])
    if hi >= 200:
        return rng.choice([1, 2, 2, 3, 4, 5, 6, 10])
    return rng.choice([2, 4, 5, 6, 10, 12, 20, 24, 25, 40, 50, 100])


# --------------------------------------------------------------------------- 1 India

IN_STATES = [
    ("Maharashtra", "27", "Pune|Nashik|Aurangabad|Thane|Nagpur", "4", "MIDC"),
    ("Gujarat", "24", "Ahmedabad|Rajkot|Vadodara|Vapi|Sanand", "3", "GIDC"),
    ("Tamil Nadu", "33", "Chennai|Coimbatore|Hosur|Sriperumbudur", "6", "SIPCOT"),
    ("Karnataka", "29", "Bengaluru|Mysuru|Hubballi|Belagavi", "5", "KIADB"),
    ("Haryana", "06", "Gurugram|Faridabad|Manesar|Panipat", "1", "IMT"),
    ("Telangana", "36", "Hyderabad|Medchal|Sangareddy", "5", "IDA"),
    ("Uttar Pradesh", "09", "Noida|Ghaziabad|Kanpur|Lucknow", "2", "UPSIDC"),
    ("West Bengal", "19", "Kolkata|Howrah|Durgapur", "7", "WBIIDC"),
    ("Rajasthan", "08", "Jaipur|Bhiwadi|Udaipur", "3", "RIICO"),
    ("Punjab", "03", "Ludhiana|Mohali|Jalandhar", "1", "Focal Point"),
]
IN_BUY_STEM = (
    "Shree Ganesh|Kaveri|Sahyadri|Narmada|Deccan|Vindhya|Ambica|Siddhivinayak|Trimurti|Suyash|"
    "Mahalaxmi|Nilgiri"
)
IN_BUY = (
    "{S} Auto Components Pvt. Ltd.|{S} Polymers Private Limited|{S} Pharma Ltd.|"
    "{S} Textiles Pvt. Ltd.|{S} Engineering Works|{S} Agro Foods Pvt. Ltd.|{S} Castings Pvt. Ltd."
)
IN_SUP_STEM = "Bharat|Jai Hind|Laxmi|Om Sai|Balaji|Navkar|Sagar|Shakti|Guru Kripa|Royal|Vardhman"
IN_SUP = (
    "{S} Bearing House|{S} Steel Traders|{S} Hardware & Tools|{S} Packaging Industries|"
    "{S} Electricals|{S} Lubricants|{S} Enterprises|{S} Industrial Corporation|{L} Brothers|"
    "{L} & Sons|{S} Sales Corporation|{S} Safety Solutions"
)
IN_LAST = "Patel|Shah|Mehta|Agarwal|Gupta|Jain|Reddy|Iyer|Kulkarni|Bansal"
IN_FIRST = "Rajesh|Sunita|Amit|Priya|Vikram|Neha|Sanjay|Kavita|Rahul|Anjali|Manoj|Deepak"
IN_ITEMS = [
    ("MS Angle 50x50x6 mm IS 2062", "7216", 18, "Kg", 58, 74),
    ("MS Plate 10 mm IS 2062 E250", "7208", 18, "Kg", 60, 76),
    ("Ball Bearing 6205-2RS C3", "8482", 18, "Nos", 180, 420),
    ("Hydraulic Oil ISO VG 68 (210 Ltr)", "2710", 18, "Brl", 18500, 26500),
    ("Corrugated Box 5 Ply 450x300x300 mm", "4819", 18, "Nos", 28, 65),
    ("PP Granules Homopolymer H110MA", "3902", 18, "Kg", 95, 125),
    ("Copper Wire FRLS 2.5 sq mm (90 m coil)", "8544", 18, "Coil", 2200, 3400),
    ("Welding Electrode E6013 3.15 mm", "8311", 18, "Kg", 120, 190),
    ("Cotton Waste (White)", "5202", 5, "Kg", 45, 90),
    ("V-Belt B-52", "4010", 18, "Nos", 160, 380),
    ("Safety Shoes IS 15298, Size 8", "6403", 18, "Pair", 650, 1450),
    ("LED Flood Light 100W IP66", "9405", 18, "Nos", 1400, 3200),
    ('Ball Valve 1" SS304 Screwed End', "8481", 18, "Nos", 650, 1350),
    ("Jute Bag 50 Kg capacity", "6305", 5, "Nos", 38, 70),
    ("Grinding Wheel 180x6x22.2 mm", "6804", 18, "Nos", 85, 190),
    ("Nitrile Coated Hand Gloves", "4015", 18, "Pair", 45, 120),
    ("HDPE Drum 200 Ltr, Narrow Mouth", "3923", 18, "Nos", 1300, 2100),
    ("Pneumatic Cylinder 63x100 ISO 15552", "8412", 18, "Nos", 3800, 7600),
    ("AMC - Air Compressor (Quarterly)", "998717", 18, "Job", 8500, 24000),
]
_IN_ONES = (
    "Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen "
    "Fifteen Sixteen Seventeen Eighteen Nineteen"
).split()
_IN_TENS = "- - Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split()


def _in99(n: int) -> str:
    if n < 20:
        return _IN_ONES[n]
    return _IN_TENS[n // 10] + (f" {_IN_ONES[n % 10]}" if n % 10 else "")


def in_words(n: int) -> str:
    """Indian system: 123456 -> One Lakh Twenty Three Thousand Four Hundred Fifty Six."""
    crore, n = divmod(n, 10**7)
    lakh, n = divmod(n, 10**5)
    th, n = divmod(n, 1000)
    hu, n = divmod(n, 100)
    out = []
    if crore:
        out.append(f"{in_words(crore)} Crore")
    if lakh:
        out.append(f"{_in99(lakh)} Lakh")
    if th:
        out.append(f"{_in99(th)} Thousand")
    if hu:
        out.append(f"{_IN_ONES[hu]} Hundred")
    if n or not out:
        out.append(_in99(n))
    return " ".join(out)


def in_money_words(v: Decimal, cur: str) -> str:
    paise = int(r2(v) * 100) % 100
    tail = f" and {_in99(paise)} Paise" if paise else ""
    return f"{cur} {in_words(int(v))}{tail} Only"


def inr(v: Decimal) -> str:
    """Indian digit grouping: 1234567.8 -> 12,34,567.80."""
    s = f"{r2(v):.2f}"
    neg = s.startswith("-")
    whole, frac = s.lstrip("-").split(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ("-" if neg else "") + ",".join([*groups, tail]) + "." + frac


def _gstin(rng: random.Random, code: str, kind: str) -> tuple[str, str]:
    pan = la.digits(rng, "@@@") + kind + la.digits(rng, "@####@")
    return f"{code}{pan}{rng.randint(1, 3)}Z{rng.choice('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}", pan


def _in_party(rng: random.Random, st: tuple) -> tuple[list[str], str]:
    state, code, cities, pin, area = st
    city = la.pick(rng, cities)
    street = la.pick(
        rng,
        f"Plot No. ##, {area} Industrial Area|Survey No. ###/#, {area} Estate|"
        f"Shed No. #, Phase ##, {area}|Unit ###, {area} Industrial Park|##, Sector ##, {area}",
    )
    lines = [la.digits(rng, street), f"{city} - {pin}{la.digits(rng, '#####')}"]
    return lines, city


def _in_tally(rng: random.Random, of: int) -> tuple[bytes, dict]:
    font = la.pick(rng, "dejavu|dejavu|helv|times")
    d = la.Doc(A4, font)
    rupee = d.reg.startswith("DejaVu")
    m = rng.uniform(24, 34)
    r, wd = d.w - m, d.w - 2 * m
    bst, sst = rng.sample(IN_STATES, 2) if rng.random() < 0.55 else [rng.choice(IN_STATES)] * 2
    inter = bst[1] != sst[1]
    bstem = la.pick(rng, IN_BUY_STEM)
    buyer = la.pick(rng, IN_BUY).format(S=bstem)
    sup = la.pick(rng, IN_SUP).format(S=la.pick(rng, IN_SUP_STEM), L=la.pick(rng, IN_LAST))
    badr, bcity = _in_party(rng, bst)
    sadr, _ = _in_party(rng, sst)
    bgst, bpan = _gstin(rng, bst[1], "C")
    sgst, _ = _gstin(rng, sst[1], la.pick(rng, "F|C|P"))
    dt = la.day(rng)
    fy = dt.year if dt.month >= 4 else dt.year - 1
    fys = f"{fy}-{str(fy + 1)[2:]}"
    po = la.digits(
        rng,
        la.pick(
            rng,
            f"PO/{fys}/####|{bstem[:2].upper()}/PO/###/{fys}|PO-####|####|"
            f"PUR/{fys[2:]}/#####|{fys[2:]}/PO/###",
        ),
    )
    quote = la.digits(rng, la.pick(rng, "QTN/####|Q-####|###/##-##|EST-####"))
    indent = la.digits(rng, la.pick(rng, "Indent No. ####|Req. No. IND/###|PR-#####"))
    dmon = "%d-%b-%y"
    d.t(d.w / 2, 26, la.pick(rng, "PURCHASE ORDER|Purchase Order"), 12, b=True, al="c")
    top = 32
    left_w = wd * rng.uniform(0.5, 0.54)
    # left blocks
    y = top + 3
    email = f"{la.pick(rng, 'purchase|stores|accounts')}@{bstem.lower().replace(' ', '')}.co.in"
    brows = [
        buyer,
        *badr,
        f"GSTIN/UIN: {bgst}",
        f"State Name : {bst[0]}, Code : {bst[1]}",
        f"E-Mail : {email}",
    ]
    bsz = snug(d, [buyer], left_w - 8, 10)
    d.t(m + 4, y + 10, buyer, bsz, b=True)
    y = d.lines(m + 4, y + 12, brows[1:], 8, lead=10) + 3
    blocks = []
    if rng.random() < 0.5:
        site = la.pick(rng, "Unit II|Plant 2|Works|Godown")
        clines, _ = _in_party(rng, bst)
        blocks.append(("Consignee (Ship to)", f"{buyer} ({site})", clines, bgst, bst))
    blocks.append(("Supplier (Bill from)", sup, sadr, sgst, sst))
    for cap, name, adr, gst, st in blocks:
        d.line(m, y, m + left_w, y, 0.5)
        d.t(m + 4, y + 9, cap, 7, grey=0.2)
        nsz = snug(d, [name], left_w - 8, 9.5)
        d.t(m + 4, y + 20, name, nsz, b=True)
        y = d.lines(m + 4, y + 22, [*adr, f"GSTIN/UIN : {gst}"], 8, lead=10)
        y = d.lines(m + 4, y, [f"State Name : {st[0]}, Code : {st[1]}"], 8, lead=10) + 3
    bottom_hdr = max(y, top + 200)
    # right grid
    gx, gw = m + left_w, wd - left_w
    cw = gw / 2
    terms = la.pick(
        rng,
        "Door Delivery at our Works|Ex-Works, Freight Extra at Actuals|"
        "F.O.R. Destination, incl. Unloading|Delivery within 15 days of PO",
    )
    rows = [
        (("Voucher No." if rng.random() < 0.7 else "PO No.", po), ("Dated", dt.strftime(dmon))),
        (("", ""), ("Mode/Terms of Payment", la.pick(rng, "30 Days|45 Days|60 Days PDC|Advance"))),
        (
            ("Reference No. & Date.", f"{quote} dt. {(dt - timedelta(days=4)).strftime(dmon)}"),
            ("Other References", indent),
        ),
        (
            ("Dispatched through", la.pick(rng, "By Road|Transporter|Courier|Own Vehicle")),
            ("Destination", bcity),
        ),
    ]
    rh = (bottom_hdr - top - 40) / len(rows)
    yy = top
    for (l1, v1), (l2, v2) in rows:
        for k, (lab, val) in enumerate(((l1, v1), (l2, v2))):
            cx = gx + k * cw
            d.box(cx, yy, cw, rh, lw=0.5)
            d.t(cx + 3, yy + 8, lab, 6.8, grey=0.2)
            if val:
                vs = snug(d, [val], cw - 6, 8.8)
                d.t(cx + 3, yy + 20, val, vs, b=True)
        yy += rh
    d.box(gx, yy, gw, bottom_hdr - yy, lw=0.5)
    d.t(gx + 3, yy + 8, "Terms of Delivery", 6.8, grey=0.2)
    d.t(gx + 3, yy + 20, terms, 8.2)
    d.box(m, top, wd, bottom_hdr - top, lw=0.7)
    # items
    spec = [
        ("sl", "Sl\nNo.", 20, "c"),
        ("desc", "Description of Goods", 0, "l"),
        ("hsn", "HSN/SAC", 42, "c"),
        ("due", "Due on", 48, "c"),
        ("qty", "Quantity", 58, "r"),
        ("rate", "Rate", 56, "r"),
        ("per", "per", 26, "c"),
        ("disc", "Disc. %", 30, "r"),
        ("amt", "Amount", 70, "r"),
    ]
    fixed = sum(c[2] for c in spec)
    spec[1] = ("desc", "Description of Goods", wd - fixed, "l")
    xs = [m]
    for c in spec:
        xs.append(xs[-1] + c[2])
    y = bottom_hdr
    hh = 22
    d.box(m, y, wd, hh, lw=0.6)
    for c, x in zip(spec, xs):
        parts = c[1].split("\n")
        for k, part in enumerate(parts):
            d.t(x + c[2] / 2, y + 9 + k * 8 + (4 if len(parts) == 1 else 0), part, 7.2, al="c")
    y += hh
    tstart = y
    n = rng.randint(1, 11)
    groups: dict[tuple[str, int], Decimal] = {}
    lines = []
    units = set()
    for i, (desc, hsn, rate, unit, lo, hi) in enumerate(take(rng, IN_ITEMS, n)):
        p = price(rng, lo, hi)
        if unit == "Kg":
            q = rng.choice([50, 100, 150, 200, 250, 500, 750, 1000, 1500])
        else:
            q = qty(rng, hi)
        disc = rng.choice([0, 0, 0, 0, 2, 5, 10]) if rng.random() < 0.5 else 0
        amt = r2(p * q * (100 - disc) / 100)
        groups[(hsn, rate)] = groups.get((hsn, rate), Decimal(0)) + amt
        units.add(unit)
        due = dt + timedelta(days=rng.choice([7, 10, 15, 21, 30]))
        lines.append(
            {
                "sl": str(i + 1),
                "desc": desc,
                "hsn": hsn,
                "due": due.strftime(dmon),
                "qty": f"{q} {unit}",
                "rate": inr(p),
                "per": unit,
                "disc": f"{disc} %" if disc else "",
                "amt": inr(amt),
            }
        )
    y += 4
    for row in lines:
        for c, x in zip(spec, xs):
            s = row[c[0]]
            if not s:
                continue
            tx = {"l": x + 3, "r": x + c[2] - 3, "c": x + c[2] / 2}[c[3]]
            b = c[0] in ("desc", "qty", "amt")
            d.t(tx, y + 9, s, 7.8 if not rupee else 7.3, b=b, al=c[3], maxw=c[2] - 4)
        y += 13
    taxable = sum(groups.values(), Decimal(0))
    d.line(xs[-2] + 4, y + 1, r - 3, y + 1, 0.4)
    d.t(r - 3, y + 10, inr(taxable), 7.8, al="r")
    y += 14
    taxrows: list[tuple[str, Decimal]] = []
    by_rate: dict[int, Decimal] = {}
    for (_, rate), v in groups.items():
        by_rate[rate] = by_rate.get(rate, Decimal(0)) + v
    tax_detail: dict[tuple[str, int], tuple[Decimal, Decimal]] = {}
    for key, v in groups.items():
        rate = key[1]
        if inter:
            tax_detail[key] = (r2(v * rate / 100), Decimal(0))
        else:
            half = r2(v * rate / 200)
            tax_detail[key] = (half, half)
    for rate in sorted(by_rate, reverse=True):
        a = sum((t[0] for k, t in tax_detail.items() if k[1] == rate), Decimal(0))
        if inter:
            taxrows.append((f"IGST @ {rate}%", a))
        else:
            taxrows.append((f"CGST @ {rate / 2:g}%", a))
    if not inter:
        for rate in sorted(by_rate, reverse=True):
            a = sum((t[1] for k, t in tax_detail.items() if k[1] == rate), Decimal(0))
            taxrows.append((f"SGST @ {rate / 2:g}%", a))
    tax = sum((a for _, a in taxrows), Decimal(0))
    grand = taxable + tax
    total = r0(grand)
    ro = total - grand
    if ro:
        taxrows.append(("Round Off", ro))
    for lab, a in taxrows:
        d.t(xs[2] - 4, y + 9, lab, 7.8, b=True, al="r")
        if lab.startswith(("CGST", "SGST", "IGST")):
            d.t(xs[6] - 3, y + 9, lab.split("@")[1].strip(), 7.4, al="r")
        s = inr(a) if a >= 0 else f"(-){inr(-a)}"
        d.t(r - 3, y + 9, s, 7.8, b=True, al="r")
        y += 12
    y = max(y + 6, tstart + 120)
    # total row
    d.line(m, y, r, y, 0.6)
    d.t(xs[2] - 4, y + 11, "Total", 8.5, b=True, al="r")
    if len(units) == 1:
        tq = sum(int(row["qty"].split()[0]) for row in lines)
        d.t(xs[5] - 3, y + 11, f"{tq} {units.pop()}", 8, b=True, al="r")
    tot_s = f"₹ {inr(total)}" if rupee else inr(total)
    d.t(r - 3, y + 11, tot_s, 9, b=True, al="r")
    d.line(m, y + 15, r, y + 15, 0.6)
    for x in xs:
        d.line(x, tstart - hh, x, y + 15, 0.5)
    y += 15
    # amount in words
    cur = la.pick(rng, "INR|INR|Rupees|Indian Rupees")
    d.t(m + 3, y + 9, "Amount Chargeable (in words)", 7, grey=0.2)
    d.t(r - 3, y + 9, "E. & O.E", 7, al="r")
    d.t(m + 3, y + 21, in_money_words(total, cur), 8.6, b=True)
    y += 28
    # HSN summary
    hspec = (
        [("HSN/SAC", 0.28), ("Taxable Value", 0.18), ("Rate", 0.08), ("Amount", 0.14)]
        + ([] if inter else [("Rate", 0.08), ("Amount", 0.1)])
        + [("Total Tax Amount", 0.14)]
    )
    tot_w = sum(f for _, f in hspec)
    hw = [wd * f / tot_w for _, f in hspec]
    hx = [m]
    for w in hw:
        hx.append(hx[-1] + w)
    d.box(m, y, wd, 22, lw=0.5)
    cap1 = "Integrated Tax" if inter else "Central Tax"
    d.t((hx[2] + hx[4]) / 2, y + 8, cap1, 7, al="c")
    if not inter:
        d.t((hx[4] + hx[6]) / 2, y + 8, "State/UT Tax", 7, al="c")
    for k, (lab, _) in enumerate(hspec):
        off = 18 if 2 <= k < len(hspec) - 1 else 13
        d.t((hx[k] + hx[k + 1]) / 2, y + off, lab, 6.8, al="c")
    d.line(hx[2], y + 11, hx[-2], y + 11, 0.4)
    y += 22
    hrows = []
    for (hsn, rate), v in sorted(groups.items()):
        a, b = tax_detail[(hsn, rate)]
        row = [hsn, inr(v), f"{rate if inter else rate / 2:g}%", inr(a)]
        if not inter:
            row += [f"{rate / 2:g}%", inr(b)]
        hrows.append(row + [inr(a + b)])
    ta = sum((t[0] for t in tax_detail.values()), Decimal(0))
    tb = sum((t[1] for t in tax_detail.values()), Decimal(0))
    hrows.append(
        ["Total", inr(taxable), "", inr(ta)] + ([] if inter else ["", inr(tb)]) + [inr(ta + tb)]
    )
    ys = y
    for k, row in enumerate(hrows):
        last = k == len(hrows) - 1
        for j, s in enumerate(row):
            al = "l" if j == 0 else "r"
            tx = hx[j] + 3 if al == "l" else hx[j + 1] - 3
            if last and j == 0:
                al, tx = "r", hx[1] - 3
            d.t(tx, y + 9, s, 7.4, b=last, al=al)
        y += 11
        d.line(m, y, r, y, 0.3 if not last else 0.5)
    inner = {hx[3]} if inter else {hx[3], hx[5]}
    for x in hx:
        d.line(x, ys - (11 if x in inner else 22), x, y, 0.4)
    y += 4
    d.t(m + 3, y + 9, f"Tax Amount (in words) :  {in_money_words(ta + tb, cur)}", 7.6, b=True)
    y += 22
    d.t(m + 3, y + 8, "Company's PAN", 7.6)
    d.t(m + 80, y + 8, f": {bpan}", 7.6, b=True)
    decl = (
        "Please quote our PO number on your invoice and delivery challan. Material is subject "
        "to our inspection and acceptance. Tax invoice must carry our GSTIN."
    )
    wrapped(d, m + 3, y + 14, decl, 6.8, wd * 0.5, grey=0.2)
    bx = m + wd * 0.56
    d.box(bx, y - 2, r - bx, 56, lw=0.5)
    fs = snug(d, [f"for {buyer}"], r - bx - 8, 8.4)
    d.t(r - 4, y + 9, f"for {buyer}", fs, b=True, al="r")
    d.t(r - 4, y + 50, "Authorised Signatory", 7.6, al="r")
    d.t(d.w / 2, y + 68, "This is a Computer Generated Document", 7, al="c")
    return finish(d, "en", "purchase_order", po, sup, total)


def blind17_en_in_tally_voucher_po(rng: random.Random) -> tuple[bytes, dict]:
    return _in_tally(rng, 0)


# --------------------------------------------------------------------------- 2 Australia

AU_CITIES = [
    ("Dubbo", "NSW", "2830", "02"),
    ("Wagga Wagga", "NSW", "2650", "02"),
    ("Tamworth", "NSW", "2340", "02"),
    ("Orange", "NSW", "2800", "02"),
    ("Ballarat", "VIC", "3350", "03"),
    ("Bendigo", "VIC", "3550", "03"),
    ("Shepparton", "VIC", "3630", "03"),
    ("Toowoomba", "QLD", "4350", "07"),
    ("Bundaberg", "QLD", "4670", "07"),
    ("Mackay", "QLD", "4740", "07"),
    ("Launceston", "TAS", "7250", "03"),
    ("Bunbury", "WA", "6230", "08"),
    ("Mount Gambier", "SA", "5290", "08"),
]
AU_COUNCIL = "{C} City Council|{C} Regional Council|{C} Shire Council|{C} Rural City Council"
AU_SCHOOL = (
    "{C} High School|{C} Secondary College|{C} Public School|{C} Primary School|"
    "{C} Christian College|{C} Grammar School"
)
AU_STEMS = (
    "Riverina|Goldfields|Darling Downs|Murray|Hunter|Gippsland|Southern Cross|Wattle|Coastal|"
    "Outback|Red Gum|Tablelands"
)
AU_LAST = "Nguyen|Kelly|O'Brien|Thompson|Walsh|Papadopoulos|Russo|McKenzie|Singh|Campbell"
AU_SUP = {
    "council": "{L} Plumbing Pty Ltd|{X} Plant Hire Pty Ltd|{L} Civil & Maintenance Pty Ltd|"
    "{X} Irrigation Supplies Pty Ltd|{X} Traffic Management|{L} & {L2} Earthmoving Pty Ltd|"
    "{L} Landscaping Pty Ltd|{X} Council Supplies Pty Ltd",
    "school": "{X} Office Supplies Pty Ltd|{X} Educational Supplies|{X} School Supplies Pty Ltd|"
    "{L} & {L2} Wholesale Pty Ltd|{X} Office National",
}
AU_STREETS = (
    "## Industrial Drive|Unit #, ## Enterprise Crescent|### Main Road|## Commerce Street|"
    "Lot #, Airport Road|## Fitzroy Street"
)
AU_FIRST = "Sarah|Matt|Jess|Brendan|Kylie|Lachlan|Emma|Shane|Mel|Tim|Bec|Darren"
AU_COUNCIL_ITEMS = [
    ("Road base 20mm class 2", "t", 32, 48, True),
    ("Cold mix asphalt, 20 kg bag", "bag", 14, 22, True),
    ("Traffic control - 2 person crew", "hr", 110, 165, True),
    ("PVC pipe DN100 SN8, 6 m length", "ea", 48, 85, True),
    ("Excavator 5t hire incl. operator", "hr", 125, 190, True),
    ("Street tree pruning crew", "hr", 140, 220, True),
    ("Playground softfall mulch", "m3", 55, 90, True),
    ("Park bench, recycled plastic 1.8 m", "ea", 650, 1400, True),
    ("Bin liners 240 L heavy duty (ctn 100)", "ctn", 45, 80, True),
    ("Accredited chainsaw course (per person)", "ea", 380, 690, False),
    ("Hi-vis shirt long sleeve, taped", "ea", 28, 55, True),
    ("Line marking paint, white 4 L", "tin", 38, 70, True),
    ("Bottled drinking water 24 x 600 ml", "ctn", 12, 20, False),
]
AU_SCHOOL_ITEMS = [
    ("A4 exercise books 64 pg (pk 10)", "pk", 9, 18, True),
    ("Whiteboard markers assorted (box 12)", "box", 14, 28, True),
    ('Chromebook protective case 11.6"', "ea", 22, 45, True),
    ("Science lab glassware kit", "kit", 120, 340, True),
    ("Fresh fruit - breakfast club", "kg", 3, 7, False),
    ("Milk, full cream 2 L", "ea", 3, 5, False),
    ("Bread, wholemeal loaf", "ea", 3, 6, False),
    ("Basketballs size 7, rubber", "ea", 25, 45, True),
    ("Excursion coach hire (57 seat)", "day", 650, 1300, True),
    ("Library books - junior fiction", "ea", 12, 25, True),
    ("First aid kit refill, workplace", "ea", 45, 110, True),
    ("Toner cartridge HP 58X", "ea", 180, 260, True),
    ("VET first aid course HLTAID011 (per student)", "ea", 85, 140, False),
]


def _abn(rng: random.Random) -> str:
    return la.digits(rng, "## ### ### ###")


def _au_adr(rng: random.Random) -> list[str]:
    city, state, pc, _ = rng.choice(AU_CITIES)
    return [la.digits(rng, la.pick(rng, AU_STREETS)), f"{city.upper()} {state} {pc}"]


def _au(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(34, 44)
    r, wd = d.w - m, d.w - 2 * m
    city, state, pc, area = rng.choice(AU_CITIES)
    school = rng.random() < 0.45
    buyer = la.pick(rng, AU_SCHOOL if school else AU_COUNCIL).format(C=city)
    l1, l2 = rng.sample(AU_LAST.split("|"), 2)
    sup = la.pick(rng, AU_SUP["school" if school else "council"]).format(
        X=la.pick(rng, AU_STEMS), L=l1, L2=l2
    )
    sadr = _au_adr(rng)
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, "########|PO######|O#######|#####|PO-#######"))
    req = la.digits(rng, la.pick(rng, "REQ######|R#####|########"))
    quote = la.digits(rng, la.pick(rng, "Q-####|QU#####|EST-###|#####"))
    contract = la.digits(rng, "C20##/###") if not school and rng.random() < 0.5 else ""
    officer = f"{la.pick(rng, AU_FIRST)} {la.pick(rng, AU_LAST)}"
    phone = la.digits(rng, f"({area}) #### ####")
    title = la.pick(rng, "OFFICIAL ORDER|PURCHASE ORDER|Official Purchase Order")
    nolab = la.pick(rng, "No.|Order No.|PO No.|Order Number")
    page = [1]

    def foot() -> None:
        fy = d.h - 30
        d.line(m, fy, r, fy, 0.4)
        left = la.pick(rng, f"{buyer} - {title.title()} {po}|{title.title()} {po}")
        d.t(m, fy + 10, left, 7, grey=0.3)
        d.t(r, fy + 10, f"Page {page[0]} of {of}" if of else f"Page {page[0]}", 7, al="r")

    def band(y: float, h: float) -> None:
        bw = 220
        rgb_box(d, r - bw, y, bw, h, acc)
        rgb_text(d, r - bw + 12, y + 20, title, 13, (1, 1, 1))
        rgb_text(d, r - bw + 12, y + h - 12, f"{nolab} {po}", 13, (1, 1, 1))

    # letterhead
    cx, cy = m + 20, 44
    d.c.setFillColorRGB(*light(acc, 0.3))
    d.c.circle(cx, d.h - cy, 19, stroke=0, fill=1)
    rgb_text(d, cx, cy + 5, "".join(w[0] for w in buyer.split()[:2]), 13, (1, 1, 1), al="c")
    hx = m + 48
    nsz = snug(d, [buyer], r - 230 - hx, 13)
    d.t(hx, 36, buyer, nsz, b=True)
    pob = la.digits(rng, "PO Box ###") if not school else la.digits(rng, "## Park Street")
    dom = "nsw.edu.au" if school and state == "NSW" else "edu.au" if school else "gov.au"
    mail = f"{'office' if school else 'purchasing'}@{city.lower().replace(' ', '')}.{dom}"
    d.lines(
        hx,
        42,
        [f"ABN {_abn(rng)}", f"{pob}, {city.upper()} {state} {pc}", f"Ph {phone}  |  {mail}"],
        7.6,
    )
    band(20, 56)
    d.t(r, 90, f"Order Date: {la.dfmt(dt, 'dmy')}", 8.4, al="r")
    # supplier window
    y = 118
    if rng.random() < 0.5:
        d.t(m, y, la.pick(rng, "Supplier|To|Vendor"), 7.2, b=True, grey=0.35)
    ssz = snug(d, [sup], wd * 0.5, 10.5)
    d.t(m, y + 13, sup, ssz, b=True)
    d.lines(m, y + 17, [*sadr, f"ABN {_abn(rng)}"], 8.8)
    kx = m + wd * 0.56
    pairs = [
        ("Supplier No.", la.digits(rng, la.pick(rng, "V####|S#####|######"))),
        ("Requisition No.", req),
        ("Your Quote Ref.", quote),
    ]
    if contract:
        pairs.append(("Contract No.", contract))
    pairs += [
        ("Requested by", officer),
        ("Phone", phone),
        ("Cost Centre / Job" if not school else "Account", la.digits(rng, "####.####.##")),
    ]
    lw = max(d.width(lab, 8.2, True) for lab, _ in pairs) + 8
    ky = d.kv(kx, y - 8, pairs, lw, 8.2, b_label=True)
    y = max(ky, y + 64) + 12
    # deliver to / invoice to
    bw = wd / 2 - 6
    site = la.pick(
        rng,
        "Works Depot|Administration Centre|Parks Depot|Library|Aquatic Centre"
        if not school
        else "Front Office|Canteen|Science Block|Gym|Library",
    )
    due = dt + timedelta(days=rng.randint(5, 28))
    drows = [
        f"{buyer} - {site}" if len(buyer) < 30 else site,
        la.digits(rng, la.pick(rng, "## Depot Road|### Saleyards Road|## Church Street")),
        f"{city.upper()} {state} {pc}",
        f"Attn: {la.pick(rng, AU_FIRST)} {la.pick(rng, AU_LAST)}",
        f"Required by: {la.dfmt(due, 'dmy')}",
    ]
    irows = [
        "Accounts Payable",
        f"{pob}, {city.upper()} {state} {pc}",
        f"accounts.payable@{mail.split('@')[1]}",
        "Tax invoices only, quoting the order number",
    ]
    h = 16 + 11 * max(len(drows), len(irows))
    for k, (lab, rows) in enumerate((("DELIVER TO", drows), ("INVOICE TO", irows))):
        x = m + k * (bw + 12)
        rgb_box(d, x, y, bw, 13, light(acc, 0.82))
        d.t(x + 4, y + 9.5, lab, 7.4, b=True)
        d.box(x, y, bw, h, lw=0.5)
        for j, s2 in enumerate(rows):
            d.t(x + 4, y + 24 + 11 * j, s2, 8, maxw=bw - 8)
    y += h + 14
    d.t(m, y, la.pick(rng, "Please supply the following:|Please supply and deliver:|"), 8.2)
    y += 6
    pool = AU_SCHOOL_ITEMS if school else AU_COUNCIL_ITEMS
    n = rng.randint(1, 9) if rng.random() < 0.75 else rng.randint(12, 34)
    rows = []
    seen: dict[str, Decimal] = {}
    for i, (desc, unit, lo, hi, taxable) in enumerate(take(rng, pool, n)):
        p = seen.setdefault(desc, price(rng, lo, hi))
        q = qty(rng, hi) if unit not in ("hr", "t", "kg", "m3") else rng.randint(2, 40)
        net = r2(p * q)
        gst = r2(net / 10) if taxable else Decimal(0)
        rows.append(
            {
                "ln": str(i + 1),
                "desc": desc,
                "qty": str(q),
                "uom": unit,
                "price": en(p),
                "code": "GST" if taxable else "FRE",
                "net": en(net),
                "gst": en(gst),
                "tot": en(net + gst),
                "n": net,
                "g": gst,
            }
        )
    spec = [
        ("ln", "Ln", 4, "c"),
        ("desc", "Description", 40, "l"),
        ("qty", "Qty", 6, "r"),
        ("uom", "UOM", 6, "c"),
        ("price", "Unit Price", 11, "r"),
        ("code", "Tax", 6, "c"),
        ("net", "Ex GST", 12, "r"),
        ("gst", "GST", 10, "r"),
        ("tot", "Inc GST", 12, "r"),
    ]
    if rng.random() < 0.4:
        spec = [c for c in spec if c[0] not in ("tot",)]
    cols = la.cols(spec, wd)
    bottom = d.h - 48

    def cont(i: int) -> float:
        foot()
        d.new_page()
        page[0] += 1
        band(20, 50)
        d.t(m, 40, buyer, 10, b=True)
        d.t(m, 54, f"{title.title()} - continued", 8, grey=0.3)
        return 84

    y = d.table(m, y, cols, rows, size=7.8, lead=14, shade=0.9, bottom=bottom, cont=cont)
    net = sum((row["n"] for row in rows), Decimal(0))
    gst = sum((row["g"] for row in rows), Decimal(0))
    total = net + gst
    if y + 170 > bottom:
        y = cont(len(rows))
    y += 8
    tl = la.pick(rng, "TOTAL (inc GST)|Order Total inc GST|Total Amount (AUD)|TOTAL")
    sums = [
        (la.pick(rng, "Sub-total (ex GST)|Total ex GST|Total excluding GST"), f"${en(net)}", False),
        (la.pick(rng, "GST|GST (10%)|Total GST"), f"${en(gst)}", False),
        (tl, f"${en(total)}", True),
    ]
    sy = d.summary(r - 190, r, y, sums, 9, box_last=True)
    notes = [
        "1. This order number must be quoted on all invoices, delivery dockets and "
        "correspondence. Invoices without it will be returned.",
        "2. Invoices must be valid tax invoices showing your ABN and be addressed as above.",
        "3. Payment terms: 30 days from end of month of receipt of a correct tax invoice.",
        "4. Suppliers working on site must hold current public liability cover and "
        "complete a site induction.",
    ]
    ny = y
    d.t(m, ny + 8, "IMPORTANT", 7.6, b=True)
    ny += 12
    for note in notes[: rng.randint(2, 4)]:
        ny = wrapped(d, m, ny, note, 6.9, wd * 0.56, grey=0.15)
    y = max(sy, ny) + 30
    d.sign(m, y, 170, f"Authorised: {la.pick(rng, AU_FIRST)} {la.pick(rng, AU_LAST)}", 7.6)
    role = la.pick(
        rng,
        "Business Manager|Principal|Manager Works|Procurement Coordinator|Director Infrastructure",
    )
    d.t(m, y + 20, role, 7.2, grey=0.3)
    d.sign(m + wd * 0.5, y, 120, "Date", 7.6)
    foot()
    return finish(d, "en", "purchase_order", po, sup, total)


def blind17_en_au_council_school_order(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _au)


# --------------------------------------------------------------------------- 3 NL / BE

NL_CITIES = {
    "nl": [
        ("Zwolle", "80##"),
        ("Apeldoorn", "73##"),
        ("Amersfoort", "38##"),
        ("Deventer", "74##"),
        ("Tilburg", "50##"),
        ("Breda", "48##"),
        ("Leeuwarden", "89##"),
        ("Haarlem", "20##"),
        ("Enschede", "75##"),
        ("'s-Hertogenbosch", "52##"),
    ],
    "be": [
        ("Gent", "9000"),
        ("Kortrijk", "8500"),
        ("Aalst", "9300"),
        ("Mechelen", "2800"),
        ("Turnhout", "2300"),
        ("Hasselt", "3500"),
        ("Roeselare", "8800"),
        ("Sint-Niklaas", "9100"),
    ],
}
NL_STREETS = {
    "nl": "Industrieweg ##|Ambachtsweg #|Edisonstraat ##|Nijverheidsweg ##|Handelskade ##",
    "be": "Industrielaan ##|Kortrijkseweg ###|Ambachtenstraat #|Nijverheidsstraat ##|Dok Noord #",
}
NL_LAST = {
    "nl": "Van den Broek|Hendriks|Van Dijk|Kuipers|Brouwer|De Graaf|Dekker|Postma|Bosman|Veenstra",
    "be": "Claes|Peeters|Wouters|Goossens|Vermeulen|Janssens|De Smet|Van Damme|Maes|Verhoeven",
}
NL_STEM = {
    "nl": "Noord|Twente|Veluwe|Delta|Rijnland|Brabant|Friesland|IJssel|Kennemer",
    "be": "Kempen|Waasland|Leie|Schelde|Haspengouw|Westhoek|Dender",
}
NL_BUY = {
    "nl": "Bouwbedrijf {L} B.V.|{L} Bouw & Onderhoud B.V.|Aannemersbedrijf {L} B.V.|"
    "{X} Infra B.V.|Hoveniersbedrijf {L} B.V.",
    "be": "Bouwonderneming {L} NV|{L} Renovatie BV|Algemene Aannemingen {L} BV|{X} Bouw NV",
}
NL_SUP = {
    "nl": "{X} Bouwmaterialen B.V.|Bouwmaterialenhandel {L} B.V.|{L} Hout B.V.|"
    "{X} Bouwstoffen B.V.|{X} Betonwaren B.V.|{L} Bouwcentrum B.V.",
    "be": "{L} Bouwmaterialen NV|Houthandel {L} BV|{X} Bouwcenter BV|{X} Beton NV",
}
NL_NURSERY = {
    "nl": "Boomkwekerij {L} B.V.|{X} Kwekerijen B.V.|Groencentrum {L} B.V.",
    "be": "Boomkwekerij {L} BV|{X} Plantencentrum BV",
}
NL_FIRST = "Jeroen|Marloes|Sander|Ilse|Bram|Femke|Wouter|Anouk|Stijn|Lieve|Joris|Sofie"
NL_ITEMS = [
    ("Kalkzandsteen lijmblok 300x100x200 mm", "m2", 18, 28, 0),
    ("Betonmortel C30/37 XC4, incl. pompen", "m3", 118, 165, 0),
    ("Wapeningsstaal B500B diam. 10 mm", "kg", 1, 2, 0),
    ("Vuren balk 71x171 mm, L=5400 mm", "st", 24, 42, 0),
    ("PIR isolatieplaat 100 mm, 1200x2500", "st", 38, 62, 0),
    ("Gipsplaat 12,5 mm 2600x1200", "st", 9, 15, 0),
    ("Steigerhuur gevelsteiger, per week", "wk", 180, 420, 0),
    ("Afvalcontainer 10 m3 incl. afvoer bouw- en sloopafval", "st", 380, 620, 0),
    ("Prefab betonnen traptrede", "st", 85, 160, 0),
    ("Gebakken klinker waalformaat, rood", "m2", 28, 46, 0),
    ("Rioolbuis PVC SN8 diam. 125, L=5 m", "st", 22, 38, 0),
    ("Kozijn hardhout, gegrond, volgens tekening", "st", 420, 980, 0),
]
NL_PLANTS = [
    ("Haagbeuk Carpinus betulus 100-125 cm, kluit", "st", 3, 8, 1),
    ("Graszoden, geleverd op pallet", "m2", 3, 6, 1),
    ("Laanboom Tilia cordata 16-18 cm, draadkluit", "st", 140, 260, 1),
    ("Laanboom Acer campestre 14-16 cm", "st", 110, 210, 1),
    ("Vaste planten, P9 pot, gemengd", "st", 2, 4, 1),
    ("Boomanker set driepikkel, geimpregneerd", "st", 28, 45, 0),
    ("Boomgrond, geleverd in bigbag 1 m3", "st", 55, 90, 0),
    ("Wortelgeleidingsscherm 0,6 m hoog", "m1", 9, 16, 0),
    ("Taxus baccata 60-80 cm, kluit", "st", 9, 19, 1),
]
NL_PROJ = (
    "Nieuwbouw {n} woningen {X}|Renovatie basisschool De Regenboog|Uitbreiding bedrijfshal {L}|"
    "Herinrichting Marktplein|Transformatie kantoor naar appartementen|Onderhoud portiekflats"
)


def _nl_name(rng: random.Random, cc: str) -> str:
    last = la.pick(rng, NL_LAST[cc])
    if cc == "nl" and last.startswith(("Van ", "De ")):
        last = last[0].lower() + last[1:]
    return f"{la.pick(rng, NL_FIRST)} {last}"


def _nl(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    acc = rng.choice(ACCENTS)
    cc = "nl" if rng.random() < 0.65 else "be"
    m = rng.uniform(48, 60)
    r, wd = d.w - rng.uniform(38, 50), 0.0
    wd = r - m
    l1, l2 = rng.sample(NL_LAST[cc].split("|"), 2)
    bx_ = la.pick(rng, NL_STEM[cc])
    buyer = la.pick(rng, NL_BUY[cc]).format(L=l1, X=bx_)
    key = (l1 if l1 in buyer else bx_).lower().replace(" ", "").replace("'", "")
    nursery = rng.random() < 0.35
    sup = la.pick(rng, (NL_NURSERY if nursery else NL_SUP)[cc]).format(
        L=l2, X=la.pick(rng, NL_STEM[cc])
    )

    def adr() -> tuple[str, list[str]]:
        city, pc = rng.choice(NL_CITIES[cc])
        code = la.digits(rng, pc) + (la.digits(rng, " @@") if cc == "nl" else "")
        return city, [la.digits(rng, la.pick(rng, NL_STREETS[cc])), f"{code}  {city.upper()}"]

    bcity, badr = adr()
    _, sadr = adr()
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, "IO##-####|####/###|INK-#####|BB-####-###|4#####|##.####"))
    projno = la.digits(rng, la.pick(rng, "P##-###|####|PRJ-####|##.###"))
    proj = la.pick(rng, NL_PROJ).format(
        n=rng.randint(8, 60), X=la.pick(rng, "De Kade|Het Erf|Veldzicht|De Horst"), L=l1
    )
    quote = la.digits(rng, la.pick(rng, "Offerte ######|Off. nr. ####-###|OF-20##-###|####"))
    ours = f"{la.pick(rng, 'JvD|MK|SB|RH|PV')}/{la.pick(rng, 'ab|mk|lv|js')}"
    wl = "btw" if cc == "be" else "BTW"
    plant_rate = 9 if cc == "nl" else 6
    pre = rng.random() < (0.8 if cc == "nl" else 0.5)
    fm = (lambda v: f"€ {eu(v)}") if pre else (lambda v: f"{eu(v)} EUR")
    page = [1]
    regs = (
        [f"KvK {la.digits(rng, '########')}", f"BTW NL{la.digits(rng, '#########')}B01"]
        if cc == "nl"
        else [
            f"Ond.nr. BE 0{la.digits(rng, '###.###.###')}",
            f"RPR {la.pick(rng, 'Gent|Antwerpen')}",
        ]
    )
    iban = (
        la.digits(rng, "NL## RABO 0### #### ##")
        if cc == "nl"
        else la.digits(rng, "BE## #### #### ####")
    )

    def foot() -> None:
        fy = d.h - 34
        d.line(m, fy, r, fy, 0.4)
        parts = [f"{buyer}  |  {badr[0]}, {badr[1]}", "  |  ".join([*regs, f"IBAN {iban}"])]
        d.t(m, fy + 9, parts[0], 6.6, grey=0.35)
        d.t(m, fy + 18, parts[1], 6.6, grey=0.35)
        lab = "Blad" if cc == "nl" else "Pagina"
        d.t(r, fy + 9, f"{lab} {page[0]} van {of}" if of else f"{lab} {page[0]}", 6.8, al="r")

    # letterhead on the right
    nsz = snug(d, [buyer], wd * 0.5, 15)
    rgb_text(d, r, 48, buyer, nsz, acc, al="r")
    d.lines(
        r - 170,
        56,
        [
            badr[0],
            badr[1],
            f"T {la.digits(rng, '0## - ### ## ##')}",
            f"inkoop@{key}.{cc}",
        ],
        7.4,
    )
    # address window (uncaptioned)
    y = 132
    ssz = snug(d, [sup], 230, 10)
    d.t(m, y, sup, ssz, b=True)
    rows = [
        la.pick(rng, "T.a.v. afdeling verkoop|T.a.v. de binnendienst|")
        or f"T.a.v. {la.pick(rng, 'dhr.|mevr.')} {la.pick(rng, NL_LAST[cc])}",
        *sadr,
    ]
    d.lines(m, y + 3, rows, 9.2)
    y = 214
    in_ref = rng.random() < 0.35
    refs = [
        ("Datum", la.dfmt(dt, "long_nl") if rng.random() < 0.6 else la.dfmt(dt, "dash")),
        ("Uw kenmerk", quote),
        ("Ons kenmerk", ours),
        ("Projectnummer", projno),
    ]
    if in_ref:
        refs.insert(1, (la.pick(rng, "Inkoopordernr.|Bestelnummer|Ordernummer"), po))
    cw = wd / len(refs)
    for k, (lab, val) in enumerate(refs):
        d.t(m + k * cw, y, lab, 6.8, grey=0.4)
        d.t(m + k * cw, y + 12, val, 8.6, maxw=cw - 4)
    y += 32
    bl = "Betreft" if rng.random() < 0.6 else "Onderwerp"
    subj = (
        f"Bestelling materialen {proj}"
        if in_ref
        else f"{la.pick(rng, 'Inkooporder|Bestelbon|Opdracht')} {po} - {proj}"
    )
    d.t(m, y, f"{bl}:", 9.2, b=True)
    d.t(m + d.width(f"{bl}:", 9.2, True) + 6, y, subj, 9.2, b=True, maxw=wd - 60)
    y += 20
    d.t(m, y, la.pick(rng, "Geachte heer, mevrouw,|Geachte relatie,|Beste leverancier,"), 9)
    y += 8
    intro = (
        f"Naar aanleiding van uw offerte en het gevoerde overleg bestellen wij hierbij, onder "
        f"toepassing van onze algemene inkoopvoorwaarden, het volgende ten behoeve van het "
        f"project {proj}:"
    )
    y = wrapped(d, m, y, intro, 8.8, wd) + 6
    n = rng.randint(1, 8) if rng.random() < 0.7 else rng.randint(10, 30)
    seen: dict[str, Decimal] = {}
    rows = []
    for i, (desc, unit, lo, hi, plant) in enumerate(
        take(rng, NL_PLANTS if nursery else NL_ITEMS, n)
    ):
        p = seen.setdefault(desc, price(rng, lo, hi))
        q = (
            rng.choice([1, 2, 3, 4, 6, 8])
            if hi >= 100
            else rng.choice([10, 20, 25, 40, 50, 80, 120, 150, 200, 350, 500])
        )
        amt = r2(p * q)
        rate = plant_rate if plant else 21
        rows.append(
            {
                "pos": str(i + 1),
                "desc": desc,
                "qty": str(q),
                "unit": unit,
                "price": eu(p),
                "vat": f"{rate}%",
                "amount": eu(amt),
                "amt": amt,
                "rate": rate,
            }
        )
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("desc", "Omschrijving", 46, "l"),
        ("qty", "Aantal", 8, "r"),
        ("unit", "Eenh.", 6, "c"),
        ("price", "Prijs", 11, "r"),
        ("vat", wl.upper() if cc == "nl" else "Btw", 6, "c"),
        ("amount", "Bedrag", 13, "r"),
    ]
    cols = la.cols(spec, wd)
    bottom = d.h - 56

    def cont(i: int) -> float:
        d.t(r, bottom + 4, "vervolg op volgende blad", 7, grey=0.35, al="r")
        foot()
        d.new_page()
        page[0] += 1
        rgb_text(d, r, 40, buyer, 11, acc, al="r")
        d.t(m, 40, f"{'Inkooporder' if cc == 'nl' else 'Bestelbon'} {po} (vervolg)", 9.5, b=True)
        return 60

    y = d.table(
        m, y, cols, rows, size=8, lead=14.5, shade=None, rules=False, bottom=bottom, cont=cont
    )
    d.line(m, y + 1, r, y + 1, 0.6)
    sub = sum((row["amt"] for row in rows), Decimal(0))
    dpc = rng.choice([0, 0, 0, 2, 3, 5])
    disc = r2(sub * dpc / 100)
    by: dict[int, Decimal] = {}
    for row in rows:
        by[row["rate"]] = by.get(row["rate"], Decimal(0)) + row["amt"]
    base = dict(by)
    if disc:
        keys = sorted(by, reverse=True)
        for k in keys[1:]:
            base[k] = r2(by[k] * (100 - dpc) / 100)
        base[keys[0]] = sub - disc - sum((base[k] for k in keys[1:]), Decimal(0))
    vat = {k: r2(v * k / 100) for k, v in base.items()}
    total = sub - disc + sum(vat.values(), Decimal(0))
    if y + 250 > bottom:
        y = cont(len(rows))
    y += 8
    srows = [(la.pick(rng, "Subtotaal|Totaal excl. " + wl), fm(sub), False)]
    if disc:
        srows.append((f"Projectkorting {dpc}%", f"- {fm(disc)}", False))
        srows.append(("Totaal excl. " + wl, fm(sub - disc), False))
    for k in sorted(base, reverse=True):
        srows.append((f"{wl} {k}% over {eu(base[k])}", fm(vat[k]), False))
    srows.append(
        (
            la.pick(rng, f"Totaal incl. {wl}|Totaal orderbedrag|Te factureren incl. {wl}"),
            fm(total),
            True,
        )
    )
    y = d.summary(r - 250, r, y, srows, 8.8, box_last=True) + 12
    due = dt + timedelta(days=rng.randint(10, 40))
    cond = [
        (
            "Leveradres",
            f"Bouwplaats {proj}, {la.pick(rng, NL_STREETS[cc]).split()[0]} "
            f"{rng.randint(1, 80)}, {bcity}",
        ),
        (
            "Contact bouwplaats",
            f"{_nl_name(rng, cc)} (uitvoerder), {la.digits(rng, '06-########')}",
        ),
        ("Leverdatum", f"week {due.isocalendar()[1]}, uiterlijk {la.dfmt(due, 'dash')}"),
        (
            "Betaling",
            la.pick(
                rng, "30 dagen na factuurdatum|45 dagen na ontvangst factuur|60 dagen einde maand"
            ),
        ),
    ]
    for lab, val in cond:
        d.t(m, y + 9, f"{lab}:", 8.2, b=True)
        d.t(m + 100, y + 9, val, 8.2, maxw=wd - 100)
        y += 12
    y += 4
    y = wrapped(
        d,
        m,
        y,
        "Vermeld op uw pakbon en factuur altijd ons ordernummer en het projectnummer; facturen "
        "zonder deze gegevens worden onbehandeld retour gezonden.",
        7.8,
        wd,
        grey=0.2,
    )
    y += 8
    d.t(m, y + 9, "Met vriendelijke groet,", 8.8)
    bsz = snug(d, [buyer], wd * 0.45, 8.8)
    d.t(m, y + 21, buyer, bsz, b=True)
    d.t(m, y + 52, _nl_name(rng, cc), 8.8)
    d.t(
        m, y + 63, la.pick(rng, "Inkoper|Projectinkoper|Hoofd inkoop|Werkvoorbereider"), 8, grey=0.3
    )
    ax = m + wd * 0.52
    d.box(ax, y, r - ax, 72, lw=0.5)
    d.t(ax + 5, y + 10, "Voor akkoord leverancier", 7.2, b=True)
    d.t(ax + 5, y + 19, "(getekend retour binnen 5 werkdagen)", 6.6, grey=0.3)
    for k, lab in enumerate(("Naam", "Datum", "Handtekening")):
        d.t(ax + 5, y + 33 + 13 * k, f"{lab}:", 7.4)
        d.line(ax + 62, y + 34 + 13 * k, r - 8, y + 34 + 13 * k, 0.4)
    foot()
    return finish(d, "nl", "purchase_order", po, sup, total)


def blind17_nl_be_aannemer_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _nl)


# --------------------------------------------------------------------------- 4 AT / DE

AT = {
    "at": {
        "cities": "Wels=4600|Linz=4020|Steyr=4400|Graz=8010|Weiz=8160|Kapfenberg=8605|"
        "Wolfsberg=9400|Dornbirn=6850|Amstetten=3300|St. Pölten=3100",
        "streets": "Industriestraße ##|Gewerbepark #|Welser Straße ##|Betriebsstraße #|"
        "Fabrikstraße ##",
        "stems": "Traun|Mühlviertler|Ennstaler|Steirische|Donau|Inntaler|Waldviertler|Murtaler",
        "last": "Huber|Gruber|Pichler|Moser|Steiner|Hofer|Leitner|Berger|Eder|Wimmer",
        "buy": "{X} Maschinenbau GmbH|{L} Anlagenbau GmbH|{X} Fördertechnik GmbH|"
        "{L} Stahlbau GmbH & Co KG|{X} Sondermaschinen GmbH",
        "vat": 20,
        "phone": "+43 7### ####-#",
    },
    "de": {
        "cities": "Ulm=89073|Heilbronn=74072|Schweinfurt=97421|Paderborn=33098|Siegen=57072|"
        "Tuttlingen=78532|Gütersloh=33330|Aalen=73430",
        "streets": "Robert-Bosch-Straße ##|Im Gewerbegebiet #|Carl-Benz-Straße ##|"
        "Daimlerstraße ##|Max-Eyth-Straße #",
        "stems": "Schwäbische|Siegerländer|Hohenloher|Neckar|Fränkische|Lipper|Sauerländer",
        "last": "Hoffmann|Schneider|Becker|Krüger|Wagner|Brandt|Vogel|Lorenz|Keller|Hartmann",
        "buy": "{X} Maschinenbau GmbH|{L} Anlagenbau GmbH & Co. KG|{L} Fördertechnik GmbH|"
        "{X} Werkzeugmaschinen AG|{L} Sondermaschinenbau GmbH",
        "vat": 19,
        "phone": "+49 7### ####-##",
    },
}
AT_SUP = (
    "{L} Antriebstechnik GmbH|{L} Zerspanungstechnik GmbH|{X} Hydraulik GmbH|"
    "{L} & {L2} Normteile GmbH|{X} Kunststofftechnik GmbH|{L} Elektrotechnik GmbH|"
    "{L} Laser- und Blechtechnik GmbH|{L} Industriebedarf GmbH"
)
AT_FIRST = "Martin|Andrea|Christian|Birgit|Wolfgang|Sandra|Gerhard|Claudia|Florian|Daniela"
AT_ITEMS = [
    ("Zylinderschraube DIN 912 M8x25 8.8 vz.", "Stk", 4, 9, 100, False),
    ("Sechskantmutter DIN 934 M12 - 8 verzinkt", "Stk", 3, 7, 100, False),
    ("Rillenkugellager 6206-2RS C3", "Stk", 6, 14, 1, False),
    ("Drehteil Welle 1.4305 nach Zeichnung", "Stk", 12, 45, 1, True),
    ("Laserzuschnitt S235JR 8 mm nach DXF", "Stk", 9, 38, 1, True),
    ("Hydraulikzylinder 50/30-300 mm", "Stk", 280, 650, 1, False),
    ("Getriebemotor 0,75 kW i=20, B14", "Stk", 450, 1200, 1, False),
    ("Flachstahl S235JR 60x10 mm, 6 m", "Stk", 28, 55, 1, False),
    ("Schweißdraht G3Si1 1,0 mm, 15-kg-Spule", "Spule", 32, 58, 1, False),
    ("Pulverbeschichtung RAL 7035 lt. Zeichnung", "Stk", 8, 35, 1, True),
    ("Energieführungskette 25x38, R=75", "m", 18, 36, 1, False),
    ("Frequenzumrichter 2,2 kW 400 V", "Stk", 380, 720, 1, False),
    ("Linearführung Baugröße 20, L=1200 mm", "Stk", 140, 290, 1, False),
    ("O-Ring 40x3 NBR 70", "Stk", 9, 25, 100, False),
    ("Sicherheitsschalter mit Zuhaltung", "Stk", 85, 190, 1, False),
    ("Schaltschrank 800x600x300, RAL 7035", "Stk", 320, 690, 1, False),
]


def _at_adr(rng: random.Random, c: dict) -> tuple[str, list[str]]:
    city, pc = la.pick(rng, c["cities"]).split("=")
    return city, [la.digits(rng, la.pick(rng, c["streets"])), f"{pc} {city}"]


def _at(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    cc = "at" if rng.random() < 0.55 else "de"
    c = AT[cc]
    m = rng.uniform(52, 62)
    r = d.w - rng.uniform(36, 48)
    wd = r - m
    l1, l2, l3 = rng.sample(c["last"].split("|"), 3)
    buyer = la.pick(rng, c["buy"]).format(L=l1, X=la.pick(rng, c["stems"]))
    sup = la.pick(rng, AT_SUP).format(L=l2, L2=l3, X=la.pick(rng, c["stems"]))
    bcity, badr = _at_adr(rng, c)
    _, sadr = _at_adr(rng, c)
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, "45000#####|B-2025-####|BE######|####/##|E#######"))
    offer = la.digits(rng, la.pick(rng, "AN-######|Ang. ####|#######|A25-####"))
    offer_dt = dt - timedelta(days=rng.randint(3, 30))
    supno = la.digits(rng, la.pick(rng, "7#####|L-####|K#####"))
    job_lab, job = la.pick(
        rng, "Kommission=Kom. #####|Kostenstelle=####|Auftrag=##-###|Projekt=P##-###"
    ).split("=")
    job = la.digits(rng, job)
    buyer_person = f"{la.pick(rng, AT_FIRST)} {la.pick(rng, c['last'])}"
    key = buyer.split()[0].lower().replace("ü", "ue").replace("ö", "oe").replace("ä", "ae")
    tld = cc
    vat_rate = c["vat"]
    cur = la.pick(rng, "EUR|€")
    page = [1]
    reg = (
        [
            f"FN {la.digits(rng, '######')} {la.pick(rng, 'a|b|d|i')}",
            f"Landesgericht {la.pick(rng, 'Wels|Linz|Steyr|Leoben')}",
            la.digits(rng, "UID ATU########"),
        ]
        if cc == "at"
        else [
            la.digits(rng, "HRB #####"),
            f"Amtsgericht {la.pick(rng, 'Ulm|Stuttgart|Paderborn')}",
            la.digits(rng, "USt-IdNr. DE#########"),
        ]
    )
    iban = la.digits(
        rng, "AT## #### #### #### ####" if cc == "at" else "DE## #### #### #### #### ##"
    )

    blocks = [
        [buyer, badr[0], badr[1]],
        [f"Tel. {la.digits(rng, c['phone'])}", f"einkauf@{key}.{tld}", f"www.{key}.{tld}"],
        reg,
        [
            la.pick(rng, "Raiffeisenbank|Sparkasse|Volksbank|Oberbank"),
            f"IBAN {iban}",
            f"GF: {la.pick(rng, AT_FIRST)} {l1}",
        ],
    ]

    def foot() -> None:
        fy = d.h - 46
        d.line(m, fy, r, fy, 0.4)
        colw = wd / 4
        for k, rows in enumerate(blocks):
            for j, s2 in enumerate(rows):
                d.t(m + k * colw, fy + 9 + j * 8, s2, 6.2, grey=0.35, maxw=colw - 4)

    def head_row(y: float) -> float:
        d.line(m, y, r, y, 0.7)
        for key_, lab, al in cols:
            d.t(_x(key_, al), y + 10, lab, 7.6, b=True, al=al)
        d.line(m, y + 14, r, y + 14, 0.7)
        return y + 18

    cw_ = {"pos": 28, "mat": 62, "desc": 0, "qty": 42, "me": 30, "price": 58, "pe": 26, "amt": 70}
    cw_["desc"] = wd - sum(cw_.values())
    xs: dict[str, float] = {}
    x = m
    for k in cw_:
        xs[k] = x
        x += cw_[k]

    def _x(k: str, al: str) -> float:
        return xs[k] + 2 if al == "l" else xs[k] + cw_[k] - 2 if al == "r" else xs[k] + cw_[k] / 2

    cols = [
        ("pos", "Pos.", "l"),
        ("mat", "Material", "l"),
        ("desc", "Bezeichnung", "l"),
        ("qty", "Menge", "r"),
        ("me", "ME", "c"),
        ("price", f"Preis {cur}", "r"),
        ("pe", "PE", "c"),
        ("amt", f"Betrag {cur}", "r"),
    ]
    # letterhead
    nsz = snug(d, [buyer], wd * 0.55, 15)
    d.t(r, 44, buyer, nsz, b=True, al="r")
    d.t(
        r,
        56,
        la.pick(
            rng,
            "Maschinen- und Anlagenbau|Fördertechnik - Automation - Service|"
            "Sondermaschinen seit 1962|Engineering & Manufacturing",
        ),
        7.6,
        grey=0.35,
        al="r",
    )
    # window
    y = 122
    ret = f"{buyer} · {badr[0]} · {badr[1]}"
    d.t(m, y, ret, snug(d, [ret], 240, 6.4) - 0.2, grey=0.3)
    d.line(m, y + 2, m + min(240, d.width(ret, 6.2)), y + 2, 0.3)
    rows = ([la.pick(rng, "Firma|Firma|")] if cc == "at" else []) + [sup, *sadr]
    rows = [s2 for s2 in rows if s2]
    yy = y + 16
    for s2 in rows:
        if s2 == sup:
            d.t(m, yy, sup, snug(d, [sup], 235, 9.6), b=True)
        else:
            d.t(m, yy, s2, 9.6)
        yy += 12.5
    # contact block
    kx = m + wd * 0.6
    d.kv(
        kx,
        y - 6,
        [
            ("Ansprechpartner", buyer_person),
            ("Telefon", la.digits(rng, c["phone"])),
            (
                "E-Mail",
                f"{buyer_person.split()[0][0].lower()}.{buyer_person.split()[1].lower()}"
                f"@{key}.{tld}".replace("ü", "ue").replace("ö", "oe"),
            ),
            ("Datum", la.dfmt(dt, "dot")),
        ],
        72,
        7.6,
        b_label=False,
    )
    y = 236
    d.t(m, y, la.pick(rng, "Bestellung|BESTELLUNG|Bestellung / Auftrag"), 15, b=True)
    d.t(r, y, f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}", 8, al="r")
    y += 10
    labels = ["Bestell-Nr.", "Bestelldatum", "Ihr Angebot", "vom", "Ihre Lieferanten-Nr.", job_lab]
    values = [po, la.dfmt(dt, "dot"), offer, la.dfmt(offer_dt, "dot"), supno, job]
    fr = [17, 14, 15, 11, 19, 18]
    y = d.grid(m, y, [wd * f / sum(fr) for f in fr], labels, values, 8.6, shade=0.9)
    y += 14
    y = (
        wrapped(
            d,
            m,
            y,
            la.pick(
                rng,
                "Wir bestellen zu unseren Allgemeinen Einkaufsbedingungen wie folgt:|"
                "Auf Grundlage Ihres oben genannten Angebots bestellen wir zu unseren Allgemeinen "
                "Einkaufsbedingungen (AEB) die nachstehenden Positionen.|"
                "Bitte liefern Sie uns zu den vereinbarten Konditionen:",
            ),
            8.6,
            wd,
        )
        + 6
    )
    y = head_row(y)
    bottom = d.h - 70
    n = rng.randint(1, 7) if rng.random() < 0.6 else rng.randint(9, 26)
    carry = Decimal(0)
    seen: dict[str, Decimal] = {}
    mats: dict[str, str] = {}
    mpat = la.pick(rng, "1######|20-####-##|M######")
    for i, (desc, unit, lo, hi, pe, drw) in enumerate(take(rng, AT_ITEMS, n)):
        p = seen.setdefault(desc, price(rng, lo, hi))
        q = rng.choice([200, 300, 500, 1000, 2000]) if pe == 100 else qty(rng, hi)
        rab = rng.choice([0, 0, 0, 0, 3, 5, 10])
        amt = r2(Decimal(q) * p / pe * (100 - rab) / 100)
        wk = dt + timedelta(days=rng.randint(10, 60))
        sub_lines = [
            f"Ihre Art.-Nr.: {la.digits(rng, la.pick(rng, '###-####|@@-#####|######'))}"
            f"   Liefertermin: KW {wk.isocalendar()[1]:02d}/{wk.isocalendar()[0]}"
        ]
        if drw:
            sub_lines.append(
                la.digits(rng, "Zeichnung Z-#####-## Rev. ")
                + la.pick(rng, "A|B|C|D")
                + ", Werkstoffzeugnis 3.1 erforderlich"
            )
        if rab:
            sub_lines.append(f"abzüglich {rab} % Rabatt")
        h = 13 + 10 * len(sub_lines)
        if y + h > bottom:
            d.line(m, y, r, y, 0.5)
            d.t(xs["price"] + cw_["price"] - 2, y + 12, "Übertrag", 8.4, b=True, al="r")
            d.t(r - 2, y + 12, eu(carry), 8.4, b=True, al="r")
            foot()
            d.new_page()
            page[0] += 1
            d.t(m, 50, f"Bestellung {po} vom {la.dfmt(dt, 'dot')}", 10, b=True)
            d.t(r, 50, f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}", 8, al="r")
            d.t(m, 62, buyer, 7.6, grey=0.35)
            y = head_row(74)
            d.t(xs["price"] + cw_["price"] - 2, y + 8, "Übertrag", 8.4, b=True, al="r")
            d.t(r - 2, y + 8, eu(carry), 8.4, b=True, al="r")
            y += 16
        pos = str((i + 1) * 10)
        vals = {
            "pos": pos,
            "mat": mats.setdefault(desc, la.digits(rng, mpat)),
            "desc": desc,
            "qty": str(q),
            "me": unit,
            "price": eu(p),
            "pe": str(pe),
            "amt": eu(amt),
        }
        for key_, _, al in cols:
            d.t(_x(key_, al), y + 9, vals[key_], 8.2, al=al, maxw=cw_[key_] - 3)
        for j, s2 in enumerate(sub_lines):
            d.t(xs["desc"] + 2, y + 19 + 10 * j, s2, 7, grey=0.4)
        y += h + 3
        carry += amt
    d.line(m, y, r, y, 0.7)
    goods = carry
    freight = Decimal(rng.choice([0, 0, 45, 85, 120, 150]) if rng.random() < 0.5 else 0)
    net = goods + freight
    vat = r2(net * vat_rate / 100)
    total = net + vat
    if y + 190 > bottom:
        d.t(xs["price"] + cw_["price"] - 2, y + 12, "Übertrag", 8.4, b=True, al="r")
        d.t(r - 2, y + 12, eu(carry), 8.4, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"Bestellung {po} vom {la.dfmt(dt, 'dot')}", 10, b=True)
        d.t(r, 50, f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}", 8, al="r")
        y = 70
    y += 6
    tax_word = "USt." if cc == "at" else la.pick(rng, "MwSt.|USt.")
    srows = [
        (la.pick(rng, "Warenwert netto|Summe Positionen|Positionssumme netto"), eu(goods), False)
    ]
    if freight:
        srows.append(
            (la.pick(rng, "Verpackung und Fracht|Frachtkostenpauschale"), eu(freight), False)
        )
        srows.append(("Nettobetrag", eu(net), False))
    srows.append((f"zzgl. {vat_rate} % {tax_word}", eu(vat), False))
    tot_s = f"{eu(total)} EUR" if cur == "EUR" else f"€ {eu(total)}"
    srows.append((la.pick(rng, "Gesamtbetrag|Bestellwert brutto|Gesamtsumme"), tot_s, True))
    y = d.summary(r - 210, r - 2, y, srows, 8.8, box_last=True) + 14
    cond = [
        (
            "Lieferbedingung",
            la.pick(
                rng,
                f"DAP {bcity} (Incoterms 2020)|frei Haus, verpackt|"
                f"FCA Werk Lieferant, Abholung durch Spedition",
            ),
        ),
        (
            "Zahlungsbedingung",
            la.pick(
                rng,
                "14 Tage 3 % Skonto, 30 Tage netto|30 Tage 2 % Skonto, 60 Tage netto|45 Tage netto",
            ),
        ),
        (
            "Lieferanschrift",
            f"{buyer}, Wareneingang {la.pick(rng, 'Tor 3|Halle 2|Werk 2')}, {badr[0]}, {badr[1]}",
        ),
    ]
    for lab, val in cond:
        d.t(m, y + 9, f"{lab}:", 8, b=True)
        d.t(m + 100, y + 9, val, 8, maxw=wd - 100)
        y += 12
    y += 6
    y = wrapped(
        d,
        m,
        y,
        "Bitte senden Sie uns innerhalb von 3 Werktagen eine Auftragsbestätigung unter Angabe "
        "unserer Bestellnummer. Lieferschein und Rechnung müssen die Bestellnummer und die "
        "Positionsnummern enthalten.",
        7.8,
        wd,
        grey=0.15,
    )
    if y + 60 > bottom:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 50, f"Bestellung {po} vom {la.dfmt(dt, 'dot')}", 10, b=True)
        d.t(r, 50, f"Seite {page[0]} von {of}" if of else f"Seite {page[0]}", 8, al="r")
        y = 70
    y += 10
    d.t(m, y + 9, "Mit freundlichen Grüßen", 8.6)
    d.t(m, y + 21, buyer, snug(d, [buyer], wd * 0.5, 8.6), b=True)
    d.t(m, y + 50, f"i. A. {buyer_person}", 8.6)
    d.t(m, y + 60, la.pick(rng, "Einkauf|Strategischer Einkauf|Materialwirtschaft"), 7.6, grey=0.3)
    foot()
    return finish(d, "de", "purchase_order", po, sup, total)


def blind17_de_at_maschinenbau_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _at)


# --------------------------------------------------------------------------- 5 Portugal

PT_STEMS = (
    "Ribeira|Atlântico|Douro|Alfama|Miradouro|Foz|Mouraria|Serra da Estrela|Algarve Sol|"
    "Costa Verde|Alentejo|Sé"
)
PT_LAST = (
    "Silva|Santos|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Martins|Sousa|Fernandes|Gonçalves|"
    "Carvalho"
)
PT_BUY = (
    "Sociedade Hoteleira {X}, S.A.|Restaurantes {X}, Lda.|{X} Hotels & Resorts, S.A.|"
    "Quinta {X} - Turismo Rural, Lda.|Pastelaria {L}, Lda.|Hotel {X}, Lda."
)
PT_SUP = {
    "all": "{L} & Filhos, Lda.|Distribuidora Alimentar {X}, Lda.|{X} Cash & Carry, S.A.|"
    "Comercial {L}, Unipessoal Lda.",
    "wine": "Vinhos {L}, Lda.|Garrafeira {X}, Lda.",
    "clean": "{L} Higiene e Limpeza, Lda.|{X} Produtos de Limpeza, S.A.",
    "tex": "Têxteis {X}, S.A.|{L} Têxteis Lar, Lda.",
}
PT_CITIES = (
    "Porto=4###|Lisboa=1###|Braga=47##|Coimbra=30##|Faro=80##|Aveiro=38##|Matosinhos=445#|"
    "Vila Nova de Gaia=44##|Funchal=90##|Évora=70##"
)
PT_STREETS = (
    "Rua de Santa Catarina, ###|Av. da Boavista, ####|Rua do Comércio, ##|"
    "Zona Industrial, Lote ##|Travessa das Flores, #|Rua Direita, ##, r/c"
)
PT_FIRST = "Ana|João|Maria|Pedro|Catarina|Rui|Sofia|Tiago|Inês|Nuno|Marta|Paulo"
PT_ITEMS = [
    ("Azeite Virgem Extra, garrafão 5 L", "UN", 28, 45, 6),
    ("Arroz Carolino, emb. 1 kg", "UN", 1.1, 2.1, 6),
    ("Bacalhau crescido, kg", "KG", 9, 15, 6),
    ("Queijo Serra da Estrela DOP", "KG", 18, 32, 6),
    ("Água mineral natural 1,5 L, pack 6", "PK", 1.5, 3.5, 6),
    ("Vinho Tinto Douro DOC 0,75 L", "GRF", 4, 14, 13),
    ("Conservas de atum em azeite 120 g", "UN", 1, 3, 13),
    ("Vinho Verde branco DOC 0,75 L", "GRF", 3, 9, 13),
    ("Café torrado em grão, 1 kg", "KG", 12, 22, 23),
    ("Detergente máquina de loiça 10 L", "UN", 18, 35, 23),
    ("Papel higiénico folha dupla, 12 rolos", "PK", 4, 9, 23),
    ("Toalha de banho 70x140, 500 g/m2", "UN", 6, 14, 23),
    ("Lençol de algodão 100%, cama casal", "UN", 9, 20, 23),
    ("Guardanapos de papel 40x40, 50 un.", "PK", 1, 3, 23),
    ("Sacos do lixo 100 L, rolo 10", "RL", 2, 4, 23),
    ("Gás propano, garrafa 45 kg", "UN", 80, 120, 23),
    ("Roupão turco branco, tamanho L", "UN", 14, 28, 23),
    ("Fronha de algodão 50x70", "UN", 3, 7, 23),
]
PT_POOL = {
    "wine": ("Vinho", "Água", "Azeite", "Conservas", "Queijo"),
    "clean": ("Detergente", "Papel", "Sacos", "Guardanapos"),
    "tex": ("Toalha", "Lençol", "Roupão", "Fronha"),
}


def _pt_adr(rng: random.Random) -> tuple[str, list[str]]:
    city, pc = la.pick(rng, PT_CITIES).split("=")
    code = la.digits(rng, pc + "-###")
    return city, [la.digits(rng, la.pick(rng, PT_STREETS)), f"{code} {city}"]


def _pt(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(34, 46)
    r = d.w - m
    wd = r - m
    stem, l1 = la.pick(rng, PT_STEMS), la.pick(rng, PT_LAST)
    buyer = la.pick(rng, PT_BUY).format(X=stem, L=l1)
    trade = la.pick(rng, "all|all|all|wine|clean|tex")
    sup = la.pick(rng, PT_SUP[trade]).format(
        X=la.pick(rng, PT_STEMS.replace(stem, "Tejo")), L=la.pick(rng, PT_LAST.replace(l1, "Lopes"))
    )
    pool = [it for it in PT_ITEMS if trade == "all" or it[0].startswith(PT_POOL[trade])]
    bcity, badr = _pt_adr(rng)
    _, sadr = _pt_adr(rng)
    dt = la.day(rng)
    ser = la.pick(rng, f"NE {dt.year}/|ENC {dt.year}A/|NEF {dt.year % 100}/|NE A/|ECF {dt.year}/")
    seq = str(rng.randint(12, 2400))
    po = ser + (seq.zfill(4) if rng.random() < 0.4 else seq)
    atcud = "".join(rng.choice("BCDFGHJKLMNPQRSTVWXYZ23456789") for _ in range(8)) + f"-{seq}"
    quote = la.digits(rng, la.pick(rng, "ORC ####/##|Orç. n.º ####|PF ##/####"))
    reqi = la.digits(rng, la.pick(rng, "RI ####|REQ/####|###/##"))
    snif = la.digits(rng, "5########")
    style = rng.random() < 0.5
    num = sp if style else eu
    page = [1]
    key = stem.lower().split()[0].replace("â", "a").replace("é", "e").replace("ó", "o")

    def foot() -> None:
        fy = d.h - 30
        d.line(m, fy, r, fy, 0.4)
        d.t(m, fy + 10, f"Processado por programa certificado n.º {cert}/AT", 6.8, grey=0.3)
        lab = f"Página {page[0]} de {of}" if of else f"Página {page[0]}"
        d.t(r, fy + 10, lab, 6.8, al="r")

    cert = rng.randint(100, 2999)
    # buyer letterhead
    bsz = snug(d, [buyer], wd * 0.5, 13)
    d.t(m, 42, buyer, bsz, b=True)
    y = d.lines(
        m,
        47,
        [
            *badr,
            f"NIF {la.digits(rng, '5########')}   Tel. {la.digits(rng, '2## ### ###')}",
            f"compras@{key}.pt",
        ],
        7.8,
    )
    d.t(
        m,
        y + 8,
        f"Capital Social {eu(Decimal(rng.choice([5000, 50000, 250000])))} € - C.R.C. {bcity}",
        6.4,
        grey=0.35,
    )
    # supplier on the right
    sx = m + wd * 0.5
    sy = 112
    framed = rng.random() < 0.5
    if framed:
        d.box(sx - 8, sy - 12, r - sx + 8, 78, lw=0.4)
    d.t(sx, sy, la.pick(rng, "Exmo.(s) Sr.(s)|Exmos. Senhores|Fornecedor"), 7.2, grey=0.35)
    ssz = snug(d, [sup], r - sx - 6, 10)
    d.t(sx, sy + 14, sup, ssz, b=True)
    d.lines(
        sx, sy + 18, [*sadr, f"NIF: PT{snif}" if rng.random() < 0.5 else f"Contrib. {snif}"], 8.6
    )
    # title
    y = 200
    title = la.pick(rng, "Nota de Encomenda|NOTA DE ENCOMENDA|Encomenda a Fornecedor")
    d.t(m, y, title, 14, b=True)
    d.t(m + d.width(title, 14, True) + 10, y, f"N.º {po}", 12, b=True)
    d.t(r, y - 2, "Original", 8.6, al="r")
    d.t(m, y + 12, f"ATCUD: {atcud}", 7, grey=0.3)
    y += 20
    labels = [
        "V/ N.º Contribuinte",
        "Data",
        "Data de Entrega",
        "V/ Orçamento",
        "Requisição Interna",
        "Cond. Pagamento",
    ]
    due = dt + timedelta(days=rng.randint(2, 15))
    values = [
        snif,
        la.dfmt(dt, "dash"),
        la.dfmt(due, "dash"),
        quote,
        reqi,
        la.pick(rng, "30 dias|Pronto pagamento|60 dias|Fim do mês"),
    ]
    fr = [17, 12, 14, 16, 17, 16]
    y = d.grid(m, y, [wd * f / sum(fr) for f in fr], labels, values, 8.2, shade=0.9) + 10
    n = rng.randint(1, 10) if rng.random() < 0.7 else rng.randint(14, 36)
    seen: dict[str, Decimal] = {}
    rows = []
    apat = la.pick(rng, "A####|######|@@###|###.###")
    for desc, unit, lo, hi, rate in take(rng, pool, n):
        p = seen.setdefault(desc, price(rng, lo, hi))
        q = rng.choice([1, 2, 3, 4, 5]) if hi >= 60 else rng.choice([6, 10, 12, 20, 24, 30, 50])
        dc = rng.choice([0, 0, 0, 5, 10]) if rng.random() < 0.4 else 0
        gross = r2(p * q)
        val = r2(gross * (100 - dc) / 100)
        rows.append(
            {
                "art": la.digits(rng, apat),
                "desc": desc,
                "qty": str(q),
                "un": unit,
                "price": num(p),
                "disc": f"{dc},00" if dc else "",
                "iva": f"{rate}%",
                "val": num(val),
                "g": gross,
                "v": val,
                "rate": rate,
            }
        )
    spec = [
        ("art", "Artigo", 9, "l"),
        ("desc", "Descrição", 40, "l"),
        ("qty", "Qtd.", 6, "r"),
        ("un", "Un.", 5, "c"),
        ("price", "Preço Unit.", 11, "r"),
        ("disc", "Desc.%", 7, "r"),
        ("iva", "IVA", 6, "c"),
        ("val", "Valor", 12, "r"),
    ]
    cols = la.cols(spec, wd)
    bottom = d.h - 50

    def cont(i: int) -> float:
        carried = sum((row["v"] for row in rows[:i]), Decimal(0))
        d.t(r - 110, bottom + 6, "A transportar", 8, b=True)
        d.t(r - 3, bottom + 6, num(carried), 8, b=True, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 42, f"{title} N.º {po}", 10.5, b=True)
        d.t(m, 54, buyer, 7.6, grey=0.35)
        d.t(r - 110, 74, "Transporte", 8, b=True)
        d.t(r - 3, 74, num(carried), 8, b=True, al="r")
        return 84

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=7.8,
        lead=13.5,
        shade=0.88,
        rules=False,
        grid=True,
        bottom=bottom,
        cont=cont,
    )
    gross = sum((row["g"] for row in rows), Decimal(0))
    net = sum((row["v"] for row in rows), Decimal(0))
    by: dict[int, Decimal] = {}
    for row in rows:
        by[row["rate"]] = by.get(row["rate"], Decimal(0)) + row["v"]
    vat = {k: r2(v * k / 100) for k, v in by.items()}
    tvat = sum(vat.values(), Decimal(0))
    total = net + tvat
    if y + 190 > bottom:
        y = cont(len(rows))
    y += 12
    # IVA summary
    vrows = [["Taxa", "Incidência", "Valor IVA", "Motivo de isenção"]]
    for k in sorted(by):
        vrows.append([f"{k},00%", num(by[k]), num(vat[k]), ""])
    vw = [44, 80, 70, 90]
    vx = m
    d.t(vx, y + 8, "Quadro Resumo de IVA", 7.6, b=True)
    yy = y + 12
    for j, row in enumerate(vrows):
        cx = vx
        for k, (w, s2) in enumerate(zip(vw, row)):
            d.box(cx, yy, w, 13, lw=0.4, fill=0.9 if j == 0 else None)
            if s2:
                al = "l" if k in (0, 3) or j == 0 else "r"
                d.t(cx + 3 if al == "l" else cx + w - 3, yy + 9.5, s2, 7.2, b=j == 0, al=al)
            cx += w
        yy += 13
    tl = la.pick(rng, "Total (EUR)|Total Documento|Total a Pagar|TOTAL")
    tot_s = f"{num(total)} €" if rng.random() < 0.6 else f"{num(total)} EUR"
    srows = [
        ("Total Ilíquido", num(gross), False),
        ("Total Descontos", num(gross - net), False),
        ("Total IVA", num(tvat), False),
        (tl, tot_s, True),
    ]
    sy = d.summary(r - 180, r - 3, y + 4, srows, 8.8, shade=0.85)
    y = max(yy, sy) + 16
    loc = f"{buyer.split(',')[0]}, {badr[0]}, {badr[1]}"
    y = wrapped(d, m, y, f"Local de entrega: {loc}", 7.8, wd)
    y = wrapped(
        d,
        m,
        y + 2,
        la.pick(
            rng,
            "Observações: Favor indicar o número desta encomenda na fatura e na guia de remessa.|"
            "Observações: Entrega das 8h00 às 11h00, pela entrada de serviço. Mercadoria "
            "sujeita a conferência.|Observações: As faturas sem referência à nossa encomenda "
            "serão devolvidas.",
        ),
        7.8,
        wd,
    )
    y += 34
    d.sign(m, y, 180, "O Responsável de Compras", 7.4)
    d.t(m, y + 20, f"{la.pick(rng, PT_FIRST)} {la.pick(rng, PT_LAST)}", 7.4, grey=0.3)
    d.sign(r - 180, y, 180, "Recebido / Confirmado pelo Fornecedor", 7.4)
    foot()
    return finish(d, "pt", "purchase_order", po, sup, total)


def blind17_pt_nota_encomenda_hotelaria(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _pt)


# --------------------------------------------------------------------------- 6 Mexico

MX_CITIES = [
    ("Ciudad Juárez", "Chih.", "32###"),
    ("Reynosa", "Tamps.", "88###"),
    ("Tijuana", "B.C.", "22###"),
    ("Saltillo", "Coah.", "25###"),
    ("Apodaca", "N.L.", "66###"),
    ("Querétaro", "Qro.", "76###"),
    ("Silao", "Gto.", "36###"),
    ("Hermosillo", "Son.", "83###"),
]
MX_PARKS = (
    "Parque Industrial {X}|Parque Industrial Intermex|Fracc. Industrial {X}|"
    "Parque Industrial Stiva|Col. Industrial"
)
MX_BUY = (
    "Arneses {X} de México, S.A. de C.V.|Manufacturas {X}, S. de R.L. de C.V.|"
    "Industrias {L}, S.A. de C.V.|{X} Automotive de México, S. de R.L. de C.V.|"
    "Componentes Electrónicos {X}, S.A. de C.V."
)
MX_SUP = (
    "Ferretera {X}, S.A. de C.V.|Distribuidora Industrial {L}, S.A. de C.V.|"
    "Tornillos y Sujetadores {X}, S.A. de C.V.|Servicios Industriales {L}, S. de R.L. de C.V.|"
    "Abrasivos {X}, S.A. de C.V.|{L} Hermanos, S.A. de C.V.|Empaques y Embalajes {X}, S.A. de C.V."
)
MX_STEMS = "del Norte|Fronteriza|del Bajío|Regiomontana|Azteca|Sonorense|del Golfo|Chihuahuense"
MX_LAST = "Garza|Treviño|Villarreal|Cantú|Salinas|Hernández|Chávez|Ramírez|Ochoa|Zamora"
MX_FIRST = "José Luis|Guadalupe|Juan Carlos|Alejandra|Jesús|Verónica|Francisco|Claudia|Arturo"
MX_ITEMS = [
    ('Cinta Kapton 1" x 36 yd', "RLL", 95, 240),
    ("Terminal AMP 0.5-1.0 mm2 (bolsa 1000)", "BOL", 650, 1400),
    ("Guante anticorte nivel 5", "PAR", 45, 120),
    ("Tarima de madera 48x40 tratada", "PZA", 140, 260),
    ("Cable cal. 18 AWG rojo, rollo 305 m", "RLL", 1200, 2300),
    ("Etiqueta térmica 4x6, rollo 500", "RLL", 85, 190),
    ("Aceite hidráulico ISO 68, cubeta 19 L", "CUB", 1100, 1900),
    ("Broca de carburo 6 mm", "PZA", 180, 420),
    ("Playera polo bordada (uniforme)", "PZA", 160, 290),
    ("Mantenimiento preventivo compresor", "SERV", 4500, 12000),
    ('Película stretch 18" x 1500 ft', "RLL", 210, 380),
    ("Caja corrugada 40x30x30 cm", "PZA", 18, 42),
    ("Tornillo hexagonal 3/8 x 1 grado 5", "PZA", 2, 6),
    ("Disco de corte 4-1/2 x 0.045", "PZA", 22, 55),
    ("Lentes de seguridad claros ANSI Z87", "PZA", 35, 90),
]


def _rfc(rng: random.Random, dt: date) -> str:
    y = rng.randint(1985, 2015)
    return (
        la.digits(rng, "@@@")
        + f"{y % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + la.digits(rng, la.pick(rng, "@@#|@#@|#@#"))
    )


def mx_words(v: Decimal) -> str:
    """(DOCE MIL TRESCIENTOS CUARENTA Y CINCO PESOS 67/100 M.N.)"""
    n = int(v)
    cents = int(r2(v) * 100) % 100
    if n == 1:
        w = "UN PESO"
    else:
        w = es_words(n)
        if w.endswith("veintiuno"):
            w = w[:-9] + "veintiún"
        elif w.endswith("uno"):
            w = w[:-3] + "un"
        w = f"{w} {'de ' if n % 10**6 == 0 else ''}pesos".upper()
    return f"({w} {cents:02d}/100 M.N.)"


def _mx(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(28, 38)
    r = d.w - m
    wd = r - m
    bstem, sstem = rng.sample(MX_STEMS.split("|"), 2)
    l1, l2 = rng.sample(MX_LAST.split("|"), 2)
    buyer = la.pick(rng, MX_BUY).format(X=bstem, L=l1)
    sup = la.pick(rng, MX_SUP).format(X=sstem, L=l2)
    city, st, cp = rng.choice(MX_CITIES)
    scity, sst, scp = rng.choice(MX_CITIES)
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, "OC-#####|45########|OC####-##|P0#####|#######"))
    req = la.digits(rng, la.pick(rng, "REQ-#####|RQ######|SOL-####"))
    quote = la.digits(rng, la.pick(rng, "COT-####|Cot. ####|Q######"))
    page = [1]
    brfc, srfc = _rfc(rng, dt), _rfc(rng, dt)
    bcp, scp_ = la.digits(rng, cp), la.digits(rng, scp)
    park = la.pick(rng, MX_PARKS).format(X=bstem.replace("del ", "").title())
    badr = [
        la.digits(
            rng,
            la.pick(
                rng,
                "Av. de las Industrias ####|Blvd. Independencia ####|"
                "Calle Acero ###|Av. Tecnológico ###",
            ),
        ),
        f"{park}, C.P. {bcp}",
        f"{city}, {st}",
    ]
    sadr = [
        la.digits(
            rng,
            la.pick(
                rng,
                "Calle Morelos ###, Col. Centro|Av. Juárez ####, Col. Obrera|"
                "Blvd. Díaz Ordaz ####, Col. Santa María",
            ),
        ),
        f"C.P. {scp_}, {scity}, {sst}",
    ]
    buyer_person = f"{la.pick(rng, MX_FIRST)} {la.pick(rng, MX_LAST)}"

    def foot() -> None:
        fy = d.h - 26
        d.t(m, fy, f"{buyer} - RFC {brfc}", 6.6, grey=0.35)
        d.t(r, fy, f"Hoja {page[0]} de {of}" if of else f"Hoja {page[0]}", 7, al="r")

    # header band
    bsz = snug(d, [buyer], wd * 0.62, 12.5)
    rgb_text(d, m, 40, buyer, bsz, acc)
    d.lines(
        m,
        45,
        [
            f"RFC: {brfc}   Régimen Fiscal: 601 General de Ley Personas Morales",
            f"{badr[0]}, {badr[1]}, {badr[2]}",
        ],
        7.4,
    )
    d.t(
        r,
        36,
        la.pick(rng, "ORDEN DE COMPRA|Orden de Compra|ORDEN DE COMPRA NACIONAL"),
        14,
        b=True,
        al="r",
    )
    d.t(r, 50, f"Hoja {page[0]} de {of}" if of else "", 7.6, al="r")
    rgb_box(d, m, 72, wd, 2.5, acc)
    # three boxes
    y = 84
    bw = (wd - 16) / 3
    bxs = [
        (
            "PROVEEDOR",
            [
                f"No. Proveedor: {la.digits(rng, 'P####')}",
                sup,
                f"RFC: {srfc}",
                *sadr,
                f"Contacto: {la.pick(rng, MX_FIRST)} {la.pick(rng, MX_LAST)}",
                f"Tel. {la.digits(rng, '(###) ### ####')}",
            ],
        ),
        (
            "FACTURAR A",
            [
                buyer,
                f"RFC: {brfc}",
                f"C.P. {bcp}",
                "Régimen fiscal: 601",
                "Uso CFDI: G01 Adquisición de mercancías",
                "Método de pago: PPD",
                "Forma de pago: 99 Por definir",
            ],
        ),
        (
            "ENTREGAR EN",
            [
                la.pick(rng, "Planta 1|Planta 2|Almacén General|Nave 3"),
                badr[0],
                badr[1],
                badr[2],
                f"Recibe: {la.pick(rng, 'Almacén de materias primas|Recibo|MRO')}",
                "Horario: L-V 8:00 a 15:00",
            ],
        ),
    ]
    h = 14 + 10.5 * max(len(b[1]) for b in bxs) + 6
    for k, (lab, rows_) in enumerate(bxs):
        x = m + k * (bw + 8)
        rgb_box(d, x, y, bw, 13, light(acc, 0.78))
        d.t(x + 4, y + 9.5, lab, 7.6, b=True)
        d.box(x, y, bw, h, lw=0.5)
        for j, s2 in enumerate(rows_):
            if s2 in (sup, buyer):
                d.t(x + 4, y + 24 + 10.5 * j, s2, snug(d, [s2], bw - 8, 7.8), b=True)
            else:
                d.t(x + 4, y + 24 + 10.5 * j, s2, 7.4, maxw=bw - 8)
    y += h + 10
    # header row table
    due = dt + timedelta(days=rng.randint(5, 30))
    labels = [
        "No. O.C.",
        "Fecha",
        "Requisición",
        "Comprador",
        "Cotización",
        "Cond. de Pago",
        "Moneda",
        "Fecha Entrega",
    ]
    values = [
        po,
        la.dfmt(dt, "dmy"),
        req,
        buyer_person,
        quote,
        la.pick(rng, "30 días|45 días|60 días|Contado"),
        "MXN",
        la.dfmt(due, "dmy"),
    ]
    fr = [13, 11, 12, 17, 11, 12, 8, 12]
    y = d.grid(m, y, [wd * f / sum(fr) for f in fr], labels, values, 8, shade=0.85) + 10
    n = rng.randint(1, 10) if rng.random() < 0.7 else rng.randint(14, 40)
    seen: dict[str, Decimal] = {}
    rows = []
    cpat = la.pick(rng, "MRO-#####|######|@@-####")
    for i, (desc, unit, lo, hi) in enumerate(take(rng, MX_ITEMS, n)):
        p = seen.setdefault(desc, price(rng, lo, hi))
        q = qty(rng, hi) if unit != "SERV" else 1
        if hi < 10:
            q = rng.choice([100, 250, 500, 1000])
        dc = rng.choice([0, 0, 0, 5, 10])
        imp = r2(p * q * (100 - dc) / 100)
        rows.append(
            {
                "part": str(i + 1),
                "code": la.digits(rng, cpat),
                "desc": desc,
                "qty": f"{q:,}",
                "um": unit,
                "price": f"${en(p)}",
                "disc": f"{dc}%" if dc else "",
                "imp": f"${en(imp)}",
                "v": imp,
                "g": r2(p * q),
            }
        )
    spec = [
        ("part", "Part.", 5, "c"),
        ("code", "Código", 10, "l"),
        ("desc", "Descripción", 38, "l"),
        ("qty", "Cant.", 7, "r"),
        ("um", "U.M.", 6, "c"),
        ("price", "P. Unitario", 12, "r"),
        ("disc", "Desc.", 6, "r"),
        ("imp", "Importe", 14, "r"),
    ]
    cols = la.cols(spec, wd)
    bottom = d.h - 44

    def cont(i: int) -> float:
        d.t(r, bottom + 2, "Continúa en la siguiente hoja...", 7, grey=0.35, al="r")
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 36, f"{buyer}", 9, b=True)
        d.t(r, 36, f"ORDEN DE COMPRA {po}", 10, b=True, al="r")
        d.t(r, 48, f"Hoja {page[0]} de {of}" if of else "", 7.6, al="r")
        return 62

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=7.6,
        lead=13.5,
        shade=0.85,
        grid=True,
        rules=True,
        bottom=bottom,
        cont=cont,
    )
    gross = sum((row["g"] for row in rows), Decimal(0))
    sub = sum((row["v"] for row in rows), Decimal(0))
    freight = Decimal(rng.choice([0, 0, 0, 350, 800, 1500]))
    base = sub + freight
    iva = r2(base * 16 / 100)
    total = base + iva
    if y + 180 > bottom:
        y = cont(len(rows))
    y += 8
    srows = [("Subtotal", f"${en(gross)}", False)]
    if gross != sub:
        srows.append(("Descuento", f"-${en(gross - sub)}", False))
    if freight:
        srows.append(("Flete", f"${en(freight)}", False))
    srows.append(("IVA 16%", f"${en(iva)}", False))
    srows.append(
        (
            la.pick(rng, "Total|TOTAL|Total M.N."),
            la.pick(rng, f"$ {en(total)} MXN|${en(total)}"),
            True,
        )
    )
    sy = d.summary(r - 170, r - 3, y, srows, 8.8, boxed=True)
    d.t(m, y + 10, "Importe con letra:", 7.4, b=True)
    ly = wrapped(d, m, y + 13, mx_words(total), 7.8, wd - 200)
    obs = la.pick(
        rng,
        "Favor de indicar el número de orden de compra en su CFDI; facturas sin este dato no "
        "serán recibidas.|Anexar certificado de calidad y remisión con número de O.C. Los "
        "precios incluyen flete a planta salvo indicación.|La mercancía está sujeta a "
        "inspección de recibo. Enviar CFDI en PDF y XML a {mail}.",
    ).format(mail=f"cxp@{bstem.split()[-1].lower().replace('í', 'i')}.com.mx")
    ly = wrapped(d, m, ly + 6, f"Observaciones: {obs}", 7.4, wd - 200, grey=0.2)
    y = max(sy, ly) + 44
    sw = wd / 4
    for k, cap in enumerate(["Elaboró", "Revisó", "Autorizó", "Acepta proveedor (nombre y firma)"]):
        d.line(m + k * sw + 6, y, m + (k + 1) * sw - 6, y, 0.5)
        d.t(m + k * sw + sw / 2, y + 10, cap, 7.2, al="c")
    d.t(m + sw / 2, y - 4, buyer_person, 7.4, al="c")
    foot()
    return finish(d, "es", "purchase_order", po, sup, total)


def blind17_es_mx_maquila_orden_compra(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _mx)


# --------------------------------------------------------------------------- 7 zh-Hans

ZH_MAT = cj._table("""
冷轧钢板|SPCC 1.0×1250×2500|张|180|320
不锈钢圆钢|304 Φ20|公斤|16|28
深沟球轴承|6205-2RS/6206ZZ|套|8|35
PP粒料|K8003|吨|7800|9800
瓦楞纸箱|五层 600×400×400|个|6|15
液压油|L-HM46 200L|桶|1600|2600
气缸|SC63×100/SC50×75|只|180|420
伺服电机|1.5kW 220V|台|1800|3600
PLC模块|S7-1200 CPU1214C|个|2200|3800
焊丝|ER50-6 Φ1.2 15kg|盘|95|160
浸胶手套|12副/打|打|28|60
铝型材|6063-T5 4040|米|28|55
接近开关|E2E-X5ME1|个|45|160
缠绕膜|500mm×0.025mm|卷|35|70
电力电缆|YJV 4×16|米|45|90
切削液|半合成 200L|桶|1800|3200
""")
ZH_TERMS = [
    (
        "质量要求",
        "乙方所供货物须为全新原厂正品，符合国家标准、行业标准及甲方技术要求，"
        "并随货提供合格证、质保书及检测报告。质保期为验收合格之日起十二个月。",
    ),
    (
        "交货时间、地点及方式",
        "乙方应于本订单约定的交货日期前将货物送至甲方指定地点，"
        "交货时须附送货单并注明本订单号，否则甲方有权拒收。",
    ),
    ("运输及费用", "运输方式由乙方负责，运费、装卸费及运输保险费均已包含在合同价款内。"),
    (
        "验收",
        "甲方在收货后七个工作日内按本订单及技术要求进行验收，验收不合格的，"
        "乙方应在接到通知后三日内无条件退换，由此产生的费用由乙方承担。",
    ),
    ("结算方式及期限", "货到验收合格，乙方开具13%增值税专用发票并送达甲方后{pay}。"),
    (
        "违约责任",
        "乙方逾期交货的，每逾期一日按未交货部分金额的千分之五向甲方支付违约金；"
        "逾期超过十五日的，甲方有权解除本订单。",
    ),
    (
        "争议解决",
        "本订单履行过程中发生争议，双方应友好协商解决；协商不成的，"
        "任何一方均可向甲方所在地人民法院提起诉讼。",
    ),
    (
        "其他",
        "本订单一式两份，甲乙双方各执一份，经双方签字盖章后生效。"
        "传真件、扫描件与原件具有同等法律效力。",
    ),
]
ZH_NUMS = "一二三四五六七八九十"


def _zh(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(40, 52)
    right = pdf.w - m
    wd = right - m
    buyer = cj.zh_firm(rng)
    sup = cj.zh_firm(rng, buyer.name)
    d = cj.a_date(rng)
    ds = cj.pick(rng, "cn|iso|cn0")
    po = cj.number(rng, d, "CG{Y}{m}{d}{n3}|PO{y}{m}{n4}|CGDD-{Y}-{n5}|{Y}{m}{n5}")
    kj = cj.number(rng, d, "KJXY-{Y}-{n3}|HT{Y}{n4}|CGKJ{y}{n3}")
    qg = cj.number(rng, d, "QG{Y}{m}{n4}|PR-{y}{n5}")
    page = [1]
    bottom = pdf.h - 48
    jia = cj.pick(rng, "甲方（需方）|采购方（甲方）|甲方")
    yi = cj.pick(rng, "乙方（供方）|供应商（乙方）|乙方")

    def foot() -> None:
        label = f"第 {page[0]} 页 共 {of} 页" if of else f"第 {page[0]} 页"
        pdf.text(pdf.w / 2, pdf.h - 22, label, 8, align="c", colour=GREY)

    def newpage() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(right, 30, f"订单号：{po}", 8, align="r", colour=GREY)
        pdf.line(m, 36, right, 36, lw=0.4, colour=GREY)
        return 56

    title = cj.pick(rng, "采购订单|采购合同|采购订单（合同）|物资采购合同")
    pdf.text(pdf.w / 2, 54, title, 19, align="c", bold=True, space=3)
    y = 88
    pdf.text(m, y, f"{jia}：{buyer.name}", 10.5)
    pdf.text(m, y + 20, f"{yi}：{sup.name}", 10.5)
    rx = m + wd * 0.64
    cj.kv(
        pdf,
        rx,
        y - 8,
        [
            f"订单号：{po}",
            f"框架协议号：{kj}" if rng.random() < 0.6 else f"请购单号：{qg}",
            f"签订日期：{cj.fdate(d, ds)}",
            f"签订地点：{cj.pick(rng, '甲方所在地|' + cj.zh_addr(rng).split('区')[0] + '区')}",
        ],
        8.6,
        1.6,
    )
    y += 50
    intro = (
        "经甲乙双方友好协商，根据《中华人民共和国民法典》及有关法律法规的规定，就甲方向乙方"
        "采购下列物资事宜达成如下条款，以资双方共同遵守。"
    )
    for ln in cj.wrap(intro, 9.5, wd):
        pdf.text(m, y, ln, 9.5)
        y += 15
    y += 4
    pdf.text(
        m,
        y,
        f"一、{cj.pick(rng, '订货明细|产品名称、规格型号、数量及价格')}（金额单位：人民币元）",
        10,
        bold=True,
    )
    y += 8
    n = rng.randint(1, 9) if rng.random() < 0.7 else rng.randint(12, 30)
    body, amounts, qsum = [], [], 0
    seen: dict[str, Decimal] = {}
    codes: dict[str, str] = {}
    cpat = cj.pick(rng, "{n2}.{n2}.{n4}|WL{n6}|{n8}")
    for i, (name, spec, unit, lo, hi) in enumerate(take(rng, ZH_MAT, n)):
        p = seen.setdefault(name, price(rng, int(lo), int(hi)))
        if unit in ("公斤", "米"):
            q = rng.choice([50, 100, 200, 300, 500, 1000])
        elif unit == "吨":
            q = rng.randint(1, 12)
        else:
            q = qty(rng, int(hi))
        amt = r2(p * q)
        amounts.append(amt)
        qsum += q
        body.append(
            [
                str(i + 1),
                codes.setdefault(name, cj.number(rng, d, cpat)),
                name,
                rng.choice(spec.split("/")),
                unit,
                str(q),
                cj.money(p),
                cj.money(amt),
                cj.fdate(cj.later(rng, d, 7, 40), "iso")[5:],
            ]
        )
    total = sum(amounts, Decimal(0))
    hd = [
        "序号",
        "物料编码",
        "物料名称",
        "规格型号",
        "单位",
        "数量",
        "含税单价",
        "含税金额",
        "交货日期",
    ]
    widths = cj.rel(wd, [5, 13, 13, 18, 6, 8, 11, 13, 9])

    # paged() starts the new pages itself: the footer goes in note()
    def note2(yy: float, _i: int) -> None:
        pdf.text(right, yy + 12, "（续下页）", 8, align="r", colour=GREY)
        foot()

    def on_page2() -> float:
        page[0] += 1
        pdf.text(right, 30, f"订单号：{po}", 8, align="r", colour=GREY)
        pdf.line(m, 36, right, 36, lw=0.4, colour=GREY)
        return 56

    y = cj.paged(
        pdf,
        m,
        y,
        widths,
        hd,
        body,
        bottom=bottom - 40,
        on_page=on_page2,
        note=note2,
        row_h=18,
        size=8.2,
        align="cllllrrrc",
    )
    if y + 40 > bottom:
        y = newpage()
    y = pdf.grid(
        m,
        y,
        widths,
        [["", "合计", "", "", "", str(qsum), "", cj.money(total), ""]],
        row_h=18,
        size=8.4,
        align="cllllrrrc",
        head=0,
    )
    y = kgrid(
        pdf,
        m,
        y,
        [sum(widths[:3]), wd - sum(widths[:3])],
        [["合计金额（大写）", f"人民币{cj.daxie(total)}　　（小写）¥{cj.money(total)}"]],
        h=20,
        size=8.8,
        labels=(0,),
        fill=cj.SHADE,
    )
    y += 16
    notes = ["注：以上单价均为含税价，含13%增值税及运至甲方指定地点的运费。"]
    if rng.random() < 0.5:
        net = r2(total / Decimal("1.13"))
        notes.append(f"其中不含税金额{cj.money(net)}元，税额{cj.money(total - net)}元。")
    for s2 in notes:
        pdf.text(m, y, s2, 8.6)
        y += 14
    y += 6
    pay = cj.pick(
        rng, "60日内付款|次月底前付清全部货款|30日内以银行转账方式支付|90日内以银行承兑汇票支付"
    )
    for k, (head, text) in enumerate(ZH_TERMS):
        if y > bottom - 30:
            y = newpage()
        pdf.text(m, y, f"{ZH_NUMS[k + 1]}、{head}", 9.8, bold=True)
        y += 15
        for ln in cj.wrap(text.format(pay=pay), 9, wd - 18):
            if y > bottom:
                y = newpage()
            pdf.text(m + 18, y, ln, 9)
            y += 14
        y += 3
    y += 6
    (b1, a1), (b2, a2) = cj.bank(rng), cj.bank(rng)
    srows = [
        [f"{jia}（盖章）", buyer.name, f"{yi}（盖章）", sup.name],
        ["地址", cj.zh_addr(rng), "地址", cj.zh_addr(rng)],
        ["法定代表人", "", "法定代表人", ""],
        ["委托代理人", cj.person(rng), "委托代理人", cj.person(rng)],
        ["电话", cj.zh_tel(rng), "电话", cj.zh_tel(rng)],
        ["开户银行", b1, "开户银行", b2],
        ["账号", a1, "账号", a2],
        ["税号", cj.credit_code(rng), "税号", cj.credit_code(rng)],
    ]
    if y + 20 * len(srows) + 10 > bottom:
        y = newpage()
    top = y
    sw = wd / 2
    kgrid(
        pdf,
        m,
        y,
        [sw * 0.32, sw * 0.68, sw * 0.32, sw * 0.68],
        srows,
        h=20,
        size=8.4,
        labels=(0, 2),
        fill=cj.SHADE,
    )
    if rng.random() < 0.7:
        pdf.stamp(m + sw * 0.75, top + 40, buyer.name, rng, caption="合同专用章", r=36)
    if rng.random() < 0.6:
        pdf.stamp(m + sw * 1.75, top + 44, sup.name, rng, caption="合同专用章", r=36)
    foot()
    return cfinish(pdf, "zh-Hans", "purchase_order", po, sup.name, total)


def blind17_zh_caigou_dingdan_jiayi(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _zh)


# --------------------------------------------------------------------------- 8 zh-Hant (TW)

TW_MAT = cj._table("""
滾珠軸承|6204ZZ/6305-2RS|個|35|180
六角螺絲|M6×20/M8×25|盒|120|380
氣壓缸|SC40×50/MAL20×100|支|650|2400
電磁閥|4V210-08|個|380|950
影印紙|A4 80磅/A3 70磅|箱|520|980
碳粉匣|TN-2480/CF217A|支|1200|2900
電源供應器|24V 5A/12V 10A|台|650|1800
鋁擠型|3030 L=1000/4040 L=2000|支|180|650
瓦楞紙箱|A浪 45×35×30|個|18|45
封箱膠帶|48mm 透明|箱|580|960
工作手套|棉紗 600g|打|120|260
光電感應器|E3Z-D61/PR12-4DN|個|450|1600
伺服馬達|400W/750W|台|8500|16800
不鏽鋼板|SUS304 1.5t|片|1800|4200
電線|VCTF 2C×1.25|捲|1600|3200
安全鞋|鋼頭 26號|雙|890|1650
""")


def _tw(rng: random.Random, of: int) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(28, 40)
    right = pdf.w - m
    wd = right - m
    buyer = cj.tw_firm(rng)
    sup = cj.tw_firm(rng, buyer.name)
    d = cj.a_date(rng)
    pre = cj.pick(rng, "3301|3302|3305|330A")
    po = cj.number(rng, d, f"{pre}-{{Y}}{{m}}{{d}}{{n3}}|{pre}-{{roc}}{{m}}{{d}}{{n3}}")
    qg = cj.number(rng, d, "3101-{Y}{m}{d}{n3}|3102-{Y}{m}{n4}")
    proj = cj.number(rng, d, "P{y}-{n3}|PJ{n5}|")
    ds = cj.pick(rng, "slash|rocs")
    short = sup.name[: rng.choice([2, 4])]
    inclusive = rng.random() < 0.3
    page = [1]
    bottom = pdf.h - 40
    printed = cj.fdate(cj.later(rng, d, 0, 2), "slash")

    def top_of_page() -> float:
        pdf.text(pdf.w / 2, 40, buyer.name, 15, align="c", bold=True)
        pdf.text(pdf.w / 2, 62, "採　購　單", 14, align="c", bold=True, space=2)
        pdf.text(right, 44, f"頁次：{page[0]}/{of}" if of else f"頁次：{page[0]}", 8.5, align="r")
        pdf.text(right, 58, f"列印日期：{printed}", 8.5, align="r")
        return 74

    def foot() -> None:
        pdf.text(
            m,
            pdf.h - 18,
            "本採購單經廠商簽章回傳後生效，交貨時請於送貨單上註明採購單號。",
            7.5,
            colour=GREY,
        )

    y = top_of_page()
    pay = cj.pick(rng, "月結60天|月結30天|月結90天票期|貨到付現")
    buyer_person, sup_person = cj.person(rng, "zh-Hant"), cj.person(rng, "zh-Hant")
    ban = f"{rng.randint(10000000, 99999999)}"
    addr = cj.tw_addr(rng)
    rows = [
        [("採購單號", po), ("採購日期", cj.fdate(d, ds)), ("幣別", "NTD 新台幣")],
        [
            ("廠商代號", cj.number(rng, d, "V{n4}|{n5}|A{n3}")),
            ("廠商簡稱", short),
            ("匯率", "1.0000"),
        ],
        [("廠商全名", sup.name), None, ("統一編號", ban)],
        [("聯絡人", sup_person), ("電話", cj.tw_tel(rng)), ("傳真", cj.tw_tel(rng))],
        [
            ("課稅別", "應稅內含" if inclusive else "應稅外加"),
            ("付款條件", pay),
            ("採購人員", buyer_person),
        ],
        [
            ("送貨地址", f"{buyer.name[:2]}{cj.pick(rng, '總公司|二廠|倉庫')} {addr}"),
            None,
            ("交貨方式", cj.pick(rng, "送達本公司|廠商自送|貨運")),
        ],
        [("請購單號", qg), ("專案代號", proj or "-"), ("營業稅率", "5%")],
    ]
    cx = [m + 6, m + wd * 0.37, m + wd * 0.69]
    rh = 15
    pdf.rect(m, y, wd, rh * len(rows) + 8, lw=0.8)
    yy = y + 15
    for row in rows:
        for k, item in enumerate(row):
            if item is None:
                continue
            lab, val = item
            pdf.text(cx[k], yy, f"{lab}：", 8.8)
            span = (cx[2] if row[1] is None and k == 0 else (cx[k + 1] if k < 2 else right)) - 8
            pdf.text(cx[k] + 50, yy, val, 8.8, maxw=span - cx[k] - 50)
        yy += rh
    y += rh * len(rows) + 16
    n = rng.randint(1, 10) if rng.random() < 0.7 else rng.randint(14, 36)
    body, amounts, qsum = [], [], 0
    seen: dict[str, Decimal] = {}
    codes: dict[str, str] = {}
    cpat = cj.pick(rng, "A{n2}-{n4}|1-{n3}-{n4}|M{n7}")
    for i, (name, spec, unit, lo, hi) in enumerate(take(rng, TW_MAT, n)):
        p = seen.setdefault(name, price(rng, int(lo), int(hi), whole=int(hi) >= 400))
        q = qty(rng, int(hi))
        amt = r0(p * q)
        amounts.append(amt)
        qsum += q
        body.append(
            [
                str(i + 1).zfill(4),
                codes.setdefault(name, cj.number(rng, d, cpat)),
                f"{name}\n{rng.choice(spec.split('/'))}",
                f"{q:,}",
                unit,
                cj.money(p, 0 if p == p.to_integral() else 2),
                cj.whole(amt),
                cj.fdate(cj.later(rng, d, 5, 30), "slash"),
                "",
            ]
        )
    hd = ["序號", "品號", "品名／規格", "採購數量", "單位", "單價", "金額", "預交日", "備註"]
    widths = cj.rel(wd, [6, 12, 24, 9, 6, 9, 11, 11, 8])

    def note(yy_: float, _i: int) -> None:
        pdf.text(right, yy_ + 12, "（接下頁）", 8, align="r")
        foot()

    def on_page() -> float:
        page[0] += 1
        yy_ = top_of_page()
        pdf.text(m, yy_ + 4, f"採購單號：{po}　　廠商：{sup.name}", 8.8)
        return yy_ + 12

    y = cj.paged(
        pdf,
        m,
        y,
        widths,
        hd,
        body,
        bottom=bottom - 10,
        on_page=on_page,
        note=note,
        row_h=25,
        size=8.2,
        align="cclrcrrcl",
    )
    amount = sum(amounts, Decimal(0))
    if inclusive:
        total = amount
        net = r0(total / Decimal("1.05"))
        tax = total - net
    else:
        net = amount
        tax = r0(net * Decimal("0.05"))
        total = net + tax
    if y + 190 > bottom:
        note(y, 0)
        pdf.new_page()
        y = on_page()
    y += 8
    labs = [
        ("數量合計", f"{qsum:,}"),
        ("採購金額（未稅）" if inclusive else "採購金額", cj.whole(net)),
        ("營業稅額", cj.whole(tax)),
        ("金額合計", f"NT${cj.whole(total)}" if rng.random() < 0.5 else cj.whole(total)),
    ]
    kgrid(
        pdf,
        m,
        y,
        cj.rel(wd, [11, 12, 15, 14, 11, 12, 11, 14]),
        [[x for pair in labs for x in pair]],
        h=22,
        size=9,
        labels=(0, 2, 4, 6),
        fill=cj.SHADE,
        align="lrlrlrlr",
    )
    y += 38
    notes = [
        "備註：",
        "1. 交貨時請附送貨單及出貨檢驗報告，並註明本採購單號及品號。",
        f"2. 發票請開立三聯式統一發票，抬頭：{buyer.name}。",
        "3. 未依約定日期交貨者，本公司得依合約扣款或取消訂單。",
    ]
    for s2 in notes:
        pdf.text(m, y, s2, 8.6)
        y += 14
    y += 10
    caps = ["核准", "主管", "採購", "廠商簽回"]
    bw = wd / len(caps)
    for k, cap in enumerate(caps):
        pdf.rect(m + k * bw, y, bw, 16, fill=cj.SHADE)
        pdf.text(m + k * bw + bw / 2, y + 11.5, cap, 8.6, align="c")
        pdf.rect(m + k * bw, y + 16, bw, 46)
    pdf.text(m + 2.5 * bw, y + 44, buyer_person, 9, align="c")
    if rng.random() < 0.5:
        pdf.stamp(m + 3.5 * bw, y + 40, sup.name, rng, shape="oval", caption="發票專用章", r=30)
    foot()
    return cfinish(pdf, "zh-Hant", "purchase_order", po, sup.name, total)


def blind17_tw_erp_caigoudan_quanming(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _tw)


# --------------------------------------------------------------------------- 9 ja

JA_WORKS = cj._table("""
金型製作費（製品名：{p}）|一式|式|800000|2600000
試作品製作|{p} 試作 10個|式|120000|480000
設計費|{p} 詳細設計|式|150000|600000
据付工事費|現地据付・配管工事|式|200000|900000
ソフトウェア改修費|生産管理システム 帳票追加|人月|650000|900000
現地調整費|立上げ・試運転立会い|人日|45000|75000
治具製作|検査治具 {p}用|台|80000|350000
看板製作・取付工事|W1800×H900 アルミ複合板|式|90000|280000
制御盤製作|PLC・タッチパネル組込|面|450000|1500000
出張旅費・交通費|技術者2名|式|30000|120000
""")
JA_PRODUCTS = "カバーA|ハウジングB-2|ブラケット|ケースLC-3|ギアボックス|フレームF-10"
JA_SUBJ = (
    "{p} 量産金型製作の件|第2工場 搬送ライン改造工事|生産管理システム改修業務|"
    "{p} 検査治具製作の件|本社屋上 看板更新工事|試作品製作及び評価業務"
)


def blind17_ja_chumon_ukesho_inshi(rng: random.Random) -> tuple[bytes, dict]:
    pdf = cj.Pdf(A4)
    m = rng.uniform(36, 48)
    right = pdf.w - m
    wd = right - m
    buyer = cj.ja_firm(rng).name
    seller = cj.ja_firm(rng, avoid=buyer).name
    d = cj.a_date(rng)
    ds = cj.pick(rng, "cn|reiwa|slash")
    prod = cj.pick(rng, JA_PRODUCTS)
    po = cj.number(rng, d, "{y}{m}-{n4}|PO-{n6}|H{Y}{m}{n3}|{n2}-{n5}|{n8}")
    own = cj.number(rng, d, "J{y}{m}{n4}|受{n6}|{Y}-{n4}")
    quote = cj.number(rng, d, "Q-{y}{m}{n3}|見積{n5}|{n6}")
    order_day = d - timedelta(days=rng.randint(1, 10))
    # revenue stamp box
    pdf.rect(m, 30, 62, 62, dash=(3, 2), lw=0.6)
    pdf.text(m + 31, 56, "収入", 8, align="c", colour=GREY)
    pdf.text(m + 31, 68, "印紙", 8, align="c", colour=GREY)
    pdf.text(m + 70, 90, "消印", 7, colour=GREY)
    title = cj.pick(rng, "注　文　請　書|注文請書|御　請　書")
    pdf.text(pdf.w / 2, 60, title, 20, align="c", bold=True)
    own_lab = cj.pick(rng, "No.|請書番号：|受注番号：")
    pdf.text(right, 40, f"{own_lab}{own}" if own_lab != "No." else f"No. {own}", 9, align="r")
    pdf.text(right, 54, f"{cj.fdate(d, ds)}", 9, align="r")
    y = 116
    pdf.text(m, y, f"{buyer}　御中", 13.5)
    pdf.line(m, y + 5, m + wd * 0.5, y + 5, lw=0.8)
    greet = [
        "平素は格別のお引立てを賜り、厚く御礼申し上げます。",
        "下記の通りご注文をお請けいたします。",
    ]
    cj.kv(pdf, m, y + 24, greet, 8.8, 1.6)
    # seller block
    sx = m + wd * 0.56
    pdf.text(sx, y - 6, seller, 11.5, bold=True)
    rows = [
        cj.ja_addr(rng),
        f"TEL {cj.ja_tel(rng)}　FAX {cj.ja_tel(rng)}",
        f"登録番号：T{rng.randint(10**12, 10**13 - 1)}",
        f"担当：{cj.pick(rng, '営業部|技術営業課|工事部')} {cj.person(rng, 'ja')}",
    ]
    cj.kv(pdf, sx, y + 9, rows, 8.2, 1.55, maxw=right - sx)
    if rng.random() < 0.8:
        pdf.stamp(right - 28, y + 4, seller, rng, shape="square", r=24)
    y += 76
    subj = cj.pick(rng, JA_SUBJ).replace("{p}", prod)
    po_lab = cj.pick(rng, "貴社注文番号|貴社注文書No.|ご注文番号|注文番号")
    place = cj.pick(rng, "貴社 本社工場|貴社 第2工場|貴社指定場所|弊社工場渡し")
    due = cj.later(rng, d, 20, 90)
    info = [
        [po_lab, po, "ご注文日", cj.fdate(order_day, ds)],
        ["件名", subj],
        ["納期", cj.fdate(due, ds), "納入場所", place],
        [
            "支払条件",
            cj.pick(rng, "月末締め翌月末払い|検収後60日 振込|着手金30%、残金検収後"),
            "御見積番号",
            quote,
        ],
    ]
    y = (
        kgrid(
            pdf,
            m,
            y,
            cj.rel(wd, [15, 35, 15, 35]),
            info,
            h=19,
            size=8.8,
            labels=(0, 2),
            fill=cj.SHADE,
        )
        + 12
    )
    # lines
    body, sub = [], Decimal(0)
    for i, (name, spec, unit, lo, hi) in enumerate(take(rng, JA_WORKS, rng.randint(1, 7))):
        p = Decimal(rng.randint(int(lo) // 1000, int(hi) // 1000) * 1000)
        q = (
            1
            if unit in ("式", "面")
            else rng.choice([1, 2, 3, 5])
            if unit != "人日"
            else rng.randint(2, 10)
        )
        amt = p * q
        sub += amt
        body.append(
            [
                str(i + 1),
                name.replace("{p}", prod),
                spec.replace("{p}", prod),
                str(q),
                unit,
                cj.whole(p),
                cj.whole(amt),
            ]
        )
    tax = (sub * Decimal("0.1")).quantize(ONE, rounding=ROUND_DOWN)
    total = sub + tax
    ys = rng.randrange(3)
    # amount box
    bw = wd * 0.62
    pdf.rect(m, y, bw, 32, lw=1.2)
    pdf.rect(m, y, 120, 32, fill=cj.SHADE, lw=1.2)
    pdf.text(
        m + 60, y + 14, cj.pick(rng, "ご注文金額|御請金額|請負金額"), 10.5, align="c", bold=True
    )
    pdf.text(m + 60, y + 26, "（消費税込）", 7.5, align="c")
    pdf.text(m + bw - 10, y + 22, cj.yen(total, ys), 16, align="r", bold=True)
    pdf.text(m + bw + 10, y + 14, "うち消費税額（10%）", 8)
    pdf.text(m + bw + 10, y + 27, cj.yen(tax, 0), 9)
    y += 46
    hd = ["No.", "品名", "仕様・内容", "数量", "単位", "単価", "金額"]
    widths = cj.rel(wd, [5, 26, 29, 7, 6, 12, 15])
    body += [["", "", "", "", "", "", ""]] * max(0, 5 - len(body))
    y = pdf.grid(m, y, widths, [hd, *body], row_h=19, size=8.4, align="cllrcrr")
    srows = [
        ("小計", cj.whole(sub)),
        ("10%対象", cj.whole(sub)),
        ("消費税（10%）", cj.whole(tax)),
        ("合計金額", cj.yen(total, ys)),
    ]
    if rng.random() < 0.5:
        srows.pop(1)
    x0 = m + sum(widths[:5])
    for k, (lab, val) in enumerate(srows):
        last = k == len(srows) - 1
        pdf.rect(x0, y, widths[5], 19, fill=cj.SHADE)
        pdf.rect(x0 + widths[5], y, widths[6], 19)
        pdf.text(x0 + widths[5] / 2, y + 13, lab, 8.2, align="c", bold=last)
        pdf.text(right - 4, y + 13, val, 8.6, align="r", bold=last)
        y += 19
    y += 16
    pdf.rect(m, y, wd, 70)
    pdf.text(m + 6, y + 14, "備考", 9, bold=True)
    notes = [
        "本請書に記載のない事項は、貴社注文書及び取引基本契約書の定めによるものとします。",
        cj.pick(
            rng,
            "納期は図面承認後の日程となります。|仕様変更が生じた場合は別途御見積いたします。|"
            "請求書には貴社注文番号を記載のうえ、月末締めにて発行いたします。",
        ),
    ]
    cj.kv(pdf, m + 14, y + 32, notes, 8.4, 1.7, maxw=wd - 24)
    pdf.text(right, y + 90, "以上", 9.5, align="r")
    return cfinish(pdf, "ja", "order_confirmation", po, seller, total)


# --------------------------------------------------------------------------- 10 sv invoice

SV_CITIES = (
    "Västerås=72# ##|Örebro=70# ##|Linköping=58# ##|Sundsvall=85# ##|Gävle=80# ##|"
    "Jönköping=55# ##|Växjö=35# ##|Luleå=97# ##|Karlstad=65# ##|Umeå=90# ##"
)
SV_STREETS = "Industrigatan ##|Verkstadsvägen #|Storgatan ##|Box ###|Hamngatan ##|Lagervägen #"
SV_STEMS = "Norrlands|Mälardalens|Västkust|Skånska|Dala|Roslagens|Vätterns|Bergslagens|Upplands"
SV_LAST = "Lindberg|Johansson|Eriksson|Nyström|Holm|Berg|Sandberg|Lundqvist|Åberg|Ek"
SV_FIRST = "Anna|Erik|Karin|Lars|Maria|Johan|Sara|Per|Emma|Magnus|Linnea|Anders"
SV_SELL = {
    "tools": "{X} Maskin AB|AB {X} Verktyg|{L} & {L2} Industri AB",
    "el": "{L}s Elektriska AB|{X} El & Automation AB|{X} Elgrossist AB",
    "office": "{X} Kontorsservice AB|{L}s Kontor & Fika AB",
    "green": "{L} Trädgård & Anläggning AB|{X} Grönyteskötsel AB",
}
SV_BUY = "{C} kommun|{X} Bygg AB|Fastighets AB {X}|{C} Energi AB|Bostadsbolaget i {C} AB|Region {R}"
SV_REGION = "Västmanland|Örebro län|Östergötland|Västernorrland|Gävleborg|Jönköpings län"
SV_ITEMS = {
    "tools": [
        ("Borrmaskin 18V inkl. 2 batterier", "st", 1900, 3900, 25),
        ("Vinkelslip 125 mm, 1200 W", "st", 900, 1900, 25),
        ("Kapskiva 125x1,0 mm, 25-pack", "fp", 180, 390, 25),
        ("Skyddshandske nitril, stl 9", "par", 25, 65, 25),
        ("Service och kalibrering momentnyckel", "st", 450, 950, 25),
        ("Skruvsats rostfri A4, 500 st", "fp", 290, 690, 25),
        ("Fallskyddssele med lina", "st", 1400, 3200, 25),
    ],
    "el": [
        ("Installationskabel EKK 3G1,5, 100 m", "rl", 690, 1290, 25),
        ("LED-armatur 60x60, 36 W", "st", 420, 890, 25),
        ("Jordfelsbrytare 40A 30mA", "st", 380, 790, 25),
        ("Arbetstid elektriker", "tim", 590, 790, 25),
        ("Kabelstege 300 mm, 3 m", "st", 520, 980, 25),
        ("Resekostnad", "st", 350, 650, 25),
    ],
    "office": [
        ("Kopieringspapper A4 80 g, 2 500 ark", "kart", 260, 420, 25),
        ("Kaffe mellanrost 500 g", "st", 55, 95, 12),
        ("Frukt till personalrum, låda", "st", 280, 490, 12),
        ("Pärm A4 bred, 10-pack", "fp", 190, 340, 25),
        ("Facklitteratur: Handbok i offentlig upphandling", "st", 390, 690, 6),
        ("Toner HP 59X svart", "st", 1900, 2900, 25),
    ],
    "green": [
        ("Gräsklippning enligt avtal, tillfälle", "st", 1900, 5200, 25),
        ("Häckklippning", "tim", 520, 720, 25),
        ("Planteringsjord 50 l", "säck", 65, 120, 25),
        ("Lövupptagning med maskin", "tim", 890, 1300, 25),
        ("Sandning och snöröjning, utryckning", "st", 1500, 3400, 25),
    ],
}


def _sv_adr(rng: random.Random) -> tuple[str, list[str]]:
    city, pc = la.pick(rng, SV_CITIES).split("=")
    return city, [la.digits(rng, la.pick(rng, SV_STREETS)), f"{la.digits(rng, pc)} {city.upper()}"]


def _sv(rng: random.Random, of: int) -> tuple[bytes, dict]:
    d = la.Doc(A4, la.pick(rng, "helv|helv|dejavu|times"))
    acc = rng.choice(ACCENTS)
    m = rng.uniform(40, 50)
    r = d.w - m
    wd = r - m
    trade = rng.choice(list(SV_SELL))
    l1, l2 = rng.sample(SV_LAST.split("|"), 2)
    sstem = la.pick(rng, SV_STEMS)
    sup = la.pick(rng, SV_SELL[trade]).format(X=sstem, L=l1, L2=l2)
    scity, sadr = _sv_adr(rng)
    bcity, badr = _sv_adr(rng)
    buyer = la.pick(rng, SV_BUY).format(
        C=bcity, X=la.pick(rng, SV_STEMS.replace(sstem, "Sjöstads")), R=la.pick(rng, SV_REGION)
    )
    dt = la.day(rng)
    inv = la.digits(rng, la.pick(rng, "#####|2025####|1####"))
    cust = la.digits(rng, la.pick(rng, "####|K####|###"))
    ocr = inv + la.digits(rng, "##")
    po = la.digits(rng, la.pick(rng, "45########|IO-######|#######|PO#####|####-####"))
    ours = la.digits(rng, la.pick(rng, "O-#####|####|SO######"))
    due = dt + timedelta(days=30)
    bg = la.digits(rng, "###-####")
    orgnr = la.digits(rng, "556###-####")
    page = [1]
    key = "".join(
        ch for ch in sup.removesuffix(" AB").removeprefix("AB ").lower() if ch.isalnum()
    ).translate(str.maketrans("åäö", "aao"))

    def foot() -> None:
        fy = d.h - 52
        d.line(m, fy, r, fy, 0.5)
        cols_ = [
            ("Adress", [sup, *sadr]),
            ("Kontakt", [f"Tel {tel}", f"info@{key}.se", f"www.{key}.se"]),
            ("Betalning", [f"Bankgiro {bg}", f"IBAN SE{iban}", "BIC " + bic]),
            (
                "Organisation",
                [
                    f"Org.nr {orgnr}",
                    f"Momsreg.nr SE{orgnr.replace('-', '')}01",
                    "Godkänd för F-skatt",
                ],
            ),
        ]
        x = m
        for (lab, rows_), f in zip(cols_, (0.24, 0.22, 0.3, 0.24)):
            cw = wd * f
            d.t(x, fy + 10, lab, 6.4, b=True, grey=0.3)
            for j, s2 in enumerate(rows_):
                d.t(x, fy + 19 + 8 * j, s2, 6.4, grey=0.3, maxw=cw - 4)
            x += cw

    tel = (
        f"0{rng.randint(11, 99)}-{rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    )
    iban = la.digits(rng, "## #### #### #### #### ####")
    bic = la.pick(rng, "HANDSESS|SWEDSESS|ESSESESS|NDEASESS")

    def head() -> None:
        ssz = snug(d, [sup], wd * 0.5, 15)
        rgb_text(d, m, 46, sup, ssz, acc)
        d.t(r, 46, "FAKTURA", 17, b=True, al="r")
        d.t(r, 60, f"Sida {page[0]} ({of})" if of else f"Sida {page[0]}", 8, al="r")

    head()
    # right header grid
    gx = m + wd * 0.55
    grows = [
        ("Fakturadatum", la.dfmt(dt, "iso")),
        ("Fakturanummer", inv),
        ("Kundnummer", cust),
        ("OCR-nummer", ocr),
        ("Förfallodatum", la.dfmt(due, "iso")),
    ]
    y = 74
    for lab, val in grows:
        d.t(gx, y + 9, lab, 8)
        d.t(r, y + 9, val, 8.6, b=lab in ("Fakturanummer", "Förfallodatum"), al="r")
        d.line(gx, y + 12, r, y + 12, 0.3)
        y += 13
    # buyer window on the right
    wy = y + 22
    d.t(gx, wy, la.pick(rng, "Fakturaadress|Faktureras till|"), 7, grey=0.35)
    brows = [
        buyer,
        la.pick(rng, "Leverantörsfakturor|Ekonomiavdelningen|Att: Fakturahantering"),
        *badr,
    ]
    for j, s2 in enumerate(brows):
        d.t(gx, wy + 13 + 12 * j, s2, 9.2, b=j == 0, maxw=r - gx)
    # references on the left
    ry = 92
    refs = [
        (la.pick(rng, "Er referens|Er ref."), f"{la.pick(rng, SV_FIRST)} {la.pick(rng, SV_LAST)}"),
        (la.pick(rng, "Ert ordernr|Er beställning|Ert ordernummer|Er inköpsorder"), po),
        (la.pick(rng, "Vår referens|Vår ref."), f"{la.pick(rng, SV_FIRST)} {l2}"),
        (la.pick(rng, "Vårt ordernr|Ordernummer|Vår order"), ours),
        ("Leveransdatum", la.dfmt(dt - timedelta(days=rng.randint(0, 6)), "iso")),
        ("Leveranssätt", la.pick(rng, "Eget bud|Schenker|PostNord|Utfört arbete")),
        ("Betalningsvillkor", "30 dagar netto"),
        ("Dröjsmålsränta", la.pick(rng, "Enligt räntelagen|8 % + referensränta")),
    ]
    for lab, val in refs:
        d.t(m, ry + 9, lab, 7.8, grey=0.25)
        d.t(m + 92, ry + 9, val, 8.4, maxw=wd * 0.55 - 100)
        ry += 12.5
    if rng.random() < 0.5:
        ry += 6
        d.t(m, ry + 9, "Leveransadress", 7.8, grey=0.25)
        site = la.pick(rng, "Förråd|Reningsverket|Skola: Centralskolan|Fastighetskontoret")
        d.t(
            m + 92,
            ry + 9,
            f"{site}, {la.digits(rng, la.pick(rng, SV_STREETS))}, {bcity}",
            8.4,
            maxw=wd * 0.55 - 100,
        )
        ry += 12.5
    y = max(ry, wy + 13 + 12 * len(brows)) + 18
    n = rng.randint(1, 8) if rng.random() < 0.7 else rng.randint(12, 32)
    seen: dict[str, Decimal] = {}
    rows = []
    apat = la.pick(rng, "#####|@@-####|##-###")
    arts: dict[str, str] = {}
    pool = SV_ITEMS[trade]
    if rng.random() < 0.7:
        n = min(n, len(pool))
    wk = dt - timedelta(days=7 * (n // len(pool) + 1))
    for base, unit, lo, hi, rate in take(rng, pool, n):
        p = seen.setdefault(base, price(rng, lo, hi, whole=rng.random() < 0.4))
        desc = base
        if n > len(pool):
            wk += timedelta(days=rng.choice([0, 0, 7]))
            desc = f"{desc}, v. {wk.isocalendar()[1]}"
        q = (
            rng.choice([1, 1, 2, 3, 4, 5, 6, 8, 10])
            if unit != "tim"
            else rng.choice(
                [
                    Decimal("2"),
                    Decimal("3.5"),
                    Decimal("4"),
                    Decimal("6.5"),
                    Decimal("8"),
                    Decimal("12"),
                ]
            )
        )
        rab = rng.choice([0, 0, 0, 10, 15]) if rng.random() < 0.4 else 0
        amt = r2(p * Decimal(q) * (100 - rab) / 100)
        rows.append(
            {
                "art": arts.setdefault(base, la.digits(rng, apat)),
                "desc": desc,
                "qty": str(q).replace(".", ","),
                "unit": unit,
                "price": sp(p),
                "rab": f"{rab} %" if rab else "",
                "amount": sp(amt),
                "amt": amt,
                "rate": rate,
            }
        )
    spec = [
        ("art", "Artikelnr", 10, "l"),
        ("desc", "Benämning", 44, "l"),
        ("qty", "Antal", 7, "r"),
        ("unit", "Enh", 6, "c"),
        ("price", "À-pris", 11, "r"),
        ("rab", "Rabatt", 7, "r"),
        ("amount", "Belopp", 13, "r"),
    ]
    cols = la.cols(spec, wd)
    bottom = d.h - 66

    def cont(i: int) -> float:
        d.t(r, bottom + 6, "Forts. på nästa sida", 7.4, grey=0.35, al="r")
        foot()
        d.new_page()
        page[0] += 1
        head()
        d.t(m, 64, f"Fakturanummer {inv}  -  Kundnummer {cust}", 8, grey=0.3)
        return 84

    y = d.table(
        m,
        y,
        cols,
        rows,
        size=8,
        lead=14,
        shade=0.9,
        rules=False,
        zebra=0.96,
        bottom=bottom,
        cont=cont,
    )
    d.line(m, y, r, y, 0.6)
    net = sum((row["amt"] for row in rows), Decimal(0))
    by: dict[int, Decimal] = {}
    for row in rows:
        by[row["rate"]] = by.get(row["rate"], Decimal(0)) + row["amt"]
    vat = {k: r2(v * k / 100) for k, v in by.items()}
    gross = net + sum(vat.values(), Decimal(0))
    rounding = rng.random() < 0.75
    total = r0(gross) if rounding else gross
    if y + 175 > bottom:
        y = cont(len(rows))
    y += 14
    labels = ["Netto"]
    values = [sp(net)]
    for k in sorted(by, reverse=True):
        labels.append(f"Moms {k} %")
        values.append(sp(vat[k]))
    if rounding:
        labels.append("Öresavrundning")
        values.append(sp(total - gross))
    labels.append(la.pick(rng, "ATT BETALA SEK|Att betala|Summa att betala"))
    tot_s = f"{sp(total)} SEK" if "SEK" not in labels[-1] and rng.random() < 0.6 else sp(total)
    values.append(tot_s)
    fr = [1.0] * (len(labels) - 1) + [1.5]
    ws = [wd * f / sum(fr) for f in fr]
    x = m
    for k, (lab, val) in enumerate(zip(labels, values)):
        last = k == len(labels) - 1
        if last:
            rgb_box(d, x, y, ws[k], 32, light(acc, 0.8))
        d.box(x, y, ws[k], 32, lw=0.5)
        d.t(x + 4, y + 10, lab, 7, b=last, grey=0 if last else 0.3)
        d.t(x + ws[k] - 4, y + 26, val, 10 if last else 8.6, b=last, al="r")
        x += ws[k]
    y += 48
    if len(by) > 1:
        d.t(m, y, "Momsspecifikation:", 7.4, b=True)
        y += 2
        for k in sorted(by, reverse=True):
            d.t(m, y + 10, f"Moms {k} % på {sp(by[k])} = {sp(vat[k])}", 7.4)
            y += 10
        y += 8
    d.box(m, y, wd, 34, lw=0.5)
    pay = [
        ("Bankgiro", bg),
        ("OCR", ocr),
        ("Förfallodatum", la.dfmt(due, "iso")),
    ]
    cw = wd / 3
    for k, (lab, val) in enumerate(pay):
        d.t(m + 6 + k * cw, y + 12, lab, 7, grey=0.3)
        d.t(m + 6 + k * cw, y + 26, val, 9.2, b=True)
    y += 46
    wrapped(
        d,
        m,
        y,
        "Vid betalning, ange OCR-nummer. Vid försenad betalning debiteras dröjsmålsränta och "
        "påminnelseavgift 60 kr. Reklamation ska ske inom 8 dagar från leverans.",
        7.2,
        wd,
        grey=0.25,
    )
    foot()
    return finish(d, "sv", "invoice", po, sup, total)


def blind17_sv_faktura_ert_ordernr(rng: random.Random) -> tuple[bytes, dict]:
    return twice(rng, _sv)


FAMILIES: dict[str, Draw] = {
    "blind17_en_in_tally_voucher_po": blind17_en_in_tally_voucher_po,
    "blind17_en_au_council_school_order": blind17_en_au_council_school_order,
    "blind17_nl_be_aannemer_inkooporder": blind17_nl_be_aannemer_inkooporder,
    "blind17_de_at_maschinenbau_bestellung": blind17_de_at_maschinenbau_bestellung,
    "blind17_pt_nota_encomenda_hotelaria": blind17_pt_nota_encomenda_hotelaria,
    "blind17_es_mx_maquila_orden_compra": blind17_es_mx_maquila_orden_compra,
    "blind17_zh_caigou_dingdan_jiayi": blind17_zh_caigou_dingdan_jiayi,
    "blind17_tw_erp_caigoudan_quanming": blind17_tw_erp_caigoudan_quanming,
    "blind17_ja_chumon_ukesho_inshi": blind17_ja_chumon_ukesho_inshi,
    "blind17_sv_faktura_ert_ordernr": blind17_sv_faktura_ert_ordernr,
}

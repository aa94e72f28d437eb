# ruff: noqa: E501
"""Ten purchase-paperwork families for the blind split written after blind11 (`blind12_*`).

Eight are issued by the buyer to the vendor the order is addressed to; two are sellers'
papers quoting the buyer's order. Languages: en (five), zh-Hans (two), zh-Hant/en (Hong
Kong), ko, pl.

- blind12_en_us_mep_subcontract_po (en, purchase_order): a US mechanical, electrical or
  plumbing contractor's subcontract / material PO on Letter paper; the contractor's licence
  line, a boxed PO NUMBER at the top right (at times beside a change-order number), a job
  strip (Job No., Job Name, Phase, Cost Code, Submittal, Vendor Quote), ISSUED TO and
  DELIVER TO JOBSITE blocks with the site foreman, line cost codes, subtotal, freight, sales
  or use tax, PO TOTAL, then "Less Retainage 5 % / 10 %" and the net; page sums over pages;
  project-manager and vendor-acceptance signatures.
- blind12_en_ca_municipal_po (en with French labels, purchase_order): a Canadian city's,
  regional district's or public utility's "PURCHASE ORDER / BON DE COMMANDE"; a stacked
  P.O. No. / No de B.C., Date, Vendor No. / No de fournisseur, Page column, Vendor /
  Fournisseur, Ship To / Livrer à and Invoice To / Facturer à blocks, requisition, tender
  and buyer lines, GL account per line, GST/HST, PST or QST by province, Total CAD, a
  tax-rebate note and a "Purchasing Agent / Agent d'approvisionnement" signature.
- blind12_en_uk_ie_university_po (en, purchase_order): a UK or Irish university's official
  order; the supplier unlabelled in the left window or under "Supplier", a right-hand panel
  of Order Number, Order Date, Supplier No., Requisition No., Cost Centre, Grant / Project
  code and Buyer, a "Please quote this order number on all invoices" banner, Deliver To a
  school or laboratory room, Invoices To the accounts-payable office (an e-mail address),
  VAT codes per line (20 % / 0 % or 23 % / 13.5 %), Net / VAT / Order Total GBP or EUR,
  conditions of purchase in the footer.
- blind12_en_sea_distributor_po (en, purchase_order): a Philippine or Malaysian
  distributor's PO in A4 or Letter landscape; buyer's TIN / SST no., a small grid of PO No.,
  Date, Terms, PR No., Supplier Code and Delivery Date, Supplier and Deliver To side by
  side, a wide table with brand, line discounts, VATable / VAT 12 % or SST 10 %, Total
  Amount PHP / RM, the amount in words and Prepared / Checked / Approved / Conforme
  signatures.
- blind12_en_exporter_proforma (en, invoice or order_confirmation): an exporter's proforma
  invoice or order acknowledgement (India, Vietnam, Pakistan, Turkey, Thailand) quoting the
  Buyer's Order No.; its own PI / acknowledgement number, IEC / tax ids, consignee and
  notify party (the buyer), ports, Incoterms, HS codes, FOB value, freight and insurance,
  TOTAL CIF / CFR / FOB value in USD or EUR, the words, 30 % advance and balance, the bank
  and "For <exporter> Authorised Signatory".
- blind12_zh_erp_caigou_shuanglan (zh-Hans, purchase_order): a factory's ERP 采购订单 print;
  a two-column ruled header grid (采购单位 / 供应商, 订单编号 / 订单日期, 供应商编码 / 请购单号,
  合同号 / 币别, 联系人 / 电话), long 物料编码, 含税单价 and 税率 columns, 本页小计 on each page of
  a long order, 价税合计 with 大写, 不含税金额 and 税额, a red 已审核 mark and sign-off cells.
- blind12_zh_gongcheng_wuzi_dinghuo (zh-Hans, purchase_order): a construction project's
  工程物资订货单 drawn as a boxed hand form; red No., 需方（甲方）and 供方（乙方）rows either way
  round, 工程名称, 施工单位, 合同编号 and 计划单号 distractors, 材质 column, 合计人民币（大写）
  with ￥ figure, numbered clauses, signature columns for both parties and red seals.
- blind12_hk_trading_po (zh-Hant/en, purchase_order): a Hong Kong trading company's PO to a
  factory or supplier with mixed labels (To 致 Messrs., P.O. No. 訂單編號, Your Quotation 貴司
  報價單, Our Ref 本司編號, Customer P.O. 客戶訂單號); HK$ or US$, Sub-total / Discount / Total 總額,
  Deposit 訂金 and Balance 餘額, "For and on behalf of" and supplier confirmation.
- blind12_ko_gumae_jumunseo (ko, purchase_order): a Korean manufacturer's e-procurement
  구매주문서 / 발주서 (Purchase Order); 발주처 정보 and 공급업체 정보 tables with 사업자등록번호,
  발주번호 beside 품의번호, 견적번호 and 계약번호, 납품장소, 품목코드, 공급가액 / 세액 columns,
  합계금액 (VAT 포함) in whole won, 결재 line and 특기사항.
- blind12_pl_potwierdzenie_zamowienia (pl, order_confirmation): a Polish manufacturer's or
  wholesaler's POTWIERDZENIE ZAMÓWIENIA quoting the customer's order (Zamówienie klienta nr
  / Państwa zamówienie nr / Nr zamówienia Zamawiającego) beside its own number, Sprzedawca
  and Nabywca with NIP / REGON, Odbiorca, rabat, VAT 23 % / 8 %, Razem netto / VAT / brutto,
  Do zapłaty, a zaliczka (prepayment) and the bank account.

`FAMILIES` maps a family name (all start with `blind12_`) to draw(rng) -> (pdf bytes, meta),
as in families_blind10.py, whose drawing helpers they reuse. They were written blind: drawn
with reportlab and checked only by reading their own text layer back and looking at rendered
pages, never run through the extraction engine, its validation or its calibration. They are
plain text-layer PDFs (base, DejaVu and Liberation fonts, WenQuanYi for Chinese and Korean).
Every family draws twice from the same rng state so that 'page 1 of N' is right.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
sellers' papers the customer's order they quote, never the seller's own numbers, nor
quotation, requisition, contract, job, project, grant or customer numbers); supplier the
selling party's name exactly as printed (never the buyer, ship-to, bill-to, a site contractor
or a contact person); total the grand total as "1234.50" (tax included; before retainage,
deposits and balances; whole won as "1234.00"; "" when the document states none).
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

from families_blind2 import kv_right, logo  # noqa: E402
from families_blind4 import (  # noqa: E402
    KO_STEM,
    KO_TRADE,
    UNI,
    figures,
    ko_addr,
    ko_brn,
    ko_tel,
    ko_who,
    ko_words,
    net_of,
    nrows,
    of,
    room,
    two_pass,
    whole,
)
from families_blind5 import page_foot  # noqa: E402
from families_blind6 import fitsize, mail_of  # noqa: E402
from families_blind7 import hdr_grid  # noqa: E402
from families_blind8 import band, crest, fill, mk_rows  # noqa: E402
from families_blind10 import cjk_doc, in_table, name_of, seal, table10  # noqa: E402
from families_cjk import a_date, daxie, en_words, hk_firm, hk_tel, person, zh_addr, zh_firm, zh_tel  # noqa: E402
from families_latin import Doc, block, cents, cols, digits, frame, pick, result  # noqa: E402
from families_latin import person as lperson  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
RED = Color(0.82, 0.1, 0.1)


def no_total(rng: random.Random) -> bool:
    return rng.random() < 0.08


def red_text(d: Doc, x: float, y: float, s: str, size: float, al: str = "l") -> None:
    d.c.setFillColor(RED)
    d.c.setFont(d.bold, size)
    c = d.c
    {"l": c.drawString, "r": c.drawRightString, "c": c.drawCentredString}[al](x, d.h - y, s)
    c.setFillGray(0)


def round_seal(d: Doc, x: float, y: float, text: str, r: float = 30, caption: str = "") -> None:
    """A red round company seal centred at (x, y): a ring, a star and the name on an arc."""
    c = d.c
    cy = d.h - y
    c.saveState()
    c.setStrokeColor(RED)
    c.setFillColor(RED)
    c.setLineWidth(1.8)
    c.circle(x, cy, r, stroke=1, fill=0)
    c.setFont(d.reg, r * 0.55)
    c.drawCentredString(x, cy - r * 0.2, "★")
    chars = list(text)[:18]
    fs = min(r * 0.3, 6.28 * r * 0.68 * 240 / 360 / max(len(chars), 1))
    span = 240.0
    for i, ch in enumerate(chars):
        ang = 90 + span / 2 - span * (i + 0.5) / len(chars)
        c.saveState()
        c.translate(x, cy)
        c.rotate(ang - 90)
        c.setFont(d.reg, fs)
        c.drawCentredString(0, r - fs - 2, ch)
        c.restoreState()
    if caption:
        c.setFont(d.reg, r * 0.24)
        c.drawCentredString(x, cy - r * 0.65, caption)
    c.restoreState()


def std_foot(d: Doc, text: str, pages: str, word: str = "Page", size: float = 6.6) -> Callable:
    def foot(p: int) -> None:
        page_foot(d, text, size)
        d.t(d.w - 36, d.h - 20, f"{word} {p} of {pages}", size, al="r", grey=0.35)

    return foot


# --------------------------------------------------------------------------- 1 en-US MEP subcontract

US_GC = "{X} Mechanical, Inc.|{X} Electric Co.|{X} Plumbing & Heating, Inc.|{X} Mechanical Contractors LLC|{X} Electrical Services, Inc.|{X} Fire Protection LLC"
US_GSTEM = "Apex|Summit|Keystone|Northstar|Bayside|Granite State|Cascade|Liberty|Pioneer|Redwood"
US_SUP = "{X} Supply Co.|{X} Electrical Distributors, Inc.|{L} & {L2} Sheet Metal, LLC|{X} Pipe & Valve Corp.|{L} Insulation Contractors, Inc.|{X} Controls Group LLC|{X} HVAC Equipment Sales, Inc."
US_SSTEM = "Consolidated|Midwest|Central States|Tri-County|Allied|Metro|Gulf Coast|Western|United"
US_SUR = "Hanson|Kowalski|Delgado|Whitfield|Brennan|Okafor|Lindgren|Marchetti|Sullivan|Tran"
US_CITY = [
    ("Columbus", "OH", "432", "7.50"),
    ("Denver", "CO", "802", "8.81"),
    ("Raleigh", "NC", "276", "7.25"),
    ("Phoenix", "AZ", "850", "8.60"),
    ("Nashville", "TN", "372", "9.25"),
    ("Sacramento", "CA", "958", "8.75"),
    ("Portland", "ME", "041", "5.50"),
    ("Boise", "ID", "837", "6.00"),
]
MEP_ITEMS = [
    ("23-0713", 'Duct insulation, 2" fiberglass FSK wrap', "SF", 1.1, 2.4),
    ("23-3113", "Galvanized rectangular ductwork, fabricated", "LB", 4.2, 7.8),
    ("23-2113", '2" Sch. 40 black steel pipe, 21 ft', "LF", 6.5, 12),
    ("23-0523", '4" butterfly valve, lug type, EPDM', "EA", 210, 460),
    ("23-8126", "Ductless split system, 2 ton, 208/230V", "EA", 2900, 5200),
    ("26-0519", "THHN 12 AWG copper, 500 ft reel", "RL", 95, 180),
    ("26-0533", '3/4" EMT conduit, 10 ft', "EA", 7, 14),
    ("26-2416", "Panelboard 225A 42-circuit, MLO", "EA", 1400, 2900),
    ("26-5119", "LED troffer 2x4, 4000K, 0-10V dim", "EA", 78, 160),
    ("22-1116", '1" Type L copper tube, hard drawn', "LF", 8, 15),
    ("22-4216", "Lavatory, wall hung, vitreous china", "EA", 180, 390),
    ("21-1313", "Sprinkler head, pendent, quick response", "EA", 6, 14),
    ("23-0593", "Test, adjust and balance - labor", "HR", 95, 145),
    ("01-5400", "Scissor lift rental, 26 ft, weekly", "WK", 310, 520),
]


@two_pass
def blind12_en_us_mep_subcontract_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A US MEP contractor's subcontract / material purchase order to a vendor."""
    d, m, x2, w, _, dt = frame(
        rng, letter, "helv|libsans|times|djcond|libnarrow", 30, 44, totals=False
    )
    nt = no_total(rng)
    pages = of(npages)
    buyer = name_of(rng, US_GC, US_GSTEM)
    sup = name_of(rng, US_SUP, US_SSTEM, US_SUR)
    (bcity, bst, bzip, rate), (scity, sst, szip, _) = rng.sample(US_CITY, 2)
    badr = [
        digits(rng, pick(rng, "#### Industrial Pkwy|### Commerce Dr|## Contractors Way")),
        f"{bcity}, {bst} {bzip}{digits(rng, '##')}",
    ]
    sadr = [
        digits(
            rng, pick(rng, "#### Distribution Blvd|### Warehouse Rd|## Supply Ct|##### Route ##")
        ),
        f"{scity}, {sst} {szip}{digits(rng, '##')}",
    ]
    tel = lambda: digits(rng, "(###) ###-####")  # noqa: E731
    po = fill(rng, f"{dt:%y}-####-###|P{dt:%y}#####|####-PO-###|SC-#####|{dt:%y}####")
    job = fill(rng, f"{dt:%y}##|J-####|####-{dt:%y}|###.##")
    co = fill(rng, "CO-###|COR #0##")
    quote = fill(rng, "Q#######|#####|EST-####")
    submittal = fill(rng, "##-####-##|SUB-###")
    cost = pick(rng, "23-0000|26-0000|22-0000|15-100|16-100")
    proj = pick(
        rng,
        "Riverside Medical Office Building|Lincoln Elementary School Addition|Westgate Distribution Center|City Hall Renovation Phase 2|Parkview Senior Living|Harbor Point Apartments|County Detention Center HVAC Upgrade",
    )
    pm, foreman, vcontact = (lperson(rng, "en") for _ in range(3))
    lic = fill(rng, "Lic. No. ######|Contractor License #######|License C-## ######")
    fm = figures(",", ".")
    ft = figures(",", ".", sym="$", gap="") if rng.random() < 0.6 else fm
    kind_title = pick(
        rng,
        "SUBCONTRACT PURCHASE ORDER|PURCHASE ORDER|MATERIAL PURCHASE ORDER|PURCHASE ORDER - MATERIALS",
    )
    ret_pct = rng.choice([5, 10, 0])
    v = rng.randrange(3)
    # letterhead
    if v == 0:
        x = crest(d, m, 24, buyer, 18, 0.25)
        d.t(x, 38, buyer, fitsize(d, buyer, 15, 260), b=True)
        d.t(x, 50, f"{badr[0]}, {badr[1]}  |  {tel()}", 7.6, grey=0.3)
        d.t(x, 60, lic, 7.2, grey=0.3)
    else:
        band(d, 0, 0, d.w, 8, 0.2)
        d.t(m, 36, buyer.upper(), fitsize(d, buyer.upper(), 14, 280), b=True)
        d.t(m, 48, f"{badr[0]}  •  {badr[1]}", 7.6)
        d.t(m, 58, f"Office {tel()}   Fax {tel()}   {lic}", 7.2, grey=0.3)
    bx = x2 - 170
    d.box(bx, 24, 170, 44, lw=1.2)
    d.t(bx + 85, 36, kind_title if len(kind_title) < 22 else "PURCHASE ORDER", 8.5, b=True, al="c")
    d.line(bx, 40, x2, 40, 0.6)
    d.t(bx + 6, 52, "PO NUMBER", 6.8, grey=0.3)
    d.t(x2 - 6, 60, po, 12, b=True, al="r")
    y = 78
    if len(kind_title) >= 22:
        d.t(d.w / 2, y + 4, kind_title, 12, b=True, al="c")
        y += 12
    cells = [
        ("JOB NO.", job),
        ("JOB NAME", proj),
        ("PO DATE", f"{dt:%m/%d/%Y}"),
        ("COST CODE", cost),
        ("PHASE", pick(rng, "Rough-In|Trim|Underground|Level 2|Bldg B|Site Utilities")),
        ("VENDOR QUOTE", quote),
        ("SUBMITTAL", submittal),
        ("PAGE", f"1 of {pages}"),
    ]
    if rng.random() < 0.4:
        cells[6] = ("CHANGE ORDER", co)
    y = hdr_grid(d, m, y + 4, w, cells, 4, 7.8) + 10
    bw = (w - 14) / 2
    st = pick(rng, "box|bar|under")
    ya = block(
        d,
        m,
        y,
        pick(rng, "ISSUED TO|VENDOR|SUBCONTRACTOR / VENDOR"),
        [sup, *sadr, f"Attn: {vcontact}", f"Ph {tel()}"],
        style=st,
        w=bw,
        size=8.2,
    )
    yb = block(
        d,
        m + bw + 14,
        y,
        pick(rng, "DELIVER TO JOBSITE|SHIP TO|JOBSITE"),
        [
            proj,
            digits(rng, pick(rng, "#### N. Main St|## Harbor Blvd|### Parkview Dr")),
            f"{bcity}, {bst}",
            f"Site contact: {foreman} {tel()}",
            "Deliveries 7:00 AM - 2:00 PM, call 24 hrs ahead",
        ],
        style=st,
        w=bw,
        size=8.2,
        b_first=False,
    )
    y = max(ya, yb) + 4
    y = (
        d.para(
            m,
            y,
            f"Project Manager: {pm}   |   Bill to: {buyer}, Accounts Payable, {badr[0]}, {badr[1]}   |   Ship via: {pick(rng, 'Vendor truck|Best way|UPS Freight|Will call')}   |   Terms: {pick(rng, 'Net 30|2% 10 Net 30|Net 45|Pay when paid')}",
            7.3,
            w,
        )
        + 2
    )
    spec = [
        ("pos", "LN", 4, "c"),
        ("code", "COST CODE", 10, "l"),
        ("desc", "DESCRIPTION", 40, "l"),
        ("qty", "QTY", 7, "r"),
        ("unit", "UOM", 6, "c"),
        ("price", "UNIT COST", 11, "r"),
        ("amount", "EXTENDED", 12, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 190, p2=0.3, p3=0.1, most=11)
    rows = mk_rows(rng, MEP_ITEMS, n, fm, [10, 20, 50, 100, 250, 500, 2, 4], dear=250)
    for r in rows:
        r["code"] = f"{job[:4]}-{r['code']}" if rng.random() < 0.3 else r["code"]

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer}  -  Job {job}", 8.5, b=True)
        d.t(x2, 30, f"PO {po}   Page {p} of {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.6)
        return 46

    foot = std_foot(
        d,
        f"{buyer}  |  Vendor must reference PO and Job No. on all invoices, delivery tickets and lien waivers.",
        pages,
    )
    net = net_of(rows)
    frt = Decimal(rng.choice([0, 0, 75, 150, 285, 420]))
    taxable = net if rng.random() < 0.7 else Decimal(0)
    tax = cents(taxable * Decimal(rate) / 100)
    total = net + frt + tax
    out = [("SUBTOTAL", fm(net), False)]
    if frt:
        out.append(("FREIGHT", fm(frt), False))
    out.append(
        (
            f"SALES TAX {rate}%" if taxable else "SALES TAX (EXEMPT - RESALE CERT. ON FILE)",
            fm(tax),
            False,
        )
    )
    out.append((pick(rng, "PO TOTAL|TOTAL COMMITMENT|TOTAL PURCHASE ORDER"), ft(total), True))
    mode = "" if nt else pick(rng, "carry|page|")
    y = table10(
        d,
        rng,
        m,
        y + 4,
        c,
        rows,
        head,
        foot,
        mode,
        ("Subtotal carried forward", "Brought forward")
        if mode == "carry"
        else ("Page subtotal", ""),
        fm,
    )
    y = room(d, y, 190, head, foot)
    if nt:
        y = (
            d.para(
                m,
                y + 8,
                "Pricing per vendor quote referenced above and unit-price schedule; not to exceed without a written change order.",
                8,
                w,
            )
            + 4
        )
    else:
        y = d.summary(x2 - 230, x2 - 4, y + 8, out, 8.6, box_last=True) + 2
        if ret_pct:
            held = cents(total * ret_pct / 100)
            y = (
                d.summary(
                    x2 - 230,
                    x2 - 4,
                    y,
                    [
                        (f"Less retainage {ret_pct}%", f"({fm(held)})", False),
                        ("Net payable at completion", fm(total - held), False),
                    ],
                    7.6,
                )
                + 4
            )
    terms = [
        f"Retainage of {ret_pct or 5}% will be withheld from each progress payment until final acceptance by the owner.",
        "Certified payroll and conditional lien waivers are required with every invoice.",
        "Material shall be delivered tagged with PO number, job number and cost code.",
        "All work subject to the terms of the prime contract and the subcontract agreement on file.",
    ]
    for t_ in rng.sample(terms, rng.randint(2, 4)):
        y = d.para(m, y + 2, t_, 7.3, w)
    y = room(d, y, 60, head, foot)
    d.sign(m, y + 40, 190, f"Authorized: {pm}, Project Manager", 7.4)
    d.sign(x2 - 190, y + 40, 190, "Vendor acceptance (signature / date)", 7.4)
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- 2 en/fr Canada municipal

CA_BUY = "City of {C}|Ville de {C} / City of {C}|Regional District of {C}|{C} Hydro|{C} Public Utilities Commission|Town of {C}|Municipality of {C}"
CA_PLACES = [
    ("Sudbury", "ON", "P3A", [("HST", "13")]),
    ("Moncton", "NB", "E1C", [("HST", "15")]),
    ("Gatineau", "QC", "J8X", [("GST/TPS", "5"), ("QST/TVQ", "9.975")]),
    ("Kelowna", "BC", "V1Y", [("GST", "5"), ("PST", "7")]),
    ("Brandon", "MB", "R7A", [("GST", "5"), ("PST", "7")]),
    ("Red Deer", "AB", "T4N", [("GST", "5")]),
    ("Cornwall", "ON", "K6H", [("HST", "13")]),
    ("Halifax", "NS", "B3H", [("HST", "14")]),
]
CA_SUP = "{X} Industrial Supply Ltd.|{X} Waterworks Inc.|{L} Equipment Rentals Ltd.|{X} Traffic Products Inc.|{L} & {L2} Contracting Ltd.|{X} Safety Supply Inc.|{X} Electrical Wholesale Ltée"
CA_STEM = "Northern|Maritime|Great Lakes|Prairie|Laurentian|Pacific|Boréal|Trans-Canada|Valley"
CA_SUR = "Tremblay|MacDonald|Gagnon|Sinclair|Bouchard|Fraser|Côté|Campbell|Leblanc|Morrison"
CA_ITEMS = [
    ("WW-6121", 'Hydrant, 5-1/4" compression, bury 6 ft', "EA", 3100, 4800),
    ("WW-2210", 'PVC C900 pipe 8", 20 ft length', "LEN", 180, 320),
    ("TR-0044", "Traffic cone 28 in, reflective collar", "EA", 18, 34),
    ("TR-1500", "Sign blank aluminum 600 x 600 mm", "EA", 26, 55),
    ("RD-5000", "Winter road salt, bulk", "T", 88, 135),
    ("SF-2201", "Safety vest, Class 2, orange, bilingual print", "EA", 14, 29),
    ("EL-3300", "LED streetlight luminaire 120 W", "EA", 390, 720),
    ("PK-0120", "Park bench, recycled plastic, 6 ft", "EA", 640, 1150),
    ("WW-4105", "Water meter 5/8 in, radio read", "EA", 190, 360),
    ("FL-1001", "Fleet oil 15W-40, 205 L drum", "DR", 640, 980),
    ("IT-7720", "Rugged tablet with docking station", "EA", 1900, 3400),
    ("SV-9000", "Catch basin cleaning - hourly, vac truck", "HR", 175, 260),
]


@two_pass
def blind12_en_ca_municipal_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Canadian municipality's or public utility's bilingual-label purchase order."""
    d, m, x2, w, _, dt = frame(rng, letter, "helv|libsans|times|dejavu", 32, 46, totals=False)
    nt = no_total(rng)
    pages = of(npages)
    city, prov, fsa, taxes = rng.choice(CA_PLACES)
    buyer = pick(rng, CA_BUY).format(C=city)
    sup = name_of(rng, CA_SUP, CA_STEM, CA_SUR)
    post = lambda: f"{fsa} {digits(rng, '#@#')}"  # noqa: E731
    tel = lambda: digits(rng, "(###) ###-####")  # noqa: E731
    badr = [
        digits(rng, pick(rng, "### Civic Centre Rd|## Municipal Way|#### Main St W")),
        f"{city}, {prov}  {post()}",
    ]
    scity = pick(rng, "Mississauga|Laval|Burnaby|Saskatoon|Dartmouth|London|Longueuil|Winnipeg")
    sadr = [
        digits(rng, pick(rng, "### Industrial Ave|#### Trans-Canada Hwy|## Rue Principale")),
        f"{scity}, {pick(rng, 'ON|QC|BC|SK|NS|MB')}  {digits(rng, '@#@ #@#')}",
    ]
    po = fill(rng, f"PO{dt:%y}-#####|P0######|{dt:%Y}-####|#######|BC-{dt:%y}####")
    vendno = fill(rng, "V######|#####|S-####")
    req = fill(rng, "REQ-######|R{y}####".replace("{y}", f"{dt:%y}"))
    tender = fill(rng, "RFQ-{y}-###|T{y}-##|SS-{y}-###".replace("{y}", f"{dt:%y}"))
    buyer_p = lperson(rng, "en")
    fm = figures(",", ".")
    ft = figures(",", ".", sym="$", gap="")
    fd = lambda x: x.strftime(pick(rng, "%Y-%m-%d|%Y/%m/%d|%d/%m/%Y"))  # noqa: E731
    v = rng.randrange(2)
    x = crest(d, m, 22, buyer, 20, 0.25)
    d.t(x, 36, buyer, fitsize(d, buyer, 13, 240), b=True)
    d.t(
        x,
        47,
        pick(
            rng,
            "Purchasing Services / Services d'approvisionnement|Procurement Division / Division de l'approvisionnement|Supply Chain Management",
        ),
        7.4,
        grey=0.3,
    )
    d.t(x, 57, f"{badr[0]}, {badr[1]}   Tel/Tél. {tel()}", 7.2, grey=0.3)
    if v == 0:
        d.t(x2, 34, "PURCHASE ORDER", 14, b=True, al="r")
        d.t(x2, 46, "BON DE COMMANDE", 10, b=True, al="r", grey=0.35)
        y = kv_right(
            d,
            x2 - 92,
            x2 - 86,
            58,
            [
                ("P.O. No. / No de B.C.", po),
                ("Date", fd(dt)),
                ("Vendor No. / No de fournisseur", vendno),
                ("Page", f"1 / {pages}"),
            ],
            7.6,
        )
        y = max(y, 100) + 6
    else:
        d.t(x2, 36, "PURCHASE ORDER / BON DE COMMANDE", 11, b=True, al="r")
        y = 72
        y = (
            hdr_grid(
                d,
                m,
                y,
                w,
                [
                    ("P.O. Number / Numéro de B.C.", po),
                    ("Order Date / Date", fd(dt)),
                    ("Vendor No. / Fournisseur no", vendno),
                    ("Page", f"1 of/de {pages}"),
                ],
                4,
                8,
            )
            + 8
        )
    bw = (w - 20) / 3
    vlines = [sup, *sadr, f"Tel. {tel()}"]
    ya = block(d, m, y, "Vendor / Fournisseur", vlines, style="box", w=bw, size=7.8)
    yb = block(
        d,
        m + bw + 10,
        y,
        "Ship To / Livrer à",
        [
            pick(
                rng, "Public Works Yard|Water Treatment Plant|Fleet Services Garage|Central Stores"
            ),
            digits(rng, "### Depot Rd"),
            f"{city}, {prov}  {post()}",
            f"Attn: {lperson(rng, 'en')}",
        ],
        style="box",
        w=bw,
        size=7.8,
        b_first=False,
    )
    yc = block(
        d,
        m + 2 * (bw + 10),
        y,
        "Invoice To / Facturer à",
        [
            "Accounts Payable / Comptes fournisseurs",
            f"P.O. Box {rng.randint(100, 9999)}",
            f"{city}, {prov}  {post()}",
            mail_of(
                buyer.split("/")[-1].replace("City of ", "").replace("Town of ", ""), "ap", "ca"
            ),
        ],
        style="box",
        w=bw,
        size=7.8,
        b_first=False,
    )
    y = max(ya, yb, yc) + 4
    info = [
        ("Requisition / Réquisition", req),
        ("Tender / Appel d'offres", tender),
        ("Buyer / Acheteur", f"{buyer_p}  {tel()}"),
        ("Delivery / Livraison", fd(dt + timedelta(days=rng.randint(7, 45)))),
        ("Terms / Modalités", pick(rng, "Net 30|Net 30 days / 30 jours net|2% 15, Net 30")),
        ("F.O.B.", pick(rng, "Destination, freight prepaid|Delivered|Destination")),
    ]
    y = d.kv(m, y + 2, info[: rng.randint(4, 6)], 120, 7.6, b_label=True) + 6
    spec = [
        ("pos", "Line", 4, "c"),
        ("code", "Item / Article", 10, "l"),
        ("desc", "Description", 38, "l"),
        ("gl", "GL Account", 13, "l"),
        ("qty", "Qty / Qté", 7, "r"),
        ("unit", "U/M", 5, "c"),
        ("price", "Unit Price / Prix", 11, "r"),
        ("amount", "Amount / Montant", 12, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 200, p2=0.25, p3=0.08, most=10)
    rows = mk_rows(rng, CA_ITEMS, n, fm, [1, 2, 4, 10, 12, 24, 50], dear=800)
    gl = digits(rng, "#-##-###")
    for r in rows:
        r["gl"] = f"{gl}-{digits(rng, '####')}"

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer} - Purchase Order / Bon de commande {po}", 8.3, b=True)
        d.t(x2, 30, f"Page {p} / {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.6)
        return 46

    def foot(p: int) -> None:
        page_foot(
            d,
            "Our P.O. number must appear on all invoices, packing slips and correspondence. / Le numéro de B.C. doit figurer sur toutes les factures.",
            6.4,
        )

    net = net_of(rows)
    out = [("Subtotal / Sous-total", fm(net), False)]
    total = net
    frt = Decimal(rng.choice([0, 0, 0, 95, 180]))
    if frt:
        out.append(("Freight / Transport", fm(frt), False))
        total += frt
    for lab, rt in taxes:
        tx = cents((net + frt) * Decimal(rt) / 100)
        total += tx
        out.append((f"{lab} {rt}%", fm(tx), False))
    out.append(
        (
            pick(rng, "Total CAD|TOTAL / TOTAL|Order Total / Total de la commande|Total (CAD)"),
            ft(total),
            True,
        )
    )
    mode = "" if nt else pick(rng, "page|")
    y = table10(d, rng, m, y, c, rows, head, foot, mode, ("Page total / Total de la page", ""), fm)
    y = room(d, y, 170, head, foot)
    if nt:
        y = (
            d.para(
                m,
                y + 8,
                "Blanket order - prices as per tender schedule. Releases against this order shall not exceed the approved amount. / Commande ouverte selon le bordereau de prix.",
                8,
                w,
            )
            + 4
        )
    else:
        y = d.summary(x2 - 230, x2 - 4, y + 8, out, 8.5, box_last=rng.random() < 0.6) + 4
    notes = [
        f"GST/HST Registration No. / No d'inscription TPS/TVH: {digits(rng, '#########')} RT0001",
        "The municipality is eligible for a GST/HST rebate; invoice the full tax. / La municipalité récupère la TPS/TVH.",
        "Vendor must comply with WSIB/WorkSafe and the Accessibility for Ontarians with Disabilities Act where applicable.",
        "Standard terms and conditions of purchase apply. / Les conditions générales d'achat s'appliquent.",
    ]
    for t_ in rng.sample(notes, rng.randint(2, 4)):
        y = d.para(m, y + 2, t_, 7.2, w)
    y = room(d, y, 60, head, foot)
    d.sign(m, y + 40, 220, "Purchasing Agent / Agent d'approvisionnement", 7.4)
    if rng.random() < 0.6:
        d.sign(x2 - 200, y + 40, 200, "Department Approval / Approbation", 7.4)
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- 3 en-GB/IE university

UNI_BUY = [
    ("University of {C}", "uk"),
    ("{C} Metropolitan University", "uk"),
    ("The University of {C}", "uk"),
    ("University College {C}", "ie"),
    ("{C} Institute of Technology", "ie"),
]
UK_C = "Sheffield|Leicester|Bristol|Dundee|Exeter|Hull|Swansea|Aberdeen|Lancaster|Bath"
IE_C = "Cork|Galway|Limerick|Dublin|Maynooth|Waterford"
UK_SUP = "{X} Scientific Ltd|{X} Laboratory Supplies Limited|{L} Instruments Ltd|{X} Office Solutions Ltd|{L} & {L2} Ltd|{X} Life Sciences Limited|{X} Technical Services Ltd"
UK_STEM = "Fisher|Albion|Pennine|Thames|Castle|Meridian|Severn|Caledonian|Wessex|Shannon"
UK_SUR = "Ashworth|Pritchard|Kavanagh|Holloway|Doyle|Fletcher|McBride|Whitaker|Rowe|Gallagher"
UNI_ITEMS = [
    ("CAT-11820", "Nitrile gloves, powder free, size M, box of 100", "BX", 4, 9),
    ("CAT-20455", "Pipette tips 200 ul, racked, sterile (10 x 96)", "PK", 28, 55),
    ("CAT-31001", "Ethanol absolute, analytical reagent, 2.5 L", "EA", 22, 48),
    ("CAT-40987", "Centrifuge tubes 50 ml, conical, bag of 500", "CS", 65, 120),
    ("CAT-51220", "Microscope slides, frosted end, 72 pcs", "PK", 3, 8),
    ("PC-7710", "Laptop 14in i7 16GB 512GB, 3-year warranty", "EA", 850, 1450),
    ("PC-7722", "24in monitor, height adjustable", "EA", 140, 260),
    ("SVC-0090", "Service visit and calibration, balance", "EA", 180, 340),
    ("FUR-3310", "Ergonomic task chair, black mesh", "EA", 160, 390),
    ("PAP-0001", "A4 copier paper 80 gsm, box of 5 reams", "BX", 14, 26),
    ("EQ-9005", "Magnetic stirrer hotplate, digital", "EA", 290, 620),
    ("LIB-0420", "Book: Research Methods, 5th ed.", "EA", 30, 75),
]


@two_pass
def blind12_en_uk_ie_university_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A UK or Irish university's official purchase order."""
    d, m, x2, w, _, dt = frame(rng, A4, "helv|libsans|dejavu|times|libserif", 34, 48, totals=False)
    nt = no_total(rng)
    pages = of(npages)
    tpl, reg = rng.choice(UNI_BUY)
    cname = pick(rng, UK_C if reg == "uk" else IE_C)
    buyer = tpl.format(C=cname)
    sup = name_of(rng, UK_SUP, UK_STEM, UK_SUR)
    cur = "GBP" if reg == "uk" else "EUR"
    sym = "£" if reg == "uk" else "€"
    rates = ["20", "0"] if reg == "uk" else ["23", "13.5"]
    sadr = [
        digits(
            rng,
            pick(
                rng,
                "Unit ##, Brunel Park|## Station Road|Block #, Airside Business Park|### Bath Road",
            ),
        ),
        pick(
            rng,
            "Loughborough LE11 3TU|Basingstoke RG24 8PZ|Swords, Co. Dublin K67 P2V3|Livingston EH54 7DQ|Nottingham NG7 2TR|Ballincollig, Co. Cork P31 X5K8",
        ),
    ]
    po = fill(
        rng, "PO######|4######|P0#######|UOX####### |{y}PO#####".replace("{y}", f"{dt:%y}")
    ).strip()
    supno = fill(rng, "S#####|SUP######|1######")
    req = fill(rng, "REQ#######|R######")
    cc = fill(rng, "C####|CC-###|D#####")
    grant = fill(rng, "R#####-###|EP/@######/#|SFI-##/@@/####|G####")
    buyer_p = lperson(rng, "en")
    requester = f"Dr {lperson(rng, 'en')}"
    fm = figures(",", ".")
    ft = figures(",", ".", sym=sym, gap="")
    fd = lambda x: x.strftime(pick(rng, "%d/%m/%Y|%d-%b-%Y|%d %B %Y"))  # noqa: E731
    # header
    x = logo(d, m, 26, buyer, 34, 0.2) if rng.random() < 0.6 else m
    d.t(x, 40, buyer, fitsize(d, buyer, 14, 250), b=True)
    d.t(
        x,
        52,
        pick(rng, "Procurement Office|Finance Department - Purchasing|Procurement Services"),
        8,
        grey=0.3,
    )
    d.t(
        x2,
        40,
        pick(rng, "OFFICIAL ORDER|PURCHASE ORDER|Official Purchase Order"),
        14,
        b=True,
        al="r",
    )
    panel = [
        ("Order Number", po),
        ("Order Date", fd(dt)),
        ("Supplier No.", supno),
        ("Requisition No.", req),
        ("Cost Centre", cc),
        (pick(rng, "Project / Grant|Grant Code|Project Code"), grant),
        ("Buyer", buyer_p),
        ("Page", f"1 of {pages}"),
    ]
    if rng.random() < 0.3:
        panel[0], panel[2] = panel[2], panel[0]
    px = x2 - 190
    d.box(px, 58, 190, len(panel) * 11.5 + 8, lw=0.7)
    y = d.kv(px + 6, 62, panel, 82, 7.6, b_label=True) + 4
    # supplier in the window, unlabelled or labelled
    if rng.random() < 0.5:
        d.lines(m, 84, [sup, *sadr], 9.2, b_first=False)
    else:
        block(
            d,
            m,
            74,
            "Supplier",
            [sup, *sadr, f"Tel {digits(rng, '0### ### ####')}"],
            style="under",
            w=220,
            size=8.6,
        )
    y = max(y, 150) + 4
    d.box(m, y, w, 16, fill=0.15, stroke=False)
    d.t(
        d.w / 2,
        y + 11,
        pick(
            rng,
            "PLEASE QUOTE THIS ORDER NUMBER ON ALL INVOICES AND DELIVERY NOTES|Please quote this order number on all invoices - invoices without it will be returned",
        ),
        8,
        b=True,
        al="c",
        grey=1,
    )
    y += 24
    bw = (w - 14) / 2
    dept = pick(
        rng,
        "School of Chemistry|Department of Physics|School of Medicine|Estates & Facilities|Library Services|School of Engineering",
    )
    ya = block(
        d,
        m,
        y,
        "Deliver To",
        [
            f"{dept}, Room {digits(rng, '@.##')}",
            f"FAO {requester}",
            f"{buyer}, Goods Inwards",
            f"{cname} campus",
        ],
        style="bar",
        w=bw,
        size=7.8,
        b_first=False,
    )
    ap = mail_of(
        buyer.replace("The ", "").replace("University of ", ""),
        "accountspayable",
        "ac.uk" if reg == "uk" else "ie",
    )
    yb = block(
        d,
        m + bw + 14,
        y,
        "Invoices To",
        ["Accounts Payable, Finance Office", buyer, f"{cname}", f"E-mail invoices (PDF) to {ap}"],
        style="bar",
        w=bw,
        size=7.8,
        b_first=False,
    )
    y = max(ya, yb) + 6
    spec = [
        ("pos", "Line", 4, "c"),
        ("code", "Supplier Ref", 11, "l"),
        ("desc", "Description", 40, "l"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UoM", 5, "c"),
        ("price", f"Unit Price ({cur})", 12, "r"),
        ("vat", "VAT", 5, "c"),
        ("amount", f"Net ({cur})", 12, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 200, p2=0.25, p3=0.08, most=10)
    rows = mk_rows(rng, UNI_ITEMS, n, fm, [1, 1, 2, 3, 5, 10], dear=300)
    codes = {rates[0]: "S" if reg == "uk" else "23", rates[1]: "Z" if reg == "uk" else "13.5"}
    for r in rows:
        r["rate"] = (
            rates[1]
            if (r["code"].startswith("LIB") or r["code"].startswith("SVC") and reg == "ie")
            else rates[0]
        )
        r["vat"] = codes[r["rate"]]

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer}  Official Order {po}", 8.3, b=True)
        d.t(x2, 30, f"Page {p} of {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    vatreg = digits(rng, "GB### #### ##" if reg == "uk" else "IE#######@")
    the = "" if buyer.startswith("The ") else "the "

    def foot(p: int) -> None:
        page_foot(
            d,
            f"This order is placed subject to {the}{buyer} Conditions of Purchase. VAT Reg. {vatreg}",
            6.4,
        )

    net = net_of(rows)
    by: dict[str, Decimal] = {}
    for r in rows:
        by[r["rate"]] = by.get(r["rate"], Decimal(0)) + r["amt"]
    out = [("Net Total", fm(net), False)]
    total = net
    for rt in rates:
        if rt in by:
            tx = cents(by[rt] * Decimal(rt) / 100)
            total += tx
            out.append((f"VAT @ {rt}%", fm(tx), False))
    out.append(
        (
            pick(rng, f"Order Total ({cur})|TOTAL {cur}|Total Order Value|Gross Total"),
            ft(total),
            True,
        )
    )
    y = table10(d, rng, m, y, c, rows, head, foot, "", ("", ""), fm)
    y = room(d, y, 160, head, foot)
    if nt:
        y = (
            d.para(
                m,
                y + 8,
                "Price as per framework agreement. The supplier is to confirm the price and delivery date before dispatch.",
                8,
                w,
            )
            + 4
        )
    else:
        y = d.summary(x2 - 210, x2 - 4, y + 8, out, 8.6, shade=0.9) + 6
    y = d.para(
        m,
        y + 2,
        f"Requested by {requester}. Authorised in accordance with the {buyer} financial regulations. Queries: {mail_of(buyer.replace('The ', '').replace('University of ', ''), 'procurement', 'ac.uk' if reg == 'uk' else 'ie')}.",
        7.4,
        w,
    )
    y = room(d, y, 50, head, foot)
    d.sign(x2 - 200, y + 34, 200, "Authorised Signatory, Procurement", 7.4)
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- 4 en PH / MY distributor, landscape

PH_BUY = "{X} Trading Corporation|{X} Marketing Corp.|{X} Distribution Inc.|{X} Commercial Sdn. Bhd.|{X} Distributors Sdn Bhd"
PH_BSTEM = "Luzon|Visayan|Mindanao|Golden Harvest|Pacific Rim|Sunrise|Everbright|Mega Asia|Borneo"
PH_SUP = "{X} Manufacturing Corp.|{X} Industries, Inc.|{X} Foods Corporation|{X} Packaging Sdn. Bhd.|{X} Enterprises|{X} Consumer Products Inc.|{X} Marketing Sdn Bhd"
PH_SSTEM = "Magnolia|Southstar|Jollibee Ridge|Selangor|Penang|Cebu Pacific|Del Monte|Kinabalu|Metro Manila|Sinar"
PH_ITEMS = [
    ("SKU-10021", "Instant noodles chicken 55g x 72", "Lucky Bowl", "CS", 480, 690),
    ("SKU-10088", "Canned sardines in tomato sauce 155g x 100", "Seacrest", "CS", 1500, 2100),
    ("SKU-20410", "Laundry powder 1 kg x 12", "Brite", "CS", 900, 1350),
    ("SKU-20455", "Dishwashing liquid 500 ml x 24", "Clean+", "CS", 700, 1100),
    ("SKU-30012", "Evaporated milk 370 ml x 48", "Dairy Gold", "CS", 1700, 2300),
    ("SKU-30190", "3-in-1 coffee mix 20g x 10 x 24", "Kopi Pagi", "CS", 1200, 1800),
    ("SKU-40220", "Cooking oil 1 L x 12", "Palm Fresh", "CS", 950, 1400),
    ("SKU-50001", "Bath soap 135g x 72", "Fresca", "CS", 1300, 1900),
    ("SKU-60030", "Rice 25 kg premium", "Golden Grain", "SACK", 1100, 1600),
    ("SKU-70110", "Biscuits assorted 300g x 20", "Crunchy", "CS", 800, 1200),
    ("SKU-80077", "Bottled water 500 ml x 24", "Aqua Pure", "CS", 160, 260),
]


def en_amount_words(v: Decimal, unit: str, cent: str) -> str:
    n = int(v)
    cs = int(cents(v - n) * 100)
    w = en_words(Decimal(n)).replace("SAY US DOLLARS ", "").replace(" ONLY", "")
    return f"{unit} {w}" + (f" AND {cs:02d}/100" if cs else "") + " ONLY"


@two_pass
def blind12_en_sea_distributor_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Philippine or Malaysian consumer-goods distributor's landscape purchase order."""
    ph = rng.random() < 0.55
    size = landscape(letter if ph and rng.random() < 0.5 else A4)
    d, m, x2, w, _, dt = frame(rng, size, "helv|libsans|djcond|dejavu", 28, 40, totals=False)
    nt = no_total(rng)
    pages = of(npages)
    buyer = name_of(
        rng,
        PH_BUY.split("|{X} Commercial")[0]
        if ph
        else "{X} Commercial Sdn. Bhd.|{X} Distributors Sdn Bhd|{X} Trading Sdn. Bhd.",
        PH_BSTEM,
    )
    sup = name_of(
        rng,
        "{X} Manufacturing Corp.|{X} Industries, Inc.|{X} Foods Corporation|{X} Consumer Products Inc."
        if ph
        else "{X} Packaging Sdn. Bhd.|{X} Marketing Sdn Bhd|{X} Industries (M) Sdn. Bhd.|{X} Food Industries Sdn Bhd",
        PH_SSTEM,
    )
    badr = pick(
        rng,
        "Km 18 West Service Road, Paranaque City|Mandaue City, Cebu 6014|Marilao, Bulacan|Libis, Quezon City"
        if ph
        else "Lot 12, Jalan Perusahaan 3, 40300 Shah Alam, Selangor|No. 8, Jalan Tebrau, 81100 Johor Bahru|Bayan Lepas, 11900 Penang",
    )
    sadr = pick(
        rng,
        "Canlubang Industrial Estate, Calamba, Laguna|Mactan Export Zone, Lapu-Lapu City|Valenzuela City, Metro Manila"
        if ph
        else "Kawasan Perindustrian Nilai, 71800 Negeri Sembilan|Jalan Kapar, 42100 Klang, Selangor|Prai Industrial Estate, 13600 Penang",
    )
    taxid = digits(rng, "TIN ###-###-###-000" if ph else "SST No. W10-####-########")
    cur, sym = ("PHP", "₱") if ph else ("RM", "RM")
    po = fill(rng, "PO-######|PO{y}-#####|######|P-{y}##-####".replace("{y}", f"{dt:%y}"))
    pr = fill(rng, "PR-#####|PR{y}####".replace("{y}", f"{dt:%y}"))
    scode = fill(rng, "V-####|SUP###|S#####")
    fm = figures(",", ".")
    ft = fm if rng.random() < 0.5 else (lambda x: f"{cur} {fm(x)}")
    fd = lambda x: x.strftime(
        pick(rng, "%m/%d/%Y|%d-%b-%Y|%B %d, %Y" if ph else "%d/%m/%Y|%d-%m-%Y|%d %b %Y")
    )  # noqa: E731
    # header row: buyer left, title middle, grid right
    d.t(m, 32, buyer, fitsize(d, buyer, 14, w * 0.38), b=True)
    d.t(m, 44, badr, 7.4, grey=0.3)
    d.t(
        m,
        54,
        f"{taxid}   Tel {digits(rng, '(02) 8###-####' if ph else '03-#### ####')}",
        7.2,
        grey=0.3,
    )
    d.t(d.w / 2 + 20, 40, "PURCHASE ORDER", 15, b=True, al="c")
    gx = x2 - 250
    pairs = [
        ("PO No.", po),
        ("PO Date", fd(dt)),
        ("Terms", pick(rng, "30 days PDC|45 days|COD|60 days from delivery")),
        ("PR No.", pr),
        ("Supplier Code", scode),
        ("Delivery Date", fd(dt + timedelta(days=rng.randint(3, 21)))),
    ]
    for i, (k, val) in enumerate(pairs):
        cx, cy = gx + (i % 2) * 125, 24 + (i // 2) * 16
        d.box(cx, cy, 58, 16, fill=0.9, lw=0.4)
        d.box(cx + 58, cy, 67, 16, lw=0.4)
        d.t(cx + 3, cy + 11, k, 6.8, b=True)
        d.t(cx + 61, cy + 11, val, 7.6, maxw=62)
    y = 80
    bw = (w - 16) / 2
    ya = block(
        d,
        m,
        y,
        "Supplier:",
        [
            sup,
            sadr,
            f"Attn: {pick(rng, 'Ms.|Mr.')} {lperson(rng, 'en')}",
            f"Tel {digits(rng, '(049) 5##-####' if ph else '06-### ####')}",
        ],
        style="side",
        w=bw,
        size=8,
    )
    yb = block(
        d,
        m + bw + 16,
        y,
        "Deliver To:",
        [
            f"{buyer} - {pick(rng, 'Main Warehouse|DC 2|Cold Storage|Branch Warehouse')}",
            badr,
            "Receiving: Mon-Sat 8AM-4PM",
        ],
        style="side",
        w=bw,
        size=8,
        b_first=False,
    )
    y = max(ya, yb) + 8
    spec = [
        ("pos", "No.", 3, "c"),
        ("code", "Item Code", 9, "l"),
        ("desc", "Description", 34, "l"),
        ("brand", "Brand", 10, "l"),
        ("qty", "Qty", 6, "r"),
        ("unit", "UOM", 5, "c"),
        ("price", "Unit Price", 10, "r"),
        ("disc", "Disc %", 6, "r"),
        ("amount", "Amount", 11, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 50, 13.2, 150, p2=0.25, p3=0.08, most=9)
    k = 1 if ph else 0.085
    pool = [(a, b, u, lo * k, hi * k) for a, b, _, u, lo, hi in PH_ITEMS]
    brands = {a: br for a, _, br, *_ in PH_ITEMS}
    rows = mk_rows(rng, pool, n, fm, [10, 20, 50, 100, 150, 200], dear=5000 * k)
    for r in rows:
        r["brand"] = brands[r["code"]]
        dp = rng.choice([0, 0, 2, 3, 5])
        r["disc"] = f"{dp}%" if dp else ""
        r["amt"] = cents(r["amt"] * (100 - dp) / 100)
        r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 28, f"{buyer} - PURCHASE ORDER {po}", 8.3, b=True)
        d.t(x2, 28, f"Page {p} of {pages}", 8, al="r")
        d.line(m, 34, x2, 34, 0.5)
        return 42

    def foot(p: int) -> None:
        page_foot(
            d,
            "Please indicate our PO number on your delivery receipt and sales invoice. Deliveries without PO will not be accepted.",
            6.4,
        )
        d.t(x2, d.h - 20, f"Page {p} of {pages}", 6.4, al="r", grey=0.35)

    gross = net_of(rows)
    if ph:
        vatable = cents(gross / Decimal("1.12")) if rng.random() < 0.5 else gross
        inclusive = vatable != gross
        vat = cents(gross - vatable) if inclusive else cents(gross * Decimal("0.12"))
        total = gross if inclusive else gross + vat
        out = [
            ("Total Sales (VAT Inclusive)" if inclusive else "Gross Amount", fm(gross), False),
            ("VATable Sales", fm(vatable), False),
            ("VAT (12%)", fm(vat), False),
            (pick(rng, "TOTAL AMOUNT|Total Amount Due|GRAND TOTAL"), ft(total), True),
        ]
        words = en_amount_words(total, "PESOS", "")
    else:
        sst = cents(gross * Decimal("0.10")) if rng.random() < 0.7 else Decimal(0)
        total = gross + sst
        out = [
            ("Sub Total", fm(gross), False),
            ("SST 10%" if sst else "SST (Exempted)", fm(sst), False),
            (pick(rng, "TOTAL (RM)|Grand Total|TOTAL AMOUNT"), ft(total), True),
        ]
        words = en_amount_words(total, "RINGGIT MALAYSIA", "")
    mode = "" if nt else pick(rng, "carry|page|")
    y = table10(
        d,
        rng,
        m,
        y,
        c,
        rows,
        head,
        foot,
        mode,
        ("Carried forward", "Brought forward") if mode == "carry" else ("Page subtotal", ""),
        fm,
        size=7.6,
    )
    y = room(d, y, 130, head, foot)
    if nt:
        d.para(
            m,
            y + 8,
            "Prices per current supplier price list; to be confirmed on delivery receipt.",
            8,
            w,
        )
        ys = y + 30
    else:
        ys = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.4, box_last=True)
        d.para(m, y + 12, f"Amount in words: {words}", 7.6, w - 260)
        d.para(
            m,
            y + 36,
            f"Remarks: {pick(rng, 'Deliver in full pallets. Expiry at least 12 months.|Partial delivery not allowed.|Include certificate of analysis.')}",
            7.4,
            w - 260,
        )
    ys = room(d, max(ys, y + 60), 50, head, foot)
    sw = (w - 60) / 4
    for i, lab in enumerate(["Prepared by", "Checked by", "Approved by", "Conforme (Supplier)"]):
        d.sign(m + i * (sw + 20), ys + 34, sw, lab, 7.4)
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- 5 en exporter's proforma

EXP = [
    (
        "{X} Exports Pvt. Ltd.",
        "in",
        "IEC No. ##########   GSTIN ##@@@@@####@#Z#",
        "Nhava Sheva, India",
    ),
    ("{X} Overseas", "in", "IEC ##########   GSTIN ##@@@@@####@#Z#", "Mundra, India"),
    ("{X} Vietnam Co., Ltd.", "vn", "Tax Code 03########", "Cat Lai, Ho Chi Minh City"),
    (
        "{X} Textile Mills (Pvt) Ltd.",
        "pk",
        "NTN #######-#   STRN ##-##-####-###-##",
        "Karachi, Pakistan",
    ),
    (
        "{X} Tekstil San. ve Tic. A.Ş.",
        "tr",
        "VAT No. ##########  (Bursa Tax Office)",
        "Gemlik, Turkey",
    ),
    ("{X} Thai Co., Ltd.", "th", "Tax ID #############", "Laem Chabang, Thailand"),
]
EXP_ADDR = {
    "in": "Plot No. ##, Industrial Area Phase II, Panipat, Haryana|##/#, SIDCO Estate, Tirupur 641 ###|Survey No. ###, Morbi-Rajkot Highway, Gujarat",
    "vn": "Lot A-##, Tan Thuan EPZ, District 7, HCMC|## VSIP II, Thu Dau Mot, Binh Duong|KCN Song Than #, Di An, Binh Duong",
    "pk": "SITE Area, Plot F-###, Karachi|## Sargodha Road, Faisalabad|Plot ##, Sundar Industrial Estate, Lahore",
    "tr": "Organize Sanayi Bolgesi ##. Cad. No:#, Nilufer / Bursa|Denizli OSB, ##. Sokak No:##, Denizli|Kayseri OSB ## Cad. No:##, Kayseri",
    "th": "## Moo #, Amata City, Chonburi 20000|### Bangpoo Industrial Estate, Samut Prakan|## Moo #, Rojana Industrial Park, Ayutthaya",
}
EXP_BANK = {
    "in": "State Bank of India, Overseas Branch|HDFC Bank Ltd, Tirupur",
    "vn": "Vietcombank, HCMC Branch|BIDV, Binh Duong Branch",
    "pk": "Habib Bank Ltd, Karachi|MCB Bank, Faisalabad",
    "tr": "Ziraat Bankasi, Bursa|Is Bankasi, Denizli",
    "th": "Kasikornbank, Chonburi|Bangkok Bank, Samut Prakan",
}
EXP_HS = {
    "in": ("6302", "5208", "6109", "4202", "0801"),
    "vn": ("0901", "0801", "9403", "6911", "6109"),
    "pk": ("6302", "5208", "6109"),
    "tr": ("6302", "5208", "6109", "6911"),
    "th": ("7323", "9403", "6911", "0801"),
}
EXP_STEM = "Shree Ganesh|Saraswati|Mekong|Saigon Star|Indus|Crescent|Anatolia|Marmara|Siam Golden|Lotus|Kaveri|Himalaya"
IMP = "{X} Imports Ltd|{X} Trading GmbH|{X} Home B.V.|{X} Distribution Inc.|{X} Wholesale Pty Ltd|{X} S.r.l."
IMP_STEM = "Northwind|Hanseatic|Atlantic|Alpine|Blue Harbour|Maple Leaf|Southern Cross|Baltic"
EXP_ITEMS = [
    ("6302.60", "Terry towels 100% cotton 70x140 cm, 500 gsm", "PCS", 2.1, 4.6),
    ("6302.31", "Bed sheet set, cotton percale, queen", "SET", 7.5, 14),
    ("5208.12", "Greige fabric, cotton 60x60, 63 in", "MTR", 0.9, 1.8),
    ("6109.10", "Men's T-shirt, 180 gsm combed cotton", "PCS", 2.4, 4.9),
    ("0901.11", "Green coffee beans Robusta grade 1, screen 18", "MT", 3800, 4900),
    ("0801.32", "Cashew kernels W320", "KG", 6.2, 8.8),
    ("6911.10", "Stoneware dinner plate 27 cm", "PCS", 1.3, 2.9),
    ("9403.60", "Acacia wood dining table 180x90", "PCS", 95, 180),
    ("4202.92", "Jute shopping bag, laminated", "PCS", 0.7, 1.6),
    ("7323.93", "Stainless steel cookware set, 7 pcs", "SET", 18, 36),
]


@two_pass
def blind12_en_exporter_proforma(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An exporter's proforma invoice or order acknowledgement quoting the buyer's order."""
    d, m, x2, w, _, dt = frame(rng, A4, UNI, 30, 42, totals=False)
    pages = of(npages)
    tpl, reg, ids, port = rng.choice(EXP)
    sup = tpl.format(X=pick(rng, EXP_STEM))
    buyer = name_of(rng, IMP, IMP_STEM)
    ack = rng.random() < 0.3
    title = (
        pick(rng, "ORDER ACKNOWLEDGEMENT|SALES ORDER CONFIRMATION")
        if ack
        else pick(rng, "PROFORMA INVOICE|PRO-FORMA INVOICE|PROFORMA INVOICE / SALES CONTRACT")
    )
    own = fill(
        rng,
        ("OA-#####|SO/{y}/####|ACK-####" if ack else "PI/{y}-{z}/###|PI-####|{y}PI###|SC/{y}/####")
        .replace("{y}", f"{dt:%y}")
        .replace("{z}", f"{(dt.year + 1) % 100:02d}"),
    )
    po = fill(
        rng,
        "PO ######|45########|PO-{Y}-####|#####/{y}|P#######".replace("{Y}", f"{dt:%Y}").replace(
            "{y}", f"{dt:%y}"
        ),
    )
    bref = fill(rng, "Style ####|Season SS{y}|Art. ####-##".replace("{y}", f"{dt:%y}"))
    cur = pick(rng, "USD|USD|EUR")
    fm = figures(",", ".")
    ft = figures(",", ".", sym=cur + " ", gap="") if rng.random() < 0.6 else fm
    inco = pick(rng, "FOB|CIF|CFR|FOB")
    dest = pick(
        rng,
        "Hamburg, Germany|Rotterdam, Netherlands|Felixstowe, UK|Los Angeles, USA|Melbourne, Australia|Genoa, Italy",
    )
    fd = lambda x: x.strftime(pick(rng, "%d.%m.%Y|%d-%b-%Y|%d/%m/%Y"))  # noqa: E731
    # letterhead centred
    d.t(
        d.w / 2,
        36,
        sup.upper() if rng.random() < 0.5 else sup,
        fitsize(d, sup.upper(), 16, w),
        b=True,
        al="c",
    )
    d.t(
        d.w / 2,
        48,
        pick(
            rng,
            "Manufacturers & Exporters|Manufacturer, Exporter & Importer|Government Recognised Export House",
        ),
        8,
        al="c",
        grey=0.3,
    )
    d.t(
        d.w / 2,
        58,
        digits(
            rng,
            f"{pick(rng, EXP_ADDR[reg])}  ·  {ids}",
        ),
        7,
        al="c",
        grey=0.3,
    )
    d.t(
        d.w / 2,
        67,
        f"Tel {digits(rng, '+## ## #### ####')}   E-mail {mail_of(sup, 'export', 'com')}",
        7,
        al="c",
        grey=0.3,
    )
    d.line(m, 73, x2, 73, 1.0)
    d.t(d.w / 2, 90, title, 13, b=True, al="c")
    y = 100
    bw = w / 2
    d.box(m, y, w, 116, lw=0.6)
    d.line(m + bw, y, m + bw, y + 116, 0.6)
    lines_l = [
        ("Consignee / Buyer:", True),
        (buyer, False),
        (
            pick(
                rng,
                "Speicherstadt 12, 20457 Hamburg|Waalhaven O.Z. 80, 3087 Rotterdam|Unit 4, Docklands Way, Felixstowe|2100 E 7th St, Los Angeles CA|12 Dock Rd, Port Melbourne VIC",
            ),
            False,
        ),
        (f"Attn: {lperson(rng, 'en')}", False),
        (
            "Notify party: Same as consignee"
            if rng.random() < 0.6
            else f"Notify: {pick(rng, 'Kuehne + Nagel|DB Schenker|DHL Global Forwarding')} (agent)",
            False,
        ),
    ]
    for i, (s, b) in enumerate(lines_l):
        d.t(m + 5, y + 12 + i * 11.5, s, 8, b=b, maxw=bw - 10)
    refs = [
        ("Invoice No." if not ack else "Our Ack. No.", own),
        ("Date", fd(dt)),
        (pick(rng, "Buyer's Order No.|Buyer's P.O. No.|Your Order No.|Customer PO No."), po),
        ("Order Date", fd(dt - timedelta(days=rng.randint(2, 20)))),
        ("Buyer's Ref.", bref),
        (
            "Country of Origin",
            {"in": "India", "vn": "Vietnam", "pk": "Pakistan", "tr": "Turkey", "th": "Thailand"}[
                reg
            ],
        ),
        ("Port of Loading", port),
        ("Port of Discharge", dest),
        (
            "Terms of Delivery",
            f"{inco} {port.split(',')[0] if inco == 'FOB' else dest.split(',')[0]} (Incoterms 2020)",
        ),
    ]
    if rng.random() < 0.35:
        refs[2], refs[4] = refs[4], refs[2]
    for i, (k, val) in enumerate(refs):
        d.t(m + bw + 5, y + 11 + i * 11.6, k, 7.4, b=True)
        d.t(m + bw + 95, y + 11 + i * 11.6, val, 7.6, maxw=bw - 100)
    y += 124
    spec = [
        ("pos", "Sr.", 3, "c"),
        ("code", "HS Code", 8, "l"),
        ("desc", "Description of Goods", 40, "l"),
        ("qty", "Quantity", 9, "r"),
        ("unit", "Unit", 5, "c"),
        ("price", f"Rate ({cur})", 10, "r"),
        ("amount", f"Amount ({cur})", 12, "r"),
    ]
    c = cols(spec, w)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 240, p2=0.2, p3=0.06, most=9)
    pool = [it for it in EXP_ITEMS if it[0][:4] in EXP_HS[reg]]
    rows = mk_rows(rng, pool, n, fm, [500, 1000, 1200, 2400, 3000, 5000], dear=50)
    for r in rows:
        if r["unit"] == "MT":
            r["qty"] = str(rng.choice([18, 19, 20, 38]))
            r["amt"] = cents(r["p"] * int(r["qty"]))
            r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 30, f"{sup} - {title} {own}", 8.3, b=True)
        d.t(x2, 30, f"Page {p} of {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(d, f"{sup} · {port} · This is a computer generated document.", 6.4)

    net = net_of(rows)
    out = [(f"Total {'FOB' if inco != 'FOB' else 'FOB'} Value", fm(net), False)]
    total = net
    if inco in ("CIF", "CFR"):
        frt = Decimal(rng.choice([1850, 2400, 3100, 4250]))
        out.append(("Ocean Freight", fm(frt), False))
        total += frt
        if inco == "CIF":
            ins = cents(net * Decimal("0.0011") * Decimal("1.1"))
            out.append(("Insurance", fm(ins), False))
            total += ins
    out.append(
        (
            f"TOTAL {inco} VALUE {cur}"
            if inco != "FOB" or rng.random() < 0.5
            else f"Grand Total ({cur})",
            ft(total),
            True,
        )
    )
    y = table10(d, rng, m, y, c, rows, head, foot, "", ("", ""), fm)
    y = room(d, y, 220, head, foot)
    y = d.summary(x2 - 240, x2 - 4, y + 8, out, 8.6, box_last=True) + 4
    words = en_words(cents(total)).replace("US DOLLARS", "EURO" if cur == "EUR" else "US DOLLARS")
    y = d.para(m, y, f"Amount chargeable (in words): {words}", 7.8, w) + 2
    adv = cents(total * Decimal("0.3"))
    pay = [
        f"Payment: 30% advance by T/T ({cur} {fm(adv)}) on confirmation, balance {cur} {fm(total - adv)} against copy of B/L.",
        f"Payment: irrevocable L/C at sight for the full value; advance {cur} 0.00.",
    ]
    y = d.para(m, y + 2, pay[0] if rng.random() < 0.75 else pay[1], 7.8, w)
    y = d.para(
        m,
        y + 2,
        f"Shipment: within {rng.choice([30, 45, 60, 75])} days from receipt of advance / L/C. Partial shipment {pick(rng, 'allowed|not allowed')}. Tolerance +/- 5% in quantity and value.",
        7.6,
        w,
    )
    bank = f"Bank: {pick(rng, EXP_BANK[reg])}  A/C {digits(rng, '############')}  SWIFT {digits(rng, '@@@@@@@@')}"
    y = d.para(m, y + 4, bank, 7.6, w)
    y = room(d, y, 70, head, foot)
    d.t(x2, y + 14, f"For {sup}", 8.4, b=True, al="r")
    d.sign(x2 - 170, y + 52, 170, "Authorised Signatory", 7.4)
    d.sign(m, y + 52, 170, "Accepted by Buyer (sign & stamp)", 7.4)
    foot(d.pages)
    return result(d, "en", "order_confirmation" if ack else "invoice", po, sup, total)


# --------------------------------------------------------------------------- 6 zh ERP two-column grid

ZH_ITEMS = [
    ("冷轧钢板", "SPCC 1.0*1250*2500", "张", 180, 320),
    ("不锈钢圆棒", "304 Φ20*3000", "根", 95, 160),
    ("深沟球轴承", "6205-2RS", "个", 6, 18),
    ("六角螺栓", "M8*30 8.8级 镀锌", "千个", 120, 260),
    ("PP原料", "K8003 25kg/袋", "袋", 190, 260),
    ("纸箱", "五层 A=A 600*400*300", "个", 4, 9),
    ("伺服电机", "1.5kW 2000rpm 带刹车", "台", 1600, 3200),
    ("变频器", "7.5kW 380V", "台", 1900, 3600),
    ("液压油", "L-HM46 200L", "桶", 2100, 2900),
    ("铝型材", "6063-T5 40*40", "米", 28, 55),
    ("气缸", "SC63*100", "只", 180, 420),
    ("PCB板", "FR-4 1.6mm 双面", "片", 8, 26),
    ("劳保手套", "丁腈涂层 12双/打", "打", 35, 80),
]


def zh_money(v: Decimal) -> str:
    return f"{v:,.2f}"


@two_pass
def blind12_zh_erp_caigou_shuanglan(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Chinese factory's ERP 采购订单 print with a two-column header grid."""
    land = rng.random() < 0.3
    d, m, x2, w = cjk_doc(rng, landscape(A4) if land else A4)
    nt = no_total(rng)
    pages = of(npages)
    dt = a_date(rng)
    bf = zh_firm(rng)
    sf = zh_firm(rng, avoid=bf.name)
    buyer, sup = bf.name, sf.name
    po = fill(
        rng, f"CG{dt:%Y%m%d}###|PO{dt:%y%m}####|CGDD-{dt:%Y}-#####|4500######|POR{dt:%y}#####"
    )
    scode = fill(rng, "G#####|V####|GYS-####|20####")
    qg = fill(rng, f"QG{dt:%y%m}####|PR{dt:%Y}####|QGD-#####")
    ht = fill(rng, f"HT-{dt:%Y}-###|CGHT{dt:%y}####|合同{dt:%Y}第###号")
    rate = 13
    fdt = lambda x: x.strftime(pick(rng, "%Y-%m-%d|%Y/%m/%d"))  # noqa: E731
    caigouyuan, lianxi = person(rng), person(rng)
    d.t(d.w / 2, 34, buyer, fitsize(d, buyer, 15, w), b=True, al="c")
    d.t(
        d.w / 2,
        54,
        pick(rng, "采 购 订 单|采购订单|采购订单（PURCHASE ORDER）"),
        15,
        b=True,
        al="c",
    )
    d.t(
        m,
        66,
        f"打印时间：{fdt(dt)} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
        7.4,
        grey=0.35,
    )
    d.t(x2, 66, f"第 1 页 / 共 {pages} 页", 7.4, al="r", grey=0.35)
    grid = [
        (("采购单位", buyer), ("供应商", sup)),
        (("订单编号", po), ("订单日期", fdt(dt))),
        (("供应商编码", scode), ("请购单号", qg)),
        (("合同号", ht), ("币别", "人民币")),
        (("采购员", f"{caigouyuan} {zh_tel(rng)}"), ("供方联系人", f"{lianxi} {zh_tel(rng)}")),
        (
            ("收货地址", zh_addr(rng)),
            ("付款方式", pick(rng, "月结30天|月结60天|货到票到60天付款|预付30%，余款货到付清")),
        ),
    ]
    if rng.random() < 0.35:
        grid[0], grid[1] = grid[1], grid[0]
    y = 72
    hw = w / 2
    lw = 62
    for left, right in grid:
        for j, (k, val) in enumerate((left, right)):
            cx = m + j * hw
            d.box(cx, y, lw, 17, fill=0.9, lw=0.5)
            d.box(cx + lw, y, hw - lw, 17, lw=0.5)
            d.t(cx + 4, y + 12, k, 8.2)
            d.t(cx + lw + 4, y + 12, val, 8.4, maxw=hw - lw - 8)
        y += 17
    y += 8
    spec = [
        ("pos", "行号", 4, "c"),
        ("code", "物料编码", 12, "l"),
        ("desc", "物料名称", 16, "l"),
        ("spec", "规格型号", 18, "l"),
        ("unit", "单位", 5, "c"),
        ("qty", "数量", 7, "r"),
        ("price", "含税单价", 9, "r"),
        ("rate", "税率", 5, "c"),
        ("amount", "价税合计", 11, "r"),
        ("due", "交货日期", 10, "c"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 14, 170, p2=0.3, p3=0.1, most=10)
    pool = [
        (f"{rng.randint(1, 9)}0{rng.randint(10, 99)}.{rng.randint(1000, 9999)}", a, u, lo, hi)
        for a, b, u, lo, hi in ZH_ITEMS
    ]
    specs = {a: b for a, b, *_ in ZH_ITEMS}
    rows = mk_rows(rng, pool, n, zh_money, [10, 20, 50, 100, 200, 500], dear=1000)
    for r in rows:
        r["spec"] = specs[r["desc"]]
        r["rate"] = f"{rate}%"
        r["due"] = fdt(dt + timedelta(days=rng.randint(5, 30)))

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer}  采购订单  {po}", 8.4, b=True)
        d.t(x2, 30, f"第 {p} 页 / 共 {pages} 页", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(d, "请在送货单及发票上注明本订单编号；未经书面同意不得变更交期与价格。", 7)

    total = net_of(rows)
    notax = cents(total / (1 + Decimal(rate) / 100))
    out = [("合计", zh_money(total), True)]
    intab = not nt and rng.random() < 0.5
    if intab:
        in_table(rows, out)
    mode = "" if nt else "page"
    y = table10(d, rng, m, y, c, rows, head, foot, mode, ("本页小计", ""), zh_money, size=7.8)
    y = room(d, y, 130, head, foot)
    if nt:
        y = d.para(m, y + 8, "本订单单价按双方年度框架协议执行，数量以实际收货为准。", 8.4, w) + 4
    else:
        if not intab:
            y = d.summary(x2 - 200, x2 - 4, y + 6, out, 8.8) + 2
        d.box(m, y + 4, w, 34, lw=0.6)
        d.t(m + 6, y + 17, f"价税合计（大写）：{daxie(total)}", 9, b=True)
        d.t(x2 - 6, y + 17, f"（小写）￥{zh_money(total)}", 9, al="r")
        d.t(
            m + 6,
            y + 31,
            f"其中：不含税金额 ￥{zh_money(notax)}    税额 ￥{zh_money(total - notax)}    税率 {rate}%",
            8,
        )
        y += 44
    for i, t_ in enumerate(
        rng.sample(
            [
                "供方须按约定交期送货，逾期每日按未交货金额的千分之三扣款。",
                "送货时须附送货单、质检报告及增值税专用发票。",
                "包装须符合运输要求，因包装不良造成的损失由供方承担。",
                "供方收到订单后24小时内回签确认，否则视为默认接受。",
            ],
            3,
        )
    ):
        y = d.para(m, y + 2, f"{i + 1}. {t_}", 7.8, w)
    y = room(d, y, 60, head, foot)
    sw = w / 4
    for i, lab in enumerate(["制单", "审核", "批准", "供应商确认（盖章）"]):
        d.box(m + i * sw, y + 8, sw, 34, lw=0.5)
        d.t(m + i * sw + 4, y + 20, f"{lab}：", 8)
    d.t(m + 4 + sw * 0, y + 36, person(rng), 8.4)
    if rng.random() < 0.7:
        red_text(d, m + sw * 1 + 40, y + 36, "已审核", 12)
    foot(d.pages)
    return result(d, "zh-Hans", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- 7 zh 工程物资订货单 hand form

GC_ITEMS = [
    ("螺纹钢", "HRB400E Φ16", "Q355", "吨", 3600, 4300),
    ("螺纹钢", "HRB400E Φ25", "HRB400E", "吨", 3550, 4250),
    ("商品混凝土", "C30 泵送", "—", "m³", 380, 520),
    ("镀锌钢管", "DN100 壁厚4.0", "Q235B", "米", 55, 95),
    ("H型钢", "HW300*300*10*15", "Q355B", "吨", 3900, 4700),
    ("电缆", "YJV-0.6/1kV 4*95+1*50", "铜", "米", 180, 290),
    ("防水卷材", "SBS 4mm PY I型", "—", "m²", 26, 42),
    ("钢绞线", "1*7 Φs15.2 1860级", "—", "吨", 5200, 6300),
    ("PE给水管", "De110 1.6MPa", "PE100", "米", 38, 66),
    ("水泥", "P.O 42.5 散装", "—", "吨", 320, 460),
    ("模板", "1830*915*15 覆膜", "—", "张", 55, 95),
]
GC_PROJ = "{C}地铁{n}号线土建施工{k}标|{C}新区综合管廊工程|{C}人民医院门诊楼工程|{C}高速公路改扩建工程|{C}污水处理厂提标改造工程|{C}保障性住房项目{k}期"


@two_pass
def blind12_zh_gongcheng_wuzi_dinghuo(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A construction project's boxed 工程物资订货单 between 需方 and 供方."""
    d, m, x2, w = cjk_doc(rng)
    nt = no_total(rng)
    pages = of(npages)
    dt = a_date(rng)
    bf = zh_firm(rng)
    sf = zh_firm(rng, avoid=bf.name)
    proj_city = pick(rng, "成都|西安|合肥|南宁|昆明|郑州|济南|长沙")
    buyer = pick(
        rng,
        f"中建{rng.choice('一二三四五七八')}局第{rng.choice('一二三四')}建设有限公司{proj_city}项目经理部|{bf.name}|{proj_city}城建集团有限公司",
    )
    sup = sf.name
    sgdw = f"{pick(rng, '中铁|中交|中冶|华建')}{proj_city}{pick(rng, '路桥|市政|建工|安装')}工程有限公司"
    proj = pick(rng, GC_PROJ).format(C=proj_city, n=rng.randint(2, 9), k=rng.randint(1, 6))
    no = fill(rng, f"DH{dt:%Y}####|GCWZ-{dt:%y}-####|No.{dt:%y}######|WZ{dt:%Y%m}###")
    ht = fill(rng, f"{proj_city[:1]}HT-{dt:%Y}-###|SGHT{dt:%y}##|合同编号 ####")
    jh = fill(rng, f"JH{dt:%y%m}##|计划{dt:%m}-##")
    fd = lambda x: f"{x.year}年{x.month}月{x.day}日"  # noqa: E731
    d.t(
        d.w / 2,
        40,
        pick(rng, "工程物资采购订货单|工程物资订货单|物资采购订货单"),
        17,
        b=True,
        al="c",
    )
    d.line(d.w / 2 - 90, 45, d.w / 2 + 90, 45, 0.8)
    d.line(d.w / 2 - 90, 47.5, d.w / 2 + 90, 47.5, 0.4)
    d.t(m, 66, f"订货日期：{fd(dt)}", 8.6)
    d.t(x2 - 110, 66, "No.", 10, b=True)
    red_text(d, x2, 66, no.replace("No.", ""), 12, al="r")
    po = no.replace("No.", "")
    y = 74
    first_buyer = rng.random() < 0.6
    parties = [
        ("需方（甲方）", buyer, f"联系人：{person(rng)}  {zh_tel(rng)}"),
        ("供方（乙方）", sup, f"联系人：{person(rng)}  {zh_tel(rng)}"),
    ]
    if not first_buyer:
        parties.reverse()
    lw = 78
    rowsgrid = [(lab, nm) for lab, nm, _ in parties] + [
        ("工程名称", proj),
        ("施工单位", sgdw),
        ("合同编号", ht),
        ("计划单号", jh),
        (
            "交货地点",
            f"{proj_city}市{pick(rng, '高新区|经开区|天府新区|滨湖区')}项目现场（{pick(rng, '1号|3号|东')}门）",
        ),
    ]
    for k, (lab, val) in enumerate(rowsgrid):
        d.box(m, y, lw, 18, lw=0.7)
        d.box(m + lw, y, w - lw, 18, lw=0.7)
        d.t(m + 5, y + 12.5, lab, 8.6)
        d.t(m + lw + 6, y + 12.5, val, 9 if k < 2 else 8.6, maxw=w - lw - 12)
        if k < 2:
            d.t(x2 - 4, y + 12.5, parties[k][2], 7.4, al="r")
        y += 18
    y += 6
    spec = [
        ("pos", "序号", 4, "c"),
        ("desc", "物资名称", 12, "l"),
        ("spec", "规格型号", 19, "l"),
        ("mat", "材质", 8, "c"),
        ("unit", "单位", 5, "c"),
        ("qty", "数量", 8, "r"),
        ("price", "单价（元）", 10, "r"),
        ("amount", "金额（元）", 12, "r"),
        ("note", "备注", 8, "l"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 15, 260, p2=0.2, p3=0.05, most=9)
    pool = [(a + "|" + b + "|" + mt, a, u, lo, hi) for a, b, mt, u, lo, hi in GC_ITEMS]
    rows = mk_rows(rng, pool, n, zh_money, [5, 8, 12, 20, 30, 60, 150, 300], dear=3000)
    for r in rows:
        _, r["spec"], r["mat"] = r["code"].split("|")
        r["note"] = pick(rng, "|||含运费|分批到货|附质保书")

    def head(p: int) -> float:
        d.t(m, 30, f"工程物资订货单  No.{po}", 8.6, b=True)
        d.t(x2, 30, f"第{p}页 共{pages}页", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(d, "第一联：需方存根（白）  第二联：供方（红）  第三联：财务（黄）", 7)

    total = net_of(rows)
    y = table10(
        d,
        rng,
        m,
        y,
        c,
        rows,
        head,
        foot,
        "" if nt else "page",
        ("本页合计", ""),
        zh_money,
        size=7.8,
    )
    y = room(d, y, 250, head, foot)
    if not nt:
        d.box(m, y, w, 22, lw=0.7)
        d.t(m + 5, y + 14.5, f"合计人民币（大写）：{daxie(total)}", 9)
        d.t(x2 - 6, y + 14.5, f"￥{zh_money(total)}", 9.4, b=True, al="r")
        y += 22
        d.box(m, y, w, 18, lw=0.7)
        d.t(
            m + 5,
            y + 12.5,
            f"以上单价为含税（增值税专用发票，税率{rng.choice([13, 9])}%）到现场价，含运输、装卸费用。",
            8,
        )
        y += 24
    else:
        d.box(m, y, w, 20, lw=0.7)
        d.t(m + 5, y + 13.5, "单价按合同附件执行，结算以双方签认的验收单为准。", 8.4)
        y += 26
    clauses = [
        "质量要求：符合国家现行标准及设计要求，随货提供出厂合格证、质量证明书。",
        "交货时间：接需方通知后3日内送达现场，需方材料员验收签字后方可卸车。",
        "结算方式：货到验收合格、供方开具增值税专用发票后，按月支付至累计已供货金额的80%。",
        "本订货单经双方签字盖章后生效，与合同具有同等效力；未尽事宜按合同约定执行。",
        "供方应对所供物资的数量、质量负责，如有不合格品，需方有权退货并追究违约责任。",
    ]
    for i, t_ in enumerate(rng.sample(clauses, rng.randint(3, 5))):
        y = d.para(m, y, f"{'一二三四五'[i]}、{t_}", 8, w)
    y += 6
    bw = w / 2
    d.box(m, y, bw, 96, lw=0.7)
    d.box(m + bw, y, bw, 96, lw=0.7)
    for k, (lab, nm, _) in enumerate(parties):
        x = m + k * bw + 6
        d.t(x, y + 14, f"{lab[:2]}（盖章）：", 8.4)
        d.t(x, y + 28, nm, 8.2, maxw=bw - 12)
        d.t(x, y + 46, "委托代理人：", 8.2)
        d.t(x, y + 62, f"电话：{zh_tel(rng)}", 8.2)
        d.t(x, y + 78, f"日期：{fd(dt)}", 8.2)
        if lab.startswith("需方") or rng.random() < 0.4:
            round_seal(d, x + bw - 60, y + 48, nm, 30, pick(rng, "合同专用章|物资专用章|"))
    foot(d.pages)
    return result(d, "zh-Hans", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- 8 Hong Kong trading PO

HK_ITEMS = [
    ("LED-2835W", "SMD LED 2835 0.2W 白光 (Reel 4K)", "REEL", 35, 80),
    ("PSU-24V5A", "Switching power supply 24V 5A 開關電源", "PCS", 32, 75),
    ("CAB-USBC1", "USB-C cable 1m braided 編織線", "PCS", 6, 15),
    ("PKG-GB300", "Gift box printing 彩盒印刷 300g", "PCS", 2.5, 7),
    ("TOY-PL12", "Plush toy 12in 毛絨公仔", "PCS", 18, 42),
    ("WAT-QZ01", "Quartz movement 石英機芯 2035", "PCS", 4, 11),
    ("BAG-NW40", "Non-woven bag 無紡布袋 40x35cm", "PCS", 1.2, 3.5),
    ("MUG-CER11", "Ceramic mug 11oz 陶瓷杯 with logo", "PCS", 9, 22),
    ("PCB-A3321", "PCBA assembly 線路板組裝", "PCS", 42, 110),
    ("FAB-TC65", "T/C 65/35 fabric 布料 58in", "YD", 12, 26),
]


@two_pass
def blind12_hk_trading_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Hong Kong trading company's bilingual purchase order to a factory or supplier."""
    d, m, x2, w = cjk_doc(rng)
    nt = no_total(rng)
    pages = of(npages)
    dt = a_date(rng)
    bf = hk_firm(rng)
    buyer_zh, buyer_en = bf.name, bf.en
    if rng.random() < 0.5:
        sf = hk_firm(rng, avoid=bf.name[:2])
        sup = sf.en if rng.random() < 0.6 else sf.name
        sadr = pick(
            rng,
            "Flat B, 12/F, Wing Hing Industrial Building, 14 Hing Yip Street, Kwun Tong, Kowloon|Unit 1205, Metro Centre, 32 Lam Hing Street, Kowloon Bay|香港新界葵涌貨櫃碼頭路88號永得利廣場15樓",
        )
        stel = hk_tel(rng)
    else:
        sf = zh_firm(rng)
        sup = sf.name if rng.random() < 0.6 else sf.en
        sadr = pick(
            rng,
            "广东省东莞市长安镇乌沙工业区|深圳市宝安区福永街道凤凰工业区|广东省中山市小榄镇工业大道|Shenzhen, Longhua District, Guanlan Industrial Park",
        )
        stel = f"+86 {zh_tel(rng)[1:]}"
    po = fill(
        rng,
        "PO{y}####|P/O-#####|HK{y}-####|PO-{y}{m}-###".replace("{y}", f"{dt:%y}").replace(
            "{m}", f"{dt:%m}"
        ),
    )
    quo = fill(rng, "Q{y}-####|QT#####|報價 ####".replace("{y}", f"{dt:%y}"))
    ours = fill(rng, "JS/@@/####|OR-####|REF ####")
    cpo = fill(rng, "4500######|CPO-######|#######")
    cur, sym = ("HK$", "HK$") if rng.random() < 0.7 else ("US$", "US$")
    fm = figures(",", ".")
    ft = figures(",", ".", sym=sym, gap="")
    fd = lambda x: x.strftime(pick(rng, "%d/%m/%Y|%d-%b-%Y|%Y-%m-%d"))  # noqa: E731
    x = crest(d, m, 24, buyer_en, 18, 0.3)
    d.t(x, 38, buyer_zh, 14, b=True)
    d.t(x, 52, buyer_en, fitsize(d, buyer_en, 10, 300), b=True)
    d.t(
        x,
        63,
        f"{pick(rng, '九龍觀塘鴻圖道|香港上環干諾道中|新界荃灣青山公路|九龍長沙灣長裕街')}{rng.randint(1, 200)}號{rng.randint(3, 28)}樓  Tel: {hk_tel(rng)}  Fax: {hk_tel(rng)}",
        7.4,
        grey=0.3,
    )
    d.t(x2, 40, "PURCHASE ORDER", 14, b=True, al="r")
    d.t(x2, 55, "採 購 單", 12, b=True, al="r")
    y = 82
    d.line(m, 74, x2, 74, 0.8)
    toy = d.lines(m, y, ["To 致：", ""], 8.6)
    d.t(m + 40, y + 8.6, "Messrs.", 8.6)
    lines = [
        sup,
        sadr,
        f"Attn 聯絡人：{pick(rng, 'Mr.|Ms.')} {person(rng, 'zh-Hant')}",
        f"Tel 電話：{stel}",
    ]
    if d.width(sadr, 8) > w * 0.55 - 84 and ", " in sadr:
        cut = (
            sadr.index(", ", len(sadr) // 2 - 6)
            if ", " in sadr[len(sadr) // 2 - 6 :]
            else sadr.index(", ")
        )
        lines[1:2] = [sadr[: cut + 1], sadr[cut + 2 :]]
    yy = y
    for i, s in enumerate(lines):
        size = fitsize(d, s, 8.8, w * 0.55 - 82) if i == 0 else 8
        d.t(m + 80, yy + 8.6 + i * 12, s, size, b=i == 0, maxw=None if i == 0 else w * 0.55 - 80)
    toy = max(toy, yy + len(lines) * 12 + 4)
    refs = [
        ("P.O. No. 訂單編號", po),
        ("Date 日期", fd(dt)),
        ("Your Quotation 貴司報價單", quo),
        ("Our Ref 本司編號", ours),
        ("Customer P.O. 客戶訂單號", cpo),
        ("Page 頁數", f"1 / {pages}"),
    ]
    if rng.random() < 0.3:
        refs.pop(4)
    rx = m + w * 0.58
    for i, (k, val) in enumerate(refs):
        d.t(rx, y + 8.6 + i * 12.5, k, 7.8)
        d.t(x2, y + 8.6 + i * 12.5, val, 8.4, b=i == 0, al="r")
    y = max(toy, y + len(refs) * 12.5) + 6
    y = (
        d.kv(
            m,
            y,
            [
                (
                    "Deliver To 送貨地址：",
                    f"{buyer_en}, Warehouse 倉庫, {pick(rng, 'Tsuen Wan|Kwai Chung|Tuen Mun|Fo Tan')}",
                ),
                ("Delivery 交貨期：", fd(dt + timedelta(days=rng.randint(14, 60)))),
                (
                    "Payment 付款方式：",
                    pick(
                        rng,
                        "30% deposit, balance before shipment 30%訂金，出貨前付清餘款|T/T 30 days after delivery 貨到30天|Open account 60 days 月結60天",
                    ),
                ),
            ],
            108,
            7.8,
            b_label=True,
        )
        + 6
    )
    spec = [
        ("pos", "Item 項目", 8, "c"),
        ("code", "Part No. 型號", 12, "l"),
        ("desc", "Description 貨品描述", 38, "l"),
        ("qty", "Qty 數量", 8, "r"),
        ("unit", "Unit", 5, "c"),
        ("price", f"Unit Price 單價 ({cur})", 12, "r"),
        ("amount", f"Amount 金額 ({cur})", 13, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 14, 200, p2=0.25, p3=0.06, most=10)
    rows = mk_rows(rng, HK_ITEMS, n, fm, [100, 200, 500, 1000, 2000, 3000], dear=200)

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer_en}  P.O. No. {po}", 8.4, b=True)
        d.t(x2, 30, f"Page {p} / {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(
            d,
            "Please quote our P.O. No. on all invoices, packing lists and delivery notes. 所有發票、裝箱單及送貨單必須註明本司訂單編號。",
            6.6,
        )

    net = net_of(rows)
    disc = cents(net * Decimal(rng.choice([0, 0, 2, 3, 5])) / 100)
    total = net - disc
    out = [("Sub-total 小計", fm(net), False)]
    if disc:
        out.append(("Less: Discount 折扣", f"-{fm(disc)}", False))
    out.append((pick(rng, "TOTAL 總額|Total Amount 總金額|Grand Total 合計"), ft(total), True))
    y = table10(
        d,
        rng,
        m,
        y,
        c,
        rows,
        head,
        foot,
        "" if nt else pick(rng, "carry|"),
        ("C/F 轉下頁", "B/F 承上頁"),
        fm,
        size=7.6,
    )
    y = room(d, y, 170, head, foot)
    if nt:
        y = (
            d.para(
                m,
                y + 8,
                "Unit prices as per your quotation; please confirm total amount by return. 單價按貴司報價，請回覆確認總額。",
                8,
                w,
            )
            + 4
        )
    else:
        y = d.summary(x2 - 240, x2 - 4, y + 8, out, 8.6, box_last=True) + 2
        if rng.random() < 0.5:
            dep = cents(total * Decimal("0.3"))
            y = (
                d.summary(
                    x2 - 240,
                    x2 - 4,
                    y,
                    [
                        ("Deposit 訂金 (30%)", fm(dep), False),
                        ("Balance 餘額", fm(total - dep), False),
                    ],
                    7.8,
                )
                + 4
            )
    for t_ in rng.sample(
        [
            "Goods must be inspected by our QC before shipment. 出貨前須經本司QC驗貨。",
            "Shipping marks as per our instruction. 嘜頭按本司指示。",
            "Late delivery penalty 1% per day. 延遲交貨每日罰款1%。",
            "All products must comply with RoHS / REACH. 所有產品須符合RoHS/REACH。",
        ],
        3,
    ):
        y = d.para(m, y + 2, f"• {t_}", 7.6, w)
    y = room(d, y, 80, head, foot)
    d.t(m, y + 16, f"For and on behalf of 代表 {buyer_en}", 8, b=True)
    d.sign(m, y + 60, 200, "Authorized Signature(s) 授權簽署", 7.4)
    d.t(x2 - 210, y + 16, "Confirmed & Accepted 供應商確認：", 8, b=True)
    d.sign(x2 - 210, y + 60, 210, "Supplier's chop & signature 蓋章及簽署", 7.4)
    foot(d.pages)
    return result(d, "zh-Hant", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- 9 ko e-procurement 구매주문서

KO_ITEMS = [
    ("P100-2231", "알루미늄 다이캐스팅 하우징", "ADC12, 도면 #A-231", "EA", 8500, 21000),
    ("P200-1108", "볼트 육각", "M10x40 SUS304", "EA", 120, 380),
    ("P300-0450", "PCB 어셈블리", "4층 FR-4 120x80", "EA", 15000, 42000),
    ("P400-7712", "포장박스", "골판지 DW 500x400x300", "BOX", 1200, 2600),
    ("P500-0091", "실리콘 가스켓", "70A Ø85", "EA", 450, 1300),
    ("P600-3302", "스테인리스 판재", "STS304 2t 1219x2438", "장", 180000, 290000),
    ("P700-5501", "서보모터", "400W 220V 엔코더 포함", "대", 280000, 460000),
    ("P800-0023", "절삭유", "수용성 20L", "통", 65000, 98000),
    ("P900-1120", "베어링", "6204ZZ", "EA", 2100, 5200),
    ("P110-4410", "케이블 하네스", "UL1007 24AWG 300mm", "SET", 3200, 7800),
]


@two_pass
def blind12_ko_gumae_jumunseo(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Korean manufacturer's e-procurement purchase order with two party tables."""
    d, m, x2, w = cjk_doc(rng)
    nt = no_total(rng)
    pages = of(npages)
    dt = a_date(rng)
    s1, s2 = rng.sample(KO_STEM, 2)
    sup = pick(
        rng,
        f"(주){s1}{rng.choice(KO_TRADE)}|주식회사 {s1}{rng.choice(KO_TRADE)}|{s1}{rng.choice(KO_TRADE)}(주)|{s1}{rng.choice(KO_TRADE)}",
    )
    buyer = pick(rng, f"(주){s2}전자|{s2}오토모티브 주식회사|주식회사 {s2}모빌리티|{s2}정공(주)")
    po = fill(rng, f"PO{dt:%Y%m}####|{dt:%Y}-P-#####|45########|PO-{dt:%y}#####")
    pum = fill(rng, f"품의-{dt:%y}-###|DR{dt:%y}####")
    quo = fill(rng, "Q-#######|견적 ######")
    con = fill(rng, f"CT{dt:%y}-###|계약-####")
    fm = figures(",", ".", places=0)
    fd = lambda x: x.strftime(pick(rng, "%Y-%m-%d|%Y.%m.%d"))  # noqa: E731
    d.t(m, 40, pick(rng, "구 매 주 문 서|발 주 서|구매발주서"), 18, b=True)
    d.t(m, 54, "PURCHASE ORDER", 9, grey=0.35)
    # approval line 결재
    ax = x2 - 180
    for i, lab in enumerate(["담당", "검토", "팀장", "승인"]):
        d.box(ax + i * 45, 24, 45, 13, fill=0.9, lw=0.5)
        d.box(ax + i * 45, 37, 45, 26, lw=0.5)
        d.t(ax + i * 45 + 22.5, 33, lab, 7.6, al="c")
    d.t(ax + 22.5, 54, ko_who(rng, False), 7.4, al="c")
    y = 72
    kv = [
        ("발주번호", po),
        ("발주일자", fd(dt)),
        ("품의번호", pum),
        ("견적번호", quo),
        ("계약번호", con),
        ("납기일자", fd(dt + timedelta(days=rng.randint(7, 40)))),
    ]
    if rng.random() < 0.3:
        kv[0], kv[2] = kv[2], kv[0]
    y = hdr_grid(d, m, y, w, kv, 6, 8) + 8
    bw = (w - 12) / 2
    tabs = [
        (
            "발주처 정보",
            [
                ("상호", buyer),
                ("사업자등록번호", ko_brn(rng)),
                ("대표자", ko_who(rng, False)),
                ("주소", ko_addr(rng)),
                ("담당자", f"{ko_who(rng)} / {ko_tel(rng)}"),
            ],
        ),
        (
            "공급업체 정보",
            [
                ("업체명", sup),
                ("사업자등록번호", ko_brn(rng)),
                ("업체코드", fill(rng, "V######|S-#####")),
                ("주소", ko_addr(rng)),
                ("담당자", f"{ko_who(rng)} / {ko_tel(rng)}"),
            ],
        ),
    ]
    if rng.random() < 0.4:
        tabs.reverse()
    yb = y
    for k, (title, pairs) in enumerate(tabs):
        x = m + k * (bw + 12)
        d.box(x, y, bw, 15, fill=0.82, lw=0.5)
        d.t(x + 5, y + 11, title, 8.6, b=True)
        yy = y + 15
        for lab, val in pairs:
            d.box(x, yy, 70, 15, fill=0.94, lw=0.4)
            d.box(x + 70, yy, bw - 70, 15, lw=0.4)
            d.t(x + 4, yy + 10.5, lab, 7.6)
            d.t(x + 74, yy + 10.5, val, 7.8, maxw=bw - 78)
            yy += 15
        yb = max(yb, yy)
    y = yb + 6
    y = (
        d.kv(
            m,
            y,
            [
                (
                    "납품장소",
                    f"{buyer} {pick(rng, '제1공장 자재창고|평택공장 수입검사장|본사 물류센터')}",
                ),
                (
                    "결제조건",
                    pick(
                        rng, "월말 마감 익월 말 현금|납품 후 60일 전자어음|세금계산서 발행 후 30일"
                    ),
                ),
            ],
            60,
            8,
            b_label=True,
        )
        + 6
    )
    spec = [
        ("pos", "No", 3, "c"),
        ("code", "품목코드", 10, "l"),
        ("desc", "품명", 18, "l"),
        ("spec", "규격", 18, "l"),
        ("unit", "단위", 4, "c"),
        ("qty", "수량", 6, "r"),
        ("price", "단가", 9, "r"),
        ("amount", "공급가액", 11, "r"),
        ("tax", "세액", 9, "r"),
    ]
    c = cols(spec, w, nt)
    n = nrows(rng, y + 10, d.h - 58, 14, 190, p2=0.25, p3=0.06, most=9)
    pool = [(a, b, u, lo, hi) for a, b, _, u, lo, hi in KO_ITEMS]
    specs = {a: s for a, _, s, *_ in KO_ITEMS}
    rows = mk_rows(rng, pool, n, fm, [10, 50, 100, 200, 500, 1000], dear=100000)
    taxsum = Decimal(0)
    for r in rows:
        r["spec"] = specs[r["code"]]
        r["amt"] = whole(r["amt"])
        r["amount"] = fm(r["amt"])
        tx = (r["amt"] / 10).quantize(Decimal(1), rounding="ROUND_DOWN")
        taxsum += tx
        r["tax"] = fm(tx)

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer}  구매주문서  {po}", 8.4, b=True)
        d.t(x2, 30, f"{p} / {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    def foot(p: int) -> None:
        page_foot(
            d,
            "본 발주서는 전자구매시스템에서 발행되었습니다. 거래명세서 및 세금계산서에 발주번호를 기재하여 주십시오.",
            6.8,
        )

    net = net_of(rows)
    total = net + taxsum
    y = table10(d, rng, m, y, c, rows, head, foot, "", ("", ""), fm, size=7.6)
    y = room(d, y, 150, head, foot)
    if nt:
        y = (
            d.para(
                m,
                y + 8,
                "단가는 연간 단가계약에 따르며, 금액은 납품 수량 확정 후 정산합니다.",
                8.4,
                w,
            )
            + 4
        )
    else:
        out = [
            ("공급가액 합계", fm(net), False),
            ("부가세 (10%)", fm(taxsum), False),
            (pick(rng, "합계금액 (VAT 포함)|총 발주금액|합계금액"), f"{fm(total)}원", True),
        ]
        y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.8, box_last=True) + 2
        y = d.para(m, y + 2, f"금액(한글): 일금 {ko_words(int(total))}원정", 8.2, w)
    d.t(m, y + 16, "특기사항", 8.6, b=True)
    y += 20
    for i, t_ in enumerate(
        rng.sample(
            [
                "납품 시 성적서(COA)를 첨부하여 주십시오.",
                "납기 지연 시 지체상금(1일 0.15%)이 부과됩니다.",
                "포장 라벨에 품목코드와 발주번호를 표기하여 주십시오.",
                "본 발주서 수신 후 2일 이내 납기 회신 바랍니다.",
            ],
            3,
        )
    ):
        y = d.para(m, y + 2, f"{i + 1}. {t_}", 7.8, w)
    y = room(d, y, 60, head, foot)
    d.t(x2, y + 26, f"{buyer}  대표이사 {ko_who(rng, False)}  (인)", 9, b=True, al="r")
    if rng.random() < 0.6:
        seal(d, x2 - 30, y + 8, "직인", 30)
    foot(d.pages)
    return result(d, "ko", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- 10 pl potwierdzenie zamówienia

PL_SUP = "{X} Sp. z o.o.|{X} S.A.|Zakład Produkcyjny {X} Sp. z o.o.|{L} i Wspólnicy Sp.k.|P.P.H.U. {X} {L}|{X} Polska Sp. z o.o."
PL_STEM = "Drewmet|Polmet|Stalprofil|Mebelux|Termobud|Agropak|Elkabel|Wielkopolska Stal|Pomorskie Okna|Kartonex"
PL_SUR = "Nowak|Kowalski|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|Dąbrowski"
PL_BUY = "{X} Sp. z o.o.|{X} S.A.|Przedsiębiorstwo Handlowe {X}|{X} Dystrybucja Sp. z o.o."
PL_BSTEM = "Budmat|Castorex|Hurtownia Śląsk|Mazowsze Dom|Instalbud|Meblosklep|Frigo-Trans|Pakmar"
PL_ITEMS = [
    ("PR-40x40", "Profil stalowy zamknięty 40x40x2, 6 m", "szt.", 48, 85),
    ("BL-DC01", "Blacha DC01 1,5 mm 1250x2500", "ark.", 190, 320),
    ("OK-1465", "Okno PCV 1465x1435 dwuskrzydłowe", "szt.", 780, 1450),
    ("KR-KB60", "Krzesło konferencyjne, tapicerka szara", "szt.", 160, 340),
    ("KAB-3x25", "Przewód YDYp 3x2,5 mm², krążek 100 m", "kpl.", 260, 420),
    ("KT-600", "Karton klapowy 600x400x400, 5W", "szt.", 3.2, 7.8),
    ("PL-EUR", "Paleta EUR 1200x800, nowa", "szt.", 52, 89),
    ("ST-BIU", "Biurko 160x80, dąb sonoma", "szt.", 420, 890),
    ("IZ-W100", "Wełna mineralna 100 mm, paczka 6 m²", "op.", 58, 96),
    ("FL-05", "Folia stretch 23 µm, 1,5 kg", "rolka", 14, 27),
    ("RD-15", "Rura PEX 16x2 mm, 200 m", "krąż.", 280, 460),
]


@two_pass
def blind12_pl_potwierdzenie_zamowienia(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Polish seller's order confirmation quoting the customer's order number."""
    d, m, x2, w, _, dt = frame(
        rng, A4, "dejavu|libsans|libserif|djcond|djserif", 32, 46, totals=False
    )
    pages = of(npages)
    sup = name_of(rng, PL_SUP, PL_STEM, PL_SUR)
    buyer = name_of(rng, PL_BUY, PL_BSTEM)
    scity, bcity = rng.sample(
        "Poznań|Wrocław|Łódź|Kraków|Gdańsk|Katowice|Lublin|Bydgoszcz|Rzeszów|Kielce".split("|"), 2
    )
    nip = lambda: digits(rng, "###-###-##-##")  # noqa: E731
    own = fill(rng, f"PZ/####/{dt:%Y}|ZS-{dt:%y}/#####|{dt:%Y}/PZ/###|OF/ZK/####")
    po = fill(rng, f"ZAM/{dt:%Y}/####|####/{dt:%m}/{dt:%Y}|ZK-#####|PO{dt:%y}####|Z/###/{dt:%y}")
    oferta = fill(rng, f"OF/###/{dt:%Y}|Oferta ####")
    klient = fill(rng, "K#####|####")
    fm = figures(" ", ",")
    ft = (
        figures(" ", ",", sym="zł", pre=False)
        if rng.random() < 0.6
        else figures(" ", ",", sym="PLN", pre=False)
    )
    fd = lambda x: x.strftime(pick(rng, "%d.%m.%Y|%Y-%m-%d|%d-%m-%Y"))  # noqa: E731
    po_lab = pick(
        rng,
        "Zamówienie klienta nr|Państwa zamówienie nr|Nr zamówienia Zamawiającego|Dot. zamówienia nr",
    )
    sstreet = f"ul. {pick(rng, 'Przemysłowa|Fabryczna|Składowa|Polna')} {rng.randint(1, 90)}"
    spost = f"{digits(rng, '##-###')} {scity}"
    snip = nip()
    x = logo(d, m, 26, sup, 32, 0.25) if rng.random() < 0.6 else m
    d.t(x, 40, sup, fitsize(d, sup, 13, 250), b=True)
    d.t(
        x,
        52,
        f"{sstreet}, {spost}",
        7.6,
        grey=0.3,
    )
    d.t(
        x,
        62,
        f"NIP {snip}   REGON {digits(rng, '#########')}   tel. {digits(rng, '+48 ## ### ## ##')}",
        7.2,
        grey=0.3,
    )
    d.t(x2, 40, f"{scity}, {fd(dt)}", 8.4, al="r")
    y = 84
    d.t(d.w / 2, y, "POTWIERDZENIE ZAMÓWIENIA", 14, b=True, al="c")
    d.t(d.w / 2, y + 14, f"nr {own}", 10, b=True, al="c")
    y += 26
    refs = [
        (po_lab, po),
        ("z dnia", fd(dt - timedelta(days=rng.randint(1, 10)))),
        ("Nr klienta", klient),
        ("Nasza oferta", oferta),
        ("Termin realizacji", fd(dt + timedelta(days=rng.randint(7, 35)))),
        ("Strona", f"1 z {pages}"),
    ]
    y = hdr_grid(d, m, y, w, refs, 3, 8) + 8
    bw = (w - 14) / 2
    st = pick(rng, "box|bar|under")
    ya = block(
        d,
        m,
        y,
        "Sprzedawca:",
        [
            sup,
            sstreet,
            spost,
            f"NIP: {snip}",
        ],
        style=st,
        w=bw,
        size=8,
    )
    yb = block(
        d,
        m + bw + 14,
        y,
        "Nabywca:",
        [
            buyer,
            f"ul. {pick(rng, 'Handlowa|Magazynowa|Długa|Kwiatowa')} {rng.randint(1, 120)}",
            f"{digits(rng, '##-###')} {bcity}",
            f"NIP: {nip()}",
        ],
        style=st,
        w=bw,
        size=8,
    )
    y = max(ya, yb) + 4
    if rng.random() < 0.6:
        y = (
            d.lines(
                m,
                y,
                [
                    f"Odbiorca / miejsce dostawy: {buyer}, magazyn {pick(rng, 'centralny|nr 2|Gliwice|Stryków')}, {bcity}"
                ],
                7.8,
            )
            + 2
        )
    y = (
        d.para(
            m,
            y + 2,
            f"Dziękujemy za zamówienie. Potwierdzamy przyjęcie do realizacji {po_lab.lower().replace(' nr', '')} {po} na następujących warunkach:",
            8,
            w,
        )
        + 4
    )
    spec = [
        ("pos", "Lp.", 4, "c"),
        ("desc", "Nazwa towaru / usługi", 34, "l"),
        ("qty", "Ilość", 6, "r"),
        ("unit", "J.m.", 5, "c"),
        ("price", "Cena netto", 10, "r"),
        ("disc", "Rabat", 6, "r"),
        ("amount", "Wartość netto", 12, "r"),
        ("vat", "VAT", 4, "c"),
        ("gross", "Wartość brutto", 12, "r"),
    ]
    c = cols(spec, w)
    n = nrows(rng, y + 10, d.h - 58, 13.6, 220, p2=0.25, p3=0.06, most=10)
    rows = mk_rows(rng, PL_ITEMS, n, fm, [5, 10, 20, 40, 100, 200], dear=300)
    by: dict[int, Decimal] = {}
    for r in rows:
        dp = rng.choice([0, 0, 3, 5, 10])
        r["disc"] = f"{dp}%" if dp else "-"
        r["amt"] = cents(r["amt"] * (100 - dp) / 100)
        r["amount"] = fm(r["amt"])
        rt = 8 if r["code"].startswith("OK") and rng.random() < 0.5 else 23
        r["vat"] = f"{rt}%"
        r["gross"] = fm(cents(r["amt"] * (100 + rt) / 100))
        by[rt] = by.get(rt, Decimal(0)) + r["amt"]

    def head(p: int) -> float:
        d.t(m, 30, f"{sup} - potwierdzenie zamówienia {own}", 8.3, b=True)
        d.t(x2, 30, f"Strona {p} z {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 46

    ftext = f"{sup}, Sąd Rejonowy {pick(rng, 'Poznań-Nowe Miasto|dla Wrocławia-Fabrycznej|dla Łodzi-Śródmieścia')}, KRS {digits(rng, '0000######')}, kapitał zakładowy {rng.choice([50, 100, 500])} 000,00 zł"

    def foot(p: int) -> None:
        page_foot(d, ftext, 6.4)

    net = net_of(rows)
    out = [("Razem netto", fm(net), False)]
    vat_total = Decimal(0)
    for rt in sorted(by, reverse=True):
        tx = cents(by[rt] * rt / 100)
        vat_total += tx
        out.append((f"VAT {rt}%", fm(tx), False))
    total = net + vat_total
    out.append((pick(rng, "Razem brutto|Wartość zamówienia brutto|Do zapłaty"), ft(total), True))
    mode = pick(rng, "carry|")
    y = table10(
        d,
        rng,
        m,
        y,
        c,
        rows,
        head,
        foot,
        mode,
        ("Do przeniesienia", "Z przeniesienia"),
        fm,
        size=7.4,
    )
    y = room(d, y, 190, head, foot)
    y = d.summary(x2 - 220, x2 - 4, y + 8, out, 8.6, box_last=True) + 4
    if rng.random() < 0.5:
        zal = cents(total * Decimal(rng.choice([20, 30, 50])) / 100)
        y = (
            d.para(
                m,
                y,
                f"Zaliczka przed realizacją: {fm(zal)} zł, płatna w ciągu 7 dni; pozostała kwota {fm(total - zal)} zł przelewem 14 dni od daty faktury.",
                7.8,
                w,
            )
            + 2
        )
    else:
        y = (
            d.para(
                m,
                y,
                f"Warunki płatności: przelew {rng.choice([14, 21, 30, 45])} dni od daty wystawienia faktury.",
                7.8,
                w,
            )
            + 2
        )
    y = d.para(
        m,
        y + 2,
        f"Rachunek bankowy: {pick(rng, 'PKO BP|mBank S.A.|Santander Bank Polska|Bank Pekao S.A.')} PL{digits(rng, '## #### #### #### #### #### ####')}",
        7.6,
        w,
    )
    y = d.para(
        m,
        y + 2,
        f"Dostawa: {pick(rng, 'transport sprzedawcy, koszt wliczony w cenę|odbiór własny|kurier, DAP magazyn Nabywcy')}. Prosimy o sprawdzenie potwierdzenia i zgłoszenie uwag w ciągu 2 dni roboczych.",
        7.6,
        w,
    )
    y = room(d, y, 60, head, foot)
    d.sign(
        m,
        y + 40,
        180,
        f"Potwierdził: {pick(rng, 'Anna|Piotr|Katarzyna|Tomasz|Magdalena')} {pick(rng, PL_SUR)}, dział sprzedaży",
        7.2,
    )
    d.sign(x2 - 180, y + 40, 180, "Akceptacja Nabywcy", 7.2)
    foot(d.pages)
    return result(d, "pl", "order_confirmation", po, sup, total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind12_en_us_mep_subcontract_po,
        blind12_en_ca_municipal_po,
        blind12_en_uk_ie_university_po,
        blind12_en_sea_distributor_po,
        blind12_en_exporter_proforma,
        blind12_zh_erp_caigou_shuanglan,
        blind12_zh_gongcheng_wuzi_dinghuo,
        blind12_hk_trading_po,
        blind12_ko_gumae_jumunseo,
        blind12_pl_potwierdzenie_zamowienia,
    )
}

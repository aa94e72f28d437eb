"""Ten more layout families for a ninth blind, frozen split: purchase orders and the sellers'
papers that quote them, from trades and countries the earlier splits leave out.

Written at stop 25 as the blind split after families_blind8.py. Eight are issued by the buyer
to the vendor the order is addressed to; two are the seller's order confirmations quoting the
buyer's order. Languages: en, fr (Switzerland), es, ro, pt, de, nl, zh-Hans, ja, da.

- blind9_en_ngo_field_po (en, buyer): an aid organisation's country office (Kenya, Uganda,
  Nigeria) orders relief, office or fleet items from a local supplier. Numbered boxes
  ("1. PO Number", "3. Purchase Request No.", "4. RFQ / Tender Ref.", "5. Project / Grant
  Code", "6. Budget Line"); "SUPPLIER" and "DELIVER TO" boxes (a field warehouse of the
  organisation), at times "INVOICE TO"; the supplier's and the organisation's KRA PIN / TIN;
  KES, UGX (whole shillings) or NGN, VAT 16 / 18 / 7.5 %, transport; "TOTAL ORDER VALUE",
  "GRAND TOTAL" or "Total PO Amount" with the currency code, the sum in words; carried or
  page sums over pages ("Page 1 of N"); three approval signatures and a supplier
  acknowledgement block (name, signature and stamp, date).
- blind9_fr_ch_horlogerie_commande (fr, buyer): a Swiss watch manufacture's order to a
  component maker (dials, cases, hands, bar turning). The order number beside the title
  ("Commande N° 4500…", "COMMANDE FOURNISSEUR N° …"); a row of small labels above values
  (Date, Votre offre, Notre référence, Calibre / Collection, Délai); the supplier in the right
  window of a Swiss letter; CHF with apostrophes (1'234.50); "Total net", "Frais de port",
  "TVA 8,1 %", "Montant total CHF" / "Total TTC CHF"; the buyer's IDE number; a "Bon pour
  accord" acknowledgement for the supplier.
- blind9_es_bodega_pedido (es, buyer): a Spanish winery's order for bottles, corks, labels,
  cartons or barrels. A boxed two-column key grid (Nº Pedido, Fecha, Cód. proveedor, Su
  oferta, Campaña); "PROVEEDOR" framed at the right, "Dirección de entrega" the winery;
  line discounts (Dto. %); over pages "Suma y sigue" / "Suma anterior"; the totals as a
  strip of labelled cells (Base imponible | % IVA | Cuota IVA | TOTAL PEDIDO) with
  1.234,56 €; "Conforme proveedor" and "Dpto. Compras" signatures.
- blind9_ro_comanda_furnizor (ro, buyer): a Romanian manufacturer's order to a supplier.
  "COMANDĂ nr. … din dd.mm.yyyy" as the title; "Cumpărător" and "Furnizor" columns with
  Nr. Reg. Com., CUI / CIF, IBAN and bank; the referat de necesitate, oferta and contract
  cadru numbers; a Romanian table (Nr. crt., Denumirea produselor, U.M., Cant., Preț unitar
  (fără TVA), Valoarea (fără TVA), TVA) with a Total row, then "Total de plată
  (col. 5 + col. 6)" in lei or RON (1.234,56); TVA 19 % or 21 % by date; "Întocmit",
  "Aprobat" and "Confirmare furnizor" signatures.
- blind9_pt_confirmacao_encomenda (pt, seller): a Portuguese cork, textile or ceramics
  producer confirms a customer's order. Its own "Confirmação n.º", "N/ Referência",
  "Cliente n.º", "Proposta n.º"; the customer's order as "V/ Encomenda n.º", "Vossa
  referência" or "Encomenda do cliente"; the customer addressed "Exmo(s). Senhor(es)";
  1 234,56 € or 1.234,56 €; "Total ilíquido", "Desconto comercial", "Total líquido",
  "IVA 23 %" (or exempt for an EU customer: art.º 14.º RITI), "Total (EUR)"; the seller's
  NIF, capital social and registry in the footer.
- blind9_de_messebau_bestellung (de, buyer): a German exhibition stand builder's order for
  rented furniture, lighting, prints or flooring, A4 landscape. A shaded left sidebar of
  labels above values (Bestellnummer, Datum, Projekt-Nr., Messe, Halle / Stand, Aufbau,
  Abbau, Ansprechpartner, Ihr Angebot); "Lieferant" and "Lieferanschrift" (the fair's hall
  and stand) blocks; lines priced per day (Miettage); "Nettobetrag", "zzgl. 19 % USt.",
  "Bruttobetrag" / "Gesamtbetrag brutto"; "i. A." signature.
- blind9_nl_tuinbouw_inkooporder (nl, buyer): a Dutch greenhouse grower's order for
  substrate, crop protection, packaging or greenhouse technique. The header as a one-row
  table with its labels in the header cells (Inkoopordernr. | Orderdatum | Leveranciersnr. |
  Uw offerte | Afleverdatum); "Leverancier", "Afleveradres" (a greenhouse and its kas) and
  "Factuuradres" blocks; per-line btw 9 % or 21 %; "Subtotaal", "Btw 9% over € …",
  "Btw 21% over € …", "Totaal incl. btw" / "Orderwaarde incl. btw"; over pages a page
  subtotal ("Subtotaal pagina"); KvK and btw numbers.
- blind9_zh_chaoshi_dinghuo (zh-Hans, buyer): a supermarket chain's ERP order (订货单 /
  商品订货单 / 采购订单) to a food supplier. "单号：" beside the title; a ruled header grid
  (供应商编码, 供应商, 订货日期, 送货日期, 收货门店, 采购员, 合同编号); lines with 13-digit
  barcodes, tax-inclusive purchase prices (进价) at 13 % or 9 %; "本页小计" on every page of a
  long order, "合计" row, then "订单总金额（大写）… （小写）￥…" and at times "其中税额";
  制单 / 审核 / 供应商确认 signatures.
- blind9_ja_kouji_chumonsho (ja, buyer): a Japanese builder's construction-work order
  (注文書) to a subcontractor, "… 御中" at the top left, 注文番号 beside the title, a vertical
  grid (工事名称, 工事場所, 工期, 注文金額, うち消費税額, 支払条件, 契約条件), a 内訳 table with
  小計, 消費税（10%）, 合計; then a 注文請書 (the acknowledgement the subcontractor returns,
  addressed "<builder> 御中", repeating number and amount), under a キリトリ line or on
  page 2; whole yen.
- blind9_da_ordrebekraeftelse (da, seller): a Danish manufacturer's order confirmation
  (Ordrebekræftelse). Its own Ordrenr., Kundenr., Tilbud nr.; the customer's order as
  "Deres ordrenr.", "Deres rekv.nr." or "Jeres indkøbsordre"; the customer in the address
  window; DKK 1.234,56; "Varer i alt", "Fragt", "Momsgrundlag", "Moms 25 %", "Total DKK" /
  "I alt at betale DKK" (0 % with reverse charge for a foreign EU buyer); over pages
  "Transport" at page foot and head; the CVR number and bank in the footer.

`FAMILIES` maps a family name (all start with `blind9_`) to draw(rng) -> (pdf bytes, meta), as
in families_latin.py, families_cjk.py and families_blind2.py to families_blind8.py, whose
drawing helpers they reuse. They were written blind: drawn with reportlab and checked only by
reading their own text layer back and looking at rendered pages, never run through the
extraction engine, its validation or its calibration (nor its source or vocabulary read).
Text-layer PDFs (base, DejaVu and Liberation fonts, WenQuanYi for Chinese and Japanese);
bench/families.py may scan a share of them. Families that print 'Page 1 of N' draw twice from
the same rng state so that N is right.

Truth as in the other family modules: order_number the buyer's PO number as printed (on the
sellers' confirmations the customer's order they quote, never the seller's own confirmation,
order, customer or offer numbers, nor requisition, RFQ, grant, contract, project or referat
numbers); supplier the selling party's name exactly as printed (the vendor a buyer's order is
addressed to, the issuer of a confirmation; never the buyer, its warehouse, ship-to, bill-to,
a store, a site or a contact person); total the grand total as "1234.50" (tax included; whole
yen and shillings as "1234.00"; "" when the document deliberately states none).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families_blind4 import UNI, figures, net_of, of, room, two_pass  # noqa: E402
from families_blind5 import en_words, page_foot  # noqa: E402
from families_blind6 import fitsize, mail_of  # noqa: E402
from families_blind7 import hdr_grid, split_addr  # noqa: E402
from families_blind8 import cycle, fill, paged8  # noqa: E402
from families_cjk import (  # noqa: E402
    GREY,
    Pdf,
    a_date,
    daxie,
    fdate,
    ja_tel,
    person,
    rel,
    zh_tel,
)
from families_latin import (  # noqa: E402
    Doc,
    Fmt,
    block,
    cents,
    cols,
    digits,
    frame,
    pick,
    result,
)

from po_pipeline.samples import register_cjk_font  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]

# --------------------------------------------------------------------------- shared helpers


def firm(rng: random.Random, forms: str, stems: str, surnames: str = "", **kw: str) -> str:
    """A company name: a '|'-separated template with {X} a stem, {L}/{L2} two surnames."""
    sur = surnames.split("|") if surnames else ["Silva", "Costa"]
    l1, l2 = rng.sample(sur, 2)
    return pick(rng, forms).format(X=pick(rng, stems), L=l1, L2=l2, **kw)


def priced(
    rng: random.Random,
    pool: list[tuple],
    n: int,
    fm: Fmt,
    qtys: list[int],
    *,
    factor: Decimal = Decimal(1),
    places: int = 2,
    dear: float = 400,
) -> list[dict]:
    """Item rows from (code, description, unit, low, high) tuples, prices scaled by `factor`
    and rounded to `places` decimals; dear items come in ones and twos."""
    q0 = Decimal(1) if places == 0 else Decimal("0.01")
    out = []
    for i, (code, desc, unit, lo, hi) in enumerate(cycle(rng, pool, n)):
        p = (Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100 * factor).quantize(
            q0, ROUND_HALF_UP
        )
        q = rng.choice([1, 1, 2, 3] if p > dear * factor else qtys)
        amt = cents(p * q)
        out.append(
            {
                "pos": str(i + 1),
                "code": code,
                "desc": desc,
                "unit": unit,
                "qty": str(q),
                "p": p,
                "amt": amt,
                "price": fm(p),
                "amount": fm(amt),
            }
        )
    return out


def n_items(rng: random.Random, one: int, more: int, p_more: float = 0.25) -> int:
    """Few enough rows for one page, or (p_more) enough for two or three."""
    if rng.random() < p_more:
        return rng.randint(one + 3, one + more)
    return rng.randint(2, max(3, one - 4))


def ack_box(
    d: Doc, x: float, y: float, w: float, title: str, text: str, fields: list[str]
) -> float:
    """A framed acknowledgement block: a title, a sentence, blank fields side by side."""
    h = 64
    d.box(x, y, w, h, lw=0.7)
    d.t(x + 5, y + 11, title, 7.8, b=True)
    d.t(x + 5, y + 22, text, 7, maxw=w - 10)
    fw = (w - 10) / len(fields)
    for i, f in enumerate(fields):
        d.sign(x + 5 + i * fw, y + 50, fw - 12, f, 6.8)
    return y + h


# --------------------------------------------------------------------------- en NGO field PO

NGO_NAMES = (
    "{X} Relief International|{X} Health Alliance|{X} Children's Fund|"
    "{X} Development Partnership|Global {X} Initiative|{X} Water Trust|{X} Aid Network"
)
NGO_STEMS = "Horizon|Lifeline|Harvest|Compass|Unity|Beacon|Riverbank|Kinship|Acacia|Meridian"
NGO_REG = {
    "ke": (
        "Kenya",
        "KES",
        Decimal(130),
        2,
        Decimal(16),
        "KRA PIN",
        "P05#######@",
        "+254 7## ### ###",
        "Nairobi|Kisumu|Lodwar|Garissa|Kakuma",
        "Argwings Kodhek Road, Kilimani, Nairobi|Lenana Road, Nairobi|Oginga Odinga Street, "
        "Kisumu|Nyerere Road, Mombasa",
        "{X} General Supplies Ltd|{X} Enterprises Limited|{L} Hardware & Timber Ltd|"
        "{X} Motors (K) Ltd|{X} Office Solutions Ltd|{L} & {L2} Traders Ltd",
        "Kilimani|Tana|Rift Valley|Upper Hill|Westlands|Lake Basin|Athi River|Karibu",
        "Otieno|Kamau|Wanjiru|Mwangi|Achieng|Kiprono|Njoroge|Chebet",
    ),
    "ug": (
        "Uganda",
        "UGX",
        Decimal(3700),
        0,
        Decimal(18),
        "TIN",
        "100#######",
        "+256 7## ######",
        "Kampala|Gulu|Arua|Mbarara|Moroto",
        "Plot ##, Kira Road, Kampala|Plot ##, Acacia Avenue, Kololo, Kampala|"
        "Plot ##, Gulu Avenue, Gulu",
        "{X} Hardware (U) Ltd|{X} Traders Uganda Limited|{L} & Sons (U) Ltd|"
        "{X} Stationers Ltd|{X} General Merchandise (U) Ltd",
        "Nakawa|Nile|Entebbe|Rwenzori|Kabalagala|Pearl|Kisenyi|Ntinda",
        "Okello|Nakato|Mugisha|Ssempala|Namukasa|Opio|Atim|Byaruhanga",
    ),
    "ng": (
        "Nigeria",
        "NGN",
        Decimal(1500),
        2,
        Decimal("7.5"),
        "TIN",
        "########-0001",
        "+234 80# ### ####",
        "Abuja|Maiduguri|Yola|Kano|Lagos",
        "Plot ###, Aminu Kano Crescent, Wuse II, Abuja|## Gwange Road, Maiduguri|"
        "## Allen Avenue, Ikeja, Lagos",
        "{X} Ventures Nigeria Ltd|{X} Global Concepts Ltd|{L} & Co. Nigeria Limited|"
        "{X} Office World Ltd|{X} Integrated Services Ltd",
        "Ikeja|Sahel|Lekki|Apapa|Savannah|Wuse|Zuma|Benue",
        "Adeyemi|Okafor|Balogun|Eze|Ibrahim|Musa|Abubakar|Nwosu",
    ),
}
NGO_ITEMS = [
    ("NFI-001", "Plastic tarpaulin 4 x 6 m, reinforced, white/blue", "pc", 9, 16),
    ("NFI-004", "Jerrycan 20 L, collapsible, food grade", "pc", 3, 6),
    ("NFI-007", "Mosquito net LLIN, family size", "pc", 4, 7),
    ("NFI-010", "Blanket, thermal, 150 x 200 cm", "pc", 5, 9),
    ("NFI-013", "Kitchen set, type B (pots, plates, cups)", "set", 18, 34),
    ("WSH-021", "Bar soap 800 g", "bar", 0.9, 1.8),
    ("WSH-024", "Water treatment tablets, strip of 10", "strip", 0.4, 0.9),
    ("WSH-030", "Hygiene kit (soap, sanitary pads, bucket)", "kit", 14, 26),
    ("WSH-033", "Bucket with lid and tap, 20 L", "pc", 6, 11),
    ("ICT-101", 'Laptop 14", Core i5, 16 GB RAM, 512 GB SSD', "pc", 650, 980),
    ("ICT-105", "Printer toner cartridge, black", "pc", 55, 110),
    ("ICT-110", "Solar lantern with phone charger", "pc", 18, 32),
    ("ADM-201", "A4 photocopy paper, 80 g, ream", "ream", 4, 7),
    ("ADM-206", "Office chair, ergonomic, with arms", "pc", 90, 180),
    ("FLT-301", "Tyre 265/75 R16, all terrain", "pc", 160, 260),
    ("FLT-305", "Vehicle service, Land Cruiser, 10,000 km", "lot", 280, 520),
    ("FLT-310", "Diesel (AGO)", "litre", 1.1, 1.5),
    ("FLT-314", "Motorcycle helmet, full face", "pc", 35, 70),
]


@two_pass
def blind9_en_ngo_field_po(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """An aid organisation's country-office purchase order to a local supplier."""
    reg = rng.choice(list(NGO_REG))
    (
        country,
        cur,
        factor,
        places,
        vat,
        taxlab,
        taxpat,
        telpat,
        cities,
        oaddr,
        sforms,
        sstems,
        sur,
    ) = NGO_REG[reg]
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|libsans|dejavu|times|djcond", 30, 44)
    pages = of(npages)
    ngo = pick(rng, NGO_NAMES).format(X=pick(rng, NGO_STEMS))
    office = pick(rng, f"{country} Country Office|{country} Programme|{country} Mission")
    sup = firm(rng, sforms, sstems, sur)
    fm = figures(",", ".", places)
    city = pick(rng, cities)
    oad = digits(rng, pick(rng, oaddr))
    sad = (
        f"P.O. Box {rng.randint(100, 99999)}, "
        + digits(rng, pick(rng, "Industrial Area, ###|Plot ###, Market Street|## Station Road"))
        + f", {pick(rng, cities)}"
    )
    code = "".join(w_[0] for w_ in ngo.split()[:2]).upper()
    po = fill(
        rng,
        f"PO-{reg.upper()}-{dt:%y}-####|{code}/{reg.upper()}/PO/{dt:%Y}/###|"
        f"{reg.upper()}{dt:%y}PO#####|PO{dt:%y}{dt:%m}-###",
    )
    pr = fill(rng, f"PR-{dt:%y}-####|PR/{reg.upper()}/####|REQ-#####")
    rfq = fill(rng, f"RFQ/{dt:%y}/###|ITB-{reg.upper()}-{dt:%Y}-##|Quote ref. Q####")
    grant = fill(rng, "GR-@@@-####|ECHO/###/@@@|USAID-72####|FCDO-###-##|BHA-###")
    bline = fill(rng, "BL ##.##|##-###-##|Line #.#.#")
    ddt = dt + timedelta(days=rng.randint(5, 30))
    pick_style = pick(rng, "%d/%m/%Y|%d-%b-%Y|%d %B %Y|%d.%m.%Y")
    fd = lambda x: x.strftime(pick_style)
    names = [f"{pick(rng, 'Grace|James|Faith|Peter|Mary|John|Amina|Daniel')} {pick(rng, sur)}"]
    names += [f"{pick(rng, 'Sarah|David|Esther|Samuel|Joyce|Moses')} {pick(rng, sur)}"]
    names += [
        f"{pick(rng, 'Anna|Thomas|Claire|Martin|Helen')} "
        f"{pick(rng, 'Berg|Lindqvist|Moreau|Hughes|Keller')}"
    ]
    # ---- head
    y = 30
    d.box(m, y, 30, 30, fill=0.25, stroke=False)
    d.t(m + 15, y + 19, code, 11, b=True, al="c", grey=1)
    d.t(m + 38, y + 12, ngo, fitsize(d, ngo, 13, w * 0.55), b=True)
    d.t(m + 38, y + 24, f"{office} · {oad}", 7.2, grey=0.3, maxw=w * 0.58)
    d.t(
        m + 38, y + 34, f"Tel {digits(rng, telpat)} · {taxlab} {digits(rng, taxpat)}", 7.2, grey=0.3
    )
    d.t(
        x2,
        y + 14,
        pick(rng, "PURCHASE ORDER|Purchase Order|LOCAL PURCHASE ORDER"),
        15,
        b=True,
        al="r",
    )
    d.t(x2, y + 28, f"Page 1 of {pages}", 7.6, al="r")
    y = 78
    cells = [
        ("PO Number", po),
        ("PO Date", fd(dt)),
        ("Purchase Request No.", pr),
        (pick(rng, "RFQ / Tender Ref.|Quotation Ref.|Bid Ref."), rfq),
        (pick(rng, "Project / Grant Code|Donor / Grant|Grant Code"), grant),
        ("Budget Line", bline),
        (pick(rng, "Delivery Date|Required Delivery Date"), fd(ddt)),
        ("Currency", cur),
    ]
    if rng.random() < 0.4:
        cells[0], cells[2] = cells[2], cells[0]
    if rng.random() < 0.3:
        cells = cells[:6]
    numbered = rng.random() < 0.7
    if numbered:
        cells = [(f"{i + 1}. {k}", v) for i, (k, v) in enumerate(cells)]
    y = hdr_grid(d, m, y, w, cells, 4, 8.2) + 10
    k = len(cells)
    lab = lambda s: f"{k + 1}. {s}" if numbered else s
    bw = (w - 12) / 2
    contact = f"{pick(rng, 'Attn|Contact')}: {pick(rng, 'Mr|Ms|Mrs')} {pick(rng, sur)}"
    srows = [sup, *split_addr(d, sad, 8, bw - 10), f"{taxlab}: {digits(rng, taxpat)}", contact]
    srows.append(f"Tel: {digits(rng, telpat)}")
    wh = pick(
        rng, f"{city} Field Office Warehouse|{city} Sub-Office Store|Central Warehouse {city}"
    )
    drows = [f"{ngo} – {wh}", *split_addr(d, digits(rng, pick(rng, oaddr)), 8, bw - 10)]
    drows.append(f"Storekeeper: {names[1]}")
    y1 = block(d, m, y, lab("SUPPLIER"), srows, style="box", w=bw, size=8)
    k += 1
    y2 = block(
        d, m + bw + 12, y, lab("DELIVER TO"), drows, style="box", w=bw, size=8, b_first=False
    )
    y = max(y1, y2) + 4
    if rng.random() < 0.4:
        k += 1
        y = d.lines(m, y, [f"{lab('INVOICE TO')}: {ngo}, Finance Unit, {oad}"], 7.8) + 4
    # ---- lines
    spec = [
        ("pos", "Item", 4, "c"),
        ("code", "Code", 8, "l"),
        ("desc", pick(rng, "Description|Item Description|Description / Specification"), 38, "l"),
        ("unit", "Unit", 6, "c"),
        ("qty", "Qty", 6, "r"),
        ("price", pick(rng, f"Unit Cost ({cur})|Unit Price|Unit Cost"), 12, "r"),
        ("amount", pick(rng, f"Total Cost ({cur})|Total|Amount"), 13, "r"),
    ]
    c = cols(spec, w, nt)
    bottom = d.h - 50
    n = n_items(rng, int((bottom - y - 220) // 14), 30, 0.28)
    rows = priced(
        rng,
        NGO_ITEMS,
        n,
        fm,
        [5, 10, 20, 25, 50, 100, 200, 500],
        factor=factor,
        places=places,
        dear=60,
    )

    def head(p: int) -> float:
        d.t(m, 30, f"{ngo} – {office}", 8.5, b=True)
        d.t(x2, 30, f"PO {po} · Page {p} of {pages}", 7.8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 48

    foot_text = pick(
        rng,
        "Quote the PO number on all invoices and delivery notes.|This order is subject to "
        f"{ngo}'s General Terms and Conditions of Purchase.|Invoices without a copy of this PO "
        "and a signed goods received note will not be paid.",
    )

    def foot(p: int) -> None:
        page_foot(d, foot_text, 6.6)

    mode = "" if nt else pick(rng, "carry|page||")
    labels = ("Carried forward", "Brought forward") if mode == "carry" else ("Page total", "")
    y = paged8(
        d,
        m,
        y + 2,
        c,
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        mode=mode,
        labels=labels,
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.85,
        grid=True,
    )
    net = net_of(rows)
    q0 = Decimal(1) if places == 0 else Decimal("0.01")
    trans = (Decimal(rng.choice([0, 0, 25, 40, 60, 90])) * factor).quantize(q0)
    vat_on = rng.random() < 0.8
    tax = ((net + trans) * vat / 100).quantize(q0, ROUND_HALF_UP) if vat_on else Decimal(0)
    total = net + trans + tax
    y = room(d, y, 250, head, foot)
    out = [(pick(rng, "Sub-total|Subtotal|Total before VAT"), fm(net), False)]
    if trans:
        out.append((pick(rng, "Transport / Delivery|Delivery charges|Freight"), fm(trans), False))
    if vat_on:
        out.append((f"VAT {vat}%", fm(tax), False))
    else:
        out.append(("VAT (exempt, certificate attached)", fm(Decimal(0)), False))
    tl = pick(rng, f"TOTAL ORDER VALUE ({cur})|GRAND TOTAL {cur}|Total PO Amount ({cur})")
    out.append((tl, fm(total), True))
    if not nt:
        y = d.summary(x2 - 240, x2 - 4, y + 6, out, 8.4, box_last=True) + 4
        unit = {"KES": "Kenya Shillings", "UGX": "Uganda Shillings", "NGN": "Naira"}[cur]
        tail = "" if places == 0 else f" and {int((total - int(total)) * 100):02d}/100"
        y = d.para(m, y + 2, f"Amount in words: {unit} {en_words(int(total))}{tail} only.", 7.6, w)
    else:
        y = d.para(
            m,
            y + 8,
            "Prices as per the framework agreement; the value is committed in the finance system.",
            8,
            w,
        )
    terms = [
        f"Payment: {pick(rng, '30|15|45')} days after delivery and receipt of a valid invoice.",
        f"Withholding tax of {pick(rng, '2|3|5|6')}% will be deducted where applicable.",
        "Goods must match the specifications of the RFQ; rejected items are collected at the "
        "supplier's cost.",
        f"Queries: {names[0]}, Procurement Officer, {mail_of(ngo, 'procurement', 'org')}.",
    ]
    y = d.lines(m, y + 6, [pick(rng, "Terms and Conditions|Conditions|Notes")], 8, b_first=True)
    for t_ in rng.sample(terms, rng.randint(2, 4)):
        y = d.para(m, y, f"- {t_}", 7.3, w)
    y = room(d, y, 130, head, foot) + 10
    sw = (w - 24) / 3
    for i, (role, nm) in enumerate(
        zip(
            ["Requested by", pick(rng, "Checked by (Finance)|Budget holder"), "Approved by"],
            names,
        )
    ):
        x = m + i * (sw + 12)
        d.t(x, y, role, 7.6, b=True)
        d.t(x, y + 12, f"Name: {nm}", 7.4)
        d.sign(x, y + 34, sw, "Signature / Date", 6.8)
    y += 52
    if rng.random() < 0.75:
        ack_box(
            d,
            m,
            y,
            w,
            pick(rng, "SUPPLIER ACKNOWLEDGEMENT|Supplier's acceptance"),
            "We accept this purchase order and its terms and conditions.",
            ["Name", "Signature & Stamp", "Date"],
        )
    foot(d.pages)
    return result(d, "en", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- fr-CH watchmaking

CH_BUY = (
    "Manufacture {X} SA|{X} Horlogerie SA|Montres {X} SA|{X} & Fils SA|"
    "Manufacture horlogère {X} Sàrl"
)
CH_BUY_STEMS = "Valtour|Jurassienne|Aurèle|Brenets|Dorval|Montbrillant|Cerneux|Fontaine|Sauvin"
CH_SUP = (
    "{L} Cadrans SA|Boîtes {X} Sàrl|{X} Décolletage SA|Aiguilles {L} SA|{X} Microtechnique "
    "AG|{L} & {L2} Sàrl|Fabrique d'assortiments {X} SA|{X} Saphir SA"
)
CH_SUP_STEMS = "Vallée|Doubs|Chasseral|Areuse|Tramelan|Ajoie|Bielersee|Pierre-Pertuis|Orbe"
CH_SUR = "Jeanneret|Perrenoud|Vuilleumier|Dubois|Matthey|Sandoz|Huguenin|Châtelain|Droz|Cattin"
CH_TOWNS = (
    "2400 Le Locle|2300 La Chaux-de-Fonds|2502 Biel/Bienne|1204 Genève|1348 Le Brassus|"
    "2720 Tramelan|2610 Saint-Imier|1342 Le Pont|2000 Neuchâtel|2900 Porrentruy"
)
CH_STREETS = "Rue de la Gare|Rue du Marais|Chemin des Tilleuls|Rue Numa-Droz|Route de France|Rue "
CH_STREETS += "Girardet|Rue de l'Industrie|Chemin du Crêt"
CH_ITEMS = [
    ("CD-{n}", "Cadran laiton galvanique, index appliqués", "pce", 14, 65),
    ("CD-{n}", "Cadran nacre, chiffres imprimés", "pce", 28, 95),
    ("BT-{n}", "Boîte acier 316L Ø 40 mm, carrure polie", "pce", 60, 240),
    ("BT-{n}", "Fond vissé saphir, gravure", "pce", 22, 70),
    ("AG-{n}", "Aiguilles h/min feuille, Super-LumiNova", "jeu", 3.5, 18),
    ("AG-{n}", "Trotteuse contrepoids, laquée rouge", "pce", 1.2, 6),
    ("CR-{n}", "Couronne vissée acier Ø 6,5 mm", "pce", 6, 24),
    ("GL-{n}", "Glace saphir bombée, traitement AR", "pce", 12, 48),
    ("DC-{n}", "Axe de balancier, décolletage", "pce", 0.4, 2.2),
    ("DC-{n}", "Vis de pont, acier trempé, 0,80 mm", "pce", 0.08, 0.45),
    ("RS-{n}", "Ressort de barillet, alliage Nivaflex", "pce", 1.8, 7.5),
    ("BR-{n}", "Bracelet alligator, boucle ardillon", "pce", 45, 160),
]


def blind9_fr_ch_horlogerie_commande(rng: random.Random) -> tuple[bytes, dict]:
    """A Swiss watch manufacture's order to a component maker, the number beside the title."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|libsans|libserif|dejavu", 40, 56)
    buyer = firm(rng, CH_BUY, CH_BUY_STEMS, CH_SUR)
    sup = firm(rng, CH_SUP, CH_SUP_STEMS, CH_SUR)
    btown, stown = pick(rng, CH_TOWNS), pick(rng, CH_TOWNS)
    bst = f"{pick(rng, CH_STREETS)} {rng.randint(1, 80)}"
    sst = f"{pick(rng, CH_STREETS)} {rng.randint(1, 80)}"
    fm = figures("'", ".")
    ft = figures("'", ".", sym="CHF") if rng.random() < 0.5 else fm
    ide = digits(rng, "CHE-###.###.###")
    po = fill(rng, "4500######|C-{y}-#####|CF{y}####|{y}/#####".replace("{y}", f"{dt:%y}"))
    offer = fill(rng, "Offre ####|OF-{y}-###|Devis n° #####".replace("{y}", f"{dt:%y}"))
    ref = fill(rng, "@@/@@|ACH-###|@@@")
    who = f"{pick(rng, 'Nathalie|Laurent|Sophie|Yves|Chantal|Olivier')} {pick(rng, CH_SUR)}"
    dstyle = pick(rng, "%d.%m.%Y|%d/%m/%Y|%d.%m.%y")
    fd = lambda x: x.strftime(dstyle)
    # ---- letterhead (left) and the supplier in the right window
    y = 44
    d.t(m, y, buyer, fitsize(d, buyer, 15, w * 0.5), b=True)
    d.t(m, y + 13, f"{bst} · {btown}", 7.8, grey=0.3)
    d.t(
        m,
        y + 24,
        f"Tél. +41 32 {digits(rng, '### ## ##')} · {mail_of(buyer, 'achats', 'ch')}",
        7.8,
        grey=0.3,
    )
    d.t(m, y + 35, f"IDE {ide} TVA", 7.8, grey=0.3)
    wx = d.w * 0.56
    d.t(wx, 120, pick(rng, "Courrier A|A-Post|Par e-mail"), 6.5, grey=0.4)
    att = f"{pick(rng, 'M.|Mme')} {pick(rng, CH_SUR)}"
    d.lines(wx, 126, [sup, f"{pick(rng, 'À l’att. de|Att.')} {att}", sst, stown], 9.5, b_first=True)
    town = btown.split(" ", 1)[1]
    d.t(m, 196, f"{town}, le {fd(dt)}", 8.8)
    # ---- title with the number beside it
    v = rng.randrange(3)
    if v == 0:
        d.t(m, 226, f"Commande N° {po}", 15, b=True)
    elif v == 1:
        d.t(m, 226, "COMMANDE FOURNISSEUR", 14, b=True)
        d.t(m + d.width("COMMANDE FOURNISSEUR", 14, True) + 14, 226, f"N° {po}", 14, b=True)
    else:
        d.t(m, 226, pick(rng, "Bon de commande|Commande d'achat"), 15, b=True)
        d.t(x2, 226, f"N° {po}", 13, b=True, al="r")
    d.line(m, 232, x2, 232, 1.0)
    # ---- a row of labels above values
    cal = fill(
        rng, "Calibre ###|Réf. ####.@@|Collection {C}", C=pick(rng, "Héritage|Marine|Classique")
    )
    ddt = dt + timedelta(weeks=rng.randint(4, 16))
    fields = [
        ("Date", fd(dt)),
        ("Votre offre", offer),
        ("Notre référence", ref),
        (pick(rng, "Calibre / Collection|Projet"), cal),
        ("Délai", pick(rng, f"semaine {ddt.isocalendar()[1]}|{fd(ddt)}")),
    ]
    if rng.random() < 0.3:
        fields.pop(rng.randrange(1, 4))
    fw = w / len(fields)
    for i, (k, val) in enumerate(fields):
        fx = m + i * fw
        if i:
            d.line(fx, 240, fx, 266, 0.4)
        d.t(fx + 4, 248, k, 6.8, grey=0.4)
        d.t(fx + 4, 261, val, 8.6, maxw=fw - 8)
    d.line(m, 270, x2, 270, 0.5)
    y = 282
    y = d.para(m, y, pick(rng, "Madame, Monsieur,|Mesdames, Messieurs,"), 8.8, w)
    y = (
        d.para(
            m,
            y,
            "Nous vous passons commande des articles suivants, aux conditions de votre "
            "offre et de nos conditions générales d'achat :",
            8.8,
            w,
        )
        + 4
    )
    spec = [
        ("pos", "Pos.", 5, "c"),
        ("code", "Article", 10, "l"),
        ("desc", "Désignation", 38, "l"),
        ("qty", "Qté", 7, "r"),
        ("unit", "Unité", 6, "c"),
        ("price", "Prix unit.", 11, "r"),
        ("amount", "Montant CHF", 13, "r"),
    ]
    n = rng.randint(2, 9)
    pool = [(c_.format(n=rng.randint(1000, 9999)), *rest) for c_, *rest in CH_ITEMS]
    rows = priced(rng, pool, n, fm, [50, 100, 200, 250, 500, 1000, 2000], dear=100)
    body = []
    for r in rows:
        r["pos"] = str(int(r["pos"]) * 10)
        body.append(r)
        if rng.random() < 0.4:
            smp = dt - timedelta(days=rng.randint(10, 90))
            note = f"Plan D-#### ind. @|Dessin n° ####-@|Selon échantillon du {smp:%d.%m.%Y}"
            body.append({"desc": digits(rng, pick(rng, note))})
    y = d.table(m, y, cols(spec, w, nt), body, size=8, lead=14, shade=0.9, grid=False, rules=True)
    net = net_of(rows)
    port = Decimal(rng.choice([0, 0, 0, 18, 25, 40]))
    tax = cents((net + port) * Decimal("8.1") / 100)
    raw = net + port + tax
    total = (raw * 20).quantize(Decimal(1), ROUND_HALF_UP) / 20
    out = [("Total net", fm(net), False)]
    if port:
        out.append(("Frais de port et emballage", fm(port), False))
    out.append(("TVA 8,1 %", fm(tax), False))
    if total != raw:
        out.append(("Arrondi", fm(total - raw), False))
    out.append(
        (pick(rng, "Montant total CHF|Total TTC CHF|Total de la commande CHF"), ft(total), True)
    )
    if not nt:
        y = d.summary(x2 - 210, x2 - 3, y + 8, out, 8.6, box_last=rng.random() < 0.5) + 6
    else:
        y = d.para(m, y + 10, "Prix selon notre accord-cadre en vigueur.", 8.6, w) + 4
    conds = [
        "Conditions de paiement : "
        + pick(rng, "30 jours net|60 jours fin de mois|10 jours 2 %, 30 jours net"),
        f"Livraison : {pick(rng, 'franco domicile|DAP ' + town + '|départ usine')}",
        "Merci d'indiquer notre numéro de commande sur tous vos documents.",
    ]
    for c_ in conds[: rng.randint(2, 3)]:
        y = d.para(m, y, c_, 8, w)
    y += 14
    d.t(m, y, pick(rng, "Meilleures salutations|Avec nos salutations distinguées"), 8.6)
    d.t(m, y + 14, buyer, 8.6, b=True)
    d.sign(m, y + 46, 160, f"{who}, {pick(rng, 'Service achats|Acheteur|Responsable achats')}")
    if rng.random() < 0.8:
        ack_box(
            d,
            m,
            y + 64,
            w,
            "Bon pour accord – le fournisseur",
            "Merci de nous retourner cette commande datée et signée dans les 5 jours.",
            ["Date", "Timbre et signature"],
        )
    page_foot(d, f"{buyer} · {bst} · {btown} · IDE {ide} TVA", 6.4)
    return result(d, "fr", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- es winery order

ES_BUY = (
    "Bodegas {X}, S.L.|Viña {X}, S.A.|Bodegas y Viñedos {X}, S.L.|Cooperativa Vinícola {X}, "
    "S. Coop.|Hijos de {L}, S.A."
)
ES_BUY_STEMS = "Valdemonte|Los Almendros|Peñaclara|Monte Rubio|Casa Solana|El Cierzo|Tres Robles"
ES_SUP = (
    "Vidrieras {X}, S.A.|Corchos {L}, S.L.|Etiquetas {X}, S.L.U.|Cartonajes {L}, S.A.|"
    "Tonelería {L} e Hijos, S.L.|Cápsulas {X}, S.L.|Envases {X}, S.A."
)
ES_SUP_STEMS = "del Ebro|Ibérica|Levante|Mediterráneo|Castellana|del Norte|Riojana|Atlántica"
ES_SUR = "García|Martínez|Sáenz|Ugarte|López|Fernández|Ruiz|Ochoa|Navarro|Ibáñez"
ES_PLACES = (
    "Ctra. de Logroño, km #, 26200 Haro (La Rioja)|Camino de la Vega s/n, 47300 Peñafiel "
    "(Valladolid)|Avda. de Jerez, ##, 11403 Jerez de la Frontera (Cádiz)|C/ Major, ##, 43737 "
    "Gratallops (Tarragona)|Polígono El Sequero, parcela ##, 26509 Agoncillo (La Rioja)"
)
ES_SUP_PLACES = (
    "Pol. Ind. Cantabria, nave ##, 26009 Logroño|C/ de la Industria, ##, 08740 Sant Andreu "
    "de la Barca (Barcelona)|Avda. de Burgos, ###, 09400 Aranda de Duero|Pol. Ind. Las "
    "Atalayas, parcela ##, 03114 Alicante|C/ Río Ebro, ##, 50014 Zaragoza"
)
ES_ITEMS = [
    ("BOT-075B", "Botella bordelesa 75 cl, vidrio extra-flint", "ud", 0.22, 0.48),
    ("BOT-075G", "Botella borgoña 75 cl, vidrio topacio", "ud", 0.25, 0.55),
    ("COR-4924", "Tapón corcho natural 49 x 24 mm, clase 1ª", "ud", 0.18, 0.62),
    ("COR-TEC", "Tapón técnico 44 x 23,5 mm", "ud", 0.07, 0.16),
    ("ETQ-FR", "Etiqueta frontal autoadhesiva, estampación oro", "ud", 0.04, 0.14),
    ("ETQ-CT", "Contraetiqueta con lote y código de barras", "ud", 0.02, 0.06),
    ("CAP-PVC", "Cápsula complejo 29 x 55 mm, granate", "ud", 0.03, 0.09),
    ("CAJ-6B", "Caja de cartón 6 botellas, impresa 2 tintas", "ud", 0.55, 1.4),
    ("CAJ-MAD", "Caja de madera 3 botellas, con tapa corredera", "ud", 3.5, 8),
    ("BAR-225F", "Barrica roble francés 225 l, tostado medio", "ud", 650, 980),
    ("BAR-225A", "Barrica roble americano 225 l, tostado medio plus", "ud", 330, 520),
    ("PAL-EUR", "Palé europeo 1200 x 800, tratado NIMF-15", "ud", 8, 14),
]


@two_pass
def blind9_es_bodega_pedido(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Spanish winery's order for bottling supplies or barrels."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|libsans|libserif|dejavu|djserif", 30, 44)
    pages = of(npages)
    buyer = firm(rng, ES_BUY, ES_BUY_STEMS, ES_SUR)
    sup = firm(rng, ES_SUP, ES_SUP_STEMS, ES_SUR)
    bad = digits(rng, pick(rng, ES_PLACES))
    sad = digits(rng, pick(rng, ES_SUP_PLACES))
    fm = figures(".", ",")
    ft = figures(".", ",", sym="€", pre=False) if rng.random() < 0.6 else fm
    po = fill(rng, f"PC{dt:%y}-####|{dt:%Y}/####|P-#####|{dt:%y}.####")
    fd = lambda x: x.strftime("%d/%m/%Y")
    camp = f"{dt.year - (1 if dt.month < 9 else 0)}/{str(dt.year + (0 if dt.month < 9 else 1))[2:]}"
    # ---- header band
    shade = float(pick(rng, "0.15|0.3|0.45"))
    d.box(0, 0, d.w, 58, fill=shade, stroke=False)
    d.t(m, 30, buyer, fitsize(d, buyer, 15, w * 0.6), b=True, grey=1)
    d.t(
        m,
        44,
        pick(rng, "D.O.Ca. Rioja|D.O. Ribera del Duero|D.O. Jerez-Xérès-Sherry|D.O.Q. Priorat")
        + f" · CIF B{digits(rng, '########')}",
        7.4,
        grey=0.9,
    )
    d.c.setFillGray(0)
    title = pick(rng, "PEDIDO DE COMPRA|PEDIDO A PROVEEDOR|ORDEN DE PEDIDO")
    d.t(x2, 36, title, 13, b=True, al="r", grey=1)
    y = 72
    keys = [
        ("Nº Pedido", po),
        ("Fecha", fd(dt)),
        (pick(rng, "Cód. proveedor|Nº proveedor"), digits(rng, "4####")),
        (
            pick(rng, "Su oferta|Su presupuesto"),
            fill(rng, "OF-####|####/{y}".replace("{y}", f"{dt:%y}")),
        ),
        ("Campaña", camp),
        ("Página", f"1 de {pages}"),
    ]
    if rng.random() < 0.35:
        keys[0], keys[2] = keys[2], keys[0]
    kw = w * 0.42
    for i, (k, val) in enumerate(keys):
        d.box(m, y + i * 15, kw * 0.42, 15, fill=0.88, lw=0.5)
        d.box(m + kw * 0.42, y + i * 15, kw * 0.58, 15, lw=0.5)
        d.t(m + 4, y + i * 15 + 10.5, k, 7.8, b=True)
        d.t(m + kw * 0.42 + 4, y + i * 15 + 10.5, val, 8.2)
    px = m + w * 0.5
    pw = w * 0.5
    d.box(px, y, pw, 90, lw=0.9)
    d.t(px + 6, y + 11, "PROVEEDOR", 7.4, b=True, grey=0.35)
    att = f"{pick(rng, 'Att.|A/A')} {pick(rng, 'Sr.|Sra.')} {pick(rng, ES_SUR)}"
    srows = [sup, *split_addr(d, sad, 8.4, pw - 12), f"CIF A{digits(rng, '########')}", att]
    d.lines(px + 6, y + 16, srows, 8.4, b_first=True)
    y += 100
    y = (
        d.lines(
            m,
            y,
            [
                f"{pick(rng, 'Dirección de entrega|Lugar de entrega|Entregar en')}: "
                f"{buyer} – {pick(rng, 'Nave de embotellado|Bodega de crianza|Almacén')}, "
                f"{bad}"
            ],
            8,
        )
        + 2
    )
    y = (
        d.lines(
            m,
            y,
            [
                f"Horario de descarga: {pick(rng, 'L-V 8:00-14:00|L-J 7:30-15:00')} · "
                f"Fecha de entrega: {fd(dt + timedelta(days=rng.randint(7, 40)))}"
            ],
            8,
        )
        + 6
    )
    spec = [
        ("code", "Código", 10, "l"),
        ("desc", "Descripción", 40, "l"),
        ("qty", "Cantidad", 9, "r"),
        ("price", "Precio", 9, "r"),
        ("disc", "Dto. %", 6, "r"),
        ("amount", "Importe", 12, "r"),
    ]
    bottom = d.h - 50
    n = n_items(rng, int((bottom - y - 200) // 14), 40, 0.3)
    rows = priced(
        rng,
        ES_ITEMS,
        n,
        figures(".", ",", places=4),
        [1000, 2400, 5000, 6000, 12000, 20000, 30000],
        dear=50,
    )
    for r in rows:
        if r["p"] > 50:
            r["qty"] = str(rng.choice([2, 4, 6, 10, 20]))
        elif r["p"] > 2:
            r["qty"] = str(rng.choice([50, 100, 200, 400, 600]))
        q = Decimal(r["qty"])
        r["qty"] = f"{int(q):,}".replace(",", ".")
        dc = rng.choice([0, 0, 0, 2, 3, 5]) if rng.random() < 0.5 else 0
        r["disc"] = f"{dc},00" if dc else ""
        r["amt"] = cents(r["p"] * q * (100 - dc) / 100)
        r["amount"] = fm(r["amt"])
        r["price"] = figures(".", ",", places=4 if r["p"] < 10 else 2)(r["p"])

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer} · {title.capitalize()} {po}", 8.4, b=True)
        d.t(x2, 30, f"Página {p} de {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 48

    y = paged8(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        mode="" if nt else "carry",
        labels=("Suma y sigue", "Suma anterior"),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.86,
        grid=rng.random() < 0.5,
    )
    net = net_of(rows)
    portes = Decimal(rng.choice([0, 0, 0, 45, 60, 120]))
    base = net + portes
    tax = cents(base * 21 / 100)
    total = base + tax
    y = room(d, y, 170, head)
    y += 10
    labels_ = ["Importe bruto", "Portes", "Base imponible", "% IVA", "Cuota IVA", "TOTAL PEDIDO"]
    vals = [fm(net), fm(portes), fm(base), "21,00", fm(tax), ft(total)]
    if not portes:
        del labels_[1], vals[1]
        if rng.random() < 0.5:
            del labels_[0], vals[0]
    widths = [w / len(labels_)] * len(labels_)
    if not nt:
        y = d.grid(m, y, widths, labels_, vals, 8.2, shade=0.85) + 10
    else:
        y = (
            d.para(
                m, y, "Precios según tarifa pactada para la campaña; el pedido no se valora.", 8, w
            )
            + 6
        )
    obs = [
        "Forma de pago: "
        + pick(rng, "confirming a 90 días.|transferencia a 60 días f.f.|recibo a 30 días."),
        "Indiquen nuestro número de pedido en albaranes y facturas.",
        "Material alimentario: adjuntar declaración de conformidad (Reglamento (CE) 1935/2004).",
    ]
    y = d.lines(m, y, ["Observaciones:"], 8, b_first=True)
    for o in obs[: rng.randint(1, 3)]:
        y = d.para(m, y, o, 7.6, w)
    y = room(d, y, 60, head) + 34
    d.sign(m, y, 170, "Conforme proveedor (firma y sello)", 7.2)
    d.sign(
        x2 - 170,
        y,
        170,
        f"Dpto. Compras – {pick(rng, 'Ana|Jorge|Lucía|Íñigo')} {pick(rng, ES_SUR)}",
        7.2,
    )
    page_foot(d, f"{buyer} · {bad} · Inscrita en el Registro Mercantil", 6.4)
    return result(d, "es", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- ro order

RO_BUY = "{X} Industries S.R.L.|{X} Manufacturing S.A.|{X} Components S.R.L.|{X} Prod S.R.L."
RO_BUY_STEMS = "Carpatica|Someș|Transilvania|Banat|Mureș|Argeș|Dacia Tehnic|Olt|Bucovina"
RO_SUP = (
    "{X} Distribuție S.R.L.|{L} Metal S.R.L.|{X} Trading S.A.|{X} Industrial Supply S.R.L.|"
    "{L} & {L2} Comimpex S.R.L.|{X} Ambalaje S.R.L."
)
RO_SUP_STEMS = "Nova|Electro Plus|Hidrotec|Rulmenți Grup|Vest|Sudotehnica|Ferom|Infinit"
RO_SUR = "Popescu|Ionescu|Dumitrescu|Stan|Munteanu|Constantin|Marin|Stoica|Rusu|Lazăr"
RO_CITIES = [
    ("Cluj-Napoca", "J12", "Str. Fabricii nr. ##, Cluj-Napoca, jud. Cluj"),
    ("Timișoara", "J35", "Calea Șagului nr. ###, Timișoara, jud. Timiș"),
    ("Brașov", "J08", "Str. Zizinului nr. ###, Brașov, jud. Brașov"),
    ("Pitești", "J03", "Bd. Republicii nr. ##, Pitești, jud. Argeș"),
    ("Iași", "J22", "Șos. Păcurari nr. ##, Iași, jud. Iași"),
    ("București", "J40", "Șos. Berceni nr. ##, Sector 4, București"),
]
RO_BANKS = (
    "Banca Transilvania|BRD - Groupe Société Générale|Banca Comercială Română|ING Bank|"
    "Raiffeisen Bank"
)
RO_ITEMS = [
    ("Rulment 6205-2RS SKF", "buc", 18, 45),
    ("Electrod rutilic E6013 Ø 3,2 mm", "kg", 14, 24),
    ("Tablă DC01 1,5 x 1250 x 2500 mm", "kg", 5.5, 9),
    ("Profil aluminiu 40x40 mm, 6 m", "buc", 160, 320),
    ("Ulei hidraulic HLP 46, bidon 20 l", "bidon", 260, 420),
    ("Mănuși de protecție nitril, mărimea 9", "per", 6, 14),
    ("Cutie carton 5 straturi 600x400x400", "buc", 4.5, 9),
    ("Folie stretch 500 mm x 23 µm", "rola", 38, 70),
    ("Șurub hexagonal M10 x 40, gr. 8.8", "buc", 0.5, 1.4),
    ("Disc debitare metal 125 x 1 mm", "buc", 3, 7),
    ("Cablu CYY-F 3 x 2,5 mm²", "m", 6, 11),
    ("Senzor inductiv M12 PNP", "buc", 95, 210),
]


def ro_party(rng: random.Random, name: str, city: tuple[str, str, str]) -> list[str]:
    _, jud, addr = city
    return [
        name,
        f"Nr. Reg. Com.: {jud}/{rng.randint(100, 9999)}/{rng.randint(1994, 2019)}",
        f"{pick(rng, 'CUI|CIF|Cod fiscal')}: RO{rng.randint(1000000, 49999999)}",
        f"Sediul: {digits(rng, addr)}",
        f"Cont: RO{rng.randint(10, 99)} {pick(rng, 'BTRL|BRDE|RNCB|INGB|RZBR')} "
        + " ".join(digits(rng, "####") for _ in range(4)),
        f"Banca: {pick(rng, RO_BANKS)}",
    ]


def blind9_ro_comanda_furnizor(rng: random.Random) -> tuple[bytes, dict]:
    """A Romanian manufacturer's order with both parties' ids and a numbered-column table."""
    d, m, x2, w, nt, dt = frame(rng, A4, UNI, 30, 44)
    c1, c2 = rng.sample(RO_CITIES, 2)
    buyer = firm(rng, RO_BUY, RO_BUY_STEMS, RO_SUR)
    sup = firm(rng, RO_SUP, RO_SUP_STEMS, RO_SUR)
    fm = figures(".", ",")
    cur = pick(rng, "lei|RON")
    ft = figures(".", ",", sym=cur, pre=False) if rng.random() < 0.5 else fm
    rate = Decimal(19) if dt < date(2025, 8, 1) else Decimal(21)
    po = fill(rng, f"####|{dt:%y}/###|CA-####|{dt:%Y}-####|###/{dt:%m}")
    fd = dt.strftime("%d.%m.%Y")
    bcol = ro_party(rng, buyer, c1)
    scol = ro_party(rng, sup, c2)
    bw = (w - 20) / 2
    left = [(pick(rng, "Cumpărător|Beneficiar"), bcol), ("Furnizor", scol)]
    if rng.random() < 0.35:
        left.reverse()
    y = 34
    for i, (lab_, rows_) in enumerate(left):
        x = m + i * (bw + 20)
        d.t(x, y + 8, f"{lab_}:", 8.4, b=True)
        yy = y + 12
        for j, r in enumerate(rows_):
            d.t(x, yy + 9, r, 8.4 if j == 0 else 7.6, b=j == 0, maxw=bw)
            yy += 11
    y += 92
    v = rng.randrange(3)
    if v == 0:
        d.t(d.w / 2, y + 16, f"COMANDĂ nr. {po} din {fd}", 14, b=True, al="c")
    elif v == 1:
        d.t(d.w / 2, y + 16, "COMANDĂ DE APROVIZIONARE", 14, b=True, al="c")
        d.t(d.w / 2, y + 30, f"Nr. {po} / {fd}", 10, b=True, al="c")
        y += 12
    else:
        d.t(d.w / 2, y + 16, f"Comandă fermă nr. {po}", 14, b=True, al="c")
        d.t(d.w / 2, y + 30, f"Data: {fd}", 9.5, al="c")
        y += 12
    y += 30
    refs = [
        f"Referat de necesitate nr. {rng.randint(10, 999)}/"
        f"{(dt - timedelta(days=rng.randint(3, 20))):%d.%m.%Y}",
        f"Oferta dvs. nr. {digits(rng, pick(rng, '####|OF-###|###/' + f'{dt:%Y}'))}",
        f"Contract cadru nr. {rng.randint(1, 120)}/{dt.year - rng.randint(0, 2)}",
    ]
    for r in rng.sample(refs, rng.randint(1, 3)):
        y = d.lines(m, y, [r], 8.2)
    y = (
        d.para(
            m,
            y + 4,
            "Vă rugăm să ne livrați următoarele produse, în condițiile de mai jos "
            "(prețuri unitare și valori fără TVA):",
            8.6,
            w,
        )
        + 4
    )
    n = rng.randint(2, 12)
    lines = []
    for i, (desc, um, lo, hi) in enumerate(cycle(rng, RO_ITEMS, n)):
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        q = Decimal(rng.choice([1, 2, 5, 10, 20, 50, 100] if p < 100 else [1, 2, 4, 6, 10]))
        val = cents(p * q)
        tva = cents(val * rate / 100)
        lines.append(
            {
                "pos": str(i + 1),
                "desc": desc,
                "unit": um,
                "qty": f"{q}",
                "price": fm(p),
                "amount": fm(val),
                "tva": fm(tva),
                "amt": val,
                "t": tva,
            }
        )
    net = net_of(lines)
    tax = sum((r["t"] for r in lines), Decimal(0))
    total = net + tax
    spec = [
        ("pos", "Nr.", 4, "c"),
        ("desc", "Denumirea produselor", 38, "l"),
        ("unit", "U.M.", 6, "c"),
        ("qty", "Cant.", 7, "r"),
        ("price", f"Preț unitar -{cur}-", 14, "r"),
        ("amount", f"Valoarea -{cur}-", 14, "r"),
        ("tva", f"TVA {rate}% -{cur}-", 14, "r"),
    ]
    c = cols(spec, w)
    nums = {
        "pos": "0",
        "desc": "1",
        "unit": "2",
        "qty": "3",
        "price": "4",
        "amount": "5",
        "tva": "6",
        "_fill": 0.93,
    }
    body = [nums, *lines]
    if not nt:
        body.append({"desc": "Total", "amount": fm(net), "tva": fm(tax), "_b": True})
    else:
        for r in lines:
            r["price"] = r["amount"] = r["tva"] = ""
    y = d.table(m, y, c, body, size=7.4, lead=15, shade=0.86, grid=True)
    if not nt:
        lab_ = "Total de plată (col. 5 + col. 6)"
        tw = w * 0.5
        d.box(x2 - tw, y, tw, 18, lw=0.8)
        d.t(x2 - tw + 4, y + 12.5, lab_, 8.4, b=True)
        d.t(x2 - 4, y + 12.5, ft(total), 9, b=True, al="r")
        y += 28
    else:
        y = d.para(m, y + 6, "Prețurile conform contractului cadru în vigoare.", 8.2, w)
    conds = [
        f"Termen de livrare: {(dt + timedelta(days=rng.randint(5, 30))):%d.%m.%Y}",
        f"Locul livrării: depozit {buyer}, {c1[0]}",
        f"Condiții de plată: {pick(rng, '30|45|60')} de zile de la data facturii",
        "Vă rugăm să menționați numărul comenzii pe factură și pe avizul de însoțire.",
    ]
    y += 4
    for c_ in conds[: rng.randint(2, 4)]:
        y = d.para(m, y, c_, 8, w)
    y += 30
    sw = (w - 30) / 3
    signs = [
        f"Întocmit, {pick(rng, 'Ioana|Mihai|Andrei|Elena|Cristina')} {pick(rng, RO_SUR)}",
        pick(rng, "Aprobat, Director General|Aprobat, Director Achiziții"),
        "Confirmare furnizor (semnătura și ștampila)",
    ]
    for i, s_ in enumerate(signs):
        d.sign(m + i * (sw + 15), y, sw, s_, 7)
    return result(d, "ro", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- pt confirmation

PT_TRADES = {
    "cork": (
        "{X} Cortiças, S.A.|Corticeira {L}, Lda.|{L} & Filhos - Rolhas, Lda.|Rolhas {X}, S.A.",
        "Rolhas de cortiça natural e técnicas",
        [
            ("RN-4524F", "Rolha natural 45 x 24 mm, classe Flor", "mil", 420, 900),
            ("RN-4924E", "Rolha natural 49 x 24 mm, classe Extra", "mil", 650, 1400),
            ("RT-4423", "Rolha técnica 1+1, 44 x 23,5 mm", "mil", 110, 220),
            ("RC-3320", "Rolha capsulada, cabeça madeira, 33 x 20", "mil", 180, 380),
            ("RM-4424", "Rolha micro-aglomerada 44 x 24 mm", "mil", 70, 140),
            ("SRV", "Marcação a fogo, 2 faces", "mil", 6, 14),
        ],
        "Quinta {X}, Lda.|Sociedade Agrícola {X}, S.A.|Bodegas {X}, S.L.|Château {X} SAS|"
        "Adega Cooperativa de {X}, C.R.L.",
        "Santa Maria da Feira|Mozelos|São Paulo de Oleiros",
    ),
    "textile": (
        "Têxteis {X}, Lda.|{L} Têxtil, S.A.|Tecelagem {X}, Lda.|{L} & {L2}, Lda.",
        "Têxteis-lar: roupa de cama, banho e mesa",
        [
            ("TB-500B", "Toalha de banho 70 x 140 cm, 500 g/m², branco", "un", 5.5, 11),
            ("TB-500R", "Toalha de rosto 50 x 100 cm, 500 g/m²", "un", 3, 6.5),
            ("LC-300K", "Lençol percal 300 fios, king size", "un", 14, 29),
            ("CF-260", "Capa de edredão cetim 260 x 220 cm", "un", 22, 45),
            ("TM-180", "Toalha de mesa linho 180 x 300 cm", "un", 18, 38),
            ("RB-WAF", "Roupão waffle, tamanho L", "un", 12, 24),
        ],
        "{X} Home, S.L.|Maison {X} SARL|Hotel {X}, S.A.|{X} Retail, Lda.|{X} Interiors Ltd",
        "Guimarães|Vila Nova de Famalicão|Santo Tirso",
    ),
    "ceramic": (
        "Cerâmica {X}, Lda.|Faianças {L}, S.A.|{X} Porcelanas, S.A.|Louça {L}, Lda.",
        "Cerâmica utilitária e decorativa",
        [
            ("PR-27R", "Prato raso 27 cm, grés, vidrado branco", "un", 2.2, 5),
            ("PS-22", "Prato de sobremesa 22 cm", "un", 1.6, 3.8),
            ("TG-35", "Taça de almoçadeira 35 cl", "un", 1.8, 4.2),
            ("CN-40", "Caneca 40 cl, vidrado reativo", "un", 2.4, 5.5),
            ("TR-OV", "Travessa oval 36 cm", "un", 7, 15),
            ("SA-FL", "Saladeira 25 cm, pintada à mão", "un", 9, 22),
        ],
        "{X} Home, S.L.|Maison {X} SARL|Restaurante {X}, Lda.|{X} Store GmbH|{X} Retail, Lda.",
        "Alcobaça|Caldas da Rainha|Aveiro|Ílhavo",
    ),
}
PT_STEMS = "Montado|Alentejana|do Vouga|Lusitana|Atlântica|da Feira|Ribeirinha|Minhota|Serrana"
PT_SUR = "Ferreira|Amorim|Oliveira|Pereira|Sousa|Rodrigues|Carvalho|Moreira|Pinto|Teixeira"
PT_CUST_STEMS = "do Vale|Solar|Monteverde|Belavista|Aurora|Rosal|Cedros|Lys|Marin"
PT_CUST_ADDR = {
    "pt": "Rua ## de Abril, ##, 5000-### Vila Real|Estrada Nacional ###, km #, 7000-### Évora|"
    "Av. da Liberdade, ###, 1250-### Lisboa",
    "es": "C/ Mayor, ##, 26001 Logroño, Espanha|Avda. Diagonal, ###, 08008 Barcelona, Espanha",
    "fr": "## rue de la République, 33000 Bordeaux, França|## avenue Foch, 69006 Lyon, França",
}


def blind9_pt_confirmacao_encomenda(rng: random.Random) -> tuple[bytes, dict]:
    """A Portuguese producer's order confirmation quoting the customer's order."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|times|libsans|dejavu|djserif", 34, 50)
    trade = rng.choice(list(PT_TRADES))
    sforms, tagline, pool, cforms, towns = PT_TRADES[trade]
    sup = firm(rng, sforms, PT_STEMS, PT_SUR)
    creg = rng.choice(["pt", "pt", "es", "fr"])
    cust = firm(rng, cforms, PT_CUST_STEMS, PT_SUR)
    cad = digits(rng, pick(rng, PT_CUST_ADDR[creg]))
    town = pick(rng, towns)
    sad = digits(
        rng,
        f"Rua {pick(rng, 'da Indústria|do Comércio|Central|das Fontainhas')}, ###, 4###-### {town}",
    )
    sep = pick(rng, " |.")
    fm = figures(sep, ",")
    ft = figures(sep, ",", sym="€", pre=False)
    fd = lambda x: x.strftime(pick_d)
    pick_d = pick(rng, "%d/%m/%Y|%d-%m-%Y|%Y-%m-%d")
    cpo = fill(
        rng,
        "PO-######|4500######|EC/{Y}/####|####/{y}|BC{y}-#####|#####".replace(
            "{Y}", f"{dt:%Y}"
        ).replace("{y}", f"{dt:%y}"),
    )
    cdate = dt - timedelta(days=rng.randint(1, 12))
    own = fill(rng, f"CE {dt:%Y}/####|CE{dt:%y}.#####|NE {dt:%Y}/###")
    # ---- letterhead, centred
    d.t(d.w / 2, 40, sup, fitsize(d, sup, 17, w * 0.8), b=True, al="c")
    d.t(d.w / 2, 53, tagline, 8, al="c", grey=0.35)
    tel = digits(rng, "+351 2## ### ###")
    d.t(d.w / 2, 64, f"{sad} · Portugal · Tel. {tel}", 7.2, al="c", grey=0.35)
    d.line(m, 72, x2, 72, 0.8)
    # ---- addressee left, references right
    y = 92
    d.t(m, y, "Exmo(s). Senhor(es)", 8.4, grey=0.3)
    crow = [cust, *split_addr(d, cad, 9, w * 0.45)]
    nif = {"pt": "NIF: 5########", "es": "VAT: ES@########", "fr": "VAT: FR###########"}
    crow.append(digits(rng, nif[creg]))
    d.lines(m, y + 6, crow, 9, b_first=True)
    d.t(x2, y, pick(rng, "CONFIRMAÇÃO DE ENCOMENDA|Confirmação de Encomenda"), 13, b=True, al="r")
    refs = [
        ("N.º", own),
        ("Data", fd(dt)),
        (pick(rng, "V/ Encomenda n.º|Vossa referência|Encomenda do cliente"), cpo),
        (pick(rng, "V/ Data|Data da encomenda"), fd(cdate)),
        ("Cliente n.º", digits(rng, "C####")),
        ("N/ Referência", fill(rng, "@@-###|@@@/##")),
    ]
    if rng.random() < 0.5:
        refs.append(("Proposta n.º", fill(rng, f"PR {dt:%Y}/###|ORC-####")))
    rng.shuffle(refs[2:])
    from families_blind2 import kv_right  # noqa: PLC0415

    ya = kv_right(d, x2 - 92, x2 - 86, y + 10, [(k + ":", v) for k, v in refs], 8)
    y = max(ya, y + 6 + len(crow) * 11.7) + 12
    y = (
        d.para(
            m,
            y,
            pick(
                rng,
                "Agradecemos a V/ encomenda, que confirmamos nas condições abaixo "
                "indicadas.|Confirmamos a receção da V/ encomenda, que será executada "
                "nas seguintes condições:",
            ),
            8.6,
            w,
        )
        + 6
    )
    spec = [
        ("code", "Ref.ª", 10, "l"),
        ("desc", "Descrição", 40, "l"),
        ("qty", "Qtd.", 7, "r"),
        ("unit", "Un.", 5, "c"),
        ("price", "Preço Unit.", 11, "r"),
        ("disc", "Desc.", 6, "r"),
        ("amount", "Valor", 12, "r"),
    ]
    n = rng.randint(2, 8)
    qtys = [10, 20, 25, 50, 100] if pool[0][2] == "mil" else [24, 48, 60, 100, 120, 240, 500]
    rows = priced(rng, pool, n, fm, qtys, dear=10**6)
    gross = Decimal(0)
    for r in rows:
        dc = rng.choice([0, 0, 5, 10]) if rng.random() < 0.4 else 0
        r["disc"] = f"{dc}%" if dc else ""
        r["amt"] = cents(r["amt"] * (100 - dc) / 100)
        r["amount"] = fm(r["amt"])
        gross += r["amt"]
    y = d.table(
        m, y, cols(spec, w, nt), rows, size=7.9, lead=14, shade=0.9, zebra=0.96, rules=False
    )
    d.line(m, y, x2, y, 0.6)
    cdisc = rng.choice([0, 0, 2, 3, 5])
    dval = cents(gross * cdisc / 100)
    liq = gross - dval
    exempt = creg != "pt"
    tax = Decimal(0) if exempt else cents(liq * 23 / 100)
    total = liq + tax
    out = [("Total ilíquido", fm(gross), False)]
    if cdisc:
        out.append((f"Desconto comercial {cdisc}%", f"-{fm(dval)}", False))
        out.append(("Total líquido", fm(liq), False))
    out.append(("IVA – Isento (art.º 14.º do RITI)" if exempt else "IVA 23%", fm(tax), False))
    out.append((pick(rng, "Total (EUR)|TOTAL|Total da encomenda"), ft(total), True))
    if not nt:
        y = d.summary(x2 - 220, x2 - 3, y + 8, out, 8.6, shade=0.88) + 8
    else:
        y += 12
    ship = dt + timedelta(days=rng.randint(10, 45))
    conds = [
        ("Data prevista de expedição", pick(rng, f"{fd(ship)}|semana {ship.isocalendar()[1]}")),
        ("Condições de entrega", pick(rng, "EXW|DAP|FCA|Porte pago")),
        ("Condições de pagamento", pick(rng, "30 dias data fatura|60 dias|Pronto pagamento")),
        ("Transportador", pick(rng, "A designar|TIR – Transportes Internacionais|DHL Freight")),
    ]
    for k, v in conds[: rng.randint(2, 4)]:
        y = d.lines(m, y, [f"{k}: {v}"], 8)
    y = (
        d.para(
            m,
            y + 6,
            "Qualquer divergência deve ser comunicada no prazo de 48 horas. "
            "Com os melhores cumprimentos,",
            8,
            w,
        )
        + 10
    )
    d.sign(
        m,
        y + 26,
        170,
        f"{pick(rng, 'Departamento Comercial|Serviço de Clientes')} – "
        f"{pick(rng, 'Marta|Rui|Sofia|Nuno|Inês')} {pick(rng, PT_SUR)}",
        7.2,
    )
    cap = pick(rng, "50 000,00|250 000,00|1 000 000,00|75 000,00")
    page_foot(
        d,
        f"{sup} · NIF 5{digits(rng, '########')} · Capital social {cap} € · "
        f"Matriculada na C.R.C. de {town}",
        6.4,
    )
    return result(d, "pt", "order_confirmation", cpo, sup, None if nt else total)


# --------------------------------------------------------------------------- de stand builder

DE_BUY = "{X} Messebau GmbH|{L} Expo Design GmbH & Co. KG|{X} Eventtechnik GmbH|{L} Standbau GmbH"
DE_BUY_STEMS = "Rheinland|Nordlicht|Spreewerk|Isar|Mainufer|Westfalen|Kubus|Formfaktor"
DE_SUP = (
    "{X} Mietmöbel GmbH|{L} Digitaldruck e.K.|{X} Licht & Ton GmbH|{L} Bodenbeläge KG|"
    "{X} Rent AG|{L} & {L2} Messeservice GmbH|{X} Floristik GmbH"
)
DE_SUP_STEMS = "Eventrent|Lumen|Printwerk|Allround|Stagecraft|Bodenwelt|Fairmöbel|Grünraum"
DE_SUR = "Becker|Schulz|Hoffmann|Krüger|Wagner|Neumann|Schröder|Zimmermann|Hartmann|Lange"
DE_FAIRS = [
    ("Köln", "Koelnmesse", "Messeplatz 1, 50679 Köln", "Anuga|ISM|gamescom|IMM Cologne"),
    ("Düsseldorf", "Messe Düsseldorf", "Messeplatz, 40474 Düsseldorf", "MEDICA|boot|drupa"),
    (
        "Frankfurt",
        "Messe Frankfurt",
        "Ludwig-Erhard-Anlage 1, 60327 Frankfurt am Main",
        "Ambiente|Light + Building|Achema",
    ),
    ("München", "Messe München", "Am Messesee, 81829 München", "bauma|ISPO|Expo Real"),
    ("Hannover", "Deutsche Messe", "Messegelände, 30521 Hannover", "Hannover Messe|Agritechnica"),
]
DE_ITEMS = [
    ("MB-101", "Barhocker Chrom/weiß, Sitz Kunstleder", "Stk", 9, 22),
    ("MB-115", "Stehtisch rund Ø 70 cm, Husse schwarz", "Stk", 12, 30),
    ("MB-130", "Loungesessel Leder, cognac", "Stk", 45, 110),
    ("MB-140", "Vitrine Glas, beleuchtet, 50 x 50 x 180 cm", "Stk", 65, 160),
    ("LT-210", "LED-Strahler 30 W, Stromschiene, warmweiß", "Stk", 8, 18),
    ("LT-225", "Traverse 3-Punkt, 3 m, inkl. Rigging", "Stk", 30, 70),
    ("DR-301", "Textildruck Rückwand 6 x 3 m, Keder", "m²", 14, 32),
    ("DR-315", "Folierung Theke, Digitaldruck", "m²", 25, 55),
    ("BO-401", "Teppich Velours, anthrazit, inkl. Verlegung", "m²", 6, 14),
    ("BO-410", "Systemboden 10 cm, Aufpreis Kabelkanal", "m²", 18, 38),
    ("AV-501", 'Monitor 65" 4K, Bodenstele', "Stk", 120, 290),
    ("FL-601", "Pflanze Olivenbaum 1,6 m im Kübel", "Stk", 25, 60),
]


def blind9_de_messebau_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    """A stand builder's rental order, A4 landscape, the order data in a left sidebar."""
    d, m, x2, w, nt, dt = frame(rng, landscape(A4), "helv|libsans|dejavu|djcond", 26, 36)
    buyer = firm(rng, DE_BUY, DE_BUY_STEMS, DE_SUR)
    sup = firm(rng, DE_SUP, DE_SUP_STEMS, DE_SUR)
    city, venue, vad, fairs = rng.choice(DE_FAIRS)
    fair = pick(rng, fairs)
    fm = figures(".", ",")
    ft = (
        figures(".", ",", sym="€", pre=False)
        if rng.random() < 0.5
        else figures(".", ",", sym="EUR")
    )
    po = fill(rng, f"B-{dt:%y}-#####|{dt:%Y}-####|BE######|MB{dt:%y}/####")
    proj = fill(rng, f"P{dt:%y}-###|PRJ-####|{dt:%y}.###")
    hall = f"Halle {rng.randint(1, 11)}{pick(rng, '|.1|.2')}, "
    hall += f"Stand {pick(rng, 'A|B|C|D|E')}{rng.randint(10, 99)}"
    auf = dt + timedelta(days=rng.randint(14, 60))
    ab = auf + timedelta(days=rng.randint(4, 9))
    days = (ab - auf).days + 1
    who = f"{pick(rng, 'Jana|Tobias|Lea|Felix|Miriam|Jonas')} {pick(rng, DE_SUR)}"
    sb = w * 0.27
    # ---- sidebar
    d.box(m, 24, sb, d.h - 60, fill=0.92, stroke=False)
    d.c.setFillGray(0)
    d.t(m + 10, 50, buyer, fitsize(d, buyer, 12, sb - 20), b=True)
    d.t(
        m + 10, 62, f"{pick(rng, 'Industriestraße|Am Hafen|Gewerbering')} {rng.randint(1, 90)}", 7.4
    )
    d.t(
        m + 10,
        72,
        digits(rng, f"#####  {pick(rng, 'Köln|Neuss|Offenbach|Garching|Langenhagen')}"),
        7.4,
    )
    fields = [
        ("Bestellnummer", po, True),
        ("Datum", dt.strftime("%d.%m.%Y"), False),
        (pick(rng, "Projekt-Nr.|Projekt"), proj, False),
        ("Messe", f"{fair} {auf.year}, {city}", False),
        ("Halle / Stand", hall, False),
        ("Aufbau", auf.strftime("%d.%m.%Y"), False),
        ("Abbau", ab.strftime("%d.%m.%Y"), False),
        ("Ansprechpartner", f"{who}, Tel. +49 {digits(rng, '### #######')}", False),
        ("Ihr Angebot", fill(rng, "AN-#####|Angebot ####/{y}", y=f"{dt:%y}"), False),
    ]
    if rng.random() < 0.35:
        fields[0], fields[2] = fields[2], fields[0]
    y = 96
    for k, val, big in fields:
        d.t(m + 10, y, k, 6.8, grey=0.4)
        d.t(m + 10, y + 12, val, 9.5 if big else 8.2, b=big, maxw=sb - 20)
        y += 27
    d.t(m + 10, d.h - 48, f"USt-IdNr. DE{digits(rng, '#########')}", 6.8, grey=0.4)
    # ---- main area
    x = m + sb + 22
    mw = x2 - x
    d.t(x, 54, pick(rng, "Bestellung|BESTELLUNG|Mietbestellung"), 20, b=True)
    d.t(x2, 54, f"{pick(rng, 'Seite 1/1|Blatt 1')}", 7.6, al="r")
    bw = (mw - 20) / 2
    srows = [
        sup,
        f"{pick(rng, 'z. Hd.|Ansprechpartner:')} {pick(rng, 'Herr|Frau')} {pick(rng, DE_SUR)}",
        f"{pick(rng, 'Messeallee|Robert-Bosch-Str.|Hansastraße')} {rng.randint(1, 60)}",
        digits(rng, f"#####  {pick(rng, 'Köln|Hürth|Dreieich|Garbsen|Unterföhring')}"),
    ]
    drows = [
        f"{venue}",
        hall,
        vad,
        f"Anlieferung: {auf - timedelta(days=1):%d.%m.%Y}, "
        f"{pick(rng, '7–18 Uhr|ab 8 Uhr|Tor Süd')}",
    ]
    st = pick(rng, "under|plain|bar")
    y1 = block(d, x, 72, "Lieferant", srows, style=st, w=bw, size=8.4)
    y2 = block(
        d,
        x + bw + 20,
        72,
        pick(rng, "Lieferanschrift|Lieferung an|Einsatzort"),
        drows,
        style=st,
        w=bw,
        size=8.4,
        b_first=False,
    )
    y = max(y1, y2) + 8
    y = (
        d.para(
            x,
            y,
            pick(
                rng,
                "Wir bestellen zu den Bedingungen Ihres Angebots:|Hiermit "
                "bestellen wir für die genannte Veranstaltung:",
            ),
            8.6,
            mw,
        )
        + 3
    )
    spec = [
        ("pos", "Pos", 4, "c"),
        ("qty", "Menge", 6, "r"),
        ("unit", "Einh.", 5, "c"),
        ("desc", "Artikel / Leistung", 38, "l"),
        ("days", "Miettage", 7, "c"),
        ("price", pick(rng, "Einzelpreis|EP/Tag|Preis je Einh."), 10, "r"),
        ("amount", pick(rng, "Gesamt|Betrag|GP"), 11, "r"),
    ]
    n = rng.randint(2, 9)
    rows = priced(rng, DE_ITEMS, n, fm, [2, 4, 6, 8, 10, 12, 20, 24, 40], dear=100)
    for r in rows:
        per_day = r["code"][:2] in ("MB", "LT", "AV", "FL") and rng.random() < 0.8
        dd = days if per_day else 1
        r["days"] = str(dd) if per_day else "–"
        if r["unit"] == "m²":
            r["qty"] = str(rng.choice([18, 24, 36, 48, 60, 72, 96]))
        r["amt"] = cents(r["p"] * Decimal(r["qty"]) * dd)
        r["amount"] = fm(r["amt"])
        r["desc"] = f"{r['code']} {r['desc']}"
    y = d.table(
        x, y, cols(spec, mw, nt), rows, size=7.8, lead=14, shade=0.85, grid=rng.random() < 0.5
    )
    net = net_of(rows)
    extra = Decimal(rng.choice([0, 0, 65, 95, 140]))
    tax = cents((net + extra) * 19 / 100)
    total = net + extra + tax
    out = [(pick(rng, "Nettobetrag|Summe netto|Warenwert netto"), fm(net), False)]
    if extra:
        out = [
            ("Positionen netto", fm(net), False),
            (pick(rng, "Transport / Auf- und Abbau|Anlieferung und Abholung"), fm(extra), False),
            ("Nettobetrag", fm(net + extra), False),
        ]
    out.append((pick(rng, "zzgl. 19 % USt.|zzgl. 19 % MwSt.|19 % Umsatzsteuer"), fm(tax), False))
    out.append((pick(rng, "Bruttobetrag|Gesamtbetrag brutto|Bestellwert brutto"), ft(total), True))
    if not nt:
        y = d.summary(x2 - 230, x2 - 3, y + 6, out, 8.6, box_last=True) + 6
    else:
        y = d.para(x, y + 8, "Preise gemäß Rahmenvereinbarung; Abrechnung nach Aufwand.", 8.4, mw)
    notes = [
        "Bitte bestätigen Sie diese Bestellung innerhalb von 3 Tagen.",
        "Rechnungen bitte unter Angabe der Bestellnummer und des Projekts an rechnung@"
        + mail_of(buyer, "x", "de").split("@")[1]
        + ".",
        f"Rückgabe am {ab:%d.%m.%Y} ab 18 Uhr am Stand; fehlende Teile werden berechnet.",
    ]
    for t_ in notes[: rng.randint(1, 3)]:
        y = d.para(x, y, t_, 7.6, mw)
    y = max(y + 30, d.h - 70)
    d.sign(x, y, 170, f"i. A. {who}", 7.4)
    d.t(
        x + 200,
        y + 9,
        f"{buyer} · Geschäftsführer: {pick(rng, 'Dirk|Sabine|Marc|Anja')} "
        f"{pick(rng, DE_SUR)} · HRB {rng.randint(10000, 99999)}",
        6.4,
        grey=0.4,
        maxw=x2 - x - 200,
    )
    return result(d, "de", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- nl greenhouse grower

NL_BUY = "Kwekerij {X} B.V.|{L} Tomaten B.V.|{X} Orchideeën V.O.F.|Tuinbouwbedrijf {L} B.V.|"
NL_BUY += "{X} Paprika C.V.|{L} Plant B.V."
NL_BUY_STEMS = "De Lier|Zonneglas|Westerkas|Groenhorst|Het Kasteel|Polderzicht|Lansingerland"
NL_SUP = (
    "{X} Substraten B.V.|{L} Kastechniek B.V.|{X} Gewasbescherming B.V.|Van {L} Verpakkingen "
    "B.V.|{X} Horti Supply B.V.|{L} & {L2} Tuinbouwtoeleveranciers B.V."
)
NL_SUP_STEMS = "Grodan-Noord|Hortimax|Biobest West|Agroflex|Kasmatic|Vitalgrow|Sunclear|Coco"
NL_SUR = "de Vries|van Dijk|Bakker|Janssen|Visser|Smit|Meijer|de Boer|Mulder|van den Berg"
NL_PLACES = (
    "Middel Broekweg ##, 2675 K@ Honselersdijk|Oostbuurtseweg ##, 2681 K@ Monster|"
    "Klappolder ###, 2665 M@ Bleiswijk|Legmeerdijk ###, 1432 K@ Aalsmeer|"
    "Zwethkade ##, 2691 N@ 's-Gravenzande"
)
NL_ITEMS = [
    ("SB-1001", "Steenwolmat 100 x 15 x 7,5 cm", "st", 1.2, 2.8, 9),
    ("SB-1020", "Kokossubstraat growbag 100 cm", "st", 1.5, 3.2, 9),
    ("SB-1044", "Potgrond orchideeën, 70 l", "zak", 6, 12, 9),
    ("ZD-2010", "Tomatenzaad, trostomaat, 1000 zaden", "pak", 150, 420, 9),
    ("BB-3001", "Hommelvolk, kast van 60", "st", 45, 85, 9),
    ("BB-3022", "Sluipwesp Encarsia, 50.000 st", "eenh", 60, 130, 9),
    ("GB-4011", "Gewasbeschermingsmiddel, 5 l", "can", 80, 240, 21),
    ("VP-5002", "Kartonnen doos 40 x 30 x 12, bedrukt", "st", 0.35, 0.9, 21),
    ("VP-5010", "Flowpack-folie 30 micron, rol", "rol", 45, 90, 21),
    ("KT-6001", "Druppelaar 2 l/u met slang en pen", "st", 0.25, 0.6, 21),
    ("KT-6040", "Groeilamp LED 1000 W, armatuur", "st", 420, 760, 21),
    ("KT-6055", "Schermdoek energiescherm, per m²", "m²", 1.8, 4.2, 21),
]


@two_pass
def blind9_nl_tuinbouw_inkooporder(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Dutch greenhouse grower's order, the header as a table with labelled columns."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|libsans|dejavu|times|djcond", 32, 46)
    pages = of(npages)
    buyer = firm(rng, NL_BUY, NL_BUY_STEMS, NL_SUR)
    sup = firm(rng, NL_SUP, NL_SUP_STEMS, NL_SUR)
    bad = digits(rng, pick(rng, NL_PLACES))
    sad = digits(rng, pick(rng, NL_PLACES))
    fm = figures(".", ",", sym="€") if rng.random() < 0.5 else figures(".", ",")
    fe = figures(".", ",", sym="€")
    po = fill(rng, f"IO{dt:%y}#####|{dt:%Y}-####|PO-######|{dt:%y}.#####")
    ddt = dt + timedelta(days=rng.randint(3, 28))
    fd = lambda x: x.strftime("%d-%m-%Y")
    # ---- letterhead
    d.t(m, 42, buyer, fitsize(d, buyer, 16, w * 0.6), b=True)
    d.t(
        m,
        55,
        f"{bad} · KvK {digits(rng, '########')} · btw NL{digits(rng, '#########')}B01",
        7.2,
        grey=0.35,
        maxw=w * 0.7,
    )
    d.t(x2, 42, pick(rng, "INKOOPORDER|Inkooporder|Bestelling"), 15, b=True, al="r")
    d.t(x2, 55, f"Pagina 1 van {pages}", 7.5, al="r")
    # ---- parties
    y = 76
    bw = (w - 30) / 3
    sc = f"{pick(rng, 't.a.v.|Attn.')} {pick(rng, 'dhr.|mevr.')} {pick(rng, NL_SUR)}"
    blocks = [
        ("Leverancier", [sup, sc, *split_addr(d, sad, 8.2, bw)], True),
        (
            pick(rng, "Afleveradres|Leveradres"),
            [
                buyer,
                f"Kas {rng.randint(1, 9)}, {pick(rng, 'dock|laadperron|ingang')} "
                f"{rng.randint(1, 6)}",
                *split_addr(d, bad, 8.2, bw),
            ],
            False,
        ),
        (
            "Factuuradres",
            [
                f"{buyer}",
                "Crediteurenadministratie",
                "Postbus " + digits(rng, "###") + ", " + bad.split(", ")[1],
                f"facturen@{mail_of(buyer, 'x', 'nl').split('@')[1]}",
            ],
            False,
        ),
    ]
    if rng.random() < 0.3:
        blocks.pop()
        bw = (w - 15) / 2
    ys = []
    for i, (lab_, rows_, bf) in enumerate(blocks):
        ys.append(
            block(d, m + i * (bw + 15), y, lab_, rows_, style="under", w=bw, size=8.2, b_first=bf)
        )
    y = max(ys) + 12
    # ---- the header as a one-row table
    hdr = [
        ("po", pick(rng, "Inkoopordernr.|Ordernummer|Bestelnummer"), po),
        ("dt", "Orderdatum", fd(dt)),
        ("lev", pick(rng, "Leveranciersnr.|Crediteurnr."), digits(rng, "2####")),
        ("off", "Uw offerte", fill(rng, "OFF-####|Q####|####-@@")),
        ("dd", pick(rng, "Afleverdatum|Leverdatum|Gewenste leverdatum"), fd(ddt)),
    ]
    if rng.random() < 0.4:
        hdr.insert(
            3,
            (
                "teelt",
                pick(rng, "Teelt / afdeling|Kostenplaats"),
                f"{pick(rng, 'Tomaat|Paprika|Phalaenopsis|Komkommer')} / "
                f"{pick(rng, 'A|B|C')}{rng.randint(1, 9)}",
            ),
        )
    if rng.random() < 0.3:
        hdr[0], hdr[2] = hdr[2], hdr[0]
    hspec = [(k, lab_, 1, "l") for k, lab_, _ in hdr]
    y = (
        d.table(
            m,
            y,
            cols(hspec, w),
            [{k: v for k, _, v in hdr}],
            size=8,
            lead=15,
            shade=0.85,
            grid=True,
        )
        + 14
    )
    spec = [
        ("code", "Artikelcode", 10, "l"),
        ("desc", "Omschrijving", 40, "l"),
        ("qty", "Aantal", 7, "r"),
        ("unit", "Eenh.", 6, "c"),
        ("price", "Prijs", 10, "r"),
        ("btw", "Btw", 5, "c"),
        ("amount", "Bedrag", 12, "r"),
    ]
    bottom = d.h - 48
    n = n_items(rng, int((bottom - y - 170) // 14), 32, 0.25)
    pool = [it[:5] for it in NL_ITEMS]
    rates = {it[0]: it[5] for it in NL_ITEMS}
    rows = priced(rng, pool, n, fm, [10, 20, 50, 100, 250, 500, 1000], dear=100)
    by_rate: dict[int, Decimal] = {}
    for r in rows:
        rt = rates[r["code"]]
        r["btw"] = f"{rt}%"
        by_rate[rt] = by_rate.get(rt, Decimal(0)) + r["amt"]

    def head(p: int) -> float:
        d.t(m, 30, f"{buyer} – inkooporder {po}", 8.4, b=True)
        d.t(x2, 30, f"Pagina {p} van {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 48

    y = paged8(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        mode="" if nt else "page",
        labels=(pick(rng, "Subtotaal pagina|Paginatotaal"), ""),
        fm=fm,
        size=7.8,
        lead=14,
        shade=0.86,
        zebra=0.95 if rng.random() < 0.5 else None,
    )
    net = net_of(rows)
    taxes = [(rt, base, cents(base * rt / 100)) for rt, base in sorted(by_rate.items())]
    total = net + sum(t[2] for t in taxes)
    y = room(d, y, 140, head)
    out = [(pick(rng, "Subtotaal|Totaal excl. btw|Orderbedrag excl. btw"), fe(net), False)]
    for rt, base, tx in taxes:
        out.append((f"Btw {rt}% over {fe(base)}", fe(tx), False))
    out.append(
        (pick(rng, "Totaal incl. btw|Orderwaarde incl. btw|Totaal te betalen"), fe(total), True)
    )
    if not nt:
        y = d.summary(x2 - 250, x2 - 3, y + 8, out, 8.6, box_last=rng.random() < 0.5) + 8
    else:
        y = d.para(m, y + 8, "Prijzen volgens jaarcontract; deze order wordt niet geprijsd.", 8, w)
    notes = [
        "Vermeld ons inkoopordernummer op pakbon en factuur.",
        "Levering uitsluitend op werkdagen tussen 7:00 en 15:00 uur; hygiëneprotocol kas volgen.",
        f"Betaling {pick(rng, '30|45')} dagen na factuurdatum.",
        "Op deze order zijn onze algemene inkoopvoorwaarden van toepassing.",
    ]
    for t_ in notes[: rng.randint(2, 4)]:
        y = d.para(m, y, t_, 7.6, w)
    y = room(d, y, 50, head) + 30
    d.sign(
        m,
        y,
        170,
        f"{pick(rng, 'Inkoper|Teeltmanager|Bedrijfsleider')}: "
        f"{pick(rng, 'Sanne|Bas|Femke|Joost|Eva|Ruud')} {pick(rng, NL_SUR)}",
        7.4,
    )
    return result(d, "nl", "purchase_order", po, sup, None if nt else total)


# --------------------------------------------------------------------------- zh supermarket order

ZH_SM_BRANDS = "乐家 邻里鲜 优品汇 佳惠 美宜购 惠多多 家乐源 百合缘".split()
ZH_SM_FORMS = ["{c}{b}超市有限公司", "{c}{b}连锁商业有限公司", "{b}商贸连锁（{c}）有限公司"]
ZH_SM_CITY = "杭州 南京 合肥 长沙 郑州 济南 南昌 福州".split()
ZH_SM_DIST = "滨江 鼓楼 高新 城东 万达 新区 河西 雨花".split()
ZH_FOOD_STEMS = "鑫源 康达 旺福 田园 金穗 天香 绿野 福满 丰禾 味之源".split()
ZH_FOOD_TRADES = "食品 粮油贸易 乳业 饮品 调味品 农产品 商贸".split()
ZH_SM_ITEMS = [
    ("东北大米", "5kg/袋", "袋", 28, 45, 9),
    ("非转基因大豆油", "5L/桶", "桶", 55, 80, 9),
    ("纯牛奶", "250ml×24盒", "箱", 48, 70, 9),
    ("鲜鸡蛋", "30枚/盒", "盒", 18, 30, 9),
    ("挂面", "1kg/袋", "袋", 6, 11, 9),
    ("酸奶", "200g×12杯", "箱", 32, 55, 13),
    ("苏打饼干", "400g/袋", "袋", 8, 15, 13),
    ("火腿肠", "40g×10支", "袋", 9, 16, 13),
    ("生抽酱油", "500ml/瓶", "瓶", 6, 12, 13),
    ("矿泉水", "550ml×24瓶", "箱", 18, 30, 13),
    ("方便面", "五连包", "包", 10, 16, 13),
    ("速冻水饺", "1kg/袋", "袋", 16, 28, 13),
    ("瓜子", "260g/袋", "袋", 7, 13, 13),
    ("橙汁饮料", "1.25L×6瓶", "箱", 30, 48, 13),
]


@two_pass
def blind9_zh_chaoshi_dinghuo(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A supermarket chain's ERP order to a food supplier; page subtotals over pages."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(28, 40)
    wd = pdf.w - 2 * m
    rx = pdf.w - m
    pages = of(npages)
    dt = a_date(rng)
    city = rng.choice(ZH_SM_CITY)
    brand = rng.choice(ZH_SM_BRANDS)
    buyer = rng.choice(ZH_SM_FORMS).format(c=city, b=brand)
    store = f"{brand}{rng.choice(ZH_SM_DIST)}店"
    sup = f"{rng.choice(ZH_SM_CITY)}{rng.choice(ZH_FOOD_STEMS)}{rng.choice(ZH_FOOD_TRADES)}有限公司"
    if rng.random() < 0.3:
        sup = sup.replace("有限公司", "股份有限公司")
    po = fill(rng, f"PO{dt:%Y%m%d}####|DH{dt:%y%m}#####|{dt:%Y%m%d}-###|CG{dt:%y}######")
    ds = pick(rng, "iso|cn|slash")
    fd = lambda x: fdate(x, ds)
    title = pick(rng, "订 货 单|商品订货单|采购订单|门店订货单")
    pdf.text(pdf.w / 2, 44, title, 18, align="c", bold=True)
    pdf.text(rx, 44, f"单号：{po}", 9.5, align="r")
    pdf.text(pdf.w / 2, 60, buyer, 9, align="c", colour=GREY)
    info = [
        ["供应商编码", fill(rng, "GYS#####|S######|1#####"), "供应商", sup],
        [
            "订货日期",
            fd(dt),
            pick(rng, "送货日期|要求到货日期"),
            fd(dt + timedelta(days=rng.randint(1, 4))),
        ],
        ["收货门店", store, "采购员", f"{person(rng)}  {zh_tel(rng)}"],
        [
            pick(rng, "合同编号|框架协议号"),
            fill(rng, "HT{y}-####|KJ-####-{y}", y=f"{dt:%Y}"),
            "页码",
            f"1/{pages}",
        ],
    ]
    if rng.random() < 0.3:
        info[0][0:2], info[0][2:4] = info[0][2:4], info[0][0:2]
    y = (
        pdf.grid(
            m,
            70,
            rel(wd, [13, 30, 13, 44]),
            info,
            row_h=17,
            size=8.4,
            head=0,
            shade_cols=[0, 2],
            align="llll",
        )
        + 10
    )
    head = [
        "序号",
        "商品编码",
        "条码",
        "商品名称",
        "规格",
        "单位",
        "订货数量",
        "含税进价",
        "税率",
        "金额",
    ]
    widths = rel(wd, [5, 9, 16, 16, 12, 6, 8, 9, 6, 13])
    bottom = pdf.h - 50
    n_first = int((bottom - y) // 17) - 3
    n = (
        rng.randint(n_first + 2, n_first + 30)
        if rng.random() < 0.3
        else rng.randint(3, n_first - 8)
    )
    lines = []
    for k, (name, spec, unit, lo, hi, rate) in enumerate(cycle(rng, ZH_SM_ITEMS, n)):
        price = Decimal(rng.randint(lo * 100, hi * 100)) / 100
        q = rng.choice([5, 10, 12, 20, 24, 30, 50, 60, 100])
        amt = price * q
        tax = cents(amt * rate / (100 + rate))
        code = f"{rng.randint(100000, 999999)}"
        bar = f"69{rng.randint(10**10, 10**11 - 1)}"
        lines.append(
            (
                [
                    str(k + 1),
                    code,
                    bar,
                    name,
                    spec,
                    unit,
                    str(q),
                    money2(price),
                    f"{rate}%",
                    money2(amt),
                ],
                q,
                amt,
                tax,
            )
        )
    total = sum((ln[2] for ln in lines), Decimal(0))
    taxsum = sum((ln[3] for ln in lines), Decimal(0))
    done = 0
    while True:
        fit_ = max(1, int((bottom - y) / 17) - 2)
        chunk = lines[done : done + fit_]
        done += len(chunk)
        body = [ln[0] for ln in chunk]
        if npages > 1 or done < len(lines):
            body.append(
                [
                    "",
                    "",
                    "",
                    "本页小计",
                    "",
                    "",
                    str(sum(ln[1] for ln in chunk)),
                    "",
                    "",
                    money2(sum((ln[2] for ln in chunk), Decimal(0))),
                ]
            )
        if done >= len(lines):
            body.append(
                ["", "", "", "合计", "", "", str(sum(ln[1] for ln in lines)), "", "", money2(total)]
            )
        y = pdf.grid(m, y, widths, [head, *body], row_h=17, size=7.8, align="clllllrrcr")
        if done >= len(lines):
            break
        pdf.text(rx, y + 14, "（续下页）", 8, align="r", colour=GREY)
        pdf.new_page()
        pdf.text(m, 34, f"{title.replace(' ', '')}（续）  单号：{po}", 9.5, bold=True)
        pdf.text(rx, 34, f"第 {pdf.pages} 页 / 共 {pages} 页", 8.5, align="r")
        y = 46
    if y + 150 > pdf.h - 30:
        pdf.new_page()
        pdf.text(m, 34, f"{title.replace(' ', '')}（续）  单号：{po}", 9.5, bold=True)
        pdf.text(rx, 34, f"第 {pdf.pages} 页 / 共 {pages} 页", 8.5, align="r")
        y = 46
    y += 18
    lab = pick(rng, "订单总金额|订货总金额|采购总额")
    pdf.text(m, y, f"{lab}（大写）：{daxie(total)}", 9.5, bold=True)
    pdf.text(rx, y, f"（小写）：￥{money2(total)}", 9.5, align="r", bold=True)
    y += 16
    if rng.random() < 0.6:
        pdf.text(m, y, f"其中税额：{money2(taxsum)}元（含税价，税率13%/9%）", 8.5, colour=GREY)
        y += 16
    notes = [
        "1. 供应商须按订单数量及送货日期送货，逾期未送视为订单自动取消。",
        "2. 送货时须携带本订货单及随货同行单，商品保质期须在三分之二以上。",
        "3. 发票抬头：" + buyer + "，请在发票备注栏注明订货单号。",
        "4. 收货以门店实收数量为准，结算按合同约定账期执行。",
    ]
    pdf.text(m, y + 4, "送货须知：", 8.8, bold=True)
    y += 18
    for t_ in notes[: rng.randint(2, 4)]:
        pdf.text(m, y, t_, 7.8, maxw=wd)
        y += 13
    y += 16
    sx = rel(wd, [1, 1, 1.4])
    for i, lab_ in enumerate(
        ["制单：" + person(rng), "审核：" + person(rng), "供应商确认（签字盖章）："]
    ):
        pdf.text(m + sum(sx[:i]), y, lab_, 8.8)
    if rng.random() < 0.5:
        pdf.stamp(m + sx[0] + 60, y - 6, buyer[:14], rng, caption="采购专用章", r=34)
    return pdf.done("zh-Hans", "purchase_order", po, sup, total)


def money2(v: Decimal) -> str:
    return f"{cents(v):,.2f}"


# --------------------------------------------------------------------------- ja construction order

JA_GC_STEMS = "大森 北斗 三和 東和 丸栄 富士見 松浦 浜田 高砂 若葉".split()
JA_GC_FORMS = ["{s}建設株式会社", "株式会社{s}組", "{s}工務店株式会社", "株式会社{s}建設"]
JA_SUB_STEMS = "昭和 青葉 栄進 協和 明星 旭 大成 共栄 成和 光進".split()
JA_TRADE_WORK = {
    "電設株式会社": (
        "電気設備工事",
        [
            ("幹線設備", "CV 38sq-3C", "m", 2800, 5200),
            ("照明器具取付", "LEDベースライト 40形", "台", 3500, 9000),
            ("分電盤設置", "主幹75A 分岐20回路", "面", 90000, 180000),
            ("弱電配管配線", "PF管 22 ほか", "式", 150000, 480000),
        ],
    ),
    "設備工業株式会社": (
        "給排水衛生設備工事",
        [
            ("給水管", "HIVP 25A", "m", 2400, 4800),
            ("排水管", "VP 100A", "m", 3200, 6200),
            ("衛生器具取付", "洋風便器 節水型", "組", 28000, 65000),
            ("試運転調整", "", "式", 60000, 180000),
        ],
    ),
    "塗装工業": (
        "塗装工事",
        [
            ("外壁塗装", "シリコン樹脂 3回塗り", "m2", 1800, 3200),
            ("鉄部塗装", "錆止め共 2回塗り", "m2", 1500, 2800),
            ("養生・足場使用料", "", "式", 80000, 260000),
            ("下地補修", "クラック補修", "m", 1200, 2600),
        ],
    ),
    "内装株式会社": (
        "内装仕上工事",
        [
            ("軽量鉄骨下地", "LGS 65形", "m2", 2600, 4200),
            ("石膏ボード張り", "PB 12.5mm 2重張", "m2", 1800, 3200),
            ("ビニルクロス張り", "量産品", "m2", 900, 1600),
            ("長尺シート", "2.0mm", "m2", 3200, 5600),
        ],
    ),
    "鉄筋工業株式会社": (
        "鉄筋工事",
        [
            ("鉄筋加工組立", "SD345 D13〜D25", "t", 68000, 98000),
            ("圧接", "D22", "箇所", 1400, 2600),
            ("運搬費", "", "式", 60000, 180000),
        ],
    ),
}
JA_SITES = (
    "横浜市港北区新横浜三丁目 さいたま市大宮区桜木町二丁目 名古屋市中区栄四丁目 "
    "福岡市博多区博多駅東一丁目 大阪市北区中津五丁目"
).split()
JA_USES = (
    "共同住宅新築工事 事務所ビル改修工事 小学校体育館改修工事 物流倉庫新築工事 介護施設新築工事"
).split()


@two_pass
def blind9_ja_kouji_chumonsho(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Japanese builder's construction-work order to a subcontractor, with its 注文請書."""
    register_cjk_font()
    pdf = Pdf(A4)
    m = rng.uniform(34, 46)
    wd = pdf.w - 2 * m
    rx = pdf.w - m
    dt = a_date(rng)
    gc = rng.choice(JA_GC_FORMS).format(s=rng.choice(JA_GC_STEMS))
    trade = rng.choice(list(JA_TRADE_WORK))
    work, pool = JA_TRADE_WORK[trade]
    stem = rng.choice(JA_SUB_STEMS)
    sup = f"有限会社{stem}{trade}" if trade == "塗装工業" else f"{stem}{trade}"
    site = rng.choice(JA_SITES)
    kouji = f"（仮称）{site[:-4] if rng.random() < 0.5 else site}{rng.choice(JA_USES)}"
    po = fill(rng, f"{dt:%y}-####|No.{dt:%y}####|CH-######|{dt:%Y}-###-##")
    ds = pick(rng, "reiwa|cn|slash")
    fd = lambda x: fdate(x, ds)
    start = dt + timedelta(days=rng.randint(7, 30))
    end = start + timedelta(days=rng.randint(30, 240))
    items = []
    for name, spec, unit, lo, hi in rng.sample(pool, rng.randint(2, len(pool))):
        p = Decimal(rng.randrange(lo, hi, 100))
        q = Decimal(1) if unit == "式" else Decimal(rng.choice([4, 8, 12, 20, 35, 60, 120, 240]))
        if unit == "t":
            q = Decimal(rng.randint(5, 80))
        items.append([name, spec, f"{q:,.0f}", unit, f"{p:,.0f}", f"{p * q:,.0f}"])
        items[-1].append(p * q)
    if rng.random() < 0.5:
        items.append(["諸経費", "", "1", "式", "", "", Decimal(0)])
        ex = Decimal(rng.randrange(30000, 300000, 1000))
        items[-1][4] = items[-1][5] = f"{ex:,.0f}"
        items[-1][6] = ex
    sub = sum((it[6] for it in items), Decimal(0))
    nebiki = Decimal(0)
    if rng.random() < 0.3:
        nebiki = sub % 10000 + Decimal(rng.choice([0, 10000, 20000]))
        items.append(["出精値引", "", "1", "式", "", f"-{nebiki:,.0f}", -nebiki])
    net = sub - nebiki
    tax = (net * Decimal("0.10")).quantize(Decimal(1), ROUND_DOWN)
    total = net + tax
    ys = rng.randrange(3)
    yen = lambda x: [f"¥{x:,.0f}-", f"￥{x:,.0f}", f"{x:,.0f}円"][ys]
    # ---- 注文書
    pdf.text(rx, 36, f"注文番号　{po}", 9.5, align="r")
    pdf.text(rx, 50, f"発注日　{fd(dt)}", 9, align="r")
    if npages > 1:
        pdf.text(m, 36, f"1 / {npages}", 8, colour=GREY)
    pdf.text(
        pdf.w / 2, 78, pick(rng, "注 文 書|工事注文書|注文書"), 20, align="c", bold=True, space=4
    )
    pdf.text(m, 110, f"{sup}　御中", 13, bold=True, maxw=wd * 0.5)
    pdf.line(m, 116, m + wd * 0.5, 116, lw=0.8)
    bx = rx - wd * 0.4
    pdf.text(bx, 104, gc, 11, bold=True)
    pdf.text(
        bx,
        118,
        f"〒{rng.randint(100, 899)}-{rng.randint(0, 9999):04d} "
        f"{rng.choice(JA_SITES)[:-4]}{rng.randint(1, 9)}-{rng.randint(1, 30)}",
        7.8,
    )
    pdf.text(bx, 130, f"TEL {ja_tel(rng)}　FAX {ja_tel(rng)}", 7.8)
    pdf.text(bx, 142, f"代表取締役　{person(rng, 'ja')}", 7.8)
    if rng.random() < 0.7:
        pdf.stamp(rx - 22, 128, gc.replace("株式会社", "")[:6] + "之印", rng, shape="square", r=22)
    pdf.text(m, 140, "下記のとおり注文いたします。", 9.5)
    rows = [
        ["工事名称", kouji],
        ["工事場所", f"{site}{rng.randint(1, 20)}番地"],
        ["工事区分", work],
        ["工　　期", f"自 {fd(start)}　至 {fd(end)}"],
        [pick(rng, "注文金額|請負代金額|発注金額"), f"{yen(total)}（消費税等込）"],
        ["うち消費税額等", yen(tax)],
        [
            "支払条件",
            pick(
                rng,
                "毎月末締め 翌月末払い（現金100%）|20日締め 翌月15日払い|"
                "月末締め 翌々月10日払い（現金40%・手形60%）",
            ),
        ],
        ["契約条件", pick(rng, "別添「工事下請基本契約約款」による|当社工事請負契約約款による")],
        [pick(rng, "現場代理人|当社担当"), f"{person(rng, 'ja')}（{gc}）"],
    ]
    y = (
        pdf.grid(
            m, 152, rel(wd, [18, 82]), rows, row_h=19, size=9, head=0, shade_cols=[0], align="ll"
        )
        + 14
    )
    pdf.text(m, y, "内訳", 9.5, bold=True)
    y += 6
    body = [it[:6] for it in items]
    body += [
        ["小計", "", "", "", "", f"{net:,.0f}"],
        ["消費税（10%）", "", "", "", "", f"{tax:,.0f}"],
        ["合計", "", "", "", "", f"{total:,.0f}"],
    ]
    y = (
        pdf.grid(
            m,
            y,
            rel(wd, [24, 26, 10, 8, 14, 18]),
            [["項目", "仕様・摘要", "数量", "単位", "単価", "金額"], *body],
            row_h=17,
            size=8.4,
            align="llrcrr",
        )
        + 10
    )
    pdf.text(m, y + 4, "※ 本注文書受領後、7日以内に注文請書をご返送ください。", 8, colour=GREY)
    y += 20
    # ---- 注文請書: below a cut line, or on page 2
    if rng.random() < 0.3 or y + 230 > pdf.h - 30:
        pdf.new_page()
        pdf.text(m, 36, f"{npages} / {npages}" if npages > 1 else "", 8, colour=GREY)
        y = 60
    else:
        pdf.line(m, y, rx, y, lw=0.5, colour=GREY)
        pdf.text(pdf.w / 2, y + 3, "----- キリトリ -----", 7.5, align="c", colour=GREY)
        y += 22
    pdf.text(pdf.w / 2, y + 14, "注 文 請 書", 16, align="c", bold=True, space=3)
    pdf.text(m, y + 40, f"{gc}　御中", 11.5, bold=True)
    pdf.text(rx, y + 14, "　　年　　月　　日", 8.5, align="r", colour=GREY)
    pdf.text(m, y + 58, "上記注文書の内容を承諾し、お請けいたします。", 9)
    g = [["注文番号", po], ["工事名称", kouji], ["請負金額", f"{yen(total)}（消費税等込）"]]
    y = (
        pdf.grid(
            m, y + 68, rel(wd, [18, 82]), g, row_h=18, size=8.8, head=0, shade_cols=[0], align="ll"
        )
        + 16
    )
    fx = m + wd * 0.45
    filled = rng.random() < 0.5
    for i, lab_ in enumerate(["住　所", "会社名", "代表者"]):
        val = sup if (filled and i == 1) else ""
        pdf.text(fx, y + i * 20, f"{lab_}　{val}", 9)
        pdf.line(fx + 40, y + i * 20 + 3, rx - 20, y + i * 20 + 3, lw=0.4)
    pdf.text(rx - 8, y + 40, "印", 9, align="r")
    return pdf.done("ja", "purchase_order", po, sup, total)


# --------------------------------------------------------------------------- da order confirmation

DA_SELL = (
    "{X} A/S|{L} ApS|{X} Maskinfabrik A/S|{L} & Søn ApS|{X} Plast A/S|{X} Stål ApS|{L} Møbler A/S"
)
DA_STEMS = "Vestjysk|Fynsk|Limfjord|Nordsø|Skovbo|Gudenå|Himmerland|Kattegat|Djurs|Ribe"
DA_SUR = "Jensen|Nielsen|Hansen|Pedersen|Andersen|Christensen|Larsen|Sørensen|Rasmussen|Madsen"
DA_TOWNS = "7400 Herning|5220 Odense SØ|8200 Aarhus N|7100 Vejle|6000 Kolding|9220 Aalborg Øst"
DA_CUST = [
    (
        "dk",
        "{X} A/S|{X} Byg ApS|{X} Industri A/S|Entreprenørfirmaet {L} A/S",
        "Industrivej ##, 2600 Glostrup|Havnegade ##, 4000 Roskilde|Erhvervsvej ##, 8700 Horsens",
    ),
    (
        "se",
        "{X} AB|{L} Industri AB",
        "Industrigatan ##, 212 ## Malmö, Sverige|Verkstadsvägen #, 553 ## Jönköping, Sverige",
    ),
    (
        "de",
        "{X} GmbH|{L} Metallbau GmbH",
        "Gewerbestraße ##, 24937 Flensburg, Tyskland|Hafenstraße ##, 20457 Hamburg, Tyskland",
    ),
    (
        "no",
        "{X} AS|{L} Bygg AS",
        "Industriveien ##, 0668 Oslo, Norge|Sandnesveien ##, 4315 Sandnes, Norge",
    ),
]
DA_CSTEMS = "Nordic|Øresund|Baltic|Fjord|Kronborg|Jylland|Sjælland|Bornholm|Saltsjö|Elbe"
DA_ITEMS = [
    ("10-2040", "Stålbjælke HEA 200, S355, L=6000 mm", "stk", 900, 1900),
    ("10-3311", "Firkantrør 80x80x4, galv., 6 m", "stk", 380, 760),
    ("22-1005", "Plastkasse 600x400x320, blå", "stk", 90, 180),
    ("22-1090", "Låg til plastkasse, hængslet", "stk", 25, 60),
    ("31-5500", "Arbejdsbord m/ skuffe, 1600 mm", "stk", 2800, 5600),
    ("31-5520", "Reol, galvaniseret, 2000x1000x500", "stk", 1200, 2400),
    ("40-0120", "Svejset beslag iht. tegning 40-0120 rev. C", "stk", 140, 420),
    ("40-0777", "Laserskåret plade 3 mm S235, iht. DXF", "stk", 45, 190),
    ("55-9001", "Montage på adresse, pr. time", "time", 495, 695),
    ("60-0001", "Palle, engangs", "stk", 85, 140),
]


@two_pass
def blind9_da_ordrebekraeftelse(rng: random.Random, npages: int) -> tuple[bytes, dict]:
    """A Danish manufacturer's order confirmation quoting the customer's order number."""
    d, m, x2, w, nt, dt = frame(rng, A4, "helv|libsans|dejavu|times|libserif", 40, 54)
    pages = of(npages)
    sup = firm(rng, DA_SELL, DA_STEMS, DA_SUR)
    town = pick(rng, DA_TOWNS)
    sst = f"{pick(rng, 'Industrivej|Fabriksvej|Håndværkervej|Svendborgvej')} {rng.randint(1, 80)}"
    creg, cforms, caddrs = rng.choice(DA_CUST)
    cust = firm(rng, cforms, DA_CSTEMS, DA_SUR)
    cad = digits(rng, pick(rng, caddrs))
    eur = creg == "de"
    cur = "EUR" if eur else "DKK"
    fm = figures(".", ",")
    ft = figures(".", ",", sym=cur) if rng.random() < 0.6 else fm
    cpo = fill(rng, "PO######|4500######|IO-#####|####/{y}|K-####-##|#####", y=f"{dt:%y}")
    own = fill(rng, "OB######|2#####|OB-{y}-####", y=f"{dt:%y}")
    fd = lambda x: x.strftime(pick_d)
    pick_d = pick(rng, "%d.%m.%Y|%d-%m-%Y|%d/%m-%Y")
    # ---- sender, right
    d.t(x2, 44, sup, fitsize(d, sup, 16, w * 0.5), b=True, al="r")
    d.t(x2, 57, f"{sst} · {town}", 7.6, al="r", grey=0.3)
    d.t(
        x2,
        67,
        f"Tlf. +45 {digits(rng, '## ## ## ##')} · {mail_of(sup, 'ordre', 'dk')}",
        7.6,
        al="r",
        grey=0.3,
    )
    # ---- customer window, left
    att = f"Att.: {pick(rng, 'Mette|Lars|Henrik|Susanne|Anders|Camilla')} {pick(rng, DA_SUR)}"
    d.lines(m, 118, [cust, att, *split_addr(d, cad, 9.2, w * 0.45)], 9.2, b_first=True)
    d.t(x2 - 180, 116, pick(rng, "Ordrebekræftelse|ORDREBEKRÆFTELSE"), 15, b=True)
    info = [
        ("Ordrenr.", own),
        ("Dato", fd(dt)),
        ("Kundenr.", digits(rng, "1####")),
        (pick(rng, "Deres ordrenr.|Deres rekv.nr.|Jeres indkøbsordre"), cpo),
        ("Deres ref.", att.split(": ")[1]),
        ("Vores ref.", f"{pick(rng, 'Jesper|Tina|Morten|Pia')} {pick(rng, DA_SUR)}"),
        ("Leveringsdato", fd(dt + timedelta(days=rng.randint(7, 60)))),
        ("Side", f"1 af {pages}"),
    ]
    if rng.random() < 0.5:
        info.insert(3, ("Tilbud nr.", fill(rng, "T-#####|TB####")))
    if rng.random() < 0.4:
        info[0], info[3] = info[3], info[0]
    y = 128
    for k, val in info:
        d.t(x2 - 180, y, k, 8.2)
        d.t(x2 - 95, y, val, 8.2, b=val in (cpo, own))
        y += 11.5
    y = max(y, 200) + 12
    y = (
        d.para(
            m,
            y,
            pick(
                rng,
                "Tak for Deres ordre, som vi hermed bekræfter:|Vi takker for "
                "ordren og bekræfter levering som anført nedenfor:",
            ),
            8.8,
            w,
        )
        + 6
    )
    spec = [
        ("code", "Varenr.", 9, "l"),
        ("desc", "Beskrivelse", 40, "l"),
        ("qty", "Antal", 6, "r"),
        ("unit", "Enhed", 6, "c"),
        ("price", "Stk.pris", 11, "r"),
        ("disc", "Rabat %", 7, "r"),
        ("amount", "Beløb", 12, "r"),
    ]
    bottom = d.h - 54
    n = n_items(rng, int((bottom - y - 170) // 14), 30, 0.25)
    factor = Decimal("0.134") if eur else Decimal(1)
    rows = priced(rng, DA_ITEMS, n, fm, [2, 4, 5, 10, 20, 25, 50, 100], factor=factor, dear=800)
    for r in rows:
        if r["unit"] == "time":
            r["qty"] = str(rng.choice([4, 8, 12, 16, 24]))
            r["amt"] = cents(r["p"] * int(r["qty"]))
        dc = rng.choice([0, 0, 5, 10, 15]) if rng.random() < 0.4 else 0
        r["disc"] = f"{dc},0" if dc else ""
        r["amt"] = cents(r["amt"] * (100 - dc) / 100)
        r["amount"] = fm(r["amt"])

    def head(p: int) -> float:
        d.t(m, 30, f"{sup} · Ordrebekræftelse {own}", 8.4, b=True)
        d.t(x2, 30, f"Side {p} af {pages}", 8, al="r")
        d.line(m, 36, x2, 36, 0.5)
        return 48

    cvr = digits(rng, "########")
    foot_text = (
        f"{sup} · {sst} · {town} · CVR-nr. {cvr} · "
        f"{pick(rng, 'Danske Bank|Nordea|Jyske Bank|Sydbank')} reg.nr. {digits(rng, '####')} "
        f"konto {digits(rng, '##########')}"
    )

    def foot(p: int) -> None:
        page_foot(d, foot_text, 6.3)

    y = paged8(
        d,
        m,
        y,
        cols(spec, w, nt),
        rows,
        bottom=bottom,
        head=head,
        foot=foot,
        mode="" if nt else "carry",
        labels=("Transport", "Transport"),
        fm=fm,
        size=7.9,
        lead=14,
        shade=0.88,
        rules=rng.random() < 0.6,
    )
    net = net_of(rows)
    frt = (Decimal(rng.choice([0, 0, 350, 495, 750, 1200])) * factor).quantize(Decimal("0.01"))
    base = net + frt
    vat_rate = 25 if creg == "dk" else 0
    tax = cents(base * vat_rate / 100)
    total = base + tax
    y = room(d, y, 140, head, foot)
    out = [(pick(rng, "Varer i alt|Varebeløb|Subtotal"), fm(net), False)]
    if frt:
        out.append((pick(rng, "Fragt|Fragt og emballage"), fm(frt), False))
    out.append(("Momsgrundlag", fm(base), False))
    if creg == "dk":
        out.append(("Moms 25 %", fm(tax), False))
    elif creg == "no":
        out.append(("Eksport – momsfri", fm(tax), False))
    else:
        out.append(("Moms 0 % – omvendt betalingspligt", fm(tax), False))
    out.append((pick(rng, f"Total {cur}|I alt at betale {cur}|Ordretotal {cur}"), ft(total), True))
    if not nt:
        y = d.summary(x2 - 240, x2 - 3, y + 8, out, 8.6, box_last=rng.random() < 0.6) + 8
    else:
        y = d.para(m, y + 10, "Priser i henhold til gældende prisaftale.", 8.4, w) + 4
    terms = [
        ("Leveringsbetingelser", pick(rng, "Ab fabrik (EXW)|DAP Deres adresse|Franko")),
        ("Betalingsbetingelser", pick(rng, "Netto 30 dage|Løbende måned + 30 dage|8 dage netto")),
        (
            "Levering",
            pick(rng, f"Fragtmand, uge {(dt + timedelta(days=14)).isocalendar()[1]}|Egen bil"),
        ),
    ]
    for k, val in terms:
        y = d.lines(m, y, [f"{k}: {val}"], 8)
    y = d.para(
        m,
        y + 6,
        "Vi gør opmærksom på, at varerne leveres i henhold til vores "
        "almindelige salgs- og leveringsbetingelser. Med venlig hilsen",
        7.8,
        w,
    )
    d.t(m, y + 14, sup, 8.4, b=True)
    foot(d.pages)
    return result(d, "da", "order_confirmation", cpo, sup, None if nt else total)


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        blind9_en_ngo_field_po,
        blind9_fr_ch_horlogerie_commande,
        blind9_es_bodega_pedido,
        blind9_ro_comanda_furnizor,
        blind9_pt_confirmacao_encomenda,
        blind9_de_messebau_bestellung,
        blind9_nl_tuinbouw_inkooporder,
        blind9_zh_chaoshi_dinghuo,
        blind9_ja_kouji_chumonsho,
        blind9_da_ordrebekraeftelse,
    )
}

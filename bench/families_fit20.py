# ruff: noqa: E501  (printed wordings and long label strings, kept on one line each)
"""Ten purchase-order families for the split written after fit19 (`fit20_*`), in zh-Hans
(two), zh-Hant (Hong Kong), ja, en-GB, en-NZ, de-CH, fr-BE, es-MX and nl-NL.

- fit20_zh_saishi_wuzi_caigou: a Chinese sports-event operator's order for race kits (T-shirts,
  medals, bibs, timing chips, drinks) for a named marathon; the order number either beside the
  title, in a ruled label / value grid or in an outlined box at the right; event, project,
  contract and comparison-sheet numbers beside it; the 供应商 labelled or not; 13 % VAT added
  or included, 大写, a prepayment with its amount.
- fit20_zh_shuiwu_guanwang_caigou: a Chinese water utility's pipe-network materials order (PE
  and ductile-iron pipe, valves, meters, hydrants), the works name and number, a requisition
  and tender number, delivery to a pumping station or works site, 金额合计 / 合计金额 / 价税合计
  with the amount at times on the line below its label, a 5 % quality retention.
- fit20_hk_dulun_beijian_caigou: a Hong Kong ferry operator's bilingual order for marine spare
  parts (vessel name, quotation and requisition numbers, HK$ with no tax, delivery charge,
  discount, a 訂金 deposit line after the total, the supplier under 致 / To / 供應商).
- fit20_ja_shika_zairyo_hacchu: a Japanese dental clinic's order for dental materials (注文書 or
  発注書, the dealer with 御中 top left, the clinic at the right with a seal, 見積番号 and
  院内管理番号 beside 注文番号, whole yen, 小計 / 消費税(10%) / 合計金額 or ご注文金額).
- fit20_en_gb_vineyard_bottling_po: an English vineyard's order for bottles, closures, capsules
  and labels before the bottling run (the order number beside PURCHASE ORDER or in a key / value
  list or a boxed grid, requisition, quotation, vintage and supplier-account numbers, the
  supplier under "Supplier" / "To" / no heading, VAT 20 %, "Order Total" / "TOTAL ORDER VALUE" /
  "Total PO Value" / "Amount Due", carriage, a deposit with the order).
- fit20_en_nz_dairy_farm_supplies_po: a New Zealand dairy farm's order to a rural merchant (herd
  and supply numbers, a job number and the merchant's account number, GST 15 %, "Total incl.
  GST" or "Balance Due", the sum at times on the line below its label).
- fit20_de_ch_seilbahn_ersatzteile_bestellung: a Swiss cable-car company's spare-parts order
  (window address, the installation it is for, Offerte, Kostenstelle and Projekt numbers, MWST
  8,1 %, a 5-Rappen-rounded total in 1'234.50, "Freundliche Grüsse").
- fit20_fr_be_manege_equestre_commande: a Belgian riding school's order for hay, straw, bedding
  and feed (Fournisseur / Livrer à blocks in either order, devis and client numbers, TVA 6 % and
  21 % by line, Total HTVA / TVA / Total TVAC or "Solde", a farmer's name with no legal form).
- fit20_es_mx_uniformes_confirmacion_pedido: a Mexican school-uniform maker's order confirmation
  (the maker's letterhead with RFC, its own pedido number beside the school's purchase order
  and a quotation, sizes per line, IVA 16 %, the amount in words, an anticipo and the balance).
- fit20_nl_camping_inkooporder: a Dutch holiday park's purchase order for site furniture and
  sanitary parts (the park's letterhead, Leverancier or no heading, offerte, kostenplaats and
  debiteurnummer, btw 21 % and 9 %, "Totaal incl. btw" / "Ordertotaal" / "Te betalen").

Drawn with reportlab from the passed-in rng only, written blind (never run through the
extraction engine, nor its source or vocabulary read). Truth as in the other modules: the
buyer's order number as printed (never a requisition, quotation, tender, contract, project,
event, vessel or the seller's own sales-order number; on the seller's confirmation the
customer's order number); the supplier exactly as printed on its own first line (the vendor;
the seller of a confirmation; never 御中, "To" or "Attn"); the grand total as "1234.50" (whole
yen as "1234.00"; after discounts, incl. tax, before deposits, retentions and prepayments; ""
when the document states none, about one document in eleven).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape, letter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import families_blind4 as b4  # noqa: E402, F401  (registers the Unicode TrueType fonts)
import families_cjk as cj  # noqa: E402
import families_latin as la  # noqa: E402
from families_blind13 import cfinish, finish, grouped, rgb_box, twice  # noqa: E402
from families_blind15 import kgrid  # noqa: E402
from families_blind17 import mx_words, r2  # noqa: E402
from families_blind19 import ltable, none_meta  # noqa: E402
from families_blind20 import ctable  # noqa: E402
from families_blind25 import stated_of  # noqa: E402
from families_blind31 import r0  # noqa: E402

Draw = Callable[[random.Random], tuple[bytes, dict]]
ZERO = Decimal(0)
GREY = Color(0.4, 0.4, 0.4)
PALE = Color(0.93, 0.93, 0.93)


def en2(v: Decimal) -> str:
    return grouped(v)


def eu(v: Decimal) -> str:
    return grouped(v, ".", ",")


def ch(v: Decimal) -> str:
    return grouped(v, "'", ".")


def r05(v: Decimal) -> Decimal:
    return (v * 20).quantize(Decimal(1), rounding="ROUND_HALF_UP") / 20


def n_lines(rng: random.Random, small: list[int], big: list[int], p: float = 0.15) -> int:
    return rng.choice(big if rng.random() < p else small)


def draw_items(rng: random.Random, pool: list, n: int, whole: bool = False) -> list[tuple]:
    """n lines (item, qty, price, amount) from pool rows (desc, unit, lo, hi, ...)."""
    rows = rng.sample(pool, n) if n <= len(pool) else [rng.choice(pool) for _ in range(n)]
    out = []
    for it in rows:
        lo, hi = it[2], it[3]
        p = Decimal(rng.randint(int(lo * 100), int(hi * 100))) / 100
        p = r0(p) if whole else p
        q = rng.choice([1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50] if hi < 200 else [1, 1, 2, 3, 4])
        out.append((it, q, p, r2(p * q)))
    return out


# =========================================================================== Latin engine


def _lat(rng: random.Random, of: int, C: dict) -> tuple[bytes, dict]:
    """One Latin-script order drawn from the family's config C."""
    size = A4 if rng.random() < C.get("a4", 1.0) else letter
    land = rng.random() < C.get("land", 0.0)
    d = la.Doc(landscape(size) if land else size, la.pick(rng, "helv|helv|dejavu|times"))
    m = rng.uniform(34, 48)
    right = d.w - m
    wd = right - m
    bottom = d.h - 58
    fm: Callable[[Decimal], str] = C["fm"]
    cur = rng.choice(C["cur"])

    def money(v: Decimal) -> str:
        return cur.format(fm(v))

    names = C["names"](rng)
    buyer, sup = names["buyer"], names["sup"]
    badr, sadr = names["badr"], names["sadr"]
    ack = C.get("ack", False)
    dt = la.day(rng)
    po = la.digits(rng, la.pick(rng, C["po_pat"]))
    po_lab = la.pick(rng, C["po_lab"])
    refs = [
        (lab, la.digits(rng, pat))
        for lab, pat in rng.sample(C["refs"], rng.randint(2, min(4, len(C["refs"]))))
    ]
    extra_refs = C.get("extra_refs", lambda r: [])(rng)
    stated = stated_of(rng)
    title = la.pick(rng, C["title"])
    date_s = la.dfmt(dt, rng.choice(C["dates"]))
    page = [1]
    accent = rng.choice([(0.1, 0.25, 0.45), (0.35, 0.1, 0.2), (0.15, 0.35, 0.2), (0.2, 0.2, 0.2)])
    head_style = rng.choice(C["heads"])
    L = C["L"]

    def foot() -> None:
        s = L["page"].format(p=page[0], n=of) if of else L["page1"].format(p=page[0])
        d.t(right, d.h - 26, s, 7, al="r", grey=0.4)
        d.t(m, d.h - 26, C["footer"](names), 6.6, grey=0.4, maxw=wd - 80)

    def brk() -> float:
        foot()
        d.new_page()
        page[0] += 1
        d.t(m, 40, f"{title} – {po}", 9.5, b=True)
        d.t(right, 40, L["cont"], 8.5, al="r", grey=0.3)
        d.line(m, 46, right, 46, 0.5)
        return 56

    # --- letterhead
    y = 34
    head_name = sup if ack else buyer
    head_adr = sadr if ack else badr
    centred = rng.random() < 0.3
    if rng.random() < 0.4:
        rgb_box(d, 0, 0, d.w, 8, accent)
    hs = 15.0
    while d.width(head_name, hs, True) > (wd if centred else wd * 0.52) and hs > 8:
        hs -= 0.5
    if centred:
        d.t(d.w / 2, y + 16, head_name, hs, b=True, al="c")
        d.t(d.w / 2, y + 29, " · ".join(head_adr), 7.6, al="c", grey=0.35, maxw=wd)
        d.t(d.w / 2, y + 40, names["hcontact"], 7.4, al="c", grey=0.35, maxw=wd)
        y += 52
    else:
        d.t(m, y + 16, head_name, hs, b=True)
        for k, s in enumerate([*head_adr, names["hcontact"]]):
            d.t(m, y + 30 + k * 9.9, s, 7.6, maxw=wd if head_style == "grid" else wd * 0.52)
        y += 22 + 3 * 9.9 + 6
    # --- title and number
    ybox = 34 if not centred else y
    if head_style == "title_num":
        ty = y + 20 if centred else 50
        tx, al = (d.w / 2, "c") if centred else (right, "r")
        d.t(tx, ty, f"{title} {po}", 15, b=True, al=al)
        kv = [(L["date"], date_s), *refs, *extra_refs]
        y = max(y, ty + 10)
        yk = y
        lw = max(d.width(k, 8, True) for k, _ in kv) + 8
        d.kv(right - 200 if not centred else m, yk, kv, lw, 8)
        y = yk + len(kv) * 8 * 1.4 + 8
        kv_done = True
    elif head_style == "kv_right":
        kv = [(po_lab, po), (L["date"], date_s), *refs, *extra_refs]
        if centred:
            d.t(d.w / 2, y + 16, title, 15, b=True, al="c")
            y += 26
            yk = y
        else:
            d.t(right, ybox + 16, title, 15, b=True, al="r")
            yk = max(ybox + 26, 34)
        lw = max(d.width(k, 8, True) for k, _ in kv) + 8
        xk = right - lw - max(d.width(v, 8) for _, v in kv) - 4
        if not centred:
            xk = max(xk, m + wd * 0.55)
        d.kv(xk, yk, kv, lw, 8)
        y = max(y, yk + len(kv) * 8 * 1.4 + 8)
        kv_done = True
    else:  # grid
        d.t(
            d.w / 2 if centred else right,
            y + 16 if centred else ybox + 16,
            title,
            15,
            b=True,
            al="c" if centred else "r",
        )
        y = max(y + (26 if centred else 0), ybox + 28)
        cells = [(po_lab, po), (L["date"], date_s), *refs[:2], *extra_refs[:1]]
        if rng.random() < 0.4:
            cells = [cells[1], cells[0], *cells[2:]]
        ws = [wd / len(cells)] * len(cells)
        y = d.grid(m, y + 4, ws, [c[0] for c in cells], [c[1] for c in cells], 8.2) + 10
        kv_done = True
    assert kv_done
    # --- parties
    y += 6
    sup_lab = rng.choice(C["sup_lab"])
    blocks = []
    srows = [sup, *sadr]
    if rng.random() < 0.6 and names["scontact"]:
        srows.append(names["scontact"])
    if ack:
        blocks.append((L["cust"], [buyer, *badr]))
    else:
        blocks.append((sup_lab, srows))
    for lab, rows in C["blocks"](rng, names):
        blocks.append((lab, rows))
    if rng.random() < 0.4:
        blocks = [*blocks[1:2], blocks[0], *blocks[2:]]
    if d.width(sup, 9, True) > (wd - 32) / 3 - 12:
        blocks = blocks[:2]
    blocks = blocks[:3]
    bw = (wd - 16 * (len(blocks) - 1)) / len(blocks)
    style = rng.choice(["plain", "under", "bar", "box"])
    ybot = y
    for k, (lab, rows) in enumerate(blocks):
        x = m + k * (bw + 16)
        rows = [la.fit(r, d.reg, 8.4, bw - 10) for r in rows]
        if not lab:
            ybot = max(ybot, d.lines(x, y, rows, 8.8, b_first=True))
        else:
            ybot = max(ybot, la.block(d, x, y, lab, rows, style=style, w=bw, size=8.4))
    y = ybot + 10
    for s in C.get("band", lambda r, n: [])(rng, names):
        y = _wrap(d, m, y, s, 8, wd)
    y += 4
    # --- items
    nl = n_lines(rng, C["n_small"], C["n_big"])
    lines = draw_items(rng, C["items"], nl)
    rates = C.get("rates")
    body = []
    cols = C["cols"](rng)
    for i, (it, q, p, a) in enumerate(lines, 1):
        rate = it[4] if len(it) > 4 else None
        cell = {
            "pos": str(i),
            "code": la.digits(rng, la.pick(rng, C["code"])),
            "desc": it[0],
            "qty": f"{q}",
            "unit": it[1],
            "price": fm(p),
            "amt": fm(a),
            "rate": f"{rate}%" if rate is not None else "",
        }
        body.append(([cell[k] for k, _, _, _ in cols], a, rate))
    widths = [wd * c[2] / sum(c[2] for c in cols) for c in cols]
    heads = [c[1] for c in cols]
    align = "".join(c[3] for c in cols)
    if not stated:
        ai = [c[0] for c in cols].index("amt")
        body = [([*cl[:ai], "", *cl[ai + 1 :]], a, r) for cl, a, r in body]
    y = ltable(
        d,
        m,
        y,
        widths,
        heads,
        [(cl, a) for cl, a, _ in body],
        align,
        size=7.8,
        rowh=15,
        bottom=bottom,
        brk=brk,
        grid=rng.random() < 0.5,
        hsize=7.6,
    )
    # --- sums
    sub = sum((a for _, _, _, a in lines), ZERO)
    disc = r2(sub * rng.choice([3, 5, 10]) / 100) if rng.random() < 0.25 else ZERO
    ship = Decimal(rng.randint(2500, 19000)) / 100 if rng.random() < 0.4 else ZERO
    net = sub - disc + ship
    if rates is None:
        tax_rows = []
        for rate in sorted({r for _, _, r in body}):
            base = sum((a for (_, a, r) in body if r == rate), ZERO)
            if rate == max(r for _, _, r in body):
                base += ship - disc
            tax_rows.append((L["tax"].format(r=C["pct"](rate)), r2(base * Decimal(rate) / 100)))
    else:
        rate = Decimal(rng.choice(rates))
        tax_rows = [(L["tax"].format(r=C["pct"](rate)), r2(net * rate / 100))]
    tax = sum((t for _, t in tax_rows), ZERO)
    total = net + tax
    rnd = ZERO
    if C.get("r05"):
        rnd = r05(total) - total
        total = r05(total)
    prepay = ZERO
    if rng.random() < C.get("prepay", 0.0):
        prepay = r2(total * rng.choice([20, 30, 50]) / 100)
    if y + 150 > bottom:
        y = brk()
    y += 8
    if stated:
        rows: list[tuple[str, str, bool]] = [(L["sub"], money(sub), False)]
        if disc:
            rows.append((L["disc"], "-" + money(disc), False))
        if ship:
            rows.append((L["ship"], money(ship), False))
        if disc or ship:
            rows.append((L["net"], money(net), False))
        for lab, t in tax_rows:
            rows.append((lab, money(t), False))
        if rnd:
            rows.append((L["rnd"], money(rnd) if rnd > 0 else "-" + money(-rnd), False))
        tstyle = rng.choice(C["tot_styles"])
        if tstyle == "due" and prepay:
            tstyle = "row"
        tlab = la.pick(rng, L["due"] if tstyle == "due" else L["total"])
        xl = right - 230
        y = d.summary(xl, right, y, rows, 8.6)
        if tstyle == "below":
            d.line(xl - 4, y + 2, right, y + 2, 0.8)
            d.t(xl, y + 14, tlab, 9.6, b=True)
            d.t(right, y + 28, money(total), 11, b=True, al="r")
            y += 36
        else:
            y = d.summary(
                xl, right, y, [(tlab, money(total), True)], 9.6, box_last=rng.random() < 0.5
            )
        if prepay:
            y = d.summary(
                xl,
                right,
                y + 2,
                [(L["prepay"], money(prepay), False), (L["rest"], money(total - prepay), False)],
                8.2,
            )
        if C.get("words"):
            y = _wrap(d, m, y + 6, C["words"](total), 7.8, wd) + 2
    else:
        y = _wrap(d, m, y + 4, L["nototal"], 8.2, wd)
    y += 8
    for t in C["terms"](rng, names):
        if y + 12 > bottom:
            y = brk()
        y = _wrap(d, m, y, t, 7.4, wd, grey=0.25)
    if y + 70 > bottom:
        y = brk()
    y += 34
    sigs = L["sign"].split("|")
    sw = (wd - 30 * (len(sigs) - 1)) / len(sigs)
    for k, s in enumerate(sigs):
        d.sign(m + k * (sw + 30), y, sw, s)
    foot()
    out = finish(d, C["lang"], C["kind"], po, sup, total)
    return out if stated else none_meta(out)


def _wrap(d: la.Doc, x: float, y: float, s: str, size: float, w: float, grey: float = 0.0) -> float:
    from reportlab.lib.utils import simpleSplit

    for part in simpleSplit(s, d.reg, size, w):
        d.t(x, y + size, part, size, grey=grey)
        y += size * 1.3
    return y


def cols_of(rng: random.Random, L: dict, code: bool = True, rate: bool = False) -> list[tuple]:
    """Column specs (key, heading, weight, align) in a shuffled but natural order."""
    first = [("pos", L["pos"], 4, "c")] if rng.random() < 0.7 else []
    mid = [("desc", L["desc"], 34, "l")]
    if code and rng.random() < 0.7:
        c = ("code", L["code"], 11, "l")
        mid = [c, *mid] if rng.random() < 0.7 else [*mid, c]
    qu = [("qty", L["qty"], 6, "r"), ("unit", L["unit"], 6, "c")]
    if rng.random() < 0.3:
        qu.reverse()
    tail = [("price", L["price"], 10, "r")]
    if rate:
        tail.append(("rate", L["rate"], 6, "c"))
    tail.append(("amt", L["amt"], 12, "r"))
    if rng.random() < 0.25:
        return first + mid + tail[:1] + qu + tail[1:]
    return first + mid + qu + tail


# --------------------------------------------------------------------------- 5 en-GB vineyard bottling

GB_X = "Hollow Lane|Chalk Down|Barnsgate|Foxhole|Ridgeview|Oakham Hill|Wickwood|Denbies Vale|Stanlake|Greyfriars|Hambledon|Coates Hill".split(
    "|"
)
GB_L = "Ashworth|Pennington|Hale|Marchant|Cobb|Rendall|Tebbutt|Kerslake|Fairbrother|Ledger|Pryce|Huxtable".split(
    "|"
)
GB_TOWNS = [
    ("Lewes", "BN7"),
    ("Petworth", "GU28"),
    ("Shaftesbury", "SP7"),
    ("Tenterden", "TN30"),
    ("Ledbury", "HR8"),
    ("Arundel", "BN18"),
    ("Alton", "GU34"),
]
GB_ITEMS = [
    ("Burgundy bottle 75cl antique green, 30mm crown finish (pallet 1,512)", "PAL", 620, 910),
    ("Champenoise bottle 75cl, 29mm crown, heavy (pallet 1,200)", "PAL", 780, 1150),
    ("Bordeaux bottle 75cl flint, screwcap finish (pallet 1,575)", "PAL", 540, 820),
    ("Natural cork 45 x 24mm, grade 1 (box 1,000)", "BOX", 210, 390),
    ("Sparkling wine cork 48 x 30.5mm agglomerated (box 1,000)", "BOX", 260, 420),
    ("Muselet wire hood, gold cap (box 5,000)", "BOX", 310, 520),
    ("Crown cap 29mm with bidule (box 10,000)", "BOX", 190, 330),
    ("Tin capsule 31 x 60mm, printed (1,000)", "THOU", 140, 260),
    ("Front label, self-adhesive, 4-colour + foil (1,000)", "THOU", 85, 160),
    ("Back label with lot code area (1,000)", "THOU", 40, 95),
    ("6-bottle shipper carton, printed, with divider", "EA", 0.85, 1.9),
    ("Tirage yeast, active dry (500g)", "PKT", 18, 36),
    ("Riddling agent (1L)", "BTL", 22, 48),
    ("Sulphur dioxide solution 5% (25L)", "DRUM", 55, 110),
]
GB_LAB = {
    "page": "Page {p} of {n}",
    "page1": "Page {p}",
    "cont": "continued",
    "date": "Order Date",
    "cust": "Customer",
    "pos": "#",
    "code": "Your Code",
    "desc": "Description",
    "qty": "Qty",
    "unit": "Unit",
    "price": "Unit Price",
    "amt": "Net Amount",
    "rate": "VAT",
    "tax": "VAT @ {r}",
    "sub": "Subtotal",
    "disc": "Trade discount",
    "ship": "Carriage",
    "net": "Net total",
    "rnd": "Rounding",
    "total": "Order Total|TOTAL ORDER VALUE|Total PO Value|Total (inc. VAT)",
    "due": "Amount Due|Balance Due",
    "prepay": "Deposit with order",
    "rest": "Balance on delivery",
    "nototal": "Prices as per your quotation; to be invoiced at the agreed rates on delivery.",
    "sign": "Authorised by|Supplier acknowledgement",
}


def _gb_names(rng: random.Random) -> dict:
    x, x2 = rng.sample(GB_X, 2)
    ln, ln2 = rng.sample(GB_L, 2)
    t, pc = rng.choice(GB_TOWNS)
    t2, pc2 = rng.choice(GB_TOWNS)
    buyer = la.pick(
        rng,
        "{x} Vineyard Ltd|{x} Wine Estate Limited|{x} Estate Wines Ltd|{l} & {l2} Vineyards LLP",
    ).format(x=x, l=ln, l2=ln2)
    sup = rng.choice(
        [
            "{x} Glass Ltd",
            "{x} Closures Limited",
            "{l} Wine Supplies Ltd",
            "{x} Packaging (UK) Ltd",
            "{l} Label Printers Ltd",
            "{l} Cellar Supplies",
            "{l} & Daughters",
        ]
    ).format(x=x2, l=ln2)
    return {
        "buyer": buyer,
        "sup": sup,
        "badr": [
            f"{x} Farm, {la.pick(rng, 'Ditchling Road|Church Lane|Mill Hill|Steyning Road')}",
            f"{t} {pc} {la.digits(rng, '#@@')}",
        ],
        "sadr": [
            f"Unit {rng.randint(1, 40)}, {la.pick(rng, 'Riverside|Westfield|Brookside|Station')} Industrial Estate",
            f"{t2} {pc2} {la.digits(rng, '#@@')}",
        ],
        "hcontact": f"Tel 01{la.digits(rng, '### ######')} · cellar@{x.lower().replace(' ', '')}.co.uk · VAT Reg. GB {la.digits(rng, '### #### ##')}",
        "scontact": f"Attn: {la.pick(rng, 'Sales Office|Karen|Tom|Order Desk')} · Tel 01{la.digits(rng, '### ######')}",
        "ship": [f"{buyer} – Winery", f"{x} Farm, Bottling Hall", f"{t} {pc}"],
        "inv": [buyer, "Accounts Payable", f"accounts@{x.lower().replace(' ', '')}.co.uk"],
    }


def fit20_en_gb_vineyard_bottling_po(rng: random.Random) -> tuple[bytes, dict]:
    C = {
        "lang": "en-GB",
        "kind": "purchase_order",
        "fm": en2,
        "cur": ["£{}", "£{}", "{}"],
        "names": _gb_names,
        "po_pat": "PO-#####|VY####|P0#####|PO/25/####",
        "po_lab": "PO Number|Order No.|Purchase Order No.|PO No.",
        "refs": [
            ("Requisition", "REQ-####"),
            ("Your Quotation", "Q#####"),
            ("Our Account No.", "@@@###"),
            ("Vintage Lot", "V25-##"),
            ("Cost Centre", "CC-###"),
        ],
        "title": "PURCHASE ORDER|Purchase Order",
        "dates": ["dmy", "long_en", "mon"],
        "heads": ["title_num", "kv_right", "grid"],
        "L": GB_LAB,
        "footer": lambda n: f"{n['buyer']} · Registered in England and Wales",
        "sup_lab": ["Supplier", "To", "Vendor", ""],
        "blocks": lambda r, n: (
            [(la.pick(r, "Deliver To|Delivery Address|Ship To"), n["ship"])]
            + ([("Invoice To", n["inv"])] if r.random() < 0.5 else [])
        ),
        "items": GB_ITEMS,
        "n_small": [2, 3, 4, 5, 6, 7],
        "n_big": [40, 56],
        "code": "@@-####|#####|BT###",
        "cols": lambda r: cols_of(r, GB_LAB),
        "rates": ["20"],
        "pct": lambda v: f"{v}%",
        "tot_styles": ["row", "row", "below", "due"],
        "prepay": 0.2,
        "terms": lambda r, n: [
            "Delivery must be booked 48 hours ahead; bottling line runs on the date stated. Pallets to be shrink-wrapped and labelled with this order number.",
            f"Payment terms: {la.pick(r, '30 days end of month|30 days from invoice|60 days')}. Please quote the PO number on all invoices and delivery notes.",
        ],
    }
    return twice(rng, lambda r, of: _lat(r, of, C))


# --------------------------------------------------------------------------- 6 en-NZ dairy farm supplies

NZ_X = "Kaimai|Otorohanga|Rangitaiki|Matamata|Te Awa|Ngatea|Edendale|Hinuera|Mangaweka|Waitoa|Tirau|Rerewhakaaitu".split(
    "|"
)
NZ_L = "McKenzie|Hollis|Te Whare|Brodie|Gallagher|Pryor|Walsh|Fergusson|Ngata|Lowe".split("|")
NZ_ITEMS = [
    ("Teat spray iodine 20L", "DRUM", 85, 140),
    ("Calf meal 20% protein 20kg", "BAG", 24, 38),
    ("Milking liner, round bore (pack 4)", "PK", 38, 72),
    ("Treated fence post 1.8m No.2", "EA", 6.5, 11),
    ("Electric fence tape 40mm x 200m", "ROLL", 65, 120),
    ("Reel insulator", "EA", 2.2, 4.5),
    ("Palm kernel expeller (tonne)", "T", 290, 410),
    ("Magnesium oxide 25kg", "BAG", 28, 45),
    ("Ear tags NAIT, pair printed", "PR", 3.1, 4.6),
    ("Gumboots, steel cap", "PR", 75, 140),
    ("Hose 25mm x 30m, rubber", "EA", 120, 260),
    ("Water trough 900L concrete", "EA", 340, 560),
    ("Pasture seed perennial ryegrass 25kg", "BAG", 190, 320),
    ("Urea 46% N bulk", "T", 780, 960),
]
NZ_LAB = {
    **GB_LAB,
    "rate": "GST",
    "tax": "GST {r}",
    "code": "Product Code",
    "total": "Total incl. GST|TOTAL ORDER|Order Total (NZD)|Total",
    "due": "Balance Due|Amount Due",
    "prepay": "Prepayment",
    "rest": "Balance on account",
    "disc": "Shareholder discount",
    "ship": "Freight",
    "net": "Total excl. GST",
    "sign": "Ordered by (farm manager)|Approved",
    "nototal": "Pricing per current shareholder price list; charged to account on delivery.",
}


def _nz_names(rng: random.Random) -> dict:
    x, x2 = rng.sample(NZ_X, 2)
    ln, ln2 = rng.sample(NZ_L, 2)
    buyer = la.pick(
        rng,
        "{x} Dairies Ltd|{l} Farming Partnership|{x} Station Limited|{l} Family Trust – {x} Farm",
    ).format(x=x, l=ln)
    sup = rng.choice(
        [
            "{x} Rural Supplies Ltd",
            "{x} Farm Services Limited",
            "{l} Agri Ltd",
            "{x} Rural Merchants",
            "{l} Fencing & Water",
        ]
    ).format(x=x2, l=ln2)
    rd = f"RD {rng.randint(1, 9)}"
    return {
        "buyer": buyer,
        "sup": sup,
        "badr": [f"{rng.randint(10, 2900)} {x} Road, {rd}", f"{x} {la.digits(rng, '3###')}"],
        "sadr": [
            f"{rng.randint(1, 200)} {la.pick(rng, 'Main|Station|Commerce|Bridge')} Street",
            f"{x2} {la.digits(rng, '3###')}",
        ],
        "hcontact": f"Ph 07 {la.digits(rng, '### ####')} · Mob 027 {la.digits(rng, '### ####')} · GST No. {la.digits(rng, '###-###-###')}",
        "scontact": f"Rep: {la.pick(rng, 'Shane|Aroha|Mike|Leanne')} {rng.choice(NZ_L)} · Ph 07 {la.digits(rng, '### ####')}",
        "ship": [
            f"{x} Road Dairy Shed",
            f"{rng.randint(10, 2900)} {x} Road, {rd}",
            "Leave at vat stand",
        ],
        "inv": [buyer, f"accounts@{x.lower().replace(' ', '')}farm.co.nz"],
    }


def fit20_en_nz_dairy_farm_supplies_po(rng: random.Random) -> tuple[bytes, dict]:
    C = {
        "lang": "en-NZ",
        "kind": "purchase_order",
        "fm": en2,
        "cur": ["${}", "NZ${}", "{}"],
        "names": _nz_names,
        "po_pat": "FPO-####|####|DF/####|PO####",
        "po_lab": "Purchase Order|Order No|PO #|Farm Order No.",
        "refs": [
            ("Herd No.", "####"),
            ("Supply No.", "#####"),
            ("Merchant Acct", "A######"),
            ("Job No.", "J-###"),
            ("Quote", "QU#####"),
        ],
        "title": "PURCHASE ORDER|FARM ORDER",
        "dates": ["dmy", "long_en"],
        "heads": ["grid", "kv_right", "title_num"],
        "L": NZ_LAB,
        "footer": lambda n: f"{n['buyer']} · Please quote our order number on your invoice",
        "sup_lab": ["Supplier", "Merchant", "To", ""],
        "blocks": lambda r, n: [(la.pick(r, "Deliver To|Delivery"), n["ship"])],
        "items": NZ_ITEMS,
        "n_small": [2, 3, 4, 5, 6, 8],
        "n_big": [42, 58],
        "code": "######|@@####",
        "cols": lambda r: cols_of(r, NZ_LAB),
        "rates": ["15"],
        "pct": lambda v: f"{v}%",
        "tot_styles": ["row", "below", "due", "due"],
        "prepay": 0.05,
        "terms": lambda r, n: [
            f"Deliveries before 2 pm only, outside milking. Charge to account {la.digits(r, '######')} unless prepaid."
        ],
    }
    return twice(rng, lambda r, of: _lat(r, of, C))


# --------------------------------------------------------------------------- 7 de-CH cable car spare parts

CH_X = "Engelberg|Lenk|Sörenberg|Flumserberg|Braunwald|Adelboden|Savognin|Stoos|Wildhaus|Hasliberg|Elm|Melchsee".split(
    "|"
)
CH_L = (
    "Zurbriggen|Imhof|Gisler|Aregger|Bürgi|Tschümperlin|Schuler|Kälin|Inderbitzin|Odermatt".split(
        "|"
    )
)
CH_ITEMS = [
    ("Rollenbatterie-Gummifutter 420 mm", "Stk", 38, 72),
    ("Klemmenfeder Betriebsbremse", "Stk", 95, 180),
    ("Getriebeöl ISO VG 320, 20 l", "Kan", 160, 260),
    ("Bremsbelag Sicherheitsbremse, Satz", "Satz", 420, 880),
    ("Sesselpolster 6er-Sessel, Kunstleder", "Stk", 280, 520),
    ("Schliessbügel-Sensor induktiv", "Stk", 140, 310),
    ("Förderseil-Spleissmaterial", "Pauschal", 900, 2400),
    ("Lager SKF 22228 CCK/W33", "Stk", 620, 1150),
    ("Hydraulikschlauch DN12, 2 m", "Stk", 65, 120),
    ("Kabinentür-Dichtung, Laufmeter", "m", 22, 44),
    ("Schmierfett Seilrollen, 18 kg", "Eimer", 190, 320),
    ("Not-Halt-Taster mit Schutzkragen", "Stk", 48, 95),
]
CH_LAB = {
    "page": "Seite {p} von {n}",
    "page1": "Seite {p}",
    "cont": "Fortsetzung",
    "date": "Datum",
    "cust": "Kunde",
    "pos": "Pos.",
    "code": "Art.-Nr.",
    "desc": "Bezeichnung",
    "qty": "Menge",
    "unit": "Einh.",
    "price": "Preis CHF",
    "amt": "Betrag CHF",
    "rate": "MWST",
    "tax": "MWST {r}",
    "sub": "Zwischentotal",
    "disc": "Rabatt",
    "ship": "Fracht / Verpackung",
    "net": "Total exkl. MWST",
    "rnd": "Rundung",
    "total": "Total CHF|Bestelltotal inkl. MWST|Gesamttotal|Total inkl. MWST",
    "due": "Total zu bezahlen",
    "prepay": "Anzahlung",
    "rest": "Restbetrag",
    "nototal": "Preise gemäss Ihrer Offerte bzw. Rahmenvertrag; Verrechnung nach Lieferung.",
    "sign": "Freundliche Grüsse, Technischer Leiter|Visum Betriebsleiter",
}


def _ch_names(rng: random.Random) -> dict:
    x, x2 = rng.sample(CH_X, 2)
    ln, ln2 = rng.sample(CH_L, 2)
    buyer = la.pick(
        rng, "Bergbahnen {x} AG|Luftseilbahn {x} AG|Sportbahnen {x} AG|Genossenschaft Skilift {x}"
    ).format(x=x)
    sup = rng.choice(
        [
            "{l} Seiltechnik AG",
            "{l} Antriebstechnik GmbH",
            "Hydraulik {x} AG",
            "{l} Fördertechnik AG",
            "Schlosserei {l}",
            "{l} Elektro GmbH",
        ]
    ).format(x=x2, l=ln2)
    return {
        "buyer": buyer,
        "sup": sup,
        "badr": [
            f"Talstation, {la.pick(rng, 'Dorfstrasse|Bahnhofstrasse|Bergstrasse')} {rng.randint(1, 90)}",
            f"{la.digits(rng, '3###')} {x}",
        ],
        "sadr": [
            f"{la.pick(rng, 'Industriestrasse|Werkstrasse|Gewerbering')} {rng.randint(1, 60)}",
            f"{la.digits(rng, '6###')} {x2}",
        ],
        "hcontact": f"Tel. 0{la.digits(rng, '## ### ## ##')} · technik@{x.lower().replace('ö', 'oe').replace('ü', 'ue')}.ch · CHE-{la.digits(rng, '###.###.###')} MWST",
        "scontact": f"z. H. {la.pick(rng, 'Herr|Frau')} {ln2}",
        "ship": [
            buyer,
            la.pick(rng, "Bergstation, Werkstatt|Talstation, Magazin|Werkstatt Mittelstation"),
            f"{x}",
        ],
        "inv": [
            buyer,
            "Kreditoren",
            f"rechnungen@{x.lower().replace('ö', 'oe').replace('ü', 'ue')}.ch",
        ],
    }


def fit20_de_ch_seilbahn_ersatzteile_bestellung(rng: random.Random) -> tuple[bytes, dict]:
    C = {
        "lang": "de-CH",
        "kind": "purchase_order",
        "fm": ch,
        "cur": ["CHF {}", "{}", "Fr. {}"],
        "names": _ch_names,
        "po_pat": "45########|B-#####|BE####-##",
        "po_lab": "Bestellung Nr.|Bestell-Nr.|Unsere Bestellnummer",
        "refs": [
            ("Ihre Offerte", "OF-####"),
            ("Kostenstelle", "####"),
            ("Projekt-Nr.", "P-###"),
            ("Unsere Kundennr. bei Ihnen", "#####"),
            ("Anlage-Nr.", "BAV ###"),
        ],
        "extra_refs": lambda r: [
            ("Anlage", la.pick(r, "6er-Sesselbahn|Gondelbahn 8-EUB|Pendelbahn|Skilift Bügel"))
        ],
        "title": "Bestellung|BESTELLUNG",
        "dates": ["dot", "long_de"],
        "heads": ["kv_right", "kv_right", "title_num"],
        "L": CH_LAB,
        "footer": lambda n: f"{n['buyer']} · Lieferschein und Rechnung mit unserer Bestellnummer",
        "sup_lab": ["Lieferant", "An", ""],
        "blocks": lambda r, n: (
            [(la.pick(r, "Lieferadresse|Lieferung an"), n["ship"])]
            + ([("Rechnungsadresse", n["inv"])] if r.random() < 0.3 else [])
        ),
        "items": CH_ITEMS,
        "n_small": [2, 3, 4, 5, 6],
        "n_big": [40, 56],
        "code": "######|##.###.##|@@-####",
        "cols": lambda r: cols_of(r, CH_LAB),
        "rates": ["8.1"],
        "pct": lambda v: f"{str(v).replace('.', ',')} %",
        "r05": True,
        "tot_styles": ["row", "row", "below"],
        "prepay": 0.08,
        "terms": lambda r, n: [
            "Lieferung bis spätestens zur Revision der Anlage. Bei Fragen wenden Sie sich an unseren Betriebsleiter.",
            f"Zahlung {la.pick(r, '30 Tage netto|20 Tage 2 % Skonto, 30 Tage netto')}.",
        ],
    }
    return twice(rng, lambda r, of: _lat(r, of, C))


# --------------------------------------------------------------------------- 8 fr-BE riding school

BE_X = "des Tilleuls|du Bois-Joli|de la Hulpe|des Sablons|du Try|de Froidmont|des Grands Prés|de la Vieille Cense|du Val d'Arpes|de Bierges".split(
    "|"
)
BE_L = "Dubois|Lambert|Van den Bossche|Lemaire|Collard|Dethier|Hanquet|Mathy|Piron|Goffin".split(
    "|"
)
BE_T = [
    ("1300", "Wavre"),
    ("1380", "Lasne"),
    ("5000", "Namur"),
    ("4130", "Esneux"),
    ("7800", "Ath"),
    ("6900", "Marche-en-Famenne"),
    ("1470", "Genappe"),
]
BE_ITEMS = [
    ("Foin de prairie, grosses balles 250 kg", "balle", 28, 46, 6),
    ("Paille de froment, petites balles", "balle", 3.5, 6, 6),
    ("Copeaux de bois dépoussiérés 20 kg", "sac", 8, 14, 21),
    ("Granulés floconnés sport 20 kg", "sac", 16, 28, 6),
    ("Aliment minéral seau 20 kg", "seau", 38, 65, 6),
    ("Carottes fourragères (big bag)", "kg", 0.3, 0.6, 6),
    ("Fers antérieurs taille 2 (paire)", "paire", 9, 16, 21),
    ("Licol nylon réglable cob", "pièce", 14, 28, 21),
    ("Tapis de selle coton", "pièce", 22, 45, 21),
    ("Vermifuge pâte oral", "seringue", 11, 19, 21),
    ("Sel à lécher 10 kg", "bloc", 7, 13, 6),
]
BE_LAB = {
    "page": "Page {p}/{n}",
    "page1": "Page {p}",
    "cont": "suite",
    "date": "Date",
    "cust": "Client",
    "pos": "N°",
    "code": "Réf.",
    "desc": "Désignation",
    "qty": "Qté",
    "unit": "Unité",
    "price": "Prix unit.",
    "amt": "Montant HTVA",
    "rate": "TVA",
    "tax": "TVA {r}",
    "sub": "Sous-total HTVA",
    "disc": "Remise",
    "ship": "Transport",
    "net": "Base HTVA",
    "rnd": "Arrondi",
    "total": "Total TVAC|TOTAL À PAYER|Montant total TVAC|Total de la commande",
    "due": "Solde|Montant dû",
    "prepay": "Acompte versé",
    "rest": "Reste à payer",
    "nototal": "Prix selon votre offre; facturation à la livraison.",
    "sign": "Pour la direction|Accord fournisseur",
}


def _be_names(rng: random.Random) -> dict:
    x = rng.choice(BE_X)
    ln, ln2 = rng.sample(BE_L, 2)
    (pc, t), (pc2, t2) = rng.sample(BE_T, 2)
    buyer = la.pick(
        rng, "Manège {x} ASBL|Centre équestre {x} SRL|Écurie {l} SRL|Poney-club {x} ASBL"
    ).format(x=x, l=ln)
    sup = rng.choice(
        [
            "{l} Aliments SA",
            "Négoce {l} SRL",
            "Équi-{t} SPRL",
            "Ferme {l}",
            "Sellerie {l}",
            "Agri-{t} SA",
        ]
    ).format(l=ln2, t=t2.split("-")[0])
    return {
        "buyer": buyer,
        "sup": sup,
        "badr": [f"{la.pick(rng, 'Chemin|Rue|Drève')} {x} {rng.randint(1, 120)}", f"{pc} {t}"],
        "sadr": [
            f"{la.pick(rng, 'Rue de la Station|Chaussée de Namur|Rue du Moulin')} {rng.randint(1, 200)}",
            f"{pc2} {t2}",
        ],
        "hcontact": f"Tél. 0{la.digits(rng, '## ## ## ##')} · TVA BE 0{la.digits(rng, '###.###.###')} · IBAN BE{la.digits(rng, '## #### #### ####')}",
        "scontact": f"Contact : {la.pick(rng, 'M.|Mme')} {ln2} · GSM 04{la.digits(rng, '## ## ## ##')}",
        "ship": [buyer, "Écuries – grange à foin", f"{pc} {t}"],
        "inv": [buyer, "Comptabilité", f"{pc} {t}"],
    }


def fit20_fr_be_manege_equestre_commande(rng: random.Random) -> tuple[bytes, dict]:
    C = {
        "lang": "fr-BE",
        "kind": "purchase_order",
        "fm": eu,
        "cur": ["{} €", "€ {}", "{} EUR"],
        "names": _be_names,
        "po_pat": "BC-####|####/25|CMD######",
        "po_lab": "Bon de commande n°|N° de commande|Commande n°",
        "refs": [
            ("Votre devis", "DV####"),
            ("N° client", "C#####"),
            ("Demande d'achat", "DA-###"),
            ("Centre de coûts", "###"),
        ],
        "title": "BON DE COMMANDE|Bon de commande",
        "dates": ["dmy", "long_fr"],
        "heads": ["grid", "kv_right", "title_num"],
        "L": BE_LAB,
        "footer": lambda n: f"{n['buyer']} · Mentionner le n° de commande sur la facture",
        "sup_lab": ["Fournisseur", "À l'attention de", ""],
        "blocks": lambda r, n: (
            [(la.pick(r, "Livrer à|Adresse de livraison"), n["ship"])]
            + ([("Facturer à", n["inv"])] if r.random() < 0.3 else [])
        ),
        "items": BE_ITEMS,
        "n_small": [2, 3, 4, 5, 6],
        "n_big": [40, 56],
        "code": "####|@@-###",
        "cols": lambda r: cols_of(r, BE_LAB, rate=True),
        "rates": None,
        "pct": lambda v: f"{v} %",
        "tot_styles": ["row", "due", "below"],
        "prepay": 0.1,
        "terms": lambda r, n: [
            "Livraison en semaine entre 8 h et 16 h ; prévenir la veille. Foin sans moisissure, stocké au sec."
        ],
    }
    return twice(rng, lambda r, of: _lat(r, of, C))


# --------------------------------------------------------------------------- 9 es-MX uniform maker's order confirmation

MX_X = "Monte Albán|Sierra Madre|del Valle|Tonantzin|Cuauhtémoc|San Ángel|Jacarandas|Real del Bosque|Vista Hermosa".split(
    "|"
)
MX_L = "Hernández|Zúñiga|Ochoa|Galindo|Treviño|Barragán|Villaseñor|Arredondo|Cisneros".split("|")
MX_C = [
    ("Puebla, Pue.", "72"),
    ("Guadalajara, Jal.", "44"),
    ("Querétaro, Qro.", "76"),
    ("León, Gto.", "37"),
    ("Aguascalientes, Ags.", "20"),
]
MX_ITEMS = [
    ("Falda tableada cuadros, talla {t}", "pza", 180, 320),
    ("Camisa blanca manga corta, talla {t}", "pza", 120, 210),
    ("Pants deportivo con escudo, talla {t}", "pza", 260, 420),
    ("Suéter cuello V bordado, talla {t}", "pza", 240, 390),
    ("Playera polo deportiva, talla {t}", "pza", 110, 190),
    ("Pantalón gabardina azul marino, talla {t}", "pza", 210, 340),
    ("Chamarra rompevientos, talla {t}", "pza", 380, 560),
    ("Corbata con logotipo", "pza", 60, 95),
    ("Calcetas blancas (paquete 3)", "paq", 55, 90),
]
MX_LAB = {
    "page": "Hoja {p} de {n}",
    "page1": "Hoja {p}",
    "cont": "continúa",
    "date": "Fecha",
    "cust": "Cliente",
    "pos": "Part.",
    "code": "Clave",
    "desc": "Descripción",
    "qty": "Cant.",
    "unit": "Unidad",
    "price": "P. Unitario",
    "amt": "Importe",
    "rate": "IVA",
    "tax": "IVA {r}",
    "sub": "Subtotal",
    "disc": "Descuento",
    "ship": "Flete",
    "net": "Subtotal neto",
    "rnd": "Redondeo",
    "total": "Total|Importe total|Total del pedido",
    "due": "Saldo|Total a pagar",
    "prepay": "Anticipo recibido",
    "rest": "Saldo pendiente",
    "nototal": "Precios según cotización vigente; se facturará por entrega.",
    "sign": "Elaboró (ventas)|Conformidad del cliente",
}


def _mx_names(rng: random.Random) -> dict:
    x, x2 = rng.sample(MX_X, 2)
    ln, ln2 = rng.sample(MX_L, 2)
    (c, cp), (c2, cp2) = rng.choice(MX_C), rng.choice(MX_C)
    sup = rng.choice(
        [
            "Uniformes {x} S.A. de C.V.",
            "Confecciones {l} S. de R.L. de C.V.",
            "Textiles Escolares {x}, S.A. de C.V.",
            "Confecciones {l}",
            "Uniformes {l}",
        ]
    ).format(x=x2, l=ln2)
    buyer = la.pick(
        rng, "Colegio {x} A.C.|Instituto {x}, A.C.|Escuela Primaria {x}|Centro Educativo {x} S.C."
    ).format(x=x)
    rfc = la.digits(rng, "@@@######@@#")
    return {
        "buyer": buyer,
        "sup": sup,
        "badr": [
            f"Av. {la.pick(rng, 'Juárez|Reforma|Hidalgo|de las Torres')} {rng.randint(10, 3900)}, Col. {la.pick(rng, 'Centro|Las Ánimas|La Paz|Jardines')}",
            f"C.P. {cp}{la.digits(rng, '###')}, {c}",
        ],
        "sadr": [
            f"Calle {la.pick(rng, 'Industria Textil|Nogal|5 de Mayo|Allende')} {rng.randint(1, 900)}, Parque Industrial",
            f"C.P. {cp2}{la.digits(rng, '###')}, {c2}",
        ],
        "hcontact": f"RFC {rfc} · Tel. {la.digits(rng, '(###) ### ####')} · ventas@uniformes{x2.lower().split()[-1]}.com.mx",
        "scontact": "",
        "clabe": la.digits(rng, "012 ### ########### #"),
        "ship": [buyer, "Entrega en dirección del plantel", f"{c}"],
        "inv": [],
    }


def fit20_es_mx_uniformes_confirmacion_pedido(rng: random.Random) -> tuple[bytes, dict]:
    sizes = ["4", "6", "8", "10", "12", "14", "CH", "M", "G"]

    def items() -> list:
        return [(d_.format(t=t), u, lo, hi) for d_, u, lo, hi in MX_ITEMS for t in sizes[:3]]

    C = {
        "lang": "es-MX",
        "kind": "order_confirmation",
        "ack": True,
        "fm": en2,
        "cur": ["${}", "$ {}", "{} MXN"],
        "names": _mx_names,
        "po_pat": "OC-#####|####|OC/25/###|PO-####",
        "po_lab": "Su orden de compra|Orden de compra cliente|O.C. cliente",
        "refs": [
            ("Nuestro pedido", "PV-#####"),
            ("Cotización", "COT-####"),
            ("No. cliente", "CL-####"),
            ("Ciclo escolar", "2025-2026"),
        ],
        "title": "CONFIRMACIÓN DE PEDIDO|Confirmación de pedido",
        "dates": ["dmy", "long_es"],
        "heads": ["kv_right", "grid"],
        "L": MX_LAB,
        "footer": lambda n: f"{n['sup']} · Banco: BBVA · CLABE {n['clabe']}",
        "sup_lab": [""],
        "blocks": lambda r, n: [(la.pick(r, "Entregar en|Lugar de entrega"), n["ship"])],
        "items": items(),
        "n_small": [3, 4, 5, 6, 8, 10],
        "n_big": [40, 56],
        "code": "UE-####|###-@",
        "cols": lambda r: cols_of(r, MX_LAB),
        "rates": ["16"],
        "pct": lambda v: f"{v}%",
        "tot_styles": ["row", "row", "below", "due"],
        "prepay": 0.4,
        "words": lambda v: f"Importe con letra: {mx_words(v)}",
        "terms": lambda r, n: [
            "Tiempo de entrega: 15 días hábiles a partir del anticipo. Cambios de talla dentro de los 10 días posteriores a la entrega.",
            "Favor de revisar tallas y cantidades; si no recibimos observaciones en 48 horas se considera aceptado.",
        ],
    }
    return twice(rng, lambda r, of: _lat(r, of, C))


# --------------------------------------------------------------------------- 10 nl-NL holiday park

NL_X = "De Veluwse Hoeve|Het Zandven|De Kleine Wielen|Duinoord|De Berkenhorst|Het Grote Bos|Meerzicht|De Hondsrug".split(
    "|"
)
NL_L = "de Vries|Bakker|Visser|Smit|Meijer|Mulder|van Dijk|Bos|Hendriks|Kok".split("|")
NL_T = [
    ("Ede", "6711"),
    ("Ermelo", "3851"),
    ("Emmen", "7811"),
    ("Ommen", "7731"),
    ("Renesse", "4325"),
    ("Schoorl", "1871"),
    ("Otterlo", "6731"),
]
NL_ITEMS = [
    ("Picknicktafel grenen geïmpregneerd 180 cm", "st", 160, 290, 21),
    ("Douchekop waterbesparend", "st", 18, 34, 21),
    ("Muntautomaat douche, munten (100)", "zak", 28, 45, 21),
    ("Afvalbak 120 L met deksel", "st", 48, 85, 21),
    ("Tuinstoel kunststof stapelbaar", "st", 12, 26, 21),
    ("Toiletpapier industrieel (18 rol)", "doos", 22, 36, 21),
    ("Stroomkast camping 4x CEE", "st", 380, 640, 21),
    ("Speeltoestel schommel dubbel", "st", 690, 1150, 21),
    ("Houtsnippers speelplaats (m³)", "m³", 36, 55, 21),
    ("Streekproducten welkomstpakket", "st", 8, 14, 9),
    ("Koffiebonen receptie 1 kg", "kg", 14, 24, 9),
    ("Ontsmettingsmiddel sanitair 5 L", "can", 19, 32, 21),
]
NL_LAB = {
    "page": "Pagina {p} van {n}",
    "page1": "Pagina {p}",
    "cont": "vervolg",
    "date": "Orderdatum",
    "cust": "Klant",
    "pos": "Nr.",
    "code": "Art.nr.",
    "desc": "Omschrijving",
    "qty": "Aantal",
    "unit": "Eenh.",
    "price": "Prijs",
    "amt": "Bedrag",
    "rate": "Btw",
    "tax": "Btw {r}",
    "sub": "Subtotaal",
    "disc": "Korting",
    "ship": "Verzendkosten",
    "net": "Totaal excl. btw",
    "rnd": "Afronding",
    "total": "Totaal incl. btw|Ordertotaal|TOTAAL|Totaalbedrag",
    "due": "Te betalen",
    "prepay": "Aanbetaling",
    "rest": "Restant",
    "nototal": "Prijzen volgens offerte; facturatie na levering.",
    "sign": "Akkoord parkmanager|Handtekening leverancier",
}


def _nl_names(rng: random.Random) -> dict:
    x = rng.choice(NL_X)
    ln, ln2 = rng.sample(NL_L, 2)
    (t, pc), (t2, pc2) = rng.sample(NL_T, 2)
    buyer = la.pick(
        rng, "Camping {x} B.V.|Recreatiepark {x}|Vakantiepark {x} B.V.|Natuurcamping {x}"
    ).format(x=x)
    sup = rng.choice(
        [
            "{l} Recreatiebenodigdheden B.V.",
            "Groothandel {l} B.V.",
            "{l} Installatietechniek",
            "{t} Buitenmeubilair B.V.",
            "Houthandel {l}",
            "{l} Speeltoestellen B.V.",
        ]
    ).format(l=ln2.title() if ln2.startswith("van") else ln2, t=t2)
    sup = sup[0].upper() + sup[1:]
    return {
        "buyer": buyer,
        "sup": sup,
        "badr": [
            f"{la.pick(rng, 'Boslaan|Duinweg|Heideweg|Zandpad')} {rng.randint(1, 90)}",
            f"{pc} {la.digits(rng, '@@')} {t}",
        ],
        "sadr": [
            f"{la.pick(rng, 'Industrieweg|Ambachtsstraat|Nijverheidsweg')} {rng.randint(1, 80)}",
            f"{pc2} {la.digits(rng, '@@')} {t2}",
        ],
        "hcontact": f"T 0{la.digits(rng, '## ### ## ##')} · KvK {la.digits(rng, '########')} · btw NL{la.digits(rng, '#########')}B01",
        "scontact": f"T.a.v. {la.pick(rng, 'verkoop|dhr.|mevr.')} {ln2}",
        "ship": [
            buyer,
            la.pick(rng, "Technische dienst, loods 2|Receptie|Sanitairgebouw Noord"),
            f"{pc} {t}",
        ],
        "inv": [buyer, "Crediteurenadministratie", f"facturen@{x.lower().replace(' ', '')}.nl"],
    }


def fit20_nl_camping_inkooporder(rng: random.Random) -> tuple[bytes, dict]:
    C = {
        "lang": "nl-NL",
        "kind": "purchase_order",
        "fm": eu,
        "cur": ["€ {}", "€{}", "{}"],
        "names": _nl_names,
        "po_pat": "IO-#####|####-##|PO2025####",
        "po_lab": "Inkoopordernr.|Ordernummer|Bestelnummer|PO-nummer",
        "refs": [
            ("Uw offerte", "OFF-####"),
            ("Kostenplaats", "KP###"),
            ("Ons debiteurnr. bij u", "######"),
            ("Project", "PR-###"),
        ],
        "title": "INKOOPORDER|Inkooporder|BESTELLING",
        "dates": ["dash", "long_nl"],
        "heads": ["title_num", "grid", "kv_right"],
        "L": NL_LAB,
        "footer": lambda n: f"{n['buyer']} · Vermeld ons ordernummer op uw factuur",
        "sup_lab": ["Leverancier", "Aan", ""],
        "blocks": lambda r, n: (
            [(la.pick(r, "Afleveradres|Leveradres"), n["ship"])]
            + ([("Factuuradres", n["inv"])] if r.random() < 0.4 else [])
        ),
        "items": NL_ITEMS,
        "n_small": [2, 3, 4, 5, 6, 7],
        "n_big": [40, 56],
        "code": "######|@@-####",
        "cols": lambda r: cols_of(r, NL_LAB, rate=True),
        "rates": None,
        "pct": lambda v: f"{v}%",
        "tot_styles": ["row", "row", "due", "below"],
        "prepay": 0.08,
        "terms": lambda r, n: [
            "Levering op werkdagen tussen 8.00 en 16.00 uur via de dienstingang. Betaling binnen 30 dagen na factuurdatum."
        ],
    }
    return twice(rng, lambda r, of: _lat(r, of, C))


# =========================================================================== CJK engine


def _cjk(rng: random.Random, of: int, C: dict) -> tuple[bytes, dict]:
    land = rng.random() < C.get("land", 0.0)
    pdf = cj.Pdf(landscape(A4) if land else A4)
    m = rng.uniform(32, 44)
    right = pdf.w - m
    wd = right - m
    bottom = pdf.h - 54
    whole = C.get("whole", False)
    fm: Callable[[Decimal], str] = (lambda v: cj.money(v, 0)) if whole else cj.money
    cur = rng.choice(C["cur"])

    def money(v: Decimal) -> str:
        return cur.format(fm(v))

    N = C["names"](rng)
    buyer, sup = N["buyer"], N["sup"]
    d = cj.a_date(rng)
    po = cj.number(rng, d, C["po_pat"])
    po_lab = cj.pick(rng, C["po_lab"])
    refs = [
        (lab, cj.number(rng, d, pat))
        for lab, pat in rng.sample(C["refs"], rng.randint(2, min(3, len(C["refs"]))))
    ]
    refs += C.get("extra_refs", lambda r: [])(rng)
    stated = stated_of(rng)
    title = cj.pick(rng, C["title"])
    page = [1]
    ink = rng.choice([Color(0.05, 0.3, 0.55), Color(0.45, 0.1, 0.1), black, Color(0.1, 0.4, 0.3)])
    T = C["T"]
    head = rng.choice(C["heads"])

    def foot() -> None:
        s = T["page"].format(p=page[0], n=of) if of else T["page1"].format(p=page[0])
        pdf.text(pdf.w / 2, pdf.h - 24, s, 7.4, align="c", colour=GREY)

    def brk() -> float:
        foot()
        pdf.new_page()
        page[0] += 1
        pdf.text(m, 36, f"{title}（{T['cont']}）", 9.4, bold=True)
        pdf.text(right, 36, f"{po_lab}：{po}", 9, align="r")
        pdf.line(m, 42, right, 42, lw=0.5)
        return 52

    y = 36
    top_sup = C.get("sup_top", False) and rng.random() < 0.7
    if not top_sup:
        pdf.text(m, y + 4, buyer, 14, bold=True, colour=ink)
        pdf.text(m, y + 18, N["badr"], 7.6, colour=GREY, maxw=wd)
        pdf.line(m, y + 24, right, y + 24, lw=1.2, colour=ink)
        y += 50
    else:
        y += 20
    if head == "title_num":
        pdf.text(pdf.w / 2, y, f"{title}　{T['no']}{po}", 16, align="c", bold=True)
        y += 14
        kv = [(T["date"], cj.fdate(d, rng.choice(C["dates"]))), *refs]
    elif head == "box":
        pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
        bw = 170
        pdf.rect(right - bw, y + 8, bw, 34, stroke=ink, lw=1)
        pdf.text(right - bw + 6, y + 20, po_lab, 7.6, colour=ink)
        pdf.text(right - 6, y + 37, po, 11, align="r", bold=True)
        y += 14
        kv = [(T["date"], cj.fdate(d, rng.choice(C["dates"]))), *refs]
    else:
        pdf.text(pdf.w / 2, y, title, 17, align="c", bold=True, space=2)
        y += 12
        kv = [(po_lab, po), (T["date"], cj.fdate(d, rng.choice(C["dates"]))), *refs]
        if rng.random() < 0.3:
            kv[0], kv[1] = kv[1], kv[0]
    # parties
    y += 6
    sup_lab = rng.choice(C["sup_lab"])
    half = wd * 0.5
    yp = y + 12
    if top_sup:
        pdf.text(m, yp + 4, f"{sup}{C['honor'](rng)}", 12, bold=True)
        pdf.line(m, yp + 8, m + half - 10, yp + 8, lw=0.6)
        yp += 22
    elif sup_lab:
        pdf.text(m, yp, f"{sup_lab}：", 9, bold=True)
        yp += 14
        pdf.text(m, yp, sup, 10.5, bold=True, maxw=half - 10)
        yp += 15
    else:
        pdf.text(m, yp, sup, 10.5, bold=True, maxw=half - 10)
        yp += 15
    for s in N["sup_lines"]:
        pdf.text(m, yp, s, 8, colour=GREY, maxw=half - 10)
        yp += 12
    if head == "box":
        yk = max(y + 42, yp - (len(N["sup_lines"]) + 2) * 13)
    else:
        yk = y + 4
    xk = m + half + 10
    if rng.random() < 0.5 and head != "box":
        ygrid = kgrid(
            pdf,
            xk,
            yk,
            [70, right - xk - 70],
            [[a, b] for a, b in kv],
            h=16,
            size=7.8,
            ink=ink,
            fill=PALE,
            labels=(0,),
        )
    else:
        for a, b in kv:
            yk += 13
            pdf.text(xk, yk, f"{a}：{b}", 8.2, maxw=right - xk)
        ygrid = yk + 4
    if top_sup:
        for s in [buyer, N["badr"]]:
            ygrid += 13
            pdf.text(xk, ygrid, s, 8.4 if s == buyer else 7.4, bold=s == buyer, maxw=right - xk)
        pdf.stamp(right - 40, ygrid - 8, buyer, rng, r=26)
        ygrid += 8
    y = max(yp, ygrid) + 6
    for s in C["band"](rng, N):
        pdf.text(m, y + 8, s, 8.2, maxw=wd)
        y += 14
    y += 4
    # items
    nl = n_lines(rng, C["n_small"], C["n_big"])
    lines = draw_items(rng, C["items"], nl, whole)
    body = []
    for i, (it, q, p, a) in enumerate(lines, 1):
        cells = {
            "no": str(i),
            "desc": it[0],
            "spec": it[4] if len(it) > 4 else "",
            "unit": it[1],
            "qty": f"{q:,}",
            "price": fm(p),
            "amt": fm(a),
        }
        body.append((cells, a))
    cols = C["cols"](rng)
    if not stated:
        body = [({**c, "amt": ""}, a) for c, a in body]
    y = ctable(
        pdf,
        m,
        y,
        cj.rel(wd, [c[2] for c in cols]),
        [c[1] for c in cols],
        [([c[k] for k, _, _, _ in cols], a) for c, a in body],
        "".join(c[3] for c in cols),
        rowh=17,
        size=7.8,
        bottom=bottom,
        brk=brk,
    )
    sub = sum((a for _, _, _, a in lines), ZERO)
    disc = ZERO
    if rng.random() < 0.25:
        disc = r2(sub * rng.choice([2, 3, 5]) / 100)
        disc = r0(disc) if whole else disc
    ship = ZERO
    if rng.random() < C.get("ship", 0.3):
        ship = Decimal(rng.choice(C["ship_amt"]))
    net = sub - disc + ship
    rate = C["rate"]
    incl = rate and rng.random() < C.get("incl", 0.0)
    if not rate:
        tax = ZERO
    elif incl:
        tax = r2(net - net / (1 + Decimal(rate) / 100))
    else:
        tax = r2(net * Decimal(rate) / 100)
        tax = r0(tax) if whole else tax
    total = net if incl or not rate else net + tax
    if y + 130 > bottom:
        y = brk()
    y += 8
    if stated:
        rows = [(T["sub"], money(sub))]
        if disc:
            rows.append((T["disc"], "-" + money(disc)))
        if ship:
            rows.append((T["ship"], money(ship)))
        if rate and not incl:
            rows.append((T["tax"], money(tax)))
        rx = right - 230
        for lab, v in rows:
            pdf.text(rx, y + 4, lab, 8.4)
            pdf.text(right, y + 4, v, 8.4, align="r")
            y += 15
        tl = cj.pick(rng, T["total_incl"] if incl else T["total"])
        if rng.random() < C.get("below", 0.3):
            pdf.line(rx, y - 6, right, y - 6, lw=0.8)
            pdf.text(rx, y + 6, tl, 9.6, bold=True)
            pdf.text(right, y + 22, money(total), 12, align="r", bold=True)
            y += 30
        else:
            pdf.rect(rx - 4, y - 8, right - rx + 8, 18, stroke=ink, lw=0.8)
            pdf.text(rx, y + 5, tl, 9.4, bold=True)
            pdf.text(right - 3, y + 5, money(total), 10.4, align="r", bold=True)
            y += 20
        if incl:
            pdf.text(rx, y + 4, T["incl_note"].format(t=money(tax)), 7.8, colour=GREY)
            y += 14
        if C.get("words"):
            pdf.text(m, y + 6, f"{T['words']}{C['words'](total)}", 8.4, maxw=wd)
            y += 16
        for lab, pc in C["after"](rng):
            pdf.text(m, y + 6, lab.format(p=pc, v=money(r2(total * pc / 100))), 8.2, maxw=wd)
            y += 14
    else:
        pdf.text(m, y + 8, T["nototal"], 8.4)
        y += 18
    y += 6
    for t in C["terms"](rng, N):
        if y + 14 > bottom:
            y = brk()
        pdf.text(m, y + 8, t, 7.6, colour=GREY, maxw=wd)
        y += 13
    if y + 80 > bottom:
        y = brk()
    y += 28
    sigs = T["sign"].split("|")
    sw = wd / len(sigs)
    for k, s in enumerate(sigs):
        pdf.text(m + k * sw, y, s, 8.4)
        x0 = m + k * sw + cj.stringWidth(s, cj.FONT_NAME, 8.4) + 4
        pdf.line(x0, y + 2, max(x0 + 40, m + (k + 1) * sw - 14), y + 2, lw=0.4)
    if not top_sup and rng.random() < 0.6:
        pdf.stamp(m + 110, y + 2, buyer, rng, caption=T.get("seal", ""), r=32)
    foot()
    out = cfinish(pdf, C["lang"], C["kind"], po, sup, total)
    return out if stated else none_meta(out)


def ccols(rng: random.Random, T: dict, spec: bool = True) -> list[tuple]:
    c = [("no", T["no_h"], 5, "c"), ("desc", T["desc"], 26, "l")]
    if spec:
        c.append(("spec", T["spec"], 18, "l"))
    qu = [("unit", T["unit"], 7, "c"), ("qty", T["qty"], 8, "r")]
    if rng.random() < 0.5:
        qu.reverse()
    return c + qu + [("price", T["price"], 11, "r"), ("amt", T["amt"], 13, "r")]


ZH_T = {
    "page": "第 {p} 页 / 共 {n} 页",
    "page1": "第 {p} 页",
    "cont": "续",
    "no": "No. ",
    "date": "下单日期",
    "no_h": "序号",
    "desc": "品名",
    "spec": "规格型号",
    "unit": "单位",
    "qty": "数量",
    "price": "单价",
    "amt": "金额（元）",
    "sub": "货款小计",
    "disc": "优惠折让",
    "ship": "运费",
    "tax": "增值税（13%）",
    "total": "合计金额|金额合计|价税合计|订单总额",
    "total_incl": "合计金额（含税）|含税合计|订单总金额（含13%增值税）",
    "incl_note": "其中税额：{t}",
    "words": "人民币大写：",
    "nototal": "价格按双方签订的框架协议执行，最终金额以结算单为准。",
    "sign": "采购方（盖章）|供应商确认（盖章）",
    "seal": "合同专用章",
}
ZH_CITY = "杭州 苏州 厦门 南宁 贵阳 兰州 洛阳 绍兴 扬州 桂林 潍坊 赣州 珠海 泉州".split()
ZH_B = "奔跑 悦动 驰骋 远征 蓝湾 山海 星途 乐跑 云步 腾跃 锦程 新航 恒远 通达".split()
SS_ITEMS = [
    ("参赛T恤", "件", 18, 36, "速干面料 S-XXL"),
    ("完赛奖牌", "枚", 12, 35, "锌合金 直径80mm 烤漆"),
    ("号码布", "张", 0.8, 2.5, "杜邦纸 含存衣贴"),
    ("一次性计时芯片", "片", 3.5, 7.5, "UHF 背胶式"),
    ("电解质饮料", "箱", 42, 68, "500ml×24瓶"),
    ("能量胶", "盒", 90, 160, "40g×24支"),
    ("参赛包（防水袋）", "个", 6, 14, "PVC 30L 印LOGO"),
    ("保温毯", "片", 2.2, 4.8, "铝箔 140×210cm"),
    ("终点拱门（充气）", "座", 2800, 5200, "宽12m 含鼓风机"),
    ("赛道护栏租赁", "米", 6, 12, "铁马 含运输"),
    ("志愿者马甲", "件", 9, 18, "反光条 印字"),
    ("流动厕所租赁", "座·天", 160, 280, "含清运"),
]
SW_ITEMS = [
    ("PE100给水管", "米", 45, 160, "DN110 SDR11 1.6MPa"),
    ("PE100给水管", "米", 120, 360, "DN200 SDR17 1.0MPa"),
    ("球墨铸铁管", "米", 280, 620, "DN300 K9 T型接口"),
    ("软密封闸阀", "台", 650, 2400, "DN150 PN16"),
    ("蝶阀", "台", 1800, 5200, "DN300 电动"),
    ("地上式消火栓", "套", 1400, 2600, "SS100/65-1.6"),
    ("智能远传水表", "只", 220, 480, "DN20 NB-IoT"),
    ("电熔管件（直通）", "个", 18, 65, "DN110"),
    ("钢塑转换接头", "个", 35, 120, "DN110×4寸"),
    ("阀门井盖", "套", 260, 520, "球墨 重型 D400"),
    ("管道警示带", "卷", 28, 55, "100m 可探测"),
    ("排气阀", "台", 900, 2100, "DN100 复合式"),
]


def _zh_names(
    rng: random.Random, buy: list[str], sup_f: list[str], sup_b: list[str], p_bare: float
) -> dict:
    c1, c2 = rng.sample(ZH_CITY, 2)
    b1, b2 = rng.sample(ZH_B, 2)
    buyer = rng.choice(buy).format(c=c1, b=b1)
    sup = rng.choice(sup_b if rng.random() < p_bare else sup_f).format(c=c2, b=b2)
    lines = [f"联系人：{cj.person(rng)}　电话：{cj.zh_tel(rng)}"]
    if rng.random() < 0.6:
        bk = cj.bank(rng)
        lines.append(f"开户行：{bk[0]}　账号：{bk[1]}")
    if rng.random() < 0.5:
        lines.append(f"地址：{cj.zh_addr(rng)}")
    return {
        "buyer": buyer,
        "sup": sup,
        "badr": f"地址：{cj.zh_addr(rng)}　电话：{cj.zh_tel(rng)}　统一社会信用代码：{cj.credit_code(rng)}",
        "sup_lines": lines,
        "c": c1,
    }


def fit20_zh_saishi_wuzi_caigou(rng: random.Random) -> tuple[bytes, dict]:
    def names(r: random.Random) -> dict:
        return _zh_names(
            r,
            [
                "{c}{b}体育文化发展有限公司",
                "{c}{b}赛事运营管理有限公司",
                "{c}市{b}体育产业集团有限公司",
            ],
            [
                "{c}{b}体育用品有限公司",
                "{c}{b}服饰有限公司",
                "{c}{b}工艺礼品有限公司",
                "{b}智能计时科技（{c}）有限公司",
                "{c}{b}饮品销售有限公司",
            ],
            ["{c}{b}奖牌工艺厂", "{b}印务社", "{c}市{b}帐篷租赁部"],
            0.25,
        )

    C = {
        "lang": "zh-Hans",
        "kind": "purchase_order",
        "names": names,
        "cur": ["¥{}", "￥{}", "{}元"],
        "po_pat": "SS{Y}{m}{n3}|CG-{Y}-{n4}|PO{y}{m}{d}{n2}",
        "po_lab": "采购订单号|订单编号|订单号",
        "refs": [
            ("项目编号", "XM{Y}{n3}"),
            ("合同编号", "HT-{Y}-{n3}"),
            ("比价单号", "BJ{y}{m}{n3}"),
            ("请购单号", "QG{y}{n4}"),
        ],
        "extra_refs": lambda r: [
            (
                "赛事名称",
                f"{r.choice(ZH_CITY)}{r.choice(['马拉松', '半程马拉松', '越野跑挑战赛', '10公里健康跑'])}",
            )
        ],
        "title": "采购订单|赛事物资采购订单|物资采购单",
        "dates": ["cn", "iso", "slash"],
        "heads": ["title_num", "box", "grid"],
        "T": ZH_T,
        "sup_lab": ["供应商", "供方", "卖方", ""],
        "band": lambda r, n: [
            f"交货地点：{cj.zh_addr(r)}（赛事物资仓库）　要求到货：赛前{r.randint(5, 15)}日"
        ],
        "items": SS_ITEMS,
        "n_small": [3, 4, 5, 6, 7, 8],
        "n_big": [40, 56],
        "cols": lambda r: ccols(r, ZH_T),
        "rate": 13,
        "incl": 0.5,
        "ship": 0.3,
        "ship_amt": ["200", "350", "800", "1200"],
        "words": cj.daxie,
        "after": lambda r: (
            [("付款方式：订单签订后预付{p}%（{v}），赛后验收合格后付清余款。", r.choice([30, 50]))]
            if r.random() < 0.6
            else []
        ),
        "terms": lambda r, n: [
            "1. 所有物资须按确认样品生产，印刷内容以我方最终设计稿为准。",
            "2. 送货单须注明本订单编号，逾期到货按日扣减货款千分之五。",
        ],
        "below": 0.35,
    }
    return twice(rng, lambda r, of: _cjk(r, of, C))


def fit20_zh_shuiwu_guanwang_caigou(rng: random.Random) -> tuple[bytes, dict]:
    def names(r: random.Random) -> dict:
        return _zh_names(
            r,
            [
                "{c}市{b}水务集团有限公司",
                "{c}{b}供水有限公司",
                "{c}市自来水有限公司",
                "{c}{b}水务投资有限公司",
            ],
            [
                "{c}{b}管业有限公司",
                "{c}{b}阀门股份有限公司",
                "{b}塑胶管道（{c}）有限公司",
                "{c}{b}水表有限公司",
                "{c}{b}市政设备有限公司",
            ],
            ["{c}{b}水暖管件经营部", "{c}市{b}管材批发部"],
            0.2,
        )

    T = {**ZH_T, "date": "订单日期", "desc": "物资名称", "total": "金额合计|合计金额|价税合计"}
    C = {
        "lang": "zh-Hans",
        "kind": "purchase_order",
        "names": names,
        "cur": ["¥{}", "{}"],
        "po_pat": "SW-CG-{Y}-{n4}|{Y}{m}{n4}|GW{y}{n5}",
        "po_lab": "采购订单编号|订单编号|采购单号",
        "refs": [
            ("工程编号", "GC-{Y}-{n3}"),
            ("请购单号", "QG{Y}{n4}"),
            ("招标编号", "ZB{y}-{n3}"),
            ("框架协议号", "KJ{Y}{n3}"),
        ],
        "extra_refs": lambda r: [
            (
                "工程名称",
                r.choice(
                    [
                        "老旧小区供水管网改造",
                        "城东加压泵站配套管网",
                        "DMA分区计量改造工程",
                        "第二水厂出厂管道工程",
                    ]
                ),
            )
        ],
        "title": "物资采购订单|采购订单|管网物资订货单",
        "dates": ["cn", "cn0", "iso"],
        "heads": ["grid", "box", "title_num"],
        "T": T,
        "sup_lab": ["供应商", "供货单位", ""],
        "band": lambda r, n: [
            f"交货地点：{n['c']}市{r.choice(['城东加压泵站', '第二水厂', '管网抢修中心仓库', '施工现场'])}　收货人：{cj.person(r)} {cj.mobile(r)}"
        ],
        "items": SW_ITEMS,
        "n_small": [2, 3, 4, 5, 6],
        "n_big": [40, 56],
        "cols": lambda r: ccols(r, T),
        "rate": 13,
        "incl": 0.6,
        "ship": 0.15,
        "ship_amt": ["500", "1500", "3000"],
        "words": cj.daxie,
        "after": lambda r: (
            [("质保金：合同总价的{p}%（{v}），质保期满无质量问题后无息退还。", 5)]
            if r.random() < 0.5
            else []
        ),
        "terms": lambda r, n: [
            "1. 管材须提供卫生许可批件及出厂检测报告，到货后按批次抽检。",
            "2. 发票、送货单请注明采购订单编号。",
        ],
        "below": 0.45,
        "land": 0.25,
    }
    return twice(rng, lambda r, of: _cjk(r, of, C))


HK_T = {
    "page": "第 {p} 頁，共 {n} 頁 Page {p} of {n}",
    "page1": "第 {p} 頁",
    "cont": "續 Continued",
    "no": "No. ",
    "date": "日期 Date",
    "no_h": "項目",
    "desc": "貨品 Description",
    "spec": "型號 Part No.",
    "unit": "單位",
    "qty": "數量 Qty",
    "price": "單價 Unit Price",
    "amt": "金額 Amount",
    "sub": "小計 Sub-total",
    "disc": "折扣 Discount",
    "ship": "運費 Delivery",
    "tax": "",
    "total": "總額 Total|合計金額 Total Amount|金額合計 TOTAL|訂單總額 Order Total",
    "total_incl": "總額 Total",
    "incl_note": "",
    "words": "",
    "nototal": "價格按報價單，以實際送貨數量結算。 Prices as quoted.",
    "sign": "採購部 Purchasing|批核 Approved by|供應商確認 Supplier",
    "seal": "",
}
HK_B = [
    ("海星", "Sea Star"),
    ("港津", "Harbour Link"),
    ("南灣", "South Bay"),
    ("維航", "Victoria Marine"),
    ("藍波", "Blue Wave"),
    ("東港", "East Port"),
]
HK_SUP = [
    ("{b}船舶工程有限公司", "{e} Marine Engineering Ltd"),
    ("{b}機電工程公司", "{e} M&E Engineering Co."),
    ("{b}船用物料有限公司", "{e} Ship Supplies Ltd"),
]
HK_ITEMS = [
    ("主機燃油濾芯", "件", 180, 420, "FF5488"),
    ("舷外救生圈", "個", 320, 680, "SOLAS 2.5kg"),
    ("錨鏈卸扣", "個", 90, 260, "19mm 鍍鋅"),
    ("船用電池 12V 200Ah", "個", 1800, 3200, "AGM"),
    ("推進器軸封", "套", 2600, 7800, "PSS 45mm"),
    ("救生衣（成人）", "件", 160, 320, "150N"),
    ("冷卻水泵葉輪", "個", 420, 980, "Jabsco 17937"),
    ("航行燈 LED", "盞", 650, 1400, "左舷紅"),
    ("甲板防滑漆 5L", "罐", 380, 720, "灰色"),
    ("繫泊纜繩 40mm", "米", 55, 120, "聚丙烯"),
    ("滅火筒 CO2 5kg", "個", 680, 1100, "連掛架"),
]


def fit20_hk_dulun_beijian_caigou(rng: random.Random) -> tuple[bytes, dict]:
    def names(r: random.Random) -> dict:
        (b1, e1), (b2, e2) = r.sample(HK_B, 2)
        buyer = r.choice(["{b}渡輪有限公司", "{b}小輪有限公司", "{b}海上客運有限公司"]).format(b=b1)
        if r.random() < 0.2:
            sup = r.choice(["{b}五金行", "{b}船具"]).format(b=b2)
        else:
            zh, en = r.choice(HK_SUP)
            sup = zh.format(b=b2) if r.random() < 0.7 else en.format(e=e2)
        lines = [
            f"聯絡人 Attn: {cj.person(r, 'zh-Hant')}　電話 Tel: {cj.hk_tel(r)}",
            f"傳真 Fax: {cj.hk_tel(r)}",
        ]
        lines.append(f"地址：{r.choice(cj.HK_PLACE)}{r.randint(1, 80)}號")
        return {
            "buyer": buyer,
            "sup": sup,
            "badr": f"{r.choice(cj.HK_PLACE)}{r.randint(1, 80)}號 · Tel {cj.hk_tel(r)} · {e1} Ferry Co. Ltd",
            "sup_lines": lines,
            "c": "",
        }

    C = {
        "lang": "zh-Hant",
        "kind": "purchase_order",
        "names": names,
        "cur": ["HK${}", "HK$ {}", "${}"],
        "po_pat": "PO{y}{n4}|FY-PO-{n5}|{Y}/{n4}",
        "po_lab": "訂單編號 PO No.|採購單號 P.O. No.|訂購單號碼",
        "refs": [
            ("報價單號 Quotation", "Q{y}{n4}"),
            ("請購單號 Req. No.", "RQ{n5}"),
            ("工程單號 Job No.", "JB{n4}"),
        ],
        "extra_refs": lambda r: [
            ("船名 Vessel", r.choice(["海星一號", "新港 18", "南灣號", "維航 7"]))
        ],
        "title": "採購訂單 PURCHASE ORDER|訂購單 PURCHASE ORDER|採購單",
        "dates": ["hk", "cn"],
        "heads": ["grid", "title_num", "box"],
        "T": HK_T,
        "sup_lab": ["致 To", "供應商 Supplier", "供應商", ""],
        "band": lambda r, n: [
            f"送貨地址 Deliver to：{r.choice(['中環碼頭維修部', '屯門船廠', '長洲渡輪碼頭倉庫', '青衣船塢'])}　交貨日期：{r.randint(1, 28)}/{r.randint(1, 12)}/2025"
        ],
        "items": HK_ITEMS,
        "n_small": [2, 3, 4, 5, 6],
        "n_big": [40, 56],
        "cols": lambda r: ccols(r, HK_T),
        "rate": 0,
        "ship": 0.35,
        "ship_amt": ["150", "300", "500"],
        "after": lambda r: (
            [("訂金 Deposit {p}%：{v}（隨單支付）", r.choice([20, 30]))]
            if r.random() < 0.35
            else []
        ),
        "terms": lambda r, n: [
            "1. 發票請註明本訂單編號。 Please quote the PO number on all invoices.",
            "2. 所有物料須附原廠證書。 Certificates to accompany goods.",
        ],
        "below": 0.35,
    }
    return twice(rng, lambda r, of: _cjk(r, of, C))


JA_T = {
    "page": "{p} / {n} ページ",
    "page1": "{p} ページ",
    "cont": "続き",
    "no": "No.",
    "date": "発注日",
    "no_h": "No",
    "desc": "品名",
    "spec": "規格・メーカー",
    "unit": "単位",
    "qty": "数量",
    "price": "単価",
    "amt": "金額",
    "sub": "小計",
    "disc": "値引",
    "ship": "送料",
    "tax": "消費税（10%）",
    "total": "合計金額|ご注文金額|合計|総合計",
    "total_incl": "合計金額（税込）",
    "incl_note": "（内消費税 {t}）",
    "words": "",
    "nototal": "単価は別途お見積りのとおりとします。",
    "sign": "院長|発注担当|受付",
    "seal": "",
}
JA_ITEMS = [
    ("コンポジットレジン", "本", 1800, 3600, "A2 シリンジ 4g"),
    ("アルジネート印象材", "袋", 1200, 2400, "ノーマルセット 500g"),
    ("ニトリルグローブ", "箱", 680, 1400, "Mサイズ 200枚"),
    ("歯科用麻酔カートリッジ", "箱", 3200, 5800, "1.8mL×50本"),
    ("エアタービン用ハンドピース", "本", 68000, 120000, "標準ヘッド"),
    ("ボンディング材", "本", 5200, 9800, "5mL"),
    ("ペーパーポイント", "箱", 900, 1800, "#15-40"),
    ("サクションチップ", "袋", 380, 720, "100本"),
    ("石膏（硬質）", "箱", 2400, 4200, "3kg"),
    ("ラバーダムシート", "箱", 1600, 2800, "ミディアム 36枚"),
    ("フッ化物歯面塗布剤", "本", 2300, 3900, "2% 50g"),
    ("紙エプロン", "箱", 1100, 2100, "500枚"),
]


def fit20_ja_shika_zairyo_hacchu(rng: random.Random) -> tuple[bytes, dict]:
    def names(r: random.Random) -> dict:
        b1, b2 = r.sample(cj.JA_BRANDS, 2)
        buyer = r.choice(
            [
                "医療法人社団{b}会 {b}歯科クリニック",
                "{b}歯科医院",
                "医療法人{b}会 {b}デンタルオフィス",
            ]
        ).format(b=b1)
        sup = r.choice(
            [
                "株式会社{b}デンタル",
                "{b}歯科材料株式会社",
                "{b}歯科商店",
                "株式会社{b}メディカル",
                "{b}デンタルサプライ株式会社",
            ]
        ).format(b=b2)
        lines = [f"TEL {cj.ja_tel(r)}　FAX {cj.ja_tel(r)}"]
        if r.random() < 0.5:
            lines.append(f"ご担当：{cj.person(r, 'ja')} 様")
        return {
            "buyer": buyer,
            "sup": sup,
            "badr": f"{cj.ja_addr(r)}　TEL {cj.ja_tel(r)}",
            "sup_lines": lines,
            "c": "",
        }

    C = {
        "lang": "ja",
        "kind": "purchase_order",
        "names": names,
        "whole": True,
        "cur": ["¥{}", "￥{}-", "{}円"],
        "po_pat": "D{y}{m}-{n3}|{Y}{m}{d}-{n2}|No.{n6}",
        "po_lab": "注文番号|発注番号|注文No.",
        "refs": [("見積番号", "M{y}{n4}"), ("院内管理番号", "K-{n4}"), ("得意先コード", "{n6}")],
        "title": "注文書|発注書|御注文書",
        "dates": ["cn", "reiwa", "slash"],
        "heads": ["grid", "box", "title_num"],
        "T": JA_T,
        "sup_top": True,
        "honor": lambda r: r.choice([" 御中", "　御中", " 殿"]),
        "sup_lab": ["発注先", ""],
        "band": lambda r, n: [
            f"納期：{r.randint(1, 12)}月{r.randint(1, 28)}日　納品場所：当院受付　支払条件：月末締め翌月末払い"
        ],
        "items": JA_ITEMS,
        "n_small": [2, 3, 4, 5, 6, 7],
        "n_big": [40, 56],
        "cols": lambda r: ccols(r, JA_T),
        "rate": 10,
        "incl": 0.25,
        "ship": 0.2,
        "ship_amt": ["800", "1100", "1500"],
        "after": lambda r: [],
        "terms": lambda r, n: ["下記のとおり注文いたします。納品書には注文番号をご記入ください。"],
        "below": 0.3,
    }
    return twice(rng, lambda r, of: _cjk(r, of, C))


FAMILIES: dict[str, Draw] = {
    f.__name__: f
    for f in (
        fit20_zh_saishi_wuzi_caigou,
        fit20_zh_shuiwu_guanwang_caigou,
        fit20_hk_dulun_beijian_caigou,
        fit20_ja_shika_zairyo_hacchu,
        fit20_en_gb_vineyard_bottling_po,
        fit20_en_nz_dairy_farm_supplies_po,
        fit20_de_ch_seilbahn_ersatzteile_bestellung,
        fit20_fr_be_manege_equestre_commande,
        fit20_es_mx_uniformes_confirmacion_pedido,
        fit20_nl_camping_inkooporder,
    )
}

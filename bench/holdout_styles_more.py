"""More holdout layouts: invoices, ruled label/value cells, captions under values, two-page
orders, the number only in running headers, and small print."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING

from holdout_draw import Sheet, cents, fmt
from holdout_styles import Truth, _item_rows, _table, _truth

if TYPE_CHECKING:
    from holdout import Ctx


def _totals_right(
    s: Sheet,
    y: float,
    lines: list[tuple[str, str, bool]],
    *,
    lx: float = 360,
    rx: float = 551,
    size: float = 9,
) -> float:
    for label, value, bold in lines:
        s.text(lx, y, label, size, bold=bold)
        s.text(rx, y, value, size, bold=bold, align="right")
        y += size * 1.7
    return y


def en_invoice(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    s = Sheet()
    paid = cents(ctx.gross * Decimal("0.4"))
    po = ctx.number
    if v == 1:  # labelled parties side by side, no PO reference printed
        s.text(40, 40, "INVOICE", 22, bold=True)
        s.text(40, 80, f"Invoice No.: INV-{ctx.rng.randint(10000, 99999)}", 9)
        s.text(40, 93, "Invoice Date: March 12, 2026", 9)
        s.text(40, 125, "Seller", 8, bold=True)
        s.text(300, 125, "Bill To", 8, bold=True)
        for k, (a, b) in enumerate(
            zip(
                [ctx.supplier, "4100 Commerce Pkwy", "Tel 555-0182"],
                [ctx.buyer, "Attn: Accounts Payable", "77 Lake St"],
            )
        ):
            s.text(40, 138 + 12 * k, a, 9)
            s.text(300, 138 + 12 * k, b, 9)
        po = ""
    else:  # letterhead seller, no label at all
        s.text(40, 40, ctx.supplier, 15, bold=True)
        for k, line in enumerate(
            ["4100 Commerce Pkwy, Suite 12", "Columbus, OH 43215", "billing@example.com"]
        ):
            s.text(40, 60 + 11 * k, line, 8)
        s.text(555, 40, "TAX INVOICE" if v == 2 else "INVOICE", 22, bold=True, align="right")
        ref = "Your Order No." if v == 2 else "PO Number"
        info = [
            ("Invoice No.", f"INV-{ctx.rng.randint(10000, 99999)}"),
            ("Invoice Date", "03/12/2026"),
            ("Due Date", "04/11/2026"),
            (ref, ctx.number),
        ]
        for k, (label, value) in enumerate(info):
            s.text(465, 80 + 13 * k, label, 8.5, align="right")
            s.text(475, 80 + 13 * k, value, 8.5)
        s.text(40, 150, "Bill To", 8, bold=True)
        s.text(250, 150, "Ship To", 8, bold=True)
        for k, line in enumerate([ctx.buyer, "Attn: Accounts Payable", "77 Lake St"]):
            s.text(40, 163 + 12 * k, line, 9)
            s.text(250, 163 + 12 * k, line, 9)
    s.rect(40, 220, 515, 18, fill=0.85)
    rows = [
        [r[1], r[2], fmt(p, "en"), fmt(cents(q * p), "en")]
        for r, (_, q, p) in zip(_item_rows(ctx, "en"), ctx.items)
    ]
    y = _table(
        s,
        40,
        220,
        ["Description", "Qty", "Rate", "Amount"],
        [275, 60, 90, 90],
        rows,
        right={1, 2, 3},
        ruled=False,
    )
    y += 18
    tax = f"Tax ({ctx.vat_rate.normalize()}%)"
    if v == 1:
        lines = [
            ("Subtotal", fmt(ctx.net, "en"), False),
            ("Sales Tax", fmt(ctx.vat, "en"), False),
            ("Amount Due", f"USD {fmt(ctx.gross, 'en')}", True),
        ]
    elif v == 2:
        lines = [
            ("Subtotal", fmt(ctx.net, "en"), False),
            (tax, fmt(ctx.vat, "en"), False),
            ("Total USD", fmt(ctx.gross, "en"), True),
            ("Amount Paid", fmt(ctx.gross, "en"), False),
            ("Balance Due", "0.00", True),
        ]
    else:
        lines = [
            ("Subtotal", fmt(ctx.net, "en"), False),
            (tax, fmt(ctx.vat, "en"), False),
            ("Total", fmt(ctx.gross, "en"), True),
            ("Payments/Credits", f"-{fmt(paid, 'en')}", False),
            ("Balance Due", f"USD {fmt(ctx.gross - paid, 'en')}", True),
        ]
    s.rect(350, y - 6, 205, 17 * len(lines) + 6)
    _totals_right(s, y, lines)
    s.text(40, 760, "Thank you for your business. Payment terms: Net 30.", 8)
    return [s], _truth(po, ctx.supplier, ctx.gross)


def cell_grid(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    s = Sheet()
    de = ctx.lang == "de"
    style, cur = ("de", "EUR") if de else ("en", "USD")
    s.text(297, 36, "BESTELLUNG" if de else "PURCHASE ORDER", 14, bold=True, align="center")
    labels = (
        [
            ("Bestell-Nr.", ctx.number, "Datum", "12.03.2026"),
            ("Lieferant", ctx.supplier, "Besteller", ctx.buyer),
            ("Lieferantennummer", "K-88213", "Anforderer", "D. Park"),
            ("Zahlungsziel", "30 Tage", "Lieferung", "frei Haus"),
        ]
        if de
        else [
            ("Order Number", ctx.number, "Order Date", "2026-03-12"),
            ("Supplier", ctx.supplier, "Buyer", ctx.buyer),
            ("Supplier ID", "V-88213", "Requested by", "D. Park"),
            ("Payment Terms", "Net 45", "Delivery", "FOB Destination"),
        ]
    )
    widths = [95, 165, 80, 175]
    s.grid(40, 66, widths, [22] * len(labels))
    for r, cells in enumerate(labels):
        if v == 1:
            s.rect(40, 66 + 22 * r, 95, 22, fill=0.9)
        cx = 40
        for c, (text, w) in enumerate(zip(cells, widths)):
            s.text(cx + 4, 66 + 22 * r + 7, text, 8.5, bold=c % 2 == 0)
            cx += w
    rows = [
        [r[1], r[2], fmt(p, style), fmt(cents(q * p), style)]
        for r, (_, q, p) in zip(_item_rows(ctx, style), ctx.items)
    ]
    y = _table(
        s,
        40,
        190,
        [
            "Artikel" if de else "Description",
            "Menge" if de else "Qty",
            "Preis" if de else "Unit Price",
            "Betrag" if de else "Amount",
        ],
        [255, 60, 100, 100],
        rows,
        right={1, 2, 3},
    )
    discount, freight = cents(ctx.net * Decimal("0.02")), Decimal("45.00")
    tax = cents((ctx.net - discount) * ctx.vat_rate / 100)
    total = ctx.net - discount + freight + tax
    names = (
        (
            "Zwischensumme",
            "Rabatt 2 %",
            "Versand",
            f"MwSt {ctx.vat_rate.normalize()} %",
            "Gesamtsumme",
        )
        if de
        else ("Subtotal", "Discount 2%", "Freight", f"Tax {ctx.vat_rate.normalize()}%", "TOTAL")
    )
    values = (ctx.net, -discount, freight, tax, total)
    y += 24
    s.grid(335, y, [120, 100], [20] * 5)
    for k, (label, value) in enumerate(zip(names, values)):
        bold = k == 4
        s.text(340, y + 20 * k + 6, label, 8.5, bold=bold)
        s.text(551, y + 20 * k + 6, f"{fmt(value, style)} {cur}", 8.5, bold=bold, align="right")
    return [s], _truth(ctx.number, ctx.supplier, total)


def caption_below(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    """Form fields: the value written on a rule, its caption printed small underneath."""
    s = Sheet()
    s.text(40, 40, "PURCHASE ORDER", 16, bold=True)

    def field(
        x: float, y: float, w: float, value: str, caption: str, *, align: str = "left"
    ) -> None:
        s.text(x + w - 2 if align == "right" else x + 2, y, value, 10.5, align=align)
        s.line(x, y + 14, x + w, y + 14)
        s.text(x, y + 17, caption, 6.5)

    field(40, 90, 160, ctx.number, "P.O. Number")
    field(230, 90, 110, "03/12/2026", "Date")
    field(370, 90, 185, "Net 30", "Terms")
    field(40, 140, 260, ctx.supplier, "Supplier" if v != 1 else "Vendor")
    field(330, 140, 225, ctx.buyer, "Ship To")
    rows = [
        [r[1], r[2], fmt(p, "en"), fmt(cents(q * p), "en")]
        for r, (_, q, p) in zip(_item_rows(ctx, "en"), ctx.items)
    ]
    y = _table(
        s,
        40,
        200,
        ["Description", "Qty", "Unit Price", "Amount"],
        [275, 60, 90, 90],
        rows,
        right={1, 2, 3},
        ruled=False,
    )
    y += 30
    field(230, y, 100, fmt(ctx.net, "en"), "Subtotal", align="right")
    field(345, y, 90, fmt(ctx.vat, "en"), "Tax", align="right")
    field(450, y, 105, fmt(ctx.gross, "en"), "Total", align="right")
    field(40, y + 70, 200, "", "Authorized Signature")
    return [s], _truth(ctx.number, ctx.supplier, ctx.gross)


def _two_page_header(s: Sheet, ctx: Ctx, page: int, *, de: bool) -> None:
    label = "Seite" if de else "Page"
    s.text(555, 30, f"{label} {page} / 2" if de else f"{label} {page} of 2", 8, align="right")


def continued(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    de = ctx.lang == "de"
    style = "de" if de else "en"
    first, second = Sheet(), Sheet()
    _two_page_header(first, ctx, 1, de=de)
    first.text(40, 40, "BESTELLUNG" if de else "PURCHASE ORDER", 16, bold=True)
    first.text(40, 70, f"{'Bestellnummer' if de else 'PO Number'}: {ctx.number}", 9.5)
    first.text(40, 100, "Lieferant" if de else "Vendor", 8, bold=True)
    for k, line in enumerate([ctx.supplier, "Industriestraße 12" if de else "1200 Harbor Blvd"]):
        first.text(40, 113 + 12 * k, line, 9)
    head = (
        ["Pos.", "Bezeichnung", "Menge", "Einheit", "Preis", "Betrag"]
        if de
        else ["Line", "Description", "Qty", "UoM", "Price", "Extended"]
    )
    widths = [35, 220, 45, 40, 85, 90]
    rows = _item_rows(ctx, style)
    cut = 5
    y = _table(first, 40, 170, head, widths, rows[:cut], right={2, 4, 5})
    carried = sum((cents(q * p) for _, q, p in ctx.items[:cut]), Decimal("0"))
    carry_label = {0: "Subtotal carried forward", 1: "Übertrag", 2: "Total carried forward"}[v]
    _totals_right(first, y + 14, [(carry_label, fmt(carried, style), True)], lx=330)
    first.text(40, y + 50, "Fortsetzung auf Seite 2" if de else "Continued on next page", 8.5)
    _two_page_header(second, ctx, 2, de=de)
    second.text(40, 40, f"{'Bestellung' if de else 'Purchase Order'} {ctx.number}", 9, bold=True)
    _totals_right(
        second, 66, [("Übertrag" if de else "Brought forward", fmt(carried, style), False)], lx=330
    )
    y = _table(second, 40, 90, head, widths, rows[cut:], right={2, 4, 5})
    freight = Decimal("75.00")
    total = ctx.net + freight + ctx.vat
    lines = [
        ("Zwischensumme" if de else "Subtotal", fmt(ctx.net, style), False),
        ("Fracht" if de else "Freight", fmt(freight, style), False),
        (f"MwSt. {ctx.vat_rate.normalize()} %" if de else "Sales Tax", fmt(ctx.vat, style), False),
    ]
    if v == 2:  # the grand total line is printed but left for the approver to fill in
        lines.append(("Grand Total", "", True))
    else:
        lines.append(("Gesamtbetrag" if de else "Grand Total", fmt(total, style), True))
    _totals_right(second, y + 16, lines, lx=330)
    return [first, second], _truth(ctx.number, ctx.supplier, None if v == 2 else total)


def running_header(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    """The order number appears only in each page's running header and footer."""
    de = ctx.lang == "de"
    style = "de" if de else "en"
    sheets = [Sheet(), Sheet()]
    for n, s in enumerate(sheets, start=1):
        if v == 0:
            s.text(40, 20, f"Purchase Order {ctx.number}", 7)
            s.text(555, 20, f"Page {n} of 2", 7, align="right")
            s.text(
                297, 810, f"PO {ctx.number} · Printed 2026-03-12 · Page {n}/2", 6.5, align="center"
            )
        elif v == 1:
            s.text(40, 20, f"Bestellung {ctx.number} | Seite {n} von 2", 7)
            s.text(
                297,
                810,
                f"{ctx.buyer} · Bestellung {ctx.number} · Seite {n}/2",
                6.5,
                align="center",
            )
        else:
            s.text(555, 20, f"PO {ctx.number}", 8, align="right")
            s.text(40, 810, f"Page {n} of 2", 6.5)
    first, second = sheets
    first.text(297, 50, "BESTELLUNG" if de else "PURCHASE ORDER", 16, bold=True, align="center")
    first.text(40, 90, f"{'Lieferant' if de else 'Supplier'}:", 9, bold=True)
    first.text(110, 90, ctx.supplier, 9)
    first.text(40, 104, f"{'Besteller' if de else 'Buyer'}:", 9, bold=True)
    first.text(110, 104, ctx.buyer, 9)
    first.text(40, 118, f"{'Datum' if de else 'Date'}:", 9, bold=True)
    first.text(110, 118, "12.03.2026" if de else "March 12, 2026", 9)
    head = (
        ["Pos.", "Bezeichnung", "Menge", "Einheit", "Preis", "Betrag"]
        if de
        else ["Line", "Description", "Qty", "UoM", "Price", "Amount"]
    )
    widths = [35, 220, 45, 40, 85, 90]
    rows = _item_rows(ctx, style)
    _table(first, 40, 150, head, widths, rows[:-1], right={2, 4, 5})
    y = _table(second, 40, 60, head, widths, rows[-1:], right={2, 4, 5})
    _totals_right(
        second,
        y + 20,
        [
            ("Nettobetrag" if de else "Net Amount", fmt(ctx.net, style), False),
            ("MwSt." if de else "VAT", fmt(ctx.vat, style), False),
            ("Gesamtbetrag" if de else "Order Total", fmt(ctx.gross, style), True),
        ],
        lx=330,
    )
    return sheets, _truth(ctx.number, ctx.supplier, ctx.gross)


def small_print(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    s = Sheet()
    fr = ctx.lang == "fr"
    style = "fr" if fr else "en"
    size = 6.5
    s.text(40, 30, "BON DE COMMANDE" if fr else "PURCHASE ORDER", 10, bold=True)
    if fr:
        cols = [
            [f"N° commande : {ctx.number}", "Date : 12/03/2026"],
            [f"Fournisseur : {ctx.supplier}", "Tél. : 04 72 00 00 00"],
            [f"Client : {ctx.buyer}", "Livraison : franco"],
        ]
    else:
        cols = [
            [f"PO No. {ctx.number}", "Date 2026-03-12", "Rev. 2"],
            [f"Vendor: {ctx.supplier}", "Vendor ID: 55102", "Terms: Net 30"],
            [f"Ship To: {ctx.buyer}", "Attn: Receiving", "Via: UPS Ground"],
        ]
    for c, lines in enumerate(cols):
        for k, line in enumerate(lines):
            s.text(40 + 180 * c, 52 + 9 * k, line, size)
    rows = [
        [r[1], r[2], fmt(p, style), fmt(cents(q * p), style)]
        for r, (_, q, p) in zip(_item_rows(ctx, style), ctx.items)
    ]
    head = (
        ["Désignation", "Qté", "P.U.", "Montant"]
        if fr
        else ["Description", "Qty", "Unit Price", "Amount"]
    )
    y = _table(s, 40, 90, head, [300, 50, 80, 85], rows, size=size, right={1, 2, 3})
    cur = "€" if fr else "USD"
    lines = (
        [
            ("Montant HT", f"{fmt(ctx.net, style)} {cur}", False),
            ("Montant TVA", f"{fmt(ctx.vat, style)} {cur}", False),
            ("Montant TTC", f"{fmt(ctx.gross, style)} {cur}", True),
        ]
        if fr
        else [
            ("Subtotal", f"{fmt(ctx.net, style)} {cur}", False),
            ("Tax", f"{fmt(ctx.vat, style)} {cur}", False),
            ("Total (USD)", fmt(ctx.gross, style), True),
        ]
    )
    _totals_right(s, y + 10, lines, lx=400, size=size)
    s.text(
        40,
        y + 60,
        "Conditions générales d'achat au verso."
        if fr
        else "Standard terms and conditions apply. See reverse.",
        size,
    )
    return [s], _truth(ctx.number, ctx.supplier, ctx.gross)


STYLES: dict[str, Callable[[Ctx, int], tuple[list[Sheet], Truth]]] = {
    "en_invoice": en_invoice,
    "cell_grid": cell_grid,
    "caption_below": caption_below,
    "continued": continued,
    "running_header": running_header,
    "small_print": small_print,
}

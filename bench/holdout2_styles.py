"""Document styles for bench/holdout2.py, part one: US grid PO, NetSuite/Oracle-style PO,
Hong Kong bilingual 採購單, UK PO with VAT lines, Italian ordine, Spanish orden de compra."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from holdout2_draw import LANDSCAPE_A4, PORTRAIT_LETTER, Page, money, text_width

Truth = dict[str, str]


@dataclass
class Ctx:
    rng: random.Random
    number: str
    supplier: str
    supplier_lines: list[str]  # address lines under the name
    buyer: str
    items: list[tuple[str, int, Decimal]]
    rate: Decimal
    fmt: str  # money() style

    def m(self, value: Decimal) -> str:
        return money(value, self.fmt)

    @property
    def net(self) -> Decimal:
        return sum((_c(q * p) for _, q, p in self.items), Decimal(0))

    @property
    def tax(self) -> Decimal:
        return _c(self.net * self.rate / 100)

    @property
    def gross(self) -> Decimal:
        return self.net + self.tax


def _c(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def truth(ctx: Ctx, total: Decimal | None) -> Truth:
    return {
        "order_number": ctx.number,
        "supplier": ctx.supplier,
        "total": "" if total is None else f"{_c(total):.2f}",
    }


def item_table(
    p: Page,
    ctx: Ctx,
    x: float,
    y: float,
    heads: list[str],
    widths: list[float],
    *,
    font: str = "sans",
    size: float = 8.5,
    extra_rows: list[list[str]] | None = None,
) -> float:
    """Ruled line-item table (#, description, qty, unit price, amount); returns y below it."""
    rows = [heads] + [
        [str(k + 1), d, str(q), ctx.m(pr), ctx.m(_c(q * pr))]
        for k, (d, q, pr) in enumerate(ctx.items)
    ]
    rows += extra_rows or []
    heights = [16.0] * len(rows)
    p.rows(x, y, widths, heights)
    for r, row in enumerate(rows):
        cx = x
        for c, (cell, w) in enumerate(zip(row, widths)):
            ty = y + 16 * r + 4
            bold = r == 0 or (extra_rows is not None and r >= len(rows) - len(extra_rows))
            if c >= 2 and r > 0:
                p.text(cx + w - 4, ty, cell, size, font=font, bold=bold, align="right")
            else:
                p.text(cx + 4, ty, cell, size, font=font, bold=bold)
            cx += w
    return y + 16 * len(rows)


def us_grid(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """US PO: "P.O. #" / "DATE" captions over values in a grid, VENDOR and SHIP TO blocks
    side by side under shaded bars, the grand TOTAL in the table's last row."""
    p = Page(size=PORTRAIT_LETTER)
    p.text(40, 36, ctx.buyer, 15, bold=True)
    p.text(40, 56, "1200 Commerce Blvd, Suite 300, Dayton, OH 45402", 8)
    p.text(570, 36, "PURCHASE ORDER", 20, bold=True, align="right", grey=0.3)
    heads = ["DATE", "P.O. #"] if v != 1 else ["P.O. #", "DATE", "REQUISITIONER"]
    values = {"DATE": "03/14/2026", "P.O. #": ctx.number, "REQUISITIONER": "J. Alvarez"}
    gx, cw = 570 - 95 * len(heads), 95
    p.rows(gx, 66, [cw] * len(heads), [15, 18])
    for k, hname in enumerate(heads):
        p.rect(gx + k * cw, 66, cw, 15, fill=0.85)
        p.text(gx + k * cw + cw / 2, 69, hname, 8, bold=True, align="center")
        p.text(gx + k * cw + cw / 2, 85, values[hname], 9, align="center")
    for bx, title, lines in (
        (40, "VENDOR", [ctx.supplier, *ctx.supplier_lines]),
        (320, "SHIP TO", [ctx.buyer, "Receiving Dock B", "Dayton, OH 45402"]),
    ):
        p.rect(bx, 120, 250, 14, fill=0.25)
        p.text(bx + 5, 123, title, 8.5, bold=True, grey=1.0)
        for k, s in enumerate(lines):
            p.text(bx + 5, 140 + 12 * k, s, 9)
    grid_y = 205
    p.rows(40, grid_y, [132] * 4, [14, 16])
    for k, (hname, val) in enumerate(
        zip(
            ["REQUISITIONER", "SHIP VIA", "F.O.B.", "SHIPPING TERMS"],
            ["J. Alvarez", "UPS Ground", "Destination", "Net 30"],
        )
    ):
        p.text(40 + 132 * k + 4, grid_y + 3, hname, 7.5, bold=True)
        p.text(40 + 132 * k + 4, grid_y + 18, val, 8.5)
    extra = [
        ["", "", "", "SUBTOTAL", ctx.m(ctx.net)],
        ["", "", "", "TAX", ctx.m(ctx.tax)],
        ["", "", "", "TOTAL", "$ " + ctx.m(ctx.gross) if v == 2 else ctx.m(ctx.gross)],
    ]
    item_table(
        p,
        ctx,
        40,
        250,
        ["ITEM #", "DESCRIPTION", "QTY", "UNIT PRICE", "TOTAL"],
        [60, 236, 50, 90, 92],
        extra_rows=extra,
    )
    return [p], truth(ctx, ctx.gross)


def netsuite(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """ERP print: "Purchase Order" and "#NUMBER" top right, a "Vendor:" block on the left
    ("Ship To:" beside it), totals right-aligned with the word "Total" before the amount."""
    p = Page(size=LANDSCAPE_A4 if v == 1 else PORTRAIT_LETTER)
    right = p.w - 40
    p.text(40, 40, ctx.buyer, 12, bold=True)
    p.text(40, 56, "PO Box 4410, Austin TX 78765", 8)
    p.text(right, 36, "Purchase Order", 22, align="right")
    p.text(right, 64, f"#{ctx.number}", 12, bold=True, align="right")
    p.text(right, 82, "3/14/2026", 9, align="right")
    p.text(40, 110, "Vendor:" if v != 2 else "Vendor", 8.5, bold=True)
    for k, s in enumerate([ctx.supplier, *ctx.supplier_lines]):
        p.text(40, 124 + 11 * k, s, 9)
    p.text(300, 110, "Ship To:", 8.5, bold=True)
    for k, s in enumerate([ctx.buyer, "Attn: Receiving", "Austin TX 78744"]):
        p.text(300, 124 + 11 * k, s, 9)
    y = item_table(
        p,
        ctx,
        40,
        190,
        ["Line", "Item", "Quantity", "Rate", "Amount"],
        [40, p.w - 370, 70, 100, 110],
    )
    for k, (lab, val) in enumerate(
        (
            ("Subtotal", ctx.m(ctx.net)),
            ("Tax Total", ctx.m(ctx.tax)),
            ("Total", "$" + ctx.m(ctx.gross)),
        )
    ):
        p.text(right - 120, y + 14 + 15 * k, lab, 9.5, bold=k == 2, align="right")
        p.text(right, y + 14 + 15 * k, val, 9.5, bold=k == 2, align="right")
    return [p], truth(ctx, ctx.gross)


def hk_bilingual(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Hong Kong 採購單 / PURCHASE ORDER: traditional Chinese labels with English beside them,
    HK$ amounts, 總計 Total at the end."""
    p = Page()
    p.text(297, 30, ctx.buyer, 14, font="cjk", align="center")
    p.text(297, 52, "採購單 PURCHASE ORDER", 16, font="cjk", align="center")
    rows = [
        ("採購單號 P.O. No.:" if v != 1 else "採購單號：", ctx.number),
        ("日期 Date:", "2026年3月14日"),
        ("供應商 Supplier:" if v != 1 else "供應商：", ctx.supplier),
        ("地址 Address:", ctx.supplier_lines[0]),
        ("交貨地點 Delivery:", "九龍觀塘道388號"),
    ]
    for k, (lab, val) in enumerate(rows):
        p.text(50, 90 + 18 * k, lab, 9.5, font="cjk")
        p.text(170, 90 + 18 * k, val, 9.5, font="cjk")
    y = item_table(
        p,
        ctx,
        50,
        190,
        ["項目", "貨品描述 Description", "數量", "單價 HK$", "金額 HK$"],
        [36, 240, 50, 80, 90],
        font="cjk",
    )
    total = ctx.net  # Hong Kong has no VAT
    lab = "總計 Total:" if v != 2 else "總計"
    p.text(380, y + 14, lab, 10, font="cjk")
    p.text(
        546,
        y + 14,
        f"HK$ {ctx.m(total)}" if v != 2 else ctx.m(total),
        10,
        font="cjk",
        align="right",
    )
    p.text(50, y + 60, "授權簽署 Authorised Signature: ____________", 9, font="cjk")
    if v == 2:
        p.stamp(450, y + 24, ["APPROVED", "14 MAR 2026"])
    return [p], truth(ctx, total)


def uk_po(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """UK PO: "Order Number", "Supplier" in a two-column panel, then Net, "VAT @ 20%",
    "Gross Total £" stacked under the lines."""
    p = Page()
    p.text(40, 40, ctx.buyer.upper(), 13, font="serif", bold=True)
    p.text(
        40,
        58,
        "Unit 7, Riverside Park, Leeds LS10 1AB  ·  VAT Reg No GB 284 1193 02",
        8,
        font="serif",
    )
    p.text(555, 40, "PURCHASE ORDER", 15, font="serif", bold=True, align="right")
    panel = [
        ("Order Number", ctx.number),
        ("Order Date", "14/03/2026"),
        ("Supplier", ctx.supplier),
        ("Supplier A/C", "SUP-0" + str(ctx.rng.randint(1000, 9999))),
        ("Deliver To", ctx.buyer),
    ]
    if v == 1:
        panel.reverse()
    for k, (lab, val) in enumerate(panel):
        p.rect(40, 90 + 17 * k, 110, 17, fill=0.9)
        p.rect(150, 90 + 17 * k, 240, 17)
        p.text(44, 94 + 17 * k, lab, 8.5, font="serif", bold=True)
        p.text(154, 94 + 17 * k, val, 9, font="serif")
    y = item_table(
        p,
        ctx,
        40,
        200,
        ["Ln", "Description", "Qty", "Price £", "Net £"],
        [30, 265, 50, 80, 90],
        font="serif",
    )
    lines = [
        ("Net", ctx.m(ctx.net)),
        ("VAT @ 20%", ctx.m(ctx.tax)),
        ("Gross Total £", ctx.m(ctx.gross)),
    ]
    if v == 2:
        lines[2] = ("Gross Total", "£" + ctx.m(ctx.gross))
    for k, (lab, val) in enumerate(lines):
        p.text(420, y + 12 + 15 * k, lab, 9.5, font="serif", bold=k == 2, align="right")
        p.text(555, y + 12 + 15 * k, val, 9.5, font="serif", bold=k == 2, align="right")
    if v == 0:
        p.watermark("COPY")
    return [p], truth(ctx, ctx.gross)


def it_ordine(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Italian ordine d'acquisto: Fornitore box, "N. ordine" in a header strip, Imponibile,
    IVA 22%, "Totale documento €"."""
    p = Page()
    p.text(40, 36, ctx.buyer, 13, bold=True)
    p.text(40, 54, "Via Roma 118 - 20121 Milano (MI) - P.IVA 03148220961", 7.5)
    p.text(40, 84, "ORDINE D'ACQUISTO", 14, bold=True)
    strip = [
        ("N. ordine", ctx.number),
        ("Data", "14/03/2026"),
        ("Pagamento", "Bonifico 60 gg d.f.f.m."),
    ]
    for k, (lab, val) in enumerate(strip):
        p.rect(40 + 130 * k, 104, 130, 30)
        p.text(44 + 130 * k, 107, lab, 7, grey=0.35)
        p.text(44 + 130 * k, 119, val, 9.5 if k < 2 else 8)
    p.rect(330, 150, 225, 70)
    p.text(336, 154, "Fornitore" if v != 1 else "Spett.le Fornitore", 7.5, grey=0.35)
    for k, s in enumerate([ctx.supplier, *ctx.supplier_lines]):
        p.text(336, 168 + 12 * k, s, 9.5 if k == 0 else 8.5, bold=k == 0)
    y = item_table(
        p,
        ctx,
        40,
        240,
        ["Pos.", "Descrizione", "Q.tà", "Prezzo unit.", "Importo"],
        [34, 261, 50, 85, 85],
    )
    p.rows(300, y + 16, [85, 85, 85], [14, 18])
    for k, (lab, val) in enumerate(
        (
            ("Imponibile", ctx.m(ctx.net)),
            ("IVA 22%", ctx.m(ctx.tax)),
            ("Totale documento €", ctx.m(ctx.gross)),
        )
    ):
        p.text(304 + 85 * k, y + 19, lab, 7, bold=k == 2)
        p.text(381 + 85 * k, y + 35, val, 9, bold=k == 2, align="right")
    return [p], truth(ctx, ctx.gross)


def es_orden(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Spanish orden de compra: "N.º de pedido", "Proveedor:" line, Base imponible, IVA 21 %,
    "Importe total"; the 3rd variant is landscape with a PAGADO stamp over the total."""
    p = Page(size=LANDSCAPE_A4 if v == 2 else PORTRAIT_LETTER)
    right = p.w - 40
    p.text(40, 36, ctx.buyer, 13, bold=True)
    p.text(40, 54, "C/ de Alcalá 214, 28028 Madrid - CIF B-84512277", 8)
    p.text(right, 36, "ORDEN DE COMPRA", 15, bold=True, align="right")
    p.text(right - 110, 60, "N.º de pedido:", 9, align="right")
    p.text(right, 60, ctx.number, 9, bold=True, align="right")
    p.text(right - 110, 74, "Fecha:", 9, align="right")
    p.text(right, 74, "14/03/2026", 9, align="right")
    p.text(40, 100, "Proveedor:", 9, bold=True)
    p.text(40 + text_width("Proveedor: ", 9, bold=True), 100, ctx.supplier, 9)
    p.text(40, 114, "Dirección: " + ctx.supplier_lines[0], 8.5)
    p.text(40, 128, "Entregar en: " + ctx.buyer + ", Almacén central", 8.5)
    y = item_table(
        p,
        ctx,
        40,
        160,
        ["Ref.", "Descripción", "Cant.", "Precio", "Importe"],
        [44, p.w - 380, 60, 110, 116],
    )
    for k, (lab, val) in enumerate(
        (
            ("Base imponible", ctx.m(ctx.net)),
            ("IVA 21 %", ctx.m(ctx.tax)),
            ("Importe total", ctx.m(ctx.gross) + " €"),
        )
    ):
        p.text(right - 130, y + 12 + 15 * k, lab, 9.5, bold=k == 2, align="right")
        p.text(right, y + 12 + 15 * k, val, 9.5, bold=k == 2, align="right")
    if v == 2:
        p.stamp(right - 60, y + 44, ["PAGADO"], angle=8)
    return [p], truth(ctx, ctx.gross)


STYLES: dict[str, Callable[[Ctx, int], tuple[list[Page], Truth]]] = {
    "us_grid": us_grid,
    "netsuite": netsuite,
    "hk_bilingual": hk_bilingual,
    "uk_po": uk_po,
    "it_ordine": it_ordine,
    "es_orden": es_orden,
}

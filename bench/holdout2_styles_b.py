"""Document styles for bench/holdout2.py, part two: Dutch inkooporder, Chinese 订货单 with
卖方/买方, the grand total in one table cell ("TOTAL USD 12,345.67"), a letter addressed
"To:" the supplier, and a three-page order whose terms follow the totals page."""

from __future__ import annotations

from collections.abc import Callable

from holdout2_draw import LANDSCAPE_A4, Page, text_width
from holdout2_styles import Ctx, Truth, item_table, truth


def nl_inkoop(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Dutch inkooporder: Leverancier address window, Ordernummer in a key/value column,
    "Totaal excl. BTW", "BTW 21%", "Totaal incl. BTW"."""
    p = Page()
    p.text(555, 36, ctx.buyer, 12, bold=True, align="right")
    p.text(555, 52, "Stationsplein 45, 3511 ED Utrecht", 8, align="right")
    p.text(60, 110, "Leverancier", 7.5, grey=0.4)
    for k, s in enumerate([ctx.supplier, *ctx.supplier_lines]):
        p.text(60, 122 + 12 * k, s, 10)
    p.text(60, 200, "INKOOPORDER", 16, bold=True)
    keys = [
        ("Ordernummer", ctx.number),
        ("Orderdatum", "14-03-2026"),
        ("Uw referentie", "OFF-" + str(ctx.rng.randint(1000, 9999))),
    ]
    for k, (lab, val) in enumerate(keys):
        p.text(340, 110 + 14 * k, lab, 9)
        p.text(430, 110 + 14 * k, ": " + val if v == 1 else val, 9)
    y = item_table(
        p,
        ctx,
        60,
        230,
        ["Nr", "Omschrijving", "Aantal", "Prijs", "Bedrag"],
        [30, 245, 55, 80, 85],
    )
    sums = [
        ("Totaal excl. BTW", ctx.m(ctx.net)),
        ("BTW 21%", ctx.m(ctx.tax)),
        ("Totaal incl. BTW", "€ " + ctx.m(ctx.gross)),
    ]
    for k, (lab, val) in enumerate(sums):
        p.text(440, y + 12 + 15 * k, lab, 9.5, bold=k == 2, align="right")
        p.text(555, y + 12 + 15 * k, val, 9.5, bold=k == 2, align="right")
    return [p], truth(ctx, ctx.gross)


def zh_dinghuo(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Chinese 订货单: 卖方 / 买方 blocks side by side, 订单号 at the top right, the total
    with a full-width ￥ (and, in one variant, full-width digits)."""
    p = Page()
    p.text(297, 40, "订 货 单", 20, font="cjk", align="center")
    p.text(555, 74, "订单号：" + ctx.number, 9.5, font="cjk", align="right")
    p.text(40, 74, "日期：2026年3月14日", 9.5, font="cjk")
    for bx, lab, name in ((40, "卖方", ctx.supplier), (310, "买方", ctx.buyer)):
        p.rect(bx, 96, 245, 60)
        p.text(
            bx + 6, 102, f"{lab}：{name}" if v != 2 else f"{lab}（盖章）：{name}", 9.5, font="cjk"
        )
        p.text(
            bx + 6,
            120,
            "地址：" + (ctx.supplier_lines[0] if bx == 40 else "上海市浦东新区张江路88号"),
            8.5,
            font="cjk",
        )
        p.text(bx + 6, 136, "电话：021-5" + str(ctx.rng.randint(1000000, 9999999)), 8.5, font="cjk")
    y = item_table(
        p,
        ctx,
        40,
        176,
        ["序号", "品名规格", "数量", "单价(元)", "金额(元)"],
        [36, 250, 50, 90, 89],
        font="cjk",
    )
    figure = ctx.m(ctx.gross)
    if v == 1:
        figure = figure.translate(str.maketrans("0123456789,.", "０１２３４５６７８９，．"))
    p.text(40, y + 14, "总计：￥" + figure if v != 2 else "总计", 10, font="cjk")
    if v == 2:
        p.text(150, y + 14, "￥" + figure, 10, font="cjk")
    p.text(40, y + 40, "交货期：合同签订后15日内；付款方式：货到票到30天", 8.5, font="cjk")
    return [p], truth(ctx, ctx.gross)


def one_cell_total(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Export-style PO: a bordered header with "PO NUMBER"/"SUPPLIER" cells and the grand
    total as a single merged cell, "TOTAL USD 12,345.67"."""
    p = Page(size=LANDSCAPE_A4 if v == 0 else Page().size)
    right = p.w - 40
    p.text(40, 34, ctx.buyer, 14, font="mono", bold=True)
    p.text(right, 34, "PURCHASE ORDER", 14, font="mono", bold=True, align="right")
    half = (p.w - 80) / 2
    p.rows(40, 62, [half, half], [36, 48])
    p.text(44, 65, "PO NUMBER", 7, font="mono")
    p.text(44, 79, ctx.number, 10, font="mono", bold=True)
    p.text(44 + half, 65, "DATE", 7, font="mono")
    p.text(44 + half, 79, "2026-03-14", 10, font="mono")
    p.text(44, 101, "SUPPLIER", 7, font="mono")
    p.text(44, 115, ctx.supplier, 9.5, font="mono")
    p.text(44, 127, ctx.supplier_lines[0], 8, font="mono")
    p.text(44 + half, 101, "CONSIGNEE", 7, font="mono")
    p.text(44 + half, 115, ctx.buyer, 9.5, font="mono")
    y = item_table(
        p,
        ctx,
        40,
        160,
        ["NO", "DESCRIPTION", "QTY", "UNIT USD", "AMOUNT USD"],
        [36, p.w - 392, 60, 120, 96],
        font="mono",
    )
    p.rect(40, y, p.w - 80, 18)
    cell = f"TOTAL USD {ctx.m(ctx.net)}"
    p.text(right - 4, y + 4, cell, 9.5, font="mono", bold=True, align="right")
    p.text(
        40, y + 34, "SAY US DOLLARS " + ("AS ABOVE ONLY" if v else "TOTAL AS ABOVE"), 8, font="mono"
    )
    return [p], truth(ctx, ctx.net)


def letter_to(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """A purchase order written as a letter: "To:" the supplier, "Our Order No." in the
    reference lines, the value in the closing paragraph (variant 2 quotes none)."""
    p = Page()
    p.text(40, 40, ctx.buyer, 14, font="serif", bold=True)
    p.text(40, 58, "Procurement Office · 22 Harbour Road · Wan Chai", 8.5, font="serif")
    p.text(40, 100, "To:", 10, font="serif", bold=True)
    for k, s in enumerate([ctx.supplier, *ctx.supplier_lines]):
        p.text(70, 100 + 13 * k, s, 10, font="serif")
    p.text(400, 100, "Date: 14 March 2026", 10, font="serif")
    ref = "Our Order No.:" if v != 1 else "Our Ref:"
    p.text(400, 114, ref, 10, font="serif")
    p.text(400 + text_width(ref + " ", 10, font="serif"), 114, ctx.number, 10, font="serif")
    p.text(40, 170, "Dear Sirs,", 10, font="serif")
    p.text(
        40,
        188,
        "Please supply the following goods in accordance with your quotation and",
        10,
        font="serif",
    )
    p.text(40, 201, "our standard terms and conditions of purchase:", 10, font="serif")
    y = item_table(
        p,
        ctx,
        40,
        222,
        ["Item", "Description", "Qty", "Unit Price", "Amount"],
        [36, 260, 50, 85, 85],
        font="serif",
    )
    if v != 2:
        text = f"The total value of this order is HK$ {ctx.m(ctx.net)}."
        p.text(40, y + 18, text, 10, font="serif")
    else:
        p.text(
            40,
            y + 18,
            "Prices are as quoted; delivery within 14 days of this letter.",
            10,
            font="serif",
        )
    p.text(40, y + 50, "Yours faithfully,", 10, font="serif")
    p.text(40, y + 90, "Purchasing Manager", 10, font="serif")
    return [p], truth(ctx, ctx.net if v != 2 else None)


TERMS = [
    "1. Acceptance. This order is accepted by signature or by delivery of the goods.",
    "2. Prices. Prices are fixed for 90 days and include packing; the total price stated",
    "   on the order may not be exceeded without written approval.",
    "3. Invoicing. Invoices must quote the order number and are payable net 30 days.",
    "4. Delivery. Time of delivery is of the essence; late deliveries may be refused.",
    "5. Warranty. Goods shall be free of defects for 12 months from acceptance.",
    "6. Liability. The Buyer's total liability shall not exceed the value of the order.",
    "7. Law. This order is governed by the laws of the State of New York.",
]


def three_page(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Three pages: header and lines; the rest of the lines and the totals; then two-column
    terms and conditions on the last page (which mention "total price" and figures)."""
    first, second, third = Page(), Page(), Page()
    for n, page in enumerate((first, second, third), start=1):
        page.text(40, 30, ctx.buyer, 10, bold=True)
        page.text(555, 30, f"Page {n} of 3", 8, align="right")
    first.text(40, 60, "PURCHASE ORDER", 18, bold=True)
    first.text(40, 90, "PO Number:", 9.5, bold=True)
    first.text(120, 90, ctx.number, 9.5)
    first.text(40, 106, "Supplier:", 9.5, bold=True)
    first.text(120, 106, ctx.supplier, 9.5)
    for k, s in enumerate(ctx.supplier_lines):
        first.text(120, 119 + 12 * k, s, 8.5)
    half = len(ctx.items) // 2
    all_items = ctx.items
    ctx.items = all_items[:half]
    item_table(
        first,
        ctx,
        40,
        170,
        ["#", "Description", "Qty", "Unit Price", "Amount"],
        [30, 265, 50, 85, 85],
    )
    ctx.items = all_items[half:]
    second.text(40, 60, f"PO {ctx.number} (continued)", 9)
    y = item_table(
        second,
        ctx,
        40,
        80,
        ["#", "Description", "Qty", "Unit Price", "Amount"],
        [30, 265, 50, 85, 85],
    )
    ctx.items = all_items
    for k, (lab, val) in enumerate(
        (
            ("Subtotal", ctx.m(ctx.net)),
            ("Sales Tax", ctx.m(ctx.tax)),
            ("Order Total", "$" + ctx.m(ctx.gross)),
        )
    ):
        second.text(470, y + 12 + 15 * k, lab, 9.5, bold=k == 2, align="right")
        second.text(555, y + 12 + 15 * k, val, 9.5, bold=k == 2, align="right")
    third.text(297, 60, "TERMS AND CONDITIONS OF PURCHASE", 11, bold=True, align="center")
    for k, s in enumerate(TERMS):
        third.text(40, 84 + 13 * k, s, 7.5)
    if v == 1:
        third.watermark("DRAFT", size=110)
    return [first, second, third], truth(ctx, ctx.gross)


STYLES: dict[str, Callable[[Ctx, int], tuple[list[Page], Truth]]] = {
    "nl_inkoop": nl_inkoop,
    "zh_dinghuo": zh_dinghuo,
    "one_cell_total": one_cell_total,
    "letter_to": letter_to,
    "three_page": three_page,
}

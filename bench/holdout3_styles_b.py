"""Document styles for bench/holdout3.py, part two: the PO number only in a barcode caption
("*PO-88123*"), two pages whose second repeats the header (same values) and carries the
total, a PO printed from an e-mail (From:/To:/Subject: Purchase Order …), a marketplace
order (Order #, Sold by / Seller, Order Total) and a Japanese 注文書 (… 御中, ご注文金額)."""

from __future__ import annotations

from decimal import Decimal

from holdout2_draw import PORTRAIT_LETTER, Page
from holdout3_styles import STYLES as STYLES_A
from holdout3_styles import Ctx, Truth, c2, fmt, grid, item_rows


def barcode(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """A barcode top right with its human-readable caption "*PO-88123*" under the bars; no
    other "PO No" label on the page."""
    p = Page()
    x = 380.0
    for k in range(46):
        wide = (k * 7 + len(ctx.number)) % 3 == 0
        p.rect(x, 40, 2.2 if wide else 0.9, 34, fill=0)
        x += 3.4
    caption = f"*{ctx.number}*"
    p.text(458, 78, caption, 9, font="mono", align="center")
    p.text(50, 45, ["PURCHASE ORDER", "Purchase Order", "ORDER"][v], 17, bold=True)
    p.text(50, 68, ctx.buyer, 10)
    p.text(50, 110, "Vendor", 9, bold=True)
    p.text(50, 124, ctx.supplier, 9.5)
    for k, s in enumerate(ctx.supplier_lines):
        p.text(50, 137 + 12 * k, s, 9)
    p.text(330, 110, "Order date: 2026-03-09", 9)
    p.text(330, 124, "Requested by: Facilities", 9)
    rows = item_rows(ctx, ["Ln", "Description", "Qty", "Unit", "Amount"])
    y = grid(p, 50, 185, rows, [30, 260, 50, 80, 75])
    total = ctx.net
    p.text(380, y + 14, "TOTAL", 10, bold=True)
    p.text(545, y + 14, fmt(total), 10, bold=True, align="right")
    return [p], ctx.truth(total)


def two_page_repeat(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Two pages; page 2 repeats the header block (same number and supplier) and ends with
    the totals; page 1 ends "continued"."""
    pages = []
    half = (len(ctx.items) + 1) // 2
    for n, chunk in enumerate([ctx.items[:half], ctx.items[half:]], start=1):
        p = Page(size=PORTRAIT_LETTER)
        p.text(50, 40, "PURCHASE ORDER", 16, bold=True)
        p.text(p.w - 50, 40, f"Page {n} of 2", 9, align="right")
        p.text(50, 70, "PO No:", 9.5, bold=True)
        p.text(120, 70, ctx.number, 9.5)
        p.text(50, 85, "Vendor:", 9.5, bold=True)
        p.text(120, 85, ctx.supplier, 9.5)
        p.text(350, 70, "Date: 2026-03-09", 9.5)
        rows = [["#", "Description", "Qty", "Price", "Amount"]] + [
            [str(k + 1), d, str(q), fmt(pr), fmt(c2(q * pr))] for k, (d, q, pr) in enumerate(chunk)
        ]
        y = grid(p, 50, 120, rows, [30, 270, 50, 80, 82])
        if n == 1:
            p.text(50, y + 14, "Continued on next page", 8.5)
            if v == 1:
                sub = sum((c2(q * pr) for _, q, pr in chunk), Decimal(0))
                p.text(380, y + 14, "Carried forward", 9)
                p.text(562, y + 14, fmt(sub), 9, align="right")
        else:
            total = ctx.net + (Decimal("25.00") if v == 2 else 0)
            lines = [("Subtotal", ctx.net)] + ([("Handling", Decimal("25.00"))] if v == 2 else [])
            lines.append(("Total", total))
            for k, (a, b) in enumerate(lines):
                p.text(400, y + 14 + 15 * k, a, 9.5, bold=a == "Total")
                p.text(562, y + 14 + 15 * k, fmt(b), 9.5, bold=a == "Total", align="right")
        pages.append(p)
    return pages, ctx.truth(total)


def email_print(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """An e-mail printed to PDF: From/Sent/To/Subject header lines ("Subject: Purchase Order
    4500…"), the order in the body as plain text."""
    p = Page(size=PORTRAIT_LETTER)
    domain = "".join(ch for ch in ctx.supplier.split()[0].lower() if ch.isalpha()) + ".com"
    to = [
        f"{ctx.supplier} <orders@{domain}>",
        f"sales@{domain}",
        f"'{ctx.supplier}' <sales@{domain}>",
    ][v]
    p.text(50, 40, "Jamie Ortega", 13, bold=True)
    header = [
        ("From:", "Jamie Ortega <j.ortega@" + ctx.buyer.split()[0].lower() + ".org>"),
        ("Sent:", "Monday, March 9, 2026 10:14 AM"),
        ("To:", to),
        ("Subject:", ["Purchase Order ", "PO ", "RE: Purchase Order #"][v] + ctx.number),
    ]
    for k, (a, b) in enumerate(header):
        p.text(50, 66 + 14 * k, a, 9.5, bold=True)
        p.text(105, 66 + 14 * k, b, 9.5)
    p.line(50, 130, p.w - 50, 130)
    body = ["Hello,", "", "Please supply the following items and confirm the delivery date."]
    if v == 1:
        body += ["", f"Supplier: {ctx.supplier}"]
    y = 145.0
    for s in body:
        p.text(50, y, s, 10)
        y += 14
    y += 6
    for _, (d, q, pr) in enumerate(ctx.items):
        p.text(60, y, f"{q} x {d}", 10)
        p.text(420, y, f"${fmt(c2(q * pr))}", 10, align="right")
        y += 14
    total = ctx.net
    y += 6
    p.text(60, y, ["Order total:", "Total:", "Total (excl. shipping):"][v], 10, bold=True)
    p.text(420, y, f"${fmt(total)}", 10, bold=True, align="right")
    for s in ["", "Thanks,", "Jamie Ortega", "Purchasing | " + ctx.buyer]:
        y += 14
        p.text(50, y, s, 10)
    return [p], ctx.truth(total)


def marketplace(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """An online marketplace order printout: "Order #", "Sold by:" under each item or a
    "Seller" line, "Order Total" at the end of a summary."""
    p = Page(size=PORTRAIT_LETTER)
    p.text(
        50,
        40,
        ["Final Details for Order #", "Order Details", "Order summary"][v]
        + (ctx.number if v == 0 else ""),
        14,
        bold=True,
    )
    p.text(50, 66, "Order Placed: March 9, 2026", 9)
    if v == 1:
        p.text(50, 80, f"Order # {ctx.number}", 9)
        p.text(50, 94, f"Seller: {ctx.supplier}", 9)
    if v == 2:
        p.text(50, 80, f"Order number: {ctx.number}", 9)
    p.text(50, 120, "Items Ordered", 10, bold=True)
    p.text(450, 120, "Price", 10, bold=True)
    y = 138.0
    for d, q, pr in ctx.items:
        p.text(50, y, f"{q} of: {d}", 9)
        if v != 1:
            p.text(60, y + 12, f"Sold by: {ctx.supplier}", 8.5)
        p.text(450, y, f"${fmt(pr)}", 9)
        y += 30
    net = ctx.net
    ship = Decimal("12.99")
    tax = c2(net * Decimal("0.06"))
    total = net + ship + tax
    y += 10
    for k, (a, b) in enumerate(
        [
            ("Item(s) Subtotal:", net),
            ("Shipping & Handling:", ship),
            ("Total before tax:", net + ship),
            ("Estimated tax to be collected:", tax),
            ("Order Total:" if v != 2 else "Grand Total:", total),
        ]
    ):
        p.text(300, y + 14 * k, a, 9, bold=k == 4)
        p.text(540, y + 14 * k, f"${fmt(b)}", 9, bold=k == 4, align="right")
    return [p], ctx.truth(total)


def jp_chumonsho(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """A Japanese 注文書: the supplier addressed top left ("… 御中"), 注文番号 top right, the
    order amount boxed ("ご注文金額 ￥…-"), 小計 / 消費税 / 合計 under the table."""
    p = Page()
    p.text(p.w / 2, 40, ["注 文 書", "注文書", "発 注 書"][v], 20, font="cjk", align="center")
    p.text(50, 90, f"{ctx.supplier}　御中", 13, font="cjk")
    p.line(50, 108, 280, 108)
    num_label = ["注文番号", "注文No.", "発注番号"][v]
    p.text(370, 80, f"{num_label}：{ctx.number}", 9.5, font="cjk")
    p.text(370, 95, "発行日：2026年3月9日", 9.5, font="cjk")
    p.text(370, 120, ctx.buyer, 10.5, font="cjk")
    p.text(370, 135, "東京都港区芝公園4-2-8", 9, font="cjk")
    p.text(50, 130, "下記の通り注文いたします。", 10, font="cjk")
    net = ctx.net.quantize(Decimal(1))
    tax = (net / 10).quantize(Decimal(1))
    total = net + tax
    p.rect(50, 150, 230, 26)
    p.text(56, 157, "ご注文金額", 11, font="cjk")
    p.text(272, 157, f"￥{fmt(total, 'int')}-", 13, font="cjk", align="right")
    rows = [["No.", "品名", "数量", "単価", "金額"]] + [
        [
            str(k + 1),
            d,
            str(q),
            fmt(pr.quantize(Decimal(1)), "int"),
            fmt((q * pr.quantize(Decimal(1))), "int"),
        ]
        for k, (d, q, pr) in enumerate(ctx.items)
    ]
    net = sum((q * pr.quantize(Decimal(1)) for _, q, pr in ctx.items), Decimal(0))
    tax = (net / 10).quantize(Decimal(1))
    total = net + tax
    p.ops[-1] = ("text", 272, 157, f"￥{fmt(total, 'int')}-", 13, "cjk", False, "right", 0.0)
    y = grid(p, 50, 200, rows, [36, 240, 60, 80, 79], font="cjk", size=9.5)
    for k, (a, b) in enumerate([("小計", net), ("消費税(10%)", tax), ("合計", total)]):
        p.text(380, y + 12 + 16 * k, a, 10, font="cjk")
        p.text(545, y + 12 + 16 * k, f"￥{fmt(b, 'int')}", 10, font="cjk", align="right")
    p.text(50, y + 80, "納期：2026年3月25日　　支払条件：月末締め翌月末払い", 9.5, font="cjk")
    return [p], ctx.truth(total)


STYLES = {
    **STYLES_A,
    "barcode": barcode,
    "two_page_repeat": two_page_repeat,
    "email_print": email_print,
    "marketplace": marketplace,
    "jp_chumonsho": jp_chumonsho,
}

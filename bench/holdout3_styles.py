"""Document styles for bench/holdout3.py, part one: a Chinese 采购合同 (甲方/乙方, the price in
running text), a Taiwanese 訂購單 (廠商, NT$), English POs with "Supplier Details" / "Sold By"
/ "From" parties, a summary table (headers in one row, values in the next), a discount after
the line items, and amounts with the currency after ("1.234,50 EUR", "CHF 1'234.50")."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

import cn2an
from holdout2_draw import PORTRAIT_LETTER, Page

Truth = dict[str, str]


def c2(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def fmt(value: Decimal, style: str = "en") -> str:
    """en 1,234.50 / eu 1.234,50 / ch 1'234.50 / plain 1234.50 / int 1,235."""
    v = c2(value)
    en = f"{v:,.2f}"
    return {
        "en": en,
        "eu": en.replace(",", "_").replace(".", ",").replace("_", "."),
        "ch": en.replace(",", "'"),
        "plain": f"{v:.2f}",
        "int": f"{v:,.0f}",
    }[style]


@dataclass
class Ctx:
    rng: random.Random
    number: str
    supplier: str
    supplier_lines: list[str]
    buyer: str
    items: list[tuple[str, int, Decimal]]

    @property
    def net(self) -> Decimal:
        return sum((c2(q * p) for _, q, p in self.items), Decimal(0))

    def truth(self, total: Decimal | None, *, number: str | None = None) -> Truth:
        return {
            "order_number": number or self.number,
            "supplier": self.supplier,
            "total": "" if total is None else f"{c2(total):.2f}",
        }


def capitals(value: Decimal) -> str:
    return cn2an.an2cn(f"{c2(value):.2f}", "rmb")


def grid(
    p: Page,
    x: float,
    y: float,
    rows: list[list[str]],
    widths: list[float],
    *,
    font: str = "sans",
    size: float = 8.5,
    right_from: int = 2,
    ruled: bool = True,
) -> float:
    """A table; cells from column `right_from` on are right-aligned below the header."""
    h = size + 7
    if ruled:
        p.rows(x, y, widths, [h] * len(rows))
    for r, row in enumerate(rows):
        cx = x
        for col, (cell, w) in enumerate(zip(row, widths)):
            if col >= right_from and r > 0:
                p.text(cx + w - 4, y + h * r + 3.5, cell, size, font=font, align="right")
            else:
                p.text(cx + 4, y + h * r + 3.5, cell, size, font=font, bold=r == 0)
            cx += w
    return y + h * len(rows)


def item_rows(ctx: Ctx, heads: list[str], style: str = "en") -> list[list[str]]:
    return [heads] + [
        [str(k + 1), d, str(q), fmt(pr, style), fmt(c2(q * pr), style)]
        for k, (d, q, pr) in enumerate(ctx.items)
    ]


def zh_contract(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """采购合同: 合同编号, parties as 甲方/乙方 with their role in brackets, the price stated in
    a clause ("本合同总金额为人民币 ¥… 元（大写：…）"), payment terms quoting percentages."""
    p = Page()
    total = ctx.net
    p.text(p.w / 2, 50, "采 购 合 同", 20, font="cjk", align="center")
    p.text(390, 86, f"合同编号：{ctx.number}", 10, font="cjk")
    p.text(390, 102, "签订地点：上海市浦东新区", 10, font="cjk")
    buyer_role, seller_role = [
        ("甲方（采购方）", "乙方（供货方）"),
        ("乙方（需方）", "甲方（供方）"),
    ][v % 2]
    if v == 2:
        buyer_role, seller_role = "甲方（买受人）", "乙方（出卖人）"
    parties = [(buyer_role, ctx.buyer), (seller_role, ctx.supplier)]
    if v == 1:
        parties.reverse()  # 甲方 is the supplier here, and comes first
    y = 130
    for role, name in parties:
        p.text(60, y, f"{role}：{name}", 10.5, font="cjk")
        p.text(
            60,
            y + 16,
            "地址：" + ("上海市浦东新区张江路88号" if name == ctx.buyer else ctx.supplier_lines[0]),
            9,
            font="cjk",
        )
        y += 40
    p.text(
        60,
        y,
        "经甲乙双方友好协商，根据《中华人民共和国民法典》，就下列货物买卖事宜达成如下条款：",
        9.5,
        font="cjk",
    )
    p.text(60, y + 22, "一、货物名称、规格、数量及价格", 10.5, font="cjk")
    rows = item_rows(ctx, ["序号", "货物名称", "数量", "单价(元)", "金额(元)"])
    if v == 1:
        rows.append(["", "合计", "", "", fmt(total)])
    y = grid(p, 60, y + 42, rows, [40, 190, 60, 90, 95], font="cjk", size=9)
    sentences = [
        f"二、合同价款：本合同总金额为人民币 ¥{fmt(total)} 元"
        f"（大写：{capitals(total)}），含13%增值税。",
        f"二、合同价款：本合同总价为 {fmt(total)} 元（含税），大写人民币{capitals(total)}。",
        f"二、合同总价款人民币（大写）{capitals(total)}（¥{fmt(total)}），已含运费及税费。",
    ]
    p.text(60, y + 20, sentences[v], 9.5, font="cjk")
    lines = [
        "三、交货时间及地点：乙方应于合同签订后15日内将货物送至甲方指定地点。",
        "四、付款方式：合同签订后7日内甲方支付合同总价的30%作为预付款，验收合格后支付余款70%。",
        "五、质量保证：质保期为12个月，自验收合格之日起计算。",
        "六、本合同一式两份，甲乙双方各执一份，自双方签字盖章之日起生效。",
    ]
    for k, s in enumerate(lines):
        p.text(60, y + 44 + 20 * k, s, 9.5, font="cjk")
    sy = y + 150
    p.text(60, sy, f"{parties[0][0][:2]}（盖章）：{parties[0][1]}", 9.5, font="cjk")
    p.text(320, sy, f"{parties[1][0][:2]}（盖章）：{parties[1][1]}", 9.5, font="cjk")
    p.text(60, sy + 24, "日期：2026年3月12日", 9.5, font="cjk")
    p.text(320, sy + 24, "日期：2026年3月12日", 9.5, font="cjk")
    return [p], ctx.truth(total)


def tw_order(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Taiwanese 訂購單: buyer letterhead, 訂購單號 / 廠商 / 統一編號 in a two-column header,
    ROC dates, NT$ figures without decimals, 未稅金額 / 營業稅 5% / 總金額."""
    p = Page()
    p.text(p.w / 2, 40, ctx.buyer, 15, font="cjk", align="center")
    p.text(p.w / 2, 64, ["訂 購 單", "訂購單", "採購訂購單"][v], 16, font="cjk", align="center")
    supplier_label = ["廠商", "廠商名稱", "供應廠商"][v]
    number_label = ["訂購單號", "單號", "訂購單號"][v]
    left = [
        f"{supplier_label}：{ctx.supplier}",
        "廠商編號：V" + str(ctx.rng.randint(1000, 9999)),
        "統一編號：" + str(ctx.rng.randint(10000000, 99999999)),
        "聯絡人：陳小姐  電話：(02)2345-6789",
    ]
    right = [
        f"{number_label}：{ctx.number}",
        "訂購日期：115/03/12",
        "交貨日期：115/03/26",
        "付款條件：月結30天",
    ]
    for k, (a, b) in enumerate(zip(left, right)):
        p.text(50, 100 + 17 * k, a, 10, font="cjk")
        p.text(360, 100 + 17 * k, b, 10, font="cjk")
    rows = [["項次", "品名規格", "數量", "單價", "金額"]] + [
        [str(k + 1), d, str(q), fmt(pr, "int"), fmt(c2(q * pr), "int")]
        for k, (d, q, pr) in enumerate(ctx.items)
    ]
    y = grid(p, 50, 180, rows, [40, 220, 60, 80, 95], font="cjk", size=9.5)
    net = sum(
        (c2(q * pr).quantize(Decimal(1), ROUND_HALF_UP) for _, q, pr in ctx.items), Decimal(0)
    )
    tax = (net * Decimal("0.05")).quantize(Decimal(1), ROUND_HALF_UP)
    total = net + tax
    label = ["總金額", "合計(含稅)", "總金額"][v]
    for k, (a, b) in enumerate([("未稅金額", net), ("營業稅 5%", tax), (label, total)]):
        p.text(360, y + 14 + 18 * k, a, 10, font="cjk")
        p.text(545, y + 14 + 18 * k, "NT$ " + fmt(b, "int"), 10, font="cjk", align="right")
    p.text(50, y + 90, "備註：請於送貨單上註明訂購單號，發票抬頭請開立本公司。", 9, font="cjk")
    p.text(50, y + 130, "核准：          採購：          廠商簽回：", 10, font="cjk")
    return [p], ctx.truth(total)


def en_parties(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """English PO whose parties are headed "Supplier Details" / "Sold By" / "From" and the
    buyer "Purchaser" / "Bill To"; the headings sit over the blocks, names on the next line."""
    p = Page(size=PORTRAIT_LETTER)
    p.text(50, 40, ctx.buyer, 14, bold=True)
    p.text(p.w - 50, 40, "PURCHASE ORDER", 16, bold=True, align="right")
    p.text(p.w - 50, 62, f"PO Number: {ctx.number}", 9.5, align="right")
    p.text(p.w - 50, 76, "Date: 03/09/2026", 9.5, align="right")
    seller_head, buyer_head = [
        ("Supplier Details", "Purchaser"),
        ("Sold By", "Bill To"),
        ("From", "Bill To"),
    ][v]
    for x, head, lines in [
        (50, seller_head, [ctx.supplier, *ctx.supplier_lines]),
        (320, buyer_head, [ctx.buyer, "Accounts Payable", "PO Box 1180"]),
    ]:
        p.rect(x, 110, 240, 16, fill=0.85)
        p.text(x + 5, 113, head.upper() if v == 2 else head, 9, bold=True)
        for k, s in enumerate(lines):
            p.text(x + 5, 134 + 13 * k, s, 9)
    rows = item_rows(ctx, ["Line", "Description", "Qty", "Unit Cost", "Ext. Cost"])
    y = grid(p, 50, 200, rows, [40, 250, 50, 80, 92])
    total = ctx.net
    p.text(440, y + 14, "Total USD", 10, bold=True)
    p.text(562, y + 14, fmt(total), 10, bold=True, align="right")
    p.text(50, y + 50, "Please reference the PO number on all invoices and packing slips.", 8.5)
    return [p], ctx.truth(total)


def summary_table(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """Totals as a one-row summary table: headings in one row (Subtotal | Tax | Freight |
    Total), the figures in the row under them."""
    p = Page(size=PORTRAIT_LETTER)
    p.text(50, 40, "PURCHASE ORDER", 18, bold=True)
    p.text(50, 64, ctx.buyer, 10)
    y = grid(
        p,
        50,
        90,
        [
            ["PO Number", "Order Date", "Buyer", "Terms"],
            [ctx.number, "2026-03-09", "K. Ito", "Net 30"],
        ],
        [130, 120, 130, 132],
        right_from=9,
    )
    p.text(50, y + 16, "Vendor:", 9, bold=True)
    p.text(95, y + 16, ctx.supplier, 9)
    for k, s in enumerate(ctx.supplier_lines):
        p.text(95, y + 29 + 13 * k, s, 9)
    rows = item_rows(ctx, ["#", "Item", "Qty", "Price", "Amount"])
    y = grid(p, 50, y + 70, rows, [30, 262, 50, 80, 90])
    net = ctx.net
    disc = c2(net * Decimal("0.03")) if v == 1 else Decimal(0)
    tax = c2((net - disc) * Decimal("0.0725"))
    freight = Decimal("45.00")
    total = net - disc + tax + freight
    heads, values = [
        (["Subtotal", "Tax", "Freight", "Total"], [net, tax, freight, total]),
        (
            ["Subtotal", "Discount", "Sales Tax", "Shipping", "Total Due"],
            [net, -disc, tax, freight, total],
        ),
        (["Merchandise", "Tax", "Freight", "Order Total"], [net, tax, freight, total]),
    ][v]
    w = 412 / len(heads)
    grid(p, 150, y + 20, [heads, [fmt(x) for x in values]], [w] * len(heads), right_from=0)
    return [p], ctx.truth(total)


def discount_after(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """The lines' amounts add up to more than the total: a discount follows them, written
    "Discount -50.00", "Less 10% trade discount (123.40)" or "Discount: -5%  -61.70"."""
    p = Page()
    p.text(50, 45, "Purchase Order", 17, font="serif", bold=True)
    p.text(50, 70, f"Order No.: {ctx.number}", 10, font="serif")
    p.text(50, 86, f"Supplier: {ctx.supplier}", 10, font="serif")
    p.text(350, 70, "Date: 9 March 2026", 10, font="serif")
    p.text(350, 86, f"Ship to: {ctx.buyer}", 10, font="serif")
    rows = item_rows(ctx, ["No.", "Description", "Qty", "Price", "Amount"])
    y = grid(p, 50, 120, rows, [36, 250, 50, 80, 79], font="serif")
    net = ctx.net
    disc = [Decimal("50.00"), c2(net / 10), c2(net * Decimal("0.05"))][v]
    total = net - disc
    label, shown = [
        ("Discount", f"-{fmt(disc)}"),
        ("Less 10% trade discount", f"({fmt(disc)})"),
        ("Discount: -5%", f"-{fmt(disc)}"),
    ][v]
    lines = [("Subtotal", fmt(net)), (label, shown), ("Total", fmt(total))]
    for k, (a, b) in enumerate(lines):
        p.text(350, y + 14 + 16 * k, a, 10, font="serif", bold=k == 2)
        p.text(545, y + 14 + 16 * k, b, 10, font="serif", bold=k == 2, align="right")
    return [p], ctx.truth(total)


def currency_after(ctx: Ctx, v: int) -> tuple[list[Page], Truth]:
    """European amounts with the currency after or before in letters: "1.234,50 EUR",
    Swiss "CHF 1'234.50" (apostrophe thousands), MWST/TVA lines before the total."""
    p = Page()
    style = ["ch", "eu", "ch"][v]
    lab = [
        (
            "Bestellung",
            "Bestell-Nr.",
            "Lieferant",
            "Total exkl. MWST",
            "MWST 8.1%",
            "Total inkl. MWST",
        ),
        ("Purchase Order", "Order No.", "Supplier", "Net amount", "VAT 19%", "Total amount"),
        ("Commande", "N° de commande", "Fournisseur", "Total HT", "TVA 8,1 %", "Total TTC"),
    ][v]
    rate = Decimal("19") if v == 1 else Decimal("8.1")
    p.text(50, 45, lab[0], 18, bold=True)
    p.text(50, 75, f"{lab[1]}: {ctx.number}", 10)
    p.text(50, 91, f"{lab[2]}: {ctx.supplier}", 10)
    p.text(350, 75, "Datum: 09.03.2026" if v == 0 else "Date: 09.03.2026", 10)
    rows = item_rows(ctx, ["Pos", "Article", "Qty", "Price", "Amount"], style)
    y = grid(p, 50, 120, rows, [36, 250, 50, 80, 79])
    net = ctx.net
    tax = c2(net * rate / 100)
    total = net + tax
    cur = "EUR" if v == 1 else "CHF"
    for k, (a, b) in enumerate([(lab[3], net), (lab[4], tax), (lab[5], total)]):
        shown = f"{fmt(b, style)} {cur}" if v == 1 else f"{cur} {fmt(b, style)}"
        p.text(340, y + 14 + 16 * k, a, 10, bold=k == 2)
        p.text(545, y + 14 + 16 * k, shown, 10, bold=k == 2, align="right")
    return [p], ctx.truth(total)


STYLES = {
    "zh_contract": zh_contract,
    "tw_order": tw_order,
    "en_parties": en_parties,
    "summary_table": summary_table,
    "discount_after": discount_after,
    "currency_after": currency_after,
}

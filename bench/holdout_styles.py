"""Page layouts for bench/holdout.py: each style draws one document and returns its truth."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING

import cn2an
from holdout_draw import Sheet, cents, fmt

if TYPE_CHECKING:
    from holdout import Ctx

Truth = dict[str, str]


def _truth(number: str, supplier: str, total: Decimal | None) -> Truth:
    return {
        "order_number": number,
        "supplier": supplier,
        "total": "" if total is None else f"{cents(total):.2f}",
    }


def _capitals(value: Decimal) -> str:
    return cn2an.an2cn(f"{cents(value):.2f}", "rmb")


def _table(
    s: Sheet,
    x: float,
    y: float,
    headers: list[str],
    widths: list[float],
    rows: list[list[str]],
    *,
    size: float = 8,
    right: set[int] | frozenset[int] = frozenset(),
    ruled: bool = True,
    cjk: bool = False,
) -> float:
    """Draw a line-item table; returns the y just below it."""
    row_h = size * 2.2
    if ruled:
        s.grid(x, y, widths, [row_h] * (len(rows) + 1))
    else:
        s.line(x, y + row_h - 2, x + sum(widths), y + row_h - 2)
    for r, cells in enumerate([headers, *rows]):
        cx = x
        for c, (cell, w) in enumerate(zip(cells, widths)):
            ty = y + r * row_h + (row_h - size) / 2
            if c in right:
                s.text(cx + w - 3, ty, cell, size, bold=r == 0, align="right", cjk=cjk)
            else:
                s.text(cx + 3, ty, cell, size, bold=r == 0, cjk=cjk)
            cx += w
    return y + row_h * (len(rows) + 1)


def _item_rows(ctx: Ctx, style: str, *, unit: str = "EA") -> list[list[str]]:
    return [
        [str(10 * (i + 1)), name, str(q), unit, fmt(p, style), fmt(cents(q * p), style)]
        for i, (name, q, p) in enumerate(ctx.items)
    ]


def sap_po(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    s = Sheet()
    cur = ["EUR", "USD", "EUR"][v]
    s.text(40, 40, "PURCHASE ORDER", 16, bold=True)
    cells = [
        ("Purchase Order No.", ctx.number),
        ("Date", "03/12/2026"),
        ("Vendor No.", "0000104411"),
        ("Page", "1 of 1"),
        ("Contact Person", "M. Keller"),
        ("Currency", cur),
    ]
    s.grid(340, 30, [110, 105], [26, 26, 26])
    for k, (label, value) in enumerate(cells):
        cx, cy = 340 + 110 * (k % 2), 30 + 26 * (k // 2)
        s.text(cx + 4, cy + 3, label, 6.5)
        s.text(cx + 4, cy + 13, value, 9, bold=k == 0)
    s.text(40, 120, "Vendor", 8, bold=True)
    addr = ["1200 Harbor Blvd", "P.O. Box 4410" if v == 1 else "Suite 300", "Long Beach, CA 90813"]
    for k, line in enumerate([ctx.supplier, *addr]):
        s.text(40, 133 + 12 * k, line, 9)
    s.text(340, 120, "Ship To", 8, bold=True)
    for k, line in enumerate([ctx.buyer, "Receiving Dock 4", "88 Industrial Way"]):
        s.text(340, 133 + 12 * k, line, 9)
    s.text(340, 185, "Bill To", 8, bold=True)
    for k, line in enumerate([ctx.buyer, "Accounts Payable", "P.O. Box 1180"]):
        s.text(340, 198 + 12 * k, line, 9)
    rows = [
        [r[0], f"M-{1000 + i}", r[1], r[2], r[3], r[4], r[5]]
        for i, r in enumerate(_item_rows(ctx, "en"))
    ]
    y = _table(
        s,
        40,
        260,
        ["Item", "Material", "Description", "Qty", "Unit", "Net Price", "Net Value"],
        [30, 62, 183, 40, 30, 80, 90],
        rows,
        right={3, 5, 6},
    )
    y += 20
    vat = int(ctx.vat_rate) if ctx.vat_rate == int(ctx.vat_rate) else ctx.vat_rate
    for label, value, bold in (
        ("Total Net Value excl. VAT", ctx.net, False),
        (f"VAT {vat}%", ctx.vat, False),
        ("Total Amount", ctx.gross, True),
    ):
        if bold:
            s.line(330, y - 3, 555, y - 3)
        s.text(330, y, label, 9, bold=bold)
        s.text(551, y, f"{fmt(value, 'en')} {cur}", 9, bold=bold, align="right")
        y += 16
    s.text(40, y + 30, "Terms of Payment: 30 days net. Incoterms: FCA Long Beach.", 8)
    s.text(
        40, y + 42, "Please quote our purchase order number on all invoices and delivery notes.", 8
    )
    return [s], _truth(ctx.number, ctx.supplier, ctx.gross)


def bestellung(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    s = Sheet()
    s.text(57, 40, ctx.buyer, 13, bold=True)
    s.text(57, 56, "Zentraler Einkauf", 8)
    s.text(57, 118, f"{ctx.buyer} · Am Markt 3 · 50126 Bergheim", 6.5)
    s.line(57, 127, 290, 127)
    y = 134
    if v != 1:  # v1: a plain address window, as most German letters have
        s.text(57, y, "Lieferant:", 7)
        y += 11
    for k, line in enumerate([ctx.supplier, "Industriestraße 12", "42103 Wuppertal"]):
        s.text(57, y + 13 * k, line, 10)
    info = [
        ("Bestellnummer", ctx.number),
        ("Bestelldatum", "12.03.2026"),
        ("Lieferantennr.", "70023"),
        ("Ansprechpartner", "Fr. Schulz"),
        ("Telefon", "02271 55-0"),
    ]
    for k, (label, value) in enumerate(info):
        s.text(360, 120 + 13 * k, label, 8.5)
        s.text(455, 120 + 13 * k, value, 8.5)
    s.text(57, 245, "Bestellung", 14, bold=True)
    s.text(
        57, 265, "Sehr geehrte Damen und Herren, wir bestellen zu unseren Einkaufsbedingungen:", 9
    )
    y = _table(
        s,
        57,
        290,
        ["Pos.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis", "Gesamtpreis"],
        [30, 190, 45, 45, 80, 90],
        [r[:2] + r[2:4] + r[4:] for r in _item_rows(ctx, "de", unit="Stk")],
        right={2, 4, 5},
        ruled=False,
    )
    y += 16
    euro = " €" if v != 2 else ""
    for label, value, bold in (
        ("Nettobetrag" + ("" if euro else " EUR"), ctx.net, False),
        ("zzgl. 19 % MwSt.", ctx.vat, False),
        ("Gesamtbetrag" + ("" if euro else " EUR"), ctx.gross, True),
    ):
        if bold:
            s.line(360, y - 3, 537, y - 3)
        s.text(360, y, label, 9, bold=bold)
        s.text(537, y, fmt(value, "de") + euro, 9, bold=bold, align="right")
        y += 15
    s.line(360, y - 2, 537, y - 2)
    s.text(57, y + 40, "Mit freundlichen Grüßen", 9)
    s.text(
        57,
        790,
        "Sparkasse Bergheim · IBAN DE12 3705 0299 0001 2345 67 · USt-IdNr. DE812345678",
        6.5,
    )
    return [s], _truth(ctx.number, ctx.supplier, ctx.gross)


def bon_de_commande(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    s = Sheet()
    s.text(40, 36, ctx.buyer, 12, bold=True)
    s.text(40, 52, "Service des achats · 5 allée de l'Île Gloriette · 44000 Nantes", 7.5)
    s.text(297, 100, "BON DE COMMANDE", 15, bold=True, align="center")
    label = "Commande n° :" if v == 1 else "N° de commande :"
    s.text(40, 140, f"{label} {ctx.number}", 9.5)
    s.text(40, 154, "Date : 12/03/2026", 9.5)
    s.text(40, 168, "Délai de livraison : 15 jours", 9.5)
    s.rect(320, 130, 235, 78)
    s.text(328, 136, "Fournisseur", 8.5, bold=True)
    for k, line in enumerate(
        [ctx.supplier, "14 rue des Artisans", "69007 Lyon", "SIRET : 412 345 678 00012"]
    ):
        s.text(328, 150 + 12 * k, line, 9)
    s.text(40, 200, "Adresse de livraison", 8.5, bold=True)
    s.text(40, 213, ctx.buyer, 9)
    s.text(40, 225, "Quai de réception B", 9)
    rows = [[f"R{400 + i}", r[1], r[2], r[4], r[5]] for i, r in enumerate(_item_rows(ctx, "fr"))]
    y = _table(
        s,
        40,
        260,
        ["Réf.", "Désignation", "Qté", "P.U. HT", "Montant HT"],
        [50, 245, 40, 90, 90],
        rows,
        right={2, 3, 4},
    )
    y += 18
    lines = [("Total HT", ctx.net), ("TVA 20 %", ctx.vat), ("Total TTC", ctx.gross)]
    if v == 1:
        lines.append(("Net à payer", ctx.gross))
    s.grid(355, y, [110, 90], [18] * len(lines))
    for k, (label, value) in enumerate(lines):
        bold = label in ("Total TTC", "Net à payer")
        s.text(360, y + 18 * k + 5, label, 8.5, bold=bold)
        s.text(551, y + 18 * k + 5, f"{fmt(value, 'fr')} €", 8.5, bold=bold, align="right")
    s.text(40, y + 18 * len(lines) + 30, "Conditions de paiement : 30 jours fin de mois", 8)
    return [s], _truth(ctx.number, ctx.supplier, ctx.gross)


def zh_contract_po(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    s = Sheet()
    s.text(297, 36, "采购订单", 18, align="center", cjk=True)
    if v == 1:  # a printed serial number at the top right, as order books have
        s.text(555, 76, f"No. {ctx.number}", 10, align="right", cjk=True)
        s.text(40, 76, "签订地点：北京市海淀区", 9.5, cjk=True)
    else:
        s.text(40, 76, f"合同编号：{ctx.number}", 9.5, cjk=True)
        s.text(380, 76, "签订日期：2026年3月15日", 9.5, cjk=True)
    sup, buy = ("供方（卖方）：", "需方（买方）：") if v == 2 else ("供方：", "需方：")
    left = [
        sup + ctx.supplier,
        "地址：工业园区星湖街328号",
        "电话：0512-6288 1234",
        "开户银行：工商银行园区支行",
        "账号：1102 0203 0900 1234 567",
    ]
    right = [
        buy + ctx.buyer,
        "地址：海淀区中关村南大街5号",
        "电话：010-6251 0000",
        "开户银行：建设银行海淀支行",
        "账号：1100 1016 3000 5300 1234",
    ]
    for k, (a, b) in enumerate(zip(left, right)):
        s.text(40, 104 + 15 * k, a, 9, cjk=True)
        s.text(305, 104 + 15 * k, b, 9, cjk=True)
    rows = [
        [str(i + 1), name, "标准", "个", str(q), f"{p:.2f}", f"{cents(q * p):.2f}"]
        for i, (name, q, p) in enumerate(ctx.items)
    ]
    rows.append(["", "合计", "", "", str(sum(q for _, q, _ in ctx.items)), "", f"{ctx.net:.2f}"])
    y = _table(
        s,
        40,
        200,
        ["序号", "产品名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"],
        [35, 150, 70, 40, 50, 80, 90],
        rows,
        size=9,
        right={4, 5, 6},
        cjk=True,
    )
    s.text(40, y + 14, f"价税合计（大写）：{_capitals(ctx.net)}", 9.5, cjk=True)
    s.text(360, y + 14, f"（小写）：¥{ctx.net:,.2f}", 9.5, cjk=True)
    terms = [
        "一、质量要求：按国家标准执行，含税价格（税率13%）。",
        "二、交货时间：2026年4月10日前送达需方仓库。",
        "三、付款方式：货到验收合格后30日内付款。",
    ]
    for k, line in enumerate(terms):
        s.text(40, y + 44 + 15 * k, line, 9, cjk=True)
    s.text(40, y + 110, "供方（盖章）：", 9.5, cjk=True)
    s.text(305, y + 110, "需方（盖章）：", 9.5, cjk=True)
    s.text(40, y + 140, "委托代理人：", 9.5, cjk=True)
    s.text(305, y + 140, "委托代理人：", 9.5, cjk=True)
    return [s], _truth(ctx.number, ctx.supplier, ctx.net)


def _vertical(s: Sheet, x: float, y: float, label: str, step: float) -> None:
    for k, ch in enumerate(label):
        s.text(x, y + step * k, ch, 9, cjk=True)


def zh_vat_invoice(ctx: Ctx, v: int) -> tuple[list[Sheet], Truth]:
    s = Sheet()
    vat = cents(ctx.net * Decimal(13) / 100)
    gross = ctx.net + vat
    s.text(297, 34, "电子发票（增值税专用发票）", 16, align="center", cjk=True)
    s.text(400, 62, "发票号码：26442000000012345678", 8.5, cjk=True)
    s.text(400, 75, "开票日期：2026年03月15日", 8.5, cjk=True)
    tax_id = "统一社会信用代码/纳税人识别号："
    if v == 1:  # the older layout: buyer block on top, seller block at the bottom
        s.grid(30, 92, [24, 511], [62])
        _vertical(s, 37, 96, "购买方", 18)
        for k, line in enumerate(
            [
                f"名称：{ctx.buyer}",
                f"{tax_id}91110108MA01ABCD2X",
                "地址、电话：北京市海淀区学院路1号 010-62510000",
            ]
        ):
            s.text(60, 100 + 17 * k, line, 9, cjk=True)
        top = 160
    else:
        s.grid(30, 92, [24, 243, 24, 244], [62])
        _vertical(s, 37, 96, "购买方信息", 11)
        _vertical(s, 304, 96, "销售方信息", 11)
        for k, line in enumerate([f"名称：{ctx.buyer}", f"{tax_id}", "91110108MA01ABCD2X"]):
            s.text(60, 100 + 17 * k, line, 9, cjk=True)
        for k, line in enumerate([f"名称：{ctx.supplier}", f"{tax_id}", "91320594MA1N8XYZ4K"]):
            s.text(327, 100 + 17 * k, line, 9, cjk=True)
        top = 160
    rows = [
        [
            name,
            "M8",
            "个",
            str(q),
            f"{p:.2f}",
            f"{cents(q * p):.2f}",
            "13%",
            f"{cents(cents(q * p) * 13 / 100):.2f}",
        ]
        for name, q, p in ctx.items
    ]
    rows.append(["合　　计", "", "", "", "", f"¥{ctx.net:.2f}", "", f"¥{vat:.2f}"])
    y = _table(
        s,
        30,
        top,
        ["项目名称", "规格型号", "单位", "数量", "单价", "金额", "税率/征收率", "税额"],
        [130, 55, 35, 45, 70, 80, 55, 65],
        rows,
        size=8.5,
        right={3, 4, 5, 7},
        cjk=True,
    )
    s.grid(30, y, [110, 425], [24])
    s.text(36, y + 7, "价税合计（大写）", 9, cjk=True)
    s.text(150, y + 7, f"⊗{_capitals(gross)}", 9, cjk=True)
    s.text(420, y + 7, f"（小写）¥{gross:.2f}", 9, cjk=True)
    y += 24
    if v == 1:
        s.grid(30, y, [24, 511], [62])
        _vertical(s, 37, y + 4, "销售方", 18)
        for k, line in enumerate(
            [
                f"名称：{ctx.supplier}",
                f"{tax_id}91320594MA1N8XYZ4K",
                "开户行及账号：工商银行苏州分行 1102 0203 0900",
            ]
        ):
            s.text(60, y + 8 + 17 * k, line, 9, cjk=True)
        y += 62
    s.grid(30, y, [24, 511], [40])
    _vertical(s, 37, y + 4, "备注", 16)
    s.text(40, y + 52, "开票人：王芳", 9, cjk=True)
    return [s], _truth("", ctx.supplier, gross)


STYLES: dict[str, Callable[[Ctx, int], tuple[list[Sheet], Truth]]] = {
    "sap_po": sap_po,
    "bestellung": bestellung,
    "bon_de_commande": bon_de_commande,
    "zh_contract_po": zh_contract_po,
    "zh_vat_invoice": zh_vat_invoice,
}

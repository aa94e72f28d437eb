"""Synthetic purchase-order corpus with ground truth, for bench/accuracy.py and speed runs.

    python bench/corpus.py OUT_DIR [--count 96] [--seed 7]

Layouts: zh field list, zh cards, zh header table, English, German, French, bilingual; some
multi-page (total on the last page), some rasterised "scans" (OCR), some with the total left
blank (truth ""). Every page carries distractors: buyer, supplier number, subtotal, tax,
shipping, line amounts, dates. Writes OUT_DIR/*.pdf and OUT_DIR/truth.json.
"""

from __future__ import annotations

import argparse
import io
import json
import random
from dataclasses import asdict, dataclass, field
from decimal import Decimal
from pathlib import Path

import numpy as np
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from po_pipeline.samples import FONT_NAME, register_cjk_font

W, H = A4
SUPPLIERS = {
    "zh": [
        "远方文具有限公司",
        "华北办公用品公司",
        "晨光教学设备厂",
        "深圳市联创电子有限公司",
        "上海明德纸业有限公司",
        "杭州青禾科技有限公司",
    ],
    "en": [
        "Northwind Traders Ltd",
        "Acme Office Supply Inc.",
        "Blue Ridge Paper Co.",
        "Fabrikam Electronics LLC",
    ],
    "de": ["Müller Bürobedarf GmbH", "Schneider Papierwaren KG", "Becker Elektronik AG"],
    "fr": ["Dupont Fournitures SARL", "Papeterie Martin SA", "Leroy Électronique SAS"],
}
BUYERS = {
    "zh": ["教学采购部", "市第一中学", "东城区教育局"],
    "en": ["Contoso School District", "Tailspin Academy"],
    "de": ["Stadtwerke Musterstadt", "Gymnasium am See"],
    "fr": ["Lycée Victor Hugo", "Mairie de Lyon"],
}
ITEMS = {
    "zh": ["铅笔", "笔记本", "打印纸", "墨盒", "白板笔", "订书机", "文件夹", "计算器"],
    "en": ["Markers", "Copy paper", "Toner", "Staplers", "Binders", "Calculators"],
    "de": ["Kugelschreiber", "Druckerpapier", "Toner", "Ordner", "Hefter"],
    "fr": ["Stylos", "Papier A4", "Cartouches", "Classeurs", "Agrafeuses"],
}
# labels per language: number, supplier, buyer, subtotal, tax, shipping, total, qty, price,
# amount, title
L = {
    "zh": (
        "采购单号：",
        "供应商：",
        "采购方：",
        "小计：",
        "税额：",
        "运费：",
        "合计金额：",
        "数量",
        "单价",
        "金额",
        "采购订单",
    ),
    "en": (
        "PO Number:",
        "Vendor:",
        "Bill To:",
        "Subtotal",
        "Sales Tax",
        "Shipping",
        "Total",
        "Qty",
        "Unit Price",
        "Amount",
        "PURCHASE ORDER",
    ),
    "de": (
        "Bestellnummer:",
        "Lieferant:",
        "Rechnungsadresse:",
        "Zwischensumme",
        "MwSt. 19%",
        "Versand",
        "Gesamtbetrag",
        "Menge",
        "Einzelpreis",
        "Betrag",
        "BESTELLUNG",
    ),
    "fr": (
        "N° de commande :",
        "Fournisseur :",
        "Client :",
        "Total HT",
        "TVA 20 %",
        "Frais de port",
        "Total TTC",
        "Qté",
        "Prix unitaire",
        "Montant",
        "BON DE COMMANDE",
    ),
}


@dataclass
class Doc:
    name: str
    layout: str
    lang: str
    order_number: str
    supplier: str
    buyer: str
    items: list[tuple[str, int, Decimal]]
    tax: Decimal
    shipping: Decimal
    blank_total: bool
    pages: int = 1
    scanned: bool = False
    lines: list[list[tuple[float, float, str, float]]] = field(default_factory=list)

    @property
    def subtotal(self) -> Decimal:
        return sum((q * p for _, q, p in self.items), Decimal("0"))

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax + self.shipping

    def truth(self) -> dict[str, str]:
        return {
            "order_number": self.order_number,
            "supplier": self.supplier,
            "total": "" if self.blank_total else f"{self.total:.2f}",
        }


def money(value: Decimal, lang: str, rng: random.Random) -> str:
    plain = f"{value:,.2f}"
    if lang == "zh":
        return rng.choice([f"¥{plain}", f"{value:.2f}元", f"RMB {plain}", f"{value:.2f}"])
    if lang == "en":
        return rng.choice([f"${plain}", f"USD {plain}", plain])
    euro = plain.replace(",", "X").replace(".", ",").replace("X", "." if lang == "de" else " ")
    return rng.choice([f"{euro} €", f"EUR {euro}", euro])


def order_number(rng: random.Random, i: int) -> str:
    return rng.choice(
        [
            f"PO-2026-{i:03d}",
            f"45000{rng.randint(10000, 99999)}",
            f"CG2026{rng.randint(1000, 9999)}",
            f"BST-{rng.randint(1000, 9999)}/26",
            f"BC-2026-{i:04d}",
        ]
    )


class Page:
    """Collects (x, top, text, size) lines for one page."""

    def __init__(self) -> None:
        self.lines: list[tuple[float, float, str, float]] = []

    def put(self, x: float, y: float, text: str, size: float = 11) -> None:
        self.lines.append((x, y, text, size))


def header(doc: Doc, page: Page, rng: random.Random) -> float:
    lab = L[doc.lang]
    mode = doc.layout
    if mode == "title":  # number in the title line
        page.put(60, 40, f"{lab[10]} #{doc.order_number}", 18)
    else:
        page.put(60, 40, lab[10], 18)
    y = 90.0
    blocks = [("supplier", lab[1], doc.supplier), ("buyer", lab[2], doc.buyer)]
    rng.shuffle(blocks)
    if mode != "title":
        blocks.insert(rng.randint(0, 2), ("number", lab[0], doc.order_number))
    if doc.lang == "zh" and mode == "bilingual":
        names = {
            "number": "采购单号 / PO No.:",
            "supplier": "供应商 Supplier:",
            "buyer": "采购方 Buyer:",
        }
        blocks = [(k, names[k], v) for k, _, v in blocks]
    if mode == "table":  # one header row of labels, one row of values beneath
        for col, (_, label, value) in enumerate(blocks):
            page.put(60 + 170 * col, y, label.rstrip("：: "), 10)
            page.put(60 + 170 * col, y + 20, value, 10)
        blocks, y = [], y + 50
    for _kind, label, value in blocks:
        if mode == "cards":
            page.put(60, y, label.rstrip("：: "), 9)
            page.put(60, y + 14, value, 14)
            y += 44
        elif mode in ("below", "title"):
            page.put(60, y, label)
            page.put(60, y + 16, value)
            page.put(
                60,
                y + 32,
                rng.choice(["No. 8 Industrial Road", "Tel. 010-6543 2100", "2026-03-02"]),
                9,
            )
            y += 56
        elif mode == "columns":
            page.put(60, y, label)
            page.put(190, y, value)
            y += 24
        else:
            page.put(60, y, f"{label}{value}" if doc.lang == "zh" else f"{label} {value}")
            y += 24
    page.put(
        60,
        y,
        {
            "zh": "供应商编号：V-2031",
            "en": "Vendor ID: 10023",
            "de": "Lieferantennummer: 70012",
            "fr": "Date : 02/03/2026",
        }[doc.lang],
        9,
    )
    return y + 30


def items_table(doc: Doc, page: Page, y: float, items: list[tuple[str, int, Decimal]]) -> float:
    lab = L[doc.lang]
    for x, text in (
        (60, {"zh": "品名", "en": "Description", "de": "Artikel", "fr": "Article"}[doc.lang]),
        (250, lab[7]),
        (320, lab[8]),
        (440, lab[9]),
    ):
        page.put(x, y, text, 10)
    for name, qty, price in items:
        y += 18
        for x, text in (
            (60, name),
            (250, str(qty)),
            (320, f"{price:.2f}"),
            (440, f"{qty * price:.2f}"),
        ):
            page.put(x, y, text, 10)
    return y + 36


def totals(doc: Doc, page: Page, y: float, rng: random.Random) -> None:
    lab = L[doc.lang]
    rows = [(lab[3], doc.subtotal)]
    if doc.tax:
        rows.append((lab[4], doc.tax))
    if doc.shipping:
        rows.append((lab[5], doc.shipping))
    for label, value in rows:
        page.put(300, y, label)
        page.put(440, y, money(value, doc.lang, rng))
        y += 20
    page.put(300, y, lab[6])
    if not doc.blank_total:
        page.put(440, y, money(doc.total, doc.lang, rng))
    page.put(
        60,
        y + 50,
        {
            "zh": "审批人：李老师  日期：2026-03-05",
            "en": "Approved by: J. Smith 2026-03-05",
            "de": "Freigabe: K. Weber 05.03.2026",
            "fr": "Visa : M. Durand 05/03/2026",
        }[doc.lang],
        9,
    )


def compose(doc: Doc, rng: random.Random) -> list[Page]:
    first = Page()
    y = header(doc, first, rng)
    if doc.pages == 1:
        y = items_table(doc, first, y, doc.items)
        totals(doc, first, y, rng)
        return [first]
    half = len(doc.items) // 2
    items_table(doc, first, y, doc.items[:half])
    second = Page()
    second.put(
        60, 40, {"zh": "续页", "en": "Continued", "de": "Fortsetzung", "fr": "Suite"}[doc.lang], 12
    )
    totals(doc, second, items_table(doc, second, 70, doc.items[half:]), rng)
    return [first, second]


def render(pages: list[Page], *, scanned: bool, rng: random.Random) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=1)
    for page in pages:
        for x, y, text, size in page.lines:
            canvas.setFont(FONT_NAME, size)
            canvas.drawString(x, H - y - size, text)
        canvas.showPage()
    canvas.save()
    return scan(buffer.getvalue(), rng) if scanned else buffer.getvalue()


def scan(pdf: bytes, rng: random.Random) -> bytes:
    """Rasterise at 150-200 dpi with a slight skew, noise and grey: a photocopied look."""
    import pypdfium2 as pdfium
    from PIL import Image, ImageFilter
    from reportlab.lib.utils import ImageReader

    doc = pdfium.PdfDocument(pdf)
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=A4, invariant=1)
    for page in doc:
        image = page.render(scale=rng.choice([150, 200]) / 72).to_pil().convert("L")
        image = image.rotate(rng.uniform(-0.8, 0.8), fillcolor=255, resample=Image.BICUBIC).filter(
            ImageFilter.GaussianBlur(0.6)
        )
        noise = np.random.default_rng(rng.randint(0, 2**31)).normal(
            0, 12, (image.height, image.width)
        )
        image = Image.fromarray(
            np.clip(np.asarray(image, dtype=np.float64) * 0.92 + 10 + noise, 0, 255).astype(
                np.uint8
            )
        )
        canvas.drawImage(ImageReader(image), 0, 0, width=W, height=H)
        canvas.showPage()
    doc.close()
    canvas.save()
    return out.getvalue()


LAYOUTS = [
    ("zh", "inline"),
    ("zh", "columns"),
    ("zh", "cards"),
    ("zh", "bilingual"),
    ("en", "below"),
    ("en", "title"),
    ("en", "columns"),
    ("zh", "table"),
    ("en", "table"),
    ("de", "inline"),
    ("de", "below"),
    ("fr", "inline"),
    ("fr", "columns"),
]


def make_corpus(out_dir: Path, *, count: int = 96, seed: int = 7) -> list[dict[str, object]]:
    register_cjk_font()
    rng = random.Random(seed)
    out_dir.mkdir(parents=True, exist_ok=True)
    truth: list[dict[str, object]] = []
    for i in range(count):
        lang, layout = LAYOUTS[i % len(LAYOUTS)]
        items = [
            (rng.choice(ITEMS[lang]), rng.randint(1, 40), Decimal(rng.randint(50, 250000)) / 100)
            for _ in range(rng.randint(2, 6))
        ]
        doc = Doc(
            name=f"doc-{i:03d}.pdf",
            layout=layout,
            lang=lang,
            order_number=order_number(rng, i),
            supplier=rng.choice(SUPPLIERS[lang]),
            buyer=rng.choice(BUYERS[lang]),
            items=items,
            tax=rng.choice([Decimal("0"), Decimal(rng.randint(100, 9000)) / 100]),
            shipping=rng.choice([Decimal("0"), Decimal("25.00")]),
            blank_total=rng.random() < 0.1,
            pages=2 if rng.random() < 0.2 else 1,
            scanned=rng.random() < 0.2,
        )
        (out_dir / doc.name).write_bytes(render(compose(doc, rng), scanned=doc.scanned, rng=rng))
        meta = {
            k: v
            for k, v in asdict(doc).items()
            if k in ("name", "layout", "lang", "pages", "scanned")
        }
        truth.append({**meta, "truth": doc.truth()})
    (out_dir / "truth.json").write_text(
        json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    return truth


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--count", type=int, default=96)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    docs = make_corpus(args.out_dir, count=args.count, seed=args.seed)
    print(
        f"wrote {len(docs)} documents ({sum(1 for d in docs if d['scanned'])} scanned, "
        f"{sum(1 for d in docs if d['pages'] == 2)} two-page) to {args.out_dir}"
    )

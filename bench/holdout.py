"""Out-of-sample purchase orders and invoices, written independently of bench/corpus.py.

    python bench/holdout.py OUT_DIR [--seed 11]
    python bench/accuracy.py OUT_DIR

bench/corpus.py and the engine's rules share an author, so the corpus's score says little
about unseen layouts. These documents imitate real ones instead: an SAP-style PO with the
number in a header box, a German Bestellung with an address window, a French bon de commande
with a boxed summary, a Chinese 采购订单 with 供方/需方 columns and 大写/小写 totals, a
数电发票-style invoice with 购买方/销售方 blocks, English invoices (letterhead seller, Amount
Due after a Payments line), label/value table cells, captions under their values, currency
codes after right-aligned figures, two-page orders with a carried-forward subtotal, the number
only in the running header, small print, and 150 dpi scans skewed 1-3 degrees.

Truth: order_number is the purchase-order number the document carries (on an invoice, the
buyer's PO reference; "" when none is printed — invoice numbers are not order numbers);
supplier is the selling party's name as written on its first line; total is the grand total
written in figures or capitals ("" when none is written). Writes OUT_DIR/*.pdf and truth.json
in bench/accuracy.py's format.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from holdout_draw import Sheet, cents, fmt, render, scan  # noqa: E402
from holdout_styles import STYLES as FIRST_STYLES  # noqa: E402
from holdout_styles_more import STYLES as MORE_STYLES  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

SUPPLIERS = {
    "en": [
        "Harbor Industrial Supply Co.",
        "Pinecrest Laboratory Products LLC",
        "Orion Fasteners Inc",
    ],
    "de": ["Hoffmann Industrietechnik GmbH", "Weber & Söhne KG", "Krause Laborbedarf GmbH"],
    "fr": ["Établissements Girard SARL", "Bureautique Moreau SAS", "Lefèvre Outillage SA"],
    "zh": ["苏州恒信精密机械有限公司", "广州华瑞化工材料有限公司", "成都天府办公设备有限公司"],
}
BUYERS = {
    "en": ["Meridian Health Systems", "Riverside Manufacturing Plant 2"],
    "de": ["Klinikum Nordstadt gGmbH", "Stadtwerke Bergheim GmbH"],
    "fr": ["Centre Hospitalier de Nantes", "Lycée Jean Moulin"],
    "zh": ["北京市海淀区实验中学", "江苏远景新能源科技股份有限公司"],
}
ITEMS = {
    "en": [
        "Hex bolt M8x40, zinc",
        "Nitrile gloves, box of 100",
        "Safety goggles",
        "Cable ties 200mm",
    ],
    "de": ["Sechskantschraube M8", "Laborkittel Gr. L", "Pipettenspitzen 1000 µl", "Schutzbrille"],
    "fr": ["Ramette papier A4", "Toner HP 26A", "Agrafeuse de bureau", "Classeur à levier"],
    "zh": ["不锈钢螺栓 M8", "实验室烧杯 500ml", "A4复印纸", "激光打印机硒鼓"],
}


STYLES = {**FIRST_STYLES, **MORE_STYLES}


@dataclass
class Ctx:
    """Everything a style needs to draw one document."""

    rng: random.Random
    lang: str
    number: str
    supplier: str
    buyer: str
    items: list[tuple[str, int, Decimal]]
    vat_rate: Decimal

    @property
    def net(self) -> Decimal:
        return sum((cents(q * p) for _, q, p in self.items), Decimal("0"))

    @property
    def vat(self) -> Decimal:
        return cents(self.net * self.vat_rate / 100)

    @property
    def gross(self) -> Decimal:
        return self.net + self.vat

    def money(self, value: Decimal, style: str) -> str:
        return fmt(value, style)


# (style name, language, scanned, variant) — each style appears three to four times.
PLAN: list[tuple[str, str, bool, int]] = [
    ("sap_po", "en", False, 0),
    ("sap_po", "en", False, 1),
    ("sap_po", "en", True, 2),
    ("bestellung", "de", False, 0),
    ("bestellung", "de", False, 1),
    ("bestellung", "de", True, 2),
    ("bon_de_commande", "fr", False, 0),
    ("bon_de_commande", "fr", False, 1),
    ("bon_de_commande", "fr", True, 2),
    ("zh_contract_po", "zh", False, 0),
    ("zh_contract_po", "zh", False, 1),
    ("zh_contract_po", "zh", True, 2),
    ("zh_vat_invoice", "zh", False, 0),
    ("zh_vat_invoice", "zh", False, 1),
    ("zh_vat_invoice", "zh", True, 2),
    ("en_invoice", "en", False, 0),
    ("en_invoice", "en", False, 1),
    ("en_invoice", "en", False, 2),
    ("en_invoice", "en", True, 3),
    ("cell_grid", "en", False, 0),
    ("cell_grid", "en", False, 1),
    ("cell_grid", "de", False, 2),
    ("caption_below", "en", False, 0),
    ("caption_below", "en", False, 1),
    ("caption_below", "en", True, 2),
    ("continued", "en", False, 0),
    ("continued", "de", False, 1),
    ("continued", "en", False, 2),
    ("running_header", "en", False, 0),
    ("running_header", "de", False, 1),
    ("running_header", "en", True, 2),
    ("small_print", "en", False, 0),
    ("small_print", "fr", False, 1),
    ("small_print", "en", True, 2),
]


def order_number(rng: random.Random, lang: str) -> str:
    return rng.choice(
        {
            "en": [f"45{rng.randint(10**7, 10**8 - 1)}", f"PO{rng.randint(100000, 999999)}"],
            "de": [f"4500{rng.randint(100000, 999999)}", f"B-{rng.randint(10000, 99999)}"],
            "fr": [f"BC{rng.randint(2026000, 2026999)}", f"CMD-26-{rng.randint(1000, 9999)}"],
            "zh": [f"HX-CG-2026-{rng.randint(100, 999)}", f"CG{rng.randint(20260000, 20269999)}"],
        }[lang]
    )


def make_context(rng: random.Random, lang: str, n_items: int) -> Ctx:
    items = [
        (rng.choice(ITEMS[lang]), rng.randint(1, 60), Decimal(rng.randint(120, 480000)) / 100)
        for _ in range(n_items)
    ]
    rate = {"en": Decimal(rng.choice([0, 7, 8.25, 19])), "de": Decimal(19), "fr": Decimal(20)}
    return Ctx(
        rng=rng,
        lang=lang,
        number=order_number(rng, lang),
        supplier=rng.choice(SUPPLIERS[lang]),
        buyer=rng.choice(BUYERS[lang]),
        items=items,
        vat_rate=rate.get(lang, Decimal(13)).quantize(Decimal("0.01")),
    )


def make_holdout(out_dir: Path, *, seed: int = 11) -> list[dict[str, object]]:
    register_cjk_font()
    rng = random.Random(seed)
    out_dir.mkdir(parents=True, exist_ok=True)
    truth: list[dict[str, object]] = []
    for i, (style, lang, scanned, variant) in enumerate(PLAN):
        draw: Callable[[Ctx, int], tuple[list[Sheet], dict[str, str]]] = STYLES[style]
        ctx = make_context(rng, lang, rng.randint(2, 5) if style != "continued" else 9)
        sheets, doc_truth = draw(ctx, variant)
        pdf = render(sheets)
        if scanned:
            pdf = scan(pdf, rng)
        name = f"hold-{i:02d}-{style}.pdf"
        (out_dir / name).write_bytes(pdf)
        truth.append(
            {
                "name": name,
                "layout": f"{style}.{variant}",
                "lang": lang,
                "pages": len(sheets),
                "scanned": scanned,
                "truth": doc_truth,
            }
        )
    (out_dir / "truth.json").write_text(
        json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    return truth


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    docs = make_holdout(args.out_dir, seed=args.seed)
    print(f"wrote {len(docs)} documents to {args.out_dir}")

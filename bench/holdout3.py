"""A third out-of-sample set of purchase orders, in styles neither bench/corpus.py nor the
first two holdouts draw.

    python bench/holdout3.py OUT_DIR [--seed 31]
    python bench/accuracy.py OUT_DIR

Styles modelled on real paperwork: a Chinese 采购合同 (甲方/乙方 with roles in brackets, the
price in a clause); a Taiwanese 訂購單 (廠商, NT$); English POs with "Supplier Details" /
"Sold By" / "From" parties; a summary table (Subtotal | Tax | Freight | Total over a row of
figures); a discount after the lines; "1.234,50 EUR" and "CHF 1'234.50"; the number only in
a barcode caption; two pages repeating the header with the total on page 2; an e-mail print;
a marketplace order; a Japanese 注文書. Some are desk scans (150 dpi, perspective, a turn,
a coffee stain).

Truth: order_number as printed; supplier the selling party's name as written; total the
grand total in figures (normalised "1234.50"; "" when none is written). Writes OUT_DIR/*.pdf
and truth.json (bench/accuracy.py).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from holdout2_draw import render  # noqa: E402
from holdout3_scan import desk_scan  # noqa: E402
from holdout3_styles import Ctx  # noqa: E402
from holdout3_styles_b import STYLES  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

SUPPLIERS = {
    "en": [
        ("Brightline Fasteners Inc.", ["1200 Commerce Dr", "Columbus, OH 43219"]),
        ("Redwood Lab Supply Co.", ["77 Harbor Way", "Oakland, CA 94607"]),
        ("Meridian Tool & Die, LLC", ["5 Foundry Rd", "Worcester, MA 01605"]),
    ],
    "de": [
        ("Alpenland Messtechnik AG", ["Industriestrasse 12", "8604 Volketswil"]),
        ("Rheintal Elektro GmbH", ["Hauptstrasse 40", "9436 Balgach"]),
    ],
    "zh": [
        ("江苏恒远机电设备有限公司", ["江苏省苏州市工业园区星湖街328号"]),
        ("广州市天禾办公用品有限公司", ["广州市天河区天河北路233号"]),
    ],
    "tw": [
        ("台灣精密機械股份有限公司", ["台中市西屯區工業區三十八路12號"]),
        ("宏昇電子有限公司", ["新北市新莊區中正路510號"]),
    ],
    "ja": [
        ("株式会社山田製作所", ["大阪府東大阪市高井田元町1-2-3"]),
        ("有限会社さくら工業", ["愛知県名古屋市中区栄2-5-1"]),
    ],
}
BUYERS = {
    "en": ["Riverside Unified School District", "Blue Ridge Medical Center"],
    "de": ["Kantonsspital Winterthur", "Stadtwerke Konstanz"],
    "zh": ["上海浦江医疗器械有限公司", "杭州市第二人民医院"],
    "tw": ["永豐食品股份有限公司", "新竹科技大學"],
    "ja": ["東京精工株式会社", "株式会社みなと商事"],
}
ITEMS = {
    "en": [
        "Hex bolt M8x40 (box 100)",
        "Nitrile gloves L",
        "Pipette tips 200ul",
        "Cable ties 300mm",
    ],
    "zh": ["交流接触器 CJX2", "打印纸 A4 70g", "不锈钢球阀 DN25", "工业插座 16A"],
    "tw": ["精密軸承 6204", "碳刷組", "伺服馬達 400W", "控制線材"],
    "ja": ["六角ボルト M10", "安全手袋", "ケーブルタイ", "コピー用紙 A4"],
}

# (style, language of names, scanned); each style three times, variant 0-2.
PLAN: list[tuple[str, str, bool]] = [
    ("zh_contract", "zh", False),
    ("zh_contract", "zh", False),
    ("zh_contract", "zh", True),
    ("tw_order", "tw", False),
    ("tw_order", "tw", False),
    ("tw_order", "tw", True),
    ("en_parties", "en", False),
    ("en_parties", "en", False),
    ("en_parties", "en", True),
    ("summary_table", "en", False),
    ("summary_table", "en", False),
    ("summary_table", "en", True),
    ("discount_after", "en", False),
    ("discount_after", "de", False),
    ("discount_after", "en", True),
    ("currency_after", "de", False),
    ("currency_after", "de", False),
    ("currency_after", "de", False),
    ("barcode", "en", False),
    ("barcode", "en", False),
    ("barcode", "en", True),
    ("two_page_repeat", "en", False),
    ("two_page_repeat", "en", False),
    ("two_page_repeat", "en", True),
    ("email_print", "en", False),
    ("email_print", "en", False),
    ("email_print", "en", False),
    ("marketplace", "en", False),
    ("marketplace", "en", False),
    ("marketplace", "en", False),
    ("jp_chumonsho", "ja", False),
    ("jp_chumonsho", "ja", False),
    ("jp_chumonsho", "ja", False),
]


def order_number(rng: random.Random, style: str) -> str:
    forms = {
        "zh_contract": [f"HT-2026-{rng.randint(100, 999)}", f"CG2026{rng.randint(10000, 99999)}"],
        "tw_order": [f"PO115{rng.randint(10000, 99999)}", f"B{rng.randint(1150000, 1159999)}"],
        "barcode": [f"PO-{rng.randint(10000, 99999)}", f"45{rng.randint(10000000, 99999999)}"],
        "email_print": [f"45{rng.randint(10000000, 99999999)}"],
        "marketplace": [
            f"11{rng.randint(1, 9)}-{rng.randint(1000000, 9999999)}-{rng.randint(1000000, 9999999)}"
        ],
        "jp_chumonsho": [f"J-{rng.randint(2026000, 2026999)}", f"{rng.randint(100000, 999999)}"],
    }.get(
        style,
        [f"{rng.randint(300000, 399999)}", f"P{rng.randint(26000, 26999)}-{rng.randint(10, 99)}"],
    )
    return rng.choice(forms)


def make_context(rng: random.Random, style: str, lang: str) -> Ctx:
    supplier, lines = rng.choice(SUPPLIERS[lang])
    names = ITEMS.get(lang, ITEMS["en"])
    n_items = rng.randint(6, 9) if style == "two_page_repeat" else rng.randint(2, 5)
    items = [
        (rng.choice(names), rng.randint(1, 60), Decimal(rng.randint(150, 250000)) / 100)
        for _ in range(n_items)
    ]
    return Ctx(
        rng=rng,
        number=order_number(rng, style),
        supplier=supplier,
        supplier_lines=lines,
        buyer=rng.choice(BUYERS[lang]),
        items=items,
    )


def make_holdout3(out_dir: Path, *, seed: int = 31) -> list[dict[str, object]]:
    register_cjk_font()
    rng = random.Random(seed)
    out_dir.mkdir(parents=True, exist_ok=True)
    docs: list[dict[str, object]] = []
    variants: dict[str, int] = {}
    for i, (style, lang, scanned) in enumerate(PLAN):
        variant = variants.get(style, 0)
        variants[style] = variant + 1
        ctx = make_context(rng, style, lang)
        pages, doc_truth = STYLES[style](ctx, variant)
        pdf = render(pages)
        if scanned:
            pdf = desk_scan(pdf, rng)
        name = f"h3-{i:02d}-{style}.pdf"
        (out_dir / name).write_bytes(pdf)
        docs.append(
            {
                "name": name,
                "layout": f"{style}.{variant}",
                "lang": lang,
                "pages": len(pages),
                "scanned": scanned,
                "truth": doc_truth,
            }
        )
    (out_dir / "truth.json").write_text(
        json.dumps(docs, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    return docs


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args()
    written = make_holdout3(args.out_dir, seed=args.seed)
    print(f"wrote {len(written)} documents to {args.out_dir}")

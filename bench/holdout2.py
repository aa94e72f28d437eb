"""A second out-of-sample set of purchase orders, in styles neither bench/corpus.py nor
bench/holdout.py draws.

    python bench/holdout2.py OUT_DIR [--seed 23]
    python bench/accuracy.py OUT_DIR

Styles modelled on real paperwork: a US PO ("P.O. #" in a header grid, VENDOR / SHIP TO
blocks, TOTAL in the table's last row); a NetSuite/Oracle print ("Purchase Order" and
"#number" top right, "Vendor:" block); a Hong Kong bilingual 採購單 (traditional Chinese,
HK$); a UK PO (Order Number, Supplier, Net, VAT @ 20%, Gross Total £); an Italian ordine
d'acquisto; a Spanish orden de compra; a Dutch inkooporder; a Chinese 订货单 with 卖方/买方
and a full-width ￥; a single-cell "TOTAL USD 12,345.67"; a letter "To:" the supplier; a
three-page order with terms after the totals page. Across them: Times/Courier/Helvetica,
US Letter and landscape A4, non-breaking / thin / narrow spaces in figures, a watermark,
rubber stamps over totals, and JPEG scans at 150-200 dpi turned 0.5-2.5 degrees.

Truth: order_number is the PO number as printed; supplier the selling party's name as
written on its first line; total the grand total written in figures (normalised "1234.50";
"" when the document writes none). Writes OUT_DIR/*.pdf and truth.json (bench/accuracy.py).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from holdout2_draw import render, scan  # noqa: E402
from holdout2_styles import STYLES as STYLES_A  # noqa: E402
from holdout2_styles import Ctx  # noqa: E402
from holdout2_styles_b import STYLES as STYLES_B  # noqa: E402

from po_pipeline.samples import register_cjk_font  # noqa: E402

STYLES = {**STYLES_A, **STYLES_B}

SUPPLIERS = {
    "en": [
        ("Lakeshore Electrical Distributors, Inc.", ["4410 N. Clark St", "Chicago, IL 60640"]),
        ("Granite State Packaging Corp.", ["88 Mill Pond Rd", "Nashua, NH 03062"]),
        ("Summit Safety Products LLC", ["2300 Industrial Pkwy", "Hayward, CA 94545"]),
    ],
    "uk": [
        ("Pennine Office Supplies Ltd", ["14 Canal Wharf", "Huddersfield HD1 5AX"]),
        ("Thames Valley Catering Equipment plc", ["Unit 3, Arkwright Rd", "Reading RG2 0LU"]),
    ],
    "hk": [
        ("永泰五金貿易有限公司", ["香港新界荃灣沙咀道68號"]),
        ("Golden Harvest Trading Co. Ltd", ["Unit 1203, 12/F, Kwun Tong Plaza, Kowloon"]),
    ],
    "it": [
        ("Ferramenta Lombarda S.r.l.", ["Via Tortona 33", "20144 Milano"]),
        ("Cartotecnica Veneta S.p.A.", ["Viale dell'Industria 7", "35129 Padova"]),
    ],
    "es": [
        ("Suministros Industriales Ebro, S.L.", ["Polígono Cogullada, Nave 14", "50014 Zaragoza"]),
        ("Distribuciones Médicas del Sur, S.A.", ["Avda. de la Innovación 3", "41020 Sevilla"]),
    ],
    "nl": [
        ("Van der Berg Technische Handel B.V.", ["Industrieweg 22", "3044 AS Rotterdam"]),
        ("De Vries Kantoorinrichting B.V.", ["Kanaaldijk 9", "5611 ZH Eindhoven"]),
    ],
    "zh": [
        ("浙江宏达包装材料有限公司", ["浙江省杭州市余杭区文一西路1500号"]),
        ("深圳市新锐电子科技有限公司", ["深圳市南山区科技园南区高新南七道"]),
    ],
}
BUYERS = {
    "en": ["Northfield Community Hospital", "Cascade Water District"],
    "uk": ["Aire Valley Housing Trust", "Calder Engineering Ltd"],
    "hk": ["聯合醫務集團有限公司", "Victoria Harbour Hotel Ltd"],
    "it": ["Ospedale San Carlo", "Comune di Bergamo"],
    "es": ["Hospital Universitario La Paz", "Colegio Santa María"],
    "nl": ["Gemeente Utrecht", "Hogeschool Rijnland"],
    "zh": ["上海申联物流有限公司", "南京市第一中学"],
}
ITEMS = {
    "en": ["LED panel 2x4 ft", "Corrugated box 18x12x10", "Hard hat, class E", "Hi-vis vest XL"],
    "it": [
        "Viti autofilettanti 4x30",
        "Carta A4 80 g",
        "Guanti in nitrile M",
        "Toner Brother TN-2420",
    ],
    "es": ["Guantes de nitrilo M", "Papel A4 80 g", "Tornillo DIN 933 M10", "Batería AA (pack 24)"],
    "nl": ["Bureaustoel ergonomisch", "Kabelgoot 60x40", "Printpapier A4", "Whiteboard 120x90"],
    "zh": ["瓦楞纸箱 五层", "气泡膜 1.2m", "电解电容 100uF", "贴片电阻 0603"],
}

# (style, language of names, money format, scanned); each style three times, variant 0-2.
PLAN: list[tuple[str, str, str, bool]] = [
    ("us_grid", "en", "en", False),
    ("us_grid", "en", "en", False),
    ("us_grid", "en", "en", True),
    ("netsuite", "en", "en", False),
    ("netsuite", "en", "thin", False),
    ("netsuite", "en", "en", True),
    ("hk_bilingual", "hk", "en", False),
    ("hk_bilingual", "hk", "en", False),
    ("hk_bilingual", "hk", "en", True),
    ("uk_po", "uk", "en", False),
    ("uk_po", "uk", "en", False),
    ("uk_po", "uk", "en", True),
    ("it_ordine", "it", "eu", False),
    ("it_ordine", "it", "eu", False),
    ("it_ordine", "it", "eu", True),
    ("es_orden", "es", "eu", False),
    ("es_orden", "es", "nbsp", False),
    ("es_orden", "es", "eu", False),
    ("nl_inkoop", "nl", "eu", False),
    ("nl_inkoop", "nl", "narrow", False),
    ("nl_inkoop", "nl", "eu", True),
    ("zh_dinghuo", "zh", "en", False),
    ("zh_dinghuo", "zh", "en", False),
    ("zh_dinghuo", "zh", "plain", True),
    ("one_cell_total", "en", "en", False),
    ("one_cell_total", "en", "thin", False),
    ("one_cell_total", "en", "en", True),
    ("letter_to", "hk", "en", False),
    ("letter_to", "uk", "en", False),
    ("letter_to", "en", "en", False),
    ("three_page", "en", "en", False),
    ("three_page", "en", "en", False),
    ("three_page", "en", "en", True),
]


def order_number(rng: random.Random, style: str) -> str:
    forms = {
        "us_grid": [
            f"{rng.randint(10000, 99999)}",
            f"PO-{rng.randint(2600, 2699)}-{rng.randint(100, 999)}",
        ],
        "netsuite": [f"PO{rng.randint(10000, 99999)}", f"{rng.randint(1000, 9999)}"],
        "hk_bilingual": [f"HKPO-26{rng.randint(1000, 9999)}", f"P{rng.randint(260000, 269999)}"],
        "uk_po": [f"PO{rng.randint(100000, 999999)}", f"LV/{rng.randint(10000, 99999)}"],
        "it_ordine": [f"{rng.randint(100, 999)}/2026", f"OA26-{rng.randint(1000, 9999)}"],
        "es_orden": [f"PC-2026-{rng.randint(1000, 9999)}", f"{rng.randint(200000, 299999)}"],
        "nl_inkoop": [f"IO{rng.randint(260000, 269999)}", f"2026-{rng.randint(10000, 99999)}"],
        "zh_dinghuo": [
            f"DH{rng.randint(2026030001, 2026039999)}",
            f"SL-2026-{rng.randint(100, 999)}",
        ],
    }.get(style, [f"{rng.randint(700000, 799999)}", f"EX-{rng.randint(10000, 99999)}"])
    return rng.choice(forms)


def make_context(rng: random.Random, style: str, lang: str, fmt: str) -> Ctx:
    supplier, lines = rng.choice(SUPPLIERS[lang])
    names = ITEMS.get(lang, ITEMS["en"])
    n_items = 8 if style == "three_page" else rng.randint(2, 5)
    items = [
        (rng.choice(names), rng.randint(1, 80), Decimal(rng.randint(95, 350000)) / 100)
        for _ in range(n_items)
    ]
    rate = {"uk": 20, "it": 22, "es": 21, "nl": 21, "zh": 0, "hk": 0}.get(
        lang, rng.choice([0, 6, 8.875])
    )
    return Ctx(
        rng=rng,
        number=order_number(rng, style),
        supplier=supplier,
        supplier_lines=lines,
        buyer=rng.choice(BUYERS[lang]),
        items=items,
        rate=Decimal(str(rate)),
        fmt=fmt,
    )


def make_holdout2(out_dir: Path, *, seed: int = 23) -> list[dict[str, object]]:
    register_cjk_font()
    rng = random.Random(seed)
    out_dir.mkdir(parents=True, exist_ok=True)
    docs: list[dict[str, object]] = []
    variants: dict[str, int] = {}
    for i, (style, lang, fmt, scanned) in enumerate(PLAN):
        variant = variants.get(style, 0)
        variants[style] = variant + 1
        ctx = make_context(rng, style, lang, fmt)
        pages, doc_truth = STYLES[style](ctx, variant)
        pdf = render(pages)
        if scanned:
            pdf = scan(pdf, rng)
        name = f"h2-{i:02d}-{style}.pdf"
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
    parser.add_argument("--seed", type=int, default=23)
    args = parser.parse_args()
    written = make_holdout2(args.out_dir, seed=args.seed)
    print(f"wrote {len(written)} documents to {args.out_dir}")

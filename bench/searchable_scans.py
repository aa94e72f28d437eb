"""Scans that carry a text layer ("searchable PDFs"): the engine reading the layer, or its own OCR.

    python bench/searchable_scans.py SET_DIR [SET_DIR ...] [--docs 60] [--seed 7]
                                     [--garble 0.08] [--workers 2]

A scanner or an OCR tool lays its reading of a scan over the page's image as invisible text
(render mode 3); old or cheap OCR garbles it. The engine reads such a page both ways, its
text layer and its own OCR of the image, and keeps the extraction whose fields are surer
(po_pipeline.engine.reading, extract_reading). This measures that choice on generated
documents, where the truth is known:

- from --docs text-layer documents of the sets (spread over their families), a scanned copy
  (families.scan_pdf, as the sets' own scans) gets the original's words laid invisibly over
  each page where they were printed: once as printed (a perfect layer) and once garbled
  (each letter or digit, with probability --garble, turned into a look-alike, as old OCR
  does: l→1, O→0, rn→m, e→c, ...);
- each is extracted three ways: the layer alone (`read_document(own_ocr=False)`), as the
  engine ships (`extract_pdf`: the layer and its own OCR, the surer kept), and, for
  reference, the image alone (the scanned copy without a layer: what OCR alone gives).

Prints JSON: per layer and way, field accuracy, rows the shipped gate loads right and wrong,
and the straight-through rate (rows loaded right / documents that state a total). The
documents are made on the fly (nothing is kept); the sets are those of bench/families.py.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

FIELDS = ("order_number", "supplier", "total")
# What old OCR makes of a character (one of them, at random).
LOOK_ALIKES = {
    "l": "1I|", "I": "l1|", "1": "lI", "O": "0Q", "0": "OD", "o": "0c", "e": "ca", "a": "o",
    "c": "e", "S": "5$", "5": "S", "B": "8", "8": "B3", "g": "q9", "rn": "m", "m": "rn",
    "i": "l:", "t": "f", "h": "b", "n": "ri", "u": "v", "G": "6C", "6": "G", "Z": "2", "2": "Z",
}  # fmt: skip


def garble(text: str, rate: float, rng: random.Random) -> str:
    out, i = [], 0
    while i < len(text):
        pair = text[i : i + 2]
        if pair in LOOK_ALIKES and rng.random() < rate:
            out.append(rng.choice([LOOK_ALIKES[pair]]))
            i += 2
            continue
        ch = text[i]
        if ch in LOOK_ALIKES and rng.random() < rate:
            ch = rng.choice(LOOK_ALIKES[ch])
        elif ch.isalnum() and rng.random() < rate / 4:
            ch = rng.choice("~.,'`^;")  # a speck read as a mark
        out.append(ch)
        i += 1
    return "".join(out)


def searchable(pdf: bytes, rng: random.Random, rate: float) -> tuple[bytes, bytes, bytes]:
    """(scan, scan with the words laid over as printed, scan with them garbled)."""
    import pdfplumber  # noqa: PLC0415
    import pypdfium2 as pdfium  # noqa: PLC0415
    from families import scan_pdf  # noqa: PLC0415
    from reportlab.lib.utils import ImageReader  # noqa: PLC0415
    from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: PLC0415
    from reportlab.pdfgen.canvas import Canvas  # noqa: PLC0415

    from po_pipeline.samples import register_cjk_font  # noqa: PLC0415

    font = register_cjk_font()
    scan = scan_pdf(pdf, rng)
    with pdfplumber.open(io.BytesIO(pdf)) as plumber:
        words = [
            (page.width, page.height, page.extract_words(x_tolerance=1.5, y_tolerance=2.0))
            for page in plumber.pages
        ]
    outs = []
    for layer_rate in (0.0, rate):
        out = io.BytesIO()
        scanned = pdfium.PdfDocument(scan)
        canvas = Canvas(out, invariant=1)
        for page, (width, height, page_words) in zip(scanned, words, strict=True):
            w, h = page.get_size()
            canvas.setPageSize((w, h))
            image = page.render(scale=150 / 72).to_pil()
            canvas.drawImage(ImageReader(image), 0, 0, width=w, height=h)
            sx, sy = w / float(width), h / float(height)
            for word in page_words:
                size = max(4.0, (word["bottom"] - word["top"]) * sy * 0.85)
                said = garble(word["text"], layer_rate, rng) if layer_rate else word["text"]
                text = canvas.beginText()
                text.setTextRenderMode(3)
                text.setFont(font, size)
                # Stretched to the word's box, as OCR tools fit their layer to the image.
                natural = stringWidth(said, font, size)
                if natural > 0:
                    text.setHorizScale(100.0 * (word["x1"] - word["x0"]) * sx / natural)
                text.setTextOrigin(word["x0"] * sx, h - word["bottom"] * sy + 0.15 * size)
                text.textOut(said)
                canvas.drawText(text)
            canvas.showPage()
        scanned.close()
        canvas.save()
        outs.append(out.getvalue())
    return scan, outs[0], outs[1]


def _one(job: tuple[dict[str, Any], int, float]) -> dict[str, Any]:
    from po_pipeline.engine.extract import extract_pdf, extract_reading  # noqa: PLC0415
    from po_pipeline.engine.reading import read_document  # noqa: PLC0415
    from po_pipeline.field_schema import load_schema  # noqa: PLC0415

    doc, seed, rate = job
    schema = load_schema()
    scan, clean, garbled = searchable(Path(doc["path"]).read_bytes(), random.Random(seed), rate)
    out: dict[str, Any] = {"truth": doc["truth"], "ways": {}}
    for layer, data in (("clean", clean), ("garbled", garbled)):
        alone = read_document(data, own_ocr=False)
        out["ways"][f"{layer}/layer_alone"] = extract_reading(alone, schema)
        out["ways"][f"{layer}/shipped"] = extract_pdf(data, schema=schema)
    out["ways"]["image_alone"] = extract_pdf(scan, schema=schema)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--docs", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--garble", type=float, default=0.08)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()

    from party import same_value  # noqa: PLC0415

    from po_pipeline.field_schema import load_schema  # noqa: PLC0415
    from po_pipeline.pipeline.validation import Accepted, Gate, validate_result  # noqa: PLC0415

    docs = []
    for directory in args.sets:
        for doc in json.loads((directory / "truth.json").read_text(encoding="utf-8")):
            if not doc.get("scanned"):
                docs.append({**doc, "path": str(directory / doc["name"])})
    by_family: dict[str, list[dict]] = defaultdict(list)
    for doc in docs:
        by_family[doc.get("family", "")].append(doc)
    chosen: list[dict] = []
    while len(chosen) < args.docs and any(by_family.values()):
        for family in sorted(by_family):
            if by_family[family] and len(chosen) < args.docs:
                chosen.append(by_family[family].pop(0))
    jobs = [(doc, args.seed * 100_003 + i, args.garble) for i, doc in enumerate(chosen)]
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(_one, jobs))

    gate = Gate.from_schema(load_schema())
    report: dict[str, Any] = {"documents": len(results), "garble": args.garble, "ways": {}}
    stating = sum(1 for r in results if r["truth"]["total"])
    for way in results[0]["ways"]:
        right_fields = dict.fromkeys(FIELDS, 0)
        loaded = loaded_right = 0
        for r in results:
            got = r["ways"][way]["fields"]
            ok = {f: same_value(f, got[f]["value"], r["truth"][f]) for f in FIELDS}
            for f in FIELDS:
                right_fields[f] += ok[f]
            if isinstance(validate_result(r["ways"][way], gate), Accepted):
                loaded += 1
                loaded_right += all(ok.values())
        report["ways"][way] = {
            "fields": {f: round(n / len(results), 3) for f, n in right_fields.items()},
            "loaded_right": loaded_right,
            "loaded_wrong": loaded - loaded_right,
            "straight_through": round(loaded_right / max(stating, 1), 3),
        }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Engine throughput: text-layer pages per second (median of runs) and CPU seconds per OCR page.

    python bench/engine_speed.py [CORPUS_DIR] [--runs 5] [--ocr-threads 1] [--det-max-side 1280]
                                 [--families GENERATED_SET [--families-docs 120]]

Uses the text-layer seed orders and the corpus's text documents for the text figure, and the
image-only seed plus the corpus's scans for OCR. CPU time is process time (all threads).
--families adds pages per CPU-s over text-layer orders of a generated set (`make bench`: its
trust documents), which carry far more text, parties and distractors than the corpus.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import make_corpus  # noqa: E402

from po_pipeline.engine import EngineLimits, extract_pdf  # noqa: E402
from po_pipeline.engine.ocr import OcrSettings, ocr_engine  # noqa: E402

INBOX = Path(__file__).resolve().parents[1] / "data" / "inbox"


def _run(paths: list[Path], limits: EngineLimits | None = None) -> tuple[float, float, int]:
    wall, cpu = time.perf_counter(), time.process_time()
    pages = sum(extract_pdf(p, limits=limits)["pages"] for p in paths)
    return time.perf_counter() - wall, time.process_time() - cpu, pages


def _families(out_dir: Path, count: int) -> dict[str, float]:
    """One pass over `count` of a generated set's text-layer documents, spread over its
    families (every k-th in name order): pages per CPU-s of the orders the product is for,
    which carry far more text and candidates than the corpus's."""
    docs = json.loads((out_dir / "truth.json").read_text(encoding="utf-8"))
    names = sorted(d["name"] for d in docs if not d["scanned"])
    paths = [out_dir / name for name in names[:: max(1, len(names) // count)][:count]]
    _run(paths[:1])
    _wall, cpu, pages = _run(paths)
    print(
        f"generated text-layer orders: {len(paths)} docs, {pages} pages, "
        f"{pages / cpu:.1f} pages per CPU-s"
    )
    return {"docs": len(paths), "pages": pages, "pages_per_cpu_s": round(pages / cpu, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=Path("/tmp/po-corpus"))
    parser.add_argument("--runs", type=int, default=5)
    defaults = EngineLimits()
    parser.add_argument("--ocr-threads", type=int, default=defaults.ocr_threads)
    parser.add_argument("--det-max-side", type=int, default=defaults.ocr_det_max_side)
    parser.add_argument(
        "--families",
        type=Path,
        default=None,
        help="also read the text-layer documents of a generated set (bench/families.py's OUT_DIR)",
    )
    parser.add_argument("--families-docs", type=int, default=120)
    parser.add_argument("--json", action="store_true", help="end with the figures as one JSON line")
    args = parser.parse_args()
    limits = EngineLimits(ocr_threads=args.ocr_threads, ocr_det_max_side=args.det_max_side)
    if not (args.corpus / "truth.json").exists():
        make_corpus(args.corpus)
    docs = json.loads((args.corpus / "truth.json").read_text(encoding="utf-8"))
    text_docs = [INBOX / f"PO-2026-0{n}.pdf" for n in (17, 18, 21)] + [
        args.corpus / d["name"] for d in docs if not d["scanned"]
    ]
    scan_docs = [INBOX / "PO-2026-022.pdf"] + [
        args.corpus / d["name"] for d in docs if d["scanned"]
    ][:6]

    _run(text_docs[:3])  # warm imports and caches
    rates = []
    for _ in range(args.runs):
        wall, _cpu, pages = _run(text_docs)
        rates.append(pages / wall)
    print(
        f"text layer: {len(text_docs)} docs per run, median {statistics.median(rates):.1f} pages/s "
        f"(min {min(rates):.1f}, max {max(rates):.1f}, {args.runs} runs)"
    )

    families = _families(args.families, args.families_docs) if args.families else None

    t0 = time.perf_counter()
    ocr_engine(OcrSettings(threads=limits.ocr_threads, det_max_side=limits.ocr_det_max_side))
    print(f"OCR engine load: {time.perf_counter() - t0:.2f} s (once per process)")
    _run(scan_docs[:1], limits)  # the first inference sizes onnxruntime's buffers
    wall, cpu, pages = _run(scan_docs, limits)
    print(
        f"OCR: {pages} pages, {cpu / pages:.2f} CPU-s/page, {wall / pages:.2f} wall-s/page "
        f"(render at {limits.ocr_dpi} dpi, {limits.ocr_threads} onnxruntime thread(s), "
        f"detection on a {limits.ocr_det_max_side} px long side)"
    )
    if args.json:
        figures = {
            "text_pages_per_s_median": round(statistics.median(rates), 1),
            "text_pages_per_s_min": round(min(rates), 1),
            "text_runs": args.runs,
            "ocr_pages": pages,
            "ocr_cpu_s_per_page": round(cpu / pages, 2),
            "ocr_wall_s_per_page": round(wall / pages, 2),
            "targets": {"text_pages_per_s_min": 30, "ocr_cpu_s_per_page_max": 3},
        }
        if families:
            figures["families_text"] = families
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

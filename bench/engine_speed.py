"""Engine throughput: text-layer pages per second (median of runs) and CPU seconds per OCR page.

    python bench/engine_speed.py [CORPUS_DIR] [--runs 5]

Uses the text-layer seed orders and the corpus's text documents for the text figure, and the
image-only seed plus the corpus's scans for OCR. CPU time is process time (all threads).
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

from po_pipeline.engine import extract_pdf  # noqa: E402
from po_pipeline.engine.ocr import ocr_engine  # noqa: E402

INBOX = Path(__file__).resolve().parents[1] / "data" / "inbox"


def _run(paths: list[Path]) -> tuple[float, float, int]:
    wall, cpu = time.perf_counter(), time.process_time()
    pages = sum(extract_pdf(p)["pages"] for p in paths)
    return time.perf_counter() - wall, time.process_time() - cpu, pages


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=Path("/tmp/po-corpus"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
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

    t0 = time.perf_counter()
    ocr_engine()
    print(f"OCR engine load: {time.perf_counter() - t0:.2f} s (once per process)")
    wall, cpu, pages = _run(scan_docs)
    print(
        f"OCR: {pages} pages, {cpu / pages:.2f} CPU-s/page, {wall / pages:.2f} wall-s/page "
        f"(render at 200 dpi + detection + recognition)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

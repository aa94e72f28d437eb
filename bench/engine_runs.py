"""Run the offline engine over generated document sets and keep what it said, per document.

    python bench/engine_runs.py OUT.jsonl SET_DIR [SET_DIR ...] [--workers 2]
                                [--splits tuned,fit,test] [--segment-cache DIR]
                                [--text-layer-only]

Each SET_DIR holds PDFs and a truth.json (a list of {"name", "truth", ...}). Every output
line is that truth entry plus "set", "split" (bench/families.py) and "got": the engine's
fields with value, confidence, score, candidates and the calibration features.
bench/train.py and bench/trust.py read it.

--splits keeps only the documents of those splits (leave `blind` out while working on the
engine: it is scored once, at the end). --segment-cache keeps each file's pages as the engine
read them (po_pipeline.engine.reading), keyed by the file's bytes and the source of the
reading modules, so a change to the field rules alone re-runs in minutes instead of OCR-ing
every scan again; the output is the same as without it. --text-layer-only leaves the scanned
copies out (truth's "scanned"): a check of a change to the field rules in minutes when no
cache of the scans' OCR is at hand (OCR is nearly all of a run's time); its figures are
those of the text-layer documents only, not the splits', and no model is fitted on it.
--cached-scans-only keeps the scanned copies whose pages the cache holds and leaves the
others out: a refit when OCR-ing every scan would not fit the time at hand (its figures are
those of the documents kept; say so wherever they are reported).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from importlib.metadata import version
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from families import split_of  # noqa: E402

from po_pipeline.engine import ExtractionError  # noqa: E402
from po_pipeline.engine.extract import extract_reading  # noqa: E402
from po_pipeline.engine.reading import read_document  # noqa: E402
from po_pipeline.field_schema import load_schema  # noqa: E402

# What decides a page's segments: the reading modules and the libraries under them.
READING_MODULES = ("reading", "textlayer", "ocr", "segments", "pdfdoc", "preflight")
READING_PACKAGES = ("pdfplumber", "pdfminer.six", "pypdfium2", "pypdf", "rapidocr", "onnxruntime")


def reading_fingerprint() -> str:
    engine = Path(read_document.__code__.co_filename).parent
    digest = hashlib.sha256()
    for module in READING_MODULES:
        digest.update((engine / f"{module}.py").read_bytes())
    for package in READING_PACKAGES:
        digest.update(f"{package}={version(package)}".encode())
    return digest.hexdigest()[:16]


def _entry(data: bytes, cache: str, fingerprint: str) -> Path:
    key = hashlib.sha256(data + fingerprint.encode()).hexdigest()
    return Path(cache) / key[:2] / f"{key}.pkl"


def _cached(path: str, cache: Path | None, fingerprint: str) -> bool:
    return cache is not None and _entry(Path(path).read_bytes(), str(cache), fingerprint).exists()


def _pages(path: str, cache: str | None, fingerprint: str) -> Any:
    """The file's Reading, or the code of the ExtractionError reading it raised; from the
    cache when there."""
    data = Path(path).read_bytes()
    entry = None
    if cache:
        entry = _entry(data, cache, fingerprint)
        if entry.exists():
            return pickle.loads(entry.read_bytes())
    try:
        pages: Any = read_document(data)
    except ExtractionError as exc:
        pages = exc.code
    if entry is not None:
        entry.parent.mkdir(parents=True, exist_ok=True)
        # One writer's own name: two runs sharing a cache may write the same entry at once.
        tmp = entry.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(pages))
        tmp.replace(entry)
    return pages


def _extract(job: tuple[str, str | None, str]) -> dict[str, Any]:
    try:
        pages = _pages(*job)
        if isinstance(pages, str):
            return {"error": pages}
        result = extract_reading(pages, load_schema(), with_features=True)
        return {"results": result["results"], "fields": result["fields"]}
    except Exception as exc:  # an engine bug: count it against the engine, keep the run going
        return {"error": f"crash: {type(exc).__name__}: {exc}"}


def run_sets(
    set_dirs: list[Path],
    *,
    workers: int,
    splits: frozenset[str] | None = None,
    cache: Path | None = None,
    text_layer_only: bool = False,
    cached_scans_only: bool = False,
) -> list[dict[str, Any]]:
    fingerprint = reading_fingerprint()
    docs: list[dict[str, Any]] = []
    for set_dir in set_dirs:
        for doc in json.loads((set_dir / "truth.json").read_text(encoding="utf-8")):
            doc = {**doc, "set": set_dir.name, "path": str(set_dir / doc["name"])}
            doc["split"] = split_of(doc)
            if (splits is None or doc["split"] in splits) and not (
                doc.get("scanned")
                and (
                    text_layer_only
                    or (cached_scans_only and not _cached(doc["path"], cache, fingerprint))
                )
            ):
                docs.append(doc)
    jobs = [(d["path"], str(cache) if cache else None, fingerprint) for d in docs]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        outputs = list(pool.map(_extract, jobs, chunksize=4))
    return [{**doc, "got": out} for doc, out in zip(docs, outputs)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--splits", help="comma-separated: keep only these splits")
    parser.add_argument("--segment-cache", type=Path)
    parser.add_argument(
        "--text-layer-only", action="store_true", help="leave the scanned copies out (no OCR)"
    )
    parser.add_argument(
        "--cached-scans-only",
        action="store_true",
        help="leave out the scanned copies whose pages are not in --segment-cache yet",
    )
    args = parser.parse_args()
    started = time.perf_counter()
    splits = frozenset(args.splits.split(",")) if args.splits else None
    rows = run_sets(
        args.sets,
        workers=args.workers,
        splits=splits,
        cache=args.segment_cache,
        text_layer_only=args.text_layer_only,
        cached_scans_only=args.cached_scans_only,
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    crashes = [r for r in rows if str(r["got"].get("error", "")).startswith("crash")]
    for r in crashes:
        print(f"ENGINE CRASH on {r['path']}: {r['got']['error']}", file=sys.stderr)
    print(
        f"{len(rows)} documents from {len(args.sets)} sets in "
        f"{time.perf_counter() - started:.0f} s -> {args.out}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

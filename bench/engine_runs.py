"""Run the offline engine over generated document sets and keep what it said, per document.

    python bench/engine_runs.py OUT.jsonl SET_DIR [SET_DIR ...] [--workers 2]

Each SET_DIR holds PDFs and a truth.json (a list of {"name", "truth", ...}). Every output
line is that truth entry plus "set" and "got": the engine's fields with value, confidence,
score, candidates and the calibration features. bench/train.py and bench/trust.py read it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from po_pipeline.engine import ExtractionError, extract_pdf


def _extract(path: str) -> dict[str, Any]:
    try:
        result = extract_pdf(Path(path), with_features=True)
        return {"results": result["results"], "fields": result["fields"]}
    except ExtractionError as exc:
        return {"error": exc.code}
    except Exception as exc:  # an engine bug: count it against the engine, keep the run going
        return {"error": f"crash: {type(exc).__name__}: {exc}"}


def run_sets(set_dirs: list[Path], *, workers: int) -> list[dict[str, Any]]:
    docs: list[dict[str, Any]] = []
    for set_dir in set_dirs:
        for doc in json.loads((set_dir / "truth.json").read_text(encoding="utf-8")):
            docs.append({**doc, "set": set_dir.name, "path": str(set_dir / doc["name"])})
    with ProcessPoolExecutor(max_workers=workers) as pool:
        outputs = list(pool.map(_extract, [d["path"] for d in docs], chunksize=4))
    return [{**doc, "got": out} for doc, out in zip(docs, outputs)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    rows = run_sets(args.sets, workers=args.workers)
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

"""Per-field exact-match accuracy of the offline engine on the synthetic corpus.

    python bench/accuracy.py [CORPUS_DIR]   # generates the corpus first if truth.json is missing

Prints accuracy per field, per layout and for scans, then every miss (expected vs got).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import make_corpus  # noqa: E402

from po_pipeline.engine import ExtractionError, extract_pdf  # noqa: E402

FIELDS = ("order_number", "supplier", "total")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=Path("/tmp/po-corpus"))
    args = parser.parse_args()
    truth_path = args.corpus / "truth.json"
    if not truth_path.exists():
        make_corpus(args.corpus)
    import json

    docs = json.loads(truth_path.read_text(encoding="utf-8"))
    hits: dict[str, int] = defaultdict(int)
    by_group: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses: list[str] = []
    started = time.perf_counter()
    for doc in docs:
        try:
            got = {
                k: v["value"] for k, v in extract_pdf(args.corpus / doc["name"])["fields"].items()
            }
        except ExtractionError as exc:
            got = {k: f"<{exc.code}>" for k in FIELDS}
        group = (
            f"{doc['lang']}/{doc['layout']}"
            + (" scan" if doc["scanned"] else "")
            + (" 2p" if doc["pages"] > 1 else "")
        )
        for name in FIELDS:
            ok = got.get(name, "") == doc["truth"][name]
            hits[name] += ok
            by_group[group][0] += ok
            by_group[group][1] += 1
            if not ok:
                misses.append(
                    f"{doc['name']:12} {group:22} {name:12} "
                    f"expected {doc['truth'][name]!r:28} got {got.get(name)!r}"
                )
    elapsed = time.perf_counter() - started
    n = len(docs)
    print(f"{n} documents in {elapsed:.1f} s")
    for name in FIELDS:
        print(f"  {name:12} {hits[name]:3d}/{n} = {hits[name] / n:6.1%}")
    all_ok = sum(hits.values())
    print(f"  {'all fields':12} {all_ok:3d}/{3 * n} = {all_ok / (3 * n):6.1%}")
    print("by layout (field-level):")
    for group, (ok, total) in sorted(by_group.items()):
        print(f"  {group:24} {ok:3d}/{total:3d} = {ok / total:6.1%}")
    print(f"misses ({len(misses)}):")
    for line in misses:
        print("  " + line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

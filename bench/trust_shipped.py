"""bench/trust.py's figures with the shipped models only: no leave-one-family-out refit.

    python bench/trust_shipped.py RUNS.jsonl [RUNS.jsonl ...] [--json OUT.json]

What `make bench` reports (in minutes, not the ~18 of trust.py's refit of the supplier
scorer for every fit family). Every split is scored with the shipped supplier scorer,
calibration and thresholds, as the service answers: the engine's own values and
confidences in RUNS.jsonl. For tuned, test and blind that is what trust.py reports too.
For fit it is in-sample (the shipped models were fitted on those families), so it reads
higher than trust.py's leave-one-family-out figure; the output says so (`models`,
`fit_in_sample`). The leave-one-family-out figures come from `make trust` (bench/trust.py)
and `make train` (bench/train.py's frontier).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from trust import load_runs, print_report, report  # noqa: E402

NOTE = (
    "shipped models: every split scored with the shipped supplier scorer, calibration and "
    "thresholds; fit is in-sample (no leave-one-family-out refit: make trust)"
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    rows = load_runs(args.runs)
    out = {"models": "shipped", "fit_in_sample": True, "note": NOTE, **report(rows, lofo=None)}
    print(NOTE)
    print_report(out)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

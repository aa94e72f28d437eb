"""One JSON document with every `make bench` figure (issue 12: "make bench prints one JSON").

    python bench/report.py [--corpus bench/out/corpus] [--families bench/out/bench-families]
                           [--trust bench/out/trust.json]
                           [--out bench/out/report.json] [--only NAME[,NAME...]]

Runs each benchmark below as its own process (its own output goes to stderr as it runs,
so progress stays visible), takes the JSON it prints and, at the end, prints one JSON
document: `{"benchmarks": {name: figures}, "seconds": {name: s}, "failed": [...]}`, also
written to --out. The trust figures (`bench/trust_shipped.py --json`, run before this by `make
bench`) are read from --trust when that file exists. A benchmark that fails is named in
`failed` with its exit code and the report still comes out; the exit code is then 1.

| name | command | figures |
|---|---|---|
| engine_speed | engine_speed.py CORPUS --runs 3 --json --families FAMS | text pages/s, OCR CPU-s |
| service | service.py --text-only --copies 60 | the service against the engine alone |
| sensor_ticks | sensor_ticks.py --files 20000 | seconds per inbox_sensor tick |
| orchestration | orchestration.py --max-in-flight 24 | wall time against N/W x L, requests |
| e2e | e2e.py --docs 1000 --memory-docs 100 | end to end vs the engine, 3 seeds; RSS, events |
| e2e_families | e2e.py --docs 1000 --memory-docs 0 --source FAMILIES | the same, generated orders |
| backfill | backfill.py --days 90 | runs and seconds of a 90-day backfill of an empty history |

(The window of 8 that `orchestration.py --max-in-flight 8,24` also shows, a ratio of about 2
at a window of W, is left out of `make bench` for time: run it by hand.)
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent


def benchmarks(corpus: Path, families: Path) -> dict[str, list[str]]:
    return {
        "engine_speed": [
            "engine_speed.py",
            str(corpus),
            "--runs",
            "3",
            "--json",
            "--families",
            str(families),
        ],
        "service": ["service.py", "--text-only", "--copies", "60"],
        "sensor_ticks": ["sensor_ticks.py", "--files", "20000"],
        "orchestration": ["orchestration.py", "--max-in-flight", "24"],
        "e2e": ["e2e.py", "--docs", "1000", "--memory-docs", "100"],
        "e2e_families": [
            "e2e.py",
            "--docs",
            "1000",
            "--memory-docs",
            "0",
            "--source",
            str(families),
        ],
        "backfill": ["backfill.py", "--days", "90"],
    }


def json_values(stdout: str) -> list[Any]:
    """Every JSON value printed, whole-output first (indented JSON), else line by line."""
    try:
        return [json.loads(stdout)]
    except ValueError:
        pass
    values = []
    for line in stdout.splitlines():
        if line.lstrip().startswith(("{", "[")):
            try:
                values.append(json.loads(line))
            except ValueError:
                continue
    return values


def summarised(name: str, values: list[Any]) -> Any:
    """The figures kept in the report: one value as it is, several as a list; the sensor's
    per-tick list is left out (its summary holds the longest and the known ticks)."""
    if name == "sensor_ticks" and values and isinstance(values[0], dict):
        return {k: v for k, v in values[0].items() if k != "ticks"}
    return values[0] if len(values) == 1 else values


def run_one(name: str, argv: list[str]) -> tuple[Any, float, int]:
    started = time.perf_counter()
    print(f"== {name}: {' '.join(argv)}", file=sys.stderr, flush=True)
    process = subprocess.run(
        [sys.executable, str(BENCH / argv[0]), *argv[1:]],
        stdout=subprocess.PIPE, stderr=None, text=True, check=False,
    )  # fmt: skip
    sys.stderr.write(process.stdout)
    seconds = round(time.perf_counter() - started, 1)
    return summarised(name, json_values(process.stdout)), seconds, process.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=BENCH / "out" / "corpus")
    parser.add_argument("--families", type=Path, default=BENCH / "out" / "bench-families")
    parser.add_argument("--trust", type=Path, default=BENCH / "out" / "trust.json")
    parser.add_argument("--out", type=Path, default=BENCH / "out" / "report.json")
    parser.add_argument("--only", default="", help="comma-separated names; default: all")
    args = parser.parse_args()
    chosen = {n for n in args.only.split(",") if n}
    report: dict[str, Any] = {"benchmarks": {}, "seconds": {}, "failed": []}
    for name, argv in benchmarks(args.corpus, args.families).items():
        if chosen and name not in chosen:
            continue
        figures, seconds, code = run_one(name, argv)
        report["benchmarks"][name] = figures
        report["seconds"][name] = seconds
        if code != 0:
            report["failed"].append({"benchmark": name, "exit": code})
    if args.trust.exists() and (not chosen or "trust" in chosen):
        report["benchmarks"]["trust"] = json.loads(args.trust.read_text(encoding="utf-8"))
    text = json.dumps(report, indent=1)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    return 1 if report["failed"] else 0


if __name__ == "__main__":
    raise SystemExit(main())

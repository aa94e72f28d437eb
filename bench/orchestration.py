"""Orchestration efficiency (issue 12, item 2): the pipeline against a service of known speed.

    python bench/orchestration.py [--docs 400] [--workers 8] [--latency 1]
                                  [--max-in-flight 24[,8...]]

Starts the extraction service with `--simulate-latency L` (every job sleeps exactly L s
and returns a made-up valid result; benchmark only) and W workers, drops N byte-distinct
copies of a seed order into a fresh data directory and runs `po-pipeline run` once over it
(a subprocess: registration, one real Dagster run on a real instance, SQLite ledger, DuckDB
warehouse), with PO_MAX_IN_FLIGHT set to each window given. Prints one JSON document with,
per window:

- `extraction_s`: first upload to last document finished (ledger events); `ideal_s` =
  N / W x L; `ratio` = extraction_s / ideal_s (target <= 1.1). `run_s` and `run_ratio`
  are the whole command, Python and Dagster start-up, registration and publishing included;
- `requests_per_doc`: HTTP requests the service logged (one access-log line each), by
  kind; target <= 3 + ceil(L / Retry-After), Retry-After being the 1 s the service gives
  a running job;
- the in-flight window, from the ledger's events: `occupancy` (documents open on average,
  over max_in_flight, from the first upload until the queue ran dry), `refill_ms` (from a
  document finishing to the next upload, while documents were queued: p50, p95, max) and
  `window_slides` (occupancy >= 0.9 and every refill within 250 ms: a finished task freed
  its slot at once, not at the next poll or once the window had drained).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from po_pipeline.service.embedded import ServiceProcess  # noqa: E402

SEED = REPO / "data" / "inbox" / "PO-2026-017.pdf"
TOKEN = "tok-orchestration-" + os.urandom(6).hex()
RUNNING_RETRY_AFTER_S = 1.0  # what the service answers for a running job (routes.py)
REFILL_AT_ONCE_S = 0.25
RUN_TIMEOUT_S = 1800
OPEN = ("submitting", "processing")
_ACCESS = re.compile(r"method=(\w+) path=(\S+) status=(\d+|-)")


def request_kind(method: str, path: str) -> str:
    if method == "POST" and path == "/api/v1/jobs":
        return "upload"
    if method == "POST" and path == "/api/v1/jobs/batch":
        return "upload_batch"  # up to 32 documents a request
    if method == "GET" and path == "/api/v1/jobs":
        return "status_batch"
    if method == "GET" and re.fullmatch(r"/api/v1/jobs/job_[0-9a-f]+", path):
        return "status"
    if method == "GET" and re.fullmatch(r"/api/v1/jobs/job_[0-9a-f]+/result", path):
        return "result"
    return f"{method} {path}"


def count_requests(log_text: str) -> Counter[str]:
    """Requests by kind, from the service's access lines (health probes left out)."""
    counts: Counter[str] = Counter()
    for method, path, _status in _ACCESS.findall(log_text):
        if path != "/healthz":
            counts[request_kind(method, path)] += 1
    return counts


def _at(text: str) -> float:
    return datetime.fromisoformat(text).timestamp()


def ledger_events(ledger_db: Path) -> list[tuple[float, int, str, str]]:
    """(time, document, from, to) of every transition, in order."""
    with sqlite3.connect(ledger_db) as conn:
        rows = conn.execute(
            "SELECT at, document_id, from_status, to_status FROM ledger_events ORDER BY id"
        ).fetchall()
    return [(_at(at), doc, src or "", dst) for at, doc, src, dst in rows]


def window_figures(events: list[tuple[float, int, str, str]], max_in_flight: int) -> dict:
    """Extraction span, occupancy of the window and refill gaps, from the ledger's events."""
    claims = [t for t, _, src, dst in events if dst == "submitting" and src == "queued"]
    finishes = [t for t, _, src, dst in events if src == "processing" and dst not in OPEN]
    first, last_claim, last_finish = min(claims), max(claims), max(finishes)
    open_now, area, previous = 0, 0.0, first
    for at, _, src, dst in events:
        if at < first or at > last_claim:
            continue
        area += open_now * (at - previous)
        previous = at
        open_now += (dst in OPEN) - (src in OPEN)
    occupancy = area / ((last_claim - first) * max_in_flight) if last_claim > first else 1.0
    gaps = sorted(
        min(c for c in claims if c >= done) - done for done in finishes if done < last_claim
    )

    def pct(p: float) -> float:
        return round(gaps[min(len(gaps) - 1, int(p / 100 * len(gaps)))] * 1000, 1)

    refill = {"p50": pct(50), "p95": pct(95), "max": pct(100)} if gaps else {}
    return {
        "extraction_s": round(last_finish - first, 2),
        "occupancy": round(occupancy, 3),
        "refill_ms": refill,
        "window_slides": bool(occupancy >= 0.9 and (not gaps or gaps[-1] <= REFILL_AT_ONCE_S)),
    }


def drop_documents(inbox: Path, n: int) -> None:
    inbox.mkdir(parents=True)
    seed = SEED.read_bytes()
    for i in range(n):
        (inbox / f"{i:05d}-{SEED.name}").write_bytes(seed + f"\n%orchestration {i}\n".encode())


def run_pipeline(data_dir: Path, service_url: str, max_in_flight: int) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env |= {
        "PO_DATA_DIR": str(data_dir),
        "PO_SERVICE_URL": service_url,
        "PO_SERVICE_TOKEN": TOKEN,
        "PO_MAX_IN_FLIGHT": str(max_in_flight),
    }
    started = time.perf_counter()
    process = subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, check=False,
    )  # fmt: skip
    seconds = time.perf_counter() - started
    if process.returncode != 0:
        raise SystemExit(
            f"po-pipeline run failed ({process.returncode}):\n{process.stdout[-3000:]}"
        )
    return {"run_s": round(seconds, 2)}


def bench_window(args: argparse.Namespace, max_in_flight: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-orch-") as tmp:
        data_dir = Path(tmp) / "data"
        drop_documents(data_dir / "inbox", args.docs)
        service = ServiceProcess(
            Path(tmp) / "service",
            tokens={"bench": TOKEN},
            workers=args.workers,
            simulate_latency=args.latency,
            max_queue=max(100, 2 * max_in_flight),
        )
        service.start()
        try:
            figures = run_pipeline(data_dir, service.url, max_in_flight)
        finally:
            service.stop()
        requests = count_requests(service.log_path.read_text(encoding="utf-8"))
        events = ledger_events(data_dir / "ledger.db")
        states = Counter(dst for _, _, _, dst in _last_per_document(events))
    ideal = args.docs / args.workers * args.latency
    window = window_figures(events, max_in_flight)
    total = sum(requests.values())
    return {
        "max_in_flight": max_in_flight,
        "documents_by_state": dict(states),
        "ideal_s": round(ideal, 2),
        **window,
        "ratio": round(window["extraction_s"] / ideal, 3),
        **figures,
        "run_ratio": round(figures["run_s"] / ideal, 3),
        "requests_per_doc": round(total / args.docs, 2),
        "requests_per_doc_target": 3 + math.ceil(args.latency / RUNNING_RETRY_AFTER_S),
        "requests": dict(sorted(requests.items())),
    }


def _last_per_document(events: list[tuple[float, int, str, str]]) -> list[tuple]:
    last: dict[int, tuple] = {}
    for event in events:
        last[event[1]] = event
    return list(last.values())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=400)
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--latency", type=float, default=1.0, help="seconds per job")
    parser.add_argument(
        "--max-in-flight", default="24", help="PO_MAX_IN_FLIGHT values, comma-separated"
    )
    args = parser.parse_args()
    runs = []
    for window in (int(w) for w in args.max_in_flight.split(",")):
        print(f"orchestration: max_in_flight={window} ...", file=sys.stderr, flush=True)
        runs.append(bench_window(args, window))
    report = {
        "docs": args.docs,
        "workers": args.workers,
        "latency_s": args.latency,
        "ratio_target": 1.1,
        "runs": runs,
    }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

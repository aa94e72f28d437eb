"""Analysts' sessions against runs (issue 10): what a reader left open costs a run, and what
a publish costs as the warehouse grows.

    python bench/concurrent_reader.py [--repeats 3] [--rows 20] [--partitions 1,100,1000]

Prints one JSON object:

- `run`: `po-pipeline run` (the embedded service on a loopback port, the Dagster job, the
  ledger) adding three seed documents to a warehouse that already holds one, timed
  `repeats` times without and with a reader process attached: one read-only DuckDB
  connection on data/warehouse.duckdb, held for the whole run, counting purchase_orders
  every 50 ms. Medians, their ratio, the reader's query count and its errors.
- `publish`: one partition of purchase_orders (`rows` rows) rewritten in a warehouse that
  already holds N partitions of `rows` rows each, for each N: median seconds over
  PUBLISHES publishes, and the file's size.
- `parquet_replace` (the design not taken): a Parquet file per partition replaced with
  os.replace while a reader queries read_parquet() over them in a loop, for 5 s: how many
  of the reader's queries failed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import duckdb

from po_pipeline.warehouse import Warehouse

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
FIRST, ADDED = ["PO-2026-021.pdf"], ["PO-2026-017.pdf", "PO-2026-018.pdf", "PO-2026-022.pdf"]

PUBLISHES = 20

READER = """
import duckdb, json, pathlib, sys, time
path, stop = sys.argv[1], pathlib.Path(sys.argv[2])
conn = duckdb.connect(path, read_only=True)
queries, errors = 0, []
print("ready", flush=True)
while not stop.exists():
    try:
        conn.execute("SELECT count(*) FROM purchase_orders").fetchone()
    except Exception as exc:
        errors.append(repr(exc))
    queries += 1
    time.sleep(0.05)
print(json.dumps({"queries": queries, "errors": errors}))
"""


def po_pipeline_run(data_dir: Path) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env["PO_DATA_DIR"] = str(data_dir)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, capture_output=True, text=True, timeout=900, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        raise SystemExit(f"po-pipeline run failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return time.perf_counter() - started


def timed_run(work: Path, *, with_reader: bool) -> tuple[float, dict]:
    """Seconds of the run that adds ADDED, and what the reader saw (if attached)."""
    data_dir = Path(tempfile.mkdtemp(dir=work)) / "data"
    (data_dir / "inbox").mkdir(parents=True)
    for name in FIRST:
        shutil.copy2(SEEDS / name, data_dir / "inbox")
    po_pipeline_run(data_dir)
    for name in ADDED:
        shutil.copy2(SEEDS / name, data_dir / "inbox")
    if not with_reader:
        return po_pipeline_run(data_dir), {}
    stop = data_dir / "stop-reader"
    reader = subprocess.Popen(
        [sys.executable, "-c", READER, str(data_dir / "warehouse.duckdb"), str(stop)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert reader.stdout is not None and reader.stdout.readline().strip() == "ready"
        seconds = po_pipeline_run(data_dir)
    finally:
        stop.touch()
        out, _ = reader.communicate(timeout=60)
    return seconds, json.loads(out)


def run_figures(repeats: int) -> dict:
    alone: list[float] = []
    attached: list[float] = []
    queries, errors = 0, []
    with tempfile.TemporaryDirectory() as work:
        for _ in range(repeats):  # interleaved, so drift of the machine hits both alike
            alone.append(timed_run(Path(work), with_reader=False)[0])
            seconds, seen = timed_run(Path(work), with_reader=True)
            attached.append(seconds)
            queries += seen["queries"]
            errors += seen["errors"]
    without, with_ = statistics.median(alone), statistics.median(attached)
    return {
        "documents_added": len(ADDED),
        "seconds_without_reader": round(without, 2),
        "seconds_with_reader": round(with_, 2),
        "ratio_with_to_without": round(with_ / without, 3),
        "runs_each": repeats,
        "all_seconds_without": [round(s, 2) for s in alone],
        "all_seconds_with": [round(s, 2) for s in attached],
        "reader_queries": queries,
        "reader_errors": len(errors),
        "reader_error_examples": errors[:3],
    }


def order(n: int, day: date) -> dict:
    return {
        "document_id": n, "order_number": f"PO-{n:08d}", "supplier": f"Supplier {n % 37}",
        "total": Decimal("1234.50"), "arrival_date": day, "source_file": f"/data/inbox/{n}.pdf",
        "fingerprint": f"{n:064x}:2026.8", "backend": "local", "task_id": f"job_{n:024x}",
        "extracted_at": datetime(2026, 1, 1, tzinfo=UTC), "reviewed_by": None,
        "reviewed_at": None,
    }  # fmt: skip


def publish_figures(partitions: list[int], rows: int) -> list[dict]:
    figures = []
    first = date(2024, 1, 1)
    for count in partitions:
        with tempfile.TemporaryDirectory() as work:
            warehouse = Warehouse(Path(work) / "warehouse.duckdb")
            days = [first + timedelta(days=i) for i in range(count)]
            batch = [order(i * rows + j, day) for i, day in enumerate(days) for j in range(rows)]
            warehouse.replace_partitions("purchase_orders", [d.isoformat() for d in days], batch)
            seconds = []
            for k in range(PUBLISHES):
                day = days[k % count]
                fresh = [order(10**9 + k * rows + j, day) for j in range(rows)]
                started = time.perf_counter()
                warehouse.replace_partitions("purchase_orders", [day.isoformat()], fresh)
                seconds.append(time.perf_counter() - started)
            figures.append(
                {
                    "existing_partitions": count,
                    "rows": count * rows,
                    "file_mb": round(warehouse.path.stat().st_size / 1e6, 2),
                    "publish_one_partition_seconds": round(statistics.median(seconds), 4),
                }
            )
    return figures


def _replace_parquet_files(root: str, stop: multiprocessing.synchronize.Event, q) -> None:
    conn = duckdb.connect()
    conn.execute("CREATE TABLE t (id BIGINT, total DECIMAL(12, 2), day DATE)")
    replaces = 0
    while not stop.is_set():
        day = date(2026, 1, 1 + replaces % 5)
        conn.execute("DELETE FROM t")
        conn.execute("INSERT INTO t SELECT range, 1.5, ? FROM range(?)", [day, 10 + replaces % 7])
        private = os.path.join(root, f".{os.getpid()}.tmp")
        conn.table("t").write_parquet(private)
        os.replace(private, os.path.join(root, f"arrival_date={day}.parquet"))
        replaces += 1
    q.put(replaces)


def parquet_replace_figures(seconds: float = 5.0) -> dict:
    with tempfile.TemporaryDirectory() as root:
        conn = duckdb.connect()
        for d in range(1, 6):
            conn.sql("SELECT range AS id, 1.5::DECIMAL(12, 2) AS total, ?::DATE AS day "
                     "FROM range(10)", params=[date(2026, 1, d)]).write_parquet(
                os.path.join(root, f"arrival_date=2026-01-0{d}.parquet"))  # fmt: skip
        stop, q = multiprocessing.Event(), multiprocessing.Queue()
        writer = multiprocessing.Process(target=_replace_parquet_files, args=(root, stop, q))
        writer.start()
        pattern = os.path.join(root, "*.parquet")
        queries, errors = 0, []
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                conn.execute("SELECT count(*), sum(total) FROM read_parquet(?)", [pattern])
                conn.fetchall()
            except duckdb.Error as exc:
                errors.append(str(exc))
            queries += 1
        stop.set()
        replaces = q.get(timeout=60)
        writer.join()
    return {
        "replaces": replaces,
        "reader_queries": queries,
        "reader_errors": len(errors),
        "reader_error_examples": sorted(set(errors))[:3],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--rows", type=int, default=20, help="rows per partition")
    parser.add_argument("--partitions", default="1,100,1000")
    args = parser.parse_args()
    figures = {
        "duckdb": duckdb.__version__,
        "cpus": os.cpu_count(),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],  # other work skews
        "publish": publish_figures([int(n) for n in args.partitions.split(",")], args.rows),
        "parquet_replace": parquet_replace_figures(),
        "run": run_figures(args.repeats),
    }
    print(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()

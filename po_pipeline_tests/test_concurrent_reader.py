"""An analyst's read-only DuckDB session stays open on the warehouse and queries it every
50 ms in another process while `po-pipeline run` (the real service on a loopback port, the
Dagster job, the ledger) adds a document: the reader sees no error, the run succeeds and
leaves no partition stale, the open session keeps its snapshot, and a new connection sees
the new row."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb

from po_pipeline.ledger import Ledger
from po_pipeline.warehouse import TABLES

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"

# Holds one read-only connection and counts purchase_orders every 50 ms until `stop` exists;
# then prints what it saw as JSON.
READER = """
import duckdb, json, pathlib, sys, time
path, stop = sys.argv[1], pathlib.Path(sys.argv[2])
conn = duckdb.connect(path, read_only=True)
queries, errors, counts = 0, [], set()
print("ready", flush=True)
while not stop.exists():
    try:
        counts.add(conn.execute("SELECT count(*) FROM purchase_orders").fetchone()[0])
    except Exception as exc:
        errors.append(repr(exc))
    queries += 1
    time.sleep(0.05)
print(json.dumps({"queries": queries, "errors": errors, "counts": sorted(counts)}))
"""


def run(data_dir: Path, schema: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env |= {"PO_DATA_DIR": str(data_dir), "PO_SCHEMA": str(schema)}  # the seeds load
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def orders(data_dir: Path) -> list[str]:
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        rows = conn.execute("SELECT order_number FROM purchase_orders ORDER BY 1").fetchall()
    return [r[0] for r in rows]


def test_a_reader_left_open_neither_blocks_a_run_nor_sees_an_error(
    data_dir: Path, lenient_schema: Path
) -> None:
    shutil.copy2(SEEDS / "PO-2026-021.pdf", data_dir / "inbox")
    first = run(data_dir, lenient_schema)
    assert first.returncode == 0, first.stdout[-2000:] + first.stderr[-2000:]
    assert orders(data_dir) == ["PO-2026-021"]

    stop = data_dir / "stop-reader"
    reader = subprocess.Popen(
        [sys.executable, "-c", READER, str(data_dir / "warehouse.duckdb"), str(stop)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert reader.stdout is not None and reader.stdout.readline().strip() == "ready"
        shutil.copy2(SEEDS / "PO-2026-017.pdf", data_dir / "inbox")
        second = run(data_dir, lenient_schema)
    finally:
        stop.touch()
        out, err = reader.communicate(timeout=60)
    assert second.returncode == 0, second.stdout[-2000:] + second.stderr[-2000:]

    seen = json.loads(out)
    assert seen["errors"] == [], seen["errors"][:3]
    assert reader.returncode == 0, err[-2000:]
    assert seen["queries"] >= 2  # it was querying while the run published
    assert seen["counts"] == [1]  # an open session keeps the snapshot it opened
    assert Ledger(f"sqlite:///{data_dir / 'ledger.db'}").stale_partitions(list(TABLES)) == []
    assert orders(data_dir) == ["PO-2026-017", "PO-2026-021"]  # a new connection

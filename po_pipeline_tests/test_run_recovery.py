"""`po-pipeline run` when the warehouse is locked by another process (an analyst's open
DuckDB session): the run fails with a message saying so, the ledger keeps the extracted
document, and the next run republishes the stale partition instead of saying "nothing to do"."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb

from po_pipeline.ledger import DocumentStatus, Ledger

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"


def run(data_dir: Path, schema: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env |= {
        "PO_DATA_DIR": str(data_dir),
        "PO_DUCKDB_LOCK_WAIT_SECONDS": "1",
        "PO_SCHEMA": str(schema),  # the seeds load (conftest.lenient_schema)
    }
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def orders(data_dir: Path) -> list[str]:
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        rows = conn.execute("SELECT order_number FROM purchase_orders ORDER BY 1").fetchall()
    return [r[0] for r in rows]


def test_a_locked_warehouse_fails_the_run_and_the_next_run_republishes(
    data_dir: Path, lenient_schema: Path
) -> None:
    shutil.copy2(SEEDS / "PO-2026-021.pdf", data_dir / "inbox")
    assert run(data_dir, lenient_schema).returncode == 0
    assert orders(data_dir) == ["PO-2026-021"]

    shutil.copy2(SEEDS / "PO-2026-022.pdf", data_dir / "inbox")
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import duckdb, sys, time; c = duckdb.connect(sys.argv[1]); print('locked', flush=True);"
         " time.sleep(600)", str(data_dir / "warehouse.duckdb")],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        blocked = run(data_dir, lenient_schema)
    finally:
        holder.kill()
        holder.wait()
    assert blocked.returncode != 0
    assert "locked by another process" in blocked.stdout + blocked.stderr
    statuses = {
        Path(d.source_file).name: d.status
        for d in Ledger(f"sqlite:///{data_dir / 'ledger.db'}").documents()
    }
    assert statuses["PO-2026-022.pdf"] is DocumentStatus.COMPLETED

    recovered = run(data_dir, lenient_schema)
    assert recovered.returncode == 0, recovered.stderr[-2000:]
    assert "Nothing to do" not in recovered.stdout
    assert orders(data_dir) == ["PO-2026-021", "PO-2026-022"]
    assert "Nothing to do" in run(data_dir, lenient_schema).stdout

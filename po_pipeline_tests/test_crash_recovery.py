"""`po-pipeline run` killed with SIGKILL at each stage (po_pipeline.faults), then run once
more: every document ends in a final state, the service created exactly one job per
document, `purchase_orders` has one row per completed document, the killed run is marked
failed in the Dagster instance, and nothing waited on a timer (the orphan cutoff is 300 s;
the rerun takes seconds). The runs use a supplier threshold the two seeds clear
(conftest.lenient_schema), so that loading is part of what is checked."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import dagster as dg
import duckdb
import pytest

from po_pipeline.faults import CRASH_ENV, POINTS
from po_pipeline.ledger import DocumentStatus, Ledger

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
FINAL = {DocumentStatus.COMPLETED, DocumentStatus.NEEDS_REVIEW, DocumentStatus.REJECTED}


def run(
    data_dir: Path, schema: Path, crash_at: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PO_", "DAGSTER_"))}
    env |= {"PO_DATA_DIR": str(data_dir), "PO_SCHEMA": str(schema)}
    if crash_at:
        env[CRASH_ENV] = crash_at
    return subprocess.run(
        [sys.executable, "-m", "po_pipeline.cli", "run"],
        env=env, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def service_jobs(data_dir: Path) -> dict[str, int]:
    """Jobs per idempotency key, counted in the service's own store."""
    counts: dict[str, int] = {}
    for db in (data_dir / "service").glob("*.sqlite3"):
        with sqlite3.connect(db) as conn:
            for key, n in conn.execute(
                "SELECT idempotency_key, COUNT(*) FROM service_jobs GROUP BY idempotency_key"
            ):
                counts[key] = counts.get(key, 0) + n
    return counts


@pytest.mark.parametrize("crash_at", POINTS)
def test_a_run_killed_at_any_stage_is_finished_by_the_next_run(
    data_dir: Path, lenient_schema: Path, crash_at: str
) -> None:
    for name in ("PO-2026-021.pdf", "PO-2026-022.pdf"):
        shutil.copy2(SEEDS / name, data_dir / "inbox")
    killed = run(data_dir, lenient_schema, crash_at)
    assert killed.returncode == -signal.SIGKILL, killed.stdout + killed.stderr

    again = run(data_dir, lenient_schema)
    assert again.returncode == 0, again.stdout + again.stderr

    docs = Ledger(f"sqlite:///{data_dir / 'ledger.db'}").documents()
    assert len(docs) == 2 and {d.status for d in docs} <= FINAL, [
        (d.status, d.reason) for d in docs
    ]
    assert {d.status for d in docs} == {DocumentStatus.COMPLETED}
    jobs = service_jobs(data_dir)
    assert sorted(jobs.get(d.idempotency_key, 0) for d in docs) == [1, 1], jobs
    with duckdb.connect(str(data_dir / "warehouse.duckdb"), read_only=True) as conn:
        rows = conn.sql("SELECT order_number FROM purchase_orders ORDER BY 1").fetchall()
    assert rows == [("PO-2026-021",), ("PO-2026-022",)]

    os.environ["DAGSTER_HOME"] = str(data_dir / "dagster_home")
    try:
        with dg.DagsterInstance.get() as instance:
            statuses = sorted(r.status.value for r in instance.get_runs())
    finally:
        del os.environ["DAGSTER_HOME"]
    assert statuses == ["FAILURE", "SUCCESS"], statuses  # the killed run no longer STARTED

"""Publishing a table's partitions from the ledger (po_pipeline.warehouse.publish) on real
files: rows a person approved or corrected name that person and the moment, taken from the
ledger event that did it; a publish that is cut off leaves its partition stale; several
tables published together reach readers in one snapshot."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

import pandas as pd
import pytest

from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.warehouse import Warehouse, publish, publish_tables
from po_pipeline.warehouse import store as warehouse_store
from po_pipeline_tests.walked import walked

S = DocumentStatus
PARTITION = "2026-11-30"
TABLES = ["purchase_orders", "needs_review"]


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@pytest.fixture
def ledger(tmp_path: Path) -> Ledger:
    return Ledger(f"sqlite:///{tmp_path / 'ledger.db'}", clock=Clock())


# Documents of PARTITION: completed ones (Acme, 1.00), held ones for low confidence (2.00).
document = partial(
    walked, day=PARTITION, total="1.00", reason="low_confidence", review_total="2.00"
)


def test_a_row_a_person_corrected_names_them_and_machine_rows_name_nobody(
    ledger: Ledger, tmp_path: Path
) -> None:
    warehouse = Warehouse(tmp_path / "warehouse.duckdb")
    machine = document(ledger, 1, S.COMPLETED)
    held = document(ledger, 2, S.NEEDS_REVIEW)
    refused = ledger.approve(
        held, order_number="PO-2", supplier="Acme", total="2.50", actor="operator:bob",
        message="corrected by operator:bob: total: 2.00 -> 2.50", reason="operator_corrected",
    )  # fmt: skip
    assert refused is None
    [approval] = [e for e in ledger.events(held) if e.to_status == "completed"]

    publish(ledger, warehouse, table="purchase_orders", partitions=[PARTITION])

    rows = warehouse.frame(
        "SELECT document_id, CAST(total AS VARCHAR) AS total, reviewed_by, reviewed_at "
        "FROM purchase_orders ORDER BY document_id"
    ).to_dict("records")
    assert [(r["document_id"], r["total"], r["reviewed_by"]) for r in rows] == [
        (machine, "1.00", None),
        (held, "2.50", "bob"),
    ]
    assert pd.isna(rows[0]["reviewed_at"])
    assert rows[1]["reviewed_at"].to_pydatetime() == approval.at


def test_a_publish_cut_off_leaves_its_partition_stale_until_the_next_one(
    ledger: Ledger, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warehouse = Warehouse(tmp_path / "warehouse.duckdb")
    document(ledger, 1, S.COMPLETED)
    for table in TABLES:
        publish(ledger, warehouse, table=table, partitions=[PARTITION])
    assert ledger.stale_partitions(TABLES) == []

    document(ledger, 2, S.COMPLETED)
    assert ledger.stale_partitions(TABLES) == [PARTITION]

    def cut_off(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(Warehouse, "replace_tables", cut_off)
    with pytest.raises(OSError, match="disk full"):
        publish(ledger, warehouse, table="purchase_orders", partitions=[PARTITION])
    with pytest.raises(OSError, match="disk full"):
        publish_tables(ledger, warehouse, tables=list(TABLES), partitions=[PARTITION])
    assert ledger.stale_partitions(TABLES) == [PARTITION]
    monkeypatch.undo()

    for table in TABLES:  # what the next run does
        publish(ledger, warehouse, table=table, partitions=[PARTITION])
    assert ledger.stale_partitions(TABLES) == []
    assert warehouse.frame("SELECT count(*) AS n FROM purchase_orders")["n"].tolist() == [2]


def test_tables_published_together_are_one_snapshot_as_published_one_by_one(
    ledger: Ledger, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One copy replaces the published file for all three tables (no moment at which a
    reader sees purchase_orders ahead of needs_review), with the rows each table would get
    on its own, each marked published."""
    document(ledger, 1, S.COMPLETED)
    document(ledger, 2, S.NEEDS_REVIEW)
    alone, together = Warehouse(tmp_path / "alone.duckdb"), Warehouse(tmp_path / "one.duckdb")
    all_tables = [*TABLES, "daily_summary"]
    for table in all_tables:
        publish(ledger, alone, table=table, partitions=[PARTITION])
    replaced: list[object] = []
    real_replace = warehouse_store.os.replace

    def counting_replace(src: object, dst: object) -> None:
        replaced.append(dst)
        real_replace(src, dst)

    monkeypatch.setattr(warehouse_store.os, "replace", counting_replace)
    published = publish_tables(ledger, together, tables=all_tables, partitions=[PARTITION])
    monkeypatch.undo()

    assert replaced == [together.path]
    assert {t: len(p.rows) for t, p in published.items()} == {
        "purchase_orders": 1, "needs_review": 1, "daily_summary": 2,
    }  # fmt: skip
    for table in all_tables:
        query = f"SELECT * EXCLUDE (loaded_at) FROM {table} ORDER BY ALL"  # noqa: S608
        assert together.frame(query).equals(alone.frame(query)), table
    assert ledger.stale_partitions(all_tables) == []


_HOLD_LOCK = """
import sys
from filelock import FileLock
lock = FileLock(sys.argv[1])
lock.acquire()
print("held", flush=True)
sys.stdin.read()  # until the test lets go
"""


def test_a_publisher_waiting_for_another_reads_the_ledger_once_it_is_its_turn(
    ledger: Ledger, tmp_path: Path
) -> None:
    """Two runs of one day publish at once (a backfill's run beside the sensor's): the one
    that waits for the other's publish must not publish what it read before waiting. Here
    another process holds the publish lock while a document completes; the waiting
    publisher's rows include it, and the partition is not left marked fresh over a stale
    reading (the race of test_races.py, made deterministic)."""
    import subprocess
    import sys
    import threading
    import time

    warehouse = Warehouse(tmp_path / "warehouse.duckdb")
    document(ledger, 1, S.COMPLETED)
    late = ledger.register(
        path="inbox/2.pdf", sha256="2".ljust(64, "0"), size_bytes=1, mtime_ns=1,
        schema_version="1", arrival_partition=PARTITION, deadline=timedelta(hours=24),
        actor="test",
    ).document.id  # fmt: skip
    for to in (S.QUEUED, S.SUBMITTING, S.PROCESSING):  # its task still running
        assert ledger.transition(late, to, actor="test", task_id="job_2", backend="local")
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD_LOCK, str(tmp_path / ".warehouse.duckdb.publish-lock")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        waiting = threading.Thread(
            target=publish, args=(ledger, warehouse),
            kwargs={"table": "purchase_orders", "partitions": [PARTITION]},
        )  # fmt: skip
        waiting.start()
        time.sleep(0.5)  # the publisher is at the lock now (or reading before it, if broken)
        assert ledger.complete(
            late, order_number="PO-2", supplier="Acme", total="2.00", result_json="{}",
            actor="the other run",
        )  # fmt: skip
    finally:
        holder.communicate("", timeout=30)  # the other publisher is done
    waiting.join(timeout=60)
    assert not waiting.is_alive()
    rows = warehouse.frame("SELECT document_id FROM purchase_orders ORDER BY 1")
    assert rows["document_id"].tolist() == [1, late]
    assert PARTITION not in ledger.stale_partitions(["purchase_orders"])

"""The warehouse on real files: partition rewrites are idempotent and leave other partitions
alone; totals keep two decimals; every publish replaces the published file whole, so a
reader's open session keeps its snapshot and nothing half-written is ever published; a file
made by an older release is brought to the current schema with its rows."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, date, datetime
from pathlib import Path

import duckdb
import pytest

from po_pipeline.warehouse import Warehouse
from po_pipeline_tests.warehouse.rows import order_row, review_row


def row(n: int, day: str, total: str = "128.50") -> dict:
    return order_row(n, date.fromisoformat(day), supplier="上海教学设备有限公司", total=total)


def test_rewriting_a_partition_is_idempotent_and_scoped(tmp_path: Path) -> None:
    warehouse = Warehouse(tmp_path / "warehouse.duckdb")
    warehouse.replace_partitions("purchase_orders", ["2026-11-29"], [row(1, "2026-11-29")])
    for _ in range(2):
        warehouse.replace_partitions(
            "purchase_orders", ["2026-11-30"], [row(2, "2026-11-30"), row(3, "2026-11-30", "0")]
        )
    rows = warehouse.frame(
        "SELECT document_id, CAST(total AS VARCHAR) AS total, arrival_date FROM purchase_orders "
        "ORDER BY document_id"
    )
    assert rows["document_id"].tolist() == [1, 2, 3]
    assert rows["total"].tolist() == ["128.50", "128.50", "0.00"]
    warehouse.replace_partitions("purchase_orders", ["2026-11-30"], [])
    assert warehouse.frame("SELECT document_id FROM purchase_orders")["document_id"].tolist() == [1]


def test_only_a_warehouse_table_can_be_replaced(tmp_path: Path) -> None:
    """Table names are written into the SQL text (identifiers cannot be bound), so a name
    outside the schema's tables is refused before any statement is built or run."""
    warehouse = Warehouse(tmp_path / "warehouse.duckdb")
    warehouse.replace_partitions("purchase_orders", ["2026-11-29"], [row(1, "2026-11-29")])
    with pytest.raises(KeyError, match="is not a warehouse table"):
        warehouse.replace_partitions('purchase_orders" ; DROP TABLE "needs_review', [], [])
    assert warehouse.frame("SELECT count(*) AS n FROM purchase_orders")["n"].tolist() == [1]
    assert warehouse.frame("SELECT count(*) AS n FROM needs_review")["n"].tolist() == [0]


def test_reading_an_absent_warehouse_creates_empty_tables(tmp_path: Path) -> None:
    warehouse = Warehouse(tmp_path / "new.duckdb")
    assert warehouse.frame("SELECT count(*) AS n FROM needs_review")["n"].tolist() == [0]
    assert warehouse.frame("SELECT count(*) AS n FROM review_queue")["n"].tolist() == [0]


def test_an_open_session_keeps_its_snapshot_and_a_new_one_sees_the_publish(
    tmp_path: Path,
) -> None:
    """An analyst's session in another process (read-only, as documented, or even
    read-write) neither blocks the publish nor sees a half-written file."""
    path = tmp_path / "warehouse.duckdb"
    warehouse = Warehouse(path)
    warehouse.replace_partitions("purchase_orders", ["2026-11-29"], [row(1, "2026-11-29")])
    for read_only in (True, False):
        session = subprocess.Popen(
            [sys.executable, "-c",
             "import duckdb, sys\n"
             "c = duckdb.connect(sys.argv[1], read_only=sys.argv[2] == 'True')\n"
             "for line in sys.stdin:\n"
             "    print(c.sql('SELECT count(*) FROM purchase_orders').fetchone()[0], flush=True)",
             str(path), str(read_only)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert session.stdin and session.stdout
        try:
            session.stdin.write("count\n")
            session.stdin.flush()
            before = int(session.stdout.readline())
            warehouse.replace_partitions(
                "purchase_orders", ["2026-11-30"], [row(10 + before, "2026-11-30")]
            )
            session.stdin.write("count\n")
            session.stdin.flush()
            assert int(session.stdout.readline()) == before  # its snapshot
        finally:
            session.stdin.close()
            session.wait(timeout=30)
        with duckdb.connect(str(path), read_only=True) as fresh:
            assert fresh.sql("SELECT count(*) FROM purchase_orders").fetchone() == (2,)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".warehouse.duckdb.publish-lock",
        "warehouse.duckdb",
    ]  # no private copy, no WAL left beside the published file


def test_a_failed_publish_publishes_nothing_and_leaves_no_private_copy(tmp_path: Path) -> None:
    warehouse = Warehouse(tmp_path / "warehouse.duckdb")
    warehouse.replace_partitions("purchase_orders", ["2026-11-29"], [row(1, "2026-11-29")])
    published = (tmp_path / "warehouse.duckdb").read_bytes()
    bad = row(2, "2026-11-29") | {"total": "not a number"}
    with pytest.raises(duckdb.ConversionException):
        warehouse.replace_partitions("purchase_orders", ["2026-11-29"], [row(3, "2026-11-29"), bad])
    assert (tmp_path / "warehouse.duckdb").read_bytes() == published
    assert not list(tmp_path.glob("*.building*"))


def test_a_private_copy_left_by_a_crashed_publisher_is_discarded(tmp_path: Path) -> None:
    warehouse = Warehouse(tmp_path / "warehouse.duckdb")
    leftover = tmp_path / ".warehouse.duckdb.0123456789ab.building"
    leftover.write_bytes(b"half a database")
    warehouse.replace_partitions("purchase_orders", ["2026-11-29"], [row(1, "2026-11-29")])
    assert not leftover.exists()
    assert warehouse.frame("SELECT count(*) AS n FROM purchase_orders")["n"].tolist() == [1]


def test_a_warehouse_from_an_older_release_keeps_its_rows_in_the_current_schema(
    tmp_path: Path,
) -> None:
    """As shipped before candidates, reviewed_by and this publishing: keyed tables written in
    place. The next publish keeps the old rows, adds the columns (NULL) and drops the keys."""
    path = tmp_path / "old.duckdb"
    with duckdb.connect(str(path)) as conn:
        conn.execute(
            "CREATE TABLE needs_review (document_id BIGINT PRIMARY KEY, status VARCHAR NOT NULL,"
            " reason VARCHAR NOT NULL, message VARCHAR, order_number VARCHAR, supplier VARCHAR,"
            " total VARCHAR, arrival_date DATE NOT NULL, source_file VARCHAR NOT NULL,"
            " fingerprint VARCHAR NOT NULL, backend VARCHAR, task_id VARCHAR,"
            " since TIMESTAMPTZ NOT NULL,"
            " loaded_at TIMESTAMPTZ NOT NULL DEFAULT current_timestamp)"
        )
        conn.execute(
            "CREATE TABLE purchase_orders (document_id BIGINT PRIMARY KEY,"
            " order_number VARCHAR NOT NULL UNIQUE, supplier VARCHAR NOT NULL,"
            " total DECIMAL(12, 2) NOT NULL, arrival_date DATE NOT NULL,"
            " source_file VARCHAR NOT NULL, fingerprint VARCHAR NOT NULL,"
            " backend VARCHAR NOT NULL, task_id VARCHAR NOT NULL,"
            " extracted_at TIMESTAMPTZ NOT NULL,"
            " loaded_at TIMESTAMPTZ NOT NULL DEFAULT current_timestamp)"
        )
        conn.execute(
            "INSERT INTO purchase_orders (document_id, order_number, supplier, total,"
            " arrival_date, source_file, fingerprint, backend, task_id, extracted_at)"
            " VALUES (1, 'PO-1', 'Acme', 5.00, DATE '2026-11-01', '1.pdf', 'f1', 'local',"
            " 'job_1', TIMESTAMPTZ '2026-11-01 00:00:00+00')"
        )
    candidates = '{"supplier": [{"value": "Jane Doe", "confidence": 0.3}]}'
    waiting = review_row(
        7, date(2026, 11, 30), since=datetime(2026, 11, 30, tzinfo=UTC), candidates=candidates
    )
    Warehouse(path).replace_partitions("needs_review", ["2026-11-30"], [waiting])
    stored = Warehouse(path).frame("SELECT candidates FROM needs_review")["candidates"].tolist()
    assert stored == [candidates]
    kept = Warehouse(path).frame("SELECT order_number, reviewed_by FROM purchase_orders")
    assert kept.to_dict("records") == [{"order_number": "PO-1", "reviewed_by": None}]
    with duckdb.connect(str(path), read_only=True) as conn:
        keys = conn.sql(
            "SELECT count(*) FROM duckdb_constraints() "
            "WHERE constraint_type IN ('PRIMARY KEY', 'UNIQUE')"
        ).fetchone()
    assert keys == (0,)

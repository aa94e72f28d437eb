"""The analysts' contract: the one entry point (data/warehouse.duckdb, opened read-only)
holds exactly purchase_orders, needs_review, daily_summary, daily_totals and review_queue, with
these column names and DuckDB types, and the two views answer what they promise."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import duckdb
import pytest

from po_pipeline.cli.review import REVIEWABLE
from po_pipeline.ledger import REVIEW_STATES
from po_pipeline.warehouse import Warehouse, daily_summary_rows
from po_pipeline_tests.warehouse.rows import order_row, review_row

TSTZ = "TIMESTAMP WITH TIME ZONE"
CONTRACT: dict[str, list[tuple[str, str]]] = {
    "purchase_orders": [
        ("document_id", "BIGINT"),
        ("order_number", "VARCHAR"),
        ("supplier", "VARCHAR"),
        ("total", "DECIMAL(12,2)"),
        ("arrival_date", "DATE"),
        ("source_file", "VARCHAR"),
        ("fingerprint", "VARCHAR"),
        ("backend", "VARCHAR"),
        ("task_id", "VARCHAR"),
        ("extracted_at", TSTZ),
        ("reviewed_by", "VARCHAR"),
        ("reviewed_at", TSTZ),
        ("loaded_at", TSTZ),
    ],
    "needs_review": [
        ("document_id", "BIGINT"),
        ("status", "VARCHAR"),
        ("reason", "VARCHAR"),
        ("message", "VARCHAR"),
        ("order_number", "VARCHAR"),
        ("supplier", "VARCHAR"),
        ("total", "VARCHAR"),
        ("arrival_date", "DATE"),
        ("source_file", "VARCHAR"),
        ("fingerprint", "VARCHAR"),
        ("backend", "VARCHAR"),
        ("task_id", "VARCHAR"),
        ("since", TSTZ),
        ("loaded_at", TSTZ),
        ("candidates", "VARCHAR"),
    ],
    "daily_summary": [
        ("arrival_date", "DATE"),
        ("status", "VARCHAR"),
        ("documents", "BIGINT"),
        ("loaded_at", TSTZ),
    ],
    "daily_totals": [
        ("arrival_date", "DATE"),
        ("supplier", "VARCHAR"),
        ("documents", "BIGINT"),
        ("amount", "DECIMAL(18,2)"),
    ],
    "review_queue": [
        ("document_id", "BIGINT"),
        ("arrival_date", "DATE"),
        ("status", "VARCHAR"),
        ("reason", "VARCHAR"),
        ("message", "VARCHAR"),
        ("order_number", "VARCHAR"),
        ("supplier", "VARCHAR"),
        ("total", "VARCHAR"),
        ("source_file", "VARCHAR"),
        ("waiting_since", TSTZ),
        ("age", "INTERVAL"),
        ("candidates", "VARCHAR"),
    ],
}


@pytest.fixture
def entry_point(tmp_path: Path) -> Path:
    """A published warehouse with three orders of two suppliers over two days, and one
    document in each state that lands in needs_review."""
    path = tmp_path / "warehouse.duckdb"
    warehouse = Warehouse(path)
    orders = [
        order_row(1, date(2026, 11, 29), supplier="Acme", total="10.50"),
        order_row(2, date(2026, 11, 29), supplier="Acme", total="4.25"),
        order_row(3, date(2026, 11, 30), supplier="Borg", total="100.00"),
    ]
    for day in ("2026-11-29", "2026-11-30"):
        warehouse.replace_partitions(
            "purchase_orders", [day], [o for o in orders if o["arrival_date"].isoformat() == day]
        )
    now, day = datetime.now(UTC), date(2026, 11, 30)
    waiting = [
        # The first state in sorted order has waited longest.
        review_row(
            10 + i,
            day,
            since=now - timedelta(days=10 - i),
            status=status.value,
            reason=f"reason_{status.value}",
        )
        for i, status in enumerate(sorted(REVIEW_STATES))
    ]
    warehouse.replace_partitions("needs_review", [day.isoformat()], waiting)
    counts = {"2026-11-29": {"completed": 2}, "2026-11-30": {"completed": 1, "queued": 1}}
    warehouse.replace_partitions("daily_summary", list(counts), daily_summary_rows(counts))
    return path


def test_the_entry_point_holds_the_five_relations_with_their_types(entry_point: Path) -> None:
    with duckdb.connect(str(entry_point), read_only=True) as conn:
        relations = {
            name
            for (name,) in conn.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'"
            ).fetchall()
        }
        assert relations == set(CONTRACT)
        for name, columns in CONTRACT.items():
            described = conn.execute(
                "SELECT column_name, data_type FROM information_schema.columns "
                "WHERE table_schema = 'main' AND table_name = ? ORDER BY ordinal_position",
                [name],
            ).fetchall()
            assert described == columns, name


def test_daily_totals_sums_loaded_orders_per_day_and_supplier(entry_point: Path) -> None:
    with duckdb.connect(str(entry_point), read_only=True) as conn:
        rows = conn.sql("SELECT * FROM daily_totals ORDER BY arrival_date, supplier").fetchall()
    assert rows == [
        (date(2026, 11, 29), "Acme", 2, Decimal("14.75")),
        (date(2026, 11, 30), "Borg", 1, Decimal("100.00")),
    ]


def test_review_queue_lists_what_waits_for_a_person_oldest_first(entry_point: Path) -> None:
    """Exactly the states `po-pipeline review` lists (a rejected document waits for nobody),
    with the reason and how long each has waited."""
    with duckdb.connect(str(entry_point), read_only=True) as conn:
        queue = conn.sql("SELECT status, reason, waiting_since, age FROM review_queue").fetchall()
    assert {status for status, *_ in queue} == {s.value for s in REVIEWABLE}
    assert [since for _, _, since, _ in queue] == sorted(since for _, _, since, _ in queue)
    assert all(reason == f"reason_{status}" for status, reason, *_ in queue)
    oldest_age = queue[0][3]
    assert timedelta(days=6) < oldest_age < timedelta(days=11)

"""docs/analyst_queries.sql, run as an analyst would (read-only, every statement of the file)
on a warehouse this test fills: each worked example gives the answer worked out by hand."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import duckdb
import pytest

from po_pipeline.warehouse import Warehouse
from po_pipeline_tests.warehouse.rows import order_row, review_row

QUERIES = Path(__file__).resolve().parents[2] / "docs" / "analyst_queries.sql"


@pytest.fixture
def today() -> date:
    """Read when the test runs: a module constant goes stale when a run crosses midnight."""
    return date.today()


@pytest.fixture
def orders(today: date) -> list[dict]:
    """Four historic orders and three around this week, two of them in it."""
    monday = today - timedelta(days=today.weekday())
    return [
        order_row(1, date(2025, 10, 3), supplier="Acme", total="10.00"),
        order_row(2, date(2025, 10, 20), supplier="Acme", total="5.50"),
        order_row(3, date(2025, 10, 5), supplier="Borg", total="100.00"),
        order_row(4, date(2025, 11, 2), supplier="Acme", total="1.00"),
        order_row(5, today, supplier="Borg", total="300.00"),
        order_row(6, monday, supplier="Acme", total="20.00", reviewed_by="alice"),
        order_row(7, monday - timedelta(days=1), supplier="Borg", total="999.00"),  # last week
    ]


@pytest.fixture
def answers(tmp_path: Path, orders: list[dict]) -> dict[str, list[tuple]]:
    path = tmp_path / "warehouse.duckdb"
    warehouse = Warehouse(path)
    days = sorted({o["arrival_date"].isoformat() for o in orders})
    warehouse.replace_partitions("purchase_orders", days, orders)
    now, day = datetime.now(UTC), date(2025, 11, 2)
    warehouse.replace_partitions(
        "needs_review",
        [day.isoformat()],
        [
            review_row(20, day, since=now - timedelta(days=2)),
            # Waits for nobody: bad input.
            review_row(
                21, day, since=now - timedelta(days=30), status="rejected", reason="not_pdf"
            ),
            review_row(22, day, since=now - timedelta(days=9), reason="missing_total"),
        ],
    )
    results: dict[str, list[tuple]] = {}
    with duckdb.connect(str(path), read_only=True) as conn:
        for statement in duckdb.extract_statements(QUERIES.read_text(encoding="utf-8")):
            name = re.search(r"--\s*name:\s*(\w+)", statement.query)
            assert name, f"a query without a `-- name:` line: {statement.query[:80]!r}"
            results[name.group(1)] = conn.execute(statement).fetchall()
    return results


def test_the_file_answers_the_three_questions(answers: dict[str, list[tuple]]) -> None:
    assert set(answers) == {
        "spend_per_supplier_per_month",
        "awaiting_review_oldest_first",
        "largest_orders_this_week",
    }


def test_spend_per_supplier_per_month(answers: dict[str, list[tuple]], orders: list[dict]) -> None:
    historic = [row for row in answers["spend_per_supplier_per_month"] if row[0].year == 2025]
    assert historic == [
        (date(2025, 10, 1), "Borg", 1, Decimal("100.00")),
        (date(2025, 10, 1), "Acme", 2, Decimal("15.50")),
        (date(2025, 11, 1), "Acme", 1, Decimal("1.00")),
    ]
    total = sum(row[3] for row in answers["spend_per_supplier_per_month"])
    assert total == sum(o["total"] for o in orders)


def test_orders_awaiting_review_oldest_first(answers: dict[str, list[tuple]]) -> None:
    rows = answers["awaiting_review_oldest_first"]
    assert [(r[0], r[1]) for r in rows] == [(22, "missing_total"), (20, "low_confidence")]
    assert timedelta(days=9) <= rows[0][2] < timedelta(days=9, hours=1)


def test_the_largest_orders_this_week(answers: dict[str, list[tuple]], today: date) -> None:
    monday = today - timedelta(days=today.weekday())
    assert answers["largest_orders_this_week"] == [
        ("PO-5", "Borg", Decimal("300.00"), today, None),
        ("PO-6", "Acme", Decimal("20.00"), monday, "alice"),
    ]

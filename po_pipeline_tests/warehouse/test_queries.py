"""The warehouse's own queries (warehouse/queries.py), which `po-pipeline run`'s report and
the asset checks call, on a warehouse file this test fills."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from po_pipeline.warehouse import (
    Warehouse,
    daily_amounts,
    duplicated_order_numbers,
    invalid_totals,
    loaded_orders,
    review_queue,
    stale_reviews,
)
from po_pipeline_tests.warehouse.rows import order_row, review_row

DAY = date(2025, 10, 3)


@pytest.fixture
def warehouse(tmp_path: Path) -> Warehouse:
    store = Warehouse(tmp_path / "warehouse.duckdb")
    orders = [
        order_row(2, DAY, supplier="Borg", total="5.50"),
        order_row(1, DAY, supplier="Acme", total="10.00"),
    ]
    store.replace_partitions("purchase_orders", [DAY.isoformat()], orders)
    now = datetime.now(UTC)
    reviews = [
        review_row(4, DAY, since=now - timedelta(days=1)),
        review_row(3, DAY, since=now - timedelta(days=9)),
    ]
    store.replace_partitions("needs_review", [DAY.isoformat()], reviews)
    return store


def test_the_run_report_lists_orders_by_number_and_reviews_by_document(warehouse) -> None:
    orders = loaded_orders(warehouse)
    assert orders["order_number"].tolist() == ["PO-1", "PO-2"]
    assert orders["total"].tolist() == ["10.00", "5.50"]  # exact text, not floats
    assert review_queue(warehouse)["order_number"].tolist() == ["PO-3", "PO-4"]


def test_the_checks_find_nothing_wrong_in_sound_tables(warehouse) -> None:
    assert duplicated_order_numbers(warehouse).empty
    assert invalid_totals(warehouse).empty


def test_only_reviews_older_than_the_limit_are_stale(warehouse) -> None:
    assert stale_reviews(warehouse, days=7)["document_id"].tolist() == [3]
    assert stale_reviews(warehouse, days=30).empty


def test_daily_amounts_are_exact_text_largest_first(warehouse) -> None:
    amounts = daily_amounts(warehouse, [DAY])
    assert [(a["supplier"], a["amount"]) for a in amounts] == [("Acme", "10.00"), ("Borg", "5.50")]
    assert daily_amounts(warehouse, [date(2025, 10, 4)]) == []

"""The questions the entry points ask the published warehouse: the report `po-pipeline run`
prints, and what the asset checks look for. Every warehouse query lives in this package."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

import pandas as pd

from po_pipeline.warehouse.store import Warehouse


def loaded_orders(warehouse: Warehouse) -> pd.DataFrame:
    """purchase_orders as `po-pipeline run` reports it, by order number."""
    return warehouse.frame(
        "SELECT order_number, supplier, CAST(total AS VARCHAR) AS total, arrival_date, source_file "
        "FROM purchase_orders "
        "ORDER BY order_number"
    )


def review_queue(warehouse: Warehouse) -> pd.DataFrame:
    """needs_review as `po-pipeline run` reports it, by document."""
    return warehouse.frame(
        "SELECT status, reason, order_number, supplier, total, source_file, message "
        "FROM needs_review ORDER BY document_id"
    )


def duplicated_order_numbers(warehouse: Warehouse) -> pd.DataFrame:
    """Order numbers that appear more than once in purchase_orders, with their counts."""
    return warehouse.frame(
        "SELECT order_number, count(*) AS n FROM purchase_orders "
        "GROUP BY order_number HAVING count(*) > 1 ORDER BY order_number"
    )


def invalid_totals(warehouse: Warehouse) -> pd.DataFrame:
    """purchase_orders rows whose total is missing or negative."""
    return warehouse.frame(
        "SELECT order_number, total FROM purchase_orders WHERE total IS NULL OR total < 0"
    )


def stale_reviews(warehouse: Warehouse, *, days: int) -> pd.DataFrame:
    """needs_review rows waiting for more than `days` days, oldest first."""
    return warehouse.frame(
        "SELECT document_id, reason, source_file, since FROM needs_review "
        "WHERE since < now() - to_days(?) ORDER BY since",
        [days],
    )


def daily_summary_of(warehouse: Warehouse, days: Sequence[date]) -> list[dict[str, Any]]:
    """The published daily_summary rows of `days` (arrival_date, status, documents), as a
    publish wrote them (publish.daily_summary_rows), by day."""
    frame = warehouse.frame(
        "SELECT CAST(arrival_date AS VARCHAR) AS arrival_date, status, documents "
        "FROM daily_summary WHERE arrival_date IN (SELECT UNNEST(?::DATE[])) "
        "ORDER BY arrival_date",
        [list(days)],
    )
    return [
        {"arrival_date": date.fromisoformat(day), "status": status, "documents": int(n)}
        for day, status, n in frame.itertuples(index=False)
    ]


def daily_amounts(warehouse: Warehouse, days: Sequence[date]) -> list[dict[str, Any]]:
    """daily_totals rows of `days` (arrival_date, supplier, documents, amount), amounts as
    text so they stay exact decimals (a DataFrame would make them floats); by day, largest
    amount first."""
    return warehouse.frame(
        "SELECT CAST(arrival_date AS VARCHAR) AS arrival_date, supplier, documents, "
        "CAST(amount AS VARCHAR) AS amount FROM daily_totals "
        "WHERE arrival_date IN (SELECT UNNEST(?::DATE[])) "
        "ORDER BY arrival_date, daily_totals.amount DESC, supplier",
        [list(days)],
    ).to_dict("records")

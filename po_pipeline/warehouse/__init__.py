"""The analysts' DuckDB warehouse and its publishing (no Dagster imports)."""

from po_pipeline.warehouse.publish import (
    Published,
    candidates_of,
    daily_summary_rows,
    needs_review_rows,
    publish,
    publish_tables,
    purchase_order_rows,
)
from po_pipeline.warehouse.queries import (
    daily_amounts,
    daily_summary_of,
    duplicated_order_numbers,
    invalid_totals,
    loaded_orders,
    review_queue,
    stale_reviews,
)
from po_pipeline.warehouse.schema import TABLES
from po_pipeline.warehouse.store import Warehouse

__all__ = [
    "TABLES",
    "Published",
    "Warehouse",
    "candidates_of",
    "daily_amounts",
    "daily_summary_of",
    "daily_summary_rows",
    "duplicated_order_numbers",
    "invalid_totals",
    "loaded_orders",
    "needs_review_rows",
    "publish",
    "publish_tables",
    "purchase_order_rows",
    "review_queue",
    "stale_reviews",
]

"""DuckDB warehouse for analysts (no Dagster imports)."""

from po_pipeline.warehouse.publish import candidates_of, needs_review_rows, purchase_order_rows
from po_pipeline.warehouse.store import COLUMNS, TABLES, Warehouse, WarehouseLocked

__all__ = [
    "COLUMNS",
    "TABLES",
    "Warehouse",
    "WarehouseLocked",
    "candidates_of",
    "needs_review_rows",
    "purchase_order_rows",
]

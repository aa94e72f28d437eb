"""The analysts' DuckDB file: purchase_orders and needs_review, rewritten per partition.

A DuckDB file locks out other processes while any connection holds it, so every operation
opens, works and closes; a caller that meets the lock waits briefly, then says who to stop.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import duckdb
import pandas as pd

from po_pipeline.faults import crash_point

TABLES: dict[str, str] = {
    "purchase_orders": """
        CREATE TABLE IF NOT EXISTS purchase_orders (
            document_id   BIGINT PRIMARY KEY,
            order_number  VARCHAR NOT NULL UNIQUE,
            supplier      VARCHAR NOT NULL,
            total         DECIMAL(12, 2) NOT NULL,
            arrival_date  DATE NOT NULL,
            source_file   VARCHAR NOT NULL,
            fingerprint   VARCHAR NOT NULL,
            backend       VARCHAR NOT NULL,
            task_id       VARCHAR NOT NULL,
            extracted_at  TIMESTAMPTZ NOT NULL,
            loaded_at     TIMESTAMPTZ NOT NULL DEFAULT current_timestamp
        )""",
    "needs_review": """
        CREATE TABLE IF NOT EXISTS needs_review (
            document_id   BIGINT PRIMARY KEY,
            status        VARCHAR NOT NULL,
            reason        VARCHAR NOT NULL,
            message       VARCHAR,
            order_number  VARCHAR,
            supplier      VARCHAR,
            total         VARCHAR,
            arrival_date  DATE NOT NULL,
            source_file   VARCHAR NOT NULL,
            fingerprint   VARCHAR NOT NULL,
            backend       VARCHAR,
            task_id       VARCHAR,
            since         TIMESTAMPTZ NOT NULL,
            loaded_at     TIMESTAMPTZ NOT NULL DEFAULT current_timestamp,
            candidates    VARCHAR  -- JSON: {field: [{"value", "confidence"}, ...]}
        )""",
}
# Columns added after a table first shipped: warehouses made before them gain them on open.
MIGRATIONS: tuple[str, ...] = (
    "ALTER TABLE needs_review ADD COLUMN IF NOT EXISTS candidates VARCHAR",
)
COLUMNS: dict[str, tuple[str, ...]] = {
    "purchase_orders": (
        "document_id",
        "order_number",
        "supplier",
        "total",
        "arrival_date",
        "source_file",
        "fingerprint",
        "backend",
        "task_id",
        "extracted_at",
    ),
    "needs_review": (
        "document_id",
        "status",
        "reason",
        "message",
        "order_number",
        "supplier",
        "total",
        "arrival_date",
        "source_file",
        "fingerprint",
        "backend",
        "task_id",
        "since",
        "candidates",
    ),
}
_INSERT = {
    table: f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})"
    for table, cols in COLUMNS.items()
}


def _create(conn: duckdb.DuckDBPyConnection) -> None:
    for ddl in (*TABLES.values(), *MIGRATIONS):
        conn.execute(ddl)


class WarehouseLocked(RuntimeError):
    """Another process holds the DuckDB file."""


class Warehouse:
    def __init__(self, path: Path, *, lock_wait_seconds: float = 30.0) -> None:
        self.path = path
        self.lock_wait_seconds = lock_wait_seconds

    @contextmanager
    def connect(self, *, read_only: bool = False) -> Iterator[duckdb.DuckDBPyConnection]:
        if read_only and not self.path.exists():
            self.ensure_schema()
        deadline = time.monotonic() + self.lock_wait_seconds
        while True:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = duckdb.connect(str(self.path), read_only=read_only)
                break
            except duckdb.IOException as exc:
                if "lock" not in str(exc).lower() or time.monotonic() > deadline:
                    raise WarehouseLocked(
                        f"{self.path} is locked by another process ({exc}); close DuckDB "
                        "sessions on it (e.g. a `duckdb` shell) and retry"
                    ) from exc
                time.sleep(0.25)
        try:
            yield conn
        finally:
            conn.close()

    def ensure_schema(self) -> None:
        with self.connect() as conn:
            _create(conn)

    def replace_partitions(
        self, table: str, partitions: Sequence[str], rows: Sequence[dict[str, Any]]
    ) -> int:
        """Replace every row of `table` whose arrival_date is in `partitions` with `rows`,
        atomically: re-running with the same ledger state leaves the table unchanged."""
        days = [date.fromisoformat(p) for p in partitions]
        values = [tuple(row[c] for c in COLUMNS[table]) for row in rows]
        with self.connect() as conn:
            _create(conn)
            conn.execute("BEGIN TRANSACTION")
            try:
                conn.execute(
                    f"DELETE FROM {table} WHERE arrival_date IN (SELECT UNNEST(?::DATE[]))",
                    [days],
                )
                if values:
                    conn.executemany(_INSERT[table], values)
                crash_point("while_publishing")
                conn.execute("COMMIT")
            except Exception:
                conn.execute("ROLLBACK")
                raise
        return len(values)

    def frame(self, sql: str, params: Sequence[Any] = ()) -> pd.DataFrame:
        with self.connect(read_only=True) as conn:
            return conn.execute(sql, list(params)).df()

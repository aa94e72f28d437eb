"""The analysts' DuckDB file, published as a whole snapshot so that readers never meet a lock.

DuckDB lets one process write a file or several read it, never both. So nobody ever writes
the published file: a publish copies it to a private file next to it, rewrites the changed
partitions there, checkpoints, and `os.replace`s the copy over the published name. A reader
holding the old file keeps its snapshot (its open file is untouched), a new connection sees
the new one, and neither waits. Publishers queue on a lock file among themselves only, so
two runs never publish from the same snapshot and lose each other's partitions.

Measured on Parquet files replaced under views instead: DuckDB opens a file more than once
per query and readers failed with "TProtocolException: Invalid data" when a replace fell in
between (`parquet_replace` in bench/concurrent_reader.py; README, "Analysts").
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import duckdb
import pandas as pd
from filelock import FileLock, Timeout

from po_pipeline.faults import crash_point
from po_pipeline.warehouse.schema import TABLES, WRITTEN, apply_schema, quoted

# A publish takes well under a second; a publisher that holds the lock this long is stuck.
PUBLISH_LOCK_TIMEOUT_SECONDS = 300.0


# SQL cannot bind identifiers, so the statements below name their table and columns in the
# text. They are built once, here, from TABLES and WRITTEN (constants in warehouse/schema.py:
# the allow-list) and never from a caller's string; every value (the days to replace, the
# rows) travels as a bound parameter or a registered frame.


def _delete_sql(table: str) -> str:
    return f"DELETE FROM {quoted(table)} WHERE arrival_date IN (SELECT UNNEST(?::DATE[]))"


def _insert_sql(table: str) -> str:
    names = ", ".join(quoted(c.name) for c in WRITTEN[table])
    casts = ", ".join(f"CAST({quoted(c.name)} AS {c.type})" for c in WRITTEN[table])
    return f"INSERT INTO {quoted(table)} ({names}) SELECT {casts} FROM incoming"


_DELETE = {table: _delete_sql(table) for table in TABLES}
_INSERT = {table: _insert_sql(table) for table in TABLES}


def _statements(table: str) -> tuple[str, str]:
    """The DELETE and INSERT that replace `table`'s partitions; a table outside the
    allow-list has none."""
    if table not in TABLES:
        raise KeyError(f"{table!r} is not a warehouse table (one of {sorted(TABLES)})")
    return _DELETE[table], _INSERT[table]


def _as_text(value: Any) -> str | None:
    """Values travel as text and are cast by DuckDB to the column's type: exact for
    decimals, and the same whatever Python type a row carried."""
    if value is None:
        return None
    if isinstance(value, date):  # dates and (aware) datetimes alike
        return value.isoformat()
    return str(value)


class Warehouse:
    """`path` is the published file analysts open read-only (data/warehouse.duckdb)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = FileLock(path.parent / f".{path.name}.publish-lock")
        self._held: duckdb.DuckDBPyConnection | None = None  # see reading()

    @contextmanager
    def connect(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """A read-only connection to the published snapshot (made empty if there is none)."""
        if not self.path.exists():
            with self._publishing():
                pass
        conn = duckdb.connect(str(self.path), read_only=True)
        try:
            yield conn
        finally:
            conn.close()

    @contextmanager
    def reading(self) -> Iterator[Warehouse]:
        """This warehouse, its queries within answered on one read-only connection to the
        snapshot published when it was entered (several questions, one open of the file)."""
        with self.connect() as conn:
            self._held = conn
            try:
                yield self
            finally:
                self._held = None

    def frame(self, sql: str, params: Sequence[Any] = ()) -> pd.DataFrame:
        if self._held is not None:
            return self._held.execute(sql, list(params)).df()
        with self.connect() as conn:
            return conn.execute(sql, list(params)).df()

    def replace_partitions(
        self, table: str, partitions: Sequence[str], rows: Sequence[dict[str, Any]]
    ) -> None:
        """Replace every row of `table` whose arrival_date is in `partitions` with `rows`,
        and publish: re-running with the same ledger state leaves the table unchanged."""
        self.replace_tables({table: rows}, partitions)

    def replace_tables(
        self, rows: Mapping[str, Sequence[dict[str, Any]]], partitions: Sequence[str]
    ) -> None:
        """replace_partitions for each table of `rows` (table: its rows for `partitions`),
        all published in one snapshot: a reader sees every table as of the same moment."""
        days = [date.fromisoformat(p) for p in partitions]
        with self._publishing() as conn:
            for table, table_rows in rows.items():
                delete, insert = _statements(table)
                incoming = pd.DataFrame(
                    {c.name: [_as_text(row[c.name]) for row in table_rows] for c in WRITTEN[table]},
                    dtype="string",
                )
                conn.execute(delete, [days])
                conn.register("incoming", incoming)
                conn.execute(insert)
                conn.unregister("incoming")

    @contextmanager
    def publish_lock(self) -> Iterator[None]:
        """This publisher's turn: publishers of the file (in any process) take turns. Held
        again by the same Warehouse inside it (reentrant), so a caller can read what it
        publishes under the same turn."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._lock.acquire(timeout=PUBLISH_LOCK_TIMEOUT_SECONDS)
        except Timeout as exc:
            raise RuntimeError(
                f"another process has been publishing {self.path} for over "
                f"{PUBLISH_LOCK_TIMEOUT_SECONDS:.0f} s (it holds {self._lock.lock_file}); "
                "find it with `fuser` and stop it, then run again"
            ) from exc
        try:
            yield
        finally:
            self._lock.release()

    @contextmanager
    def _publishing(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """A read-write connection to a private copy of the published file, in the current
        schema; on a clean exit the copy replaces the published file. On an error (or a
        crash) nothing is published and the caller's partitions stay stale in the ledger."""
        with self.publish_lock():
            self._discard_private_copies()  # left by a publisher that crashed
            private = self.path.with_name(f".{self.path.name}.{uuid.uuid4().hex[:12]}.building")
            wal = Path(f"{self.path}.wal")
            if self.path.exists():
                shutil.copyfile(self.path, private)
                if wal.exists():  # left by a release that wrote the published file in place
                    shutil.copyfile(wal, f"{private}.wal")
            try:
                conn = duckdb.connect(str(private))
                try:
                    conn.execute("BEGIN TRANSACTION")
                    apply_schema(conn)
                    yield conn
                    conn.execute("COMMIT")
                    conn.execute("CHECKPOINT")
                finally:
                    conn.close()
                crash_point("while_publishing")
                _fsync(private)
                wal.unlink(missing_ok=True)  # it belongs to the file being replaced
                os.replace(private, self.path)
                _fsync(self.path.parent)
            finally:
                private.unlink(missing_ok=True)
                Path(f"{private}.wal").unlink(missing_ok=True)

    def _discard_private_copies(self) -> None:
        for leftover in self.path.parent.glob(f".{self.path.name}.*.building*"):
            leftover.unlink(missing_ok=True)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)

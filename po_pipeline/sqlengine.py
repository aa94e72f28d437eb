"""SQLAlchemy engines and the timestamp type for the ledger and the service's job store (no
Dagster imports)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa


class UTCDateTime(sa.types.TypeDecorator[datetime]):
    """Aware UTC datetimes in, aware UTC datetimes out, on SQLite and PostgreSQL alike."""

    impl = sa.DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the database; pass an aware UTC datetime")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        # Stored naive UTC; a value stored as ISO text with an offset (the service's job
        # store before it used this type) is read aware by SQLite's driver.
        if value is None:
            return None
        return value.astimezone(UTC) if value.tzinfo else value.replace(tzinfo=UTC)


def make_engine(url: str) -> sa.Engine:
    """An engine for `url`. SQLite gets WAL, a busy timeout and foreign keys, so the sensor,
    runs, the CLI and the service's threads can share one file safely; any other URL
    (PostgreSQL) is used as given."""
    if not url.startswith("sqlite"):
        return sa.create_engine(url, pool_pre_ping=True)
    engine = sa.create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

    @sa.event.listens_for(engine, "connect")
    def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA busy_timeout = 30000")
        # In WAL mode NORMAL never corrupts; at worst an OS crash loses the last commits.
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    return engine

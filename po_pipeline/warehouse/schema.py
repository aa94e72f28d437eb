"""What analysts find in the warehouse: three tables and two views, with fixed names and types.

The names and types are a contract (README, "Analysts"; po_pipeline_tests/warehouse/
test_contract.py pins them). `apply_schema` makes a private copy of the warehouse match this
definition, whatever older release made it; it never runs on the file analysts have open.
"""

from __future__ import annotations

from dataclasses import dataclass

import duckdb


@dataclass(frozen=True)
class Column:
    name: str
    type: str  # as DuckDB spells it in duckdb_columns()
    nullable: bool = True
    default: str | None = None  # a SQL expression


TIMESTAMPTZ = "TIMESTAMP WITH TIME ZONE"

# No primary key or unique index: the ledger enforces one row per document and per order
# number, the asset checks verify it, and an index here would make every publish rewrite
# it whole (its cost would grow with the table, not with the partitions that changed).
TABLES: dict[str, tuple[Column, ...]] = {
    "purchase_orders": (
        Column("document_id", "BIGINT", nullable=False),
        Column("order_number", "VARCHAR", nullable=False),
        Column("supplier", "VARCHAR", nullable=False),
        Column("total", "DECIMAL(12,2)", nullable=False),
        Column("arrival_date", "DATE", nullable=False),
        Column("source_file", "VARCHAR", nullable=False),
        Column("fingerprint", "VARCHAR", nullable=False),
        Column("backend", "VARCHAR", nullable=False),
        Column("task_id", "VARCHAR", nullable=False),
        Column("extracted_at", TIMESTAMPTZ, nullable=False),
        Column("reviewed_by", "VARCHAR"),  # the person who approved or corrected the row
        Column("reviewed_at", TIMESTAMPTZ),
        Column("loaded_at", TIMESTAMPTZ, nullable=False, default="current_timestamp"),
    ),
    "needs_review": (
        Column("document_id", "BIGINT", nullable=False),
        Column("status", "VARCHAR", nullable=False),
        Column("reason", "VARCHAR", nullable=False),
        Column("message", "VARCHAR"),
        Column("order_number", "VARCHAR"),
        Column("supplier", "VARCHAR"),
        Column("total", "VARCHAR"),
        Column("arrival_date", "DATE", nullable=False),
        Column("source_file", "VARCHAR", nullable=False),
        Column("fingerprint", "VARCHAR", nullable=False),
        Column("backend", "VARCHAR"),
        Column("task_id", "VARCHAR"),
        Column("since", TIMESTAMPTZ, nullable=False),
        Column("loaded_at", TIMESTAMPTZ, nullable=False, default="current_timestamp"),
        Column("candidates", "VARCHAR"),  # JSON: {field: [{"value", "confidence"}, ...]}
    ),
    # Documents per arrival day and state, from the ledger: every state, also those still
    # on their way (queued, processing) that neither table above holds.
    "daily_summary": (
        Column("arrival_date", "DATE", nullable=False),
        Column("status", "VARCHAR", nullable=False),
        Column("documents", "BIGINT", nullable=False),
        Column("loaded_at", TIMESTAMPTZ, nullable=False, default="current_timestamp"),
    ),
}

# Columns a publish writes (loaded_at takes its default).
WRITTEN: dict[str, tuple[Column, ...]] = {
    table: tuple(c for c in columns if c.default is None) for table, columns in TABLES.items()
}

VIEWS: dict[str, str] = {
    # Loaded orders per arrival day and supplier.
    "daily_totals": """
        CREATE VIEW daily_totals AS
        SELECT arrival_date,
               supplier,
               count(*) AS documents,
               CAST(sum(total) AS DECIMAL(18, 2)) AS amount
        FROM purchase_orders
        GROUP BY arrival_date, supplier
        ORDER BY arrival_date, supplier""",
    # Documents waiting for a person (`po-pipeline review`), oldest first. Rejected ones
    # wait for nobody: bad input, or a person's final no (`review reject`).
    "review_queue": """
        CREATE VIEW review_queue AS
        SELECT document_id,
               arrival_date,
               status,
               reason,
               message,
               order_number,
               supplier,
               total,
               source_file,
               since AS waiting_since,
               current_timestamp - since AS age,
               candidates
        FROM needs_review
        WHERE status IN ('needs_review', 'submission_unknown', 'remote_failed')
        ORDER BY since, document_id""",
}


def quoted(identifier: str) -> str:
    """An identifier for SQL text, which cannot bind one. Only names from TABLES and VIEWS
    above are ever passed; values are bound as parameters."""
    return '"' + identifier.replace('"', '""') + '"'


def _create_table_sql(name: str, columns: tuple[Column, ...]) -> str:
    parts = [
        f"{quoted(c.name)} {c.type}"
        + ("" if c.nullable else " NOT NULL")
        + (f" DEFAULT {c.default}" if c.default else "")
        for c in columns
    ]
    return f"CREATE TABLE {quoted(name)} ({', '.join(parts)})"


def _shape(conn: duckdb.DuckDBPyConnection, table: str) -> tuple[tuple[str, str, bool], ...]:
    return tuple(
        conn.execute(
            "SELECT column_name, data_type, is_nullable FROM duckdb_columns() "
            "WHERE schema_name = 'main' AND table_name = ? ORDER BY column_index",
            [table],
        ).fetchall()
    )


def _has_keys(conn: duckdb.DuckDBPyConnection, table: str) -> bool:
    (n,) = conn.execute(
        "SELECT count(*) FROM duckdb_constraints() WHERE schema_name = 'main' "
        "AND table_name = ? AND constraint_type IN ('PRIMARY KEY', 'UNIQUE')",
        [table],
    ).fetchone()  # type: ignore[misc]
    return bool(n)


def apply_schema(conn: duckdb.DuckDBPyConnection) -> None:
    """Bring the tables and views of a private warehouse copy to this definition. A table
    made by an older release (other columns, or keys) is rebuilt keeping every row and
    every column the two definitions share; columns it lacked are NULL."""
    for view in VIEWS:
        conn.execute(f"DROP VIEW IF EXISTS {quoted(view)}")
    for table, columns in TABLES.items():
        wanted = tuple((c.name, c.type, c.nullable) for c in columns)
        have = _shape(conn, table)
        if have == wanted and not _has_keys(conn, table):
            continue
        if not have:
            conn.execute(_create_table_sql(table, columns))
            continue
        kept = ", ".join(quoted(c.name) for c in columns if c.name in {h[0] for h in have})
        conn.execute(_create_table_sql(f"{table}__new", columns))
        conn.execute(
            f"INSERT INTO {quoted(table + '__new')} BY NAME SELECT {kept} FROM {quoted(table)}"
        )
        conn.execute(f"DROP TABLE {quoted(table)}")
        conn.execute(f"ALTER TABLE {quoted(table + '__new')} RENAME TO {quoted(table)}")
    for ddl in VIEWS.values():
        conn.execute(ddl)

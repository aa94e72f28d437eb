"""The document ledger: one row per document, guarded transitions, an audit trail."""

from __future__ import annotations

import sqlalchemy as sa

from po_pipeline.clock import Clock, utc_now
from po_pipeline.ledger.processes import Processes
from po_pipeline.ledger.publications import Publications
from po_pipeline.ledger.queries import Queries
from po_pipeline.ledger.registering import Registering
from po_pipeline.ledger.states import DocumentStatus
from po_pipeline.ledger.tables import documents, metadata
from po_pipeline.ledger.transitions import Transitions
from po_pipeline.sqlengine import make_engine


class Ledger(Registering, Transitions, Queries, Processes, Publications):
    """Document state on SQLAlchemy Core. Every status change is one guarded UPDATE plus one
    ledger_events row in the same transaction; a guard that matches nothing means another
    worker moved the document first, and the caller is told so (False), never overruled.
    Its parts: registering.py, transitions.py, queries.py, processes.py, publications.py."""

    def __init__(self, url: str, *, clock: Clock = utc_now) -> None:
        self.url = url
        self.engine = make_engine(url)
        self.clock = clock
        metadata.create_all(self.engine)
        _add_upload_started_at(self.engine)
        # create_all adds no index to a table that already exists: a ledger from an older
        # release gains the ones added since here (IF NOT EXISTS: two openers may race).
        with self.engine.begin() as conn:
            for table in metadata.sorted_tables:
                for index in table.indexes:
                    conn.execute(sa.schema.CreateIndex(index, if_not_exists=True))

    def dispose(self) -> None:
        self.engine.dispose()


def _add_upload_started_at(engine: sa.Engine) -> None:
    """A ledger from before `documents.upload_started_at` gains the column (create_all adds
    none to an existing table). Its documents then in `submitting` may have sent their
    upload, so they count as started: none is sent twice to a backend without idempotency."""
    if "upload_started_at" in {c["name"] for c in sa.inspect(engine).get_columns("documents")}:
        return
    column = documents.c.upload_started_at
    # DDL takes no bind parameters; the name and type are our schema's, never input.
    ddl = "ALTER TABLE documents ADD COLUMN upload_started_at " + column.type.compile(
        dialect=engine.dialect
    )
    try:
        with engine.begin() as conn:
            conn.exec_driver_sql(ddl)
            conn.execute(
                documents.update()
                .where(documents.c.status == DocumentStatus.SUBMITTING.value)
                .values(upload_started_at=documents.c.updated_at)
            )
    except sa.exc.DBAPIError:
        # Another opener added it first (its transaction marked the submitting ones).
        if "upload_started_at" not in {
            c["name"] for c in sa.inspect(engine).get_columns("documents")
        }:
            raise

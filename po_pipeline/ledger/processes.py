"""The processes that touch documents: claimers (who submits) and intake attempts (who checks)."""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa

from po_pipeline.ledger.base import LedgerBase
from po_pipeline.ledger.states import DocumentStatus
from po_pipeline.ledger.tables import (
    claimers,
    intake_attempts,
    ledger_events,
)
from po_pipeline.liveness import ProcessId

_NEW_ATTEMPT = intake_attempts.insert()


class Processes(LedgerBase):
    """The ledger's record of claiming and checking processes."""

    def register_claimer(self, actor: str, process: ProcessId, *, run_id: str | None) -> None:
        """Record which process acts as `actor` (before it claims anything)."""
        row = {
            "run_id": run_id,
            "host": process.host,
            "pid": process.pid,
            "pid_started": process.started,
            "registered_at": self.clock(),
        }
        with self.engine.begin() as conn:
            updated = conn.execute(
                claimers.update().where(claimers.c.actor == actor).values(**row)
            ).rowcount
            if not updated:
                conn.execute(claimers.insert().values(actor=actor, **row))

    def claimer_process(self, actor: str) -> ProcessId | None:
        """The process registered as `actor`, or None when it never registered."""
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(claimers).where(claimers.c.actor == actor)).first()
        return None if row is None else ProcessId(row.host, row.pid, row.pid_started)

    def run_processes(self, run_id: str) -> list[ProcessId]:
        """The processes registered for a Dagster run."""
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(claimers).where(claimers.c.run_id == run_id)).all()
        return [ProcessId(r.host, r.pid, r.pid_started) for r in rows]

    def last_claimer(self, document_id: int) -> str | None:
        """The actor of the document's latest move to `submitting`."""
        query = (
            sa.select(ledger_events.c.actor)
            .where(
                ledger_events.c.document_id == document_id,
                ledger_events.c.to_status == DocumentStatus.SUBMITTING.value,
            )
            .order_by(ledger_events.c.id.desc())
            .limit(1)
        )
        with self.engine.connect() as conn:
            return conn.execute(query).scalar_one_or_none()

    # -- intake attempts ------------------------------------------------------------------

    def record_intake_attempt(self, document_id: int, process: ProcessId) -> None:
        """`process` is about to run the intake check of a document (before it does)."""
        row = {
            "document_id": document_id,
            "host": process.host,
            "pid": process.pid,
            "pid_started": process.started,
            "started_at": self.clock(),
        }
        with self.engine.begin() as conn:
            conn.execute(_NEW_ATTEMPT, row)

    def intake_attempts_of(self, document_id: int) -> list[tuple[ProcessId, datetime]]:
        """Every intake check begun on a document: by which process, when; oldest first."""
        query = (
            sa.select(intake_attempts)
            .where(intake_attempts.c.document_id == document_id)
            .order_by(intake_attempts.c.id)
        )
        with self.engine.connect() as conn:
            return [
                (ProcessId(r.host, r.pid, r.pid_started), r.started_at) for r in conn.execute(query)
            ]

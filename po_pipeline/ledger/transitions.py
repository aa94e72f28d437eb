"""Guarded transitions: every status change one guarded UPDATE plus its ledger_events row."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from po_pipeline.ledger.base import LedgerBase
from po_pipeline.ledger.batch import (
    Claim,
    Move,
    Reschedule,
    apply_moves,
    claim_documents,
    completed_holder,
    reschedule,
)
from po_pipeline.ledger.records import (
    Document,
)
from po_pipeline.ledger.states import TRANSITIONS, DocumentStatus, IllegalTransition
from po_pipeline.ledger.tables import (
    DOCUMENT_COLUMNS,
    MOVE_COLUMNS,
    check_columns,
    documents,
    ledger_events,
)


class Transitions(LedgerBase):
    """The ledger's moves of documents between states."""

    def transition(
        self,
        document_id: int,
        to: DocumentStatus,
        *,
        actor: str,
        expect: Iterable[DocumentStatus] | None = None,
        reason: str | None = None,
        message: str | None = None,
        guard: Mapping[str, Any] | None = None,
        **values: Any,
    ) -> bool:
        """Move a document to `to` if it is currently in one of `expect` (default: any state
        that may legally move to `to`) and its columns hold the values in `guard` (None:
        NULL). Extra keyword arguments are columns to set in the same UPDATE. Returns False
        when the guard did not match (someone else moved it)."""
        with self.engine.begin() as conn:
            return self._transition(
                conn,
                document_id,
                to,
                actor=actor,
                expect=expect,
                reason=reason,
                message=message,
                values=values,
                guard=guard,
            )

    def _transition(
        self,
        conn: sa.Connection,
        document_id: int,
        to: DocumentStatus,
        *,
        actor: str,
        expect: Iterable[DocumentStatus] | None,
        reason: str | None,
        message: str | None,
        values: dict[str, Any],
        guard: Mapping[str, Any] | None = None,
    ) -> bool:
        check_columns(document_id, values, allowed=MOVE_COLUMNS)
        check_columns(document_id, guard or (), allowed=DOCUMENT_COLUMNS, use="guard")
        allowed_from = {s for s, targets in TRANSITIONS.items() if to in targets}
        expected = set(expect) if expect is not None else allowed_from
        illegal = expected - allowed_from
        if illegal:
            raise IllegalTransition(
                f"document {document_id}: {sorted(illegal)} -> {to} is not a legal transition"
            )
        current = conn.execute(
            sa.select(documents.c.status).where(documents.c.id == document_id)
        ).scalar_one_or_none()
        if current is None or DocumentStatus(current) not in expected:
            return False
        now = self.clock()
        updated = conn.execute(
            documents.update()
            .where(
                documents.c.id == document_id,
                documents.c.status == current,
                *(
                    documents.c[column].is_(None) if value is None else documents.c[column] == value
                    for column, value in (guard or {}).items()
                ),
            )
            .values(status=to.value, updated_at=now, reason=reason, message=message, **values)
        )
        if updated.rowcount != 1:
            return False
        self._append_event(conn, document_id, actor, DocumentStatus(current), to, reason, message)
        return True

    def _append_event(
        self,
        conn: sa.Connection,
        document_id: int,
        actor: str,
        from_status: DocumentStatus | None,
        to_status: DocumentStatus,
        reason: str | None,
        message: str | None,
    ) -> None:
        conn.execute(
            ledger_events.insert().values(
                document_id=document_id,
                at=self.clock(),
                actor=actor,
                from_status=from_status.value if from_status else None,
                to_status=to_status.value,
                reason=reason,
                message=message,
            )
        )

    def claim_queued(
        self,
        partitions: Sequence[str],
        *,
        limit: int,
        backend: str,
        actor: str,
        now: datetime | None = None,
        besides: Sequence[int] = (),
    ) -> list[Document]:
        """Move up to `limit` queued documents of `partitions` to `submitting`, oldest first,
        skipping those the backend asked us to send again only later (`next_poll_at` still
        ahead of `now`) and those in `besides` (already tried by the caller). One
        transaction, each document's own guarded UPDATE and event; only documents this call
        moved are returned, so two claimers never share one."""
        claim = Claim(partitions, limit, backend, now or self.clock(), besides)
        return self.apply_and_claim([], actor=actor, claim=claim)[1]

    def apply(
        self,
        moves: Sequence[Move],
        *,
        actor: str,
        reschedules: Sequence[Reschedule] = (),
    ) -> dict[int, DocumentStatus]:
        """Many documents' moves and poll schedules in one transaction (a poll round);
        the state each document that moved is in now (batch.apply_moves)."""
        if not moves and not reschedules:
            return {}
        return self.apply_and_claim(moves, actor=actor, reschedules=reschedules)[0]

    def apply_and_claim(
        self,
        moves: Sequence[Move],
        *,
        actor: str,
        reschedules: Sequence[Reschedule] = (),
        claim: Claim | None = None,
    ) -> tuple[dict[int, DocumentStatus], list[Document]]:
        """`apply`, then `claim` in the same transaction: a poll round's outcomes and the
        claims of the documents that take the slots they freed. The state each moved
        document is in now, and the claimed documents."""
        with self.engine.begin() as conn:
            now = self.clock()
            reschedule(conn, reschedules)
            moved = apply_moves(conn, moves, actor=actor, now=now)
            ids = claim_documents(conn, claim, actor=actor, now=now) if claim else []
            if not ids:
                return moved, []
            rows = conn.execute(
                sa.select(documents).where(documents.c.id.in_(ids)).order_by(documents.c.id)
            )
            return moved, [Document.from_row(row) for row in rows]

    def mark_upload_started(self, document_id: int, *, claimed_at: datetime) -> bool:
        """Record, durably, that the upload of a document claimed at `claimed_at` (its
        `updated_at` after the claim) is about to be sent. False when the claim is no longer
        the caller's (recovery queued it again, maybe for another claimer): then it must not
        be sent. Not a state change: no event, `updated_at` kept."""
        with self.engine.begin() as conn:
            updated = conn.execute(
                documents.update()
                .where(
                    documents.c.id == document_id,
                    documents.c.status == DocumentStatus.SUBMITTING.value,
                    documents.c.updated_at == claimed_at,
                    documents.c.upload_started_at.is_(None),
                )
                .values(upload_started_at=self.clock())
            )
        return updated.rowcount == 1

    def complete(
        self,
        document_id: int,
        *,
        order_number: str,
        supplier: str,
        total: str,
        result_json: str,
        actor: str,
    ) -> bool:
        """processing -> completed; an order number already completed by another document
        sends this one to needs_review instead (the existing row is never touched)."""
        values = {
            "order_number": order_number,
            "supplier": supplier,
            "total": total,
            "result_json": result_json,
            "finished_at": self.clock(),
        }
        move = Move(document_id, DocumentStatus.COMPLETED, DocumentStatus.PROCESSING, values=values)
        return bool(self.apply([move], actor=actor))

    def approve(
        self,
        document_id: int,
        *,
        order_number: str,
        supplier: str,
        total: str,
        actor: str,
        message: str,
        reason: str = "operator_approved",
    ) -> str | None:
        """needs_review -> completed with values a person accepted (as extracted, or
        corrected: `reason`); None when done, else why not (another document already holds
        the order number, or the document moved)."""
        fields_ = {"order_number": order_number, "supplier": supplier, "total": total}
        with self.engine.begin() as conn:
            clash = completed_holder(conn, order_number, besides=document_id)
            if clash is not None:
                return f"order number {order_number} is already loaded from document {clash.id}"
            moved = self._transition(
                conn,
                document_id,
                DocumentStatus.COMPLETED,
                actor=actor,
                expect=[DocumentStatus.NEEDS_REVIEW],
                reason=reason,
                message=message,
                values=fields_,
            )
        return None if moved else "the document changed state meanwhile"

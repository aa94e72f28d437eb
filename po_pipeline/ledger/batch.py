"""Many documents' moves in one transaction: what a poll round, a window's claims and a
batch of registrations write (Ledger.apply, Ledger.claim_queued).

Each move is still its own guarded `UPDATE ... WHERE id = ? AND status = ?` with its own
`ledger_events` row; only the transaction is shared. A guard that matches nothing means
another worker moved that document first: the move is left out of the answer, the others
stand. A crash before the commit leaves every document of the batch as it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from typing import Any

import sqlalchemy as sa

from po_pipeline.ledger.states import TRANSITIONS, DocumentStatus, IllegalTransition
from po_pipeline.ledger.tables import MOVE_COLUMNS, check_columns, documents, ledger_events

S = DocumentStatus


@dataclass(frozen=True)
class Move:
    """A document's move from the state it was read in (`expect`) to `to`, with columns to
    set in the same UPDATE (`values`)."""

    document_id: int
    to: DocumentStatus
    expect: DocumentStatus
    reason: str | None = None
    message: str | None = None
    values: Mapping[str, Any] = field(default_factory=dict)

    def check(self) -> None:
        check_columns(self.document_id, self.values, allowed=MOVE_COLUMNS)
        if self.to not in TRANSITIONS[self.expect]:
            raise IllegalTransition(
                f"document {self.document_id}: {self.expect} -> {self.to} is not a legal transition"
            )


@dataclass(frozen=True)
class Reschedule:
    """When to poll a processing document next, and its failed polls in a row: scheduling
    bookkeeping, not a state change (no event)."""

    document_id: int
    next_poll_at: datetime | None
    poll_failures: int


@dataclass(frozen=True)
class Claim:
    """Up to `limit` queued documents of `partitions` to move to `submitting`, oldest first,
    leaving out those the backend asked to be sent again only after `now` and those in
    `besides`."""

    partitions: Sequence[str]
    limit: int
    backend: str
    now: datetime
    besides: Sequence[int] = ()


def claim_documents(conn: sa.Connection, claim: Claim, *, actor: str, now: datetime) -> list[int]:
    """Apply `claim` on `conn` (inside the caller's transaction): each candidate's own
    guarded move and event; the ids of the documents this call moved, oldest first."""
    if claim.limit <= 0:
        return []
    candidates = (
        conn.execute(
            sa.select(documents.c.id)
            .where(
                documents.c.status == S.QUEUED.value,
                documents.c.arrival_partition.in_(list(claim.partitions)),
                sa.or_(documents.c.next_poll_at.is_(None), documents.c.next_poll_at <= claim.now),
                documents.c.id.not_in(list(claim.besides)),
            )
            .order_by(documents.c.id)
            .limit(claim.limit)
        )
        .scalars()
        .all()
    )
    values = {"backend": claim.backend, "upload_started_at": None}  # not begun its upload
    moves = [Move(doc_id, S.SUBMITTING, S.QUEUED, values=values) for doc_id in candidates]
    moved = apply_moves(conn, moves, actor=actor, now=now)
    return [doc_id for doc_id in candidates if doc_id in moved]


def apply_moves(
    conn: sa.Connection, moves: Sequence[Move], *, actor: str, now: datetime
) -> dict[int, DocumentStatus]:
    """Apply `moves` on `conn` (inside the caller's transaction); the state each document
    that moved is in now. A move to `completed` whose order number another completed
    document holds goes to `needs_review` (duplicate_order_number) instead, as
    Ledger.complete does; so does a second document of the same batch with that number."""
    for move in moves:
        move.check()
    moved: dict[int, DocumentStatus] = {}
    events: list[dict[str, Any]] = []
    for move in moves:
        if move.to is S.COMPLETED and move.expect is S.PROCESSING:
            move = _unless_duplicate(conn, move)
        values = {
            "status": move.to.value,
            "updated_at": now,
            "reason": move.reason,
            "message": move.message,
            **move.values,
        }
        params = {f"v_{k}": v for k, v in values.items()}
        updated = conn.execute(
            _guarded_update(tuple(values)),
            {**params, "w_id": move.document_id, "w_status": move.expect.value},
        )
        if updated.rowcount != 1:
            continue
        moved[move.document_id] = move.to
        events.append(
            {
                "document_id": move.document_id,
                "at": now,
                "actor": actor,
                "from_status": move.expect.value,
                "to_status": move.to.value,
                "reason": move.reason,
                "message": move.message,
            }
        )
    if events:
        conn.execute(_EVENT, events)
    return moved


@cache
def _guarded_update(columns: tuple[str, ...]) -> sa.Update:
    """`UPDATE documents SET <columns> WHERE id = ? AND status = ?` with bound parameters, so
    that SQLAlchemy compiles it once per set of columns, not once per document."""
    return (
        documents.update()
        .where(
            documents.c.id == sa.bindparam("w_id"), documents.c.status == sa.bindparam("w_status")
        )
        .values({column: sa.bindparam(f"v_{column}") for column in columns})
    )


_RESCHEDULE = (
    documents.update()
    .where(documents.c.id == sa.bindparam("w_id"), documents.c.status == S.PROCESSING.value)
    .values(next_poll_at=sa.bindparam("v_next"), poll_failures=sa.bindparam("v_failures"))
)


def reschedule(conn: sa.Connection, changes: Iterable[Reschedule]) -> None:
    """Set next poll times and failure counts of processing documents: one statement, built
    once, executed for every document. (A statement per distinct time, as it was, cost a
    new UPDATE per document: each document's next poll time differs by microseconds.)"""
    params = [
        {"w_id": c.document_id, "v_next": c.next_poll_at, "v_failures": c.poll_failures}
        for c in changes
    ]
    if params:
        conn.execute(_RESCHEDULE, params)


_HOLDER = sa.select(documents.c.id, documents.c.source_file).where(
    documents.c.order_number == sa.bindparam("order_number"),
    documents.c.status == S.COMPLETED.value,
    documents.c.id != sa.bindparam("besides"),
)
_EVENT = ledger_events.insert()


def completed_holder(conn: sa.Connection, order_number: str, *, besides: int) -> sa.Row | None:
    """(id, source_file) of the other completed document that holds `order_number`."""
    return conn.execute(_HOLDER, {"order_number": order_number, "besides": besides}).first()


def _unless_duplicate(conn: sa.Connection, move: Move) -> Move:
    order_number = move.values.get("order_number")
    clash = (
        None
        if order_number is None
        else completed_holder(conn, order_number, besides=move.document_id)
    )
    if clash is None:
        return move
    return Move(
        move.document_id,
        S.NEEDS_REVIEW,
        move.expect,
        reason="duplicate_order_number",
        message=(
            f"order number {order_number} is already loaded from document "
            f"{clash.id} ({clash.source_file}); the existing row was kept. Check which "
            "file is the right version, then re-queue or discard this one."
        ),
        values=move.values,
    )

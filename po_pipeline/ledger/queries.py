"""Reading the ledger: documents, counts, events, and what is due."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

import sqlalchemy as sa

from po_pipeline.ledger.base import LedgerBase, event_of
from po_pipeline.ledger.batch import (
    Reschedule,
    reschedule,
)
from po_pipeline.ledger.records import (
    Document,
    LedgerEvent,
    OpenWindow,
)
from po_pipeline.ledger.states import DocumentStatus
from po_pipeline.ledger.tables import (
    documents,
    ledger_events,
)


class Queries(LedgerBase):
    """The ledger's read-only questions."""

    def get(self, document_id: int) -> Document:
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(documents).where(documents.c.id == document_id)).one()
        return Document.from_row(row)

    def documents(
        self,
        *,
        partitions: Sequence[str] | None = None,
        statuses: Iterable[DocumentStatus] | None = None,
        ids: Sequence[int] | None = None,
    ) -> list[Document]:
        query = sa.select(documents).order_by(documents.c.id)
        if ids is not None:
            query = query.where(documents.c.id.in_(list(ids)))
        if partitions is not None:
            query = query.where(documents.c.arrival_partition.in_(list(partitions)))
        if statuses is not None:
            query = query.where(documents.c.status.in_([s.value for s in statuses]))
        with self.engine.connect() as conn:
            return [Document.from_row(row) for row in conn.execute(query)]

    def open_window(self, partitions: Sequence[str]) -> OpenWindow:
        """How many documents of `partitions` are processing, when the first is due, and
        whether any has failed polls: one aggregate row, where reading the window's rows
        each poll round cost more than the round's status calls (bench/README.md)."""
        processing = documents.c.status == DocumentStatus.PROCESSING.value
        query = sa.select(
            sa.func.count(),
            sa.func.count(documents.c.next_poll_at),
            sa.func.min(documents.c.next_poll_at),
            sa.func.max(documents.c.poll_failures),
        ).where(processing, documents.c.arrival_partition.in_(list(partitions)))
        with self.engine.connect() as conn:
            count, scheduled, soonest, failures = conn.execute(query).one()
        return OpenWindow(
            count=count,
            next_poll_at=soonest,
            due_now=scheduled < count,
            failing=bool(failures),
        )

    def due(self, partitions: Sequence[str], *, at: datetime | None) -> list[Document]:
        """The processing documents of `partitions` whose next poll is due at `at` (or was
        never set), oldest first; all of them when `at` is None."""
        query = (
            sa.select(documents)
            .where(
                documents.c.status == DocumentStatus.PROCESSING.value,
                documents.c.arrival_partition.in_(list(partitions)),
            )
            .order_by(documents.c.id)
        )
        if at is not None:
            query = query.where(
                sa.or_(documents.c.next_poll_at.is_(None), documents.c.next_poll_at <= at)
            )
        with self.engine.connect() as conn:
            return [Document.from_row(row) for row in conn.execute(query)]

    def holder_of_task(self, task_id: str) -> int | None:
        """The document that holds remote task `task_id`, if any."""
        with self.engine.connect() as conn:
            return conn.execute(
                sa.select(documents.c.id).where(documents.c.task_id == task_id).limit(1)
            ).scalar_one_or_none()

    def count_by_status(self, *, partitions: Sequence[str] | None = None) -> dict[str, int]:
        query = sa.select(documents.c.status, sa.func.count()).group_by(documents.c.status)
        if partitions is not None:
            query = query.where(documents.c.arrival_partition.in_(list(partitions)))
        with self.engine.connect() as conn:
            counts = {status: n for status, n in conn.execute(query)}
        return {status.value: counts.get(status.value, 0) for status in DocumentStatus}

    def count_by_partition(
        self, *, partitions: Sequence[str] | None = None
    ) -> dict[str, dict[str, int]]:
        """Documents per arrival partition and state (states with none left out)."""
        query = sa.select(
            documents.c.arrival_partition, documents.c.status, sa.func.count()
        ).group_by(documents.c.arrival_partition, documents.c.status)
        if partitions is not None:
            query = query.where(documents.c.arrival_partition.in_(list(partitions)))
        out: dict[str, dict[str, int]] = {}
        with self.engine.connect() as conn:
            for partition, status, n in conn.execute(query):
                out.setdefault(partition, {})[status] = n
        return dict(sorted(out.items()))

    def oldest(self, statuses: Iterable[DocumentStatus]) -> Document | None:
        """The earliest-discovered document in one of `statuses`."""
        query = (
            sa.select(documents)
            .where(documents.c.status.in_([s.value for s in statuses]))
            .order_by(documents.c.discovered_at, documents.c.id)
            .limit(1)
        )
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        return Document.from_row(row) if row is not None else None

    def partitions_with(self, statuses: Iterable[DocumentStatus]) -> list[str]:
        query = (
            sa.select(documents.c.arrival_partition)
            .where(documents.c.status.in_([s.value for s in statuses]))
            .distinct()
            .order_by(documents.c.arrival_partition)
        )
        with self.engine.connect() as conn:
            return list(conn.execute(query).scalars())

    def events(self, document_id: int) -> list[LedgerEvent]:
        query = (
            sa.select(ledger_events)
            .where(ledger_events.c.document_id == document_id)
            .order_by(ledger_events.c.id)
        )
        with self.engine.connect() as conn:
            return [event_of(r) for r in conn.execute(query)]

    def reviews(self, partitions: Sequence[str]) -> dict[int, LedgerEvent]:
        """For each completed document of `partitions` that a person approved or corrected:
        the event that did it (needs_review -> completed is only ever a person's decision,
        and completed is final, so there is at most one)."""
        query = (
            sa.select(ledger_events)
            .join(documents, documents.c.id == ledger_events.c.document_id)
            .where(
                documents.c.arrival_partition.in_(list(partitions)),
                documents.c.status == DocumentStatus.COMPLETED.value,
                ledger_events.c.from_status == DocumentStatus.NEEDS_REVIEW.value,
                ledger_events.c.to_status == DocumentStatus.COMPLETED.value,
            )
            .order_by(ledger_events.c.id)
        )
        with self.engine.connect() as conn:
            return {r.document_id: event_of(r) for r in conn.execute(query)}

    def update_poll_state(
        self, document_id: int, *, next_poll_at: datetime | None, poll_failures: int
    ) -> None:
        """Scheduling bookkeeping for a processing document (not a state change)."""
        with self.engine.begin() as conn:
            reschedule(conn, [Reschedule(document_id, next_poll_at, poll_failures)])

    def deferred(self, partitions: Sequence[str], *, after: datetime) -> list[Document]:
        """Queued documents of `partitions` the backend asked us to send again only after
        `after` (a Retry-After on their upload)."""
        query = (
            sa.select(documents)
            .where(
                documents.c.arrival_partition.in_(list(partitions)),
                documents.c.status == DocumentStatus.QUEUED.value,
                documents.c.next_poll_at > after,
            )
            .order_by(documents.c.id)
        )
        with self.engine.connect() as conn:
            return [Document.from_row(row) for row in conn.execute(query)]

"""The document ledger: one row per document, guarded transitions, an audit trail."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import fields
from datetime import datetime, timedelta
from typing import Any

import sqlalchemy as sa

from po_pipeline.clock import Clock, utc_now
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
    LedgerEvent,
    Registration,
    make_fingerprint,
)
from po_pipeline.ledger.states import TRANSITIONS, DocumentStatus, IllegalTransition
from po_pipeline.ledger.tables import (
    claimers,
    document_files,
    documents,
    intake_attempts,
    ledger_events,
    metadata,
    publications,
)
from po_pipeline.liveness import ProcessId
from po_pipeline.sqlengine import make_engine

# Statements run for every registered file, built once (bound parameters): building and
# keying a new SQLAlchemy statement per call cost more than running it.
_BY_FINGERPRINT = sa.select(documents).where(documents.c.fingerprint == sa.bindparam("fingerprint"))
_NEW_DOCUMENT = documents.insert()
_NEW_EVENT = ledger_events.insert()
_FORGET_FILE = document_files.delete().where(document_files.c.path == sa.bindparam("p"))
_NEW_FILE = document_files.insert()
_NEW_ATTEMPT = intake_attempts.insert()


class Ledger:
    """Document state on SQLAlchemy Core. Every status change is one guarded UPDATE plus one
    ledger_events row in the same transaction; a guard that matches nothing means another
    worker moved the document first, and the caller is told so (False), never overruled."""

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

    # -- registration -------------------------------------------------------------------

    def seen_files(self, paths: Sequence[str]) -> dict[str, tuple[int, int]]:
        """(size, mtime_ns) under which each of `paths` was last registered, in one query
        per 500 paths, so an inbox scan costs no per-file round trip."""
        seen: dict[str, tuple[int, int]] = {}
        with self.engine.connect() as conn:
            for start in range(0, len(paths), 500):
                rows = conn.execute(
                    sa.select(
                        document_files.c.path,
                        document_files.c.size_bytes,
                        document_files.c.mtime_ns,
                    ).where(document_files.c.path.in_(list(paths[start : start + 500])))
                )
                seen.update({row.path: (row.size_bytes, row.mtime_ns) for row in rows})
        return seen

    def register(
        self,
        *,
        path: str,
        sha256: str,
        size_bytes: int,
        mtime_ns: int,
        schema_version: str,
        arrival_partition: str,
        deadline: timedelta,
        actor: str,
        moves: Sequence[Move] = (),
    ) -> Registration:
        """Record a file. New bytes make a `discovered` document; known bytes (any name) are
        linked to the existing document and change nothing else. Two registrants of the same
        bytes at the same moment (two names, two processes) get one document: the one whose
        insert loses to the other's unique fingerprint links to the winner's document.
        `moves` (other documents', e.g. the registrant's verdict on the file before) are
        written in the same transaction."""
        fingerprint = make_fingerprint(sha256, schema_version)

        def once() -> Registration:
            now = self.clock()
            with self.engine.begin() as conn:
                apply_moves(conn, moves, actor=actor, now=now)
                existing = conn.execute(_BY_FINGERPRINT, {"fingerprint": fingerprint}).first()
                if existing is not None:
                    self._upsert_file(conn, path, size_bytes, mtime_ns, existing.id, now)
                    return Registration(Document.from_row(existing), created=False)
                row = {
                    "fingerprint": fingerprint,
                    "sha256": sha256,
                    "schema_version": schema_version,
                    "source_file": path,
                    "size_bytes": size_bytes,
                    "status": DocumentStatus.DISCOVERED.value,
                    "idempotency_key": f"po-{sha256[:40]}-{schema_version}"[:80],
                    "arrival_partition": arrival_partition,
                    "discovered_at": now,
                    "deadline_at": now + deadline,
                    "updated_at": now,
                }
                doc_id = conn.execute(_NEW_DOCUMENT, row).inserted_primary_key[0]
                conn.execute(
                    _NEW_EVENT,
                    {
                        "document_id": doc_id, "at": now, "actor": actor, "from_status": None,
                        "to_status": DocumentStatus.DISCOVERED.value, "reason": None,
                        "message": f"seen as {path}",
                    },
                )  # fmt: skip
                self._upsert_file(conn, path, size_bytes, mtime_ns, doc_id, now)
            return Registration(_new_document(doc_id, row), created=True)

        try:
            return once()
        except sa.exc.IntegrityError:
            return once()  # lost the race: the other's document exists now; link to it

    def _upsert_file(
        self, conn: sa.Connection, path: str, size: int, mtime_ns: int, doc_id: int, now: datetime
    ) -> None:
        conn.execute(_FORGET_FILE, {"p": path})
        conn.execute(
            _NEW_FILE,
            {"path": path, "size_bytes": size, "mtime_ns": mtime_ns, "document_id": doc_id,
             "seen_at": now},
        )  # fmt: skip

    # -- transitions --------------------------------------------------------------------

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

    # -- queries ------------------------------------------------------------------------

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
            return [_event(r) for r in conn.execute(query)]

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
            return {r.document_id: _event(r) for r in conn.execute(query)}

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

    # -- claimers -----------------------------------------------------------------------

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

    # -- publications -------------------------------------------------------------------

    def mark_published(self, table: str, partitions: Sequence[str], *, as_of: datetime) -> None:
        """Record that `table` now reflects the ledger as it was at `as_of` for `partitions`."""
        with self.engine.begin() as conn:
            conn.execute(
                publications.delete().where(
                    publications.c.table_name == table,
                    publications.c.arrival_partition.in_(list(partitions)),
                )
            )
            if partitions:
                conn.execute(
                    publications.insert(),
                    [
                        {"arrival_partition": p, "table_name": table, "as_of": as_of}
                        for p in partitions
                    ],
                )

    def stale_partitions(self, tables: Sequence[str]) -> list[str]:
        """Partitions with documents changed after the last publish of any of `tables`
        (or never published): their warehouse rows may not match the ledger."""
        latest = (
            sa.select(
                documents.c.arrival_partition, sa.func.max(documents.c.updated_at).label("changed")
            )
            .group_by(documents.c.arrival_partition)
            .subquery()
        )
        stale: set[str] = set()
        with self.engine.connect() as conn:
            for table in tables:
                published = publications.c.as_of
                query = (
                    sa.select(latest.c.arrival_partition)
                    .outerjoin(
                        publications,
                        sa.and_(
                            publications.c.arrival_partition == latest.c.arrival_partition,
                            publications.c.table_name == table,
                        ),
                    )
                    .where(sa.or_(published.is_(None), latest.c.changed > published))
                )
                stale.update(conn.execute(query).scalars())
        return sorted(stale)


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


def _new_document(doc_id: int, row: dict[str, Any]) -> Document:
    """The Document a registration just inserted, without reading it back."""
    values = {f.name: None for f in fields(Document)} | row | {"id": doc_id, "poll_failures": 0}
    values["status"] = DocumentStatus(values["status"])
    return Document(**values)


def _event(row: sa.Row[Any]) -> LedgerEvent:
    return LedgerEvent(
        document_id=row.document_id,
        at=row.at,
        actor=row.actor,
        from_status=row.from_status,
        to_status=row.to_status,
        reason=row.reason,
        message=row.message,
    )

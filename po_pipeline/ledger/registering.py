"""Registering files: new bytes make a `discovered` document, known bytes link to theirs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from datetime import datetime, timedelta
from typing import Any

import sqlalchemy as sa

from po_pipeline.ledger.base import LedgerBase
from po_pipeline.ledger.batch import (
    Move,
    apply_moves,
)
from po_pipeline.ledger.records import (
    Document,
    Registration,
    make_fingerprint,
)
from po_pipeline.ledger.states import DocumentStatus
from po_pipeline.ledger.tables import (
    document_files,
    documents,
    intake_attempts,
    ledger_events,
)
from po_pipeline.liveness import ProcessId

# Statements run for every registered file, built once (bound parameters): building and
# keying a new SQLAlchemy statement per call cost more than running it.
_BY_FINGERPRINT = sa.select(documents).where(documents.c.fingerprint == sa.bindparam("fingerprint"))
_NEW_DOCUMENT = documents.insert()
_NEW_EVENT = ledger_events.insert()
_FORGET_FILE = document_files.delete().where(document_files.c.path == sa.bindparam("p"))
_NEW_FILE = document_files.insert()
_NEW_ATTEMPT = intake_attempts.insert()
# Every sensor tick asks this of every inbox file (a new IN list compiled per call cost half
# of a tick with 100,000 files known).
_SEEN_FILES = sa.select(
    document_files.c.path, document_files.c.size_bytes, document_files.c.mtime_ns
).where(document_files.c.path.in_(sa.bindparam("paths", expanding=True)))


class Registering(LedgerBase):
    """The ledger's registration of inbox files."""

    def seen_files(self, paths: Sequence[str]) -> dict[str, tuple[int, int]]:
        """(size, mtime_ns) under which each of `paths` was last registered, in one query
        per 500 paths, so an inbox scan costs no per-file round trip."""
        seen: dict[str, tuple[int, int]] = {}
        with self.engine.connect() as conn:
            for start in range(0, len(paths), 500):
                rows = conn.execute(_SEEN_FILES, {"paths": list(paths[start : start + 500])})
                seen.update((path, (size, mtime_ns)) for path, size, mtime_ns in rows)
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
        intake_by: ProcessId | None = None,
        fresh: bool = False,
    ) -> Registration:
        """Record a file. New bytes make a `discovered` document; known bytes (any name) are
        linked to the existing document and change nothing else. Two registrants of the same
        bytes at the same moment (two names, two processes) get one document: the one whose
        insert loses to the other's unique fingerprint links to the winner's document.
        `moves` (other documents', e.g. the registrant's verdict on the file before) are
        written in the same transaction. `intake_by`: the process about to run the intake
        check of the document, if this creates it; its attempt is recorded in the same
        transaction (as record_intake_attempt would, one transaction fewer per new file).
        `fresh`: the caller found neither the bytes nor the path registered (known_files), so
        the document and the file are inserted without looking them up first; should another
        registrant have taken either meanwhile, the unique constraints refuse the insert and
        the registration is made again, looking."""
        fingerprint = make_fingerprint(sha256, schema_version)

        def once(fresh: bool) -> Registration:
            now = self.clock()
            with self.engine.begin() as conn:
                apply_moves(conn, moves, actor=actor, now=now)
                if not fresh:
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
                self._upsert_file(conn, path, size_bytes, mtime_ns, doc_id, now, known=not fresh)
                if intake_by is not None:
                    conn.execute(
                        _NEW_ATTEMPT,
                        {"document_id": doc_id, "host": intake_by.host, "pid": intake_by.pid,
                         "pid_started": intake_by.started, "started_at": now},
                    )  # fmt: skip
            return Registration(_new_document(doc_id, row), created=True)

        try:
            return once(fresh)
        except sa.exc.IntegrityError:
            return once(False)  # lost the race: the other's document exists now; link to it

    def known_files(
        self, *, paths: Sequence[str], sha256s: Sequence[str], schema_version: str
    ) -> tuple[set[str], set[str]]:
        """Which of `paths` are registered files, and which of `sha256s` (under
        `schema_version`) registered documents: one read each for a batch of files about to
        be registered (`register(fresh=...)`)."""
        fingerprints = [make_fingerprint(sha, schema_version) for sha in sha256s]
        with self.engine.connect() as conn:
            known = set(
                conn.execute(
                    sa.select(documents.c.sha256).where(documents.c.fingerprint.in_(fingerprints))
                ).scalars()
            )
        return set(self.seen_files(paths)), known

    def _upsert_file(
        self,
        conn: sa.Connection,
        path: str,
        size: int,
        mtime_ns: int,
        doc_id: int,
        now: datetime,
        *,
        known: bool = True,
    ) -> None:
        if known:  # a file by that name may be registered (since replaced): forget it
            conn.execute(_FORGET_FILE, {"p": path})
        conn.execute(
            _NEW_FILE,
            {"path": path, "size_bytes": size, "mtime_ns": mtime_ns, "document_id": doc_id,
             "seen_at": now},
        )  # fmt: skip


def _new_document(doc_id: int, row: dict[str, Any]) -> Document:
    """The Document a registration just inserted, without reading it back."""
    values = {f.name: None for f in fields(Document)} | row | {"id": doc_id, "poll_failures": 0}
    values["status"] = DocumentStatus(values["status"])
    return Document(**values)

"""Registering inbox files in bulk (intake.register_files) on a real ledger file: each file
costs one write transaction, which registers it, records its own intake check (a new
document's) and carries the verdict on the file checked before it; the audit trail and the
recorded checks are those of one file at a time."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline.pipeline.arrivals import observe_inbox
from po_pipeline.pipeline.intake import IntakeSettings, register_files

SEED = Path(__file__).resolve().parent.parent / "data" / "inbox" / "PO-2026-017.pdf"
S = DocumentStatus


def test_a_bulk_drop_is_registered_in_one_write_transaction_per_file(tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for i in range(12):
        (inbox / f"{i:02d}.pdf").write_bytes(SEED.read_bytes() + f"\n%{i}\n".encode())
    (inbox / "13-notes.pdf").write_bytes(b"not a pdf")
    (inbox / "14-copy.pdf").write_bytes(SEED.read_bytes() + b"\n%0\n")  # 00.pdf's bytes
    ledger = Ledger(f"sqlite:///{tmp_path / 'ledger.db'}")
    writes = []

    def committed(conn: sa.Connection) -> None:
        writes.append(conn)

    lookups: list[str] = []  # of one document's bytes, or forgetting one path's file

    def statement(conn, cursor, sql: str, *_: object) -> None:  # noqa: ANN001
        if "WHERE documents.fingerprint =" in sql:
            lookups.append("bytes")
        elif sql.startswith("DELETE FROM document_files"):
            lookups.append("path")

    sa.event.listen(ledger.engine, "commit", committed)
    sa.event.listen(ledger.engine, "before_cursor_execute", statement)
    seen = observe_inbox(inbox)
    registered = register_files(
        sorted(seen), ledger, settings=IntakeSettings("1"), observations=seen, actor="t"
    ).registered
    sa.event.remove(ledger.engine, "commit", committed)
    sa.event.remove(ledger.engine, "before_cursor_execute", statement)

    # 14 files: 14 registrations, 13 of them with their recorded check (the copy is linked
    # to 00.pdf's document, not checked; the verdict on the file before it rides on its
    # registration). Before: a transaction more per recorded check; earlier, about 6 a file.
    assert len(writes) == 14
    # Bytes and paths were looked up once for the batch, so the 13 new files were inserted
    # without a lookup each; only the copy (its bytes known) looked its document up.
    assert lookups == ["bytes", "path"]
    states = [r.document.status for r in registered]
    assert states == [S.QUEUED] * 12 + [S.REJECTED, S.QUEUED]
    assert [r.created for r in registered] == [True] * 13 + [False]
    assert registered[-1].document.id == registered[0].document.id
    for doc in ledger.documents():
        story = [(e.from_status, e.to_status) for e in ledger.events(doc.id)]
        assert story == [(None, "discovered"), ("discovered", doc.status.value)]
        assert len(ledger.intake_attempts_of(doc.id)) == 1


def test_a_fifo_swapped_in_for_a_file_is_refused_without_blocking(tmp_path: Path) -> None:
    """A FIFO has no writer here: opening or reading it would block the batch for good.
    Hashing opens without blocking and refuses anything but a regular file."""
    import os

    import pytest

    from po_pipeline.pipeline.fingerprint import sha256_of

    fifo = tmp_path / "swapped.pdf"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        sha256_of(fifo)

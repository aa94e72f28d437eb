"""SQLAlchemy Core tables of the ledger. Invariants live in the database, not only in code."""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa

from po_pipeline.ledger.states import DocumentStatus
from po_pipeline.sqlengine import UTCDateTime

metadata = sa.MetaData()

_status_values = ", ".join(f"'{s.value}'" for s in DocumentStatus)

documents = sa.Table(
    "documents",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    # sha256 of the bytes + ":" + field-schema version: same bytes under any name, one row.
    sa.Column("fingerprint", sa.String(100), nullable=False, unique=True),
    sa.Column("sha256", sa.String(64), nullable=False),
    sa.Column("schema_version", sa.String(40), nullable=False),
    sa.Column("source_file", sa.Text, nullable=False),
    sa.Column("size_bytes", sa.Integer, nullable=False),
    sa.Column("status", sa.String(32), nullable=False),
    # Made once at registration, before any upload, and sent with every upload attempt.
    sa.Column("idempotency_key", sa.String(80), nullable=False, unique=True),
    sa.Column("backend", sa.String(20)),
    sa.Column("task_id", sa.String(200)),
    sa.Column("arrival_partition", sa.String(10), nullable=False),
    sa.Column("discovered_at", UTCDateTime(), nullable=False),
    sa.Column("submitted_at", UTCDateTime()),
    # Written (and committed) right before the upload request is sent, cleared by each claim.
    # A claim whose process died with this still NULL never sent anything: it is queued
    # again, on any backend. Set, the upload may have reached the backend.
    sa.Column("upload_started_at", UTCDateTime()),
    sa.Column("finished_at", UTCDateTime()),
    sa.Column("deadline_at", UTCDateTime(), nullable=False),
    sa.Column("next_poll_at", UTCDateTime()),
    sa.Column("poll_failures", sa.Integer, nullable=False, server_default="0"),
    sa.Column("reason", sa.String(60)),
    sa.Column("message", sa.Text),
    sa.Column("order_number", sa.Text),
    sa.Column("supplier", sa.Text),
    sa.Column("total", sa.String(20)),
    sa.Column("result_json", sa.Text),
    sa.Column("updated_at", UTCDateTime(), nullable=False),
    sa.CheckConstraint(f"status IN ({_status_values})", name="ck_documents_status"),
    # A completed document always has its three fields.
    sa.CheckConstraint(
        "status <> 'completed' OR (order_number IS NOT NULL AND supplier IS NOT NULL"
        " AND total IS NOT NULL)",
        name="ck_documents_completed_fields",
    ),
    sa.CheckConstraint(
        "status NOT IN ('processing', 'completed') OR task_id IS NOT NULL",
        name="ck_documents_task_id",
    ),
)

# The columns a move may set besides its status (Ledger.transition's keyword arguments, a
# Move's values): all of the documents table's but the identity registration writes once and
# the columns every move writes itself. Anything else is a caller's mistake, refused before
# it reaches SQL.
_WRITTEN_ONCE = frozenset(
    {"id", "fingerprint", "sha256", "schema_version", "source_file", "size_bytes",
     "idempotency_key", "arrival_partition", "discovered_at"}
)  # fmt: skip
_WRITTEN_BY_EVERY_MOVE = frozenset({"status", "updated_at", "reason", "message"})
DOCUMENT_COLUMNS = frozenset(documents.c.keys())
assert _WRITTEN_ONCE | _WRITTEN_BY_EVERY_MOVE <= DOCUMENT_COLUMNS
MOVE_COLUMNS = DOCUMENT_COLUMNS - _WRITTEN_ONCE - _WRITTEN_BY_EVERY_MOVE


class UnknownColumn(ValueError):
    """A move named a column it may not set (or a guard one the table does not have)."""


def check_columns(
    document_id: int, names: Iterable[str], *, allowed: frozenset[str], use: str = "set"
) -> None:
    """Raise UnknownColumn unless every name in `names` is in `allowed` (what a move may
    `use` the columns for: "set" them, or "guard" on them)."""
    unknown = sorted(set(names) - allowed)
    if unknown:
        raise UnknownColumn(
            f"document {document_id}: a move cannot {use} {', '.join(unknown)}; it may "
            f"{use} {', '.join(sorted(allowed))}"
        )


# One loaded row per order number: a second document claiming it goes to review instead.
sa.Index(
    "uq_documents_completed_order_number",
    documents.c.order_number,
    unique=True,
    sqlite_where=documents.c.status == DocumentStatus.COMPLETED.value,
    postgresql_where=documents.c.status == DocumentStatus.COMPLETED.value,
)
sa.Index("ix_documents_partition_status", documents.c.arrival_partition, documents.c.status)
# Every sensor tick asks for the documents in one state across partitions (`discovered`).
sa.Index("ix_documents_status", documents.c.status)
# Every sensor tick asks which partitions changed since their tables were published
# (max(updated_at) per partition): answered from this index alone.
sa.Index("ix_documents_partition_updated", documents.c.arrival_partition, documents.c.updated_at)

# Every file that carried a document's bytes, so the sensor can skip what it has seen
# by (path, size, mtime) without hashing it again.
document_files = sa.Table(
    "document_files",
    metadata,
    sa.Column("path", sa.Text, primary_key=True),
    sa.Column("size_bytes", sa.Integer, nullable=False),
    sa.Column("mtime_ns", sa.BigInteger, nullable=False),
    sa.Column("document_id", sa.Integer, sa.ForeignKey("documents.id"), nullable=False),
    sa.Column("seen_at", UTCDateTime(), nullable=False),
)

ledger_events = sa.Table(
    "ledger_events",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("document_id", sa.Integer, sa.ForeignKey("documents.id"), nullable=False),
    sa.Column("at", UTCDateTime(), nullable=False),
    sa.Column("actor", sa.String(120), nullable=False),
    sa.Column("from_status", sa.String(32)),
    sa.Column("to_status", sa.String(32), nullable=False),
    sa.Column("reason", sa.String(60)),
    sa.Column("message", sa.Text),
)
sa.Index("ix_ledger_events_document", ledger_events.c.document_id)

# When each warehouse table was last rewritten for a partition, and from which ledger state
# (`as_of`: the moment the publisher read the ledger). A partition whose documents changed
# after that, or that never published, is stale: a failed publish is retried, not forgotten.
publications = sa.Table(
    "publications",
    metadata,
    sa.Column("arrival_partition", sa.String(10), primary_key=True),
    sa.Column("table_name", sa.String(40), primary_key=True),
    sa.Column("as_of", UTCDateTime(), nullable=False),
)

# The processes that claim documents (moves to `submitting`), by the actor name their ledger
# events carry: which run, on which host, as which process (pid and start time, so a reused
# pid is told apart). A document left `submitting` by a claimer whose process is gone is
# recovered at once (po_pipeline.liveness); runs whose process is gone are marked failed.
claimers = sa.Table(
    "claimers",
    metadata,
    sa.Column("actor", sa.String(120), primary_key=True),
    sa.Column("run_id", sa.String(64)),
    sa.Column("host", sa.String(255), nullable=False),
    sa.Column("pid", sa.Integer, nullable=False),
    sa.Column("pid_started", sa.Float, nullable=False),
    sa.Column("registered_at", UTCDateTime(), nullable=False),
)
sa.Index("ix_claimers_run", claimers.c.run_id)

# Each time a process starts the intake check of a document (pypdf on a file nobody has
# checked), before it does. A check that finishes moves the document out of `discovered`;
# attempts left behind by a process that died there (a parser crash, the OOM killer) or hung
# there tell the next registrant not to run the same check forever (po_pipeline.pipeline.intake).
intake_attempts = sa.Table(
    "intake_attempts",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("document_id", sa.Integer, sa.ForeignKey("documents.id"), nullable=False),
    sa.Column("host", sa.String(255), nullable=False),
    sa.Column("pid", sa.Integer, nullable=False),
    sa.Column("pid_started", sa.Float, nullable=False),
    sa.Column("started_at", UTCDateTime(), nullable=False),
)
sa.Index("ix_intake_attempts_document", intake_attempts.c.document_id)

# The latest run asked for each partition, as a compare-and-swap token: a tick asks for a
# run only by swapping the run key it read for a new one (po_pipeline.ledger.requests), so
# of two ticks that read the same state at once one asks and the other stands aside.
run_requests = sa.Table(
    "run_requests",
    metadata,
    sa.Column("arrival_partition", sa.String(10), primary_key=True),
    sa.Column("run_key", sa.String(120), nullable=False),
    sa.Column("requested_at", UTCDateTime(), nullable=False),
    sa.Column("actor", sa.String(120), nullable=False),
)

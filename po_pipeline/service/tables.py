"""The service's job table and its row type. As in the ledger (po_pipeline/ledger/tables.py),
timestamps are aware UTC datetimes and the status CHECK is built from the status enum."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    CheckConstraint,
    Column,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

from po_pipeline.service.models import JobStatus
from po_pipeline.sqlengine import UTCDateTime

metadata = MetaData()
_status_values = ", ".join(f"'{s.value}'" for s in JobStatus)

jobs = Table(
    "service_jobs",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("job_id", String(28), nullable=False, unique=True),
    Column("owner", String(200), nullable=False),
    Column("status", String(16), nullable=False),
    Column("progress", Integer, nullable=False),
    Column("pages", Integer),
    Column("idempotency_key", String(255)),
    Column("content_sha256", String(64), nullable=False),
    Column("filename", String(255)),
    Column("schema_json", Text),
    Column("created_at", UTCDateTime(), nullable=False),
    Column("started_at", UTCDateTime()),
    Column("completed_at", UTCDateTime()),
    Column("error_code", String(64)),
    Column("error_message", Text),
    Column("result_json", Text),
    # Fresh per claim: a worker left over from a killed service can no longer touch the row.
    Column("run_token", String(32)),
    Column("worker_pid", Integer),
    Column("attempts", Integer, nullable=False),
    UniqueConstraint("owner", "idempotency_key", name="uq_service_jobs_owner_key"),
    CheckConstraint(f"status IN ({_status_values})", name="ck_service_jobs_status"),
    CheckConstraint("progress BETWEEN 0 AND 100", name="ck_service_jobs_progress"),
    Index("ix_service_jobs_status", "status", "id"),
)


@dataclass(frozen=True)
class JobRecord:
    job_id: str
    owner: str
    status: JobStatus
    progress: int
    pages: int | None
    idempotency_key: str | None
    content_sha256: str
    filename: str | None
    schema_json: str | None
    created_at: datetime
    started_at: datetime | None
    completed_at: datetime | None
    error_code: str | None
    error_message: str | None
    run_token: str | None
    worker_pid: int | None
    attempts: int

    @property
    def schema(self) -> dict[str, Any] | None:
        return json.loads(self.schema_json) if self.schema_json else None


RECORD_COLUMN_NAMES = tuple(JobRecord.__dataclass_fields__)
RECORD_COLUMNS = [jobs.c[name] for name in RECORD_COLUMN_NAMES]


_STATUS_AT = RECORD_COLUMN_NAMES.index("status")


def record_of(row: Any) -> JobRecord:
    """A row selected as RECORD_COLUMNS (in that order) as a JobRecord."""
    values = list(row)
    values[_STATUS_AT] = JobStatus(values[_STATUS_AT])
    return JobRecord(*values)

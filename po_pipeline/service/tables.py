"""The service's job table, its row type, and engines with SQLite tuned for several processes."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
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

metadata = MetaData()

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
    Column("created_at", String(32), nullable=False),
    Column("started_at", String(32)),
    Column("completed_at", String(32)),
    Column("error_code", String(64)),
    Column("error_message", Text),
    Column("result_json", Text),
    # Fresh per claim: a worker left over from a killed service can no longer touch the row.
    Column("run_token", String(32)),
    Column("worker_pid", Integer),
    Column("attempts", Integer, nullable=False),
    UniqueConstraint("owner", "idempotency_key", name="uq_service_jobs_owner_key"),
    CheckConstraint(
        "status IN ('pending', 'running', 'completed', 'failed', 'cancelled')",
        name="ck_service_jobs_status",
    ),
    CheckConstraint("progress BETWEEN 0 AND 100", name="ck_service_jobs_progress"),
    Index("ix_service_jobs_status", "status", "id"),
)


def iso_z(moment: datetime) -> str:
    """ISO-8601 UTC with millisecond precision and a `Z` suffix."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


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
    created_at: str
    started_at: str | None
    completed_at: str | None
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


def record_of(row: Any) -> JobRecord:
    values = dict(row._mapping)
    values["status"] = JobStatus(values["status"])
    return JobRecord(**values)

"""Job states and the wire models that the OpenAPI document publishes."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

API_VERSION = "v1"


class JobStatus(StrEnum):
    PENDING = "pending"  # accepted and queued; no worker has started it yet
    RUNNING = "running"  # started by a worker process (not merely handed to the pool)
    COMPLETED = "completed"  # result stored; served by /result until the job is deleted
    FAILED = "failed"  # the engine refused or broke; `error` says why
    CANCELLED = "cancelled"  # DELETE arrived before the job finished


TERMINAL_STATUSES = frozenset({JobStatus.COMPLETED, JobStatus.FAILED, JobStatus.CANCELLED})
ACTIVE_STATUSES = frozenset({JobStatus.PENDING, JobStatus.RUNNING})


class Meta(BaseModel):
    request_id: str
    timestamp: str = Field(description="ISO-8601 UTC time the response was produced")
    duration_ms: float
    api_version: str = API_VERSION


class ErrorBody(BaseModel):
    code: str
    message: str


class ErrorEnvelope(BaseModel):
    error: ErrorBody
    meta: Meta


class FieldValue(BaseModel):
    value: str | None = None
    confidence: float | None = None
    page: int | None = None
    bbox: list[float] | None = None
    source: str | None = Field(default=None, description='"text" or "ocr"')


class EngineInfo(BaseModel):
    name: str
    version: str


class ExtractionResult(BaseModel):
    results: dict[str, dict[str, Any]] = Field(
        description='ComPDF-style {"Page_1": {field: value}}'
    )
    fields: dict[str, FieldValue]
    pages: int
    engine: EngineInfo


class Job(BaseModel):
    job_id: str = Field(pattern=r"^job_[0-9a-f]{24}$")
    status: JobStatus
    progress: int = Field(ge=0, le=100)
    created_at: str
    started_at: str | None = None
    completed_at: str | None = None
    error: ErrorBody | None = Field(default=None, description="Only when status is failed")
    result_url: str | None = Field(default=None, description="Only when status is completed")
    poll_url: str | None = Field(default=None, description="Only while pending or running")
    retry_after: int | None = Field(
        default=None,
        ge=1,
        le=30,
        description="Only while pending or running: seconds before asking about this job "
        "again. In a job list asked by ids, each job's own (a pending job's from its place "
        "in the queue and the pace jobs have been finishing at), where `Retry-After` is the "
        "soonest of them; elsewhere the answer's `Retry-After`",
    )
    pages: int | None = None
    idempotency_key: str | None = None
    filename: str | None = Field(default=None, description="Client-supplied, informational")
    result: ExtractionResult | None = Field(
        default=None,
        description="Only in a job list asked with include=result, when status is completed",
    )


class JobEnvelope(BaseModel):
    data: Job
    meta: Meta


class JobListEnvelope(BaseModel):
    data: list[Job]
    meta: Meta


class UploadOutcome(BaseModel):
    """One file of a batch upload, in the request's order: the answer its own upload would
    have had (201 new job, 200 replay of its key; 409, 415, 429 refused, with `error`)."""

    status: int = Field(description="The status its own POST /api/v1/jobs would have had")
    job: Job | None = Field(default=None, description="Only when status is 200 or 201")
    error: ErrorBody | None = Field(default=None, description="Only when it was refused")


class UploadBatchEnvelope(BaseModel):
    data: list[UploadOutcome]
    meta: Meta


class ResultEnvelope(BaseModel):
    data: ExtractionResult
    meta: Meta


class Health(BaseModel):
    status: str
    workers: int
    queue: int = Field(description="Jobs waiting for a worker")
    running: int


class HealthEnvelope(BaseModel):
    data: Health
    meta: Meta

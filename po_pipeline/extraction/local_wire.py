"""Reading our extraction service's answers: a job's state as a TaskStatus, the job id of an
accepted upload, the code and message of an error envelope."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx

from po_pipeline.extraction.base import PollFailed, TaskState, TaskStatus

JOB_STATES = {
    "pending": TaskState.PENDING,
    "running": TaskState.PENDING,
    "completed": TaskState.COMPLETED,
    "failed": TaskState.FAILED,
    "cancelled": TaskState.FAILED,
}


class Unreadable(Exception):
    """The service accepted the upload (200/201), but its answer holds no job id we can
    read (cut short, or a proxy's HTML page)."""


def job_id_of(response: httpx.Response) -> str | None:
    try:
        job_id = response.json()["data"]["job_id"]
    except (ValueError, KeyError, TypeError):
        return None
    return job_id if isinstance(job_id, str) and job_id else None


def task_status(task_id: str, data: Mapping[str, Any], *, retry_after: float | None) -> TaskStatus:
    """The job's state; its pace is the job's own `retry_after` where the answer has one (a
    job list's estimate per job), else the answer's Retry-After (`retry_after`)."""
    state = JOB_STATES.get(str(data.get("status")))
    if state is None:
        raise PollFailed(f"job {task_id}: unknown status {data.get('status')!r}")
    error = data.get("error") or {}
    if data.get("status") == "cancelled":
        error = {"code": "cancelled", "message": "the job was cancelled on the service"}
    own = data.get("retry_after")
    if isinstance(own, int | float) and not isinstance(own, bool) and own > 0:
        retry_after = float(own)
    return TaskStatus(
        state=state,
        retry_after=retry_after,
        error_code=error.get("code"),
        error_message=error.get("message"),
    )


def error_of(response: httpx.Response) -> tuple[str, str]:
    try:
        error = response.json().get("error") or {}
        return str(error.get("code", response.status_code)), str(error.get("message", ""))
    except (ValueError, AttributeError):
        return str(response.status_code), response.text[:200]

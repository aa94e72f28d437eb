"""What every extraction backend promises the pipeline, and the errors it may raise.

Errors are typed by what the pipeline may safely do next, not by what went wrong on the
wire: a `RetryLater` submit may be sent again, a `SubmissionUnknown` must never be.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable


class Backend(StrEnum):
    """The extraction backends the pipeline can be pointed at (PO_BACKEND)."""

    LOCAL = "local"  # our extraction service, `po-pipeline serve` (extraction/local.py)
    COMPDF = "compdf"  # the ComPDF cloud (extraction/compdf.py)


# The same names as a type, for Dagster config (it shows a Literal's values as they are; an
# Enum it would show by member name). A test keeps the two equal.
BackendName = Literal["local", "compdf"]


@dataclass(frozen=True)
class SubmitRequest:
    document_id: int
    path: Path
    filename: str  # sent to the backend as the upload's name; informational only
    idempotency_key: str  # made once at registration, identical on every attempt


class TaskState(StrEnum):
    PENDING = "pending"  # queued or running remotely: poll again later
    COMPLETED = "completed"  # a result is ready to fetch
    FAILED = "failed"  # the backend gave up on this document; reason in error_*


@dataclass(frozen=True)
class TaskStatus:
    state: TaskState
    retry_after: float | None = None  # seconds the backend asked us to wait, if it said
    error_code: str | None = None
    error_message: str | None = None
    result_ref: str | None = None  # where the result lives (a download URL for ComPDF)
    # The result itself, when the status answer carried it (checked as a download would
    # be): fetch_result then returns it without a request.
    result: Mapping[str, Any] | None = None


class BackendError(Exception):
    """Base of every error a backend raises on purpose."""


class BackendUnavailable(BackendError):
    """Misconfiguration the pipeline cannot fix by waiting (bad token, wrong URL)."""


class RetryLater(BackendError):
    """Nothing was created remotely, or re-sending is safe (idempotency key honoured)."""

    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class SubmissionRejected(BackendError):
    """The backend refused this file for good (not a PDF, too large, bad schema...)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class SubmissionUnknown(BackendError):
    """The upload may or may not have created a remote task, and the backend offers no
    idempotency: sending it again could create a second task."""


class PollFailed(BackendError):
    """A status or result GET failed in a way that may pass (transport, 429, 5xx)."""

    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class TaskLost(BackendError):
    """The backend no longer knows the task (404, expired result link)."""


class ResultRejected(BackendError):
    """The result was downloaded but may not be stored: not JSON, larger than the cap, or not
    shaped like a result (po_pipeline.extraction.results). Fetching it again would bring the
    same; `code` names which."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class ExtractionBackend(Protocol):
    """A backend may also implement `TaskFinder.find_task` (below) to let the pipeline
    reconcile uploads whose outcome is unknown."""

    name: str
    idempotent_submit: bool  # True: a lost upload response may be re-sent with the same key

    def submit(self, request: SubmitRequest) -> str:
        """Upload one document; return the backend's task id."""
        ...

    def status(self, task_id: str) -> TaskStatus: ...

    def fetch_result(self, task_id: str, status: TaskStatus) -> Mapping[str, Any]:
        """The completed task's result, with ComPDF-style per-page `results`, checked by
        po_pipeline.extraction.results (ResultRejected when it is not one)."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class TaskFinder(Protocol):
    """Optional part of the backend protocol: backends without idempotent uploads but with a
    task list implement it, so a `submission_unknown` document can be settled without an
    operator. Backends that cannot answer simply do not have the method."""

    def find_task(self, request: SubmitRequest, *, submitted_after: datetime) -> str | None:
        """The id of the one remote task created from `request` at or after
        `submitted_after`, or None when there is none or the answer is not certain
        (several candidates, list unavailable). Must never create anything remotely."""
        ...


# How one document of a batch upload went: its task id, or what its own submit would have
# raised (a BackendError; OSError when its file could not be read, so nothing was sent).
SubmitOutcome = str | BackendError | OSError


@runtime_checkable
class BatchSubmit(Protocol):
    """Optional part of the backend protocol, for backends with idempotent uploads: several
    documents uploaded in one call, so the request's fixed cost is paid once per batch.
    Backends without it are sent one document at a time with `submit`."""

    max_submit_batch: int  # documents per call

    def submit_many(self, requests: Sequence[SubmitRequest]) -> list[SubmitOutcome]:
        """Upload `requests` (at most `max_submit_batch`); one outcome per request, in
        order. A request may be sent more than once (its key makes that safe). Never
        raises for one document; BackendUnavailable appears as the outcome of the first
        request the backend refused to hear (and of those after it)."""
        ...


@runtime_checkable
class BatchStatus(Protocol):
    """Optional part of the backend protocol: many tasks' states in one call, so polling
    N open tasks costs one request, not N. Backends without it are polled task by task."""

    max_batch: int  # task ids per call

    def statuses(self, task_ids: Sequence[str]) -> Mapping[str, TaskStatus]:
        """The state of each of `task_ids` (at most `max_batch`) that the backend answered
        for; a task left out is polled on its own with `status` (which tells a lost task
        by its own answer). Raises PollFailed when the call failed as a whole."""
        ...


@runtime_checkable
class HeldStatus(Protocol):
    """Optional part of the backend protocol: a batch status call the backend holds until
    one of its tasks ends, at most `max_wait` seconds (a long poll). Our own service offers
    it (`GET /api/v1/jobs?ids=...&wait=S`); ComPDF does not, and is polled at its
    Retry-After."""

    max_batch: int
    max_wait: float  # the longest hold the backend accepts, in seconds

    def statuses(self, task_ids: Sequence[str], *, wait: float = 0.0) -> Mapping[str, TaskStatus]:
        """As BatchStatus.statuses, answered as soon as one of the tasks ends (or has
        ended), else after `wait` seconds."""
        ...

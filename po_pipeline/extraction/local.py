"""Client of our own extraction service (`po-pipeline serve`): the jobs API of
docs/ARCHITECTURE.md.

The upload carries the document's idempotency key on every attempt, so a lost response is
answered by sending the same request again: the service replies 200 with the same job.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import httpx
from tenacity import RetryCallState, wait_exponential_jitter

from po_pipeline.extraction.base import (
    Backend,
    BackendError,
    BackendUnavailable,
    PollFailed,
    ResultRejected,
    RetryLater,
    SubmissionRejected,
    SubmitOutcome,
    SubmitRequest,
    TaskLost,
    TaskStatus,
)
from po_pipeline.extraction.local_batch import MAX_SUBMIT_BATCH, send_batch, submit_all
from po_pipeline.extraction.local_wire import Unreadable, error_of, job_id_of, task_status
from po_pipeline.extraction.results import (
    DEFAULT_DOWNLOAD_SECONDS,
    DEFAULT_MAX_RESULT_BYTES,
    ResultLimits,
    checked_result,
    parse_json,
    read_body,
    read_json,
)
from po_pipeline.extraction.retry_after import parse_retry_after
from po_pipeline.extraction.upload_retry import UploadLost, send_until_answered

# A lost or unreadable upload response, or a busy or failing answer (429, 5xx), is re-sent
# with the same key this many times within one submit call: safe, since the key makes the
# service answer with the same job. Waits grow (0.5 s, 1 s, ...) with jitter, or follow
# Retry-After, up to 10 s; a longer Retry-After sends the document back to the queue instead.
UPLOAD_ATTEMPTS = 3
MAX_UPLOAD_WAIT = 10.0
_BACKOFF = wait_exponential_jitter(multiplier=0.5, max=MAX_UPLOAD_WAIT, jitter=0.5)
# Job ids asked about in one status call: at most what the service answers (MAX_BATCH_IDS
# in po_pipeline/service/list_route.py; the client does not import the service).
MAX_BATCH = 100
# The longest the service holds a status call (`wait`: MAX_WAIT_S in
# po_pipeline/service/waiting.py).
MAX_WAIT = 30.0
# The largest status answer read: MAX_BATCH job views plus the results the service puts in
# one answer (at most 4 MB of them: INLINE_RESULTS_BYTES in po_pipeline/service/views.py).
MAX_BATCH_ANSWER_BYTES = 8 * 1024 * 1024


def _upload_wait(state: RetryCallState) -> float:
    """Retry-After when the service gave one, else exponential backoff with jitter."""
    exc = state.outcome.exception() if state.outcome else None
    retry_after = getattr(exc, "retry_after", None)  # a busy answer's (one upload or a batch)
    if retry_after is not None:
        return float(retry_after)
    return _BACKOFF(state)


class LocalJobsBackend:
    """ExtractionBackend over the local service. The token only ever travels in the
    Authorization header."""

    name = Backend.LOCAL.value
    idempotent_submit = True
    max_batch = MAX_BATCH  # job ids per status call (the service's MAX_BATCH_IDS)
    max_wait = MAX_WAIT  # the longest the service holds a status call (a long poll)
    max_submit_batch = MAX_SUBMIT_BATCH  # documents per submit_many call: one request

    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        transport: httpx.BaseTransport | None = None,
        timeout: httpx.Timeout | None = None,
        sleep: Callable[[float], None] | None = None,
        max_result_bytes: int = DEFAULT_MAX_RESULT_BYTES,
        download_seconds: float = DEFAULT_DOWNLOAD_SECONDS,
        batch_uploads: bool = True,
    ) -> None:
        self._limits = ResultLimits(max_result_bytes, download_seconds)
        self._client = httpx.Client(
            base_url=base_url.rstrip("/"),
            headers={"Authorization": f"Bearer {token}"},
            timeout=timeout or httpx.Timeout(60.0, connect=5.0),
            transport=transport,
        )
        self._sleep = sleep or time.sleep
        self._batches = batch_uploads  # False: submit_many sends one request per document

    def close(self) -> None:
        self._client.close()

    def submit(self, request: SubmitRequest) -> str:
        content = request.path.read_bytes()

        def upload() -> httpx.Response:
            outgoing = self._client.build_request(
                "POST",
                "/api/v1/jobs",
                files={"file": (request.filename, content, "application/pdf")},
                headers={"Idempotency-Key": request.idempotency_key},
            )
            # The multipart body in one buffer: sent as it streams, each part was a write and
            # a TCP segment of its own (six per upload), each a wake-up of the service's
            # event loop, on a machine whose cores the engine needs.
            outgoing.read()
            return self._client.send(outgoing)

        def check(response: httpx.Response) -> None:
            if response.status_code in (200, 201) and job_id_of(response) is None:
                raise Unreadable(f"{response.status_code} {response.text[:80]!r}")

        try:
            # Still busy after every attempt: that answer, and the caller queues it again.
            response = send_until_answered(
                upload,
                check,
                attempts=UPLOAD_ATTEMPTS,
                wait=_upload_wait,
                sleep=self._sleep,
                max_wait=MAX_UPLOAD_WAIT,
            )
        except UploadLost as lost:
            raise RetryLater(
                f"document {request.document_id} ({request.filename}): the extraction "
                f"service gave {lost.what} to the upload {UPLOAD_ATTEMPTS} times "
                f"({type(lost.last).__name__}: {lost.last}); it will be sent again with the "
                "same idempotency key"
            ) from lost.last
        return self._accepted_job_id(response, request)

    def submit_many(self, requests: Sequence[SubmitRequest]) -> list[SubmitOutcome]:
        """Upload documents in batches (`POST /api/v1/jobs/batch`, extraction/local_batch.py):
        one outcome per request, in order, as its own `submit` would have ended."""

        def send(batch: list[SubmitRequest], contents: list[bytes]) -> list[SubmitOutcome] | None:
            if not self._batches:
                return None
            return send_batch(
                self._client,
                batch,
                contents,
                attempts=UPLOAD_ATTEMPTS,
                wait=_upload_wait,
                sleep=self._sleep,
                max_wait=MAX_UPLOAD_WAIT,
            )

        return submit_all(requests, send=send, one=self._submit_one)

    def _submit_one(self, request: SubmitRequest) -> SubmitOutcome:
        try:
            return self.submit(request)
        except (BackendError, OSError) as exc:
            return exc

    def _accepted_job_id(self, response: httpx.Response, request: SubmitRequest) -> str:
        status = response.status_code
        job_id = job_id_of(response) if status in (200, 201) else None
        if job_id is not None:
            return job_id
        code, message = error_of(response)
        where = f"document {request.document_id} ({request.filename})"
        if status == 401:
            raise BackendUnavailable(
                "the extraction service refused our token (401): check PO_SERVICE_TOKEN "
                "against the service's PO_EXTRACT_TOKENS"
            )
        if status == 429 or status >= 500:
            raise RetryLater(
                f"{where}: the service answered {status} {code}; queued again",
                retry_after=parse_retry_after(response.headers),
            )
        if status in (409, 413, 415, 422):
            raise SubmissionRejected(
                code, f"{where}: service refused the upload ({status}): {message}"
            )
        raise RetryLater(f"{where}: unexpected answer {status} {code}: {message}")

    def status(self, task_id: str) -> TaskStatus:
        data = self._get_data(f"/api/v1/jobs/{task_id}", task_id)
        return task_status(task_id, data, retry_after=self._last_retry_after)

    def statuses(self, task_ids: Sequence[str], *, wait: float = 0.0) -> dict[str, TaskStatus]:
        """Up to MAX_BATCH jobs' states in one `GET /api/v1/jobs?ids=...&include=result`,
        each completed job with its result when the service put it in the answer (then
        fetch_result needs no request). Jobs the service left out of its answer are missing
        here: the caller polls those one by one, so a lost job is still told apart by its
        own 404. `wait` > 0: a long poll, held by the service until one of the jobs ends or
        `wait` seconds (at most MAX_WAIT) pass."""
        if not task_ids:
            return {}
        if len(task_ids) > self.max_batch:
            raise ValueError(f"at most {self.max_batch} job ids per call, got {len(task_ids)}")
        what = f"{task_ids[0]} and {len(task_ids) - 1} more" if len(task_ids) > 1 else task_ids[0]
        params = {"ids": ",".join(task_ids), "include": "result"}
        if wait > 0:
            params["wait"] = f"{min(wait, self.max_wait):.3f}"
        limits = ResultLimits(MAX_BATCH_ANSWER_BYTES, self._limits.seconds)
        try:
            with self._client.stream("GET", "/api/v1/jobs", params=params) as response:
                if response.status_code != 200:
                    response.read()
                    self._raise_for(response, what)
                self._last_retry_after = parse_retry_after(response.headers)
                raw = read_body(response, limits=limits, what=f"the status of job {what}")
            jobs = [dict(job) for job in parse_json(raw, what=what)["data"]]
        except httpx.TransportError as exc:
            raise PollFailed(f"job {what}: {type(exc).__name__} talking to the service") from exc
        except (ResultRejected, KeyError, TypeError, ValueError) as exc:
            raise PollFailed(f"job {what}: malformed answer from the service ({exc})") from exc
        asked = set(task_ids)
        found: dict[str, TaskStatus] = {}
        for job in jobs:
            task_id = job.get("job_id")
            if task_id in asked:
                status = task_status(task_id, job, retry_after=self._last_retry_after)
                result = self._inline_result(task_id, job.get("result"), checked_size=len(raw))
                found[task_id] = replace(status, result=result) if result else status
        return found

    def _inline_result(
        self, task_id: str, result: object, *, checked_size: int
    ) -> dict[str, Any] | None:
        """A result carried in a status answer, if it passes the checks its download would
        (shape, size cap); None leaves it to fetch_result, which downloads it and says
        why it is refused, if it is. `checked_size`: bytes of the whole answer."""
        if result is None:
            return None
        if checked_size > self._limits.max_bytes:  # only then can one result pass the cap
            encoded = json.dumps(result, ensure_ascii=False).encode()
            if len(encoded) > self._limits.max_bytes:
                return None
        try:
            return checked_result(result, what=f"the result of job {task_id}")
        except ResultRejected:
            return None

    def fetch_result(self, task_id: str, status: TaskStatus) -> Mapping[str, Any]:
        if status.result is not None:  # carried by the status answer, checked there
            return status.result
        what = f"the result of job {task_id}"
        try:
            with self._client.stream("GET", f"/api/v1/jobs/{task_id}/result") as response:
                if response.status_code != 200:
                    response.read()
                    self._raise_for(response, task_id)
                body = read_json(response, limits=self._limits, what=what)
        except httpx.TransportError as exc:
            raise PollFailed(f"job {task_id}: {type(exc).__name__} talking to the service") from exc
        return checked_result(body.get("data") if isinstance(body, dict) else body, what=what)

    def _get_data(self, path: str, task_id: str) -> dict[str, Any]:
        try:
            response = self._client.get(path)
        except httpx.TransportError as exc:
            raise PollFailed(f"job {task_id}: {type(exc).__name__} talking to the service") from exc
        self._raise_for(response, task_id)
        try:
            return dict(response.json()["data"])
        except (ValueError, KeyError, TypeError) as exc:
            raise PollFailed(f"job {task_id}: malformed answer from the service") from exc

    def _raise_for(self, response: httpx.Response, task_id: str) -> None:
        """The typed error for any answer but 200 (remembering its Retry-After); `task_id`
        names the job, or the jobs of a batch call, in the message."""
        self._last_retry_after = parse_retry_after(response.headers)
        if response.status_code == 404:
            raise TaskLost(f"job {task_id} is unknown to the extraction service (404)")
        if response.status_code == 401:
            raise BackendUnavailable("the extraction service refused our token (401)")
        if response.status_code == 429 or response.status_code >= 500:
            raise PollFailed(
                f"job {task_id}: service answered {response.status_code}",
                retry_after=self._last_retry_after,
            )
        if response.status_code != 200:
            code, message = error_of(response)
            raise PollFailed(f"job {task_id}: {response.status_code} {code}: {message}")

    _last_retry_after: float | None = None

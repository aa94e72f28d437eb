"""Batch uploads to our extraction service: `POST /api/v1/jobs/batch`, several documents in
one request, each with its own idempotency key and its own answer (docs/ARCHITECTURE.md).

On the 2-core machine the request's fixed cost (the service's parsing, routing and answer,
httpx's request here) was most of the CPU an upload cost besides the engine; a batch pays it
once. Each document ends as its own upload would have: a job id, or the error `submit`
would have raised for it. A request that failed as a whole is sent again with the same keys
(the service answers with the jobs already made); a service without the batch route, or one
that refuses the batch as a whole for its size, gets the documents one by one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import httpx

from po_pipeline.extraction.base import (
    BackendUnavailable,
    RetryLater,
    SubmissionRejected,
    SubmitOutcome,
    SubmitRequest,
)
from po_pipeline.extraction.local_wire import Unreadable, error_of
from po_pipeline.extraction.retry_after import parse_retry_after
from po_pipeline.extraction.upload_retry import UploadLost, send_until_answered

# Files per request: at most what the service takes (MAX_BATCH_FILES in
# po_pipeline/service/batch_route.py; the client does not import the service).
MAX_SUBMIT_BATCH = 32
# Bytes of the files of one request: a batch shares the service's per-request upload limit
# (20 MB by default); a larger file goes alone, and a batch refused for its size (413) is
# sent again file by file.
BATCH_BYTES = 4 * 1024 * 1024
# Answers to the batch as a whole that mean "send them one by one", each to its own answer:
# no batch route (an older service: 404, 405), over the service's size limit (413), or a
# batch it could not take as one (422).
_ONE_BY_ONE = (404, 405, 413, 422)


def batches(requests: Sequence[SubmitRequest], contents: Sequence[bytes | None]) -> list[list[int]]:
    """Indexes of `requests` grouped for upload, in order: at most MAX_SUBMIT_BATCH files and
    BATCH_BYTES together (a larger file alone); unreadable files (None) in none."""
    groups: list[list[int]] = []
    group: list[int] = []
    size = 0
    for index, content in enumerate(contents):
        if content is None:
            continue
        if group and (len(group) == MAX_SUBMIT_BATCH or size + len(content) > BATCH_BYTES):
            groups.append(group)
            group, size = [], 0
        group.append(index)
        size += len(content)
    if group:
        groups.append(group)
    return groups


def item_outcome(item: Any, request: SubmitRequest, retry_after: float | None) -> SubmitOutcome:
    """One document's outcome from its item in the batch answer, as `submit` would have
    ended for the same answer to its own upload."""
    where = f"document {request.document_id} ({request.filename})"
    status = item.get("status") if isinstance(item, dict) else None
    job = item.get("job") if isinstance(item, dict) else None
    if status in (200, 201) and isinstance(job, dict):
        job_id = job.get("job_id")
        if isinstance(job_id, str) and job_id:
            return job_id
    error = (item.get("error") if isinstance(item, dict) else None) or {}
    code, message = str(error.get("code", status)), str(error.get("message", ""))
    if status in (409, 413, 415, 422):
        return SubmissionRejected(
            code, f"{where}: service refused the upload ({status}): {message}"
        )
    if status == 429:
        return RetryLater(
            f"{where}: the service answered 429 {code}; queued again", retry_after=retry_after
        )
    return RetryLater(f"{where}: unexpected answer {status} {code}: {message}")


def send_batch(
    client: httpx.Client,
    requests: Sequence[SubmitRequest],
    contents: Sequence[bytes],
    *,
    attempts: int,
    wait: Callable[[Any], float],
    sleep: Callable[[float], None],
    max_wait: float,
) -> list[SubmitOutcome] | None:
    """Upload one batch; an outcome per request, or None when the service would rather have
    them one by one (_ONE_BY_ONE). Lost or busy answers are retried as `submit` retries."""
    files = [
        ("file", (request.filename, content, "application/pdf"))
        for request, content in zip(requests, contents, strict=True)
    ]
    data = {"idempotency_key": [request.idempotency_key for request in requests]}

    def upload() -> httpx.Response:
        outgoing = client.build_request("POST", "/api/v1/jobs/batch", files=files, data=data)
        outgoing.read()  # one buffer, sent in one go (as `submit` does)
        return client.send(outgoing)

    def check(response: httpx.Response) -> None:
        if response.status_code == 200:
            try:
                items = list(response.json()["data"])
            except (ValueError, KeyError, TypeError) as exc:
                raise Unreadable(f"200 {response.text[:80]!r}") from exc
            if not isinstance(items, list) or len(items) != len(requests):
                raise Unreadable(
                    f"200 with {len(items) if isinstance(items, list) else 'no'} items"
                )

    try:
        response = send_until_answered(
            upload, check, attempts=attempts, wait=wait, sleep=sleep, max_wait=max_wait
        )
    except UploadLost as lost:
        return [
            RetryLater(
                f"document {request.document_id} ({request.filename}): the extraction "
                f"service gave {lost.what} to its batch upload {attempts} times "
                f"({type(lost.last).__name__}: {lost.last}); it will be sent again with the "
                "same idempotency key"
            )
            for request in requests
        ]
    status = response.status_code
    if status in _ONE_BY_ONE:
        return None
    retry_after = parse_retry_after(response.headers)
    if status == 200:
        items = response.json()["data"]
        return [item_outcome(item, r, retry_after) for item, r in zip(items, requests, strict=True)]
    code, message = error_of(response)
    if status == 401:
        refused = BackendUnavailable(
            "the extraction service refused our token (401): check PO_SERVICE_TOKEN "
            "against the service's PO_EXTRACT_TOKENS"
        )
        return [refused for _ in requests]
    return [
        RetryLater(
            f"document {r.document_id} ({r.filename}): the service answered {status} {code} "
            f"to its batch upload: {message}; queued again",
            retry_after=retry_after if status == 429 or status >= 500 else None,
        )
        for r in requests
    ]


def submit_all(
    requests: Sequence[SubmitRequest],
    *,
    send: Callable[[list[SubmitRequest], list[bytes]], list[SubmitOutcome] | None],
    one: Callable[[SubmitRequest], SubmitOutcome],
) -> list[SubmitOutcome]:
    """Each request's outcome, in order: its file read (OSError: not sent), the readable
    ones uploaded in batches with `send` (None: send that batch one by one with `one`), a
    lone file with `one`. Once the service refused our token, the rest are not sent."""
    outcomes: list[SubmitOutcome | None] = [None] * len(requests)
    contents: list[bytes | None] = []
    for index, request in enumerate(requests):
        try:
            contents.append(request.path.read_bytes())
        except OSError as exc:  # nothing sent for it; the caller names the problem
            contents.append(None)
            outcomes[index] = exc
    for group in batches(requests, contents):
        sent = None
        if len(group) > 1:
            sent = send([requests[i] for i in group], [contents[i] or b"" for i in group])
        if sent is None:
            sent = [one(requests[i]) for i in group]
        for index, outcome in zip(group, sent, strict=True):
            outcomes[index] = outcome
        if any(isinstance(outcome, BackendUnavailable) for outcome in sent):
            break
    refused = BackendUnavailable("not sent: the extraction service refused our token")
    return [refused if outcome is None else outcome for outcome in outcomes]

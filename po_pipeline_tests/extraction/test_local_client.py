"""Wire shapes of the local jobs client (httpx.MockTransport): the upload's idempotency key
is the same on every attempt, answers map to the typed errors, the token stays in the
Authorization header."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from po_pipeline.extraction.base import (
    BackendUnavailable,
    PollFailed,
    RetryLater,
    SubmissionRejected,
    SubmitRequest,
    TaskLost,
    TaskState,
)
from po_pipeline.extraction.local import LocalJobsBackend

TOKEN = "tok-secret-123"


def envelope(data: dict) -> dict:
    return {
        "data": data,
        "meta": {"request_id": "r", "timestamp": "t", "duration_ms": 1, "api_version": "1"},
    }


def error(code: str) -> dict:
    return {"error": {"code": code, "message": f"{code} happened"}, "meta": {}}


@pytest.fixture
def request_(tmp_path: Path) -> SubmitRequest:
    pdf = tmp_path / "order.pdf"
    pdf.write_bytes(b"%PDF-1.7 fake")
    return SubmitRequest(document_id=7, path=pdf, filename="order.pdf", idempotency_key="po-abc-1")


def backend(handler, waits: list[float] | None = None) -> LocalJobsBackend:
    """The client over `handler`; its waits between attempts are recorded, not slept."""
    sleep = (waits if waits is not None else []).append
    return LocalJobsBackend(
        "http://127.0.0.1:9", TOKEN, transport=httpx.MockTransport(handler), sleep=sleep
    )


def test_a_lost_upload_response_is_resent_with_the_same_key(request_: SubmitRequest) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if len(seen) == 1:
            raise httpx.ReadTimeout("response lost", request=request)
        return httpx.Response(200, json=envelope({"job_id": "job_" + "a" * 24}))

    assert backend(handler).submit(request_) == "job_" + "a" * 24
    assert [r.headers["Idempotency-Key"] for r in seen] == ["po-abc-1", "po-abc-1"]
    assert all(r.headers["Authorization"] == f"Bearer {TOKEN}" for r in seen)
    assert all(TOKEN not in str(r.url) for r in seen)
    assert b'filename="order.pdf"' in seen[0].content


def test_an_upload_that_never_gets_through_is_deferred_after_growing_jittered_waits(
    request_: SubmitRequest,
) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        raise httpx.ConnectError("refused", request=request)

    waits: list[float] = []
    with pytest.raises(RetryLater):
        backend(handler, waits).submit(request_)
    assert len(seen) == 3 and len(waits) == 2
    assert 0.5 <= waits[0] <= 1.0 and 1.0 <= waits[1] <= 1.5  # exponential, plus jitter


def test_a_busy_answer_is_retried_after_its_retry_after(request_: SubmitRequest) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if len(seen) == 1:
            return httpx.Response(429, json=error("queue_full"), headers={"Retry-After": "2"})
        return httpx.Response(200, json=envelope({"job_id": "job_" + "b" * 24}))

    waits: list[float] = []
    assert backend(handler, waits).submit(request_) == "job_" + "b" * 24
    assert waits == [2.0]
    assert [r.headers["Idempotency-Key"] for r in seen] == ["po-abc-1", "po-abc-1"]


def test_a_long_retry_after_sends_the_document_back_to_the_queue_at_once(
    request_: SubmitRequest,
) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(503, json=error("unavailable"), headers={"Retry-After": "120"})

    waits: list[float] = []
    with pytest.raises(RetryLater) as info:
        backend(handler, waits).submit(request_)
    assert (len(seen), waits, info.value.retry_after) == (1, [], 120.0)


def test_by_default_a_retry_really_waits(request_: SubmitRequest) -> None:
    """The resource builds the client without a sleep of its own: retries must not be
    sent back to back."""
    calls: list[float] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(time.monotonic())
        if len(calls) == 1:
            raise httpx.ConnectError("refused", request=request)
        return httpx.Response(200, json=envelope({"job_id": "job_" + "c" * 24}))

    client = LocalJobsBackend("http://127.0.0.1:9", TOKEN, transport=httpx.MockTransport(handler))
    client.submit(request_)
    assert calls[1] - calls[0] >= 0.5


@pytest.mark.parametrize(
    ("status", "body", "headers", "raises"),
    [
        (401, error("unauthorized"), {}, BackendUnavailable),
        (415, error("unsupported_media_type"), {}, SubmissionRejected),
        (413, error("payload_too_large"), {}, SubmissionRejected),
        (409, error("idempotency_conflict"), {}, SubmissionRejected),
        (429, error("queue_full"), {"Retry-After": "7"}, RetryLater),
        (503, error("unavailable"), {}, RetryLater),
    ],
)
def test_upload_answers_map_to_typed_errors(
    request_: SubmitRequest, status: int, body: dict, headers: dict, raises: type[Exception]
) -> None:
    handler = lambda request: httpx.Response(status, json=body, headers=headers)  # noqa: E731
    with pytest.raises(raises) as info:
        backend(handler).submit(request_)
    if status == 429:
        assert info.value.retry_after == 7.0
    if raises is SubmissionRejected:
        assert info.value.code == body["error"]["code"]


@pytest.mark.parametrize(
    ("job", "state"),
    [
        ({"status": "pending"}, TaskState.PENDING),
        ({"status": "running", "progress": 50}, TaskState.PENDING),
        ({"status": "completed"}, TaskState.COMPLETED),
        (
            {"status": "failed", "error": {"code": "encrypted", "message": "locked"}},
            TaskState.FAILED,
        ),
        ({"status": "cancelled"}, TaskState.FAILED),
    ],
)
def test_job_status_mapping_keeps_retry_after_and_errors(job: dict, state: TaskState) -> None:
    handler = lambda request: httpx.Response(  # noqa: E731
        200, json=envelope({"job_id": "job_1", **job}), headers={"Retry-After": "2"}
    )
    status = backend(handler).status("job_1")
    assert status.state is state and status.retry_after == 2.0
    if job["status"] == "failed":
        assert (status.error_code, status.error_message) == ("encrypted", "locked")


@pytest.mark.parametrize(
    ("response", "raises"),
    [
        (httpx.Response(404, json=error("not_found")), TaskLost),
        (httpx.Response(502, text="bad gateway"), PollFailed),
        (httpx.Response(429, json=error("slow_down")), PollFailed),
        (httpx.Response(200, text="{not json"), PollFailed),
    ],
)
def test_poll_failures_are_typed(response: httpx.Response, raises: type[Exception]) -> None:
    with pytest.raises(raises):
        backend(lambda request: response).status("job_1")


def test_statuses_asks_for_many_jobs_in_one_request() -> None:
    seen: list[httpx.Request] = []
    jobs = [
        {"job_id": "job_a", "status": "completed"},
        {"job_id": "job_c", "status": "failed", "error": {"code": "encrypted", "message": "x"}},
        {"job_id": "job_b", "status": "running", "progress": 40},
        {"job_id": "job_z", "status": "completed"},  # not asked for: ignored
    ]

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=envelope(jobs), headers={"Retry-After": "1"})  # type: ignore[arg-type]

    found = backend(handler).statuses(["job_a", "job_b", "job_c", "job_gone"])
    [request] = seen
    assert (request.method, request.url.path) == ("GET", "/api/v1/jobs")
    assert request.url.params["ids"] == "job_a,job_b,job_c,job_gone"
    assert request.headers["Authorization"] == f"Bearer {TOKEN}"
    assert {k: v.state for k, v in found.items()} == {
        "job_a": TaskState.COMPLETED,
        "job_b": TaskState.PENDING,
        "job_c": TaskState.FAILED,
    }  # job_gone was left out: the caller polls it on its own
    assert found["job_b"].retry_after == 1.0
    assert found["job_c"].error_code == "encrypted"


def test_each_job_of_a_status_answer_is_paced_by_its_own_retry_after() -> None:
    """A job list's per-job `retry_after` (a queued job's estimate of its turn) paces that
    job; a job without a usable one is paced by the answer's Retry-After, the soonest."""
    jobs = [
        {"job_id": "job_a", "status": "pending", "retry_after": 7},
        {"job_id": "job_b", "status": "running"},
        {"job_id": "job_c", "status": "pending", "retry_after": True},  # not a number
        {"job_id": "job_d", "status": "pending", "retry_after": 0},
    ]

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=envelope(jobs), headers={"Retry-After": "1"})  # type: ignore[arg-type]

    found = backend(handler).statuses(["job_a", "job_b", "job_c", "job_d"])
    assert {k: v.retry_after for k, v in found.items()} == {
        "job_a": 7.0,
        "job_b": 1.0,
        "job_c": 1.0,
        "job_d": 1.0,
    }


@pytest.mark.parametrize(
    ("response", "raises"),
    [
        (httpx.Response(503, text="busy", headers={"Retry-After": "4"}), PollFailed),
        (httpx.Response(200, text="{not json"), PollFailed),
        (httpx.Response(401, json=error("unauthorized")), BackendUnavailable),
    ],
)
def test_a_failed_batch_call_is_typed_as_a_whole(
    response: httpx.Response, raises: type[Exception]
) -> None:
    with pytest.raises(raises) as caught:
        backend(lambda request: response).statuses(["job_a", "job_b"])
    if response.status_code == 503:
        assert caught.value.retry_after == 4.0  # type: ignore[attr-defined]


@pytest.mark.parametrize(("wait", "sent"), [(0.0, None), (1.2, "1.200"), (99.0, "30.000")])
def test_a_held_status_call_sends_its_wait_capped_at_the_services_limit(
    wait: float, sent: str | None
) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=envelope([]))  # type: ignore[arg-type]

    backend(handler).statuses(["job_a"], wait=wait)
    assert seen[0].url.params.get("wait") == sent


def test_statuses_refuses_more_ids_than_one_call_takes() -> None:
    client = backend(lambda request: httpx.Response(200, json=envelope([])))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at most 100"):
        client.statuses([f"job_{n}" for n in range(client.max_batch + 1)])
    assert client.statuses([]) == {}


RESULT = {
    "results": {"Page_1": {"order_number": "PO-1", "supplier": "ACME", "total": "10.00"}},
    "fields": {"total": {"value": "10.00", "confidence": 0.97, "candidates": []}},
}


def test_a_result_carried_by_the_status_answer_needs_no_download() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        jobs = [
            {"job_id": "job_a", "status": "completed", "result": RESULT},
            {"job_id": "job_b", "status": "completed"},  # past the service's inline budget
        ]
        if request.url.path == "/api/v1/jobs/job_b/result":
            return httpx.Response(200, json=envelope(RESULT))
        return httpx.Response(200, json=envelope(jobs))  # type: ignore[arg-type]

    client = backend(handler)
    found = client.statuses(["job_a", "job_b"])
    assert seen[0].url.params["include"] == "result"
    assert client.fetch_result("job_a", found["job_a"]) == RESULT
    assert len(seen) == 1  # no GET .../result for job_a
    assert client.fetch_result("job_b", found["job_b"]) == RESULT
    assert [r.url.path for r in seen[1:]] == ["/api/v1/jobs/job_b/result"]


@pytest.mark.parametrize(
    ("inline", "max_result_bytes", "why"),
    [
        ({"results": "not pages"}, 10**6, "result_bad_shape"),
        (RESULT | {"padding": "x" * 5000}, 2000, "result_too_large"),
    ],
    ids=["bad shape", "over the cap"],
)
def test_an_inline_result_that_a_download_would_refuse_is_downloaded_and_refused(
    inline: dict, max_result_bytes: int, why: str
) -> None:
    """The checks of a download hold for a result carried inline: one that fails them is
    left to fetch_result, which downloads it and refuses it with the same reason."""
    from po_pipeline.extraction.base import ResultRejected

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/result"):
            return httpx.Response(200, json=envelope(inline))
        return httpx.Response(
            200,
            json=envelope([{"job_id": "job_a", "status": "completed", "result": inline}]),  # type: ignore[list-item]
        )

    client = LocalJobsBackend(
        "http://127.0.0.1:9",
        TOKEN,
        transport=httpx.MockTransport(handler),
        max_result_bytes=max_result_bytes,
    )
    status = client.statuses(["job_a"])["job_a"]
    assert status.result is None
    with pytest.raises(ResultRejected) as refused:
        client.fetch_result("job_a", status)
    assert refused.value.code == why

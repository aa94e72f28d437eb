"""Wire shapes of the local client's batch uploads (httpx.MockTransport): one request for
several documents with a key each, in order; each document's outcome as its own upload's
would have been; a lost answer re-sent with the same keys; a service without the batch
route, or one that finds the batch too large, gets the documents one by one."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest

from po_pipeline.extraction import local_batch
from po_pipeline.extraction.base import (
    BackendUnavailable,
    RetryLater,
    SubmissionRejected,
    SubmitRequest,
)
from po_pipeline.extraction.local import LocalJobsBackend
from po_pipeline.extraction.local_batch import MAX_SUBMIT_BATCH, batches

TOKEN = "tok-secret-456"
JOB = "job_{:024x}"


def envelope(data: object) -> dict:
    return {"data": data, "meta": {"request_id": "r", "timestamp": "t", "duration_ms": 1}}


@pytest.fixture
def requests(tmp_path: Path) -> list[SubmitRequest]:
    made = []
    for n in range(4):
        pdf = tmp_path / f"order-{n}.pdf"
        pdf.write_bytes(b"%PDF-1.7 fake " + str(n).encode())
        made.append(SubmitRequest(n, pdf, pdf.name, f"po-key-{n}"))
    return made


def keys_of(request: httpx.Request) -> list[str]:
    fields = re.findall(rb'name="idempotency_key"\r\n\r\n([^\r]*)\r\n', request.content)
    return [key.decode() for key in fields]


def backend(handler, waits: list[float] | None = None) -> LocalJobsBackend:
    sleep = (waits if waits is not None else []).append
    return LocalJobsBackend(
        "http://127.0.0.1:9", TOKEN, transport=httpx.MockTransport(handler), sleep=sleep
    )


def test_one_request_carries_the_batch_and_each_document_gets_its_own_outcome(
    requests: list[SubmitRequest],
) -> None:
    requests[2].path.unlink()  # left the inbox: not sent, its OSError is its outcome
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        items = [
            {"status": 201, "job": {"job_id": JOB.format(0)}},
            {"status": 409, "error": {"code": "idempotency_key_conflict", "message": "used"}},
            {"status": 429, "error": {"code": "queue_full", "message": "full"}},
        ]
        return httpx.Response(200, json=envelope(items), headers={"Retry-After": "5"})

    outcomes = backend(handler).submit_many(requests)
    [sent] = seen
    assert (sent.method, sent.url.path) == ("POST", "/api/v1/jobs/batch")
    assert keys_of(sent) == ["po-key-0", "po-key-1", "po-key-3"]
    assert sent.content.count(b'name="file"') == 3 and b'filename="order-3.pdf"' in sent.content
    assert sent.headers["Authorization"] == f"Bearer {TOKEN}" and TOKEN not in str(sent.url)
    assert outcomes[0] == JOB.format(0)
    assert isinstance(outcomes[1], SubmissionRejected)
    assert outcomes[1].code == "idempotency_key_conflict" and "document 1" in str(outcomes[1])
    assert isinstance(outcomes[2], FileNotFoundError)
    assert isinstance(outcomes[3], RetryLater) and outcomes[3].retry_after == 5.0


def test_a_lost_batch_answer_is_resent_with_the_same_keys(requests) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if len(seen) == 1:
            raise httpx.ReadTimeout("answer lost", request=request)
        if len(seen) == 2:
            return httpx.Response(200, text="<html>proxy error</html>")
        items = [{"status": 200, "job": {"job_id": JOB.format(n)}} for n in range(4)]
        return httpx.Response(200, json=envelope(items))

    waits: list[float] = []
    assert backend(handler, waits).submit_many(requests) == [JOB.format(n) for n in range(4)]
    assert [keys_of(r) for r in seen] == [[f"po-key-{n}" for n in range(4)]] * 3
    assert len(waits) == 2  # backed off between the attempts


def test_a_batch_that_never_gets_through_is_deferred_document_by_document(requests) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    outcomes = backend(handler).submit_many(requests[:2])
    assert all(isinstance(o, RetryLater) and "same idempotency key" in str(o) for o in outcomes)
    assert "document 1 (order-1.pdf)" in str(outcomes[1])


@pytest.mark.parametrize("status", [404, 405, 413, 422])
def test_a_batch_the_service_will_not_take_is_sent_one_by_one(requests, status: int) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.url.path == "/api/v1/jobs/batch":
            return httpx.Response(status, json={"error": {"code": "x", "message": "no"}})
        n = int(request.headers["Idempotency-Key"].rsplit("-", 1)[1])
        return httpx.Response(201, json=envelope({"job_id": JOB.format(n)}))

    assert backend(handler).submit_many(requests[:3]) == [JOB.format(n) for n in range(3)]
    assert [r.url.path for r in seen] == ["/api/v1/jobs/batch"] + ["/api/v1/jobs"] * 3
    assert [r.headers["Idempotency-Key"] for r in seen[1:]] == ["po-key-0", "po-key-1", "po-key-2"]


def test_a_refused_token_stops_the_batch_and_is_every_documents_outcome(requests) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(401, json={"error": {"code": "unauthorized", "message": "no"}})

    outcomes = backend(handler).submit_many(requests)
    assert all(isinstance(o, BackendUnavailable) for o in outcomes)
    assert "PO_SERVICE_TOKEN" in str(outcomes[0])


def test_without_batch_uploads_each_document_is_its_own_request(requests) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(201, json=envelope({"job_id": JOB.format(len(seen))}))

    client = LocalJobsBackend(
        "http://127.0.0.1:9", TOKEN, transport=httpx.MockTransport(handler), batch_uploads=False
    )
    assert client.submit_many(requests[:2]) == [JOB.format(1), JOB.format(2)]
    assert [r.url.path for r in seen] == ["/api/v1/jobs"] * 2


def test_batches_hold_at_most_their_count_and_bytes_and_a_large_file_goes_alone(
    requests, monkeypatch
) -> None:
    monkeypatch.setattr(local_batch, "BATCH_BYTES", 100)
    sizes = [30, 30, 30, 30, 150, 10, None, 10]
    contents = [None if s is None else b"x" * s for s in sizes]
    assert batches(requests * 2, contents) == [[0, 1, 2], [3], [4], [5, 7]]
    many = [b"x"] * (MAX_SUBMIT_BATCH + 1)
    assert [len(g) for g in batches(requests * 9, many)] == [MAX_SUBMIT_BATCH, 1]

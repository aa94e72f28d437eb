"""The pipeline against the real local extraction service through the fault proxy
(faultproxy.py), one fault per case: the upload, the status poll or the result download is
dropped after the service did the work, delayed past the client's timeout, answered 429 or
5xx, reset, cut, replaced by an HTML error page or trickled (a result download where the
status answer did not carry the result, as an older service's would not: `ResultsApart`).
After one run (harness.py:
register, Processor.run, publish) every case must keep the invariants: each document
in one named state with a reason (or processing with a live task), one job per document
counted by the service itself, no row loaded twice; lost upload answers are re-sent with the
same Idempotency-Key; waits follow Retry-After (recorded, never slept)."""

from __future__ import annotations

import json
import re
import secrets
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import httpx
import pytest

from po_pipeline.extraction.base import TaskStatus
from po_pipeline.extraction.local import LocalJobsBackend
from po_pipeline.ledger import Document
from po_pipeline.pipeline.processing import ProcessingSettings
from po_pipeline.service.embedded import ServiceProcess

SEEDS = Path(__file__).resolve().parent.parent / "data" / "inbox"
FILES = ("PO-2026-017.pdf", "PO-2026-021.pdf")  # text layers: the real engine is quick
TOKEN = f"tok-faults-{secrets.token_hex(8)}"
# An upload: one document (POST /api/v1/jobs), or a batch of them (POST /api/v1/jobs/batch,
# what the client sends when it has several to send).
UPLOAD = ("POST", r"^/api/v1/jobs(/batch)?$")
# A job's status: on its own, or among others in one batch call (GET /api/v1/jobs?ids=).
STATUS = ("GET", r"^/api/v1/jobs(/job_[0-9a-f]+)?$")
ONE_STATUS = ("GET", r"^/api/v1/jobs/job_[0-9a-f]+$")
BATCH_STATUS = ("GET", r"^/api/v1/jobs$")
RESULT = ("GET", r"^/api/v1/jobs/job_[0-9a-f]+/result$")
DONE = {name: ("completed", None) for name in FILES}
RESULT_CAP = 64 * 1024  # bytes; the seeds' results are about 1 KB
# A poll round of several tasks waits this long past its first due one (processing.py).
COALESCE_S = ProcessingSettings.poll_coalesce_seconds


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    """One real service for the module; each test uploads fresh bytes, so fresh keys."""
    svc = ServiceProcess(tmp_path_factory.mktemp("svc"), tokens={"pipeline": TOKEN})
    svc.start()
    yield svc
    svc.stop()


def service_jobs(service: ServiceProcess) -> Callable[[Document], list[str]]:
    """The service's own jobs for a document, asked directly (not through the proxy)."""

    def jobs(doc: Document) -> list[str]:
        answer = httpx.get(
            f"{service.url}/api/v1/jobs",
            params={"idempotency_key": doc.idempotency_key},
            headers={"Authorization": f"Bearer {TOKEN}"},
        )
        return [job["job_id"] for job in answer.json()["data"]]

    return jobs


def retry_gaps(proxy) -> list[float]:
    """Seconds, on the run's recorded clock, from each faulted request to the next one for
    the same thing (same method, target and idempotency key; a status call's `wait`, the
    long poll of a run's tail, left out: the call after a failed one is never held)."""
    gaps = []
    for index, seen in enumerate(proxy.seen):
        if seen.fault is not None:
            key = _retry_key(seen)
            again = next(later for later in proxy.seen[index + 1 :] if _retry_key(later) == key)
            gaps.append((again.at - seen.at).total_seconds())
    return gaps


def _retry_key(seen) -> tuple[str, str, tuple[str, ...]]:
    target = re.sub(r"&wait=[0-9.]+", "", seen.target)
    return seen.method, target, tuple(upload_keys(seen))


def upload_keys(seen) -> list[str]:
    """The idempotency keys an upload carried: its header, or a batch's form fields."""
    if "Idempotency-Key" in seen.headers:
        return [seen.headers["Idempotency-Key"]]
    fields = re.findall(rb'name="idempotency_key"\r\n\r\n([^\r]*)\r\n', seen.body)
    return [key.decode() for key in fields]


class ResultsApart(LocalJobsBackend):
    """The client as against a service whose status answers carry no results (an older
    one, or results past its inline budget): every result is downloaded on its own, so
    faults of that download can be injected."""

    def statuses(self, task_ids: Sequence[str], *, wait: float = 0.0) -> dict[str, TaskStatus]:
        answers = super().statuses(task_ids, wait=wait)
        return {k: replace(v, result=None) for k, v in answers.items()}


@pytest.fixture
def run(pipeline_run, service, fault_proxy) -> Callable[..., Any]:
    """Drop the two seeds (with bytes of their own), then run once through a proxy set up
    by `rules`; returns (proxy, pipeline run)."""
    marker = secrets.token_hex(8).encode()
    for name in FILES:
        pipeline_run.drop(name, (SEEDS / name).read_bytes() + b"\n%" + marker + b"\n")
    proxy = fault_proxy(service.url, clock=pipeline_run.time)

    def go(
        rules: list[tuple],
        *,
        timeout: float = 30.0,
        download_seconds: float = 30.0,
        batch_uploads: bool = True,
    ) -> tuple[Any, Any]:
        for (method, path), fault, params in rules:
            proxy.add(method, path, fault, **params)
        downloads = any(where == RESULT for where, _, _ in rules)
        backend = (ResultsApart if downloads else LocalJobsBackend)(
            proxy.url,
            TOKEN,
            sleep=pipeline_run.time.sleep,
            timeout=httpx.Timeout(timeout, connect=5.0),
            max_result_bytes=RESULT_CAP,
            download_seconds=download_seconds,
            batch_uploads=batch_uploads,
        )
        try:
            pipeline_run.run(backend)
        finally:
            backend.close()
        pipeline_run.check_invariants(service_jobs(service))
        return proxy, pipeline_run

    return go


# rules (where, fault, parameters), how the documents end, and the Retry-After that must
# pace the retry of each faulted request.
CASES: dict[str, tuple[list[tuple], dict[str, tuple[str, str | None]], float | None]] = {
    "upload answer dropped": ([(UPLOAD, "drop_response", {})], DONE, None),
    "upload answer dropped 4 times": ([(UPLOAD, "drop_response", {"times": 4})], DONE, None),
    "upload reset": ([(UPLOAD, "reset", {"times": 2})], DONE, None),
    "upload 429": ([(UPLOAD, "status", {"status": 429, "retry_after": "7"})], DONE, 7.0),
    "upload 429 longer than the client waits": (
        [(UPLOAD, "status", {"status": 429, "retry_after": "20"})], DONE, 20.0
    ),
    "upload 500": ([(UPLOAD, "status", {"status": 500})], DONE, None),
    "upload 502": ([(UPLOAD, "status", {"status": 502})], DONE, None),
    "upload 503": ([(UPLOAD, "status", {"status": 503, "retry_after": "2"})], DONE, 2.0),
    "upload malformed JSON": ([(UPLOAD, "malformed_json", {})], DONE, None),
    "upload HTML error page": ([(UPLOAD, "html_error", {})], DONE, None),
    "upload HTML page with 200": ([(UPLOAD, "html_error", {"status": 200})], DONE, None),
    "upload trickled": ([(UPLOAD, "trickle", {"chunk": 64, "seconds": 0.01})], DONE, None),
    "status answer dropped": ([(STATUS, "drop_response", {"times": 2})], DONE, None),
    "status reset": ([(STATUS, "reset", {"times": 2})], DONE, None),
    "status 429": (
        [(STATUS, "status", {"status": 429, "retry_after": "4", "times": 2})], DONE, 4.0
    ),
    "status 500": ([(STATUS, "status", {"status": 500, "times": 2})], DONE, None),
    "status 503": (
        [(STATUS, "status", {"status": 503, "retry_after": "5", "times": 2})], DONE, 5.0
    ),
    "status malformed JSON": ([(STATUS, "malformed_json", {"times": 2})], DONE, None),
    "status HTML error page": ([(STATUS, "html_error", {"times": 2})], DONE, None),
    "status HTML page with 200": (
        [(STATUS, "html_error", {"status": 200, "times": 2})], DONE, None
    ),
    "status delayed": ([(STATUS, "delay", {"seconds": 0.15})], DONE, None),
    "result answer dropped": ([(RESULT, "drop_response", {"times": 2})], DONE, None),
    "result reset": ([(RESULT, "reset", {"times": 2})], DONE, None),
    "result 503": (
        [(RESULT, "status", {"status": 503, "retry_after": "3", "times": 2})], DONE, 3.0
    ),
    "result HTML error page": ([(RESULT, "html_error", {"times": 2})], DONE, None),
    "result trickled": ([(RESULT, "trickle", {"chunk": 100, "seconds": 0.01})], DONE, None),
}  # fmt: skip


@pytest.mark.parametrize("rules, expected, paced_by", CASES.values(), ids=CASES.keys())
def test_every_document_ends_in_one_named_state_under_each_fault(
    run, rules: list[tuple], expected: dict, paced_by: float | None
) -> None:
    proxy, pipeline = run(rules)
    _check_ending(proxy, pipeline, expected, paced_by)
    # Both documents went in one batch upload (and its re-sends).
    assert {s.path for s in proxy.requests("POST")} == {"/api/v1/jobs/batch"}


UPLOAD_CASES = {name: case for name, case in CASES.items() if name.startswith("upload")}


@pytest.mark.parametrize(
    "rules, expected, paced_by", UPLOAD_CASES.values(), ids=UPLOAD_CASES.keys()
)
def test_each_upload_fault_with_one_document_a_request(
    run, rules: list[tuple], expected: dict, paced_by: float | None
) -> None:
    proxy, pipeline = run(rules, batch_uploads=False)
    _check_ending(proxy, pipeline, expected, paced_by)
    assert {s.path for s in proxy.requests("POST")} == {"/api/v1/jobs"}


def _check_ending(proxy, pipeline, expected: dict, paced_by: float | None) -> None:
    assert pipeline.endings() == expected
    assert all(rule.hits == rule.times for rule in proxy.rules), "every fault was injected"
    # Whatever was lost, every upload of a document carried its one key.
    keys = {doc.idempotency_key for doc in pipeline.documents().values()}
    assert {key for s in proxy.requests("POST") for key in upload_keys(s)} == keys
    if paced_by is not None:  # waited what the server asked, not less, and barely more
        gaps = retry_gaps(proxy)
        assert len(gaps) == proxy.rules[0].times
        assert all(paced_by <= gap <= paced_by + COALESCE_S for gap in gaps), gaps


@pytest.mark.parametrize("batch_uploads", [False, True], ids=["one a request", "batch"])
@pytest.mark.parametrize("status", [500, 502])
def test_a_failed_upload_is_resent_after_a_backoff_not_at_once(
    run, status: int, batch_uploads: bool
) -> None:
    """No Retry-After: the keyed upload is retried by the client after a jittered backoff
    (0.5 to 1 s for the first retry), before any poll."""
    proxy, pipeline = run([(UPLOAD, "status", {"status": status})], batch_uploads=batch_uploads)
    first, again = proxy.requests("POST")[:2]
    made = 200 if batch_uploads else 201  # a batch answers 200, its jobs' 201 inside
    assert (first.upstream_status, again.upstream_status) == (None, made)
    [gap] = retry_gaps(proxy)
    assert 0.5 <= gap < 1.0


@pytest.mark.parametrize("batch_uploads", [False, True], ids=["one a request", "batch"])
def test_a_lost_upload_answer_is_resent_with_the_same_key_and_yields_the_same_job(
    run, service, batch_uploads: bool
) -> None:
    proxy, pipeline = run([(UPLOAD, "drop_response", {})], batch_uploads=batch_uploads)
    doc = pipeline.documents()[FILES[0]]
    sent = [s for s in proxy.requests("POST") if doc.idempotency_key in upload_keys(s)]
    # The service made the job (201; a batch answers 200 with a 201 inside) but the answer
    # was lost; the same key got 200: the same job.
    assert [(s.fault, s.upstream_status, s.answered) for s in sent] == [
        ("drop_response", 200 if batch_uploads else 201, None),
        (None, 200, 200),
    ]
    assert service_jobs(service)(doc) == [doc.task_id]
    moves = [(e.from_status, e.to_status) for e in pipeline.ledger.events(doc.id)]
    assert moves.count(("submitting", "processing")) == 1


def test_an_upload_answered_after_the_client_gave_up_leaves_one_job(run, service) -> None:
    """The first upload reaches the service only after the client timed out and re-sent it:
    both carry the key, so the late one is answered with the job the re-send created."""
    proxy, pipeline = run([(UPLOAD, "delay", {"seconds": 2.0})], timeout=1.0)
    late = proxy.seen[0]
    deadline = time.monotonic() + 10
    while late.upstream_status is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert late.upstream_status == 200  # the re-send had made the job; the late one got it
    assert pipeline.endings() == DONE
    pipeline.check_invariants(service_jobs(service))  # still one job each, the late one too


# Faults that never pass (on the first document's job only): that document ends in
# needs_review with a message naming it; the rest of the batch completes. The batch call
# breaks too (as it would if that one job could not be rendered), so the jobs are polled
# one by one.
BATCH_BROKEN = (BATCH_STATUS, "status", {"status": 500, "times": 99})
LASTING: dict[str, tuple[list[tuple], str, str]] = {
    "status 503 every time": (
        [
            BATCH_BROKEN,
            (
                ONE_STATUS,
                "status",
                {"status": 503, "retry_after": "1", "times": 99, "sticky": True},
            ),
        ],
        "poll_failed",
        "service answered 503",
    ),
    "status HTML page every time": (
        [BATCH_BROKEN, (ONE_STATUS, "html_error", {"status": 200, "times": 99, "sticky": True})],
        "poll_failed",
        "malformed answer",
    ),
}


@pytest.mark.parametrize("rules, reason, says", LASTING.values(), ids=LASTING.keys())
def test_a_fault_that_never_passes_holds_only_its_document(
    run, rules: list[tuple], reason: str, says: str
) -> None:
    proxy, pipeline = run(rules)
    doc = pipeline.documents()[FILES[0]]
    assert pipeline.endings() == {**DONE, FILES[0]: ("needs_review", reason)}
    assert f"document {doc.id} ({FILES[0]})" in doc.message and says in doc.message


# A result that trickles in: 16 bytes every 50 ms, each piece well within the read timeout,
# the whole (about 1 KB) past a download deadline of 0.3 s.
SLOW_DRIP = {"chunk": 16, "seconds": 0.05}


def test_a_result_that_trickles_past_the_deadline_is_fetched_again(run) -> None:
    rule = {**SLOW_DRIP, "sticky": True}
    proxy, pipeline = run([(RESULT, "trickle", rule)], download_seconds=0.3)
    assert pipeline.endings() == DONE
    job = proxy.rules[0].first_target
    fetched = [s for s in proxy.requests("GET", "/result") if s.target == job]
    assert [s.fault for s in fetched] == ["trickle", None]  # abandoned once, then fetched


def test_a_result_that_always_trickles_holds_only_its_document(run) -> None:
    proxy, pipeline = run(
        [(RESULT, "trickle", {**SLOW_DRIP, "times": 99, "sticky": True})], download_seconds=0.3
    )
    doc = pipeline.documents()[FILES[0]]
    assert pipeline.endings() == {**DONE, FILES[0]: ("needs_review", "poll_failed")}
    assert "still downloading after 0.3 s" in doc.message


def bad(data: dict) -> bytes:
    return json.dumps({"data": data, "meta": {}}).encode()


@pytest.mark.parametrize("batch_uploads", [False, True], ids=["one a request", "batch"])
def test_an_upload_never_answered_readably_waits_queued_for_the_next_run(
    run, service, batch_uploads: bool
) -> None:
    """Every upload answer cut short (after the service made the job): each document is
    tried three times with its key, then waits queued, named, for the next run, which gets
    the same job back; the service holds one job per document throughout (the harness
    counts them after each run)."""
    proxy, pipeline = run([(UPLOAD, "malformed_json", {"times": 99})], batch_uploads=batch_uploads)
    assert pipeline.endings() == dict.fromkeys(FILES, ("queued", "submit_deferred"))
    for name, doc in pipeline.documents().items():
        assert f"document {doc.id} ({name})" in doc.message and "unreadable" in doc.message
    sent = [s.upstream_status for s in proxy.requests("POST")]
    if batch_uploads:  # one batch of both each time, made of the same two jobs
        assert set(sent) == {200} and len(sent) % 3 == 0
        assert all(len(upload_keys(s)) == 2 for s in proxy.requests("POST"))
    else:
        assert sent.count(201) == 2 and set(sent) == {200, 201}  # one job each, then the same
    proxy.rules[0].times = 0  # the fault passes: the next run gets the same jobs
    run([], batch_uploads=batch_uploads)
    assert pipeline.endings() == DONE
    again = [s.upstream_status for s in proxy.requests("POST")][len(sent) :]
    assert again == ([200] if batch_uploads else [200, 200])


# What the result download may bring instead of a result (on the first document's job, every
# time): that document ends in needs_review with a named reason; nothing crashes.
RESULT_CHECKS: dict[str, tuple[dict, str]] = {
    "served as text/html": ({"content_type": "text/html"}, "result_not_json"),
    "served as text/plain": ({"content_type": "text/plain; charset=utf-8"}, "result_not_json"),
    "cut short": ({"body": lambda b: b[: len(b) // 2]}, "result_not_json"),
    "larger than the cap": ({"grow": 2 * RESULT_CAP}, "result_too_large"),
    "a list": ({"body": b"[]"}, "result_bad_shape"),
    "no per-page results": ({"body": bad({"pages": 1})}, "result_bad_shape"),
    "a page that is a list": ({"body": bad({"results": {"Page_1": ["PO-1"]}})}, "result_bad_shape"),
    "a nested value": (
        {"body": bad({"results": {"Page_1": {"order_number": {"v": "PO-1"}}}})},
        "result_bad_shape",
    ),
    "candidates that are not a list": (
        {
            "body": bad(
                {
                    "results": {
                        "Page_1": {
                            "order_number": "PO-1",
                            "supplier": "ACME Trading Ltd",
                            "total": "12.50",
                        }
                    },
                    "fields": {"total": {"value": "12.50", "confidence": 0.1, "candidates": "12"}},
                }
            )
        },
        "result_bad_shape",
    ),
}


@pytest.mark.parametrize("change, reason", RESULT_CHECKS.values(), ids=RESULT_CHECKS.keys())
def test_a_result_that_is_not_one_is_rejected_with_a_reason(run, change: dict, reason: str) -> None:
    proxy, pipeline = run([(RESULT, "replace", {**change, "times": 99, "sticky": True})])
    doc = pipeline.documents()[FILES[0]]
    assert pipeline.endings() == {**DONE, FILES[0]: ("needs_review", reason)}
    assert f"document {doc.id} ({FILES[0]})" in doc.message and doc.task_id in doc.message
    assert doc.result_json is None  # nothing of it was stored
    assert len(proxy.requests("GET", RESULT[1])) == 2  # not downloaded again: it would not change

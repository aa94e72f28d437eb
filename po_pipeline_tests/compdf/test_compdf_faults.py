"""The pipeline against the ComPDF stand-in through the fault proxy (faultproxy.py; the
download links the stand-in hands out are rewritten to pass through it too), one fault per
case on the upload, taskInfo, the task list or the result download. After one run
(harness.py) the invariants hold: each document in one named state with a reason (or
processing with a live task), never two tasks for one document (counted by the stand-in),
no row loaded twice. ComPDF has no idempotency key, so an upload whose answer was lost is
never sent again: it is reconciled from the task list when the task exists there, and
otherwise waits in `submission_unknown`. Poll retries follow Retry-After (recorded)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from po_pipeline.extraction.compdf import ComPdfBackend
from po_pipeline.ledger import Document

SEEDS = Path(__file__).resolve().parents[2] / "data" / "inbox"
FILES = ("PO-2026-017.pdf", "PO-2026-021.pdf")  # the stand-in knows what they say
UPLOAD = ("POST", r"/processAsync/idp/documentExtract$")
STATUS = ("GET", r"/task/taskInfo$")
TASK_LIST = ("GET", r"/task/list$")
DOWNLOAD = ("GET", r"^/download/")
DONE = {name: ("completed", None) for name in FILES}
UNKNOWN = {**DONE, FILES[0]: ("submission_unknown", "submission_unknown")}
RESULT_CAP = 64 * 1024  # bytes; the stand-in's results are a few hundred


def standin_tasks(standin) -> Callable[[Document], list[str]]:
    """The tasks the stand-in itself created for a document's file."""
    return lambda doc: [
        t.task_id for t in standin.tasks.values() if t.file_name == Path(doc.source_file).name
    ]


@pytest.fixture
def run(pipeline_run, standin, api_key, fault_proxy) -> Callable[..., Any]:
    """Drop the two seeds, then run once through a proxy set up by `rules`; returns
    (proxy, pipeline run). Runs again (the same proxy) on each call."""
    for name in FILES:
        pipeline_run.drop(name, (SEEDS / name).read_bytes())
    proxy = fault_proxy(standin.url, clock=pipeline_run.time)

    def go(
        rules: list[tuple], *, timeout: float = 20.0, download_seconds: float = 20.0
    ) -> tuple[Any, Any]:
        for (method, path), fault, params in rules:
            proxy.add(method, path, fault, **params)
        backend = ComPdfBackend(
            proxy.url + "/server/v2",
            api_key,
            timeout=httpx.Timeout(timeout, connect=5.0),
            max_result_bytes=RESULT_CAP,
            download_seconds=download_seconds,
        )
        try:
            pipeline_run.run(backend)
        finally:
            backend.close()
        pipeline_run.check_invariants(standin_tasks(standin))
        assert standin.violations == []
        return proxy, pipeline_run

    return go


def uploaded_file(seen) -> str | None:
    """The seed an upload carried (from its multipart body); None for other requests."""
    return next((n for n in FILES if f'filename="{n}"'.encode() in seen.body), None)


def uploads_per_file(proxy) -> dict[str, int]:
    """Uploads sent per file, besides those refused with 429 (which create nothing)."""
    counts = dict.fromkeys(FILES, 0)
    for seen in proxy.requests("POST", UPLOAD[1]):
        if seen.answered != 429:
            counts[uploaded_file(seen)] += 1
    return counts


def retry_gaps(proxy) -> list[float]:
    """Seconds, on the run's recorded clock, from each faulted request to the next one for
    the same thing (same method, target and uploaded file)."""
    return [gap.total_seconds() for gap in proxy.retry_gaps(uploaded_file)]


# rules (where, fault, parameters), how the documents end, and the Retry-After that must
# pace the retry of each faulted request.
CASES: dict[str, tuple[list[tuple], dict[str, tuple[str, str | None]], float | None]] = {
    # Forwarded, so the task exists: reconciled from the task list, never re-sent.
    "upload answer dropped": ([(UPLOAD, "drop_response", {})], DONE, None),
    "upload malformed JSON": ([(UPLOAD, "malformed_json", {})], DONE, None),
    "upload trickled": ([(UPLOAD, "trickle", {"chunk": 16, "seconds": 0.01})], DONE, None),
    "upload answer dropped, task list down once": (
        [(UPLOAD, "drop_response", {}), (TASK_LIST, "status", {"status": 503})], DONE, None
    ),
    # Never forwarded, but the client cannot know: unknown, and no task to reconcile with.
    "upload reset": ([(UPLOAD, "reset", {})], UNKNOWN, None),
    "upload 500": ([(UPLOAD, "status", {"status": 500})], UNKNOWN, None),
    "upload 502": ([(UPLOAD, "status", {"status": 502})], UNKNOWN, None),
    "upload 503": ([(UPLOAD, "status", {"status": 503, "retry_after": "2"})], UNKNOWN, None),
    "upload HTML error page": ([(UPLOAD, "html_error", {})], UNKNOWN, None),
    "upload HTML page with 200": ([(UPLOAD, "html_error", {"status": 200})], UNKNOWN, None),
    # 429: nothing was created; sent again once the wait asked for has passed.
    "upload 429": ([(UPLOAD, "status", {"status": 429, "retry_after": "7"})], DONE, 7.0),
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
    "status delayed": ([(STATUS, "delay", {"seconds": 0.15, "times": 2})], DONE, None),
    "download answer dropped": ([(DOWNLOAD, "drop_response", {"times": 2})], DONE, None),
    "download reset": ([(DOWNLOAD, "reset", {"times": 2})], DONE, None),
    "download 503": (
        [(DOWNLOAD, "status", {"status": 503, "retry_after": "3", "times": 2})], DONE, 3.0
    ),
    "download HTML error page": ([(DOWNLOAD, "html_error", {"times": 2})], DONE, None),
    "download trickled": ([(DOWNLOAD, "trickle", {"chunk": 16, "seconds": 0.01})], DONE, None),
}  # fmt: skip


@pytest.mark.parametrize("rules, expected, paced_by", CASES.values(), ids=CASES.keys())
def test_every_document_ends_in_one_named_state_under_each_fault(
    run, rules: list[tuple], expected: dict, paced_by: float | None
) -> None:
    proxy, pipeline = run(rules)
    assert pipeline.endings() == expected
    assert all(rule.hits == rule.times for rule in proxy.rules), "every fault was injected"
    assert uploads_per_file(proxy) == dict.fromkeys(FILES, 1), "an upload was sent twice"
    if paced_by is not None:  # waited what the server asked, not more
        assert retry_gaps(proxy) == [paced_by] * proxy.rules[0].times


def story(pipeline, name: str) -> list[tuple[str | None, str, str | None]]:
    doc = pipeline.documents()[name]
    return [(e.from_status, e.to_status, e.reason) for e in pipeline.ledger.events(doc.id)]


def test_a_lost_upload_answer_is_reconciled_from_the_task_list_never_resent(run) -> None:
    proxy, pipeline = run([(UPLOAD, "drop_response", {})])
    assert ("submitting", "submission_unknown", "submission_unknown") in story(pipeline, FILES[0])
    assert ("submission_unknown", "processing", "reconciled") in story(pipeline, FILES[0])
    assert proxy.seen[0].upstream_status == 200  # the stand-in made the task
    assert uploads_per_file(proxy) == dict.fromkeys(FILES, 1)


def test_an_upload_answered_after_the_client_gave_up_is_reconciled_by_a_later_run(
    run, standin
) -> None:
    """The client timed out: unknown, not re-sent. The upload reaches the stand-in later;
    a run after that finds its task in the task list."""
    proxy, pipeline = run([(UPLOAD, "delay", {"seconds": 2.0})], timeout=1.0)
    assert pipeline.documents()[FILES[0]].status.value in ("submission_unknown", "completed")
    deadline = time.monotonic() + 10
    while standin.created_for(FILES[0]) == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    run([])
    assert pipeline.endings() == DONE
    assert ("submission_unknown", "processing", "reconciled") in story(pipeline, FILES[0])
    assert uploads_per_file(proxy) == dict.fromkeys(FILES, 1)


def test_an_upload_that_never_arrived_waits_for_an_operator_across_runs(run) -> None:
    proxy, pipeline = run([(UPLOAD, "reset", {})])
    run([])  # a second run reconciles again, finds nothing, and still does not re-send
    doc = pipeline.documents()[FILES[0]]
    assert (doc.status.value, doc.reason) == ("submission_unknown", "submission_unknown")
    assert "po-pipeline review" in doc.message and FILES[0] in doc.message
    assert uploads_per_file(proxy) == {FILES[0]: 1, FILES[1]: 1}
    assert len(proxy.requests("GET", TASK_LIST[1])) >= 2


LASTING: dict[str, tuple[list[tuple], str, str]] = {
    "taskInfo 503 every time": (
        [(STATUS, "status", {"status": 503, "times": 99, "sticky": True})],
        "poll_failed",
        "ComPDF answered 503",
    ),
    "taskInfo HTML page every time": (
        [(STATUS, "html_error", {"status": 200, "times": 99, "sticky": True})],
        "poll_failed",
        "not JSON",
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


def test_a_download_that_always_trickles_holds_only_its_document(run) -> None:
    """16 bytes every 50 ms, each within the read timeout, the whole past 0.3 s."""
    rule = {"chunk": 16, "seconds": 0.05, "times": 99, "sticky": True}
    proxy, pipeline = run([(DOWNLOAD, "trickle", rule)], download_seconds=0.3)
    doc = pipeline.documents()[FILES[0]]
    assert pipeline.endings() == {**DONE, FILES[0]: ("needs_review", "poll_failed")}
    assert "still downloading after 0.3 s" in doc.message


def result(pages: object) -> bytes:
    return json.dumps({"message": "OK", "results": pages}).encode()


# What the download link may bring instead of a result (for the first document, every
# time): that document ends in needs_review with a named reason and nothing of it is stored.
RESULT_CHECKS: dict[str, tuple[dict, str]] = {
    "served as text/html": ({"content_type": "text/html"}, "result_not_json"),
    "an HTML page": ({"body": b"<html>403 Forbidden</html>"}, "result_not_json"),
    "cut short": ({"body": lambda b: b[: len(b) // 2]}, "result_not_json"),
    "larger than the cap": ({"grow": 2 * RESULT_CAP}, "result_too_large"),
    "no per-page results": ({"body": b'{"message": "OK"}'}, "result_bad_shape"),
    "a page that is a list": ({"body": result({"Page_1": ["PO-1"]})}, "result_bad_shape"),
    "a nested value": (
        {"body": result({"Page_1": {"supplier": {"name": "ACME"}}})},
        "result_bad_shape",
    ),
}


@pytest.mark.parametrize("change, reason", RESULT_CHECKS.values(), ids=RESULT_CHECKS.keys())
def test_a_download_that_is_not_a_result_is_rejected_with_a_reason(
    run, change: dict, reason: str
) -> None:
    proxy, pipeline = run([(DOWNLOAD, "replace", {**change, "times": 99, "sticky": True})])
    doc = pipeline.documents()[FILES[0]]
    assert pipeline.endings() == {**DONE, FILES[0]: ("needs_review", reason)}
    assert f"document {doc.id} ({FILES[0]})" in doc.message and doc.task_id in doc.message
    assert doc.result_json is None
    assert len(proxy.requests("GET", DOWNLOAD[1])) == 2  # not fetched again

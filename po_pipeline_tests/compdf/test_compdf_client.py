"""Wire shapes of the ComPDF client (httpx.MockTransport): the exact upload, status and
download requests; how each answer maps to the typed errors; the upload sent at most once;
the key only in the x-api-key header of API calls and never on the download."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest

from po_pipeline.extraction.base import (
    BackendUnavailable,
    PollFailed,
    ResultRejected,
    RetryLater,
    SubmissionRejected,
    SubmissionUnknown,
    SubmitRequest,
    TaskFinder,
    TaskLost,
    TaskState,
    TaskStatus,
)
from po_pipeline.extraction.compdf import ComPdfBackend

KEY = "ck-wire-secret-42"
BASE = "https://compdf.test/server/v2"
Handler = Callable[[httpx.Request], httpx.Response]


@pytest.fixture
def request_(tmp_path: Path) -> SubmitRequest:
    pdf = tmp_path / "PO-2026-017.pdf"
    pdf.write_bytes(b"%PDF-1.7 fake")
    return SubmitRequest(
        document_id=3, path=pdf, filename="PO-2026-017.pdf", idempotency_key="po-unused"
    )


def backend(handler: Handler, seen: list[httpx.Request] | None = None) -> ComPdfBackend:
    def recording(request: httpx.Request) -> httpx.Response:
        if seen is not None:
            seen.append(request)
        return handler(request)

    return ComPdfBackend(BASE, KEY, transport=httpx.MockTransport(recording))


def accepted(task_id: str = "t-1") -> httpx.Response:
    return httpx.Response(200, json={"code": "200", "msg": "success", "data": {"taskId": task_id}})


def test_the_upload_is_the_documented_multipart_with_the_key_in_the_header(
    request_: SubmitRequest,
) -> None:
    seen: list[httpx.Request] = []
    assert backend(lambda r: accepted("t-9"), seen).submit(request_) == "t-9"
    (sent,) = seen
    assert sent.method == "POST"
    assert str(sent.url) == f"{BASE}/processAsync/idp/documentExtract"
    assert sent.headers["x-api-key"] == KEY and KEY not in str(sent.url)
    body = sent.read().decode("utf-8")
    assert 'name="mode"\r\n\r\nvision\r\n' in body
    assert 'name="language"\r\n\r\n2\r\n' in body
    assert 'name="file"; filename="PO-2026-017.pdf"' in body and "%PDF-1.7 fake" in body
    fields_json = body.split('name="extractFields"\r\n\r\n', 1)[1].split("\r\n--", 1)[0]
    fields = json.loads(fields_json)
    assert fields["keys"]["supplier"] == {"prompt": "供应商名称", "mapping": None}
    assert set(fields["keys"]) == {"order_number", "supplier", "total"}
    assert "采购单号" in fields_json  # non-ASCII kept as is, not \\u-escaped


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        # Sent, answer lost or doubtful: a task may exist -> never re-sent.
        (httpx.ReadTimeout("lost"), SubmissionUnknown),
        (httpx.RemoteProtocolError("dropped"), SubmissionUnknown),
        (httpx.Response(200, text="<html>oops</html>"), SubmissionUnknown),
        (httpx.Response(200, json={"code": "200", "data": {"taskId": ""}}), SubmissionUnknown),
        (httpx.Response(200, json={"code": "200", "data": None}), SubmissionUnknown),
        (httpx.Response(502, text="bad gateway"), SubmissionUnknown),
        (httpx.Response(200, json={"code": "500", "msg": "internal"}), SubmissionUnknown),
        # Nothing sent, or refused before any task: safe to send again later.
        (httpx.ConnectError("refused"), RetryLater),
        (httpx.ConnectTimeout("no route"), RetryLater),
        (httpx.Response(429, headers={"Retry-After": "7"}), RetryLater),
        # Refused for good, or misconfigured.
        (httpx.Response(200, json={"code": "4004", "msg": "file too large"}), SubmissionRejected),
        (httpx.Response(400, json={"code": "400", "msg": "bad extractFields"}), SubmissionRejected),
        (httpx.Response(401, json={"code": "401", "msg": "invalid key"}), BackendUnavailable),
        (httpx.Response(404, text="Not Found"), BackendUnavailable),  # wrong base URL
        (httpx.Response(200, json={"code": "401", "msg": "invalid key"}), BackendUnavailable),
    ],
)
def test_upload_answers_map_to_what_may_be_done_next_and_nothing_is_resent(
    request_: SubmitRequest, answer: httpx.Response | Exception, error: type[Exception]
) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        if isinstance(answer, Exception):
            raise answer
        return answer

    with pytest.raises(error) as raised:
        backend(handler, seen).submit(request_)
    assert len(seen) == 1  # the upload is never retried by the client
    assert KEY not in str(raised.value)
    if isinstance(raised.value, RetryLater) and isinstance(answer, httpx.Response):
        assert raised.value.retry_after == 7.0


def task_info(file_info: dict, headers: dict | None = None) -> httpx.Response:
    return httpx.Response(
        200,
        headers=headers or {},
        json={
            "code": "200",
            "msg": "success",
            "data": {"taskId": "t-1", "fileInfoDTOList": [file_info]},
        },
    )


def test_status_reads_the_first_file_and_the_retry_after() -> None:
    seen: list[httpx.Request] = []
    link = "https://cdn.compdf.test/r/abc.json?sig=xyz"
    answers = iter(
        [
            task_info({"status": "waiting"}, {"Retry-After": "2"}),
            task_info({"status": "success", "downloadUrl": link}),
            task_info({"status": "failed", "failureCode": "1001", "failureReason": "damaged"}),
        ]
    )
    client = backend(lambda r: next(answers), seen)
    pending, done, failed = (client.status("t-1") for _ in range(3))
    assert str(seen[0].url) == f"{BASE}/task/taskInfo?taskId=t-1&language=2"
    assert seen[0].method == "GET" and seen[0].headers["x-api-key"] == KEY
    assert (pending.state, pending.retry_after) == (TaskState.PENDING, 2.0)
    assert (done.state, done.result_ref) == (TaskState.COMPLETED, link)
    assert failed.state is TaskState.FAILED and failed.error_code == "compdf_1001"
    assert "damaged" in (failed.error_message or "")


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        (httpx.ReadTimeout("slow"), PollFailed),
        (httpx.Response(429, headers={"Retry-After": "1"}), PollFailed),
        (httpx.Response(503), PollFailed),
        (httpx.Response(200, text="{not json"), PollFailed),
        (httpx.Response(200, json={"code": "500", "msg": "busy"}), PollFailed),
        (httpx.Response(401), BackendUnavailable),
    ],
)
def test_status_failures_are_poll_failures_or_configuration(
    answer: httpx.Response | Exception, error: type[Exception]
) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        if isinstance(answer, Exception):
            raise answer
        return answer

    with pytest.raises(error):
        backend(handler).status("t-1")


@pytest.mark.parametrize(
    ("answer", "outcome"),
    [
        (httpx.Response(200, json={"message": "OK", "results": {"Page_1": {"total": "1"}}}), None),
        (httpx.Response(410), TaskLost),
        (httpx.Response(403), TaskLost),
        (httpx.Response(404), TaskLost),
        (httpx.Response(500), PollFailed),
        # Checked before it is stored (po_pipeline.extraction.results): not a result.
        (httpx.Response(200, text="<html>"), ResultRejected),
        (httpx.Response(200, json={"message": "OK", "results": [{"total": "1"}]}), ResultRejected),
        # Storage links may say octet-stream: accepted when the body is a result.
        (
            httpx.Response(
                200,
                content=b'{"results": {"Page_1": {"total": "1"}}}',
                headers={"Content-Type": "application/octet-stream"},
            ),
            None,
        ),
    ],
)
def test_the_download_never_carries_the_key_and_an_expired_link_is_lost(
    answer: httpx.Response, outcome: type[Exception] | None
) -> None:
    seen: list[httpx.Request] = []
    link = "https://cdn.compdf.test/r/abc.json?sig=xyz"
    client = backend(lambda r: answer, seen)
    status = TaskStatus(TaskState.COMPLETED, result_ref=link)
    if outcome is None:
        assert client.fetch_result("t-1", status)["results"] == {"Page_1": {"total": "1"}}
    else:
        with pytest.raises(outcome):
            client.fetch_result("t-1", status)
    (sent,) = seen
    assert str(sent.url) == link and "x-api-key" not in sent.headers


def listing(*tasks: tuple[str, str, object]) -> httpx.Response:
    return httpx.Response(
        200,
        json={
            "code": "200",
            "data": {
                "list": [
                    {"taskId": t, "createdTime": when, "fileInfoDTOList": [{"fileName": name}]}
                    for t, name, when in tasks
                ]
            },
        },
    )


NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
MS = int(NOW.timestamp() * 1000)


@pytest.mark.parametrize(
    ("answer", "found"),
    [
        (listing(("t-a", "PO-2026-017.pdf", MS + 500), ("t-b", "other.pdf", MS + 900)), "t-a"),
        (listing(("t-a", "PO-2026-017.pdf", "2026-03-01T12:00:03+00:00")), "t-a"),
        (listing(("t-old", "PO-2026-017.pdf", MS - 3_600_000)), None),  # an earlier upload
        (listing(("t-a", "PO-2026-017.pdf", MS), ("t-b", "PO-2026-017.pdf", MS + 10)), None),
        (listing(("t-a", "PO-2026-017.pdf", None)), None),
        (httpx.Response(404), None),
        (httpx.Response(200, text="nope"), None),
    ],
)
def test_find_task_answers_only_when_exactly_one_task_matches(
    request_: SubmitRequest, answer: httpx.Response, found: str | None
) -> None:
    seen: list[httpx.Request] = []
    client = backend(lambda r: answer, seen)
    assert isinstance(client, TaskFinder)
    assert client.find_task(request_, submitted_after=NOW - timedelta(seconds=1)) == found
    assert seen[0].method == "GET" and seen[0].url.path == "/server/v2/task/list"


def test_the_backend_declares_it_has_no_idempotent_upload() -> None:
    assert ComPdfBackend.idempotent_submit is False and ComPdfBackend.name == "compdf"
    with pytest.raises(BackendUnavailable):
        ComPdfBackend(BASE, "   ")

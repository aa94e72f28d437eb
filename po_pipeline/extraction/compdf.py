"""Client of ComPDF's document-extraction API (`.../server/v2`), exactly as documented.

- Submit: `POST {base}/processAsync/idp/documentExtract`, multipart `file`, `mode=vision`,
  `language=2`, `extractFields` (JSON, non-ASCII kept). Accepted only when the body's `code`
  is the string "200" and `data.taskId` is non-empty.
- Status: `GET {base}/task/taskInfo?taskId=...&language=2`, `data.fileInfoDTOList[0]`.
- Result: `GET downloadUrl`, sent by a second client that has no API key at all, and
  checked (JSON, size cap, shape: po_pipeline.extraction.results) before it is returned.

ComPDF offers no idempotency key, so the upload is never sent twice by this client: once
bytes may have reached the server, any doubt becomes `SubmissionUnknown`, and
`find_task` (the task list) is how the pipeline settles it. The API key travels only in the
`x-api-key` header of the API client; it is never put in a URL, a message or an exception.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

from po_pipeline.extraction.base import (
    Backend,
    BackendUnavailable,
    PollFailed,
    RetryLater,
    SubmissionRejected,
    SubmissionUnknown,
    SubmitRequest,
    TaskLost,
    TaskState,
    TaskStatus,
)
from po_pipeline.extraction.compdf_tasks import find_task
from po_pipeline.extraction.compdf_wire import (
    LANGUAGE,
    SUBMIT_PATH,
    TASK_INFO_PATH,
    body_code,
    body_message,
    extract_fields,
    json_object,
)
from po_pipeline.extraction.results import (
    DEFAULT_DOWNLOAD_SECONDS,
    DEFAULT_MAX_RESULT_BYTES,
    ResultLimits,
    checked_result,
    read_json,
)
from po_pipeline.extraction.retry_after import parse_retry_after
from po_pipeline.field_schema import load_schema

DEFAULT_TIMEOUT = httpx.Timeout(20.0, connect=5.0)
# Errors raised before any byte of the request was sent: re-sending creates nothing twice.
_NOTHING_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)
_LINK_GONE = (403, 404, 410)
_KEY_REFUSED = ("401", "403")


class ComPdfBackend:
    """ExtractionBackend (and TaskFinder) over the ComPDF cloud."""

    name = Backend.COMPDF.value
    idempotent_submit = False

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        schema_path: str | Path | None = None,
        timeout: httpx.Timeout | None = None,
        transport: httpx.BaseTransport | None = None,
        download_transport: httpx.BaseTransport | None = None,
        max_result_bytes: int = DEFAULT_MAX_RESULT_BYTES,
        download_seconds: float = DEFAULT_DOWNLOAD_SECONDS,
    ) -> None:
        if not base_url.startswith(("https://", "http://")):
            raise BackendUnavailable(f"COMPDF_BASE_URL {base_url!r} is not an http(s) URL")
        if not api_key.strip():
            raise BackendUnavailable("COMPDF_API_KEY is empty: set it to your ComPDF API key")
        self._limits = ResultLimits(max_result_bytes, download_seconds)
        schema = load_schema(Path(schema_path) if schema_path else None)
        # ensure_ascii=False: the prompts are Chinese and ComPDF reads them as written.
        self._extract_fields = json.dumps(extract_fields(schema), ensure_ascii=False)
        self._api = httpx.Client(
            base_url=base_url.rstrip("/"),
            headers={"x-api-key": api_key, "Accept": "application/json"},
            timeout=timeout or DEFAULT_TIMEOUT,
            transport=transport,
        )
        # Download links are pre-signed by ComPDF: this client never holds the key.
        self._download = httpx.Client(
            timeout=timeout or DEFAULT_TIMEOUT,
            transport=download_transport or transport,
            follow_redirects=True,
        )

    def close(self) -> None:
        self._api.close()
        self._download.close()

    # -- submit -------------------------------------------------------------------------

    def submit(self, request: SubmitRequest) -> str:
        """Upload once. Never retried here: ComPDF has no idempotency key."""
        where = f"document {request.document_id} ({request.filename})"
        content = request.path.read_bytes()
        try:
            response = self._api.post(
                SUBMIT_PATH,
                files={"file": (request.filename, content, "application/pdf")},
                data={
                    "mode": "vision",
                    "language": LANGUAGE,
                    "extractFields": self._extract_fields,
                },
            )
        except _NOTHING_SENT as exc:
            raise RetryLater(
                f"{where}: could not connect to ComPDF ({type(exc).__name__}); nothing was "
                "sent, it stays queued for the next run"
            ) from exc
        except httpx.TransportError as exc:
            raise SubmissionUnknown(
                f"{where}: the upload was sent but ComPDF's answer was lost ({type(exc).__name__})"
            ) from exc
        return self._accepted_task_id(response, where)

    def _accepted_task_id(self, response: httpx.Response, where: str) -> str:
        status = response.status_code
        body = json_object(response)
        if status in (401, 403):
            raise BackendUnavailable(
                f"ComPDF refused the API key ({status}): check COMPDF_API_KEY and "
                "COMPDF_BASE_URL; nothing was uploaded"
            )
        if status in (404, 405):
            raise BackendUnavailable(
                f"ComPDF has no upload endpoint at this address ({status}): "
                "check COMPDF_BASE_URL; nothing was uploaded"
            )
        if status == 429:
            raise RetryLater(
                f"{where}: ComPDF is rate limiting (429); queued again",
                retry_after=parse_retry_after(response.headers),
            )
        if status >= 500:
            raise SubmissionUnknown(
                f"{where}: ComPDF answered {status} to the upload; a task "
                "may still have been created"
            )
        if status != 200:
            code = body_code(body or {}) or str(status)
            raise SubmissionRejected(
                f"compdf_{code}",
                f"{where}: ComPDF refused the upload ({status}, code {code}): "
                f"{body_message(body or {})}",
            )
        if body is None:
            raise SubmissionUnknown(
                f"{where}: ComPDF answered 200 with a body that is not "
                "JSON; a task may have been created"
            )
        return self._task_id_of(body, where)

    def _task_id_of(self, body: Mapping[str, Any], where: str) -> str:
        code = body_code(body)
        data = body.get("data")
        task_id = str(data.get("taskId") or "").strip() if isinstance(data, Mapping) else ""
        if code == "200" and task_id:
            return task_id
        if code == "200" or code.startswith("5") or not code:
            raise SubmissionUnknown(
                f"{where}: ComPDF answered code {code or 'none'} without a "
                "task id; a task may have been created"
            )
        if code in _KEY_REFUSED:
            raise BackendUnavailable(
                f"ComPDF refused the API key (code {code}): check "
                "COMPDF_API_KEY; nothing was uploaded"
            )
        if code == "429":
            raise RetryLater(f"{where}: ComPDF is rate limiting (code 429); queued again")
        raise SubmissionRejected(
            f"compdf_{code}",
            f"{where}: ComPDF refused the upload (code {code}): {body_message(body)}",
        )

    # -- poll ---------------------------------------------------------------------------

    def status(self, task_id: str) -> TaskStatus:
        what = f"task {task_id}"
        response = self._api_get(
            TASK_INFO_PATH, what, params={"taskId": task_id, "language": LANGUAGE}
        )
        retry_after = parse_retry_after(response.headers)
        body = json_object(response)
        if body is None:
            raise PollFailed(
                f"{what}: ComPDF's taskInfo answer is not JSON", retry_after=retry_after
            )
        code = body_code(body)
        if code in _KEY_REFUSED:
            raise BackendUnavailable(f"ComPDF refused the API key (code {code})")
        if code != "200":
            raise PollFailed(
                f"{what}: taskInfo answered code {code or 'none'}: {body_message(body)}",
                retry_after=retry_after,
            )
        data = body.get("data") if isinstance(body.get("data"), Mapping) else {}
        files = data.get("fileInfoDTOList") or []
        file = (
            files[0] if isinstance(files, list) and files and isinstance(files[0], Mapping) else {}
        )
        state = str(file.get("status") or "").strip().lower()
        if state == "success" and file.get("downloadUrl"):
            return TaskStatus(
                TaskState.COMPLETED, retry_after=retry_after, result_ref=str(file["downloadUrl"])
            )
        if state == "failed":
            code = str(file.get("failureCode") or "remote_failed")
            reason = str(file.get("failureReason") or "no reason given")[:300]
            return TaskStatus(
                TaskState.FAILED,
                retry_after=retry_after,
                error_code=f"compdf_{code}",
                error_message=(
                    f"ComPDF could not process {what}: {reason} (failureCode "
                    f"{code}). Check the file, then `po-pipeline review`."
                ),
            )
        return TaskStatus(TaskState.PENDING, retry_after=retry_after)

    def fetch_result(self, task_id: str, status: TaskStatus) -> Mapping[str, Any]:
        """Download the result promptly (links expire after 24 h), without the API key."""
        what = f"the result of task {task_id}"
        if not status.result_ref:
            raise PollFailed(f"{what}: ComPDF gave no download link")
        try:
            with self._download.stream("GET", status.result_ref) as response:
                if response.status_code != 200:
                    response.read()
                    self._raise_for(response, what, link=True)
                body = read_json(response, limits=self._limits, what=what)
        except httpx.TransportError as exc:
            raise PollFailed(f"{what}: {type(exc).__name__} talking to ComPDF") from exc
        return checked_result(body, what=what)

    def _api_get(self, path: str, what: str, *, params: Mapping[str, str]) -> httpx.Response:
        """One API GET; transport errors, 429 and 5xx become PollFailed (safe to repeat)."""
        try:
            response = self._api.get(path, params=params)
        except httpx.TransportError as exc:
            raise PollFailed(f"{what}: {type(exc).__name__} talking to ComPDF") from exc
        self._raise_for(response, what, link=False)
        return response

    @staticmethod
    def _raise_for(response: httpx.Response, what: str, *, link: bool) -> None:
        """The typed error for any answer but 200; `link`: a download link, not the API."""
        status = response.status_code
        if link and status in _LINK_GONE:
            raise TaskLost(
                f"{what}: the download link was refused ({status}); ComPDF keeps "
                "results for 24 h, so it has probably expired. The task id is "
                "kept; resubmit with `po-pipeline review resubmit`."
            )
        if not link and status in (401, 403):
            raise BackendUnavailable(f"ComPDF refused the API key ({status}): check COMPDF_API_KEY")
        if status != 200:  # 429, 5xx and the rest: a GET, safe to repeat
            raise PollFailed(
                f"{what}: ComPDF answered {status}", retry_after=parse_retry_after(response.headers)
            )

    # -- reconcile ----------------------------------------------------------------------

    def find_task(self, request: SubmitRequest, *, submitted_after: datetime) -> str | None:
        """The task an unconfirmed upload created, from ComPDF's task list (compdf_tasks.py)."""
        return find_task(self._api, request, submitted_after=submitted_after)

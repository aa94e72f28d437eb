"""A loopback stand-in of ComPDF's document-extraction API, for tests only (loaded by the
sibling conftest.py; not shipped in the package).

A real HTTP server (`http.server.ThreadingHTTPServer`, HTTP/1.0, one connection per request)
on a free 127.0.0.1 port that follows the documented shapes:

- `POST /server/v2/processAsync/idp/documentExtract` (multipart `file`, `mode`, `language`,
  `extractFields`) -> `{"code": "200", "data": {"taskId": ...}}`
- `GET /server/v2/task/taskInfo?taskId=&language=2` -> `data.fileInfoDTOList[0]` with
  `status` (processing / success / failed), `downloadUrl`, `failureCode`, `failureReason`
- `GET /server/v2/task/list` -> the shape `ComPdfBackend.find_task` documents
- `GET /download/{taskId}/{token}.json` -> `{"message": "OK", "results": {"Page_1": ...}}`;
  this path REJECTS (and records) any request that carries `x-api-key`.

It checks the key on every API call and the multipart fields on every upload, counts the
tasks it created, and records every request URL. Switches, mostly per file name, make it
misbehave: lost or stalled upload answers (after the task was created), malformed JSON,
401, 429, 5xx, failed files, missing fields and expired download links.
"""

from __future__ import annotations

import json
import secrets
import threading
import time
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.parser import BytesParser
from email.policy import default as default_policy
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

API = "/server/v2"
EXPECTED_PROMPTS = {
    "order_number": "采购单号",
    "supplier": "供应商名称",
    "total": "文档中明确填写的合计金额；未填写则返回空，不要计算",
}
# What ComPDF returns for the committed seed orders (the ComPDF article's table).
SEED_TRUTHS: dict[str, dict[str, str]] = {
    "PO-2026-017.pdf": {
        "order_number": "PO-2026-017",
        "supplier": "上海教学设备有限公司",
        "total": "128.50",
    },
    "PO-2026-018.pdf": {
        "order_number": "PO-2026-018",
        "supplier": "上海教学设备有限公司",
        "total": "",
    },
    "PO-2026-021.pdf": {
        "order_number": "PO-2026-021",
        "supplier": "北方文教用品有限公司",
        "total": "206.40",
    },
    "PO-2026-022.pdf": {
        "order_number": "PO-2026-022",
        "supplier": "华东教学用品有限公司",
        "total": "315.00",
    },
}
EMPTY_FIELDS = {"order_number": "", "supplier": "", "total": ""}


@dataclass
class Switches:
    """How the stand-in behaves. Per-file dicts are keyed by the uploaded file name."""

    unauthorized: bool = False  # every API call answers 401 (as for a wrong key)
    task_list: bool = True  # False: GET /task/list answers 404 (nothing to reconcile with)
    # "lost": create the task, then drop the connection without answering;
    # "stall": create the task, answer after stall_seconds; "malformed": create, answer 200
    # with a body that is not JSON; "rate_limited_once": the first upload gets 429.
    submit: dict[str, str] = field(default_factory=dict)
    # "rate_limited_twice": first two taskInfo calls 429; "server_error": always 503;
    # "malformed": 200 that is not JSON; "failed": the file fails remotely.
    task_info: dict[str, str] = field(default_factory=dict)
    download: dict[str, str] = field(default_factory=dict)  # "expired": 410 on the link
    stall_seconds: float = 2.0
    pending_polls: int = 1  # taskInfo answers "processing" this many times first
    results: dict[str, dict[str, str]] = field(default_factory=lambda: dict(SEED_TRUTHS))


@dataclass
class Task:
    task_id: str
    file_name: str
    created_ms: int
    polls: int = 0
    token: str = field(default_factory=lambda: secrets.token_hex(8))


class ComPdfStandIn:
    """The server plus what it saw. Thread-safe; read its lists after the run."""

    def __init__(self, api_key: str) -> None:
        self.api_key = api_key
        self.switches = Switches()
        self.tasks: dict[str, Task] = {}
        self.urls: list[str] = []  # every request line's target, query included
        self.violations: list[str] = []  # wire-contract breaches by the client
        self.uploads: list[dict[str, Any]] = []  # parsed multipart fields of each upload
        self._submit_seen: dict[str, int] = {}
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def base_url(self) -> str:
        return self.url + API

    @property
    def created(self) -> int:
        return len(self.tasks)

    def created_for(self, file_name: str) -> int:
        return sum(t.file_name == file_name for t in self.tasks.values())

    def start(self) -> ComPdfStandIn:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def violation(self, text: str) -> None:
        with self._lock:
            self.violations.append(text)

    def new_task(self, file_name: str) -> Task:
        with self._lock:
            task = Task(f"task-{secrets.token_hex(12)}", file_name, int(time.time() * 1000))
            self.tasks[task.task_id] = task
            return task

    def submit_attempt(self, file_name: str) -> int:
        with self._lock:
            self._submit_seen[file_name] = self._submit_seen.get(file_name, 0) + 1
            return self._submit_seen[file_name]


def _parse_multipart(content_type: str, body: bytes) -> dict[str, Any]:
    message = BytesParser(policy=default_policy).parsebytes(
        f"Content-Type: {content_type}\r\nMIME-Version: 1.0\r\n\r\n".encode() + body
    )
    assert isinstance(message, EmailMessage)
    parts: dict[str, Any] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True) or b""
        filename = part.get_filename()
        parts[str(name)] = (filename, payload) if filename else payload.decode("utf-8")
    return parts


def _check_upload(parts: dict[str, Any]) -> list[str]:
    problems = []
    if parts.get("mode") != "vision":
        problems.append(f"mode={parts.get('mode')!r}")
    if parts.get("language") != "2":
        problems.append(f"language={parts.get('language')!r}")
    try:
        fields = json.loads(parts.get("extractFields", ""))
        prompts = {k: v["prompt"] for k, v in fields["keys"].items()}
        if prompts != EXPECTED_PROMPTS:
            problems.append(f"extractFields prompts {prompts!r}")
        if "\\u" in parts["extractFields"]:
            problems.append("extractFields has escaped non-ASCII")
    except (ValueError, KeyError, TypeError):
        problems.append("extractFields is not the expected JSON")
    file = parts.get("file")
    if not (isinstance(file, tuple) and file[0] and file[1].startswith(b"%PDF")):
        problems.append("file part missing or not a PDF")
    return problems


def _handler_for(standin: ComPdfStandIn) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # quiet test output
            pass

        def _send(self, status: int, body: Any, *, retry_after: str | None = "1") -> None:
            data = body if isinstance(body, bytes) else json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            if retry_after:
                self.send_header("Retry-After", retry_after)
            self.end_headers()
            self.wfile.write(data)

        def _api_allowed(self) -> bool:
            if standin.switches.unauthorized:
                self._send(401, {"code": "401", "msg": "invalid api key"})
                return False
            if self.headers.get("x-api-key") != standin.api_key:
                standin.violation(f"{self.command} {urlsplit(self.path).path} without the key")
                self._send(401, {"code": "401", "msg": "invalid api key"})
                return False
            return True

        def do_POST(self) -> None:  # noqa: N802
            standin.urls.append(self.path)
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            if urlsplit(self.path).path != f"{API}/processAsync/idp/documentExtract":
                self._send(404, {"code": "404", "msg": "no such path"})
                return
            if not self._api_allowed():
                return
            parts = _parse_multipart(self.headers.get("Content-Type", ""), body)
            standin.uploads.append(parts)
            problems = _check_upload(parts)
            if problems:
                standin.violation("upload: " + "; ".join(problems))
                self._send(200, {"code": "400", "msg": "; ".join(problems)})
                return
            file_name = parts["file"][0]
            mode = standin.switches.submit.get(file_name, "ok")
            attempt = standin.submit_attempt(file_name)
            if mode == "rate_limited_once" and attempt == 1:
                self._send(429, {"code": "429", "msg": "too many requests"})
                return
            task = standin.new_task(file_name)
            if mode == "lost":
                self.close_connection = True  # the task exists; the answer never leaves
                return
            if mode == "stall":
                time.sleep(standin.switches.stall_seconds)
            if mode == "malformed":
                self._send(200, b"<html>502 Bad Gateway</html>")
                return
            self._send(
                200,
                {
                    "code": "200",
                    "msg": "success",
                    "data": {"taskId": task.task_id, "taskFileNum": 1},
                },
                retry_after=None,
            )

        def do_GET(self) -> None:  # noqa: N802
            standin.urls.append(self.path)
            split = urlsplit(self.path)
            query = {k: v[0] for k, v in parse_qs(split.query).items()}
            if split.path.startswith("/download/"):
                self._download(split.path)
            elif split.path == f"{API}/task/taskInfo":
                if self._api_allowed():
                    self._task_info(query)
            elif split.path == f"{API}/task/list":
                if self._api_allowed():
                    self._task_list()
            else:
                self._send(404, {"code": "404", "msg": "no such path"})

        def _task_info(self, query: dict[str, str]) -> None:
            if query.get("language") != "2":
                standin.violation(f"taskInfo language={query.get('language')!r}")
            task = standin.tasks.get(query.get("taskId", ""))
            if task is None:
                self._send(200, {"code": "404", "msg": "task not found"})
                return
            task.polls += 1
            mode = standin.switches.task_info.get(task.file_name, "ok")
            if mode == "server_error" or (mode == "rate_limited_twice" and task.polls <= 2):
                status = 503 if mode == "server_error" else 429
                self._send(status, {"code": str(status), "msg": "try later"})
                return
            if mode == "malformed":
                self._send(200, b'{"code": "200", "data": {"fileInfoDTOList": [')
                return
            info: dict[str, Any] = {"fileName": task.file_name, "status": "processing"}
            extra = 2 if mode == "rate_limited_twice" else 0
            if task.polls > standin.switches.pending_polls + extra:
                if mode == "failed":
                    info.update(
                        status="failed",
                        failureCode="1001",
                        failureReason="the file is damaged or encrypted",
                    )
                else:
                    info.update(
                        status="success",
                        downloadUrl=f"{standin.url}/download/{task.task_id}/{task.token}.json",
                    )
            self._send(
                200,
                {
                    "code": "200",
                    "msg": "success",
                    "data": {
                        "taskId": task.task_id,
                        "taskStatus": "TaskProcessing",
                        "fileInfoDTOList": [info],
                    },
                },
            )

        def _task_list(self) -> None:
            if not standin.switches.task_list:
                self._send(404, {"code": "404", "msg": "no such path"})
                return
            listed = [
                {
                    "taskId": t.task_id,
                    "createdTime": t.created_ms,
                    "fileInfoDTOList": [{"fileName": t.file_name}],
                }
                for t in sorted(standin.tasks.values(), key=lambda t: -t.created_ms)
            ]
            self._send(
                200,
                {"code": "200", "msg": "success", "data": {"total": len(listed), "list": listed}},
            )

        def _download(self, path: str) -> None:
            if "x-api-key" in self.headers:
                standin.violation(f"download {path} carried x-api-key")
                self._send(400, {"message": "signed links take no api key"})
                return
            task_id, _, token = path.removeprefix("/download/").partition("/")
            task = standin.tasks.get(task_id)
            if task is None or token != f"{task.token}.json":
                self._send(404, {"message": "no such link"})
                return
            if standin.switches.download.get(task.file_name) == "expired":
                self._send(410, {"message": "link expired"})
                return
            fields = standin.switches.results.get(task.file_name, EMPTY_FIELDS)
            self._send(
                200,
                json.dumps(
                    {"message": "OK", "results": {"Page_1": fields}}, ensure_ascii=False
                ).encode(),
            )

    return Handler

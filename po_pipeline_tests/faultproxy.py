"""A fault-injecting HTTP proxy on 127.0.0.1, for tests only (loaded by the sibling
conftest.py; not shipped in the package).

It sits between the pipeline and an upstream (the local extraction service, or the ComPDF
stand-in): point the backend's base URL at `proxy.url` (plus the upstream's own path
prefix). Every request is forwarded unchanged unless a rule matches it. Rules are set per
request: method + a regular expression searched in the path (query excluded) + how many
matching requests they apply to, first added first used:

    proxy.add("POST", r"/api/v1/jobs$", "drop_response", times=2)
    proxy.add("GET", r"/api/v1/jobs/[^/]+$", "status", status=429, retry_after="7")
    proxy.add("GET", r"/api/v1/jobs/[^/]+$", "status", status=503, times=99, sticky=True)

The last one keeps failing the polls of whichever job was polled first, and only those
(a sticky rule binds to the first path and query it hit).

Faults (`Fault`):

- `drop_response`: forwarded (the upstream did the work); the client's connection is then
  closed without a byte of answer, as when a response is lost on the way back;
- `delay`: wait `seconds`, then forward;
- `status`: answer `status` (429, 500, 502, 503...) with a small JSON error and, when
  given, `Retry-After`; nothing is forwarded;
- `reset`: the request is read, then the connection is reset (RST); nothing is forwarded;
- `malformed_json`: forwarded; the answer keeps its status and content type but its body
  is cut in half;
- `html_error`: an HTML error page from a "gateway" (`status`, default 502), not forwarded;
- `trickle`: forwarded; the answer's body is sent `chunk` bytes every `seconds`;
- `replace`: forwarded; the answer's body becomes `body` (bytes, or a function of the
  upstream body), and/or grows by `grow` bytes (a padding member added to its JSON object),
  and/or its Content-Type becomes `content_type` (wrong type, oversized or wrongly shaped
  results);
- `gather`: held until `times` matching requests have arrived (at most `seconds`), then all
  forwarded together: a race forced at the wire, e.g. two runs uploading at the same
  moment. `rule.timed_out` tells whether they came together or the wait ran out.

Absolute URLs of the upstream in answers (ComPDF's download links) are rewritten to the
proxy, so the requests that follow them pass through it too. `proxy.seen` records every
request in arrival order: method, target, headers, body, the fault applied, the upstream's
status, the status the client was sent, and when (by the `clock` given: a test's recorded
clock shows how long the client waited between two requests).

One request per connection (HTTP/1.0 answers), a thread per connection, real sockets.
"""

from __future__ import annotations

import json
import re
import socket
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

import httpx

# Headers that describe one connection, not the message: never passed through.
_HOP_BY_HOP = frozenset(
    {
        "connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te",
        "trailers", "transfer-encoding", "upgrade", "host", "content-length",
        "accept-encoding", "content-encoding",
    }
)  # fmt: skip
_SET_BY_US = frozenset({"date", "server"})  # BaseHTTPRequestHandler writes its own
HTML_PAGE = (
    "<html><head><title>{status} Bad Gateway</title></head><body>"
    "<center><h1>{status} Bad Gateway</h1></center><hr><center>nginx</center>"
    "</body></html>"
)


class Fault(StrEnum):
    DROP_RESPONSE = "drop_response"  # forwarded; the answer never reaches the client
    DELAY = "delay"  # forwarded after `seconds`
    STATUS = "status"  # `status` (+ Retry-After) instead of forwarding
    RESET = "reset"  # connection reset after the request was read; not forwarded
    MALFORMED_JSON = "malformed_json"  # forwarded; body cut in half
    HTML_ERROR = "html_error"  # an HTML error page (`status`, default 502); not forwarded
    TRICKLE = "trickle"  # forwarded; body sent `chunk` bytes every `seconds`
    REPLACE = "replace"  # forwarded; body replaced or grown, and/or content type replaced
    GATHER = "gather"  # held until `times` matching requests arrived (or `seconds`), then forwarded


@dataclass
class Rule:
    method: str
    path: str  # regular expression, searched in the request path (query excluded)
    fault: Fault
    times: int = 1  # matching requests it applies to
    status: int | None = None
    retry_after: str | None = None
    seconds: float = 0.0
    chunk: int = 16
    body: bytes | Callable[[bytes], bytes] | None = None
    content_type: str | None = None
    grow: int = 0
    sticky: bool = False  # after its first hit, it matches only that same target (one task)
    hits: int = 0
    first_target: str | None = None
    timed_out: bool = False  # gather: the wait ran out before `times` requests arrived
    _gate: threading.Condition = field(default_factory=threading.Condition, repr=False)

    def matches(self, method: str, target: str) -> bool:
        return (
            self.hits < self.times
            and self.method.upper() == method
            and re.search(self.path, urlsplit(target).path) is not None
            and (not self.sticky or self.first_target in (None, target))
        )

    def gather(self) -> None:
        """Wait until `times` requests hit this rule (counted when taken), or `seconds`."""
        with self._gate:
            self._gate.notify_all()
            if not self._gate.wait_for(lambda: self.hits >= self.times, timeout=self.seconds):
                self.timed_out = True


@dataclass
class Seen:
    method: str
    target: str  # path and query, as sent
    headers: dict[str, str]
    body: bytes
    fault: Fault | None
    at: Any  # the proxy's clock when the request arrived
    upstream_status: int | None = None  # None: not forwarded (or the upstream never answered)
    answered: int | None = None  # the status the client was sent; None: no answer

    @property
    def path(self) -> str:
        return urlsplit(self.target).path


@dataclass
class _Answer:
    status: int
    headers: list[tuple[str, str]]
    body: bytes = b""


@dataclass
class FaultProxy:
    """The proxy plus what it saw. Thread-safe; read `seen` after the run."""

    upstream: str
    clock: Callable[[], Any] = time.monotonic
    rules: list[Rule] = field(default_factory=list)
    seen: list[Seen] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.upstream = self.upstream.rstrip("/")
        self._lock = threading.Lock()
        self._client = httpx.Client(base_url=self.upstream, timeout=60.0, trust_env=False)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FaultProxy:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._client.close()

    def add(self, method: str, path: str, fault: Fault | str, **params: Any) -> Rule:
        rule = Rule(method, path, Fault(fault), **params)
        with self._lock:
            self.rules.append(rule)
        return rule

    def requests(self, method: str, path: str = "") -> list[Seen]:
        """What was seen with this method and a path matching `path` (a regular expression)."""
        with self._lock:
            return [s for s in self.seen if s.method == method and re.search(path, s.path)]

    def retry_gaps(self, same: Callable[[Seen], object] = lambda seen: None) -> list[Any]:
        """For each faulted request, the time (by `clock`) until the next request for the
        same thing: same method and target, and the same `same(seen)` (an upload's
        idempotency key or file, say)."""
        gaps = []
        with self._lock:
            for index, seen in enumerate(self.seen):
                if seen.fault is not None:
                    key = (seen.method, seen.target, same(seen))
                    again = next(
                        later
                        for later in self.seen[index + 1 :]
                        if (later.method, later.target, same(later)) == key
                    )
                    gaps.append(again.at - seen.at)
        return gaps

    def _take(self, method: str, target: str) -> Rule | None:
        with self._lock:
            rule = next((r for r in self.rules if r.matches(method, target)), None)
            if rule is not None:
                rule.hits += 1
                rule.first_target = rule.first_target or target
            return rule

    def _record(self, seen: Seen) -> None:
        with self._lock:
            self.seen.append(seen)

    def _forward(self, seen: Seen) -> _Answer:
        headers = [(k, v) for k, v in seen.headers.items() if k.lower() not in _HOP_BY_HOP]
        response = self._client.request(
            seen.method, seen.target, headers=headers, content=seen.body
        )
        seen.upstream_status = response.status_code
        body = response.content.replace(self.upstream.encode(), self.url.encode())
        kept = [
            (k, v.replace(self.upstream, self.url))
            for k, v in response.headers.multi_items()
            if k.lower() not in _HOP_BY_HOP | _SET_BY_US
        ]
        return _Answer(response.status_code, kept, body)


def _error_answer(status: int, retry_after: str | None) -> _Answer:
    body = json.dumps(
        {
            "code": str(status),
            "msg": "injected by the fault proxy",
            "error": {"code": f"proxy_{status}", "message": "injected by the fault proxy"},
        }
    ).encode()
    headers = [("Content-Type", "application/json")]
    if retry_after is not None:
        headers.append(("Retry-After", retry_after))
    return _Answer(status, headers, body)


def _replaced(answer: _Answer, rule: Rule) -> _Answer:
    body = answer.body
    if callable(rule.body):
        body = rule.body(body)
    elif rule.body is not None:
        body = rule.body
    if rule.grow:
        body = body.rstrip()[:-1] + b', "padding": "' + b"x" * rule.grow + b'"}'
    headers = answer.headers
    if rule.content_type is not None:
        headers = [(k, v) for k, v in headers if k.lower() != "content-type"]
        headers.append(("Content-Type", rule.content_type))
    return _Answer(answer.status, headers, body)


def _handler_for(proxy: FaultProxy) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # quiet test output
            pass

        def _body(self) -> bytes:
            if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
                chunks = []
                while size := int(self.rfile.readline().split(b";")[0].strip() or b"0", 16):
                    chunks.append(self.rfile.read(size))
                    self.rfile.readline()
                self.rfile.readline()
                return b"".join(chunks)
            return self.rfile.read(int(self.headers.get("Content-Length") or 0))

        def _handle(self) -> None:
            seen = Seen(
                self.command, self.path, dict(self.headers.items()), self._body(), None,
                proxy.clock(),
            )  # fmt: skip
            rule = proxy._take(self.command, self.path)
            seen.fault = rule.fault if rule else None
            proxy._record(seen)
            try:
                self._act(rule, seen)
            except (OSError, httpx.HTTPError):
                pass  # the client gave up, or the upstream is gone: nothing left to answer

        def _act(self, rule: Rule | None, seen: Seen) -> None:
            if rule is None:
                self._send(seen, proxy._forward(seen))
                return
            match rule.fault:
                case Fault.DROP_RESPONSE:
                    proxy._forward(seen)
                    self.close_connection = True
                case Fault.DELAY:
                    time.sleep(rule.seconds)
                    self._send(seen, proxy._forward(seen))
                case Fault.STATUS:
                    self._send(seen, _error_answer(rule.status or 503, rule.retry_after))
                case Fault.RESET:
                    self.connection.setsockopt(
                        socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)
                    )
                    self.connection.close()
                case Fault.MALFORMED_JSON:
                    answer = proxy._forward(seen)
                    cut = answer.body[: len(answer.body) // 2] or b'{"data": {'
                    self._send(seen, _Answer(answer.status, answer.headers, cut))
                case Fault.HTML_ERROR:
                    status = rule.status or 502
                    page = HTML_PAGE.format(status=status).encode()
                    self._send(seen, _Answer(status, [("Content-Type", "text/html")], page))
                case Fault.TRICKLE:
                    self._send(seen, proxy._forward(seen), chunk=rule.chunk, every=rule.seconds)
                case Fault.REPLACE:
                    self._send(seen, _replaced(proxy._forward(seen), rule))
                case Fault.GATHER:
                    rule.gather()
                    self._send(seen, proxy._forward(seen))

        def _send(self, seen: Seen, answer: _Answer, *, chunk: int = 0, every: float = 0.0) -> None:
            seen.answered = answer.status
            self.send_response(answer.status)
            for name, value in answer.headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(answer.body)))
            self.send_header("Connection", "close")
            self.end_headers()
            if not chunk:
                self.wfile.write(answer.body)
                return
            self.wfile.flush()
            for start in range(0, len(answer.body), chunk):
                time.sleep(every)
                self.wfile.write(answer.body[start : start + chunk])
                self.wfile.flush()

        do_GET = do_POST = do_PUT = do_DELETE = _handle  # noqa: N815

    return Handler

"""The fault proxy itself (faultproxy.py), against a tiny counting upstream on a loopback
port: each fault does to a plain httpx client what its name says, reaches the upstream only
when it should, is spent after `times` matching requests, and is recorded."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest


class Upstream:
    """Answers every request with `{"n": <requests so far>, "path": ...}` and a link to
    itself, which the proxy must rewrite."""

    def __init__(self) -> None:
        self.count = 0
        upstream = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _answer(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                upstream.count += 1
                body = json.dumps(
                    {"n": upstream.count, "path": self.path, "link": f"{upstream.url}/x"}
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _answer  # noqa: N815

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"


@pytest.fixture
def upstream() -> Iterator[Upstream]:
    server = Upstream()
    yield server
    server.server.shutdown()
    server.server.server_close()


# fault, params -> (what the client sees, whether the upstream got the request)
CASES: list[tuple[str, dict[str, Any], str, bool]] = [
    ("drop_response", {}, "RemoteProtocolError", True),
    ("reset", {}, "ReadError", False),
    ("status", {"status": 429, "retry_after": "7"}, "429 Retry-After 7", False),
    ("status", {"status": 500}, "500", False),
    ("html_error", {}, "502 text/html", False),
    ("malformed_json", {}, "200 not JSON", True),
    ("delay", {"seconds": 0.3}, "200 late", True),
    ("trickle", {"chunk": 8, "seconds": 0.05}, "200 late", True),
    ("replace", {"body": b"[]", "content_type": "text/plain"}, "200 text/plain []", True),
    ("replace", {"body": b'{"a": 1}', "grow": 3}, "200 grown", True),
]


def _outcome(client: httpx.Client, *, started: float) -> str:
    try:
        response = client.post("/api/v1/jobs?x=1", content=b"%PDF-1.7")
    except httpx.TransportError as exc:
        return type(exc).__name__
    elapsed = time.monotonic() - started
    kind = response.headers.get("content-type", "")
    if response.status_code == 429:
        return f"429 Retry-After {response.headers['retry-after']}"
    if response.status_code != 200:
        return f"{response.status_code}" + (" text/html" if "html" in kind else "")
    if kind != "application/json":
        return f"200 {kind} {response.text}"
    try:
        body = response.json()
    except ValueError:
        return "200 not JSON"
    if body.get("padding") == "xxx":
        return "200 grown"
    return "200 late" if elapsed >= 0.25 else "200"


@pytest.mark.parametrize(("fault", "params", "client_sees", "forwarded"), CASES)
def test_each_fault_hits_the_matching_requests_once(
    upstream: Upstream, fault_proxy, fault: str, params: dict, client_sees: str, forwarded: bool
) -> None:
    proxy = fault_proxy(upstream.url)
    proxy.add("POST", r"^/api/v1/jobs$", fault, **params)
    proxy.add("POST", r"^/never$", "reset", times=5)
    with httpx.Client(base_url=proxy.url, timeout=5.0) as client:
        assert _outcome(client, started=time.monotonic()) == client_sees
        assert upstream.count == int(forwarded)
        # Spent after one request: the next one passes untouched, with the link rewritten.
        answer = client.post("/api/v1/jobs?x=1", content=b"%PDF-1.7").json()
        assert answer["n"] == int(forwarded) + 1
        assert answer["path"] == "/api/v1/jobs?x=1"
        assert answer["link"] == f"{proxy.url}/x"
    assert [(s.method, s.target, s.fault) for s in proxy.seen] == [
        ("POST", "/api/v1/jobs?x=1", fault),
        ("POST", "/api/v1/jobs?x=1", None),
    ]
    assert proxy.seen[0].body == b"%PDF-1.7"
    assert proxy.seen[0].upstream_status == (200 if forwarded else None)


def test_a_rule_with_a_count_applies_to_that_many_matching_requests(
    upstream: Upstream, fault_proxy
) -> None:
    proxy = fault_proxy(upstream.url)
    proxy.add("GET", r"/jobs/[^/]+$", "status", status=503, times=2)
    with httpx.Client(base_url=proxy.url) as client:
        codes = [client.get(path).status_code for path in ("/jobs/a", "/jobs/a/result")]
        codes += [client.get("/jobs/b").status_code for _ in range(2)]
    assert codes == [503, 200, 503, 200]
    assert [s.path for s in proxy.requests("GET", r"/jobs/")] == [
        "/jobs/a", "/jobs/a/result", "/jobs/b", "/jobs/b",
    ]  # fmt: skip


def test_a_sticky_rule_keeps_to_the_first_target_it_hit(upstream: Upstream, fault_proxy) -> None:
    proxy = fault_proxy(upstream.url)
    proxy.add("GET", r"^/task$", "status", status=503, times=99, sticky=True)
    with httpx.Client(base_url=proxy.url) as client:
        codes = [client.get(t).status_code for t in ("/task?id=a", "/task?id=b", "/task?id=a")]
    assert codes == [503, 200, 503]

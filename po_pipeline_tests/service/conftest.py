"""Fixtures for the extraction-service tests: real services on loopback ports, clients per
token, seed PDFs, and envelope checks against the models the OpenAPI document publishes."""

from __future__ import annotations

import io
import os
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import BaseModel

from po_pipeline.service.embedded import ServiceProcess
from po_pipeline.service.models import ErrorEnvelope

REPO = Path(__file__).resolve().parents[2]
# Holds engines.py, imported by the service subprocess as `engines` (see engine_env).
ENGINES_DIR = Path(__file__).resolve().parent
TOKENS = {"alice": "tok-alice-3f9a2c", "bob": "tok-bob-77d1e0"}
REQUEST_ID = re.compile(r"^req_[0-9a-f]{24}$")
ISO_Z = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")


def make_pdf(*, pages: int = 1, text: str = "PO Number: PO-TEST-1", marker: bytes = b"") -> bytes:
    """A small text-layer PDF; `marker` is appended after %%EOF (readers ignore it)."""
    from reportlab.pdfgen import canvas  # noqa: PLC0415

    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer)
    for page in range(pages):
        pdf.drawString(72, 720, f"{text} (page {page + 1})")
        pdf.drawString(72, 700, "Supplier: Test Supplies Ltd")
        pdf.drawString(72, 680, "Total: 12.50")
        pdf.showPage()
    pdf.save()
    return buffer.getvalue() + (b"\n%" + marker + b"\n" if marker else b"")


@pytest.fixture(scope="session")
def seed_pdf() -> bytes:
    """A committed seed order with a text layer (fast), or a generated one if seeds are gone."""
    seed = REPO / "data" / "inbox" / "PO-2026-017.pdf"
    return seed.read_bytes() if seed.exists() else make_pdf()


@pytest.fixture(scope="session")
def other_pdf() -> bytes:
    seed = REPO / "data" / "inbox" / "PO-2026-021.pdf"
    return seed.read_bytes() if seed.exists() else make_pdf(text="PO Number: PO-TEST-2")


def engine_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """`env` plus a PYTHONPATH that lets the service and its workers import `engines`."""
    path = [str(ENGINES_DIR), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {**(env or {}), "PYTHONPATH": os.pathsep.join(path)}


def start_service(tmp: Path, *, env: dict[str, str] | None = None, **opts: Any) -> ServiceProcess:
    """A started service; `engine="engines:NAME"` selects a stand-in from engines.py."""
    service = ServiceProcess(tmp, tokens=TOKENS, env=engine_env(env), **opts)
    service.start()
    return service


@pytest.fixture(scope="session")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    """The real service with the real engine, one worker, default limits but a 1 MB upload cap."""
    svc = start_service(tmp_path_factory.mktemp("svc-main"), workers=1, max_upload_mb=1)
    yield svc
    svc.stop()


def client_for(url: str, owner: str | None) -> httpx.Client:
    headers = {"Authorization": f"Bearer {TOKENS[owner]}"} if owner else {}
    return httpx.Client(base_url=url, headers=headers, timeout=30.0)


@pytest.fixture()
def alice(service: ServiceProcess) -> Iterator[httpx.Client]:
    with client_for(service.url, "alice") as client:
        yield client


@pytest.fixture()
def bob(service: ServiceProcess) -> Iterator[httpx.Client]:
    with client_for(service.url, "bob") as client:
        yield client


def check_envelope(
    response: httpx.Response, status: int, model: type[BaseModel] | None = None
) -> dict[str, Any]:
    """Assert status, envelope shape, request id in body and header; returns the body."""
    assert response.status_code == status, response.text
    body = response.json()
    meta = body["meta"]
    assert REQUEST_ID.match(meta["request_id"]), meta
    assert response.headers["X-Request-ID"] == meta["request_id"]
    assert ISO_Z.match(meta["timestamp"])
    assert meta["api_version"] == "v1" and meta["duration_ms"] >= 0
    if status >= 400:
        ErrorEnvelope.model_validate(body)
        assert set(body) == {"error", "meta"}
    else:
        assert set(body) == {"data", "meta"}
        if model is not None:
            model.model_validate(body)
    return body


def upload(
    client: httpx.Client,
    pdf: bytes,
    *,
    key: str | None = None,
    schema: str | None = None,
    filename: str = "order.pdf",
) -> httpx.Response:
    headers = {"Idempotency-Key": key} if key else {}
    data = {"schema": schema} if schema is not None else None
    files = {"file": (filename, pdf, "application/pdf")}
    return client.post("/api/v1/jobs", files=files, data=data, headers=headers)


def wait_for(
    client: httpx.Client,
    job_id: str,
    done: Callable[[dict[str, Any]], bool],
    *,
    timeout_s: float = 30.0,
) -> dict[str, Any]:
    """Poll the job until `done(job)`; fails the test with the last state on timeout."""
    deadline = time.monotonic() + timeout_s
    job: dict[str, Any] = {}
    while time.monotonic() < deadline:
        response = client.get(f"/api/v1/jobs/{job_id}")
        assert response.status_code == 200, response.text
        job = response.json()["data"]
        if done(job):
            return job
        time.sleep(0.05)
    raise AssertionError(f"job {job_id} never reached the expected state; last: {job}")


def log_shows(service: ServiceProcess, text: str, *, timeout_s: float = 5.0) -> bool:
    """Whether `text` reaches the service log (lines are written just after the response)."""
    deadline = time.monotonic() + timeout_s
    while text not in service.log_path.read_text(encoding="utf-8", errors="replace"):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def terminal(job: dict[str, Any]) -> bool:
    return job["status"] in {"completed", "failed", "cancelled"}


class Kit:
    """The helpers above, handed to tests as the `kit` fixture (test dirs are not packages)."""

    tokens = TOKENS
    iso_z = ISO_Z
    make_pdf = staticmethod(make_pdf)
    start_service = staticmethod(start_service)
    client_for = staticmethod(client_for)
    check = staticmethod(check_envelope)
    upload = staticmethod(upload)
    wait_for = staticmethod(wait_for)
    terminal = staticmethod(terminal)
    log_shows = staticmethod(log_shows)


@pytest.fixture(scope="session")
def kit() -> type[Kit]:
    return Kit

"""Worker isolation: an engine that crashes its process, hangs, or refuses the document fails
that job with a reason, and the service (with a recreated pool) goes on serving."""

from __future__ import annotations

import time

import pytest

from po_pipeline.service.models import HealthEnvelope


@pytest.fixture(scope="module")
def fragile(tmp_path_factory, kit):
    svc = kit.start_service(
        tmp_path_factory.mktemp("svc-fragile"),
        workers=1,
        job_timeout=1.5,
        max_pages=2,
        engine="engines:crashing_extract",
    )
    yield svc
    svc.stop()


@pytest.fixture()
def client(fragile, kit):
    with kit.client_for(fragile.url, "alice") as client:
        yield client


def _run(client, kit, pdf, timeout_s=20.0):
    job = kit.check(kit.upload(client, pdf), 201)["data"]
    return kit.wait_for(client, job["job_id"], kit.terminal, timeout_s=timeout_s)


def test_worker_crash_fails_the_job_and_the_next_job_still_runs(client, kit, seed_pdf):
    crashed = _run(client, kit, seed_pdf + b"\n%CRASH-ME\n")
    assert crashed["status"] == "failed"
    assert crashed["error"]["code"] == "engine_crashed"
    assert kit.check(client.get("/healthz"), 200, HealthEnvelope)["data"]["status"] == "ok"
    after = _run(client, kit, seed_pdf + b"\n%after-crash\n")
    assert after["status"] == "completed", after


def test_hung_engine_is_killed_at_the_time_limit(client, kit, seed_pdf):
    started = time.monotonic()
    hung = _run(client, kit, seed_pdf + b"\n%HANG-ME\n")
    elapsed = time.monotonic() - started
    assert hung["status"] == "failed" and hung["error"]["code"] == "timeout", hung
    assert 1.5 <= elapsed < 10, elapsed
    after = _run(client, kit, seed_pdf + b"\n%after-hang\n")
    assert after["status"] == "completed", after


def test_page_limit_reaches_the_engine(client, kit):
    too_long = _run(client, kit, kit.make_pdf(pages=3))
    assert too_long["status"] == "failed"
    assert too_long["error"]["code"] == "too_many_pages"
    within = _run(client, kit, kit.make_pdf(pages=2))
    assert within["status"] == "completed" and within["pages"] == 2


def test_crash_beside_another_job_fails_only_the_crashing_one(tmp_path, kit, seed_pdf):
    """With two workers the pool cannot tell who died; both jobs are re-run one at a time."""
    svc = kit.start_service(tmp_path, workers=2, engine="engines:crashing_extract")
    try:
        with kit.client_for(svc.url, "alice") as client:
            slow = kit.check(kit.upload(client, seed_pdf + b"\n%SLOW-ME\n"), 201)["data"]
            kit.wait_for(client, slow["job_id"], lambda j: j["status"] == "running")
            crash = kit.check(kit.upload(client, seed_pdf + b"\n%CRASH-ME\n"), 201)["data"]
            crashed = kit.wait_for(client, crash["job_id"], kit.terminal)
            innocent = kit.wait_for(client, slow["job_id"], kit.terminal)
        assert crashed["status"] == "failed" and crashed["error"]["code"] == "engine_crashed"
        assert innocent["status"] == "completed", innocent
    finally:
        svc.stop()

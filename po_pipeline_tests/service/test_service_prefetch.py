"""Prefetch: the dispatcher hands each worker its next job ahead of time, yet the API stays
truthful. A handed-over job is `pending` until its worker starts it; one cancelled while it
waits in the pool never runs; a worker crash fails only the job that was running and gives
the prefetched ones back untouched; the time limit counts from a job's real start."""

from __future__ import annotations

import time

import pytest

from po_pipeline.service.models import JobStatus
from po_pipeline.service.store import JobStore


def _store(service) -> JobStore:
    return JobStore.open(f"sqlite:///{service.data_dir / 'jobs.sqlite3'}")


def _wait(predicate, what: str, timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def _handed_over(store: JobStore, job_id: str) -> bool:
    record = store.get(job_id)
    return record.status is JobStatus.PENDING and record.run_token is not None


@pytest.fixture(scope="module")
def slow(tmp_path_factory, kit):
    """One worker, default prefetch (one), an engine that takes 1 s per job."""
    svc = kit.start_service(
        tmp_path_factory.mktemp("svc-prefetch"),
        workers=1,
        engine="engines:slow_extract",
        env={"PO_TEST_ENGINE_DELAY_S": "1"},
    )
    yield svc
    svc.stop()


@pytest.fixture()
def client(slow, kit):
    with kit.client_for(slow.url, "alice") as client:
        yield client


def test_prefetched_job_is_pending_until_its_worker_starts_it(slow, client, kit, seed_pdf):
    store = _store(slow)
    first = kit.check(kit.upload(client, seed_pdf + b"%p1"), 201)["data"]
    kit.wait_for(client, first["job_id"], lambda j: j["status"] == "running")
    second = kit.check(kit.upload(client, seed_pdf + b"%p2"), 201)["data"]
    # In the pool already (prefetched), but not started: the API says pending.
    _wait(lambda: _handed_over(store, second["job_id"]), "the second job's hand-over")
    polled = kit.check(client.get(f"/api/v1/jobs/{second['job_id']}"), 200)["data"]
    assert polled["status"] == "pending" and polled["started_at"] is None
    # Whenever the second job shows as running, the only worker has finished the first.
    seen = set()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        job = client.get(f"/api/v1/jobs/{second['job_id']}").json()["data"]
        seen.add(job["status"])
        if job["status"] == "running":
            before = client.get(f"/api/v1/jobs/{first['job_id']}").json()["data"]
            assert before["status"] == "completed", before
        if kit.terminal(job):
            break
        time.sleep(0.02)
    assert job["status"] == "completed" and "running" in seen, (job, seen)
    done_first = kit.check(client.get(f"/api/v1/jobs/{first['job_id']}"), 200)["data"]
    assert job["started_at"] >= done_first["started_at"]
    assert store.get(second["job_id"]).attempts == 1


def test_job_cancelled_while_prefetched_never_runs(slow, client, kit, seed_pdf):
    store = _store(slow)
    first = kit.check(kit.upload(client, seed_pdf + b"%c1"), 201)["data"]
    kit.wait_for(client, first["job_id"], lambda j: j["status"] == "running")
    second = kit.check(kit.upload(client, seed_pdf + b"%c2"), 201)["data"]
    _wait(lambda: _handed_over(store, second["job_id"]), "the second job's hand-over")
    assert client.delete(f"/api/v1/jobs/{second['job_id']}").status_code == 204
    assert kit.wait_for(client, first["job_id"], kit.terminal)["status"] == "completed"
    # The worker took it from the pool, saw the cancel and skipped it.
    assert kit.log_shows(slow, f"job {second['job_id']} stopped")
    cancelled = kit.check(client.get(f"/api/v1/jobs/{second['job_id']}"), 200)["data"]
    assert cancelled["status"] == "cancelled" and cancelled["started_at"] is None
    record = store.get(second["job_id"])
    assert record.attempts == 0 and record.worker_pid is None
    third = kit.check(kit.upload(client, seed_pdf + b"%c3"), 201)["data"]
    assert kit.wait_for(client, third["job_id"], kit.terminal)["status"] == "completed"


def test_crash_with_prefetched_jobs_fails_only_the_crasher(tmp_path, kit, seed_pdf):
    svc = kit.start_service(tmp_path, workers=1, prefetch=2, engine="engines:crashing_extract")
    try:
        store = _store(svc)
        with kit.client_for(svc.url, "alice") as client:
            crash = kit.check(kit.upload(client, seed_pdf + b"\n%CRASH-LATE\n"), 201)["data"]
            kit.wait_for(client, crash["job_id"], lambda j: j["status"] == "running")
            queued = [
                kit.check(kit.upload(client, seed_pdf + f"%q{n}".encode()), 201)["data"]
                for n in range(2)
            ]
            for job in queued:
                _wait(lambda job=job: _handed_over(store, job["job_id"]), "hand-over")
            crashed = kit.wait_for(client, crash["job_id"], kit.terminal)
            finished = [kit.wait_for(client, j["job_id"], kit.terminal) for j in queued]
        assert crashed["status"] == "failed" and crashed["error"]["code"] == "engine_crashed"
        assert [j["status"] for j in finished] == ["completed", "completed"], finished
        # The prefetched jobs were given back untouched, not re-run as suspects.
        assert [store.get(j["job_id"]).attempts for j in queued] == [1, 1]
        assert store.get(crash["job_id"]).attempts == 1
        assert kit.log_shows(svc, "1 job(s) were running, 2 handed over and not started")
    finally:
        svc.stop()


def test_time_limit_counts_from_the_real_start_not_the_hand_over(tmp_path, kit, seed_pdf):
    """Five 0.8 s jobs handed over at once to one worker with a 1.5 s limit (3 s with the
    kill grace): the last ones start about 3 s after their hand-over, and must still pass."""
    svc = kit.start_service(
        tmp_path,
        workers=1,
        prefetch=4,
        job_timeout=1.5,
        engine="engines:slow_extract",
        env={"PO_TEST_ENGINE_DELAY_S": "0.8"},
    )
    try:
        with kit.client_for(svc.url, "alice") as client:
            jobs = [
                kit.check(kit.upload(client, seed_pdf + f"%t{n}".encode()), 201)["data"]
                for n in range(5)
            ]
            done = [kit.wait_for(client, j["job_id"], kit.terminal) for j in jobs]
        assert [j["status"] for j in done] == ["completed"] * 5, done
        assert "timed out" not in svc.log_path.read_text()
    finally:
        svc.stop()

"""Durability: jobs live in the store, not in the process. A service killed with SIGKILL in
the middle of a job restarts, runs that same job again, completes it once, and still serves
results it had finished before the crash."""

from __future__ import annotations

import os
import time

from po_pipeline.engine import extract_pdf
from po_pipeline.service.envelope import iso_z
from po_pipeline.service.models import JobStatus
from po_pipeline.service.store import JobStore

SLOW = {
    "workers": 1,
    "engine": "engines:slow_extract",
    "env": {"PO_TEST_ENGINE_DELAY_S": "1.5"},
}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def _wait(predicate, timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def test_sigkill_mid_job_then_restart_completes_the_same_job_once(
    tmp_path, kit, seed_pdf, other_pdf
):
    first = kit.start_service(tmp_path, **SLOW)
    try:
        with kit.client_for(first.url, "alice") as client:
            before = kit.check(kit.upload(client, other_pdf, key="before-crash"), 201)["data"]
            assert kit.wait_for(client, before["job_id"], kit.terminal)["status"] == "completed"
            job = kit.check(kit.upload(client, seed_pdf, key="durable"), 201)["data"]
            kit.wait_for(client, job["job_id"], lambda j: j["status"] == "running")
        store = JobStore.open(f"sqlite:///{tmp_path / 'jobs.sqlite3'}")
        _wait(lambda: store.get(job["job_id"]).worker_pid is not None, 5, "worker pid")
        worker_pid = store.get(job["job_id"]).worker_pid
        first.kill()
    finally:
        first.kill()

    # The orphaned worker notices its service is gone and exits without finishing the job.
    _wait(lambda: not _alive(worker_pid), 10, f"orphan worker {worker_pid} to exit")
    assert store.get(job["job_id"]).status is JobStatus.RUNNING

    second = kit.start_service(tmp_path, **SLOW)
    try:
        with kit.client_for(second.url, "alice") as client:
            done = kit.wait_for(client, job["job_id"], kit.terminal, timeout_s=30)
            assert done["status"] == "completed", done
            result = kit.check(client.get(done["result_url"]), 200)["data"]
            assert result == extract_pdf(seed_pdf)
            # One job for the key, run twice (killed, then re-run), completed once.
            listed = client.get("/api/v1/jobs", params={"idempotency_key": "durable"}).json()
            assert [j["job_id"] for j in listed["data"]] == [job["job_id"]]
            record = store.get(job["job_id"])
            assert record.attempts == 2 and iso_z(record.completed_at) == done["completed_at"]
            # A replay after the restart still finds the same job.
            replay = kit.upload(client, seed_pdf, key="durable")
            assert kit.check(replay, 200)["data"]["job_id"] == job["job_id"]
            # The result finished before the crash is still served.
            old = client.get(f"/api/v1/jobs/{before['job_id']}/result")
            assert kit.check(old, 200)["data"] == extract_pdf(other_pdf)
        assert "requeued 1 job(s)" in second.log_path.read_text()
    finally:
        second.stop()


def test_sigterm_mid_job_requeues_it_for_the_next_start(tmp_path, kit, seed_pdf):
    first = kit.start_service(tmp_path, **SLOW)
    try:
        with kit.client_for(first.url, "alice") as client:
            job = kit.check(kit.upload(client, seed_pdf), 201)["data"]
            kit.wait_for(client, job["job_id"], lambda j: j["status"] == "running")
        started = time.monotonic()
        first.stop()
        assert time.monotonic() - started < 10  # shutdown does not wait for the job
    finally:
        first.stop()
    store = JobStore.open(f"sqlite:///{tmp_path / 'jobs.sqlite3'}")
    assert store.get(job["job_id"]).status is JobStatus.PENDING
    second = kit.start_service(tmp_path, **SLOW)
    try:
        with kit.client_for(second.url, "alice") as client:
            done = kit.wait_for(client, job["job_id"], kit.terminal, timeout_s=30)
            assert done["status"] == "completed", done
    finally:
        second.stop()

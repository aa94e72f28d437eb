"""Queue behaviour with a slow engine (real engine after a 5 s pause, one worker, queue of 2):
429 when full, 409 for results of unfinished jobs, Retry-After while waiting, DELETE cancels."""

from __future__ import annotations

import pytest

from po_pipeline.service.models import HealthEnvelope, JobEnvelope

MAX_QUEUE = 2


@pytest.fixture(scope="module")
def slow(tmp_path_factory, kit):
    svc = kit.start_service(
        tmp_path_factory.mktemp("svc-slow"),
        workers=1,
        max_queue=MAX_QUEUE,
        engine="engines:slow_extract",
        # Long enough that the single worker is still on its first job when the queue is
        # read back, however loaded the machine (at 2 s a busy test run saw it take a second).
        env={"PO_TEST_ENGINE_DELAY_S": "5"},
    )
    yield svc
    svc.stop()


@pytest.fixture()
def client(slow, kit):
    with kit.client_for(slow.url, "alice") as client:
        yield client
        # Leave an empty queue for the next test.
        for job in client.get("/api/v1/jobs", params={"limit": 1000}).json()["data"]:
            if job["status"] in {"pending", "running"}:
                client.delete(f"/api/v1/jobs/{job['job_id']}")


def test_unfinished_job_has_retry_after_and_its_result_is_409(client, kit, seed_pdf):
    job = kit.check(kit.upload(client, seed_pdf), 201, JobEnvelope)["data"]
    running = kit.wait_for(client, job["job_id"], lambda j: j["status"] == "running")
    assert running["started_at"].endswith("Z") and running["poll_url"]
    polled = client.get(f"/api/v1/jobs/{job['job_id']}")
    assert polled.headers["Retry-After"] == "1"
    body = kit.check(client.get(f"/api/v1/jobs/{job['job_id']}/result"), 409)
    assert body["error"]["code"] == "job_not_completed"
    done = kit.wait_for(client, job["job_id"], kit.terminal)
    assert done["status"] == "completed" and done["progress"] == 100
    kit.check(client.get(done["result_url"]), 200)


def test_full_queue_is_429_with_retry_after_but_replays_still_answer(client, kit, seed_pdf):
    accepted, refused = [], None
    for n in range(MAX_QUEUE + 3):
        response = kit.upload(client, seed_pdf + b"%" + str(n).encode(), key=f"fill-{n}")
        if response.status_code == 429:
            refused = response
            break
        accepted.append(kit.check(response, 201)["data"])
    assert refused is not None, "queue never filled"
    # MAX_QUEUE pending, plus at most one the single worker already took.
    assert MAX_QUEUE <= len(accepted) <= MAX_QUEUE + 1
    body = kit.check(refused, 429)
    assert body["error"]["code"] == "queue_full"
    assert refused.headers["Retry-After"] == "5"
    # Every accepted job is waiting or on the single worker (none is done: each takes 5 s).
    # The worker may take one between the refusal and this read: waiting then drops by one.
    health = kit.check(client.get("/healthz"), 200, HealthEnvelope)["data"]
    assert health["running"] <= 1 and health["queue"] <= MAX_QUEUE
    assert health["queue"] + health["running"] == len(accepted)
    # An idempotent replay is not new work: it is answered even when the queue is full.
    first = accepted[0]
    replay = kit.upload(client, seed_pdf + b"%0", key="fill-0")
    assert kit.check(replay, 200)["data"]["job_id"] == first["job_id"]


def test_delete_cancels_pending_and_running_jobs(client, kit, seed_pdf):
    first = kit.check(kit.upload(client, seed_pdf + b"%a"), 201)["data"]
    second = kit.check(kit.upload(client, seed_pdf + b"%b"), 201)["data"]
    kit.wait_for(client, first["job_id"], lambda j: j["status"] == "running")
    for job in (second, first):  # pending, then running
        assert client.delete(f"/api/v1/jobs/{job['job_id']}").status_code == 204
        cancelled = kit.check(client.get(f"/api/v1/jobs/{job['job_id']}"), 200)["data"]
        assert cancelled["status"] == "cancelled" and cancelled["completed_at"]
        assert "poll_url" not in cancelled and "result_url" not in cancelled
        assert kit.check(client.get(f"/api/v1/jobs/{job['job_id']}/result"), 409)
    # The worker gives the cancelled job up at its next page and takes the next one.
    third = kit.check(kit.upload(client, seed_pdf + b"%c"), 201)["data"]
    kit.wait_for(client, third["job_id"], lambda j: j["status"] == "running", timeout_s=5)
    assert kit.check(client.get(f"/api/v1/jobs/{first['job_id']}"), 200)["data"]["status"] == (
        "cancelled"
    )
    # Deleting a cancelled (finished) job removes it.
    assert client.delete(f"/api/v1/jobs/{first['job_id']}").status_code == 204
    assert kit.check(client.get(f"/api/v1/jobs/{first['job_id']}"), 404)

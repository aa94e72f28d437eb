"""`GET /api/v1/jobs?ids=...&wait=S`, the long poll, against a real service (simulated
latency, one worker, so a job runs for a known while): held while every job asked about is
pending or running, answered as soon as one of them ends (with its result when asked), at
once when one has ended already or none of them is the caller's, after S seconds with the
jobs as they are then; `wait` is bounded, and needs `ids`."""

from __future__ import annotations

import time

import pytest

from po_pipeline.service.models import JobListEnvelope
from po_pipeline.service.waiting import MAX_WAIT_S

LATENCY_S = 1.5
LONG_WAIT_S = 25.0  # far longer than a job: an answer before it is one a job's end released


@pytest.fixture(scope="module")
def simulated(tmp_path_factory, kit):
    svc = kit.start_service(
        tmp_path_factory.mktemp("svc-long-poll"), workers=1, simulate_latency=LATENCY_S
    )
    yield svc
    svc.stop()


def _new_job(client, kit, pdf: bytes, marker: bytes) -> str:
    return kit.check(kit.upload(client, pdf + marker), 201)["data"]["job_id"]


def _long_poll(client, *ids: str, wait: float, **params: str):
    started = time.monotonic()
    response = client.get(
        "/api/v1/jobs", params={"ids": ",".join(ids), "wait": str(wait), **params}, timeout=60
    )
    return response, time.monotonic() - started


def test_a_long_poll_is_answered_when_a_job_it_asks_about_ends(simulated, kit, seed_pdf):
    with kit.client_for(simulated.url, "alice") as alice:
        first = _new_job(alice, kit, seed_pdf, b"%lp1")
        second = _new_job(alice, kit, seed_pdf, b"%lp2")  # queued behind the first
        kit.wait_for(alice, first, lambda job: job["status"] == "running")
        response, took = _long_poll(alice, second, first, wait=LONG_WAIT_S, include="result")
        body = kit.check(response, 200, JobListEnvelope)
    by_id = {job["job_id"]: job for job in body["data"]}
    assert by_id[first]["status"] == "completed"
    assert by_id[first]["result"]["engine"]["name"] == "simulated"
    assert by_id[second]["status"] in ("pending", "running")
    assert response.headers["Retry-After"] in ("1", "2")  # the second is still unfinished
    assert took < LONG_WAIT_S / 2


def test_a_long_poll_without_an_end_answers_after_its_wait(simulated, kit, seed_pdf):
    with kit.client_for(simulated.url, "alice") as alice:
        job = _new_job(alice, kit, seed_pdf, b"%lp3")
        kit.wait_for(alice, job, lambda j: j["status"] == "running")
        response, took = _long_poll(alice, job, wait=0.3)
        body = kit.check(response, 200, JobListEnvelope)
        kit.wait_for(alice, job, kit.terminal)
    assert [j["status"] for j in body["data"]] == ["running"]
    assert took >= 0.3
    assert response.headers["Retry-After"] == "1"


def test_a_long_poll_over_an_ended_job_or_none_of_the_callers_answers_at_once(
    simulated, kit, seed_pdf
):
    with (
        kit.client_for(simulated.url, "alice") as alice,
        kit.client_for(simulated.url, "bob") as bob,
    ):
        done = _new_job(alice, kit, seed_pdf, b"%lp4")
        kit.wait_for(alice, done, kit.terminal)
        running = _new_job(alice, kit, seed_pdf, b"%lp5")
        kit.wait_for(alice, running, lambda j: j["status"] == "running")
        ended, took_ended = _long_poll(alice, running, done, wait=LONG_WAIT_S)
        others, took_others = _long_poll(bob, running, wait=LONG_WAIT_S)
        assert [j["job_id"] for j in kit.check(ended, 200)["data"]] == [running, done]
        assert kit.check(others, 200)["data"] == []
        kit.wait_for(alice, running, kit.terminal)
    assert took_ended < LONG_WAIT_S / 2 and took_others < LONG_WAIT_S / 2


@pytest.mark.parametrize("wait", ["-1", str(MAX_WAIT_S + 1), "soon"])
def test_wait_is_bounded(simulated, kit, wait):
    with kit.client_for(simulated.url, "alice") as alice:
        body = kit.check(alice.get("/api/v1/jobs", params={"ids": "job_x", "wait": wait}), 422)
    assert body["error"]["code"] == "validation_error" and "wait" in body["error"]["message"]


def test_wait_needs_ids(simulated, kit):
    with kit.client_for(simulated.url, "alice") as alice:
        body = kit.check(alice.get("/api/v1/jobs", params={"wait": "1"}), 422)
    assert body["error"]["code"] == "wait_without_ids"

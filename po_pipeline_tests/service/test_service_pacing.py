"""Pacing the polls: every unfinished job says when to ask about it again (`retry_after`:
its answer's Retry-After), and in a job list asked by ids a pending job's estimate grows
with its place in the queue at the pace jobs have been finishing, so that a client polling
many jobs does not ask about the back of the queue every second. The pace itself, on an
injected clock."""

from __future__ import annotations

import pytest

from po_pipeline.service.models import JobEnvelope, JobListEnvelope
from po_pipeline.service.pacing import MAX_RETRY_AFTER_S, Pace, queued_seconds

LATENCY_S = 0.25


class Ticks:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_pace_counts_the_latest_run_of_endings_only() -> None:
    clock = Ticks()
    pace = Pace(keep=4, least=3, max_gap_s=2.0, clock=clock)
    assert pace.seconds_per_job() is None
    for _ in range(2):
        pace.ended()
        clock.now += 0.5
    assert pace.seconds_per_job() is None  # two endings: not yet
    pace.ended(2)  # two at once (both workers)
    assert pace.seconds_per_job() == pytest.approx(1.0 / 3)
    clock.now += 1.0
    pace.ended()
    # Only the last four endings count: 100.5, 101.0, 101.0, 102.0.
    assert pace.seconds_per_job() == pytest.approx(1.5 / 3)
    clock.now += 2.1
    assert pace.seconds_per_job() is None  # nothing ended for over 2 s: idle, or slow jobs
    # After an idle spell the spell is not counted: the new run starts afresh.
    clock.now += 60.0
    for _ in range(3):
        pace.ended()
        clock.now += 0.1
    assert pace.seconds_per_job() == pytest.approx(0.1)


@pytest.mark.parametrize(
    ("position", "seconds_per_job", "expected"),
    [
        (0, 0.02, 1),  # next in line: never less than 1 s
        (60, 0.02, 1),
        (200, 0.02, 3),  # three quarters of its 4 s, rounded down: before its turn
        (40, 0.5, 15),
        (5000, 0.5, MAX_RETRY_AFTER_S),  # never more than 30 s
    ],
)
def test_a_queued_jobs_estimate(position: int, seconds_per_job: float, expected: int) -> None:
    assert queued_seconds(position, seconds_per_job) == expected


@pytest.fixture(scope="module")
def simulated(tmp_path_factory, kit):
    svc = kit.start_service(
        tmp_path_factory.mktemp("svc-pacing"), workers=1, simulate_latency=LATENCY_S
    )
    yield svc
    svc.stop()


def test_a_job_list_paces_each_pending_job_by_its_place_in_the_queue(simulated, kit, seed_pdf):
    with kit.client_for(simulated.url, "alice") as alice:
        warm = [kit.check(kit.upload(alice, seed_pdf + b"%%w%d" % n), 201) for n in range(5)]
        kit.wait_for(alice, warm[-1]["data"]["job_id"], kit.terminal)  # the pace is known
        done = warm[-1]["data"]["job_id"]
        queued = [
            kit.check(kit.upload(alice, seed_pdf + b"%%q%d" % n), 201)["data"]["job_id"]
            for n in range(24)
        ]
        answer = alice.get("/api/v1/jobs", params={"ids": ",".join([done, *queued])})
        body = kit.check(answer, 200, JobListEnvelope)
        jobs = {job["job_id"]: job for job in body["data"]}
        last = queued[-1]
        single = alice.get(f"/api/v1/jobs/{last}")
        alone = kit.check(single, 200, JobEnvelope)["data"]
    assert "retry_after" not in jobs[done]
    waiting = [jobs[job_id] for job_id in queued if jobs[job_id]["status"] == "pending"]
    assert len(waiting) >= 10, [jobs[j]["status"] for j in queued]
    estimates = [job["retry_after"] for job in waiting]
    assert estimates == sorted(estimates)  # the further back, the later
    assert estimates[0] == 1 and 2 <= estimates[-1] <= MAX_RETRY_AFTER_S, estimates
    for job in jobs.values():
        if job["status"] == "running":
            assert job["retry_after"] == 1
    # The header stays the soonest wait of the list, as before.
    assert answer.headers["Retry-After"] in ("1", "2")
    # A job's own answer: its retry_after is that answer's Retry-After.
    if alone["status"] == "pending":
        assert alone["retry_after"] == int(single.headers["Retry-After"]) == 2

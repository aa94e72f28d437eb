"""`GET /api/v1/jobs?ids=a,b,c`: many jobs' states in one answer, against a real service
(simulated latency, so jobs stay running for a known while): the order asked, the same job
views as the single-job route, unknown and other tokens' ids left out, the soonest
Retry-After of the unfinished jobs, too many or no ids refused with a clear 422, the
same authentication as every other route, and with `include=result` each completed job's
result in the answer, exactly as its result route serves it."""

from __future__ import annotations

import pytest

from po_pipeline.service.list_route import MAX_BATCH_IDS
from po_pipeline.service.models import JobEnvelope, JobListEnvelope, ResultEnvelope

LATENCY_S = 2.0
UNKNOWN = "job_" + "0" * 24


@pytest.fixture(scope="module")
def simulated(tmp_path_factory, kit):
    svc = kit.start_service(
        tmp_path_factory.mktemp("svc-batch"), workers=1, simulate_latency=LATENCY_S
    )
    yield svc
    svc.stop()


@pytest.fixture(scope="module")
def jobs(simulated, kit, seed_pdf):
    """alice's jobs: one completed, then one running and one pending behind it; bob's one."""
    with (
        kit.client_for(simulated.url, "alice") as alice,
        kit.client_for(simulated.url, "bob") as bob,
    ):
        done = kit.check(kit.upload(alice, seed_pdf + b"%b0"), 201)["data"]["job_id"]
        kit.wait_for(alice, done, kit.terminal)
        running = kit.check(kit.upload(alice, seed_pdf + b"%b1"), 201)["data"]["job_id"]
        pending = kit.check(kit.upload(alice, seed_pdf + b"%b2"), 201)["data"]["job_id"]
        kit.wait_for(alice, running, lambda job: job["status"] == "running")
        bobs = kit.check(kit.upload(bob, seed_pdf + b"%b3"), 201)["data"]["job_id"]
    return {"done": done, "running": running, "pending": pending, "bobs": bobs}


def _batch(client, *ids: str, **params: str):
    return client.get("/api/v1/jobs", params={"ids": ",".join(ids), **params})


def test_batch_answers_each_known_job_in_the_order_asked(simulated, jobs, kit):
    asked = [jobs["pending"], UNKNOWN, jobs["done"], jobs["bobs"], jobs["running"], jobs["done"]]
    with kit.client_for(simulated.url, "alice") as alice:
        response = _batch(alice, *asked)
        body = kit.check(response, 200, JobListEnvelope)
        singles = {
            job_id: kit.check(alice.get(f"/api/v1/jobs/{job_id}"), 200, JobEnvelope)["data"]
            for job_id in (jobs["pending"], jobs["done"])
        }
    listed = [job["job_id"] for job in body["data"]]
    assert listed == [jobs["pending"], jobs["done"], jobs["running"]]
    by_id = {job["job_id"]: job for job in body["data"]}
    assert by_id[jobs["done"]] == singles[jobs["done"]]
    assert by_id[jobs["done"]]["status"] == "completed" and by_id[jobs["done"]]["result_url"]
    assert by_id[jobs["pending"]]["poll_url"].endswith(f"/api/v1/jobs/{jobs['pending']}")
    assert by_id[jobs["running"]]["status"] == "running"
    assert response.headers["Retry-After"] == "1"  # the running job's, the soonest


def test_batch_of_finished_jobs_has_no_retry_after(simulated, jobs, kit):
    with kit.client_for(simulated.url, "alice") as alice:
        response = _batch(alice, jobs["done"])
        assert [j["status"] for j in kit.check(response, 200)["data"]] == ["completed"]
    assert "Retry-After" not in response.headers


def test_batch_applies_the_other_filters(simulated, jobs, kit):
    with kit.client_for(simulated.url, "alice") as alice:
        body = kit.check(_batch(alice, jobs["done"], jobs["running"], status="completed"), 200)
    assert [job["job_id"] for job in body["data"]] == [jobs["done"]]


@pytest.mark.parametrize(
    ("ids", "code", "words"),
    [
        ([f"job_{n:024x}" for n in range(MAX_BATCH_IDS + 1)], "too_many_ids", "at most 100"),
        ([" ", ""], "no_ids", "ids is empty"),
    ],
)
def test_too_many_or_no_ids_is_422_with_a_clear_error(simulated, kit, ids, code, words):
    with kit.client_for(simulated.url, "alice") as alice:
        body = kit.check(_batch(alice, *ids), 422)
    assert body["error"]["code"] == code and words in body["error"]["message"]


def test_the_most_ids_allowed_are_answered(simulated, jobs, kit):
    ids = [jobs["done"], *(f"job_{n:024x}" for n in range(1, MAX_BATCH_IDS))]
    with kit.client_for(simulated.url, "alice") as alice:
        body = kit.check(_batch(alice, *ids), 200)
    assert [job["job_id"] for job in body["data"]] == [jobs["done"]]


def test_batch_needs_a_token_and_shows_only_the_callers_jobs(simulated, jobs, kit):
    with kit.client_for(simulated.url, None) as anonymous:
        assert kit.check(_batch(anonymous, jobs["done"]), 401)["error"]["code"] == "unauthorized"
    with kit.client_for(simulated.url, "bob") as bob:
        body = kit.check(_batch(bob, jobs["done"], jobs["running"], jobs["bobs"]), 200)
    assert [job["job_id"] for job in body["data"]] == [jobs["bobs"]]


def test_include_result_puts_each_completed_jobs_result_in_the_answer(simulated, jobs, kit):
    asked = [jobs["done"], jobs["running"], jobs["pending"]]
    with kit.client_for(simulated.url, "alice") as alice:
        body = kit.check(_batch(alice, *asked, include="result"), 200, JobListEnvelope)
        plain = kit.check(_batch(alice, *asked), 200, JobListEnvelope)
        single = kit.check(alice.get(f"/api/v1/jobs/{jobs['done']}"), 200, JobEnvelope)
        result = kit.check(alice.get(f"/api/v1/jobs/{jobs['done']}/result"), 200, ResultEnvelope)
    by_id = {job["job_id"]: job for job in body["data"]}
    assert by_id[jobs["done"]]["result"] == result["data"]
    assert result["data"]["engine"]["name"] == "simulated"
    assert {k: v for k, v in by_id[jobs["done"]].items() if k != "result"} == single["data"]
    assert "result" not in by_id[jobs["running"]] and "result" not in by_id[jobs["pending"]]
    assert all("result" not in job for job in plain["data"])
    assert "result" not in single["data"]


def test_results_past_the_inline_budget_are_left_to_their_result_url(monkeypatch):
    """An answer carries at most INLINE_RESULTS_BYTES of results; a completed job past it is
    listed with its result_url only (the client then fetches that one)."""
    import json
    from datetime import UTC, datetime

    from po_pipeline.service import views
    from po_pipeline.service.models import JobStatus
    from po_pipeline.service.store import JobRecord

    class Urls:
        def poll(self, job_id: str) -> str:
            return f"/poll/{job_id}"

        def result(self, job_id: str) -> str:
            return f"/result/{job_id}"

    at = datetime(2026, 3, 1, tzinfo=UTC)

    def job(n: int) -> JobRecord:
        return JobRecord(
            f"job_{n:024x}", "alice", JobStatus.COMPLETED, 100, 1, None, "0" * 64, None, None,
            at, at, at, None, None, None, None, 1,
        )  # fmt: skip

    raw = json.dumps({"results": {"Page_1": {"total": "1.00"}}, "pad": "x" * 400})
    monkeypatch.setattr(views, "INLINE_RESULTS_BYTES", 2 * len(raw) + 10)
    listed = json.loads(
        views.jobs_with_results_json(Urls(), [job(1), job(2), job(3)], {
            job(n).job_id: raw for n in (1, 2, 3)
        })
    )  # fmt: skip
    assert ["result" in j for j in listed] == [True, True, False]
    assert listed[2]["result_url"] == f"/result/{job(3).job_id}"
    assert listed[0]["result"] == json.loads(raw)

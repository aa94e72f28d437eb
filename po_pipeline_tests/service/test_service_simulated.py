"""`po-pipeline serve --simulate-latency L` (benchmark only): a real service whose jobs sleep
L seconds and complete with a made-up result the pipeline accepts, without touching the
engine; and nothing turns the mode on unless asked."""

from __future__ import annotations

from datetime import datetime

import pytest
from click.testing import CliRunner

from po_pipeline.pipeline.validation import Accepted, Gate, validate_result
from po_pipeline.service.commands import serve
from po_pipeline.service.models import JobEnvelope, ResultEnvelope
from po_pipeline.service.settings import ServiceSettings
from po_pipeline.service.simulated import simulated_result

LATENCY_S = 1.5


@pytest.fixture(scope="module")
def simulated(tmp_path_factory, kit):
    # An engine that does not exist: a job that reached it would fail with engine_error.
    svc = kit.start_service(
        tmp_path_factory.mktemp("svc-simulated"),
        workers=2,
        engine="engines:no_such_engine",
        simulate_latency=LATENCY_S,
    )
    yield svc
    svc.stop()


def _at(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


def test_a_job_completes_after_the_latency_without_the_engine(simulated, kit, seed_pdf):
    with kit.client_for(simulated.url, "alice") as client:
        created = kit.check(kit.upload(client, seed_pdf + b"%sim1"), 201, JobEnvelope)["data"]
        assert created["status"] == "pending"
        job = kit.wait_for(client, created["job_id"], kit.terminal)
        assert job["status"] == "completed", job
        assert (_at(job["completed_at"]) - _at(job["started_at"])).total_seconds() >= LATENCY_S
        result = kit.check(client.get(job["result_url"]), 200, ResultEnvelope)["data"]
    assert result["engine"]["name"] == "simulated"
    assert result == simulated_result(created["job_id"])
    assert "simulated latency" in simulated.log_tail(200).lower()


def test_the_simulated_result_clears_validation_with_a_distinct_order_number() -> None:
    gate = Gate.load("")
    first, second = simulated_result("job_" + "a" * 24), simulated_result("job_" + "b" * 24)
    verdicts = [validate_result(first, gate), validate_result(second, gate)]
    assert all(isinstance(v, Accepted) for v in verdicts), verdicts
    assert verdicts[0].order_number != verdicts[1].order_number


def test_simulation_is_off_unless_asked(tmp_path) -> None:
    assert ServiceSettings(data_dir=tmp_path, tokens={"a": "b"}).simulate_latency_s is None
    option = next(p for p in serve.params if p.name == "simulate_latency")
    assert option.default is None
    help_text = CliRunner().invoke(serve, ["--help"]).output
    assert "--simulate-latency SECONDS" in help_text and "BENCHMARK ONLY" in help_text

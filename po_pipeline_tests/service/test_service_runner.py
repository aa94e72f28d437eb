"""The worker-side job runner, in-process: a handed-over job becomes `running` only when the
runner starts it (and not at all if it was cancelled or taken back meanwhile), per-page
progress reaches the store, cancellation and re-claims stop the run between pages, the
runner stores the job's end itself, and engine refusals become failed jobs."""

from __future__ import annotations

import json

import pytest

from po_pipeline.service import runner
from po_pipeline.service.models import JobStatus
from po_pipeline.service.runner import OutcomeKind
from po_pipeline.service.store import JobStore
from po_pipeline.sqlengine import make_engine


class RecordingStore(JobStore):
    """Records progress reports; can cancel the job after a given page."""

    def __init__(self, url: str, cancel_after: int | None = None) -> None:
        super().__init__(make_engine(url))
        self.seen: list[tuple[int, int]] = []
        self.cancel_after = cancel_after

    def report_progress(self, job_id, run_token, *, progress, pages):
        self.seen.append((progress, pages))
        if self.cancel_after is not None and len(self.seen) >= self.cancel_after:
            self.cancel(job_id, owner="alice")
        return super().report_progress(job_id, run_token, progress=progress, pages=pages)


@pytest.fixture()
def claimed(tmp_path, kit):
    """A job handed over (still pending) on a 4-page PDF, and a factory for its JobSpec."""
    url = f"sqlite:///{tmp_path / 'jobs.sqlite3'}"
    store = JobStore.open(url)
    store.create(
        job_id="job_" + "a" * 24,
        owner="alice",
        content_sha256="x",
        idempotency_key=None,
        filename=None,
        schema_json=None,
        max_pending=5,
    )
    job = store.hand_over_next("token-1")
    assert job.status is JobStatus.PENDING and store.hand_over_next("token-2") is None
    pdf = tmp_path / "upload.pdf"
    pdf.write_bytes(kit.make_pdf(pages=4))

    def spec(**overrides):
        values = dict(
            job_id=job.job_id,
            run_token="token-1",
            upload_path=str(pdf),
            schema=None,
            store_url=url,
            engine="po_pipeline.engine:extract_pdf",
            max_pages=50,
            max_bytes=20 * 2**20,
            timeout_s=60.0,
        )
        return runner.JobSpec(**{**values, **overrides})

    yield url, store, job, spec
    runner._stores.pop(url, None)


def test_progress_is_reported_per_page_but_the_last(claimed):
    """The last page is not reported: the result is stored right after it (100%)."""
    url, store, job, spec = claimed
    recording = runner._stores[url] = RecordingStore(url)
    outcome = runner.run_job(spec())
    assert outcome.kind is OutcomeKind.COMPLETED and outcome.pages == 4
    assert recording.seen == [(25, 4), (50, 4), (75, 4)]
    assert store.get(job.job_id).worker_pid is None  # ended: no worker holds it


def test_the_runner_stores_the_result_before_it_returns(claimed):
    """The worker writes its job's end itself, before it can take the next job: with one
    worker, no job shows as running while the one before it still does. Only a small
    outcome goes back through the pool, not the result."""
    url, store, job, spec = claimed
    runner._stores[url] = RecordingStore(url)
    outcome = runner.run_job(spec())
    assert outcome.kind is OutcomeKind.COMPLETED and outcome.recorded
    record = store.get(job.job_id)
    assert record.status is JobStatus.COMPLETED and record.progress == 100
    assert record.pages == 4 and record.run_token is None
    assert json.loads(store.result_json(job.job_id))["pages"] == 4
    assert not hasattr(outcome, "result_json")


def test_a_result_that_lost_the_race_to_a_cancel_is_not_recorded(claimed):
    """A cancel that lands after the last page wins: the result is not stored."""
    url, store, job, spec = claimed

    class CancelledAtTheEnd(RecordingStore):
        def complete_json(self, job_id, run_token, result_json, *, pages):
            self.cancel(job_id, owner="alice")
            return super().complete_json(job_id, run_token, result_json, pages=pages)

    runner._stores[url] = CancelledAtTheEnd(url)
    outcome = runner.run_job(spec())
    assert outcome.kind is OutcomeKind.COMPLETED and not outcome.recorded
    assert store.get(job.job_id).status is JobStatus.CANCELLED
    assert store.result_json(job.job_id) is None


def test_cancel_between_pages_stops_the_run(claimed):
    url, store, job, spec = claimed
    runner._stores[url] = RecordingStore(url, cancel_after=2)
    outcome = runner.run_job(spec())
    assert outcome.kind is OutcomeKind.STOPPED
    assert store.get(job.job_id).status is JobStatus.CANCELLED


def test_the_runner_marks_the_job_running_when_it_starts(claimed):
    url, store, job, spec = claimed
    seen = []

    class Watching(RecordingStore):
        def report_progress(self, job_id, run_token, *, progress, pages):
            seen.append(store.get(job_id))
            return super().report_progress(job_id, run_token, progress=progress, pages=pages)

    runner._stores[url] = Watching(url)
    assert store.get(job.job_id).started_at is None
    assert runner.run_job(spec()).kind is OutcomeKind.COMPLETED
    first = seen[0]
    assert first.status is JobStatus.RUNNING and first.started_at and first.attempts == 1
    assert first.worker_pid is not None


def test_a_job_cancelled_or_taken_back_before_its_start_never_runs(claimed):
    url, store, job, spec = claimed
    runner._stores[url] = recording = RecordingStore(url)
    assert store.release(job.job_id, "token-1")
    assert runner.run_job(spec()).kind is OutcomeKind.STOPPED
    assert store.get(job.job_id).status is JobStatus.PENDING and recording.seen == []
    again = store.hand_over(job.job_id, "token-2")
    assert again is not None and store.cancel(job.job_id, owner="alice")
    assert runner.run_job(spec(run_token="token-2")).kind is OutcomeKind.STOPPED
    record = store.get(job.job_id)
    assert record.status is JobStatus.CANCELLED and record.started_at is None
    assert record.attempts == 0 and recording.seen == []


def test_a_stale_run_token_never_starts(claimed):
    _, store, job, spec = claimed
    assert runner.run_job(spec(run_token="token-of-a-dead-service")).kind is OutcomeKind.STOPPED
    assert store.get(job.job_id).status is JobStatus.PENDING
    # Nor can the stale token complete or fail the job.
    assert not store.complete(job.job_id, "token-of-a-dead-service", {"pages": 1})
    assert not store.fail(job.job_id, "token-of-a-dead-service", code="x", message="y")


@pytest.mark.parametrize(
    ("overrides", "code"),
    [
        ({"max_pages": 3}, "too_many_pages"),
        ({"timeout_s": 1e-9}, "timeout"),
        ({"upload_path": "/nonexistent/job.pdf"}, "upload_missing"),
        ({"engine": "po_pipeline.engine:no_such_function"}, "engine_error"),
    ],
)
def test_engine_refusals_become_failed_jobs(claimed, overrides, code):
    _, store, job, spec = claimed
    outcome = runner.run_job(spec(**overrides))
    assert outcome.kind is OutcomeKind.FAILED and outcome.code == code, outcome
    assert outcome.message and outcome.recorded
    record = store.get(job.job_id)
    assert record.status is JobStatus.FAILED and record.error_code == code
    assert record.error_message == outcome.message


def test_default_schema_is_parsed_once_per_worker_and_again_when_the_file_changes(
    tmp_path, monkeypatch
):
    from po_pipeline import field_schema as schema_module  # noqa: PLC0415
    from po_pipeline.field_schema import DEFAULT_SCHEMA_PATH, SCHEMA_ENV_VAR  # noqa: PLC0415

    schema_file = tmp_path / "fields.yaml"
    schema_file.write_text(DEFAULT_SCHEMA_PATH.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setenv(SCHEMA_ENV_VAR, str(schema_file))
    monkeypatch.setattr(schema_module, "_CACHE", {})
    first = runner.build_schema(None)
    assert runner.build_schema(None) is first  # no second YAML parse
    schema_file.write_text(schema_file.read_text(encoding="utf-8") + "\n# edited\n")
    assert runner.build_schema(None) is not first
    monkeypatch.setenv(SCHEMA_ENV_VAR, str(tmp_path / "missing.yaml"))
    assert runner.build_schema(None) is None  # the engine reports the unreadable file


def test_an_outcome_crosses_the_process_pool_as_it_was_made() -> None:
    """Outcomes travel back from the worker processes pickled."""
    import pickle

    from po_pipeline.service.runner import Outcome

    for outcome in (
        Outcome(OutcomeKind.COMPLETED, recorded=True, pages=1),
        Outcome(OutcomeKind.FAILED, recorded=False, code="timeout", message="too slow"),
        Outcome.stopped("cancelled"),
    ):
        assert pickle.loads(pickle.dumps(outcome)) == outcome

"""The worker-side job runner, in-process: a handed-over job becomes `running` only when the
runner starts it (and not at all if it was cancelled or taken back meanwhile), per-page
progress reaches the store, cancellation and re-claims stop the run between pages, engine
refusals become failed outcomes, and a worker's next start stores its last job's end if the
dispatcher has not yet."""

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
    runner._last_end.pop(url, None)


def test_progress_is_reported_per_page_but_the_last(claimed):
    """The last page is not reported: the result is stored right after it (100%)."""
    url, store, job, spec = claimed
    recording = runner._stores[url] = RecordingStore(url)
    outcome = runner.run_job(spec())
    assert outcome.kind is OutcomeKind.COMPLETED and outcome.result["pages"] == 4
    assert recording.seen == [(25, 4), (50, 4), (75, 4)]
    assert store.get(job.job_id).progress == 75  # 100 only once the result is stored
    assert store.get(job.job_id).worker_pid is not None


def test_a_completed_outcome_carries_the_result_as_the_text_the_store_keeps(claimed):
    """The worker sends back the result encoded once, as stored: the dispatcher's side neither
    unpickles the structure nor encodes it again; the store keeps that very text."""
    url, store, job, spec = claimed
    runner._stores[url] = RecordingStore(url)
    outcome = runner.run_job(spec())
    assert isinstance(outcome.result_json, str) and outcome.pages == 4
    assert json.loads(outcome.result_json)["pages"] == 4
    assert not store.complete_json(job.job_id, "token-2", outcome.result_json, pages=4)
    assert store.complete_json(job.job_id, "token-1", outcome.result_json, pages=4)
    assert store.result_json(job.job_id) == outcome.result_json
    assert store.get(job.job_id).pages == 4


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
def test_engine_refusals_become_failed_outcomes(claimed, overrides, code):
    *_, spec = claimed
    outcome = runner.run_job(spec(**overrides))
    assert outcome.kind is OutcomeKind.FAILED and outcome.code == code, outcome
    assert outcome.message


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
        Outcome.completed({"pages": 1}),
        Outcome.failed("timeout", "too slow"),
        Outcome.stopped("cancelled"),
    ):
        assert pickle.loads(pickle.dumps(outcome)) == outcome


def _second_job(store: JobStore, token: str) -> str:
    store.create(
        job_id="job_" + "b" * 24,
        owner="alice",
        content_sha256="y",
        idempotency_key=None,
        filename=None,
        schema_json=None,
        max_pending=5,
    )
    return store.hand_over_next(token).job_id


@pytest.mark.parametrize("fails", [False, True])
def test_a_workers_next_start_stores_its_last_jobs_end_with_it(claimed, fails):
    """The dispatcher has not stored the first job's end yet when the worker starts its
    next job: the start stores it in the same transaction, so nobody sees the worker
    running two jobs; the dispatcher's own write then moves nothing."""
    url, store, job, spec = claimed
    first = runner.run_job(spec(**({"max_pages": 3} if fails else {})))
    assert first.kind is (OutcomeKind.FAILED if fails else OutcomeKind.COMPLETED)
    assert store.get(job.job_id).status is JobStatus.RUNNING  # nothing stored it yet
    second = _second_job(store, "token-2")
    seen = []

    class Watching(JobStore):
        def report_progress(self, job_id, run_token, *, progress, pages):
            seen.append((store.get(job.job_id).status, store.get(job_id).status))
            return super().report_progress(job_id, run_token, progress=progress, pages=pages)

    runner._stores[url] = Watching(make_engine(url))
    assert runner.run_job(spec(job_id=second, run_token="token-2")).kind is OutcomeKind.COMPLETED
    ended = JobStatus.FAILED if fails else JobStatus.COMPLETED
    assert seen and all(s == (ended, JobStatus.RUNNING) for s in seen)
    record = store.get(job.job_id)
    assert record.status is ended and record.run_token is None
    if fails:
        assert record.error_code == "too_many_pages"
        assert not store.fail(job.job_id, "token-1", code=first.code, message=first.message)
    else:
        assert store.result_json(job.job_id) == first.result_json and record.pages == 4
        assert not store.complete_json(job.job_id, "token-1", first.result_json, pages=4)


def test_an_end_the_dispatcher_stored_first_is_not_stored_again(claimed):
    url, store, job, spec = claimed
    first = runner.run_job(spec())
    assert store.complete_json(job.job_id, "token-1", first.result_json, pages=first.pages)
    stored = store.get(job.job_id)
    second = _second_job(store, "token-2")
    assert runner.run_job(spec(job_id=second, run_token="token-2")).kind is OutcomeKind.COMPLETED
    again = store.get(job.job_id)
    assert again.status is JobStatus.COMPLETED and again.completed_at == stored.completed_at

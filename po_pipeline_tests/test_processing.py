"""The submit/poll processor against a scripted backend (the protocol, not the wire: the
wire is covered by the client tests and the end-to-end run): sliding in-flight window,
Retry-After pacing, bounded polling that the next run resumes, deadline, poll failures,
remote failures, recovery of interrupted submits, progress lines at a sane rate, and the
trust gate: a low-confidence
result waits in needs_review with its candidates, for the operator and the warehouse."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from po_pipeline.defs.resources import ExtractionResource
from po_pipeline.extraction.base import (
    PollFailed,
    SubmissionRejected,
    SubmitRequest,
    TaskLost,
    TaskState,
    TaskStatus,
)
from po_pipeline.ledger import DocumentStatus, Ledger, Move
from po_pipeline.pipeline.processing import Processor

S = DocumentStatus
PARTITION = "2026-11-30"


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 30, 8, 0, tzinfo=UTC)
        self.sleeps: list[float] = []

    def __call__(self) -> datetime:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += timedelta(seconds=seconds)


@dataclass
class ScriptedBackend:
    """Tasks finish after `polls_to_finish` status calls; `script` overrides per document."""

    idempotent_submit: bool = True
    polls_to_finish: int = 1
    retry_after: float | None = None
    poll_errors: int = 0  # the first N status calls fail
    fail_with: tuple[str, str] | None = None
    read_files: bool = False  # read the upload from disk, as real backends do
    result: Mapping[str, Any] | None = None  # what every task returns, instead of the default
    name: str = "scripted"
    submitted: list[SubmitRequest] = field(default_factory=list)
    polls: dict[str, int] = field(default_factory=dict)
    open_now: int = 0
    max_open: int = 0

    def submit(self, request: SubmitRequest) -> str:
        if self.read_files:
            request.path.read_bytes()
        self.submitted.append(request)
        self.open_now += 1
        self.max_open = max(self.max_open, self.open_now)
        return f"task-{request.document_id}"

    def status(self, task_id: str) -> TaskStatus:
        if self.poll_errors:
            self.poll_errors -= 1
            raise PollFailed("503 from backend")
        self.polls[task_id] = self.polls.get(task_id, 0) + 1
        if self.polls[task_id] < self.polls_to_finish:
            return TaskStatus(TaskState.PENDING, retry_after=self.retry_after)
        self.open_now -= 1
        if self.fail_with:
            return TaskStatus(
                TaskState.FAILED, error_code=self.fail_with[0], error_message=self.fail_with[1]
            )
        return TaskStatus(TaskState.COMPLETED)

    def fetch_result(self, task_id: str, status: TaskStatus) -> Mapping[str, Any]:
        if self.result is not None:
            return self.result
        n = task_id.removeprefix("task-")
        return {
            "results": {"Page_1": {"order_number": f"PO-{n}", "supplier": "ACME", "total": "10.00"}}
        }

    def find_task(self, request: SubmitRequest, *, submitted_after: datetime) -> str | None:
        return None

    def close(self) -> None:
        pass


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def ledger(tmp_path: Path, clock: FakeClock) -> Ledger:
    return Ledger(f"sqlite:///{tmp_path / 'ledger.db'}", clock=clock)


def queue_documents(
    ledger: Ledger, n: int, *, deadline: timedelta = timedelta(hours=24)
) -> list[int]:
    ids = []
    for i in range(n):
        doc = ledger.register(
            path=f"/inbox/{i}.pdf",
            sha256=f"{i:02d}".ljust(64, "0"),
            size_bytes=10,
            mtime_ns=i,
            schema_version="1",
            arrival_partition=PARTITION,
            deadline=deadline,
            actor="test",
        ).document
        assert ledger.transition(doc.id, S.QUEUED, actor="test")
        ids.append(doc.id)
    return ids


def processor(
    ledger: Ledger, backend: ScriptedBackend, clock: FakeClock, **settings: Any
) -> Processor:
    return Processor(
        ledger,
        backend,
        settings=replace(ExtractionResource().processing_settings(), **settings),
        actor="test",
        clock=clock,
        sleep=clock.sleep,
    )


def test_the_window_slides_and_never_exceeds_max_in_flight(ledger, clock) -> None:
    ids = queue_documents(ledger, 5)
    backend = ScriptedBackend(polls_to_finish=2)
    outcomes = processor(ledger, backend, clock, max_in_flight=2).run([PARTITION])
    assert backend.max_open == 2
    assert [r.document_id for r in backend.submitted] == ids
    assert outcomes["completed"] == 5
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}


def test_polls_are_paced_by_retry_after(ledger, clock) -> None:
    queue_documents(ledger, 1)
    backend = ScriptedBackend(polls_to_finish=3, retry_after=7)
    processor(ledger, backend, clock).run([PARTITION])
    # 1 s before the first poll, then the server's 7 s between polls.
    assert clock.sleeps == [1.0, 7.0, 7.0]


def test_polling_is_bounded_and_the_next_run_resumes_without_resubmitting(ledger, clock) -> None:
    [doc_id] = queue_documents(ledger, 1)
    backend = ScriptedBackend(polls_to_finish=10, retry_after=30)
    outcomes = processor(ledger, backend, clock, poll_budget_seconds=60).run([PARTITION])
    assert outcomes["left_processing"] == 1
    assert ledger.get(doc_id).status is S.PROCESSING
    processor(ledger, backend, clock, poll_budget_seconds=3600).run([PARTITION])
    assert ledger.get(doc_id).status is S.COMPLETED
    assert len(backend.submitted) == 1


def test_the_deadline_sends_an_open_task_to_review_keeping_its_id(ledger, clock) -> None:
    [doc_id] = queue_documents(ledger, 1, deadline=timedelta(seconds=20))
    backend = ScriptedBackend(polls_to_finish=100, retry_after=30)
    processor(ledger, backend, clock, poll_budget_seconds=120).run([PARTITION])
    doc = ledger.get(doc_id)
    assert (doc.status, doc.reason, doc.task_id) == (
        S.NEEDS_REVIEW,
        "deadline_exceeded",
        f"task-{doc_id}",
    )


def test_three_failed_polls_in_a_row_go_to_review(ledger, clock) -> None:
    [doc_id] = queue_documents(ledger, 1)
    backend = ScriptedBackend(poll_errors=3)
    processor(ledger, backend, clock).run([PARTITION])
    doc = ledger.get(doc_id)
    assert (doc.status, doc.reason, doc.task_id) == (
        S.NEEDS_REVIEW,
        "poll_failed",
        f"task-{doc_id}",
    )


def test_two_failed_polls_then_success_completes(ledger, clock) -> None:
    [doc_id] = queue_documents(ledger, 1)
    processor(ledger, ScriptedBackend(poll_errors=2), clock).run([PARTITION])
    assert ledger.get(doc_id).status is S.COMPLETED


def test_a_remote_failure_keeps_the_backends_reason(ledger, clock) -> None:
    [doc_id] = queue_documents(ledger, 1)
    backend = ScriptedBackend(fail_with=("encrypted", "the PDF is password-protected"))
    processor(ledger, backend, clock).run([PARTITION])
    doc = ledger.get(doc_id)
    assert (doc.status, doc.reason, doc.message) == (
        S.REMOTE_FAILED,
        "encrypted",
        "the PDF is password-protected",
    )


@pytest.mark.parametrize("idempotent", [True, False])
def test_a_slot_another_run_freed_meanwhile_is_filled_before_the_run_ends(
    ledger, clock, idempotent: bool
) -> None:
    """Runs over the same partitions share one window. Another run's task fills it; it ends
    while this run waits to poll it, so this run's next round counts no free slot and finds
    nothing due. The queued documents are still sent before this run ends, not left for
    the next one (test_races: a backfill's range run beside the sensor's run)."""
    theirs, *ours = queue_documents(ledger, 3)
    [claimed] = ledger.claim_queued([PARTITION], limit=1, backend="scripted", actor="other")
    assert claimed.id == theirs
    due = clock.now + timedelta(seconds=10)
    task = {"task_id": "t-1", "submitted_at": clock.now, "next_poll_at": due, "poll_failures": 0}
    upload = Move(theirs, S.PROCESSING, S.SUBMITTING, values=task)
    assert ledger.apply([upload], actor="other")
    wait = clock.sleep

    def their_task_ends_meanwhile(seconds: float) -> None:
        if ledger.get(theirs).status is S.PROCESSING:
            fields = {"order_number": "PO-1", "supplier": "ACME", "total": "10.00"}
            assert ledger.complete(theirs, result_json="{}", actor="other", **fields)
        wait(seconds)

    clock.sleep = their_task_ends_meanwhile  # type: ignore[method-assign]
    run = processor(ledger, ScriptedBackend(idempotent_submit=idempotent), clock, max_in_flight=1)
    outcomes = run.run([PARTITION])
    assert outcomes["completed"] == 2
    assert [r.document_id for r in run.backend.submitted] == ours
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}


class RefusesOne(ScriptedBackend):
    """Refuses the upload of one document for good."""

    def __init__(self, refused: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.refused = refused

    def submit(self, request: SubmitRequest) -> str:
        if request.document_id == self.refused:
            raise SubmissionRejected("encrypted", "the PDF is password-protected")
        return super().submit(request)


@pytest.mark.parametrize("idempotent", [True, False])
def test_documents_queued_behind_a_refused_upload_are_sent_in_the_same_run(
    ledger, clock, idempotent: bool
) -> None:
    """The slot a finished task freed goes to a document the backend refuses: the one
    after it is sent in the same run all the same."""
    first, refused, last = queue_documents(ledger, 3)
    backend = RefusesOne(refused, idempotent_submit=idempotent)
    processor(ledger, backend, clock, max_in_flight=1).run([PARTITION])
    assert [r.document_id for r in backend.submitted] == [first, last]
    assert [ledger.get(i).status for i in (first, refused, last)] == [
        S.COMPLETED,
        S.REMOTE_FAILED,
        S.COMPLETED,
    ]


@pytest.mark.parametrize(
    ("idempotent", "expected"), [(True, S.COMPLETED), (False, S.SUBMISSION_UNKNOWN)]
)
def test_an_interrupted_submit_is_resent_only_when_the_backend_is_idempotent(
    ledger, clock, idempotent: bool, expected: DocumentStatus
) -> None:
    [doc_id] = queue_documents(ledger, 1)
    [claimed] = ledger.claim_queued([PARTITION], limit=1, backend="scripted", actor="crashed-run")
    assert ledger.mark_upload_started(doc_id, claimed_at=claimed.updated_at)
    backend = ScriptedBackend(idempotent_submit=idempotent)
    # A minute later the upload may still be live in another run: leave it alone.
    clock.now += timedelta(minutes=1)
    processor(ledger, backend, clock).run([PARTITION])
    assert ledger.get(doc_id).status is S.SUBMITTING and backend.submitted == []
    clock.now += timedelta(minutes=5)
    processor(ledger, backend, clock).run([PARTITION])
    doc = ledger.get(doc_id)
    assert doc.status is expected
    assert len(backend.submitted) == (1 if idempotent else 0)
    if idempotent:
        assert backend.submitted[0].idempotency_key == doc.idempotency_key
    else:
        assert doc.reason == "submission_unknown" and "after its upload started" in doc.message


@pytest.mark.parametrize(
    ("idempotent", "reason", "said"),
    [
        (True, "interrupted_submit", "re-sent with the same key"),
        (False, "interrupted_before_upload", "nothing was sent"),
    ],
)
def test_a_claim_whose_upload_never_started_is_queued_again_on_any_backend(
    ledger, clock, dead_process, idempotent: bool, reason: str, said: str
) -> None:
    """A claimer that died between its claim and the upload mark sent nothing: the next
    run sends the document, even to a backend without idempotency (with one, it is sent
    again with its key whatever the mark says)."""
    [doc_id] = queue_documents(ledger, 1)
    ledger.register_claimer("crashed-run", dead_process, run_id=None)
    ledger.claim_queued([PARTITION], limit=1, backend="scripted", actor="crashed-run")
    backend = ScriptedBackend(idempotent_submit=idempotent)
    processor(ledger, backend, clock).run([PARTITION])
    assert ledger.get(doc_id).status is S.COMPLETED
    assert [r.document_id for r in backend.submitted] == [doc_id]
    requeued = [e for e in ledger.events(doc_id) if e.reason == reason]
    assert len(requeued) == 1 and f"pid {dead_process.pid}" in requeued[0].message
    assert said in requeued[0].message


@pytest.mark.parametrize("idempotent", [False, True], ids=["compdf-like", "keyed"])
def test_the_upload_mark_is_in_the_ledger_when_the_upload_is_sent(
    ledger, clock, idempotent: bool
) -> None:
    """Without idempotent uploads the mark is committed before the upload is sent; with
    them an interrupted upload is sent again with its key, so none is written."""
    [doc_id] = queue_documents(ledger, 1)
    seen: list[tuple[DocumentStatus, datetime | None, datetime]] = []

    class Watching(ScriptedBackend):
        def submit(self, request: SubmitRequest) -> str:
            doc = ledger.get(request.document_id)  # as another process would read it
            seen.append((doc.status, doc.upload_started_at, clock.now))
            return super().submit(request)

    processor(ledger, Watching(idempotent_submit=idempotent), clock).run([PARTITION])
    [(status, started, sent_at)] = seen
    assert status is S.SUBMITTING and started == (None if idempotent else sent_at)
    assert ledger.get(doc_id).status is S.COMPLETED


def test_only_the_current_claim_may_mark_its_upload_started(ledger, clock) -> None:
    """A claimer whose claim was taken back (recovery queued the document again) must not
    send it: its mark is refused, also once another claimer holds the document."""
    [doc_id] = queue_documents(ledger, 1)
    [old] = ledger.claim_queued([PARTITION], limit=1, backend="scripted", actor="old")
    assert old.upload_started_at is None
    assert ledger.transition(doc_id, S.QUEUED, actor="recovery", expect=[S.SUBMITTING])
    assert not ledger.mark_upload_started(doc_id, claimed_at=old.updated_at)
    clock.now += timedelta(seconds=1)
    [new] = ledger.claim_queued([PARTITION], limit=1, backend="scripted", actor="new")
    assert not ledger.mark_upload_started(doc_id, claimed_at=old.updated_at)
    assert ledger.mark_upload_started(doc_id, claimed_at=new.updated_at)
    assert not ledger.mark_upload_started(doc_id, claimed_at=new.updated_at)  # once per claim
    assert ledger.get(doc_id).upload_started_at == clock.now
    # Queued again (a 429) and claimed anew: the new claim has not started its upload.
    assert ledger.transition(doc_id, S.QUEUED, actor="new", expect=[S.SUBMITTING])
    clock.now += timedelta(seconds=1)
    [newer] = ledger.claim_queued([PARTITION], limit=1, backend="scripted", actor="newer")
    assert newer.upload_started_at is None


def test_a_file_removed_after_registration_goes_to_review_and_the_batch_carries_on(
    ledger, clock, tmp_path: Path
) -> None:
    gone, kept = queue_documents(ledger, 2)
    present = tmp_path / "kept.pdf"
    present.write_bytes(b"%PDF-1.7")
    with ledger.engine.begin() as conn:
        conn.exec_driver_sql(
            "UPDATE documents SET source_file = ? WHERE id = ?", (str(present), kept)
        )
    processor(ledger, ScriptedBackend(read_files=True), clock).run([PARTITION])
    missing = ledger.get(gone)
    assert (missing.status, missing.reason) == (S.NEEDS_REVIEW, "source_missing")
    assert ledger.get(kept).status is S.COMPLETED


def _low_confidence_result() -> dict[str, Any]:
    values = {"order_number": "PO-1", "supplier": "Jane Doe", "total": "10.00"}
    confidence = {"order_number": 0.99, "supplier": 0.31, "total": 0.99}
    return {
        "results": {"Page_1": values},
        "fields": {
            name: {
                "value": value,
                "confidence": confidence[name],
                "candidates": [{"value": value, "confidence": confidence[name]}]
                + ([{"value": "Acme Ltd", "confidence": 0.28}] if name == "supplier" else []),
            }
            for name, value in values.items()
        },
    }


def test_a_low_confidence_result_waits_in_review_with_its_candidates(ledger, clock) -> None:
    from click.testing import CliRunner

    from po_pipeline.cli.review import review
    from po_pipeline.field_schema import schema_from_mapping
    from po_pipeline.pipeline.validation import Gate
    from po_pipeline.warehouse import needs_review_rows, purchase_order_rows

    gate = Gate.from_schema(
        schema_from_mapping(
            {
                "version": "1",
                "fields": [
                    {"name": n, "type": t, "labels": [n], "threshold": 0.9}
                    for n, t in [("order_number", "identifier"), ("supplier", "text"),
                                 ("total", "money")]
                ],
            }
        )
    )  # fmt: skip
    [doc_id] = queue_documents(ledger, 1)
    backend = ScriptedBackend(result=_low_confidence_result())
    processor(ledger, backend, clock, gate=gate).run([PARTITION])
    doc = ledger.get(doc_id)
    assert (doc.status, doc.reason) == (S.NEEDS_REVIEW, "low_confidence")
    assert "supplier 'Jane Doe' at confidence 0.31 < 0.9" in (doc.message or "")
    assert (doc.order_number, doc.supplier, doc.total) == ("PO-1", "Jane Doe", "10.00")
    assert purchase_order_rows([doc], reviews={}) == []
    [row] = needs_review_rows([doc])
    offered = json.loads(row["candidates"])
    assert [c["value"] for c in offered["supplier"]] == ["Jane Doe", "Acme Ltd"]

    out = CliRunner().invoke(review, ["list"], env={"PO_LEDGER_URL": ledger.url})
    assert out.exit_code == 0, out.output
    assert "low_confidence" in out.output
    assert "Jane Doe (0.31)  |  Acme Ltd (0.28)" in out.output

    def listed(*args: str) -> str:
        result = CliRunner().invoke(review, ["list", *args], env={"PO_LEDGER_URL": ledger.url})
        assert result.exit_code == 0, result.output
        return result.output

    assert "Jane Doe" in listed("--reason", "low_confidence", "--partition", PARTITION)
    assert "with those filters" in listed("--reason", "missing_total")
    assert "with those filters" in listed("--partition", "1999-01-01")
    assert "with those filters" in listed("--older-than", "3650d")
    assert "Jane Doe" in listed("--older-than", "0m")
    bad = CliRunner().invoke(
        review, ["list", "--older-than", "2w"], env={"PO_LEDGER_URL": ledger.url}
    )
    assert bad.exit_code != 0 and "30m, 12h, 3d" in bad.output


def test_polling_a_large_batch_logs_progress_at_a_sane_rate(ledger, clock, caplog) -> None:
    """40 documents polled every 2 s for a minute of the run's clock: a progress line at
    most every 15 s (a handful), not a line per poll per document (over a thousand)."""
    queue_documents(ledger, 40)
    backend = ScriptedBackend(polls_to_finish=30, retry_after=2)
    with caplog.at_level(logging.INFO, logger="po_pipeline.pipeline.processing"):
        processor(ledger, backend, clock, max_in_flight=40).run([PARTITION])
    assert sum(backend.polls.values()) >= 1000
    progress = [r.getMessage() for r in caplog.records if r.getMessage().startswith("Polling:")]
    assert 2 <= len(progress) <= 5
    assert progress[0].startswith("Polling: 40 open at the backend (40 pending)")
    assert "finished so far: none" in progress[0]
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}


@dataclass
class BatchBackend(ScriptedBackend):
    """A ScriptedBackend that also answers many tasks at once; every call is logged in
    order. `forget` tasks are left out of batch answers; `batch_errors` fail whole calls."""

    max_batch: int = 3
    forget: set[str] = field(default_factory=set)
    batch_errors: int = 0
    calls: list[tuple[str, object]] = field(default_factory=list)

    def submit(self, request: SubmitRequest) -> str:
        self.calls.append(("submit", request.document_id))
        return super().submit(request)

    def status(self, task_id: str) -> TaskStatus:
        self.calls.append(("status", task_id))
        return super().status(task_id)

    def statuses(self, task_ids: list[str]) -> dict[str, TaskStatus]:
        self.calls.append(("statuses", tuple(task_ids)))
        if self.batch_errors:
            self.batch_errors -= 1
            raise PollFailed("503 from backend", retry_after=5)
        return {t: ScriptedBackend.status(self, t) for t in task_ids if t not in self.forget}

    def fetch_result(self, task_id: str, status: TaskStatus) -> Mapping[str, Any]:
        self.calls.append(("fetch", task_id))
        return super().fetch_result(task_id, status)


def test_due_tasks_are_polled_in_batches_of_at_most_max_batch(ledger, clock) -> None:
    queue_documents(ledger, 5)
    backend = BatchBackend(polls_to_finish=2, retry_after=1)
    outcomes = processor(ledger, backend, clock, max_in_flight=5).run([PARTITION])
    assert outcomes["completed"] == 5
    polls = [args for call, args in backend.calls if call in ("status", "statuses")]
    # Two rounds (pending, then completed), each one call for tasks 1-3 and one for 4-5.
    assert polls == [("task-1", "task-2", "task-3"), ("task-4", "task-5")] * 2


@dataclass
class PacedBackend(BatchBackend):
    """A BatchBackend whose answers pace each pending task by its own Retry-After (as the
    service's job list estimates a queued job's turn)."""

    waits: dict[str, float] = field(default_factory=dict)

    def statuses(self, task_ids: list[str]) -> dict[str, TaskStatus]:
        answers = super().statuses(task_ids)
        return {
            task: replace(status, retry_after=self.waits.get(task, status.retry_after))
            if status.state is TaskState.PENDING
            else status
            for task, status in answers.items()
        }


def test_a_round_asks_only_about_the_tasks_due_each_at_its_own_pace(ledger, clock) -> None:
    queue_documents(ledger, 3)
    backend = PacedBackend(polls_to_finish=2, retry_after=1, waits={"task-2": 5, "task-3": 9})
    outcomes = processor(ledger, backend, clock, max_in_flight=3).run([PARTITION])
    assert outcomes["completed"] == 3
    polls = [args for call, args in backend.calls if call in ("status", "statuses")]
    # All three first; then each when its own wait is over, not at the soonest task's pace.
    assert polls == [("task-1", "task-2", "task-3"), ("task-1",), ("task-2",), ("task-3",)]


def test_a_task_left_out_of_the_batch_answer_is_polled_on_its_own(ledger, clock) -> None:
    queue_documents(ledger, 2)
    backend = BatchBackend(forget={"task-2"})
    processor(ledger, backend, clock).run([PARTITION])
    polls = [(call, args) for call, args in backend.calls if call in ("status", "statuses")]
    assert polls == [("statuses", ("task-1", "task-2")), ("status", "task-2")]
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}


def test_a_batch_call_refused_with_retry_after_is_a_failed_poll_of_each_task(ledger, clock) -> None:
    queue_documents(ledger, 2)
    backend = BatchBackend(batch_errors=1)
    processor(ledger, backend, clock).run([PARTITION])
    # Failed once, retried after the server's Retry-After (5 s), then completed; each
    # round waited the coalescing pause past its due time (never less than Retry-After).
    assert [args for call, args in backend.calls if call == "statuses"] == [
        ("task-1", "task-2"),
        ("task-1", "task-2"),
    ]
    assert clock.sleeps == pytest.approx([1.2, 5.2])
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}


@pytest.mark.parametrize(
    ("idempotent", "expected"),
    [
        # Uploads that may be sent again: the round is settled (results carried by the
        # status answer cost nothing), then the freed slots are refilled together, before
        # the round ends and before any wait.
        (True, [("fetch", "task-1"), ("fetch", "task-2"), ("submit", 3), ("submit", 4)]),
        # Uploads that may not (ComPDF): each freed slot is refilled before the rest of the
        # round is settled, so slow result downloads do not drain the window.
        (False, [("fetch", "task-1"), ("submit", 3), ("fetch", "task-2"), ("submit", 4)]),
    ],
    ids=["idempotent", "not idempotent"],
)
def test_a_finished_tasks_slot_is_refilled_in_the_same_round(
    ledger, clock, idempotent: bool, expected: list
) -> None:
    queue_documents(ledger, 4)
    backend = BatchBackend(idempotent_submit=idempotent)
    waits: list = backend.calls
    sleep = clock.sleep
    clock.sleep = lambda seconds: (waits.append(("sleep", seconds)), sleep(seconds))  # type: ignore[method-assign]
    processor(ledger, backend, clock, max_in_flight=2).run([PARTITION])
    assert backend.calls[:9] == [
        ("submit", 1),
        ("submit", 2),
        ("sleep", pytest.approx(1.2)),
        ("statuses", ("task-1", "task-2")),
        *expected,
        ("sleep", pytest.approx(1.2)),
    ]
    assert backend.max_open == 2
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}
    # In the ledger too, a finished document is recorded before the one that takes its slot
    # is claimed (in the same transaction, where the uploads may be sent again).
    with ledger.engine.connect() as conn:
        order = conn.exec_driver_sql(
            "SELECT document_id, to_status FROM ledger_events ORDER BY id"
        ).fetchall()
    assert order.index((1, "completed")) < order.index((3, "submitting"))
    assert order.index((2, "completed")) < order.index((4, "submitting"))


class WriteTransactions:
    """Counts the ledger's transactions that wrote something (an event listener on its
    engine), and marks where each status call fell among them."""

    def __init__(self, ledger: Ledger) -> None:
        self.writes = 0
        self._wrote = False
        sa.event.listen(ledger.engine, "before_cursor_execute", self._statement)
        sa.event.listen(ledger.engine, "commit", self._commit)

    def _statement(self, conn, cursor, statement: str, *args: object) -> None:
        if statement.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
            self._wrote = True

    def _commit(self, conn) -> None:
        self.writes += self._wrote
        self._wrote = False


@pytest.mark.parametrize("finish_after", [1, 2], ids=["finish at once", "pending once"])
def test_a_poll_round_is_written_in_one_transaction(ledger, clock, finish_after: int) -> None:
    """Every move and poll time of a round in one transaction, plus one for the claims of
    its refills (written before their uploads): 2 at most per round, however many
    documents finish, stay pending or go out (it was about 4 per document)."""
    queue_documents(ledger, 12)
    backend = BatchBackend(max_batch=100, polls_to_finish=finish_after)
    counted = WriteTransactions(ledger)
    at_status_calls: list[int] = []
    statuses = backend.statuses

    def marked(task_ids: list[str]) -> dict[str, TaskStatus]:
        at_status_calls.append(counted.writes)
        return statuses(task_ids)

    backend.statuses = marked  # type: ignore[method-assign]
    before = counted.writes
    outcomes = processor(ledger, backend, clock, max_in_flight=4).run([PARTITION])
    assert outcomes["completed"] == 12
    bounds = [before, *at_status_calls, counted.writes]
    per_round = [b - a for a, b in zip(bounds, bounds[1:], strict=False)]
    # Before the first status call: the run's claimer recorded, then the first window's
    # claims and its task ids.
    assert per_round[0] == 3
    assert all(n <= 2 for n in per_round[1:]), per_round
    assert len(at_status_calls) == 3 * finish_after
    assert counted.writes - before <= 3 + 2 * len(at_status_calls)


def test_a_run_killed_mid_round_leaves_the_round_unwritten_and_the_next_run_finishes_it(
    ledger, clock
) -> None:
    """The round's moves are written together at its end: killed while settling it, every
    document of the round is still `processing` with its task id (none half-written), and
    the next run polls them again without uploading anything twice."""
    ids = queue_documents(ledger, 3)

    class Killed(BaseException):  # a SIGKILL, as far as this run is concerned
        pass

    class DiesOnSecondResult(BatchBackend):
        def fetch_result(self, task_id: str, status: TaskStatus) -> Mapping[str, Any]:
            if task_id == "task-2":
                raise Killed
            return super().fetch_result(task_id, status)

    backend = DiesOnSecondResult()
    with pytest.raises(Killed):
        processor(ledger, backend, clock, max_in_flight=3).run([PARTITION])
    docs = [ledger.get(i) for i in ids]
    assert [(d.status, d.task_id) for d in docs] == [(S.PROCESSING, f"task-{i}") for i in ids]
    assert [e.to_status for e in ledger.events(ids[0])][-1] == "processing"

    again = BatchBackend()
    again.polls = dict(backend.polls)
    outcomes = processor(ledger, again, clock, max_in_flight=3).run([PARTITION])
    assert outcomes["completed"] == 3 and again.submitted == []
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}


def test_tasks_falling_due_one_after_another_share_one_status_call(ledger, clock) -> None:
    """Three tasks submitted 0.1 s apart fall due 0.1 s apart: the round waits the
    coalescing pause past the first, so one call asks about all three, none of them early."""
    queue_documents(ledger, 3)
    backend = BatchBackend(polls_to_finish=2, retry_after=1)
    original = backend.submit

    def submit_taking_a_while(request: SubmitRequest) -> str:
        clock.now += timedelta(seconds=0.1)
        return original(request)

    backend.submit = submit_taking_a_while  # type: ignore[method-assign]
    processor(ledger, backend, clock, max_in_flight=3).run([PARTITION])
    rounds = [args for call, args in backend.calls if call in ("status", "statuses")]
    assert rounds == [("task-1", "task-2", "task-3")] * 2
    # Submitting took until 0.3 s; the first task fell due at 1.0 s, the last at 1.2 s.
    assert clock.sleeps[0] == pytest.approx(0.9)


@pytest.mark.parametrize(
    "failure",
    [PollFailed("malformed answer from the service"), TaskLost("no such route (404)")],
    ids=["broken answer", "route missing"],
)
def test_a_batch_call_failing_without_retry_after_falls_back_to_single_polls(
    ledger, clock, failure: Exception
) -> None:
    """A batch answer that breaks (a 500, a cut body) may be one job the backend cannot
    render, and an older service has no batch route: the tasks are polled one by one at
    once, so only a job that cannot be answered for holds its document."""
    queue_documents(ledger, 2)
    backend = BatchBackend()
    original = backend.statuses

    def broken_once(task_ids: list[str]) -> dict[str, TaskStatus]:
        if not any(call == "statuses" for call, _ in backend.calls):
            backend.calls.append(("statuses", tuple(task_ids)))
            raise failure
        return original(task_ids)

    backend.statuses = broken_once  # type: ignore[method-assign]
    processor(ledger, backend, clock).run([PARTITION])
    polls = [(call, args) for call, args in backend.calls if call in ("status", "statuses")]
    assert polls == [
        ("statuses", ("task-1", "task-2")),
        ("status", "task-1"),
        ("status", "task-2"),
    ]
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}
    assert all(d.poll_failures == 0 for d in ledger.documents())


def test_a_run_that_dies_mid_upload_leaves_only_that_document_submitting(ledger, clock) -> None:
    """Each document is claimed right before its own upload: when the process dies during
    the second upload of a window of four, the first is processing, the second
    `submitting` (its fate unknown) and the last two were never claimed, so a backend
    without idempotency (ComPDF) has one upload to settle, not three."""
    ids = queue_documents(ledger, 4)

    class Killed(BaseException):  # a SIGKILL, as far as this run is concerned
        pass

    class DiesOnSecondUpload(ScriptedBackend):
        def submit(self, request: SubmitRequest) -> str:
            if len(self.submitted) == 1:
                raise Killed
            return super().submit(request)

    with pytest.raises(Killed):
        processor(ledger, DiesOnSecondUpload(idempotent_submit=False), clock, max_in_flight=4).run(
            [PARTITION]
        )
    assert [ledger.get(i).status for i in ids] == [S.PROCESSING, S.SUBMITTING, S.QUEUED, S.QUEUED]


def test_an_upload_refused_with_retry_after_holds_back_the_rest_of_the_window(
    ledger, clock
) -> None:
    """A window's documents are claimed together (uploads are idempotent). When the backend
    answers the first upload "busy, come back in 5 s", the others are not sent into the
    same answer: all go back to the queue until then, and all go out after it."""
    from po_pipeline.extraction.base import RetryLater

    ids = queue_documents(ledger, 3)

    class BusyOnce(ScriptedBackend):
        busy: bool = True

        def submit(self, request: SubmitRequest) -> str:
            if self.busy:
                self.busy = False
                self.submitted.append(request)
                raise RetryLater("queue full", retry_after=5)
            return super().submit(request)

    backend = BusyOnce()
    run = processor(ledger, backend, clock, max_in_flight=3)
    run.submit_available([PARTITION])
    assert [r.document_id for r in backend.submitted] == [ids[0]]
    later = clock.now + timedelta(seconds=5)
    assert [(d.status, d.next_poll_at) for d in map(ledger.get, ids)] == [(S.QUEUED, later)] * 3
    assert ledger.get(ids[1]).message.startswith("not sent: queue full")
    run.poll([PARTITION])
    assert [r.document_id for r in backend.submitted] == [ids[0], *ids]
    assert {d.status for d in ledger.documents()} == {S.COMPLETED}
    assert clock.sleeps[0] == pytest.approx(5.0)


@dataclass
class HoldingBackend(BatchBackend):
    """A BatchBackend whose tasks end `takes` seconds after their upload (on the fake clock)
    and whose status calls can be held (HeldStatus): a held call moves the clock on to the
    first end among the tasks asked about, or by the wait. `holds=False`: a backend that
    takes the parameter but answers at once (a service that ignores `wait`)."""

    clock: FakeClock | None = None
    takes: float = 1.3
    holds: bool = True
    max_wait: float = 30.0
    ends: dict[str, datetime] = field(default_factory=dict)

    def submit(self, request: SubmitRequest) -> str:
        task_id = super().submit(request)
        assert self.clock is not None
        self.ends[task_id] = self.clock.now + timedelta(seconds=self.takes)
        return task_id

    def statuses(self, task_ids: list[str], *, wait: float = 0.0) -> dict[str, TaskStatus]:
        assert self.clock is not None
        self.calls.append(("statuses", (tuple(task_ids), wait)))
        now = self.clock.now
        if wait > 0 and self.holds and all(self.ends[t] > now for t in task_ids):
            self.clock.now = min(min(self.ends[t] for t in task_ids), now + timedelta(seconds=wait))
        return {t: self._state(t) for t in task_ids}

    def status(self, task_id: str) -> TaskStatus:
        self.calls.append(("status", task_id))
        return self._state(task_id)

    def _state(self, task_id: str) -> TaskStatus:
        assert self.clock is not None
        if self.ends[task_id] <= self.clock.now:
            return TaskStatus(TaskState.COMPLETED)
        return TaskStatus(TaskState.PENDING, retry_after=1)


def _held(backend: HoldingBackend) -> list[float]:
    return [args[1] for call, args in backend.calls if call == "statuses"]  # type: ignore[index]


def test_with_nothing_left_to_send_a_tasks_end_is_seen_when_it_ends(ledger, clock) -> None:
    """The run's last tasks: the status call is held until one of them ends, so each is
    settled at its end instead of at the next Retry-After (1.0 s, 2.0 s after the upload)."""
    queue_documents(ledger, 2)
    backend = HoldingBackend(clock=clock, takes=1.3)
    uploaded = clock.now
    outcomes = processor(ledger, backend, clock, max_in_flight=2).run([PARTITION])
    assert outcomes["completed"] == 2
    finished = {d.finished_at for d in ledger.documents()}
    assert finished == {uploaded + timedelta(seconds=1.3)}
    # Held for the pause to the next due poll plus coalescing (1.2 s), twice: the first
    # wait ran out at 1.2 s, the second call was answered by the ends at 1.3 s. No sleep.
    assert _held(backend) == [pytest.approx(1.2)] * 2
    assert clock.sleeps == []


def test_calls_are_not_held_while_documents_wait_to_be_sent(ledger, clock) -> None:
    """With queued documents behind a full window a freed slot is refilled at the round, so
    rounds keep their Retry-After pace; calls are held once nothing is left to send."""
    queue_documents(ledger, 4)
    backend = HoldingBackend(clock=clock, takes=1.3)
    outcomes = processor(ledger, backend, clock, max_in_flight=2).run([PARTITION])
    assert outcomes["completed"] == 4
    held = _held(backend)
    assert held[0] == 0.0 and held[-1] > 0
    assert clock.sleeps and all(s > 0 for s in clock.sleeps)


def test_a_backend_that_answers_a_held_call_at_once_is_polled_at_its_retry_after(
    ledger, clock
) -> None:
    queue_documents(ledger, 1)
    backend = HoldingBackend(clock=clock, takes=3.5, holds=False)
    outcomes = processor(ledger, backend, clock, max_in_flight=1).run([PARTITION])
    assert outcomes["completed"] == 1
    held = _held(backend)
    assert held[0] > 0 and set(held[1:]) == {0.0}  # one held call, answered at once; no more
    assert sum(clock.sleeps) >= 3.5


def test_no_call_is_held_after_a_failed_poll(ledger, clock) -> None:
    """A refused call's Retry-After (5 s) stands: the next call waits it out, not held."""
    queue_documents(ledger, 1)
    backend = HoldingBackend(clock=clock, takes=0.5, batch_errors=1)
    original = backend.statuses

    def refused_once(task_ids: list[str], *, wait: float = 0.0) -> dict[str, TaskStatus]:
        if backend.batch_errors:
            backend.batch_errors -= 1
            backend.calls.append(("statuses", (tuple(task_ids), wait)))
            raise PollFailed("503 from backend", retry_after=5)
        return original(task_ids, wait=wait)

    backend.statuses = refused_once  # type: ignore[method-assign]
    outcomes = processor(ledger, backend, clock, max_in_flight=1).run([PARTITION])
    assert outcomes["completed"] == 1
    assert _held(backend)[1] == 0.0
    assert clock.sleeps[-1] == pytest.approx(5.0)

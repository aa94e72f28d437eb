"""The processor's uploads to a backend that takes several documents a call (BatchSubmit,
the local service's batch upload), against a scripted backend (the wire is covered by
extraction/test_local_batch.py and the fault tests): a window goes out a batch at a time,
each document ends as its own upload would have, a Retry-After holds back the documents
after the batch, a refused token sends the unsent ones back to the queue."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

import pytest

from po_pipeline.extraction.base import (
    BackendUnavailable,
    RetryLater,
    SubmissionRejected,
    SubmitOutcome,
    SubmitRequest,
)
from po_pipeline.ledger import DocumentStatus, Ledger
from po_pipeline_tests.test_processing import (
    PARTITION,
    FakeClock,
    ScriptedBackend,
    processor,
    queue_documents,
)

S = DocumentStatus


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def ledger(tmp_path: Path, clock: FakeClock) -> Ledger:
    return Ledger(f"sqlite:///{tmp_path / 'ledger.db'}", clock=clock)


@dataclass
class BatchUploads(ScriptedBackend):
    """Takes `max_submit_batch` documents a call; `answers` script a document's outcome by
    its position among all documents sent (default: accepted)."""

    max_submit_batch: int = 2
    answers: dict[int, SubmitOutcome] = field(default_factory=dict)
    batches: list[list[int]] = field(default_factory=list)

    def submit(self, request: SubmitRequest) -> str:
        raise AssertionError("a batch backend is sent batches")

    def submit_many(self, requests: list[SubmitRequest]) -> list[SubmitOutcome]:
        assert len(requests) <= self.max_submit_batch
        self.batches.append([r.document_id for r in requests])
        sent_before = sum(len(batch) for batch in self.batches[:-1])
        return [
            self.answers.get(sent_before + n) or super(BatchUploads, self).submit(request)
            for n, request in enumerate(requests)
        ]


def test_a_window_goes_out_a_batch_at_a_time(ledger, clock) -> None:
    ids = queue_documents(ledger, 5)
    backend = BatchUploads(polls_to_finish=2)
    outcomes = processor(ledger, backend, clock, max_in_flight=5).run([PARTITION])
    assert backend.batches == [ids[0:2], ids[2:4], ids[4:5]]
    assert outcomes["completed"] == 5 and backend.max_open == 5


def test_each_document_of_a_batch_ends_as_its_own_upload_would_have(ledger, clock) -> None:
    ids = queue_documents(ledger, 6)
    backend = BatchUploads(
        max_submit_batch=4,
        answers={
            1: SubmissionRejected("not_pdf", "the file is not a PDF"),
            2: FileNotFoundError(2, "No such file or directory"),
            3: RetryLater("queue full", retry_after=5),
        },
    )
    run = processor(ledger, backend, clock, max_in_flight=6)
    assert run.submit_available([PARTITION]) == 1
    docs = [ledger.get(i) for i in ids]
    later = clock.now + timedelta(seconds=5)
    assert backend.batches == [ids[:4]]  # the two after it were not sent into the busy answer
    assert (docs[0].status, docs[0].task_id) == (S.PROCESSING, f"task-{ids[0]}")
    assert (docs[1].status, docs[1].reason) == (S.REMOTE_FAILED, "not_pdf")
    assert (docs[2].status, docs[2].reason) == (S.NEEDS_REVIEW, "source_missing")
    assert (docs[3].status, docs[3].reason, docs[3].next_poll_at) == (
        S.QUEUED,
        "submit_deferred",
        later,
    )
    for doc in docs[4:]:
        assert (doc.status, doc.next_poll_at) == (S.QUEUED, later)
        assert doc.message.startswith("not sent: ") and "queue full" in doc.message
    # After the Retry-After the three waiting go out, and everything sent ends.
    run.poll([PARTITION])
    assert backend.batches[1:] == [[ids[3], ids[4], ids[5]]]
    assert [ledger.get(i).status for i in ids] == [S.COMPLETED, S.REMOTE_FAILED, S.NEEDS_REVIEW] + [
        S.COMPLETED
    ] * 3


def test_a_refused_token_sends_the_unaccepted_documents_back_to_the_queue(ledger, clock) -> None:
    ids = queue_documents(ledger, 5)
    refused = BackendUnavailable("the extraction service refused our token (401)")
    backend = BatchUploads(max_submit_batch=3, answers={1: refused, 2: refused})
    with pytest.raises(BackendUnavailable):
        processor(ledger, backend, clock, max_in_flight=5).submit_available([PARTITION])
    assert backend.batches == [ids[:3]]  # nothing sent after the refusal
    docs = [ledger.get(i) for i in ids]
    assert docs[0].status is S.PROCESSING
    assert {(d.status, d.reason) for d in docs[1:]} == {(S.QUEUED, "backend_unavailable")}

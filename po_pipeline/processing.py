"""Submit and poll: moving documents through the ledger against an extraction backend.

No Dagster here: the `submit` and `poll` ops are thin wrappers, and `po-pipeline` commands
or tests can drive the same code. Clock and sleep are injectable.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from po_pipeline.extraction.base import (
    BackendUnavailable,
    BatchStatus,
    ExtractionBackend,
    PollFailed,
    ResultRejected,
    RetryLater,
    SubmissionRejected,
    SubmissionUnknown,
    SubmitRequest,
    TaskFinder,
    TaskLost,
    TaskState,
    TaskStatus,
)
from po_pipeline.extraction.retry_after import MAX_POLL_SECONDS, poll_delay
from po_pipeline.faults import crash_point
from po_pipeline.ledger import Document, DocumentStatus, Ledger, result_to_json, utc_now
from po_pipeline.liveness import is_alive, run_worker
from po_pipeline.validation import Accepted, Gate, validate_result

S = DocumentStatus
# Remote tasks open at once, per run (PO_MAX_IN_FLIGHT). To keep W service workers busy it
# must exceed W: a finished task is only seen at its next poll (Retry-After, at least 1 s),
# and only the tasks queued behind it at the service keep its worker busy meanwhile. About
# W x (1 + 1.2 s / L) for jobs of L seconds: 3 W for 1 s jobs (bench/orchestration.py).
DEFAULT_MAX_IN_FLIGHT = 4


@dataclass(frozen=True)
class ProcessingSettings:
    max_in_flight: int = DEFAULT_MAX_IN_FLIGHT  # remote tasks open at once, per run
    poll_budget_seconds: float = 600.0  # how long one run keeps polling; the rest resumes later
    max_poll_failures: int = 3  # consecutive failed status/result GETs before review
    # With a backend that answers many tasks per status call, a poll round waits this long
    # past its first due task, so the tasks falling due just after it share the call.
    poll_coalesce_seconds: float = 0.2
    # A document left `submitting` by a process that is gone is recovered at once. Only when
    # its claimer cannot be checked (another host, or a claim made before claimers were
    # recorded) does recovery wait this long: longer than any upload's timeouts, so a live
    # upload in an overlapping run is never mistaken for an orphan.
    orphan_after_seconds: float = 300.0
    # At most one progress line per this many seconds while polling, however many
    # documents are open: a large batch must not log a line per poll per document.
    progress_every_seconds: float = 15.0
    # What a result must clear to be loaded; None: the packaged field schema's gate.
    gate: Gate | None = None


_FINAL = frozenset(s.value for s in (S.COMPLETED, S.NEEDS_REVIEW, S.REMOTE_FAILED))


def orphans(
    ledger: Ledger,
    partitions: Sequence[str] | None,
    unknown_after_seconds: float,
    *,
    besides: str = "",
) -> list[tuple[Document, str]]:
    """Documents in `submitting` whose claimer is gone, each with why it is thought so: its
    process is no longer alive on this host, or (when that cannot be checked) nothing has
    happened to it for `unknown_after_seconds`. `besides` names the caller's own claims."""
    cutoff = ledger.clock() - timedelta(seconds=unknown_after_seconds)
    found: list[tuple[Document, str]] = []
    for doc in ledger.documents(partitions=partitions, statuses=[S.SUBMITTING]):
        actor = ledger.last_claimer(doc.id)
        if actor == besides:
            continue
        process = ledger.claimer_process(actor) if actor else None
        alive = is_alive(process) if process is not None else None
        if alive is False:
            found.append((doc, f"the process of {actor} (pid {process.pid}) stopped"))
        elif alive is None and doc.updated_at <= cutoff:
            found.append((doc, f"{actor or 'a previous run'} stopped"))
    return found


def _named(doc: Document) -> str:
    """How messages name a document: its ledger id and the file it came from."""
    return f"document {doc.id} ({Path(doc.source_file).name})"


class Processor:
    """Drives one run's partitions: submit up to max_in_flight, poll, slide the window."""

    def __init__(
        self,
        ledger: Ledger,
        backend: ExtractionBackend,
        *,
        settings: ProcessingSettings,
        actor: str,
        log: logging.Logger | logging.LoggerAdapter | None = None,
        clock: Callable[[], datetime] = utc_now,
        sleep: Callable[[float], None] = time.sleep,
        run_id: str | None = None,
    ) -> None:
        self.ledger = ledger
        self.run_id = run_id
        self._registered = False
        self.backend = backend
        self.settings = settings
        self.actor = actor
        self.log = log or logging.getLogger(__name__)
        # A line per document goes to this module's logger, never to `log` (a Dagster run's
        # event log when an op drives us): 1,000 documents would write 2,000 event-log rows.
        # The ledger's events are the per-document record; `log` gets the progress lines,
        # warnings and the run's outcome counts.
        self.doc_log = logging.getLogger(__name__)
        # The backend's last word on each open task (pending, running), for progress lines.
        self._backend_state: dict[int, str] = {}
        self.clock = clock
        self.sleep = sleep
        self.outcomes: Counter[str] = Counter()
        self.gate = settings.gate or Gate.load("")

    # -- submit -------------------------------------------------------------------------

    def recover_interrupted(self, partitions: Sequence[str]) -> None:
        """Documents left in `submitting` by a run whose process is gone. One whose upload
        never started (no mark in the ledger) is queued again: nothing was sent. Otherwise,
        with an idempotent backend it is queued again and re-sent with its key; without
        one the upload's fate is unknown and it goes to reconciliation or an operator."""
        for doc, why in orphans(
            self.ledger, partitions, self.settings.orphan_after_seconds, besides=self.actor
        ):
            if doc.upload_started_at is None:
                # Guarded on the mark: a live claimer that marks it meanwhile keeps it.
                self.ledger.transition(
                    doc.id,
                    S.QUEUED,
                    actor=self.actor,
                    expect=[S.SUBMITTING],
                    guard={"upload_started_at": None},
                    reason="interrupted_before_upload",
                    message=f"{why} after claiming it, before its upload started; nothing was "
                    "sent, so it is sent by the next claim",
                )
                continue
            why = f"{why} after its upload started ({doc.upload_started_at:%Y-%m-%d %H:%M:%S} UTC)"
            if self.backend.idempotent_submit:
                self.ledger.transition(
                    doc.id,
                    S.QUEUED,
                    actor=self.actor,
                    expect=[S.SUBMITTING],
                    reason="interrupted_submit",
                    message=f"{why}; re-sent with the same key",
                )
            else:
                self._mark_unknown(doc, why)
        self.reconcile_unknown(partitions)

    def reconcile_unknown(self, partitions: Sequence[str]) -> int:
        """Settle `submission_unknown` documents against the backend's task list, where it
        has one: a document whose task is found (exactly one candidate, not already another
        document's) moves to `processing` with that task id; the rest stay for an operator.
        Nothing is ever uploaded here. Returns how many were settled."""
        if not isinstance(self.backend, TaskFinder):
            return 0
        unknown = self.ledger.documents(partitions=partitions, statuses=[S.SUBMISSION_UNKNOWN])
        settled = 0
        for doc in unknown:
            started = self._upload_started(doc)
            task_id = self.backend.find_task(self._request(doc), submitted_after=started)
            if task_id is None or self.ledger.holder_of_task(task_id) not in (None, doc.id):
                continue
            if self.ledger.transition(
                doc.id,
                S.PROCESSING,
                actor=self.actor,
                expect=[S.SUBMISSION_UNKNOWN],
                reason="reconciled",
                message=f"task {task_id} found in the backend's task list",
                task_id=task_id,
                submitted_at=started,
                next_poll_at=self.clock(),
                poll_failures=0,
            ):
                settled += 1
                self.outcomes["reconciled"] += 1
                self.doc_log.info("Document %d reconciled with task %s", doc.id, task_id)
        return settled

    def _upload_started(self, doc: Document) -> datetime:
        """When the last upload attempt began: its mark, else the latest move to
        `submitting` (a claim from before the mark existed)."""
        if doc.upload_started_at is not None:
            return doc.upload_started_at
        starts = [e.at for e in self.ledger.events(doc.id) if e.to_status == S.SUBMITTING.value]
        return starts[-1] if starts else doc.updated_at

    @staticmethod
    def _request(doc: Document) -> SubmitRequest:
        return SubmitRequest(
            document_id=doc.id,
            path=Path(doc.source_file),
            filename=Path(doc.source_file).name,
            idempotency_key=doc.idempotency_key,
        )

    def submit_available(self, partitions: Sequence[str]) -> int:
        """Fill free in-flight slots with queued documents; returns how many were accepted."""
        # A count, not the documents: this runs after every finished task, and loading the
        # open window's rows each time cost 6 s per 1,000 documents at a window of 96.
        open_tasks = self.ledger.count_by_status(partitions=partitions)[S.PROCESSING.value]
        if not self._registered:  # before the first claim: who holds what must be checkable
            self.ledger.register_claimer(self.actor, run_worker(), run_id=self.run_id)
            self._registered = True
        # One document is claimed right before its own upload, never a window's worth ahead:
        # a process killed mid-upload leaves only that document `submitting`. Claimed
        # together, the rest of the window would look interrupted too, and on a backend
        # without idempotency (ComPDF) wait in `submission_unknown` for an operator though
        # they were never sent (bench/soak.py, compdf:run, a kill at after_upload).
        accepted = 0
        tried: list[int] = []  # a document sent back to the queue waits for the next pass
        for _ in range(self.settings.max_in_flight - open_tasks):
            claimed = self.ledger.claim_queued(
                partitions,
                limit=1,
                backend=self.backend.name,
                actor=self.actor,
                now=self.clock(),
                besides=tried,
            )
            if not claimed:
                break
            [doc] = claimed
            tried.append(doc.id)
            try:
                accepted += self._submit_one(doc)
            except BackendUnavailable:
                # Refused before anything was accepted (bad key or URL): it goes back to the
                # queue rather than looking like an interrupted upload (which a
                # non-idempotent backend would have to mark unknown).
                self._to(
                    doc,
                    S.QUEUED,
                    "backend_unavailable",
                    "the backend refused our credentials; nothing was submitted",
                )
                raise
        return accepted

    def _submit_one(self, doc: Document) -> bool:
        now = self.clock()
        if now >= doc.deadline_at:
            self._to(
                doc,
                S.NEEDS_REVIEW,
                "deadline_exceeded",
                "the deadline passed before the document could be submitted",
            )
            return False
        crash_point("after_claim")
        # Durably, before any byte is sent: a process that dies from here on may have
        # uploaded it; one that dies before has not (recover_interrupted tells them apart).
        if not self.ledger.mark_upload_started(doc.id, claimed_at=doc.updated_at):
            self.log.warning("%s was taken back from this run before its upload", _named(doc))
            return False
        crash_point("upload_started")
        try:
            task_id = self.backend.submit(self._request(doc))
            crash_point("after_upload")
        except OSError as exc:  # the file left the inbox after registration: nothing was sent
            self._to(
                doc,
                S.NEEDS_REVIEW,
                "source_missing",
                f"{doc.source_file} could not be read ({exc.strerror or exc}); put the "
                "file back and re-queue it with `po-pipeline review resubmit`",
            )
            return False
        except RetryLater as exc:
            self.log.warning("Document %d not accepted yet: %s", doc.id, exc)
            # A Retry-After is honoured: the document is not claimed again before it passes.
            not_before = (
                self.clock() + timedelta(seconds=exc.retry_after)
                if exc.retry_after is not None
                else None
            )
            self._to(doc, S.QUEUED, "submit_deferred", str(exc), next_poll_at=not_before)
            return False
        except SubmissionRejected as exc:
            self._to(doc, S.REMOTE_FAILED, exc.code, str(exc))
            return False
        except SubmissionUnknown as exc:
            self._mark_unknown(doc, str(exc))
            return False
        self.ledger.transition(
            doc.id,
            S.PROCESSING,
            actor=self.actor,
            expect=[S.SUBMITTING],
            task_id=task_id,
            submitted_at=now,
            next_poll_at=now + timedelta(seconds=1),
            poll_failures=0,
        )
        self.outcomes["submitted"] += 1
        self.doc_log.info("Document %d submitted as task %s", doc.id, task_id)
        return True

    def _mark_unknown(self, doc: Document, why: str) -> None:
        self._to(
            doc,
            S.SUBMISSION_UNKNOWN,
            "submission_unknown",
            f"{why}. The backend may have created a task for {doc.source_file}; it is not "
            "re-uploaded automatically. Check the backend's task list, then use "
            "`po-pipeline review` to resubmit or mark it failed.",
        )

    # -- poll ---------------------------------------------------------------------------

    def run(self, partitions: Sequence[str]) -> Counter[str]:
        """Everything one run does: recover orphans, submit, poll."""
        self.recover_interrupted(partitions)
        self.submit_available(partitions)
        return self.poll(partitions)

    def poll(self, partitions: Sequence[str]) -> Counter[str]:
        """Poll until nothing is open or the budget is spent, topping up the in-flight
        window as tasks finish. Unfinished documents stay `processing` for the next run."""
        started = reported = self.clock()
        self.reconcile_unknown(partitions)
        while True:
            now = self.clock()
            due = [
                doc
                for doc in self._open(partitions)
                if doc.next_poll_at is None or doc.next_poll_at <= now
            ]
            answers = self._batch_statuses(due)
            for doc in due:
                if self._poll_one(doc, answers.get(doc.task_id or "")):
                    # Its slot is free now: the next queued document goes out before the
                    # rest of this round is settled, not once the round or the window ends.
                    self.submit_available(partitions)
            self.submit_available(partitions)
            still_open = self._open(partitions)
            deferred = self._deferred(partitions)
            if still_open and self.clock() - reported >= self._progress_every:
                reported = self.clock()
                self._report_progress(still_open, deferred)
            if not still_open and not deferred:
                if self.reconcile_unknown(partitions):  # uploads that went unknown this run
                    continue
                break
            wake = min(d.next_poll_at or self.clock() for d in [*still_open, *deferred])
            budget_end = started + timedelta(seconds=self.settings.poll_budget_seconds)
            if wake > budget_end:
                self.outcomes["left_processing"] = len(still_open)
                self.log.info(
                    "%d documents still processing, %d waiting to be sent again; the next run "
                    "resumes them", len(still_open), len(deferred),
                )  # fmt: skip
                break
            self.sleep(max((wake - self.clock()).total_seconds(), 0.0) + self._coalesce(still_open))
        return self.outcomes

    def _coalesce(self, still_open: list[Document]) -> float:
        """Seconds to wait past the first due task, so that tasks due just after it share its
        status call (a backend that answers many per call). Tasks submitted one after
        another fall due one after another; without this each would cost a request. No
        task is ever polled before its Retry-After."""
        if len(still_open) < 2 or not isinstance(self.backend, BatchStatus):
            return 0.0
        return self.settings.poll_coalesce_seconds

    @property
    def _progress_every(self) -> timedelta:
        return timedelta(seconds=self.settings.progress_every_seconds)

    def _report_progress(self, still_open: list[Document], deferred: list[Document]) -> None:
        states = Counter(self._backend_state.get(d.id, "submitted") for d in still_open)
        finished = {k: v for k, v in self.outcomes.items() if v and k in _FINAL}
        self.log.info(
            "Polling: %d open at the backend (%s), %d waiting to be sent again; finished so "
            "far: %s", len(still_open), ", ".join(f"{n} {s}" for s, n in sorted(states.items())),
            len(deferred), ", ".join(f"{n} {s}" for s, n in sorted(finished.items())) or "none",
        )  # fmt: skip

    def _open(self, partitions: Sequence[str]) -> list[Document]:
        return self.ledger.documents(partitions=partitions, statuses=[S.PROCESSING])

    def _deferred(self, partitions: Sequence[str]) -> list[Document]:
        """Queued documents the backend asked us to send again later (Retry-After)."""
        queued = self.ledger.documents(partitions=partitions, statuses=[S.QUEUED])
        return [d for d in queued if d.next_poll_at is not None and d.next_poll_at > self.clock()]

    def _batch_statuses(self, due: list[Document]) -> dict[str, TaskStatus | PollFailed]:
        """The states of the due tasks in as few calls as the backend allows (one per
        `max_batch`), when it can answer for several at once; {} when it cannot, or for a
        single task. A call refused with a Retry-After (busy, down) stands as a failed poll
        of each of its tasks; one that failed otherwise leaves them to be polled one by
        one, so a single job the backend cannot answer for holds only its own document."""
        if not isinstance(self.backend, BatchStatus) or len(due) < 2:
            return {}
        now = self.clock()
        task_ids = [d.task_id for d in due if d.task_id and now < d.deadline_at]
        answers: dict[str, TaskStatus | PollFailed] = {}
        for start in range(0, len(task_ids), self.backend.max_batch):
            chunk = task_ids[start : start + self.backend.max_batch]
            try:
                answers.update(self.backend.statuses(chunk))
            except PollFailed as exc:
                if exc.retry_after is not None:
                    answers.update(dict.fromkeys(chunk, exc))
            except TaskLost:
                pass  # the batch route itself is missing (an older service): poll one by one
        return answers

    def _poll_one(self, doc: Document, answer: TaskStatus | PollFailed | None = None) -> bool:
        """Poll one task, or settle it by the answer a batch call already gave; True when
        the document left `processing` (its in-flight slot is free)."""
        assert doc.task_id is not None
        if self.clock() >= doc.deadline_at:
            return self._to(
                doc,
                S.NEEDS_REVIEW,
                "deadline_exceeded",
                f"task {doc.task_id} did not finish before the deadline; task id kept",
            )
        try:
            if isinstance(answer, PollFailed):
                raise answer
            status = answer or self.backend.status(doc.task_id)
            crash_point("while_polling")
            self._backend_state[doc.id] = status.state.value
            if status.state is TaskState.COMPLETED:
                self._finish(doc, status)
                return True
        except PollFailed as exc:
            return self._poll_failed(doc, exc)
        except TaskLost as exc:
            return self._to(doc, S.NEEDS_REVIEW, "task_lost", str(exc))
        if status.state is TaskState.FAILED:
            return self._to(
                doc,
                S.REMOTE_FAILED,
                status.error_code or "remote_failed",
                status.error_message or "the backend reported the task failed",
            )
        self.ledger.update_poll_state(
            doc.id,
            poll_failures=0,
            next_poll_at=self.clock() + timedelta(seconds=poll_delay(status.retry_after)),
        )
        return False

    def _poll_failed(self, doc: Document, exc: PollFailed) -> bool:
        """Count a failed poll; True when it was one too many and the document went to
        review."""
        failures = doc.poll_failures + 1
        if failures >= self.settings.max_poll_failures:
            return self._to(
                doc,
                S.NEEDS_REVIEW,
                "poll_failed",
                f"{_named(doc)}: {failures} polls of task {doc.task_id} failed in a row; "
                f"last: {exc}. The task id is kept; once the backend answers again, "
                "`po-pipeline review resubmit` sends the document again",
            )
        # The backend said when to come back: that is the pace (DESIGN). Only without a
        # Retry-After do waits grow with each failure.
        if exc.retry_after is not None:
            backoff = poll_delay(exc.retry_after)
        else:
            backoff = min(poll_delay(None) * 2**failures, MAX_POLL_SECONDS)
        self.log.warning("Poll of %s failed (%d): %s", _named(doc), failures, exc)
        self.ledger.update_poll_state(
            doc.id,
            poll_failures=failures,
            next_poll_at=self.clock() + timedelta(seconds=backoff),
        )
        return False

    def _finish(self, doc: Document, status: TaskStatus) -> None:
        assert doc.task_id is not None
        try:
            result = dict(self.backend.fetch_result(doc.task_id, status))
        except TaskLost as exc:
            self._to(doc, S.NEEDS_REVIEW, "result_lost", str(exc))
            return
        except ResultRejected as exc:
            self._to(
                doc,
                S.NEEDS_REVIEW,
                exc.code,
                f"{_named(doc)}: {exc}. Task {doc.task_id} is kept: check it at the backend; "
                "`po-pipeline review resubmit` extracts the document again",
            )
            return
        raw = result_to_json(result)
        verdict = validate_result(result, self.gate)
        if isinstance(verdict, Accepted):
            self.ledger.complete(
                doc.id,
                order_number=verdict.order_number,
                supplier=verdict.supplier,
                total=verdict.total,
                result_json=raw,
                actor=self.actor,
            )
            final = self.ledger.get(doc.id)
            self.outcomes[final.status.value] += 1
            self.doc_log.info(
                "Document %d -> %s (%s, %s, %s)", doc.id, final.status.value,
                verdict.order_number, verdict.supplier, verdict.total,
            )  # fmt: skip
            return
        self._to(
            doc,
            S.NEEDS_REVIEW,
            verdict.reason,
            verdict.message,
            result_json=raw,
            finished_at=self.clock(),
            order_number=verdict.values.get("order_number"),
            supplier=verdict.values.get("supplier"),
            total=verdict.values.get("total"),
        )

    def _to(
        self, doc: Document, to: DocumentStatus, reason: str, message: str, **values: object
    ) -> bool:
        """Move `doc` on, guarded on the state it was read in; False if anyone moved it since
        (then we lose)."""
        if self.ledger.transition(
            doc.id,
            to,
            actor=self.actor,
            expect=[doc.status],
            reason=reason,
            message=message,
            **values,
        ):
            self.outcomes[to.value] += 1
            self.doc_log.info("Document %d -> %s (%s)", doc.id, to.value, reason)
            return True
        return False

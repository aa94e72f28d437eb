"""Submit and poll: moving documents through the ledger against an extraction backend.

No Dagster here: the `submit` and `poll` ops are thin wrappers, and `po-pipeline` commands
or tests can drive the same code. Clock and sleep are injectable.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from po_pipeline.clock import Clock, utc_now
from po_pipeline.extraction.base import (
    BackendUnavailable,
    BatchStatus,
    ExtractionBackend,
    HeldStatus,
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
from po_pipeline.ledger import (
    Claim,
    Document,
    DocumentStatus,
    Ledger,
    Move,
    Reschedule,
    result_to_json,
)
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
        clock: Clock = utc_now,
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
        # Whether the backend holds a status call until a task ends (a long poll): False once
        # it answered one at once with no news (a service that ignores `wait`).
        self._holds = isinstance(backend, HeldStatus)

    # -- submit -------------------------------------------------------------------------

    def recover_interrupted(self, partitions: Sequence[str]) -> None:
        """Documents left in `submitting` by a run whose process is gone. With an idempotent
        backend it is queued again and re-sent with its key, whether its upload began or
        not (no mark is kept there). Without one, a document whose upload never started (no
        mark in the ledger) is queued again: nothing was sent; otherwise the upload's fate
        is unknown and it goes to reconciliation or an operator."""
        for doc, why in orphans(
            self.ledger, partitions, self.settings.orphan_after_seconds, besides=self.actor
        ):
            if self.backend.idempotent_submit:
                self.ledger.transition(
                    doc.id,
                    S.QUEUED,
                    actor=self.actor,
                    expect=[S.SUBMITTING],
                    reason="interrupted_submit",
                    message=f"{why} after claiming it; re-sent with the same key",
                )
            elif doc.upload_started_at is None:
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
            else:
                started = f"{doc.upload_started_at:%Y-%m-%d %H:%M:%S} UTC"
                self._mark_unknown(doc, f"{why} after its upload started ({started})")
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

    def submit_available(
        self, partitions: Sequence[str], *, slots: int | None = None, into: _Round | None = None
    ) -> int:
        """Fill free in-flight slots with queued documents; returns how many were accepted.
        `slots`: how many are free (counted in the ledger when not given). `into`: the poll
        round whose outcomes are written in the transaction of the first claim (so a
        finished document is recorded before the one that takes its slot)."""
        round_ = into or _Round()
        if slots is None:
            # A count, not the documents: loading the open window's rows before each refill
            # cost 6 s per 1,000 documents at a window of 96.
            open_tasks = self.ledger.count_by_status(partitions=partitions)[S.PROCESSING.value]
            slots = self.settings.max_in_flight - open_tasks
        if slots <= 0:
            return 0
        if not self._registered:  # before the first claim: who holds what must be checkable
            self.ledger.register_claimer(self.actor, run_worker(), run_id=self.run_id)
            self._registered = True
        if not self.backend.idempotent_submit:
            return self._submit_one_by_one(partitions, slots, round_)
        return self._submit_together(partitions, slots, round_)

    def _claim(self, partitions: Sequence[str], round_: _Round, **claim: Any) -> list[Document]:
        """Write the round's outcomes so far, then claim queued documents, in one
        transaction."""
        ask = Claim(partitions, backend=self.backend.name, now=self.clock(), **claim)
        return self._write(round_, claim=ask)

    def _submit_together(self, partitions: Sequence[str], slots: int, round_: _Round) -> int:
        """With idempotent uploads: claim the documents for `slots` in one transaction (the
        round's), upload them one after another, and write their task ids in one more. A
        process killed meanwhile leaves them `submitting`; the next run sends them again
        with their keys and the backend answers with the jobs already made."""
        claimed = self._claim(partitions, round_, limit=slots)
        accepted = 0
        try:
            for n, doc in enumerate(claimed):
                try:
                    move = self._submit_one(doc)
                except BackendUnavailable:
                    round_.moves += [
                        self._requeue(d, "backend_unavailable", _REFUSED) for d in claimed[n:]
                    ]
                    raise
                if move is None:
                    continue
                round_.moves.append(move)
                accepted += move.to is S.PROCESSING
                later = (
                    move.values.get("next_poll_at") if move.reason == "submit_deferred" else None
                )
                if later is not None:  # the backend asked us to wait (Retry-After): all of us
                    round_.moves += [
                        self._requeue(d, "submit_deferred", f"not sent: {move.message}", later)
                        for d in claimed[n + 1 :]
                    ]
                    break
        finally:
            self._write(round_)
        return accepted

    def _submit_one_by_one(self, partitions: Sequence[str], slots: int, round_: _Round) -> int:
        """Without idempotent uploads (ComPDF): one document is claimed right before its own
        upload and its task id written right after, never a window's worth ahead: a process
        killed mid-upload leaves only that document `submitting`. Claimed together, the rest
        of the window would look interrupted too and wait in `submission_unknown` for an
        operator though never sent (bench/soak.py, compdf:run, a kill at after_upload)."""
        accepted = 0
        tried: list[int] = []  # a document sent back to the queue waits for the next pass
        for _ in range(slots):
            claimed = self._claim(partitions, round_, limit=1, besides=tuple(tried))
            if not claimed:
                break
            [doc] = claimed
            tried.append(doc.id)
            try:
                move = self._submit_one(doc)
            except BackendUnavailable:
                self._write(_Round([self._requeue(doc, "backend_unavailable", _REFUSED)]))
                raise
            if move is None:
                continue
            self._write(_Round([move]))
            accepted += move.to is S.PROCESSING
        return accepted

    def _submit_one(self, doc: Document) -> Move | None:
        """Upload a claimed document; the move that records how it went (None when the
        claim was taken back before the upload: nothing was sent and nothing is written).
        Raises BackendUnavailable when the backend refused our credentials."""
        now = self.clock()
        if now >= doc.deadline_at:
            return self._move(
                doc,
                S.NEEDS_REVIEW,
                "deadline_exceeded",
                "the deadline passed before the document could be submitted",
            )
        crash_point("after_claim")
        # Durably, before any byte is sent: a process that dies from here on may have
        # uploaded it; one that dies before has not (recover_interrupted tells them apart).
        # With idempotent uploads either is sent again with its key, so no mark (and no
        # transaction per upload) is needed.
        if not self.backend.idempotent_submit and not self.ledger.mark_upload_started(
            doc.id, claimed_at=doc.updated_at
        ):
            self.log.warning("%s was taken back from this run before its upload", _named(doc))
            return None
        crash_point("upload_started")
        try:
            task_id = self.backend.submit(self._request(doc))
            crash_point("after_upload")
        except OSError as exc:  # the file left the inbox after registration: nothing was sent
            return self._move(
                doc,
                S.NEEDS_REVIEW,
                "source_missing",
                f"{doc.source_file} could not be read ({exc.strerror or exc}); put the "
                "file back and re-queue it with `po-pipeline review resubmit`",
            )
        except RetryLater as exc:
            self.log.warning("Document %d not accepted yet: %s", doc.id, exc)
            # A Retry-After is honoured: the document is not claimed again before it passes.
            not_before = (
                self.clock() + timedelta(seconds=exc.retry_after)
                if exc.retry_after is not None
                else None
            )
            return self._move(doc, S.QUEUED, "submit_deferred", str(exc), next_poll_at=not_before)
        except SubmissionRejected as exc:
            return self._move(doc, S.REMOTE_FAILED, exc.code, str(exc))
        except SubmissionUnknown as exc:
            return self._unknown(doc, str(exc))
        values = {
            "task_id": task_id,
            "submitted_at": now,
            "next_poll_at": now + timedelta(seconds=1),
            "poll_failures": 0,
        }
        return Move(doc.id, S.PROCESSING, S.SUBMITTING, values=values)

    def _requeue(
        self, doc: Document, reason: str, message: str, not_before: datetime | None = None
    ) -> Move:
        """A claimed document that was not sent goes back to the queue."""
        return self._move(doc, S.QUEUED, reason, message, next_poll_at=not_before)

    def _unknown(self, doc: Document, why: str) -> Move:
        return self._move(
            doc,
            S.SUBMISSION_UNKNOWN,
            "submission_unknown",
            f"{why}. The backend may have created a task for {doc.source_file}; it is not "
            "re-uploaded automatically. Check the backend's task list, then use "
            "`po-pipeline review` to resubmit or mark it failed.",
        )

    def _mark_unknown(self, doc: Document, why: str) -> None:
        self._write(_Round([self._unknown(doc, why)]))

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
        still_open = self._open(partitions)
        hold = 0.0  # > 0: the next round asks about every open task in a held status call
        while True:
            now = self.clock()
            if hold > 0:
                due = still_open
            else:
                due = [d for d in still_open if d.next_poll_at is None or d.next_poll_at <= now]
            self._poll_round(
                partitions, due, free=self.settings.max_in_flight - len(still_open), hold=hold
            )
            still_open = self._open(partitions)
            deferred = self.ledger.deferred(partitions, after=self.clock())
            if still_open and self.clock() - reported >= self._progress_every:
                reported = self.clock()
                self._report_progress(still_open, deferred)
            if not still_open and not deferred:
                if self.reconcile_unknown(partitions):  # uploads that went unknown this run
                    still_open = self._open(partitions)
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
            pause = max((wake - self.clock()).total_seconds(), 0.0) + self._coalesce(still_open)
            hold = self._hold(partitions, still_open, pause)
            if not hold:
                self.sleep(pause)
        return self.outcomes

    def _hold(self, partitions: Sequence[str], still_open: list[Document], pause: float) -> float:
        """Seconds the next round's status call may be held by the backend (a long poll)
        instead of sleeping `pause` seconds and then asking; 0 for a plain sleep. Held only
        when nothing is queued to send (a finished task's slot then serves nobody, and the
        only gain is seeing it end sooner: the tail of a run) and the open tasks fit in one
        call. The answer comes when a task ends, else when the pause is over, so an
        answer without news still comes no sooner than Retry-After says: at most one status
        call per pause, plus one per task that ends. Never after a failed poll: its wait
        (the backend's Retry-After, or a backoff) is kept as it is."""
        if not (self._holds and pause > 0):
            return 0.0
        if not 0 < len(still_open) <= self.backend.max_batch:  # type: ignore[attr-defined]
            return 0.0
        if any(d.poll_failures for d in still_open):
            return 0.0
        if self.ledger.count_by_status(partitions=partitions)[S.QUEUED.value]:
            return 0.0
        return min(pause, self.backend.max_wait)  # type: ignore[attr-defined]

    def _poll_round(
        self, partitions: Sequence[str], due: list[Document], *, free: int, hold: float = 0.0
    ) -> None:
        """One round: the due tasks' states (as few status calls as the backend allows, the
        call held up to `hold` seconds until one of them ends), each settled, then written
        to the ledger in one transaction together with the claims of the documents that
        take the freed slots (their task ids follow in one more, after their uploads). A
        process killed before the first leaves the round's documents as they were: their
        tasks are polled again by the next run."""
        asked = self.clock()
        answers = self._batch_statuses(due, hold=hold)
        round_ = _Round(free=free)
        left = 0
        for doc in due:
            if self._settle(doc, answers.get(doc.task_id or ""), round_):
                left += 1
                round_.free += 1  # its document leaves `processing`: its slot is free now
                if not self.backend.idempotent_submit:
                    # Uploads go out one by one here (_submit_one_by_one), and the next
                    # queued document before the rest of the round is settled: a window of
                    # slow result downloads slides, it does not drain.
                    round_.free -= self.submit_available(partitions, slots=round_.free, into=round_)
        if hold and not left and (self.clock() - asked).total_seconds() < hold / 2:
            self._holds = False  # answered at once with no news: it does not hold calls
            self.log.info("The backend does not hold status calls; polling at its Retry-After")
        round_.free -= self.submit_available(partitions, slots=round_.free, into=round_)
        self._write(round_)  # what no claim carried (no slot free, or nothing queued)

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

    def _batch_statuses(
        self, due: list[Document], *, hold: float = 0.0
    ) -> dict[str, TaskStatus | PollFailed]:
        """The states of the due tasks in as few calls as the backend allows (one per
        `max_batch`), when it can answer for several at once; {} when it cannot. `hold`:
        the call may be held that long until one of them ends (HeldStatus; the tasks fit
        in one call). A call refused with a Retry-After (busy, down) stands as a failed poll
        of each of its tasks; one that failed otherwise leaves them to be polled one by
        one, so a single job the backend cannot answer for holds only its own document."""
        if not isinstance(self.backend, BatchStatus) or not due:
            return {}
        now = self.clock()
        task_ids = [d.task_id for d in due if d.task_id and now < d.deadline_at]
        answers: dict[str, TaskStatus | PollFailed] = {}
        for start in range(0, len(task_ids), self.backend.max_batch):
            chunk = task_ids[start : start + self.backend.max_batch]
            try:
                if hold > 0 and isinstance(self.backend, HeldStatus):
                    answers.update(self.backend.statuses(chunk, wait=hold))
                else:
                    answers.update(self.backend.statuses(chunk))
            except PollFailed as exc:
                if exc.retry_after is not None:
                    answers.update(dict.fromkeys(chunk, exc))
            except TaskLost:
                pass  # the batch route itself is missing (an older service): poll one by one
        return answers

    def _settle(
        self, doc: Document, answer: TaskStatus | PollFailed | None, round_: _Round
    ) -> bool:
        """Poll one task, or settle it by the answer a batch call already gave, into the
        round; True when its document leaves `processing` (its in-flight slot is free)."""
        assert doc.task_id is not None
        if self.clock() >= doc.deadline_at:
            return round_.leaves(self._move(
                doc,
                S.NEEDS_REVIEW,
                "deadline_exceeded",
                f"task {doc.task_id} did not finish before the deadline; task id kept",
            ))  # fmt: skip
        try:
            if isinstance(answer, PollFailed):
                raise answer
            status = answer or self.backend.status(doc.task_id)
            crash_point("while_polling")
            self._backend_state[doc.id] = status.state.value
            if status.state is TaskState.COMPLETED:
                return round_.leaves(self._finish(doc, status))
        except PollFailed as exc:
            return self._poll_failed(doc, exc, round_)
        except TaskLost as exc:
            return round_.leaves(self._move(doc, S.NEEDS_REVIEW, "task_lost", str(exc)))
        if status.state is TaskState.FAILED:
            return round_.leaves(self._move(
                doc,
                S.REMOTE_FAILED,
                status.error_code or "remote_failed",
                status.error_message or "the backend reported the task failed",
            ))  # fmt: skip
        next_poll = self.clock() + timedelta(seconds=poll_delay(status.retry_after))
        round_.reschedules.append(Reschedule(doc.id, next_poll, poll_failures=0))
        return False

    def _poll_failed(self, doc: Document, exc: PollFailed, round_: _Round) -> bool:
        """Count a failed poll; True when it was one too many and the document goes to
        review."""
        failures = doc.poll_failures + 1
        if failures >= self.settings.max_poll_failures:
            return round_.leaves(self._move(
                doc,
                S.NEEDS_REVIEW,
                "poll_failed",
                f"{_named(doc)}: {failures} polls of task {doc.task_id} failed in a row; "
                f"last: {exc}. The task id is kept; once the backend answers again, "
                "`po-pipeline review resubmit` sends the document again",
            ))  # fmt: skip
        # The backend said when to come back: that is the pace. Only without a
        # Retry-After do waits grow with each failure.
        if exc.retry_after is not None:
            backoff = poll_delay(exc.retry_after)
        else:
            backoff = min(poll_delay(None) * 2**failures, MAX_POLL_SECONDS)
        self.log.warning("Poll of %s failed (%d): %s", _named(doc), failures, exc)
        next_poll = self.clock() + timedelta(seconds=backoff)
        round_.reschedules.append(Reschedule(doc.id, next_poll, poll_failures=failures))
        return False

    def _finish(self, doc: Document, status: TaskStatus) -> Move:
        """The move of a document whose task completed: its result fetched (no request when
        the status answer carried it), validated, and loaded or sent to review."""
        assert doc.task_id is not None
        try:
            result = dict(self.backend.fetch_result(doc.task_id, status))
        except TaskLost as exc:
            return self._move(doc, S.NEEDS_REVIEW, "result_lost", str(exc))
        except ResultRejected as exc:
            return self._move(
                doc,
                S.NEEDS_REVIEW,
                exc.code,
                f"{_named(doc)}: {exc}. Task {doc.task_id} is kept: check it at the backend; "
                "`po-pipeline review resubmit` extracts the document again",
            )
        raw = result_to_json(result)
        verdict = validate_result(result, self.gate)
        if isinstance(verdict, Accepted):
            # An order number another document already holds goes to review instead (the
            # ledger checks it when the round is written).
            values = {
                "order_number": verdict.order_number,
                "supplier": verdict.supplier,
                "total": verdict.total,
                "result_json": raw,
                "finished_at": self.clock(),
            }
            return Move(doc.id, S.COMPLETED, S.PROCESSING, values=values)
        return self._move(
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

    @staticmethod
    def _move(
        doc: Document, to: DocumentStatus, reason: str, message: str, **values: object
    ) -> Move:
        """Move `doc` on, guarded on the state it was read in: if anyone moved it since, the
        move is dropped (then we lose)."""
        return Move(doc.id, to, doc.status, reason=reason, message=message, values=values)

    def _write(self, round_: _Round, *, claim: Claim | None = None) -> list[Document]:
        """Write the round's moves and poll schedules, then `claim`, in one transaction;
        count and log the moves that held (a guard that lost means someone else moved the
        document first). Returns the claimed documents."""
        if not round_.moves and not round_.reschedules and claim is None:
            return []
        moved, claimed = self.ledger.apply_and_claim(
            round_.moves, actor=self.actor, reschedules=round_.reschedules, claim=claim
        )
        for move in round_.moves:
            now = moved.get(move.document_id)
            if now is None:
                continue
            if now is S.PROCESSING and move.expect is S.SUBMITTING:
                self.outcomes["submitted"] += 1
                self.doc_log.info(
                    "Document %d submitted as task %s", move.document_id, move.values["task_id"]
                )
                continue
            self.outcomes[now.value] += 1
            self.doc_log.info(
                "Document %d -> %s (%s)", move.document_id, now.value,
                move.reason or ", ".join(str(move.values.get(f)) for f in _LOADED),
            )  # fmt: skip
        round_.moves.clear()
        round_.reschedules.clear()
        return claimed


_LOADED = ("order_number", "supplier", "total")
_REFUSED = "the backend refused our credentials; nothing was submitted"


@dataclass
class _Round:
    """What one poll round (or one batch of uploads) writes, in one transaction at its end,
    and how many in-flight slots it has free."""

    moves: list[Move] = field(default_factory=list)
    reschedules: list[Reschedule] = field(default_factory=list)
    free: int = 0

    def leaves(self, move: Move) -> bool:
        """Add the move of a document that leaves `processing`; True."""
        self.moves.append(move)
        return True
